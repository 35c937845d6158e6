/* vcc: vector types and helpers */
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_float t7 = __builtin_convertvector(t6, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t9 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t10 = t8 + t9;
            vcc_store(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_float t13 = __builtin_convertvector(t12, vcc_v8_float);
            vcc_v8_float t14 = t13 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t15 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t16 = t14 + t15;
            vcc_store(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
            vcc_v8_float t20 = t19 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t21 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t22 = t20 + t21;
            vcc_store(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, a + t23);
            vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
            vcc_v8_float t26 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t27 = vcc_load(vcc_v8_float, b + t23);
            vcc_v8_float t28 = t26 + t27;
            vcc_store(f + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_int t33 = vcc_load(vcc_v8_int, a + t32);
            vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
            vcc_v8_float t35 = t34 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t36 = vcc_load(vcc_v8_float, b + t32);
            vcc_v8_float t37 = t35 + t36;
            vcc_store(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 0.5f + b[t38];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, z + t5);
            vcc_v4_short t7 = vcc_load(vcc_v4_short, s + t5);
            vcc_v4_double t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t9 = vcc_load(vcc_v4_short, t + t5);
            vcc_v4_double t10 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t11 = t8 * t10;
            vcc_v4_double t12 = t6 + t11;
            vcc_store(d + t5, t12);
            long t13 = (long)(int)(t1 + 4L);
            vcc_v4_double t14 = vcc_load(vcc_v4_double, z + t13);
            vcc_v4_short t15 = vcc_load(vcc_v4_short, s + t13);
            vcc_v4_double t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t17 = vcc_load(vcc_v4_short, t + t13);
            vcc_v4_double t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t19 = t16 * t18;
            vcc_v4_double t20 = t14 + t19;
            vcc_store(d + t13, t20);
            long t21 = (long)(int)(t1 + 8L);
            vcc_v4_double t22 = vcc_load(vcc_v4_double, z + t21);
            vcc_v4_short t23 = vcc_load(vcc_v4_short, s + t21);
            vcc_v4_double t24 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t25 = vcc_load(vcc_v4_short, t + t21);
            vcc_v4_double t26 = __builtin_convertvector(__builtin_convertvector(t25, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t27 = t24 * t26;
            vcc_v4_double t28 = t22 + t27;
            vcc_store(d + t21, t28);
            long t29 = (long)(int)(t1 + 12L);
            vcc_v4_double t30 = vcc_load(vcc_v4_double, z + t29);
            vcc_v4_short t31 = vcc_load(vcc_v4_short, s + t29);
            vcc_v4_double t32 = __builtin_convertvector(__builtin_convertvector(t31, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t33 = vcc_load(vcc_v4_short, t + t29);
            vcc_v4_double t34 = __builtin_convertvector(__builtin_convertvector(t33, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t35 = t32 * t34;
            vcc_v4_double t36 = t30 + t35;
            vcc_store(d + t29, t36);
            t1 += 16L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 4L) {
        long t39 = t38 & -4L;
        long t2 = 0L;
        do {
            long t40 = (long)(int)((long)t37 + t2);
            vcc_v4_double t41 = vcc_load(vcc_v4_double, z + t40);
            vcc_v4_short t42 = vcc_load(vcc_v4_short, s + t40);
            vcc_v4_double t43 = __builtin_convertvector(__builtin_convertvector(t42, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t44 = vcc_load(vcc_v4_short, t + t40);
            vcc_v4_double t45 = __builtin_convertvector(__builtin_convertvector(t44, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t46 = t43 * t45;
            vcc_v4_double t47 = t41 + t46;
            vcc_store(d + t40, t47);
            t2 += 4L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        d[t48] = z[t48] + (double)s[t48] * (double)t[t48];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, u + t5);
            vcc_v16_float t7 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t6, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t8 = t7 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float t9 = vcc_load(vcc_v16_float, b + t5);
            vcc_v16_float t10 = t8 + t9;
            do { vcc_v16_float vcc_w = t10; char *vcc_p = (char *)(f + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t11 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t12 = vcc_load(vcc_v16_uchar, u + t11);
            vcc_v16_float t13 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t12, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t14 = t13 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float t15 = vcc_load(vcc_v16_float, b + t11);
            vcc_v16_float t16 = t14 + t15;
            do { vcc_v16_float vcc_w = t16; char *vcc_p = (char *)(f + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            vcc_v16_uchar t21 = vcc_load(vcc_v16_uchar, u + t20);
            vcc_v16_float t22 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t21, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t23 = t22 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float t24 = vcc_load(vcc_v16_float, b + t20);
            vcc_v16_float t25 = t23 + t24;
            do { vcc_v16_float vcc_w = t25; char *vcc_p = (char *)(f + t20); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        f[t26] = (float)u[t26] * 3.0f + b[t26];
    }
}

/* Fused in double: an int times a quarter. */
void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_int t6 = vcc_load(vcc_v4_int, a + t5);
            vcc_v4_double t7 = __builtin_convertvector(t6, vcc_v4_double);
            vcc_v4_double t8 = t7 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t9 = vcc_load(vcc_v4_double, z + t5);
            vcc_v4_double t10 = t8 + t9;
            vcc_store(d + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_int t12 = vcc_load(vcc_v4_int, a + t11);
            vcc_v4_double t13 = __builtin_convertvector(t12, vcc_v4_double);
            vcc_v4_double t14 = t13 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t15 = vcc_load(vcc_v4_double, z + t11);
            vcc_v4_double t16 = t14 + t15;
            vcc_store(d + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v4_int t18 = vcc_load(vcc_v4_int, a + t17);
            vcc_v4_double t19 = __builtin_convertvector(t18, vcc_v4_double);
            vcc_v4_double t20 = t19 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t21 = vcc_load(vcc_v4_double, z + t17);
            vcc_v4_double t22 = t20 + t21;
            vcc_store(d + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            vcc_v4_int t24 = vcc_load(vcc_v4_int, a + t23);
            vcc_v4_double t25 = __builtin_convertvector(t24, vcc_v4_double);
            vcc_v4_double t26 = t25 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t27 = vcc_load(vcc_v4_double, z + t23);
            vcc_v4_double t28 = t26 + t27;
            vcc_store(d + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v4_int t33 = vcc_load(vcc_v4_int, a + t32);
            vcc_v4_double t34 = __builtin_convertvector(t33, vcc_v4_double);
            vcc_v4_double t35 = t34 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t36 = vcc_load(vcc_v4_double, z + t32);
            vcc_v4_double t37 = t35 + t36;
            vcc_store(d + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        d[t38] = (double)a[t38] * 0.25 + z[t38];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_float t7 = __builtin_convertvector(t6, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t9 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t10 = t8 + t9;
            vcc_store(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_float t13 = __builtin_convertvector(t12, vcc_v8_float);
            vcc_v8_float t14 = t13 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t15 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t16 = t14 + t15;
            vcc_store(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
            vcc_v8_float t20 = t19 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t21 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t22 = t20 + t21;
            vcc_store(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, a + t23);
            vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
            vcc_v8_float t26 = t25 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t27 = vcc_load(vcc_v8_float, b + t23);
            vcc_v8_float t28 = t26 + t27;
            vcc_store(f + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_int t33 = vcc_load(vcc_v8_int, a + t32);
            vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
            vcc_v8_float t35 = t34 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t36 = vcc_load(vcc_v8_float, b + t32);
            vcc_v8_float t37 = t35 + t36;
            vcc_store(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 3.0f + b[t38];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_float t7 = __builtin_convertvector(t6, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t9 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t10 = t8 + t9;
            vcc_store(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_float t13 = __builtin_convertvector(t12, vcc_v8_float);
            vcc_v8_float t14 = t13 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t15 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t16 = t14 + t15;
            vcc_store(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
            vcc_v8_float t20 = t19 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t21 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t22 = t20 + t21;
            vcc_store(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, a + t23);
            vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
            vcc_v8_float t26 = t25 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t27 = vcc_load(vcc_v8_float, b + t23);
            vcc_v8_float t28 = t26 + t27;
            vcc_store(f + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_int t33 = vcc_load(vcc_v8_int, a + t32);
            vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
            vcc_v8_float t35 = t34 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t36 = vcc_load(vcc_v8_float, b + t32);
            vcc_v8_float t37 = t35 + t36;
            vcc_store(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 0.1f + b[t38];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_float t7 = __builtin_convertvector(t6, vcc_v8_float);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, c + t5);
            vcc_v8_float t9 = __builtin_convertvector(t8, vcc_v8_float);
            vcc_v8_float t10 = t7 * t9;
            vcc_v8_float t11 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t12 = t10 + t11;
            vcc_store(f + t5, t12);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, a + t13);
            vcc_v8_float t15 = __builtin_convertvector(t14, vcc_v8_float);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, c + t13);
            vcc_v8_float t17 = __builtin_convertvector(t16, vcc_v8_float);
            vcc_v8_float t18 = t15 * t17;
            vcc_v8_float t19 = vcc_load(vcc_v8_float, b + t13);
            vcc_v8_float t20 = t18 + t19;
            vcc_store(f + t13, t20);
            long t21 = (long)(int)(t1 + 16L);
            vcc_v8_int t22 = vcc_load(vcc_v8_int, a + t21);
            vcc_v8_float t23 = __builtin_convertvector(t22, vcc_v8_float);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, c + t21);
            vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
            vcc_v8_float t26 = t23 * t25;
            vcc_v8_float t27 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float t28 = t26 + t27;
            vcc_store(f + t21, t28);
            long t29 = (long)(int)(t1 + 24L);
            vcc_v8_int t30 = vcc_load(vcc_v8_int, a + t29);
            vcc_v8_float t31 = __builtin_convertvector(t30, vcc_v8_float);
            vcc_v8_int t32 = vcc_load(vcc_v8_int, c + t29);
            vcc_v8_float t33 = __builtin_convertvector(t32, vcc_v8_float);
            vcc_v8_float t34 = t31 * t33;
            vcc_v8_float t35 = vcc_load(vcc_v8_float, b + t29);
            vcc_v8_float t36 = t34 + t35;
            vcc_store(f + t29, t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            long t40 = (long)(int)((long)t37 + t2);
            vcc_v8_int t41 = vcc_load(vcc_v8_int, a + t40);
            vcc_v8_float t42 = __builtin_convertvector(t41, vcc_v8_float);
            vcc_v8_int t43 = vcc_load(vcc_v8_int, c + t40);
            vcc_v8_float t44 = __builtin_convertvector(t43, vcc_v8_float);
            vcc_v8_float t45 = t42 * t44;
            vcc_v8_float t46 = vcc_load(vcc_v8_float, b + t40);
            vcc_v8_float t47 = t45 + t46;
            vcc_store(f + t40, t47);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        f[t48] = (float)a[t48] * (float)c[t48] + b[t48];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_float t7 = __builtin_convertvector(t6, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float t9 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t10 = t8 + t9;
            vcc_store(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_float t13 = __builtin_convertvector(t12, vcc_v8_float);
            vcc_v8_float t14 = t13 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float t15 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t16 = t14 + t15;
            vcc_store(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
            vcc_v8_float t20 = t19 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float t21 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t22 = t20 + t21;
            vcc_store(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, a + t23);
            vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
            vcc_v8_float t26 = t25 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float t27 = vcc_load(vcc_v8_float, b + t23);
            vcc_v8_float t28 = t26 + t27;
            vcc_store(f + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_int t33 = vcc_load(vcc_v8_int, a + t32);
            vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
            vcc_v8_float t35 = t34 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float t36 = vcc_load(vcc_v8_float, b + t32);
            vcc_v8_float t37 = t35 + t36;
            vcc_store(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 5.877472e-39f + b[t38];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, z + t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, y + t4);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, x + t4);
            vcc_v8_float t8 = vcc_insert((vcc_v8_float){0}, 0, fmaf(t7[0], t6[0], t5[0]));
            vcc_v8_float t9 = vcc_insert(t8, 1, fmaf(t7[1], t6[1], t5[1]));
            vcc_v8_float t10 = vcc_insert(t9, 2, fmaf(t7[2], t6[2], t5[2]));
            vcc_v8_float t11 = vcc_insert(t10, 3, fmaf(t7[3], t6[3], t5[3]));
            vcc_v8_float t12 = vcc_insert(t11, 4, fmaf(t7[4], t6[4], t5[4]));
            vcc_v8_float t13 = vcc_insert(t12, 5, fmaf(t7[5], t6[5], t5[5]));
            vcc_v8_float t14 = vcc_insert(t13, 6, fmaf(t7[6], t6[6], t5[6]));
            vcc_v8_float t15 = vcc_insert(t14, 7, fmaf(t7[7], t6[7], t5[7]));
            vcc_store(r + t4, t15);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = z[t16];
        float t18 = y[t16];
        float t19 = x[t16];
        r[t16] = fmaf(t19, t18, t17);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

int main(void) {
    int n;
    int t3;
    int t37;
    int i_1;
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
        int *a = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int *big = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        short *t = (short *)new_array(n, 2UL);
        unsigned char *u = (unsigned char *)new_array(n, 1UL);
        float *b = (float *)new_array(n, 4UL);
        float *f = (float *)new_array(n, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        double *z = (double *)new_array(n, 8UL);
        double *d = (double *)new_array(n, 8UL);
        for (int i = 0; i < n; i++) {
            long t4 = (long)i;
            a[t4] = (int)(next_rand() % 2000001U) - 1000000;
            big[t4] = (int)(next_rand() & 1073741823U) - 536870912;
            c[t4] = (int)(next_rand() % 65535U) - 32767;
            s[t4] = (short)(next_rand() % 65536U - 32768U);
            t[t4] = (short)(next_rand() % 65536U - 32768U);
            u[t4] = (unsigned char)next_rand();
            b[t4] = frac();
            x[t4] = frac();
            y[t4] = frac();
            z[t4] = (double)frac() / 3.0;
        }
        if (n > 0) {
            a[0] = 0;
            big[0] = (-2147483647 - 1);
        }
        const float *t5 = b;
        const int *t6 = big;
        int_half(n, f, t6, t5);
        unsigned long t7 = (unsigned long)n;
        unsigned long t8 = t7 * 4UL;
        const void *t9 = (const void *)f;
        unsigned long t10 = hash_bytes(t9, t8);
        const double *t11 = z;
        short_product(n, d, s, t, t11);
        unsigned long t12 = t7 * 8UL;
        const void *t13 = (const void *)d;
        unsigned long t14 = hash_bytes(t13, t12);
        byte_times_three(n, f, u, t5);
        unsigned long t15 = hash_bytes(t9, t8);
        int_quarter_double(n, d, t6, t11);
        unsigned long t16 = hash_bytes(t13, t12);
        int_times_three(n, f, t6, t5);
        unsigned long t17 = hash_bytes(t9, t8);
        const int *t18 = a;
        int_tenth(n, f, t18, t5);
        unsigned long t19 = hash_bytes(t9, t8);
        const int *t20 = c;
        int_product_float(n, f, t20, t20, t5);
        unsigned long t21 = hash_bytes(t9, t8);
        const float *t22 = y;
        int_subnormal(n, f, t18, t22);
        unsigned long long h = (((((((unsigned long long)t10 * 31ULL + (unsigned long long)t14) * 31ULL + (unsigned long long)t15) * 31ULL + (unsigned long long)t16) * 31ULL + (unsigned long long)t17) * 31ULL + (unsigned long long)t19) * 31ULL + (unsigned long long)t21) * 31ULL + (unsigned long long)hash_bytes(t9, t8);
        long t23 = (long)n;
        if (t23 >= 32L) {
            long t24 = t23 & -32L;
            long t1 = 0L;
            do {
                float *t25 = y + (int)t1;
                vcc_v8_float t26 = vcc_load(vcc_v8_float, t25);
                vcc_v8_float t27 = t26 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t25, t27);
                float *t28 = y + (int)(t1 + 8L);
                vcc_v8_float t29 = vcc_load(vcc_v8_float, t28);
                vcc_v8_float t30 = t29 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t28, t30);
                float *t31 = y + (int)(t1 + 16L);
                vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
                vcc_v8_float t33 = t32 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t31, t33);
                float *t34 = y + (int)(t1 + 24L);
                vcc_v8_float t35 = vcc_load(vcc_v8_float, t34);
                vcc_v8_float t36 = t35 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t34, t36);
                t1 += 32L;
            } while (t1 < t24);
            t37 = (int)t24;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        if (t38 >= 8L) {
            long t39 = t38 & -8L;
            long t2 = 0L;
            do {
                float *t40 = y + (int)((long)t37 + t2);
                vcc_v8_float t41 = vcc_load(vcc_v8_float, t40);
                vcc_v8_float t42 = t41 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t40, t42);
                t2 += 8L;
            } while (t2 < t39);
            i_1 = (int)((long)t37 + t39);
        } else {
            i_1 = t37;
        }
        for (; i_1 < n; i_1++) {
            float *t43 = y + i_1;
            *t43 = *t43 * 1e-30f;
        }
        int_subnormal(n, f, t18, t22);
        unsigned long t44 = hash_bytes(t9, t8);
        call_fmaf(n, f, x, t22, t5);
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t44) * 31ULL + (unsigned long long)hash_bytes(t9, t8));
        free((void *)a);
        free((void *)c);
        free((void *)big);
        free((void *)s);
        free((void *)t);
        free((void *)u);
        free((void *)b);
        free((void *)f);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)d);
    }
}
