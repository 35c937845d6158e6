/* delta_u32: while (n--) { cur = *src++; *dst++ = cur - prev; prev = cur; } (delta encoding).
   needs: a first-order recurrence (the previous element carried in a variable), a count that
   goes down to zero through `while (n--)`, pointers that walk, restrict */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static unsigned xs[N], ys[N];

__attribute__((noinline)) void kernel(unsigned *restrict dst, const unsigned *restrict src, unsigned n)
{
    unsigned prev = 0;
    while (n--) { /* hot */
        unsigned cur = *src++;
        *dst++ = cur - prev;
        prev = cur;
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        xs[i] = (unsigned)i * 2654435761u;
    for (long r = 0; r < reps; r++) {
        kernel(ys, xs, N);
        xs[r % N] += 1;
    }
    bench_print("delta_u32", bench_hash(BENCH_HASH_INIT, ys, sizeof ys));
    return 0;
}
