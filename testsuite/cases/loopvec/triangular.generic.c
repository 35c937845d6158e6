/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Triangular nests: the inner loop's bounds move with the outer index (`j = i .. n`,
   `j = 0 .. i`, `j = i + 1 .. n`, `j = 2 * i .. m`, and down from n to i). The inner trip
   count is written with the outer loop's induction (`n - i`), computed before each inner loop;
   a count below zero (the inner loop does not run) must stay so. Kernels over a row-major
   n x n matrix stored flat, exactly as long as they touch. */
void upper(int n, float *restrict a, const float *restrict b, float s) {
    int t19;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)n + (long)i * -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
            long j_vec = 0L;
            /* vcc: loop at triangular.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t3 = (long)(i * n + (int)((long)i + j_vec));
                float *t4 = a + t3;
                vcc_v8_float b_v = vcc_load(vcc_v8_float, b + t3);
                vcc_v8_float t5 = b_v * s_v;
                vcc_v8_float a_v = vcc_load(vcc_v8_float, t4);
                vcc_v8_float t6 = t5 + a_v;
                vcc_store(t4, t6);
                long t7 = (long)(i * n + (int)((long)i + (j_vec + 8L)));
                float *t8 = a + t7;
                vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t7);
                vcc_v8_float t9 = b_v_1 * s_v;
                vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t8);
                vcc_v8_float t10 = t9 + a_v_1;
                vcc_store(t8, t10);
                long t11 = (long)(i * n + (int)((long)i + (j_vec + 16L)));
                float *t12 = a + t11;
                vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t11);
                vcc_v8_float t13 = b_v_2 * s_v;
                vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t12);
                vcc_v8_float t14 = t13 + a_v_2;
                vcc_store(t12, t14);
                long t15 = (long)(i * n + (int)((long)i + (j_vec + 24L)));
                float *t16 = a + t15;
                vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t15);
                vcc_v8_float t17 = b_v_3 * s_v;
                vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t16);
                vcc_v8_float t18 = t17 + a_v_3;
                vcc_store(t16, t18);
                j_vec += 32L;
            } while (j_vec < t2);
            t19 = (int)((long)i + t2);
        } else {
            t19 = i;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t22 = (long)(i * n + (int)((long)t19 + j_vec_1));
                float *t23 = a + t22;
                vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t22);
                vcc_v8_float t24 = b_v_4 * s_v_1;
                vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, t23);
                vcc_v8_float t25 = t24 + a_v_4;
                vcc_store(t23, t25);
                j_vec_1 += 8L;
            } while (j_vec_1 < t21);
            j = (int)((long)t19 + t21);
        } else {
            j = t19;
        }
        for (; j < n; j++) {
            long t26 = (long)(i * n + j);
            float *t27 = a + t26;
            *t27 = b[t26] * s + *t27;
        }
    }
}

void lower(int n, int *restrict a, const int *restrict b) {
    int t19;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        if ((t1 >= 32L) & (n == 1)) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:17 vectorized: VF 8, UF 4, versioned on `n` == 1, vector epilogue VF 8, scalar epilogue */
            do {
                int t3 = (int)j_vec;
                int *t4 = a + (i * n + t3);
                vcc_v8_int a_v = vcc_load(vcc_v8_int, t4);
                vcc_v8_int b_v = vcc_load(vcc_v8_int, b + (t3 * n + i));
                vcc_v8_int t5 = b_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_int t6 = a_v + t5;
                vcc_store(t4, t6);
                int t7 = (int)(j_vec + 8L);
                int *t8 = a + (i * n + t7);
                vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t8);
                vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + (t7 * n + i));
                vcc_v8_int t9 = b_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_int t10 = a_v_1 + t9;
                vcc_store(t8, t10);
                int t11 = (int)(j_vec + 16L);
                int *t12 = a + (i * n + t11);
                vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t12);
                vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + (t11 * n + i));
                vcc_v8_int t13 = b_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_int t14 = a_v_2 + t13;
                vcc_store(t12, t14);
                int t15 = (int)(j_vec + 24L);
                int *t16 = a + (i * n + t15);
                vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, t16);
                vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + (t15 * n + i));
                vcc_v8_int t17 = b_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_int t18 = a_v_3 + t17;
                vcc_store(t16, t18);
                j_vec += 32L;
            } while (j_vec < t2);
            t19 = (int)t2;
        } else {
            t19 = 0;
        }
        long t20 = (long)i + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            vcc_v8_int n_v = (vcc_v8_int){n, n, n, n, n, n, n, n};
            vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
            vcc_v8_int t22 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
            vcc_v8_uint t23 = (vcc_v8_uint)t22;
            vcc_v8_uint j_v = t23 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int j_v_1 = (vcc_v8_int)j_v;
                int *t24 = a + (i * n + (int)((long)t19 + j_vec_1));
                vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, t24);
                vcc_v8_int t25 = j_v_1 * n_v;
                vcc_v8_int t26 = t25 + i_v;
                vcc_v8_int b_v_4 = vcc_gather(vcc_v8_int, b, t26);
                vcc_v8_int t27 = b_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_int t28 = a_v_4 + t27;
                vcc_store(t24, t28);
                j_vec_1 += 8L;
                vcc_v8_uint t29 = j_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (j_vec_1 >= t21) {
                    break;
                }
                j_v = t29;
            }
            j = (int)((long)t19 + t21);
        } else {
            j = t19;
        }
        for (; j < i; j++) {
            int *t30 = a + (i * n + j);
            *t30 = *t30 + b[j * n + i] * 3;
        }
    }
}

