/* dist4_acc_f32: the squared distances of points of four float coordinates from a centre,
   summed per coordinate over an array of structs (a centroid or variance pass). SLP (PHI
   seeds): the four sums are one vector, each lane summing its coordinate in order (exact). */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 512

struct pt { float x, y, z, w; };

static struct pt p[N];
static float out[4];

__attribute__((noinline)) void kernel(const struct pt *restrict p, int n, struct pt c, float *restrict out)
{
    float dx = 0, dy = 0, dz = 0, dw = 0;
    for (int i = 0; i < n; i++) {
        dx += (p[i].x - c.x) * (p[i].x - c.x);
        dy += (p[i].y - c.y) * (p[i].y - c.y);
        dz += (p[i].z - c.z) * (p[i].z - c.z);
        dw += (p[i].w - c.w) * (p[i].w - c.w);
    }
    out[0] += dx, out[1] += dy, out[2] += dz, out[3] += dw;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        p[i].x = (float)(i % 17) * 0.5f, p[i].y = (float)(i % 5) * 0.25f;
        p[i].z = (float)(i % 9) - 4.0f, p[i].w = (float)(i % 3);
    }
    struct pt c = {3.5f, -1.25f, 0.5f, 1.0f};
    for (long r = 0; r < reps; r++) {
        kernel(p, N - (int)(r & 3), c, out);
        p[r % N].w = (float)(r % 7);
    }
    bench_print("dist4_acc_f32", bench_hash(BENCH_HASH_INIT, out, sizeof out));
    return 0;
}
