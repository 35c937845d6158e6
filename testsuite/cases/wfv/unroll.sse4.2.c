/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })

__attribute__((target("sse4.2"))) __m128 _ZGVbN4uuul_window(const float *img_1, const float *f, int w, int x);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4uuul_window(const float *img_1, const float *f, int w, int x, __m128 mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_steps(__m128i x);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_steps(__m128i x, __m128i mask);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_branchy(__m128 x);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4v_branchy(__m128 x, __m128 mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_early(__m128i x, int n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_early(__m128i x, int n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_big(__m128i x);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_big(__m128i x, __m128i mask);
/* Small loops with a constant count in annotated functions are unrolled in the variants
   (transform/unroll.rs), each copy in the loop's order: `window` (a 3x3 float window, nested)
   must give the scalar sums to the bit; `steps` counts down by 3 and uses its counter after the
   loop; `branchy` has a varying branch in the unrolled body; `early` leaves by a `break` and
   `big` runs too many iterations: both stay loops. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */

/* #pragma omp declare simd uniform(img, f, w) linear(x) */
float window(const float *img, const float *f, int w, int x) {
    int dy = 0;
    float sum = 0.0f;
    while (dy < 3) {
        int t1 = dy * 3;
        int t2 = dy * w + x;
        dy++;
        sum = sum + f[t1] * img[t2] + f[t1 + 1] * img[t2 + 1] + f[t1 + 2] * img[t2 + 2];
    }
    return sum;
}

/* vcc: function at unroll.c:11 vector variant _ZGVbN4uuul_window of `window`: VL 4, unmasked, img uniform, f uniform, w uniform, x linear step 1 */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uuul_window(const float *img_1, const float *f, int w, int x) {
    int t1 = 0 * w + x;
    __m128 t2 = _mm_loadu_ps(img_1 + t1);
    __m128 t3 = _mm_set1_ps(f[0]);
    __m128 t4 = _mm_mul_ps(t3, t2);
    __m128 t5 = _mm_set1_ps(0.0f);
    __m128 t6 = _mm_add_ps(t5, t4);
    __m128 t7 = _mm_loadu_ps(img_1 + (t1 + 1));
    __m128 t8 = _mm_set1_ps(f[1]);
    __m128 t9 = _mm_mul_ps(t8, t7);
    __m128 t10 = _mm_add_ps(t6, t9);
    __m128 t11 = _mm_loadu_ps(img_1 + (t1 + 2));
    __m128 t12 = _mm_set1_ps(f[2]);
    __m128 t13 = _mm_mul_ps(t12, t11);
    __m128 t14 = _mm_add_ps(t10, t13);
    int t15 = 1 * w + x;
    __m128 t16 = _mm_loadu_ps(img_1 + t15);
    __m128 t17 = _mm_set1_ps(f[3]);
    __m128 t18 = _mm_mul_ps(t17, t16);
    __m128 t19 = _mm_add_ps(t14, t18);
    __m128 t20 = _mm_loadu_ps(img_1 + (t15 + 1));
    __m128 t21 = _mm_set1_ps(f[4]);
    __m128 t22 = _mm_mul_ps(t21, t20);
    __m128 t23 = _mm_add_ps(t19, t22);
    __m128 t24 = _mm_loadu_ps(img_1 + (t15 + 2));
    __m128 t25 = _mm_set1_ps(f[5]);
    __m128 t26 = _mm_mul_ps(t25, t24);
    __m128 t27 = _mm_add_ps(t23, t26);
    int t28 = 2 * w + x;
    __m128 t29 = _mm_loadu_ps(img_1 + t28);
    __m128 t30 = _mm_set1_ps(f[6]);
    __m128 t31 = _mm_mul_ps(t30, t29);
    __m128 t32 = _mm_add_ps(t27, t31);
    __m128 t33 = _mm_loadu_ps(img_1 + (t28 + 1));
    __m128 t34 = _mm_set1_ps(f[7]);
    __m128 t35 = _mm_mul_ps(t34, t33);
    __m128 t36 = _mm_add_ps(t32, t35);
    __m128 t37 = _mm_loadu_ps(img_1 + (t28 + 2));
    __m128 t38 = _mm_set1_ps(f[8]);
    __m128 t39 = _mm_mul_ps(t38, t37);
    __m128 t40 = _mm_add_ps(t36, t39);
    return t40;
}

/* vcc: function at unroll.c:11 vector variant _ZGVbM4uuul_window of `window`: VL 4, masked, img uniform, f uniform, w uniform, x linear step 1 */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4uuul_window(const float *img_1, const float *f, int w, int x, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    int t2 = 0 * w + x;
    __m128 t3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)t2 * 4UL), t1));
    __m128 t4 = _mm_set1_ps(f[0]);
    __m128 t5 = _mm_mul_ps(t4, t3);
    __m128 t6 = _mm_set1_ps(0.0f);
    __m128 t7 = _mm_add_ps(t6, t5);
    __m128 t8 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 1) * 4UL), t1));
    __m128 t9 = _mm_set1_ps(f[1]);
    __m128 t10 = _mm_mul_ps(t9, t8);
    __m128 t11 = _mm_add_ps(t7, t10);
    __m128 t12 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 2) * 4UL), t1));
    __m128 t13 = _mm_set1_ps(f[2]);
    __m128 t14 = _mm_mul_ps(t13, t12);
    __m128 t15 = _mm_add_ps(t11, t14);
    int t16 = 1 * w + x;
    __m128 t17 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)t16 * 4UL), t1));
    __m128 t18 = _mm_set1_ps(f[3]);
    __m128 t19 = _mm_mul_ps(t18, t17);
    __m128 t20 = _mm_add_ps(t15, t19);
    __m128 t21 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 1) * 4UL), t1));
    __m128 t22 = _mm_set1_ps(f[4]);
    __m128 t23 = _mm_mul_ps(t22, t21);
    __m128 t24 = _mm_add_ps(t20, t23);
    __m128 t25 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 2) * 4UL), t1));
    __m128 t26 = _mm_set1_ps(f[5]);
    __m128 t27 = _mm_mul_ps(t26, t25);
    __m128 t28 = _mm_add_ps(t24, t27);
    int t29 = 2 * w + x;
    __m128 t30 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)t29 * 4UL), t1));
    __m128 t31 = _mm_set1_ps(f[6]);
    __m128 t32 = _mm_mul_ps(t31, t30);
    __m128 t33 = _mm_add_ps(t28, t32);
    __m128 t34 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 1) * 4UL), t1));
    __m128 t35 = _mm_set1_ps(f[7]);
    __m128 t36 = _mm_mul_ps(t35, t34);
    __m128 t37 = _mm_add_ps(t33, t36);
    __m128 t38 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 2) * 4UL), t1));
    __m128 t39 = _mm_set1_ps(f[8]);
    __m128 t40 = _mm_mul_ps(t39, t38);
    __m128 t41 = _mm_add_ps(t37, t40);
    __m128 t42 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t41, _mm_castsi128_ps(t1));
    return t42;
}

