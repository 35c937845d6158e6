/* lerp_vec3_f32: two 3-D points (structs of three floats) moved a fraction t toward their
   targets: o = a + (b - a) * t. Six consecutive floats: SLP trees of 4 and 2 lanes. */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define M 1024

struct vec3 { float x, y, z; };
static struct vec3 a[2 * M], b[2 * M], o[2 * M];

__attribute__((noinline)) void kernel(struct vec3 *restrict o, const struct vec3 *restrict a, const struct vec3 *restrict b, float t)
{
    o[0].x = a[0].x + (b[0].x - a[0].x) * t;
    o[0].y = a[0].y + (b[0].y - a[0].y) * t;
    o[0].z = a[0].z + (b[0].z - a[0].z) * t;
    o[1].x = a[1].x + (b[1].x - a[1].x) * t;
    o[1].y = a[1].y + (b[1].y - a[1].y) * t;
    o[1].z = a[1].z + (b[1].z - a[1].z) * t;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < 2 * M; i++) {
        a[i] = (struct vec3){i * 0.25f, (i % 17) * 0.5f, -i * 0.125f};
        b[i] = (struct vec3){(i % 5) * 8.0f, i * 0.0625f, 3.0f};
    }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(&o[2 * i], &a[2 * i], &b[2 * i], 0.375f);
        a[r % (2 * M)].y += 1.0f;
    }
    bench_print("lerp_vec3_f32", bench_hash(BENCH_HASH_INIT, o, sizeof o));
    return 0;
}
