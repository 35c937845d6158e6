/* cmul2_alias_f32: cmul2_f32 written without `restrict`, as most C is: the output may overlap
   the inputs. gcc and clang leave it scalar; vcc vectorizes it behind a run-time check that
   the three arrays are apart (slp/versioning.rs). Two complex products (re/im interleaved).
   SLP: addsub of a[0],a[0],a[2],a[2] times b and a[1],a[1],a[3],a[3] times b pairs swapped. */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024

static float a[M][4], b[M][4], c[M][4];

__attribute__((noinline)) void kernel(float *c, const float *a, const float *b)
{
    c[0] = a[0] * b[0] - a[1] * b[1];
    c[1] = a[0] * b[1] + a[1] * b[0];
    c[2] = a[2] * b[2] - a[3] * b[3];
    c[3] = a[2] * b[3] + a[3] * b[2];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 4; k++) {
            a[i][k] = ((i * 4 + k) % 29 - 14) * 0.125f;
            b[i][k] = ((i * 5 + k) % 37 - 18) * 0.25f;
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(c[i], a[i], b[i]);
        a[r % M][r & 3] = -a[r % M][r & 3];
    }
    bench_print("cmul2_alias_f32", bench_hash(BENCH_HASH_INIT, c, sizeof c));
    return 0;
}
