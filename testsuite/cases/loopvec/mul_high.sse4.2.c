/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Shifted 16-bit products truncated to 16 bits (loopvec/narrow.rs, high products): bits c..c+15
   of the 32-bit product are `(lo >> c) | (hi << (16 - c))`, from the product's low half (a 16-bit
   multiply) and its high half (`pmulhw`, `pmulhuw`), in 16-bit lanes instead of 32-bit ones.
   Inputs include each type's extremes, whose products reach 2^30 and 2^32 - 2^17 + 1. */

/* Fixed-point multiplies of shorts: Q8 and Q15, and the high half alone. */
__attribute__((target("sse4.2"))) void q8(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mulhi_epi16(a_v, b_v);
            __m128i t4 = _mm_mullo_epi16(a_v, b_v);
            __m128i t5 = _mm_srli_epi16(t4, 8);
            __m128i t6 = _mm_slli_epi16(t3, 8);
            __m128i t7 = _mm_or_si128(t5, t6);
            _mm_storeu_si128((__m128i *)(out + i_vec), t7);
            long t8 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mulhi_epi16(a_v_1, b_v_1);
            __m128i t10 = _mm_mullo_epi16(a_v_1, b_v_1);
            __m128i t11 = _mm_srli_epi16(t10, 8);
            __m128i t12 = _mm_slli_epi16(t9, 8);
            __m128i t13 = _mm_or_si128(t11, t12);
            _mm_storeu_si128((__m128i *)(out + t8), t13);
            long t14 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_mulhi_epi16(a_v_2, b_v_2);
            __m128i t16 = _mm_mullo_epi16(a_v_2, b_v_2);
            __m128i t17 = _mm_srli_epi16(t16, 8);
            __m128i t18 = _mm_slli_epi16(t15, 8);
            __m128i t19 = _mm_or_si128(t17, t18);
            _mm_storeu_si128((__m128i *)(out + t14), t19);
            long t20 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = _mm_mulhi_epi16(a_v_3, b_v_3);
            __m128i t22 = _mm_mullo_epi16(a_v_3, b_v_3);
            __m128i t23 = _mm_srli_epi16(t22, 8);
            __m128i t24 = _mm_slli_epi16(t21, 8);
            __m128i t25 = _mm_or_si128(t23, t24);
            _mm_storeu_si128((__m128i *)(out + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t30 = _mm_mulhi_epi16(a_v_4, b_v_4);
            __m128i t31 = _mm_mullo_epi16(a_v_4, b_v_4);
            __m128i t32 = _mm_srli_epi16(t31, 8);
            __m128i t33 = _mm_slli_epi16(t30, 8);
            __m128i t34 = _mm_or_si128(t32, t33);
            _mm_storeu_si128((__m128i *)(out + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (short)(((int)a[t35] * (int)b[t35]) >> 8);
    }
}

__attribute__((target("sse4.2"))) void q15(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mulhi_epi16(a_v, b_v);
            __m128i t4 = _mm_mullo_epi16(a_v, b_v);
            __m128i t5 = _mm_srli_epi16(t4, 15);
            __m128i t6 = _mm_slli_epi16(t3, 1);
            __m128i t7 = _mm_or_si128(t5, t6);
            _mm_storeu_si128((__m128i *)(out + i_vec), t7);
            long t8 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mulhi_epi16(a_v_1, b_v_1);
            __m128i t10 = _mm_mullo_epi16(a_v_1, b_v_1);
            __m128i t11 = _mm_srli_epi16(t10, 15);
            __m128i t12 = _mm_slli_epi16(t9, 1);
            __m128i t13 = _mm_or_si128(t11, t12);
            _mm_storeu_si128((__m128i *)(out + t8), t13);
            long t14 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_mulhi_epi16(a_v_2, b_v_2);
            __m128i t16 = _mm_mullo_epi16(a_v_2, b_v_2);
            __m128i t17 = _mm_srli_epi16(t16, 15);
            __m128i t18 = _mm_slli_epi16(t15, 1);
            __m128i t19 = _mm_or_si128(t17, t18);
            _mm_storeu_si128((__m128i *)(out + t14), t19);
            long t20 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = _mm_mulhi_epi16(a_v_3, b_v_3);
            __m128i t22 = _mm_mullo_epi16(a_v_3, b_v_3);
            __m128i t23 = _mm_srli_epi16(t22, 15);
            __m128i t24 = _mm_slli_epi16(t21, 1);
            __m128i t25 = _mm_or_si128(t23, t24);
            _mm_storeu_si128((__m128i *)(out + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t30 = _mm_mulhi_epi16(a_v_4, b_v_4);
            __m128i t31 = _mm_mullo_epi16(a_v_4, b_v_4);
            __m128i t32 = _mm_srli_epi16(t31, 15);
            __m128i t33 = _mm_slli_epi16(t30, 1);
            __m128i t34 = _mm_or_si128(t32, t33);
            _mm_storeu_si128((__m128i *)(out + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (short)(((int)a[t35] * (int)b[t35]) >> 15);
    }
}

__attribute__((target("sse4.2"))) void high_s16(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mulhi_epi16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(out + i_vec), t3);
            long t4 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_mulhi_epi16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(out + t4), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_mulhi_epi16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(out + t6), t7);
            long t8 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mulhi_epi16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(out + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_mulhi_epi16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(out + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        out[t15] = (short)(((int)a[t15] * (int)b[t15]) >> 16);
    }
}

/* Unsigned shorts: the product may exceed INT_MAX as C computes it in int, so it is taken in
   unsigned. */
__attribute__((target("sse4.2"))) void high_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mulhi_epu16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(out + i_vec), t3);
            long t4 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_mulhi_epu16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(out + t4), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_mulhi_epu16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(out + t6), t7);
            long t8 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mulhi_epu16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(out + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_mulhi_epu16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(out + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        out[t15] = (unsigned short)(((unsigned int)a[t15] * (unsigned int)b[t15]) >> 16);
    }
}

__attribute__((target("sse4.2"))) void shift4_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mulhi_epu16(a_v, b_v);
            __m128i t4 = _mm_mullo_epi16(a_v, b_v);
            __m128i t5 = _mm_srli_epi16(t4, 4);
            __m128i t6 = _mm_slli_epi16(t3, 12);
            __m128i t7 = _mm_or_si128(t5, t6);
            _mm_storeu_si128((__m128i *)(out + i_vec), t7);
            long t8 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mulhi_epu16(a_v_1, b_v_1);
            __m128i t10 = _mm_mullo_epi16(a_v_1, b_v_1);
            __m128i t11 = _mm_srli_epi16(t10, 4);
            __m128i t12 = _mm_slli_epi16(t9, 12);
            __m128i t13 = _mm_or_si128(t11, t12);
            _mm_storeu_si128((__m128i *)(out + t8), t13);
            long t14 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_mulhi_epu16(a_v_2, b_v_2);
            __m128i t16 = _mm_mullo_epi16(a_v_2, b_v_2);
            __m128i t17 = _mm_srli_epi16(t16, 4);
            __m128i t18 = _mm_slli_epi16(t15, 12);
            __m128i t19 = _mm_or_si128(t17, t18);
            _mm_storeu_si128((__m128i *)(out + t14), t19);
            long t20 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = _mm_mulhi_epu16(a_v_3, b_v_3);
            __m128i t22 = _mm_mullo_epi16(a_v_3, b_v_3);
            __m128i t23 = _mm_srli_epi16(t22, 4);
            __m128i t24 = _mm_slli_epi16(t21, 12);
            __m128i t25 = _mm_or_si128(t23, t24);
            _mm_storeu_si128((__m128i *)(out + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t30 = _mm_mulhi_epu16(a_v_4, b_v_4);
            __m128i t31 = _mm_mullo_epi16(a_v_4, b_v_4);
            __m128i t32 = _mm_srli_epi16(t31, 4);
            __m128i t33 = _mm_slli_epi16(t30, 12);
            __m128i t34 = _mm_or_si128(t32, t33);
            _mm_storeu_si128((__m128i *)(out + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (unsigned short)(((unsigned int)a[t35] * (unsigned int)b[t35]) >> 4);
    }
}

/* An unsigned short times a short fits neither 16-bit lane's product: int lanes. */
__attribute__((target("sse4.2"))) void mixed(int n, short *restrict out, const unsigned short *restrict a, const short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:39 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort a_v = vcc_load(vcc_v4_ushort, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t3 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            __m128i t6 = _mm_srai_epi32(t5, 8);
            vcc_v4_short t7 = __builtin_convertvector((vcc_v4_int)t6, vcc_v4_short);
            vcc_store(out + i_vec, t7);
            long t8 = i_vec + 4L;
            vcc_v4_ushort a_v_1 = vcc_load(vcc_v4_ushort, a + t8);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t8);
            __m128i t9 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t10 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t11 = _mm_mullo_epi32(t9, t10);
            __m128i t12 = _mm_srai_epi32(t11, 8);
            vcc_v4_short t13 = __builtin_convertvector((vcc_v4_int)t12, vcc_v4_short);
            vcc_store(out + t8, t13);
            long t14 = i_vec + 8L;
            vcc_v4_ushort a_v_2 = vcc_load(vcc_v4_ushort, a + t14);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t14);
            __m128i t15 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t16 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t17 = _mm_mullo_epi32(t15, t16);
            __m128i t18 = _mm_srai_epi32(t17, 8);
            vcc_v4_short t19 = __builtin_convertvector((vcc_v4_int)t18, vcc_v4_short);
            vcc_store(out + t14, t19);
            long t20 = i_vec + 12L;
            vcc_v4_ushort a_v_3 = vcc_load(vcc_v4_ushort, a + t20);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t20);
            __m128i t21 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t23 = _mm_mullo_epi32(t21, t22);
            __m128i t24 = _mm_srai_epi32(t23, 8);
            vcc_v4_short t25 = __builtin_convertvector((vcc_v4_int)t24, vcc_v4_short);
            vcc_store(out + t20, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v4_ushort a_v_4 = vcc_load(vcc_v4_ushort, a + t29);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t29);
            __m128i t30 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t31 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t32 = _mm_mullo_epi32(t30, t31);
            __m128i t33 = _mm_srai_epi32(t32, 8);
            vcc_v4_short t34 = __builtin_convertvector((vcc_v4_int)t33, vcc_v4_short);
            vcc_store(out + t29, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (short)(((int)a[t35] * (int)b[t35]) >> 8);
    }
}

static void extremes_s16(short *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = -32768;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

static void extremes_u16(unsigned short *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, sizeof(short)), *b = new_array(n, sizeof(short)), *o = new_array(n, sizeof(short));
        unsigned short *ua = new_array(n, sizeof(short)), *ub = new_array(n, sizeof(short));
        unsigned short *uo = new_array(n, sizeof(short));
        FILL(a, n, -32768, 65536);
        FILL(b, n, -32768, 65536);
        FILL(ua, n, 0, 65536);
        FILL(ub, n, 0, 65536);
        extremes_s16(a, n, 1);
        extremes_s16(b, n, 0);
        extremes_u16(ua, n);
        extremes_u16(ub, n);
        printf("n=%d", n);
        q8(n, o, a, b);
        printf(" q8=%llx", HASH(o, n));
        q15(n, o, a, b);
        printf(" q15=%llx", HASH(o, n));
        high_s16(n, o, a, b);
        printf(" hs=%llx", HASH(o, n));
        high_u16(n, uo, ua, ub);
        printf(" hu=%llx", HASH(uo, n));
        shift4_u16(n, uo, ua, ub);
        printf(" s4=%llx", HASH(uo, n));
        mixed(n, o, ua, b);
        printf(" mixed=%llx\n", HASH(o, n));
        free(a), free(b), free(o), free(ua), free(ub), free(uo);
    }
    return 0;
}
