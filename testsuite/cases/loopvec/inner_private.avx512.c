/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* Innermost loops with arrays private to their iterations, indexed at run time (so not made
   scalars): named in `#pragma omp simd private(...)`, or declared in the loop body (private by
   C's scoping). The body is outlined as a function of the loop's index, the function-level
   vectorizer gives each lane a copy of the array (per-lane stack slots, interleaved: an index
   that differs per lane is a gather or scatter, under the mask of the block it is in), and the
   variant is spliced back as the vector loop; the original loop stays as the scalar epilogue.
   Every kernel reads only elements its iteration wrote (or initialized), so the results do not
   depend on what another iteration left in the array, and the hashes differ when a lane reads
   another lane's copy. Without a pragma, a loop that stores to its array at a per-lane index
   stays scalar (scatters do not pay), as does a loop with a sum (no outer-loop reductions).
   An array used after the loop is not private to it, and one whose address is passed to a
   call cannot be copied per lane: those loops stay scalar too, with the reason in the
   remarks. */
#include "harness.h"
/* vcc-test: expect-vectorized 5 */

/* Written at a constant and at a data-dependent index, read at both, in the same iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ring_private(int n, int *restrict y, const int *restrict x, const int *restrict idx) {
    vcc_no_contract_body
    int t[4];
    int t_1[64] __attribute__((aligned(64)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:21 vectorized: VF 16, its body as a vector function of the index, a copy per lane of the private array `t`, scalar epilogue */
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        long t5 = (long)i_1;
        const int *t6 = x + t5;
        __m512i t7 = _mm512_loadu_si512(t6);
        _mm512_store_si512(t_1 + 0, t7);
        __m512i t8 = _mm512_loadu_si512(t6);
        __m512i t9 = _mm512_set1_epi32(3);
        __m512i t10 = _mm512_mullo_epi32(t8, t9);
        _mm512_store_si512(t_1 + 16, t10);
        __m512i t11 = _mm512_loadu_si512(t6);
        __m512i t12 = _mm512_set1_epi32(7);
        __m512i t13 = _mm512_sub_epi32(t11, t12);
        _mm512_store_si512(t_1 + 32, t13);
        __m512i t14 = _mm512_set1_epi32((int)i_1);
        __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        _mm512_store_si512(t_1 + 48, t15);
        const int *t16 = idx + t5;
        __m512i t17 = _mm512_loadu_si512(t16);
        __m512i t18 = _mm512_and_si512(t17, t9);
        __m512i t19 = _mm512_loadu_si512(t6);
        __m512i t20 = _mm512_set1_epi32(100);
        __m512i t21 = _mm512_add_epi32(t19, t20);
        __m512i t22 = _mm512_set1_epi32(16);
        __m512i t23 = _mm512_mullo_epi32(t18, t22);
        __m512i t24 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        _mm512_i32scatter_epi32(t_1, t24, t21, 4);
        __m512i t25 = _mm512_loadu_si512(t16);
        __m512i t26 = _mm512_set1_epi32(2);
        __m512i t27 = _mm512_srai_epi32(t25, 2);
        __m512i t28 = _mm512_and_si512(t27, t9);
        __m512i t29 = _mm512_mullo_epi32(t28, t22);
        __m512i t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t31 = _mm512_i32gather_epi32(t30, t_1, 4);
        __m512i t32 = _mm512_mullo_epi32(t31, t26);
        __m512i t33 = _mm512_and_si512(t25, t9);
        __m512i t34 = _mm512_mullo_epi32(t33, t22);
        __m512i t35 = _mm512_add_epi32(t34, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t36 = _mm512_i32gather_epi32(t35, t_1, 4);
        __m512i t37 = _mm512_add_epi32(t32, t36);
        __m512i t38 = _mm512_load_si512(t_1 + 0);
        __m512i t39 = _mm512_sub_epi32(t37, t38);
        _mm512_storeu_si512(y + t5, t39);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const int *t2 = x + t1;
        t[0] = *t2;
        t[1] = *t2 * 3;
        t[2] = *t2 - 7;
        t[3] = i;
        const int *t3 = idx + t1;
        t[*t3 & 3] = *t2 + 100;
        int t4 = *t3;
        y[t1] = t[(t4 >> 2) & 3] * 2 + t[t4 & 3] - t[0];
    }
}