/* #pragma omp declare simd */
int steps(int x) {
    int k;
    for (k = 10; k > 0; k -= 3)
        x = x * 3 + k;
    return x + k;
}

/* vcc: function at unroll.c:20 vector variant _ZGVbN4v_steps of `steps`: VL 4, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_steps(__m128i x) {
    __m128i t1 = _mm_set1_epi32(3);
    __m128i t2 = _mm_mullo_epi32(x, t1);
    __m128i t3 = _mm_set1_epi32(10);
    __m128i t4 = _mm_add_epi32(t2, t3);
    __m128i t5 = _mm_set1_epi32(3);
    __m128i t6 = _mm_mullo_epi32(t4, t5);
    __m128i t7 = _mm_set1_epi32(7);
    __m128i t8 = _mm_add_epi32(t6, t7);
    __m128i t9 = _mm_set1_epi32(3);
    __m128i t10 = _mm_mullo_epi32(t8, t9);
    __m128i t11 = _mm_set1_epi32(4);
    __m128i t12 = _mm_add_epi32(t10, t11);
    __m128i t13 = _mm_set1_epi32(3);
    __m128i t14 = _mm_mullo_epi32(t12, t13);
    __m128i t15 = _mm_set1_epi32(1);
    __m128i t16 = _mm_add_epi32(t14, t15);
    __m128i t17 = _mm_set1_epi32(-2);
    __m128i t18 = _mm_add_epi32(t16, t17);
    return t18;
}

/* vcc: function at unroll.c:20 vector variant _ZGVbM4v_steps of `steps`: VL 4, masked, x vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_steps(__m128i x, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t2 = _mm_set1_epi32(3);
    __m128i t3 = _mm_mullo_epi32(x, t2);
    __m128i t4 = _mm_set1_epi32(10);
    __m128i t5 = _mm_add_epi32(t3, t4);
    __m128i t6 = _mm_set1_epi32(3);
    __m128i t7 = _mm_mullo_epi32(t5, t6);
    __m128i t8 = _mm_set1_epi32(7);
    __m128i t9 = _mm_add_epi32(t7, t8);
    __m128i t10 = _mm_set1_epi32(3);
    __m128i t11 = _mm_mullo_epi32(t9, t10);
    __m128i t12 = _mm_set1_epi32(4);
    __m128i t13 = _mm_add_epi32(t11, t12);
    __m128i t14 = _mm_set1_epi32(3);
    __m128i t15 = _mm_mullo_epi32(t13, t14);
    __m128i t16 = _mm_set1_epi32(1);
    __m128i t17 = _mm_add_epi32(t15, t16);
    __m128i t18 = _mm_set1_epi32(-2);
    __m128i t19 = _mm_add_epi32(t17, t18);
    __m128i t20 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t19, t1);
    return t20;
}

/* #pragma omp declare simd */
float branchy(float x) {
    float acc = x;
    for (int k = 0; k < 4; k++) {
        if (acc > 1.5f)
            acc = acc * 0.5f - (float)k;
        else
            acc = acc + 1.25f;
    }
    return acc;
}

