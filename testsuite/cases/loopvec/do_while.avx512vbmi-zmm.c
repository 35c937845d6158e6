/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int fill(int n, int *restrict a) {
    vcc_no_contract_body
    int i;
    int s;
    int t7;
    int t8;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at do_while.c:9 vectorized: VF 16, UF 1, masked remainder */
        do {
            int *t4 = a + i_vec;
            __m512i t5 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t4, t5);
            __m512i a_v = _mm512_loadu_si512(t4);
            __m512i t6 = _mm512_xor_si512(a_v, (__m512i)i_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t6);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t7 = (int)t2;
        t8 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t7 = 0;
        t8 = 0;
    }
    long t9 = (long)n + (long)t7 * -1L + -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512i t12 = _mm512_set1_epi32((int)t7);
        __m512i t13 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int *t14 = a + (long)t7;
        __m512i t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(5));
        _mm512_mask_storeu_epi32(t14, t11, t15);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t11, t14);
        __m512i t16 = _mm512_xor_si512(a_v_1, t13);
        __m512i t17 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), t16);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t17);
        i = (int)((long)t7 + t9);
        s = (int)((unsigned int)t8 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t7;
        s = t8;
    }
    for (;;) {
        int *t18 = a + i;
        *t18 = i * 5;
        s += *t18 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at do_while.c:21 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            _mm512_storeu_si512(&a[i_vec], _mm512_set1_epi32(-1));
            _mm512_storeu_si512(&a[i_vec + 16L], _mm512_set1_epi32(-1));
            _mm512_storeu_si512(&a[i_vec + 32L], _mm512_set1_epi32(-1));
            _mm512_storeu_si512(&a[i_vec + 48L], _mm512_set1_epi32(-1));
            i_vec += 64L;
        } while (i_vec < 960L);
        long i_vec_1 = 0L;
        /* vcc: loop at do_while.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(&a[960L + i_vec_1], _mm512_set1_epi32(-1));
            i_vec_1 += 16L;
        } while (i_vec_1 < 32L);
        __m512i t1 = _mm512_set1_epi32(11);
        __mmask16 t2 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t1, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&a[992], t2, _mm512_set1_epi32(-1));
        int r = fill(n, a);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 17L % 1000003L + (long)a[i];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
