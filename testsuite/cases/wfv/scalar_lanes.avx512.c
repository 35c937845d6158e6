/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v16_double __attribute__((vector_size(128)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned long vcc_v16_ulong __attribute__((vector_size(128)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_chase(const int *next, __m512i k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_chase(const int *next, __m256i k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuvu_walk(const int *next, const float *w, __m512i k, int lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16uuvu_walk(const int *next, const float *w, __m512i k, int lim, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuvu_walk(const int *next, const float *w, __m256i k, int lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8uuvu_walk(const int *next, const float *w, __m256i k, int lim, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uuv_fill(const int *next, int *out, __m512i k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uuv_fill(const int *next, int *out, __m256i k);
/* Scalar lanes (the seed's scalar execution): a divergent loop whose iteration is dominated by a
   gather stops the vector loop once at most a few lanes are left (on avx512, whose masks are
   bits: two of 8, four of 16) and runs each of them in turn as scalar code, putting its results
   back into its lane. The lanes here walk a chain `next[k] = k - 1` down to 0, so a lane that
   starts at k runs exactly k iterations: counts 1,1,...,1,500 (one lane long), 0 (a lane that
   leaves before its first iteration), all equal (every lane leaves together, never few), all 0,
   and mixed. `walk` carries live-outs of five types and leaves by two exits (the chain's end and
   a limit), `masked walk` runs with some lanes off. `fill` stores in its loop: it keeps its
   vector loop to the end (the remark says so); its lanes' stores to one element come in the
   scalar program's order for the starts it is called with. Arrays are exactly as long as the chains need. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

/* #pragma omp declare simd uniform(next) notinbranch */
int chase(const int *next, int k) {
    int n = 0;
    while (k != 0) {
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:18 vector variant _ZGVeN16uv_chase of `chase`: VL 16, unmasked, next uniform, k vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_chase(const int *next, __m512i k) {
    vcc_no_contract_body
    unsigned int t2;
    vcc_v16_int t3;
    int t10;
    __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    vcc_v16_int t4 = (vcc_v16_int)k;
    int t5 = 0;
    vcc_v16_int t6 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    for (;;) {
        __m512i t7 = _mm512_set1_epi32(0);
        __mmask16 t8 = _mm512_cmp_epi32_mask((__m512i)t4, t7, _MM_CMPINT_NE);
        __mmask16 t9 = _kand_mask16(t1, t8);
        t4 = (vcc_v16_int)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t9, (__m512i)t4, next, 4);
        t10 = t5 + 1;
        __m512i t11 = _mm512_set1_epi32((int)t5);
        t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t6, t11);
        t2 = t9;
        unsigned int t12 = t2 & (t2 - 1U);
        unsigned int t13 = t12 & (t12 - 1U);
        unsigned int t14 = t13 & (t13 - 1U);
        if ((t14 & (t14 - 1U)) == 0U) {
            break;
        }
        t1 = t9;
        t5 = t10;
        t6 = (vcc_v16_int)(__m512i)t3;
    }
    while (t2 != 0U) {
        __mmask16 t15 = (__mmask16)(t2 & (0U - t2));
        __m512i t16 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32(0), (__m512i)t4);
        int t17 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_or_si128, int);
        int t18 = t10;
        while (t17 != 0) {
            t17 = next[t17];
            t18++;
        }
        __m512i t19 = _mm512_set1_epi32((int)t18);
        t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t15, (__m512i)t3, t19);
        t2 &= t2 - 1U;
    }
    return (__m512i)t3;
}

/* vcc: function at scalar_lanes.c:18 vector variant _ZGVdN8uv_chase of `chase`: VL 8, unmasked, next uniform, k vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_chase(const int *next, __m256i k) {
    vcc_no_contract_body
    unsigned int t2;
    vcc_v8_int t3;
    int t10;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t4 = (vcc_v8_int)k;
    int t5 = 0;
    vcc_v8_int t6 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t4, t7, _MM_CMPINT_NE));
        __m256i t9 = _mm256_and_si256(t1, t8);
        t4 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t4, t9);
        t10 = t5 + 1;
        __m256i t11 = _mm256_set1_epi32((int)t5);
        t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t11, (__m256i)t6, 0xCA);
        t2 = _mm256_movepi32_mask(t9);
        unsigned int t12 = t2 & (t2 - 1U);
        if ((t12 & (t12 - 1U)) == 0U) {
            break;
        }
        t1 = t9;
        t5 = t10;
        t6 = (vcc_v8_int)(__m256i)t3;
    }
    while (t2 != 0U) {
        __m256i t13 = _mm256_movm_epi32((__mmask8)(t2 & (0U - t2)));
        __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t13, (__m256i)t4); });
        int t15 = vcc_avx2_reduce_epi32(t14, _mm_or_si128, int);
        int t16 = t10;
        while (t15 != 0) {
            t15 = next[t15];
            t16++;
        }
        __m256i t17 = _mm256_set1_epi32((int)t16);
        t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t13, t17, (__m256i)t3, 0xCA);
        t2 &= t2 - 1U;
    }
    return (__m256i)t3;
}

/* Two exits: the chain's end and `n == lim`, with live-outs of type float, double, unsigned long,
   unsigned char and int. */
/* #pragma omp declare simd uniform(next, w, lim) */
float walk(const int *next, const float *w, int k, int lim) {
    int n = 0;
    float s = 0.0f;
    double d = 1.0;
    unsigned long h = 7;
    unsigned char c = 0;
    while (k != 0) {
        if (n == lim)
            return -s - (float)n;
        s += w[k];
        d = d * 0.5 + (double)w[k];
        h = h * 31 + (unsigned long)k;
        c = (unsigned char)(c + k);
        k = next[k];
        n++;
    }
    return s + (float)d + (float)(h & 1023) + (float)c + (float)n;
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVeN16uuvu_walk of `walk`: VL 16, unmasked, next uniform, w uniform, k vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuvu_walk(const int *next, const float *w, __m512i k, int lim) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    vcc_v16_double t3;
    vcc_v16_ulong t4;
    vcc_v16_uchar t5;
    __m512 t6;
    vcc_v16_double t7;
    vcc_v16_ulong t8;
    vcc_v16_uchar t9;
    vcc_v16_int t10;
    __mmask16 t11;
    unsigned int t12;
    __m512 t13;
    vcc_v16_double t14;
    vcc_v16_ulong t15;
    vcc_v16_uchar t16;
    vcc_v16_int t17;
    __mmask16 t18;
    __mmask16 t19;
    vcc_v16_int t20;
    int t21;
    __m512 t22;
    vcc_v16_double t23;
    vcc_v16_ulong t24;
    vcc_v16_uchar t25;
    vcc_v16_int t26;
    __mmask16 t27;
    __mmask16 t28;
    __m512i t29;
    __mmask16 t30;
    __mmask16 t31;
    __mmask16 t32;
    __mmask16 t33;
    __m512i t34;
    __mmask16 t35;
    __mmask16 t36;
    __mmask16 t37;
    int t47;
    __m512i t48;
    unsigned int t49;
    unsigned int t50;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = (vcc_v16_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    t4 = (vcc_v16_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    t5 = (vcc_v16_uchar)_mm_set1_epi8((char)(unsigned char)0);
    t20 = (vcc_v16_int)k;
    t21 = 0;
    t22 = (__m512)(vcc_v16_float){0};
    t23 = (vcc_v16_double){0};
    t24 = (vcc_v16_ulong){0};
    t25 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
    t26 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t27 = ((__mmask16)0x0);
    t28 = ((__mmask16)0x0);
    for (;;) {
        t29 = _mm512_set1_epi32(0);
        t30 = _mm512_cmp_epi32_mask((__m512i)t20, t29, _MM_CMPINT_NE);
        t31 = _kand_mask16(t1, t30);
        t32 = _knot_mask16(t30);
        t33 = _kand_mask16(t1, t32);
        t34 = _mm512_set1_epi32((int)(t21 == lim));
        t35 = _mm512_test_epi32_mask(t34, t34);
        t36 = _kand_mask16(t31, t35);
        t37 = _knot_mask16(t35);
        t11 = _kand_mask16(t31, t37);
        if ((t11 != 0)) {
            __m512 t38 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t11, (__m512i)t20, w, 4);
            t6 = _mm512_add_ps(t2, t38);
            vcc_v16_double t39 = (vcc_v16_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v16_double t40 = t3 * t39;
            vcc_v16_double t41 = __builtin_convertvector((vcc_v16_float)t38, vcc_v16_double);
            t7 = t40 + t41;
            vcc_v16_ulong t42 = (vcc_v16_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v16_ulong t43 = t4 * t42;
            vcc_v16_ulong t44 = __builtin_convertvector((vcc_v16_int)(__m512i)t20, vcc_v16_ulong);
            t8 = t43 + t44;
            __m512i t45 = _mm512_cvtepu8_epi32((__m128i)t5);
            __m512i t46 = _mm512_add_epi32(t45, (__m512i)t20);
            t9 = (vcc_v16_uchar)_mm512_cvtepi32_epi8(t46);
            t10 = (vcc_v16_int)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t11, (__m512i)t20, next, 4);
            t47 = t21 + 1;
        } else {
            t6 = (__m512)(vcc_v16_float){0};
            t7 = (vcc_v16_double){0};
            t8 = (vcc_v16_ulong){0};
            t9 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
            t10 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t47 = 0;
            t11 = ((__mmask16)0x0);
        }
        t13 = _mm512_mask_blend_ps(t1, t22, t2);
        t14 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t1), vcc_v16_long), t3, t23);
        t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t1), vcc_v16_long), t4, t24);
        t16 = (vcc_v16_uchar)_mm_mask_blend_epi8(t1, (__m128i)t25, (__m128i)t5);
        t48 = _mm512_set1_epi32((int)t21);
        t17 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t26, t48);
        t18 = _kor_mask16(t27, t33);
        t19 = _kor_mask16(t28, t36);
        t12 = t11;
        t49 = t12 & (t12 - 1U);
        t50 = t49 & (t49 - 1U);
        if ((t50 & (t50 - 1U)) == 0U) {
        L90:
            while (t12 != 0U) {
                __mmask16 t66 = (__mmask16)(t12 & (0U - t12));
                __m512i t67 = _mm512_mask_blend_epi32(t66, _mm512_set1_epi32(0), (__m512i)t10);
                __m512 t68 = _mm512_mask_blend_ps(t66, _mm512_set1_ps(-0.0f), t6);
                vcc_v16_double t69 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t7, ((vcc_v16_double){-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0}));
                vcc_v16_ulong t70 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t8, ((vcc_v16_ulong){0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL}));
                __m128i t71 = _mm_mask_blend_epi8(t66, _mm_set1_epi8((char)0), (__m128i)t9);
                int t72 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t67), _mm512_extracti64x4_epi64(t67, 1)), _mm_or_si128, int);
                float t73 = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t68), _mm512_extractf32x8_ps(t68, 1)));
                double t74 = vcc_reduce(double, t69, +);
                unsigned long t75 = vcc_reduce(unsigned long, t70, |);
                unsigned char t76 = vcc_sse_reduce_epi8(t71, _mm_or_si128, unsigned char);
                int t77 = t47;
                while (t72 != 0) {
                    if (t77 == lim) {
                        __m512 t85 = _mm512_set1_ps(t73);
                        t13 = _mm512_mask_blend_ps(t66, t13, t85);
                        vcc_v16_double t86 = (vcc_v16_double){t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74};
                        t14 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t86, t14);
                        vcc_v16_ulong t87 = (vcc_v16_ulong){t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75};
                        t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t87, t15);
                        __m128i t88 = _mm_set1_epi8((char)t76);
                        t16 = (vcc_v16_uchar)_mm_mask_blend_epi8(t66, (__m128i)t16, t88);
                        __m512i t89 = _mm512_set1_epi32((int)t77);
                        t17 = (vcc_v16_int)_mm512_mask_blend_epi32(t66, (__m512i)t17, t89);
                        t19 = _kor_mask16(t19, t66);
                        t12 &= t12 - 1U;
                        goto L90;
                    }
                    long t78 = (long)t72;
                    float t79 = w[t78];
                    t73 += t79;
                    t74 = t74 * 0.5 + (double)t79;
                    t75 = t75 * 31UL + (unsigned long)t72;
                    t76 = (unsigned char)((int)t76 + t72);
                    t72 = next[t78];
                    t77++;
                }
                __m512 t80 = _mm512_set1_ps(t73);
                t13 = _mm512_mask_blend_ps(t66, t13, t80);
                vcc_v16_double t81 = (vcc_v16_double){t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74};
                t14 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t81, t14);
                vcc_v16_ulong t82 = (vcc_v16_ulong){t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75};
                t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t82, t15);
                __m128i t83 = _mm_set1_epi8((char)t76);
                t16 = (vcc_v16_uchar)_mm_mask_blend_epi8(t66, (__m128i)t16, t83);
                __m512i t84 = _mm512_set1_epi32((int)t77);
                t17 = (vcc_v16_int)_mm512_mask_blend_epi32(t66, (__m512i)t17, t84);
                t18 = _kor_mask16(t18, t66);
                t12 &= t12 - 1U;
            }
            __m512 t51 = (__m512)__builtin_convertvector(t14, vcc_v16_float);
            __m512 t52 = _mm512_add_ps(t13, t51);
            vcc_v16_ulong t53 = (vcc_v16_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v16_ulong t54 = t15 & t53;
            __m512 t55 = (__m512)__builtin_convertvector(t54, vcc_v16_float);
            __m512 t56 = _mm512_add_ps(t52, t55);
            __m512 t57 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32((__m128i)t16));
            __m512 t58 = _mm512_add_ps(t56, t57);
            __m512 t59 = _mm512_cvtepi32_ps((__m512i)t17);
            __m512 t60 = _mm512_add_ps(t58, t59);
            __m512 t61 = _mm512_mask_blend_ps(t18, (__m512)(vcc_v16_float){0}, t60);
            __m512 t62 = _mm512_xor_ps(t13, _mm512_set1_ps(-0.0f));
            __m512 t63 = _mm512_cvtepi32_ps((__m512i)t17);
            __m512 t64 = _mm512_sub_ps(t62, t63);
            __m512 t65 = _mm512_mask_blend_ps(t19, t61, t64);
            return t65;
        }
        t1 = t11;
        t20 = (vcc_v16_int)(__m512i)t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = (vcc_v16_uchar)(__m128i)t9;
        t21 = t47;
        t22 = t13;
        t23 = t14;
        t24 = t15;
        t25 = (vcc_v16_uchar)(__m128i)t16;
        t26 = (vcc_v16_int)(__m512i)t17;
        t27 = t18;
        t28 = t19;
    }
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVeM16uuvu_walk of `walk`: VL 16, masked, next uniform, w uniform, k vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16uuvu_walk(const int *next, const float *w, __m512i k, int lim, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    vcc_v16_double t3;
    vcc_v16_ulong t4;
    vcc_v16_uchar t5;
    __m512 t6;
    vcc_v16_double t7;
    vcc_v16_ulong t8;
    vcc_v16_uchar t9;
    vcc_v16_int t10;
    __mmask16 t11;
    unsigned int t12;
    __m512 t13;
    vcc_v16_double t14;
    vcc_v16_ulong t15;
    vcc_v16_uchar t16;
    vcc_v16_int t17;
    __mmask16 t18;
    __mmask16 t19;
    vcc_v16_int t20;
    int t21;
    __m512 t22;
    vcc_v16_double t23;
    vcc_v16_ulong t24;
    vcc_v16_uchar t25;
    vcc_v16_int t26;
    __mmask16 t27;
    __mmask16 t28;
    __m512i t29;
    __mmask16 t30;
    __mmask16 t31;
    __mmask16 t32;
    __mmask16 t33;
    __m512i t34;
    __mmask16 t35;
    __mmask16 t36;
    __mmask16 t37;
    int t47;
    __m512i t48;
    unsigned int t49;
    unsigned int t50;
    t1 = (__mmask16)mask;
    t2 = _mm512_set1_ps(0.0f);
    t3 = (vcc_v16_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    t4 = (vcc_v16_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    t5 = (vcc_v16_uchar)_mm_set1_epi8((char)(unsigned char)0);
    t20 = (vcc_v16_int)k;
    t21 = 0;
    t22 = (__m512)(vcc_v16_float){0};
    t23 = (vcc_v16_double){0};
    t24 = (vcc_v16_ulong){0};
    t25 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
    t26 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t27 = ((__mmask16)0x0);
    t28 = ((__mmask16)0x0);
    for (;;) {
        t29 = _mm512_set1_epi32(0);
        t30 = _mm512_cmp_epi32_mask((__m512i)t20, t29, _MM_CMPINT_NE);
        t31 = _kand_mask16(t1, t30);
        t32 = _knot_mask16(t30);
        t33 = _kand_mask16(t1, t32);
        t34 = _mm512_set1_epi32((int)(t21 == lim));
        t35 = _mm512_test_epi32_mask(t34, t34);
        t36 = _kand_mask16(t31, t35);
        t37 = _knot_mask16(t35);
        t11 = _kand_mask16(t31, t37);
        if ((t11 != 0)) {
            __m512 t38 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t11, (__m512i)t20, w, 4);
            t6 = _mm512_add_ps(t2, t38);
            vcc_v16_double t39 = (vcc_v16_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v16_double t40 = t3 * t39;
            vcc_v16_double t41 = __builtin_convertvector((vcc_v16_float)t38, vcc_v16_double);
            t7 = t40 + t41;
            vcc_v16_ulong t42 = (vcc_v16_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v16_ulong t43 = t4 * t42;
            vcc_v16_ulong t44 = __builtin_convertvector((vcc_v16_int)(__m512i)t20, vcc_v16_ulong);
            t8 = t43 + t44;
            __m512i t45 = _mm512_cvtepu8_epi32((__m128i)t5);
            __m512i t46 = _mm512_add_epi32(t45, (__m512i)t20);
            t9 = (vcc_v16_uchar)_mm512_cvtepi32_epi8(t46);
            t10 = (vcc_v16_int)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t11, (__m512i)t20, next, 4);
            t47 = t21 + 1;
        } else {
            t6 = (__m512)(vcc_v16_float){0};
            t7 = (vcc_v16_double){0};
            t8 = (vcc_v16_ulong){0};
            t9 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
            t10 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t47 = 0;
            t11 = ((__mmask16)0x0);
        }
        t13 = _mm512_mask_blend_ps(t1, t22, t2);
        t14 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t1), vcc_v16_long), t3, t23);
        t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t1), vcc_v16_long), t4, t24);
        t16 = (vcc_v16_uchar)_mm_mask_blend_epi8(t1, (__m128i)t25, (__m128i)t5);
        t48 = _mm512_set1_epi32((int)t21);
        t17 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t26, t48);
        t18 = _kor_mask16(t27, t33);
        t19 = _kor_mask16(t28, t36);
        t12 = t11;
        t49 = t12 & (t12 - 1U);
        t50 = t49 & (t49 - 1U);
        if ((t50 & (t50 - 1U)) == 0U) {
        L90:
            while (t12 != 0U) {
                __mmask16 t66 = (__mmask16)(t12 & (0U - t12));
                __m512i t67 = _mm512_mask_blend_epi32(t66, _mm512_set1_epi32(0), (__m512i)t10);
                __m512 t68 = _mm512_mask_blend_ps(t66, _mm512_set1_ps(-0.0f), t6);
                vcc_v16_double t69 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t7, ((vcc_v16_double){-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0}));
                vcc_v16_ulong t70 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t8, ((vcc_v16_ulong){0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL}));
                __m128i t71 = _mm_mask_blend_epi8(t66, _mm_set1_epi8((char)0), (__m128i)t9);
                int t72 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t67), _mm512_extracti64x4_epi64(t67, 1)), _mm_or_si128, int);
                float t73 = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t68), _mm512_extractf32x8_ps(t68, 1)));
                double t74 = vcc_reduce(double, t69, +);
                unsigned long t75 = vcc_reduce(unsigned long, t70, |);
                unsigned char t76 = vcc_sse_reduce_epi8(t71, _mm_or_si128, unsigned char);
                int t77 = t47;
                while (t72 != 0) {
                    if (t77 == lim) {
                        __m512 t85 = _mm512_set1_ps(t73);
                        t13 = _mm512_mask_blend_ps(t66, t13, t85);
                        vcc_v16_double t86 = (vcc_v16_double){t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74};
                        t14 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t86, t14);
                        vcc_v16_ulong t87 = (vcc_v16_ulong){t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75};
                        t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t87, t15);
                        __m128i t88 = _mm_set1_epi8((char)t76);
                        t16 = (vcc_v16_uchar)_mm_mask_blend_epi8(t66, (__m128i)t16, t88);
                        __m512i t89 = _mm512_set1_epi32((int)t77);
                        t17 = (vcc_v16_int)_mm512_mask_blend_epi32(t66, (__m512i)t17, t89);
                        t19 = _kor_mask16(t19, t66);
                        t12 &= t12 - 1U;
                        goto L90;
                    }
                    long t78 = (long)t72;
                    float t79 = w[t78];
                    t73 += t79;
                    t74 = t74 * 0.5 + (double)t79;
                    t75 = t75 * 31UL + (unsigned long)t72;
                    t76 = (unsigned char)((int)t76 + t72);
                    t72 = next[t78];
                    t77++;
                }
                __m512 t80 = _mm512_set1_ps(t73);
                t13 = _mm512_mask_blend_ps(t66, t13, t80);
                vcc_v16_double t81 = (vcc_v16_double){t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74, t74};
                t14 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t81, t14);
                vcc_v16_ulong t82 = (vcc_v16_ulong){t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75, t75};
                t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t66), vcc_v16_long), t82, t15);
                __m128i t83 = _mm_set1_epi8((char)t76);
                t16 = (vcc_v16_uchar)_mm_mask_blend_epi8(t66, (__m128i)t16, t83);
                __m512i t84 = _mm512_set1_epi32((int)t77);
                t17 = (vcc_v16_int)_mm512_mask_blend_epi32(t66, (__m512i)t17, t84);
                t18 = _kor_mask16(t18, t66);
                t12 &= t12 - 1U;
            }
            __m512 t51 = (__m512)__builtin_convertvector(t14, vcc_v16_float);
            __m512 t52 = _mm512_add_ps(t13, t51);
            vcc_v16_ulong t53 = (vcc_v16_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v16_ulong t54 = t15 & t53;
            __m512 t55 = (__m512)__builtin_convertvector(t54, vcc_v16_float);
            __m512 t56 = _mm512_add_ps(t52, t55);
            __m512 t57 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32((__m128i)t16));
            __m512 t58 = _mm512_add_ps(t56, t57);
            __m512 t59 = _mm512_cvtepi32_ps((__m512i)t17);
            __m512 t60 = _mm512_add_ps(t58, t59);
            __m512 t61 = _mm512_mask_blend_ps(t18, (__m512)(vcc_v16_float){0}, t60);
            __m512 t62 = _mm512_xor_ps(t13, _mm512_set1_ps(-0.0f));
            __m512 t63 = _mm512_cvtepi32_ps((__m512i)t17);
            __m512 t64 = _mm512_sub_ps(t62, t63);
            __m512 t65 = _mm512_mask_blend_ps(t19, t61, t64);
            return t65;
        }
        t1 = t11;
        t20 = (vcc_v16_int)(__m512i)t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = (vcc_v16_uchar)(__m128i)t9;
        t21 = t47;
        t22 = t13;
        t23 = t14;
        t24 = t15;
        t25 = (vcc_v16_uchar)(__m128i)t16;
        t26 = (vcc_v16_int)(__m512i)t17;
        t27 = t18;
        t28 = t19;
    }
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVdN8uuvu_walk of `walk`: VL 8, unmasked, next uniform, w uniform, k vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuvu_walk(const int *next, const float *w, __m256i k, int lim) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m512d t3;
    __m512i t4;
    vcc_v8_uchar t5;
    __m256 t6;
    __m512d t7;
    __m512i t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    __m256i t11;
    unsigned int t12;
    __m256 t13;
    __m512d t14;
    __m512i t15;
    vcc_v8_uchar t16;
    vcc_v8_int t17;
    __m256i t18;
    __m256i t19;
    vcc_v8_int t20;
    int t21;
    __m256 t22;
    __m512d t23;
    __m512i t24;
    vcc_v8_uchar t25;
    vcc_v8_int t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t47;
    __m256i t48;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm512_set1_pd(1.0);
    t4 = _mm512_set1_epi64((long long)7UL);
    t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    t20 = (vcc_v8_int)k;
    t21 = 0;
    t22 = (__m256)(vcc_v8_float){0};
    t23 = (__m512d)(vcc_v8_double){0};
    t24 = (__m512i)(vcc_v8_ulong){0};
    t25 = (vcc_v8_uchar){0};
    t26 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t27 = (__m256i)(vcc_m8){0};
    t28 = (__m256i)(vcc_m8){0};
    for (;;) {
        t29 = _mm256_set1_epi32(0);
        t30 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t20, t29, _MM_CMPINT_NE));
        t31 = _mm256_and_si256(t1, t30);
        t32 = (__m256i)~(vcc_m8)t30;
        t33 = _mm256_and_si256(t1, t32);
        t34 = _mm256_set1_epi32((int)(t21 == lim));
        t35 = (__m256i)(vcc_m8)((vcc_v8_int)t34 != (vcc_v8_int){0});
        t36 = _mm256_and_si256(t31, t35);
        t37 = (__m256i)~(vcc_m8)t35;
        t11 = _mm256_and_si256(t31, t37);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            __m256 t38 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, (__m256i)t20, t11);
            t6 = _mm256_add_ps(t2, t38);
            __m512d t39 = _mm512_set1_pd(0.5);
            __m512d t40 = _mm512_mul_pd(t3, t39);
            __m512d t41 = _mm512_cvtps_pd(t38);
            t7 = _mm512_add_pd(t40, t41);
            __m512i t42 = _mm512_set1_epi64((long long)31UL);
            __m512i t43 = _mm512_mullo_epi64(t4, t42);
            __m512i t44 = _mm512_cvtepi32_epi64((__m256i)t20);
            t8 = _mm512_add_epi64(t43, t44);
            __m256i t45 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            __m256i t46 = _mm256_add_epi32(t45, (__m256i)t20);
            t9 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t46));
            t10 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t20, t11);
            t47 = t21 + 1;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (__m512d)(vcc_v8_double){0};
            t8 = (__m512i)(vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t47 = 0;
            t11 = (__m256i)(vcc_m8){0};
        }
        t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), t22, t2);
        t14 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t1), t23, t3);
        t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t1), t24, t4);
        t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t5, t25);
        t48 = _mm256_set1_epi32((int)t21);
        t17 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t48, (__m256i)t26, 0xCA);
        t18 = _mm256_or_si256(t27, t33);
        t19 = _mm256_or_si256(t28, t36);
        t12 = _mm256_movepi32_mask(t11);
        if ((t12 & (t12 - 1U)) == 0U) {
        L88:
            while (t12 != 0U) {
                __m256i t64 = _mm256_movm_epi32((__mmask8)(t12 & (0U - t12)));
                __m256i t65 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t64, (__m256i)t10); });
                __m256 t66 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t64), _mm256_set1_ps(-0.0f), t6);
                __m512d t67 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t64), _mm512_set1_pd(-0.0), t7);
                __m512i t68 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t64), _mm512_set1_epi64((long long)0LL), t8);
                vcc_v8_uchar t69 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t64, vcc_v8_schar), t9, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                int t70 = vcc_avx2_reduce_epi32(t65, _mm_or_si128, int);
                float t71 = vcc_avx2_sum_ps(t66);
                double t72 = vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t67), _mm512_extractf64x4_pd(t67, 1)));
                unsigned long t73 = vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t68), _mm512_extracti64x4_epi64(t68, 1)), _mm_or_si128, unsigned long);
                unsigned char t74 = vcc_reduce(unsigned char, t69, |);
                int t75 = t47;
                while (t70 != 0) {
                    if (t75 == lim) {
                        __m256 t83 = _mm256_set1_ps(t71);
                        t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t64), t13, t83);
                        __m512d t84 = _mm512_set1_pd(t72);
                        t14 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t64), t14, t84);
                        __m512i t85 = _mm512_set1_epi64((long long)t73);
                        t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t64), t15, t85);
                        vcc_v8_uchar t86 = (vcc_v8_uchar){t74, t74, t74, t74, t74, t74, t74, t74};
                        t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t64, vcc_v8_schar), t86, t16);
                        __m256i t87 = _mm256_set1_epi32((int)t75);
                        t17 = (vcc_v8_int)_mm256_ternarylogic_epi32(t64, t87, (__m256i)t17, 0xCA);
                        t19 = _mm256_or_si256(t19, t64);
                        t12 &= t12 - 1U;
                        goto L88;
                    }
                    long t76 = (long)t70;
                    float t77 = w[t76];
                    t71 += t77;
                    t72 = t72 * 0.5 + (double)t77;
                    t73 = t73 * 31UL + (unsigned long)t70;
                    t74 = (unsigned char)((int)t74 + t70);
                    t70 = next[t76];
                    t75++;
                }
                __m256 t78 = _mm256_set1_ps(t71);
                t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t64), t13, t78);
                __m512d t79 = _mm512_set1_pd(t72);
                t14 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t64), t14, t79);
                __m512i t80 = _mm512_set1_epi64((long long)t73);
                t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t64), t15, t80);
                vcc_v8_uchar t81 = (vcc_v8_uchar){t74, t74, t74, t74, t74, t74, t74, t74};
                t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t64, vcc_v8_schar), t81, t16);
                __m256i t82 = _mm256_set1_epi32((int)t75);
                t17 = (vcc_v8_int)_mm256_ternarylogic_epi32(t64, t82, (__m256i)t17, 0xCA);
                t18 = _mm256_or_si256(t18, t64);
                t12 &= t12 - 1U;
            }
            __m256 t49 = _mm512_cvtpd_ps(t14);
            __m256 t50 = _mm256_add_ps(t13, t49);
            __m512i t51 = _mm512_set1_epi64((long long)1023UL);
            __m512i t52 = _mm512_and_si512(t15, t51);
            __m256 t53 = _mm512_cvtepu64_ps(t52);
            __m256 t54 = _mm256_add_ps(t50, t53);
            __m256 t55 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16)));
            __m256 t56 = _mm256_add_ps(t54, t55);
            __m256 t57 = _mm256_cvtepi32_ps((__m256i)t17);
            __m256 t58 = _mm256_add_ps(t56, t57);
            __m256 t59 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t18), (__m256)(vcc_v8_float){0}, t58);
            __m256 t60 = _mm256_xor_ps(t13, _mm256_set1_ps(-0.0f));
            __m256 t61 = _mm256_cvtepi32_ps((__m256i)t17);
            __m256 t62 = _mm256_sub_ps(t60, t61);
            __m256 t63 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), t59, t62);
            return t63;
        }
        t1 = t11;
        t20 = (vcc_v8_int)(__m256i)t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t21 = t47;
        t22 = t13;
        t23 = t14;
        t24 = t15;
        t25 = t16;
        t26 = (vcc_v8_int)(__m256i)t17;
        t27 = t18;
        t28 = t19;
    }
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVdM8uuvu_walk of `walk`: VL 8, masked, next uniform, w uniform, k vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8uuvu_walk(const int *next, const float *w, __m256i k, int lim, __m256 mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m512d t3;
    __m512i t4;
    vcc_v8_uchar t5;
    __m256 t6;
    __m512d t7;
    __m512i t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    __m256i t11;
    unsigned int t12;
    __m256 t13;
    __m512d t14;
    __m512i t15;
    vcc_v8_uchar t16;
    vcc_v8_int t17;
    __m256i t18;
    __m256i t19;
    vcc_v8_int t20;
    int t21;
    __m256 t22;
    __m512d t23;
    __m512i t24;
    vcc_v8_uchar t25;
    vcc_v8_int t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t47;
    __m256i t48;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm512_set1_pd(1.0);
    t4 = _mm512_set1_epi64((long long)7UL);
    t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    t20 = (vcc_v8_int)k;
    t21 = 0;
    t22 = (__m256)(vcc_v8_float){0};
    t23 = (__m512d)(vcc_v8_double){0};
    t24 = (__m512i)(vcc_v8_ulong){0};
    t25 = (vcc_v8_uchar){0};
    t26 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t27 = (__m256i)(vcc_m8){0};
    t28 = (__m256i)(vcc_m8){0};
    for (;;) {
        t29 = _mm256_set1_epi32(0);
        t30 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t20, t29, _MM_CMPINT_NE));
        t31 = _mm256_and_si256(t1, t30);
        t32 = (__m256i)~(vcc_m8)t30;
        t33 = _mm256_and_si256(t1, t32);
        t34 = _mm256_set1_epi32((int)(t21 == lim));
        t35 = (__m256i)(vcc_m8)((vcc_v8_int)t34 != (vcc_v8_int){0});
        t36 = _mm256_and_si256(t31, t35);
        t37 = (__m256i)~(vcc_m8)t35;
        t11 = _mm256_and_si256(t31, t37);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            __m256 t38 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, (__m256i)t20, t11);
            t6 = _mm256_add_ps(t2, t38);
            __m512d t39 = _mm512_set1_pd(0.5);
            __m512d t40 = _mm512_mul_pd(t3, t39);
            __m512d t41 = _mm512_cvtps_pd(t38);
            t7 = _mm512_add_pd(t40, t41);
            __m512i t42 = _mm512_set1_epi64((long long)31UL);
            __m512i t43 = _mm512_mullo_epi64(t4, t42);
            __m512i t44 = _mm512_cvtepi32_epi64((__m256i)t20);
            t8 = _mm512_add_epi64(t43, t44);
            __m256i t45 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            __m256i t46 = _mm256_add_epi32(t45, (__m256i)t20);
            t9 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t46));
            t10 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t20, t11);
            t47 = t21 + 1;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (__m512d)(vcc_v8_double){0};
            t8 = (__m512i)(vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t47 = 0;
            t11 = (__m256i)(vcc_m8){0};
        }
        t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), t22, t2);
        t14 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t1), t23, t3);
        t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t1), t24, t4);
        t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t5, t25);
        t48 = _mm256_set1_epi32((int)t21);
        t17 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t48, (__m256i)t26, 0xCA);
        t18 = _mm256_or_si256(t27, t33);
        t19 = _mm256_or_si256(t28, t36);
        t12 = _mm256_movepi32_mask(t11);
        if ((t12 & (t12 - 1U)) == 0U) {
        L88:
            while (t12 != 0U) {
                __m256i t64 = _mm256_movm_epi32((__mmask8)(t12 & (0U - t12)));
                __m256i t65 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t64, (__m256i)t10); });
                __m256 t66 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t64), _mm256_set1_ps(-0.0f), t6);
                __m512d t67 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t64), _mm512_set1_pd(-0.0), t7);
                __m512i t68 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t64), _mm512_set1_epi64((long long)0LL), t8);
                vcc_v8_uchar t69 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t64, vcc_v8_schar), t9, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                int t70 = vcc_avx2_reduce_epi32(t65, _mm_or_si128, int);
                float t71 = vcc_avx2_sum_ps(t66);
                double t72 = vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t67), _mm512_extractf64x4_pd(t67, 1)));
                unsigned long t73 = vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t68), _mm512_extracti64x4_epi64(t68, 1)), _mm_or_si128, unsigned long);
                unsigned char t74 = vcc_reduce(unsigned char, t69, |);
                int t75 = t47;
                while (t70 != 0) {
                    if (t75 == lim) {
                        __m256 t83 = _mm256_set1_ps(t71);
                        t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t64), t13, t83);
                        __m512d t84 = _mm512_set1_pd(t72);
                        t14 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t64), t14, t84);
                        __m512i t85 = _mm512_set1_epi64((long long)t73);
                        t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t64), t15, t85);
                        vcc_v8_uchar t86 = (vcc_v8_uchar){t74, t74, t74, t74, t74, t74, t74, t74};
                        t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t64, vcc_v8_schar), t86, t16);
                        __m256i t87 = _mm256_set1_epi32((int)t75);
                        t17 = (vcc_v8_int)_mm256_ternarylogic_epi32(t64, t87, (__m256i)t17, 0xCA);
                        t19 = _mm256_or_si256(t19, t64);
                        t12 &= t12 - 1U;
                        goto L88;
                    }
                    long t76 = (long)t70;
                    float t77 = w[t76];
                    t71 += t77;
                    t72 = t72 * 0.5 + (double)t77;
                    t73 = t73 * 31UL + (unsigned long)t70;
                    t74 = (unsigned char)((int)t74 + t70);
                    t70 = next[t76];
                    t75++;
                }
                __m256 t78 = _mm256_set1_ps(t71);
                t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t64), t13, t78);
                __m512d t79 = _mm512_set1_pd(t72);
                t14 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t64), t14, t79);
                __m512i t80 = _mm512_set1_epi64((long long)t73);
                t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t64), t15, t80);
                vcc_v8_uchar t81 = (vcc_v8_uchar){t74, t74, t74, t74, t74, t74, t74, t74};
                t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t64, vcc_v8_schar), t81, t16);
                __m256i t82 = _mm256_set1_epi32((int)t75);
                t17 = (vcc_v8_int)_mm256_ternarylogic_epi32(t64, t82, (__m256i)t17, 0xCA);
                t18 = _mm256_or_si256(t18, t64);
                t12 &= t12 - 1U;
            }
            __m256 t49 = _mm512_cvtpd_ps(t14);
            __m256 t50 = _mm256_add_ps(t13, t49);
            __m512i t51 = _mm512_set1_epi64((long long)1023UL);
            __m512i t52 = _mm512_and_si512(t15, t51);
            __m256 t53 = _mm512_cvtepu64_ps(t52);
            __m256 t54 = _mm256_add_ps(t50, t53);
            __m256 t55 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16)));
            __m256 t56 = _mm256_add_ps(t54, t55);
            __m256 t57 = _mm256_cvtepi32_ps((__m256i)t17);
            __m256 t58 = _mm256_add_ps(t56, t57);
            __m256 t59 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t18), (__m256)(vcc_v8_float){0}, t58);
            __m256 t60 = _mm256_xor_ps(t13, _mm256_set1_ps(-0.0f));
            __m256 t61 = _mm256_cvtepi32_ps((__m256i)t17);
            __m256 t62 = _mm256_sub_ps(t60, t61);
            __m256 t63 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), t59, t62);
            return t63;
        }
        t1 = t11;
        t20 = (vcc_v8_int)(__m256i)t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t21 = t47;
        t22 = t13;
        t23 = t14;
        t24 = t15;
        t25 = t16;
        t26 = (vcc_v8_int)(__m256i)t17;
        t27 = t18;
        t28 = t19;
    }
}

