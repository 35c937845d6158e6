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
    int t7;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
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
        t11 = (int)((long)t7 + t9);
    } else {
        t11 = t7;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t15 = (int)(long)t11;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), a + (t15 + 1));
        _mm256_mask_storeu_epi32(a + t15, _mm256_movepi32_mask(t14), a_v_5);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    while (i < n) {
        int t16 = i + 1;
        a[i] = a[t16];
        i = t16;
    }
}

/* A loop: the pointers may alias (no restrict). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_may_alias(int n, short *dst, const short *src) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float s;
    int n;
    int t3;
    int t84;
    int t110;
    int i;
    int t137;
    int t144;
    int i_1;
    int t156;
    int t167;
    int t175;
    int i_2;
    int t187;
    int i_3;
    int t206;
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
            __m256i t92 = _mm256_set1_epi32(0);
            __m256i t93 = t92;
            __m256i i_v_2 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_15 = i_v_2;
                long t94 = (long)(int)i_vec_2;
                __m256i t95 = _mm256_mullo_epi32(i_v_15, _mm256_set1_epi32(13));
                vcc_v8_uchar t96 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t95, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t94, t96);
                vcc_store(bd + t94, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                __m256i t97 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(8));
                __m256i i_v_16 = t97;
                long t98 = (long)(int)(i_vec_2 + 8L);
                __m256i t99 = _mm256_mullo_epi32(i_v_16, _mm256_set1_epi32(13));
                vcc_v8_uchar t100 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t99, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t98, t100);
                vcc_store(bd + t98, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                __m256i t101 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(16));
                __m256i i_v_17 = t101;
                long t102 = (long)(int)(i_vec_2 + 16L);
                __m256i t103 = _mm256_mullo_epi32(i_v_17, _mm256_set1_epi32(13));
                vcc_v8_uchar t104 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t103, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t102, t104);
                vcc_store(bd + t102, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                __m256i t105 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(24));
                __m256i i_v_18 = t105;
                long t106 = (long)(int)(i_vec_2 + 24L);
                __m256i t107 = _mm256_mullo_epi32(i_v_18, _mm256_set1_epi32(13));
                vcc_v8_uchar t108 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t107, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t106, t108);
                vcc_store(bd + t106, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                i_vec_2 += 32L;
                __m256i t109 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(32));
                if (i_vec_2 >= t91) {
                    break;
                }
                i_v_2 = t109;
            }
            t110 = (int)t91;
        } else {
            t110 = 0;
        }
        long t111 = (long)n + (long)t110 * -1L;
        unsigned long t112 = (unsigned long)t86;
        unsigned long t113 = (unsigned long)t87;
        if ((t111 >= 8L) & (((t112 + (unsigned long)((long)t110 + 1L + (t111 - 1L) * 1L)) <= (t113 + (unsigned long)(long)t110)) | ((t113 + (unsigned long)((long)t110 + 1L + (t111 - 1L) * 1L)) <= (t112 + (unsigned long)(long)t110)))) {
            long t114 = t111 & -8L;
            __m256i t115 = _mm256_set1_epi32((int)t110);
            __m256i t116 = t115;
            __m256i i_v_3 = _mm256_add_epi32(t116, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_3 = 0L;
            for (;;) {
                __m256i i_v_19 = i_v_3;
                long t117 = (long)(int)((long)t110 + i_vec_3);
                __m256i t118 = _mm256_mullo_epi32(i_v_19, _mm256_set1_epi32(13));
                vcc_v8_uchar t119 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t118, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t117, t119);
                vcc_store(bd + t117, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                i_vec_3 += 8L;
                __m256i t120 = _mm256_add_epi32(i_v_3, _mm256_set1_epi32(8));
                if (i_vec_3 >= t114) {
                    break;
                }
                i_v_3 = t120;
            }
            i = (int)((long)t110 + t114);
        } else {
            i = t110;
        }
        for (; i < n; i++) {
            long t121 = (long)i;
            bs[t121] = (unsigned char)(i * 13);
            bd[t121] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t122 = (unsigned long)n;
        unsigned long t123 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t122 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t123) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t124 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t124, 4UL));
        long t125 = (long)n + 1L;
        if (t125 >= 32L) {
            long t126 = t125 & -32L;
            __m256i t127 = _mm256_set1_epi32(0);
            __m256i t128 = t127;
            __m256i i_v_4 = _mm256_add_epi32(t128, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_20 = i_v_4;
                __m256i t129 = _mm256_mullo_epi32(i_v_20, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)i_vec_4), t129);
                __m256i t130 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(8));
                __m256i i_v_21 = t130;
                __m256i t131 = _mm256_mullo_epi32(i_v_21, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(i_vec_4 + 8L)), t131);
                __m256i t132 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(16));
                __m256i i_v_22 = t132;
                __m256i t133 = _mm256_mullo_epi32(i_v_22, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(i_vec_4 + 16L)), t133);
                __m256i t134 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(24));
                __m256i i_v_23 = t134;
                __m256i t135 = _mm256_mullo_epi32(i_v_23, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)(i_vec_4 + 24L)), t135);
                i_vec_4 += 32L;
                __m256i t136 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(32));
                if (i_vec_4 >= t126) {
                    break;
                }
                i_v_4 = t136;
            }
            t137 = (int)t126;
        } else {
            t137 = 0;
        }
        long t138 = (long)n + (long)t137 * -1L + 1L;
        if (t138 >= 8L) {
            long t139 = t138 & -8L;
            __m256i t140 = _mm256_set1_epi32((int)t137);
            __m256i t141 = t140;
            __m256i i_v_5 = _mm256_add_epi32(t141, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_5 = 0L;
            for (;;) {
                __m256i i_v_24 = i_v_5;
                __m256i t142 = _mm256_mullo_epi32(i_v_24, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)t137 + i_vec_5)), t142);
                i_vec_5 += 8L;
                __m256i t143 = _mm256_add_epi32(i_v_5, _mm256_set1_epi32(8));
                if (i_vec_5 >= t139) {
                    break;
                }
                i_v_5 = t143;
            }
            t144 = (int)((long)t137 + t139);
        } else {
            t144 = t137;
        }
        long t145 = (long)n + (long)t144 * -1L + 1L;
        if ((t145 >= 1L) & (t145 <= 8L)) {
            __m256i t146 = _mm256_set1_epi32((int)(int)t145);
            __m256i t147 = _mm256_cmpgt_epi32(t146, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t148 = _mm256_set1_epi32((int)t144);
            __m256i t149 = t148;
            __m256i t150 = _mm256_add_epi32(t149, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i i_v_25 = t150;
            __m256i t151 = i_v_25;
            __m256i t152 = _mm256_set1_epi32(3);
            __m256i t153 = _mm256_mullo_epi32(t151, t152);
            __m256i t154 = t153;
            _mm256_mask_storeu_epi32(a + (int)(long)t144, _mm256_movepi32_mask(t147), t154);
            i_1 = (int)((long)t144 + t145);
        } else {
            i_1 = t144;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t124 * 4UL));
        free((void *)a);
        const short *t155 = hs;
        if (n < 1099) {
            t156 = n;
        } else {
            t156 = 1099;
        }
        copy_may_alias(t156, &hs[1], t155);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t85, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t157 = (long)n;
        if (t157 >= 16L) {
            long t158 = t157 & -16L;
            __m256i t159 = _mm256_set1_epi32(0);
            __m256i t160 = t159;
            __m256i i_v_6 = _mm256_add_epi32(t160, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_26 = i_v_6;
                __m256 t161 = _mm256_cvtepi32_ps(i_v_26);
                __m256 t162 = _mm256_div_ps(t161, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)i_vec_6, t162);
                __m256i t163 = _mm256_add_epi32(i_v_6, _mm256_set1_epi32(8));
                __m256i i_v_27 = t163;
                __m256 t164 = _mm256_cvtepi32_ps(i_v_27);
                __m256 t165 = _mm256_div_ps(t164, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)(i_vec_6 + 8L), t165);
                i_vec_6 += 16L;
                __m256i t166 = _mm256_add_epi32(i_v_6, _mm256_set1_epi32(16));
                if (i_vec_6 >= t158) {
                    break;
                }
                i_v_6 = t166;
            }
            t167 = (int)t158;
        } else {
            t167 = 0;
        }
        long t168 = (long)n + (long)t167 * -1L;
        if (t168 >= 8L) {
            long t169 = t168 & -8L;
            __m256i t170 = _mm256_set1_epi32((int)t167);
            __m256i t171 = t170;
            __m256i i_v_7 = _mm256_add_epi32(t171, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_7 = 0L;
            for (;;) {
                __m256i i_v_28 = i_v_7;
                __m256 t172 = _mm256_cvtepi32_ps(i_v_28);
                __m256 t173 = _mm256_div_ps(t172, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)t167 + i_vec_7), t173);
                i_vec_7 += 8L;
                __m256i t174 = _mm256_add_epi32(i_v_7, _mm256_set1_epi32(8));
                if (i_vec_7 >= t169) {
                    break;
                }
                i_v_7 = t174;
            }
            t175 = (int)((long)t167 + t169);
        } else {
            t175 = t167;
        }
        long t176 = (long)n + (long)t175 * -1L;
        if ((t176 >= 1L) & (t176 <= 8L)) {
            __m256i t177 = _mm256_set1_epi32((int)(int)t176);
            __m256i t178 = _mm256_cmpgt_epi32(t177, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t179 = _mm256_set1_epi32((int)t175);
            __m256i t180 = t179;
            __m256i t181 = _mm256_add_epi32(t180, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i i_v_29 = t181;
            __m256 t182 = _mm256_cvtepi32_ps(i_v_29);
            __m256 t183 = _mm256_div_ps(t182, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(f + (int)(long)t175, _mm256_movepi32_mask(t178), t183);
            i_2 = (int)((long)t175 + t176);
        } else {
            i_2 = t175;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t122 * 8UL));
        free((void *)d);
        free((void *)f);
        int t184 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t184, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t185 = (long)n * 2L;
        if (t185 >= 64L) {
            long t186 = t185 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)(i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t186);
            t187 = (int)t186;
        } else {
            t187 = 0;
        }
        long t188 = (long)n * 2L + (long)t187 * -1L;
        if (t188 >= 16L) {
            long t189 = t188 & -16L;
            long i_vec_9 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t187 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t189);
            i_3 = (int)((long)t187 + t189);
        } else {
            i_3 = t187;
        }
        for (; i_3 < t184; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t190 = (long)n;
        if (t190 >= 32L) {
            long t191 = t190 & -32L;
            __m256i t192 = _mm256_set1_epi32(0);
            __m256i t193 = t192;
            __m256i i_v_8 = _mm256_add_epi32(t193, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_30 = i_v_8;
                __m256i t194 = _mm256_sub_epi32(i_v_30, _mm256_set1_epi32(40));
                __m128i t195 = _mm256_cvtepi32_epi16(t194);
                _mm_storeu_si128((__m128i *)(ss + (int)i_vec_10), t195);
                __m256i t196 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(8));
                __m256i i_v_31 = t196;
                __m256i t197 = _mm256_sub_epi32(i_v_31, _mm256_set1_epi32(40));
                __m128i t198 = _mm256_cvtepi32_epi16(t197);
                _mm_storeu_si128((__m128i *)(ss + (int)(i_vec_10 + 8L)), t198);
                __m256i t199 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(16));
                __m256i i_v_32 = t199;
                __m256i t200 = _mm256_sub_epi32(i_v_32, _mm256_set1_epi32(40));
                __m128i t201 = _mm256_cvtepi32_epi16(t200);
                _mm_storeu_si128((__m128i *)(ss + (int)(i_vec_10 + 16L)), t201);
                __m256i t202 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(24));
                __m256i i_v_33 = t202;
                __m256i t203 = _mm256_sub_epi32(i_v_33, _mm256_set1_epi32(40));
                __m128i t204 = _mm256_cvtepi32_epi16(t203);
                _mm_storeu_si128((__m128i *)(ss + (int)(i_vec_10 + 24L)), t204);
                i_vec_10 += 32L;
                __m256i t205 = _mm256_add_epi32(i_v_8, _mm256_set1_epi32(32));
                if (i_vec_10 >= t191) {
                    break;
                }
                i_v_8 = t205;
            }
            t206 = (int)t191;
        } else {
            t206 = 0;
        }
        long t207 = (long)n + (long)t206 * -1L;
        if (t207 >= 8L) {
            long t208 = t207 & -8L;
            __m256i t209 = _mm256_set1_epi32((int)t206);
            __m256i t210 = t209;
            __m256i i_v_9 = _mm256_add_epi32(t210, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_11 = 0L;
            for (;;) {
                __m256i i_v_34 = i_v_9;
                __m256i t211 = _mm256_sub_epi32(i_v_34, _mm256_set1_epi32(40));
                __m128i t212 = _mm256_cvtepi32_epi16(t211);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)t206 + i_vec_11)), t212);
                i_vec_11 += 8L;
                __m256i t213 = _mm256_add_epi32(i_v_9, _mm256_set1_epi32(8));
                if (i_vec_11 >= t208) {
                    break;
                }
                i_v_9 = t213;
            }
            i_4 = (int)((long)t206 + t208);
        } else {
            i_4 = t206;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        unsigned long t214 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t184 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t214);
    }
}
