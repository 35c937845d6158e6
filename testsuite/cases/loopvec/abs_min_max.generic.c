/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 12 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    int t11;
    int i;
    int t18;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int hi_v = (vcc_v8_int){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + t3);
            vcc_v8_int v_v = vcc_max(vcc_v8_int, b_v, (vcc_v8_int)-(vcc_v8_uint)b_v);
            vcc_v8_int t4 = vcc_min(vcc_v8_int, hi_v, v_v);
            vcc_store(a + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int v_v_1 = vcc_max(vcc_v8_int, b_v_1, (vcc_v8_int)-(vcc_v8_uint)b_v_1);
            vcc_v8_int t6 = vcc_min(vcc_v8_int, hi_v, v_v_1);
            vcc_store(a + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t7);
            vcc_v8_int v_v_2 = vcc_max(vcc_v8_int, b_v_2, (vcc_v8_int)-(vcc_v8_uint)b_v_2);
            vcc_v8_int t8 = vcc_min(vcc_v8_int, hi_v, v_v_2);
            vcc_store(a + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int v_v_3 = vcc_max(vcc_v8_int, b_v_3, (vcc_v8_int)-(vcc_v8_uint)b_v_3);
            vcc_v8_int t10 = vcc_min(vcc_v8_int, hi_v, v_v_3);
            vcc_store(a + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_int hi_v_1 = (vcc_v8_int){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t14);
            vcc_v8_int v_v_4 = vcc_max(vcc_v8_int, b_v_4, (vcc_v8_int)-(vcc_v8_uint)b_v_4);
            vcc_v8_int t15 = vcc_min(vcc_v8_int, hi_v_1, v_v_4);
            vcc_store(a + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int v = b[t16];
        if (v < 0) {
            v = -v;
        }
        int *t17 = a + t16;
        if (v > hi) {
            t18 = hi;
        } else {
            t18 = v;
        }
        *t17 = t18;
    }
}

void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    int t20;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + t4);
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t6 = vcc_max(vcc_v8_int, t5, (vcc_v8_int)-(vcc_v8_uint)t5);
            vcc_v8_schar t7 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t4, t7);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t8);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t10 = vcc_max(vcc_v8_int, t9, (vcc_v8_int)-(vcc_v8_uint)t9);
            vcc_v8_schar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t8, t11);
            long t12 = (long)(int)(i_vec + 16L);
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t12);
            vcc_v8_int t13 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t14 = vcc_max(vcc_v8_int, t13, (vcc_v8_int)-(vcc_v8_uint)t13);
            vcc_v8_schar t15 = __builtin_convertvector(__builtin_convertvector(t14, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t12, t15);
            long t16 = (long)(int)(i_vec + 24L);
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t16);
            vcc_v8_int t17 = __builtin_convertvector(__builtin_convertvector(b_v_3, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t18 = vcc_max(vcc_v8_int, t17, (vcc_v8_int)-(vcc_v8_uint)t17);
            vcc_v8_schar t19 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t16, t19);
            i_vec += 32L;
        } while (i_vec < t3);
        t20 = (int)t3;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + i_vec_1);
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t23);
            vcc_v8_int t24 = __builtin_convertvector(__builtin_convertvector(b_v_4, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t25 = vcc_max(vcc_v8_int, t24, (vcc_v8_int)-(vcc_v8_uint)t24);
            vcc_v8_schar t26 = __builtin_convertvector(__builtin_convertvector(t25, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t23, t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        signed char *t28 = a + t27;
        int t1 = (int)b[t27];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t28 = (signed char)t1;
    }
}

void abs_i16(int n, short *restrict a, const short *restrict b) {
    int t20;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + t4);
            vcc_v8_int t5 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t6 = vcc_max(vcc_v8_int, t5, (vcc_v8_int)-(vcc_v8_uint)t5);
            vcc_v8_short t7 = __builtin_convertvector(t6, vcc_v8_short);
            vcc_store(a + t4, t7);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t8);
            vcc_v8_int t9 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t10 = vcc_max(vcc_v8_int, t9, (vcc_v8_int)-(vcc_v8_uint)t9);
            vcc_v8_short t11 = __builtin_convertvector(t10, vcc_v8_short);
            vcc_store(a + t8, t11);
            long t12 = (long)(int)(i_vec + 16L);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t12);
            vcc_v8_int t13 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t14 = vcc_max(vcc_v8_int, t13, (vcc_v8_int)-(vcc_v8_uint)t13);
            vcc_v8_short t15 = __builtin_convertvector(t14, vcc_v8_short);
            vcc_store(a + t12, t15);
            long t16 = (long)(int)(i_vec + 24L);
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t16);
            vcc_v8_int t17 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t18 = vcc_max(vcc_v8_int, t17, (vcc_v8_int)-(vcc_v8_uint)t17);
            vcc_v8_short t19 = __builtin_convertvector(t18, vcc_v8_short);
            vcc_store(a + t16, t19);
            i_vec += 32L;
        } while (i_vec < t3);
        t20 = (int)t3;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + i_vec_1);
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t23);
            vcc_v8_int t24 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t25 = vcc_max(vcc_v8_int, t24, (vcc_v8_int)-(vcc_v8_uint)t24);
            vcc_v8_short t26 = __builtin_convertvector(t25, vcc_v8_short);
            vcc_store(a + t23, t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        short *t28 = a + t27;
        int t1 = (int)b[t27];
        if (0 > t1) {
            t1 = -t1;
        }
        *t28 = (short)t1;
    }
}

