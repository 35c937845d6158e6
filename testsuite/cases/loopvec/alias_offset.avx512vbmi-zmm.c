/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Pointer parameters that may alias, into one array at a run-time offset k from each other
   (memmove-like shifts, in-place filters). The runtime check passes when the ranges do not
   overlap, or else when each pair of accesses (one writing) is apart by a distance the vector
   loop keeps in order: the later access in program order behind the earlier one, or at least
   VF·UF iterations ahead (LLVM's "diff checks"). Every kernel runs at every offset from -40 to
   40 elements, so both the vector loop (src at or after dst) and the scalar fallback run. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_f32(int n, float *dst, const float *src) {
    vcc_no_contract_body
    int t11;
    int t20;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:11 vectorized: VF 16, UF 2, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
        do {
            __m512 src_v = _mm512_loadu_ps(src + i_vec);
            __m512 t6 = _mm512_mul_ps(src_v, _mm512_set1_ps(0.5f));
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(dst + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512 src_v_1 = _mm512_loadu_ps(src + t8);
            __m512 t9 = _mm512_mul_ps(src_v_1, _mm512_set1_ps(0.5f));
            __m512 t10 = _mm512_add_ps(t9, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(dst + t8, t10);
            i_vec += 32L;
        } while (i_vec < t5);
        t11 = (int)t5;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)dst;
    unsigned long t14 = (unsigned long)src;
    long t15 = (long)((unsigned long)dst + (unsigned long)((long)t11 * 4L) - ((unsigned long)src + (unsigned long)((long)t11 * 4L)));
    if ((t12 >= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))) | ((t15 <= 0L) | (t15 >= 64L)))) {
        long t16 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:11 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t17 = (long)t11 + i_vec_1;
            __m512 src_v_2 = _mm512_loadu_ps(src + t17);
            __m512 t18 = _mm512_mul_ps(src_v_2, _mm512_set1_ps(0.5f));
            __m512 t19 = _mm512_add_ps(t18, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(dst + t17, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t11 + t16);
    } else {
        t20 = t11;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)dst;
    unsigned long t23 = (unsigned long)src;
    long t24 = (long)((unsigned long)dst + (unsigned long)((long)t20 * 4L) - ((unsigned long)src + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 1L) & (t21 <= 16L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 64L)))) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)t20;
        __m512 src_v_3 = _mm512_maskz_loadu_ps(t26, src + t27);
        __m512 t28 = _mm512_mul_ps(src_v_3, _mm512_set1_ps(0.5f));
        __m512 t29 = _mm512_add_ps(t28, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(dst + t27, t26, t29);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        dst[t30] = src[t30] * 0.5f + 1.0f;
    }
}

