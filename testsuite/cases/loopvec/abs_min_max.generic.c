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
    long t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    long t21;
    int t22;
    long t23;
    long t24;
    vcc_v8_int t25;
    long t26;
    long t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    long t31;
    int i;
    long t32;
    int t33;
    int v;
    int *t34;
    int t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = (vcc_v8_int){hi, hi, hi, hi, hi, hi, hi, hi};
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 8L));
            t7 = (long)(int)((long)0 + (t4 + 16L));
            t8 = (long)(int)((long)0 + (t4 + 24L));
            t9 = vcc_load(vcc_v8_int, b + t5);
            t10 = vcc_load(vcc_v8_int, b + t6);
            t11 = vcc_load(vcc_v8_int, b + t7);
            t12 = vcc_load(vcc_v8_int, b + t8);
            t13 = vcc_max(vcc_v8_int, t9, (vcc_v8_int)-(vcc_v8_uint)t9);
            t14 = vcc_max(vcc_v8_int, t10, (vcc_v8_int)-(vcc_v8_uint)t10);
            t15 = vcc_max(vcc_v8_int, t11, (vcc_v8_int)-(vcc_v8_uint)t11);
            t16 = vcc_max(vcc_v8_int, t12, (vcc_v8_int)-(vcc_v8_uint)t12);
            t17 = vcc_min(vcc_v8_int, t3, t13);
            t18 = vcc_min(vcc_v8_int, t3, t14);
            t19 = vcc_min(vcc_v8_int, t3, t15);
            t20 = vcc_min(vcc_v8_int, t3, t16);
            vcc_store(a + t5, t17);
            vcc_store(a + t6, t18);
            vcc_store(a + t7, t19);
            vcc_store(a + t8, t20);
            t21 = t4 + 32L;
            if (t21 >= t2) {
                break;
            }
            t4 = t21;
        }
        t22 = (int)((long)0 + t2);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t25 = (vcc_v8_int){hi, hi, hi, hi, hi, hi, hi, hi};
        t26 = 0L;
        for (;;) {
            t27 = (long)(int)((long)t22 + t26);
            t28 = vcc_load(vcc_v8_int, b + t27);
            t29 = vcc_max(vcc_v8_int, t28, (vcc_v8_int)-(vcc_v8_uint)t28);
            t30 = vcc_min(vcc_v8_int, t25, t29);
            vcc_store(a + t27, t30);
            t31 = t26 + 8L;
            if (t31 >= t24) {
                break;
            }
            t26 = t31;
        }
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        t32 = (long)i;
        t33 = b[t32];
        if (t33 < 0) {
            v = -t33;
        } else {
            v = t33;
        }
        t34 = a + t32;
        if (v > hi) {
            t35 = hi;
        } else {
            t35 = v;
        }
        *t34 = t35;
    }
}

void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_schar t8;
    vcc_v8_schar t9;
    vcc_v8_schar t10;
    vcc_v8_schar t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_schar t20;
    vcc_v8_schar t21;
    vcc_v8_schar t22;
    vcc_v8_schar t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_schar t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_schar t33;
    long t34;
    int i;
    long t35;
    signed char *t36;
    int t37;
    int t38;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_schar, b + t4);
            t9 = vcc_load(vcc_v8_schar, b + t5);
            t10 = vcc_load(vcc_v8_schar, b + t6);
            t11 = vcc_load(vcc_v8_schar, b + t7);
            t12 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_int);
            t13 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v8_short), vcc_v8_int);
            t14 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_int);
            t15 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_short), vcc_v8_int);
            t16 = vcc_max(vcc_v8_int, t12, (vcc_v8_int)-(vcc_v8_uint)t12);
            t17 = vcc_max(vcc_v8_int, t13, (vcc_v8_int)-(vcc_v8_uint)t13);
            t18 = vcc_max(vcc_v8_int, t14, (vcc_v8_int)-(vcc_v8_uint)t14);
            t19 = vcc_max(vcc_v8_int, t15, (vcc_v8_int)-(vcc_v8_uint)t15);
            t20 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_short), vcc_v8_schar);
            t21 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_schar);
            t22 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v8_short), vcc_v8_schar);
            t23 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t4, t20);
            vcc_store(a + t5, t21);
            vcc_store(a + t6, t22);
            vcc_store(a + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v8_schar, b + t29);
            t31 = __builtin_convertvector(__builtin_convertvector(t30, vcc_v8_short), vcc_v8_int);
            t32 = vcc_max(vcc_v8_int, t31, (vcc_v8_int)-(vcc_v8_uint)t31);
            t33 = __builtin_convertvector(__builtin_convertvector(t32, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = a + t35;
        t37 = (int)b[t35];
        if (t37 < 0) {
            t38 = -t37;
        } else {
            t38 = t37;
        }
        *t36 = (signed char)t38;
    }
}