void abs_i64(int n, long *restrict a, const long *restrict b) {
    int t12;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + t4);
            vcc_v4_long t5 = vcc_max(vcc_v4_long, b_v, (vcc_v4_long)-(vcc_v4_ulong)b_v);
            vcc_store(a + t4, t5);
            long t6 = (long)(int)(i_vec + 4L);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t6);
            vcc_v4_long t7 = vcc_max(vcc_v4_long, b_v_1, (vcc_v4_long)-(vcc_v4_ulong)b_v_1);
            vcc_store(a + t6, t7);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t8);
            vcc_v4_long t9 = vcc_max(vcc_v4_long, b_v_2, (vcc_v4_long)-(vcc_v4_ulong)b_v_2);
            vcc_store(a + t8, t9);
            long t10 = (long)(int)(i_vec + 12L);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t10);
            vcc_v4_long t11 = vcc_max(vcc_v4_long, b_v_3, (vcc_v4_long)-(vcc_v4_ulong)b_v_3);
            vcc_store(a + t10, t11);
            i_vec += 16L;
        } while (i_vec < t3);
        t12 = (int)t3;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        do {
            long t15 = (long)(int)((long)t12 + i_vec_1);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t15);
            vcc_v4_long t16 = vcc_max(vcc_v4_long, b_v_4, (vcc_v4_long)-(vcc_v4_ulong)b_v_4);
            vcc_store(a + t15, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        long *t18 = a + t17;
        long t1 = b[t17];
        if (t1 <= 0L) {
            t1 = -t1;
        }
        *t18 = t1;
    }
}

