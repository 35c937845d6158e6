/* NBody: 1024 bodies under gravity (softened), one leapfrog-like step per repetition. The
   per-body function sums the accelerations from all bodies in an inner loop whose trip count is
   the same in every lane (uniform): the other body's position is a broadcast, this body's a
   consecutive load, and the three results are consecutive stores. Every lane keeps the scalar
   order of its sums, so the floats are bit-exact.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include <math.h>
#include "bench.h"
#ifndef REPS
#define REPS 100
#endif
#define N 1024

static float px[N], py[N], pz[N], vx[N], vy[N], vz[N], mass[N], ax[N], ay[N], az[N];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(x, y, z, m, out_x, out_y, out_z, n), linear(i), nomask)
#else
#pragma omp declare simd uniform(x, y, z, m, out_x, out_y, out_z, n) linear(i) notinbranch
#endif
void accel(const float *x, const float *y, const float *z, const float *m, float *out_x, float *out_y,
           float *out_z, int n, int i)
{
    float xi = x[i], yi = y[i], zi = z[i];
    float sx = 0.0f, sy = 0.0f, sz = 0.0f;
    for (int j = 0; j < n; j++) {
        float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
        float d2 = dx * dx + dy * dy + dz * dz + 0.01f;
        float inv = 1.0f / sqrtf(d2);
        float s = m[j] * inv * inv * inv;
        sx += dx * s;
        sy += dy * s;
        sz += dz * s;
    }
    out_x[i] = sx;
    out_y[i] = sy;
    out_z[i] = sz;
}

__attribute__((noinline)) void step(float dt)
{
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
    for (int i = 0; i < N; i++) /* hot */
        accel(px, py, pz, mass, ax, ay, az, N, i);
    for (int i = 0; i < N; i++) {
        vx[i] += dt * ax[i];
        vy[i] += dt * ay[i];
        vz[i] += dt * az[i];
        px[i] += dt * vx[i];
        py[i] += dt * vy[i];
        pz[i] += dt * vz[i];
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        px[i] = (float)(i % 32) - 15.5f;
        py[i] = (float)(i / 32 % 32) - 15.5f;
        pz[i] = (float)(i % 7) * 0.5f;
        vx[i] = vy[i] = vz[i] = 0.0f;
        mass[i] = 0.5f + (float)(i % 3) * 0.25f;
    }
    for (long r = 0; r < reps; r++)
        step(0.001f);
    unsigned long long h = BENCH_HASH_INIT;
    h = bench_hash(h, px, sizeof px);
    h = bench_hash(h, py, sizeof py);
    h = bench_hash(h, pz, sizeof pz);
    bench_print("nbody", h);
    return 0;
}
