/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_flip_epi16(X) _mm_xor_si128((X), _mm_set1_epi16(-32767 - 1))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 16 */
#include "harness.h"

/* Saturating arithmetic written in C (loopvec/saturate.rs): the exact sum or difference of
   promoted 8/16-bit values, clamped to the narrow type's range, is one saturating instruction
   in narrow lanes (paddusb, psubusw, paddsw...). Clamps that are not exactly the lane type's
   saturation stay computed in int lanes. Inputs include each type's extremes. */

/* min(a + b, 255) as a conditional expression. */
__attribute__((target("sse4.2"))) void adds_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_adds_epu8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_adds_epu8(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = _mm_adds_epu8(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + (int)b[t12];
        unsigned char *t13 = c + t12;
        if (t1 > 255) {
            t1 = 255;
        }
        *t13 = (unsigned char)t1;
    }
}

/* The sum converted to unsigned before the clamp (a conversion that keeps its value). */
__attribute__((target("sse4.2"))) void adds_u8_unsigned(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_adds_epu8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_adds_epu8(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = _mm_adds_epu8(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        unsigned int t1 = (unsigned int)((int)a[t12] + (int)b[t12]);
        unsigned char *t13 = c + t12;
        if (t1 > 255U) {
            t1 = 255U;
        }
        *t13 = (unsigned char)t1;
    }
}

/* The same as an if statement, the bound written with >=. */
__attribute__((target("sse4.2"))) void adds_u8_if(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i s_v = _mm_adds_epu8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), s_v);
            long t3 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t3));
            __m128i s_v_1 = _mm_adds_epu8(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t3), s_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t7 = (long)t4 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i s_v_2 = _mm_adds_epu8(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t7), s_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t6);
        i = (int)((long)t4 + t6);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int s = (int)a[t8] + (int)b[t8];
        if (s >= 255) {
            s = 255;
        }
        c[t8] = (unsigned char)s;
    }
}

/* max(a - b, 0), the constant on the left of the compare. */
__attribute__((target("sse4.2"))) void subs_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:37 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_subs_epu8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_subs_epu8(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:37 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = _mm_subs_epu8(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] - (int)b[t12];
        unsigned char *t13 = c + t12;
        if (0 > t1) {
            t1 = 0;
        }
        *t13 = (unsigned char)t1;
    }
}

/* A constant operand: brighten by 40. */
__attribute__((target("sse4.2"))) void brighten_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:45 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t4 = _mm_adds_epu8(a_v, _mm_set1_epi8((char)40));
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t6 = _mm_adds_epu8(a_v_1, _mm_set1_epi8((char)40));
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:45 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i t11 = _mm_adds_epu8(a_v_2, _mm_set1_epi8((char)40));
            _mm_storeu_si128((__m128i *)(c + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + 40;
        unsigned char *t13 = c + t12;
        if (t1 >= 255) {
            t1 = 255;
        }
        *t13 = (unsigned char)t1;
    }
}

/* uint16, the clamp as min written with <=. */
__attribute__((target("sse4.2"))) void adds_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:53 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_adds_epu16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_adds_epu16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            long t7 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = _mm_adds_epu16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t7), t8);
            long t9 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = _mm_adds_epu16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t9), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:53 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_adds_epu16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t1 = (int)a[t16] + (int)b[t16];
        unsigned short *t17 = c + t16;
        if (t1 > 65535) {
            t1 = 65535;
        }
        *t17 = (unsigned short)t1;
    }
}

__attribute__((target("sse4.2"))) void subs_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:60 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i d_v = _mm_subs_epu16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), d_v);
            long t3 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t3));
            __m128i d_v_1 = _mm_subs_epu16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t3), d_v_1);
            long t4 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i d_v_2 = _mm_subs_epu16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t4), d_v_2);
            long t5 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i d_v_3 = _mm_subs_epu16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t5), d_v_3);
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
        /* vcc: loop at saturate.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i d_v_4 = _mm_subs_epu16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t9), d_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int d = (int)a[t10] - (int)b[t10];
        if (d <= 0) {
            d = 0;
        }
        c[t10] = (unsigned short)d;
    }
}

/* int16 clamped at both ends by a nested conditional expression. */
__attribute__((target("sse4.2"))) void adds_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t11;
    int i;
    int t18;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:70 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_adds_epi16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_adds_epi16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            long t7 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = _mm_adds_epi16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t7), t8);
            long t9 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = _mm_adds_epi16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t9), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:70 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_adds_epi16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t1 = (int)a[t16] + (int)b[t16];
        short *t17 = c + t16;
        if (t1 > 32767) {
            t18 = 32767;
        } else {
            if (t1 < -32768) {
                t1 = -32768;
            }
            t18 = t1;
        }
        *t17 = (short)t18;
    }
}