/* The outer induction starts below zero: row i + 1, from the column after the diagonal. */
void strict_upper(int n, double *restrict a, const double *restrict b) {
    int j;
    for (int i = -1; i < (n - 1); i++) {
        int t1 = i + 2;
        long t2 = (long)n + (long)i * -1L + -2L;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t4 = (long)t1 + j_vec;
                long t5 = (long)((i + 1) * n + (int)t4);
                vcc_v4_double b_v = vcc_load(vcc_v4_double, b + t5);
                vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t4);
                vcc_v4_double t6 = b_v - b_v_1;
                vcc_store(a + t5, t6);
                long t7 = (long)t1 + (j_vec + 4L);
                long t8 = (long)((i + 1) * n + (int)t7);
                vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t8);
                vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t7);
                vcc_v4_double t9 = b_v_2 - b_v_3;
                vcc_store(a + t8, t9);
                long t10 = (long)t1 + (j_vec + 8L);
                long t11 = (long)((i + 1) * n + (int)t10);
                vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t11);
                vcc_v4_double b_v_5 = vcc_load(vcc_v4_double, b + t10);
                vcc_v4_double t12 = b_v_4 - b_v_5;
                vcc_store(a + t11, t12);
                long t13 = (long)t1 + (j_vec + 12L);
                long t14 = (long)((i + 1) * n + (int)t13);
                vcc_v4_double b_v_6 = vcc_load(vcc_v4_double, b + t14);
                vcc_v4_double b_v_7 = vcc_load(vcc_v4_double, b + t13);
                vcc_v4_double t15 = b_v_6 - b_v_7;
                vcc_store(a + t14, t15);
                j_vec += 16L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t16 = (long)n + (long)t1 * -1L;
        if (t16 >= 4L) {
            long t17 = t16 & -4L;
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t18 = (long)t1 + j_vec_1;
                long t19 = (long)((i + 1) * n + (int)t18);
                vcc_v4_double b_v_8 = vcc_load(vcc_v4_double, b + t19);
                vcc_v4_double b_v_9 = vcc_load(vcc_v4_double, b + t18);
                vcc_v4_double t20 = b_v_8 - b_v_9;
                vcc_store(a + t19, t20);
                j_vec_1 += 4L;
            } while (j_vec_1 < t17);
            j = (int)((long)t1 + t17);
        } else {
            j = t1;
        }
        for (; j < n; j++) {
            long t21 = (long)((i + 1) * n + j);
            a[t21] = b[t21] - b[j];
        }
    }
}

