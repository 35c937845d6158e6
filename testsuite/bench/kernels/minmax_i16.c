/* minmax_i16: the minimum and the maximum of a short array in one loop (two reductions). C
   compares and selects the promoted ints and converts back; done on shorts (transform/shorten.rs)
   it is 16 lanes per AVX2 register.
   needs: consecutive i16 loads, 16-bit min and max reductions (selects on compares) */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static short a[N];

__attribute__((noinline)) long kernel(void)
{
    short mn = a[0], mx = a[0];
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
        a[i] = (short)((((unsigned)i * 2654435761u) >> 17) - (1 << 14));
    for (long r = 0; r < reps; r++) {
        total += kernel();
        a[(r * 7) % N] += (short)(r % 5) - 2;
    }
    bench_print("minmax_i16", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
