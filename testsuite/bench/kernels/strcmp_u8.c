/* strcmp_u8: a hand-written strcmp (`while (*a && *a == *b) a++, b++;`), `b` read only after the
   terminator test. needs: a peel aligning `a` (at least one iteration), `b` read unaligned with
   a page-crossing test that also covers the byte before the first lane (malloc'd strings: their
   misalignments differ) */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

__attribute__((noinline)) int kernel(const char *a, const char *b)
{
    while (*a && *a == *b) { /* hot */
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    char *a = malloc(N + 1), *b = malloc(N + 3);
    for (int i = 0; i < N; i++)
        a[i] = b[i + 2] = (char)('a' + i % 26);
    a[N] = b[N + 2] = 0;
    long total = 0;
    for (long r = 0; r < reps; r++) {
        int at = N - 1 - (int)(r % 512);
        b[at + 2] += 1;
        total += kernel(a, b + 2) + at;
        b[at + 2] -= 1;
    }
    bench_print("strcmp_u8", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    free(a), free(b);
    return 0;
}
