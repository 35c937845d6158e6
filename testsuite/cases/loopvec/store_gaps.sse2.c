/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=5 neon=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere priced as the per-lane scatters they replace
   (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t4 = _mm_add_epi32(b_v, c_v);
            __m128i t5 = _mm_unpacklo_epi32(t4, t4);
            __m128i t6 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t3, t5, t6);
            __m128i t7 = _mm_unpackhi_epi32(t4, t4);
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t3 + 4, t7, t8);
            long t9 = i_vec + 4L;
            int *t10 = a + 2 * (int)t9;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t9));
            __m128i t11 = _mm_add_epi32(b_v_1, c_v_1);
            __m128i t12 = _mm_unpacklo_epi32(t11, t11);
            __m128i t13 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t10, t12, t13);
            __m128i t14 = _mm_unpackhi_epi32(t11, t11);
            __m128i t15 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t10 + 4, t14, t15);
            long t16 = i_vec + 8L;
            int *t17 = a + 2 * (int)t16;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t16));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t16));
            __m128i t18 = _mm_add_epi32(b_v_2, c_v_2);
            __m128i t19 = _mm_unpacklo_epi32(t18, t18);
            __m128i t20 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t17, t19, t20);
            __m128i t21 = _mm_unpackhi_epi32(t18, t18);
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t17 + 4, t21, t22);
            long t23 = i_vec + 12L;
            int *t24 = a + 2 * (int)t23;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t23));
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t23));
            __m128i t25 = _mm_add_epi32(b_v_3, c_v_3);
            __m128i t26 = _mm_unpacklo_epi32(t25, t25);
            __m128i t27 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t24, t26, t27);
            __m128i t28 = _mm_unpackhi_epi32(t25, t25);
            __m128i t29 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t24 + 4, t28, t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            int *t34 = a + 2 * (int)t33;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t33));
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t33));
            __m128i t35 = _mm_add_epi32(b_v_4, c_v_4);
            __m128i t36 = _mm_unpacklo_epi32(t35, t35);
            __m128i t37 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t34, t36, t37);
            __m128i t38 = _mm_unpackhi_epi32(t35, t35);
            __m128i t39 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t34 + 4, t38, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        a[2 * i] = b[t40] + c[t40];
    }
}

