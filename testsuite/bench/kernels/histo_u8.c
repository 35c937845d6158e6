/* histo_u8: h[p[i]]++ over bytes (a histogram: a load and a store of one element through an
   index, two iterations may update one element).
   needs: conflict detection (AVX-512CD) around a gather and a scatter, or the scalar loop */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

static unsigned h[256];
static unsigned char p[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        h[p[i]]++;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        p[i] = (unsigned char)(((unsigned)i * 2654435761u) >> 13);
    for (long r = 0; r < reps; r++) {
        kernel();
        p[r % N] = (unsigned char)h[(r * 5) % 256];
    }
    bench_print("histo_u8", bench_hash(BENCH_HASH_INIT, h, sizeof h));
    return 0;
}
