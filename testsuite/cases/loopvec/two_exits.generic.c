/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

/* vcc-test: expect-vectorized 12 */
#include "harness.h"

/* Loops with two exits that both compare an induction with a bound from before the loop: the
   vector loop runs the smaller count (computed in the guard), with no test of its own, and the
   scalar loop leaves through whichever test fails first. */

/* A constant bound and a parameter: each is the smaller one for some n. */
void both_bounds(int n, int *a) {
    int t16;
    int i;
    long t1 = (long)n;
    long t2 = 40L < t1 ? 40L : t1;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:10 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int *t4 = a + i_vec;
            vcc_v4_int a_v = vcc_load(vcc_v4_int, t4);
            vcc_v4_int t5 = a_v * (vcc_v4_int){3, 3, 3, 3};
            vcc_v4_int t6 = t5 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(t4, t6);
            int *t7 = a + (i_vec + 4L);
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, t7);
            vcc_v4_int t8 = a_v_1 * (vcc_v4_int){3, 3, 3, 3};
            vcc_v4_int t9 = t8 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(t7, t9);
            int *t10 = a + (i_vec + 8L);
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, t10);
            vcc_v4_int t11 = a_v_2 * (vcc_v4_int){3, 3, 3, 3};
            vcc_v4_int t12 = t11 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(t10, t12);
            int *t13 = a + (i_vec + 12L);
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, t13);
            vcc_v4_int t14 = a_v_3 * (vcc_v4_int){3, 3, 3, 3};
            vcc_v4_int t15 = t14 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(t13, t15);
            i_vec += 16L;
        } while (i_vec < t3);
        t16 = (int)t3;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    long t18 = (long)t16 * -1L + 40L;
    long t19 = t18 < t17 ? t18 : t17;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t21 = a + ((long)t16 + i_vec_1);
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, t21);
            vcc_v4_int t22 = a_v_4 * (vcc_v4_int){3, 3, 3, 3};
            vcc_v4_int t23 = t22 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(t21, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t16 + t20);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        if ((i < 40) == 0) {
            break;
        }
        int *t24 = a + i;
        *t24 = *t24 * 3 + 1;
    }
}

