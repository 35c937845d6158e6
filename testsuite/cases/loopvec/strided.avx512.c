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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void every_other(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t23;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const int *t4 = b + 2 * t3;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t4 + 8));
            __m256i b_v = _mm256_permutex2var_epi32(t5, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t6);
            __m256i t7 = _mm256_sub_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t3), t7);
            int t8 = (int)(i_vec + 8L);
            const int *t9 = b + 2 * t8;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(t9 + 8));
            __m256i b_v_1 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t11);
            __m256i t12 = _mm256_sub_epi32(b_v_1, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t8), t12);
            int t13 = (int)(i_vec + 16L);
            const int *t14 = b + 2 * t13;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(t14 + 8));
            __m256i b_v_2 = _mm256_permutex2var_epi32(t15, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t16);
            __m256i t17 = _mm256_sub_epi32(b_v_2, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t13), t17);
            int t18 = (int)(i_vec + 24L);
            const int *t19 = b + 2 * t18;
            __m256i t20 = _mm256_loadu_si256((const __m256i *)t19);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(t19 + 8));
            __m256i b_v_3 = _mm256_permutex2var_epi32(t20, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t21);
            __m256i t22 = _mm256_sub_epi32(b_v_3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t18), t22);
            i_vec += 32L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L - 1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        do {
            int t26 = (int)((long)t23 + i_vec_1);
            const int *t27 = b + 2 * t26;
            __m256i t28 = _mm256_loadu_si256((const __m256i *)t27);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(t27 + 8));
            __m256i b_v_4 = _mm256_permutex2var_epi32(t28, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t29);
            __m256i t30 = _mm256_sub_epi32(b_v_4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t26), t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void spread3(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            float *t4 = a + 3 * t3;
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t5 = _mm256_add_ps(b_v, _mm256_set1_ps(0.5f));
            __m256 t6 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t5, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t7 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t5, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4, _mm256_movepi32_mask(t8), t7);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t5, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t5, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 8, _mm256_movepi32_mask(t11), t10);
            __m256 t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t5, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t5, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 16, _mm256_movepi32_mask(t14), t13);
            int t15 = (int)(i_vec + 8L);
            float *t16 = a + 3 * t15;
            __m256 b_v_1 = _mm256_loadu_ps(b + t15);
            __m256 t17 = _mm256_add_ps(b_v_1, _mm256_set1_ps(0.5f));
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t17, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t19 = (__m256)__builtin_shufflevector((vcc_v8_float)t18, (vcc_v8_float)t17, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t16, _mm256_movepi32_mask(t20), t19);
            __m256 t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t17, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t17, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t16 + 8, _mm256_movepi32_mask(t23), t22);
            __m256 t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t17, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t24, (vcc_v8_float)t17, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t16 + 16, _mm256_movepi32_mask(t26), t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        do {
            int t30 = (int)((long)t27 + i_vec_1);
            float *t31 = a + 3 * t30;
            __m256 b_v_2 = _mm256_loadu_ps(b + t30);
            __m256 t32 = _mm256_add_ps(b_v_2, _mm256_set1_ps(0.5f));
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t32, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t34 = (__m256)__builtin_shufflevector((vcc_v8_float)t33, (vcc_v8_float)t32, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t31, _mm256_movepi32_mask(t35), t34);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t32, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t37 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t32, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t31 + 8, _mm256_movepi32_mask(t38), t37);
            __m256 t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t32, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t40 = (__m256)__builtin_shufflevector((vcc_v8_float)t39, (vcc_v8_float)t32, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t41 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t31 + 16, _mm256_movepi32_mask(t41), t40);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        a[3 * i] = b[i] + 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_stride4(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t42;
    long t43;
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
            __m256i t11 = t10;
            s_v = _mm256_add_epi64(s_v, t11);
            const int *t12 = a + 4 * (int)(i_vec + 4L);
            __m128i t13 = _mm_loadu_si128((const __m128i *)t12);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(t12 + 4));
            __m128i t15 = _mm_loadu_si128((const __m128i *)(t12 + 8));
            __m128i t16 = _mm_loadu_si128((const __m128i *)(t12 + 12));
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v4_int)t13, (vcc_v4_int)t14, 0, 4, 0, 0);
            __m128i t18 = (__m128i)__builtin_shufflevector((vcc_v4_int)t17, (vcc_v4_int)t15, 0, 1, 4, 3);
            __m128i a_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)t18, (vcc_v4_int)t16, 0, 1, 2, 4);
            __m256i t19 = _mm256_cvtepi32_epi64(a_v_1);
            __m256i t20 = t19;
            s_v_1 = _mm256_add_epi64(s_v_1, t20);
            const int *t21 = a + 4 * (int)(i_vec + 8L);
            __m128i t22 = _mm_loadu_si128((const __m128i *)t21);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(t21 + 4));
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t21 + 8));
            __m128i t25 = _mm_loadu_si128((const __m128i *)(t21 + 12));
            __m128i t26 = (__m128i)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t23, 0, 4, 0, 0);
            __m128i t27 = (__m128i)__builtin_shufflevector((vcc_v4_int)t26, (vcc_v4_int)t24, 0, 1, 4, 3);
            __m128i a_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)t27, (vcc_v4_int)t25, 0, 1, 2, 4);
            __m256i t28 = _mm256_cvtepi32_epi64(a_v_2);
            __m256i t29 = t28;
            s_v_2 = _mm256_add_epi64(s_v_2, t29);
            const int *t30 = a + 4 * (int)(i_vec + 12L);
            __m128i t31 = _mm_loadu_si128((const __m128i *)t30);
            __m128i t32 = _mm_loadu_si128((const __m128i *)(t30 + 4));
            __m128i t33 = _mm_loadu_si128((const __m128i *)(t30 + 8));
            __m128i t34 = _mm_loadu_si128((const __m128i *)(t30 + 12));
            __m128i t35 = (__m128i)__builtin_shufflevector((vcc_v4_int)t31, (vcc_v4_int)t32, 0, 4, 0, 0);
            __m128i t36 = (__m128i)__builtin_shufflevector((vcc_v4_int)t35, (vcc_v4_int)t33, 0, 1, 4, 3);
            __m128i a_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t36, (vcc_v4_int)t34, 0, 1, 2, 4);
            __m256i t37 = _mm256_cvtepi32_epi64(a_v_3);
            __m256i t38 = t37;
            s_v_3 = _mm256_add_epi64(s_v_3, t38);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t39 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t40 = _mm256_add_epi64(t39, s_v_2);
        __m256i t41 = _mm256_add_epi64(t40, s_v_3);
        t42 = (int)t2;
        t43 = (long)vcc_avx2_reduce_epi64(t41, _mm_add_epi64, unsigned long);
    } else {
        t42 = 0;
        t43 = 0L;
    }
    long t44 = (long)n + (long)t42 * -1L - 1L;
    if (t44 >= 4L) {
        long t45 = t44 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        do {
            const int *t46 = a + 4 * (int)((long)t42 + i_vec_1);
            __m128i t47 = _mm_loadu_si128((const __m128i *)t46);
            __m128i t48 = _mm_loadu_si128((const __m128i *)(t46 + 4));
            __m128i t49 = _mm_loadu_si128((const __m128i *)(t46 + 8));
            __m128i t50 = _mm_loadu_si128((const __m128i *)(t46 + 12));
            __m128i t51 = (__m128i)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)t48, 0, 4, 0, 0);
            __m128i t52 = (__m128i)__builtin_shufflevector((vcc_v4_int)t51, (vcc_v4_int)t49, 0, 1, 4, 3);
            __m128i a_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)t52, (vcc_v4_int)t50, 0, 1, 2, 4);
            __m256i t53 = _mm256_cvtepi32_epi64(a_v_4);
            __m256i t54 = t53;
            s_v_4 = _mm256_add_epi64(s_v_4, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t45);
        i = (int)((long)t42 + t45);
        s = (long)((unsigned long)t43 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t42;
        s = t43;
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
