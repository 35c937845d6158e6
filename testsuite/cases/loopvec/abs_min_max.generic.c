/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 14 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    int t10;
    int i;
    int t17;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int hi_v = (vcc_v8_int){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int v_v = vcc_max(vcc_v8_int, b_v, (vcc_v8_int)-(vcc_v8_uint)b_v);
            vcc_v8_int t3 = vcc_min(vcc_v8_int, hi_v, v_v);
            vcc_store(a + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t4);
            vcc_v8_int v_v_1 = vcc_max(vcc_v8_int, b_v_1, (vcc_v8_int)-(vcc_v8_uint)b_v_1);
            vcc_v8_int t5 = vcc_min(vcc_v8_int, hi_v, v_v_1);
            vcc_store(a + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int v_v_2 = vcc_max(vcc_v8_int, b_v_2, (vcc_v8_int)-(vcc_v8_uint)b_v_2);
            vcc_v8_int t7 = vcc_min(vcc_v8_int, hi_v, v_v_2);
            vcc_store(a + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int v_v_3 = vcc_max(vcc_v8_int, b_v_3, (vcc_v8_int)-(vcc_v8_uint)b_v_3);
            vcc_v8_int t9 = vcc_min(vcc_v8_int, hi_v, v_v_3);
            vcc_store(a + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_int hi_v_1 = (vcc_v8_int){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int v_v_4 = vcc_max(vcc_v8_int, b_v_4, (vcc_v8_int)-(vcc_v8_uint)b_v_4);
            vcc_v8_int t14 = vcc_min(vcc_v8_int, hi_v_1, v_v_4);
            vcc_store(a + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int v = b[t15];
        if (v < 0) {
            v = -v;
        }
        int *t16 = a + t15;
        if (v > hi) {
            t17 = hi;
        } else {
            t17 = v;
        }
        *t16 = t17;
    }
}

/* A helper with branches that compares its value with both bounds, inlined: min then max
   where lo <= hi; with the bounds the other way round (every value gives lo) it stays two
   selects. */
static int clamp_both(int v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

void clamp_both_i32(int n, int *restrict a, const int *restrict b) {
    int t43;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t4 = b_v + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t5 = (vcc_m8)(t4 < (vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000});
            vcc_m8 t6 = ~t5;
            vcc_m8 t7 = (vcc_m8)(t4 > (vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000});
            vcc_m8 t8 = t6 & t7;
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000}), ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
            vcc_m8 t10 = ~t7;
            vcc_m8 t11 = t6 & t10;
            vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t4, t9);
            vcc_store(a + i_vec, t12);
            long t13 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int t14 = b_v_1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t15 = (vcc_m8)(t14 < (vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000});
            vcc_m8 t16 = ~t15;
            vcc_m8 t17 = (vcc_m8)(t14 > (vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000});
            vcc_m8 t18 = t16 & t17;
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000}), ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
            vcc_m8 t20 = ~t17;
            vcc_m8 t21 = t16 & t20;
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t14, t19);
            vcc_store(a + t13, t22);
            long t23 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t23);
            vcc_v8_int t24 = b_v_2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t25 = (vcc_m8)(t24 < (vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000});
            vcc_m8 t26 = ~t25;
            vcc_m8 t27 = (vcc_m8)(t24 > (vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000});
            vcc_m8 t28 = t26 & t27;
            vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000}), ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
            vcc_m8 t30 = ~t27;
            vcc_m8 t31 = t26 & t30;
            vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t24, t29);
            vcc_store(a + t23, t32);
            long t33 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t33);
            vcc_v8_int t34 = b_v_3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t35 = (vcc_m8)(t34 < (vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000});
            vcc_m8 t36 = ~t35;
            vcc_m8 t37 = (vcc_m8)(t34 > (vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000});
            vcc_m8 t38 = t36 & t37;
            vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, ((vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000}), ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
            vcc_m8 t40 = ~t37;
            vcc_m8 t41 = t36 & t40;
            vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t34, t39);
            vcc_store(a + t33, t42);
            i_vec += 32L;
        } while (i_vec < t3);
        t43 = (int)t3;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 8L) {
        long t45 = t44 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t46 = (long)t43 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t46);
            vcc_v8_int t47 = b_v_4 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t48 = (vcc_m8)(t47 < (vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000});
            vcc_m8 t49 = ~t48;
            vcc_m8 t50 = (vcc_m8)(t47 > (vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000});
            vcc_m8 t51 = t49 & t50;
            vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t51, ((vcc_v8_int){4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000}), ((vcc_v8_int){-1000, -1000, -1000, -1000, -1000, -1000, -1000, -1000}));
            vcc_m8 t53 = ~t50;
            vcc_m8 t54 = t49 & t53;
            vcc_v8_int t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, t47, t52);
            vcc_store(a + t46, t55);
            i_vec_1 += 8L;
        } while (i_vec_1 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        int *t57 = a + t56;
        int t1 = b[t56] + 3;
        if (t1 < -1000) {
            t1 = -1000;
        } else if (t1 > 4000) {
            t1 = 4000;
        }
        *t57 = t1;
    }
}

