/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Narrow lanes whose result is converted to a type of 32 bits or more (loopvec/narrow.rs,
   widening roots, gcc's over-widening): the value C computes in int fits a 16-bit lane, so the
   vector loop computes it there and extends the lane to the true value. Inputs include each
   type's extremes at the first and last positions. */

/* A byte product accumulated into unsigned ints: at most 65025, unsigned 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_acc_u8(int n, unsigned *restrict acc, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            unsigned int *t3 = acc + i_vec;
            __m512i acc_v = _mm512_loadu_si512(t3);
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t4 = _mm256_cvtepu8_epi16(a_v);
            __m256i t5 = _mm256_cvtepu8_epi16(b_v);
            __m256i t6 = _mm256_mullo_epi16(t4, t5);
            __m512i t7 = _mm512_cvtepu16_epi32(t6);
            __m512i t8 = _mm512_add_epi32(acc_v, t7);
            _mm512_storeu_si512(t3, t8);
            long t9 = i_vec + 16L;
            unsigned int *t10 = acc + t9;
            __m512i acc_v_1 = _mm512_loadu_si512(t10);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m256i t11 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t12 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t13 = _mm256_mullo_epi16(t11, t12);
            __m512i t14 = _mm512_cvtepu16_epi32(t13);
            __m512i t15 = _mm512_add_epi32(acc_v_1, t14);
            _mm512_storeu_si512(t10, t15);
            i_vec += 32L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_widen.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            unsigned int *t20 = acc + t19;
            __m512i acc_v_2 = _mm512_loadu_si512(t20);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t19));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t19));
            __m256i t21 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t22 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t23 = _mm256_mullo_epi16(t21, t22);
            __m512i t24 = _mm512_cvtepu16_epi32(t23);
            __m512i t25 = _mm512_add_epi32(acc_v_2, t24);
            _mm512_storeu_si512(t20, t25);
            i_vec_1 += 16L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned int *t27 = acc + t26;
        *t27 = *t27 + (unsigned int)((int)a[t26] * (int)b[t26]);
    }
}

/* Products of signed bytes, -16256..16384, extended to long: signed 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i8_to_long(int n, long *restrict out, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            __m128i t3 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi16(t3, t4);
            __m512i t6 = _mm512_cvtepi16_epi64(t5);
            __m512i t7 = _mm512_add_epi64(t6, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(out + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + t8);
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t8);
            __m128i t9 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t10 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t11 = _mm_mullo_epi16(t9, t10);
            __m512i t12 = _mm512_cvtepi16_epi64(t11);
            __m512i t13 = _mm512_add_epi64(t12, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(out + t8, t13);
            long t14 = i_vec + 16L;
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + t14);
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t14);
            __m128i t15 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t16 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t17 = _mm_mullo_epi16(t15, t16);
            __m512i t18 = _mm512_cvtepi16_epi64(t17);
            __m512i t19 = _mm512_add_epi64(t18, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(out + t14, t19);
            long t20 = i_vec + 24L;
            vcc_v8_schar a_v_3 = vcc_load(vcc_v8_schar, a + t20);
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t20);
            __m128i t21 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t22 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t23 = _mm_mullo_epi16(t21, t22);
            __m512i t24 = _mm512_cvtepi16_epi64(t23);
            __m512i t25 = _mm512_add_epi64(t24, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(out + t20, t25);
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
        /* vcc: loop at narrow_widen.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_schar a_v_4 = vcc_load(vcc_v8_schar, a + t29);
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t29);
            __m128i t30 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t31 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t32 = _mm_mullo_epi16(t30, t31);
            __m512i t33 = _mm512_cvtepi16_epi64(t32);
            __m512i t34 = _mm512_add_epi64(t33, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(out + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (long)((int)a[t35] * (int)b[t35]) + 1L;
    }
}

/* An unsigned byte times a signed one, -32640..32385: signed 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_mixed(int n, unsigned *restrict out, const uint8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:23 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_cvtepi8_epi16(b_v);
            __m256i t5 = _mm256_mullo_epi16(t3, t4);
            __m512i t6 = _mm512_cvtepi16_epi32(t5);
            _mm512_storeu_si512(out + i_vec, t6);
            long t7 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m256i t8 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t9 = _mm256_cvtepi8_epi16(b_v_1);
            __m256i t10 = _mm256_mullo_epi16(t8, t9);
            __m512i t11 = _mm512_cvtepi16_epi32(t10);
            _mm512_storeu_si512(out + t7, t11);
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
        /* vcc: loop at narrow_widen.c:23 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t16 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t17 = _mm256_cvtepi8_epi16(b_v_2);
            __m256i t18 = _mm256_mullo_epi16(t16, t17);
            __m512i t19 = _mm512_cvtepi16_epi32(t18);
            _mm512_storeu_si512(out + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (unsigned int)((int)a[t20] * (int)b[t20]);
    }
}

/* A difference of bytes, -255..255, converted to unsigned: sign extension gives its bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void diff_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_cvtepu8_epi16(b_v);
            __m256i t5 = _mm256_sub_epi16(t3, t4);
            __m512i t6 = _mm512_cvtepi16_epi32(t5);
            __m512i t7 = _mm512_srli_epi32(t6, 1);
            _mm512_storeu_si512(out + i_vec, t7);
            long t8 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t9 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t10 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t11 = _mm256_sub_epi16(t9, t10);
            __m512i t12 = _mm512_cvtepi16_epi32(t11);
            __m512i t13 = _mm512_srli_epi32(t12, 1);
            _mm512_storeu_si512(out + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_widen.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m256i t18 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t19 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t20 = _mm256_sub_epi16(t18, t19);
            __m512i t21 = _mm512_cvtepi16_epi32(t20);
            __m512i t22 = _mm512_srli_epi32(t21, 1);
            _mm512_storeu_si512(out + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (unsigned int)((int)a[t23] - (int)b[t23]) >> 1;
    }
}

/* Must stay in int lanes: two products summed reach 130050, more than 16 bits hold. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void dot2_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:35 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            __m512i t4 = _mm512_cvtepu8_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_add_epi32(t5, t5);
            _mm512_storeu_si512(out + i_vec, t6);
            long t7 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m512i t8 = _mm512_cvtepu8_epi32(a_v_1);
            __m512i t9 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            __m512i t11 = _mm512_add_epi32(t10, t10);
            _mm512_storeu_si512(out + t7, t11);
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
        /* vcc: loop at narrow_widen.c:35 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m512i t16 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t17 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i t18 = _mm512_mullo_epi32(t16, t17);
            __m512i t19 = _mm512_add_epi32(t18, t18);
            _mm512_storeu_si512(out + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = (int)a[t20] * (int)b[t20];
        out[t20] = (unsigned int)(t21 + t21);
    }
}

/* Must stay in int lanes: a product minus one, -1..65024, fits neither 16-bit lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_minus_one(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            __m512i t4 = _mm512_cvtepu8_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(1));
            _mm512_storeu_si512(out + i_vec, t6);
            long t7 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m512i t8 = _mm512_cvtepu8_epi32(a_v_1);
            __m512i t9 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(1));
            _mm512_storeu_si512(out + t7, t11);
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
        /* vcc: loop at narrow_widen.c:41 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m512i t16 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t17 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i t18 = _mm512_mullo_epi32(t16, t17);
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(1));
            _mm512_storeu_si512(out + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (unsigned int)((int)a[t20] * (int)b[t20] - 1);
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
    if (n > 2) p[2] = -128;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1);
        unsigned *u = new_array(n, sizeof(unsigned));
        long *l = new_array(n, sizeof(long));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(u, n, 0, 1000000);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        printf("n=%d", n);
        mul_acc_u8(n, u, a, b);
        printf(" acc=%llx", HASH(u, n));
        mul_i8_to_long(n, l, sa, sb);
        printf(" long=%llx", HASH(l, n));
        mul_mixed(n, u, a, sb);
        printf(" mixed=%llx", HASH(u, n));
        diff_u8(n, u, a, b);
        printf(" diff=%llx", HASH(u, n));
        dot2_u8(n, u, a, b);
        printf(" dot2=%llx", HASH(u, n));
        mul_minus_one(n, u, a, b);
        printf(" minus1=%llx\n", HASH(u, n));
        free(a), free(b), free(sa), free(sb), free(u), free(l);
    }
    return 0;
}
