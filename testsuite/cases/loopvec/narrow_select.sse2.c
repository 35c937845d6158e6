/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_sse_flip_epi8(X) _mm_xor_si128((X), _mm_set1_epi8(-128))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi16(__m128i x) { return _mm_srai_epi16(_mm_unpacklo_epi8(x, x), 8); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi16(__m128i x) { return _mm_unpacklo_epi8(x, _mm_setzero_si128()); }

/* vcc-test: expect-vectorized generic=11 avx2=11 avx512=11 avx512vbmi-zmm=12 sse4.2=11 neon=9 sse2=10 */
#include "harness.h"

/* Selects and if-converted branches between values of 8- and 16-bit types, whose result is
   stored back as 8 or 16 bits: C computes them in `int`, and the loop vectorizer computes
   them in lanes of the narrow type (narrow.rs), twice or four times as many per register (a
   min of shorts is one `vpminsw` of 16 lanes on AVX2 instead of 8 `int` lanes and two
   conversions). Every kernel is checked at the ends of each type's range: a lane too narrow,
   or of the wrong signedness, changes the results. */

/* A min written as a branch (a blend of two edges), in signed 16-bit lanes. */
void min_s16(int n, short *restrict a, const short *restrict b) {
    int t9;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            short *t4 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t4);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t5 = _mm_min_epi16(a_v, b_v);
            _mm_storeu_si128((__m128i *)t4, t5);
            long t6 = i_vec + 8L;
            short *t7 = a + t6;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t7);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t8 = _mm_min_epi16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)t7, t8);
            i_vec += 16L;
        } while (i_vec < t3);
        t9 = (int)t3;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t12 = (long)t9 + i_vec_1;
            short *t13 = a + t12;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t13);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m128i t14 = _mm_min_epi16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        short *t16 = a + t15;
        int t1 = (int)*t16;
        int t17 = (int)b[t15];
        if (t1 >= t17) {
            t1 = t17;
        }
        *t16 = (short)t1;
    }
}

/* A max of bytes: unsigned 8-bit lanes. */
void max_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:19 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_max_epu8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        unsigned char *t6 = out + t5;
        int t1 = (int)a[t5];
        int t7 = (int)b[t5];
        if (t1 <= t7) {
            t1 = t7;
        }
        *t6 = (unsigned char)t1;
    }
}

/* One arm a loop-invariant `short` (promoted to int before the loop): its truncation is
   broadcast. */
