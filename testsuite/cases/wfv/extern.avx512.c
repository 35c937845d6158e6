/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at extern.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512 t4 = _mm512_cvtepi32_ps((__m512i)i_v);
            __m512 t5 = _mm512_sub_ps(t4, _mm512_set1_ps(40.0f));
            __m512 t6 = _ZGVeN16vu_scale(t5, k);
            _mm512_storeu_ps(&out[i_vec], t6);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
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
    int t13;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & 1) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(3));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t6, t7);
        long i_vec = 0L;
        /* vcc: loop at extern.c:26 vectorized: VF 16, UF 1, the remainder at 27:13 by 3 kept as a running remainder (guard: dividend not negative), masked remainder */
        do {
            __mmask16 t8 = _mm512_cmp_epi32_mask((__m512i)t1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t9 = _mm512_sub_epi32((__m512i)i_v, _mm512_set1_epi32(500));
            __m512i t10 = _ZGVeM16v_clampi(t9, t8);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)i_vec * 4UL), t8, t10);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i t11 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(1));
            __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(3));
            t1 = (vcc_v16_int)_mm512_min_epu32(t11, t12);
        } while (i_vec < t3);
        t13 = (int)t3;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L) & (t13 >= 0)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        __m512i t17 = _mm512_set1_epi32((int)t13);
        __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t19 = _mm512_set1_epi32((int)(t13 % 3));
        __m512i t20 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(3));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t24 = _kand_mask16(t16, t23);
        __m512i t25 = _mm512_sub_epi32(t18, _mm512_set1_epi32(500));
        __m512i t26 = _ZGVeM16v_clampi(t25, t24);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&iout + (unsigned long)(long)t13 * 4UL), t24, t26);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
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
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at extern.c:34 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512d t3 = _ZGVeN8ulv_pick(dv, (int)i_vec, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[i_vec], t3);
            long t4 = i_vec + 8L;
            __m512d t5 = _ZGVeN8ulv_pick(dv, (int)t4, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t4], t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512d t10 = _ZGVeN8ulv_pick(dv, (int)t9, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&dout[t9], t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t15 = (long)t11;
        __m512d t16 = _ZGVeM8ulv_pick(dv, (int)t15, _mm512_set1_pd(0.25), _mm256_movepi32_mask(t14));
        _mm512_mask_storeu_pd(&dout[t15], _mm256_movepi32_mask(t14), t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    int t13;
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at extern.c:39 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m256d t2 = _mm256_cvtepi32_pd((__m128i)i_v);
        __m256d t3 = _mm256_mul_pd(t2, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec], t3);
        __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m256d t5 = _mm256_cvtepi32_pd(t4);
        __m256d t6 = _mm256_mul_pd(t5, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec + 4L], t6);
        __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m256d t8 = _mm256_cvtepi32_pd(t7);
        __m256d t9 = _mm256_mul_pd(t8, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec + 8L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m256d t11 = _mm256_cvtepi32_pd(t10);
        __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec + 12L], t12);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
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
            t13 = n;
        } else {
            t13 = 64;
        }
        pick_all(t13);
        double sum = 0.0;
        long t = 0L;
        for (int i = 0; i < n; i++) {
            long t14 = (long)i;
            sum += (double)out[t14];
            t += (long)iout[t14];
        }
        double sum_1 = sum;
        for (int i_1 = 0; i_1 < 64; i_1++) {
            sum_1 += dout[i_1];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
