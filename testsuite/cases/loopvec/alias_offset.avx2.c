/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Pointer parameters that may alias, into one array at a run-time offset k from each other
   (memmove-like shifts, in-place filters). The runtime check passes when the ranges do not
   overlap, or else when each pair of accesses (one writing) is apart by a distance the vector
   loop keeps in order: the later access in program order behind the earlier one, or at least
   VF·UF iterations ahead (LLVM's "diff checks"). Every kernel runs at every offset from -40 to
   40 elements, so both the vector loop (src at or after dst) and the scalar fallback run. */
__attribute__((target("avx2"))) void shift_f32(int n, float *dst, const float *src) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:11 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m256 src_v = _mm256_loadu_ps(src + i_vec);
            __m256 t6 = _mm256_mul_ps(src_v, _mm256_set1_ps(0.5f));
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(dst + i_vec, t7);
            long t8 = i_vec + 8L;
            __m256 src_v_1 = _mm256_loadu_ps(src + t8);
            __m256 t9 = _mm256_mul_ps(src_v_1, _mm256_set1_ps(0.5f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(dst + t8, t10);
            long t11 = i_vec + 16L;
            __m256 src_v_2 = _mm256_loadu_ps(src + t11);
            __m256 t12 = _mm256_mul_ps(src_v_2, _mm256_set1_ps(0.5f));
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(dst + t11, t13);
            long t14 = i_vec + 24L;
            __m256 src_v_3 = _mm256_loadu_ps(src + t14);
            __m256 t15 = _mm256_mul_ps(src_v_3, _mm256_set1_ps(0.5f));
            __m256 t16 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(dst + t14, t16);
            i_vec += 32L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)dst;
    unsigned long t20 = (unsigned long)src;
    long t21 = (long)((unsigned long)dst + (unsigned long)((long)t17 * 4L) - ((unsigned long)src + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 32L)))) {
        long t22 = t18 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:11 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            __m256 src_v_4 = _mm256_loadu_ps(src + t23);
            __m256 t24 = _mm256_mul_ps(src_v_4, _mm256_set1_ps(0.5f));
            __m256 t25 = _mm256_add_ps(t24, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(dst + t23, t25);
            i_vec_1 += 8L;
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
__attribute__((target("avx2"))) void smooth_u32(int n, unsigned *dst, const unsigned *src) {
    int i;
    int t14;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    long t5 = (long)((unsigned long)dst - ((unsigned long)src + 4UL));
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | (((t4 <= 0L) | (t4 >= 128L)) & ((t5 <= 0L) | (t5 >= 128L))))) {
        long t6 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:17 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m256i src_v = _mm256_loadu_si256((const __m256i *)(src + i_vec));
            __m256i src_v_1 = _mm256_loadu_si256((const __m256i *)(src + ((int)i_vec + 1)));
            __m256i t7 = _mm256_add_epi32(src_v, src_v_1);
            _mm256_storeu_si256((__m256i *)(dst + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i src_v_2 = _mm256_loadu_si256((const __m256i *)(src + t8));
            __m256i src_v_3 = _mm256_loadu_si256((const __m256i *)(src + ((int)t8 + 1)));
            __m256i t9 = _mm256_add_epi32(src_v_2, src_v_3);
            _mm256_storeu_si256((__m256i *)(dst + t8), t9);
            long t10 = i_vec + 16L;
            __m256i src_v_4 = _mm256_loadu_si256((const __m256i *)(src + t10));
            __m256i src_v_5 = _mm256_loadu_si256((const __m256i *)(src + ((int)t10 + 1)));
            __m256i t11 = _mm256_add_epi32(src_v_4, src_v_5);
            _mm256_storeu_si256((__m256i *)(dst + t10), t11);
            long t12 = i_vec + 24L;
            __m256i src_v_6 = _mm256_loadu_si256((const __m256i *)(src + t12));
            __m256i src_v_7 = _mm256_loadu_si256((const __m256i *)(src + ((int)t12 + 1)));
            __m256i t13 = _mm256_add_epi32(src_v_6, src_v_7);
            _mm256_storeu_si256((__m256i *)(dst + t12), t13);
            i_vec += 32L;
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
    if ((t15 >= 8L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 8L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))) | (((t18 <= 0L) | (t18 >= 32L)) & ((t19 <= 0L) | (t19 >= 32L))))) {
        long t20 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:17 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t21 = (long)t14 + i_vec_1;
            __m256i src_v_8 = _mm256_loadu_si256((const __m256i *)(src + t21));
            __m256i src_v_9 = _mm256_loadu_si256((const __m256i *)(src + ((int)t21 + 1)));
            __m256i t22 = _mm256_add_epi32(src_v_8, src_v_9);
            _mm256_storeu_si256((__m256i *)(dst + t21), t22);
            i_vec_1 += 8L;
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
__attribute__((target("avx2"))) void store_then_load(int n, short *dst, const short *src, int *restrict out) {
    int t29;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)src - (unsigned long)dst);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -32L;
        __m256i t6 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:23 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t7 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + i_vec), t8);
            __m128i src_v = _mm_loadu_si128((const __m128i *)(src + i_vec));
            __m256i t9 = _mm256_cvtepi16_epi32(src_v);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + i_vec), t10);
            long t11 = i_vec + 8L;
            __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            __m128i t14 = (__m128i)__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + t11), t14);
            __m128i src_v_1 = _mm_loadu_si128((const __m128i *)(src + t11));
            __m256i t15 = _mm256_cvtepi16_epi32(src_v_1);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t11), t16);
            long t17 = i_vec + 16L;
            __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(3));
            __m128i t20 = (__m128i)__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + t17), t20);
            __m128i src_v_2 = _mm_loadu_si128((const __m128i *)(src + t17));
            __m256i t21 = _mm256_cvtepi16_epi32(src_v_2);
            __m256i t22 = _mm256_add_epi32(t21, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t17), t22);
            long t23 = i_vec + 24L;
            __m256i t24 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(3));
            __m128i t26 = (__m128i)__builtin_convertvector((vcc_v8_int)t25, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + t23), t26);
            __m128i src_v_3 = _mm_loadu_si128((const __m128i *)(src + t23));
            __m256i t27 = _mm256_cvtepi16_epi32(src_v_3);
            __m256i t28 = _mm256_add_epi32(t27, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t23), t28);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t5);
        t29 = (int)t5;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)dst;
    unsigned long t32 = (unsigned long)src;
    long t33 = (long)((unsigned long)src + (unsigned long)((long)t29 * 2L) - ((unsigned long)dst + (unsigned long)((long)t29 * 2L)));
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 2L + 2L + (t30 - 1L) * 2L)) <= (t32 + (unsigned long)((long)t29 * 2L))) | ((t32 + (unsigned long)((long)t29 * 2L + 2L + (t30 - 1L) * 2L)) <= (t31 + (unsigned long)((long)t29 * 2L))) | ((t33 <= 0L) | (t33 >= 16L)))) {
        long t34 = t30 & -8L;
        __m256i t35 = _mm256_set1_epi32((int)t29);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:23 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t36 = (long)t29 + i_vec_1;
            __m256i t37 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(3));
            __m128i t38 = (__m128i)__builtin_convertvector((vcc_v8_int)t37, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(dst + t36), t38);
            __m128i src_v_4 = _mm_loadu_si128((const __m128i *)(src + t36));
            __m256i t39 = _mm256_cvtepi16_epi32(src_v_4);
            __m256i t40 = _mm256_add_epi32(t39, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t36), t40);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t34);
        i = (int)((long)t29 + t34);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        dst[t41] = (short)(i * 3);
        out[t41] = (int)src[t41] + 1;
    }
}

