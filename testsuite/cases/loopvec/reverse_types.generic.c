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
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            vcc_v32_schar t5 = vcc_load(vcc_v32_schar, b + (n - 1 - t4) + -31);
            vcc_v32_schar t6 = __builtin_shufflevector(t5, t5, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v32_uchar t7 = (vcc_v32_uchar)t6;
            vcc_v32_uchar t8 = t7 + (vcc_v32_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v32_schar t9 = (vcc_v32_schar)t8;
            vcc_store(a + t4, t9);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v16_ushort t6 = vcc_load(vcc_v16_ushort, b + t5);
            vcc_v16_ushort t7 = t6;
            vcc_v16_ushort t8 = t7 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t9 = t8;
            vcc_v16_ushort t10 = __builtin_shufflevector(t9, t9, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t5) + -15, t10);
            int t11 = (int)(t1 + 16L);
            vcc_v16_ushort t12 = vcc_load(vcc_v16_ushort, b + t11);
            vcc_v16_ushort t13 = t12;
            vcc_v16_ushort t14 = t13 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t15 = t14;
            vcc_v16_ushort t16 = __builtin_shufflevector(t15, t15, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t11) + -15, t16);
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
            int t20 = (int)((long)t17 + t2);
            vcc_v16_ushort t21 = vcc_load(vcc_v16_ushort, b + t20);
            vcc_v16_ushort t22 = t21;
            vcc_v16_ushort t23 = t22 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t24 = t23;
            vcc_v16_ushort t25 = __builtin_shufflevector(t24, t24, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t20) + -15, t25);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v4_llong t6 = vcc_load(vcc_v4_llong, b + (n - 1 - t5) + -3);
            vcc_v4_llong t7 = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            vcc_v4_llong t8 = t7 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t5, t8);
            int t9 = (int)(t1 + 4L);
            vcc_v4_llong t10 = vcc_load(vcc_v4_llong, b + (n - 1 - t9) + -3);
            vcc_v4_llong t11 = __builtin_shufflevector(t10, t10, 3, 2, 1, 0);
            vcc_v4_llong t12 = t11 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t9, t12);
            int t13 = (int)(t1 + 8L);
            vcc_v4_llong t14 = vcc_load(vcc_v4_llong, b + (n - 1 - t13) + -3);
            vcc_v4_llong t15 = __builtin_shufflevector(t14, t14, 3, 2, 1, 0);
            vcc_v4_llong t16 = t15 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t13, t16);
            int t17 = (int)(t1 + 12L);
            vcc_v4_llong t18 = vcc_load(vcc_v4_llong, b + (n - 1 - t17) + -3);
            vcc_v4_llong t19 = __builtin_shufflevector(t18, t18, 3, 2, 1, 0);
            vcc_v4_llong t20 = t19 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            vcc_v4_llong t25 = vcc_load(vcc_v4_llong, b + (n - 1 - t24) + -3);
            vcc_v4_llong t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            vcc_v4_llong t27 = t26 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
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
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            vcc_v4_double t7 = vcc_load(vcc_v4_double, b + t6 + -3);
            vcc_v4_double t8 = t7 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t9 = t8 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t6 + -3, t9);
            long t10 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            vcc_v4_double t11 = vcc_load(vcc_v4_double, b + t10 + -3);
            vcc_v4_double t12 = t11 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t13 = t12 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t10 + -3, t13);
            long t14 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            vcc_v4_double t15 = vcc_load(vcc_v4_double, b + t14 + -3);
            vcc_v4_double t16 = t15 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t17 = t16 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t14 + -3, t17);
            long t18 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            vcc_v4_double t19 = vcc_load(vcc_v4_double, b + t18 + -3);
            vcc_v4_double t20 = t19 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t21 = t20 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t18 + -3, t21);
            t2 += 16L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t22 = (long)t1 + 1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t3 = 0L;
        do {
            long t24 = (long)(int)((long)t1 + t3 * -1L);
            vcc_v4_double t25 = vcc_load(vcc_v4_double, b + t24 + -3);
            vcc_v4_double t26 = t25 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t27 = t26 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t24 + -3, t27);
            t3 += 4L;
        } while (t3 < t23);
        i = (int)((long)t1 + t23 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t28 = (long)i;
        a[t28] = b[t28] * 0.5 + 1.0;
    }
}

