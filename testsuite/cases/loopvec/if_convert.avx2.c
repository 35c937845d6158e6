/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 13 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* The comparison takes the bytes' own lanes (narrow.rs): 32 per vector, whose masked byte
   stores (lane by lane but for AVX-512's k-masked ones) the cost model finds cheaper than the
   scalar loop, which loads a[i] once (cost 8 per iteration). */
__attribute__((target("avx2"))) void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t6 = t5;
            __m256i t7 = (__m256i)(vcc_m32)((vcc_v32_schar)t6 > (vcc_v32_schar)_mm256_set1_epi8((char)0));
            vcc_store_masked((signed char *)((unsigned long)b + (unsigned long)t4 * 1UL), (vcc_v32_schar)t5, (vcc_m32)t7);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        signed char t9 = a[t8];
        if ((int)t9 > 0) {
            b[t8] = t9;
        }
    }
}

__attribute__((target("avx2"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m256i t6 = _mm256_cvtepi16_epi32(t5);
            __m256i t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32(0));
            __m256i t8 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32(100));
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i t10 = _mm256_and_si256(t7, t9);
            __m256i t11 = t6;
            __m256i t12 = _mm256_set1_epi32(2);
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            __m256i t14 = t13;
            __m128i t15 = (__m128i)__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t4 * 2UL), (vcc_v8_short)t15, (vcc_m8)t10);
            __m256i t16 = _mm256_and_si256(t7, t8);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t4 * 2UL), (vcc_v8_short)_mm_set1_epi16((short)100), (vcc_m8)t16);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = (int)a[t17];
        if (t18 > 0) {
            if (t18 > 100) {
                c[t17] = (short)100;
            } else {
                c[t17] = (short)(t18 * 2);
            }
        }
    }
}

__attribute__((target("avx2"))) int sum_odd_i32(int n, const int *a) {
    int t33;
    int t34;
    int i;
    int s;
    int s_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_and_si256(t10, _mm256_set1_epi32(1));
            __m256i t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t11, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t13 = t10;
            __m256i t14 = _mm256_add_epi32(t2, t13);
            t2 = _mm256_blendv_epi8(t2, t14, t12);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t16 = _mm256_and_si256(t15, _mm256_set1_epi32(1));
            __m256i t17 = _mm256_xor_si256(_mm256_cmpeq_epi32(t16, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t18 = t15;
            __m256i t19 = _mm256_add_epi32(t3, t18);
            t3 = _mm256_blendv_epi8(t3, t19, t17);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t21 = _mm256_and_si256(t20, _mm256_set1_epi32(1));
            __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t21, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t23 = t20;
            __m256i t24 = _mm256_add_epi32(t4, t23);
            t4 = _mm256_blendv_epi8(t4, t24, t22);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t26 = _mm256_and_si256(t25, _mm256_set1_epi32(1));
            __m256i t27 = _mm256_xor_si256(_mm256_cmpeq_epi32(t26, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t28 = t25;
            __m256i t29 = _mm256_add_epi32(t5, t28);
            t5 = _mm256_blendv_epi8(t5, t29, t27);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t30 = _mm256_add_epi32(t2, t3);
        __m256i t31 = _mm256_add_epi32(t30, t4);
        __m256i t32 = _mm256_add_epi32(t31, t5);
        t33 = (int)t9;
        t34 = (int)vcc_avx2_sum_epi32(t32);
    } else {
        t33 = 0;
        t34 = 0;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t33 + t6)));
            __m256i t38 = _mm256_and_si256(t37, _mm256_set1_epi32(1));
            __m256i t39 = _mm256_xor_si256(_mm256_cmpeq_epi32(t38, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t40 = t37;
            __m256i t41 = _mm256_add_epi32(t7, t40);
            t7 = _mm256_blendv_epi8(t7, t41, t39);
            t6 += 8L;
        } while (t6 < t36);
        i = (int)((long)t33 + t36);
        s = (int)((unsigned int)t34 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t33;
        s = t34;
    }
    for (; i < n; i++, s = s_1) {
        int t42 = a[i];
        if (t42 & 1) {
            s_1 = s + t42;
        } else {
            s_1 = s;
        }
    }
    return s;
}

__attribute__((target("avx2"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t7 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)t4 * 4UL), t6);
            __m256i t8 = _mm256_blendv_epi8(_mm256_set1_epi32(1), t5, t6);
            __m256i t9 = (__m256i)((vcc_v8_int)t7 / (vcc_v8_int)t8);
            __m256i t10 = _mm256_blendv_epi8(_mm256_set1_epi32(1), t5, t6);
            __m256i t11 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)t10);
            __m256i t12 = t9;
            __m256i t13 = t11;
            __m256i t14 = _mm256_add_epi32(t12, t13);
            __m256i t15 = t14;
            __m256i t16 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), t15, t6);
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = b[t17];
        if (t18 != 0) {
            int t19 = a[t17];
            c[t17] = t19 / t18 + t19 % t18;
        } else {
            c[t17] = -1;
        }
    }
}

