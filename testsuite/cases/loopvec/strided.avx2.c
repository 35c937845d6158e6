/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
__attribute__((target("avx2"))) void every_other(int n, int *restrict a, const int *restrict b) {
    int t29;
    int i;
    long t3 = (long)n - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const int *t6 = b + 2 * t5;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(t6 + 8));
            __m256i t9 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t7), _mm256_castsi256_ps(t8), 0x88)), 0xd8);
            __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t10);
            int t11 = (int)(t1 + 8L);
            const int *t12 = b + 2 * t11;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)t12);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(t12 + 8));
            __m256i t15 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t13), _mm256_castsi256_ps(t14), 0x88)), 0xd8);
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t11), t16);
            int t17 = (int)(t1 + 16L);
            const int *t18 = b + 2 * t17;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(t18 + 8));
            __m256i t21 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t19), _mm256_castsi256_ps(t20), 0x88)), 0xd8);
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t22);
            int t23 = (int)(t1 + 24L);
            const int *t24 = b + 2 * t23;
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(t24 + 8));
            __m256i t27 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t25), _mm256_castsi256_ps(t26), 0x88)), 0xd8);
            __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t23), t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L - 1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            int t32 = (int)((long)t29 + t2);
            const int *t33 = b + 2 * t32;
            __m256i t34 = _mm256_loadu_si256((const __m256i *)t33);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(t33 + 8));
            __m256i t36 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t34), _mm256_castsi256_ps(t35), 0x88)), 0xd8);
            __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t32), t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

void spread3(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i] = b[i] + 0.5f;
}

__attribute__((target("avx2"))) long sum_stride4(int n, const int *a) {
    long s;
    int t53;
    long t54;
    int i;
    long t8 = (long)n - 1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            const int *t10 = a + 4 * (int)t1;
            __m128i t11 = _mm_loadu_si128((const __m128i *)t10);
            __m128i t12 = _mm_loadu_si128((const __m128i *)(t10 + 4));
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t10 + 8));
            __m128i t14 = _mm_loadu_si128((const __m128i *)(t10 + 12));
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v4_int)t11, (vcc_v4_int)t12, 0, 4, 0, 0);
            __m128i t16 = (__m128i)__builtin_shufflevector((vcc_v4_int)t15, (vcc_v4_int)t13, 0, 1, 4, 3);
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v4_int)t16, (vcc_v4_int)t14, 0, 1, 2, 4);
            __m256i t18 = _mm256_cvtepi32_epi64(t17);
            __m256i t19 = t18;
            t2 = _mm256_add_epi64(t2, t19);
            const int *t20 = a + 4 * (int)(t1 + 4L);
            __m128i t21 = _mm_loadu_si128((const __m128i *)t20);
            __m128i t22 = _mm_loadu_si128((const __m128i *)(t20 + 4));
            __m128i t23 = _mm_loadu_si128((const __m128i *)(t20 + 8));
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t20 + 12));
            __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v4_int)t21, (vcc_v4_int)t22, 0, 4, 0, 0);
            __m128i t26 = (__m128i)__builtin_shufflevector((vcc_v4_int)t25, (vcc_v4_int)t23, 0, 1, 4, 3);
            __m128i t27 = (__m128i)__builtin_shufflevector((vcc_v4_int)t26, (vcc_v4_int)t24, 0, 1, 2, 4);
            __m256i t28 = _mm256_cvtepi32_epi64(t27);
            __m256i t29 = t28;
            t3 = _mm256_add_epi64(t3, t29);
            const int *t30 = a + 4 * (int)(t1 + 8L);
            __m128i t31 = _mm_loadu_si128((const __m128i *)t30);
            __m128i t32 = _mm_loadu_si128((const __m128i *)(t30 + 4));
            __m128i t33 = _mm_loadu_si128((const __m128i *)(t30 + 8));
            __m128i t34 = _mm_loadu_si128((const __m128i *)(t30 + 12));
            __m128i t35 = (__m128i)__builtin_shufflevector((vcc_v4_int)t31, (vcc_v4_int)t32, 0, 4, 0, 0);
            __m128i t36 = (__m128i)__builtin_shufflevector((vcc_v4_int)t35, (vcc_v4_int)t33, 0, 1, 4, 3);
            __m128i t37 = (__m128i)__builtin_shufflevector((vcc_v4_int)t36, (vcc_v4_int)t34, 0, 1, 2, 4);
            __m256i t38 = _mm256_cvtepi32_epi64(t37);
            __m256i t39 = t38;
            t4 = _mm256_add_epi64(t4, t39);
            const int *t40 = a + 4 * (int)(t1 + 12L);
            __m128i t41 = _mm_loadu_si128((const __m128i *)t40);
            __m128i t42 = _mm_loadu_si128((const __m128i *)(t40 + 4));
            __m128i t43 = _mm_loadu_si128((const __m128i *)(t40 + 8));
            __m128i t44 = _mm_loadu_si128((const __m128i *)(t40 + 12));
            __m128i t45 = (__m128i)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)t42, 0, 4, 0, 0);
            __m128i t46 = (__m128i)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)t43, 0, 1, 4, 3);
            __m128i t47 = (__m128i)__builtin_shufflevector((vcc_v4_int)t46, (vcc_v4_int)t44, 0, 1, 2, 4);
            __m256i t48 = _mm256_cvtepi32_epi64(t47);
            __m256i t49 = t48;
            t5 = _mm256_add_epi64(t5, t49);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t50 = _mm256_add_epi64(t2, t3);
        __m256i t51 = _mm256_add_epi64(t50, t4);
        __m256i t52 = _mm256_add_epi64(t51, t5);
        t53 = (int)t9;
        t54 = (long)vcc_avx2_reduce_epi64(t52, _mm_add_epi64, unsigned long);
    } else {
        t53 = 0;
        t54 = 0L;
    }
    long t55 = (long)n + (long)t53 * -1L - 1L;
    if (t55 >= 4L) {
        long t56 = t55 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            const int *t57 = a + 4 * (int)((long)t53 + t6);
            __m128i t58 = _mm_loadu_si128((const __m128i *)t57);
            __m128i t59 = _mm_loadu_si128((const __m128i *)(t57 + 4));
            __m128i t60 = _mm_loadu_si128((const __m128i *)(t57 + 8));
            __m128i t61 = _mm_loadu_si128((const __m128i *)(t57 + 12));
            __m128i t62 = (__m128i)__builtin_shufflevector((vcc_v4_int)t58, (vcc_v4_int)t59, 0, 4, 0, 0);
            __m128i t63 = (__m128i)__builtin_shufflevector((vcc_v4_int)t62, (vcc_v4_int)t60, 0, 1, 4, 3);
            __m128i t64 = (__m128i)__builtin_shufflevector((vcc_v4_int)t63, (vcc_v4_int)t61, 0, 1, 2, 4);
            __m256i t65 = _mm256_cvtepi32_epi64(t64);
            __m256i t66 = t65;
            t7 = _mm256_add_epi64(t7, t66);
            t6 += 4L;
        } while (t6 < t56);
        i = (int)((long)t53 + t56);
        s = (long)((unsigned long)t54 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long));
    } else {
        i = t53;
        s = t54;
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
