/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__attribute__((target("sse4.2"))) void _ZGVbN4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t);
__attribute__((target("sse4.2"))) void _ZGVbM4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4uvv_put(int *out, __m128i where, __m128i v);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_shrink(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_shrink(__m128 x, float k, __m128 mask);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_soft(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_soft(__m128 x, float k, __m128 mask);
/* BOSCC off (--no-boscc) turns the all-true fast paths off too: the same program as
   all_true.c, whose blocks run masked whatever their masks (only `soft`'s block, whose call
   is a scalar side effect, is still skipped when no lane is in it); no remark names an
   all-true path. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 */
/* vcc-test: expect-loops 1 */
/* vcc-test: flags --no-boscc */

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

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVbN4uuuulu_split of `split`: VL 4, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
__attribute__((target("sse4.2"))) void _ZGVbN4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    long t1 = (long)i;
    __m128 t2 = _mm_loadu_ps(x + t1);
    __m128 t3 = _mm_set1_ps(t);
    __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(t2, t3));
    __m128 t5 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)w + (unsigned long)t1 * 4UL), t4));
    __m128 t6 = _mm_mul_ps(t5, t2);
    __m128 t7 = _mm_set1_ps(t);
    __m128 t8 = _mm_sub_ps(t6, t7);
    vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t1 * 4UL), t8, t4);
    __m128 t9 = _mm_add_ps(t5, t2);
    vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)z + (unsigned long)t1 * 4UL), t9, t4);
}

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVbM4uuuulu_split of `split`: VL 4, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
__attribute__((target("sse4.2"))) void _ZGVbM4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    __m128 t3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t2 * 4UL), t1));
    __m128 t4 = _mm_set1_ps(t);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(t3, t4));
    __m128i t6 = (__m128i)((vcc_m4)t1 & (vcc_m4)t5);
    __m128 t7 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)w + (unsigned long)t2 * 4UL), t6));
    __m128 t8 = _mm_mul_ps(t7, t3);
    __m128 t9 = _mm_set1_ps(t);
    __m128 t10 = _mm_sub_ps(t8, t9);
    vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t2 * 4UL), t10, t6);
    __m128 t11 = _mm_add_ps(t7, t3);
    vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)z + (unsigned long)t2 * 4UL), t11, t6);
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