/* Two loads on the same base as the store's pointer (unsigned: a recurrence for k = -1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void smooth_u32(int n, unsigned *dst, const unsigned *src) {
    vcc_no_contract_body
    int i;
    int t10;
    int t19;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    long t5 = (long)((unsigned long)dst - ((unsigned long)src + 4UL));
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | (((t4 <= 0L) | (t4 >= 128L)) & ((t5 <= 0L) | (t5 >= 128L))))) {
        long t6 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:17 vectorized: VF 16, UF 2, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
        do {
            __m512i src_v = _mm512_loadu_si512(src + i_vec);
            __m512i src_v_1 = _mm512_loadu_si512(src + ((int)i_vec + 1));
            __m512i t7 = _mm512_add_epi32(src_v, src_v_1);
            _mm512_storeu_si512(dst + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i src_v_2 = _mm512_loadu_si512(src + t8);
            __m512i src_v_3 = _mm512_loadu_si512(src + ((int)t8 + 1));
            __m512i t9 = _mm512_add_epi32(src_v_2, src_v_3);
            _mm512_storeu_si512(dst + t8, t9);
            i_vec += 32L;
        } while (i_vec < t6);
        t10 = (int)t6;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    unsigned long t12 = (unsigned long)dst;
    unsigned long t13 = (unsigned long)src;
    long t14 = (long)((unsigned long)dst + (unsigned long)((long)t10 * 4L) - ((unsigned long)src + (unsigned long)((long)t10 * 4L)));
    long t15 = (long)((unsigned long)dst + (unsigned long)((long)t10 * 4L) - ((unsigned long)src + (unsigned long)((long)t10 * 4L + 4L)));
    if ((t11 >= 16L) & (((t12 + (unsigned long)((long)t10 * 4L + 4L + (t11 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t10 * 4L))) | ((t13 + (unsigned long)((long)t10 * 4L + 8L + (t11 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t10 * 4L))) | (((t14 <= 0L) | (t14 >= 64L)) & ((t15 <= 0L) | (t15 >= 64L))))) {
        long t16 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:17 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t17 = (long)t10 + i_vec_1;
            __m512i src_v_4 = _mm512_loadu_si512(src + t17);
            __m512i src_v_5 = _mm512_loadu_si512(src + ((int)t17 + 1));
            __m512i t18 = _mm512_add_epi32(src_v_4, src_v_5);
            _mm512_storeu_si512(dst + t17, t18);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t19 = (int)((long)t10 + t16);
    } else {
        t19 = t10;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)dst;
    unsigned long t22 = (unsigned long)src;
    long t23 = (long)((unsigned long)dst + (unsigned long)((long)t19 * 4L) - ((unsigned long)src + (unsigned long)((long)t19 * 4L)));
    long t24 = (long)((unsigned long)dst + (unsigned long)((long)t19 * 4L) - ((unsigned long)src + (unsigned long)((long)t19 * 4L + 4L)));
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 8L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))) | (((t23 <= 0L) | (t23 >= 64L)) & ((t24 <= 0L) | (t24 >= 64L))))) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)t19;
        __m512i src_v_6 = _mm512_maskz_loadu_epi32(t26, src + t27);
        __m512i src_v_7 = _mm512_maskz_loadu_epi32(t26, src + ((int)t27 + 1));
        __m512i t28 = _mm512_add_epi32(src_v_6, src_v_7);
        _mm512_mask_storeu_epi32(dst + t27, t26, t28);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    while (i < n) {
        long t29 = (long)i;
        i++;
        dst[t29] = src[t29] + src[i];
    }
}

/* The store comes first in program order: safe where the load is behind it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_then_load(int n, short *dst, const short *src, int *restrict out) {
    vcc_no_contract_body
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)src - (unsigned long)dst);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -32L;
        __m512i t6 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:23 vectorized: VF 16, UF 2, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
        do {
            __m512i t7 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(3));
            __m256i t8 = _mm512_cvtepi32_epi16(t7);
            _mm256_storeu_si256((__m256i *)(dst + i_vec), t8);
            __m256i src_v = _mm256_loadu_si256((const __m256i *)(src + i_vec));
            __m512i t9 = _mm512_cvtepi16_epi32(src_v);
            __m512i t10 = _mm512_add_epi32(t9, _mm512_set1_epi32(1));
            _mm512_storeu_si512(out + i_vec, t10);
            long t11 = i_vec + 16L;
            __m512i t12 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(3));
            __m256i t14 = _mm512_cvtepi32_epi16(t13);
            _mm256_storeu_si256((__m256i *)(dst + t11), t14);
            __m256i src_v_1 = _mm256_loadu_si256((const __m256i *)(src + t11));
            __m512i t15 = _mm512_cvtepi16_epi32(src_v_1);
            __m512i t16 = _mm512_add_epi32(t15, _mm512_set1_epi32(1));
            _mm512_storeu_si512(out + t11, t16);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)dst;
    unsigned long t20 = (unsigned long)src;
    long t21 = (long)((unsigned long)src + (unsigned long)((long)t17 * 2L) - ((unsigned long)dst + (unsigned long)((long)t17 * 2L)));
    if ((t18 >= 16L) & (((t19 + (unsigned long)((long)t17 * 2L + 2L + (t18 - 1L) * 2L)) <= (t20 + (unsigned long)((long)t17 * 2L))) | ((t20 + (unsigned long)((long)t17 * 2L + 2L + (t18 - 1L) * 2L)) <= (t19 + (unsigned long)((long)t17 * 2L))) | ((t21 <= 0L) | (t21 >= 32L)))) {
        long t22 = t18 & -16L;
        __m512i t23 = _mm512_set1_epi32((int)t17);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:23 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t24 = (long)t17 + i_vec_1;
            __m512i t25 = _mm512_mullo_epi32((__m512i)i_v_1, _mm512_set1_epi32(3));
            __m256i t26 = _mm512_cvtepi32_epi16(t25);
            _mm256_storeu_si256((__m256i *)(dst + t24), t26);
            __m256i src_v_2 = _mm256_loadu_si256((const __m256i *)(src + t24));
            __m512i t27 = _mm512_cvtepi16_epi32(src_v_2);
            __m512i t28 = _mm512_add_epi32(t27, _mm512_set1_epi32(1));
            _mm512_storeu_si512(out + t24, t28);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        dst[t29] = (short)(i * 3);
        out[t29] = (int)src[t29] + 1;
    }
}

/* Two stores and a load over three pointers. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_outputs(int n, double *d1, double *d2, const double *src) {
    vcc_no_contract_body
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
    if ((t1 >= 32L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 256L))) & (((t5 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t6) | ((t6 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t5) | ((t7 <= 0L) | (t7 >= 256L))) & (((t8 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t8) | ((t10 <= 0L) | (t10 >= 256L)))) {
        long t11 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:31 vectorized: VF 8, UF 4, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m512d v_v = _mm512_loadu_pd(src + i_vec);
            __m512d t12 = _mm512_mul_pd(v_v, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(d1 + i_vec, t12);
            __m512d t13 = _mm512_sub_pd(v_v, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d2 + i_vec, t13);
            long t14 = i_vec + 8L;
            __m512d v_v_1 = _mm512_loadu_pd(src + t14);
            __m512d t15 = _mm512_mul_pd(v_v_1, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(d1 + t14, t15);
            __m512d t16 = _mm512_sub_pd(v_v_1, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d2 + t14, t16);
            long t17 = i_vec + 16L;
            __m512d v_v_2 = _mm512_loadu_pd(src + t17);
            __m512d t18 = _mm512_mul_pd(v_v_2, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(d1 + t17, t18);
            __m512d t19 = _mm512_sub_pd(v_v_2, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d2 + t17, t19);
            long t20 = i_vec + 24L;
            __m512d v_v_3 = _mm512_loadu_pd(src + t20);
            __m512d t21 = _mm512_mul_pd(v_v_3, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(d1 + t20, t21);
            __m512d t22 = _mm512_sub_pd(v_v_3, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d2 + t20, t22);
            i_vec += 32L;
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
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t23 * 8L))) | ((t26 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t23 * 8L))) | ((t27 <= 0L) | (t27 >= 64L))) & (((t28 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t23 * 8L))) | ((t29 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t23 * 8L))) | ((t30 <= 0L) | (t30 >= 64L))) & (((t31 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t23 * 8L))) | ((t32 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t23 * 8L))) | ((t33 <= 0L) | (t33 >= 64L)))) {
        long t34 = t24 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:31 vector epilogue: VF 8, UF 1, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t35 = (long)t23 + i_vec_1;
            __m512d v_v_4 = _mm512_loadu_pd(src + t35);
            __m512d t36 = _mm512_mul_pd(v_v_4, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(d1 + t35, t36);
            __m512d t37 = _mm512_sub_pd(v_v_4, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d2 + t35, t37);
            i_vec_1 += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_down(int n, long long *dst, const long long *src) {
    vcc_no_contract_body
    int t42;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)dst;
    unsigned long t4 = (unsigned long)src;
    long t5 = (long)((unsigned long)dst + (unsigned long)((long)n * 8L + -8L) - ((unsigned long)src + (unsigned long)((long)n * 8L + -8L)));
    if ((t2 >= 32L) & (((t3 + (unsigned long)((long)n * 8L)) <= (t4 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t4 + (unsigned long)((long)n * 8L)) <= (t3 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t5 <= -256L) | (t5 >= 0L)))) {
        long t6 = t2 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t7, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:40 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
        do {
            long t8 = (long)t1 + i_vec * -1L;
            __m512i t9 = _mm512_loadu_si512(src + t8 + -7);
            __m512i src_v = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t9);
            __m512i t10 = _mm512_cvtepi32_epi64((__m256i)i_v);
            __m512i t11 = _mm512_xor_si512(src_v, t10);
            __m512i t12 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t11);
            _mm512_storeu_si512(dst + t8 + -7, t12);
            long t13 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t14 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m512i t15 = _mm512_loadu_si512(src + t13 + -7);
            __m512i src_v_1 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t15);
            __m512i t16 = _mm512_cvtepi32_epi64(t14);
            __m512i t17 = _mm512_xor_si512(src_v_1, t16);
            __m512i t18 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t17);
            _mm512_storeu_si512(dst + t13 + -7, t18);
            long t19 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t20 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
            __m512i t21 = _mm512_loadu_si512(src + t19 + -7);
            __m512i src_v_2 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t21);
            __m512i t22 = _mm512_cvtepi32_epi64(t20);
            __m512i t23 = _mm512_xor_si512(src_v_2, t22);
            __m512i t24 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t23);
            _mm512_storeu_si512(dst + t19 + -7, t24);
            long t25 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-24));
            __m512i t27 = _mm512_loadu_si512(src + t25 + -7);
            __m512i src_v_3 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t27);
            __m512i t28 = _mm512_cvtepi32_epi64(t26);
            __m512i t29 = _mm512_xor_si512(src_v_3, t28);
            __m512i t30 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t29);
            _mm512_storeu_si512(dst + t25 + -7, t30);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t31 = (long)t1 + 1L;
    unsigned long t32 = (unsigned long)dst;
    unsigned long t33 = (unsigned long)src;
    long t34 = (long)((unsigned long)dst + (unsigned long)((long)t1 * 8L) - ((unsigned long)src + (unsigned long)((long)t1 * 8L)));
    if ((t31 >= 8L) & (((t32 + (unsigned long)((long)t1 * 8L + 8L)) <= (t33 + (unsigned long)((long)t1 * 8L + (t31 - 1L) * -8L))) | ((t33 + (unsigned long)((long)t1 * 8L + 8L)) <= (t32 + (unsigned long)((long)t1 * 8L + (t31 - 1L) * -8L))) | ((t34 <= -64L) | (t34 >= 0L)))) {
        long t35 = t31 & -8L;
        __m256i t36 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t36, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:40 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t37 = (long)t1 + i_vec_1 * -1L;
            __m512i t38 = _mm512_loadu_si512(src + t37 + -7);
            __m512i src_v_4 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t38);
            __m512i t39 = _mm512_cvtepi32_epi64((__m256i)i_v_1);
            __m512i t40 = _mm512_xor_si512(src_v_4, t39);
            __m512i t41 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t40);
            _mm512_storeu_si512(dst + t37 + -7, t41);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t35);
        t42 = (int)((long)t1 + t35 * -1L);
    } else {
        t42 = t1;
    }
    long t43 = (long)t42 + 1L;
    unsigned long t44 = (unsigned long)dst;
    unsigned long t45 = (unsigned long)src;
    long t46 = (long)((unsigned long)dst + (unsigned long)((long)t42 * 8L) - ((unsigned long)src + (unsigned long)((long)t42 * 8L)));
    if ((t43 >= 1L) & (t43 <= 8L) & (((t44 + (unsigned long)((long)t42 * 8L + 8L)) <= (t45 + (unsigned long)((long)t42 * 8L + (t43 - 1L) * -8L))) | ((t45 + (unsigned long)((long)t42 * 8L + 8L)) <= (t44 + (unsigned long)((long)t42 * 8L + (t43 - 1L) * -8L))) | ((t46 <= -64L) | (t46 >= 0L)))) {
        __m256i t47 = _mm256_set1_epi32((int)(int)t43);
        __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t49 = _mm256_set1_epi32((int)t42);
        __m256i t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t51 = (long)t42;
        __m256i t52 = _mm256_permutevar8x32_epi32(t48, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512i t53 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t52), (const long long *)((unsigned long)src + (unsigned long)t51 * 8UL - 56UL));
        __m512i src_v_5 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t53);
        __m512i t54 = _mm512_cvtepi32_epi64(t50);
        __m512i t55 = _mm512_xor_si512(src_v_5, t54);
        __m256i t56 = _mm256_permutevar8x32_epi32(t48, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512i t57 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t55);
        _mm512_mask_storeu_epi64((long long *)((unsigned long)dst + (unsigned long)t51 * 8UL - 56UL), _mm256_movepi32_mask(t56), t57);
        i = (int)((long)t42 + t43 * -1L);
    } else {
        i = t42;
    }
    for (; i >= 0; i--) {
        long t58 = (long)i;
        dst[t58] = src[t58] ^ (long long)i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t45;
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
                /* vcc: loop at alias_offset.c:60 vectorized: VF 8, UF 2, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
                do {
                    int *t30 = a + i_vec;
                    __m256i a_v = _mm256_loadu_si256((const __m256i *)t30);
                    __m256 t31 = _mm256_cvtepi32_ps(a_v);
                    __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.25f));
                    _mm256_storeu_ps(f + i_vec, t32);
                    __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
                    __m512d t33 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v, vcc_v8_int), vcc_v8_double);
                    __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.5));
                    _mm512_storeu_pd(d + i_vec, t34);
                    __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t30);
                    __m512i t35 = _mm512_cvtepi32_epi64(a_v_1);
                    __m512i t36 = _mm512_mul_epi32(t35, _mm512_set1_epi64((long long)77LL));
                    _mm512_storeu_si512(q + i_vec, t36);
                    long t37 = i_vec + 8L;
                    int *t38 = a + t37;
                    __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t38);
                    __m256 t39 = _mm256_cvtepi32_ps(a_v_2);
                    __m256 t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.25f));
                    _mm256_storeu_ps(f + t37, t40);
                    __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t37));
                    __m512d t41 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_1, vcc_v8_int), vcc_v8_double);
                    __m512d t42 = _mm512_mul_pd(t41, _mm512_set1_pd(0.5));
                    _mm512_storeu_pd(d + t37, t42);
                    __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t38);
                    __m512i t43 = _mm512_cvtepi32_epi64(a_v_3);
                    __m512i t44 = _mm512_mul_epi32(t43, _mm512_set1_epi64((long long)77LL));
                    _mm512_storeu_si512(q + t37, t44);
                    i_vec += 16L;
                } while (i_vec < t29);
                t45 = (int)t29;
            } else {
                t45 = 0;
            }
            long t46 = (long)n + (long)t45 * -1L + 90L;
            unsigned long t47 = (unsigned long)t2;
            unsigned long t48 = (unsigned long)t3;
            long t49 = (long)((unsigned long)t2 + (unsigned long)((long)t45 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t45 * 4L)));
            long t50 = (long)((unsigned long)t3 + (unsigned long)((long)t45 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t45 * 4L)));
            unsigned long t51 = (unsigned long)t2;
            unsigned long t52 = (unsigned long)t4;
            unsigned long t53 = (unsigned long)t2;
            unsigned long t54 = (unsigned long)t5;
            unsigned long t55 = (unsigned long)t2;
            unsigned long t56 = (unsigned long)t6;
            unsigned long t57 = (unsigned long)t3;
            unsigned long t58 = (unsigned long)t5;
            unsigned long t59 = (unsigned long)t3;
            unsigned long t60 = (unsigned long)t6;
            unsigned long t61 = (unsigned long)t4;
            unsigned long t62 = (unsigned long)t5;
            unsigned long t63 = (unsigned long)t4;
            unsigned long t64 = (unsigned long)t6;
            unsigned long t65 = (unsigned long)t5;
            unsigned long t66 = (unsigned long)t6;
            long t67 = (long)((unsigned long)t6 + (unsigned long)((long)t45 * 8L) - ((unsigned long)t5 + (unsigned long)((long)t45 * 8L)));
            if ((t46 >= 8L) & (((t47 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t45 * 4L))) | ((t48 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t45 * 4L))) | (((t49 <= 0L) | (t49 >= 32L)) & ((t50 <= 0L) | (t50 >= 32L)))) & (((t51 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t45 * 2L))) | ((t52 + (unsigned long)((long)t45 * 2L + 2L + (t46 - 1L) * 2L)) <= (t51 + (unsigned long)((long)t45 * 4L)))) & (((t53 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t54 + (unsigned long)((long)t45 * 8L))) | ((t54 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t53 + (unsigned long)((long)t45 * 4L)))) & (((t55 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t45 * 8L))) | ((t56 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t55 + (unsigned long)((long)t45 * 4L)))) & (((t57 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t45 * 8L))) | ((t58 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t57 + (unsigned long)((long)t45 * 4L)))) & (((t59 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t60 + (unsigned long)((long)t45 * 8L))) | ((t60 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t59 + (unsigned long)((long)t45 * 4L)))) & (((t61 + (unsigned long)((long)t45 * 2L + 2L + (t46 - 1L) * 2L)) <= (t62 + (unsigned long)((long)t45 * 8L))) | ((t62 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t61 + (unsigned long)((long)t45 * 2L)))) & (((t63 + (unsigned long)((long)t45 * 2L + 2L + (t46 - 1L) * 2L)) <= (t64 + (unsigned long)((long)t45 * 8L))) | ((t64 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t63 + (unsigned long)((long)t45 * 2L)))) & (((t65 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t66 + (unsigned long)((long)t45 * 8L))) | ((t66 + (unsigned long)((long)t45 * 8L + 8L + (t46 - 1L) * 8L)) <= (t65 + (unsigned long)((long)t45 * 8L))) | ((t67 <= 0L) | (t67 >= 64L)))) {
                long t68 = t46 & -8L;
                long i_vec_1 = 0L;
                /* vcc: loop at alias_offset.c:60 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t69 = (long)t45 + i_vec_1;
                    int *t70 = a + t69;
                    __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t70);
                    __m256 t71 = _mm256_cvtepi32_ps(a_v_4);
                    __m256 t72 = _mm256_mul_ps(t71, _mm256_set1_ps(0.25f));
                    _mm256_storeu_ps(f + t69, t72);
                    __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t69));
                    __m512d t73 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_2, vcc_v8_int), vcc_v8_double);
                    __m512d t74 = _mm512_mul_pd(t73, _mm512_set1_pd(0.5));
                    _mm512_storeu_pd(d + t69, t74);
                    __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)t70);
                    __m512i t75 = _mm512_cvtepi32_epi64(a_v_5);
                    __m512i t76 = _mm512_mul_epi32(t75, _mm512_set1_epi64((long long)77LL));
                    _mm512_storeu_si512(q + t69, t76);
                    i_vec_1 += 8L;
                } while (i_vec_1 < t68);
                i = (int)((long)t45 + t68);
            } else {
                i = t45;
            }
            for (; i < len; i++) {
                long t77 = (long)i;
                int *t78 = a + t77;
                f[t77] = (float)*t78 * 0.25f;
                d[t77] = (double)s[t77] * 0.5;
                q[t77] = (long long)*t78 * 77LL;
            }
            long t79 = (long)(44 + k);
            shift_f32(n, f + 44, f + t79);
            smooth_u32(n, u + 44, u + t79);
            store_then_load(n, s + 44, s + t79, out);
            double *t80 = d + 44;
            two_outputs(n, t80, t80 + k / 2, d + t79);
            shift_down(n, q + 44, q + t79);
            unsigned long t81 = (unsigned long)len;
            unsigned long t82 = t81 * 4UL;
            unsigned long t83 = (_mm256_zeroupper(), hash_bytes((const void *)f, t82));
            unsigned long t84 = (_mm256_zeroupper(), hash_bytes((const void *)a, t82));
            unsigned long t85 = (_mm256_zeroupper(), hash_bytes((const void *)s, t81 * 2UL));
            unsigned long t86 = (_mm256_zeroupper(), hash_bytes((const void *)out, t82));
            unsigned long t87 = t81 * 8UL;
            unsigned long t88 = (_mm256_zeroupper(), hash_bytes((const void *)d, t87));
            unsigned long t89 = (_mm256_zeroupper(), hash_bytes((const void *)q, t87));
            h = (h * 31ULL + (unsigned long long)t83 + (unsigned long long)t84 * 3ULL + (unsigned long long)t85 * 5ULL + (unsigned long long)t86 * 7ULL + (unsigned long long)t88 * 11ULL) * 31ULL + (unsigned long long)t89 + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)u, t82)) * 13ULL;
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
