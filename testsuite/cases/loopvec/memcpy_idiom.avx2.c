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
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
__attribute__((target("avx2"))) void shift_down(int n, int *a) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    while (i < n) {
        int t10 = i + 1;
        a[i] = a[t10];
        i = t10;
    }
}

/* A loop: the pointers may alias (no restrict). */
__attribute__((target("avx2"))) void copy_may_alias(int n, short *dst, const short *src) {
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
__attribute__((target("avx2"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
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
__attribute__((target("avx2"))) void copy_strided(int n, short *restrict dst, const short *restrict src) {
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
__attribute__((target("avx2"))) int main(void) {
    float s;
    int n;
    int t3;
    int t67;
    int t85;
    int i;
    int t112;
    int i_1;
    int t119;
    int t129;
    int i_2;
    int t139;
    int i_3;
    int t157;
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
            vcc_v4_short t11 = __builtin_convertvector((vcc_v4_int)t10, vcc_v4_short);
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
            vcc_v4_short t19 = __builtin_convertvector((vcc_v4_int)t18, vcc_v4_short);
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
            vcc_v4_short t30 = __builtin_convertvector((vcc_v4_int)t29, vcc_v4_short);
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
            vcc_v4_short t41 = __builtin_convertvector((vcc_v4_int)t40, vcc_v4_short);
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
            vcc_v4_short t59 = __builtin_convertvector((vcc_v4_int)t58, vcc_v4_short);
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
            vcc_v16_int t76 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t77 = (vcc_v16_uint)t76;
            vcc_v16_uint i_v_2 = t77 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
            for (;;) {
                vcc_v16_int i_v_10 = (vcc_v16_int)i_v_2;
                vcc_v16_int t78 = i_v_10 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t79 = (__m128i)__builtin_convertvector(__builtin_convertvector(t78, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + i_vec_2), t79);
                _mm_storeu_si128((__m128i *)(bd + i_vec_2), _mm_set1_epi8((char)0));
                long t80 = i_vec_2 + 16L;
                vcc_v16_uint t81 = i_v_2 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v16_int i_v_11 = (vcc_v16_int)t81;
                vcc_v16_int t82 = i_v_11 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t83 = (__m128i)__builtin_convertvector(__builtin_convertvector(t82, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t80), t83);
                _mm_storeu_si128((__m128i *)(bd + t80), _mm_set1_epi8((char)0));
                i_vec_2 += 32L;
                vcc_v16_uint t84 = i_v_2 + (vcc_v16_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (i_vec_2 >= t75) {
                    break;
                }
                i_v_2 = t84;
            }
            t85 = (int)t75;
        } else {
            t85 = 0;
        }
        long t86 = (long)n + (long)t85 * -1L;
        unsigned long t87 = (unsigned long)t69;
        unsigned long t88 = (unsigned long)t70;
        long t89 = (long)((unsigned long)t69 + (unsigned long)(long)t85 - ((unsigned long)t70 + (unsigned long)(long)t85));
        if ((t86 >= 16L) & (((t87 + (unsigned long)((long)t85 + 1L + (t86 - 1L) * 1L)) <= (t88 + (unsigned long)(long)t85)) | ((t88 + (unsigned long)((long)t85 + 1L + (t86 - 1L) * 1L)) <= (t87 + (unsigned long)(long)t85)) | ((t89 <= 0L) | (t89 >= 16L)))) {
            long t90 = t86 & -16L;
            vcc_v16_int t91 = (vcc_v16_int){t85, t85, t85, t85, t85, t85, t85, t85, t85, t85, t85, t85, t85, t85, t85, t85};
            vcc_v16_uint t92 = (vcc_v16_uint)t91;
            vcc_v16_uint i_v_3 = t92 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t93 = (long)t85 + i_vec_3;
                vcc_v16_int i_v_12 = (vcc_v16_int)i_v_3;
                vcc_v16_int t94 = i_v_12 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t95 = (__m128i)__builtin_convertvector(__builtin_convertvector(t94, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t93), t95);
                _mm_storeu_si128((__m128i *)(bd + t93), _mm_set1_epi8((char)0));
                i_vec_3 += 16L;
                vcc_v16_uint t96 = i_v_3 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_3 >= t90) {
                    break;
                }
                i_v_3 = t96;
            }
            i = (int)((long)t85 + t90);
        } else {
            i = t85;
        }
        for (; i < n; i++) {
            long t97 = (long)i;
            bs[t97] = (unsigned char)(i * 13);
            bd[t97] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        unsigned long t98 = (unsigned long)n;
        unsigned long t99 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t98 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t99) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        int t100 = n + 1;
        int *a = (int *)(_mm256_zeroupper(), new_array(t100, 4UL));
        long t101 = (long)n + 1L;
        if (t101 >= 32L) {
            long t102 = t101 & -32L;
            __m256i t103 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_4 = (vcc_v8_uint)_mm256_add_epi32(t103, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t104 = _mm256_mullo_epi32((__m256i)i_v_4, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + i_vec_4), t104);
                __m256i t105 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(8));
                __m256i t106 = _mm256_mullo_epi32(t105, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (i_vec_4 + 8L)), t106);
                __m256i t107 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(16));
                __m256i t108 = _mm256_mullo_epi32(t107, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (i_vec_4 + 16L)), t108);
                __m256i t109 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(24));
                __m256i t110 = _mm256_mullo_epi32(t109, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + (i_vec_4 + 24L)), t110);
                i_vec_4 += 32L;
                __m256i t111 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(32));
                if (i_vec_4 >= t102) {
                    break;
                }
                i_v_4 = (vcc_v8_uint)t111;
            }
            t112 = (int)t102;
        } else {
            t112 = 0;
        }
        long t113 = (long)n + (long)t112 * -1L + 1L;
        if (t113 >= 8L) {
            long t114 = t113 & -8L;
            __m256i t115 = _mm256_set1_epi32((int)t112);
            vcc_v8_uint i_v_5 = (vcc_v8_uint)_mm256_add_epi32(t115, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t116 = _mm256_mullo_epi32((__m256i)i_v_5, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + ((long)t112 + i_vec_5)), t116);
                i_vec_5 += 8L;
                __m256i t117 = _mm256_add_epi32((__m256i)i_v_5, _mm256_set1_epi32(8));
                if (i_vec_5 >= t114) {
                    break;
                }
                i_v_5 = (vcc_v8_uint)t117;
            }
            i_1 = (int)((long)t112 + t114);
        } else {
            i_1 = t112;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t100 * 4UL));
        free((void *)a);
        const short *t118 = hs;
        if (n < 1099) {
            t119 = n;
        } else {
            t119 = 1099;
        }
        copy_may_alias(t119, &hs[1], t118);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t68, 2200UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long t120 = (long)n;
        if (t120 >= 16L) {
            long t121 = t120 & -16L;
            __m256i t122 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_6 = (vcc_v8_uint)_mm256_add_epi32(t122, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t123 = _mm256_cvtepi32_ps((__m256i)i_v_6);
                __m256 t124 = _mm256_div_ps(t123, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + i_vec_6, t124);
                __m256i t125 = _mm256_add_epi32((__m256i)i_v_6, _mm256_set1_epi32(8));
                __m256 t126 = _mm256_cvtepi32_ps(t125);
                __m256 t127 = _mm256_div_ps(t126, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (i_vec_6 + 8L), t127);
                i_vec_6 += 16L;
                __m256i t128 = _mm256_add_epi32((__m256i)i_v_6, _mm256_set1_epi32(16));
                if (i_vec_6 >= t121) {
                    break;
                }
                i_v_6 = (vcc_v8_uint)t128;
            }
            t129 = (int)t121;
        } else {
            t129 = 0;
        }
        long t130 = (long)n + (long)t129 * -1L;
        if (t130 >= 8L) {
            long t131 = t130 & -8L;
            __m256i t132 = _mm256_set1_epi32((int)t129);
            vcc_v8_uint i_v_7 = (vcc_v8_uint)_mm256_add_epi32(t132, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t133 = _mm256_cvtepi32_ps((__m256i)i_v_7);
                __m256 t134 = _mm256_div_ps(t133, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + ((long)t129 + i_vec_7), t134);
                i_vec_7 += 8L;
                __m256i t135 = _mm256_add_epi32((__m256i)i_v_7, _mm256_set1_epi32(8));
                if (i_vec_7 >= t131) {
                    break;
                }
                i_v_7 = (vcc_v8_uint)t135;
            }
            i_2 = (int)((long)t129 + t131);
        } else {
            i_2 = t129;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t98 * 8UL));
        free((void *)d);
        free((void *)f);
        int t136 = 2 * n;
        short *sd = (short *)(_mm256_zeroupper(), new_array(t136, 2UL));
        short *ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long t137 = (long)n * 2L;
        if (t137 >= 64L) {
            long t138 = t137 & -64L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + i_vec_8), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 16L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 32L)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (i_vec_8 + 48L)), _mm256_set1_epi16((short)-1));
                i_vec_8 += 64L;
            } while (i_vec_8 < t138);
            t139 = (int)t138;
        } else {
            t139 = 0;
        }
        long t140 = (long)n * 2L + (long)t139 * -1L;
        if (t140 >= 16L) {
            long t141 = t140 & -16L;
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(sd + ((long)t139 + i_vec_9)), _mm256_set1_epi16((short)-1));
                i_vec_9 += 16L;
            } while (i_vec_9 < t141);
            i_3 = (int)((long)t139 + t141);
        } else {
            i_3 = t139;
        }
        for (; i_3 < t136; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t142 = (long)n;
        if (t142 >= 32L) {
            long t143 = t142 & -32L;
            __m256i t144 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_8 = (vcc_v8_uint)_mm256_add_epi32(t144, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t145 = _mm256_sub_epi32((__m256i)i_v_8, _mm256_set1_epi32(40));
                __m128i t146 = (__m128i)__builtin_convertvector((vcc_v8_int)t145, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + i_vec_10), t146);
                __m256i t147 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(8));
                __m256i t148 = _mm256_sub_epi32(t147, _mm256_set1_epi32(40));
                __m128i t149 = (__m128i)__builtin_convertvector((vcc_v8_int)t148, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (i_vec_10 + 8L)), t149);
                __m256i t150 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(16));
                __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(40));
                __m128i t152 = (__m128i)__builtin_convertvector((vcc_v8_int)t151, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (i_vec_10 + 16L)), t152);
                __m256i t153 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(24));
                __m256i t154 = _mm256_sub_epi32(t153, _mm256_set1_epi32(40));
                __m128i t155 = (__m128i)__builtin_convertvector((vcc_v8_int)t154, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (i_vec_10 + 24L)), t155);
                i_vec_10 += 32L;
                __m256i t156 = _mm256_add_epi32((__m256i)i_v_8, _mm256_set1_epi32(32));
                if (i_vec_10 >= t143) {
                    break;
                }
                i_v_8 = (vcc_v8_uint)t156;
            }
            t157 = (int)t143;
        } else {
            t157 = 0;
        }
        long t158 = (long)n + (long)t157 * -1L;
        if (t158 >= 8L) {
            long t159 = t158 & -8L;
            __m256i t160 = _mm256_set1_epi32((int)t157);
            vcc_v8_uint i_v_9 = (vcc_v8_uint)_mm256_add_epi32(t160, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_11 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t161 = _mm256_sub_epi32((__m256i)i_v_9, _mm256_set1_epi32(40));
                __m128i t162 = (__m128i)__builtin_convertvector((vcc_v8_int)t161, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + ((long)t157 + i_vec_11)), t162);
                i_vec_11 += 8L;
                __m256i t163 = _mm256_add_epi32((__m256i)i_v_9, _mm256_set1_epi32(8));
                if (i_vec_11 >= t159) {
                    break;
                }
                i_v_9 = (vcc_v8_uint)t163;
            }
            i_4 = (int)((long)t157 + t159);
        } else {
            i_4 = t157;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t164 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t136 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t164);
    }
}