__attribute__((target("avx2"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(s + t5));
            __m256i t7 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32(32)), vcc_avx2_flip_epi32(t6));
            __m256i t8 = _mm256_maskload_epi32((const int *)(const unsigned int *)((unsigned long)a + (unsigned long)t5 * 4UL), t7);
            __m256i t9 = _mm256_blendv_epi8(_mm256_set1_epi32(0), t6, t7);
            __m256i t10 = _mm256_sllv_epi32(t8, t9);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)c + (unsigned long)t5 * 4UL), t7, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(s + t11));
            __m256i t13 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32(32)), vcc_avx2_flip_epi32(t12));
            __m256i t14 = _mm256_maskload_epi32((const int *)(const unsigned int *)((unsigned long)a + (unsigned long)t11 * 4UL), t13);
            __m256i t15 = _mm256_blendv_epi8(_mm256_set1_epi32(0), t12, t13);
            __m256i t16 = _mm256_sllv_epi32(t14, t15);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)c + (unsigned long)t11 * 4UL), t13, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(s + t17));
            __m256i t19 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32(32)), vcc_avx2_flip_epi32(t18));
            __m256i t20 = _mm256_maskload_epi32((const int *)(const unsigned int *)((unsigned long)a + (unsigned long)t17 * 4UL), t19);
            __m256i t21 = _mm256_blendv_epi8(_mm256_set1_epi32(0), t18, t19);
            __m256i t22 = _mm256_sllv_epi32(t20, t21);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)c + (unsigned long)t17 * 4UL), t19, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(s + t23));
            __m256i t25 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32(32)), vcc_avx2_flip_epi32(t24));
            __m256i t26 = _mm256_maskload_epi32((const int *)(const unsigned int *)((unsigned long)a + (unsigned long)t23 * 4UL), t25);
            __m256i t27 = _mm256_blendv_epi8(_mm256_set1_epi32(0), t24, t25);
            __m256i t28 = _mm256_sllv_epi32(t26, t27);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)c + (unsigned long)t23 * 4UL), t25, t28);
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
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(s + t32));
            __m256i t34 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32(32)), vcc_avx2_flip_epi32(t33));
            __m256i t35 = _mm256_maskload_epi32((const int *)(const unsigned int *)((unsigned long)a + (unsigned long)t32 * 4UL), t34);
            __m256i t36 = _mm256_blendv_epi8(_mm256_set1_epi32(0), t33, t34);
            __m256i t37 = _mm256_sllv_epi32(t35, t36);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)c + (unsigned long)t32 * 4UL), t34, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        unsigned int t39 = s[t38];
        if (t39 < 32U) {
            c[t38] = a[t38] << t39;
        }
    }
}

