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
    int t21;
    int t32;
    int i;
    int t49;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            long t6 = (long)t5;
            __m512i t7 = _mm512_loadu_si512(c + t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t9 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t8)));
            __m512i t10 = _mm512_maskz_loadu_epi32(t9, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t5) * 4UL - 60UL));
            __m512i t11 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t10);
            __m512i t12 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(-1), t11);
            _mm512_storeu_si512(b + t6, t12);
            int t13 = (int)(t1 + 16L);
            long t14 = (long)t13;
            __m512i t15 = _mm512_loadu_si512(c + t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t17 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t16)));
            __m512i t18 = _mm512_maskz_loadu_epi32(t17, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t13) * 4UL - 60UL));
            __m512i t19 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512i t20 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(-1), t19);
            _mm512_storeu_si512(b + t14, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            long t25 = (long)t24;
            __m512i t26 = _mm512_loadu_si512(c + t25);
            __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t27)));
            __m512i t29 = _mm512_maskz_loadu_epi32(t28, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t24) * 4UL - 60UL));
            __m512i t30 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
            __m512i t31 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(-1), t30);
            _mm512_storeu_si512(b + t25, t31);
            t2 += 16L;
        } while (t2 < t23);
        t32 = (int)((long)t21 + t23);
    } else {
        t32 = t21;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 16L)) {
        __m512i t34 = _mm512_set1_epi32((int)(int)t33);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        int t36 = (int)(long)t32;
        long t37 = (long)t36;
        __m512i t38 = _mm512_maskz_loadu_epi32(t35, c + t37);
        __mmask16 t39 = _mm512_cmp_epi32_mask(t38, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t40 = _knot_mask16(t39);
        __mmask16 t41 = _kand_mask16(t35, t40);
        __mmask16 t42 = _kand_mask16(t35, t39);
        __mmask16 t43 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t42)));
        __m512i t44 = _mm512_maskz_loadu_epi32(t43, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - t36) * 4UL - 60UL));
        __m512i t45 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t44);
        __m512i t46 = _mm512_mask_blend_epi32(t41, t45, _mm512_set1_epi32(-1));
        _mm512_mask_storeu_epi32(b + t37, t35, t46);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        int *t48 = b + t47;
        if (c[t47] > 0) {
            t49 = a[n - 1 - i];
        } else {
            t49 = -1;
        }
        *t48 = t49;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __mmask16 t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t8 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            __mmask16 t9 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t7)));
            __m512 t10 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t5) * 4UL - 60UL), t9, t10);
            int t11 = (int)(t1 + 16L);
            __m512 t12 = _mm512_loadu_ps(x + t11);
            __mmask16 t13 = _mm512_cmp_ps_mask(t12, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t14 = _mm512_mul_ps(t12, _mm512_set1_ps(2.0f));
            __mmask16 t15 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t13)));
            __m512 t16 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t14);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t11) * 4UL - 60UL), t15, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            int t20 = (int)((long)t17 + t2);
            __m512 t21 = _mm512_loadu_ps(x + t20);
            __mmask16 t22 = _mm512_cmp_ps_mask(t21, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t23 = _mm512_mul_ps(t21, _mm512_set1_ps(2.0f));
            __mmask16 t24 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t22)));
            __m512 t25 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t23);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t20) * 4UL - 60UL), t24, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        int t30 = (int)(long)t26;
        __m512 t31 = _mm512_maskz_loadu_ps(t29, x + t30);
        __mmask16 t32 = _mm512_cmp_ps_mask(t31, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t33 = _kand_mask16(t29, t32);
        __m512 t34 = _mm512_mul_ps(t31, _mm512_set1_ps(2.0f));
        __mmask16 t35 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t33)));
        __m512 t36 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t34);
        _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - t30) * 4UL - 60UL), t35, t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        float t37 = x[i];
        if (t37 > 0.0f) {
            y[n - 1 - i] = t37 * 2.0f;
        }
    }
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down_cond(int n, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t28;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m512d t7 = _mm512_loadu_pd(x + t6 + -7);
            __m256i t8 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t7, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t9 = _mm512_add_pd(t7, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t6 * 8UL - 56UL), _mm256_movepi32_mask(t8), t9);
            long t10 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m512d t11 = _mm512_loadu_pd(x + t10 + -7);
            __m256i t12 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t11, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t13 = _mm512_add_pd(t11, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t10 * 8UL - 56UL), _mm256_movepi32_mask(t12), t13);
            long t14 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m512d t15 = _mm512_loadu_pd(x + t14 + -7);
            __m256i t16 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t15, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t17 = _mm512_add_pd(t15, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t14 * 8UL - 56UL), _mm256_movepi32_mask(t16), t17);
            long t18 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            __m512d t19 = _mm512_loadu_pd(x + t18 + -7);
            __m256i t20 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t19, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t21 = _mm512_add_pd(t19, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t18 * 8UL - 56UL), _mm256_movepi32_mask(t20), t21);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t22 = (long)t1 + 1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t3 = 0L;
        do {
            long t24 = (long)(int)((long)t1 + t3 * -1L);
            __m512d t25 = _mm512_loadu_pd(x + t24 + -7);
            __m256i t26 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t25, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t27 = _mm512_add_pd(t25, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t24 * 8UL - 56UL), _mm256_movepi32_mask(t26), t27);
            t3 += 8L;
        } while (t3 < t23);
        t28 = (int)((long)t1 + t23 * -1L);
    } else {
        t28 = t1;
    }
    long t29 = (long)t28 + 1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t32 = (long)(int)(long)t28;
        __m256i t33 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512d t34 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t33), (const double *)((unsigned long)x + (unsigned long)t32 * 8UL - 56UL));
        __m512d t35 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t34);
        __m256i t36 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t35, _mm512_set1_pd(0.5), _CMP_LT_OQ));
        __m256i t37 = _mm256_and_si256(t31, t36);
        __m512d t38 = _mm512_add_pd(t34, _mm512_set1_pd(1.0));
        __m256i t39 = _mm256_permutevar8x32_epi32(t37, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t32 * 8UL - 56UL), _mm256_movepi32_mask(t39), t38);
        i = (int)((long)t28 + t29 * -1L);
    } else {
        i = t28;
    }
    for (; i >= 0; i--) {
        long t40 = (long)i;
        double t41 = x[t40];
        if (t41 < 0.5) {
            y[t40] = t41 + 1.0;
        }
    }
}

