/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
void every_other(int n, int *restrict a, const int *restrict b) {
    int t22;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = b + 2 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 4));
            __m128i b_v = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t4), _mm_castsi128_ps(t5), 0x88));
            __m128i t6 = _mm_sub_epi32(b_v, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            long t7 = i_vec + 4L;
            const int *t8 = b + 2 * (int)t7;
            __m128i t9 = _mm_loadu_si128((const __m128i *)t8);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(t8 + 4));
            __m128i b_v_1 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t9), _mm_castsi128_ps(t10), 0x88));
            __m128i t11 = _mm_sub_epi32(b_v_1, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t7), t11);
            long t12 = i_vec + 8L;
            const int *t13 = b + 2 * (int)t12;
            __m128i t14 = _mm_loadu_si128((const __m128i *)t13);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(t13 + 4));
            __m128i b_v_2 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t14), _mm_castsi128_ps(t15), 0x88));
            __m128i t16 = _mm_sub_epi32(b_v_2, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t12), t16);
            long t17 = i_vec + 12L;
            const int *t18 = b + 2 * (int)t17;
            __m128i t19 = _mm_loadu_si128((const __m128i *)t18);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(t18 + 4));
            __m128i b_v_3 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t19), _mm_castsi128_ps(t20), 0x88));
            __m128i t21 = _mm_sub_epi32(b_v_3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t17), t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L - 1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            const int *t26 = b + 2 * (int)t25;
            __m128i t27 = _mm_loadu_si128((const __m128i *)t26);
            __m128i t28 = _mm_loadu_si128((const __m128i *)(t26 + 4));
            __m128i b_v_4 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t27), _mm_castsi128_ps(t28), 0x88));
            __m128i t29 = _mm_sub_epi32(b_v_4, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t25), t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

void spread3(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + 3 * (int)i_vec;
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t4 = _mm_add_ps(b_v, _mm_set1_ps(0.5f));
            *t3 = ((vcc_v4_float)t4)[0];
            t3[3] = ((vcc_v4_float)t4)[1];
            t3[6] = ((vcc_v4_float)t4)[2];
            t3[9] = ((vcc_v4_float)t4)[3];
            long t5 = i_vec + 4L;
            float *t6 = a + 3 * (int)t5;
            __m128 b_v_1 = _mm_loadu_ps(b + t5);
            __m128 t7 = _mm_add_ps(b_v_1, _mm_set1_ps(0.5f));
            *t6 = ((vcc_v4_float)t7)[0];
            t6[3] = ((vcc_v4_float)t7)[1];
            t6[6] = ((vcc_v4_float)t7)[2];
            t6[9] = ((vcc_v4_float)t7)[3];
            long t8 = i_vec + 8L;
            float *t9 = a + 3 * (int)t8;
            __m128 b_v_2 = _mm_loadu_ps(b + t8);
            __m128 t10 = _mm_add_ps(b_v_2, _mm_set1_ps(0.5f));
            *t9 = ((vcc_v4_float)t10)[0];
            t9[3] = ((vcc_v4_float)t10)[1];
            t9[6] = ((vcc_v4_float)t10)[2];
            t9[9] = ((vcc_v4_float)t10)[3];
            long t11 = i_vec + 12L;
            float *t12 = a + 3 * (int)t11;
            __m128 b_v_3 = _mm_loadu_ps(b + t11);
            __m128 t13 = _mm_add_ps(b_v_3, _mm_set1_ps(0.5f));
            *t12 = ((vcc_v4_float)t13)[0];
            t12[3] = ((vcc_v4_float)t13)[1];
            t12[6] = ((vcc_v4_float)t13)[2];
            t12[9] = ((vcc_v4_float)t13)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float *t18 = a + 3 * (int)t17;
            __m128 b_v_4 = _mm_loadu_ps(b + t17);
            __m128 t19 = _mm_add_ps(b_v_4, _mm_set1_ps(0.5f));
            *t18 = ((vcc_v4_float)t19)[0];
            t18[3] = ((vcc_v4_float)t19)[1];
            t18[6] = ((vcc_v4_float)t19)[2];
            t18[9] = ((vcc_v4_float)t19)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[3 * i] = b[i] + 0.5f;
    }
}

