/* count_sp_u8: spaces in a string (`for (i = 0; s[i]; i++) n += s[i] == ' ';`: a reduction in
   a loop with no counted exit). needs: uncounted loop, peel to align the pointer, reduction */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

__attribute__((noinline)) int kernel(const char *s)
{
    int n = 0;
    for (int i = 0; s[i]; i++) /* hot */
        n += s[i] == ' ';
    return n;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    char *buf = malloc(N + 64);
    for (int i = 0; i < N + 64; i++)
        buf[i] = (char)(i % 7 == 0 ? ' ' : 'a' + i % 26);
    long total = 0;
    for (long r = 0; r < reps; r++) {
        int start = (int)(r % 61), len = 3500 + (int)(r % 512);
        buf[start + len] = 0;
        total += kernel(buf + start);
        buf[start + len] = 'x';
    }
    bench_print("count_sp_u8", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    free(buf);
    return 0;
}