void thirds(int n, float *restrict a, const float *restrict b) {
    int t50;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (3 * (int)i_vec + 1);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t4 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            __m128 t5 = (__m128)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t4, 0, 4, 0, 1);
            __m128 t6 = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t4, 0, 1, 4, 3);
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t3, t6, t7);
            __m128 t8 = (__m128)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t4, 5, 0, 2, 6);
            __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t4, 0, 5, 2, 3);
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t3 + 4, t9, t10);
            __m128 t11 = (__m128)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t4, 0, 3, 7, 0);
            __m128 t12 = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t4, 6, 1, 2, 7);
            __m128i t13 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 0, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t3 + 8, t12, t13);
            long t14 = i_vec + 4L;
            float *t15 = a + (3 * (int)t14 + 1);
            __m128 b_v_1 = _mm_loadu_ps(b + t14);
            __m128 t16 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            __m128 t17 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t16, 0, 4, 0, 1);
            __m128 t18 = (__m128)__builtin_shufflevector((vcc_v4_float)t17, (vcc_v4_float)t16, 0, 1, 4, 3);
            __m128i t19 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t15, t18, t19);
            __m128 t20 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t16, 5, 0, 2, 6);
            __m128 t21 = (__m128)__builtin_shufflevector((vcc_v4_float)t20, (vcc_v4_float)t16, 0, 5, 2, 3);
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t15 + 4, t21, t22);
            __m128 t23 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t16, 0, 3, 7, 0);
            __m128 t24 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t16, 6, 1, 2, 7);
            __m128i t25 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 0, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t15 + 8, t24, t25);
            long t26 = i_vec + 8L;
            float *t27 = a + (3 * (int)t26 + 1);
            __m128 b_v_2 = _mm_loadu_ps(b + t26);
            __m128 t28 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 0, 4, 0, 1);
            __m128 t30 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t28, 0, 1, 4, 3);
            __m128i t31 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t27, t30, t31);
            __m128 t32 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 5, 0, 2, 6);
            __m128 t33 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t28, 0, 5, 2, 3);
            __m128i t34 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t27 + 4, t33, t34);
            __m128 t35 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 0, 3, 7, 0);
            __m128 t36 = (__m128)__builtin_shufflevector((vcc_v4_float)t35, (vcc_v4_float)t28, 6, 1, 2, 7);
            __m128i t37 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 0, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t27 + 8, t36, t37);
            long t38 = i_vec + 12L;
            float *t39 = a + (3 * (int)t38 + 1);
            __m128 b_v_3 = _mm_loadu_ps(b + t38);
            __m128 t40 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            __m128 t41 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t40, 0, 4, 0, 1);
            __m128 t42 = (__m128)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t40, 0, 1, 4, 3);
            __m128i t43 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t39, t42, t43);
            __m128 t44 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t40, 5, 0, 2, 6);
            __m128 t45 = (__m128)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t40, 0, 5, 2, 3);
            __m128i t46 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t39 + 4, t45, t46);
            __m128 t47 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t40, 0, 3, 7, 0);
            __m128 t48 = (__m128)__builtin_shufflevector((vcc_v4_float)t47, (vcc_v4_float)t40, 6, 1, 2, 7);
            __m128i t49 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 0, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t39 + 8, t48, t49);
            i_vec += 16L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 4L) {
        long t52 = t51 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            float *t54 = a + (3 * (int)t53 + 1);
            __m128 b_v_4 = _mm_loadu_ps(b + t53);
            __m128 t55 = _mm_mul_ps(b_v_4, _mm_set1_ps(2.0f));
            __m128 t56 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t55, 0, 4, 0, 1);
            __m128 t57 = (__m128)__builtin_shufflevector((vcc_v4_float)t56, (vcc_v4_float)t55, 0, 1, 4, 3);
            __m128i t58 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t54, t57, t58);
            __m128 t59 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t55, 5, 0, 2, 6);
            __m128 t60 = (__m128)__builtin_shufflevector((vcc_v4_float)t59, (vcc_v4_float)t55, 0, 5, 2, 3);
            __m128i t61 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 0, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t54 + 4, t60, t61);
            __m128 t62 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t55, 0, 3, 7, 0);
            __m128 t63 = (__m128)__builtin_shufflevector((vcc_v4_float)t62, (vcc_v4_float)t55, 6, 1, 2, 7);
            __m128i t64 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 0, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_float, t54 + 8, t63, t64);
            i_vec_1 += 4L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    int t54;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            __m128i b_v = _mm_loadu_si128((const __m128i *)t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_sub_epi32(_mm_setzero_si128(), b_v_1);
            __m128i t6 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v, (vcc_v4_int)b_v, 0, 4, 0, 1);
            __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v4_int)t6, (vcc_v4_int)t5, 0, 1, 4, 3);
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t4 + -2, t7, t8);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v, (vcc_v4_int)b_v, 5, 0, 2, 6);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v4_int)t9, (vcc_v4_int)t5, 0, 5, 2, 3);
            __m128i t11 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t4 + 2, t10, t11);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v, (vcc_v4_int)b_v, 0, 3, 7, 0);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t5, 6, 1, 2, 7);
            __m128i t14 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 1, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t4 + 6, t13, t14);
            long t15 = i_vec + 4L;
            const int *t16 = b + t15;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)t16);
            int *t17 = a + (3 * (int)t15 + 2);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t18 = _mm_sub_epi32(_mm_setzero_si128(), b_v_3);
            __m128i t19 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_2, (vcc_v4_int)b_v_2, 0, 4, 0, 1);
            __m128i t20 = (__m128i)__builtin_shufflevector((vcc_v4_int)t19, (vcc_v4_int)t18, 0, 1, 4, 3);
            __m128i t21 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t17 + -2, t20, t21);
            __m128i t22 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_2, (vcc_v4_int)b_v_2, 5, 0, 2, 6);
            __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t18, 0, 5, 2, 3);
            __m128i t24 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t17 + 2, t23, t24);
            __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_2, (vcc_v4_int)b_v_2, 0, 3, 7, 0);
            __m128i t26 = (__m128i)__builtin_shufflevector((vcc_v4_int)t25, (vcc_v4_int)t18, 6, 1, 2, 7);
            __m128i t27 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 1, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t17 + 6, t26, t27);
            long t28 = i_vec + 8L;
            const int *t29 = b + t28;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)t29);
            int *t30 = a + (3 * (int)t28 + 2);
            __m128i b_v_5 = _mm_loadu_si128((const __m128i *)t29);
            __m128i t31 = _mm_sub_epi32(_mm_setzero_si128(), b_v_5);
            __m128i t32 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_4, (vcc_v4_int)b_v_4, 0, 4, 0, 1);
            __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v4_int)t32, (vcc_v4_int)t31, 0, 1, 4, 3);
            __m128i t34 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t30 + -2, t33, t34);
            __m128i t35 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_4, (vcc_v4_int)b_v_4, 5, 0, 2, 6);
            __m128i t36 = (__m128i)__builtin_shufflevector((vcc_v4_int)t35, (vcc_v4_int)t31, 0, 5, 2, 3);
            __m128i t37 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t30 + 2, t36, t37);
            __m128i t38 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_4, (vcc_v4_int)b_v_4, 0, 3, 7, 0);
            __m128i t39 = (__m128i)__builtin_shufflevector((vcc_v4_int)t38, (vcc_v4_int)t31, 6, 1, 2, 7);
            __m128i t40 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 1, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t30 + 6, t39, t40);
            long t41 = i_vec + 12L;
            const int *t42 = b + t41;
            __m128i b_v_6 = _mm_loadu_si128((const __m128i *)t42);
            int *t43 = a + (3 * (int)t41 + 2);
            __m128i b_v_7 = _mm_loadu_si128((const __m128i *)t42);
            __m128i t44 = _mm_sub_epi32(_mm_setzero_si128(), b_v_7);
            __m128i t45 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_6, (vcc_v4_int)b_v_6, 0, 4, 0, 1);
            __m128i t46 = (__m128i)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)t44, 0, 1, 4, 3);
            __m128i t47 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t43 + -2, t46, t47);
            __m128i t48 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_6, (vcc_v4_int)b_v_6, 5, 0, 2, 6);
            __m128i t49 = (__m128i)__builtin_shufflevector((vcc_v4_int)t48, (vcc_v4_int)t44, 0, 5, 2, 3);
            __m128i t50 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t43 + 2, t49, t50);
            __m128i t51 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_6, (vcc_v4_int)b_v_6, 0, 3, 7, 0);
            __m128i t52 = (__m128i)__builtin_shufflevector((vcc_v4_int)t51, (vcc_v4_int)t44, 6, 1, 2, 7);
            __m128i t53 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 1, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t43 + 6, t52, t53);
            i_vec += 16L;
        } while (i_vec < t2);
        t54 = (int)t2;
    } else {
        t54 = 0;
    }
    long t55 = (long)n + (long)t54 * -1L;
    if (t55 >= 4L) {
        long t56 = t55 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t57 = (long)t54 + i_vec_1;
            const int *t58 = b + t57;
            __m128i b_v_8 = _mm_loadu_si128((const __m128i *)t58);
            int *t59 = a + (3 * (int)t57 + 2);
            __m128i b_v_9 = _mm_loadu_si128((const __m128i *)t58);
            __m128i t60 = _mm_sub_epi32(_mm_setzero_si128(), b_v_9);
            __m128i t61 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_8, (vcc_v4_int)b_v_8, 0, 4, 0, 1);
            __m128i t62 = (__m128i)__builtin_shufflevector((vcc_v4_int)t61, (vcc_v4_int)t60, 0, 1, 4, 3);
            __m128i t63 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t59 + -2, t62, t63);
            __m128i t64 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_8, (vcc_v4_int)b_v_8, 5, 0, 2, 6);
            __m128i t65 = (__m128i)__builtin_shufflevector((vcc_v4_int)t64, (vcc_v4_int)t60, 0, 5, 2, 3);
            __m128i t66 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 1, 0), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t59 + 2, t65, t66);
            __m128i t67 = (__m128i)__builtin_shufflevector((vcc_v4_int)b_v_8, (vcc_v4_int)b_v_8, 0, 3, 7, 0);
            __m128i t68 = (__m128i)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)t60, 6, 1, 2, 7);
            __m128i t69 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 1, 0, 1), _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, t59 + 6, t68, t69);
            i_vec_1 += 4L;
        } while (i_vec_1 < t56);
        i = (int)((long)t54 + t56);
    } else {
        i = t54;
    }
    for (; i < n; i++) {
        int t70 = 3 * i;
        const int *t71 = b + i;
        a[t70] = *t71;
        a[t70 + 2] = -*t71;
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t4 = _mm_add_pd(b_v, _mm_set1_pd(0.5));
            __m128d t5 = _mm_unpacklo_pd(t4, t4);
            __m128i t6 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t3, t5, t6);
            __m128d t7 = _mm_unpackhi_pd(t4, t4);
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t3 + 2, t7, t8);
            long t9 = i_vec + 2L;
            double *t10 = a + (2 * (int)t9 + 1);
            __m128d b_v_1 = _mm_loadu_pd(b + t9);
            __m128d t11 = _mm_add_pd(b_v_1, _mm_set1_pd(0.5));
            __m128d t12 = _mm_unpacklo_pd(t11, t11);
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t10, t12, t13);
            __m128d t14 = _mm_unpackhi_pd(t11, t11);
            __m128i t15 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t10 + 2, t14, t15);
            long t16 = i_vec + 4L;
            double *t17 = a + (2 * (int)t16 + 1);
            __m128d b_v_2 = _mm_loadu_pd(b + t16);
            __m128d t18 = _mm_add_pd(b_v_2, _mm_set1_pd(0.5));
            __m128d t19 = _mm_unpacklo_pd(t18, t18);
            __m128i t20 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t17, t19, t20);
            __m128d t21 = _mm_unpackhi_pd(t18, t18);
            __m128i t22 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t17 + 2, t21, t22);
            long t23 = i_vec + 6L;
            double *t24 = a + (2 * (int)t23 + 1);
            __m128d b_v_3 = _mm_loadu_pd(b + t23);
            __m128d t25 = _mm_add_pd(b_v_3, _mm_set1_pd(0.5));
            __m128d t26 = _mm_unpacklo_pd(t25, t25);
            __m128i t27 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t24, t26, t27);
            __m128d t28 = _mm_unpackhi_pd(t25, t25);
            __m128i t29 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t24 + 2, t28, t29);
            i_vec += 8L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            double *t34 = a + (2 * (int)t33 + 1);
            __m128d b_v_4 = _mm_loadu_pd(b + t33);
            __m128d t35 = _mm_add_pd(b_v_4, _mm_set1_pd(0.5));
            __m128d t36 = _mm_unpacklo_pd(t35, t35);
            __m128i t37 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t34, t36, t37);
            __m128d t38 = _mm_unpackhi_pd(t35, t35);
            __m128i t39 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 0} != (vcc_v2_int){0, 0}, vcc_m2);
            vcc_sse_store_masked(vcc_v2_double, t34 + 2, t38, t39);
            i_vec_1 += 2L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        a[2 * i + 1] = b[i] + 0.5;
    }
}

