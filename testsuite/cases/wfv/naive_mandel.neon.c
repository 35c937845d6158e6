/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

uint32x4_t _ZGVnN4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter);
uint32x4_t _ZGVnM4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter, uint32x4_t mask);
/* The ablation baseline (--wfv=naive): no shape optimisations, every value a vector, every
   access a gather or scatter, every branch linearized. Same program as mandel.c. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */
/* vcc-test: flags --wfv=naive */

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

/* vcc: function at naive_mandel.c:9 vector variant _ZGVnN4vvu_mandel of `mandel`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnN4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter) {
    uint32x4_t t6 = vdupq_n_u32(max_iter);
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    float32x4_t t3 = vdupq_n_f32(0.0f);
    float32x4_t t4 = vdupq_n_f32(0.0f);
    uint32x4_t t2 = vdupq_n_u32(0U);
    uint32x4_t t5 = (uint32x4_t)(vcc_v4_uint){0};
    for (;;) {
        uint32x4_t t7 = vcltq_u32(t2, t6);
        uint32x4_t t8 = vandq_u32(t1, t7);
        float32x4_t t9 = vmulq_f32(t3, t3);
        float32x4_t t10 = vmulq_f32(t4, t4);
        float32x4_t t11 = vaddq_f32(t9, t10);
        float32x4_t t12 = vdupq_n_f32(4.0f);
        uint32x4_t t13 = vcltq_f32(t11, t12);
        uint32x4_t t14 = vandq_u32(t8, t13);
        float32x4_t t15 = vsubq_f32(t9, t10);
        float32x4_t t16 = vaddq_f32(t15, cr);
        float32x4_t t17 = vdupq_n_f32(2.0f);
        float32x4_t t18 = vmulq_f32(t17, t3);
        float32x4_t t19 = vmulq_f32(t18, t4);
        t4 = vaddq_f32(t19, ci);
        uint32x4_t t20 = vdupq_n_u32(1U);
        uint32x4_t t21 = vaddq_u32(t2, t20);
        t5 = vbslq_u32(t1, t2, t5);
        if (!(vmaxvq_u32(t14) != 0)) {
            break;
        }
        t1 = t14;
        t2 = t21;
        t3 = t16;
    }
    return t5;
}

/* vcc: function at naive_mandel.c:9 vector variant _ZGVnM4vvu_mandel of `mandel`: VL 4, masked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnM4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter, uint32x4_t mask) {
    uint32x4_t t5 = vdupq_n_u32(max_iter);
    uint32x4_t t6 = (uint32x4_t)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    float32x4_t t2 = vdupq_n_f32(0.0f);
    float32x4_t t3 = vdupq_n_f32(0.0f);
    uint32x4_t t1 = vdupq_n_u32(0U);
    uint32x4_t t7 = t6;
    uint32x4_t t4 = (uint32x4_t)(vcc_v4_uint){0};
    for (;;) {
        uint32x4_t t8 = vcltq_u32(t1, t5);
        uint32x4_t t9 = vandq_u32(t7, t8);
        float32x4_t t10 = vmulq_f32(t2, t2);
        float32x4_t t11 = vmulq_f32(t3, t3);
        float32x4_t t12 = vaddq_f32(t10, t11);
        float32x4_t t13 = vdupq_n_f32(4.0f);
        uint32x4_t t14 = vcltq_f32(t12, t13);
        uint32x4_t t15 = vandq_u32(t9, t14);
        float32x4_t t16 = vsubq_f32(t10, t11);
        float32x4_t t17 = vaddq_f32(t16, cr);
        float32x4_t t18 = vdupq_n_f32(2.0f);
        float32x4_t t19 = vmulq_f32(t18, t2);
        float32x4_t t20 = vmulq_f32(t19, t3);
        t3 = vaddq_f32(t20, ci);
        uint32x4_t t21 = vdupq_n_u32(1U);
        uint32x4_t t22 = vaddq_u32(t1, t21);
        t4 = vbslq_u32(t7, t1, t4);
        if (!(vmaxvq_u32(t15) != 0)) {
            break;
        }
        t7 = t15;
        t1 = t22;
        t2 = t17;
    }
    uint32x4_t t23 = vbslq_u32(t6, t4, (uint32x4_t)(vcc_v4_uint){0});
    return t23;
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
