/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
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
    int t5;
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            int t3 = (int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + (t3 + 1));
            _mm512_storeu_si512(a + t3, a_v);
            int t4 = (int)(i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(a + (t4 + 1));
            _mm512_storeu_si512(a + t4, a_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long i_vec_1 = 0L;
        do {
            int t8 = (int)((long)t5 + i_vec_1);
            __m512i a_v_2 = _mm512_loadu_si512(a + (t8 + 1));
            _mm512_storeu_si512(a + t8, a_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t7);
        t9 = (int)((long)t5 + t7);
    } else {
        t9 = t5;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        int t13 = (int)(long)t9;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t12, a + (t13 + 1));
        _mm512_mask_storeu_epi32(a + t13, t12, a_v_3);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    while (i < n) {
        int t14 = i + 1;
        a[i] = a[t14];
        i = t14;
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
    if ((t1 >= 64L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2))) {
        long t4 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 16, UF 4, run-time check: `dst` and `src` do not overlap, vector epilogue VF 16, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            __m256i src_v = _mm256_loadu_si256((const __m256i *)(src + t5));
            _mm256_storeu_si256((__m256i *)(dst + t5), src_v);
            long t6 = (long)(int)(i_vec + 16L);
            __m256i src_v_1 = _mm256_loadu_si256((const __m256i *)(src + t6));
            _mm256_storeu_si256((__m256i *)(dst + t6), src_v_1);
            long t7 = (long)(int)(i_vec + 32L);
            __m256i src_v_2 = _mm256_loadu_si256((const __m256i *)(src + t7));
            _mm256_storeu_si256((__m256i *)(dst + t7), src_v_2);
            long t8 = (long)(int)(i_vec + 48L);
            __m256i src_v_3 = _mm256_loadu_si256((const __m256i *)(src + t8));
            _mm256_storeu_si256((__m256i *)(dst + t8), src_v_3);
            i_vec += 64L;
        } while (i_vec < t4);
        t9 = (int)t4;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)dst;
    unsigned long t12 = (unsigned long)src;
    if ((t10 >= 16L) & (((t11 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t12 + (unsigned long)((long)t9 * 2L))) | ((t12 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t9 * 2L))))) {
        long t13 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t9 + i_vec_1);
            __m256i src_v_4 = _mm256_loadu_si256((const __m256i *)(src + t14));
            _mm256_storeu_si256((__m256i *)(dst + t14), src_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t9 + t13);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        dst[t15] = src[t15];
    }
}

