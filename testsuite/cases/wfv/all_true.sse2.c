/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

void _ZGVbN4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t);
void _ZGVbM4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m128i mask);
__m128i _ZGVbN4uvv_put(int *out, __m128i where, __m128i v);
__m128 _ZGVbN4vu_shrink(__m128 x, float k);
__m128 _ZGVbM4vu_shrink(__m128 x, float k, __m128 mask);
__m128 _ZGVbN4vu_soft(__m128 x, float k);
__m128 _ZGVbM4vu_soft(__m128 x, float k, __m128 mask);
/* All-true fast paths (BOA): a block under a varying condition whose work is cheaper unmasked
   (masked vector stores and loads where the target prices them above plain ones, a scatter
   done lane by lane, a call that has an unmasked variant) tests whether every lane takes it:
   then it runs unmasked, else masked when some lane does, else not at all. main drives each
   variant with conditions and masks that are all true, all false and mixed, and a loop over
   odd counts calls them with a masked remainder. Arrays are exactly as long as the scalar code
   needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 */
/* vcc-test: expect-loops 1 */

/* Two consecutive stores and a consecutive load under `x[i] > t`. */
/* #pragma omp declare simd uniform(y, z, w, x, t) linear(i) */
void split(float *y, float *z, const float *w, const float *x, int i, float t) {
    float v = x[i];
    if (v > t) {
        float u = w[i];
        y[i] = u * v - t;
        z[i] = u + v;
    }
}

/* vcc: function at all_true.c:16 vector variant _ZGVbN4uuuulu_split of `split`: VL 4, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
void _ZGVbN4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    long t1 = (long)i;
    __m128 t2 = _mm_loadu_ps(x + t1);
    __m128 t3 = _mm_set1_ps(t);
    __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(t2, t3));
    if ((_mm_movemask_epi8(t4) != 0)) {
        if (_mm_movemask_epi8(t4) == 0xffff) {
            __m128 t5 = _mm_loadu_ps(w + t1);
            __m128 t6 = _mm_mul_ps(t5, t2);
            __m128 t7 = _mm_set1_ps(t);
            __m128 t8 = _mm_sub_ps(t6, t7);
            _mm_storeu_ps(y + t1, t8);
            __m128 t9 = _mm_add_ps(t5, t2);
            _mm_storeu_ps(z + t1, t9);
        } else {
            __m128 t10 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)w + (unsigned long)t1 * 4UL), t4));
            __m128 t11 = _mm_mul_ps(t10, t2);
            __m128 t12 = _mm_set1_ps(t);
            __m128 t13 = _mm_sub_ps(t11, t12);
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t1 * 4UL), t13, t4);
            __m128 t14 = _mm_add_ps(t10, t2);
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)z + (unsigned long)t1 * 4UL), t14, t4);
        }
    }
}

/* vcc: function at all_true.c:16 vector variant _ZGVbM4uuuulu_split of `split`: VL 4, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
void _ZGVbM4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    __m128 t3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t2 * 4UL), t1));
    __m128 t4 = _mm_set1_ps(t);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(t3, t4));
    __m128i t6 = (__m128i)((vcc_m4)t1 & (vcc_m4)t5);
    if ((_mm_movemask_epi8(t6) != 0)) {
        if (_mm_movemask_epi8(t6) == 0xffff) {
            __m128 t7 = _mm_loadu_ps(w + t2);
            __m128 t8 = _mm_mul_ps(t7, t3);
            __m128 t9 = _mm_set1_ps(t);
            __m128 t10 = _mm_sub_ps(t8, t9);
            _mm_storeu_ps(y + t2, t10);
            __m128 t11 = _mm_add_ps(t7, t3);
            _mm_storeu_ps(z + t2, t11);
        } else {
            __m128 t12 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)w + (unsigned long)t2 * 4UL), t6));
            __m128 t13 = _mm_mul_ps(t12, t3);
            __m128 t14 = _mm_set1_ps(t);
            __m128 t15 = _mm_sub_ps(t13, t14);
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t2 * 4UL), t15, t6);
            __m128 t16 = _mm_add_ps(t12, t3);
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)z + (unsigned long)t2 * 4UL), t16, t6);
        }
    }
}

/* A scatter under `v > 0`: per lane, each lane tested, unless all are on. */
/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    int r = 0;
    if (v > 0) {
        out[where] = 2 * v + 1;
        r = v;
    }
    return r;
}

