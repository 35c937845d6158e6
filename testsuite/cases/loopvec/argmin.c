/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* A value set under a condition that compares with a reduction's running value: the index of
   a minimum (bzip2's compress.c picks its coding table this way, over 6 costs, and took a wrong
   table through vcc on sse4.2 and neon). The vector loop keeps the minimum per lane, so each
   lane would keep the index of its own minimum; vcc leaves these loops scalar. */

/* The first index of the minimum, bzip2's shape: 16-bit costs, an `int` best. */
int first_min_index(int n, const unsigned short *cost, int *best) {
    int bc = 999999999, bt = -1, t;
    for (t = 0; t < n; t++)
        if (cost[t] < bc) {
            bc = cost[t];
            bt = t;
        }
    *best = bc;
    return bt;
}

/* The last index of the maximum (`>=` moves to every later tie). */
int last_max_index(int n, const int *a) {
    int m = -2147483647 - 1, k = -1;
    for (int i = 0; i < n; i++)
        if (a[i] >= m) {
            m = a[i];
            k = i;
        }
    return k;
}

/* How often the running minimum improves: a count under the same condition. */
int improvements(int n, const int *a) {
    int m = 2147483647, c = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < m) {
            m = a[i];
            c++;
        }
    return c;
}

/* Two independent minimums: each condition reads only its own reduction (vectorized). */
int min_difference(int n, const int *a, const int *b) {
    int m1 = 2147483647, m2 = 2147483647;
    for (int i = 0; i < n; i++) {
        if (a[i] < m1)
            m1 = a[i];
        if (b[i] < m2)
            m2 = b[i];
    }
    return m1 - m2;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned short *cost = new_array(n, 2);
        int *a = new_array(n, 4), *b = new_array(n, 4), *few = new_array(n, 4);
        FILL(cost, n, 0, 900);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        /* Many ties: the first or last of equal values decides. */
        FILL(few, n, 0, 4);
        int best = 0;
        int first = first_min_index(n, cost, &best);
        printf("n=%d first=%d best=%d last_max=%d last_max_ties=%d impr=%d impr_ties=%d diff=%d\n", n, first, best,
               last_max_index(n, a), last_max_index(n, few), improvements(n, a), improvements(n, few),
               min_difference(n, a, b));
        free(cost), free(a), free(b), free(few);
    }
    return 0;
}