/* A loop: the copy converts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 src_v = _mm256_loadu_ps(src + t3);
            __m512d t4 = _mm512_cvtps_pd(src_v);
            _mm512_storeu_pd(dst + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256 src_v_1 = _mm256_loadu_ps(src + t5);
            __m512d t6 = _mm512_cvtps_pd(src_v_1);
            _mm512_storeu_pd(dst + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256 src_v_2 = _mm256_loadu_ps(src + t7);
            __m512d t8 = _mm512_cvtps_pd(src_v_2);
            _mm512_storeu_pd(dst + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256 src_v_3 = _mm256_loadu_ps(src + t9);
            __m512d t10 = _mm512_cvtps_pd(src_v_3);
            _mm512_storeu_pd(dst + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256 src_v_4 = _mm256_loadu_ps(src + t14);
            __m512d t15 = _mm512_cvtps_pd(src_v_4);
            _mm512_storeu_pd(dst + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)(int)(long)t16;
        __m256 src_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), src + t20);
        __m512d t21 = _mm512_cvtps_pd(src_v_5);
        _mm512_mask_storeu_pd(dst + t20, _mm256_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        dst[t22] = (double)src[t22];
    }
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    for (int i = 0; i < n; i++)
        dst[2 * i] = src[i];
}

static __typeof__(gd) gd __attribute__((aligned(64)));
extern __typeof__(hd) hd __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    float s;
    int n;
    int t3;
    int t85;
    int t103;
    int i_1;
    int t126;
    int t133;
    int i_2;
    int t145;
    int t156;
    int t164;
    int i_3;
    int t176;
    int i_4;
    int t189;
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
        __m256i t5 = t4;
        __m256i i_v = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t8 = t7;
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(11));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t1 = t10;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 8, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i i_v_10 = i_v;
            long t11 = (long)(int)i_vec;
            _mm512_storeu_pd(&gd[t11], _mm512_set1_pd(-1.0));
            __m512d t12 = _mm512_cvtepi32_pd(i_v_10);
            __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t11], t13);
            __m256i t14 = _mm256_mullo_epi32(i_v_10, _mm256_set1_epi32(7));
            __m128i t15 = _mm256_cvtepi32_epi16(t14);
            _mm_storeu_si128((__m128i *)&gs[t11], t15);
            _mm_storeu_si128((__m128i *)&hs[t11], _mm_set1_epi16((short)-1));
            __m256 t16 = _mm256_cvtepi32_ps(t1);
            __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t11], t17);
            __m256i t18 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_11 = t18;
            long t19 = (long)(int)(i_vec + 8L);
            _mm512_storeu_pd(&gd[t19], _mm512_set1_pd(-1.0));
            __m512d t20 = _mm512_cvtepi32_pd(i_v_11);
            __m512d t21 = _mm512_mul_pd(t20, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t19], t21);
            __m256i t22 = _mm256_mullo_epi32(i_v_11, _mm256_set1_epi32(7));
            __m128i t23 = _mm256_cvtepi32_epi16(t22);
            _mm_storeu_si128((__m128i *)&gs[t19], t23);
            _mm_storeu_si128((__m128i *)&hs[t19], _mm_set1_epi16((short)-1));
            __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t25 = t24;
            __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(11));
            __m256i t27 = _mm256_min_epu32(t25, t26);
            __m256i t28 = t27;
            __m256 t29 = _mm256_cvtepi32_ps(t28);
            __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t19], t30);
            __m256i t31 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_12 = t31;
            long t32 = (long)(int)(i_vec + 16L);
            _mm512_storeu_pd(&gd[t32], _mm512_set1_pd(-1.0));
            __m512d t33 = _mm512_cvtepi32_pd(i_v_12);
            __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t32], t34);
            __m256i t35 = _mm256_mullo_epi32(i_v_12, _mm256_set1_epi32(7));
            __m128i t36 = _mm256_cvtepi32_epi16(t35);
            _mm_storeu_si128((__m128i *)&gs[t32], t36);
            _mm_storeu_si128((__m128i *)&hs[t32], _mm_set1_epi16((short)-1));
            __m256i t37 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
            __m256i t38 = t37;
            __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(11));
            __m256i t40 = _mm256_min_epu32(t38, t39);
            __m256i t41 = t40;
            __m256 t42 = _mm256_cvtepi32_ps(t41);
            __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t32], t43);
            __m256i t44 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_13 = t44;
            long t45 = (long)(int)(i_vec + 24L);
            _mm512_storeu_pd(&gd[t45], _mm512_set1_pd(-1.0));
            __m512d t46 = _mm512_cvtepi32_pd(i_v_13);
            __m512d t47 = _mm512_mul_pd(t46, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t45], t47);
            __m256i t48 = _mm256_mullo_epi32(i_v_13, _mm256_set1_epi32(7));
            __m128i t49 = _mm256_cvtepi32_epi16(t48);
            _mm_storeu_si128((__m128i *)&gs[t45], t49);
            _mm_storeu_si128((__m128i *)&hs[t45], _mm_set1_epi16((short)-1));
            __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
            __m256i t51 = t50;
            __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(11));
            __m256i t53 = _mm256_min_epu32(t51, t52);
            __m256i t54 = t53;
            __m256 t55 = _mm256_cvtepi32_ps(t54);
            __m256 t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t45], t56);
            i_vec += 32L;
            __m256i t57 = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
            __m256i t58 = _mm256_add_epi32(t1, _mm256_set1_epi32(10));
            __m256i t59 = t58;
            __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(11));
            __m256i t61 = _mm256_min_epu32(t59, t60);
            __m256i t62 = t61;
            if (i_vec >= 1088L) {
                break;
            }
            i_v = t57;
            t1 = t62;
        }
        __m256i t63 = _mm256_set1_epi32(1088);
        __m256i t64 = t63;
        __m256i i_v_1 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t65 = _mm256_set1_epi32(10);
        __m256i t66 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t67 = t66;
        __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(11));
        __m256i t69 = _mm256_min_epu32(t67, t68);
        __m256i t2 = t69;
        long i_vec_1 = 0L;
        for (;;) {
            __m256i i_v_14 = i_v_1;
            long t70 = (long)(int)(1088L + i_vec_1);
            _mm512_storeu_pd(&gd[t70], _mm512_set1_pd(-1.0));
            __m512d t71 = _mm512_cvtepi32_pd(i_v_14);
            __m512d t72 = _mm512_mul_pd(t71, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t70], t72);
            __m256i t73 = _mm256_mullo_epi32(i_v_14, _mm256_set1_epi32(7));
            __m128i t74 = _mm256_cvtepi32_epi16(t73);
            _mm_storeu_si128((__m128i *)&gs[t70], t74);
            _mm_storeu_si128((__m128i *)&hs[t70], _mm_set1_epi16((short)-1));
            __m256 t75 = _mm256_cvtepi32_ps(t2);
            __m256 t76 = _mm256_mul_ps(t75, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t70], t76);
            i_vec_1 += 8L;
            __m256i t77 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
            __m256i t78 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
            __m256i t79 = t78;
            __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(11));
            __m256i t81 = _mm256_min_epu32(t79, t80);
            __m256i t82 = t81;
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = t77;
            t2 = t82;
        }
        for (int i = 1096; i < 1100; i++) {
            long t83 = (long)i;
            gd[t83] = -1.0;
            hd[t83] = (double)i * 0.5;
            gs[t83] = (short)(i * 7);
            hs[t83] = (short)-1;
            initialized[t83] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        unsigned long long h = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        int lo = n / 3 - 5;
        const short *t84 = gs;
        if (lo < 0) {
            t85 = 0;
        } else {
            t85 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t85, n, hs, t84));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t84));
        const void *t86 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t86, 2200UL));
        void *t87 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bd = (unsigned char *)t87;
        void *t88 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bs = (unsigned char *)t88;
        long t89 = (long)n;
        unsigned long t90 = (unsigned long)t87;
        unsigned long t91 = (unsigned long)t88;
        if ((t89 >= 32L) & (((t90 + (unsigned long)(1L + (t89 - 1L) * 1L)) <= t91) | ((t91 + (unsigned long)(1L + (t89 - 1L) * 1L)) <= t90))) {
            long t92 = t89 & -32L;
            __m512i t93 = _mm512_set1_epi32(0);
            __m512i t94 = t93;
            __m512i i_v_2 = _mm512_add_epi32(t94, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap, vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i i_v_15 = i_v_2;
                long t95 = (long)(int)i_vec_2;
                __m512i t96 = _mm512_mullo_epi32(i_v_15, _mm512_set1_epi32(13));
                __m128i t97 = _mm512_cvtepi32_epi8(t96);
                _mm_storeu_si128((__m128i *)(bs + t95), t97);
                _mm_storeu_si128((__m128i *)(bd + t95), _mm_set1_epi8((char)0));
                __m512i t98 = _mm512_add_epi32(i_v_2, _mm512_set1_epi32(16));
                __m512i i_v_16 = t98;
                long t99 = (long)(int)(i_vec_2 + 16L);
                __m512i t100 = _mm512_mullo_epi32(i_v_16, _mm512_set1_epi32(13));
                __m128i t101 = _mm512_cvtepi32_epi8(t100);
                _mm_storeu_si128((__m128i *)(bs + t99), t101);
                _mm_storeu_si128((__m128i *)(bd + t99), _mm_set1_epi8((char)0));
                i_vec_2 += 32L;
                __m512i t102 = _mm512_add_epi32(i_v_2, _mm512_set1_epi32(32));
                if (i_vec_2 >= t92) {
                    break;
                }
                i_v_2 = t102;
            }
            t103 = (int)t92;
        } else {
            t103 = 0;
        }
        long t104 = (long)n + (long)t103 * -1L;
        unsigned long t105 = (unsigned long)t87;
        unsigned long t106 = (unsigned long)t88;
        if ((t104 >= 16L) & (((t105 + (unsigned long)((long)t103 + 1L + (t104 - 1L) * 1L)) <= (t106 + (unsigned long)(long)t103)) | ((t106 + (unsigned long)((long)t103 + 1L + (t104 - 1L) * 1L)) <= (t105 + (unsigned long)(long)t103)))) {
            long t107 = t104 & -16L;
            __m512i t108 = _mm512_set1_epi32((int)t103);
            __m512i t109 = t108;
            __m512i i_v_3 = _mm512_add_epi32(t109, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_3 = 0L;
            for (;;) {
                __m512i i_v_17 = i_v_3;
                long t110 = (long)(int)((long)t103 + i_vec_3);
                __m512i t111 = _mm512_mullo_epi32(i_v_17, _mm512_set1_epi32(13));
                __m128i t112 = _mm512_cvtepi32_epi8(t111);
                _mm_storeu_si128((__m128i *)(bs + t110), t112);
                _mm_storeu_si128((__m128i *)(bd + t110), _mm_set1_epi8((char)0));
                i_vec_3 += 16L;
                __m512i t113 = _mm512_add_epi32(i_v_3, _mm512_set1_epi32(16));
                if (i_vec_3 >= t107) {
                    break;
                }
                i_v_3 = t113;
            }
            i_1 = (int)((long)t103 + t107);
        } else {
            i_1 = t103;
        }
        for (; i_1 < n; i_1++) {
            long t114 = (long)i_1;
            bs[t114] = (unsigned char)(i_1 * 13);
            bd[t114] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t115 = (unsigned long)n;
        unsigned long t116 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t115 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t116) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t117 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t117, 4UL));
        long t118 = (long)n + 1L;
        if (t118 >= 32L) {
            long t119 = t118 & -32L;
            __m512i t120 = _mm512_set1_epi32(0);
            __m512i t121 = t120;
            __m512i i_v_4 = _mm512_add_epi32(t121, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i i_v_18 = i_v_4;
                __m512i t122 = _mm512_mullo_epi32(i_v_18, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (int)i_vec_4, t122);
                __m512i t123 = _mm512_add_epi32(i_v_4, _mm512_set1_epi32(16));
                __m512i i_v_19 = t123;
                __m512i t124 = _mm512_mullo_epi32(i_v_19, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (int)(i_vec_4 + 16L), t124);
                i_vec_4 += 32L;
                __m512i t125 = _mm512_add_epi32(i_v_4, _mm512_set1_epi32(32));
                if (i_vec_4 >= t119) {
                    break;
                }
                i_v_4 = t125;
            }
            t126 = (int)t119;
        } else {
            t126 = 0;
        }
        long t127 = (long)n + (long)t126 * -1L + 1L;
        if (t127 >= 16L) {
            long t128 = t127 & -16L;
            __m512i t129 = _mm512_set1_epi32((int)t126);
            __m512i t130 = t129;
            __m512i i_v_5 = _mm512_add_epi32(t130, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_5 = 0L;
            for (;;) {
                __m512i i_v_20 = i_v_5;
                __m512i t131 = _mm512_mullo_epi32(i_v_20, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (int)((long)t126 + i_vec_5), t131);
                i_vec_5 += 16L;
                __m512i t132 = _mm512_add_epi32(i_v_5, _mm512_set1_epi32(16));
                if (i_vec_5 >= t128) {
                    break;
                }
                i_v_5 = t132;
            }
            t133 = (int)((long)t126 + t128);
        } else {
            t133 = t126;
        }
        long t134 = (long)n + (long)t133 * -1L + 1L;
        if ((t134 >= 1L) & (t134 <= 16L)) {
            __m512i t135 = _mm512_set1_epi32((int)(int)t134);
            __mmask16 t136 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t135, _MM_CMPINT_LT);
            __m512i t137 = _mm512_set1_epi32((int)t133);
            __m512i t138 = t137;
            __m512i t139 = _mm512_add_epi32(t138, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i i_v_21 = t139;
            __m512i t140 = i_v_21;
            __m512i t141 = _mm512_set1_epi32(3);
            __m512i t142 = _mm512_mullo_epi32(t140, t141);
            __m512i t143 = t142;
            _mm512_mask_storeu_epi32(a + (int)(long)t133, t136, t143);
            i_2 = (int)((long)t133 + t134);
        } else {
            i_2 = t133;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t117 * 4UL));
        free((void *)a);
        const short *t144 = hs;
        if (n < 1099) {
            t145 = n;
        } else {
            t145 = 1099;
        }
        copy_may_alias(t145, &hs[1], t144);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t86, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t146 = (long)n;
        if (t146 >= 32L) {
            long t147 = t146 & -32L;
            __m512i t148 = _mm512_set1_epi32(0);
            __m512i t149 = t148;
            __m512i i_v_6 = _mm512_add_epi32(t149, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i i_v_22 = i_v_6;
                __m512 t150 = _mm512_cvtepi32_ps(i_v_22);
                __m512 t151 = _mm512_div_ps(t150, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)i_vec_6, t151);
                __m512i t152 = _mm512_add_epi32(i_v_6, _mm512_set1_epi32(16));
                __m512i i_v_23 = t152;
                __m512 t153 = _mm512_cvtepi32_ps(i_v_23);
                __m512 t154 = _mm512_div_ps(t153, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)(i_vec_6 + 16L), t154);
                i_vec_6 += 32L;
                __m512i t155 = _mm512_add_epi32(i_v_6, _mm512_set1_epi32(32));
                if (i_vec_6 >= t147) {
                    break;
                }
                i_v_6 = t155;
            }
            t156 = (int)t147;
        } else {
            t156 = 0;
        }
        long t157 = (long)n + (long)t156 * -1L;
        if (t157 >= 16L) {
            long t158 = t157 & -16L;
            __m512i t159 = _mm512_set1_epi32((int)t156);
            __m512i t160 = t159;
            __m512i i_v_7 = _mm512_add_epi32(t160, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_7 = 0L;
            for (;;) {
                __m512i i_v_24 = i_v_7;
                __m512 t161 = _mm512_cvtepi32_ps(i_v_24);
                __m512 t162 = _mm512_div_ps(t161, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)((long)t156 + i_vec_7), t162);
                i_vec_7 += 16L;
                __m512i t163 = _mm512_add_epi32(i_v_7, _mm512_set1_epi32(16));
                if (i_vec_7 >= t158) {
                    break;
                }
                i_v_7 = t163;
            }
            t164 = (int)((long)t156 + t158);
        } else {
            t164 = t156;
        }
        long t165 = (long)n + (long)t164 * -1L;
        if ((t165 >= 1L) & (t165 <= 16L)) {
            __m512i t166 = _mm512_set1_epi32((int)(int)t165);
            __mmask16 t167 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t166, _MM_CMPINT_LT);
            __m512i t168 = _mm512_set1_epi32((int)t164);
            __m512i t169 = t168;
            __m512i t170 = _mm512_add_epi32(t169, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i i_v_25 = t170;
            __m512 t171 = _mm512_cvtepi32_ps(i_v_25);
            __m512 t172 = _mm512_div_ps(t171, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(f + (int)(long)t164, t167, t172);
            i_3 = (int)((long)t164 + t165);
        } else {
            i_3 = t164;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t115 * 8UL));
        free((void *)d);
        free((void *)f);
        int t173 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t173, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t174 = (long)n * 2L;
        if (t174 >= 64L) {
            long t175 = t174 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t175);
            t176 = (int)t175;
        } else {
            t176 = 0;
        }
        long t177 = (long)n * 2L + (long)t176 * -1L;
        if (t177 >= 16L) {
            long t178 = t177 & -16L;
            long i_vec_9 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t176 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t178);
            i_4 = (int)((long)t176 + t178);
        } else {
            i_4 = t176;
        }
        for (; i_4 < t173; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t179 = (long)n;
        if (t179 >= 32L) {
            long t180 = t179 & -32L;
            __m512i t181 = _mm512_set1_epi32(0);
            __m512i t182 = t181;
            __m512i i_v_8 = _mm512_add_epi32(t182, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            for (;;) {
                __m512i i_v_26 = i_v_8;
                __m512i t183 = _mm512_sub_epi32(i_v_26, _mm512_set1_epi32(40));
                __m256i t184 = _mm512_cvtepi32_epi16(t183);
                _mm256_storeu_si256((__m256i *)(ss + (int)i_vec_10), t184);
                __m512i t185 = _mm512_add_epi32(i_v_8, _mm512_set1_epi32(16));
                __m512i i_v_27 = t185;
                __m512i t186 = _mm512_sub_epi32(i_v_27, _mm512_set1_epi32(40));
                __m256i t187 = _mm512_cvtepi32_epi16(t186);
                _mm256_storeu_si256((__m256i *)(ss + (int)(i_vec_10 + 16L)), t187);
                i_vec_10 += 32L;
                __m512i t188 = _mm512_add_epi32(i_v_8, _mm512_set1_epi32(32));
                if (i_vec_10 >= t180) {
                    break;
                }
                i_v_8 = t188;
            }
            t189 = (int)t180;
        } else {
            t189 = 0;
        }
        long t190 = (long)n + (long)t189 * -1L;
        if (t190 >= 16L) {
            long t191 = t190 & -16L;
            __m512i t192 = _mm512_set1_epi32((int)t189);
            __m512i t193 = t192;
            __m512i i_v_9 = _mm512_add_epi32(t193, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_11 = 0L;
            for (;;) {
                __m512i i_v_28 = i_v_9;
                __m512i t194 = _mm512_sub_epi32(i_v_28, _mm512_set1_epi32(40));
                __m256i t195 = _mm512_cvtepi32_epi16(t194);
                _mm256_storeu_si256((__m256i *)(ss + (int)((long)t189 + i_vec_11)), t195);
                i_vec_11 += 16L;
                __m512i t196 = _mm512_add_epi32(i_v_9, _mm512_set1_epi32(16));
                if (i_vec_11 >= t191) {
                    break;
                }
                i_v_9 = t196;
            }
            i_5 = (int)((long)t189 + t191);
        } else {
            i_5 = t189;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        unsigned long t197 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t173 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t197);
    }
}
