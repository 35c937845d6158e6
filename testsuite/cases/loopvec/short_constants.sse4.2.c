/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=7 avx2=7 avx512=7 avx512vbmi-zmm=7 sse4.2=7 neon=7 sse2=7 */
#include "harness.h"

/* 32-bit products of shorts widened to int and a constant. On the 16-byte x86 targets a
   constant that the shorts' own type holds is multiplied as 16 bits, the products' low and
   high halves (pmullw, pmulhw or pmulhuw against the constant in every lane) interleaved into
   ints, without widening the shorts first. A constant outside that range (40000 for signed
   shorts; -3 for unsigned ones, whose 16-bit pattern 0xfffd would multiply as 65533) keeps the
   widening and a 32-bit multiply. Signed shorts are widened by unpacking them with their sign
   (a compare with zero). Inputs are drawn from the ends of the 16-bit ranges; the counts leave
   tails of 1-7. */

__attribute__((target("sse4.2"))) void mul3(int n, int *restrict d, const short *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_madd_epi16(t3, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(d + i_vec), t4);
            long t5 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t5);
            __m128i t6 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_madd_epi16(t6, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(d + t5), t7);
            long t8 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t8);
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t10 = _mm_madd_epi16(t9, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(d + t8), t10);
            long t11 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t11);
            __m128i t12 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_madd_epi16(t12, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(d + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t17);
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t19 = _mm_madd_epi16(t18, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(d + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (int)a[t20] * 3;
    }
}

/* The extremes of the signed range, each order of the operands. */
__attribute__((target("sse4.2"))) void mul_min(int n, int *restrict d, const short *a) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_madd_epi16(t3, _mm_set1_epi32(32768));
            __m128i t5 = _mm_madd_epi16(t3, _mm_set1_epi32(32767));
            __m128i t6 = _mm_add_epi32(t4, t5);
            _mm_storeu_si128((__m128i *)(d + i_vec), t6);
            long t7 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t7);
            __m128i t8 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t9 = _mm_madd_epi16(t8, _mm_set1_epi32(32768));
            __m128i t10 = _mm_madd_epi16(t8, _mm_set1_epi32(32767));
            __m128i t11 = _mm_add_epi32(t9, t10);
            _mm_storeu_si128((__m128i *)(d + t7), t11);
            long t12 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t12);
            __m128i t13 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t14 = _mm_madd_epi16(t13, _mm_set1_epi32(32768));
            __m128i t15 = _mm_madd_epi16(t13, _mm_set1_epi32(32767));
            __m128i t16 = _mm_add_epi32(t14, t15);
            _mm_storeu_si128((__m128i *)(d + t12), t16);
            long t17 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t17);
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t19 = _mm_madd_epi16(t18, _mm_set1_epi32(32768));
            __m128i t20 = _mm_madd_epi16(t18, _mm_set1_epi32(32767));
            __m128i t21 = _mm_add_epi32(t19, t20);
            _mm_storeu_si128((__m128i *)(d + t17), t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t25);
            __m128i t26 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t27 = _mm_madd_epi16(t26, _mm_set1_epi32(32768));
            __m128i t28 = _mm_madd_epi16(t26, _mm_set1_epi32(32767));
            __m128i t29 = _mm_add_epi32(t27, t28);
            _mm_storeu_si128((__m128i *)(d + t25), t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t31 = (int)a[t30];
        d[t30] = -32768 * t31 + t31 * 32767;
    }
}

