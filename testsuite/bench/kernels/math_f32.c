/* math_f32: a[i] = fminf(sqrtf(fabsf(b[i])), c[i]) (calls to sqrt, fabs, fmin; all exact ops).
   needs: math calls vectorized inline (sqrt, fabs, fmin; NaN-correct fmin), consecutive f32 */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 30000
#endif
#define N 4096

static float a[N], b[N], c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = fminf(sqrtf(fabsf(b[i])), c[i]);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (float)(i % 1000 - 500) * 0.37f;
        c[i] = (float)(i % 40);
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = -b[r % N];
    }
    bench_print("math_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
