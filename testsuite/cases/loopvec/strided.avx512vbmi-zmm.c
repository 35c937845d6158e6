/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void every_other(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:6 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const int *t3 = b + 2 * (int)i_vec;
            __m512i t4 = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_loadu_si512(t3 + 16);
            __m512i b_v = _mm512_permutex2var_epi32(t4, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t5);
            __m512i t6 = _mm512_sub_epi32(b_v, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + i_vec, t6);
            long t7 = i_vec + 16L;
            const int *t8 = b + 2 * (int)t7;
            __m512i t9 = _mm512_loadu_si512(t8);
            __m512i t10 = _mm512_loadu_si512(t8 + 16);
            __m512i b_v_1 = _mm512_permutex2var_epi32(t9, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t10);
            __m512i t11 = _mm512_sub_epi32(b_v_1, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L - 1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:6 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const int *t16 = b + 2 * (int)t15;
            __m512i t17 = _mm512_loadu_si512(t16);
            __m512i t18 = _mm512_loadu_si512(t16 + 16);
            __m512i b_v_2 = _mm512_permutex2var_epi32(t17, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t18);
            __m512i t19 = _mm512_sub_epi32(b_v_2, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void spread3(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            float *t3 = a + 3 * (int)i_vec;
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t4 = _mm512_add_ps(b_v, _mm512_set1_ps(0.5f));
            __m512 t5 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t4, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t6 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t4, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3, t7, t6);
            __m512 t8 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t4, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t4, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3 + 16, t10, t9);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t4, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t4, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3 + 32, t13, t12);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[3 * i] = b[i] + 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_stride4(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t20;
    long t21;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at strided.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t3 = a + 4 * (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 8));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t3 + 16));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t3 + 24));
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v8_int)t4, (vcc_v8_int)t5, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v8_int)t8, (vcc_v8_int)t6, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i a_v = (__m256i)__builtin_shufflevector((vcc_v8_int)t9, (vcc_v8_int)t7, 0, 1, 2, 3, 4, 5, 8, 12);
            __m512i t10 = _mm512_cvtepi32_epi64(a_v);
            s_v = _mm512_add_epi64(s_v, t10);
            const int *t11 = a + 4 * (int)(i_vec + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(t11 + 8));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(t11 + 16));
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(t11 + 24));
            __m256i t16 = (__m256i)__builtin_shufflevector((vcc_v8_int)t12, (vcc_v8_int)t13, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v8_int)t16, (vcc_v8_int)t14, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i a_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_int)t17, (vcc_v8_int)t15, 0, 1, 2, 3, 4, 5, 8, 12);
            __m512i t18 = _mm512_cvtepi32_epi64(a_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t19 = _mm512_add_epi64(s_v, s_v_1);
        t20 = (int)t2;
        t21 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t19), _mm512_extracti64x4_epi64(t19, 1)), _mm_add_epi64, unsigned long);
    } else {
        t20 = 0;
        t21 = 0L;
    }
    long t22 = (long)n + (long)t20 * -1L - 1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at strided.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const int *t24 = a + 4 * (int)((long)t20 + i_vec_1);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(t24 + 8));
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(t24 + 16));
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(t24 + 24));
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t25, (vcc_v8_int)t26, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)t27, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i a_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_int)t30, (vcc_v8_int)t28, 0, 1, 2, 3, 4, 5, 8, 12);
            __m512i t31 = _mm512_cvtepi32_epi64(a_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t31);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        i = (int)((long)t20 + t23);
        s = (long)((unsigned long)t21 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s += (long)a[4 * i];
    }
    return s;
}

/* The arrays hold exactly the elements the scalar loops touch, so a wide load or store that
   reaches past the last one fails under -fsanitize=address. */
static int span(int n, int stride) {
    return n > 0 ? stride * (n - 1) + 1 : 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b2 = new_array(span(n, 2), 4), *b4 = new_array(span(n, 4), 4);
        float *fa = new_array(span(n, 3), 4), *fb = new_array(n, 4);
        /* Zeroed first: otherwise gcc -O2 warns (-Wmaybe-uninitialized) that the kernels, once
           vectorized and no longer inlined, may read the arrays before FILL wrote them. */
        memset(b2, 0, (size_t)span(n, 2) * 4);
        memset(b4, 0, (size_t)span(n, 4) * 4);
        memset(fb, 0, (size_t)n * 4);
        FILL(b2, span(n, 2), -1000, 2000);
        FILL(b4, span(n, 4), -1000, 2000);
        FILL(fb, n, -1000, 2000);
        memset(fa, 0, (size_t)span(n, 3) * 4);
        every_other(n, a, b2);
        spread3(n, fa, fb);
        printf("n=%d stride2=%llx stride3=%llx sum4=%ld\n", n, HASH(a, n), HASH(fa, span(n, 3)), sum_stride4(n, b4));
        free(a), free(b2), free(b4), free(fa), free(fb);
    }
    return 0;
}
