/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_rem_epi32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_walk(__m256i x, int limit);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_walk(__m256i x, int limit, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_count(__m256i x, int limit);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_count(__m256i x, int limit, __m256i mask);
/* A divergent loop whose header tests a uniform condition: the test stays a scalar branch, and
   when it fails every lane still in the loop leaves at once with its values of that iteration.
   `walk` also leaves by a varying `break` (to the same block, with other values) and by a varying
   `return` (to another block), so the exits' masks and values are kept per exit; `count` leaves
   only to one block with nothing passed, so no exit mask is carried at all. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(limit) */
int walk(int x, int limit) {
    int i = 0, acc = x, last = 0;
    while (i < limit) {
        last = acc & 7;
        if (acc > 1000) {
            acc = -acc;
            break;
        }
        acc = acc * 3 + i;
        if (acc % 5 == 0)
            return acc + 1;
        i++;
    }
    return acc + last * 100 + i;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVdN8vu_walk of `walk`: VL 8, unmasked, x vector, limit uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_walk(__m256i x, int limit) {
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    __m256i t9;
    __m256i t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    __m256i t15;
    __m256i t16;
    int t17;
    vcc_v8_int t18;
    __m256i t25;
    vcc_v8_int t37;
    vcc_v8_int t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t17 = 0;
    t18 = (vcc_v8_int)x;
    t11 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t12 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t13 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t14 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t15 = (__m256i)(vcc_m8){0};
    t16 = (__m256i)(vcc_m8){0};
    while (t17 < limit) {
        __m256i t19 = _mm256_set1_epi32(7);
        t2 = (vcc_v8_int)_mm256_and_si256((__m256i)t18, t19);
        __m256i t20 = _mm256_set1_epi32(1000);
        __m256i t21 = _mm256_cmpgt_epi32((__m256i)t18, t20);
        __m256i t22 = _mm256_and_si256(t1, t21);
        __m256i t23 = (__m256i)~(vcc_m8)t21;
        __m256i t24 = _mm256_and_si256(t1, t23);
        if ((_mm256_movemask_epi8(t24) != 0)) {
            __m256i t26 = _mm256_set1_epi32(3);
            __m256i t27 = _mm256_mullo_epi32((__m256i)t18, t26);
            __m256i t28 = _mm256_set1_epi32((int)t17);
            t8 = (vcc_v8_int)_mm256_add_epi32(t27, t28);
            __m256i t29 = _mm256_set1_epi32(5);
            __m256i t30 = _mm256_set1_epi32(1);
            __m256i t31 = _mm256_blendv_epi8(t30, t29, t24);
            __m256i t32 = vcc_avx2_rem_epi32((__m256i)t8, t31);
            __m256i t33 = _mm256_set1_epi32(0);
            __m256i t34 = _mm256_cmpeq_epi32(t32, t33);
            t9 = _mm256_and_si256(t24, t34);
            __m256i t35 = (__m256i)~(vcc_m8)t34;
            t10 = _mm256_and_si256(t24, t35);
        } else {
            t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t9 = (__m256i)(vcc_m8){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        t11 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t11, (__m256i)t2, t1);
        t12 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t12, (__m256i)t8, t24);
        __m256i t36 = _mm256_set1_epi32((int)t17);
        t13 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t13, t36, t1);
        t14 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t14, (__m256i)t18, t1);
        t15 = _mm256_or_si256(t15, t22);
        t16 = _mm256_or_si256(t16, t9);
        if (!(_mm256_movemask_epi8(t10) != 0)) {
            t37 = (vcc_v8_int)(__m256i)t11;
            t38 = (vcc_v8_int)(__m256i)t12;
            t3 = (vcc_v8_int)(__m256i)t13;
            t4 = (vcc_v8_int)(__m256i)t14;
            t5 = (__m256i)(vcc_m8){0};
            t39 = t15;
            t40 = t16;
            t6 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t7 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            goto L53;
        }
        t1 = t10;
        t17++;
        t18 = (vcc_v8_int)(__m256i)t8;
    }
    t25 = _mm256_set1_epi32((int)t17);
    t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t13, t25, t1);
    t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t14, (__m256i)t18, t1);
    t5 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t6 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t18, t1);
    t7 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t2, t1);
    t37 = (vcc_v8_int)(__m256i)t11;
    t38 = (vcc_v8_int)(__m256i)t12;
    t39 = t15;
    t40 = t16;
