/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
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
__attribute__((target("sse4.2"))) void shift_down(int n, int *a) {
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
__attribute__((target("sse4.2"))) void copy_may_alias(int n, short *dst, const short *src) {
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
__attribute__((target("sse4.2"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
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
__attribute__((target("sse4.2"))) void copy_strided(int n, short *restrict dst, const short *restrict src) {
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

__attribute__((target("sse4.2"))) int main(void) {
    float s;
    int n;
    int t3;
    int t83;
    int i;
    int t112;
    int i_1;
    int t119;
    int t135;
    int i_2;
    int t145;
    int i_3;
    int t163;
    int i_4;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        vcc_v2_int t4 = (vcc_v2_int){0, 0};
        vcc_v2_uint t5 = (vcc_v2_uint)t4;
        vcc_v2_uint i_v = t5 + (vcc_v2_uint){0U, 1U};
        vcc_v2_int t6 = (vcc_v2_int){0, 0};
        vcc_v2_int t7 = t6 + (vcc_v2_int){0, 1};
        vcc_v2_uint t8 = (vcc_v2_uint)t7;
        vcc_v2_uint t9 = t8 - (vcc_v2_uint){11U, 11U};
        vcc_v2_uint t10 = vcc_min(vcc_v2_int, t8, t9);
        vcc_v2_int t1 = (vcc_v2_int)t10;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 2, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            vcc_v2_int i_v_9 = (vcc_v2_int)i_v;
            _mm_storeu_pd(&gd[i_vec], _mm_set1_pd(-1.0));
            __m128d t11 = (__m128d)__builtin_convertvector(i_v_9, vcc_v2_double);
            __m128d t12 = _mm_mul_pd(t11, _mm_set1_pd(0.5));
            _mm_storeu_pd(&hd[i_vec], t12);
            vcc_v2_int t13 = i_v_9 * (vcc_v2_int){7, 7};
            vcc_v2_short t14 = __builtin_convertvector(t13, vcc_v2_short);
            vcc_store(&gs[i_vec], t14);
            vcc_store(&hs[i_vec], ((vcc_v2_short){(short)-1, (short)-1}));
            vcc_v2_float t15 = __builtin_convertvector(t1, vcc_v2_float);
            vcc_v2_float t16 = t15 * (vcc_v2_float){0.25f, 0.25f};
            vcc_store(&initialized[i_vec], t16);
            long t17 = i_vec + 2L;
            vcc_v2_uint t18 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_10 = (vcc_v2_int)t18;
            _mm_storeu_pd(&gd[t17], _mm_set1_pd(-1.0));
            __m128d t19 = (__m128d)__builtin_convertvector(i_v_10, vcc_v2_double);
            __m128d t20 = _mm_mul_pd(t19, _mm_set1_pd(0.5));
            _mm_storeu_pd(&hd[t17], t20);
            vcc_v2_int t21 = i_v_10 * (vcc_v2_int){7, 7};
            vcc_v2_short t22 = __builtin_convertvector(t21, vcc_v2_short);
            vcc_store(&gs[t17], t22);
            vcc_store(&hs[t17], ((vcc_v2_short){(short)-1, (short)-1}));
            vcc_v2_int t23 = t1 + (vcc_v2_int){2, 2};
            vcc_v2_uint t24 = (vcc_v2_uint)t23;
            vcc_v2_uint t25 = t24 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t26 = vcc_min(vcc_v2_int, t24, t25);
            vcc_v2_int t27 = (vcc_v2_int)t26;
            vcc_v2_float t28 = __builtin_convertvector(t27, vcc_v2_float);
            vcc_v2_float t29 = t28 * (vcc_v2_float){0.25f, 0.25f};
            vcc_store(&initialized[t17], t29);
            long t30 = i_vec + 4L;
            vcc_v2_uint t31 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_11 = (vcc_v2_int)t31;
            _mm_storeu_pd(&gd[t30], _mm_set1_pd(-1.0));
            __m128d t32 = (__m128d)__builtin_convertvector(i_v_11, vcc_v2_double);
            __m128d t33 = _mm_mul_pd(t32, _mm_set1_pd(0.5));
            _mm_storeu_pd(&hd[t30], t33);
            vcc_v2_int t34 = i_v_11 * (vcc_v2_int){7, 7};
            vcc_v2_short t35 = __builtin_convertvector(t34, vcc_v2_short);
            vcc_store(&gs[t30], t35);
            vcc_store(&hs[t30], ((vcc_v2_short){(short)-1, (short)-1}));
            vcc_v2_int t36 = t1 + (vcc_v2_int){4, 4};
            vcc_v2_uint t37 = (vcc_v2_uint)t36;
            vcc_v2_uint t38 = t37 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t39 = vcc_min(vcc_v2_int, t37, t38);
            vcc_v2_int t40 = (vcc_v2_int)t39;
            vcc_v2_float t41 = __builtin_convertvector(t40, vcc_v2_float);
            vcc_v2_float t42 = t41 * (vcc_v2_float){0.25f, 0.25f};
            vcc_store(&initialized[t30], t42);
            long t43 = i_vec + 6L;
            vcc_v2_uint t44 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_12 = (vcc_v2_int)t44;
            _mm_storeu_pd(&gd[t43], _mm_set1_pd(-1.0));
            __m128d t45 = (__m128d)__builtin_convertvector(i_v_12, vcc_v2_double);
            __m128d t46 = _mm_mul_pd(t45, _mm_set1_pd(0.5));
            _mm_storeu_pd(&hd[t43], t46);
            vcc_v2_int t47 = i_v_12 * (vcc_v2_int){7, 7};
            vcc_v2_short t48 = __builtin_convertvector(t47, vcc_v2_short);
            vcc_store(&gs[t43], t48);
            vcc_store(&hs[t43], ((vcc_v2_short){(short)-1, (short)-1}));
            vcc_v2_int t49 = t1 + (vcc_v2_int){6, 6};
            vcc_v2_uint t50 = (vcc_v2_uint)t49;
            vcc_v2_uint t51 = t50 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t52 = vcc_min(vcc_v2_int, t50, t51);
            vcc_v2_int t53 = (vcc_v2_int)t52;
            vcc_v2_float t54 = __builtin_convertvector(t53, vcc_v2_float);
            vcc_v2_float t55 = t54 * (vcc_v2_float){0.25f, 0.25f};
            vcc_store(&initialized[t43], t55);
            i_vec += 8L;
            vcc_v2_uint t56 = i_v + (vcc_v2_uint){8U, 8U};
            vcc_v2_int t57 = t1 + (vcc_v2_int){8, 8};
            vcc_v2_uint t58 = (vcc_v2_uint)t57;
            vcc_v2_uint t59 = t58 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t60 = vcc_min(vcc_v2_int, t58, t59);
            vcc_v2_int t61 = (vcc_v2_int)t60;
            if (i_vec >= 1096L) {
                break;
            }
            i_v = t56;
            t1 = t61;
        }
        vcc_v2_int t62 = (vcc_v2_int){1096, 1096};
        vcc_v2_uint t63 = (vcc_v2_uint)t62;
        vcc_v2_uint i_v_1 = t63 + (vcc_v2_uint){0U, 1U};
        vcc_v2_int t64 = (vcc_v2_int){7, 7};
        vcc_v2_int t65 = t64 + (vcc_v2_int){0, 1};
        vcc_v2_uint t66 = (vcc_v2_uint)t65;
        vcc_v2_uint t67 = t66 - (vcc_v2_uint){11U, 11U};
        vcc_v2_uint t68 = vcc_min(vcc_v2_int, t66, t67);
        vcc_v2_int t2 = (vcc_v2_int)t68;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t69 = 1096L + i_vec_1;
            vcc_v2_int i_v_13 = (vcc_v2_int)i_v_1;
            _mm_storeu_pd(&gd[t69], _mm_set1_pd(-1.0));
            __m128d t70 = (__m128d)__builtin_convertvector(i_v_13, vcc_v2_double);
            __m128d t71 = _mm_mul_pd(t70, _mm_set1_pd(0.5));
            _mm_storeu_pd(&hd[t69], t71);
            vcc_v2_int t72 = i_v_13 * (vcc_v2_int){7, 7};
            vcc_v2_short t73 = __builtin_convertvector(t72, vcc_v2_short);
            vcc_store(&gs[t69], t73);
            vcc_store(&hs[t69], ((vcc_v2_short){(short)-1, (short)-1}));
            vcc_v2_float t74 = __builtin_convertvector(t2, vcc_v2_float);
            vcc_v2_float t75 = t74 * (vcc_v2_float){0.25f, 0.25f};
            vcc_store(&initialized[t69], t75);
            i_vec_1 += 2L;
            vcc_v2_uint t76 = i_v_1 + (vcc_v2_uint){2U, 2U};
            vcc_v2_int t77 = t2 + (vcc_v2_int){2, 2};
            vcc_v2_uint t78 = (vcc_v2_uint)t77;
            vcc_v2_uint t79 = t78 - (vcc_v2_uint){11U, 11U};
            vcc_v2_uint t80 = vcc_min(vcc_v2_int, t78, t79);
            vcc_v2_int t81 = (vcc_v2_int)t80;
            if (i_vec_1 >= 4L) {
                break;
            }
            i_v_1 = t76;
            t2 = t81;
        }
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t82 = gs;
        if (lo < 0) {
            t83 = 0;
        } else {
            t83 = lo;
        }
        copy_restrict(t83, n, hs, t82);
        copy_restrict(n, lo, hs, t82);
        const void *t84 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t84, 2200UL);
        void *t85 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t85;
        void *t86 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t86;
        long t87 = (long)n;
        unsigned long t88 = (unsigned long)t85;
        unsigned long t89 = (unsigned long)t86;
        long t90 = (long)((unsigned long)t85 - (unsigned long)t86);
        if ((t87 >= 16L) & (((t88 + (unsigned long)(1L + (t87 - 1L) * 1L)) <= t89) | ((t89 + (unsigned long)(1L + (t87 - 1L) * 1L)) <= t88) | ((t90 <= 0L) | (t90 >= 16L)))) {
            long t91 = t87 & -16L;
            vcc_v16_int t92 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t93 = (vcc_v16_uint)t92;
            vcc_v16_uint i_v_2 = t93 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                vcc_v16_int i_v_14 = (vcc_v16_int)i_v_2;
                vcc_v16_int t94 = i_v_14 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                __m128i t95 = (__m128i)__builtin_convertvector(__builtin_convertvector(t94, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + i_vec_2), t95);
                _mm_storeu_si128((__m128i *)(bd + i_vec_2), _mm_set1_epi8((char)0));
                i_vec_2 += 16L;
                vcc_v16_uint t96 = i_v_2 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_2 >= t91) {
                    break;
                }
                i_v_2 = t96;
            }
            i = (int)t91;
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            long t97 = (long)i;
            bs[t97] = (unsigned char)(i * 13);
            bd[t97] = (unsigned char)0;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t98 = (unsigned long)n;
        unsigned long t99 = hash_bytes((const void *)bd, t98 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t99) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t100 = n + 1;
        int *a = (int *)new_array(t100, 4UL);
        long t101 = (long)n + 1L;
        if (t101 >= 16L) {
            long t102 = t101 & -16L;
            __m128i t103 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t103, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t104 = _mm_mullo_epi32((__m128i)i_v_3, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + i_vec_3), t104);
                __m128i t105 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                __m128i t106 = _mm_mullo_epi32(t105, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + (i_vec_3 + 4L)), t106);
                __m128i t107 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(8));
                __m128i t108 = _mm_mullo_epi32(t107, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + (i_vec_3 + 8L)), t108);
                __m128i t109 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(12));
                __m128i t110 = _mm_mullo_epi32(t109, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + (i_vec_3 + 12L)), t110);
                i_vec_3 += 16L;
                __m128i t111 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(16));
                if (i_vec_3 >= t102) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t111;
            }
            t112 = (int)t102;
        } else {
            t112 = 0;
        }
        long t113 = (long)n + (long)t112 * -1L + 1L;
        if (t113 >= 4L) {
            long t114 = t113 & -4L;
            __m128i t115 = _mm_set1_epi32((int)t112);
            vcc_v4_uint i_v_4 = (vcc_v4_uint)_mm_add_epi32(t115, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t116 = _mm_mullo_epi32((__m128i)i_v_4, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + ((long)t112 + i_vec_4)), t116);
                i_vec_4 += 4L;
                __m128i t117 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(4));
                if (i_vec_4 >= t114) {
                    break;
                }
                i_v_4 = (vcc_v4_uint)t117;
            }
            i_1 = (int)((long)t112 + t114);
        } else {
            i_1 = t112;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t100 * 4UL);
        free((void *)a);
        const short *t118 = hs;
        if (n < 1099) {
            t119 = n;
        } else {
            t119 = 1099;
        }
        copy_may_alias(t119, &hs[1], t118);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t84, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        long t120 = (long)n;
        if (t120 >= 16L) {
            long t121 = t120 & -16L;
            __m128i t122 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_5 = (vcc_v4_uint)_mm_add_epi32(t122, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t123 = _mm_cvtepi32_ps((__m128i)i_v_5);
                __m128 t124 = _mm_div_ps(t123, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + i_vec_5, t124);
                __m128i t125 = _mm_add_epi32((__m128i)i_v_5, _mm_set1_epi32(4));
                __m128 t126 = _mm_cvtepi32_ps(t125);
                __m128 t127 = _mm_div_ps(t126, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + (i_vec_5 + 4L), t127);
                __m128i t128 = _mm_add_epi32((__m128i)i_v_5, _mm_set1_epi32(8));
                __m128 t129 = _mm_cvtepi32_ps(t128);
                __m128 t130 = _mm_div_ps(t129, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + (i_vec_5 + 8L), t130);
                __m128i t131 = _mm_add_epi32((__m128i)i_v_5, _mm_set1_epi32(12));
                __m128 t132 = _mm_cvtepi32_ps(t131);
                __m128 t133 = _mm_div_ps(t132, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + (i_vec_5 + 12L), t133);
                i_vec_5 += 16L;
                __m128i t134 = _mm_add_epi32((__m128i)i_v_5, _mm_set1_epi32(16));
                if (i_vec_5 >= t121) {
                    break;
                }
                i_v_5 = (vcc_v4_uint)t134;
            }
            t135 = (int)t121;
        } else {
            t135 = 0;
        }
        long t136 = (long)n + (long)t135 * -1L;
        if (t136 >= 4L) {
            long t137 = t136 & -4L;
            __m128i t138 = _mm_set1_epi32((int)t135);
            vcc_v4_uint i_v_6 = (vcc_v4_uint)_mm_add_epi32(t138, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t139 = _mm_cvtepi32_ps((__m128i)i_v_6);
                __m128 t140 = _mm_div_ps(t139, _mm_set1_ps(3.0f));
                _mm_storeu_ps(f + ((long)t135 + i_vec_6), t140);
                i_vec_6 += 4L;
                __m128i t141 = _mm_add_epi32((__m128i)i_v_6, _mm_set1_epi32(4));
                if (i_vec_6 >= t137) {
                    break;
                }
                i_v_6 = (vcc_v4_uint)t141;
            }
            i_2 = (int)((long)t135 + t137);
        } else {
            i_2 = t135;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t98 * 8UL);
        free((void *)d);
        free((void *)f);
        int t142 = 2 * n;
        short *sd = (short *)new_array(t142, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t143 = (long)n * 2L;
        if (t143 >= 32L) {
            long t144 = t143 & -32L;
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)(sd + i_vec_7), _mm_set1_epi16((short)-1));
                _mm_storeu_si128((__m128i *)(sd + (i_vec_7 + 8L)), _mm_set1_epi16((short)-1));
                _mm_storeu_si128((__m128i *)(sd + (i_vec_7 + 16L)), _mm_set1_epi16((short)-1));
                _mm_storeu_si128((__m128i *)(sd + (i_vec_7 + 24L)), _mm_set1_epi16((short)-1));
                i_vec_7 += 32L;
            } while (i_vec_7 < t144);
            t145 = (int)t144;
        } else {
            t145 = 0;
        }
        long t146 = (long)n * 2L + (long)t145 * -1L;
        if (t146 >= 8L) {
            long t147 = t146 & -8L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)(sd + ((long)t145 + i_vec_8)), _mm_set1_epi16((short)-1));
                i_vec_8 += 8L;
            } while (i_vec_8 < t147);
            i_3 = (int)((long)t145 + t147);
        } else {
            i_3 = t145;
        }
        for (; i_3 < t142; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t148 = (long)n;
        if (t148 >= 16L) {
            long t149 = t148 & -16L;
            __m128i t150 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_7 = (vcc_v4_uint)_mm_add_epi32(t150, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t151 = _mm_sub_epi32((__m128i)i_v_7, _mm_set1_epi32(40));
                vcc_v4_short t152 = __builtin_convertvector((vcc_v4_int)t151, vcc_v4_short);
                vcc_store(ss + i_vec_9, t152);
                __m128i t153 = _mm_add_epi32((__m128i)i_v_7, _mm_set1_epi32(4));
                __m128i t154 = _mm_sub_epi32(t153, _mm_set1_epi32(40));
                vcc_v4_short t155 = __builtin_convertvector((vcc_v4_int)t154, vcc_v4_short);
                vcc_store(ss + (i_vec_9 + 4L), t155);
                __m128i t156 = _mm_add_epi32((__m128i)i_v_7, _mm_set1_epi32(8));
                __m128i t157 = _mm_sub_epi32(t156, _mm_set1_epi32(40));
                vcc_v4_short t158 = __builtin_convertvector((vcc_v4_int)t157, vcc_v4_short);
                vcc_store(ss + (i_vec_9 + 8L), t158);
                __m128i t159 = _mm_add_epi32((__m128i)i_v_7, _mm_set1_epi32(12));
                __m128i t160 = _mm_sub_epi32(t159, _mm_set1_epi32(40));
                vcc_v4_short t161 = __builtin_convertvector((vcc_v4_int)t160, vcc_v4_short);
                vcc_store(ss + (i_vec_9 + 12L), t161);
                i_vec_9 += 16L;
                __m128i t162 = _mm_add_epi32((__m128i)i_v_7, _mm_set1_epi32(16));
                if (i_vec_9 >= t149) {
                    break;
                }
                i_v_7 = (vcc_v4_uint)t162;
            }
            t163 = (int)t149;
        } else {
            t163 = 0;
        }
        long t164 = (long)n + (long)t163 * -1L;
        if (t164 >= 4L) {
            long t165 = t164 & -4L;
            __m128i t166 = _mm_set1_epi32((int)t163);
            vcc_v4_uint i_v_8 = (vcc_v4_uint)_mm_add_epi32(t166, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t167 = _mm_sub_epi32((__m128i)i_v_8, _mm_set1_epi32(40));
                vcc_v4_short t168 = __builtin_convertvector((vcc_v4_int)t167, vcc_v4_short);
                vcc_store(ss + ((long)t163 + i_vec_10), t168);
                i_vec_10 += 4L;
                __m128i t169 = _mm_add_epi32((__m128i)i_v_8, _mm_set1_epi32(4));
                if (i_vec_10 >= t165) {
                    break;
                }
                i_v_8 = (vcc_v4_uint)t169;
            }
            i_4 = (int)((long)t163 + t165);
        } else {
            i_4 = t163;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t170 = hash_bytes((const void *)sd, (unsigned long)t142 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t170);
    }
}
