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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at extern.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i i_v_1 = i_v;
            __m512 t5 = _mm512_cvtepi32_ps(i_v_1);
            __m512 t6 = _mm512_sub_ps(t5, _mm512_set1_ps(40.0f));
            __m512 t7 = _ZGVeN16vu_scale(t6, k);
            _mm512_storeu_ps(&out[(int)i_vec], t7);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_some(int n) {
    vcc_no_contract_body
    int t21;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & 1) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32(0);
        __m512i t5 = t4;
        __m512i i_v = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t6 = _mm512_set1_epi32(0);
        __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t8 = t7;
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(3));
        __m512i t10 = _mm512_min_epu32(t8, t9);
        __m512i t1 = t10;
        long i_vec = 0L;
        /* vcc: loop at extern.c:26 vectorized: VF 16, UF 1, the remainder at 27:13 by 3 kept as a running remainder (guard: dividend not negative), masked remainder */
        do {
            __m512i i_v_1 = i_v;
            __mmask16 t11 = _mm512_cmp_epi32_mask(t1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t12 = i_v_1;
            __m512i t13 = _mm512_set1_epi32(500);
            __m512i t14 = _mm512_sub_epi32(t12, t13);
            __m512i t15 = t14;
            __m512i t16 = _ZGVeM16v_clampi(t15, t11);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)(long)(int)i_vec * 4UL), t11, t16);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
            __m512i t18 = t17;
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(3));
            __m512i t20 = _mm512_min_epu32(t18, t19);
            t1 = t20;
        } while (i_vec < t3);
        t21 = (int)t3;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 16L) & (t21 >= 0)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        __m512i t25 = _mm512_set1_epi32((int)t21);
        __m512i t26 = t25;
        __m512i t27 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t28 = _mm512_set1_epi32((int)(t21 % 3));
        __m512i t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(3));
        __m512i t32 = _mm512_min_epu32(t30, t31);
        __m512i t33 = t32;
        __m512i i_v_2 = t27;
        __mmask16 t34 = _mm512_cmp_epi32_mask(t33, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t35 = _kand_mask16(t24, t34);
        __m512i t36 = i_v_2;
        __m512i t37 = _mm512_set1_epi32(500);
        __m512i t38 = _mm512_sub_epi32(t36, t37);
        __m512i t39 = t38;
        __m512i t40 = _ZGVeM16v_clampi(t39, t35);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)(long)(int)(long)t21 * 4UL), t35, t40);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
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
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at extern.c:34 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            int t3 = (int)i_vec;
            __m512d t4 = _ZGVeN8ulv_pick(dv, t3, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t3], t4);
            int t5 = (int)(i_vec + 8L);
            __m512d t6 = _ZGVeN8ulv_pick(dv, t5, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t5], t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        do {
            int t10 = (int)((long)t7 + i_vec_1);
            __m512d t11 = _ZGVeN8ulv_pick(dv, t10, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t10], t11);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 8L)) {
        __m256i t14 = _mm256_set1_epi32((int)(int)t13);
        __m256i t15 = _mm256_cmpgt_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t16 = (int)(long)t12;
        __m512d t17 = _ZGVeM8ulv_pick(dv, t16, _mm512_set1_pd(0.25), _mm256_movepi32_mask(t15));
        _mm512_mask_storeu_pd(&dout[t16], _mm256_movepi32_mask(t15), t17);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    int t14;
    __m128i t1 = _mm_set1_epi32(0);
    __m128i t2 = t1;
    __m128i i_v = _mm_add_epi32(t2, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at extern.c:39 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i i_v_1 = i_v;
        __m256d t3 = _mm256_cvtepi32_pd(i_v_1);
        __m256d t4 = _mm256_mul_pd(t3, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)i_vec], t4);
        __m128i t5 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
        __m128i i_v_2 = t5;
        __m256d t6 = _mm256_cvtepi32_pd(i_v_2);
        __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(i_vec + 4L)], t7);
        __m128i t8 = _mm_add_epi32(i_v, _mm_set1_epi32(8));
        __m128i i_v_3 = t8;
        __m256d t9 = _mm256_cvtepi32_pd(i_v_3);
        __m256d t10 = _mm256_mul_pd(t9, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(i_vec + 8L)], t10);
        __m128i t11 = _mm_add_epi32(i_v, _mm_set1_epi32(12));
        __m128i i_v_4 = t11;
        __m256d t12 = _mm256_cvtepi32_pd(i_v_4);
        __m256d t13 = _mm256_mul_pd(t12, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(i_vec + 12L)], t13);
        i_vec += 16L;
        i_v = _mm_add_epi32(i_v, _mm_set1_epi32(16));
    } while (i_vec < 64L);
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
            t14 = n;
        } else {
            t14 = 64;
        }
        pick_all(t14);
        double sum = 0.0;
        long t = 0L;
        for (int i = 0; i < n; i++) {
            long t15 = (long)i;
            sum += (double)out[t15];
            t += (long)iout[t15];
        }
        double sum_1 = sum;
        for (int i_1 = 0; i_1 < 64; i_1++) {
            sum_1 += dout[i_1];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
