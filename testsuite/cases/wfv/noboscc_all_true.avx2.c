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

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVdN8uuuulu_split of `split`: VL 8, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
__attribute__((target("avx2"))) void _ZGVdN8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(x + t1);
    __m256 t3 = _mm256_set1_ps(t);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(t2, t3, _CMP_GT_OQ));
    unsigned long t5 = (unsigned long)t1 * 4UL;
    __m256 t6 = _mm256_maskload_ps((const float *)((unsigned long)w + t5), t4);
    __m256 t7 = _mm256_mul_ps(t6, t2);
    __m256 t8 = _mm256_sub_ps(t7, t3);
    _mm256_maskstore_ps((float *)((unsigned long)y + t5), t4, t8);
    __m256 t9 = _mm256_add_ps(t6, t2);
    _mm256_maskstore_ps((float *)((unsigned long)z + t5), t4, t9);
}

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVdM8uuuulu_split of `split`: VL 8, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
__attribute__((target("avx2"))) void _ZGVdM8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256 t3 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t2 * 4UL), t1);
    __m256 t4 = _mm256_set1_ps(t);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(t3, t4, _CMP_GT_OQ));
    __m256i t6 = _mm256_and_si256(t1, t5);
    __m256 t7 = _mm256_maskload_ps((const float *)((unsigned long)w + (unsigned long)t2 * 4UL), t6);
    __m256 t8 = _mm256_mul_ps(t7, t3);
    __m256 t9 = _mm256_set1_ps(t);
    __m256 t10 = _mm256_sub_ps(t8, t9);
    _mm256_maskstore_ps((float *)((unsigned long)y + (unsigned long)t2 * 4UL), t6, t10);
    __m256 t11 = _mm256_add_ps(t7, t3);
    _mm256_maskstore_ps((float *)((unsigned long)z + (unsigned long)t2 * 4UL), t6, t11);
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

