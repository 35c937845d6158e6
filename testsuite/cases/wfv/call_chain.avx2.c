/* vcc: vector types and helpers */
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
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    t1 = _mm256_set1_ps(k);
    t2 = _mm256_mul_ps(x, t1);
    t3 = _mm256_set1_ps(0.5f);
    t4 = _mm256_add_ps(t2, t3);
    return t4;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_leaf(__m256 x, float k, __m256 mask) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(x, t2);
    t4 = _mm256_set1_ps(0.5f);
    t5 = _mm256_add_ps(t3, t4);
    t6 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t5, _mm256_castsi256_ps(t1));
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
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    t3 = _mm256_set1_ps(1.0f);
    t4 = _mm256_sub_ps(x, t3);
    t5 = _mm256_set1_ps(2.0f);
    t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if ((_mm256_movemask_epi8(t6) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t7 = _ZGVdN8vu_leaf(x, k);
            t8 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t7, t8);
        } else {
            t9 = _mm256_set1_ps(1.0f);
            t10 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t9, _mm256_castsi256_ps(t6));
            t11 = _ZGVdM8vu_leaf(x, k, t10);
            t12 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t11, t12);
            t2 = t6;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t13 = _mm256_blendv_ps(t4, t1, _mm256_castsi256_ps(t2));
    return t13;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_middle(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t4 = _mm256_set1_ps(1.0f);
    t5 = _mm256_sub_ps(x, t4);
    t6 = _mm256_set1_ps(2.0f);
    t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    t8 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t8) != 0)) {
        if ((_mm256_movemask_epi8(t8) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t9 = _ZGVdN8vu_leaf(x, k);
            t10 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t9, t10);
        } else {
            t11 = _mm256_set1_ps(1.0f);
            t12 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t11, _mm256_castsi256_ps(t8));
            t13 = _ZGVdM8vu_leaf(x, k, t12);
            t14 = _mm256_set1_ps(2.0f);
            t1 = _mm256_mul_ps(t13, t14);
            t2 = t8;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t15 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    t16 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t15, _mm256_castsi256_ps(t3));
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
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    t3 = _mm256_set1_ps(0.25f);
    t4 = _mm256_mul_ps(x, t3);
    t5 = _mm256_set1_ps(6.0f);
    t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t6) != 0)) {
        if ((_mm256_movemask_epi8(t6) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t7 = _mm256_set1_ps(1.0f);
            t8 = _mm256_add_ps(x, t7);
            t9 = _ZGVdN8vu_middle(t8, k);
            t1 = _mm256_sub_ps(t9, t4);
        } else {
            t10 = _mm256_set1_ps(1.0f);
            t11 = _mm256_add_ps(x, t10);
            t12 = _mm256_set1_ps(1.0f);
            t13 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t12, _mm256_castsi256_ps(t6));
            t14 = _ZGVdM8vu_middle(t11, k, t13);
            t1 = _mm256_sub_ps(t14, t4);
            t2 = t6;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t15 = _mm256_blendv_ps(t4, t1, _mm256_castsi256_ps(t2));
    return t15;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_top(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t4 = _mm256_set1_ps(0.25f);
    t5 = _mm256_mul_ps(x, t4);
    t6 = _mm256_set1_ps(6.0f);
    t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_LT_OQ));
    t8 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t8) != 0)) {
        if ((_mm256_movemask_epi8(t8) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t9 = _mm256_set1_ps(1.0f);
            t10 = _mm256_add_ps(x, t9);
            t11 = _ZGVdN8vu_middle(t10, k);
            t1 = _mm256_sub_ps(t11, t5);
        } else {
            t12 = _mm256_set1_ps(1.0f);
            t13 = _mm256_add_ps(x, t12);
            t14 = _mm256_set1_ps(1.0f);
            t15 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t14, _mm256_castsi256_ps(t8));
            t16 = _ZGVdM8vu_middle(t13, k, t15);
            t1 = _mm256_sub_ps(t16, t5);
            t2 = t8;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t17 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    t18 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t17, _mm256_castsi256_ps(t3));
    return t18;
}

