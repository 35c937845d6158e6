/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

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

/* vcc: function at void_calls.c:12 vector variant _ZGVdN8uuuul_haar of `haar`: VL 8, unmasked, in uniform, out uniform, half uniform, two uniform, i linear step 1 */
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

/* vcc: function at void_calls.c:19 vector variant _ZGVdN8ulu_bump of `bump`: VL 8, unmasked, a uniform, i linear step 1, k uniform */
__attribute__((target("avx2"))) void _ZGVdN8ulu_bump(int *a, int i, int k) {
    int *t1 = a + i;
    __m256i t2 = _mm256_loadu_si256((const __m256i *)t1);
    __m256i t3 = _mm256_set1_epi32(3);
    __m256i t4 = _mm256_mullo_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32((int)k);
    __m256i t6 = _mm256_add_epi32(t4, t5);
    _mm256_storeu_si256((__m256i *)t1, t6);
}

/* vcc: function at void_calls.c:19 vector variant _ZGVdM8ulu_bump of `bump`: VL 8, masked, a uniform, i linear step 1, k uniform */
__attribute__((target("avx2"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256i t3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1);
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = _mm256_mullo_epi32(t3, t4);
    __m256i t6 = _mm256_set1_epi32((int)k);
    __m256i t7 = _mm256_add_epi32(t5, t6);
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1, t7);
}

__attribute__((target("avx2"))) void transform(const float *in, float *out, int half) {
    int t4;
    int i;
    long t1 = (long)half;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            const float *t9 = in + 2 * t3;
            __m256 t10 = _mm256_loadu_ps(t9);
            __m256 t11 = _mm256_loadu_ps(t9 + 8);
            __m256 t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0x88)), 0xd8));
            __m256 t13 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0xdd)), 0xd8));
            __m256 t14 = _mm256_add_ps(t12, t13);
            __m256 t15 = _mm256_set1_ps(2.0f);
            __m256 t16 = _mm256_div_ps(t14, t15);
            _mm256_storeu_ps(out + t3, t16);
            __m256 t17 = _mm256_sub_ps(t12, t13);
            __m256 t18 = _mm256_set1_ps(2.0f);
            __m256 t19 = _mm256_div_ps(t17, t18);
            _mm256_storeu_ps(out + (half + t3), t19);
            int t8 = (int)(i_vec_1 + 8L);
            const float *t31 = in + 2 * t8;
            __m256 t32 = _mm256_loadu_ps(t31);
            __m256 t33 = _mm256_loadu_ps(t31 + 8);
            __m256 t34 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t32, t33, 0x88)), 0xd8));
            __m256 t35 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t32, t33, 0xdd)), 0xd8));
            __m256 t36 = _mm256_add_ps(t34, t35);
            __m256 t37 = _mm256_set1_ps(2.0f);
            __m256 t38 = _mm256_div_ps(t36, t37);
            _mm256_storeu_ps(out + t8, t38);
            __m256 t39 = _mm256_sub_ps(t34, t35);
            __m256 t40 = _mm256_set1_ps(2.0f);
            __m256 t41 = _mm256_div_ps(t39, t40);
            _mm256_storeu_ps(out + (half + t8), t41);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)half + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            const float *t20 = in + 2 * t7;
            __m256 t21 = _mm256_loadu_ps(t20);
            __m256 t22 = _mm256_loadu_ps(t20 + 8);
            __m256 t23 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t21, t22, 0x88)), 0xd8));
            __m256 t24 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t21, t22, 0xdd)), 0xd8));
            __m256 t25 = _mm256_add_ps(t23, t24);
            __m256 t26 = _mm256_set1_ps(2.0f);
            __m256 t27 = _mm256_div_ps(t25, t26);
            _mm256_storeu_ps(out + t7, t27);
            __m256 t28 = _mm256_sub_ps(t23, t24);
            __m256 t29 = _mm256_set1_ps(2.0f);
            __m256 t30 = _mm256_div_ps(t28, t29);
            _mm256_storeu_ps(out + (half + t7), t30);
            i_vec += 8L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < half; i++) {
        (_mm256_zeroupper(), haar(in, out, half, 2.0f, i));
    }
}

