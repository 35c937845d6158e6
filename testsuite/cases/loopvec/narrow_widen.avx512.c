/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Narrow lanes whose result is converted to a type of 32 bits or more (loopvec/narrow.rs,
   widening roots, gcc's over-widening): the value C computes in int fits a 16-bit lane, so the
   vector loop computes it there and extends the lane to the true value. Inputs include each
   type's extremes at the first and last positions. */

/* A byte product accumulated into unsigned ints: at most 65025, unsigned 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_acc_u8(int n, unsigned *restrict acc, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned int *t3 = acc + i_vec;
            __m256i acc_v = _mm256_loadu_si256((const __m256i *)t3);
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i t6 = _mm_mullo_epi16(t4, t5);
            __m256i t7 = _mm256_cvtepu16_epi32(t6);
            __m256i t8 = _mm256_add_epi32(acc_v, t7);
            _mm256_storeu_si256((__m256i *)t3, t8);
            long t9 = i_vec + 8L;
            unsigned int *t10 = acc + t9;
            __m256i acc_v_1 = _mm256_loadu_si256((const __m256i *)t10);
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t9);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t9);
            __m128i t11 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t12 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t13 = _mm_mullo_epi16(t11, t12);
            __m256i t14 = _mm256_cvtepu16_epi32(t13);
            __m256i t15 = _mm256_add_epi32(acc_v_1, t14);
            _mm256_storeu_si256((__m256i *)t10, t15);
            long t16 = i_vec + 16L;
            unsigned int *t17 = acc + t16;
            __m256i acc_v_2 = _mm256_loadu_si256((const __m256i *)t17);
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t16);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t16);
            __m128i t18 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t19 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t20 = _mm_mullo_epi16(t18, t19);
            __m256i t21 = _mm256_cvtepu16_epi32(t20);
            __m256i t22 = _mm256_add_epi32(acc_v_2, t21);
            _mm256_storeu_si256((__m256i *)t17, t22);
            long t23 = i_vec + 24L;
            unsigned int *t24 = acc + t23;
            __m256i acc_v_3 = _mm256_loadu_si256((const __m256i *)t24);
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t23);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t23);
            __m128i t25 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t26 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t27 = _mm_mullo_epi16(t25, t26);
            __m256i t28 = _mm256_cvtepu16_epi32(t27);
            __m256i t29 = _mm256_add_epi32(acc_v_3, t28);
            _mm256_storeu_si256((__m256i *)t24, t29);
            i_vec += 32L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_widen.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            unsigned int *t34 = acc + t33;
            __m256i acc_v_4 = _mm256_loadu_si256((const __m256i *)t34);
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t33);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t33);
            __m128i t35 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t36 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t37 = _mm_mullo_epi16(t35, t36);
            __m256i t38 = _mm256_cvtepu16_epi32(t37);
            __m256i t39 = _mm256_add_epi32(acc_v_4, t38);
            _mm256_storeu_si256((__m256i *)t34, t39);
            i_vec_1 += 8L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned int *t41 = acc + t40;
        *t41 = *t41 + (unsigned int)((int)a[t40] * (int)b[t40]);
    }
}

/* Products of signed bytes, -16256..16384, extended to long: signed 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i8_to_long(int n, long *restrict out, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
            vcc_v4_schar b_v = vcc_load(vcc_v4_schar, b + i_vec);
            vcc_v4_short t3 = __builtin_convertvector(a_v, vcc_v4_short);
            vcc_v4_short t4 = __builtin_convertvector(b_v, vcc_v4_short);
            vcc_v4_short t5 = t3 * t4;
            __m256i t6 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t5));
            __m256i t7 = _mm256_add_epi64(t6, _mm256_set1_epi64x((long long)1LL));
            _mm256_storeu_si256((__m256i *)(out + i_vec), t7);
            long t8 = i_vec + 4L;
            vcc_v4_schar a_v_1 = vcc_load(vcc_v4_schar, a + t8);
            vcc_v4_schar b_v_1 = vcc_load(vcc_v4_schar, b + t8);
            vcc_v4_short t9 = __builtin_convertvector(a_v_1, vcc_v4_short);
            vcc_v4_short t10 = __builtin_convertvector(b_v_1, vcc_v4_short);
            vcc_v4_short t11 = t9 * t10;
            __m256i t12 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t11));
            __m256i t13 = _mm256_add_epi64(t12, _mm256_set1_epi64x((long long)1LL));
            _mm256_storeu_si256((__m256i *)(out + t8), t13);
            long t14 = i_vec + 8L;
            vcc_v4_schar a_v_2 = vcc_load(vcc_v4_schar, a + t14);
            vcc_v4_schar b_v_2 = vcc_load(vcc_v4_schar, b + t14);
            vcc_v4_short t15 = __builtin_convertvector(a_v_2, vcc_v4_short);
            vcc_v4_short t16 = __builtin_convertvector(b_v_2, vcc_v4_short);
            vcc_v4_short t17 = t15 * t16;
            __m256i t18 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t17));
            __m256i t19 = _mm256_add_epi64(t18, _mm256_set1_epi64x((long long)1LL));
            _mm256_storeu_si256((__m256i *)(out + t14), t19);
            long t20 = i_vec + 12L;
            vcc_v4_schar a_v_3 = vcc_load(vcc_v4_schar, a + t20);
            vcc_v4_schar b_v_3 = vcc_load(vcc_v4_schar, b + t20);
            vcc_v4_short t21 = __builtin_convertvector(a_v_3, vcc_v4_short);
            vcc_v4_short t22 = __builtin_convertvector(b_v_3, vcc_v4_short);
            vcc_v4_short t23 = t21 * t22;
            __m256i t24 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t23));
            __m256i t25 = _mm256_add_epi64(t24, _mm256_set1_epi64x((long long)1LL));
            _mm256_storeu_si256((__m256i *)(out + t20), t25);
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
        /* vcc: loop at narrow_widen.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v4_schar a_v_4 = vcc_load(vcc_v4_schar, a + t29);
            vcc_v4_schar b_v_4 = vcc_load(vcc_v4_schar, b + t29);
            vcc_v4_short t30 = __builtin_convertvector(a_v_4, vcc_v4_short);
            vcc_v4_short t31 = __builtin_convertvector(b_v_4, vcc_v4_short);
            vcc_v4_short t32 = t30 * t31;
            __m256i t33 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t32));
            __m256i t34 = _mm256_add_epi64(t33, _mm256_set1_epi64x((long long)1LL));
            _mm256_storeu_si256((__m256i *)(out + t29), t34);
            i_vec_1 += 4L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_mixed(int n, unsigned *restrict out, const uint8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:23 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            __m128i t3 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi16(t3, t4);
            __m256i t6 = _mm256_cvtepi16_epi32(t5);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t6);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t7);
            __m128i t8 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t9 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t10 = _mm_mullo_epi16(t8, t9);
            __m256i t11 = _mm256_cvtepi16_epi32(t10);
            _mm256_storeu_si256((__m256i *)(out + t7), t11);
            long t12 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t12);
            __m128i t13 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t14 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t15 = _mm_mullo_epi16(t13, t14);
            __m256i t16 = _mm256_cvtepi16_epi32(t15);
            _mm256_storeu_si256((__m256i *)(out + t12), t16);
            long t17 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t17);
            __m128i t18 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t19 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t20 = _mm_mullo_epi16(t18, t19);
            __m256i t21 = _mm256_cvtepi16_epi32(t20);
            _mm256_storeu_si256((__m256i *)(out + t17), t21);
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
        /* vcc: loop at narrow_widen.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t25);
            __m128i t26 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t27 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t28 = _mm_mullo_epi16(t26, t27);
            __m256i t29 = _mm256_cvtepi16_epi32(t28);
            _mm256_storeu_si256((__m256i *)(out + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        out[t30] = (unsigned int)((int)a[t30] * (int)b[t30]);
    }
}

/* A difference of bytes, -255..255, converted to unsigned: sign extension gives its bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void diff_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m128i t3 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_sub_epi16(t3, t4);
            __m256i t6 = _mm256_cvtepi16_epi32(t5);
            __m256i t7 = _mm256_srli_epi32(t6, 1);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t7);
            long t8 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t8);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t8);
            __m128i t9 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t10 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t11 = _mm_sub_epi16(t9, t10);
            __m256i t12 = _mm256_cvtepi16_epi32(t11);
            __m256i t13 = _mm256_srli_epi32(t12, 1);
            _mm256_storeu_si256((__m256i *)(out + t8), t13);
            long t14 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t14);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t14);
            __m128i t15 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t16 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t17 = _mm_sub_epi16(t15, t16);
            __m256i t18 = _mm256_cvtepi16_epi32(t17);
            __m256i t19 = _mm256_srli_epi32(t18, 1);
            _mm256_storeu_si256((__m256i *)(out + t14), t19);
            long t20 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t20);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t20);
            __m128i t21 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t22 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t23 = _mm_sub_epi16(t21, t22);
            __m256i t24 = _mm256_cvtepi16_epi32(t23);
            __m256i t25 = _mm256_srli_epi32(t24, 1);
            _mm256_storeu_si256((__m256i *)(out + t20), t25);
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
        /* vcc: loop at narrow_widen.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t29);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t29);
            __m128i t30 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t31 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t32 = _mm_sub_epi16(t30, t31);
            __m256i t33 = _mm256_cvtepi16_epi32(t32);
            __m256i t34 = _mm256_srli_epi32(t33, 1);
            _mm256_storeu_si256((__m256i *)(out + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (unsigned int)((int)a[t35] - (int)b[t35]) >> 1;
    }
}

/* Must stay in int lanes: two products summed reach 130050, more than 16 bits hold. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void dot2_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i t5 = _mm256_mullo_epi32(t3, t4);
            __m256i t6 = _mm256_add_epi32(t5, t5);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t6);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i t10 = _mm256_mullo_epi32(t8, t9);
            __m256i t11 = _mm256_add_epi32(t10, t10);
            _mm256_storeu_si256((__m256i *)(out + t7), t11);
            long t12 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t12);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i t15 = _mm256_mullo_epi32(t13, t14);
            __m256i t16 = _mm256_add_epi32(t15, t15);
            _mm256_storeu_si256((__m256i *)(out + t12), t16);
            long t17 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t17);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            __m256i t21 = _mm256_add_epi32(t20, t20);
            _mm256_storeu_si256((__m256i *)(out + t17), t21);
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
        /* vcc: loop at narrow_widen.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t25);
            __m256i t26 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i t28 = _mm256_mullo_epi32(t26, t27);
            __m256i t29 = _mm256_add_epi32(t28, t28);
            _mm256_storeu_si256((__m256i *)(out + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t31 = (int)a[t30] * (int)b[t30];
        out[t30] = (unsigned int)(t31 + t31);
    }
}

/* Must stay in int lanes: a product minus one, -1..65024, fits neither 16-bit lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_minus_one(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:41 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i t5 = _mm256_mullo_epi32(t3, t4);
            __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + i_vec), t6);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i t10 = _mm256_mullo_epi32(t8, t9);
            __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t7), t11);
            long t12 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t12);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i t15 = _mm256_mullo_epi32(t13, t14);
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t12), t16);
            long t17 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t17);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t17), t21);
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
        /* vcc: loop at narrow_widen.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t25);
            __m256i t26 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i t28 = _mm256_mullo_epi32(t26, t27);
            __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(out + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        out[t30] = (unsigned int)((int)a[t30] * (int)b[t30] - 1);
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
