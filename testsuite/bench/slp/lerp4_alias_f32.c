/* lerp4_alias_f32: a point of four floats moved a fraction t toward its target,
   o = a + (b - a) * t, through pointers without `restrict` (as most C is written): the output
   may overlap the inputs. gcc and clang leave it scalar; vcc vectorizes it behind a run-time
   check that the arrays are apart (slp/versioning.rs). */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024

static float a[M][4], b[M][4], o[M][4];

__attribute__((noinline)) void kernel(float *o, const float *a, const float *b, float t)
{
    o[0] = a[0] + (b[0] - a[0]) * t;
    o[1] = a[1] + (b[1] - a[1]) * t;
    o[2] = a[2] + (b[2] - a[2]) * t;
    o[3] = a[3] + (b[3] - a[3]) * t;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 4; k++) {
            a[i][k] = ((i * 4 + k) % 23 - 11) * 0.25f;
            b[i][k] = ((i * 3 + k) % 19 - 9) * 0.5f;
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(o[i], a[i], b[i], 0.375f);
        a[r % M][r & 3] += 1.0f;
    }
    bench_print("lerp4_alias_f32", bench_hash(BENCH_HASH_INIT, o, sizeof o));
    return 0;
}
