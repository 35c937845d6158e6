/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

uint32x4_t _ZGVnN4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter);
uint32x4_t _ZGVnM4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter, uint32x4_t mask);
/* A divergent loop: lanes leave Mandelbrot's while loop at different iterations; the loop runs
   while any lane is in it and each lane keeps the count of the iteration it left in. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned mandel(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

/* vcc: function at mandel.c:8 vector variant _ZGVnN4vvu_mandel of `mandel`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnN4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter) {
    uint32x4_t t1;
    float32x4_t t2;
    float32x4_t t3;
    uint32x4_t t4;
    uint32x4_t t5;
    unsigned int t6;
    uint32x4_t t19;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    t2 = vdupq_n_f32(0.0f);
    t3 = vdupq_n_f32(0.0f);
    t6 = 0U;
    t4 = (uint32x4_t)(vcc_v4_uint){0};
    while (t6 < max_iter) {
        float32x4_t t7 = vmulq_f32(t2, t2);
        float32x4_t t8 = vmulq_f32(t3, t3);
        float32x4_t t9 = vaddq_f32(t7, t8);
        float32x4_t t10 = vdupq_n_f32(4.0f);
        uint32x4_t t11 = vcltq_f32(t9, t10);
        uint32x4_t t12 = vandq_u32(t1, t11);
        float32x4_t t13 = vsubq_f32(t7, t8);
        float32x4_t t14 = vaddq_f32(t13, cr);
        float32x4_t t15 = vdupq_n_f32(2.0f);
        float32x4_t t16 = vmulq_f32(t15, t2);
        float32x4_t t17 = vmulq_f32(t16, t3);
        t3 = vaddq_f32(t17, ci);
        uint32x4_t t18 = vdupq_n_u32(t6);
        t4 = vbslq_u32(t1, t18, t4);
        if (!(vmaxvq_u32(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = vdupq_n_u32(t6);
    t5 = vbslq_u32(t1, t19, t4);
L20:
    return t5;
}

/* vcc: function at mandel.c:8 vector variant _ZGVnM4vvu_mandel of `mandel`: VL 4, masked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnM4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter, uint32x4_t mask) {
    float32x4_t t1;
    float32x4_t t2;
    uint32x4_t t3;
    uint32x4_t t4;
    uint32x4_t t5;
    uint32x4_t t6;
    unsigned int t7;
    uint32x4_t t20;
    uint32x4_t t21;
    t5 = (uint32x4_t)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    t1 = vdupq_n_f32(0.0f);
    t2 = vdupq_n_f32(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (uint32x4_t)(vcc_v4_uint){0};
    while (t7 < max_iter) {
        float32x4_t t8 = vmulq_f32(t1, t1);
        float32x4_t t9 = vmulq_f32(t2, t2);
        float32x4_t t10 = vaddq_f32(t8, t9);
        float32x4_t t11 = vdupq_n_f32(4.0f);
        uint32x4_t t12 = vcltq_f32(t10, t11);
        uint32x4_t t13 = vandq_u32(t6, t12);
        float32x4_t t14 = vsubq_f32(t8, t9);
        float32x4_t t15 = vaddq_f32(t14, cr);
        float32x4_t t16 = vdupq_n_f32(2.0f);
        float32x4_t t17 = vmulq_f32(t16, t1);
        float32x4_t t18 = vmulq_f32(t17, t2);
        t2 = vaddq_f32(t18, ci);
        uint32x4_t t19 = vdupq_n_u32(t7);
        t3 = vbslq_u32(t6, t19, t3);
        if (!(vmaxvq_u32(t13) != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = vdupq_n_u32(t7);
    t4 = vbslq_u32(t6, t20, t3);
L22:
    t21 = vbslq_u32(t5, t4, (uint32x4_t)(vcc_v4_uint){0});
    return t21;
}

v8u _ZGVdN8vvu_mandel(v8f, v8f, unsigned);
v8u _ZGVdM8vvu_mandel(v8f, v8f, unsigned, v8u);

int main(void) {
    for (int row = 0; row < 12; row++) {
        float cr[8], ci[8];
        unsigned m[8], a[8], b[8];
        for (int k = 0; k < 8; k++) {
            cr[k] = -2.1f + 0.33f * k + 0.02f * row;
            ci[k] = -1.2f + 0.2f * row + 0.01f * k;
            m[k] = (k * 7 + row) % 3 != 0;
        }
        unsigned max_iter = row < 6 ? 40 : 200;
        FROM_VEC(a, _ZGVdN8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter));
        FROM_VEC(b, _ZGVdM8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter, TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%u %u", mandel(cr[k], ci[k], max_iter), a[k]);
            if (m[k])
                printf(" %u", b[k]);
            printf("\n");
        }
    }
    return 0;
}