void abs_i16(int n, short *restrict a, const short *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_short t8;
    vcc_v8_short t9;
    vcc_v8_short t10;
    vcc_v8_short t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_short t20;
    vcc_v8_short t21;
    vcc_v8_short t22;
    vcc_v8_short t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_short t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_short t33;
    long t34;
    int i;
    long t35;
    short *t36;
    int t37;
    int t38;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_short, b + t4);
            t9 = vcc_load(vcc_v8_short, b + t5);
            t10 = vcc_load(vcc_v8_short, b + t6);
            t11 = vcc_load(vcc_v8_short, b + t7);
            t12 = __builtin_convertvector(t8, vcc_v8_int);
            t13 = __builtin_convertvector(t9, vcc_v8_int);
            t14 = __builtin_convertvector(t10, vcc_v8_int);
            t15 = __builtin_convertvector(t11, vcc_v8_int);
            t16 = vcc_max(vcc_v8_int, t12, (vcc_v8_int)-(vcc_v8_uint)t12);
            t17 = vcc_max(vcc_v8_int, t13, (vcc_v8_int)-(vcc_v8_uint)t13);
            t18 = vcc_max(vcc_v8_int, t14, (vcc_v8_int)-(vcc_v8_uint)t14);
            t19 = vcc_max(vcc_v8_int, t15, (vcc_v8_int)-(vcc_v8_uint)t15);
            t20 = __builtin_convertvector(t16, vcc_v8_short);
            t21 = __builtin_convertvector(t17, vcc_v8_short);
            t22 = __builtin_convertvector(t18, vcc_v8_short);
            t23 = __builtin_convertvector(t19, vcc_v8_short);
            vcc_store(a + t4, t20);
            vcc_store(a + t5, t21);
            vcc_store(a + t6, t22);
            vcc_store(a + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v8_short, b + t29);
            t31 = __builtin_convertvector(t30, vcc_v8_int);
            t32 = vcc_max(vcc_v8_int, t31, (vcc_v8_int)-(vcc_v8_uint)t31);
            t33 = __builtin_convertvector(t32, vcc_v8_short);
            vcc_store(a + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = a + t35;
        t37 = (int)b[t35];
        if (0 <= t37) {
            t38 = t37;
        } else {
            t38 = -t37;
        }
        *t36 = (short)t38;
    }
}

void abs_i64(int n, long *restrict a, const long *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    vcc_v4_long t22;
    vcc_v4_long t23;
    long t24;
    int i;
    long t25;
    long *t26;
    long t27;
    long t28;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_long, b + t4);
            t9 = vcc_load(vcc_v4_long, b + t5);
            t10 = vcc_load(vcc_v4_long, b + t6);
            t11 = vcc_load(vcc_v4_long, b + t7);
            t12 = vcc_max(vcc_v4_long, t8, (vcc_v4_long)-(vcc_v4_ulong)t8);
            t13 = vcc_max(vcc_v4_long, t9, (vcc_v4_long)-(vcc_v4_ulong)t9);
            t14 = vcc_max(vcc_v4_long, t10, (vcc_v4_long)-(vcc_v4_ulong)t10);
            t15 = vcc_max(vcc_v4_long, t11, (vcc_v4_long)-(vcc_v4_ulong)t11);
            vcc_store(a + t4, t12);
            vcc_store(a + t5, t13);
            vcc_store(a + t6, t14);
            vcc_store(a + t7, t15);
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        t17 = (int)((long)0 + t2);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t17 + t20);
            t22 = vcc_load(vcc_v4_long, b + t21);
            t23 = vcc_max(vcc_v4_long, t22, (vcc_v4_long)-(vcc_v4_ulong)t22);
            vcc_store(a + t21, t23);
            t24 = t20 + 4L;
            if (t24 >= t19) {
                break;
            }
            t20 = t24;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        t26 = a + t25;
        t27 = b[t25];
        if (t27 > 0L) {
            t28 = t27;
        } else {
            t28 = -t27;
        }
        *t26 = t28;
    }
}

