/* i2f_f32: f[i] = (float)a[i] * 0.5f + (float)b[i] (int -> float conversion; exact values).
   needs: i32 loads, int to float conversion, f32 multiply/add, f32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 4096

static int a[N], b[N];
static float f[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        f[i] = (float)a[i] * 0.5f + (float)b[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        a[i] = i * 37 - 70000;
        b[i] = (i * 13) % 1000;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        a[r % N] += 1;
    }
    bench_print("i2f_f32", bench_hash(BENCH_HASH_INIT, f, sizeof f));
    return 0;
}
