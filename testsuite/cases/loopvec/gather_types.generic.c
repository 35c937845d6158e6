/* vcc: vector types and helpers */
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v16_int t5 = vcc_load(vcc_v16_int, idx + t4);
            vcc_v16_schar t6 = vcc_gather(vcc_v16_schar, b, t5);
            vcc_v16_uchar t7 = (vcc_v16_uchar)t6;
            vcc_v16_uchar t8 = t7 + (vcc_v16_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v16_schar t9 = (vcc_v16_schar)t8;
            vcc_store(a + t4, t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = (signed char)((int)b[idx[t10]] + 1);
    }
}

void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v16_uchar t5 = vcc_load(vcc_v16_uchar, idx + t4);
            vcc_v16_ushort t6 = vcc_gather(vcc_v16_ushort, b, t5);
            vcc_v16_ushort t7 = t6;
            vcc_v16_ushort t8 = t7 * (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_v16_ushort t9 = t8;
            vcc_store(a + t4, t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = (unsigned short)((unsigned int)b[(int)idx[t10]] * 2U);
    }
}

void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 4L);
            long t7 = (long)(int)(t1 + 8L);
            long t8 = (long)(int)(t1 + 12L);
            vcc_v4_long t9 = vcc_load(vcc_v4_long, idx + t5);
            vcc_v4_long t10 = vcc_load(vcc_v4_long, idx + t6);
            vcc_v4_long t11 = vcc_load(vcc_v4_long, idx + t7);
            vcc_v4_long t12 = vcc_load(vcc_v4_long, idx + t8);
            vcc_v4_double t13 = vcc_gather(vcc_v4_double, b, t9);
            vcc_v4_double t14 = vcc_gather(vcc_v4_double, b, t10);
            vcc_v4_double t15 = vcc_gather(vcc_v4_double, b, t11);
            vcc_v4_double t16 = vcc_gather(vcc_v4_double, b, t12);
            vcc_v4_double t17 = t13 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t5, t17);
            vcc_v4_double t18 = t14 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t6, t18);
            vcc_v4_double t19 = t15 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t7, t19);
            vcc_v4_double t20 = t16 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t8, t20);
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
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v4_long t25 = vcc_load(vcc_v4_long, idx + t24);
            vcc_v4_double t26 = vcc_gather(vcc_v4_double, b, t25);
            vcc_v4_double t27 = t26 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[idx[t28]] + 0.25;
    }
}

