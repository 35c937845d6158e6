/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
__attribute__((target("avx2"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

__attribute__((target("avx2"))) long weighted_down(int n, const short *a) {
    long s;
    long t27;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m128i t4 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reversed.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i t5 = _mm256_cvtepi32_epi64((__m128i)i_v);
            vcc_v4_short t6 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec * -1L) + -3);
            vcc_v4_short a_v = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            __m256i t7 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m256i t8 = _mm256_mul_epi32(t7, t5);
            s_v = _mm256_add_epi64(s_v, t8);
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-4));
            __m256i t10 = _mm256_cvtepi32_epi64(t9);
            vcc_v4_short t11 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 4L) * -1L) + -3);
            vcc_v4_short a_v_1 = __builtin_shufflevector(t11, t11, 3, 2, 1, 0);
            __m256i t12 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t13 = _mm256_mul_epi32(t12, t10);
            s_v_1 = _mm256_add_epi64(s_v_1, t13);
            __m128i t14 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-8));
            __m256i t15 = _mm256_cvtepi32_epi64(t14);
            vcc_v4_short t16 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 8L) * -1L) + -3);
            vcc_v4_short a_v_2 = __builtin_shufflevector(t16, t16, 3, 2, 1, 0);
            __m256i t17 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t18 = _mm256_mul_epi32(t17, t15);
            s_v_2 = _mm256_add_epi64(s_v_2, t18);
            __m128i t19 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-12));
            __m256i t20 = _mm256_cvtepi32_epi64(t19);
            vcc_v4_short t21 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 12L) * -1L) + -3);
            vcc_v4_short a_v_3 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            __m256i t22 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t23 = _mm256_mul_epi32(t22, t20);
            s_v_3 = _mm256_add_epi64(s_v_3, t23);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-16));
        } while (i_vec < t3);
        __m256i t24 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t25 = _mm256_add_epi64(t24, s_v_2);
        __m256i t26 = _mm256_add_epi64(t25, s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t27 = (long)vcc_avx2_reduce_epi64(t26, _mm_add_epi64, unsigned long);
    } else {
        t27 = 0L;
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        __m128i t30 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t30, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reversed.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i t31 = _mm256_cvtepi32_epi64((__m128i)i_v_1);
            vcc_v4_short t32 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec_1 * -1L) + -3);
            vcc_v4_short a_v_4 = __builtin_shufflevector(t32, t32, 3, 2, 1, 0);
            __m256i t33 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t34 = _mm256_mul_epi32(t33, t31);
            s_v_4 = _mm256_add_epi64(s_v_4, t34);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(-4));
        } while (i_vec_1 < t29);
        i = (int)((long)t1 + t29 * -1L);
        s = (long)((unsigned long)t27 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t27;
    }
    for (; i >= 0; i--) {
        long t35 = (long)i;
        s += (long)a[t35] * t35;
    }
    return s;
}

__attribute__((target("avx2"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        i = (int)((long)t14 + t16);
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
