/* Convolve: a 5x5 filter over a 512x512 float image (the border is left out). The per-pixel
   function reads a 5x5 window: with the image, filter, width and row uniform and the column
   linear, every image load is consecutive and every filter load a broadcast.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include "bench.h"
#ifndef REPS
#define REPS 100
#endif
#define W 512
#define H 512
#define K 5

static float image[H * W], out[H * W], filter[K * K];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(img, f, w, y), linear(x), nomask)
#else
#pragma omp declare simd uniform(img, f, w, y) linear(x) notinbranch
#endif
float conv_at(const float *img, const float *f, int w, int y, int x)
{
    float sum = 0.0f;
    for (int dy = 0; dy < K; dy++)
        for (int dx = 0; dx < K; dx++)
            sum += f[dy * K + dx] * img[(y + dy - K / 2) * w + x + dx - K / 2];
    return sum;
}

__attribute__((noinline)) void kernel(void)
{
    for (int y = K / 2; y < H - K / 2; y++) {
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
        for (int x = K / 2; x < W - K / 2; x++) /* hot */
            out[y * W + x] = conv_at(image, filter, W, y, x);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < K * K; i++)
        filter[i] = (float)(i % 5 + 1) / 16.0f;
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < H * W; i++)
            image[i] = (float)((i * 7 + r) % 256) / 255.0f;
        kernel();
        if (r % 8 == 0 || r == reps - 1)
            h = bench_hash(h, out, sizeof out);
    }
    bench_print("convolve", h);
    return 0;
}
