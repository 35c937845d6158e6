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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t85;
    int i_1;
    int t107;
    int t113;
    int i_2;
    int t121;
    int t131;
    int t138;
    int i_3;
    int t149;
    int i_4;
    int t161;
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
        long t75 = (long)((unsigned long)t70 - (unsigned long)t71);
        if ((t72 >= 32L) & (((t73 + (unsigned long)(1L + (t72 - 1L) * 1L)) <= t74) | ((t74 + (unsigned long)(1L + (t72 - 1L) * 1L)) <= t73) | ((t75 <= 0L) | (t75 >= 32L)))) {
            long t76 = t72 & -32L;
            __m512i t77 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_2 = (vcc_v16_uint)_mm512_add_epi32(t77, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i t78 = _mm512_mullo_epi32((__m512i)i_v_2, _mm512_set1_epi32(13));
                __m128i t79 = _mm512_cvtepi32_epi8(t78);
                _mm_storeu_si128((__m128i *)(bs + i_vec_2), t79);
                _mm_storeu_si128((__m128i *)(bd + i_vec_2), _mm_set1_epi8((char)0));
                long t80 = i_vec_2 + 16L;
                __m512i t81 = _mm512_add_epi32((__m512i)i_v_2, _mm512_set1_epi32(16));
                __m512i t82 = _mm512_mullo_epi32(t81, _mm512_set1_epi32(13));
                __m128i t83 = _mm512_cvtepi32_epi8(t82);
                _mm_storeu_si128((__m128i *)(bs + t80), t83);
                _mm_storeu_si128((__m128i *)(bd + t80), _mm_set1_epi8((char)0));
                i_vec_2 += 32L;
                __m512i t84 = _mm512_add_epi32((__m512i)i_v_2, _mm512_set1_epi32(32));
                if (i_vec_2 >= t76) {
                    break;
                }
                i_v_2 = (vcc_v16_uint)t84;
            }
            t85 = (int)t76;
        } else {
            t85 = 0;
        }
        long t86 = (long)n + (long)t85 * -1L;
        unsigned long t87 = (unsigned long)t70;
        unsigned long t88 = (unsigned long)t71;
        long t89 = (long)((unsigned long)t70 + (unsigned long)(long)t85 - ((unsigned long)t71 + (unsigned long)(long)t85));
        if ((t86 >= 16L) & (((t87 + (unsigned long)((long)t85 + 1L + (t86 - 1L) * 1L)) <= (t88 + (unsigned long)(long)t85)) | ((t88 + (unsigned long)((long)t85 + 1L + (t86 - 1L) * 1L)) <= (t87 + (unsigned long)(long)t85)) | ((t89 <= 0L) | (t89 >= 16L)))) {
            long t90 = t86 & -16L;
            __m512i t91 = _mm512_set1_epi32((int)t85);
            vcc_v16_uint i_v_3 = (vcc_v16_uint)_mm512_add_epi32(t91, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t92 = (long)t85 + i_vec_3;
                __m512i t93 = _mm512_mullo_epi32((__m512i)i_v_3, _mm512_set1_epi32(13));
                __m128i t94 = _mm512_cvtepi32_epi8(t93);
                _mm_storeu_si128((__m128i *)(bs + t92), t94);
                _mm_storeu_si128((__m128i *)(bd + t92), _mm_set1_epi8((char)0));
                i_vec_3 += 16L;
                __m512i t95 = _mm512_add_epi32((__m512i)i_v_3, _mm512_set1_epi32(16));
                if (i_vec_3 >= t90) {
                    break;
                }
                i_v_3 = (vcc_v16_uint)t95;
            }
            i_1 = (int)((long)t85 + t90);
        } else {
            i_1 = t85;
        }
        for (; i_1 < n; i_1++) {
            long t96 = (long)i_1;
            bs[t96] = (unsigned char)(i_1 * 13);
            bd[t96] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t97 = (unsigned long)n;
        unsigned long t98 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t97 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t98) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t99 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t99, 4UL));
        long t100 = (long)n + 1L;
        if (t100 >= 32L) {
            long t101 = t100 & -32L;
            __m512i t102 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_4 = (vcc_v16_uint)_mm512_add_epi32(t102, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t103 = _mm512_mullo_epi32((__m512i)i_v_4, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + i_vec_4, t103);
                __m512i t104 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(16));
                __m512i t105 = _mm512_mullo_epi32(t104, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (i_vec_4 + 16L), t105);
                i_vec_4 += 32L;
                __m512i t106 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(32));
                if (i_vec_4 >= t101) {
                    break;
                }
                i_v_4 = (vcc_v16_uint)t106;
            }
            t107 = (int)t101;
        } else {
            t107 = 0;
        }
        long t108 = (long)n + (long)t107 * -1L + 1L;
        if (t108 >= 16L) {
            long t109 = t108 & -16L;
            __m512i t110 = _mm512_set1_epi32((int)t107);
            vcc_v16_uint i_v_5 = (vcc_v16_uint)_mm512_add_epi32(t110, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t111 = _mm512_mullo_epi32((__m512i)i_v_5, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + ((long)t107 + i_vec_5), t111);
                i_vec_5 += 16L;
                __m512i t112 = _mm512_add_epi32((__m512i)i_v_5, _mm512_set1_epi32(16));
                if (i_vec_5 >= t109) {
                    break;
                }
                i_v_5 = (vcc_v16_uint)t112;
            }
            t113 = (int)((long)t107 + t109);
        } else {
            t113 = t107;
        }
        long t114 = (long)n + (long)t113 * -1L + 1L;
        if ((t114 >= 1L) & (t114 <= 16L)) {
            __m512i t115 = _mm512_set1_epi32((int)(int)t114);
            __mmask16 t116 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t115, _MM_CMPINT_LT);
            __m512i t117 = _mm512_set1_epi32((int)t113);
            __m512i t118 = _mm512_add_epi32(t117, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t119 = _mm512_mullo_epi32(t118, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32(a + (long)t113, t116, t119);
            i_2 = (int)((long)t113 + t114);
        } else {
            i_2 = t113;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t99 * 4UL));
        free((void *)a);
        const short *t120 = hs;
        if (n < 1099) {
            t121 = n;
        } else {
            t121 = 1099;
        }
        copy_may_alias(t121, &hs[1], t120);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t69, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t122 = (long)n;
        if (t122 >= 32L) {
            long t123 = t122 & -32L;
            __m512i t124 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_6 = (vcc_v16_uint)_mm512_add_epi32(t124, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t125 = _mm512_cvtepi32_ps((__m512i)i_v_6);
                __m512 t126 = _mm512_div_ps(t125, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + i_vec_6, t126);
                __m512i t127 = _mm512_add_epi32((__m512i)i_v_6, _mm512_set1_epi32(16));
                __m512 t128 = _mm512_cvtepi32_ps(t127);
                __m512 t129 = _mm512_div_ps(t128, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (i_vec_6 + 16L), t129);
                i_vec_6 += 32L;
                __m512i t130 = _mm512_add_epi32((__m512i)i_v_6, _mm512_set1_epi32(32));
                if (i_vec_6 >= t123) {
                    break;
                }
                i_v_6 = (vcc_v16_uint)t130;
            }
            t131 = (int)t123;
        } else {
            t131 = 0;
        }
        long t132 = (long)n + (long)t131 * -1L;
        if (t132 >= 16L) {
            long t133 = t132 & -16L;
            __m512i t134 = _mm512_set1_epi32((int)t131);
            vcc_v16_uint i_v_7 = (vcc_v16_uint)_mm512_add_epi32(t134, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512 t135 = _mm512_cvtepi32_ps((__m512i)i_v_7);
                __m512 t136 = _mm512_div_ps(t135, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + ((long)t131 + i_vec_7), t136);
                i_vec_7 += 16L;
                __m512i t137 = _mm512_add_epi32((__m512i)i_v_7, _mm512_set1_epi32(16));
                if (i_vec_7 >= t133) {
                    break;
                }
                i_v_7 = (vcc_v16_uint)t137;
            }
            t138 = (int)((long)t131 + t133);
        } else {
            t138 = t131;
        }
        long t139 = (long)n + (long)t138 * -1L;
        if ((t139 >= 1L) & (t139 <= 16L)) {
            __m512i t140 = _mm512_set1_epi32((int)(int)t139);
            __mmask16 t141 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t140, _MM_CMPINT_LT);
            __m512i t142 = _mm512_set1_epi32((int)t138);
            __m512i t143 = _mm512_add_epi32(t142, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512 t144 = _mm512_cvtepi32_ps(t143);
            __m512 t145 = _mm512_div_ps(t144, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(f + (long)t138, t141, t145);
            i_3 = (int)((long)t138 + t139);
        } else {
            i_3 = t138;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t97 * 8UL));
        free((void *)d);
        free((void *)f);
        int t146 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t146, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t147 = (long)n * 2L;
        if (t147 >= 64L) {
            long t148 = t147 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t148);
            t149 = (int)t148;
        } else {
            t149 = 0;
        }
        long t150 = (long)n * 2L + (long)t149 * -1L;
        if (t150 >= 16L) {
            long t151 = t150 & -16L;
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + ((long)t149 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t151);
            i_4 = (int)((long)t149 + t151);
        } else {
            i_4 = t149;
        }
        for (; i_4 < t146; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t152 = (long)n;
        if (t152 >= 32L) {
            long t153 = t152 & -32L;
            __m512i t154 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v_8 = (vcc_v16_uint)_mm512_add_epi32(t154, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i t155 = _mm512_sub_epi32((__m512i)i_v_8, _mm512_set1_epi32(40));
                __m256i t156 = _mm512_cvtepi32_epi16(t155);
                _mm256_storeu_si256((__m256i *)(ss + i_vec_10), t156);
                __m512i t157 = _mm512_add_epi32((__m512i)i_v_8, _mm512_set1_epi32(16));
                __m512i t158 = _mm512_sub_epi32(t157, _mm512_set1_epi32(40));
                __m256i t159 = _mm512_cvtepi32_epi16(t158);
                _mm256_storeu_si256((__m256i *)(ss + (i_vec_10 + 16L)), t159);
                i_vec_10 += 32L;
                __m512i t160 = _mm512_add_epi32((__m512i)i_v_8, _mm512_set1_epi32(32));
                if (i_vec_10 >= t153) {
                    break;
                }
                i_v_8 = (vcc_v16_uint)t160;
            }
            t161 = (int)t153;
        } else {
            t161 = 0;
        }
        long t162 = (long)n + (long)t161 * -1L;
        if (t162 >= 16L) {
            long t163 = t162 & -16L;
            __m512i t164 = _mm512_set1_epi32((int)t161);
            vcc_v16_uint i_v_9 = (vcc_v16_uint)_mm512_add_epi32(t164, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_11 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t165 = _mm512_sub_epi32((__m512i)i_v_9, _mm512_set1_epi32(40));
                __m256i t166 = _mm512_cvtepi32_epi16(t165);
                _mm256_storeu_si256((__m256i *)(ss + ((long)t161 + i_vec_11)), t166);
                i_vec_11 += 16L;
                __m512i t167 = _mm512_add_epi32((__m512i)i_v_9, _mm512_set1_epi32(16));
                if (i_vec_11 >= t163) {
                    break;
                }
                i_v_9 = (vcc_v16_uint)t167;
            }
            i_5 = (int)((long)t161 + t163);
        } else {
            i_5 = t161;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t168 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t146 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t168);
    }
}
