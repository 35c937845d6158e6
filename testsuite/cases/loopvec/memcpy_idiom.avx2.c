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
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (t3 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t3), a_v);
            int t4 = (int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (t4 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t4), a_v_1);
            int t5 = (int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (t5 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t5), a_v_2);
            int t6 = (int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (t6 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t6), a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        do {
            int t10 = (int)((long)t7 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (t10 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t10), a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    while (i < n) {
        int t11 = i + 1;
        a[i] = a[t11];
        i = t11;
    }
}

/* A loop: the pointers may alias (no restrict). */
__attribute__((target("avx2"))) void copy_may_alias(int n, short *dst, const short *src) {
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
__attribute__((target("avx2"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128 src_v = _mm_loadu_ps(src + t3);
            __m256d t4 = _mm256_cvtps_pd(src_v);
            _mm256_storeu_pd(dst + t3, t4);
            long t5 = (long)(int)(i_vec + 4L);
            __m128 src_v_1 = _mm_loadu_ps(src + t5);
            __m256d t6 = _mm256_cvtps_pd(src_v_1);
            _mm256_storeu_pd(dst + t5, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m128 src_v_2 = _mm_loadu_ps(src + t7);
            __m256d t8 = _mm256_cvtps_pd(src_v_2);
            _mm256_storeu_pd(dst + t7, t8);
            long t9 = (long)(int)(i_vec + 12L);
            __m128 src_v_3 = _mm_loadu_ps(src + t9);
            __m256d t10 = _mm256_cvtps_pd(src_v_3);
            _mm256_storeu_pd(dst + t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m128 src_v_4 = _mm_loadu_ps(src + t14);
            __m256d t15 = _mm256_cvtps_pd(src_v_4);
            _mm256_storeu_pd(dst + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        dst[t16] = (double)src[t16];
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
    int t3;
    int t84;
    int t102;
    int i;
    int t129;
    int i_1;
    int t137;
    int t148;
    int i_2;
    int t159;
    int i_3;
    int t178;
    int i_4;
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
        __m128i t4 = _mm_set1_epi32(0);
        __m128i t5 = t4;
        __m128i i_v = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t6 = _mm_set1_epi32(0);
        __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t8 = t7;
        __m128i t9 = _mm_sub_epi32(t8, _mm_set1_epi32(11));
        __m128i t10 = _mm_min_epu32(t8, t9);
        __m128i t1 = t10;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 4, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i i_v_10 = i_v;
            long t11 = (long)(int)i_vec;
            _mm256_storeu_pd(&gd[t11], _mm256_set1_pd(-1.0));
            __m256d t12 = _mm256_cvtepi32_pd(i_v_10);
            __m256d t13 = _mm256_mul_pd(t12, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t11], t13);
            __m128i t14 = _mm_mullo_epi32(i_v_10, _mm_set1_epi32(7));
            vcc_v4_short t15 = __builtin_convertvector((vcc_v4_int)t14, vcc_v4_short);
            vcc_store(&gs[t11], t15);
            vcc_store(&hs[t11], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128 t16 = _mm_cvtepi32_ps(t1);
            __m128 t17 = _mm_mul_ps(t16, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t11], t17);
            __m128i t18 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
            __m128i i_v_11 = t18;
            long t19 = (long)(int)(i_vec + 4L);
            _mm256_storeu_pd(&gd[t19], _mm256_set1_pd(-1.0));
            __m256d t20 = _mm256_cvtepi32_pd(i_v_11);
            __m256d t21 = _mm256_mul_pd(t20, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t19], t21);
            __m128i t22 = _mm_mullo_epi32(i_v_11, _mm_set1_epi32(7));
            vcc_v4_short t23 = __builtin_convertvector((vcc_v4_int)t22, vcc_v4_short);
            vcc_store(&gs[t19], t23);
            vcc_store(&hs[t19], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t24 = _mm_add_epi32(t1, _mm_set1_epi32(4));
            __m128i t25 = t24;
            __m128i t26 = _mm_sub_epi32(t25, _mm_set1_epi32(11));
            __m128i t27 = _mm_min_epu32(t25, t26);
            __m128i t28 = t27;
            __m128 t29 = _mm_cvtepi32_ps(t28);
            __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t19], t30);
            __m128i t31 = _mm_add_epi32(i_v, _mm_set1_epi32(8));
            __m128i i_v_12 = t31;
            long t32 = (long)(int)(i_vec + 8L);
            _mm256_storeu_pd(&gd[t32], _mm256_set1_pd(-1.0));
            __m256d t33 = _mm256_cvtepi32_pd(i_v_12);
            __m256d t34 = _mm256_mul_pd(t33, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t32], t34);
            __m128i t35 = _mm_mullo_epi32(i_v_12, _mm_set1_epi32(7));
            vcc_v4_short t36 = __builtin_convertvector((vcc_v4_int)t35, vcc_v4_short);
            vcc_store(&gs[t32], t36);
            vcc_store(&hs[t32], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t37 = _mm_add_epi32(t1, _mm_set1_epi32(8));
            __m128i t38 = t37;
            __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(11));
            __m128i t40 = _mm_min_epu32(t38, t39);
            __m128i t41 = t40;
            __m128 t42 = _mm_cvtepi32_ps(t41);
            __m128 t43 = _mm_mul_ps(t42, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t32], t43);
            __m128i t44 = _mm_add_epi32(i_v, _mm_set1_epi32(12));
            __m128i i_v_13 = t44;
            long t45 = (long)(int)(i_vec + 12L);
            _mm256_storeu_pd(&gd[t45], _mm256_set1_pd(-1.0));
            __m256d t46 = _mm256_cvtepi32_pd(i_v_13);
            __m256d t47 = _mm256_mul_pd(t46, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t45], t47);
            __m128i t48 = _mm_mullo_epi32(i_v_13, _mm_set1_epi32(7));
            vcc_v4_short t49 = __builtin_convertvector((vcc_v4_int)t48, vcc_v4_short);
            vcc_store(&gs[t45], t49);
            vcc_store(&hs[t45], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t50 = _mm_add_epi32(t1, _mm_set1_epi32(1));
            __m128i t51 = t50;
            __m128i t52 = _mm_sub_epi32(t51, _mm_set1_epi32(11));
            __m128i t53 = _mm_min_epu32(t51, t52);
            __m128i t54 = t53;
            __m128 t55 = _mm_cvtepi32_ps(t54);
            __m128 t56 = _mm_mul_ps(t55, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t45], t56);
            i_vec += 16L;
            __m128i t57 = _mm_add_epi32(i_v, _mm_set1_epi32(16));
            __m128i t58 = _mm_add_epi32(t1, _mm_set1_epi32(5));
            __m128i t59 = t58;
            __m128i t60 = _mm_sub_epi32(t59, _mm_set1_epi32(11));
            __m128i t61 = _mm_min_epu32(t59, t60);
            __m128i t62 = t61;
            if (i_vec >= 1088L) {
                break;
            }
            i_v = t57;
            t1 = t62;
        }
        __m128i t63 = _mm_set1_epi32(1088);
        __m128i t64 = t63;
        __m128i i_v_1 = _mm_add_epi32(t64, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t65 = _mm_set1_epi32(10);
        __m128i t66 = _mm_add_epi32(t65, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t67 = t66;
        __m128i t68 = _mm_sub_epi32(t67, _mm_set1_epi32(11));
        __m128i t69 = _mm_min_epu32(t67, t68);
        __m128i t2 = t69;
        long i_vec_1 = 0L;
        for (;;) {
            __m128i i_v_14 = i_v_1;
            long t70 = (long)(int)(1088L + i_vec_1);
            _mm256_storeu_pd(&gd[t70], _mm256_set1_pd(-1.0));
            __m256d t71 = _mm256_cvtepi32_pd(i_v_14);
            __m256d t72 = _mm256_mul_pd(t71, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t70], t72);
            __m128i t73 = _mm_mullo_epi32(i_v_14, _mm_set1_epi32(7));
            vcc_v4_short t74 = __builtin_convertvector((vcc_v4_int)t73, vcc_v4_short);
            vcc_store(&gs[t70], t74);
            vcc_store(&hs[t70], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128 t75 = _mm_cvtepi32_ps(t2);
            __m128 t76 = _mm_mul_ps(t75, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t70], t76);
            i_vec_1 += 4L;
            __m128i t77 = _mm_add_epi32(i_v_1, _mm_set1_epi32(4));
            __m128i t78 = _mm_add_epi32(t2, _mm_set1_epi32(4));
            __m128i t79 = t78;
            __m128i t80 = _mm_sub_epi32(t79, _mm_set1_epi32(11));
            __m128i t81 = _mm_min_epu32(t79, t80);
            __m128i t82 = t81;
            if (i_vec_1 >= 12L) {
                break;
            }
            i_v_1 = t77;
            t2 = t82;
        }
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        unsigned long long h = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        int lo = n / 3 - 5;
        const short *t83 = gs;
        if (lo < 0) {
            t84 = 0;
        } else {
            t84 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t84, n, hs, t83));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t83));
        const void *t85 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t85, 2200UL));
        void *t86 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bd = (unsigned char *)t86;
        void *t87 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bs = (unsigned char *)t87;
        long t88 = (long)n;
        unsigned long t89 = (unsigned long)t86;
        unsigned long t90 = (unsigned long)t87;
        if ((t88 >= 32L) & (((t89 + (unsigned long)(1L + (t88 - 1L) * 1L)) <= t90) | ((t90 + (unsigned long)(1L + (t88 - 1L) * 1L)) <= t89))) {
            long t91 = t88 & -32L;
            vcc_v16_int t92 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t93 = (vcc_v16_uint)t92;
            vcc_v16_uint i_v_2 = t93 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap, vector epilogue VF 16, scalar epilogue */
            for (;;) {
                vcc_v16_int i_v_15 = (vcc_v16_int)i_v_2;
                long t94 = (long)(int)i_vec_2;
                vcc_v16_int t95 = i_v_15 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t96 = (__m128i)__builtin_convertvector(__builtin_convertvector(t95, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t94), t96);
                _mm_storeu_si128((__m128i *)(bd + t94), _mm_set1_epi8((char)0));
                vcc_v16_uint t97 = i_v_2 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v16_int i_v_16 = (vcc_v16_int)t97;
                long t98 = (long)(int)(i_vec_2 + 16L);
                vcc_v16_int t99 = i_v_16 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t100 = (__m128i)__builtin_convertvector(__builtin_convertvector(t99, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t98), t100);
                _mm_storeu_si128((__m128i *)(bd + t98), _mm_set1_epi8((char)0));
                i_vec_2 += 32L;
                vcc_v16_uint t101 = i_v_2 + (vcc_v16_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_2 >= t91) {
                    break;
                }
                i_v_2 = t101;
            }
            t102 = (int)t91;
        } else {
            t102 = 0;
        }
        long t103 = (long)n + (long)t102 * -1L;
        unsigned long t104 = (unsigned long)t86;
        unsigned long t105 = (unsigned long)t87;
        if ((t103 >= 16L) & (((t104 + (unsigned long)((long)t102 + 1L + (t103 - 1L) * 1L)) <= (t105 + (unsigned long)(long)t102)) | ((t105 + (unsigned long)((long)t102 + 1L + (t103 - 1L) * 1L)) <= (t104 + (unsigned long)(long)t102)))) {
            long t106 = t103 & -16L;
            vcc_v16_int t107 = (vcc_v16_int){t102, t102, t102, t102, t102, t102, t102, t102, t102, t102, t102, t102, t102, t102, t102, t102};
            vcc_v16_uint t108 = (vcc_v16_uint)t107;
            vcc_v16_uint i_v_3 = t108 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_3 = 0L;
            for (;;) {
                vcc_v16_int i_v_17 = (vcc_v16_int)i_v_3;
                long t109 = (long)(int)((long)t102 + i_vec_3);
                vcc_v16_int t110 = i_v_17 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t111 = (__m128i)__builtin_convertvector(__builtin_convertvector(t110, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t109), t111);
                _mm_storeu_si128((__m128i *)(bd + t109), _mm_set1_epi8((char)0));
                i_vec_3 += 16L;
                vcc_v16_uint t112 = i_v_3 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_3 >= t106) {
                    break;
                }
                i_v_3 = t112;
            }
            i = (int)((long)t102 + t106);
        } else {
            i = t102;
        }
        for (; i < n; i++) {
            long t113 = (long)i;
            bs[t113] = (unsigned char)(i * 13);
            bd[t113] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t114 = (unsigned long)n;
        unsigned long t115 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t114 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t115) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t116 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t116, 4UL));
        long t117 = (long)n + 1L;
        if (t117 >= 32L) {
            long t118 = t117 & -32L;
            __m256i t119 = _mm256_set1_epi32(0);
            __m256i t120 = t119;
            __m256i i_v_4 = _mm256_add_epi32(t120, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_18 = i_v_4;
                __m256i t121 = _mm256_mullo_epi32(i_v_18, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)i_vec_4), t121);
                __m256i t122 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(8));
                __m256i i_v_19 = t122;
                __m256i t123 = _mm256_mullo_epi32(i_v_19, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(i_vec_4 + 8L)), t123);
                __m256i t124 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(16));
                __m256i i_v_20 = t124;
                __m256i t125 = _mm256_mullo_epi32(i_v_20, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(i_vec_4 + 16L)), t125);
                __m256i t126 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(24));
                __m256i i_v_21 = t126;
                __m256i t127 = _mm256_mullo_epi32(i_v_21, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(i_vec_4 + 24L)), t127);
                i_vec_4 += 32L;
                __m256i t128 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(32));
                if (i_vec_4 >= t118) {
                    break;
                }
                i_v_4 = t128;
            }
            t129 = (int)t118;
        } else {
            t129 = 0;
        }
        long t130 = (long)n + (long)t129 * -1L + 1L;
        if (t130 >= 8L) {
            long t131 = t130 & -8L;
            __m256i t132 = _mm256_set1_epi32((int)t129);
            __m256i t133 = t132;
            __m256i i_v_5 = _mm256_add_epi32(t133, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_5 = 0L;
            for (;;) {
                __m256i i_v_22 = i_v_5;
                __m256i t134 = _mm256_mullo_epi32(i_v_22, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)t129 + i_vec_5)), t134);
                i_vec_5 += 8L;
                __m256i t135 = _mm256_add_epi32(i_v_5, _mm256_set1_epi32(8));
                if (i_vec_5 >= t131) {
                    break;
                }
                i_v_5 = t135;
            }
            i_1 = (int)((long)t129 + t131);
        } else {
            i_1 = t129;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t116 * 4UL));
        free((void *)a);
        const short *t136 = hs;
        if (n < 1099) {
            t137 = n;
        } else {
            t137 = 1099;
        }
        copy_may_alias(t137, &hs[1], t136);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t85, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t138 = (long)n;
        if (t138 >= 16L) {
            long t139 = t138 & -16L;
            __m256i t140 = _mm256_set1_epi32(0);
            __m256i t141 = t140;
            __m256i i_v_6 = _mm256_add_epi32(t141, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_23 = i_v_6;
                __m256 t142 = _mm256_cvtepi32_ps(i_v_23);
                __m256 t143 = _mm256_div_ps(t142, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)i_vec_6, t143);
                __m256i t144 = _mm256_add_epi32(i_v_6, _mm256_set1_epi32(8));
                __m256i i_v_24 = t144;
                __m256 t145 = _mm256_cvtepi32_ps(i_v_24);
                __m256 t146 = _mm256_div_ps(t145, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)(i_vec_6 + 8L), t146);
                i_vec_6 += 16L;
                __m256i t147 = _mm256_add_epi32(i_v_6, _mm256_set1_epi32(16));
                if (i_vec_6 >= t139) {
                    break;
                }
                i_v_6 = t147;
            }
            t148 = (int)t139;
        } else {
            t148 = 0;
        }
        long t149 = (long)n + (long)t148 * -1L;
        if (t149 >= 8L) {
            long t150 = t149 & -8L;
            __m256i t151 = _mm256_set1_epi32((int)t148);
            __m256i t152 = t151;
            __m256i i_v_7 = _mm256_add_epi32(t152, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_7 = 0L;
            for (;;) {
                __m256i i_v_25 = i_v_7;
                __m256 t153 = _mm256_cvtepi32_ps(i_v_25);
                __m256 t154 = _mm256_div_ps(t153, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)t148 + i_vec_7), t154);
                i_vec_7 += 8L;
                __m256i t155 = _mm256_add_epi32(i_v_7, _mm256_set1_epi32(8));
                if (i_vec_7 >= t150) {
                    break;
                }
                i_v_7 = t155;
            }
            i_2 = (int)((long)t148 + t150);
        } else {
            i_2 = t148;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t114 * 8UL));
        free((void *)d);
        free((void *)f);
        int t156 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t156, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t157 = (long)n * 2L;
        if (t157 >= 64L) {
            long t158 = t157 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t158);
            t159 = (int)t158;
        } else {
            t159 = 0;
        }
        long t160 = (long)n * 2L + (long)t159 * -1L;
        if (t160 >= 16L) {
            long t161 = t160 & -16L;
            long i_vec_9 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t159 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t161);
            i_3 = (int)((long)t159 + t161);
        } else {
            i_3 = t159;
        }
        for (; i_3 < t156; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t162 = (long)n;
        if (t162 >= 32L) {
            long t163 = t162 & -32L;
            __m256i t164 = _mm256_set1_epi32(0);
            __m256i t165 = t164;
            __m256i i_v_8 = _mm256_add_epi32(t165, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_26 = i_v_8;
                __m256i t166 = _mm256_sub_epi32(i_v_26, _mm256_set1_epi32(40));
                __m128i t167 = (__m128i)__builtin_convertvector((vcc_v8_int)t166, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)i_vec_10), t167);
                __m256i t168 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(8));
                __m256i i_v_27 = t168;
                __m256i t169 = _mm256_sub_epi32(i_v_27, _mm256_set1_epi32(40));
                __m128i t170 = (__m128i)__builtin_convertvector((vcc_v8_int)t169, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)(i_vec_10 + 8L)), t170);
                __m256i t171 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(16));
                __m256i i_v_28 = t171;
                __m256i t172 = _mm256_sub_epi32(i_v_28, _mm256_set1_epi32(40));
                __m128i t173 = (__m128i)__builtin_convertvector((vcc_v8_int)t172, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)(i_vec_10 + 16L)), t173);
                __m256i t174 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(24));
                __m256i i_v_29 = t174;
                __m256i t175 = _mm256_sub_epi32(i_v_29, _mm256_set1_epi32(40));
                __m128i t176 = (__m128i)__builtin_convertvector((vcc_v8_int)t175, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)(i_vec_10 + 24L)), t176);
                i_vec_10 += 32L;
                __m256i t177 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(32));
                if (i_vec_10 >= t163) {
                    break;
                }
                i_v_8 = t177;
            }
            t178 = (int)t163;
        } else {
            t178 = 0;
        }
        long t179 = (long)n + (long)t178 * -1L;
        if (t179 >= 8L) {
            long t180 = t179 & -8L;
            __m256i t181 = _mm256_set1_epi32((int)t178);
            __m256i t182 = t181;
            __m256i i_v_9 = _mm256_add_epi32(t182, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_11 = 0L;
            for (;;) {
                __m256i i_v_30 = i_v_9;
                __m256i t183 = _mm256_sub_epi32(i_v_30, _mm256_set1_epi32(40));
                __m128i t184 = (__m128i)__builtin_convertvector((vcc_v8_int)t183, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)t178 + i_vec_11)), t184);
                i_vec_11 += 8L;
                __m256i t185 = _mm256_add_epi32(i_v_9, _mm256_set1_epi32(8));
                if (i_vec_11 >= t180) {
                    break;
                }
                i_v_9 = t185;
            }
            i_4 = (int)((long)t178 + t180);
        } else {
            i_4 = t178;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        unsigned long t186 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t156 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t186);
    }
}
