/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_down(int n, int *a) {
    vcc_no_contract_body
    int t13;
    int t18;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + (t5 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            int t7 = (int)(t1 + 8L);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(a + (t7 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t7), t8);
            int t9 = (int)(t1 + 16L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (t9 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t9), t10);
            int t11 = (int)(t1 + 24L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (t11 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t11), t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            int t16 = (int)((long)t13 + t2);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(a + (t16 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t16), t17);
            t2 += 8L;
        } while (t2 < t15);
        t18 = (int)((long)t13 + t15);
    } else {
        t18 = t13;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t22 = (int)(long)t18;
        __m256i t23 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), a + (t22 + 1));
        _mm256_mask_storeu_epi32(a + t22, _mm256_movepi32_mask(t21), t23);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    while (i < n) {
        int t24 = i + 1;
        a[i] = a[t24];
        i = t24;
    }
}

/* A loop: the pointers may alias (no restrict). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_may_alias(int n, short *dst, const short *src) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128 t6 = _mm_loadu_ps(src + t5);
            __m256d t7 = _mm256_cvtps_pd(t6);
            _mm256_storeu_pd(dst + t5, t7);
            long t8 = (long)(int)(t1 + 4L);
            __m128 t9 = _mm_loadu_ps(src + t8);
            __m256d t10 = _mm256_cvtps_pd(t9);
            _mm256_storeu_pd(dst + t8, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m128 t12 = _mm_loadu_ps(src + t11);
            __m256d t13 = _mm256_cvtps_pd(t12);
            _mm256_storeu_pd(dst + t11, t13);
            long t14 = (long)(int)(t1 + 12L);
            __m128 t15 = _mm_loadu_ps(src + t14);
            __m256d t16 = _mm256_cvtps_pd(t15);
            _mm256_storeu_pd(dst + t14, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m128 t21 = _mm_loadu_ps(src + t20);
            __m256d t22 = _mm256_cvtps_pd(t21);
            _mm256_storeu_pd(dst + t20, t22);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        dst[t23] = (double)src[t23];
    }
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    for (int i = 0; i < n; i++)
        dst[2 * i] = src[i];
}

static __typeof__(gd) gd __attribute__((aligned(32)));
extern __typeof__(hd) hd __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float s;
    int n;
    int t25;
    int t112;
    int t142;
    int i_1;
    int t174;
    int t182;
    int i_2;
    int t195;
    int t208;
    int t217;
    int i_3;
    int t230;
    int i_4;
    int t253;
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
        __m128i t26 = _mm_set1_epi32(0);
        __m128i t27 = t26;
        __m128i t1 = _mm_add_epi32(t27, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t28 = _mm_set1_epi32(0);
        __m128i t29 = _mm_add_epi32(t28, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t30 = t29;
        __m128i t31 = _mm_sub_epi32(t30, _mm_set1_epi32(11));
        __m128i t32 = _mm_min_epu32(t30, t31);
        __m128i t2 = t32;
        long t3 = 0L;
        for (;;) {
            __m128i t33 = t1;
            long t34 = (long)(int)t3;
            _mm256_storeu_pd(&gd[t34], _mm256_set1_pd(-1.0));
            __m256d t35 = _mm256_cvtepi32_pd(t33);
            __m256d t36 = _mm256_mul_pd(t35, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t34], t36);
            __m128i t37 = _mm_mullo_epi32(t33, _mm_set1_epi32(7));
            vcc_v4_short t38 = __builtin_convertvector((vcc_v4_int)t37, vcc_v4_short);
            vcc_store(&gs[t34], t38);
            vcc_store(&hs[t34], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128 t39 = _mm_cvtepi32_ps(t2);
            __m128 t40 = _mm_mul_ps(t39, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t34], t40);
            __m128i t41 = _mm_add_epi32(t1, _mm_set1_epi32(4));
            __m128i t42 = t41;
            long t43 = (long)(int)(t3 + 4L);
            _mm256_storeu_pd(&gd[t43], _mm256_set1_pd(-1.0));
            __m256d t44 = _mm256_cvtepi32_pd(t42);
            __m256d t45 = _mm256_mul_pd(t44, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t43], t45);
            __m128i t46 = _mm_mullo_epi32(t42, _mm_set1_epi32(7));
            vcc_v4_short t47 = __builtin_convertvector((vcc_v4_int)t46, vcc_v4_short);
            vcc_store(&gs[t43], t47);
            vcc_store(&hs[t43], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t48 = _mm_add_epi32(t2, _mm_set1_epi32(4));
            __m128i t49 = t48;
            __m128i t50 = _mm_sub_epi32(t49, _mm_set1_epi32(11));
            __m128i t51 = _mm_min_epu32(t49, t50);
            __m128i t52 = t51;
            __m128 t53 = _mm_cvtepi32_ps(t52);
            __m128 t54 = _mm_mul_ps(t53, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t43], t54);
            __m128i t55 = _mm_add_epi32(t1, _mm_set1_epi32(8));
            __m128i t56 = t55;
            long t57 = (long)(int)(t3 + 8L);
            _mm256_storeu_pd(&gd[t57], _mm256_set1_pd(-1.0));
            __m256d t58 = _mm256_cvtepi32_pd(t56);
            __m256d t59 = _mm256_mul_pd(t58, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t57], t59);
            __m128i t60 = _mm_mullo_epi32(t56, _mm_set1_epi32(7));
            vcc_v4_short t61 = __builtin_convertvector((vcc_v4_int)t60, vcc_v4_short);
            vcc_store(&gs[t57], t61);
            vcc_store(&hs[t57], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t62 = _mm_add_epi32(t2, _mm_set1_epi32(8));
            __m128i t63 = t62;
            __m128i t64 = _mm_sub_epi32(t63, _mm_set1_epi32(11));
            __m128i t65 = _mm_min_epu32(t63, t64);
            __m128i t66 = t65;
            __m128 t67 = _mm_cvtepi32_ps(t66);
            __m128 t68 = _mm_mul_ps(t67, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t57], t68);
            __m128i t69 = _mm_add_epi32(t1, _mm_set1_epi32(12));
            __m128i t70 = t69;
            long t71 = (long)(int)(t3 + 12L);
            _mm256_storeu_pd(&gd[t71], _mm256_set1_pd(-1.0));
            __m256d t72 = _mm256_cvtepi32_pd(t70);
            __m256d t73 = _mm256_mul_pd(t72, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t71], t73);
            __m128i t74 = _mm_mullo_epi32(t70, _mm_set1_epi32(7));
            vcc_v4_short t75 = __builtin_convertvector((vcc_v4_int)t74, vcc_v4_short);
            vcc_store(&gs[t71], t75);
            vcc_store(&hs[t71], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t76 = _mm_add_epi32(t2, _mm_set1_epi32(1));
            __m128i t77 = t76;
            __m128i t78 = _mm_sub_epi32(t77, _mm_set1_epi32(11));
            __m128i t79 = _mm_min_epu32(t77, t78);
            __m128i t80 = t79;
            __m128 t81 = _mm_cvtepi32_ps(t80);
            __m128 t82 = _mm_mul_ps(t81, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t71], t82);
            t3 += 16L;
            __m128i t83 = _mm_add_epi32(t1, _mm_set1_epi32(16));
            __m128i t84 = _mm_add_epi32(t2, _mm_set1_epi32(5));
            __m128i t85 = t84;
            __m128i t86 = _mm_sub_epi32(t85, _mm_set1_epi32(11));
            __m128i t87 = _mm_min_epu32(t85, t86);
            __m128i t88 = t87;
            if (t3 >= 1088L) {
                break;
            }
            t1 = t83;
            t2 = t88;
        }
        __m128i t89 = _mm_set1_epi32(1088);
        __m128i t90 = t89;
        __m128i t4 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t91 = _mm_set1_epi32(10);
        __m128i t92 = _mm_add_epi32(t91, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t93 = t92;
        __m128i t94 = _mm_sub_epi32(t93, _mm_set1_epi32(11));
        __m128i t95 = _mm_min_epu32(t93, t94);
        __m128i t5 = t95;
        long t6 = 0L;
        for (;;) {
            __m128i t96 = t4;
            long t97 = (long)(int)(1088L + t6);
            _mm256_storeu_pd(&gd[t97], _mm256_set1_pd(-1.0));
            __m256d t98 = _mm256_cvtepi32_pd(t96);
            __m256d t99 = _mm256_mul_pd(t98, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t97], t99);
            __m128i t100 = _mm_mullo_epi32(t96, _mm_set1_epi32(7));
            vcc_v4_short t101 = __builtin_convertvector((vcc_v4_int)t100, vcc_v4_short);
            vcc_store(&gs[t97], t101);
            vcc_store(&hs[t97], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128 t102 = _mm_cvtepi32_ps(t5);
            __m128 t103 = _mm_mul_ps(t102, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t97], t103);
            t6 += 4L;
            __m128i t104 = _mm_add_epi32(t4, _mm_set1_epi32(4));
            __m128i t105 = _mm_add_epi32(t5, _mm_set1_epi32(4));
            __m128i t106 = t105;
            __m128i t107 = _mm_sub_epi32(t106, _mm_set1_epi32(11));
            __m128i t108 = _mm_min_epu32(t106, t107);
            __m128i t109 = t108;
            if (t6 >= 12L) {
                break;
            }
            t4 = t104;
            t5 = t109;
        }
        for (int i = 1100; i < 1100; i++) {
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
            __m256i t120 = _mm256_set1_epi32(0);
            __m256i t121 = t120;
            __m256i t7 = _mm256_add_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t8 = 0L;
            for (;;) {
                __m256i t122 = t7;
                long t123 = (long)(int)t8;
                __m256i t124 = _mm256_mullo_epi32(t122, _mm256_set1_epi32(13));
                vcc_v8_uchar t125 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t124, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t123, t125);
                vcc_store(bd + t123, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                __m256i t126 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
                __m256i t127 = t126;
                long t128 = (long)(int)(t8 + 8L);
                __m256i t129 = _mm256_mullo_epi32(t127, _mm256_set1_epi32(13));
                vcc_v8_uchar t130 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t129, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t128, t130);
                vcc_store(bd + t128, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                __m256i t131 = _mm256_add_epi32(t7, _mm256_set1_epi32(16));
                __m256i t132 = t131;
                long t133 = (long)(int)(t8 + 16L);
                __m256i t134 = _mm256_mullo_epi32(t132, _mm256_set1_epi32(13));
                vcc_v8_uchar t135 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t134, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t133, t135);
                vcc_store(bd + t133, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                __m256i t136 = _mm256_add_epi32(t7, _mm256_set1_epi32(24));
                __m256i t137 = t136;
                long t138 = (long)(int)(t8 + 24L);
                __m256i t139 = _mm256_mullo_epi32(t137, _mm256_set1_epi32(13));
                vcc_v8_uchar t140 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t139, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t138, t140);
                vcc_store(bd + t138, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t8 += 32L;
                __m256i t141 = _mm256_add_epi32(t7, _mm256_set1_epi32(32));
                if (t8 >= t119) {
                    break;
                }
                t7 = t141;
            }
            t142 = (int)t119;
        } else {
            t142 = 0;
        }
        long t143 = (long)n + (long)t142 * -1L;
        unsigned long t144 = (unsigned long)t114;
        unsigned long t145 = (unsigned long)t115;
        if ((t143 >= 8L) & (((t144 + (unsigned long)((long)t142 + 1L + (t143 - 1L) * 1L)) <= (t145 + (unsigned long)(long)t142)) | ((t145 + (unsigned long)((long)t142 + 1L + (t143 - 1L) * 1L)) <= (t144 + (unsigned long)(long)t142)))) {
            long t146 = t143 & -8L;
            __m256i t147 = _mm256_set1_epi32((int)t142);
            __m256i t148 = t147;
            __m256i t9 = _mm256_add_epi32(t148, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t10 = 0L;
            for (;;) {
                __m256i t149 = t9;
                long t150 = (long)(int)((long)t142 + t10);
                __m256i t151 = _mm256_mullo_epi32(t149, _mm256_set1_epi32(13));
                vcc_v8_uchar t152 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t151, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t150, t152);
                vcc_store(bd + t150, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t10 += 8L;
                __m256i t153 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                if (t10 >= t146) {
                    break;
                }
                t9 = t153;
            }
            i_1 = (int)((long)t142 + t146);
        } else {
            i_1 = t142;
        }
        for (; i_1 < n; i_1++) {
            long t154 = (long)i_1;
            bs[t154] = (unsigned char)(i_1 * 13);
            bd[t154] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t155 = (unsigned long)n;
        unsigned long t156 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t155 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t156) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t157 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t157, 4UL));
        long t158 = (long)n + 1L;
        if (t158 >= 32L) {
            long t159 = t158 & -32L;
            __m256i t160 = _mm256_set1_epi32(0);
            __m256i t161 = t160;
            __m256i t11 = _mm256_add_epi32(t161, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t12 = 0L;
            for (;;) {
                __m256i t162 = t11;
                __m256i t163 = _mm256_mullo_epi32(t162, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)t12), t163);
                __m256i t164 = _mm256_add_epi32(t11, _mm256_set1_epi32(8));
                __m256i t165 = t164;
                __m256i t166 = _mm256_mullo_epi32(t165, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(t12 + 8L)), t166);
                __m256i t167 = _mm256_add_epi32(t11, _mm256_set1_epi32(16));
                __m256i t168 = t167;
                __m256i t169 = _mm256_mullo_epi32(t168, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(t12 + 16L)), t169);
                __m256i t170 = _mm256_add_epi32(t11, _mm256_set1_epi32(24));
                __m256i t171 = t170;
                __m256i t172 = _mm256_mullo_epi32(t171, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(t12 + 24L)), t172);
                t12 += 32L;
                __m256i t173 = _mm256_add_epi32(t11, _mm256_set1_epi32(32));
                if (t12 >= t159) {
                    break;
                }
                t11 = t173;
            }
            t174 = (int)t159;
        } else {
            t174 = 0;
        }
        long t175 = (long)n + (long)t174 * -1L + 1L;
        if (t175 >= 8L) {
            long t176 = t175 & -8L;
            __m256i t177 = _mm256_set1_epi32((int)t174);
            __m256i t178 = t177;
            __m256i t13 = _mm256_add_epi32(t178, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t14 = 0L;
            for (;;) {
                __m256i t179 = t13;
                __m256i t180 = _mm256_mullo_epi32(t179, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)t174 + t14)), t180);
                t14 += 8L;
                __m256i t181 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                if (t14 >= t176) {
                    break;
                }
                t13 = t181;
            }
            t182 = (int)((long)t174 + t176);
        } else {
            t182 = t174;
        }
        long t183 = (long)n + (long)t182 * -1L + 1L;
        if ((t183 >= 1L) & (t183 <= 8L)) {
            __m256i t184 = _mm256_set1_epi32((int)(int)t183);
            __m256i t185 = _mm256_cmpgt_epi32(t184, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t186 = _mm256_set1_epi32((int)t182);
            __m256i t187 = t186;
            __m256i t188 = _mm256_add_epi32(t187, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t189 = t188;
            __m256i t190 = t189;
            __m256i t191 = _mm256_set1_epi32(3);
            __m256i t192 = _mm256_mullo_epi32(t190, t191);
            __m256i t193 = t192;
            _mm256_mask_storeu_epi32(a + (int)(long)t182, _mm256_movepi32_mask(t185), t193);
            i_2 = (int)((long)t182 + t183);
        } else {
            i_2 = t182;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t157 * 4UL));
        free((void *)a);
        const short *t194 = hs;
        if (n < 1099) {
            t195 = n;
        } else {
            t195 = 1099;
        }
        copy_may_alias(t195, &hs[1], t194);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t113, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t196 = (long)n;
        if (t196 >= 16L) {
            long t197 = t196 & -16L;
            __m256i t198 = _mm256_set1_epi32(0);
            __m256i t199 = t198;
            __m256i t15 = _mm256_add_epi32(t199, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t16 = 0L;
            for (;;) {
                __m256i t200 = t15;
                __m256 t201 = _mm256_cvtepi32_ps(t200);
                __m256 t202 = _mm256_div_ps(t201, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)t16, t202);
                __m256i t203 = _mm256_add_epi32(t15, _mm256_set1_epi32(8));
                __m256i t204 = t203;
                __m256 t205 = _mm256_cvtepi32_ps(t204);
                __m256 t206 = _mm256_div_ps(t205, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)(t16 + 8L), t206);
                t16 += 16L;
                __m256i t207 = _mm256_add_epi32(t15, _mm256_set1_epi32(16));
                if (t16 >= t197) {
                    break;
                }
                t15 = t207;
            }
            t208 = (int)t197;
        } else {
            t208 = 0;
        }
        long t209 = (long)n + (long)t208 * -1L;
        if (t209 >= 8L) {
            long t210 = t209 & -8L;
            __m256i t211 = _mm256_set1_epi32((int)t208);
            __m256i t212 = t211;
            __m256i t17 = _mm256_add_epi32(t212, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t18 = 0L;
            for (;;) {
                __m256i t213 = t17;
                __m256 t214 = _mm256_cvtepi32_ps(t213);
                __m256 t215 = _mm256_div_ps(t214, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)t208 + t18), t215);
                t18 += 8L;
                __m256i t216 = _mm256_add_epi32(t17, _mm256_set1_epi32(8));
                if (t18 >= t210) {
                    break;
                }
                t17 = t216;
            }
            t217 = (int)((long)t208 + t210);
        } else {
            t217 = t208;
        }
        long t218 = (long)n + (long)t217 * -1L;
        if ((t218 >= 1L) & (t218 <= 8L)) {
            __m256i t219 = _mm256_set1_epi32((int)(int)t218);
            __m256i t220 = _mm256_cmpgt_epi32(t219, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t221 = _mm256_set1_epi32((int)t217);
            __m256i t222 = t221;
            __m256i t223 = _mm256_add_epi32(t222, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t224 = t223;
            __m256 t225 = _mm256_cvtepi32_ps(t224);
            __m256 t226 = _mm256_div_ps(t225, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(f + (int)(long)t217, _mm256_movepi32_mask(t220), t226);
            i_3 = (int)((long)t217 + t218);
        } else {
            i_3 = t217;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t155 * 8UL));
        free((void *)d);
        free((void *)f);
        int t227 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t227, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t228 = (long)n * 2L;
        if (t228 >= 64L) {
            long t229 = t228 & -64L;
            long t19 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)t19), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 48L)), _mm256_set1_epi16((short)-1));
                t19 += 64L;
            } while (t19 < t229);
            t230 = (int)t229;
        } else {
            t230 = 0;
        }
        long t231 = (long)n * 2L + (long)t230 * -1L;
        if (t231 >= 16L) {
            long t232 = t231 & -16L;
            long t20 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t230 + t20)), _mm256_set1_epi16((short)-1));
                t20 += 16L;
            } while (t20 < t232);
            i_4 = (int)((long)t230 + t232);
        } else {
            i_4 = t230;
        }
        for (; i_4 < t227; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t233 = (long)n;
        if (t233 >= 32L) {
            long t234 = t233 & -32L;
            __m256i t235 = _mm256_set1_epi32(0);
            __m256i t236 = t235;
            __m256i t21 = _mm256_add_epi32(t236, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t22 = 0L;
            for (;;) {
                __m256i t237 = t21;
                __m256i t238 = _mm256_sub_epi32(t237, _mm256_set1_epi32(40));
                __m128i t239 = _mm256_cvtepi32_epi16(t238);
                _mm_storeu_si128((__m128i *)(ss + (int)t22), t239);
                __m256i t240 = _mm256_add_epi32(t21, _mm256_set1_epi32(8));
                __m256i t241 = t240;
                __m256i t242 = _mm256_sub_epi32(t241, _mm256_set1_epi32(40));
                __m128i t243 = _mm256_cvtepi32_epi16(t242);
                _mm_storeu_si128((__m128i *)(ss + (int)(t22 + 8L)), t243);
                __m256i t244 = _mm256_add_epi32(t21, _mm256_set1_epi32(16));
                __m256i t245 = t244;
                __m256i t246 = _mm256_sub_epi32(t245, _mm256_set1_epi32(40));
                __m128i t247 = _mm256_cvtepi32_epi16(t246);
                _mm_storeu_si128((__m128i *)(ss + (int)(t22 + 16L)), t247);
                __m256i t248 = _mm256_add_epi32(t21, _mm256_set1_epi32(24));
                __m256i t249 = t248;
                __m256i t250 = _mm256_sub_epi32(t249, _mm256_set1_epi32(40));
                __m128i t251 = _mm256_cvtepi32_epi16(t250);
                _mm_storeu_si128((__m128i *)(ss + (int)(t22 + 24L)), t251);
                t22 += 32L;
                __m256i t252 = _mm256_add_epi32(t21, _mm256_set1_epi32(32));
                if (t22 >= t234) {
                    break;
                }
                t21 = t252;
            }
            t253 = (int)t234;
        } else {
            t253 = 0;
        }
        long t254 = (long)n + (long)t253 * -1L;
        if (t254 >= 8L) {
            long t255 = t254 & -8L;
            __m256i t256 = _mm256_set1_epi32((int)t253);
            __m256i t257 = t256;
            __m256i t23 = _mm256_add_epi32(t257, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t24 = 0L;
            for (;;) {
                __m256i t258 = t23;
                __m256i t259 = _mm256_sub_epi32(t258, _mm256_set1_epi32(40));
                __m128i t260 = _mm256_cvtepi32_epi16(t259);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)t253 + t24)), t260);
                t24 += 8L;
                __m256i t261 = _mm256_add_epi32(t23, _mm256_set1_epi32(8));
                if (t24 >= t255) {
                    break;
                }
                t23 = t261;
            }
            i_5 = (int)((long)t253 + t255);
        } else {
            i_5 = t253;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        unsigned long t262 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t227 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t262);
    }
}
