/* ptrwalk_u32: for (p = begin; p != end; p++) *p = *p * 3 + k (a pointer induction, no index).
   needs: pointer induction with a `!=` exit (trip count from end - begin), in-place update,
   runtime trip count, unsigned wraparound */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static unsigned v[N];

__attribute__((noinline)) void kernel(unsigned *begin, unsigned *end, unsigned k)
{
    for (unsigned *p = begin; p != end; p++) /* hot */
        *p = *p * 3u + k;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        v[i] = (unsigned)i * 40503u;
    for (long r = 0; r < reps; r++)
        kernel(v, v + N, (unsigned)r);
    bench_print("ptrwalk_u32", bench_hash(BENCH_HASH_INIT, v, sizeof v));
    return 0;
}
