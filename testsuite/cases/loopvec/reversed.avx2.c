/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
__attribute__((target("avx2"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t5) + -7));
            __m256i t7 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            int t9 = (int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t9) + -7));
            __m256i t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            int t13 = (int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t13) + -7));
            __m256i t15 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            int t17 = (int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t17) + -7));
            __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t24) + -7));
            __m256i t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t27 = _mm256_add_epi32(t26, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

__attribute__((target("avx2"))) long weighted_down(int n, const short *a) {
    long s;
    long t49;
    int i;
    int t1 = n - 1;
    long t11 = (long)n;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m128i t13 = _mm_set1_epi32((int)t1);
        __m128i t14 = t13;
        __m128i t2 = _mm_add_epi32(t14, _mm_setr_epi32(0, -1, -2, -3));
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)0LL);
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t15 = t2;
            __m256i t16 = _mm256_cvtepi32_epi64(t15);
            vcc_v4_short t17 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t3 * -1L) + -3);
            vcc_v4_short t18 = __builtin_shufflevector(t17, t17, 3, 2, 1, 0);
            __m256i t19 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t18));
            __m256i t20 = (__m256i)((vcc_v4_long)t19 * (vcc_v4_long)t16);
            __m256i t21 = t20;
            t4 = _mm256_add_epi64(t4, t21);
            __m128i t22 = _mm_add_epi32(t2, _mm_set1_epi32(-4));
            __m128i t23 = t22;
            __m256i t24 = _mm256_cvtepi32_epi64(t23);
            vcc_v4_short t25 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 4L) * -1L) + -3);
            vcc_v4_short t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            __m256i t27 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t26));
            __m256i t28 = (__m256i)((vcc_v4_long)t27 * (vcc_v4_long)t24);
            __m256i t29 = t28;
            t5 = _mm256_add_epi64(t5, t29);
            __m128i t30 = _mm_add_epi32(t2, _mm_set1_epi32(-8));
            __m128i t31 = t30;
            __m256i t32 = _mm256_cvtepi32_epi64(t31);
            vcc_v4_short t33 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 8L) * -1L) + -3);
            vcc_v4_short t34 = __builtin_shufflevector(t33, t33, 3, 2, 1, 0);
            __m256i t35 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t34));
            __m256i t36 = (__m256i)((vcc_v4_long)t35 * (vcc_v4_long)t32);
            __m256i t37 = t36;
            t6 = _mm256_add_epi64(t6, t37);
            __m128i t38 = _mm_add_epi32(t2, _mm_set1_epi32(-12));
            __m128i t39 = t38;
            __m256i t40 = _mm256_cvtepi32_epi64(t39);
            vcc_v4_short t41 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 12L) * -1L) + -3);
            vcc_v4_short t42 = __builtin_shufflevector(t41, t41, 3, 2, 1, 0);
            __m256i t43 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t42));
            __m256i t44 = (__m256i)((vcc_v4_long)t43 * (vcc_v4_long)t40);
            __m256i t45 = t44;
            t7 = _mm256_add_epi64(t7, t45);
            t3 += 16L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32(-16));
        } while (t3 < t12);
        __m256i t46 = _mm256_add_epi64(t4, t5);
        __m256i t47 = _mm256_add_epi64(t46, t6);
        __m256i t48 = _mm256_add_epi64(t47, t7);
        t1 = (int)((long)t1 + t12 * -1L);
        t49 = (long)vcc_avx2_reduce_epi64(t48, _mm_add_epi64, unsigned long);
    } else {
        t49 = 0L;
    }
    long t50 = (long)t1 + 1L;
    if (t50 >= 4L) {
        long t51 = t50 & -4L;
        __m128i t52 = _mm_set1_epi32((int)t1);
        __m128i t53 = t52;
        __m128i t8 = _mm_add_epi32(t53, _mm_setr_epi32(0, -1, -2, -3));
        long t9 = 0L;
        __m256i t10 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t54 = t8;
            __m256i t55 = _mm256_cvtepi32_epi64(t54);
            vcc_v4_short t56 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t9 * -1L) + -3);
            vcc_v4_short t57 = __builtin_shufflevector(t56, t56, 3, 2, 1, 0);
            __m256i t58 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t57));
            __m256i t59 = (__m256i)((vcc_v4_long)t58 * (vcc_v4_long)t55);
            __m256i t60 = t59;
            t10 = _mm256_add_epi64(t10, t60);
            t9 += 4L;
            t8 = _mm_add_epi32(t8, _mm_set1_epi32(-4));
        } while (t9 < t51);
        i = (int)((long)t1 + t51 * -1L);
        s = (long)((unsigned long)t49 + vcc_avx2_reduce_epi64(t10, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t49;
    }
    for (; i >= 0; i--) {
        long t61 = (long)i;
        s += (long)a[t61] * t61;
    }
    return s;
}

__attribute__((target("avx2"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256 t6 = _mm256_loadu_ps(b + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            __m256 t8 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t5) + -7, t8);
            int t9 = (int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(b + t9);
            __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            __m256 t12 = _mm256_permutevar8x32_ps(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t9) + -7, t12);
            int t13 = (int)(t1 + 16L);
            __m256 t14 = _mm256_loadu_ps(b + t13);
            __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            __m256 t16 = _mm256_permutevar8x32_ps(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t13) + -7, t16);
            int t17 = (int)(t1 + 24L);
            __m256 t18 = _mm256_loadu_ps(b + t17);
            __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(2.0f));
            __m256 t20 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t17) + -7, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            __m256 t25 = _mm256_loadu_ps(b + t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(2.0f));
            __m256 t27 = _mm256_permutevar8x32_ps(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t24) + -7, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
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
