/* butterfly_f32: one radix-2 stage on eight floats with twiddle weights: the upper half
   times w, then sums in the low half and differences in the high half. SLP: the products
   as one tree, and the sums and differences. */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define M 1024

static float x[M][8], o[M][8];
static const float w[4] = {1.0f, 0.75f, 0.5f, 0.25f};

__attribute__((noinline)) void kernel(float *restrict o, const float *restrict x, const float *restrict w)
{
    float t0 = x[4] * w[0], t1 = x[5] * w[1], t2 = x[6] * w[2], t3 = x[7] * w[3];
    o[0] = x[0] + t0;
    o[1] = x[1] + t1;
    o[2] = x[2] + t2;
    o[3] = x[3] + t3;
    o[4] = x[0] - t0;
    o[5] = x[1] - t1;
    o[6] = x[2] - t2;
    o[7] = x[3] - t3;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 8; k++)
            x[i][k] = ((i * 8 + k) % 23 - 11) * 0.5f;
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(o[i], x[i], w);
        x[r % M][r & 7] = -x[r % M][r & 7];
    }
    bench_print("butterfly_f32", bench_hash(BENCH_HASH_INIT, o, sizeof o));
    return 0;
}
