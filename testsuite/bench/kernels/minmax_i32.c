/* minmax_i32: the minimum and the maximum of an int array in one loop (two reductions).
   needs: consecutive i32 loads, integer min and max reductions (selects on compares) */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static int a[N];

__attribute__((noinline)) long kernel(void)
{
    int mn = a[0], mx = a[0];
    for (int i = 0; i < N; i++) { /* hot */
        mn = a[i] < mn ? a[i] : mn;
        mx = a[i] > mx ? a[i] : mx;
    }
    return (long)mx - mn;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    long total = 0;
    for (int i = 0; i < N; i++)
        a[i] = (int)(((unsigned)i * 2654435761u) >> 8) - (1 << 23);
    for (long r = 0; r < reps; r++) {
        total += kernel();
        a[(r * 7) % N] += (int)(r % 5) - 2;
    }
    bench_print("minmax_i32", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
