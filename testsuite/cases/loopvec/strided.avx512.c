/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void every_other(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t3 = b + 2 * (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 8));
            __m256i b_v = _mm256_permutex2var_epi32(t4, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t5);
            __m256i t6 = _mm256_sub_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            long t7 = i_vec + 8L;
            const int *t8 = b + 2 * (int)t7;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
            __m256i b_v_1 = _mm256_permutex2var_epi32(t9, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t10);
            __m256i t11 = _mm256_sub_epi32(b_v_1, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t7), t11);
            long t12 = i_vec + 16L;
            const int *t13 = b + 2 * (int)t12;
            __m256i t14 = _mm256_loadu_si256((const __m256i *)t13);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(t13 + 8));
            __m256i b_v_2 = _mm256_permutex2var_epi32(t14, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t15);
            __m256i t16 = _mm256_sub_epi32(b_v_2, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t12), t16);
            long t17 = i_vec + 24L;
            const int *t18 = b + 2 * (int)t17;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(t18 + 8));
            __m256i b_v_3 = _mm256_permutex2var_epi32(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t20);
            __m256i t21 = _mm256_sub_epi32(b_v_3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L - 1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            const int *t26 = b + 2 * (int)t25;
            __m256i t27 = _mm256_loadu_si256((const __m256i *)t26);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(t26 + 8));
            __m256i b_v_4 = _mm256_permutex2var_epi32(t27, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t28);
            __m256i t29 = _mm256_sub_epi32(b_v_4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void spread3(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = a + 3 * (int)i_vec;
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t4 = _mm256_add_ps(b_v, _mm256_set1_ps(0.5f));
            __m256 t5 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t4, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t6 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t4, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3, _mm256_movepi32_mask(t7), t6);
            __m256 t8 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t4, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t4, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3 + 8, _mm256_movepi32_mask(t10), t9);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t4, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t4, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3 + 16, _mm256_movepi32_mask(t13), t12);
            long t14 = i_vec + 8L;
            float *t15 = a + 3 * (int)t14;
            __m256 b_v_1 = _mm256_loadu_ps(b + t14);
            __m256 t16 = _mm256_add_ps(b_v_1, _mm256_set1_ps(0.5f));
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t16, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t16, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t15, _mm256_movepi32_mask(t19), t18);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t16, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t16, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t15 + 8, _mm256_movepi32_mask(t22), t21);
            __m256 t23 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t16, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t16, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t15 + 16, _mm256_movepi32_mask(t25), t24);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            float *t30 = a + 3 * (int)t29;
            __m256 b_v_2 = _mm256_loadu_ps(b + t29);
            __m256 t31 = _mm256_add_ps(b_v_2, _mm256_set1_ps(0.5f));
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t31, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t30, _mm256_movepi32_mask(t34), t33);
            __m256 t35 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t35, (vcc_v8_float)t31, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t30 + 8, _mm256_movepi32_mask(t37), t36);
            __m256 t38 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t31, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t30 + 16, _mm256_movepi32_mask(t40), t39);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        a[3 * i] = b[i] + 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_stride4(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t38;
    long t39;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at strided.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = a + 4 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 4));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 8));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t3 + 12));
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v4_int)t4, (vcc_v4_int)t5, 0, 4, 0, 0);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v4_int)t8, (vcc_v4_int)t6, 0, 1, 4, 3);
            __m128i a_v = (__m128i)__builtin_shufflevector((vcc_v4_int)t9, (vcc_v4_int)t7, 0, 1, 2, 4);
            __m256i t10 = _mm256_cvtepi32_epi64(a_v);
            s_v = _mm256_add_epi64(s_v, t10);
            const int *t11 = a + 4 * (int)(i_vec + 4L);
            __m128i t12 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t11 + 4));
            __m128i t14 = _mm_loadu_si128((const __m128i *)(t11 + 8));
            __m128i t15 = _mm_loadu_si128((const __m128i *)(t11 + 12));
            __m128i t16 = (__m128i)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t13, 0, 4, 0, 0);
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v4_int)t16, (vcc_v4_int)t14, 0, 1, 4, 3);
            __m128i a_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)t17, (vcc_v4_int)t15, 0, 1, 2, 4);
            __m256i t18 = _mm256_cvtepi32_epi64(a_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t18);
            const int *t19 = a + 4 * (int)(i_vec + 8L);
            __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 4));
            __m128i t22 = _mm_loadu_si128((const __m128i *)(t19 + 8));
            __m128i t23 = _mm_loadu_si128((const __m128i *)(t19 + 12));
            __m128i t24 = (__m128i)__builtin_shufflevector((vcc_v4_int)t20, (vcc_v4_int)t21, 0, 4, 0, 0);
            __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v4_int)t24, (vcc_v4_int)t22, 0, 1, 4, 3);
            __m128i a_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)t25, (vcc_v4_int)t23, 0, 1, 2, 4);
            __m256i t26 = _mm256_cvtepi32_epi64(a_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t26);
            const int *t27 = a + 4 * (int)(i_vec + 12L);
            __m128i t28 = _mm_loadu_si128((const __m128i *)t27);
            __m128i t29 = _mm_loadu_si128((const __m128i *)(t27 + 4));
            __m128i t30 = _mm_loadu_si128((const __m128i *)(t27 + 8));
            __m128i t31 = _mm_loadu_si128((const __m128i *)(t27 + 12));
            __m128i t32 = (__m128i)__builtin_shufflevector((vcc_v4_int)t28, (vcc_v4_int)t29, 0, 4, 0, 0);
            __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v4_int)t32, (vcc_v4_int)t30, 0, 1, 4, 3);
            __m128i a_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t33, (vcc_v4_int)t31, 0, 1, 2, 4);
            __m256i t34 = _mm256_cvtepi32_epi64(a_v_3);
            s_v_3 = _mm256_add_epi64(s_v_3, t34);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t35 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t36 = _mm256_add_epi64(t35, s_v_2);
        __m256i t37 = _mm256_add_epi64(t36, s_v_3);
        t38 = (int)t2;
        t39 = (long)vcc_avx2_reduce_epi64(t37, _mm_add_epi64, unsigned long);
    } else {
        t38 = 0;
        t39 = 0L;
    }
    long t40 = (long)n + (long)t38 * -1L - 1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at strided.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const int *t42 = a + 4 * (int)((long)t38 + i_vec_1);
            __m128i t43 = _mm_loadu_si128((const __m128i *)t42);
            __m128i t44 = _mm_loadu_si128((const __m128i *)(t42 + 4));
            __m128i t45 = _mm_loadu_si128((const __m128i *)(t42 + 8));
            __m128i t46 = _mm_loadu_si128((const __m128i *)(t42 + 12));
            __m128i t47 = (__m128i)__builtin_shufflevector((vcc_v4_int)t43, (vcc_v4_int)t44, 0, 4, 0, 0);
            __m128i t48 = (__m128i)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)t45, 0, 1, 4, 3);
            __m128i a_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)t48, (vcc_v4_int)t46, 0, 1, 2, 4);
            __m256i t49 = _mm256_cvtepi32_epi64(a_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, t49);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t38 + t41);
        s = (long)((unsigned long)t39 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t38;
        s = t39;
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
