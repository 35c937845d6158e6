/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 sse4.2=6 sse2=5 neon=5 */
#include "harness.h"

/* Loops that count down into an exact reduction (midend loopvec/reverse.rs
   `cancel_in_reductions`): every lane-varying value the accumulator sees is a reversed load,
   so the loads are read as they are and the lanes summed in another order, which an integer
   reduction cannot observe. Where a value is not reversed (a load that counts up, the counter
   itself) or the reduction depends on the order (a float sum), the reversals stay. */

long dot_down(const int *x, const int *y, unsigned long n) {
    long s;
    unsigned long n_1;
    long t18;
    unsigned long t19;
    long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            long n_vec = 0L;
            vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at reverse_reduce.c:14 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                vcc_v4_int t4 = vcc_load(vcc_v4_int, x + t3 + -3);
                vcc_v4_long t5 = __builtin_convertvector(t4, vcc_v4_long);
                vcc_v4_int t6 = vcc_load(vcc_v4_int, y + t3 + -3);
                vcc_v4_long t7 = __builtin_convertvector(t6, vcc_v4_long);
                vcc_v4_long t8 = t5 * t7;
                vcc_v4_ulong t9 = (vcc_v4_ulong)t8;
                s_v = s_v + t9;
                long t10 = (long)(n + (unsigned long)((n_vec + 4L) * -1L) - 1UL);
                vcc_v4_int t11 = vcc_load(vcc_v4_int, x + t10 + -3);
                vcc_v4_long t12 = __builtin_convertvector(t11, vcc_v4_long);
                vcc_v4_int t13 = vcc_load(vcc_v4_int, y + t10 + -3);
                vcc_v4_long t14 = __builtin_convertvector(t13, vcc_v4_long);
                vcc_v4_long t15 = t12 * t14;
                vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
                s_v_1 = s_v_1 + t16;
                n_vec += 8L;
            } while (n_vec < t2);
            vcc_v4_ulong t17 = s_v + s_v_1;
            t18 = (long)vcc_reduce(unsigned long, t17, +);
            t19 = n + (unsigned long)(t2 * -1L);
        } else {
            t18 = 0L;
            t19 = n;
        }
        long t20 = (long)t19 + -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            long n_vec_1 = 0L;
            vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at reverse_reduce.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t22 = (long)(t19 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                vcc_v4_int t23 = vcc_load(vcc_v4_int, x + t22 + -3);
                vcc_v4_long t24 = __builtin_convertvector(t23, vcc_v4_long);
                vcc_v4_int t25 = vcc_load(vcc_v4_int, y + t22 + -3);
                vcc_v4_long t26 = __builtin_convertvector(t25, vcc_v4_long);
                vcc_v4_long t27 = t24 * t26;
                vcc_v4_ulong t28 = (vcc_v4_ulong)t27;
                s_v_2 = s_v_2 + t28;
                n_vec_1 += 4L;
            } while (n_vec_1 < t21);
            s = (long)((unsigned long)t18 + vcc_reduce(unsigned long, s_v_2, +));
            n_1 = t19 + (unsigned long)(t21 * -1L);
        } else {
            s = t18;
            n_1 = t19;
        }
        for (;;) {
            n_1--;
            long t29 = (long)n_1;
            s += (long)x[t29] * (long)y[t29];
            if (!n_1) {
                s_1 = s;
                break;
            }
        }
    } else {
        s_1 = 0L;
    }
    return s_1;
}