/* Declared (and initialized) in the body, no pragma: a lookup table read at data-dependent
   indices. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void body_lookup(int n, float *restrict y, const float *restrict x, const unsigned char *restrict sel) {
    vcc_no_contract_body
    float w[3];
    float w_1[48] __attribute__((aligned(64)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:34 vectorized: VF 16, its body as a vector function of the index, a copy per lane of the private array `w`, scalar epilogue */
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        long t4 = (long)i_1;
        const float *t5 = x + t4;
        __m512 t6 = _mm512_loadu_ps(t5);
        _mm512_store_ps(w_1 + 0, t6);
        __m512 t7 = _mm512_loadu_ps(t5);
        __m512 t8 = _mm512_set1_ps(0.5f);
        __m512 t9 = _mm512_mul_ps(t7, t8);
        _mm512_store_ps(w_1 + 16, t9);
        __m512 t10 = _mm512_loadu_ps(t5);
        __m512 t11 = _mm512_set1_ps(1.0f);
        __m512 t12 = _mm512_sub_ps(t11, t10);
        _mm512_store_ps(w_1 + 32, t12);
        __m128i t13 = _mm_loadu_si128((const __m128i *)(sel + t4));
        __m512i t14 = _mm512_cvtepu8_epi32(t13);
        __m512i t15 = _mm512_set1_epi32(3);
        __m512i t16 = (__m512i)((vcc_v16_int)t14 % (vcc_v16_int)t15);
        __m512i t17 = _mm512_set1_epi32(16);
        __m512i t18 = _mm512_mullo_epi32(t16, t17);
        __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512 t20 = _mm512_i32gather_ps(t19, w_1, 4);
        __m512i t21 = _mm512_set1_epi32(1);
        __m512i t22 = _mm512_add_epi32(t14, t21);
        __m512i t23 = (__m512i)((vcc_v16_int)t22 % (vcc_v16_int)t15);
        __m512i t24 = _mm512_mullo_epi32(t23, t17);
        __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512 t26 = _mm512_i32gather_ps(t25, w_1, 4);
        __m512 t27 = _mm512_set1_ps(0.25f);
        __m512 t28 = _mm512_mul_ps(t26, t27);
        __m512 t29 = _mm512_add_ps(t20, t28);
        _mm512_storeu_ps(y + t4, t29);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const float *t2 = x + t1;
        w[0] = *t2;
        w[1] = *t2 * 0.5f;
        w[2] = 1.0f - *t2;
        int t3 = (int)sel[t1];
        y[t1] = w[t3 % 3] + w[(t3 + 1) % 3] * 0.25f;
    }
}

