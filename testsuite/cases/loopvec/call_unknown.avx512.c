/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    double t19;
    for (unsigned int c = 0U; (unsigned long)c < 13UL; c++) {
        int n = counts[c];
        __m128i t1 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at call_unknown.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        for (;;) {
            __m256d t2 = _mm256_cvtepi32_pd((__m128i)i_v);
            _mm256_storeu_pd(&a[i_vec], t2);
            __m128i t3 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m256d t4 = _mm256_cvtepi32_pd(t3);
            _mm256_storeu_pd(&a[i_vec + 4L], t4);
            __m128i t5 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m256d t6 = _mm256_cvtepi32_pd(t5);
            _mm256_storeu_pd(&a[i_vec + 8L], t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m256d t8 = _mm256_cvtepi32_pd(t7);
            _mm256_storeu_pd(&a[i_vec + 12L], t8);
            i_vec += 16L;
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            if (i_vec >= 992L) {
                break;
            }
            i_v = (vcc_v4_uint)t9;
        }
        __m128i t10 = _mm_set1_epi32(992);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at call_unknown.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m256d t11 = _mm256_cvtepi32_pd((__m128i)i_v_1);
            _mm256_storeu_pd(&a[992L + i_vec_1], t11);
            i_vec_1 += 4L;
            __m128i t12 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = (vcc_v4_uint)t12;
        }
        __m128i t13 = _mm_set1_epi32(3);
        __m128i t14 = _mm_cmpgt_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t15 = _mm_set1_epi32(1000);
        __m128i t16 = _mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
        __m256d t17 = _mm256_cvtepi32_pd(t16);
        _mm256_mask_storeu_pd(&a[1000], _mm_movepi32_mask(t14), t17);
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
