/* u8_to_f32: f[i] = (float)p[i] * (1.0f / 256) - 0.5f: uint8 pixels normalized to float.
   needs: uint8 loads, widening uint8 -> float conversion (mixed types), f32 stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static unsigned char p[N];
static float f[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        f[i] = (float)p[i] * (1.0f / 256) - 0.5f;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        p[i] = (unsigned char)(i * 11 + (i >> 4));
    for (long r = 0; r < reps; r++) {
        kernel();
        p[r % N] += 1;
    }
    bench_print("u8_to_f32", bench_hash(BENCH_HASH_INIT, f, sizeof f));
    return 0;
}
