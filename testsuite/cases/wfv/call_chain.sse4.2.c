/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))

__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_leaf(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_leaf(__m128 x, float k, __m128 mask);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_middle(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_middle(__m128 x, float k, __m128 mask);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_top(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_top(__m128 x, float k, __m128 mask);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_entry(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_fact(__m128i n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_fact(__m128i n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_even(__m128i n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_even(__m128i n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_odd(__m128i n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_odd(__m128i n, __m128i mask);
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

/* vcc: function at call_chain.c:16 vector variant _ZGVbN4vu_leaf of `leaf`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_leaf(__m128 x, float k) {
    __m128 t1 = _mm_set1_ps(k);
    __m128 t2 = _mm_mul_ps(x, t1);
    __m128 t3 = _mm_set1_ps(0.5f);
    __m128 t4 = _mm_add_ps(t2, t3);
    return t4;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVbM4vu_leaf of `leaf`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_leaf(__m128 x, float k, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_set1_ps(k);
    __m128 t3 = _mm_mul_ps(x, t2);
    __m128 t4 = _mm_set1_ps(0.5f);
    __m128 t5 = _mm_add_ps(t3, t4);
    __m128 t6 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t5, _mm_castsi128_ps(t1));
    return t6;
}

/* #pragma omp declare simd uniform(k) */
float middle(float x, float k) {
    float r = x - 1.0f;
    if (x > 2.0f)
        r = leaf(x, k) * 2.0f;
    return r;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVbN4vu_middle of `middle`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_middle(__m128 x, float k) {
    __m128 t1;
    __m128i t2;
    __m128 t3 = _mm_set1_ps(1.0f);
    __m128 t4 = _mm_sub_ps(x, t3);
    __m128 t5 = _mm_set1_ps(2.0f);
    __m128i t6 = _mm_castps_si128(_mm_cmpgt_ps(x, t5));
    if ((!_mm_testz_si128(t6, t6))) {
        if (_mm_testc_si128(t6, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t7 = _ZGVbN4vu_leaf(x, k);
            __m128 t8 = _mm_set1_ps(2.0f);
            t1 = _mm_mul_ps(t7, t8);
        } else {
            __m128 t9 = _mm_set1_ps(1.0f);
            __m128 t10 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t9, _mm_castsi128_ps(t6));
            __m128 t11 = _ZGVbM4vu_leaf(x, k, t10);
            __m128 t12 = _mm_set1_ps(2.0f);
            t1 = _mm_mul_ps(t11, t12);
            t2 = t6;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t13 = _mm_blendv_ps(t4, t1, _mm_castsi128_ps(t2));
    return t13;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVbM4vu_middle of `middle`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_middle(__m128 x, float k, __m128 mask) {
    __m128 t1;
    __m128i t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128 t5 = _mm_sub_ps(x, t4);
    __m128 t6 = _mm_set1_ps(2.0f);
    __m128i t7 = _mm_castps_si128(_mm_cmpgt_ps(x, t6));
    __m128i t8 = (__m128i)((vcc_m4)t3 & (vcc_m4)t7);
    if ((!_mm_testz_si128(t8, t8))) {
        if (_mm_testc_si128(t8, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t9 = _ZGVbN4vu_leaf(x, k);
            __m128 t10 = _mm_set1_ps(2.0f);
            t1 = _mm_mul_ps(t9, t10);
        } else {
            __m128 t11 = _mm_set1_ps(1.0f);
            __m128 t12 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t11, _mm_castsi128_ps(t8));
            __m128 t13 = _ZGVbM4vu_leaf(x, k, t12);
            __m128 t14 = _mm_set1_ps(2.0f);
            t1 = _mm_mul_ps(t13, t14);
            t2 = t8;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t15 = _mm_blendv_ps(t5, t1, _mm_castsi128_ps(t2));
    __m128 t16 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t15, _mm_castsi128_ps(t3));
    return t16;
}

/* #pragma omp declare simd uniform(k) */
float top(float x, float k) {
    float r = x * 0.25f;
    if (x < 6.0f)
        r = middle(x + 1.0f, k) - r;
    return r;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVbN4vu_top of `top`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_top(__m128 x, float k) {
    __m128 t1;
    __m128i t2;
    __m128 t3 = _mm_set1_ps(0.25f);
    __m128 t4 = _mm_mul_ps(x, t3);
    __m128 t5 = _mm_set1_ps(6.0f);
    __m128i t6 = _mm_castps_si128(_mm_cmplt_ps(x, t5));
    if ((!_mm_testz_si128(t6, t6))) {
        if (_mm_testc_si128(t6, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t7 = _mm_set1_ps(1.0f);
            __m128 t8 = _mm_add_ps(x, t7);
            __m128 t9 = _ZGVbN4vu_middle(t8, k);
            t1 = _mm_sub_ps(t9, t4);
        } else {
            __m128 t10 = _mm_set1_ps(1.0f);
            __m128 t11 = _mm_add_ps(x, t10);
            __m128 t12 = _mm_set1_ps(1.0f);
            __m128 t13 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t12, _mm_castsi128_ps(t6));
            __m128 t14 = _ZGVbM4vu_middle(t11, k, t13);
            t1 = _mm_sub_ps(t14, t4);
            t2 = t6;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t15 = _mm_blendv_ps(t4, t1, _mm_castsi128_ps(t2));
    return t15;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVbM4vu_top of `top`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_top(__m128 x, float k, __m128 mask) {
    __m128 t1;
    __m128i t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t4 = _mm_set1_ps(0.25f);
    __m128 t5 = _mm_mul_ps(x, t4);
    __m128 t6 = _mm_set1_ps(6.0f);
    __m128i t7 = _mm_castps_si128(_mm_cmplt_ps(x, t6));
    __m128i t8 = (__m128i)((vcc_m4)t3 & (vcc_m4)t7);
    if ((!_mm_testz_si128(t8, t8))) {
        if (_mm_testc_si128(t8, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t9 = _mm_set1_ps(1.0f);
            __m128 t10 = _mm_add_ps(x, t9);
            __m128 t11 = _ZGVbN4vu_middle(t10, k);
            t1 = _mm_sub_ps(t11, t5);
        } else {
            __m128 t12 = _mm_set1_ps(1.0f);
            __m128 t13 = _mm_add_ps(x, t12);
            __m128 t14 = _mm_set1_ps(1.0f);
            __m128 t15 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t14, _mm_castsi128_ps(t8));
            __m128 t16 = _ZGVbM4vu_middle(t13, k, t15);
            t1 = _mm_sub_ps(t16, t5);
            t2 = t8;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t17 = _mm_blendv_ps(t5, t1, _mm_castsi128_ps(t2));
    __m128 t18 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t17, _mm_castsi128_ps(t3));
    return t18;
}

/* #pragma omp declare simd uniform(k) notinbranch */
float entry(float x, float k) {
    return top(x, k) + 3.0f;
}

/* vcc: function at call_chain.c:37 vector variant _ZGVbN4vu_entry of `entry`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_entry(__m128 x, float k) {
    __m128 t1 = _ZGVbN4vu_top(x, k);
    __m128 t2 = _mm_set1_ps(3.0f);
    __m128 t3 = _mm_add_ps(t1, t2);
    return t3;
}

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

/* vcc: function at call_chain.c:42 vector variant _ZGVbN4v_fact of `fact`: VL 4, unmasked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_fact(__m128i n) {
    vcc_v4_int t1;
    __m128i t2 = _mm_set1_epi32(1);
    __m128i t3 = vcc_sse_not(_mm_cmpgt_epi32(n, t2));
    __m128i t4 = (__m128i)~(vcc_m4)t3;
    if ((!_mm_testz_si128(t4, t4))) {
        if (_mm_testc_si128(t4, _mm_set1_epi32(-1))) {
            __m128i t5 = _mm_set1_epi32(1);
            __m128i t6 = _mm_sub_epi32(n, t5);
            __m128i t7 = _ZGVbN4v_fact(t6);
            t1 = (vcc_v4_int)_mm_mullo_epi32(n, t7);
        } else {
            __m128i t8 = _mm_set1_epi32(1);
            __m128i t9 = _mm_sub_epi32(n, t8);
            __m128i t10 = _mm_set1_epi32(1);
            __m128i t11 = _mm_blendv_epi8(t10, (__m128i)(vcc_v4_int){0}, t3);
            __m128i t12 = _ZGVbM4v_fact(t9, t11);
            __m128i t13 = _mm_mullo_epi32(n, t12);
            t1 = (vcc_v4_int)_mm_blendv_epi8(t13, (__m128i)(vcc_v4_int){0}, t3);
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t14 = _mm_set1_epi32(1);
    __m128i t15 = _mm_blendv_epi8((__m128i)t1, t14, t3);
    return t15;
}

/* vcc: function at call_chain.c:42 vector variant _ZGVbM4v_fact of `fact`: VL 4, masked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_fact(__m128i n, __m128i mask) {
    vcc_v4_int t1;
    __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t3 = _mm_set1_epi32(1);
    __m128i t4 = vcc_sse_not(_mm_cmpgt_epi32(n, t3));
    __m128i t5 = (__m128i)((vcc_m4)t2 & (vcc_m4)t4);
    __m128i t6 = (__m128i)~(vcc_m4)t4;
    __m128i t7 = (__m128i)((vcc_m4)t2 & (vcc_m4)t6);
    if ((!_mm_testz_si128(t7, t7))) {
        if (_mm_testc_si128(t7, _mm_set1_epi32(-1))) {
            __m128i t8 = _mm_set1_epi32(1);
            __m128i t9 = _mm_sub_epi32(n, t8);
            __m128i t10 = _ZGVbN4v_fact(t9);
            t1 = (vcc_v4_int)_mm_mullo_epi32(n, t10);
        } else {
            __m128i t11 = _mm_set1_epi32(1);
            __m128i t12 = _mm_sub_epi32(n, t11);
            __m128i t13 = _mm_set1_epi32(1);
            __m128i t14 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t13, t7);
            __m128i t15 = _ZGVbM4v_fact(t12, t14);
            __m128i t16 = _mm_mullo_epi32(n, t15);
            t1 = (vcc_v4_int)_mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t16, t7);
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t17 = _mm_set1_epi32(1);
    __m128i t18 = _mm_blendv_epi8((__m128i)t1, t17, t5);
    return t18;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at call_chain.c:52 vector variant _ZGVbN4v_is_odd of `is_odd`: VL 4, unmasked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_odd(__m128i n) {
    vcc_v4_int t1;
    __m128i t2;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_cmpeq_epi32(n, t3);
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    if ((!_mm_testz_si128(t5, t5))) {
        if (_mm_testc_si128(t5, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128i t6 = _mm_set1_epi32(1);
            __m128i t7 = _mm_sub_epi32(n, t6);
            t1 = (vcc_v4_int)_ZGVbN4v_is_even(t7);
        } else {
            __m128i t8 = _mm_set1_epi32(1);
            __m128i t9 = _mm_sub_epi32(n, t8);
            __m128i t10 = _mm_set1_epi32(1);
            __m128i t11 = _mm_blendv_epi8(t10, (__m128i)(vcc_v4_int){0}, t4);
            t1 = (vcc_v4_int)_ZGVbM4v_is_even(t9, t11);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t12 = _mm_set1_epi32(0);
    __m128i t13 = ({ (void)t12; _mm_and_si128(t2, (__m128i)t1); });
    return t13;
}

/* vcc: function at call_chain.c:52 vector variant _ZGVbM4v_is_odd of `is_odd`: VL 4, masked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_odd(__m128i n, __m128i mask) {
    vcc_v4_int t1;
    __m128i t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_cmpeq_epi32(n, t4);
    __m128i t6 = (__m128i)~(vcc_m4)t5;
    __m128i t7 = (__m128i)((vcc_m4)t3 & (vcc_m4)t6);
    if ((!_mm_testz_si128(t7, t7))) {
        if (_mm_testc_si128(t7, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128i t8 = _mm_set1_epi32(1);
            __m128i t9 = _mm_sub_epi32(n, t8);
            t1 = (vcc_v4_int)_ZGVbN4v_is_even(t9);
        } else {
            __m128i t10 = _mm_set1_epi32(1);
            __m128i t11 = _mm_sub_epi32(n, t10);
            __m128i t12 = _mm_set1_epi32(1);
            __m128i t13 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t12, t7);
            t1 = (vcc_v4_int)_ZGVbM4v_is_even(t11, t13);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t14 = _mm_set1_epi32(0);
    __m128i t15 = ({ (void)t14; _mm_and_si128(t2, (__m128i)t1); });
    __m128i t16 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t15, t3);
    return t16;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at call_chain.c:57 vector variant _ZGVbN4v_is_even of `is_even`: VL 4, unmasked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_even(__m128i n) {
    vcc_v4_int t1;
    __m128i t2;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_cmpeq_epi32(n, t3);
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    if ((!_mm_testz_si128(t5, t5))) {
        if (_mm_testc_si128(t5, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128i t6 = _mm_set1_epi32(1);
            __m128i t7 = _mm_sub_epi32(n, t6);
            t1 = (vcc_v4_int)_ZGVbN4v_is_odd(t7);
        } else {
            __m128i t8 = _mm_set1_epi32(1);
            __m128i t9 = _mm_sub_epi32(n, t8);
            __m128i t10 = _mm_set1_epi32(1);
            __m128i t11 = _mm_blendv_epi8(t10, (__m128i)(vcc_v4_int){0}, t4);
            t1 = (vcc_v4_int)_ZGVbM4v_is_odd(t9, t11);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t12 = _mm_set1_epi32(1);
    __m128i t13 = _mm_blendv_epi8(t12, (__m128i)t1, t2);
    return t13;
}

/* vcc: function at call_chain.c:57 vector variant _ZGVbM4v_is_even of `is_even`: VL 4, masked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_even(__m128i n, __m128i mask) {
    vcc_v4_int t1;
    __m128i t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_cmpeq_epi32(n, t4);
    __m128i t6 = (__m128i)~(vcc_m4)t5;
    __m128i t7 = (__m128i)((vcc_m4)t3 & (vcc_m4)t6);
    if ((!_mm_testz_si128(t7, t7))) {
        if (_mm_testc_si128(t7, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128i t8 = _mm_set1_epi32(1);
            __m128i t9 = _mm_sub_epi32(n, t8);
            t1 = (vcc_v4_int)_ZGVbN4v_is_odd(t9);
        } else {
            __m128i t10 = _mm_set1_epi32(1);
            __m128i t11 = _mm_sub_epi32(n, t10);
            __m128i t12 = _mm_set1_epi32(1);
            __m128i t13 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t12, t7);
            t1 = (vcc_v4_int)_ZGVbM4v_is_odd(t11, t13);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t14 = _mm_set1_epi32(1);
    __m128i t15 = _mm_blendv_epi8(t14, (__m128i)t1, t2);
    __m128i t16 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t15, t3);
    return t16;
}

__attribute__((target("sse4.2"))) void entries(float *restrict y, const float *restrict x, int n, float k) {
    __m128 t1;
    __m128i t2;
    __m128 t3;
    __m128i t4;
    __m128 t5;
    __m128i t6;
    __m128 t7;
    __m128i t8;
    __m128 t9;
    __m128i t10;
    __m128 t11;
    __m128i t12;
    __m128 t13;
    __m128i t14;
    __m128 t15;
    __m128i t16;
    __m128 t17;
    __m128i t18;
    __m128 t19;
    __m128i t20;
    __m128 t21;
    __m128i t22;
    __m128 t23;
    __m128i t24;
    __m128 t25;
    __m128i t26;
    __m128 t27;
    __m128i t28;
    __m128 t29;
    __m128i t30;
    int t34;
    int i;
    long t31 = (long)n;
    if (t31 >= 16L) {
        long t32 = t31 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at call_chain.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = y + i_vec_1;
            __m128 x_v = _mm_loadu_ps(x + i_vec_1);
            __m128 t47 = _mm_set1_ps(0.25f);
            __m128 t48 = _mm_mul_ps(x_v, t47);
            __m128 t49 = _mm_set1_ps(6.0f);
            __m128i t50 = _mm_castps_si128(_mm_cmplt_ps(x_v, t49));
            if ((!_mm_testz_si128(t50, t50))) {
                if (_mm_testc_si128(t50, _mm_set1_epi32(-1))) {
                    t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t51 = _mm_set1_ps(1.0f);
                    __m128 t52 = _mm_add_ps(x_v, t51);
                    __m128 t86 = _mm_set1_ps(1.0f);
                    __m128 t87 = _mm_sub_ps(t52, t86);
                    __m128 t88 = _mm_set1_ps(2.0f);
                    __m128i t89 = _mm_castps_si128(_mm_cmpgt_ps(t52, t88));
                    if ((!_mm_testz_si128(t89, t89))) {
                        if (_mm_testc_si128(t89, _mm_set1_epi32(-1))) {
                            t8 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t151 = _mm_set1_ps(k);
                            __m128 t152 = _mm_mul_ps(t52, t151);
                            __m128 t153 = _mm_set1_ps(0.5f);
                            __m128 t154 = _mm_add_ps(t152, t153);
                            __m128 t150 = _mm_set1_ps(2.0f);
                            t7 = _mm_mul_ps(t154, t150);
                        } else {
                            __m128 t90 = _mm_set1_ps(1.0f);
                            __m128 t91 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t90, _mm_castsi128_ps(t89));
                            __m128i t156 = (__m128i)(vcc_m4)((vcc_v4_float)t91 != (vcc_v4_float){0});
                            __m128 t157 = _mm_set1_ps(k);
                            __m128 t158 = _mm_mul_ps(t52, t157);
                            __m128 t159 = _mm_set1_ps(0.5f);
                            __m128 t160 = _mm_add_ps(t158, t159);
                            __m128 t161 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t160, _mm_castsi128_ps(t156));
                            __m128 t155 = _mm_set1_ps(2.0f);
                            t7 = _mm_mul_ps(t161, t155);
                            t8 = t89;
                        }
                    } else {
                        t7 = (__m128)(vcc_v4_float){0};
                        t8 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t92 = _mm_blendv_ps(t87, t7, _mm_castsi128_ps(t8));
                    t1 = _mm_sub_ps(t92, t48);
                } else {
                    __m128 t53 = _mm_set1_ps(1.0f);
                    __m128 t54 = _mm_add_ps(x_v, t53);
                    __m128 t55 = _mm_set1_ps(1.0f);
                    __m128 t56 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t55, _mm_castsi128_ps(t50));
                    __m128i t93 = (__m128i)(vcc_m4)((vcc_v4_float)t56 != (vcc_v4_float){0});
                    __m128 t94 = _mm_set1_ps(1.0f);
                    __m128 t95 = _mm_sub_ps(t54, t94);
                    __m128 t96 = _mm_set1_ps(2.0f);
                    __m128i t97 = _mm_castps_si128(_mm_cmpgt_ps(t54, t96));
                    __m128i t98 = (__m128i)((vcc_m4)t93 & (vcc_m4)t97);
                    if ((!_mm_testz_si128(t98, t98))) {
                        if (_mm_testc_si128(t98, _mm_set1_epi32(-1))) {
                            t10 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t163 = _mm_set1_ps(k);
                            __m128 t164 = _mm_mul_ps(t54, t163);
                            __m128 t165 = _mm_set1_ps(0.5f);
                            __m128 t166 = _mm_add_ps(t164, t165);
                            __m128 t162 = _mm_set1_ps(2.0f);
                            t9 = _mm_mul_ps(t166, t162);
                        } else {
                            __m128 t99 = _mm_set1_ps(1.0f);
                            __m128 t100 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t99, _mm_castsi128_ps(t98));
                            __m128i t168 = (__m128i)(vcc_m4)((vcc_v4_float)t100 != (vcc_v4_float){0});
                            __m128 t169 = _mm_set1_ps(k);
                            __m128 t170 = _mm_mul_ps(t54, t169);
                            __m128 t171 = _mm_set1_ps(0.5f);
                            __m128 t172 = _mm_add_ps(t170, t171);
                            __m128 t173 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t172, _mm_castsi128_ps(t168));
                            __m128 t167 = _mm_set1_ps(2.0f);
                            t9 = _mm_mul_ps(t173, t167);
                            t10 = t98;
                        }
                    } else {
                        t9 = (__m128)(vcc_v4_float){0};
                        t10 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t101 = _mm_blendv_ps(t95, t9, _mm_castsi128_ps(t10));
                    __m128 t102 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t101, _mm_castsi128_ps(t93));
                    t1 = _mm_sub_ps(t102, t48);
                    t2 = t50;
                }
            } else {
                t1 = (__m128)(vcc_v4_float){0};
                t2 = (__m128i)(vcc_m4){0};
            }
            __m128 t57 = _mm_blendv_ps(t48, t1, _mm_castsi128_ps(t2));
            __m128 t45 = _mm_set1_ps(3.0f);
            __m128 t46 = _mm_add_ps(t57, t45);
            _mm_storeu_ps(t33, t46);
            long t41 = i_vec_1 + 4L;
            float *t42 = y + t41;
            __m128 x_v_2 = _mm_loadu_ps(x + t41);
            __m128 t75 = _mm_set1_ps(0.25f);
            __m128 t76 = _mm_mul_ps(x_v_2, t75);
            __m128 t77 = _mm_set1_ps(6.0f);
            __m128i t78 = _mm_castps_si128(_mm_cmplt_ps(x_v_2, t77));
            if ((!_mm_testz_si128(t78, t78))) {
                if (_mm_testc_si128(t78, _mm_set1_epi32(-1))) {
                    t6 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t79 = _mm_set1_ps(1.0f);
                    __m128 t80 = _mm_add_ps(x_v_2, t79);
                    __m128 t133 = _mm_set1_ps(1.0f);
                    __m128 t134 = _mm_sub_ps(t80, t133);
                    __m128 t135 = _mm_set1_ps(2.0f);
                    __m128i t136 = _mm_castps_si128(_mm_cmpgt_ps(t80, t135));
                    if ((!_mm_testz_si128(t136, t136))) {
                        if (_mm_testc_si128(t136, _mm_set1_epi32(-1))) {
                            t18 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t229 = _mm_set1_ps(k);
                            __m128 t230 = _mm_mul_ps(t80, t229);
                            __m128 t231 = _mm_set1_ps(0.5f);
                            __m128 t232 = _mm_add_ps(t230, t231);
                            __m128 t228 = _mm_set1_ps(2.0f);
                            t17 = _mm_mul_ps(t232, t228);
                        } else {
                            __m128 t137 = _mm_set1_ps(1.0f);
                            __m128 t138 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t137, _mm_castsi128_ps(t136));
                            __m128i t234 = (__m128i)(vcc_m4)((vcc_v4_float)t138 != (vcc_v4_float){0});
                            __m128 t235 = _mm_set1_ps(k);
                            __m128 t236 = _mm_mul_ps(t80, t235);
                            __m128 t237 = _mm_set1_ps(0.5f);
                            __m128 t238 = _mm_add_ps(t236, t237);
                            __m128 t239 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t238, _mm_castsi128_ps(t234));
                            __m128 t233 = _mm_set1_ps(2.0f);
                            t17 = _mm_mul_ps(t239, t233);
                            t18 = t136;
                        }
                    } else {
                        t17 = (__m128)(vcc_v4_float){0};
                        t18 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t139 = _mm_blendv_ps(t134, t17, _mm_castsi128_ps(t18));
                    t5 = _mm_sub_ps(t139, t76);
                } else {
                    __m128 t81 = _mm_set1_ps(1.0f);
                    __m128 t82 = _mm_add_ps(x_v_2, t81);
                    __m128 t83 = _mm_set1_ps(1.0f);
                    __m128 t84 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t83, _mm_castsi128_ps(t78));
                    __m128i t140 = (__m128i)(vcc_m4)((vcc_v4_float)t84 != (vcc_v4_float){0});
                    __m128 t141 = _mm_set1_ps(1.0f);
                    __m128 t142 = _mm_sub_ps(t82, t141);
                    __m128 t143 = _mm_set1_ps(2.0f);
                    __m128i t144 = _mm_castps_si128(_mm_cmpgt_ps(t82, t143));
                    __m128i t145 = (__m128i)((vcc_m4)t140 & (vcc_m4)t144);
                    if ((!_mm_testz_si128(t145, t145))) {
                        if (_mm_testc_si128(t145, _mm_set1_epi32(-1))) {
                            t20 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t241 = _mm_set1_ps(k);
                            __m128 t242 = _mm_mul_ps(t82, t241);
                            __m128 t243 = _mm_set1_ps(0.5f);
                            __m128 t244 = _mm_add_ps(t242, t243);
                            __m128 t240 = _mm_set1_ps(2.0f);
                            t19 = _mm_mul_ps(t244, t240);
                        } else {
                            __m128 t146 = _mm_set1_ps(1.0f);
                            __m128 t147 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t146, _mm_castsi128_ps(t145));
                            __m128i t246 = (__m128i)(vcc_m4)((vcc_v4_float)t147 != (vcc_v4_float){0});
                            __m128 t247 = _mm_set1_ps(k);
                            __m128 t248 = _mm_mul_ps(t82, t247);
                            __m128 t249 = _mm_set1_ps(0.5f);
                            __m128 t250 = _mm_add_ps(t248, t249);
                            __m128 t251 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t250, _mm_castsi128_ps(t246));
                            __m128 t245 = _mm_set1_ps(2.0f);
                            t19 = _mm_mul_ps(t251, t245);
                            t20 = t145;
                        }
                    } else {
                        t19 = (__m128)(vcc_v4_float){0};
                        t20 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t148 = _mm_blendv_ps(t142, t19, _mm_castsi128_ps(t20));
                    __m128 t149 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t148, _mm_castsi128_ps(t140));
                    t5 = _mm_sub_ps(t149, t76);
                    t6 = t78;
                }
            } else {
                t5 = (__m128)(vcc_v4_float){0};
                t6 = (__m128i)(vcc_m4){0};
            }
            __m128 t85 = _mm_blendv_ps(t76, t5, _mm_castsi128_ps(t6));
            __m128 t73 = _mm_set1_ps(3.0f);
            __m128 t74 = _mm_add_ps(t85, t73);
            _mm_storeu_ps(t42, t74);
            long t43 = i_vec_1 + 8L;
            float *t44 = y + t43;
            __m128 x_v_3 = _mm_loadu_ps(x + t43);
            __m128 t122 = _mm_set1_ps(0.25f);
            __m128 t123 = _mm_mul_ps(x_v_3, t122);
            __m128 t124 = _mm_set1_ps(6.0f);
            __m128i t125 = _mm_castps_si128(_mm_cmplt_ps(x_v_3, t124));
            if ((!_mm_testz_si128(t125, t125))) {
                if (_mm_testc_si128(t125, _mm_set1_epi32(-1))) {
                    t16 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t126 = _mm_set1_ps(1.0f);
                    __m128 t127 = _mm_add_ps(x_v_3, t126);
                    __m128 t211 = _mm_set1_ps(1.0f);
                    __m128 t212 = _mm_sub_ps(t127, t211);
                    __m128 t213 = _mm_set1_ps(2.0f);
                    __m128i t214 = _mm_castps_si128(_mm_cmpgt_ps(t127, t213));
                    if ((!_mm_testz_si128(t214, t214))) {
                        if (_mm_testc_si128(t214, _mm_set1_epi32(-1))) {
                            t24 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t270 = _mm_set1_ps(k);
                            __m128 t271 = _mm_mul_ps(t127, t270);
                            __m128 t272 = _mm_set1_ps(0.5f);
                            __m128 t273 = _mm_add_ps(t271, t272);
                            __m128 t269 = _mm_set1_ps(2.0f);
                            t23 = _mm_mul_ps(t273, t269);
                        } else {
                            __m128 t215 = _mm_set1_ps(1.0f);
                            __m128 t216 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t215, _mm_castsi128_ps(t214));
                            __m128i t275 = (__m128i)(vcc_m4)((vcc_v4_float)t216 != (vcc_v4_float){0});
                            __m128 t276 = _mm_set1_ps(k);
                            __m128 t277 = _mm_mul_ps(t127, t276);
                            __m128 t278 = _mm_set1_ps(0.5f);
                            __m128 t279 = _mm_add_ps(t277, t278);
                            __m128 t280 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t279, _mm_castsi128_ps(t275));
                            __m128 t274 = _mm_set1_ps(2.0f);
                            t23 = _mm_mul_ps(t280, t274);
                            t24 = t214;
                        }
                    } else {
                        t23 = (__m128)(vcc_v4_float){0};
                        t24 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t217 = _mm_blendv_ps(t212, t23, _mm_castsi128_ps(t24));
                    t15 = _mm_sub_ps(t217, t123);
                } else {
                    __m128 t128 = _mm_set1_ps(1.0f);
                    __m128 t129 = _mm_add_ps(x_v_3, t128);
                    __m128 t130 = _mm_set1_ps(1.0f);
                    __m128 t131 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t130, _mm_castsi128_ps(t125));
                    __m128i t218 = (__m128i)(vcc_m4)((vcc_v4_float)t131 != (vcc_v4_float){0});
                    __m128 t219 = _mm_set1_ps(1.0f);
                    __m128 t220 = _mm_sub_ps(t129, t219);
                    __m128 t221 = _mm_set1_ps(2.0f);
                    __m128i t222 = _mm_castps_si128(_mm_cmpgt_ps(t129, t221));
                    __m128i t223 = (__m128i)((vcc_m4)t218 & (vcc_m4)t222);
                    if ((!_mm_testz_si128(t223, t223))) {
                        if (_mm_testc_si128(t223, _mm_set1_epi32(-1))) {
                            t26 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t282 = _mm_set1_ps(k);
                            __m128 t283 = _mm_mul_ps(t129, t282);
                            __m128 t284 = _mm_set1_ps(0.5f);
                            __m128 t285 = _mm_add_ps(t283, t284);
                            __m128 t281 = _mm_set1_ps(2.0f);
                            t25 = _mm_mul_ps(t285, t281);
                        } else {
                            __m128 t224 = _mm_set1_ps(1.0f);
                            __m128 t225 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t224, _mm_castsi128_ps(t223));
                            __m128i t287 = (__m128i)(vcc_m4)((vcc_v4_float)t225 != (vcc_v4_float){0});
                            __m128 t288 = _mm_set1_ps(k);
                            __m128 t289 = _mm_mul_ps(t129, t288);
                            __m128 t290 = _mm_set1_ps(0.5f);
                            __m128 t291 = _mm_add_ps(t289, t290);
                            __m128 t292 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t291, _mm_castsi128_ps(t287));
                            __m128 t286 = _mm_set1_ps(2.0f);
                            t25 = _mm_mul_ps(t292, t286);
                            t26 = t223;
                        }
                    } else {
                        t25 = (__m128)(vcc_v4_float){0};
                        t26 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t226 = _mm_blendv_ps(t220, t25, _mm_castsi128_ps(t26));
                    __m128 t227 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t226, _mm_castsi128_ps(t218));
                    t15 = _mm_sub_ps(t227, t123);
                    t16 = t125;
                }
            } else {
                t15 = (__m128)(vcc_v4_float){0};
                t16 = (__m128i)(vcc_m4){0};
            }
            __m128 t132 = _mm_blendv_ps(t123, t15, _mm_castsi128_ps(t16));
            __m128 t120 = _mm_set1_ps(3.0f);
            __m128 t121 = _mm_add_ps(t132, t120);
            _mm_storeu_ps(t44, t121);
            long t71 = i_vec_1 + 12L;
            float *t72 = y + t71;
            __m128 x_v_4 = _mm_loadu_ps(x + t71);
            __m128 t200 = _mm_set1_ps(0.25f);
            __m128 t201 = _mm_mul_ps(x_v_4, t200);
            __m128 t202 = _mm_set1_ps(6.0f);
            __m128i t203 = _mm_castps_si128(_mm_cmplt_ps(x_v_4, t202));
            if ((!_mm_testz_si128(t203, t203))) {
                if (_mm_testc_si128(t203, _mm_set1_epi32(-1))) {
                    t22 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t204 = _mm_set1_ps(1.0f);
                    __m128 t205 = _mm_add_ps(x_v_4, t204);
                    __m128 t252 = _mm_set1_ps(1.0f);
                    __m128 t253 = _mm_sub_ps(t205, t252);
                    __m128 t254 = _mm_set1_ps(2.0f);
                    __m128i t255 = _mm_castps_si128(_mm_cmpgt_ps(t205, t254));
                    if ((!_mm_testz_si128(t255, t255))) {
                        if (_mm_testc_si128(t255, _mm_set1_epi32(-1))) {
                            t28 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t294 = _mm_set1_ps(k);
                            __m128 t295 = _mm_mul_ps(t205, t294);
                            __m128 t296 = _mm_set1_ps(0.5f);
                            __m128 t297 = _mm_add_ps(t295, t296);
                            __m128 t293 = _mm_set1_ps(2.0f);
                            t27 = _mm_mul_ps(t297, t293);
                        } else {
                            __m128 t256 = _mm_set1_ps(1.0f);
                            __m128 t257 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t256, _mm_castsi128_ps(t255));
                            __m128i t299 = (__m128i)(vcc_m4)((vcc_v4_float)t257 != (vcc_v4_float){0});
                            __m128 t300 = _mm_set1_ps(k);
                            __m128 t301 = _mm_mul_ps(t205, t300);
                            __m128 t302 = _mm_set1_ps(0.5f);
                            __m128 t303 = _mm_add_ps(t301, t302);
                            __m128 t304 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t303, _mm_castsi128_ps(t299));
                            __m128 t298 = _mm_set1_ps(2.0f);
                            t27 = _mm_mul_ps(t304, t298);
                            t28 = t255;
                        }
                    } else {
                        t27 = (__m128)(vcc_v4_float){0};
                        t28 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t258 = _mm_blendv_ps(t253, t27, _mm_castsi128_ps(t28));
                    t21 = _mm_sub_ps(t258, t201);
                } else {
                    __m128 t206 = _mm_set1_ps(1.0f);
                    __m128 t207 = _mm_add_ps(x_v_4, t206);
                    __m128 t208 = _mm_set1_ps(1.0f);
                    __m128 t209 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t208, _mm_castsi128_ps(t203));
                    __m128i t259 = (__m128i)(vcc_m4)((vcc_v4_float)t209 != (vcc_v4_float){0});
                    __m128 t260 = _mm_set1_ps(1.0f);
                    __m128 t261 = _mm_sub_ps(t207, t260);
                    __m128 t262 = _mm_set1_ps(2.0f);
                    __m128i t263 = _mm_castps_si128(_mm_cmpgt_ps(t207, t262));
                    __m128i t264 = (__m128i)((vcc_m4)t259 & (vcc_m4)t263);
                    if ((!_mm_testz_si128(t264, t264))) {
                        if (_mm_testc_si128(t264, _mm_set1_epi32(-1))) {
                            t30 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t306 = _mm_set1_ps(k);
                            __m128 t307 = _mm_mul_ps(t207, t306);
                            __m128 t308 = _mm_set1_ps(0.5f);
                            __m128 t309 = _mm_add_ps(t307, t308);
                            __m128 t305 = _mm_set1_ps(2.0f);
                            t29 = _mm_mul_ps(t309, t305);
                        } else {
                            __m128 t265 = _mm_set1_ps(1.0f);
                            __m128 t266 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t265, _mm_castsi128_ps(t264));
                            __m128i t311 = (__m128i)(vcc_m4)((vcc_v4_float)t266 != (vcc_v4_float){0});
                            __m128 t312 = _mm_set1_ps(k);
                            __m128 t313 = _mm_mul_ps(t207, t312);
                            __m128 t314 = _mm_set1_ps(0.5f);
                            __m128 t315 = _mm_add_ps(t313, t314);
                            __m128 t316 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t315, _mm_castsi128_ps(t311));
                            __m128 t310 = _mm_set1_ps(2.0f);
                            t29 = _mm_mul_ps(t316, t310);
                            t30 = t264;
                        }
                    } else {
                        t29 = (__m128)(vcc_v4_float){0};
                        t30 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t267 = _mm_blendv_ps(t261, t29, _mm_castsi128_ps(t30));
                    __m128 t268 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t267, _mm_castsi128_ps(t259));
                    t21 = _mm_sub_ps(t268, t201);
                    t22 = t203;
                }
            } else {
                t21 = (__m128)(vcc_v4_float){0};
                t22 = (__m128i)(vcc_m4){0};
            }
            __m128 t210 = _mm_blendv_ps(t201, t21, _mm_castsi128_ps(t22));
            __m128 t198 = _mm_set1_ps(3.0f);
            __m128 t199 = _mm_add_ps(t210, t198);
            _mm_storeu_ps(t72, t199);
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
            __m128 x_v_1 = _mm_loadu_ps(x + t37);
            __m128 t60 = _mm_set1_ps(0.25f);
            __m128 t61 = _mm_mul_ps(x_v_1, t60);
            __m128 t62 = _mm_set1_ps(6.0f);
            __m128i t63 = _mm_castps_si128(_mm_cmplt_ps(x_v_1, t62));
            if ((!_mm_testz_si128(t63, t63))) {
                if (_mm_testc_si128(t63, _mm_set1_epi32(-1))) {
                    t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t64 = _mm_set1_ps(1.0f);
                    __m128 t65 = _mm_add_ps(x_v_1, t64);
                    __m128 t103 = _mm_set1_ps(1.0f);
                    __m128 t104 = _mm_sub_ps(t65, t103);
                    __m128 t105 = _mm_set1_ps(2.0f);
                    __m128i t106 = _mm_castps_si128(_mm_cmpgt_ps(t65, t105));
                    if ((!_mm_testz_si128(t106, t106))) {
                        if (_mm_testc_si128(t106, _mm_set1_epi32(-1))) {
                            t12 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t175 = _mm_set1_ps(k);
                            __m128 t176 = _mm_mul_ps(t65, t175);
                            __m128 t177 = _mm_set1_ps(0.5f);
                            __m128 t178 = _mm_add_ps(t176, t177);
                            __m128 t174 = _mm_set1_ps(2.0f);
                            t11 = _mm_mul_ps(t178, t174);
                        } else {
                            __m128 t107 = _mm_set1_ps(1.0f);
                            __m128 t108 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t107, _mm_castsi128_ps(t106));
                            __m128i t180 = (__m128i)(vcc_m4)((vcc_v4_float)t108 != (vcc_v4_float){0});
                            __m128 t181 = _mm_set1_ps(k);
                            __m128 t182 = _mm_mul_ps(t65, t181);
                            __m128 t183 = _mm_set1_ps(0.5f);
                            __m128 t184 = _mm_add_ps(t182, t183);
                            __m128 t185 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t184, _mm_castsi128_ps(t180));
                            __m128 t179 = _mm_set1_ps(2.0f);
                            t11 = _mm_mul_ps(t185, t179);
                            t12 = t106;
                        }
                    } else {
                        t11 = (__m128)(vcc_v4_float){0};
                        t12 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t109 = _mm_blendv_ps(t104, t11, _mm_castsi128_ps(t12));
                    t3 = _mm_sub_ps(t109, t61);
                } else {
                    __m128 t66 = _mm_set1_ps(1.0f);
                    __m128 t67 = _mm_add_ps(x_v_1, t66);
                    __m128 t68 = _mm_set1_ps(1.0f);
                    __m128 t69 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t68, _mm_castsi128_ps(t63));
                    __m128i t110 = (__m128i)(vcc_m4)((vcc_v4_float)t69 != (vcc_v4_float){0});
                    __m128 t111 = _mm_set1_ps(1.0f);
                    __m128 t112 = _mm_sub_ps(t67, t111);
                    __m128 t113 = _mm_set1_ps(2.0f);
                    __m128i t114 = _mm_castps_si128(_mm_cmpgt_ps(t67, t113));
                    __m128i t115 = (__m128i)((vcc_m4)t110 & (vcc_m4)t114);
                    if ((!_mm_testz_si128(t115, t115))) {
                        if (_mm_testc_si128(t115, _mm_set1_epi32(-1))) {
                            t14 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                            __m128 t187 = _mm_set1_ps(k);
                            __m128 t188 = _mm_mul_ps(t67, t187);
                            __m128 t189 = _mm_set1_ps(0.5f);
                            __m128 t190 = _mm_add_ps(t188, t189);
                            __m128 t186 = _mm_set1_ps(2.0f);
                            t13 = _mm_mul_ps(t190, t186);
                        } else {
                            __m128 t116 = _mm_set1_ps(1.0f);
                            __m128 t117 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t116, _mm_castsi128_ps(t115));
                            __m128i t192 = (__m128i)(vcc_m4)((vcc_v4_float)t117 != (vcc_v4_float){0});
                            __m128 t193 = _mm_set1_ps(k);
                            __m128 t194 = _mm_mul_ps(t67, t193);
                            __m128 t195 = _mm_set1_ps(0.5f);
                            __m128 t196 = _mm_add_ps(t194, t195);
                            __m128 t197 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t196, _mm_castsi128_ps(t192));
                            __m128 t191 = _mm_set1_ps(2.0f);
                            t13 = _mm_mul_ps(t197, t191);
                            t14 = t115;
                        }
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    __m128 t118 = _mm_blendv_ps(t112, t13, _mm_castsi128_ps(t14));
                    __m128 t119 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t118, _mm_castsi128_ps(t110));
                    t3 = _mm_sub_ps(t119, t61);
                    t4 = t63;
                }
            } else {
                t3 = (__m128)(vcc_v4_float){0};
                t4 = (__m128i)(vcc_m4){0};
            }
            __m128 t70 = _mm_blendv_ps(t61, t3, _mm_castsi128_ps(t4));
            __m128 t58 = _mm_set1_ps(3.0f);
            __m128 t59 = _mm_add_ps(t70, t58);
            _mm_storeu_ps(t38, t59);
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