void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v8_uchar lo_v = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uchar hi_v = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(lo_v, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t6 = __builtin_convertvector(__builtin_convertvector(hi_v, vcc_v8_ushort), vcc_v8_int);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t7 = (long)(int)i_vec;
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + t7);
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t9 = (vcc_m8)(t8 < t5);
            vcc_m8 t10 = ~t9;
            vcc_m8 t11 = (vcc_m8)(t8 > t6);
            vcc_m8 t12 = ~t11;
            vcc_m8 t13 = t10 & t12;
            vcc_m8 t14 = t10 & t11;
            vcc_m8 t15 = t14 | t13;
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t8, t6);
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t16, t5);
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t7, t18);
            long t19 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t19);
            vcc_v8_int t20 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t21 = (vcc_m8)(t20 < t5);
            vcc_m8 t22 = ~t21;
            vcc_m8 t23 = (vcc_m8)(t20 > t6);
            vcc_m8 t24 = ~t23;
            vcc_m8 t25 = t22 & t24;
            vcc_m8 t26 = t22 & t23;
            vcc_m8 t27 = t26 | t25;
            vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t20, t6);
            vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t28, t5);
            vcc_v8_uchar t30 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t19, t30);
            i_vec += 16L;
        } while (i_vec < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        vcc_v8_uchar lo_v_1 = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uchar hi_v_1 = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_v8_int t34 = __builtin_convertvector(__builtin_convertvector(lo_v_1, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t35 = __builtin_convertvector(__builtin_convertvector(hi_v_1, vcc_v8_ushort), vcc_v8_int);
        long i_vec_1 = 0L;
        do {
            long t36 = (long)(int)((long)t31 + i_vec_1);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t36);
            vcc_v8_int t37 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_m8 t38 = (vcc_m8)(t37 < t34);
            vcc_m8 t39 = ~t38;
            vcc_m8 t40 = (vcc_m8)(t37 > t35);
            vcc_m8 t41 = ~t40;
            vcc_m8 t42 = t39 & t41;
            vcc_m8 t43 = t39 & t40;
            vcc_m8 t44 = t43 | t42;
            vcc_v8_int t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t37, t35);
            vcc_v8_int t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t45, t34);
            vcc_v8_uchar t47 = __builtin_convertvector(__builtin_convertvector(t46, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t36, t47);
            i_vec_1 += 8L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        unsigned char *t49 = a + t48;
        int t50 = (int)b[t48];
        int t1 = (int)lo;
        if (t50 >= t1) {
            int t2 = (int)hi;
            if (t50 <= t2) {
                t2 = t50;
            }
            t1 = t2;
        }
        *t49 = (unsigned char)t1;
    }
}

void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v8_short lo_v = (vcc_v8_short){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_short hi_v = (vcc_v8_short){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_v8_int t5 = __builtin_convertvector(lo_v, vcc_v8_int);
        vcc_v8_int t6 = __builtin_convertvector(hi_v, vcc_v8_int);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t7 = (long)(int)i_vec;
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + t7);
            vcc_v8_int t8 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_m8 t9 = (vcc_m8)(t8 < t5);
            vcc_m8 t10 = ~t9;
            vcc_m8 t11 = (vcc_m8)(t8 > t6);
            vcc_m8 t12 = ~t11;
            vcc_m8 t13 = t10 & t12;
            vcc_m8 t14 = t10 & t11;
            vcc_m8 t15 = t14 | t13;
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t8, t6);
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t16, t5);
            vcc_v8_short t18 = __builtin_convertvector(t17, vcc_v8_short);
            vcc_store(a + t7, t18);
            long t19 = (long)(int)(i_vec + 8L);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t19);
            vcc_v8_int t20 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_m8 t21 = (vcc_m8)(t20 < t5);
            vcc_m8 t22 = ~t21;
            vcc_m8 t23 = (vcc_m8)(t20 > t6);
            vcc_m8 t24 = ~t23;
            vcc_m8 t25 = t22 & t24;
            vcc_m8 t26 = t22 & t23;
            vcc_m8 t27 = t26 | t25;
            vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t20, t6);
            vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t28, t5);
            vcc_v8_short t30 = __builtin_convertvector(t29, vcc_v8_short);
            vcc_store(a + t19, t30);
            i_vec += 16L;
        } while (i_vec < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        vcc_v8_short lo_v_1 = (vcc_v8_short){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_short hi_v_1 = (vcc_v8_short){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_v8_int t34 = __builtin_convertvector(lo_v_1, vcc_v8_int);
        vcc_v8_int t35 = __builtin_convertvector(hi_v_1, vcc_v8_int);
        long i_vec_1 = 0L;
        do {
            long t36 = (long)(int)((long)t31 + i_vec_1);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t36);
            vcc_v8_int t37 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_m8 t38 = (vcc_m8)(t37 < t34);
            vcc_m8 t39 = ~t38;
            vcc_m8 t40 = (vcc_m8)(t37 > t35);
            vcc_m8 t41 = ~t40;
            vcc_m8 t42 = t39 & t41;
            vcc_m8 t43 = t39 & t40;
            vcc_m8 t44 = t43 | t42;
            vcc_v8_int t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t37, t35);
            vcc_v8_int t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t45, t34);
            vcc_v8_short t47 = __builtin_convertvector(t46, vcc_v8_short);
            vcc_store(a + t36, t47);
            i_vec_1 += 8L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        short *t49 = a + t48;
        int t50 = (int)b[t48];
        int t1 = (int)lo;
        if (t50 >= t1) {
            int t2 = (int)hi;
            if (t50 <= t2) {
                t2 = t50;
            }
            t1 = t2;
        }
        *t49 = (short)t1;
    }
}

