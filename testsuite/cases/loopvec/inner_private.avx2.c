/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
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
__attribute__((target("avx2"))) void ring_private(int n, int *restrict y, const int *restrict x, const int *restrict idx) {
    int t[4];
    int t_1[32] __attribute__((aligned(32)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:21 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `t`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t5 = (long)i_1;
        const int *t6 = x + t5;
        __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
        _mm256_store_si256((__m256i *)(t_1 + 0), t7);
        __m256i t8 = _mm256_loadu_si256((const __m256i *)t6);
        __m256i t9 = _mm256_set1_epi32(3);
        __m256i t10 = _mm256_mullo_epi32(t8, t9);
        _mm256_store_si256((__m256i *)(t_1 + 8), t10);
        __m256i t11 = _mm256_loadu_si256((const __m256i *)t6);
        __m256i t12 = _mm256_set1_epi32(7);
        __m256i t13 = _mm256_sub_epi32(t11, t12);
        _mm256_store_si256((__m256i *)(t_1 + 16), t13);
        __m256i t14 = _mm256_set1_epi32((int)i_1);
        __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_store_si256((__m256i *)(t_1 + 24), t15);
        const int *t16 = idx + t5;
        __m256i t17 = _mm256_loadu_si256((const __m256i *)t16);
        __m256i t18 = _mm256_and_si256(t17, t9);
        __m256i t19 = _mm256_loadu_si256((const __m256i *)t6);
        __m256i t20 = _mm256_set1_epi32(100);
        __m256i t21 = _mm256_add_epi32(t19, t20);
        __m256i t22 = _mm256_set1_epi32(8);
        __m256i t23 = _mm256_mullo_epi32(t18, t22);
        __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_avx2_scatter_epi32(t_1, t24, t21, 0xff);
        __m256i t25 = _mm256_loadu_si256((const __m256i *)t16);
        __m256i t26 = _mm256_set1_epi32(2);
        __m256i t27 = _mm256_srai_epi32(t25, 2);
        __m256i t28 = _mm256_and_si256(t27, t9);
        __m256i t29 = _mm256_mullo_epi32(t28, t22);
        __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t31 = vcc_avx2_gather8(_mm256_setr_epi32, int, t_1, t30);
        __m256i t32 = _mm256_mullo_epi32(t31, t26);
        __m256i t33 = _mm256_and_si256(t25, t9);
        __m256i t34 = _mm256_mullo_epi32(t33, t22);
        __m256i t35 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t36 = vcc_avx2_gather8(_mm256_setr_epi32, int, t_1, t35);
        __m256i t37 = _mm256_add_epi32(t32, t36);
        __m256i t38 = _mm256_load_si256((const __m256i *)(t_1 + 0));
        __m256i t39 = _mm256_sub_epi32(t37, t38);
        _mm256_storeu_si256((__m256i *)(y + t5), t39);
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
__attribute__((target("avx2"))) void body_lookup(int n, float *restrict y, const float *restrict x, const unsigned char *restrict sel) {
    float w[3];
    float w_1[24] __attribute__((aligned(32)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:34 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `w`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t4 = (long)i_1;
        const float *t5 = x + t4;
        __m256 t6 = _mm256_loadu_ps(t5);
        _mm256_store_ps(w_1 + 0, t6);
        __m256 t7 = _mm256_loadu_ps(t5);
        __m256 t8 = _mm256_set1_ps(0.5f);
        __m256 t9 = _mm256_mul_ps(t7, t8);
        _mm256_store_ps(w_1 + 8, t9);
        __m256 t10 = _mm256_loadu_ps(t5);
        __m256 t11 = _mm256_set1_ps(1.0f);
        __m256 t12 = _mm256_sub_ps(t11, t10);
        _mm256_store_ps(w_1 + 16, t12);
        vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, sel + t4);
        __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
        __m256i t15 = _mm256_set1_epi32(3);
        __m256i t16 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)t15);
        __m256i t17 = _mm256_set1_epi32(8);
        __m256i t18 = _mm256_mullo_epi32(t16, t17);
        __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t20 = vcc_avx2_gather8(_mm256_setr_ps, float, w_1, t19);
        __m256i t21 = _mm256_set1_epi32(1);
        __m256i t22 = _mm256_add_epi32(t14, t21);
        __m256i t23 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)t15);
        __m256i t24 = _mm256_mullo_epi32(t23, t17);
        __m256i t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t26 = vcc_avx2_gather8(_mm256_setr_ps, float, w_1, t25);
        __m256 t27 = _mm256_set1_ps(0.25f);
        __m256 t28 = _mm256_mul_ps(t26, t27);
        __m256 t29 = _mm256_add_ps(t20, t28);
        _mm256_storeu_ps(y + t4, t29);
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
__attribute__((target("avx2"))) void cond_write(int n, short *restrict y, const short *restrict x, const int *restrict idx) {
    short h[8];
    short h_1[64] __attribute__((aligned(16)));
    vcc_v8_short t1;
    vcc_v8_short t3;
    int i;
    short t10;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:45 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `h`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t11 = (long)i_1;
        __m256i t12 = _mm256_loadu_si256((const __m256i *)(idx + t11));
        __m256i t13 = _mm256_set1_epi32(7);
        __m256i t14 = _mm256_and_si256(t12, t13);
        __m128i t15 = _mm_set1_epi16((short)(short)1);
        __m256i t16 = _mm256_set1_epi32(8);
        __m256i t17 = _mm256_mullo_epi32(t14, t16);
        __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_scatter(h_1, (vcc_v8_int)t18, (vcc_v8_short)t15);
        __m256i t19 = _mm256_sub_epi32(t13, t14);
        __m128i t20 = _mm_set1_epi16((short)(short)2);
        __m256i t21 = _mm256_mullo_epi32(t19, t16);
        __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_scatter(h_1, (vcc_v8_int)t22, (vcc_v8_short)t20);
        __m128i t23 = _mm_loadu_si128((const __m128i *)(x + t11));
        __m256i t24 = _mm256_cvtepi16_epi32(t23);
        __m256i t25 = _mm256_set1_epi32(0);
        __m256i t26 = _mm256_cmpgt_epi32(t24, t25);
        __m256i t2 = (__m256i)~(vcc_m8)t26;
        if ((_mm256_movemask_epi8(t2) != 0)) {
            __m128i t27 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(h_1, t18, t2, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m128i t28 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(h_1, t22, t2, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m256i t29 = _mm256_cvtepi16_epi32(t28);
            __m256i t30 = _mm256_set1_epi32(3);
            __m256i t31 = _mm256_mullo_epi32(t29, t30);
            __m256i t32 = _mm256_cvtepi16_epi32(t27);
            __m256i t33 = _mm256_add_epi32(t32, t31);
            __m256i t34 = _mm256_add_epi32(t33, t24);
            t1 = (vcc_v8_short)(__m128i)__builtin_convertvector((vcc_v8_int)t34, vcc_v8_short);
        } else {
            t1 = (vcc_v8_short)(__m128i)(vcc_v8_short){0};
            t2 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t26) != 0)) {
            __m256i t35 = _mm256_set1_epi32(3);
            __m256i t36 = _mm256_mullo_epi32(t24, t35);
            __m128i t37 = (__m128i)__builtin_convertvector((vcc_v8_int)t36, vcc_v8_short);
            vcc_scatter_masked(h_1, (vcc_v8_int)t18, (vcc_v8_short)t37, (vcc_m8)t26);
            __m256i t38 = _mm256_set1_epi32(1);
            __m256i t39 = _mm256_add_epi32(t14, t38);
            __m256i t40 = _mm256_and_si256(t39, t13);
            __m128i t41 = (__m128i)vcc_load_masked(vcc_v8_short, (const short *)((unsigned long)x + (unsigned long)t11 * 2UL), (vcc_m8)t26);
            __m256i t42 = _mm256_cvtepi16_epi32(t41);
            __m256i t43 = _mm256_sub_epi32(_mm256_setzero_si256(), t42);
            __m128i t44 = (__m128i)__builtin_convertvector((vcc_v8_int)t43, vcc_v8_short);
            __m256i t45 = _mm256_mullo_epi32(t40, t16);
            __m256i t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_scatter_masked(h_1, (vcc_v8_int)t46, (vcc_v8_short)t44, (vcc_m8)t26);
            __m128i t47 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(h_1, t18, t26, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m128i t48 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(h_1, t46, t26, 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m256i t49 = _mm256_cvtepi16_epi32(t48);
            __m256i t50 = _mm256_set1_epi32(5);
            __m256i t51 = _mm256_mullo_epi32(t49, t50);
            __m256i t52 = _mm256_cvtepi16_epi32(t47);
            __m256i t53 = _mm256_sub_epi32(t52, t51);
            t3 = (vcc_v8_short)(__m128i)__builtin_convertvector((vcc_v8_int)t53, vcc_v8_short);
        } else {
            t3 = (vcc_v8_short)(__m128i)(vcc_v8_short){0};
        }
        __m128i t54 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t2, vcc_v8_short), (vcc_v8_short)(__m128i)t1, (vcc_v8_short)(__m128i)t3);
        _mm_storeu_si128((__m128i *)(y + t11), t54);
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
__attribute__((target("avx2"))) void stack_private(int n, int *restrict y, const int *restrict x) {
    int st[6];
    int st_1[48] __attribute__((aligned(32)));
    vcc_v8_int t1;
    vcc_v8_int t3;
    int i;
    int sp;
    int sp_1;
    int sp_2;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:64 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `st`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t9 = (long)i_1;
        const int *t10 = x + t9;
        __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
        _mm256_store_si256((__m256i *)(st_1 + 0), t11);
        __m256i t12 = _mm256_loadu_si256((const __m256i *)t10);
        __m256i t13 = _mm256_set1_epi32(1);
        __m256i t14 = _mm256_and_si256(t12, t13);
        __m256i t15 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
        __m256i t16 = _mm256_set1_epi32(3);
        __m256i t17 = _mm256_mullo_epi32(t12, t16);
        _mm256_maskstore_epi32((int *)(st_1 + 8), t15, t17);
        __m256i t18 = _mm256_set1_epi32(2);
        __m256i t19 = _mm256_blendv_epi8(t13, t18, t15);
        __m256i t20 = _mm256_loadu_si256((const __m256i *)t10);
        __m256i t21 = _mm256_and_si256(t20, t18);
        __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)t21 != (vcc_v8_int){0});
        if ((_mm256_movemask_epi8(t2) != 0)) {
            t1 = (vcc_v8_int)_mm256_add_epi32(t19, t13);
            __m256i t22 = _mm256_set1_epi32(5);
            __m256i t23 = _mm256_sub_epi32(t20, t22);
            __m256i t24 = _mm256_set1_epi32(8);
            __m256i t25 = _mm256_mullo_epi32(t19, t24);
            __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_epi32(st_1, t26, t23, _mm256_movemask_ps(_mm256_castsi256_ps(t2)));
        } else {
            t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t2 = (__m256i)(vcc_m8){0};
        }
        __m256i t27 = _mm256_blendv_epi8(t19, (__m256i)t1, t2);
        __m256i t28 = _mm256_loadu_si256((const __m256i *)t10);
        __m256i t29 = _mm256_set1_epi32(4);
        __m256i t30 = _mm256_and_si256(t28, t29);
        __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_int)t30 != (vcc_v8_int){0});
        if ((_mm256_movemask_epi8(t4) != 0)) {
            t3 = (vcc_v8_int)_mm256_add_epi32(t27, t13);
            __m256i t31 = _mm256_set1_epi32((int)(11 + i_1));
            __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t33 = _mm256_set1_epi32(8);
            __m256i t34 = _mm256_mullo_epi32(t27, t33);
            __m256i t35 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_epi32(st_1, t35, t32, _mm256_movemask_ps(_mm256_castsi256_ps(t4)));
        } else {
            t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t4 = (__m256i)(vcc_m8){0};
        }
        __m256i t36 = _mm256_blendv_epi8(t27, (__m256i)t3, t4);
        __m256i t37 = _mm256_sub_epi32(t36, t13);
        __m256i t38 = _mm256_set1_epi32(8);
        __m256i t39 = _mm256_mullo_epi32(t37, t38);
        __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t41 = vcc_avx2_gather8(_mm256_setr_epi32, int, st_1, t40);
        __m256i t42 = _mm256_mullo_epi32(t41, t18);
        __m256i t43 = (__m256i)((vcc_v8_int)t36 / (vcc_v8_int)t18);
        __m256i t44 = _mm256_mullo_epi32(t43, t38);
        __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t46 = vcc_avx2_gather8(_mm256_setr_epi32, int, st_1, t45);
        __m256i t47 = _mm256_add_epi32(t42, t46);
        __m256i t48 = _mm256_load_si256((const __m256i *)(st_1 + 0));
        __m256i t49 = _mm256_sub_epi32(t47, t48);
        _mm256_storeu_si256((__m256i *)(y + t9), t49);
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
__attribute__((target("avx2"))) void nest_private(int n, int m, int *restrict y, const int *restrict x) {
    int f[4];
    int f_1[32] __attribute__((aligned(32)));
    int i;
    for (int j = 0; j < m; j++) {
        int i_1 = 0;
        /* vcc: loop at inner_private.c:83 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `f`, scalar epilogue */
        for (;; i_1 += 8) {
            if (i_1 >= n) {
                i = i_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)i_1) < 8U) {
                i = i_1;
                break;
            }
            __m256i t4 = _mm256_set1_epi32((int)j);
            _mm256_store_si256((__m256i *)(f_1 + 0), t4);
            __m256i t5 = _mm256_set1_epi32(1);
            _mm256_store_si256((__m256i *)(f_1 + 8), t5);
            __m256i t6 = _mm256_set1_epi32(2);
            _mm256_store_si256((__m256i *)(f_1 + 16), t6);
            __m256i t7 = _mm256_set1_epi32((int)(3 - j));
            _mm256_store_si256((__m256i *)(f_1 + 24), t7);
            long t8 = (long)i_1;
            const int *t9 = x + t8;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t11 = _mm256_set1_epi32(3);
            __m256i t12 = _mm256_and_si256(t10, t11);
            __m256i t13 = _mm256_set1_epi32((int)(7 + i_1));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t15 = _mm256_set1_epi32(8);
            __m256i t16 = _mm256_mullo_epi32(t12, t15);
            __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_epi32(f_1, t17, t14, 0xff);
            int *t18 = y + t8;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t21 = _mm256_srai_epi32(t20, 2);
            __m256i t22 = _mm256_and_si256(t21, t11);
            __m256i t23 = _mm256_mullo_epi32(t22, t15);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t25 = vcc_avx2_gather8(_mm256_setr_epi32, int, f_1, t24);
            __m256i t26 = _mm256_add_epi32(t19, t25);
            _mm256_storeu_si256((__m256i *)t18, t26);
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
__attribute__((target("avx2"))) int used_after(int n, int *restrict y, const int *restrict x) {
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

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t20;
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
            /* vcc: loop at inner_private.c:166 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            k = (int)((long)t20 + t22);
        } else {
            k = t20;
        }
        for (; k < n; k++) {
            y6[k] = k;
        }
        nest_private(n, 3, y6, t2);
        unsigned long t25 = (_mm256_zeroupper(), hash_bytes(t6, t5));
        int t26 = (_mm256_zeroupper(), sum_private(n, t3, t2));
        printf("  scatter=%llx sum=%d nest=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t8, t5)), t26, (unsigned long long)t25);
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
