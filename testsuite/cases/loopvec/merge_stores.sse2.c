/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_flip_epi8(X) _mm_xor_si128((X), _mm_set1_epi8(-128))

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=4 neon=4 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    int t26;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t_v = _mm_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(b_v, t_v);
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            __m128i c_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t4);
            __m128i t5 = _mm_add_epi32(c_v, _mm_set1_epi32(1));
            __m128i t6 = (__m128i)((vcc_v4_uint)_mm_set1_epi32(2) * (vcc_v4_uint)b_v);
            __m128i t7 = vcc_sse2_blendv_epi8(t5, t6, t3);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_cmpgt_epi32(b_v_1, t_v);
            __m128i t10 = (__m128i)~(vcc_m4)t9;
            __m128i c_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)c + (unsigned long)t8 * 4UL), t10);
            __m128i t11 = _mm_add_epi32(c_v_1, _mm_set1_epi32(1));
            __m128i t12 = (__m128i)((vcc_v4_uint)_mm_set1_epi32(2) * (vcc_v4_uint)b_v_1);
            __m128i t13 = vcc_sse2_blendv_epi8(t11, t12, t9);
            _mm_storeu_si128((__m128i *)(a + t8), t13);
            long t14 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_cmpgt_epi32(b_v_2, t_v);
            __m128i t16 = (__m128i)~(vcc_m4)t15;
            __m128i c_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)c + (unsigned long)t14 * 4UL), t16);
            __m128i t17 = _mm_add_epi32(c_v_2, _mm_set1_epi32(1));
            __m128i t18 = (__m128i)((vcc_v4_uint)_mm_set1_epi32(2) * (vcc_v4_uint)b_v_2);
            __m128i t19 = vcc_sse2_blendv_epi8(t17, t18, t15);
            _mm_storeu_si128((__m128i *)(a + t14), t19);
            long t20 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = _mm_cmpgt_epi32(b_v_3, t_v);
            __m128i t22 = (__m128i)~(vcc_m4)t21;
            __m128i c_v_3 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)c + (unsigned long)t20 * 4UL), t22);
            __m128i t23 = _mm_add_epi32(c_v_3, _mm_set1_epi32(1));
            __m128i t24 = (__m128i)((vcc_v4_uint)_mm_set1_epi32(2) * (vcc_v4_uint)b_v_3);
            __m128i t25 = vcc_sse2_blendv_epi8(t23, t24, t21);
            _mm_storeu_si128((__m128i *)(a + t20), t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        __m128i t_v_1 = _mm_set1_epi32((int)t);
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t30 = _mm_cmpgt_epi32(b_v_4, t_v_1);
            __m128i t31 = (__m128i)~(vcc_m4)t30;
            __m128i c_v_4 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)c + (unsigned long)t29 * 4UL), t31);
            __m128i t32 = _mm_add_epi32(c_v_4, _mm_set1_epi32(1));
            __m128i t33 = (__m128i)((vcc_v4_uint)_mm_set1_epi32(2) * (vcc_v4_uint)b_v_4);
            __m128i t34 = vcc_sse2_blendv_epi8(t32, t33, t30);
            _mm_storeu_si128((__m128i *)(a + t29), t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    while (i < n) {
        long t35 = (long)i;
        int t36 = b[t35];
        if (t36 > t) {
            t37 = 2 * t36;
        } else {
            t37 = c[t35] + 1;
        }
        a[t35] = t37;
        i++;
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    int t38;
    int i;
    float t53;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = b + i_vec;
            __m128 b_v = _mm_loadu_ps(t3);
            __m128i t4 = _mm_castps_si128(_mm_cmplt_ps(b_v, _mm_set1_ps(0.5f)));
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            __m128i t6 = (__m128i)(vcc_m4)((vcc_v4_int)t5 == (vcc_v4_int){0});
            __m128i t7 = (__m128i)~(vcc_m4)t6;
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)d + (unsigned long)i_vec * 4UL), b_v, t7);
            __m128 b_v_1 = _mm_loadu_ps(t3);
            __m128 t8 = _mm_xor_ps(b_v_1, _mm_set1_ps(-0.0f));
            __m128 t9 = _mm_mul_ps(b_v, _mm_set1_ps(3.0f));
            __m128 t10 = vcc_sse2_blendv_ps(t8, t9, _mm_castsi128_ps(t6));
            _mm_storeu_ps(a + i_vec, t10);
            long t11 = i_vec + 4L;
            const float *t12 = b + t11;
            __m128 b_v_2 = _mm_loadu_ps(t12);
            __m128i t13 = _mm_castps_si128(_mm_cmplt_ps(b_v_2, _mm_set1_ps(0.5f)));
            __m128i t14 = (__m128i)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
            __m128i t15 = (__m128i)(vcc_m4)((vcc_v4_int)t14 == (vcc_v4_int){0});
            __m128i t16 = (__m128i)~(vcc_m4)t15;
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)d + (unsigned long)t11 * 4UL), b_v_2, t16);
            __m128 b_v_3 = _mm_loadu_ps(t12);
            __m128 t17 = _mm_xor_ps(b_v_3, _mm_set1_ps(-0.0f));
            __m128 t18 = _mm_mul_ps(b_v_2, _mm_set1_ps(3.0f));
            __m128 t19 = vcc_sse2_blendv_ps(t17, t18, _mm_castsi128_ps(t15));
            _mm_storeu_ps(a + t11, t19);
            long t20 = i_vec + 8L;
            const float *t21 = b + t20;
            __m128 b_v_4 = _mm_loadu_ps(t21);
            __m128i t22 = _mm_castps_si128(_mm_cmplt_ps(b_v_4, _mm_set1_ps(0.5f)));
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            __m128i t24 = (__m128i)(vcc_m4)((vcc_v4_int)t23 == (vcc_v4_int){0});
            __m128i t25 = (__m128i)~(vcc_m4)t24;
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)d + (unsigned long)t20 * 4UL), b_v_4, t25);
            __m128 b_v_5 = _mm_loadu_ps(t21);
            __m128 t26 = _mm_xor_ps(b_v_5, _mm_set1_ps(-0.0f));
            __m128 t27 = _mm_mul_ps(b_v_4, _mm_set1_ps(3.0f));
            __m128 t28 = vcc_sse2_blendv_ps(t26, t27, _mm_castsi128_ps(t24));
            _mm_storeu_ps(a + t20, t28);
            long t29 = i_vec + 12L;
            const float *t30 = b + t29;
            __m128 b_v_6 = _mm_loadu_ps(t30);
            __m128i t31 = _mm_castps_si128(_mm_cmplt_ps(b_v_6, _mm_set1_ps(0.5f)));
            __m128i t32 = (__m128i)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
            __m128i t33 = (__m128i)(vcc_m4)((vcc_v4_int)t32 == (vcc_v4_int){0});
            __m128i t34 = (__m128i)~(vcc_m4)t33;
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)d + (unsigned long)t29 * 4UL), b_v_6, t34);
            __m128 b_v_7 = _mm_loadu_ps(t30);
            __m128 t35 = _mm_xor_ps(b_v_7, _mm_set1_ps(-0.0f));
            __m128 t36 = _mm_mul_ps(b_v_6, _mm_set1_ps(3.0f));
            __m128 t37 = vcc_sse2_blendv_ps(t35, t36, _mm_castsi128_ps(t33));
            _mm_storeu_ps(a + t29, t37);
            i_vec += 16L;
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            const float *t42 = b + t41;
            __m128 b_v_8 = _mm_loadu_ps(t42);
            __m128i t43 = _mm_castps_si128(_mm_cmplt_ps(b_v_8, _mm_set1_ps(0.5f)));
            __m128i t44 = (__m128i)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
            __m128i t45 = (__m128i)(vcc_m4)((vcc_v4_int)t44 == (vcc_v4_int){0});
            __m128i t46 = (__m128i)~(vcc_m4)t45;
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)d + (unsigned long)t41 * 4UL), b_v_8, t46);
            __m128 b_v_9 = _mm_loadu_ps(t42);
            __m128 t47 = _mm_xor_ps(b_v_9, _mm_set1_ps(-0.0f));
            __m128 t48 = _mm_mul_ps(b_v_8, _mm_set1_ps(3.0f));
            __m128 t49 = vcc_sse2_blendv_ps(t47, t48, _mm_castsi128_ps(t45));
            _mm_storeu_ps(a + t41, t49);
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    while (i < n) {
        long t50 = (long)i;
        const float *t51 = b + t50;
        float t52 = *t51;
        if (!(t52 < 0.5f)) {
            t53 = t52 * 3.0f;
        } else {
            d[t50] = t52;
            t53 = -*t51;
        }
        a[t50] = t53;
        i++;
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
void reads_between(int n, int *restrict a, const int *restrict b) {
    int t23;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_and_si128(b_v, _mm_set1_epi32(1));
            __m128i t5 = vcc_sse_not(_mm_cmpeq_epi32(t4, _mm_set1_epi32(0)));
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t6 = _mm_add_epi32(a_v, _mm_set1_epi32(7));
            __m128i t7 = vcc_sse2_blendv_epi8(t6, b_v, t5);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_and_si128(b_v_1, _mm_set1_epi32(1));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(t9, _mm_set1_epi32(0)));
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t11 = _mm_add_epi32(a_v_1, _mm_set1_epi32(7));
            __m128i t12 = vcc_sse2_blendv_epi8(t11, b_v_1, t10);
            _mm_storeu_si128((__m128i *)(a + t8), t12);
            long t13 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_and_si128(b_v_2, _mm_set1_epi32(1));
            __m128i t15 = vcc_sse_not(_mm_cmpeq_epi32(t14, _mm_set1_epi32(0)));
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t16 = _mm_add_epi32(a_v_2, _mm_set1_epi32(7));
            __m128i t17 = vcc_sse2_blendv_epi8(t16, b_v_2, t15);
            _mm_storeu_si128((__m128i *)(a + t13), t17);
            long t18 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m128i t19 = _mm_and_si128(b_v_3, _mm_set1_epi32(1));
            __m128i t20 = vcc_sse_not(_mm_cmpeq_epi32(t19, _mm_set1_epi32(0)));
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t18));
            __m128i t21 = _mm_add_epi32(a_v_3, _mm_set1_epi32(7));
            __m128i t22 = vcc_sse2_blendv_epi8(t21, b_v_3, t20);
            _mm_storeu_si128((__m128i *)(a + t18), t22);
            i_vec += 16L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t26));
            __m128i t27 = _mm_and_si128(b_v_4, _mm_set1_epi32(1));
            __m128i t28 = vcc_sse_not(_mm_cmpeq_epi32(t27, _mm_set1_epi32(0)));
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t26));
            __m128i t29 = _mm_add_epi32(a_v_4, _mm_set1_epi32(7));
            __m128i t30 = vcc_sse2_blendv_epi8(t29, b_v_4, t28);
            _mm_storeu_si128((__m128i *)(a + t26), t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    while (i < n) {
        long t31 = (long)i;
        int t1 = b[t31];
        if (!(t1 & 1)) {
            t1 = a[t31] + 7;
        }
        a[t31] = t1;
        i++;
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more; on
   sse4.2 and neon, two stores lane by lane are two branches per element where the scalar loop
   takes one). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
void nested(int n, short *restrict a, const short *restrict b, int k) {
    for (int i = 0; i < n; i++) {
        if (b[i] > k) {
            if (b[i] & 2)
                a[i] = 1;
            else
                a[i] = 2;
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    int t12;
    int i;
    unsigned char t22;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:66 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_set1_epi8((char)100)), vcc_sse_flip_epi8(b_v));
            __m128i t4 = _mm_sub_epi8(b_v, _mm_set1_epi8((char)100));
            __m128i t5 = _mm_add_epi8(b_v, _mm_set1_epi8((char)50));
            __m128i t6 = vcc_sse2_blendv_epi8(t4, t5, t3);
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            long t7 = i_vec + 16L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = _mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_set1_epi8((char)100)), vcc_sse_flip_epi8(b_v_1));
            __m128i t9 = _mm_sub_epi8(b_v_1, _mm_set1_epi8((char)100));
            __m128i t10 = _mm_add_epi8(b_v_1, _mm_set1_epi8((char)50));
            __m128i t11 = vcc_sse2_blendv_epi8(t9, t10, t8);
            _mm_storeu_si128((__m128i *)(a + t7), t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:66 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m128i t16 = _mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_set1_epi8((char)100)), vcc_sse_flip_epi8(b_v_2));
            __m128i t17 = _mm_sub_epi8(b_v_2, _mm_set1_epi8((char)100));
            __m128i t18 = _mm_add_epi8(b_v_2, _mm_set1_epi8((char)50));
            __m128i t19 = vcc_sse2_blendv_epi8(t17, t18, t16);
            _mm_storeu_si128((__m128i *)(a + t15), t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    while (i < n) {
        long t20 = (long)i;
        int t21 = (int)b[t20];
        if (t21 < 100) {
            t22 = (unsigned char)(t21 + 50);
        } else {
            t22 = (unsigned char)(t21 - 100);
        }
        a[t20] = t22;
        i++;
    }
}

