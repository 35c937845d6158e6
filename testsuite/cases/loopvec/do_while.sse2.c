/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
int fill(int n, int *restrict a) {
    int i;
    int s;
    int t22;
    int t23;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at do_while.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t4 = a + i_vec;
            __m128i t5 = (__m128i)((vcc_v4_int)(__m128i)i_v * (vcc_v4_int)_mm_set1_epi32(5));
            _mm_storeu_si128((__m128i *)t4, t5);
            __m128i a_v = _mm_loadu_si128((const __m128i *)t4);
            __m128i t6 = _mm_xor_si128(a_v, (__m128i)i_v);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            int *t8 = a + (i_vec + 4L);
            __m128i t9 = (__m128i)((vcc_v4_int)t7 * (vcc_v4_int)_mm_set1_epi32(5));
            _mm_storeu_si128((__m128i *)t8, t9);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t8);
            __m128i t10 = _mm_xor_si128(a_v_1, t7);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t10);
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            int *t12 = a + (i_vec + 8L);
            __m128i t13 = (__m128i)((vcc_v4_int)t11 * (vcc_v4_int)_mm_set1_epi32(5));
            _mm_storeu_si128((__m128i *)t12, t13);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t12);
            __m128i t14 = _mm_xor_si128(a_v_2, t11);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t14);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            int *t16 = a + (i_vec + 12L);
            __m128i t17 = (__m128i)((vcc_v4_int)t15 * (vcc_v4_int)_mm_set1_epi32(5));
            _mm_storeu_si128((__m128i *)t16, t17);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t18 = _mm_xor_si128(a_v_3, t15);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t18);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        __m128i t19 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t20 = _mm_add_epi32(t19, (__m128i)s_v_2);
        __m128i t21 = _mm_add_epi32(t20, (__m128i)s_v_3);
        t22 = (int)t2;
        t23 = (int)vcc_sse_reduce_epi32(t21, _mm_add_epi32, unsigned int);
    } else {
        t22 = 0;
        t23 = 0;
    }
    long t24 = (long)n + (long)t22 * -1L + -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        __m128i t26 = _mm_set1_epi32((int)t22);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t26, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at do_while.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t27 = a + ((long)t22 + i_vec_1);
            __m128i t28 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 * (vcc_v4_int)_mm_set1_epi32(5));
            _mm_storeu_si128((__m128i *)t27, t28);
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t27);
            __m128i t29 = _mm_xor_si128(a_v_4, (__m128i)i_v_1);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t29);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        s = (int)((unsigned int)t23 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t22;
        s = t23;
    }
    for (;;) {
        int *t30 = a + i;
        *t30 = i * 5;
        s += *t30 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at do_while.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&a[i_vec], _mm_set1_epi32(-1));
            _mm_storeu_si128((__m128i *)&a[i_vec + 4L], _mm_set1_epi32(-1));
            _mm_storeu_si128((__m128i *)&a[i_vec + 8L], _mm_set1_epi32(-1));
            _mm_storeu_si128((__m128i *)&a[i_vec + 12L], _mm_set1_epi32(-1));
            i_vec += 16L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        /* vcc: loop at do_while.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&a[992L + i_vec_1], _mm_set1_epi32(-1));
            i_vec_1 += 4L;
        } while (i_vec_1 < 8L);
        a[1000] = -1;
        a[1001] = -1;
        a[1002] = -1;
        int r = fill(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 17L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
        c++;
    }
    return 0;
}