void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    long t1;
    long t2;
    vcc_v8_uchar t3;
    vcc_v8_uchar t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_uchar t10;
    vcc_v8_uchar t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    long t34;
    int t35;
    long t36;
    long t37;
    vcc_v8_uchar t38;
    vcc_v8_uchar t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    long t42;
    long t43;
    vcc_v8_uchar t44;
    vcc_v8_int t45;
    vcc_m8 t46;
    vcc_m8 t47;
    vcc_m8 t48;
    vcc_m8 t49;
    vcc_m8 t50;
    vcc_m8 t51;
    vcc_m8 t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_uchar t55;
    long t56;
    int i;
    long t57;
    unsigned char *t58;
    int t59;
    int t60;
    int t61;
    int t62;
    int t63;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        t4 = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        t5 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_ushort), vcc_v8_int);
        t6 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_ushort), vcc_v8_int);
        t7 = 0L;
        for (;;) {
            t8 = (long)(int)((long)0 + t7);
            t9 = (long)(int)((long)0 + (t7 + 8L));
            t10 = vcc_load(vcc_v8_uchar, b + t8);
            t11 = vcc_load(vcc_v8_uchar, b + t9);
            t12 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_ushort), vcc_v8_int);
            t13 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_int);
            t14 = (vcc_m8)(t12 < t5);
            t15 = (vcc_m8)(t13 < t5);
            t16 = ~t14;
            t17 = ~t15;
            t18 = (vcc_m8)(t12 > t6);
            t19 = (vcc_m8)(t13 > t6);
            t20 = ~t18;
            t21 = t16 & t20;
            t22 = ~t19;
            t23 = t17 & t22;
            t24 = t16 & t18;
            t25 = t17 & t19;
            t26 = t24 | t21;
            t27 = t25 | t23;
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t12, t6);
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t13, t6);
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t28, t5);
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t5);
            t32 = __builtin_convertvector(__builtin_convertvector(t30, vcc_v8_short), vcc_v8_uchar);
            t33 = __builtin_convertvector(__builtin_convertvector(t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t8, t32);
            vcc_store(a + t9, t33);
            t34 = t7 + 16L;
            if (t34 >= t2) {
                break;
            }
            t7 = t34;
        }
        t35 = (int)((long)0 + t2);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t38 = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        t39 = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        t40 = __builtin_convertvector(__builtin_convertvector(t38, vcc_v8_ushort), vcc_v8_int);
        t41 = __builtin_convertvector(__builtin_convertvector(t39, vcc_v8_ushort), vcc_v8_int);
        t42 = 0L;
        for (;;) {
            t43 = (long)(int)((long)t35 + t42);
            t44 = vcc_load(vcc_v8_uchar, b + t43);
            t45 = __builtin_convertvector(__builtin_convertvector(t44, vcc_v8_ushort), vcc_v8_int);
            t46 = (vcc_m8)(t45 < t40);
            t47 = ~t46;
            t48 = (vcc_m8)(t45 > t41);
            t49 = ~t48;
            t50 = t47 & t49;
            t51 = t47 & t48;
            t52 = t51 | t50;
            t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t45, t41);
            t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t53, t40);
            t55 = __builtin_convertvector(__builtin_convertvector(t54, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t43, t55);
            t56 = t42 + 8L;
            if (t56 >= t37) {
                break;
            }
            t42 = t56;
        }
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = a + t57;
        t59 = (int)b[t57];
        t60 = (int)lo;
        if (t59 < t60) {
            t63 = t60;
        } else {
            t61 = (int)hi;
            if (t59 > t61) {
                t62 = t61;
            } else {
                t62 = t59;
            }
            t63 = t62;
        }
        *t58 = (unsigned char)t63;
    }
}