void clamp_crossed_i32(int n, int *restrict a, const int *restrict b) {
    int t39;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_m8 t4 = (vcc_m8)(b_v < (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t5 = ~t4;
            vcc_m8 t6 = (vcc_m8)(b_v > (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40});
            vcc_m8 t7 = t5 & t6;
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40}), ((vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50}));
            vcc_m8 t9 = ~t6;
            vcc_m8 t10 = t5 & t9;
            vcc_v8_int t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, b_v, t8);
            vcc_store(a + i_vec, t11);
            long t12 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t12);
            vcc_m8 t13 = (vcc_m8)(b_v_1 < (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t14 = ~t13;
            vcc_m8 t15 = (vcc_m8)(b_v_1 > (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40});
            vcc_m8 t16 = t14 & t15;
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40}), ((vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50}));
            vcc_m8 t18 = ~t15;
            vcc_m8 t19 = t14 & t18;
            vcc_v8_int t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, b_v_1, t17);
            vcc_store(a + t12, t20);
            long t21 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t21);
            vcc_m8 t22 = (vcc_m8)(b_v_2 < (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t23 = ~t22;
            vcc_m8 t24 = (vcc_m8)(b_v_2 > (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40});
            vcc_m8 t25 = t23 & t24;
            vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40}), ((vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50}));
            vcc_m8 t27 = ~t24;
            vcc_m8 t28 = t23 & t27;
            vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, b_v_2, t26);
            vcc_store(a + t21, t29);
            long t30 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t30);
            vcc_m8 t31 = (vcc_m8)(b_v_3 < (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t32 = ~t31;
            vcc_m8 t33 = (vcc_m8)(b_v_3 > (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40});
            vcc_m8 t34 = t32 & t33;
            vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40}), ((vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50}));
            vcc_m8 t36 = ~t33;
            vcc_m8 t37 = t32 & t36;
            vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, b_v_3, t35);
            vcc_store(a + t30, t38);
            i_vec += 32L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t42);
            vcc_m8 t43 = (vcc_m8)(b_v_4 < (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50});
            vcc_m8 t44 = ~t43;
            vcc_m8 t45 = (vcc_m8)(b_v_4 > (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40});
            vcc_m8 t46 = t44 & t45;
            vcc_v8_int t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40}), ((vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50}));
            vcc_m8 t48 = ~t45;
            vcc_m8 t49 = t44 & t48;
            vcc_v8_int t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, b_v_4, t47);
            vcc_store(a + t42, t50);
            i_vec_1 += 8L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int *t52 = a + t51;
        int t1 = b[t51];
        if (t1 < 50) {
            t1 = 50;
        } else if (t1 > 40) {
            t1 = 40;
        }
        *t52 = t1;
    }
}

