/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_window(const float *img_1, const float *f, int w, int x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16uuul_window(const float *img_1, const float *f, int w, int x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_window(const float *img_1, const float *f, int w, int x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8uuul_window(const float *img_1, const float *f, int w, int x, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_steps(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_steps(__m512i x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_steps(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_steps(__m256i x, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_branchy(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16v_branchy(__m512 x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_branchy(__m256 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8v_branchy(__m256 x, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_early(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_early(__m512i x, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_early(__m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_early(__m256i x, int n, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_big(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_big(__m512i x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_big(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_big(__m256i x, __m256i mask);
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

/* vcc: function at unroll.c:11 vector variant _ZGVeN16uuul_window of `window`: VL 16, unmasked, img uniform, f uniform, w uniform, x linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_window(const float *img_1, const float *f, int w, int x) {
    vcc_no_contract_body
    int t1 = 0 * w + x;
    __m512 t2 = _mm512_loadu_ps(img_1 + t1);
    __m512 t3 = _mm512_set1_ps(f[0]);
    __m512 t4 = _mm512_mul_ps(t3, t2);
    __m512 t5 = _mm512_set1_ps(0.0f);
    __m512 t6 = _mm512_add_ps(t5, t4);
    __m512 t7 = _mm512_loadu_ps(img_1 + (t1 + 1));
    __m512 t8 = _mm512_set1_ps(f[1]);
    __m512 t9 = _mm512_mul_ps(t8, t7);
    __m512 t10 = _mm512_add_ps(t6, t9);
    __m512 t11 = _mm512_loadu_ps(img_1 + (t1 + 2));
    __m512 t12 = _mm512_set1_ps(f[2]);
    __m512 t13 = _mm512_mul_ps(t12, t11);
    __m512 t14 = _mm512_add_ps(t10, t13);
    int t15 = 1 * w + x;
    __m512 t16 = _mm512_loadu_ps(img_1 + t15);
    __m512 t17 = _mm512_set1_ps(f[3]);
    __m512 t18 = _mm512_mul_ps(t17, t16);
    __m512 t19 = _mm512_add_ps(t14, t18);
    __m512 t20 = _mm512_loadu_ps(img_1 + (t15 + 1));
    __m512 t21 = _mm512_set1_ps(f[4]);
    __m512 t22 = _mm512_mul_ps(t21, t20);
    __m512 t23 = _mm512_add_ps(t19, t22);
    __m512 t24 = _mm512_loadu_ps(img_1 + (t15 + 2));
    __m512 t25 = _mm512_set1_ps(f[5]);
    __m512 t26 = _mm512_mul_ps(t25, t24);
    __m512 t27 = _mm512_add_ps(t23, t26);
    int t28 = 2 * w + x;
    __m512 t29 = _mm512_loadu_ps(img_1 + t28);
    __m512 t30 = _mm512_set1_ps(f[6]);
    __m512 t31 = _mm512_mul_ps(t30, t29);
    __m512 t32 = _mm512_add_ps(t27, t31);
    __m512 t33 = _mm512_loadu_ps(img_1 + (t28 + 1));
    __m512 t34 = _mm512_set1_ps(f[7]);
    __m512 t35 = _mm512_mul_ps(t34, t33);
    __m512 t36 = _mm512_add_ps(t32, t35);
    __m512 t37 = _mm512_loadu_ps(img_1 + (t28 + 2));
    __m512 t38 = _mm512_set1_ps(f[8]);
    __m512 t39 = _mm512_mul_ps(t38, t37);
    __m512 t40 = _mm512_add_ps(t36, t39);
    return t40;
}

/* vcc: function at unroll.c:11 vector variant _ZGVeM16uuul_window of `window`: VL 16, masked, img uniform, f uniform, w uniform, x linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16uuul_window(const float *img_1, const float *f, int w, int x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    int t2 = 0 * w + x;
    __m512 t3 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)t2 * 4UL));
    __m512 t4 = _mm512_set1_ps(f[0]);
    __m512 t5 = _mm512_mul_ps(t4, t3);
    __m512 t6 = _mm512_set1_ps(0.0f);
    __m512 t7 = _mm512_add_ps(t6, t5);
    __m512 t8 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 1) * 4UL));
    __m512 t9 = _mm512_set1_ps(f[1]);
    __m512 t10 = _mm512_mul_ps(t9, t8);
    __m512 t11 = _mm512_add_ps(t7, t10);
    __m512 t12 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 2) * 4UL));
    __m512 t13 = _mm512_set1_ps(f[2]);
    __m512 t14 = _mm512_mul_ps(t13, t12);
    __m512 t15 = _mm512_add_ps(t11, t14);
    int t16 = 1 * w + x;
    __m512 t17 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)t16 * 4UL));
    __m512 t18 = _mm512_set1_ps(f[3]);
    __m512 t19 = _mm512_mul_ps(t18, t17);
    __m512 t20 = _mm512_add_ps(t15, t19);
    __m512 t21 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 1) * 4UL));
    __m512 t22 = _mm512_set1_ps(f[4]);
    __m512 t23 = _mm512_mul_ps(t22, t21);
    __m512 t24 = _mm512_add_ps(t20, t23);
    __m512 t25 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 2) * 4UL));
    __m512 t26 = _mm512_set1_ps(f[5]);
    __m512 t27 = _mm512_mul_ps(t26, t25);
    __m512 t28 = _mm512_add_ps(t24, t27);
    int t29 = 2 * w + x;
    __m512 t30 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)t29 * 4UL));
    __m512 t31 = _mm512_set1_ps(f[6]);
    __m512 t32 = _mm512_mul_ps(t31, t30);
    __m512 t33 = _mm512_add_ps(t28, t32);
    __m512 t34 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 1) * 4UL));
    __m512 t35 = _mm512_set1_ps(f[7]);
    __m512 t36 = _mm512_mul_ps(t35, t34);
    __m512 t37 = _mm512_add_ps(t33, t36);
    __m512 t38 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 2) * 4UL));
    __m512 t39 = _mm512_set1_ps(f[8]);
    __m512 t40 = _mm512_mul_ps(t39, t38);
    __m512 t41 = _mm512_add_ps(t37, t40);
    __m512 t42 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t41);
    return t42;
}

/* vcc: function at unroll.c:11 vector variant _ZGVdN8uuul_window of `window`: VL 8, unmasked, img uniform, f uniform, w uniform, x linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_window(const float *img_1, const float *f, int w, int x) {
    vcc_no_contract_body
    int t1 = 0 * w + x;
    __m256 t2 = _mm256_loadu_ps(img_1 + t1);
    __m256 t3 = _mm256_set1_ps(f[0]);
    __m256 t4 = _mm256_mul_ps(t3, t2);
    __m256 t5 = _mm256_set1_ps(0.0f);
    __m256 t6 = _mm256_add_ps(t5, t4);
    __m256 t7 = _mm256_loadu_ps(img_1 + (t1 + 1));
    __m256 t8 = _mm256_set1_ps(f[1]);
    __m256 t9 = _mm256_mul_ps(t8, t7);
    __m256 t10 = _mm256_add_ps(t6, t9);
    __m256 t11 = _mm256_loadu_ps(img_1 + (t1 + 2));
    __m256 t12 = _mm256_set1_ps(f[2]);
    __m256 t13 = _mm256_mul_ps(t12, t11);
    __m256 t14 = _mm256_add_ps(t10, t13);
    int t15 = 1 * w + x;
    __m256 t16 = _mm256_loadu_ps(img_1 + t15);
    __m256 t17 = _mm256_set1_ps(f[3]);
    __m256 t18 = _mm256_mul_ps(t17, t16);
    __m256 t19 = _mm256_add_ps(t14, t18);
    __m256 t20 = _mm256_loadu_ps(img_1 + (t15 + 1));
    __m256 t21 = _mm256_set1_ps(f[4]);
    __m256 t22 = _mm256_mul_ps(t21, t20);
    __m256 t23 = _mm256_add_ps(t19, t22);
    __m256 t24 = _mm256_loadu_ps(img_1 + (t15 + 2));
    __m256 t25 = _mm256_set1_ps(f[5]);
    __m256 t26 = _mm256_mul_ps(t25, t24);
    __m256 t27 = _mm256_add_ps(t23, t26);
    int t28 = 2 * w + x;
    __m256 t29 = _mm256_loadu_ps(img_1 + t28);
    __m256 t30 = _mm256_set1_ps(f[6]);
    __m256 t31 = _mm256_mul_ps(t30, t29);
    __m256 t32 = _mm256_add_ps(t27, t31);
    __m256 t33 = _mm256_loadu_ps(img_1 + (t28 + 1));
    __m256 t34 = _mm256_set1_ps(f[7]);
    __m256 t35 = _mm256_mul_ps(t34, t33);
    __m256 t36 = _mm256_add_ps(t32, t35);
    __m256 t37 = _mm256_loadu_ps(img_1 + (t28 + 2));
    __m256 t38 = _mm256_set1_ps(f[8]);
    __m256 t39 = _mm256_mul_ps(t38, t37);
    __m256 t40 = _mm256_add_ps(t36, t39);
    return t40;
}

/* vcc: function at unroll.c:11 vector variant _ZGVdM8uuul_window of `window`: VL 8, masked, img uniform, f uniform, w uniform, x linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8uuul_window(const float *img_1, const float *f, int w, int x, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    int t2 = 0 * w + x;
    __m256 t3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)t2 * 4UL));
    __m256 t4 = _mm256_set1_ps(f[0]);
    __m256 t5 = _mm256_mul_ps(t4, t3);
    __m256 t6 = _mm256_set1_ps(0.0f);
    __m256 t7 = _mm256_add_ps(t6, t5);
    __m256 t8 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 1) * 4UL));
    __m256 t9 = _mm256_set1_ps(f[1]);
    __m256 t10 = _mm256_mul_ps(t9, t8);
    __m256 t11 = _mm256_add_ps(t7, t10);
    __m256 t12 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 2) * 4UL));
    __m256 t13 = _mm256_set1_ps(f[2]);
    __m256 t14 = _mm256_mul_ps(t13, t12);
    __m256 t15 = _mm256_add_ps(t11, t14);
    int t16 = 1 * w + x;
    __m256 t17 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)t16 * 4UL));
    __m256 t18 = _mm256_set1_ps(f[3]);
    __m256 t19 = _mm256_mul_ps(t18, t17);
    __m256 t20 = _mm256_add_ps(t15, t19);
    __m256 t21 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 1) * 4UL));
    __m256 t22 = _mm256_set1_ps(f[4]);
    __m256 t23 = _mm256_mul_ps(t22, t21);
    __m256 t24 = _mm256_add_ps(t20, t23);
    __m256 t25 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 2) * 4UL));
    __m256 t26 = _mm256_set1_ps(f[5]);
    __m256 t27 = _mm256_mul_ps(t26, t25);
    __m256 t28 = _mm256_add_ps(t24, t27);
    int t29 = 2 * w + x;
    __m256 t30 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)t29 * 4UL));
    __m256 t31 = _mm256_set1_ps(f[6]);
    __m256 t32 = _mm256_mul_ps(t31, t30);
    __m256 t33 = _mm256_add_ps(t28, t32);
    __m256 t34 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 1) * 4UL));
    __m256 t35 = _mm256_set1_ps(f[7]);
    __m256 t36 = _mm256_mul_ps(t35, t34);
    __m256 t37 = _mm256_add_ps(t33, t36);
    __m256 t38 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 2) * 4UL));
    __m256 t39 = _mm256_set1_ps(f[8]);
    __m256 t40 = _mm256_mul_ps(t39, t38);
    __m256 t41 = _mm256_add_ps(t37, t40);
    __m256 t42 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t41);
    return t42;
}

/* #pragma omp declare simd */
int steps(int x) {
    int k;
    for (k = 10; k > 0; k -= 3)
        x = x * 3 + k;
    return x + k;
}

/* vcc: function at unroll.c:20 vector variant _ZGVeN16v_steps of `steps`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_steps(__m512i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(3);
    __m512i t2 = _mm512_mullo_epi32(x, t1);
    __m512i t3 = _mm512_set1_epi32(10);
    __m512i t4 = _mm512_add_epi32(t2, t3);
    __m512i t5 = _mm512_set1_epi32(3);
    __m512i t6 = _mm512_mullo_epi32(t4, t5);
    __m512i t7 = _mm512_set1_epi32(7);
    __m512i t8 = _mm512_add_epi32(t6, t7);
    __m512i t9 = _mm512_set1_epi32(3);
    __m512i t10 = _mm512_mullo_epi32(t8, t9);
    __m512i t11 = _mm512_set1_epi32(4);
    __m512i t12 = _mm512_add_epi32(t10, t11);
    __m512i t13 = _mm512_set1_epi32(3);
    __m512i t14 = _mm512_mullo_epi32(t12, t13);
    __m512i t15 = _mm512_set1_epi32(1);
    __m512i t16 = _mm512_add_epi32(t14, t15);
    __m512i t17 = _mm512_set1_epi32(-2);
    __m512i t18 = _mm512_add_epi32(t16, t17);
    return t18;
}

/* vcc: function at unroll.c:20 vector variant _ZGVeM16v_steps of `steps`: VL 16, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_steps(__m512i x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512i t2 = _mm512_set1_epi32(3);
    __m512i t3 = _mm512_mullo_epi32(x, t2);
    __m512i t4 = _mm512_set1_epi32(10);
    __m512i t5 = _mm512_add_epi32(t3, t4);
    __m512i t6 = _mm512_set1_epi32(3);
    __m512i t7 = _mm512_mullo_epi32(t5, t6);
    __m512i t8 = _mm512_set1_epi32(7);
    __m512i t9 = _mm512_add_epi32(t7, t8);
    __m512i t10 = _mm512_set1_epi32(3);
    __m512i t11 = _mm512_mullo_epi32(t9, t10);
    __m512i t12 = _mm512_set1_epi32(4);
    __m512i t13 = _mm512_add_epi32(t11, t12);
    __m512i t14 = _mm512_set1_epi32(3);
    __m512i t15 = _mm512_mullo_epi32(t13, t14);
    __m512i t16 = _mm512_set1_epi32(1);
    __m512i t17 = _mm512_add_epi32(t15, t16);
    __m512i t18 = _mm512_set1_epi32(-2);
    __m512i t19 = _mm512_add_epi32(t17, t18);
    __m512i t20 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t19);
    return t20;
}

/* vcc: function at unroll.c:20 vector variant _ZGVdN8v_steps of `steps`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_steps(__m256i x) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(3);
    __m256i t2 = _mm256_mullo_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(10);
    __m256i t4 = _mm256_add_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32(3);
    __m256i t6 = _mm256_mullo_epi32(t4, t5);
    __m256i t7 = _mm256_set1_epi32(7);
    __m256i t8 = _mm256_add_epi32(t6, t7);
    __m256i t9 = _mm256_set1_epi32(3);
    __m256i t10 = _mm256_mullo_epi32(t8, t9);
    __m256i t11 = _mm256_set1_epi32(4);
    __m256i t12 = _mm256_add_epi32(t10, t11);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_mullo_epi32(t12, t13);
    __m256i t15 = _mm256_set1_epi32(1);
    __m256i t16 = _mm256_add_epi32(t14, t15);
    __m256i t17 = _mm256_set1_epi32(-2);
    __m256i t18 = _mm256_add_epi32(t16, t17);
    return t18;
}

/* vcc: function at unroll.c:20 vector variant _ZGVdM8v_steps of `steps`: VL 8, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_steps(__m256i x, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32(3);
    __m256i t3 = _mm256_mullo_epi32(x, t2);
    __m256i t4 = _mm256_set1_epi32(10);
    __m256i t5 = _mm256_add_epi32(t3, t4);
    __m256i t6 = _mm256_set1_epi32(3);
    __m256i t7 = _mm256_mullo_epi32(t5, t6);
    __m256i t8 = _mm256_set1_epi32(7);
    __m256i t9 = _mm256_add_epi32(t7, t8);
    __m256i t10 = _mm256_set1_epi32(3);
    __m256i t11 = _mm256_mullo_epi32(t9, t10);
    __m256i t12 = _mm256_set1_epi32(4);
    __m256i t13 = _mm256_add_epi32(t11, t12);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_mullo_epi32(t13, t14);
    __m256i t16 = _mm256_set1_epi32(1);
    __m256i t17 = _mm256_add_epi32(t15, t16);
    __m256i t18 = _mm256_set1_epi32(-2);
    __m256i t19 = _mm256_add_epi32(t17, t18);
    __m256i t20 = _mm256_ternarylogic_epi32(t1, t19, (__m256i)(vcc_v8_int){0}, 0xCA);
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

/* vcc: function at unroll.c:28 vector variant _ZGVeN16v_branchy of `branchy`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_branchy(__m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(1.5f);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t1, _CMP_GT_OQ);
    __m512 t3 = _mm512_set1_ps(1.25f);
    __m512 t4 = _mm512_add_ps(x, t3);
    __m512 t5 = _mm512_set1_ps(0.5f);
    __m512 t6 = _mm512_mul_ps(x, t5);
    __m512 t7 = _mm512_set1_ps(0.0f);
    __m512 t8 = _mm512_sub_ps(t6, t7);
    __m512 t9 = _mm512_mask_blend_ps(t2, t4, t8);
    __m512 t10 = _mm512_set1_ps(1.5f);
    __mmask16 t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_GT_OQ);
    __m512 t12 = _mm512_set1_ps(1.25f);
    __m512 t13 = _mm512_add_ps(t9, t12);
    __m512 t14 = _mm512_set1_ps(0.5f);
    __m512 t15 = _mm512_mul_ps(t9, t14);
    __m512 t16 = _mm512_set1_ps(1.0f);
    __m512 t17 = _mm512_sub_ps(t15, t16);
    __m512 t18 = _mm512_mask_blend_ps(t11, t13, t17);
    __m512 t19 = _mm512_set1_ps(1.5f);
    __mmask16 t20 = _mm512_cmp_ps_mask(t18, t19, _CMP_GT_OQ);
    __m512 t21 = _mm512_set1_ps(1.25f);
    __m512 t22 = _mm512_add_ps(t18, t21);
    __m512 t23 = _mm512_set1_ps(0.5f);
    __m512 t24 = _mm512_mul_ps(t18, t23);
    __m512 t25 = _mm512_set1_ps(2.0f);
    __m512 t26 = _mm512_sub_ps(t24, t25);
    __m512 t27 = _mm512_mask_blend_ps(t20, t22, t26);
    __m512 t28 = _mm512_set1_ps(1.5f);
    __mmask16 t29 = _mm512_cmp_ps_mask(t27, t28, _CMP_GT_OQ);
    __m512 t30 = _mm512_set1_ps(1.25f);
    __m512 t31 = _mm512_add_ps(t27, t30);
    __m512 t32 = _mm512_set1_ps(0.5f);
    __m512 t33 = _mm512_mul_ps(t27, t32);
    __m512 t34 = _mm512_set1_ps(3.0f);
    __m512 t35 = _mm512_sub_ps(t33, t34);
    __m512 t36 = _mm512_mask_blend_ps(t29, t31, t35);
    return t36;
}

/* vcc: function at unroll.c:28 vector variant _ZGVeM16v_branchy of `branchy`: VL 16, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16v_branchy(__m512 x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(1.5f);
    __mmask16 t3 = _mm512_cmp_ps_mask(x, t2, _CMP_GT_OQ);
    __mmask16 t4 = _knot_mask16(t3);
    __mmask16 t5 = _kand_mask16(t1, t4);
    __m512 t6 = _mm512_set1_ps(1.25f);
    __m512 t7 = _mm512_add_ps(x, t6);
    __m512 t8 = _mm512_set1_ps(0.5f);
    __m512 t9 = _mm512_mul_ps(x, t8);
    __m512 t10 = _mm512_set1_ps(0.0f);
    __m512 t11 = _mm512_sub_ps(t9, t10);
    __m512 t12 = _mm512_mask_blend_ps(t5, t11, t7);
    __m512 t13 = _mm512_set1_ps(1.5f);
    __mmask16 t14 = _mm512_cmp_ps_mask(t12, t13, _CMP_GT_OQ);
    __mmask16 t15 = _knot_mask16(t14);
    __mmask16 t16 = _kand_mask16(t1, t15);
    __m512 t17 = _mm512_set1_ps(1.25f);
    __m512 t18 = _mm512_add_ps(t12, t17);
    __m512 t19 = _mm512_set1_ps(0.5f);
    __m512 t20 = _mm512_mul_ps(t12, t19);
    __m512 t21 = _mm512_set1_ps(1.0f);
    __m512 t22 = _mm512_sub_ps(t20, t21);
    __m512 t23 = _mm512_mask_blend_ps(t16, t22, t18);
    __m512 t24 = _mm512_set1_ps(1.5f);
    __mmask16 t25 = _mm512_cmp_ps_mask(t23, t24, _CMP_GT_OQ);
    __mmask16 t26 = _knot_mask16(t25);
    __mmask16 t27 = _kand_mask16(t1, t26);
    __m512 t28 = _mm512_set1_ps(1.25f);
    __m512 t29 = _mm512_add_ps(t23, t28);
    __m512 t30 = _mm512_set1_ps(0.5f);
    __m512 t31 = _mm512_mul_ps(t23, t30);
    __m512 t32 = _mm512_set1_ps(2.0f);
    __m512 t33 = _mm512_sub_ps(t31, t32);
    __m512 t34 = _mm512_mask_blend_ps(t27, t33, t29);
    __m512 t35 = _mm512_set1_ps(1.5f);
    __mmask16 t36 = _mm512_cmp_ps_mask(t34, t35, _CMP_GT_OQ);
    __mmask16 t37 = _knot_mask16(t36);
    __mmask16 t38 = _kand_mask16(t1, t37);
    __m512 t39 = _mm512_set1_ps(1.25f);
    __m512 t40 = _mm512_add_ps(t34, t39);
    __m512 t41 = _mm512_set1_ps(0.5f);
    __m512 t42 = _mm512_mul_ps(t34, t41);
    __m512 t43 = _mm512_set1_ps(3.0f);
    __m512 t44 = _mm512_sub_ps(t42, t43);
    __m512 t45 = _mm512_mask_blend_ps(t38, t44, t40);
    __m512 t46 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t45);
    return t46;
}

/* vcc: function at unroll.c:28 vector variant _ZGVdN8v_branchy of `branchy`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_branchy(__m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(1.5f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    __m256 t3 = _mm256_set1_ps(1.25f);
    __m256 t4 = _mm256_add_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(0.5f);
    __m256 t6 = _mm256_mul_ps(x, t5);
    __m256 t7 = _mm256_set1_ps(0.0f);
    __m256 t8 = _mm256_sub_ps(t6, t7);
    __m256 t9 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, t8);
    __m256 t10 = _mm256_set1_ps(1.5f);
    __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_GT_OQ));
    __m256 t12 = _mm256_set1_ps(1.25f);
    __m256 t13 = _mm256_add_ps(t9, t12);
    __m256 t14 = _mm256_set1_ps(0.5f);
    __m256 t15 = _mm256_mul_ps(t9, t14);
    __m256 t16 = _mm256_set1_ps(1.0f);
    __m256 t17 = _mm256_sub_ps(t15, t16);
    __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t11), t13, t17);
    __m256 t19 = _mm256_set1_ps(1.5f);
    __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(t18, t19, _CMP_GT_OQ));
    __m256 t21 = _mm256_set1_ps(1.25f);
    __m256 t22 = _mm256_add_ps(t18, t21);
    __m256 t23 = _mm256_set1_ps(0.5f);
    __m256 t24 = _mm256_mul_ps(t18, t23);
    __m256 t25 = _mm256_set1_ps(2.0f);
    __m256 t26 = _mm256_sub_ps(t24, t25);
    __m256 t27 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t20), t22, t26);
    __m256 t28 = _mm256_set1_ps(1.5f);
    __m256i t29 = _mm256_castps_si256(_mm256_cmp_ps(t27, t28, _CMP_GT_OQ));
    __m256 t30 = _mm256_set1_ps(1.25f);
    __m256 t31 = _mm256_add_ps(t27, t30);
    __m256 t32 = _mm256_set1_ps(0.5f);
    __m256 t33 = _mm256_mul_ps(t27, t32);
    __m256 t34 = _mm256_set1_ps(3.0f);
    __m256 t35 = _mm256_sub_ps(t33, t34);
    __m256 t36 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t29), t31, t35);
    return t36;
}

/* vcc: function at unroll.c:28 vector variant _ZGVdM8v_branchy of `branchy`: VL 8, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8v_branchy(__m256 x, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(1.5f);
    __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(x, t2, _CMP_GT_OQ));
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    __m256i t5 = _mm256_and_si256(t1, t4);
    __m256 t6 = _mm256_set1_ps(1.25f);
    __m256 t7 = _mm256_add_ps(x, t6);
    __m256 t8 = _mm256_set1_ps(0.5f);
    __m256 t9 = _mm256_mul_ps(x, t8);
    __m256 t10 = _mm256_set1_ps(0.0f);
    __m256 t11 = _mm256_sub_ps(t9, t10);
    __m256 t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t5), t11, t7);
    __m256 t13 = _mm256_set1_ps(1.5f);
    __m256i t14 = _mm256_castps_si256(_mm256_cmp_ps(t12, t13, _CMP_GT_OQ));
    __m256i t15 = (__m256i)~(vcc_m8)t14;
    __m256i t16 = _mm256_and_si256(t1, t15);
    __m256 t17 = _mm256_set1_ps(1.25f);
    __m256 t18 = _mm256_add_ps(t12, t17);
    __m256 t19 = _mm256_set1_ps(0.5f);
    __m256 t20 = _mm256_mul_ps(t12, t19);
    __m256 t21 = _mm256_set1_ps(1.0f);
    __m256 t22 = _mm256_sub_ps(t20, t21);
    __m256 t23 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t16), t22, t18);
    __m256 t24 = _mm256_set1_ps(1.5f);
    __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(t23, t24, _CMP_GT_OQ));
    __m256i t26 = (__m256i)~(vcc_m8)t25;
    __m256i t27 = _mm256_and_si256(t1, t26);
    __m256 t28 = _mm256_set1_ps(1.25f);
    __m256 t29 = _mm256_add_ps(t23, t28);
    __m256 t30 = _mm256_set1_ps(0.5f);
    __m256 t31 = _mm256_mul_ps(t23, t30);
    __m256 t32 = _mm256_set1_ps(2.0f);
    __m256 t33 = _mm256_sub_ps(t31, t32);
    __m256 t34 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t27), t33, t29);
    __m256 t35 = _mm256_set1_ps(1.5f);
    __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(t34, t35, _CMP_GT_OQ));
    __m256i t37 = (__m256i)~(vcc_m8)t36;
    __m256i t38 = _mm256_and_si256(t1, t37);
    __m256 t39 = _mm256_set1_ps(1.25f);
    __m256 t40 = _mm256_add_ps(t34, t39);
    __m256 t41 = _mm256_set1_ps(0.5f);
    __m256 t42 = _mm256_mul_ps(t34, t41);
    __m256 t43 = _mm256_set1_ps(3.0f);
    __m256 t44 = _mm256_sub_ps(t42, t43);
    __m256 t45 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t38), t44, t40);
    __m256 t46 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t45);
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

/* vcc: function at unroll.c:40 vector variant _ZGVeN16vu_early of `early`: VL 16, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_early(__m512i x, int n) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_int t2;
    vcc_v16_int t3;
    vcc_v16_int t4;
    vcc_v16_int t5;
    int t6;
    vcc_v16_int t7;
    __m512i t17;
    __m512i t18;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t6 = 0;
    t7 = (vcc_v16_int)x;
    t2 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    while (t6 < 6) {
        __m512i t8 = _mm512_set1_epi32((int)n);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t7, t8, _MM_CMPINT_NLE);
        __mmask16 t10 = _knot_mask16(t9);
        __mmask16 t11 = _kand_mask16(t1, t10);
        __m512i t12 = _mm512_set1_epi32(2);
        __m512i t13 = _mm512_mullo_epi32((__m512i)t7, t12);
        __m512i t14 = _mm512_set1_epi32(1);
        __m512i t15 = _mm512_add_epi32(t13, t14);
        __m512i t16 = _mm512_set1_epi32((int)t6);
        t2 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t2, t16);
        t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t3, (__m512i)t7);
        if (!(t11 != 0)) {
            t4 = (vcc_v16_int)(__m512i)t2;
            t5 = (vcc_v16_int)(__m512i)t3;
            goto L21;
        }
        t1 = t11;
        t6++;
        t7 = (vcc_v16_int)t15;
    }
    t17 = _mm512_set1_epi32((int)t6);
    t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t2, t17);
    t5 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t3, (__m512i)t7);
L21:
    t18 = _mm512_set1_epi32(10);
    __m512i t19 = _mm512_mullo_epi32((__m512i)t5, t18);
    __m512i t20 = _mm512_add_epi32(t19, (__m512i)t4);
    return t20;
}

/* vcc: function at unroll.c:40 vector variant _ZGVeM16vu_early of `early`: VL 16, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_early(__m512i x, int n, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_int t1;
    vcc_v16_int t2;
    vcc_v16_int t3;
    vcc_v16_int t4;
    __mmask16 t5;
    __mmask16 t6;
    int t7;
    vcc_v16_int t8;
    __m512i t18;
    __m512i t19;
    t5 = (__mmask16)mask;
    t6 = t5;
    t7 = 0;
    t8 = (vcc_v16_int)x;
    t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t2 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    while (t7 < 6) {
        __m512i t9 = _mm512_set1_epi32((int)n);
        __mmask16 t10 = _mm512_cmp_epi32_mask((__m512i)t8, t9, _MM_CMPINT_NLE);
        __mmask16 t11 = _knot_mask16(t10);
        __mmask16 t12 = _kand_mask16(t6, t11);
        __m512i t13 = _mm512_set1_epi32(2);
        __m512i t14 = _mm512_mullo_epi32((__m512i)t8, t13);
        __m512i t15 = _mm512_set1_epi32(1);
        __m512i t16 = _mm512_add_epi32(t14, t15);
        __m512i t17 = _mm512_set1_epi32((int)t7);
        t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)t1, t17);
        t2 = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)t2, (__m512i)t8);
        if (!(t12 != 0)) {
            t3 = (vcc_v16_int)(__m512i)t1;
            t4 = (vcc_v16_int)(__m512i)t2;
            goto L23;
        }
        t6 = t12;
        t7++;
        t8 = (vcc_v16_int)t16;
    }
    t18 = _mm512_set1_epi32((int)t7);
    t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)t1, t18);
    t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)t2, (__m512i)t8);
L23:
    t19 = _mm512_set1_epi32(10);
    __m512i t20 = _mm512_mullo_epi32((__m512i)t4, t19);
    __m512i t21 = _mm512_add_epi32(t20, (__m512i)t3);
    __m512i t22 = _mm512_mask_blend_epi32(t5, (__m512i)(vcc_v16_int){0}, t21);
    return t22;
}

/* vcc: function at unroll.c:40 vector variant _ZGVdN8vu_early of `early`: VL 8, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_early(__m256i x, int n) {
    vcc_no_contract_body
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    int t6;
    vcc_v8_int t7;
    __m256i t17;
    __m256i t18;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t6 = 0;
    t7 = (vcc_v8_int)x;
    t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t6 < 6) {
        __m256i t8 = _mm256_set1_epi32((int)n);
        __m256i t9 = _mm256_cmpgt_epi32((__m256i)t7, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t9;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32(2);
        __m256i t13 = _mm256_mullo_epi32((__m256i)t7, t12);
        __m256i t14 = _mm256_set1_epi32(1);
        __m256i t15 = _mm256_add_epi32(t13, t14);
        __m256i t16 = _mm256_set1_epi32((int)t6);
        t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t16, (__m256i)t2, 0xCA);
        t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t7, (__m256i)t3, 0xCA);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            t4 = (vcc_v8_int)(__m256i)t2;
            t5 = (vcc_v8_int)(__m256i)t3;
            goto L21;
        }
        t1 = t11;
        t6++;
        t7 = (vcc_v8_int)t15;
    }
    t17 = _mm256_set1_epi32((int)t6);
    t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t17, (__m256i)t2, 0xCA);
    t5 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t7, (__m256i)t3, 0xCA);
L21:
    t18 = _mm256_set1_epi32(10);
    __m256i t19 = _mm256_mullo_epi32((__m256i)t5, t18);
    __m256i t20 = _mm256_add_epi32(t19, (__m256i)t4);
    return t20;
}

/* vcc: function at unroll.c:40 vector variant _ZGVdM8vu_early of `early`: VL 8, masked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_early(__m256i x, int n, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    __m256i t5;
    __m256i t6;
    int t7;
    vcc_v8_int t8;
    __m256i t18;
    __m256i t19;
    t5 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t6 = t5;
    t7 = 0;
    t8 = (vcc_v8_int)x;
    t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t7 < 6) {
        __m256i t9 = _mm256_set1_epi32((int)n);
        __m256i t10 = _mm256_cmpgt_epi32((__m256i)t8, t9);
        __m256i t11 = (__m256i)~(vcc_m8)t10;
        __m256i t12 = _mm256_and_si256(t6, t11);
        __m256i t13 = _mm256_set1_epi32(2);
        __m256i t14 = _mm256_mullo_epi32((__m256i)t8, t13);
        __m256i t15 = _mm256_set1_epi32(1);
        __m256i t16 = _mm256_add_epi32(t14, t15);
        __m256i t17 = _mm256_set1_epi32((int)t7);
        t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t17, (__m256i)t1, 0xCA);
        t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, (__m256i)t8, (__m256i)t2, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t3 = (vcc_v8_int)(__m256i)t1;
            t4 = (vcc_v8_int)(__m256i)t2;
            goto L23;
        }
        t6 = t12;
        t7++;
        t8 = (vcc_v8_int)t16;
    }
    t18 = _mm256_set1_epi32((int)t7);
    t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t18, (__m256i)t1, 0xCA);
    t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, (__m256i)t8, (__m256i)t2, 0xCA);
L23:
    t19 = _mm256_set1_epi32(10);
    __m256i t20 = _mm256_mullo_epi32((__m256i)t4, t19);
    __m256i t21 = _mm256_add_epi32(t20, (__m256i)t3);
    __m256i t22 = _mm256_ternarylogic_epi32(t5, t21, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t22;
}

/* #pragma omp declare simd */
unsigned big(unsigned x) {
    for (unsigned k = 0; k < 100; k++)
        x = (x ^ k) * 5u + 1u;
    return x;
}

/* vcc: function at unroll.c:51 vector variant _ZGVeN16v_big of `big`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_big(__m512i x) {
    vcc_no_contract_body
    vcc_v16_uint t1 = (vcc_v16_uint)x;
    for (unsigned int t2 = 0U; t2 < 100U; t2++) {
        __m512i t3 = _mm512_set1_epi32((int)t2);
        __m512i t4 = _mm512_xor_si512((__m512i)t1, t3);
        __m512i t5 = _mm512_set1_epi32((int)5U);
        __m512i t6 = _mm512_mullo_epi32(t4, t5);
        __m512i t7 = _mm512_set1_epi32((int)1U);
        t1 = (vcc_v16_uint)_mm512_add_epi32(t6, t7);
    }
    return (__m512i)t1;
}

/* vcc: function at unroll.c:51 vector variant _ZGVeM16v_big of `big`: VL 16, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_big(__m512i x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t2 = (__mmask16)mask;
    int t3 = (t2 != 0);
    unsigned int t4 = 0U;
    vcc_v16_uint t1 = (vcc_v16_uint)x;
    while (t3 ? t4 < 100U : 0) {
        __m512i t5 = _mm512_set1_epi32((int)t4);
        __m512i t6 = _mm512_xor_si512((__m512i)t1, t5);
        __m512i t7 = _mm512_set1_epi32((int)5U);
        __m512i t8 = _mm512_mullo_epi32(t6, t7);
        __m512i t9 = _mm512_set1_epi32((int)1U);
        t1 = (vcc_v16_uint)_mm512_add_epi32(t8, t9);
        t4++;
    }
    __m512i t10 = _mm512_mask_blend_epi32(t2, (__m512i)(vcc_v16_uint){0}, (__m512i)t1);
    return t10;
}

/* vcc: function at unroll.c:51 vector variant _ZGVdN8v_big of `big`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_big(__m256i x) {
    vcc_no_contract_body
    vcc_v8_uint t1 = (vcc_v8_uint)x;
    for (unsigned int t2 = 0U; t2 < 100U; t2++) {
        __m256i t3 = _mm256_set1_epi32((int)t2);
        __m256i t4 = _mm256_xor_si256((__m256i)t1, t3);
        __m256i t5 = _mm256_set1_epi32((int)5U);
        __m256i t6 = _mm256_mullo_epi32(t4, t5);
        __m256i t7 = _mm256_set1_epi32((int)1U);
        t1 = (vcc_v8_uint)_mm256_add_epi32(t6, t7);
    }
    return (__m256i)t1;
}

/* vcc: function at unroll.c:51 vector variant _ZGVdM8v_big of `big`: VL 8, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_big(__m256i x, __m256i mask) {
    vcc_no_contract_body
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    int t3 = (_mm256_movemask_epi8(t2) != 0);
    unsigned int t4 = 0U;
    vcc_v8_uint t1 = (vcc_v8_uint)x;
    while (t3 ? t4 < 100U : 0) {
        __m256i t5 = _mm256_set1_epi32((int)t4);
        __m256i t6 = _mm256_xor_si256((__m256i)t1, t5);
        __m256i t7 = _mm256_set1_epi32((int)5U);
        __m256i t8 = _mm256_mullo_epi32(t6, t7);
        __m256i t9 = _mm256_set1_epi32((int)1U);
        t1 = (vcc_v8_uint)_mm256_add_epi32(t8, t9);
        t4++;
    }
    __m256i t10 = _mm256_ternarylogic_epi32(t2, (__m256i)t1, (__m256i)(vcc_v8_uint){0}, 0xCA);
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
