/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)

__attribute__((target("avx2"))) void _ZGVdN8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t);
__attribute__((target("avx2"))) void _ZGVdM8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shrink(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_shrink(__m256 x, float k, __m256 mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_soft(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_soft(__m256 x, float k, __m256 mask);
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

/* vcc: function at all_true.c:16 vector variant _ZGVdN8uuuulu_split of `split`: VL 8, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
__attribute__((target("avx2"))) void _ZGVdN8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(x + t1);
    __m256 t3 = _mm256_set1_ps(t);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(t2, t3, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t4) != 0)) {
        if (_mm256_movemask_epi8(t4) == -1) {
            __m256 t5 = _mm256_loadu_ps(w + t1);
            __m256 t6 = _mm256_mul_ps(t5, t2);
            __m256 t7 = _mm256_sub_ps(t6, t3);
            _mm256_storeu_ps(y + t1, t7);
            __m256 t8 = _mm256_add_ps(t5, t2);
            _mm256_storeu_ps(z + t1, t8);
        } else {
            unsigned long t9 = (unsigned long)t1 * 4UL;
            __m256 t10 = _mm256_maskload_ps((const float *)((unsigned long)w + t9), t4);
            __m256 t11 = _mm256_mul_ps(t10, t2);
            __m256 t12 = _mm256_sub_ps(t11, t3);
            _mm256_maskstore_ps((float *)((unsigned long)y + t9), t4, t12);
            __m256 t13 = _mm256_add_ps(t10, t2);
            _mm256_maskstore_ps((float *)((unsigned long)z + t9), t4, t13);
        }
    }
}

/* vcc: function at all_true.c:16 vector variant _ZGVdM8uuuulu_split of `split`: VL 8, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
__attribute__((target("avx2"))) void _ZGVdM8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256 t3 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t2 * 4UL), t1);
    __m256 t4 = _mm256_set1_ps(t);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(t3, t4, _CMP_GT_OQ));
    __m256i t6 = _mm256_and_si256(t1, t5);
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if (_mm256_movemask_epi8(t6) == -1) {
            __m256 t7 = _mm256_loadu_ps(w + t2);
            __m256 t8 = _mm256_mul_ps(t7, t3);
            __m256 t9 = _mm256_set1_ps(t);
            __m256 t10 = _mm256_sub_ps(t8, t9);
            _mm256_storeu_ps(y + t2, t10);
            __m256 t11 = _mm256_add_ps(t7, t3);
            _mm256_storeu_ps(z + t2, t11);
        } else {
            __m256 t12 = _mm256_maskload_ps((const float *)((unsigned long)w + (unsigned long)t2 * 4UL), t6);
            __m256 t13 = _mm256_mul_ps(t12, t3);
            __m256 t14 = _mm256_set1_ps(t);
            __m256 t15 = _mm256_sub_ps(t13, t14);
            _mm256_maskstore_ps((float *)((unsigned long)y + (unsigned long)t2 * 4UL), t6, t15);
            __m256 t16 = _mm256_add_ps(t12, t3);
            _mm256_maskstore_ps((float *)((unsigned long)z + (unsigned long)t2 * 4UL), t6, t16);
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

/* vcc: function at all_true.c:27 vector variant _ZGVdN8uvv_put of `put`: VL 8, unmasked, out uniform, where vector, v vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v) {
    __m256i t1;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_cmpgt_epi32(v, t2);
    if ((_mm256_movemask_epi8(t3) != 0)) {
        if (_mm256_movemask_epi8(t3) == -1) {
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t4 = _mm256_set1_epi32(2);
            __m256i t5 = _mm256_mullo_epi32(t4, v);
            __m256i t6 = _mm256_set1_epi32(1);
            __m256i t7 = _mm256_add_epi32(t5, t6);
            vcc_avx2_scatter_epi32(out, where, t7, 0xff);
        } else {
            __m256i t8 = _mm256_set1_epi32(2);
            __m256i t9 = _mm256_mullo_epi32(t8, v);
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = _mm256_add_epi32(t9, t10);
            vcc_avx2_scatter_epi32(out, where, t11, _mm256_movemask_ps(_mm256_castsi256_ps(t3)));
            t1 = t3;
        }
    } else {
        t1 = (__m256i)(vcc_m8){0};
    }
    __m256i t12 = _mm256_set1_epi32(0);
    __m256i t13 = ({ (void)t12; _mm256_and_si256(t1, v); });
    return t13;
}

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at all_true.c:37 vector variant _ZGVdN8vu_shrink of `shrink`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shrink(__m256 x, float k) {
    __m256 t1 = _mm256_set1_ps(k);
    __m256 t2 = _mm256_mul_ps(x, t1);
    __m256 t3 = _mm256_set1_ps(10.0f);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(t2, t3, _CMP_GT_OQ));
    __m256 t5 = _mm256_set1_ps(10.0f);
    __m256 t6 = _mm256_sub_ps(t2, t5);
    __m256 t7 = _mm256_set1_ps(0.25f);
    __m256 t8 = _mm256_mul_ps(t6, t7);
    __m256 t9 = _mm256_set1_ps(10.0f);
    __m256 t10 = _mm256_add_ps(t9, t8);
    __m256 t11 = _mm256_blendv_ps(t2, t10, _mm256_castsi256_ps(t4));
    return t11;
}

/* vcc: function at all_true.c:37 vector variant _ZGVdM8vu_shrink of `shrink`: VL 8, masked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_shrink(__m256 x, float k, __m256 mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(x, t2);
    __m256 t4 = _mm256_set1_ps(10.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(t3, t4, _CMP_GT_OQ));
    __m256 t6 = _mm256_set1_ps(10.0f);
    __m256 t7 = _mm256_sub_ps(t3, t6);
    __m256 t8 = _mm256_set1_ps(0.25f);
    __m256 t9 = _mm256_mul_ps(t7, t8);
    __m256 t10 = _mm256_set1_ps(10.0f);
    __m256 t11 = _mm256_add_ps(t10, t9);
    __m256 t12 = _mm256_blendv_ps(t3, t11, _mm256_castsi256_ps(t5));
    __m256 t13 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t12, _mm256_castsi256_ps(t1));
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

/* vcc: function at all_true.c:47 vector variant _ZGVdN8vu_soft of `soft`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_soft(__m256 x, float k) {
    __m256 t1;
    __m256i t2;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t4) != 0)) {
        if (_mm256_movemask_epi8(t4) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t5 = _ZGVdN8vu_shrink(x, k);
            __m256 t6 = _mm256_set1_ps(1.0f);
            t1 = _mm256_add_ps(t5, t6);
        } else {
            __m256 t7 = _mm256_set1_ps(1.0f);
            __m256 t8 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t7, _mm256_castsi256_ps(t4));
            __m256 t9 = _ZGVdM8vu_shrink(x, k, t8);
            __m256 t10 = _mm256_set1_ps(1.0f);
            t1 = _mm256_add_ps(t9, t10);
            t2 = t4;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t11 = _mm256_blendv_ps(x, t1, _mm256_castsi256_ps(t2));
    return t11;
}

/* vcc: function at all_true.c:47 vector variant _ZGVdM8vu_soft of `soft`: VL 8, masked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_soft(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256i t6 = _mm256_and_si256(t3, t5);
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if (_mm256_movemask_epi8(t6) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t7 = _ZGVdN8vu_shrink(x, k);
            __m256 t8 = _mm256_set1_ps(1.0f);
            t1 = _mm256_add_ps(t7, t8);
        } else {
            __m256 t9 = _mm256_set1_ps(1.0f);
            __m256 t10 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t9, _mm256_castsi256_ps(t6));
            __m256 t11 = _ZGVdM8vu_shrink(x, k, t10);
            __m256 t12 = _mm256_set1_ps(1.0f);
            t1 = _mm256_add_ps(t11, t12);
            t2 = t6;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t13 = _mm256_blendv_ps(x, t1, _mm256_castsi256_ps(t2));
    __m256 t14 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t13, _mm256_castsi256_ps(t3));
    return t14;
}

/* A call-site loop over any count: its remainder calls the masked variants. */
__attribute__((target("avx2"))) void soft_all(float *y, const float *x, int n, float k) {
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256i t4;
    __m256 t5;
    __m256i t6;
    int t13;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)y;
    unsigned long t9 = (unsigned long)x;
    long t10 = (long)((unsigned long)y - (unsigned long)x);
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L)))) {
        long t11 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at all_true.c:57 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t12 = y + i_vec_1;
            __m256 x_v = _mm256_loadu_ps(x + i_vec_1);
            __m256 t25 = _mm256_set1_ps(1.0f);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t25, _CMP_GT_OQ));
            if ((_mm256_movemask_epi8(t26) != 0)) {
                if (_mm256_movemask_epi8(t26) == -1) {
                    t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t41 = _mm256_set1_ps(k);
                    __m256 t42 = _mm256_mul_ps(x_v, t41);
                    __m256 t43 = _mm256_set1_ps(10.0f);
                    __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(t42, t43, _CMP_GT_OQ));
                    __m256 t45 = _mm256_set1_ps(10.0f);
                    __m256 t46 = _mm256_sub_ps(t42, t45);
                    __m256 t47 = _mm256_set1_ps(0.25f);
                    __m256 t48 = _mm256_mul_ps(t46, t47);
                    __m256 t49 = _mm256_set1_ps(10.0f);
                    __m256 t50 = _mm256_add_ps(t49, t48);
                    __m256 t51 = _mm256_blendv_ps(t42, t50, _mm256_castsi256_ps(t44));
                    __m256 t40 = _mm256_set1_ps(1.0f);
                    t1 = _mm256_add_ps(t51, t40);
                } else {
                    __m256 t27 = _mm256_set1_ps(1.0f);
                    __m256 t28 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t27, _mm256_castsi256_ps(t26));
                    __m256i t53 = (__m256i)(vcc_m8)((vcc_v8_float)t28 != (vcc_v8_float){0});
                    __m256 t54 = _mm256_set1_ps(k);
                    __m256 t55 = _mm256_mul_ps(x_v, t54);
                    __m256 t56 = _mm256_set1_ps(10.0f);
                    __m256i t57 = _mm256_castps_si256(_mm256_cmp_ps(t55, t56, _CMP_GT_OQ));
                    __m256 t58 = _mm256_set1_ps(10.0f);
                    __m256 t59 = _mm256_sub_ps(t55, t58);
                    __m256 t60 = _mm256_set1_ps(0.25f);
                    __m256 t61 = _mm256_mul_ps(t59, t60);
                    __m256 t62 = _mm256_set1_ps(10.0f);
                    __m256 t63 = _mm256_add_ps(t62, t61);
                    __m256 t64 = _mm256_blendv_ps(t55, t63, _mm256_castsi256_ps(t57));
                    __m256 t65 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t64, _mm256_castsi256_ps(t53));
                    __m256 t52 = _mm256_set1_ps(1.0f);
                    t1 = _mm256_add_ps(t65, t52);
                    t2 = t26;
                }
            } else {
                t1 = (__m256)(vcc_v8_float){0};
                t2 = (__m256i)(vcc_m8){0};
            }
            __m256 t29 = _mm256_blendv_ps(x_v, t1, _mm256_castsi256_ps(t2));
            _mm256_storeu_ps(t12, t29);
            long t23 = i_vec_1 + 8L;
            float *t24 = y + t23;
            __m256 x_v_2 = _mm256_loadu_ps(x + t23);
            __m256 t35 = _mm256_set1_ps(1.0f);
            __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t35, _CMP_GT_OQ));
            if ((_mm256_movemask_epi8(t36) != 0)) {
                if (_mm256_movemask_epi8(t36) == -1) {
                    t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t93 = _mm256_set1_ps(k);
                    __m256 t94 = _mm256_mul_ps(x_v_2, t93);
                    __m256 t95 = _mm256_set1_ps(10.0f);
                    __m256i t96 = _mm256_castps_si256(_mm256_cmp_ps(t94, t95, _CMP_GT_OQ));
                    __m256 t97 = _mm256_set1_ps(10.0f);
                    __m256 t98 = _mm256_sub_ps(t94, t97);
                    __m256 t99 = _mm256_set1_ps(0.25f);
                    __m256 t100 = _mm256_mul_ps(t98, t99);
                    __m256 t101 = _mm256_set1_ps(10.0f);
                    __m256 t102 = _mm256_add_ps(t101, t100);
                    __m256 t103 = _mm256_blendv_ps(t94, t102, _mm256_castsi256_ps(t96));
                    __m256 t92 = _mm256_set1_ps(1.0f);
                    t5 = _mm256_add_ps(t103, t92);
                } else {
                    __m256 t37 = _mm256_set1_ps(1.0f);
                    __m256 t38 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t37, _mm256_castsi256_ps(t36));
                    __m256i t105 = (__m256i)(vcc_m8)((vcc_v8_float)t38 != (vcc_v8_float){0});
                    __m256 t106 = _mm256_set1_ps(k);
                    __m256 t107 = _mm256_mul_ps(x_v_2, t106);
                    __m256 t108 = _mm256_set1_ps(10.0f);
                    __m256i t109 = _mm256_castps_si256(_mm256_cmp_ps(t107, t108, _CMP_GT_OQ));
                    __m256 t110 = _mm256_set1_ps(10.0f);
                    __m256 t111 = _mm256_sub_ps(t107, t110);
                    __m256 t112 = _mm256_set1_ps(0.25f);
                    __m256 t113 = _mm256_mul_ps(t111, t112);
                    __m256 t114 = _mm256_set1_ps(10.0f);
                    __m256 t115 = _mm256_add_ps(t114, t113);
                    __m256 t116 = _mm256_blendv_ps(t107, t115, _mm256_castsi256_ps(t109));
                    __m256 t117 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t116, _mm256_castsi256_ps(t105));
                    __m256 t104 = _mm256_set1_ps(1.0f);
                    t5 = _mm256_add_ps(t117, t104);
                    t6 = t36;
                }
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            __m256 t39 = _mm256_blendv_ps(x_v_2, t5, _mm256_castsi256_ps(t6));
            _mm256_storeu_ps(t24, t39);
            i_vec_1 += 16L;
            if (i_vec_1 >= t11) {
                t13 = (int)t11;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)y;
    unsigned long t16 = (unsigned long)x;
    long t17 = (long)((unsigned long)y + (unsigned long)((long)t13 * 4L) - ((unsigned long)x + (unsigned long)((long)t13 * 4L)));
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 32L)))) {
        long t18 = t14 & -8L;
        long i_vec = 0L;
        /* vcc: loop at all_true.c:57 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t19 = (long)t13 + i_vec;
            float *t20 = y + t19;
            __m256 x_v_1 = _mm256_loadu_ps(x + t19);
            __m256 t30 = _mm256_set1_ps(1.0f);
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t30, _CMP_GT_OQ));
            if ((_mm256_movemask_epi8(t31) != 0)) {
                if (_mm256_movemask_epi8(t31) == -1) {
                    t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t67 = _mm256_set1_ps(k);
                    __m256 t68 = _mm256_mul_ps(x_v_1, t67);
                    __m256 t69 = _mm256_set1_ps(10.0f);
                    __m256i t70 = _mm256_castps_si256(_mm256_cmp_ps(t68, t69, _CMP_GT_OQ));
                    __m256 t71 = _mm256_set1_ps(10.0f);
                    __m256 t72 = _mm256_sub_ps(t68, t71);
                    __m256 t73 = _mm256_set1_ps(0.25f);
                    __m256 t74 = _mm256_mul_ps(t72, t73);
                    __m256 t75 = _mm256_set1_ps(10.0f);
                    __m256 t76 = _mm256_add_ps(t75, t74);
                    __m256 t77 = _mm256_blendv_ps(t68, t76, _mm256_castsi256_ps(t70));
                    __m256 t66 = _mm256_set1_ps(1.0f);
                    t3 = _mm256_add_ps(t77, t66);
                } else {
                    __m256 t32 = _mm256_set1_ps(1.0f);
                    __m256 t33 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t32, _mm256_castsi256_ps(t31));
                    __m256i t79 = (__m256i)(vcc_m8)((vcc_v8_float)t33 != (vcc_v8_float){0});
                    __m256 t80 = _mm256_set1_ps(k);
                    __m256 t81 = _mm256_mul_ps(x_v_1, t80);
                    __m256 t82 = _mm256_set1_ps(10.0f);
                    __m256i t83 = _mm256_castps_si256(_mm256_cmp_ps(t81, t82, _CMP_GT_OQ));
                    __m256 t84 = _mm256_set1_ps(10.0f);
                    __m256 t85 = _mm256_sub_ps(t81, t84);
                    __m256 t86 = _mm256_set1_ps(0.25f);
                    __m256 t87 = _mm256_mul_ps(t85, t86);
                    __m256 t88 = _mm256_set1_ps(10.0f);
                    __m256 t89 = _mm256_add_ps(t88, t87);
                    __m256 t90 = _mm256_blendv_ps(t81, t89, _mm256_castsi256_ps(t83));
                    __m256 t91 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t90, _mm256_castsi256_ps(t79));
                    __m256 t78 = _mm256_set1_ps(1.0f);
                    t3 = _mm256_add_ps(t91, t78);
                    t4 = t31;
                }
            } else {
                t3 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
            }
            __m256 t34 = _mm256_blendv_ps(x_v_1, t3, _mm256_castsi256_ps(t4));
            _mm256_storeu_ps(t20, t34);
            i_vec += 8L;
            if (i_vec >= t18) {
                i = (int)((long)t13 + t18);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = x[t21];
        y[t21] = (_mm256_zeroupper(), soft(t22, k));
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
