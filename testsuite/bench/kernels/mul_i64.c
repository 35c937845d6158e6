/* mul_i64: a[i] = b[i] * c[i] + a[i] on unsigned 64-bit integers (wrapping).
   needs: consecutive i64 loads/stores, 64-bit multiply (vpmullq with AVX-512DQ, else emulated) */
#include "bench.h"
#ifndef REPS
#define REPS 900000
#endif
#define N 2048

static unsigned long long a[N], b[N], c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = b[i] * c[i] + a[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (unsigned long long)i * 0x9e3779b97f4a7c15ull;
        c[i] = (unsigned long long)(i % 1000) * 12345ull + 1;
    }
    for (long r = 0; r < reps; r++)
        kernel();
    bench_print("mul_i64", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
