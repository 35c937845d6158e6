/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

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
    int m1;
    int m2;
    int t6;
    int t7;
    int t8;
    int i;
    int m1_1;
    int m2_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m1_v = (vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_int m2_v = (vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        long i_vec = 0L;
        vcc_v8_int m1_v_1 = m1_v;
        vcc_v8_int m2_v_1 = m2_v;
        /* vcc: loop at argmin.c:46 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            m1_v = vcc_min(vcc_v8_int, a_v, m1_v);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            m2_v = vcc_min(vcc_v8_int, b_v, m2_v);
            long t3 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t3);
            m1_v_1 = vcc_min(vcc_v8_int, a_v_1, m1_v_1);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t3);
            m2_v_1 = vcc_min(vcc_v8_int, b_v_1, m2_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_int t4 = vcc_min(vcc_v8_int, m1_v, m1_v_1);
        vcc_v8_int t5 = vcc_min(vcc_v8_int, m2_v, m2_v_1);
        t6 = (int)t2;
        t7 = vcc_reduce_min(int, t4);
        t8 = vcc_reduce_min(int, t5);
    } else {
        t6 = 0;
        t7 = 2147483647;
        t8 = 2147483647;
    }
    long t9 = (long)n + (long)t6 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        vcc_v8_int m1_v_2 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        vcc_v8_int m2_v_2 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
        long i_vec_1 = 0L;
        /* vcc: loop at argmin.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t6 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t11);
            m1_v_2 = vcc_min(vcc_v8_int, a_v_2, m1_v_2);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t11);
            m2_v_2 = vcc_min(vcc_v8_int, b_v_2, m2_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t6 + t10);
        m1_1 = vcc_reduce_min(int, m1_v_2);
        m2_1 = vcc_reduce_min(int, m2_v_2);
    } else {
        i = t6;
        m1_1 = t7;
        m2_1 = t8;
    }
    for (; i < n; i++, m1_1 = m1, m2_1 = m2) {
        long t12 = (long)i;
        m1 = a[t12];
        if (m1 >= m1_1) {
            m1 = m1_1;
        }
        m2 = b[t12];
        if (m2 >= m2_1) {
            m2 = m2_1;
        }
    }
    return m1_1 - m2_1;
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
