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
    __m512i t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t7 = t1;
            t8 = _mm512_cvtepi32_ps(t7);
            t9 = _mm512_sub_ps(t8, _mm512_set1_ps(40.0f));
            t10 = _ZGVeN16vu_scale(t9, k);
            _mm512_storeu_ps(&out[(int)((long)0 + t2)], t10);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_some(int n) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    __m512i t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    long t37;
    __m512i t38;
    __mmask16 t39;
    __mmask16 t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    int i;
    t6 = (long)n;
    if ((t6 >= 16L) & (0 >= 0)) {
        t7 = t6 & -16L;
        t8 = _mm512_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t10 = _mm512_set1_epi32((int)(0 % 3));
        t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        t12 = t11;
        t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)3));
        t14 = _mm512_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = t1;
            t16 = _mm512_cmp_epi32_mask(t2, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t17 = t15;
            t18 = _mm512_set1_epi32((int)500);
            t19 = _mm512_sub_epi32(t17, t18);
            t20 = t19;
            t21 = _ZGVeM16v_clampi(t20, t16);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)(long)(int)((long)0 + t3) * 4UL), t16, t21);
            t3 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t22 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)1));
            t23 = t22;
            t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32((int)3));
            t25 = _mm512_min_epu32(t23, t24);
            t2 = t25;
        } while (t3 < t7);
        t26 = (int)((long)0 + t7);
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L) & (t26 >= 0)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = _mm512_set1_epi32((int)t26);
        t31 = t30;
        t4 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t32 = _mm512_set1_epi32((int)(t26 % 3));
        t33 = _mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        t34 = t33;
        t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32((int)3));
        t36 = _mm512_min_epu32(t34, t35);
        t5 = t36;
        t37 = 0L;
        t38 = t4;
        t39 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t40 = _kand_mask16(t29, t39);
        t41 = t38;
        t42 = _mm512_set1_epi32((int)500);
        t43 = _mm512_sub_epi32(t41, t42);
        t44 = t43;
        t45 = _ZGVeM16v_clampi(t44, t40);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)(long)(int)((long)t26 + t37) * 4UL), t40, t45);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
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
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m512d t6;
    int t7;
    __m512d t8;
    int t9;
    long t10;
    long t11;
    int t12;
    __m512d t13;
    int t14;
    long t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int t19;
    __m512d t20;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _ZGVeN8ulv_pick(dv, t5, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t5], t6);
            t7 = (int)((long)0 + (t1 + 8L));
            t8 = _ZGVeN8ulv_pick(dv, t7, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t7], t8);
            t1 += 16L;
        } while (t1 < t4);
        t9 = (int)((long)0 + t4);
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t2 = 0L;
        do {
            t12 = (int)((long)t9 + t2);
            t13 = _ZGVeN8ulv_pick(dv, t12, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t12], t13);
            t2 += 8L;
        } while (t2 < t11);
        t14 = (int)((long)t9 + t11);
    } else {
        t14 = t9;
    }
    t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        t16 = _mm256_set1_epi32((int)(int)t15);
        t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t18 = 0L;
        t19 = (int)((long)t14 + t18);
        t20 = _ZGVeM8ulv_pick(dv, t19, _mm512_set1_pd(0.25), _mm256_movepi32_mask(t17));
        _mm512_mask_storeu_pd(&dout[t19], _mm256_movepi32_mask(t17), t20);
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
    __m128i t1;
    long t2;
    double sum;
    long t;
    double sum_1;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m256d t7;
    __m256d t8;
    __m128i t9;
    __m128i t10;
    __m256d t11;
    __m256d t12;
    __m128i t13;
    __m128i t14;
    __m256d t15;
    __m256d t16;
    __m128i t17;
    __m128i t18;
    __m256d t19;
    __m256d t20;
    int i;
    int s;
    int n;
    int t21;
    int i_1;
    long t22;
    int i_2;
    if (64L >= 16L) {
        t3 = 64L & -16L;
        t4 = _mm_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm256_cvtepi32_pd(t6);
            t8 = _mm256_mul_pd(t7, _mm256_set1_pd(1.5));
            _mm256_storeu_pd(&dv[(int)((long)0 + t2)], t8);
            t9 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t10 = t9;
            t11 = _mm256_cvtepi32_pd(t10);
            t12 = _mm256_mul_pd(t11, _mm256_set1_pd(1.5));
            _mm256_storeu_pd(&dv[(int)((long)0 + (t2 + 4L))], t12);
            t13 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t14 = t13;
            t15 = _mm256_cvtepi32_pd(t14);
            t16 = _mm256_mul_pd(t15, _mm256_set1_pd(1.5));
            _mm256_storeu_pd(&dv[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t18 = t17;
            t19 = _mm256_cvtepi32_pd(t18);
            t20 = _mm256_mul_pd(t19, _mm256_set1_pd(1.5));
            _mm256_storeu_pd(&dv[(int)((long)0 + (t2 + 12L))], t20);
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        dv[i] = (double)i * 1.5;
    }
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        (_mm256_zeroupper(), scale_all(n, 0.5f));
        (_mm256_zeroupper(), clamp_some(n));
        if (n < 64) {
            t21 = n;
        } else {
            t21 = 64;
        }
        (_mm256_zeroupper(), pick_all(t21));
        sum = 0.0;
        t = 0L;
        for (i_1 = 0; i_1 < n; i_1++) {
            t22 = (long)i_1;
            sum += (double)out[t22];
            t += (long)iout[t22];
        }
        sum_1 = sum;
        for (i_2 = 0; i_2 < 64; i_2++) {
            sum_1 += dout[i_2];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
