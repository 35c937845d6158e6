/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i);
__attribute__((target("avx2"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n);
__attribute__((target("avx2"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8lu_tri(int j, int k);
__attribute__((target("avx2"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask);
__attribute__((target("avx2"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s);
/* Call sites with linear arguments: an integer index linear(i) (step 1), a pointer linear(p:2)
   (two floats per lane), a pointer whose step is a uniform parameter (linear(p:s)) and one under a condition (the masked variant); the argument is lane 0's
   value. A call whose argument moves by another step than the clause says stays scalar, and the
   remark says why. Trip counts 0..1003 with exact-size heap arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(x, y, a) linear(i) notinbranch */
float axpy(const float *x, const float *y, float a, int i) {
    return a * x[i] + y[i];
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i) {
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(x + t1);
    __m256 t3 = _mm256_set1_ps(a);
    __m256 t4 = _mm256_mul_ps(t3, t2);
    __m256 t5 = _mm256_loadu_ps(y + t1);
    __m256 t6 = _mm256_add_ps(t4, t5);
    return t6;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n) {
    const float *t1 = p + 0;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    __m256 t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    __m256 t6 = _mm256_set1_ps((float)n);
    __m256 t7 = _mm256_mul_ps(t5, t6);
    __m256 t8 = _mm256_sub_ps(t4, t7);
    return t8;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    vcc_v8_long t2 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t3 = t2 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    __m256 t4 = (__m256)vcc_gather_masked(vcc_v8_float, p + 0, t3, (vcc_m8)t1);
    vcc_v8_long t5 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t6 = t5 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    __m256 t7 = (__m256)vcc_gather_masked(vcc_v8_float, p + 1, t6, (vcc_m8)t1);
    __m256 t8 = _mm256_set1_ps((float)n);
    __m256 t9 = _mm256_mul_ps(t7, t8);
    __m256 t10 = _mm256_sub_ps(t4, t9);
    __m256 t11 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t10, _mm256_castsi256_ps(t1));
    return t11;
}

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8lu_tri(int j, int k) {
    __m256i t1 = _mm256_set1_epi32((int)j);
    __m256i t2 = _mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(2);
    __m256i t4 = _mm256_srav_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32((int)(j * k));
    __m256i t6 = _mm256_set1_epi32((int)(1 * k));
    __m256i t7 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t6);
    __m256i t8 = _mm256_add_epi32(t5, t7);
    __m256i t9 = _mm256_sub_epi32(t8, t4);
    return t9;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32((int)j);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_set1_epi32(2);
    __m256i t5 = _mm256_srav_epi32(t3, t4);
    __m256i t6 = _mm256_set1_epi32((int)(j * k));
    __m256i t7 = _mm256_set1_epi32((int)(1 * k));
    __m256i t8 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t7);
    __m256i t9 = _mm256_add_epi32(t6, t8);
    __m256i t10 = t9;
    __m256i t11 = t5;
    __m256i t12 = _mm256_sub_epi32(t10, t11);
    __m256i t13 = t12;
    __m256i t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t1);
    return t14;
}

__attribute__((target("avx2"))) void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            float *t7 = out + t6;
            long t15 = (long)t6;
            __m256 t16 = _mm256_loadu_ps(x + t15);
            __m256 t17 = _mm256_set1_ps(a);
            __m256 t18 = _mm256_mul_ps(t17, t16);
            __m256 t19 = _mm256_loadu_ps(y + t15);
            __m256 t20 = _mm256_add_ps(t18, t19);
            _mm256_storeu_ps(t7, t20);
            int t13 = (int)t5;
            float *t14 = out + t13;
            long t27 = (long)t13;
            __m256 t28 = _mm256_loadu_ps(x + t27);
            __m256 t29 = _mm256_set1_ps(a);
            __m256 t30 = _mm256_mul_ps(t29, t28);
            __m256 t31 = _mm256_loadu_ps(y + t27);
            __m256 t32 = _mm256_add_ps(t30, t31);
            _mm256_storeu_ps(t14, t32);
            t2 += 16L;
            if (t2 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long t1 = 0L;
        for (;;) {
            int t11 = (int)((long)t8 + t1);
            float *t12 = out + t11;
            long t21 = (long)t11;
            __m256 t22 = _mm256_loadu_ps(x + t21);
            __m256 t23 = _mm256_set1_ps(a);
            __m256 t24 = _mm256_mul_ps(t23, t22);
            __m256 t25 = _mm256_loadu_ps(y + t21);
            __m256 t26 = _mm256_add_ps(t24, t25);
            _mm256_storeu_ps(t12, t26);
            t1 += 8L;
            if (t1 >= t10) {
                i = (int)((long)t8 + t10);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), axpy(x, y, a, i));
    }
}

__attribute__((target("avx2"))) void pairs(float *out, const float *p, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            float *t7 = out + t6;
            const float *t8 = p + 2 * t6;
            const float *t18 = t8 + 0;
            __m256 t19 = _mm256_loadu_ps(t18);
            __m256 t20 = _mm256_loadu_ps(t18 + 8);
            __m256 t21 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t19, t20, 0x88)), 0xd8));
            __m256 t22 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t19, t20, 0xdd)), 0xd8));
            __m256 t23 = _mm256_set1_ps(3.0f);
            __m256 t24 = _mm256_mul_ps(t22, t23);
            __m256 t25 = _mm256_sub_ps(t21, t24);
            _mm256_storeu_ps(t7, t25);
            int t15 = (int)t5;
            float *t16 = out + t15;
            const float *t17 = p + 2 * t15;
            const float *t34 = t17 + 0;
            __m256 t35 = _mm256_loadu_ps(t34);
            __m256 t36 = _mm256_loadu_ps(t34 + 8);
            __m256 t37 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t35, t36, 0x88)), 0xd8));
            __m256 t38 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t35, t36, 0xdd)), 0xd8));
            __m256 t39 = _mm256_set1_ps(3.0f);
            __m256 t40 = _mm256_mul_ps(t38, t39);
            __m256 t41 = _mm256_sub_ps(t37, t40);
            _mm256_storeu_ps(t16, t41);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            int t12 = (int)((long)t9 + t1);
            float *t13 = out + t12;
            const float *t14 = p + 2 * t12;
            const float *t26 = t14 + 0;
            __m256 t27 = _mm256_loadu_ps(t26);
            __m256 t28 = _mm256_loadu_ps(t26 + 8);
            __m256 t29 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t27, t28, 0x88)), 0xd8));
            __m256 t30 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t27, t28, 0xdd)), 0xd8));
            __m256 t31 = _mm256_set1_ps(3.0f);
            __m256 t32 = _mm256_mul_ps(t30, t31);
            __m256 t33 = _mm256_sub_ps(t29, t32);
            _mm256_storeu_ps(t13, t33);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), pairsum(p + 2 * i, 3));
    }
}