/* The inner start grows twice as fast as the outer index: empty once 2i >= m. */
void double_start(int n, int m, short *restrict a, const short *restrict b) {
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = 2 * i;
        long t2 = (long)m + (long)i * -2L;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            vcc_v16_int i_v = (vcc_v16_int){i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i};
            vcc_v16_short t4 = __builtin_convertvector(i_v, vcc_v16_short);
            vcc_v16_ushort t5 = (vcc_v16_ushort)t4;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:31 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            do {
                long t6 = (long)t1 + j_vec;
                short *t7 = a + t6;
                vcc_v16_short a_v = vcc_load(vcc_v16_short, t7);
                vcc_v16_short b_v = vcc_load(vcc_v16_short, b + t6);
                vcc_v16_ushort t8 = (vcc_v16_ushort)b_v;
                vcc_v16_ushort t9 = t8 * t5;
                vcc_v16_ushort t10 = (vcc_v16_ushort)a_v;
                vcc_v16_ushort t11 = t10 + t9;
                vcc_v16_short t12 = (vcc_v16_short)t11;
                vcc_store(t7, t12);
                long t13 = (long)t1 + (j_vec + 16L);
                short *t14 = a + t13;
                vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, t14);
                vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t13);
                vcc_v16_ushort t15 = (vcc_v16_ushort)b_v_1;
                vcc_v16_ushort t16 = t15 * t5;
                vcc_v16_ushort t17 = (vcc_v16_ushort)a_v_1;
                vcc_v16_ushort t18 = t17 + t16;
                vcc_v16_short t19 = (vcc_v16_short)t18;
                vcc_store(t14, t19);
                j_vec += 32L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t20 = (long)m + (long)t1 * -1L;
        if (t20 >= 16L) {
            long t21 = t20 & -16L;
            vcc_v16_int i_v_1 = (vcc_v16_int){i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i};
            vcc_v16_short t22 = __builtin_convertvector(i_v_1, vcc_v16_short);
            vcc_v16_ushort t23 = (vcc_v16_ushort)t22;
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:31 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t24 = (long)t1 + j_vec_1;
                short *t25 = a + t24;
                vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, t25);
                vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t24);
                vcc_v16_ushort t26 = (vcc_v16_ushort)b_v_2;
                vcc_v16_ushort t27 = t26 * t23;
                vcc_v16_ushort t28 = (vcc_v16_ushort)a_v_2;
                vcc_v16_ushort t29 = t28 + t27;
                vcc_v16_short t30 = (vcc_v16_short)t29;
                vcc_store(t25, t30);
                j_vec_1 += 16L;
            } while (j_vec_1 < t21);
            j = (int)((long)t1 + t21);
        } else {
            j = t1;
        }
        for (; j < m; j++) {
            long t31 = (long)j;
            short *t32 = a + t31;
            *t32 = (short)((int)*t32 + (int)b[t31] * (int)(short)i);
        }
    }
}