__attribute__((target("avx2"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    int t34;
    int i;
    int t56;
    int t57;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            const int *t7 = a + t6;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_abs_epi32(t8);
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(0));
            __m256i t12 = (__m256i)~(vcc_m8)t11;
            __m256i t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t10);
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i t15 = _mm256_and_si256(t12, t14);
            __m256i t16 = _mm256_and_si256(t12, t13);
            __m256i t17 = _mm256_or_si256(t16, t15);
            __m256i t18 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), _mm256_set1_epi32(0), t15);
            __m256i t19 = _mm256_blendv_epi8(_mm256_set1_epi32(1), t18, t17);
            _mm256_storeu_si256((__m256i *)(d + t6), t19);
            long t20 = (long)(int)(t1 + 8L);
            const int *t21 = a + t20;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t23 = _mm256_abs_epi32(t22);
            _mm256_storeu_si256((__m256i *)(c + t20), t23);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_set1_epi32(0));
            __m256i t26 = (__m256i)~(vcc_m8)t25;
            __m256i t27 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t24);
            __m256i t28 = (__m256i)~(vcc_m8)t27;
            __m256i t29 = _mm256_and_si256(t26, t28);
            __m256i t30 = _mm256_and_si256(t26, t27);
            __m256i t31 = _mm256_or_si256(t30, t29);
            __m256i t32 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), _mm256_set1_epi32(0), t29);
            __m256i t33 = _mm256_blendv_epi8(_mm256_set1_epi32(1), t32, t31);
            _mm256_storeu_si256((__m256i *)(d + t20), t33);
            t1 += 16L;
        } while (t1 < t5);
        t34 = (int)t5;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t2 = 0L;
        do {
            long t37 = (long)(int)((long)t34 + t2);
            const int *t38 = a + t37;
            __m256i t39 = _mm256_loadu_si256((const __m256i *)t38);
            __m256i t40 = _mm256_abs_epi32(t39);
            _mm256_storeu_si256((__m256i *)(c + t37), t40);
            __m256i t41 = _mm256_loadu_si256((const __m256i *)t38);
            __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_set1_epi32(0));
            __m256i t43 = (__m256i)~(vcc_m8)t42;
            __m256i t44 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t41);
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256i t46 = _mm256_and_si256(t43, t45);
            __m256i t47 = _mm256_and_si256(t43, t44);
            __m256i t48 = _mm256_or_si256(t47, t46);
            __m256i t49 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), _mm256_set1_epi32(0), t46);
            __m256i t50 = _mm256_blendv_epi8(_mm256_set1_epi32(1), t49, t48);
            _mm256_storeu_si256((__m256i *)(d + t37), t50);
            t2 += 8L;
        } while (t2 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int *t52 = c + t51;
        const int *t53 = a + t51;
        int t3 = *t53;
        if (t3 < 0) {
            t3 = -t3;
        }
        *t52 = t3;
        int *t54 = d + t51;
        int t55 = *t53;
        if (t55 > 0) {
            t57 = 1;
        } else {
            if (t55 < 0) {
                t56 = -1;
            } else {
                t56 = 0;
            }
            t57 = t56;
        }
        *t54 = t57;
    }
}