void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    long t1;
    long t2;
    vcc_v8_short t3;
    vcc_v8_short t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_short t10;
    vcc_v8_short t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_short t32;
    vcc_v8_short t33;
    long t34;
    int t35;
    long t36;
    long t37;
    vcc_v8_short t38;
    vcc_v8_short t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    long t42;
    long t43;
    vcc_v8_short t44;
    vcc_v8_int t45;
    vcc_m8 t46;
    vcc_m8 t47;
    vcc_m8 t48;
    vcc_m8 t49;
    vcc_m8 t50;
    vcc_m8 t51;
    vcc_m8 t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_short t55;
    long t56;
    int i;
    long t57;
    short *t58;
    int t59;
    int t60;
    int t61;
    int t62;
    int t63;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_short){lo, lo, lo, lo, lo, lo, lo, lo};
        t4 = (vcc_v8_short){hi, hi, hi, hi, hi, hi, hi, hi};
        t5 = __builtin_convertvector(t3, vcc_v8_int);
        t6 = __builtin_convertvector(t4, vcc_v8_int);
        t7 = 0L;
        for (;;) {
            t8 = (long)(int)((long)0 + t7);
            t9 = (long)(int)((long)0 + (t7 + 8L));
            t10 = vcc_load(vcc_v8_short, b + t8);
            t11 = vcc_load(vcc_v8_short, b + t9);
            t12 = __builtin_convertvector(t10, vcc_v8_int);
            t13 = __builtin_convertvector(t11, vcc_v8_int);
            t14 = (vcc_m8)(t12 < t5);
            t15 = (vcc_m8)(t13 < t5);
            t16 = ~t14;
            t17 = ~t15;
            t18 = (vcc_m8)(t12 > t6);
            t19 = (vcc_m8)(t13 > t6);
            t20 = ~t18;
            t21 = t16 & t20;
            t22 = ~t19;
            t23 = t17 & t22;
            t24 = t16 & t18;
            t25 = t17 & t19;
            t26 = t24 | t21;
            t27 = t25 | t23;
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t12, t6);
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t13, t6);
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t28, t5);
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t5);
            t32 = __builtin_convertvector(t30, vcc_v8_short);
            t33 = __builtin_convertvector(t31, vcc_v8_short);
            vcc_store(a + t8, t32);
            vcc_store(a + t9, t33);
            t34 = t7 + 16L;
            if (t34 >= t2) {
                break;
            }
            t7 = t34;
        }
        t35 = (int)((long)0 + t2);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t38 = (vcc_v8_short){lo, lo, lo, lo, lo, lo, lo, lo};
        t39 = (vcc_v8_short){hi, hi, hi, hi, hi, hi, hi, hi};
        t40 = __builtin_convertvector(t38, vcc_v8_int);
        t41 = __builtin_convertvector(t39, vcc_v8_int);
        t42 = 0L;
        for (;;) {
            t43 = (long)(int)((long)t35 + t42);
            t44 = vcc_load(vcc_v8_short, b + t43);
            t45 = __builtin_convertvector(t44, vcc_v8_int);
            t46 = (vcc_m8)(t45 < t40);
            t47 = ~t46;
            t48 = (vcc_m8)(t45 > t41);
            t49 = ~t48;
            t50 = t47 & t49;
            t51 = t47 & t48;
            t52 = t51 | t50;
            t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t45, t41);
            t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t53, t40);
            t55 = __builtin_convertvector(t54, vcc_v8_short);
            vcc_store(a + t43, t55);
            t56 = t42 + 8L;
            if (t56 >= t37) {
                break;
            }
            t42 = t56;
        }
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = a + t57;
        t59 = (int)b[t57];
        t60 = (int)lo;
        if (t59 < t60) {
            t63 = t60;
        } else {
            t61 = (int)hi;
            if (t59 > t61) {
                t62 = t61;
            } else {
                t62 = t59;
            }
            t63 = t62;
        }
        *t58 = (short)t63;
    }
}

