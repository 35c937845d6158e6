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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=8 avx2=8 neon=8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:8 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_schar t3 = vcc_load(vcc_v32_schar, b + (n - 1 - (int)i_vec) + -31);
            vcc_v32_schar b_v = __builtin_shufflevector(t3, t3, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v32_uchar t4 = (vcc_v32_uchar)b_v;
            vcc_v32_uchar t5 = t4 + (vcc_v32_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v32_schar t6 = (vcc_v32_schar)t5;
            vcc_store(a + i_vec, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort b_v = vcc_load(vcc_v16_ushort, b + i_vec);
            vcc_v16_ushort t3 = b_v * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t4 = __builtin_shufflevector(t3, t3, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)i_vec) + -15, t4);
            long t5 = i_vec + 16L;
            vcc_v16_ushort b_v_1 = vcc_load(vcc_v16_ushort, b + t5);
            vcc_v16_ushort t6 = b_v_1 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t7 = __builtin_shufflevector(t6, t6, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)t5) + -15, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_ushort b_v_2 = vcc_load(vcc_v16_ushort, b + t11);
            vcc_v16_ushort t12 = b_v_2 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t13 = __builtin_shufflevector(t12, t12, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - (int)t11) + -15, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_llong t3 = vcc_load(vcc_v4_llong, b + (n - 1 - (int)i_vec) + -3);
            vcc_v4_llong b_v = __builtin_shufflevector(t3, t3, 3, 2, 1, 0);
            vcc_v4_llong t4 = b_v - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_llong t6 = vcc_load(vcc_v4_llong, b + (n - 1 - (int)t5) + -3);
            vcc_v4_llong b_v_1 = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            vcc_v4_llong t7 = b_v_1 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_llong t9 = vcc_load(vcc_v4_llong, b + (n - 1 - (int)t8) + -3);
            vcc_v4_llong b_v_2 = __builtin_shufflevector(t9, t9, 3, 2, 1, 0);
            vcc_v4_llong t10 = b_v_2 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_llong t12 = vcc_load(vcc_v4_llong, b + (n - 1 - (int)t11) + -3);
            vcc_v4_llong b_v_3 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            vcc_v4_llong t13 = b_v_3 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_llong t18 = vcc_load(vcc_v4_llong, b + (n - 1 - (int)t17) + -3);
            vcc_v4_llong b_v_4 = __builtin_shufflevector(t18, t18, 3, 2, 1, 0);
            vcc_v4_llong t19 = b_v_4 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] - 7LL;
    }
}

void rev_double(int n, double *restrict a, const double *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            vcc_v4_double t5 = vcc_load(vcc_v4_double, b + t4 + -3);
            vcc_v4_double t6 = t5 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t7 = t6 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t4 + -3, t7);
            long t8 = (long)t1 + (i_vec + 4L) * -1L;
            vcc_v4_double t9 = vcc_load(vcc_v4_double, b + t8 + -3);
            vcc_v4_double t10 = t9 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t11 = t10 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t8 + -3, t11);
            long t12 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v4_double t13 = vcc_load(vcc_v4_double, b + t12 + -3);
            vcc_v4_double t14 = t13 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t15 = t14 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t12 + -3, t15);
            long t16 = (long)t1 + (i_vec + 12L) * -1L;
            vcc_v4_double t17 = vcc_load(vcc_v4_double, b + t16 + -3);
            vcc_v4_double t18 = t17 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t19 = t18 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t16 + -3, t19);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t1 + i_vec_1 * -1L;
            vcc_v4_double t23 = vcc_load(vcc_v4_double, b + t22 + -3);
            vcc_v4_double t24 = t23 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t25 = t24 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(a + t22 + -3, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t26 = (long)i;
        a[t26] = b[t26] * 0.5 + 1.0;
    }
}

void rev_both_float(int n, float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            vcc_v8_float t4 = vcc_load(vcc_v8_float, b + t3 + -7);
            vcc_v8_float t5 = t4 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t3 + -7, t5);
            long t6 = (long)(n - 1 - (int)(i_vec + 8L));
            vcc_v8_float t7 = vcc_load(vcc_v8_float, b + t6 + -7);
            vcc_v8_float t8 = t7 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t6 + -7, t8);
            long t9 = (long)(n - 1 - (int)(i_vec + 16L));
            vcc_v8_float t10 = vcc_load(vcc_v8_float, b + t9 + -7);
            vcc_v8_float t11 = t10 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t9 + -7, t11);
            long t12 = (long)(n - 1 - (int)(i_vec + 24L));
            vcc_v8_float t13 = vcc_load(vcc_v8_float, b + t12 + -7);
            vcc_v8_float t14 = t13 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t12 + -7, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)(n - 1 - (int)((long)t15 + i_vec_1));
            vcc_v8_float t19 = vcc_load(vcc_v8_float, b + t18 + -7);
            vcc_v8_float t20 = t19 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t18 + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)(n - 1 - i);
        a[t21] = b[t21] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
