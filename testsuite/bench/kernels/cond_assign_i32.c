/* cond_assign_i32: if (b[i] > t) a[i] = 2 * b[i]; else a[i] = c[i] + 1; (TSVC s271-like).
   needs: if-conversion (compare, select), consecutive i32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static int a[N], b[N], c[N];

__attribute__((noinline)) void kernel(int t)
{
    for (int i = 0; i < N; i++) { /* hot */
        if (b[i] > t)
            a[i] = 2 * b[i];
        else
            a[i] = c[i] + 1;
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (int i = 0; i < N; i++) {
        b[i] = (i * 37) % 1000 - 500;
        c[i] = (i * 11) % 300;
    }
    for (long r = 0; r < reps; r++) {
        kernel((int)(r % 200) - 100);
        if (r % 1000 == 0)
            h = bench_hash(h, a, sizeof a);
    }
    h = bench_hash(h, a, sizeof a);
    bench_print("cond_assign_i32", h);
    return 0;
}