__attribute__((target("avx2"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    int t57;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_and_si256(t6, _mm256_set1_epi64x((long long)1LL));
            __m256i t8 = t6;
            __m256i t9 = _mm256_set1_epi64x((long long)7LL);
            __m256i t10 = _mm256_sub_epi64(t8, t9);
            __m256i t11 = t10;
            __m256i t12 = t6;
            __m256i t13 = _mm256_set1_epi64x((long long)3LL);
            __m256i t14 = (__m256i)((vcc_v4_ulong)t12 * (vcc_v4_ulong)t13);
            __m256i t15 = t14;
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_v4_long)t7 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t17 = _mm256_blendv_epi8(t11, t15, _mm256_cvtepi32_epi64(t16));
            _mm256_storeu_si256((__m256i *)(c + t5), t17);
            long t18 = (long)(int)(t1 + 4L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_and_si256(t19, _mm256_set1_epi64x((long long)1LL));
            __m256i t21 = t19;
            __m256i t22 = _mm256_set1_epi64x((long long)7LL);
            __m256i t23 = _mm256_sub_epi64(t21, t22);
            __m256i t24 = t23;
            __m256i t25 = t19;
            __m256i t26 = _mm256_set1_epi64x((long long)3LL);
            __m256i t27 = (__m256i)((vcc_v4_ulong)t25 * (vcc_v4_ulong)t26);
            __m256i t28 = t27;
            __m128i t29 = (__m128i)__builtin_convertvector((vcc_v4_long)t20 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t30 = _mm256_blendv_epi8(t24, t28, _mm256_cvtepi32_epi64(t29));
            _mm256_storeu_si256((__m256i *)(c + t18), t30);
            long t31 = (long)(int)(t1 + 8L);
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(a + t31));
            __m256i t33 = _mm256_and_si256(t32, _mm256_set1_epi64x((long long)1LL));
            __m256i t34 = t32;
            __m256i t35 = _mm256_set1_epi64x((long long)7LL);
            __m256i t36 = _mm256_sub_epi64(t34, t35);
            __m256i t37 = t36;
            __m256i t38 = t32;
            __m256i t39 = _mm256_set1_epi64x((long long)3LL);
            __m256i t40 = (__m256i)((vcc_v4_ulong)t38 * (vcc_v4_ulong)t39);
            __m256i t41 = t40;
            __m128i t42 = (__m128i)__builtin_convertvector((vcc_v4_long)t33 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t43 = _mm256_blendv_epi8(t37, t41, _mm256_cvtepi32_epi64(t42));
            _mm256_storeu_si256((__m256i *)(c + t31), t43);
            long t44 = (long)(int)(t1 + 12L);
            __m256i t45 = _mm256_loadu_si256((const __m256i *)(a + t44));
            __m256i t46 = _mm256_and_si256(t45, _mm256_set1_epi64x((long long)1LL));
            __m256i t47 = t45;
            __m256i t48 = _mm256_set1_epi64x((long long)7LL);
            __m256i t49 = _mm256_sub_epi64(t47, t48);
            __m256i t50 = t49;
            __m256i t51 = t45;
            __m256i t52 = _mm256_set1_epi64x((long long)3LL);
            __m256i t53 = (__m256i)((vcc_v4_ulong)t51 * (vcc_v4_ulong)t52);
            __m256i t54 = t53;
            __m128i t55 = (__m128i)__builtin_convertvector((vcc_v4_long)t46 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t56 = _mm256_blendv_epi8(t50, t54, _mm256_cvtepi32_epi64(t55));
            _mm256_storeu_si256((__m256i *)(c + t44), t56);
            t1 += 16L;
        } while (t1 < t4);
        t57 = (int)t4;
    } else {
        t57 = 0;
    }
    long t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        long t59 = t58 & -4L;
        long t2 = 0L;
        do {
            long t60 = (long)(int)((long)t57 + t2);
            __m256i t61 = _mm256_loadu_si256((const __m256i *)(a + t60));
            __m256i t62 = _mm256_and_si256(t61, _mm256_set1_epi64x((long long)1LL));
            __m256i t63 = t61;
            __m256i t64 = _mm256_set1_epi64x((long long)7LL);
            __m256i t65 = _mm256_sub_epi64(t63, t64);
            __m256i t66 = t65;
            __m256i t67 = t61;
            __m256i t68 = _mm256_set1_epi64x((long long)3LL);
            __m256i t69 = (__m256i)((vcc_v4_ulong)t67 * (vcc_v4_ulong)t68);
            __m256i t70 = t69;
            __m128i t71 = (__m128i)__builtin_convertvector((vcc_v4_long)t62 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t72 = _mm256_blendv_epi8(t66, t70, _mm256_cvtepi32_epi64(t71));
            _mm256_storeu_si256((__m256i *)(c + t60), t72);
            t2 += 4L;
        } while (t2 < t59);
        i = (int)((long)t57 + t59);
    } else {
        i = t57;
    }
    for (; i < n; i++) {
        long t73 = (long)i;
        long t74 = a[t73];
        if (t74 & 1L) {
            c[t73] = t74 * 3L;
        } else {
            c[t73] = t74 - 7L;
        }
    }
}

__attribute__((target("avx2"))) long sum_neg_i64(int n, const long *a) {
    int t29;
    long t30;
    int i;
    long s;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m128i t11 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t10));
            __m256i t12 = t10;
            __m256i t13 = _mm256_add_epi64(t2, t12);
            t2 = _mm256_blendv_epi8(t2, t13, _mm256_cvtepi32_epi64(t11));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 4L)));
            __m128i t15 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t14));
            __m256i t16 = t14;
            __m256i t17 = _mm256_add_epi64(t3, t16);
            t3 = _mm256_blendv_epi8(t3, t17, _mm256_cvtepi32_epi64(t15));
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m128i t19 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t18));
            __m256i t20 = t18;
            __m256i t21 = _mm256_add_epi64(t4, t20);
            t4 = _mm256_blendv_epi8(t4, t21, _mm256_cvtepi32_epi64(t19));
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 12L)));
            __m128i t23 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t22));
            __m256i t24 = t22;
            __m256i t25 = _mm256_add_epi64(t5, t24);
            t5 = _mm256_blendv_epi8(t5, t25, _mm256_cvtepi32_epi64(t23));
            t1 += 16L;
        } while (t1 < t9);
        __m256i t26 = _mm256_add_epi64(t2, t3);
        __m256i t27 = _mm256_add_epi64(t26, t4);
        __m256i t28 = _mm256_add_epi64(t27, t5);
        t29 = (int)t9;
        t30 = (long)vcc_avx2_reduce_epi64(t28, _mm_add_epi64, unsigned long);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t29 + t6)));
            __m128i t34 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t33));
            __m256i t35 = t33;
            __m256i t36 = _mm256_add_epi64(t7, t35);
            t7 = _mm256_blendv_epi8(t7, t36, _mm256_cvtepi32_epi64(t34));
            t6 += 4L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = (long)((unsigned long)t30 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++, s = s_1) {
        long t37 = a[i];
        if (t37 < 0L) {
            s_1 = s + t37;
        } else {
            s_1 = s;
        }
    }
    return s;
}

