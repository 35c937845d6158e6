/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    __m128i t1;
    long t2;
    __m128i t3;
    long t4;
    __m128i t5;
    unsigned int c;
    int n;
    long t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m256d t10;
    __m128i t11;
    __m128i t12;
    __m256d t13;
    __m128i t14;
    __m128i t15;
    __m256d t16;
    __m128i t17;
    __m128i t18;
    __m256d t19;
    __m128i t20;
    int t21;
    long t22;
    long t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m256d t27;
    __m128i t28;
    int t29;
    long t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    long t35;
    __m128i t36;
    __m256d t37;
    int i;
    double t38;
    double t39;
    for (c = 0U; (unsigned long)c < 13UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t6 = 1003L & -16L;
            t7 = _mm_set1_epi32((int)0);
            t8 = t7;
            t1 = _mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
            t2 = 0L;
            for (;;) {
                t9 = t1;
                t10 = _mm256_cvtepi32_pd(t9);
                _mm256_storeu_pd(&a[(int)((long)0 + t2)], t10);
                t11 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t12 = t11;
                t13 = _mm256_cvtepi32_pd(t12);
                _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 4L))], t13);
                t14 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t15 = t14;
                t16 = _mm256_cvtepi32_pd(t15);
                _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 8L))], t16);
                t17 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t18 = t17;
                t19 = _mm256_cvtepi32_pd(t18);
                _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 12L))], t19);
                t2 += 16L;
                t20 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                if (t2 >= t6) {
                    break;
                }
                t1 = t20;
            }
            t21 = (int)((long)0 + t6);
        } else {
            t21 = 0;
        }
        t22 = (long)t21 * -1L + 1003L;
        if (t22 >= 4L) {
            t23 = t22 & -4L;
            t24 = _mm_set1_epi32((int)t21);
            t25 = t24;
            t3 = _mm_add_epi32(t25, _mm_setr_epi32(0, 1, 2, 3));
            t4 = 0L;
            for (;;) {
                t26 = t3;
                t27 = _mm256_cvtepi32_pd(t26);
                _mm256_storeu_pd(&a[(int)((long)t21 + t4)], t27);
                t4 += 4L;
                t28 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                if (t4 >= t23) {
                    break;
                }
                t3 = t28;
            }
            t29 = (int)((long)t21 + t23);
        } else {
            t29 = t21;
        }
        t30 = (long)t29 * -1L + 1003L;
        if ((t30 >= 1L) & (t30 <= 4L)) {
            t31 = _mm_set1_epi32((int)(int)t30);
            t32 = _mm_cmpgt_epi32(t31, _mm_setr_epi32(0, 1, 2, 3));
            t33 = _mm_set1_epi32((int)t29);
            t34 = t33;
            t5 = _mm_add_epi32(t34, _mm_setr_epi32(0, 1, 2, 3));
            t35 = 0L;
            t36 = t5;
            t37 = _mm256_cvtepi32_pd(t36);
            _mm256_mask_storeu_pd(&a[(int)((long)t29 + t35)], _mm_movepi32_mask(t32), t37);
            i = (int)((long)t29 + t30);
        } else {
            i = t29;
        }
        for (; i < 1003; i++) {
            a[i] = (double)i;
        }
        (_mm256_zeroupper(), zero_and_tick(n, a));
        t38 = a[n];
        if (n) {
            t39 = a[n - 1];
        } else {
            t39 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t39, t38);
    }
    return 0;
}