#define G 1001
static int g[2 * G];
static int gb[G];

void global_evens(void) {
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        __m128i gb_v = _mm_loadu_si128((const __m128i *)&gb[i_vec]);
        __m128i t2 = (__m128i)((vcc_v4_int)gb_v * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t3 = _mm_unpacklo_epi32(t2, t2);
        __m128i t4 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t1, t3, t4);
        __m128i t5 = _mm_unpackhi_epi32(t2, t2);
        __m128i t6 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t1 + 4, t5, t6);
        long t7 = i_vec + 4L;
        int *t8 = &g[2 * (int)t7];
        __m128i gb_v_1 = _mm_loadu_si128((const __m128i *)&gb[t7]);
        __m128i t9 = (__m128i)((vcc_v4_int)gb_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t10 = _mm_unpacklo_epi32(t9, t9);
        __m128i t11 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t8, t10, t11);
        __m128i t12 = _mm_unpackhi_epi32(t9, t9);
        __m128i t13 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t8 + 4, t12, t13);
        long t14 = i_vec + 8L;
        int *t15 = &g[2 * (int)t14];
        __m128i gb_v_2 = _mm_loadu_si128((const __m128i *)&gb[t14]);
        __m128i t16 = (__m128i)((vcc_v4_int)gb_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t17 = _mm_unpacklo_epi32(t16, t16);
        __m128i t18 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t15, t17, t18);
        __m128i t19 = _mm_unpackhi_epi32(t16, t16);
        __m128i t20 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t15 + 4, t19, t20);
        long t21 = i_vec + 12L;
        int *t22 = &g[2 * (int)t21];
        __m128i gb_v_3 = _mm_loadu_si128((const __m128i *)&gb[t21]);
        __m128i t23 = (__m128i)((vcc_v4_int)gb_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t24 = _mm_unpacklo_epi32(t23, t23);
        __m128i t25 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t22, t24, t25);
        __m128i t26 = _mm_unpackhi_epi32(t23, t23);
        __m128i t27 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t22 + 4, t26, t27);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t28 = 992L + i_vec_1;
        int *t29 = &g[2 * (int)t28];
        __m128i gb_v_4 = _mm_loadu_si128((const __m128i *)&gb[t28]);
        __m128i t30 = (__m128i)((vcc_v4_int)gb_v_4 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t31 = _mm_unpacklo_epi32(t30, t30);
        __m128i t32 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t29, t31, t32);
        __m128i t33 = _mm_unpackhi_epi32(t30, t30);
        __m128i t34 = vcc_sse_not(_mm_cmpeq_epi32(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0)));
        vcc_sse_store_masked(vcc_v4_int, t29 + 4, t33, t34);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

