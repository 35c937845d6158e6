/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

/* vcc-test: expect-vectorized 12 */
#include "harness.h"

/* Loops with two exits that both compare an induction with a bound from before the loop: the
   vector loop runs the smaller count (computed in the guard), with no test of its own, and the
   scalar loop leaves through whichever test fails first. */

/* A constant bound and a parameter: each is the smaller one for some n. */
void both_bounds(int n, int *a) {
    int t22;
    int i;
    long t3 = (long)n;
    long t4 = 40L < t3 ? 40L : t3;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            int *t6 = a + (int)t1;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, t6);
            vcc_v8_int t8 = t7 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t9 = t8 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(t6, t9);
            int *t10 = a + (int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, t10);
            vcc_v8_int t12 = t11 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(t10, t13);
            int *t14 = a + (int)(t1 + 16L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, t14);
            vcc_v8_int t16 = t15 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t17 = t16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(t14, t17);
            int *t18 = a + (int)(t1 + 24L);
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t20 = t19 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t21 = t20 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(t18, t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    long t24 = (long)t22 * -1L + 40L;
    long t25 = t24 < t23 ? t24 : t23;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t2 = 0L;
        do {
            int *t27 = a + (int)((long)t22 + t2);
            vcc_v8_int t28 = vcc_load(vcc_v8_int, t27);
            vcc_v8_int t29 = t28 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t30 = t29 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(t27, t30);
            t2 += 8L;
        } while (t2 < t26);
        i = (int)((long)t22 + t26);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        if ((i < 40) == 0) {
            break;
        }
        int *t31 = a + i;
        *t31 = *t31 * 3 + 1;
    }
}

/* Two parameters, a sum, and the index after the loop. */
int sum_two(int n, int m, const int *a, int *end) {
    int s;
    int t23;
    int t24;
    int i;
    long t8 = (long)n;
    long t9 = (long)m;
    long t10 = t9 < t8 ? t9 : t8;
    if (t10 >= 32L) {
        long t11 = t10 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            t2 = t2 + t13;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            t3 = t3 + t15;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + (int)(t1 + 16L));
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            t4 = t4 + t17;
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + (int)(t1 + 24L));
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            t5 = t5 + t19;
            t1 += 32L;
        } while (t1 < t11);
        vcc_v8_uint t20 = t2 + t3;
        vcc_v8_uint t21 = t20 + t4;
        vcc_v8_uint t22 = t21 + t5;
        t23 = (int)t11;
        t24 = (int)vcc_reduce(unsigned int, t22, +);
    } else {
        t23 = 0;
        t24 = 0;
    }
    long t25 = (long)n + (long)t23 * -1L;
    long t26 = (long)m + (long)t23 * -1L;
    long t27 = t26 < t25 ? t26 : t25;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t29 = vcc_load(vcc_v8_int, a + (int)((long)t23 + t6));
            vcc_v8_uint t30 = (vcc_v8_uint)t29;
            t7 = t7 + t30;
            t6 += 8L;
        } while (t6 < t28);
        i = (int)((long)t23 + t28);
        s = (int)((unsigned int)t24 + vcc_reduce(unsigned int, t7, +));
    } else {
        i = t23;
        s = t24;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        s += a[i];
    }
    *end = i;
    return s;
}

/* while, with `<=`, starting at a parameter (bounds may be below the start). */
int while_le(int n, int m, int start, int *a) {
    int t19;
    int i;
    long t3 = (long)n + (long)start * -1L;
    long t4 = (long)m + (long)start * -1L + 1L;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long t1 = 0L;
        do {
            int *t7 = a + (int)((long)start + t1);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t9 = t8 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t7, t9);
            int *t10 = a + (int)((long)start + (t1 + 8L));
            vcc_v8_int t11 = vcc_load(vcc_v8_int, t10);
            vcc_v8_int t12 = t11 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t10, t12);
            int *t13 = a + (int)((long)start + (t1 + 16L));
            vcc_v8_int t14 = vcc_load(vcc_v8_int, t13);
            vcc_v8_int t15 = t14 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t13, t15);
            int *t16 = a + (int)((long)start + (t1 + 24L));
            vcc_v8_int t17 = vcc_load(vcc_v8_int, t16);
            vcc_v8_int t18 = t17 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)((long)start + t6);
    } else {
        t19 = start;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L + 1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int *t24 = a + (int)((long)t19 + t2);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, t24);
            vcc_v8_int t26 = t25 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    while (i < n) {
        if ((i <= m) == 0) {
            break;
        }
        int *t27 = a + i;
        *t27 = *t27 + 2;
        i++;
    }
    return i;
}

