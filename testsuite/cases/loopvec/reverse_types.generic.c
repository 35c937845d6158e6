/* vcc: vector types and helpers */
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v32_schar t5;
    vcc_v32_schar t6;
    vcc_v32_uchar t7;
    vcc_v32_uchar t8;
    vcc_v32_schar t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v32_schar, b + (n - 1 - t4) + -31);
            t6 = __builtin_shufflevector(t5, t5, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            t7 = (vcc_v32_uchar)t6;
            t8 = t7 + (vcc_v32_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            t9 = (vcc_v32_schar)t8;
            vcc_store(a + t4, t9);
            t10 = t3 + 32L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v16_ushort t6;
    vcc_v16_ushort t7;
    vcc_v16_ushort t8;
    vcc_v16_ushort t9;
    vcc_v16_ushort t10;
    vcc_v16_ushort t11;
    vcc_v16_ushort t12;
    vcc_v16_ushort t13;
    vcc_v16_ushort t14;
    vcc_v16_ushort t15;
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    int t21;
    vcc_v16_ushort t22;
    vcc_v16_ushort t23;
    vcc_v16_ushort t24;
    vcc_v16_ushort t25;
    vcc_v16_ushort t26;
    long t27;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 16L));
            t6 = vcc_load(vcc_v16_ushort, b + t4);
            t7 = vcc_load(vcc_v16_ushort, b + t5);
            t8 = t6;
            t9 = t7;
            t10 = t8 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t11 = t9 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t12 = t10;
            t13 = t11;
            t14 = __builtin_shufflevector(t12, t12, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t4) + -15, t14);
            t15 = __builtin_shufflevector(t13, t13, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t5) + -15, t15);
            t16 = t3 + 32L;
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
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t20 = 0L;
        for (;;) {
            t21 = (int)((long)t17 + t20);
            t22 = vcc_load(vcc_v16_ushort, b + t21);
            t23 = t22;
            t24 = t23 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t25 = t24;
            t26 = __builtin_shufflevector(t25, t25, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t21) + -15, t26);
            t27 = t20 + 16L;
            if (t27 >= t19) {
                break;
            }
            t20 = t27;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    vcc_v4_llong t8;
    vcc_v4_llong t9;
    vcc_v4_llong t10;
    vcc_v4_llong t11;
    vcc_v4_llong t12;
    vcc_v4_llong t13;
    vcc_v4_llong t14;
    vcc_v4_llong t15;
    vcc_v4_llong t16;
    vcc_v4_llong t17;
    vcc_v4_llong t18;
    vcc_v4_llong t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    vcc_v4_llong t26;
    vcc_v4_llong t27;
    vcc_v4_llong t28;
    long t29;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_llong, b + (n - 1 - t4) + -3);
            t9 = __builtin_shufflevector(t8, t8, 3, 2, 1, 0);
            t10 = vcc_load(vcc_v4_llong, b + (n - 1 - t5) + -3);
            t11 = __builtin_shufflevector(t10, t10, 3, 2, 1, 0);
            t12 = vcc_load(vcc_v4_llong, b + (n - 1 - t6) + -3);
            t13 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v4_llong, b + (n - 1 - t7) + -3);
            t15 = __builtin_shufflevector(t14, t14, 3, 2, 1, 0);
            t16 = t9 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            t17 = t11 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            t18 = t13 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            t19 = t15 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t4, t16);
            vcc_store(a + t5, t17);
            vcc_store(a + t6, t18);
            vcc_store(a + t7, t19);
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
            t25 = (int)((long)t21 + t24);
            t26 = vcc_load(vcc_v4_llong, b + (n - 1 - t25) + -3);
            t27 = __builtin_shufflevector(t26, t26, 3, 2, 1, 0);
            t28 = t27 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t25, t28);
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
        a[i] = b[n - 1 - i] - 7LL;
    }
}