/* Two parameters, a sum, and the index after the loop. */
int sum_two(int n, int m, const int *a, int *end) {
    int s;
    int t12;
    int t13;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at two_exits.c:17 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_uint t5 = (vcc_v8_uint)a_v;
            s_v = s_v + t5;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_uint t6 = (vcc_v8_uint)a_v_1;
            s_v_1 = s_v_1 + t6;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            vcc_v8_uint t7 = (vcc_v8_uint)a_v_2;
            s_v_2 = s_v_2 + t7;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            vcc_v8_uint t8 = (vcc_v8_uint)a_v_3;
            s_v_3 = s_v_3 + t8;
            i_vec += 32L;
        } while (i_vec < t4);
        vcc_v8_uint t9 = s_v + s_v_1;
        vcc_v8_uint t10 = t9 + s_v_2;
        vcc_v8_uint t11 = t10 + s_v_3;
        t12 = (int)t4;
        t13 = (int)vcc_reduce(unsigned int, t11, +);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    long t15 = (long)m + (long)t12 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at two_exits.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t12 + i_vec_1));
            vcc_v8_uint t18 = (vcc_v8_uint)a_v_4;
            s_v_4 = s_v_4 + t18;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t12 + t17);
        s = (int)((unsigned int)t13 + vcc_reduce(unsigned int, s_v_4, +));
    } else {
        i = t12;
        s = t13;
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
    int t13;
    int i;
    long t1 = (long)n + (long)start * -1L;
    long t2 = (long)m + (long)start * -1L + 1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:26 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            int *t5 = a + ((long)start + i_vec);
            vcc_v8_int a_v = vcc_load(vcc_v8_int, t5);
            vcc_v8_int t6 = a_v + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t5, t6);
            int *t7 = a + ((long)start + (i_vec + 8L));
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t8 = a_v_1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t7, t8);
            int *t9 = a + ((long)start + (i_vec + 16L));
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int t10 = a_v_2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t9, t10);
            int *t11 = a + ((long)start + (i_vec + 24L));
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, t11);
            vcc_v8_int t12 = a_v_3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t11, t12);
            i_vec += 32L;
        } while (i_vec < t4);
        t13 = (int)((long)start + t4);
    } else {
        t13 = start;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + 1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t19 = a_v_4 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(t18, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    while (i < n) {
        if ((i <= m) == 0) {
            break;
        }
        int *t20 = a + i;
        *t20 = *t20 + 2;
        i++;
    }
    return i;
}

/* Unsigned induction and bounds. */
unsigned uns(unsigned n, unsigned m, int *a) {
    unsigned int t13;
    unsigned int i;
    long t1 = (long)n + -3L;
    long t2 = (long)m + -3L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_uint t5 = (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint i_v = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:36 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int t6 = (vcc_v8_int)i_v;
            vcc_store(a + (3L + i_vec), t6);
            vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t8 = (vcc_v8_int)t7;
            vcc_store(a + (3L + (i_vec + 8L)), t8);
            vcc_v8_uint t9 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int t10 = (vcc_v8_int)t9;
            vcc_store(a + (3L + (i_vec + 16L)), t10);
            vcc_v8_uint t11 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_store(a + (3L + (i_vec + 24L)), t12);
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t4);
        t13 = (unsigned int)(3L + t4);
    } else {
        t13 = 3U;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        vcc_v8_uint t18 = (vcc_v8_uint){t13, t13, t13, t13, t13, t13, t13, t13};
        vcc_v8_uint i_v_1 = t18 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int t19 = (vcc_v8_int)i_v_1;
            vcc_store(a + ((long)t13 + i_vec_1), t19);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t17);
        i = (unsigned int)((long)t13 + t17);
    } else {
        i = t13;
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
    long t2 = (long)n;
    long t3 = (long)n + (long)m * -1L + -1L;
    long t4 = t3 < t2 ? t3 : t2;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:44 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            int *t6 = a + ((long)t1 + i_vec * -1L);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, t6 + -7);
            vcc_v8_int t8 = -t7;
            vcc_store(t6 + -7, t8);
            int *t9 = a + ((long)t1 + (i_vec + 8L) * -1L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, t9 + -7);
            vcc_v8_int t11 = -t10;
            vcc_store(t9 + -7, t11);
            int *t12 = a + ((long)t1 + (i_vec + 16L) * -1L);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, t12 + -7);
            vcc_v8_int t14 = -t13;
            vcc_store(t12 + -7, t14);
            int *t15 = a + ((long)t1 + (i_vec + 24L) * -1L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, t15 + -7);
            vcc_v8_int t17 = -t16;
            vcc_store(t15 + -7, t17);
            i_vec += 32L;
        } while (i_vec < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t18 = (long)t1 + 1L;
    long t19 = (long)m * -1L + (long)t1;
    long t20 = t19 < t18 ? t19 : t18;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t22 = a + ((long)t1 + i_vec_1 * -1L);
            vcc_v8_int t23 = vcc_load(vcc_v8_int, t22 + -7);
            vcc_v8_int t24 = -t23;
            vcc_store(t22 + -7, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        int *t25 = a + i;
        *t25 = -*t25;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
long longs(long n, long m, long *a) {
    long t16;
    long i;
    long t1 = n < m ? n : m;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_long t3 = (vcc_v4_long){0L, 0L, 0L, 0L};
        vcc_v4_ulong t4 = (vcc_v4_ulong)t3;
        vcc_v4_ulong i_v = t4 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:52 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long i_v_2 = (vcc_v4_long)i_v;
            long *t5 = a + i_vec;
            vcc_v4_long a_v = vcc_load(vcc_v4_long, t5);
            vcc_v4_long t6 = a_v + i_v_2;
            vcc_store(t5, t6);
            vcc_v4_ulong t7 = i_v + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
            vcc_v4_long i_v_3 = (vcc_v4_long)t7;
            long *t8 = a + (i_vec + 4L);
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, t8);
            vcc_v4_long t9 = a_v_1 + i_v_3;
            vcc_store(t8, t9);
            vcc_v4_ulong t10 = i_v + (vcc_v4_ulong){8UL, 8UL, 8UL, 8UL};
            vcc_v4_long i_v_4 = (vcc_v4_long)t10;
            long *t11 = a + (i_vec + 8L);
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, t11);
            vcc_v4_long t12 = a_v_2 + i_v_4;
            vcc_store(t11, t12);
            vcc_v4_ulong t13 = i_v + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long i_v_5 = (vcc_v4_long)t13;
            long *t14 = a + (i_vec + 12L);
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, t14);
            vcc_v4_long t15 = a_v_3 + i_v_5;
            vcc_store(t14, t15);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
        } while (i_vec < t2);
        t16 = t2;
    } else {
        t16 = 0L;
    }
    long t17 = m + t16 * -1L;
    long t18 = n + t16 * -1L;
    long t19 = t18 < t17 ? t18 : t17;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        vcc_v4_long t21 = (vcc_v4_long){t16, t16, t16, t16};
        vcc_v4_ulong t22 = (vcc_v4_ulong)t21;
        vcc_v4_ulong i_v_1 = t22 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long i_v_6 = (vcc_v4_long)i_v_1;
            long *t23 = a + (t16 + i_vec_1);
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, t23);
            vcc_v4_long t24 = a_v_4 + i_v_6;
            vcc_store(t23, t24);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
        } while (i_vec_1 < t20);
        i = t16 + t20;
    } else {
        i = t16;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        long *t25 = a + i;
        *t25 = *t25 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
int last_of(int n, int m, const int *a, int *cond) {
    int last;
    vcc_v8_int last_v;
    int t15;
    int t16;
    int t17;
    vcc_v8_int last_v_1;
    int i;
    int where;
    int where_1;
    long t4 = (long)n;
    long t5 = (long)m;
    long t6 = t5 < t4 ? t5 : t4;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at two_exits.c:60 vectorized: VF 8, UF 2, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t8 = (vcc_m8)(a_v > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t9 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t10 = t9 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t10, t1);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            last_v = a_v_1 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t11 = (vcc_m8)(a_v_1 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t12 = t10 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t12, t2);
            i_vec += 16L;
        } while (i_vec < t7);
        vcc_v8_int t13 = vcc_max(vcc_v8_int, t2, t1);
        int t14 = vcc_reduce_max(int, t13);
        t15 = (int)t7;
        t16 = t14 < 0 ? -1 : (int)(long)t14;
        t17 = last_v[7];
    } else {
        t15 = 0;
        t16 = -1;
        t17 = -1;
    }
    long t18 = (long)n + (long)t15 * -1L;
    long t19 = (long)m + (long)t15 * -1L;
    long t20 = t19 < t18 ? t19 : t18;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at two_exits.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t15 + i_vec_1));
            last_v_1 = a_v_2 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t22 = (vcc_m8)(a_v_2 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_reduce_max(int, t3);
        i = (int)((long)t15 + t21);
        where = t25 < 0 ? t16 : (int)((long)t15 + (long)t25);
        last = last_v_1[7];
    } else {
        i = t15;
        where = t16;
        last = t17;
    }
    for (; i < n; i++, where = where_1) {
        if ((i < m) == 0) {
            break;
        }
        int t26 = a[i];
        last = t26 * 2;
        if (t26 > 500) {
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
    int t13;
    int i;
    long t1 = (long)n;
    long t2 = (long)m + -1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:72 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            float *t5 = a + i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t6 = a_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t5, t6);
            float *t7 = a + (i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t8 = a_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t7, t8);
            float *t9 = a + (i_vec + 16L);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t10 = a_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t9, t10);
            float *t11 = a + (i_vec + 24L);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float t12 = a_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t11, t12);
            i_vec += 32L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:72 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t18 = a + ((long)t13 + i_vec_1);
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, t18);
            vcc_v8_float t19 = a_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(t18, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    while (i < n) {
        float *t20 = a + i;
        *t20 = *t20 * 0.5f;
        int t21 = i + 1;
        if (t21 >= m) {
            break;
        }
        i = t21;
    }
    return i;
}