L53:
    t41 = _mm256_set1_epi32(1);
    __m256i t42 = _mm256_add_epi32((__m256i)t38, t41);
    __m256i t43 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t42, t40);
    __m256i t44 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t4);
    __m256i t45 = _mm256_or_si256(t5, t39);
    __m256i t46 = _mm256_blendv_epi8((__m256i)t6, t44, t39);
    __m256i t47 = _mm256_blendv_epi8((__m256i)t7, (__m256i)t37, t39);
    __m256i t48 = _mm256_set1_epi32(100);
    __m256i t49 = _mm256_mullo_epi32(t47, t48);
    __m256i t50 = _mm256_add_epi32(t46, t49);
    __m256i t51 = _mm256_add_epi32(t50, (__m256i)t3);
    __m256i t52 = _mm256_blendv_epi8(t43, t51, t45);
    return t52;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVdM8vu_walk of `walk`: VL 8, masked, x vector, limit uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_walk(__m256i x, int limit, __m256i mask) {
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    __m256i t9;
    __m256i t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    __m256i t15;
    __m256i t16;
    int t17;
    vcc_v8_int t18;
    __m256i t25;
    vcc_v8_int t37;
    vcc_v8_int t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t17 = 0;
    t18 = (vcc_v8_int)x;
    t11 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t12 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t13 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t14 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t15 = (__m256i)(vcc_m8){0};
    t16 = (__m256i)(vcc_m8){0};
    while (t17 < limit) {
        __m256i t19 = _mm256_set1_epi32(7);
        t2 = (vcc_v8_int)_mm256_and_si256((__m256i)t18, t19);
        __m256i t20 = _mm256_set1_epi32(1000);
        __m256i t21 = _mm256_cmpgt_epi32((__m256i)t18, t20);
        __m256i t22 = _mm256_and_si256(t1, t21);
        __m256i t23 = (__m256i)~(vcc_m8)t21;
        __m256i t24 = _mm256_and_si256(t1, t23);
        if ((_mm256_movemask_epi8(t24) != 0)) {
            __m256i t26 = _mm256_set1_epi32(3);
            __m256i t27 = _mm256_mullo_epi32((__m256i)t18, t26);
            __m256i t28 = _mm256_set1_epi32((int)t17);
            t8 = (vcc_v8_int)_mm256_add_epi32(t27, t28);
            __m256i t29 = _mm256_set1_epi32(5);
            __m256i t30 = _mm256_set1_epi32(1);
            __m256i t31 = _mm256_blendv_epi8(t30, t29, t24);
            __m256i t32 = vcc_avx2_rem_epi32((__m256i)t8, t31);
            __m256i t33 = _mm256_set1_epi32(0);
            __m256i t34 = _mm256_cmpeq_epi32(t32, t33);
            t9 = _mm256_and_si256(t24, t34);
            __m256i t35 = (__m256i)~(vcc_m8)t34;
            t10 = _mm256_and_si256(t24, t35);
        } else {
            t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t9 = (__m256i)(vcc_m8){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        t11 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t11, (__m256i)t2, t1);
        t12 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t12, (__m256i)t8, t24);
        __m256i t36 = _mm256_set1_epi32((int)t17);
        t13 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t13, t36, t1);
        t14 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t14, (__m256i)t18, t1);
        t15 = _mm256_or_si256(t15, t22);
        t16 = _mm256_or_si256(t16, t9);
        if (!(_mm256_movemask_epi8(t10) != 0)) {
            t37 = (vcc_v8_int)(__m256i)t11;
            t38 = (vcc_v8_int)(__m256i)t12;
            t3 = (vcc_v8_int)(__m256i)t13;
            t4 = (vcc_v8_int)(__m256i)t14;
            t5 = (__m256i)(vcc_m8){0};
            t39 = t15;
            t40 = t16;
            t6 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t7 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            goto L53;
        }
        t1 = t10;
        t17++;
        t18 = (vcc_v8_int)(__m256i)t8;
    }
    t25 = _mm256_set1_epi32((int)t17);
    t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t13, t25, t1);
    t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t14, (__m256i)t18, t1);
    t5 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t6 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t18, t1);
    t7 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t2, t1);
    t37 = (vcc_v8_int)(__m256i)t11;
    t38 = (vcc_v8_int)(__m256i)t12;
    t39 = t15;
    t40 = t16;
L53:
    t41 = _mm256_set1_epi32(1);
    __m256i t42 = _mm256_add_epi32((__m256i)t38, t41);
    __m256i t43 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t42, t40);
    __m256i t44 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t4);
    __m256i t45 = _mm256_or_si256(t5, t39);
    __m256i t46 = _mm256_blendv_epi8((__m256i)t6, t44, t39);
    __m256i t47 = _mm256_blendv_epi8((__m256i)t7, (__m256i)t37, t39);
    __m256i t48 = _mm256_set1_epi32(100);
    __m256i t49 = _mm256_mullo_epi32(t47, t48);
    __m256i t50 = _mm256_add_epi32(t46, t49);
    __m256i t51 = _mm256_add_epi32(t50, (__m256i)t3);
    __m256i t52 = _mm256_blendv_epi8(t43, t51, t45);
    return t52;
}

