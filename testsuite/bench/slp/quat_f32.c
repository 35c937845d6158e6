/* quat_f32: the Hamilton product of two quaternions (w, x, y, z).
   SLP: alternating adds and subtracts over products of splats and permuted loads. */
#include "bench.h"
#ifndef REPS
#define REPS 160000
#endif
#define M 1024

struct quat { float w, x, y, z; };
static struct quat a[M], b[M], c[M];

__attribute__((noinline)) void kernel(struct quat *restrict o, const struct quat *restrict p, const struct quat *restrict q)
{
    o->w = p->w * q->w - p->x * q->x - p->y * q->y - p->z * q->z;
    o->x = p->w * q->x + p->x * q->w + p->y * q->z - p->z * q->y;
    o->y = p->w * q->y - p->x * q->z + p->y * q->w + p->z * q->x;
    o->z = p->w * q->z + p->x * q->y - p->y * q->x + p->z * q->w;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++) {
        a[i] = (struct quat){(i % 9 - 4) * 0.5f, (i % 7 - 3) * 0.25f, (i % 5 - 2) * 0.125f, (i % 11 - 5) * 0.5f};
        b[i] = (struct quat){(i % 13 - 6) * 0.25f, (i % 3 - 1) * 0.5f, (i % 17 - 8) * 0.125f, (i % 5 - 2) * 0.25f};
    }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(&c[i], &a[i], &b[i]);
        a[r % M].x = -a[r % M].x;
    }
    bench_print("quat_f32", bench_hash(BENCH_HASH_INIT, c, sizeof c));
    return 0;
}