/* Unsigned induction and bounds. */
unsigned uns(unsigned n, unsigned m, int *a) {
    unsigned int t22;
    unsigned int i;
    long t5 = (long)n + -3L;
    long t6 = (long)m + -3L;
    long t7 = t6 < t5 ? t6 : t5;
    if (t7 >= 32L) {
        long t8 = t7 & -32L;
        vcc_v8_uint t9 = (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t10 = t9;
        vcc_v8_uint t1 = t10 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_uint t11 = t1;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_store(a + (unsigned int)(3L + t2), t12);
            vcc_v8_uint t13 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_uint t14 = t13;
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_store(a + (unsigned int)(3L + (t2 + 8L)), t15);
            vcc_v8_uint t16 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_uint t17 = t16;
            vcc_v8_int t18 = (vcc_v8_int)t17;
            vcc_store(a + (unsigned int)(3L + (t2 + 16L)), t18);
            vcc_v8_uint t19 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_uint t20 = t19;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_store(a + (unsigned int)(3L + (t2 + 24L)), t21);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t8);
        t22 = (unsigned int)(3L + t8);
    } else {
        t22 = 3U;
    }
    long t23 = (long)n + (long)t22 * -1L;
    long t24 = (long)m + (long)t22 * -1L;
    long t25 = t24 < t23 ? t24 : t23;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        vcc_v8_uint t27 = (vcc_v8_uint){t22, t22, t22, t22, t22, t22, t22, t22};
        vcc_v8_uint t28 = t27;
        vcc_v8_uint t3 = t28 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            vcc_v8_uint t29 = t3;
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_store(a + (unsigned int)((long)t22 + t4), t30);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t26);
        i = (unsigned int)((long)t22 + t26);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        a[i] = (int)i;
    }
    return i;
}

