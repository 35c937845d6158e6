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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i t3 = _mm512_loadu_si512(b + (n - 1 - (int)i_vec) + -15);
            __m512i b_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t3);
            __m512i t4 = _mm512_add_epi32(b_v, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i t6 = _mm512_loadu_si512(b + (n - 1 - (int)t5) + -15);
            __m512i b_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t6);
            __m512i t7 = _mm512_add_epi32(b_v_1, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t5, t7);
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
        /* vcc: loop at reversed.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i t12 = _mm512_loadu_si512(b + (n - 1 - (int)t11) + -15);
            __m512i b_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            __m512i t13 = _mm512_add_epi32(b_v_2, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t11, t13);
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
        __mmask16 t19 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t17)));
        __m512i t20 = _mm512_maskz_loadu_epi32(t19, (const int *)((unsigned long)b + (unsigned long)(long)(n - 1 - (int)t18) * 4UL - 60UL));
        __m512i b_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t20);
        __m512i t21 = _mm512_add_epi32(b_v_3, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(a + t18, t17, t21);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long weighted_down(int n, const short *a) {
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
            __m512i t8 = _mm512_mul_epi32(t7, t5);
            s_v = _mm512_add_epi64(s_v, t8);
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m512i t10 = _mm512_cvtepi32_epi64(t9);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -7));
            __m128i a_v_1 = _mm_shuffle_epi8(t11, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m512i t12 = _mm512_cvtepi16_epi64(a_v_1);
            __m512i t13 = _mm512_mul_epi32(t12, t10);
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
            __m512i t22 = _mm512_mul_epi32(t21, t19);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t3 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            __m512 t4 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t3);
            _mm512_storeu_ps(a + (n - 1 - (int)i_vec) + -15, t4);
            long t5 = i_vec + 16L;
            __m512 b_v_1 = _mm512_loadu_ps(b + t5);
            __m512 t6 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
            __m512 t7 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t6);
            _mm512_storeu_ps(a + (n - 1 - (int)t5) + -15, t7);
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
        /* vcc: loop at reversed.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512 b_v_2 = _mm512_loadu_ps(b + t11);
            __m512 t12 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
            __m512 t13 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            _mm512_storeu_ps(a + (n - 1 - (int)t11) + -15, t13);
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
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t17, b + t18);
        __m512 t19 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(2.0f));
        __mmask16 t20 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t17)));
        __m512 t21 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t18) * 4UL - 60UL), t20, t21);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
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