unsigned max_down(const unsigned char *p, int n) {
    unsigned int m;
    int t8;
    unsigned int t9;
    int n_1;
    unsigned int m_1;
    int n_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_uint m_v = (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        long n_vec = 0L;
        vcc_v8_uint m_v_1 = m_v;
        /* vcc: loop at reverse_reduce.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar t3 = vcc_load(vcc_v8_uchar, p + ((int)((long)n + n_vec * -1L) - 1) + -7);
            vcc_v8_uint t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_ushort), vcc_v8_uint);
            m_v = vcc_max(vcc_v8_int, t4, m_v);
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, p + ((int)((long)n + (n_vec + 8L) * -1L) - 1) + -7);
            vcc_v8_uint t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_uint);
            m_v_1 = vcc_max(vcc_v8_int, t6, m_v_1);
            n_vec += 16L;
        } while (n_vec < t2);
        vcc_v8_uint t7 = vcc_max(vcc_v8_int, m_v, m_v_1);
        t8 = (int)((long)n + t2 * -1L);
        t9 = vcc_reduce_max(unsigned int, t7);
    } else {
        t8 = n;
        t9 = 7U;
    }
    long t10 = (long)t8;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_uint m_v_2 = (vcc_v8_uint){t9, t9, t9, t9, t9, t9, t9, t9};
        long n_vec_1 = 0L;
        /* vcc: loop at reverse_reduce.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar t12 = vcc_load(vcc_v8_uchar, p + ((int)((long)t8 + n_vec_1 * -1L) - 1) + -7);
            vcc_v8_uint t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_ushort), vcc_v8_uint);
            m_v_2 = vcc_max(vcc_v8_int, t13, m_v_2);
            n_vec_1 += 8L;
        } while (n_vec_1 < t11);
        n_1 = (int)((long)t8 + t11 * -1L);
        m_1 = vcc_reduce_max(unsigned int, m_v_2);
    } else {
        n_1 = t8;
        m_1 = t9;
    }
    for (;; n_1 = n_2, m_1 = m) {
        n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        m = (unsigned int)p[n_2];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int cond_sum_down(const int *a, const int *b, int n, int k) {
    int t31;
    int i;
    int s;
    int s_1;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reverse_reduce.c:28 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            long t5 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t4 + -7);
            vcc_v8_int a_v = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, a + t5 + -7);
            vcc_v8_int a_v_1 = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t8 = (vcc_m8)(a_v > k_v);
            vcc_m8 t9 = (vcc_m8)(a_v_1 > k_v);
            vcc_v8_uint t10 = (vcc_v8_uint)a_v;
            vcc_v8_uint t11 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t12 = t10 * t11;
            vcc_v8_int t13 = (vcc_v8_int)t12;
            vcc_v8_uint t14 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t16 = t14 * t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_int b_v = vcc_gather_masked(vcc_v8_int, b + t4, ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t8);
            vcc_v8_int b_v_1 = vcc_gather_masked(vcc_v8_int, b + t5, ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t9);
            vcc_v8_uint t18 = (vcc_v8_uint)t13;
            vcc_v8_uint t19 = (vcc_v8_uint)b_v;
            vcc_v8_uint t20 = t18 - t19;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_v8_uint t22 = (vcc_v8_uint)t21;
            vcc_v8_uint t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t22, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v = s_v + t23;
            vcc_v8_uint t24 = (vcc_v8_uint)t17;
            vcc_v8_uint t25 = (vcc_v8_uint)b_v_1;
            vcc_v8_uint t26 = t24 - t25;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_v8_uint t28 = (vcc_v8_uint)t27;
            vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t28, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_1 = s_v_1 + t29;
            i_vec += 16L;
        } while (i_vec < t3);
        vcc_v8_uint t30 = s_v + s_v_1;
        t1 = (int)((long)t1 + t3 * -1L);
        t31 = (int)vcc_reduce(unsigned int, t30, +);
    } else {
        t31 = 0;
    }
    long t32 = (long)t1 + 1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reverse_reduce.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t34 = (long)t1 + i_vec_1 * -1L;
            vcc_v8_int t35 = vcc_load(vcc_v8_int, a + t34 + -7);
            vcc_v8_int a_v_2 = __builtin_shufflevector(t35, t35, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t36 = (vcc_m8)(a_v_2 > k_v_1);
            vcc_v8_uint t37 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint t38 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t39 = t37 * t38;
            vcc_v8_int t40 = (vcc_v8_int)t39;
            vcc_v8_int b_v_2 = vcc_gather_masked(vcc_v8_int, b + t34, ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t36);
            vcc_v8_uint t41 = (vcc_v8_uint)t40;
            vcc_v8_uint t42 = (vcc_v8_uint)b_v_2;
            vcc_v8_uint t43 = t41 - t42;
            vcc_v8_int t44 = (vcc_v8_int)t43;
            vcc_v8_uint t45 = (vcc_v8_uint)t44;
            vcc_v8_uint t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t45, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_2 = s_v_2 + t46;
            i_vec_1 += 8L;
        } while (i_vec_1 < t33);
        i = (int)((long)t1 + t33 * -1L);
        s = (int)((unsigned int)t31 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t1;
        s = t31;
    }
    for (; i >= 0; i--, s = s_1) {
        long t47 = (long)i;
        int t48 = a[t47];
        if (t48 > k) {
            s_1 = s + (t48 * 3 - b[t47]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

/* One load counts up and one down: lanes of different orders meet, the reversal stays. */
long mixed_down(const int *x, const int *y, int n) {
    long s;
    int t15;
    long t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reverse_reduce.c:37 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int x_v = vcc_load(vcc_v4_int, x + i_vec);
            vcc_v4_long t3 = __builtin_convertvector(x_v, vcc_v4_long);
            vcc_v4_int t4 = vcc_load(vcc_v4_int, y + (n - 1 - (int)i_vec) + -3);
            vcc_v4_int y_v = __builtin_shufflevector(t4, t4, 3, 2, 1, 0);
            vcc_v4_long t5 = __builtin_convertvector(y_v, vcc_v4_long);
            vcc_v4_long t6 = t3 * t5;
            vcc_v4_ulong t7 = (vcc_v4_ulong)t6;
            s_v = s_v + t7;
            long t8 = i_vec + 4L;
            vcc_v4_int x_v_1 = vcc_load(vcc_v4_int, x + t8);
            vcc_v4_long t9 = __builtin_convertvector(x_v_1, vcc_v4_long);
            vcc_v4_int t10 = vcc_load(vcc_v4_int, y + (n - 1 - (int)t8) + -3);
            vcc_v4_int y_v_1 = __builtin_shufflevector(t10, t10, 3, 2, 1, 0);
            vcc_v4_long t11 = __builtin_convertvector(y_v_1, vcc_v4_long);
            vcc_v4_long t12 = t9 * t11;
            vcc_v4_ulong t13 = (vcc_v4_ulong)t12;
            s_v_1 = s_v_1 + t13;
            i_vec += 8L;
        } while (i_vec < t2);
        vcc_v4_ulong t14 = s_v + s_v_1;
        t15 = (int)t2;
        t16 = (long)vcc_reduce(unsigned long, t14, +);
    } else {
        t15 = 0;
        t16 = 0L;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reverse_reduce.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t15 + i_vec_1;
            vcc_v4_int x_v_2 = vcc_load(vcc_v4_int, x + t19);
            vcc_v4_long t20 = __builtin_convertvector(x_v_2, vcc_v4_long);
            vcc_v4_int t21 = vcc_load(vcc_v4_int, y + (n - 1 - (int)t19) + -3);
            vcc_v4_int y_v_2 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            vcc_v4_long t22 = __builtin_convertvector(y_v_2, vcc_v4_long);
            vcc_v4_long t23 = t20 * t22;
            vcc_v4_ulong t24 = (vcc_v4_ulong)t23;
            s_v_2 = s_v_2 + t24;
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t15 + t18);
        s = (long)((unsigned long)t16 + vcc_reduce(unsigned long, s_v_2, +));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += (long)x[i] * (long)y[n - 1 - i];
    }
    return s;
}