/* Step 2 in both tests. */
int step2(int n, int m, const int *a, int *end) {
    int t;
    int t14;
    int t15;
    int i;
    long t1 = ((long)n + 1L) / 2L;
    long t2 = ((long)m + 1L) / 2L;
    long t3 = (t2 < t1 ? t2 : t1) - 1L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        vcc_v8_uint t_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at two_exits.c:83 vectorized: VF 8, UF 2, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t5 = a + i_vec * 2L;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, t5);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, t5 + 8);
            vcc_v8_int a_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_uint t8 = (vcc_v8_uint)a_v;
            t_v = t_v + t8;
            const int *t9 = a + (i_vec + 8L) * 2L;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, t9 + 8);
            vcc_v8_int a_v_1 = __builtin_shufflevector(t10, t11, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_uint t12 = (vcc_v8_uint)a_v_1;
            t_v_1 = t_v_1 + t12;
            i_vec += 16L;
        } while (i_vec < t4);
        vcc_v8_uint t13 = t_v + t_v_1;
        t14 = (int)(t4 * 2L);
        t15 = (int)vcc_reduce(unsigned int, t13, +);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = ((long)n + (long)t14 * -1L + 1L) / 2L;
    long t17 = ((long)m + (long)t14 * -1L + 1L) / 2L;
    long t18 = (t17 < t16 ? t17 : t16) - 1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint t_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at two_exits.c:83 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const int *t20 = a + ((long)t14 + i_vec_1 * 2L);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, t20);
            vcc_v8_int t22 = vcc_load(vcc_v8_int, t20 + 8);
            vcc_v8_int a_v_2 = __builtin_shufflevector(t21, t22, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_uint t23 = (vcc_v8_uint)a_v_2;
            t_v_2 = t_v_2 + t23;
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t14 + t19 * 2L);
        t = (int)((unsigned int)t15 + vcc_reduce(unsigned int, t_v_2, +));
    } else {
        i = t14;
        t = t15;
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
    int t13;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:92 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            int *t5 = a + i_vec;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, t5);
            vcc_v8_int t6 = a_v ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t5, t6);
            int *t7 = a + (i_vec + 8L);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t8 = a_v_1 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t7, t8);
            int *t9 = a + (i_vec + 16L);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int t10 = a_v_2 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t9, t10);
            int *t11 = a + (i_vec + 24L);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, t11);
            vcc_v8_int t12 = a_v_3 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t11, t12);
            i_vec += 32L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:92 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t19 = a_v_4 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t18, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i != m) == 0) {
            break;
        }
        int *t20 = a + i;
        *t20 = *t20 ^ 5;
    }
    return i;
}

