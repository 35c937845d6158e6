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
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    t3 = _mm256_set1_ps(1.0f);
    t4 = _mm256_sub_ps(x, t3);
    t5 = _mm256_set1_ps(2.0f);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t6 = _mm256_set1_ps(1.0f);
        t7 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t6, _mm256_castsi256_ps(t2));
        t8 = _ZGVdM8vu_leaf(x, k, t7);
        t9 = _mm256_set1_ps(2.0f);
        t1 = _mm256_mul_ps(t8, t9);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t10 = _mm256_blendv_ps(t4, t1, _mm256_castsi256_ps(t2));
    return t10;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_middle(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t4 = _mm256_set1_ps(1.0f);
    t5 = _mm256_sub_ps(x, t4);
    t6 = _mm256_set1_ps(2.0f);
    t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    t2 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t8 = _mm256_set1_ps(1.0f);
        t9 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t8, _mm256_castsi256_ps(t2));
        t10 = _ZGVdM8vu_leaf(x, k, t9);
        t11 = _mm256_set1_ps(2.0f);
        t1 = _mm256_mul_ps(t10, t11);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t12 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    t13 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t12, _mm256_castsi256_ps(t3));
    return t13;
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
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    t3 = _mm256_set1_ps(0.25f);
    t4 = _mm256_mul_ps(x, t3);
    t5 = _mm256_set1_ps(6.0f);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t6 = _mm256_set1_ps(1.0f);
        t7 = _mm256_add_ps(x, t6);
        t8 = _mm256_set1_ps(1.0f);
        t9 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t8, _mm256_castsi256_ps(t2));
        t10 = _ZGVdM8vu_middle(t7, k, t9);
        t1 = _mm256_sub_ps(t10, t4);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t11 = _mm256_blendv_ps(t4, t1, _mm256_castsi256_ps(t2));
    return t11;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_top(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t4 = _mm256_set1_ps(0.25f);
    t5 = _mm256_mul_ps(x, t4);
    t6 = _mm256_set1_ps(6.0f);
    t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_LT_OQ));
    t2 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t8 = _mm256_set1_ps(1.0f);
        t9 = _mm256_add_ps(x, t8);
        t10 = _mm256_set1_ps(1.0f);
        t11 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t10, _mm256_castsi256_ps(t2));
        t12 = _ZGVdM8vu_middle(t9, k, t11);
        t1 = _mm256_sub_ps(t12, t5);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t13 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    t14 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t13, _mm256_castsi256_ps(t3));
    return t14;
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
    t2 = _mm256_set1_epi32((int)1);
    t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t2), _mm256_set1_epi32(-1));
    t4 = (__m256i)~(vcc_m8)t3;
    if ((_mm256_movemask_epi8(t4) != 0)) {
        t5 = _mm256_set1_epi32((int)1);
        t6 = n;
        t7 = t5;
        t8 = _mm256_sub_epi32(t6, t7);
        t9 = t8;
        t10 = _mm256_set1_epi32((int)1);
        t11 = _mm256_blendv_epi8(t10, (__m256i)(vcc_v8_int){0}, t3);
        t12 = _ZGVdM8v_fact(t9, t11);
        t13 = n;
        t14 = t12;
        t15 = _mm256_mullo_epi32(t13, t14);
        t16 = t15;
        t1 = _mm256_blendv_epi8(t16, (__m256i)(vcc_v8_int){0}, t3);
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
    }
    t17 = _mm256_set1_epi32((int)1);
    t18 = _mm256_blendv_epi8(t1, t17, t3);
    return t18;
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
    t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t3 = _mm256_set1_epi32((int)1);
    t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t3), _mm256_set1_epi32(-1));
    t5 = _mm256_and_si256(t2, t4);
    t6 = (__m256i)~(vcc_m8)t4;
    t7 = _mm256_and_si256(t2, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        t8 = _mm256_set1_epi32((int)1);
        t9 = n;
        t10 = t8;
        t11 = _mm256_sub_epi32(t9, t10);
        t12 = t11;
        t13 = _mm256_set1_epi32((int)1);
        t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t7);
        t15 = _ZGVdM8v_fact(t12, t14);
        t16 = n;
        t17 = t15;
        t18 = _mm256_mullo_epi32(t16, t17);
        t19 = t18;
        t1 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t19, t7);
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
    }
    t20 = _mm256_set1_epi32((int)1);
    t21 = _mm256_blendv_epi8(t1, t20, t5);
    return t21;
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
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_cmpeq_epi32(n, t3);
    t2 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t5 = _mm256_set1_epi32((int)1);
        t6 = n;
        t7 = t5;
        t8 = _mm256_sub_epi32(t6, t7);
        t9 = t8;
        t10 = _mm256_set1_epi32((int)1);
        t11 = _mm256_blendv_epi8(t10, (__m256i)(vcc_v8_int){0}, t4);
        t1 = _ZGVdM8v_is_even(t9, t11);
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t12 = _mm256_set1_epi32((int)0);
    t13 = _mm256_blendv_epi8(t12, t1, t2);
    return t13;
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
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t4 = _mm256_set1_epi32((int)0);
    t5 = _mm256_cmpeq_epi32(n, t4);
    t6 = (__m256i)~(vcc_m8)t5;
    t2 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t7 = _mm256_set1_epi32((int)1);
        t8 = n;
        t9 = t7;
        t10 = _mm256_sub_epi32(t8, t9);
        t11 = t10;
        t12 = _mm256_set1_epi32((int)1);
        t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t2);
        t1 = _ZGVdM8v_is_even(t11, t13);
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t14 = _mm256_set1_epi32((int)0);
    t15 = _mm256_blendv_epi8(t14, t1, t2);
    t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t3);
    return t16;
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
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_cmpeq_epi32(n, t3);
    t2 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t5 = _mm256_set1_epi32((int)1);
        t6 = n;
        t7 = t5;
        t8 = _mm256_sub_epi32(t6, t7);
        t9 = t8;
        t10 = _mm256_set1_epi32((int)1);
        t11 = _mm256_blendv_epi8(t10, (__m256i)(vcc_v8_int){0}, t4);
        t1 = _ZGVdM8v_is_odd(t9, t11);
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t12 = _mm256_set1_epi32((int)1);
    t13 = _mm256_blendv_epi8(t12, t1, t2);
    return t13;
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
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t4 = _mm256_set1_epi32((int)0);
    t5 = _mm256_cmpeq_epi32(n, t4);
    t6 = (__m256i)~(vcc_m8)t5;
    t2 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t7 = _mm256_set1_epi32((int)1);
        t8 = n;
        t9 = t7;
        t10 = _mm256_sub_epi32(t8, t9);
        t11 = t10;
        t12 = _mm256_set1_epi32((int)1);
        t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t2);
        t1 = _ZGVdM8v_is_odd(t11, t13);
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t14 = _mm256_set1_epi32((int)1);
    t15 = _mm256_blendv_epi8(t14, t1, t2);
    t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t15, t3);
    return t16;
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
    long t15;
    long t16;
    long t17;
    long t18;
    float *t19;
    float *t20;
    __m256 t21;
    __m256 t22;
    int t23;
    long t24;
    long t25;
    long t26;
    float *t27;
    __m256 t28;
    int i;
    long t29;
    float t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
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
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    __m256i t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256i t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256i t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256i t74;
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
    __m256 t87;
    __m256 t88;
    __m256i t89;
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
    __m256 t100;
    __m256 t101;
    __m256 t102;
    __m256i t103;
    __m256 t104;
    __m256 t105;
    __m256 t106;
    __m256 t107;
    __m256 t108;
    t15 = (long)n;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t2 = 0L;
        for (;;) {
            t17 = (long)(int)(0L + t2);
            t18 = (long)(int)(0L + (t2 + 8L));
            t19 = y + t17;
            t20 = y + t18;
            t21 = _mm256_loadu_ps(x + t17);
            t22 = _mm256_loadu_ps(x + t18);
            t33 = _mm256_set1_ps(0.25f);
            t34 = _mm256_mul_ps(t21, t33);
            t35 = _mm256_set1_ps(6.0f);
            t4 = _mm256_castps_si256(_mm256_cmp_ps(t21, t35, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t4) != 0)) {
                t36 = _mm256_set1_ps(1.0f);
                t37 = _mm256_add_ps(t21, t36);
                t38 = _mm256_set1_ps(1.0f);
                t39 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t38, _mm256_castsi256_ps(t4));
                t61 = (__m256i)(vcc_m8)((vcc_v8_float)t39 != (vcc_v8_float){0});
                t62 = _mm256_set1_ps(1.0f);
                t63 = _mm256_sub_ps(t37, t62);
                t64 = _mm256_set1_ps(2.0f);
                t65 = _mm256_castps_si256(_mm256_cmp_ps(t37, t64, _CMP_GT_OQ));
                t10 = _mm256_and_si256(t61, t65);
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    t66 = _mm256_set1_ps(1.0f);
                    t67 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t66, _mm256_castsi256_ps(t10));
                    t89 = (__m256i)(vcc_m8)((vcc_v8_float)t67 != (vcc_v8_float){0});
                    t90 = _mm256_set1_ps(k);
                    t91 = _mm256_mul_ps(t37, t90);
                    t92 = _mm256_set1_ps(0.5f);
                    t93 = _mm256_add_ps(t91, t92);
                    t94 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t93, _mm256_castsi256_ps(t89));
                    t88 = _mm256_set1_ps(2.0f);
                    t9 = _mm256_mul_ps(t94, t88);
                } else {
                    t9 = (__m256)(vcc_v8_float){0};
                    t10 = (__m256i)(vcc_m8){0};
                }
                t68 = _mm256_blendv_ps(t63, t9, _mm256_castsi256_ps(t10));
                t69 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t68, _mm256_castsi256_ps(t61));
                t3 = _mm256_sub_ps(t69, t34);
            } else {
                t3 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
            }
            t40 = _mm256_blendv_ps(t34, t3, _mm256_castsi256_ps(t4));
            t31 = _mm256_set1_ps(3.0f);
            t32 = _mm256_add_ps(t40, t31);
            _mm256_storeu_ps(t19, t32);
            t53 = _mm256_set1_ps(0.25f);
            t54 = _mm256_mul_ps(t22, t53);
            t55 = _mm256_set1_ps(6.0f);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t22, t55, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t8) != 0)) {
                t56 = _mm256_set1_ps(1.0f);
                t57 = _mm256_add_ps(t22, t56);
                t58 = _mm256_set1_ps(1.0f);
                t59 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t58, _mm256_castsi256_ps(t8));
                t79 = (__m256i)(vcc_m8)((vcc_v8_float)t59 != (vcc_v8_float){0});
                t80 = _mm256_set1_ps(1.0f);
                t81 = _mm256_sub_ps(t57, t80);
                t82 = _mm256_set1_ps(2.0f);
                t83 = _mm256_castps_si256(_mm256_cmp_ps(t57, t82, _CMP_GT_OQ));
                t14 = _mm256_and_si256(t79, t83);
                if ((_mm256_movemask_epi8(t14) != 0)) {
                    t84 = _mm256_set1_ps(1.0f);
                    t85 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t84, _mm256_castsi256_ps(t14));
                    t103 = (__m256i)(vcc_m8)((vcc_v8_float)t85 != (vcc_v8_float){0});
                    t104 = _mm256_set1_ps(k);
                    t105 = _mm256_mul_ps(t57, t104);
                    t106 = _mm256_set1_ps(0.5f);
                    t107 = _mm256_add_ps(t105, t106);
                    t108 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t107, _mm256_castsi256_ps(t103));
                    t102 = _mm256_set1_ps(2.0f);
                    t13 = _mm256_mul_ps(t108, t102);
                } else {
                    t13 = (__m256)(vcc_v8_float){0};
                    t14 = (__m256i)(vcc_m8){0};
                }
                t86 = _mm256_blendv_ps(t81, t13, _mm256_castsi256_ps(t14));
                t87 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t86, _mm256_castsi256_ps(t79));
                t7 = _mm256_sub_ps(t87, t54);
            } else {
                t7 = (__m256)(vcc_v8_float){0};
                t8 = (__m256i)(vcc_m8){0};
            }
            t60 = _mm256_blendv_ps(t54, t7, _mm256_castsi256_ps(t8));
            t51 = _mm256_set1_ps(3.0f);
            t52 = _mm256_add_ps(t60, t51);
            _mm256_storeu_ps(t20, t52);
            t2 += 16L;
            if (t2 >= t16) {
                t23 = (int)(0L + t16);
                break;
            }
        }
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = 0L;
        for (;;) {
            t26 = (long)(int)((long)t23 + t1);
            t27 = y + t26;
            t28 = _mm256_loadu_ps(x + t26);
            t43 = _mm256_set1_ps(0.25f);
            t44 = _mm256_mul_ps(t28, t43);
            t45 = _mm256_set1_ps(6.0f);
            t6 = _mm256_castps_si256(_mm256_cmp_ps(t28, t45, _CMP_LT_OQ));
            if ((_mm256_movemask_epi8(t6) != 0)) {
                t46 = _mm256_set1_ps(1.0f);
                t47 = _mm256_add_ps(t28, t46);
                t48 = _mm256_set1_ps(1.0f);
                t49 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t48, _mm256_castsi256_ps(t6));
                t70 = (__m256i)(vcc_m8)((vcc_v8_float)t49 != (vcc_v8_float){0});
                t71 = _mm256_set1_ps(1.0f);
                t72 = _mm256_sub_ps(t47, t71);
                t73 = _mm256_set1_ps(2.0f);
                t74 = _mm256_castps_si256(_mm256_cmp_ps(t47, t73, _CMP_GT_OQ));
                t12 = _mm256_and_si256(t70, t74);
                if ((_mm256_movemask_epi8(t12) != 0)) {
                    t75 = _mm256_set1_ps(1.0f);
                    t76 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t75, _mm256_castsi256_ps(t12));
                    t96 = (__m256i)(vcc_m8)((vcc_v8_float)t76 != (vcc_v8_float){0});
                    t97 = _mm256_set1_ps(k);
                    t98 = _mm256_mul_ps(t47, t97);
                    t99 = _mm256_set1_ps(0.5f);
                    t100 = _mm256_add_ps(t98, t99);
                    t101 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t100, _mm256_castsi256_ps(t96));
                    t95 = _mm256_set1_ps(2.0f);
                    t11 = _mm256_mul_ps(t101, t95);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256i)(vcc_m8){0};
                }
                t77 = _mm256_blendv_ps(t72, t11, _mm256_castsi256_ps(t12));
                t78 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t77, _mm256_castsi256_ps(t70));
                t5 = _mm256_sub_ps(t78, t44);
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            t50 = _mm256_blendv_ps(t44, t5, _mm256_castsi256_ps(t6));
            t41 = _mm256_set1_ps(3.0f);
            t42 = _mm256_add_ps(t50, t41);
            _mm256_storeu_ps(t27, t42);
            t1 += 8L;
            if (t1 >= t25) {
                i = (int)((long)t23 + t25);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        t30 = x[t29];
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