void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    long t1;
    long t2;
    vcc_v8_ushort t3;
    vcc_v8_int t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_ushort t10;
    vcc_v8_ushort t11;
    vcc_v8_ushort t12;
    vcc_v8_ushort t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_ushort t22;
    vcc_v8_ushort t23;
    vcc_v8_ushort t24;
    vcc_v8_ushort t25;
    long t26;
    int t27;
    long t28;
    long t29;
    vcc_v8_ushort t30;
    vcc_v8_int t31;
    long t32;
    long t33;
    vcc_v8_ushort t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_ushort t37;
    long t38;
    int i;
    long t39;
    unsigned short *t40;
    int t41;
    int t42;
    int t43;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = (vcc_v8_ushort){hi, hi, hi, hi, hi, hi, hi, hi};
        t4 = __builtin_convertvector(t3, vcc_v8_int);
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = vcc_load(vcc_v8_ushort, b + t6);
            t11 = vcc_load(vcc_v8_ushort, b + t7);
            t12 = vcc_load(vcc_v8_ushort, b + t8);
            t13 = vcc_load(vcc_v8_ushort, b + t9);
            t14 = __builtin_convertvector(t10, vcc_v8_int);
            t15 = __builtin_convertvector(t11, vcc_v8_int);
            t16 = __builtin_convertvector(t12, vcc_v8_int);
            t17 = __builtin_convertvector(t13, vcc_v8_int);
            t18 = vcc_min(vcc_v8_int, t4, t14);
            t19 = vcc_min(vcc_v8_int, t4, t15);
            t20 = vcc_min(vcc_v8_int, t4, t16);
            t21 = vcc_min(vcc_v8_int, t4, t17);
            t22 = __builtin_convertvector(t18, vcc_v8_ushort);
            t23 = __builtin_convertvector(t19, vcc_v8_ushort);
            t24 = __builtin_convertvector(t20, vcc_v8_ushort);
            t25 = __builtin_convertvector(t21, vcc_v8_ushort);
            vcc_store(a + t6, t22);
            vcc_store(a + t7, t23);
            vcc_store(a + t8, t24);
            vcc_store(a + t9, t25);
            t26 = t5 + 32L;
            if (t26 >= t2) {
                break;
            }
            t5 = t26;
        }
        t27 = (int)((long)0 + t2);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = (vcc_v8_ushort){hi, hi, hi, hi, hi, hi, hi, hi};
        t31 = __builtin_convertvector(t30, vcc_v8_int);
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t27 + t32);
            t34 = vcc_load(vcc_v8_ushort, b + t33);
            t35 = __builtin_convertvector(t34, vcc_v8_int);
            t36 = vcc_min(vcc_v8_int, t31, t35);
            t37 = __builtin_convertvector(t36, vcc_v8_ushort);
            vcc_store(a + t33, t37);
            t38 = t32 + 8L;
            if (t38 >= t29) {
                break;
            }
            t32 = t38;
        }
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        t40 = a + t39;
        t41 = (int)b[t39];
        t42 = (int)hi;
        if (t41 >= t42) {
            t43 = t42;
        } else {
            t43 = t41;
        }
        *t40 = (unsigned short)t43;
    }
}

void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    long t1;
    long t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    long t22;
    int t23;
    long t24;
    long t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    long t28;
    long t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    long t33;
    int i;
    long t34;
    unsigned int t35;
    unsigned int v;
    unsigned int *t36;
    unsigned int t37;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = (vcc_v8_uint){lo, lo, lo, lo, lo, lo, lo, lo};
        t4 = (vcc_v8_uint){hi, hi, hi, hi, hi, hi, hi, hi};
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = vcc_load(vcc_v8_uint, b + t6);
            t11 = vcc_load(vcc_v8_uint, b + t7);
            t12 = vcc_load(vcc_v8_uint, b + t8);
            t13 = vcc_load(vcc_v8_uint, b + t9);
            t14 = vcc_max(vcc_v8_int, t10, t3);
            t15 = vcc_max(vcc_v8_int, t11, t3);
            t16 = vcc_max(vcc_v8_int, t12, t3);
            t17 = vcc_max(vcc_v8_int, t13, t3);
            t18 = vcc_min(vcc_v8_int, t4, t14);
            t19 = vcc_min(vcc_v8_int, t4, t15);
            t20 = vcc_min(vcc_v8_int, t4, t16);
            t21 = vcc_min(vcc_v8_int, t4, t17);
            vcc_store(a + t6, t18);
            vcc_store(a + t7, t19);
            vcc_store(a + t8, t20);
            vcc_store(a + t9, t21);
            t22 = t5 + 32L;
            if (t22 >= t2) {
                break;
            }
            t5 = t22;
        }
        t23 = (int)((long)0 + t2);
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t26 = (vcc_v8_uint){lo, lo, lo, lo, lo, lo, lo, lo};
        t27 = (vcc_v8_uint){hi, hi, hi, hi, hi, hi, hi, hi};
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t23 + t28);
            t30 = vcc_load(vcc_v8_uint, b + t29);
            t31 = vcc_max(vcc_v8_int, t30, t26);
            t32 = vcc_min(vcc_v8_int, t27, t31);
            vcc_store(a + t29, t32);
            t33 = t28 + 8L;
            if (t33 >= t25) {
                break;
            }
            t28 = t33;
        }
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t34 = (long)i;
        t35 = b[t34];
        if (t35 > lo) {
            v = t35;
        } else {
            v = lo;
        }
        t36 = a + t34;
        if (hi < v) {
            t37 = hi;
        } else {
            t37 = v;
        }
        *t36 = t37;
    }
}