__attribute__((target("avx2"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    int t59;
    int i;
    float x_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(lo);
        __m256 t6 = _mm256_set1_ps(hi);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m256 t8 = _mm256_loadu_ps(a + t7);
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(t8, t5, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t9;
            __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t8, t6, _CMP_GT_OQ));
            __m256i t12 = _mm256_and_si256(t10, t11);
            __m256i t13 = (__m256i)~(vcc_m8)t11;
            __m256i t14 = _mm256_and_si256(t10, t13);
            __m256i t15 = _mm256_or_si256(t12, t14);
            __m256i t16 = (__m256i)~(vcc_m8)t11;
            __m256i t17 = _mm256_and_si256(t10, t16);
            __m256 t18 = _mm256_blendv_ps(t6, t8, _mm256_castsi256_ps(t17));
            __m256 t19 = _mm256_blendv_ps(t5, t18, _mm256_castsi256_ps(t15));
            _mm256_storeu_ps(c + t7, t19);
            long t20 = (long)(int)(t1 + 8L);
            __m256 t21 = _mm256_loadu_ps(a + t20);
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(t21, t5, _CMP_LT_OQ));
            __m256i t23 = (__m256i)~(vcc_m8)t22;
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(t21, t6, _CMP_GT_OQ));
            __m256i t25 = _mm256_and_si256(t23, t24);
            __m256i t26 = (__m256i)~(vcc_m8)t24;
            __m256i t27 = _mm256_and_si256(t23, t26);
            __m256i t28 = _mm256_or_si256(t25, t27);
            __m256i t29 = (__m256i)~(vcc_m8)t24;
            __m256i t30 = _mm256_and_si256(t23, t29);
            __m256 t31 = _mm256_blendv_ps(t6, t21, _mm256_castsi256_ps(t30));
            __m256 t32 = _mm256_blendv_ps(t5, t31, _mm256_castsi256_ps(t28));
            _mm256_storeu_ps(c + t20, t32);
            long t33 = (long)(int)(t1 + 16L);
            __m256 t34 = _mm256_loadu_ps(a + t33);
            __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(t34, t5, _CMP_LT_OQ));
            __m256i t36 = (__m256i)~(vcc_m8)t35;
            __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t34, t6, _CMP_GT_OQ));
            __m256i t38 = _mm256_and_si256(t36, t37);
            __m256i t39 = (__m256i)~(vcc_m8)t37;
            __m256i t40 = _mm256_and_si256(t36, t39);
            __m256i t41 = _mm256_or_si256(t38, t40);
            __m256i t42 = (__m256i)~(vcc_m8)t37;
            __m256i t43 = _mm256_and_si256(t36, t42);
            __m256 t44 = _mm256_blendv_ps(t6, t34, _mm256_castsi256_ps(t43));
            __m256 t45 = _mm256_blendv_ps(t5, t44, _mm256_castsi256_ps(t41));
            _mm256_storeu_ps(c + t33, t45);
            long t46 = (long)(int)(t1 + 24L);
            __m256 t47 = _mm256_loadu_ps(a + t46);
            __m256i t48 = _mm256_castps_si256(_mm256_cmp_ps(t47, t5, _CMP_LT_OQ));
            __m256i t49 = (__m256i)~(vcc_m8)t48;
            __m256i t50 = _mm256_castps_si256(_mm256_cmp_ps(t47, t6, _CMP_GT_OQ));
            __m256i t51 = _mm256_and_si256(t49, t50);
            __m256i t52 = (__m256i)~(vcc_m8)t50;
            __m256i t53 = _mm256_and_si256(t49, t52);
            __m256i t54 = _mm256_or_si256(t51, t53);
            __m256i t55 = (__m256i)~(vcc_m8)t50;
            __m256i t56 = _mm256_and_si256(t49, t55);
            __m256 t57 = _mm256_blendv_ps(t6, t47, _mm256_castsi256_ps(t56));
            __m256 t58 = _mm256_blendv_ps(t5, t57, _mm256_castsi256_ps(t54));
            _mm256_storeu_ps(c + t46, t58);
            t1 += 32L;
        } while (t1 < t4);
        t59 = (int)t4;
    } else {
        t59 = 0;
    }
    long t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        long t61 = t60 & -8L;
        __m256 t62 = _mm256_set1_ps(lo);
        __m256 t63 = _mm256_set1_ps(hi);
        long t2 = 0L;
        do {
            long t64 = (long)(int)((long)t59 + t2);
            __m256 t65 = _mm256_loadu_ps(a + t64);
            __m256i t66 = _mm256_castps_si256(_mm256_cmp_ps(t65, t62, _CMP_LT_OQ));
            __m256i t67 = (__m256i)~(vcc_m8)t66;
            __m256i t68 = _mm256_castps_si256(_mm256_cmp_ps(t65, t63, _CMP_GT_OQ));
            __m256i t69 = _mm256_and_si256(t67, t68);
            __m256i t70 = (__m256i)~(vcc_m8)t68;
            __m256i t71 = _mm256_and_si256(t67, t70);
            __m256i t72 = _mm256_or_si256(t69, t71);
            __m256i t73 = (__m256i)~(vcc_m8)t68;
            __m256i t74 = _mm256_and_si256(t67, t73);
            __m256 t75 = _mm256_blendv_ps(t63, t65, _mm256_castsi256_ps(t74));
            __m256 t76 = _mm256_blendv_ps(t62, t75, _mm256_castsi256_ps(t72));
            _mm256_storeu_ps(c + t64, t76);
            t2 += 8L;
        } while (t2 < t61);
        i = (int)((long)t59 + t61);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        long t77 = (long)i;
        float x = a[t77];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t77] = x_1;
    }
}

