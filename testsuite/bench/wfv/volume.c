/* Volume rendering: a 256x256 image of a 64^3 density volume (a procedural ball with shells),
   one ray per pixel marching front to back through the volume, compositing the density with
   emission and absorption, and stopping early once the ray is nearly opaque or has left the
   volume: a divergent loop with two exits. The samples are per-lane loads (gathers).
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include "bench.h"
#ifndef REPS
#define REPS 20
#endif
#define W 256
#define H 256
#define D 64

static unsigned char volume[D * D * D];
static float image[H * W];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(vol, py, w, h, step), linear(px), nomask)
#else
#pragma omp declare simd uniform(vol, py, w, h, step) linear(px) notinbranch
#endif
float march(const unsigned char *vol, int py, int w, int h, float step, int px)
{
    /* A ray from a camera in front of the volume, through pixel (px, py). */
    float ox = (float)D * 0.5f, oy = (float)D * 0.5f;
    float dx = ((float)px / (float)w - 0.5f) * 1.2f;
    float dy = ((float)py / (float)h - 0.5f) * 1.2f;
    float dz = 1.0f;
    float x = ox + dx * (float)D * 0.5f, y = oy + dy * (float)D * 0.5f, z = 0.0f;
    float color = 0.0f, alpha = 0.0f;
    while (alpha < 0.95f) {
        if (x < 0.0f || y < 0.0f || z < 0.0f || x >= (float)D || y >= (float)D || z >= (float)D)
            break;
        int density = vol[((int)z * D + (int)y) * D + (int)x];
        float a = (float)density * (1.0f / 255.0f) * step;
        color += (1.0f - alpha) * a * ((float)density * (1.0f / 255.0f));
        alpha += (1.0f - alpha) * a;
        x += dx * step;
        y += dy * step;
        z += dz * step;
    }
    return color;
}

__attribute__((noinline)) void kernel(float step)
{
    for (int py = 0; py < H; py++) {
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
        for (int px = 0; px < W; px++) /* hot */
            image[py * W + px] = march(volume, py, W, H, step, px);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int z = 0; z < D; z++)
        for (int y = 0; y < D; y++)
            for (int x = 0; x < D; x++) {
                int cx = x - D / 2, cy = y - D / 2, cz = z - D / 2;
                int r2 = cx * cx + cy * cy + cz * cz;
                int shell = r2 / 40 % 4;
                volume[(z * D + y) * D + x] = r2 < 28 * 28 ? (unsigned char)(shell == 0 ? 12 : shell * 30 + (x ^ y ^ z) % 16) : 0;
            }
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel(0.5f + 0.05f * (float)(r % 4));
        h = bench_hash(h, image, sizeof image);
    }
    bench_print("volume", h);
    return 0;
}
