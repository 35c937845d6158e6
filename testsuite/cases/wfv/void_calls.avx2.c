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
    int t5;
    int i;
    long t1 = (long)half;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            const float *t10 = in + 2 * t4;
            __m256 t11 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_loadu_ps(t10 + 8);
            __m256 t13 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t11, t12, 0x88)), 0xd8));
            __m256 t14 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t11, t12, 0xdd)), 0xd8));
            __m256 t15 = _mm256_add_ps(t13, t14);
            __m256 t16 = _mm256_set1_ps(2.0f);
            __m256 t17 = _mm256_div_ps(t15, t16);
            _mm256_storeu_ps(out + t4, t17);
            __m256 t18 = _mm256_sub_ps(t13, t14);
            __m256 t19 = _mm256_set1_ps(2.0f);
            __m256 t20 = _mm256_div_ps(t18, t19);
            _mm256_storeu_ps(out + (half + t4), t20);
            int t9 = (int)t3;
            const float *t32 = in + 2 * t9;
            __m256 t33 = _mm256_loadu_ps(t32);
            __m256 t34 = _mm256_loadu_ps(t32 + 8);
            __m256 t35 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t33, t34, 0x88)), 0xd8));
            __m256 t36 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t33, t34, 0xdd)), 0xd8));
            __m256 t37 = _mm256_add_ps(t35, t36);
            __m256 t38 = _mm256_set1_ps(2.0f);
            __m256 t39 = _mm256_div_ps(t37, t38);
            _mm256_storeu_ps(out + t9, t39);
            __m256 t40 = _mm256_sub_ps(t35, t36);
            __m256 t41 = _mm256_set1_ps(2.0f);
            __m256 t42 = _mm256_div_ps(t40, t41);
            _mm256_storeu_ps(out + (half + t9), t42);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)half + (long)t5 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        for (;;) {
            int t8 = (int)((long)t5 + i_vec);
            const float *t21 = in + 2 * t8;
            __m256 t22 = _mm256_loadu_ps(t21);
            __m256 t23 = _mm256_loadu_ps(t21 + 8);
            __m256 t24 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t22, t23, 0x88)), 0xd8));
            __m256 t25 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t22, t23, 0xdd)), 0xd8));
            __m256 t26 = _mm256_add_ps(t24, t25);
            __m256 t27 = _mm256_set1_ps(2.0f);
            __m256 t28 = _mm256_div_ps(t26, t27);
            _mm256_storeu_ps(out + t8, t28);
            __m256 t29 = _mm256_sub_ps(t24, t25);
            __m256 t30 = _mm256_set1_ps(2.0f);
            __m256 t31 = _mm256_div_ps(t29, t30);
            _mm256_storeu_ps(out + (half + t8), t31);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < half; i++) {
        (_mm256_zeroupper(), haar(in, out, half, 2.0f, i));
    }
}

__attribute__((target("avx2"))) void bump_all(int *a, int n) {
    int t5;
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            int *t16 = a + t4;
            __m256i t17 = _mm256_loadu_si256((const __m256i *)t16);
            __m256i t18 = _mm256_set1_epi32(3);
            __m256i t19 = _mm256_mullo_epi32(t17, t18);
            __m256i t20 = _mm256_set1_epi32(7);
            __m256i t21 = _mm256_add_epi32(t19, t20);
            _mm256_storeu_si256((__m256i *)t16, t21);
            int t15 = (int)t3;
            int *t41 = a + t15;
            __m256i t42 = _mm256_loadu_si256((const __m256i *)t41);
            __m256i t43 = _mm256_set1_epi32(3);
            __m256i t44 = _mm256_mullo_epi32(t42, t43);
            __m256i t45 = _mm256_set1_epi32(7);
            __m256i t46 = _mm256_add_epi32(t44, t45);
            _mm256_storeu_si256((__m256i *)t41, t46);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        for (;;) {
            int t8 = (int)((long)t5 + i_vec);
            int *t22 = a + t8;
            __m256i t23 = _mm256_loadu_si256((const __m256i *)t22);
            __m256i t24 = _mm256_set1_epi32(3);
            __m256i t25 = _mm256_mullo_epi32(t23, t24);
            __m256i t26 = _mm256_set1_epi32(7);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            _mm256_storeu_si256((__m256i *)t22, t27);
            i_vec += 8L;
            if (i_vec >= t7) {
                t9 = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        t9 = t5;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 1L) & (t10 <= 8L)) {
        __m256i t11 = _mm256_set1_epi32((int)(int)t10);
        __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t13 = (int)(long)t9;
        __m256i t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t12);
        __m256i t28 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
        long t29 = (long)t13;
        __m256i t30 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t29 * 4UL), t28);
        __m256i t31 = _mm256_set1_epi32(3);
        __m256i t32 = t30;
        __m256i t33 = t31;
        __m256i t34 = _mm256_mullo_epi32(t32, t33);
        __m256i t35 = t34;
        __m256i t36 = _mm256_set1_epi32(7);
        __m256i t37 = t35;
        __m256i t38 = t36;
        __m256i t39 = _mm256_add_epi32(t37, t38);
        __m256i t40 = t39;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t29 * 4UL), t28, t40);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a, i, 7));
    }
}