__attribute__((target("avx2"))) void bump_all(int *a, int n) {
    int t4;
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        for (;;) {
            int t3 = (int)i_vec_1;
            int *t15 = a + t3;
            __m256i t16 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t17 = _mm256_set1_epi32(3);
            __m256i t18 = _mm256_mullo_epi32(t16, t17);
            __m256i t19 = _mm256_set1_epi32(7);
            __m256i t20 = _mm256_add_epi32(t18, t19);
            _mm256_storeu_si256((__m256i *)t15, t20);
            int t14 = (int)(i_vec_1 + 8L);
            int *t34 = a + t14;
            __m256i t35 = _mm256_loadu_si256((const __m256i *)t34);
            __m256i t36 = _mm256_set1_epi32(3);
            __m256i t37 = _mm256_mullo_epi32(t35, t36);
            __m256i t38 = _mm256_set1_epi32(7);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            _mm256_storeu_si256((__m256i *)t34, t39);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            int *t21 = a + t7;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t23 = _mm256_set1_epi32(3);
            __m256i t24 = _mm256_mullo_epi32(t22, t23);
            __m256i t25 = _mm256_set1_epi32(7);
            __m256i t26 = _mm256_add_epi32(t24, t25);
            _mm256_storeu_si256((__m256i *)t21, t26);
            i_vec += 8L;
            if (i_vec >= t6) {
                t8 = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        t8 = t4;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 8L)) {
        __m256i t10 = _mm256_set1_epi32((int)(int)t9);
        __m256i t11 = _mm256_cmpgt_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t12 = (int)(long)t8;
        __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t11);
        __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
        long t28 = (long)t12;
        __m256i t29 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t28 * 4UL), t27);
        __m256i t30 = _mm256_set1_epi32(3);
        __m256i t31 = _mm256_mullo_epi32(t29, t30);
        __m256i t32 = _mm256_set1_epi32(7);
        __m256i t33 = _mm256_add_epi32(t31, t32);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t28 * 4UL), t27, t33);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a, i, 7));
    }
}