__attribute__((target("avx2"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t8 = _mm256_sqrt_ps(t6);
            __m256 t9 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t8, _mm256_castsi256_ps(t7));
            _mm256_storeu_ps(c + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(a + t10);
            __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(t11, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t13 = _mm256_sqrt_ps(t11);
            __m256 t14 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t13, _mm256_castsi256_ps(t12));
            _mm256_storeu_ps(c + t10, t14);
            t1 += 16L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m256 t19 = _mm256_loadu_ps(a + t18);
            __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(t19, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t21 = _mm256_sqrt_ps(t19);
            __m256 t22 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t21, _mm256_castsi256_ps(t20));
            _mm256_storeu_ps(c + t18, t22);
            t2 += 8L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = a[t23];
        if (t24 >= 0.0f) {
            c[t23] = sqrtf(t24);
        } else {
            c[t23] = 0.0f;
        }
    }
}

__attribute__((target("avx2"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t33;
    int i;
    double t47;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_loadu_pd(b + t5);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t6, t7, _CMP_GT_OQ));
            __m256d t9 = _mm256_add_pd(t7, _mm256_set1_pd(1.0));
            __m256d t10 = _mm256_mul_pd(t6, _mm256_set1_pd(2.0));
            __m256d t11 = _mm256_blendv_pd(t9, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t8)));
            _mm256_storeu_pd(c + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            __m256d t13 = _mm256_loadu_pd(a + t12);
            __m256d t14 = _mm256_loadu_pd(b + t12);
            __m128i t15 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t13, t14, _CMP_GT_OQ));
            __m256d t16 = _mm256_add_pd(t14, _mm256_set1_pd(1.0));
            __m256d t17 = _mm256_mul_pd(t13, _mm256_set1_pd(2.0));
            __m256d t18 = _mm256_blendv_pd(t16, t17, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t15)));
            _mm256_storeu_pd(c + t12, t18);
            long t19 = (long)(int)(t1 + 8L);
            __m256d t20 = _mm256_loadu_pd(a + t19);
            __m256d t21 = _mm256_loadu_pd(b + t19);
            __m128i t22 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t20, t21, _CMP_GT_OQ));
            __m256d t23 = _mm256_add_pd(t21, _mm256_set1_pd(1.0));
            __m256d t24 = _mm256_mul_pd(t20, _mm256_set1_pd(2.0));
            __m256d t25 = _mm256_blendv_pd(t23, t24, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t22)));
            _mm256_storeu_pd(c + t19, t25);
            long t26 = (long)(int)(t1 + 12L);
            __m256d t27 = _mm256_loadu_pd(a + t26);
            __m256d t28 = _mm256_loadu_pd(b + t26);
            __m128i t29 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t27, t28, _CMP_GT_OQ));
            __m256d t30 = _mm256_add_pd(t28, _mm256_set1_pd(1.0));
            __m256d t31 = _mm256_mul_pd(t27, _mm256_set1_pd(2.0));
            __m256d t32 = _mm256_blendv_pd(t30, t31, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t29)));
            _mm256_storeu_pd(c + t26, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m256d t37 = _mm256_loadu_pd(a + t36);
            __m256d t38 = _mm256_loadu_pd(b + t36);
            __m128i t39 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t37, t38, _CMP_GT_OQ));
            __m256d t40 = _mm256_add_pd(t38, _mm256_set1_pd(1.0));
            __m256d t41 = _mm256_mul_pd(t37, _mm256_set1_pd(2.0));
            __m256d t42 = _mm256_blendv_pd(t40, t41, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t39)));
            _mm256_storeu_pd(c + t36, t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        double *t44 = c + t43;
        double t45 = a[t43];
        double t46 = b[t43];
        if (t45 > t46) {
            t47 = t45 * 2.0;
        } else {
            t47 = t46 + 1.0;
        }
        *t44 = t47;
    }
}

