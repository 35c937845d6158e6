/* avg_rgba_alias_u8: four RGBA pixels (16 bytes) averaged with four others, rounding up,
   through `unsigned char` pointers without `restrict` (as most C is written): the output may
   overlap the inputs. gcc and clang leave it scalar; vcc vectorizes it behind a run-time check
   that the arrays are apart (slp/versioning.rs). */
#include "bench.h"
#ifndef REPS
#define REPS 120000
#endif
#define M 1024

static unsigned char x[M][16], y[M][16], o[M][16];

#define AVG(k) o[k] = (unsigned char)((x[k] + y[k] + 1) >> 1);

__attribute__((noinline)) void kernel(unsigned char *o, const unsigned char *x, const unsigned char *y)
{
    AVG(0) AVG(1) AVG(2) AVG(3) AVG(4) AVG(5) AVG(6) AVG(7)
    AVG(8) AVG(9) AVG(10) AVG(11) AVG(12) AVG(13) AVG(14) AVG(15)
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 16; k++) {
            x[i][k] = (unsigned char)(i * 7 + k * 13);
            y[i][k] = (unsigned char)(i * 3 + k * 29 + 5);
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(o[i], x[i], y[i]);
        x[r % M][r & 15] += 1;
    }
    bench_print("avg_rgba_alias_u8", bench_hash(BENCH_HASH_INIT, o, sizeof o));
    return 0;
}
