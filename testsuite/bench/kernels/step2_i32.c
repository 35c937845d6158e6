/* step2_i32: for (i = 0; i < N; i += 2) a[i] = b[i] + c[i] (an induction with step 2: every
   access is strided; the odd elements of a are untouched).
   needs: step-2 induction, strided loads and a strided store (interleaved group with a gap) */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static int a[N], b[N], c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i += 2) /* hot */
        a[i] = b[i] + c[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        a[i] = -i;
        b[i] = i * 5;
        c[i] = (i * 3) % 17;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] += 1;
    }
    bench_print("step2_i32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