/* Counting down to two lower bounds. */
int down(int n, int m, int *a) {
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    long t5 = (long)n + (long)m * -1L + -1L;
    long t6 = t5 < t4 ? t5 : t4;
    if (t6 >= 32L) {
        long t7 = t6 & -32L;
        long t2 = 0L;
        do {
            int *t8 = a + (int)((long)t1 + t2 * -1L);
            vcc_v8_int t9 = vcc_load(vcc_v8_int, t8 + -7);
            vcc_v8_int t10 = -t9;
            vcc_store(t8 + -7, t10);
            int *t11 = a + (int)((long)t1 + (t2 + 8L) * -1L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, t11 + -7);
            vcc_v8_int t13 = -t12;
            vcc_store(t11 + -7, t13);
            int *t14 = a + (int)((long)t1 + (t2 + 16L) * -1L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, t14 + -7);
            vcc_v8_int t16 = -t15;
            vcc_store(t14 + -7, t16);
            int *t17 = a + (int)((long)t1 + (t2 + 24L) * -1L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, t17 + -7);
            vcc_v8_int t19 = -t18;
            vcc_store(t17 + -7, t19);
            t2 += 32L;
        } while (t2 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t20 = (long)t1 + 1L;
    long t21 = (long)m * -1L + (long)t1;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t3 = 0L;
        do {
            int *t24 = a + (int)((long)t1 + t3 * -1L);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, t24 + -7);
            vcc_v8_int t26 = -t25;
            vcc_store(t24 + -7, t26);
            t3 += 8L;
        } while (t3 < t23);
        i = (int)((long)t1 + t23 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        int *t27 = a + i;
        *t27 = -*t27;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
long longs(long n, long m, long *a) {
    long t28;
    long i;
    long t5 = n < m ? n : m;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v4_long t7 = (vcc_v4_long){0L, 0L, 0L, 0L};
        vcc_v4_ulong t8 = (vcc_v4_ulong)t7;
        vcc_v4_ulong t1 = t8 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long t2 = 0L;
        do {
            vcc_v4_long t9 = (vcc_v4_long)t1;
            long *t10 = a + t2;
            vcc_v4_long t11 = vcc_load(vcc_v4_long, t10);
            vcc_v4_long t12 = t11 + t9;
            vcc_store(t10, t12);
            vcc_v4_ulong t13 = t1 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
            vcc_v4_long t14 = (vcc_v4_long)t13;
            long *t15 = a + (t2 + 4L);
            vcc_v4_long t16 = vcc_load(vcc_v4_long, t15);
            vcc_v4_long t17 = t16 + t14;
            vcc_store(t15, t17);
            vcc_v4_ulong t18 = t1 + (vcc_v4_ulong){8UL, 8UL, 8UL, 8UL};
            vcc_v4_long t19 = (vcc_v4_long)t18;
            long *t20 = a + (t2 + 8L);
            vcc_v4_long t21 = vcc_load(vcc_v4_long, t20);
            vcc_v4_long t22 = t21 + t19;
            vcc_store(t20, t22);
            vcc_v4_ulong t23 = t1 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long t24 = (vcc_v4_long)t23;
            long *t25 = a + (t2 + 12L);
            vcc_v4_long t26 = vcc_load(vcc_v4_long, t25);
            vcc_v4_long t27 = t26 + t24;
            vcc_store(t25, t27);
            t2 += 16L;
            t1 = t1 + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
        } while (t2 < t6);
        t28 = t6;
    } else {
        t28 = 0L;
    }
    long t29 = m + t28 * -1L;
    long t30 = n + t28 * -1L;
    long t31 = t30 < t29 ? t30 : t29;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        vcc_v4_long t33 = (vcc_v4_long){t28, t28, t28, t28};
        vcc_v4_ulong t34 = (vcc_v4_ulong)t33;
        vcc_v4_ulong t3 = t34 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long t4 = 0L;
        do {
            vcc_v4_long t35 = (vcc_v4_long)t3;
            long *t36 = a + (t28 + t4);
            vcc_v4_long t37 = vcc_load(vcc_v4_long, t36);
            vcc_v4_long t38 = t37 + t35;
            vcc_store(t36, t38);
            t4 += 4L;
            t3 = t3 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
        } while (t4 < t32);
        i = t28 + t32;
    } else {
        i = t28;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        long *t39 = a + i;
        *t39 = *t39 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
int last_of(int n, int m, const int *a, int *cond) {
    int last;
    vcc_v8_int t16;
    int t22;
    int t23;
    int t24;
    vcc_v8_int t30;
    int i;
    int where;
    int where_1;
    long t6 = (long)n;
    long t7 = (long)m;
    long t8 = t7 < t6 ? t7 : t6;
    if ((t8 >= 16L) & (t8 <= 2147483647L)) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t10 = t1 + 8L;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t13 = vcc_splat(vcc_v8_int, (int)t1);
            vcc_v8_int t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t14, t2);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + (int)t10);
            t16 = t15 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t17 = (vcc_m8)(t15 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t18 = vcc_splat(vcc_v8_int, (int)t10);
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t19, t3);
            t1 += 16L;
        } while (t1 < t9);
        vcc_v8_int t20 = vcc_max(vcc_v8_int, t3, t2);
        int t21 = vcc_reduce_max(int, t20);
        t22 = (int)t9;
        t23 = t21 < 0 ? -1 : (int)(long)t21;
        t24 = t16[7];
    } else {
        t22 = 0;
        t23 = -1;
        t24 = -1;
    }
    long t25 = (long)n + (long)t22 * -1L;
    long t26 = (long)m + (long)t22 * -1L;
    long t27 = t26 < t25 ? t26 : t25;
    if ((t27 >= 8L) & (t27 <= 2147483647L)) {
        long t28 = t27 & -8L;
        long t4 = 0L;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t29 = vcc_load(vcc_v8_int, a + (int)((long)t22 + t4));
            t30 = t29 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t31 = (vcc_m8)(t29 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t32 = vcc_splat(vcc_v8_int, (int)t4);
            vcc_v8_int t33 = t32 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t33, t5);
            t4 += 8L;
        } while (t4 < t28);
        int t34 = vcc_reduce_max(int, t5);
        i = (int)((long)t22 + t28);
        where = t34 < 0 ? t23 : (int)((long)t22 + (long)t34);
        last = t30[7];
    } else {
        i = t22;
        where = t23;
        last = t24;
    }
    for (; i < n; i++, where = where_1) {
        if ((i < m) == 0) {
            break;
        }
        int t35 = a[i];
        last = t35 * 2;
        if (t35 > 500) {
            where_1 = i;
        } else {
            where_1 = where;
        }
    }
    *cond = where;
    return last;
}