/* A store in the loop: not run lane by lane. */
/* #pragma omp declare simd uniform(next, out) notinbranch */
int fill(const int *next, int *out, int k) {
    int n = 0;
    while (k != 0) {
        out[k] = n;
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:51 vector variant _ZGVeN16uuv_fill of `fill`: VL 16, unmasked, next uniform, out uniform, k vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uuv_fill(const int *next, int *out, __m512i k) {
    vcc_no_contract_body
    vcc_v16_int t2;
    int t10;
    __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    vcc_v16_int t5 = (vcc_v16_int)k;
    int t6 = 0;
    vcc_v16_int t4 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    for (;;) {
        __m512i t7 = _mm512_set1_epi32(0);
        __mmask16 t8 = _mm512_cmp_epi32_mask((__m512i)t5, t7, _MM_CMPINT_NE);
        __mmask16 t3 = _kand_mask16(t1, t8);
        if ((t3 != 0)) {
            __m512i t9 = _mm512_set1_epi32((int)t6);
            _mm512_mask_i32scatter_epi32(out, t3, (__m512i)t5, t9, 4);
            t2 = (vcc_v16_int)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t3, (__m512i)t5, next, 4);
            t10 = t6 + 1;
        } else {
            t2 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t10 = 0;
            t3 = ((__mmask16)0x0);
        }
        __m512i t11 = _mm512_set1_epi32((int)t6);
        t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t4, t11);
        if (!(t3 != 0)) {
            return (__m512i)t4;
        }
        t1 = t3;
        t5 = (vcc_v16_int)(__m512i)t2;
        t6 = t10;
    }
}