__attribute__((target("avx2"))) void bump_odd(int *a, const int *flags, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            __m256i flags_v = _mm256_loadu_si256((const __m256i *)(flags + i_vec_1));
            __m256i t4 = _mm256_and_si256(flags_v, _mm256_set1_epi32(1));
            __m256i t5 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t6 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t5);
            __m256i t20 = (__m256i)(vcc_m8)((vcc_v8_int)t6 != (vcc_v8_int){0});
            long t21 = (long)t3;
            __m256i t22 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t21 * 4UL), t20);
            __m256i t23 = _mm256_set1_epi32(3);
            __m256i t24 = _mm256_mullo_epi32(t22, t23);
            __m256i t25 = _mm256_set1_epi32(-2);
            __m256i t26 = _mm256_add_epi32(t24, t25);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t21 * 4UL), t20, t26);
            long t15 = i_vec_1 + 8L;
            int t16 = (int)t15;
            __m256i flags_v_2 = _mm256_loadu_si256((const __m256i *)(flags + t15));
            __m256i t17 = _mm256_and_si256(flags_v_2, _mm256_set1_epi32(1));
            __m256i t18 = _mm256_xor_si256(_mm256_cmpeq_epi32(t17, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t18);
            __m256i t34 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
            long t35 = (long)t16;
            __m256i t36 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t35 * 4UL), t34);
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = _mm256_mullo_epi32(t36, t37);
            __m256i t39 = _mm256_set1_epi32(-2);
            __m256i t40 = _mm256_add_epi32(t38, t39);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t35 * 4UL), t34, t40);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t10 = (long)t7 + i_vec;
            int t11 = (int)t10;
            __m256i flags_v_1 = _mm256_loadu_si256((const __m256i *)(flags + t10));
            __m256i t12 = _mm256_and_si256(flags_v_1, _mm256_set1_epi32(1));
            __m256i t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t12, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t13);
            __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
            long t28 = (long)t11;
            __m256i t29 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t28 * 4UL), t27);
            __m256i t30 = _mm256_set1_epi32(3);
            __m256i t31 = _mm256_mullo_epi32(t29, t30);
            __m256i t32 = _mm256_set1_epi32(-2);
            __m256i t33 = _mm256_add_epi32(t31, t32);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t28 * 4UL), t27, t33);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            (_mm256_zeroupper(), bump(a, i, -2));
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    int t35;
    int i;
    int t79;
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
            __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(11));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t13, t14);
            long i_vec = 0L;
            /* vcc: loop at void_calls.c:48 vectorized: VF 8, UF 4, the remainder at 49:28 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t15 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + i_vec, t16);
                __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(11));
                __m256i t19 = _mm256_min_epu32(t17, t18);
                __m256 t20 = _mm256_cvtepi32_ps(t19);
                __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (i_vec + 8L), t21);
                __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256 t25 = _mm256_cvtepi32_ps(t24);
                __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (i_vec + 16L), t26);
                __m256i t27 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(11));
                __m256i t29 = _mm256_min_epu32(t27, t28);
                __m256 t30 = _mm256_cvtepi32_ps(t29);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (i_vec + 24L), t31);
                i_vec += 32L;
                __m256i t32 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(11));
                __m256i t34 = _mm256_min_epu32(t32, t33);
                if (i_vec >= t11) {
                    break;
                }
                t1 = (vcc_v8_int)t34;
            }
            t35 = (int)t11;
        } else {
            t35 = 0;
        }
        long t36 = (long)n * 2L + (long)t35 * -1L;
        int t37 = (int)((unsigned int)t35 * 7U);
        if ((t36 >= 8L) & (t37 >= 0)) {
            long t38 = t36 & -8L;
            __m256i t39 = _mm256_set1_epi32((int)(t37 % 11));
            __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(11));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t40, t41);
            long i_vec_1 = 0L;
            /* vcc: loop at void_calls.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t42 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + ((long)t35 + i_vec_1), t43);
                i_vec_1 += 8L;
                __m256i t44 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(11));
                __m256i t46 = _mm256_min_epu32(t44, t45);
                if (i_vec_1 >= t38) {
                    break;
                }
                t2 = (vcc_v8_int)t46;
            }
            i = (int)((long)t35 + t38);
        } else {
            i = t35;
        }
        for (; i < t5; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t47 = (long)n;
        unsigned long t48 = (unsigned long)t8;
        unsigned long t49 = (unsigned long)t9;
        long t50 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t47 >= 32L) & (((t48 + (unsigned long)(4L + (t47 - 1L) * 4L)) <= t49) | ((t49 + (unsigned long)(4L + (t47 - 1L) * 4L)) <= t48) | ((t50 <= 0L) | (t50 >= 128L))) & 1) {
            long t51 = t47 & -32L;
            __m256i t52 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t53 = _mm256_set1_epi32(0);
            __m256i t54 = _mm256_add_epi32(t53, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(3));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
            long i_vec_2 = 0L;
            /* vcc: loop at void_calls.c:50 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 52:24 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t56 = _mm256_sub_epi32((__m256i)i_v, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + i_vec_2), t56);
                _mm256_storeu_si256((__m256i *)(flags + i_vec_2), (__m256i)t3);
                long t57 = i_vec_2 + 8L;
                __m256i t58 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t57), t59);
                __m256i t60 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
                __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(3));
                __m256i t62 = _mm256_min_epu32(t60, t61);
                _mm256_storeu_si256((__m256i *)(flags + t57), t62);
                long t63 = i_vec_2 + 16L;
                __m256i t64 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t63), t65);
                __m256i t66 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(2));
                __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(3));
                __m256i t68 = _mm256_min_epu32(t66, t67);
                _mm256_storeu_si256((__m256i *)(flags + t63), t68);
                long t69 = i_vec_2 + 24L;
                __m256i t70 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                __m256i t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t69), t71);
                __m256i t72 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(0));
                __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(3));
                __m256i t74 = _mm256_min_epu32(t72, t73);
                _mm256_storeu_si256((__m256i *)(flags + t69), t74);
                i_vec_2 += 32L;
                __m256i t75 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                __m256i t76 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
                __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(3));
                __m256i t78 = _mm256_min_epu32(t76, t77);
                if (i_vec_2 >= t51) {
                    break;
                }
                i_v = (vcc_v8_uint)t75;
                t3 = (vcc_v8_int)t78;
            }
            t79 = (int)t51;
        } else {
            t79 = 0;
        }
        long t80 = (long)n + (long)t79 * -1L;
        unsigned long t81 = (unsigned long)t8;
        unsigned long t82 = (unsigned long)t9;
        long t83 = (long)((unsigned long)t9 + (unsigned long)((long)t79 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t79 * 4L)));
        int t84 = (int)((unsigned int)t79 * 5U);
        if ((t80 >= 8L) & (((t81 + (unsigned long)((long)t79 * 4L + 4L + (t80 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t79 * 4L))) | ((t82 + (unsigned long)((long)t79 * 4L + 4L + (t80 - 1L) * 4L)) <= (t81 + (unsigned long)((long)t79 * 4L))) | ((t83 <= 0L) | (t83 >= 32L))) & (t84 >= 0)) {
            long t85 = t80 & -8L;
            __m256i t86 = _mm256_set1_epi32((int)t79);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t87 = _mm256_set1_epi32((int)(t84 % 3));
            __m256i t88 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(3));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t88, t89);
            long i_vec_3 = 0L;
            /* vcc: loop at void_calls.c:50 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t90 = (long)t79 + i_vec_3;
                __m256i t91 = _mm256_sub_epi32((__m256i)i_v_1, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t90), t91);
                _mm256_storeu_si256((__m256i *)(flags + t90), (__m256i)t4);
                i_vec_3 += 8L;
                __m256i t92 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t93 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(1));
                __m256i t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32(3));
                __m256i t95 = _mm256_min_epu32(t93, t94);
                if (i_vec_3 >= t85) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t92;
                t4 = (vcc_v8_int)t95;
            }
            i_1 = (int)((long)t79 + t85);
        } else {
            i_1 = t79;
        }
        for (; i_1 < n; i_1++) {
            long t96 = (long)i_1;
            a[t96] = i_1 - 3;
            flags[t96] = i_1 * 5 % 3;
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