__attribute__((target("sse4.2"))) void mul_umax(int n, unsigned *restrict d, const unsigned short *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort a_v = vcc_load(vcc_v4_ushort, a + i_vec);
            __m128i t3 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_mullo_epi32(t3, _mm_set1_epi32(65535));
            _mm_storeu_si128((__m128i *)(d + i_vec), t4);
            long t5 = i_vec + 4L;
            vcc_v4_ushort a_v_1 = vcc_load(vcc_v4_ushort, a + t5);
            __m128i t6 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_mullo_epi32(t6, _mm_set1_epi32(65535));
            _mm_storeu_si128((__m128i *)(d + t5), t7);
            long t8 = i_vec + 8L;
            vcc_v4_ushort a_v_2 = vcc_load(vcc_v4_ushort, a + t8);
            __m128i t9 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t10 = _mm_mullo_epi32(t9, _mm_set1_epi32(65535));
            _mm_storeu_si128((__m128i *)(d + t8), t10);
            long t11 = i_vec + 12L;
            vcc_v4_ushort a_v_3 = vcc_load(vcc_v4_ushort, a + t11);
            __m128i t12 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_mullo_epi32(t12, _mm_set1_epi32(65535));
            _mm_storeu_si128((__m128i *)(d + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_ushort a_v_4 = vcc_load(vcc_v4_ushort, a + t17);
            __m128i t18 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t19 = _mm_mullo_epi32(t18, _mm_set1_epi32(65535));
            _mm_storeu_si128((__m128i *)(d + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (unsigned int)a[t20] * 65535U;
    }
}

/* Out of the shorts' range: widened first. */
__attribute__((target("sse4.2"))) void mul_big(int n, int *restrict d, const short *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_mullo_epi32(t3, _mm_set1_epi32(40000));
            _mm_storeu_si128((__m128i *)(d + i_vec), t4);
            long t5 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t5);
            __m128i t6 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_mullo_epi32(t6, _mm_set1_epi32(40000));
            _mm_storeu_si128((__m128i *)(d + t5), t7);
            long t8 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t8);
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t10 = _mm_mullo_epi32(t9, _mm_set1_epi32(40000));
            _mm_storeu_si128((__m128i *)(d + t8), t10);
            long t11 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t11);
            __m128i t12 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_mullo_epi32(t12, _mm_set1_epi32(40000));
            _mm_storeu_si128((__m128i *)(d + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t17);
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t19 = _mm_mullo_epi32(t18, _mm_set1_epi32(40000));
            _mm_storeu_si128((__m128i *)(d + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (int)a[t20] * 40000;
    }
}

__attribute__((target("sse4.2"))) void mul_uneg(int n, int *restrict d, const unsigned short *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort a_v = vcc_load(vcc_v4_ushort, a + i_vec);
            __m128i t3 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_mullo_epi32(t3, _mm_set1_epi32(-3));
            _mm_storeu_si128((__m128i *)(d + i_vec), t4);
            long t5 = i_vec + 4L;
            vcc_v4_ushort a_v_1 = vcc_load(vcc_v4_ushort, a + t5);
            __m128i t6 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_mullo_epi32(t6, _mm_set1_epi32(-3));
            _mm_storeu_si128((__m128i *)(d + t5), t7);
            long t8 = i_vec + 8L;
            vcc_v4_ushort a_v_2 = vcc_load(vcc_v4_ushort, a + t8);
            __m128i t9 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t10 = _mm_mullo_epi32(t9, _mm_set1_epi32(-3));
            _mm_storeu_si128((__m128i *)(d + t8), t10);
            long t11 = i_vec + 12L;
            vcc_v4_ushort a_v_3 = vcc_load(vcc_v4_ushort, a + t11);
            __m128i t12 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_mullo_epi32(t12, _mm_set1_epi32(-3));
            _mm_storeu_si128((__m128i *)(d + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_ushort a_v_4 = vcc_load(vcc_v4_ushort, a + t17);
            __m128i t18 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t19 = _mm_mullo_epi32(t18, _mm_set1_epi32(-3));
            _mm_storeu_si128((__m128i *)(d + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (int)a[t20] * -3;
    }
}

/* The coverage suite's ty_s16_widen: a sum of a widened short and one times two. */
__attribute__((target("sse4.2"))) void widen_add(int n, int *restrict d, const short *a, const short *b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:42 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t4 = _mm_mullo_epi32(t3, _mm_set1_epi32(2));
            __m128i t5 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t6 = _mm_add_epi32(t5, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t6);
            long t7 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t7);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t7);
            __m128i t8 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mullo_epi32(t8, _mm_set1_epi32(2));
            __m128i t10 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t11 = _mm_add_epi32(t10, t9);
            _mm_storeu_si128((__m128i *)(d + t7), t11);
            long t12 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t12);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t12);
            __m128i t13 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t14 = _mm_mullo_epi32(t13, _mm_set1_epi32(2));
            __m128i t15 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t16 = _mm_add_epi32(t15, t14);
            _mm_storeu_si128((__m128i *)(d + t12), t16);
            long t17 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t17);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t17);
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t19 = _mm_mullo_epi32(t18, _mm_set1_epi32(2));
            __m128i t20 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t21 = _mm_add_epi32(t20, t19);
            _mm_storeu_si128((__m128i *)(d + t17), t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:42 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t25);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t25);
            __m128i t26 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t27 = _mm_mullo_epi32(t26, _mm_set1_epi32(2));
            __m128i t28 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t29 = _mm_add_epi32(t28, t27);
            _mm_storeu_si128((__m128i *)(d + t25), t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        d[t30] = (int)a[t30] + (int)b[t30] * 2;
    }
}

/* Signed bytes widened to ints by two levels of unpacks with the sign. */
__attribute__((target("sse4.2"))) void widen_bytes(int n, int *restrict d, const signed char *a, const signed char *b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:48 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7} * t3;
            vcc_v16_int t5 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t6 = t5 - t4;
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        d[t7] = (int)a[t7] - 7 * (int)b[t7];
    }
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2);
        signed char *ca = new_array(n, 1), *cb = new_array(n, 1);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ca[i] = (signed char)(edge16(next_rand()) >> 8);
            cb[i] = (signed char)edge16(next_rand());
        }
        mul3(n, d, a);
        printf("n=%d mul3 %llx\n", n, HASH(d, n));
        mul_min(n, d, a);
        printf("n=%d mul_min %llx\n", n, HASH(d, n));
        mul_umax(n, (unsigned *)d, ua);
        printf("n=%d mul_umax %llx\n", n, HASH(d, n));
        mul_big(n, d, a);
        printf("n=%d mul_big %llx\n", n, HASH(d, n));
        mul_uneg(n, d, ua);
        printf("n=%d mul_uneg %llx\n", n, HASH(d, n));
        widen_add(n, d, a, b);
        printf("n=%d widen_add %llx\n", n, HASH(d, n));
        widen_bytes(n, d, ca, cb);
        printf("n=%d widen_bytes %llx\n", n, HASH(d, n));
        free(a), free(b), free(ua), free(ca), free(cb), free(d);
    }
    return 0;
}