/* A count-down loop with the load under the condition too (a sum of the selected elements). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    vcc_no_contract_body
    long t28;
    int i;
    long sum;
    long sum_1;
    int t1 = n - 1;
    long t7 = (long)n;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        do {
            long t9 = (long)(int)((long)t1 + t2 * -1L);
            long t10 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(c + t9 + -7));
            __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(c + t10 + -7));
            __m256i t14 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t15 = _mm256_and_si256(t12, _mm256_set1_epi32(1));
            __m256i t16 = _mm256_and_si256(t14, _mm256_set1_epi32(1));
            __m256i t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t19 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t9, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t17, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m128i t20 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t10, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t18, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m512i t21 = _mm512_cvtepi16_epi64(t19);
            __m512i t22 = t21;
            __m512i t23 = _mm512_add_epi64(t3, t22);
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t17), t3, t23);
            __m512i t24 = _mm512_cvtepi16_epi64(t20);
            __m512i t25 = t24;
            __m512i t26 = _mm512_add_epi64(t4, t25);
            t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t18), t4, t26);
            t2 += 16L;
        } while (t2 < t8);
        __m512i t27 = _mm512_add_epi64(t3, t4);
        t1 = (int)((long)t1 + t8 * -1L);
        t28 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t27), _mm512_extracti64x4_epi64(t27, 1)), _mm_add_epi64, unsigned long);
    } else {
        t28 = 0L;
    }
    long t29 = (long)t1 + 1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long t5 = 0L;
        __m512i t6 = _mm512_set1_epi64((long long)0LL);
        do {
            long t31 = (long)(int)((long)t1 + t5 * -1L);
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(c + t31 + -7));
            __m256i t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t34 = _mm256_and_si256(t33, _mm256_set1_epi32(1));
            __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t34, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t36 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t31, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t35, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m512i t37 = _mm512_cvtepi16_epi64(t36);
            __m512i t38 = t37;
            __m512i t39 = _mm512_add_epi64(t6, t38);
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
        long t40 = (long)i;
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
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(n - 1 - (int)t1);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(p + t4 + -15));
            __m128i t6 = _mm_shuffle_epi8(t5, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            __m128i t7 = t6;
            __mmask16 t8 = _mm_cmp_epu8_mask(t7, _mm_set1_epi8((char)100), _MM_CMPINT_NLE);
            __m128i t9 = t7;
            __m128i t10 = _mm_set1_epi8((char)100);
            __m128i t11 = _mm_sub_epi8(t9, t10);
            __m128i t12 = t11;
            __m128i t13 = t12;
            vcc_scatter_masked(q + t4, (vcc_v16_int)_mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15), (vcc_v16_uchar)t13, (vcc_m16)_mm512_movm_epi32(t8));
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)(n - 1 - i);
        int t15 = (int)p[t14];
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
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        long t4 = (long)t3;
        __m512i t5 = _mm512_loadu_si512(&g_a[t4]);
        __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t7 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t6)));
        __m512i t8 = _mm512_maskz_loadu_epi32(t7, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t3) * 4UL - 60UL));
        __m512i t9 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
        __m512i t10 = t9;
        __m512i t11 = _mm512_set1_epi32(2);
        __m512i t12 = _mm512_mullo_epi32(t10, t11);
        __m512i t13 = t12;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t4 * 4UL), t6, t13);
        int t14 = (int)(t1 + 16L);
        long t15 = (long)t14;
        __m512i t16 = _mm512_loadu_si512(&g_a[t15]);
        __mmask16 t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t18 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t17)));
        __m512i t19 = _mm512_maskz_loadu_epi32(t18, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t14) * 4UL - 60UL));
        __m512i t20 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_set1_epi32(2);
        __m512i t23 = _mm512_mullo_epi32(t21, t22);
        __m512i t24 = t23;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t15 * 4UL), t17, t24);
        int t25 = (int)(t1 + 32L);
        long t26 = (long)t25;
        __m512i t27 = _mm512_loadu_si512(&g_a[t26]);
        __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t28)));
        __m512i t30 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t25) * 4UL - 60UL));
        __m512i t31 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t30);
        __m512i t32 = t31;
        __m512i t33 = _mm512_set1_epi32(2);
        __m512i t34 = _mm512_mullo_epi32(t32, t33);
        __m512i t35 = t34;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t26 * 4UL), t28, t35);
        int t36 = (int)(t1 + 48L);
        long t37 = (long)t36;
        __m512i t38 = _mm512_loadu_si512(&g_a[t37]);
        __mmask16 t39 = _mm512_cmp_epi32_mask(t38, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t40 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t39)));
        __m512i t41 = _mm512_maskz_loadu_epi32(t40, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t36) * 4UL - 60UL));
        __m512i t42 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t41);
        __m512i t43 = t42;
        __m512i t44 = _mm512_set1_epi32(2);
        __m512i t45 = _mm512_mullo_epi32(t43, t44);
        __m512i t46 = t45;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t37 * 4UL), t39, t46);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        int t47 = (int)(960L + t2);
        long t48 = (long)t47;
        __m512i t49 = _mm512_loadu_si512(&g_a[t48]);
        __mmask16 t50 = _mm512_cmp_epi32_mask(t49, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t51 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t50)));
        __m512i t52 = _mm512_maskz_loadu_epi32(t51, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t47) * 4UL - 60UL));
        __m512i t53 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t52);
        __m512i t54 = t53;
        __m512i t55 = _mm512_set1_epi32(2);
        __m512i t56 = _mm512_mullo_epi32(t54, t55);
        __m512i t57 = t56;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t48 * 4UL), t50, t57);
        t2 += 16L;
    } while (t2 < 32L);
    __m512i t58 = _mm512_set1_epi32(11);
    __mmask16 t59 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t58, _MM_CMPINT_LT);
    __m512i t60 = _mm512_maskz_loadu_epi32(t59, &g_a[992]);
    __mmask16 t61 = _mm512_cmp_epi32_mask(t60, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
    __mmask16 t62 = _kand_mask16(t59, t61);
    __mmask16 t63 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t62)));
    __m512i t64 = _mm512_maskz_loadu_epi32(t63, (int *)((unsigned long)&g_c + 40UL - 60UL));
    __m512i t65 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t64);
    __m512i t66 = t65;
    __m512i t67 = _mm512_set1_epi32(2);
    __m512i t68 = _mm512_mullo_epi32(t66, t67);
    __m512i t69 = t68;
    _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + 3968UL), t62, t69);
    for (int i = 1003; i < 1003; i++) {
        long t70 = (long)i;
        if (g_a[t70] > 3) {
            g_b[t70] = g_c[1002 - i] * 2;
        }
    }
}

static __typeof__(g_b) g_b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void glob_rev_store(void) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        long t4 = (long)t3;
        __m512i t5 = _mm512_loadu_si512(&g_a[t4]);
        __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t7 = _mm512_loadu_si512(&g_b[t4]);
        __m512i t8 = t7;
        __m512i t9 = _mm512_set1_epi32(1);
        __m512i t10 = _mm512_add_epi32(t8, t9);
        __m512i t11 = t10;
        __mmask16 t12 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t6)));
        __m512i t13 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t11);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t3) * 4UL - 60UL), t12, t13);
        int t14 = (int)(t1 + 16L);
        long t15 = (long)t14;
        __m512i t16 = _mm512_loadu_si512(&g_a[t15]);
        __mmask16 t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t18 = _mm512_loadu_si512(&g_b[t15]);
        __m512i t19 = t18;
        __m512i t20 = _mm512_set1_epi32(1);
        __m512i t21 = _mm512_add_epi32(t19, t20);
        __m512i t22 = t21;
        __mmask16 t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t17)));
        __m512i t24 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t22);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t14) * 4UL - 60UL), t23, t24);
        int t25 = (int)(t1 + 32L);
        long t26 = (long)t25;
        __m512i t27 = _mm512_loadu_si512(&g_a[t26]);
        __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t29 = _mm512_loadu_si512(&g_b[t26]);
        __m512i t30 = t29;
        __m512i t31 = _mm512_set1_epi32(1);
        __m512i t32 = _mm512_add_epi32(t30, t31);
        __m512i t33 = t32;
        __mmask16 t34 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t28)));
        __m512i t35 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t33);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t25) * 4UL - 60UL), t34, t35);
        int t36 = (int)(t1 + 48L);
        long t37 = (long)t36;
        __m512i t38 = _mm512_loadu_si512(&g_a[t37]);
        __mmask16 t39 = _mm512_cmp_epi32_mask(t38, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t40 = _mm512_loadu_si512(&g_b[t37]);
        __m512i t41 = t40;
        __m512i t42 = _mm512_set1_epi32(1);
        __m512i t43 = _mm512_add_epi32(t41, t42);
        __m512i t44 = t43;
        __mmask16 t45 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t39)));
        __m512i t46 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t44);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t36) * 4UL - 60UL), t45, t46);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        int t47 = (int)(960L + t2);
        long t48 = (long)t47;
        __m512i t49 = _mm512_loadu_si512(&g_a[t48]);
        __mmask16 t50 = _mm512_cmp_epi32_mask(t49, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t51 = _mm512_maskz_loadu_epi32(t50, (int *)((unsigned long)&g_b + (unsigned long)t48 * 4UL));
        __m512i t52 = t51;
        __m512i t53 = _mm512_set1_epi32(1);
        __m512i t54 = _mm512_add_epi32(t52, t53);
        __m512i t55 = t54;
        __mmask16 t56 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t50)));
        __m512i t57 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t55);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - t47) * 4UL - 60UL), t56, t57);
        t2 += 16L;
    } while (t2 < 32L);
    __m512i t58 = _mm512_set1_epi32(11);
    __mmask16 t59 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t58, _MM_CMPINT_LT);
    __m512i t60 = _mm512_maskz_loadu_epi32(t59, &g_a[992]);
    __mmask16 t61 = _mm512_cmp_epi32_mask(t60, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
    __mmask16 t62 = _kand_mask16(t59, t61);
    __m512i t63 = _mm512_maskz_loadu_epi32(t62, (int *)((unsigned long)&g_b + 3968UL));
    __m512i t64 = t63;
    __m512i t65 = _mm512_set1_epi32(1);
    __m512i t66 = _mm512_add_epi32(t64, t65);
    __m512i t67 = t66;
    __mmask16 t68 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t62)));
    __m512i t69 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t67);
    _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + 40UL - 60UL), t68, t69);
    for (int i = 1003; i < 1003; i++) {
        long t70 = (long)i;
        if (g_a[t70] > 3) {
            g_c[1002 - i] = g_b[t70] + 1;
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
    int t9;
    int t24;
    int t30;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            __m512i t44 = _mm512_set1_epi32(0);
            __m512i t45 = t44;
            __m512i t3 = _mm512_add_epi32(t45, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t46 = _mm512_set1_epi32(0);
            __m512i t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            __m512i t48 = t47;
            __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(7));
            __m512i t50 = _mm512_min_epu32(t48, t49);
            __m512i t4 = t50;
            long t5 = 0L;
            do {
                __m512i t51 = t3;
                long t52 = (long)(int)t5;
                _mm512_storeu_si512(&g_a[t52], t4);
                __m512i t53 = _mm512_sub_epi32(_mm512_setzero_si512(), t51);
                _mm512_storeu_si512(&g_b[t52], t53);
                __m512i t54 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t51);
                _mm512_storeu_si512(&g_c[t52], t54);
                __m512i t55 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
                __m512i t56 = t55;
                long t57 = (long)(int)(t5 + 16L);
                __m512i t58 = _mm512_add_epi32(t4, _mm512_set1_epi32(2));
                __m512i t59 = t58;
                __m512i t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32(7));
                __m512i t61 = _mm512_min_epu32(t59, t60);
                __m512i t62 = t61;
                _mm512_storeu_si512(&g_a[t57], t62);
                __m512i t63 = _mm512_sub_epi32(_mm512_setzero_si512(), t56);
                _mm512_storeu_si512(&g_b[t57], t63);
                __m512i t64 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t56);
                _mm512_storeu_si512(&g_c[t57], t64);
                __m512i t65 = _mm512_add_epi32(t3, _mm512_set1_epi32(32));
                __m512i t66 = t65;
                long t67 = (long)(int)(t5 + 32L);
                __m512i t68 = _mm512_add_epi32(t4, _mm512_set1_epi32(4));
                __m512i t69 = t68;
                __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(7));
                __m512i t71 = _mm512_min_epu32(t69, t70);
                __m512i t72 = t71;
                _mm512_storeu_si512(&g_a[t67], t72);
                __m512i t73 = _mm512_sub_epi32(_mm512_setzero_si512(), t66);
                _mm512_storeu_si512(&g_b[t67], t73);
                __m512i t74 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t66);
                _mm512_storeu_si512(&g_c[t67], t74);
                __m512i t75 = _mm512_add_epi32(t3, _mm512_set1_epi32(48));
                __m512i t76 = t75;
                long t77 = (long)(int)(t5 + 48L);
                __m512i t78 = _mm512_add_epi32(t4, _mm512_set1_epi32(6));
                __m512i t79 = t78;
                __m512i t80 = _mm512_sub_epi32(t79, _mm512_set1_epi32(7));
                __m512i t81 = _mm512_min_epu32(t79, t80);
                __m512i t82 = t81;
                _mm512_storeu_si512(&g_a[t77], t82);
                __m512i t83 = _mm512_sub_epi32(_mm512_setzero_si512(), t76);
                _mm512_storeu_si512(&g_b[t77], t83);
                __m512i t84 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t76);
                _mm512_storeu_si512(&g_c[t77], t84);
                t5 += 64L;
                t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(64));
                __m512i t85 = _mm512_add_epi32(t4, _mm512_set1_epi32(1));
                __m512i t86 = t85;
                __m512i t87 = _mm512_sub_epi32(t86, _mm512_set1_epi32(7));
                __m512i t88 = _mm512_min_epu32(t86, t87);
                t4 = t88;
            } while (t5 < 960L);
            __m512i t89 = _mm512_set1_epi32(960);
            __m512i t90 = t89;
            __m512i t6 = _mm512_add_epi32(t90, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t91 = _mm512_set1_epi32(1);
            __m512i t92 = _mm512_add_epi32(t91, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            __m512i t93 = t92;
            __m512i t94 = _mm512_sub_epi32(t93, _mm512_set1_epi32(7));
            __m512i t95 = _mm512_min_epu32(t93, t94);
            __m512i t7 = t95;
            long t8 = 0L;
            do {
                __m512i t96 = t6;
                long t97 = (long)(int)(960L + t8);
                _mm512_storeu_si512(&g_a[t97], t7);
                __m512i t98 = _mm512_sub_epi32(_mm512_setzero_si512(), t96);
                _mm512_storeu_si512(&g_b[t97], t98);
                __m512i t99 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t96);
                _mm512_storeu_si512(&g_c[t97], t99);
                t8 += 16L;
                t6 = _mm512_add_epi32(t6, _mm512_set1_epi32(16));
                __m512i t100 = _mm512_add_epi32(t7, _mm512_set1_epi32(2));
                __m512i t101 = t100;
                __m512i t102 = _mm512_sub_epi32(t101, _mm512_set1_epi32(7));
                __m512i t103 = _mm512_min_epu32(t101, t102);
                t7 = t103;
            } while (t8 < 32L);
            __m512i t104 = _mm512_set1_epi32(11);
            __mmask16 t105 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t104, _MM_CMPINT_LT);
            __m512i t106 = _mm512_set1_epi32(992);
            __m512i t107 = t106;
            __m512i t108 = _mm512_add_epi32(t107, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t109 = _mm512_set1_epi32(5);
            __m512i t110 = _mm512_add_epi32(t109, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            __m512i t111 = t110;
            __m512i t112 = _mm512_sub_epi32(t111, _mm512_set1_epi32(7));
            __m512i t113 = _mm512_min_epu32(t111, t112);
            __m512i t114 = t113;
            __m512i t115 = t108;
            _mm512_mask_storeu_epi32(&g_a[992], t105, t114);
            __m512i t116 = t115;
            __m512i t117 = _mm512_sub_epi32(_mm512_setzero_si512(), t116);
            __m512i t118 = t117;
            _mm512_mask_storeu_epi32(&g_b[992], t105, t118);
            __m512i t119 = _mm512_set1_epi32(3);
            __m512i t120 = t115;
            __m512i t121 = _mm512_mullo_epi32(t119, t120);
            __m512i t122 = t121;
            _mm512_mask_storeu_epi32(&g_c[992], t105, t122);
            for (int i_1 = 1003; i_1 < 1003; i_1++) {
                long t123 = (long)i_1;
                g_a[t123] = i_1 % 7;
                g_b[t123] = -i_1;
                g_c[t123] = 3 * i_1;
            }
            glob_rev_load();
            glob_rev_store();
            unsigned long t124 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t124);
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        double *xd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        double *yd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        short *s = (short *)(_mm256_zeroupper(), front_guarded(n, 2UL));
        unsigned char *p = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        unsigned char *q = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(int)((_mm256_zeroupper(), next_rand()) % 5U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t10 = (long)n;
        if (t10 >= 32L) {
            long t11 = t10 & -32L;
            long t1 = 0L;
            do {
                double *t12 = xd + (int)t1;
                __m512d t13 = _mm512_loadu_pd(t12);
                __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t12, t14);
                double *t15 = xd + (int)(t1 + 8L);
                __m512d t16 = _mm512_loadu_pd(t15);
                __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t15, t17);
                double *t18 = xd + (int)(t1 + 16L);
                __m512d t19 = _mm512_loadu_pd(t18);
                __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t18, t20);
                double *t21 = xd + (int)(t1 + 24L);
                __m512d t22 = _mm512_loadu_pd(t21);
                __m512d t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t21, t23);
                t1 += 32L;
            } while (t1 < t11);
            t24 = (int)t11;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if (t25 >= 8L) {
            long t26 = t25 & -8L;
            long t2 = 0L;
            do {
                double *t27 = xd + (int)((long)t24 + t2);
                __m512d t28 = _mm512_loadu_pd(t27);
                __m512d t29 = _mm512_mul_pd(t28, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t27, t29);
                t2 += 8L;
            } while (t2 < t26);
            t30 = (int)((long)t24 + t26);
        } else {
            t30 = t24;
        }
        long t31 = (long)n + (long)t30 * -1L;
        if ((t31 >= 1L) & (t31 <= 8L)) {
            __m256i t32 = _mm256_set1_epi32((int)(int)t31);
            __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            double *t34 = xd + (int)(long)t30;
            __m512d t35 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t33), t34);
            __m512d t36 = _mm512_mul_pd(t35, _mm512_set1_pd(0.375));
            _mm512_mask_storeu_pd(t34, _mm256_movepi32_mask(t33), t36);
            i = (int)((long)t30 + t31);
        } else {
            i = t30;
        }
        for (; i < n; i++) {
            double *t37 = xd + i;
            *t37 = *t37 * 0.375;
        }
        const int *t38 = c;
        rev_cond_load(n, a, t38, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = down_cond_sum(n, s, t38);
        rev_bytes(n, p, q);
        unsigned long t39 = (unsigned long)n;
        unsigned long t40 = (_mm256_zeroupper(), hash_bytes((const void *)q, t39 * 1UL));
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t39 * 8UL));
        unsigned long t42 = t39 * 4UL;
        unsigned long t43 = (_mm256_zeroupper(), hash_bytes((const void *)y, t42));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t42)), (unsigned long long)t43, (unsigned long long)t41, sum, (unsigned long long)t40);
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