void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t5 = vcc_max(vcc_v8_int, t4, (vcc_v8_int)-(vcc_v8_uint)t4);
            vcc_v8_schar t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t7);
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t9 = vcc_max(vcc_v8_int, t8, (vcc_v8_int)-(vcc_v8_uint)t8);
            vcc_v8_schar t10 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t7, t10);
            long t11 = i_vec + 16L;
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t11);
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t13 = vcc_max(vcc_v8_int, t12, (vcc_v8_int)-(vcc_v8_uint)t12);
            vcc_v8_schar t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t11, t14);
            long t15 = i_vec + 24L;
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t15);
            vcc_v8_int t16 = __builtin_convertvector(__builtin_convertvector(b_v_3, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t17 = vcc_max(vcc_v8_int, t16, (vcc_v8_int)-(vcc_v8_uint)t16);
            vcc_v8_schar t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t15, t18);
            i_vec += 32L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t22);
            vcc_v8_int t23 = __builtin_convertvector(__builtin_convertvector(b_v_4, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t24 = vcc_max(vcc_v8_int, t23, (vcc_v8_int)-(vcc_v8_uint)t23);
            vcc_v8_schar t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        signed char *t27 = a + t26;
        int t1 = (int)b[t26];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t27 = (signed char)t1;
    }
}

void abs_i16(int n, short *restrict a, const short *restrict b) {
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = vcc_max(vcc_v8_int, t4, (vcc_v8_int)-(vcc_v8_uint)t4);
            vcc_v8_short t6 = __builtin_convertvector(t5, vcc_v8_short);
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t7);
            vcc_v8_int t8 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t9 = vcc_max(vcc_v8_int, t8, (vcc_v8_int)-(vcc_v8_uint)t8);
            vcc_v8_short t10 = __builtin_convertvector(t9, vcc_v8_short);
            vcc_store(a + t7, t10);
            long t11 = i_vec + 16L;
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t11);
            vcc_v8_int t12 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t13 = vcc_max(vcc_v8_int, t12, (vcc_v8_int)-(vcc_v8_uint)t12);
            vcc_v8_short t14 = __builtin_convertvector(t13, vcc_v8_short);
            vcc_store(a + t11, t14);
            long t15 = i_vec + 24L;
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t15);
            vcc_v8_int t16 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t17 = vcc_max(vcc_v8_int, t16, (vcc_v8_int)-(vcc_v8_uint)t16);
            vcc_v8_short t18 = __builtin_convertvector(t17, vcc_v8_short);
            vcc_store(a + t15, t18);
            i_vec += 32L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t22);
            vcc_v8_int t23 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t24 = vcc_max(vcc_v8_int, t23, (vcc_v8_int)-(vcc_v8_uint)t23);
            vcc_v8_short t25 = __builtin_convertvector(t24, vcc_v8_short);
            vcc_store(a + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        short *t27 = a + t26;
        int t1 = (int)b[t26];
        if (0 > t1) {
            t1 = -t1;
        }
        *t27 = (short)t1;
    }
}

void abs_i64(int n, long *restrict a, const long *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long t4 = vcc_max(vcc_v4_long, b_v, (vcc_v4_long)-(vcc_v4_ulong)b_v);
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t5);
            vcc_v4_long t6 = vcc_max(vcc_v4_long, b_v_1, (vcc_v4_long)-(vcc_v4_ulong)b_v_1);
            vcc_store(a + t5, t6);
            long t7 = i_vec + 8L;
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t7);
            vcc_v4_long t8 = vcc_max(vcc_v4_long, b_v_2, (vcc_v4_long)-(vcc_v4_ulong)b_v_2);
            vcc_store(a + t7, t8);
            long t9 = i_vec + 12L;
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t9);
            vcc_v4_long t10 = vcc_max(vcc_v4_long, b_v_3, (vcc_v4_long)-(vcc_v4_ulong)b_v_3);
            vcc_store(a + t9, t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t14);
            vcc_v4_long t15 = vcc_max(vcc_v4_long, b_v_4, (vcc_v4_long)-(vcc_v4_ulong)b_v_4);
            vcc_store(a + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        long *t17 = a + t16;
        long t1 = b[t16];
        if (t1 <= 0L) {
            t1 = -t1;
        }
        *t17 = t1;
    }
}