/* vcc: function at all_true.c:27 vector variant _ZGVbN4uvv_put of `put`: VL 4, unmasked, out uniform, where vector, v vector */
__m128i _ZGVbN4uvv_put(int *out, __m128i where, __m128i v) {
    __m128i t1;
    __m128i t2 = _mm_set1_epi32(0);
    __m128i t3 = _mm_cmpgt_epi32(v, t2);
    if ((_mm_movemask_epi8(t3) != 0)) {
        if (_mm_movemask_epi8(t3) == 0xffff) {
            t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128i t4 = _mm_set1_epi32(2);
            __m128i t5 = (__m128i)((vcc_v4_int)t4 * (vcc_v4_int)v);
            __m128i t6 = _mm_set1_epi32(1);
            __m128i t7 = _mm_add_epi32(t5, t6);
            vcc_scatter(out, (vcc_v4_int)where, (vcc_v4_int)t7);
        } else {
            __m128i t8 = _mm_set1_epi32(2);
            __m128i t9 = (__m128i)((vcc_v4_uint)t8 * (vcc_v4_uint)v);
            __m128i t10 = _mm_set1_epi32(1);
            __m128i t11 = _mm_add_epi32(t9, t10);
            vcc_scatter_masked(out, (vcc_v4_int)where, (vcc_v4_int)t11, (vcc_m4)t3);
            t1 = t3;
        }
    } else {
        t1 = (__m128i)(vcc_m4){0};
    }
    __m128i t12 = _mm_set1_epi32(0);
    __m128i t13 = ({ (void)t12; _mm_and_si128(t1, v); });
    return t13;
}

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at all_true.c:37 vector variant _ZGVbN4vu_shrink of `shrink`: VL 4, unmasked, x vector, k uniform */
__m128 _ZGVbN4vu_shrink(__m128 x, float k) {
    __m128 t1 = _mm_set1_ps(k);
    __m128 t2 = _mm_mul_ps(x, t1);
    __m128 t3 = _mm_set1_ps(10.0f);
    __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(t2, t3));
    __m128 t5 = _mm_set1_ps(10.0f);
    __m128 t6 = _mm_sub_ps(t2, t5);
    __m128 t7 = _mm_set1_ps(0.25f);
    __m128 t8 = _mm_mul_ps(t6, t7);
    __m128 t9 = _mm_set1_ps(10.0f);
    __m128 t10 = _mm_add_ps(t9, t8);
    __m128 t11 = vcc_sse2_blendv_ps(t2, t10, _mm_castsi128_ps(t4));
    return t11;
}

/* vcc: function at all_true.c:37 vector variant _ZGVbM4vu_shrink of `shrink`: VL 4, masked, x vector, k uniform */
__m128 _ZGVbM4vu_shrink(__m128 x, float k, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_set1_ps(k);
    __m128 t3 = _mm_mul_ps(x, t2);
    __m128 t4 = _mm_set1_ps(10.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(t3, t4));
    __m128 t6 = _mm_set1_ps(10.0f);
    __m128 t7 = _mm_sub_ps(t3, t6);
    __m128 t8 = _mm_set1_ps(0.25f);
    __m128 t9 = _mm_mul_ps(t7, t8);
    __m128 t10 = _mm_set1_ps(10.0f);
    __m128 t11 = _mm_add_ps(t10, t9);
    __m128 t12 = vcc_sse2_blendv_ps(t3, t11, _mm_castsi128_ps(t5));
    __m128 t13 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t12, _mm_castsi128_ps(t1));
    return t13;
}

