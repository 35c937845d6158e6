/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_classify(__m256 x, __m256 y, int lim);
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_classify(__m256 x, __m256 y, int lim, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8uuv_guarded(const int *t, int n, __m256i i);
__attribute__((target("avx2"))) __m256i _ZGVdM8uuv_guarded(const int *t, int n, __m256i i, __m256i mask);
/* `&&` and `||` on varying conditions (midend wfv flatten.rs: a link `P: br c, J(1), B` whose
   second block only computes a condition becomes `J(c ? 1 : v)`, one mask `or`), next to
   uniform conditions (their links stay branches) and a second block that must not run for
   every lane (a load behind the test). Masked and unmasked variants, NaN lanes, lanes off. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(lim) */
int classify(float x, float y, int lim) {
    int r = 0;
    if (x > 0.0f && y > 0.0f)
        r += 1;
    if (x < -1.0f || y * 2.0f > 3.0f || lim > 5)
        r += 2;
    if ((x > y && lim > 0) || x == y)
        r += 4;
    float d = x - y;
    if (lim < 3 && (d > 0.5f || d < -0.5f))
        r += 8;
    if (!(x >= 2.0f) || (unsigned)lim == 7u || (float)lim > y)
        r += 16;
    return r;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVdN8vvu_classify of `classify`: VL 8, unmasked, x vector, y vector, lim uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_classify(__m256 x, __m256 y, int lim) {
    vcc_v8_int t1;
    __m256i t2;
    __m256i t3;
    __m256 t4 = _mm256_set1_ps(0.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256 t6 = _mm256_set1_ps(0.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(y, t6, _CMP_GT_OQ));
    __m256i t8 = _mm256_and_si256(t5, t7);
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_set1_epi32(0);
    __m256i t11 = ({ (void)t10; _mm256_and_si256(t8, t9); });
    __m256 t12 = _mm256_set1_ps(-1.0f);
    __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(x, t12, _CMP_LT_OQ));
    __m256 t14 = _mm256_set1_ps(2.0f);
    __m256 t15 = _mm256_mul_ps(y, t14);
    __m256 t16 = _mm256_set1_ps(3.0f);
    __m256i t17 = _mm256_castps_si256(_mm256_cmp_ps(t15, t16, _CMP_GT_OQ));
    __m256i t18 = _mm256_or_si256(t13, t17);
    __m256i t19 = _mm256_set1_epi32((int)((lim > 5) != 0));
    __m256i t20 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
    __m256i t21 = _mm256_or_si256(t18, t20);
    __m256i t22 = _mm256_set1_epi32(2);
    __m256i t23 = _mm256_add_epi32(t11, t22);
    __m256i t24 = _mm256_blendv_epi8(t11, t23, t21);
    __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t26 = _mm256_set1_epi32((int)((lim > 0) != 0));
    __m256i t27 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_EQ_OQ));
    __m256i t28 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
    __m256i t29 = _mm256_and_si256(t25, t28);
    __m256i t30 = _mm256_or_si256(t29, t27);
    __m256i t31 = _mm256_set1_epi32(4);
    __m256i t32 = _mm256_add_epi32(t24, t31);
    __m256i t33 = _mm256_blendv_epi8(t24, t32, t30);
    __m256 t34 = _mm256_sub_ps(x, y);
    int t35 = lim < 3;
    if (t35) {
        __m256 t36 = _mm256_set1_ps(0.5f);
        __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t34, t36, _CMP_GT_OQ));
        __m256 t38 = _mm256_set1_ps(-0.5f);
        __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t34, t38, _CMP_LT_OQ));
        __m256i t40 = _mm256_set1_epi32(1);
        __m256i t41 = (__m256i)__builtin_convertvector((vcc_m8)t39 & 1, vcc_v8_int);
        t1 = (vcc_v8_int)_mm256_blendv_epi8(t41, t40, t37);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    if (t35) {
        t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
        __m256i t42 = _mm256_set1_epi32(0);
        t2 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t1, t42), _mm256_set1_epi32(-1));
    } else {
        t2 = (__m256i)(vcc_m8){0};
        t3 = (__m256i)(vcc_m8){0};
    }
    __m256i t43 = _mm256_and_si256(t3, t2);
    __m256i t44 = _mm256_set1_epi32(8);
    __m256i t45 = _mm256_add_epi32(t33, t44);
    __m256i t46 = _mm256_blendv_epi8(t33, t45, t43);
    __m256 t47 = _mm256_set1_ps(2.0f);
    __m256i t48 = _mm256_castps_si256(_mm256_cmp_ps(x, t47, _CMP_GE_OQ));
    __m256i t49 = (__m256i)__builtin_convertvector((vcc_m8)t48 & 1, vcc_v8_int);
    __m256i t50 = (__m256i)(vcc_m8)((vcc_v8_int)t49 != (vcc_v8_int){0});
    __m256i t51 = (__m256i)~(vcc_m8)t50;
    __m256i t52 = _mm256_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m256 t53 = _mm256_set1_ps((float)lim);
    __m256i t54 = _mm256_castps_si256(_mm256_cmp_ps(t53, y, _CMP_GT_OQ));
    __m256i t55 = (__m256i)(vcc_m8)((vcc_v8_int)t52 != (vcc_v8_int){0});
    __m256i t56 = _mm256_or_si256(t51, t55);
    __m256i t57 = _mm256_or_si256(t56, t54);
    __m256i t58 = _mm256_set1_epi32(16);
    __m256i t59 = _mm256_add_epi32(t46, t58);
    __m256i t60 = _mm256_blendv_epi8(t46, t59, t57);
    return t60;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVdM8vvu_classify of `classify`: VL 8, masked, x vector, y vector, lim uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_classify(__m256 x, __m256 y, int lim, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(x, t2, _CMP_GT_OQ));
    __m256 t4 = _mm256_set1_ps(0.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(y, t4, _CMP_GT_OQ));
    __m256i t6 = _mm256_and_si256(t3, t5);
    __m256i t7 = _mm256_set1_epi32(1);
    __m256i t8 = _mm256_set1_epi32(0);
    __m256i t9 = ({ (void)t8; _mm256_and_si256(t6, t7); });
    __m256 t10 = _mm256_set1_ps(-1.0f);
    __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(x, t10, _CMP_LT_OQ));
    __m256 t12 = _mm256_set1_ps(2.0f);
    __m256 t13 = _mm256_mul_ps(y, t12);
    __m256 t14 = _mm256_set1_ps(3.0f);
    __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(t13, t14, _CMP_GT_OQ));
    __m256i t16 = _mm256_or_si256(t11, t15);
    __m256i t17 = _mm256_set1_epi32((int)((lim > 5) != 0));
    __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)t17 != (vcc_v8_int){0});
    __m256i t19 = _mm256_or_si256(t16, t18);
    __m256i t20 = _mm256_and_si256(t1, t19);
    __m256i t21 = _mm256_set1_epi32(2);
    __m256i t22 = _mm256_add_epi32(t9, t21);
    __m256i t23 = _mm256_blendv_epi8(t9, t22, t20);
    __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t25 = _mm256_set1_epi32((int)((lim > 0) != 0));
    __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_EQ_OQ));
    __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t25 != (vcc_v8_int){0});
    __m256i t28 = _mm256_and_si256(t24, t27);
    __m256i t29 = _mm256_or_si256(t28, t26);
    __m256i t30 = _mm256_and_si256(t1, t29);
    __m256i t31 = _mm256_set1_epi32(4);
    __m256i t32 = _mm256_add_epi32(t23, t31);
    __m256i t33 = _mm256_blendv_epi8(t23, t32, t30);
    __m256 t34 = _mm256_sub_ps(x, y);
    __m256i t35 = _mm256_set1_epi32((int)(lim < 3));
    __m256i t36 = (__m256i)(vcc_m8)((vcc_v8_int)t35 != (vcc_v8_int){0});
    __m256i t37 = _mm256_and_si256(t1, t36);
    __m256 t38 = _mm256_set1_ps(0.5f);
    __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t34, t38, _CMP_GT_OQ));
    __m256 t40 = _mm256_set1_ps(-0.5f);
    __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t34, t40, _CMP_LT_OQ));
    __m256i t42 = _mm256_or_si256(t39, t41);
    __m256i t43 = _mm256_and_si256(t37, t42);
    __m256i t44 = _mm256_and_si256(t1, t43);
    __m256i t45 = _mm256_set1_epi32(8);
    __m256i t46 = _mm256_add_epi32(t33, t45);
    __m256i t47 = _mm256_blendv_epi8(t33, t46, t44);
    __m256 t48 = _mm256_set1_ps(2.0f);
    __m256i t49 = _mm256_castps_si256(_mm256_cmp_ps(x, t48, _CMP_GE_OQ));
    __m256i t50 = (__m256i)__builtin_convertvector((vcc_m8)t49 & 1, vcc_v8_int);
    __m256i t51 = (__m256i)(vcc_m8)((vcc_v8_int)t50 != (vcc_v8_int){0});
    __m256i t52 = (__m256i)~(vcc_m8)t51;
    __m256i t53 = _mm256_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m256 t54 = _mm256_set1_ps((float)lim);
    __m256i t55 = _mm256_castps_si256(_mm256_cmp_ps(t54, y, _CMP_GT_OQ));
    __m256i t56 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
    __m256i t57 = _mm256_or_si256(t52, t56);
    __m256i t58 = _mm256_or_si256(t57, t55);
    __m256i t59 = _mm256_and_si256(t1, t58);
    __m256i t60 = _mm256_set1_epi32(16);
    __m256i t61 = _mm256_add_epi32(t47, t60);
    __m256i t62 = _mm256_blendv_epi8(t47, t61, t59);
    __m256i t63 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t62, t1);
    return t63;
}

