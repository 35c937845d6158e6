/* flags_i32: f[i] = a[i] > b[i] into a _Bool array, then c[i] += f[i] (bytes of 0 or 1).
   needs: _Bool lanes (bytes), a conversion to _Bool as a mask of the nonzero lanes, bool -> int widening */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N], b[N], c[N];
static _Bool f[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        f[i] = a[i] > b[i];
    for (int i = 0; i < N; i++) /* hot */
        c[i] += f[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        a[i] = (int)((unsigned)i * 2654435761u >> 12);
        b[i] = (int)((unsigned)(i + 7) * 40503u >> 4);
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        a[r % N] ^= 0x5555;
    }
    bench_print("flags_i32", bench_hash(BENCH_HASH_INIT, c, sizeof c));
    return 0;
}
