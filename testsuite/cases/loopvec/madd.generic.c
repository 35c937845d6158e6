/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    long t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    int i;
    long t11;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (long)(int)((long)0 + t3);
            t6 = vcc_load(vcc_v16_short, a + t5);
            t7 = vcc_load(vcc_v16_short, b + t5);
            t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t9 = t4 + t8;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t9, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        s += (int)a[t11] * (int)b[t11];
    }
    return s;
}

/* A start value, the product written the other way round. */
int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    long t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    int i;
    long t11;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (long)(int)((long)0 + t3);
            t6 = vcc_load(vcc_v16_short, b + t5);
            t7 = vcc_load(vcc_v16_short, a + t5);
            t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t9 = t4 + t8;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)start + vcc_reduce(unsigned int, t9, +));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        s = (int)b[t11] * (int)a[t11] + s;
    }
    return s;
}

/* A sum of squares. */
int squares(int n, const int16_t *restrict a) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v16_short t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    long t8;
    int i;
    int t9;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = vcc_load(vcc_v16_short, a + (int)((long)0 + t3));
            t6 = __builtin_convertvector(__builtin_shufflevector(t5, t5, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t5, t5, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t5, t5, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t5, t5, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t7 = t4 + t6;
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
            t4 = t7;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t7, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t9 = (int)a[i];
        s += t9 * t9;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    long t7;
    vcc_v8_ushort t8;
    vcc_v8_ushort t9;
    vcc_v8_ushort t10;
    vcc_v8_ushort t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    long t22;
    vcc_v8_uint t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_uint t29;
    long t30;
    vcc_v8_ushort t31;
    vcc_v8_ushort t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    long t38;
    int i;
    long t39;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = (long)(int)((long)0 + t3);
            t7 = (long)(int)((long)0 + (t3 + 8L));
            t8 = vcc_load(vcc_v8_ushort, a + t6);
            t9 = vcc_load(vcc_v8_ushort, a + t7);
            t10 = vcc_load(vcc_v8_ushort, b + t6);
            t11 = vcc_load(vcc_v8_ushort, b + t7);
            t12 = __builtin_convertvector(t8, vcc_v8_int);
            t13 = __builtin_convertvector(t9, vcc_v8_int);
            t14 = __builtin_convertvector(t10, vcc_v8_int);
            t15 = __builtin_convertvector(t11, vcc_v8_int);
            t16 = t12 * t14;
            t17 = t13 * t15;
            t18 = (vcc_v8_uint)t16;
            t19 = t4 + t18;
            t20 = (vcc_v8_uint)t17;
            t21 = t5 + t20;
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
            t4 = t19;
            t5 = t21;
        }
        t23 = t19 + t21;
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t23, +));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t30 = (long)(int)((long)t24 + t28);
            t31 = vcc_load(vcc_v8_ushort, a + t30);
            t32 = vcc_load(vcc_v8_ushort, b + t30);
            t33 = __builtin_convertvector(t31, vcc_v8_int);
            t34 = __builtin_convertvector(t32, vcc_v8_int);
            t35 = t33 * t34;
            t36 = (vcc_v8_uint)t35;
            t37 = t29 + t36;
            t38 = t28 + 8L;
            if (t38 >= t27) {
                break;
            }
            t28 = t38;
            t29 = t37;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_reduce(unsigned int, t37, +));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        s += (int)a[t39] * (int)b[t39];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    long t8;
    long t9;
    long t10;
    long t11;
    vcc_v4_short t12;
    vcc_v4_short t13;
    vcc_v4_short t14;
    vcc_v4_short t15;
    vcc_v4_short t16;
    vcc_v4_short t17;
    vcc_v4_short t18;
    vcc_v4_short t19;
    vcc_v4_int t20;
    vcc_v4_int t21;
    vcc_v4_int t22;
    vcc_v4_int t23;
    vcc_v4_int t24;
    vcc_v4_int t25;
    vcc_v4_int t26;
    vcc_v4_int t27;
    vcc_v4_int t28;
    vcc_v4_int t29;
    vcc_v4_int t30;
    vcc_v4_int t31;
    vcc_v4_long t32;
    vcc_v4_long t33;
    vcc_v4_long t34;
    vcc_v4_long t35;
    vcc_v4_ulong t36;
    vcc_v4_ulong t37;
    vcc_v4_ulong t38;
    vcc_v4_ulong t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    vcc_v4_ulong t42;
    vcc_v4_ulong t43;
    long t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
    vcc_v4_ulong t47;
    int t48;
    long t49;
    long t50;
    long t51;
    long t52;
    vcc_v4_ulong t53;
    long t54;
    vcc_v4_short t55;
    vcc_v4_short t56;
    vcc_v4_int t57;
    vcc_v4_int t58;
    vcc_v4_int t59;
    vcc_v4_long t60;
    vcc_v4_ulong t61;
    vcc_v4_ulong t62;
    long t63;
    int i;
    long t64;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t8 = (long)(int)((long)0 + t3);
            t9 = (long)(int)((long)0 + (t3 + 4L));
            t10 = (long)(int)((long)0 + (t3 + 8L));
            t11 = (long)(int)((long)0 + (t3 + 12L));
            t12 = vcc_load(vcc_v4_short, a + t8);
            t13 = vcc_load(vcc_v4_short, a + t9);
            t14 = vcc_load(vcc_v4_short, a + t10);
            t15 = vcc_load(vcc_v4_short, a + t11);
            t16 = vcc_load(vcc_v4_short, b + t8);
            t17 = vcc_load(vcc_v4_short, b + t9);
            t18 = vcc_load(vcc_v4_short, b + t10);
            t19 = vcc_load(vcc_v4_short, b + t11);
            t20 = __builtin_convertvector(t12, vcc_v4_int);
            t21 = __builtin_convertvector(t13, vcc_v4_int);
            t22 = __builtin_convertvector(t14, vcc_v4_int);
            t23 = __builtin_convertvector(t15, vcc_v4_int);
            t24 = __builtin_convertvector(t16, vcc_v4_int);
            t25 = __builtin_convertvector(t17, vcc_v4_int);
            t26 = __builtin_convertvector(t18, vcc_v4_int);
            t27 = __builtin_convertvector(t19, vcc_v4_int);
            t28 = t20 * t24;
            t29 = t21 * t25;
            t30 = t22 * t26;
            t31 = t23 * t27;
            t32 = __builtin_convertvector(t28, vcc_v4_long);
            t33 = __builtin_convertvector(t29, vcc_v4_long);
            t34 = __builtin_convertvector(t30, vcc_v4_long);
            t35 = __builtin_convertvector(t31, vcc_v4_long);
            t36 = (vcc_v4_ulong)t32;
            t37 = t4 + t36;
            t38 = (vcc_v4_ulong)t33;
            t39 = t5 + t38;
            t40 = (vcc_v4_ulong)t34;
            t41 = t6 + t40;
            t42 = (vcc_v4_ulong)t35;
            t43 = t7 + t42;
            t44 = t3 + 16L;
            if (t44 >= t2) {
                break;
            }
            t3 = t44;
            t4 = t37;
            t5 = t39;
            t6 = t41;
            t7 = t43;
        }
        t45 = t37 + t39;
        t46 = t45 + t41;
        t47 = t46 + t43;
        t48 = (int)((long)0 + t2);
        t49 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t47, +));
    } else {
        t48 = 0;
        t49 = 0L;
    }
    t50 = (long)n + (long)t48 * -1L;
    if (t50 >= 4L) {
        t51 = t50 & -4L;
        t52 = 0L;
        t53 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t54 = (long)(int)((long)t48 + t52);
            t55 = vcc_load(vcc_v4_short, a + t54);
            t56 = vcc_load(vcc_v4_short, b + t54);
            t57 = __builtin_convertvector(t55, vcc_v4_int);
            t58 = __builtin_convertvector(t56, vcc_v4_int);
            t59 = t57 * t58;
            t60 = __builtin_convertvector(t59, vcc_v4_long);
            t61 = (vcc_v4_ulong)t60;
            t62 = t53 + t61;
            t63 = t52 + 4L;
            if (t63 >= t51) {
                break;
            }
            t52 = t63;
            t53 = t62;
        }
        i = (int)((long)t48 + t51);
        s = (long)((unsigned long)t49 + vcc_reduce(unsigned long, t62, +));
    } else {
        i = t48;
        s = t49;
    }
    for (; i < n; i++) {
        t64 = (long)i;
        s += (long)((int)a[t64] * (int)b[t64]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
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
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    long t22;
    vcc_v8_uint t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_uint t29;
    long t30;
    vcc_v8_short t31;
    vcc_v8_short t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    long t38;
    int i;
    long t39;
    int t;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = (long)(int)((long)0 + t3);
            t7 = (long)(int)((long)0 + (t3 + 8L));
            t8 = vcc_load(vcc_v8_short, a + t6);
            t9 = vcc_load(vcc_v8_short, a + t7);
            t10 = vcc_load(vcc_v8_short, b + t6);
            t11 = vcc_load(vcc_v8_short, b + t7);
            t12 = __builtin_convertvector(t8, vcc_v8_int);
            t13 = __builtin_convertvector(t9, vcc_v8_int);
            t14 = __builtin_convertvector(t10, vcc_v8_int);
            t15 = __builtin_convertvector(t11, vcc_v8_int);
            t16 = t12 * t14;
            t17 = t13 * t15;
            vcc_store(p + t6, t16);
            vcc_store(p + t7, t17);
            t18 = (vcc_v8_uint)t16;
            t19 = t4 + t18;
            t20 = (vcc_v8_uint)t17;
            t21 = t5 + t20;
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
            t4 = t19;
            t5 = t21;
        }
        t23 = t19 + t21;
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t23, +));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t30 = (long)(int)((long)t24 + t28);
            t31 = vcc_load(vcc_v8_short, a + t30);
            t32 = vcc_load(vcc_v8_short, b + t30);
            t33 = __builtin_convertvector(t31, vcc_v8_int);
            t34 = __builtin_convertvector(t32, vcc_v8_int);
            t35 = t33 * t34;
            vcc_store(p + t30, t35);
            t36 = (vcc_v8_uint)t35;
            t37 = t29 + t36;
            t38 = t28 + 8L;
            if (t38 >= t27) {
                break;
            }
            t28 = t38;
            t29 = t37;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_reduce(unsigned int, t37, +));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        t = (int)a[t39] * (int)b[t39];
        p[t39] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
