/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=8 avx2=8 sse4.2=8 sse2=8 neon=7 */
#include "harness.h"

/* Comparisons of narrow lanes (chars, shorts) whose results are used on wider ones: at VF 4 or
   8 the compared operands are 4 or 8 bytes and the mask has the wide lanes' width. sse2 compares
   them in the low bytes of a register and widens the mask by unpacking it with itself (no
   `pmovsx` there); every comparison and signedness, with values at the ends of each type's
   range (where a signed compare of unsigned lanes would go wrong). */

__attribute__((target("avx2"))) void lt_i8(int n, int *restrict out, const signed char *restrict a, const signed char *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = (__m256i)__builtin_convertvector((vcc_v16_schar)a_v < (vcc_v16_schar)b_v, vcc_m16);
            vcc_v16_int t4 = __builtin_convertvector((vcc_m16)t3 & 1, vcc_v16_int);
            do { vcc_v16_int vcc_w = t4; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m256i t6 = (__m256i)__builtin_convertvector((vcc_v16_schar)a_v_1 < (vcc_v16_schar)b_v_1, vcc_m16);
            vcc_v16_int t7 = __builtin_convertvector((vcc_m16)t6 & 1, vcc_v16_int);
            do { vcc_v16_int vcc_w = t7; char *vcc_p = (char *)(out + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
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
        /* vcc: loop at narrow_compare.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_v16_schar)a_v_2 < (vcc_v16_schar)b_v_2, vcc_m16);
            vcc_v16_int t13 = __builtin_convertvector((vcc_m16)t12 & 1, vcc_v16_int);
            do { vcc_v16_int vcc_w = t13; char *vcc_p = (char *)(out + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        out[t14] = (int)a[t14] < (int)b[t14];
    }
}

__attribute__((target("avx2"))) void gt_u8_count(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            vcc_v16_int out_v = vcc_load(vcc_v16_int, t3);
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t4 = (__m256i)__builtin_convertvector((vcc_v16_uchar)a_v > (vcc_v16_uchar)b_v, vcc_m16);
            vcc_v16_int t5 = __builtin_convertvector((vcc_m16)t4, vcc_v16_int);
            vcc_v16_int t6 = out_v - t5;
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t7 = i_vec + 16L;
            int *t8 = out + t7;
            vcc_v16_int out_v_1 = vcc_load(vcc_v16_int, t8);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_v16_uchar)a_v_1 > (vcc_v16_uchar)b_v_1, vcc_m16);
            vcc_v16_int t10 = __builtin_convertvector((vcc_m16)t9, vcc_v16_int);
            vcc_v16_int t11 = out_v_1 - t10;
            do { vcc_v16_int vcc_w = t11; char *vcc_p = (char *)(t8); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
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
        /* vcc: loop at narrow_compare.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int *t16 = out + t15;
            vcc_v16_int out_v_2 = vcc_load(vcc_v16_int, t16);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t17 = (__m256i)__builtin_convertvector((vcc_v16_uchar)a_v_2 > (vcc_v16_uchar)b_v_2, vcc_m16);
            vcc_v16_int t18 = __builtin_convertvector((vcc_m16)t17, vcc_v16_int);
            vcc_v16_int t19 = out_v_2 - t18;
            do { vcc_v16_int vcc_w = t19; char *vcc_p = (char *)(t16); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int *t21 = out + t20;
        *t21 = *t21 + ((int)a[t20] > (int)b[t20]);
    }
}

__attribute__((target("avx2"))) void le_u8_select(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                  const int *restrict x) {
    int t12;
    int i;
    int t22;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t3 = (__m256i)__builtin_convertvector(a_v <= b_v, vcc_m8);
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256i x_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t4);
            __m256i t5 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v);
            __m256i x_v_1 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t3);
            __m256i t6 = _mm256_blendv_epi8(t5, x_v_1, t3);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t6);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m256i t8 = (__m256i)__builtin_convertvector(a_v_1 <= b_v_1, vcc_m8);
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i x_v_2 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)x + (unsigned long)t7 * 4UL), t9);
            __m256i t10 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v_2);
            __m256i x_v_3 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)x + (unsigned long)t7 * 4UL), t8);
            __m256i t11 = _mm256_blendv_epi8(t10, x_v_3, t8);
            _mm256_storeu_si256((__m256i *)(out + t7), t11);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t15);
            __m256i t16 = (__m256i)__builtin_convertvector(a_v_2 <= b_v_2, vcc_m8);
            __m256i t17 = (__m256i)~(vcc_m8)t16;
            __m256i x_v_4 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)x + (unsigned long)t15 * 4UL), t17);
            __m256i t18 = _mm256_sub_epi32(_mm256_setzero_si256(), x_v_4);
            __m256i x_v_5 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)x + (unsigned long)t15 * 4UL), t16);
            __m256i t19 = _mm256_blendv_epi8(t18, x_v_5, t16);
            _mm256_storeu_si256((__m256i *)(out + t15), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int *t21 = out + t20;
        if ((int)a[t20] <= (int)b[t20]) {
            t22 = x[t20];
        } else {
            t22 = -x[t20];
        }
        *t21 = t22;
    }
}

__attribute__((target("avx2"))) void ge_i16(int n, int *restrict out, const short *restrict s, const short *restrict t) {
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
            __m256i t5 = _mm256_blendv_epi8(out_v, _mm256_set1_epi32(7), t4);
            _mm256_storeu_si256((__m256i *)t3, t5);
            long t6 = i_vec + 8L;
            int *t7 = out + t6;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t6));
            __m128i t_v_1 = _mm_loadu_si128((const __m128i *)(t + t6));
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v_1 >= (vcc_v8_short)t_v_1, vcc_m8);
            __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_blendv_epi8(out_v_1, _mm256_set1_epi32(7), t8);
            _mm256_storeu_si256((__m256i *)t7, t9);
            long t10 = i_vec + 16L;
            int *t11 = out + t10;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t10));
            __m128i t_v_2 = _mm_loadu_si128((const __m128i *)(t + t10));
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v_2 >= (vcc_v8_short)t_v_2, vcc_m8);
            __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = _mm256_blendv_epi8(out_v_2, _mm256_set1_epi32(7), t12);
            _mm256_storeu_si256((__m256i *)t11, t13);
            long t14 = i_vec + 24L;
            int *t15 = out + t14;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t14));
            __m128i t_v_3 = _mm_loadu_si128((const __m128i *)(t + t14));
            __m256i t16 = (__m256i)__builtin_convertvector((vcc_v8_short)s_v_3 >= (vcc_v8_short)t_v_3, vcc_m8);
            __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t17 = _mm256_blendv_epi8(out_v_3, _mm256_set1_epi32(7), t16);
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
            __m256i t24 = _mm256_blendv_epi8(out_v_4, _mm256_set1_epi32(7), t23);
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

__attribute__((target("avx2"))) void ne_u16(int n, unsigned *restrict out, const unsigned short *restrict s, const unsigned short *restrict t) {
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

__attribute__((target("avx2"))) void eq_u8_short(int n, short *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                 const short *restrict p) {
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
            __m256i t3 = (__m256i)__builtin_convertvector((vcc_v16_uchar)a_v == (vcc_v16_uchar)b_v, vcc_m16);
            __m256i t4 = (__m256i)~(vcc_m16)t3;
            __m256i p_v = (__m256i)vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), (vcc_m16)t4);
            __m256i t5 = _mm256_add_epi16(p_v, _mm256_set1_epi16((short)1));
            __m256i p_v_1 = (__m256i)vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), (vcc_m16)t3);
            __m256i t6 = _mm256_blendv_epi8(t5, p_v_1, t3);
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

__attribute__((target("avx2"))) void gt_i8_short(int n, short *restrict out, const signed char *restrict a, const short *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:43 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = (__m256i)__builtin_convertvector((vcc_v16_schar)a_v > (vcc_v16_schar)_mm_set1_epi8((char)-3), vcc_m16);
            __m256i p_v = (__m256i)vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), (vcc_m16)t3);
            vcc_store_masked((short *)((unsigned long)out + (unsigned long)i_vec * 2UL), (vcc_v16_short)p_v, (vcc_m16)t3);
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

__attribute__((target("avx2"))) int count_char(int n, const char *restrict s, char c) {
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
