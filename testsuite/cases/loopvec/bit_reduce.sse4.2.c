/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
__attribute__((target("sse4.2"))) unsigned xor_all(int n, const unsigned *a) {
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

__attribute__((target("sse4.2"))) unsigned and_all(int n, const unsigned *a) {
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

__attribute__((target("sse4.2"))) unsigned or_all(int n, const unsigned *a) {
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

__attribute__((target("sse4.2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at bit_reduce.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t2 = (__m128i)((vcc_v4_int)(__m128i)i_v % (vcc_v4_int)_mm_set1_epi32(32));
        __m128i t3 = _mm_mullo_epi32(_mm_set1_epi32(1), _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t2, 23), _mm_set1_epi32(0x3f800000)))));
        __m128i t4 = _mm_xor_si128(_mm_set1_epi32(-983041), t3);
        __m128i t5 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(-1640531535));
        __m128i t6 = _mm_srli_epi32(t5, 20);
        __m128i t7 = _mm_xor_si128(t4, t6);
        _mm_storeu_si128((__m128i *)&a[i_vec], t7);
        __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t9 = (__m128i)((vcc_v4_int)t8 % (vcc_v4_int)_mm_set1_epi32(32));
        __m128i t10 = _mm_mullo_epi32(_mm_set1_epi32(1), _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t9, 23), _mm_set1_epi32(0x3f800000)))));
        __m128i t11 = _mm_xor_si128(_mm_set1_epi32(-983041), t10);
        __m128i t12 = _mm_mullo_epi32(t8, _mm_set1_epi32(-1640531535));
        __m128i t13 = _mm_srli_epi32(t12, 20);
        __m128i t14 = _mm_xor_si128(t11, t13);
        _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t14);
        __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t16 = (__m128i)((vcc_v4_int)t15 % (vcc_v4_int)_mm_set1_epi32(32));
        __m128i t17 = _mm_mullo_epi32(_mm_set1_epi32(1), _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t16, 23), _mm_set1_epi32(0x3f800000)))));
        __m128i t18 = _mm_xor_si128(_mm_set1_epi32(-983041), t17);
        __m128i t19 = _mm_mullo_epi32(t15, _mm_set1_epi32(-1640531535));
        __m128i t20 = _mm_srli_epi32(t19, 20);
        __m128i t21 = _mm_xor_si128(t18, t20);
        _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t21);
        __m128i t22 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t23 = (__m128i)((vcc_v4_int)t22 % (vcc_v4_int)_mm_set1_epi32(32));
        __m128i t24 = _mm_mullo_epi32(_mm_set1_epi32(1), _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t23, 23), _mm_set1_epi32(0x3f800000)))));
        __m128i t25 = _mm_xor_si128(_mm_set1_epi32(-983041), t24);
        __m128i t26 = _mm_mullo_epi32(t22, _mm_set1_epi32(-1640531535));
        __m128i t27 = _mm_srli_epi32(t26, 20);
        __m128i t28 = _mm_xor_si128(t25, t27);
        _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t28);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 992L);
    __m128i t29 = _mm_set1_epi32(992);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at bit_reduce.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t30 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 % (vcc_v4_int)_mm_set1_epi32(32));
        __m128i t31 = _mm_mullo_epi32(_mm_set1_epi32(1), _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t30, 23), _mm_set1_epi32(0x3f800000)))));
        __m128i t32 = _mm_xor_si128(_mm_set1_epi32(-983041), t31);
        __m128i t33 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(-1640531535));
        __m128i t34 = _mm_srli_epi32(t33, 20);
        __m128i t35 = _mm_xor_si128(t32, t34);
        _mm_storeu_si128((__m128i *)&a[992L + i_vec_1], t35);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t36 = a;
        unsigned int t37 = or_all(n, t36);
        unsigned int t38 = and_all(n, t36);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t36), t38, t37);
    }
    return 0;
}