/* The counter's lanes are in order: the reversal stays. */
int index_down(const int *a, int n) {
    int s;
    int t20;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v8_int t4 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        vcc_v8_uint t5 = (vcc_v8_uint)t4;
        vcc_v8_uint i_v = t5 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec = 0L;
        vcc_v8_int s_v = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int s_v_1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int s_v_2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int s_v_3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        /* vcc: loop at reverse_reduce.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + ((long)t1 + i_vec * -1L) + -7);
            vcc_v8_int a_v = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t7 = a_v + i_v_2;
            s_v = s_v ^ t7;
            vcc_v8_uint t8 = i_v + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t8;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + ((long)t1 + (i_vec + 8L) * -1L) + -7);
            vcc_v8_int a_v_1 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t10 = a_v_1 + i_v_3;
            s_v_1 = s_v_1 ^ t10;
            vcc_v8_uint t11 = i_v + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t11;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + ((long)t1 + (i_vec + 16L) * -1L) + -7);
            vcc_v8_int a_v_2 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t13 = a_v_2 + i_v_4;
            s_v_2 = s_v_2 ^ t13;
            vcc_v8_uint t14 = i_v + (vcc_v8_uint){4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U};
            vcc_v8_int i_v_5 = (vcc_v8_int)t14;
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + ((long)t1 + (i_vec + 24L) * -1L) + -7);
            vcc_v8_int a_v_3 = __builtin_shufflevector(t15, t15, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t16 = a_v_3 + i_v_5;
            s_v_3 = s_v_3 ^ t16;
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U};
        } while (i_vec < t3);
        vcc_v8_int t17 = s_v ^ s_v_1;
        vcc_v8_int t18 = t17 ^ s_v_2;
        vcc_v8_int t19 = t18 ^ s_v_3;
        t1 = (int)((long)t1 + t3 * -1L);
        t20 = 0 ^ vcc_reduce(int, t19, ^);
    } else {
        t20 = 0;
    }
    long t21 = (long)t1 + 1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        vcc_v8_int t23 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint i_v_1 = t24 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec_1 = 0L;
        vcc_v8_int s_v_4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        /* vcc: loop at reverse_reduce.c:45 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + ((long)t1 + i_vec_1 * -1L) + -7);
            vcc_v8_int a_v_4 = __builtin_shufflevector(t25, t25, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t26 = a_v_4 + i_v_6;
            s_v_4 = s_v_4 ^ t26;
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (i_vec_1 < t22);
        i = (int)((long)t1 + t22 * -1L);
        s = t20 ^ vcc_reduce(int, s_v_4, ^);
    } else {
        i = t1;
        s = t20;
    }
    for (; i >= 0; i--) {
        s ^= a[i] + i;
    }
    return s;
}

/* The same reversed load feeds a store and the sum. */
int store_and_sum_down(int *restrict out, const int *restrict a, int n) {
    int s;
    int t17;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reverse_reduce.c:53 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            const int *t5 = a + t4;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, t5 + -7);
            vcc_v8_int t7 = t6 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(out + t4 + -7, t7);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, t5 + -7);
            vcc_v8_uint t9 = (vcc_v8_uint)t8;
            s_v = s_v + t9;
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            const int *t11 = a + t10;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, t11 + -7);
            vcc_v8_int t13 = t12 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(out + t10 + -7, t13);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, t11 + -7);
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            s_v_1 = s_v_1 + t15;
            i_vec += 16L;
        } while (i_vec < t3);
        vcc_v8_uint t16 = s_v + s_v_1;
        t1 = (int)((long)t1 + t3 * -1L);
        t17 = (int)vcc_reduce(unsigned int, t16, +);
    } else {
        t17 = 0;
    }
    long t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reverse_reduce.c:53 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t20 = (long)t1 + i_vec_1 * -1L;
            const int *t21 = a + t20;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, t21 + -7);
            vcc_v8_int t23 = t22 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(out + t20 + -7, t23);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, t21 + -7);
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            s_v_2 = s_v_2 + t25;
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t1 + t19 * -1L);
        s = (int)((unsigned int)t17 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t1;
        s = t17;
    }
    for (; i >= 0; i--) {
        long t26 = (long)i;
        const int *t27 = a + t26;
        out[t26] = *t27 * 2;
        s += *t27;
    }
    return s;
}

/* A float sum keeps its order (no --fast-math): vectorized as an ordered sum or not at all. */
float fsum_down(const float *a, int n) {
    float s = 0.0f;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * 2.0f;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *o = new_array(n, sizeof(int));
        unsigned char *p = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        for (int i = 0; i < n; i++) {
            x[i] = (int)(next_rand() % 2000001) - 1000000;
            y[i] = (int)(next_rand() % 20001) - 10000 + i;
            p[i] = (unsigned char)(next_rand() % 251);
            f[i] = (float)((int)(next_rand() % 2001) - 1000) / 7.0f;
        }
        printf("n=%d dot=%ld max=%u cond=%d mixed=%ld index=%d", n, dot_down(x, y, (unsigned long)n),
               max_down(p, n), cond_sum_down(x, y, n, 1000), mixed_down(x, y, n), index_down(x, n));
        int s = store_and_sum_down(o, y, n);
        printf(" store=%d/%llx fsum=%a\n", s, HASH(o, n), fsum_down(f, n));
        free(x), free(y), free(o), free(p), free(f);
    }
    return 0;
}
