/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

__attribute__((target("avx2"))) __m256 _ZGVdN8v_sq(__m256 x);
__attribute__((target("avx2"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask);
__attribute__((target("avx2"))) __m256d _ZGVdM4v_half(__m256d d, __m256d mask);
__attribute__((target("avx2"))) __m256i _ZGVdM16v_bump(__m256i s, __m256i mask);
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

/* vcc: function at mask_bits.c:19 vector variant _ZGVdN8v_sq of `sq`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256 _ZGVdN8v_sq(__m256 x) {
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVdM8v_sq of `sq`: VL 8, masked, x vector */
__attribute__((target("avx2"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_mul_ps(x, x);
    __m256 t3 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t2, _mm256_castsi256_ps(t1));
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = x + 1.0f;
    if (x > lim)
        r = sq(x - lim) + 0.5f;
    return r;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVdN8vu_shape of `shape`: VL 8, unmasked, x vector, lim uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim) {
    __m256 t1;
    __m256i t2;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_add_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(lim);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if (_mm256_movemask_epi8(t6) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t7 = _mm256_set1_ps(lim);
            __m256 t8 = _mm256_sub_ps(x, t7);
            __m256 t9 = _ZGVdN8v_sq(t8);
            __m256 t10 = _mm256_set1_ps(0.5f);
            t1 = _mm256_add_ps(t9, t10);
        } else {
            __m256 t11 = _mm256_set1_ps(lim);
            __m256 t12 = _mm256_sub_ps(x, t11);
            __m256 t13 = _mm256_set1_ps(1.0f);
            __m256 t14 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t13, _mm256_castsi256_ps(t6));
            __m256 t15 = _ZGVdM8v_sq(t12, t14);
            __m256 t16 = _mm256_set1_ps(0.5f);
            t1 = _mm256_add_ps(t15, t16);
            t2 = t6;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t17 = _mm256_blendv_ps(t4, t1, _mm256_castsi256_ps(t2));
    return t17;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVdM8vu_shape of `shape`: VL 8, masked, x vector, lim uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_add_ps(x, t4);
    __m256 t6 = _mm256_set1_ps(lim);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    __m256i t8 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t8) != 0)) {
        if (_mm256_movemask_epi8(t8) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t9 = _mm256_set1_ps(lim);
            __m256 t10 = _mm256_sub_ps(x, t9);
            __m256 t11 = _ZGVdN8v_sq(t10);
            __m256 t12 = _mm256_set1_ps(0.5f);
            t1 = _mm256_add_ps(t11, t12);
        } else {
            __m256 t13 = _mm256_set1_ps(lim);
            __m256 t14 = _mm256_sub_ps(x, t13);
            __m256 t15 = _mm256_set1_ps(1.0f);
            __m256 t16 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t15, _mm256_castsi256_ps(t8));
            __m256 t17 = _ZGVdM8v_sq(t14, t16);
            __m256 t18 = _mm256_set1_ps(0.5f);
            t1 = _mm256_add_ps(t17, t18);
            t2 = t8;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t19 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    __m256 t20 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t19, _mm256_castsi256_ps(t3));
    return t20;
}

/* #pragma omp declare simd inbranch */
double half(double d) {
    return d > 10.0 ? d * 0.5 : d - 1.0;
}

/* vcc: function at mask_bits.c:32 vector variant _ZGVdM4v_half of `half`: VL 4, masked, d vector */
__attribute__((target("avx2"))) __m256d _ZGVdM4v_half(__m256d d, __m256d mask) {
    __m128i t1 = (__m128i)__builtin_convertvector((vcc_v4_double)mask != (vcc_v4_double){0}, vcc_m4);
    __m256d t2 = _mm256_set1_pd(10.0);
    __m128i t3 = vcc_avx2_narrow_pd(_mm256_cmp_pd(d, t2, _CMP_GT_OQ));
    __m128i t4 = (__m128i)~(vcc_m4)t3;
    __m128i t5 = _mm_and_si128(t1, t4);
    __m256d t6 = _mm256_set1_pd(1.0);
    __m256d t7 = _mm256_sub_pd(d, t6);
    __m256d t8 = _mm256_set1_pd(0.5);
    __m256d t9 = _mm256_mul_pd(d, t8);
    __m256d t10 = _mm256_blendv_pd(t9, t7, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t5)));
    __m256d t11 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t1)));
    return t11;
}

