/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 avx512vbmi-zmm=9 sse4.2=9 neon=9 sse2=9 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
   On sse4.2 (and sse2's 4-lane loops) a product of operands that hold 16-bit signed values
   (signed shorts, bytes, constants of that range) is one pmaddwd, one operand's high halves
   clear: an unsigned byte, a constant, or a signed short widened with zeros (pmovzxwd);
   two signed bytes keep pmulld on sse4.2 (sse2 clears one's high halves with an and).
   Inputs are drawn from the ends of the 16-bit ranges; the counts leave tails of 1-7. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_ss(int n, int *restrict d, const short *a, const short *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t7 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t8 = _mm512_cvtepi16_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m512i t14 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t15 = _mm512_cvtepi16_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_uu(int n, unsigned *restrict d, const unsigned short *a, const unsigned short *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu16_epi32(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepu16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepu16_epi32(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepu16_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m512i t14 = _mm512_cvtepu16_epi32(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m512i t15 = _mm512_cvtepu16_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (unsigned int)a[t17] * (unsigned int)b[t17];
    }
}

/* Signed times unsigned: no pmulh for the pair. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_su(int n, int *restrict d, const short *a, const unsigned short *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepu16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t7 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t8 = _mm512_cvtepu16_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m512i t14 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t15 = _mm512_cvtepu16_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

/* The product used again before the store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_add(int n, int *restrict d, const short *a, const short *b, int c) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i c_v = _mm512_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at short_products.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_srai_epi32(t5, 3);
            __m512i t7 = _mm512_add_epi32(t6, c_v);
            _mm512_storeu_si512(d + i_vec, t7);
            long t8 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m512i t9 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t10 = _mm512_cvtepi16_epi32(b_v_1);
            __m512i t11 = _mm512_mullo_epi32(t9, t10);
            __m512i t12 = _mm512_srai_epi32(t11, 3);
            __m512i t13 = _mm512_add_epi32(t12, c_v);
            _mm512_storeu_si512(d + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i c_v_1 = _mm512_set1_epi32((int)c);
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m512i t18 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t19 = _mm512_cvtepi16_epi32(b_v_2);
            __m512i t20 = _mm512_mullo_epi32(t18, t19);
            __m512i t21 = _mm512_srai_epi32(t20, 3);
            __m512i t22 = _mm512_add_epi32(t21, c_v_1);
            _mm512_storeu_si512(d + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        d[t23] = (((int)a[t23] * (int)b[t23]) >> 3) + c;
    }
}

/* A constant whose high 16 bits are set in its 32-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_const(int n, int *restrict d, const short *a) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:39 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(-1234));
            _mm512_storeu_si512(d + i_vec, t4);
            long t5 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m512i t6 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(-1234));
            _mm512_storeu_si512(d + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:39 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m512i t12 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(-1234));
            _mm512_storeu_si512(d + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (int)a[t14] * -1234;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_sb(int n, int *restrict d, const short *a, const unsigned char *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:44 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepu8_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m512i t7 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t8 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:44 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m512i t14 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t15 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_bb(int n, int *restrict d, const signed char *a, const signed char *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:49 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi8_epi32(a_v);
            __m512i t4 = _mm512_cvtepi8_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m512i t7 = _mm512_cvtepi8_epi32(a_v_1);
            __m512i t8 = _mm512_cvtepi8_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:49 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m512i t14 = _mm512_cvtepi8_epi32(a_v_2);
            __m512i t15 = _mm512_cvtepi8_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

/* Four lanes of bytes: the byte forms of pmaddwd (loops of bytes are planned at 16 lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_sb4(int *restrict d, const short *a, const unsigned char *b) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at short_products.c:55 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
        vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
        __m128i t1 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
        __m128i t2 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v));
        __m128i t3 = _mm_mullo_epi32(t1, t2);
        _mm_storeu_si128((__m128i *)(d + i_vec), t3);
        i_vec += 4L;
    } while (i_vec < 4L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_bb4(int *restrict d, const signed char *a, const signed char *b) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at short_products.c:60 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
        vcc_v4_schar b_v = vcc_load(vcc_v4_schar, b + i_vec);
        __m128i t1 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v));
        __m128i t2 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)b_v));
        __m128i t3 = _mm_mullo_epi32(t1, t2);
        _mm_storeu_si128((__m128i *)(d + i_vec), t3);
        i_vec += 4L;
    } while (i_vec < 4L);
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
        unsigned short *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ub[i] = (unsigned short)edge16(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_su(n, d, a, ub);
        printf("n=%d mul_su %llx\n", n, HASH(d, n));
        mul_add(n, d, a, b, -12345);
        printf("n=%d mul_add %llx\n", n, HASH(d, n));
        mul_const(n, d, a);
        printf("n=%d mul_const %llx\n", n, HASH(d, n));
        /* The low bytes of the edge values: 0x00, 0xff, 0x80, 0x7f and others. */
        mul_sb(n, d, a, (const unsigned char *)ub);
        printf("n=%d mul_sb %llx\n", n, HASH(d, n));
        mul_bb(n, d, (const signed char *)a, (const signed char *)b);
        printf("n=%d mul_bb %llx\n", n, HASH(d, n));
        if (n >= 4) {
            mul_sb4(d, a, (const unsigned char *)ub);
            printf("n=%d mul_sb4 %llx\n", n, HASH(d, 4));
            mul_bb4(d, (const signed char *)a, (const signed char *)b);
            printf("n=%d mul_bb4 %llx\n", n, HASH(d, 4));
        }
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
