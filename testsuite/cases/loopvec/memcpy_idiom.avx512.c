/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_down(int n, int *a) {
    vcc_no_contract_body
    int t6;
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + ((int)i_vec + 1)));
            _mm256_storeu_si256((__m256i *)(a + i_vec), a_v);
            long t3 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((int)t3 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t3), a_v_1);
            long t4 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((int)t4 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t4), a_v_2);
            long t5 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + ((int)t5 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t5), a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((int)t9 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t9), a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        t10 = (int)((long)t6 + t8);
    } else {
        t10 = t6;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 1L) & (t11 <= 8L)) {
        __m256i t12 = _mm256_set1_epi32((int)(int)t11);
        __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t14 = (long)t10;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), a + ((int)t14 + 1));
        _mm256_mask_storeu_epi32(a + t14, _mm256_movepi32_mask(t13), a_v_5);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    while (i < n) {
        int t15 = i + 1;
        a[i] = a[t15];
        i = t15;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 src_v = _mm_loadu_ps(src + i_vec);
            __m256d t3 = _mm256_cvtps_pd(src_v);
            _mm256_storeu_pd(dst + i_vec, t3);
            long t4 = i_vec + 4L;
            __m128 src_v_1 = _mm_loadu_ps(src + t4);
            __m256d t5 = _mm256_cvtps_pd(src_v_1);
            _mm256_storeu_pd(dst + t4, t5);
            long t6 = i_vec + 8L;
            __m128 src_v_2 = _mm_loadu_ps(src + t6);
            __m256d t7 = _mm256_cvtps_pd(src_v_2);
            _mm256_storeu_pd(dst + t6, t7);
            long t8 = i_vec + 12L;
            __m128 src_v_3 = _mm_loadu_ps(src + t8);
            __m256d t9 = _mm256_cvtps_pd(src_v_3);
            _mm256_storeu_pd(dst + t8, t9);
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
        /* vcc: loop at memcpy_idiom.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128 src_v_4 = _mm_loadu_ps(src + t13);
            __m256d t14 = _mm256_cvtps_pd(src_v_4);
            _mm256_storeu_pd(dst + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        dst[t15] = (double)src[t15];
    }
}

/* A loop: every other element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_strided(int n, short *restrict dst, const short *restrict src) {
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

static __typeof__(gd) gd __attribute__((aligned(32)));
extern __typeof__(hd) hd __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float s;
    int n;
    int t3;
    int t67;
    int t92;
    int i;
    int t118;
    int t124;
    int i_1;
    int t132;
    int t142;
    int t149;
    int i_2;
    int t160;
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
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t5 = _mm_set1_epi32(0);
        __m128i t6 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t7 = _mm_sub_epi32(t6, _mm_set1_epi32(11));
        vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t6, t7);
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 4, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            _mm256_storeu_pd(&gd[i_vec], _mm256_set1_pd(-1.0));
            __m256d t8 = _mm256_cvtepi32_pd((__m128i)i_v);
            __m256d t9 = _mm256_mul_pd(t8, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[i_vec], t9);
            __m128i t10 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(7));
            vcc_v4_short t11 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t10));
            vcc_store(&gs[i_vec], t11);
            vcc_store(&hs[i_vec], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128 t12 = _mm_cvtepi32_ps((__m128i)t1);
            __m128 t13 = _mm_mul_ps(t12, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[i_vec], t13);
            long t14 = i_vec + 4L;
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            _mm256_storeu_pd(&gd[t14], _mm256_set1_pd(-1.0));
            __m256d t16 = _mm256_cvtepi32_pd(t15);
            __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t14], t17);
            __m128i t18 = _mm_mullo_epi32(t15, _mm_set1_epi32(7));
            vcc_v4_short t19 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t18));
            vcc_store(&gs[t14], t19);
            vcc_store(&hs[t14], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t20 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
            __m128i t21 = _mm_sub_epi32(t20, _mm_set1_epi32(11));
            __m128i t22 = _mm_min_epu32(t20, t21);
            __m128 t23 = _mm_cvtepi32_ps(t22);
            __m128 t24 = _mm_mul_ps(t23, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t14], t24);
            long t25 = i_vec + 8L;
            __m128i t26 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            _mm256_storeu_pd(&gd[t25], _mm256_set1_pd(-1.0));
            __m256d t27 = _mm256_cvtepi32_pd(t26);
            __m256d t28 = _mm256_mul_pd(t27, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t25], t28);
            __m128i t29 = _mm_mullo_epi32(t26, _mm_set1_epi32(7));
            vcc_v4_short t30 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t29));
            vcc_store(&gs[t25], t30);
            vcc_store(&hs[t25], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t31 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
            __m128i t32 = _mm_sub_epi32(t31, _mm_set1_epi32(11));
            __m128i t33 = _mm_min_epu32(t31, t32);
            __m128 t34 = _mm_cvtepi32_ps(t33);
            __m128 t35 = _mm_mul_ps(t34, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t25], t35);
            long t36 = i_vec + 12L;
            __m128i t37 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            _mm256_storeu_pd(&gd[t36], _mm256_set1_pd(-1.0));
            __m256d t38 = _mm256_cvtepi32_pd(t37);
            __m256d t39 = _mm256_mul_pd(t38, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t36], t39);
            __m128i t40 = _mm_mullo_epi32(t37, _mm_set1_epi32(7));
            vcc_v4_short t41 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t40));
            vcc_store(&gs[t36], t41);
            vcc_store(&hs[t36], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128i t42 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
            __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(11));
            __m128i t44 = _mm_min_epu32(t42, t43);
            __m128 t45 = _mm_cvtepi32_ps(t44);
            __m128 t46 = _mm_mul_ps(t45, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t36], t46);
            i_vec += 16L;
            __m128i t47 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            __m128i t48 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(5));
            __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(11));
            __m128i t50 = _mm_min_epu32(t48, t49);
            if (i_vec >= 1088L) {
                break;
            }
            i_v = (vcc_v4_uint)t47;
            t1 = (vcc_v4_int)t50;
        }
        __m128i t51 = _mm_set1_epi32(1088);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t51, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t52 = _mm_set1_epi32(10);
        __m128i t53 = _mm_add_epi32(t52, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t54 = _mm_sub_epi32(t53, _mm_set1_epi32(11));
        vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t53, t54);
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t55 = 1088L + i_vec_1;
            _mm256_storeu_pd(&gd[t55], _mm256_set1_pd(-1.0));
            __m256d t56 = _mm256_cvtepi32_pd((__m128i)i_v_1);
            __m256d t57 = _mm256_mul_pd(t56, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&hd[t55], t57);
            __m128i t58 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(7));
            vcc_v4_short t59 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t58));
            vcc_store(&gs[t55], t59);
            vcc_store(&hs[t55], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
            __m128 t60 = _mm_cvtepi32_ps((__m128i)t2);
            __m128 t61 = _mm_mul_ps(t60, _mm_set1_ps(0.25f));
            _mm_storeu_ps(&initialized[t55], t61);
            i_vec_1 += 4L;
            __m128i t62 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            __m128i t63 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
            __m128i t64 = _mm_sub_epi32(t63, _mm_set1_epi32(11));
            __m128i t65 = _mm_min_epu32(t63, t64);
            if (i_vec_1 >= 12L) {
                break;
            }
            i_v_1 = (vcc_v4_uint)t62;
            t2 = (vcc_v4_int)t65;
        }
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        unsigned long long h = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        int lo = n / 3 - 5;
        const short *t66 = gs;
        if (lo < 0) {
            t67 = 0;
        } else {
            t67 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t67, n, hs, t66));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t66));
        const void *t68 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t68, 2200UL));
        void *t69 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bd = (unsigned char *)t69;
        void *t70 = (_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *bs = (unsigned char *)t70;
        long t71 = (long)n;
        unsigned long t72 = (unsigned long)t69;
        unsigned long t73 = (unsigned long)t70;
        long t74 = (long)((unsigned long)t69 - (unsigned long)t70);
        if ((t71 >= 32L) & (((t72 + (unsigned long)(1L + (t71 - 1L) * 1L)) <= t73) | ((t73 + (unsigned long)(1L + (t71 - 1L) * 1L)) <= t72) | ((t74 <= 0L) | (t74 >= 32L)))) {
            long t75 = t71 & -32L;
            __m256i t76 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_2 = (vcc_v8_uint)_mm256_add_epi32(t76, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t77 = _mm256_mullo_epi32((__m256i)i_v_2, _mm256_set1_epi32(13));
                vcc_v8_uchar t78 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t77));
                vcc_store(bs + i_vec_2, t78);
                vcc_store(bd + i_vec_2, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                long t79 = i_vec_2 + 8L;
                __m256i t80 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(8));
                __m256i t81 = _mm256_mullo_epi32(t80, _mm256_set1_epi32(13));
                vcc_v8_uchar t82 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t81));
                vcc_store(bs + t79, t82);
                vcc_store(bd + t79, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                long t83 = i_vec_2 + 16L;
                __m256i t84 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(16));
                __m256i t85 = _mm256_mullo_epi32(t84, _mm256_set1_epi32(13));
                vcc_v8_uchar t86 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t85));
                vcc_store(bs + t83, t86);
                vcc_store(bd + t83, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                long t87 = i_vec_2 + 24L;
                __m256i t88 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(24));
                __m256i t89 = _mm256_mullo_epi32(t88, _mm256_set1_epi32(13));
                vcc_v8_uchar t90 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t89));
                vcc_store(bs + t87, t90);
                vcc_store(bd + t87, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                i_vec_2 += 32L;
                __m256i t91 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(32));
                if (i_vec_2 >= t75) {
                    break;
                }
                i_v_2 = (vcc_v8_uint)t91;
            }
            t92 = (int)t75;
        } else {
            t92 = 0;
        }
        long t93 = (long)n + (long)t92 * -1L;
        unsigned long t94 = (unsigned long)t69;
        unsigned long t95 = (unsigned long)t70;
        long t96 = (long)((unsigned long)t69 + (unsigned long)(long)t92 - ((unsigned long)t70 + (unsigned long)(long)t92));
        if ((t93 >= 8L) & (((t94 + (unsigned long)((long)t92 + 1L + (t93 - 1L) * 1L)) <= (t95 + (unsigned long)(long)t92)) | ((t95 + (unsigned long)((long)t92 + 1L + (t93 - 1L) * 1L)) <= (t94 + (unsigned long)(long)t92)) | ((t96 <= 0L) | (t96 >= 8L)))) {
            long t97 = t93 & -8L;
            __m256i t98 = _mm256_set1_epi32((int)t92);
            vcc_v8_uint i_v_3 = (vcc_v8_uint)_mm256_add_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t99 = (long)t92 + i_vec_3;
                __m256i t100 = _mm256_mullo_epi32((__m256i)i_v_3, _mm256_set1_epi32(13));
                vcc_v8_uchar t101 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t100));
                vcc_store(bs + t99, t101);
                vcc_store(bd + t99, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                i_vec_3 += 8L;
                __m256i t102 = _mm256_add_epi32((__m256i)i_v_3, _mm256_set1_epi32(8));
                if (i_vec_3 >= t97) {
                    break;
                }
                i_v_3 = (vcc_v8_uint)t102;
            }
            i = (int)((long)t92 + t97);
        } else {
            i = t92;
        }
        for (; i < n; i++) {
            long t103 = (long)i;
            bs[t103] = (unsigned char)(i * 13);
            bd[t103] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t104 = (unsigned long)n;
        unsigned long t105 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t104 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t105) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t106 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t106, 4UL));
        long t107 = (long)n + 1L;
        if (t107 >= 32L) {
            long t108 = t107 & -32L;
            __m256i t109 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_4 = (vcc_v8_uint)_mm256_add_epi32(t109, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t110 = _mm256_mullo_epi32((__m256i)i_v_4, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + i_vec_4), t110);
                __m256i t111 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(8));
                __m256i t112 = _mm256_mullo_epi32(t111, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (i_vec_4 + 8L)), t112);
                __m256i t113 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(16));
                __m256i t114 = _mm256_mullo_epi32(t113, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (i_vec_4 + 16L)), t114);
                __m256i t115 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(24));
                __m256i t116 = _mm256_mullo_epi32(t115, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (i_vec_4 + 24L)), t116);
                i_vec_4 += 32L;
                __m256i t117 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(32));
                if (i_vec_4 >= t108) {
                    break;
                }
                i_v_4 = (vcc_v8_uint)t117;
            }
            t118 = (int)t108;
        } else {
            t118 = 0;
        }
        long t119 = (long)n + (long)t118 * -1L + 1L;
        if (t119 >= 8L) {
            long t120 = t119 & -8L;
            __m256i t121 = _mm256_set1_epi32((int)t118);
            vcc_v8_uint i_v_5 = (vcc_v8_uint)_mm256_add_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t122 = _mm256_mullo_epi32((__m256i)i_v_5, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + ((long)t118 + i_vec_5)), t122);
                i_vec_5 += 8L;
                __m256i t123 = _mm256_add_epi32((__m256i)i_v_5, _mm256_set1_epi32(8));
                if (i_vec_5 >= t120) {
                    break;
                }
                i_v_5 = (vcc_v8_uint)t123;
            }
            t124 = (int)((long)t118 + t120);
        } else {
            t124 = t118;
        }
        long t125 = (long)n + (long)t124 * -1L + 1L;
        if ((t125 >= 1L) & (t125 <= 8L)) {
            __m256i t126 = _mm256_set1_epi32((int)(int)t125);
            __m256i t127 = _mm256_cmpgt_epi32(t126, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t128 = _mm256_set1_epi32((int)t124);
            __m256i t129 = _mm256_add_epi32(t128, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t130 = _mm256_mullo_epi32(t129, _mm256_set1_epi32(3));
            _mm256_mask_storeu_epi32(a + (long)t124, _mm256_movepi32_mask(t127), t130);
            i_1 = (int)((long)t124 + t125);
        } else {
            i_1 = t124;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t106 * 4UL));
        free((void *)a);
        const short *t131 = hs;
        if (n < 1099) {
            t132 = n;
        } else {
            t132 = 1099;
        }
        copy_may_alias(t132, &hs[1], t131);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t68, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t133 = (long)n;
        if (t133 >= 16L) {
            long t134 = t133 & -16L;
            __m256i t135 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_6 = (vcc_v8_uint)_mm256_add_epi32(t135, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t136 = _mm256_cvtepi32_ps((__m256i)i_v_6);
                __m256 t137 = _mm256_div_ps(t136, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + i_vec_6, t137);
                __m256i t138 = _mm256_add_epi32((__m256i)i_v_6, _mm256_set1_epi32(8));
                __m256 t139 = _mm256_cvtepi32_ps(t138);
                __m256 t140 = _mm256_div_ps(t139, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (i_vec_6 + 8L), t140);
                i_vec_6 += 16L;
                __m256i t141 = _mm256_add_epi32((__m256i)i_v_6, _mm256_set1_epi32(16));
                if (i_vec_6 >= t134) {
                    break;
                }
                i_v_6 = (vcc_v8_uint)t141;
            }
            t142 = (int)t134;
        } else {
            t142 = 0;
        }
        long t143 = (long)n + (long)t142 * -1L;
        if (t143 >= 8L) {
            long t144 = t143 & -8L;
            __m256i t145 = _mm256_set1_epi32((int)t142);
            vcc_v8_uint i_v_7 = (vcc_v8_uint)_mm256_add_epi32(t145, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t146 = _mm256_cvtepi32_ps((__m256i)i_v_7);
                __m256 t147 = _mm256_div_ps(t146, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + ((long)t142 + i_vec_7), t147);
                i_vec_7 += 8L;
                __m256i t148 = _mm256_add_epi32((__m256i)i_v_7, _mm256_set1_epi32(8));
                if (i_vec_7 >= t144) {
                    break;
                }
                i_v_7 = (vcc_v8_uint)t148;
            }
            t149 = (int)((long)t142 + t144);
        } else {
            t149 = t142;
        }
        long t150 = (long)n + (long)t149 * -1L;
        if ((t150 >= 1L) & (t150 <= 8L)) {
            __m256i t151 = _mm256_set1_epi32((int)(int)t150);
            __m256i t152 = _mm256_cmpgt_epi32(t151, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t153 = _mm256_set1_epi32((int)t149);
            __m256i t154 = _mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256 t155 = _mm256_cvtepi32_ps(t154);
            __m256 t156 = _mm256_div_ps(t155, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(f + (long)t149, _mm256_movepi32_mask(t152), t156);
            i_2 = (int)((long)t149 + t150);
        } else {
            i_2 = t149;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t104 * 8UL));
        free((void *)d);
        free((void *)f);
        int t157 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t157, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t158 = (long)n * 2L;
        if (t158 >= 64L) {
            long t159 = t158 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t159);
            t160 = (int)t159;
        } else {
            t160 = 0;
        }
        long t161 = (long)n * 2L + (long)t160 * -1L;
        if (t161 >= 16L) {
            long t162 = t161 & -16L;
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + ((long)t160 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t162);
            i_3 = (int)((long)t160 + t162);
        } else {
            i_3 = t160;
        }
        for (; i_3 < t157; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t163 = (long)n;
        if (t163 >= 32L) {
            long t164 = t163 & -32L;
            __m256i t165 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_8 = (vcc_v8_uint)_mm256_add_epi32(t165, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t166 = _mm256_sub_epi32((__m256i)i_v_8, _mm256_set1_epi32(40));
                __m128i t167 = _mm256_cvtepi32_epi16(t166);
                _mm_storeu_si128((__m128i *)(ss + i_vec_10), t167);
                __m256i t168 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(8));
                __m256i t169 = _mm256_sub_epi32(t168, _mm256_set1_epi32(40));
                __m128i t170 = _mm256_cvtepi32_epi16(t169);
                _mm_storeu_si128((__m128i *)(ss + (i_vec_10 + 8L)), t170);
                __m256i t171 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(16));
                __m256i t172 = _mm256_sub_epi32(t171, _mm256_set1_epi32(40));
                __m128i t173 = _mm256_cvtepi32_epi16(t172);
                _mm_storeu_si128((__m128i *)(ss + (i_vec_10 + 16L)), t173);
                __m256i t174 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(24));
                __m256i t175 = _mm256_sub_epi32(t174, _mm256_set1_epi32(40));
                __m128i t176 = _mm256_cvtepi32_epi16(t175);
                _mm_storeu_si128((__m128i *)(ss + (i_vec_10 + 24L)), t176);
                i_vec_10 += 32L;
                __m256i t177 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(32));
                if (i_vec_10 >= t164) {
                    break;
                }
                i_v_8 = (vcc_v8_uint)t177;
            }
            t178 = (int)t164;
        } else {
            t178 = 0;
        }
        long t179 = (long)n + (long)t178 * -1L;
        if (t179 >= 8L) {
            long t180 = t179 & -8L;
            __m256i t181 = _mm256_set1_epi32((int)t178);
            vcc_v8_uint i_v_9 = (vcc_v8_uint)_mm256_add_epi32(t181, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_11 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t182 = _mm256_sub_epi32((__m256i)i_v_9, _mm256_set1_epi32(40));
                __m128i t183 = _mm256_cvtepi32_epi16(t182);
                _mm_storeu_si128((__m128i *)(ss + ((long)t178 + i_vec_11)), t183);
                i_vec_11 += 8L;
                __m256i t184 = _mm256_add_epi32((__m256i)i_v_9, _mm256_set1_epi32(8));
                if (i_vec_11 >= t180) {
                    break;
                }
                i_v_9 = (vcc_v8_uint)t184;
            }
            i_4 = (int)((long)t178 + t180);
        } else {
            i_4 = t178;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t185 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t157 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t185);
    }
}
