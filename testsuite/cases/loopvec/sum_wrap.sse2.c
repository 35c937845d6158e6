/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

/* vcc-test: expect-vectorized 1 */
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
int sum(int n, const int *a) {
    int s;
    int t6;
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t4 = _mm_add_epi32(t3, (__m128i)s_v_2);
        __m128i t5 = _mm_add_epi32(t4, (__m128i)s_v_3);
        t6 = (int)t2;
        t7 = (int)vcc_sse_reduce_epi32(t5, _mm_add_epi32, unsigned int);
    } else {
        t6 = 0;
        t7 = 0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at sum_wrap.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (int)((unsigned int)t7 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int t42;
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at sum_wrap.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t2 = (__m128i)((vcc_v4_int)(__m128i)i_v % (vcc_v4_int)_mm_set1_epi32(2));
        __m128i t3 = _mm_cmpeq_epi32(t2, _mm_set1_epi32(0));
        __m128i t4 = _mm_sub_epi32((__m128i)i_v, _mm_set1_epi32(1));
        __m128i t5 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t4);
        __m128i t6 = _mm_sub_epi32(_mm_setzero_si128(), t5);
        __m128i t7 = _mm_sub_epi32(_mm_set1_epi32(2147483647), (__m128i)i_v);
        __m128i t8 = vcc_sse2_blendv_epi8(t6, t7, t3);
        _mm_storeu_si128((__m128i *)&a[i_vec], t8);
        __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t10 = (__m128i)((vcc_v4_int)t9 % (vcc_v4_int)_mm_set1_epi32(2));
        __m128i t11 = _mm_cmpeq_epi32(t10, _mm_set1_epi32(0));
        __m128i t12 = _mm_sub_epi32(t9, _mm_set1_epi32(1));
        __m128i t13 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t12);
        __m128i t14 = _mm_sub_epi32(_mm_setzero_si128(), t13);
        __m128i t15 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t9);
        __m128i t16 = vcc_sse2_blendv_epi8(t14, t15, t11);
        _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t16);
        __m128i t17 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t18 = (__m128i)((vcc_v4_int)t17 % (vcc_v4_int)_mm_set1_epi32(2));
        __m128i t19 = _mm_cmpeq_epi32(t18, _mm_set1_epi32(0));
        __m128i t20 = _mm_sub_epi32(t17, _mm_set1_epi32(1));
        __m128i t21 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t20);
        __m128i t22 = _mm_sub_epi32(_mm_setzero_si128(), t21);
        __m128i t23 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t17);
        __m128i t24 = vcc_sse2_blendv_epi8(t22, t23, t19);
        _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t24);
        __m128i t25 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t26 = (__m128i)((vcc_v4_int)t25 % (vcc_v4_int)_mm_set1_epi32(2));
        __m128i t27 = _mm_cmpeq_epi32(t26, _mm_set1_epi32(0));
        __m128i t28 = _mm_sub_epi32(t25, _mm_set1_epi32(1));
        __m128i t29 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t28);
        __m128i t30 = _mm_sub_epi32(_mm_setzero_si128(), t29);
        __m128i t31 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t25);
        __m128i t32 = vcc_sse2_blendv_epi8(t30, t31, t27);
        _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t32);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 992L);
    __m128i t33 = _mm_set1_epi32(992);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t33, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at sum_wrap.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t34 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 % (vcc_v4_int)_mm_set1_epi32(2));
        __m128i t35 = _mm_cmpeq_epi32(t34, _mm_set1_epi32(0));
        __m128i t36 = _mm_sub_epi32((__m128i)i_v_1, _mm_set1_epi32(1));
        __m128i t37 = _mm_sub_epi32(_mm_set1_epi32(2147483647), t36);
        __m128i t38 = _mm_sub_epi32(_mm_setzero_si128(), t37);
        __m128i t39 = _mm_sub_epi32(_mm_set1_epi32(2147483647), (__m128i)i_v_1);
        __m128i t40 = vcc_sse2_blendv_epi8(t38, t39, t35);
        _mm_storeu_si128((__m128i *)&a[992L + i_vec_1], t40);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        int *t41 = &a[i];
        if ((i % 2) == 0) {
            t42 = 2147483647 - i;
        } else {
            t42 = -(2147483647 - (i - 1));
        }
        *t41 = t42;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t43 = &counts[c];
        int t44 = sum(*t43, a);
        printf("sum(%d) = %d\n", *t43, t44);
    }
    return 0;
}
