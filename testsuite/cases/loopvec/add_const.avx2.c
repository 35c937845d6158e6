/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
__attribute__((target("avx2"))) void add_const(int n, int *restrict a, const int *restrict b, int c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i c_v = _mm256_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at add_const.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_add_epi32(b_v, c_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t3);
            long t4 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = _mm256_add_epi32(b_v_1, c_v);
            _mm256_storeu_si256((__m256i *)(a + t4), t5);
            long t6 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = _mm256_add_epi32(b_v_2, c_v);
            _mm256_storeu_si256((__m256i *)(a + t6), t7);
            long t8 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_add_epi32(b_v_3, c_v);
            _mm256_storeu_si256((__m256i *)(a + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        __m256i c_v_1 = _mm256_set1_epi32((int)c);
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t14 = _mm256_add_epi32(b_v_4, c_v_1);
            _mm256_storeu_si256((__m256i *)(a + t13), t14);
            i_vec_1 += 8L;
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

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        __m256i t1 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at add_const.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            _mm256_storeu_si256((__m256i *)&a[i_vec], _mm256_set1_epi32(-1));
            __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[i_vec], t2);
            long t3 = i_vec + 8L;
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            _mm256_storeu_si256((__m256i *)&a[t3], _mm256_set1_epi32(-1));
            __m256i t5 = _mm256_mullo_epi32(t4, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t3], t5);
            long t6 = i_vec + 16L;
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&a[t6], _mm256_set1_epi32(-1));
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t6], t8);
            long t9 = i_vec + 24L;
            __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            _mm256_storeu_si256((__m256i *)&a[t9], _mm256_set1_epi32(-1));
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t9], t11);
            i_vec += 32L;
            __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
            if (i_vec >= 992L) {
                break;
            }
            i_v = (vcc_v8_uint)t12;
        }
        __m256i t13 = _mm256_set1_epi32(992);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t14 = 992L + i_vec_1;
            _mm256_storeu_si256((__m256i *)&a[t14], _mm256_set1_epi32(-1));
            __m256i t15 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t14], t15);
            i_vec_1 += 8L;
            __m256i t16 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = (vcc_v8_uint)t16;
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