void floor_s16(int n, short *restrict out, const short *restrict a, short k) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m128i k_v = _mm_set1_epi16((short)k);
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t4 = _mm_max_epi16(a_v, k_v);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t6 = _mm_max_epi16(a_v_1, k_v);
            _mm_storeu_si128((__m128i *)(out + t5), t6);
            long t7 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i t8 = _mm_max_epi16(a_v_2, k_v);
            _mm_storeu_si128((__m128i *)(out + t7), t8);
            long t9 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i t10 = _mm_max_epi16(a_v_3, k_v);
            _mm_storeu_si128((__m128i *)(out + t9), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m128i k_v_1 = _mm_set1_epi16((short)k);
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i t15 = _mm_max_epi16(a_v_4, k_v_1);
            _mm_storeu_si128((__m128i *)(out + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        short *t17 = out + t16;
        int t1 = (int)a[t16];
        int t18 = (int)k;
        if (t1 <= t18) {
            t1 = t18;
        }
        *t17 = (short)t1;
    }
}

/* The condition compares floats (32-bit lanes): the select of shorts takes its mask. */
void pick_by_float(int n, short *restrict out, const float *restrict f, const short *restrict a,
                   const short *restrict b) {
    int t16;
    int i;
    int t28;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:33 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 f_v = _mm_loadu_ps(f + i_vec);
            __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(f_v, _mm_set1_ps(0.0f)));
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            vcc_v4_short b_v = vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)b + (unsigned long)i_vec * 2UL), (vcc_m4)t4);
            vcc_v4_ushort t5 = (vcc_v4_ushort)b_v;
            vcc_v4_short a_v = vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)a + (unsigned long)i_vec * 2UL), (vcc_m4)t3);
            vcc_v4_ushort t6 = (vcc_v4_ushort)a_v;
            vcc_v4_ushort t7 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t3, vcc_v4_short), t6, t5);
            vcc_v4_short t8 = (vcc_v4_short)t7;
            vcc_store(out + i_vec, t8);
            long t9 = i_vec + 4L;
            __m128 f_v_1 = _mm_loadu_ps(f + t9);
            __m128i t10 = _mm_castps_si128(_mm_cmpgt_ps(f_v_1, _mm_set1_ps(0.0f)));
            __m128i t11 = (__m128i)~(vcc_m4)t10;
            vcc_v4_short b_v_1 = vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)b + (unsigned long)t9 * 2UL), (vcc_m4)t11);
            vcc_v4_ushort t12 = (vcc_v4_ushort)b_v_1;
            vcc_v4_short a_v_1 = vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)a + (unsigned long)t9 * 2UL), (vcc_m4)t10);
            vcc_v4_ushort t13 = (vcc_v4_ushort)a_v_1;
            vcc_v4_ushort t14 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t10, vcc_v4_short), t13, t12);
            vcc_v4_short t15 = (vcc_v4_short)t14;
            vcc_store(out + t9, t15);
            i_vec += 8L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            __m128 f_v_2 = _mm_loadu_ps(f + t19);
            __m128i t20 = _mm_castps_si128(_mm_cmpgt_ps(f_v_2, _mm_set1_ps(0.0f)));
            __m128i t21 = (__m128i)~(vcc_m4)t20;
            vcc_v4_short b_v_2 = vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)b + (unsigned long)t19 * 2UL), (vcc_m4)t21);
            vcc_v4_ushort t22 = (vcc_v4_ushort)b_v_2;
            vcc_v4_short a_v_2 = vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)a + (unsigned long)t19 * 2UL), (vcc_m4)t20);
            vcc_v4_ushort t23 = (vcc_v4_ushort)a_v_2;
            vcc_v4_ushort t24 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t20, vcc_v4_short), t23, t22);
            vcc_v4_short t25 = (vcc_v4_short)t24;
            vcc_store(out + t19, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        short *t27 = out + t26;
        if (f[t26] > 0.0f) {
            t28 = (int)a[t26];
        } else {
            t28 = (int)b[t26];
        }
        *t27 = (short)t28;
    }
}

/* The condition compares ints that are not narrowed. */
void pick_by_int(int n, unsigned char *restrict out, const int *restrict c, const unsigned char *restrict a,
                 const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] > 0 ? a[i] : b[i];
}

/* An absolute difference of bytes as a branch: each arm's range is -255..255, so the lanes
   are 16-bit (signed), and the stored byte is their low half. */
void absdiff_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    int t11;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:47 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_cmpgt_epi8(vcc_sse_flip_epi8(a_v), vcc_sse_flip_epi8(b_v));
            __m128i t4 = _mm_sub_epi8(b_v, a_v);
            __m128i t5 = _mm_sub_epi8(a_v, b_v);
            __m128i t6 = vcc_sse2_blendv_epi8(t4, t5, t3);
            _mm_storeu_si128((__m128i *)(out + i_vec), t6);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        unsigned char *t8 = out + t7;
        int t9 = (int)a[t7];
        int t10 = (int)b[t7];
        if (t9 > t10) {
            t11 = t9 - t10;
        } else {
            t11 = t10 - t9;
        }
        *t8 = (unsigned char)t11;
    }
}

