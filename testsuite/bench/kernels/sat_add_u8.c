/* sat_add_u8: out[i] = min(a[i] + b[i], 255) on uint8 pixels (saturating add written in C).
   needs: uint8 loads/stores, widening add, if-conversion of the clamp (select), narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) { /* hot */
        int s = a[i] + b[i];
        out[i] = (unsigned char)(s > 255 ? 255 : s);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        a[i] = (unsigned char)(i * 13);
        b[i] = (unsigned char)(i * 7 + 100);
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = (unsigned char)(out[(r * 3) % N] + 1);
    }
    bench_print("sat_add_u8", bench_hash(BENCH_HASH_INIT, out, sizeof out));
    return 0;
}
