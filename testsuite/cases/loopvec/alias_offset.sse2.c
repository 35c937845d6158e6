/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long long vcc_v8_llong __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Pointer parameters that may alias, into one array at a run-time offset k from each other
   (memmove-like shifts, in-place filters). The runtime check passes when the ranges do not
   overlap, or else when each pair of accesses (one writing) is apart by a distance the vector
   loop keeps in order: the later access in program order behind the earlier one, or at least
   VF·UF iterations ahead (LLVM's "diff checks"). Every kernel runs at every offset from -40 to
   40 elements, so both the vector loop (src at or after dst) and the scalar fallback run. */
void shift_f32(int n, float *dst, const float *src) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:11 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m128 src_v = _mm_loadu_ps(src + i_vec);
            __m128 t6 = _mm_mul_ps(src_v, _mm_set1_ps(0.5f));
            __m128 t7 = _mm_add_ps(t6, _mm_set1_ps(1.0f));
            _mm_storeu_ps(dst + i_vec, t7);
            long t8 = i_vec + 4L;
            __m128 src_v_1 = _mm_loadu_ps(src + t8);
            __m128 t9 = _mm_mul_ps(src_v_1, _mm_set1_ps(0.5f));
            __m128 t10 = _mm_add_ps(t9, _mm_set1_ps(1.0f));
            _mm_storeu_ps(dst + t8, t10);
            long t11 = i_vec + 8L;
            __m128 src_v_2 = _mm_loadu_ps(src + t11);
            __m128 t12 = _mm_mul_ps(src_v_2, _mm_set1_ps(0.5f));
            __m128 t13 = _mm_add_ps(t12, _mm_set1_ps(1.0f));
            _mm_storeu_ps(dst + t11, t13);
            long t14 = i_vec + 12L;
            __m128 src_v_3 = _mm_loadu_ps(src + t14);
            __m128 t15 = _mm_mul_ps(src_v_3, _mm_set1_ps(0.5f));
            __m128 t16 = _mm_add_ps(t15, _mm_set1_ps(1.0f));
            _mm_storeu_ps(dst + t14, t16);
            i_vec += 16L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)dst;
    unsigned long t20 = (unsigned long)src;
    long t21 = (long)((unsigned long)dst + (unsigned long)((long)t17 * 4L) - ((unsigned long)src + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:11 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            __m128 src_v_4 = _mm_loadu_ps(src + t23);
            __m128 t24 = _mm_mul_ps(src_v_4, _mm_set1_ps(0.5f));
            __m128 t25 = _mm_add_ps(t24, _mm_set1_ps(1.0f));
            _mm_storeu_ps(dst + t23, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        dst[t26] = src[t26] * 0.5f + 1.0f;
    }
}

/* Two loads on the same base as the store's pointer (unsigned: a recurrence for k = -1). */
void smooth_u32(int n, unsigned *dst, const unsigned *src) {
    int i;
    int t14;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    long t5 = (long)((unsigned long)dst - ((unsigned long)src + 4UL));
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | (((t4 <= 0L) | (t4 >= 64L)) & ((t5 <= 0L) | (t5 >= 64L))))) {
        long t6 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:17 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m128i src_v = _mm_loadu_si128((const __m128i *)(src + i_vec));
            __m128i src_v_1 = _mm_loadu_si128((const __m128i *)(src + ((int)i_vec + 1)));
            __m128i t7 = _mm_add_epi32(src_v, src_v_1);
            _mm_storeu_si128((__m128i *)(dst + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i src_v_2 = _mm_loadu_si128((const __m128i *)(src + t8));
            __m128i src_v_3 = _mm_loadu_si128((const __m128i *)(src + ((int)t8 + 1)));
            __m128i t9 = _mm_add_epi32(src_v_2, src_v_3);
            _mm_storeu_si128((__m128i *)(dst + t8), t9);
            long t10 = i_vec + 8L;
            __m128i src_v_4 = _mm_loadu_si128((const __m128i *)(src + t10));
            __m128i src_v_5 = _mm_loadu_si128((const __m128i *)(src + ((int)t10 + 1)));
            __m128i t11 = _mm_add_epi32(src_v_4, src_v_5);
            _mm_storeu_si128((__m128i *)(dst + t10), t11);
            long t12 = i_vec + 12L;
            __m128i src_v_6 = _mm_loadu_si128((const __m128i *)(src + t12));
            __m128i src_v_7 = _mm_loadu_si128((const __m128i *)(src + ((int)t12 + 1)));
            __m128i t13 = _mm_add_epi32(src_v_6, src_v_7);
            _mm_storeu_si128((__m128i *)(dst + t12), t13);
            i_vec += 16L;
        } while (i_vec < t6);
        t14 = (int)t6;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)dst;
    unsigned long t17 = (unsigned long)src;
    long t18 = (long)((unsigned long)dst + (unsigned long)((long)t14 * 4L) - ((unsigned long)src + (unsigned long)((long)t14 * 4L)));
    long t19 = (long)((unsigned long)dst + (unsigned long)((long)t14 * 4L) - ((unsigned long)src + (unsigned long)((long)t14 * 4L + 4L)));
    if ((t15 >= 4L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 8L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))) | (((t18 <= 0L) | (t18 >= 16L)) & ((t19 <= 0L) | (t19 >= 16L))))) {
        long t20 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:17 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t21 = (long)t14 + i_vec_1;
            __m128i src_v_8 = _mm_loadu_si128((const __m128i *)(src + t21));
            __m128i src_v_9 = _mm_loadu_si128((const __m128i *)(src + ((int)t21 + 1)));
            __m128i t22 = _mm_add_epi32(src_v_8, src_v_9);
            _mm_storeu_si128((__m128i *)(dst + t21), t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t14 + t20);
    } else {
        i = t14;
    }
    while (i < n) {
        long t23 = (long)i;
        i++;
        dst[t23] = src[t23] + src[i];
    }
}

