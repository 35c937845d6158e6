/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized generic=8 avx2=8 avx512=8 neon=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int idx_v = vcc_load(vcc_v16_int, idx + i_vec);
            vcc_v16_schar b_v = vcc_gather(vcc_v16_schar, b, idx_v);
            vcc_v16_uchar t3 = (vcc_v16_uchar)b_v;
            vcc_v16_uchar t4 = t3 + (vcc_v16_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v16_schar t5 = (vcc_v16_schar)t4;
            vcc_store(a + i_vec, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        a[t6] = (signed char)((int)b[idx[t6]] + 1);
    }
}

void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uchar idx_v = vcc_load(vcc_v16_uchar, idx + i_vec);
            vcc_v16_ushort b_v = vcc_gather(vcc_v16_ushort, b, idx_v);
            vcc_v16_ushort t3 = b_v * (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_store(a + i_vec, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        a[t4] = (unsigned short)((unsigned int)b[(int)idx[t4]] * 2U);
    }
}

void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            vcc_v4_long idx_v = vcc_load(vcc_v4_long, idx + i_vec);
            vcc_v4_long idx_v_1 = vcc_load(vcc_v4_long, idx + t3);
            vcc_v4_long idx_v_2 = vcc_load(vcc_v4_long, idx + t4);
            vcc_v4_long idx_v_3 = vcc_load(vcc_v4_long, idx + t5);
            vcc_v4_double b_v = vcc_gather(vcc_v4_double, b, idx_v);
            vcc_v4_double b_v_1 = vcc_gather(vcc_v4_double, b, idx_v_1);
            vcc_v4_double b_v_2 = vcc_gather(vcc_v4_double, b, idx_v_2);
            vcc_v4_double b_v_3 = vcc_gather(vcc_v4_double, b, idx_v_3);
            vcc_v4_double t6 = b_v + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + i_vec, t6);
            vcc_v4_double t7 = b_v_1 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t3, t7);
            vcc_v4_double t8 = b_v_2 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t4, t8);
            vcc_v4_double t9 = b_v_3 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t5, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v4_long idx_v_4 = vcc_load(vcc_v4_long, idx + t13);
            vcc_v4_double b_v_4 = vcc_gather(vcc_v4_double, b, idx_v_4);
            vcc_v4_double t14 = b_v_4 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[idx[t15]] + 0.25;
    }
}

