/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

__attribute__((target("sse4.2"))) __m128 _ZGVbN4uuul_axpy(const float *x, const float *y, float a, int i);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4l8u_pairsum(const float *p, int n);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4l8u_pairsum(const float *p, int n, __m128 mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4lu_tri(int j, int k);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4lu_tri(int j, int k, __m128i mask);
__attribute__((target("sse4.2"))) __m128d _ZGVbN2ls1u_first2(const double *p, long s);
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

/* vcc: function at linear_calls.c:11 vector variant _ZGVbN4uuul_axpy of `axpy`: VL 4, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uuul_axpy(const float *x, const float *y, float a, int i) {
    long t1 = (long)i;
    __m128 t2 = _mm_loadu_ps(x + t1);
    __m128 t3 = _mm_set1_ps(a);
    __m128 t4 = _mm_mul_ps(t3, t2);
    __m128 t5 = _mm_loadu_ps(y + t1);
    __m128 t6 = _mm_add_ps(t4, t5);
    return t6;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

/* vcc: function at linear_calls.c:16 vector variant _ZGVbN4l8u_pairsum of `pairsum`: VL 4, unmasked, p linear step 2, n uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4l8u_pairsum(const float *p, int n) {
    const float *t1 = p + 0;
    __m128 t2 = _mm_loadu_ps(t1);
    __m128 t3 = _mm_loadu_ps(t1 + 4);
    __m128 t4 = _mm_shuffle_ps(t2, t3, 0x88);
    __m128 t5 = _mm_shuffle_ps(t2, t3, 0xdd);
    __m128 t6 = _mm_set1_ps((float)n);
    __m128 t7 = _mm_mul_ps(t5, t6);
    __m128 t8 = _mm_sub_ps(t4, t7);
    return t8;
}

/* vcc: function at linear_calls.c:16 vector variant _ZGVbM4l8u_pairsum of `pairsum`: VL 4, masked, p linear step 2, n uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4l8u_pairsum(const float *p, int n, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    vcc_v4_long t2 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t3 = t2 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128 t4 = (__m128)vcc_gather_masked(vcc_v4_float, p + 0, t3, (vcc_m4)t1);
    vcc_v4_long t5 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t6 = t5 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128 t7 = (__m128)vcc_gather_masked(vcc_v4_float, p + 1, t6, (vcc_m4)t1);
    __m128 t8 = _mm_set1_ps((float)n);
    __m128 t9 = _mm_mul_ps(t7, t8);
    __m128 t10 = _mm_sub_ps(t4, t9);
    __m128 t11 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t10, _mm_castsi128_ps(t1));
    return t11;
}

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

/* vcc: function at linear_calls.c:21 vector variant _ZGVbN4lu_tri of `tri`: VL 4, unmasked, j linear step 1, k uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4lu_tri(int j, int k) {
    __m128i t1 = _mm_set1_epi32((int)j);
    __m128i t2 = _mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t3 = _mm_srai_epi32(t2, 2);
    __m128i t4 = _mm_set1_epi32((int)(j * k));
    __m128i t5 = _mm_set1_epi32((int)(1 * k));
    __m128i t6 = _mm_mullo_epi32(_mm_setr_epi32(0, 1, 2, 3), t5);
    __m128i t7 = _mm_add_epi32(t4, t6);
    __m128i t8 = _mm_sub_epi32(t7, t3);
    return t8;
}

/* vcc: function at linear_calls.c:21 vector variant _ZGVbM4lu_tri of `tri`: VL 4, masked, j linear step 1, k uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4lu_tri(int j, int k, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t2 = _mm_set1_epi32((int)j);
    __m128i t3 = _mm_add_epi32(t2, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t4 = _mm_srai_epi32(t3, 2);
    __m128i t5 = _mm_set1_epi32((int)(j * k));
    __m128i t6 = _mm_set1_epi32((int)(1 * k));
    __m128i t7 = _mm_mullo_epi32(_mm_setr_epi32(0, 1, 2, 3), t6);
    __m128i t8 = _mm_add_epi32(t5, t7);
    __m128i t9 = _mm_sub_epi32(t8, t4);
    __m128i t10 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t9, t1);
    return t10;
}

__attribute__((target("sse4.2"))) void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = out + i_vec_1;
            long t14 = (long)t3;
            __m128 t15 = _mm_loadu_ps(x + t14);
            __m128 t16 = _mm_set1_ps(a);
            __m128 t17 = _mm_mul_ps(t16, t15);
            __m128 t18 = _mm_loadu_ps(y + t14);
            __m128 t19 = _mm_add_ps(t17, t18);
            _mm_storeu_ps(t4, t19);
            long t11 = i_vec_1 + 4L;
            int t12 = (int)t11;
            float *t13 = out + t11;
            long t29 = (long)t12;
            __m128 t30 = _mm_loadu_ps(x + t29);
            __m128 t31 = _mm_set1_ps(a);
            __m128 t32 = _mm_mul_ps(t31, t30);
            __m128 t33 = _mm_loadu_ps(y + t29);
            __m128 t34 = _mm_add_ps(t32, t33);
            _mm_storeu_ps(t13, t34);
            long t26 = i_vec_1 + 8L;
            int t27 = (int)t26;
            float *t28 = out + t26;
            long t38 = (long)t27;
            __m128 t39 = _mm_loadu_ps(x + t38);
            __m128 t40 = _mm_set1_ps(a);
            __m128 t41 = _mm_mul_ps(t40, t39);
            __m128 t42 = _mm_loadu_ps(y + t38);
            __m128 t43 = _mm_add_ps(t41, t42);
            _mm_storeu_ps(t28, t43);
            long t35 = i_vec_1 + 12L;
            int t36 = (int)t35;
            float *t37 = out + t35;
            long t44 = (long)t36;
            __m128 t45 = _mm_loadu_ps(x + t44);
            __m128 t46 = _mm_set1_ps(a);
            __m128 t47 = _mm_mul_ps(t46, t45);
            __m128 t48 = _mm_loadu_ps(y + t44);
            __m128 t49 = _mm_add_ps(t47, t48);
            _mm_storeu_ps(t37, t49);
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
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = out + t8;
            long t20 = (long)t9;
            __m128 t21 = _mm_loadu_ps(x + t20);
            __m128 t22 = _mm_set1_ps(a);
            __m128 t23 = _mm_mul_ps(t22, t21);
            __m128 t24 = _mm_loadu_ps(y + t20);
            __m128 t25 = _mm_add_ps(t23, t24);
            _mm_storeu_ps(t10, t25);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

__attribute__((target("sse4.2"))) void pairs(float *out, const float *p, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = p + 2 * (int)i_vec_1;
            const float *t14 = t4 + 0;
            __m128 t15 = _mm_loadu_ps(t14);
            __m128 t16 = _mm_loadu_ps(t14 + 4);
            __m128 t17 = _mm_shuffle_ps(t15, t16, 0x88);
            __m128 t18 = _mm_shuffle_ps(t15, t16, 0xdd);
            __m128 t19 = _mm_set1_ps(3.0f);
            __m128 t20 = _mm_mul_ps(t18, t19);
            __m128 t21 = _mm_sub_ps(t17, t20);
            _mm_storeu_ps(t3, t21);
            long t11 = i_vec_1 + 4L;
            float *t12 = out + t11;
            const float *t13 = p + 2 * (int)t11;
            const float *t33 = t13 + 0;
            __m128 t34 = _mm_loadu_ps(t33);
            __m128 t35 = _mm_loadu_ps(t33 + 4);
            __m128 t36 = _mm_shuffle_ps(t34, t35, 0x88);
            __m128 t37 = _mm_shuffle_ps(t34, t35, 0xdd);
            __m128 t38 = _mm_set1_ps(3.0f);
            __m128 t39 = _mm_mul_ps(t37, t38);
            __m128 t40 = _mm_sub_ps(t36, t39);
            _mm_storeu_ps(t12, t40);
            long t30 = i_vec_1 + 8L;
            float *t31 = out + t30;
            const float *t32 = p + 2 * (int)t30;
            const float *t44 = t32 + 0;
            __m128 t45 = _mm_loadu_ps(t44);
            __m128 t46 = _mm_loadu_ps(t44 + 4);
            __m128 t47 = _mm_shuffle_ps(t45, t46, 0x88);
            __m128 t48 = _mm_shuffle_ps(t45, t46, 0xdd);
            __m128 t49 = _mm_set1_ps(3.0f);
            __m128 t50 = _mm_mul_ps(t48, t49);
            __m128 t51 = _mm_sub_ps(t47, t50);
            _mm_storeu_ps(t31, t51);
            long t41 = i_vec_1 + 12L;
            float *t42 = out + t41;
            const float *t43 = p + 2 * (int)t41;
            const float *t52 = t43 + 0;
            __m128 t53 = _mm_loadu_ps(t52);
            __m128 t54 = _mm_loadu_ps(t52 + 4);
            __m128 t55 = _mm_shuffle_ps(t53, t54, 0x88);
            __m128 t56 = _mm_shuffle_ps(t53, t54, 0xdd);
            __m128 t57 = _mm_set1_ps(3.0f);
            __m128 t58 = _mm_mul_ps(t56, t57);
            __m128 t59 = _mm_sub_ps(t55, t58);
            _mm_storeu_ps(t42, t59);
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
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = p + 2 * (int)t8;
            const float *t22 = t10 + 0;
            __m128 t23 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_loadu_ps(t22 + 4);
            __m128 t25 = _mm_shuffle_ps(t23, t24, 0x88);
            __m128 t26 = _mm_shuffle_ps(t23, t24, 0xdd);
            __m128 t27 = _mm_set1_ps(3.0f);
            __m128 t28 = _mm_mul_ps(t26, t27);
            __m128 t29 = _mm_sub_ps(t25, t28);
            _mm_storeu_ps(t9, t29);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

__attribute__((target("sse4.2"))) void tri_some(int *out, int n) {
    int t11;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        __m128i t5 = _mm_set1_epi32(0);
        __m128i t6 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t7 = _mm_sub_epi32(t6, _mm_set1_epi32(3));
        vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t6, t7);
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:39 vectorized: VF 4, UF 2, the remainder at 40:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t1, _mm_set1_epi32(1)));
            int t9 = (int)i_vec_1 + 5;
            __m128i t10 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t8);
            __m128i t28 = (__m128i)(vcc_m4)((vcc_v4_int)t10 != (vcc_v4_int){0});
            __m128i t29 = _mm_set1_epi32((int)t9);
            __m128i t30 = _mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t31 = _mm_srai_epi32(t30, 2);
            __m128i t32 = _mm_set1_epi32((int)(t9 * 7));
            __m128i t33 = _mm_set1_epi32(7);
            __m128i t34 = _mm_mullo_epi32(_mm_setr_epi32(0, 1, 2, 3), t33);
            __m128i t35 = _mm_add_epi32(t32, t34);
            __m128i t36 = _mm_sub_epi32(t35, t31);
            __m128i t37 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t36, t28);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)i_vec_1 * 4UL), t37, t8);
            long t21 = i_vec_1 + 4L;
            __m128i t22 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
            __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(3));
            __m128i t24 = _mm_min_epu32(t22, t23);
            __m128i t25 = vcc_sse_not(_mm_cmpeq_epi32(t24, _mm_set1_epi32(1)));
            int t26 = (int)t21 + 5;
            __m128i t27 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t25);
            __m128i t52 = (__m128i)(vcc_m4)((vcc_v4_int)t27 != (vcc_v4_int){0});
            __m128i t53 = _mm_set1_epi32((int)t26);
            __m128i t54 = _mm_add_epi32(t53, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t55 = _mm_srai_epi32(t54, 2);
            __m128i t56 = _mm_set1_epi32((int)(t26 * 7));
            __m128i t57 = _mm_set1_epi32(7);
            __m128i t58 = _mm_mullo_epi32(_mm_setr_epi32(0, 1, 2, 3), t57);
            __m128i t59 = _mm_add_epi32(t56, t58);
            __m128i t60 = _mm_sub_epi32(t59, t55);
            __m128i t61 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t60, t52);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)t21 * 4UL), t61, t25);
            i_vec_1 += 8L;
            __m128i t50 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
            __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(3));
            t1 = (vcc_v4_int)_mm_min_epu32(t50, t51);
            if (i_vec_1 >= t4) {
                t11 = (int)t4;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 4L) & (t11 >= 0)) {
        long t13 = t12 & -4L;
        __m128i t14 = _mm_set1_epi32((int)(t11 % 3));
        __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(3));
        vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t15, t16);
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t17 = (long)t11 + i_vec;
            __m128i t18 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t2, _mm_set1_epi32(1)));
            int t19 = (int)t17 + 5;
            __m128i t20 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t18);
            __m128i t40 = (__m128i)(vcc_m4)((vcc_v4_int)t20 != (vcc_v4_int){0});
            __m128i t41 = _mm_set1_epi32((int)t19);
            __m128i t42 = _mm_add_epi32(t41, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t43 = _mm_srai_epi32(t42, 2);
            __m128i t44 = _mm_set1_epi32((int)(t19 * 7));
            __m128i t45 = _mm_set1_epi32(7);
            __m128i t46 = _mm_mullo_epi32(_mm_setr_epi32(0, 1, 2, 3), t45);
            __m128i t47 = _mm_add_epi32(t44, t46);
            __m128i t48 = _mm_sub_epi32(t47, t43);
            __m128i t49 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t48, t40);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)t17 * 4UL), t49, t18);
            i_vec += 4L;
            __m128i t38 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
            __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(3));
            t2 = (vcc_v4_int)_mm_min_epu32(t38, t39);
            if (i_vec >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            out[i] = tri(i + 5, 7);
        }
    }
}

/* #pragma omp declare simd uniform(s) linear(p:s) notinbranch */
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

/* vcc: function at linear_calls.c:45 vector variant _ZGVbN2ls1u_first2 of `first2`: VL 2, unmasked, p linear step parameter 2, s uniform */
__attribute__((target("sse4.2"))) __m128d _ZGVbN2ls1u_first2(const double *p, long s) {
    __m128i t1 = _mm_set1_epi64x((long long)0L);
    __m128i t2 = _mm_set1_epi64x((long long)(1L * s));
    __m128i t3 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t2);
    __m128i t4 = _mm_add_epi64(t1, t3);
    __m128d t5 = (__m128d)vcc_gather(vcc_v2_double, p + 0, (vcc_v2_long)t4);
    __m128d t6 = _mm_set1_pd(2.0);
    __m128d t7 = _mm_mul_pd(t5, t6);
    __m128i t8 = _mm_set1_epi64x((long long)0L);
    __m128i t9 = _mm_set1_epi64x((long long)(1L * s));
    __m128i t10 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t9);
    __m128i t11 = _mm_add_epi64(t8, t10);
    __m128d t12 = (__m128d)vcc_gather(vcc_v2_double, p + 1, (vcc_v2_long)t11);
    __m128d t13 = _mm_set1_pd((double)s);
    __m128d t14 = _mm_mul_pd(t12, t13);
    __m128d t15 = _mm_add_pd(t7, t14);
    return t15;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
