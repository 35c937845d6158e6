/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

float32x4_t _ZGVnN4vu_leaf(float32x4_t x, float k);
float32x4_t _ZGVnM4vu_leaf(float32x4_t x, float k, float32x4_t mask);
float32x4_t _ZGVnN4vu_middle(float32x4_t x, float k);
float32x4_t _ZGVnM4vu_middle(float32x4_t x, float k, float32x4_t mask);
float32x4_t _ZGVnN4vu_top(float32x4_t x, float k);
float32x4_t _ZGVnM4vu_top(float32x4_t x, float k, float32x4_t mask);
float32x4_t _ZGVnN4vu_entry(float32x4_t x, float k);
int32x4_t _ZGVnN4v_fact(int32x4_t n);
int32x4_t _ZGVnM4v_fact(int32x4_t n, int32x4_t mask);
int32x4_t _ZGVnN4v_is_even(int32x4_t n);
int32x4_t _ZGVnM4v_is_even(int32x4_t n, int32x4_t mask);
int32x4_t _ZGVnN4v_is_odd(int32x4_t n);
int32x4_t _ZGVnM4v_is_odd(int32x4_t n, int32x4_t mask);
/* Call chains between annotated functions: `entry` calls `top`, which calls `middle` under a
   varying condition (its masked variant), which calls `leaf` under its own condition (the
   masked variant, under the two conditions' lanes): four deep, a masked call in the middle.
   Recursion: `fact` calls itself and `is_even`/`is_odd` call each other; their variants call
   the masked variants under the lanes still recursing, behind a test that any lane is, so they
   stop where the scalar functions do. main calls the variants by their ABI names, and a loop
   calls `entry` over several counts. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: expect-variants 13 */
/* vcc-test: expect-loops 1 */

