/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef char vcc_v4_char __attribute__((vector_size(4)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_flip_epi8(X) _mm_xor_si128((X), _mm_set1_epi8(-128))
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=8 avx2=8 sse4.2=8 sse2=8 neon=7 */
#include "harness.h"

/* Comparisons of narrow lanes (chars, shorts) whose results are used on wider ones: at VF 4 or
   8 the compared operands are 4 or 8 bytes and the mask has the wide lanes' width. sse2 compares
   them in the low bytes of a register and widens the mask by unpacking it with itself (no
   `pmovsx` there); every comparison and signedness, with values at the ends of each type's
   range (where a signed compare of unsigned lanes would go wrong). */

void lt_i8(int n, int *restrict out, const signed char *restrict a, const signed char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_cmpgt_epi8(b_v, a_v);
            vcc_v16_int t4 = __builtin_convertvector((vcc_m16)t3 & 1, vcc_v16_int);
            do { vcc_v16_int vcc_w = t4; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (int)a[t5] < (int)b[t5];
    }
}

void gt_u8_count(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            vcc_v16_int out_v = vcc_load(vcc_v16_int, t3);
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_cmpgt_epi8(vcc_sse_flip_epi8(a_v), vcc_sse_flip_epi8(b_v));
            vcc_v16_int t5 = __builtin_convertvector((vcc_m16)t4, vcc_v16_int);
            vcc_v16_int t6 = out_v - t5;
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int *t8 = out + t7;
        *t8 = *t8 + ((int)a[t7] > (int)b[t7]);
    }
}

void le_u8_select(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                  const int *restrict x) {
    int t22;
    int i;
    int t32;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
            __m128i t3 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)a_v)), vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)b_v)))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            __m128i x_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t4);
            __m128i t5 = _mm_sub_epi32(_mm_setzero_si128(), x_v);
            __m128i x_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t3);
            __m128i t6 = vcc_sse2_blendv_epi8(t5, x_v_1, t3);
            _mm_storeu_si128((__m128i *)(out + i_vec), t6);
            long t7 = i_vec + 4L;
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + t7);
            vcc_v4_uchar b_v_1 = vcc_load(vcc_v4_uchar, b + t7);
            __m128i t8 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)a_v_1)), vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)b_v_1)))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t9 = (__m128i)~(vcc_m4)t8;
            __m128i x_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t7 * 4UL), t9);
            __m128i t10 = _mm_sub_epi32(_mm_setzero_si128(), x_v_2);
            __m128i x_v_3 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t7 * 4UL), t8);
            __m128i t11 = vcc_sse2_blendv_epi8(t10, x_v_3, t8);
            _mm_storeu_si128((__m128i *)(out + t7), t11);
            long t12 = i_vec + 8L;
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + t12);
            vcc_v4_uchar b_v_2 = vcc_load(vcc_v4_uchar, b + t12);
            __m128i t13 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)a_v_2)), vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)b_v_2)))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t14 = (__m128i)~(vcc_m4)t13;
            __m128i x_v_4 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t12 * 4UL), t14);
            __m128i t15 = _mm_sub_epi32(_mm_setzero_si128(), x_v_4);
            __m128i x_v_5 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t12 * 4UL), t13);
            __m128i t16 = vcc_sse2_blendv_epi8(t15, x_v_5, t13);
            _mm_storeu_si128((__m128i *)(out + t12), t16);
            long t17 = i_vec + 12L;
            vcc_v4_uchar a_v_3 = vcc_load(vcc_v4_uchar, a + t17);
            vcc_v4_uchar b_v_3 = vcc_load(vcc_v4_uchar, b + t17);
            __m128i t18 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)a_v_3)), vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)b_v_3)))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t19 = (__m128i)~(vcc_m4)t18;
            __m128i x_v_6 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t17 * 4UL), t19);
            __m128i t20 = _mm_sub_epi32(_mm_setzero_si128(), x_v_6);
            __m128i x_v_7 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t17 * 4UL), t18);
            __m128i t21 = vcc_sse2_blendv_epi8(t20, x_v_7, t18);
            _mm_storeu_si128((__m128i *)(out + t17), t21);
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
        /* vcc: loop at narrow_compare.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_uchar a_v_4 = vcc_load(vcc_v4_uchar, a + t25);
            vcc_v4_uchar b_v_4 = vcc_load(vcc_v4_uchar, b + t25);
            __m128i t26 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi8(vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)a_v_4)), vcc_sse_flip_epi8(_mm_cvtsi32_si128((int)b_v_4)))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t27 = (__m128i)~(vcc_m4)t26;
            __m128i x_v_8 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t25 * 4UL), t27);
            __m128i t28 = _mm_sub_epi32(_mm_setzero_si128(), x_v_8);
            __m128i x_v_9 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t25 * 4UL), t26);
            __m128i t29 = vcc_sse2_blendv_epi8(t28, x_v_9, t26);
            _mm_storeu_si128((__m128i *)(out + t25), t29);
            i_vec_1 += 4L;
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

void ge_i16(int n, int *restrict out, const short *restrict s, const short *restrict t) {
    int t18;
    int i;
    int t27;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            vcc_v4_short s_v = vcc_load(vcc_v4_short, s + i_vec);
            vcc_v4_short t_v = vcc_load(vcc_v4_short, t + i_vec);
            __m128i t4 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi16(_mm_cvtsi64_si128((long long)t_v), _mm_cvtsi64_si128((long long)s_v))); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i out_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = vcc_sse2_blendv_epi8(out_v, _mm_set1_epi32(7), t4);
            _mm_storeu_si128((__m128i *)t3, t5);
            long t6 = i_vec + 4L;
            int *t7 = out + t6;
            vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t6);
            vcc_v4_short t_v_1 = vcc_load(vcc_v4_short, t + t6);
            __m128i t8 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi16(_mm_cvtsi64_si128((long long)t_v_1), _mm_cvtsi64_si128((long long)s_v_1))); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i out_v_1 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t9 = vcc_sse2_blendv_epi8(out_v_1, _mm_set1_epi32(7), t8);
            _mm_storeu_si128((__m128i *)t7, t9);
            long t10 = i_vec + 8L;
            int *t11 = out + t10;
            vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t10);
            vcc_v4_short t_v_2 = vcc_load(vcc_v4_short, t + t10);
            __m128i t12 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi16(_mm_cvtsi64_si128((long long)t_v_2), _mm_cvtsi64_si128((long long)s_v_2))); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i out_v_2 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = vcc_sse2_blendv_epi8(out_v_2, _mm_set1_epi32(7), t12);
            _mm_storeu_si128((__m128i *)t11, t13);
            long t14 = i_vec + 12L;
            int *t15 = out + t14;
            vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t14);
            vcc_v4_short t_v_3 = vcc_load(vcc_v4_short, t + t14);
            __m128i t16 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi16(_mm_cvtsi64_si128((long long)t_v_3), _mm_cvtsi64_si128((long long)s_v_3))); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i out_v_3 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t17 = vcc_sse2_blendv_epi8(out_v_3, _mm_set1_epi32(7), t16);
            _mm_storeu_si128((__m128i *)t15, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int *t22 = out + t21;
            vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t21);
            vcc_v4_short t_v_4 = vcc_load(vcc_v4_short, t + t21);
            __m128i t23 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpgt_epi16(_mm_cvtsi64_si128((long long)t_v_4), _mm_cvtsi64_si128((long long)s_v_4))); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i out_v_4 = _mm_loadu_si128((const __m128i *)t22);
            __m128i t24 = vcc_sse2_blendv_epi8(out_v_4, _mm_set1_epi32(7), t23);
            _mm_storeu_si128((__m128i *)t22, t24);
            i_vec_1 += 4L;
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

void ne_u16(int n, unsigned *restrict out, const unsigned short *restrict s, const unsigned short *restrict t) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned int *t3 = out + i_vec;
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m128i t_v = _mm_loadu_si128((const __m128i *)(t + i_vec));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi16(s_v, t_v));
            vcc_v8_int t5 = __builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            vcc_v8_uint t7 = t6 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v = vcc_load(vcc_v8_uint, t3);
            vcc_v8_uint t8 = t7 + out_v;
            do { vcc_v8_uint vcc_w = t8; char *vcc_p = (char *)(t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            long t9 = i_vec + 8L;
            unsigned int *t10 = out + t9;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t9));
            __m128i t_v_1 = _mm_loadu_si128((const __m128i *)(t + t9));
            __m128i t11 = vcc_sse_not(_mm_cmpeq_epi16(s_v_1, t_v_1));
            vcc_v8_int t12 = __builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint t14 = t13 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v_1 = vcc_load(vcc_v8_uint, t10);
            vcc_v8_uint t15 = t14 + out_v_1;
            do { vcc_v8_uint vcc_w = t15; char *vcc_p = (char *)(t10); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            unsigned int *t20 = out + t19;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t19));
            __m128i t_v_2 = _mm_loadu_si128((const __m128i *)(t + t19));
            __m128i t21 = vcc_sse_not(_mm_cmpeq_epi16(s_v_2, t_v_2));
            vcc_v8_int t22 = __builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
            vcc_v8_uint t23 = (vcc_v8_uint)t22;
            vcc_v8_uint t24 = t23 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v_2 = vcc_load(vcc_v8_uint, t20);
            vcc_v8_uint t25 = t24 + out_v_2;
            do { vcc_v8_uint vcc_w = t25; char *vcc_p = (char *)(t20); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned int *t27 = out + t26;
        *t27 = (unsigned int)((int)s[t26] != (int)t[t26]) * 3U + *t27;
    }
}

void eq_u8_short(int n, short *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                 const short *restrict p) {
    int i;
    int t9;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:38 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m128i t3 = ({ __m128i vcc_m = _mm_cmpeq_epi8(_mm_cvtsi64_si128((long long)a_v), _mm_cvtsi64_si128((long long)b_v)); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m; });
            __m128i t4 = (__m128i)~(vcc_m8)t3;
            __m128i p_v = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), t4);
            __m128i t5 = _mm_add_epi16(p_v, _mm_set1_epi16((short)1));
            __m128i p_v_1 = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), t3);
            __m128i t6 = vcc_sse2_blendv_epi8(t5, p_v_1, t3);
            _mm_storeu_si128((__m128i *)(out + i_vec), t6);
            i_vec += 8L;
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

void gt_i8_short(int n, short *restrict out, const signed char *restrict a, const short *restrict p) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:43 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            __m128i t3 = ({ __m128i vcc_m = _mm_cmpgt_epi8(_mm_cvtsi64_si128((long long)a_v), _mm_cvtsi64_si128((long long)(vcc_v8_schar){(signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3})); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m; });
            __m128i p_v = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), t3);
            vcc_sse_store_masked(vcc_v8_short, (short *)((unsigned long)out + (unsigned long)i_vec * 2UL), p_v, t3);
            long t4 = i_vec + 8L;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + t4);
            __m128i t5 = ({ __m128i vcc_m = _mm_cmpgt_epi8(_mm_cvtsi64_si128((long long)a_v_1), _mm_cvtsi64_si128((long long)(vcc_v8_schar){(signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3})); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m; });
            __m128i p_v_1 = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)p + (unsigned long)t4 * 2UL), t5);
            vcc_sse_store_masked(vcc_v8_short, (short *)((unsigned long)out + (unsigned long)t4 * 2UL), p_v_1, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + t9);
            __m128i t10 = ({ __m128i vcc_m = _mm_cmpgt_epi8(_mm_cvtsi64_si128((long long)a_v_2), _mm_cvtsi64_si128((long long)(vcc_v8_schar){(signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3})); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m; });
            __m128i p_v_2 = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)p + (unsigned long)t9 * 2UL), t10);
            vcc_sse_store_masked(vcc_v8_short, (short *)((unsigned long)out + (unsigned long)t9 * 2UL), p_v_2, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        if ((int)a[t11] > -3) {
            out[t11] = p[t11];
        }
    }
}

int count_char(int n, const char *restrict s, char c) {
    int k;
    int t19;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_char c_v = (vcc_v4_char){c, c, c, c};
        vcc_v4_schar t3 = (vcc_v4_schar)c_v;
        long i_vec = 0L;
        vcc_v4_uint k_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint k_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint k_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at narrow_compare.c:50 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_char s_v = vcc_load(vcc_v4_char, s + i_vec);
            vcc_v4_schar t4 = (vcc_v4_schar)s_v;
            __m128i t5 = ({ __m128i vcc_m = _mm_cmpeq_epi8(_mm_cvtsi32_si128((int)t4), _mm_cvtsi32_si128((int)t3)); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t6 = (__m128i)__builtin_convertvector((vcc_m4)t5 & 1, vcc_v4_int);
            k_v = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v, t6);
            vcc_v4_char s_v_1 = vcc_load(vcc_v4_char, s + (i_vec + 4L));
            vcc_v4_schar t7 = (vcc_v4_schar)s_v_1;
            __m128i t8 = ({ __m128i vcc_m = _mm_cmpeq_epi8(_mm_cvtsi32_si128((int)t7), _mm_cvtsi32_si128((int)t3)); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t9 = (__m128i)__builtin_convertvector((vcc_m4)t8 & 1, vcc_v4_int);
            k_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_1, t9);
            vcc_v4_char s_v_2 = vcc_load(vcc_v4_char, s + (i_vec + 8L));
            vcc_v4_schar t10 = (vcc_v4_schar)s_v_2;
            __m128i t11 = ({ __m128i vcc_m = _mm_cmpeq_epi8(_mm_cvtsi32_si128((int)t10), _mm_cvtsi32_si128((int)t3)); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t12 = (__m128i)__builtin_convertvector((vcc_m4)t11 & 1, vcc_v4_int);
            k_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_2, t12);
            vcc_v4_char s_v_3 = vcc_load(vcc_v4_char, s + (i_vec + 12L));
            vcc_v4_schar t13 = (vcc_v4_schar)s_v_3;
            __m128i t14 = ({ __m128i vcc_m = _mm_cmpeq_epi8(_mm_cvtsi32_si128((int)t13), _mm_cvtsi32_si128((int)t3)); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t15 = (__m128i)__builtin_convertvector((vcc_m4)t14 & 1, vcc_v4_int);
            k_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_3, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t16 = _mm_add_epi32((__m128i)k_v, (__m128i)k_v_1);
        __m128i t17 = _mm_add_epi32(t16, (__m128i)k_v_2);
        __m128i t18 = _mm_add_epi32(t17, (__m128i)k_v_3);
        t19 = (int)t2;
        t20 = (int)vcc_sse_reduce_epi32(t18, _mm_add_epi32, unsigned int);
    } else {
        t19 = 0;
        t20 = 0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        vcc_v4_char c_v_1 = (vcc_v4_char){c, c, c, c};
        vcc_v4_schar t23 = (vcc_v4_schar)c_v_1;
        long i_vec_1 = 0L;
        vcc_v4_uint k_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at narrow_compare.c:50 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_char s_v_4 = vcc_load(vcc_v4_char, s + ((long)t19 + i_vec_1));
            vcc_v4_schar t24 = (vcc_v4_schar)s_v_4;
            __m128i t25 = ({ __m128i vcc_m = _mm_cmpeq_epi8(_mm_cvtsi32_si128((int)t24), _mm_cvtsi32_si128((int)t23)); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            __m128i t26 = (__m128i)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
            k_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_4, t26);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        i = (int)((long)t19 + t22);
        k = (int)((unsigned int)t20 + vcc_sse_reduce_epi32((__m128i)k_v_4, _mm_add_epi32, unsigned int));
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
