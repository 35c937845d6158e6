/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i t5 = _mm256_mullo_epi32(t3, t4);
            __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(5000));
            _mm256_storeu_si256((__m256i *)(out + i_vec), t6);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i t10 = _mm256_mullo_epi32(t8, t9);
            __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(5000));
            _mm256_storeu_si256((__m256i *)(out + t7), t11);
            long t12 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t12);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i t15 = _mm256_mullo_epi32(t13, t14);
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(5000));
            _mm256_storeu_si256((__m256i *)(out + t12), t16);
            long t17 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t17);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(5000));
            _mm256_storeu_si256((__m256i *)(out + t17), t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t25);
            __m256i t26 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i t28 = _mm256_mullo_epi32(t26, t27);
            __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(5000));
            _mm256_storeu_si256((__m256i *)(out + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        out[t30] = (int)a[t30] * (int)b[t30] - 5000;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mixed_types.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (i_vec + 8L));
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t4);
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + (i_vec + 16L));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t5);
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + (i_vec + 24L));
            __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t8 = _mm256_add_epi32(t7, (__m256i)s_v_2);
        __m256i t9 = _mm256_add_epi32(t8, (__m256i)s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mixed_types.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + ((long)t10 + i_vec_1));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_i16(int n, const short *a, const short *b) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_i32_in_long(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t10;
    long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at mixed_types.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi32_epi64(a_v);
            s_v = _mm256_add_epi64(s_v, t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m256i t4 = _mm256_cvtepi32_epi64(a_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t4);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cvtepi32_epi64(a_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t5);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m256i t6 = _mm256_cvtepi32_epi64(a_v_3);
            s_v_3 = _mm256_add_epi64(s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t8 = _mm256_add_epi64(t7, s_v_2);
        __m256i t9 = _mm256_add_epi64(t8, s_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_avx2_reduce_epi64(t9, _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at mixed_types.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m256i t14 = _mm256_cvtepi32_epi64(a_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_srai_epi32(a_v, 4);
            vcc_v8_schar t4 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t3));
            vcc_store(out + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t6 = _mm256_srai_epi32(a_v_1, 4);
            vcc_v8_schar t7 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t6));
            vcc_store(out + t5, t7);
            long t8 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = _mm256_srai_epi32(a_v_2, 4);
            vcc_v8_schar t10 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
            vcc_store(out + t8, t10);
            long t11 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t12 = _mm256_srai_epi32(a_v_3, 4);
            vcc_v8_schar t13 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t12));
            vcc_store(out + t11, t13);
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
        /* vcc: loop at mixed_types.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i t18 = _mm256_srai_epi32(a_v_4, 4);
            vcc_v8_schar t19 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t18));
            vcc_store(out + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (signed char)(a[t20] >> 4);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256 t3 = _mm256_cvtepi32_ps(a_v);
            __m256 t4 = _mm256_mul_ps(t3, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t6 = _mm256_cvtepi32_ps(a_v_1);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t5, t7);
            long t8 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256 t9 = _mm256_cvtepi32_ps(a_v_2);
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t8, t10);
            long t11 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t12 = _mm256_cvtepi32_ps(a_v_3);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t11, t13);
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
        /* vcc: loop at mixed_types.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t18 = _mm256_cvtepi32_ps(a_v_4);
            __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t17, t19);
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
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), a + t24);
        __m256 t25 = _mm256_cvtepi32_ps(a_v_5);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps(out + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        out[t27] = (float)a[t27] * 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m256d t3 = _mm256_cvtps_pd(a_v);
            __m256d t4 = _mm256_add_pd(t3, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t5);
            __m256d t6 = _mm256_cvtps_pd(a_v_1);
            __m256d t7 = _mm256_add_pd(t6, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t5, t7);
            long t8 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t8);
            __m256d t9 = _mm256_cvtps_pd(a_v_2);
            __m256d t10 = _mm256_add_pd(t9, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t8, t10);
            long t11 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t11);
            __m256d t12 = _mm256_cvtps_pd(a_v_3);
            __m256d t13 = _mm256_add_pd(t12, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t11, t13);
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
        /* vcc: loop at mixed_types.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t17);
            __m256d t18 = _mm256_cvtps_pd(a_v_4);
            __m256d t19 = _mm256_add_pd(t18, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (double)a[t20] + 0.25;
    }
}

/* Floats to narrow integers: through `int` (a value the narrow type holds fits), then one
   narrowing (AVX-512's vpmovdb) or a chain of them. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void float_to_u8(int n, unsigned char *restrict out, const float *restrict a) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 t3 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.01f));
            __m256 t4 = _mm256_add_ps(t3, _mm256_set1_ps(127.5f));
            vcc_v8_uchar t5 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(_mm256_cvttps_epi32(t4)));
            vcc_store(out + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t6);
            __m256 t7 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.01f));
            __m256 t8 = _mm256_add_ps(t7, _mm256_set1_ps(127.5f));
            vcc_v8_uchar t9 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(_mm256_cvttps_epi32(t8)));
            vcc_store(out + t6, t9);
            long t10 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t10);
            __m256 t11 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.01f));
            __m256 t12 = _mm256_add_ps(t11, _mm256_set1_ps(127.5f));
            vcc_v8_uchar t13 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(_mm256_cvttps_epi32(t12)));
            vcc_store(out + t10, t13);
            long t14 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t14);
            __m256 t15 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.01f));
            __m256 t16 = _mm256_add_ps(t15, _mm256_set1_ps(127.5f));
            vcc_v8_uchar t17 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(_mm256_cvttps_epi32(t16)));
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
        /* vcc: loop at mixed_types.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t21);
            __m256 t22 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.01f));
            __m256 t23 = _mm256_add_ps(t22, _mm256_set1_ps(127.5f));
            vcc_v8_uchar t24 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(_mm256_cvttps_epi32(t23)));
            vcc_store(out + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        out[t25] = (unsigned char)(a[t25] * 0.01f + 127.5f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void double_to_i16(int n, short *restrict out, const double *restrict a) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_mul_pd(a_v, _mm256_set1_pd(3.5));
            vcc_v4_short t4 = __builtin_convertvector(__builtin_convertvector((vcc_v4_double)t3, vcc_v4_int), vcc_v4_short);
            vcc_store(out + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d t6 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(3.5));
            vcc_v4_short t7 = __builtin_convertvector(__builtin_convertvector((vcc_v4_double)t6, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t5, t7);
            long t8 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t8);
            __m256d t9 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(3.5));
            vcc_v4_short t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_double)t9, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t8, t10);
            long t11 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t11);
            __m256d t12 = _mm256_mul_pd(a_v_3, _mm256_set1_pd(3.5));
            vcc_v4_short t13 = __builtin_convertvector(__builtin_convertvector((vcc_v4_double)t12, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t11, t13);
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
        /* vcc: loop at mixed_types.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t17);
            __m256d t18 = _mm256_mul_pd(a_v_4, _mm256_set1_pd(3.5));
            vcc_v4_short t19 = __builtin_convertvector(__builtin_convertvector((vcc_v4_double)t18, vcc_v4_int), vcc_v4_short);
            vcc_store(out + t17, t19);
            i_vec_1 += 4L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void long_to_u8(int n, unsigned char *restrict out, const long *restrict a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t39;
    int t56;
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
        const unsigned char *t4 = ua;
        widen_mul_u8(n, iout, t4, ub);
        const int *t5 = ia;
        narrow_to_i8(n, cout, t5);
        int_to_float(n, fout, t5);
        float_to_double(n, dout, fout);
        unsigned long t6 = (unsigned long)n;
        unsigned long t7 = (_mm256_zeroupper(), hash_bytes((const void *)dout, t6 * 8UL));
        unsigned long t8 = t6 * 4UL;
        unsigned long t9 = (_mm256_zeroupper(), hash_bytes((const void *)fout, t8));
        unsigned long t10 = t6 * 1UL;
        unsigned long t11 = (_mm256_zeroupper(), hash_bytes((const void *)cout, t10));
        long t12 = sum_i32_in_long(n, t5);
        int t13 = dot_i16(n, sa, sb);
        int t14 = sum_u8(n, t4);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)iout, t8)), t14, t13, t12, (unsigned long long)t11, (unsigned long long)t9, (unsigned long long)t7);
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
        long t15 = (long)n;
        if ((t15 >= 16L) & 1) {
            long t16 = t15 & -16L;
            __m256i t17 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t18 = _mm256_set1_epi32(0);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
            __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(12000));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t19, t20);
            long i_vec = 0L;
            /* vcc: loop at mixed_types.c:92 vectorized: VF 8, UF 2, the remainder at 93:29 by 12000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t21 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256i t22 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(2));
                __m256 t23 = _mm256_cvtepi32_ps(t22);
                __m256 t24 = _mm256_mul_ps(_mm256_set1_ps(12000.0f), t23);
                __m256 t25 = _mm256_sub_ps(t21, t24);
                _mm256_storeu_ps(fin + i_vec, t25);
                __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t27 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(296));
                __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(12000));
                __m256i t29 = _mm256_min_epu32(t27, t28);
                __m256 t30 = _mm256_cvtepi32_ps(t29);
                __m256i t31 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32(2));
                __m256 t32 = _mm256_cvtepi32_ps(t31);
                __m256 t33 = _mm256_mul_ps(_mm256_set1_ps(12000.0f), t32);
                __m256 t34 = _mm256_sub_ps(t30, t33);
                _mm256_storeu_ps(fin + (i_vec + 8L), t34);
                i_vec += 16L;
                __m256i t35 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t36 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(592));
                __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(12000));
                __m256i t38 = _mm256_min_epu32(t36, t37);
                if (i_vec >= t16) {
                    break;
                }
                i_v = (vcc_v8_uint)t35;
                t1 = (vcc_v8_int)t38;
            }
            t39 = (int)t16;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        int t41 = (int)((unsigned int)t39 * 37U);
        if ((t40 >= 8L) & (t41 >= 0)) {
            long t42 = t40 & -8L;
            __m256i t43 = _mm256_set1_epi32((int)t39);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t44 = _mm256_set1_epi32((int)(t41 % 12000));
            __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
            __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(12000));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t45, t46);
            long i_vec_1 = 0L;
            /* vcc: loop at mixed_types.c:92 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t47 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256i t48 = (__m256i)((vcc_v8_int)(__m256i)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(2));
                __m256 t49 = _mm256_cvtepi32_ps(t48);
                __m256 t50 = _mm256_mul_ps(_mm256_set1_ps(12000.0f), t49);
                __m256 t51 = _mm256_sub_ps(t47, t50);
                _mm256_storeu_ps(fin + ((long)t39 + i_vec_1), t51);
                i_vec_1 += 8L;
                __m256i t52 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t53 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(296));
                __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(12000));
                __m256i t55 = _mm256_min_epu32(t53, t54);
                if (i_vec_1 >= t42) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t52;
                t2 = (vcc_v8_int)t55;
            }
            t56 = (int)((long)t39 + t42);
        } else {
            t56 = t39;
        }
        long t57 = (long)n + (long)t56 * -1L;
        int t58 = (int)((unsigned int)t56 * 37U);
        if ((t57 >= 1L) & (t57 <= 8L) & (t58 >= 0)) {
            __m256i t59 = _mm256_set1_epi32((int)(int)t57);
            __m256i t60 = _mm256_cmpgt_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t61 = _mm256_set1_epi32((int)t56);
            __m256i t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t63 = _mm256_set1_epi32((int)(t58 % 12000));
            __m256i t64 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
            __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(12000));
            __m256i t66 = _mm256_min_epu32(t64, t65);
            __m256 t67 = _mm256_cvtepi32_ps(t66);
            __m256i t68 = (__m256i)((vcc_v8_int)t62 % (vcc_v8_int)_mm256_set1_epi32(2));
            __m256 t69 = _mm256_cvtepi32_ps(t68);
            __m256 t70 = _mm256_mul_ps(_mm256_set1_ps(12000.0f), t69);
            __m256 t71 = _mm256_sub_ps(t67, t70);
            _mm256_mask_storeu_ps(fin + (long)t56, _mm256_movepi32_mask(t60), t71);
            i = (int)((long)t56 + t57);
        } else {
            i = t56;
        }
        for (; i < n; i++) {
            fin[i] = (float)(i * 37 % 12000) - 12000.0f * (float)(i % 2);
        }
        float_to_u8(n, u8out, fin);
        double_to_i16(n, s16out, din);
        const void *t72 = (const void *)u8out;
        unsigned long t73 = (_mm256_zeroupper(), hash_bytes(t72, t10));
        unsigned long t74 = (_mm256_zeroupper(), hash_bytes((const void *)s16out, t6 * 2UL));
        long_to_u8(n, u8out, lin);
        printf("  f2u8=%llx d2s16=%llx l2u8=%llx\n", (unsigned long long)t73, (unsigned long long)t74, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t72, t10)));
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
