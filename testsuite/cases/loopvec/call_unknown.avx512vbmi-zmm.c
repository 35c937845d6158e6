/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

#include <stdio.h>

/* Not vectorized: the call to `tick` may have side effects. */
static int ticks;

void tick(void) {
    ticks++;
}

void zero_and_tick(int n, double *a) {
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        tick();
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    double t19;
    for (unsigned int c = 0U; (unsigned long)c < 13UL; c++) {
        int n = counts[c];
        __m256i t1 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at call_unknown.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        for (;;) {
            __m512d t2 = _mm512_cvtepi32_pd((__m256i)i_v);
            _mm512_storeu_pd(&a[i_vec], t2);
            __m256i t3 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m512d t4 = _mm512_cvtepi32_pd(t3);
            _mm512_storeu_pd(&a[i_vec + 8L], t4);
            __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m512d t6 = _mm512_cvtepi32_pd(t5);
            _mm512_storeu_pd(&a[i_vec + 16L], t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m512d t8 = _mm512_cvtepi32_pd(t7);
            _mm512_storeu_pd(&a[i_vec + 24L], t8);
            i_vec += 32L;
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
            if (i_vec >= 992L) {
                break;
            }
            i_v = (vcc_v8_uint)t9;
        }
        __m256i t10 = _mm256_set1_epi32(992);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at call_unknown.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m512d t11 = _mm512_cvtepi32_pd((__m256i)i_v_1);
            _mm512_storeu_pd(&a[992L + i_vec_1], t11);
            i_vec_1 += 8L;
            __m256i t12 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = (vcc_v8_uint)t12;
        }
        __m256i t13 = _mm256_set1_epi32(3);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t15 = _mm256_set1_epi32(1000);
        __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d t17 = _mm512_cvtepi32_pd(t16);
        _mm512_mask_storeu_pd(&a[1000], _mm256_movepi32_mask(t14), t17);
        (_mm256_zeroupper(), zero_and_tick(n, a));
        double t18 = a[n];
        if (n) {
            t19 = a[n - 1];
        } else {
            t19 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t19, t18);
    }
    return 0;
}
