/* scatter_f32: a[idx[i]] = (b[i] + 1) / (c[i] + 2) / (b[i] * c[i] + 3) (a store through an index
   array, with enough arithmetic per element that a vector loop pays for the scatter).
   needs: scatters in lane order (AVX-512 vscatterdps, per-lane stores elsewhere), float division */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

static float a[N], b[N], c[N];
static int idx[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[idx[i]] = (b[i] + 1.0f) / (c[i] + 2.0f) / (b[i] * c[i] + 3.0f);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        /* Every eighth index repeats its predecessor's: duplicates in one vector. */
        idx[i] = i % 8 == 7 ? idx[i - 1] : (int)(((unsigned)i * 2654435761u) % N);
        b[i] = (float)(i % 23 - 11);
        c[i] = (float)(i % 3) * 0.5f;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = a[(r * 5) % N] * 0.5f;
    }
    bench_print("scatter_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