/* #pragma omp declare simd uniform(k) */
float leaf(float x, float k) {
    return x * k + 0.5f;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVnN4vu_leaf of `leaf`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_leaf(float32x4_t x, float k) {
    float32x4_t t1 = vdupq_n_f32(k);
    float32x4_t t2 = vmulq_f32(x, t1);
    float32x4_t t3 = vdupq_n_f32(0.5f);
    float32x4_t t4 = vaddq_f32(t2, t3);
    return t4;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVnM4vu_leaf of `leaf`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_leaf(float32x4_t x, float k, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t2 = vdupq_n_f32(k);
    float32x4_t t3 = vmulq_f32(x, t2);
    float32x4_t t4 = vdupq_n_f32(0.5f);
    float32x4_t t5 = vaddq_f32(t3, t4);
    float32x4_t t6 = vbslq_f32(t1, t5, (float32x4_t)(vcc_v4_float){0});
    return t6;
}

/* #pragma omp declare simd uniform(k) */
float middle(float x, float k) {
    float r = x - 1.0f;
    if (x > 2.0f)
        r = leaf(x, k) * 2.0f;
    return r;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVnN4vu_middle of `middle`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_middle(float32x4_t x, float k) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3 = vdupq_n_f32(1.0f);
    float32x4_t t4 = vsubq_f32(x, t3);
    float32x4_t t5 = vdupq_n_f32(2.0f);
    uint32x4_t t6 = vcgtq_f32(x, t5);
    if ((vmaxvq_u32(t6) != 0)) {
        if ((vminvq_u32(t6) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t7 = _ZGVnN4vu_leaf(x, k);
            float32x4_t t8 = vdupq_n_f32(2.0f);
            t1 = vmulq_f32(t7, t8);
        } else {
            float32x4_t t9 = vdupq_n_f32(1.0f);
            float32x4_t t10 = vbslq_f32(t6, t9, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t11 = _ZGVnM4vu_leaf(x, k, t10);
            float32x4_t t12 = vdupq_n_f32(2.0f);
            t1 = vmulq_f32(t11, t12);
            t2 = t6;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t13 = vbslq_f32(t2, t1, t4);
    return t13;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVnM4vu_middle of `middle`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_middle(float32x4_t x, float k, float32x4_t mask) {
    float32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t4 = vdupq_n_f32(1.0f);
    float32x4_t t5 = vsubq_f32(x, t4);
    float32x4_t t6 = vdupq_n_f32(2.0f);
    uint32x4_t t7 = vcgtq_f32(x, t6);
    uint32x4_t t8 = vandq_u32(t3, t7);
    if ((vmaxvq_u32(t8) != 0)) {
        if ((vminvq_u32(t8) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t9 = _ZGVnN4vu_leaf(x, k);
            float32x4_t t10 = vdupq_n_f32(2.0f);
            t1 = vmulq_f32(t9, t10);
        } else {
            float32x4_t t11 = vdupq_n_f32(1.0f);
            float32x4_t t12 = vbslq_f32(t8, t11, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t13 = _ZGVnM4vu_leaf(x, k, t12);
            float32x4_t t14 = vdupq_n_f32(2.0f);
            t1 = vmulq_f32(t13, t14);
            t2 = t8;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t15 = vbslq_f32(t2, t1, t5);
    float32x4_t t16 = vbslq_f32(t3, t15, (float32x4_t)(vcc_v4_float){0});
    return t16;
}

/* #pragma omp declare simd uniform(k) */
float top(float x, float k) {
    float r = x * 0.25f;
    if (x < 6.0f)
        r = middle(x + 1.0f, k) - r;
    return r;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVnN4vu_top of `top`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_top(float32x4_t x, float k) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3 = vdupq_n_f32(0.25f);
    float32x4_t t4 = vmulq_f32(x, t3);
    float32x4_t t5 = vdupq_n_f32(6.0f);
    uint32x4_t t6 = vcltq_f32(x, t5);
    if ((vmaxvq_u32(t6) != 0)) {
        if ((vminvq_u32(t6) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t7 = vdupq_n_f32(1.0f);
            float32x4_t t8 = vaddq_f32(x, t7);
            float32x4_t t9 = _ZGVnN4vu_middle(t8, k);
            t1 = vsubq_f32(t9, t4);
        } else {
            float32x4_t t10 = vdupq_n_f32(1.0f);
            float32x4_t t11 = vaddq_f32(x, t10);
            float32x4_t t12 = vdupq_n_f32(1.0f);
            float32x4_t t13 = vbslq_f32(t6, t12, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t14 = _ZGVnM4vu_middle(t11, k, t13);
            t1 = vsubq_f32(t14, t4);
            t2 = t6;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t15 = vbslq_f32(t2, t1, t4);
    return t15;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVnM4vu_top of `top`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_top(float32x4_t x, float k, float32x4_t mask) {
    float32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t4 = vdupq_n_f32(0.25f);
    float32x4_t t5 = vmulq_f32(x, t4);
    float32x4_t t6 = vdupq_n_f32(6.0f);
    uint32x4_t t7 = vcltq_f32(x, t6);
    uint32x4_t t8 = vandq_u32(t3, t7);
    if ((vmaxvq_u32(t8) != 0)) {
        if ((vminvq_u32(t8) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t9 = vdupq_n_f32(1.0f);
            float32x4_t t10 = vaddq_f32(x, t9);
            float32x4_t t11 = _ZGVnN4vu_middle(t10, k);
            t1 = vsubq_f32(t11, t5);
        } else {
            float32x4_t t12 = vdupq_n_f32(1.0f);
            float32x4_t t13 = vaddq_f32(x, t12);
            float32x4_t t14 = vdupq_n_f32(1.0f);
            float32x4_t t15 = vbslq_f32(t8, t14, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t16 = _ZGVnM4vu_middle(t13, k, t15);
            t1 = vsubq_f32(t16, t5);
            t2 = t8;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t17 = vbslq_f32(t2, t1, t5);
    float32x4_t t18 = vbslq_f32(t3, t17, (float32x4_t)(vcc_v4_float){0});
    return t18;
}

/* #pragma omp declare simd uniform(k) notinbranch */
float entry(float x, float k) {
    return top(x, k) + 3.0f;
}

/* vcc: function at call_chain.c:37 vector variant _ZGVnN4vu_entry of `entry`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_entry(float32x4_t x, float k) {
    float32x4_t t1 = _ZGVnN4vu_top(x, k);
    float32x4_t t2 = vdupq_n_f32(3.0f);
    float32x4_t t3 = vaddq_f32(t1, t2);
    return t3;
}

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

/* vcc: function at call_chain.c:42 vector variant _ZGVnN4v_fact of `fact`: VL 4, unmasked, n vector */
int32x4_t _ZGVnN4v_fact(int32x4_t n) {
    int32x4_t t1;
    int32x4_t t2 = vdupq_n_s32(1);
    uint32x4_t t3 = vcleq_s32(n, t2);
    uint32x4_t t4 = vmvnq_u32(t3);
    if ((vmaxvq_u32(t4) != 0)) {
        if ((vminvq_u32(t4) != 0)) {
            int32x4_t t5 = vdupq_n_s32(1);
            int32x4_t t6 = vsubq_s32(n, t5);
            int32x4_t t7 = _ZGVnN4v_fact(t6);
            t1 = vmulq_s32(n, t7);
        } else {
            int32x4_t t8 = vdupq_n_s32(1);
            uint32x4_t t9 = vreinterpretq_u32_s32(n);
            uint32x4_t t10 = vreinterpretq_u32_s32(t8);
            uint32x4_t t11 = vsubq_u32(t9, t10);
            int32x4_t t12 = vreinterpretq_s32_u32(t11);
            int32x4_t t13 = vdupq_n_s32(1);
            int32x4_t t14 = vbslq_s32(t3, (int32x4_t)(vcc_v4_int){0}, t13);
            int32x4_t t15 = _ZGVnM4v_fact(t12, t14);
            uint32x4_t t16 = vreinterpretq_u32_s32(n);
            uint32x4_t t17 = vreinterpretq_u32_s32(t15);
            uint32x4_t t18 = vmulq_u32(t16, t17);
            int32x4_t t19 = vreinterpretq_s32_u32(t18);
            t1 = vbslq_s32(t3, (int32x4_t)(vcc_v4_int){0}, t19);
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t20 = vdupq_n_s32(1);
    int32x4_t t21 = vbslq_s32(t3, t20, t1);
    return t21;
}

/* vcc: function at call_chain.c:42 vector variant _ZGVnM4v_fact of `fact`: VL 4, masked, n vector */
int32x4_t _ZGVnM4v_fact(int32x4_t n, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t3 = vdupq_n_s32(1);
    uint32x4_t t4 = vcleq_s32(n, t3);
    uint32x4_t t5 = vandq_u32(t2, t4);
    uint32x4_t t6 = vmvnq_u32(t4);
    uint32x4_t t7 = vandq_u32(t2, t6);
    if ((vmaxvq_u32(t7) != 0)) {
        if ((vminvq_u32(t7) != 0)) {
            int32x4_t t8 = vdupq_n_s32(1);
            int32x4_t t9 = vsubq_s32(n, t8);
            int32x4_t t10 = _ZGVnN4v_fact(t9);
            t1 = vmulq_s32(n, t10);
        } else {
            int32x4_t t11 = vdupq_n_s32(1);
            uint32x4_t t12 = vreinterpretq_u32_s32(n);
            uint32x4_t t13 = vreinterpretq_u32_s32(t11);
            uint32x4_t t14 = vsubq_u32(t12, t13);
            int32x4_t t15 = vreinterpretq_s32_u32(t14);
            int32x4_t t16 = vdupq_n_s32(1);
            int32x4_t t17 = vbslq_s32(t7, t16, (int32x4_t)(vcc_v4_int){0});
            int32x4_t t18 = _ZGVnM4v_fact(t15, t17);
            uint32x4_t t19 = vreinterpretq_u32_s32(n);
            uint32x4_t t20 = vreinterpretq_u32_s32(t18);
            uint32x4_t t21 = vmulq_u32(t19, t20);
            int32x4_t t22 = vreinterpretq_s32_u32(t21);
            t1 = vbslq_s32(t7, t22, (int32x4_t)(vcc_v4_int){0});
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    int32x4_t t23 = vdupq_n_s32(1);
    int32x4_t t24 = vbslq_s32(t5, t23, t1);
    return t24;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at call_chain.c:52 vector variant _ZGVnN4v_is_odd of `is_odd`: VL 4, unmasked, n vector */
int32x4_t _ZGVnN4v_is_odd(int32x4_t n) {
    int32x4_t t1;
    uint32x4_t t2;
    int32x4_t t3 = vdupq_n_s32(0);
    uint32x4_t t4 = vceqq_s32(n, t3);
    uint32x4_t t5 = vmvnq_u32(t4);
    if ((vmaxvq_u32(t5) != 0)) {
        if ((vminvq_u32(t5) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int32x4_t t6 = vdupq_n_s32(1);
            int32x4_t t7 = vsubq_s32(n, t6);
            t1 = _ZGVnN4v_is_even(t7);
        } else {
            int32x4_t t8 = vdupq_n_s32(1);
            uint32x4_t t9 = vreinterpretq_u32_s32(n);
            uint32x4_t t10 = vreinterpretq_u32_s32(t8);
            uint32x4_t t11 = vsubq_u32(t9, t10);
            int32x4_t t12 = vreinterpretq_s32_u32(t11);
            int32x4_t t13 = vdupq_n_s32(1);
            int32x4_t t14 = vbslq_s32(t4, (int32x4_t)(vcc_v4_int){0}, t13);
            t1 = _ZGVnM4v_is_even(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t15 = vdupq_n_s32(0);
    int32x4_t t16 = vbslq_s32(t2, t1, t15);
    return t16;
}

/* vcc: function at call_chain.c:52 vector variant _ZGVnM4v_is_odd of `is_odd`: VL 4, masked, n vector */
int32x4_t _ZGVnM4v_is_odd(int32x4_t n, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t4 = vdupq_n_s32(0);
    uint32x4_t t5 = vceqq_s32(n, t4);
    uint32x4_t t6 = vmvnq_u32(t5);
    uint32x4_t t7 = vandq_u32(t3, t6);
    if ((vmaxvq_u32(t7) != 0)) {
        if ((vminvq_u32(t7) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int32x4_t t8 = vdupq_n_s32(1);
            int32x4_t t9 = vsubq_s32(n, t8);
            t1 = _ZGVnN4v_is_even(t9);
        } else {
            int32x4_t t10 = vdupq_n_s32(1);
            uint32x4_t t11 = vreinterpretq_u32_s32(n);
            uint32x4_t t12 = vreinterpretq_u32_s32(t10);
            uint32x4_t t13 = vsubq_u32(t11, t12);
            int32x4_t t14 = vreinterpretq_s32_u32(t13);
            int32x4_t t15 = vdupq_n_s32(1);
            int32x4_t t16 = vbslq_s32(t7, t15, (int32x4_t)(vcc_v4_int){0});
            t1 = _ZGVnM4v_is_even(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t17 = vdupq_n_s32(0);
    int32x4_t t18 = vbslq_s32(t2, t1, t17);
    int32x4_t t19 = vbslq_s32(t3, t18, (int32x4_t)(vcc_v4_int){0});
    return t19;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at call_chain.c:57 vector variant _ZGVnN4v_is_even of `is_even`: VL 4, unmasked, n vector */
int32x4_t _ZGVnN4v_is_even(int32x4_t n) {
    int32x4_t t1;
    uint32x4_t t2;
    int32x4_t t3 = vdupq_n_s32(0);
    uint32x4_t t4 = vceqq_s32(n, t3);
    uint32x4_t t5 = vmvnq_u32(t4);
    if ((vmaxvq_u32(t5) != 0)) {
        if ((vminvq_u32(t5) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int32x4_t t6 = vdupq_n_s32(1);
            int32x4_t t7 = vsubq_s32(n, t6);
            t1 = _ZGVnN4v_is_odd(t7);
        } else {
            int32x4_t t8 = vdupq_n_s32(1);
            uint32x4_t t9 = vreinterpretq_u32_s32(n);
            uint32x4_t t10 = vreinterpretq_u32_s32(t8);
            uint32x4_t t11 = vsubq_u32(t9, t10);
            int32x4_t t12 = vreinterpretq_s32_u32(t11);
            int32x4_t t13 = vdupq_n_s32(1);
            int32x4_t t14 = vbslq_s32(t4, (int32x4_t)(vcc_v4_int){0}, t13);
            t1 = _ZGVnM4v_is_odd(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t15 = vdupq_n_s32(1);
    int32x4_t t16 = vbslq_s32(t2, t1, t15);
    return t16;
}

/* vcc: function at call_chain.c:57 vector variant _ZGVnM4v_is_even of `is_even`: VL 4, masked, n vector */
int32x4_t _ZGVnM4v_is_even(int32x4_t n, int32x4_t mask) {
    int32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t4 = vdupq_n_s32(0);
    uint32x4_t t5 = vceqq_s32(n, t4);
    uint32x4_t t6 = vmvnq_u32(t5);
    uint32x4_t t7 = vandq_u32(t3, t6);
    if ((vmaxvq_u32(t7) != 0)) {
        if ((vminvq_u32(t7) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int32x4_t t8 = vdupq_n_s32(1);
            int32x4_t t9 = vsubq_s32(n, t8);
            t1 = _ZGVnN4v_is_odd(t9);
        } else {
            int32x4_t t10 = vdupq_n_s32(1);
            uint32x4_t t11 = vreinterpretq_u32_s32(n);
            uint32x4_t t12 = vreinterpretq_u32_s32(t10);
            uint32x4_t t13 = vsubq_u32(t11, t12);
            int32x4_t t14 = vreinterpretq_s32_u32(t13);
            int32x4_t t15 = vdupq_n_s32(1);
            int32x4_t t16 = vbslq_s32(t7, t15, (int32x4_t)(vcc_v4_int){0});
            t1 = _ZGVnM4v_is_odd(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t17 = vdupq_n_s32(1);
    int32x4_t t18 = vbslq_s32(t2, t1, t17);
    int32x4_t t19 = vbslq_s32(t3, t18, (int32x4_t)(vcc_v4_int){0});
    return t19;
}

void entries(float *restrict y, const float *restrict x, int n, float k) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3;
    uint32x4_t t4;
    float32x4_t t5;
    uint32x4_t t6;
    float32x4_t t7;
    uint32x4_t t8;
    float32x4_t t9;
    uint32x4_t t10;
    float32x4_t t11;
    uint32x4_t t12;
    float32x4_t t13;
    uint32x4_t t14;
    float32x4_t t15;
    uint32x4_t t16;
    float32x4_t t17;
    uint32x4_t t18;
    float32x4_t t19;
    uint32x4_t t20;
    float32x4_t t21;
    uint32x4_t t22;
    float32x4_t t23;
    uint32x4_t t24;
    float32x4_t t25;
    uint32x4_t t26;
    float32x4_t t27;
    uint32x4_t t28;
    float32x4_t t29;
    uint32x4_t t30;
    int t34;
    int i;
    long t31 = (long)n;
    if (t31 >= 16L) {
        long t32 = t31 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at call_chain.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = y + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t47 = vdupq_n_f32(0.25f);
            float32x4_t t48 = vmulq_f32(x_v, t47);
            float32x4_t t49 = vdupq_n_f32(6.0f);
            uint32x4_t t50 = vcltq_f32(x_v, t49);
            if ((vmaxvq_u32(t50) != 0)) {
                if ((vminvq_u32(t50) != 0)) {
                    t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t51 = vdupq_n_f32(1.0f);
                    float32x4_t t52 = vaddq_f32(x_v, t51);
                    float32x4_t t86 = vdupq_n_f32(1.0f);
                    float32x4_t t87 = vsubq_f32(t52, t86);
                    float32x4_t t88 = vdupq_n_f32(2.0f);
                    uint32x4_t t89 = vcgtq_f32(t52, t88);
                    if ((vmaxvq_u32(t89) != 0)) {
                        if ((vminvq_u32(t89) != 0)) {
                            t8 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t151 = vdupq_n_f32(k);
                            float32x4_t t152 = vmulq_f32(t52, t151);
                            float32x4_t t153 = vdupq_n_f32(0.5f);
                            float32x4_t t154 = vaddq_f32(t152, t153);
                            float32x4_t t150 = vdupq_n_f32(2.0f);
                            t7 = vmulq_f32(t154, t150);
                        } else {
                            float32x4_t t90 = vdupq_n_f32(1.0f);
                            float32x4_t t91 = vbslq_f32(t89, t90, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t156 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t91 != (vcc_v4_float){0});
                            float32x4_t t157 = vdupq_n_f32(k);
                            float32x4_t t158 = vmulq_f32(t52, t157);
                            float32x4_t t159 = vdupq_n_f32(0.5f);
                            float32x4_t t160 = vaddq_f32(t158, t159);
                            float32x4_t t161 = vbslq_f32(t156, t160, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t155 = vdupq_n_f32(2.0f);
                            t7 = vmulq_f32(t161, t155);
                            t8 = t89;
                        }
                    } else {
                        t7 = (float32x4_t)(vcc_v4_float){0};
                        t8 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t92 = vbslq_f32(t8, t7, t87);
                    t1 = vsubq_f32(t92, t48);
                } else {
                    float32x4_t t53 = vdupq_n_f32(1.0f);
                    float32x4_t t54 = vaddq_f32(x_v, t53);
                    float32x4_t t55 = vdupq_n_f32(1.0f);
                    float32x4_t t56 = vbslq_f32(t50, t55, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t93 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t56 != (vcc_v4_float){0});
                    float32x4_t t94 = vdupq_n_f32(1.0f);
                    float32x4_t t95 = vsubq_f32(t54, t94);
                    float32x4_t t96 = vdupq_n_f32(2.0f);
                    uint32x4_t t97 = vcgtq_f32(t54, t96);
                    uint32x4_t t98 = vandq_u32(t93, t97);
                    if ((vmaxvq_u32(t98) != 0)) {
                        if ((vminvq_u32(t98) != 0)) {
                            t10 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t163 = vdupq_n_f32(k);
                            float32x4_t t164 = vmulq_f32(t54, t163);
                            float32x4_t t165 = vdupq_n_f32(0.5f);
                            float32x4_t t166 = vaddq_f32(t164, t165);
                            float32x4_t t162 = vdupq_n_f32(2.0f);
                            t9 = vmulq_f32(t166, t162);
                        } else {
                            float32x4_t t99 = vdupq_n_f32(1.0f);
                            float32x4_t t100 = vbslq_f32(t98, t99, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t168 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t100 != (vcc_v4_float){0});
                            float32x4_t t169 = vdupq_n_f32(k);
                            float32x4_t t170 = vmulq_f32(t54, t169);
                            float32x4_t t171 = vdupq_n_f32(0.5f);
                            float32x4_t t172 = vaddq_f32(t170, t171);
                            float32x4_t t173 = vbslq_f32(t168, t172, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t167 = vdupq_n_f32(2.0f);
                            t9 = vmulq_f32(t173, t167);
                            t10 = t98;
                        }
                    } else {
                        t9 = (float32x4_t)(vcc_v4_float){0};
                        t10 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t101 = vbslq_f32(t10, t9, t95);
                    float32x4_t t102 = vbslq_f32(t93, t101, (float32x4_t)(vcc_v4_float){0});
                    t1 = vsubq_f32(t102, t48);
                    t2 = t50;
                }
            } else {
                t1 = (float32x4_t)(vcc_v4_float){0};
                t2 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t57 = vbslq_f32(t2, t1, t48);
            float32x4_t t45 = vdupq_n_f32(3.0f);
            float32x4_t t46 = vaddq_f32(t57, t45);
            vst1q_f32(t33, t46);
            long t41 = i_vec_1 + 4L;
            float *t42 = y + t41;
            float32x4_t x_v_2 = vld1q_f32(x + t41);
            float32x4_t t75 = vdupq_n_f32(0.25f);
            float32x4_t t76 = vmulq_f32(x_v_2, t75);
            float32x4_t t77 = vdupq_n_f32(6.0f);
            uint32x4_t t78 = vcltq_f32(x_v_2, t77);
            if ((vmaxvq_u32(t78) != 0)) {
                if ((vminvq_u32(t78) != 0)) {
                    t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t79 = vdupq_n_f32(1.0f);
                    float32x4_t t80 = vaddq_f32(x_v_2, t79);
                    float32x4_t t133 = vdupq_n_f32(1.0f);
                    float32x4_t t134 = vsubq_f32(t80, t133);
                    float32x4_t t135 = vdupq_n_f32(2.0f);
                    uint32x4_t t136 = vcgtq_f32(t80, t135);
                    if ((vmaxvq_u32(t136) != 0)) {
                        if ((vminvq_u32(t136) != 0)) {
                            t18 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t229 = vdupq_n_f32(k);
                            float32x4_t t230 = vmulq_f32(t80, t229);
                            float32x4_t t231 = vdupq_n_f32(0.5f);
                            float32x4_t t232 = vaddq_f32(t230, t231);
                            float32x4_t t228 = vdupq_n_f32(2.0f);
                            t17 = vmulq_f32(t232, t228);
                        } else {
                            float32x4_t t137 = vdupq_n_f32(1.0f);
                            float32x4_t t138 = vbslq_f32(t136, t137, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t234 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t138 != (vcc_v4_float){0});
                            float32x4_t t235 = vdupq_n_f32(k);
                            float32x4_t t236 = vmulq_f32(t80, t235);
                            float32x4_t t237 = vdupq_n_f32(0.5f);
                            float32x4_t t238 = vaddq_f32(t236, t237);
                            float32x4_t t239 = vbslq_f32(t234, t238, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t233 = vdupq_n_f32(2.0f);
                            t17 = vmulq_f32(t239, t233);
                            t18 = t136;
                        }
                    } else {
                        t17 = (float32x4_t)(vcc_v4_float){0};
                        t18 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t139 = vbslq_f32(t18, t17, t134);
                    t5 = vsubq_f32(t139, t76);
                } else {
                    float32x4_t t81 = vdupq_n_f32(1.0f);
                    float32x4_t t82 = vaddq_f32(x_v_2, t81);
                    float32x4_t t83 = vdupq_n_f32(1.0f);
                    float32x4_t t84 = vbslq_f32(t78, t83, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t140 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t84 != (vcc_v4_float){0});
                    float32x4_t t141 = vdupq_n_f32(1.0f);
                    float32x4_t t142 = vsubq_f32(t82, t141);
                    float32x4_t t143 = vdupq_n_f32(2.0f);
                    uint32x4_t t144 = vcgtq_f32(t82, t143);
                    uint32x4_t t145 = vandq_u32(t140, t144);
                    if ((vmaxvq_u32(t145) != 0)) {
                        if ((vminvq_u32(t145) != 0)) {
                            t20 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t241 = vdupq_n_f32(k);
                            float32x4_t t242 = vmulq_f32(t82, t241);
                            float32x4_t t243 = vdupq_n_f32(0.5f);
                            float32x4_t t244 = vaddq_f32(t242, t243);
                            float32x4_t t240 = vdupq_n_f32(2.0f);
                            t19 = vmulq_f32(t244, t240);
                        } else {
                            float32x4_t t146 = vdupq_n_f32(1.0f);
                            float32x4_t t147 = vbslq_f32(t145, t146, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t246 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t147 != (vcc_v4_float){0});
                            float32x4_t t247 = vdupq_n_f32(k);
                            float32x4_t t248 = vmulq_f32(t82, t247);
                            float32x4_t t249 = vdupq_n_f32(0.5f);
                            float32x4_t t250 = vaddq_f32(t248, t249);
                            float32x4_t t251 = vbslq_f32(t246, t250, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t245 = vdupq_n_f32(2.0f);
                            t19 = vmulq_f32(t251, t245);
                            t20 = t145;
                        }
                    } else {
                        t19 = (float32x4_t)(vcc_v4_float){0};
                        t20 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t148 = vbslq_f32(t20, t19, t142);
                    float32x4_t t149 = vbslq_f32(t140, t148, (float32x4_t)(vcc_v4_float){0});
                    t5 = vsubq_f32(t149, t76);
                    t6 = t78;
                }
            } else {
                t5 = (float32x4_t)(vcc_v4_float){0};
                t6 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t85 = vbslq_f32(t6, t5, t76);
            float32x4_t t73 = vdupq_n_f32(3.0f);
            float32x4_t t74 = vaddq_f32(t85, t73);
            vst1q_f32(t42, t74);
            long t43 = i_vec_1 + 8L;
            float *t44 = y + t43;
            float32x4_t x_v_3 = vld1q_f32(x + t43);
            float32x4_t t122 = vdupq_n_f32(0.25f);
            float32x4_t t123 = vmulq_f32(x_v_3, t122);
            float32x4_t t124 = vdupq_n_f32(6.0f);
            uint32x4_t t125 = vcltq_f32(x_v_3, t124);
            if ((vmaxvq_u32(t125) != 0)) {
                if ((vminvq_u32(t125) != 0)) {
                    t16 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t126 = vdupq_n_f32(1.0f);
                    float32x4_t t127 = vaddq_f32(x_v_3, t126);
                    float32x4_t t211 = vdupq_n_f32(1.0f);
                    float32x4_t t212 = vsubq_f32(t127, t211);
                    float32x4_t t213 = vdupq_n_f32(2.0f);
                    uint32x4_t t214 = vcgtq_f32(t127, t213);
                    if ((vmaxvq_u32(t214) != 0)) {
                        if ((vminvq_u32(t214) != 0)) {
                            t24 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t270 = vdupq_n_f32(k);
                            float32x4_t t271 = vmulq_f32(t127, t270);
                            float32x4_t t272 = vdupq_n_f32(0.5f);
                            float32x4_t t273 = vaddq_f32(t271, t272);
                            float32x4_t t269 = vdupq_n_f32(2.0f);
                            t23 = vmulq_f32(t273, t269);
                        } else {
                            float32x4_t t215 = vdupq_n_f32(1.0f);
                            float32x4_t t216 = vbslq_f32(t214, t215, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t275 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t216 != (vcc_v4_float){0});
                            float32x4_t t276 = vdupq_n_f32(k);
                            float32x4_t t277 = vmulq_f32(t127, t276);
                            float32x4_t t278 = vdupq_n_f32(0.5f);
                            float32x4_t t279 = vaddq_f32(t277, t278);
                            float32x4_t t280 = vbslq_f32(t275, t279, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t274 = vdupq_n_f32(2.0f);
                            t23 = vmulq_f32(t280, t274);
                            t24 = t214;
                        }
                    } else {
                        t23 = (float32x4_t)(vcc_v4_float){0};
                        t24 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t217 = vbslq_f32(t24, t23, t212);
                    t15 = vsubq_f32(t217, t123);
                } else {
                    float32x4_t t128 = vdupq_n_f32(1.0f);
                    float32x4_t t129 = vaddq_f32(x_v_3, t128);
                    float32x4_t t130 = vdupq_n_f32(1.0f);
                    float32x4_t t131 = vbslq_f32(t125, t130, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t218 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t131 != (vcc_v4_float){0});
                    float32x4_t t219 = vdupq_n_f32(1.0f);
                    float32x4_t t220 = vsubq_f32(t129, t219);
                    float32x4_t t221 = vdupq_n_f32(2.0f);
                    uint32x4_t t222 = vcgtq_f32(t129, t221);
                    uint32x4_t t223 = vandq_u32(t218, t222);
                    if ((vmaxvq_u32(t223) != 0)) {
                        if ((vminvq_u32(t223) != 0)) {
                            t26 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t282 = vdupq_n_f32(k);
                            float32x4_t t283 = vmulq_f32(t129, t282);
                            float32x4_t t284 = vdupq_n_f32(0.5f);
                            float32x4_t t285 = vaddq_f32(t283, t284);
                            float32x4_t t281 = vdupq_n_f32(2.0f);
                            t25 = vmulq_f32(t285, t281);
                        } else {
                            float32x4_t t224 = vdupq_n_f32(1.0f);
                            float32x4_t t225 = vbslq_f32(t223, t224, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t287 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t225 != (vcc_v4_float){0});
                            float32x4_t t288 = vdupq_n_f32(k);
                            float32x4_t t289 = vmulq_f32(t129, t288);
                            float32x4_t t290 = vdupq_n_f32(0.5f);
                            float32x4_t t291 = vaddq_f32(t289, t290);
                            float32x4_t t292 = vbslq_f32(t287, t291, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t286 = vdupq_n_f32(2.0f);
                            t25 = vmulq_f32(t292, t286);
                            t26 = t223;
                        }
                    } else {
                        t25 = (float32x4_t)(vcc_v4_float){0};
                        t26 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t226 = vbslq_f32(t26, t25, t220);
                    float32x4_t t227 = vbslq_f32(t218, t226, (float32x4_t)(vcc_v4_float){0});
                    t15 = vsubq_f32(t227, t123);
                    t16 = t125;
                }
            } else {
                t15 = (float32x4_t)(vcc_v4_float){0};
                t16 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t132 = vbslq_f32(t16, t15, t123);
            float32x4_t t120 = vdupq_n_f32(3.0f);
            float32x4_t t121 = vaddq_f32(t132, t120);
            vst1q_f32(t44, t121);
            long t71 = i_vec_1 + 12L;
            float *t72 = y + t71;
            float32x4_t x_v_4 = vld1q_f32(x + t71);
            float32x4_t t200 = vdupq_n_f32(0.25f);
            float32x4_t t201 = vmulq_f32(x_v_4, t200);
            float32x4_t t202 = vdupq_n_f32(6.0f);
            uint32x4_t t203 = vcltq_f32(x_v_4, t202);
            if ((vmaxvq_u32(t203) != 0)) {
                if ((vminvq_u32(t203) != 0)) {
                    t22 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t204 = vdupq_n_f32(1.0f);
                    float32x4_t t205 = vaddq_f32(x_v_4, t204);
                    float32x4_t t252 = vdupq_n_f32(1.0f);
                    float32x4_t t253 = vsubq_f32(t205, t252);
                    float32x4_t t254 = vdupq_n_f32(2.0f);
                    uint32x4_t t255 = vcgtq_f32(t205, t254);
                    if ((vmaxvq_u32(t255) != 0)) {
                        if ((vminvq_u32(t255) != 0)) {
                            t28 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t294 = vdupq_n_f32(k);
                            float32x4_t t295 = vmulq_f32(t205, t294);
                            float32x4_t t296 = vdupq_n_f32(0.5f);
                            float32x4_t t297 = vaddq_f32(t295, t296);
                            float32x4_t t293 = vdupq_n_f32(2.0f);
                            t27 = vmulq_f32(t297, t293);
                        } else {
                            float32x4_t t256 = vdupq_n_f32(1.0f);
                            float32x4_t t257 = vbslq_f32(t255, t256, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t299 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t257 != (vcc_v4_float){0});
                            float32x4_t t300 = vdupq_n_f32(k);
                            float32x4_t t301 = vmulq_f32(t205, t300);
                            float32x4_t t302 = vdupq_n_f32(0.5f);
                            float32x4_t t303 = vaddq_f32(t301, t302);
                            float32x4_t t304 = vbslq_f32(t299, t303, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t298 = vdupq_n_f32(2.0f);
                            t27 = vmulq_f32(t304, t298);
                            t28 = t255;
                        }
                    } else {
                        t27 = (float32x4_t)(vcc_v4_float){0};
                        t28 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t258 = vbslq_f32(t28, t27, t253);
                    t21 = vsubq_f32(t258, t201);
                } else {
                    float32x4_t t206 = vdupq_n_f32(1.0f);
                    float32x4_t t207 = vaddq_f32(x_v_4, t206);
                    float32x4_t t208 = vdupq_n_f32(1.0f);
                    float32x4_t t209 = vbslq_f32(t203, t208, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t259 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t209 != (vcc_v4_float){0});
                    float32x4_t t260 = vdupq_n_f32(1.0f);
                    float32x4_t t261 = vsubq_f32(t207, t260);
                    float32x4_t t262 = vdupq_n_f32(2.0f);
                    uint32x4_t t263 = vcgtq_f32(t207, t262);
                    uint32x4_t t264 = vandq_u32(t259, t263);
                    if ((vmaxvq_u32(t264) != 0)) {
                        if ((vminvq_u32(t264) != 0)) {
                            t30 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t306 = vdupq_n_f32(k);
                            float32x4_t t307 = vmulq_f32(t207, t306);
                            float32x4_t t308 = vdupq_n_f32(0.5f);
                            float32x4_t t309 = vaddq_f32(t307, t308);
                            float32x4_t t305 = vdupq_n_f32(2.0f);
                            t29 = vmulq_f32(t309, t305);
                        } else {
                            float32x4_t t265 = vdupq_n_f32(1.0f);
                            float32x4_t t266 = vbslq_f32(t264, t265, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t311 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t266 != (vcc_v4_float){0});
                            float32x4_t t312 = vdupq_n_f32(k);
                            float32x4_t t313 = vmulq_f32(t207, t312);
                            float32x4_t t314 = vdupq_n_f32(0.5f);
                            float32x4_t t315 = vaddq_f32(t313, t314);
                            float32x4_t t316 = vbslq_f32(t311, t315, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t310 = vdupq_n_f32(2.0f);
                            t29 = vmulq_f32(t316, t310);
                            t30 = t264;
                        }
                    } else {
                        t29 = (float32x4_t)(vcc_v4_float){0};
                        t30 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t267 = vbslq_f32(t30, t29, t261);
                    float32x4_t t268 = vbslq_f32(t259, t267, (float32x4_t)(vcc_v4_float){0});
                    t21 = vsubq_f32(t268, t201);
                    t22 = t203;
                }
            } else {
                t21 = (float32x4_t)(vcc_v4_float){0};
                t22 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t210 = vbslq_f32(t22, t21, t201);
            float32x4_t t198 = vdupq_n_f32(3.0f);
            float32x4_t t199 = vaddq_f32(t210, t198);
            vst1q_f32(t72, t199);
            i_vec_1 += 16L;
            if (i_vec_1 >= t32) {
                t34 = (int)t32;
                break;
            }
        }
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long i_vec = 0L;
        /* vcc: loop at call_chain.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t37 = (long)t34 + i_vec;
            float *t38 = y + t37;
            float32x4_t x_v_1 = vld1q_f32(x + t37);
            float32x4_t t60 = vdupq_n_f32(0.25f);
            float32x4_t t61 = vmulq_f32(x_v_1, t60);
            float32x4_t t62 = vdupq_n_f32(6.0f);
            uint32x4_t t63 = vcltq_f32(x_v_1, t62);
            if ((vmaxvq_u32(t63) != 0)) {
                if ((vminvq_u32(t63) != 0)) {
                    t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t64 = vdupq_n_f32(1.0f);
                    float32x4_t t65 = vaddq_f32(x_v_1, t64);
                    float32x4_t t103 = vdupq_n_f32(1.0f);
                    float32x4_t t104 = vsubq_f32(t65, t103);
                    float32x4_t t105 = vdupq_n_f32(2.0f);
                    uint32x4_t t106 = vcgtq_f32(t65, t105);
                    if ((vmaxvq_u32(t106) != 0)) {
                        if ((vminvq_u32(t106) != 0)) {
                            t12 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t175 = vdupq_n_f32(k);
                            float32x4_t t176 = vmulq_f32(t65, t175);
                            float32x4_t t177 = vdupq_n_f32(0.5f);
                            float32x4_t t178 = vaddq_f32(t176, t177);
                            float32x4_t t174 = vdupq_n_f32(2.0f);
                            t11 = vmulq_f32(t178, t174);
                        } else {
                            float32x4_t t107 = vdupq_n_f32(1.0f);
                            float32x4_t t108 = vbslq_f32(t106, t107, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t180 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t108 != (vcc_v4_float){0});
                            float32x4_t t181 = vdupq_n_f32(k);
                            float32x4_t t182 = vmulq_f32(t65, t181);
                            float32x4_t t183 = vdupq_n_f32(0.5f);
                            float32x4_t t184 = vaddq_f32(t182, t183);
                            float32x4_t t185 = vbslq_f32(t180, t184, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t179 = vdupq_n_f32(2.0f);
                            t11 = vmulq_f32(t185, t179);
                            t12 = t106;
                        }
                    } else {
                        t11 = (float32x4_t)(vcc_v4_float){0};
                        t12 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t109 = vbslq_f32(t12, t11, t104);
                    t3 = vsubq_f32(t109, t61);
                } else {
                    float32x4_t t66 = vdupq_n_f32(1.0f);
                    float32x4_t t67 = vaddq_f32(x_v_1, t66);
                    float32x4_t t68 = vdupq_n_f32(1.0f);
                    float32x4_t t69 = vbslq_f32(t63, t68, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t110 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t69 != (vcc_v4_float){0});
                    float32x4_t t111 = vdupq_n_f32(1.0f);
                    float32x4_t t112 = vsubq_f32(t67, t111);
                    float32x4_t t113 = vdupq_n_f32(2.0f);
                    uint32x4_t t114 = vcgtq_f32(t67, t113);
                    uint32x4_t t115 = vandq_u32(t110, t114);
                    if ((vmaxvq_u32(t115) != 0)) {
                        if ((vminvq_u32(t115) != 0)) {
                            t14 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                            float32x4_t t187 = vdupq_n_f32(k);
                            float32x4_t t188 = vmulq_f32(t67, t187);
                            float32x4_t t189 = vdupq_n_f32(0.5f);
                            float32x4_t t190 = vaddq_f32(t188, t189);
                            float32x4_t t186 = vdupq_n_f32(2.0f);
                            t13 = vmulq_f32(t190, t186);
                        } else {
                            float32x4_t t116 = vdupq_n_f32(1.0f);
                            float32x4_t t117 = vbslq_f32(t115, t116, (float32x4_t)(vcc_v4_float){0});
                            uint32x4_t t192 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t117 != (vcc_v4_float){0});
                            float32x4_t t193 = vdupq_n_f32(k);
                            float32x4_t t194 = vmulq_f32(t67, t193);
                            float32x4_t t195 = vdupq_n_f32(0.5f);
                            float32x4_t t196 = vaddq_f32(t194, t195);
                            float32x4_t t197 = vbslq_f32(t192, t196, (float32x4_t)(vcc_v4_float){0});
                            float32x4_t t191 = vdupq_n_f32(2.0f);
                            t13 = vmulq_f32(t197, t191);
                            t14 = t115;
                        }
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    float32x4_t t118 = vbslq_f32(t14, t13, t112);
                    float32x4_t t119 = vbslq_f32(t110, t118, (float32x4_t)(vcc_v4_float){0});
                    t3 = vsubq_f32(t119, t61);
                    t4 = t63;
                }
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
                t4 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t70 = vbslq_f32(t4, t3, t61);
            float32x4_t t58 = vdupq_n_f32(3.0f);
            float32x4_t t59 = vaddq_f32(t70, t58);
            vst1q_f32(t38, t59);
            i_vec += 4L;
            if (i_vec >= t36) {
                i = (int)((long)t34 + t36);
                break;
            }
        }
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        float t40 = x[t39];
        y[t39] = entry(t40, k);
    }
}

v8f _ZGVdN8vu_entry(v8f, float);
v8f _ZGVdN8vu_top(v8f, float);
v8f _ZGVdM8vu_top(v8f, float, v8f);
v8f _ZGVdM8vu_middle(v8f, float, v8f);
v8i _ZGVdN8v_fact(v8i);
v8i _ZGVdM8v_fact(v8i, v8i);
v8i _ZGVdN8v_is_even(v8i);
v8i _ZGVdM8v_is_odd(v8i, v8i);

int main(void) {
    /* Lanes on every path: x >= 6 (no call), x + 1 <= 2 (`middle` without `leaf`), both calls. */
    float x[8] = {0.5f, 7, 1.5f, 3, -2, 6, 5.5f, 0}, fm[8] = {1, 1, 0, 1, 1, 0, 1, 1};
    for (int l = 0; l < 8; l++)
        printf("%g %g %g | ", entry(x[l], 1.5f), top(x[l], 1.5f), middle(x[l], 1.5f));
    printf("\n");
    print8f("entry N", _ZGVdN8vu_entry(TO_VEC(v8f, x), 1.5f), NULL);
    print8f("top N", _ZGVdN8vu_top(TO_VEC(v8f, x), 1.5f), NULL);
    print8f("top M", _ZGVdM8vu_top(TO_VEC(v8f, x), 1.5f, TO_VEC(v8f, fm)), fm);
    print8f("middle M", _ZGVdM8vu_middle(TO_VEC(v8f, x), 1.5f, TO_VEC(v8f, fm)), fm);

    /* Recursion depths 0 to 11 in one vector; the masked variant with lanes off. */
    int n[8] = {0, 1, 5, 11, 2, 7, 3, 10}, im[8] = {1, 0, 1, 1, 0, 1, 0, 1};
    for (int l = 0; l < 8; l++)
        printf("%d %d %d | ", fact(n[l]), is_even(n[l]), is_odd(n[l]));
    printf("\n");
    print8i("fact N", _ZGVdN8v_fact(TO_VEC(v8i, n)), NULL);
    print8i("fact M", _ZGVdM8v_fact(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    print8i("is_even N", _ZGVdN8v_is_even(TO_VEC(v8i, n)), NULL);
    print8i("is_odd M", _ZGVdM8v_is_odd(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);

    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int len = sizes[s];
        float *in = malloc((len + 1) * sizeof(float)), *out = malloc((len + 1) * sizeof(float));
        for (int i = 0; i < len; i++)
            in[i] = (i % 11) * 0.75f - 1.0f;
        entries(out, in, len, 0.5f);
        float sum = 0;
        for (int i = 0; i < len; i++)
            sum = sum * 0.5f + out[i];
        printf("n=%d %g\n", len, sum);
        free(in);
        free(out);
    }
    return 0;
}
