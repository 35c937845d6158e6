/* bbox8_i32: the bounding box of a polygon of eight vertices (x and y as arrays), with the
   MIN and MAX macros nested as C code writes them (each evaluates its operands twice):
   four min/max reductions of eight ints. SLP: 8-lane min and max reductions. */
#include "bench.h"
#ifndef REPS
#define REPS 60000
#endif
#define M 1024
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN8(p) MIN(MIN(MIN(p[0], p[1]), MIN(p[2], p[3])), MIN(MIN(p[4], p[5]), MIN(p[6], p[7])))
#define MAX8(p) MAX(MAX(MAX(p[0], p[1]), MAX(p[2], p[3])), MAX(MAX(p[4], p[5]), MAX(p[6], p[7])))

struct poly {
    int x[8], y[8];
};

static struct poly polys[M];
static int box[M][4];

__attribute__((noinline)) void kernel(int *restrict b, const struct poly *restrict p)
{
    b[0] = MIN8(p->x);
    b[1] = MIN8(p->y);
    b[2] = MAX8(p->x);
    b[3] = MAX8(p->y);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned s = 12345u;
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 8; k++) {
            s = s * 1103515245u + 12345u;
            polys[i].x[k] = (int)(s >> 8) - (1 << 23);
            s = s * 1103515245u + 12345u;
            polys[i].y[k] = (int)(s >> 8) - (1 << 23);
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(box[i], &polys[i]);
        polys[r % M].x[r & 7] ^= (int)r;
    }
    bench_print("bbox8_i32", bench_hash(BENCH_HASH_INIT, box, sizeof box));
    return 0;
}
