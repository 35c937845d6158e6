/* memchr_u8: the index of the first byte equal to c, or n (a byte search with an early exit).
   needs: early exit, comparison in byte lanes (narrowing `(int)s[i] == (int)c`), byte masks
   (one movemask or k-mask test per 32 bytes), peel to align the pointer */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

__attribute__((noinline)) int kernel(const unsigned char *s, int n, unsigned char c)
{
    for (int i = 0; i < n; i++) /* hot */
        if (s[i] == c)
            return i;
    return n;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned char *buf = malloc(N + 64);
    for (int i = 0; i < N + 64; i++)
        buf[i] = (unsigned char)('a' + i % 26);
    long total = 0;
    for (long r = 0; r < reps; r++) {
        int start = (int)(r % 61), len = 3500 + (int)(r % 512);
        buf[start + len] = 0;
        total += kernel(buf + start, N, 0);
        buf[start + len] = 'x';
    }
    bench_print("memchr_u8", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    free(buf);
    return 0;
}
