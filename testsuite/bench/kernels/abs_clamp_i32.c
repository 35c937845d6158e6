/* abs_clamp_i32: a[i] = min(|b[i]|, hi) with ternaries (abs, clamp).
   needs: if-conversion of ternaries (compare, select), negation, consecutive i32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static int a[N], b[N];

__attribute__((noinline)) void kernel(int hi)
{
    for (int i = 0; i < N; i++) { /* hot */
        int v = b[i] < 0 ? -b[i] : b[i];
        a[i] = v > hi ? hi : v;
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (int i = 0; i < N; i++)
        b[i] = (int)((unsigned)i * 2654435761u % 20001u) - 10000;
    for (long r = 0; r < reps; r++) {
        kernel(5000 + (int)(r % 64));
        b[r % N] += 3;
    }
    h = bench_hash(h, a, sizeof a);
    bench_print("abs_clamp_i32", h);
    return 0;
}
