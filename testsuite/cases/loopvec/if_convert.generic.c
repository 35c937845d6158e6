/* vcc: vector types and helpers */
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 13 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* The comparison takes the bytes' own lanes (narrow.rs): 32 per vector, whose masked byte
   stores (lane by lane but for AVX-512's k-masked ones) the cost model finds cheaper than the
   scalar loop, which loads a[i] once (cost 8 per iteration). */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v32_schar t5 = vcc_load(vcc_v32_schar, a + t4);
            vcc_v32_schar t6 = t5;
            vcc_m32 t7 = (vcc_m32)(t6 > (vcc_v32_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0});
            vcc_store_masked((signed char *)((unsigned long)b + (unsigned long)t4 * 1UL), t5, t7);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        signed char t9 = a[t8];
        if ((int)t9 > 0) {
            b[t8] = t9;
        }
    }
}

void nested_i16(int n, short *restrict c, const short *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_short t5 = vcc_load(vcc_v8_short, a + t4);
            vcc_v8_int t6 = __builtin_convertvector(t5, vcc_v8_int);
            vcc_m8 t7 = (vcc_m8)(t6 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t8 = (vcc_m8)(t6 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_m8 t9 = ~t8;
            vcc_m8 t10 = t7 & t9;
            vcc_v8_uint t11 = (vcc_v8_uint)t6;
            vcc_v8_uint t12 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t13 = t11 * t12;
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_short t15 = __builtin_convertvector(t14, vcc_v8_short);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t4 * 2UL), t15, t10);
            vcc_m8 t16 = t7 & t8;
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t4 * 2UL), ((vcc_v8_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), t16);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = (int)a[t17];
        if (t18 > 0) {
            if (t18 > 100) {
                c[t17] = (short)100;
            } else {
                c[t17] = (short)(t18 * 2);
            }
        }
    }
}

int sum_odd_i32(int n, const int *a) {
    int t19;
    int t20;
    int i;
    int s;
    int s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_v8_int t9 = t8 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t11 = (vcc_v8_uint)t8;
            vcc_v8_uint t12 = t2 + t11;
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t12, t2);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_v8_int t14 = t13 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t16 = (vcc_v8_uint)t13;
            vcc_v8_uint t17 = t3 + t16;
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t17, t3);
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t18 = t2 + t3;
        t19 = (int)t7;
        t20 = (int)vcc_reduce(unsigned int, t18, +);
    } else {
        t19 = 0;
        t20 = 0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t23 = vcc_load(vcc_v8_int, a + (int)((long)t19 + t4));
            vcc_v8_int t24 = t23 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t25 = (vcc_m8)(t24 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t26 = (vcc_v8_uint)t23;
            vcc_v8_uint t27 = t5 + t26;
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t27, t5);
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        s = (int)((unsigned int)t20 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++, s = s_1) {
        int t28 = a[i];
        if (t28 & 1) {
            s_1 = s + t28;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, b + t4);
            vcc_m8 t6 = (vcc_m8)(t5 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t7 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)t4 * 4UL), t6);
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t9 = t7 / t8;
            vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t11 = t7 % t10;
            vcc_v8_uint t12 = (vcc_v8_uint)t9;
            vcc_v8_uint t13 = (vcc_v8_uint)t11;
            vcc_v8_uint t14 = t12 + t13;
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t15, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(c + t4, t16);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = b[t17];
        if (t18 != 0) {
            int t19 = a[t17];
            c[t17] = t19 / t18 + t19 % t18;
        } else {
            c[t17] = -1;
        }
    }
}

void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uint t6 = vcc_load(vcc_v8_uint, s + t5);
            vcc_m8 t7 = (vcc_m8)(t6 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            vcc_v8_uint t8 = vcc_load_masked(vcc_v8_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t5 * 4UL), t7);
            vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t6, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t10 = t8 << t9;
            vcc_store_masked((unsigned int *)((unsigned long)c + (unsigned long)t5 * 4UL), t10, t7);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, s + t11);
            vcc_m8 t13 = (vcc_m8)(t12 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            vcc_v8_uint t14 = vcc_load_masked(vcc_v8_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t11 * 4UL), t13);
            vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t12, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t16 = t14 << t15;
            vcc_store_masked((unsigned int *)((unsigned long)c + (unsigned long)t11 * 4UL), t16, t13);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, s + t20);
            vcc_m8 t22 = (vcc_m8)(t21 < (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U});
            vcc_v8_uint t23 = vcc_load_masked(vcc_v8_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t20 * 4UL), t22);
            vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t21, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t25 = t23 << t24;
            vcc_store_masked((unsigned int *)((unsigned long)c + (unsigned long)t20 * 4UL), t25, t22);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned int t27 = s[t26];
        if (t27 < 32U) {
            c[t26] = a[t26] << t27;
        }
    }
}

