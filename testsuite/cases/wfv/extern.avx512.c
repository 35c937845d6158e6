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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_scale(__m512 p1, float p2);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_scale(__m256 p1, float p2);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_clampi(__m512i p1);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_clampi(__m512i p1, unsigned int p2);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_clampi(__m256i p1);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_clampi(__m256i p1, __m256i p2);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8ulv_pick(const double *p1, int p2, __m512d p3);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8ulv_pick(const double *p1, int p2, __m512d p3, unsigned int p4);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4ulv_pick(const double *p1, int p2, __m256d p3);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4ulv_pick(const double *p1, int p2, __m256d p3, __m256d p4);
/* Annotated functions defined in another file (extern.lib.c, built by gcc -fopenmp-simd):
   with --extern-variants vcc calls their variants by ABI name from the vectorized loops. */
#include <stdio.h>
/* vcc-test: flags --extern-variants */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(k) notinbranch */
float scale(float x, float k);
/* #pragma omp declare simd */
int clampi(int x);
/* #pragma omp declare simd uniform(p) linear(i) */
double pick(const double *p, int i, double w);

float out[1003];
int iout[1003];
double dv[64], dout[64];

extern __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_all(int n, float k) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = t5;
        __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t7 = t1;
            __m512 t8 = _mm512_cvtepi32_ps(t7);
            __m512 t9 = _mm512_sub_ps(t8, _mm512_set1_ps(40.0f));
            __m512 t10 = _ZGVeN16vu_scale(t9, k);
            _mm512_storeu_ps(&out[(int)t2], t10);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_some(int n) {
    vcc_no_contract_body
    int t24;
    int i;
    long t4 = (long)n;
    if ((t4 >= 16L) & 1) {
        long t5 = t4 & -16L;
        __m512i t6 = _mm512_set1_epi32(0);
        __m512i t7 = t6;
        __m512i t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t8 = _mm512_set1_epi32(0);
        __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t10 = t9;
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(3));
        __m512i t12 = _mm512_min_epu32(t10, t11);
        __m512i t2 = t12;
        long t3 = 0L;
        do {
            __m512i t13 = t1;
            __mmask16 t14 = _mm512_cmp_epi32_mask(t2, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t15 = t13;
            __m512i t16 = _mm512_set1_epi32(500);
            __m512i t17 = _mm512_sub_epi32(t15, t16);
            __m512i t18 = t17;
            __m512i t19 = _ZGVeM16v_clampi(t18, t14);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)(long)(int)t3 * 4UL), t14, t19);
            t3 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t20 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
            __m512i t21 = t20;
            __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(3));
            __m512i t23 = _mm512_min_epu32(t21, t22);
            t2 = t23;
        } while (t3 < t5);
        t24 = (int)t5;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L) & (t24 >= 0)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        __m512i t28 = _mm512_set1_epi32((int)t24);
        __m512i t29 = t28;
        __m512i t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t31 = _mm512_set1_epi32((int)(t24 % 3));
        __m512i t32 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t33 = t32;
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(3));
        __m512i t35 = _mm512_min_epu32(t33, t34);
        __m512i t36 = t35;
        __m512i t37 = t30;
        __mmask16 t38 = _mm512_cmp_epi32_mask(t36, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t39 = _kand_mask16(t27, t38);
        __m512i t40 = t37;
        __m512i t41 = _mm512_set1_epi32(500);
        __m512i t42 = _mm512_sub_epi32(t40, t41);
        __m512i t43 = t42;
        __m512i t44 = _ZGVeM16v_clampi(t43, t39);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)(long)(int)(long)t24 * 4UL), t39, t44);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        if (i % 3) {
            iout[i] = clampi(i - 500);
        }
    }
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
extern __typeof__(dout) dout __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pick_all(int n) {
    vcc_no_contract_body
    int t9;
    int t14;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m512d t6 = _ZGVeN8ulv_pick(dv, t5, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t5], t6);
            int t7 = (int)(t1 + 8L);
            __m512d t8 = _ZGVeN8ulv_pick(dv, t7, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t7], t8);
            t1 += 16L;
        } while (t1 < t4);
        t9 = (int)t4;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t2 = 0L;
        do {
            int t12 = (int)((long)t9 + t2);
            __m512d t13 = _ZGVeN8ulv_pick(dv, t12, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t12], t13);
            t2 += 8L;
        } while (t2 < t11);
        t14 = (int)((long)t9 + t11);
    } else {
        t14 = t9;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t18 = (int)(long)t14;
        __m512d t19 = _ZGVeM8ulv_pick(dv, t18, _mm512_set1_pd(0.25), _mm256_movepi32_mask(t17));
        _mm512_mask_storeu_pd(&dout[t18], _mm256_movepi32_mask(t17), t19);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    int t20;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = t3;
    __m128i t1 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    long t2 = 0L;
    do {
        __m128i t5 = t1;
        __m256d t6 = _mm256_cvtepi32_pd(t5);
        __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)t2], t7);
        __m128i t8 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t9 = t8;
        __m256d t10 = _mm256_cvtepi32_pd(t9);
        __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(t2 + 4L)], t11);
        __m128i t12 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t13 = t12;
        __m256d t14 = _mm256_cvtepi32_pd(t13);
        __m256d t15 = _mm256_mul_pd(t14, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(t2 + 8L)], t15);
        __m128i t16 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t17 = t16;
        __m256d t18 = _mm256_cvtepi32_pd(t17);
        __m256d t19 = _mm256_mul_pd(t18, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(t2 + 12L)], t19);
        t2 += 16L;
        t1 = _mm_add_epi32(t1, _mm_set1_epi32(16));
    } while (t2 < 64L);
    for (int i = 64; i < 64; i++) {
        dv[i] = (double)i * 1.5;
    }
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t20 = n;
        } else {
            t20 = 64;
        }
        pick_all(t20);
        double sum = 0.0;
        long t = 0L;
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t21 = (long)i_1;
            sum += (double)out[t21];
            t += (long)iout[t21];
        }
        double sum_1 = sum;
        for (int i_2 = 0; i_2 < 64; i_2++) {
            sum_1 += dout[i_2];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
