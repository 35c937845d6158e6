/* strlen_u8: the length of a string (a loop with no counted exit: `while (s[n]) n++;`).
   vcc leaves it as written (remark: a strlen search): gcc -O2 and -O3 call the C library's
   strlen for it, which is faster than vcc's byte loop; clang-19 keeps the scalar loop. */
#include "bench.h"
#ifndef REPS
#define REPS 4000000
#endif
#define N 4096

__attribute__((noinline)) long kernel(const char *s)
{
    long n = 0;
    while (s[n]) /* hot */
        n++;
    return n;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    char *buf = malloc(N + 64);
    for (int i = 0; i < N + 64; i++)
        buf[i] = (char)('a' + i % 26);
    long total = 0;
    for (long r = 0; r < reps; r++) {
        /* strings of 3500..4011 bytes from varying starts */
        int start = (int)(r % 61), len = 3500 + (int)(r % 512);
        buf[start + len] = 0;
        total += kernel(buf + start);
        buf[start + len] = 'x';
    }
    bench_print("strlen_u8", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    free(buf);
    return 0;
}
