/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a64u_bump(float *p, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_bump(float *p, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16ul3v_tap(const int *w, int i, __m512i x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8ul3v_tap(const int *w, int i, __m256i x, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8uls2u_pick(const double *base, long j, long s);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8uls2u_pick(const double *base, long j, long s, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4uls2u_pick(const double *base, long j, long s);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4uls2u_pick(const double *base, long j, long s, __m256d mask);
/* vcc's own spelling of the annotations, `__decl-vec-function(...)` and `#pragma simd
   vec-function`, which vcc reads under -DVCC_ANNOTATIONS (the flags below) and gcc never sees:
   uniform, linear with the default step, a constant step and a step held in a uniform
   parameter, alignment, mask, nomask and neither. `alignment(p)` on the linear pointer of `bump`
   promises that the vector variant's `p` (lane 0's) is aligned to the vector, so its consecutive
   load and store are aligned ones; main passes it 32-byte aligned pointers (aligned_alloc).
   main calls the variants by their ABI names: in the original, built without vcc, those are
   decl_spelling.lib.c's weak per-lane definitions, which call the scalar function for each
   active lane; in the programs built from vcc's output, vcc's variants replace them. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: flags -DVCC_ANNOTATIONS */
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(k), linear(p), alignment(p), nomask) */
#endif
float bump(float *p, float k) {
    float v = p[0];
    p[0] = v * k + 1.0f;
    return v - k;
}

/* vcc: function at decl_spelling.c:21 vector variant _ZGVeN16l4a64u_bump of `bump`: VL 16, unmasked, p linear step 1 aligned 64, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a64u_bump(float *p, float k) {
    vcc_no_contract_body
    float *t1 = p + 0;
    __m512 t2 = _mm512_load_ps(t1);
    __m512 t3 = _mm512_set1_ps(k);
    __m512 t4 = _mm512_mul_ps(t2, t3);
    __m512 t5 = _mm512_set1_ps(1.0f);
    __m512 t6 = _mm512_add_ps(t4, t5);
    _mm512_store_ps(t1, t6);
    __m512 t7 = _mm512_set1_ps(k);
    __m512 t8 = _mm512_sub_ps(t2, t7);
    return t8;
}

/* vcc: function at decl_spelling.c:21 vector variant _ZGVdN8l4a32u_bump of `bump`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_bump(float *p, float k) {
    vcc_no_contract_body
    float *t1 = p + 0;
    __m256 t2 = _mm256_load_ps(t1);
    __m256 t3 = _mm256_set1_ps(k);
    __m256 t4 = _mm256_mul_ps(t2, t3);
    __m256 t5 = _mm256_set1_ps(1.0f);
    __m256 t6 = _mm256_add_ps(t4, t5);
    _mm256_store_ps(t1, t6);
    __m256 t7 = _mm256_set1_ps(k);
    __m256 t8 = _mm256_sub_ps(t2, t7);
    return t8;
}

/* Every third element (a strided gather), only the masked variant, with a varying branch. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(w), linear(i:3), mask) */
#endif
int tap(const int *w, int i, int x) {
    if (x > 0)
        return w[i] * x;
    return w[i + 1] - x;
}

/* vcc: function at decl_spelling.c:31 vector variant _ZGVeM16ul3v_tap of `tap`: VL 16, masked, w uniform, i linear step 3, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16ul3v_tap(const int *w, int i, __m512i x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512i t2 = _mm512_set1_epi32(0);
    __mmask16 t3 = _mm512_cmp_epi32_mask(x, t2, _MM_CMPINT_NLE);
    __mmask16 t4 = _kand_mask16(t1, t3);
    __mmask16 t5 = _knot_mask16(t3);
    __mmask16 t6 = _kand_mask16(t1, t5);
    vcc_v16_long t7 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t8 = t7 + (vcc_v16_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L, 24L, 27L, 30L, 33L, 36L, 39L, 42L, 45L};
    __m512i t9 = (__m512i)vcc_gather_masked(vcc_v16_int, w + (i + 1), t8, (vcc_m16)_mm512_movm_epi32(t6));
    __m512i t10 = _mm512_sub_epi32(t9, x);
    __m512i t11 = _mm512_mask_blend_epi32(t6, (__m512i)(vcc_v16_int){0}, t10);
    vcc_v16_long t12 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t13 = t12 + (vcc_v16_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L, 24L, 27L, 30L, 33L, 36L, 39L, 42L, 45L};
    __m512i t14 = (__m512i)vcc_gather_masked(vcc_v16_int, w + i, t13, (vcc_m16)_mm512_movm_epi32(t4));
    __m512i t15 = _mm512_mullo_epi32(t14, x);
    __m512i t16 = _mm512_mask_blend_epi32(t4, t11, t15);
    return t16;
}

/* vcc: function at decl_spelling.c:31 vector variant _ZGVdM8ul3v_tap of `tap`: VL 8, masked, w uniform, i linear step 3, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8ul3v_tap(const int *w, int i, __m256i x, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_cmpgt_epi32(x, t2);
    __m256i t4 = _mm256_and_si256(t1, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t3;
    __m256i t6 = _mm256_and_si256(t1, t5);
    __m512i t7 = _mm512_set1_epi64((long long)0L);
    __m512i t8 = _mm512_add_epi64(t7, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
    __m256i t9 = (__m256i)vcc_gather_masked(vcc_v8_int, w + (i + 1), (vcc_v8_long)t8, (vcc_m8)t6);
    __m256i t10 = _mm256_sub_epi32(t9, x);
    __m256i t11 = _mm256_ternarylogic_epi32(t6, t10, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m512i t12 = _mm512_set1_epi64((long long)0L);
    __m512i t13 = _mm512_add_epi64(t12, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
    __m256i t14 = (__m256i)vcc_gather_masked(vcc_v8_int, w + i, (vcc_v8_long)t13, (vcc_m8)t4);
    __m256i t15 = _mm256_mullo_epi32(t14, x);
    __m256i t16 = _mm256_ternarylogic_epi32(t4, t15, t11, 0xCA);
    return t16;
}

/* A step held in the uniform parameter `s`; both variants. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(base, s), linear(j:s)) */
#endif
double pick(const double *base, long j, long s) {
    return base[j] * 0.5 + (double)s;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVeN8uls2u_pick of `pick`: VL 8, unmasked, base uniform, j linear step parameter 3, s uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8uls2u_pick(const double *base, long j, long s) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi64((long long)0L);
    __m512i t2 = _mm512_set1_epi64((long long)(1L * s));
    __m512i t3 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t2);
    __m512i t4 = _mm512_add_epi64(t1, t3);
    __m512d t5 = (__m512d)vcc_gather(vcc_v8_double, base + j, (vcc_v8_long)t4);
    __m512d t6 = _mm512_set1_pd(0.5);
    __m512d t7 = _mm512_mul_pd(t5, t6);
    __m512d t8 = _mm512_set1_pd((double)s);
    __m512d t9 = _mm512_add_pd(t7, t8);
    return t9;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVeM8uls2u_pick of `pick`: VL 8, masked, base uniform, j linear step parameter 3, s uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8uls2u_pick(const double *base, long j, long s, unsigned int mask) {
    vcc_no_contract_body
    __m256i t1 = _mm256_movm_epi32((__mmask8)mask);
    __m512i t2 = _mm512_set1_epi64((long long)0L);
    __m512i t3 = _mm512_set1_epi64((long long)(1L * s));
    __m512i t4 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t3);
    __m512i t5 = _mm512_add_epi64(t2, t4);
    __m512d t6 = (__m512d)vcc_gather_masked(vcc_v8_double, base + j, (vcc_v8_long)t5, (vcc_m8)t1);
    __m512d t7 = _mm512_set1_pd(0.5);
    __m512d t8 = _mm512_mul_pd(t6, t7);
    __m512d t9 = _mm512_set1_pd((double)s);
    __m512d t10 = _mm512_add_pd(t8, t9);
    __m512d t11 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t1), (__m512d)(vcc_v8_double){0}, t10);
    return t11;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVdN4uls2u_pick of `pick`: VL 4, unmasked, base uniform, j linear step parameter 3, s uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4uls2u_pick(const double *base, long j, long s) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi64x((long long)0L);
    __m256i t2 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t3 = _mm256_mullo_epi64(_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL), t2);
    __m256i t4 = _mm256_add_epi64(t1, t3);
    __m256d t5 = (__m256d)vcc_gather(vcc_v4_double, base + j, (vcc_v4_long)t4);
    __m256d t6 = _mm256_set1_pd(0.5);
    __m256d t7 = _mm256_mul_pd(t5, t6);
    __m256d t8 = _mm256_set1_pd((double)s);
    __m256d t9 = _mm256_add_pd(t7, t8);
    return t9;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVdM4uls2u_pick of `pick`: VL 4, masked, base uniform, j linear step parameter 3, s uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4uls2u_pick(const double *base, long j, long s, __m256d mask) {
    vcc_no_contract_body
    __m128i t1 = (__m128i)__builtin_convertvector((vcc_v4_double)mask != (vcc_v4_double){0}, vcc_m4);
    __m256i t2 = _mm256_set1_epi64x((long long)0L);
    __m256i t3 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t4 = _mm256_mullo_epi64(_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL), t3);
    __m256i t5 = _mm256_add_epi64(t2, t4);
    __m256d t6 = (__m256d)vcc_gather_masked(vcc_v4_double, base + j, (vcc_v4_long)t5, (vcc_m4)t1);
    __m256d t7 = _mm256_set1_pd(0.5);
    __m256d t8 = _mm256_mul_pd(t6, t7);
    __m256d t9 = _mm256_set1_pd((double)s);
    __m256d t10 = _mm256_add_pd(t8, t9);
    __m256d t11 = _mm256_mask_blend_pd(_mm_movepi32_mask(t1), (__m256d)(vcc_v4_double){0}, t10);
    return t11;
}

