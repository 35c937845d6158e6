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
    int t9;
    int t14;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m512i t6 = _mm512_loadu_si512(a + (t5 + 1));
            _mm512_storeu_si512(a + t5, t6);
            int t7 = (int)(t1 + 16L);
            __m512i t8 = _mm512_loadu_si512(a + (t7 + 1));
            _mm512_storeu_si512(a + t7, t8);
            t1 += 32L;
        } while (t1 < t4);
        t9 = (int)t4;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long t2 = 0L;
        do {
            int t12 = (int)((long)t9 + t2);
            __m512i t13 = _mm512_loadu_si512(a + (t12 + 1));
            _mm512_storeu_si512(a + t12, t13);
            t2 += 16L;
        } while (t2 < t11);
        t14 = (int)((long)t9 + t11);
    } else {
        t14 = t9;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        int t18 = (int)(long)t14;
        __m512i t19 = _mm512_maskz_loadu_epi32(t17, a + (t18 + 1));
        _mm512_mask_storeu_epi32(a + t18, t17, t19);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    while (i < n) {
        int t20 = i + 1;
        a[i] = a[t20];
        i = t20;
    }
}

/* A loop: the pointers may alias (no restrict). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_may_alias(int n, short *dst, const short *src) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)dst;
    unsigned long t5 = (unsigned long)src;
    if ((t3 >= 64L) & (((t4 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= t5) | ((t5 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= t4))) {
        long t6 = t3 & -64L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(src + t7));
            _mm256_storeu_si256((__m256i *)(dst + t7), t8);
            long t9 = (long)(int)(t1 + 16L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(src + t9));
            _mm256_storeu_si256((__m256i *)(dst + t9), t10);
            long t11 = (long)(int)(t1 + 32L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(src + t11));
            _mm256_storeu_si256((__m256i *)(dst + t11), t12);
            long t13 = (long)(int)(t1 + 48L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(src + t13));
            _mm256_storeu_si256((__m256i *)(dst + t13), t14);
            t1 += 64L;
        } while (t1 < t6);
        t15 = (int)t6;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)dst;
    unsigned long t18 = (unsigned long)src;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t18 + (unsigned long)((long)t15 * 2L))) | ((t18 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t17 + (unsigned long)((long)t15 * 2L))))) {
        long t19 = t16 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t15 + t2);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(src + t20));
            _mm256_storeu_si256((__m256i *)(dst + t20), t21);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        dst[t22] = src[t22];
    }
}

/* A loop: the copy converts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
    int t17;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(src + t5);
            __m512d t7 = _mm512_cvtps_pd(t6);
            _mm512_storeu_pd(dst + t5, t7);
            long t8 = (long)(int)(t1 + 8L);
            __m256 t9 = _mm256_loadu_ps(src + t8);
            __m512d t10 = _mm512_cvtps_pd(t9);
            _mm512_storeu_pd(dst + t8, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m256 t12 = _mm256_loadu_ps(src + t11);
            __m512d t13 = _mm512_cvtps_pd(t12);
            _mm512_storeu_pd(dst + t11, t13);
            long t14 = (long)(int)(t1 + 24L);
            __m256 t15 = _mm256_loadu_ps(src + t14);
            __m512d t16 = _mm512_cvtps_pd(t15);
            _mm512_storeu_pd(dst + t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m256 t21 = _mm256_loadu_ps(src + t20);
            __m512d t22 = _mm512_cvtps_pd(t21);
            _mm512_storeu_pd(dst + t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)(int)(long)t23;
        __m256 t28 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), src + t27);
        __m512d t29 = _mm512_cvtps_pd(t28);
        _mm512_mask_storeu_pd(dst + t27, _mm256_movepi32_mask(t26), t29);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        dst[t30] = (double)src[t30];
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
    int t25;
    int t112;
    int t132;
    int i_1;
    int t158;
    int t166;
    int i_2;
    int t179;
    int t192;
    int t201;
    int i_3;
    int t214;
    int i_4;
    int t229;
    int i_5;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t25 = 1;
        } else {
            t25 = 0;
            n = n_1;
        }
        if (!t25) {
            return 0;
        }
        __m256i t26 = _mm256_set1_epi32(0);
        __m256i t27 = t26;
        __m256i t1 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t28 = _mm256_set1_epi32(0);
        __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(11));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        __m256i t2 = t32;
        long t3 = 0L;
        for (;;) {
            __m256i t33 = t1;
            long t34 = (long)(int)t3;
            _mm512_storeu_pd(&gd[t34], _mm512_set1_pd(-1.0));
            __m512d t35 = _mm512_cvtepi32_pd(t33);
            __m512d t36 = _mm512_mul_pd(t35, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t34], t36);
            __m256i t37 = _mm256_mullo_epi32(t33, _mm256_set1_epi32(7));
            __m128i t38 = _mm256_cvtepi32_epi16(t37);
            _mm_storeu_si128((__m128i *)&gs[t34], t38);
            _mm_storeu_si128((__m128i *)&hs[t34], _mm_set1_epi16((short)-1));
            __m256 t39 = _mm256_cvtepi32_ps(t2);
            __m256 t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t34], t40);
            __m256i t41 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t42 = t41;
            long t43 = (long)(int)(t3 + 8L);
            _mm512_storeu_pd(&gd[t43], _mm512_set1_pd(-1.0));
            __m512d t44 = _mm512_cvtepi32_pd(t42);
            __m512d t45 = _mm512_mul_pd(t44, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t43], t45);
            __m256i t46 = _mm256_mullo_epi32(t42, _mm256_set1_epi32(7));
            __m128i t47 = _mm256_cvtepi32_epi16(t46);
            _mm_storeu_si128((__m128i *)&gs[t43], t47);
            _mm_storeu_si128((__m128i *)&hs[t43], _mm_set1_epi16((short)-1));
            __m256i t48 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
            __m256i t49 = t48;
            __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(11));
            __m256i t51 = _mm256_min_epu32(t49, t50);
            __m256i t52 = t51;
            __m256 t53 = _mm256_cvtepi32_ps(t52);
            __m256 t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t43], t54);
            __m256i t55 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t56 = t55;
            long t57 = (long)(int)(t3 + 16L);
            _mm512_storeu_pd(&gd[t57], _mm512_set1_pd(-1.0));
            __m512d t58 = _mm512_cvtepi32_pd(t56);
            __m512d t59 = _mm512_mul_pd(t58, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t57], t59);
            __m256i t60 = _mm256_mullo_epi32(t56, _mm256_set1_epi32(7));
            __m128i t61 = _mm256_cvtepi32_epi16(t60);
            _mm_storeu_si128((__m128i *)&gs[t57], t61);
            _mm_storeu_si128((__m128i *)&hs[t57], _mm_set1_epi16((short)-1));
            __m256i t62 = _mm256_add_epi32(t2, _mm256_set1_epi32(5));
            __m256i t63 = t62;
            __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(11));
            __m256i t65 = _mm256_min_epu32(t63, t64);
            __m256i t66 = t65;
            __m256 t67 = _mm256_cvtepi32_ps(t66);
            __m256 t68 = _mm256_mul_ps(t67, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t57], t68);
            __m256i t69 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t70 = t69;
            long t71 = (long)(int)(t3 + 24L);
            _mm512_storeu_pd(&gd[t71], _mm512_set1_pd(-1.0));
            __m512d t72 = _mm512_cvtepi32_pd(t70);
            __m512d t73 = _mm512_mul_pd(t72, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t71], t73);
            __m256i t74 = _mm256_mullo_epi32(t70, _mm256_set1_epi32(7));
            __m128i t75 = _mm256_cvtepi32_epi16(t74);
            _mm_storeu_si128((__m128i *)&gs[t71], t75);
            _mm_storeu_si128((__m128i *)&hs[t71], _mm_set1_epi16((short)-1));
            __m256i t76 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t77 = t76;
            __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(11));
            __m256i t79 = _mm256_min_epu32(t77, t78);
            __m256i t80 = t79;
            __m256 t81 = _mm256_cvtepi32_ps(t80);
            __m256 t82 = _mm256_mul_ps(t81, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t71], t82);
            t3 += 32L;
            __m256i t83 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
            __m256i t84 = _mm256_add_epi32(t2, _mm256_set1_epi32(10));
            __m256i t85 = t84;
            __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(11));
            __m256i t87 = _mm256_min_epu32(t85, t86);
            __m256i t88 = t87;
            if (t3 >= 1088L) {
                break;
            }
            t1 = t83;
            t2 = t88;
        }
        __m256i t89 = _mm256_set1_epi32(1088);
        __m256i t90 = t89;
        __m256i t4 = _mm256_add_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t91 = _mm256_set1_epi32(10);
        __m256i t92 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t93 = t92;
        __m256i t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32(11));
        __m256i t95 = _mm256_min_epu32(t93, t94);
        __m256i t5 = t95;
        long t6 = 0L;
        for (;;) {
            __m256i t96 = t4;
            long t97 = (long)(int)(1088L + t6);
            _mm512_storeu_pd(&gd[t97], _mm512_set1_pd(-1.0));
            __m512d t98 = _mm512_cvtepi32_pd(t96);
            __m512d t99 = _mm512_mul_pd(t98, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(&hd[t97], t99);
            __m256i t100 = _mm256_mullo_epi32(t96, _mm256_set1_epi32(7));
            __m128i t101 = _mm256_cvtepi32_epi16(t100);
            _mm_storeu_si128((__m128i *)&gs[t97], t101);
            _mm_storeu_si128((__m128i *)&hs[t97], _mm_set1_epi16((short)-1));
            __m256 t102 = _mm256_cvtepi32_ps(t5);
            __m256 t103 = _mm256_mul_ps(t102, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&initialized[t97], t103);
            t6 += 8L;
            __m256i t104 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
            __m256i t105 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
            __m256i t106 = t105;
            __m256i t107 = _mm256_sub_epi32(t106, _mm256_set1_epi32(11));
            __m256i t108 = _mm256_min_epu32(t106, t107);
            __m256i t109 = t108;
            if (t6 >= 8L) {
                break;
            }
            t4 = t104;
            t5 = t109;
        }
        for (int i = 1096; i < 1100; i++) {
            long t110 = (long)i;
            gd[t110] = -1.0;
            hd[t110] = (double)i * 0.5;
            gs[t110] = (short)(i * 7);
            hs[t110] = (short)-1;
            initialized[t110] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        unsigned long long h = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        int lo = n / 3 - 5;
        const short *t111 = gs;
        if (lo < 0) {
            t112 = 0;
        } else {
            t112 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t112, n, hs, t111));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t111));
        const void *t113 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t113, 2200UL));
        void *t114 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bd = (unsigned char *)t114;
        void *t115 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bs = (unsigned char *)t115;
        long t116 = (long)n;
        unsigned long t117 = (unsigned long)t114;
        unsigned long t118 = (unsigned long)t115;
        if ((t116 >= 32L) & (((t117 + (unsigned long)(1L + (t116 - 1L) * 1L)) <= t118) | ((t118 + (unsigned long)(1L + (t116 - 1L) * 1L)) <= t117))) {
            long t119 = t116 & -32L;
            __m512i t120 = _mm512_set1_epi32(0);
            __m512i t121 = t120;
            __m512i t7 = _mm512_add_epi32(t121, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t8 = 0L;
            for (;;) {
                __m512i t122 = t7;
                long t123 = (long)(int)t8;
                __m512i t124 = _mm512_mullo_epi32(t122, _mm512_set1_epi32(13));
                __m128i t125 = _mm512_cvtepi32_epi8(t124);
                _mm_storeu_si128((__m128i *)(bs + t123), t125);
                _mm_storeu_si128((__m128i *)(bd + t123), _mm_set1_epi8((char)0));
                __m512i t126 = _mm512_add_epi32(t7, _mm512_set1_epi32(16));
                __m512i t127 = t126;
                long t128 = (long)(int)(t8 + 16L);
                __m512i t129 = _mm512_mullo_epi32(t127, _mm512_set1_epi32(13));
                __m128i t130 = _mm512_cvtepi32_epi8(t129);
                _mm_storeu_si128((__m128i *)(bs + t128), t130);
                _mm_storeu_si128((__m128i *)(bd + t128), _mm_set1_epi8((char)0));
                t8 += 32L;
                __m512i t131 = _mm512_add_epi32(t7, _mm512_set1_epi32(32));
                if (t8 >= t119) {
                    break;
                }
                t7 = t131;
            }
            t132 = (int)t119;
        } else {
            t132 = 0;
        }
        long t133 = (long)n + (long)t132 * -1L;
        unsigned long t134 = (unsigned long)t114;
        unsigned long t135 = (unsigned long)t115;
        if ((t133 >= 16L) & (((t134 + (unsigned long)((long)t132 + 1L + (t133 - 1L) * 1L)) <= (t135 + (unsigned long)(long)t132)) | ((t135 + (unsigned long)((long)t132 + 1L + (t133 - 1L) * 1L)) <= (t134 + (unsigned long)(long)t132)))) {
            long t136 = t133 & -16L;
            __m512i t137 = _mm512_set1_epi32((int)t132);
            __m512i t138 = t137;
            __m512i t9 = _mm512_add_epi32(t138, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t10 = 0L;
            for (;;) {
                __m512i t139 = t9;
                long t140 = (long)(int)((long)t132 + t10);
                __m512i t141 = _mm512_mullo_epi32(t139, _mm512_set1_epi32(13));
                __m128i t142 = _mm512_cvtepi32_epi8(t141);
                _mm_storeu_si128((__m128i *)(bs + t140), t142);
                _mm_storeu_si128((__m128i *)(bd + t140), _mm_set1_epi8((char)0));
                t10 += 16L;
                __m512i t143 = _mm512_add_epi32(t9, _mm512_set1_epi32(16));
                if (t10 >= t136) {
                    break;
                }
                t9 = t143;
            }
            i_1 = (int)((long)t132 + t136);
        } else {
            i_1 = t132;
        }
        for (; i_1 < n; i_1++) {
            long t144 = (long)i_1;
            bs[t144] = (unsigned char)(i_1 * 13);
            bd[t144] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t145 = (unsigned long)n;
        unsigned long t146 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t145 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t146) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t147 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t147, 4UL));
        long t148 = (long)n + 1L;
        if (t148 >= 32L) {
            long t149 = t148 & -32L;
            __m512i t150 = _mm512_set1_epi32(0);
            __m512i t151 = t150;
            __m512i t11 = _mm512_add_epi32(t151, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t12 = 0L;
            for (;;) {
                __m512i t152 = t11;
                __m512i t153 = _mm512_mullo_epi32(t152, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (int)t12, t153);
                __m512i t154 = _mm512_add_epi32(t11, _mm512_set1_epi32(16));
                __m512i t155 = t154;
                __m512i t156 = _mm512_mullo_epi32(t155, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (int)(t12 + 16L), t156);
                t12 += 32L;
                __m512i t157 = _mm512_add_epi32(t11, _mm512_set1_epi32(32));
                if (t12 >= t149) {
                    break;
                }
                t11 = t157;
            }
            t158 = (int)t149;
        } else {
            t158 = 0;
        }
        long t159 = (long)n + (long)t158 * -1L + 1L;
        if (t159 >= 16L) {
            long t160 = t159 & -16L;
            __m512i t161 = _mm512_set1_epi32((int)t158);
            __m512i t162 = t161;
            __m512i t13 = _mm512_add_epi32(t162, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t14 = 0L;
            for (;;) {
                __m512i t163 = t13;
                __m512i t164 = _mm512_mullo_epi32(t163, _mm512_set1_epi32(3));
                _mm512_storeu_si512(a + (int)((long)t158 + t14), t164);
                t14 += 16L;
                __m512i t165 = _mm512_add_epi32(t13, _mm512_set1_epi32(16));
                if (t14 >= t160) {
                    break;
                }
                t13 = t165;
            }
            t166 = (int)((long)t158 + t160);
        } else {
            t166 = t158;
        }
        long t167 = (long)n + (long)t166 * -1L + 1L;
        if ((t167 >= 1L) & (t167 <= 16L)) {
            __m512i t168 = _mm512_set1_epi32((int)(int)t167);
            __mmask16 t169 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t168, _MM_CMPINT_LT);
            __m512i t170 = _mm512_set1_epi32((int)t166);
            __m512i t171 = t170;
            __m512i t172 = _mm512_add_epi32(t171, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t173 = t172;
            __m512i t174 = t173;
            __m512i t175 = _mm512_set1_epi32(3);
            __m512i t176 = _mm512_mullo_epi32(t174, t175);
            __m512i t177 = t176;
            _mm512_mask_storeu_epi32(a + (int)(long)t166, t169, t177);
            i_2 = (int)((long)t166 + t167);
        } else {
            i_2 = t166;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t147 * 4UL));
        free((void *)a);
        const short *t178 = hs;
        if (n < 1099) {
            t179 = n;
        } else {
            t179 = 1099;
        }
        copy_may_alias(t179, &hs[1], t178);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t113, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t180 = (long)n;
        if (t180 >= 32L) {
            long t181 = t180 & -32L;
            __m512i t182 = _mm512_set1_epi32(0);
            __m512i t183 = t182;
            __m512i t15 = _mm512_add_epi32(t183, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t16 = 0L;
            for (;;) {
                __m512i t184 = t15;
                __m512 t185 = _mm512_cvtepi32_ps(t184);
                __m512 t186 = _mm512_div_ps(t185, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)t16, t186);
                __m512i t187 = _mm512_add_epi32(t15, _mm512_set1_epi32(16));
                __m512i t188 = t187;
                __m512 t189 = _mm512_cvtepi32_ps(t188);
                __m512 t190 = _mm512_div_ps(t189, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)(t16 + 16L), t190);
                t16 += 32L;
                __m512i t191 = _mm512_add_epi32(t15, _mm512_set1_epi32(32));
                if (t16 >= t181) {
                    break;
                }
                t15 = t191;
            }
            t192 = (int)t181;
        } else {
            t192 = 0;
        }
        long t193 = (long)n + (long)t192 * -1L;
        if (t193 >= 16L) {
            long t194 = t193 & -16L;
            __m512i t195 = _mm512_set1_epi32((int)t192);
            __m512i t196 = t195;
            __m512i t17 = _mm512_add_epi32(t196, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t18 = 0L;
            for (;;) {
                __m512i t197 = t17;
                __m512 t198 = _mm512_cvtepi32_ps(t197);
                __m512 t199 = _mm512_div_ps(t198, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)((long)t192 + t18), t199);
                t18 += 16L;
                __m512i t200 = _mm512_add_epi32(t17, _mm512_set1_epi32(16));
                if (t18 >= t194) {
                    break;
                }
                t17 = t200;
            }
            t201 = (int)((long)t192 + t194);
        } else {
            t201 = t192;
        }
        long t202 = (long)n + (long)t201 * -1L;
        if ((t202 >= 1L) & (t202 <= 16L)) {
            __m512i t203 = _mm512_set1_epi32((int)(int)t202);
            __mmask16 t204 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t203, _MM_CMPINT_LT);
            __m512i t205 = _mm512_set1_epi32((int)t201);
            __m512i t206 = t205;
            __m512i t207 = _mm512_add_epi32(t206, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t208 = t207;
            __m512 t209 = _mm512_cvtepi32_ps(t208);
            __m512 t210 = _mm512_div_ps(t209, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(f + (int)(long)t201, t204, t210);
            i_3 = (int)((long)t201 + t202);
        } else {
            i_3 = t201;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t145 * 8UL));
        free((void *)d);
        free((void *)f);
        int t211 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t211, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t212 = (long)n * 2L;
        if (t212 >= 64L) {
            long t213 = t212 & -64L;
            long t19 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)t19), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 48L)), _mm256_set1_epi16((short)-1));
                t19 += 64L;
            } while (t19 < t213);
            t214 = (int)t213;
        } else {
            t214 = 0;
        }
        long t215 = (long)n * 2L + (long)t214 * -1L;
        if (t215 >= 16L) {
            long t216 = t215 & -16L;
            long t20 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t214 + t20)), _mm256_set1_epi16((short)-1));
                t20 += 16L;
            } while (t20 < t216);
            i_4 = (int)((long)t214 + t216);
        } else {
            i_4 = t214;
        }
        for (; i_4 < t211; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t217 = (long)n;
        if (t217 >= 32L) {
            long t218 = t217 & -32L;
            __m512i t219 = _mm512_set1_epi32(0);
            __m512i t220 = t219;
            __m512i t21 = _mm512_add_epi32(t220, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t22 = 0L;
            for (;;) {
                __m512i t221 = t21;
                __m512i t222 = _mm512_sub_epi32(t221, _mm512_set1_epi32(40));
                __m256i t223 = _mm512_cvtepi32_epi16(t222);
                _mm256_storeu_si256((__m256i *)(ss + (int)t22), t223);
                __m512i t224 = _mm512_add_epi32(t21, _mm512_set1_epi32(16));
                __m512i t225 = t224;
                __m512i t226 = _mm512_sub_epi32(t225, _mm512_set1_epi32(40));
                __m256i t227 = _mm512_cvtepi32_epi16(t226);
                _mm256_storeu_si256((__m256i *)(ss + (int)(t22 + 16L)), t227);
                t22 += 32L;
                __m512i t228 = _mm512_add_epi32(t21, _mm512_set1_epi32(32));
                if (t22 >= t218) {
                    break;
                }
                t21 = t228;
            }
            t229 = (int)t218;
        } else {
            t229 = 0;
        }
        long t230 = (long)n + (long)t229 * -1L;
        if (t230 >= 16L) {
            long t231 = t230 & -16L;
            __m512i t232 = _mm512_set1_epi32((int)t229);
            __m512i t233 = t232;
            __m512i t23 = _mm512_add_epi32(t233, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t24 = 0L;
            for (;;) {
                __m512i t234 = t23;
                __m512i t235 = _mm512_sub_epi32(t234, _mm512_set1_epi32(40));
                __m256i t236 = _mm512_cvtepi32_epi16(t235);
                _mm256_storeu_si256((__m256i *)(ss + (int)((long)t229 + t24)), t236);
                t24 += 16L;
                __m512i t237 = _mm512_add_epi32(t23, _mm512_set1_epi32(16));
                if (t24 >= t231) {
                    break;
                }
                t23 = t237;
            }
            i_5 = (int)((long)t229 + t231);
        } else {
            i_5 = t229;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        unsigned long t238 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t211 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t238);
    }
}