/* vcc: function at noboscc_all_true.c:25 vector variant _ZGVbN4uvv_put of `put`: VL 4, unmasked, out uniform, where vector, v vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4uvv_put(int *out, __m128i where, __m128i v) {
    __m128i t1 = _mm_set1_epi32(0);
    __m128i t2 = _mm_cmpgt_epi32(v, t1);
    __m128i t3 = _mm_set1_epi32(2);
    __m128i t4 = _mm_mullo_epi32(t3, v);
    __m128i t5 = _mm_set1_epi32(1);
    __m128i t6 = _mm_add_epi32(t4, t5);
    vcc_scatter_masked(out, (vcc_v4_int)where, (vcc_v4_int)t6, (vcc_m4)t2);
    __m128i t7 = _mm_set1_epi32(0);
    __m128i t8 = ({ (void)t7; _mm_and_si128(t2, v); });
    return t8;
}

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVbN4vu_shrink of `shrink`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_shrink(__m128 x, float k) {
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
    __m128 t11 = _mm_blendv_ps(t2, t10, _mm_castsi128_ps(t4));
    return t11;
}

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVbM4vu_shrink of `shrink`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_shrink(__m128 x, float k, __m128 mask) {
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
    __m128 t12 = _mm_blendv_ps(t3, t11, _mm_castsi128_ps(t5));
    __m128 t13 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t12, _mm_castsi128_ps(t1));
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

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVbN4vu_soft of `soft`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_soft(__m128 x, float k) {
    __m128 t1;
    __m128 t3 = _mm_set1_ps(1.0f);
    __m128i t2 = _mm_castps_si128(_mm_cmpgt_ps(x, t3));
    if ((!_mm_testz_si128(t2, t2))) {
        __m128 t4 = _mm_set1_ps(1.0f);
        __m128 t5 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t4, _mm_castsi128_ps(t2));
        __m128 t6 = _ZGVbM4vu_shrink(x, k, t5);
        __m128 t7 = _mm_set1_ps(1.0f);
        t1 = _mm_add_ps(t6, t7);
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t8 = _mm_blendv_ps(x, t1, _mm_castsi128_ps(t2));
    return t8;
}

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVbM4vu_soft of `soft`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_soft(__m128 x, float k, __m128 mask) {
    __m128 t1;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(x, t4));
    __m128i t2 = (__m128i)((vcc_m4)t3 & (vcc_m4)t5);
    if ((!_mm_testz_si128(t2, t2))) {
        __m128 t6 = _mm_set1_ps(1.0f);
        __m128 t7 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t6, _mm_castsi128_ps(t2));
        __m128 t8 = _ZGVbM4vu_shrink(x, k, t7);
        __m128 t9 = _mm_set1_ps(1.0f);
        t1 = _mm_add_ps(t8, t9);
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t10 = _mm_blendv_ps(x, t1, _mm_castsi128_ps(t2));
    __m128 t11 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t10, _mm_castsi128_ps(t3));
    return t11;
}

/* A call-site loop over any count: its remainder calls the masked variants. */
__attribute__((target("sse4.2"))) void soft_all(float *y, const float *x, int n, float k) {
    __m128 t1;
    __m128 t3;
    __m128 t5;
    __m128 t7;
    __m128 t9;
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)y;
    unsigned long t13 = (unsigned long)x;
    long t14 = (long)((unsigned long)y - (unsigned long)x);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t16 = y + i_vec_1;
            __m128 x_v = _mm_loadu_ps(x + i_vec_1);
            __m128 t29 = _mm_set1_ps(1.0f);
            __m128i t2 = _mm_castps_si128(_mm_cmpgt_ps(x_v, t29));
            if ((!_mm_testz_si128(t2, t2))) {
                __m128 t30 = _mm_set1_ps(1.0f);
                __m128 t31 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t30, _mm_castsi128_ps(t2));
                __m128i t44 = (__m128i)(vcc_m4)((vcc_v4_float)t31 != (vcc_v4_float){0});
                __m128 t45 = _mm_set1_ps(k);
                __m128 t46 = _mm_mul_ps(x_v, t45);
                __m128 t47 = _mm_set1_ps(10.0f);
                __m128i t48 = _mm_castps_si128(_mm_cmpgt_ps(t46, t47));
                __m128 t49 = _mm_set1_ps(10.0f);
                __m128 t50 = _mm_sub_ps(t46, t49);
                __m128 t51 = _mm_set1_ps(0.25f);
                __m128 t52 = _mm_mul_ps(t50, t51);
                __m128 t53 = _mm_set1_ps(10.0f);
                __m128 t54 = _mm_add_ps(t53, t52);
                __m128 t55 = _mm_blendv_ps(t46, t54, _mm_castsi128_ps(t48));
                __m128 t56 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t55, _mm_castsi128_ps(t44));
                __m128 t43 = _mm_set1_ps(1.0f);
                t1 = _mm_add_ps(t56, t43);
            } else {
                t1 = (__m128)(vcc_v4_float){0};
                t2 = (__m128i)(vcc_m4){0};
            }
            __m128 t32 = _mm_blendv_ps(x_v, t1, _mm_castsi128_ps(t2));
            _mm_storeu_ps(t16, t32);
            long t27 = i_vec_1 + 4L;
            float *t28 = y + t27;
            __m128 x_v_2 = _mm_loadu_ps(x + t27);
            __m128 t39 = _mm_set1_ps(1.0f);
            __m128i t6 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, t39));
            if ((!_mm_testz_si128(t6, t6))) {
                __m128 t40 = _mm_set1_ps(1.0f);
                __m128 t41 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t40, _mm_castsi128_ps(t6));
                __m128i t78 = (__m128i)(vcc_m4)((vcc_v4_float)t41 != (vcc_v4_float){0});
                __m128 t79 = _mm_set1_ps(k);
                __m128 t80 = _mm_mul_ps(x_v_2, t79);
                __m128 t81 = _mm_set1_ps(10.0f);
                __m128i t82 = _mm_castps_si128(_mm_cmpgt_ps(t80, t81));
                __m128 t83 = _mm_set1_ps(10.0f);
                __m128 t84 = _mm_sub_ps(t80, t83);
                __m128 t85 = _mm_set1_ps(0.25f);
                __m128 t86 = _mm_mul_ps(t84, t85);
                __m128 t87 = _mm_set1_ps(10.0f);
                __m128 t88 = _mm_add_ps(t87, t86);
                __m128 t89 = _mm_blendv_ps(t80, t88, _mm_castsi128_ps(t82));
                __m128 t90 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t89, _mm_castsi128_ps(t78));
                __m128 t77 = _mm_set1_ps(1.0f);
                t5 = _mm_add_ps(t90, t77);
            } else {
                t5 = (__m128)(vcc_v4_float){0};
                t6 = (__m128i)(vcc_m4){0};
            }
            __m128 t42 = _mm_blendv_ps(x_v_2, t5, _mm_castsi128_ps(t6));
            _mm_storeu_ps(t28, t42);
            long t37 = i_vec_1 + 8L;
            float *t38 = y + t37;
            __m128 x_v_3 = _mm_loadu_ps(x + t37);
            __m128 t73 = _mm_set1_ps(1.0f);
            __m128i t8 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, t73));
            if ((!_mm_testz_si128(t8, t8))) {
                __m128 t74 = _mm_set1_ps(1.0f);
                __m128 t75 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t74, _mm_castsi128_ps(t8));
                __m128i t96 = (__m128i)(vcc_m4)((vcc_v4_float)t75 != (vcc_v4_float){0});
                __m128 t97 = _mm_set1_ps(k);
                __m128 t98 = _mm_mul_ps(x_v_3, t97);
                __m128 t99 = _mm_set1_ps(10.0f);
                __m128i t100 = _mm_castps_si128(_mm_cmpgt_ps(t98, t99));
                __m128 t101 = _mm_set1_ps(10.0f);
                __m128 t102 = _mm_sub_ps(t98, t101);
                __m128 t103 = _mm_set1_ps(0.25f);
                __m128 t104 = _mm_mul_ps(t102, t103);
                __m128 t105 = _mm_set1_ps(10.0f);
                __m128 t106 = _mm_add_ps(t105, t104);
                __m128 t107 = _mm_blendv_ps(t98, t106, _mm_castsi128_ps(t100));
                __m128 t108 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t107, _mm_castsi128_ps(t96));
                __m128 t95 = _mm_set1_ps(1.0f);
                t7 = _mm_add_ps(t108, t95);
            } else {
                t7 = (__m128)(vcc_v4_float){0};
                t8 = (__m128i)(vcc_m4){0};
            }
            __m128 t76 = _mm_blendv_ps(x_v_3, t7, _mm_castsi128_ps(t8));
            _mm_storeu_ps(t38, t76);
            long t71 = i_vec_1 + 12L;
            float *t72 = y + t71;
            __m128 x_v_4 = _mm_loadu_ps(x + t71);
            __m128 t91 = _mm_set1_ps(1.0f);
            __m128i t10 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, t91));
            if ((!_mm_testz_si128(t10, t10))) {
                __m128 t92 = _mm_set1_ps(1.0f);
                __m128 t93 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t92, _mm_castsi128_ps(t10));
                __m128i t110 = (__m128i)(vcc_m4)((vcc_v4_float)t93 != (vcc_v4_float){0});
                __m128 t111 = _mm_set1_ps(k);
                __m128 t112 = _mm_mul_ps(x_v_4, t111);
                __m128 t113 = _mm_set1_ps(10.0f);
                __m128i t114 = _mm_castps_si128(_mm_cmpgt_ps(t112, t113));
                __m128 t115 = _mm_set1_ps(10.0f);
                __m128 t116 = _mm_sub_ps(t112, t115);
                __m128 t117 = _mm_set1_ps(0.25f);
                __m128 t118 = _mm_mul_ps(t116, t117);
                __m128 t119 = _mm_set1_ps(10.0f);
                __m128 t120 = _mm_add_ps(t119, t118);
                __m128 t121 = _mm_blendv_ps(t112, t120, _mm_castsi128_ps(t114));
                __m128 t122 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t121, _mm_castsi128_ps(t110));
                __m128 t109 = _mm_set1_ps(1.0f);
                t9 = _mm_add_ps(t122, t109);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            __m128 t94 = _mm_blendv_ps(x_v_4, t9, _mm_castsi128_ps(t10));
            _mm_storeu_ps(t72, t94);
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
        /* vcc: loop at noboscc_all_true.c:55 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t23 = (long)t17 + i_vec;
            float *t24 = y + t23;
            __m128 x_v_1 = _mm_loadu_ps(x + t23);
            __m128 t33 = _mm_set1_ps(1.0f);
            __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, t33));
            if ((!_mm_testz_si128(t4, t4))) {
                __m128 t34 = _mm_set1_ps(1.0f);
                __m128 t35 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t34, _mm_castsi128_ps(t4));
                __m128i t58 = (__m128i)(vcc_m4)((vcc_v4_float)t35 != (vcc_v4_float){0});
                __m128 t59 = _mm_set1_ps(k);
                __m128 t60 = _mm_mul_ps(x_v_1, t59);
                __m128 t61 = _mm_set1_ps(10.0f);
                __m128i t62 = _mm_castps_si128(_mm_cmpgt_ps(t60, t61));
                __m128 t63 = _mm_set1_ps(10.0f);
                __m128 t64 = _mm_sub_ps(t60, t63);
                __m128 t65 = _mm_set1_ps(0.25f);
                __m128 t66 = _mm_mul_ps(t64, t65);
                __m128 t67 = _mm_set1_ps(10.0f);
                __m128 t68 = _mm_add_ps(t67, t66);
                __m128 t69 = _mm_blendv_ps(t60, t68, _mm_castsi128_ps(t62));
                __m128 t70 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t69, _mm_castsi128_ps(t58));
                __m128 t57 = _mm_set1_ps(1.0f);
                t3 = _mm_add_ps(t70, t57);
            } else {
                t3 = (__m128)(vcc_v4_float){0};
                t4 = (__m128i)(vcc_m4){0};
            }
            __m128 t36 = _mm_blendv_ps(x_v_1, t3, _mm_castsi128_ps(t4));
            _mm_storeu_ps(t24, t36);
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
