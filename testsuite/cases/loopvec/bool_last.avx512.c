/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool last_positive(int n, const int *restrict a) {
    vcc_no_contract_body
    _Bool b;
    vcc_v8_uchar t7;
    int t8;
    _Bool t9;
    vcc_v8_uchar t14;
    int t15;
    _Bool t16;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32(0));
            t7 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t1 += 32L;
        } while (t1 < t4);
        t8 = (int)t4;
        t9 = t7[7];
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t2 = 0L;
        do {
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t8 + t2)));
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(0));
            t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 += 8L;
        } while (t2 < t11);
        t15 = (int)((long)t8 + t11);
        t16 = t14[7];
    } else {
        t15 = t8;
        t16 = t9;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t20 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + (int)(long)t15);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32(0));
        vcc_v8_uchar t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t21, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        __m256i t23 = _mm256_set1_epi32((int)(int)(t17 - 1L));
        __m256i t24 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t23);
        vcc_v8_uchar t25 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t24, vcc_v8_schar), t22, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t15 + t17);
        b = vcc_reduce(_Bool, t25, |);
    } else {
        i = t15;
        b = t16;
    }
    for (; i < n; i++) {
        b = (_Bool)(a[i] > 0);
    }
    return b;
}

/* A `_Bool` set under a condition to another `_Bool`: legal, but the cost model finds the
   scalar loop cheaper (remarks). */
_Bool cond_flag(int n, const int *restrict a, const _Bool *restrict f) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b = f[i];
    return b;
}

/* Vectorized: any-of into a `_Bool`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool any_negative(int n, const int *restrict a) {
    vcc_no_contract_body
    int t27;
    _Bool t28;
    int i;
    _Bool b;
    _Bool b_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        vcc_v8_uchar t1 = vcc_splat(vcc_v8_uchar, (_Bool)0);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        vcc_v8_uchar t4 = t1;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            long t11 = t2 + 8L;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t12);
            t1 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t1);
            __m256i t14 = _mm256_set1_epi32((int)(int)t2);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t13, t15, t3, 0xCA);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)t11));
            __m256i t17 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t16);
            t4 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t17, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t4);
            __m256i t18 = _mm256_set1_epi32((int)(int)t11);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t17, t19, t5, 0xCA);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t20 = _mm256_cmpgt_epi32(t5, t3);
        __m256i t21 = _mm256_max_epi32(t5, t3);
        vcc_v8_uchar t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t20, vcc_v8_schar), t4, t1);
        int t23 = vcc_avx2_reduce_epi32(t21, _mm_max_epi32, int);
        __m256i t24 = _mm256_set1_epi32((int)t23);
        __m256i t25 = _mm256_cmpeq_epi32(t21, t24);
        vcc_v8_uchar t26 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t25, vcc_v8_schar), t22, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t27 = (int)t10;
        t28 = (_Bool)(t23 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t26, |));
    } else {
        t27 = 0;
        t28 = (_Bool)0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 8L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -8L;
        vcc_v8_uchar t6 = (vcc_v8_uchar){t28, t28, t28, t28, t28, t28, t28, t28};
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi32(-1);
        do {
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t27 + t7)));
            __m256i t32 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t31);
            t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t32, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t6);
            __m256i t33 = _mm256_set1_epi32((int)(int)t7);
            __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_ternarylogic_epi32(t32, t34, t8, 0xCA);
            t7 += 8L;
        } while (t7 < t30);
        int t35 = vcc_avx2_reduce_epi32(t8, _mm_max_epi32, int);
        __m256i t36 = _mm256_set1_epi32((int)t35);
        __m256i t37 = _mm256_cmpeq_epi32(t8, t36);
        vcc_v8_uchar t38 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t37, vcc_v8_schar), t6, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t27 + t30);
        b = (_Bool)(t35 < 0 ? t28 : vcc_reduce(_Bool, t38, |));
    } else {
        i = t27;
        b = t28;
    }
    for (; i < n; i++, b = b_1) {
        if (a[i] < 0) {
            b_1 = (_Bool)1;
        } else {
            b_1 = b;
        }
    }
    return b;
}

/* Vectorized: the same as an `int`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_positive_int(int n, const int *restrict a) {
    vcc_no_contract_body
    int b;
    __m256i t6;
    int t8;
    int t9;
    __m256i t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32(0));
            t1 += 32L;
        } while (t1 < t4);
        __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
        t8 = (int)t4;
        t9 = ((vcc_v8_int)t7)[7];
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t2 = 0L;
        do {
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t8 + t2)));
            t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(0));
            t2 += 8L;
        } while (t2 < t11);
        __m256i t14 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
        i = (int)((long)t8 + t11);
        b = ((vcc_v8_int)t14)[7];
    } else {
        i = t8;
        b = t9;
    }
    for (; i < n; i++) {
        b = a[i] > 0;
    }
    return b;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        _Bool *f = new_array(n, sizeof(_Bool));
        FILL(a, n, -3, 100);
        FILL(f, n, 0, 2);
        printf("n=%d %d %d %d %d\n", n, last_positive(n, a), cond_flag(n, a, f), any_negative(n, a), last_positive_int(n, a));
        free(a), free(f);
    }
    return 0;
}
