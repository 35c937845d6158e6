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

/* vcc: function at call_chain.c:16 vector variant _ZGVdN8vu_leaf of `leaf`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_leaf(__m256 x, float k) {
    __m256 t1 = _mm256_set1_ps(k);
    __m256 t2 = _mm256_mul_ps(x, t1);
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256 t4 = _mm256_add_ps(t2, t3);
    return t4;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVdM8vu_leaf of `leaf`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at call_chain.c:21 vector variant _ZGVdN8vu_middle of `middle`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_middle(__m256 x, float k) {
    __m256 t1;
    __m256i t2;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_sub_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if (_mm256_movemask_epi8(t6) == -1) {
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

/* vcc: function at call_chain.c:21 vector variant _ZGVdM8vu_middle of `middle`: VL 8, masked, x vector, k uniform */
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
        if (_mm256_movemask_epi8(t8) == -1) {
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

/* vcc: function at call_chain.c:29 vector variant _ZGVdN8vu_top of `top`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_top(__m256 x, float k) {
    __m256 t1;
    __m256i t2;
    __m256 t3 = _mm256_set1_ps(0.25f);
    __m256 t4 = _mm256_mul_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(6.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if (_mm256_movemask_epi8(t6) == -1) {
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

/* vcc: function at call_chain.c:29 vector variant _ZGVdM8vu_top of `top`: VL 8, masked, x vector, k uniform */
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
        if (_mm256_movemask_epi8(t8) == -1) {
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

/* vcc: function at call_chain.c:37 vector variant _ZGVdN8vu_entry of `entry`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at call_chain.c:42 vector variant _ZGVdN8v_fact of `fact`: VL 8, unmasked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_fact(__m256i n) {
    vcc_v8_int t1;
    __m256i t2 = _mm256_set1_epi32(1);
    __m256i t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t2), _mm256_set1_epi32(-1));
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    if ((_mm256_movemask_epi8(t4) != 0)) {
        if (_mm256_movemask_epi8(t4) == -1) {
            __m256i t5 = _mm256_set1_epi32(1);
            __m256i t6 = _mm256_sub_epi32(n, t5);
            __m256i t7 = _ZGVdN8v_fact(t6);
            t1 = (vcc_v8_int)_mm256_mullo_epi32(n, t7);
        } else {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = _mm256_blendv_epi8(t10, (__m256i)(vcc_v8_int){0}, t3);
            __m256i t12 = _ZGVdM8v_fact(t9, t11);
            __m256i t13 = _mm256_mullo_epi32(n, t12);
            t1 = (vcc_v8_int)_mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t3);
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t14 = _mm256_set1_epi32(1);
    __m256i t15 = _mm256_blendv_epi8((__m256i)t1, t14, t3);
    return t15;
}

/* vcc: function at call_chain.c:42 vector variant _ZGVdM8v_fact of `fact`: VL 8, masked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask) {
    vcc_v8_int t1;
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t3 = _mm256_set1_epi32(1);
    __m256i t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t3), _mm256_set1_epi32(-1));
    __m256i t5 = _mm256_and_si256(t2, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t4;
    __m256i t7 = _mm256_and_si256(t2, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if (_mm256_movemask_epi8(t7) == -1) {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            __m256i t10 = _ZGVdN8v_fact(t9);
            t1 = (vcc_v8_int)_mm256_mullo_epi32(n, t10);
        } else {
            __m256i t11 = _mm256_set1_epi32(1);
            __m256i t12 = _mm256_sub_epi32(n, t11);
            __m256i t13 = _mm256_set1_epi32(1);
            __m256i t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t7);
            __m256i t15 = _ZGVdM8v_fact(t12, t14);
            __m256i t16 = _mm256_mullo_epi32(n, t15);
            t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t16, t7);
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t17 = _mm256_set1_epi32(1);
    __m256i t18 = _mm256_blendv_epi8((__m256i)t1, t17, t5);
    return t18;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at call_chain.c:52 vector variant _ZGVdN8v_is_odd of `is_odd`: VL 8, unmasked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_odd(__m256i n) {
    vcc_v8_int t1;
    __m256i t2;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t5) != 0)) {
        if (_mm256_movemask_epi8(t5) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t6 = _mm256_set1_epi32(1);
            __m256i t7 = _mm256_sub_epi32(n, t6);
            t1 = (vcc_v8_int)_ZGVdN8v_is_even(t7);
        } else {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = _mm256_blendv_epi8(t10, (__m256i)(vcc_v8_int){0}, t4);
            t1 = (vcc_v8_int)_ZGVdM8v_is_even(t9, t11);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t12 = _mm256_set1_epi32(0);
    __m256i t13 = ({ (void)t12; _mm256_and_si256(t2, (__m256i)t1); });
    return t13;
}

/* vcc: function at call_chain.c:52 vector variant _ZGVdM8v_is_odd of `is_odd`: VL 8, masked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask) {
    vcc_v8_int t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t7 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if (_mm256_movemask_epi8(t7) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            t1 = (vcc_v8_int)_ZGVdN8v_is_even(t9);
        } else {
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = _mm256_sub_epi32(n, t10);
            __m256i t12 = _mm256_set1_epi32(1);
            __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t7);
            t1 = (vcc_v8_int)_ZGVdM8v_is_even(t11, t13);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t14 = _mm256_set1_epi32(0);
    __m256i t15 = ({ (void)t14; _mm256_and_si256(t2, (__m256i)t1); });
    __m256i t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t3);
    return t16;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at call_chain.c:57 vector variant _ZGVdN8v_is_even of `is_even`: VL 8, unmasked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_even(__m256i n) {
    vcc_v8_int t1;
    __m256i t2;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t5) != 0)) {
        if (_mm256_movemask_epi8(t5) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t6 = _mm256_set1_epi32(1);
            __m256i t7 = _mm256_sub_epi32(n, t6);
            t1 = (vcc_v8_int)_ZGVdN8v_is_odd(t7);
        } else {
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = _mm256_blendv_epi8(t10, (__m256i)(vcc_v8_int){0}, t4);
            t1 = (vcc_v8_int)_ZGVdM8v_is_odd(t9, t11);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t12 = _mm256_set1_epi32(1);
    __m256i t13 = _mm256_blendv_epi8(t12, (__m256i)t1, t2);
    return t13;
}

/* vcc: function at call_chain.c:57 vector variant _ZGVdM8v_is_even of `is_even`: VL 8, masked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask) {
    vcc_v8_int t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t7 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if (_mm256_movemask_epi8(t7) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_sub_epi32(n, t8);
            t1 = (vcc_v8_int)_ZGVdN8v_is_odd(t9);
        } else {
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = _mm256_sub_epi32(n, t10);
            __m256i t12 = _mm256_set1_epi32(1);
            __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t7);
            t1 = (vcc_v8_int)_ZGVdM8v_is_odd(t11, t13);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t14 = _mm256_set1_epi32(1);
    __m256i t15 = _mm256_blendv_epi8(t14, (__m256i)t1, t2);
    __m256i t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t3);
    return t16;
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
    int t22;
    int i;
    long t19 = (long)n;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at call_chain.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = y + i_vec_1;
            __m256 x_v = _mm256_loadu_ps(x + i_vec_1);
            __m256 t33 = _mm256_set1_ps(0.25f);
            __m256 t34 = _mm256_mul_ps(x_v, t33);
            __m256 t35 = _mm256_set1_ps(6.0f);
            __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t35, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t36) != 0)) {
                if (_mm256_movemask_epi8(t36) == -1) {
                    t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t37 = _mm256_set1_ps(1.0f);
                    __m256 t38 = _mm256_add_ps(x_v, t37);
                    __m256 t70 = _mm256_set1_ps(1.0f);
                    __m256 t71 = _mm256_sub_ps(t38, t70);
                    __m256 t72 = _mm256_set1_ps(2.0f);
                    __m256i t73 = _mm256_castps_si256(_mm256_cmp_ps(t38, t72, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t73) != 0)) {
                        if (_mm256_movemask_epi8(t73) == -1) {
                            t8 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t122 = _mm256_set1_ps(k);
                            __m256 t123 = _mm256_mul_ps(t38, t122);
                            __m256 t124 = _mm256_set1_ps(0.5f);
                            __m256 t125 = _mm256_add_ps(t123, t124);
                            __m256 t121 = _mm256_set1_ps(2.0f);
                            t7 = _mm256_mul_ps(t125, t121);
                        } else {
                            __m256 t74 = _mm256_set1_ps(1.0f);
                            __m256 t75 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t74, _mm256_castsi256_ps(t73));
                            __m256i t127 = (__m256i)(vcc_m8)((vcc_v8_float)t75 != (vcc_v8_float){0});
                            __m256 t128 = _mm256_set1_ps(k);
                            __m256 t129 = _mm256_mul_ps(t38, t128);
                            __m256 t130 = _mm256_set1_ps(0.5f);
                            __m256 t131 = _mm256_add_ps(t129, t130);
                            __m256 t132 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t131, _mm256_castsi256_ps(t127));
                            __m256 t126 = _mm256_set1_ps(2.0f);
                            t7 = _mm256_mul_ps(t132, t126);
                            t8 = t73;
                        }
                    } else {
                        t7 = (__m256)(vcc_v8_float){0};
                        t8 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t76 = _mm256_blendv_ps(t71, t7, _mm256_castsi256_ps(t8));
                    t1 = _mm256_sub_ps(t76, t34);
                } else {
                    __m256 t39 = _mm256_set1_ps(1.0f);
                    __m256 t40 = _mm256_add_ps(x_v, t39);
                    __m256 t41 = _mm256_set1_ps(1.0f);
                    __m256 t42 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t41, _mm256_castsi256_ps(t36));
                    __m256i t77 = (__m256i)(vcc_m8)((vcc_v8_float)t42 != (vcc_v8_float){0});
                    __m256 t78 = _mm256_set1_ps(1.0f);
                    __m256 t79 = _mm256_sub_ps(t40, t78);
                    __m256 t80 = _mm256_set1_ps(2.0f);
                    __m256i t81 = _mm256_castps_si256(_mm256_cmp_ps(t40, t80, _CMP_GT_OQ));
                    __m256i t82 = _mm256_and_si256(t77, t81);
                    if ((_mm256_movemask_epi8(t82) != 0)) {
                        if (_mm256_movemask_epi8(t82) == -1) {
                            t10 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t134 = _mm256_set1_ps(k);
                            __m256 t135 = _mm256_mul_ps(t40, t134);
                            __m256 t136 = _mm256_set1_ps(0.5f);
                            __m256 t137 = _mm256_add_ps(t135, t136);
                            __m256 t133 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t137, t133);
                        } else {
                            __m256 t83 = _mm256_set1_ps(1.0f);
                            __m256 t84 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t83, _mm256_castsi256_ps(t82));
                            __m256i t139 = (__m256i)(vcc_m8)((vcc_v8_float)t84 != (vcc_v8_float){0});
                            __m256 t140 = _mm256_set1_ps(k);
                            __m256 t141 = _mm256_mul_ps(t40, t140);
                            __m256 t142 = _mm256_set1_ps(0.5f);
                            __m256 t143 = _mm256_add_ps(t141, t142);
                            __m256 t144 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t143, _mm256_castsi256_ps(t139));
                            __m256 t138 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t144, t138);
                            t10 = t82;
                        }
                    } else {
                        t9 = (__m256)(vcc_v8_float){0};
                        t10 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t85 = _mm256_blendv_ps(t79, t9, _mm256_castsi256_ps(t10));
                    __m256 t86 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t85, _mm256_castsi256_ps(t77));
                    t1 = _mm256_sub_ps(t86, t34);
                    t2 = t36;
                }
            } else {
                t1 = (__m256)(vcc_v8_float){0};
                t2 = (__m256i)(vcc_m8){0};
            }
            __m256 t43 = _mm256_blendv_ps(t34, t1, _mm256_castsi256_ps(t2));
            __m256 t31 = _mm256_set1_ps(3.0f);
            __m256 t32 = _mm256_add_ps(t43, t31);
            _mm256_storeu_ps(t21, t32);
            long t29 = i_vec_1 + 8L;
            float *t30 = y + t29;
            __m256 x_v_2 = _mm256_loadu_ps(x + t29);
            __m256 t59 = _mm256_set1_ps(0.25f);
            __m256 t60 = _mm256_mul_ps(x_v_2, t59);
            __m256 t61 = _mm256_set1_ps(6.0f);
            __m256i t62 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t61, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t62) != 0)) {
                if (_mm256_movemask_epi8(t62) == -1) {
                    t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t63 = _mm256_set1_ps(1.0f);
                    __m256 t64 = _mm256_add_ps(x_v_2, t63);
                    __m256 t104 = _mm256_set1_ps(1.0f);
                    __m256 t105 = _mm256_sub_ps(t64, t104);
                    __m256 t106 = _mm256_set1_ps(2.0f);
                    __m256i t107 = _mm256_castps_si256(_mm256_cmp_ps(t64, t106, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t107) != 0)) {
                        if (_mm256_movemask_epi8(t107) == -1) {
                            t16 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t170 = _mm256_set1_ps(k);
                            __m256 t171 = _mm256_mul_ps(t64, t170);
                            __m256 t172 = _mm256_set1_ps(0.5f);
                            __m256 t173 = _mm256_add_ps(t171, t172);
                            __m256 t169 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t173, t169);
                        } else {
                            __m256 t108 = _mm256_set1_ps(1.0f);
                            __m256 t109 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t108, _mm256_castsi256_ps(t107));
                            __m256i t175 = (__m256i)(vcc_m8)((vcc_v8_float)t109 != (vcc_v8_float){0});
                            __m256 t176 = _mm256_set1_ps(k);
                            __m256 t177 = _mm256_mul_ps(t64, t176);
                            __m256 t178 = _mm256_set1_ps(0.5f);
                            __m256 t179 = _mm256_add_ps(t177, t178);
                            __m256 t180 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t179, _mm256_castsi256_ps(t175));
                            __m256 t174 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t180, t174);
                            t16 = t107;
                        }
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t110 = _mm256_blendv_ps(t105, t15, _mm256_castsi256_ps(t16));
                    t5 = _mm256_sub_ps(t110, t60);
                } else {
                    __m256 t65 = _mm256_set1_ps(1.0f);
                    __m256 t66 = _mm256_add_ps(x_v_2, t65);
                    __m256 t67 = _mm256_set1_ps(1.0f);
                    __m256 t68 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t67, _mm256_castsi256_ps(t62));
                    __m256i t111 = (__m256i)(vcc_m8)((vcc_v8_float)t68 != (vcc_v8_float){0});
                    __m256 t112 = _mm256_set1_ps(1.0f);
                    __m256 t113 = _mm256_sub_ps(t66, t112);
                    __m256 t114 = _mm256_set1_ps(2.0f);
                    __m256i t115 = _mm256_castps_si256(_mm256_cmp_ps(t66, t114, _CMP_GT_OQ));
                    __m256i t116 = _mm256_and_si256(t111, t115);
                    if ((_mm256_movemask_epi8(t116) != 0)) {
                        if (_mm256_movemask_epi8(t116) == -1) {
                            t18 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t182 = _mm256_set1_ps(k);
                            __m256 t183 = _mm256_mul_ps(t66, t182);
                            __m256 t184 = _mm256_set1_ps(0.5f);
                            __m256 t185 = _mm256_add_ps(t183, t184);
                            __m256 t181 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t185, t181);
                        } else {
                            __m256 t117 = _mm256_set1_ps(1.0f);
                            __m256 t118 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t117, _mm256_castsi256_ps(t116));
                            __m256i t187 = (__m256i)(vcc_m8)((vcc_v8_float)t118 != (vcc_v8_float){0});
                            __m256 t188 = _mm256_set1_ps(k);
                            __m256 t189 = _mm256_mul_ps(t66, t188);
                            __m256 t190 = _mm256_set1_ps(0.5f);
                            __m256 t191 = _mm256_add_ps(t189, t190);
                            __m256 t192 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t191, _mm256_castsi256_ps(t187));
                            __m256 t186 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t192, t186);
                            t18 = t116;
                        }
                    } else {
                        t17 = (__m256)(vcc_v8_float){0};
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t119 = _mm256_blendv_ps(t113, t17, _mm256_castsi256_ps(t18));
                    __m256 t120 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t119, _mm256_castsi256_ps(t111));
                    t5 = _mm256_sub_ps(t120, t60);
                    t6 = t62;
                }
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            __m256 t69 = _mm256_blendv_ps(t60, t5, _mm256_castsi256_ps(t6));
            __m256 t57 = _mm256_set1_ps(3.0f);
            __m256 t58 = _mm256_add_ps(t69, t57);
            _mm256_storeu_ps(t30, t58);
            i_vec_1 += 16L;
            if (i_vec_1 >= t20) {
                t22 = (int)t20;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec = 0L;
        /* vcc: loop at call_chain.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t25 = (long)t22 + i_vec;
            float *t26 = y + t25;
            __m256 x_v_1 = _mm256_loadu_ps(x + t25);
            __m256 t46 = _mm256_set1_ps(0.25f);
            __m256 t47 = _mm256_mul_ps(x_v_1, t46);
            __m256 t48 = _mm256_set1_ps(6.0f);
            __m256i t49 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t48, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t49) != 0)) {
                if (_mm256_movemask_epi8(t49) == -1) {
                    t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                    __m256 t50 = _mm256_set1_ps(1.0f);
                    __m256 t51 = _mm256_add_ps(x_v_1, t50);
                    __m256 t87 = _mm256_set1_ps(1.0f);
                    __m256 t88 = _mm256_sub_ps(t51, t87);
                    __m256 t89 = _mm256_set1_ps(2.0f);
                    __m256i t90 = _mm256_castps_si256(_mm256_cmp_ps(t51, t89, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t90) != 0)) {
                        if (_mm256_movemask_epi8(t90) == -1) {
                            t12 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t146 = _mm256_set1_ps(k);
                            __m256 t147 = _mm256_mul_ps(t51, t146);
                            __m256 t148 = _mm256_set1_ps(0.5f);
                            __m256 t149 = _mm256_add_ps(t147, t148);
                            __m256 t145 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t149, t145);
                        } else {
                            __m256 t91 = _mm256_set1_ps(1.0f);
                            __m256 t92 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t91, _mm256_castsi256_ps(t90));
                            __m256i t151 = (__m256i)(vcc_m8)((vcc_v8_float)t92 != (vcc_v8_float){0});
                            __m256 t152 = _mm256_set1_ps(k);
                            __m256 t153 = _mm256_mul_ps(t51, t152);
                            __m256 t154 = _mm256_set1_ps(0.5f);
                            __m256 t155 = _mm256_add_ps(t153, t154);
                            __m256 t156 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t155, _mm256_castsi256_ps(t151));
                            __m256 t150 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t156, t150);
                            t12 = t90;
                        }
                    } else {
                        t11 = (__m256)(vcc_v8_float){0};
                        t12 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t93 = _mm256_blendv_ps(t88, t11, _mm256_castsi256_ps(t12));
                    t3 = _mm256_sub_ps(t93, t47);
                } else {
                    __m256 t52 = _mm256_set1_ps(1.0f);
                    __m256 t53 = _mm256_add_ps(x_v_1, t52);
                    __m256 t54 = _mm256_set1_ps(1.0f);
                    __m256 t55 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t54, _mm256_castsi256_ps(t49));
                    __m256i t94 = (__m256i)(vcc_m8)((vcc_v8_float)t55 != (vcc_v8_float){0});
                    __m256 t95 = _mm256_set1_ps(1.0f);
                    __m256 t96 = _mm256_sub_ps(t53, t95);
                    __m256 t97 = _mm256_set1_ps(2.0f);
                    __m256i t98 = _mm256_castps_si256(_mm256_cmp_ps(t53, t97, _CMP_GT_OQ));
                    __m256i t99 = _mm256_and_si256(t94, t98);
                    if ((_mm256_movemask_epi8(t99) != 0)) {
                        if (_mm256_movemask_epi8(t99) == -1) {
                            t14 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                            __m256 t158 = _mm256_set1_ps(k);
                            __m256 t159 = _mm256_mul_ps(t53, t158);
                            __m256 t160 = _mm256_set1_ps(0.5f);
                            __m256 t161 = _mm256_add_ps(t159, t160);
                            __m256 t157 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t161, t157);
                        } else {
                            __m256 t100 = _mm256_set1_ps(1.0f);
                            __m256 t101 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t100, _mm256_castsi256_ps(t99));
                            __m256i t163 = (__m256i)(vcc_m8)((vcc_v8_float)t101 != (vcc_v8_float){0});
                            __m256 t164 = _mm256_set1_ps(k);
                            __m256 t165 = _mm256_mul_ps(t53, t164);
                            __m256 t166 = _mm256_set1_ps(0.5f);
                            __m256 t167 = _mm256_add_ps(t165, t166);
                            __m256 t168 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t167, _mm256_castsi256_ps(t163));
                            __m256 t162 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t168, t162);
                            t14 = t99;
                        }
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    __m256 t102 = _mm256_blendv_ps(t96, t13, _mm256_castsi256_ps(t14));
                    __m256 t103 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t102, _mm256_castsi256_ps(t94));
                    t3 = _mm256_sub_ps(t103, t47);
                    t4 = t49;
                }
            } else {
                t3 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
            }
            __m256 t56 = _mm256_blendv_ps(t47, t3, _mm256_castsi256_ps(t4));
            __m256 t44 = _mm256_set1_ps(3.0f);
            __m256 t45 = _mm256_add_ps(t56, t44);
            _mm256_storeu_ps(t26, t45);
            i_vec += 8L;
            if (i_vec >= t24) {
                i = (int)((long)t22 + t24);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t28 = x[t27];
        y[t27] = (_mm256_zeroupper(), entry(t28, k));
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