long sum_stride4(int n, const int *a) {
    long s;
    int t30;
    long t31;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at strided.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const int *t3 = a + 4 * (int)i_vec;
            vcc_v2_int t4 = vcc_load(vcc_v2_int, t3);
            vcc_v2_int t5 = vcc_load(vcc_v2_int, t3 + 2);
            vcc_v2_int t6 = vcc_load(vcc_v2_int, t3 + 4);
            vcc_v2_int t7 = __builtin_shufflevector(t4, t5, 0, 0);
            vcc_v2_int a_v = __builtin_shufflevector(t7, t6, 0, 2);
            __m128i t8 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            s_v = _mm_add_epi64(s_v, t8);
            const int *t9 = a + 4 * (int)(i_vec + 2L);
            vcc_v2_int t10 = vcc_load(vcc_v2_int, t9);
            vcc_v2_int t11 = vcc_load(vcc_v2_int, t9 + 2);
            vcc_v2_int t12 = vcc_load(vcc_v2_int, t9 + 4);
            vcc_v2_int t13 = __builtin_shufflevector(t10, t11, 0, 0);
            vcc_v2_int a_v_1 = __builtin_shufflevector(t13, t12, 0, 2);
            __m128i t14 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t14);
            const int *t15 = a + 4 * (int)(i_vec + 4L);
            vcc_v2_int t16 = vcc_load(vcc_v2_int, t15);
            vcc_v2_int t17 = vcc_load(vcc_v2_int, t15 + 2);
            vcc_v2_int t18 = vcc_load(vcc_v2_int, t15 + 4);
            vcc_v2_int t19 = __builtin_shufflevector(t16, t17, 0, 0);
            vcc_v2_int a_v_2 = __builtin_shufflevector(t19, t18, 0, 2);
            __m128i t20 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t20);
            const int *t21 = a + 4 * (int)(i_vec + 6L);
            vcc_v2_int t22 = vcc_load(vcc_v2_int, t21);
            vcc_v2_int t23 = vcc_load(vcc_v2_int, t21 + 2);
            vcc_v2_int t24 = vcc_load(vcc_v2_int, t21 + 4);
            vcc_v2_int t25 = __builtin_shufflevector(t22, t23, 0, 0);
            vcc_v2_int a_v_3 = __builtin_shufflevector(t25, t24, 0, 2);
            __m128i t26 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            s_v_3 = _mm_add_epi64(s_v_3, t26);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t27 = _mm_add_epi64(s_v, s_v_1);
        __m128i t28 = _mm_add_epi64(t27, s_v_2);
        __m128i t29 = _mm_add_epi64(t28, s_v_3);
        t30 = (int)t2;
        t31 = (long)vcc_sse_reduce_epi64(t29, _mm_add_epi64, unsigned long);
    } else {
        t30 = 0;
        t31 = 0L;
    }
    long t32 = (long)n + (long)t30 * -1L - 1L;
    if (t32 >= 2L) {
        long t33 = t32 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at strided.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            const int *t34 = a + 4 * (int)((long)t30 + i_vec_1);
            vcc_v2_int t35 = vcc_load(vcc_v2_int, t34);
            vcc_v2_int t36 = vcc_load(vcc_v2_int, t34 + 2);
            vcc_v2_int t37 = vcc_load(vcc_v2_int, t34 + 4);
            vcc_v2_int t38 = __builtin_shufflevector(t35, t36, 0, 0);
            vcc_v2_int a_v_4 = __builtin_shufflevector(t38, t37, 0, 2);
            __m128i t39 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            s_v_4 = _mm_add_epi64(s_v_4, t39);
            i_vec_1 += 2L;
        } while (i_vec_1 < t33);
        i = (int)((long)t30 + t33);
        s = (long)((unsigned long)t31 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t30;
        s = t31;
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
