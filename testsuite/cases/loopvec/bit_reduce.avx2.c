/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
__attribute__((target("avx2"))) unsigned xor_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_1 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            x_v_2 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            x_v_3 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_xor_si256((__m256i)x_v, (__m256i)x_v_1);
        __m256i t4 = _mm256_xor_si256(t3, (__m256i)x_v_2);
        __m256i t5 = _mm256_xor_si256(t4, (__m256i)x_v_3);
        t6 = (int)t2;
        t7 = 0U ^ vcc_avx2_reduce_epi32(t5, _mm_xor_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            x_v_4 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_xor_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) unsigned and_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_2 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_3 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        /* vcc: loop at bit_reduce.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_1 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            x_v_2 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            x_v_3 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_and_si256((__m256i)x_v, (__m256i)x_v_1);
        __m256i t4 = _mm256_and_si256(t3, (__m256i)x_v_2);
        __m256i t5 = _mm256_and_si256(t4, (__m256i)x_v_3);
        t6 = (int)t2;
        t7 = 4294967295U & vcc_avx2_reduce_epi32(t5, _mm_and_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 4294967295U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        /* vcc: loop at bit_reduce.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            x_v_4 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 & vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_and_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) unsigned or_all(int n, const unsigned *a) {
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_1 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            x_v_2 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            x_v_3 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_or_si256((__m256i)x_v, (__m256i)x_v_1);
        __m256i t4 = _mm256_or_si256(t3, (__m256i)x_v_2);
        __m256i t5 = _mm256_or_si256(t4, (__m256i)x_v_3);
        t6 = (int)t2;
        t7 = 0U | vcc_avx2_reduce_epi32(t5, _mm_or_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            x_v_4 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 | vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_or_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at bit_reduce.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t2 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t3 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
        __m256i t4 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t3);
        __m256i t5 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t6 = _mm256_srli_epi32(t5, 20);
        __m256i t7 = _mm256_xor_si256(t4, t6);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t7);
        __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t10 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t9, vcc_v8_uint));
        __m256i t11 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t10);
        __m256i t12 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(-1640531535));
        __m256i t13 = _mm256_srli_epi32(t12, 20);
        __m256i t14 = _mm256_xor_si256(t11, t13);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t14);
        __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t16 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t17 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t16, vcc_v8_uint));
        __m256i t18 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t17);
        __m256i t19 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(-1640531535));
        __m256i t20 = _mm256_srli_epi32(t19, 20);
        __m256i t21 = _mm256_xor_si256(t18, t20);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t21);
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t23 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t24 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t23, vcc_v8_uint));
        __m256i t25 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t24);
        __m256i t26 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(-1640531535));
        __m256i t27 = _mm256_srli_epi32(t26, 20);
        __m256i t28 = _mm256_xor_si256(t25, t27);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t28);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t29 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at bit_reduce.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t30 = (__m256i)((vcc_v8_int)(__m256i)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t31 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t30, vcc_v8_uint));
        __m256i t32 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t31);
        __m256i t33 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(-1640531535));
        __m256i t34 = _mm256_srli_epi32(t33, 20);
        __m256i t35 = _mm256_xor_si256(t32, t34);
        _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], t35);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
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
