/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 15 */
#include "harness.h"

/* Saturating arithmetic written in C (loopvec/saturate.rs): the exact sum or difference of
   promoted 8/16-bit values, clamped to the narrow type's range, is one saturating instruction
   in narrow lanes (paddusb, psubusw, paddsw...). Clamps that are not exactly the lane type's
   saturation stay computed in int lanes. Inputs include each type's extremes. */

/* min(a + b, 255) as a conditional expression. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t20;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t9 = t7;
            __m128i t10 = t8;
            __m128i t11 = _mm_adds_epu8(t9, t10);
            __m128i t12 = t11;
            _mm_storeu_si128((__m128i *)(c + t6), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t15 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t16 = t14;
            __m128i t17 = t15;
            __m128i t18 = _mm_adds_epu8(t16, t17);
            __m128i t19 = t18;
            _mm_storeu_si128((__m128i *)(c + t13), t19);
            t1 += 32L;
        } while (t1 < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(a + t23));
            __m128i t25 = _mm_loadu_si128((const __m128i *)(b + t23));
            __m128i t26 = t24;
            __m128i t27 = t25;
            __m128i t28 = _mm_adds_epu8(t26, t27);
            __m128i t29 = t28;
            _mm_storeu_si128((__m128i *)(c + t23), t29);
            t2 += 16L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t3 = (int)a[t30] + (int)b[t30];
        unsigned char *t31 = c + t30;
        if (t3 > 255) {
            t3 = 255;
        }
        *t31 = (unsigned char)t3;
    }
}

/* The same as an if statement, the bound written with >=. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_u8_if(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t8 = t6;
            __m128i t9 = t7;
            __m128i t10 = _mm_adds_epu8(t8, t9);
            __m128i t11 = t10;
            _mm_storeu_si128((__m128i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128i t14 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m128i t15 = t13;
            __m128i t16 = t14;
            __m128i t17 = _mm_adds_epu8(t15, t16);
            __m128i t18 = t17;
            _mm_storeu_si128((__m128i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + t22));
            __m128i t24 = _mm_loadu_si128((const __m128i *)(b + t22));
            __m128i t25 = t23;
            __m128i t26 = t24;
            __m128i t27 = _mm_adds_epu8(t25, t26);
            __m128i t28 = t27;
            _mm_storeu_si128((__m128i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int s = (int)a[t29] + (int)b[t29];
        if (s >= 255) {
            s = 255;
        }
        c[t29] = (unsigned char)s;
    }
}

/* max(a - b, 0), the constant on the left of the compare. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void subs_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t20;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t9 = t7;
            __m128i t10 = t8;
            __m128i t11 = _mm_subs_epu8(t9, t10);
            __m128i t12 = t11;
            _mm_storeu_si128((__m128i *)(c + t6), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t15 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t16 = t14;
            __m128i t17 = t15;
            __m128i t18 = _mm_subs_epu8(t16, t17);
            __m128i t19 = t18;
            _mm_storeu_si128((__m128i *)(c + t13), t19);
            t1 += 32L;
        } while (t1 < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(a + t23));
            __m128i t25 = _mm_loadu_si128((const __m128i *)(b + t23));
            __m128i t26 = t24;
            __m128i t27 = t25;
            __m128i t28 = _mm_subs_epu8(t26, t27);
            __m128i t29 = t28;
            _mm_storeu_si128((__m128i *)(c + t23), t29);
            t2 += 16L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t3 = (int)a[t30] - (int)b[t30];
        unsigned char *t31 = c + t30;
        if (0 > t3) {
            t3 = 0;
        }
        *t31 = (unsigned char)t3;
    }
}

/* A constant operand: brighten by 40. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void brighten_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    vcc_no_contract_body
    int t16;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t8 = t7;
            __m128i t9 = _mm_adds_epu8(t8, _mm_set1_epi8((char)40));
            __m128i t10 = t9;
            _mm_storeu_si128((__m128i *)(c + t6), t10);
            long t11 = (long)(int)(t1 + 16L);
            __m128i t12 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i t13 = t12;
            __m128i t14 = _mm_adds_epu8(t13, _mm_set1_epi8((char)40));
            __m128i t15 = t14;
            _mm_storeu_si128((__m128i *)(c + t11), t15);
            t1 += 32L;
        } while (t1 < t5);
        t16 = (int)t5;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long t2 = 0L;
        do {
            long t19 = (long)(int)((long)t16 + t2);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(a + t19));
            __m128i t21 = t20;
            __m128i t22 = _mm_adds_epu8(t21, _mm_set1_epi8((char)40));
            __m128i t23 = t22;
            _mm_storeu_si128((__m128i *)(c + t19), t23);
            t2 += 16L;
        } while (t2 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t3 = (int)a[t24] + 40;
        unsigned char *t25 = c + t24;
        if (t3 >= 255) {
            t3 = 255;
        }
        *t25 = (unsigned char)t3;
    }
}

/* uint16, the clamp as min written with <=. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int t20;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t9 = t7;
            __m256i t10 = t8;
            __m256i t11 = _mm256_adds_epu16(t9, t10);
            __m256i t12 = t11;
            _mm256_storeu_si256((__m256i *)(c + t6), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t16 = t14;
            __m256i t17 = t15;
            __m256i t18 = _mm256_adds_epu16(t16, t17);
            __m256i t19 = t18;
            _mm256_storeu_si256((__m256i *)(c + t13), t19);
            t1 += 32L;
        } while (t1 < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t23));
            __m256i t26 = t24;
            __m256i t27 = t25;
            __m256i t28 = _mm256_adds_epu16(t26, t27);
            __m256i t29 = t28;
            _mm256_storeu_si256((__m256i *)(c + t23), t29);
            t2 += 16L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t3 = (int)a[t30] + (int)b[t30];
        unsigned short *t31 = c + t30;
        if (t3 > 65535) {
            t3 = 65535;
        }
        *t31 = (unsigned short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void subs_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = t6;
            __m256i t9 = t7;
            __m256i t10 = _mm256_subs_epu16(t8, t9);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t15 = t13;
            __m256i t16 = t14;
            __m256i t17 = _mm256_subs_epu16(t15, t16);
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = t23;
            __m256i t26 = t24;
            __m256i t27 = _mm256_subs_epu16(t25, t26);
            __m256i t28 = t27;
            _mm256_storeu_si256((__m256i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int d = (int)a[t29] - (int)b[t29];
        if (d <= 0) {
            d = 0;
        }
        c[t29] = (unsigned short)d;
    }
}

/* int16 clamped at both ends by a nested conditional expression. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t20;
    int i;
    int t32;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t9 = t7;
            __m256i t10 = t8;
            __m256i t11 = _mm256_adds_epi16(t9, t10);
            __m256i t12 = t11;
            _mm256_storeu_si256((__m256i *)(c + t6), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t16 = t14;
            __m256i t17 = t15;
            __m256i t18 = _mm256_adds_epi16(t16, t17);
            __m256i t19 = t18;
            _mm256_storeu_si256((__m256i *)(c + t13), t19);
            t1 += 32L;
        } while (t1 < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t23));
            __m256i t26 = t24;
            __m256i t27 = t25;
            __m256i t28 = _mm256_adds_epi16(t26, t27);
            __m256i t29 = t28;
            _mm256_storeu_si256((__m256i *)(c + t23), t29);
            t2 += 16L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t3 = (int)a[t30] + (int)b[t30];
        short *t31 = c + t30;
        if (t3 > 32767) {
            t32 = 32767;
        } else {
            if (t3 < -32768) {
                t3 = -32768;
            }
            t32 = t3;
        }
        *t31 = (short)t32;
    }
}

/* int16 difference clamped by two if statements, low end first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void subs_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    int t_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = t6;
            __m256i t9 = t7;
            __m256i t10 = _mm256_subs_epi16(t8, t9);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t15 = t13;
            __m256i t16 = t14;
            __m256i t17 = _mm256_subs_epi16(t15, t16);
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = t23;
            __m256i t26 = t24;
            __m256i t27 = _mm256_subs_epi16(t25, t26);
            __m256i t28 = t27;
            _mm256_storeu_si256((__m256i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t = (int)a[t29] - (int)b[t29];
        if (t < -32768) {
            t = -32768;
        }
        if (t > 32767) {
            t_1 = 32767;
        } else {
            t_1 = t;
        }
        c[t29] = (short)t_1;
    }
}

/* int8 at both ends, max inside min. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    int t31;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t8 = t6;
            __m128i t9 = t7;
            __m128i t10 = _mm_adds_epi8(t8, t9);
            __m128i t11 = t10;
            _mm_storeu_si128((__m128i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128i t14 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m128i t15 = t13;
            __m128i t16 = t14;
            __m128i t17 = _mm_adds_epi8(t15, t16);
            __m128i t18 = t17;
            _mm_storeu_si128((__m128i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + t22));
            __m128i t24 = _mm_loadu_si128((const __m128i *)(b + t22));
            __m128i t25 = t23;
            __m128i t26 = t24;
            __m128i t27 = _mm_adds_epi8(t25, t26);
            __m128i t28 = t27;
            _mm_storeu_si128((__m128i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int lo = (int)a[t29] + (int)b[t29];
        if (lo < -128) {
            lo = -128;
        }
        signed char *t30 = c + t29;
        if (lo > 127) {
            t31 = 127;
        } else {
            t31 = lo;
        }
        *t30 = (signed char)t31;
    }
}

/* Not saturations (each computed in int lanes, still exactly): */

