/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

/* vcc: function at linear_calls.c:11 vector variant _ZGVdN8uuul_axpy of `axpy`: VL 8, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
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

/* vcc: function at linear_calls.c:16 vector variant _ZGVdN8l8u_pairsum of `pairsum`: VL 8, unmasked, p linear step 2, n uniform */
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

/* vcc: function at linear_calls.c:16 vector variant _ZGVdM8l8u_pairsum of `pairsum`: VL 8, masked, p linear step 2, n uniform */
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

/* vcc: function at linear_calls.c:21 vector variant _ZGVdN8lu_tri of `tri`: VL 8, unmasked, j linear step 1, k uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8lu_tri(int j, int k) {
    __m256i t1 = _mm256_set1_epi32((int)j);
    __m256i t2 = _mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_srai_epi32(t2, 2);
    __m256i t4 = _mm256_set1_epi32((int)(j * k));
    __m256i t5 = _mm256_set1_epi32((int)(1 * k));
    __m256i t6 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t5);
    __m256i t7 = _mm256_add_epi32(t4, t6);
    __m256i t8 = _mm256_sub_epi32(t7, t3);
    return t8;
}

/* vcc: function at linear_calls.c:21 vector variant _ZGVdM8lu_tri of `tri`: VL 8, masked, j linear step 1, k uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32((int)j);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_srai_epi32(t3, 2);
    __m256i t5 = _mm256_set1_epi32((int)(j * k));
    __m256i t6 = _mm256_set1_epi32((int)(1 * k));
    __m256i t7 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t6);
    __m256i t8 = _mm256_add_epi32(t5, t7);
    __m256i t9 = _mm256_sub_epi32(t8, t4);
    __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t9, t1);
    return t10;
}

__attribute__((target("avx2"))) void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = out + i_vec_1;
            long t14 = (long)t3;
            __m256 t15 = _mm256_loadu_ps(x + t14);
            __m256 t16 = _mm256_set1_ps(a);
            __m256 t17 = _mm256_mul_ps(t16, t15);
            __m256 t18 = _mm256_loadu_ps(y + t14);
            __m256 t19 = _mm256_add_ps(t17, t18);
            _mm256_storeu_ps(t4, t19);
            long t11 = i_vec_1 + 8L;
            int t12 = (int)t11;
            float *t13 = out + t11;
            long t26 = (long)t12;
            __m256 t27 = _mm256_loadu_ps(x + t26);
            __m256 t28 = _mm256_set1_ps(a);
            __m256 t29 = _mm256_mul_ps(t28, t27);
            __m256 t30 = _mm256_loadu_ps(y + t26);
            __m256 t31 = _mm256_add_ps(t29, t30);
            _mm256_storeu_ps(t13, t31);
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
        /* vcc: loop at linear_calls.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = out + t8;
            long t20 = (long)t9;
            __m256 t21 = _mm256_loadu_ps(x + t20);
            __m256 t22 = _mm256_set1_ps(a);
            __m256 t23 = _mm256_mul_ps(t22, t21);
            __m256 t24 = _mm256_loadu_ps(y + t20);
            __m256 t25 = _mm256_add_ps(t23, t24);
            _mm256_storeu_ps(t10, t25);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), axpy(x, y, a, i));
    }
}

__attribute__((target("avx2"))) void pairs(float *out, const float *p, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = p + 2 * (int)i_vec_1;
            const float *t14 = t4 + 0;
            __m256 t15 = _mm256_loadu_ps(t14);
            __m256 t16 = _mm256_loadu_ps(t14 + 8);
            __m256 t17 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t15, t16, 0x88)), 0xd8));
            __m256 t18 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t15, t16, 0xdd)), 0xd8));
            __m256 t19 = _mm256_set1_ps(3.0f);
            __m256 t20 = _mm256_mul_ps(t18, t19);
            __m256 t21 = _mm256_sub_ps(t17, t20);
            _mm256_storeu_ps(t3, t21);
            long t11 = i_vec_1 + 8L;
            float *t12 = out + t11;
            const float *t13 = p + 2 * (int)t11;
            const float *t30 = t13 + 0;
            __m256 t31 = _mm256_loadu_ps(t30);
            __m256 t32 = _mm256_loadu_ps(t30 + 8);
            __m256 t33 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t31, t32, 0x88)), 0xd8));
            __m256 t34 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t31, t32, 0xdd)), 0xd8));
            __m256 t35 = _mm256_set1_ps(3.0f);
            __m256 t36 = _mm256_mul_ps(t34, t35);
            __m256 t37 = _mm256_sub_ps(t33, t36);
            _mm256_storeu_ps(t12, t37);
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
        /* vcc: loop at linear_calls.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = p + 2 * (int)t8;
            const float *t22 = t10 + 0;
            __m256 t23 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_loadu_ps(t22 + 8);
            __m256 t25 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t23, t24, 0x88)), 0xd8));
            __m256 t26 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t23, t24, 0xdd)), 0xd8));
            __m256 t27 = _mm256_set1_ps(3.0f);
            __m256 t28 = _mm256_mul_ps(t26, t27);
            __m256 t29 = _mm256_sub_ps(t25, t28);
            _mm256_storeu_ps(t9, t29);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), pairsum(p + 2 * i, 3));
    }
}

__attribute__((target("avx2"))) void tri_some(int *out, int n) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 8L) & 1) {
        long t3 = t2 & -8L;
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(3));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:39 vectorized: VF 8, UF 1, the remainder at 40:13 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m256i t7 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t1, _mm256_set1_epi32(1)), _mm256_set1_epi32(-1));
            int t8 = (int)i_vec + 5;
            __m256i t9 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t7);
            __m256i t12 = (__m256i)(vcc_m8)((vcc_v8_int)t9 != (vcc_v8_int){0});
            __m256i t13 = _mm256_set1_epi32((int)t8);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t15 = _mm256_srai_epi32(t14, 2);
            __m256i t16 = _mm256_set1_epi32((int)(t8 * 7));
            __m256i t17 = _mm256_set1_epi32(7);
            __m256i t18 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t17);
            __m256i t19 = _mm256_add_epi32(t16, t18);
            __m256i t20 = _mm256_sub_epi32(t19, t15);
            __m256i t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t20, t12);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)i_vec * 4UL), t7, t21);
            i_vec += 8L;
            __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
            __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(3));
            t1 = (vcc_v8_int)_mm256_min_epu32(t10, t11);
            if (i_vec >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
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

/* vcc: function at linear_calls.c:45 vector variant _ZGVdN4ls1u_first2 of `first2`: VL 4, unmasked, p linear step parameter 2, s uniform */
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
            double *t3 = out + i_vec;
            const double *t4 = m + i_vec * s;
            __m256i t9 = _mm256_set1_epi64x((long long)0L);
            __m256i t10 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t11 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t10);
            __m256i t12 = _mm256_add_epi64(t9, t11);
            __m256d t13 = (__m256d)vcc_gather(vcc_v4_double, t4 + 0, (vcc_v4_long)t12);
            __m256d t14 = _mm256_set1_pd(2.0);
            __m256d t15 = _mm256_mul_pd(t13, t14);
            __m256i t16 = _mm256_set1_epi64x((long long)0L);
            __m256i t17 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t18 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t17);
            __m256i t19 = _mm256_add_epi64(t16, t18);
            __m256d t20 = (__m256d)vcc_gather(vcc_v4_double, t4 + 1, (vcc_v4_long)t19);
            __m256d t21 = _mm256_set1_pd((double)s);
            __m256d t22 = _mm256_mul_pd(t20, t21);
            __m256d t23 = _mm256_add_pd(t15, t22);
            _mm256_storeu_pd(t3, t23);
            long t6 = i_vec + 4L;
            double *t7 = out + t6;
            const double *t8 = m + t6 * s;
            __m256i t27 = _mm256_set1_epi64x((long long)0L);
            __m256i t28 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t29 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t28);
            __m256i t30 = _mm256_add_epi64(t27, t29);
            __m256d t31 = (__m256d)vcc_gather(vcc_v4_double, t8 + 0, (vcc_v4_long)t30);
            __m256d t32 = _mm256_set1_pd(2.0);
            __m256d t33 = _mm256_mul_pd(t31, t32);
            __m256i t34 = _mm256_set1_epi64x((long long)0L);
            __m256i t35 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t36 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t35);
            __m256i t37 = _mm256_add_epi64(t34, t36);
            __m256d t38 = (__m256d)vcc_gather(vcc_v4_double, t8 + 1, (vcc_v4_long)t37);
            __m256d t39 = _mm256_set1_pd((double)s);
            __m256d t40 = _mm256_mul_pd(t38, t39);
            __m256d t41 = _mm256_add_pd(t33, t40);
            _mm256_storeu_pd(t7, t41);
            long t24 = i_vec + 8L;
            double *t25 = out + t24;
            const double *t26 = m + t24 * s;
            __m256i t45 = _mm256_set1_epi64x((long long)0L);
            __m256i t46 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t47 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t46);
            __m256i t48 = _mm256_add_epi64(t45, t47);
            __m256d t49 = (__m256d)vcc_gather(vcc_v4_double, t26 + 0, (vcc_v4_long)t48);
            __m256d t50 = _mm256_set1_pd(2.0);
            __m256d t51 = _mm256_mul_pd(t49, t50);
            __m256i t52 = _mm256_set1_epi64x((long long)0L);
            __m256i t53 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t54 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t53);
            __m256i t55 = _mm256_add_epi64(t52, t54);
            __m256d t56 = (__m256d)vcc_gather(vcc_v4_double, t26 + 1, (vcc_v4_long)t55);
            __m256d t57 = _mm256_set1_pd((double)s);
            __m256d t58 = _mm256_mul_pd(t56, t57);
            __m256d t59 = _mm256_add_pd(t51, t58);
            _mm256_storeu_pd(t25, t59);
            long t42 = i_vec + 12L;
            double *t43 = out + t42;
            const double *t44 = m + t42 * s;
            __m256i t60 = _mm256_set1_epi64x((long long)0L);
            __m256i t61 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t62 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t61);
            __m256i t63 = _mm256_add_epi64(t60, t62);
            __m256d t64 = (__m256d)vcc_gather(vcc_v4_double, t44 + 0, (vcc_v4_long)t63);
            __m256d t65 = _mm256_set1_pd(2.0);
            __m256d t66 = _mm256_mul_pd(t64, t65);
            __m256i t67 = _mm256_set1_epi64x((long long)0L);
            __m256i t68 = _mm256_set1_epi64x((long long)(1L * s));
            __m256i t69 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t68);
            __m256i t70 = _mm256_add_epi64(t67, t69);
            __m256d t71 = (__m256d)vcc_gather(vcc_v4_double, t44 + 1, (vcc_v4_long)t70);
            __m256d t72 = _mm256_set1_pd((double)s);
            __m256d t73 = _mm256_mul_pd(t71, t72);
            __m256d t74 = _mm256_add_pd(t66, t73);
            _mm256_storeu_pd(t43, t74);
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
        long t5 = (long)i;
        out[t5] = (_mm256_zeroupper(), first2(m + t5 * s, s));
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
    int t37;
    int i_1;
    int t83;
    int i_4;
    int t128;
    long t129;
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
        long t9 = (long)((unsigned long)t4 - (unsigned long)t3);
        unsigned long t10 = (unsigned long)t3;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 64L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t12))) {
            long t14 = t6 & -16L;
            __m256i t15 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec = 0L;
            /* vcc: loop at linear_calls.c:70 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t16 = _mm256_cvtepi32_ps((__m256i)i_v);
                __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + i_vec, t17);
                __m256 t18 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t16);
                _mm256_storeu_ps(y + i_vec, t18);
                __m256 t19 = _mm256_mul_ps(t16, _mm256_set1_ps(1.25f));
                float *t20 = p + (2 * (int)i_vec + 1);
                __m256 t21 = _mm256_mul_ps(t16, _mm256_set1_ps(0.75f));
                __m256 t22 = _mm256_sub_ps(t21, _mm256_set1_ps(2.0f));
                __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t22), _mm256_unpackhi_ps(t19, t22), 0x20);
                _mm256_storeu_ps(t20 + -1, t23);
                __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t22), _mm256_unpackhi_ps(t19, t22), 0x31);
                _mm256_storeu_ps(t20 + 7, t24);
                long t25 = i_vec + 8L;
                __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256 t27 = _mm256_cvtepi32_ps(t26);
                __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t25, t28);
                __m256 t29 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t27);
                _mm256_storeu_ps(y + t25, t29);
                __m256 t30 = _mm256_mul_ps(t27, _mm256_set1_ps(1.25f));
                float *t31 = p + (2 * (int)t25 + 1);
                __m256 t32 = _mm256_mul_ps(t27, _mm256_set1_ps(0.75f));
                __m256 t33 = _mm256_sub_ps(t32, _mm256_set1_ps(2.0f));
                __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t33), _mm256_unpackhi_ps(t30, t33), 0x20);
                _mm256_storeu_ps(t31 + -1, t34);
                __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t33), _mm256_unpackhi_ps(t30, t33), 0x31);
                _mm256_storeu_ps(t31 + 7, t35);
                i_vec += 16L;
                __m256i t36 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                if (i_vec >= t14) {
                    break;
                }
                i_v = (vcc_v8_uint)t36;
            }
            t37 = (int)t14;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t3;
        unsigned long t40 = (unsigned long)t4;
        long t41 = (long)((unsigned long)t4 + (unsigned long)((long)t37 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t37 * 4L)));
        unsigned long t42 = (unsigned long)t3;
        unsigned long t43 = (unsigned long)t5;
        unsigned long t44 = (unsigned long)t4;
        unsigned long t45 = (unsigned long)t5;
        if ((t38 >= 8L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L))) | ((t41 <= 0L) | (t41 >= 32L))) & (((t42 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 8L))) | ((t43 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t37 * 4L)))) & (((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t37 * 8L))) | ((t45 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t37 * 4L))))) {
            long t46 = t38 & -8L;
            __m256i t47 = _mm256_set1_epi32((int)t37);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_1 = 0L;
            /* vcc: loop at linear_calls.c:70 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t48 = (long)t37 + i_vec_1;
                __m256 t49 = _mm256_cvtepi32_ps((__m256i)i_v_1);
                __m256 t50 = _mm256_mul_ps(t49, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t48, t50);
                __m256 t51 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t49);
                _mm256_storeu_ps(y + t48, t51);
                __m256 t52 = _mm256_mul_ps(t49, _mm256_set1_ps(1.25f));
                float *t53 = p + (2 * (int)t48 + 1);
                __m256 t54 = _mm256_mul_ps(t49, _mm256_set1_ps(0.75f));
                __m256 t55 = _mm256_sub_ps(t54, _mm256_set1_ps(2.0f));
                __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t55), _mm256_unpackhi_ps(t52, t55), 0x20);
                _mm256_storeu_ps(t53 + -1, t56);
                __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t55), _mm256_unpackhi_ps(t52, t55), 0x31);
                _mm256_storeu_ps(t53 + 7, t57);
                i_vec_1 += 8L;
                __m256i t58 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                if (i_vec_1 >= t46) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t58;
            }
            i_1 = (int)((long)t37 + t46);
        } else {
            i_1 = t37;
        }
        for (; i_1 < n; i_1++) {
            long t59 = (long)i_1;
            float t60 = (float)i_1;
            x[t59] = t60 * 0.5f;
            y[t59] = 3.0f - t60;
            int t61 = 2 * i_1;
            p[t61] = t60 * 1.25f;
            p[t61 + 1] = t60 * 0.75f - 2.0f;
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
            int t62 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t62);
            i_3 = t62;
        }
        tri_some(iout, n);
        (_mm256_zeroupper(), tri_wrong_step(wout, n));
        int t63 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t63 * 8UL);
        double *dout = (double *)malloc(t1 * 8UL);
        long t64 = (long)n * 3L + 2L;
        if (t64 >= 16L) {
            long t65 = t64 & -16L;
            __m128i t66 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t66, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_2 = 0L;
            /* vcc: loop at linear_calls.c:86 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m256d t67 = _mm256_cvtepi32_pd((__m128i)i_v_2);
                __m256d t68 = _mm256_mul_pd(t67, _mm256_set1_pd(0.125));
                __m256d t69 = _mm256_sub_pd(t68, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + i_vec_2, t69);
                __m128i t70 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
                __m256d t71 = _mm256_cvtepi32_pd(t70);
                __m256d t72 = _mm256_mul_pd(t71, _mm256_set1_pd(0.125));
                __m256d t73 = _mm256_sub_pd(t72, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (i_vec_2 + 4L), t73);
                __m128i t74 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
                __m256d t75 = _mm256_cvtepi32_pd(t74);
                __m256d t76 = _mm256_mul_pd(t75, _mm256_set1_pd(0.125));
                __m256d t77 = _mm256_sub_pd(t76, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (i_vec_2 + 8L), t77);
                __m128i t78 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
                __m256d t79 = _mm256_cvtepi32_pd(t78);
                __m256d t80 = _mm256_mul_pd(t79, _mm256_set1_pd(0.125));
                __m256d t81 = _mm256_sub_pd(t80, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (i_vec_2 + 12L), t81);
                i_vec_2 += 16L;
                __m128i t82 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
                if (i_vec_2 >= t65) {
                    break;
                }
                i_v_2 = (vcc_v4_uint)t82;
            }
            t83 = (int)t65;
        } else {
            t83 = 0;
        }
        long t84 = (long)n * 3L + (long)t83 * -1L + 2L;
        if (t84 >= 4L) {
            long t85 = t84 & -4L;
            __m128i t86 = _mm_set1_epi32((int)t83);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t86, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            /* vcc: loop at linear_calls.c:86 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m256d t87 = _mm256_cvtepi32_pd((__m128i)i_v_3);
                __m256d t88 = _mm256_mul_pd(t87, _mm256_set1_pd(0.125));
                __m256d t89 = _mm256_sub_pd(t88, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + ((long)t83 + i_vec_3), t89);
                i_vec_3 += 4L;
                __m128i t90 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                if (i_vec_3 >= t85) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t90;
            }
            i_4 = (int)((long)t83 + t85);
        } else {
            i_4 = t83;
        }
        for (; i_4 < t63; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t91 = (long)n;
        if (t91 >= 16L) {
            long t92 = t91 & -16L;
            __m128i t93 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_4 = (vcc_v4_uint)_mm_add_epi32(t93, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_4 = 0L;
            __m256i t_v = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_1 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_2 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_3 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at linear_calls.c:93 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i iout_v = _mm_loadu_si128((const __m128i *)(iout + i_vec_4));
                __m256i t94 = _mm256_cvtepi32_epi64(iout_v);
                __m128i t95 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(1));
                __m256i t96 = _mm256_cvtepi32_epi64(t95);
                __m256i t97 = _mm256_mul_epi32(t94, t96);
                __m128i wout_v = _mm_loadu_si128((const __m128i *)(wout + i_vec_4));
                __m256i t98 = _mm256_cvtepi32_epi64(wout_v);
                __m256i t99 = _mm256_add_epi64(t97, t98);
                t_v = _mm256_add_epi64(t_v, t99);
                long t100 = i_vec_4 + 4L;
                __m128i t101 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(4));
                __m128i iout_v_1 = _mm_loadu_si128((const __m128i *)(iout + t100));
                __m256i t102 = _mm256_cvtepi32_epi64(iout_v_1);
                __m128i t103 = _mm_add_epi32(t101, _mm_set1_epi32(1));
                __m256i t104 = _mm256_cvtepi32_epi64(t103);
                __m256i t105 = _mm256_mul_epi32(t102, t104);
                __m128i wout_v_1 = _mm_loadu_si128((const __m128i *)(wout + t100));
                __m256i t106 = _mm256_cvtepi32_epi64(wout_v_1);
                __m256i t107 = _mm256_add_epi64(t105, t106);
                t_v_1 = _mm256_add_epi64(t_v_1, t107);
                long t108 = i_vec_4 + 8L;
                __m128i t109 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(8));
                __m128i iout_v_2 = _mm_loadu_si128((const __m128i *)(iout + t108));
                __m256i t110 = _mm256_cvtepi32_epi64(iout_v_2);
                __m128i t111 = _mm_add_epi32(t109, _mm_set1_epi32(1));
                __m256i t112 = _mm256_cvtepi32_epi64(t111);
                __m256i t113 = _mm256_mul_epi32(t110, t112);
                __m128i wout_v_2 = _mm_loadu_si128((const __m128i *)(wout + t108));
                __m256i t114 = _mm256_cvtepi32_epi64(wout_v_2);
                __m256i t115 = _mm256_add_epi64(t113, t114);
                t_v_2 = _mm256_add_epi64(t_v_2, t115);
                long t116 = i_vec_4 + 12L;
                __m128i t117 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(12));
                __m128i iout_v_3 = _mm_loadu_si128((const __m128i *)(iout + t116));
                __m256i t118 = _mm256_cvtepi32_epi64(iout_v_3);
                __m128i t119 = _mm_add_epi32(t117, _mm_set1_epi32(1));
                __m256i t120 = _mm256_cvtepi32_epi64(t119);
                __m256i t121 = _mm256_mul_epi32(t118, t120);
                __m128i wout_v_3 = _mm_loadu_si128((const __m128i *)(wout + t116));
                __m256i t122 = _mm256_cvtepi32_epi64(wout_v_3);
                __m256i t123 = _mm256_add_epi64(t121, t122);
                t_v_3 = _mm256_add_epi64(t_v_3, t123);
                i_vec_4 += 16L;
                __m128i t124 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(16));
                if (i_vec_4 >= t92) {
                    break;
                }
                i_v_4 = (vcc_v4_uint)t124;
            }
            __m256i t125 = _mm256_add_epi64(t_v, t_v_1);
            __m256i t126 = _mm256_add_epi64(t125, t_v_2);
            __m256i t127 = _mm256_add_epi64(t126, t_v_3);
            t128 = (int)t92;
            t129 = (long)vcc_avx2_reduce_epi64(t127, _mm_add_epi64, unsigned long);
        } else {
            t128 = 0;
            t129 = 0L;
        }
        long t130 = (long)n + (long)t128 * -1L;
        if (t130 >= 4L) {
            long t131 = t130 & -4L;
            __m128i t132 = _mm_set1_epi32((int)t128);
            vcc_v4_uint i_v_5 = (vcc_v4_uint)_mm_add_epi32(t132, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_5 = 0L;
            __m256i t_v_4 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at linear_calls.c:93 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t133 = (long)t128 + i_vec_5;
                __m128i iout_v_4 = _mm_loadu_si128((const __m128i *)(iout + t133));
                __m256i t134 = _mm256_cvtepi32_epi64(iout_v_4);
                __m128i t135 = _mm_add_epi32((__m128i)i_v_5, _mm_set1_epi32(1));
                __m256i t136 = _mm256_cvtepi32_epi64(t135);
                __m256i t137 = _mm256_mul_epi32(t134, t136);
                __m128i wout_v_4 = _mm_loadu_si128((const __m128i *)(wout + t133));
                __m256i t138 = _mm256_cvtepi32_epi64(wout_v_4);
                __m256i t139 = _mm256_add_epi64(t137, t138);
                t_v_4 = _mm256_add_epi64(t_v_4, t139);
                i_vec_5 += 4L;
                __m128i t140 = _mm_add_epi32((__m128i)i_v_5, _mm_set1_epi32(4));
                if (i_vec_5 >= t131) {
                    break;
                }
                i_v_5 = (vcc_v4_uint)t140;
            }
            i = (int)((long)t128 + t131);
            t = (long)((unsigned long)t129 + vcc_avx2_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long));
        } else {
            i = t128;
            t = t129;
        }
        while (i < n) {
            long t141 = (long)i;
            i++;
            t += (long)iout[t141] * (long)i + (long)wout[t141];
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