/* int16 difference clamped by two if statements, low end first. */
__attribute__((target("sse4.2"))) void subs_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t6;
    int i;
    int t_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:78 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t_v = _mm_subs_epi16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t_v);
            long t3 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t3));
            __m128i t_v_1 = _mm_subs_epi16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t3), t_v_1);
            long t4 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t_v_2 = _mm_subs_epi16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t4), t_v_2);
            long t5 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t_v_3 = _mm_subs_epi16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t5), t_v_3);
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
        /* vcc: loop at saturate.c:78 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t_v_4 = _mm_subs_epi16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t9), t_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t = (int)a[t10] - (int)b[t10];
        if (t < -32768) {
            t = -32768;
        }
        if (t > 32767) {
            t_1 = 32767;
        } else {
            t_1 = t;
        }
        c[t10] = (short)t_1;
    }
}

/* int8 at both ends, max inside min. */
__attribute__((target("sse4.2"))) void adds_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t6;
    int i;
    int t13;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:90 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_adds_epi8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t3);
            long t4 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_adds_epi8(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t4), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:90 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = _mm_adds_epi8(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int lo = (int)a[t11] + (int)b[t11];
        if (lo < -128) {
            lo = -128;
        }
        signed char *t12 = c + t11;
        if (lo > 127) {
            t13 = 127;
        } else {
            t13 = lo;
        }
        *t12 = (signed char)t13;
    }
}

/* Not saturations (each computed in int lanes, still exactly): */

/* The bound is not the type's maximum. */
__attribute__((target("sse4.2"))) void clamp_250(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t27;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:101 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i s_v = _mm_add_epi16(t4, t5);
            __m128i t6 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(s_v), vcc_sse_flip_epi16(_mm_set1_epi16((short)250)));
            __m128i t7 = _mm_blendv_epi8(s_v, _mm_set1_epi16((short)250), t6);
            vcc_v8_uchar t8 = __builtin_convertvector((vcc_v8_ushort)t7, vcc_v8_uchar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t9);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t9);
            __m128i t10 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t11 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i s_v_1 = _mm_add_epi16(t10, t11);
            __m128i t12 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(s_v_1), vcc_sse_flip_epi16(_mm_set1_epi16((short)250)));
            __m128i t13 = _mm_blendv_epi8(s_v_1, _mm_set1_epi16((short)250), t12);
            vcc_v8_uchar t14 = __builtin_convertvector((vcc_v8_ushort)t13, vcc_v8_uchar);
            vcc_store(c + t9, t14);
            long t15 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t15);
            __m128i t16 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t17 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i s_v_2 = _mm_add_epi16(t16, t17);
            __m128i t18 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(s_v_2), vcc_sse_flip_epi16(_mm_set1_epi16((short)250)));
            __m128i t19 = _mm_blendv_epi8(s_v_2, _mm_set1_epi16((short)250), t18);
            vcc_v8_uchar t20 = __builtin_convertvector((vcc_v8_ushort)t19, vcc_v8_uchar);
            vcc_store(c + t15, t20);
            long t21 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t21);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t21);
            __m128i t22 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t23 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i s_v_3 = _mm_add_epi16(t22, t23);
            __m128i t24 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(s_v_3), vcc_sse_flip_epi16(_mm_set1_epi16((short)250)));
            __m128i t25 = _mm_blendv_epi8(s_v_3, _mm_set1_epi16((short)250), t24);
            vcc_v8_uchar t26 = __builtin_convertvector((vcc_v8_ushort)t25, vcc_v8_uchar);
            vcc_store(c + t21, t26);
            i_vec += 32L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:101 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t30);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t30);
            __m128i t31 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t32 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i s_v_4 = _mm_add_epi16(t31, t32);
            __m128i t33 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(s_v_4), vcc_sse_flip_epi16(_mm_set1_epi16((short)250)));
            __m128i t34 = _mm_blendv_epi8(s_v_4, _mm_set1_epi16((short)250), t33);
            vcc_v8_uchar t35 = __builtin_convertvector((vcc_v8_ushort)t34, vcc_v8_uchar);
            vcc_store(c + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t1 = (int)a[t36] + (int)b[t36];
        unsigned char *t37 = c + t36;
        if (t1 > 250) {
            t1 = 250;
        }
        *t37 = (unsigned char)t1;
    }
}

