/* mat4_f32: the product of two 4x4 float matrices (row-major), fully unrolled: row i of C is
   A[i][0] * B[0] + A[i][1] * B[1] + A[i][2] * B[2] + A[i][3] * B[3]. SLP: per row, splats of
   A's elements times B's rows as 4-lane loads. */
#include "bench.h"
#ifndef REPS
#define REPS 80000
#endif
#define M 1024

static float A[M][4][4], B[M][4][4], C[M][4][4];

#define ROW(i)                                                                                  \
    c[i][0] = a[i][0] * b[0][0] + a[i][1] * b[1][0] + a[i][2] * b[2][0] + a[i][3] * b[3][0];    \
    c[i][1] = a[i][0] * b[0][1] + a[i][1] * b[1][1] + a[i][2] * b[2][1] + a[i][3] * b[3][1];    \
    c[i][2] = a[i][0] * b[0][2] + a[i][1] * b[1][2] + a[i][2] * b[2][2] + a[i][3] * b[3][2];    \
    c[i][3] = a[i][0] * b[0][3] + a[i][1] * b[1][3] + a[i][2] * b[2][3] + a[i][3] * b[3][3];

__attribute__((noinline)) void kernel(float (*restrict c)[4], const float (*restrict a)[4], const float (*restrict b)[4])
{
    ROW(0)
    ROW(1)
    ROW(2)
    ROW(3)
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < 16; j++) {
            A[i][j / 4][j % 4] = ((i + j * 3) % 9 - 4) * 0.5f;
            B[i][j / 4][j % 4] = ((i * 7 + j) % 11 - 5) * 0.25f;
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(C[i], A[i], B[i]);
        A[r % M][r & 3][(r >> 2) & 3] = -A[r % M][r & 3][(r >> 2) & 3];
    }
    bench_print("mat4_f32", bench_hash(BENCH_HASH_INIT, C, sizeof C));
    return 0;
}