/* A call under a condition: the masked variant of `shrink`, its unmasked one when every lane
   calls it. */
/* #pragma omp declare simd uniform(k) */
float soft(float x, float k) {
    float r = x;
    if (x > 1.0f)
        r = shrink(x, k) + 1.0f;
    return r;
}

/* vcc: function at all_true.c:47 vector variant _ZGVbN4vu_soft of `soft`: VL 4, unmasked, x vector, k uniform */
__m128 _ZGVbN4vu_soft(__m128 x, float k) {
    __m128 t1;
    __m128i t2;
    __m128 t3 = _mm_set1_ps(1.0f);
    __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(x, t3));
    if ((_mm_movemask_epi8(t4) != 0)) {
        if (_mm_movemask_epi8(t4) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t5 = _ZGVbN4vu_shrink(x, k);
            __m128 t6 = _mm_set1_ps(1.0f);
            t1 = _mm_add_ps(t5, t6);
        } else {
            __m128 t7 = _mm_set1_ps(1.0f);
            __m128 t8 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t7, _mm_castsi128_ps(t4));
            __m128 t9 = _ZGVbM4vu_shrink(x, k, t8);
            __m128 t10 = _mm_set1_ps(1.0f);
            t1 = _mm_add_ps(t9, t10);
            t2 = t4;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t11 = vcc_sse2_blendv_ps(x, t1, _mm_castsi128_ps(t2));
    return t11;
}

/* vcc: function at all_true.c:47 vector variant _ZGVbM4vu_soft of `soft`: VL 4, masked, x vector, k uniform */
__m128 _ZGVbM4vu_soft(__m128 x, float k, __m128 mask) {
    __m128 t1;
    __m128i t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(x, t4));
    __m128i t6 = (__m128i)((vcc_m4)t3 & (vcc_m4)t5);
    if ((_mm_movemask_epi8(t6) != 0)) {
        if (_mm_movemask_epi8(t6) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t7 = _ZGVbN4vu_shrink(x, k);
            __m128 t8 = _mm_set1_ps(1.0f);
            t1 = _mm_add_ps(t7, t8);
        } else {
            __m128 t9 = _mm_set1_ps(1.0f);
            __m128 t10 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t9, _mm_castsi128_ps(t6));
            __m128 t11 = _ZGVbM4vu_shrink(x, k, t10);
            __m128 t12 = _mm_set1_ps(1.0f);
            t1 = _mm_add_ps(t11, t12);
            t2 = t6;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t13 = vcc_sse2_blendv_ps(x, t1, _mm_castsi128_ps(t2));
    __m128 t14 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t13, _mm_castsi128_ps(t3));
    return t14;
}

