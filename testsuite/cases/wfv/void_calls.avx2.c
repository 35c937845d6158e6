/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i);
__attribute__((target("avx2"))) void _ZGVdN8ulu_bump(int *a, int i, int k);
__attribute__((target("avx2"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask);
/* Loops that call void functions: their variants store through uniform pointers at a linear
   index. The calls are vectorized although none of their arguments is a varying vector (the
   lanes come from the variant's characteristic type), and a float constant passed where the
   variant wants a uniform value counts as uniform. Under a condition, the masked variant. The
   arrays are exactly as long as the scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch */
void haar(const float *in, float *out, int half, float two, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) / two;
    out[half + i] = (a - b) / two;
}

__attribute__((target("avx2"))) void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i) {
    const float *t1 = in + 2 * i;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    __m256 t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    __m256 t6 = _mm256_add_ps(t4, t5);
    __m256 t7 = _mm256_set1_ps(two);
    __m256 t8 = _mm256_div_ps(t6, t7);
    _mm256_storeu_ps(out + i, t8);
    __m256 t9 = _mm256_sub_ps(t4, t5);
    __m256 t10 = _mm256_set1_ps(two);
    __m256 t11 = _mm256_div_ps(t9, t10);
    _mm256_storeu_ps(out + (half + i), t11);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

__attribute__((target("avx2"))) void _ZGVdN8ulu_bump(int *a, int i, int k) {
    int *t1 = a + i;
    __m256i t2 = _mm256_loadu_si256((const __m256i *)t1);
    __m256i t3 = _mm256_set1_epi32(3);
    __m256i t4 = _mm256_mullo_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32((int)k);
    __m256i t6 = _mm256_add_epi32(t4, t5);
    _mm256_storeu_si256((__m256i *)t1, t6);
}

__attribute__((target("avx2"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256i t3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1);
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = t3;
    __m256i t6 = t4;
    __m256i t7 = _mm256_mullo_epi32(t5, t6);
    __m256i t8 = t7;
    __m256i t9 = _mm256_set1_epi32((int)k);
    __m256i t10 = t8;
    __m256i t11 = t9;
    __m256i t12 = _mm256_add_epi32(t10, t11);
    __m256i t13 = t12;
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1, t13);
}

__attribute__((target("avx2"))) void transform(const float *in, float *out, int half) {
    int t7;
    int i;
    long t3 = (long)half;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            const float *t12 = in + 2 * t6;
            __m256 t13 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_loadu_ps(t12 + 8);
            __m256 t15 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t13, t14, 0x88)), 0xd8));
            __m256 t16 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t13, t14, 0xdd)), 0xd8));
            __m256 t17 = _mm256_add_ps(t15, t16);
            __m256 t18 = _mm256_set1_ps(2.0f);
            __m256 t19 = _mm256_div_ps(t17, t18);
            _mm256_storeu_ps(out + t6, t19);
            __m256 t20 = _mm256_sub_ps(t15, t16);
            __m256 t21 = _mm256_set1_ps(2.0f);
            __m256 t22 = _mm256_div_ps(t20, t21);
            _mm256_storeu_ps(out + (half + t6), t22);
            int t11 = (int)t5;
            const float *t34 = in + 2 * t11;
            __m256 t35 = _mm256_loadu_ps(t34);
            __m256 t36 = _mm256_loadu_ps(t34 + 8);
            __m256 t37 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t35, t36, 0x88)), 0xd8));
            __m256 t38 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t35, t36, 0xdd)), 0xd8));
            __m256 t39 = _mm256_add_ps(t37, t38);
            __m256 t40 = _mm256_set1_ps(2.0f);
            __m256 t41 = _mm256_div_ps(t39, t40);
            _mm256_storeu_ps(out + t11, t41);
            __m256 t42 = _mm256_sub_ps(t37, t38);
            __m256 t43 = _mm256_set1_ps(2.0f);
            __m256 t44 = _mm256_div_ps(t42, t43);
            _mm256_storeu_ps(out + (half + t11), t44);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)half + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long t1 = 0L;
        for (;;) {
            int t10 = (int)((long)t7 + t1);
            const float *t23 = in + 2 * t10;
            __m256 t24 = _mm256_loadu_ps(t23);
            __m256 t25 = _mm256_loadu_ps(t23 + 8);
            __m256 t26 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0x88)), 0xd8));
            __m256 t27 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0xdd)), 0xd8));
            __m256 t28 = _mm256_add_ps(t26, t27);
            __m256 t29 = _mm256_set1_ps(2.0f);
            __m256 t30 = _mm256_div_ps(t28, t29);
            _mm256_storeu_ps(out + t10, t30);
            __m256 t31 = _mm256_sub_ps(t26, t27);
            __m256 t32 = _mm256_set1_ps(2.0f);
            __m256 t33 = _mm256_div_ps(t31, t32);
            _mm256_storeu_ps(out + (half + t10), t33);
            t1 += 8L;
            if (t1 >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < half; i++) {
        (_mm256_zeroupper(), haar(in, out, half, 2.0f, i));
    }
}