/* Two counted exits and a search: the search stays an early exit. */
int counted_and_search(int n, int m, int x) {
    static int g[300];
    int i_1;
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t5 = t4 + (vcc_v8_int){0, 37, 74, 111, 148, 185, 222, 259};
    vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300});
    vcc_v8_uint t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t8 = (vcc_v8_uint)t5;
    vcc_v8_uint t9 = t8 - t7;
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long i_vec = 0L;
    /* vcc: loop at two_exits.c:100 vectorized: VF 8, UF 4, the remainder at 101:16 by 301 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_store(&g[i_vec], t1);
        vcc_v8_int t10 = t1 + (vcc_v8_int){296, 296, 296, 296, 296, 296, 296, 296};
        vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300});
        vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t13 = (vcc_v8_uint)t10;
        vcc_v8_uint t14 = t13 - t12;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_store(&g[i_vec + 8L], t15);
        vcc_v8_int t16 = t1 + (vcc_v8_int){291, 291, 291, 291, 291, 291, 291, 291};
        vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300});
        vcc_v8_uint t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t19 = (vcc_v8_uint)t16;
        vcc_v8_uint t20 = t19 - t18;
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_store(&g[i_vec + 16L], t21);
        vcc_v8_int t22 = t1 + (vcc_v8_int){286, 286, 286, 286, 286, 286, 286, 286};
        vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300});
        vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t25 = (vcc_v8_uint)t22;
        vcc_v8_uint t26 = t25 - t24;
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_store(&g[i_vec + 24L], t27);
        i_vec += 32L;
        vcc_v8_int t28 = t1 + (vcc_v8_int){281, 281, 281, 281, 281, 281, 281, 281};
        vcc_m8 t29 = (vcc_m8)(t28 > (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300});
        vcc_v8_uint t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t31 = (vcc_v8_uint)t28;
        vcc_v8_uint t32 = t31 - t30;
        t1 = (vcc_v8_int)t32;
    } while (i_vec < 288L);
    vcc_v8_int t33 = (vcc_v8_int){121, 121, 121, 121, 121, 121, 121, 121};
    vcc_v8_int t34 = t33 + (vcc_v8_int){0, 37, 74, 111, 148, 185, 222, 259};
    vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300});
    vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t37 = (vcc_v8_uint)t34;
    vcc_v8_uint t38 = t37 - t36;
    vcc_v8_int t2 = (vcc_v8_int)t38;
    long i_vec_1 = 0L;
    /* vcc: loop at two_exits.c:100 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_store(&g[288L + i_vec_1], t2);
        i_vec_1 += 8L;
        vcc_v8_int t39 = t2 + (vcc_v8_int){296, 296, 296, 296, 296, 296, 296, 296};
        vcc_m8 t40 = (vcc_m8)(t39 > (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300});
        vcc_v8_uint t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, ((vcc_v8_uint){301U, 301U, 301U, 301U, 301U, 301U, 301U, 301U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t42 = (vcc_v8_uint)t39;
        vcc_v8_uint t43 = t42 - t41;
        t2 = (vcc_v8_int)t43;
    } while (i_vec_1 < 8L);
    for (int i = 296; i < 300; i++) {
        g[i] = i * 37 % 301;
    }
    long t44 = (long)n;
    long t45 = (long)m;
    long t46 = t45 < t44 ? t45 : t44;
    if ((t46 >= 32L) & (t46 <= 300L)) {
        long t3 = t46 & -32L;
        vcc_v8_int x_v = (vcc_v8_int){x, x, x, x, x, x, x, x};
        long i_vec_2 = 0L;
        /* vcc: loop at two_exits.c:103 vectorized: VF 8, UF 4, early exit, 2 counted exits, scalar epilogue */
        do {
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[(int)i_vec_2]);
            vcc_m8 t47 = (vcc_m8)(g_v == x_v);
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[(int)(i_vec_2 + 8L)]);
            vcc_m8 t48 = (vcc_m8)(g_v_1 == x_v);
            vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[(int)(i_vec_2 + 16L)]);
            vcc_m8 t49 = (vcc_m8)(g_v_2 == x_v);
            vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[(int)(i_vec_2 + 24L)]);
            vcc_m8 t50 = (vcc_m8)(g_v_3 == x_v);
            vcc_m8 t51 = t47 | t48;
            vcc_m8 t52 = t51 | t49;
            vcc_m8 t53 = t52 | t50;
            if (vcc_any(t53)) {
                t3 = i_vec_2;
                break;
            }
            i_vec_2 += 32L;
        } while (i_vec_2 < t3);
        i_1 = (int)t3;
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