/* vcc: function at unroll.c:28 vector variant _ZGVbN4v_branchy of `branchy`: VL 4, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_branchy(__m128 x) {
    __m128 t1 = _mm_set1_ps(1.5f);
    __m128i t2 = _mm_castps_si128(_mm_cmpgt_ps(x, t1));
    __m128 t3 = _mm_set1_ps(1.25f);
    __m128 t4 = _mm_add_ps(x, t3);
    __m128 t5 = _mm_set1_ps(0.5f);
    __m128 t6 = _mm_mul_ps(x, t5);
    __m128 t7 = _mm_set1_ps(0.0f);
    __m128 t8 = _mm_sub_ps(t6, t7);
    __m128 t9 = _mm_blendv_ps(t4, t8, _mm_castsi128_ps(t2));
    __m128 t10 = _mm_set1_ps(1.5f);
    __m128i t11 = _mm_castps_si128(_mm_cmpgt_ps(t9, t10));
    __m128 t12 = _mm_set1_ps(1.25f);
    __m128 t13 = _mm_add_ps(t9, t12);
    __m128 t14 = _mm_set1_ps(0.5f);
    __m128 t15 = _mm_mul_ps(t9, t14);
    __m128 t16 = _mm_set1_ps(1.0f);
    __m128 t17 = _mm_sub_ps(t15, t16);
    __m128 t18 = _mm_blendv_ps(t13, t17, _mm_castsi128_ps(t11));
    __m128 t19 = _mm_set1_ps(1.5f);
    __m128i t20 = _mm_castps_si128(_mm_cmpgt_ps(t18, t19));
    __m128 t21 = _mm_set1_ps(1.25f);
    __m128 t22 = _mm_add_ps(t18, t21);
    __m128 t23 = _mm_set1_ps(0.5f);
    __m128 t24 = _mm_mul_ps(t18, t23);
    __m128 t25 = _mm_set1_ps(2.0f);
    __m128 t26 = _mm_sub_ps(t24, t25);
    __m128 t27 = _mm_blendv_ps(t22, t26, _mm_castsi128_ps(t20));
    __m128 t28 = _mm_set1_ps(1.5f);
    __m128i t29 = _mm_castps_si128(_mm_cmpgt_ps(t27, t28));
    __m128 t30 = _mm_set1_ps(1.25f);
    __m128 t31 = _mm_add_ps(t27, t30);
    __m128 t32 = _mm_set1_ps(0.5f);
    __m128 t33 = _mm_mul_ps(t27, t32);
    __m128 t34 = _mm_set1_ps(3.0f);
    __m128 t35 = _mm_sub_ps(t33, t34);
    __m128 t36 = _mm_blendv_ps(t31, t35, _mm_castsi128_ps(t29));
    return t36;
}

/* vcc: function at unroll.c:28 vector variant _ZGVbM4v_branchy of `branchy`: VL 4, masked, x vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4v_branchy(__m128 x, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_set1_ps(1.5f);
    __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(x, t2));
    __m128i t4 = (__m128i)~(vcc_m4)t3;
    __m128i t5 = (__m128i)((vcc_m4)t1 & (vcc_m4)t4);
    __m128 t6 = _mm_set1_ps(1.25f);
    __m128 t7 = _mm_add_ps(x, t6);
    __m128 t8 = _mm_set1_ps(0.5f);
    __m128 t9 = _mm_mul_ps(x, t8);
    __m128 t10 = _mm_set1_ps(0.0f);
    __m128 t11 = _mm_sub_ps(t9, t10);
    __m128 t12 = _mm_blendv_ps(t11, t7, _mm_castsi128_ps(t5));
    __m128 t13 = _mm_set1_ps(1.5f);
    __m128i t14 = _mm_castps_si128(_mm_cmpgt_ps(t12, t13));
    __m128i t15 = (__m128i)~(vcc_m4)t14;
    __m128i t16 = (__m128i)((vcc_m4)t1 & (vcc_m4)t15);
    __m128 t17 = _mm_set1_ps(1.25f);
    __m128 t18 = _mm_add_ps(t12, t17);
    __m128 t19 = _mm_set1_ps(0.5f);
    __m128 t20 = _mm_mul_ps(t12, t19);
    __m128 t21 = _mm_set1_ps(1.0f);
    __m128 t22 = _mm_sub_ps(t20, t21);
    __m128 t23 = _mm_blendv_ps(t22, t18, _mm_castsi128_ps(t16));
    __m128 t24 = _mm_set1_ps(1.5f);
    __m128i t25 = _mm_castps_si128(_mm_cmpgt_ps(t23, t24));
    __m128i t26 = (__m128i)~(vcc_m4)t25;
    __m128i t27 = (__m128i)((vcc_m4)t1 & (vcc_m4)t26);
    __m128 t28 = _mm_set1_ps(1.25f);
    __m128 t29 = _mm_add_ps(t23, t28);
    __m128 t30 = _mm_set1_ps(0.5f);
    __m128 t31 = _mm_mul_ps(t23, t30);
    __m128 t32 = _mm_set1_ps(2.0f);
    __m128 t33 = _mm_sub_ps(t31, t32);
    __m128 t34 = _mm_blendv_ps(t33, t29, _mm_castsi128_ps(t27));
    __m128 t35 = _mm_set1_ps(1.5f);
    __m128i t36 = _mm_castps_si128(_mm_cmpgt_ps(t34, t35));
    __m128i t37 = (__m128i)~(vcc_m4)t36;
    __m128i t38 = (__m128i)((vcc_m4)t1 & (vcc_m4)t37);
    __m128 t39 = _mm_set1_ps(1.25f);
    __m128 t40 = _mm_add_ps(t34, t39);
    __m128 t41 = _mm_set1_ps(0.5f);
    __m128 t42 = _mm_mul_ps(t34, t41);
    __m128 t43 = _mm_set1_ps(3.0f);
    __m128 t44 = _mm_sub_ps(t42, t43);
    __m128 t45 = _mm_blendv_ps(t44, t40, _mm_castsi128_ps(t38));
    __m128 t46 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t45, _mm_castsi128_ps(t1));
    return t46;
}

/* #pragma omp declare simd uniform(n) */
int early(int x, int n) {
    int k;
    for (k = 0; k < 6; k++) {
        if (x > n)
            break;
        x = x * 2 + 1;
    }
    return x * 10 + k;
}

