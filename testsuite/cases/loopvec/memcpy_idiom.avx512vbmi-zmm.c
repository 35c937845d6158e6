/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 4 */
/* Copy loops become one call of memcpy (midend idiom.rs) where the two objects are distinct;
   the others stay loops (and are vectorized where they can be). Globals of this file that
   vector code reads or writes are realigned for it (emit align.rs). */
#include "harness.h"

#define M 1100
static double gd[M];
double hd[M];
static short gs[M];
short hs[M];
static float initialized[M] = {1.0f};

/* memcpy: two distinct globals, offsets on both sides. */
void copy_globals(int n) {
    long t1 = (long)n;
    void *t2 = (void *)((unsigned char *)&gd + 24);
    void *t3 = (void *)((unsigned char *)&hd + 8);
    unsigned long t4 = (unsigned long)(t1 * 8L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: restrict pointers, a count that may be zero or negative, a start that is a parameter. */
void copy_restrict(int lo, int hi, short *restrict dst, const short *restrict src) {
    long t1 = (long)lo * -1L + (long)hi;
    void *t2 = (void *)((unsigned char *)dst + (long)lo * 2L);
    void *t3 = (void *)((unsigned char *)src + (long)lo * 2L);
    unsigned long t4 = (unsigned long)(t1 * 2L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: bytes, counted with an unsigned index. */
void copy_bytes(unsigned n, unsigned char *restrict dst, const unsigned char *restrict src) {
    long t1 = (long)n;
    void *t2 = (void *)(dst + 0);
    void *t3 = (void *)((unsigned char *)src + 0);
    unsigned long t4 = (unsigned long)(t1 * 1L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: a static array with an initializer into a local array, then summed. */
float copy_to_local(int n) {
    float tmp[1100];
    long t1 = (long)n;
    void *t2 = (void *)((unsigned char *)&tmp + 0);
    void *t3 = (void *)((unsigned char *)&initialized + 0);
    unsigned long t4 = (unsigned long)(t1 * 4L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += tmp[i] * (float)(i & 3);
    }
    return s;
}

/* A loop: one array shifted down onto itself (the objects are not distinct). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_down(int n, int *a) {
    vcc_no_contract_body
    int t4;
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + ((int)i_vec + 1));
            _mm512_storeu_si512(a + i_vec, a_v);
            long t3 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + ((int)t3 + 1));
            _mm512_storeu_si512(a + t3, a_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t7 = (long)t4 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + ((int)t7 + 1));
            _mm512_storeu_si512(a + t7, a_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t6);
        t8 = (int)((long)t4 + t6);
    } else {
        t8 = t4;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t8;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t11, a + ((int)t12 + 1));
        _mm512_mask_storeu_epi32(a + t12, t11, a_v_3);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    while (i < n) {
        int t13 = i + 1;
        a[i] = a[t13];
        i = t13;
    }
}

/* A loop: the pointers may alias (no restrict). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_may_alias(int n, short *dst, const short *src) {
    vcc_no_contract_body
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 64L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 16, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
        do {
            __m256i src_v = _mm256_loadu_si256((const __m256i *)(src + i_vec));
            _mm256_storeu_si256((__m256i *)(dst + i_vec), src_v);
            long t6 = i_vec + 16L;
            __m256i src_v_1 = _mm256_loadu_si256((const __m256i *)(src + t6));
            _mm256_storeu_si256((__m256i *)(dst + t6), src_v_1);
            long t7 = i_vec + 32L;
            __m256i src_v_2 = _mm256_loadu_si256((const __m256i *)(src + t7));
            _mm256_storeu_si256((__m256i *)(dst + t7), src_v_2);
            long t8 = i_vec + 48L;
            __m256i src_v_3 = _mm256_loadu_si256((const __m256i *)(src + t8));
            _mm256_storeu_si256((__m256i *)(dst + t8), src_v_3);
            i_vec += 64L;
        } while (i_vec < t5);
        t9 = (int)t5;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)dst;
    unsigned long t12 = (unsigned long)src;
    long t13 = (long)((unsigned long)dst + (unsigned long)((long)t9 * 2L) - ((unsigned long)src + (unsigned long)((long)t9 * 2L)));
    if ((t10 >= 16L) & (((t11 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t12 + (unsigned long)((long)t9 * 2L))) | ((t12 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t9 * 2L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t15 = (long)t9 + i_vec_1;
            __m256i src_v_4 = _mm256_loadu_si256((const __m256i *)(src + t15));
            _mm256_storeu_si256((__m256i *)(dst + t15), src_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t9 + t14);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        dst[t16] = src[t16];
    }
}

/* A loop: the copy converts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 src_v = _mm256_loadu_ps(src + i_vec);
            __m512d t3 = _mm512_cvtps_pd(src_v);
            _mm512_storeu_pd(dst + i_vec, t3);
            long t4 = i_vec + 8L;
            __m256 src_v_1 = _mm256_loadu_ps(src + t4);
            __m512d t5 = _mm512_cvtps_pd(src_v_1);
            _mm512_storeu_pd(dst + t4, t5);
            long t6 = i_vec + 16L;
            __m256 src_v_2 = _mm256_loadu_ps(src + t6);
            __m512d t7 = _mm512_cvtps_pd(src_v_2);
            _mm512_storeu_pd(dst + t6, t7);
            long t8 = i_vec + 24L;
            __m256 src_v_3 = _mm256_loadu_ps(src + t8);
            __m512d t9 = _mm512_cvtps_pd(src_v_3);
            _mm512_storeu_pd(dst + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256 src_v_4 = _mm256_loadu_ps(src + t13);
            __m512d t14 = _mm512_cvtps_pd(src_v_4);
            _mm512_storeu_pd(dst + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)t15;
        __m256 src_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), src + t19);
        __m512d t20 = _mm512_cvtps_pd(src_v_5);
        _mm512_mask_storeu_pd(dst + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        dst[t21] = (double)src[t21];
    }
}

/* A loop: every other element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_strided(int n, short *restrict dst, const short *restrict src) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            short *t3 = dst + 2 * (int)i_vec;
            vcc_v4_short src_v = vcc_load(vcc_v4_short, src + i_vec);
            *t3 = src_v[0];
            t3[2] = src_v[1];
            t3[4] = src_v[2];
            t3[6] = src_v[3];
            long t4 = i_vec + 4L;
            short *t5 = dst + 2 * (int)t4;
            vcc_v4_short src_v_1 = vcc_load(vcc_v4_short, src + t4);
            *t5 = src_v_1[0];
            t5[2] = src_v_1[1];
            t5[4] = src_v_1[2];
            t5[6] = src_v_1[3];
            long t6 = i_vec + 8L;
            short *t7 = dst + 2 * (int)t6;
            vcc_v4_short src_v_2 = vcc_load(vcc_v4_short, src + t6);
            *t7 = src_v_2[0];
            t7[2] = src_v_2[1];
            t7[4] = src_v_2[2];
            t7[6] = src_v_2[3];
            long t8 = i_vec + 12L;
            short *t9 = dst + 2 * (int)t8;
            vcc_v4_short src_v_3 = vcc_load(vcc_v4_short, src + t8);
            *t9 = src_v_3[0];
            t9[2] = src_v_3[1];
            t9[4] = src_v_3[2];
            t9[6] = src_v_3[3];
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
        /* vcc: loop at memcpy_idiom.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            short *t14 = dst + 2 * (int)t13;
            vcc_v4_short src_v_4 = vcc_load(vcc_v4_short, src + t13);
            *t14 = src_v_4[0];
            t14[2] = src_v_4[1];
            t14[4] = src_v_4[2];
            t14[6] = src_v_4[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        dst[2 * i] = src[i];
    }
}

static __typeof__(gd) gd __attribute__((aligned(64)));
extern __typeof__(hd) hd __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    float s;
    int n;
    int t3;
    int t66;
    int t87;
    int i;
    int t112;
    int t119;
    int i_1;
    int t128;
    int t137;
    int t145;
    int i_2;
    int t157;
    int i_3;
    int t169;
    int i_4;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        __m256i t4 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(11));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 8, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            _mm512_storeu_pd(&gd[i_vec], _mm512_set1_pd(-1.0));
            __m512d t7 = _mm512_cvtepi32_pd((__m256i)i_v);
            __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[i_vec], t8);
            __m256i t9 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
            __m128i t10 = _mm256_cvtepi32_epi16(t9);
            _mm_storeu_si128((__m128i *)&gs[i_vec], t10);
            _mm_storeu_si128((__m128i *)&hs[i_vec], _mm_set1_epi16((short)-1));
            __m256 t11 = _mm256_cvtepi32_ps((__m256i)t1);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[i_vec], t12);
            long t13 = i_vec + 8L;
            __m256i t14 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            _mm512_storeu_pd(&gd[t13], _mm512_set1_pd(-1.0));
            __m512d t15 = _mm512_cvtepi32_pd(t14);
            __m512d t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t13], t16);
            __m256i t17 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(7));
            __m128i t18 = _mm256_cvtepi32_epi16(t17);
            _mm_storeu_si128((__m128i *)&gs[t13], t18);
            _mm_storeu_si128((__m128i *)&hs[t13], _mm_set1_epi16((short)-1));
            __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(11));
            __m256i t21 = _mm256_min_epu32(t19, t20);
            __m256 t22 = _mm256_cvtepi32_ps(t21);
            __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t13], t23);
            long t24 = i_vec + 16L;
            __m256i t25 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            _mm512_storeu_pd(&gd[t24], _mm512_set1_pd(-1.0));
            __m512d t26 = _mm512_cvtepi32_pd(t25);
            __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t24], t27);
            __m256i t28 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(7));
            __m128i t29 = _mm256_cvtepi32_epi16(t28);
            _mm_storeu_si128((__m128i *)&gs[t24], t29);
            _mm_storeu_si128((__m128i *)&hs[t24], _mm_set1_epi16((short)-1));
            __m256i t30 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(11));
            __m256i t32 = _mm256_min_epu32(t30, t31);
            __m256 t33 = _mm256_cvtepi32_ps(t32);
            __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t24], t34);
            long t35 = i_vec + 24L;
            __m256i t36 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            _mm512_storeu_pd(&gd[t35], _mm512_set1_pd(-1.0));
            __m512d t37 = _mm512_cvtepi32_pd(t36);
            __m512d t38 = _mm512_mul_pd(t37, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t35], t38);
            __m256i t39 = _mm256_mullo_epi32(t36, _mm256_set1_epi32(7));
            __m128i t40 = _mm256_cvtepi32_epi16(t39);
            _mm_storeu_si128((__m128i *)&gs[t35], t40);
            _mm_storeu_si128((__m128i *)&hs[t35], _mm_set1_epi16((short)-1));
            __m256i t41 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(11));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256 t44 = _mm256_cvtepi32_ps(t43);
            __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t35], t45);
            i_vec += 32L;
            __m256i t46 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
            __m256i t47 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(10));
            __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(11));
            __m256i t49 = _mm256_min_epu32(t47, t48);
            if (i_vec >= 1088L) {
                break;
            }
            i_v = (vcc_v8_uint)t46;
            t1 = (vcc_v8_int)t49;
        }
        __m256i t50 = _mm256_set1_epi32(1088);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t51 = _mm256_set1_epi32(10);
        __m256i t52 = _mm256_add_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(11));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t52, t53);
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t54 = 1088L + i_vec_1;
            _mm512_storeu_pd(&gd[t54], _mm512_set1_pd(-1.0));
            __m512d t55 = _mm512_cvtepi32_pd((__m256i)i_v_1);
            __m512d t56 = _mm512_mul_pd(t55, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t54], t56);
            __m256i t57 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(7));
            __m128i t58 = _mm256_cvtepi32_epi16(t57);
            _mm_storeu_si128((__m128i *)&gs[t54], t58);
            _mm_storeu_si128((__m128i *)&hs[t54], _mm_set1_epi16((short)-1));
            __m256 t59 = _mm256_cvtepi32_ps((__m256i)t2);
            __m256 t60 = _mm256_mul_ps(t59, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t54], t60);
            i_vec_1 += 8L;
            __m256i t61 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            __m256i t62 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
            __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(11));
            __m256i t64 = _mm256_min_epu32(t62, t63);
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = (vcc_v8_uint)t61;
            t2 = (vcc_v8_int)t64;
        }
        gd[1096] = -1.0;
        hd[1096] = 548.0;
        gs[1096] = (short)7672;
        hs[1096] = (short)-1;
        initialized[1096] = 1.75f;
        gd[1097] = -1.0;
        hd[1097] = 548.5;
        gs[1097] = (short)7679;
        hs[1097] = (short)-1;
        initialized[1097] = 2.0f;
        gd[1098] = -1.0;
        hd[1098] = 549.0;
        gs[1098] = (short)7686;
        hs[1098] = (short)-1;
        initialized[1098] = 2.25f;
        gd[1099] = -1.0;
        hd[1099] = 549.5;
        gs[1099] = (short)7693;
        hs[1099] = (short)-1;
        initialized[1099] = 2.5f;
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        unsigned long long h = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        int lo = n / 3 - 5;
        const short *t65 = gs;
        if (lo < 0) {
            t66 = 0;
        } else {
            t66 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t66, n, hs, t65));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t65));
        const void *t67 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t67, 2200UL));
        void *t68 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bd = (unsigned char *)t68;
        void *t69 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bs = (unsigned char *)t69;
        long t70 = (long)n;
        int t71 = t70 >= 32L;
        unsigned long t72 = (unsigned long)t68;
        unsigned long t73 = t72;
        unsigned long t74 = (unsigned long)(1L + (t70 - 1L) * 1L);
        unsigned long t75 = (unsigned long)t69;
        unsigned long t76 = t75;
        long t77 = (long)(t73 - t76);
        if (t71 & (((t72 + t74) <= t76) | ((t75 + t74) <= t73) | ((t77 <= 0L) | (t77 >= 32L)))) {
            long t78 = t70 & -32L;
            __m512i t79 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_2 = (vcc_v16_uint)_mm512_add_epi32(t79, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i t80 = _mm512_mullo_epi32((__m512i)i_v_2, _mm512_set1_epi32(13));
                __m128i t81 = _mm512_cvtepi32_epi8(t80);
                _mm_storeu_si128((__m128i *)(bs + i_vec_2), t81);
                _mm_storeu_si128((__m128i *)(bd + i_vec_2), _mm_set1_epi8((char)0));
                long t82 = i_vec_2 + 16L;
                __m512i t83 = _mm512_add_epi32((__m512i)i_v_2, _mm512_set1_epi32(16));
                __m512i t84 = _mm512_mullo_epi32(t83, _mm512_set1_epi32(13));
                __m128i t85 = _mm512_cvtepi32_epi8(t84);
                _mm_storeu_si128((__m128i *)(bs + t82), t85);
                _mm_storeu_si128((__m128i *)(bd + t82), _mm_set1_epi8((char)0));
                i_vec_2 += 32L;
                __m512i t86 = _mm512_add_epi32((__m512i)i_v_2, _mm512_set1_epi32(32));
                if (i_vec_2 >= t78) {
                    break;
                }
                i_v_2 = (vcc_v16_uint)t86;
            }
            t87 = (int)t78;
        } else {
            t87 = 0;
        }
        long t88 = (long)t87;
        long t89 = t70 + t88 * -1L;
        unsigned long t90 = (unsigned long)t88;
        unsigned long t91 = t72 + t90;
        unsigned long t92 = (unsigned long)(t88 + 1L + (t89 - 1L) * 1L);
        unsigned long t93 = t75 + t90;
        long t94 = (long)(t91 - t93);
        if ((t89 >= 16L) & (((t72 + t92) <= t93) | ((t75 + t92) <= t91) | ((t94 <= 0L) | (t94 >= 16L)))) {
            long t95 = t89 & -16L;
            __m512i t96 = _mm512_set1_epi32((int)t87);
            vcc_v16_uint i_v_3 = (vcc_v16_uint)_mm512_add_epi32(t96, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t97 = t88 + i_vec_3;
                __m512i t98 = _mm512_mullo_epi32((__m512i)i_v_3, _mm512_set1_epi32(13));
                __m128i t99 = _mm512_cvtepi32_epi8(t98);
                _mm_storeu_si128((__m128i *)(bs + t97), t99);
                _mm_storeu_si128((__m128i *)(bd + t97), _mm_set1_epi8((char)0));
                i_vec_3 += 16L;
                __m512i t100 = _mm512_add_epi32((__m512i)i_v_3, _mm512_set1_epi32(16));
                if (i_vec_3 >= t95) {
                    break;
                }
                i_v_3 = (vcc_v16_uint)t100;
            }
            i = (int)(t88 + t95);
        } else {
            i = t87;
        }
        while (i < n) {
            long t101 = (long)i;
            bs[t101] = (unsigned char)(i * 13);
            bd[t101] = (unsigned char)0;
            i++;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t102 = (unsigned long)n;
        unsigned long t103 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t102 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t103) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t104 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t104, 4UL));
        long t105 = t70 + 1L;
        if (t105 >= 32L) {
            long t106 = t105 & -32L;
            __m512i t107 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_4 = (vcc_v16_uint)_mm512_add_epi32(t107, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t108 = _mm512_mullo_epi32((__m512i)i_v_4, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + i_vec_4, t108);
                __m512i t109 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(16));
                __m512i t110 = _mm512_mullo_epi32(t109, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (i_vec_4 + 16L), t110);
                i_vec_4 += 32L;
                __m512i t111 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(32));
                if (i_vec_4 >= t106) {
                    break;
                }
                i_v_4 = (vcc_v16_uint)t111;
            }
            t112 = (int)t106;
        } else {
            t112 = 0;
        }
        long t113 = (long)t112;
        long t114 = t70 + t113 * -1L + 1L;
        if (t114 >= 16L) {
            long t115 = t114 & -16L;
            __m512i t116 = _mm512_set1_epi32((int)t112);
            vcc_v16_uint i_v_5 = (vcc_v16_uint)_mm512_add_epi32(t116, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t117 = _mm512_mullo_epi32((__m512i)i_v_5, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (t113 + i_vec_5), t117);
                i_vec_5 += 16L;
                __m512i t118 = _mm512_add_epi32((__m512i)i_v_5, _mm512_set1_epi32(16));
                if (i_vec_5 >= t115) {
                    break;
                }
                i_v_5 = (vcc_v16_uint)t118;
            }
            t119 = (int)(t113 + t115);
        } else {
            t119 = t112;
        }
        long t120 = (long)t119;
        long t121 = t70 + t120 * -1L + 1L;
        if ((t121 >= 1L) & (t121 <= 16L)) {
            __m512i t122 = _mm512_set1_epi32((int)(int)t121);
            __mmask16 t123 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t122, _MM_CMPINT_LT);
            __m512i t124 = _mm512_set1_epi32((int)t119);
            __m512i t125 = _mm512_add_epi32(t124, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t126 = _mm512_mullo_epi32(t125, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32(a + t120, t123, t126);
            i_1 = (int)(t120 + t121);
        } else {
            i_1 = t119;
        }
        while (i_1 <= n) {
            a[i_1] = i_1 * 3;
            i_1++;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t104 * 4UL));
        free((void *)a);
        const short *t127 = hs;
        if (n < 1099) {
            t128 = n;
        } else {
            t128 = 1099;
        }
        copy_may_alias(t128, &hs[1], t127);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t67, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        if (t71) {
            long t129 = t70 & -32L;
            __m512i t130 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_6 = (vcc_v16_uint)_mm512_add_epi32(t130, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t131 = _mm512_cvtepi32_ps((__m512i)i_v_6);
                __m512 t132 = _mm512_div_ps(t131, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + i_vec_6, t132);
                __m512i t133 = _mm512_add_epi32((__m512i)i_v_6, _mm512_set1_epi32(16));
                __m512 t134 = _mm512_cvtepi32_ps(t133);
                __m512 t135 = _mm512_div_ps(t134, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (i_vec_6 + 16L), t135);
                i_vec_6 += 32L;
                __m512i t136 = _mm512_add_epi32((__m512i)i_v_6, _mm512_set1_epi32(32));
                if (i_vec_6 >= t129) {
                    break;
                }
                i_v_6 = (vcc_v16_uint)t136;
            }
            t137 = (int)t129;
        } else {
            t137 = 0;
        }
        long t138 = (long)t137;
        long t139 = t70 + t138 * -1L;
        if (t139 >= 16L) {
            long t140 = t139 & -16L;
            __m512i t141 = _mm512_set1_epi32((int)t137);
            vcc_v16_uint i_v_7 = (vcc_v16_uint)_mm512_add_epi32(t141, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512 t142 = _mm512_cvtepi32_ps((__m512i)i_v_7);
                __m512 t143 = _mm512_div_ps(t142, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (t138 + i_vec_7), t143);
                i_vec_7 += 16L;
                __m512i t144 = _mm512_add_epi32((__m512i)i_v_7, _mm512_set1_epi32(16));
                if (i_vec_7 >= t140) {
                    break;
                }
                i_v_7 = (vcc_v16_uint)t144;
            }
            t145 = (int)(t138 + t140);
        } else {
            t145 = t137;
        }
        long t146 = (long)t145;
        long t147 = t70 + t146 * -1L;
        if ((t147 >= 1L) & (t147 <= 16L)) {
            __m512i t148 = _mm512_set1_epi32((int)(int)t147);
            __mmask16 t149 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t148, _MM_CMPINT_LT);
            __m512i t150 = _mm512_set1_epi32((int)t145);
            __m512i t151 = _mm512_add_epi32(t150, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512 t152 = _mm512_cvtepi32_ps(t151);
            __m512 t153 = _mm512_div_ps(t152, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(f + t146, t149, t153);
            i_2 = (int)(t146 + t147);
        } else {
            i_2 = t145;
        }
        while (i_2 < n) {
            f[i_2] = (float)i_2 / 3.0f;
            i_2++;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t102 * 8UL));
        free((void *)d);
        free((void *)f);
        int t154 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t154, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t155 = t70 * 2L;
        if (t155 >= 64L) {
            long t156 = t155 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t156);
            t157 = (int)t156;
        } else {
            t157 = 0;
        }
        long t158 = (long)t157;
        long t159 = t155 + t158 * -1L;
        if (t159 >= 16L) {
            long t160 = t159 & -16L;
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + (t158 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t160);
            i_3 = (int)(t158 + t160);
        } else {
            i_3 = t157;
        }
        while (i_3 < t154) {
            sd[i_3] = (short)-1;
            i_3++;
        }
        if (t71) {
            long t161 = t70 & -32L;
            __m512i t162 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_8 = (vcc_v16_uint)_mm512_add_epi32(t162, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i t163 = _mm512_sub_epi32((__m512i)i_v_8, _mm512_set1_epi32(40));
                __m256i t164 = _mm512_cvtepi32_epi16(t163);
                _mm256_storeu_si256((__m256i *)(ss + i_vec_10), t164);
                __m512i t165 = _mm512_add_epi32((__m512i)i_v_8, _mm512_set1_epi32(16));
                __m512i t166 = _mm512_sub_epi32(t165, _mm512_set1_epi32(40));
                __m256i t167 = _mm512_cvtepi32_epi16(t166);
                _mm256_storeu_si256((__m256i *)(ss + (i_vec_10 + 16L)), t167);
                i_vec_10 += 32L;
                __m512i t168 = _mm512_add_epi32((__m512i)i_v_8, _mm512_set1_epi32(32));
                if (i_vec_10 >= t161) {
                    break;
                }
                i_v_8 = (vcc_v16_uint)t168;
            }
            t169 = (int)t161;
        } else {
            t169 = 0;
        }
        long t170 = (long)t169;
        long t171 = t70 + t170 * -1L;
        if (t171 >= 16L) {
            long t172 = t171 & -16L;
            __m512i t173 = _mm512_set1_epi32((int)t169);
            vcc_v16_uint i_v_9 = (vcc_v16_uint)_mm512_add_epi32(t173, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_11 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t174 = _mm512_sub_epi32((__m512i)i_v_9, _mm512_set1_epi32(40));
                __m256i t175 = _mm512_cvtepi32_epi16(t174);
                _mm256_storeu_si256((__m256i *)(ss + (t170 + i_vec_11)), t175);
                i_vec_11 += 16L;
                __m512i t176 = _mm512_add_epi32((__m512i)i_v_9, _mm512_set1_epi32(16));
                if (i_vec_11 >= t172) {
                    break;
                }
                i_v_9 = (vcc_v16_uint)t176;
            }
            i_4 = (int)(t170 + t172);
        } else {
            i_4 = t169;
        }
        while (i_4 < n) {
            ss[i_4] = (short)(i_4 - 40);
            i_4++;
        }
        copy_strided(n, sd, ss);
        unsigned long t177 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t154 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t177);
        count_idx++;
        n_1 = n;
    }
}
