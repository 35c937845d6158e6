/* cmul_f64: one complex product c = a * b, re/im as two consecutive doubles.
   SLP: an addsub of two products, splats of a's parts times b and b swapped. */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024

static double a[M][2], b[M][2], c[M][2];

__attribute__((noinline)) void kernel(double *restrict c, const double *restrict a, const double *restrict b)
{
    c[0] = a[0] * b[0] - a[1] * b[1];
    c[1] = a[0] * b[1] + a[1] * b[0];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++) {
        a[i][0] = (i % 29 - 14) * 0.125; a[i][1] = (i % 13 - 6) * 0.5;
        b[i][0] = (i % 31 - 15) * 0.25; b[i][1] = (i % 7 - 3) * 0.75;
    }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(c[i], a[i], b[i]);
        a[r % M][r & 1] = -a[r % M][r & 1];
    }
    bench_print("cmul_f64", bench_hash(BENCH_HASH_INIT, c, sizeof c));
    return 0;
}
