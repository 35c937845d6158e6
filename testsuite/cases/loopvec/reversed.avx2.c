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
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t3) + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t5 = _mm256_add_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t3), t5);
            int t6 = (int)(i_vec + 8L);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t6) + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t8 = _mm256_add_epi32(b_v_1, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            int t9 = (int)(i_vec + 16L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t9) + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t11 = _mm256_add_epi32(b_v_2, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            int t12 = (int)(i_vec + 24L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t12) + -7));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t14 = _mm256_add_epi32(b_v_3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            int t18 = (int)((long)t15 + i_vec_1);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t18) + -7));
            __m256i b_v_4 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_add_epi32(b_v_4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t18), t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

__attribute__((target("avx2"))) long weighted_down(int n, const short *a) {
    long s;
    long t32;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m128i t4 = _mm_set1_epi32((int)t1);
        __m128i t5 = t4;
        __m128i i_v = _mm_add_epi32(t5, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reversed.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i i_v_2 = i_v;
            __m256i t6 = _mm256_cvtepi32_epi64(i_v_2);
            vcc_v4_short t7 = vcc_load(vcc_v4_short, a + (int)((long)t1 + i_vec * -1L) + -3);
            vcc_v4_short a_v = __builtin_shufflevector(t7, t7, 3, 2, 1, 0);
            __m256i t8 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m256i t9 = (__m256i)((vcc_v4_long)t8 * (vcc_v4_long)t6);
            __m256i t10 = t9;
            s_v = _mm256_add_epi64(s_v, t10);
            __m128i t11 = _mm_add_epi32(i_v, _mm_set1_epi32(-4));
            __m128i i_v_3 = t11;
            __m256i t12 = _mm256_cvtepi32_epi64(i_v_3);
            vcc_v4_short t13 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (i_vec + 4L) * -1L) + -3);
            vcc_v4_short a_v_1 = __builtin_shufflevector(t13, t13, 3, 2, 1, 0);
            __m256i t14 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t15 = (__m256i)((vcc_v4_long)t14 * (vcc_v4_long)t12);
            __m256i t16 = t15;
            s_v_1 = _mm256_add_epi64(s_v_1, t16);
            __m128i t17 = _mm_add_epi32(i_v, _mm_set1_epi32(-8));
            __m128i i_v_4 = t17;
            __m256i t18 = _mm256_cvtepi32_epi64(i_v_4);
            vcc_v4_short t19 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (i_vec + 8L) * -1L) + -3);
            vcc_v4_short a_v_2 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            __m256i t20 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t21 = (__m256i)((vcc_v4_long)t20 * (vcc_v4_long)t18);
            __m256i t22 = t21;
            s_v_2 = _mm256_add_epi64(s_v_2, t22);
            __m128i t23 = _mm_add_epi32(i_v, _mm_set1_epi32(-12));
            __m128i i_v_5 = t23;
            __m256i t24 = _mm256_cvtepi32_epi64(i_v_5);
            vcc_v4_short t25 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (i_vec + 12L) * -1L) + -3);
            vcc_v4_short a_v_3 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            __m256i t26 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t27 = (__m256i)((vcc_v4_long)t26 * (vcc_v4_long)t24);
            __m256i t28 = t27;
            s_v_3 = _mm256_add_epi64(s_v_3, t28);
            i_vec += 16L;
            i_v = _mm_add_epi32(i_v, _mm_set1_epi32(-16));
        } while (i_vec < t3);
        __m256i t29 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t30 = _mm256_add_epi64(t29, s_v_2);
        __m256i t31 = _mm256_add_epi64(t30, s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t32 = (long)vcc_avx2_reduce_epi64(t31, _mm_add_epi64, unsigned long);
    } else {
        t32 = 0L;
    }
    long t33 = (long)t1 + 1L;
    if (t33 >= 4L) {
        long t34 = t33 & -4L;
        __m128i t35 = _mm_set1_epi32((int)t1);
        __m128i t36 = t35;
        __m128i i_v_1 = _mm_add_epi32(t36, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i i_v_6 = i_v_1;
            __m256i t37 = _mm256_cvtepi32_epi64(i_v_6);
            vcc_v4_short t38 = vcc_load(vcc_v4_short, a + (int)((long)t1 + i_vec_1 * -1L) + -3);
            vcc_v4_short a_v_4 = __builtin_shufflevector(t38, t38, 3, 2, 1, 0);
            __m256i t39 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t40 = (__m256i)((vcc_v4_long)t39 * (vcc_v4_long)t37);
            __m256i t41 = t40;
            s_v_4 = _mm256_add_epi64(s_v_4, t41);
            i_vec_1 += 4L;
            i_v_1 = _mm_add_epi32(i_v_1, _mm_set1_epi32(-4));
        } while (i_vec_1 < t34);
        i = (int)((long)t1 + t34 * -1L);
        s = (long)((unsigned long)t32 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t32;
    }
    for (; i >= 0; i--) {
        long t42 = (long)i;
        s += (long)a[t42] * t42;
    }
    return s;
}

__attribute__((target("avx2"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t4 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            __m256 t5 = _mm256_permutevar8x32_ps(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t3) + -7, t5);
            int t6 = (int)(i_vec + 8L);
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t7 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            __m256 t8 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t6) + -7, t8);
            int t9 = (int)(i_vec + 16L);
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256 t10 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            __m256 t11 = _mm256_permutevar8x32_ps(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t9) + -7, t11);
            int t12 = (int)(i_vec + 24L);
            __m256 b_v_3 = _mm256_loadu_ps(b + t12);
            __m256 t13 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            __m256 t14 = _mm256_permutevar8x32_ps(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t12) + -7, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            int t18 = (int)((long)t15 + i_vec_1);
            __m256 b_v_4 = _mm256_loadu_ps(b + t18);
            __m256 t19 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(2.0f));
            __m256 t20 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t18) + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
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