__attribute__((target("avx2"))) void tri_some(int *out, int n) {
    int t18;
    int i;
    long t5 = (long)n;
    if ((t5 >= 16L) & 1) {
        long t6 = t5 & -16L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t9 = t8;
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(3));
        __m256i t11 = _mm256_min_epu32(t9, t10);
        __m256i t1 = t11;
        long t4 = 0L;
        for (;;) {
            long t12 = t4 + 8L;
            int t13 = (int)t4;
            __m256i t14 = _mm256_xor_si256(_mm256_cmpeq_epi32(t1, _mm256_set1_epi32(1)), _mm256_set1_epi32(-1));
            long t15 = (long)t13;
            int t16 = t13 + 5;
            __m256i t17 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t14);
            __m256i t41 = (__m256i)(vcc_m8)((vcc_v8_int)t17 != (vcc_v8_int){0});
            __m256i t42 = _mm256_set1_epi32((int)t16);
            __m256i t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t44 = _mm256_set1_epi32(2);
            __m256i t45 = _mm256_srav_epi32(t43, t44);
            __m256i t46 = _mm256_set1_epi32((int)(t16 * 7));
            __m256i t47 = _mm256_set1_epi32(7);
            __m256i t48 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t47);
            __m256i t49 = _mm256_add_epi32(t46, t48);
            __m256i t50 = t49;
            __m256i t51 = t45;
            __m256i t52 = _mm256_sub_epi32(t50, t51);
            __m256i t53 = t52;
            __m256i t54 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t53, t41);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t15 * 4UL), t14, t54);
            int t31 = (int)t12;
            __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
            __m256i t33 = t32;
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(3));
            __m256i t35 = _mm256_min_epu32(t33, t34);
            __m256i t36 = t35;
            __m256i t37 = _mm256_xor_si256(_mm256_cmpeq_epi32(t36, _mm256_set1_epi32(1)), _mm256_set1_epi32(-1));
            long t38 = (long)t31;
            int t39 = t31 + 5;
            __m256i t40 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t37);
            __m256i t77 = (__m256i)(vcc_m8)((vcc_v8_int)t40 != (vcc_v8_int){0});
            __m256i t78 = _mm256_set1_epi32((int)t39);
            __m256i t79 = _mm256_add_epi32(t78, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t80 = _mm256_set1_epi32(2);
            __m256i t81 = _mm256_srav_epi32(t79, t80);
            __m256i t82 = _mm256_set1_epi32((int)(t39 * 7));
            __m256i t83 = _mm256_set1_epi32(7);
            __m256i t84 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t83);
            __m256i t85 = _mm256_add_epi32(t82, t84);
            __m256i t86 = t85;
            __m256i t87 = t81;
            __m256i t88 = _mm256_sub_epi32(t86, t87);
            __m256i t89 = t88;
            __m256i t90 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t89, t77);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t38 * 4UL), t37, t90);
            t4 += 16L;
            __m256i t73 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
            __m256i t74 = t73;
            __m256i t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32(3));
            __m256i t76 = _mm256_min_epu32(t74, t75);
            t1 = t76;
            if (t4 >= t6) {
                t18 = (int)t6;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 8L) & (t18 >= 0)) {
        long t20 = t19 & -8L;
        __m256i t21 = _mm256_set1_epi32((int)(t18 % 3));
        __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(3));
        __m256i t25 = _mm256_min_epu32(t23, t24);
        __m256i t2 = t25;
        long t3 = 0L;
        for (;;) {
            int t26 = (int)((long)t18 + t3);
            __m256i t27 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, _mm256_set1_epi32(1)), _mm256_set1_epi32(-1));
            long t28 = (long)t26;
            int t29 = t26 + 5;
            __m256i t30 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t27);
            __m256i t59 = (__m256i)(vcc_m8)((vcc_v8_int)t30 != (vcc_v8_int){0});
            __m256i t60 = _mm256_set1_epi32((int)t29);
            __m256i t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t62 = _mm256_set1_epi32(2);
            __m256i t63 = _mm256_srav_epi32(t61, t62);
            __m256i t64 = _mm256_set1_epi32((int)(t29 * 7));
            __m256i t65 = _mm256_set1_epi32(7);
            __m256i t66 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t65);
            __m256i t67 = _mm256_add_epi32(t64, t66);
            __m256i t68 = t67;
            __m256i t69 = t63;
            __m256i t70 = _mm256_sub_epi32(t68, t69);
            __m256i t71 = t70;
            __m256i t72 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t71, t59);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t28 * 4UL), t27, t72);
            t3 += 8L;
            __m256i t55 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t56 = t55;
            __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(3));
            __m256i t58 = _mm256_min_epu32(t56, t57);
            t2 = t58;
            if (t3 >= t20) {
                i = (int)((long)t18 + t20);
                break;
            }
        }
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            out[i] = (_mm256_zeroupper(), tri(i + 5, 7));
        }
    }
}

