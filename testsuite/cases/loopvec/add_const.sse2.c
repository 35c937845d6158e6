/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
void add_const(int n, int *restrict a, const int *restrict b, int c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i c_v = _mm_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at add_const.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_add_epi32(b_v, c_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_add_epi32(b_v_1, c_v);
            _mm_storeu_si128((__m128i *)(a + t4), t5);
            long t6 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_add_epi32(b_v_2, c_v);
            _mm_storeu_si128((__m128i *)(a + t6), t7);
            long t8 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_add_epi32(b_v_3, c_v);
            _mm_storeu_si128((__m128i *)(a + t8), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m128i c_v_1 = _mm_set1_epi32((int)c);
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_add_epi32(b_v_4, c_v_1);
            _mm_storeu_si128((__m128i *)(a + t13), t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[t15] + c;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        __m128i t1 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at add_const.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            _mm_storeu_si128((__m128i *)&a[i_vec], _mm_set1_epi32(-1));
            __m128i t2 = (__m128i)((vcc_v4_int)(__m128i)i_v * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)&b[i_vec], t2);
            long t3 = i_vec + 4L;
            __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            _mm_storeu_si128((__m128i *)&a[t3], _mm_set1_epi32(-1));
            __m128i t5 = (__m128i)((vcc_v4_int)t4 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)&b[t3], t5);
            long t6 = i_vec + 8L;
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            _mm_storeu_si128((__m128i *)&a[t6], _mm_set1_epi32(-1));
            __m128i t8 = (__m128i)((vcc_v4_int)t7 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)&b[t6], t8);
            long t9 = i_vec + 12L;
            __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            _mm_storeu_si128((__m128i *)&a[t9], _mm_set1_epi32(-1));
            __m128i t11 = (__m128i)((vcc_v4_int)t10 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)&b[t9], t11);
            i_vec += 16L;
            __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            if (i_vec >= 992L) {
                break;
            }
            i_v = (vcc_v4_uint)t12;
        }
        __m128i t13 = _mm_set1_epi32(992);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t14 = 992L + i_vec_1;
            _mm_storeu_si128((__m128i *)&a[t14], _mm_set1_epi32(-1));
            __m128i t15 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)&b[t14], t15);
            i_vec_1 += 4L;
            __m128i t16 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = (vcc_v4_uint)t16;
        }
        a[1000] = -1;
        b[1000] = 3000;
        a[1001] = -1;
        b[1001] = 3003;
        a[1002] = -1;
        b[1002] = 3006;
        add_const(n, a, b, 42);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 31L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
