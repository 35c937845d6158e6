/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=7 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    __m512i t7;
    __mmask16 t8;
    __mmask16 t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    int t13;
    long t14;
    __m512i t15;
    __mmask16 t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    int t21;
    long t22;
    long t23;
    int t24;
    long t25;
    __m512i t26;
    __mmask16 t27;
    __mmask16 t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    int t32;
    long t33;
    __m512i t34;
    __mmask16 t35;
    long t36;
    int t37;
    long t38;
    __m512i t39;
    __mmask16 t40;
    __mmask16 t41;
    __mmask16 t42;
    __mmask16 t43;
    __mmask16 t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    int i;
    long t48;
    int *t49;
    int t50;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = (long)t5;
            t7 = _mm512_loadu_si512(c + t6);
            t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            t9 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t8)));
            t10 = _mm512_maskz_loadu_epi32(t9, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t5) * 4UL - 60UL));
            t11 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t10);
            t12 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32((int)-1), t11);
            _mm512_storeu_si512(b + t6, t12);
            t13 = (int)((long)0 + (t1 + 16L));
            t14 = (long)t13;
            t15 = _mm512_loadu_si512(c + t14);
            t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            t17 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t16)));
            t18 = _mm512_maskz_loadu_epi32(t17, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t13) * 4UL - 60UL));
            t19 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
            t20 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32((int)-1), t19);
            _mm512_storeu_si512(b + t14, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        t2 = 0L;
        do {
            t24 = (int)((long)t21 + t2);
            t25 = (long)t24;
            t26 = _mm512_loadu_si512(c + t25);
            t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t27)));
            t29 = _mm512_maskz_loadu_epi32(t28, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t24) * 4UL - 60UL));
            t30 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
            t31 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32((int)-1), t30);
            _mm512_storeu_si512(b + t25, t31);
            t2 += 16L;
        } while (t2 < t23);
        t32 = (int)((long)t21 + t23);
    } else {
        t32 = t21;
    }
    t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 16L)) {
        t34 = _mm512_set1_epi32((int)(int)t33);
        t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        t36 = 0L;
        t37 = (int)((long)t32 + t36);
        t38 = (long)t37;
        t39 = _mm512_maskz_loadu_epi32(t35, c + t38);
        t40 = _mm512_cmp_epi32_mask(t39, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
        t41 = _knot_mask16(t40);
        t42 = _kand_mask16(t35, t41);
        t43 = _kand_mask16(t35, t40);
        t44 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t43)));
        t45 = _mm512_maskz_loadu_epi32(t44, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t37) * 4UL - 60UL));
        t46 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t45);
        t47 = _mm512_mask_blend_epi32(t42, t46, _mm512_set1_epi32((int)-1));
        _mm512_mask_storeu_epi32(b + t38, t35, t47);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        t48 = (long)i;
        t49 = b + t48;
        if (c[t48] > 0) {
            t50 = a[n - 1 - i];
        } else {
            t50 = -1;
        }
        *t49 = t50;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m512 t6;
    __mmask16 t7;
    __m512 t8;
    __mmask16 t9;
    __m512 t10;
    int t11;
    __m512 t12;
    __mmask16 t13;
    __m512 t14;
    __mmask16 t15;
    __m512 t16;
    int t17;
    long t18;
    long t19;
    int t20;
    __m512 t21;
    __mmask16 t22;
    __m512 t23;
    __mmask16 t24;
    __m512 t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    int t31;
    __m512 t32;
    __mmask16 t33;
    __mmask16 t34;
    __m512 t35;
    __mmask16 t36;
    __m512 t37;
    int i;
    float t38;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm512_loadu_ps(x + t5);
            t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t8 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            t9 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t7)));
            t10 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t5) * 4UL - 60UL), t9, t10);
            t11 = (int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_ps(x + t11);
            t13 = _mm512_cmp_ps_mask(t12, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t14 = _mm512_mul_ps(t12, _mm512_set1_ps(2.0f));
            t15 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t13)));
            t16 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t14);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t11) * 4UL - 60UL), t15, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (int)((long)t17 + t2);
            t21 = _mm512_loadu_ps(x + t20);
            t22 = _mm512_cmp_ps_mask(t21, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t23 = _mm512_mul_ps(t21, _mm512_set1_ps(2.0f));
            t24 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t22)));
            t25 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t23);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t20) * 4UL - 60UL), t24, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_ps(t29, x + t31);
        t33 = _mm512_cmp_ps_mask(t32, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        t34 = _kand_mask16(t29, t33);
        t35 = _mm512_mul_ps(t32, _mm512_set1_ps(2.0f));
        t36 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t34)));
        t37 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t35);
        _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t31) * 4UL - 60UL), t36, t37);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t38 = x[i];
        if (t38 > 0.0f) {
            y[n - 1 - i] = t38 * 2.0f;
        }
    }
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down_cond(int n, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512d t7;
    __m256i t8;
    __m512d t9;
    long t10;
    __m512d t11;
    __m256i t12;
    __m512d t13;
    long t14;
    __m512d t15;
    __m256i t16;
    __m512d t17;
    long t18;
    __m512d t19;
    __m256i t20;
    __m512d t21;
    long t22;
    long t23;
    long t24;
    __m512d t25;
    __m256i t26;
    __m512d t27;
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    long t33;
    __m256i t34;
    __m512d t35;
    __m512d t36;
    __m256i t37;
    __m256i t38;
    __m512d t39;
    __m256i t40;
    int i;
    long t41;
    double t42;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm512_loadu_pd(x + t6 + -7);
            t8 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t7, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            t9 = _mm512_add_pd(t7, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t6 * 8UL - 56UL), _mm256_movepi32_mask(t8), t9);
            t10 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t11 = _mm512_loadu_pd(x + t10 + -7);
            t12 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t11, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            t13 = _mm512_add_pd(t11, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t10 * 8UL - 56UL), _mm256_movepi32_mask(t12), t13);
            t14 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t15 = _mm512_loadu_pd(x + t14 + -7);
            t16 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t15, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            t17 = _mm512_add_pd(t15, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t14 * 8UL - 56UL), _mm256_movepi32_mask(t16), t17);
            t18 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t19 = _mm512_loadu_pd(x + t18 + -7);
            t20 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t19, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            t21 = _mm512_add_pd(t19, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t18 * 8UL - 56UL), _mm256_movepi32_mask(t20), t21);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t22 = (long)t1 + 1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t3 = 0L;
        do {
            t24 = (long)(int)((long)t1 + t3 * -1L);
            t25 = _mm512_loadu_pd(x + t24 + -7);
            t26 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t25, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            t27 = _mm512_add_pd(t25, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t24 * 8UL - 56UL), _mm256_movepi32_mask(t26), t27);
            t3 += 8L;
        } while (t3 < t23);
        t28 = (int)((long)t1 + t23 * -1L);
    } else {
        t28 = t1;
    }
    t29 = (long)t28 + 1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = 0L;
        t33 = (long)(int)((long)t28 + t32 * -1L);
        t34 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t35 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t34), (const double *)((unsigned long)x + (unsigned long)t33 * 8UL - 56UL));
        t36 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t35);
        t37 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t36, _mm512_set1_pd(0.5), _CMP_LT_OQ));
        t38 = _mm256_and_si256(t31, t37);
        t39 = _mm512_add_pd(t35, _mm512_set1_pd(1.0));
        t40 = _mm256_permutevar8x32_epi32(t38, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t33 * 8UL - 56UL), _mm256_movepi32_mask(t40), t39);
        i = (int)((long)t28 + t29 * -1L);
    } else {
        i = t28;
    }
    for (; i >= 0; i--) {
        t41 = (long)i;
        t42 = x[t41];
        if (t42 < 0.5) {
            y[t41] = t42 + 1.0;
        }
    }
}