int main(void) {
    int n;
    int t1;
    int t37;
    int k;
    int t57;
    int t58;
    int t59;
    int t76;
    int k_1;
    int t83;
    int t95;
    int k_2;
    int t101;
    int t102;
    int t114;
    int k_3;
    int t136;
    int k_4;
    unsigned long long t148;
    unsigned long long t150;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            __m128i t151 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_8 = (vcc_v4_uint)_mm_add_epi32(t151, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:73 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)&g[k_vec_10], (__m128i)k_v_8);
                __m128i t152 = _mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(4));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 4L], t152);
                __m128i t153 = _mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(8));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 8L], t153);
                __m128i t154 = _mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(12));
                _mm_storeu_si128((__m128i *)&g[k_vec_10 + 12L], t154);
                k_vec_10 += 16L;
                k_v_8 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_8, _mm_set1_epi32(16));
            } while (k_vec_10 < 2000L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)(next_rand() % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)hash_bytes((const void *)g, 8008UL));
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        int *b = (int *)t2;
        void *t3 = new_array(n, 4UL);
        int *c = (int *)t3;
        void *t4 = new_array(n, 4UL);
        float *bf = (float *)t4;
        void *t5 = new_array(n, 8UL);
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t3;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t4;
        unsigned long t16 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -8L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:50 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                vcc_v2_int b_v = vcc_load(vcc_v2_int, b + k_vec);
                vcc_v2_float t18 = __builtin_convertvector(b_v, vcc_v2_float);
                vcc_v2_float t19 = t18 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + k_vec, t19);
                vcc_v2_int c_v = vcc_load(vcc_v2_int, c + k_vec);
                __m128d t20 = (__m128d)__builtin_convertvector(c_v, vcc_v2_double);
                __m128d t21 = _mm_mul_pd(t20, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + k_vec, t21);
                long t22 = k_vec + 2L;
                vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t22);
                vcc_v2_float t23 = __builtin_convertvector(b_v_1, vcc_v2_float);
                vcc_v2_float t24 = t23 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t22, t24);
                vcc_v2_int c_v_1 = vcc_load(vcc_v2_int, c + t22);
                __m128d t25 = (__m128d)__builtin_convertvector(c_v_1, vcc_v2_double);
                __m128d t26 = _mm_mul_pd(t25, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t22, t26);
                long t27 = k_vec + 4L;
                vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t27);
                vcc_v2_float t28 = __builtin_convertvector(b_v_2, vcc_v2_float);
                vcc_v2_float t29 = t28 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t27, t29);
                vcc_v2_int c_v_2 = vcc_load(vcc_v2_int, c + t27);
                __m128d t30 = (__m128d)__builtin_convertvector(c_v_2, vcc_v2_double);
                __m128d t31 = _mm_mul_pd(t30, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t27, t31);
                long t32 = k_vec + 6L;
                vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t32);
                vcc_v2_float t33 = __builtin_convertvector(b_v_3, vcc_v2_float);
                vcc_v2_float t34 = t33 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t32, t34);
                vcc_v2_int c_v_3 = vcc_load(vcc_v2_int, c + t32);
                __m128d t35 = (__m128d)__builtin_convertvector(c_v_3, vcc_v2_double);
                __m128d t36 = _mm_mul_pd(t35, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t32, t36);
                k_vec += 8L;
            } while (k_vec < t17);
            t37 = (int)t17;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t2;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t4;
        unsigned long t45 = (unsigned long)t3;
        unsigned long t46 = (unsigned long)t5;
        unsigned long t47 = (unsigned long)t4;
        unsigned long t48 = (unsigned long)t5;
        if ((t38 >= 2L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 8L))) | ((t42 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (((t45 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t37 * 8L))) | ((t46 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t37 * 4L)))) & (((t47 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t37 * 8L))) | ((t48 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t37 * 4L))))) {
            long t49 = t38 & -2L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:50 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, scalar epilogue */
            do {
                long t50 = (long)t37 + k_vec_1;
                vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t50);
                vcc_v2_float t51 = __builtin_convertvector(b_v_4, vcc_v2_float);
                vcc_v2_float t52 = t51 * (vcc_v2_float){0.25f, 0.25f};
                vcc_store(bf + t50, t52);
                vcc_v2_int c_v_4 = vcc_load(vcc_v2_int, c + t50);
                __m128d t53 = (__m128d)__builtin_convertvector(c_v_4, vcc_v2_double);
                __m128d t54 = _mm_mul_pd(t53, _mm_set1_pd(0.125));
                _mm_storeu_pd(bd + t50, t54);
                k_vec_1 += 2L;
            } while (k_vec_1 < t49);
            k = (int)((long)t37 + t49);
        } else {
            k = t37;
        }
        for (; k < n; k++) {
            long t55 = (long)k;
            bf[t55] = (float)b[t55] * 0.25f;
            bd[t55] = (double)c[t55] * 0.125;
        }
        int t56 = n > 0;
        if (t56) {
            t57 = 2 * n - 1;
        } else {
            t57 = 0;
        }
        int *a2 = (int *)new_array(t57, 4UL);
        if (t56) {
            t58 = 3 * n - 1;
        } else {
            t58 = 0;
        }
        float *a3 = (float *)new_array(t58, 4UL);
        if (t56) {
            t59 = 3 * n;
        } else {
            t59 = 0;
        }
        int *a23 = (int *)new_array(t59, 4UL);
        int t60 = 2 * n;
        double *ad = (double *)new_array(t60, 8UL);
        long t61 = (long)n * 2L + -1L;
        if (t61 >= 16L) {
            long t62 = t61 & -16L;
            __m128i t63 = _mm_set1_epi32(0);
            vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t63, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t64 = (__m128i)((vcc_v4_int)_mm_set1_epi32(7) * (vcc_v4_int)(__m128i)k_v);
                __m128i t65 = _mm_add_epi32(t64, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + k_vec_2), t65);
                __m128i t66 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                __m128i t67 = (__m128i)((vcc_v4_int)_mm_set1_epi32(7) * (vcc_v4_int)t66);
                __m128i t68 = _mm_add_epi32(t67, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 4L)), t68);
                __m128i t69 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                __m128i t70 = (__m128i)((vcc_v4_int)_mm_set1_epi32(7) * (vcc_v4_int)t69);
                __m128i t71 = _mm_add_epi32(t70, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 8L)), t71);
                __m128i t72 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
                __m128i t73 = (__m128i)((vcc_v4_int)_mm_set1_epi32(7) * (vcc_v4_int)t72);
                __m128i t74 = _mm_add_epi32(t73, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + (k_vec_2 + 12L)), t74);
                k_vec_2 += 16L;
                __m128i t75 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
                if (k_vec_2 >= t62) {
                    break;
                }
                k_v = (vcc_v4_uint)t75;
            }
            t76 = (int)t62;
        } else {
            t76 = 0;
        }
        long t77 = (long)n * 2L + (long)t76 * -1L + -1L;
        if (t77 >= 4L) {
            long t78 = t77 & -4L;
            __m128i t79 = _mm_set1_epi32((int)t76);
            vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t79, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t80 = (__m128i)((vcc_v4_int)_mm_set1_epi32(7) * (vcc_v4_int)(__m128i)k_v_1);
                __m128i t81 = _mm_add_epi32(t80, _mm_set1_epi32(1));
                _mm_storeu_si128((__m128i *)(a2 + ((long)t76 + k_vec_3)), t81);
                k_vec_3 += 4L;
                __m128i t82 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
                if (k_vec_3 >= t78) {
                    break;
                }
                k_v_1 = (vcc_v4_uint)t82;
            }
            k_1 = (int)((long)t76 + t78);
        } else {
            k_1 = t76;
        }
        for (;; k_1++) {
            t83 = t60 - 1;
            if (k_1 >= t83) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t84 = (long)n * 3L + -1L;
        if (t84 >= 16L) {
            long t85 = t84 & -16L;
            __m128i t86 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_2 = (vcc_v4_uint)_mm_add_epi32(t86, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t87 = _mm_cvtepi32_ps((__m128i)k_v_2);
                _mm_storeu_ps(a3 + k_vec_4, t87);
                __m128i t88 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(4));
                __m128 t89 = _mm_cvtepi32_ps(t88);
                _mm_storeu_ps(a3 + (k_vec_4 + 4L), t89);
                __m128i t90 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(8));
                __m128 t91 = _mm_cvtepi32_ps(t90);
                _mm_storeu_ps(a3 + (k_vec_4 + 8L), t91);
                __m128i t92 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(12));
                __m128 t93 = _mm_cvtepi32_ps(t92);
                _mm_storeu_ps(a3 + (k_vec_4 + 12L), t93);
                k_vec_4 += 16L;
                __m128i t94 = _mm_add_epi32((__m128i)k_v_2, _mm_set1_epi32(16));
                if (k_vec_4 >= t85) {
                    break;
                }
                k_v_2 = (vcc_v4_uint)t94;
            }
            t95 = (int)t85;
        } else {
            t95 = 0;
        }
        long t96 = (long)n * 3L + (long)t95 * -1L + -1L;
        if (t96 >= 4L) {
            long t97 = t96 & -4L;
            __m128i t98 = _mm_set1_epi32((int)t95);
            vcc_v4_uint k_v_3 = (vcc_v4_uint)_mm_add_epi32(t98, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t99 = _mm_cvtepi32_ps((__m128i)k_v_3);
                _mm_storeu_ps(a3 + ((long)t95 + k_vec_5), t99);
                k_vec_5 += 4L;
                __m128i t100 = _mm_add_epi32((__m128i)k_v_3, _mm_set1_epi32(4));
                if (k_vec_5 >= t97) {
                    break;
                }
                k_v_3 = (vcc_v4_uint)t100;
            }
            k_2 = (int)((long)t95 + t97);
        } else {
            k_2 = t95;
        }
        for (;; k_2++) {
            t101 = 3 * n;
            t102 = t101 - 1;
            if (k_2 >= t102) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t103 = (long)n * 3L;
        if (t103 >= 16L) {
            long t104 = t103 & -16L;
            __m128i t105 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_4 = (vcc_v4_uint)_mm_add_epi32(t105, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t106 = _mm_sub_epi32(_mm_set1_epi32(5), (__m128i)k_v_4);
                _mm_storeu_si128((__m128i *)(a23 + k_vec_6), t106);
                __m128i t107 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(4));
                __m128i t108 = _mm_sub_epi32(_mm_set1_epi32(5), t107);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 4L)), t108);
                __m128i t109 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(8));
                __m128i t110 = _mm_sub_epi32(_mm_set1_epi32(5), t109);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 8L)), t110);
                __m128i t111 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(12));
                __m128i t112 = _mm_sub_epi32(_mm_set1_epi32(5), t111);
                _mm_storeu_si128((__m128i *)(a23 + (k_vec_6 + 12L)), t112);
                k_vec_6 += 16L;
                __m128i t113 = _mm_add_epi32((__m128i)k_v_4, _mm_set1_epi32(16));
                if (k_vec_6 >= t104) {
                    break;
                }
                k_v_4 = (vcc_v4_uint)t113;
            }
            t114 = (int)t104;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 3L + (long)t114 * -1L;
        if (t115 >= 4L) {
            long t116 = t115 & -4L;
            __m128i t117 = _mm_set1_epi32((int)t114);
            vcc_v4_uint k_v_5 = (vcc_v4_uint)_mm_add_epi32(t117, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t118 = _mm_sub_epi32(_mm_set1_epi32(5), (__m128i)k_v_5);
                _mm_storeu_si128((__m128i *)(a23 + ((long)t114 + k_vec_7)), t118);
                k_vec_7 += 4L;
                __m128i t119 = _mm_add_epi32((__m128i)k_v_5, _mm_set1_epi32(4));
                if (k_vec_7 >= t116) {
                    break;
                }
                k_v_5 = (vcc_v4_uint)t119;
            }
            k_3 = (int)((long)t114 + t116);
        } else {
            k_3 = t114;
        }
        for (; k_3 < t101; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t120 = (long)n * 2L;
        if (t120 >= 8L) {
            long t121 = t120 & -8L;
            vcc_v2_int t122 = (vcc_v2_int){0, 0};
            vcc_v2_uint t123 = (vcc_v2_uint)t122;
            vcc_v2_uint k_v_6 = t123 + (vcc_v2_uint){0U, 1U};
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int k_v_9 = (vcc_v2_int)k_v_6;
                __m128d t124 = (__m128d)__builtin_convertvector(k_v_9, vcc_v2_double);
                __m128d t125 = _mm_xor_pd(t124, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + k_vec_8, t125);
                vcc_v2_uint t126 = k_v_6 + (vcc_v2_uint){2U, 2U};
                vcc_v2_int k_v_10 = (vcc_v2_int)t126;
                __m128d t127 = (__m128d)__builtin_convertvector(k_v_10, vcc_v2_double);
                __m128d t128 = _mm_xor_pd(t127, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 2L), t128);
                vcc_v2_uint t129 = k_v_6 + (vcc_v2_uint){4U, 4U};
                vcc_v2_int k_v_11 = (vcc_v2_int)t129;
                __m128d t130 = (__m128d)__builtin_convertvector(k_v_11, vcc_v2_double);
                __m128d t131 = _mm_xor_pd(t130, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 4L), t131);
                vcc_v2_uint t132 = k_v_6 + (vcc_v2_uint){6U, 6U};
                vcc_v2_int k_v_12 = (vcc_v2_int)t132;
                __m128d t133 = (__m128d)__builtin_convertvector(k_v_12, vcc_v2_double);
                __m128d t134 = _mm_xor_pd(t133, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + (k_vec_8 + 6L), t134);
                k_vec_8 += 8L;
                vcc_v2_uint t135 = k_v_6 + (vcc_v2_uint){8U, 8U};
                if (k_vec_8 >= t121) {
                    break;
                }
                k_v_6 = t135;
            }
            t136 = (int)t121;
        } else {
            t136 = 0;
        }
        long t137 = (long)n * 2L + (long)t136 * -1L;
        if (t137 >= 2L) {
            long t138 = t137 & -2L;
            vcc_v2_int t139 = (vcc_v2_int){t136, t136};
            vcc_v2_uint t140 = (vcc_v2_uint)t139;
            vcc_v2_uint k_v_7 = t140 + (vcc_v2_uint){0U, 1U};
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int k_v_13 = (vcc_v2_int)k_v_7;
                __m128d t141 = (__m128d)__builtin_convertvector(k_v_13, vcc_v2_double);
                __m128d t142 = _mm_xor_pd(t141, _mm_set1_pd(-0.0));
                _mm_storeu_pd(ad + ((long)t136 + k_vec_9), t142);
                k_vec_9 += 2L;
                vcc_v2_uint t143 = k_v_7 + (vcc_v2_uint){2U, 2U};
                if (k_vec_9 >= t138) {
                    break;
                }
                k_v_7 = t143;
            }
            k_4 = (int)((long)t136 + t138);
        } else {
            k_4 = t136;
        }
        for (; k_4 < t60; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t144 = b;
        evens(n, a2, t144, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t144);
        odd_doubles(n, ad, bd);
        unsigned long long t145 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t60 * 8UL);
        unsigned long long t146 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t101 * 4UL);
        if (t56) {
            unsigned long t147 = hash_bytes((const void *)a3, (unsigned long)t102 * 4UL);
            t148 = (unsigned long long)t147;
        } else {
            t148 = 0ULL;
        }
        if (t56) {
            unsigned long t149 = hash_bytes((const void *)a2, (unsigned long)t83 * 4UL);
            t150 = (unsigned long long)t149;
        } else {
            t150 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t150, t148, t146, t145);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