/* A call under a condition in a `#pragma simd vec-function` loop: the masked variant of `tap`,
   its linear argument `3 * k` passed as lane 0's value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void taps(int *out, const int *w, const int *x, int n) {
    vcc_no_contract_body
    int t8;
    int k;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long k_vec = 0L;
        /* vcc: loop at decl_spelling.c:51 vectorized: VF 16, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            __m512i x_v = _mm512_loadu_si512(x + k_vec);
            __mmask16 t6 = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            int t7 = 3 * (int)k_vec;
            __m512i t21 = _mm512_set1_epi32(0);
            __mmask16 t22 = _mm512_cmp_epi32_mask(x_v, t21, _MM_CMPINT_NLE);
            __mmask16 t23 = _kand_mask16(t6, t22);
            __mmask16 t24 = _knot_mask16(t22);
            __mmask16 t25 = _kand_mask16(t6, t24);
            vcc_v16_long t26 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t27 = t26 + (vcc_v16_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L, 24L, 27L, 30L, 33L, 36L, 39L, 42L, 45L};
            __m512i t28 = (__m512i)vcc_gather_masked(vcc_v16_int, w + (t7 + 1), t27, (vcc_m16)_mm512_movm_epi32(t25));
            __m512i t29 = _mm512_sub_epi32(t28, x_v);
            __m512i t30 = _mm512_mask_blend_epi32(t25, (__m512i)(vcc_v16_int){0}, t29);
            vcc_v16_long t31 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t32 = t31 + (vcc_v16_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L, 24L, 27L, 30L, 33L, 36L, 39L, 42L, 45L};
            __m512i t33 = (__m512i)vcc_gather_masked(vcc_v16_int, w + t7, t32, (vcc_m16)_mm512_movm_epi32(t23));
            __m512i t34 = _mm512_mullo_epi32(t33, x_v);
            __m512i t35 = _mm512_mask_blend_epi32(t23, t30, t34);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)k_vec * 4UL), t6, t35);
            k_vec += 16L;
            if (k_vec >= t5) {
                t8 = (int)t5;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)x;
    long t12 = (long)((unsigned long)out + (unsigned long)((long)t8 * 4L) - ((unsigned long)x + (unsigned long)((long)t8 * 4L)));
    if ((t9 >= 1L) & (t9 <= 16L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))) | ((t12 <= 0L) | (t12 >= 64L)))) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)t8;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t14, x + t15);
        __mmask16 t16 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t17 = _kand_mask16(t14, t16);
        int t18 = 3 * (int)t15;
        __m512i t36 = _mm512_set1_epi32(0);
        __mmask16 t37 = _mm512_cmp_epi32_mask(x_v_1, t36, _MM_CMPINT_NLE);
        __mmask16 t38 = _kand_mask16(t17, t37);
        __mmask16 t39 = _knot_mask16(t37);
        __mmask16 t40 = _kand_mask16(t17, t39);
        vcc_v16_long t41 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t42 = t41 + (vcc_v16_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L, 24L, 27L, 30L, 33L, 36L, 39L, 42L, 45L};
        __m512i t43 = (__m512i)vcc_gather_masked(vcc_v16_int, w + (t18 + 1), t42, (vcc_m16)_mm512_movm_epi32(t40));
        __m512i t44 = _mm512_sub_epi32(t43, x_v_1);
        __m512i t45 = _mm512_mask_blend_epi32(t40, (__m512i)(vcc_v16_int){0}, t44);
        vcc_v16_long t46 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t47 = t46 + (vcc_v16_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L, 24L, 27L, 30L, 33L, 36L, 39L, 42L, 45L};
        __m512i t48 = (__m512i)vcc_gather_masked(vcc_v16_int, w + t18, t47, (vcc_m16)_mm512_movm_epi32(t38));
        __m512i t49 = _mm512_mullo_epi32(t48, x_v_1);
        __m512i t50 = _mm512_mask_blend_epi32(t38, t45, t49);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t15 * 4UL), t17, t50);
        k = (int)((long)t8 + t9);
    } else {
        k = t8;
    }
    for (; k < n; k++) {
        long t19 = (long)k;
        int t20 = x[t19];
        if (t20 != 0) {
            out[t19] = (_mm256_zeroupper(), tap(w, 3 * k, t20));
        }
    }
}

v8f _ZGVdN8l4a32u_bump(float *, float);
v8i _ZGVdM8ul3v_tap(const int *, int, v8i, v8i);
v4d _ZGVdN4uls2u_pick(const double *, long, long);
v4d _ZGVdM4uls2u_pick(const double *, long, long, v4d);

int main(void) {
    /* bump: scalar on one aligned buffer, the variant on another, 32-byte aligned at +0 and +8. */
    float *ps = aligned_alloc(32, 24 * sizeof(float)), *pv = aligned_alloc(32, 24 * sizeof(float));
    for (int k = 0; k < 24; k++)
        ps[k] = pv[k] = k * 0.75f - 4;
    for (int at = 0; at <= 8; at += 8) {
        for (int l = 0; l < 8; l++)
            printf("%g ", bump(ps + at + l, 1.5f));
        printf("\n");
        print8f("bump N", _ZGVdN8l4a32u_bump(pv + at, 1.5f), NULL);
    }
    for (int k = 0; k < 24; k++)
        printf("%g%s", pv[k], ps[k] == pv[k] ? " " : "! ");
    printf("\n");

    /* tap, masked: lane 7, inactive, would read w[24], past the end of w. */
    int *w = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        w[k] = k * k - 40;
    int x[8] = {3, -2, 0, 7, -9, 1, 5, -1}, m[8] = {-1, -1, 0, -1, -1, 0, -1, 0};
    for (int l = 0; l < 8; l++)
        if (m[l])
            printf("%d ", tap(w, 2 + 3 * l, x[l]));
    printf("\n");
    print8i("tap M", _ZGVdM8ul3v_tap(w, 2, TO_VEC(v8i, x), TO_VEC(v8i, m)), m);

    /* pick: a step of 5 elements held in `s`. */
    double *base = malloc(32 * sizeof(double)), d[4];
    for (int k = 0; k < 32; k++)
        base[k] = k * 1.25;
    for (int l = 0; l < 4; l++)
        printf("%g ", pick(base, 4 + 5 * l, 5));
    printf("\n");
    FROM_VEC(d, _ZGVdN4uls2u_pick(base, 4, 5));
    printf("pick N %g %g %g %g\n", d[0], d[1], d[2], d[3]);
    double dm[4] = {1, 0, 0, 1};
    FROM_VEC(d, _ZGVdM4uls2u_pick(base, 9, 5, TO_VEC(v4d, dm)));
    printf("pick M %g %g\n", d[0], d[3]);

    /* The loop over several counts, exact-size arrays. */
    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        int *ww = malloc((3 * n + 1) * sizeof(int)), *xs = malloc((n + 1) * sizeof(int)), *out = malloc((n + 1) * sizeof(int));
        for (int k = 0; k < 3 * n + 1; k++)
            ww[k] = (k * 7) % 23 - 11;
        for (int k = 0; k < n; k++) {
            xs[k] = (k * 5) % 7 - 3;
            out[k] = -k;
        }
        taps(out, ww, xs, n);
        unsigned long sum = 0;
        for (int k = 0; k < n; k++)
            sum = sum * 31 + (unsigned)out[k];
        printf("n=%d %lu\n", n, sum);
        free(ww);
        free(xs);
        free(out);
    }
    free(ps);
    free(pv);
    free(w);
    free(base);
    return 0;
}