void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v16_uchar lo_v = (vcc_v16_uchar){lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v16_uchar hi_v = (vcc_v16_uchar){hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:53 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_m16 t5 = __builtin_convertvector(b_v < lo_v, vcc_m16);
            vcc_v16_uchar t6 = vcc_min(vcc_v16_schar, hi_v, b_v);
            vcc_v16_uchar t7 = vcc_select(vcc_v16_schar, __builtin_convertvector(t5, vcc_v16_schar), lo_v, t6);
            vcc_store(a + i_vec, t7);
            i_vec += 16L;
        } while (i_vec < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        unsigned char *t9 = a + t8;
        int t10 = (int)b[t8];
        int t1 = (int)lo;
        if (t10 >= t1) {
            int t2 = (int)hi;
            if (t10 <= t2) {
                t2 = t10;
            }
            t1 = t2;
        }
        *t9 = (unsigned char)t1;
    }
}

void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v16_short lo_v = (vcc_v16_short){lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v16_short hi_v = (vcc_v16_short){hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:58 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_m16 t5 = (vcc_m16)(b_v < lo_v);
            vcc_v16_short t6 = vcc_min(vcc_v16_short, hi_v, b_v);
            vcc_v16_short t7 = vcc_select(vcc_v16_short, (vcc_v16_short)t5, lo_v, t6);
            vcc_store(a + i_vec, t7);
            i_vec += 16L;
        } while (i_vec < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        short *t9 = a + t8;
        int t10 = (int)b[t8];
        int t1 = (int)lo;
        if (t10 >= t1) {
            int t2 = (int)hi;
            if (t10 <= t2) {
                t2 = t10;
            }
            t1 = t2;
        }
        *t9 = (short)t1;
    }
}