/* Elements written under a per-lane condition, read both under it and after it: each read
   element was written on the path the iteration took. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_write(int n, short *restrict y, const short *restrict x, const int *restrict idx) {
    vcc_no_contract_body
    short h[8];
    short h_1[128] __attribute__((aligned(32)));
    vcc_v16_short t1;
    vcc_v16_short t3;
    int i;
    short t10;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:45 vectorized: VF 16, its body as a vector function of the index, a copy per lane of the private array `h`, scalar epilogue */
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        long t11 = (long)i_1;
        __m512i t12 = _mm512_loadu_si512(idx + t11);
        __m512i t13 = _mm512_set1_epi32(7);
        __m512i t14 = _mm512_and_si512(t12, t13);
        __m256i t15 = _mm256_set1_epi16((short)(short)1);
        __m512i t16 = _mm512_set1_epi32(16);
        __m512i t17 = _mm512_mullo_epi32(t14, t16);
        __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_scatter(h_1, (vcc_v16_int)t18, (vcc_v16_short)t15);
        __m512i t19 = _mm512_sub_epi32(t13, t14);
        __m256i t20 = _mm256_set1_epi16((short)(short)2);
        __m512i t21 = _mm512_mullo_epi32(t19, t16);
        __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_scatter(h_1, (vcc_v16_int)t22, (vcc_v16_short)t20);
        __m256i t23 = _mm256_loadu_si256((const __m256i *)(x + t11));
        __m512i t24 = _mm512_cvtepi16_epi32(t23);
        __m512i t25 = _mm512_set1_epi32(0);
        __mmask16 t26 = _mm512_cmp_epi32_mask(t24, t25, _MM_CMPINT_NLE);
        __mmask16 t2 = _knot_mask16(t26);
        if ((t2 != 0)) {
            __m256i t27 = (__m256i)vcc_gather_masked(vcc_v16_short, h_1, (vcc_v16_int)t18, (vcc_m16)_mm512_movm_epi32(t2));
            __m256i t28 = (__m256i)vcc_gather_masked(vcc_v16_short, h_1, (vcc_v16_int)t22, (vcc_m16)_mm512_movm_epi32(t2));
            __m512i t29 = _mm512_cvtepi16_epi32(t28);
            __m512i t30 = _mm512_set1_epi32(3);
            __m512i t31 = _mm512_mullo_epi32(t29, t30);
            __m512i t32 = _mm512_cvtepi16_epi32(t27);
            __m512i t33 = _mm512_add_epi32(t32, t31);
            __m512i t34 = _mm512_add_epi32(t33, t24);
            t1 = (vcc_v16_short)_mm512_cvtepi32_epi16(t34);
        } else {
            t1 = (vcc_v16_short)(__m256i)(vcc_v16_short){0};
            t2 = ((__mmask16)0x0);
        }
        if ((t26 != 0)) {
            __m512i t35 = _mm512_set1_epi32(3);
            __m512i t36 = _mm512_mullo_epi32(t24, t35);
            __m256i t37 = _mm512_cvtepi32_epi16(t36);
            vcc_scatter_masked(h_1, (vcc_v16_int)t18, (vcc_v16_short)t37, (vcc_m16)_mm512_movm_epi32(t26));
            __m512i t38 = _mm512_set1_epi32(1);
            __m512i t39 = _mm512_add_epi32(t14, t38);
            __m512i t40 = _mm512_and_si512(t39, t13);
            __m256i t41 = _mm256_maskz_loadu_epi16(t26, (const short *)((unsigned long)x + (unsigned long)t11 * 2UL));
            __m512i t42 = _mm512_cvtepi16_epi32(t41);
            __m512i t43 = _mm512_sub_epi32(_mm512_setzero_si512(), t42);
            __m256i t44 = _mm512_cvtepi32_epi16(t43);
            __m512i t45 = _mm512_mullo_epi32(t40, t16);
            __m512i t46 = _mm512_add_epi32(t45, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            vcc_scatter_masked(h_1, (vcc_v16_int)t46, (vcc_v16_short)t44, (vcc_m16)_mm512_movm_epi32(t26));
            __m256i t47 = (__m256i)vcc_gather_masked(vcc_v16_short, h_1, (vcc_v16_int)t18, (vcc_m16)_mm512_movm_epi32(t26));
            __m256i t48 = (__m256i)vcc_gather_masked(vcc_v16_short, h_1, (vcc_v16_int)t46, (vcc_m16)_mm512_movm_epi32(t26));
            __m512i t49 = _mm512_cvtepi16_epi32(t48);
            __m512i t50 = _mm512_set1_epi32(5);
            __m512i t51 = _mm512_mullo_epi32(t49, t50);
            __m512i t52 = _mm512_cvtepi16_epi32(t47);
            __m512i t53 = _mm512_sub_epi32(t52, t51);
            t3 = (vcc_v16_short)_mm512_cvtepi32_epi16(t53);
        } else {
            t3 = (vcc_v16_short)(__m256i)(vcc_v16_short){0};
        }
        __m256i t54 = _mm256_mask_blend_epi16(t2, (__m256i)t3, (__m256i)t1);
        _mm256_storeu_si256((__m256i *)(y + t11), t54);
    }
    while (i < n) {
        long t4 = (long)i;
        int k = idx[t4] & 7;
        short *t5 = &h[k];
        *t5 = (short)1;
        short *t6 = &h[7 - k];
        *t6 = (short)2;
        const short *t7 = x + t4;
        int t8 = (int)*t7;
        if (t8 > 0) {
            *t5 = (short)(t8 * 3);
            short *t9 = &h[(k + 1) & 7];
            *t9 = (short)-(int)*t7;
            t10 = (short)((int)*t5 - (int)*t9 * 5);
        } else {
            t10 = (short)((int)*t5 + (int)*t6 * 3 + t8);
        }
        y[t4] = t10;
        i++;
    }
}