/* int8 clamped at the top only: a negative overflow wraps in the truncation. */
__attribute__((target("sse4.2"))) void top_only_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t27;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            __m128i t4 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i t_v = _mm_add_epi16(t4, t5);
            __m128i t6 = _mm_cmpgt_epi16(t_v, _mm_set1_epi16((short)127));
            __m128i t7 = _mm_blendv_epi8(t_v, _mm_set1_epi16((short)127), t6);
            vcc_v8_schar t8 = __builtin_convertvector((vcc_v8_short)t7, vcc_v8_schar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + t9);
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t9);
            __m128i t10 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t11 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t_v_1 = _mm_add_epi16(t10, t11);
            __m128i t12 = _mm_cmpgt_epi16(t_v_1, _mm_set1_epi16((short)127));
            __m128i t13 = _mm_blendv_epi8(t_v_1, _mm_set1_epi16((short)127), t12);
            vcc_v8_schar t14 = __builtin_convertvector((vcc_v8_short)t13, vcc_v8_schar);
            vcc_store(c + t9, t14);
            long t15 = i_vec + 16L;
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + t15);
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t15);
            __m128i t16 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t17 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t_v_2 = _mm_add_epi16(t16, t17);
            __m128i t18 = _mm_cmpgt_epi16(t_v_2, _mm_set1_epi16((short)127));
            __m128i t19 = _mm_blendv_epi8(t_v_2, _mm_set1_epi16((short)127), t18);
            vcc_v8_schar t20 = __builtin_convertvector((vcc_v8_short)t19, vcc_v8_schar);
            vcc_store(c + t15, t20);
            long t21 = i_vec + 24L;
            vcc_v8_schar a_v_3 = vcc_load(vcc_v8_schar, a + t21);
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t21);
            __m128i t22 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t23 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t_v_3 = _mm_add_epi16(t22, t23);
            __m128i t24 = _mm_cmpgt_epi16(t_v_3, _mm_set1_epi16((short)127));
            __m128i t25 = _mm_blendv_epi8(t_v_3, _mm_set1_epi16((short)127), t24);
            vcc_v8_schar t26 = __builtin_convertvector((vcc_v8_short)t25, vcc_v8_schar);
            vcc_store(c + t21, t26);
            i_vec += 32L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            vcc_v8_schar a_v_4 = vcc_load(vcc_v8_schar, a + t30);
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t30);
            __m128i t31 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t32 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t_v_4 = _mm_add_epi16(t31, t32);
            __m128i t33 = _mm_cmpgt_epi16(t_v_4, _mm_set1_epi16((short)127));
            __m128i t34 = _mm_blendv_epi8(t_v_4, _mm_set1_epi16((short)127), t33);
            vcc_v8_schar t35 = __builtin_convertvector((vcc_v8_short)t34, vcc_v8_schar);
            vcc_store(c + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t1 = (int)a[t36] + (int)b[t36];
        signed char *t37 = c + t36;
        if (t1 > 127) {
            t1 = 127;
        }
        *t37 = (signed char)t1;
    }
}

