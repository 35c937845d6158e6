/* stencil2d_f32: a 5-point Jacobi step on a 2-D float grid (inner loop over columns).
   needs: consecutive f32 loads at column offsets and from neighbouring rows, nested loops
   (only the inner one is vectorized), f32 add/multiply */
#include "bench.h"
#ifndef REPS
#define REPS 50000
#endif
#define R 128
#define C 128

static float in[R][C], out[R][C];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 1; i < R - 1; i++)
        for (int j = 1; j < C - 1; j++) /* hot */
            out[i][j] = 0.2f * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            in[i][j] = (float)((i * 31 + j * 17) % 97);
    for (long r = 0; r < reps; r++) {
        kernel();
        in[r % R][(r * 7) % C] = out[(r * 3) % R][(r * 5) % C];
    }
    bench_print("stencil2d_f32", bench_hash(BENCH_HASH_INIT, out, sizeof out));
    return 0;
}
