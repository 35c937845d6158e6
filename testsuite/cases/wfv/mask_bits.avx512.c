/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m32 __attribute__((vector_size(64)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_sq(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16v_sq(__m512 x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_sq(__m256 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shape(__m512 x, float lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_shape(__m512 x, float lim, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8v_half(__m512d d, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4v_half(__m256d d, __m256d mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM32v_bump(__m512i s, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM16v_bump(__m256i s, __m256i mask);
/* AVX-512's masked variants take their mask as an integer, one bit per lane (the x86-64 vector
   function ABI passes it in a general register): vcc's 'e' variants make their vector mask from
   the bits, and vcc's callers pass them: the loop vectorizer (a call under a condition), and a
   variant calling another under a varying branch. main calls the 'e' variants by ABI name with
   integer masks whose bits above the lanes are set (they must not count), as gcc's code would:
   in the original build the variants are gcc's, in vcc's builds vcc's. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 2 */

/* Weak: vcc's generic and avx2 targets make no 'e' variants (main then calls the scalar ones);
   declared before vcc's avx512 output defines them, where a later weak declaration is ignored. */
__attribute__((weak)) v16f _ZGVeM16vu_shape(v16f, float, unsigned);
__attribute__((weak)) v8d _ZGVeM8v_half(v8d, unsigned);
__attribute__((weak)) v32s _ZGVeM32v_bump(v32s, unsigned);

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVeN16v_sq of `sq`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_sq(__m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_mul_ps(x, x);
    return t1;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVeM16v_sq of `sq`: VL 16, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16v_sq(__m512 x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_mul_ps(x, x);
    __m512 t3 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t2);
    return t3;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVdN8v_sq of `sq`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_sq(__m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVdM8v_sq of `sq`: VL 8, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_mul_ps(x, x);
    __m256 t3 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t2);
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = x + 1.0f;
    if (x > lim)
        r = sq(x - lim) + 0.5f;
    return r;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVeN16vu_shape of `shape`: VL 16, unmasked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shape(__m512 x, float lim) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3 = _mm512_set1_ps(1.0f);
    __m512 t4 = _mm512_add_ps(x, t3);
    __m512 t5 = _mm512_set1_ps(lim);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t5, _CMP_GT_OQ);
    if ((t2 != 0)) {
        __m512 t6 = _mm512_set1_ps(lim);
        __m512 t7 = _mm512_sub_ps(x, t6);
        __m512 t8 = _ZGVeM16v_sq(t7, t2);
        __m512 t9 = _mm512_set1_ps(0.5f);
        t1 = _mm512_add_ps(t8, t9);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t10 = _mm512_mask_blend_ps(t2, t4, t1);
    return t10;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVeM16vu_shape of `shape`: VL 16, masked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_shape(__m512 x, float lim, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512 t4 = _mm512_set1_ps(1.0f);
    __m512 t5 = _mm512_add_ps(x, t4);
    __m512 t6 = _mm512_set1_ps(lim);
    __mmask16 t7 = _mm512_cmp_ps_mask(x, t6, _CMP_GT_OQ);
    __mmask16 t2 = _kand_mask16(t3, t7);
    if ((t2 != 0)) {
        __m512 t8 = _mm512_set1_ps(lim);
        __m512 t9 = _mm512_sub_ps(x, t8);
        __m512 t10 = _ZGVeM16v_sq(t9, t2);
        __m512 t11 = _mm512_set1_ps(0.5f);
        t1 = _mm512_add_ps(t10, t11);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t12 = _mm512_mask_blend_ps(t2, t5, t1);
    __m512 t13 = _mm512_mask_blend_ps(t3, (__m512)(vcc_v16_float){0}, t12);
    return t13;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVdN8vu_shape of `shape`: VL 8, unmasked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_add_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(lim);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t6 = _mm256_set1_ps(lim);
        __m256 t7 = _mm256_sub_ps(x, t6);
        __m256 t8 = _mm256_set1_ps(1.0f);
        __m256 t9 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t8);
        __m256 t10 = _ZGVdM8v_sq(t7, t9);
        __m256 t11 = _mm256_set1_ps(0.5f);
        t1 = _mm256_add_ps(t10, t11);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, t1);
    return t12;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVdM8vu_shape of `shape`: VL 8, masked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_add_ps(x, t4);
    __m256 t6 = _mm256_set1_ps(lim);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    __m256i t2 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t8 = _mm256_set1_ps(lim);
        __m256 t9 = _mm256_sub_ps(x, t8);
        __m256 t10 = _mm256_set1_ps(1.0f);
        __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t10);
        __m256 t12 = _ZGVdM8v_sq(t9, t11);
        __m256 t13 = _mm256_set1_ps(0.5f);
        t1 = _mm256_add_ps(t12, t13);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t1);
    __m256 t15 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t14);
    return t15;
}

/* #pragma omp declare simd inbranch */
double half(double d) {
    return d > 10.0 ? d * 0.5 : d - 1.0;
}

/* vcc: function at mask_bits.c:32 vector variant _ZGVeM8v_half of `half`: VL 8, masked, d vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8v_half(__m512d d, unsigned int mask) {
    vcc_no_contract_body
    __m256i t1 = _mm256_movm_epi32((__mmask8)mask);
    __m512d t2 = _mm512_set1_pd(10.0);
    __m256i t3 = _mm256_movm_epi32(_mm512_cmp_pd_mask(d, t2, _CMP_GT_OQ));
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    __m256i t5 = _mm256_and_si256(t1, t4);
    __m512d t6 = _mm512_set1_pd(1.0);
    __m512d t7 = _mm512_sub_pd(d, t6);
    __m512d t8 = _mm512_set1_pd(0.5);
    __m512d t9 = _mm512_mul_pd(d, t8);
    __m512d t10 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t5), t9, t7);
    __m512d t11 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t1), (__m512d)(vcc_v8_double){0}, t10);
    return t11;
}

/* vcc: function at mask_bits.c:32 vector variant _ZGVdM4v_half of `half`: VL 4, masked, d vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4v_half(__m256d d, __m256d mask) {
    vcc_no_contract_body
    __m128i t1 = (__m128i)__builtin_convertvector((vcc_v4_double)mask != (vcc_v4_double){0}, vcc_m4);
    __m256d t2 = _mm256_set1_pd(10.0);
    __m128i t3 = vcc_avx2_narrow_pd(_mm256_cmp_pd(d, t2, _CMP_GT_OQ));
    __m128i t4 = (__m128i)~(vcc_m4)t3;
    __m128i t5 = _mm_and_si128(t1, t4);
    __m256d t6 = _mm256_set1_pd(1.0);
    __m256d t7 = _mm256_sub_pd(d, t6);
    __m256d t8 = _mm256_set1_pd(0.5);
    __m256d t9 = _mm256_mul_pd(d, t8);
    __m256d t10 = _mm256_mask_blend_pd(_mm_movepi32_mask(t5), t9, t7);
    __m256d t11 = _mm256_mask_blend_pd(_mm_movepi32_mask(t1), (__m256d)(vcc_v4_double){0}, t10);
    return t11;
}

/* 32 lanes: a mask of 32 bits, whose vector form no register holds (the generic lowering). */
/* #pragma omp declare simd inbranch */
short bump(short s) {
    return s < 100 ? (short)(s * 3) : (short)(s - 7);
}

/* vcc: function at mask_bits.c:38 vector variant _ZGVeM32v_bump of `bump`: VL 32, masked, s vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM32v_bump(__m512i s, unsigned int mask) {
    vcc_no_contract_body
    __mmask32 t1 = (__mmask32)mask;
    vcc_v32_int t2 = __builtin_convertvector((vcc_v32_short)s, vcc_v32_int);
    vcc_v32_int t3 = vcc_splat(vcc_v32_int, 100);
    __mmask32 t4 = _mm512_movepi16_mask((__m512i)__builtin_convertvector(t2 < t3, vcc_m32));
    __mmask32 t5 = _knot_mask32(t4);
    __mmask32 t6 = _kand_mask32(t1, t5);
    vcc_v32_int t7 = vcc_splat(vcc_v32_int, 7);
    vcc_v32_uint t8 = (vcc_v32_uint)t2;
    vcc_v32_uint t9 = (vcc_v32_uint)t7;
    vcc_v32_uint t10 = t8 - t9;
    vcc_v32_int t11 = (vcc_v32_int)t10;
    __m512i t12 = (__m512i)__builtin_convertvector(t11, vcc_v32_short);
    vcc_v32_int t13 = __builtin_convertvector((vcc_v32_short)t12, vcc_v32_int);
    vcc_v32_int t14 = vcc_splat(vcc_v32_int, 3);
    vcc_v32_uint t15 = (vcc_v32_uint)t2;
    vcc_v32_uint t16 = (vcc_v32_uint)t14;
    vcc_v32_uint t17 = t15 * t16;
    vcc_v32_int t18 = (vcc_v32_int)t17;
    __m512i t19 = (__m512i)__builtin_convertvector(t18, vcc_v32_short);
    vcc_v32_int t20 = __builtin_convertvector((vcc_v32_short)t19, vcc_v32_int);
    vcc_v32_int t21 = vcc_select(vcc_v32_int, __builtin_convertvector((vcc_m32)_mm512_movm_epi16(t6), vcc_v32_int), t13, t20);
    __m512i t22 = (__m512i)__builtin_convertvector(t21, vcc_v32_short);
    __m512i t23 = _mm512_mask_blend_epi16(t1, (__m512i)(vcc_v32_short){0}, t22);
    return t23;
}

/* vcc: function at mask_bits.c:38 vector variant _ZGVdM16v_bump of `bump`: VL 16, masked, s vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM16v_bump(__m256i s, __m256i mask) {
    vcc_no_contract_body
    __mmask16 t1 = _mm256_test_epi16_mask(mask, mask);
    __m512i t2 = _mm512_cvtepi16_epi32(s);
    __m512i t3 = _mm512_set1_epi32(100);
    __mmask16 t4 = _mm512_cmp_epi32_mask(t2, t3, _MM_CMPINT_LT);
    __mmask16 t5 = _knot_mask16(t4);
    __mmask16 t6 = _kand_mask16(t1, t5);
    __m512i t7 = _mm512_set1_epi32(7);
    __m512i t8 = _mm512_sub_epi32(t2, t7);
    __m256i t9 = _mm512_cvtepi32_epi16(t8);
    __m512i t10 = _mm512_cvtepi16_epi32(t9);
    __m512i t11 = _mm512_set1_epi32(3);
    __m512i t12 = _mm512_mullo_epi32(t2, t11);
    __m256i t13 = _mm512_cvtepi32_epi16(t12);
    __m512i t14 = _mm512_cvtepi16_epi32(t13);
    __m512i t15 = _mm512_mask_blend_epi32(t6, t14, t10);
    __m256i t16 = _mm512_cvtepi32_epi16(t15);
    __m256i t17 = _mm256_mask_blend_epi16(t1, (__m256i)(vcc_v16_short){0}, t16);
    return t17;
}

float xs[203], ys[203];
double ds[203], es[203];

extern __typeof__(xs) xs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_shapes(int n) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3;
    int t8;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:47 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512 xs_v = _mm512_loadu_ps(&xs[i_vec]);
            __mmask16 t7 = _mm512_cmp_ps_mask(xs_v, _mm512_set1_ps(3.0f), _CMP_NEQ_UQ);
            __m512 t17 = _mm512_set1_ps(1.0f);
            __m512 t18 = _mm512_add_ps(xs_v, t17);
            __m512 t19 = _mm512_set1_ps(2.5f);
            __mmask16 t20 = _mm512_cmp_ps_mask(xs_v, t19, _CMP_GT_OQ);
            __mmask16 t2 = _kand_mask16(t7, t20);
            if ((t2 != 0)) {
                __m512 t21 = _mm512_set1_ps(2.5f);
                __m512 t22 = _mm512_sub_ps(xs_v, t21);
                __m512 t34 = _mm512_mul_ps(t22, t22);
                __m512 t35 = _mm512_mask_blend_ps(t2, (__m512)(vcc_v16_float){0}, t34);
                __m512 t33 = _mm512_set1_ps(0.5f);
                t1 = _mm512_add_ps(t35, t33);
            } else {
                t1 = (__m512)(vcc_v16_float){0};
                t2 = ((__mmask16)0x0);
            }
            __m512 t23 = _mm512_mask_blend_ps(t2, t18, t1);
            __m512 t24 = _mm512_mask_blend_ps(t7, (__m512)(vcc_v16_float){0}, t23);
            _mm512_mask_storeu_ps((float *)((unsigned long)&ys + (unsigned long)i_vec * 4UL), t7, t24);
            i_vec += 16L;
            if (i_vec >= t6) {
                t8 = (int)t6;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t8;
        __m512 xs_v_1 = _mm512_maskz_loadu_ps(t11, &xs[t12]);
        __mmask16 t13 = _mm512_cmp_ps_mask(xs_v_1, _mm512_set1_ps(3.0f), _CMP_NEQ_UQ);
        __mmask16 t14 = _kand_mask16(t11, t13);
        __m512 t25 = _mm512_set1_ps(1.0f);
        __m512 t26 = _mm512_add_ps(xs_v_1, t25);
        __m512 t27 = _mm512_set1_ps(2.5f);
        __mmask16 t28 = _mm512_cmp_ps_mask(xs_v_1, t27, _CMP_GT_OQ);
        __mmask16 t4 = _kand_mask16(t14, t28);
        if ((t4 != 0)) {
            __m512 t29 = _mm512_set1_ps(2.5f);
            __m512 t30 = _mm512_sub_ps(xs_v_1, t29);
            __m512 t37 = _mm512_mul_ps(t30, t30);
            __m512 t38 = _mm512_mask_blend_ps(t4, (__m512)(vcc_v16_float){0}, t37);
            __m512 t36 = _mm512_set1_ps(0.5f);
            t3 = _mm512_add_ps(t38, t36);
        } else {
            t3 = (__m512)(vcc_v16_float){0};
            t4 = ((__mmask16)0x0);
        }
        __m512 t31 = _mm512_mask_blend_ps(t4, t26, t3);
        __m512 t32 = _mm512_mask_blend_ps(t14, (__m512)(vcc_v16_float){0}, t31);
        _mm512_mask_storeu_ps((float *)((unsigned long)&ys + (unsigned long)t12 * 4UL), t14, t32);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = xs[t15];
        if (t16 != 3.0f) {
            ys[t15] = (_mm256_zeroupper(), shape(t16, 2.5f));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_halves(int n) {
    vcc_no_contract_body
    int t9;
    int t17;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        long t4 = t3 & -16L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(3));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:54 vectorized: VF 8, UF 2, the remainder at 55:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
        for (;;) {
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t1, _mm256_set1_epi32(1), _MM_CMPINT_NE));
            __m512d ds_v = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t8), (double *)((unsigned long)&ds + (unsigned long)i_vec_1 * 8UL));
            __m512d t35 = _mm512_set1_pd(10.0);
            __m256i t36 = _mm256_movm_epi32(_mm512_cmp_pd_mask(ds_v, t35, _CMP_GT_OQ));
            __m256i t37 = (__m256i)~(vcc_m8)t36;
            __m256i t38 = _mm256_and_si256(t8, t37);
            __m512d t39 = _mm512_set1_pd(1.0);
            __m512d t40 = _mm512_sub_pd(ds_v, t39);
            __m512d t41 = _mm512_set1_pd(0.5);
            __m512d t42 = _mm512_mul_pd(ds_v, t41);
            __m512d t43 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t38), t42, t40);
            __m512d t44 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t8), (__m512d)(vcc_v8_double){0}, t43);
            _mm512_mask_storeu_pd((double *)((unsigned long)&es + (unsigned long)i_vec_1 * 8UL), _mm256_movepi32_mask(t8), t44);
            long t30 = i_vec_1 + 8L;
            __m256i t31 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
            __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(3));
            __m256i t33 = _mm256_min_epu32(t31, t32);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t33, _mm256_set1_epi32(1), _MM_CMPINT_NE));
            __m512d ds_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t34), (double *)((unsigned long)&ds + (unsigned long)t30 * 8UL));
            __m512d t69 = _mm512_set1_pd(10.0);
            __m256i t70 = _mm256_movm_epi32(_mm512_cmp_pd_mask(ds_v_3, t69, _CMP_GT_OQ));
            __m256i t71 = (__m256i)~(vcc_m8)t70;
            __m256i t72 = _mm256_and_si256(t34, t71);
            __m512d t73 = _mm512_set1_pd(1.0);
            __m512d t74 = _mm512_sub_pd(ds_v_3, t73);
            __m512d t75 = _mm512_set1_pd(0.5);
            __m512d t76 = _mm512_mul_pd(ds_v_3, t75);
            __m512d t77 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t72), t76, t74);
            __m512d t78 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t34), (__m512d)(vcc_v8_double){0}, t77);
            _mm512_mask_storeu_pd((double *)((unsigned long)&es + (unsigned long)t30 * 8UL), _mm256_movepi32_mask(t34), t78);
            i_vec_1 += 16L;
            __m256i t67 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
            __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(3));
            t1 = (vcc_v8_int)_mm256_min_epu32(t67, t68);
            if (i_vec_1 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 8L) & (t9 >= 0)) {
        long t11 = t10 & -8L;
        __m256i t12 = _mm256_set1_epi32((int)(t9 % 3));
        __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(3));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t13, t14);
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + i_vec;
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t2, _mm256_set1_epi32(1), _MM_CMPINT_NE));
            __m512d ds_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t16), (double *)((unsigned long)&ds + (unsigned long)t15 * 8UL));
            __m512d t47 = _mm512_set1_pd(10.0);
            __m256i t48 = _mm256_movm_epi32(_mm512_cmp_pd_mask(ds_v_1, t47, _CMP_GT_OQ));
            __m256i t49 = (__m256i)~(vcc_m8)t48;
            __m256i t50 = _mm256_and_si256(t16, t49);
            __m512d t51 = _mm512_set1_pd(1.0);
            __m512d t52 = _mm512_sub_pd(ds_v_1, t51);
            __m512d t53 = _mm512_set1_pd(0.5);
            __m512d t54 = _mm512_mul_pd(ds_v_1, t53);
            __m512d t55 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t50), t54, t52);
            __m512d t56 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t16), (__m512d)(vcc_v8_double){0}, t55);
            _mm512_mask_storeu_pd((double *)((unsigned long)&es + (unsigned long)t15 * 8UL), _mm256_movepi32_mask(t16), t56);
            i_vec += 8L;
            __m256i t45 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
            __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(3));
            t2 = (vcc_v8_int)_mm256_min_epu32(t45, t46);
            if (i_vec >= t11) {
                t17 = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        t17 = t9;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L) & (t17 >= 0)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t21 = _mm256_set1_epi32((int)(t17 % 3));
        __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(3));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        long t25 = (long)t17;
        __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t24, _mm256_set1_epi32(1), _MM_CMPINT_NE));
        __m256i t27 = _mm256_and_si256(t20, t26);
        __m512d ds_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t27), (double *)((unsigned long)&ds + (unsigned long)t25 * 8UL));
        __m512d t57 = _mm512_set1_pd(10.0);
        __m256i t58 = _mm256_movm_epi32(_mm512_cmp_pd_mask(ds_v_2, t57, _CMP_GT_OQ));
        __m256i t59 = (__m256i)~(vcc_m8)t58;
        __m256i t60 = _mm256_and_si256(t27, t59);
        __m512d t61 = _mm512_set1_pd(1.0);
        __m512d t62 = _mm512_sub_pd(ds_v_2, t61);
        __m512d t63 = _mm512_set1_pd(0.5);
        __m512d t64 = _mm512_mul_pd(ds_v_2, t63);
        __m512d t65 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t60), t64, t62);
        __m512d t66 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t27), (__m512d)(vcc_v8_double){0}, t65);
        _mm512_mask_storeu_pd((double *)((unsigned long)&es + (unsigned long)t25 * 8UL), _mm256_movepi32_mask(t27), t66);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            long t28 = (long)i;
            double t29 = ds[t28];
            es[t28] = (_mm256_zeroupper(), half(t29));
        }
    }
}

/* The variants by ABI name, from code compiled for AVX-512 (x86-64 only: on AArch64, the neon
   target's programs, main calls the scalar functions). */
#ifdef __x86_64__
static int defined(void (*f)(void)) {
    return f != 0;
}

__attribute__((target("avx512f,avx512vl,avx512bw,avx512dq"))) static void by_name(const float *x, unsigned m16, float *r, const double *d, unsigned m8, double *q, const short *s, unsigned m32, short *t) {
    FROM_VEC(r, _ZGVeM16vu_shape(TO_VEC(v16f, x), 2.5f, m16));
    FROM_VEC(q, _ZGVeM8v_half(TO_VEC(v8d, d), m8));
    FROM_VEC(t, _ZGVeM32v_bump(TO_VEC(v32s, s), m32));
}
#endif

int main(void) {
    float x[16], r[16];
    double d[8], q[8];
    short s[32], t[32];
    for (int k = 0; k < 32; k++)
        s[k] = (short)(k * 13 - 50);
    for (int k = 0; k < 16; k++)
        x[k] = (float)((k * 7) % 11) * 0.75f;
    for (int k = 0; k < 8; k++)
        d[k] = k * 3.5;
    unsigned m16 = 0xfff5b3a6u, m8 = 0xffffff59u, m32 = 0x9f3c5a61u;
#ifdef __x86_64__
    if (defined((void (*)(void))_ZGVeM16vu_shape) && defined((void (*)(void))_ZGVeM8v_half) && defined((void (*)(void))_ZGVeM32v_bump)
        && __builtin_cpu_supports("avx512f")) {
        by_name(x, m16, r, d, m8, q, s, m32, t);
    } else
#endif
    {
        for (int k = 0; k < 32; k++)
            t[k] = bump(s[k]);
        for (int k = 0; k < 16; k++)
            r[k] = shape(x[k], 2.5f);
        for (int k = 0; k < 8; k++)
            q[k] = half(d[k]);
    }
    for (int k = 0; k < 16; k++)
        if (m16 >> k & 1)
            printf("%d:%g ", k, r[k]);
    printf("\n");
    for (int k = 0; k < 8; k++)
        if (m8 >> k & 1)
            printf("%d:%g ", k, q[k]);
    printf("\n");
    for (int k = 0; k < 32; k++)
        if (m32 >> k & 1)
            printf("%d:%d ", k, t[k]);
    printf("\n");
    int sizes[] = {0, 1, 15, 16, 17, 203};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        for (int i = 0; i < 203; i++) {
            xs[i] = (float)(i % 9) * 0.5f;
            ys[i] = -1.0f;
            ds[i] = i * 0.25;
            es[i] = -1.0;
        }
        some_shapes(n);
        some_halves(n);
        double t = 0;
        for (int i = 0; i < 203; i++)
            t += ys[i] * (i + 1) + es[i] * (i + 2);
        printf("n=%d %.4f\n", n, t);
    }
    return 0;
}
