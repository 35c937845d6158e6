/* particle_f32: one step of a particle on structs of four floats (x, y, z, w):
   v = v * damping + g * dt; p = p + v * dt. SLP: two trees of 4 lanes (splats of dt). */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define M 1024

struct vec4 { float x, y, z, w; };
struct particle { struct vec4 p, v; };
static struct particle ps[M];
static const struct vec4 g = {0.0f, -9.75f, 0.0f, 0.0f};

__attribute__((noinline)) void kernel(struct particle *restrict q, const struct vec4 *restrict g, float dt, float damp)
{
    q->v.x = q->v.x * damp + g->x * dt;
    q->v.y = q->v.y * damp + g->y * dt;
    q->v.z = q->v.z * damp + g->z * dt;
    q->v.w = q->v.w * damp + g->w * dt;
    q->p.x = q->p.x + q->v.x * dt;
    q->p.y = q->p.y + q->v.y * dt;
    q->p.z = q->p.z + q->v.z * dt;
    q->p.w = q->p.w + q->v.w * dt;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        ps[i] = (struct particle){{i * 0.5f, 100.0f, -i * 0.25f, 1.0f}, {(i % 7) - 3.0f, (i % 5) * 2.0f, 1.5f, 0.0f}};
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(&ps[i], &g, 0.0078125f, 0.9990234375f);
        if (r % 64 == 0)
            for (int i = 0; i < M; i++)
                ps[i].p.y = 100.0f;
    }
    bench_print("particle_f32", bench_hash(BENCH_HASH_INIT, ps, sizeof ps));
    return 0;
}