/* #pragma omp declare simd uniform(k) notinbranch */
float entry(float x, float k) {
    return top(x, k) + 3.0f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_entry(__m256 x, float k) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    t1 = _ZGVdN8vu_top(x, k);
    t2 = _mm256_set1_ps(3.0f);
    t3 = _mm256_add_ps(t1, t2);
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
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    t2 = _mm256_set1_epi32((int)1);
    t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t2), _mm256_set1_epi32(-1));
    t4 = (__m256i)~(vcc_m8)t3;
    if ((_mm256_movemask_epi8(t4) != 0)) {
        if ((_mm256_movemask_epi8(t4) == -1)) {
            t5 = _mm256_set1_epi32((int)1);
            t6 = _mm256_sub_epi32(n, t5);
            t7 = _ZGVdN8v_fact(t6);
            t1 = _mm256_mullo_epi32(n, t7);
        } else {
            t8 = _mm256_set1_epi32((int)1);
            t9 = n;
            t10 = t8;
            t11 = _mm256_sub_epi32(t9, t10);
            t12 = t11;
            t13 = _mm256_set1_epi32((int)1);
            t14 = _mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t3);
            t15 = _ZGVdM8v_fact(t12, t14);
            t16 = n;
            t17 = t15;
            t18 = _mm256_mullo_epi32(t16, t17);
            t19 = t18;
            t1 = _mm256_blendv_epi8(t19, (__m256i)(vcc_v8_int){0}, t3);
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
    }
    t20 = _mm256_set1_epi32((int)1);
    t21 = _mm256_blendv_epi8(t1, t20, t3);
    return t21;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t3 = _mm256_set1_epi32((int)1);
    t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t3), _mm256_set1_epi32(-1));
    t5 = _mm256_and_si256(t2, t4);
    t6 = (__m256i)~(vcc_m8)t4;
    t7 = _mm256_and_si256(t2, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if ((_mm256_movemask_epi8(t7) == -1)) {
            t8 = _mm256_set1_epi32((int)1);
            t9 = _mm256_sub_epi32(n, t8);
            t10 = _ZGVdN8v_fact(t9);
            t1 = _mm256_mullo_epi32(n, t10);
        } else {
            t11 = _mm256_set1_epi32((int)1);
            t12 = n;
            t13 = t11;
            t14 = _mm256_sub_epi32(t12, t13);
            t15 = t14;
            t16 = _mm256_set1_epi32((int)1);
            t17 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t16, t7);
            t18 = _ZGVdM8v_fact(t15, t17);
            t19 = n;
            t20 = t18;
            t21 = _mm256_mullo_epi32(t19, t20);
            t22 = t21;
            t1 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t22, t7);
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
    }
    t23 = _mm256_set1_epi32((int)1);
    t24 = _mm256_blendv_epi8(t1, t23, t5);
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
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_cmpeq_epi32(n, t3);
    t5 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t5) != 0)) {
        if ((_mm256_movemask_epi8(t5) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t6 = _mm256_set1_epi32((int)1);
            t7 = _mm256_sub_epi32(n, t6);
            t1 = _ZGVdN8v_is_even(t7);
        } else {
            t8 = _mm256_set1_epi32((int)1);
            t9 = n;
            t10 = t8;
            t11 = _mm256_sub_epi32(t9, t10);
            t12 = t11;
            t13 = _mm256_set1_epi32((int)1);
            t14 = _mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t4);
            t1 = _ZGVdM8v_is_even(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t15 = _mm256_set1_epi32((int)0);
    t16 = _mm256_blendv_epi8(t15, t1, t2);
    return t16;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t4 = _mm256_set1_epi32((int)0);
    t5 = _mm256_cmpeq_epi32(n, t4);
    t6 = (__m256i)~(vcc_m8)t5;
    t7 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if ((_mm256_movemask_epi8(t7) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t8 = _mm256_set1_epi32((int)1);
            t9 = _mm256_sub_epi32(n, t8);
            t1 = _ZGVdN8v_is_even(t9);
        } else {
            t10 = _mm256_set1_epi32((int)1);
            t11 = n;
            t12 = t10;
            t13 = _mm256_sub_epi32(t11, t12);
            t14 = t13;
            t15 = _mm256_set1_epi32((int)1);
            t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t7);
            t1 = _ZGVdM8v_is_even(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t17 = _mm256_set1_epi32((int)0);
    t18 = _mm256_blendv_epi8(t17, t1, t2);
    t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t18, t3);
    return t19;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_even(__m256i n) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_cmpeq_epi32(n, t3);
    t5 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t5) != 0)) {
        if ((_mm256_movemask_epi8(t5) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t6 = _mm256_set1_epi32((int)1);
            t7 = _mm256_sub_epi32(n, t6);
            t1 = _ZGVdN8v_is_odd(t7);
        } else {
            t8 = _mm256_set1_epi32((int)1);
            t9 = n;
            t10 = t8;
            t11 = _mm256_sub_epi32(t9, t10);
            t12 = t11;
            t13 = _mm256_set1_epi32((int)1);
            t14 = _mm256_blendv_epi8(t13, (__m256i)(vcc_v8_int){0}, t4);
            t1 = _ZGVdM8v_is_odd(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t15 = _mm256_set1_epi32((int)1);
    t16 = _mm256_blendv_epi8(t15, t1, t2);
    return t16;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t4 = _mm256_set1_epi32((int)0);
    t5 = _mm256_cmpeq_epi32(n, t4);
    t6 = (__m256i)~(vcc_m8)t5;
    t7 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if ((_mm256_movemask_epi8(t7) == -1)) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t8 = _mm256_set1_epi32((int)1);
            t9 = _mm256_sub_epi32(n, t8);
            t1 = _ZGVdN8v_is_odd(t9);
        } else {
            t10 = _mm256_set1_epi32((int)1);
            t11 = n;
            t12 = t10;
            t13 = _mm256_sub_epi32(t11, t12);
            t14 = t13;
            t15 = _mm256_set1_epi32((int)1);
            t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t7);
            t1 = _ZGVdM8v_is_odd(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t17 = _mm256_set1_epi32((int)1);
    t18 = _mm256_blendv_epi8(t17, t1, t2);
    t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t18, t3);
    return t19;
}

__attribute__((target("avx2"))) void entries(float *restrict y, const float *restrict x, int n, float k) {
    long t1;
    long t2;
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
    long t21;
    long t22;
    long t23;
    long t24;
    float *t25;
    float *t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    long t31;
    long t32;
    float *t33;
    __m256 t34;
    int i;
    long t35;
    float t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256i t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256i t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256i t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256i t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256i t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256i t87;
    __m256i t88;
    __m256 t89;
    __m256 t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256i t96;
    __m256 t97;
    __m256 t98;
    __m256 t99;
    __m256i t100;
    __m256 t101;
    __m256 t102;
    __m256 t103;
    __m256i t104;
    __m256i t105;
    __m256 t106;
    __m256 t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    __m256 t111;
    __m256 t112;
    __m256i t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256i t117;
    __m256 t118;
    __m256 t119;
    __m256 t120;
    __m256i t121;
    __m256i t122;
    __m256 t123;
    __m256 t124;
    __m256 t125;
    __m256 t126;
    __m256 t127;
    __m256 t128;
    __m256 t129;
    __m256 t130;
    __m256 t131;
    __m256 t132;
    __m256i t133;
    __m256 t134;
    __m256 t135;
    __m256 t136;
    __m256 t137;
    __m256 t138;
    __m256 t139;
    __m256 t140;
    __m256 t141;
    __m256 t142;
    __m256 t143;
    __m256 t144;
    __m256i t145;
    __m256 t146;
    __m256 t147;
    __m256 t148;
    __m256 t149;
    __m256 t150;
    __m256 t151;
    __m256 t152;
    __m256 t153;
    __m256 t154;
    __m256 t155;
    __m256 t156;
    __m256i t157;
    __m256 t158;
    __m256 t159;
    __m256 t160;
    __m256 t161;
    __m256 t162;
    __m256 t163;
    __m256 t164;
    __m256 t165;
    __m256 t166;
    __m256 t167;
    __m256 t168;
    __m256i t169;
    __m256 t170;
    __m256 t171;
    __m256 t172;
    __m256 t173;
    __m256 t174;
    __m256 t175;
    __m256 t176;
    __m256 t177;
    __m256 t178;
    __m256 t179;
    __m256 t180;
    __m256i t181;
    __m256 t182;
    __m256 t183;
    __m256 t184;
    __m256 t185;
    __m256 t186;
    __m256 t187;
    __m256 t188;
    __m256 t189;
    __m256 t190;
    __m256 t191;
    __m256 t192;
    __m256i t193;
    __m256 t194;
    __m256 t195;
    __m256 t196;
    __m256 t197;
    __m256 t198;
    t21 = (long)n;
    if (t21 >= 16L) {
        t22 = t21 & -16L;
        t2 = 0L;
        for (;;) {
            t23 = (long)(int)(0L + t2);
            t24 = (long)(int)(0L + (t2 + 8L));
            t25 = y + t23;
            t26 = y + t24;
            t27 = _mm256_loadu_ps(x + t23);
            t28 = _mm256_loadu_ps(x + t24);
            t39 = _mm256_set1_ps(0.25f);
            t40 = _mm256_mul_ps(t27, t39);
            t41 = _mm256_set1_ps(6.0f);
            t42 = _mm256_castps_si256(_mm256_cmp_ps(t27, t41, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t42) != 0)) {
                if ((_mm256_movemask_epi8(t42) == -1)) {
                    t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                    t43 = _mm256_set1_ps(1.0f);
                    t44 = _mm256_add_ps(t27, t43);
                    t76 = _mm256_set1_ps(1.0f);
                    t77 = _mm256_sub_ps(t44, t76);
                    t78 = _mm256_set1_ps(2.0f);
                    t79 = _mm256_castps_si256(_mm256_cmp_ps(t44, t78, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t79) != 0)) {
                        if ((_mm256_movemask_epi8(t79) == -1)) {
                            t10 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                            t128 = _mm256_set1_ps(k);
                            t129 = _mm256_mul_ps(t44, t128);
                            t130 = _mm256_set1_ps(0.5f);
                            t131 = _mm256_add_ps(t129, t130);
                            t127 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t131, t127);
                        } else {
                            t80 = _mm256_set1_ps(1.0f);
                            t81 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t80, _mm256_castsi256_ps(t79));
                            t133 = (__m256i)(vcc_m8)((vcc_v8_float)t81 != (vcc_v8_float){0});
                            t134 = _mm256_set1_ps(k);
                            t135 = _mm256_mul_ps(t44, t134);
                            t136 = _mm256_set1_ps(0.5f);
                            t137 = _mm256_add_ps(t135, t136);
                            t138 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t137, _mm256_castsi256_ps(t133));
                            t132 = _mm256_set1_ps(2.0f);
                            t9 = _mm256_mul_ps(t138, t132);
                            t10 = t79;
                        }
                    } else {
                        t9 = (__m256)(vcc_v8_float){0};
                        t10 = (__m256i)(vcc_m8){0};
                    }
                    t82 = _mm256_blendv_ps(t77, t9, _mm256_castsi256_ps(t10));
                    t3 = _mm256_sub_ps(t82, t40);
                } else {
                    t45 = _mm256_set1_ps(1.0f);
                    t46 = _mm256_add_ps(t27, t45);
                    t47 = _mm256_set1_ps(1.0f);
                    t48 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t47, _mm256_castsi256_ps(t42));
                    t83 = (__m256i)(vcc_m8)((vcc_v8_float)t48 != (vcc_v8_float){0});
                    t84 = _mm256_set1_ps(1.0f);
                    t85 = _mm256_sub_ps(t46, t84);
                    t86 = _mm256_set1_ps(2.0f);
                    t87 = _mm256_castps_si256(_mm256_cmp_ps(t46, t86, _CMP_GT_OQ));
                    t88 = _mm256_and_si256(t83, t87);
                    if ((_mm256_movemask_epi8(t88) != 0)) {
                        if ((_mm256_movemask_epi8(t88) == -1)) {
                            t12 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                            t140 = _mm256_set1_ps(k);
                            t141 = _mm256_mul_ps(t46, t140);
                            t142 = _mm256_set1_ps(0.5f);
                            t143 = _mm256_add_ps(t141, t142);
                            t139 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t143, t139);
                        } else {
                            t89 = _mm256_set1_ps(1.0f);
                            t90 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t89, _mm256_castsi256_ps(t88));
                            t145 = (__m256i)(vcc_m8)((vcc_v8_float)t90 != (vcc_v8_float){0});
                            t146 = _mm256_set1_ps(k);
                            t147 = _mm256_mul_ps(t46, t146);
                            t148 = _mm256_set1_ps(0.5f);
                            t149 = _mm256_add_ps(t147, t148);
                            t150 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t149, _mm256_castsi256_ps(t145));
                            t144 = _mm256_set1_ps(2.0f);
                            t11 = _mm256_mul_ps(t150, t144);
                            t12 = t88;
                        }
                    } else {
                        t11 = (__m256)(vcc_v8_float){0};
                        t12 = (__m256i)(vcc_m8){0};
                    }
                    t91 = _mm256_blendv_ps(t85, t11, _mm256_castsi256_ps(t12));
                    t92 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t91, _mm256_castsi256_ps(t83));
                    t3 = _mm256_sub_ps(t92, t40);
                    t4 = t42;
                }
            } else {
                t3 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
            }
            t49 = _mm256_blendv_ps(t40, t3, _mm256_castsi256_ps(t4));
            t37 = _mm256_set1_ps(3.0f);
            t38 = _mm256_add_ps(t49, t37);
            _mm256_storeu_ps(t25, t38);
            t65 = _mm256_set1_ps(0.25f);
            t66 = _mm256_mul_ps(t28, t65);
            t67 = _mm256_set1_ps(6.0f);
            t68 = _mm256_castps_si256(_mm256_cmp_ps(t28, t67, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t68) != 0)) {
                if ((_mm256_movemask_epi8(t68) == -1)) {
                    t8 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                    t69 = _mm256_set1_ps(1.0f);
                    t70 = _mm256_add_ps(t28, t69);
                    t110 = _mm256_set1_ps(1.0f);
                    t111 = _mm256_sub_ps(t70, t110);
                    t112 = _mm256_set1_ps(2.0f);
                    t113 = _mm256_castps_si256(_mm256_cmp_ps(t70, t112, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t113) != 0)) {
                        if ((_mm256_movemask_epi8(t113) == -1)) {
                            t18 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                            t176 = _mm256_set1_ps(k);
                            t177 = _mm256_mul_ps(t70, t176);
                            t178 = _mm256_set1_ps(0.5f);
                            t179 = _mm256_add_ps(t177, t178);
                            t175 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t179, t175);
                        } else {
                            t114 = _mm256_set1_ps(1.0f);
                            t115 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t114, _mm256_castsi256_ps(t113));
                            t181 = (__m256i)(vcc_m8)((vcc_v8_float)t115 != (vcc_v8_float){0});
                            t182 = _mm256_set1_ps(k);
                            t183 = _mm256_mul_ps(t70, t182);
                            t184 = _mm256_set1_ps(0.5f);
                            t185 = _mm256_add_ps(t183, t184);
                            t186 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t185, _mm256_castsi256_ps(t181));
                            t180 = _mm256_set1_ps(2.0f);
                            t17 = _mm256_mul_ps(t186, t180);
                            t18 = t113;
                        }
                    } else {
                        t17 = (__m256)(vcc_v8_float){0};
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    t116 = _mm256_blendv_ps(t111, t17, _mm256_castsi256_ps(t18));
                    t7 = _mm256_sub_ps(t116, t66);
                } else {
                    t71 = _mm256_set1_ps(1.0f);
                    t72 = _mm256_add_ps(t28, t71);
                    t73 = _mm256_set1_ps(1.0f);
                    t74 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t73, _mm256_castsi256_ps(t68));
                    t117 = (__m256i)(vcc_m8)((vcc_v8_float)t74 != (vcc_v8_float){0});
                    t118 = _mm256_set1_ps(1.0f);
                    t119 = _mm256_sub_ps(t72, t118);
                    t120 = _mm256_set1_ps(2.0f);
                    t121 = _mm256_castps_si256(_mm256_cmp_ps(t72, t120, _CMP_GT_OQ));
                    t122 = _mm256_and_si256(t117, t121);
                    if ((_mm256_movemask_epi8(t122) != 0)) {
                        if ((_mm256_movemask_epi8(t122) == -1)) {
                            t20 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                            t188 = _mm256_set1_ps(k);
                            t189 = _mm256_mul_ps(t72, t188);
                            t190 = _mm256_set1_ps(0.5f);
                            t191 = _mm256_add_ps(t189, t190);
                            t187 = _mm256_set1_ps(2.0f);
                            t19 = _mm256_mul_ps(t191, t187);
                        } else {
                            t123 = _mm256_set1_ps(1.0f);
                            t124 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t123, _mm256_castsi256_ps(t122));
                            t193 = (__m256i)(vcc_m8)((vcc_v8_float)t124 != (vcc_v8_float){0});
                            t194 = _mm256_set1_ps(k);
                            t195 = _mm256_mul_ps(t72, t194);
                            t196 = _mm256_set1_ps(0.5f);
                            t197 = _mm256_add_ps(t195, t196);
                            t198 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t197, _mm256_castsi256_ps(t193));
                            t192 = _mm256_set1_ps(2.0f);
                            t19 = _mm256_mul_ps(t198, t192);
                            t20 = t122;
                        }
                    } else {
                        t19 = (__m256)(vcc_v8_float){0};
                        t20 = (__m256i)(vcc_m8){0};
                    }
                    t125 = _mm256_blendv_ps(t119, t19, _mm256_castsi256_ps(t20));
                    t126 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t125, _mm256_castsi256_ps(t117));
                    t7 = _mm256_sub_ps(t126, t66);
                    t8 = t68;
                }
            } else {
                t7 = (__m256)(vcc_v8_float){0};
                t8 = (__m256i)(vcc_m8){0};
            }
            t75 = _mm256_blendv_ps(t66, t7, _mm256_castsi256_ps(t8));
            t63 = _mm256_set1_ps(3.0f);
            t64 = _mm256_add_ps(t75, t63);
            _mm256_storeu_ps(t26, t64);
            t2 += 16L;
            if (t2 >= t22) {
                t29 = (int)(0L + t22);
                break;
            }
        }
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t1 = 0L;
        for (;;) {
            t32 = (long)(int)((long)t29 + t1);
            t33 = y + t32;
            t34 = _mm256_loadu_ps(x + t32);
            t52 = _mm256_set1_ps(0.25f);
            t53 = _mm256_mul_ps(t34, t52);
            t54 = _mm256_set1_ps(6.0f);
            t55 = _mm256_castps_si256(_mm256_cmp_ps(t34, t54, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t55) != 0)) {
                if ((_mm256_movemask_epi8(t55) == -1)) {
                    t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                    t56 = _mm256_set1_ps(1.0f);
                    t57 = _mm256_add_ps(t34, t56);
                    t93 = _mm256_set1_ps(1.0f);
                    t94 = _mm256_sub_ps(t57, t93);
                    t95 = _mm256_set1_ps(2.0f);
                    t96 = _mm256_castps_si256(_mm256_cmp_ps(t57, t95, _CMP_GT_OQ));
                    if ((_mm256_movemask_epi8(t96) != 0)) {
                        if ((_mm256_movemask_epi8(t96) == -1)) {
                            t14 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                            t152 = _mm256_set1_ps(k);
                            t153 = _mm256_mul_ps(t57, t152);
                            t154 = _mm256_set1_ps(0.5f);
                            t155 = _mm256_add_ps(t153, t154);
                            t151 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t155, t151);
                        } else {
                            t97 = _mm256_set1_ps(1.0f);
                            t98 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t97, _mm256_castsi256_ps(t96));
                            t157 = (__m256i)(vcc_m8)((vcc_v8_float)t98 != (vcc_v8_float){0});
                            t158 = _mm256_set1_ps(k);
                            t159 = _mm256_mul_ps(t57, t158);
                            t160 = _mm256_set1_ps(0.5f);
                            t161 = _mm256_add_ps(t159, t160);
                            t162 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t161, _mm256_castsi256_ps(t157));
                            t156 = _mm256_set1_ps(2.0f);
                            t13 = _mm256_mul_ps(t162, t156);
                            t14 = t96;
                        }
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    t99 = _mm256_blendv_ps(t94, t13, _mm256_castsi256_ps(t14));
                    t5 = _mm256_sub_ps(t99, t53);
                } else {
                    t58 = _mm256_set1_ps(1.0f);
                    t59 = _mm256_add_ps(t34, t58);
                    t60 = _mm256_set1_ps(1.0f);
                    t61 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t60, _mm256_castsi256_ps(t55));
                    t100 = (__m256i)(vcc_m8)((vcc_v8_float)t61 != (vcc_v8_float){0});
                    t101 = _mm256_set1_ps(1.0f);
                    t102 = _mm256_sub_ps(t59, t101);
                    t103 = _mm256_set1_ps(2.0f);
                    t104 = _mm256_castps_si256(_mm256_cmp_ps(t59, t103, _CMP_GT_OQ));
                    t105 = _mm256_and_si256(t100, t104);
                    if ((_mm256_movemask_epi8(t105) != 0)) {
                        if ((_mm256_movemask_epi8(t105) == -1)) {
                            t16 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                            t164 = _mm256_set1_ps(k);
                            t165 = _mm256_mul_ps(t59, t164);
                            t166 = _mm256_set1_ps(0.5f);
                            t167 = _mm256_add_ps(t165, t166);
                            t163 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t167, t163);
                        } else {
                            t106 = _mm256_set1_ps(1.0f);
                            t107 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t106, _mm256_castsi256_ps(t105));
                            t169 = (__m256i)(vcc_m8)((vcc_v8_float)t107 != (vcc_v8_float){0});
                            t170 = _mm256_set1_ps(k);
                            t171 = _mm256_mul_ps(t59, t170);
                            t172 = _mm256_set1_ps(0.5f);
                            t173 = _mm256_add_ps(t171, t172);
                            t174 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t173, _mm256_castsi256_ps(t169));
                            t168 = _mm256_set1_ps(2.0f);
                            t15 = _mm256_mul_ps(t174, t168);
                            t16 = t105;
                        }
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    t108 = _mm256_blendv_ps(t102, t15, _mm256_castsi256_ps(t16));
                    t109 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t108, _mm256_castsi256_ps(t100));
                    t5 = _mm256_sub_ps(t109, t53);
                    t6 = t55;
                }
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            t62 = _mm256_blendv_ps(t53, t5, _mm256_castsi256_ps(t6));
            t50 = _mm256_set1_ps(3.0f);
            t51 = _mm256_add_ps(t62, t50);
            _mm256_storeu_ps(t33, t51);
            t1 += 8L;
            if (t1 >= t31) {
                i = (int)((long)t29 + t31);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = x[t35];
        y[t35] = (_mm256_zeroupper(), entry(t36, k));
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
