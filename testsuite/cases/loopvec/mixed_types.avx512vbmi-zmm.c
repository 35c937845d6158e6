/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 10 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            __m512i t4 = _mm512_cvtepu8_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + i_vec, t6);
            long t7 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m512i t8 = _mm512_cvtepu8_epi32(a_v_1);
            __m512i t9 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m512i t16 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t17 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i t18 = _mm512_mullo_epi32(t16, t17);
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (int)a[t20] * (int)b[t20] - 5000;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mixed_types.c:13 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i16(int n, const short *a, const short *b) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mixed_types.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_madd_epi16(a_v, b_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32((__m256i)s_v);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s += (int)a[t4] * (int)b[t4];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_i32_in_long(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t10;
    long t11;
    int t15;
    long t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_3 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at mixed_types.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            s_v = _mm512_add_epi64(s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m512i t4 = _mm512_cvtepi32_epi64(a_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m512i t5 = _mm512_cvtepi32_epi64(a_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m512i t6 = _mm512_cvtepi32_epi64(a_v_3);
            s_v_3 = _mm512_add_epi64(s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t7 = _mm512_add_epi64(s_v, s_v_1);
        __m512i t8 = _mm512_add_epi64(t7, s_v_2);
        __m512i t9 = _mm512_add_epi64(t8, s_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t9), _mm512_extracti64x4_epi64(t9, 1)), _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_4 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at mixed_types.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t10 + i_vec_1)));
            __m512i t14 = _mm512_cvtepi32_epi64(a_v_4);
            s_v_4 = _mm512_add_epi64(s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (int)((long)t10 + t13);
        t16 = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_4), _mm512_extracti64x4_epi64(s_v_4, 1)), _mm_add_epi64, unsigned long));
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + (long)t15);
        __m512i t20 = _mm512_cvtepi32_epi64(a_v_5);
        __m512i t21 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), _mm512_set1_epi64((long long)0LL), t20);
        __m512i s_v_5 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t21);
        i = (int)((long)t15 + t17);
        s = (long)((unsigned long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_5), _mm512_extracti64x4_epi64(s_v_5, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_srai_epi32(a_v, 4);
            __m128i t4 = _mm512_cvtepi32_epi8(t3);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i t6 = _mm512_srai_epi32(a_v_1, 4);
            __m128i t7 = _mm512_cvtepi32_epi8(t6);
            _mm_storeu_si128((__m128i *)(out + t5), t7);
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
        /* vcc: loop at mixed_types.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i t12 = _mm512_srai_epi32(a_v_2, 4);
            __m128i t13 = _mm512_cvtepi32_epi8(t12);
            _mm_storeu_si128((__m128i *)(out + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        out[t14] = (signed char)(a[t14] >> 4);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:38 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512 t3 = _mm512_cvtepi32_ps(a_v);
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512 t6 = _mm512_cvtepi32_ps(a_v_1);
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t5, t7);
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
        /* vcc: loop at mixed_types.c:38 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512 t12 = _mm512_cvtepi32_ps(a_v_2);
            __m512 t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t17, a + t18);
        __m512 t19 = _mm512_cvtepi32_ps(a_v_3);
        __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(out + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        out[t21] = (float)a[t21] * 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m512d t3 = _mm512_cvtps_pd(a_v);
            __m512d t4 = _mm512_add_pd(t3, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t5);
            __m512d t6 = _mm512_cvtps_pd(a_v_1);
            __m512d t7 = _mm512_add_pd(t6, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t5, t7);
            long t8 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t8);
            __m512d t9 = _mm512_cvtps_pd(a_v_2);
            __m512d t10 = _mm512_add_pd(t9, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t8, t10);
            long t11 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t11);
            __m512d t12 = _mm512_cvtps_pd(a_v_3);
            __m512d t13 = _mm512_add_pd(t12, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t17);
            __m512d t18 = _mm512_cvtps_pd(a_v_4);
            __m512d t19 = _mm512_add_pd(t18, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), a + t24);
        __m512d t25 = _mm512_cvtps_pd(a_v_5);
        __m512d t26 = _mm512_add_pd(t25, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(out + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        out[t27] = (double)a[t27] + 0.25;
    }
}

/* Floats to narrow integers: through `int` (a value the narrow type holds fits), then one
   narrowing (AVX-512's vpmovdb) or a chain of them. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void float_to_u8(int n, unsigned char *restrict out, const float *restrict a) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:50 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t3 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.01f));
            __m512 t4 = _mm512_add_ps(t3, _mm512_set1_ps(127.5f));
            __m128i t5 = (__m128i)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v16_float)t4, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(out + i_vec), t5);
            long t6 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t6);
            __m512 t7 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.01f));
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(127.5f));
            __m128i t9 = (__m128i)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v16_float)t8, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(out + t6), t9);
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
        /* vcc: loop at mixed_types.c:50 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t13);
            __m512 t14 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.01f));
            __m512 t15 = _mm512_add_ps(t14, _mm512_set1_ps(127.5f));
            __m128i t16 = (__m128i)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v16_float)t15, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(out + t13), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        out[t17] = (unsigned char)(a[t17] * 0.01f + 127.5f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void double_to_i16(int n, short *restrict out, const double *restrict a) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:55 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_mul_pd(a_v, _mm512_set1_pd(3.5));
            __m128i t4 = (__m128i)__builtin_convertvector(__builtin_convertvector((vcc_v8_double)t3, vcc_v8_int), vcc_v8_short);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            long t5 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t5);
            __m512d t6 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(3.5));
            __m128i t7 = (__m128i)__builtin_convertvector(__builtin_convertvector((vcc_v8_double)t6, vcc_v8_int), vcc_v8_short);
            _mm_storeu_si128((__m128i *)(out + t5), t7);
            long t8 = i_vec + 16L;
            __m512d a_v_2 = _mm512_loadu_pd(a + t8);
            __m512d t9 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(3.5));
            __m128i t10 = (__m128i)__builtin_convertvector(__builtin_convertvector((vcc_v8_double)t9, vcc_v8_int), vcc_v8_short);
            _mm_storeu_si128((__m128i *)(out + t8), t10);
            long t11 = i_vec + 24L;
            __m512d a_v_3 = _mm512_loadu_pd(a + t11);
            __m512d t12 = _mm512_mul_pd(a_v_3, _mm512_set1_pd(3.5));
            __m128i t13 = (__m128i)__builtin_convertvector(__builtin_convertvector((vcc_v8_double)t12, vcc_v8_int), vcc_v8_short);
            _mm_storeu_si128((__m128i *)(out + t11), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:55 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512d a_v_4 = _mm512_loadu_pd(a + t17);
            __m512d t18 = _mm512_mul_pd(a_v_4, _mm512_set1_pd(3.5));
            __m128i t19 = (__m128i)__builtin_convertvector(__builtin_convertvector((vcc_v8_double)t18, vcc_v8_int), vcc_v8_short);
            _mm_storeu_si128((__m128i *)(out + t17), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (short)(a[t20] * 3.5);
    }
}

/* 64-bit integers to bytes: truncation keeps the low 8 bits (vpmovqb). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void long_to_u8(int n, unsigned char *restrict out, const long *restrict a) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi64(a_v, _mm512_set1_epi64((long long)3LL));
            __m512i t4 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)1LL));
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v8_long)t4, vcc_v8_int), vcc_v8_short), vcc_v8_uchar);
            vcc_store(out + i_vec, t5);
            long t6 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512i t7 = _mm512_mullo_epi64(a_v_1, _mm512_set1_epi64((long long)3LL));
            __m512i t8 = _mm512_add_epi64(t7, _mm512_set1_epi64((long long)1LL));
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v8_long)t8, vcc_v8_int), vcc_v8_short), vcc_v8_uchar);
            vcc_store(out + t6, t9);
            long t10 = i_vec + 16L;
            __m512i a_v_2 = _mm512_loadu_si512(a + t10);
            __m512i t11 = _mm512_mullo_epi64(a_v_2, _mm512_set1_epi64((long long)3LL));
            __m512i t12 = _mm512_add_epi64(t11, _mm512_set1_epi64((long long)1LL));
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v8_long)t12, vcc_v8_int), vcc_v8_short), vcc_v8_uchar);
            vcc_store(out + t10, t13);
            long t14 = i_vec + 24L;
            __m512i a_v_3 = _mm512_loadu_si512(a + t14);
            __m512i t15 = _mm512_mullo_epi64(a_v_3, _mm512_set1_epi64((long long)3LL));
            __m512i t16 = _mm512_add_epi64(t15, _mm512_set1_epi64((long long)1LL));
            vcc_v8_uchar t17 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v8_long)t16, vcc_v8_int), vcc_v8_short), vcc_v8_uchar);
            vcc_store(out + t14, t17);
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
        /* vcc: loop at mixed_types.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m512i a_v_4 = _mm512_loadu_si512(a + t21);
            __m512i t22 = _mm512_mullo_epi64(a_v_4, _mm512_set1_epi64((long long)3LL));
            __m512i t23 = _mm512_add_epi64(t22, _mm512_set1_epi64((long long)1LL));
            vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v8_long)t23, vcc_v8_int), vcc_v8_short), vcc_v8_uchar);
            vcc_store(out + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        out[t25] = (unsigned char)(a[t25] * 3L + 1L);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t2;
    int t29;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        unsigned char *ua = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *ub = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        short *sa = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int *ia = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *iout = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        signed char *cout = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        float *fout = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *dout = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            ua[fill_idx] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            ub[fill_idx_1] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = (short)(-32768 + (int)((_mm256_zeroupper(), next_rand()) % 65536U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 41U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            ia[fill_idx_4] = -2000000000 + (int)((_mm256_zeroupper(), next_rand()) % 2000000000U);
        }
        const unsigned char *t3 = ua;
        widen_mul_u8(n, iout, t3, ub);
        const int *t4 = ia;
        narrow_to_i8(n, cout, t4);
        int_to_float(n, fout, t4);
        float_to_double(n, dout, fout);
        unsigned long t5 = (unsigned long)n;
        unsigned long t6 = (_mm256_zeroupper(), hash_bytes((const void *)dout, t5 * 8UL));
        unsigned long t7 = t5 * 4UL;
        unsigned long t8 = (_mm256_zeroupper(), hash_bytes((const void *)fout, t7));
        unsigned long t9 = t5 * 1UL;
        unsigned long t10 = (_mm256_zeroupper(), hash_bytes((const void *)cout, t9));
        long t11 = sum_i32_in_long(n, t4);
        int t12 = dot_i16(n, sa, sb);
        int t13 = sum_u8(n, t3);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)iout, t7)), t13, t12, t11, (unsigned long long)t10, (unsigned long long)t8, (unsigned long long)t6);
        unsigned char *u8out = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        short *s16out = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        double *din = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        long *lin = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            din[fill_idx_5] = (double)(-9000 + (int)((_mm256_zeroupper(), next_rand()) % 18000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            lin[fill_idx_6] = (long)(-1000000 + (int)((_mm256_zeroupper(), next_rand()) % 2000000U));
        }
        float *fin = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t14 = (long)n;
        if ((t14 >= 16L) & 1) {
            long t15 = t14 & -16L;
            __m512i t16 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t17 = _mm512_set1_epi32(0);
            __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 333, 370, 407, 444, 481, 518, 555));
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(12000));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t18, t19);
            long i_vec = 0L;
            /* vcc: loop at mixed_types.c:92 vectorized: VF 16, UF 1, the remainder at 93:29 by 12000 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                __m512 t20 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512i t21 = (__m512i)((vcc_v16_int)(__m512i)i_v % (vcc_v16_int)_mm512_set1_epi32(2));
                __m512 t22 = _mm512_cvtepi32_ps(t21);
                __m512 t23 = _mm512_mul_ps(_mm512_set1_ps(12000.0f), t22);
                __m512 t24 = _mm512_sub_ps(t20, t23);
                _mm512_storeu_ps(fin + i_vec, t24);
                i_vec += 16L;
                __m512i t25 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
                __m512i t26 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(592));
                __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(12000));
                __m512i t28 = _mm512_min_epu32(t26, t27);
                if (i_vec >= t15) {
                    break;
                }
                i_v = (vcc_v16_uint)t25;
                t1 = (vcc_v16_int)t28;
            }
            t29 = (int)t15;
        } else {
            t29 = 0;
        }
        long t30 = (long)n + (long)t29 * -1L;
        int t31 = (int)((unsigned int)t29 * 37U);
        if ((t30 >= 1L) & (t30 <= 16L) & (t31 >= 0)) {
            __m512i t32 = _mm512_set1_epi32((int)(int)t30);
            __mmask16 t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t32, _MM_CMPINT_LT);
            __m512i t34 = _mm512_set1_epi32((int)t29);
            __m512i t35 = _mm512_add_epi32(t34, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t36 = _mm512_set1_epi32((int)(t31 % 12000));
            __m512i t37 = _mm512_add_epi32(t36, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 333, 370, 407, 444, 481, 518, 555));
            __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(12000));
            __m512i t39 = _mm512_min_epu32(t37, t38);
            __m512 t40 = _mm512_cvtepi32_ps(t39);
            __m512i t41 = (__m512i)((vcc_v16_int)t35 % (vcc_v16_int)_mm512_set1_epi32(2));
            __m512 t42 = _mm512_cvtepi32_ps(t41);
            __m512 t43 = _mm512_mul_ps(_mm512_set1_ps(12000.0f), t42);
            __m512 t44 = _mm512_sub_ps(t40, t43);
            _mm512_mask_storeu_ps(fin + (long)t29, t33, t44);
            i = (int)((long)t29 + t30);
        } else {
            i = t29;
        }
        for (; i < n; i++) {
            fin[i] = (float)(i * 37 % 12000) - 12000.0f * (float)(i % 2);
        }
        float_to_u8(n, u8out, fin);
        double_to_i16(n, s16out, din);
        const void *t45 = (const void *)u8out;
        unsigned long t46 = (_mm256_zeroupper(), hash_bytes(t45, t9));
        unsigned long t47 = (_mm256_zeroupper(), hash_bytes((const void *)s16out, t5 * 2UL));
        long_to_u8(n, u8out, lin);
        printf("  f2u8=%llx d2s16=%llx l2u8=%llx\n", (unsigned long long)t46, (unsigned long long)t47, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, t9)));
        free((void *)u8out);
        free((void *)s16out);
        free((void *)din);
        free((void *)lin);
        free((void *)fin);
        free((void *)ua);
        free((void *)ub);
        free((void *)sa);
        free((void *)sb);
        free((void *)ia);
        free((void *)iout);
        free((void *)cout);
        free((void *)fout);
        free((void *)dout);
    }
}
