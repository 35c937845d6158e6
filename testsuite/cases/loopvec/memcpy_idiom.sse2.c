/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
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
void shift_down(int n, int *a) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + ((int)i_vec + 1)));
            _mm_storeu_si128((__m128i *)(a + i_vec), a_v);
            long t3 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((int)t3 + 1)));
            _mm_storeu_si128((__m128i *)(a + t3), a_v_1);
            long t4 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((int)t4 + 1)));
            _mm_storeu_si128((__m128i *)(a + t4), a_v_2);
            long t5 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + ((int)t5 + 1)));
            _mm_storeu_si128((__m128i *)(a + t5), a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((int)t9 + 1)));
            _mm_storeu_si128((__m128i *)(a + t9), a_v_4);
            i_vec_1 += 4L;
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
void copy_may_alias(int n, short *dst, const short *src) {
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m128i src_v = _mm_loadu_si128((const __m128i *)(src + i_vec));
            _mm_storeu_si128((__m128i *)(dst + i_vec), src_v);
            long t6 = i_vec + 8L;
            __m128i src_v_1 = _mm_loadu_si128((const __m128i *)(src + t6));
            _mm_storeu_si128((__m128i *)(dst + t6), src_v_1);
            long t7 = i_vec + 16L;
            __m128i src_v_2 = _mm_loadu_si128((const __m128i *)(src + t7));
            _mm_storeu_si128((__m128i *)(dst + t7), src_v_2);
            long t8 = i_vec + 24L;
            __m128i src_v_3 = _mm_loadu_si128((const __m128i *)(src + t8));
            _mm_storeu_si128((__m128i *)(dst + t8), src_v_3);
            i_vec += 32L;
        } while (i_vec < t5);
        t9 = (int)t5;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)dst;
    unsigned long t12 = (unsigned long)src;
    long t13 = (long)((unsigned long)dst + (unsigned long)((long)t9 * 2L) - ((unsigned long)src + (unsigned long)((long)t9 * 2L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t12 + (unsigned long)((long)t9 * 2L))) | ((t12 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t9 * 2L))) | ((t13 <= 0L) | (t13 >= 16L)))) {
        long t14 = t10 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t15 = (long)t9 + i_vec_1;
            __m128i src_v_4 = _mm_loadu_si128((const __m128i *)(src + t15));
            _mm_storeu_si128((__m128i *)(dst + t15), src_v_4);
            i_vec_1 += 8L;
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
void copy_convert(int n, double *restrict dst, const float *restrict src) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_float src_v = vcc_load(vcc_v2_float, src + i_vec);
            __m128d t3 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)src_v)));
            _mm_storeu_pd(dst + i_vec, t3);
            long t4 = i_vec + 2L;
            vcc_v2_float src_v_1 = vcc_load(vcc_v2_float, src + t4);
            __m128d t5 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)src_v_1)));
            _mm_storeu_pd(dst + t4, t5);
            long t6 = i_vec + 4L;
            vcc_v2_float src_v_2 = vcc_load(vcc_v2_float, src + t6);
            __m128d t7 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)src_v_2)));
            _mm_storeu_pd(dst + t6, t7);
            long t8 = i_vec + 6L;
            vcc_v2_float src_v_3 = vcc_load(vcc_v2_float, src + t8);
            __m128d t9 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)src_v_3)));
            _mm_storeu_pd(dst + t8, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 2L) {
        long t12 = t11 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v2_float src_v_4 = vcc_load(vcc_v2_float, src + t13);
            __m128d t14 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)src_v_4)));
            _mm_storeu_pd(dst + t13, t14);
            i_vec_1 += 2L;
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
void copy_strided(int n, short *restrict dst, const short *restrict src) {
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

static __typeof__(gd) gd __attribute__((aligned(64)));
extern __typeof__(hd) hd __attribute__((aligned(64)));
int main(void) {
    float s;
    int n;
    int t2;
    int t23;
    int i;
    int t56;
    int i_1;
    int t64;
    int t79;
    int i_2;
    int t90;
    int i_3;
    int t101;
    int i_4;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v_6 = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t5 = t3 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        __m128i t6 = ({ vcc_v8_int vcc_a = t5, vcc_b = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        vcc_v8_uint t7 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t6, vcc_v8_int), ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t8 = (vcc_v8_uint)t5;
        vcc_v8_uint t9 = t8 - t7;
        vcc_v8_int t1 = (vcc_v8_int)t9;
        long i_vec = 0L;
        vcc_v8_uint i_v = i_v_6;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 8, UF 1, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_8 = (vcc_v8_int)i_v;
            do { vcc_v8_double vcc_w = (vcc_v8_double){-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0}; char *vcc_p = (char *)(&gd[i_vec]); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 6, 7)); } while (0);
            vcc_v8_double t10 = __builtin_convertvector(i_v_8, vcc_v8_double);
            vcc_v8_double t11 = t10 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            do { vcc_v8_double vcc_w = t11; char *vcc_p = (char *)(&hd[i_vec]); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 6, 7)); } while (0);
            vcc_v8_int t12 = i_v_8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            __m128i t13 = (__m128i)__builtin_convertvector(t12, vcc_v8_short);
            _mm_storeu_si128((__m128i *)&gs[i_vec], t13);
            _mm_storeu_si128((__m128i *)&hs[i_vec], _mm_set1_epi16((short)-1));
            vcc_v8_float t14 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t15 = t14 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            do { vcc_v8_float vcc_w = t15; char *vcc_p = (char *)(&initialized[i_vec]); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t16 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            __m128i t17 = ({ vcc_v8_int vcc_a = t16, vcc_b = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
            vcc_v8_uint t18 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t17, vcc_v8_int), ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t19 = (vcc_v8_uint)t16;
            vcc_v8_uint t20 = t19 - t18;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            if (i_vec >= 1096L) {
                break;
            }
            t1 = t21;
        }
        gd[1096] = -1.0;
        hd[1096] = 548.0;
        gs[1096] = (short)7672;
        hs[1096] = (short)-1;
        initialized[1096] = 1.75f;
        gd[1097] = -1.0;
        hd[1097] = 548.5;
        gs[1097] = (short)7679;
        hs[1097] = (short)-1;
        initialized[1097] = 2.0f;
        gd[1098] = -1.0;
        hd[1098] = 549.0;
        gs[1098] = (short)7686;
        hs[1098] = (short)-1;
        initialized[1098] = 2.25f;
        gd[1099] = -1.0;
        hd[1099] = 549.5;
        gs[1099] = (short)7693;
        hs[1099] = (short)-1;
        initialized[1099] = 2.5f;
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t22 = gs;
        if (lo < 0) {
            t23 = 0;
        } else {
            t23 = lo;
        }
        copy_restrict(t23, n, hs, t22);
        copy_restrict(n, lo, hs, t22);
        const void *t24 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t24, 2200UL);
        void *t25 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t25;
        void *t26 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t26;
        long t27 = (long)n;
        int t28 = t27 >= 16L;
        unsigned long t29 = (unsigned long)t25;
        unsigned long t30 = t29;
        unsigned long t31 = (unsigned long)(1L + (t27 - 1L) * 1L);
        unsigned long t32 = (unsigned long)t26;
        unsigned long t33 = t32;
        long t34 = (long)(t30 - t33);
        if (t28 & (((t29 + t31) <= t33) | ((t32 + t31) <= t30) | ((t34 <= 0L) | (t34 >= 16L)))) {
            long t35 = t27 & -16L;
            vcc_v16_int t36 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t37 = (vcc_v16_uint)t36;
            vcc_v16_uint i_v_1 = t37 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_1 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                vcc_v16_int i_v_9 = (vcc_v16_int)i_v_1;
                vcc_v16_int t38 = i_v_9 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t39 = (__m128i)__builtin_convertvector(__builtin_convertvector(t38, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + i_vec_1), t39);
                _mm_storeu_si128((__m128i *)(bd + i_vec_1), _mm_set1_epi8((char)0));
                i_vec_1 += 16L;
                vcc_v16_uint t40 = i_v_1 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_1 >= t35) {
                    break;
                }
                i_v_1 = t40;
            }
            i = (int)t35;
        } else {
            i = 0;
        }
        while (i < n) {
            long t41 = (long)i;
            bs[t41] = (unsigned char)(i * 13);
            bd[t41] = (unsigned char)0;
            i++;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t42 = (unsigned long)n;
        unsigned long t43 = hash_bytes((const void *)bd, t42 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t43) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t44 = n + 1;
        int *a = (int *)new_array(t44, 4UL);
        long t45 = t27 + 1L;
        if (t45 >= 16L) {
            long t46 = t45 & -16L;
            __m128i t47 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t47, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t48 = (__m128i)((vcc_v4_int)(__m128i)i_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + i_vec_2), t48);
                __m128i t49 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
                __m128i t50 = (__m128i)((vcc_v4_int)t49 * (vcc_v4_int)_mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + (i_vec_2 + 4L)), t50);
                __m128i t51 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
                __m128i t52 = (__m128i)((vcc_v4_int)t51 * (vcc_v4_int)_mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + (i_vec_2 + 8L)), t52);
                __m128i t53 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
                __m128i t54 = (__m128i)((vcc_v4_int)t53 * (vcc_v4_int)_mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + (i_vec_2 + 12L)), t54);
                i_vec_2 += 16L;
                __m128i t55 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
                if (i_vec_2 >= t46) {
                    break;
                }
                i_v_2 = (vcc_v4_uint)t55;
            }
            t56 = (int)t46;
        } else {
            t56 = 0;
        }
        long t57 = (long)t56;
        long t58 = t27 + t57 * -1L + 1L;
        if (t58 >= 4L) {
            long t59 = t58 & -4L;
            __m128i t60 = _mm_set1_epi32((int)t56);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t60, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t61 = (__m128i)((vcc_v4_int)(__m128i)i_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + (t57 + i_vec_3)), t61);
                i_vec_3 += 4L;
                __m128i t62 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                if (i_vec_3 >= t59) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t62;
            }
            i_1 = (int)(t57 + t59);
        } else {
            i_1 = t56;
        }
        while (i_1 <= n) {
            a[i_1] = i_1 * 3;
            i_1++;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t44 * 4UL);
        free((void *)a);
        const short *t63 = hs;
        if (n < 1099) {
            t64 = n;
        } else {
            t64 = 1099;
        }
        copy_may_alias(t64, &hs[1], t63);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t24, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        if (t28) {
            long t65 = t27 & -16L;
            __m128i t66 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_4 = (vcc_v4_uint)_mm_add_epi32(t66, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t67 = _mm_cvtepi32_ps((__m128i)i_v_4);
                __m128 t68 = _mm_div_ps(t67, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + i_vec_4, t68);
                __m128i t69 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(4));
                __m128 t70 = _mm_cvtepi32_ps(t69);
                __m128 t71 = _mm_div_ps(t70, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + (i_vec_4 + 4L), t71);
                __m128i t72 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(8));
                __m128 t73 = _mm_cvtepi32_ps(t72);
                __m128 t74 = _mm_div_ps(t73, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + (i_vec_4 + 8L), t74);
                __m128i t75 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(12));
                __m128 t76 = _mm_cvtepi32_ps(t75);
                __m128 t77 = _mm_div_ps(t76, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + (i_vec_4 + 12L), t77);
                i_vec_4 += 16L;
                __m128i t78 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(16));
                if (i_vec_4 >= t65) {
                    break;
                }
                i_v_4 = (vcc_v4_uint)t78;
            }
            t79 = (int)t65;
        } else {
            t79 = 0;
        }
        long t80 = (long)t79;
        long t81 = t27 + t80 * -1L;
        if (t81 >= 4L) {
            long t82 = t81 & -4L;
            __m128i t83 = _mm_set1_epi32((int)t79);
            vcc_v4_uint i_v_5 = (vcc_v4_uint)_mm_add_epi32(t83, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t84 = _mm_cvtepi32_ps((__m128i)i_v_5);
                __m128 t85 = _mm_div_ps(t84, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + (t80 + i_vec_5), t85);
                i_vec_5 += 4L;
                __m128i t86 = _mm_add_epi32((__m128i)i_v_5, _mm_set1_epi32(4));
                if (i_vec_5 >= t82) {
                    break;
                }
                i_v_5 = (vcc_v4_uint)t86;
            }
            i_2 = (int)(t80 + t82);
        } else {
            i_2 = t79;
        }
        while (i_2 < n) {
            f[i_2] = (float)i_2 / 3.0f;
            i_2++;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t42 * 8UL);
        free((void *)d);
        free((void *)f);
        int t87 = 2 * n;
        short *sd = (short *)new_array(t87, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t88 = t27 * 2L;
        if (t88 >= 32L) {
            long t89 = t88 & -32L;
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)(sd + i_vec_6), _mm_set1_epi16((short)-1));
                _mm_storeu_si128((__m128i *)(sd + (i_vec_6 + 8L)), _mm_set1_epi16((short)-1));
                _mm_storeu_si128((__m128i *)(sd + (i_vec_6 + 16L)), _mm_set1_epi16((short)-1));
                _mm_storeu_si128((__m128i *)(sd + (i_vec_6 + 24L)), _mm_set1_epi16((short)-1));
                i_vec_6 += 32L;
            } while (i_vec_6 < t89);
            t90 = (int)t89;
        } else {
            t90 = 0;
        }
        long t91 = (long)t90;
        long t92 = t88 + t91 * -1L;
        if (t92 >= 8L) {
            long t93 = t92 & -8L;
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)(sd + (t91 + i_vec_7)), _mm_set1_epi16((short)-1));
                i_vec_7 += 8L;
            } while (i_vec_7 < t93);
            i_3 = (int)(t91 + t93);
        } else {
            i_3 = t90;
        }
        while (i_3 < t87) {
            sd[i_3] = (short)-1;
            i_3++;
        }
        if (t28) {
            long t94 = t27 & -16L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_10 = (vcc_v8_int)i_v_6;
                vcc_v8_int t95 = i_v_10 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                __m128i t96 = (__m128i)__builtin_convertvector(t95, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + i_vec_8), t96);
                vcc_v8_uint t97 = i_v_6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_11 = (vcc_v8_int)t97;
                vcc_v8_int t98 = i_v_11 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                __m128i t99 = (__m128i)__builtin_convertvector(t98, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (i_vec_8 + 8L)), t99);
                i_vec_8 += 16L;
                vcc_v8_uint t100 = i_v_6 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_8 >= t94) {
                    break;
                }
                i_v_6 = t100;
            }
            t101 = (int)t94;
        } else {
            t101 = 0;
        }
        long t102 = (long)t101;
        long t103 = t27 + t102 * -1L;
        if (t103 >= 8L) {
            long t104 = t103 & -8L;
            vcc_v8_int t105 = (vcc_v8_int){t101, t101, t101, t101, t101, t101, t101, t101};
            vcc_v8_uint t106 = (vcc_v8_uint)t105;
            vcc_v8_uint i_v_7 = t106 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_12 = (vcc_v8_int)i_v_7;
                vcc_v8_int t107 = i_v_12 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                __m128i t108 = (__m128i)__builtin_convertvector(t107, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (t102 + i_vec_9)), t108);
                i_vec_9 += 8L;
                vcc_v8_uint t109 = i_v_7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_9 >= t104) {
                    break;
                }
                i_v_7 = t109;
            }
            i_4 = (int)(t102 + t104);
        } else {
            i_4 = t101;
        }
        while (i_4 < n) {
            ss[i_4] = (short)(i_4 - 40);
            i_4++;
        }
        copy_strided(n, sd, ss);
        unsigned long t110 = hash_bytes((const void *)sd, (unsigned long)t87 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t110);
        count_idx++;
        n_1 = n;
    }
}