__attribute__((target("avx2"))) void bump_all(int *a, int n) {
    int t7;
    int t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            int *t18 = a + t6;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_set1_epi32(3);
            __m256i t21 = _mm256_mullo_epi32(t19, t20);
            __m256i t22 = _mm256_set1_epi32(7);
            __m256i t23 = _mm256_add_epi32(t21, t22);
            _mm256_storeu_si256((__m256i *)t18, t23);
            int t17 = (int)t5;
            int *t43 = a + t17;
            __m256i t44 = _mm256_loadu_si256((const __m256i *)t43);
            __m256i t45 = _mm256_set1_epi32(3);
            __m256i t46 = _mm256_mullo_epi32(t44, t45);
            __m256i t47 = _mm256_set1_epi32(7);
            __m256i t48 = _mm256_add_epi32(t46, t47);
            _mm256_storeu_si256((__m256i *)t43, t48);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long t1 = 0L;
        for (;;) {
            int t10 = (int)((long)t7 + t1);
            int *t24 = a + t10;
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            __m256i t26 = _mm256_set1_epi32(3);
            __m256i t27 = _mm256_mullo_epi32(t25, t26);
            __m256i t28 = _mm256_set1_epi32(7);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            _mm256_storeu_si256((__m256i *)t24, t29);
            t1 += 8L;
            if (t1 >= t9) {
                t11 = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        t11 = t7;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t15 = (int)(long)t11;
        __m256i t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t14);
        __m256i t30 = (__m256i)(vcc_m8)((vcc_v8_int)t16 != (vcc_v8_int){0});
        long t31 = (long)t15;
        __m256i t32 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t31 * 4UL), t30);
        __m256i t33 = _mm256_set1_epi32(3);
        __m256i t34 = t32;
        __m256i t35 = t33;
        __m256i t36 = _mm256_mullo_epi32(t34, t35);
        __m256i t37 = t36;
        __m256i t38 = _mm256_set1_epi32(7);
        __m256i t39 = t37;
        __m256i t40 = t38;
        __m256i t41 = _mm256_add_epi32(t39, t40);
        __m256i t42 = t41;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t31 * 4UL), t30, t42);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a, i, 7));
    }
}

