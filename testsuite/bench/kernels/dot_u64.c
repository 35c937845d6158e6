/* dot_u64: s += a[i] * b[i] over unsigned 64-bit arrays of 100 elements (wrapping), called often:
   short rows, where the final horizontal sum is a good part of each call.
   needs: consecutive i64 loads, 64-bit multiply (vpmullq with AVX-512DQ), add reduction of 64-bit lanes */
#include "bench.h"
#ifndef REPS
#define REPS 20000000
#endif
#define N 100

static unsigned long long a[N], b[N];

__attribute__((noinline)) unsigned long long kernel(void)
{
    unsigned long long s = 0;
    for (int i = 0; i < N; i++) /* hot */
        s += a[i] * b[i];
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long total = 0;
    for (int i = 0; i < N; i++) {
        a[i] = (unsigned long long)i * 0x9e3779b97f4a7c15ull;
        b[i] = (unsigned long long)(i % 1000) * 12345ull + 1;
    }
    for (long r = 0; r < reps; r++) {
        total = total * 31u + kernel();
        a[r % N] += 1u;
    }
    bench_print("dot_u64", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
