/* rgb_gray_u8: gray[i] = (77 * r + 150 * g + 29 * b) >> 8 from interleaved RGB bytes.
   needs: interleaved groups of 3 uint8 loads (shuffles), widening to int, multiply, narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static unsigned char rgb[3 * N], gray[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        gray[i] = (unsigned char)((77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < 3 * N; i++)
        rgb[i] = (unsigned char)(i * 7 + (i >> 5));
    for (long r = 0; r < reps; r++) {
        kernel();
        rgb[r % (3 * N)] ^= gray[(r * 7) % N];
    }
    bench_print("rgb_gray_u8", bench_hash(BENCH_HASH_INIT, gray, sizeof gray));
    return 0;
}