void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    int t21;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v8_ushort hi_v = (vcc_v8_ushort){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_v8_int t4 = __builtin_convertvector(hi_v, vcc_v8_int);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:42 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            vcc_v8_ushort b_v = vcc_load(vcc_v8_ushort, b + t5);
            vcc_v8_int t6 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t7 = vcc_min(vcc_v8_int, t4, t6);
            vcc_v8_ushort t8 = __builtin_convertvector(t7, vcc_v8_ushort);
            vcc_store(a + t5, t8);
            long t9 = (long)(int)(i_vec + 8L);
            vcc_v8_ushort b_v_1 = vcc_load(vcc_v8_ushort, b + t9);
            vcc_v8_int t10 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t11 = vcc_min(vcc_v8_int, t4, t10);
            vcc_v8_ushort t12 = __builtin_convertvector(t11, vcc_v8_ushort);
            vcc_store(a + t9, t12);
            long t13 = (long)(int)(i_vec + 16L);
            vcc_v8_ushort b_v_2 = vcc_load(vcc_v8_ushort, b + t13);
            vcc_v8_int t14 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t15 = vcc_min(vcc_v8_int, t4, t14);
            vcc_v8_ushort t16 = __builtin_convertvector(t15, vcc_v8_ushort);
            vcc_store(a + t13, t16);
            long t17 = (long)(int)(i_vec + 24L);
            vcc_v8_ushort b_v_3 = vcc_load(vcc_v8_ushort, b + t17);
            vcc_v8_int t18 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t19 = vcc_min(vcc_v8_int, t4, t18);
            vcc_v8_ushort t20 = __builtin_convertvector(t19, vcc_v8_ushort);
            vcc_store(a + t17, t20);
            i_vec += 32L;
        } while (i_vec < t3);
        t21 = (int)t3;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        vcc_v8_ushort hi_v_1 = (vcc_v8_ushort){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_v8_int t24 = __builtin_convertvector(hi_v_1, vcc_v8_int);
        long i_vec_1 = 0L;
        do {
            long t25 = (long)(int)((long)t21 + i_vec_1);
            vcc_v8_ushort b_v_4 = vcc_load(vcc_v8_ushort, b + t25);
            vcc_v8_int t26 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t27 = vcc_min(vcc_v8_int, t24, t26);
            vcc_v8_ushort t28 = __builtin_convertvector(t27, vcc_v8_ushort);
            vcc_store(a + t25, t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        unsigned short *t30 = a + t29;
        int t31 = (int)b[t29];
        int t1 = (int)hi;
        if (t31 < t1) {
            t1 = t31;
        }
        *t30 = (unsigned short)t1;
    }
}

void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    int t11;
    int i;
    unsigned int t18;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_uint lo_v = (vcc_v8_uint){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uint hi_v = (vcc_v8_uint){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:47 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + t3);
            vcc_v8_uint v_v = vcc_max(vcc_v8_int, b_v, lo_v);
            vcc_v8_uint t4 = vcc_min(vcc_v8_int, hi_v, v_v);
            vcc_store(a + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_uint b_v_1 = vcc_load(vcc_v8_uint, b + t5);
            vcc_v8_uint v_v_1 = vcc_max(vcc_v8_int, b_v_1, lo_v);
            vcc_v8_uint t6 = vcc_min(vcc_v8_int, hi_v, v_v_1);
            vcc_store(a + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v8_uint b_v_2 = vcc_load(vcc_v8_uint, b + t7);
            vcc_v8_uint v_v_2 = vcc_max(vcc_v8_int, b_v_2, lo_v);
            vcc_v8_uint t8 = vcc_min(vcc_v8_int, hi_v, v_v_2);
            vcc_store(a + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            vcc_v8_uint b_v_3 = vcc_load(vcc_v8_uint, b + t9);
            vcc_v8_uint v_v_3 = vcc_max(vcc_v8_int, b_v_3, lo_v);
            vcc_v8_uint t10 = vcc_min(vcc_v8_int, hi_v, v_v_3);
            vcc_store(a + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_uint lo_v_1 = (vcc_v8_uint){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uint hi_v_1 = (vcc_v8_uint){hi, hi, hi, hi, hi, hi, hi, hi};
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v8_uint b_v_4 = vcc_load(vcc_v8_uint, b + t14);
            vcc_v8_uint v_v_4 = vcc_max(vcc_v8_int, b_v_4, lo_v_1);
            vcc_v8_uint t15 = vcc_min(vcc_v8_int, hi_v_1, v_v_4);
            vcc_store(a + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        unsigned int v = b[t16];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t17 = a + t16;
        if (hi < v) {
            t18 = hi;
        } else {
            t18 = v;
        }
        *t17 = t18;
    }
}

void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    int t12;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + t4);
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + t4);
            vcc_v4_long t5 = vcc_min(vcc_v4_long, a_v, b_v);
            vcc_store(c + t4, t5);
            long t6 = (long)(int)(i_vec + 4L);
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + t6);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t6);
            vcc_v4_long t7 = vcc_min(vcc_v4_long, a_v_1, b_v_1);
            vcc_store(c + t6, t7);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + t8);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t8);
            vcc_v4_long t9 = vcc_min(vcc_v4_long, a_v_2, b_v_2);
            vcc_store(c + t8, t9);
            long t10 = (long)(int)(i_vec + 12L);
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + t10);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t10);
            vcc_v4_long t11 = vcc_min(vcc_v4_long, a_v_3, b_v_3);
            vcc_store(c + t10, t11);
            i_vec += 16L;
        } while (i_vec < t3);
        t12 = (int)t3;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        do {
            long t15 = (long)(int)((long)t12 + i_vec_1);
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + t15);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t15);
            vcc_v4_long t16 = vcc_min(vcc_v4_long, a_v_4, b_v_4);
            vcc_store(c + t15, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        long *t18 = c + t17;
        long t1 = a[t17];
        long t19 = b[t17];
        if (t1 >= t19) {
            t1 = t19;
        }
        *t18 = t1;
    }
}

