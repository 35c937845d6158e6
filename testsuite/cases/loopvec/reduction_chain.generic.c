/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Reductions updated more than once per iteration (legal/reduction.rs): `s += a[i]; s += b[i];`
   is one reduction whose chain has two updates; the loop-carried value is the second update,
   which does not read the accumulator itself. Subtractions join an integer sum where they
   subtract from the chain (`s -= x` after `s += y`). Must stay scalar: a chain that mixes
   operations, one whose middle value is also stored, and one whose second update subtracts the
   chain from something. */

int two_adds(int n, const int *a, const int *b) {
    int s;
    int t9;
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduction_chain.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_uint t3 = (vcc_v8_uint)a_v;
            vcc_v8_uint s_v_3 = s_v + t3;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_uint t4 = (vcc_v8_uint)b_v;
            s_v = s_v_3 + t4;
            long t5 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_uint t6 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint s_v_4 = s_v_1 + t6;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_uint t7 = (vcc_v8_uint)b_v_1;
            s_v_1 = s_v_4 + t7;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t8 = s_v + s_v_1;
        t9 = (int)t2;
        t10 = (int)(3U + vcc_reduce(unsigned int, t8, +));
    } else {
        t9 = 0;
        t10 = 3;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduction_chain.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t13);
            vcc_v8_uint t14 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint s_v_5 = s_v_2 + t14;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_uint t15 = (vcc_v8_uint)b_v_2;
            s_v_2 = s_v_5 + t15;
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s = (int)((unsigned int)t10 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t9;
        s = t10;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        s = s + a[t16] + b[t16];
    }
    return s;
}

unsigned add_then_sub(int n, const unsigned *a, const unsigned *b) {
    unsigned int s;
    int t13;
    unsigned int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduction_chain.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint t3 = a_v * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint s_v_5 = s_v + t3;
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + i_vec);
            s_v = s_v_5 - b_v;
            long t4 = i_vec + 8L;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + t4);
            vcc_v8_uint t5 = a_v_1 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint s_v_6 = s_v_1 + t5;
            vcc_v8_uint b_v_1 = vcc_load(vcc_v8_uint, b + t4);
            s_v_1 = s_v_6 - b_v_1;
            long t6 = i_vec + 16L;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + t6);
            vcc_v8_uint t7 = a_v_2 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint s_v_7 = s_v_2 + t7;
            vcc_v8_uint b_v_2 = vcc_load(vcc_v8_uint, b + t6);
            s_v_2 = s_v_7 - b_v_2;
            long t8 = i_vec + 24L;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + t8);
            vcc_v8_uint t9 = a_v_3 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint s_v_8 = s_v_3 + t9;
            vcc_v8_uint b_v_3 = vcc_load(vcc_v8_uint, b + t8);
            s_v_3 = s_v_8 - b_v_3;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t10 = s_v + s_v_1;
        vcc_v8_uint t11 = t10 + s_v_2;
        vcc_v8_uint t12 = t11 + s_v_3;
        t13 = (int)t2;
        t14 = vcc_reduce(unsigned int, t12, +);
    } else {
        t13 = 0;
        t14 = 0U;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduction_chain.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + t17);
            vcc_v8_uint t18 = a_v_4 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint s_v_9 = s_v_4 + t18;
            vcc_v8_uint b_v_4 = vcc_load(vcc_v8_uint, b + t17);
            s_v_4 = s_v_9 - b_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_reduce(unsigned int, s_v_4, +);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s = s + a[t19] * 3U - b[t19];
    }
    return s;
}

