/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })

__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_classify(__m128 x, __m128 y, int lim);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vvu_classify(__m128 x, __m128 y, int lim, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4uuv_guarded(const int *t, int n, __m128i i);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4uuv_guarded(const int *t, int n, __m128i i, __m128i mask);
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

/* vcc: function at short_circuit.c:11 vector variant _ZGVbN4vvu_classify of `classify`: VL 4, unmasked, x vector, y vector, lim uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_classify(__m128 x, __m128 y, int lim) {
    vcc_v4_int t1;
    __m128i t2;
    __m128i t3;
    __m128 t4 = _mm_set1_ps(0.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(x, t4));
    __m128 t6 = _mm_set1_ps(0.0f);
    __m128i t7 = _mm_castps_si128(_mm_cmpgt_ps(y, t6));
    __m128i t8 = (__m128i)((vcc_m4)t5 & (vcc_m4)t7);
    __m128i t9 = _mm_set1_epi32(1);
    __m128i t10 = _mm_set1_epi32(0);
    __m128i t11 = ({ (void)t10; _mm_and_si128(t8, t9); });
    __m128 t12 = _mm_set1_ps(-1.0f);
    __m128i t13 = _mm_castps_si128(_mm_cmplt_ps(x, t12));
    __m128 t14 = _mm_set1_ps(2.0f);
    __m128 t15 = _mm_mul_ps(y, t14);
    __m128 t16 = _mm_set1_ps(3.0f);
    __m128i t17 = _mm_castps_si128(_mm_cmpgt_ps(t15, t16));
    __m128i t18 = (__m128i)((vcc_m4)t13 | (vcc_m4)t17);
    __m128i t19 = _mm_set1_epi32((int)((lim > 5) != 0));
    __m128i t20 = (__m128i)(vcc_m4)((vcc_v4_int)t19 != (vcc_v4_int){0});
    __m128i t21 = (__m128i)((vcc_m4)t18 | (vcc_m4)t20);
    __m128i t22 = _mm_set1_epi32(2);
    __m128i t23 = _mm_add_epi32(t11, t22);
    __m128i t24 = _mm_blendv_epi8(t11, t23, t21);
    __m128i t25 = _mm_castps_si128(_mm_cmpgt_ps(x, y));
    __m128i t26 = _mm_set1_epi32((int)((lim > 0) != 0));
    __m128i t27 = _mm_castps_si128(_mm_cmpeq_ps(x, y));
    __m128i t28 = (__m128i)(vcc_m4)((vcc_v4_int)t26 != (vcc_v4_int){0});
    __m128i t29 = (__m128i)((vcc_m4)t25 & (vcc_m4)t28);
    __m128i t30 = (__m128i)((vcc_m4)t29 | (vcc_m4)t27);
    __m128i t31 = _mm_set1_epi32(4);
    __m128i t32 = _mm_add_epi32(t24, t31);
    __m128i t33 = _mm_blendv_epi8(t24, t32, t30);
    __m128 t34 = _mm_sub_ps(x, y);
    int t35 = lim < 3;
    if (t35) {
        __m128 t36 = _mm_set1_ps(0.5f);
        __m128i t37 = _mm_castps_si128(_mm_cmpgt_ps(t34, t36));
        __m128 t38 = _mm_set1_ps(-0.5f);
        __m128i t39 = _mm_castps_si128(_mm_cmplt_ps(t34, t38));
        __m128i t40 = _mm_set1_epi32(1);
        __m128i t41 = (__m128i)__builtin_convertvector((vcc_m4)t39 & 1, vcc_v4_int);
        t1 = (vcc_v4_int)_mm_blendv_epi8(t41, t40, t37);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    if (t35) {
        t3 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
        __m128i t42 = _mm_set1_epi32(0);
        t2 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t1, t42));
    } else {
        t2 = (__m128i)(vcc_m4){0};
        t3 = (__m128i)(vcc_m4){0};
    }
    __m128i t43 = (__m128i)((vcc_m4)t3 & (vcc_m4)t2);
    __m128i t44 = _mm_set1_epi32(8);
    __m128i t45 = _mm_add_epi32(t33, t44);
    __m128i t46 = _mm_blendv_epi8(t33, t45, t43);
    __m128 t47 = _mm_set1_ps(2.0f);
    __m128i t48 = _mm_castps_si128(_mm_cmpge_ps(x, t47));
    __m128i t49 = (__m128i)__builtin_convertvector((vcc_m4)t48 & 1, vcc_v4_int);
    __m128i t50 = (__m128i)(vcc_m4)((vcc_v4_int)t49 != (vcc_v4_int){0});
    __m128i t51 = (__m128i)~(vcc_m4)t50;
    __m128i t52 = _mm_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m128 t53 = _mm_set1_ps((float)lim);
    __m128i t54 = _mm_castps_si128(_mm_cmpgt_ps(t53, y));
    __m128i t55 = (__m128i)(vcc_m4)((vcc_v4_int)t52 != (vcc_v4_int){0});
    __m128i t56 = (__m128i)((vcc_m4)t51 | (vcc_m4)t55);
    __m128i t57 = (__m128i)((vcc_m4)t56 | (vcc_m4)t54);
    __m128i t58 = _mm_set1_epi32(16);
    __m128i t59 = _mm_add_epi32(t46, t58);
    __m128i t60 = _mm_blendv_epi8(t46, t59, t57);
    return t60;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVbM4vvu_classify of `classify`: VL 4, masked, x vector, y vector, lim uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vvu_classify(__m128 x, __m128 y, int lim, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128 t2 = _mm_set1_ps(0.0f);
    __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(x, t2));
    __m128 t4 = _mm_set1_ps(0.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(y, t4));
    __m128i t6 = (__m128i)((vcc_m4)t3 & (vcc_m4)t5);
    __m128i t7 = _mm_set1_epi32(1);
    __m128i t8 = _mm_set1_epi32(0);
    __m128i t9 = ({ (void)t8; _mm_and_si128(t6, t7); });
    __m128 t10 = _mm_set1_ps(-1.0f);
    __m128i t11 = _mm_castps_si128(_mm_cmplt_ps(x, t10));
    __m128 t12 = _mm_set1_ps(2.0f);
    __m128 t13 = _mm_mul_ps(y, t12);
    __m128 t14 = _mm_set1_ps(3.0f);
    __m128i t15 = _mm_castps_si128(_mm_cmpgt_ps(t13, t14));
    __m128i t16 = (__m128i)((vcc_m4)t11 | (vcc_m4)t15);
    __m128i t17 = _mm_set1_epi32((int)((lim > 5) != 0));
    __m128i t18 = (__m128i)(vcc_m4)((vcc_v4_int)t17 != (vcc_v4_int){0});
    __m128i t19 = (__m128i)((vcc_m4)t16 | (vcc_m4)t18);
    __m128i t20 = (__m128i)((vcc_m4)t1 & (vcc_m4)t19);
    __m128i t21 = _mm_set1_epi32(2);
    __m128i t22 = _mm_add_epi32(t9, t21);
    __m128i t23 = _mm_blendv_epi8(t9, t22, t20);
    __m128i t24 = _mm_castps_si128(_mm_cmpgt_ps(x, y));
    __m128i t25 = _mm_set1_epi32((int)((lim > 0) != 0));
    __m128i t26 = _mm_castps_si128(_mm_cmpeq_ps(x, y));
    __m128i t27 = (__m128i)(vcc_m4)((vcc_v4_int)t25 != (vcc_v4_int){0});
    __m128i t28 = (__m128i)((vcc_m4)t24 & (vcc_m4)t27);
    __m128i t29 = (__m128i)((vcc_m4)t28 | (vcc_m4)t26);
    __m128i t30 = (__m128i)((vcc_m4)t1 & (vcc_m4)t29);
    __m128i t31 = _mm_set1_epi32(4);
    __m128i t32 = _mm_add_epi32(t23, t31);
    __m128i t33 = _mm_blendv_epi8(t23, t32, t30);
    __m128 t34 = _mm_sub_ps(x, y);
    __m128i t35 = _mm_set1_epi32((int)(lim < 3));
    __m128i t36 = (__m128i)(vcc_m4)((vcc_v4_int)t35 != (vcc_v4_int){0});
    __m128i t37 = (__m128i)((vcc_m4)t1 & (vcc_m4)t36);
    __m128 t38 = _mm_set1_ps(0.5f);
    __m128i t39 = _mm_castps_si128(_mm_cmpgt_ps(t34, t38));
    __m128 t40 = _mm_set1_ps(-0.5f);
    __m128i t41 = _mm_castps_si128(_mm_cmplt_ps(t34, t40));
    __m128i t42 = (__m128i)((vcc_m4)t39 | (vcc_m4)t41);
    __m128i t43 = (__m128i)((vcc_m4)t37 & (vcc_m4)t42);
    __m128i t44 = (__m128i)((vcc_m4)t1 & (vcc_m4)t43);
    __m128i t45 = _mm_set1_epi32(8);
    __m128i t46 = _mm_add_epi32(t33, t45);
    __m128i t47 = _mm_blendv_epi8(t33, t46, t44);
    __m128 t48 = _mm_set1_ps(2.0f);
    __m128i t49 = _mm_castps_si128(_mm_cmpge_ps(x, t48));
    __m128i t50 = (__m128i)__builtin_convertvector((vcc_m4)t49 & 1, vcc_v4_int);
    __m128i t51 = (__m128i)(vcc_m4)((vcc_v4_int)t50 != (vcc_v4_int){0});
    __m128i t52 = (__m128i)~(vcc_m4)t51;
    __m128i t53 = _mm_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m128 t54 = _mm_set1_ps((float)lim);
    __m128i t55 = _mm_castps_si128(_mm_cmpgt_ps(t54, y));
    __m128i t56 = (__m128i)(vcc_m4)((vcc_v4_int)t53 != (vcc_v4_int){0});
    __m128i t57 = (__m128i)((vcc_m4)t52 | (vcc_m4)t56);
    __m128i t58 = (__m128i)((vcc_m4)t57 | (vcc_m4)t55);
    __m128i t59 = (__m128i)((vcc_m4)t1 & (vcc_m4)t58);
    __m128i t60 = _mm_set1_epi32(16);
    __m128i t61 = _mm_add_epi32(t47, t60);
    __m128i t62 = _mm_blendv_epi8(t47, t61, t59);
    __m128i t63 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t62, t1);
    return t63;
}

/* The second test reads through the index only where the first one passed. */
/* #pragma omp declare simd uniform(t, n) */
int guarded(const int *t, int n, int i) {
    if (i < 0 || i >= n || t[i] > 10)
        return -1;
    return t[i];
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVbN4uuv_guarded of `guarded`: VL 4, unmasked, t uniform, n uniform, i vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4uuv_guarded(const int *t, int n, __m128i i) {
    __m128i t1;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_cmpgt_epi32(t3, i);
    __m128i t5 = _mm_set1_epi32((int)n);
    __m128i t6 = vcc_sse_not(_mm_cmpgt_epi32(t5, i));
    __m128i t7 = (__m128i)((vcc_m4)t4 | (vcc_m4)t6);
    __m128i t2 = (__m128i)~(vcc_m4)t7;
    if ((!_mm_testz_si128(t2, t2))) {
        __m128i t8 = vcc_sse_gather4(_mm_setr_epi32, int, t, i, _mm_movemask_ps(_mm_castsi128_ps(t2)));
        __m128i t9 = _mm_set1_epi32(10);
        t1 = _mm_cmpgt_epi32(t8, t9);
    } else {
        t1 = (__m128i)(vcc_m4){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t10 = (__m128i)~(vcc_m4)t2;
    __m128i t11 = (__m128i)((vcc_m4)t1 | (vcc_m4)t10);
    __m128i t12 = (__m128i)~(vcc_m4)t11;
    __m128i t13 = vcc_sse_gather4(_mm_setr_epi32, int, t, i, _mm_movemask_ps(_mm_castsi128_ps(t12)));
    __m128i t14 = _mm_blendv_epi8(t13, (__m128i)(vcc_v4_int){0}, t11);
    __m128i t15 = _mm_set1_epi32(-1);
    __m128i t16 = _mm_blendv_epi8(t14, t15, t11);
    return t16;
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVbM4uuv_guarded of `guarded`: VL 4, masked, t uniform, n uniform, i vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4uuv_guarded(const int *t, int n, __m128i i, __m128i mask) {
    __m128i t1;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_cmpgt_epi32(t4, i);
    __m128i t6 = _mm_set1_epi32((int)n);
    __m128i t7 = vcc_sse_not(_mm_cmpgt_epi32(t6, i));
    __m128i t8 = (__m128i)((vcc_m4)t5 | (vcc_m4)t7);
    __m128i t9 = (__m128i)~(vcc_m4)t8;
    __m128i t2 = (__m128i)((vcc_m4)t3 & (vcc_m4)t9);
    if ((!_mm_testz_si128(t2, t2))) {
        __m128i t10 = vcc_sse_gather4(_mm_setr_epi32, int, t, i, _mm_movemask_ps(_mm_castsi128_ps(t2)));
        __m128i t11 = _mm_set1_epi32(10);
        t1 = _mm_cmpgt_epi32(t10, t11);
    } else {
        t1 = (__m128i)(vcc_m4){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t12 = (__m128i)~(vcc_m4)t2;
    __m128i t13 = (__m128i)((vcc_m4)t1 | (vcc_m4)t12);
    __m128i t14 = (__m128i)((vcc_m4)t3 & (vcc_m4)t13);
    __m128i t15 = (__m128i)~(vcc_m4)t13;
    __m128i t16 = (__m128i)((vcc_m4)t3 & (vcc_m4)t15);
    __m128i t17 = vcc_sse_gather4(_mm_setr_epi32, int, t, i, _mm_movemask_ps(_mm_castsi128_ps(t16)));
    __m128i t18 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t17, t16);
    __m128i t19 = _mm_set1_epi32(-1);
    __m128i t20 = _mm_blendv_epi8(t18, t19, t14);
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
