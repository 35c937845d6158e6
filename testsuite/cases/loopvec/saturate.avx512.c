/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 16 */
#include "harness.h"

/* Saturating arithmetic written in C (loopvec/saturate.rs): the exact sum or difference of
   promoted 8/16-bit values, clamped to the narrow type's range, is one saturating instruction
   in narrow lanes (paddusb, psubusw, paddsw...). Clamps that are not exactly the lane type's
   saturation stay computed in int lanes. Inputs include each type's extremes. */

/* min(a + b, 255) as a conditional expression. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_u8_unsigned(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_u8_if(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void subs_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void brighten_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void subs_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void subs_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void adds_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_250(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void top_only_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mixed(int n, uint8_t *restrict c, const uint8_t *restrict a, const int8_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sum_kept(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t27;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:125 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i t_v = _mm256_add_epi32(t4, t5);
            _mm256_storeu_si256((__m256i *)(s + i_vec), t_v);
            __m256i t6 = _mm256_cmpgt_epi32(t_v, _mm256_set1_epi32(255));
            __m256i t7 = _mm256_ternarylogic_epi32(t6, _mm256_set1_epi32(255), t_v, 0xCA);
            vcc_v8_uchar t8 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t7));
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t9);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t9);
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t11 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i t_v_1 = _mm256_add_epi32(t10, t11);
            _mm256_storeu_si256((__m256i *)(s + t9), t_v_1);
            __m256i t12 = _mm256_cmpgt_epi32(t_v_1, _mm256_set1_epi32(255));
            __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(255), t_v_1, 0xCA);
            vcc_v8_uchar t14 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t13));
            vcc_store(c + t9, t14);
            long t15 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t15);
            __m256i t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i t_v_2 = _mm256_add_epi32(t16, t17);
            _mm256_storeu_si256((__m256i *)(s + t15), t_v_2);
            __m256i t18 = _mm256_cmpgt_epi32(t_v_2, _mm256_set1_epi32(255));
            __m256i t19 = _mm256_ternarylogic_epi32(t18, _mm256_set1_epi32(255), t_v_2, 0xCA);
            vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
            vcc_store(c + t15, t20);
            long t21 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t21);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t21);
            __m256i t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t23 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i t_v_3 = _mm256_add_epi32(t22, t23);
            _mm256_storeu_si256((__m256i *)(s + t21), t_v_3);
            __m256i t24 = _mm256_cmpgt_epi32(t_v_3, _mm256_set1_epi32(255));
            __m256i t25 = _mm256_ternarylogic_epi32(t24, _mm256_set1_epi32(255), t_v_3, 0xCA);
            vcc_v8_uchar t26 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t25));
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
        /* vcc: loop at saturate.c:125 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t30);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t30);
            __m256i t31 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i t_v_4 = _mm256_add_epi32(t31, t32);
            _mm256_storeu_si256((__m256i *)(s + t30), t_v_4);
            __m256i t33 = _mm256_cmpgt_epi32(t_v_4, _mm256_set1_epi32(255));
            __m256i t34 = _mm256_ternarylogic_epi32(t33, _mm256_set1_epi32(255), t_v_4, 0xCA);
            vcc_v8_uchar t35 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t34));
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
        s[t36] = t1;
        unsigned char *t37 = c + t36;
        if (t1 > 255) {
            t1 = 255;
        }
        *t37 = (unsigned char)t1;
    }
}

/* The clamp's branch does more than pick the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void counted(int n, uint8_t *restrict c, int *restrict hits, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    int h;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:134 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m128i t3 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i s_v = _mm_add_epi16(t3, t4);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v > (vcc_v8_ushort)_mm_set1_epi16((short)255), vcc_m8);
            __m128i s_v_1 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t5, vcc_v8_short), (vcc_v8_ushort)_mm_set1_epi16((short)255), (vcc_v8_ushort)s_v);
            __m256i h_v = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, _mm256_set1_epi32(1)); });
            vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm_cvtepi16_epi8(s_v_1));
            vcc_store(c + i_vec, t6);
            _mm256_storeu_si256((__m256i *)(hits + i_vec), h_v);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m128i t8 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t9 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i s_v_2 = _mm_add_epi16(t8, t9);
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_2 > (vcc_v8_ushort)_mm_set1_epi16((short)255), vcc_m8);
            __m128i s_v_3 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t10, vcc_v8_short), (vcc_v8_ushort)_mm_set1_epi16((short)255), (vcc_v8_ushort)s_v_2);
            __m256i h_v_1 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t10, _mm256_set1_epi32(1)); });
            vcc_v8_uchar t11 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm_cvtepi16_epi8(s_v_3));
            vcc_store(c + t7, t11);
            _mm256_storeu_si256((__m256i *)(hits + t7), h_v_1);
            long t12 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t12);
            __m128i t13 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t14 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i s_v_4 = _mm_add_epi16(t13, t14);
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_4 > (vcc_v8_ushort)_mm_set1_epi16((short)255), vcc_m8);
            __m128i s_v_5 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t15, vcc_v8_short), (vcc_v8_ushort)_mm_set1_epi16((short)255), (vcc_v8_ushort)s_v_4);
            __m256i h_v_2 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t15, _mm256_set1_epi32(1)); });
            vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm_cvtepi16_epi8(s_v_5));
            vcc_store(c + t12, t16);
            _mm256_storeu_si256((__m256i *)(hits + t12), h_v_2);
            long t17 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t17);
            __m128i t18 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t19 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i s_v_6 = _mm_add_epi16(t18, t19);
            __m256i t20 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_6 > (vcc_v8_ushort)_mm_set1_epi16((short)255), vcc_m8);
            __m128i s_v_7 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t20, vcc_v8_short), (vcc_v8_ushort)_mm_set1_epi16((short)255), (vcc_v8_ushort)s_v_6);
            __m256i h_v_3 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, _mm256_set1_epi32(1)); });
            vcc_v8_uchar t21 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm_cvtepi16_epi8(s_v_7));
            vcc_store(c + t17, t21);
            _mm256_storeu_si256((__m256i *)(hits + t17), h_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:134 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t25);
            __m128i t26 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t27 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i s_v_8 = _mm_add_epi16(t26, t27);
            __m256i t28 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_8 > (vcc_v8_ushort)_mm_set1_epi16((short)255), vcc_m8);
            __m128i s_v_9 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t28, vcc_v8_short), (vcc_v8_ushort)_mm_set1_epi16((short)255), (vcc_v8_ushort)s_v_8);
            __m256i h_v_4 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t28, _mm256_set1_epi32(1)); });
            vcc_v8_uchar t29 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm_cvtepi16_epi8(s_v_9));
            vcc_store(c + t25, t29);
            _mm256_storeu_si256((__m256i *)(hits + t25), h_v_4);
            i_vec_1 += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void wide_result(int n, int *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t23;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:148 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i s_v = _mm256_add_epi32(t4, t5);
            __m256i t6 = _mm256_cmpgt_epi32(s_v, _mm256_set1_epi32(255));
            __m256i t7 = _mm256_ternarylogic_epi32(t6, _mm256_set1_epi32(255), s_v, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t7);
            long t8 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t8);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t8);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i s_v_1 = _mm256_add_epi32(t9, t10);
            __m256i t11 = _mm256_cmpgt_epi32(s_v_1, _mm256_set1_epi32(255));
            __m256i t12 = _mm256_ternarylogic_epi32(t11, _mm256_set1_epi32(255), s_v_1, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t8), t12);
            long t13 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t13);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t13);
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i s_v_2 = _mm256_add_epi32(t14, t15);
            __m256i t16 = _mm256_cmpgt_epi32(s_v_2, _mm256_set1_epi32(255));
            __m256i t17 = _mm256_ternarylogic_epi32(t16, _mm256_set1_epi32(255), s_v_2, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t13), t17);
            long t18 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t18);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t18);
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i s_v_3 = _mm256_add_epi32(t19, t20);
            __m256i t21 = _mm256_cmpgt_epi32(s_v_3, _mm256_set1_epi32(255));
            __m256i t22 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(255), s_v_3, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t18), t22);
            i_vec += 32L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:148 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t26);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t26);
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i s_v_4 = _mm256_add_epi32(t27, t28);
            __m256i t29 = _mm256_cmpgt_epi32(s_v_4, _mm256_set1_epi32(255));
            __m256i t30 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32(255), s_v_4, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t26), t30);
            i_vec_1 += 8L;
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