/* A small stack pushed under data-dependent conditions: the depth, and so every index after
   the first push, differs per lane, and stays inside the array in every lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void stack_private(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int st[6];
    int st_1[96] __attribute__((aligned(64)));
    vcc_v16_int t1;
    vcc_v16_int t3;
    int i;
    int sp;
    int sp_1;
    int sp_2;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:64 vectorized: VF 16, its body as a vector function of the index, a copy per lane of the private array `st`, scalar epilogue */
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        long t9 = (long)i_1;
        const int *t10 = x + t9;
        __m512i t11 = _mm512_loadu_si512(t10);
        _mm512_store_si512(st_1 + 0, t11);
        __m512i t12 = _mm512_loadu_si512(t10);
        __m512i t13 = _mm512_set1_epi32(1);
        __m512i t14 = _mm512_and_si512(t12, t13);
        __mmask16 t15 = _mm512_test_epi32_mask(t14, t14);
        __m512i t16 = _mm512_set1_epi32(3);
        __m512i t17 = _mm512_mullo_epi32(t12, t16);
        _mm512_mask_storeu_epi32(st_1 + 16, t15, t17);
        __m512i t18 = _mm512_set1_epi32(2);
        __m512i t19 = _mm512_mask_blend_epi32(t15, t13, t18);
        __m512i t20 = _mm512_loadu_si512(t10);
        __m512i t21 = _mm512_and_si512(t20, t18);
        __mmask16 t2 = _mm512_test_epi32_mask(t21, t21);
        if ((t2 != 0)) {
            t1 = (vcc_v16_int)_mm512_add_epi32(t19, t13);
            __m512i t22 = _mm512_set1_epi32(5);
            __m512i t23 = _mm512_sub_epi32(t20, t22);
            __m512i t24 = _mm512_set1_epi32(16);
            __m512i t25 = _mm512_mullo_epi32(t19, t24);
            __m512i t26 = _mm512_add_epi32(t25, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            _mm512_mask_i32scatter_epi32(st_1, t2, t26, t23, 4);
        } else {
            t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t2 = ((__mmask16)0x0);
        }
        __m512i t27 = _mm512_mask_blend_epi32(t2, t19, (__m512i)t1);
        __m512i t28 = _mm512_loadu_si512(t10);
        __m512i t29 = _mm512_set1_epi32(4);
        __m512i t30 = _mm512_and_si512(t28, t29);
        __mmask16 t4 = _mm512_test_epi32_mask(t30, t30);
        if ((t4 != 0)) {
            t3 = (vcc_v16_int)_mm512_add_epi32(t27, t13);
            __m512i t31 = _mm512_set1_epi32((int)(11 + i_1));
            __m512i t32 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t33 = _mm512_set1_epi32(16);
            __m512i t34 = _mm512_mullo_epi32(t27, t33);
            __m512i t35 = _mm512_add_epi32(t34, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            _mm512_mask_i32scatter_epi32(st_1, t4, t35, t32, 4);
        } else {
            t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t4 = ((__mmask16)0x0);
        }
        __m512i t36 = _mm512_mask_blend_epi32(t4, t27, (__m512i)t3);
        __m512i t37 = _mm512_sub_epi32(t36, t13);
        __m512i t38 = _mm512_set1_epi32(16);
        __m512i t39 = _mm512_mullo_epi32(t37, t38);
        __m512i t40 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t41 = _mm512_i32gather_epi32(t40, st_1, 4);
        __m512i t42 = _mm512_mullo_epi32(t41, t18);
        __m512i t43 = (__m512i)((vcc_v16_int)t36 / (vcc_v16_int)t18);
        __m512i t44 = _mm512_mullo_epi32(t43, t38);
        __m512i t45 = _mm512_add_epi32(t44, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t46 = _mm512_i32gather_epi32(t45, st_1, 4);
        __m512i t47 = _mm512_add_epi32(t42, t46);
        __m512i t48 = _mm512_load_si512(st_1 + 0);
        __m512i t49 = _mm512_sub_epi32(t47, t48);
        _mm512_storeu_si512(y + t9, t49);
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        const int *t6 = x + t5;
        st[0] = *t6;
        int t7 = *t6;
        if (t7 & 1) {
            st[1] = t7 * 3;
            sp = 2;
        } else {
            sp = 1;
        }
        int t8 = *t6;
        if (t8 & 2) {
            st[sp] = t8 - 5;
            sp_1 = sp + 1;
        } else {
            sp_1 = sp;
        }
        if (*t6 & 4) {
            st[sp_1] = 11 + i;
            sp_2 = sp_1 + 1;
        } else {
            sp_2 = sp_1;
        }
        y[t5] = st[sp_2 - 1] * 2 + st[sp_2 / 2] - st[0];
    }
}

/* The pragma loop inside another loop: the array's initializer reads the outer index (a value
   from before the loop, the same in every lane), and the vector loop and its scalar epilogue
   run once per outer iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nest_private(int n, int m, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int f[4];
    int f_1[64] __attribute__((aligned(64)));
    int i;
    for (int j = 0; j < m; j++) {
        int i_1 = 0;
        /* vcc: loop at inner_private.c:83 vectorized: VF 16, its body as a vector function of the index, a copy per lane of the private array `f`, scalar epilogue */
        for (;; i_1 += 16) {
            if (i_1 >= n) {
                i = i_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)i_1) < 16U) {
                i = i_1;
                break;
            }
            __m512i t4 = _mm512_set1_epi32((int)j);
            _mm512_store_si512(f_1 + 0, t4);
            __m512i t5 = _mm512_set1_epi32(1);
            _mm512_store_si512(f_1 + 16, t5);
            __m512i t6 = _mm512_set1_epi32(2);
            _mm512_store_si512(f_1 + 32, t6);
            __m512i t7 = _mm512_set1_epi32((int)(3 - j));
            _mm512_store_si512(f_1 + 48, t7);
            long t8 = (long)i_1;
            const int *t9 = x + t8;
            __m512i t10 = _mm512_loadu_si512(t9);
            __m512i t11 = _mm512_set1_epi32(3);
            __m512i t12 = _mm512_and_si512(t10, t11);
            __m512i t13 = _mm512_set1_epi32((int)(7 + i_1));
            __m512i t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t15 = _mm512_set1_epi32(16);
            __m512i t16 = _mm512_mullo_epi32(t12, t15);
            __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            _mm512_i32scatter_epi32(f_1, t17, t14, 4);
            int *t18 = y + t8;
            __m512i t19 = _mm512_loadu_si512(t18);
            __m512i t20 = _mm512_loadu_si512(t9);
            __m512i t21 = _mm512_srai_epi32(t20, 2);
            __m512i t22 = _mm512_and_si512(t21, t11);
            __m512i t23 = _mm512_mullo_epi32(t22, t15);
            __m512i t24 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t25 = _mm512_i32gather_epi32(t24, f_1, 4);
            __m512i t26 = _mm512_add_epi32(t19, t25);
            _mm512_storeu_si512(t18, t26);
        }
        for (; i < n; i++) {
            f[0] = j;
            f[1] = 1;
            f[2] = 2;
            f[3] = 3 - j;
            long t1 = (long)i;
            const int *t2 = x + t1;
            f[*t2 & 3] = 7 + i;
            int *t3 = y + t1;
            *t3 = *t3 + f[(*t2 >> 2) & 3];
        }
    }
}

