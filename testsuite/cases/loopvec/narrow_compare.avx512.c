/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=8 avx2=8 sse4.2=8 sse2=8 neon=7 */
#include "harness.h"

/* Comparisons of narrow lanes (chars, shorts) whose results are used on wider ones: at VF 4 or
   8 the compared operands are 4 or 8 bytes and the mask has the wide lanes' width. sse2 compares
   them in the low bytes of a register and widens the mask by unpacking it with itself (no
   `pmovsx` there); every comparison and signedness, with values at the ends of each type's
   range (where a signed compare of unsigned lanes would go wrong). */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void lt_i8(int n, int *restrict out, const signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            __m256i t3 = (__m256i)__builtin_convertvector(a_v < b_v, vcc_m8);
            __m256i t4 = (__m256i)__builtin_convertvector((vcc_m8)t3 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t4);
            long t5 = i_vec + 8L;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + t5);
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t5);
            __m256i t6 = (__m256i)__builtin_convertvector(a_v_1 < b_v_1, vcc_m8);
            __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(out + t5), t7);
            long t8 = i_vec + 16L;
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + t8);
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t8);
            __m256i t9 = (__m256i)__builtin_convertvector(a_v_2 < b_v_2, vcc_m8);
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_m8)t9 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(out + t8), t10);
            long t11 = i_vec + 24L;
            vcc_v8_schar a_v_3 = vcc_load(vcc_v8_schar, a + t11);
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t11);
            __m256i t12 = (__m256i)__builtin_convertvector(a_v_3 < b_v_3, vcc_m8);
            __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(out + t11), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_schar a_v_4 = vcc_load(vcc_v8_schar, a + t17);
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t17);
            __m256i t18 = (__m256i)__builtin_convertvector(a_v_4 < b_v_4, vcc_m8);
            __m256i t19 = (__m256i)__builtin_convertvector((vcc_m8)t18 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(out + t17), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (int)a[t20] < (int)b[t20];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gt_u8_count(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            __m256i out_v = _mm256_loadu_si256((const __m256i *)t3);
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t4 = (__m256i)__builtin_convertvector(a_v > b_v, vcc_m8);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = _mm256_add_epi32(out_v, t5);
            _mm256_storeu_si256((__m256i *)t3, t6);
            long t7 = i_vec + 8L;
            int *t8 = out + t7;
            __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t8);
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m256i t9 = (__m256i)__builtin_convertvector(a_v_1 > b_v_1, vcc_m8);
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_m8)t9 & 1, vcc_v8_int);
            __m256i t11 = _mm256_add_epi32(out_v_1, t10);
            _mm256_storeu_si256((__m256i *)t8, t11);
            long t12 = i_vec + 16L;
            int *t13 = out + t12;
            __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t13);
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t12);
            __m256i t14 = (__m256i)__builtin_convertvector(a_v_2 > b_v_2, vcc_m8);
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            __m256i t16 = _mm256_add_epi32(out_v_2, t15);
            _mm256_storeu_si256((__m256i *)t13, t16);
            long t17 = i_vec + 24L;
            int *t18 = out + t17;
            __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t18);
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t17);
            __m256i t19 = (__m256i)__builtin_convertvector(a_v_3 > b_v_3, vcc_m8);
            __m256i t20 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            __m256i t21 = _mm256_add_epi32(out_v_3, t20);
            _mm256_storeu_si256((__m256i *)t18, t21);
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
        /* vcc: loop at narrow_compare.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            int *t26 = out + t25;
            __m256i out_v_4 = _mm256_loadu_si256((const __m256i *)t26);
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t25);
            __m256i t27 = (__m256i)__builtin_convertvector(a_v_4 > b_v_4, vcc_m8);
            __m256i t28 = (__m256i)__builtin_convertvector((vcc_m8)t27 & 1, vcc_v8_int);
            __m256i t29 = _mm256_add_epi32(out_v_4, t28);
            _mm256_storeu_si256((__m256i *)t26, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int *t31 = out + t30;
        *t31 = *t31 + ((int)a[t30] > (int)b[t30]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void le_u8_select(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                  const int *restrict x) {
    vcc_no_contract_body
    int t22;
    int i;
    int t32;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t3 = (__m256i)__builtin_convertvector(a_v <= b_v, vcc_m8);
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256i x_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t4), (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL));
            __m256i t5 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v);
            __m256i x_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t3), (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL));
            __m256i t6 = _mm256_ternarylogic_epi32(t3, x_v_1, t5, 0xCA);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t6);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m256i t8 = (__m256i)__builtin_convertvector(a_v_1 <= b_v_1, vcc_m8);
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i x_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (const int *)((unsigned long)x + (unsigned long)t7 * 4UL));
            __m256i t10 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v_2);
            __m256i x_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), (const int *)((unsigned long)x + (unsigned long)t7 * 4UL));
            __m256i t11 = _mm256_ternarylogic_epi32(t8, x_v_3, t10, 0xCA);
            _mm256_storeu_si256((__m256i *)(out + t7), t11);
            long t12 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t12);
            __m256i t13 = (__m256i)__builtin_convertvector(a_v_2 <= b_v_2, vcc_m8);
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i x_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), (const int *)((unsigned long)x + (unsigned long)t12 * 4UL));
            __m256i t15 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v_4);
            __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), (const int *)((unsigned long)x + (unsigned long)t12 * 4UL));
            __m256i t16 = _mm256_ternarylogic_epi32(t13, x_v_5, t15, 0xCA);
            _mm256_storeu_si256((__m256i *)(out + t12), t16);
            long t17 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t17);
            __m256i t18 = (__m256i)__builtin_convertvector(a_v_3 <= b_v_3, vcc_m8);
            __m256i t19 = (__m256i)~(vcc_m8)t18;
            __m256i x_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (const int *)((unsigned long)x + (unsigned long)t17 * 4UL));
            __m256i t20 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v_6);
            __m256i x_v_7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), (const int *)((unsigned long)x + (unsigned long)t17 * 4UL));
            __m256i t21 = _mm256_ternarylogic_epi32(t18, x_v_7, t20, 0xCA);
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
        /* vcc: loop at narrow_compare.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t25);
            __m256i t26 = (__m256i)__builtin_convertvector(a_v_4 <= b_v_4, vcc_m8);
            __m256i t27 = (__m256i)~(vcc_m8)t26;
            __m256i x_v_8 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), (const int *)((unsigned long)x + (unsigned long)t25 * 4UL));
            __m256i t28 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v_8);
            __m256i x_v_9 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), (const int *)((unsigned long)x + (unsigned long)t25 * 4UL));
            __m256i t29 = _mm256_ternarylogic_epi32(t26, x_v_9, t28, 0xCA);
            _mm256_storeu_si256((__m256i *)(out + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int *t31 = out + t30;
        if ((int)a[t30] <= (int)b[t30]) {
            t32 = x[t30];
        } else {
            t32 = -x[t30];
        }
        *t31 = t32;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ge_i16(int n, int *restrict out, const short *restrict s, const short *restrict t) {
    vcc_no_contract_body
    int t18;
    int i;
    int t27;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m128i t_v = _mm_loadu_si128((const __m128i *)(t + i_vec));
            __m256i t4 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v >= (vcc_v8_short)t_v, vcc_m8);
            __m256i out_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_ternarylogic_epi32(t4, _mm256_set1_epi32(7), out_v, 0xCA);
            _mm256_storeu_si256((__m256i *)t3, t5);
            long t6 = i_vec + 8L;
            int *t7 = out + t6;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t6));
            __m128i t_v_1 = _mm_loadu_si128((const __m128i *)(t + t6));
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v_1 >= (vcc_v8_short)t_v_1, vcc_m8);
            __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_ternarylogic_epi32(t8, _mm256_set1_epi32(7), out_v_1, 0xCA);
            _mm256_storeu_si256((__m256i *)t7, t9);
            long t10 = i_vec + 16L;
            int *t11 = out + t10;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t10));
            __m128i t_v_2 = _mm_loadu_si128((const __m128i *)(t + t10));
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v_2 >= (vcc_v8_short)t_v_2, vcc_m8);
            __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(7), out_v_2, 0xCA);
            _mm256_storeu_si256((__m256i *)t11, t13);
            long t14 = i_vec + 24L;
            int *t15 = out + t14;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t14));
            __m128i t_v_3 = _mm_loadu_si128((const __m128i *)(t + t14));
            __m256i t16 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v_3 >= (vcc_v8_short)t_v_3, vcc_m8);
            __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t17 = _mm256_ternarylogic_epi32(t16, _mm256_set1_epi32(7), out_v_3, 0xCA);
            _mm256_storeu_si256((__m256i *)t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int *t22 = out + t21;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t21));
            __m128i t_v_4 = _mm_loadu_si128((const __m128i *)(t + t21));
            __m256i t23 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v_4 >= (vcc_v8_short)t_v_4, vcc_m8);
            __m256i out_v_4 = _mm256_loadu_si256((const __m256i *)t22);
            __m256i t24 = _mm256_ternarylogic_epi32(t23, _mm256_set1_epi32(7), out_v_4, 0xCA);
            _mm256_storeu_si256((__m256i *)t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int *t26 = out + t25;
        if ((int)s[t25] >= (int)t[t25]) {
            t27 = 7;
        } else {
            t27 = *t26;
        }
        *t26 = t27;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ne_u16(int n, unsigned *restrict out, const unsigned short *restrict s, const unsigned short *restrict t) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:32 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned int *t3 = out + i_vec;
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m128i t_v = _mm_loadu_si128((const __m128i *)(t + i_vec));
            __m256i t4 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v != (vcc_v8_ushort)t_v, vcc_m8);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
            __m256i out_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t7 = _mm256_add_epi32(t6, out_v);
            _mm256_storeu_si256((__m256i *)t3, t7);
            long t8 = i_vec + 8L;
            unsigned int *t9 = out + t8;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t8));
            __m128i t_v_1 = _mm_loadu_si128((const __m128i *)(t + t8));
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_1 != (vcc_v8_ushort)t_v_1, vcc_m8);
            __m256i t11 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
            __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t13 = _mm256_add_epi32(t12, out_v_1);
            _mm256_storeu_si256((__m256i *)t9, t13);
            long t14 = i_vec + 16L;
            unsigned int *t15 = out + t14;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t14));
            __m128i t_v_2 = _mm_loadu_si128((const __m128i *)(t + t14));
            __m256i t16 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_2 != (vcc_v8_ushort)t_v_2, vcc_m8);
            __m256i t17 = (__m256i)__builtin_convertvector((vcc_m8)t16 & 1, vcc_v8_int);
            __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(3));
            __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t19 = _mm256_add_epi32(t18, out_v_2);
            _mm256_storeu_si256((__m256i *)t15, t19);
            long t20 = i_vec + 24L;
            unsigned int *t21 = out + t20;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t20));
            __m128i t_v_3 = _mm_loadu_si128((const __m128i *)(t + t20));
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_3 != (vcc_v8_ushort)t_v_3, vcc_m8);
            __m256i t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(3));
            __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t25 = _mm256_add_epi32(t24, out_v_3);
            _mm256_storeu_si256((__m256i *)t21, t25);
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
        /* vcc: loop at narrow_compare.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            unsigned int *t30 = out + t29;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t29));
            __m128i t_v_4 = _mm_loadu_si128((const __m128i *)(t + t29));
            __m256i t31 = (__m256i)__builtin_convertvector((vcc_v8_ushort)s_v_4 != (vcc_v8_ushort)t_v_4, vcc_m8);
            __m256i t32 = (__m256i)__builtin_convertvector((vcc_m8)t31 & 1, vcc_v8_int);
            __m256i t33 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(3));
            __m256i out_v_4 = _mm256_loadu_si256((const __m256i *)t30);
            __m256i t34 = _mm256_add_epi32(t33, out_v_4);
            _mm256_storeu_si256((__m256i *)t30, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        unsigned int *t36 = out + t35;
        *t36 = (unsigned int)((int)s[t35] != (int)t[t35]) * 3U + *t36;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void eq_u8_short(int n, short *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                 const short *restrict p) {
    vcc_no_contract_body
    int i;
    int t9;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:38 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(a_v, b_v, _MM_CMPINT_EQ);
            __mmask16 t4 = _knot_mask16(t3);
            __m256i p_v = _mm256_maskz_loadu_epi16(t4, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL));
            __m256i t5 = _mm256_add_epi16(p_v, _mm256_set1_epi16((short)1));
            __m256i p_v_1 = _mm256_maskz_loadu_epi16(t3, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL));
            __m256i t6 = _mm256_mask_blend_epi16(t3, t5, p_v_1);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t6);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        short *t8 = out + t7;
        if ((int)a[t7] == (int)b[t7]) {
            t9 = (int)p[t7];
        } else {
            t9 = (int)(short)((int)p[t7] + 1);
        }
        *t8 = (short)t9;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gt_i8_short(int n, short *restrict out, const signed char *restrict a, const short *restrict p) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:43 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(a_v, _mm_set1_epi8((char)-3), _MM_CMPINT_NLE);
            __m256i p_v = _mm256_maskz_loadu_epi16(t3, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL));
            _mm256_mask_storeu_epi16((short *)((unsigned long)out + (unsigned long)i_vec * 2UL), t3, p_v);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        if ((int)a[t4] > -3) {
            out[t4] = p[t4];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_char(int n, const char *restrict s, char c) {
    vcc_no_contract_body
    int k;
    int t19;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_char c_v = (vcc_v8_char){c, c, c, c, c, c, c, c};
        vcc_v8_schar t3 = (vcc_v8_schar)c_v;
        long i_vec = 0L;
        vcc_v8_uint k_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint k_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint k_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at narrow_compare.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_char s_v = vcc_load(vcc_v8_char, s + i_vec);
            vcc_v8_schar t4 = (vcc_v8_schar)s_v;
            __m256i t5 = (__m256i)__builtin_convertvector(t4 == t3, vcc_m8);
            __m256i t6 = (__m256i)__builtin_convertvector((vcc_m8)t5 & 1, vcc_v8_int);
            k_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v, t6);
            vcc_v8_char s_v_1 = vcc_load(vcc_v8_char, s + (i_vec + 8L));
            vcc_v8_schar t7 = (vcc_v8_schar)s_v_1;
            __m256i t8 = (__m256i)__builtin_convertvector(t7 == t3, vcc_m8);
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
            k_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_1, t9);
            vcc_v8_char s_v_2 = vcc_load(vcc_v8_char, s + (i_vec + 16L));
            vcc_v8_schar t10 = (vcc_v8_schar)s_v_2;
            __m256i t11 = (__m256i)__builtin_convertvector(t10 == t3, vcc_m8);
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            k_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_2, t12);
            vcc_v8_char s_v_3 = vcc_load(vcc_v8_char, s + (i_vec + 24L));
            vcc_v8_schar t13 = (vcc_v8_schar)s_v_3;
            __m256i t14 = (__m256i)__builtin_convertvector(t13 == t3, vcc_m8);
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            k_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_3, t15);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t16 = _mm256_add_epi32((__m256i)k_v, (__m256i)k_v_1);
        __m256i t17 = _mm256_add_epi32(t16, (__m256i)k_v_2);
        __m256i t18 = _mm256_add_epi32(t17, (__m256i)k_v_3);
        t19 = (int)t2;
        t20 = (int)vcc_avx2_sum_epi32(t18);
    } else {
        t19 = 0;
        t20 = 0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        vcc_v8_char c_v_1 = (vcc_v8_char){c, c, c, c, c, c, c, c};
        vcc_v8_schar t23 = (vcc_v8_schar)c_v_1;
        long i_vec_1 = 0L;
        vcc_v8_uint k_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at narrow_compare.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_char s_v_4 = vcc_load(vcc_v8_char, s + ((long)t19 + i_vec_1));
            vcc_v8_schar t24 = (vcc_v8_schar)s_v_4;
            __m256i t25 = (__m256i)__builtin_convertvector(t24 == t23, vcc_m8);
            __m256i t26 = (__m256i)__builtin_convertvector((vcc_m8)t25 & 1, vcc_v8_int);
            k_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_4, t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t19 + t22);
        k = (int)((unsigned int)t20 + vcc_avx2_sum_epi32((__m256i)k_v_4));
    } else {
        i = t19;
        k = t20;
    }
    for (; i < n; i++) {
        k += (int)s[i] == (int)c;
    }
    return k;
}

static int edge8(unsigned r) {
    static const int ends[] = {0, 1, 127, 128, 255, 126, 129};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 255;
}

static int edge16(unsigned r) {
    static const int ends[] = {0, 1, 32767, 32768, 65535, 32766, 32769};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 65535;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *a = new_array(n, 1), *b = new_array(n, 1);
        unsigned short *s = new_array(n, 2), *t = new_array(n, 2);
        int *x = new_array(n, 4), *o1 = new_array(n, 4), *o2 = new_array(n, 4), *o3 = new_array(n, 4);
        int *o4 = new_array(n, 4);
        unsigned *o5 = new_array(n, 4);
        short *p = new_array(n, 2), *o6 = new_array(n, 2), *o7 = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            a[i] = (unsigned char)edge8(next_rand());
            b[i] = i % 5 == 0 ? a[i] : (unsigned char)edge8(next_rand());
            s[i] = (unsigned short)edge16(next_rand());
            t[i] = i % 4 == 0 ? s[i] : (unsigned short)edge16(next_rand());
            x[i] = (int)(next_rand() % 2000) - 1000;
            p[i] = (short)(next_rand() % 60000);
            o1[i] = o2[i] = o3[i] = o4[i] = -5;
            o5[i] = 9;
            o6[i] = o7[i] = 4;
        }
        lt_i8(n, o1, (const signed char *)a, (const signed char *)b);
        gt_u8_count(n, o2, a, b);
        le_u8_select(n, o3, a, b, x);
        ge_i16(n, o4, (const short *)s, (const short *)t);
        ne_u16(n, o5, s, t);
        eq_u8_short(n, o6, a, b, p);
        gt_i8_short(n, o7, (const signed char *)a, p);
        printf("n=%d %016llx %016llx %016llx %016llx %016llx %016llx %016llx %d %d\n", n, HASH(o1, n), HASH(o2, n),
               HASH(o3, n), HASH(o4, n), HASH(o5, n), HASH(o6, n), HASH(o7, n), count_char(n, (const char *)a, 127),
               count_char(n, (const char *)a, (char)128));
        free(a), free(b), free(s), free(t), free(x), free(o1), free(o2), free(o3), free(o4), free(o5), free(p);
        free(o6), free(o7);
    }
    return 0;
}