void rev_iota(int n, int *restrict a) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v8_int t4 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        vcc_v8_uint t5 = (vcc_v8_uint)t4;
        vcc_v8_uint i_v = t5 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:34 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t6 = i_v_2 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t7 = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + ((long)t1 + i_vec * -1L) + -7, t7);
            vcc_v8_uint t8 = i_v + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t8;
            vcc_v8_int t9 = i_v_3 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t10 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + ((long)t1 + (i_vec + 8L) * -1L) + -7, t10);
            vcc_v8_uint t11 = i_v + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t11;
            vcc_v8_int t12 = i_v_4 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t13 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + ((long)t1 + (i_vec + 16L) * -1L) + -7, t13);
            vcc_v8_uint t14 = i_v + (vcc_v8_uint){4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U};
            vcc_v8_int i_v_5 = (vcc_v8_int)t14;
            vcc_v8_int t15 = i_v_5 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t16 = __builtin_shufflevector(t15, t15, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + ((long)t1 + (i_vec + 24L) * -1L) + -7, t16);
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U};
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t17 = (long)t1 + 1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        vcc_v8_int t19 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint i_v_1 = t20 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
            vcc_v8_int t21 = i_v_6 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t22 = __builtin_shufflevector(t21, t21, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + ((long)t1 + i_vec_1 * -1L) + -7, t22);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (i_vec_1 < t18);
        i = (int)((long)t1 + t18 * -1L);
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
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:41 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar t3 = vcc_load(vcc_v32_uchar, p + i_vec * -1L + -1 + -31);
            vcc_v32_uchar p_v = __builtin_shufflevector(t3, t3, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v32_uchar t4 = p_v ^ (vcc_v32_uchar){(unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90};
            vcc_store(dst + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
        p = p + t2 * -1L;
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
    long long t36;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v4_int t4 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint i_v = t5 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec = 0L;
        vcc_v4_ullong s_v = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_1 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_2 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_3 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at reverse_types.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_short t6 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec * -1L) + -3);
            vcc_v4_short a_v = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            vcc_v4_int t7 = i_v_2 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t8 = __builtin_convertvector(t7, vcc_v4_llong);
            vcc_v4_llong t9 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t10 = t9 * t8;
            vcc_v4_ullong t11 = (vcc_v4_ullong)t10;
            s_v = s_v + t11;
            vcc_v4_uint t12 = i_v + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t12;
            vcc_v4_short t13 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 4L) * -1L) + -3);
            vcc_v4_short a_v_1 = __builtin_shufflevector(t13, t13, 3, 2, 1, 0);
            vcc_v4_int t14 = i_v_3 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t15 = __builtin_convertvector(t14, vcc_v4_llong);
            vcc_v4_llong t16 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t17 = t16 * t15;
            vcc_v4_ullong t18 = (vcc_v4_ullong)t17;
            s_v_1 = s_v_1 + t18;
            vcc_v4_uint t19 = i_v + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t19;
            vcc_v4_short t20 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 8L) * -1L) + -3);
            vcc_v4_short a_v_2 = __builtin_shufflevector(t20, t20, 3, 2, 1, 0);
            vcc_v4_int t21 = i_v_4 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t22 = __builtin_convertvector(t21, vcc_v4_llong);
            vcc_v4_llong t23 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t24 = t23 * t22;
            vcc_v4_ullong t25 = (vcc_v4_ullong)t24;
            s_v_2 = s_v_2 + t25;
            vcc_v4_uint t26 = i_v + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t26;
            vcc_v4_short t27 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 12L) * -1L) + -3);
            vcc_v4_short a_v_3 = __builtin_shufflevector(t27, t27, 3, 2, 1, 0);
            vcc_v4_int t28 = i_v_5 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t29 = __builtin_convertvector(t28, vcc_v4_llong);
            vcc_v4_llong t30 = __builtin_convertvector(__builtin_convertvector(a_v_3, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t31 = t30 * t29;
            vcc_v4_ullong t32 = (vcc_v4_ullong)t31;
            s_v_3 = s_v_3 + t32;
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (i_vec < t3);
        vcc_v4_ullong t33 = s_v + s_v_1;
        vcc_v4_ullong t34 = t33 + s_v_2;
        vcc_v4_ullong t35 = t34 + s_v_3;
        t1 = (int)((long)t1 + t3 * -1L);
        t36 = (long long)vcc_reduce(unsigned long long, t35, +);
    } else {
        t36 = 0LL;
    }
    long t37 = (long)t1 + 1L;
    if (t37 >= 4L) {
        long t38 = t37 & -4L;
        vcc_v4_int t39 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t40 = (vcc_v4_uint)t39;
        vcc_v4_uint i_v_1 = t40 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec_1 = 0L;
        vcc_v4_ullong s_v_4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at reverse_types.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_short t41 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec_1 * -1L) + -3);
            vcc_v4_short a_v_4 = __builtin_shufflevector(t41, t41, 3, 2, 1, 0);
            vcc_v4_int t42 = i_v_6 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t43 = __builtin_convertvector(t42, vcc_v4_llong);
            vcc_v4_llong t44 = __builtin_convertvector(__builtin_convertvector(a_v_4, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t45 = t44 * t43;
            vcc_v4_ullong t46 = (vcc_v4_ullong)t45;
            s_v_4 = s_v_4 + t46;
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (i_vec_1 < t38);
        i = (int)((long)t1 + t38 * -1L);
        s = (long long)((unsigned long long)t36 + vcc_reduce(unsigned long long, s_v_4, +));
    } else {
        i = t1;
        s = t36;
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