/* A count-down loop with the load under the condition too (a sum of the selected elements). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    vcc_no_contract_body
    int t1;
    long t2;
    __m512i t3;
    __m512i t4;
    long t5;
    __m512i t6;
    long t7;
    long t8;
    long t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m128i t19;
    __m128i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    long t28;
    long t29;
    long t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m128i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    int i;
    long sum;
    long t40;
    long sum_1;
    t1 = n - 1;
    t7 = (long)n;
    if (t7 >= 16L) {
        t8 = t7 & -16L;
        t2 = 0L;
        t3 = _mm512_set1_epi64((long long)0LL);
        t4 = _mm512_set1_epi64((long long)0LL);
        do {
            t9 = (long)(int)((long)t1 + t2 * -1L);
            t10 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t11 = _mm256_loadu_si256((const __m256i *)(c + t9 + -7));
            t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t13 = _mm256_loadu_si256((const __m256i *)(c + t10 + -7));
            t14 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t15 = _mm256_and_si256(t12, _mm256_set1_epi32((int)1));
            t16 = _mm256_and_si256(t14, _mm256_set1_epi32((int)1));
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t19 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t9, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t17, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            t20 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t10, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t18, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            t21 = _mm512_cvtepi16_epi64(t19);
            t22 = t21;
            t23 = _mm512_add_epi64(t3, t22);
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t17), t3, t23);
            t24 = _mm512_cvtepi16_epi64(t20);
            t25 = t24;
            t26 = _mm512_add_epi64(t4, t25);
            t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t18), t4, t26);
            t2 += 16L;
        } while (t2 < t8);
        t27 = _mm512_add_epi64(t3, t4);
        t1 = (int)((long)t1 + t8 * -1L);
        t28 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t27), _mm512_extracti64x4_epi64(t27, 1)), _mm_add_epi64, unsigned long));
    } else {
        t28 = 0L;
    }
    t29 = (long)t1 + 1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t5 = 0L;
        t6 = _mm512_set1_epi64((long long)0LL);
        do {
            t31 = (long)(int)((long)t1 + t5 * -1L);
            t32 = _mm256_loadu_si256((const __m256i *)(c + t31 + -7));
            t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t34 = _mm256_and_si256(t33, _mm256_set1_epi32((int)1));
            t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t34, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t36 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t31, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t35, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            t37 = _mm512_cvtepi16_epi64(t36);
            t38 = t37;
            t39 = _mm512_add_epi64(t6, t38);
            t6 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t35), t6, t39);
            t5 += 8L;
        } while (t5 < t30);
        i = (int)((long)t1 + t30 * -1L);
        sum = (long)((unsigned long)t28 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t6), _mm512_extracti64x4_epi64(t6, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        sum = t28;
    }
    for (; i >= 0; i--, sum = sum_1) {
        t40 = (long)i;
        if (c[t40] & 1) {
            sum_1 = sum + (long)s[t40];
        } else {
            sum_1 = sum;
        }
    }
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __mmask16 t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    int i;
    long t14;
    int t15;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(n - 1 - (int)((long)0 + t1));
            t5 = _mm_loadu_si128((const __m128i *)(p + t4 + -15));
            t6 = _mm_shuffle_epi8(t5, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            t7 = t6;
            t8 = _mm_cmp_epu8_mask(t7, _mm_set1_epi8((char)100), _MM_CMPINT_NLE);
            t9 = t7;
            t10 = _mm_set1_epi8((char)100);
            t11 = _mm_sub_epi8(t9, t10);
            t12 = t11;
            t13 = t12;
            vcc_scatter_masked(q + t4, (vcc_v16_int)_mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15), (vcc_v16_uchar)t13, (vcc_m16)_mm512_movm_epi32(t8));
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t14 = (long)(n - 1 - i);
        t15 = (int)p[t14];
        if (t15 > 100) {
            q[t14] = (unsigned char)(t15 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

static __typeof__(g_a) g_a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void glob_rev_load(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    __m512i t6;
    __mmask16 t7;
    __mmask16 t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int t15;
    long t16;
    __m512i t17;
    __mmask16 t18;
    __mmask16 t19;
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
    __mmask16 t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    int t37;
    long t38;
    __m512i t39;
    __mmask16 t40;
    __mmask16 t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    int t48;
    long t49;
    long t50;
    int t51;
    long t52;
    __m512i t53;
    __mmask16 t54;
    __mmask16 t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    int t62;
    long t63;
    __m512i t64;
    __mmask16 t65;
    long t66;
    int t67;
    long t68;
    __m512i t69;
    __mmask16 t70;
    __mmask16 t71;
    __mmask16 t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    int i;
    long t79;
    if (1003L >= 64L) {
        t3 = 1003L & -64L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = (long)t4;
            t6 = _mm512_loadu_si512(&g_a[t5]);
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t8 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t7)));
            t9 = _mm512_maskz_loadu_epi32(t8, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t4) * 4UL - 60UL));
            t10 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t9);
            t11 = t10;
            t12 = _mm512_set1_epi32((int)2);
            t13 = _mm512_mullo_epi32(t11, t12);
            t14 = t13;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t5 * 4UL), t7, t14);
            t15 = (int)((long)0 + (t1 + 16L));
            t16 = (long)t15;
            t17 = _mm512_loadu_si512(&g_a[t16]);
            t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t19 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
            t20 = _mm512_maskz_loadu_epi32(t19, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t15) * 4UL - 60UL));
            t21 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t20);
            t22 = t21;
            t23 = _mm512_set1_epi32((int)2);
            t24 = _mm512_mullo_epi32(t22, t23);
            t25 = t24;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t16 * 4UL), t18, t25);
            t26 = (int)((long)0 + (t1 + 32L));
            t27 = (long)t26;
            t28 = _mm512_loadu_si512(&g_a[t27]);
            t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t30 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t29)));
            t31 = _mm512_maskz_loadu_epi32(t30, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t26) * 4UL - 60UL));
            t32 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t31);
            t33 = t32;
            t34 = _mm512_set1_epi32((int)2);
            t35 = _mm512_mullo_epi32(t33, t34);
            t36 = t35;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t27 * 4UL), t29, t36);
            t37 = (int)((long)0 + (t1 + 48L));
            t38 = (long)t37;
            t39 = _mm512_loadu_si512(&g_a[t38]);
            t40 = _mm512_cmp_epi32_mask(t39, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t41 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t40)));
            t42 = _mm512_maskz_loadu_epi32(t41, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t37) * 4UL - 60UL));
            t43 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t42);
            t44 = t43;
            t45 = _mm512_set1_epi32((int)2);
            t46 = _mm512_mullo_epi32(t44, t45);
            t47 = t46;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t38 * 4UL), t40, t47);
            t1 += 64L;
        } while (t1 < t3);
        t48 = (int)((long)0 + t3);
    } else {
        t48 = 0;
    }
    t49 = (long)t48 * -1L + 1003L;
    if (t49 >= 16L) {
        t50 = t49 & -16L;
        t2 = 0L;
        do {
            t51 = (int)((long)t48 + t2);
            t52 = (long)t51;
            t53 = _mm512_loadu_si512(&g_a[t52]);
            t54 = _mm512_cmp_epi32_mask(t53, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t55 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t54)));
            t56 = _mm512_maskz_loadu_epi32(t55, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t51) * 4UL - 60UL));
            t57 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t56);
            t58 = t57;
            t59 = _mm512_set1_epi32((int)2);
            t60 = _mm512_mullo_epi32(t58, t59);
            t61 = t60;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t52 * 4UL), t54, t61);
            t2 += 16L;
        } while (t2 < t50);
        t62 = (int)((long)t48 + t50);
    } else {
        t62 = t48;
    }
    t63 = (long)t62 * -1L + 1003L;
    if ((t63 >= 1L) & (t63 <= 16L)) {
        t64 = _mm512_set1_epi32((int)(int)t63);
        t65 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t64, _MM_CMPINT_LT);
        t66 = 0L;
        t67 = (int)((long)t62 + t66);
        t68 = (long)t67;
        t69 = _mm512_maskz_loadu_epi32(t65, &g_a[t68]);
        t70 = _mm512_cmp_epi32_mask(t69, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
        t71 = _kand_mask16(t65, t70);
        t72 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t71)));
        t73 = _mm512_maskz_loadu_epi32(t72, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t67) * 4UL - 60UL));
        t74 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t73);
        t75 = t74;
        t76 = _mm512_set1_epi32((int)2);
        t77 = _mm512_mullo_epi32(t75, t76);
        t78 = t77;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t68 * 4UL), t71, t78);
        i = (int)((long)t62 + t63);
    } else {
        i = t62;
    }
    for (; i < 1003; i++) {
        t79 = (long)i;
        if (g_a[t79] > 3) {
            g_b[t79] = g_c[1002 - i] * 2;
        }
    }
}

static __typeof__(g_b) g_b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void glob_rev_store(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    int t15;
    long t16;
    __m512i t17;
    __mmask16 t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __mmask16 t24;
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
    __mmask16 t35;
    __m512i t36;
    int t37;
    long t38;
    __m512i t39;
    __mmask16 t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __mmask16 t46;
    __m512i t47;
    int t48;
    long t49;
    long t50;
    int t51;
    long t52;
    __m512i t53;
    __mmask16 t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __mmask16 t60;
    __m512i t61;
    int t62;
    long t63;
    __m512i t64;
    __mmask16 t65;
    long t66;
    int t67;
    long t68;
    __m512i t69;
    __mmask16 t70;
    __mmask16 t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __mmask16 t77;
    __m512i t78;
    int i;
    long t79;
    if (1003L >= 64L) {
        t3 = 1003L & -64L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = (long)t4;
            t6 = _mm512_loadu_si512(&g_a[t5]);
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t8 = _mm512_loadu_si512(&g_b[t5]);
            t9 = t8;
            t10 = _mm512_set1_epi32((int)1);
            t11 = _mm512_add_epi32(t9, t10);
            t12 = t11;
            t13 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t7)));
            t14 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t4) * 4UL - 60UL), t13, t14);
            t15 = (int)((long)0 + (t1 + 16L));
            t16 = (long)t15;
            t17 = _mm512_loadu_si512(&g_a[t16]);
            t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t19 = _mm512_loadu_si512(&g_b[t16]);
            t20 = t19;
            t21 = _mm512_set1_epi32((int)1);
            t22 = _mm512_add_epi32(t20, t21);
            t23 = t22;
            t24 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
            t25 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t23);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t15) * 4UL - 60UL), t24, t25);
            t26 = (int)((long)0 + (t1 + 32L));
            t27 = (long)t26;
            t28 = _mm512_loadu_si512(&g_a[t27]);
            t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t30 = _mm512_loadu_si512(&g_b[t27]);
            t31 = t30;
            t32 = _mm512_set1_epi32((int)1);
            t33 = _mm512_add_epi32(t31, t32);
            t34 = t33;
            t35 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t29)));
            t36 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t34);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t26) * 4UL - 60UL), t35, t36);
            t37 = (int)((long)0 + (t1 + 48L));
            t38 = (long)t37;
            t39 = _mm512_loadu_si512(&g_a[t38]);
            t40 = _mm512_cmp_epi32_mask(t39, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t41 = _mm512_loadu_si512(&g_b[t38]);
            t42 = t41;
            t43 = _mm512_set1_epi32((int)1);
            t44 = _mm512_add_epi32(t42, t43);
            t45 = t44;
            t46 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t40)));
            t47 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t45);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t37) * 4UL - 60UL), t46, t47);
            t1 += 64L;
        } while (t1 < t3);
        t48 = (int)((long)0 + t3);
    } else {
        t48 = 0;
    }
    t49 = (long)t48 * -1L + 1003L;
    if (t49 >= 16L) {
        t50 = t49 & -16L;
        t2 = 0L;
        do {
            t51 = (int)((long)t48 + t2);
            t52 = (long)t51;
            t53 = _mm512_loadu_si512(&g_a[t52]);
            t54 = _mm512_cmp_epi32_mask(t53, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t55 = _mm512_maskz_loadu_epi32(t54, (int *)((unsigned long)&g_b + (unsigned long)t52 * 4UL));
            t56 = t55;
            t57 = _mm512_set1_epi32((int)1);
            t58 = _mm512_add_epi32(t56, t57);
            t59 = t58;
            t60 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t54)));
            t61 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t59);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t51) * 4UL - 60UL), t60, t61);
            t2 += 16L;
        } while (t2 < t50);
        t62 = (int)((long)t48 + t50);
    } else {
        t62 = t48;
    }
    t63 = (long)t62 * -1L + 1003L;
    if ((t63 >= 1L) & (t63 <= 16L)) {
        t64 = _mm512_set1_epi32((int)(int)t63);
        t65 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t64, _MM_CMPINT_LT);
        t66 = 0L;
        t67 = (int)((long)t62 + t66);
        t68 = (long)t67;
        t69 = _mm512_maskz_loadu_epi32(t65, &g_a[t68]);
        t70 = _mm512_cmp_epi32_mask(t69, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
        t71 = _kand_mask16(t65, t70);
        t72 = _mm512_maskz_loadu_epi32(t71, (int *)((unsigned long)&g_b + (unsigned long)t68 * 4UL));
        t73 = t72;
        t74 = _mm512_set1_epi32((int)1);
        t75 = _mm512_add_epi32(t73, t74);
        t76 = t75;
        t77 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t71)));
        t78 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t76);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t67) * 4UL - 60UL), t77, t78);
        i = (int)((long)t62 + t63);
    } else {
        i = t62;
    }
    for (; i < 1003; i++) {
        t79 = (long)i;
        if (g_a[t79] > 3) {
            g_c[1002 - i] = g_b[t79] + 1;
        }
    }
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

static __typeof__(g_c) g_c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    __m512i t3;
    __m512i t4;
    long t5;
    __m512i t6;
    __m512i t7;
    long t8;
    __m512i t9;
    __m512i t10;
    int count_idx;
    int n_1;
    int t11;
    int *a;
    int *c;
    int *b;
    float *x;
    float *y;
    double *xd;
    double *yd;
    short *s;
    unsigned char *p;
    unsigned char *q;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    long t12;
    long t13;
    double *t14;
    __m512d t15;
    __m512d t16;
    double *t17;
    __m512d t18;
    __m512d t19;
    double *t20;
    __m512d t21;
    __m512d t22;
    double *t23;
    __m512d t24;
    __m512d t25;
    int t26;
    long t27;
    long t28;
    double *t29;
    __m512d t30;
    __m512d t31;
    int t32;
    long t33;
    __m256i t34;
    __m256i t35;
    long t36;
    double *t37;
    __m512d t38;
    __m512d t39;
    int i;
    double *t40;
    const int *t41;
    long sum;
    unsigned long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    long t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    long t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    long t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    long t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    long t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512i t85;
    __m512i t86;
    __m512i t87;
    __m512i t88;
    __m512i t89;
    __m512i t90;
    __m512i t91;
    __m512i t92;
    int t93;
    long t94;
    long t95;
    __m512i t96;
    __m512i t97;
    __m512i t98;
    __m512i t99;
    __m512i t100;
    __m512i t101;
    __m512i t102;
    __m512i t103;
    long t104;
    __m512i t105;
    __m512i t106;
    __m512i t107;
    __m512i t108;
    __m512i t109;
    __m512i t110;
    int t111;
    long t112;
    __m512i t113;
    __mmask16 t114;
    __m512i t115;
    __m512i t116;
    __m512i t117;
    __m512i t118;
    __m512i t119;
    __m512i t120;
    __m512i t121;
    long t122;
    __m512i t123;
    long t124;
    __m512i t125;
    __m512i t126;
    __m512i t127;
    __m512i t128;
    __m512i t129;
    __m512i t130;
    __m512i t131;
    int i_1;
    long t132;
    unsigned long t133;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t11 = 1;
        } else {
            t11 = 0;
            n = n_1;
        }
        if (!t11) {
            if ((1003L >= 64L) & (0 >= 0)) {
                t47 = 1003L & -64L;
                t48 = _mm512_set1_epi32((int)0);
                t49 = t48;
                t3 = _mm512_add_epi32(t49, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t50 = _mm512_set1_epi32((int)(0 % 7));
                t51 = _mm512_add_epi32(t50, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
                t52 = t51;
                t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32((int)7));
                t54 = _mm512_min_epu32(t52, t53);
                t4 = t54;
                t5 = 0L;
                do {
                    t55 = t3;
                    t56 = (long)(int)((long)0 + t5);
                    _mm512_storeu_si512(&g_a[t56], t4);
                    t57 = _mm512_sub_epi32(_mm512_setzero_si512(), t55);
                    _mm512_storeu_si512(&g_b[t56], t57);
                    t58 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t55);
                    _mm512_storeu_si512(&g_c[t56], t58);
                    t59 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
                    t60 = t59;
                    t61 = (long)(int)((long)0 + (t5 + 16L));
                    t62 = _mm512_add_epi32(t4, _mm512_set1_epi32((int)2));
                    t63 = t62;
                    t64 = _mm512_sub_epi32(t63, _mm512_set1_epi32((int)7));
                    t65 = _mm512_min_epu32(t63, t64);
                    t66 = t65;
                    _mm512_storeu_si512(&g_a[t61], t66);
                    t67 = _mm512_sub_epi32(_mm512_setzero_si512(), t60);
                    _mm512_storeu_si512(&g_b[t61], t67);
                    t68 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t60);
                    _mm512_storeu_si512(&g_c[t61], t68);
                    t69 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)32));
                    t70 = t69;
                    t71 = (long)(int)((long)0 + (t5 + 32L));
                    t72 = _mm512_add_epi32(t4, _mm512_set1_epi32((int)4));
                    t73 = t72;
                    t74 = _mm512_sub_epi32(t73, _mm512_set1_epi32((int)7));
                    t75 = _mm512_min_epu32(t73, t74);
                    t76 = t75;
                    _mm512_storeu_si512(&g_a[t71], t76);
                    t77 = _mm512_sub_epi32(_mm512_setzero_si512(), t70);
                    _mm512_storeu_si512(&g_b[t71], t77);
                    t78 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t70);
                    _mm512_storeu_si512(&g_c[t71], t78);
                    t79 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)48));
                    t80 = t79;
                    t81 = (long)(int)((long)0 + (t5 + 48L));
                    t82 = _mm512_add_epi32(t4, _mm512_set1_epi32((int)6));
                    t83 = t82;
                    t84 = _mm512_sub_epi32(t83, _mm512_set1_epi32((int)7));
                    t85 = _mm512_min_epu32(t83, t84);
                    t86 = t85;
                    _mm512_storeu_si512(&g_a[t81], t86);
                    t87 = _mm512_sub_epi32(_mm512_setzero_si512(), t80);
                    _mm512_storeu_si512(&g_b[t81], t87);
                    t88 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t80);
                    _mm512_storeu_si512(&g_c[t81], t88);
                    t5 += 64L;
                    t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)64));
                    t89 = _mm512_add_epi32(t4, _mm512_set1_epi32((int)1));
                    t90 = t89;
                    t91 = _mm512_sub_epi32(t90, _mm512_set1_epi32((int)7));
                    t92 = _mm512_min_epu32(t90, t91);
                    t4 = t92;
                } while (t5 < t47);
                t93 = (int)((long)0 + t47);
            } else {
                t93 = 0;
            }
            t94 = (long)t93 * -1L + 1003L;
            if ((t94 >= 16L) & (t93 >= 0)) {
                t95 = t94 & -16L;
                t96 = _mm512_set1_epi32((int)t93);
                t97 = t96;
                t6 = _mm512_add_epi32(t97, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t98 = _mm512_set1_epi32((int)(t93 % 7));
                t99 = _mm512_add_epi32(t98, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
                t100 = t99;
                t101 = _mm512_sub_epi32(t100, _mm512_set1_epi32((int)7));
                t102 = _mm512_min_epu32(t100, t101);
                t7 = t102;
                t8 = 0L;
                do {
                    t103 = t6;
                    t104 = (long)(int)((long)t93 + t8);
                    _mm512_storeu_si512(&g_a[t104], t7);
                    t105 = _mm512_sub_epi32(_mm512_setzero_si512(), t103);
                    _mm512_storeu_si512(&g_b[t104], t105);
                    t106 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t103);
                    _mm512_storeu_si512(&g_c[t104], t106);
                    t8 += 16L;
                    t6 = _mm512_add_epi32(t6, _mm512_set1_epi32((int)16));
                    t107 = _mm512_add_epi32(t7, _mm512_set1_epi32((int)2));
                    t108 = t107;
                    t109 = _mm512_sub_epi32(t108, _mm512_set1_epi32((int)7));
                    t110 = _mm512_min_epu32(t108, t109);
                    t7 = t110;
                } while (t8 < t95);
                t111 = (int)((long)t93 + t95);
            } else {
                t111 = t93;
            }
            t112 = (long)t111 * -1L + 1003L;
            if ((t112 >= 1L) & (t112 <= 16L) & (t111 >= 0)) {
                t113 = _mm512_set1_epi32((int)(int)t112);
                t114 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t113, _MM_CMPINT_LT);
                t115 = _mm512_set1_epi32((int)t111);
                t116 = t115;
                t9 = _mm512_add_epi32(t116, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t117 = _mm512_set1_epi32((int)(t111 % 7));
                t118 = _mm512_add_epi32(t117, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
                t119 = t118;
                t120 = _mm512_sub_epi32(t119, _mm512_set1_epi32((int)7));
                t121 = _mm512_min_epu32(t119, t120);
                t10 = t121;
                t122 = 0L;
                t123 = t9;
                t124 = (long)(int)((long)t111 + t122);
                _mm512_mask_storeu_epi32(&g_a[t124], t114, t10);
                t125 = t123;
                t126 = _mm512_sub_epi32(_mm512_setzero_si512(), t125);
                t127 = t126;
                _mm512_mask_storeu_epi32(&g_b[t124], t114, t127);
                t128 = _mm512_set1_epi32((int)3);
                t129 = t123;
                t130 = _mm512_mullo_epi32(t128, t129);
                t131 = t130;
                _mm512_mask_storeu_epi32(&g_c[t124], t114, t131);
                i_1 = (int)((long)t111 + t112);
            } else {
                i_1 = t111;
            }
            for (; i_1 < 1003; i_1++) {
                t132 = (long)i_1;
                g_a[t132] = i_1 % 7;
                g_b[t132] = -i_1;
                g_c[t132] = 3 * i_1;
            }
            (_mm256_zeroupper(), glob_rev_load());
            (_mm256_zeroupper(), glob_rev_store());
            t133 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t133);
            return 0;
        }
        a = (int *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        c = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        b = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        x = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        y = (float *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        xd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        yd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        s = (short *)(_mm256_zeroupper(), front_guarded(n, 2UL));
        p = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        q = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 5U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 9U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        t12 = (long)n;
        if (t12 >= 32L) {
            t13 = t12 & -32L;
            t1 = 0L;
            do {
                t14 = xd + (int)((long)0 + t1);
                t15 = _mm512_loadu_pd(t14);
                t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t14, t16);
                t17 = xd + (int)((long)0 + (t1 + 8L));
                t18 = _mm512_loadu_pd(t17);
                t19 = _mm512_mul_pd(t18, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t17, t19);
                t20 = xd + (int)((long)0 + (t1 + 16L));
                t21 = _mm512_loadu_pd(t20);
                t22 = _mm512_mul_pd(t21, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t20, t22);
                t23 = xd + (int)((long)0 + (t1 + 24L));
                t24 = _mm512_loadu_pd(t23);
                t25 = _mm512_mul_pd(t24, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t23, t25);
                t1 += 32L;
            } while (t1 < t13);
            t26 = (int)((long)0 + t13);
        } else {
            t26 = 0;
        }
        t27 = (long)n + (long)t26 * -1L;
        if (t27 >= 8L) {
            t28 = t27 & -8L;
            t2 = 0L;
            do {
                t29 = xd + (int)((long)t26 + t2);
                t30 = _mm512_loadu_pd(t29);
                t31 = _mm512_mul_pd(t30, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t29, t31);
                t2 += 8L;
            } while (t2 < t28);
            t32 = (int)((long)t26 + t28);
        } else {
            t32 = t26;
        }
        t33 = (long)n + (long)t32 * -1L;
        if ((t33 >= 1L) & (t33 <= 8L)) {
            t34 = _mm256_set1_epi32((int)(int)t33);
            t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t36 = 0L;
            t37 = xd + (int)((long)t32 + t36);
            t38 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t35), t37);
            t39 = _mm512_mul_pd(t38, _mm512_set1_pd(0.375));
            _mm512_mask_storeu_pd(t37, _mm256_movepi32_mask(t35), t39);
            i = (int)((long)t32 + t33);
        } else {
            i = t32;
        }
        for (; i < n; i++) {
            t40 = xd + i;
            *t40 = *t40 * 0.375;
        }
        t41 = c;
        (_mm256_zeroupper(), rev_cond_load(n, a, t41, b));
        (_mm256_zeroupper(), rev_cond_store(n, x, y));
        (_mm256_zeroupper(), down_cond(n, xd, yd));
        sum = (_mm256_zeroupper(), down_cond_sum(n, s, t41));
        (_mm256_zeroupper(), rev_bytes(n, p, q));
        t42 = (unsigned long)n;
        t43 = (_mm256_zeroupper(), hash_bytes((const void *)q, t42 * 1UL));
        t44 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t42 * 8UL));
        t45 = t42 * 4UL;
        t46 = (_mm256_zeroupper(), hash_bytes((const void *)y, t45));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t45)), (unsigned long long)t46, (unsigned long long)t44, sum, (unsigned long long)t43);
        (_mm256_zeroupper(), release_front((void *)a, n, 4UL));
        (_mm256_zeroupper(), release((void *)c, n, 4UL));
        (_mm256_zeroupper(), release((void *)b, n, 4UL));
        (_mm256_zeroupper(), release((void *)x, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)y, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)xd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)yd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)s, n, 2UL));
        (_mm256_zeroupper(), release_front((void *)p, n, 1UL));
        (_mm256_zeroupper(), release_front((void *)q, n, 1UL));
    }
}