__attribute__((target("avx2"))) void bump_odd(int *a, const int *flags, int n) {
    int t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(flags + t6));
            __m256i t8 = _mm256_and_si256(t7, _mm256_set1_epi32(1));
            __m256i t9 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t9);
            __m256i t24 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
            long t25 = (long)t6;
            __m256i t26 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t25 * 4UL), t24);
            __m256i t27 = _mm256_set1_epi32(3);
            __m256i t28 = t26;
            __m256i t29 = t27;
            __m256i t30 = _mm256_mullo_epi32(t28, t29);
            __m256i t31 = t30;
            __m256i t32 = _mm256_set1_epi32(-2);
            __m256i t33 = t31;
            __m256i t34 = t32;
            __m256i t35 = _mm256_add_epi32(t33, t34);
            __m256i t36 = t35;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t25 * 4UL), t24, t36);
            int t19 = (int)t5;
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(flags + t19));
            __m256i t21 = _mm256_and_si256(t20, _mm256_set1_epi32(1));
            __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t21, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t23 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t22);
            __m256i t50 = (__m256i)(vcc_m8)((vcc_v8_int)t23 != (vcc_v8_int){0});
            long t51 = (long)t19;
            __m256i t52 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t51 * 4UL), t50);
            __m256i t53 = _mm256_set1_epi32(3);
            __m256i t54 = t52;
            __m256i t55 = t53;
            __m256i t56 = _mm256_mullo_epi32(t54, t55);
            __m256i t57 = t56;
            __m256i t58 = _mm256_set1_epi32(-2);
            __m256i t59 = t57;
            __m256i t60 = t58;
            __m256i t61 = _mm256_add_epi32(t59, t60);
            __m256i t62 = t61;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t51 * 4UL), t50, t62);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)t4;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            int t14 = (int)((long)t11 + t1);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(flags + t14));
            __m256i t16 = _mm256_and_si256(t15, _mm256_set1_epi32(1));
            __m256i t17 = _mm256_xor_si256(_mm256_cmpeq_epi32(t16, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t18 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t17);
            __m256i t37 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
            long t38 = (long)t14;
            __m256i t39 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t38 * 4UL), t37);
            __m256i t40 = _mm256_set1_epi32(3);
            __m256i t41 = t39;
            __m256i t42 = t40;
            __m256i t43 = _mm256_mullo_epi32(t41, t42);
            __m256i t44 = t43;
            __m256i t45 = _mm256_set1_epi32(-2);
            __m256i t46 = t44;
            __m256i t47 = t45;
            __m256i t48 = _mm256_add_epi32(t46, t47);
            __m256i t49 = t48;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t38 * 4UL), t37, t49);
            t1 += 8L;
            if (t1 >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            (_mm256_zeroupper(), bump(a, i, -2));
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    int t51;
    int i;
    int t114;
    int i_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t11 = 2 * n;
        unsigned long t12 = (unsigned long)(t11 + 1) * 4UL;
        float *in = (float *)malloc(t12);
        float *out = (float *)malloc(t12);
        unsigned long t13 = (unsigned long)(n + 1) * 4UL;
        void *t14 = malloc(t13);
        int *a = (int *)t14;
        void *t15 = malloc(t13);
        int *flags = (int *)t15;
        long t16 = (long)n * 2L;
        if ((t16 >= 32L) & 1) {
            long t17 = t16 & -32L;
            __m256i t18 = _mm256_set1_epi32(0);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(11));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256i t1 = t22;
            long t2 = 0L;
            for (;;) {
                __m256 t23 = _mm256_cvtepi32_ps(t1);
                __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)t2, t24);
                __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t26 = t25;
                __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(11));
                __m256i t28 = _mm256_min_epu32(t26, t27);
                __m256i t29 = t28;
                __m256 t30 = _mm256_cvtepi32_ps(t29);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(t2 + 8L), t31);
                __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
                __m256i t33 = t32;
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(11));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                __m256i t36 = t35;
                __m256 t37 = _mm256_cvtepi32_ps(t36);
                __m256 t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(t2 + 16L), t38);
                __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
                __m256i t40 = t39;
                __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(11));
                __m256i t42 = _mm256_min_epu32(t40, t41);
                __m256i t43 = t42;
                __m256 t44 = _mm256_cvtepi32_ps(t43);
                __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(t2 + 24L), t45);
                t2 += 32L;
                __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
                __m256i t47 = t46;
                __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(11));
                __m256i t49 = _mm256_min_epu32(t47, t48);
                __m256i t50 = t49;
                if (t2 >= t17) {
                    break;
                }
                t1 = t50;
            }
            t51 = (int)t17;
        } else {
            t51 = 0;
        }
        long t52 = (long)n * 2L + (long)t51 * -1L;
        int t53 = (int)((unsigned int)t51 * 7U);
        if ((t52 >= 8L) & (t53 >= 0)) {
            long t54 = t52 & -8L;
            __m256i t55 = _mm256_set1_epi32((int)(t53 % 11));
            __m256i t56 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t57 = t56;
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(11));
            __m256i t59 = _mm256_min_epu32(t57, t58);
            __m256i t3 = t59;
            long t4 = 0L;
            for (;;) {
                __m256 t60 = _mm256_cvtepi32_ps(t3);
                __m256 t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)t51 + t4), t61);
                t4 += 8L;
                __m256i t62 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                __m256i t63 = t62;
                __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(11));
                __m256i t65 = _mm256_min_epu32(t63, t64);
                __m256i t66 = t65;
                if (t4 >= t54) {
                    break;
                }
                t3 = t66;
            }
            i = (int)((long)t51 + t54);
        } else {
            i = t51;
        }
        for (; i < t11; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t67 = (long)n;
        unsigned long t68 = (unsigned long)t14;
        unsigned long t69 = (unsigned long)t15;
        if ((t67 >= 32L) & (((t68 + (unsigned long)(4L + (t67 - 1L) * 4L)) <= t69) | ((t69 + (unsigned long)(4L + (t67 - 1L) * 4L)) <= t68)) & 1) {
            long t70 = t67 & -32L;
            __m256i t71 = _mm256_set1_epi32(0);
            __m256i t72 = t71;
            __m256i t5 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t73 = _mm256_set1_epi32(0);
            __m256i t74 = _mm256_add_epi32(t73, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t75 = t74;
            __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(3));
            __m256i t77 = _mm256_min_epu32(t75, t76);
            __m256i t6 = t77;
            long t7 = 0L;
            for (;;) {
                __m256i t78 = t5;
                long t79 = (long)(int)t7;
                __m256i t80 = _mm256_sub_epi32(t78, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t79), t80);
                _mm256_storeu_si256((__m256i *)(flags + t79), t6);
                __m256i t81 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                __m256i t82 = t81;
                long t83 = (long)(int)(t7 + 8L);
                __m256i t84 = _mm256_sub_epi32(t82, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t83), t84);
                __m256i t85 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
                __m256i t86 = t85;
                __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(3));
                __m256i t88 = _mm256_min_epu32(t86, t87);
                __m256i t89 = t88;
                _mm256_storeu_si256((__m256i *)(flags + t83), t89);
                __m256i t90 = _mm256_add_epi32(t5, _mm256_set1_epi32(16));
                __m256i t91 = t90;
                long t92 = (long)(int)(t7 + 16L);
                __m256i t93 = _mm256_sub_epi32(t91, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t92), t93);
                __m256i t94 = _mm256_add_epi32(t6, _mm256_set1_epi32(2));
                __m256i t95 = t94;
                __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(3));
                __m256i t97 = _mm256_min_epu32(t95, t96);
                __m256i t98 = t97;
                _mm256_storeu_si256((__m256i *)(flags + t92), t98);
                __m256i t99 = _mm256_add_epi32(t5, _mm256_set1_epi32(24));
                __m256i t100 = t99;
                long t101 = (long)(int)(t7 + 24L);
                __m256i t102 = _mm256_sub_epi32(t100, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t101), t102);
                __m256i t103 = _mm256_add_epi32(t6, _mm256_set1_epi32(0));
                __m256i t104 = t103;
                __m256i t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32(3));
                __m256i t106 = _mm256_min_epu32(t104, t105);
                __m256i t107 = t106;
                _mm256_storeu_si256((__m256i *)(flags + t101), t107);
                t7 += 32L;
                __m256i t108 = _mm256_add_epi32(t5, _mm256_set1_epi32(32));
                __m256i t109 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
                __m256i t110 = t109;
                __m256i t111 = _mm256_sub_epi32(t110, _mm256_set1_epi32(3));
                __m256i t112 = _mm256_min_epu32(t110, t111);
                __m256i t113 = t112;
                if (t7 >= t70) {
                    break;
                }
                t5 = t108;
                t6 = t113;
            }
            t114 = (int)t70;
        } else {
            t114 = 0;
        }
        long t115 = (long)n + (long)t114 * -1L;
        unsigned long t116 = (unsigned long)t14;
        unsigned long t117 = (unsigned long)t15;
        int t118 = (int)((unsigned int)t114 * 5U);
        if ((t115 >= 8L) & (((t116 + (unsigned long)((long)t114 * 4L + 4L + (t115 - 1L) * 4L)) <= (t117 + (unsigned long)((long)t114 * 4L))) | ((t117 + (unsigned long)((long)t114 * 4L + 4L + (t115 - 1L) * 4L)) <= (t116 + (unsigned long)((long)t114 * 4L)))) & (t118 >= 0)) {
            long t119 = t115 & -8L;
            __m256i t120 = _mm256_set1_epi32((int)t114);
            __m256i t121 = t120;
            __m256i t8 = _mm256_add_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t122 = _mm256_set1_epi32((int)(t118 % 3));
            __m256i t123 = _mm256_add_epi32(t122, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t124 = t123;
            __m256i t125 = _mm256_sub_epi32(t124, _mm256_set1_epi32(3));
            __m256i t126 = _mm256_min_epu32(t124, t125);
            __m256i t9 = t126;
            long t10 = 0L;
            for (;;) {
                __m256i t127 = t8;
                long t128 = (long)(int)((long)t114 + t10);
                __m256i t129 = _mm256_sub_epi32(t127, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t128), t129);
                _mm256_storeu_si256((__m256i *)(flags + t128), t9);
                t10 += 8L;
                __m256i t130 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
                __m256i t131 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
                __m256i t132 = t131;
                __m256i t133 = _mm256_sub_epi32(t132, _mm256_set1_epi32(3));
                __m256i t134 = _mm256_min_epu32(t132, t133);
                __m256i t135 = t134;
                if (t10 >= t119) {
                    break;
                }
                t8 = t130;
                t9 = t135;
            }
            i_1 = (int)((long)t114 + t119);
        } else {
            i_1 = t114;
        }
        for (; i_1 < n; i_1++) {
            long t136 = (long)i_1;
            a[t136] = i_1 - 3;
            flags[t136] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t11; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        unsigned int isum = 0U;
        for (int i_3 = 0; i_3 < n; i_3++) {
            isum = isum * 31U + (unsigned int)a[i_3];
        }
        printf("n=%d %.6f %u\n", n, (double)fsum, isum);
        free((void *)in);
        free((void *)out);
        free((void *)a);
        free((void *)flags);
    }
    return 0;
}