/* vcc: function at unroll.c:40 vector variant _ZGVbN4vu_early of `early`: VL 4, unmasked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_early(__m128i x, int n) {
    __m128i t1;
    vcc_v4_int t2;
    vcc_v4_int t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    int t6;
    vcc_v4_int t7;
    __m128i t17;
    __m128i t18;
    t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    t6 = 0;
    t7 = (vcc_v4_int)x;
    t2 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    while (t6 < 6) {
        __m128i t8 = _mm_set1_epi32((int)n);
        __m128i t9 = _mm_cmpgt_epi32((__m128i)t7, t8);
        __m128i t10 = (__m128i)~(vcc_m4)t9;
        __m128i t11 = (__m128i)((vcc_m4)t1 & (vcc_m4)t10);
        __m128i t12 = _mm_set1_epi32(2);
        __m128i t13 = _mm_mullo_epi32((__m128i)t7, t12);
        __m128i t14 = _mm_set1_epi32(1);
        __m128i t15 = _mm_add_epi32(t13, t14);
        __m128i t16 = _mm_set1_epi32((int)t6);
        t2 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t2, t16, t1);
        t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, (__m128i)t7, t1);
        if (!(!_mm_testz_si128(t11, t11))) {
            t4 = (vcc_v4_int)(__m128i)t2;
            t5 = (vcc_v4_int)(__m128i)t3;
            goto L21;
        }
        t1 = t11;
        t6++;
        t7 = (vcc_v4_int)t15;
    }
    t17 = _mm_set1_epi32((int)t6);
    t4 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t2, t17, t1);
    t5 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, (__m128i)t7, t1);
L21:
    t18 = _mm_set1_epi32(10);
    __m128i t19 = _mm_mullo_epi32((__m128i)t5, t18);
    __m128i t20 = _mm_add_epi32(t19, (__m128i)t4);
    return t20;
}

/* vcc: function at unroll.c:40 vector variant _ZGVbM4vu_early of `early`: VL 4, masked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_early(__m128i x, int n, __m128i mask) {
    vcc_v4_int t1;
    vcc_v4_int t2;
    vcc_v4_int t3;
    vcc_v4_int t4;
    __m128i t5;
    __m128i t6;
    int t7;
    vcc_v4_int t8;
    __m128i t18;
    __m128i t19;
    t5 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    t6 = t5;
    t7 = 0;
    t8 = (vcc_v4_int)x;
    t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    t2 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    while (t7 < 6) {
        __m128i t9 = _mm_set1_epi32((int)n);
        __m128i t10 = _mm_cmpgt_epi32((__m128i)t8, t9);
        __m128i t11 = (__m128i)~(vcc_m4)t10;
        __m128i t12 = (__m128i)((vcc_m4)t6 & (vcc_m4)t11);
        __m128i t13 = _mm_set1_epi32(2);
        __m128i t14 = _mm_mullo_epi32((__m128i)t8, t13);
        __m128i t15 = _mm_set1_epi32(1);
        __m128i t16 = _mm_add_epi32(t14, t15);
        __m128i t17 = _mm_set1_epi32((int)t7);
        t1 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t1, t17, t6);
        t2 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t2, (__m128i)t8, t6);
        if (!(!_mm_testz_si128(t12, t12))) {
            t3 = (vcc_v4_int)(__m128i)t1;
            t4 = (vcc_v4_int)(__m128i)t2;
            goto L23;
        }
        t6 = t12;
        t7++;
        t8 = (vcc_v4_int)t16;
    }
    t18 = _mm_set1_epi32((int)t7);
    t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t1, t18, t6);
    t4 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t2, (__m128i)t8, t6);
L23:
    t19 = _mm_set1_epi32(10);
    __m128i t20 = _mm_mullo_epi32((__m128i)t4, t19);
    __m128i t21 = _mm_add_epi32(t20, (__m128i)t3);
    __m128i t22 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t21, t5);
    return t22;
}

/* #pragma omp declare simd */
unsigned big(unsigned x) {
    for (unsigned k = 0; k < 100; k++)
        x = (x ^ k) * 5u + 1u;
    return x;
}