void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    int t34;
    int i;
    int t56;
    int t57;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            const int *t7 = a + t6;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t9 = vcc_max(vcc_v8_int, t8, (vcc_v8_int)-(vcc_v8_uint)t8);
            vcc_store(c + t6, t9);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, t7);
            vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t12 = ~t11;
            vcc_m8 t13 = (vcc_m8)(t10 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t14 = ~t13;
            vcc_m8 t15 = t12 & t14;
            vcc_m8 t16 = t12 & t13;
            vcc_m8 t17 = t16 | t15;
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t18, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_store(d + t6, t19);
            long t20 = (long)(int)(t1 + 8L);
            const int *t21 = a + t20;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, t21);
            vcc_v8_int t23 = vcc_max(vcc_v8_int, t22, (vcc_v8_int)-(vcc_v8_uint)t22);
            vcc_store(c + t20, t23);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, t21);
            vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t26 = ~t25;
            vcc_m8 t27 = (vcc_m8)(t24 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t28 = ~t27;
            vcc_m8 t29 = t26 & t28;
            vcc_m8 t30 = t26 & t27;
            vcc_m8 t31 = t30 | t29;
            vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t32, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_store(d + t20, t33);
            t1 += 16L;
        } while (t1 < t5);
        t34 = (int)t5;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t2 = 0L;
        do {
            long t37 = (long)(int)((long)t34 + t2);
            const int *t38 = a + t37;
            vcc_v8_int t39 = vcc_load(vcc_v8_int, t38);
            vcc_v8_int t40 = vcc_max(vcc_v8_int, t39, (vcc_v8_int)-(vcc_v8_uint)t39);
            vcc_store(c + t37, t40);
            vcc_v8_int t41 = vcc_load(vcc_v8_int, t38);
            vcc_m8 t42 = (vcc_m8)(t41 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t43 = ~t42;
            vcc_m8 t44 = (vcc_m8)(t41 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t45 = ~t44;
            vcc_m8 t46 = t43 & t45;
            vcc_m8 t47 = t43 & t44;
            vcc_m8 t48 = t47 | t46;
            vcc_v8_int t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t48, t49, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_store(d + t37, t50);
            t2 += 8L;
        } while (t2 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int *t52 = c + t51;
        const int *t53 = a + t51;
        int t3 = *t53;
        if (t3 < 0) {
            t3 = -t3;
        }
        *t52 = t3;
        int *t54 = d + t51;
        int t55 = *t53;
        if (t55 > 0) {
            t57 = 1;
        } else {
            if (t55 < 0) {
                t56 = -1;
            } else {
                t56 = 0;
            }
            t57 = t56;
        }
        *t54 = t57;
    }
}

void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    int t57;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_long t6 = vcc_load(vcc_v4_long, a + t5);
            vcc_v4_long t7 = t6 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t8 = (vcc_v4_ulong)t6;
            vcc_v4_ulong t9 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t10 = t8 - t9;
            vcc_v4_long t11 = (vcc_v4_long)t10;
            vcc_v4_ulong t12 = (vcc_v4_ulong)t6;
            vcc_v4_ulong t13 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t14 = t12 * t13;
            vcc_v4_long t15 = (vcc_v4_long)t14;
            vcc_m4 t16 = __builtin_convertvector(t7 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t17 = vcc_select(vcc_v4_long, __builtin_convertvector(t16, vcc_v4_long), t15, t11);
            vcc_store(c + t5, t17);
            long t18 = (long)(int)(t1 + 4L);
            vcc_v4_long t19 = vcc_load(vcc_v4_long, a + t18);
            vcc_v4_long t20 = t19 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t21 = (vcc_v4_ulong)t19;
            vcc_v4_ulong t22 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t23 = t21 - t22;
            vcc_v4_long t24 = (vcc_v4_long)t23;
            vcc_v4_ulong t25 = (vcc_v4_ulong)t19;
            vcc_v4_ulong t26 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t27 = t25 * t26;
            vcc_v4_long t28 = (vcc_v4_long)t27;
            vcc_m4 t29 = __builtin_convertvector(t20 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t30 = vcc_select(vcc_v4_long, __builtin_convertvector(t29, vcc_v4_long), t28, t24);
            vcc_store(c + t18, t30);
            long t31 = (long)(int)(t1 + 8L);
            vcc_v4_long t32 = vcc_load(vcc_v4_long, a + t31);
            vcc_v4_long t33 = t32 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t34 = (vcc_v4_ulong)t32;
            vcc_v4_ulong t35 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t36 = t34 - t35;
            vcc_v4_long t37 = (vcc_v4_long)t36;
            vcc_v4_ulong t38 = (vcc_v4_ulong)t32;
            vcc_v4_ulong t39 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t40 = t38 * t39;
            vcc_v4_long t41 = (vcc_v4_long)t40;
            vcc_m4 t42 = __builtin_convertvector(t33 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t43 = vcc_select(vcc_v4_long, __builtin_convertvector(t42, vcc_v4_long), t41, t37);
            vcc_store(c + t31, t43);
            long t44 = (long)(int)(t1 + 12L);
            vcc_v4_long t45 = vcc_load(vcc_v4_long, a + t44);
            vcc_v4_long t46 = t45 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t47 = (vcc_v4_ulong)t45;
            vcc_v4_ulong t48 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t49 = t47 - t48;
            vcc_v4_long t50 = (vcc_v4_long)t49;
            vcc_v4_ulong t51 = (vcc_v4_ulong)t45;
            vcc_v4_ulong t52 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t53 = t51 * t52;
            vcc_v4_long t54 = (vcc_v4_long)t53;
            vcc_m4 t55 = __builtin_convertvector(t46 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t56 = vcc_select(vcc_v4_long, __builtin_convertvector(t55, vcc_v4_long), t54, t50);
            vcc_store(c + t44, t56);
            t1 += 16L;
        } while (t1 < t4);
        t57 = (int)t4;
    } else {
        t57 = 0;
    }
    long t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        long t59 = t58 & -4L;
        long t2 = 0L;
        do {
            long t60 = (long)(int)((long)t57 + t2);
            vcc_v4_long t61 = vcc_load(vcc_v4_long, a + t60);
            vcc_v4_long t62 = t61 & (vcc_v4_long){1L, 1L, 1L, 1L};
            vcc_v4_ulong t63 = (vcc_v4_ulong)t61;
            vcc_v4_ulong t64 = (vcc_v4_ulong)(vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_v4_ulong t65 = t63 - t64;
            vcc_v4_long t66 = (vcc_v4_long)t65;
            vcc_v4_ulong t67 = (vcc_v4_ulong)t61;
            vcc_v4_ulong t68 = (vcc_v4_ulong)(vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_ulong t69 = t67 * t68;
            vcc_v4_long t70 = (vcc_v4_long)t69;
            vcc_m4 t71 = __builtin_convertvector(t62 != (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_long t72 = vcc_select(vcc_v4_long, __builtin_convertvector(t71, vcc_v4_long), t70, t66);
            vcc_store(c + t60, t72);
            t2 += 4L;
        } while (t2 < t59);
        i = (int)((long)t57 + t59);
    } else {
        i = t57;
    }
    for (; i < n; i++) {
        long t73 = (long)i;
        long t74 = a[t73];
        if (t74 & 1L) {
            c[t73] = t74 * 3L;
        } else {
            c[t73] = t74 - 7L;
        }
    }
}

long sum_neg_i64(int n, const long *a) {
    int t29;
    long t30;
    int i;
    long s;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_long t10 = vcc_load(vcc_v4_long, a + (int)t1);
            vcc_m4 t11 = __builtin_convertvector(t10 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t12 = (vcc_v4_ulong)t10;
            vcc_v4_ulong t13 = t2 + t12;
            t2 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), t13, t2);
            vcc_v4_long t14 = vcc_load(vcc_v4_long, a + (int)(t1 + 4L));
            vcc_m4 t15 = __builtin_convertvector(t14 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t16 = (vcc_v4_ulong)t14;
            vcc_v4_ulong t17 = t3 + t16;
            t3 = vcc_select(vcc_v4_long, __builtin_convertvector(t15, vcc_v4_long), t17, t3);
            vcc_v4_long t18 = vcc_load(vcc_v4_long, a + (int)(t1 + 8L));
            vcc_m4 t19 = __builtin_convertvector(t18 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t20 = (vcc_v4_ulong)t18;
            vcc_v4_ulong t21 = t4 + t20;
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t19, vcc_v4_long), t21, t4);
            vcc_v4_long t22 = vcc_load(vcc_v4_long, a + (int)(t1 + 12L));
            vcc_m4 t23 = __builtin_convertvector(t22 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t24 = (vcc_v4_ulong)t22;
            vcc_v4_ulong t25 = t5 + t24;
            t5 = vcc_select(vcc_v4_long, __builtin_convertvector(t23, vcc_v4_long), t25, t5);
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t26 = t2 + t3;
        vcc_v4_ulong t27 = t26 + t4;
        vcc_v4_ulong t28 = t27 + t5;
        t29 = (int)t9;
        t30 = (long)vcc_reduce(unsigned long, t28, +);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_long t33 = vcc_load(vcc_v4_long, a + (int)((long)t29 + t6));
            vcc_m4 t34 = __builtin_convertvector(t33 < (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t35 = (vcc_v4_ulong)t33;
            vcc_v4_ulong t36 = t7 + t35;
            t7 = vcc_select(vcc_v4_long, __builtin_convertvector(t34, vcc_v4_long), t36, t7);
            t6 += 4L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = (long)((unsigned long)t30 + vcc_reduce(unsigned long, t7, +));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++, s = s_1) {
        long t37 = a[i];
        if (t37 < 0L) {
            s_1 = s + t37;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    int t59;
    int i;
    float x_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t5 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_float t6 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, a + t7);
            vcc_m8 t9 = (vcc_m8)(t8 < t5);
            vcc_m8 t10 = ~t9;
            vcc_m8 t11 = (vcc_m8)(t8 > t6);
            vcc_m8 t12 = t10 & t11;
            vcc_m8 t13 = ~t11;
            vcc_m8 t14 = t10 & t13;
            vcc_m8 t15 = t12 | t14;
            vcc_m8 t16 = ~t11;
            vcc_m8 t17 = t10 & t16;
            vcc_v8_float t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t8, t6);
            vcc_v8_float t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t18, t5);
            vcc_store(c + t7, t19);
            long t20 = (long)(int)(t1 + 8L);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, a + t20);
            vcc_m8 t22 = (vcc_m8)(t21 < t5);
            vcc_m8 t23 = ~t22;
            vcc_m8 t24 = (vcc_m8)(t21 > t6);
            vcc_m8 t25 = t23 & t24;
            vcc_m8 t26 = ~t24;
            vcc_m8 t27 = t23 & t26;
            vcc_m8 t28 = t25 | t27;
            vcc_m8 t29 = ~t24;
            vcc_m8 t30 = t23 & t29;
            vcc_v8_float t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t21, t6);
            vcc_v8_float t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t31, t5);
            vcc_store(c + t20, t32);
            long t33 = (long)(int)(t1 + 16L);
            vcc_v8_float t34 = vcc_load(vcc_v8_float, a + t33);
            vcc_m8 t35 = (vcc_m8)(t34 < t5);
            vcc_m8 t36 = ~t35;
            vcc_m8 t37 = (vcc_m8)(t34 > t6);
            vcc_m8 t38 = t36 & t37;
            vcc_m8 t39 = ~t37;
            vcc_m8 t40 = t36 & t39;
            vcc_m8 t41 = t38 | t40;
            vcc_m8 t42 = ~t37;
            vcc_m8 t43 = t36 & t42;
            vcc_v8_float t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t34, t6);
            vcc_v8_float t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t44, t5);
            vcc_store(c + t33, t45);
            long t46 = (long)(int)(t1 + 24L);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, a + t46);
            vcc_m8 t48 = (vcc_m8)(t47 < t5);
            vcc_m8 t49 = ~t48;
            vcc_m8 t50 = (vcc_m8)(t47 > t6);
            vcc_m8 t51 = t49 & t50;
            vcc_m8 t52 = ~t50;
            vcc_m8 t53 = t49 & t52;
            vcc_m8 t54 = t51 | t53;
            vcc_m8 t55 = ~t50;
            vcc_m8 t56 = t49 & t55;
            vcc_v8_float t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t47, t6);
            vcc_v8_float t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, t57, t5);
            vcc_store(c + t46, t58);
            t1 += 32L;
        } while (t1 < t4);
        t59 = (int)t4;
    } else {
        t59 = 0;
    }
    long t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        long t61 = t60 & -8L;
        vcc_v8_float t62 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_float t63 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        long t2 = 0L;
        do {
            long t64 = (long)(int)((long)t59 + t2);
            vcc_v8_float t65 = vcc_load(vcc_v8_float, a + t64);
            vcc_m8 t66 = (vcc_m8)(t65 < t62);
            vcc_m8 t67 = ~t66;
            vcc_m8 t68 = (vcc_m8)(t65 > t63);
            vcc_m8 t69 = t67 & t68;
            vcc_m8 t70 = ~t68;
            vcc_m8 t71 = t67 & t70;
            vcc_m8 t72 = t69 | t71;
            vcc_m8 t73 = ~t68;
            vcc_m8 t74 = t67 & t73;
            vcc_v8_float t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t74, t65, t63);
            vcc_v8_float t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, t75, t62);
            vcc_store(c + t64, t76);
            t2 += 8L;
        } while (t2 < t61);
        i = (int)((long)t59 + t61);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        long t77 = (long)i;
        float x = a[t77];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t77] = x_1;
    }
}