int main(void) {
    int n;
    int t3;
    int t50;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int t4 = 2 * n;
        int *a2 = (int *)new_array(t4, 4UL);
        void *t5 = new_array(n, 4UL);
        float *fa = (float *)t5;
        void *t6 = new_array(n, 4UL);
        float *fd = (float *)t6;
        void *t7 = new_array(n, 4UL);
        float *fb = (float *)t7;
        short *sa = (short *)new_array(n, 2UL);
        short *sb = (short *)new_array(n, 2UL);
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t4; fill_idx_3++) {
            a2[fill_idx_3] = (int)(next_rand() % 10U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(int)(next_rand() % 10U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)(next_rand() % 100U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(int)(next_rand() % 256U);
        }
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t5;
        unsigned long t10 = (unsigned long)t6;
        long t11 = (long)((unsigned long)t6 - (unsigned long)t5);
        unsigned long t12 = (unsigned long)t5;
        unsigned long t13 = (unsigned long)t7;
        long t14 = (long)((unsigned long)t5 - (unsigned long)t7);
        unsigned long t15 = (unsigned long)t6;
        unsigned long t16 = (unsigned long)t7;
        long t17 = (long)((unsigned long)t6 - (unsigned long)t7);
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L))) & 1) {
            long t18 = t8 & -16L;
            __m128i t19 = _mm_set1_epi32(0);
            __m128i t20 = _mm_add_epi32(t19, _mm_setr_epi32(0, 37, 74, 11));
            __m128i t21 = _mm_cmpgt_epi32(t20, _mm_set1_epi32(99));
            __m128i t22 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t21, _mm_set1_epi32(100)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t20, t22);
            long i_vec = 0L;
            /* vcc: loop at merge_stores.c:90 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 91:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t23 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t24 = _mm_div_ps(t23, _mm_set1_ps(100.0f));
                _mm_storeu_ps(fb + i_vec, t24);
                _mm_storeu_ps(fa + i_vec, _mm_set1_ps(9.0f));
                _mm_storeu_ps(fd + i_vec, _mm_set1_ps(8.0f));
                long t25 = i_vec + 4L;
                __m128i t26 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(48));
                __m128i t27 = _mm_cmpgt_epi32(t26, _mm_set1_epi32(99));
                __m128i t28 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, _mm_set1_epi32(100)); });
                __m128i t29 = _mm_sub_epi32(t26, t28);
                __m128 t30 = _mm_cvtepi32_ps(t29);
                __m128 t31 = _mm_div_ps(t30, _mm_set1_ps(100.0f));
                _mm_storeu_ps(fb + t25, t31);
                _mm_storeu_ps(fa + t25, _mm_set1_ps(9.0f));
                _mm_storeu_ps(fd + t25, _mm_set1_ps(8.0f));
                long t32 = i_vec + 8L;
                __m128i t33 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(96));
                __m128i t34 = _mm_cmpgt_epi32(t33, _mm_set1_epi32(99));
                __m128i t35 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, _mm_set1_epi32(100)); });
                __m128i t36 = _mm_sub_epi32(t33, t35);
                __m128 t37 = _mm_cvtepi32_ps(t36);
                __m128 t38 = _mm_div_ps(t37, _mm_set1_ps(100.0f));
                _mm_storeu_ps(fb + t32, t38);
                _mm_storeu_ps(fa + t32, _mm_set1_ps(9.0f));
                _mm_storeu_ps(fd + t32, _mm_set1_ps(8.0f));
                long t39 = i_vec + 12L;
                __m128i t40 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(44));
                __m128i t41 = _mm_cmpgt_epi32(t40, _mm_set1_epi32(99));
                __m128i t42 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t41, _mm_set1_epi32(100)); });
                __m128i t43 = _mm_sub_epi32(t40, t42);
                __m128 t44 = _mm_cvtepi32_ps(t43);
                __m128 t45 = _mm_div_ps(t44, _mm_set1_ps(100.0f));
                _mm_storeu_ps(fb + t39, t45);
                _mm_storeu_ps(fa + t39, _mm_set1_ps(9.0f));
                _mm_storeu_ps(fd + t39, _mm_set1_ps(8.0f));
                i_vec += 16L;
                __m128i t46 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(92));
                __m128i t47 = _mm_cmpgt_epi32(t46, _mm_set1_epi32(99));
                __m128i t48 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t47, _mm_set1_epi32(100)); });
                __m128i t49 = _mm_sub_epi32(t46, t48);
                if (i_vec >= t18) {
                    break;
                }
                t1 = (vcc_v4_int)t49;
            }
            t50 = (int)t18;
        } else {
            t50 = 0;
        }
        long t51 = (long)n + (long)t50 * -1L;
        unsigned long t52 = (unsigned long)t5;
        unsigned long t53 = (unsigned long)t6;
        long t54 = (long)((unsigned long)t6 + (unsigned long)((long)t50 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t50 * 4L)));
        unsigned long t55 = (unsigned long)t5;
        unsigned long t56 = (unsigned long)t7;
        long t57 = (long)((unsigned long)t5 + (unsigned long)((long)t50 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t50 * 4L)));
        unsigned long t58 = (unsigned long)t6;
        unsigned long t59 = (unsigned long)t7;
        long t60 = (long)((unsigned long)t6 + (unsigned long)((long)t50 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t50 * 4L)));
        int t61 = (int)((unsigned int)t50 * 37U);
        if ((t51 >= 4L) & (((t52 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t50 * 4L))) | ((t53 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t50 * 4L))) | ((t54 <= 0L) | (t54 >= 16L))) & (((t55 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t50 * 4L))) | ((t56 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t50 * 4L))) | ((t57 <= 0L) | (t57 >= 16L))) & (((t58 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t50 * 4L))) | ((t59 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t50 * 4L))) | ((t60 <= 0L) | (t60 >= 16L))) & (t61 >= 0)) {
            long t62 = t51 & -4L;
            __m128i t63 = _mm_set1_epi32((int)(t61 % 100));
            __m128i t64 = _mm_add_epi32(t63, _mm_setr_epi32(0, 37, 74, 11));
            __m128i t65 = _mm_cmpgt_epi32(t64, _mm_set1_epi32(99));
            __m128i t66 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t65, _mm_set1_epi32(100)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t64, t66);
            long i_vec_1 = 0L;
            /* vcc: loop at merge_stores.c:90 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t67 = (long)t50 + i_vec_1;
                __m128 t68 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t69 = _mm_div_ps(t68, _mm_set1_ps(100.0f));
                _mm_storeu_ps(fb + t67, t69);
                _mm_storeu_ps(fa + t67, _mm_set1_ps(9.0f));
                _mm_storeu_ps(fd + t67, _mm_set1_ps(8.0f));
                i_vec_1 += 4L;
                __m128i t70 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(48));
                __m128i t71 = _mm_cmpgt_epi32(t70, _mm_set1_epi32(99));
                __m128i t72 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t71, _mm_set1_epi32(100)); });
                __m128i t73 = _mm_sub_epi32(t70, t72);
                if (i_vec_1 >= t62) {
                    break;
                }
                t2 = (vcc_v4_int)t73;
            }
            i = (int)((long)t50 + t62);
        } else {
            i = t50;
        }
        for (; i < n; i++) {
            long t74 = (long)i;
            fb[t74] = (float)(i * 37 % 100) / 100.0f;
            fa[t74] = 9.0f;
            fd[t74] = 8.0f;
        }
        printf("n=%d", n);
        const int *t75 = b;
        both_sides(n, 10, a, t75, c);
        unsigned long t76 = (unsigned long)n;
        unsigned long t77 = t76 * 4UL;
        const void *t78 = (const void *)a;
        printf(" both=%llx", (unsigned long long)hash_bytes(t78, t77));
        with_other_store(n, fa, fd, fb);
        unsigned long t79 = hash_bytes((const void *)fd, t77);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, t77), (unsigned long long)t79);
        reads_between(n, a, t75);
        printf(" reads=%llx", (unsigned long long)hash_bytes(t78, t77));
        other_elements(n, a2, t75);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)t4 * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, t76 * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, t76 * 1UL));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)a2);
        free((void *)fa);
        free((void *)fd);
        free((void *)fb);
        free((void *)sa);
        free((void *)sb);
        free((void *)ua);
        free((void *)ub);
    }
}
