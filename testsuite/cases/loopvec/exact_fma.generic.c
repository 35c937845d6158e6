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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_float t3 = __builtin_convertvector(a_v, vcc_v8_float);
            vcc_v8_float t4 = t3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t5 = t4 + b_v;
            vcc_store(f + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_float t7 = __builtin_convertvector(a_v_1, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t9 = t8 + b_v_1;
            vcc_store(f + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t10);
            vcc_v8_float t11 = __builtin_convertvector(a_v_2, vcc_v8_float);
            vcc_v8_float t12 = t11 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t13 = t12 + b_v_2;
            vcc_store(f + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_float t15 = __builtin_convertvector(a_v_3, vcc_v8_float);
            vcc_v8_float t16 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float t17 = t16 + b_v_3;
            vcc_store(f + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t21);
            vcc_v8_float t22 = __builtin_convertvector(a_v_4, vcc_v8_float);
            vcc_v8_float t23 = t22 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float t24 = t23 + b_v_4;
            vcc_store(f + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 0.5f + b[t25];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:16 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double z_v = vcc_load(vcc_v4_double, z + i_vec);
            vcc_v4_short s_v = vcc_load(vcc_v4_short, s + i_vec);
            vcc_v4_double t3 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t_v = vcc_load(vcc_v4_short, t + i_vec);
            vcc_v4_double t4 = __builtin_convertvector(__builtin_convertvector(t_v, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t5 = t3 * t4;
            vcc_v4_double t6 = z_v + t5;
            vcc_store(d + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_double z_v_1 = vcc_load(vcc_v4_double, z + t7);
            vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t7);
            vcc_v4_double t8 = __builtin_convertvector(__builtin_convertvector(s_v_1, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t_v_1 = vcc_load(vcc_v4_short, t + t7);
            vcc_v4_double t9 = __builtin_convertvector(__builtin_convertvector(t_v_1, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t10 = t8 * t9;
            vcc_v4_double t11 = z_v_1 + t10;
            vcc_store(d + t7, t11);
            long t12 = i_vec + 8L;
            vcc_v4_double z_v_2 = vcc_load(vcc_v4_double, z + t12);
            vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t12);
            vcc_v4_double t13 = __builtin_convertvector(__builtin_convertvector(s_v_2, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t_v_2 = vcc_load(vcc_v4_short, t + t12);
            vcc_v4_double t14 = __builtin_convertvector(__builtin_convertvector(t_v_2, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t15 = t13 * t14;
            vcc_v4_double t16 = z_v_2 + t15;
            vcc_store(d + t12, t16);
            long t17 = i_vec + 12L;
            vcc_v4_double z_v_3 = vcc_load(vcc_v4_double, z + t17);
            vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t17);
            vcc_v4_double t18 = __builtin_convertvector(__builtin_convertvector(s_v_3, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t_v_3 = vcc_load(vcc_v4_short, t + t17);
            vcc_v4_double t19 = __builtin_convertvector(__builtin_convertvector(t_v_3, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t20 = t18 * t19;
            vcc_v4_double t21 = z_v_3 + t20;
            vcc_store(d + t17, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_double z_v_4 = vcc_load(vcc_v4_double, z + t25);
            vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t25);
            vcc_v4_double t26 = __builtin_convertvector(__builtin_convertvector(s_v_4, vcc_v4_int), vcc_v4_double);
            vcc_v4_short t_v_4 = vcc_load(vcc_v4_short, t + t25);
            vcc_v4_double t27 = __builtin_convertvector(__builtin_convertvector(t_v_4, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t28 = t26 * t27;
            vcc_v4_double t29 = z_v_4 + t28;
            vcc_store(d + t25, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        d[t30] = z[t30] + (double)s[t30] * (double)t[t30];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:22 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar u_v = vcc_load(vcc_v16_uchar, u + i_vec);
            vcc_v16_float t3 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(u_v, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t4 = t3 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float b_v = vcc_load(vcc_v16_float, b + i_vec);
            vcc_v16_float t5 = t4 + b_v;
            do { vcc_v16_float vcc_w = t5; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t6 = i_vec + 16L;
            vcc_v16_uchar u_v_1 = vcc_load(vcc_v16_uchar, u + t6);
            vcc_v16_float t7 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(u_v_1, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t8 = t7 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float b_v_1 = vcc_load(vcc_v16_float, b + t6);
            vcc_v16_float t9 = t8 + b_v_1;
            do { vcc_v16_float vcc_w = t9; char *vcc_p = (char *)(f + t6); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:22 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_uchar u_v_2 = vcc_load(vcc_v16_uchar, u + t13);
            vcc_v16_float t14 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(u_v_2, vcc_v16_ushort), vcc_v16_int), vcc_v16_float);
            vcc_v16_float t15 = t14 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float b_v_2 = vcc_load(vcc_v16_float, b + t13);
            vcc_v16_float t16 = t15 + b_v_2;
            do { vcc_v16_float vcc_w = t16; char *vcc_p = (char *)(f + t13); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        f[t17] = (float)u[t17] * 3.0f + b[t17];
    }
}

/* Fused in double: an int times a quarter. */
void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_double t3 = __builtin_convertvector(a_v, vcc_v4_double);
            vcc_v4_double t4 = t3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double z_v = vcc_load(vcc_v4_double, z + i_vec);
            vcc_v4_double t5 = t4 + z_v;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + t6);
            vcc_v4_double t7 = __builtin_convertvector(a_v_1, vcc_v4_double);
            vcc_v4_double t8 = t7 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double z_v_1 = vcc_load(vcc_v4_double, z + t6);
            vcc_v4_double t9 = t8 + z_v_1;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + t10);
            vcc_v4_double t11 = __builtin_convertvector(a_v_2, vcc_v4_double);
            vcc_v4_double t12 = t11 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double z_v_2 = vcc_load(vcc_v4_double, z + t10);
            vcc_v4_double t13 = t12 + z_v_2;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + t14);
            vcc_v4_double t15 = __builtin_convertvector(a_v_3, vcc_v4_double);
            vcc_v4_double t16 = t15 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double z_v_3 = vcc_load(vcc_v4_double, z + t14);
            vcc_v4_double t17 = t16 + z_v_3;
            vcc_store(d + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + t21);
            vcc_v4_double t22 = __builtin_convertvector(a_v_4, vcc_v4_double);
            vcc_v4_double t23 = t22 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double z_v_4 = vcc_load(vcc_v4_double, z + t21);
            vcc_v4_double t24 = t23 + z_v_4;
            vcc_store(d + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (double)a[t25] * 0.25 + z[t25];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:34 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_float t3 = __builtin_convertvector(a_v, vcc_v8_float);
            vcc_v8_float t4 = t3 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t5 = t4 + b_v;
            vcc_store(f + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_float t7 = __builtin_convertvector(a_v_1, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t9 = t8 + b_v_1;
            vcc_store(f + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t10);
            vcc_v8_float t11 = __builtin_convertvector(a_v_2, vcc_v8_float);
            vcc_v8_float t12 = t11 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t13 = t12 + b_v_2;
            vcc_store(f + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_float t15 = __builtin_convertvector(a_v_3, vcc_v8_float);
            vcc_v8_float t16 = t15 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float t17 = t16 + b_v_3;
            vcc_store(f + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t21);
            vcc_v8_float t22 = __builtin_convertvector(a_v_4, vcc_v8_float);
            vcc_v8_float t23 = t22 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float t24 = t23 + b_v_4;
            vcc_store(f + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 3.0f + b[t25];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_float t3 = __builtin_convertvector(a_v, vcc_v8_float);
            vcc_v8_float t4 = t3 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t5 = t4 + b_v;
            vcc_store(f + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_float t7 = __builtin_convertvector(a_v_1, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t9 = t8 + b_v_1;
            vcc_store(f + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t10);
            vcc_v8_float t11 = __builtin_convertvector(a_v_2, vcc_v8_float);
            vcc_v8_float t12 = t11 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t13 = t12 + b_v_2;
            vcc_store(f + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_float t15 = __builtin_convertvector(a_v_3, vcc_v8_float);
            vcc_v8_float t16 = t15 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float t17 = t16 + b_v_3;
            vcc_store(f + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t21);
            vcc_v8_float t22 = __builtin_convertvector(a_v_4, vcc_v8_float);
            vcc_v8_float t23 = t22 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float t24 = t23 + b_v_4;
            vcc_store(f + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 0.1f + b[t25];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:46 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_float t3 = __builtin_convertvector(a_v, vcc_v8_float);
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_float t4 = __builtin_convertvector(c_v, vcc_v8_float);
            vcc_v8_float t5 = t3 * t4;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t6 = t5 + b_v;
            vcc_store(f + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t7);
            vcc_v8_float t8 = __builtin_convertvector(a_v_1, vcc_v8_float);
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t7);
            vcc_v8_float t9 = __builtin_convertvector(c_v_1, vcc_v8_float);
            vcc_v8_float t10 = t8 * t9;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t7);
            vcc_v8_float t11 = t10 + b_v_1;
            vcc_store(f + t7, t11);
            long t12 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t12);
            vcc_v8_float t13 = __builtin_convertvector(a_v_2, vcc_v8_float);
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t12);
            vcc_v8_float t14 = __builtin_convertvector(c_v_2, vcc_v8_float);
            vcc_v8_float t15 = t13 * t14;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t12);
            vcc_v8_float t16 = t15 + b_v_2;
            vcc_store(f + t12, t16);
            long t17 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_float t18 = __builtin_convertvector(a_v_3, vcc_v8_float);
            vcc_v8_int c_v_3 = vcc_load(vcc_v8_int, c + t17);
            vcc_v8_float t19 = __builtin_convertvector(c_v_3, vcc_v8_float);
            vcc_v8_float t20 = t18 * t19;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t21 = t20 + b_v_3;
            vcc_store(f + t17, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t25);
            vcc_v8_float t26 = __builtin_convertvector(a_v_4, vcc_v8_float);
            vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, c + t25);
            vcc_v8_float t27 = __builtin_convertvector(c_v_4, vcc_v8_float);
            vcc_v8_float t28 = t26 * t27;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t25);
            vcc_v8_float t29 = t28 + b_v_4;
            vcc_store(f + t25, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        f[t30] = (float)a[t30] * (float)c[t30] + b[t30];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:52 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_float t3 = __builtin_convertvector(a_v, vcc_v8_float);
            vcc_v8_float t4 = t3 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t5 = t4 + b_v;
            vcc_store(f + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_float t7 = __builtin_convertvector(a_v_1, vcc_v8_float);
            vcc_v8_float t8 = t7 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t9 = t8 + b_v_1;
            vcc_store(f + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t10);
            vcc_v8_float t11 = __builtin_convertvector(a_v_2, vcc_v8_float);
            vcc_v8_float t12 = t11 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t13 = t12 + b_v_2;
            vcc_store(f + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_float t15 = __builtin_convertvector(a_v_3, vcc_v8_float);
            vcc_v8_float t16 = t15 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float t17 = t16 + b_v_3;
            vcc_store(f + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t21);
            vcc_v8_float t22 = __builtin_convertvector(a_v_4, vcc_v8_float);
            vcc_v8_float t23 = t22 * (vcc_v8_float){5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f, 5.877472e-39f};
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t21);
            vcc_v8_float t24 = t23 + b_v_4;
            vcc_store(f + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 5.877472e-39f + b[t25];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:58 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float z_v = vcc_load(vcc_v8_float, z + i_vec);
            vcc_v8_float y_v = vcc_load(vcc_v8_float, y + i_vec);
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t3 = vcc_insert((vcc_v8_float){0}, 0, fmaf(x_v[0], y_v[0], z_v[0]));
            vcc_v8_float t4 = vcc_insert(t3, 1, fmaf(x_v[1], y_v[1], z_v[1]));
            vcc_v8_float t5 = vcc_insert(t4, 2, fmaf(x_v[2], y_v[2], z_v[2]));
            vcc_v8_float t6 = vcc_insert(t5, 3, fmaf(x_v[3], y_v[3], z_v[3]));
            vcc_v8_float t7 = vcc_insert(t6, 4, fmaf(x_v[4], y_v[4], z_v[4]));
            vcc_v8_float t8 = vcc_insert(t7, 5, fmaf(x_v[5], y_v[5], z_v[5]));
            vcc_v8_float t9 = vcc_insert(t8, 6, fmaf(x_v[6], y_v[6], z_v[6]));
            vcc_v8_float t10 = vcc_insert(t9, 7, fmaf(x_v[7], y_v[7], z_v[7]));
            vcc_store(r + i_vec, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        float t12 = z[t11];
        float t13 = y[t11];
        float t14 = x[t11];
        r[t11] = fmaf(t14, t13, t12);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

int main(void) {
    int n;
    int t1;
    int t31;
    int i_1;
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
            long t2 = (long)i;
            a[t2] = (int)(next_rand() % 2000001U) - 1000000;
            big[t2] = (int)(next_rand() & 1073741823U) - 536870912;
            c[t2] = (int)(next_rand() % 65535U) - 32767;
            s[t2] = (short)(next_rand() % 65536U - 32768U);
            t[t2] = (short)(next_rand() % 65536U - 32768U);
            u[t2] = (unsigned char)next_rand();
            b[t2] = frac();
            x[t2] = frac();
            y[t2] = frac();
            z[t2] = (double)frac() / 3.0;
        }
        if (n > 0) {
            a[0] = 0;
            big[0] = (-2147483647 - 1);
        }
        const float *t3 = b;
        const int *t4 = big;
        int_half(n, f, t4, t3);
        unsigned long t5 = (unsigned long)n;
        unsigned long t6 = t5 * 4UL;
        const void *t7 = (const void *)f;
        unsigned long t8 = hash_bytes(t7, t6);
        const double *t9 = z;
        short_product(n, d, s, t, t9);
        unsigned long t10 = t5 * 8UL;
        const void *t11 = (const void *)d;
        unsigned long t12 = hash_bytes(t11, t10);
        byte_times_three(n, f, u, t3);
        unsigned long t13 = hash_bytes(t7, t6);
        int_quarter_double(n, d, t4, t9);
        unsigned long t14 = hash_bytes(t11, t10);
        int_times_three(n, f, t4, t3);
        unsigned long t15 = hash_bytes(t7, t6);
        const int *t16 = a;
        int_tenth(n, f, t16, t3);
        unsigned long t17 = hash_bytes(t7, t6);
        const int *t18 = c;
        int_product_float(n, f, t18, t18, t3);
        unsigned long t19 = hash_bytes(t7, t6);
        const float *t20 = y;
        int_subnormal(n, f, t16, t20);
        unsigned long long h = (((((((unsigned long long)t8 * 31ULL + (unsigned long long)t12) * 31ULL + (unsigned long long)t13) * 31ULL + (unsigned long long)t14) * 31ULL + (unsigned long long)t15) * 31ULL + (unsigned long long)t17) * 31ULL + (unsigned long long)t19) * 31ULL + (unsigned long long)hash_bytes(t7, t6);
        long t21 = (long)n;
        if (t21 >= 32L) {
            long t22 = t21 & -32L;
            long i_vec = 0L;
            /* vcc: loop at exact_fma.c:105 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t23 = y + i_vec;
                vcc_v8_float y_v = vcc_load(vcc_v8_float, t23);
                vcc_v8_float t24 = y_v * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t23, t24);
                float *t25 = y + (i_vec + 8L);
                vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, t25);
                vcc_v8_float t26 = y_v_1 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t25, t26);
                float *t27 = y + (i_vec + 16L);
                vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, t27);
                vcc_v8_float t28 = y_v_2 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t27, t28);
                float *t29 = y + (i_vec + 24L);
                vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, t29);
                vcc_v8_float t30 = y_v_3 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t29, t30);
                i_vec += 32L;
            } while (i_vec < t22);
            t31 = (int)t22;
        } else {
            t31 = 0;
        }
        long t32 = (long)n + (long)t31 * -1L;
        if (t32 >= 8L) {
            long t33 = t32 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at exact_fma.c:105 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t34 = y + ((long)t31 + i_vec_1);
                vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, t34);
                vcc_v8_float t35 = y_v_4 * (vcc_v8_float){1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f, 1e-30f};
                vcc_store(t34, t35);
                i_vec_1 += 8L;
            } while (i_vec_1 < t33);
            i_1 = (int)((long)t31 + t33);
        } else {
            i_1 = t31;
        }
        for (; i_1 < n; i_1++) {
            float *t36 = y + i_1;
            *t36 = *t36 * 1e-30f;
        }
        int_subnormal(n, f, t16, t20);
        unsigned long t37 = hash_bytes(t7, t6);
        call_fmaf(n, f, x, t20, t3);
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t37) * 31ULL + (unsigned long long)hash_bytes(t7, t6));
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
