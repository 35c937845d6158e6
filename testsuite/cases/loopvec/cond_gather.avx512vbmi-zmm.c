/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=5 avx2=1 avx512=5 sse4.2=4 sse2=4 neon=4 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids 5 */
/* vcc-test: also-tune avx512 zen4 */
#include "harness.h"

/* Gathers under a condition that guards the index itself (emit avx2.rs `vcc_avx2_maskgather8`
   and `vcc_avx2_maskgather4`: lane by lane, an inactive lane loading what the first active
   lane loads, no load where no lane is active, inactive lanes zero). Indices of inactive lanes
   are far outside the arrays (and negative), in runs longer than a vector so that whole
   vectors are inactive, and between them runs where every lane is active; the arrays are
   allocated exactly, so a load of an inactive lane fails under ASan or faults. With
   --tune=zen4 the gathers are the masked instruction (`Target::hardware_masked_gathers`),
   which must leave the inactive lanes' memory alone as well. On avx2 with the generic and Zen
   tunes the four loops with a store stay scalar (a masked gather and a masked store run as
   microcode on Zen: `Target::serial_cycles`); --tune=sapphirerapids vectorizes them, so the
   lane-by-lane macros still run here. On avx512 the generic tune's lane-by-lane gathers bound
   the vector iteration too (16 cycles a register): UF 1. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_f32(int n, float *restrict out, const float *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int t9;
    int i;
    int t23;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i m_v = _mm512_set1_epi32((int)m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:21 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i ix_v = _mm512_loadu_si512(ix + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(ix_v, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
            __mmask16 t4 = _mm512_cmp_epi32_mask(ix_v, m_v, _MM_CMPINT_LT);
            __m512i t5 = _mm512_maskz_mov_epi32(t4, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512 t_v = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t7, ix_v, t, 4);
            __m512 t8 = _mm512_mul_ps(t_v, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)i_vec * 4UL), t7, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        __m512i m_v_1 = _mm512_set1_epi32((int)m);
        long t13 = (long)t9;
        __m512i ix_v_1 = _mm512_maskz_loadu_epi32(t12, ix + t13);
        __mmask16 t14 = _mm512_cmp_epi32_mask(ix_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
        __mmask16 t15 = _mm512_cmp_epi32_mask(ix_v_1, m_v_1, _MM_CMPINT_LT);
        __m512i t16 = _mm512_maskz_mov_epi32(t15, _mm512_set1_epi32(1));
        __m512i t17 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(0), t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t19 = _kand_mask16(t12, t18);
        __m512 t_v_1 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t19, ix_v_1, t, 4);
        __m512 t20 = _mm512_mul_ps(t_v_1, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)t13 * 4UL), t19, t20);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int t22 = ix[t21];
        if (t22 >= 0) {
            t23 = (t22 < m) != 0;
        } else {
            t23 = 0;
        }
        if (t23) {
            out[t21] = t[t22] * 2.0f;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_i32(int n, int *restrict out, const int *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i m_v = _mm512_set1_epi32((int)m);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:27 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i ix_v = _mm512_loadu_si512(ix + i_vec);
            __mmask16 t4 = _mm512_cmp_epu32_mask(ix_v, m_v, _MM_CMPINT_LT);
            __m512i t_v = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t4, ix_v, t, 4);
            __m512i t5 = _mm512_add_epi32(t_v, (__m512i)i_v);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)i_vec * 4UL), t4, t5);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i m_v_1 = _mm512_set1_epi32((int)m);
        __m512i t10 = _mm512_set1_epi32((int)t6);
        __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t12 = (long)t6;
        __m512i ix_v_1 = _mm512_maskz_loadu_epi32(t9, ix + t12);
        __mmask16 t13 = _mm512_cmp_epu32_mask(ix_v_1, m_v_1, _MM_CMPINT_LT);
        __mmask16 t14 = _kand_mask16(t9, t13);
        __m512i t_v_1 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t14, ix_v_1, t, 4);
        __m512i t15 = _mm512_add_epi32(t_v_1, t11);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t12 * 4UL), t14, t15);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t17 = ix[t16];
        if ((unsigned int)t17 < (unsigned int)m) {
            out[t16] = t[t17] + i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_f64(int n, double *restrict out, const double *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int t16;
    int t26;
    int i;
    int t40;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = i_vec + 8L;
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i ix_v_1 = _mm256_loadu_si256((const __m256i *)(ix + t3));
            __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t6 = _mm256_cmpgt_epi32(m_v, ix_v);
            __m256i t7 = _mm256_cmpgt_epi32(m_v, ix_v_1);
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            __m256i t9 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t4, t8); });
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            __m256i t11 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, t10); });
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t11, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m512d t_v = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t12), ix_v, t, 8);
            __m512d t_v_1 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t13), ix_v_1, t, 8);
            __m512d t14 = _mm512_sub_pd(t_v, _mm512_set1_pd(1.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)out + (unsigned long)i_vec * 8UL), _mm256_movepi32_mask(t12), t14);
            __m512d t15 = _mm512_sub_pd(t_v_1, _mm512_set1_pd(1.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)out + (unsigned long)t3 * 8UL), _mm256_movepi32_mask(t13), t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        __m256i m_v_1 = _mm256_set1_epi32((int)m);
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            __m256i ix_v_2 = _mm256_loadu_si256((const __m256i *)(ix + t19));
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v_2, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t21 = _mm256_cmpgt_epi32(m_v_1, ix_v_2);
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
            __m256i t23 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, t22); });
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m512d t_v_2 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t24), ix_v_2, t, 8);
            __m512d t25 = _mm512_sub_pd(t_v_2, _mm512_set1_pd(1.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)out + (unsigned long)t19 * 8UL), _mm256_movepi32_mask(t24), t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        t26 = (int)((long)t16 + t18);
    } else {
        t26 = t16;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i m_v_2 = _mm256_set1_epi32((int)m);
        long t30 = (long)t26;
        __m256i ix_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), ix + t30);
        __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v_3, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
        __m256i t32 = _mm256_cmpgt_epi32(m_v_2, ix_v_3);
        __m256i t33 = (__m256i)__builtin_convertvector((vcc_m8)t32 & 1, vcc_v8_int);
        __m256i t34 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t31, t33); });
        __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t34, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t36 = _mm256_and_si256(t29, t35);
        __m512d t_v_3 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t36), ix_v_3, t, 8);
        __m512d t37 = _mm512_sub_pd(t_v_3, _mm512_set1_pd(1.5));
        _mm512_mask_storeu_pd((double *)((unsigned long)out + (unsigned long)t30 * 8UL), _mm256_movepi32_mask(t36), t37);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        int t39 = ix[t38];
        if (t39 >= 0) {
            t40 = (t39 < m) != 0;
        } else {
            t40 = 0;
        }
        if (t40) {
            out[t38] = t[t39] - 1.5;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_i64(int n, long long *restrict out, const long long *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int t20;
    int t32;
    int i;
    int t49;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:39 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t4 = i_vec + 8L;
            __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i ix_v = _mm256_loadu_si256((const __m256i *)(ix + i_vec));
            __m256i ix_v_1 = _mm256_loadu_si256((const __m256i *)(ix + t4));
            __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t8 = _mm256_cmpgt_epi32(m_v, ix_v);
            __m256i t9 = _mm256_cmpgt_epi32(m_v, ix_v_1);
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
            __m256i t11 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t6, t10); });
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_m8)t9 & 1, vcc_v8_int);
            __m256i t13 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, t12); });
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t11, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m512i t_v = _mm512_mask_i32gather_epi64(_mm512_setzero_si512(), _mm256_movepi32_mask(t14), ix_v, t, 8);
            __m512i t_v_1 = _mm512_mask_i32gather_epi64(_mm512_setzero_si512(), _mm256_movepi32_mask(t15), ix_v_1, t, 8);
            __m512i t16 = _mm512_cvtepi32_epi64((__m256i)i_v);
            __m512i t17 = _mm512_xor_si512(t_v, t16);
            _mm512_mask_storeu_epi64((long long *)((unsigned long)out + (unsigned long)i_vec * 8UL), _mm256_movepi32_mask(t14), t17);
            __m512i t18 = _mm512_cvtepi32_epi64(t5);
            __m512i t19 = _mm512_xor_si512(t_v_1, t18);
            _mm512_mask_storeu_epi64((long long *)((unsigned long)out + (unsigned long)t4 * 8UL), _mm256_movepi32_mask(t15), t19);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        __m256i m_v_1 = _mm256_set1_epi32((int)m);
        __m256i t23 = _mm256_set1_epi32((int)t20);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t24 = (long)t20 + i_vec_1;
            __m256i ix_v_2 = _mm256_loadu_si256((const __m256i *)(ix + t24));
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v_2, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t26 = _mm256_cmpgt_epi32(m_v_1, ix_v_2);
            __m256i t27 = (__m256i)__builtin_convertvector((vcc_m8)t26 & 1, vcc_v8_int);
            __m256i t28 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t25, t27); });
            __m256i t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t28, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m512i t_v_2 = _mm512_mask_i32gather_epi64(_mm512_setzero_si512(), _mm256_movepi32_mask(t29), ix_v_2, t, 8);
            __m512i t30 = _mm512_cvtepi32_epi64((__m256i)i_v_1);
            __m512i t31 = _mm512_xor_si512(t_v_2, t30);
            _mm512_mask_storeu_epi64((long long *)((unsigned long)out + (unsigned long)t24 * 8UL), _mm256_movepi32_mask(t29), t31);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t22);
        t32 = (int)((long)t20 + t22);
    } else {
        t32 = t20;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 8L)) {
        __m256i t34 = _mm256_set1_epi32((int)(int)t33);
        __m256i t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i m_v_2 = _mm256_set1_epi32((int)m);
        __m256i t36 = _mm256_set1_epi32((int)t32);
        __m256i t37 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t38 = (long)t32;
        __m256i ix_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), ix + t38);
        __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(ix_v_3, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
        __m256i t40 = _mm256_cmpgt_epi32(m_v_2, ix_v_3);
        __m256i t41 = (__m256i)__builtin_convertvector((vcc_m8)t40 & 1, vcc_v8_int);
        __m256i t42 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t39, t41); });
        __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t42, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t44 = _mm256_and_si256(t35, t43);
        __m512i t_v_3 = _mm512_mask_i32gather_epi64(_mm512_setzero_si512(), _mm256_movepi32_mask(t44), ix_v_3, t, 8);
        __m512i t45 = _mm512_cvtepi32_epi64(t37);
        __m512i t46 = _mm512_xor_si512(t_v_3, t45);
        _mm512_mask_storeu_epi64((long long *)((unsigned long)out + (unsigned long)t38 * 8UL), _mm256_movepi32_mask(t44), t46);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        int t48 = ix[t47];
        if (t48 >= 0) {
            t49 = (t48 < m) != 0;
        } else {
            t49 = 0;
        }
        if (t49) {
            out[t47] = t[t48] ^ (long long)i;
        }
    }
}

/* The gathered value used in the condition's other branch: inactive lanes must not leak. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int gather_sum(int n, const int *restrict t, const int *restrict ix, int m) {
    vcc_no_contract_body
    int t9;
    int t10;
    int i;
    int s;
    int t23;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i m_v = _mm512_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at cond_gather.c:47 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i ix_v = _mm512_loadu_si512(ix + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(ix_v, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
            __mmask16 t4 = _mm512_cmp_epi32_mask(ix_v, m_v, _MM_CMPINT_LT);
            __m512i t5 = _mm512_maskz_mov_epi32(t4, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t_v = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t7, ix_v, t, 4);
            __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), t_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t9 = (int)t2;
        t10 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t9 = 0;
        t10 = 0;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        __m512i m_v_1 = _mm512_set1_epi32((int)m);
        __m512i ix_v_1 = _mm512_maskz_loadu_epi32(t13, ix + (long)t9);
        __mmask16 t14 = _mm512_cmp_epi32_mask(ix_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
        __mmask16 t15 = _mm512_cmp_epi32_mask(ix_v_1, m_v_1, _MM_CMPINT_LT);
        __m512i t16 = _mm512_maskz_mov_epi32(t15, _mm512_set1_epi32(1));
        __m512i t17 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(0), t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t19 = _kand_mask16(t13, t18);
        __m512i t_v_1 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t19, ix_v_1, t, 4);
        __m512i t20 = _mm512_mask_blend_epi32(t19, _mm512_set1_epi32(0), t_v_1);
        __m512i t21 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t20);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t21);
        i = (int)((long)t9 + t11);
        s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t9;
        s = t10;
    }
    for (; i < n; i++, s = s_1) {
        int t22 = ix[i];
        if (t22 >= 0) {
            t23 = (t22 < m) != 0;
        } else {
            t23 = 0;
        }
        if (t23) {
            s_1 = s + t[t22];
        } else {
            s_1 = s;
        }
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = n / 2 + 1;
        int *ix = new_array(n, sizeof(int));
        float *tf = new_array(m, sizeof(float)), *of = new_array(n, sizeof(float));
        int *ti = new_array(m, sizeof(int)), *oi = new_array(n, sizeof(int));
        double *td = new_array(m, sizeof(double)), *od = new_array(n, sizeof(double));
        long long *tl = new_array(m, sizeof(long long)), *ol = new_array(n, sizeof(long long));
        for (int i = 0; i < n; i++) {
            int phase = (i / 11) % 3; /* 0: all valid, 1: random, 2: all invalid */
            int valid = phase == 0 || (phase == 1 && next_rand() % 2);
            ix[i] = valid ? (int)(next_rand() % (unsigned)m) : (next_rand() % 2 ? -(1 << 28) : m + (1 << 28));
        }
        FILL(tf, m, -50, 100);
        FILL(ti, m, -50, 100);
        FILL(td, m, -50, 100);
        FILL(tl, m, -50, 100);
        FILL(of, n, 0, 3);
        FILL(oi, n, 0, 3);
        FILL(od, n, 0, 3);
        FILL(ol, n, 0, 3);
        gather_f32(n, of, tf, ix, m);
        gather_i32(n, oi, ti, ix, m);
        gather_f64(n, od, td, ix, m);
        gather_i64(n, ol, tl, ix, m);
        printf("n=%d f32=%llx i32=%llx f64=%llx i64=%llx sum=%d\n", n, HASH(of, n), HASH(oi, n), HASH(od, n),
               HASH(ol, n), gather_sum(n, ti, ix, m));
        free(ix), free(tf), free(of), free(ti), free(oi), free(td), free(od), free(tl), free(ol);
    }
    return 0;
}
