/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_int t6 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int t7 = vcc_load(vcc_v16_int, b + t5);
            vcc_m16 t8 = __builtin_convertvector(t6 > t7, vcc_m16);
            vcc_v16_uchar t9 = vcc_select(vcc_v16_schar, __builtin_convertvector(t8, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            vcc_v16_int t11 = vcc_load(vcc_v16_int, a + t10);
            vcc_v16_int t12 = vcc_load(vcc_v16_int, b + t10);
            vcc_m16 t13 = __builtin_convertvector(t11 > t12, vcc_m16);
            vcc_v16_uchar t14 = vcc_select(vcc_v16_schar, __builtin_convertvector(t13, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            vcc_v16_int t19 = vcc_load(vcc_v16_int, a + t18);
            vcc_v16_int t20 = vcc_load(vcc_v16_int, b + t18);
            vcc_m16 t21 = __builtin_convertvector(t19 > t20, vcc_m16);
            vcc_v16_uchar t22 = vcc_select(vcc_v16_schar, __builtin_convertvector(t21, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        flags[t23] = (_Bool)(a[t23] > b[t23]);
    }
}

/* Bits that a truncation to the low byte would lose. */
void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_int t6 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int t7 = t6 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            vcc_m16 t8 = __builtin_convertvector(t7 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            vcc_v16_uchar t9 = vcc_select(vcc_v16_schar, __builtin_convertvector(t8, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            vcc_v16_int t11 = vcc_load(vcc_v16_int, a + t10);
            vcc_v16_int t12 = t11 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            vcc_m16 t13 = __builtin_convertvector(t12 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            vcc_v16_uchar t14 = vcc_select(vcc_v16_schar, __builtin_convertvector(t13, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            vcc_v16_int t19 = vcc_load(vcc_v16_int, a + t18);
            vcc_v16_int t20 = t19 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            vcc_m16 t21 = __builtin_convertvector(t20 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            vcc_v16_uchar t22 = vcc_select(vcc_v16_schar, __builtin_convertvector(t21, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        flags[t23] = (_Bool)(a[t23] & 768);
    }
}

void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_float t6 = vcc_load(vcc_v16_float, x + t5);
            vcc_m16 t7 = __builtin_convertvector(t6 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            vcc_v16_uchar t8 = vcc_select(vcc_v16_schar, __builtin_convertvector(t7, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            vcc_v16_float t10 = vcc_load(vcc_v16_float, x + t9);
            vcc_m16 t11 = __builtin_convertvector(t10 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            vcc_v16_uchar t12 = vcc_select(vcc_v16_schar, __builtin_convertvector(t11, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            vcc_v16_float t17 = vcc_load(vcc_v16_float, x + t16);
            vcc_m16 t18 = __builtin_convertvector(t17 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            vcc_v16_uchar t19 = vcc_select(vcc_v16_schar, __builtin_convertvector(t18, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        flags[t20] = (_Bool)x[t20];
    }
}

/* A `_Bool` loaded and tested. */
void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, flags + t5);
            vcc_m8 t7 = __builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_int t8 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)t5 * 4UL), t7);
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t5 * 4UL), t8, t7);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, flags + t9);
            vcc_m8 t11 = __builtin_convertvector(t10 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_int t12 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)t9 * 4UL), t11);
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t9 * 4UL), t12, t11);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, flags + t16);
            vcc_m8 t18 = __builtin_convertvector(t17 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_int t19 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)t16 * 4UL), t18);
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t16 * 4UL), t19, t18);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        if (flags[t20]) {
            c[t20] = a[t20];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
int count_flags(int n, const _Bool *restrict flags) {
    int s;
    int t15;
    int t16;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, flags + (int)t1);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t10 = (vcc_v8_uint)t9;
            t2 = t2 + t10;
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, flags + (int)(t1 + 8L));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            t3 = t3 + t13;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t14 = t2 + t3;
        t15 = (int)t7;
        t16 = (int)vcc_reduce(unsigned int, t14, +);
    } else {
        t15 = 0;
        t16 = 0;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uchar t19 = vcc_load(vcc_v8_uchar, flags + (int)((long)t15 + t4));
            vcc_v8_int t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            t5 = t5 + t21;
            t4 += 8L;
        } while (t4 < t18);
        i = (int)((long)t15 + t18);
        s = (int)((unsigned int)t16 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    int t27;
    int i;
    float t44;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, flags + t5);
            vcc_m8 t7 = __builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_m8 t8 = ~t7;
            vcc_v8_float t9 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t5 * 4UL), t8);
            vcc_v8_float t10 = -t9;
            vcc_v8_float t11 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t12 = t10 + t11;
            vcc_m8 t13 = __builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_float t14 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t5 * 4UL), t13);
            vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t14, t12);
            vcc_store(y + t5, t15);
            long t16 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, flags + t16);
            vcc_m8 t18 = __builtin_convertvector(t17 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_m8 t19 = ~t18;
            vcc_v8_float t20 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t16 * 4UL), t19);
            vcc_v8_float t21 = -t20;
            vcc_v8_float t22 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t17, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t23 = t21 + t22;
            vcc_m8 t24 = __builtin_convertvector(t17 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_float t25 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t16 * 4UL), t24);
            vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t25, t23);
            vcc_store(y + t16, t26);
            t1 += 16L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + t2);
            vcc_v8_uchar t31 = vcc_load(vcc_v8_uchar, flags + t30);
            vcc_m8 t32 = __builtin_convertvector(t31 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_m8 t33 = ~t32;
            vcc_v8_float t34 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t30 * 4UL), t33);
            vcc_v8_float t35 = -t34;
            vcc_v8_float t36 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t31, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t37 = t35 + t36;
            vcc_m8 t38 = __builtin_convertvector(t31 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_float t39 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t30 * 4UL), t38);
            vcc_v8_float t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t39, t37);
            vcc_store(y + t30, t40);
            t2 += 8L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        float *t42 = y + t41;
        _Bool t43 = flags[t41];
        if (t43) {
            t44 = x[t41];
        } else {
            t44 = -x[t41] + (float)t43;
        }
        *t42 = t44;
    }
}

