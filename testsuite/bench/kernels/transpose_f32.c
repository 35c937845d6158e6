/* transpose_f32: b = a^T for a 256x256 float matrix, b[i][j] = a[j][i] (TSVC-style; the inner
   loop reads a column of a: a stride-256 load).
   needs: strided f32 loads (gathers), or the outer loop jammed by the lanes and the columns read
   as rows transposed in registers; consecutive f32 stores, nested loops */
#include "bench.h"
#ifndef REPS
#define REPS 2000
#endif
#define N 256

static float a[N][N], b[N][N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) /* hot */
            b[i][j] = a[j][i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            a[i][j] = (float)((i * 31 + j * 17) % 97);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel();
        a[r % N][(r * 7) % N] += 1.0f;
        if (r % 64 == 0)
            h = bench_hash(h, b, sizeof b);
    }
    bench_print("transpose_f32", bench_hash(h, b, sizeof b));
    return 0;
}