void rev_double(int n, double *restrict a, const double *restrict b) {
    int i;
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
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    long t39;
    int i_1;
    long t40;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)i + t3 * -1L);
            t5 = (long)(int)((long)i + (t3 + 4L) * -1L);
            t6 = (long)(int)((long)i + (t3 + 8L) * -1L);
            t7 = (long)(int)((long)i + (t3 + 12L) * -1L);
            t8 = vcc_load(vcc_v4_double, b + t4 + -3);
            t9 = __builtin_shufflevector(t8, t8, 3, 2, 1, 0);
            t10 = vcc_load(vcc_v4_double, b + t5 + -3);
            t11 = __builtin_shufflevector(t10, t10, 3, 2, 1, 0);
            t12 = vcc_load(vcc_v4_double, b + t6 + -3);
            t13 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v4_double, b + t7 + -3);
            t15 = __builtin_shufflevector(t14, t14, 3, 2, 1, 0);
            t16 = t9 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t17 = t11 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t18 = t13 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t19 = t15 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t20 = t16 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t21 = t17 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t22 = t18 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t23 = t19 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t24 = __builtin_shufflevector(t20, t20, 3, 2, 1, 0);
            vcc_store(a + t4 + -3, t24);
            t25 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            vcc_store(a + t5 + -3, t25);
            t26 = __builtin_shufflevector(t22, t22, 3, 2, 1, 0);
            vcc_store(a + t6 + -3, t26);
            t27 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            vcc_store(a + t7 + -3, t27);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)i + t2 * -1L);
    } else {
        t29 = i;
    }
    t30 = (long)t29 + 1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32 * -1L);
            t34 = vcc_load(vcc_v4_double, b + t33 + -3);
            t35 = __builtin_shufflevector(t34, t34, 3, 2, 1, 0);
            t36 = t35 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t37 = t36 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t38 = __builtin_shufflevector(t37, t37, 3, 2, 1, 0);
            vcc_store(a + t33 + -3, t38);
            t39 = t32 + 4L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i_1 = (int)((long)t29 + t31 * -1L);
    } else {
        i_1 = t29;
    }
    for (; i_1 >= 0; i_1--) {
        t40 = (long)i_1;
        a[t40] = b[t40] * 0.5 + 1.0;
    }
}

void rev_both_float(int n, float *restrict a, const float *restrict b) {
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
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
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
    vcc_v8_float t32;
    vcc_v8_float t33;
    long t34;
    int i;
    long t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(n - 1 - (int)((long)0 + t3));
            t5 = (long)(n - 1 - (int)((long)0 + (t3 + 8L)));
            t6 = (long)(n - 1 - (int)((long)0 + (t3 + 16L)));
            t7 = (long)(n - 1 - (int)((long)0 + (t3 + 24L)));
            t8 = vcc_load(vcc_v8_float, b + t4 + -7);
            t9 = __builtin_shufflevector(t8, t8, 7, 6, 5, 4, 3, 2, 1, 0);
            t10 = vcc_load(vcc_v8_float, b + t5 + -7);
            t11 = __builtin_shufflevector(t10, t10, 7, 6, 5, 4, 3, 2, 1, 0);
            t12 = vcc_load(vcc_v8_float, b + t6 + -7);
            t13 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v8_float, b + t7 + -7);
            t15 = __builtin_shufflevector(t14, t14, 7, 6, 5, 4, 3, 2, 1, 0);
            t16 = t9 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t17 = t11 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t18 = t13 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t19 = t15 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t20 = __builtin_shufflevector(t16, t16, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t4 + -7, t20);
            t21 = __builtin_shufflevector(t17, t17, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t5 + -7, t21);
            t22 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t6 + -7, t22);
            t23 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t7 + -7, t23);
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
            t29 = (long)(n - 1 - (int)((long)t25 + t28));
            t30 = vcc_load(vcc_v8_float, b + t29 + -7);
            t31 = __builtin_shufflevector(t30, t30, 7, 6, 5, 4, 3, 2, 1, 0);
            t32 = t31 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t33 = __builtin_shufflevector(t32, t32, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t29 + -7, t33);
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
        t35 = (long)(n - 1 - i);
        a[t35] = b[t35] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
