/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
unsigned xor_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint x_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint x_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint x_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            x_v = (vcc_v4_uint)_mm_xor_si128((__m128i)x_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            x_v_1 = (vcc_v4_uint)_mm_xor_si128((__m128i)x_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            x_v_2 = (vcc_v4_uint)_mm_xor_si128((__m128i)x_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            x_v_3 = (vcc_v4_uint)_mm_xor_si128((__m128i)x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_xor_si128((__m128i)x_v, (__m128i)x_v_1);
        __m128i t4 = _mm_xor_si128(t3, (__m128i)x_v_2);
        __m128i t5 = _mm_xor_si128(t4, (__m128i)x_v_3);
        t6 = (int)t2;
        t7 = 0U ^ vcc_sse_reduce_epi32(t5, _mm_xor_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint x_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            x_v_4 = (vcc_v4_uint)_mm_xor_si128((__m128i)x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ vcc_sse_reduce_epi32((__m128i)x_v_4, _mm_xor_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

unsigned and_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint x_v = (vcc_v4_uint)_mm_set1_epi32(-1);
        vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_set1_epi32(-1);
        vcc_v4_uint x_v_2 = (vcc_v4_uint)_mm_set1_epi32(-1);
        vcc_v4_uint x_v_3 = (vcc_v4_uint)_mm_set1_epi32(-1);
        /* vcc: loop at bit_reduce.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            x_v = (vcc_v4_uint)_mm_and_si128((__m128i)x_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            x_v_1 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            x_v_2 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            x_v_3 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_and_si128((__m128i)x_v, (__m128i)x_v_1);
        __m128i t4 = _mm_and_si128(t3, (__m128i)x_v_2);
        __m128i t5 = _mm_and_si128(t4, (__m128i)x_v_3);
        t6 = (int)t2;
        t7 = 4294967295U & vcc_sse_reduce_epi32(t5, _mm_and_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 4294967295U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint x_v_4 = (vcc_v4_uint)_mm_set1_epi32(-1);
        /* vcc: loop at bit_reduce.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            x_v_4 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 & vcc_sse_reduce_epi32((__m128i)x_v_4, _mm_and_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

unsigned or_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint x_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint x_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint x_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            x_v = (vcc_v4_uint)_mm_or_si128((__m128i)x_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            x_v_1 = (vcc_v4_uint)_mm_or_si128((__m128i)x_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            x_v_2 = (vcc_v4_uint)_mm_or_si128((__m128i)x_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            x_v_3 = (vcc_v4_uint)_mm_or_si128((__m128i)x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_or_si128((__m128i)x_v, (__m128i)x_v_1);
        __m128i t4 = _mm_or_si128(t3, (__m128i)x_v_2);
        __m128i t5 = _mm_or_si128(t4, (__m128i)x_v_3);
        t6 = (int)t2;
        t7 = 0U | vcc_sse_reduce_epi32(t5, _mm_or_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint x_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            x_v_4 = (vcc_v4_uint)_mm_or_si128((__m128i)x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 | vcc_sse_reduce_epi32((__m128i)x_v_4, _mm_or_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = 0xfff0ffffu ^ (1u << (i % 32)) ^ ((unsigned)i * 2654435761u >> 20);
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, a), and_all(n, a), or_all(n, a));
    }
    return 0;
}