/* Three edges into one value: a median-like choice of three shorts. */
void choose3_s16(int n, short *restrict out, const short *restrict a, const short *restrict b,
                 const short *restrict c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:54 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_cmpgt_epi16(a_v, b_v);
            __m128i t4 = (__m128i)~(vcc_m8)t3;
            __m128i c_v = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)c + (unsigned long)i_vec * 2UL), t4);
            __m128i t5 = _mm_cmpgt_epi16(c_v, a_v);
            __m128i x_v = vcc_sse2_blendv_epi8(b_v, c_v, t5);
            __m128i x_v_1 = vcc_sse2_blendv_epi8(x_v, a_v, t3);
            _mm_storeu_si128((__m128i *)(out + i_vec), x_v_1);
            long t6 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_cmpgt_epi16(a_v_1, b_v_1);
            __m128i t8 = (__m128i)~(vcc_m8)t7;
            __m128i c_v_1 = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)c + (unsigned long)t6 * 2UL), t8);
            __m128i t9 = _mm_cmpgt_epi16(c_v_1, a_v_1);
            __m128i x_v_2 = vcc_sse2_blendv_epi8(b_v_1, c_v_1, t9);
            __m128i x_v_3 = vcc_sse2_blendv_epi8(x_v_2, a_v_1, t7);
            _mm_storeu_si128((__m128i *)(out + t6), x_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_cmpgt_epi16(a_v_2, b_v_2);
            __m128i t15 = (__m128i)~(vcc_m8)t14;
            __m128i c_v_2 = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)c + (unsigned long)t13 * 2UL), t15);
            __m128i t16 = _mm_cmpgt_epi16(c_v_2, a_v_2);
            __m128i x_v_4 = vcc_sse2_blendv_epi8(b_v_2, c_v_2, t16);
            __m128i x_v_5 = vcc_sse2_blendv_epi8(x_v_4, a_v_2, t14);
            _mm_storeu_si128((__m128i *)(out + t13), x_v_5);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int x = (int)a[t17];
        int t18 = (int)b[t17];
        if (x <= t18) {
            int x_1 = (int)c[t17];
            if (x >= x_1) {
                x_1 = t18;
            }
            x = x_1;
        }
        out[t17] = (short)x;
    }
}

/* The chosen value is also stored as an int: it stays in 32-bit lanes. */
void max_also_int(int n, short *restrict out, int *restrict wide, const short *restrict a, const short *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:68 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t3 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i m_v = vcc_sse2_max_epi32(t3, t4);
            vcc_v4_short t5 = __builtin_convertvector((vcc_v4_int)m_v, vcc_v4_short);
            vcc_store(out + i_vec, t5);
            _mm_storeu_si128((__m128i *)(wide + i_vec), m_v);
            long t6 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t6);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t6);
            __m128i t7 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t8 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i m_v_1 = vcc_sse2_max_epi32(t7, t8);
            vcc_v4_short t9 = __builtin_convertvector((vcc_v4_int)m_v_1, vcc_v4_short);
            vcc_store(out + t6, t9);
            _mm_storeu_si128((__m128i *)(wide + t6), m_v_1);
            long t10 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t10);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t10);
            __m128i t11 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t12 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i m_v_2 = vcc_sse2_max_epi32(t11, t12);
            vcc_v4_short t13 = __builtin_convertvector((vcc_v4_int)m_v_2, vcc_v4_short);
            vcc_store(out + t10, t13);
            _mm_storeu_si128((__m128i *)(wide + t10), m_v_2);
            long t14 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t14);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t14);
            __m128i t15 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t16 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i m_v_3 = vcc_sse2_max_epi32(t15, t16);
            vcc_v4_short t17 = __builtin_convertvector((vcc_v4_int)m_v_3, vcc_v4_short);
            vcc_store(out + t14, t17);
            _mm_storeu_si128((__m128i *)(wide + t14), m_v_3);
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
        /* vcc: loop at narrow_select.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t21);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t21);
            __m128i t22 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t23 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i m_v_4 = vcc_sse2_max_epi32(t22, t23);
            vcc_v4_short t24 = __builtin_convertvector((vcc_v4_int)m_v_4, vcc_v4_short);
            vcc_store(out + t21, t24);
            _mm_storeu_si128((__m128i *)(wide + t21), m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int m = (int)a[t25];
        int t26 = (int)b[t25];
        if (m <= t26) {
            m = t26;
        }
        out[t25] = (short)m;
        wide[t25] = m;
    }
}

/* A truth test of a value of the tree (`a & 1`) chooses. */
void odd_pick_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (a[i] & 1) ? a[i] : b[i];
}

