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
    __m256 t19;
    __m256i t20;
    int t27;
    int i;
    long t21 = (long)n;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        for (;;) {
            long t23 = t2 + 8L;
            long t24 = (long)(int)t2;
            float *t25 = y + t24;
            __m256 t26 = _mm256_loadu_ps(x + t24);
            __m256 t40 = _mm256_set1_ps(0.25f);
            __m256 t41 = _mm256_mul_ps(t26, t40);
            __m256 t42 = _mm256_set1_ps(6.0f);
            __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(t26, t42, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t43) != 0)) {
                if ((_mm256_movemask_epi8(t43) == -1)) {
                    t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t44 = _mm256_set1_ps(1.0f);
                    __m256 t45 = _mm256_add_ps(t26, t44);
                    __m256 t77 = _mm256_set1_ps(1.0f);
                    __m256 t78 = _mm256_sub_ps(t45, t77);
                    __m256 t79 = _mm256_set1_ps(2.0f);
                    __m256i t80 = _mm256_castps_si256(_mm256_cmp_ps(t45, t79, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t80) != 0)) {
                        if ((_mm256_movemask_epi8(t80) == -1)) {
                            t10 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t129 = _mm256_set1_ps(k);
                            __m256 t130 = _mm256_mul_ps(t45, t129);
                            __m256 t131 = _mm256_set1_ps(0.5f);
                            __m256 t132 = _mm256_add_ps(t130, t131);
                            __m256 t128 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t132, t128);
                        } else {
                            __m256 t81 = _mm256_set1_ps(1.0f);
                            __m256 t82 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t81, _mm256_castsi256_ps(t80));
                            __m256i t134 = (__m256i)(vcc_m8)((vcc_v8_float)t82 != (vcc_v8_float){0});
                            __m256 t135 = _mm256_set1_ps(k);
                            __m256 t136 = _mm256_mul_ps(t45, t135);
                            __m256 t137 = _mm256_set1_ps(0.5f);
                            __m256 t138 = _mm256_add_ps(t136, t137);
                            __m256 t139 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t138, _mm256_castsi256_ps(t134));
                            __m256 t133 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t139, t133);
                            t10 = t80;
                        }
                    } else {
                        t9 = (__m256)(vcc_v8_float){0};
                        t10 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t83 = _mm256_blendv_ps(t78, t9, _mm256_castsi256_ps(t10));
                    t3 = _mm256_sub_ps(t83, t41);
                } else {
                    __m256 t46 = _mm256_set1_ps(1.0f);
                    __m256 t47 = _mm256_add_ps(t26, t46);
                    __m256 t48 = _mm256_set1_ps(1.0f);
                    __m256 t49 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t48, _mm256_castsi256_ps(t43));
                    __m256i t84 = (__m256i)(vcc_m8)((vcc_v8_float)t49 != (vcc_v8_float){0});
                    __m256 t85 = _mm256_set1_ps(1.0f);
                    __m256 t86 = _mm256_sub_ps(t47, t85);
                    __m256 t87 = _mm256_set1_ps(2.0f);
                    __m256i t88 = _mm256_castps_si256(_mm256_cmp_ps(t47, t87, _CMP_GT_OQ));
                    __m256i t89 = _mm256_and_si256(t84, t88);
                    if ((_mm256_movemask_epi8(t89) != 0)) {
                        if ((_mm256_movemask_epi8(t89) == -1)) {
                            t12 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t141 = _mm256_set1_ps(k);
                            __m256 t142 = _mm256_mul_ps(t47, t141);
                            __m256 t143 = _mm256_set1_ps(0.5f);
                            __m256 t144 = _mm256_add_ps(t142, t143);
                            __m256 t140 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t144, t140);
                        } else {
                            __m256 t90 = _mm256_set1_ps(1.0f);
                            __m256 t91 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t90, _mm256_castsi256_ps(t89));
                            __m256i t146 = (__m256i)(vcc_m8)((vcc_v8_float)t91 != (vcc_v8_float){0});
                            __m256 t147 = _mm256_set1_ps(k);
                            __m256 t148 = _mm256_mul_ps(t47, t147);
                            __m256 t149 = _mm256_set1_ps(0.5f);
                            __m256 t150 = _mm256_add_ps(t148, t149);
                            __m256 t151 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t150, _mm256_castsi256_ps(t146));
                            __m256 t145 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t151, t145);
                            t12 = t89;
                        }
                    } else {
                        t11 = (__m256)(vcc_v8_float){0};
                        t12 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t92 = _mm256_blendv_ps(t86, t11, _mm256_castsi256_ps(t12));
                    __m256 t93 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t92, _mm256_castsi256_ps(t84));
                    t3 = _mm256_sub_ps(t93, t41);
                    t4 = t43;
                }
            } else {
                t3 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
            }
            __m256 t50 = _mm256_blendv_ps(t41, t3, _mm256_castsi256_ps(t4));
            __m256 t38 = _mm256_set1_ps(3.0f);
            __m256 t39 = _mm256_add_ps(t50, t38);
            _mm256_storeu_ps(t25, t39);
            long t35 = (long)(int)t23;
            float *t36 = y + t35;
            __m256 t37 = _mm256_loadu_ps(x + t35);
            __m256 t66 = _mm256_set1_ps(0.25f);
            __m256 t67 = _mm256_mul_ps(t37, t66);
            __m256 t68 = _mm256_set1_ps(6.0f);
            __m256i t69 = _mm256_castps_si256(_mm256_cmp_ps(t37, t68, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t69) != 0)) {
                if ((_mm256_movemask_epi8(t69) == -1)) {
                    t8 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t70 = _mm256_set1_ps(1.0f);
                    __m256 t71 = _mm256_add_ps(t37, t70);
                    __m256 t111 = _mm256_set1_ps(1.0f);
                    __m256 t112 = _mm256_sub_ps(t71, t111);
                    __m256 t113 = _mm256_set1_ps(2.0f);
                    __m256i t114 = _mm256_castps_si256(_mm256_cmp_ps(t71, t113, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t114) != 0)) {
                        if ((_mm256_movemask_epi8(t114) == -1)) {
                            t18 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t177 = _mm256_set1_ps(k);
                            __m256 t178 = _mm256_mul_ps(t71, t177);
                            __m256 t179 = _mm256_set1_ps(0.5f);
                            __m256 t180 = _mm256_add_ps(t178, t179);
                            __m256 t176 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t180, t176);
                        } else {
                            __m256 t115 = _mm256_set1_ps(1.0f);
                            __m256 t116 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t115, _mm256_castsi256_ps(t114));
                            __m256i t182 = (__m256i)(vcc_m8)((vcc_v8_float)t116 != (vcc_v8_float){0});
                            __m256 t183 = _mm256_set1_ps(k);
                            __m256 t184 = _mm256_mul_ps(t71, t183);
                            __m256 t185 = _mm256_set1_ps(0.5f);
                            __m256 t186 = _mm256_add_ps(t184, t185);
                            __m256 t187 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t186, _mm256_castsi256_ps(t182));
                            __m256 t181 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t187, t181);
                            t18 = t114;
                        }
                    } else {
                        t17 = (__m256)(vcc_v8_float){0};
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t117 = _mm256_blendv_ps(t112, t17, _mm256_castsi256_ps(t18));
                    t7 = _mm256_sub_ps(t117, t67);
                } else {
                    __m256 t72 = _mm256_set1_ps(1.0f);
                    __m256 t73 = _mm256_add_ps(t37, t72);
                    __m256 t74 = _mm256_set1_ps(1.0f);
                    __m256 t75 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t74, _mm256_castsi256_ps(t69));
                    __m256i t118 = (__m256i)(vcc_m8)((vcc_v8_float)t75 != (vcc_v8_float){0});
                    __m256 t119 = _mm256_set1_ps(1.0f);
                    __m256 t120 = _mm256_sub_ps(t73, t119);
                    __m256 t121 = _mm256_set1_ps(2.0f);
                    __m256i t122 = _mm256_castps_si256(_mm256_cmp_ps(t73, t121, _CMP_GT_OQ));
                    __m256i t123 = _mm256_and_si256(t118, t122);
                    if ((_mm256_movemask_epi8(t123) != 0)) {
                        if ((_mm256_movemask_epi8(t123) == -1)) {
                            t20 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t189 = _mm256_set1_ps(k);
                            __m256 t190 = _mm256_mul_ps(t73, t189);
                            __m256 t191 = _mm256_set1_ps(0.5f);
                            __m256 t192 = _mm256_add_ps(t190, t191);
                            __m256 t188 = _mm256_set1_ps(2.0f);
                            t19 = _mm256_mul_ps(t192, t188);
                        } else {
                            __m256 t124 = _mm256_set1_ps(1.0f);
                            __m256 t125 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t124, _mm256_castsi256_ps(t123));
                            __m256i t194 = (__m256i)(vcc_m8)((vcc_v8_float)t125 != (vcc_v8_float){0});
                            __m256 t195 = _mm256_set1_ps(k);
                            __m256 t196 = _mm256_mul_ps(t73, t195);
                            __m256 t197 = _mm256_set1_ps(0.5f);
                            __m256 t198 = _mm256_add_ps(t196, t197);
                            __m256 t199 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t198, _mm256_castsi256_ps(t194));
                            __m256 t193 = _mm256_set1_ps(2.0f);
                            t19 = _mm256_mul_ps(t199, t193);
                            t20 = t123;
                        }
                    } else {
                        t19 = (__m256)(vcc_v8_float){0};
                        t20 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t126 = _mm256_blendv_ps(t120, t19, _mm256_castsi256_ps(t20));
                    __m256 t127 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t126, _mm256_castsi256_ps(t118));
                    t7 = _mm256_sub_ps(t127, t67);
                    t8 = t69;
                }
            } else {
                t7 = (__m256)(vcc_v8_float){0};
                t8 = (__m256i)(vcc_m8){0};
            }
            __m256 t76 = _mm256_blendv_ps(t67, t7, _mm256_castsi256_ps(t8));
            __m256 t64 = _mm256_set1_ps(3.0f);
            __m256 t65 = _mm256_add_ps(t76, t64);
            _mm256_storeu_ps(t36, t65);
            t2 += 16L;
            if (t2 >= t22) {
                t27 = (int)t22;
                break;
            }
        }
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long t1 = 0L;
        for (;;) {
            long t30 = (long)(int)((long)t27 + t1);
            float *t31 = y + t30;
            __m256 t32 = _mm256_loadu_ps(x + t30);
            __m256 t53 = _mm256_set1_ps(0.25f);
            __m256 t54 = _mm256_mul_ps(t32, t53);
            __m256 t55 = _mm256_set1_ps(6.0f);
            __m256i t56 = _mm256_castps_si256(_mm256_cmp_ps(t32, t55, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t56) != 0)) {
                if ((_mm256_movemask_epi8(t56) == -1)) {
                    t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t57 = _mm256_set1_ps(1.0f);
                    __m256 t58 = _mm256_add_ps(t32, t57);
                    __m256 t94 = _mm256_set1_ps(1.0f);
                    __m256 t95 = _mm256_sub_ps(t58, t94);
                    __m256 t96 = _mm256_set1_ps(2.0f);
                    __m256i t97 = _mm256_castps_si256(_mm256_cmp_ps(t58, t96, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t97) != 0)) {
                        if ((_mm256_movemask_epi8(t97) == -1)) {
                            t14 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t153 = _mm256_set1_ps(k);
                            __m256 t154 = _mm256_mul_ps(t58, t153);
                            __m256 t155 = _mm256_set1_ps(0.5f);
                            __m256 t156 = _mm256_add_ps(t154, t155);
                            __m256 t152 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t156, t152);
                        } else {
                            __m256 t98 = _mm256_set1_ps(1.0f);
                            __m256 t99 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t98, _mm256_castsi256_ps(t97));
                            __m256i t158 = (__m256i)(vcc_m8)((vcc_v8_float)t99 != (vcc_v8_float){0});
                            __m256 t159 = _mm256_set1_ps(k);
                            __m256 t160 = _mm256_mul_ps(t58, t159);
                            __m256 t161 = _mm256_set1_ps(0.5f);
                            __m256 t162 = _mm256_add_ps(t160, t161);
                            __m256 t163 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t162, _mm256_castsi256_ps(t158));
                            __m256 t157 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t163, t157);
                            t14 = t97;
                        }
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t100 = _mm256_blendv_ps(t95, t13, _mm256_castsi256_ps(t14));
                    t5 = _mm256_sub_ps(t100, t54);
                } else {
                    __m256 t59 = _mm256_set1_ps(1.0f);
                    __m256 t60 = _mm256_add_ps(t32, t59);
                    __m256 t61 = _mm256_set1_ps(1.0f);
                    __m256 t62 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t61, _mm256_castsi256_ps(t56));
                    __m256i t101 = (__m256i)(vcc_m8)((vcc_v8_float)t62 != (vcc_v8_float){0});
                    __m256 t102 = _mm256_set1_ps(1.0f);
                    __m256 t103 = _mm256_sub_ps(t60, t102);
                    __m256 t104 = _mm256_set1_ps(2.0f);
                    __m256i t105 = _mm256_castps_si256(_mm256_cmp_ps(t60, t104, _CMP_GT_OQ));
                    __m256i t106 = _mm256_and_si256(t101, t105);
                    if ((_mm256_movemask_epi8(t106) != 0)) {
                        if ((_mm256_movemask_epi8(t106) == -1)) {
                            t16 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t165 = _mm256_set1_ps(k);
                            __m256 t166 = _mm256_mul_ps(t60, t165);
                            __m256 t167 = _mm256_set1_ps(0.5f);
                            __m256 t168 = _mm256_add_ps(t166, t167);
                            __m256 t164 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t168, t164);
                        } else {
                            __m256 t107 = _mm256_set1_ps(1.0f);
                            __m256 t108 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t107, _mm256_castsi256_ps(t106));
                            __m256i t170 = (__m256i)(vcc_m8)((vcc_v8_float)t108 != (vcc_v8_float){0});
                            __m256 t171 = _mm256_set1_ps(k);
                            __m256 t172 = _mm256_mul_ps(t60, t171);
                            __m256 t173 = _mm256_set1_ps(0.5f);
                            __m256 t174 = _mm256_add_ps(t172, t173);
                            __m256 t175 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t174, _mm256_castsi256_ps(t170));
                            __m256 t169 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t175, t169);
                            t16 = t106;
                        }
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t109 = _mm256_blendv_ps(t103, t15, _mm256_castsi256_ps(t16));
                    __m256 t110 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t109, _mm256_castsi256_ps(t101));
                    t5 = _mm256_sub_ps(t110, t54);
                    t6 = t56;
                }
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            __m256 t63 = _mm256_blendv_ps(t54, t5, _mm256_castsi256_ps(t6));
            __m256 t51 = _mm256_set1_ps(3.0f);
            __m256 t52 = _mm256_add_ps(t63, t51);
            _mm256_storeu_ps(t31, t52);
            t1 += 8L;
            if (t1 >= t29) {
                i = (int)((long)t27 + t29);
                break;
            }
        }
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = x[t33];
        y[t33] = (_mm256_zeroupper(), entry(t34, k));
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
