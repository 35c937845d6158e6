/* dot8_i32: an unrolled dot product of eight ints, returned. SLP: a horizontal reduction
   (one vector multiply, one add reduction). */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024

static int a[M][8], b[M][8], s[M];

__attribute__((noinline)) int kernel(const int *a, const int *b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3] + a[4] * b[4] + a[5] * b[5] + a[6] * b[6] + a[7] * b[7];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 8; k++) {
            a[i][k] = (i * 8 + k) % 201 - 100;
            b[i][k] = (i * 3 + k * 7) % 61 - 30;
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            s[i] = kernel(a[i], b[i]);
        a[r % M][r & 7] = s[(r * 5) % M] % 100;
    }
    bench_print("dot8_i32", bench_hash(BENCH_HASH_INIT, s, sizeof s));
    return 0;
}