/* The second test at the end of the body: a break after the work of the iteration. */
int break_after(int n, int m, float *a) {
    int t19;
    int i;
    long t3 = (long)n;
    long t4 = (long)m + -1L;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long t1 = 0L;
        do {
            float *t7 = a + (int)t1;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t9 = t8 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t7, t9);
            float *t10 = a + (int)(t1 + 8L);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t12 = t11 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t10, t12);
            float *t13 = a + (int)(t1 + 16L);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t13);
            vcc_v8_float t15 = t14 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t13, t15);
            float *t16 = a + (int)(t1 + 24L);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t18 = t17 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L + -1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            float *t24 = a + (int)((long)t19 + t2);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t24);
            vcc_v8_float t26 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    while (i < n) {
        float *t27 = a + i;
        *t27 = *t27 * 0.5f;
        int t28 = i + 1;
        if (t28 >= m) {
            break;
        }
        i = t28;
    }
    return i;
}

/* Step 2 in both tests. */
int step2(int n, int m, const int *a, int *end) {
    int t;
    int t21;
    int t22;
    int i;
    long t6 = ((long)n + 1L) / 2L;
    long t7 = ((long)m + 1L) / 2L;
    long t8 = (t7 < t6 ? t7 : t6) - 1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            const int *t10 = a + (int)(t1 * 2L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, t10);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, t10 + 8);
            vcc_v8_int t13 = __builtin_shufflevector(t11, t12, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            t2 = t2 + t14;
            const int *t15 = a + (int)((t1 + 8L) * 2L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, t15);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, t15 + 8);
            vcc_v8_int t18 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            t3 = t3 + t19;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v8_uint t20 = t2 + t3;
        t21 = (int)(t9 * 2L);
        t22 = (int)vcc_reduce(unsigned int, t20, +);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = ((long)n + (long)t21 * -1L + 1L) / 2L;
    long t24 = ((long)m + (long)t21 * -1L + 1L) / 2L;
    long t25 = (t24 < t23 ? t24 : t23) - 1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            const int *t27 = a + (int)((long)t21 + t4 * 2L);
            vcc_v8_int t28 = vcc_load(vcc_v8_int, t27);
            vcc_v8_int t29 = vcc_load(vcc_v8_int, t27 + 8);
            vcc_v8_int t30 = __builtin_shufflevector(t28, t29, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_uint t31 = (vcc_v8_uint)t30;
            t5 = t5 + t31;
            t4 += 8L;
        } while (t4 < t26);
        i = (int)((long)t21 + t26 * 2L);
        t = (int)((unsigned int)t22 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t21;
        t = t22;
    }
    for (; i < n; i += 2) {
        if ((i < m) == 0) {
            break;
        }
        t += a[i];
    }
    *end = i;
    return t;
}

/* A `!=` bound (never met when it is below the start: the other test ends the loop). */
int ne_bound(int n, int m, int *a) {
    int t19;
    int i;
    long t3 = (long)n;
    long t4 = (long)m;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long t1 = 0L;
        do {
            int *t7 = a + (int)t1;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t9 = t8 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t7, t9);
            int *t10 = a + (int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, t10);
            vcc_v8_int t12 = t11 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t10, t12);
            int *t13 = a + (int)(t1 + 16L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, t13);
            vcc_v8_int t15 = t14 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t13, t15);
            int *t16 = a + (int)(t1 + 24L);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, t16);
            vcc_v8_int t18 = t17 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int *t24 = a + (int)((long)t19 + t2);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, t24);
            vcc_v8_int t26 = t25 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        if ((i != m) == 0) {
            break;
        }
        int *t27 = a + i;
        *t27 = *t27 ^ 5;
    }
    return i;
}