/* Mixed signedness: uint8 + int8 does not fit one 8-bit lane type. */
__attribute__((target("sse4.2"))) void mixed(int n, uint8_t *restrict c, const uint8_t *restrict a, const int8_t *restrict b) {
    int t27;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:117 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i s_v = _mm_add_epi16(t4, t5);
            __m128i t6 = _mm_cmpgt_epi16(s_v, _mm_set1_epi16((short)255));
            __m128i t7 = _mm_blendv_epi8(s_v, _mm_set1_epi16((short)255), t6);
            vcc_v8_uchar t8 = __builtin_convertvector((vcc_v8_short)t7, vcc_v8_uchar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t9);
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t9);
            __m128i t10 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t11 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i s_v_1 = _mm_add_epi16(t10, t11);
            __m128i t12 = _mm_cmpgt_epi16(s_v_1, _mm_set1_epi16((short)255));
            __m128i t13 = _mm_blendv_epi8(s_v_1, _mm_set1_epi16((short)255), t12);
            vcc_v8_uchar t14 = __builtin_convertvector((vcc_v8_short)t13, vcc_v8_uchar);
            vcc_store(c + t9, t14);
            long t15 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t15);
            __m128i t16 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t17 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i s_v_2 = _mm_add_epi16(t16, t17);
            __m128i t18 = _mm_cmpgt_epi16(s_v_2, _mm_set1_epi16((short)255));
            __m128i t19 = _mm_blendv_epi8(s_v_2, _mm_set1_epi16((short)255), t18);
            vcc_v8_uchar t20 = __builtin_convertvector((vcc_v8_short)t19, vcc_v8_uchar);
            vcc_store(c + t15, t20);
            long t21 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t21);
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t21);
            __m128i t22 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t23 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i s_v_3 = _mm_add_epi16(t22, t23);
            __m128i t24 = _mm_cmpgt_epi16(s_v_3, _mm_set1_epi16((short)255));
            __m128i t25 = _mm_blendv_epi8(s_v_3, _mm_set1_epi16((short)255), t24);
            vcc_v8_uchar t26 = __builtin_convertvector((vcc_v8_short)t25, vcc_v8_uchar);
            vcc_store(c + t21, t26);
            i_vec += 32L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:117 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t30);
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t30);
            __m128i t31 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t32 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i s_v_4 = _mm_add_epi16(t31, t32);
            __m128i t33 = _mm_cmpgt_epi16(s_v_4, _mm_set1_epi16((short)255));
            __m128i t34 = _mm_blendv_epi8(s_v_4, _mm_set1_epi16((short)255), t33);
            vcc_v8_uchar t35 = __builtin_convertvector((vcc_v8_short)t34, vcc_v8_uchar);
            vcc_store(c + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t1 = (int)a[t36] + (int)b[t36];
        unsigned char *t37 = c + t36;
        if (t1 > 255) {
            t1 = 255;
        }
        *t37 = (unsigned char)t1;
    }
}

/* The sum is also stored: it must exist as an int. */
__attribute__((target("sse4.2"))) void sum_kept(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t27;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:125 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
            __m128i t4 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v));
            __m128i t5 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v));
            __m128i t_v = _mm_add_epi32(t4, t5);
            _mm_storeu_si128((__m128i *)(s + i_vec), t_v);
            __m128i t6 = _mm_cmpgt_epi32(t_v, _mm_set1_epi32(255));
            __m128i t7 = _mm_blendv_epi8(t_v, _mm_set1_epi32(255), t6);
            vcc_v4_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_uchar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 4L;
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + t9);
            vcc_v4_uchar b_v_1 = vcc_load(vcc_v4_uchar, b + t9);
            __m128i t10 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_1));
            __m128i t11 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_1));
            __m128i t_v_1 = _mm_add_epi32(t10, t11);
            _mm_storeu_si128((__m128i *)(s + t9), t_v_1);
            __m128i t12 = _mm_cmpgt_epi32(t_v_1, _mm_set1_epi32(255));
            __m128i t13 = _mm_blendv_epi8(t_v_1, _mm_set1_epi32(255), t12);
            vcc_v4_uchar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t13, vcc_v4_short), vcc_v4_uchar);
            vcc_store(c + t9, t14);
            long t15 = i_vec + 8L;
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + t15);
            vcc_v4_uchar b_v_2 = vcc_load(vcc_v4_uchar, b + t15);
            __m128i t16 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_2));
            __m128i t17 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_2));
            __m128i t_v_2 = _mm_add_epi32(t16, t17);
            _mm_storeu_si128((__m128i *)(s + t15), t_v_2);
            __m128i t18 = _mm_cmpgt_epi32(t_v_2, _mm_set1_epi32(255));
            __m128i t19 = _mm_blendv_epi8(t_v_2, _mm_set1_epi32(255), t18);
            vcc_v4_uchar t20 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t19, vcc_v4_short), vcc_v4_uchar);
            vcc_store(c + t15, t20);
            long t21 = i_vec + 12L;
            vcc_v4_uchar a_v_3 = vcc_load(vcc_v4_uchar, a + t21);
            vcc_v4_uchar b_v_3 = vcc_load(vcc_v4_uchar, b + t21);
            __m128i t22 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_3));
            __m128i t23 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_3));
            __m128i t_v_3 = _mm_add_epi32(t22, t23);
            _mm_storeu_si128((__m128i *)(s + t21), t_v_3);
            __m128i t24 = _mm_cmpgt_epi32(t_v_3, _mm_set1_epi32(255));
            __m128i t25 = _mm_blendv_epi8(t_v_3, _mm_set1_epi32(255), t24);
            vcc_v4_uchar t26 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t25, vcc_v4_short), vcc_v4_uchar);
            vcc_store(c + t21, t26);
            i_vec += 16L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:125 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            vcc_v4_uchar a_v_4 = vcc_load(vcc_v4_uchar, a + t30);
            vcc_v4_uchar b_v_4 = vcc_load(vcc_v4_uchar, b + t30);
            __m128i t31 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_4));
            __m128i t32 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_4));
            __m128i t_v_4 = _mm_add_epi32(t31, t32);
            _mm_storeu_si128((__m128i *)(s + t30), t_v_4);
            __m128i t33 = _mm_cmpgt_epi32(t_v_4, _mm_set1_epi32(255));
            __m128i t34 = _mm_blendv_epi8(t_v_4, _mm_set1_epi32(255), t33);
            vcc_v4_uchar t35 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t34, vcc_v4_short), vcc_v4_uchar);
            vcc_store(c + t30, t35);
            i_vec_1 += 4L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t1 = (int)a[t36] + (int)b[t36];
        s[t36] = t1;
        unsigned char *t37 = c + t36;
        if (t1 > 255) {
            t1 = 255;
        }
        *t37 = (unsigned char)t1;
    }
}