/* Declared in the body, no pragma, and stored at a per-lane index: each lane's copy would be
   written by a scatter, lane by lane, which does not pay; the loop stays scalar. */
void scatter_body(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++) {
        int b[4] = {1, 2, 3, 4};
        b[x[i] & 3] = x[i];
        y[i] = b[0] * b[1] + b[2] - b[3];
    }
}

/* A sum across iterations: the outlined body cannot carry it (no outer-loop reductions), so the
   loop stays scalar, the remark saying so. */
int sum_private(int n, const int *restrict x, const int *restrict idx) {
    int t[4], s = 0;
#pragma omp simd private(t) reduction(+ : s)
    for (int i = 0; i < n; i++) {
        t[0] = x[i];
        t[1] = -x[i];
        t[2] = i;
        t[3] = 5;
        s += t[idx[i] & 3];
    }
    return s;
}

/* `u` is read after the loop: not private to it, kept in memory, the loop stays scalar. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int used_after(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int u[4];
    u[0] = 0;
    u[1] = 0;
    u[2] = 0;
    u[3] = 0;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        const int *t2 = x + t1;
        int t3 = *t2;
        u[t3 & 3] = t3;
        y[t1] = u[*t2 & 3] + 1;
    }
    __m128i t4 = _mm_loadu_si128((const __m128i *)u);
    return (int)vcc_sse_reduce_epi32(t4, _mm_add_epi32, unsigned int);
}

static void put(int *p, int k, int v) {
    p[k & 3] = v;
}

/* The private array's address goes to a call: it cannot be copied per lane, the loop stays
   scalar. */
