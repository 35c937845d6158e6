/* vcc-test: expect-vectorized 7 */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Searches of bytes and shorts at their full width: the comparisons take the narrow lanes of
   their operands (narrow.rs), their masks are bytes or shorts (one vpmovmskb on AVX2) or
   __mmask32 k-masks (AVX-512), and the early exit tests 32 bytes per 256-bit register. The
   driver puts the byte looked for at every position of short arrays (the last lane of a vector,
   the first of the next, the scalar tail) and at many of long ones, from several alignments, so
   that a mask with a lane lost or misplaced finds the wrong position. Arrays hold exactly n
   elements (new_array): a read past them is an ASan error; the strings of the loops without a
   counted exit end exactly at a PROT_NONE page (`guarded`, as in uncounted.c): their aligned
   vector loads may read past the terminator within its block, never past the page. */

/* The first c in s[0..n), or n. */
int find_byte(const unsigned char *s, int n, unsigned char c) {
    for (int i = 0; i < n; i++)
        if (s[i] == c)
            return i;
    return n;
}

/* `&&` in a while loop, on plain (signed) chars: the truth test of `s[i] != c` is its mask. */
long skip_to(const char *s, long n, char c) {
    long i = 0;
    while (i < n && s[i] != c)
        i++;
    return i;
}

/* An ordered comparison of signed bytes: the first negative one (signed byte lanes). */
int first_negative(const signed char *s, int n) {
    for (int i = 0; i < n; i++)
        if (s[i] < 0)
            return i;
    return -1;
}

/* An ordered comparison of unsigned bytes with an invariant bound: unsigned byte lanes. */
int first_above(const unsigned char *s, int n, unsigned char t) {
    for (int i = 0; i < n; i++)
        if (s[i] > t)
            return i;
    return -1;
}

/* Two exits on one byte (a line's end or the string's): no counted exit, peeled to align. */
int line_end(const char *s) {
    int i = 0;
    while (s[i] && s[i] != '\n')
        i++;
    return i;
}

/* 16-bit lanes: 16 shorts per register, a mask of 16-bit lanes. */
int find_short(const short *s, int n, short x) {
    for (int i = 0; i < n; i++)
        if (s[i] == x)
            return i;
    return -1;
}

/* Spaces counted up to the terminator: int lanes for the count, the exit on the byte. */
int count_spaces(const char *s) {
    int k = 0;
    for (int i = 0; s[i]; i++)
        k += s[i] == ' ';
    return k;
}

/* n bytes ending exactly where a PROT_NONE page begins. */
static void *guarded(int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - (size_t)n;
}

static void release(void *p, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    munmap((char *)p + (size_t)n - span, span + page);
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int off = 0; off < 3; off++) {
            int len = n + off;
            unsigned char *ub = new_array(len, 1);
            char *cb = guarded(len + 1);
            short *sb = new_array(n, sizeof(short));
            for (int k = 0; k < len; k++) {
                ub[k] = (unsigned char)(1 + next_rand() % 100);
                cb[k] = (char)('a' + next_rand() % 26);
            }
            cb[len] = 0;
            for (int k = 0; k < n; k++)
                sb[k] = (short)(1 + next_rand() % 1000);
            unsigned char *u = ub + off;
            char *c = cb + off;
            /* Nothing found, then the target at position p (and a second one after it). */
            for (int p = -1; p < n; p++) {
                if (n > 100 && p > 70 && p < n - 70 && p % 29 != 0)
                    continue;
                unsigned char su = 0;
                char sc = 0;
                short ss = 0;
                if (p >= 0) {
                    su = u[p], sc = c[p], ss = sb[p];
                    u[p] = 200, c[p] = '\n', sb[p] = -7;
                }
                mix(find_byte(u, n, 200));
                mix(find_byte(u, n, (unsigned char)(p & 63)));
                mix(skip_to(c, n, '\n'));
                mix(first_negative((const signed char *)u, n));
                mix(first_above(u, n, 150));
                mix(first_above(u, n, 99));
                mix(line_end(c));
                mix(find_short(sb, n, -7));
                c[p >= 0 ? p : 0] = p >= 0 ? ' ' : c[0];
                mix(count_spaces(c));
                if (p >= 0) {
                    u[p] = su, c[p] = sc, sb[p] = ss;
                }
            }
            free(ub);
            release(cb, len + 1);
            free(sb);
        }
    }
    printf("%llu\n", total);
    return 0;
}
