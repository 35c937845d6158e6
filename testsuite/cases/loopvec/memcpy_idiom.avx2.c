/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
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
__attribute__((target("avx2"))) void shift_down(int n, int *a) {
    int t13;
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
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    while (i < n) {
        int t18 = i + 1;
        a[i] = a[t18];
        i = t18;
    }
}

/* A loop: the pointers may alias (no restrict). */
__attribute__((target("avx2"))) void copy_may_alias(int n, short *dst, const short *src) {
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
__attribute__((target("avx2"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
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
__attribute__((target("avx2"))) int main(void) {
    float s;
    int n;
    int t25;
    int t112;
    int t132;
    int i_1;
    int t164;
    int i_2;
    int t173;
    int t186;
    int i_3;
    int t198;
    int i_4;
    int t221;
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
            vcc_v16_int t120 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t121 = (vcc_v16_uint)t120;
            vcc_v16_uint t7 = t121 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long t8 = 0L;
            for (;;) {
                vcc_v16_int t122 = (vcc_v16_int)t7;
                long t123 = (long)(int)t8;
                vcc_v16_int t124 = t122 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t125 = (__m128i)__builtin_convertvector(__builtin_convertvector(t124, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t123), t125);
                _mm_storeu_si128((__m128i *)(bd + t123), _mm_set1_epi8((char)0));
                vcc_v16_uint t126 = t7 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v16_int t127 = (vcc_v16_int)t126;
                long t128 = (long)(int)(t8 + 16L);
                vcc_v16_int t129 = t127 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t130 = (__m128i)__builtin_convertvector(__builtin_convertvector(t129, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t128), t130);
                _mm_storeu_si128((__m128i *)(bd + t128), _mm_set1_epi8((char)0));
                t8 += 32L;
                vcc_v16_uint t131 = t7 + (vcc_v16_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
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
            vcc_v16_int t137 = (vcc_v16_int){t132, t132, t132, t132, t132, t132, t132, t132, t132, t132, t132, t132, t132, t132, t132, t132};
            vcc_v16_uint t138 = (vcc_v16_uint)t137;
            vcc_v16_uint t9 = t138 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long t10 = 0L;
            for (;;) {
                vcc_v16_int t139 = (vcc_v16_int)t9;
                long t140 = (long)(int)((long)t132 + t10);
                vcc_v16_int t141 = t139 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t142 = (__m128i)__builtin_convertvector(__builtin_convertvector(t141, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t140), t142);
                _mm_storeu_si128((__m128i *)(bd + t140), _mm_set1_epi8((char)0));
                t10 += 16L;
                vcc_v16_uint t143 = t9 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
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
            __m256i t150 = _mm256_set1_epi32(0);
            __m256i t151 = t150;
            __m256i t11 = _mm256_add_epi32(t151, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t12 = 0L;
            for (;;) {
                __m256i t152 = t11;
                __m256i t153 = _mm256_mullo_epi32(t152, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)t12), t153);
                __m256i t154 = _mm256_add_epi32(t11, _mm256_set1_epi32(8));
                __m256i t155 = t154;
                __m256i t156 = _mm256_mullo_epi32(t155, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(t12 + 8L)), t156);
                __m256i t157 = _mm256_add_epi32(t11, _mm256_set1_epi32(16));
                __m256i t158 = t157;
                __m256i t159 = _mm256_mullo_epi32(t158, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(t12 + 16L)), t159);
                __m256i t160 = _mm256_add_epi32(t11, _mm256_set1_epi32(24));
                __m256i t161 = t160;
                __m256i t162 = _mm256_mullo_epi32(t161, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(t12 + 24L)), t162);
                t12 += 32L;
                __m256i t163 = _mm256_add_epi32(t11, _mm256_set1_epi32(32));
                if (t12 >= t149) {
                    break;
                }
                t11 = t163;
            }
            t164 = (int)t149;
        } else {
            t164 = 0;
        }
        long t165 = (long)n + (long)t164 * -1L + 1L;
        if (t165 >= 8L) {
            long t166 = t165 & -8L;
            __m256i t167 = _mm256_set1_epi32((int)t164);
            __m256i t168 = t167;
            __m256i t13 = _mm256_add_epi32(t168, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t14 = 0L;
            for (;;) {
                __m256i t169 = t13;
                __m256i t170 = _mm256_mullo_epi32(t169, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)t164 + t14)), t170);
                t14 += 8L;
                __m256i t171 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                if (t14 >= t166) {
                    break;
                }
                t13 = t171;
            }
            i_2 = (int)((long)t164 + t166);
        } else {
            i_2 = t164;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t147 * 4UL));
        free((void *)a);
        const short *t172 = hs;
        if (n < 1099) {
            t173 = n;
        } else {
            t173 = 1099;
        }
        copy_may_alias(t173, &hs[1], t172);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t113, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t174 = (long)n;
        if (t174 >= 16L) {
            long t175 = t174 & -16L;
            __m256i t176 = _mm256_set1_epi32(0);
            __m256i t177 = t176;
            __m256i t15 = _mm256_add_epi32(t177, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t16 = 0L;
            for (;;) {
                __m256i t178 = t15;
                __m256 t179 = _mm256_cvtepi32_ps(t178);
                __m256 t180 = _mm256_div_ps(t179, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)t16, t180);
                __m256i t181 = _mm256_add_epi32(t15, _mm256_set1_epi32(8));
                __m256i t182 = t181;
                __m256 t183 = _mm256_cvtepi32_ps(t182);
                __m256 t184 = _mm256_div_ps(t183, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)(t16 + 8L), t184);
                t16 += 16L;
                __m256i t185 = _mm256_add_epi32(t15, _mm256_set1_epi32(16));
                if (t16 >= t175) {
                    break;
                }
                t15 = t185;
            }
            t186 = (int)t175;
        } else {
            t186 = 0;
        }
        long t187 = (long)n + (long)t186 * -1L;
        if (t187 >= 8L) {
            long t188 = t187 & -8L;
            __m256i t189 = _mm256_set1_epi32((int)t186);
            __m256i t190 = t189;
            __m256i t17 = _mm256_add_epi32(t190, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t18 = 0L;
            for (;;) {
                __m256i t191 = t17;
                __m256 t192 = _mm256_cvtepi32_ps(t191);
                __m256 t193 = _mm256_div_ps(t192, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)t186 + t18), t193);
                t18 += 8L;
                __m256i t194 = _mm256_add_epi32(t17, _mm256_set1_epi32(8));
                if (t18 >= t188) {
                    break;
                }
                t17 = t194;
            }
            i_3 = (int)((long)t186 + t188);
        } else {
            i_3 = t186;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t145 * 8UL));
        free((void *)d);
        free((void *)f);
        int t195 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t195, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t196 = (long)n * 2L;
        if (t196 >= 64L) {
            long t197 = t196 & -64L;
            long t19 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)t19), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(t19 + 48L)), _mm256_set1_epi16((short)-1));
                t19 += 64L;
            } while (t19 < t197);
            t198 = (int)t197;
        } else {
            t198 = 0;
        }
        long t199 = (long)n * 2L + (long)t198 * -1L;
        if (t199 >= 16L) {
            long t200 = t199 & -16L;
            long t20 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t198 + t20)), _mm256_set1_epi16((short)-1));
                t20 += 16L;
            } while (t20 < t200);
            i_4 = (int)((long)t198 + t200);
        } else {
            i_4 = t198;
        }
        for (; i_4 < t195; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t201 = (long)n;
        if (t201 >= 32L) {
            long t202 = t201 & -32L;
            __m256i t203 = _mm256_set1_epi32(0);
            __m256i t204 = t203;
            __m256i t21 = _mm256_add_epi32(t204, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t22 = 0L;
            for (;;) {
                __m256i t205 = t21;
                __m256i t206 = _mm256_sub_epi32(t205, _mm256_set1_epi32(40));
                __m128i t207 = (__m128i)__builtin_convertvector((vcc_v8_int)t206, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)t22), t207);
                __m256i t208 = _mm256_add_epi32(t21, _mm256_set1_epi32(8));
                __m256i t209 = t208;
                __m256i t210 = _mm256_sub_epi32(t209, _mm256_set1_epi32(40));
                __m128i t211 = (__m128i)__builtin_convertvector((vcc_v8_int)t210, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)(t22 + 8L)), t211);
                __m256i t212 = _mm256_add_epi32(t21, _mm256_set1_epi32(16));
                __m256i t213 = t212;
                __m256i t214 = _mm256_sub_epi32(t213, _mm256_set1_epi32(40));
                __m128i t215 = (__m128i)__builtin_convertvector((vcc_v8_int)t214, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)(t22 + 16L)), t215);
                __m256i t216 = _mm256_add_epi32(t21, _mm256_set1_epi32(24));
                __m256i t217 = t216;
                __m256i t218 = _mm256_sub_epi32(t217, _mm256_set1_epi32(40));
                __m128i t219 = (__m128i)__builtin_convertvector((vcc_v8_int)t218, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)(t22 + 24L)), t219);
                t22 += 32L;
                __m256i t220 = _mm256_add_epi32(t21, _mm256_set1_epi32(32));
                if (t22 >= t202) {
                    break;
                }
                t21 = t220;
            }
            t221 = (int)t202;
        } else {
            t221 = 0;
        }
        long t222 = (long)n + (long)t221 * -1L;
        if (t222 >= 8L) {
            long t223 = t222 & -8L;
            __m256i t224 = _mm256_set1_epi32((int)t221);
            __m256i t225 = t224;
            __m256i t23 = _mm256_add_epi32(t225, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t24 = 0L;
            for (;;) {
                __m256i t226 = t23;
                __m256i t227 = _mm256_sub_epi32(t226, _mm256_set1_epi32(40));
                __m128i t228 = (__m128i)__builtin_convertvector((vcc_v8_int)t227, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)t221 + t24)), t228);
                t24 += 8L;
                __m256i t229 = _mm256_add_epi32(t23, _mm256_set1_epi32(8));
                if (t24 >= t223) {
                    break;
                }
                t23 = t229;
            }
            i_5 = (int)((long)t221 + t223);
        } else {
            i_5 = t221;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        unsigned long t230 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t195 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t230);
    }
}