void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, a + t4);
            vcc_m8 t6 = (vcc_m8)(t5 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}));
            vcc_v8_float t8 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t7[0]));
            vcc_v8_float t9 = vcc_insert(t8, 1, sqrtf(t7[1]));
            vcc_v8_float t10 = vcc_insert(t9, 2, sqrtf(t7[2]));
            vcc_v8_float t11 = vcc_insert(t10, 3, sqrtf(t7[3]));
            vcc_v8_float t12 = vcc_insert(t11, 4, sqrtf(t7[4]));
            vcc_v8_float t13 = vcc_insert(t12, 5, sqrtf(t7[5]));
            vcc_v8_float t14 = vcc_insert(t13, 6, sqrtf(t7[6]));
            vcc_v8_float t15 = vcc_insert(t14, 7, sqrtf(t7[7]));
            vcc_v8_float t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t15, ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(c + t4, t16);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = a[t17];
        if (t18 >= 0.0f) {
            c[t17] = sqrtf(t18);
        } else {
            c[t17] = 0.0f;
        }
    }
}

void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t33;
    int i;
    double t47;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = vcc_load(vcc_v4_double, b + t5);
            vcc_m4 t8 = __builtin_convertvector(t6 > t7, vcc_m4);
            vcc_v4_double t9 = t7 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t10 = t6 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t11 = vcc_select(vcc_v4_long, __builtin_convertvector(t8, vcc_v4_long), t10, t9);
            vcc_store(c + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            vcc_v4_double t13 = vcc_load(vcc_v4_double, a + t12);
            vcc_v4_double t14 = vcc_load(vcc_v4_double, b + t12);
            vcc_m4 t15 = __builtin_convertvector(t13 > t14, vcc_m4);
            vcc_v4_double t16 = t14 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t17 = t13 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t18 = vcc_select(vcc_v4_long, __builtin_convertvector(t15, vcc_v4_long), t17, t16);
            vcc_store(c + t12, t18);
            long t19 = (long)(int)(t1 + 8L);
            vcc_v4_double t20 = vcc_load(vcc_v4_double, a + t19);
            vcc_v4_double t21 = vcc_load(vcc_v4_double, b + t19);
            vcc_m4 t22 = __builtin_convertvector(t20 > t21, vcc_m4);
            vcc_v4_double t23 = t21 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t24 = t20 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t25 = vcc_select(vcc_v4_long, __builtin_convertvector(t22, vcc_v4_long), t24, t23);
            vcc_store(c + t19, t25);
            long t26 = (long)(int)(t1 + 12L);
            vcc_v4_double t27 = vcc_load(vcc_v4_double, a + t26);
            vcc_v4_double t28 = vcc_load(vcc_v4_double, b + t26);
            vcc_m4 t29 = __builtin_convertvector(t27 > t28, vcc_m4);
            vcc_v4_double t30 = t28 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t31 = t27 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t32 = vcc_select(vcc_v4_long, __builtin_convertvector(t29, vcc_v4_long), t31, t30);
            vcc_store(c + t26, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            vcc_v4_double t37 = vcc_load(vcc_v4_double, a + t36);
            vcc_v4_double t38 = vcc_load(vcc_v4_double, b + t36);
            vcc_m4 t39 = __builtin_convertvector(t37 > t38, vcc_m4);
            vcc_v4_double t40 = t38 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t41 = t37 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t42 = vcc_select(vcc_v4_long, __builtin_convertvector(t39, vcc_v4_long), t41, t40);
            vcc_store(c + t36, t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        double *t44 = c + t43;
        double t45 = a[t43];
        double t46 = b[t43];
        if (t45 > t46) {
            t47 = t45 * 2.0;
        } else {
            t47 = t46 + 1.0;
        }
        *t44 = t47;
    }
}

void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    int t33;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v4_int t7 = (vcc_v4_int){k, k, k, k};
        vcc_v4_int t8 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t9 = (vcc_v4_uint)t8;
        vcc_v4_uint t1 = t9 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        do {
            vcc_v4_int t10 = (vcc_v4_int)t1;
            vcc_m4 t11 = (vcc_m4)(t10 < t7);
            long t12 = (long)(int)t2;
            vcc_v4_double t13 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t12 * 8UL), t11);
            vcc_v4_double t14 = t13 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t12 * 8UL), t14, t11);
            vcc_v4_uint t15 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t16 = (vcc_v4_int)t15;
            vcc_m4 t17 = (vcc_m4)(t16 < t7);
            long t18 = (long)(int)(t2 + 4L);
            vcc_v4_double t19 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t18 * 8UL), t17);
            vcc_v4_double t20 = t19 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t18 * 8UL), t20, t17);
            vcc_v4_uint t21 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int t22 = (vcc_v4_int)t21;
            vcc_m4 t23 = (vcc_m4)(t22 < t7);
            long t24 = (long)(int)(t2 + 8L);
            vcc_v4_double t25 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t24 * 8UL), t23);
            vcc_v4_double t26 = t25 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t24 * 8UL), t26, t23);
            vcc_v4_uint t27 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int t28 = (vcc_v4_int)t27;
            vcc_m4 t29 = (vcc_m4)(t28 < t7);
            long t30 = (long)(int)(t2 + 12L);
            vcc_v4_double t31 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t30 * 8UL), t29);
            vcc_v4_double t32 = t31 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t30 * 8UL), t32, t29);
            t2 += 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t33 = (int)t6;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        vcc_v4_int t36 = (vcc_v4_int){k, k, k, k};
        vcc_v4_int t37 = (vcc_v4_int){t33, t33, t33, t33};
        vcc_v4_uint t38 = (vcc_v4_uint)t37;
        vcc_v4_uint t3 = t38 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t4 = 0L;
        do {
            vcc_v4_int t39 = (vcc_v4_int)t3;
            vcc_m4 t40 = (vcc_m4)(t39 < t36);
            long t41 = (long)(int)((long)t33 + t4);
            vcc_v4_double t42 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)h + (unsigned long)t41 * 8UL), t40);
            vcc_v4_double t43 = t42 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store_masked((double *)((unsigned long)c + (unsigned long)t41 * 8UL), t43, t40);
            t4 += 4L;
            t3 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (t4 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t44 = (long)i;
            c[t44] = h[t44] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
int max_if_i32(int n, const int *a) {
    int m;
    int t17;
    int t18;
    int i;
    int m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        vcc_v8_int t1 = vcc_splat(vcc_v8_int, (-2147483647 - 1));
        long t2 = 0L;
        vcc_v8_int t3 = t1;
        vcc_v8_int t4 = t1;
        vcc_v8_int t5 = t1;
        do {
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t2);
            t1 = vcc_max(vcc_v8_int, t10, t1);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t2 + 8L));
            t3 = vcc_max(vcc_v8_int, t11, t3);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t2 + 16L));
            t4 = vcc_max(vcc_v8_int, t12, t4);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)(t2 + 24L));
            t5 = vcc_max(vcc_v8_int, t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        vcc_v8_int t14 = vcc_max(vcc_v8_int, t1, t3);
        vcc_v8_int t15 = vcc_max(vcc_v8_int, t14, t4);
        vcc_v8_int t16 = vcc_max(vcc_v8_int, t15, t5);
        t17 = (int)t9;
        t18 = vcc_reduce_max(int, t16);
    } else {
        t17 = 0;
        t18 = (-2147483647 - 1);
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t6 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        long t7 = 0L;
        do {
            vcc_v8_int t21 = vcc_load(vcc_v8_int, a + (int)((long)t17 + t7));
            t6 = vcc_max(vcc_v8_int, t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_reduce_max(int, t6);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int main(void) {
    int n;
    int t3;
    int t13;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        signed char *a8 = (signed char *)new_array(n, 1UL);
        signed char *b8 = (signed char *)new_array(n, 1UL);
        short *a16 = (short *)new_array(n, 2UL);
        short *c16 = (short *)new_array(n, 2UL);
        int *a32 = (int *)new_array(n, 4UL);
        int *b32 = (int *)new_array(n, 4UL);
        int *c32 = (int *)new_array(n, 4UL);
        int *d32 = (int *)new_array(n, 4UL);
        unsigned int *au = (unsigned int *)new_array(n, 4UL);
        unsigned int *su = (unsigned int *)new_array(n, 4UL);
        unsigned int *cu = (unsigned int *)new_array(n, 4UL);
        long *a64 = (long *)new_array(n, 8UL);
        long *c64 = (long *)new_array(n, 8UL);
        float *af = (float *)new_array(n, 4UL);
        float *cf = (float *)new_array(n, 4UL);
        double *ad = (double *)new_array(n, 8UL);
        double *bd = (double *)new_array(n, 8UL);
        double *cd = (double *)new_array(n, 8UL);
        int t4 = n / 2;
        double *hd = (double *)new_array(t4, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)(next_rand() % 10U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)(next_rand() % 7U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = (int)(next_rand() % 10U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(int)(next_rand() % 100000U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(int)(next_rand() % 40U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(int)(next_rand() % 10U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_14 = 0; fill_idx_14 < t4; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)(next_rand() % 10U);
        }
        long t5 = (long)n;
        if (t5 >= 16L) {
            long t6 = t5 & -16L;
            long t1 = 0L;
            do {
                float *t7 = af + (int)t1;
                vcc_v8_float t8 = vcc_load(vcc_v8_float, t7);
                vcc_v8_float t9 = t8 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t7, t9);
                float *t10 = af + (int)(t1 + 8L);
                vcc_v8_float t11 = vcc_load(vcc_v8_float, t10);
                vcc_v8_float t12 = t11 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t10, t12);
                t1 += 16L;
            } while (t1 < t6);
            t13 = (int)t6;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            long t2 = 0L;
            do {
                float *t16 = af + (int)((long)t13 + t2);
                vcc_v8_float t17 = vcc_load(vcc_v8_float, t16);
                vcc_v8_float t18 = t17 / (vcc_v8_float){7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f, 7.0f};
                vcc_store(t16, t18);
                t2 += 8L;
            } while (t2 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            float *t19 = af + i;
            *t19 = *t19 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t20 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, t20 * 1UL));
        nested_i16(n, c16, a16);
        const int *t21 = a32;
        int t22 = sum_odd_i32(n, t21);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, t20 * 2UL), t22);
        div_i32(n, c32, t21, b32);
        unsigned long t23 = t20 * 4UL;
        const void *t24 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)hash_bytes(t24, t23));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, t23));
        abs_sign_i32(n, c32, d32, t21);
        unsigned long t25 = hash_bytes((const void *)d32, t23);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes(t24, t23), (unsigned long long)t25);
        const long *t26 = a64;
        odd_even_i64(n, c64, t26);
        long t27 = sum_neg_i64(n, t26);
        unsigned long t28 = t20 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, t28), t27);
        const float *t29 = af;
        clamp_f32(n, cf, t29, -10.5f, 20.25f);
        const void *t30 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)hash_bytes(t30, t23));
        sqrt_pos_f32(n, cf, t29);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes(t30, t23));
        pick_f64(n, cd, ad, bd);
        const void *t31 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)hash_bytes(t31, t28));
        guarded_f64(n, t4, cd, hd);
        int t32 = max_if_i32(n, t21);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes(t31, t28), t32);
        free((void *)a8);
        free((void *)b8);
        free((void *)a16);
        free((void *)c16);
        free((void *)a32);
        free((void *)b32);
        free((void *)c32);
        free((void *)d32);
        free((void *)au);
        free((void *)su);
        free((void *)cu);
        free((void *)a64);
        free((void *)c64);
        free((void *)af);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)hd);
    }
}
