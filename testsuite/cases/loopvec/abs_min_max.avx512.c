/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 12 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    int t50;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)hi);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t8 = _mm256_abs_epi32(t7);
            __m256i t9 = _mm256_min_epi32(t5, t8);
            _mm256_storeu_si256((__m256i *)(a + t6), t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t12 = _mm256_abs_epi32(t11);
            __m256i t13 = _mm256_min_epi32(t5, t12);
            _mm256_storeu_si256((__m256i *)(a + t10), t13);
            long t14 = (long)(int)(t1 + 16L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t16 = _mm256_abs_epi32(t15);
            __m256i t17 = _mm256_min_epi32(t5, t16);
            _mm256_storeu_si256((__m256i *)(a + t14), t17);
            long t18 = (long)(int)(t1 + 24L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t20 = _mm256_abs_epi32(t19);
            __m256i t21 = _mm256_min_epi32(t5, t20);
            _mm256_storeu_si256((__m256i *)(a + t18), t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = (int)t4;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        __m256i t25 = _mm256_set1_epi32((int)hi);
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t22 + t2);
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(b + t26));
            __m256i t28 = _mm256_abs_epi32(t27);
            __m256i t29 = _mm256_min_epi32(t25, t28);
            _mm256_storeu_si256((__m256i *)(a + t26), t29);
            t2 += 8L;
        } while (t2 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t34 = _mm256_set1_epi32((int)hi);
        long t35 = (long)(int)(long)t30;
        __m256i t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), b + t35);
        __m256i t37 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t36);
        __m256i t38 = (__m256i)~(vcc_m8)t37;
        __m256i t39 = _mm256_and_si256(t33, t38);
        __m256i t40 = t36;
        __m256i t41 = _mm256_sub_epi32(_mm256_setzero_si256(), t40);
        __m256i t42 = t41;
        __m256i t43 = _mm256_ternarylogic_epi32(t39, t36, t42, 0xCA);
        __m256i t44 = _mm256_cmpgt_epi32(t43, t34);
        __m256i t45 = (__m256i)~(vcc_m8)t44;
        __m256i t46 = _mm256_and_si256(t33, t45);
        __m256i t47 = _mm256_ternarylogic_epi32(t46, t43, t34, 0xCA);
        _mm256_mask_storeu_epi32(a + t35, _mm256_movepi32_mask(t33), t47);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        int v = b[t48];
        if (v < 0) {
            v = -v;
        }
        int *t49 = a + t48;
        if (v > hi) {
            t50 = hi;
        } else {
            t50 = v;
        }
        *t49 = t50;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_schar t7 = vcc_load(vcc_v8_schar, b + t6);
            __m256i t8 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t9 = _mm256_abs_epi32(t8);
            vcc_v8_schar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t9, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t6, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_schar t12 = vcc_load(vcc_v8_schar, b + t11);
            __m256i t13 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t12));
            __m256i t14 = _mm256_abs_epi32(t13);
            vcc_v8_schar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t11, t15);
            long t16 = (long)(int)(t1 + 16L);
            vcc_v8_schar t17 = vcc_load(vcc_v8_schar, b + t16);
            __m256i t18 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t17));
            __m256i t19 = _mm256_abs_epi32(t18);
            vcc_v8_schar t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t16, t20);
            long t21 = (long)(int)(t1 + 24L);
            vcc_v8_schar t22 = vcc_load(vcc_v8_schar, b + t21);
            __m256i t23 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t22));
            __m256i t24 = _mm256_abs_epi32(t23);
            vcc_v8_schar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t24, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t21, t25);
            t1 += 32L;
        } while (t1 < t5);
        t26 = (int)t5;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t2 = 0L;
        do {
            long t29 = (long)(int)((long)t26 + t2);
            vcc_v8_schar t30 = vcc_load(vcc_v8_schar, b + t29);
            __m256i t31 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t30));
            __m256i t32 = _mm256_abs_epi32(t31);
            vcc_v8_schar t33 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t32, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t29, t33);
            t2 += 8L;
        } while (t2 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        signed char *t35 = a + t34;
        int t3 = (int)b[t34];
        if (t3 < 0) {
            t3 = -t3;
        }
        *t35 = (signed char)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i16(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m256i t8 = _mm256_cvtepi16_epi32(t7);
            __m256i t9 = _mm256_abs_epi32(t8);
            __m128i t10 = _mm256_cvtepi32_epi16(t9);
            _mm_storeu_si128((__m128i *)(a + t6), t10);
            long t11 = (long)(int)(t1 + 8L);
            __m128i t12 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m256i t13 = _mm256_cvtepi16_epi32(t12);
            __m256i t14 = _mm256_abs_epi32(t13);
            __m128i t15 = _mm256_cvtepi32_epi16(t14);
            _mm_storeu_si128((__m128i *)(a + t11), t15);
            long t16 = (long)(int)(t1 + 16L);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(b + t16));
            __m256i t18 = _mm256_cvtepi16_epi32(t17);
            __m256i t19 = _mm256_abs_epi32(t18);
            __m128i t20 = _mm256_cvtepi32_epi16(t19);
            _mm_storeu_si128((__m128i *)(a + t16), t20);
            long t21 = (long)(int)(t1 + 24L);
            __m128i t22 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m256i t23 = _mm256_cvtepi16_epi32(t22);
            __m256i t24 = _mm256_abs_epi32(t23);
            __m128i t25 = _mm256_cvtepi32_epi16(t24);
            _mm_storeu_si128((__m128i *)(a + t21), t25);
            t1 += 32L;
        } while (t1 < t5);
        t26 = (int)t5;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t2 = 0L;
        do {
            long t29 = (long)(int)((long)t26 + t2);
            __m128i t30 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m256i t31 = _mm256_cvtepi16_epi32(t30);
            __m256i t32 = _mm256_abs_epi32(t31);
            __m128i t33 = _mm256_cvtepi32_epi16(t32);
            _mm_storeu_si128((__m128i *)(a + t29), t33);
            t2 += 8L;
        } while (t2 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        short *t35 = a + t34;
        int t3 = (int)b[t34];
        if (0 > t3) {
            t3 = -t3;
        }
        *t35 = (short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i64(int n, long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t18;
    int i;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t8 = _mm256_abs_epi64(t7);
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            long t9 = (long)(int)(t1 + 4L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t11 = _mm256_abs_epi64(t10);
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            long t12 = (long)(int)(t1 + 8L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t14 = _mm256_abs_epi64(t13);
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            long t15 = (long)(int)(t1 + 12L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_abs_epi64(t16);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            t1 += 16L;
        } while (t1 < t5);
        t18 = (int)t5;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long t2 = 0L;
        do {
            long t21 = (long)(int)((long)t18 + t2);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t23 = _mm256_abs_epi64(t22);
            _mm256_storeu_si256((__m256i *)(a + t21), t23);
            t2 += 4L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        long *t25 = a + t24;
        long t3 = b[t24];
        if (t3 <= 0L) {
            t3 = -t3;
        }
        *t25 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    vcc_no_contract_body
    int t37;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v8_uchar t7 = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uchar t8 = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
        __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8));
        long t1 = 0L;
        do {
            long t11 = (long)(int)t1;
            vcc_v8_uchar t12 = vcc_load(vcc_v8_uchar, b + t11);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
            __m256i t14 = _mm256_cmpgt_epi32(t9, t13);
            __m256i t15 = (__m256i)~(vcc_m8)t14;
            __m256i t16 = _mm256_cmpgt_epi32(t13, t10);
            __m256i t17 = (__m256i)~(vcc_m8)t16;
            __m256i t18 = _mm256_and_si256(t15, t17);
            __m256i t19 = _mm256_and_si256(t15, t16);
            __m256i t20 = _mm256_or_si256(t19, t18);
            __m256i t21 = _mm256_ternarylogic_epi32(t18, t13, t10, 0xCA);
            __m256i t22 = _mm256_ternarylogic_epi32(t20, t21, t9, 0xCA);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t11, t23);
            long t24 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, b + t24);
            __m256i t26 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t25));
            __m256i t27 = _mm256_cmpgt_epi32(t9, t26);
            __m256i t28 = (__m256i)~(vcc_m8)t27;
            __m256i t29 = _mm256_cmpgt_epi32(t26, t10);
            __m256i t30 = (__m256i)~(vcc_m8)t29;
            __m256i t31 = _mm256_and_si256(t28, t30);
            __m256i t32 = _mm256_and_si256(t28, t29);
            __m256i t33 = _mm256_or_si256(t32, t31);
            __m256i t34 = _mm256_ternarylogic_epi32(t31, t26, t10, 0xCA);
            __m256i t35 = _mm256_ternarylogic_epi32(t33, t34, t9, 0xCA);
            vcc_v8_uchar t36 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t35, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t24, t36);
            t1 += 16L;
        } while (t1 < t6);
        t37 = (int)t6;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        vcc_v8_uchar t40 = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_v8_uchar t41 = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        __m256i t42 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t40));
        __m256i t43 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t41));
        long t2 = 0L;
        do {
            long t44 = (long)(int)((long)t37 + t2);
            vcc_v8_uchar t45 = vcc_load(vcc_v8_uchar, b + t44);
            __m256i t46 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t45));
            __m256i t47 = _mm256_cmpgt_epi32(t42, t46);
            __m256i t48 = (__m256i)~(vcc_m8)t47;
            __m256i t49 = _mm256_cmpgt_epi32(t46, t43);
            __m256i t50 = (__m256i)~(vcc_m8)t49;
            __m256i t51 = _mm256_and_si256(t48, t50);
            __m256i t52 = _mm256_and_si256(t48, t49);
            __m256i t53 = _mm256_or_si256(t52, t51);
            __m256i t54 = _mm256_ternarylogic_epi32(t51, t46, t43, 0xCA);
            __m256i t55 = _mm256_ternarylogic_epi32(t53, t54, t42, 0xCA);
            vcc_v8_uchar t56 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t55, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t44, t56);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t57 = (long)i;
        unsigned char *t58 = a + t57;
        int t59 = (int)b[t57];
        int t3 = (int)lo;
        if (t59 >= t3) {
            int t4 = (int)hi;
            if (t59 <= t4) {
                t4 = t59;
            }
            t3 = t4;
        }
        *t58 = (unsigned char)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    vcc_no_contract_body
    int t37;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m128i t7 = _mm_set1_epi16((short)lo);
        __m128i t8 = _mm_set1_epi16((short)hi);
        __m256i t9 = _mm256_cvtepi16_epi32(t7);
        __m256i t10 = _mm256_cvtepi16_epi32(t8);
        long t1 = 0L;
        do {
            long t11 = (long)(int)t1;
            __m128i t12 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m256i t13 = _mm256_cvtepi16_epi32(t12);
            __m256i t14 = _mm256_cmpgt_epi32(t9, t13);
            __m256i t15 = (__m256i)~(vcc_m8)t14;
            __m256i t16 = _mm256_cmpgt_epi32(t13, t10);
            __m256i t17 = (__m256i)~(vcc_m8)t16;
            __m256i t18 = _mm256_and_si256(t15, t17);
            __m256i t19 = _mm256_and_si256(t15, t16);
            __m256i t20 = _mm256_or_si256(t19, t18);
            __m256i t21 = _mm256_ternarylogic_epi32(t18, t13, t10, 0xCA);
            __m256i t22 = _mm256_ternarylogic_epi32(t20, t21, t9, 0xCA);
            __m128i t23 = _mm256_cvtepi32_epi16(t22);
            _mm_storeu_si128((__m128i *)(a + t11), t23);
            long t24 = (long)(int)(t1 + 8L);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(b + t24));
            __m256i t26 = _mm256_cvtepi16_epi32(t25);
            __m256i t27 = _mm256_cmpgt_epi32(t9, t26);
            __m256i t28 = (__m256i)~(vcc_m8)t27;
            __m256i t29 = _mm256_cmpgt_epi32(t26, t10);
            __m256i t30 = (__m256i)~(vcc_m8)t29;
            __m256i t31 = _mm256_and_si256(t28, t30);
            __m256i t32 = _mm256_and_si256(t28, t29);
            __m256i t33 = _mm256_or_si256(t32, t31);
            __m256i t34 = _mm256_ternarylogic_epi32(t31, t26, t10, 0xCA);
            __m256i t35 = _mm256_ternarylogic_epi32(t33, t34, t9, 0xCA);
            __m128i t36 = _mm256_cvtepi32_epi16(t35);
            _mm_storeu_si128((__m128i *)(a + t24), t36);
            t1 += 16L;
        } while (t1 < t6);
        t37 = (int)t6;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        __m128i t40 = _mm_set1_epi16((short)lo);
        __m128i t41 = _mm_set1_epi16((short)hi);
        __m256i t42 = _mm256_cvtepi16_epi32(t40);
        __m256i t43 = _mm256_cvtepi16_epi32(t41);
        long t2 = 0L;
        do {
            long t44 = (long)(int)((long)t37 + t2);
            __m128i t45 = _mm_loadu_si128((const __m128i *)(b + t44));
            __m256i t46 = _mm256_cvtepi16_epi32(t45);
            __m256i t47 = _mm256_cmpgt_epi32(t42, t46);
            __m256i t48 = (__m256i)~(vcc_m8)t47;
            __m256i t49 = _mm256_cmpgt_epi32(t46, t43);
            __m256i t50 = (__m256i)~(vcc_m8)t49;
            __m256i t51 = _mm256_and_si256(t48, t50);
            __m256i t52 = _mm256_and_si256(t48, t49);
            __m256i t53 = _mm256_or_si256(t52, t51);
            __m256i t54 = _mm256_ternarylogic_epi32(t51, t46, t43, 0xCA);
            __m256i t55 = _mm256_ternarylogic_epi32(t53, t54, t42, 0xCA);
            __m128i t56 = _mm256_cvtepi32_epi16(t55);
            _mm_storeu_si128((__m128i *)(a + t44), t56);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t57 = (long)i;
        short *t58 = a + t57;
        int t59 = (int)b[t57];
        int t3 = (int)lo;
        if (t59 >= t3) {
            int t4 = (int)hi;
            if (t59 <= t4) {
                t4 = t59;
            }
            t3 = t4;
        }
        *t58 = (short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    vcc_no_contract_body
    int t28;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        __m128i t6 = _mm_set1_epi16((short)hi);
        __m256i t7 = _mm256_cvtepu16_epi32(t6);
        long t1 = 0L;
        do {
            long t8 = (long)(int)t1;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t10 = _mm256_cvtepu16_epi32(t9);
            __m256i t11 = _mm256_min_epi32(t7, t10);
            __m128i t12 = _mm256_cvtepi32_epi16(t11);
            _mm_storeu_si128((__m128i *)(a + t8), t12);
            long t13 = (long)(int)(t1 + 8L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m256i t15 = _mm256_cvtepu16_epi32(t14);
            __m256i t16 = _mm256_min_epi32(t7, t15);
            __m128i t17 = _mm256_cvtepi32_epi16(t16);
            _mm_storeu_si128((__m128i *)(a + t13), t17);
            long t18 = (long)(int)(t1 + 16L);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m256i t20 = _mm256_cvtepu16_epi32(t19);
            __m256i t21 = _mm256_min_epi32(t7, t20);
            __m128i t22 = _mm256_cvtepi32_epi16(t21);
            _mm_storeu_si128((__m128i *)(a + t18), t22);
            long t23 = (long)(int)(t1 + 24L);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(b + t23));
            __m256i t25 = _mm256_cvtepu16_epi32(t24);
            __m256i t26 = _mm256_min_epi32(t7, t25);
            __m128i t27 = _mm256_cvtepi32_epi16(t26);
            _mm_storeu_si128((__m128i *)(a + t23), t27);
            t1 += 32L;
        } while (t1 < t5);
        t28 = (int)t5;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        __m128i t31 = _mm_set1_epi16((short)hi);
        __m256i t32 = _mm256_cvtepu16_epi32(t31);
        long t2 = 0L;
        do {
            long t33 = (long)(int)((long)t28 + t2);
            __m128i t34 = _mm_loadu_si128((const __m128i *)(b + t33));
            __m256i t35 = _mm256_cvtepu16_epi32(t34);
            __m256i t36 = _mm256_min_epi32(t32, t35);
            __m128i t37 = _mm256_cvtepi32_epi16(t36);
            _mm_storeu_si128((__m128i *)(a + t33), t37);
            t2 += 8L;
        } while (t2 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        unsigned short *t39 = a + t38;
        int t40 = (int)b[t38];
        int t3 = (int)hi;
        if (t40 < t3) {
            t3 = t40;
        }
        *t39 = (unsigned short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    vcc_no_contract_body
    int t23;
    int t32;
    int i;
    unsigned int t49;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)lo);
        __m256i t6 = _mm256_set1_epi32((int)hi);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t9 = _mm256_max_epu32(t8, t5);
            __m256i t10 = _mm256_min_epu32(t6, t9);
            _mm256_storeu_si256((__m256i *)(a + t7), t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t13 = _mm256_max_epu32(t12, t5);
            __m256i t14 = _mm256_min_epu32(t6, t13);
            _mm256_storeu_si256((__m256i *)(a + t11), t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_max_epu32(t16, t5);
            __m256i t18 = _mm256_min_epu32(t6, t17);
            _mm256_storeu_si256((__m256i *)(a + t15), t18);
            long t19 = (long)(int)(t1 + 24L);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19));
            __m256i t21 = _mm256_max_epu32(t20, t5);
            __m256i t22 = _mm256_min_epu32(t6, t21);
            _mm256_storeu_si256((__m256i *)(a + t19), t22);
            t1 += 32L;
        } while (t1 < t4);
        t23 = (int)t4;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        __m256i t26 = _mm256_set1_epi32((int)lo);
        __m256i t27 = _mm256_set1_epi32((int)hi);
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t23 + t2);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(b + t28));
            __m256i t30 = _mm256_max_epu32(t29, t26);
            __m256i t31 = _mm256_min_epu32(t27, t30);
            _mm256_storeu_si256((__m256i *)(a + t28), t31);
            t2 += 8L;
        } while (t2 < t25);
        t32 = (int)((long)t23 + t25);
    } else {
        t32 = t23;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 8L)) {
        __m256i t34 = _mm256_set1_epi32((int)(int)t33);
        __m256i t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t36 = _mm256_set1_epi32((int)lo);
        __m256i t37 = _mm256_set1_epi32((int)hi);
        long t38 = (long)(int)(long)t32;
        __m256i t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), b + t38);
        __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t39, t36, _MM_CMPINT_NLE));
        __m256i t41 = _mm256_and_si256(t35, t40);
        __m256i t42 = _mm256_ternarylogic_epi32(t41, t39, t36, 0xCA);
        __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t37, t42, _MM_CMPINT_LT));
        __m256i t44 = (__m256i)~(vcc_m8)t43;
        __m256i t45 = _mm256_and_si256(t35, t44);
        __m256i t46 = _mm256_ternarylogic_epi32(t45, t42, t37, 0xCA);
        _mm256_mask_storeu_epi32(a + t38, _mm256_movepi32_mask(t35), t46);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        unsigned int v = b[t47];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t48 = a + t47;
        if (hi < v) {
            t49 = hi;
        } else {
            t49 = v;
        }
        *t48 = t49;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t9 = _mm256_min_epi64(t7, t8);
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
            long t10 = (long)(int)(t1 + 4L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = _mm256_min_epi64(t11, t12);
            _mm256_storeu_si256((__m256i *)(c + t10), t13);
            long t14 = (long)(int)(t1 + 8L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = _mm256_min_epi64(t15, t16);
            _mm256_storeu_si256((__m256i *)(c + t14), t17);
            long t18 = (long)(int)(t1 + 12L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = _mm256_min_epi64(t19, t20);
            _mm256_storeu_si256((__m256i *)(c + t18), t21);
            t1 += 16L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t22 + t2);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(b + t25));
            __m256i t28 = _mm256_min_epi64(t26, t27);
            _mm256_storeu_si256((__m256i *)(c + t25), t28);
            t2 += 4L;
        } while (t2 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        long *t30 = c + t29;
        long t3 = a[t29];
        long t31 = b[t29];
        if (t3 >= t31) {
            t3 = t31;
        }
        *t30 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t25;
    int t37;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            const float *t8 = a + t7;
            __m256 t9 = _mm256_loadu_ps(t8);
            const float *t10 = b + t7;
            __m256 t11 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_min_ps(t9, t11);
            _mm256_storeu_ps(c + t7, t12);
            __m256 t13 = _mm256_loadu_ps(t10);
            __m256 t14 = _mm256_loadu_ps(t8);
            __m256 t15 = _mm256_max_ps(t14, t13);
            _mm256_storeu_ps(d + t7, t15);
            long t16 = (long)(int)(t1 + 8L);
            const float *t17 = a + t16;
            __m256 t18 = _mm256_loadu_ps(t17);
            const float *t19 = b + t16;
            __m256 t20 = _mm256_loadu_ps(t19);
            __m256 t21 = _mm256_min_ps(t18, t20);
            _mm256_storeu_ps(c + t16, t21);
            __m256 t22 = _mm256_loadu_ps(t19);
            __m256 t23 = _mm256_loadu_ps(t17);
            __m256 t24 = _mm256_max_ps(t23, t22);
            _mm256_storeu_ps(d + t16, t24);
            t1 += 16L;
        } while (t1 < t6);
        t25 = (int)t6;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            const float *t29 = a + t28;
            __m256 t30 = _mm256_loadu_ps(t29);
            const float *t31 = b + t28;
            __m256 t32 = _mm256_loadu_ps(t31);
            __m256 t33 = _mm256_min_ps(t30, t32);
            _mm256_storeu_ps(c + t28, t33);
            __m256 t34 = _mm256_loadu_ps(t31);
            __m256 t35 = _mm256_loadu_ps(t29);
            __m256 t36 = _mm256_max_ps(t35, t34);
            _mm256_storeu_ps(d + t28, t36);
            t2 += 8L;
        } while (t2 < t27);
        t37 = (int)((long)t25 + t27);
    } else {
        t37 = t25;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if ((t38 >= 1L) & (t38 <= 8L)) {
        __m256i t39 = _mm256_set1_epi32((int)(int)t38);
        __m256i t40 = _mm256_cmpgt_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t41 = (long)(int)(long)t37;
        const float *t42 = a + t41;
        __m256 t43 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t40), t42);
        const float *t44 = b + t41;
        __m256 t45 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t40), t44);
        __m256i t46 = _mm256_castps_si256(_mm256_cmp_ps(t43, t45, _CMP_LT_OQ));
        __m256i t47 = (__m256i)~(vcc_m8)t46;
        __m256i t48 = _mm256_and_si256(t40, t47);
        __m256 t49 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t48), t43, t45);
        _mm256_mask_storeu_ps(c + t41, _mm256_movepi32_mask(t40), t49);
        __m256 t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t40), t44);
        __m256 t51 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t40), t42);
        __m256i t52 = _mm256_castps_si256(_mm256_cmp_ps(t50, t51, _CMP_LT_OQ));
        __m256i t53 = (__m256i)~(vcc_m8)t52;
        __m256i t54 = _mm256_and_si256(t40, t53);
        __m256 t55 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t54), t51, t50);
        _mm256_mask_storeu_ps(d + t41, _mm256_movepi32_mask(t40), t55);
        i = (int)((long)t37 + t38);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        float *t57 = c + t56;
        const float *t58 = a + t56;
        float t3 = *t58;
        const float *t59 = b + t56;
        float t60 = *t59;
        if (!(t3 < t60)) {
            t3 = t60;
        }
        *t57 = t3;
        float *t61 = d + t56;
        float t62 = *t59;
        float t4 = *t58;
        if (!(t62 < t4)) {
            t4 = t62;
        }
        *t61 = t4;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256d t7 = _mm256_loadu_pd(a + t6);
            __m256d t8 = _mm256_loadu_pd(b + t6);
            __m256d t9 = _mm256_max_pd(t7, t8);
            _mm256_storeu_pd(c + t6, t9);
            long t10 = (long)(int)(t1 + 4L);
            __m256d t11 = _mm256_loadu_pd(a + t10);
            __m256d t12 = _mm256_loadu_pd(b + t10);
            __m256d t13 = _mm256_max_pd(t11, t12);
            _mm256_storeu_pd(c + t10, t13);
            long t14 = (long)(int)(t1 + 8L);
            __m256d t15 = _mm256_loadu_pd(a + t14);
            __m256d t16 = _mm256_loadu_pd(b + t14);
            __m256d t17 = _mm256_max_pd(t15, t16);
            _mm256_storeu_pd(c + t14, t17);
            long t18 = (long)(int)(t1 + 12L);
            __m256d t19 = _mm256_loadu_pd(a + t18);
            __m256d t20 = _mm256_loadu_pd(b + t18);
            __m256d t21 = _mm256_max_pd(t19, t20);
            _mm256_storeu_pd(c + t18, t21);
            t1 += 16L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t22 + t2);
            __m256d t26 = _mm256_loadu_pd(a + t25);
            __m256d t27 = _mm256_loadu_pd(b + t25);
            __m256d t28 = _mm256_max_pd(t26, t27);
            _mm256_storeu_pd(c + t25, t28);
            t2 += 4L;
        } while (t2 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        double *t30 = c + t29;
        double t3 = a[t29];
        double t31 = b[t29];
        if (!(t3 > t31)) {
            t3 = t31;
        }
        *t30 = t3;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t26;
    int t34;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256 t7 = _mm256_loadu_ps(a + t6);
            __m256 t8 = _mm256_loadu_ps(b + t6);
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(t7, t8, _CMP_LE_OQ));
            __m256 t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t9), t8, t7);
            _mm256_storeu_ps(c + t6, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256 t12 = _mm256_loadu_ps(a + t11);
            __m256 t13 = _mm256_loadu_ps(b + t11);
            __m256i t14 = _mm256_castps_si256(_mm256_cmp_ps(t12, t13, _CMP_LE_OQ));
            __m256 t15 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t14), t13, t12);
            _mm256_storeu_ps(c + t11, t15);
            long t16 = (long)(int)(t1 + 16L);
            __m256 t17 = _mm256_loadu_ps(a + t16);
            __m256 t18 = _mm256_loadu_ps(b + t16);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(t17, t18, _CMP_LE_OQ));
            __m256 t20 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), t18, t17);
            _mm256_storeu_ps(c + t16, t20);
            long t21 = (long)(int)(t1 + 24L);
            __m256 t22 = _mm256_loadu_ps(a + t21);
            __m256 t23 = _mm256_loadu_ps(b + t21);
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(t22, t23, _CMP_LE_OQ));
            __m256 t25 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t24), t23, t22);
            _mm256_storeu_ps(c + t21, t25);
            t1 += 32L;
        } while (t1 < t5);
        t26 = (int)t5;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t2 = 0L;
        do {
            long t29 = (long)(int)((long)t26 + t2);
            __m256 t30 = _mm256_loadu_ps(a + t29);
            __m256 t31 = _mm256_loadu_ps(b + t29);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(t30, t31, _CMP_LE_OQ));
            __m256 t33 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t32), t31, t30);
            _mm256_storeu_ps(c + t29, t33);
            t2 += 8L;
        } while (t2 < t28);
        t34 = (int)((long)t26 + t28);
    } else {
        t34 = t26;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if ((t35 >= 1L) & (t35 <= 8L)) {
        __m256i t36 = _mm256_set1_epi32((int)(int)t35);
        __m256i t37 = _mm256_cmpgt_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t38 = (long)(int)(long)t34;
        __m256 t39 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t37), a + t38);
        __m256 t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t37), b + t38);
        __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t39, t40, _CMP_LE_OQ));
        __m256i t42 = (__m256i)~(vcc_m8)t41;
        __m256i t43 = _mm256_and_si256(t37, t42);
        __m256 t44 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t43), t39, t40);
        _mm256_mask_storeu_ps(c + t38, _mm256_movepi32_mask(t37), t44);
        i = (int)((long)t34 + t35);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        float *t46 = c + t45;
        float t3 = a[t45];
        float t47 = b[t45];
        if (!(t3 <= t47)) {
            t3 = t47;
        }
        *t46 = t3;
    }
}