void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v16_uchar t5 = vcc_load(vcc_v16_uchar, idx + t4);
            vcc_v16_int t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t7 = t6 & (vcc_v16_int){63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v16_float t8 = vcc_gather(vcc_v16_float, table, t7);
            vcc_v16_float t9 = t8 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            do { vcc_v16_float vcc_w = t9; char *vcc_p = (char *)(a + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = table[(int)idx[t10] & 63] * 3.0f;
    }
}

long long gather_sum(int n, const long long *b, const int *idx) {
    long long s;
    int t25;
    long long t26;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ullong t2 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong t3 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong t4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong t5 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        do {
            vcc_v4_int t10 = vcc_load(vcc_v4_int, idx + (int)t1);
            vcc_v4_int t11 = vcc_load(vcc_v4_int, idx + (int)(t1 + 4L));
            vcc_v4_int t12 = vcc_load(vcc_v4_int, idx + (int)(t1 + 8L));
            vcc_v4_int t13 = vcc_load(vcc_v4_int, idx + (int)(t1 + 12L));
            vcc_v4_llong t14 = vcc_gather(vcc_v4_llong, b, t10);
            vcc_v4_llong t15 = vcc_gather(vcc_v4_llong, b, t11);
            vcc_v4_llong t16 = vcc_gather(vcc_v4_llong, b, t12);
            vcc_v4_llong t17 = vcc_gather(vcc_v4_llong, b, t13);
            vcc_v4_ullong t18 = (vcc_v4_ullong)t14;
            t2 = t2 + t18;
            vcc_v4_ullong t19 = (vcc_v4_ullong)t15;
            t3 = t3 + t19;
            vcc_v4_ullong t20 = (vcc_v4_ullong)t16;
            t4 = t4 + t20;
            vcc_v4_ullong t21 = (vcc_v4_ullong)t17;
            t5 = t5 + t21;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ullong t22 = t2 + t3;
        vcc_v4_ullong t23 = t22 + t4;
        vcc_v4_ullong t24 = t23 + t5;
        t25 = (int)t9;
        t26 = (long long)vcc_reduce(unsigned long long, t24, +);
    } else {
        t25 = 0;
        t26 = 0LL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long t6 = 0L;
        vcc_v4_ullong t7 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        do {
            vcc_v4_int t29 = vcc_load(vcc_v4_int, idx + (int)((long)t25 + t6));
            vcc_v4_llong t30 = vcc_gather(vcc_v4_llong, b, t29);
            vcc_v4_ullong t31 = (vcc_v4_ullong)t30;
            t7 = t7 + t31;
            t6 += 4L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        s = (long long)((unsigned long long)t26 + vcc_reduce(unsigned long long, t7, +));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        s += b[idx[i]];
    }
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
void stride_down(int n, int *restrict a, const int *restrict b) {
    int t18;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            int t9 = (int)t2;
            vcc_v8_int t10 = (vcc_v8_int)t1;
            int t11 = (int)(t2 + 8L);
            vcc_v8_uint t12 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t13 = (vcc_v8_int)t12;
            vcc_v8_int t14 = vcc_gather(vcc_v8_int, b + 3 * (n - 1 - t9), ((vcc_v8_int){0, -3, -6, -9, -12, -15, -18, -21}));
            vcc_v8_int t15 = vcc_gather(vcc_v8_int, b + 3 * (n - 1 - t11), ((vcc_v8_int){0, -3, -6, -9, -12, -15, -18, -21}));
            vcc_v8_int t16 = t14 + t10;
            vcc_store(a + t9, t16);
            vcc_v8_int t17 = t15 + t13;
            vcc_store(a + t11, t17);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t18 = (int)t6;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t21 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_v8_uint t22 = (vcc_v8_uint)t21;
        vcc_v8_uint t3 = t22 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            int t23 = (int)((long)t18 + t4);
            vcc_v8_int t24 = (vcc_v8_int)t3;
            vcc_v8_int t25 = vcc_gather(vcc_v8_int, b + 3 * (n - 1 - t23), ((vcc_v8_int){0, -3, -6, -9, -12, -15, -18, -21}));
            vcc_v8_int t26 = t25 + t24;
            vcc_store(a + t23, t26);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
void stride_store(int n, double *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        a[2 * i] = b[2 * i] * 0.5;
}

/* A non-unit step: i += 2 touches every other element. */
void step_two(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i += 2)
        a[i] = b[i] + 1.0f;
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

static __typeof__(table) table __attribute__((aligned(32)));
int main(void) {
    int n;
    int t37;
    int m;
    int t42;
    int t45;
    int k_1;
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t6 = t5 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
    vcc_v8_uint t7 = (vcc_v8_uint)t6;
    vcc_v8_uint t8 = t7 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
    vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long t2 = 0L;
    do {
        vcc_v8_float t10 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t11 = t10 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[(int)t2], t11);
        vcc_v8_int t12 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint t14 = t13 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t15 = vcc_min(vcc_v8_int, t13, t14);
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_v8_float t17 = __builtin_convertvector(t16, vcc_v8_float);
        vcc_v8_float t18 = t17 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[(int)(t2 + 8L)], t18);
        vcc_v8_int t19 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint t21 = t20 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_v8_float t24 = __builtin_convertvector(t23, vcc_v8_float);
        vcc_v8_float t25 = t24 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[(int)(t2 + 16L)], t25);
        vcc_v8_int t26 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
        vcc_v8_uint t27 = (vcc_v8_uint)t26;
        vcc_v8_uint t28 = t27 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t29 = vcc_min(vcc_v8_int, t27, t28);
        vcc_v8_int t30 = (vcc_v8_int)t29;
        vcc_v8_float t31 = __builtin_convertvector(t30, vcc_v8_float);
        vcc_v8_float t32 = t31 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&table[(int)(t2 + 24L)], t32);
        t2 += 32L;
        vcc_v8_int t33 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t34 = (vcc_v8_uint)t33;
        vcc_v8_uint t35 = t34 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t36 = vcc_min(vcc_v8_int, t34, t35);
        t1 = (vcc_v8_int)t36;
    } while (t2 < 64L);
    for (int k = 64; k < 64; k++) {
        table[k] = (float)(k * 7 % 13) - 6.0f;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t37 = 1;
        } else {
            t37 = 0;
            n = n_1;
        }
        if (!t37) {
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
        int t38 = 3 * n;
        int *i3 = (int *)new_array(t38, 4UL);
        unsigned char *uidx = (unsigned char *)new_array(n, 1UL);
        long *lidx = (long *)new_array(n, 8UL);
        int t39 = 2 * n;
        double *d3 = (double *)new_array(t39, 8UL);
        short *s3 = (short *)new_array(t39, 2UL);
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
            unsigned char *t40 = uidx + fill_idx_6;
            unsigned int t41 = next_rand();
            if (n < 256) {
                t42 = m;
            } else {
                t42 = 256;
            }
            *t40 = (unsigned char)(int)(t41 % (unsigned int)t42);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(int)(next_rand() % (unsigned int)m);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t38; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t39; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t39; fill_idx_10++) {
            d3[fill_idx_10] = (double)(int)(next_rand() % 1U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(int)(next_rand() % 1U);
        }
        long t43 = (long)m;
        if (t43 >= 32L) {
            long t44 = t43 & -32L;
            long t3 = 0L;
            do {
                vcc_store(bins + (int)t3, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(bins + (int)(t3 + 8L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(bins + (int)(t3 + 16L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(bins + (int)(t3 + 24L), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t3 += 32L;
            } while (t3 < t44);
            t45 = (int)t44;
        } else {
            t45 = 0;
        }
        long t46 = (long)m + (long)t45 * -1L;
        if (t46 >= 8L) {
            long t47 = t46 & -8L;
            long t4 = 0L;
            do {
                vcc_store(bins + (int)((long)t45 + t4), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t4 += 8L;
            } while (t4 < t47);
            k_1 = (int)((long)t45 + t47);
        } else {
            k_1 = t45;
        }
        for (; k_1 < m; k_1++) {
            bins[k_1] = 0;
        }
        const int *t48 = idx;
        gather_i8(n, c1, c2, t48);
        const unsigned char *t49 = uidx;
        gather_u16(n, u1, u2, t49);
        gather_double(n, d1, d2, lidx);
        unsigned long t50 = (unsigned long)n;
        unsigned long t51 = hash_bytes((const void *)d1, t50 * 8UL);
        unsigned long t52 = hash_bytes((const void *)u1, t50 * 2UL);
        printf("n=%d %llx %llx %llx", n, (unsigned long long)hash_bytes((const void *)c1, t50 * 1UL), (unsigned long long)t52, (unsigned long long)t51);
        gather_global(n, f2, t49);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        scatter_add(n, bins, t48);
        unsigned long t53 = hash_bytes((const void *)bins, (unsigned long)m * 4UL);
        unsigned long t54 = t50 * 4UL;
        unsigned long t55 = hash_bytes((const void *)f1, t54);
        unsigned long t56 = hash_bytes((const void *)d3, (unsigned long)t39 * 8UL);
        unsigned long t57 = hash_bytes((const void *)i1, t54);
        long long t58 = gather_sum(n, l, t48);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)hash_bytes((const void *)f2, t54), t58, (unsigned long long)t57, (unsigned long long)t56, (unsigned long long)t55, (unsigned long long)t53);
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
