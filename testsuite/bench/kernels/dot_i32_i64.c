/* dot_i32_i64: s += (long long)a[i] * b[i] over int arrays counted down from the top, as C
   libraries write it (`do ... while (--n)`): 32-bit products summed in 64 bits.
   needs: reverse int loads, sign extension to 64 bits, a 64-bit product of widened 32-bit
   values (pmuldq: one instruction, where the 64-bit multiply is six), add reduction of 64-bit lanes */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N], b[N];

__attribute__((noinline)) long long kernel(const int *x, const int *y, unsigned long n)
{
    long long s = 0;
    if (n)
        do {
            s += (long long)x[n - 1] * y[n - 1]; /* hot */
        } while (--n);
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    long long total = 0;
    for (int i = 0; i < N; i++) {
        a[i] = (int)(i * 2654435761u) >> 3;
        b[i] = (int)(i * 40503u) - 20000;
    }
    for (long r = 0; r < reps; r++) {
        total = total * 31 + kernel(a, b, N - (r & 1));
        a[r % N] += 1;
    }
    bench_print("dot_i32_i64", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