/* vcc: function at noboscc_all_true.c:25 vector variant _ZGVdN8uvv_put of `put`: VL 8, unmasked, out uniform, where vector, v vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v) {
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = _mm256_cmpgt_epi32(v, t1);
    __m256i t3 = _mm256_set1_epi32(2);
    __m256i t4 = _mm256_mullo_epi32(t3, v);
    __m256i t5 = _mm256_set1_epi32(1);
    __m256i t6 = _mm256_add_epi32(t4, t5);
    vcc_avx2_scatter_epi32(out, where, t6, _mm256_movemask_ps(_mm256_castsi256_ps(t2)));
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = ({ (void)t7; _mm256_and_si256(t2, v); });
    return t8;
}

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVdN8vu_shrink of `shrink`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVdM8vu_shrink of `shrink`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVdN8vu_soft of `soft`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_soft(__m256 x, float k) {
    __m256 t1;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t4 = _mm256_set1_ps(1.0f);
        __m256 t5 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t4, _mm256_castsi256_ps(t2));
        __m256 t6 = _ZGVdM8vu_shrink(x, k, t5);
        __m256 t7 = _mm256_set1_ps(1.0f);
        t1 = _mm256_add_ps(t6, t7);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t8 = _mm256_blendv_ps(x, t1, _mm256_castsi256_ps(t2));
    return t8;
}

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVdM8vu_soft of `soft`: VL 8, masked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_soft(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256i t2 = _mm256_and_si256(t3, t5);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t6 = _mm256_set1_ps(1.0f);
        __m256 t7 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t6, _mm256_castsi256_ps(t2));
        __m256 t8 = _ZGVdM8vu_shrink(x, k, t7);
        __m256 t9 = _mm256_set1_ps(1.0f);
        t1 = _mm256_add_ps(t8, t9);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t10 = _mm256_blendv_ps(x, t1, _mm256_castsi256_ps(t2));
    __m256 t11 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t10, _mm256_castsi256_ps(t3));
    return t11;
}

/* A call-site loop over any count: its remainder calls the masked variants. */
__attribute__((target("avx2"))) void soft_all(float *y, const float *x, int n, float k) {
    __m256 t1;
    __m256 t3;
    __m256 t5;
    int t13;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)y;
    unsigned long t9 = (unsigned long)x;
    long t10 = (long)((unsigned long)y - (unsigned long)x);
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L)))) {
        long t11 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t12 = y + i_vec_1;
            __m256 x_v = _mm256_loadu_ps(x + i_vec_1);
            __m256 t25 = _mm256_set1_ps(1.0f);
            __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t25, _CMP_GT_OQ));
            if ((_mm256_movemask_epi8(t2) != 0)) {
                __m256 t26 = _mm256_set1_ps(1.0f);
                __m256 t27 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t26, _mm256_castsi256_ps(t2));
                __m256i t38 = (__m256i)(vcc_m8)((vcc_v8_float)t27 != (vcc_v8_float){0});
                __m256 t39 = _mm256_set1_ps(k);
                __m256 t40 = _mm256_mul_ps(x_v, t39);
                __m256 t41 = _mm256_set1_ps(10.0f);
                __m256i t42 = _mm256_castps_si256(_mm256_cmp_ps(t40, t41, _CMP_GT_OQ));
                __m256 t43 = _mm256_set1_ps(10.0f);
                __m256 t44 = _mm256_sub_ps(t40, t43);
                __m256 t45 = _mm256_set1_ps(0.25f);
                __m256 t46 = _mm256_mul_ps(t44, t45);
                __m256 t47 = _mm256_set1_ps(10.0f);
                __m256 t48 = _mm256_add_ps(t47, t46);
                __m256 t49 = _mm256_blendv_ps(t40, t48, _mm256_castsi256_ps(t42));
                __m256 t50 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t49, _mm256_castsi256_ps(t38));
                __m256 t37 = _mm256_set1_ps(1.0f);
                t1 = _mm256_add_ps(t50, t37);
            } else {
                t1 = (__m256)(vcc_v8_float){0};
                t2 = (__m256i)(vcc_m8){0};
            }
            __m256 t28 = _mm256_blendv_ps(x_v, t1, _mm256_castsi256_ps(t2));
            _mm256_storeu_ps(t12, t28);
            long t23 = i_vec_1 + 8L;
            float *t24 = y + t23;
            __m256 x_v_2 = _mm256_loadu_ps(x + t23);
            __m256 t33 = _mm256_set1_ps(1.0f);
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t33, _CMP_GT_OQ));
            if ((_mm256_movemask_epi8(t6) != 0)) {
                __m256 t34 = _mm256_set1_ps(1.0f);
                __m256 t35 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t34, _mm256_castsi256_ps(t6));
                __m256i t66 = (__m256i)(vcc_m8)((vcc_v8_float)t35 != (vcc_v8_float){0});
                __m256 t67 = _mm256_set1_ps(k);
                __m256 t68 = _mm256_mul_ps(x_v_2, t67);
                __m256 t69 = _mm256_set1_ps(10.0f);
                __m256i t70 = _mm256_castps_si256(_mm256_cmp_ps(t68, t69, _CMP_GT_OQ));
                __m256 t71 = _mm256_set1_ps(10.0f);
                __m256 t72 = _mm256_sub_ps(t68, t71);
                __m256 t73 = _mm256_set1_ps(0.25f);
                __m256 t74 = _mm256_mul_ps(t72, t73);
                __m256 t75 = _mm256_set1_ps(10.0f);
                __m256 t76 = _mm256_add_ps(t75, t74);
                __m256 t77 = _mm256_blendv_ps(t68, t76, _mm256_castsi256_ps(t70));
                __m256 t78 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t77, _mm256_castsi256_ps(t66));
                __m256 t65 = _mm256_set1_ps(1.0f);
                t5 = _mm256_add_ps(t78, t65);
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            __m256 t36 = _mm256_blendv_ps(x_v_2, t5, _mm256_castsi256_ps(t6));
            _mm256_storeu_ps(t24, t36);
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
        /* vcc: loop at noboscc_all_true.c:55 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t19 = (long)t13 + i_vec;
            float *t20 = y + t19;
            __m256 x_v_1 = _mm256_loadu_ps(x + t19);
            __m256 t29 = _mm256_set1_ps(1.0f);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t29, _CMP_GT_OQ));
            if ((_mm256_movemask_epi8(t4) != 0)) {
                __m256 t30 = _mm256_set1_ps(1.0f);
                __m256 t31 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t30, _mm256_castsi256_ps(t4));
                __m256i t52 = (__m256i)(vcc_m8)((vcc_v8_float)t31 != (vcc_v8_float){0});
                __m256 t53 = _mm256_set1_ps(k);
                __m256 t54 = _mm256_mul_ps(x_v_1, t53);
                __m256 t55 = _mm256_set1_ps(10.0f);
                __m256i t56 = _mm256_castps_si256(_mm256_cmp_ps(t54, t55, _CMP_GT_OQ));
                __m256 t57 = _mm256_set1_ps(10.0f);
                __m256 t58 = _mm256_sub_ps(t54, t57);
                __m256 t59 = _mm256_set1_ps(0.25f);
                __m256 t60 = _mm256_mul_ps(t58, t59);
                __m256 t61 = _mm256_set1_ps(10.0f);
                __m256 t62 = _mm256_add_ps(t61, t60);
                __m256 t63 = _mm256_blendv_ps(t54, t62, _mm256_castsi256_ps(t56));
                __m256 t64 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t63, _mm256_castsi256_ps(t52));
                __m256 t51 = _mm256_set1_ps(1.0f);
                t3 = _mm256_add_ps(t64, t51);
            } else {
                t3 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
            }
            __m256 t32 = _mm256_blendv_ps(x_v_1, t3, _mm256_castsi256_ps(t4));
            _mm256_storeu_ps(t20, t32);
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