void rev_both_float(int n, float *restrict a, const float *restrict b) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(n - 1 - (int)t1);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, b + t5 + -7);
            vcc_v8_float t7 = t6 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t5 + -7, t7);
            long t8 = (long)(n - 1 - (int)(t1 + 8L));
            vcc_v8_float t9 = vcc_load(vcc_v8_float, b + t8 + -7);
            vcc_v8_float t10 = t9 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t8 + -7, t10);
            long t11 = (long)(n - 1 - (int)(t1 + 16L));
            vcc_v8_float t12 = vcc_load(vcc_v8_float, b + t11 + -7);
            vcc_v8_float t13 = t12 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t11 + -7, t13);
            long t14 = (long)(n - 1 - (int)(t1 + 24L));
            vcc_v8_float t15 = vcc_load(vcc_v8_float, b + t14 + -7);
            vcc_v8_float t16 = t15 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t14 + -7, t16);
            t1 += 32L;
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
            long t20 = (long)(n - 1 - (int)((long)t17 + t2));
            vcc_v8_float t21 = vcc_load(vcc_v8_float, b + t20 + -7);
            vcc_v8_float t22 = t21 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t20 + -7, t22);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t23 = (long)(n - 1 - i);
        a[t23] = b[t23] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
void rev_iota(int n, int *restrict a) {
    int i;
    int t1 = n - 1;
    long t6 = (long)n;
    if (t6 >= 32L) {
        long t7 = t6 & -32L;
        vcc_v8_int t8 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        vcc_v8_uint t9 = (vcc_v8_uint)t8;
        vcc_v8_uint t2 = t9 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long t3 = 0L;
        do {
            vcc_v8_int t10 = (vcc_v8_int)t2;
            vcc_v8_int t11 = t10 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t12 = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)t1 + t3 * -1L) + -7, t12);
            vcc_v8_uint t13 = t2 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_int t15 = t14 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t16 = __builtin_shufflevector(t15, t15, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)t1 + (t3 + 8L) * -1L) + -7, t16);
            vcc_v8_uint t17 = t2 + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
            vcc_v8_int t18 = (vcc_v8_int)t17;
            vcc_v8_int t19 = t18 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t20 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)t1 + (t3 + 16L) * -1L) + -7, t20);
            vcc_v8_uint t21 = t2 + (vcc_v8_uint){4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U};
            vcc_v8_int t22 = (vcc_v8_int)t21;
            vcc_v8_int t23 = t22 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t24 = __builtin_shufflevector(t23, t23, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)t1 + (t3 + 24L) * -1L) + -7, t24);
            t3 += 32L;
            t2 = t2 + (vcc_v8_uint){4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U};
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t25 = (long)t1 + 1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        vcc_v8_int t27 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t4 = t28 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long t5 = 0L;
        do {
            vcc_v8_int t29 = (vcc_v8_int)t4;
            vcc_v8_int t30 = t29 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t31 = __builtin_shufflevector(t30, t30, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (int)((long)t1 + t5 * -1L) + -7, t31);
            t5 += 8L;
            t4 = t4 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (t5 < t26);
        i = (int)((long)t1 + t26 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        a[i] = i * 5;
    }
}