__attribute__((target("avx2"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    int t33;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m128i t7 = _mm_set1_epi32((int)k);
        __m128i t8 = _mm_set1_epi32(0);
        __m128i t9 = t8;
        __m128i t1 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
        long t2 = 0L;
        do {
            __m128i t10 = t1;
            __m128i t11 = _mm_cmpgt_epi32(t7, t10);
            long t12 = (long)(int)t2;
            __m256d t13 = _mm256_maskload_pd((const double *)((unsigned long)h + (unsigned long)t12 * 8UL), _mm256_cvtepi32_epi64(t11));
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd((double *)((unsigned long)c + (unsigned long)t12 * 8UL), _mm256_cvtepi32_epi64(t11), t14);
            __m128i t15 = _mm_add_epi32(t1, _mm_set1_epi32(4));
            __m128i t16 = t15;
            __m128i t17 = _mm_cmpgt_epi32(t7, t16);
            long t18 = (long)(int)(t2 + 4L);
            __m256d t19 = _mm256_maskload_pd((const double *)((unsigned long)h + (unsigned long)t18 * 8UL), _mm256_cvtepi32_epi64(t17));
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd((double *)((unsigned long)c + (unsigned long)t18 * 8UL), _mm256_cvtepi32_epi64(t17), t20);
            __m128i t21 = _mm_add_epi32(t1, _mm_set1_epi32(8));
            __m128i t22 = t21;
            __m128i t23 = _mm_cmpgt_epi32(t7, t22);
            long t24 = (long)(int)(t2 + 8L);
            __m256d t25 = _mm256_maskload_pd((const double *)((unsigned long)h + (unsigned long)t24 * 8UL), _mm256_cvtepi32_epi64(t23));
            __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd((double *)((unsigned long)c + (unsigned long)t24 * 8UL), _mm256_cvtepi32_epi64(t23), t26);
            __m128i t27 = _mm_add_epi32(t1, _mm_set1_epi32(12));
            __m128i t28 = t27;
            __m128i t29 = _mm_cmpgt_epi32(t7, t28);
            long t30 = (long)(int)(t2 + 12L);
            __m256d t31 = _mm256_maskload_pd((const double *)((unsigned long)h + (unsigned long)t30 * 8UL), _mm256_cvtepi32_epi64(t29));
            __m256d t32 = _mm256_mul_pd(t31, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd((double *)((unsigned long)c + (unsigned long)t30 * 8UL), _mm256_cvtepi32_epi64(t29), t32);
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        } while (t2 < t6);
        t33 = (int)t6;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        __m128i t36 = _mm_set1_epi32((int)k);
        __m128i t37 = _mm_set1_epi32((int)t33);
        __m128i t38 = t37;
        __m128i t3 = _mm_add_epi32(t38, _mm_setr_epi32(0, 1, 2, 3));
        long t4 = 0L;
        do {
            __m128i t39 = t3;
            __m128i t40 = _mm_cmpgt_epi32(t36, t39);
            long t41 = (long)(int)((long)t33 + t4);
            __m256d t42 = _mm256_maskload_pd((const double *)((unsigned long)h + (unsigned long)t41 * 8UL), _mm256_cvtepi32_epi64(t40));
            __m256d t43 = _mm256_mul_pd(t42, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd((double *)((unsigned long)c + (unsigned long)t41 * 8UL), _mm256_cvtepi32_epi64(t40), t43);
            t4 += 4L;
            t3 = _mm_add_epi32(t3, _mm_set1_epi32(4));
        } while (t4 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t44 = (long)i;
            c[t44] = h[t44] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
__attribute__((target("avx2"))) int max_if_i32(int n, const int *a) {
    int m;
    int t17;
    int t18;
    int i;
    int m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m256i t1 = _mm256_set1_epi32((int)(-2147483647 - 1));
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            t1 = _mm256_max_epi32(t10, t1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 8L)));
            t3 = _mm256_max_epi32(t11, t3);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 16L)));
            t4 = _mm256_max_epi32(t12, t4);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 24L)));
            t5 = _mm256_max_epi32(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        __m256i t14 = _mm256_max_epi32(t1, t3);
        __m256i t15 = _mm256_max_epi32(t14, t4);
        __m256i t16 = _mm256_max_epi32(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_epi32(t16, _mm_max_epi32, int);
    } else {
        t17 = 0;
        t18 = (-2147483647 - 1);
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t18);
        long t7 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_max_epi32(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_avx2_reduce_epi32(t6, _mm_max_epi32, int);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t13;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        signed char *a8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        signed char *b8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        short *a16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *c16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int *a32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *au = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *su = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *cu = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        long *a64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        long *c64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *cf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *ad = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *cd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t4 = n / 2;
        double *hd = (double *)(_mm256_zeroupper(), new_array(t4, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 100000U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 40U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)((_mm256_zeroupper(), next_rand()) % 2000000U));
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_14 = 0; fill_idx_14 < t4; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        long t5 = (long)n;
        if (t5 >= 16L) {
            long t6 = t5 & -16L;
            long t1 = 0L;
            do {
                float *t7 = af + (int)t1;
                __m256 t8 = _mm256_loadu_ps(t7);
                __m256 t9 = _mm256_div_ps(t8, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t7, t9);
                float *t10 = af + (int)(t1 + 8L);
                __m256 t11 = _mm256_loadu_ps(t10);
                __m256 t12 = _mm256_div_ps(t11, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t10, t12);
                t1 += 16L;
            } while (t1 < t6);
            t13 = (int)t6;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            long t2 = 0L;
            do {
                float *t16 = af + (int)((long)t13 + t2);
                __m256 t17 = _mm256_loadu_ps(t16);
                __m256 t18 = _mm256_div_ps(t17, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t16, t18);
                t2 += 8L;
            } while (t2 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            float *t19 = af + i;
            *t19 = *t19 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t20 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b8, t20 * 1UL)));
        nested_i16(n, c16, a16);
        const int *t21 = a32;
        int t22 = sum_odd_i32(n, t21);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c16, t20 * 2UL)), t22);
        div_i32(n, c32, t21, b32);
        unsigned long t23 = t20 * 4UL;
        const void *t24 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t24, t23)));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)cu, t23)));
        abs_sign_i32(n, c32, d32, t21);
        unsigned long t25 = (_mm256_zeroupper(), hash_bytes((const void *)d32, t23));
        printf(" abs=%llx sign=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t24, t23)), (unsigned long long)t25);
        const long *t26 = a64;
        odd_even_i64(n, c64, t26);
        long t27 = sum_neg_i64(n, t26);
        unsigned long t28 = t20 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c64, t28)), t27);
        const float *t29 = af;
        clamp_f32(n, cf, t29, -10.5f, 20.25f);
        const void *t30 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t30, t23)));
        sqrt_pos_f32(n, cf, t29);
        printf(" sqrt=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t30, t23)));
        pick_f64(n, cd, ad, bd);
        const void *t31 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, t28)));
        guarded_f64(n, t4, cd, hd);
        int t32 = max_if_i32(n, t21);
        printf(" guarded=%llx max=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, t28)), t32);
        free((void *)a8);
        free((void *)b8);
        free((void *)a16);
        free((void *)c16);
        free((void *)a32);
        free((void *)b32);
        free((void *)c32);
        free((void *)d32);
        free((void *)au);
        free((void *)su);
        free((void *)cu);
        free((void *)a64);
        free((void *)c64);
        free((void *)af);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)hd);
    }
}
