/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
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

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    unsigned int t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    unsigned int t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t9 = 0U;
    t10 = (__m256i)(vcc_v8_uint){0};
    t11 = (__m256i)(vcc_m8){0};
    t12 = (__m256i)(vcc_m8){0};
    for (;;) {
        t13 = _mm256_set1_epi32((int)(t9 < max_iter));
        t14 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
        t15 = _mm256_and_si256(t1, t14);
        t16 = (__m256i)~(vcc_m8)t14;
        t17 = _mm256_and_si256(t1, t16);
        if ((_mm256_movemask_epi8(t15) != 0)) {
            t18 = _mm256_mul_ps(t2, t2);
            t19 = _mm256_mul_ps(t3, t3);
            t20 = _mm256_add_ps(t18, t19);
            t21 = _mm256_set1_ps(4.0f);
            t22 = _mm256_castps_si256(_mm256_cmp_ps(t20, t21, _CMP_LT_OQ));
            t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            t24 = _mm256_set1_epi32((int)0);
            t25 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, t24), _mm256_set1_epi32(-1));
            t4 = _mm256_and_si256(t15, t25);
            t26 = (__m256i)~(vcc_m8)t25;
            t5 = _mm256_and_si256(t15, t26);
        } else {
            t4 = (__m256i)(vcc_m8){0};
            t5 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t4) != 0)) {
            t27 = _mm256_mul_ps(t2, t2);
            t28 = _mm256_mul_ps(t3, t3);
            t29 = _mm256_sub_ps(t27, t28);
            t6 = _mm256_add_ps(t29, cr);
            t30 = _mm256_set1_ps(2.0f);
            t31 = _mm256_mul_ps(t30, t2);
            t32 = _mm256_mul_ps(t31, t3);
            t7 = _mm256_add_ps(t32, ci);
            t33 = t9 + 1U;
            t34 = t4;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (__m256)(vcc_v8_float){0};
            t33 = 0U;
            t34 = (__m256i)(vcc_m8){0};
        }
        t35 = _mm256_set1_epi32((int)t9);
        t36 = _mm256_blendv_epi8(t10, t35, t1);
        t37 = _mm256_or_si256(t11, t17);
        t38 = _mm256_or_si256(t12, t5);
        if (!(_mm256_movemask_epi8(t34) != 0)) {
            t39 = _mm256_or_si256(t37, t38);
            if ((_mm256_movemask_epi8(t39) != 0)) {
                t8 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t36, t39);
            } else {
                t8 = (__m256i)(vcc_v8_uint){0};
            }
            return t8;
        }
        t1 = t34;
        t9 = t33;
        t2 = t6;
        t3 = t7;
        t10 = t36;
        t11 = t37;
        t12 = t38;
    }
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    unsigned int t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    unsigned int t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    t1 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t9 = 0U;
    t10 = (__m256i)(vcc_v8_uint){0};
    t11 = (__m256i)(vcc_m8){0};
    t12 = (__m256i)(vcc_m8){0};
    for (;;) {
        t13 = _mm256_set1_epi32((int)(t9 < max_iter));
        t14 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
        t15 = _mm256_and_si256(t1, t14);
        t16 = (__m256i)~(vcc_m8)t14;
        t17 = _mm256_and_si256(t1, t16);
        if ((_mm256_movemask_epi8(t15) != 0)) {
            t18 = _mm256_mul_ps(t2, t2);
            t19 = _mm256_mul_ps(t3, t3);
            t20 = _mm256_add_ps(t18, t19);
            t21 = _mm256_set1_ps(4.0f);
            t22 = _mm256_castps_si256(_mm256_cmp_ps(t20, t21, _CMP_LT_OQ));
            t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            t24 = _mm256_set1_epi32((int)0);
            t25 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, t24), _mm256_set1_epi32(-1));
            t4 = _mm256_and_si256(t15, t25);
            t26 = (__m256i)~(vcc_m8)t25;
            t5 = _mm256_and_si256(t15, t26);
        } else {
            t4 = (__m256i)(vcc_m8){0};
            t5 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t4) != 0)) {
            t27 = _mm256_mul_ps(t2, t2);
            t28 = _mm256_mul_ps(t3, t3);
            t29 = _mm256_sub_ps(t27, t28);
            t6 = _mm256_add_ps(t29, cr);
            t30 = _mm256_set1_ps(2.0f);
            t31 = _mm256_mul_ps(t30, t2);
            t32 = _mm256_mul_ps(t31, t3);
            t7 = _mm256_add_ps(t32, ci);
            t33 = t9 + 1U;
            t34 = t4;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (__m256)(vcc_v8_float){0};
            t33 = 0U;
            t34 = (__m256i)(vcc_m8){0};
        }
        t35 = _mm256_set1_epi32((int)t9);
        t36 = _mm256_blendv_epi8(t10, t35, t1);
        t37 = _mm256_or_si256(t11, t17);
        t38 = _mm256_or_si256(t12, t5);
        if (!(_mm256_movemask_epi8(t34) != 0)) {
            t39 = _mm256_or_si256(t37, t38);
            if ((_mm256_movemask_epi8(t39) != 0)) {
                t8 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t36, t39);
            } else {
                t8 = (__m256i)(vcc_v8_uint){0};
            }
            return t8;
        }
        t1 = t34;
        t9 = t33;
        t2 = t6;
        t3 = t7;
        t10 = t36;
        t11 = t37;
        t12 = t38;
    }
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