static float special_float(void) {
    switch (next_rand() % 8) {
    case 0: return NAN;
    case 1: return 0.0f;
    case 2: return -0.0f;
    default: return (float)((int)(next_rand() % 200) - 100) / 4;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i32 = new_array(n, 4), *o32 = new_array(n, 4);
        signed char *i8 = new_array(n, 1), *o8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1), *p8 = new_array(n, 1);
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2), *p16 = new_array(n, 2);
        unsigned *u32 = new_array(n, 4), *p32 = new_array(n, 4);
        long *i64 = new_array(n, 8), *j64 = new_array(n, 8), *o64 = new_array(n, 8);
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4), *fd = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dc = new_array(n, 8);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i32[k] = k % 11 == 3 ? -2147483647 : (int)(r % 20001) - 10000;
            i8[k] = k % 7 == 2 ? -128 : (signed char)r;
            u8[k] = (unsigned char)(r >> 3);
            i16[k] = k % 5 == 1 ? -32768 : (short)(r >> 2);
            u16[k] = (unsigned short)(r >> 1);
            u32[k] = r * 2654435761u;
            i64[k] = k % 9 == 4 ? -9223372036854775807L : (long)r * (long)(r % 7 ? r : -r) - 4000000000000L;
            j64[k] = (long)next_rand() << 20;
            fa[k] = special_float();
            fb[k] = special_float();
            da[k] = special_float();
            db[k] = special_float();
        }
        abs_clamp_i32(n, o32, i32, 5000);
        unsigned long long h_abs32 = HASH(o32, n);
        abs_i8(n, o8, i8);
        abs_i16(n, o16, i16);
        unsigned long long h_abs8 = HASH(o8, n), h_abs16 = HASH(o16, n);
        abs_i64(n, o64, i64);
        unsigned long long h_abs64 = HASH(o64, n);
        clamp_u8(n, p8, u8, 20, 200);
        clamp_i16(n, o16, i16, -3000, 12000);
        clamp_u16(n, p16, u16, 40000);
        clamp_u32(n, p32, u32, 1u << 30, 3u << 30);
        min_i64(n, o64, i64, j64);
        min_max_f32(n, fc, fd, fa, fb);
        max_f64(n, dc, da, db);
        unsigned long long h_minmax = HASH(fc, n) ^ HASH(fd, n) * 3;
        min_le_f32(n, fc, fa, fb);
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