/* A call-site loop over any count: its remainder calls the masked variants. */
void soft_all(float *y, const float *x, int n, float k) {
    __m128 t1;
    __m128i t2;
    __m128 t3;
    __m128i t4;
    __m128 t5;
    __m128i t6;
    __m128 t7;
    __m128i t8;
    __m128 t9;
    __m128i t10;
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)y;
    unsigned long t13 = (unsigned long)x;
    long t14 = (long)((unsigned long)y - (unsigned long)x);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at all_true.c:57 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t16 = y + i_vec_1;
            __m128 x_v = _mm_loadu_ps(x + i_vec_1);
            __m128 t29 = _mm_set1_ps(1.0f);
            __m128i t30 = _mm_castps_si128(_mm_cmpgt_ps(x_v, t29));
            if ((_mm_movemask_epi8(t30) != 0)) {
                if (_mm_movemask_epi8(t30) == 0xffff) {
                    t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t47 = _mm_set1_ps(k);
                    __m128 t48 = _mm_mul_ps(x_v, t47);
                    __m128 t49 = _mm_set1_ps(10.0f);
                    __m128i t50 = _mm_castps_si128(_mm_cmpgt_ps(t48, t49));
                    __m128 t51 = _mm_set1_ps(10.0f);
                    __m128 t52 = _mm_sub_ps(t48, t51);
                    __m128 t53 = _mm_set1_ps(0.25f);
                    __m128 t54 = _mm_mul_ps(t52, t53);
                    __m128 t55 = _mm_set1_ps(10.0f);
                    __m128 t56 = _mm_add_ps(t55, t54);
                    __m128 t57 = vcc_sse2_blendv_ps(t48, t56, _mm_castsi128_ps(t50));
                    __m128 t46 = _mm_set1_ps(1.0f);
                    t1 = _mm_add_ps(t57, t46);
                } else {
                    __m128 t31 = _mm_set1_ps(1.0f);
                    __m128 t32 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t31, _mm_castsi128_ps(t30));
                    __m128i t59 = (__m128i)(vcc_m4)((vcc_v4_float)t32 != (vcc_v4_float){0});
                    __m128 t60 = _mm_set1_ps(k);
                    __m128 t61 = _mm_mul_ps(x_v, t60);
                    __m128 t62 = _mm_set1_ps(10.0f);
                    __m128i t63 = _mm_castps_si128(_mm_cmpgt_ps(t61, t62));
                    __m128 t64 = _mm_set1_ps(10.0f);
                    __m128 t65 = _mm_sub_ps(t61, t64);
                    __m128 t66 = _mm_set1_ps(0.25f);
                    __m128 t67 = _mm_mul_ps(t65, t66);
                    __m128 t68 = _mm_set1_ps(10.0f);
                    __m128 t69 = _mm_add_ps(t68, t67);
                    __m128 t70 = vcc_sse2_blendv_ps(t61, t69, _mm_castsi128_ps(t63));
                    __m128 t71 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t70, _mm_castsi128_ps(t59));
                    __m128 t58 = _mm_set1_ps(1.0f);
                    t1 = _mm_add_ps(t71, t58);
                    t2 = t30;
                }
            } else {
                t1 = (__m128)(vcc_v4_float){0};
                t2 = (__m128i)(vcc_m4){0};
            }
            __m128 t33 = vcc_sse2_blendv_ps(x_v, t1, _mm_castsi128_ps(t2));
            _mm_storeu_ps(t16, t33);
            long t27 = i_vec_1 + 4L;
            float *t28 = y + t27;
            __m128 x_v_2 = _mm_loadu_ps(x + t27);
            __m128 t41 = _mm_set1_ps(1.0f);
            __m128i t42 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, t41));
            if ((_mm_movemask_epi8(t42) != 0)) {
                if (_mm_movemask_epi8(t42) == 0xffff) {
                    t6 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t106 = _mm_set1_ps(k);
                    __m128 t107 = _mm_mul_ps(x_v_2, t106);
                    __m128 t108 = _mm_set1_ps(10.0f);
                    __m128i t109 = _mm_castps_si128(_mm_cmpgt_ps(t107, t108));
                    __m128 t110 = _mm_set1_ps(10.0f);
                    __m128 t111 = _mm_sub_ps(t107, t110);
                    __m128 t112 = _mm_set1_ps(0.25f);
                    __m128 t113 = _mm_mul_ps(t111, t112);
                    __m128 t114 = _mm_set1_ps(10.0f);
                    __m128 t115 = _mm_add_ps(t114, t113);
                    __m128 t116 = vcc_sse2_blendv_ps(t107, t115, _mm_castsi128_ps(t109));
                    __m128 t105 = _mm_set1_ps(1.0f);
                    t5 = _mm_add_ps(t116, t105);
                } else {
                    __m128 t43 = _mm_set1_ps(1.0f);
                    __m128 t44 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t43, _mm_castsi128_ps(t42));
                    __m128i t118 = (__m128i)(vcc_m4)((vcc_v4_float)t44 != (vcc_v4_float){0});
                    __m128 t119 = _mm_set1_ps(k);
                    __m128 t120 = _mm_mul_ps(x_v_2, t119);
                    __m128 t121 = _mm_set1_ps(10.0f);
                    __m128i t122 = _mm_castps_si128(_mm_cmpgt_ps(t120, t121));
                    __m128 t123 = _mm_set1_ps(10.0f);
                    __m128 t124 = _mm_sub_ps(t120, t123);
                    __m128 t125 = _mm_set1_ps(0.25f);
                    __m128 t126 = _mm_mul_ps(t124, t125);
                    __m128 t127 = _mm_set1_ps(10.0f);
                    __m128 t128 = _mm_add_ps(t127, t126);
                    __m128 t129 = vcc_sse2_blendv_ps(t120, t128, _mm_castsi128_ps(t122));
                    __m128 t130 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t129, _mm_castsi128_ps(t118));
                    __m128 t117 = _mm_set1_ps(1.0f);
                    t5 = _mm_add_ps(t130, t117);
                    t6 = t42;
                }
            } else {
                t5 = (__m128)(vcc_v4_float){0};
                t6 = (__m128i)(vcc_m4){0};
            }
            __m128 t45 = vcc_sse2_blendv_ps(x_v_2, t5, _mm_castsi128_ps(t6));
            _mm_storeu_ps(t28, t45);
            long t39 = i_vec_1 + 8L;
            float *t40 = y + t39;
            __m128 x_v_3 = _mm_loadu_ps(x + t39);
            __m128 t100 = _mm_set1_ps(1.0f);
            __m128i t101 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, t100));
            if ((_mm_movemask_epi8(t101) != 0)) {
                if (_mm_movemask_epi8(t101) == 0xffff) {
                    t8 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t137 = _mm_set1_ps(k);
                    __m128 t138 = _mm_mul_ps(x_v_3, t137);
                    __m128 t139 = _mm_set1_ps(10.0f);
                    __m128i t140 = _mm_castps_si128(_mm_cmpgt_ps(t138, t139));
                    __m128 t141 = _mm_set1_ps(10.0f);
                    __m128 t142 = _mm_sub_ps(t138, t141);
                    __m128 t143 = _mm_set1_ps(0.25f);
                    __m128 t144 = _mm_mul_ps(t142, t143);
                    __m128 t145 = _mm_set1_ps(10.0f);
                    __m128 t146 = _mm_add_ps(t145, t144);
                    __m128 t147 = vcc_sse2_blendv_ps(t138, t146, _mm_castsi128_ps(t140));
                    __m128 t136 = _mm_set1_ps(1.0f);
                    t7 = _mm_add_ps(t147, t136);
                } else {
                    __m128 t102 = _mm_set1_ps(1.0f);
                    __m128 t103 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t102, _mm_castsi128_ps(t101));
                    __m128i t149 = (__m128i)(vcc_m4)((vcc_v4_float)t103 != (vcc_v4_float){0});
                    __m128 t150 = _mm_set1_ps(k);
                    __m128 t151 = _mm_mul_ps(x_v_3, t150);
                    __m128 t152 = _mm_set1_ps(10.0f);
                    __m128i t153 = _mm_castps_si128(_mm_cmpgt_ps(t151, t152));
                    __m128 t154 = _mm_set1_ps(10.0f);
                    __m128 t155 = _mm_sub_ps(t151, t154);
                    __m128 t156 = _mm_set1_ps(0.25f);
                    __m128 t157 = _mm_mul_ps(t155, t156);
                    __m128 t158 = _mm_set1_ps(10.0f);
                    __m128 t159 = _mm_add_ps(t158, t157);
                    __m128 t160 = vcc_sse2_blendv_ps(t151, t159, _mm_castsi128_ps(t153));
                    __m128 t161 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t160, _mm_castsi128_ps(t149));
                    __m128 t148 = _mm_set1_ps(1.0f);
                    t7 = _mm_add_ps(t161, t148);
                    t8 = t101;
                }
            } else {
                t7 = (__m128)(vcc_v4_float){0};
                t8 = (__m128i)(vcc_m4){0};
            }
            __m128 t104 = vcc_sse2_blendv_ps(x_v_3, t7, _mm_castsi128_ps(t8));
            _mm_storeu_ps(t40, t104);
            long t98 = i_vec_1 + 12L;
            float *t99 = y + t98;
            __m128 x_v_4 = _mm_loadu_ps(x + t98);
            __m128 t131 = _mm_set1_ps(1.0f);
            __m128i t132 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, t131));
            if ((_mm_movemask_epi8(t132) != 0)) {
                if (_mm_movemask_epi8(t132) == 0xffff) {
                    t10 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t163 = _mm_set1_ps(k);
                    __m128 t164 = _mm_mul_ps(x_v_4, t163);
                    __m128 t165 = _mm_set1_ps(10.0f);
                    __m128i t166 = _mm_castps_si128(_mm_cmpgt_ps(t164, t165));
                    __m128 t167 = _mm_set1_ps(10.0f);
                    __m128 t168 = _mm_sub_ps(t164, t167);
                    __m128 t169 = _mm_set1_ps(0.25f);
                    __m128 t170 = _mm_mul_ps(t168, t169);
                    __m128 t171 = _mm_set1_ps(10.0f);
                    __m128 t172 = _mm_add_ps(t171, t170);
                    __m128 t173 = vcc_sse2_blendv_ps(t164, t172, _mm_castsi128_ps(t166));
                    __m128 t162 = _mm_set1_ps(1.0f);
                    t9 = _mm_add_ps(t173, t162);
                } else {
                    __m128 t133 = _mm_set1_ps(1.0f);
                    __m128 t134 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t133, _mm_castsi128_ps(t132));
                    __m128i t175 = (__m128i)(vcc_m4)((vcc_v4_float)t134 != (vcc_v4_float){0});
                    __m128 t176 = _mm_set1_ps(k);
                    __m128 t177 = _mm_mul_ps(x_v_4, t176);
                    __m128 t178 = _mm_set1_ps(10.0f);
                    __m128i t179 = _mm_castps_si128(_mm_cmpgt_ps(t177, t178));
                    __m128 t180 = _mm_set1_ps(10.0f);
                    __m128 t181 = _mm_sub_ps(t177, t180);
                    __m128 t182 = _mm_set1_ps(0.25f);
                    __m128 t183 = _mm_mul_ps(t181, t182);
                    __m128 t184 = _mm_set1_ps(10.0f);
                    __m128 t185 = _mm_add_ps(t184, t183);
                    __m128 t186 = vcc_sse2_blendv_ps(t177, t185, _mm_castsi128_ps(t179));
                    __m128 t187 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t186, _mm_castsi128_ps(t175));
                    __m128 t174 = _mm_set1_ps(1.0f);
                    t9 = _mm_add_ps(t187, t174);
                    t10 = t132;
                }
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            __m128 t135 = vcc_sse2_blendv_ps(x_v_4, t9, _mm_castsi128_ps(t10));
            _mm_storeu_ps(t99, t135);
            i_vec_1 += 16L;
            if (i_vec_1 >= t15) {
                t17 = (int)t15;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)y;
    unsigned long t20 = (unsigned long)x;
    long t21 = (long)((unsigned long)y + (unsigned long)((long)t17 * 4L) - ((unsigned long)x + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec = 0L;
        /* vcc: loop at all_true.c:57 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t23 = (long)t17 + i_vec;
            float *t24 = y + t23;
            __m128 x_v_1 = _mm_loadu_ps(x + t23);
            __m128 t34 = _mm_set1_ps(1.0f);
            __m128i t35 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, t34));
            if ((_mm_movemask_epi8(t35) != 0)) {
                if (_mm_movemask_epi8(t35) == 0xffff) {
                    t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t73 = _mm_set1_ps(k);
                    __m128 t74 = _mm_mul_ps(x_v_1, t73);
                    __m128 t75 = _mm_set1_ps(10.0f);
                    __m128i t76 = _mm_castps_si128(_mm_cmpgt_ps(t74, t75));
                    __m128 t77 = _mm_set1_ps(10.0f);
                    __m128 t78 = _mm_sub_ps(t74, t77);
                    __m128 t79 = _mm_set1_ps(0.25f);
                    __m128 t80 = _mm_mul_ps(t78, t79);
                    __m128 t81 = _mm_set1_ps(10.0f);
                    __m128 t82 = _mm_add_ps(t81, t80);
                    __m128 t83 = vcc_sse2_blendv_ps(t74, t82, _mm_castsi128_ps(t76));
                    __m128 t72 = _mm_set1_ps(1.0f);
                    t3 = _mm_add_ps(t83, t72);
                } else {
                    __m128 t36 = _mm_set1_ps(1.0f);
                    __m128 t37 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t36, _mm_castsi128_ps(t35));
                    __m128i t85 = (__m128i)(vcc_m4)((vcc_v4_float)t37 != (vcc_v4_float){0});
                    __m128 t86 = _mm_set1_ps(k);
                    __m128 t87 = _mm_mul_ps(x_v_1, t86);
                    __m128 t88 = _mm_set1_ps(10.0f);
                    __m128i t89 = _mm_castps_si128(_mm_cmpgt_ps(t87, t88));
                    __m128 t90 = _mm_set1_ps(10.0f);
                    __m128 t91 = _mm_sub_ps(t87, t90);
                    __m128 t92 = _mm_set1_ps(0.25f);
                    __m128 t93 = _mm_mul_ps(t91, t92);
                    __m128 t94 = _mm_set1_ps(10.0f);
                    __m128 t95 = _mm_add_ps(t94, t93);
                    __m128 t96 = vcc_sse2_blendv_ps(t87, t95, _mm_castsi128_ps(t89));
                    __m128 t97 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t96, _mm_castsi128_ps(t85));
                    __m128 t84 = _mm_set1_ps(1.0f);
                    t3 = _mm_add_ps(t97, t84);
                    t4 = t35;
                }
            } else {
                t3 = (__m128)(vcc_v4_float){0};
                t4 = (__m128i)(vcc_m4){0};
            }
            __m128 t38 = vcc_sse2_blendv_ps(x_v_1, t3, _mm_castsi128_ps(t4));
            _mm_storeu_ps(t24, t38);
            i_vec += 4L;
            if (i_vec >= t22) {
                i = (int)((long)t17 + t22);
                break;
            }
        }
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = x[t25];
        y[t25] = soft(t26, k);
    }
}

void _ZGVdN8uuuulu_split(float *, float *, const float *, const float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8uuuulu_split(float *, float *, const float *, const float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);
v8f _ZGVdN8vu_soft(v8f, float);
v8f _ZGVdM8vu_soft(v8f, float, v8f);

static void printf8(const char *what, v8f v) {
    float a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        printf(" %g", a[k]);
    printf("\n");
}

static void printfs(const char *what, const float *a, int n) {
    printf("%s", what);
    for (int k = 0; k < n; k++)
        printf(" %g", a[k]);
    printf("\n");
}

int main(void) {
    /* split: 32 elements, four vectors: lanes all above t, all below, mixed, and a masked call
       with all, none and some lanes on. */
    enum { N = 32 };
    float *x = malloc(N * sizeof(float)), *w = malloc(N * sizeof(float));
    float *y = malloc(N * sizeof(float)), *z = malloc(N * sizeof(float));
    for (int k = 0; k < N; k++) {
        x[k] = k < 8 ? 5.0f + k : k < 16 ? -1.0f - k : (k * 7 % 5) - 1.5f;
        w[k] = 0.5f * k - 3.0f;
        y[k] = -100.0f - k;
        z[k] = 100.0f + k;
    }
    for (int i = 0; i < N; i += 8)
        _ZGVdN8uuuulu_split(y, z, w, x, i, 0.0f);
    printfs("split y", y, N);
    printfs("split z", z, N);
    int iall[8] = {1, 1, 1, 1, 1, 1, 1, 1}, inone[8] = {0}, isome[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    float all[8] = {1, 1, 1, 1, 1, 1, 1, 1}, none[8] = {0}, some[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    for (int k = 0; k < N; k++)
        x[k] = 1.0f + k % 3;
    _ZGVdM8uuuulu_split(y, z, w, x, 0, 0.5f, TO_VEC(v8i, iall));
    _ZGVdM8uuuulu_split(y, z, w, x, 8, 0.5f, TO_VEC(v8i, inone));
    _ZGVdM8uuuulu_split(y, z, w, x, 16, 0.5f, TO_VEC(v8i, isome));
    /* Lanes on, and x above t in only some of them. */
    _ZGVdM8uuuulu_split(y, z, w, x, 24, 1.5f, TO_VEC(v8i, iall));
    printfs("masked split y", y, N);
    printfs("masked split z", z, N);

    /* put: every v positive, none, some; distinct indices (a scatter's lanes). */
    int *out = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        out[k] = -1;
    int where[3][8] = {{0, 2, 4, 6, 8, 10, 12, 14}, {1, 3, 5, 7, 9, 11, 13, 15}, {23, 16, 17, 22, 18, 21, 19, 20}};
    int vals[3][8] = {{1, 2, 3, 4, 5, 6, 7, 8}, {0, -1, -2, -3, -4, -5, -6, -7}, {9, -9, 0, 4, 7, -1, 3, 0}};
    for (int c = 0; c < 3; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where[c]), TO_VEC(v8i, vals[c])));
        printf("put %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        printf("\n");
    }
    printf("out:");
    for (int k = 0; k < 24; k++)
        printf(" %d", out[k]);
    printf("\n");

    /* soft: every lane calls shrink, none does, some do; masked with all, none, some on. */
    float xs[3][8] = {{2, 3, 40, 5, 60, 7, 8, 90}, {0, 1, -2, 0.5f, -4, 1, 0.25f, -8}, {2, 0, 30, 1, 4, -5, 70, 1.5f}};
    for (int c = 0; c < 3; c++) {
        printf("soft %d", c);
        printf8("", _ZGVdN8vu_soft(TO_VEC(v8f, xs[c]), 0.5f));
    }
    printf8("masked soft all", _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, all)));
    printf8("masked soft mixed", _ZGVdM8vu_soft(TO_VEC(v8f, xs[2]), 2.0f, TO_VEC(v8f, all)));
    float none_out[8], a0[8];
    FROM_VEC(none_out, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, none)));
    (void)none_out; /* No lane is on: the result is unspecified. */
    FROM_VEC(a0, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, some)));
    printf("masked soft some:");
    for (int k = 0; k < 8; k++)
        if (some[k] != 0)
            printf(" %g", a0[k]);
    printf("\n");

    /* The loop over odd counts: x above 1 in elements 0-7 (a vector whose lanes all call
       shrink), below in 8-15 (none), above but for 19 in 16-23 (some), above from 24 on. */
    for (int n = 1; n <= 43; n += 7) {
        float *in = malloc(n * sizeof(float)), *res = malloc(n * sizeof(float));
        for (int k = 0; k < n; k++)
            in[k] = (k / 8) % 3 == 1 || k == 19 ? 0.5f - k : 2.0f + 3.0f * k;
        soft_all(res, in, n, 0.75f);
        printf("n=%d", n);
        printfs("", res, n);
        free(in);
        free(res);
    }
    free(x);
    free(w);
    free(y);
    free(z);
    free(out);
    return 0;
}