/* Three updates, one of them conditional. */
long three_updates(int n, const int *a, const int *b) {
    long s_1;
    int t37;
    long t38;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reduction_chain.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_long t3 = __builtin_convertvector(a_v, vcc_v4_long);
            vcc_v4_ulong t4 = (vcc_v4_ulong)t3;
            vcc_v4_ulong s_v_5 = s_v + t4;
            vcc_v4_int b_v = vcc_load(vcc_v4_int, b + i_vec);
            vcc_m4 t5 = (vcc_m4)(b_v > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_long t6 = __builtin_convertvector(b_v, vcc_v4_long);
            vcc_v4_ulong t7 = (vcc_v4_ulong)t6;
            vcc_v4_ulong t8 = vcc_select(vcc_v4_long, __builtin_convertvector(t5, vcc_v4_long), t7, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong s_v_6 = s_v_5 + t8;
            vcc_v4_ulong t9 = (vcc_v4_ulong)(vcc_v4_long){1L, 1L, 1L, 1L};
            s_v = s_v_6 - t9;
            long t10 = i_vec + 4L;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + t10);
            vcc_v4_long t11 = __builtin_convertvector(a_v_1, vcc_v4_long);
            vcc_v4_ulong t12 = (vcc_v4_ulong)t11;
            vcc_v4_ulong s_v_7 = s_v_1 + t12;
            vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t10);
            vcc_m4 t13 = (vcc_m4)(b_v_1 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_long t14 = __builtin_convertvector(b_v_1, vcc_v4_long);
            vcc_v4_ulong t15 = (vcc_v4_ulong)t14;
            vcc_v4_ulong t16 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), t15, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong s_v_8 = s_v_7 + t16;
            vcc_v4_ulong t17 = (vcc_v4_ulong)(vcc_v4_long){1L, 1L, 1L, 1L};
            s_v_1 = s_v_8 - t17;
            long t18 = i_vec + 8L;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + t18);
            vcc_v4_long t19 = __builtin_convertvector(a_v_2, vcc_v4_long);
            vcc_v4_ulong t20 = (vcc_v4_ulong)t19;
            vcc_v4_ulong s_v_9 = s_v_2 + t20;
            vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t18);
            vcc_m4 t21 = (vcc_m4)(b_v_2 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_long t22 = __builtin_convertvector(b_v_2, vcc_v4_long);
            vcc_v4_ulong t23 = (vcc_v4_ulong)t22;
            vcc_v4_ulong t24 = vcc_select(vcc_v4_long, __builtin_convertvector(t21, vcc_v4_long), t23, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong s_v_10 = s_v_9 + t24;
            vcc_v4_ulong t25 = (vcc_v4_ulong)(vcc_v4_long){1L, 1L, 1L, 1L};
            s_v_2 = s_v_10 - t25;
            long t26 = i_vec + 12L;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + t26);
            vcc_v4_long t27 = __builtin_convertvector(a_v_3, vcc_v4_long);
            vcc_v4_ulong t28 = (vcc_v4_ulong)t27;
            vcc_v4_ulong s_v_11 = s_v_3 + t28;
            vcc_v4_int b_v_3 = vcc_load(vcc_v4_int, b + t26);
            vcc_m4 t29 = (vcc_m4)(b_v_3 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_long t30 = __builtin_convertvector(b_v_3, vcc_v4_long);
            vcc_v4_ulong t31 = (vcc_v4_ulong)t30;
            vcc_v4_ulong t32 = vcc_select(vcc_v4_long, __builtin_convertvector(t29, vcc_v4_long), t31, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong s_v_12 = s_v_11 + t32;
            vcc_v4_ulong t33 = (vcc_v4_ulong)(vcc_v4_long){1L, 1L, 1L, 1L};
            s_v_3 = s_v_12 - t33;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t34 = s_v + s_v_1;
        vcc_v4_ulong t35 = t34 + s_v_2;
        vcc_v4_ulong t36 = t35 + s_v_3;
        t37 = (int)t2;
        t38 = (long)(18446744073709551611UL + vcc_reduce(unsigned long, t36, +));
    } else {
        t37 = 0;
        t38 = -5L;
    }
    long t39 = (long)n + (long)t37 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reduction_chain.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t37 + i_vec_1;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + t41);
            vcc_v4_long t42 = __builtin_convertvector(a_v_4, vcc_v4_long);
            vcc_v4_ulong t43 = (vcc_v4_ulong)t42;
            vcc_v4_ulong s_v_13 = s_v_4 + t43;
            vcc_v4_int b_v_4 = vcc_load(vcc_v4_int, b + t41);
            vcc_m4 t44 = (vcc_m4)(b_v_4 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_long t45 = __builtin_convertvector(b_v_4, vcc_v4_long);
            vcc_v4_ulong t46 = (vcc_v4_ulong)t45;
            vcc_v4_ulong t47 = vcc_select(vcc_v4_long, __builtin_convertvector(t44, vcc_v4_long), t46, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            vcc_v4_ulong s_v_14 = s_v_13 + t47;
            vcc_v4_ulong t48 = (vcc_v4_ulong)(vcc_v4_long){1L, 1L, 1L, 1L};
            s_v_4 = s_v_14 - t48;
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t37 + t40);
        s_1 = (long)((unsigned long)t38 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t37;
        s_1 = t38;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        long s = s_1 + (long)a[t49];
        int t50 = b[t49];
        if (t50 > 2) {
            s += (long)t50;
        }
        s_1 = s - 1L;
    }
    return s_1;
}

/* Two maxima in one chain. */
int two_max(int n, const int *a, const int *b) {
    int m_1;
    int t5;
    int t6;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m_v = vcc_splat(vcc_v8_int, -1000);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = m_v;
        /* vcc: loop at reduction_chain.c:44 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int m_v_3 = vcc_max(vcc_v8_int, a_v, m_v);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            m_v = vcc_max(vcc_v8_int, b_v, m_v_3);
            long t3 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t3);
            vcc_v8_int m_v_4 = vcc_max(vcc_v8_int, a_v_1, m_v_1);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t3);
            m_v_1 = vcc_max(vcc_v8_int, b_v_1, m_v_4);
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_int t4 = vcc_max(vcc_v8_int, m_v, m_v_1);
        t5 = (int)t2;
        t6 = vcc_reduce_max(int, t4);
    } else {
        t5 = 0;
        t6 = -1000;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        vcc_v8_int m_v_2 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        long i_vec_1 = 0L;
        /* vcc: loop at reduction_chain.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t5 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t9);
            vcc_v8_int m_v_5 = vcc_max(vcc_v8_int, a_v_2, m_v_2);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t9);
            m_v_2 = vcc_max(vcc_v8_int, b_v_2, m_v_5);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t5 + t8);
        m_2 = vcc_reduce_max(int, m_v_2);
    } else {
        i = t5;
        m_2 = t6;
    }
    for (; i < n; i++, m_2 = m_1) {
        long t10 = (long)i;
        int m = a[t10];
        if (m <= m_2) {
            m = m_2;
        }
        m_1 = b[t10];
        if (m_1 <= m) {
            m_1 = m;
        }
    }
    return m_2;
}

/* XOR and AND chains of bytes. */
unsigned char two_xors(int n, const unsigned char *p, const unsigned char *q) {
    unsigned char h;
    int t15;
    unsigned char t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar h_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar h_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduction_chain.c:54 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, p + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(p_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t5 = h_v ^ t4;
            vcc_v8_uchar q_v = vcc_load(vcc_v8_uchar, q + i_vec);
            vcc_v8_int t6 = __builtin_convertvector(__builtin_convertvector(q_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t7 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_short), vcc_v8_uchar);
            h_v = t5 ^ t7;
            long t8 = i_vec + 8L;
            vcc_v8_uchar p_v_1 = vcc_load(vcc_v8_uchar, p + t8);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(p_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t10 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t11 = h_v_1 ^ t10;
            vcc_v8_uchar q_v_1 = vcc_load(vcc_v8_uchar, q + t8);
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(q_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_short), vcc_v8_uchar);
            h_v_1 = t11 ^ t13;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t14 = h_v ^ h_v_1;
        t15 = (int)t2;
        t16 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t14, ^));
    } else {
        t15 = 0;
        t16 = (unsigned char)90;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar h_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduction_chain.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t15 + i_vec_1;
            vcc_v8_uchar p_v_2 = vcc_load(vcc_v8_uchar, p + t19);
            vcc_v8_int t20 = __builtin_convertvector(__builtin_convertvector(p_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t22 = h_v_2 ^ t21;
            vcc_v8_uchar q_v_2 = vcc_load(vcc_v8_uchar, q + t19);
            vcc_v8_int t23 = __builtin_convertvector(__builtin_convertvector(q_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_short), vcc_v8_uchar);
            h_v_2 = t22 ^ t24;
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t15 + t18);
        h = (unsigned char)(t16 ^ vcc_reduce(unsigned char, h_v_2, ^));
    } else {
        i = t15;
        h = t16;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        h = (unsigned char)((int)(unsigned char)((int)h ^ (int)p[t25]) ^ (int)q[t25]);
    }
    return h;
}

/* A float sum of two updates stays scalar without --fast-math: an in-order vector sum
   (ordered.rs) takes one update per iteration. */
float two_float_adds(int n, const float *a, const float *b) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s += b[i];
    }
    return s;
}

