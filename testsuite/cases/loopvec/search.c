/* vcc-test: expect-vectorized 14 */
#include "harness.h"

/* Loops with early exits whose tests read arrays of known length (globals and a local): the
   vector loop tests VF·UF iterations at once and, when one would leave, lets the scalar loop run
   them again. The arrays hold exactly MAXN elements, so a read past them is an ASan error. */
#define MAXN 1001

static int g[MAXN];
static int h[MAXN];
static short s16[MAXN];
static unsigned char bytes[MAXN];
static double d[MAXN];
static int out[MAXN];
static int tab[256];

/* The first match, or -1: the trip count n is bounded by a guard (n <= MAXN). */
int find_first(int n, int x) {
    for (int i = 0; i < n; i++)
        if (g[i] == x)
            return i;
    return -1;
}

/* A constant trip count inside the array: no guard. */
int find_in_table(int x) {
    for (int i = 0; i < 256; i++)
        if (tab[i] == x)
            return i;
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
int until_zero(int n) {
    int i;
    for (i = 0; i < n; i++)
        if (s16[i] == 0)
            break;
    return i;
}

/* The same as a while loop: simplify threads the `&&` into two exits. */
int until_zero_while(int n) {
    int i = 0;
    while (i < n && s16[i] != 0)
        i++;
    return i;
}

/* Two exits that return different values. */
int two_exits(int n, int x, int y) {
    for (int i = 0; i < n; i++) {
        if (g[i] == x)
            return i;
        if (h[i] > y)
            return -i - 2;
    }
    return -1;
}

/* A sum up to the first negative element: the reduction runs after the exit test. */
int sum_until_negative(int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        if (g[i] < 0)
            break;
        sum += g[i];
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
unsigned xor_until(int n, int x, int *where) {
    unsigned acc = 7;
    int i;
    for (i = 0; i < n; i++) {
        acc ^= (unsigned)h[i];
        if (g[i] == x)
            break;
    }
    *where = i;
    return acc;
}

/* A byte search (32 lanes on AVX2). */
int find_byte(int n, unsigned char c) {
    for (int i = 0; i < n; i++)
        if (bytes[i] == c)
            return i;
    return n;
}

/* A float compare. */
int first_above(int n, double t) {
    for (int i = 0; i < n; i++)
        if (d[i] > t)
            return i;
    return -1;
}

/* A store after the exit test: it runs only in vector iterations no lane leaves. */
int copy_until(int n, int x) {
    int i;
    for (i = 0; i < n; i++) {
        if (g[i] == x)
            break;
        out[i] = h[i] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
int local_search(int n, int seed, int x) {
    int loc[64];
    for (int k = 0; k < 64; k++)
        loc[k] = (seed + k * 7) % 50;
    for (int i = 0; i < 64; i++) {
        if (loc[i] == x)
            return i;
        if (i >= n)
            break;
    }
    return -1;
}

/* The array behind a pointer parameter may end right after the match: a peel loop aligns `a`
   first, and the vector loop's aligned loads stay inside the page of their first lane. */
int find_ptr(int n, const int *a, int x) {
    for (int i = 0; i < n; i++)
        if (a[i] == x)
            return i;
    return -1;
}

/* Stays scalar: a store before the exit would also run for the iterations past it. */
int store_before(int n, int x) {
    for (int i = 0; i < n; i++) {
        out[i] = g[i];
        if (h[i] == x)
            return i;
    }
    return -1;
}

/* Stays scalar: the exit runs only under a condition. */
int conditional_exit(int n, int x) {
    for (int i = 0; i < n; i++) {
        if (h[i] > 0) {
            if (g[i] == x)
                return i;
        }
    }
    return -1;
}

/* Stays scalar: 2000 iterations, but g holds 1001 elements. */
int past_the_end(int x) {
    for (int i = 0; i < 2000; i++)
        if (g[i] == x)
            return i;
    return -1;
}

/* Stays scalar: the division before the exit could trap in the iterations past it. */
int divide_before(int n, int x) {
    for (int i = 0; i < n; i++)
        if (100 / (h[i] + 1000) == x)
            return i;
    return -1;
}

static void fill(int n) {
    FILL(g, n, 0, 1000);
    FILL(h, n, 0, 1000);
    FILL(s16, n, 1, 300);
    FILL(bytes, n, 0, 200);
    for (int k = 0; k < n; k++)
        d[k] = (double)(next_rand() % 1000) / 8.0;
    for (int k = 0; k < 256; k++)
        tab[k] = k * 3 + 1;
}

int main(void) {
    int n;
    uint64_t total = 0;
    FOR_EACH_COUNT(n) {
        fill(n);
        /* Keys at every position for small n, else at a few; -5 and 1000000 are absent. */
        for (int p = -1; p < n; p++) {
            if (n > 70 && p > 2 && p < n - 3 && p != n / 2)
                continue;
            int x = p < 0 ? -5 : g[p];
            int where = -7;
            unsigned acc = xor_until(n, x, &where);
            int zero_at = p < 0 ? -1 : p;
            short saved = zero_at >= 0 ? s16[zero_at] : 0;
            if (zero_at >= 0)
                s16[zero_at] = 0;
            int neg_saved = p >= 0 ? g[p] : 0;
            int sum;
            if (p >= 0)
                g[p] = -1;
            sum = sum_until_negative(n);
            if (p >= 0)
                g[p] = neg_saved;
            printf("n=%d p=%d find=%d tab=%d until=%d,%d two=%d,%d sum=%d xor=%u@%d byte=%d above=%d copy=%d local=%d ptr=%d store=%d cond=%d div=%d\n",
                   n, p, find_first(n, x), find_in_table(p < 0 ? 2 : 3 * (p % 256) + 1), until_zero(n), until_zero_while(n), two_exits(n, x, 900),
                   two_exits(n, x, 2000), sum, acc, where, find_byte(n, p < 0 ? 250 : bytes[p]),
                   first_above(n, p < 0 ? 1e9 : d[p] - 0.01), copy_until(n, x), local_search(n, p, p % 50),
                   find_ptr(n, g, x), store_before(n, p < 0 ? -3 : h[p]), conditional_exit(n, x), divide_before(n, 0));
            if (zero_at >= 0)
                s16[zero_at] = saved;
            total += HASH(out, n);
        }
    }
    printf("out %llu past %d\n", (unsigned long long)total, past_the_end(g[5]));
    return 0;
}