/* The bound is not the type's maximum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_250(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t42;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, b + t6);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8));
            __m256i t11 = _mm256_add_epi32(t9, t10);
            __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(250));
            __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(250), t11, 0xCA);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, b + t15);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t17));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32(250));
            __m256i t22 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(250), t20, 0xCA);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t23);
            long t24 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, a + t24);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, b + t24);
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t25));
            __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26));
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_set1_epi32(250));
            __m256i t31 = _mm256_ternarylogic_epi32(t30, _mm256_set1_epi32(250), t29, 0xCA);
            vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t24, t32);
            long t33 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t34 = vcc_load(vcc_v8_uchar, a + t33);
            vcc_v8_uchar t35 = vcc_load(vcc_v8_uchar, b + t33);
            __m256i t36 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t34));
            __m256i t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t35));
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32(250));
            __m256i t40 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(250), t38, 0xCA);
            vcc_v8_uchar t41 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t40, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t33, t41);
            t1 += 32L;
        } while (t1 < t5);
        t42 = (int)t5;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long t2 = 0L;
        do {
            long t45 = (long)(int)((long)t42 + t2);
            vcc_v8_uchar t46 = vcc_load(vcc_v8_uchar, a + t45);
            vcc_v8_uchar t47 = vcc_load(vcc_v8_uchar, b + t45);
            __m256i t48 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t46));
            __m256i t49 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t47));
            __m256i t50 = _mm256_add_epi32(t48, t49);
            __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_set1_epi32(250));
            __m256i t52 = _mm256_ternarylogic_epi32(t51, _mm256_set1_epi32(250), t50, 0xCA);
            vcc_v8_uchar t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t45, t53);
            t2 += 8L;
        } while (t2 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        int t3 = (int)a[t54] + (int)b[t54];
        unsigned char *t55 = c + t54;
        if (t3 > 250) {
            t3 = 250;
        }
        *t55 = (unsigned char)t3;
    }
}

/* int8 clamped at the top only: a negative overflow wraps in the truncation. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void top_only_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t42;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_schar t7 = vcc_load(vcc_v8_schar, a + t6);
            vcc_v8_schar t8 = vcc_load(vcc_v8_schar, b + t6);
            __m256i t9 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t8));
            __m256i t11 = _mm256_add_epi32(t9, t10);
            __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(127));
            __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(127), t11, 0xCA);
            vcc_v8_schar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_schar t16 = vcc_load(vcc_v8_schar, a + t15);
            vcc_v8_schar t17 = vcc_load(vcc_v8_schar, b + t15);
            __m256i t18 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t19 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t17));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32(127));
            __m256i t22 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(127), t20, 0xCA);
            vcc_v8_schar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t15, t23);
            long t24 = (long)(int)(t1 + 16L);
            vcc_v8_schar t25 = vcc_load(vcc_v8_schar, a + t24);
            vcc_v8_schar t26 = vcc_load(vcc_v8_schar, b + t24);
            __m256i t27 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t25));
            __m256i t28 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t26));
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_set1_epi32(127));
            __m256i t31 = _mm256_ternarylogic_epi32(t30, _mm256_set1_epi32(127), t29, 0xCA);
            vcc_v8_schar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t24, t32);
            long t33 = (long)(int)(t1 + 24L);
            vcc_v8_schar t34 = vcc_load(vcc_v8_schar, a + t33);
            vcc_v8_schar t35 = vcc_load(vcc_v8_schar, b + t33);
            __m256i t36 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t34));
            __m256i t37 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t35));
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32(127));
            __m256i t40 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(127), t38, 0xCA);
            vcc_v8_schar t41 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t40, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t33, t41);
            t1 += 32L;
        } while (t1 < t5);
        t42 = (int)t5;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long t2 = 0L;
        do {
            long t45 = (long)(int)((long)t42 + t2);
            vcc_v8_schar t46 = vcc_load(vcc_v8_schar, a + t45);
            vcc_v8_schar t47 = vcc_load(vcc_v8_schar, b + t45);
            __m256i t48 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t46));
            __m256i t49 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t47));
            __m256i t50 = _mm256_add_epi32(t48, t49);
            __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_set1_epi32(127));
            __m256i t52 = _mm256_ternarylogic_epi32(t51, _mm256_set1_epi32(127), t50, 0xCA);
            vcc_v8_schar t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t45, t53);
            t2 += 8L;
        } while (t2 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        int t3 = (int)a[t54] + (int)b[t54];
        signed char *t55 = c + t54;
        if (t3 > 127) {
            t3 = 127;
        }
        *t55 = (signed char)t3;
    }
}

/* Mixed signedness: uint8 + int8 does not fit one 8-bit lane type. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mixed(int n, uint8_t *restrict c, const uint8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t42;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_schar t8 = vcc_load(vcc_v8_schar, b + t6);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t8));
            __m256i t11 = _mm256_add_epi32(t9, t10);
            __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(255));
            __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(255), t11, 0xCA);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_schar t17 = vcc_load(vcc_v8_schar, b + t15);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t19 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t17));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32(255));
            __m256i t22 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(255), t20, 0xCA);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t23);
            long t24 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, a + t24);
            vcc_v8_schar t26 = vcc_load(vcc_v8_schar, b + t24);
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t25));
            __m256i t28 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t26));
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_set1_epi32(255));
            __m256i t31 = _mm256_ternarylogic_epi32(t30, _mm256_set1_epi32(255), t29, 0xCA);
            vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t24, t32);
            long t33 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t34 = vcc_load(vcc_v8_uchar, a + t33);
            vcc_v8_schar t35 = vcc_load(vcc_v8_schar, b + t33);
            __m256i t36 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t34));
            __m256i t37 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t35));
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32(255));
            __m256i t40 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(255), t38, 0xCA);
            vcc_v8_uchar t41 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t40, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t33, t41);
            t1 += 32L;
        } while (t1 < t5);
        t42 = (int)t5;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long t2 = 0L;
        do {
            long t45 = (long)(int)((long)t42 + t2);
            vcc_v8_uchar t46 = vcc_load(vcc_v8_uchar, a + t45);
            vcc_v8_schar t47 = vcc_load(vcc_v8_schar, b + t45);
            __m256i t48 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t46));
            __m256i t49 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t47));
            __m256i t50 = _mm256_add_epi32(t48, t49);
            __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_set1_epi32(255));
            __m256i t52 = _mm256_ternarylogic_epi32(t51, _mm256_set1_epi32(255), t50, 0xCA);
            vcc_v8_uchar t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t45, t53);
            t2 += 8L;
        } while (t2 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        int t3 = (int)a[t54] + (int)b[t54];
        unsigned char *t55 = c + t54;
        if (t3 > 255) {
            t3 = 255;
        }
        *t55 = (unsigned char)t3;
    }
}

/* The sum is also stored: it must exist as an int. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sum_kept(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t42;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, b + t6);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8));
            __m256i t11 = _mm256_add_epi32(t9, t10);
            _mm256_storeu_si256((__m256i *)(s + t6), t11);
            __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(255));
            __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(255), t11, 0xCA);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, b + t15);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t17));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            _mm256_storeu_si256((__m256i *)(s + t15), t20);
            __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32(255));
            __m256i t22 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(255), t20, 0xCA);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t23);
            long t24 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, a + t24);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, b + t24);
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t25));
            __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26));
            __m256i t29 = _mm256_add_epi32(t27, t28);
            _mm256_storeu_si256((__m256i *)(s + t24), t29);
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_set1_epi32(255));
            __m256i t31 = _mm256_ternarylogic_epi32(t30, _mm256_set1_epi32(255), t29, 0xCA);
            vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t24, t32);
            long t33 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t34 = vcc_load(vcc_v8_uchar, a + t33);
            vcc_v8_uchar t35 = vcc_load(vcc_v8_uchar, b + t33);
            __m256i t36 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t34));
            __m256i t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t35));
            __m256i t38 = _mm256_add_epi32(t36, t37);
            _mm256_storeu_si256((__m256i *)(s + t33), t38);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32(255));
            __m256i t40 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(255), t38, 0xCA);
            vcc_v8_uchar t41 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t40, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t33, t41);
            t1 += 32L;
        } while (t1 < t5);
        t42 = (int)t5;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long t2 = 0L;
        do {
            long t45 = (long)(int)((long)t42 + t2);
            vcc_v8_uchar t46 = vcc_load(vcc_v8_uchar, a + t45);
            vcc_v8_uchar t47 = vcc_load(vcc_v8_uchar, b + t45);
            __m256i t48 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t46));
            __m256i t49 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t47));
            __m256i t50 = _mm256_add_epi32(t48, t49);
            _mm256_storeu_si256((__m256i *)(s + t45), t50);
            __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_set1_epi32(255));
            __m256i t52 = _mm256_ternarylogic_epi32(t51, _mm256_set1_epi32(255), t50, 0xCA);
            vcc_v8_uchar t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t45, t53);
            t2 += 8L;
        } while (t2 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        int t3 = (int)a[t54] + (int)b[t54];
        s[t54] = t3;
        unsigned char *t55 = c + t54;
        if (t3 > 255) {
            t3 = 255;
        }
        *t55 = (unsigned char)t3;
    }
}

/* The clamp's branch does more than pick the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void counted(int n, uint8_t *restrict c, int *restrict hits, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t45;
    int i;
    int h;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, a + t5);
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, b + t5);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_add_epi32(t8, t9);
            __m256i t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(255));
            __m256i t12 = _mm256_ternarylogic_epi32(t11, _mm256_set1_epi32(255), t10, 0xCA);
            __m256i t13 = _mm256_ternarylogic_epi32(t11, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t5, t14);
            _mm256_storeu_si256((__m256i *)(hits + t5), t13);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, b + t15);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t17));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32(255));
            __m256i t22 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(255), t20, 0xCA);
            __m256i t23 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t24);
            _mm256_storeu_si256((__m256i *)(hits + t15), t23);
            long t25 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar t27 = vcc_load(vcc_v8_uchar, b + t25);
            __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26));
            __m256i t29 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t27));
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_set1_epi32(255));
            __m256i t32 = _mm256_ternarylogic_epi32(t31, _mm256_set1_epi32(255), t30, 0xCA);
            __m256i t33 = _mm256_ternarylogic_epi32(t31, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            vcc_v8_uchar t34 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t32, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t25, t34);
            _mm256_storeu_si256((__m256i *)(hits + t25), t33);
            long t35 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t36 = vcc_load(vcc_v8_uchar, a + t35);
            vcc_v8_uchar t37 = vcc_load(vcc_v8_uchar, b + t35);
            __m256i t38 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36));
            __m256i t39 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t37));
            __m256i t40 = _mm256_add_epi32(t38, t39);
            __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_set1_epi32(255));
            __m256i t42 = _mm256_ternarylogic_epi32(t41, _mm256_set1_epi32(255), t40, 0xCA);
            __m256i t43 = _mm256_ternarylogic_epi32(t41, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            vcc_v8_uchar t44 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t42, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t35, t44);
            _mm256_storeu_si256((__m256i *)(hits + t35), t43);
            t1 += 32L;
        } while (t1 < t4);
        t45 = (int)t4;
    } else {
        t45 = 0;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        long t47 = t46 & -8L;
        long t2 = 0L;
        do {
            long t48 = (long)(int)((long)t45 + t2);
            vcc_v8_uchar t49 = vcc_load(vcc_v8_uchar, a + t48);
            vcc_v8_uchar t50 = vcc_load(vcc_v8_uchar, b + t48);
            __m256i t51 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t49));
            __m256i t52 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t50));
            __m256i t53 = _mm256_add_epi32(t51, t52);
            __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_set1_epi32(255));
            __m256i t55 = _mm256_ternarylogic_epi32(t54, _mm256_set1_epi32(255), t53, 0xCA);
            __m256i t56 = _mm256_ternarylogic_epi32(t54, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            vcc_v8_uchar t57 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t55, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t48, t57);
            _mm256_storeu_si256((__m256i *)(hits + t48), t56);
            t2 += 8L;
        } while (t2 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        long t58 = (long)i;
        int s = (int)a[t58] + (int)b[t58];
        if (s > 255) {
            s = 255;
            h = 1;
        } else {
            h = 0;
        }
        c[t58] = (unsigned char)s;
        hits[t58] = h;
    }
}

/* The clamped value is stored as an int: not a truncation to the lane's width. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void wide_result(int n, int *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t38;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, b + t6);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8));
            __m256i t11 = _mm256_add_epi32(t9, t10);
            __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(255));
            __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(255), t11, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t6), t13);
            long t14 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t15 = vcc_load(vcc_v8_uchar, a + t14);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, b + t14);
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15));
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t19 = _mm256_add_epi32(t17, t18);
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_set1_epi32(255));
            __m256i t21 = _mm256_ternarylogic_epi32(t20, _mm256_set1_epi32(255), t19, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t14), t21);
            long t22 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t23 = vcc_load(vcc_v8_uchar, a + t22);
            vcc_v8_uchar t24 = vcc_load(vcc_v8_uchar, b + t22);
            __m256i t25 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t23));
            __m256i t26 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t24));
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_set1_epi32(255));
            __m256i t29 = _mm256_ternarylogic_epi32(t28, _mm256_set1_epi32(255), t27, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t22), t29);
            long t30 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t31 = vcc_load(vcc_v8_uchar, a + t30);
            vcc_v8_uchar t32 = vcc_load(vcc_v8_uchar, b + t30);
            __m256i t33 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
            __m256i t34 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t32));
            __m256i t35 = _mm256_add_epi32(t33, t34);
            __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_set1_epi32(255));
            __m256i t37 = _mm256_ternarylogic_epi32(t36, _mm256_set1_epi32(255), t35, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t30), t37);
            t1 += 32L;
        } while (t1 < t5);
        t38 = (int)t5;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 8L) {
        long t40 = t39 & -8L;
        long t2 = 0L;
        do {
            long t41 = (long)(int)((long)t38 + t2);
            vcc_v8_uchar t42 = vcc_load(vcc_v8_uchar, a + t41);
            vcc_v8_uchar t43 = vcc_load(vcc_v8_uchar, b + t41);
            __m256i t44 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t42));
            __m256i t45 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t43));
            __m256i t46 = _mm256_add_epi32(t44, t45);
            __m256i t47 = _mm256_cmpgt_epi32(t46, _mm256_set1_epi32(255));
            __m256i t48 = _mm256_ternarylogic_epi32(t47, _mm256_set1_epi32(255), t46, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t41), t48);
            t2 += 8L;
        } while (t2 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        int t3 = (int)a[t49] + (int)b[t49];
        int *t50 = c + t49;
        if (t3 > 255) {
            t3 = 255;
        }
        *t50 = t3;
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
