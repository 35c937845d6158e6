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
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            float *t5 = out + t4;
            long t13 = (long)t4;
            __m256 t14 = _mm256_loadu_ps(x + t13);
            __m256 t15 = _mm256_set1_ps(a);
            __m256 t16 = _mm256_mul_ps(t15, t14);
            __m256 t17 = _mm256_loadu_ps(y + t13);
            __m256 t18 = _mm256_add_ps(t16, t17);
            _mm256_storeu_ps(t5, t18);
            int t11 = (int)t3;
            float *t12 = out + t11;
            long t25 = (long)t11;
            __m256 t26 = _mm256_loadu_ps(x + t25);
            __m256 t27 = _mm256_set1_ps(a);
            __m256 t28 = _mm256_mul_ps(t27, t26);
            __m256 t29 = _mm256_loadu_ps(y + t25);
            __m256 t30 = _mm256_add_ps(t28, t29);
            _mm256_storeu_ps(t12, t30);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec = 0L;
        for (;;) {
            int t9 = (int)((long)t6 + i_vec);
            float *t10 = out + t9;
            long t19 = (long)t9;
            __m256 t20 = _mm256_loadu_ps(x + t19);
            __m256 t21 = _mm256_set1_ps(a);
            __m256 t22 = _mm256_mul_ps(t21, t20);
            __m256 t23 = _mm256_loadu_ps(y + t19);
            __m256 t24 = _mm256_add_ps(t22, t23);
            _mm256_storeu_ps(t10, t24);
            i_vec += 8L;
            if (i_vec >= t8) {
                i = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), axpy(x, y, a, i));
    }
}

__attribute__((target("avx2"))) void pairs(float *out, const float *p, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            float *t5 = out + t4;
            const float *t6 = p + 2 * t4;
            const float *t16 = t6 + 0;
            __m256 t17 = _mm256_loadu_ps(t16);
            __m256 t18 = _mm256_loadu_ps(t16 + 8);
            __m256 t19 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t17, t18, 0x88)), 0xd8));
            __m256 t20 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t17, t18, 0xdd)), 0xd8));
            __m256 t21 = _mm256_set1_ps(3.0f);
            __m256 t22 = _mm256_mul_ps(t20, t21);
            __m256 t23 = _mm256_sub_ps(t19, t22);
            _mm256_storeu_ps(t5, t23);
            int t13 = (int)t3;
            float *t14 = out + t13;
            const float *t15 = p + 2 * t13;
            const float *t32 = t15 + 0;
            __m256 t33 = _mm256_loadu_ps(t32);
            __m256 t34 = _mm256_loadu_ps(t32 + 8);
            __m256 t35 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t33, t34, 0x88)), 0xd8));
            __m256 t36 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t33, t34, 0xdd)), 0xd8));
            __m256 t37 = _mm256_set1_ps(3.0f);
            __m256 t38 = _mm256_mul_ps(t36, t37);
            __m256 t39 = _mm256_sub_ps(t35, t38);
            _mm256_storeu_ps(t14, t39);
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
        for (;;) {
            int t10 = (int)((long)t7 + i_vec);
            float *t11 = out + t10;
            const float *t12 = p + 2 * t10;
            const float *t24 = t12 + 0;
            __m256 t25 = _mm256_loadu_ps(t24);
            __m256 t26 = _mm256_loadu_ps(t24 + 8);
            __m256 t27 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t25, t26, 0x88)), 0xd8));
            __m256 t28 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t25, t26, 0xdd)), 0xd8));
            __m256 t29 = _mm256_set1_ps(3.0f);
            __m256 t30 = _mm256_mul_ps(t28, t29);
            __m256 t31 = _mm256_sub_ps(t27, t30);
            _mm256_storeu_ps(t11, t31);
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
        out[i] = (_mm256_zeroupper(), pairsum(p + 2 * i, 3));
    }
}