/* The store comes first in program order: safe where the load is behind it. */
void store_then_load(int n, short *dst, const short *src, int *restrict out) {
    int t18;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)src - (unsigned long)dst);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -16L;
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint i_v = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:23 vectorized: VF 8, UF 2, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t8 = i_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            __m128i t9 = (__m128i)__builtin_convertvector(t8, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + i_vec), t9);
            __m128i src_v = _mm_loadu_si128((const __m128i *)(src + i_vec));
            vcc_v8_int t10 = ({ __m128i vcc_h0 = src_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t10 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            do { vcc_v8_int vcc_w = t11; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            long t12 = i_vec + 8L;
            vcc_v8_uint t13 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t13;
            vcc_v8_int t14 = i_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            __m128i t15 = (__m128i)__builtin_convertvector(t14, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + t12), t15);
            __m128i src_v_1 = _mm_loadu_si128((const __m128i *)(src + t12));
            vcc_v8_int t16 = ({ __m128i vcc_h0 = src_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = t16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            do { vcc_v8_int vcc_w = t17; char *vcc_p = (char *)(out + t12); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t5);
        t18 = (int)t5;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)dst;
    unsigned long t21 = (unsigned long)src;
    long t22 = (long)((unsigned long)src + (unsigned long)((long)t18 * 2L) - ((unsigned long)dst + (unsigned long)((long)t18 * 2L)));
    if ((t19 >= 8L) & (((t20 + (unsigned long)((long)t18 * 2L + 2L + (t19 - 1L) * 2L)) <= (t21 + (unsigned long)((long)t18 * 2L))) | ((t21 + (unsigned long)((long)t18 * 2L + 2L + (t19 - 1L) * 2L)) <= (t20 + (unsigned long)((long)t18 * 2L))) | ((t22 <= 0L) | (t22 >= 16L)))) {
        long t23 = t19 & -8L;
        vcc_v8_int t24 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_v8_uint t25 = (vcc_v8_uint)t24;
        vcc_v8_uint i_v_1 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:23 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t26 = (long)t18 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int t27 = i_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            __m128i t28 = (__m128i)__builtin_convertvector(t27, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + t26), t28);
            __m128i src_v_2 = _mm_loadu_si128((const __m128i *)(src + t26));
            vcc_v8_int t29 = ({ __m128i vcc_h0 = src_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t30 = t29 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            do { vcc_v8_int vcc_w = t30; char *vcc_p = (char *)(out + t26); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t23);
        i = (int)((long)t18 + t23);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        dst[t31] = (short)(i * 3);
        out[t31] = (int)src[t31] + 1;
    }
}

/* Two stores and a load over three pointers. */
void two_outputs(int n, double *d1, double *d2, const double *src) {
    int t23;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)d1;
    unsigned long t3 = (unsigned long)d2;
    long t4 = (long)((unsigned long)d2 - (unsigned long)d1);
    unsigned long t5 = (unsigned long)d1;
    unsigned long t6 = (unsigned long)src;
    long t7 = (long)((unsigned long)d1 - (unsigned long)src);
    unsigned long t8 = (unsigned long)d2;
    unsigned long t9 = (unsigned long)src;
    long t10 = (long)((unsigned long)d2 - (unsigned long)src);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((t5 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t6) | ((t6 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t5) | ((t7 <= 0L) | (t7 >= 64L))) & (((t8 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L)))) {
        long t11 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:31 vectorized: VF 2, UF 4, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        do {
            __m128d v_v = _mm_loadu_pd(src + i_vec);
            __m128d t12 = _mm_mul_pd(v_v, _mm_set1_pd(2.0));
            _mm_storeu_pd(d1 + i_vec, t12);
            __m128d t13 = _mm_sub_pd(v_v, _mm_set1_pd(1.0));
            _mm_storeu_pd(d2 + i_vec, t13);
            long t14 = i_vec + 2L;
            __m128d v_v_1 = _mm_loadu_pd(src + t14);
            __m128d t15 = _mm_mul_pd(v_v_1, _mm_set1_pd(2.0));
            _mm_storeu_pd(d1 + t14, t15);
            __m128d t16 = _mm_sub_pd(v_v_1, _mm_set1_pd(1.0));
            _mm_storeu_pd(d2 + t14, t16);
            long t17 = i_vec + 4L;
            __m128d v_v_2 = _mm_loadu_pd(src + t17);
            __m128d t18 = _mm_mul_pd(v_v_2, _mm_set1_pd(2.0));
            _mm_storeu_pd(d1 + t17, t18);
            __m128d t19 = _mm_sub_pd(v_v_2, _mm_set1_pd(1.0));
            _mm_storeu_pd(d2 + t17, t19);
            long t20 = i_vec + 6L;
            __m128d v_v_3 = _mm_loadu_pd(src + t20);
            __m128d t21 = _mm_mul_pd(v_v_3, _mm_set1_pd(2.0));
            _mm_storeu_pd(d1 + t20, t21);
            __m128d t22 = _mm_sub_pd(v_v_3, _mm_set1_pd(1.0));
            _mm_storeu_pd(d2 + t20, t22);
            i_vec += 8L;
        } while (i_vec < t11);
        t23 = (int)t11;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)d1;
    unsigned long t26 = (unsigned long)d2;
    long t27 = (long)((unsigned long)d2 + (unsigned long)((long)t23 * 8L) - ((unsigned long)d1 + (unsigned long)((long)t23 * 8L)));
    unsigned long t28 = (unsigned long)d1;
    unsigned long t29 = (unsigned long)src;
    long t30 = (long)((unsigned long)d1 + (unsigned long)((long)t23 * 8L) - ((unsigned long)src + (unsigned long)((long)t23 * 8L)));
    unsigned long t31 = (unsigned long)d2;
    unsigned long t32 = (unsigned long)src;
    long t33 = (long)((unsigned long)d2 + (unsigned long)((long)t23 * 8L) - ((unsigned long)src + (unsigned long)((long)t23 * 8L)));
    if ((t24 >= 2L) & (((t25 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t23 * 8L))) | ((t26 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t23 * 8L))) | ((t27 <= 0L) | (t27 >= 16L))) & (((t28 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t23 * 8L))) | ((t29 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t23 * 8L))) | ((t30 <= 0L) | (t30 >= 16L))) & (((t31 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t23 * 8L))) | ((t32 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t23 * 8L))) | ((t33 <= 0L) | (t33 >= 16L)))) {
        long t34 = t24 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:31 vector epilogue: VF 2, UF 1, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t35 = (long)t23 + i_vec_1;
            __m128d v_v_4 = _mm_loadu_pd(src + t35);
            __m128d t36 = _mm_mul_pd(v_v_4, _mm_set1_pd(2.0));
            _mm_storeu_pd(d1 + t35, t36);
            __m128d t37 = _mm_sub_pd(v_v_4, _mm_set1_pd(1.0));
            _mm_storeu_pd(d2 + t35, t37);
            i_vec_1 += 2L;
        } while (i_vec_1 < t34);
        i = (int)((long)t23 + t34);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        double v = src[t38];
        d1[t38] = v * 2.0;
        d2[t38] = v - 1.0;
    }
}

