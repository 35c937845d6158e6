/* Mandelbrot: the escape count of every pixel of a 256x256 view of the Mandelbrot set.
   The per-pixel work is a while loop whose lanes leave at different iterations (a divergent
   loop); loop vectorizers cannot vectorize it, function-level vectorization can.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own (`__decl-vec-function`,
   `#pragma simd vec-function`), otherwise OpenMP's (`declare simd`, `omp simd`). */
#include "bench.h"
#ifndef REPS
#define REPS 30
#endif
#define W 256
#define H 256
#define MAX_ITER 256

static unsigned counts[H * W];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(max_iter), nomask)
#else
#pragma omp declare simd uniform(max_iter) notinbranch
#endif
unsigned mandel(float cr, float ci, unsigned max_iter)
{
    float zr = 0.0f, zi = 0.0f;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

__attribute__((noinline)) void render(unsigned *out, float x0, float y0, float step)
{
    for (int y = 0; y < H; y++) {
        float ci = y0 + step * (float)y;
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
        for (int x = 0; x < W; x++) /* hot */
            out[y * W + x] = mandel(x0 + step * (float)x, ci, MAX_ITER);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        render(counts, -2.0f + 0.001f * (float)(r % 7), -1.25f, 2.5f / W);
        h = bench_hash(h, counts, sizeof counts);
    }
    bench_print("mandelbrot", h);
    return 0;
}
