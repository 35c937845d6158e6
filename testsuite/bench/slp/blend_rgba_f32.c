/* blend_rgba_f32: "over" compositing of one RGBA pixel of floats: out = src * alpha + dst *
   (1 - alpha), alpha the source's own. SLP: splats of alpha and 1 - alpha, 4-lane loads. */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024

struct rgba { float r, g, b, a; };
static struct rgba src[M], dst[M], out[M];

__attribute__((noinline)) void kernel(struct rgba *restrict o, const struct rgba *restrict s, const struct rgba *restrict d)
{
    float al = s->a, be = 1.0f - s->a;
    o->r = s->r * al + d->r * be;
    o->g = s->g * al + d->g * be;
    o->b = s->b * al + d->b * be;
    o->a = s->a * al + d->a * be;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++) {
        src[i] = (struct rgba){(i % 8) * 0.125f, (i % 4) * 0.25f, (i % 16) * 0.0625f, (i % 5) * 0.25f};
        dst[i] = (struct rgba){(i % 3) * 0.5f, (i % 2) * 1.0f, 0.75f, 1.0f};
    }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(&out[i], &src[i], &dst[i]);
        src[r % M].g = 1.0f - src[r % M].g;
    }
    bench_print("blend_rgba_f32", bench_hash(BENCH_HASH_INIT, out, sizeof out));
    return 0;
}