/* Two counted exits and a search: the search stays an early exit. */
int counted_and_search(int n, int m, int x) {
    static int g[300];
    int i_1;
    vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t8 = t7 + (vcc_v8_int){0, 37, 74, 111, 148, 185, 222, 259};
    vcc_v8_uint t9 = (vcc_v8_uint)t8;
    vcc_v8_uint t10 = t9 - (vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U};
    vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
    vcc_v8_int t1 = (vcc_v8_int)t11;
    long t2 = 0L;
    do {
        vcc_store(&g[(int)t2], t1);
        vcc_v8_int t12 = t1 + (vcc_v8_int){296, 296, 296, 296, 296, 296, 296, 296};
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint t14 = t13 - (vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U};
        vcc_v8_uint t15 = vcc_min(vcc_v8_int, t13, t14);
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_store(&g[(int)(t2 + 8L)], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){291, 291, 291, 291, 291, 291, 291, 291};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t19 = t18 - (vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U};
        vcc_v8_uint t20 = vcc_min(vcc_v8_int, t18, t19);
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_store(&g[(int)(t2 + 16L)], t21);
        vcc_v8_int t22 = t1 + (vcc_v8_int){286, 286, 286, 286, 286, 286, 286, 286};
        vcc_v8_uint t23 = (vcc_v8_uint)t22;
        vcc_v8_uint t24 = t23 - (vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U};
        vcc_v8_uint t25 = vcc_min(vcc_v8_int, t23, t24);
        vcc_v8_int t26 = (vcc_v8_int)t25;
        vcc_store(&g[(int)(t2 + 24L)], t26);
        t2 += 32L;
        vcc_v8_int t27 = t1 + (vcc_v8_int){281, 281, 281, 281, 281, 281, 281, 281};
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t29 = t28 - (vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U};
        vcc_v8_uint t30 = vcc_min(vcc_v8_int, t28, t29);
        t1 = (vcc_v8_int)t30;
    } while (t2 < 288L);
    vcc_v8_int t31 = (vcc_v8_int){121, 121, 121, 121, 121, 121, 121, 121};
    vcc_v8_int t32 = t31 + (vcc_v8_int){0, 37, 74, 111, 148, 185, 222, 259};
    vcc_v8_uint t33 = (vcc_v8_uint)t32;
    vcc_v8_uint t34 = t33 - (vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U};
    vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
    vcc_v8_int t3 = (vcc_v8_int)t35;
    long t4 = 0L;
    do {
        vcc_store(&g[(int)(288L + t4)], t3);
        t4 += 8L;
        vcc_v8_int t36 = t3 + (vcc_v8_int){296, 296, 296, 296, 296, 296, 296, 296};
        vcc_v8_uint t37 = (vcc_v8_uint)t36;
        vcc_v8_uint t38 = t37 - (vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U};
        vcc_v8_uint t39 = vcc_min(vcc_v8_int, t37, t38);
        t3 = (vcc_v8_int)t39;
    } while (t4 < 8L);
    for (int i = 296; i < 300; i++) {
        g[i] = i * 37 % 301;
    }
    long t40 = (long)n;
    long t41 = (long)m;
    long t42 = t41 < t40 ? t41 : t40;
    if ((t42 >= 32L) & (t42 <= 300L)) {
        long t6 = t42 & -32L;
        vcc_v8_int t43 = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long t5 = 0L;
        do {
            vcc_v8_int t44 = vcc_load(vcc_v8_int, &g[(int)t5]);
            vcc_m8 t45 = (vcc_m8)(t44 == t43);
            vcc_v8_int t46 = vcc_load(vcc_v8_int, &g[(int)(t5 + 8L)]);
            vcc_m8 t47 = (vcc_m8)(t46 == t43);
            vcc_v8_int t48 = vcc_load(vcc_v8_int, &g[(int)(t5 + 16L)]);
            vcc_m8 t49 = (vcc_m8)(t48 == t43);
            vcc_v8_int t50 = vcc_load(vcc_v8_int, &g[(int)(t5 + 24L)]);
            vcc_m8 t51 = (vcc_m8)(t50 == t43);
            vcc_m8 t52 = t45 | t47;
            vcc_m8 t53 = t52 | t49;
            vcc_m8 t54 = t53 | t51;
            if (vcc_any(t54)) {
                t6 = t5;
                break;
            }
            t5 += 32L;
        } while (t5 < t6);
        i_1 = (int)t6;
    } else {
        i_1 = 0;
    }
    for (; i_1 < n; i_1++) {
        if ((i_1 < m) == 0) {
            break;
        }
        if (g[i_1] == x) {
            break;
        }
    }
    return i_1;
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
