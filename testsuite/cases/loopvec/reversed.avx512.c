/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i t3 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)i_vec) + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t4 = _mm256_add_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t5) + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t7 = _mm256_add_epi32(b_v_1, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t8) + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t10 = _mm256_add_epi32(b_v_2, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t11) + -7));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t13 = _mm256_add_epi32(b_v_3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
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
        /* vcc: loop at reversed.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t17) + -7));
            __m256i b_v_4 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t19 = _mm256_add_epi32(b_v_4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
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
        __m256i t25 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t26 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), (const int *)((unsigned long)b + (unsigned long)(long)(n - 1 - (int)t24) * 4UL - 28UL));
        __m256i b_v_5 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t27 = _mm256_add_epi32(b_v_5, _mm256_set1_epi32(1));
        _mm256_mask_storeu_epi32(a + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long weighted_down(int n, const short *a) {
    vcc_no_contract_body
    long s;
    long t15;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m256i t4 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reversed.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m512i t5 = _mm512_cvtepi32_epi64((__m256i)i_v);
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec * -1L) + -7));
            __m128i a_v = _mm_shuffle_epi8(t6, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t7 = _mm512_cvtepi16_epi64(a_v);
            __m512i t8 = _mm512_mullo_epi64(t7, t5);
            s_v = _mm512_add_epi64(s_v, t8);
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m512i t10 = _mm512_cvtepi32_epi64(t9);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -7));
            __m128i a_v_1 = _mm_shuffle_epi8(t11, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t12 = _mm512_cvtepi16_epi64(a_v_1);
            __m512i t13 = _mm512_mullo_epi64(t12, t10);
            s_v_1 = _mm512_add_epi64(s_v_1, t13);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
        } while (i_vec < t3);
        __m512i t14 = _mm512_add_epi64(s_v, s_v_1);
        t1 = (int)((long)t1 + t3 * -1L);
        t15 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_add_epi64, unsigned long);
    } else {
        t15 = 0L;
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256i t18 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t18, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reversed.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i t19 = _mm512_cvtepi32_epi64((__m256i)i_v_1);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec_1 * -1L) + -7));
            __m128i a_v_2 = _mm_shuffle_epi8(t20, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t21 = _mm512_cvtepi16_epi64(a_v_2);
            __m512i t22 = _mm512_mullo_epi64(t21, t19);
            s_v_2 = _mm512_add_epi64(s_v_2, t22);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -1L);
        s = (long)((unsigned long)t15 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t15;
    }
    for (; i >= 0; i--) {
        long t23 = (long)i;
        s += (long)a[t23] * t23;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t3 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            __m256 t4 = _mm256_permutevar8x32_ps(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - (int)i_vec) + -7, t4);
            long t5 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t5);
            __m256 t6 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            __m256 t7 = _mm256_permutevar8x32_ps(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - (int)t5) + -7, t7);
            long t8 = i_vec + 16L;
            __m256 b_v_2 = _mm256_loadu_ps(b + t8);
            __m256 t9 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            __m256 t10 = _mm256_permutevar8x32_ps(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - (int)t8) + -7, t10);
            long t11 = i_vec + 24L;
            __m256 b_v_3 = _mm256_loadu_ps(b + t11);
            __m256 t12 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            __m256 t13 = _mm256_permutevar8x32_ps(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - (int)t11) + -7, t13);
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
        /* vcc: loop at reversed.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256 b_v_4 = _mm256_loadu_ps(b + t17);
            __m256 t18 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(2.0f));
            __m256 t19 = _mm256_permutevar8x32_ps(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - (int)t17) + -7, t19);
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
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), b + t24);
        __m256 t25 = _mm256_mul_ps(b_v_5, _mm256_set1_ps(2.0f));
        __m256i t26 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t27 = _mm256_permutevar8x32_ps(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t24) * 4UL - 28UL), _mm256_movepi32_mask(t26), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
