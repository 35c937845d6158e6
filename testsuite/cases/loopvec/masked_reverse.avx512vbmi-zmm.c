/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512=6 avx512vbmi-zmm=7 neon=5 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
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
    int t12;
    int t20;
    int i;
    int t32;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:20 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(c_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t4 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t3)));
            __m512i t5 = _mm512_maskz_loadu_epi32(t4, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)i_vec) * 4UL - 60UL));
            __m512i a_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(-1), a_v);
            _mm512_storeu_si512(b + i_vec, t6);
            long t7 = i_vec + 16L;
            __m512i c_v_1 = _mm512_loadu_si512(c + t7);
            __mmask16 t8 = _mm512_cmp_epi32_mask(c_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t9 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t8)));
            __m512i t10 = _mm512_maskz_loadu_epi32(t9, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t7) * 4UL - 60UL));
            __m512i a_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t10);
            __m512i t11 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(-1), a_v_1);
            _mm512_storeu_si512(b + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_reverse.c:20 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m512i c_v_2 = _mm512_loadu_si512(c + t15);
            __mmask16 t16 = _mm512_cmp_epi32_mask(c_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t17 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t16)));
            __m512i t18 = _mm512_maskz_loadu_epi32(t17, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t15) * 4UL - 60UL));
            __m512i a_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512i t19 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(-1), a_v_2);
            _mm512_storeu_si512(b + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)t20;
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t23, c + t24);
        __mmask16 t25 = _mm512_cmp_epi32_mask(c_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t26 = _kand_mask16(t23, t25);
        __mmask16 t27 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t28 = _mm512_maskz_loadu_epi32(t27, (const int *)((unsigned long)a + (unsigned long)(long)(n - 1 - (int)t24) * 4UL - 60UL));
        __m512i a_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t28);
        __m512i t29 = _mm512_mask_blend_epi32(t25, _mm512_set1_epi32(-1), a_v_3);
        _mm512_mask_storeu_epi32(b + t24, t23, t29);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int *t31 = b + t30;
        if (c[t30] > 0) {
            t32 = a[n - 1 - i];
        } else {
            t32 = -1;
        }
        *t31 = t32;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t4 = _mm512_mul_ps(x_v, _mm512_set1_ps(2.0f));
            __mmask16 t5 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t3)));
            __m512 t6 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t4);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)i_vec) * 4UL - 60UL), t5, t6);
            long t7 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t7);
            __mmask16 t8 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t9 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(2.0f));
            __mmask16 t10 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t8)));
            __m512 t11 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t9);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t7) * 4UL - 60UL), t10, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_reverse.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t15);
            __mmask16 t16 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t17 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(2.0f));
            __mmask16 t18 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t16)));
            __m512 t19 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t17);
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t15) * 4UL - 60UL), t18, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)t20;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t23, x + t24);
        __mmask16 t25 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t26 = _kand_mask16(t23, t25);
        __m512 t27 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(2.0f));
        __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512 t29 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t27);
        _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t24) * 4UL - 60UL), t28, t29);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        float t30 = x[i];
        if (t30 > 0.0f) {
            y[n - 1 - i] = t30 * 2.0f;
        }
    }
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down_cond(int n, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t26;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512d t5 = _mm512_loadu_pd(x + t4 + -7);
            __m256i t6 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t5, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t7 = _mm512_add_pd(t5, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t4 * 8UL - 56UL), _mm256_movepi32_mask(t6), t7);
            long t8 = (long)t1 + (i_vec + 8L) * -1L;
            __m512d t9 = _mm512_loadu_pd(x + t8 + -7);
            __m256i t10 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t9, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t11 = _mm512_add_pd(t9, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t8 * 8UL - 56UL), _mm256_movepi32_mask(t10), t11);
            long t12 = (long)t1 + (i_vec + 16L) * -1L;
            __m512d t13 = _mm512_loadu_pd(x + t12 + -7);
            __m256i t14 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t13, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t15 = _mm512_add_pd(t13, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t12 * 8UL - 56UL), _mm256_movepi32_mask(t14), t15);
            long t16 = (long)t1 + (i_vec + 24L) * -1L;
            __m512d t17 = _mm512_loadu_pd(x + t16 + -7);
            __m256i t18 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t17, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t19 = _mm512_add_pd(t17, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t16 * 8UL - 56UL), _mm256_movepi32_mask(t18), t19);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_reverse.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t1 + i_vec_1 * -1L;
            __m512d t23 = _mm512_loadu_pd(x + t22 + -7);
            __m256i t24 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t23, _mm512_set1_pd(0.5), _CMP_LT_OQ));
            __m512d t25 = _mm512_add_pd(t23, _mm512_set1_pd(1.0));
            _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t22 * 8UL - 56UL), _mm256_movepi32_mask(t24), t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t1 + t21 * -1L);
    } else {
        t26 = t1;
    }
    long t27 = (long)t26 + 1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)t26;
        __m256i t31 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512d t32 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t31), (const double *)((unsigned long)x + (unsigned long)t30 * 8UL - 56UL));
        __m512d x_v = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t32);
        __m256i t33 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v, _mm512_set1_pd(0.5), _CMP_LT_OQ));
        __m256i t34 = _mm256_and_si256(t29, t33);
        __m512d t35 = _mm512_add_pd(t32, _mm512_set1_pd(1.0));
        __m256i t36 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm512_mask_storeu_pd((double *)((unsigned long)y + (unsigned long)t30 * 8UL - 56UL), _mm256_movepi32_mask(t36), t35);
        i = (int)((long)t26 + t27 * -1L);
    } else {
        i = t26;
    }
    for (; i >= 0; i--) {
        long t37 = (long)i;
        double t38 = x[t37];
        if (t38 < 0.5) {
            y[t37] = t38 + 1.0;
        }
    }
}

