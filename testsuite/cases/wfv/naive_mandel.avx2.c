/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
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

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    __m256i t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
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
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    t11 = _mm256_set1_epi32((int)max_iter);
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t3 = _mm256_set1_ps(0.0f);
    t4 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_epi32((int)0U);
    t12 = (__m256i)(vcc_v8_uint){0};
    t13 = (__m256i)(vcc_m8){0};
    t14 = (__m256i)(vcc_m8){0};
    for (;;) {
        t15 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t11), vcc_avx2_flip_epi32(t2));
        t16 = _mm256_and_si256(t1, t15);
        t17 = (__m256i)~(vcc_m8)t15;
        t18 = _mm256_and_si256(t1, t17);
        if ((_mm256_movemask_epi8(t16) != 0)) {
            t19 = _mm256_mul_ps(t3, t3);
            t20 = _mm256_mul_ps(t4, t4);
            t21 = _mm256_add_ps(t19, t20);
            t22 = _mm256_set1_ps(4.0f);
            t23 = _mm256_castps_si256(_mm256_cmp_ps(t21, t22, _CMP_LT_OQ));
            t24 = _mm256_set1_epi32((int)0);
            t25 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            t26 = _mm256_xor_si256(_mm256_cmpeq_epi32(t25, t24), _mm256_set1_epi32(-1));
            t5 = _mm256_and_si256(t16, t26);
            t27 = (__m256i)~(vcc_m8)t26;
            t6 = _mm256_and_si256(t16, t27);
        } else {
            t5 = (__m256i)(vcc_m8){0};
            t6 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t5) != 0)) {
            t28 = _mm256_mul_ps(t3, t3);
            t29 = _mm256_mul_ps(t4, t4);
            t30 = _mm256_sub_ps(t28, t29);
            t7 = _mm256_add_ps(t30, cr);
            t31 = _mm256_set1_ps(2.0f);
            t32 = _mm256_mul_ps(t31, t3);
            t33 = _mm256_mul_ps(t32, t4);
            t8 = _mm256_add_ps(t33, ci);
            t34 = _mm256_set1_epi32((int)1U);
            t9 = _mm256_add_epi32(t2, t34);
            t35 = t5;
        } else {
            t7 = (__m256)(vcc_v8_float){0};
            t8 = (__m256)(vcc_v8_float){0};
            t9 = (__m256i)(vcc_v8_uint){0};
            t35 = (__m256i)(vcc_m8){0};
        }
        t36 = _mm256_blendv_epi8(t12, t2, t1);
        t37 = _mm256_or_si256(t13, t18);
        t38 = _mm256_or_si256(t14, t6);
        if (!(_mm256_movemask_epi8(t35) != 0)) {
            t39 = _mm256_or_si256(t37, t38);
            if ((_mm256_movemask_epi8(t39) != 0)) {
                t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t36, t39);
            } else {
                t10 = (__m256i)(vcc_v8_uint){0};
            }
            return t10;
        }
        t1 = t35;
        t2 = t9;
        t3 = t7;
        t4 = t8;
        t12 = t36;
        t13 = t37;
        t14 = t38;
    }
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
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
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    t11 = _mm256_set1_epi32((int)max_iter);
    t1 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t3 = _mm256_set1_ps(0.0f);
    t4 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_epi32((int)0U);
    t12 = (__m256i)(vcc_v8_uint){0};
    t13 = (__m256i)(vcc_m8){0};
    t14 = (__m256i)(vcc_m8){0};
    for (;;) {
        t15 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t11), vcc_avx2_flip_epi32(t2));
        t16 = _mm256_and_si256(t1, t15);
        t17 = (__m256i)~(vcc_m8)t15;
        t18 = _mm256_and_si256(t1, t17);
        if ((_mm256_movemask_epi8(t16) != 0)) {
            t19 = _mm256_mul_ps(t3, t3);
            t20 = _mm256_mul_ps(t4, t4);
            t21 = _mm256_add_ps(t19, t20);
            t22 = _mm256_set1_ps(4.0f);
            t23 = _mm256_castps_si256(_mm256_cmp_ps(t21, t22, _CMP_LT_OQ));
            t24 = _mm256_set1_epi32((int)0);
            t25 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            t26 = _mm256_xor_si256(_mm256_cmpeq_epi32(t25, t24), _mm256_set1_epi32(-1));
            t5 = _mm256_and_si256(t16, t26);
            t27 = (__m256i)~(vcc_m8)t26;
            t6 = _mm256_and_si256(t16, t27);
        } else {
            t5 = (__m256i)(vcc_m8){0};
            t6 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t5) != 0)) {
            t28 = _mm256_mul_ps(t3, t3);
            t29 = _mm256_mul_ps(t4, t4);
            t30 = _mm256_sub_ps(t28, t29);
            t7 = _mm256_add_ps(t30, cr);
            t31 = _mm256_set1_ps(2.0f);
            t32 = _mm256_mul_ps(t31, t3);
            t33 = _mm256_mul_ps(t32, t4);
            t8 = _mm256_add_ps(t33, ci);
            t34 = _mm256_set1_epi32((int)1U);
            t9 = _mm256_add_epi32(t2, t34);
            t35 = t5;
        } else {
            t7 = (__m256)(vcc_v8_float){0};
            t8 = (__m256)(vcc_v8_float){0};
            t9 = (__m256i)(vcc_v8_uint){0};
            t35 = (__m256i)(vcc_m8){0};
        }
        t36 = _mm256_blendv_epi8(t12, t2, t1);
        t37 = _mm256_or_si256(t13, t18);
        t38 = _mm256_or_si256(t14, t6);
        if (!(_mm256_movemask_epi8(t35) != 0)) {
            t39 = _mm256_or_si256(t37, t38);
            if ((_mm256_movemask_epi8(t39) != 0)) {
                t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t36, t39);
            } else {
                t10 = (__m256i)(vcc_v8_uint){0};
            }
            return t10;
        }
        t1 = t35;
        t2 = t9;
        t3 = t7;
        t4 = t8;
        t12 = t36;
        t13 = t37;
        t14 = t38;
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
