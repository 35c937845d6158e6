/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

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
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    if ((t1 >= 64L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2))) {
        long t4 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 16, UF 4, run-time check: `dst` and `src` do not overlap, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i src_v = _mm256_loadu_si256((const __m256i *)(src + i_vec));
            _mm256_storeu_si256((__m256i *)(dst + i_vec), src_v);
            long t5 = i_vec + 16L;
            __m256i src_v_1 = _mm256_loadu_si256((const __m256i *)(src + t5));
            _mm256_storeu_si256((__m256i *)(dst + t5), src_v_1);
            long t6 = i_vec + 32L;
            __m256i src_v_2 = _mm256_loadu_si256((const __m256i *)(src + t6));
            _mm256_storeu_si256((__m256i *)(dst + t6), src_v_2);
            long t7 = i_vec + 48L;
            __m256i src_v_3 = _mm256_loadu_si256((const __m256i *)(src + t7));
            _mm256_storeu_si256((__m256i *)(dst + t7), src_v_3);
            i_vec += 64L;
        } while (i_vec < t4);
        t8 = (int)t4;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)dst;
    unsigned long t11 = (unsigned long)src;
    if ((t9 >= 16L) & (((t10 + (unsigned long)((long)t8 * 2L + 2L + (t9 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t8 * 2L))) | ((t11 + (unsigned long)((long)t8 * 2L + 2L + (t9 - 1L) * 2L)) <= (t10 + (unsigned long)((long)t8 * 2L))))) {
        long t12 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap, scalar epilogue */
        do {
            long t13 = (long)t8 + i_vec_1;
            __m256i src_v_4 = _mm256_loadu_si256((const __m256i *)(src + t13));
            _mm256_storeu_si256((__m256i *)(dst + t13), src_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t8 + t12);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        dst[t14] = src[t14];
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
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:63 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            short *t3 = dst + 2 * (int)i_vec;
            __m256i src_v = _mm256_loadu_si256((const __m256i *)(src + i_vec));
            *t3 = ((vcc_v16_short)src_v)[0];
            t3[2] = ((vcc_v16_short)src_v)[1];
            t3[4] = ((vcc_v16_short)src_v)[2];
            t3[6] = ((vcc_v16_short)src_v)[3];
            t3[8] = ((vcc_v16_short)src_v)[4];
            t3[10] = ((vcc_v16_short)src_v)[5];
            t3[12] = ((vcc_v16_short)src_v)[6];
            t3[14] = ((vcc_v16_short)src_v)[7];
            t3[16] = ((vcc_v16_short)src_v)[8];
            t3[18] = ((vcc_v16_short)src_v)[9];
            t3[20] = ((vcc_v16_short)src_v)[10];
            t3[22] = ((vcc_v16_short)src_v)[11];
            t3[24] = ((vcc_v16_short)src_v)[12];
            t3[26] = ((vcc_v16_short)src_v)[13];
            t3[28] = ((vcc_v16_short)src_v)[14];
            t3[30] = ((vcc_v16_short)src_v)[15];
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
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
    int t68;
    int t84;
    int i_1;
    int t105;
    int t111;
    int i_2;
    int t119;
    int t129;
    int t136;
    int i_3;
    int t147;
    int i_4;
    int t159;
    int i_5;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
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
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(11));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 8, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            _mm512_storeu_pd(&gd[i_vec], _mm512_set1_pd(-1.0));
            __m512d t8 = _mm512_cvtepi32_pd((__m256i)i_v);
            __m512d t9 = _mm512_mul_pd(t8, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[i_vec], t9);
            __m256i t10 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
            __m128i t11 = _mm256_cvtepi32_epi16(t10);
            _mm_storeu_si128((__m128i *)&gs[i_vec], t11);
            _mm_storeu_si128((__m128i *)&hs[i_vec], _mm_set1_epi16((short)-1));
            __m256 t12 = _mm256_cvtepi32_ps((__m256i)t1);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[i_vec], t13);
            long t14 = i_vec + 8L;
            __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            _mm512_storeu_pd(&gd[t14], _mm512_set1_pd(-1.0));
            __m512d t16 = _mm512_cvtepi32_pd(t15);
            __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t14], t17);
            __m256i t18 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(7));
            __m128i t19 = _mm256_cvtepi32_epi16(t18);
            _mm_storeu_si128((__m128i *)&gs[t14], t19);
            _mm_storeu_si128((__m128i *)&hs[t14], _mm_set1_epi16((short)-1));
            __m256i t20 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(11));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256 t23 = _mm256_cvtepi32_ps(t22);
            __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t14], t24);
            long t25 = i_vec + 16L;
            __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            _mm512_storeu_pd(&gd[t25], _mm512_set1_pd(-1.0));
            __m512d t27 = _mm512_cvtepi32_pd(t26);
            __m512d t28 = _mm512_mul_pd(t27, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t25], t28);
            __m256i t29 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(7));
            __m128i t30 = _mm256_cvtepi32_epi16(t29);
            _mm_storeu_si128((__m128i *)&gs[t25], t30);
            _mm_storeu_si128((__m128i *)&hs[t25], _mm_set1_epi16((short)-1));
            __m256i t31 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
            __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(11));
            __m256i t33 = _mm256_min_epu32(t31, t32);
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t25], t35);
            long t36 = i_vec + 24L;
            __m256i t37 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            _mm512_storeu_pd(&gd[t36], _mm512_set1_pd(-1.0));
            __m512d t38 = _mm512_cvtepi32_pd(t37);
            __m512d t39 = _mm512_mul_pd(t38, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t36], t39);
            __m256i t40 = _mm256_mullo_epi32(t37, _mm256_set1_epi32(7));
            __m128i t41 = _mm256_cvtepi32_epi16(t40);
            _mm_storeu_si128((__m128i *)&gs[t36], t41);
            _mm_storeu_si128((__m128i *)&hs[t36], _mm_set1_epi16((short)-1));
            __m256i t42 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
            __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(11));
            __m256i t44 = _mm256_min_epu32(t42, t43);
            __m256 t45 = _mm256_cvtepi32_ps(t44);
            __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t36], t46);
            i_vec += 32L;
            __m256i t47 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
            __m256i t48 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(10));
            __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(11));
            __m256i t50 = _mm256_min_epu32(t48, t49);
            if (i_vec >= 1088L) {
                break;
            }
            i_v = (vcc_v8_uint)t47;
            t1 = (vcc_v8_int)t50;
        }
        __m256i t51 = _mm256_set1_epi32(1088);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t52 = _mm256_set1_epi32(10);
        __m256i t53 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(11));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t53, t54);
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t55 = 1088L + i_vec_1;
            _mm512_storeu_pd(&gd[t55], _mm512_set1_pd(-1.0));
            __m512d t56 = _mm512_cvtepi32_pd((__m256i)i_v_1);
            __m512d t57 = _mm512_mul_pd(t56, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t55], t57);
            __m256i t58 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(7));
            __m128i t59 = _mm256_cvtepi32_epi16(t58);
            _mm_storeu_si128((__m128i *)&gs[t55], t59);
            _mm_storeu_si128((__m128i *)&hs[t55], _mm_set1_epi16((short)-1));
            __m256 t60 = _mm256_cvtepi32_ps((__m256i)t2);
            __m256 t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t55], t61);
            i_vec_1 += 8L;
            __m256i t62 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            __m256i t63 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
            __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(11));
            __m256i t65 = _mm256_min_epu32(t63, t64);
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = (vcc_v8_uint)t62;
            t2 = (vcc_v8_int)t65;
        }
        for (int i = 1096; i < 1100; i++) {
            long t66 = (long)i;
            gd[t66] = -1.0;
            hd[t66] = (double)i * 0.5;
            gs[t66] = (short)(i * 7);
            hs[t66] = (short)-1;
            initialized[t66] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        unsigned long long h = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        int lo = n / 3 - 5;
        const short *t67 = gs;
        if (lo < 0) {
            t68 = 0;
        } else {
            t68 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t68, n, hs, t67));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t67));
        const void *t69 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t69, 2200UL));
        void *t70 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bd = (unsigned char *)t70;
        void *t71 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bs = (unsigned char *)t71;
        long t72 = (long)n;
        unsigned long t73 = (unsigned long)t70;
        unsigned long t74 = (unsigned long)t71;
        if ((t72 >= 32L) & (((t73 + (unsigned long)(1L + (t72 - 1L) * 1L)) <= t74) | ((t74 + (unsigned long)(1L + (t72 - 1L) * 1L)) <= t73))) {
            long t75 = t72 & -32L;
            __m512i t76 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_2 = (vcc_v16_uint)_mm512_add_epi32(t76, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap, vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i t77 = _mm512_mullo_epi32((__m512i)i_v_2, _mm512_set1_epi32(13));
                __m128i t78 = _mm512_cvtepi32_epi8(t77);
                _mm_storeu_si128((__m128i *)(bs + i_vec_2), t78);
                _mm_storeu_si128((__m128i *)(bd + i_vec_2), _mm_set1_epi8((char)0));
                long t79 = i_vec_2 + 16L;
                __m512i t80 = _mm512_add_epi32((__m512i)i_v_2, _mm512_set1_epi32(16));
                __m512i t81 = _mm512_mullo_epi32(t80, _mm512_set1_epi32(13));
                __m128i t82 = _mm512_cvtepi32_epi8(t81);
                _mm_storeu_si128((__m128i *)(bs + t79), t82);
                _mm_storeu_si128((__m128i *)(bd + t79), _mm_set1_epi8((char)0));
                i_vec_2 += 32L;
                __m512i t83 = _mm512_add_epi32((__m512i)i_v_2, _mm512_set1_epi32(32));
                if (i_vec_2 >= t75) {
                    break;
                }
                i_v_2 = (vcc_v16_uint)t83;
            }
            t84 = (int)t75;
        } else {
            t84 = 0;
        }
        long t85 = (long)n + (long)t84 * -1L;
        unsigned long t86 = (unsigned long)t70;
        unsigned long t87 = (unsigned long)t71;
        if ((t85 >= 16L) & (((t86 + (unsigned long)((long)t84 + 1L + (t85 - 1L) * 1L)) <= (t87 + (unsigned long)(long)t84)) | ((t87 + (unsigned long)((long)t84 + 1L + (t85 - 1L) * 1L)) <= (t86 + (unsigned long)(long)t84)))) {
            long t88 = t85 & -16L;
            __m512i t89 = _mm512_set1_epi32((int)t84);
            vcc_v16_uint i_v_3 = (vcc_v16_uint)_mm512_add_epi32(t89, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap, scalar epilogue */
            for (;;) {
                long t90 = (long)t84 + i_vec_3;
                __m512i t91 = _mm512_mullo_epi32((__m512i)i_v_3, _mm512_set1_epi32(13));
                __m128i t92 = _mm512_cvtepi32_epi8(t91);
                _mm_storeu_si128((__m128i *)(bs + t90), t92);
                _mm_storeu_si128((__m128i *)(bd + t90), _mm_set1_epi8((char)0));
                i_vec_3 += 16L;
                __m512i t93 = _mm512_add_epi32((__m512i)i_v_3, _mm512_set1_epi32(16));
                if (i_vec_3 >= t88) {
                    break;
                }
                i_v_3 = (vcc_v16_uint)t93;
            }
            i_1 = (int)((long)t84 + t88);
        } else {
            i_1 = t84;
        }
        for (; i_1 < n; i_1++) {
            long t94 = (long)i_1;
            bs[t94] = (unsigned char)(i_1 * 13);
            bd[t94] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t95 = (unsigned long)n;
        unsigned long t96 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t95 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t96) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t97 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t97, 4UL));
        long t98 = (long)n + 1L;
        if (t98 >= 32L) {
            long t99 = t98 & -32L;
            __m512i t100 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_4 = (vcc_v16_uint)_mm512_add_epi32(t100, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t101 = _mm512_mullo_epi32((__m512i)i_v_4, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + i_vec_4, t101);
                __m512i t102 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(16));
                __m512i t103 = _mm512_mullo_epi32(t102, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (i_vec_4 + 16L), t103);
                i_vec_4 += 32L;
                __m512i t104 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(32));
                if (i_vec_4 >= t99) {
                    break;
                }
                i_v_4 = (vcc_v16_uint)t104;
            }
            t105 = (int)t99;
        } else {
            t105 = 0;
        }
        long t106 = (long)n + (long)t105 * -1L + 1L;
        if (t106 >= 16L) {
            long t107 = t106 & -16L;
            __m512i t108 = _mm512_set1_epi32((int)t105);
            vcc_v16_uint i_v_5 = (vcc_v16_uint)_mm512_add_epi32(t108, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t109 = _mm512_mullo_epi32((__m512i)i_v_5, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + ((long)t105 + i_vec_5), t109);
                i_vec_5 += 16L;
                __m512i t110 = _mm512_add_epi32((__m512i)i_v_5, _mm512_set1_epi32(16));
                if (i_vec_5 >= t107) {
                    break;
                }
                i_v_5 = (vcc_v16_uint)t110;
            }
            t111 = (int)((long)t105 + t107);
        } else {
            t111 = t105;
        }
        long t112 = (long)n + (long)t111 * -1L + 1L;
        if ((t112 >= 1L) & (t112 <= 16L)) {
            __m512i t113 = _mm512_set1_epi32((int)(int)t112);
            __mmask16 t114 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t113, _MM_CMPINT_LT);
            __m512i t115 = _mm512_set1_epi32((int)t111);
            __m512i t116 = _mm512_add_epi32(t115, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t117 = _mm512_mullo_epi32(t116, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32(a + (long)t111, t114, t117);
            i_2 = (int)((long)t111 + t112);
        } else {
            i_2 = t111;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t97 * 4UL));
        free((void *)a);
        const short *t118 = hs;
        if (n < 1099) {
            t119 = n;
        } else {
            t119 = 1099;
        }
        copy_may_alias(t119, &hs[1], t118);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t69, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t120 = (long)n;
        if (t120 >= 32L) {
            long t121 = t120 & -32L;
            __m512i t122 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_6 = (vcc_v16_uint)_mm512_add_epi32(t122, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t123 = _mm512_cvtepi32_ps((__m512i)i_v_6);
                __m512 t124 = _mm512_div_ps(t123, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + i_vec_6, t124);
                __m512i t125 = _mm512_add_epi32((__m512i)i_v_6, _mm512_set1_epi32(16));
                __m512 t126 = _mm512_cvtepi32_ps(t125);
                __m512 t127 = _mm512_div_ps(t126, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (i_vec_6 + 16L), t127);
                i_vec_6 += 32L;
                __m512i t128 = _mm512_add_epi32((__m512i)i_v_6, _mm512_set1_epi32(32));
                if (i_vec_6 >= t121) {
                    break;
                }
                i_v_6 = (vcc_v16_uint)t128;
            }
            t129 = (int)t121;
        } else {
            t129 = 0;
        }
        long t130 = (long)n + (long)t129 * -1L;
        if (t130 >= 16L) {
            long t131 = t130 & -16L;
            __m512i t132 = _mm512_set1_epi32((int)t129);
            vcc_v16_uint i_v_7 = (vcc_v16_uint)_mm512_add_epi32(t132, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512 t133 = _mm512_cvtepi32_ps((__m512i)i_v_7);
                __m512 t134 = _mm512_div_ps(t133, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + ((long)t129 + i_vec_7), t134);
                i_vec_7 += 16L;
                __m512i t135 = _mm512_add_epi32((__m512i)i_v_7, _mm512_set1_epi32(16));
                if (i_vec_7 >= t131) {
                    break;
                }
                i_v_7 = (vcc_v16_uint)t135;
            }
            t136 = (int)((long)t129 + t131);
        } else {
            t136 = t129;
        }
        long t137 = (long)n + (long)t136 * -1L;
        if ((t137 >= 1L) & (t137 <= 16L)) {
            __m512i t138 = _mm512_set1_epi32((int)(int)t137);
            __mmask16 t139 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t138, _MM_CMPINT_LT);
            __m512i t140 = _mm512_set1_epi32((int)t136);
            __m512i t141 = _mm512_add_epi32(t140, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512 t142 = _mm512_cvtepi32_ps(t141);
            __m512 t143 = _mm512_div_ps(t142, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(f + (long)t136, t139, t143);
            i_3 = (int)((long)t136 + t137);
        } else {
            i_3 = t136;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t95 * 8UL));
        free((void *)d);
        free((void *)f);
        int t144 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t144, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t145 = (long)n * 2L;
        if (t145 >= 64L) {
            long t146 = t145 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t146);
            t147 = (int)t146;
        } else {
            t147 = 0;
        }
        long t148 = (long)n * 2L + (long)t147 * -1L;
        if (t148 >= 16L) {
            long t149 = t148 & -16L;
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + ((long)t147 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t149);
            i_4 = (int)((long)t147 + t149);
        } else {
            i_4 = t147;
        }
        for (; i_4 < t144; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t150 = (long)n;
        if (t150 >= 32L) {
            long t151 = t150 & -32L;
            __m512i t152 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_8 = (vcc_v16_uint)_mm512_add_epi32(t152, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i t153 = _mm512_sub_epi32((__m512i)i_v_8, _mm512_set1_epi32(40));
                __m256i t154 = _mm512_cvtepi32_epi16(t153);
                _mm256_storeu_si256((__m256i *)(ss + i_vec_10), t154);
                __m512i t155 = _mm512_add_epi32((__m512i)i_v_8, _mm512_set1_epi32(16));
                __m512i t156 = _mm512_sub_epi32(t155, _mm512_set1_epi32(40));
                __m256i t157 = _mm512_cvtepi32_epi16(t156);
                _mm256_storeu_si256((__m256i *)(ss + (i_vec_10 + 16L)), t157);
                i_vec_10 += 32L;
                __m512i t158 = _mm512_add_epi32((__m512i)i_v_8, _mm512_set1_epi32(32));
                if (i_vec_10 >= t151) {
                    break;
                }
                i_v_8 = (vcc_v16_uint)t158;
            }
            t159 = (int)t151;
        } else {
            t159 = 0;
        }
        long t160 = (long)n + (long)t159 * -1L;
        if (t160 >= 16L) {
            long t161 = t160 & -16L;
            __m512i t162 = _mm512_set1_epi32((int)t159);
            vcc_v16_uint i_v_9 = (vcc_v16_uint)_mm512_add_epi32(t162, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_11 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t163 = _mm512_sub_epi32((__m512i)i_v_9, _mm512_set1_epi32(40));
                __m256i t164 = _mm512_cvtepi32_epi16(t163);
                _mm256_storeu_si256((__m256i *)(ss + ((long)t159 + i_vec_11)), t164);
                i_vec_11 += 16L;
                __m512i t165 = _mm512_add_epi32((__m512i)i_v_9, _mm512_set1_epi32(16));
                if (i_vec_11 >= t161) {
                    break;
                }
                i_v_9 = (vcc_v16_uint)t165;
            }
            i_5 = (int)((long)t159 + t161);
        } else {
            i_5 = t159;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t166 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t144 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t166);
    }
}