/* Counting down: the order the vector loop keeps is mirrored. */
void shift_down(int n, long long *dst, const long long *src) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)dst;
    unsigned long t4 = (unsigned long)src;
    long t5 = (long)((unsigned long)dst + (unsigned long)((long)n * 8L + -8L) - ((unsigned long)src + (unsigned long)((long)n * 8L + -8L)));
    if ((t2 >= 8L) & (((t3 + (unsigned long)((long)n * 8L)) <= (t4 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t4 + (unsigned long)((long)n * 8L)) <= (t3 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t5 <= -64L) | (t5 >= 0L)))) {
        long t6 = t2 & -8L;
        vcc_v2_int t7 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t8 = (vcc_v2_uint)t7;
        vcc_v2_uint i_v = t8 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:40 vectorized: VF 2, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        do {
            long t9 = (long)t1 + i_vec * -1L;
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            __m128i t10 = _mm_loadu_si128((const __m128i *)(src + t9 + -1));
            __m128i src_v = _mm_shuffle_epi32(t10, 0x4e);
            __m128i t11 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_2));
            __m128i t12 = _mm_xor_si128(src_v, t11);
            __m128i t13 = _mm_shuffle_epi32(t12, 0x4e);
            _mm_storeu_si128((__m128i *)(dst + t9 + -1), t13);
            long t14 = (long)t1 + (i_vec + 2L) * -1L;
            vcc_v2_uint t15 = i_v + (vcc_v2_uint){4294967294U, 4294967294U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t15;
            __m128i t16 = _mm_loadu_si128((const __m128i *)(src + t14 + -1));
            __m128i src_v_1 = _mm_shuffle_epi32(t16, 0x4e);
            __m128i t17 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_3));
            __m128i t18 = _mm_xor_si128(src_v_1, t17);
            __m128i t19 = _mm_shuffle_epi32(t18, 0x4e);
            _mm_storeu_si128((__m128i *)(dst + t14 + -1), t19);
            long t20 = (long)t1 + (i_vec + 4L) * -1L;
            vcc_v2_uint t21 = i_v + (vcc_v2_uint){4294967292U, 4294967292U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t21;
            __m128i t22 = _mm_loadu_si128((const __m128i *)(src + t20 + -1));
            __m128i src_v_2 = _mm_shuffle_epi32(t22, 0x4e);
            __m128i t23 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_4));
            __m128i t24 = _mm_xor_si128(src_v_2, t23);
            __m128i t25 = _mm_shuffle_epi32(t24, 0x4e);
            _mm_storeu_si128((__m128i *)(dst + t20 + -1), t25);
            long t26 = (long)t1 + (i_vec + 6L) * -1L;
            vcc_v2_uint t27 = i_v + (vcc_v2_uint){4294967290U, 4294967290U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t27;
            __m128i t28 = _mm_loadu_si128((const __m128i *)(src + t26 + -1));
            __m128i src_v_3 = _mm_shuffle_epi32(t28, 0x4e);
            __m128i t29 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_5));
            __m128i t30 = _mm_xor_si128(src_v_3, t29);
            __m128i t31 = _mm_shuffle_epi32(t30, 0x4e);
            _mm_storeu_si128((__m128i *)(dst + t26 + -1), t31);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){4294967288U, 4294967288U};
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t32 = (long)t1 + 1L;
    unsigned long t33 = (unsigned long)dst;
    unsigned long t34 = (unsigned long)src;
    long t35 = (long)((unsigned long)dst + (unsigned long)((long)t1 * 8L) - ((unsigned long)src + (unsigned long)((long)t1 * 8L)));
    if ((t32 >= 2L) & (((t33 + (unsigned long)((long)t1 * 8L + 8L)) <= (t34 + (unsigned long)((long)t1 * 8L + (t32 - 1L) * -8L))) | ((t34 + (unsigned long)((long)t1 * 8L + 8L)) <= (t33 + (unsigned long)((long)t1 * 8L + (t32 - 1L) * -8L))) | ((t35 <= -16L) | (t35 >= 0L)))) {
        long t36 = t32 & -2L;
        vcc_v2_int t37 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t38 = (vcc_v2_uint)t37;
        vcc_v2_uint i_v_1 = t38 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:40 vector epilogue: VF 2, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t39 = (long)t1 + i_vec_1 * -1L;
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            __m128i t40 = _mm_loadu_si128((const __m128i *)(src + t39 + -1));
            __m128i src_v_4 = _mm_shuffle_epi32(t40, 0x4e);
            __m128i t41 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_6));
            __m128i t42 = _mm_xor_si128(src_v_4, t41);
            __m128i t43 = _mm_shuffle_epi32(t42, 0x4e);
            _mm_storeu_si128((__m128i *)(dst + t39 + -1), t43);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){4294967294U, 4294967294U};
        } while (i_vec_1 < t36);
        i = (int)((long)t1 + t36 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t44 = (long)i;
        dst[t44] = src[t44] ^ (long long)i;
    }
}