/* Signed and unsigned bytes compared: -128..255 fits no 8-bit lane, so 16-bit ones. */
void mixed_min(int n, short *restrict out, const signed char *restrict s, const unsigned char *restrict u) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:83 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar s_v = vcc_load(vcc_v8_schar, s + i_vec);
            vcc_v8_uchar u_v = vcc_load(vcc_v8_uchar, u + i_vec);
            __m128i t4 = vcc_sse2_cvtepi8_epi16(_mm_cvtsi64_si128((long long)s_v));
            __m128i t5 = vcc_sse2_cvtepu8_epi16(_mm_cvtsi64_si128((long long)u_v));
            __m128i t6 = _mm_min_epi16(t4, t5);
            _mm_storeu_si128((__m128i *)(out + i_vec), t6);
            long t7 = i_vec + 8L;
            vcc_v8_schar s_v_1 = vcc_load(vcc_v8_schar, s + t7);
            vcc_v8_uchar u_v_1 = vcc_load(vcc_v8_uchar, u + t7);
            __m128i t8 = vcc_sse2_cvtepi8_epi16(_mm_cvtsi64_si128((long long)s_v_1));
            __m128i t9 = vcc_sse2_cvtepu8_epi16(_mm_cvtsi64_si128((long long)u_v_1));
            __m128i t10 = _mm_min_epi16(t8, t9);
            _mm_storeu_si128((__m128i *)(out + t7), t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:83 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            vcc_v8_schar s_v_2 = vcc_load(vcc_v8_schar, s + t14);
            vcc_v8_uchar u_v_2 = vcc_load(vcc_v8_uchar, u + t14);
            __m128i t15 = vcc_sse2_cvtepi8_epi16(_mm_cvtsi64_si128((long long)s_v_2));
            __m128i t16 = vcc_sse2_cvtepu8_epi16(_mm_cvtsi64_si128((long long)u_v_2));
            __m128i t17 = _mm_min_epi16(t15, t16);
            _mm_storeu_si128((__m128i *)(out + t14), t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        short *t19 = out + t18;
        int t1 = (int)s[t18];
        int t20 = (int)u[t18];
        if (t1 >= t20) {
            t1 = t20;
        }
        *t19 = (short)t1;
    }
}

/* The choice then shifted: the shift needs one more bit than the stored byte. */
void max_half_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:89 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_max_epu8(a_v, b_v);
            __m128i t5 = (__m128i)((vcc_v16_uchar)t4 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(out + i_vec), t5);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        unsigned char *t7 = out + t6;
        int t1 = (int)a[t6];
        int t8 = (int)b[t6];
        if (t1 <= t8) {
            t1 = t8;
        }
        *t7 = (unsigned char)(t1 >> 1);
    }
}

