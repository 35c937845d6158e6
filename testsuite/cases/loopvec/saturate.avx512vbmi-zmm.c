/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 16 */
#include "harness.h"

/* Saturating arithmetic written in C (loopvec/saturate.rs): the exact sum or difference of
   promoted 8/16-bit values, clamped to the narrow type's range, is one saturating instruction
   in narrow lanes (paddusb, psubusw, paddsw...). Clamps that are not exactly the lane type's
   saturation stay computed in int lanes. Inputs include each type's extremes. */

/* min(a + b, 255) as a conditional expression. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void adds_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void adds_u8_unsigned(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void adds_u8_if(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void subs_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void brighten_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void adds_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:53 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_adds_epu16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_adds_epu16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t5), t6);
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
        /* vcc: loop at saturate.c:53 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t11 = _mm256_adds_epu16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + (int)b[t12];
        unsigned short *t13 = c + t12;
        if (t1 > 65535) {
            t1 = 65535;
        }
        *t13 = (unsigned short)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void subs_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:60 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i d_v = _mm256_subs_epu16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), d_v);
            long t3 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i d_v_1 = _mm256_subs_epu16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t3), d_v_1);
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
        /* vcc: loop at saturate.c:60 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t7 = (long)t4 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i d_v_2 = _mm256_subs_epu16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t7), d_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t6);
        i = (int)((long)t4 + t6);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int d = (int)a[t8] - (int)b[t8];
        if (d <= 0) {
            d = 0;
        }
        c[t8] = (unsigned short)d;
    }
}

/* int16 clamped at both ends by a nested conditional expression. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void adds_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t7;
    int i;
    int t14;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:70 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_adds_epi16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_adds_epi16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t5), t6);
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
        /* vcc: loop at saturate.c:70 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t11 = _mm256_adds_epi16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + (int)b[t12];
        short *t13 = c + t12;
        if (t1 > 32767) {
            t14 = 32767;
        } else {
            if (t1 < -32768) {
                t1 = -32768;
            }
            t14 = t1;
        }
        *t13 = (short)t14;
    }
}

/* int16 difference clamped by two if statements, low end first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void subs_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t4;
    int i;
    int t_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:78 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t_v = _mm256_subs_epi16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t_v);
            long t3 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t_v_1 = _mm256_subs_epi16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t3), t_v_1);
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
        /* vcc: loop at saturate.c:78 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t7 = (long)t4 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t_v_2 = _mm256_subs_epi16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t7), t_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t6);
        i = (int)((long)t4 + t6);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t = (int)a[t8] - (int)b[t8];
        if (t < -32768) {
            t = -32768;
        }
        if (t > 32767) {
            t_1 = 32767;
        } else {
            t_1 = t;
        }
        c[t8] = (short)t_1;
    }
}

/* int8 at both ends, max inside min. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void adds_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_250(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:101 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t4 = _mm256_cvtepu8_epi16(a_v);
            __m256i t5 = _mm256_cvtepu8_epi16(b_v);
            __m256i s_v = _mm256_add_epi16(t4, t5);
            __mmask16 t6 = _mm256_cmp_epu16_mask(s_v, _mm256_set1_epi16((short)250), _MM_CMPINT_NLE);
            __m256i t7 = _mm256_mask_blend_epi16(t6, s_v, _mm256_set1_epi16((short)250));
            __m128i t8 = _mm256_cvtepi16_epi8(t7);
            _mm_storeu_si128((__m128i *)(c + i_vec), t8);
            long t9 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m256i t10 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t11 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i s_v_1 = _mm256_add_epi16(t10, t11);
            __mmask16 t12 = _mm256_cmp_epu16_mask(s_v_1, _mm256_set1_epi16((short)250), _MM_CMPINT_NLE);
            __m256i t13 = _mm256_mask_blend_epi16(t12, s_v_1, _mm256_set1_epi16((short)250));
            __m128i t14 = _mm256_cvtepi16_epi8(t13);
            _mm_storeu_si128((__m128i *)(c + t9), t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:101 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t18));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m256i t19 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t20 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i s_v_2 = _mm256_add_epi16(t19, t20);
            __mmask16 t21 = _mm256_cmp_epu16_mask(s_v_2, _mm256_set1_epi16((short)250), _MM_CMPINT_NLE);
            __m256i t22 = _mm256_mask_blend_epi16(t21, s_v_2, _mm256_set1_epi16((short)250));
            __m128i t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(c + t18), t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t1 = (int)a[t24] + (int)b[t24];
        unsigned char *t25 = c + t24;
        if (t1 > 250) {
            t1 = 250;
        }
        *t25 = (unsigned char)t1;
    }
}

/* int8 clamped at the top only: a negative overflow wraps in the truncation. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void top_only_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:109 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t4 = _mm256_cvtepi8_epi16(a_v);
            __m256i t5 = _mm256_cvtepi8_epi16(b_v);
            __m256i t_v = _mm256_add_epi16(t4, t5);
            __mmask16 t6 = _mm256_cmp_epi16_mask(t_v, _mm256_set1_epi16((short)127), _MM_CMPINT_NLE);
            __m256i t7 = _mm256_mask_blend_epi16(t6, t_v, _mm256_set1_epi16((short)127));
            __m128i t8 = _mm256_cvtepi16_epi8(t7);
            _mm_storeu_si128((__m128i *)(c + i_vec), t8);
            long t9 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m256i t10 = _mm256_cvtepi8_epi16(a_v_1);
            __m256i t11 = _mm256_cvtepi8_epi16(b_v_1);
            __m256i t_v_1 = _mm256_add_epi16(t10, t11);
            __mmask16 t12 = _mm256_cmp_epi16_mask(t_v_1, _mm256_set1_epi16((short)127), _MM_CMPINT_NLE);
            __m256i t13 = _mm256_mask_blend_epi16(t12, t_v_1, _mm256_set1_epi16((short)127));
            __m128i t14 = _mm256_cvtepi16_epi8(t13);
            _mm_storeu_si128((__m128i *)(c + t9), t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t18));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m256i t19 = _mm256_cvtepi8_epi16(a_v_2);
            __m256i t20 = _mm256_cvtepi8_epi16(b_v_2);
            __m256i t_v_2 = _mm256_add_epi16(t19, t20);
            __mmask16 t21 = _mm256_cmp_epi16_mask(t_v_2, _mm256_set1_epi16((short)127), _MM_CMPINT_NLE);
            __m256i t22 = _mm256_mask_blend_epi16(t21, t_v_2, _mm256_set1_epi16((short)127));
            __m128i t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(c + t18), t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t1 = (int)a[t24] + (int)b[t24];
        signed char *t25 = c + t24;
        if (t1 > 127) {
            t1 = 127;
        }
        *t25 = (signed char)t1;
    }
}

/* Mixed signedness: uint8 + int8 does not fit one 8-bit lane type. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mixed(int n, uint8_t *restrict c, const uint8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:117 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t4 = _mm256_cvtepu8_epi16(a_v);
            __m256i t5 = _mm256_cvtepi8_epi16(b_v);
            __m256i s_v = _mm256_add_epi16(t4, t5);
            __mmask16 t6 = _mm256_cmp_epi16_mask(s_v, _mm256_set1_epi16((short)255), _MM_CMPINT_NLE);
            __m256i t7 = _mm256_mask_blend_epi16(t6, s_v, _mm256_set1_epi16((short)255));
            __m128i t8 = _mm256_cvtepi16_epi8(t7);
            _mm_storeu_si128((__m128i *)(c + i_vec), t8);
            long t9 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m256i t10 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t11 = _mm256_cvtepi8_epi16(b_v_1);
            __m256i s_v_1 = _mm256_add_epi16(t10, t11);
            __mmask16 t12 = _mm256_cmp_epi16_mask(s_v_1, _mm256_set1_epi16((short)255), _MM_CMPINT_NLE);
            __m256i t13 = _mm256_mask_blend_epi16(t12, s_v_1, _mm256_set1_epi16((short)255));
            __m128i t14 = _mm256_cvtepi16_epi8(t13);
            _mm_storeu_si128((__m128i *)(c + t9), t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:117 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t18));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m256i t19 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t20 = _mm256_cvtepi8_epi16(b_v_2);
            __m256i s_v_2 = _mm256_add_epi16(t19, t20);
            __mmask16 t21 = _mm256_cmp_epi16_mask(s_v_2, _mm256_set1_epi16((short)255), _MM_CMPINT_NLE);
            __m256i t22 = _mm256_mask_blend_epi16(t21, s_v_2, _mm256_set1_epi16((short)255));
            __m128i t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(c + t18), t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t1 = (int)a[t24] + (int)b[t24];
        unsigned char *t25 = c + t24;
        if (t1 > 255) {
            t1 = 255;
        }
        *t25 = (unsigned char)t1;
    }
}

/* The sum is also stored: it must exist as an int. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sum_kept(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:125 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepu8_epi32(a_v);
            __m512i t5 = _mm512_cvtepu8_epi32(b_v);
            __m512i t_v = _mm512_add_epi32(t4, t5);
            _mm512_storeu_si512(s + i_vec, t_v);
            __mmask16 t6 = _mm512_cmp_epi32_mask(t_v, _mm512_set1_epi32(255), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_mask_blend_epi32(t6, t_v, _mm512_set1_epi32(255));
            __m128i t8 = _mm512_cvtepi32_epi8(t7);
            _mm_storeu_si128((__m128i *)(c + i_vec), t8);
            long t9 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m512i t10 = _mm512_cvtepu8_epi32(a_v_1);
            __m512i t11 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i t_v_1 = _mm512_add_epi32(t10, t11);
            _mm512_storeu_si512(s + t9, t_v_1);
            __mmask16 t12 = _mm512_cmp_epi32_mask(t_v_1, _mm512_set1_epi32(255), _MM_CMPINT_NLE);
            __m512i t13 = _mm512_mask_blend_epi32(t12, t_v_1, _mm512_set1_epi32(255));
            __m128i t14 = _mm512_cvtepi32_epi8(t13);
            _mm_storeu_si128((__m128i *)(c + t9), t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:125 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t18));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m512i t19 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t20 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i t_v_2 = _mm512_add_epi32(t19, t20);
            _mm512_storeu_si512(s + t18, t_v_2);
            __mmask16 t21 = _mm512_cmp_epi32_mask(t_v_2, _mm512_set1_epi32(255), _MM_CMPINT_NLE);
            __m512i t22 = _mm512_mask_blend_epi32(t21, t_v_2, _mm512_set1_epi32(255));
            __m128i t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)(c + t18), t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t1 = (int)a[t24] + (int)b[t24];
        s[t24] = t1;
        unsigned char *t25 = c + t24;
        if (t1 > 255) {
            t1 = 255;
        }
        *t25 = (unsigned char)t1;
    }
}

/* The clamp's branch does more than pick the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void counted(int n, uint8_t *restrict c, int *restrict hits, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    int h;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:134 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_cvtepu8_epi16(b_v);
            __m256i s_v = _mm256_add_epi16(t3, t4);
            __mmask16 t5 = _mm256_cmp_epu16_mask(s_v, _mm256_set1_epi16((short)255), _MM_CMPINT_NLE);
            __m256i s_v_1 = _mm256_mask_blend_epi16(t5, s_v, _mm256_set1_epi16((short)255));
            __m512i h_v = _mm512_mask_blend_epi32(t5, _mm512_set1_epi32(0), _mm512_set1_epi32(1));
            __m128i t6 = _mm256_cvtepi16_epi8(s_v_1);
            _mm_storeu_si128((__m128i *)(c + i_vec), t6);
            _mm512_storeu_si512(hits + i_vec, h_v);
            long t7 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m256i t8 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t9 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i s_v_2 = _mm256_add_epi16(t8, t9);
            __mmask16 t10 = _mm256_cmp_epu16_mask(s_v_2, _mm256_set1_epi16((short)255), _MM_CMPINT_NLE);
            __m256i s_v_3 = _mm256_mask_blend_epi16(t10, s_v_2, _mm256_set1_epi16((short)255));
            __m512i h_v_1 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), _mm512_set1_epi32(1));
            __m128i t11 = _mm256_cvtepi16_epi8(s_v_3);
            _mm_storeu_si128((__m128i *)(c + t7), t11);
            _mm512_storeu_si512(hits + t7, h_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:134 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t16 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t17 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i s_v_4 = _mm256_add_epi16(t16, t17);
            __mmask16 t18 = _mm256_cmp_epu16_mask(s_v_4, _mm256_set1_epi16((short)255), _MM_CMPINT_NLE);
            __m256i s_v_5 = _mm256_mask_blend_epi16(t18, s_v_4, _mm256_set1_epi16((short)255));
            __m512i h_v_2 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), _mm512_set1_epi32(1));
            __m128i t19 = _mm256_cvtepi16_epi8(s_v_5);
            _mm_storeu_si128((__m128i *)(c + t15), t19);
            _mm512_storeu_si512(hits + t15, h_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int s = (int)a[t20] + (int)b[t20];
        if (s > 255) {
            s = 255;
            h = 1;
        } else {
            h = 0;
        }
        c[t20] = (unsigned char)s;
        hits[t20] = h;
    }
}

/* The clamped value is stored as an int: not a truncation to the lane's width. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void wide_result(int n, int *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t13;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:148 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepu8_epi32(a_v);
            __m512i t5 = _mm512_cvtepu8_epi32(b_v);
            __m512i s_v = _mm512_add_epi32(t4, t5);
            __mmask16 t6 = _mm512_cmp_epi32_mask(s_v, _mm512_set1_epi32(255), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_mask_blend_epi32(t6, s_v, _mm512_set1_epi32(255));
            _mm512_storeu_si512(c + i_vec, t7);
            long t8 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m512i t9 = _mm512_cvtepu8_epi32(a_v_1);
            __m512i t10 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i s_v_1 = _mm512_add_epi32(t9, t10);
            __mmask16 t11 = _mm512_cmp_epi32_mask(s_v_1, _mm512_set1_epi32(255), _MM_CMPINT_NLE);
            __m512i t12 = _mm512_mask_blend_epi32(t11, s_v_1, _mm512_set1_epi32(255));
            _mm512_storeu_si512(c + t8, t12);
            i_vec += 32L;
        } while (i_vec < t3);
        t13 = (int)t3;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:148 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t16));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t16));
            __m512i t17 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t18 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i s_v_2 = _mm512_add_epi32(t17, t18);
            __mmask16 t19 = _mm512_cmp_epi32_mask(s_v_2, _mm512_set1_epi32(255), _MM_CMPINT_NLE);
            __m512i t20 = _mm512_mask_blend_epi32(t19, s_v_2, _mm512_set1_epi32(255));
            _mm512_storeu_si512(c + t16, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int t1 = (int)a[t21] + (int)b[t21];
        int *t22 = c + t21;
        if (t1 > 255) {
            t1 = 255;
        }
        *t22 = t1;
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