void rev_iota(int n, int *restrict a) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    int i;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_v8_uint t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    long t23;
    int t24;
    long t25;
    long t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    long t33;
    int i_1;
    i = n - 1;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = (vcc_v8_int){i, i, i, i, i, i, i, i};
        t6 = (vcc_v8_uint)t5;
        t1 = t6 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        t7 = 0L;
        for (;;) {
            t8 = (vcc_v8_int)t1;
            t9 = t1 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            t10 = (vcc_v8_int)t9;
            t11 = t1 + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
            t12 = (vcc_v8_int)t11;
            t13 = t1 + (vcc_v8_uint){4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U};
            t14 = (vcc_v8_int)t13;
            t15 = t8 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t16 = t10 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t17 = t12 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t18 = t14 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t19 = __builtin_shufflevector(t15, t15, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)i + t7 * -1L) + -7, t19);
            t20 = __builtin_shufflevector(t16, t16, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)i + (t7 + 8L) * -1L) + -7, t20);
            t21 = __builtin_shufflevector(t17, t17, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)i + (t7 + 16L) * -1L) + -7, t21);
            t22 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)i + (t7 + 24L) * -1L) + -7, t22);
            t23 = t7 + 32L;
            t1 = t1 + (vcc_v8_uint){4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U};
            if (t23 >= t4) {
                break;
            }
            t7 = t23;
        }
        t24 = (int)((long)i + t4 * -1L);
    } else {
        t24 = i;
    }
    t25 = (long)t24 + 1L;
    if (t25 >= 8L) {
        t26 = t25 & -8L;
        t27 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
        t28 = (vcc_v8_uint)t27;
        t2 = t28 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        t29 = 0L;
        for (;;) {
            t30 = (vcc_v8_int)t2;
            t31 = t30 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t32 = __builtin_shufflevector(t31, t31, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)t24 + t29 * -1L) + -7, t32);
            t33 = t29 + 8L;
            t2 = t2 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            if (t33 >= t26) {
                break;
            }
            t29 = t33;
        }
        i_1 = (int)((long)t24 + t26 * -1L);
    } else {
        i_1 = t24;
    }
    for (; i_1 >= 0; i_1--) {
        a[i_1] = i_1 * 5;
    }
}

