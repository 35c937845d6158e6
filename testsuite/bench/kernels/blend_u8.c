/* blend_u8: out[i] = (a[i] * alpha + b[i] * (256 - alpha)) >> 8 on uint8 pixels (alpha blend).
   needs: uint8 loads/stores, widening to int (C promotions) and narrowing back, i16/i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

__attribute__((noinline)) void kernel(int alpha)
{
    for (int i = 0; i < N; i++) /* hot */
        out[i] = (unsigned char)((a[i] * alpha + b[i] * (256 - alpha)) >> 8);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (int i = 0; i < N; i++) {
        a[i] = (unsigned char)(i * 7);
        b[i] = (unsigned char)(255 - i * 3);
    }
    for (long r = 0; r < reps; r++) {
        kernel((int)(r % 257));
        a[r % N] ^= out[(r * 5) % N];
    }
    h = bench_hash(h, out, sizeof out);
    bench_print("blend_u8", h);
    return 0;
}
