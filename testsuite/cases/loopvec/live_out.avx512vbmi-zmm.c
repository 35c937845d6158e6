/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_value(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    int last;
    __m512i last_v_1;
    int t6;
    int t7;
    __m512i last_v_2;
    int t12;
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:8 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(2));
            __m512i last_v = _mm512_add_epi32(t3, _mm512_set1_epi32(1));
            _mm512_storeu_si512(b + i_vec, last_v);
            long t4 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t4);
            __m512i t5 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(2));
            last_v_1 = _mm512_add_epi32(t5, _mm512_set1_epi32(1));
            _mm512_storeu_si512(b + t4, last_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
        t7 = ((vcc_v16_int)last_v_1)[15];
    } else {
        t6 = 0;
        t7 = -1;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:8 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t6 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t10);
            __m512i t11 = _mm512_mullo_epi32(a_v_2, _mm512_set1_epi32(2));
            last_v_2 = _mm512_add_epi32(t11, _mm512_set1_epi32(1));
            _mm512_storeu_si512(b + t10, last_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t6 + t9);
        t13 = ((vcc_v16_int)last_v_2)[15];
    } else {
        t12 = t6;
        t13 = t7;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        long t17 = (long)t12;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t16, a + t17);
        __m512i t18 = _mm512_mullo_epi32(a_v_3, _mm512_set1_epi32(2));
        __m512i t19 = _mm512_add_epi32(t18, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(b + t17, t16, t19);
        __m512i t20 = _mm512_set1_epi32((int)(int)(t14 - 1L));
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_EQ);
        __m512i t22 = _mm512_mask_blend_epi32(t21, _mm512_set1_epi32(0), t19);
        i = (int)((long)t12 + t14);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t22), _mm512_extracti64x4_epi64(t22, 1)), _mm_or_si128, int);
    } else {
        i = t12;
        last = t13;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        last = a[t23] * 2 + 1;
        b[t23] = last;
    }
    return last;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int final_index(int n, short *a) {
    vcc_no_contract_body
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:17 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(5));
            __m256i t5 = _mm512_cvtepi32_epi16(t4);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t5);
            __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(5));
            __m256i t8 = _mm512_cvtepi32_epi16(t7);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 16L)), t8);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        __m512i t12 = _mm512_set1_epi32((int)t9);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512i t13 = _mm512_mullo_epi32((__m512i)i_v_1, _mm512_set1_epi32(5));
            __m256i t14 = _mm512_cvtepi32_epi16(t13);
            _mm256_storeu_si256((__m256i *)(a + ((long)t9 + i_vec_1)), t14);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long second_induction(int n, long *a) {
    vcc_no_contract_body
    long j;
    int t7;
    long t8;
    int t12;
    long t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi64((long long)10L);
        __m512i j_v = _mm512_add_epi64(t3, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:24 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm512_storeu_si512(a + i_vec, j_v);
            __m512i t4 = _mm512_add_epi64(j_v, _mm512_set1_epi64((long long)24LL));
            _mm512_storeu_si512(a + (i_vec + 8L), t4);
            __m512i t5 = _mm512_add_epi64(j_v, _mm512_set1_epi64((long long)48LL));
            _mm512_storeu_si512(a + (i_vec + 16L), t5);
            __m512i t6 = _mm512_add_epi64(j_v, _mm512_set1_epi64((long long)72LL));
            _mm512_storeu_si512(a + (i_vec + 24L), t6);
            i_vec += 32L;
            j_v = _mm512_add_epi64(j_v, _mm512_set1_epi64((long long)96LL));
        } while (i_vec < t2);
        t7 = (int)t2;
        t8 = 10L + t2 * 3L;
    } else {
        t7 = 0;
        t8 = 10L;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        __m512i t11 = _mm512_set1_epi64((long long)t8);
        __m512i j_v_1 = _mm512_add_epi64(t11, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:24 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(a + ((long)t7 + i_vec_1), j_v_1);
            i_vec_1 += 8L;
            j_v_1 = _mm512_add_epi64(j_v_1, _mm512_set1_epi64((long long)24LL));
        } while (i_vec_1 < t10);
        t12 = (int)((long)t7 + t10);
        t13 = t8 + t10 * 3L;
    } else {
        t12 = t7;
        t13 = t8;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if ((t14 >= 1L) & (t14 <= 8L)) {
        __m256i t15 = _mm256_set1_epi32((int)(int)t14);
        __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t17 = _mm512_set1_epi64((long long)t13);
        __m512i t18 = _mm512_add_epi64(t17, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        _mm512_mask_storeu_epi64(a + (long)t12, _mm256_movepi32_mask(t16), t18);
        i = (int)((long)t12 + t14);
        j = t13 + t14 * 3L;
    } else {
        i = t12;
        j = t13;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    vcc_no_contract_body
    int above;
    float last;
    __m512 last_v_1;
    __mmask16 above_v;
    int t5;
    int t6;
    float t7;
    __m512 last_v_2;
    __mmask16 above_v_1;
    int t12;
    int t13;
    float t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:35 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 last_v = _mm512_mul_ps(a_v, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(b + i_vec, last_v);
            long t3 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t3);
            last_v_1 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.5f));
            above_v = _mm512_cmp_ps_mask(a_v_1, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
            _mm512_storeu_ps(b + t3, last_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t4 = _mm512_maskz_mov_epi32(above_v, _mm512_set1_epi32(1));
        t5 = (int)t2;
        t6 = ((vcc_v16_int)t4)[15];
        t7 = ((vcc_v16_float)last_v_1)[15];
    } else {
        t5 = 0;
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t5 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:35 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t5 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t10);
            last_v_2 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.5f));
            above_v_1 = _mm512_cmp_ps_mask(a_v_2, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
            _mm512_storeu_ps(b + t10, last_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        __m512i t11 = _mm512_maskz_mov_epi32(above_v_1, _mm512_set1_epi32(1));
        t12 = (int)((long)t5 + t9);
        t13 = ((vcc_v16_int)t11)[15];
        t14 = ((vcc_v16_float)last_v_2)[15];
    } else {
        t12 = t5;
        t13 = t6;
        t14 = t7;
    }
    long t15 = (long)n + (long)t12 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t12;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t17, a + t18);
        __m512 last_v_3 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(0.5f));
        __mmask16 above_v_2 = _mm512_cmp_ps_mask(a_v_3, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
        _mm512_mask_storeu_ps(b + t18, t17, last_v_3);
        __m512i t19 = _mm512_maskz_mov_epi32(above_v_2, _mm512_set1_epi32(1));
        __m512i t20 = _mm512_set1_epi32((int)(int)(t15 - 1L));
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_EQ);
        __m512i t22 = _mm512_mask_blend_epi32(t21, _mm512_set1_epi32(0), t19);
        __m512i t23 = _mm512_set1_epi32((int)(int)(t15 - 1L));
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_EQ);
        __m512 t25 = _mm512_mask_blend_ps(t24, _mm512_set1_ps(-0.0f), last_v_3);
        i = (int)((long)t12 + t15);
        above = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t22), _mm512_extracti64x4_epi64(t22, 1)), _mm_or_si128, int);
        last = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t25), _mm512_extractf32x8_ps(t25, 1)));
    } else {
        i = t12;
        above = t13;
        last = t14;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = a[t26];
        last = t27 * 0.5f;
        above = t27 > 10.0f;
        b[t26] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_index(int n, long *restrict b) {
    vcc_no_contract_body
    int t15;
    int t16;
    int t23;
    int t24;
    int i;
    int k;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:47 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i t4 = _mm512_cvtepi32_epi64((__m256i)i_v);
            __m512i t5 = _mm512_mul_epi32(t4, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + i_vec, t5);
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m512i t7 = _mm512_cvtepi32_epi64(t6);
            __m512i t8 = _mm512_mul_epi32(t7, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (i_vec + 8L), t8);
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m512i t10 = _mm512_cvtepi32_epi64(t9);
            __m512i t11 = _mm512_mul_epi32(t10, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (i_vec + 16L), t11);
            __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m512i t13 = _mm512_cvtepi32_epi64(t12);
            __m512i t14 = _mm512_mul_epi32(t13, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (i_vec + 24L), t14);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t15 = (int)t2;
        t16 = (int)(-1L + t2);
    } else {
        t15 = 0;
        t16 = -1;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        __m256i t19 = _mm256_set1_epi32((int)t15);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m512i t20 = _mm512_cvtepi32_epi64((__m256i)i_v_1);
            __m512i t21 = _mm512_mul_epi32(t20, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + ((long)t15 + i_vec_1), t21);
            i_vec_1 += 8L;
            __m256i t22 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec_1 >= t18) {
                break;
            }
            i_v_1 = (vcc_v8_uint)t22;
        }
        t23 = (int)((long)t15 + t18);
        t24 = ((vcc_v8_int)(__m256i)i_v_1)[7];
    } else {
        t23 = t15;
        t24 = t16;
    }
    long t25 = (long)n + (long)t23 * -1L;
    if ((t25 >= 1L) & (t25 <= 8L)) {
        __m256i t26 = _mm256_set1_epi32((int)(int)t25);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t28 = _mm256_set1_epi32((int)t23);
        __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t30 = _mm512_cvtepi32_epi64(t29);
        __m512i t31 = _mm512_mullo_epi64(t30, _mm512_set1_epi64((long long)3LL));
        _mm512_mask_storeu_epi64(b + (long)t23, _mm256_movepi32_mask(t27), t31);
        __m256i t32 = _mm256_set1_epi32((int)(int)(t25 - 1L));
        __m256i t33 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t32);
        __m256i t34 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t33, t29); });
        i = (int)((long)t23 + t25);
        k = vcc_avx2_reduce_epi32(t34, _mm_or_si128, int);
    } else {
        i = t23;
        k = t24;
    }
    for (; i < n; k = i, i++) {
        long t35 = (long)i;
        b[t35] = t35 * 3L;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_positive(int n, const int *a) {
    vcc_no_contract_body
    int last;
    int i;
    int last_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_int last_v = (vcc_v16_int)_mm512_set1_epi32(0);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at live_out.c:58 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            last_v = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)last_v, a_v);
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m512i t10 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), (__m512i)last_v);
        i = (int)t3;
        last_1 = t7 < 0 ? 0 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t10), _mm512_extracti64x4_epi64(t10, 1)), _mm_or_si128, int);
    } else {
        i = 0;
        last_1 = 0;
    }
    for (; i < n; i++, last_1 = last) {
        last = a[i];
        if (last <= 0) {
            last = last_1;
        }
    }
    return last_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int flag;
    int n;
    int t1;
    int t15;
    int t20;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long *l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        const int *t2 = a;
        int last = last_value(n, b, t2);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        unsigned long t3 = (unsigned long)n;
        unsigned long t4 = t3 * 8UL;
        const void *t5 = (const void *)l;
        unsigned long t6 = (_mm256_zeroupper(), hash_bytes(t5, t4));
        unsigned long t7 = (_mm256_zeroupper(), hash_bytes((const void *)s, t3 * 2UL));
        unsigned long t8 = t3 * 4UL;
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t8)), idx, (unsigned long long)t7, j, (unsigned long long)t6);
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        long t9 = (long)n;
        if (t9 >= 32L) {
            long t10 = t9 & -32L;
            long i_vec = 0L;
            /* vcc: loop at live_out.c:77 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                float *t11 = fa + i_vec;
                __m512 fa_v = _mm512_loadu_ps(t11);
                __m512 t12 = _mm512_div_ps(fa_v, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(t11, t12);
                float *t13 = fa + (i_vec + 16L);
                __m512 fa_v_1 = _mm512_loadu_ps(t13);
                __m512 t14 = _mm512_div_ps(fa_v_1, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(t13, t14);
                i_vec += 32L;
            } while (i_vec < t10);
            t15 = (int)t10;
        } else {
            t15 = 0;
        }
        long t16 = (long)n + (long)t15 * -1L;
        if (t16 >= 16L) {
            long t17 = t16 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at live_out.c:77 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                float *t18 = fa + ((long)t15 + i_vec_1);
                __m512 fa_v_2 = _mm512_loadu_ps(t18);
                __m512 t19 = _mm512_div_ps(fa_v_2, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(t18, t19);
                i_vec_1 += 16L;
            } while (i_vec_1 < t17);
            t20 = (int)((long)t15 + t17);
        } else {
            t20 = t15;
        }
        long t21 = (long)n + (long)t20 * -1L;
        if ((t21 >= 1L) & (t21 <= 16L)) {
            __m512i t22 = _mm512_set1_epi32((int)(int)t21);
            __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
            float *t24 = fa + (long)t20;
            __m512 fa_v_3 = _mm512_maskz_loadu_ps(t23, t24);
            __m512 t25 = _mm512_div_ps(fa_v_3, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(t24, t23, t25);
            i = (int)((long)t20 + t21);
        } else {
            i = t20;
        }
        for (; i < n; i++) {
            float *t26 = fa + i;
            *t26 = *t26 / 3.0f;
        }
        flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        unsigned long t27 = (_mm256_zeroupper(), hash_bytes((const void *)fb, t8));
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t27);
        int k = last_index(n, l);
        int t28 = last_positive(n, t2);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t5, t4)), t28);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