/* Two stores and a load over three pointers. */
__attribute__((target("avx2"))) void two_outputs(int n, double *d1, double *d2, const double *src) {
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
    if ((t1 >= 16L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t6) | ((t6 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t5) | ((t7 <= 0L) | (t7 >= 128L))) & (((t8 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t8) | ((t10 <= 0L) | (t10 >= 128L)))) {
        long t11 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:31 vectorized: VF 4, UF 4, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m256d v_v = _mm256_loadu_pd(src + i_vec);
            __m256d t12 = _mm256_mul_pd(v_v, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(d1 + i_vec, t12);
            __m256d t13 = _mm256_sub_pd(v_v, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(d2 + i_vec, t13);
            long t14 = i_vec + 4L;
            __m256d v_v_1 = _mm256_loadu_pd(src + t14);
            __m256d t15 = _mm256_mul_pd(v_v_1, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(d1 + t14, t15);
            __m256d t16 = _mm256_sub_pd(v_v_1, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(d2 + t14, t16);
            long t17 = i_vec + 8L;
            __m256d v_v_2 = _mm256_loadu_pd(src + t17);
            __m256d t18 = _mm256_mul_pd(v_v_2, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(d1 + t17, t18);
            __m256d t19 = _mm256_sub_pd(v_v_2, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(d2 + t17, t19);
            long t20 = i_vec + 12L;
            __m256d v_v_3 = _mm256_loadu_pd(src + t20);
            __m256d t21 = _mm256_mul_pd(v_v_3, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(d1 + t20, t21);
            __m256d t22 = _mm256_sub_pd(v_v_3, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(d2 + t20, t22);
            i_vec += 16L;
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
    if ((t24 >= 4L) & (((t25 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t23 * 8L))) | ((t26 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t23 * 8L))) | ((t27 <= 0L) | (t27 >= 32L))) & (((t28 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t23 * 8L))) | ((t29 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t23 * 8L))) | ((t30 <= 0L) | (t30 >= 32L))) & (((t31 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t23 * 8L))) | ((t32 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t23 * 8L))) | ((t33 <= 0L) | (t33 >= 32L)))) {
        long t34 = t24 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:31 vector epilogue: VF 4, UF 1, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t35 = (long)t23 + i_vec_1;
            __m256d v_v_4 = _mm256_loadu_pd(src + t35);
            __m256d t36 = _mm256_mul_pd(v_v_4, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(d1 + t35, t36);
            __m256d t37 = _mm256_sub_pd(v_v_4, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(d2 + t35, t37);
            i_vec_1 += 4L;
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
__attribute__((target("avx2"))) void shift_down(int n, long long *dst, const long long *src) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)dst;
    unsigned long t4 = (unsigned long)src;
    long t5 = (long)((unsigned long)dst + (unsigned long)((long)n * 8L + -8L) - ((unsigned long)src + (unsigned long)((long)n * 8L + -8L)));
    if ((t2 >= 16L) & (((t3 + (unsigned long)((long)n * 8L)) <= (t4 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t4 + (unsigned long)((long)n * 8L)) <= (t3 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t5 <= -128L) | (t5 >= 0L)))) {
        long t6 = t2 & -16L;
        __m128i t7 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t7, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:40 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            long t8 = (long)t1 + i_vec * -1L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(src + t8 + -3));
            __m256i src_v = _mm256_permute4x64_epi64(t9, 0x1b);
            __m256i t10 = _mm256_cvtepi32_epi64((__m128i)i_v);
            __m256i t11 = _mm256_xor_si256(src_v, t10);
            __m256i t12 = _mm256_permute4x64_epi64(t11, 0x1b);
            _mm256_storeu_si256((__m256i *)(dst + t8 + -3), t12);
            long t13 = (long)t1 + (i_vec + 4L) * -1L;
            __m128i t14 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-4));
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(src + t13 + -3));
            __m256i src_v_1 = _mm256_permute4x64_epi64(t15, 0x1b);
            __m256i t16 = _mm256_cvtepi32_epi64(t14);
            __m256i t17 = _mm256_xor_si256(src_v_1, t16);
            __m256i t18 = _mm256_permute4x64_epi64(t17, 0x1b);
            _mm256_storeu_si256((__m256i *)(dst + t13 + -3), t18);
            long t19 = (long)t1 + (i_vec + 8L) * -1L;
            __m128i t20 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-8));
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(src + t19 + -3));
            __m256i src_v_2 = _mm256_permute4x64_epi64(t21, 0x1b);
            __m256i t22 = _mm256_cvtepi32_epi64(t20);
            __m256i t23 = _mm256_xor_si256(src_v_2, t22);
            __m256i t24 = _mm256_permute4x64_epi64(t23, 0x1b);
            _mm256_storeu_si256((__m256i *)(dst + t19 + -3), t24);
            long t25 = (long)t1 + (i_vec + 12L) * -1L;
            __m128i t26 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-12));
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(src + t25 + -3));
            __m256i src_v_3 = _mm256_permute4x64_epi64(t27, 0x1b);
            __m256i t28 = _mm256_cvtepi32_epi64(t26);
            __m256i t29 = _mm256_xor_si256(src_v_3, t28);
            __m256i t30 = _mm256_permute4x64_epi64(t29, 0x1b);
            _mm256_storeu_si256((__m256i *)(dst + t25 + -3), t30);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-16));
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t31 = (long)t1 + 1L;
    unsigned long t32 = (unsigned long)dst;
    unsigned long t33 = (unsigned long)src;
    long t34 = (long)((unsigned long)dst + (unsigned long)((long)t1 * 8L) - ((unsigned long)src + (unsigned long)((long)t1 * 8L)));
    if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t1 * 8L + 8L)) <= (t33 + (unsigned long)((long)t1 * 8L + (t31 - 1L) * -8L))) | ((t33 + (unsigned long)((long)t1 * 8L + 8L)) <= (t32 + (unsigned long)((long)t1 * 8L + (t31 - 1L) * -8L))) | ((t34 <= -32L) | (t34 >= 0L)))) {
        long t35 = t31 & -4L;
        __m128i t36 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t36, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:40 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t37 = (long)t1 + i_vec_1 * -1L;
            __m256i t38 = _mm256_loadu_si256((const __m256i *)(src + t37 + -3));
            __m256i src_v_4 = _mm256_permute4x64_epi64(t38, 0x1b);
            __m256i t39 = _mm256_cvtepi32_epi64((__m128i)i_v_1);
            __m256i t40 = _mm256_xor_si256(src_v_4, t39);
            __m256i t41 = _mm256_permute4x64_epi64(t40, 0x1b);
            _mm256_storeu_si256((__m256i *)(dst + t37 + -3), t41);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(-4));
        } while (i_vec_1 < t35);
        i = (int)((long)t1 + t35 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t42 = (long)i;
        dst[t42] = src[t42] ^ (long long)i;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t61;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int len = n + 90;
        void *t2 = (_mm256_zeroupper(), new_array(len, 4UL));
        float *f = (float *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(len, 4UL));
        int *a = (int *)t3;
        int *out = (int *)(_mm256_zeroupper(), new_array(len, 4UL));
        unsigned int *u = (unsigned int *)(_mm256_zeroupper(), new_array(len, 4UL));
        void *t4 = (_mm256_zeroupper(), new_array(len, 2UL));
        short *s = (short *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(len, 8UL));
        double *d = (double *)t5;
        void *t6 = (_mm256_zeroupper(), new_array(len, 8UL));
        long long *q = (long long *)t6;
        unsigned long long h = 0ULL;
        for (int k = -40; k <= 40; k++) {
            for (int fill_idx = 0; fill_idx < len; fill_idx++) {
                a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < len; fill_idx_1++) {
                s[fill_idx_1] = (short)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
            }
            for (int fill_idx_2 = 0; fill_idx_2 < len; fill_idx_2++) {
                out[fill_idx_2] = (int)((_mm256_zeroupper(), next_rand()) % 1U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < len; fill_idx_3++) {
                u[fill_idx_3] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
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
            if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | (((t10 <= 0L) | (t10 >= 64L)) & ((t11 <= 0L) | (t11 >= 64L)))) & (((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t12)) & (((t14 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t14)) & (((t16 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t17) | ((t17 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t23) | ((t23 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t25) | ((t25 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 128L)))) {
                long t29 = t7 & -16L;
                long i_vec = 0L;
                /* vcc: loop at alias_offset.c:60 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
                do {
                    int *t30 = a + i_vec;
                    __m128i a_v = _mm_loadu_si128((const __m128i *)t30);
                    __m128 t31 = _mm_cvtepi32_ps(a_v);
                    __m128 t32 = _mm_mul_ps(t31, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(f + i_vec, t32);
                    vcc_v4_short s_v = vcc_load(vcc_v4_short, s + i_vec);
                    __m256d t33 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v)));
                    __m256d t34 = _mm256_mul_pd(t33, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(d + i_vec, t34);
                    __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t30);
                    __m256i t35 = _mm256_cvtepi32_epi64(a_v_1);
                    __m256i t36 = _mm256_mul_epi32(t35, _mm256_set1_epi64x((long long)77LL));
                    _mm256_storeu_si256((__m256i *)(q + i_vec), t36);
                    long t37 = i_vec + 4L;
                    int *t38 = a + t37;
                    __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t38);
                    __m128 t39 = _mm_cvtepi32_ps(a_v_2);
                    __m128 t40 = _mm_mul_ps(t39, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(f + t37, t40);
                    vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t37);
                    __m256d t41 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_1)));
                    __m256d t42 = _mm256_mul_pd(t41, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(d + t37, t42);
                    __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t38);
                    __m256i t43 = _mm256_cvtepi32_epi64(a_v_3);
                    __m256i t44 = _mm256_mul_epi32(t43, _mm256_set1_epi64x((long long)77LL));
                    _mm256_storeu_si256((__m256i *)(q + t37), t44);
                    long t45 = i_vec + 8L;
                    int *t46 = a + t45;
                    __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t46);
                    __m128 t47 = _mm_cvtepi32_ps(a_v_4);
                    __m128 t48 = _mm_mul_ps(t47, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(f + t45, t48);
                    vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t45);
                    __m256d t49 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_2)));
                    __m256d t50 = _mm256_mul_pd(t49, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(d + t45, t50);
                    __m128i a_v_5 = _mm_loadu_si128((const __m128i *)t46);
                    __m256i t51 = _mm256_cvtepi32_epi64(a_v_5);
                    __m256i t52 = _mm256_mul_epi32(t51, _mm256_set1_epi64x((long long)77LL));
                    _mm256_storeu_si256((__m256i *)(q + t45), t52);
                    long t53 = i_vec + 12L;
                    int *t54 = a + t53;
                    __m128i a_v_6 = _mm_loadu_si128((const __m128i *)t54);
                    __m128 t55 = _mm_cvtepi32_ps(a_v_6);
                    __m128 t56 = _mm_mul_ps(t55, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(f + t53, t56);
                    vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t53);
                    __m256d t57 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_3)));
                    __m256d t58 = _mm256_mul_pd(t57, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(d + t53, t58);
                    __m128i a_v_7 = _mm_loadu_si128((const __m128i *)t54);
                    __m256i t59 = _mm256_cvtepi32_epi64(a_v_7);
                    __m256i t60 = _mm256_mul_epi32(t59, _mm256_set1_epi64x((long long)77LL));
                    _mm256_storeu_si256((__m256i *)(q + t53), t60);
                    i_vec += 16L;
                } while (i_vec < t29);
                t61 = (int)t29;
            } else {
                t61 = 0;
            }
            long t62 = (long)n + (long)t61 * -1L + 90L;
            unsigned long t63 = (unsigned long)t2;
            unsigned long t64 = (unsigned long)t3;
            long t65 = (long)((unsigned long)t2 + (unsigned long)((long)t61 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t61 * 4L)));
            long t66 = (long)((unsigned long)t3 + (unsigned long)((long)t61 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t61 * 4L)));
            unsigned long t67 = (unsigned long)t2;
            unsigned long t68 = (unsigned long)t4;
            unsigned long t69 = (unsigned long)t2;
            unsigned long t70 = (unsigned long)t5;
            unsigned long t71 = (unsigned long)t2;
            unsigned long t72 = (unsigned long)t6;
            unsigned long t73 = (unsigned long)t3;
            unsigned long t74 = (unsigned long)t5;
            unsigned long t75 = (unsigned long)t3;
            unsigned long t76 = (unsigned long)t6;
            unsigned long t77 = (unsigned long)t4;
            unsigned long t78 = (unsigned long)t5;
            unsigned long t79 = (unsigned long)t4;
            unsigned long t80 = (unsigned long)t6;
            unsigned long t81 = (unsigned long)t5;
            unsigned long t82 = (unsigned long)t6;
            long t83 = (long)((unsigned long)t6 + (unsigned long)((long)t61 * 8L) - ((unsigned long)t5 + (unsigned long)((long)t61 * 8L)));
            if ((t62 >= 4L) & (((t63 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t61 * 4L))) | ((t64 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t61 * 4L))) | (((t65 <= 0L) | (t65 >= 16L)) & ((t66 <= 0L) | (t66 >= 16L)))) & (((t67 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t61 * 2L))) | ((t68 + (unsigned long)((long)t61 * 2L + 2L + (t62 - 1L) * 2L)) <= (t67 + (unsigned long)((long)t61 * 4L)))) & (((t69 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t61 * 8L))) | ((t70 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t69 + (unsigned long)((long)t61 * 4L)))) & (((t71 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t61 * 8L))) | ((t72 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t71 + (unsigned long)((long)t61 * 4L)))) & (((t73 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t61 * 8L))) | ((t74 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t73 + (unsigned long)((long)t61 * 4L)))) & (((t75 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t61 * 8L))) | ((t76 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t75 + (unsigned long)((long)t61 * 4L)))) & (((t77 + (unsigned long)((long)t61 * 2L + 2L + (t62 - 1L) * 2L)) <= (t78 + (unsigned long)((long)t61 * 8L))) | ((t78 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t77 + (unsigned long)((long)t61 * 2L)))) & (((t79 + (unsigned long)((long)t61 * 2L + 2L + (t62 - 1L) * 2L)) <= (t80 + (unsigned long)((long)t61 * 8L))) | ((t80 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t79 + (unsigned long)((long)t61 * 2L)))) & (((t81 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t82 + (unsigned long)((long)t61 * 8L))) | ((t82 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t81 + (unsigned long)((long)t61 * 8L))) | ((t83 <= 0L) | (t83 >= 32L)))) {
                long t84 = t62 & -4L;
                long i_vec_1 = 0L;
                /* vcc: loop at alias_offset.c:60 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t85 = (long)t61 + i_vec_1;
                    int *t86 = a + t85;
                    __m128i a_v_8 = _mm_loadu_si128((const __m128i *)t86);
                    __m128 t87 = _mm_cvtepi32_ps(a_v_8);
                    __m128 t88 = _mm_mul_ps(t87, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(f + t85, t88);
                    vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t85);
                    __m256d t89 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_4)));
                    __m256d t90 = _mm256_mul_pd(t89, _mm256_set1_pd(0.5));
                    _mm256_storeu_pd(d + t85, t90);
                    __m128i a_v_9 = _mm_loadu_si128((const __m128i *)t86);
                    __m256i t91 = _mm256_cvtepi32_epi64(a_v_9);
                    __m256i t92 = _mm256_mul_epi32(t91, _mm256_set1_epi64x((long long)77LL));
                    _mm256_storeu_si256((__m256i *)(q + t85), t92);
                    i_vec_1 += 4L;
                } while (i_vec_1 < t84);
                i = (int)((long)t61 + t84);
            } else {
                i = t61;
            }
            for (; i < len; i++) {
                long t93 = (long)i;
                int *t94 = a + t93;
                f[t93] = (float)*t94 * 0.25f;
                d[t93] = (double)s[t93] * 0.5;
                q[t93] = (long long)*t94 * 77LL;
            }
            long t95 = (long)(44 + k);
            shift_f32(n, f + 44, f + t95);
            smooth_u32(n, u + 44, u + t95);
            store_then_load(n, s + 44, s + t95, out);
            double *t96 = d + 44;
            two_outputs(n, t96, t96 + k / 2, d + t95);
            shift_down(n, q + 44, q + t95);
            unsigned long t97 = (unsigned long)len;
            unsigned long t98 = t97 * 4UL;
            unsigned long t99 = (_mm256_zeroupper(), hash_bytes((const void *)f, t98));
            unsigned long t100 = (_mm256_zeroupper(), hash_bytes((const void *)a, t98));
            unsigned long t101 = (_mm256_zeroupper(), hash_bytes((const void *)s, t97 * 2UL));
            unsigned long t102 = (_mm256_zeroupper(), hash_bytes((const void *)out, t98));
            unsigned long t103 = t97 * 8UL;
            unsigned long t104 = (_mm256_zeroupper(), hash_bytes((const void *)d, t103));
            unsigned long t105 = (_mm256_zeroupper(), hash_bytes((const void *)q, t103));
            h = (h * 31ULL + (unsigned long long)t99 + (unsigned long long)t100 * 3ULL + (unsigned long long)t101 * 5ULL + (unsigned long long)t102 * 7ULL + (unsigned long long)t104 * 11ULL) * 31ULL + (unsigned long long)t105 + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)u, t98)) * 13ULL;
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