/* 32 lanes: a mask of 32 bits, whose vector form no register holds (the generic lowering). */
/* #pragma omp declare simd inbranch */
short bump(short s) {
    return s < 100 ? (short)(s * 3) : (short)(s - 7);
}

/* vcc: function at mask_bits.c:38 vector variant _ZGVdM16v_bump of `bump`: VL 16, masked, s vector */
__attribute__((target("avx2"))) __m256i _ZGVdM16v_bump(__m256i s, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m16)((vcc_v16_short)mask != (vcc_v16_short){0});
    vcc_v16_int t2 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(s), vcc_h1 = _mm256_extracti128_si256(s, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h1); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v16_int t3 = (vcc_v16_int){100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100};
    __m256i t4 = ({ vcc_v16_int vcc_a = t2, vcc_b = t3; __m256i vcc_m0 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; })); __m256i vcc_m1 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; })); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
    __m256i t5 = (__m256i)~(vcc_m16)t4;
    __m256i t6 = _mm256_and_si256(t1, t5);
    vcc_v16_int t7 = (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v16_uint t8 = (vcc_v16_uint)t2;
    vcc_v16_uint t9 = (vcc_v16_uint)t7;
    vcc_v16_uint t10 = t8 - t9;
    vcc_v16_int t11 = (vcc_v16_int)t10;
    __m256i t12 = (__m256i)__builtin_convertvector(t11, vcc_v16_short);
    vcc_v16_int t13 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(t12), vcc_h1 = _mm256_extracti128_si256(t12, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h1); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v16_int t14 = (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v16_uint t15 = (vcc_v16_uint)t2;
    vcc_v16_uint t16 = (vcc_v16_uint)t14;
    vcc_v16_uint t17 = t15 * t16;
    vcc_v16_int t18 = (vcc_v16_int)t17;
    __m256i t19 = (__m256i)__builtin_convertvector(t18, vcc_v16_short);
    vcc_v16_int t20 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(t19), vcc_h1 = _mm256_extracti128_si256(t19, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h1); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v16_int t21 = vcc_select(vcc_v16_int, __builtin_convertvector((vcc_m16)t6, vcc_v16_int), t13, t20);
    __m256i t22 = (__m256i)__builtin_convertvector(t21, vcc_v16_short);
    __m256i t23 = _mm256_blendv_epi8((__m256i)(vcc_v16_short){0}, t22, t1);
    return t23;
}

float xs[203], ys[203];
double ds[203], es[203];

extern __typeof__(xs) xs __attribute__((aligned(32)));
__attribute__((target("avx2"))) void some_shapes(int n) {
    __m256 t1;
    __m256i t2;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:47 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256 xs_v = _mm256_loadu_ps(&xs[i_vec]);
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, _mm256_set1_ps(3.0f), _CMP_NEQ_UQ));
            __m256 t6 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t5));
            __m256i t9 = (__m256i)(vcc_m8)((vcc_v8_float)t6 != (vcc_v8_float){0});
            __m256 t10 = _mm256_set1_ps(1.0f);
            __m256 t11 = _mm256_add_ps(xs_v, t10);
            __m256 t12 = _mm256_set1_ps(2.5f);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, t12, _CMP_GT_OQ));
            __m256i t14 = _mm256_and_si256(t9, t13);
            if ((_mm256_movemask_epi8(t14) != 0)) {
                if (_mm256_movemask_epi8(t14) == -1) {
                    t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t15 = _mm256_set1_ps(2.5f);
                    __m256 t16 = _mm256_sub_ps(xs_v, t15);
                    __m256 t24 = _mm256_mul_ps(t16, t16);
                    __m256 t23 = _mm256_set1_ps(0.5f);
                    t1 = _mm256_add_ps(t24, t23);
                } else {
                    __m256 t17 = _mm256_set1_ps(2.5f);
                    __m256 t18 = _mm256_sub_ps(xs_v, t17);
                    __m256 t19 = _mm256_set1_ps(1.0f);
                    __m256 t20 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t19, _mm256_castsi256_ps(t14));
                    __m256i t26 = (__m256i)(vcc_m8)((vcc_v8_float)t20 != (vcc_v8_float){0});
                    __m256 t27 = _mm256_mul_ps(t18, t18);
                    __m256 t28 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t27, _mm256_castsi256_ps(t26));
                    __m256 t25 = _mm256_set1_ps(0.5f);
                    t1 = _mm256_add_ps(t28, t25);
                    t2 = t14;
                }
            } else {
                t1 = (__m256)(vcc_v8_float){0};
                t2 = (__m256i)(vcc_m8){0};
            }
            __m256 t21 = _mm256_blendv_ps(t11, t1, _mm256_castsi256_ps(t2));
            __m256 t22 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t21, _mm256_castsi256_ps(t9));
            _mm256_maskstore_ps((float *)((unsigned long)&ys + (unsigned long)i_vec * 4UL), t5, t22);
            i_vec += 8L;
            if (i_vec >= t4) {
                i = (int)t4;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        float t8 = xs[t7];
        if (t8 != 3.0f) {
            ys[t7] = (_mm256_zeroupper(), shape(t8, 2.5f));
        }
    }
}