__attribute__((target("avx2"))) void bump_odd(int *a, const int *flags, int n) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            __m256i flags_v = _mm256_loadu_si256((const __m256i *)(flags + t4));
            __m256i t5 = _mm256_and_si256(flags_v, _mm256_set1_epi32(1));
            __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t7 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t6);
            __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t7 != (vcc_v8_int){0});
            long t20 = (long)t4;
            __m256i t21 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t20 * 4UL), t19);
            __m256i t22 = _mm256_set1_epi32(3);
            __m256i t23 = t21;
            __m256i t24 = t22;
            __m256i t25 = _mm256_mullo_epi32(t23, t24);
            __m256i t26 = t25;
            __m256i t27 = _mm256_set1_epi32(-2);
            __m256i t28 = t26;
            __m256i t29 = t27;
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = t30;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t20 * 4UL), t19, t31);
            int t15 = (int)t3;
            __m256i flags_v_2 = _mm256_loadu_si256((const __m256i *)(flags + t15));
            __m256i t16 = _mm256_and_si256(flags_v_2, _mm256_set1_epi32(1));
            __m256i t17 = _mm256_xor_si256(_mm256_cmpeq_epi32(t16, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t18 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t17);
            __m256i t45 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
            long t46 = (long)t15;
            __m256i t47 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t46 * 4UL), t45);
            __m256i t48 = _mm256_set1_epi32(3);
            __m256i t49 = t47;
            __m256i t50 = t48;
            __m256i t51 = _mm256_mullo_epi32(t49, t50);
            __m256i t52 = t51;
            __m256i t53 = _mm256_set1_epi32(-2);
            __m256i t54 = t52;
            __m256i t55 = t53;
            __m256i t56 = _mm256_add_epi32(t54, t55);
            __m256i t57 = t56;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t46 * 4UL), t45, t57);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t8 = (int)t2;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec = 0L;
        for (;;) {
            int t11 = (int)((long)t8 + i_vec);
            __m256i flags_v_1 = _mm256_loadu_si256((const __m256i *)(flags + t11));
            __m256i t12 = _mm256_and_si256(flags_v_1, _mm256_set1_epi32(1));
            __m256i t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t12, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t13);
            __m256i t32 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
            long t33 = (long)t11;
            __m256i t34 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t33 * 4UL), t32);
            __m256i t35 = _mm256_set1_epi32(3);
            __m256i t36 = t34;
            __m256i t37 = t35;
            __m256i t38 = _mm256_mullo_epi32(t36, t37);
            __m256i t39 = t38;
            __m256i t40 = _mm256_set1_epi32(-2);
            __m256i t41 = t39;
            __m256i t42 = t40;
            __m256i t43 = _mm256_add_epi32(t41, t42);
            __m256i t44 = t43;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t33 * 4UL), t32, t44);
            i_vec += 8L;
            if (i_vec >= t10) {
                i = (int)((long)t8 + t10);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            (_mm256_zeroupper(), bump(a, i, -2));
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    int t45;
    int i;
    int t104;
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
        int t5 = 2 * n;
        unsigned long t6 = (unsigned long)(t5 + 1) * 4UL;
        float *in = (float *)malloc(t6);
        float *out = (float *)malloc(t6);
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        void *t8 = malloc(t7);
        int *a = (int *)t8;
        void *t9 = malloc(t7);
        int *flags = (int *)t9;
        long t10 = (long)n * 2L;
        if ((t10 >= 32L) & 1) {
            long t11 = t10 & -32L;
            __m256i t12 = _mm256_set1_epi32(0);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t14 = t13;
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(11));
            __m256i t16 = _mm256_min_epu32(t14, t15);
            __m256i t1 = t16;
            long i_vec = 0L;
            /* vcc: loop at void_calls.c:48 vectorized: VF 8, UF 4, the remainder at 49:28 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t17 = _mm256_cvtepi32_ps(t1);
                __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)i_vec, t18);
                __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t20 = t19;
                __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(11));
                __m256i t22 = _mm256_min_epu32(t20, t21);
                __m256i t23 = t22;
                __m256 t24 = _mm256_cvtepi32_ps(t23);
                __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(i_vec + 8L), t25);
                __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
                __m256i t27 = t26;
                __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(11));
                __m256i t29 = _mm256_min_epu32(t27, t28);
                __m256i t30 = t29;
                __m256 t31 = _mm256_cvtepi32_ps(t30);
                __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(i_vec + 16L), t32);
                __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
                __m256i t34 = t33;
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(11));
                __m256i t36 = _mm256_min_epu32(t34, t35);
                __m256i t37 = t36;
                __m256 t38 = _mm256_cvtepi32_ps(t37);
                __m256 t39 = _mm256_mul_ps(t38, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(i_vec + 24L), t39);
                i_vec += 32L;
                __m256i t40 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
                __m256i t41 = t40;
                __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(11));
                __m256i t43 = _mm256_min_epu32(t41, t42);
                __m256i t44 = t43;
                if (i_vec >= t11) {
                    break;
                }
                t1 = t44;
            }
            t45 = (int)t11;
        } else {
            t45 = 0;
        }
        long t46 = (long)n * 2L + (long)t45 * -1L;
        int t47 = (int)((unsigned int)t45 * 7U);
        if ((t46 >= 8L) & (t47 >= 0)) {
            long t48 = t46 & -8L;
            __m256i t49 = _mm256_set1_epi32((int)(t47 % 11));
            __m256i t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t51 = t50;
            __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(11));
            __m256i t53 = _mm256_min_epu32(t51, t52);
            __m256i t2 = t53;
            long i_vec_1 = 0L;
            for (;;) {
                __m256 t54 = _mm256_cvtepi32_ps(t2);
                __m256 t55 = _mm256_mul_ps(t54, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)t45 + i_vec_1), t55);
                i_vec_1 += 8L;
                __m256i t56 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t57 = t56;
                __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(11));
                __m256i t59 = _mm256_min_epu32(t57, t58);
                __m256i t60 = t59;
                if (i_vec_1 >= t48) {
                    break;
                }
                t2 = t60;
            }
            i = (int)((long)t45 + t48);
        } else {
            i = t45;
        }
        for (; i < t5; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t61 = (long)n;
        unsigned long t62 = (unsigned long)t8;
        unsigned long t63 = (unsigned long)t9;
        if ((t61 >= 32L) & (((t62 + (unsigned long)(4L + (t61 - 1L) * 4L)) <= t63) | ((t63 + (unsigned long)(4L + (t61 - 1L) * 4L)) <= t62)) & 1) {
            long t64 = t61 & -32L;
            __m256i t65 = _mm256_set1_epi32(0);
            __m256i t66 = t65;
            __m256i i_v = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t67 = _mm256_set1_epi32(0);
            __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t69 = t68;
            __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(3));
            __m256i t71 = _mm256_min_epu32(t69, t70);
            __m256i t3 = t71;
            long i_vec_2 = 0L;
            /* vcc: loop at void_calls.c:50 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap, the remainder at 52:24 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_2 = i_v;
                long t72 = (long)(int)i_vec_2;
                __m256i t73 = _mm256_sub_epi32(i_v_2, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t72), t73);
                _mm256_storeu_si256((__m256i *)(flags + t72), t3);
                __m256i t74 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                __m256i i_v_3 = t74;
                long t75 = (long)(int)(i_vec_2 + 8L);
                __m256i t76 = _mm256_sub_epi32(i_v_3, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t75), t76);
                __m256i t77 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                __m256i t78 = t77;
                __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(3));
                __m256i t80 = _mm256_min_epu32(t78, t79);
                __m256i t81 = t80;
                _mm256_storeu_si256((__m256i *)(flags + t75), t81);
                __m256i t82 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                __m256i i_v_4 = t82;
                long t83 = (long)(int)(i_vec_2 + 16L);
                __m256i t84 = _mm256_sub_epi32(i_v_4, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t83), t84);
                __m256i t85 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
                __m256i t86 = t85;
                __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(3));
                __m256i t88 = _mm256_min_epu32(t86, t87);
                __m256i t89 = t88;
                _mm256_storeu_si256((__m256i *)(flags + t83), t89);
                __m256i t90 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
                __m256i i_v_5 = t90;
                long t91 = (long)(int)(i_vec_2 + 24L);
                __m256i t92 = _mm256_sub_epi32(i_v_5, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t91), t92);
                __m256i t93 = _mm256_add_epi32(t3, _mm256_set1_epi32(0));
                __m256i t94 = t93;
                __m256i t95 = _mm256_sub_epi32(t94, _mm256_set1_epi32(3));
                __m256i t96 = _mm256_min_epu32(t94, t95);
                __m256i t97 = t96;
                _mm256_storeu_si256((__m256i *)(flags + t91), t97);
                i_vec_2 += 32L;
                __m256i t98 = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
                __m256i t99 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                __m256i t100 = t99;
                __m256i t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32(3));
                __m256i t102 = _mm256_min_epu32(t100, t101);
                __m256i t103 = t102;
                if (i_vec_2 >= t64) {
                    break;
                }
                i_v = t98;
                t3 = t103;
            }
            t104 = (int)t64;
        } else {
            t104 = 0;
        }
        long t105 = (long)n + (long)t104 * -1L;
        unsigned long t106 = (unsigned long)t8;
        unsigned long t107 = (unsigned long)t9;
        int t108 = (int)((unsigned int)t104 * 5U);
        if ((t105 >= 8L) & (((t106 + (unsigned long)((long)t104 * 4L + 4L + (t105 - 1L) * 4L)) <= (t107 + (unsigned long)((long)t104 * 4L))) | ((t107 + (unsigned long)((long)t104 * 4L + 4L + (t105 - 1L) * 4L)) <= (t106 + (unsigned long)((long)t104 * 4L)))) & (t108 >= 0)) {
            long t109 = t105 & -8L;
            __m256i t110 = _mm256_set1_epi32((int)t104);
            __m256i t111 = t110;
            __m256i i_v_1 = _mm256_add_epi32(t111, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t112 = _mm256_set1_epi32((int)(t108 % 3));
            __m256i t113 = _mm256_add_epi32(t112, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t114 = t113;
            __m256i t115 = _mm256_sub_epi32(t114, _mm256_set1_epi32(3));
            __m256i t116 = _mm256_min_epu32(t114, t115);
            __m256i t4 = t116;
            long i_vec_3 = 0L;
            for (;;) {
                __m256i i_v_6 = i_v_1;
                long t117 = (long)(int)((long)t104 + i_vec_3);
                __m256i t118 = _mm256_sub_epi32(i_v_6, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t117), t118);
                _mm256_storeu_si256((__m256i *)(flags + t117), t4);
                i_vec_3 += 8L;
                __m256i t119 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                __m256i t120 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
                __m256i t121 = t120;
                __m256i t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32(3));
                __m256i t123 = _mm256_min_epu32(t121, t122);
                __m256i t124 = t123;
                if (i_vec_3 >= t109) {
                    break;
                }
                i_v_1 = t119;
                t4 = t124;
            }
            i_1 = (int)((long)t104 + t109);
        } else {
            i_1 = t104;
        }
        for (; i_1 < n; i_1++) {
            long t125 = (long)i_1;
            a[t125] = i_1 - 3;
            flags[t125] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t5; i_2++) {
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
