/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128d vcc_sse2_blendv_pd(__m128d b, __m128d a, __m128d m) { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

__m128 _ZGVbN4v_sq(__m128 x);
__m128 _ZGVbM4v_sq(__m128 x, __m128 mask);
__m128 _ZGVbN4vu_shape(__m128 x, float lim);
__m128 _ZGVbM4vu_shape(__m128 x, float lim, __m128 mask);
__m128d _ZGVbM2v_half(__m128d d, __m128d mask);
__m128i _ZGVbM8v_bump(__m128i s, __m128i mask);
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

/* vcc: function at mask_bits.c:19 vector variant _ZGVbN4v_sq of `sq`: VL 4, unmasked, x vector */
__m128 _ZGVbN4v_sq(__m128 x) {
    __m128 t1 = _mm_mul_ps(x, x);
    return t1;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVbM4v_sq of `sq`: VL 4, masked, x vector */
__m128 _ZGVbM4v_sq(__m128 x, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_mul_ps(x, x);
    __m128 t3 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t2, _mm_castsi128_ps(t1));
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = x + 1.0f;
    if (x > lim)
        r = sq(x - lim) + 0.5f;
    return r;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVbN4vu_shape of `shape`: VL 4, unmasked, x vector, lim uniform */
__m128 _ZGVbN4vu_shape(__m128 x, float lim) {
    __m128 t1;
    __m128i t2;
    __m128 t3 = _mm_set1_ps(1.0f);
    __m128 t4 = _mm_add_ps(x, t3);
    __m128 t5 = _mm_set1_ps(lim);
    __m128i t6 = _mm_castps_si128(_mm_cmpgt_ps(x, t5));
    if ((_mm_movemask_epi8(t6) != 0)) {
        if (_mm_movemask_epi8(t6) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t7 = _mm_set1_ps(lim);
            __m128 t8 = _mm_sub_ps(x, t7);
            __m128 t9 = _ZGVbN4v_sq(t8);
            __m128 t10 = _mm_set1_ps(0.5f);
            t1 = _mm_add_ps(t9, t10);
        } else {
            __m128 t11 = _mm_set1_ps(lim);
            __m128 t12 = _mm_sub_ps(x, t11);
            __m128 t13 = _mm_set1_ps(1.0f);
            __m128 t14 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t13, _mm_castsi128_ps(t6));
            __m128 t15 = _ZGVbM4v_sq(t12, t14);
            __m128 t16 = _mm_set1_ps(0.5f);
            t1 = _mm_add_ps(t15, t16);
            t2 = t6;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t17 = vcc_sse2_blendv_ps(t4, t1, _mm_castsi128_ps(t2));
    return t17;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVbM4vu_shape of `shape`: VL 4, masked, x vector, lim uniform */
__m128 _ZGVbM4vu_shape(__m128 x, float lim, __m128 mask) {
    __m128 t1;
    __m128i t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128 t5 = _mm_add_ps(x, t4);
    __m128 t6 = _mm_set1_ps(lim);
    __m128i t7 = _mm_castps_si128(_mm_cmpgt_ps(x, t6));
    __m128i t8 = (__m128i)((vcc_m4)t3 & (vcc_m4)t7);
    if ((_mm_movemask_epi8(t8) != 0)) {
        if (_mm_movemask_epi8(t8) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t9 = _mm_set1_ps(lim);
            __m128 t10 = _mm_sub_ps(x, t9);
            __m128 t11 = _ZGVbN4v_sq(t10);
            __m128 t12 = _mm_set1_ps(0.5f);
            t1 = _mm_add_ps(t11, t12);
        } else {
            __m128 t13 = _mm_set1_ps(lim);
            __m128 t14 = _mm_sub_ps(x, t13);
            __m128 t15 = _mm_set1_ps(1.0f);
            __m128 t16 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t15, _mm_castsi128_ps(t8));
            __m128 t17 = _ZGVbM4v_sq(t14, t16);
            __m128 t18 = _mm_set1_ps(0.5f);
            t1 = _mm_add_ps(t17, t18);
            t2 = t8;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t19 = vcc_sse2_blendv_ps(t5, t1, _mm_castsi128_ps(t2));
    __m128 t20 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t19, _mm_castsi128_ps(t3));
    return t20;
}

/* #pragma omp declare simd inbranch */
double half(double d) {
    return d > 10.0 ? d * 0.5 : d - 1.0;
}

/* vcc: function at mask_bits.c:32 vector variant _ZGVbM2v_half of `half`: VL 2, masked, d vector */
__m128d _ZGVbM2v_half(__m128d d, __m128d mask) {
    __m128i t1 = (__m128i)(vcc_m2)((vcc_v2_double)mask != (vcc_v2_double){0});
    __m128d t2 = _mm_set1_pd(10.0);
    __m128i t3 = _mm_castpd_si128(_mm_cmpgt_pd(d, t2));
    __m128i t4 = (__m128i)~(vcc_m2)t3;
    __m128i t5 = (__m128i)((vcc_m2)t1 & (vcc_m2)t4);
    __m128d t6 = _mm_set1_pd(1.0);
    __m128d t7 = _mm_sub_pd(d, t6);
    __m128d t8 = _mm_set1_pd(0.5);
    __m128d t9 = _mm_mul_pd(d, t8);
    __m128d t10 = vcc_sse2_blendv_pd(t9, t7, _mm_castsi128_pd(t5));
    __m128d t11 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, t10, _mm_castsi128_pd(t1));
    return t11;
}

/* 32 lanes: a mask of 32 bits, whose vector form no register holds (the generic lowering). */
/* #pragma omp declare simd inbranch */
short bump(short s) {
    return s < 100 ? (short)(s * 3) : (short)(s - 7);
}

/* vcc: function at mask_bits.c:38 vector variant _ZGVbM8v_bump of `bump`: VL 8, masked, s vector */
__m128i _ZGVbM8v_bump(__m128i s, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m8)((vcc_v8_short)mask != (vcc_v8_short){0});
    vcc_v8_int t2 = ({ __m128i vcc_h0 = s; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t3 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    __m128i t4 = ({ vcc_v8_int vcc_a = t2, vcc_b = t3; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
    __m128i t5 = (__m128i)~(vcc_m8)t4;
    __m128i t6 = (__m128i)((vcc_m8)t1 & (vcc_m8)t5);
    vcc_v8_int t7 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_uint t8 = (vcc_v8_uint)t2;
    vcc_v8_uint t9 = (vcc_v8_uint)t7;
    vcc_v8_uint t10 = t8 - t9;
    vcc_v8_int t11 = (vcc_v8_int)t10;
    __m128i t12 = (__m128i)__builtin_convertvector(t11, vcc_v8_short);
    vcc_v8_int t13 = ({ __m128i vcc_h0 = t12; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t14 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t15 = (vcc_v8_uint)t2;
    vcc_v8_uint t16 = (vcc_v8_uint)t14;
    vcc_v8_uint t17 = t15 * t16;
    vcc_v8_int t18 = (vcc_v8_int)t17;
    __m128i t19 = (__m128i)__builtin_convertvector(t18, vcc_v8_short);
    vcc_v8_int t20 = ({ __m128i vcc_h0 = t19; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t21 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t6, vcc_v8_int), t13, t20);
    __m128i t22 = (__m128i)__builtin_convertvector(t21, vcc_v8_short);
    __m128i t23 = vcc_sse2_blendv_epi8((__m128i)(vcc_v8_short){0}, t22, t1);
    return t23;
}

float xs[203], ys[203];
double ds[203], es[203];

void some_shapes(int n) {
    __m128 t1;
    __m128i t2;
    __m128 t3;
    __m128i t4;
    __m128 t5;
    __m128i t6;
    int t11;
    int i;
    long t7 = (long)n;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:47 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 xs_v = _mm_loadu_ps(&xs[i_vec_1]);
            __m128i t9 = _mm_castps_si128(_mm_cmpneq_ps(xs_v, _mm_set1_ps(3.0f)));
            __m128 t10 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t9));
            __m128i t22 = (__m128i)(vcc_m4)((vcc_v4_float)t10 != (vcc_v4_float){0});
            __m128 t23 = _mm_set1_ps(1.0f);
            __m128 t24 = _mm_add_ps(xs_v, t23);
            __m128 t25 = _mm_set1_ps(2.5f);
            __m128i t26 = _mm_castps_si128(_mm_cmpgt_ps(xs_v, t25));
            __m128i t27 = (__m128i)((vcc_m4)t22 & (vcc_m4)t26);
            if ((_mm_movemask_epi8(t27) != 0)) {
                if (_mm_movemask_epi8(t27) == 0xffff) {
                    t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t28 = _mm_set1_ps(2.5f);
                    __m128 t29 = _mm_sub_ps(xs_v, t28);
                    __m128 t65 = _mm_mul_ps(t29, t29);
                    __m128 t64 = _mm_set1_ps(0.5f);
                    t1 = _mm_add_ps(t65, t64);
                } else {
                    __m128 t30 = _mm_set1_ps(2.5f);
                    __m128 t31 = _mm_sub_ps(xs_v, t30);
                    __m128 t32 = _mm_set1_ps(1.0f);
                    __m128 t33 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t32, _mm_castsi128_ps(t27));
                    __m128i t67 = (__m128i)(vcc_m4)((vcc_v4_float)t33 != (vcc_v4_float){0});
                    __m128 t68 = _mm_mul_ps(t31, t31);
                    __m128 t69 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t68, _mm_castsi128_ps(t67));
                    __m128 t66 = _mm_set1_ps(0.5f);
                    t1 = _mm_add_ps(t69, t66);
                    t2 = t27;
                }
            } else {
                t1 = (__m128)(vcc_v4_float){0};
                t2 = (__m128i)(vcc_m4){0};
            }
            __m128 t34 = vcc_sse2_blendv_ps(t24, t1, _mm_castsi128_ps(t2));
            __m128 t35 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t34, _mm_castsi128_ps(t22));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&ys + (unsigned long)i_vec_1 * 4UL), t35, t9);
            long t19 = i_vec_1 + 4L;
            __m128 xs_v_2 = _mm_loadu_ps(&xs[t19]);
            __m128i t20 = _mm_castps_si128(_mm_cmpneq_ps(xs_v_2, _mm_set1_ps(3.0f)));
            __m128 t21 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t20));
            __m128i t50 = (__m128i)(vcc_m4)((vcc_v4_float)t21 != (vcc_v4_float){0});
            __m128 t51 = _mm_set1_ps(1.0f);
            __m128 t52 = _mm_add_ps(xs_v_2, t51);
            __m128 t53 = _mm_set1_ps(2.5f);
            __m128i t54 = _mm_castps_si128(_mm_cmpgt_ps(xs_v_2, t53));
            __m128i t55 = (__m128i)((vcc_m4)t50 & (vcc_m4)t54);
            if ((_mm_movemask_epi8(t55) != 0)) {
                if (_mm_movemask_epi8(t55) == 0xffff) {
                    t6 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t56 = _mm_set1_ps(2.5f);
                    __m128 t57 = _mm_sub_ps(xs_v_2, t56);
                    __m128 t77 = _mm_mul_ps(t57, t57);
                    __m128 t76 = _mm_set1_ps(0.5f);
                    t5 = _mm_add_ps(t77, t76);
                } else {
                    __m128 t58 = _mm_set1_ps(2.5f);
                    __m128 t59 = _mm_sub_ps(xs_v_2, t58);
                    __m128 t60 = _mm_set1_ps(1.0f);
                    __m128 t61 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t60, _mm_castsi128_ps(t55));
                    __m128i t79 = (__m128i)(vcc_m4)((vcc_v4_float)t61 != (vcc_v4_float){0});
                    __m128 t80 = _mm_mul_ps(t59, t59);
                    __m128 t81 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t80, _mm_castsi128_ps(t79));
                    __m128 t78 = _mm_set1_ps(0.5f);
                    t5 = _mm_add_ps(t81, t78);
                    t6 = t55;
                }
            } else {
                t5 = (__m128)(vcc_v4_float){0};
                t6 = (__m128i)(vcc_m4){0};
            }
            __m128 t62 = vcc_sse2_blendv_ps(t52, t5, _mm_castsi128_ps(t6));
            __m128 t63 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t62, _mm_castsi128_ps(t50));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&ys + (unsigned long)t19 * 4UL), t63, t20);
            i_vec_1 += 8L;
            if (i_vec_1 >= t8) {
                t11 = (int)t8;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t14 = (long)t11 + i_vec;
            __m128 xs_v_1 = _mm_loadu_ps(&xs[t14]);
            __m128i t15 = _mm_castps_si128(_mm_cmpneq_ps(xs_v_1, _mm_set1_ps(3.0f)));
            __m128 t16 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t15));
            __m128i t36 = (__m128i)(vcc_m4)((vcc_v4_float)t16 != (vcc_v4_float){0});
            __m128 t37 = _mm_set1_ps(1.0f);
            __m128 t38 = _mm_add_ps(xs_v_1, t37);
            __m128 t39 = _mm_set1_ps(2.5f);
            __m128i t40 = _mm_castps_si128(_mm_cmpgt_ps(xs_v_1, t39));
            __m128i t41 = (__m128i)((vcc_m4)t36 & (vcc_m4)t40);
            if ((_mm_movemask_epi8(t41) != 0)) {
                if (_mm_movemask_epi8(t41) == 0xffff) {
                    t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t42 = _mm_set1_ps(2.5f);
                    __m128 t43 = _mm_sub_ps(xs_v_1, t42);
                    __m128 t71 = _mm_mul_ps(t43, t43);
                    __m128 t70 = _mm_set1_ps(0.5f);
                    t3 = _mm_add_ps(t71, t70);
                } else {
                    __m128 t44 = _mm_set1_ps(2.5f);
                    __m128 t45 = _mm_sub_ps(xs_v_1, t44);
                    __m128 t46 = _mm_set1_ps(1.0f);
                    __m128 t47 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t46, _mm_castsi128_ps(t41));
                    __m128i t73 = (__m128i)(vcc_m4)((vcc_v4_float)t47 != (vcc_v4_float){0});
                    __m128 t74 = _mm_mul_ps(t45, t45);
                    __m128 t75 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t74, _mm_castsi128_ps(t73));
                    __m128 t72 = _mm_set1_ps(0.5f);
                    t3 = _mm_add_ps(t75, t72);
                    t4 = t41;
                }
            } else {
                t3 = (__m128)(vcc_v4_float){0};
                t4 = (__m128i)(vcc_m4){0};
            }
            __m128 t48 = vcc_sse2_blendv_ps(t38, t3, _mm_castsi128_ps(t4));
            __m128 t49 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t48, _mm_castsi128_ps(t36));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&ys + (unsigned long)t14 * 4UL), t49, t15);
            i_vec += 4L;
            if (i_vec >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = xs[t17];
        if (t18 != 3.0f) {
            ys[t17] = shape(t18, 2.5f);
        }
    }
}