/* A count-down conditional sum of shorts: pays only where 8 lanes gather dwords (avx512 zmm). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    vcc_no_contract_body
    long t17;
    int i;
    long sum;
    long sum_1;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        __m512i sum_v = _mm512_set1_epi64((long long)0LL);
        __m512i sum_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at masked_reverse.c:43 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            long t5 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(c + t4 + -7));
            __m256i c_v = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(c + t5 + -7));
            __m256i c_v_1 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t8 = _mm256_and_si256(c_v, _mm256_set1_epi32(1));
            __m256i t9 = _mm256_and_si256(c_v_1, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t8, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m128i s_v = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t10, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m128i s_v_1 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t5, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t11, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m512i t12 = _mm512_cvtepi16_epi64(s_v);
            __m512i t13 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t10), _mm512_set1_epi64((long long)0LL), t12);
            sum_v = _mm512_add_epi64(sum_v, t13);
            __m512i t14 = _mm512_cvtepi16_epi64(s_v_1);
            __m512i t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t11), _mm512_set1_epi64((long long)0LL), t14);
            sum_v_1 = _mm512_add_epi64(sum_v_1, t15);
            i_vec += 16L;
        } while (i_vec < t3);
        __m512i t16 = _mm512_add_epi64(sum_v, sum_v_1);
        t1 = (int)((long)t1 + t3 * -1L);
        t17 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_add_epi64, unsigned long);
    } else {
        t17 = 0L;
    }
    long t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        __m512i sum_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at masked_reverse.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t20 = (long)t1 + i_vec_1 * -1L;
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(c + t20 + -7));
            __m256i c_v_2 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t22 = _mm256_and_si256(c_v_2, _mm256_set1_epi32(1));
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t22, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m128i s_v_2 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(s + t20, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t23, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m512i t24 = _mm512_cvtepi16_epi64(s_v_2);
            __m512i t25 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), _mm512_set1_epi64((long long)0LL), t24);
            sum_v_2 = _mm512_add_epi64(sum_v_2, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t1 + t19 * -1L);
        sum = (long)((unsigned long)t17 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(sum_v_2), _mm512_extracti64x4_epi64(sum_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        sum = t17;
    }
    for (; i >= 0; i--, sum = sum_1) {
        long t26 = (long)i;
        if (c[t26] & 1) {
            sum_1 = sum + (long)s[t26];
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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            __m128i t4 = _mm_loadu_si128((const __m128i *)(p + t3 + -15));
            __m128i p_v = _mm_shuffle_epi8(t4, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            __mmask16 t5 = _mm_cmp_epu8_mask(p_v, _mm_set1_epi8((char)100), _MM_CMPINT_NLE);
            __m128i t6 = _mm_sub_epi8(p_v, _mm_set1_epi8((char)100));
            vcc_scatter_masked(q + t3, (vcc_v16_int)_mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15), (vcc_v16_uchar)t6, (vcc_m16)_mm512_movm_epi32(t5));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)(n - 1 - i);
        int t8 = (int)p[t7];
        if (t8 > 100) {
            q[t7] = (unsigned char)(t8 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512; on avx2 a masked gather and store, scalar with the generic tune, which
   allows for Zen's microcoded ones, and vectorized with --tune=sapphirerapids). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

static __typeof__(g_a) g_a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void glob_rev_load(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_reverse.c:63 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i g_a_v = _mm512_loadu_si512(&g_a[i_vec]);
        __mmask16 t1 = _mm512_cmp_epi32_mask(g_a_v, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t2 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t1)));
        __m512i t3 = _mm512_maskz_loadu_epi32(t2, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)i_vec) * 4UL - 60UL));
        __m512i g_c_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t3);
        __m512i t4 = _mm512_mullo_epi32(g_c_v, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)i_vec * 4UL), t1, t4);
        long t5 = i_vec + 16L;
        __m512i g_a_v_1 = _mm512_loadu_si512(&g_a[t5]);
        __mmask16 t6 = _mm512_cmp_epi32_mask(g_a_v_1, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t7 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t6)));
        __m512i t8 = _mm512_maskz_loadu_epi32(t7, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t5) * 4UL - 60UL));
        __m512i g_c_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
        __m512i t9 = _mm512_mullo_epi32(g_c_v_1, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t5 * 4UL), t6, t9);
        long t10 = i_vec + 32L;
        __m512i g_a_v_2 = _mm512_loadu_si512(&g_a[t10]);
        __mmask16 t11 = _mm512_cmp_epi32_mask(g_a_v_2, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t12 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t11)));
        __m512i t13 = _mm512_maskz_loadu_epi32(t12, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t10) * 4UL - 60UL));
        __m512i g_c_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
        __m512i t14 = _mm512_mullo_epi32(g_c_v_2, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t10 * 4UL), t11, t14);
        long t15 = i_vec + 48L;
        __m512i g_a_v_3 = _mm512_loadu_si512(&g_a[t15]);
        __mmask16 t16 = _mm512_cmp_epi32_mask(g_a_v_3, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t17 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t16)));
        __m512i t18 = _mm512_maskz_loadu_epi32(t17, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t15) * 4UL - 60UL));
        __m512i g_c_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
        __m512i t19 = _mm512_mullo_epi32(g_c_v_3, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t15 * 4UL), t16, t19);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_reverse.c:63 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t20 = 960L + i_vec_1;
        __m512i g_a_v_4 = _mm512_loadu_si512(&g_a[t20]);
        __mmask16 t21 = _mm512_cmp_epi32_mask(g_a_v_4, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __mmask16 t22 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t21)));
        __m512i t23 = _mm512_maskz_loadu_epi32(t22, (int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t20) * 4UL - 60UL));
        __m512i g_c_v_4 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t23);
        __m512i t24 = _mm512_mullo_epi32(g_c_v_4, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + (unsigned long)t20 * 4UL), t21, t24);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t25 = _mm512_set1_epi32(11);
    __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
    __m512i g_a_v_5 = _mm512_maskz_loadu_epi32(t26, &g_a[992]);
    __mmask16 t27 = _mm512_cmp_epi32_mask(g_a_v_5, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
    __mmask16 t28 = _kand_mask16(t26, t27);
    __mmask16 t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t28)));
    __m512i t30 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)&g_c + 40UL - 60UL));
    __m512i g_c_v_5 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t30);
    __m512i t31 = _mm512_mullo_epi32(g_c_v_5, _mm512_set1_epi32(2));
    _mm512_mask_storeu_epi32((int *)((unsigned long)&g_b + 3968UL), t28, t31);
}

static __typeof__(g_b) g_b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void glob_rev_store(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_reverse.c:69 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i g_a_v = _mm512_loadu_si512(&g_a[i_vec]);
        __mmask16 t1 = _mm512_cmp_epi32_mask(g_a_v, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i g_b_v = _mm512_loadu_si512(&g_b[i_vec]);
        __m512i t2 = _mm512_add_epi32(g_b_v, _mm512_set1_epi32(1));
        __mmask16 t3 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t1)));
        __m512i t4 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t2);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)i_vec) * 4UL - 60UL), t3, t4);
        long t5 = i_vec + 16L;
        __m512i g_a_v_1 = _mm512_loadu_si512(&g_a[t5]);
        __mmask16 t6 = _mm512_cmp_epi32_mask(g_a_v_1, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i g_b_v_1 = _mm512_loadu_si512(&g_b[t5]);
        __m512i t7 = _mm512_add_epi32(g_b_v_1, _mm512_set1_epi32(1));
        __mmask16 t8 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t6)));
        __m512i t9 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t7);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t5) * 4UL - 60UL), t8, t9);
        long t10 = i_vec + 32L;
        __m512i g_a_v_2 = _mm512_loadu_si512(&g_a[t10]);
        __mmask16 t11 = _mm512_cmp_epi32_mask(g_a_v_2, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i g_b_v_2 = _mm512_loadu_si512(&g_b[t10]);
        __m512i t12 = _mm512_add_epi32(g_b_v_2, _mm512_set1_epi32(1));
        __mmask16 t13 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t11)));
        __m512i t14 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t10) * 4UL - 60UL), t13, t14);
        long t15 = i_vec + 48L;
        __m512i g_a_v_3 = _mm512_loadu_si512(&g_a[t15]);
        __mmask16 t16 = _mm512_cmp_epi32_mask(g_a_v_3, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i g_b_v_3 = _mm512_loadu_si512(&g_b[t15]);
        __m512i t17 = _mm512_add_epi32(g_b_v_3, _mm512_set1_epi32(1));
        __mmask16 t18 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t16)));
        __m512i t19 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t17);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t15) * 4UL - 60UL), t18, t19);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_reverse.c:69 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t20 = 960L + i_vec_1;
        __m512i g_a_v_4 = _mm512_loadu_si512(&g_a[t20]);
        __mmask16 t21 = _mm512_cmp_epi32_mask(g_a_v_4, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i g_b_v_4 = _mm512_maskz_loadu_epi32(t21, (int *)((unsigned long)&g_b + (unsigned long)t20 * 4UL));
        __m512i t22 = _mm512_add_epi32(g_b_v_4, _mm512_set1_epi32(1));
        __mmask16 t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t21)));
        __m512i t24 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t22);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + (unsigned long)(long)(1002 - (int)t20) * 4UL - 60UL), t23, t24);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t25 = _mm512_set1_epi32(11);
    __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
    __m512i g_a_v_5 = _mm512_maskz_loadu_epi32(t26, &g_a[992]);
    __mmask16 t27 = _mm512_cmp_epi32_mask(g_a_v_5, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
    __mmask16 t28 = _kand_mask16(t26, t27);
    __m512i g_b_v_5 = _mm512_maskz_loadu_epi32(t28, (int *)((unsigned long)&g_b + 3968UL));
    __m512i t29 = _mm512_add_epi32(g_b_v_5, _mm512_set1_epi32(1));
    __mmask16 t30 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t28)));
    __m512i t31 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
    _mm512_mask_storeu_epi32((int *)((unsigned long)&g_c + 40UL - 60UL), t30, t31);
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
    int t3;
    int t14;
    int t19;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            __m512i t32 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t33 = _mm512_set1_epi32(0);
            __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(7));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t34, t35);
            long i_vec_2 = 0L;
            /* vcc: loop at masked_reverse.c:144 vectorized: VF 16, UF 4, the remainder at 145:18 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            do {
                _mm512_storeu_si512(&g_a[i_vec_2], (__m512i)t1);
                __m512i t36 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)i_v);
                _mm512_storeu_si512(&g_b[i_vec_2], t36);
                __m512i t37 = _mm512_mullo_epi32(_mm512_set1_epi32(3), (__m512i)i_v);
                _mm512_storeu_si512(&g_c[i_vec_2], t37);
                long t38 = i_vec_2 + 16L;
                __m512i t39 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
                __m512i t40 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
                __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(7));
                __m512i t42 = _mm512_min_epu32(t40, t41);
                _mm512_storeu_si512(&g_a[t38], t42);
                __m512i t43 = _mm512_sub_epi32(_mm512_setzero_si512(), t39);
                _mm512_storeu_si512(&g_b[t38], t43);
                __m512i t44 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t39);
                _mm512_storeu_si512(&g_c[t38], t44);
                long t45 = i_vec_2 + 32L;
                __m512i t46 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
                __m512i t47 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(4));
                __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(7));
                __m512i t49 = _mm512_min_epu32(t47, t48);
                _mm512_storeu_si512(&g_a[t45], t49);
                __m512i t50 = _mm512_sub_epi32(_mm512_setzero_si512(), t46);
                _mm512_storeu_si512(&g_b[t45], t50);
                __m512i t51 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t46);
                _mm512_storeu_si512(&g_c[t45], t51);
                long t52 = i_vec_2 + 48L;
                __m512i t53 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
                __m512i t54 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(6));
                __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(7));
                __m512i t56 = _mm512_min_epu32(t54, t55);
                _mm512_storeu_si512(&g_a[t52], t56);
                __m512i t57 = _mm512_sub_epi32(_mm512_setzero_si512(), t53);
                _mm512_storeu_si512(&g_b[t52], t57);
                __m512i t58 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t53);
                _mm512_storeu_si512(&g_c[t52], t58);
                i_vec_2 += 64L;
                i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
                __m512i t59 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(1));
                __m512i t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32(7));
                t1 = (vcc_v16_int)_mm512_min_epu32(t59, t60);
            } while (i_vec_2 < 960L);
            __m512i t61 = _mm512_set1_epi32(960);
            vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t61, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t62 = _mm512_set1_epi32(1);
            __m512i t63 = _mm512_add_epi32(t62, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            __m512i t64 = _mm512_sub_epi32(t63, _mm512_set1_epi32(7));
            vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t63, t64);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_reverse.c:144 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t65 = 960L + i_vec_3;
                _mm512_storeu_si512(&g_a[t65], (__m512i)t2);
                __m512i t66 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)i_v_1);
                _mm512_storeu_si512(&g_b[t65], t66);
                __m512i t67 = _mm512_mullo_epi32(_mm512_set1_epi32(3), (__m512i)i_v_1);
                _mm512_storeu_si512(&g_c[t65], t67);
                i_vec_3 += 16L;
                i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
                __m512i t68 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
                __m512i t69 = _mm512_sub_epi32(t68, _mm512_set1_epi32(7));
                t2 = (vcc_v16_int)_mm512_min_epu32(t68, t69);
            } while (i_vec_3 < 32L);
            __m512i t70 = _mm512_set1_epi32(11);
            __mmask16 t71 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t70, _MM_CMPINT_LT);
            __m512i t72 = _mm512_set1_epi32(992);
            __m512i t73 = _mm512_add_epi32(t72, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t74 = _mm512_set1_epi32(5);
            __m512i t75 = _mm512_add_epi32(t74, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            __m512i t76 = _mm512_sub_epi32(t75, _mm512_set1_epi32(7));
            __m512i t77 = _mm512_min_epu32(t75, t76);
            _mm512_mask_storeu_epi32(&g_a[992], t71, t77);
            __m512i t78 = _mm512_sub_epi32(_mm512_setzero_si512(), t73);
            _mm512_mask_storeu_epi32(&g_b[992], t71, t78);
            __m512i t79 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t73);
            _mm512_mask_storeu_epi32(&g_c[992], t71, t79);
            glob_rev_load();
            glob_rev_store();
            unsigned long t80 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t80);
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
        long t4 = (long)n;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long i_vec = 0L;
            /* vcc: loop at masked_reverse.c:131 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                double *t6 = xd + i_vec;
                __m512d xd_v = _mm512_loadu_pd(t6);
                __m512d t7 = _mm512_mul_pd(xd_v, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t6, t7);
                double *t8 = xd + (i_vec + 8L);
                __m512d xd_v_1 = _mm512_loadu_pd(t8);
                __m512d t9 = _mm512_mul_pd(xd_v_1, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t8, t9);
                double *t10 = xd + (i_vec + 16L);
                __m512d xd_v_2 = _mm512_loadu_pd(t10);
                __m512d t11 = _mm512_mul_pd(xd_v_2, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t10, t11);
                double *t12 = xd + (i_vec + 24L);
                __m512d xd_v_3 = _mm512_loadu_pd(t12);
                __m512d t13 = _mm512_mul_pd(xd_v_3, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t12, t13);
                i_vec += 32L;
            } while (i_vec < t5);
            t14 = (int)t5;
        } else {
            t14 = 0;
        }
        long t15 = (long)n + (long)t14 * -1L;
        if (t15 >= 8L) {
            long t16 = t15 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at masked_reverse.c:131 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                double *t17 = xd + ((long)t14 + i_vec_1);
                __m512d xd_v_4 = _mm512_loadu_pd(t17);
                __m512d t18 = _mm512_mul_pd(xd_v_4, _mm512_set1_pd(0.375));
                _mm512_storeu_pd(t17, t18);
                i_vec_1 += 8L;
            } while (i_vec_1 < t16);
            t19 = (int)((long)t14 + t16);
        } else {
            t19 = t14;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if ((t20 >= 1L) & (t20 <= 8L)) {
            __m256i t21 = _mm256_set1_epi32((int)(int)t20);
            __m256i t22 = _mm256_cmpgt_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            double *t23 = xd + (long)t19;
            __m512d xd_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t22), t23);
            __m512d t24 = _mm512_mul_pd(xd_v_5, _mm512_set1_pd(0.375));
            _mm512_mask_storeu_pd(t23, _mm256_movepi32_mask(t22), t24);
            i = (int)((long)t19 + t20);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            double *t25 = xd + i;
            *t25 = *t25 * 0.375;
        }
        const int *t26 = c;
        rev_cond_load(n, a, t26, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = down_cond_sum(n, s, t26);
        rev_bytes(n, p, q);
        unsigned long t27 = (unsigned long)n;
        unsigned long t28 = (_mm256_zeroupper(), hash_bytes((const void *)q, t27 * 1UL));
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t27 * 8UL));
        unsigned long t30 = t27 * 4UL;
        unsigned long t31 = (_mm256_zeroupper(), hash_bytes((const void *)y, t30));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t30)), (unsigned long long)t31, (unsigned long long)t29, sum, (unsigned long long)t28);
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