/* vcc: function at scalar_lanes.c:51 vector variant _ZGVdN8uuv_fill of `fill`: VL 8, unmasked, next uniform, out uniform, k vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uuv_fill(const int *next, int *out, __m256i k) {
    vcc_no_contract_body
    vcc_v8_int t2;
    int t10;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t5 = (vcc_v8_int)k;
    int t6 = 0;
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t5, t7, _MM_CMPINT_NE));
        __m256i t3 = _mm256_and_si256(t1, t8);
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256i t9 = _mm256_set1_epi32((int)t6);
            _mm256_mask_i32scatter_epi32(out, _mm256_movepi32_mask(t3), (__m256i)t5, t9, 4);
            t2 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t5, t3);
            t10 = t6 + 1;
        } else {
            t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t10 = 0;
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t11 = _mm256_set1_epi32((int)t6);
        t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t11, (__m256i)t4, 0xCA);
        if (!(_mm256_movemask_epi8(t3) != 0)) {
            return (__m256i)t4;
        }
        t1 = t3;
        t5 = (vcc_v8_int)(__m256i)t2;
        t6 = t10;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void walk_all(float *res, const int *next, const float *w, const int *start, int n, int lim) {
    vcc_no_contract_body
    long i_vec;
    __mmask16 t1;
    vcc_v16_int t2;
    __m512 t3;
    vcc_v16_double t4;
    vcc_v16_ulong t5;
    vcc_v16_uchar t6;
    __m512 t7;
    vcc_v16_double t8;
    vcc_v16_ulong t9;
    vcc_v16_uchar t10;
    vcc_v16_int t11;
    __mmask16 t12;
    unsigned int t13;
    __m512 t14;
    vcc_v16_double t15;
    vcc_v16_ulong t16;
    vcc_v16_uchar t17;
    vcc_v16_int t18;
    __mmask16 t19;
    __mmask16 t20;
    vcc_v16_int t21;
    __m512 t22;
    vcc_v16_double t23;
    vcc_v16_ulong t24;
    vcc_v16_uchar t25;
    __m512 t26;
    vcc_v16_double t27;
    vcc_v16_ulong t28;
    vcc_v16_uchar t29;
    vcc_v16_int t30;
    __mmask16 t31;
    unsigned int t32;
    __m512 t33;
    vcc_v16_double t34;
    vcc_v16_ulong t35;
    vcc_v16_uchar t36;
    vcc_v16_int t37;
    __mmask16 t38;
    __mmask16 t39;
    long t40;
    unsigned long t41;
    unsigned long t42;
    long t43;
    long t44;
    float *t45;
    int t46;
    long t47;
    unsigned long t48;
    unsigned long t49;
    long t50;
    __m512i t51;
    __mmask16 t52;
    long t53;
    float *t54;
    int i;
    int t57;
    __m512 t58;
    vcc_v16_double t59;
    vcc_v16_ulong t60;
    vcc_v16_uchar t61;
    vcc_v16_int t62;
    __mmask16 t63;
    __mmask16 t64;
    __m512i t65;
    __mmask16 t66;
    __mmask16 t67;
    __mmask16 t68;
    __mmask16 t69;
    __m512i t70;
    __mmask16 t71;
    __mmask16 t72;
    __mmask16 t73;
    int t83;
    __m512i t84;
    unsigned int t85;
    unsigned int t86;
    __mmask16 t126;
    int t127;
    __m512 t128;
    vcc_v16_double t129;
    vcc_v16_ulong t130;
    vcc_v16_uchar t131;
    vcc_v16_int t132;
    __mmask16 t133;
    __mmask16 t134;
    __m512i t135;
    __mmask16 t136;
    __mmask16 t137;
    __mmask16 t138;
    __mmask16 t139;
    __m512i t140;
    __mmask16 t141;
    __mmask16 t142;
    __mmask16 t143;
    int t153;
    __m512i t154;
    unsigned int t155;
    unsigned int t156;
    t40 = (long)n;
    t41 = (unsigned long)res;
    t42 = (unsigned long)start;
    t43 = (long)((unsigned long)res - (unsigned long)start);
    if ((t40 >= 16L) & (((t41 + (unsigned long)(4L + (t40 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(4L + (t40 - 1L) * 4L)) <= t41) | ((t43 <= 0L) | (t43 >= 64L)))) {
        t44 = t40 & -16L;
        i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 16, UF 1, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            t45 = res + i_vec;
            t2 = (vcc_v16_int)_mm512_loadu_si512(start + i_vec);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t3 = _mm512_set1_ps(0.0f);
            t4 = (vcc_v16_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            t5 = (vcc_v16_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            t6 = (vcc_v16_uchar)_mm_set1_epi8((char)(unsigned char)0);
            t57 = 0;
            t58 = (__m512)(vcc_v16_float){0};
            t59 = (vcc_v16_double){0};
            t60 = (vcc_v16_ulong){0};
            t61 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
            t62 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t63 = ((__mmask16)0x0);
            t64 = ((__mmask16)0x0);
            for (;;) {
                t65 = _mm512_set1_epi32(0);
                t66 = _mm512_cmp_epi32_mask((__m512i)t2, t65, _MM_CMPINT_NE);
                t67 = _kand_mask16(t1, t66);
                t68 = _knot_mask16(t66);
                t69 = _kand_mask16(t1, t68);
                t70 = _mm512_set1_epi32((int)(t57 == lim));
                t71 = _mm512_test_epi32_mask(t70, t70);
                t72 = _kand_mask16(t67, t71);
                t73 = _knot_mask16(t71);
                t12 = _kand_mask16(t67, t73);
                if ((t12 != 0)) {
                    __m512 t74 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t12, (__m512i)t2, w, 4);
                    t7 = _mm512_add_ps(t3, t74);
                    vcc_v16_double t75 = (vcc_v16_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v16_double t76 = t4 * t75;
                    vcc_v16_double t77 = __builtin_convertvector((vcc_v16_float)t74, vcc_v16_double);
                    t8 = t76 + t77;
                    vcc_v16_ulong t78 = (vcc_v16_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v16_ulong t79 = t5 * t78;
                    vcc_v16_ulong t80 = __builtin_convertvector((vcc_v16_int)(__m512i)t2, vcc_v16_ulong);
                    t9 = t79 + t80;
                    __m512i t81 = _mm512_cvtepu8_epi32((__m128i)t6);
                    __m512i t82 = _mm512_add_epi32(t81, (__m512i)t2);
                    t10 = (vcc_v16_uchar)_mm512_cvtepi32_epi8(t82);
                    t11 = (vcc_v16_int)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t12, (__m512i)t2, next, 4);
                    t83 = t57 + 1;
                } else {
                    t7 = (__m512)(vcc_v16_float){0};
                    t8 = (vcc_v16_double){0};
                    t9 = (vcc_v16_ulong){0};
                    t10 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
                    t11 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
                    t83 = 0;
                    t12 = ((__mmask16)0x0);
                }
                t14 = _mm512_mask_blend_ps(t1, t58, t3);
                t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t1), vcc_v16_long), t4, t59);
                t16 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t1), vcc_v16_long), t5, t60);
                t17 = (vcc_v16_uchar)_mm_mask_blend_epi8(t1, (__m128i)t61, (__m128i)t6);
                t84 = _mm512_set1_epi32((int)t57);
                t18 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t62, t84);
                t19 = _kor_mask16(t63, t69);
                t20 = _kor_mask16(t64, t72);
                t13 = t12;
                t85 = t13 & (t13 - 1U);
                t86 = t85 & (t85 - 1U);
                if ((t86 & (t86 - 1U)) == 0U) {
                L196:
                    while (t13 != 0U) {
                        __mmask16 t102 = (__mmask16)(t13 & (0U - t13));
                        __m512i t103 = _mm512_mask_blend_epi32(t102, _mm512_set1_epi32(0), (__m512i)t11);
                        __m512 t104 = _mm512_mask_blend_ps(t102, _mm512_set1_ps(-0.0f), t7);
                        vcc_v16_double t105 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t102), vcc_v16_long), t8, ((vcc_v16_double){-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0}));
                        vcc_v16_ulong t106 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t102), vcc_v16_long), t9, ((vcc_v16_ulong){0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL}));
                        __m128i t107 = _mm_mask_blend_epi8(t102, _mm_set1_epi8((char)0), (__m128i)t10);
                        int t108 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t103), _mm512_extracti64x4_epi64(t103, 1)), _mm_or_si128, int);
                        float t109 = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t104), _mm512_extractf32x8_ps(t104, 1)));
                        double t110 = vcc_reduce(double, t105, +);
                        unsigned long t111 = vcc_reduce(unsigned long, t106, |);
                        unsigned char t112 = vcc_sse_reduce_epi8(t107, _mm_or_si128, unsigned char);
                        int t113 = t83;
                        while (t108 != 0) {
                            if (t113 == lim) {
                                __m512 t121 = _mm512_set1_ps(t109);
                                t14 = _mm512_mask_blend_ps(t102, t14, t121);
                                vcc_v16_double t122 = (vcc_v16_double){t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110};
                                t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t102), vcc_v16_long), t122, t15);
                                vcc_v16_ulong t123 = (vcc_v16_ulong){t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111};
                                t16 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t102), vcc_v16_long), t123, t16);
                                __m128i t124 = _mm_set1_epi8((char)t112);
                                t17 = (vcc_v16_uchar)_mm_mask_blend_epi8(t102, (__m128i)t17, t124);
                                __m512i t125 = _mm512_set1_epi32((int)t113);
                                t18 = (vcc_v16_int)_mm512_mask_blend_epi32(t102, (__m512i)t18, t125);
                                t20 = _kor_mask16(t20, t102);
                                t13 &= t13 - 1U;
                                goto L196;
                            }
                            long t114 = (long)t108;
                            float t115 = w[t114];
                            t109 += t115;
                            t110 = t110 * 0.5 + (double)t115;
                            t111 = t111 * 31UL + (unsigned long)t108;
                            t112 = (unsigned char)((int)t112 + t108);
                            t108 = next[t114];
                            t113++;
                        }
                        __m512 t116 = _mm512_set1_ps(t109);
                        t14 = _mm512_mask_blend_ps(t102, t14, t116);
                        vcc_v16_double t117 = (vcc_v16_double){t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110, t110};
                        t15 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t102), vcc_v16_long), t117, t15);
                        vcc_v16_ulong t118 = (vcc_v16_ulong){t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111, t111};
                        t16 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t102), vcc_v16_long), t118, t16);
                        __m128i t119 = _mm_set1_epi8((char)t112);
                        t17 = (vcc_v16_uchar)_mm_mask_blend_epi8(t102, (__m128i)t17, t119);
                        __m512i t120 = _mm512_set1_epi32((int)t113);
                        t18 = (vcc_v16_int)_mm512_mask_blend_epi32(t102, (__m512i)t18, t120);
                        t19 = _kor_mask16(t19, t102);
                        t13 &= t13 - 1U;
                    }
                    __m512 t87 = (__m512)__builtin_convertvector(t15, vcc_v16_float);
                    __m512 t88 = _mm512_add_ps(t14, t87);
                    vcc_v16_ulong t89 = (vcc_v16_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v16_ulong t90 = t16 & t89;
                    __m512 t91 = (__m512)__builtin_convertvector(t90, vcc_v16_float);
                    __m512 t92 = _mm512_add_ps(t88, t91);
                    __m512 t93 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32((__m128i)t17));
                    __m512 t94 = _mm512_add_ps(t92, t93);
                    __m512 t95 = _mm512_cvtepi32_ps((__m512i)t18);
                    __m512 t96 = _mm512_add_ps(t94, t95);
                    __m512 t97 = _mm512_mask_blend_ps(t19, (__m512)(vcc_v16_float){0}, t96);
                    __m512 t98 = _mm512_xor_ps(t14, _mm512_set1_ps(-0.0f));
                    __m512 t99 = _mm512_cvtepi32_ps((__m512i)t18);
                    __m512 t100 = _mm512_sub_ps(t98, t99);
                    __m512 t101 = _mm512_mask_blend_ps(t20, t97, t100);
                    _mm512_storeu_ps(t45, t101);
                    i_vec += 16L;
                    if (i_vec < t44) {
                        break;
                    }
                    t46 = (int)t44;
                    goto L197;
                }
                t1 = t12;
                t2 = (vcc_v16_int)(__m512i)t11;
                t3 = t7;
                t4 = t8;
                t5 = t9;
                t6 = (vcc_v16_uchar)(__m128i)t10;
                t57 = t83;
                t58 = t14;
                t59 = t15;
                t60 = t16;
                t61 = (vcc_v16_uchar)(__m128i)t17;
                t62 = (vcc_v16_int)(__m512i)t18;
                t63 = t19;
                t64 = t20;
            }
        }
    } else {
        t46 = 0;
    }
L197:
    t47 = (long)n + (long)t46 * -1L;
    t48 = (unsigned long)res;
    t49 = (unsigned long)start;
    t50 = (long)((unsigned long)res + (unsigned long)((long)t46 * 4L) - ((unsigned long)start + (unsigned long)((long)t46 * 4L)));
    if ((t47 >= 1L) & (t47 <= 16L) & (((t48 + (unsigned long)((long)t46 * 4L + 4L + (t47 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t46 * 4L))) | ((t49 + (unsigned long)((long)t46 * 4L + 4L + (t47 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t46 * 4L))) | ((t50 <= 0L) | (t50 >= 64L)))) {
        t51 = _mm512_set1_epi32((int)(int)t47);
        t52 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t51, _MM_CMPINT_LT);
        t53 = (long)t46;
        t54 = res + t53;
        t21 = (vcc_v16_int)_mm512_maskz_loadu_epi32(t52, start + t53);
        t22 = _mm512_set1_ps(0.0f);
        t23 = (vcc_v16_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
        t24 = (vcc_v16_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
        t25 = (vcc_v16_uchar)_mm_set1_epi8((char)(unsigned char)0);
        t126 = t52;
        t127 = 0;
        t128 = (__m512)(vcc_v16_float){0};
        t129 = (vcc_v16_double){0};
        t130 = (vcc_v16_ulong){0};
        t131 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
        t132 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        t133 = ((__mmask16)0x0);
        t134 = ((__mmask16)0x0);
        for (;;) {
            t135 = _mm512_set1_epi32(0);
            t136 = _mm512_cmp_epi32_mask((__m512i)t21, t135, _MM_CMPINT_NE);
            t137 = _kand_mask16(t126, t136);
            t138 = _knot_mask16(t136);
            t139 = _kand_mask16(t126, t138);
            t140 = _mm512_set1_epi32((int)(t127 == lim));
            t141 = _mm512_test_epi32_mask(t140, t140);
            t142 = _kand_mask16(t137, t141);
            t143 = _knot_mask16(t141);
            t31 = _kand_mask16(t137, t143);
            if ((t31 != 0)) {
                __m512 t144 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t31, (__m512i)t21, w, 4);
                t26 = _mm512_add_ps(t22, t144);
                vcc_v16_double t145 = (vcc_v16_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                vcc_v16_double t146 = t23 * t145;
                vcc_v16_double t147 = __builtin_convertvector((vcc_v16_float)t144, vcc_v16_double);
                t27 = t146 + t147;
                vcc_v16_ulong t148 = (vcc_v16_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                vcc_v16_ulong t149 = t24 * t148;
                vcc_v16_ulong t150 = __builtin_convertvector((vcc_v16_int)(__m512i)t21, vcc_v16_ulong);
                t28 = t149 + t150;
                __m512i t151 = _mm512_cvtepu8_epi32((__m128i)t25);
                __m512i t152 = _mm512_add_epi32(t151, (__m512i)t21);
                t29 = (vcc_v16_uchar)_mm512_cvtepi32_epi8(t152);
                t30 = (vcc_v16_int)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t31, (__m512i)t21, next, 4);
                t153 = t127 + 1;
            } else {
                t26 = (__m512)(vcc_v16_float){0};
                t27 = (vcc_v16_double){0};
                t28 = (vcc_v16_ulong){0};
                t29 = (vcc_v16_uchar)(__m128i)(vcc_v16_uchar){0};
                t30 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
                t153 = 0;
                t31 = ((__mmask16)0x0);
            }
            t33 = _mm512_mask_blend_ps(t126, t128, t22);
            t34 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t126), vcc_v16_long), t23, t129);
            t35 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t126), vcc_v16_long), t24, t130);
            t36 = (vcc_v16_uchar)_mm_mask_blend_epi8(t126, (__m128i)t131, (__m128i)t25);
            t154 = _mm512_set1_epi32((int)t127);
            t37 = (vcc_v16_int)_mm512_mask_blend_epi32(t126, (__m512i)t132, t154);
            t38 = _kor_mask16(t133, t139);
            t39 = _kor_mask16(t134, t142);
            t32 = t31;
            t155 = t32 & (t32 - 1U);
            t156 = t155 & (t155 - 1U);
            if ((t156 & (t156 - 1U)) == 0U) {
            L198:
                while (t32 != 0U) {
                    __mmask16 t172 = (__mmask16)(t32 & (0U - t32));
                    __m512i t173 = _mm512_mask_blend_epi32(t172, _mm512_set1_epi32(0), (__m512i)t30);
                    __m512 t174 = _mm512_mask_blend_ps(t172, _mm512_set1_ps(-0.0f), t26);
                    vcc_v16_double t175 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t172), vcc_v16_long), t27, ((vcc_v16_double){-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0}));
                    vcc_v16_ulong t176 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t172), vcc_v16_long), t28, ((vcc_v16_ulong){0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL}));
                    __m128i t177 = _mm_mask_blend_epi8(t172, _mm_set1_epi8((char)0), (__m128i)t29);
                    int t178 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t173), _mm512_extracti64x4_epi64(t173, 1)), _mm_or_si128, int);
                    float t179 = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t174), _mm512_extractf32x8_ps(t174, 1)));
                    double t180 = vcc_reduce(double, t175, +);
                    unsigned long t181 = vcc_reduce(unsigned long, t176, |);
                    unsigned char t182 = vcc_sse_reduce_epi8(t177, _mm_or_si128, unsigned char);
                    int t183 = t153;
                    while (t178 != 0) {
                        if (t183 == lim) {
                            __m512 t191 = _mm512_set1_ps(t179);
                            t33 = _mm512_mask_blend_ps(t172, t33, t191);
                            vcc_v16_double t192 = (vcc_v16_double){t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180};
                            t34 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t172), vcc_v16_long), t192, t34);
                            vcc_v16_ulong t193 = (vcc_v16_ulong){t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181};
                            t35 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t172), vcc_v16_long), t193, t35);
                            __m128i t194 = _mm_set1_epi8((char)t182);
                            t36 = (vcc_v16_uchar)_mm_mask_blend_epi8(t172, (__m128i)t36, t194);
                            __m512i t195 = _mm512_set1_epi32((int)t183);
                            t37 = (vcc_v16_int)_mm512_mask_blend_epi32(t172, (__m512i)t37, t195);
                            t39 = _kor_mask16(t39, t172);
                            t32 &= t32 - 1U;
                            goto L198;
                        }
                        long t184 = (long)t178;
                        float t185 = w[t184];
                        t179 += t185;
                        t180 = t180 * 0.5 + (double)t185;
                        t181 = t181 * 31UL + (unsigned long)t178;
                        t182 = (unsigned char)((int)t182 + t178);
                        t178 = next[t184];
                        t183++;
                    }
                    __m512 t186 = _mm512_set1_ps(t179);
                    t33 = _mm512_mask_blend_ps(t172, t33, t186);
                    vcc_v16_double t187 = (vcc_v16_double){t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180, t180};
                    t34 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t172), vcc_v16_long), t187, t34);
                    vcc_v16_ulong t188 = (vcc_v16_ulong){t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181, t181};
                    t35 = vcc_select(vcc_v16_long, __builtin_convertvector((vcc_m16)_mm512_movm_epi32(t172), vcc_v16_long), t188, t35);
                    __m128i t189 = _mm_set1_epi8((char)t182);
                    t36 = (vcc_v16_uchar)_mm_mask_blend_epi8(t172, (__m128i)t36, t189);
                    __m512i t190 = _mm512_set1_epi32((int)t183);
                    t37 = (vcc_v16_int)_mm512_mask_blend_epi32(t172, (__m512i)t37, t190);
                    t38 = _kor_mask16(t38, t172);
                    t32 &= t32 - 1U;
                }
                __m512 t157 = (__m512)__builtin_convertvector(t34, vcc_v16_float);
                __m512 t158 = _mm512_add_ps(t33, t157);
                vcc_v16_ulong t159 = (vcc_v16_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                vcc_v16_ulong t160 = t35 & t159;
                __m512 t161 = (__m512)__builtin_convertvector(t160, vcc_v16_float);
                __m512 t162 = _mm512_add_ps(t158, t161);
                __m512 t163 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32((__m128i)t36));
                __m512 t164 = _mm512_add_ps(t162, t163);
                __m512 t165 = _mm512_cvtepi32_ps((__m512i)t37);
                __m512 t166 = _mm512_add_ps(t164, t165);
                __m512 t167 = _mm512_mask_blend_ps(t38, (__m512)(vcc_v16_float){0}, t166);
                __m512 t168 = _mm512_xor_ps(t33, _mm512_set1_ps(-0.0f));
                __m512 t169 = _mm512_cvtepi32_ps((__m512i)t37);
                __m512 t170 = _mm512_sub_ps(t168, t169);
                __m512 t171 = _mm512_mask_blend_ps(t39, t167, t170);
                _mm512_mask_storeu_ps(t54, t52, t171);
                i = (int)((long)t46 + t47);
                break;
            }
            t126 = t31;
            t21 = (vcc_v16_int)(__m512i)t30;
            t22 = t26;
            t23 = t27;
            t24 = t28;
            t25 = (vcc_v16_uchar)(__m128i)t29;
            t127 = t153;
            t128 = t33;
            t129 = t34;
            t130 = t35;
            t131 = (vcc_v16_uchar)(__m128i)t36;
            t132 = (vcc_v16_int)(__m512i)t37;
            t133 = t38;
            t134 = t39;
        }
    } else {
        i = t46;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        int t56 = start[t55];
        res[t55] = (_mm256_zeroupper(), walk(next, w, t56, lim));
    }
}

v8i _ZGVdN8uv_chase(const int *, v8i);
v8f _ZGVdN8uuvu_walk(const int *, const float *, v8i, int);
v8f _ZGVdM8uuvu_walk(const int *, const float *, v8i, int, v8f);
v8i _ZGVdN8uuv_fill(const int *, int *, v8i);

enum { LEN = 501 };

int main(void) {
    int *next = malloc(LEN * sizeof(int));
    float *w = malloc(LEN * sizeof(float));
    for (int k = 0; k < LEN; k++) {
        next[k] = k > 0 ? k - 1 : 0;
        w[k] = 0.25f * (float)(k % 13) - 1.0f + 1.0f / (float)(k + 3);
    }
    int starts[6][8] = {
        {1, 1, 1, 1, 1, 1, 1, 500}, /* one lane long */
        {500, 0, 3, 1, 1, 2, 1, 1}, /* a lane leaves before its first iteration */
        {9, 9, 9, 9, 9, 9, 9, 9},   /* every lane leaves together */
        {0, 0, 0, 0, 0, 0, 0, 0},   /* no lane runs an iteration */
        {3, 0, 500, 2, 499, 1, 1, 7},
        {250, 499, 17, 400, 5, 300, 450, 1},
    };
    for (int c = 0; c < 6; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uv_chase(next, TO_VEC(v8i, starts[c])));
        printf("chase %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        float f[8];
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 300));
        printf("\nwalk %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 1000));
        printf("\nwalk nolim %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        float on[8] = {1, 0, 1, 1, 0, 1, 0, 1};
        FROM_VEC(f, _ZGVdM8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 450, TO_VEC(v8f, on)));
        printf("\nmasked walk %d:", c);
        for (int k = 0; k < 8; k++)
            if (on[k] != 0)
                printf(" %.9g", f[k]);
        printf("\n");
    }
    int *out = calloc(LEN, sizeof(int));
    int fr[8];
    FROM_VEC(fr, _ZGVdN8uuv_fill(next, out, TO_VEC(v8i, starts[0])));
    printf("fill: %d %d %d", fr[0], fr[7], out[1]);
    long sum = 0;
    for (int k = 0; k < LEN; k++)
        sum += out[k];
    printf(" %ld\n", sum);
    /* The loop calls the widest variants (16 lanes on avx512): a few long lanes per vector. */
    enum { N = 77 };
    int *start = malloc(N * sizeof(int));
    float *res = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        start[i] = i % 19 == 4 ? 480 - i : i % 23 == 0 ? 0 : 1 + i % 5;
    for (int lim = 100; lim <= 1000; lim += 900) {
        walk_all(res, next, w, start, N, lim);
        printf("walk_all %d:", lim);
        for (int i = 0; i < N; i++)
            printf(" %.9g", res[i]);
        printf("\n");
    }
    free(next);
    free(w);
    free(out);
    free(start);
    free(res);
    return 0;
}