void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:59 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            const float *t6 = a + t5;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, t6);
            const float *t7 = b + t5;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t8 = vcc_min(vcc_v8_int, a_v, b_v);
            vcc_store(c + t5, t8);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t9 = vcc_max(vcc_v8_int, a_v_1, b_v_1);
            vcc_store(d + t5, t9);
            long t10 = (long)(int)(i_vec + 8L);
            const float *t11 = a + t10;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t11);
            const float *t12 = b + t10;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t13 = vcc_min(vcc_v8_int, a_v_2, b_v_2);
            vcc_store(c + t10, t13);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float t14 = vcc_max(vcc_v8_int, a_v_3, b_v_3);
            vcc_store(d + t10, t14);
            i_vec += 16L;
        } while (i_vec < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            const float *t19 = a + t18;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, t19);
            const float *t20 = b + t18;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, t20);
            vcc_v8_float t21 = vcc_min(vcc_v8_int, a_v_4, b_v_4);
            vcc_store(c + t18, t21);
            vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, t20);
            vcc_v8_float a_v_5 = vcc_load(vcc_v8_float, t19);
            vcc_v8_float t22 = vcc_max(vcc_v8_int, a_v_5, b_v_5);
            vcc_store(d + t18, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float *t24 = c + t23;
        const float *t25 = a + t23;
        float t1 = *t25;
        const float *t26 = b + t23;
        float t27 = *t26;
        if (!(t1 < t27)) {
            t1 = t27;
        }
        *t24 = t1;
        float *t28 = d + t23;
        float t29 = *t26;
        float t2 = *t25;
        if (!(t29 < t2)) {
            t2 = t29;
        }
        *t28 = t2;
    }
}

