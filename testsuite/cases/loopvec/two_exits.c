/* vcc-test: expect-vectorized 12 */
#include "harness.h"

/* Loops with two exits that both compare an induction with a bound from before the loop: the
   vector loop runs the smaller count (computed in the guard), with no test of its own, and the
   scalar loop leaves through whichever test fails first. */

/* A constant bound and a parameter: each is the smaller one for some n. */
void both_bounds(int n, int *a) {
    for (int i = 0; i < n && i < 40; i++)
        a[i] = a[i] * 3 + 1;
}

/* Two parameters, a sum, and the index after the loop. */
int sum_two(int n, int m, const int *a, int *end) {
    int s = 0, i;
    for (i = 0; i < n && i < m; i++)
        s += a[i];
    *end = i;
    return s;
}

/* while, with `<=`, starting at a parameter (bounds may be below the start). */
int while_le(int n, int m, int start, int *a) {
    int i = start;
    while (i < n && i <= m) {
        a[i] += 2;
        i++;
    }
    return i;
}

/* Unsigned induction and bounds. */
unsigned uns(unsigned n, unsigned m, int *a) {
    unsigned i;
    for (i = 3; i < n && i < m; i++)
        a[i] = (int)i;
    return i;
}

/* Counting down to two lower bounds. */
int down(int n, int m, int *a) {
    int i;
    for (i = n - 1; i >= 0 && i > m; i--)
        a[i] = -a[i];
    return i;
}

/* Long induction and bounds, the parameter's test second. */
long longs(long n, long m, long *a) {
    long i;
    for (i = 0; i < m && i < n; i++)
        a[i] = a[i] + i;
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
int last_of(int n, int m, const int *a, int *cond) {
    int last = -1, where = -1;
    for (int i = 0; i < n && i < m; i++) {
        last = a[i] * 2;
        if (a[i] > 500)
            where = i;
    }
    *cond = where;
    return last;
}

/* The second test at the end of the body: a break after the work of the iteration. */
int break_after(int n, int m, float *a) {
    int i = 0;
    for (; i < n; i++) {
        a[i] = a[i] * 0.5f;
        if (i + 1 >= m)
            break;
    }
    return i;
}

/* Step 2 in both tests. */
int step2(int n, int m, const int *a, int *end) {
    int i, t = 0;
    for (i = 0; i < n && i < m; i += 2)
        t += a[i];
    *end = i;
    return t;
}

/* A `!=` bound (never met when it is below the start: the other test ends the loop). */
int ne_bound(int n, int m, int *a) {
    int i;
    for (i = 0; i < n && i != m; i++)
        a[i] ^= 5;
    return i;
}

/* Two counted exits and a search: the search stays an early exit. */
int counted_and_search(int n, int m, int x) {
    static int g[300];
    for (int i = 0; i < 300; i++)
        g[i] = (i * 37) % 301;
    int i;
    for (i = 0; i < n && i < m; i++)
        if (g[i] == x)
            break;
    return i;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        float *f = new_array(n, 4);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        FILL(f, n, -100, 200);
        FILL(l, n, -1000, 2000);
        /* The second bound below, at and above n, and below the start. */
        int ms[] = {-5, 0, 1, n / 2, n - 1, n, n + 1, 40, 1000000};
        both_bounds(n, a);
        printf("n=%d a=%llx", n, HASH(a, n));
        for (int k = 0; k < 9; k++) {
            int m = ms[k], end = -1, cond = -1;
            int sum = sum_two(n, m, a, &end);
            int w = while_le(n, m, m < 0 ? 0 : m / 3, a);
            unsigned u = uns((unsigned)n, (unsigned)m, a);
            int dn = down(n, m, a);
            long lg = longs(n, m, l);
            int last = last_of(n, m, a, &cond);
            int br = break_after(n, m, f);
            int e2 = -1;
            int s2 = step2(n, m, a, &e2);
            int ne = ne_bound(n, m, a);
            int cs = counted_and_search(n < 300 ? n : 300, m, 77);
            printf(" [%d: %d %d %d %u %d %ld %d %d %d %d %d %d %d]", m, sum, end, w, u, dn, lg, last, cond, br, s2, e2, ne, cs);
        }
        printf(" a=%llx f=%llx l=%llx\n", HASH(a, n), HASH(f, n), HASH(l, n));
        free(a), free(f), free(l);
    }
    return 0;
}