int main(void) {
    int n;
    int t1;
    int i;
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
            return 0;
        }
        int len = n + 90;
        void *t2 = new_array(len, 4UL);
        float *f = (float *)t2;
        void *t3 = new_array(len, 4UL);
        int *a = (int *)t3;
        int *out = (int *)new_array(len, 4UL);
        unsigned int *u = (unsigned int *)new_array(len, 4UL);
        void *t4 = new_array(len, 2UL);
        short *s = (short *)t4;
        void *t5 = new_array(len, 8UL);
        double *d = (double *)t5;
        void *t6 = new_array(len, 8UL);
        long long *q = (long long *)t6;
        unsigned long long h = 0ULL;
        for (int k = -40; k <= 40; k++) {
            for (int fill_idx = 0; fill_idx < len; fill_idx++) {
                a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < len; fill_idx_1++) {
                s[fill_idx_1] = (short)(-1000 + (int)(next_rand() % 2000U));
            }
            for (int fill_idx_2 = 0; fill_idx_2 < len; fill_idx_2++) {
                out[fill_idx_2] = (int)(next_rand() % 1U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < len; fill_idx_3++) {
                u[fill_idx_3] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            long t7 = (long)n + 90L;
            unsigned long t8 = (unsigned long)t2;
            unsigned long t9 = (unsigned long)t3;
            long t10 = (long)((unsigned long)t2 - (unsigned long)t3);
            long t11 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t12 = (unsigned long)t2;
            unsigned long t13 = (unsigned long)t4;
            unsigned long t14 = (unsigned long)t2;
            unsigned long t15 = (unsigned long)t5;
            unsigned long t16 = (unsigned long)t2;
            unsigned long t17 = (unsigned long)t6;
            unsigned long t18 = (unsigned long)t3;
            unsigned long t19 = (unsigned long)t5;
            unsigned long t20 = (unsigned long)t3;
            unsigned long t21 = (unsigned long)t6;
            unsigned long t22 = (unsigned long)t4;
            unsigned long t23 = (unsigned long)t5;
            unsigned long t24 = (unsigned long)t4;
            unsigned long t25 = (unsigned long)t6;
            unsigned long t26 = (unsigned long)t5;
            unsigned long t27 = (unsigned long)t6;
            long t28 = (long)((unsigned long)t6 - (unsigned long)t5);
            if ((t7 >= 8L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | (((t10 <= 0L) | (t10 >= 32L)) & ((t11 <= 0L) | (t11 >= 32L)))) & (((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t12)) & (((t14 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t14)) & (((t16 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t17) | ((t17 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t23) | ((t23 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t25) | ((t25 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 64L)))) {
                long t29 = t7 & -8L;
                long i_vec = 0L;
                /* vcc: loop at alias_offset.c:60 vectorized: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    int *t30 = a + i_vec;
                    vcc_v8_int a_v = vcc_load(vcc_v8_int, t30);
                    vcc_v8_float t31 = __builtin_convertvector(a_v, vcc_v8_float);
                    vcc_v8_float t32 = t31 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                    do { vcc_v8_float vcc_w = t32; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
                    __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
                    vcc_v8_double t33 = __builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v, vcc_v8_int), vcc_v8_double);
                    vcc_v8_double t34 = t33 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    do { vcc_v8_double vcc_w = t34; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 6, 7)); } while (0);
                    vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t30);
                    vcc_v8_llong t35 = __builtin_convertvector(a_v_1, vcc_v8_llong);
                    vcc_v8_llong t36 = t35 * (vcc_v8_llong){77LL, 77LL, 77LL, 77LL, 77LL, 77LL, 77LL, 77LL};
                    do { vcc_v8_llong vcc_w = t36; char *vcc_p = (char *)(q + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 6, 7)); } while (0);
                    i_vec += 8L;
                } while (i_vec < t29);
                i = (int)t29;
            } else {
                i = 0;
            }
            for (; i < len; i++) {
                long t37 = (long)i;
                int *t38 = a + t37;
                f[t37] = (float)*t38 * 0.25f;
                d[t37] = (double)s[t37] * 0.5;
                q[t37] = (long long)*t38 * 77LL;
            }
            long t39 = (long)(44 + k);
            shift_f32(n, f + 44, f + t39);
            smooth_u32(n, u + 44, u + t39);
            store_then_load(n, s + 44, s + t39, out);
            double *t40 = d + 44;
            two_outputs(n, t40, t40 + k / 2, d + t39);
            shift_down(n, q + 44, q + t39);
            unsigned long t41 = (unsigned long)len;
            unsigned long t42 = t41 * 4UL;
            unsigned long t43 = hash_bytes((const void *)f, t42);
            unsigned long t44 = hash_bytes((const void *)a, t42);
            unsigned long t45 = hash_bytes((const void *)s, t41 * 2UL);
            unsigned long t46 = hash_bytes((const void *)out, t42);
            unsigned long t47 = t41 * 8UL;
            unsigned long t48 = hash_bytes((const void *)d, t47);
            unsigned long t49 = hash_bytes((const void *)q, t47);
            h = (h * 31ULL + (unsigned long long)t43 + (unsigned long long)t44 * 3ULL + (unsigned long long)t45 * 5ULL + (unsigned long long)t46 * 7ULL + (unsigned long long)t48 * 11ULL) * 31ULL + (unsigned long long)t49 + (unsigned long long)hash_bytes((const void *)u, t42) * 13ULL;
        }
        printf("n=%d %llx\n", n, h);
        free((void *)f);
        free((void *)a);
        free((void *)out);
        free((void *)s);
        free((void *)d);
        free((void *)q);
        free((void *)u);
    }
}