void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t12;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:66 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t4);
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + t4);
            vcc_v4_double t5 = vcc_max(vcc_v4_long, a_v, b_v);
            vcc_store(c + t4, t5);
            long t6 = (long)(int)(i_vec + 4L);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t6);
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t6);
            vcc_v4_double t7 = vcc_max(vcc_v4_long, a_v_1, b_v_1);
            vcc_store(c + t6, t7);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t8);
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t8);
            vcc_v4_double t9 = vcc_max(vcc_v4_long, a_v_2, b_v_2);
            vcc_store(c + t8, t9);
            long t10 = (long)(int)(i_vec + 12L);
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t10);
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t10);
            vcc_v4_double t11 = vcc_max(vcc_v4_long, a_v_3, b_v_3);
            vcc_store(c + t10, t11);
            i_vec += 16L;
        } while (i_vec < t3);
        t12 = (int)t3;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        do {
            long t15 = (long)(int)((long)t12 + i_vec_1);
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t15);
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t15);
            vcc_v4_double t16 = vcc_max(vcc_v4_long, a_v_4, b_v_4);
            vcc_store(c + t15, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        double *t18 = c + t17;
        double t1 = a[t17];
        double t19 = b[t17];
        if (!(t1 > t19)) {
            t1 = t19;
        }
        *t18 = t1;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t16;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:72 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + t4);
            vcc_m8 t5 = (vcc_m8)(a_v <= b_v);
            vcc_v8_float t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, a_v, b_v);
            vcc_store(c + t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t7);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t7);
            vcc_m8 t8 = (vcc_m8)(a_v_1 <= b_v_1);
            vcc_v8_float t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, a_v_1, b_v_1);
            vcc_store(c + t7, t9);
            long t10 = (long)(int)(i_vec + 16L);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t10);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_m8 t11 = (vcc_m8)(a_v_2 <= b_v_2);
            vcc_v8_float t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, a_v_2, b_v_2);
            vcc_store(c + t10, t12);
            long t13 = (long)(int)(i_vec + 24L);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t13);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t13);
            vcc_m8 t14 = (vcc_m8)(a_v_3 <= b_v_3);
            vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, a_v_3, b_v_3);
            vcc_store(c + t13, t15);
            i_vec += 32L;
        } while (i_vec < t3);
        t16 = (int)t3;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        do {
            long t19 = (long)(int)((long)t16 + i_vec_1);
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t19);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t19);
            vcc_m8 t20 = (vcc_m8)(a_v_4 <= b_v_4);
            vcc_v8_float t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, a_v_4, b_v_4);
            vcc_store(c + t19, t21);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float *t23 = c + t22;
        float t1 = a[t22];
        float t24 = b[t22];
        if (!(t1 <= t24)) {
            t1 = t24;
        }
        *t23 = t1;
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
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
