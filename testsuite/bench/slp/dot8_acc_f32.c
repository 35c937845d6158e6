/* dot8_acc_f32: a dot product unrolled by hand into eight float sums, the way code hides the
   add's latency. SLP (PHI seeds): the eight sums are the lanes of one 32-byte vector (two of
   16 bytes on SSE), each still adding its own products in order, so the result is exact. */
#include "bench.h"
#ifndef REPS
#define REPS 3000000
#endif
#define N 1024

static float x[N], y[N], out[8];

__attribute__((noinline)) float kernel(const float *restrict x, const float *restrict y, int n)
{
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
    for (int i = 0; i + 7 < n; i += 8) {
        s0 += x[i] * y[i];
        s1 += x[i + 1] * y[i + 1];
        s2 += x[i + 2] * y[i + 2];
        s3 += x[i + 3] * y[i + 3];
        s4 += x[i + 4] * y[i + 4];
        s5 += x[i + 5] * y[i + 5];
        s6 += x[i + 6] * y[i + 6];
        s7 += x[i + 7] * y[i + 7];
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        x[i] = (float)((i * 37) % 101) / 8.0f - 6.0f;
        y[i] = (float)((i * 11) % 29) / 16.0f;
    }
    for (long r = 0; r < reps; r++) {
        out[r & 7] += kernel(x, y, N - (int)(r & 7) * 8);
        x[r % N] = out[(r * 5) & 7] * 0.0f + (float)(r % 13);
    }
    bench_print("dot8_acc_f32", bench_hash(BENCH_HASH_INIT, out, sizeof out));
    return 0;
}