void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v16_ushort hi_v = (vcc_v16_ushort){hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:63 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort b_v = vcc_load(vcc_v16_ushort, b + i_vec);
            vcc_v16_ushort t4 = vcc_min(vcc_v16_short, hi_v, b_v);
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_ushort b_v_1 = vcc_load(vcc_v16_ushort, b + t5);
            vcc_v16_ushort t6 = vcc_min(vcc_v16_short, hi_v, b_v_1);
            vcc_store(a + t5, t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v16_ushort hi_v_1 = (vcc_v16_ushort){hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:63 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            vcc_v16_ushort b_v_2 = vcc_load(vcc_v16_ushort, b + t10);
            vcc_v16_ushort t11 = vcc_min(vcc_v16_short, hi_v_1, b_v_2);
            vcc_store(a + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        unsigned short *t13 = a + t12;
        int t14 = (int)b[t12];
        int t1 = (int)hi;
        if (t14 < t1) {
            t1 = t14;
        }
        *t13 = (unsigned short)t1;
    }
}

void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    int t10;
    int i;
    unsigned int t17;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_uint lo_v = (vcc_v8_uint){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uint hi_v = (vcc_v8_uint){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:68 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + i_vec);
            vcc_v8_uint v_v = vcc_max(vcc_v8_int, b_v, lo_v);
            vcc_v8_uint t3 = vcc_min(vcc_v8_int, hi_v, v_v);
            vcc_store(a + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_uint b_v_1 = vcc_load(vcc_v8_uint, b + t4);
            vcc_v8_uint v_v_1 = vcc_max(vcc_v8_int, b_v_1, lo_v);
            vcc_v8_uint t5 = vcc_min(vcc_v8_int, hi_v, v_v_1);
            vcc_store(a + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_uint b_v_2 = vcc_load(vcc_v8_uint, b + t6);
            vcc_v8_uint v_v_2 = vcc_max(vcc_v8_int, b_v_2, lo_v);
            vcc_v8_uint t7 = vcc_min(vcc_v8_int, hi_v, v_v_2);
            vcc_store(a + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_uint b_v_3 = vcc_load(vcc_v8_uint, b + t8);
            vcc_v8_uint v_v_3 = vcc_max(vcc_v8_int, b_v_3, lo_v);
            vcc_v8_uint t9 = vcc_min(vcc_v8_int, hi_v, v_v_3);
            vcc_store(a + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_uint lo_v_1 = (vcc_v8_uint){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uint hi_v_1 = (vcc_v8_uint){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_uint b_v_4 = vcc_load(vcc_v8_uint, b + t13);
            vcc_v8_uint v_v_4 = vcc_max(vcc_v8_int, b_v_4, lo_v_1);
            vcc_v8_uint t14 = vcc_min(vcc_v8_int, hi_v_1, v_v_4);
            vcc_store(a + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        unsigned int v = b[t15];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t16 = a + t15;
        if (hi < v) {
            t17 = hi;
        } else {
            t17 = v;
        }
        *t16 = t17;
    }
}

void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:75 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long t4 = vcc_min(vcc_v4_long, a_v, b_v);
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + t5);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t5);
            vcc_v4_long t6 = vcc_min(vcc_v4_long, a_v_1, b_v_1);
            vcc_store(c + t5, t6);
            long t7 = i_vec + 8L;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + t7);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t7);
            vcc_v4_long t8 = vcc_min(vcc_v4_long, a_v_2, b_v_2);
            vcc_store(c + t7, t8);
            long t9 = i_vec + 12L;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + t9);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t9);
            vcc_v4_long t10 = vcc_min(vcc_v4_long, a_v_3, b_v_3);
            vcc_store(c + t9, t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:75 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + t14);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t14);
            vcc_v4_long t15 = vcc_min(vcc_v4_long, a_v_4, b_v_4);
            vcc_store(c + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        long *t17 = c + t16;
        long t1 = a[t16];
        long t18 = b[t16];
        if (t1 >= t18) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:80 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t5 = a + i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, t5);
            const float *t6 = b + i_vec;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t7 = vcc_min(vcc_v8_int, a_v, b_v);
            vcc_store(c + i_vec, t7);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t8 = vcc_max(vcc_v8_int, a_v_1, b_v_1);
            vcc_store(d + i_vec, t8);
            long t9 = i_vec + 8L;
            const float *t10 = a + t9;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t10);
            const float *t11 = b + t9;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float t12 = vcc_min(vcc_v8_int, a_v_2, b_v_2);
            vcc_store(c + t9, t12);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t13 = vcc_max(vcc_v8_int, a_v_3, b_v_3);
            vcc_store(d + t9, t13);
            i_vec += 16L;
        } while (i_vec < t4);
        t14 = (int)t4;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:80 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = a + t17;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, t18);
            const float *t19 = b + t17;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, t19);
            vcc_v8_float t20 = vcc_min(vcc_v8_int, a_v_4, b_v_4);
            vcc_store(c + t17, t20);
            vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, t19);
            vcc_v8_float a_v_5 = vcc_load(vcc_v8_float, t18);
            vcc_v8_float t21 = vcc_max(vcc_v8_int, a_v_5, b_v_5);
            vcc_store(d + t17, t21);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float *t23 = c + t22;
        const float *t24 = a + t22;
        float t1 = *t24;
        const float *t25 = b + t22;
        float t26 = *t25;
        if (!(t1 < t26)) {
            t1 = t26;
        }
        *t23 = t1;
        float *t27 = d + t22;
        float t28 = *t25;
        float t2 = *t24;
        if (!(t28 < t2)) {
            t2 = t28;
        }
        *t27 = t2;
    }
}

