/* DCT: the 8x8 two-dimensional DCT-II of every block of a 256x256 float image. The per-
   coefficient function (row u of the block uniform, column v linear) sums 64 products: the pixel
   and the row cosine are broadcasts, the column cosine a consecutive load, so 8 lanes compute
   one row of coefficients in the scalar order.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include <math.h>
#include "bench.h"
#ifndef REPS
#define REPS 100
#endif
#define W 256
#define H 256

static float image[H * W], coef[H * W], cosines[64];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(img, c, w, y0, x0, u), linear(v), nomask)
#else
#pragma omp declare simd uniform(img, c, w, y0, x0, u) linear(v) notinbranch
#endif
float dct_at(const float *img, const float *c, int w, int y0, int x0, int u, int v)
{
    float sum = 0.0f;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            sum += img[(y0 + y) * w + x0 + x] * c[y * 8 + u] * c[x * 8 + v];
    return sum;
}

__attribute__((noinline)) void kernel(void)
{
    for (int by = 0; by < H; by += 8)
        for (int bx = 0; bx < W; bx += 8)
            for (int u = 0; u < 8; u++) {
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
                for (int v = 0; v < 8; v++) /* hot */
                    coef[(by + u) * W + bx + v] = dct_at(image, cosines, W, by, bx, u, v);
            }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int x = 0; x < 8; x++)
        for (int u = 0; u < 8; u++)
            cosines[x * 8 + u] = (u == 0 ? 0.35355339f : 0.5f) * cosf((float)((2 * x + 1) * u) * 0.19634954f);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < H * W; i++)
            image[i] = (float)((i * 13 + r * 7) % 256) - 128.0f;
        kernel();
        if (r % 8 == 0 || r == reps - 1)
            h = bench_hash(h, coef, sizeof coef);
    }
    bench_print("dct", h);
    return 0;
}
