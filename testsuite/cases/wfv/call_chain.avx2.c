/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_leaf(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_leaf(__m256 x, float k, __m256 mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_middle(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_middle(__m256 x, float k, __m256 mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_top(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_top(__m256 x, float k, __m256 mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_entry(__m256 x, float k);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_fact(__m256i n);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_even(__m256i n);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_odd(__m256i n);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask);
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

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_leaf(__m256 x, float k) {
    __m256 t1 = _mm256_set1_ps(k);
    __m256 t2 = _mm256_mul_ps(x, t1);
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256 t4 = _mm256_add_ps(t2, t3);
    return t4;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_leaf(__m256 x, float k, __m256 mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(x, t2);
    __m256 t4 = _mm256_set1_ps(0.5f);
    __m256 t5 = _mm256_add_ps(t3, t4);
    __m256 t6 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t5, _mm256_castsi256_ps(t1));
    return t6;
}

/* #pragma omp declare simd uniform(k) */
float middle(float x, float k) {
    float r = x - 1.0f;
    if (x > 2.0f)
        r = leaf(x, k) * 2.0f;
    return r;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_middle(__m256 x, float k) {
    __m256 t1;
    __m256i t2;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_sub_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if ((_mm256_movemask_epi8(t6) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t7 = _ZGVdN8vu_leaf(x, k);
            __m256 t8 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t7, t8);
        } else {
            __m256 t9 = _mm256_set1_ps(1.0f);
            __m256 t10 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t9, _mm256_castsi256_ps(t6));
            __m256 t11 = _ZGVdM8vu_leaf(x, k, t10);
            __m256 t12 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t11, t12);
            t2 = t6;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t13 = _mm256_blendv_ps(t4, t1, _mm256_castsi256_ps(t2));
    return t13;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_middle(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_sub_ps(x, t4);
    __m256 t6 = _mm256_set1_ps(2.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    __m256i t8 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t8) != 0)) {
        if ((_mm256_movemask_epi8(t8) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t9 = _ZGVdN8vu_leaf(x, k);
            __m256 t10 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t9, t10);
        } else {
            __m256 t11 = _mm256_set1_ps(1.0f);
            __m256 t12 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t11, _mm256_castsi256_ps(t8));
            __m256 t13 = _ZGVdM8vu_leaf(x, k, t12);
            __m256 t14 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t13, t14);
            t2 = t8;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t15 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    __m256 t16 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t15, _mm256_castsi256_ps(t3));
    return t16;
}

/* #pragma omp declare simd uniform(k) */
float top(float x, float k) {
    float r = x * 0.25f;
    if (x < 6.0f)
        r = middle(x + 1.0f, k) - r;
    return r;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_top(__m256 x, float k) {
    __m256 t1;
    __m256i t2;
    __m256 t3 = _mm256_set1_ps(0.25f);
    __m256 t4 = _mm256_mul_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(6.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if ((_mm256_movemask_epi8(t6) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t7 = _mm256_set1_ps(1.0f);
            __m256 t8 = _mm256_add_ps(x, t7);
            __m256 t9 = _ZGVdN8vu_middle(t8, k);
            t1 = _mm256_sub_ps(t9, t4);
        } else {
            __m256 t10 = _mm256_set1_ps(1.0f);
            __m256 t11 = _mm256_add_ps(x, t10);
            __m256 t12 = _mm256_set1_ps(1.0f);
            __m256 t13 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t12, _mm256_castsi256_ps(t6));
            __m256 t14 = _ZGVdM8vu_middle(t11, k, t13);
            t1 = _mm256_sub_ps(t14, t4);
            t2 = t6;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t15 = _mm256_blendv_ps(t4, t1, _mm256_castsi256_ps(t2));
    return t15;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_top(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(0.25f);
    __m256 t5 = _mm256_mul_ps(x, t4);
    __m256 t6 = _mm256_set1_ps(6.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_LT_OQ));
    __m256i t8 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t8) != 0)) {
        if ((_mm256_movemask_epi8(t8) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t9 = _mm256_set1_ps(1.0f);
            __m256 t10 = _mm256_add_ps(x, t9);
            __m256 t11 = _ZGVdN8vu_middle(t10, k);
            t1 = _mm256_sub_ps(t11, t5);
        } else {
            __m256 t12 = _mm256_set1_ps(1.0f);
            __m256 t13 = _mm256_add_ps(x, t12);
            __m256 t14 = _mm256_set1_ps(1.0f);
            __m256 t15 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t14, _mm256_castsi256_ps(t8));
            __m256 t16 = _ZGVdM8vu_middle(t13, k, t15);
            t1 = _mm256_sub_ps(t16, t5);
            t2 = t8;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t17 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    __m256 t18 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t17, _mm256_castsi256_ps(t3));
    return t18;
}

/* #pragma omp declare simd uniform(k) notinbranch */
float entry(float x, float k) {
    return top(x, k) + 3.0f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_entry(__m256 x, float k) {
    __m256 t1 = _ZGVdN8vu_top(x, k);
    __m256 t2 = _mm256_set1_ps(3.0f);
    __m256 t3 = _mm256_add_ps(t1, t2);
    return t3;
}

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_fact(__m256i n) {
    __m256i t1;
    __m256i t2 = _mm256_set1_epi32(1);
    __m256i t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t2), _mm256_set1_epi32(-1));
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    if ((_mm256_movemask_epi8(t4) != 0)) {
        if ((_mm256_movemask_epi8(t4) == -1)) {
            __m256i t5 = _mm256_set1_epi32(1);
            __m256i t6 = _mm256_sub_epi32(n, t5);
            __m256i t7 = _ZGVdN8v_fact(t6);
            t1 = _mm256_mullo_epi32(n, t7);
        } else {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = n;
            __m256i t10 = t8;
            __m256i t11 = _mm256_sub_epi32(t9, t10);
            __m256i t12 = t11;
            __m256i t13 = _mm256_set1_epi32(1);
            __m256i t14 = _mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t3);
            __m256i t15 = _ZGVdM8v_fact(t12, t14);
            __m256i t16 = n;
            __m256i t17 = t15;
            __m256i t18 = _mm256_mullo_epi32(t16, t17);
            __m256i t19 = t18;
            t1 = _mm256_blendv_epi8(t19, (__m256i)(vcc_v8_int){0}, t3);
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
    }
    __m256i t20 = _mm256_set1_epi32(1);
    __m256i t21 = _mm256_blendv_epi8(t1, t20, t3);
    return t21;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask) {
    __m256i t1;
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t3 = _mm256_set1_epi32(1);
    __m256i t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t3), _mm256_set1_epi32(-1));
    __m256i t5 = _mm256_and_si256(t2, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t4;
    __m256i t7 = _mm256_and_si256(t2, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if ((_mm256_movemask_epi8(t7) == -1)) {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            __m256i t10 = _ZGVdN8v_fact(t9);
            t1 = _mm256_mullo_epi32(n, t10);
        } else {
            __m256i t11 = _mm256_set1_epi32(1);
            __m256i t12 = n;
            __m256i t13 = t11;
            __m256i t14 = _mm256_sub_epi32(t12, t13);
            __m256i t15 = t14;
            __m256i t16 = _mm256_set1_epi32(1);
            __m256i t17 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t16, t7);
            __m256i t18 = _ZGVdM8v_fact(t15, t17);
            __m256i t19 = n;
            __m256i t20 = t18;
            __m256i t21 = _mm256_mullo_epi32(t19, t20);
            __m256i t22 = t21;
            t1 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t22, t7);
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
    }
    __m256i t23 = _mm256_set1_epi32(1);
    __m256i t24 = _mm256_blendv_epi8(t1, t23, t5);
    return t24;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_odd(__m256i n) {
    __m256i t1;
    __m256i t2;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t5) != 0)) {
        if ((_mm256_movemask_epi8(t5) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t6 = _mm256_set1_epi32(1);
            __m256i t7 = _mm256_sub_epi32(n, t6);
            t1 = _ZGVdN8v_is_even(t7);
        } else {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = n;
            __m256i t10 = t8;
            __m256i t11 = _mm256_sub_epi32(t9, t10);
            __m256i t12 = t11;
            __m256i t13 = _mm256_set1_epi32(1);
            __m256i t14 = _mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t4);
            t1 = _ZGVdM8v_is_even(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t15 = _mm256_set1_epi32(0);
    __m256i t16 = _mm256_blendv_epi8(t15, t1, t2);
    return t16;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t7 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if ((_mm256_movemask_epi8(t7) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            t1 = _ZGVdN8v_is_even(t9);
        } else {
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = n;
            __m256i t12 = t10;
            __m256i t13 = _mm256_sub_epi32(t11, t12);
            __m256i t14 = t13;
            __m256i t15 = _mm256_set1_epi32(1);
            __m256i t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t7);
            t1 = _ZGVdM8v_is_even(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t17 = _mm256_set1_epi32(0);
    __m256i t18 = _mm256_blendv_epi8(t17, t1, t2);
    __m256i t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t18, t3);
    return t19;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_even(__m256i n) {
    __m256i t1;
    __m256i t2;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t5) != 0)) {
        if ((_mm256_movemask_epi8(t5) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t6 = _mm256_set1_epi32(1);
            __m256i t7 = _mm256_sub_epi32(n, t6);
            t1 = _ZGVdN8v_is_odd(t7);
        } else {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = n;
            __m256i t10 = t8;
            __m256i t11 = _mm256_sub_epi32(t9, t10);
            __m256i t12 = t11;
            __m256i t13 = _mm256_set1_epi32(1);
            __m256i t14 = _mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t4);
            t1 = _ZGVdM8v_is_odd(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t15 = _mm256_set1_epi32(1);
    __m256i t16 = _mm256_blendv_epi8(t15, t1, t2);
    return t16;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t7 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if ((_mm256_movemask_epi8(t7) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            t1 = _ZGVdN8v_is_odd(t9);
        } else {
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = n;
            __m256i t12 = t10;
            __m256i t13 = _mm256_sub_epi32(t11, t12);
            __m256i t14 = t13;
            __m256i t15 = _mm256_set1_epi32(1);
            __m256i t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t7);
            t1 = _ZGVdM8v_is_odd(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t17 = _mm256_set1_epi32(1);
    __m256i t18 = _mm256_blendv_epi8(t17, t1, t2);
    __m256i t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t18, t3);
    return t19;
}

__attribute__((target("avx2"))) void entries(float *restrict y, const float *restrict x, int n, float k) {
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256i t4;
    __m256 t5;
    __m256i t6;
    __m256 t7;
    __m256i t8;
    __m256 t9;
    __m256i t10;
    __m256 t11;
    __m256i t12;
    __m256 t13;
    __m256i t14;
    __m256 t15;
    __m256i t16;
    __m256 t17;
    __m256i t18;
    int t24;
    int i;
    long t19 = (long)n;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at call_chain.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t21 = i_vec_1 + 8L;
            long t22 = (long)(int)i_vec_1;
            float *t23 = y + t22;
            __m256 x_v = _mm256_loadu_ps(x + t22);
            __m256 t35 = _mm256_set1_ps(0.25f);
            __m256 t36 = _mm256_mul_ps(x_v, t35);
            __m256 t37 = _mm256_set1_ps(6.0f);
            __m256i t38 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t37, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t38) != 0)) {
                if ((_mm256_movemask_epi8(t38) == -1)) {
                    t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t39 = _mm256_set1_ps(1.0f);
                    __m256 t40 = _mm256_add_ps(x_v, t39);
                    __m256 t72 = _mm256_set1_ps(1.0f);
                    __m256 t73 = _mm256_sub_ps(t40, t72);
                    __m256 t74 = _mm256_set1_ps(2.0f);
                    __m256i t75 = _mm256_castps_si256(_mm256_cmp_ps(t40, t74, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t75) != 0)) {
                        if ((_mm256_movemask_epi8(t75) == -1)) {
                            t8 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t124 = _mm256_set1_ps(k);
                            __m256 t125 = _mm256_mul_ps(t40, t124);
                            __m256 t126 = _mm256_set1_ps(0.5f);
                            __m256 t127 = _mm256_add_ps(t125, t126);
                            __m256 t123 = _mm256_set1_ps(2.0f);
                            t7 = _mm256_mul_ps(t127, t123);
                        } else {
                            __m256 t76 = _mm256_set1_ps(1.0f);
                            __m256 t77 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t76, _mm256_castsi256_ps(t75));
                            __m256i t129 = (__m256i)(vcc_m8)((vcc_v8_float)t77 != (vcc_v8_float){0});
                            __m256 t130 = _mm256_set1_ps(k);
                            __m256 t131 = _mm256_mul_ps(t40, t130);
                            __m256 t132 = _mm256_set1_ps(0.5f);
                            __m256 t133 = _mm256_add_ps(t131, t132);
                            __m256 t134 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t133, _mm256_castsi256_ps(t129));
                            __m256 t128 = _mm256_set1_ps(2.0f);
                            t7 = _mm256_mul_ps(t134, t128);
                            t8 = t75;
                        }
                    } else {
                        t7 = (__m256)(vcc_v8_float){0};
                        t8 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t78 = _mm256_blendv_ps(t73, t7, _mm256_castsi256_ps(t8));
                    t1 = _mm256_sub_ps(t78, t36);
                } else {
                    __m256 t41 = _mm256_set1_ps(1.0f);
                    __m256 t42 = _mm256_add_ps(x_v, t41);
                    __m256 t43 = _mm256_set1_ps(1.0f);
                    __m256 t44 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t43, _mm256_castsi256_ps(t38));
                    __m256i t79 = (__m256i)(vcc_m8)((vcc_v8_float)t44 != (vcc_v8_float){0});
                    __m256 t80 = _mm256_set1_ps(1.0f);
                    __m256 t81 = _mm256_sub_ps(t42, t80);
                    __m256 t82 = _mm256_set1_ps(2.0f);
                    __m256i t83 = _mm256_castps_si256(_mm256_cmp_ps(t42, t82, _CMP_GT_OQ));
                    __m256i t84 = _mm256_and_si256(t79, t83);
                    if ((_mm256_movemask_epi8(t84) != 0)) {
                        if ((_mm256_movemask_epi8(t84) == -1)) {
                            t10 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t136 = _mm256_set1_ps(k);
                            __m256 t137 = _mm256_mul_ps(t42, t136);
                            __m256 t138 = _mm256_set1_ps(0.5f);
                            __m256 t139 = _mm256_add_ps(t137, t138);
                            __m256 t135 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t139, t135);
                        } else {
                            __m256 t85 = _mm256_set1_ps(1.0f);
                            __m256 t86 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t85, _mm256_castsi256_ps(t84));
                            __m256i t141 = (__m256i)(vcc_m8)((vcc_v8_float)t86 != (vcc_v8_float){0});
                            __m256 t142 = _mm256_set1_ps(k);
                            __m256 t143 = _mm256_mul_ps(t42, t142);
                            __m256 t144 = _mm256_set1_ps(0.5f);
                            __m256 t145 = _mm256_add_ps(t143, t144);
                            __m256 t146 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t145, _mm256_castsi256_ps(t141));
                            __m256 t140 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t146, t140);
                            t10 = t84;
                        }
                    } else {
                        t9 = (__m256)(vcc_v8_float){0};
                        t10 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t87 = _mm256_blendv_ps(t81, t9, _mm256_castsi256_ps(t10));
                    __m256 t88 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t87, _mm256_castsi256_ps(t79));
                    t1 = _mm256_sub_ps(t88, t36);
                    t2 = t38;
                }
            } else {
                t1 = (__m256)(vcc_v8_float){0};
                t2 = (__m256i)(vcc_m8){0};
            }
            __m256 t45 = _mm256_blendv_ps(t36, t1, _mm256_castsi256_ps(t2));
            __m256 t33 = _mm256_set1_ps(3.0f);
            __m256 t34 = _mm256_add_ps(t45, t33);
            _mm256_storeu_ps(t23, t34);
            long t31 = (long)(int)t21;
            float *t32 = y + t31;
            __m256 x_v_2 = _mm256_loadu_ps(x + t31);
            __m256 t61 = _mm256_set1_ps(0.25f);
            __m256 t62 = _mm256_mul_ps(x_v_2, t61);
            __m256 t63 = _mm256_set1_ps(6.0f);
            __m256i t64 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t63, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t64) != 0)) {
                if ((_mm256_movemask_epi8(t64) == -1)) {
                    t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t65 = _mm256_set1_ps(1.0f);
                    __m256 t66 = _mm256_add_ps(x_v_2, t65);
                    __m256 t106 = _mm256_set1_ps(1.0f);
                    __m256 t107 = _mm256_sub_ps(t66, t106);
                    __m256 t108 = _mm256_set1_ps(2.0f);
                    __m256i t109 = _mm256_castps_si256(_mm256_cmp_ps(t66, t108, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t109) != 0)) {
                        if ((_mm256_movemask_epi8(t109) == -1)) {
                            t16 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t172 = _mm256_set1_ps(k);
                            __m256 t173 = _mm256_mul_ps(t66, t172);
                            __m256 t174 = _mm256_set1_ps(0.5f);
                            __m256 t175 = _mm256_add_ps(t173, t174);
                            __m256 t171 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t175, t171);
                        } else {
                            __m256 t110 = _mm256_set1_ps(1.0f);
                            __m256 t111 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t110, _mm256_castsi256_ps(t109));
                            __m256i t177 = (__m256i)(vcc_m8)((vcc_v8_float)t111 != (vcc_v8_float){0});
                            __m256 t178 = _mm256_set1_ps(k);
                            __m256 t179 = _mm256_mul_ps(t66, t178);
                            __m256 t180 = _mm256_set1_ps(0.5f);
                            __m256 t181 = _mm256_add_ps(t179, t180);
                            __m256 t182 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t181, _mm256_castsi256_ps(t177));
                            __m256 t176 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t182, t176);
                            t16 = t109;
                        }
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t112 = _mm256_blendv_ps(t107, t15, _mm256_castsi256_ps(t16));
                    t5 = _mm256_sub_ps(t112, t62);
                } else {
                    __m256 t67 = _mm256_set1_ps(1.0f);
                    __m256 t68 = _mm256_add_ps(x_v_2, t67);
                    __m256 t69 = _mm256_set1_ps(1.0f);
                    __m256 t70 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t69, _mm256_castsi256_ps(t64));
                    __m256i t113 = (__m256i)(vcc_m8)((vcc_v8_float)t70 != (vcc_v8_float){0});
                    __m256 t114 = _mm256_set1_ps(1.0f);
                    __m256 t115 = _mm256_sub_ps(t68, t114);
                    __m256 t116 = _mm256_set1_ps(2.0f);
                    __m256i t117 = _mm256_castps_si256(_mm256_cmp_ps(t68, t116, _CMP_GT_OQ));
                    __m256i t118 = _mm256_and_si256(t113, t117);
                    if ((_mm256_movemask_epi8(t118) != 0)) {
                        if ((_mm256_movemask_epi8(t118) == -1)) {
                            t18 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t184 = _mm256_set1_ps(k);
                            __m256 t185 = _mm256_mul_ps(t68, t184);
                            __m256 t186 = _mm256_set1_ps(0.5f);
                            __m256 t187 = _mm256_add_ps(t185, t186);
                            __m256 t183 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t187, t183);
                        } else {
                            __m256 t119 = _mm256_set1_ps(1.0f);
                            __m256 t120 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t119, _mm256_castsi256_ps(t118));
                            __m256i t189 = (__m256i)(vcc_m8)((vcc_v8_float)t120 != (vcc_v8_float){0});
                            __m256 t190 = _mm256_set1_ps(k);
                            __m256 t191 = _mm256_mul_ps(t68, t190);
                            __m256 t192 = _mm256_set1_ps(0.5f);
                            __m256 t193 = _mm256_add_ps(t191, t192);
                            __m256 t194 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t193, _mm256_castsi256_ps(t189));
                            __m256 t188 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t194, t188);
                            t18 = t118;
                        }
                    } else {
                        t17 = (__m256)(vcc_v8_float){0};
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t121 = _mm256_blendv_ps(t115, t17, _mm256_castsi256_ps(t18));
                    __m256 t122 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t121, _mm256_castsi256_ps(t113));
                    t5 = _mm256_sub_ps(t122, t62);
                    t6 = t64;
                }
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            __m256 t71 = _mm256_blendv_ps(t62, t5, _mm256_castsi256_ps(t6));
            __m256 t59 = _mm256_set1_ps(3.0f);
            __m256 t60 = _mm256_add_ps(t71, t59);
            _mm256_storeu_ps(t32, t60);
            i_vec_1 += 16L;
            if (i_vec_1 >= t20) {
                t24 = (int)t20;
                break;
            }
        }
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t27 = (long)(int)((long)t24 + i_vec);
            float *t28 = y + t27;
            __m256 x_v_1 = _mm256_loadu_ps(x + t27);
            __m256 t48 = _mm256_set1_ps(0.25f);
            __m256 t49 = _mm256_mul_ps(x_v_1, t48);
            __m256 t50 = _mm256_set1_ps(6.0f);
            __m256i t51 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t50, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t51) != 0)) {
                if ((_mm256_movemask_epi8(t51) == -1)) {
                    t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t52 = _mm256_set1_ps(1.0f);
                    __m256 t53 = _mm256_add_ps(x_v_1, t52);
                    __m256 t89 = _mm256_set1_ps(1.0f);
                    __m256 t90 = _mm256_sub_ps(t53, t89);
                    __m256 t91 = _mm256_set1_ps(2.0f);
                    __m256i t92 = _mm256_castps_si256(_mm256_cmp_ps(t53, t91, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t92) != 0)) {
                        if ((_mm256_movemask_epi8(t92) == -1)) {
                            t12 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t148 = _mm256_set1_ps(k);
                            __m256 t149 = _mm256_mul_ps(t53, t148);
                            __m256 t150 = _mm256_set1_ps(0.5f);
                            __m256 t151 = _mm256_add_ps(t149, t150);
                            __m256 t147 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t151, t147);
                        } else {
                            __m256 t93 = _mm256_set1_ps(1.0f);
                            __m256 t94 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t93, _mm256_castsi256_ps(t92));
                            __m256i t153 = (__m256i)(vcc_m8)((vcc_v8_float)t94 != (vcc_v8_float){0});
                            __m256 t154 = _mm256_set1_ps(k);
                            __m256 t155 = _mm256_mul_ps(t53, t154);
                            __m256 t156 = _mm256_set1_ps(0.5f);
                            __m256 t157 = _mm256_add_ps(t155, t156);
                            __m256 t158 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t157, _mm256_castsi256_ps(t153));
                            __m256 t152 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t158, t152);
                            t12 = t92;
                        }
                    } else {
                        t11 = (__m256)(vcc_v8_float){0};
                        t12 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t95 = _mm256_blendv_ps(t90, t11, _mm256_castsi256_ps(t12));
                    t3 = _mm256_sub_ps(t95, t49);
                } else {
                    __m256 t54 = _mm256_set1_ps(1.0f);
                    __m256 t55 = _mm256_add_ps(x_v_1, t54);
                    __m256 t56 = _mm256_set1_ps(1.0f);
                    __m256 t57 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t56, _mm256_castsi256_ps(t51));
                    __m256i t96 = (__m256i)(vcc_m8)((vcc_v8_float)t57 != (vcc_v8_float){0});
                    __m256 t97 = _mm256_set1_ps(1.0f);
                    __m256 t98 = _mm256_sub_ps(t55, t97);
                    __m256 t99 = _mm256_set1_ps(2.0f);
                    __m256i t100 = _mm256_castps_si256(_mm256_cmp_ps(t55, t99, _CMP_GT_OQ));
                    __m256i t101 = _mm256_and_si256(t96, t100);
                    if ((_mm256_movemask_epi8(t101) != 0)) {
                        if ((_mm256_movemask_epi8(t101) == -1)) {
                            t14 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t160 = _mm256_set1_ps(k);
                            __m256 t161 = _mm256_mul_ps(t55, t160);
                            __m256 t162 = _mm256_set1_ps(0.5f);
                            __m256 t163 = _mm256_add_ps(t161, t162);
                            __m256 t159 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t163, t159);
                        } else {
                            __m256 t102 = _mm256_set1_ps(1.0f);
                            __m256 t103 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t102, _mm256_castsi256_ps(t101));
                            __m256i t165 = (__m256i)(vcc_m8)((vcc_v8_float)t103 != (vcc_v8_float){0});
                            __m256 t166 = _mm256_set1_ps(k);
                            __m256 t167 = _mm256_mul_ps(t55, t166);
                            __m256 t168 = _mm256_set1_ps(0.5f);
                            __m256 t169 = _mm256_add_ps(t167, t168);
                            __m256 t170 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t169, _mm256_castsi256_ps(t165));
                            __m256 t164 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t170, t164);
                            t14 = t101;
                        }
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t104 = _mm256_blendv_ps(t98, t13, _mm256_castsi256_ps(t14));
                    __m256 t105 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t104, _mm256_castsi256_ps(t96));
                    t3 = _mm256_sub_ps(t105, t49);
                    t4 = t51;
                }
            } else {
                t3 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
            }
            __m256 t58 = _mm256_blendv_ps(t49, t3, _mm256_castsi256_ps(t4));
            __m256 t46 = _mm256_set1_ps(3.0f);
            __m256 t47 = _mm256_add_ps(t58, t46);
            _mm256_storeu_ps(t28, t47);
            i_vec += 8L;
            if (i_vec >= t26) {
                i = (int)((long)t24 + t26);
                break;
            }
        }
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = x[t29];
        y[t29] = (_mm256_zeroupper(), entry(t30, k));
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
