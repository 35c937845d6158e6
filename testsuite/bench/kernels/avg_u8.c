/* avg_u8: out[i] = (a[i] + b[i] + 1) >> 1 and a threshold mask, on uint8 (rounding average).
   needs: uint8 loads/stores, widening add and narrowing (C promotions), shifts, bitwise ops */
#include "bench.h"
#ifndef REPS
#define REPS 2700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

__attribute__((noinline)) void kernel(unsigned char key)
{
    for (int i = 0; i < N; i++) /* hot */
        out[i] = (unsigned char)(((a[i] + b[i] + 1) >> 1) ^ key);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        a[i] = (unsigned char)(i * 29);
        b[i] = (unsigned char)(i * i);
    }
    for (long r = 0; r < reps; r++) {
        kernel((unsigned char)r);
        a[r % N] = out[(r * 11) % N];
    }
    bench_print("avg_u8", bench_hash(BENCH_HASH_INIT, out, sizeof out));
    return 0;
}