/* The second test reads through the index only where the first one passed. */
/* #pragma omp declare simd uniform(t, n) */
int guarded(const int *t, int n, int i) {
    if (i < 0 || i >= n || t[i] > 10)
        return -1;
    return t[i];
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVdN8uuv_guarded of `guarded`: VL 8, unmasked, t uniform, n uniform, i vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8uuv_guarded(const int *t, int n, __m256i i) {
    __m256i t1;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpgt_epi32(t3, i);
    __m256i t5 = _mm256_set1_epi32((int)n);
    __m256i t6 = _mm256_xor_si256(_mm256_cmpgt_epi32(t5, i), _mm256_set1_epi32(-1));
    __m256i t7 = _mm256_or_si256(t4, t6);
    __m256i t2 = (__m256i)~(vcc_m8)t7;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t8 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t2);
        __m256i t9 = _mm256_set1_epi32(10);
        t1 = _mm256_cmpgt_epi32(t8, t9);
    } else {
        t1 = (__m256i)(vcc_m8){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t10 = (__m256i)~(vcc_m8)t2;
    __m256i t11 = _mm256_or_si256(t1, t10);
    __m256i t12 = (__m256i)~(vcc_m8)t11;
    __m256i t13 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t12);
    __m256i t14 = _mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t11);
    __m256i t15 = _mm256_set1_epi32(-1);
    __m256i t16 = _mm256_blendv_epi8(t14, t15, t11);
    return t16;
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVdM8uuv_guarded of `guarded`: VL 8, masked, t uniform, n uniform, i vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8uuv_guarded(const int *t, int n, __m256i i, __m256i mask) {
    __m256i t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpgt_epi32(t4, i);
    __m256i t6 = _mm256_set1_epi32((int)n);
    __m256i t7 = _mm256_xor_si256(_mm256_cmpgt_epi32(t6, i), _mm256_set1_epi32(-1));
    __m256i t8 = _mm256_or_si256(t5, t7);
    __m256i t9 = (__m256i)~(vcc_m8)t8;
    __m256i t2 = _mm256_and_si256(t3, t9);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t10 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t2);
        __m256i t11 = _mm256_set1_epi32(10);
        t1 = _mm256_cmpgt_epi32(t10, t11);
    } else {
        t1 = (__m256i)(vcc_m8){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t12 = (__m256i)~(vcc_m8)t2;
    __m256i t13 = _mm256_or_si256(t1, t12);
    __m256i t14 = _mm256_and_si256(t3, t13);
    __m256i t15 = (__m256i)~(vcc_m8)t13;
    __m256i t16 = _mm256_and_si256(t3, t15);
    __m256i t17 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t16);
    __m256i t18 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t17, t16);
    __m256i t19 = _mm256_set1_epi32(-1);
    __m256i t20 = _mm256_blendv_epi8(t18, t19, t14);
    return t20;
}