void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:87 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + i_vec);
            vcc_v4_double t4 = vcc_max(vcc_v4_long, a_v, b_v);
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t6 = vcc_max(vcc_v4_long, a_v_1, b_v_1);
            vcc_store(c + t5, t6);
            long t7 = i_vec + 8L;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t7);
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t7);
            vcc_v4_double t8 = vcc_max(vcc_v4_long, a_v_2, b_v_2);
            vcc_store(c + t7, t8);
            long t9 = i_vec + 12L;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t9);
            vcc_v4_double t10 = vcc_max(vcc_v4_long, a_v_3, b_v_3);
            vcc_store(c + t9, t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t14);
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t14);
            vcc_v4_double t15 = vcc_max(vcc_v4_long, a_v_4, b_v_4);
            vcc_store(c + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        double *t17 = c + t16;
        double t1 = a[t16];
        double t18 = b[t16];
        if (!(t1 > t18)) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:93 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_m8 t4 = (vcc_m8)(a_v <= b_v);
            vcc_v8_float t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, a_v, b_v);
            vcc_store(c + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t6);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_m8 t7 = (vcc_m8)(a_v_1 <= b_v_1);
            vcc_v8_float t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, a_v_1, b_v_1);
            vcc_store(c + t6, t8);
            long t9 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t9);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t9);
            vcc_m8 t10 = (vcc_m8)(a_v_2 <= b_v_2);
            vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, a_v_2, b_v_2);
            vcc_store(c + t9, t11);
            long t12 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t12);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t12);
            vcc_m8 t13 = (vcc_m8)(a_v_3 <= b_v_3);
            vcc_v8_float t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, a_v_3, b_v_3);
            vcc_store(c + t12, t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:93 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t18);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t18);
            vcc_m8 t19 = (vcc_m8)(a_v_4 <= b_v_4);
            vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, a_v_4, b_v_4);
            vcc_store(c + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float *t22 = c + t21;
        float t1 = a[t21];
        float t23 = b[t21];
        if (!(t1 <= t23)) {
            t1 = t23;
        }
        *t22 = t1;
    }
}

static float special_float(void) {
    switch (next_rand() % 8) {
    case 0: return NAN;
    case 1: return 0.0f;
    case 2: return -0.0f;
    default: return (float)((int)(next_rand() % 200) - 100) / 4;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i32 = new_array(n, 4), *o32 = new_array(n, 4);
        signed char *i8 = new_array(n, 1), *o8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1), *p8 = new_array(n, 1);
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2), *p16 = new_array(n, 2);
        unsigned *u32 = new_array(n, 4), *p32 = new_array(n, 4);
        long *i64 = new_array(n, 8), *j64 = new_array(n, 8), *o64 = new_array(n, 8);
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4), *fd = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dc = new_array(n, 8);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i32[k] = k % 11 == 3 ? -2147483647 : (int)(r % 20001) - 10000;
            i8[k] = k % 7 == 2 ? -128 : (signed char)r;
            u8[k] = (unsigned char)(r >> 3);
            i16[k] = k % 5 == 1 ? -32768 : (short)(r >> 2);
            u16[k] = (unsigned short)(r >> 1);
            u32[k] = r * 2654435761u;
            i64[k] = k % 9 == 4 ? -9223372036854775807L : (long)r * (long)(r % 7 ? r : -r) - 4000000000000L;
            j64[k] = (long)next_rand() << 20;
            fa[k] = special_float();
            fb[k] = special_float();
            da[k] = special_float();
            db[k] = special_float();
        }
        abs_clamp_i32(n, o32, i32, 5000);
        unsigned long long h_abs32 = HASH(o32, n);
        clamp_both_i32(n, o32, i32);
        unsigned long long h_both = HASH(o32, n);
        clamp_crossed_i32(n, o32, i32);
        unsigned long long h_crossed = HASH(o32, n);
        abs_i8(n, o8, i8);
        abs_i16(n, o16, i16);
        unsigned long long h_abs8 = HASH(o8, n), h_abs16 = HASH(o16, n);
        abs_i64(n, o64, i64);
        unsigned long long h_abs64 = HASH(o64, n);
        clamp_u8(n, p8, u8, 20, 200);
        clamp_i16(n, o16, i16, -3000, 12000);
        clamp_u16(n, p16, u16, 40000);
        clamp_u32(n, p32, u32, 1u << 30, 3u << 30);
        min_i64(n, o64, i64, j64);
        min_max_f32(n, fc, fd, fa, fb);
        max_f64(n, dc, da, db);
        unsigned long long h_minmax = HASH(fc, n) ^ HASH(fd, n) * 3;
        min_le_f32(n, fc, fa, fb);
        printf("both=%llx crossed=%llx ", h_both, h_crossed);
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
