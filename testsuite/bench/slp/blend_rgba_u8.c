/* blend_rgba_u8: two RGBA pixels of bytes mixed by a weight w in 0..256:
   o = (x * w + y * (256 - w)) >> 8 per channel. SLP: 8 lanes widened to int and narrowed. */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024

static unsigned char x[M][8], y[M][8], o[M][8];

__attribute__((noinline)) void kernel(unsigned char *restrict o, const unsigned char *restrict x, const unsigned char *restrict y, int w)
{
    int v = 256 - w;
    o[0] = (unsigned char)((x[0] * w + y[0] * v) >> 8);
    o[1] = (unsigned char)((x[1] * w + y[1] * v) >> 8);
    o[2] = (unsigned char)((x[2] * w + y[2] * v) >> 8);
    o[3] = (unsigned char)((x[3] * w + y[3] * v) >> 8);
    o[4] = (unsigned char)((x[4] * w + y[4] * v) >> 8);
    o[5] = (unsigned char)((x[5] * w + y[5] * v) >> 8);
    o[6] = (unsigned char)((x[6] * w + y[6] * v) >> 8);
    o[7] = (unsigned char)((x[7] * w + y[7] * v) >> 8);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 8; k++) {
            x[i][k] = (unsigned char)(i * 7 + k * 31);
            y[i][k] = (unsigned char)(i * 13 + k * 5 + 3);
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(o[i], x[i], y[i], (int)(r + i) & 255);
        x[r % M][r & 7] ^= o[(r * 3) % M][r & 7];
    }
    bench_print("blend_rgba_u8", bench_hash(BENCH_HASH_INIT, o, sizeof o));
    return 0;
}