void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_v4_long t18;
    vcc_v4_long t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    vcc_v4_long t26;
    vcc_v4_long t27;
    vcc_v4_long t28;
    long t29;
    int i;
    long t30;
    long *t31;
    long t32;
    long t33;
    long t34;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_long, a + t4);
            t9 = vcc_load(vcc_v4_long, a + t5);
            t10 = vcc_load(vcc_v4_long, a + t6);
            t11 = vcc_load(vcc_v4_long, a + t7);
            t12 = vcc_load(vcc_v4_long, b + t4);
            t13 = vcc_load(vcc_v4_long, b + t5);
            t14 = vcc_load(vcc_v4_long, b + t6);
            t15 = vcc_load(vcc_v4_long, b + t7);
            t16 = vcc_min(vcc_v4_long, t8, t12);
            t17 = vcc_min(vcc_v4_long, t9, t13);
            t18 = vcc_min(vcc_v4_long, t10, t14);
            t19 = vcc_min(vcc_v4_long, t11, t15);
            vcc_store(c + t4, t16);
            vcc_store(c + t5, t17);
            vcc_store(c + t6, t18);
            vcc_store(c + t7, t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = vcc_load(vcc_v4_long, a + t25);
            t27 = vcc_load(vcc_v4_long, b + t25);
            t28 = vcc_min(vcc_v4_long, t26, t27);
            vcc_store(c + t25, t28);
            t29 = t24 + 4L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        t31 = c + t30;
        t32 = a[t30];
        t33 = b[t30];
        if (t32 < t33) {
            t34 = t32;
        } else {
            t34 = t33;
        }
        *t31 = t34;
    }
}

void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    const float *t6;
    const float *t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    const float *t10;
    const float *t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    long t22;
    int t23;
    long t24;
    long t25;
    long t26;
    long t27;
    const float *t28;
    vcc_v8_float t29;
    const float *t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    long t36;
    int i;
    long t37;
    float *t38;
    const float *t39;
    float t40;
    const float *t41;
    float t42;
    float t43;
    float *t44;
    float t45;
    float t46;
    float t47;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = a + t4;
            t7 = a + t5;
            t8 = vcc_load(vcc_v8_float, t6);
            t9 = vcc_load(vcc_v8_float, t7);
            t10 = b + t4;
            t11 = b + t5;
            t12 = vcc_load(vcc_v8_float, t10);
            t13 = vcc_load(vcc_v8_float, t11);
            t14 = vcc_min(vcc_v8_int, t8, t12);
            t15 = vcc_min(vcc_v8_int, t9, t13);
            vcc_store(c + t4, t14);
            vcc_store(c + t5, t15);
            t16 = vcc_load(vcc_v8_float, t10);
            t17 = vcc_load(vcc_v8_float, t11);
            t18 = vcc_load(vcc_v8_float, t6);
            t19 = vcc_load(vcc_v8_float, t7);
            t20 = vcc_max(vcc_v8_int, t18, t16);
            t21 = vcc_max(vcc_v8_int, t19, t17);
            vcc_store(d + t4, t20);
            vcc_store(d + t5, t21);
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
        }
        t23 = (int)((long)0 + t2);
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t26 = 0L;
        for (;;) {
            t27 = (long)(int)((long)t23 + t26);
            t28 = a + t27;
            t29 = vcc_load(vcc_v8_float, t28);
            t30 = b + t27;
            t31 = vcc_load(vcc_v8_float, t30);
            t32 = vcc_min(vcc_v8_int, t29, t31);
            vcc_store(c + t27, t32);
            t33 = vcc_load(vcc_v8_float, t30);
            t34 = vcc_load(vcc_v8_float, t28);
            t35 = vcc_max(vcc_v8_int, t34, t33);
            vcc_store(d + t27, t35);
            t36 = t26 + 8L;
            if (t36 >= t25) {
                break;
            }
            t26 = t36;
        }
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        t38 = c + t37;
        t39 = a + t37;
        t40 = *t39;
        t41 = b + t37;
        t42 = *t41;
        if (t40 < t42) {
            t43 = t40;
        } else {
            t43 = t42;
        }
        *t38 = t43;
        t44 = d + t37;
        t45 = *t41;
        t46 = *t39;
        if (t45 < t46) {
            t47 = t46;
        } else {
            t47 = t45;
        }
        *t44 = t47;
    }
}