void some_halves(int n) {
    int t13;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        vcc_v2_int t5 = (vcc_v2_int){0, 0};
        vcc_v2_int t6 = t5 + (vcc_v2_int){0, 1};
        __m128i t7 = (__m128i)__builtin_convertvector(t6 > (vcc_v2_int){2, 2}, vcc_m2);
        vcc_v2_uint t8 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t7, vcc_v2_int), ((vcc_v2_uint){3U, 3U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t9 = (vcc_v2_uint)t6;
        vcc_v2_uint t10 = t9 - t8;
        vcc_v2_int t1 = (vcc_v2_int)t10;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:54 vectorized: VF 2, UF 4, the remainder at 55:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            __m128i t11 = (__m128i)__builtin_convertvector(t1 != (vcc_v2_int){1, 1}, vcc_m2);
            __m128d ds_v = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)&ds + (unsigned long)i_vec_1 * 8UL), t11));
            __m128d t12 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, _mm_set1_pd(1.0), _mm_castsi128_pd(t11));
            __m128i t36 = (__m128i)(vcc_m2)((vcc_v2_double)t12 != (vcc_v2_double){0});
            __m128d t37 = _mm_set1_pd(10.0);
            __m128i t38 = _mm_castpd_si128(_mm_cmpgt_pd(ds_v, t37));
            __m128i t39 = (__m128i)~(vcc_m2)t38;
            __m128i t40 = (__m128i)((vcc_m2)t36 & (vcc_m2)t39);
            __m128d t41 = _mm_set1_pd(1.0);
            __m128d t42 = _mm_sub_pd(ds_v, t41);
            __m128d t43 = _mm_set1_pd(0.5);
            __m128d t44 = _mm_mul_pd(ds_v, t43);
            __m128d t45 = vcc_sse2_blendv_pd(t44, t42, _mm_castsi128_pd(t40));
            __m128d t46 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, t45, _mm_castsi128_pd(t36));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)&es + (unsigned long)i_vec_1 * 8UL), t46, t11);
            long t27 = i_vec_1 + 2L;
            vcc_v2_int t28 = t1 + (vcc_v2_int){2, 2};
            __m128i t29 = (__m128i)__builtin_convertvector(t28 > (vcc_v2_int){2, 2}, vcc_m2);
            vcc_v2_uint t30 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t29, vcc_v2_int), ((vcc_v2_uint){3U, 3U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t31 = (vcc_v2_uint)t28;
            vcc_v2_uint t32 = t31 - t30;
            vcc_v2_int t33 = (vcc_v2_int)t32;
            __m128i t34 = (__m128i)__builtin_convertvector(t33 != (vcc_v2_int){1, 1}, vcc_m2);
            __m128d ds_v_2 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)&ds + (unsigned long)t27 * 8UL), t34));
            __m128d t35 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, _mm_set1_pd(1.0), _mm_castsi128_pd(t34));
            __m128i t72 = (__m128i)(vcc_m2)((vcc_v2_double)t35 != (vcc_v2_double){0});
            __m128d t73 = _mm_set1_pd(10.0);
            __m128i t74 = _mm_castpd_si128(_mm_cmpgt_pd(ds_v_2, t73));
            __m128i t75 = (__m128i)~(vcc_m2)t74;
            __m128i t76 = (__m128i)((vcc_m2)t72 & (vcc_m2)t75);
            __m128d t77 = _mm_set1_pd(1.0);
            __m128d t78 = _mm_sub_pd(ds_v_2, t77);
            __m128d t79 = _mm_set1_pd(0.5);
            __m128d t80 = _mm_mul_pd(ds_v_2, t79);
            __m128d t81 = vcc_sse2_blendv_pd(t80, t78, _mm_castsi128_pd(t76));
            __m128d t82 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, t81, _mm_castsi128_pd(t72));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)&es + (unsigned long)t27 * 8UL), t82, t34);
            long t63 = i_vec_1 + 4L;
            vcc_v2_int t64 = t1 + (vcc_v2_int){1, 1};
            __m128i t65 = (__m128i)__builtin_convertvector(t64 > (vcc_v2_int){2, 2}, vcc_m2);
            vcc_v2_uint t66 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t65, vcc_v2_int), ((vcc_v2_uint){3U, 3U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t67 = (vcc_v2_uint)t64;
            vcc_v2_uint t68 = t67 - t66;
            vcc_v2_int t69 = (vcc_v2_int)t68;
            __m128i t70 = (__m128i)__builtin_convertvector(t69 != (vcc_v2_int){1, 1}, vcc_m2);
            __m128d ds_v_3 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)&ds + (unsigned long)t63 * 8UL), t70));
            __m128d t71 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, _mm_set1_pd(1.0), _mm_castsi128_pd(t70));
            __m128i t92 = (__m128i)(vcc_m2)((vcc_v2_double)t71 != (vcc_v2_double){0});
            __m128d t93 = _mm_set1_pd(10.0);
            __m128i t94 = _mm_castpd_si128(_mm_cmpgt_pd(ds_v_3, t93));
            __m128i t95 = (__m128i)~(vcc_m2)t94;
            __m128i t96 = (__m128i)((vcc_m2)t92 & (vcc_m2)t95);
            __m128d t97 = _mm_set1_pd(1.0);
            __m128d t98 = _mm_sub_pd(ds_v_3, t97);
            __m128d t99 = _mm_set1_pd(0.5);
            __m128d t100 = _mm_mul_pd(ds_v_3, t99);
            __m128d t101 = vcc_sse2_blendv_pd(t100, t98, _mm_castsi128_pd(t96));
            __m128d t102 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, t101, _mm_castsi128_pd(t92));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)&es + (unsigned long)t63 * 8UL), t102, t70);
            long t83 = i_vec_1 + 6L;
            vcc_v2_int t84 = t1 + (vcc_v2_int){0, 0};
            __m128i t85 = (__m128i)__builtin_convertvector(t84 > (vcc_v2_int){2, 2}, vcc_m2);
            vcc_v2_uint t86 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t85, vcc_v2_int), ((vcc_v2_uint){3U, 3U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t87 = (vcc_v2_uint)t84;
            vcc_v2_uint t88 = t87 - t86;
            vcc_v2_int t89 = (vcc_v2_int)t88;
            __m128i t90 = (__m128i)__builtin_convertvector(t89 != (vcc_v2_int){1, 1}, vcc_m2);
            __m128d ds_v_4 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)&ds + (unsigned long)t83 * 8UL), t90));
            __m128d t91 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, _mm_set1_pd(1.0), _mm_castsi128_pd(t90));
            __m128i t108 = (__m128i)(vcc_m2)((vcc_v2_double)t91 != (vcc_v2_double){0});
            __m128d t109 = _mm_set1_pd(10.0);
            __m128i t110 = _mm_castpd_si128(_mm_cmpgt_pd(ds_v_4, t109));
            __m128i t111 = (__m128i)~(vcc_m2)t110;
            __m128i t112 = (__m128i)((vcc_m2)t108 & (vcc_m2)t111);
            __m128d t113 = _mm_set1_pd(1.0);
            __m128d t114 = _mm_sub_pd(ds_v_4, t113);
            __m128d t115 = _mm_set1_pd(0.5);
            __m128d t116 = _mm_mul_pd(ds_v_4, t115);
            __m128d t117 = vcc_sse2_blendv_pd(t116, t114, _mm_castsi128_pd(t112));
            __m128d t118 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, t117, _mm_castsi128_pd(t108));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)&es + (unsigned long)t83 * 8UL), t118, t90);
            i_vec_1 += 8L;
            vcc_v2_int t103 = t1 + (vcc_v2_int){2, 2};
            __m128i t104 = (__m128i)__builtin_convertvector(t103 > (vcc_v2_int){2, 2}, vcc_m2);
            vcc_v2_uint t105 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t104, vcc_v2_int), ((vcc_v2_uint){3U, 3U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t106 = (vcc_v2_uint)t103;
            vcc_v2_uint t107 = t106 - t105;
            t1 = (vcc_v2_int)t107;
            if (i_vec_1 >= t4) {
                t13 = (int)t4;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 2L) & (t13 >= 0)) {
        long t15 = t14 & -2L;
        vcc_v2_int t16 = vcc_splat(vcc_v2_int, t13 % 3);
        vcc_v2_int t17 = t16 + (vcc_v2_int){0, 1};
        __m128i t18 = (__m128i)__builtin_convertvector(t17 > (vcc_v2_int){2, 2}, vcc_m2);
        vcc_v2_uint t19 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t18, vcc_v2_int), ((vcc_v2_uint){3U, 3U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t20 = (vcc_v2_uint)t17;
        vcc_v2_uint t21 = t20 - t19;
        vcc_v2_int t2 = (vcc_v2_int)t21;
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:54 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t22 = (long)t13 + i_vec;
            __m128i t23 = (__m128i)__builtin_convertvector(t2 != (vcc_v2_int){1, 1}, vcc_m2);
            __m128d ds_v_1 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)&ds + (unsigned long)t22 * 8UL), t23));
            __m128d t24 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, _mm_set1_pd(1.0), _mm_castsi128_pd(t23));
            __m128i t52 = (__m128i)(vcc_m2)((vcc_v2_double)t24 != (vcc_v2_double){0});
            __m128d t53 = _mm_set1_pd(10.0);
            __m128i t54 = _mm_castpd_si128(_mm_cmpgt_pd(ds_v_1, t53));
            __m128i t55 = (__m128i)~(vcc_m2)t54;
            __m128i t56 = (__m128i)((vcc_m2)t52 & (vcc_m2)t55);
            __m128d t57 = _mm_set1_pd(1.0);
            __m128d t58 = _mm_sub_pd(ds_v_1, t57);
            __m128d t59 = _mm_set1_pd(0.5);
            __m128d t60 = _mm_mul_pd(ds_v_1, t59);
            __m128d t61 = vcc_sse2_blendv_pd(t60, t58, _mm_castsi128_pd(t56));
            __m128d t62 = vcc_sse2_blendv_pd((__m128d)(vcc_v2_double){0}, t61, _mm_castsi128_pd(t52));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)&es + (unsigned long)t22 * 8UL), t62, t23);
            i_vec += 2L;
            vcc_v2_int t47 = t2 + (vcc_v2_int){2, 2};
            __m128i t48 = (__m128i)__builtin_convertvector(t47 > (vcc_v2_int){2, 2}, vcc_m2);
            vcc_v2_uint t49 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t48, vcc_v2_int), ((vcc_v2_uint){3U, 3U}), ((vcc_v2_uint){0U, 0U}));
            vcc_v2_uint t50 = (vcc_v2_uint)t47;
            vcc_v2_uint t51 = t50 - t49;
            t2 = (vcc_v2_int)t51;
            if (i_vec >= t15) {
                i = (int)((long)t13 + t15);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            long t25 = (long)i;
            double t26 = ds[t25];
            es[t25] = half(t26);
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