/* A pointer walking down. */
void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    int i;
    const unsigned char *p = src + n;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, p + t1 * -1L + -1 + -31);
            vcc_v32_uchar t5 = __builtin_shufflevector(t4, t4, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v32_uchar t6 = t5;
            vcc_v32_uchar t7 = t6 ^ (vcc_v32_uchar){(unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90};
            vcc_v32_uchar t8 = t7;
            vcc_store(dst + (int)t1, t8);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
        p = p + t3 * -1L;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        p = p + -1;
        dst[i] = (unsigned char)((int)*p ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

long long rev_sum(int n, const short *a) {
    long long s;
    long long t53;
    int i;
    int t1 = n - 1;
    long t11 = (long)n;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        vcc_v4_int t13 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t14 = (vcc_v4_uint)t13;
        vcc_v4_uint t2 = t14 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long t3 = 0L;
        vcc_v4_ullong t4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong t5 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong t6 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong t7 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        do {
            vcc_v4_int t15 = (vcc_v4_int)t2;
            vcc_v4_short t16 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t3 * -1L) + -3);
            vcc_v4_short t17 = __builtin_shufflevector(t16, t16, 3, 2, 1, 0);
            vcc_v4_int t18 = t15 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t19 = __builtin_convertvector(t18, vcc_v4_llong);
            vcc_v4_llong t20 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t21 = t20 * t19;
            vcc_v4_ullong t22 = (vcc_v4_ullong)t21;
            t4 = t4 + t22;
            vcc_v4_uint t23 = t2 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int t24 = (vcc_v4_int)t23;
            vcc_v4_short t25 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 4L) * -1L) + -3);
            vcc_v4_short t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            vcc_v4_int t27 = t24 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t28 = __builtin_convertvector(t27, vcc_v4_llong);
            vcc_v4_llong t29 = __builtin_convertvector(__builtin_convertvector(t26, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t30 = t29 * t28;
            vcc_v4_ullong t31 = (vcc_v4_ullong)t30;
            t5 = t5 + t31;
            vcc_v4_uint t32 = t2 + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v4_int t33 = (vcc_v4_int)t32;
            vcc_v4_short t34 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 8L) * -1L) + -3);
            vcc_v4_short t35 = __builtin_shufflevector(t34, t34, 3, 2, 1, 0);
            vcc_v4_int t36 = t33 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t37 = __builtin_convertvector(t36, vcc_v4_llong);
            vcc_v4_llong t38 = __builtin_convertvector(__builtin_convertvector(t35, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t39 = t38 * t37;
            vcc_v4_ullong t40 = (vcc_v4_ullong)t39;
            t6 = t6 + t40;
            vcc_v4_uint t41 = t2 + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            vcc_v4_int t42 = (vcc_v4_int)t41;
            vcc_v4_short t43 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 12L) * -1L) + -3);
            vcc_v4_short t44 = __builtin_shufflevector(t43, t43, 3, 2, 1, 0);
            vcc_v4_int t45 = t42 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t46 = __builtin_convertvector(t45, vcc_v4_llong);
            vcc_v4_llong t47 = __builtin_convertvector(__builtin_convertvector(t44, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t48 = t47 * t46;
            vcc_v4_ullong t49 = (vcc_v4_ullong)t48;
            t7 = t7 + t49;
            t3 += 16L;
            t2 = t2 + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (t3 < t12);
        vcc_v4_ullong t50 = t4 + t5;
        vcc_v4_ullong t51 = t50 + t6;
        vcc_v4_ullong t52 = t51 + t7;
        t1 = (int)((long)t1 + t12 * -1L);
        t53 = (long long)vcc_reduce(unsigned long long, t52, +);
    } else {
        t53 = 0LL;
    }
    long t54 = (long)t1 + 1L;
    if (t54 >= 4L) {
        long t55 = t54 & -4L;
        vcc_v4_int t56 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t57 = (vcc_v4_uint)t56;
        vcc_v4_uint t8 = t57 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long t9 = 0L;
        vcc_v4_ullong t10 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        do {
            vcc_v4_int t58 = (vcc_v4_int)t8;
            vcc_v4_short t59 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t9 * -1L) + -3);
            vcc_v4_short t60 = __builtin_shufflevector(t59, t59, 3, 2, 1, 0);
            vcc_v4_int t61 = t58 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t62 = __builtin_convertvector(t61, vcc_v4_llong);
            vcc_v4_llong t63 = __builtin_convertvector(__builtin_convertvector(t60, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t64 = t63 * t62;
            vcc_v4_ullong t65 = (vcc_v4_ullong)t64;
            t10 = t10 + t65;
            t9 += 4L;
            t8 = t8 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (t9 < t55);
        i = (int)((long)t1 + t55 * -1L);
        s = (long long)((unsigned long long)t53 + vcc_reduce(unsigned long long, t10, +));
    } else {
        i = t1;
        s = t53;
    }
    for (; i >= 0; i--) {
        s += (long long)a[i] * (long long)(i + 1);
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