void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:26 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uchar idx_v = vcc_load(vcc_v16_uchar, idx + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(idx_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t4 = t3 & (vcc_v16_int){63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v16_float table_v = vcc_gather(vcc_v16_float, table, t4);
            vcc_v16_float t5 = table_v * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            do { vcc_v16_float vcc_w = t5; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        a[t6] = table[(int)idx[t6] & 63] * 3.0f;
    }
}

long long gather_sum(int n, const long long *b, const int *idx) {
    long long s;
    int t10;
    long long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ullong s_v = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_1 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_2 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_3 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at gather_types.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int idx_v = vcc_load(vcc_v4_int, idx + i_vec);
            vcc_v4_int idx_v_1 = vcc_load(vcc_v4_int, idx + (i_vec + 4L));
            vcc_v4_int idx_v_2 = vcc_load(vcc_v4_int, idx + (i_vec + 8L));
            vcc_v4_int idx_v_3 = vcc_load(vcc_v4_int, idx + (i_vec + 12L));
            vcc_v4_llong b_v = vcc_gather(vcc_v4_llong, b, idx_v);
            vcc_v4_llong b_v_1 = vcc_gather(vcc_v4_llong, b, idx_v_1);
            vcc_v4_llong b_v_2 = vcc_gather(vcc_v4_llong, b, idx_v_2);
            vcc_v4_llong b_v_3 = vcc_gather(vcc_v4_llong, b, idx_v_3);
            vcc_v4_ullong t3 = (vcc_v4_ullong)b_v;
            s_v = s_v + t3;
            vcc_v4_ullong t4 = (vcc_v4_ullong)b_v_1;
            s_v_1 = s_v_1 + t4;
            vcc_v4_ullong t5 = (vcc_v4_ullong)b_v_2;
            s_v_2 = s_v_2 + t5;
            vcc_v4_ullong t6 = (vcc_v4_ullong)b_v_3;
            s_v_3 = s_v_3 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ullong t7 = s_v + s_v_1;
        vcc_v4_ullong t8 = t7 + s_v_2;
        vcc_v4_ullong t9 = t8 + s_v_3;
        t10 = (int)t2;
        t11 = (long long)vcc_reduce(unsigned long long, t9, +);
    } else {
        t10 = 0;
        t11 = 0LL;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ullong s_v_4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at gather_types.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int idx_v_4 = vcc_load(vcc_v4_int, idx + ((long)t10 + i_vec_1));
            vcc_v4_llong b_v_4 = vcc_gather(vcc_v4_llong, b, idx_v_4);
            vcc_v4_ullong t14 = (vcc_v4_ullong)b_v_4;
            s_v_4 = s_v_4 + t14;
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (long long)((unsigned long long)t11 + vcc_reduce(unsigned long long, s_v_4, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += b[idx[i]];
    }
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
void stride_down(int n, int *restrict a, const int *restrict b) {
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:39 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            long t5 = i_vec + 8L;
            vcc_v8_uint t6 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t6;
            vcc_v8_int b_v = vcc_gather(vcc_v8_int, b + 3 * (n - 1 - (int)i_vec), ((vcc_v8_int){0, -3, -6, -9, -12, -15, -18, -21}));
            vcc_v8_int b_v_1 = vcc_gather(vcc_v8_int, b + 3 * (n - 1 - (int)t5), ((vcc_v8_int){0, -3, -6, -9, -12, -15, -18, -21}));
            vcc_v8_int t7 = b_v + i_v_2;
            vcc_store(a + i_vec, t7);
            vcc_v8_int t8 = b_v_1 + i_v_3;
            vcc_store(a + t5, t8);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_int t12 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint i_v_1 = t13 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t9 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int b_v_2 = vcc_gather(vcc_v8_int, b + 3 * (n - 1 - (int)t14), ((vcc_v8_int){0, -3, -6, -9, -12, -15, -18, -21}));
            vcc_v8_int t15 = b_v_2 + i_v_4;
            vcc_store(a + t14, t15);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
void stride_store(int n, double *restrict a, const short *restrict b) {
    int t31;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(2 * (int)i_vec);
            double *t4 = a + t3;
            const short *t5 = b + t3;
            vcc_v4_short t6 = vcc_load(vcc_v4_short, t5);
            vcc_v4_short t7 = vcc_load(vcc_v4_short, t5 + 4);
            vcc_v4_short b_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6);
            vcc_v4_double t8 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t9 = t8 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t4 = t9[0];
            t4[2] = t9[1];
            t4[4] = t9[2];
            t4[6] = t9[3];
            long t10 = (long)(2 * (int)(i_vec + 4L));
            double *t11 = a + t10;
            const short *t12 = b + t10;
            vcc_v4_short t13 = vcc_load(vcc_v4_short, t12);
            vcc_v4_short t14 = vcc_load(vcc_v4_short, t12 + 4);
            vcc_v4_short b_v_1 = __builtin_shufflevector(t13, t14, 0, 2, 4, 6);
            vcc_v4_double t15 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t16 = t15 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t11 = t16[0];
            t11[2] = t16[1];
            t11[4] = t16[2];
            t11[6] = t16[3];
            long t17 = (long)(2 * (int)(i_vec + 8L));
            double *t18 = a + t17;
            const short *t19 = b + t17;
            vcc_v4_short t20 = vcc_load(vcc_v4_short, t19);
            vcc_v4_short t21 = vcc_load(vcc_v4_short, t19 + 4);
            vcc_v4_short b_v_2 = __builtin_shufflevector(t20, t21, 0, 2, 4, 6);
            vcc_v4_double t22 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t23 = t22 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t18 = t23[0];
            t18[2] = t23[1];
            t18[4] = t23[2];
            t18[6] = t23[3];
            long t24 = (long)(2 * (int)(i_vec + 12L));
            double *t25 = a + t24;
            const short *t26 = b + t24;
            vcc_v4_short t27 = vcc_load(vcc_v4_short, t26);
            vcc_v4_short t28 = vcc_load(vcc_v4_short, t26 + 4);
            vcc_v4_short b_v_3 = __builtin_shufflevector(t27, t28, 0, 2, 4, 6);
            vcc_v4_double t29 = __builtin_convertvector(__builtin_convertvector(b_v_3, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t30 = t29 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t25 = t30[0];
            t25[2] = t30[1];
            t25[4] = t30[2];
            t25[6] = t30[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L - 1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t34 = (long)(2 * (int)((long)t31 + i_vec_1));
            double *t35 = a + t34;
            const short *t36 = b + t34;
            vcc_v4_short t37 = vcc_load(vcc_v4_short, t36);
            vcc_v4_short t38 = vcc_load(vcc_v4_short, t36 + 4);
            vcc_v4_short b_v_4 = __builtin_shufflevector(t37, t38, 0, 2, 4, 6);
            vcc_v4_double t39 = __builtin_convertvector(__builtin_convertvector(b_v_4, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t40 = t39 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            *t35 = t40[0];
            t35[2] = t40[1];
            t35[4] = t40[2];
            t35[6] = t40[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t41 = (long)(2 * i);
        a[t41] = (double)b[t41] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
void step_two(int n, float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:51 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float b_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t8 = b_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            *t4 = t8[0];
            t4[2] = t8[1];
            t4[4] = t8[2];
            t4[6] = t8[3];
            t4[8] = t8[4];
            t4[10] = t8[5];
            t4[12] = t8[6];
            t4[14] = t8[7];
            long t9 = (i_vec + 8L) * 2L;
            float *t10 = a + t9;
            const float *t11 = b + t9;
            vcc_v8_float t12 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t11 + 8);
            vcc_v8_float b_v_1 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t14 = b_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            *t10 = t14[0];
            t10[2] = t14[1];
            t10[4] = t14[2];
            t10[6] = t14[3];
            t10[8] = t14[4];
            t10[10] = t14[5];
            t10[12] = t14[6];
            t10[14] = t14[7];
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)(t2 * 2L);
    } else {
        t15 = 0;
    }
    long t16 = ((long)n + (long)t15 * -1L + 1L) / 2L - 1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1 * 2L;
            float *t19 = a + t18;
            const float *t20 = b + t18;
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t20);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t20 + 8);
            vcc_v8_float b_v_2 = __builtin_shufflevector(t21, t22, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t23 = b_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            *t19 = t23[0];
            t19[2] = t23[1];
            t19[4] = t23[2];
            t19[6] = t23[3];
            t19[8] = t23[4];
            t19[10] = t23[5];
            t19[12] = t23[6];
            t19[14] = t23[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17 * 2L);
    } else {
        i = t15;
    }
    for (; i < n; i += 2) {
        long t24 = (long)i;
        a[t24] = b[t24] + 1.0f;
    }
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

static __typeof__(table) table __attribute__((aligned(32)));
int main(void) {
    int n;
    int t39;
    int m;
    int t44;
    int t47;
    int k;
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t3 = t2 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
    vcc_m8 t4 = (vcc_m8)(t3 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
    vcc_v8_uint t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t6 = (vcc_v8_uint)t3;
    vcc_v8_uint t7 = t6 - t5;
    vcc_v8_int t1 = (vcc_v8_int)t7;
    long k_vec = 0L;
    /* vcc: loop at gather_types.c:63 vectorized: VF 8, UF 4, the remainder at 64:27 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t8 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t9 = t8 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[k_vec], t9);
        vcc_v8_int t10 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t13 = (vcc_v8_uint)t10;
        vcc_v8_uint t14 = t13 - t12;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_float t16 = __builtin_convertvector(t15, vcc_v8_float);
        vcc_v8_float t17 = t16 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[k_vec + 8L], t17);
        vcc_v8_int t18 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t19 = (vcc_m8)(t18 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t21 = (vcc_v8_uint)t18;
        vcc_v8_uint t22 = t21 - t20;
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_v8_float t24 = __builtin_convertvector(t23, vcc_v8_float);
        vcc_v8_float t25 = t24 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[k_vec + 16L], t25);
        vcc_v8_int t26 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
        vcc_m8 t27 = (vcc_m8)(t26 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t29 = (vcc_v8_uint)t26;
        vcc_v8_uint t30 = t29 - t28;
        vcc_v8_int t31 = (vcc_v8_int)t30;
        vcc_v8_float t32 = __builtin_convertvector(t31, vcc_v8_float);
        vcc_v8_float t33 = t32 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[k_vec + 24L], t33);
        k_vec += 32L;
        vcc_v8_int t34 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t37 = (vcc_v8_uint)t34;
        vcc_v8_uint t38 = t37 - t36;
        t1 = (vcc_v8_int)t38;
    } while (k_vec < 64L);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t39 = 1;
        } else {
            t39 = 0;
            n = n_1;
        }
        if (!t39) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        signed char *c1 = (signed char *)new_array(n, 1UL);
        signed char *c2 = (signed char *)new_array(n, 1UL);
        unsigned short *u1 = (unsigned short *)new_array(n, 2UL);
        unsigned short *u2 = (unsigned short *)new_array(n, 2UL);
        double *d1 = (double *)new_array(n, 8UL);
        double *d2 = (double *)new_array(n, 8UL);
        float *f1 = (float *)new_array(n, 4UL);
        float *f2 = (float *)new_array(n, 4UL);
        long long *l = (long long *)new_array(n, 8UL);
        int *idx = (int *)new_array(n, 4UL);
        int *i1 = (int *)new_array(n, 4UL);
        int t40 = 3 * n;
        int *i3 = (int *)new_array(t40, 4UL);
        unsigned char *uidx = (unsigned char *)new_array(n, 1UL);
        long *lidx = (long *)new_array(n, 8UL);
        int t41 = 2 * n;
        double *d3 = (double *)new_array(t41, 8UL);
        short *s3 = (short *)new_array(t41, 2UL);
        int *bins = (int *)new_array(m, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c2[fill_idx] = (signed char)(-128 + (int)(next_rand() % 256U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            u2[fill_idx_1] = (unsigned short)(int)(next_rand() % 65536U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d2[fill_idx_2] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            f2[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            l[fill_idx_4] = (long long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            idx[fill_idx_5] = (int)(next_rand() % (unsigned int)m);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            unsigned char *t42 = uidx + fill_idx_6;
            unsigned int t43 = next_rand();
            if (n < 256) {
                t44 = m;
            } else {
                t44 = 256;
            }
            *t42 = (unsigned char)(int)(t43 % (unsigned int)t44);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(int)(next_rand() % (unsigned int)m);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t40; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t41; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t41; fill_idx_10++) {
            d3[fill_idx_10] = (double)(int)(next_rand() % 1U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(int)(next_rand() % 1U);
        }
        long t45 = (long)m;
        if (t45 >= 32L) {
            long t46 = t45 & -32L;
            long k_vec_1 = 0L;
            /* vcc: loop at gather_types.c:90 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_store(bins + k_vec_1, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(bins + (k_vec_1 + 8L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(bins + (k_vec_1 + 16L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(bins + (k_vec_1 + 24L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                k_vec_1 += 32L;
            } while (k_vec_1 < t46);
            t47 = (int)t46;
        } else {
            t47 = 0;
        }
        long t48 = (long)m + (long)t47 * -1L;
        if (t48 >= 8L) {
            long t49 = t48 & -8L;
            long k_vec_2 = 0L;
            /* vcc: loop at gather_types.c:90 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vcc_store(bins + ((long)t47 + k_vec_2), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                k_vec_2 += 8L;
            } while (k_vec_2 < t49);
            k = (int)((long)t47 + t49);
        } else {
            k = t47;
        }
        for (; k < m; k++) {
            bins[k] = 0;
        }
        const int *t50 = idx;
        gather_i8(n, c1, c2, t50);
        const unsigned char *t51 = uidx;
        gather_u16(n, u1, u2, t51);
        gather_double(n, d1, d2, lidx);
        unsigned long t52 = (unsigned long)n;
        unsigned long t53 = hash_bytes((const void *)d1, t52 * 8UL);
        unsigned long t54 = hash_bytes((const void *)u1, t52 * 2UL);
        printf("n=%d %llx %llx %llx", n, (unsigned long long)hash_bytes((const void *)c1, t52 * 1UL), (unsigned long long)t54, (unsigned long long)t53);
        gather_global(n, f2, t51);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        scatter_add(n, bins, t50);
        unsigned long t55 = hash_bytes((const void *)bins, (unsigned long)m * 4UL);
        unsigned long t56 = t52 * 4UL;
        unsigned long t57 = hash_bytes((const void *)f1, t56);
        unsigned long t58 = hash_bytes((const void *)d3, (unsigned long)t41 * 8UL);
        unsigned long t59 = hash_bytes((const void *)i1, t56);
        long long t60 = gather_sum(n, l, t50);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)hash_bytes((const void *)f2, t56), t60, (unsigned long long)t59, (unsigned long long)t58, (unsigned long long)t57, (unsigned long long)t55);
        free((void *)c1);
        free((void *)c2);
        free((void *)u1);
        free((void *)u2);
        free((void *)d1);
        free((void *)d2);
        free((void *)f1);
        free((void *)f2);
        free((void *)l);
        free((void *)idx);
        free((void *)i1);
        free((void *)i3);
        free((void *)uidx);
        free((void *)lidx);
        free((void *)d3);
        free((void *)s3);
        free((void *)bins);
    }
}
