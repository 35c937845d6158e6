/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

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

__attribute__((target("avx2"))) int main(void) {
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    double t14;
    unsigned int c = 0U;
    while ((unsigned long)c < 13UL) {
        int n = counts[c];
        __m128i t1 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at call_unknown.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
        a[1000] = 1000.0;
        a[1001] = 1001.0;
        a[1002] = 1002.0;
        (_mm256_zeroupper(), zero_and_tick(n, a));
        double t13 = a[n];
        if (n) {
            t14 = a[n - 1];
        } else {
            t14 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t14, t13);
        c++;
    }
    return 0;
}