/* #pragma omp declare simd uniform(s) linear(p:s) notinbranch */
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

__attribute__((target("avx2"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s) {
    __m256i t1 = _mm256_set1_epi64x((long long)0L);
    __m256i t2 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t3 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t2);
    __m256i t4 = _mm256_add_epi64(t1, t3);
    __m256d t5 = (__m256d)vcc_gather(vcc_v4_double, p + 0, (vcc_v4_long)t4);
    __m256d t6 = _mm256_set1_pd(2.0);
    __m256d t7 = _mm256_mul_pd(t5, t6);
    __m256i t8 = _mm256_set1_epi64x((long long)0L);
    __m256i t9 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t10 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t9);
    __m256i t11 = _mm256_add_epi64(t8, t10);
    __m256d t12 = (__m256d)vcc_gather(vcc_v4_double, p + 1, (vcc_v4_long)t11);
    __m256d t13 = _mm256_set1_pd((double)s);
    __m256d t14 = _mm256_mul_pd(t12, t13);
    __m256d t15 = _mm256_add_pd(t7, t14);
    return t15;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
__attribute__((target("avx2"))) void columns(double *out, const double *m, long s, int n) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = t1 + 4L;
            long t5 = t1 + 8L;
            long t6 = t1 + 12L;
            long t7 = (long)(int)t1;
            double *t8 = out + t7;
            const double *t9 = m + t7 * s;
            __m256i t14 = _mm256_set1_epi64x((long long)0L);
            __m256i t15 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t16 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t15);
            __m256i t17 = _mm256_add_epi64(t14, t16);
            __m256d t18 = (__m256d)vcc_gather(vcc_v4_double, t9 + 0, (vcc_v4_long)t17);
            __m256d t19 = _mm256_set1_pd(2.0);
            __m256d t20 = _mm256_mul_pd(t18, t19);
            __m256i t21 = _mm256_set1_epi64x((long long)0L);
            __m256i t22 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t23 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t22);
            __m256i t24 = _mm256_add_epi64(t21, t23);
            __m256d t25 = (__m256d)vcc_gather(vcc_v4_double, t9 + 1, (vcc_v4_long)t24);
            __m256d t26 = _mm256_set1_pd((double)s);
            __m256d t27 = _mm256_mul_pd(t25, t26);
            __m256d t28 = _mm256_add_pd(t20, t27);
            _mm256_storeu_pd(t8, t28);
            long t11 = (long)(int)t4;
            double *t12 = out + t11;
            const double *t13 = m + t11 * s;
            __m256i t32 = _mm256_set1_epi64x((long long)0L);
            __m256i t33 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t34 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t33);
            __m256i t35 = _mm256_add_epi64(t32, t34);
            __m256d t36 = (__m256d)vcc_gather(vcc_v4_double, t13 + 0, (vcc_v4_long)t35);
            __m256d t37 = _mm256_set1_pd(2.0);
            __m256d t38 = _mm256_mul_pd(t36, t37);
            __m256i t39 = _mm256_set1_epi64x((long long)0L);
            __m256i t40 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t41 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t40);
            __m256i t42 = _mm256_add_epi64(t39, t41);
            __m256d t43 = (__m256d)vcc_gather(vcc_v4_double, t13 + 1, (vcc_v4_long)t42);
            __m256d t44 = _mm256_set1_pd((double)s);
            __m256d t45 = _mm256_mul_pd(t43, t44);
            __m256d t46 = _mm256_add_pd(t38, t45);
            _mm256_storeu_pd(t12, t46);
            long t29 = (long)(int)t5;
            double *t30 = out + t29;
            const double *t31 = m + t29 * s;
            __m256i t50 = _mm256_set1_epi64x((long long)0L);
            __m256i t51 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t52 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t51);
            __m256i t53 = _mm256_add_epi64(t50, t52);
            __m256d t54 = (__m256d)vcc_gather(vcc_v4_double, t31 + 0, (vcc_v4_long)t53);
            __m256d t55 = _mm256_set1_pd(2.0);
            __m256d t56 = _mm256_mul_pd(t54, t55);
            __m256i t57 = _mm256_set1_epi64x((long long)0L);
            __m256i t58 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t59 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t58);
            __m256i t60 = _mm256_add_epi64(t57, t59);
            __m256d t61 = (__m256d)vcc_gather(vcc_v4_double, t31 + 1, (vcc_v4_long)t60);
            __m256d t62 = _mm256_set1_pd((double)s);
            __m256d t63 = _mm256_mul_pd(t61, t62);
            __m256d t64 = _mm256_add_pd(t56, t63);
            _mm256_storeu_pd(t30, t64);
            long t47 = (long)(int)t6;
            double *t48 = out + t47;
            const double *t49 = m + t47 * s;
            __m256i t65 = _mm256_set1_epi64x((long long)0L);
            __m256i t66 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t67 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t66);
            __m256i t68 = _mm256_add_epi64(t65, t67);
            __m256d t69 = (__m256d)vcc_gather(vcc_v4_double, t49 + 0, (vcc_v4_long)t68);
            __m256d t70 = _mm256_set1_pd(2.0);
            __m256d t71 = _mm256_mul_pd(t69, t70);
            __m256i t72 = _mm256_set1_epi64x((long long)0L);
            __m256i t73 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t74 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t73);
            __m256i t75 = _mm256_add_epi64(t72, t74);
            __m256d t76 = (__m256d)vcc_gather(vcc_v4_double, t49 + 1, (vcc_v4_long)t75);
            __m256d t77 = _mm256_set1_pd((double)s);
            __m256d t78 = _mm256_mul_pd(t76, t77);
            __m256d t79 = _mm256_add_pd(t71, t78);
            _mm256_storeu_pd(t48, t79);
            t1 += 16L;
            if (t1 >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        out[t10] = (_mm256_zeroupper(), first2(m + t10 * s, s));
    }
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    int i;
    int t59;
    int i_1;
    int t112;
    int i_4;
    int t177;
    long t178;
    long t;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        unsigned long t18 = (unsigned long)(n + 1);
        unsigned long t19 = t18 * 4UL;
        void *t20 = malloc(t19);
        float *x = (float *)t20;
        void *t21 = malloc(t19);
        float *y = (float *)t21;
        void *t22 = malloc((unsigned long)(2 * n + 1) * 4UL);
        float *p = (float *)t22;
        float *out = (float *)malloc(t19);
        int *iout = (int *)calloc(t18, 4UL);
        int *wout = (int *)calloc(t18, 4UL);
        long t23 = (long)n;
        unsigned long t24 = (unsigned long)t20;
        unsigned long t25 = (unsigned long)t21;
        unsigned long t26 = (unsigned long)t20;
        unsigned long t27 = (unsigned long)t22;
        unsigned long t28 = (unsigned long)t21;
        unsigned long t29 = (unsigned long)t22;
        if ((t23 >= 16L) & (((t24 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t25) | ((t25 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t27) | ((t27 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t26)) & (((t28 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= t29) | ((t29 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t28))) {
            long t30 = t23 & -16L;
            __m256i t31 = _mm256_set1_epi32(0);
            __m256i t32 = t31;
            __m256i t1 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t2 = 0L;
            for (;;) {
                int t33 = (int)t2;
                __m256i t34 = t1;
                long t35 = (long)t33;
                __m256 t36 = _mm256_cvtepi32_ps(t34);
                __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t35, t37);
                __m256 t38 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t36);
                _mm256_storeu_ps(y + t35, t38);
                __m256 t39 = _mm256_mul_ps(t36, _mm256_set1_ps(1.25f));
                float *t40 = p + (2 * t33 + 1);
                __m256 t41 = _mm256_mul_ps(t36, _mm256_set1_ps(0.75f));
                __m256 t42 = _mm256_sub_ps(t41, _mm256_set1_ps(2.0f));
                __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t42), _mm256_unpackhi_ps(t39, t42), 0x20);
                _mm256_storeu_ps(t40 + -1, t43);
                __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t42), _mm256_unpackhi_ps(t39, t42), 0x31);
                _mm256_storeu_ps(t40 + 7, t44);
                int t45 = (int)(t2 + 8L);
                __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t47 = t46;
                long t48 = (long)t45;
                __m256 t49 = _mm256_cvtepi32_ps(t47);
                __m256 t50 = _mm256_mul_ps(t49, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t48, t50);
                __m256 t51 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t49);
                _mm256_storeu_ps(y + t48, t51);
                __m256 t52 = _mm256_mul_ps(t49, _mm256_set1_ps(1.25f));
                float *t53 = p + (2 * t45 + 1);
                __m256 t54 = _mm256_mul_ps(t49, _mm256_set1_ps(0.75f));
                __m256 t55 = _mm256_sub_ps(t54, _mm256_set1_ps(2.0f));
                __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t55), _mm256_unpackhi_ps(t52, t55), 0x20);
                _mm256_storeu_ps(t53 + -1, t56);
                __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t55), _mm256_unpackhi_ps(t52, t55), 0x31);
                _mm256_storeu_ps(t53 + 7, t57);
                t2 += 16L;
                __m256i t58 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                if (t2 >= t30) {
                    break;
                }
                t1 = t58;
            }
            t59 = (int)t30;
        } else {
            t59 = 0;
        }
        long t60 = (long)n + (long)t59 * -1L;
        unsigned long t61 = (unsigned long)t20;
        unsigned long t62 = (unsigned long)t21;
        unsigned long t63 = (unsigned long)t20;
        unsigned long t64 = (unsigned long)t22;
        unsigned long t65 = (unsigned long)t21;
        unsigned long t66 = (unsigned long)t22;
        if ((t60 >= 8L) & (((t61 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t59 * 4L))) | ((t62 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t59 * 4L)))) & (((t63 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t59 * 8L))) | ((t64 + (unsigned long)((long)t59 * 8L + 8L + (t60 - 1L) * 8L)) <= (t63 + (unsigned long)((long)t59 * 4L)))) & (((t65 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t59 * 8L))) | ((t66 + (unsigned long)((long)t59 * 8L + 8L + (t60 - 1L) * 8L)) <= (t65 + (unsigned long)((long)t59 * 4L))))) {
            long t67 = t60 & -8L;
            __m256i t68 = _mm256_set1_epi32((int)t59);
            __m256i t69 = t68;
            __m256i t3 = _mm256_add_epi32(t69, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t4 = 0L;
            for (;;) {
                int t70 = (int)((long)t59 + t4);
                __m256i t71 = t3;
                long t72 = (long)t70;
                __m256 t73 = _mm256_cvtepi32_ps(t71);
                __m256 t74 = _mm256_mul_ps(t73, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t72, t74);
                __m256 t75 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t73);
                _mm256_storeu_ps(y + t72, t75);
                __m256 t76 = _mm256_mul_ps(t73, _mm256_set1_ps(1.25f));
                float *t77 = p + (2 * t70 + 1);
                __m256 t78 = _mm256_mul_ps(t73, _mm256_set1_ps(0.75f));
                __m256 t79 = _mm256_sub_ps(t78, _mm256_set1_ps(2.0f));
                __m256 t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t76, t79), _mm256_unpackhi_ps(t76, t79), 0x20);
                _mm256_storeu_ps(t77 + -1, t80);
                __m256 t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t76, t79), _mm256_unpackhi_ps(t76, t79), 0x31);
                _mm256_storeu_ps(t77 + 7, t81);
                t4 += 8L;
                __m256i t82 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                if (t4 >= t67) {
                    break;
                }
                t3 = t82;
            }
            i_1 = (int)((long)t59 + t67);
        } else {
            i_1 = t59;
        }
        for (; i_1 < n; i_1++) {
            long t83 = (long)i_1;
            float t84 = (float)i_1;
            x[t83] = t84 * 0.5f;
            y[t83] = 3.0f - t84;
            int t85 = 2 * i_1;
            p[t85] = t84 * 1.25f;
            p[t85 + 1] = t84 * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        double sum = 0.0;
        for (int i_2 = 0; i_2 < n; i_2++) {
            sum += (double)out[i_2];
        }
        pairs(out, p, n);
        int i_3 = 0;
        double sum_2 = sum;
        while (i_3 < n) {
            int t86 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t86);
            i_3 = t86;
        }
        tri_some(iout, n);
        (_mm256_zeroupper(), tri_wrong_step(wout, n));
        int t87 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t87 * 8UL);
        double *dout = (double *)malloc(t18 * 8UL);
        long t88 = (long)n * 3L + 2L;
        if (t88 >= 16L) {
            long t89 = t88 & -16L;
            __m128i t90 = _mm_set1_epi32(0);
            __m128i t91 = t90;
            __m128i t5 = _mm_add_epi32(t91, _mm_setr_epi32(0, 1, 2, 3));
            long t6 = 0L;
            for (;;) {
                __m128i t92 = t5;
                __m256d t93 = _mm256_cvtepi32_pd(t92);
                __m256d t94 = _mm256_mul_pd(t93, _mm256_set1_pd(0.125));
                __m256d t95 = _mm256_sub_pd(t94, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)t6, t95);
                __m128i t96 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t97 = t96;
                __m256d t98 = _mm256_cvtepi32_pd(t97);
                __m256d t99 = _mm256_mul_pd(t98, _mm256_set1_pd(0.125));
                __m256d t100 = _mm256_sub_pd(t99, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(t6 + 4L), t100);
                __m128i t101 = _mm_add_epi32(t5, _mm_set1_epi32(8));
                __m128i t102 = t101;
                __m256d t103 = _mm256_cvtepi32_pd(t102);
                __m256d t104 = _mm256_mul_pd(t103, _mm256_set1_pd(0.125));
                __m256d t105 = _mm256_sub_pd(t104, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(t6 + 8L), t105);
                __m128i t106 = _mm_add_epi32(t5, _mm_set1_epi32(12));
                __m128i t107 = t106;
                __m256d t108 = _mm256_cvtepi32_pd(t107);
                __m256d t109 = _mm256_mul_pd(t108, _mm256_set1_pd(0.125));
                __m256d t110 = _mm256_sub_pd(t109, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(t6 + 12L), t110);
                t6 += 16L;
                __m128i t111 = _mm_add_epi32(t5, _mm_set1_epi32(16));
                if (t6 >= t89) {
                    break;
                }
                t5 = t111;
            }
            t112 = (int)t89;
        } else {
            t112 = 0;
        }
        long t113 = (long)n * 3L + (long)t112 * -1L + 2L;
        if (t113 >= 4L) {
            long t114 = t113 & -4L;
            __m128i t115 = _mm_set1_epi32((int)t112);
            __m128i t116 = t115;
            __m128i t7 = _mm_add_epi32(t116, _mm_setr_epi32(0, 1, 2, 3));
            long t8 = 0L;
            for (;;) {
                __m128i t117 = t7;
                __m256d t118 = _mm256_cvtepi32_pd(t117);
                __m256d t119 = _mm256_mul_pd(t118, _mm256_set1_pd(0.125));
                __m256d t120 = _mm256_sub_pd(t119, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)t112 + t8), t120);
                t8 += 4L;
                __m128i t121 = _mm_add_epi32(t7, _mm_set1_epi32(4));
                if (t8 >= t114) {
                    break;
                }
                t7 = t121;
            }
            i_4 = (int)((long)t112 + t114);
        } else {
            i_4 = t112;
        }
        for (; i_4 < t87; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t122 = (long)n;
        if (t122 >= 16L) {
            long t123 = t122 & -16L;
            __m128i t124 = _mm_set1_epi32(0);
            __m128i t125 = t124;
            __m128i t9 = _mm_add_epi32(t125, _mm_setr_epi32(0, 1, 2, 3));
            long t10 = 0L;
            __m256i t11 = _mm256_set1_epi64x((long long)0LL);
            __m256i t12 = _mm256_set1_epi64x((long long)0LL);
            __m256i t13 = _mm256_set1_epi64x((long long)0LL);
            __m256i t14 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                __m128i t126 = t9;
                long t127 = (long)(int)t10;
                __m128i t128 = _mm_loadu_si128((const __m128i *)(iout + t127));
                __m256i t129 = _mm256_cvtepi32_epi64(t128);
                __m128i t130 = _mm_add_epi32(t126, _mm_set1_epi32(1));
                __m256i t131 = _mm256_cvtepi32_epi64(t130);
                __m256i t132 = (__m256i)((vcc_v4_long)t129 * (vcc_v4_long)t131);
                __m128i t133 = _mm_loadu_si128((const __m128i *)(wout + t127));
                __m256i t134 = _mm256_cvtepi32_epi64(t133);
                __m256i t135 = _mm256_add_epi64(t132, t134);
                __m256i t136 = t135;
                t11 = _mm256_add_epi64(t11, t136);
                __m128i t137 = _mm_add_epi32(t9, _mm_set1_epi32(4));
                __m128i t138 = t137;
                long t139 = (long)(int)(t10 + 4L);
                __m128i t140 = _mm_loadu_si128((const __m128i *)(iout + t139));
                __m256i t141 = _mm256_cvtepi32_epi64(t140);
                __m128i t142 = _mm_add_epi32(t138, _mm_set1_epi32(1));
                __m256i t143 = _mm256_cvtepi32_epi64(t142);
                __m256i t144 = (__m256i)((vcc_v4_long)t141 * (vcc_v4_long)t143);
                __m128i t145 = _mm_loadu_si128((const __m128i *)(wout + t139));
                __m256i t146 = _mm256_cvtepi32_epi64(t145);
                __m256i t147 = _mm256_add_epi64(t144, t146);
                __m256i t148 = t147;
                t12 = _mm256_add_epi64(t12, t148);
                __m128i t149 = _mm_add_epi32(t9, _mm_set1_epi32(8));
                __m128i t150 = t149;
                long t151 = (long)(int)(t10 + 8L);
                __m128i t152 = _mm_loadu_si128((const __m128i *)(iout + t151));
                __m256i t153 = _mm256_cvtepi32_epi64(t152);
                __m128i t154 = _mm_add_epi32(t150, _mm_set1_epi32(1));
                __m256i t155 = _mm256_cvtepi32_epi64(t154);
                __m256i t156 = (__m256i)((vcc_v4_long)t153 * (vcc_v4_long)t155);
                __m128i t157 = _mm_loadu_si128((const __m128i *)(wout + t151));
                __m256i t158 = _mm256_cvtepi32_epi64(t157);
                __m256i t159 = _mm256_add_epi64(t156, t158);
                __m256i t160 = t159;
                t13 = _mm256_add_epi64(t13, t160);
                __m128i t161 = _mm_add_epi32(t9, _mm_set1_epi32(12));
                __m128i t162 = t161;
                long t163 = (long)(int)(t10 + 12L);
                __m128i t164 = _mm_loadu_si128((const __m128i *)(iout + t163));
                __m256i t165 = _mm256_cvtepi32_epi64(t164);
                __m128i t166 = _mm_add_epi32(t162, _mm_set1_epi32(1));
                __m256i t167 = _mm256_cvtepi32_epi64(t166);
                __m256i t168 = (__m256i)((vcc_v4_long)t165 * (vcc_v4_long)t167);
                __m128i t169 = _mm_loadu_si128((const __m128i *)(wout + t163));
                __m256i t170 = _mm256_cvtepi32_epi64(t169);
                __m256i t171 = _mm256_add_epi64(t168, t170);
                __m256i t172 = t171;
                t14 = _mm256_add_epi64(t14, t172);
                t10 += 16L;
                __m128i t173 = _mm_add_epi32(t9, _mm_set1_epi32(16));
                if (t10 >= t123) {
                    break;
                }
                t9 = t173;
            }
            __m256i t174 = _mm256_add_epi64(t11, t12);
            __m256i t175 = _mm256_add_epi64(t174, t13);
            __m256i t176 = _mm256_add_epi64(t175, t14);
            t177 = (int)t123;
            t178 = (long)vcc_avx2_reduce_epi64(t176, _mm_add_epi64, unsigned long);
        } else {
            t177 = 0;
            t178 = 0L;
        }
        long t179 = (long)n + (long)t177 * -1L;
        if (t179 >= 4L) {
            long t180 = t179 & -4L;
            __m128i t181 = _mm_set1_epi32((int)t177);
            __m128i t182 = t181;
            __m128i t15 = _mm_add_epi32(t182, _mm_setr_epi32(0, 1, 2, 3));
            long t16 = 0L;
            __m256i t17 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                __m128i t183 = t15;
                long t184 = (long)(int)((long)t177 + t16);
                __m128i t185 = _mm_loadu_si128((const __m128i *)(iout + t184));
                __m256i t186 = _mm256_cvtepi32_epi64(t185);
                __m128i t187 = _mm_add_epi32(t183, _mm_set1_epi32(1));
                __m256i t188 = _mm256_cvtepi32_epi64(t187);
                __m256i t189 = (__m256i)((vcc_v4_long)t186 * (vcc_v4_long)t188);
                __m128i t190 = _mm_loadu_si128((const __m128i *)(wout + t184));
                __m256i t191 = _mm256_cvtepi32_epi64(t190);
                __m256i t192 = _mm256_add_epi64(t189, t191);
                __m256i t193 = t192;
                t17 = _mm256_add_epi64(t17, t193);
                t16 += 4L;
                __m128i t194 = _mm_add_epi32(t15, _mm_set1_epi32(4));
                if (t16 >= t180) {
                    break;
                }
                t15 = t194;
            }
            i = (int)((long)t177 + t180);
            t = (long)((unsigned long)t178 + vcc_avx2_reduce_epi64(t17, _mm_add_epi64, unsigned long));
        } else {
            i = t177;
            t = t178;
        }
        while (i < n) {
            long t195 = (long)i;
            i++;
            t += (long)iout[t195] * (long)i + (long)wout[t195];
        }
        printf("n=%d %.3f %ld\n", n, sum_1, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