void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    long t29;
    int i;
    long t30;
    double *t31;
    double t32;
    double t33;
    double t34;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_double, a + t4);
            t9 = vcc_load(vcc_v4_double, a + t5);
            t10 = vcc_load(vcc_v4_double, a + t6);
            t11 = vcc_load(vcc_v4_double, a + t7);
            t12 = vcc_load(vcc_v4_double, b + t4);
            t13 = vcc_load(vcc_v4_double, b + t5);
            t14 = vcc_load(vcc_v4_double, b + t6);
            t15 = vcc_load(vcc_v4_double, b + t7);
            t16 = vcc_max(vcc_v4_long, t8, t12);
            t17 = vcc_max(vcc_v4_long, t9, t13);
            t18 = vcc_max(vcc_v4_long, t10, t14);
            t19 = vcc_max(vcc_v4_long, t11, t15);
            vcc_store(c + t4, t16);
            vcc_store(c + t5, t17);
            vcc_store(c + t6, t18);
            vcc_store(c + t7, t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = vcc_load(vcc_v4_double, a + t25);
            t27 = vcc_load(vcc_v4_double, b + t25);
            t28 = vcc_max(vcc_v4_long, t26, t27);
            vcc_store(c + t25, t28);
            t29 = t24 + 4L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        t31 = c + t30;
        t32 = a[t30];
        t33 = b[t30];
        if (t32 > t33) {
            t34 = t32;
        } else {
            t34 = t33;
        }
        *t31 = t34;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_m8 t32;
    vcc_v8_float t33;
    long t34;
    int i;
    long t35;
    float *t36;
    float t37;
    float t38;
    float t39;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_float, a + t4);
            t9 = vcc_load(vcc_v8_float, a + t5);
            t10 = vcc_load(vcc_v8_float, a + t6);
            t11 = vcc_load(vcc_v8_float, a + t7);
            t12 = vcc_load(vcc_v8_float, b + t4);
            t13 = vcc_load(vcc_v8_float, b + t5);
            t14 = vcc_load(vcc_v8_float, b + t6);
            t15 = vcc_load(vcc_v8_float, b + t7);
            t16 = (vcc_m8)(t8 <= t12);
            t17 = (vcc_m8)(t9 <= t13);
            t18 = (vcc_m8)(t10 <= t14);
            t19 = (vcc_m8)(t11 <= t15);
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t8, t12);
            t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t9, t13);
            t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t10, t14);
            t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t11, t15);
            vcc_store(c + t4, t20);
            vcc_store(c + t5, t21);
            vcc_store(c + t6, t22);
            vcc_store(c + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v8_float, a + t29);
            t31 = vcc_load(vcc_v8_float, b + t29);
            t32 = (vcc_m8)(t30 <= t31);
            t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t30, t31);
            vcc_store(c + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = c + t35;
        t37 = a[t35];
        t38 = b[t35];
        if (t37 <= t38) {
            t39 = t37;
        } else {
            t39 = t38;
        }
        *t36 = t39;
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
