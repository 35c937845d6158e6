/* fill_i32: a[i] = i * k + r and f[i] = (float)i * 0.5f (induction-based fill).
   needs: induction variable used in the body (vector of i), i32 multiply, int to float */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static int a[N];
static float f[N];

__attribute__((noinline)) void kernel(int k, int r)
{
    for (int i = 0; i < N; i++) { /* hot */
        a[i] = i * k + r;
        f[i] = (float)i * 0.5f;
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel((int)(r % 13) - 6, (int)r);
        h = (h ^ (unsigned)a[(r * 7) % N]) * 1099511628211ull;
    }
    h = bench_hash(h, a, sizeof a);
    bench_print("fill_i32", bench_hash(h, f, sizeof f));
    return 0;
}