/* The clamp's branch does more than pick the bound. */
__attribute__((target("sse4.2"))) void counted(int n, uint8_t *restrict c, int *restrict hits, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t22;
    int i;
    int h;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:134 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
            vcc_v4_ushort t3 = __builtin_convertvector(a_v, vcc_v4_ushort);
            vcc_v4_ushort t4 = __builtin_convertvector(b_v, vcc_v4_ushort);
            vcc_v4_ushort s_v = t3 + t4;
            __m128i t5 = (__m128i)__builtin_convertvector(s_v > (vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m4);
            vcc_v4_ushort s_v_1 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t5, vcc_v4_short), ((vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v);
            __m128i h_v = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(1)); });
            vcc_v4_uchar t6 = __builtin_convertvector(s_v_1, vcc_v4_uchar);
            vcc_store(c + i_vec, t6);
            _mm_storeu_si128((__m128i *)(hits + i_vec), h_v);
            long t7 = i_vec + 4L;
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + t7);
            vcc_v4_uchar b_v_1 = vcc_load(vcc_v4_uchar, b + t7);
            vcc_v4_ushort t8 = __builtin_convertvector(a_v_1, vcc_v4_ushort);
            vcc_v4_ushort t9 = __builtin_convertvector(b_v_1, vcc_v4_ushort);
            vcc_v4_ushort s_v_2 = t8 + t9;
            __m128i t10 = (__m128i)__builtin_convertvector(s_v_2 > (vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m4);
            vcc_v4_ushort s_v_3 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t10, vcc_v4_short), ((vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v_2);
            __m128i h_v_1 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t10, _mm_set1_epi32(1)); });
            vcc_v4_uchar t11 = __builtin_convertvector(s_v_3, vcc_v4_uchar);
            vcc_store(c + t7, t11);
            _mm_storeu_si128((__m128i *)(hits + t7), h_v_1);
            long t12 = i_vec + 8L;
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + t12);
            vcc_v4_uchar b_v_2 = vcc_load(vcc_v4_uchar, b + t12);
            vcc_v4_ushort t13 = __builtin_convertvector(a_v_2, vcc_v4_ushort);
            vcc_v4_ushort t14 = __builtin_convertvector(b_v_2, vcc_v4_ushort);
            vcc_v4_ushort s_v_4 = t13 + t14;
            __m128i t15 = (__m128i)__builtin_convertvector(s_v_4 > (vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m4);
            vcc_v4_ushort s_v_5 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t15, vcc_v4_short), ((vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v_4);
            __m128i h_v_2 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, _mm_set1_epi32(1)); });
            vcc_v4_uchar t16 = __builtin_convertvector(s_v_5, vcc_v4_uchar);
            vcc_store(c + t12, t16);
            _mm_storeu_si128((__m128i *)(hits + t12), h_v_2);
            long t17 = i_vec + 12L;
            vcc_v4_uchar a_v_3 = vcc_load(vcc_v4_uchar, a + t17);
            vcc_v4_uchar b_v_3 = vcc_load(vcc_v4_uchar, b + t17);
            vcc_v4_ushort t18 = __builtin_convertvector(a_v_3, vcc_v4_ushort);
            vcc_v4_ushort t19 = __builtin_convertvector(b_v_3, vcc_v4_ushort);
            vcc_v4_ushort s_v_6 = t18 + t19;
            __m128i t20 = (__m128i)__builtin_convertvector(s_v_6 > (vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m4);
            vcc_v4_ushort s_v_7 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t20, vcc_v4_short), ((vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v_6);
            __m128i h_v_3 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, _mm_set1_epi32(1)); });
            vcc_v4_uchar t21 = __builtin_convertvector(s_v_7, vcc_v4_uchar);
            vcc_store(c + t17, t21);
            _mm_storeu_si128((__m128i *)(hits + t17), h_v_3);
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
        /* vcc: loop at saturate.c:134 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_uchar a_v_4 = vcc_load(vcc_v4_uchar, a + t25);
            vcc_v4_uchar b_v_4 = vcc_load(vcc_v4_uchar, b + t25);
            vcc_v4_ushort t26 = __builtin_convertvector(a_v_4, vcc_v4_ushort);
            vcc_v4_ushort t27 = __builtin_convertvector(b_v_4, vcc_v4_ushort);
            vcc_v4_ushort s_v_8 = t26 + t27;
            __m128i t28 = (__m128i)__builtin_convertvector(s_v_8 > (vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m4);
            vcc_v4_ushort s_v_9 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t28, vcc_v4_short), ((vcc_v4_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v_8);
            __m128i h_v_4 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(1)); });
            vcc_v4_uchar t29 = __builtin_convertvector(s_v_9, vcc_v4_uchar);
            vcc_store(c + t25, t29);
            _mm_storeu_si128((__m128i *)(hits + t25), h_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int s = (int)a[t30] + (int)b[t30];
        if (s > 255) {
            s = 255;
            h = 1;
        } else {
            h = 0;
        }
        c[t30] = (unsigned char)s;
        hits[t30] = h;
    }
}

/* The clamped value is stored as an int: not a truncation to the lane's width. */
__attribute__((target("sse4.2"))) void wide_result(int n, int *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t23;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:148 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
            __m128i t4 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v));
            __m128i t5 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v));
            __m128i s_v = _mm_add_epi32(t4, t5);
            __m128i t6 = _mm_cmpgt_epi32(s_v, _mm_set1_epi32(255));
            __m128i t7 = _mm_blendv_epi8(s_v, _mm_set1_epi32(255), t6);
            _mm_storeu_si128((__m128i *)(c + i_vec), t7);
            long t8 = i_vec + 4L;
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + t8);
            vcc_v4_uchar b_v_1 = vcc_load(vcc_v4_uchar, b + t8);
            __m128i t9 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_1));
            __m128i t10 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_1));
            __m128i s_v_1 = _mm_add_epi32(t9, t10);
            __m128i t11 = _mm_cmpgt_epi32(s_v_1, _mm_set1_epi32(255));
            __m128i t12 = _mm_blendv_epi8(s_v_1, _mm_set1_epi32(255), t11);
            _mm_storeu_si128((__m128i *)(c + t8), t12);
            long t13 = i_vec + 8L;
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + t13);
            vcc_v4_uchar b_v_2 = vcc_load(vcc_v4_uchar, b + t13);
            __m128i t14 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_2));
            __m128i t15 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_2));
            __m128i s_v_2 = _mm_add_epi32(t14, t15);
            __m128i t16 = _mm_cmpgt_epi32(s_v_2, _mm_set1_epi32(255));
            __m128i t17 = _mm_blendv_epi8(s_v_2, _mm_set1_epi32(255), t16);
            _mm_storeu_si128((__m128i *)(c + t13), t17);
            long t18 = i_vec + 12L;
            vcc_v4_uchar a_v_3 = vcc_load(vcc_v4_uchar, a + t18);
            vcc_v4_uchar b_v_3 = vcc_load(vcc_v4_uchar, b + t18);
            __m128i t19 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_3));
            __m128i t20 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_3));
            __m128i s_v_3 = _mm_add_epi32(t19, t20);
            __m128i t21 = _mm_cmpgt_epi32(s_v_3, _mm_set1_epi32(255));
            __m128i t22 = _mm_blendv_epi8(s_v_3, _mm_set1_epi32(255), t21);
            _mm_storeu_si128((__m128i *)(c + t18), t22);
            i_vec += 16L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:148 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            vcc_v4_uchar a_v_4 = vcc_load(vcc_v4_uchar, a + t26);
            vcc_v4_uchar b_v_4 = vcc_load(vcc_v4_uchar, b + t26);
            __m128i t27 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_4));
            __m128i t28 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v_4));
            __m128i s_v_4 = _mm_add_epi32(t27, t28);
            __m128i t29 = _mm_cmpgt_epi32(s_v_4, _mm_set1_epi32(255));
            __m128i t30 = _mm_blendv_epi8(s_v_4, _mm_set1_epi32(255), t29);
            _mm_storeu_si128((__m128i *)(c + t26), t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t1 = (int)a[t31] + (int)b[t31];
        int *t32 = c + t31;
        if (t1 > 255) {
            t1 = 255;
        }
        *t32 = t1;
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
    if (n > 2) p[2] = first ? -128 : 127;
}