__attribute__((target("sse4.2"))) void columns(double *out, const double *m, long s, int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:52 vectorized: VF 2, UF 4, scalar epilogue */
        for (;;) {
            double *t3 = out + i_vec;
            const double *t4 = m + i_vec * s;
            __m128i t9 = _mm_set1_epi64x((long long)0L);
            __m128i t10 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t11 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t10);
            __m128i t12 = _mm_add_epi64(t9, t11);
            __m128d t13 = (__m128d)vcc_gather(vcc_v2_double, t4 + 0, (vcc_v2_long)t12);
            __m128d t14 = _mm_set1_pd(2.0);
            __m128d t15 = _mm_mul_pd(t13, t14);
            __m128i t16 = _mm_set1_epi64x((long long)0L);
            __m128i t17 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t18 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t17);
            __m128i t19 = _mm_add_epi64(t16, t18);
            __m128d t20 = (__m128d)vcc_gather(vcc_v2_double, t4 + 1, (vcc_v2_long)t19);
            __m128d t21 = _mm_set1_pd((double)s);
            __m128d t22 = _mm_mul_pd(t20, t21);
            __m128d t23 = _mm_add_pd(t15, t22);
            _mm_storeu_pd(t3, t23);
            long t6 = i_vec + 2L;
            double *t7 = out + t6;
            const double *t8 = m + t6 * s;
            __m128i t27 = _mm_set1_epi64x((long long)0L);
            __m128i t28 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t29 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t28);
            __m128i t30 = _mm_add_epi64(t27, t29);
            __m128d t31 = (__m128d)vcc_gather(vcc_v2_double, t8 + 0, (vcc_v2_long)t30);
            __m128d t32 = _mm_set1_pd(2.0);
            __m128d t33 = _mm_mul_pd(t31, t32);
            __m128i t34 = _mm_set1_epi64x((long long)0L);
            __m128i t35 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t36 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t35);
            __m128i t37 = _mm_add_epi64(t34, t36);
            __m128d t38 = (__m128d)vcc_gather(vcc_v2_double, t8 + 1, (vcc_v2_long)t37);
            __m128d t39 = _mm_set1_pd((double)s);
            __m128d t40 = _mm_mul_pd(t38, t39);
            __m128d t41 = _mm_add_pd(t33, t40);
            _mm_storeu_pd(t7, t41);
            long t24 = i_vec + 4L;
            double *t25 = out + t24;
            const double *t26 = m + t24 * s;
            __m128i t45 = _mm_set1_epi64x((long long)0L);
            __m128i t46 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t47 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t46);
            __m128i t48 = _mm_add_epi64(t45, t47);
            __m128d t49 = (__m128d)vcc_gather(vcc_v2_double, t26 + 0, (vcc_v2_long)t48);
            __m128d t50 = _mm_set1_pd(2.0);
            __m128d t51 = _mm_mul_pd(t49, t50);
            __m128i t52 = _mm_set1_epi64x((long long)0L);
            __m128i t53 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t54 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t53);
            __m128i t55 = _mm_add_epi64(t52, t54);
            __m128d t56 = (__m128d)vcc_gather(vcc_v2_double, t26 + 1, (vcc_v2_long)t55);
            __m128d t57 = _mm_set1_pd((double)s);
            __m128d t58 = _mm_mul_pd(t56, t57);
            __m128d t59 = _mm_add_pd(t51, t58);
            _mm_storeu_pd(t25, t59);
            long t42 = i_vec + 6L;
            double *t43 = out + t42;
            const double *t44 = m + t42 * s;
            __m128i t60 = _mm_set1_epi64x((long long)0L);
            __m128i t61 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t62 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t61);
            __m128i t63 = _mm_add_epi64(t60, t62);
            __m128d t64 = (__m128d)vcc_gather(vcc_v2_double, t44 + 0, (vcc_v2_long)t63);
            __m128d t65 = _mm_set1_pd(2.0);
            __m128d t66 = _mm_mul_pd(t64, t65);
            __m128i t67 = _mm_set1_epi64x((long long)0L);
            __m128i t68 = _mm_set1_epi64x((long long)(1L * s));
            __m128i t69 = (__m128i)((vcc_v2_long)(__m128i)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t68);
            __m128i t70 = _mm_add_epi64(t67, t69);
            __m128d t71 = (__m128d)vcc_gather(vcc_v2_double, t44 + 1, (vcc_v2_long)t70);
            __m128d t72 = _mm_set1_pd((double)s);
            __m128d t73 = _mm_mul_pd(t71, t72);
            __m128d t74 = _mm_add_pd(t66, t73);
            _mm_storeu_pd(t43, t74);
            i_vec += 8L;
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
        out[t5] = first2(m + t5 * s, s);
    }
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

