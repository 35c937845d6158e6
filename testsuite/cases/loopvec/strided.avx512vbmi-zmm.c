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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void every_other(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t17;
    int i;
    long t3 = (long)n - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const int *t6 = b + 2 * t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m512i t8 = _mm512_loadu_si512(t6 + 16);
            __m512i t9 = _mm512_permutex2var_epi32(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
            __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t5, t10);
            int t11 = (int)(t1 + 16L);
            const int *t12 = b + 2 * t11;
            __m512i t13 = _mm512_loadu_si512(t12);
            __m512i t14 = _mm512_loadu_si512(t12 + 16);
            __m512i t15 = _mm512_permutex2var_epi32(t13, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t14);
            __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L - 1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            int t20 = (int)((long)t17 + t2);
            const int *t21 = b + 2 * t20;
            __m512i t22 = _mm512_loadu_si512(t21);
            __m512i t23 = _mm512_loadu_si512(t21 + 16);
            __m512i t24 = _mm512_permutex2var_epi32(t22, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t23);
            __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void spread3(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            float *t6 = a + 3 * t5;
            __m512 t7 = _mm512_loadu_ps(b + t5);
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(0.5f));
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t8, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6, t11, t10);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t8, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 16, t14, t13);
            __m512 t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t8, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 32, t17, t16);
            int t18 = (int)(t1 + 16L);
            float *t19 = a + 3 * t18;
            __m512 t20 = _mm512_loadu_ps(b + t18);
            __m512 t21 = _mm512_add_ps(t20, _mm512_set1_ps(0.5f));
            __m512 t22 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t23 = (__m512)__builtin_shufflevector((vcc_v16_float)t22, (vcc_v16_float)t21, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19, t24, t23);
            __m512 t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t21, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19 + 16, t27, t26);
            __m512 t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t21, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19 + 32, t30, t29);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 16L) {
        long t33 = t32 & -16L;
        long t2 = 0L;
        do {
            int t34 = (int)((long)t31 + t2);
            float *t35 = a + 3 * t34;
            __m512 t36 = _mm512_loadu_ps(b + t34);
            __m512 t37 = _mm512_add_ps(t36, _mm512_set1_ps(0.5f));
            __m512 t38 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t39 = (__m512)__builtin_shufflevector((vcc_v16_float)t38, (vcc_v16_float)t37, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35, t40, t39);
            __m512 t41 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t42 = (__m512)__builtin_shufflevector((vcc_v16_float)t41, (vcc_v16_float)t37, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t43 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35 + 16, t43, t42);
            __m512 t44 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t45 = (__m512)__builtin_shufflevector((vcc_v16_float)t44, (vcc_v16_float)t37, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35 + 32, t46, t45);
            t2 += 16L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        a[3 * i] = b[i] + 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_stride4(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t29;
    long t30;
    int i;
    long t6 = (long)n - 1L;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        do {
            const int *t8 = a + 4 * (int)t1;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(t8 + 16));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(t8 + 24));
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v8_int)t9, (vcc_v8_int)t10, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v8_int)t13, (vcc_v8_int)t11, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v8_int)t14, (vcc_v8_int)t12, 0, 1, 2, 3, 4, 5, 8, 12);
            __m512i t16 = _mm512_cvtepi32_epi64(t15);
            __m512i t17 = t16;
            t2 = _mm512_add_epi64(t2, t17);
            const int *t18 = a + 4 * (int)(t1 + 8L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(t18 + 8));
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(t18 + 16));
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(t18 + 24));
            __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v8_int)t19, (vcc_v8_int)t20, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v8_int)t23, (vcc_v8_int)t21, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v8_int)t24, (vcc_v8_int)t22, 0, 1, 2, 3, 4, 5, 8, 12);
            __m512i t26 = _mm512_cvtepi32_epi64(t25);
            __m512i t27 = t26;
            t3 = _mm512_add_epi64(t3, t27);
            t1 += 16L;
        } while (t1 < t7);
        __m512i t28 = _mm512_add_epi64(t2, t3);
        t29 = (int)t7;
        t30 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t28), _mm512_extracti64x4_epi64(t28, 1)), _mm_add_epi64, unsigned long);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L - 1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long t4 = 0L;
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            const int *t33 = a + 4 * (int)((long)t29 + t4);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)t33);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(t33 + 8));
            __m256i t36 = _mm256_loadu_si256((const __m256i *)(t33 + 16));
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(t33 + 24));
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t34, (vcc_v8_int)t35, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t39 = (__m256i)__builtin_shufflevector((vcc_v8_int)t38, (vcc_v8_int)t36, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i t40 = (__m256i)__builtin_shufflevector((vcc_v8_int)t39, (vcc_v8_int)t37, 0, 1, 2, 3, 4, 5, 8, 12);
            __m512i t41 = _mm512_cvtepi32_epi64(t40);
            __m512i t42 = t41;
            t5 = _mm512_add_epi64(t5, t42);
            t4 += 8L;
        } while (t4 < t32);
        i = (int)((long)t29 + t32);
        s = (long)((unsigned long)t30 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t29;
        s = t30;
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
