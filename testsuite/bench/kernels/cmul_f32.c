/* cmul_f32: interleaved complex multiply, c = a * b with re/im pairs in one float array.
   Products are exact (few mantissa bits), so contraction into FMAs does not change the bits.
   needs: interleaved groups of 2 (wide loads + shuffles), f32 multiply/add/sub, interleaved stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 2048

static float a[2 * N], b[2 * N], c[2 * N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) { /* hot */
        float ar = a[2 * i], ai = a[2 * i + 1], br = b[2 * i], bi = b[2 * i + 1];
        c[2 * i] = ar * br - ai * bi;
        c[2 * i + 1] = ar * bi + ai * br;
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < 2 * N; i++) {
        a[i] = (float)(i % 29 - 14) * 0.125f;
        b[i] = (float)((i * 5) % 37 - 18) * 0.25f;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        a[r % (2 * N)] = -a[r % (2 * N)];
    }
    bench_print("cmul_f32", bench_hash(BENCH_HASH_INIT, c, sizeof c));
    return 0;
}
