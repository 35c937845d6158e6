/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })

/* vcc-test: expect-vectorized generic=6 avx2=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
void store_positive(int n, int *restrict b, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(0));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL), a_v, t3);
            long t4 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i t5 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t4 * 4UL), a_v_1, t5);
            long t6 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(0));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t6 * 4UL), a_v_2, t7);
            long t8 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(0));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t8 * 4UL), a_v_3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t14 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(0));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t13 * 4UL), a_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = a[t15];
        if (t16 > 0) {
            b[t15] = t16;
        }
    }
}

void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = vcc_sse2_max_epi32(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = vcc_sse2_max_epi32(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            long t7 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = vcc_sse2_max_epi32(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t7), t8);
            long t9 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = vcc_sse2_max_epi32(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t9), t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = vcc_sse2_max_epi32(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t14), t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int *t17 = c + t16;
        int t1 = a[t16];
        int t18 = b[t16];
        if (t1 <= t18) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

void odd_even(int n, int *restrict c, const int *restrict a) {
    int t14;
    int i;
    int t25;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_and_si128(a_v, _mm_set1_epi32(1));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi32(t3, _mm_set1_epi32(0)));
            __m128i t5 = (__m128i)((vcc_v4_int)a_v / (vcc_v4_int)_mm_set1_epi32(2));
            __m128i t6 = (__m128i)((vcc_v4_uint)a_v * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i t7 = vcc_sse2_blendv_epi8(t5, t6, t4);
            _mm_storeu_si128((__m128i *)(c + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = _mm_and_si128(a_v_1, _mm_set1_epi32(1));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(t9, _mm_set1_epi32(0)));
            __m128i t11 = (__m128i)((vcc_v4_int)a_v_1 / (vcc_v4_int)_mm_set1_epi32(2));
            __m128i t12 = (__m128i)((vcc_v4_uint)a_v_1 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i t13 = vcc_sse2_blendv_epi8(t11, t12, t10);
            _mm_storeu_si128((__m128i *)(c + t8), t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i t18 = _mm_and_si128(a_v_2, _mm_set1_epi32(1));
            __m128i t19 = vcc_sse_not(_mm_cmpeq_epi32(t18, _mm_set1_epi32(0)));
            __m128i t20 = (__m128i)((vcc_v4_int)a_v_2 / (vcc_v4_int)_mm_set1_epi32(2));
            __m128i t21 = (__m128i)((vcc_v4_uint)a_v_2 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i t22 = vcc_sse2_blendv_epi8(t20, t21, t19);
            _mm_storeu_si128((__m128i *)(c + t17), t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    while (i < n) {
        long t23 = (long)i;
        int t24 = a[t23];
        if (t24 & 1) {
            t25 = t24 * 3;
        } else {
            t25 = t24 / 2;
        }
        c[t23] = t25;
        i++;
    }
}

int sum_above(int n, const int *a, int t) {
    int t14;
    int t15;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t_v = _mm_set1_epi32((int)t);
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at cond.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(a_v, t_v);
            __m128i t4 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t3, a_v); });
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_cmpgt_epi32(a_v_1, t_v);
            __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, a_v_1); });
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_cmpgt_epi32(a_v_2, t_v);
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, a_v_2); });
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_cmpgt_epi32(a_v_3, t_v);
            __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, a_v_3); });
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)s_v_2);
        __m128i t13 = _mm_add_epi32(t12, (__m128i)s_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        __m128i t_v_1 = _mm_set1_epi32((int)t);
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at cond.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_cmpgt_epi32(a_v_4, t_v_1);
            __m128i t19 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t18, a_v_4); });
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (int)((unsigned int)t15 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++, s = s_1) {
        int t20 = a[i];
        if (t20 > t) {
            s_1 = s + t20;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void nested(int n, float *restrict c, const float *restrict a) {
    int t42;
    int i;
    float t57;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(a_v, _mm_set1_ps(0.0f)));
            __m128 t4 = _mm_xor_ps(a_v, _mm_set1_ps(-0.0f));
            __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(a_v, _mm_set1_ps(100.0f)));
            __m128i t6 = (__m128i)~(vcc_m4)t5;
            __m128i t7 = (__m128i)((vcc_m4)t3 & (vcc_m4)t6);
            __m128 t8 = _mm_mul_ps(a_v, _mm_set1_ps(2.0f));
            __m128i t9 = (__m128i)((vcc_m4)t3 & (vcc_m4)t5);
            __m128 t10 = vcc_sse2_blendv_ps(t4, _mm_set1_ps(100.0f), _mm_castsi128_ps(t9));
            __m128 t11 = vcc_sse2_blendv_ps(t10, t8, _mm_castsi128_ps(t7));
            _mm_storeu_ps(c + i_vec, t11);
            long t12 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t12);
            __m128i t13 = _mm_castps_si128(_mm_cmpgt_ps(a_v_1, _mm_set1_ps(0.0f)));
            __m128 t14 = _mm_xor_ps(a_v_1, _mm_set1_ps(-0.0f));
            __m128i t15 = _mm_castps_si128(_mm_cmpgt_ps(a_v_1, _mm_set1_ps(100.0f)));
            __m128i t16 = (__m128i)~(vcc_m4)t15;
            __m128i t17 = (__m128i)((vcc_m4)t13 & (vcc_m4)t16);
            __m128 t18 = _mm_mul_ps(a_v_1, _mm_set1_ps(2.0f));
            __m128i t19 = (__m128i)((vcc_m4)t13 & (vcc_m4)t15);
            __m128 t20 = vcc_sse2_blendv_ps(t14, _mm_set1_ps(100.0f), _mm_castsi128_ps(t19));
            __m128 t21 = vcc_sse2_blendv_ps(t20, t18, _mm_castsi128_ps(t17));
            _mm_storeu_ps(c + t12, t21);
            long t22 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t22);
            __m128i t23 = _mm_castps_si128(_mm_cmpgt_ps(a_v_2, _mm_set1_ps(0.0f)));
            __m128 t24 = _mm_xor_ps(a_v_2, _mm_set1_ps(-0.0f));
            __m128i t25 = _mm_castps_si128(_mm_cmpgt_ps(a_v_2, _mm_set1_ps(100.0f)));
            __m128i t26 = (__m128i)~(vcc_m4)t25;
            __m128i t27 = (__m128i)((vcc_m4)t23 & (vcc_m4)t26);
            __m128 t28 = _mm_mul_ps(a_v_2, _mm_set1_ps(2.0f));
            __m128i t29 = (__m128i)((vcc_m4)t23 & (vcc_m4)t25);
            __m128 t30 = vcc_sse2_blendv_ps(t24, _mm_set1_ps(100.0f), _mm_castsi128_ps(t29));
            __m128 t31 = vcc_sse2_blendv_ps(t30, t28, _mm_castsi128_ps(t27));
            _mm_storeu_ps(c + t22, t31);
            long t32 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t32);
            __m128i t33 = _mm_castps_si128(_mm_cmpgt_ps(a_v_3, _mm_set1_ps(0.0f)));
            __m128 t34 = _mm_xor_ps(a_v_3, _mm_set1_ps(-0.0f));
            __m128i t35 = _mm_castps_si128(_mm_cmpgt_ps(a_v_3, _mm_set1_ps(100.0f)));
            __m128i t36 = (__m128i)~(vcc_m4)t35;
            __m128i t37 = (__m128i)((vcc_m4)t33 & (vcc_m4)t36);
            __m128 t38 = _mm_mul_ps(a_v_3, _mm_set1_ps(2.0f));
            __m128i t39 = (__m128i)((vcc_m4)t33 & (vcc_m4)t35);
            __m128 t40 = vcc_sse2_blendv_ps(t34, _mm_set1_ps(100.0f), _mm_castsi128_ps(t39));
            __m128 t41 = vcc_sse2_blendv_ps(t40, t38, _mm_castsi128_ps(t37));
            _mm_storeu_ps(c + t32, t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t45);
            __m128i t46 = _mm_castps_si128(_mm_cmpgt_ps(a_v_4, _mm_set1_ps(0.0f)));
            __m128 t47 = _mm_xor_ps(a_v_4, _mm_set1_ps(-0.0f));
            __m128i t48 = _mm_castps_si128(_mm_cmpgt_ps(a_v_4, _mm_set1_ps(100.0f)));
            __m128i t49 = (__m128i)~(vcc_m4)t48;
            __m128i t50 = (__m128i)((vcc_m4)t46 & (vcc_m4)t49);
            __m128 t51 = _mm_mul_ps(a_v_4, _mm_set1_ps(2.0f));
            __m128i t52 = (__m128i)((vcc_m4)t46 & (vcc_m4)t48);
            __m128 t53 = vcc_sse2_blendv_ps(t47, _mm_set1_ps(100.0f), _mm_castsi128_ps(t52));
            __m128 t54 = vcc_sse2_blendv_ps(t53, t51, _mm_castsi128_ps(t50));
            _mm_storeu_ps(c + t45, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    while (i < n) {
        long t55 = (long)i;
        float t56 = a[t55];
        if (t56 > 0.0f) {
            if (t56 > 100.0f) {
                t57 = 100.0f;
            } else {
                t57 = t56 * 2.0f;
            }
        } else {
            t57 = -t56;
        }
        c[t55] = t57;
        i++;
    }
}

void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at cond.c:49 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_cmpgt_epi32(k_v, (__m128i)i_v);
            __m128i b_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t4);
            __m128i t5 = _mm_add_epi32(b_v, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t5, t4);
            long t6 = i_vec + 4L;
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t8 = _mm_cmpgt_epi32(k_v, t7);
            __m128i b_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)b + (unsigned long)t6 * 4UL), t8);
            __m128i t9 = _mm_add_epi32(b_v_1, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t6 * 4UL), t9, t8);
            long t10 = i_vec + 8L;
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t12 = _mm_cmpgt_epi32(k_v, t11);
            __m128i b_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)b + (unsigned long)t10 * 4UL), t12);
            __m128i t13 = _mm_add_epi32(b_v_2, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t10 * 4UL), t13, t12);
            long t14 = i_vec + 12L;
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t16 = _mm_cmpgt_epi32(k_v, t15);
            __m128i b_v_3 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)b + (unsigned long)t14 * 4UL), t16);
            __m128i t17 = _mm_add_epi32(b_v_3, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t14 * 4UL), t17, t16);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        __m128i t21 = _mm_set1_epi32((int)t18);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            __m128i t23 = _mm_cmpgt_epi32(k_v_1, (__m128i)i_v_1);
            __m128i b_v_4 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)b + (unsigned long)t22 * 4UL), t23);
            __m128i t24 = _mm_add_epi32(b_v_4, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t22 * 4UL), t24, t23);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t25 = (long)i;
            c[t25] = b[t25] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