/* Must stay scalar. */
unsigned mixed_ops(int n, const int *a, const int *b) {
    unsigned s = 1;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s *= b[i] | 1u;
    }
    return s;
}

int middle_stored(int n, const int *a, const int *b, int *restrict mid) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        mid[i] = s;
        s += b[i];
    }
    return s;
}

int reversed_sub(int n, const int *a, const int *b) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s = b[i] - s;
    }
    return s;
}

int main(void) {
    int n;
    int t1;
    int t30;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *x = (int *)new_array(n, 4UL);
        int *y = (int *)new_array(n, 4UL);
        int *mid = (int *)new_array(n, 4UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        unsigned int *v = (unsigned int *)new_array(n, 4UL);
        unsigned char *p = (unsigned char *)new_array(n, 1UL);
        unsigned char *q = (unsigned char *)new_array(n, 1UL);
        void *t2 = new_array(n, 4UL);
        float *f = (float *)t2;
        void *t3 = new_array(n, 4UL);
        float *g = (float *)t3;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = -40 + (int)(next_rand() % 90U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = -3 + (int)(next_rand() % 9U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            u[fill_idx_2] = (unsigned int)(int)(next_rand() % 1073741824U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            v[fill_idx_3] = (unsigned int)(int)(next_rand() % 2147483648U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            p[fill_idx_4] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            q[fill_idx_5] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            f[fill_idx_6] = (float)(-8 + (int)(next_rand() % 17U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            g[fill_idx_7] = (float)(-2 + (int)(next_rand() % 5U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        long t7 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t9 = (long)((unsigned long)t3 - (unsigned long)t2);
        if ((t4 >= 32L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t5) | (((t7 <= 0L) | (t7 >= 128L)) & ((t8 <= 0L) | (t8 >= 128L)) & ((t9 <= 0L) | (t9 >= 128L))))) {
            long t10 = t4 & -32L;
            long i_vec = 0L;
            /* vcc: loop at reduction_chain.c:116 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                float *t11 = f + i_vec;
                vcc_v8_float f_v = vcc_load(vcc_v8_float, t11);
                vcc_v8_float t12 = f_v * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t11, t12);
                float *t13 = g + i_vec;
                vcc_v8_float g_v = vcc_load(vcc_v8_float, t13);
                vcc_v8_float t14 = g_v * (vcc_v8_float){0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f};
                vcc_store(t13, t14);
                long t15 = i_vec + 8L;
                float *t16 = f + t15;
                vcc_v8_float f_v_1 = vcc_load(vcc_v8_float, t16);
                vcc_v8_float t17 = f_v_1 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t16, t17);
                float *t18 = g + t15;
                vcc_v8_float g_v_1 = vcc_load(vcc_v8_float, t18);
                vcc_v8_float t19 = g_v_1 * (vcc_v8_float){0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f};
                vcc_store(t18, t19);
                long t20 = i_vec + 16L;
                float *t21 = f + t20;
                vcc_v8_float f_v_2 = vcc_load(vcc_v8_float, t21);
                vcc_v8_float t22 = f_v_2 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t21, t22);
                float *t23 = g + t20;
                vcc_v8_float g_v_2 = vcc_load(vcc_v8_float, t23);
                vcc_v8_float t24 = g_v_2 * (vcc_v8_float){0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f};
                vcc_store(t23, t24);
                long t25 = i_vec + 24L;
                float *t26 = f + t25;
                vcc_v8_float f_v_3 = vcc_load(vcc_v8_float, t26);
                vcc_v8_float t27 = f_v_3 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t26, t27);
                float *t28 = g + t25;
                vcc_v8_float g_v_3 = vcc_load(vcc_v8_float, t28);
                vcc_v8_float t29 = g_v_3 * (vcc_v8_float){0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f};
                vcc_store(t28, t29);
                i_vec += 32L;
            } while (i_vec < t10);
            t30 = (int)t10;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        unsigned long t32 = (unsigned long)t2;
        unsigned long t33 = (unsigned long)t3;
        long t34 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        long t35 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        long t36 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        if ((t31 >= 8L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | (((t34 <= 0L) | (t34 >= 32L)) & ((t35 <= 0L) | (t35 >= 32L)) & ((t36 <= 0L) | (t36 >= 32L))))) {
            long t37 = t31 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduction_chain.c:116 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t38 = (long)t30 + i_vec_1;
                float *t39 = f + t38;
                vcc_v8_float f_v_4 = vcc_load(vcc_v8_float, t39);
                vcc_v8_float t40 = f_v_4 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
                vcc_store(t39, t40);
                float *t41 = g + t38;
                vcc_v8_float g_v_4 = vcc_load(vcc_v8_float, t41);
                vcc_v8_float t42 = g_v_4 * (vcc_v8_float){0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f, 0.0015f};
                vcc_store(t41, t42);
                i_vec_1 += 8L;
            } while (i_vec_1 < t37);
            i = (int)((long)t30 + t37);
        } else {
            i = t30;
        }
        for (; i < n; i++) {
            long t43 = (long)i;
            float *t44 = f + t43;
            *t44 = *t44 * 0.37f;
            float *t45 = g + t43;
            *t45 = *t45 * 0.0015f;
        }
        unsigned char t46 = two_xors(n, p, q);
        const int *t47 = y;
        const int *t48 = x;
        int t49 = two_max(n, t48, t47);
        long t50 = three_updates(n, t48, t47);
        unsigned int t51 = add_then_sub(n, u, v);
        printf("n=%d adds=%d addsub=%u three=%ld max=%d xor=%u", n, two_adds(n, t48, t47), t51, t50, t49, (int)t46);
        unsigned int t52 = mixed_ops(n, t48, t47);
        printf(" fadds=%a mixed=%u", (double)two_float_adds(n, f, g), t52);
        printf(" mid=%d", middle_stored(n, t48, t47, mid));
        int t53 = reversed_sub(n, t48, t47);
        printf(" %llx rev=%d\n", (unsigned long long)hash_bytes((const void *)mid, (unsigned long)n * 4UL), t53);
        free((void *)x);
        free((void *)y);
        free((void *)mid);
        free((void *)u);
        free((void *)v);
        free((void *)p);
        free((void *)q);
        free((void *)f);
        free((void *)g);
    }
}
