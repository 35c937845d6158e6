/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_const(int n, int *restrict a, const int *restrict b, int c) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        __m512i c_v = _mm512_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at add_const.c:6 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_add_epi32(b_v, c_v);
            _mm512_storeu_si512(a + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t4);
            __m512i t5 = _mm512_add_epi32(b_v_1, c_v);
            _mm512_storeu_si512(a + t4, t5);
            long t6 = i_vec + 32L;
            __m512i b_v_2 = _mm512_loadu_si512(b + t6);
            __m512i t7 = _mm512_add_epi32(b_v_2, c_v);
            _mm512_storeu_si512(a + t6, t7);
            long t8 = i_vec + 48L;
            __m512i b_v_3 = _mm512_loadu_si512(b + t8);
            __m512i t9 = _mm512_add_epi32(b_v_3, c_v);
            _mm512_storeu_si512(a + t8, t9);
            i_vec += 64L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512i c_v_1 = _mm512_set1_epi32((int)c);
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:6 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i b_v_4 = _mm512_loadu_si512(b + t13);
            __m512i t14 = _mm512_add_epi32(b_v_4, c_v_1);
            _mm512_storeu_si512(a + t13, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        __m512i c_v_2 = _mm512_set1_epi32((int)c);
        long t19 = (long)t15;
        __m512i b_v_5 = _mm512_maskz_loadu_epi32(t18, b + t19);
        __m512i t20 = _mm512_add_epi32(b_v_5, c_v_2);
        _mm512_mask_storeu_epi32(a + t19, t18, t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[t21] + c;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m512i t1 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at add_const.c:15 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        for (;;) {
            _mm512_storeu_si512(&a[i_vec], _mm512_set1_epi32(-1));
            __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[i_vec], t2);
            long t3 = i_vec + 16L;
            __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&a[t3], _mm512_set1_epi32(-1));
            __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t3], t5);
            long t6 = i_vec + 32L;
            __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
            _mm512_storeu_si512(&a[t6], _mm512_set1_epi32(-1));
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t6], t8);
            long t9 = i_vec + 48L;
            __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
            _mm512_storeu_si512(&a[t9], _mm512_set1_epi32(-1));
            __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t9], t11);
            i_vec += 64L;
            __m512i t12 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
            if (i_vec >= 960L) {
                break;
            }
            i_v = (vcc_v16_uint)t12;
        }
        __m512i t13 = _mm512_set1_epi32(960);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at add_const.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        for (;;) {
            long t14 = 960L + i_vec_1;
            _mm512_storeu_si512(&a[t14], _mm512_set1_epi32(-1));
            __m512i t15 = _mm512_mullo_epi32((__m512i)i_v_1, _mm512_set1_epi32(3));
            _mm512_storeu_si512(&b[t14], t15);
            i_vec_1 += 16L;
            __m512i t16 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
            if (i_vec_1 >= 32L) {
                break;
            }
            i_v_1 = (vcc_v16_uint)t16;
        }
        __m512i t17 = _mm512_set1_epi32(11);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        __m512i t19 = _mm512_set1_epi32(992);
        __m512i t20 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        _mm512_mask_storeu_epi32(&a[992], t18, _mm512_set1_epi32(-1));
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(3));
        _mm512_mask_storeu_epi32(&b[992], t18, t21);
        add_const(n, a, b, 42);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 31L % 1000003L + (long)a[i];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