static void extremes_u16(uint16_t *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

static void extremes_i16(int16_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = first ? -32768 : 32767;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1), *sc = new_array(n, 1);
        uint16_t *wa = new_array(n, 2), *wb = new_array(n, 2), *wc = new_array(n, 2);
        int16_t *ha = new_array(n, 2), *hb = new_array(n, 2), *hc = new_array(n, 2);
        int *s = new_array(n, sizeof(int)), *h = new_array(n, sizeof(int));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(wa, n, 0, 65536);
        FILL(wb, n, 0, 65536);
        FILL(ha, n, -32768, 65536);
        FILL(hb, n, -32768, 65536);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        extremes_u16(wa, n);
        extremes_u16(wb, n);
        extremes_i16(ha, n, 1);
        extremes_i16(hb, n, 1);
        printf("n=%d", n);
        adds_u8(n, c, a, b);
        printf(" addu8=%llx", HASH(c, n));
        adds_u8_unsigned(n, c, a, b);
        printf(" addu8u=%llx", HASH(c, n));
        adds_u8_if(n, c, a, b);
        printf(" addu8if=%llx", HASH(c, n));
        subs_u8(n, c, a, b);
        printf(" subu8=%llx", HASH(c, n));
        brighten_u8(n, c, a);
        printf(" bright=%llx", HASH(c, n));
        adds_u16(n, wc, wa, wb);
        printf(" addu16=%llx", HASH(wc, n));
        subs_u16(n, wc, wa, wb);
        printf(" subu16=%llx", HASH(wc, n));
        adds_i16(n, hc, ha, hb);
        printf(" addi16=%llx", HASH(hc, n));
        subs_i16(n, hc, ha, hb);
        printf(" subi16=%llx", HASH(hc, n));
        adds_i8(n, sc, sa, sb);
        printf(" addi8=%llx", HASH(sc, n));
        clamp_250(n, c, a, b);
        printf(" c250=%llx", HASH(c, n));
        top_only_i8(n, sc, sa, sb);
        printf(" top=%llx", HASH(sc, n));
        mixed(n, c, a, sb);
        printf(" mixed=%llx", HASH(c, n));
        sum_kept(n, c, s, a, b);
        printf(" kept=%llx/%llx", HASH(c, n), HASH(s, n));
        counted(n, c, h, a, b);
        printf(" counted=%llx/%llx", HASH(c, n), HASH(h, n));
        wide_result(n, s, a, b);
        printf(" wide=%llx\n", HASH(s, n));
        free(a), free(b), free(c), free(sa), free(sb), free(sc), free(wa), free(wb), free(wc);
        free(ha), free(hb), free(hc), free(s), free(h);
    }
    return 0;
}