__attribute__((target("avx2"))) void tri_some(int *out, int n) {
    int t16;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        long t4 = t3 & -16L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t7 = t6;
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(3));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t1 = t9;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:39 vectorized: VF 8, UF 2, the remainder at 40:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t10 = i_vec_1 + 8L;
            int t11 = (int)i_vec_1;
            __m256i t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t1, _mm256_set1_epi32(1)), _mm256_set1_epi32(-1));
            long t13 = (long)t11;
            int t14 = t11 + 5;
            __m256i t15 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t12);
            __m256i t39 = (__m256i)(vcc_m8)((vcc_v8_int)t15 != (vcc_v8_int){0});
            __m256i t40 = _mm256_set1_epi32((int)t14);
            __m256i t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t42 = _mm256_set1_epi32(2);
            __m256i t43 = _mm256_srav_epi32(t41, t42);
            __m256i t44 = _mm256_set1_epi32((int)(t14 * 7));
            __m256i t45 = _mm256_set1_epi32(7);
            __m256i t46 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t45);
            __m256i t47 = _mm256_add_epi32(t44, t46);
            __m256i t48 = t47;
            __m256i t49 = t43;
            __m256i t50 = _mm256_sub_epi32(t48, t49);
            __m256i t51 = t50;
            __m256i t52 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t51, t39);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t13 * 4UL), t12, t52);
            int t29 = (int)t10;
            __m256i t30 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
            __m256i t31 = t30;
            __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(3));
            __m256i t33 = _mm256_min_epu32(t31, t32);
            __m256i t34 = t33;
            __m256i t35 = _mm256_xor_si256(_mm256_cmpeq_epi32(t34, _mm256_set1_epi32(1)), _mm256_set1_epi32(-1));
            long t36 = (long)t29;
            int t37 = t29 + 5;
            __m256i t38 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t35);
            __m256i t75 = (__m256i)(vcc_m8)((vcc_v8_int)t38 != (vcc_v8_int){0});
            __m256i t76 = _mm256_set1_epi32((int)t37);
            __m256i t77 = _mm256_add_epi32(t76, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t78 = _mm256_set1_epi32(2);
            __m256i t79 = _mm256_srav_epi32(t77, t78);
            __m256i t80 = _mm256_set1_epi32((int)(t37 * 7));
            __m256i t81 = _mm256_set1_epi32(7);
            __m256i t82 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t81);
            __m256i t83 = _mm256_add_epi32(t80, t82);
            __m256i t84 = t83;
            __m256i t85 = t79;
            __m256i t86 = _mm256_sub_epi32(t84, t85);
            __m256i t87 = t86;
            __m256i t88 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t87, t75);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t36 * 4UL), t35, t88);
            i_vec_1 += 16L;
            __m256i t71 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
            __m256i t72 = t71;
            __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(3));
            __m256i t74 = _mm256_min_epu32(t72, t73);
            t1 = t74;
            if (i_vec_1 >= t4) {
                t16 = (int)t4;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 8L) & (t16 >= 0)) {
        long t18 = t17 & -8L;
        __m256i t19 = _mm256_set1_epi32((int)(t16 % 3));
        __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(3));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t2 = t23;
        long i_vec = 0L;
        for (;;) {
            int t24 = (int)((long)t16 + i_vec);
            __m256i t25 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, _mm256_set1_epi32(1)), _mm256_set1_epi32(-1));
            long t26 = (long)t24;
            int t27 = t24 + 5;
            __m256i t28 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t25);
            __m256i t57 = (__m256i)(vcc_m8)((vcc_v8_int)t28 != (vcc_v8_int){0});
            __m256i t58 = _mm256_set1_epi32((int)t27);
            __m256i t59 = _mm256_add_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t60 = _mm256_set1_epi32(2);
            __m256i t61 = _mm256_srav_epi32(t59, t60);
            __m256i t62 = _mm256_set1_epi32((int)(t27 * 7));
            __m256i t63 = _mm256_set1_epi32(7);
            __m256i t64 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t63);
            __m256i t65 = _mm256_add_epi32(t62, t64);
            __m256i t66 = t65;
            __m256i t67 = t61;
            __m256i t68 = _mm256_sub_epi32(t66, t67);
            __m256i t69 = t68;
            __m256i t70 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t69, t57);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)t26 * 4UL), t25, t70);
            i_vec += 8L;
            __m256i t53 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t54 = t53;
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(3));
            __m256i t56 = _mm256_min_epu32(t54, t55);
            t2 = t56;
            if (i_vec >= t18) {
                i = (int)((long)t16 + t18);
                break;
            }
        }
    } else {
        i = t16;
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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:52 vectorized: VF 4, UF 4, scalar epilogue */
        for (;;) {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            long t6 = (long)(int)i_vec;
            double *t7 = out + t6;
            const double *t8 = m + t6 * s;
            __m256i t13 = _mm256_set1_epi64x((long long)0L);
            __m256i t14 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t15 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t14);
            __m256i t16 = _mm256_add_epi64(t13, t15);
            __m256d t17 = (__m256d)vcc_gather(vcc_v4_double, t8 + 0, (vcc_v4_long)t16);
            __m256d t18 = _mm256_set1_pd(2.0);
            __m256d t19 = _mm256_mul_pd(t17, t18);
            __m256i t20 = _mm256_set1_epi64x((long long)0L);
            __m256i t21 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t22 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t21);
            __m256i t23 = _mm256_add_epi64(t20, t22);
            __m256d t24 = (__m256d)vcc_gather(vcc_v4_double, t8 + 1, (vcc_v4_long)t23);
            __m256d t25 = _mm256_set1_pd((double)s);
            __m256d t26 = _mm256_mul_pd(t24, t25);
            __m256d t27 = _mm256_add_pd(t19, t26);
            _mm256_storeu_pd(t7, t27);
            long t10 = (long)(int)t3;
            double *t11 = out + t10;
            const double *t12 = m + t10 * s;
            __m256i t31 = _mm256_set1_epi64x((long long)0L);
            __m256i t32 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t33 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t32);
            __m256i t34 = _mm256_add_epi64(t31, t33);
            __m256d t35 = (__m256d)vcc_gather(vcc_v4_double, t12 + 0, (vcc_v4_long)t34);
            __m256d t36 = _mm256_set1_pd(2.0);
            __m256d t37 = _mm256_mul_pd(t35, t36);
            __m256i t38 = _mm256_set1_epi64x((long long)0L);
            __m256i t39 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t40 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t39);
            __m256i t41 = _mm256_add_epi64(t38, t40);
            __m256d t42 = (__m256d)vcc_gather(vcc_v4_double, t12 + 1, (vcc_v4_long)t41);
            __m256d t43 = _mm256_set1_pd((double)s);
            __m256d t44 = _mm256_mul_pd(t42, t43);
            __m256d t45 = _mm256_add_pd(t37, t44);
            _mm256_storeu_pd(t11, t45);
            long t28 = (long)(int)t4;
            double *t29 = out + t28;
            const double *t30 = m + t28 * s;
            __m256i t49 = _mm256_set1_epi64x((long long)0L);
            __m256i t50 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t51 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t50);
            __m256i t52 = _mm256_add_epi64(t49, t51);
            __m256d t53 = (__m256d)vcc_gather(vcc_v4_double, t30 + 0, (vcc_v4_long)t52);
            __m256d t54 = _mm256_set1_pd(2.0);
            __m256d t55 = _mm256_mul_pd(t53, t54);
            __m256i t56 = _mm256_set1_epi64x((long long)0L);
            __m256i t57 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t58 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t57);
            __m256i t59 = _mm256_add_epi64(t56, t58);
            __m256d t60 = (__m256d)vcc_gather(vcc_v4_double, t30 + 1, (vcc_v4_long)t59);
            __m256d t61 = _mm256_set1_pd((double)s);
            __m256d t62 = _mm256_mul_pd(t60, t61);
            __m256d t63 = _mm256_add_pd(t55, t62);
            _mm256_storeu_pd(t29, t63);
            long t46 = (long)(int)t5;
            double *t47 = out + t46;
            const double *t48 = m + t46 * s;
            __m256i t64 = _mm256_set1_epi64x((long long)0L);
            __m256i t65 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t66 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t65);
            __m256i t67 = _mm256_add_epi64(t64, t66);
            __m256d t68 = (__m256d)vcc_gather(vcc_v4_double, t48 + 0, (vcc_v4_long)t67);
            __m256d t69 = _mm256_set1_pd(2.0);
            __m256d t70 = _mm256_mul_pd(t68, t69);
            __m256i t71 = _mm256_set1_epi64x((long long)0L);
            __m256i t72 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t73 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t72);
            __m256i t74 = _mm256_add_epi64(t71, t73);
            __m256d t75 = (__m256d)vcc_gather(vcc_v4_double, t48 + 1, (vcc_v4_long)t74);
            __m256d t76 = _mm256_set1_pd((double)s);
            __m256d t77 = _mm256_mul_pd(t75, t76);
            __m256d t78 = _mm256_add_pd(t70, t77);
            _mm256_storeu_pd(t47, t78);
            i_vec += 16L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        out[t9] = (_mm256_zeroupper(), first2(m + t9 * s, s));
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
    int t40;
    int i_1;
    int t88;
    int i_4;
    int t140;
    long t141;
    long t;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        unsigned long t1 = (unsigned long)(n + 1);
        unsigned long t2 = t1 * 4UL;
        void *t3 = malloc(t2);
        float *x = (float *)t3;
        void *t4 = malloc(t2);
        float *y = (float *)t4;
        void *t5 = malloc((unsigned long)(2 * n + 1) * 4UL);
        float *p = (float *)t5;
        float *out = (float *)malloc(t2);
        int *iout = (int *)calloc(t1, 4UL);
        int *wout = (int *)calloc(t1, 4UL);
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t3;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t3;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t4;
        unsigned long t12 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t11))) {
            long t13 = t6 & -16L;
            __m256i t14 = _mm256_set1_epi32(0);
            __m256i t15 = t14;
            __m256i i_v = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec = 0L;
            /* vcc: loop at linear_calls.c:70 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                int t16 = (int)i_vec;
                __m256i i_v_6 = i_v;
                long t17 = (long)t16;
                __m256 t18 = _mm256_cvtepi32_ps(i_v_6);
                __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t17, t19);
                __m256 t20 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t18);
                _mm256_storeu_ps(y + t17, t20);
                __m256 t21 = _mm256_mul_ps(t18, _mm256_set1_ps(1.25f));
                float *t22 = p + (2 * t16 + 1);
                __m256 t23 = _mm256_mul_ps(t18, _mm256_set1_ps(0.75f));
                __m256 t24 = _mm256_sub_ps(t23, _mm256_set1_ps(2.0f));
                __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t24), _mm256_unpackhi_ps(t21, t24), 0x20);
                _mm256_storeu_ps(t22 + -1, t25);
                __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t24), _mm256_unpackhi_ps(t21, t24), 0x31);
                _mm256_storeu_ps(t22 + 7, t26);
                int t27 = (int)(i_vec + 8L);
                __m256i t28 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                __m256i i_v_7 = t28;
                long t29 = (long)t27;
                __m256 t30 = _mm256_cvtepi32_ps(i_v_7);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t29, t31);
                __m256 t32 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t30);
                _mm256_storeu_ps(y + t29, t32);
                __m256 t33 = _mm256_mul_ps(t30, _mm256_set1_ps(1.25f));
                float *t34 = p + (2 * t27 + 1);
                __m256 t35 = _mm256_mul_ps(t30, _mm256_set1_ps(0.75f));
                __m256 t36 = _mm256_sub_ps(t35, _mm256_set1_ps(2.0f));
                __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t36), _mm256_unpackhi_ps(t33, t36), 0x20);
                _mm256_storeu_ps(t34 + -1, t37);
                __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t36), _mm256_unpackhi_ps(t33, t36), 0x31);
                _mm256_storeu_ps(t34 + 7, t38);
                i_vec += 16L;
                __m256i t39 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                if (i_vec >= t13) {
                    break;
                }
                i_v = t39;
            }
            t40 = (int)t13;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t3;
        unsigned long t43 = (unsigned long)t4;
        unsigned long t44 = (unsigned long)t3;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t4;
        unsigned long t47 = (unsigned long)t5;
        if ((t41 >= 8L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 4L))) | ((t43 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t40 * 4L)))) & (((t44 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t40 * 8L))) | ((t45 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t40 * 4L)))) & (((t46 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t40 * 8L))) | ((t47 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t40 * 4L))))) {
            long t48 = t41 & -8L;
            __m256i t49 = _mm256_set1_epi32((int)t40);
            __m256i t50 = t49;
            __m256i i_v_1 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_1 = 0L;
            for (;;) {
                int t51 = (int)((long)t40 + i_vec_1);
                __m256i i_v_8 = i_v_1;
                long t52 = (long)t51;
                __m256 t53 = _mm256_cvtepi32_ps(i_v_8);
                __m256 t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t52, t54);
                __m256 t55 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t53);
                _mm256_storeu_ps(y + t52, t55);
                __m256 t56 = _mm256_mul_ps(t53, _mm256_set1_ps(1.25f));
                float *t57 = p + (2 * t51 + 1);
                __m256 t58 = _mm256_mul_ps(t53, _mm256_set1_ps(0.75f));
                __m256 t59 = _mm256_sub_ps(t58, _mm256_set1_ps(2.0f));
                __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t59), _mm256_unpackhi_ps(t56, t59), 0x20);
                _mm256_storeu_ps(t57 + -1, t60);
                __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t59), _mm256_unpackhi_ps(t56, t59), 0x31);
                _mm256_storeu_ps(t57 + 7, t61);
                i_vec_1 += 8L;
                __m256i t62 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                if (i_vec_1 >= t48) {
                    break;
                }
                i_v_1 = t62;
            }
            i_1 = (int)((long)t40 + t48);
        } else {
            i_1 = t40;
        }
        for (; i_1 < n; i_1++) {
            long t63 = (long)i_1;
            float t64 = (float)i_1;
            x[t63] = t64 * 0.5f;
            y[t63] = 3.0f - t64;
            int t65 = 2 * i_1;
            p[t65] = t64 * 1.25f;
            p[t65 + 1] = t64 * 0.75f - 2.0f;
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
            int t66 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t66);
            i_3 = t66;
        }
        tri_some(iout, n);
        (_mm256_zeroupper(), tri_wrong_step(wout, n));
        int t67 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t67 * 8UL);
        double *dout = (double *)malloc(t1 * 8UL);
        long t68 = (long)n * 3L + 2L;
        if (t68 >= 16L) {
            long t69 = t68 & -16L;
            __m128i t70 = _mm_set1_epi32(0);
            __m128i t71 = t70;
            __m128i i_v_2 = _mm_add_epi32(t71, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_2 = 0L;
            /* vcc: loop at linear_calls.c:86 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i i_v_9 = i_v_2;
                __m256d t72 = _mm256_cvtepi32_pd(i_v_9);
                __m256d t73 = _mm256_mul_pd(t72, _mm256_set1_pd(0.125));
                __m256d t74 = _mm256_sub_pd(t73, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)i_vec_2, t74);
                __m128i t75 = _mm_add_epi32(i_v_2, _mm_set1_epi32(4));
                __m128i i_v_10 = t75;
                __m256d t76 = _mm256_cvtepi32_pd(i_v_10);
                __m256d t77 = _mm256_mul_pd(t76, _mm256_set1_pd(0.125));
                __m256d t78 = _mm256_sub_pd(t77, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(i_vec_2 + 4L), t78);
                __m128i t79 = _mm_add_epi32(i_v_2, _mm_set1_epi32(8));
                __m128i i_v_11 = t79;
                __m256d t80 = _mm256_cvtepi32_pd(i_v_11);
                __m256d t81 = _mm256_mul_pd(t80, _mm256_set1_pd(0.125));
                __m256d t82 = _mm256_sub_pd(t81, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(i_vec_2 + 8L), t82);
                __m128i t83 = _mm_add_epi32(i_v_2, _mm_set1_epi32(12));
                __m128i i_v_12 = t83;
                __m256d t84 = _mm256_cvtepi32_pd(i_v_12);
                __m256d t85 = _mm256_mul_pd(t84, _mm256_set1_pd(0.125));
                __m256d t86 = _mm256_sub_pd(t85, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(i_vec_2 + 12L), t86);
                i_vec_2 += 16L;
                __m128i t87 = _mm_add_epi32(i_v_2, _mm_set1_epi32(16));
                if (i_vec_2 >= t69) {
                    break;
                }
                i_v_2 = t87;
            }
            t88 = (int)t69;
        } else {
            t88 = 0;
        }
        long t89 = (long)n * 3L + (long)t88 * -1L + 2L;
        if (t89 >= 4L) {
            long t90 = t89 & -4L;
            __m128i t91 = _mm_set1_epi32((int)t88);
            __m128i t92 = t91;
            __m128i i_v_3 = _mm_add_epi32(t92, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            for (;;) {
                __m128i i_v_13 = i_v_3;
                __m256d t93 = _mm256_cvtepi32_pd(i_v_13);
                __m256d t94 = _mm256_mul_pd(t93, _mm256_set1_pd(0.125));
                __m256d t95 = _mm256_sub_pd(t94, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)t88 + i_vec_3), t95);
                i_vec_3 += 4L;
                __m128i t96 = _mm_add_epi32(i_v_3, _mm_set1_epi32(4));
                if (i_vec_3 >= t90) {
                    break;
                }
                i_v_3 = t96;
            }
            i_4 = (int)((long)t88 + t90);
        } else {
            i_4 = t88;
        }
        for (; i_4 < t67; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t97 = (long)n;
        if (t97 >= 16L) {
            long t98 = t97 & -16L;
            __m128i t99 = _mm_set1_epi32(0);
            __m128i t100 = t99;
            __m128i i_v_4 = _mm_add_epi32(t100, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_4 = 0L;
            __m256i t_v = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_1 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_2 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_3 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at linear_calls.c:93 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i i_v_14 = i_v_4;
                long t101 = (long)(int)i_vec_4;
                __m128i iout_v = _mm_loadu_si128((const __m128i *)(iout + t101));
                __m256i t102 = _mm256_cvtepi32_epi64(iout_v);
                __m128i t103 = _mm_add_epi32(i_v_14, _mm_set1_epi32(1));
                __m256i t104 = _mm256_cvtepi32_epi64(t103);
                __m256i t105 = (__m256i)((vcc_v4_long)t102 * (vcc_v4_long)t104);
                __m128i wout_v = _mm_loadu_si128((const __m128i *)(wout + t101));
                __m256i t106 = _mm256_cvtepi32_epi64(wout_v);
                __m256i t107 = _mm256_add_epi64(t105, t106);
                __m256i t108 = t107;
                t_v = _mm256_add_epi64(t_v, t108);
                __m128i t109 = _mm_add_epi32(i_v_4, _mm_set1_epi32(4));
                __m128i i_v_15 = t109;
                long t110 = (long)(int)(i_vec_4 + 4L);
                __m128i iout_v_1 = _mm_loadu_si128((const __m128i *)(iout + t110));
                __m256i t111 = _mm256_cvtepi32_epi64(iout_v_1);
                __m128i t112 = _mm_add_epi32(i_v_15, _mm_set1_epi32(1));
                __m256i t113 = _mm256_cvtepi32_epi64(t112);
                __m256i t114 = (__m256i)((vcc_v4_long)t111 * (vcc_v4_long)t113);
                __m128i wout_v_1 = _mm_loadu_si128((const __m128i *)(wout + t110));
                __m256i t115 = _mm256_cvtepi32_epi64(wout_v_1);
                __m256i t116 = _mm256_add_epi64(t114, t115);
                __m256i t117 = t116;
                t_v_1 = _mm256_add_epi64(t_v_1, t117);
                __m128i t118 = _mm_add_epi32(i_v_4, _mm_set1_epi32(8));
                __m128i i_v_16 = t118;
                long t119 = (long)(int)(i_vec_4 + 8L);
                __m128i iout_v_2 = _mm_loadu_si128((const __m128i *)(iout + t119));
                __m256i t120 = _mm256_cvtepi32_epi64(iout_v_2);
                __m128i t121 = _mm_add_epi32(i_v_16, _mm_set1_epi32(1));
                __m256i t122 = _mm256_cvtepi32_epi64(t121);
                __m256i t123 = (__m256i)((vcc_v4_long)t120 * (vcc_v4_long)t122);
                __m128i wout_v_2 = _mm_loadu_si128((const __m128i *)(wout + t119));
                __m256i t124 = _mm256_cvtepi32_epi64(wout_v_2);
                __m256i t125 = _mm256_add_epi64(t123, t124);
                __m256i t126 = t125;
                t_v_2 = _mm256_add_epi64(t_v_2, t126);
                __m128i t127 = _mm_add_epi32(i_v_4, _mm_set1_epi32(12));
                __m128i i_v_17 = t127;
                long t128 = (long)(int)(i_vec_4 + 12L);
                __m128i iout_v_3 = _mm_loadu_si128((const __m128i *)(iout + t128));
                __m256i t129 = _mm256_cvtepi32_epi64(iout_v_3);
                __m128i t130 = _mm_add_epi32(i_v_17, _mm_set1_epi32(1));
                __m256i t131 = _mm256_cvtepi32_epi64(t130);
                __m256i t132 = (__m256i)((vcc_v4_long)t129 * (vcc_v4_long)t131);
                __m128i wout_v_3 = _mm_loadu_si128((const __m128i *)(wout + t128));
                __m256i t133 = _mm256_cvtepi32_epi64(wout_v_3);
                __m256i t134 = _mm256_add_epi64(t132, t133);
                __m256i t135 = t134;
                t_v_3 = _mm256_add_epi64(t_v_3, t135);
                i_vec_4 += 16L;
                __m128i t136 = _mm_add_epi32(i_v_4, _mm_set1_epi32(16));
                if (i_vec_4 >= t98) {
                    break;
                }
                i_v_4 = t136;
            }
            __m256i t137 = _mm256_add_epi64(t_v, t_v_1);
            __m256i t138 = _mm256_add_epi64(t137, t_v_2);
            __m256i t139 = _mm256_add_epi64(t138, t_v_3);
            t140 = (int)t98;
            t141 = (long)vcc_avx2_reduce_epi64(t139, _mm_add_epi64, unsigned long);
        } else {
            t140 = 0;
            t141 = 0L;
        }
        long t142 = (long)n + (long)t140 * -1L;
        if (t142 >= 4L) {
            long t143 = t142 & -4L;
            __m128i t144 = _mm_set1_epi32((int)t140);
            __m128i t145 = t144;
            __m128i i_v_5 = _mm_add_epi32(t145, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_5 = 0L;
            __m256i t_v_4 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                __m128i i_v_18 = i_v_5;
                long t146 = (long)(int)((long)t140 + i_vec_5);
                __m128i iout_v_4 = _mm_loadu_si128((const __m128i *)(iout + t146));
                __m256i t147 = _mm256_cvtepi32_epi64(iout_v_4);
                __m128i t148 = _mm_add_epi32(i_v_18, _mm_set1_epi32(1));
                __m256i t149 = _mm256_cvtepi32_epi64(t148);
                __m256i t150 = (__m256i)((vcc_v4_long)t147 * (vcc_v4_long)t149);
                __m128i wout_v_4 = _mm_loadu_si128((const __m128i *)(wout + t146));
                __m256i t151 = _mm256_cvtepi32_epi64(wout_v_4);
                __m256i t152 = _mm256_add_epi64(t150, t151);
                __m256i t153 = t152;
                t_v_4 = _mm256_add_epi64(t_v_4, t153);
                i_vec_5 += 4L;
                __m128i t154 = _mm_add_epi32(i_v_5, _mm_set1_epi32(4));
                if (i_vec_5 >= t143) {
                    break;
                }
                i_v_5 = t154;
            }
            i = (int)((long)t140 + t143);
            t = (long)((unsigned long)t141 + vcc_avx2_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long));
        } else {
            i = t140;
            t = t141;
        }
        while (i < n) {
            long t155 = (long)i;
            i++;
            t += (long)iout[t155] * (long)i + (long)wout[t155];
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