/* #pragma omp declare simd uniform(limit) */
int count(int x, int limit) {
    int n = 0;
    while (n < limit && x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVdN8vu_count of `count`: VL 8, unmasked, x vector, limit uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t5;
    vcc_v8_int t6;
    int t7;
    __m256i t15;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t7 = 0;
    t5 = (vcc_v8_int)x;
    t6 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t7 < limit) {
        __m256i t8 = _mm256_set1_epi32(1);
        __m256i t9 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t5, t8), _mm256_set1_epi32(-1));
        __m256i t10 = _mm256_and_si256(t1, t9);
        __m256i t11 = _mm256_set1_epi32(1);
        __m256i t12 = _mm256_and_si256((__m256i)t5, t11);
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = (__m256i)~(vcc_m8)t13;
        __m256i t4 = _mm256_and_si256(t10, t14);
        if ((_mm256_movemask_epi8(t4) != 0)) {
            __m256i t16 = _mm256_set1_epi32(2);
            __m256i t17 = _mm256_set1_epi32(1);
            __m256i t18 = _mm256_blendv_epi8(t17, t16, t4);
            t3 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t5, t18);
        } else {
            t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t4 = (__m256i)(vcc_m8){0};
        }
        __m256i t19 = _mm256_set1_epi32(3);
        __m256i t20 = _mm256_mullo_epi32(t19, (__m256i)t5);
        __m256i t21 = _mm256_set1_epi32(1);
        __m256i t22 = _mm256_add_epi32(t20, t21);
        t5 = (vcc_v8_int)_mm256_blendv_epi8(t22, (__m256i)t3, t4);
        __m256i t23 = _mm256_set1_epi32((int)t7);
        t6 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t6, t23, t1);
        if (!(_mm256_movemask_epi8(t10) != 0)) {
            t2 = (vcc_v8_int)(__m256i)t6;
            goto L24;
        }
        t1 = t10;
        t7++;
    }
    t15 = _mm256_set1_epi32((int)t7);
    t2 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t6, t15, t1);
L24:
    return (__m256i)t2;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVdM8vu_count of `count`: VL 8, masked, x vector, limit uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_count(__m256i x, int limit, __m256i mask) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t4;
    vcc_v8_int t5;
    __m256i t6;
    __m256i t7;
    int t8;
    __m256i t16;
    __m256i t25;
    t6 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t7 = t6;
    t8 = 0;
    t4 = (vcc_v8_int)x;
    t5 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t8 < limit) {
        __m256i t9 = _mm256_set1_epi32(1);
        __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t4, t9), _mm256_set1_epi32(-1));
        __m256i t11 = _mm256_and_si256(t7, t10);
        __m256i t12 = _mm256_set1_epi32(1);
        __m256i t13 = _mm256_and_si256((__m256i)t4, t12);
        __m256i t14 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
        __m256i t15 = (__m256i)~(vcc_m8)t14;
        __m256i t3 = _mm256_and_si256(t11, t15);
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256i t17 = _mm256_set1_epi32(2);
            __m256i t18 = _mm256_set1_epi32(1);
            __m256i t19 = _mm256_blendv_epi8(t18, t17, t3);
            t2 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t4, t19);
        } else {
            t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t20 = _mm256_set1_epi32(3);
        __m256i t21 = _mm256_mullo_epi32(t20, (__m256i)t4);
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_add_epi32(t21, t22);
        t4 = (vcc_v8_int)_mm256_blendv_epi8(t23, (__m256i)t2, t3);
        __m256i t24 = _mm256_set1_epi32((int)t8);
        t5 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t5, t24, t7);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            t1 = (vcc_v8_int)(__m256i)t5;
            goto L26;
        }
        t7 = t11;
        t8++;
    }
    t16 = _mm256_set1_epi32((int)t8);
    t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t5, t16, t7);
L26:
    t25 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t1, t6);
    return t25;
}

v8i _ZGVdN8vu_walk(v8i, int);
v8i _ZGVdM8vu_walk(v8i, int, v8i);
v8i _ZGVdN8vu_count(v8i, int);
v8i _ZGVdM8vu_count(v8i, int, v8i);

int main(void) {
    for (int row = 0; row < 16; row++) {
        int x[8], m[8], a[8], b[8], c[8], d[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            m[k] = (k * 5 + row) % 3 != 0;
        }
        int limit = row;
        FROM_VEC(a, _ZGVdN8vu_walk(TO_VEC(v8i, x), limit));
        FROM_VEC(b, _ZGVdM8vu_walk(TO_VEC(v8i, x), limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++)
            x[k] = x[k] < 1 ? 1 - x[k] : x[k];
        FROM_VEC(c, _ZGVdN8vu_count(TO_VEC(v8i, x), 4 * limit));
        FROM_VEC(d, _ZGVdM8vu_count(TO_VEC(v8i, x), 4 * limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++) {
            printf("%d %d %d %d", walk((k * 37 + row * 11) % 61 - 20, limit), a[k], count(x[k], 4 * limit), c[k]);
            if (m[k])
                printf(" %d %d", b[k], d[k]);
            printf("\n");
        }
    }
    return 0;
}