int main(void) {
    int n;
    int t4;
    float t8;
    float t9;
    float t10;
    float t11;
    int t36;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t4 = 1;
        } else {
            t4 = 0;
            n = n_1;
        }
        if (!t4) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        _Bool *f = (_Bool *)new_array(n, 1UL);
        _Bool *g = (_Bool *)new_array(n, 1UL);
        _Bool *h = (_Bool *)new_array(n, 1UL);
        for (int i = 0; i < n; i++) {
            long t5 = (long)i;
            a[t5] = (int)(next_rand() % 2048U) - 1024;
            b[t5] = (int)(next_rand() % 2048U) - 1024;
            c[t5] = -1;
            unsigned int r = next_rand() % 6U;
            float *t6 = x + t5;
            if (r == 0U) {
                t11 = 0.0f;
            } else {
                if (r == 1U) {
                    t10 = -0.0f;
                } else {
                    if (r == 2U) {
                        t9 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t8 = __builtin_nanf("");
                        } else {
                            unsigned int t7 = next_rand();
                            t8 = (float)(int)(t7 % 7U) - 3.0f;
                        }
                        t9 = t8;
                    }
                    t10 = t9;
                }
                t11 = t10;
            }
            *t6 = t11;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t12 = a;
        flags_gt(n, f, t12, b);
        flags_bits(n, g, t12);
        const float *t13 = x;
        flags_float(n, h, t13);
        unsigned long t14 = (unsigned long)n;
        unsigned long t15 = t14 * 1UL;
        unsigned long t16 = hash_bytes((const void *)h, t15);
        unsigned long t17 = hash_bytes((const void *)g, t15);
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)hash_bytes((const void *)f, t15), (unsigned long long)t17, (unsigned long long)t16);
        long t18 = (long)n;
        if (t18 >= 32L) {
            long t19 = t18 & -32L;
            long t1 = 0L;
            do {
                float *t20 = x + (int)t1;
                vcc_v8_float t21 = vcc_load(vcc_v8_float, t20);
                vcc_m8 t22 = (vcc_m8)(t21 != t21);
                vcc_v8_float t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), t21);
                vcc_store(t20, t23);
                float *t24 = x + (int)(t1 + 8L);
                vcc_v8_float t25 = vcc_load(vcc_v8_float, t24);
                vcc_m8 t26 = (vcc_m8)(t25 != t25);
                vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), t25);
                vcc_store(t24, t27);
                float *t28 = x + (int)(t1 + 16L);
                vcc_v8_float t29 = vcc_load(vcc_v8_float, t28);
                vcc_m8 t30 = (vcc_m8)(t29 != t29);
                vcc_v8_float t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), t29);
                vcc_store(t28, t31);
                float *t32 = x + (int)(t1 + 24L);
                vcc_v8_float t33 = vcc_load(vcc_v8_float, t32);
                vcc_m8 t34 = (vcc_m8)(t33 != t33);
                vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), t33);
                vcc_store(t32, t35);
                t1 += 32L;
            } while (t1 < t19);
            t36 = (int)t19;
        } else {
            t36 = 0;
        }
        long t37 = (long)n + (long)t36 * -1L;
        if (t37 >= 8L) {
            long t38 = t37 & -8L;
            long t2 = 0L;
            do {
                float *t39 = x + (int)((long)t36 + t2);
                vcc_v8_float t40 = vcc_load(vcc_v8_float, t39);
                vcc_m8 t41 = (vcc_m8)(t40 != t40);
                vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), t40);
                vcc_store(t39, t42);
                t2 += 8L;
            } while (t2 < t38);
            i_1 = (int)((long)t36 + t38);
        } else {
            i_1 = t36;
        }
        for (; i_1 < n; i_1++) {
            float *t43 = x + i_1;
            float t3 = *t43;
            if (t3 != t3) {
                t3 = 1.5f;
            }
            *t43 = t3;
        }
        copy_if(n, c, g, t12);
        const _Bool *t44 = f;
        pick(n, y, t44, t13);
        int t45 = count_flags(n, h);
        int t46 = count_flags(n, t44);
        unsigned long t47 = t14 * 4UL;
        unsigned long t48 = hash_bytes((const void *)y, t47);
        printf(" %016llx %016llx %d %d\n", (unsigned long long)hash_bytes((const void *)c, t47), (unsigned long long)t48, t46, t45);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)x);
        free((void *)y);
        free((void *)f);
        free((void *)g);
        free((void *)h);
    }
}