__attribute__((target("avx2"))) void some_halves(int n) {
    int t10;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        __m128i t5 = _mm_set1_epi32(0);
        __m128i t6 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t7 = _mm_sub_epi32(t6, _mm_set1_epi32(3));
        vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t6, t7);
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:54 vectorized: VF 4, UF 2, the remainder at 55:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i t8 = _mm_xor_si128(_mm_cmpeq_epi32((__m128i)t1, _mm_set1_epi32(1)), _mm_set1_epi32(-1));
            __m256d ds_v = _mm256_maskload_pd((double *)((unsigned long)&ds + (unsigned long)i_vec_1 * 8UL), _mm256_cvtepi32_epi64(t8));
            __m256d t9 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, _mm256_set1_pd(1.0), _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t8)));
            __m128i t27 = (__m128i)__builtin_convertvector((vcc_v4_double)t9 != (vcc_v4_double){0}, vcc_m4);
            __m256d t28 = _mm256_set1_pd(10.0);
            __m128i t29 = vcc_avx2_narrow_pd(_mm256_cmp_pd(ds_v, t28, _CMP_GT_OQ));
            __m128i t30 = (__m128i)~(vcc_m4)t29;
            __m128i t31 = _mm_and_si128(t27, t30);
            __m256d t32 = _mm256_set1_pd(1.0);
            __m256d t33 = _mm256_sub_pd(ds_v, t32);
            __m256d t34 = _mm256_set1_pd(0.5);
            __m256d t35 = _mm256_mul_pd(ds_v, t34);
            __m256d t36 = _mm256_blendv_pd(t35, t33, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t31)));
            __m256d t37 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, t36, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t27)));
            _mm256_maskstore_pd((double *)((unsigned long)&es + (unsigned long)i_vec_1 * 8UL), _mm256_cvtepi32_epi64(t8), t37);
            long t21 = i_vec_1 + 4L;
            __m128i t22 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
            __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(3));
            __m128i t24 = _mm_min_epu32(t22, t23);
            __m128i t25 = _mm_xor_si128(_mm_cmpeq_epi32(t24, _mm_set1_epi32(1)), _mm_set1_epi32(-1));
            __m256d ds_v_2 = _mm256_maskload_pd((double *)((unsigned long)&ds + (unsigned long)t21 * 8UL), _mm256_cvtepi32_epi64(t25));
            __m256d t26 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, _mm256_set1_pd(1.0), _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t25)));
            __m128i t53 = (__m128i)__builtin_convertvector((vcc_v4_double)t26 != (vcc_v4_double){0}, vcc_m4);
            __m256d t54 = _mm256_set1_pd(10.0);
            __m128i t55 = vcc_avx2_narrow_pd(_mm256_cmp_pd(ds_v_2, t54, _CMP_GT_OQ));
            __m128i t56 = (__m128i)~(vcc_m4)t55;
            __m128i t57 = _mm_and_si128(t53, t56);
            __m256d t58 = _mm256_set1_pd(1.0);
            __m256d t59 = _mm256_sub_pd(ds_v_2, t58);
            __m256d t60 = _mm256_set1_pd(0.5);
            __m256d t61 = _mm256_mul_pd(ds_v_2, t60);
            __m256d t62 = _mm256_blendv_pd(t61, t59, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t57)));
            __m256d t63 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, t62, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t53)));
            _mm256_maskstore_pd((double *)((unsigned long)&es + (unsigned long)t21 * 8UL), _mm256_cvtepi32_epi64(t25), t63);
            i_vec_1 += 8L;
            __m128i t51 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
            __m128i t52 = _mm_sub_epi32(t51, _mm_set1_epi32(3));
            t1 = (vcc_v4_int)_mm_min_epu32(t51, t52);
            if (i_vec_1 >= t4) {
                t10 = (int)t4;
                break;
            }
        }
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 4L) & (t10 >= 0)) {
        long t12 = t11 & -4L;
        __m128i t13 = _mm_set1_epi32((int)(t10 % 3));
        __m128i t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(3));
        vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t14, t15);
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t16 = (long)t10 + i_vec;
            __m128i t17 = _mm_xor_si128(_mm_cmpeq_epi32((__m128i)t2, _mm_set1_epi32(1)), _mm_set1_epi32(-1));
            __m256d ds_v_1 = _mm256_maskload_pd((double *)((unsigned long)&ds + (unsigned long)t16 * 8UL), _mm256_cvtepi32_epi64(t17));
            __m256d t18 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, _mm256_set1_pd(1.0), _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t17)));
            __m128i t40 = (__m128i)__builtin_convertvector((vcc_v4_double)t18 != (vcc_v4_double){0}, vcc_m4);
            __m256d t41 = _mm256_set1_pd(10.0);
            __m128i t42 = vcc_avx2_narrow_pd(_mm256_cmp_pd(ds_v_1, t41, _CMP_GT_OQ));
            __m128i t43 = (__m128i)~(vcc_m4)t42;
            __m128i t44 = _mm_and_si128(t40, t43);
            __m256d t45 = _mm256_set1_pd(1.0);
            __m256d t46 = _mm256_sub_pd(ds_v_1, t45);
            __m256d t47 = _mm256_set1_pd(0.5);
            __m256d t48 = _mm256_mul_pd(ds_v_1, t47);
            __m256d t49 = _mm256_blendv_pd(t48, t46, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t44)));
            __m256d t50 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, t49, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t40)));
            _mm256_maskstore_pd((double *)((unsigned long)&es + (unsigned long)t16 * 8UL), _mm256_cvtepi32_epi64(t17), t50);
            i_vec += 4L;
            __m128i t38 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
            __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(3));
            t2 = (vcc_v4_int)_mm_min_epu32(t38, t39);
            if (i_vec >= t12) {
                i = (int)((long)t10 + t12);
                break;
            }
        }
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            long t19 = (long)i;
            double t20 = ds[t19];
            es[t19] = (_mm256_zeroupper(), half(t20));
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