/* Down from the outer bound to the outer index. */
void down_to_i(int n, unsigned *restrict a, const unsigned *restrict b) {
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = n - 1;
        long t2 = (long)n + (long)i * -1L;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            vcc_v8_int t4 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
            vcc_v8_uint t5 = (vcc_v8_uint)t4;
            vcc_v8_uint j_v = t5 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
            long j_vec = 0L;
            /* vcc: loop at triangular.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int j_v_2 = (vcc_v8_int)j_v;
                long t6 = (long)(i * n + (int)((long)t1 + j_vec * -1L));
                unsigned int *t7 = a + t6;
                vcc_v8_uint t8 = vcc_load(vcc_v8_uint, t7 + -7);
                vcc_v8_uint a_v = __builtin_shufflevector(t8, t8, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_uint t9 = vcc_load(vcc_v8_uint, b + t6 + -7);
                vcc_v8_uint b_v = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_uint t10 = (vcc_v8_uint)j_v_2;
                vcc_v8_uint t11 = b_v + t10;
                vcc_v8_uint t12 = a_v ^ t11;
                vcc_v8_uint t13 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_store(t7 + -7, t13);
                vcc_v8_uint t14 = j_v + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
                vcc_v8_int j_v_3 = (vcc_v8_int)t14;
                long t15 = (long)(i * n + (int)((long)t1 + (j_vec + 8L) * -1L));
                unsigned int *t16 = a + t15;
                vcc_v8_uint t17 = vcc_load(vcc_v8_uint, t16 + -7);
                vcc_v8_uint a_v_1 = __builtin_shufflevector(t17, t17, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_uint t18 = vcc_load(vcc_v8_uint, b + t15 + -7);
                vcc_v8_uint b_v_1 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_uint t19 = (vcc_v8_uint)j_v_3;
                vcc_v8_uint t20 = b_v_1 + t19;
                vcc_v8_uint t21 = a_v_1 ^ t20;
                vcc_v8_uint t22 = __builtin_shufflevector(t21, t21, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_store(t16 + -7, t22);
                j_vec += 16L;
                vcc_v8_uint t23 = j_v + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
                if (j_vec >= t3) {
                    break;
                }
                j_v = t23;
            }
            t1 = (int)((long)t1 + t3 * -1L);
        }
        long t24 = (long)i * -1L + (long)t1 + 1L;
        if (t24 >= 8L) {
            long t25 = t24 & -8L;
            vcc_v8_int t26 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            vcc_v8_uint j_v_1 = t27 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int j_v_4 = (vcc_v8_int)j_v_1;
                long t28 = (long)(i * n + (int)((long)t1 + j_vec_1 * -1L));
                unsigned int *t29 = a + t28;
                vcc_v8_uint t30 = vcc_load(vcc_v8_uint, t29 + -7);
                vcc_v8_uint a_v_2 = __builtin_shufflevector(t30, t30, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_uint t31 = vcc_load(vcc_v8_uint, b + t28 + -7);
                vcc_v8_uint b_v_2 = __builtin_shufflevector(t31, t31, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_v8_uint t32 = (vcc_v8_uint)j_v_4;
                vcc_v8_uint t33 = b_v_2 + t32;
                vcc_v8_uint t34 = a_v_2 ^ t33;
                vcc_v8_uint t35 = __builtin_shufflevector(t34, t34, 7, 6, 5, 4, 3, 2, 1, 0);
                vcc_store(t29 + -7, t35);
                j_vec_1 += 8L;
                vcc_v8_uint t36 = j_v_1 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
                if (j_vec_1 >= t25) {
                    break;
                }
                j_v_1 = t36;
            }
            j = (int)((long)t1 + t25 * -1L);
        } else {
            j = t1;
        }
        for (; j >= i; j--) {
            long t37 = (long)(i * n + j);
            unsigned int *t38 = a + t37;
            *t38 = *t38 ^ (b[t37] + (unsigned int)j);
        }
    }
}

int main(void) {
    int n;
    int t1;
    int t92;
    int k;
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
        if (n <= 80) {
            int nn = n * n;
            void *t2 = new_array(nn, 4UL);
            float *af = (float *)t2;
            void *t3 = new_array(nn, 4UL);
            float *bf = (float *)t3;
            void *t4 = new_array(nn, 4UL);
            int *ai = (int *)t4;
            void *t5 = new_array(nn, 4UL);
            int *bi = (int *)t5;
            void *t6 = new_array(nn, 8UL);
            double *ad = (double *)t6;
            void *t7 = new_array(nn, 8UL);
            double *bd = (double *)t7;
            unsigned int *au = (unsigned int *)new_array(nn, 4UL);
            unsigned int *bu = (unsigned int *)new_array(nn, 4UL);
            int t8 = 2 * n;
            short *as = (short *)new_array(t8, 2UL);
            short *bs = (short *)new_array(t8, 2UL);
            for (int fill_idx = 0; fill_idx < nn; fill_idx++) {
                ai[fill_idx] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < nn; fill_idx_1++) {
                bi[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_2 = 0; fill_idx_2 < nn; fill_idx_2++) {
                au[fill_idx_2] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < nn; fill_idx_3++) {
                bu[fill_idx_3] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            for (int fill_idx_4 = 0; fill_idx_4 < t8; fill_idx_4++) {
                as[fill_idx_4] = (short)(-100 + (int)(next_rand() % 200U));
            }
            for (int fill_idx_5 = 0; fill_idx_5 < t8; fill_idx_5++) {
                bs[fill_idx_5] = (short)(-100 + (int)(next_rand() % 200U));
            }
            long t9 = (long)nn;
            unsigned long t10 = (unsigned long)t2;
            unsigned long t11 = (unsigned long)t3;
            long t12 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t13 = (unsigned long)t2;
            unsigned long t14 = (unsigned long)t4;
            long t15 = (long)((unsigned long)t2 - (unsigned long)t4);
            long t16 = (long)((unsigned long)t4 - (unsigned long)t2);
            unsigned long t17 = (unsigned long)t2;
            unsigned long t18 = (unsigned long)t5;
            long t19 = (long)((unsigned long)t5 - (unsigned long)t2);
            long t20 = (long)((unsigned long)t5 - (unsigned long)t2);
            unsigned long t21 = (unsigned long)t2;
            unsigned long t22 = (unsigned long)t6;
            unsigned long t23 = (unsigned long)t2;
            unsigned long t24 = (unsigned long)t7;
            unsigned long t25 = (unsigned long)t3;
            unsigned long t26 = (unsigned long)t4;
            long t27 = (long)((unsigned long)t3 - (unsigned long)t4);
            long t28 = (long)((unsigned long)t4 - (unsigned long)t3);
            unsigned long t29 = (unsigned long)t3;
            unsigned long t30 = (unsigned long)t5;
            long t31 = (long)((unsigned long)t3 - (unsigned long)t5);
            long t32 = (long)((unsigned long)t5 - (unsigned long)t3);
            unsigned long t33 = (unsigned long)t3;
            unsigned long t34 = (unsigned long)t6;
            unsigned long t35 = (unsigned long)t3;
            unsigned long t36 = (unsigned long)t7;
            unsigned long t37 = (unsigned long)t4;
            unsigned long t38 = (unsigned long)t6;
            unsigned long t39 = (unsigned long)t4;
            unsigned long t40 = (unsigned long)t7;
            unsigned long t41 = (unsigned long)t5;
            unsigned long t42 = (unsigned long)t6;
            unsigned long t43 = (unsigned long)t5;
            unsigned long t44 = (unsigned long)t7;
            unsigned long t45 = (unsigned long)t6;
            unsigned long t46 = (unsigned long)t7;
            long t47 = (long)((unsigned long)t7 - (unsigned long)t6);
            if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10) | ((t12 <= 0L) | (t12 >= 64L))) & (((t13 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t13) | (((t15 <= 0L) | (t15 >= 64L)) & ((t16 <= 0L) | (t16 >= 64L)))) & (((t17 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t17) | (((t19 <= 0L) | (t19 >= 64L)) & ((t20 <= 0L) | (t20 >= 64L)))) & (((t21 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t21)) & (((t23 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t23)) & (((t25 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t25) | (((t27 <= 0L) | (t27 >= 64L)) & ((t28 <= 0L) | (t28 >= 64L)))) & (((t29 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t29) | (((t31 <= 0L) | (t31 >= 64L)) & ((t32 <= 0L) | (t32 >= 64L)))) & (((t33 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t33)) & (((t35 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t39)) & (((t41 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t41)) & (((t43 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t44) | ((t44 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t45) | ((t47 <= 0L) | (t47 >= 128L)))) {
                long t48 = t9 & -16L;
                long k_vec = 0L;
                /* vcc: loop at triangular.c:59 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
                do {
                    int *t49 = ai + k_vec;
                    vcc_v4_int ai_v = vcc_load(vcc_v4_int, t49);
                    vcc_v4_float t50 = __builtin_convertvector(ai_v, vcc_v4_float);
                    vcc_v4_float t51 = t50 * (vcc_v4_float){0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_store(af + k_vec, t51);
                    int *t52 = bi + k_vec;
                    vcc_v4_int bi_v = vcc_load(vcc_v4_int, t52);
                    vcc_v4_float t53 = __builtin_convertvector(bi_v, vcc_v4_float);
                    vcc_v4_float t54 = t53 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(bf + k_vec, t54);
                    vcc_v4_int ai_v_1 = vcc_load(vcc_v4_int, t49);
                    vcc_v4_double t55 = __builtin_convertvector(ai_v_1, vcc_v4_double);
                    vcc_v4_double t56 = t55 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(ad + k_vec, t56);
                    vcc_v4_int bi_v_1 = vcc_load(vcc_v4_int, t52);
                    vcc_v4_double t57 = __builtin_convertvector(bi_v_1, vcc_v4_double);
                    vcc_v4_double t58 = t57 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                    vcc_store(bd + k_vec, t58);
                    long t59 = k_vec + 4L;
                    int *t60 = ai + t59;
                    vcc_v4_int ai_v_2 = vcc_load(vcc_v4_int, t60);
                    vcc_v4_float t61 = __builtin_convertvector(ai_v_2, vcc_v4_float);
                    vcc_v4_float t62 = t61 * (vcc_v4_float){0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_store(af + t59, t62);
                    int *t63 = bi + t59;
                    vcc_v4_int bi_v_2 = vcc_load(vcc_v4_int, t63);
                    vcc_v4_float t64 = __builtin_convertvector(bi_v_2, vcc_v4_float);
                    vcc_v4_float t65 = t64 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(bf + t59, t65);
                    vcc_v4_int ai_v_3 = vcc_load(vcc_v4_int, t60);
                    vcc_v4_double t66 = __builtin_convertvector(ai_v_3, vcc_v4_double);
                    vcc_v4_double t67 = t66 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(ad + t59, t67);
                    vcc_v4_int bi_v_3 = vcc_load(vcc_v4_int, t63);
                    vcc_v4_double t68 = __builtin_convertvector(bi_v_3, vcc_v4_double);
                    vcc_v4_double t69 = t68 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                    vcc_store(bd + t59, t69);
                    long t70 = k_vec + 8L;
                    int *t71 = ai + t70;
                    vcc_v4_int ai_v_4 = vcc_load(vcc_v4_int, t71);
                    vcc_v4_float t72 = __builtin_convertvector(ai_v_4, vcc_v4_float);
                    vcc_v4_float t73 = t72 * (vcc_v4_float){0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_store(af + t70, t73);
                    int *t74 = bi + t70;
                    vcc_v4_int bi_v_4 = vcc_load(vcc_v4_int, t74);
                    vcc_v4_float t75 = __builtin_convertvector(bi_v_4, vcc_v4_float);
                    vcc_v4_float t76 = t75 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(bf + t70, t76);
                    vcc_v4_int ai_v_5 = vcc_load(vcc_v4_int, t71);
                    vcc_v4_double t77 = __builtin_convertvector(ai_v_5, vcc_v4_double);
                    vcc_v4_double t78 = t77 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(ad + t70, t78);
                    vcc_v4_int bi_v_5 = vcc_load(vcc_v4_int, t74);
                    vcc_v4_double t79 = __builtin_convertvector(bi_v_5, vcc_v4_double);
                    vcc_v4_double t80 = t79 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                    vcc_store(bd + t70, t80);
                    long t81 = k_vec + 12L;
                    int *t82 = ai + t81;
                    vcc_v4_int ai_v_6 = vcc_load(vcc_v4_int, t82);
                    vcc_v4_float t83 = __builtin_convertvector(ai_v_6, vcc_v4_float);
                    vcc_v4_float t84 = t83 * (vcc_v4_float){0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_store(af + t81, t84);
                    int *t85 = bi + t81;
                    vcc_v4_int bi_v_6 = vcc_load(vcc_v4_int, t85);
                    vcc_v4_float t86 = __builtin_convertvector(bi_v_6, vcc_v4_float);
                    vcc_v4_float t87 = t86 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(bf + t81, t87);
                    vcc_v4_int ai_v_7 = vcc_load(vcc_v4_int, t82);
                    vcc_v4_double t88 = __builtin_convertvector(ai_v_7, vcc_v4_double);
                    vcc_v4_double t89 = t88 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(ad + t81, t89);
                    vcc_v4_int bi_v_7 = vcc_load(vcc_v4_int, t85);
                    vcc_v4_double t90 = __builtin_convertvector(bi_v_7, vcc_v4_double);
                    vcc_v4_double t91 = t90 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                    vcc_store(bd + t81, t91);
                    k_vec += 16L;
                } while (k_vec < t48);
                t92 = (int)t48;
            } else {
                t92 = 0;
            }
            long t93 = (long)nn + (long)t92 * -1L;
            unsigned long t94 = (unsigned long)t2;
            unsigned long t95 = (unsigned long)t3;
            long t96 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t97 = (unsigned long)t2;
            unsigned long t98 = (unsigned long)t4;
            long t99 = (long)((unsigned long)t2 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t100 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t101 = (unsigned long)t2;
            unsigned long t102 = (unsigned long)t5;
            long t103 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            long t104 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t105 = (unsigned long)t2;
            unsigned long t106 = (unsigned long)t6;
            unsigned long t107 = (unsigned long)t2;
            unsigned long t108 = (unsigned long)t7;
            unsigned long t109 = (unsigned long)t3;
            unsigned long t110 = (unsigned long)t4;
            long t111 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t112 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t113 = (unsigned long)t3;
            unsigned long t114 = (unsigned long)t5;
            long t115 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t92 * 4L)));
            long t116 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t117 = (unsigned long)t3;
            unsigned long t118 = (unsigned long)t6;
            unsigned long t119 = (unsigned long)t3;
            unsigned long t120 = (unsigned long)t7;
            unsigned long t121 = (unsigned long)t4;
            unsigned long t122 = (unsigned long)t6;
            unsigned long t123 = (unsigned long)t4;
            unsigned long t124 = (unsigned long)t7;
            unsigned long t125 = (unsigned long)t5;
            unsigned long t126 = (unsigned long)t6;
            unsigned long t127 = (unsigned long)t5;
            unsigned long t128 = (unsigned long)t7;
            unsigned long t129 = (unsigned long)t6;
            unsigned long t130 = (unsigned long)t7;
            long t131 = (long)((unsigned long)t7 + (unsigned long)((long)t92 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t92 * 8L)));
            if ((t93 >= 4L) & (((t94 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t92 * 4L))) | ((t95 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t92 * 4L))) | ((t96 <= 0L) | (t96 >= 16L))) & (((t97 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t98 + (unsigned long)((long)t92 * 4L))) | ((t98 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t97 + (unsigned long)((long)t92 * 4L))) | (((t99 <= 0L) | (t99 >= 16L)) & ((t100 <= 0L) | (t100 >= 16L)))) & (((t101 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t102 + (unsigned long)((long)t92 * 4L))) | ((t102 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t101 + (unsigned long)((long)t92 * 4L))) | (((t103 <= 0L) | (t103 >= 16L)) & ((t104 <= 0L) | (t104 >= 16L)))) & (((t105 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t106 + (unsigned long)((long)t92 * 8L))) | ((t106 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t105 + (unsigned long)((long)t92 * 4L)))) & (((t107 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t108 + (unsigned long)((long)t92 * 8L))) | ((t108 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t107 + (unsigned long)((long)t92 * 4L)))) & (((t109 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t92 * 4L))) | ((t110 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t92 * 4L))) | (((t111 <= 0L) | (t111 >= 16L)) & ((t112 <= 0L) | (t112 >= 16L)))) & (((t113 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t114 + (unsigned long)((long)t92 * 4L))) | ((t114 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t113 + (unsigned long)((long)t92 * 4L))) | (((t115 <= 0L) | (t115 >= 16L)) & ((t116 <= 0L) | (t116 >= 16L)))) & (((t117 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t92 * 8L))) | ((t118 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t117 + (unsigned long)((long)t92 * 4L)))) & (((t119 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t92 * 8L))) | ((t120 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t119 + (unsigned long)((long)t92 * 4L)))) & (((t121 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t122 + (unsigned long)((long)t92 * 8L))) | ((t122 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t121 + (unsigned long)((long)t92 * 4L)))) & (((t123 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t92 * 8L))) | ((t124 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t123 + (unsigned long)((long)t92 * 4L)))) & (((t125 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t126 + (unsigned long)((long)t92 * 8L))) | ((t126 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t92 * 4L)))) & (((t127 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t128 + (unsigned long)((long)t92 * 8L))) | ((t128 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t92 * 4L)))) & (((t129 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t92 * 8L))) | ((t130 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t92 * 8L))) | ((t131 <= 0L) | (t131 >= 32L)))) {
                long t132 = t93 & -4L;
                long k_vec_1 = 0L;
                /* vcc: loop at triangular.c:59 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t133 = (long)t92 + k_vec_1;
                    int *t134 = ai + t133;
                    vcc_v4_int ai_v_8 = vcc_load(vcc_v4_int, t134);
                    vcc_v4_float t135 = __builtin_convertvector(ai_v_8, vcc_v4_float);
                    vcc_v4_float t136 = t135 * (vcc_v4_float){0.125f, 0.125f, 0.125f, 0.125f};
                    vcc_store(af + t133, t136);
                    int *t137 = bi + t133;
                    vcc_v4_int bi_v_8 = vcc_load(vcc_v4_int, t137);
                    vcc_v4_float t138 = __builtin_convertvector(bi_v_8, vcc_v4_float);
                    vcc_v4_float t139 = t138 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(bf + t133, t139);
                    vcc_v4_int ai_v_9 = vcc_load(vcc_v4_int, t134);
                    vcc_v4_double t140 = __builtin_convertvector(ai_v_9, vcc_v4_double);
                    vcc_v4_double t141 = t140 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(ad + t133, t141);
                    vcc_v4_int bi_v_9 = vcc_load(vcc_v4_int, t137);
                    vcc_v4_double t142 = __builtin_convertvector(bi_v_9, vcc_v4_double);
                    vcc_v4_double t143 = t142 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                    vcc_store(bd + t133, t143);
                    k_vec_1 += 4L;
                } while (k_vec_1 < t132);
                k = (int)((long)t92 + t132);
            } else {
                k = t92;
            }
            for (; k < nn; k++) {
                long t144 = (long)k;
                int *t145 = ai + t144;
                af[t144] = (float)*t145 * 0.125f;
                int *t146 = bi + t144;
                bf[t144] = (float)*t146 * 0.25f;
                ad[t144] = (double)*t145 * 0.5;
                bd[t144] = (double)*t146 * 0.375;
            }
            upper(n, af, bf, 1.5f);
            lower(n, ai, bi);
            strict_upper(n, ad, bd);
            const short *t147 = bs;
            double_start(n, t8, as, t147);
            double_start(n, n / 2, as, t147);
            down_to_i(n, au, bu);
            unsigned long t148 = (unsigned long)nn;
            unsigned long t149 = t148 * 4UL;
            unsigned long t150 = hash_bytes((const void *)au, t149);
            unsigned long t151 = hash_bytes((const void *)as, (unsigned long)t8 * 2UL);
            unsigned long t152 = hash_bytes((const void *)ad, t148 * 8UL);
            unsigned long t153 = hash_bytes((const void *)ai, t149);
            printf("n=%d %llx %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)af, t149), (unsigned long long)t153, (unsigned long long)t152, (unsigned long long)t151, (unsigned long long)t150);
            free((void *)af);
            free((void *)bf);
            free((void *)ai);
            free((void *)bi);
            free((void *)ad);
            free((void *)bd);
            free((void *)au);
            free((void *)bu);
            free((void *)as);
            free((void *)bs);
        }
    }
}