/* A pointer walking down. */
void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    const unsigned char *p;
    long t1;
    long t2;
    long t3;
    vcc_v32_uchar t4;
    vcc_v32_uchar t5;
    vcc_v32_uchar t6;
    vcc_v32_uchar t7;
    vcc_v32_uchar t8;
    long t9;
    int i;
    const unsigned char *p_1;
    const unsigned char *p_2;
    p = src + n;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = vcc_load(vcc_v32_uchar, p + t3 * -1L + -1 + -31);
            t5 = __builtin_shufflevector(t4, t4, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            t6 = t5;
            t7 = t6 ^ (vcc_v32_uchar){(unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90};
            t8 = t7;
            vcc_store(dst + (int)((long)0 + t3), t8);
            t9 = t3 + 32L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
        p_1 = p + t2 * -1L;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++, p_1 = p_2) {
        p_2 = p_1 + -1;
        dst[i] = (unsigned char)((int)*p_2 ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

long long rev_sum(int n, const short *a) {
    vcc_v4_uint t1;
    vcc_v4_uint t2;
    long long s;
    int i;
    long t3;
    long t4;
    vcc_v4_int t5;
    vcc_v4_uint t6;
    long t7;
    vcc_v4_ullong t8;
    vcc_v4_ullong t9;
    vcc_v4_ullong t10;
    vcc_v4_ullong t11;
    vcc_v4_int t12;
    vcc_v4_uint t13;
    vcc_v4_int t14;
    vcc_v4_uint t15;
    vcc_v4_int t16;
    vcc_v4_uint t17;
    vcc_v4_int t18;
    vcc_v4_short t19;
    vcc_v4_short t20;
    vcc_v4_short t21;
    vcc_v4_short t22;
    vcc_v4_short t23;
    vcc_v4_short t24;
    vcc_v4_short t25;
    vcc_v4_short t26;
    vcc_v4_int t27;
    vcc_v4_int t28;
    vcc_v4_int t29;
    vcc_v4_int t30;
    vcc_v4_llong t31;
    vcc_v4_llong t32;
    vcc_v4_llong t33;
    vcc_v4_llong t34;
    vcc_v4_llong t35;
    vcc_v4_llong t36;
    vcc_v4_llong t37;
    vcc_v4_llong t38;
    vcc_v4_llong t39;
    vcc_v4_llong t40;
    vcc_v4_llong t41;
    vcc_v4_llong t42;
    vcc_v4_ullong t43;
    vcc_v4_ullong t44;
    vcc_v4_ullong t45;
    vcc_v4_ullong t46;
    vcc_v4_ullong t47;
    vcc_v4_ullong t48;
    vcc_v4_ullong t49;
    vcc_v4_ullong t50;
    long t51;
    vcc_v4_ullong t52;
    vcc_v4_ullong t53;
    vcc_v4_ullong t54;
    int t55;
    long long t56;
    long t57;
    long t58;
    vcc_v4_int t59;
    vcc_v4_uint t60;
    long t61;
    vcc_v4_ullong t62;
    vcc_v4_int t63;
    vcc_v4_short t64;
    vcc_v4_short t65;
    vcc_v4_int t66;
    vcc_v4_llong t67;
    vcc_v4_llong t68;
    vcc_v4_llong t69;
    vcc_v4_ullong t70;
    vcc_v4_ullong t71;
    long t72;
    int i_1;
    i = n - 1;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v4_int){i, i, i, i};
        t6 = (vcc_v4_uint)t5;
        t1 = t6 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        t7 = 0L;
        t8 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        t9 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        t10 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        t11 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        for (;;) {
            t12 = (vcc_v4_int)t1;
            t13 = t1 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            t14 = (vcc_v4_int)t13;
            t15 = t1 + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            t16 = (vcc_v4_int)t15;
            t17 = t1 + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            t18 = (vcc_v4_int)t17;
            t19 = vcc_load(vcc_v4_short, a + (int)((long)i + t7 * -1L) + -3);
            t20 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            t21 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 4L) * -1L) + -3);
            t22 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            t23 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 8L) * -1L) + -3);
            t24 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            t25 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 12L) * -1L) + -3);
            t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            t27 = t12 + (vcc_v4_int){1, 1, 1, 1};
            t28 = t14 + (vcc_v4_int){1, 1, 1, 1};
            t29 = t16 + (vcc_v4_int){1, 1, 1, 1};
            t30 = t18 + (vcc_v4_int){1, 1, 1, 1};
            t31 = __builtin_convertvector(t27, vcc_v4_llong);
            t32 = __builtin_convertvector(t28, vcc_v4_llong);
            t33 = __builtin_convertvector(t29, vcc_v4_llong);
            t34 = __builtin_convertvector(t30, vcc_v4_llong);
            t35 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v4_int), vcc_v4_llong);
            t36 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v4_int), vcc_v4_llong);
            t37 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v4_int), vcc_v4_llong);
            t38 = __builtin_convertvector(__builtin_convertvector(t26, vcc_v4_int), vcc_v4_llong);
            t39 = t35 * t31;
            t40 = t36 * t32;
            t41 = t37 * t33;
            t42 = t38 * t34;
            t43 = (vcc_v4_ullong)t39;
            t44 = t8 + t43;
            t45 = (vcc_v4_ullong)t40;
            t46 = t9 + t45;
            t47 = (vcc_v4_ullong)t41;
            t48 = t10 + t47;
            t49 = (vcc_v4_ullong)t42;
            t50 = t11 + t49;
            t51 = t7 + 16L;
            t1 = t1 + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
            if (t51 >= t4) {
                break;
            }
            t7 = t51;
            t8 = t44;
            t9 = t46;
            t10 = t48;
            t11 = t50;
        }
        t52 = t44 + t46;
        t53 = t52 + t48;
        t54 = t53 + t50;
        t55 = (int)((long)i + t4 * -1L);
        t56 = (long long)((unsigned long long)0LL + vcc_reduce(unsigned long long, t54, +));
    } else {
        t55 = i;
        t56 = 0LL;
    }
    t57 = (long)t55 + 1L;
    if (t57 >= 4L) {
        t58 = t57 & -4L;
        t59 = (vcc_v4_int){t55, t55, t55, t55};
        t60 = (vcc_v4_uint)t59;
        t2 = t60 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        t61 = 0L;
        t62 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        for (;;) {
            t63 = (vcc_v4_int)t2;
            t64 = vcc_load(vcc_v4_short, a + (int)((long)t55 + t61 * -1L) + -3);
            t65 = __builtin_shufflevector(t64, t64, 3, 2, 1, 0);
            t66 = t63 + (vcc_v4_int){1, 1, 1, 1};
            t67 = __builtin_convertvector(t66, vcc_v4_llong);
            t68 = __builtin_convertvector(__builtin_convertvector(t65, vcc_v4_int), vcc_v4_llong);
            t69 = t68 * t67;
            t70 = (vcc_v4_ullong)t69;
            t71 = t62 + t70;
            t72 = t61 + 4L;
            t2 = t2 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            if (t72 >= t58) {
                break;
            }
            t61 = t72;
            t62 = t71;
        }
        i_1 = (int)((long)t55 + t58 * -1L);
        s = (long long)((unsigned long long)t56 + vcc_reduce(unsigned long long, t71, +));
    } else {
        i_1 = t55;
        s = t56;
    }
    for (; i_1 >= 0; i_1--) {
        s += (long long)a[i_1] * (long long)(i_1 + 1);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