__attribute__((target("sse4.2"))) int main(void) {
    int sizes[6];
    int i;
    int t59;
    int i_1;
    int t106;
    int i_4;
    int t153;
    long t154;
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
            __m128i t15 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec = 0L;
            /* vcc: loop at linear_calls.c:70 vectorized: VF 4, UF 4, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t16 = _mm_cvtepi32_ps((__m128i)i_v);
                __m128 t17 = _mm_mul_ps(t16, _mm_set1_ps(0.5f));
                _mm_storeu_ps(x + i_vec, t17);
                __m128 t18 = _mm_sub_ps(_mm_set1_ps(3.0f), t16);
                _mm_storeu_ps(y + i_vec, t18);
                __m128 t19 = _mm_mul_ps(t16, _mm_set1_ps(1.25f));
                float *t20 = p + (2 * (int)i_vec + 1);
                __m128 t21 = _mm_mul_ps(t16, _mm_set1_ps(0.75f));
                __m128 t22 = _mm_sub_ps(t21, _mm_set1_ps(2.0f));
                __m128 t23 = _mm_unpacklo_ps(t19, t22);
                _mm_storeu_ps(t20 + -1, t23);
                __m128 t24 = _mm_unpackhi_ps(t19, t22);
                _mm_storeu_ps(t20 + 3, t24);
                long t25 = i_vec + 4L;
                __m128i t26 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128 t27 = _mm_cvtepi32_ps(t26);
                __m128 t28 = _mm_mul_ps(t27, _mm_set1_ps(0.5f));
                _mm_storeu_ps(x + t25, t28);
                __m128 t29 = _mm_sub_ps(_mm_set1_ps(3.0f), t27);
                _mm_storeu_ps(y + t25, t29);
                __m128 t30 = _mm_mul_ps(t27, _mm_set1_ps(1.25f));
                float *t31 = p + (2 * (int)t25 + 1);
                __m128 t32 = _mm_mul_ps(t27, _mm_set1_ps(0.75f));
                __m128 t33 = _mm_sub_ps(t32, _mm_set1_ps(2.0f));
                __m128 t34 = _mm_unpacklo_ps(t30, t33);
                _mm_storeu_ps(t31 + -1, t34);
                __m128 t35 = _mm_unpackhi_ps(t30, t33);
                _mm_storeu_ps(t31 + 3, t35);
                long t36 = i_vec + 8L;
                __m128i t37 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                __m128 t38 = _mm_cvtepi32_ps(t37);
                __m128 t39 = _mm_mul_ps(t38, _mm_set1_ps(0.5f));
                _mm_storeu_ps(x + t36, t39);
                __m128 t40 = _mm_sub_ps(_mm_set1_ps(3.0f), t38);
                _mm_storeu_ps(y + t36, t40);
                __m128 t41 = _mm_mul_ps(t38, _mm_set1_ps(1.25f));
                float *t42 = p + (2 * (int)t36 + 1);
                __m128 t43 = _mm_mul_ps(t38, _mm_set1_ps(0.75f));
                __m128 t44 = _mm_sub_ps(t43, _mm_set1_ps(2.0f));
                __m128 t45 = _mm_unpacklo_ps(t41, t44);
                _mm_storeu_ps(t42 + -1, t45);
                __m128 t46 = _mm_unpackhi_ps(t41, t44);
                _mm_storeu_ps(t42 + 3, t46);
                long t47 = i_vec + 12L;
                __m128i t48 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                __m128 t49 = _mm_cvtepi32_ps(t48);
                __m128 t50 = _mm_mul_ps(t49, _mm_set1_ps(0.5f));
                _mm_storeu_ps(x + t47, t50);
                __m128 t51 = _mm_sub_ps(_mm_set1_ps(3.0f), t49);
                _mm_storeu_ps(y + t47, t51);
                __m128 t52 = _mm_mul_ps(t49, _mm_set1_ps(1.25f));
                float *t53 = p + (2 * (int)t47 + 1);
                __m128 t54 = _mm_mul_ps(t49, _mm_set1_ps(0.75f));
                __m128 t55 = _mm_sub_ps(t54, _mm_set1_ps(2.0f));
                __m128 t56 = _mm_unpacklo_ps(t52, t55);
                _mm_storeu_ps(t53 + -1, t56);
                __m128 t57 = _mm_unpackhi_ps(t52, t55);
                _mm_storeu_ps(t53 + 3, t57);
                i_vec += 16L;
                __m128i t58 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                if (i_vec >= t14) {
                    break;
                }
                i_v = (vcc_v4_uint)t58;
            }
            t59 = (int)t14;
        } else {
            t59 = 0;
        }
        long t60 = (long)n + (long)t59 * -1L;
        unsigned long t61 = (unsigned long)t3;
        unsigned long t62 = (unsigned long)t4;
        long t63 = (long)((unsigned long)t4 + (unsigned long)((long)t59 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t59 * 4L)));
        unsigned long t64 = (unsigned long)t3;
        unsigned long t65 = (unsigned long)t5;
        unsigned long t66 = (unsigned long)t4;
        unsigned long t67 = (unsigned long)t5;
        if ((t60 >= 4L) & (((t61 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t59 * 4L))) | ((t62 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t59 * 4L))) | ((t63 <= 0L) | (t63 >= 16L))) & (((t64 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t59 * 8L))) | ((t65 + (unsigned long)((long)t59 * 8L + 8L + (t60 - 1L) * 8L)) <= (t64 + (unsigned long)((long)t59 * 4L)))) & (((t66 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t59 * 8L))) | ((t67 + (unsigned long)((long)t59 * 8L + 8L + (t60 - 1L) * 8L)) <= (t66 + (unsigned long)((long)t59 * 4L))))) {
            long t68 = t60 & -4L;
            __m128i t69 = _mm_set1_epi32((int)t59);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t69, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_1 = 0L;
            /* vcc: loop at linear_calls.c:70 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t70 = (long)t59 + i_vec_1;
                __m128 t71 = _mm_cvtepi32_ps((__m128i)i_v_1);
                __m128 t72 = _mm_mul_ps(t71, _mm_set1_ps(0.5f));
                _mm_storeu_ps(x + t70, t72);
                __m128 t73 = _mm_sub_ps(_mm_set1_ps(3.0f), t71);
                _mm_storeu_ps(y + t70, t73);
                __m128 t74 = _mm_mul_ps(t71, _mm_set1_ps(1.25f));
                float *t75 = p + (2 * (int)t70 + 1);
                __m128 t76 = _mm_mul_ps(t71, _mm_set1_ps(0.75f));
                __m128 t77 = _mm_sub_ps(t76, _mm_set1_ps(2.0f));
                __m128 t78 = _mm_unpacklo_ps(t74, t77);
                _mm_storeu_ps(t75 + -1, t78);
                __m128 t79 = _mm_unpackhi_ps(t74, t77);
                _mm_storeu_ps(t75 + 3, t79);
                i_vec_1 += 4L;
                __m128i t80 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                if (i_vec_1 >= t68) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t80;
            }
            i_1 = (int)((long)t59 + t68);
        } else {
            i_1 = t59;
        }
        for (; i_1 < n; i_1++) {
            long t81 = (long)i_1;
            float t82 = (float)i_1;
            x[t81] = t82 * 0.5f;
            y[t81] = 3.0f - t82;
            int t83 = 2 * i_1;
            p[t83] = t82 * 1.25f;
            p[t83 + 1] = t82 * 0.75f - 2.0f;
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
            int t84 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t84);
            i_3 = t84;
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        int t85 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t85 * 8UL);
        double *dout = (double *)malloc(t1 * 8UL);
        long t86 = (long)n * 3L + 2L;
        if (t86 >= 8L) {
            long t87 = t86 & -8L;
            vcc_v2_int t88 = (vcc_v2_int){0, 0};
            vcc_v2_uint t89 = (vcc_v2_uint)t88;
            vcc_v2_uint i_v_2 = t89 + (vcc_v2_uint){0U, 1U};
            long i_vec_2 = 0L;
            /* vcc: loop at linear_calls.c:86 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int i_v_6 = (vcc_v2_int)i_v_2;
                __m128d t90 = (__m128d)__builtin_convertvector(i_v_6, vcc_v2_double);
                __m128d t91 = _mm_mul_pd(t90, _mm_set1_pd(0.125));
                __m128d t92 = _mm_sub_pd(t91, _mm_set1_pd(1.0));
                _mm_storeu_pd(m + i_vec_2, t92);
                vcc_v2_uint t93 = i_v_2 + (vcc_v2_uint){2U, 2U};
                vcc_v2_int i_v_7 = (vcc_v2_int)t93;
                __m128d t94 = (__m128d)__builtin_convertvector(i_v_7, vcc_v2_double);
                __m128d t95 = _mm_mul_pd(t94, _mm_set1_pd(0.125));
                __m128d t96 = _mm_sub_pd(t95, _mm_set1_pd(1.0));
                _mm_storeu_pd(m + (i_vec_2 + 2L), t96);
                vcc_v2_uint t97 = i_v_2 + (vcc_v2_uint){4U, 4U};
                vcc_v2_int i_v_8 = (vcc_v2_int)t97;
                __m128d t98 = (__m128d)__builtin_convertvector(i_v_8, vcc_v2_double);
                __m128d t99 = _mm_mul_pd(t98, _mm_set1_pd(0.125));
                __m128d t100 = _mm_sub_pd(t99, _mm_set1_pd(1.0));
                _mm_storeu_pd(m + (i_vec_2 + 4L), t100);
                vcc_v2_uint t101 = i_v_2 + (vcc_v2_uint){6U, 6U};
                vcc_v2_int i_v_9 = (vcc_v2_int)t101;
                __m128d t102 = (__m128d)__builtin_convertvector(i_v_9, vcc_v2_double);
                __m128d t103 = _mm_mul_pd(t102, _mm_set1_pd(0.125));
                __m128d t104 = _mm_sub_pd(t103, _mm_set1_pd(1.0));
                _mm_storeu_pd(m + (i_vec_2 + 6L), t104);
                i_vec_2 += 8L;
                vcc_v2_uint t105 = i_v_2 + (vcc_v2_uint){8U, 8U};
                if (i_vec_2 >= t87) {
                    break;
                }
                i_v_2 = t105;
            }
            t106 = (int)t87;
        } else {
            t106 = 0;
        }
        long t107 = (long)n * 3L + (long)t106 * -1L + 2L;
        if (t107 >= 2L) {
            long t108 = t107 & -2L;
            vcc_v2_int t109 = (vcc_v2_int){t106, t106};
            vcc_v2_uint t110 = (vcc_v2_uint)t109;
            vcc_v2_uint i_v_3 = t110 + (vcc_v2_uint){0U, 1U};
            long i_vec_3 = 0L;
            /* vcc: loop at linear_calls.c:86 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int i_v_10 = (vcc_v2_int)i_v_3;
                __m128d t111 = (__m128d)__builtin_convertvector(i_v_10, vcc_v2_double);
                __m128d t112 = _mm_mul_pd(t111, _mm_set1_pd(0.125));
                __m128d t113 = _mm_sub_pd(t112, _mm_set1_pd(1.0));
                _mm_storeu_pd(m + ((long)t106 + i_vec_3), t113);
                i_vec_3 += 2L;
                vcc_v2_uint t114 = i_v_3 + (vcc_v2_uint){2U, 2U};
                if (i_vec_3 >= t108) {
                    break;
                }
                i_v_3 = t114;
            }
            i_4 = (int)((long)t106 + t108);
        } else {
            i_4 = t106;
        }
        for (; i_4 < t85; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t115 = (long)n;
        if (t115 >= 8L) {
            long t116 = t115 & -8L;
            vcc_v2_int t117 = (vcc_v2_int){0, 0};
            vcc_v2_uint t118 = (vcc_v2_uint)t117;
            vcc_v2_uint i_v_4 = t118 + (vcc_v2_uint){0U, 1U};
            long i_vec_4 = 0L;
            __m128i t_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i t_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i t_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i t_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at linear_calls.c:93 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int i_v_11 = (vcc_v2_int)i_v_4;
                vcc_v2_int iout_v = vcc_load(vcc_v2_int, iout + i_vec_4);
                __m128i t119 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)iout_v));
                vcc_v2_int t120 = i_v_11 + (vcc_v2_int){1, 1};
                __m128i t121 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t120));
                __m128i t122 = _mm_mul_epi32(t119, t121);
                vcc_v2_int wout_v = vcc_load(vcc_v2_int, wout + i_vec_4);
                __m128i t123 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)wout_v));
                __m128i t124 = _mm_add_epi64(t122, t123);
                t_v = _mm_add_epi64(t_v, t124);
                long t125 = i_vec_4 + 2L;
                vcc_v2_uint t126 = i_v_4 + (vcc_v2_uint){2U, 2U};
                vcc_v2_int i_v_12 = (vcc_v2_int)t126;
                vcc_v2_int iout_v_1 = vcc_load(vcc_v2_int, iout + t125);
                __m128i t127 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)iout_v_1));
                vcc_v2_int t128 = i_v_12 + (vcc_v2_int){1, 1};
                __m128i t129 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t128));
                __m128i t130 = _mm_mul_epi32(t127, t129);
                vcc_v2_int wout_v_1 = vcc_load(vcc_v2_int, wout + t125);
                __m128i t131 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)wout_v_1));
                __m128i t132 = _mm_add_epi64(t130, t131);
                t_v_1 = _mm_add_epi64(t_v_1, t132);
                long t133 = i_vec_4 + 4L;
                vcc_v2_uint t134 = i_v_4 + (vcc_v2_uint){4U, 4U};
                vcc_v2_int i_v_13 = (vcc_v2_int)t134;
                vcc_v2_int iout_v_2 = vcc_load(vcc_v2_int, iout + t133);
                __m128i t135 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)iout_v_2));
                vcc_v2_int t136 = i_v_13 + (vcc_v2_int){1, 1};
                __m128i t137 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t136));
                __m128i t138 = _mm_mul_epi32(t135, t137);
                vcc_v2_int wout_v_2 = vcc_load(vcc_v2_int, wout + t133);
                __m128i t139 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)wout_v_2));
                __m128i t140 = _mm_add_epi64(t138, t139);
                t_v_2 = _mm_add_epi64(t_v_2, t140);
                long t141 = i_vec_4 + 6L;
                vcc_v2_uint t142 = i_v_4 + (vcc_v2_uint){6U, 6U};
                vcc_v2_int i_v_14 = (vcc_v2_int)t142;
                vcc_v2_int iout_v_3 = vcc_load(vcc_v2_int, iout + t141);
                __m128i t143 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)iout_v_3));
                vcc_v2_int t144 = i_v_14 + (vcc_v2_int){1, 1};
                __m128i t145 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t144));
                __m128i t146 = _mm_mul_epi32(t143, t145);
                vcc_v2_int wout_v_3 = vcc_load(vcc_v2_int, wout + t141);
                __m128i t147 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)wout_v_3));
                __m128i t148 = _mm_add_epi64(t146, t147);
                t_v_3 = _mm_add_epi64(t_v_3, t148);
                i_vec_4 += 8L;
                vcc_v2_uint t149 = i_v_4 + (vcc_v2_uint){8U, 8U};
                if (i_vec_4 >= t116) {
                    break;
                }
                i_v_4 = t149;
            }
            __m128i t150 = _mm_add_epi64(t_v, t_v_1);
            __m128i t151 = _mm_add_epi64(t150, t_v_2);
            __m128i t152 = _mm_add_epi64(t151, t_v_3);
            t153 = (int)t116;
            t154 = (long)vcc_sse_reduce_epi64(t152, _mm_add_epi64, unsigned long);
        } else {
            t153 = 0;
            t154 = 0L;
        }
        long t155 = (long)n + (long)t153 * -1L;
        if (t155 >= 2L) {
            long t156 = t155 & -2L;
            vcc_v2_int t157 = (vcc_v2_int){t153, t153};
            vcc_v2_uint t158 = (vcc_v2_uint)t157;
            vcc_v2_uint i_v_5 = t158 + (vcc_v2_uint){0U, 1U};
            long i_vec_5 = 0L;
            __m128i t_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at linear_calls.c:93 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                long t159 = (long)t153 + i_vec_5;
                vcc_v2_int i_v_15 = (vcc_v2_int)i_v_5;
                vcc_v2_int iout_v_4 = vcc_load(vcc_v2_int, iout + t159);
                __m128i t160 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)iout_v_4));
                vcc_v2_int t161 = i_v_15 + (vcc_v2_int){1, 1};
                __m128i t162 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t161));
                __m128i t163 = _mm_mul_epi32(t160, t162);
                vcc_v2_int wout_v_4 = vcc_load(vcc_v2_int, wout + t159);
                __m128i t164 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)wout_v_4));
                __m128i t165 = _mm_add_epi64(t163, t164);
                t_v_4 = _mm_add_epi64(t_v_4, t165);
                i_vec_5 += 2L;
                vcc_v2_uint t166 = i_v_5 + (vcc_v2_uint){2U, 2U};
                if (i_vec_5 >= t156) {
                    break;
                }
                i_v_5 = t166;
            }
            i = (int)((long)t153 + t156);
            t = (long)((unsigned long)t154 + vcc_sse_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long));
        } else {
            i = t153;
            t = t154;
        }
        while (i < n) {
            long t167 = (long)i;
            i++;
            t += (long)iout[t167] * (long)i + (long)wout[t167];
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