/* A clamp that is a saturating add keeps its own form (saturate.rs). */
void addsat_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:95 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_adds_epu8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_adds_epu8(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(out + t5), t6);
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
        /* vcc: loop at narrow_select.c:95 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = _mm_adds_epu8(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(out + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + (int)b[t12];
        unsigned char *t13 = out + t12;
        if (t1 > 255) {
            t1 = 255;
        }
        *t13 = (unsigned char)t1;
    }
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
    int t1;
    int t10;
    int t16;
    int t26;
    int i_1;
    int t46;
    int i_2;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        unsigned char *uo = (unsigned char *)new_array(n, 1UL);
        signed char *sc = (signed char *)new_array(n, 1UL);
        void *t2 = new_array(n, 2UL);
        short *sa = (short *)t2;
        short *sb = (short *)new_array(n, 2UL);
        void *t3 = new_array(n, 2UL);
        short *sc16 = (short *)t3;
        void *t4 = new_array(n, 2UL);
        short *so = (short *)t4;
        float *f = (float *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int *wide = (int *)new_array(n, 4UL);
        for (int i = 0; i < n; i++) {
            long t5 = (long)i;
            unsigned char *t6 = ua + t5;
            unsigned int t7 = next_rand();
            *t6 = (unsigned char)edge8(t7);
            unsigned char *t8 = ub + t5;
            if ((i % 5) == 0) {
                t10 = (int)*t6;
            } else {
                int t9 = edge8(next_rand());
                t10 = (int)(unsigned char)t9;
            }
            *t8 = (unsigned char)t10;
            unsigned int t11 = next_rand();
            sc[t5] = (signed char)edge8(t11);
            short *t12 = sa + t5;
            unsigned int t13 = next_rand();
            *t12 = (short)edge16(t13);
            short *t14 = sb + t5;
            if ((i % 4) == 0) {
                t16 = (int)*t12;
            } else {
                int t15 = edge16(next_rand());
                t16 = (int)(short)t15;
            }
            *t14 = (short)t16;
            unsigned int t17 = next_rand();
            sc16[t5] = (short)edge16(t17);
            f[t5] = (float)((int)(next_rand() % 200U) - 100);
            c[t5] = (int)(next_rand() % 7U) - 3;
        }
        long t18 = (long)n;
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = (unsigned long)t4;
        long t21 = (long)((unsigned long)t4 - (unsigned long)t2);
        if ((t18 >= 32L) & (((t19 + (unsigned long)(2L + (t18 - 1L) * 2L)) <= t20) | ((t20 + (unsigned long)(2L + (t18 - 1L) * 2L)) <= t19) | ((t21 <= 0L) | (t21 >= 64L)))) {
            long t22 = t18 & -32L;
            long i_vec = 0L;
            /* vcc: loop at narrow_select.c:129 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 116:21 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                __m128i sa_v = _mm_loadu_si128((const __m128i *)(sa + i_vec));
                _mm_storeu_si128((__m128i *)(so + i_vec), sa_v);
                long t23 = i_vec + 8L;
                __m128i sa_v_1 = _mm_loadu_si128((const __m128i *)(sa + t23));
                _mm_storeu_si128((__m128i *)(so + t23), sa_v_1);
                long t24 = i_vec + 16L;
                __m128i sa_v_2 = _mm_loadu_si128((const __m128i *)(sa + t24));
                _mm_storeu_si128((__m128i *)(so + t24), sa_v_2);
                long t25 = i_vec + 24L;
                __m128i sa_v_3 = _mm_loadu_si128((const __m128i *)(sa + t25));
                _mm_storeu_si128((__m128i *)(so + t25), sa_v_3);
                i_vec += 32L;
            } while (i_vec < t22);
            t26 = (int)t22;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t2;
        unsigned long t29 = (unsigned long)t4;
        long t30 = (long)((unsigned long)t4 + (unsigned long)((long)t26 * 2L) - ((unsigned long)t2 + (unsigned long)((long)t26 * 2L)));
        if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 2L + 2L + (t27 - 1L) * 2L)) <= (t29 + (unsigned long)((long)t26 * 2L))) | ((t29 + (unsigned long)((long)t26 * 2L + 2L + (t27 - 1L) * 2L)) <= (t28 + (unsigned long)((long)t26 * 2L))) | ((t30 <= 0L) | (t30 >= 16L)))) {
            long t31 = t27 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at narrow_select.c:129 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 116:21 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t32 = (long)t26 + i_vec_1;
                __m128i sa_v_4 = _mm_loadu_si128((const __m128i *)(sa + t32));
                _mm_storeu_si128((__m128i *)(so + t32), sa_v_4);
                i_vec_1 += 8L;
            } while (i_vec_1 < t31);
            i_1 = (int)((long)t26 + t31);
        } else {
            i_1 = t26;
        }
        for (; i_1 < n; i_1++) {
            long t33 = (long)i_1;
            so[t33] = sa[t33];
        }
        const short *t34 = sb;
        min_s16(n, so, t34);
        unsigned long t35 = (unsigned long)n;
        unsigned long t36 = t35 * 2UL;
        const void *t37 = (const void *)so;
        printf("n=%d min_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        long t38 = (long)n;
        unsigned long t39 = (unsigned long)t3;
        unsigned long t40 = (unsigned long)t4;
        long t41 = (long)((unsigned long)t4 - (unsigned long)t3);
        if ((t38 >= 32L) & (((t39 + (unsigned long)(2L + (t38 - 1L) * 2L)) <= t40) | ((t40 + (unsigned long)(2L + (t38 - 1L) * 2L)) <= t39) | ((t41 <= 0L) | (t41 >= 64L)))) {
            long t42 = t38 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_select.c:133 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 116:69 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                __m128i sc16_v = _mm_loadu_si128((const __m128i *)(sc16 + i_vec_2));
                _mm_storeu_si128((__m128i *)(so + i_vec_2), sc16_v);
                long t43 = i_vec_2 + 8L;
                __m128i sc16_v_1 = _mm_loadu_si128((const __m128i *)(sc16 + t43));
                _mm_storeu_si128((__m128i *)(so + t43), sc16_v_1);
                long t44 = i_vec_2 + 16L;
                __m128i sc16_v_2 = _mm_loadu_si128((const __m128i *)(sc16 + t44));
                _mm_storeu_si128((__m128i *)(so + t44), sc16_v_2);
                long t45 = i_vec_2 + 24L;
                __m128i sc16_v_3 = _mm_loadu_si128((const __m128i *)(sc16 + t45));
                _mm_storeu_si128((__m128i *)(so + t45), sc16_v_3);
                i_vec_2 += 32L;
            } while (i_vec_2 < t42);
            t46 = (int)t42;
        } else {
            t46 = 0;
        }
        long t47 = (long)n + (long)t46 * -1L;
        unsigned long t48 = (unsigned long)t3;
        unsigned long t49 = (unsigned long)t4;
        long t50 = (long)((unsigned long)t4 + (unsigned long)((long)t46 * 2L) - ((unsigned long)t3 + (unsigned long)((long)t46 * 2L)));
        if ((t47 >= 8L) & (((t48 + (unsigned long)((long)t46 * 2L + 2L + (t47 - 1L) * 2L)) <= (t49 + (unsigned long)((long)t46 * 2L))) | ((t49 + (unsigned long)((long)t46 * 2L + 2L + (t47 - 1L) * 2L)) <= (t48 + (unsigned long)((long)t46 * 2L))) | ((t50 <= 0L) | (t50 >= 16L)))) {
            long t51 = t47 & -8L;
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_select.c:133 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 116:69 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t52 = (long)t46 + i_vec_3;
                __m128i sc16_v_4 = _mm_loadu_si128((const __m128i *)(sc16 + t52));
                _mm_storeu_si128((__m128i *)(so + t52), sc16_v_4);
                i_vec_3 += 8L;
            } while (i_vec_3 < t51);
            i_2 = (int)((long)t46 + t51);
        } else {
            i_2 = t46;
        }
        for (; i_2 < n; i_2++) {
            long t53 = (long)i_2;
            so[t53] = sc16[t53];
        }
        const short *t54 = sa;
        min_s16(n, so, t54);
        printf("n=%d min_s16b %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        const unsigned char *t55 = ub;
        const unsigned char *t56 = ua;
        max_u8(n, uo, t56, t55);
        unsigned long t57 = t35 * 1UL;
        const void *t58 = (const void *)uo;
        printf("n=%d max_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        floor_s16(n, so, t54, (short)-5);
        printf("n=%d floor_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        floor_s16(n, so, t54, (short)32767);
        printf("n=%d floor_s16b %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        pick_by_float(n, so, f, t54, t34);
        printf("n=%d pick_by_float %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        pick_by_int(n, uo, c, t56, t55);
        printf("n=%d pick_by_int %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        absdiff_u8(n, uo, t56, t55);
        printf("n=%d absdiff_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        choose3_s16(n, so, t54, t34, sc16);
        printf("n=%d choose3_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        max_also_int(n, so, wide, t54, t34);
        unsigned long t59 = hash_bytes((const void *)wide, t35 * 4UL);
        printf("n=%d max_also_int %llx %llx\n", n, (unsigned long long)hash_bytes(t37, t36), (unsigned long long)t59);
        odd_pick_u8(n, uo, t56, t55);
        printf("n=%d odd_pick_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        mixed_min(n, so, sc, t56);
        printf("n=%d mixed_min %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        max_half_u8(n, uo, t56, t55);
        printf("n=%d max_half_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        addsat_u8(n, uo, t56, t55);
        printf("n=%d addsat_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        free((void *)ua);
        free((void *)ub);
        free((void *)uo);
        free((void *)sc);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc16);
        free((void *)so);
        free((void *)f);
        free((void *)c);
        free((void *)wide);
    }
}