/* vcc: function at unroll.c:51 vector variant _ZGVbN4v_big of `big`: VL 4, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_big(__m128i x) {
    vcc_v4_uint t1 = (vcc_v4_uint)x;
    for (unsigned int t2 = 0U; t2 < 100U; t2++) {
        __m128i t3 = _mm_set1_epi32((int)t2);
        __m128i t4 = _mm_xor_si128((__m128i)t1, t3);
        __m128i t5 = _mm_set1_epi32((int)5U);
        __m128i t6 = _mm_mullo_epi32(t4, t5);
        __m128i t7 = _mm_set1_epi32((int)1U);
        t1 = (vcc_v4_uint)_mm_add_epi32(t6, t7);
    }
    return (__m128i)t1;
}

/* vcc: function at unroll.c:51 vector variant _ZGVbM4v_big of `big`: VL 4, masked, x vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_big(__m128i x, __m128i mask) {
    __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    int t3 = (!_mm_testz_si128(t2, t2));
    unsigned int t4 = 0U;
    vcc_v4_uint t1 = (vcc_v4_uint)x;
    while (t3 ? t4 < 100U : 0) {
        __m128i t5 = _mm_set1_epi32((int)t4);
        __m128i t6 = _mm_xor_si128((__m128i)t1, t5);
        __m128i t7 = _mm_set1_epi32((int)5U);
        __m128i t8 = _mm_mullo_epi32(t6, t7);
        __m128i t9 = _mm_set1_epi32((int)1U);
        t1 = (vcc_v4_uint)_mm_add_epi32(t8, t9);
        t4++;
    }
    __m128i t10 = _mm_blendv_epi8((__m128i)(vcc_v4_uint){0}, (__m128i)t1, t2);
    return t10;
}

v8f _ZGVdN8uuul_window(const float *, const float *, int, int);
v8f _ZGVdM8uuul_window(const float *, const float *, int, int, v8f);
v8i _ZGVdN8v_steps(v8i);
v8i _ZGVdM8v_steps(v8i, v8i);
v8f _ZGVdN8v_branchy(v8f);
v8f _ZGVdM8v_branchy(v8f, v8f);
v8i _ZGVdN8vu_early(v8i, int);
v8i _ZGVdM8vu_early(v8i, int, v8i);
v8u _ZGVdN8v_big(v8u);
v8u _ZGVdM8v_big(v8u, v8u);

static float img[4 * 32], filt[9];

int main(void) {
    for (int i = 0; i < 4 * 32; i++)
        img[i] = (float)((i * 37) % 29) / 7.0f - 1.5f;
    for (int i = 0; i < 9; i++)
        filt[i] = (float)(i * 3 % 7) / 3.0f + 0.1f;
    for (int row = 0; row < 4; row++) {
        int x[8], m[8], ia[8], ib[8], ic[8], id[8];
        unsigned ie[8], ig[8];
        float xf[8], mf[8], fa[8], fb[8], fc[8], fd[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            xf[k] = (float)x[k] / 8.0f;
            m[k] = (k * 5 + row) % 3 != 0 ? -1 : 0;
            mf[k] = m[k] ? 1.0f : 0.0f;
        }
        int x0 = row * 8;
        FROM_VEC(fa, _ZGVdN8uuul_window(img, filt, 32, x0));
        FROM_VEC(fb, _ZGVdM8uuul_window(img, filt, 32, x0, TO_VEC(v8f, mf)));
        FROM_VEC(ia, _ZGVdN8v_steps(TO_VEC(v8i, x)));
        FROM_VEC(ib, _ZGVdM8v_steps(TO_VEC(v8i, x), TO_VEC(v8i, m)));
        FROM_VEC(fc, _ZGVdN8v_branchy(TO_VEC(v8f, xf)));
        FROM_VEC(fd, _ZGVdM8v_branchy(TO_VEC(v8f, xf), TO_VEC(v8f, mf)));
        FROM_VEC(ic, _ZGVdN8vu_early(TO_VEC(v8i, x), row * 5));
        FROM_VEC(id, _ZGVdM8vu_early(TO_VEC(v8i, x), row * 5, TO_VEC(v8i, m)));
        FROM_VEC(ie, _ZGVdN8v_big(TO_VEC(v8u, x)));
        FROM_VEC(ig, _ZGVdM8v_big(TO_VEC(v8u, x), TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%a %a | %d %d | %a %a | %d %d | %u %u", window(img, filt, 32, x0 + k), fa[k], steps(x[k]), ia[k],
                   branchy(xf[k]), fc[k], early(x[k], row * 5), ic[k], big((unsigned)x[k]), ie[k]);
            if (m[k])
                printf(" | %a %d %a %d %u", fb[k], ib[k], fd[k], id[k], ig[k]);
            printf("\n");
        }
    }
    return 0;
}