v8i _ZGVdN8vvu_classify(v8f, v8f, int);
v8i _ZGVdM8vvu_classify(v8f, v8f, int, v8i);
v8i _ZGVdN8uuv_guarded(const int *, int, v8i);
v8i _ZGVdM8uuv_guarded(const int *, int, v8i, v8i);

static void print_lanes(v8i v, const int *mask) {
    int out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%d ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {1.0f, -2.0f, 0.0f, NAN, 2.5f, 3.0f, -0.25f, 0.75f};
    float ys[8] = {1.0f, 2.0f, 0.0f, 1.0f, NAN, -1.0f, 1.6f, 0.1f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    for (int lim = -1; lim <= 8; lim += 3) {
        print_lanes(_ZGVdN8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim), NULL);
        print_lanes(_ZGVdM8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim, TO_VEC(v8i, some)), some);
        for (int k = 0; k < 8; k++)
            printf("%d ", classify(xs[k], ys[k], lim));
        printf("\n");
    }
    int t[5] = {3, 20, -4, 10, 11};
    int idx[8] = {0, 5, -1, 1, 4, 2, 3, 1000000};
    print_lanes(_ZGVdN8uuv_guarded(t, 5, TO_VEC(v8i, idx)), NULL);
    int on[8] = {1, 1, 1, 0, 1, 1, 1, 0};
    int far[8] = {0, 5, -1, -1000000, 4, 2, 3, 1000000};
    print_lanes(_ZGVdM8uuv_guarded(t, 5, TO_VEC(v8i, far), TO_VEC(v8i, on)), on);
    for (int k = 0; k < 8; k++)
        printf("%d ", guarded(t, 5, idx[k]));
    printf("\n");
    return 0;
}
