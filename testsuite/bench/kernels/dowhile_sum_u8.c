/* dowhile_sum_u8: if (len) do { s += *buf++; } while (--len); (a byte sum as checksums write it).
   needs: a do-while whose unsigned count wraps toward `!= 0`, a pointer that walks, a
   widening reduction of bytes */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static unsigned char buf[N];

__attribute__((noinline)) unsigned kernel(const unsigned char *p, unsigned len)
{
    unsigned s = 1;
    if (len)
        do s += *p++; while (--len); /* hot */
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        buf[i] = (unsigned char)(i * 37 + 11);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        unsigned s = kernel(buf, N - (unsigned)(r & 7));
        h = bench_hash(h, &s, sizeof s);
        buf[r % N] += 1;
    }
    bench_print("dowhile_sum_u8", h);
    return 0;
}