void escapes(int n, int *restrict y, const int *restrict x) {
    int e[4];
#pragma omp simd private(e)
    for (int i = 0; i < n; i++) {
        e[0] = 0;
        e[1] = 1;
        e[2] = 2;
        e[3] = 3;
        put(e, x[i], x[i] * 2);
        y[i] = e[(x[i] + 1) & 3] + e[x[i] & 3];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t20;
    int t25;
    int k;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *xi = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *y1 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *y4 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *y5 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *y6 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *xf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y2 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned char *sel = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        short *xs = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *y3 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xi[fill_idx] = -100 + (int)((_mm256_zeroupper(), next_rand()) % 201U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            idx[fill_idx_1] = (int)((_mm256_zeroupper(), next_rand()) % 1000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xf[fill_idx_2] = (float)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 41U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sel[fill_idx_3] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xs[fill_idx_4] = (short)(-30 + (int)((_mm256_zeroupper(), next_rand()) % 61U));
        }
        const int *t2 = idx;
        const int *t3 = xi;
        ring_private(n, y1, t3, t2);
        body_lookup(n, y2, xf, sel);
        cond_write(n, y3, xs, t2);
        stack_private(n, y4, t3);
        int after = used_after(n, y5, t3);
        (_mm256_zeroupper(), escapes(n, y6, t3));
        unsigned long t4 = (unsigned long)n;
        unsigned long t5 = t4 * 4UL;
        const void *t6 = (const void *)y6;
        unsigned long t7 = (_mm256_zeroupper(), hash_bytes(t6, t5));
        const void *t8 = (const void *)y5;
        unsigned long t9 = (_mm256_zeroupper(), hash_bytes(t8, t5));
        unsigned long t10 = (_mm256_zeroupper(), hash_bytes((const void *)y4, t5));
        unsigned long t11 = (_mm256_zeroupper(), hash_bytes((const void *)y3, t4 * 2UL));
        unsigned long t12 = (_mm256_zeroupper(), hash_bytes((const void *)y2, t5));
        printf("n=%d ring=%llx lookup=%llx cond=%llx stack=%llx after=%llx,%d esc=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y1, t5)), (unsigned long long)t12, (unsigned long long)t11, (unsigned long long)t10, (unsigned long long)t9, after, (unsigned long long)t7);
        (_mm256_zeroupper(), scatter_body(n, y5, t3));
        long t13 = (long)n;
        if (t13 >= 32L) {
            long t14 = t13 & -32L;
            __m256i t15 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec = 0L;
            /* vcc: loop at inner_private.c:166 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                _mm256_storeu_si256((__m256i *)(y6 + k_vec), (__m256i)k_v);
                __m256i t16 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                _mm256_storeu_si256((__m256i *)(y6 + (k_vec + 8L)), t16);
                __m256i t17 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                _mm256_storeu_si256((__m256i *)(y6 + (k_vec + 16L)), t17);
                __m256i t18 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                _mm256_storeu_si256((__m256i *)(y6 + (k_vec + 24L)), t18);
                k_vec += 32L;
                __m256i t19 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
                if (k_vec >= t14) {
                    break;
                }
                k_v = (vcc_v8_uint)t19;
            }
            t20 = (int)t14;
        } else {
            t20 = 0;
        }
        long t21 = (long)n + (long)t20 * -1L;
        if (t21 >= 8L) {
            long t22 = t21 & -8L;
            __m256i t23 = _mm256_set1_epi32((int)t20);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_1 = 0L;
            /* vcc: loop at inner_private.c:166 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                _mm256_storeu_si256((__m256i *)(y6 + ((long)t20 + k_vec_1)), (__m256i)k_v_1);
                k_vec_1 += 8L;
                __m256i t24 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                if (k_vec_1 >= t22) {
                    break;
                }
                k_v_1 = (vcc_v8_uint)t24;
            }
            t25 = (int)((long)t20 + t22);
        } else {
            t25 = t20;
        }
        long t26 = (long)n + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            __m256i t27 = _mm256_set1_epi32((int)(int)t26);
            __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t29 = _mm256_set1_epi32((int)t25);
            __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_mask_storeu_epi32(y6 + (long)t25, _mm256_movepi32_mask(t28), t30);
            k = (int)((long)t25 + t26);
        } else {
            k = t25;
        }
        for (; k < n; k++) {
            y6[k] = k;
        }
        nest_private(n, 3, y6, t2);
        unsigned long t31 = (_mm256_zeroupper(), hash_bytes(t6, t5));
        int t32 = (_mm256_zeroupper(), sum_private(n, t3, t2));
        printf("  scatter=%llx sum=%d nest=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t8, t5)), t32, (unsigned long long)t31);
        free((void *)xi);
        free((void *)idx);
        free((void *)y1);
        free((void *)y4);
        free((void *)y5);
        free((void *)y6);
        free((void *)xf);
        free((void *)y2);
        free((void *)sel);
        free((void *)xs);
        free((void *)y3);
    }
}
