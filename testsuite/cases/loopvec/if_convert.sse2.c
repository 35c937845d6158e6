/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })
static inline __attribute__((unused)) __m128i vcc_sse2_mullo_epi32(__m128i a, __m128i b) { __m128i even = _mm_mul_epu32(a, b), odd = _mm_mul_epu32(_mm_srli_epi64(a, 32), _mm_srli_epi64(b, 32)); return _mm_unpacklo_epi32(_mm_shuffle_epi32(even, 0x08), _mm_shuffle_epi32(odd, 0x08)); }
#define vcc_sse2_rem_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, vcc_sse2_mullo_epi32(vcc_sse_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_abs_epi32(__m128i x) { __m128i s = _mm_srai_epi32(x, 31); return _mm_sub_epi32(_mm_xor_si128(x, s), s); }
static inline __attribute__((unused)) __m128i vcc_sse2_cmpeq_epi64(__m128i a, __m128i b) { __m128i e = _mm_cmpeq_epi32(a, b); return _mm_and_si128(e, _mm_shuffle_epi32(e, 0xb1)); }
static inline __attribute__((unused)) __m128i vcc_sse2_cmpgt_epi64(__m128i a, __m128i b) { __m128i f = _mm_set_epi32(0, -2147483647 - 1, 0, -2147483647 - 1); __m128i lo = _mm_cmpgt_epi32(_mm_xor_si128(a, f), _mm_xor_si128(b, f)); __m128i r = _mm_or_si128(_mm_cmpgt_epi32(a, b), _mm_and_si128(_mm_cmpeq_epi32(a, b), _mm_shuffle_epi32(lo, 0xa0))); return _mm_shuffle_epi32(r, 0xf5); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
static inline __attribute__((unused)) __m128d vcc_sse2_blendv_pd(__m128d b, __m128d a, __m128d m) { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=13 neon=9 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* The comparison takes the bytes' own lanes (narrow.rs): 32 per vector, whose masked byte
   stores (lane by lane but for AVX-512's k-masked ones) the cost model finds cheaper than the
   scalar loop, which loads a[i] once (cost 8 per iteration). */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:14 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi8(a_v, _mm_set1_epi8((char)0));
            vcc_sse_store_masked(vcc_v16_schar, (signed char *)((unsigned long)b + (unsigned long)i_vec * 1UL), a_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        signed char t5 = a[t4];
        if ((int)t5 > 0) {
            b[t4] = t5;
        }
    }
}

void nested_i16(int n, short *restrict c, const short *restrict a) {
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:20 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cmpgt_epi32(t3, _mm_set1_epi32(0));
            __m128i t5 = _mm_cmpgt_epi32(t3, _mm_set1_epi32(100));
            __m128i t6 = (__m128i)~(vcc_m4)t5;
            __m128i t7 = (__m128i)((vcc_m4)t4 & (vcc_m4)t6);
            __m128i t8 = (__m128i)((vcc_v4_uint)t3 * (vcc_v4_uint)_mm_set1_epi32(2));
            vcc_v4_short t9 = __builtin_convertvector((vcc_v4_int)t8, vcc_v4_short);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), t9, (vcc_m4)t7);
            __m128i t10 = (__m128i)((vcc_m4)t4 & (vcc_m4)t5);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), ((vcc_v4_short){(short)100, (short)100, (short)100, (short)100}), (vcc_m4)t10);
            long t11 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t11);
            __m128i t12 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t13 = _mm_cmpgt_epi32(t12, _mm_set1_epi32(0));
            __m128i t14 = _mm_cmpgt_epi32(t12, _mm_set1_epi32(100));
            __m128i t15 = (__m128i)~(vcc_m4)t14;
            __m128i t16 = (__m128i)((vcc_m4)t13 & (vcc_m4)t15);
            __m128i t17 = (__m128i)((vcc_v4_uint)t12 * (vcc_v4_uint)_mm_set1_epi32(2));
            vcc_v4_short t18 = __builtin_convertvector((vcc_v4_int)t17, vcc_v4_short);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t11 * 2UL), t18, (vcc_m4)t16);
            __m128i t19 = (__m128i)((vcc_m4)t13 & (vcc_m4)t14);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t11 * 2UL), ((vcc_v4_short){(short)100, (short)100, (short)100, (short)100}), (vcc_m4)t19);
            i_vec += 8L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t23);
            __m128i t24 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t25 = _mm_cmpgt_epi32(t24, _mm_set1_epi32(0));
            __m128i t26 = _mm_cmpgt_epi32(t24, _mm_set1_epi32(100));
            __m128i t27 = (__m128i)~(vcc_m4)t26;
            __m128i t28 = (__m128i)((vcc_m4)t25 & (vcc_m4)t27);
            __m128i t29 = (__m128i)((vcc_v4_uint)t24 * (vcc_v4_uint)_mm_set1_epi32(2));
            vcc_v4_short t30 = __builtin_convertvector((vcc_v4_int)t29, vcc_v4_short);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t23 * 2UL), t30, (vcc_m4)t28);
            __m128i t31 = (__m128i)((vcc_m4)t25 & (vcc_m4)t26);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)t23 * 2UL), ((vcc_v4_short){(short)100, (short)100, (short)100, (short)100}), (vcc_m4)t31);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        int t33 = (int)a[t32];
        if (t33 > 0) {
            if (t33 > 100) {
                c[t32] = (short)100;
            } else {
                c[t32] = (short)(t33 * 2);
            }
        }
    }
}

int sum_odd_i32(int n, const int *a) {
    int t18;
    int t19;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at if_convert.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_and_si128(a_v, _mm_set1_epi32(1));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi32(t3, _mm_set1_epi32(0)));
            __m128i t5 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t4, a_v); });
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t5);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t6 = _mm_and_si128(a_v_1, _mm_set1_epi32(1));
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi32(t6, _mm_set1_epi32(0)));
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, a_v_1); });
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t8);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t9 = _mm_and_si128(a_v_2, _mm_set1_epi32(1));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(t9, _mm_set1_epi32(0)));
            __m128i t11 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t10, a_v_2); });
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t11);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t12 = _mm_and_si128(a_v_3, _mm_set1_epi32(1));
            __m128i t13 = vcc_sse_not(_mm_cmpeq_epi32(t12, _mm_set1_epi32(0)));
            __m128i t14 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t13, a_v_3); });
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t15 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t16 = _mm_add_epi32(t15, (__m128i)s_v_2);
        __m128i t17 = _mm_add_epi32(t16, (__m128i)s_v_3);
        t18 = (int)t2;
        t19 = (int)vcc_sse_reduce_epi32(t17, _mm_add_epi32, unsigned int);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at if_convert.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t18 + i_vec_1)));
            __m128i t22 = _mm_and_si128(a_v_4, _mm_set1_epi32(1));
            __m128i t23 = vcc_sse_not(_mm_cmpeq_epi32(t22, _mm_set1_epi32(0)));
            __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t23, a_v_4); });
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (int)((unsigned int)t19 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++, s = s_1) {
        int t25 = a[i];
        if (t25 & 1) {
            s_1 = s + t25;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int t18;
    int i;
    int t32;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:39 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = vcc_sse_not(_mm_cmpeq_epi32(b_v, _mm_set1_epi32(0)));
            __m128i a_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m128i t4 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v, t3);
            __m128i t5 = vcc_sse_div_epi32(a_v, t4);
            __m128i t6 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v, t3);
            __m128i t7 = vcc_sse2_rem_epi32(a_v, t6);
            __m128i t8 = _mm_add_epi32(t5, t7);
            __m128i t9 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1), t8, t3);
            _mm_storeu_si128((__m128i *)(c + i_vec), t9);
            long t10 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = vcc_sse_not(_mm_cmpeq_epi32(b_v_1, _mm_set1_epi32(0)));
            __m128i a_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t10 * 4UL), t11);
            __m128i t12 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_1, t11);
            __m128i t13 = vcc_sse_div_epi32(a_v_1, t12);
            __m128i t14 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_1, t11);
            __m128i t15 = vcc_sse2_rem_epi32(a_v_1, t14);
            __m128i t16 = _mm_add_epi32(t13, t15);
            __m128i t17 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1), t16, t11);
            _mm_storeu_si128((__m128i *)(c + t10), t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(b_v_2, _mm_set1_epi32(0)));
            __m128i a_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t21 * 4UL), t22);
            __m128i t23 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_2, t22);
            __m128i t24 = vcc_sse_div_epi32(a_v_2, t23);
            __m128i t25 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_2, t22);
            __m128i t26 = vcc_sse2_rem_epi32(a_v_2, t25);
            __m128i t27 = _mm_add_epi32(t24, t26);
            __m128i t28 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1), t27, t22);
            _mm_storeu_si128((__m128i *)(c + t21), t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    while (i < n) {
        long t29 = (long)i;
        int t30 = b[t29];
        if (t30 != 0) {
            int t31 = a[t29];
            t32 = t31 / t30 + t31 % t30;
        } else {
            t32 = -1;
        }
        c[t29] = t32;
        i++;
    }
}

void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(_mm_set1_epi32(32)), vcc_sse_flip_epi32(s_v));
            __m128i a_v = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m128i t4 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t3, s_v); });
            __m128i t5 = vcc_sse2_mullo_epi32(a_v, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t4, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t5, t3);
            long t6 = i_vec + 4L;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t6));
            __m128i t7 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(_mm_set1_epi32(32)), vcc_sse_flip_epi32(s_v_1));
            __m128i a_v_1 = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t6 * 4UL), t7);
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, s_v_1); });
            __m128i t9 = vcc_sse2_mullo_epi32(a_v_1, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t8, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)c + (unsigned long)t6 * 4UL), t9, t7);
            long t10 = i_vec + 8L;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t10));
            __m128i t11 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(_mm_set1_epi32(32)), vcc_sse_flip_epi32(s_v_2));
            __m128i a_v_2 = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t10 * 4UL), t11);
            __m128i t12 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t11, s_v_2); });
            __m128i t13 = vcc_sse2_mullo_epi32(a_v_2, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t12, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)c + (unsigned long)t10 * 4UL), t13, t11);
            long t14 = i_vec + 12L;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t14));
            __m128i t15 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(_mm_set1_epi32(32)), vcc_sse_flip_epi32(s_v_3));
            __m128i a_v_3 = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t14 * 4UL), t15);
            __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, s_v_3); });
            __m128i t17 = vcc_sse2_mullo_epi32(a_v_3, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t16, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)c + (unsigned long)t14 * 4UL), t17, t15);
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
        /* vcc: loop at if_convert.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t21));
            __m128i t22 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(_mm_set1_epi32(32)), vcc_sse_flip_epi32(s_v_4));
            __m128i a_v_4 = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t21 * 4UL), t22);
            __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, s_v_4); });
            __m128i t24 = vcc_sse2_mullo_epi32(a_v_4, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t23, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)c + (unsigned long)t21 * 4UL), t24, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        unsigned int t26 = s[t25];
        if (t26 < 32U) {
            c[t25] = a[t25] << t26;
        }
    }
}

void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    int t31;
    int i;
    int t46;
    int t47;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t4 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t4);
            __m128i t5 = vcc_sse2_abs_epi32(a_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t5);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t6 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            __m128i t7 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_1);
            __m128i t8 = t7;
            __m128i t9 = vcc_sse2_blendv_epi8(t8, _mm_set1_epi32(1), t6);
            _mm_storeu_si128((__m128i *)(d + i_vec), t9);
            long t10 = i_vec + 4L;
            const int *t11 = a + t10;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t12 = vcc_sse2_abs_epi32(a_v_2);
            _mm_storeu_si128((__m128i *)(c + t10), t12);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(0));
            __m128i t14 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_3);
            __m128i t15 = t14;
            __m128i t16 = vcc_sse2_blendv_epi8(t15, _mm_set1_epi32(1), t13);
            _mm_storeu_si128((__m128i *)(d + t10), t16);
            long t17 = i_vec + 8L;
            const int *t18 = a + t17;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t18);
            __m128i t19 = vcc_sse2_abs_epi32(a_v_4);
            _mm_storeu_si128((__m128i *)(c + t17), t19);
            __m128i a_v_5 = _mm_loadu_si128((const __m128i *)t18);
            __m128i t20 = _mm_cmpgt_epi32(a_v_5, _mm_set1_epi32(0));
            __m128i t21 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_5);
            __m128i t22 = t21;
            __m128i t23 = vcc_sse2_blendv_epi8(t22, _mm_set1_epi32(1), t20);
            _mm_storeu_si128((__m128i *)(d + t17), t23);
            long t24 = i_vec + 12L;
            const int *t25 = a + t24;
            __m128i a_v_6 = _mm_loadu_si128((const __m128i *)t25);
            __m128i t26 = vcc_sse2_abs_epi32(a_v_6);
            _mm_storeu_si128((__m128i *)(c + t24), t26);
            __m128i a_v_7 = _mm_loadu_si128((const __m128i *)t25);
            __m128i t27 = _mm_cmpgt_epi32(a_v_7, _mm_set1_epi32(0));
            __m128i t28 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_7);
            __m128i t29 = t28;
            __m128i t30 = vcc_sse2_blendv_epi8(t29, _mm_set1_epi32(1), t27);
            _mm_storeu_si128((__m128i *)(d + t24), t30);
            i_vec += 16L;
        } while (i_vec < t3);
        t31 = (int)t3;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t34 = (long)t31 + i_vec_1;
            const int *t35 = a + t34;
            __m128i a_v_8 = _mm_loadu_si128((const __m128i *)t35);
            __m128i t36 = vcc_sse2_abs_epi32(a_v_8);
            _mm_storeu_si128((__m128i *)(c + t34), t36);
            __m128i a_v_9 = _mm_loadu_si128((const __m128i *)t35);
            __m128i t37 = _mm_cmpgt_epi32(a_v_9, _mm_set1_epi32(0));
            __m128i t38 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_9);
            __m128i t39 = t38;
            __m128i t40 = vcc_sse2_blendv_epi8(t39, _mm_set1_epi32(1), t37);
            _mm_storeu_si128((__m128i *)(d + t34), t40);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int *t42 = c + t41;
        const int *t43 = a + t41;
        int t1 = *t43;
        if (t1 < 0) {
            t1 = -t1;
        }
        *t42 = t1;
        int *t44 = d + t41;
        int t45 = *t43;
        if (t45 > 0) {
            t47 = 1;
        } else {
            if (t45 < 0) {
                t46 = -1;
            } else {
                t46 = 0;
            }
            t47 = t46;
        }
        *t44 = t47;
    }
}

void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    int t26;
    int i;
    long t37;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:61 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_and_si128(a_v, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t4 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t3, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t5 = _mm_sub_epi64(a_v, ((__m128i)(vcc_v2_long){7L, 7L}));
            __m128i t6 = (__m128i)((vcc_v2_ulong)a_v * (vcc_v2_ulong)((__m128i)(vcc_v2_long){3L, 3L}));
            __m128i t7 = vcc_sse2_blendv_epi8(t5, t6, t4);
            _mm_storeu_si128((__m128i *)(c + i_vec), t7);
            long t8 = i_vec + 2L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = _mm_and_si128(a_v_1, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t10 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t9, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t11 = _mm_sub_epi64(a_v_1, ((__m128i)(vcc_v2_long){7L, 7L}));
            __m128i t12 = (__m128i)((vcc_v2_ulong)a_v_1 * (vcc_v2_ulong)((__m128i)(vcc_v2_long){3L, 3L}));
            __m128i t13 = vcc_sse2_blendv_epi8(t11, t12, t10);
            _mm_storeu_si128((__m128i *)(c + t8), t13);
            long t14 = i_vec + 4L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i t15 = _mm_and_si128(a_v_2, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t16 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t15, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t17 = _mm_sub_epi64(a_v_2, ((__m128i)(vcc_v2_long){7L, 7L}));
            __m128i t18 = (__m128i)((vcc_v2_ulong)a_v_2 * (vcc_v2_ulong)((__m128i)(vcc_v2_long){3L, 3L}));
            __m128i t19 = vcc_sse2_blendv_epi8(t17, t18, t16);
            _mm_storeu_si128((__m128i *)(c + t14), t19);
            long t20 = i_vec + 6L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i t21 = _mm_and_si128(a_v_3, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t22 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t21, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t23 = _mm_sub_epi64(a_v_3, ((__m128i)(vcc_v2_long){7L, 7L}));
            __m128i t24 = (__m128i)((vcc_v2_ulong)a_v_3 * (vcc_v2_ulong)((__m128i)(vcc_v2_long){3L, 3L}));
            __m128i t25 = vcc_sse2_blendv_epi8(t23, t24, t22);
            _mm_storeu_si128((__m128i *)(c + t20), t25);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:61 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i t30 = _mm_and_si128(a_v_4, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t31 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t30, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t32 = _mm_sub_epi64(a_v_4, ((__m128i)(vcc_v2_long){7L, 7L}));
            __m128i t33 = (__m128i)((vcc_v2_ulong)a_v_4 * (vcc_v2_ulong)((__m128i)(vcc_v2_long){3L, 3L}));
            __m128i t34 = vcc_sse2_blendv_epi8(t32, t33, t31);
            _mm_storeu_si128((__m128i *)(c + t29), t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    while (i < n) {
        long t35 = (long)i;
        long t36 = a[t35];
        if (t36 & 1L) {
            t37 = t36 * 3L;
        } else {
            t37 = t36 - 7L;
        }
        c[t35] = t37;
        i++;
    }
}

long sum_neg_i64(int n, const long *a) {
    int t14;
    long t15;
    int i;
    long s;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at if_convert.c:71 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = vcc_sse2_cmpgt_epi64(((__m128i)(vcc_v2_long){0L, 0L}), a_v);
            __m128i t4 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t3, a_v); });
            s_v = _mm_add_epi64(s_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 2L)));
            __m128i t5 = vcc_sse2_cmpgt_epi64(((__m128i)(vcc_v2_long){0L, 0L}), a_v_1);
            __m128i t6 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t5, a_v_1); });
            s_v_1 = _mm_add_epi64(s_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t7 = vcc_sse2_cmpgt_epi64(((__m128i)(vcc_v2_long){0L, 0L}), a_v_2);
            __m128i t8 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t7, a_v_2); });
            s_v_2 = _mm_add_epi64(s_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 6L)));
            __m128i t9 = vcc_sse2_cmpgt_epi64(((__m128i)(vcc_v2_long){0L, 0L}), a_v_3);
            __m128i t10 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t9, a_v_3); });
            s_v_3 = _mm_add_epi64(s_v_3, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi64(s_v, s_v_1);
        __m128i t12 = _mm_add_epi64(t11, s_v_2);
        __m128i t13 = _mm_add_epi64(t12, s_v_3);
        t14 = (int)t2;
        t15 = (long)vcc_sse_reduce_epi64(t13, _mm_add_epi64, unsigned long);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at if_convert.c:71 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = vcc_sse2_cmpgt_epi64(((__m128i)(vcc_v2_long){0L, 0L}), a_v_4);
            __m128i t19 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t18, a_v_4); });
            s_v_4 = _mm_add_epi64(s_v_4, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (long)((unsigned long)t15 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++, s = s_1) {
        long t20 = a[i];
        if (t20 < 0L) {
            s_1 = s + t20;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    int t10;
    int i;
    float x_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 lo_v = _mm_set1_ps(lo);
        __m128 hi_v = _mm_set1_ps(hi);
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:78 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(a + i_vec);
            __m128i t3 = _mm_castps_si128(_mm_cmplt_ps(x_v, lo_v));
            __m128 x_v_1 = _mm_min_ps(hi_v, x_v);
            __m128 x_v_2 = vcc_sse2_blendv_ps(x_v_1, lo_v, _mm_castsi128_ps(t3));
            _mm_storeu_ps(c + i_vec, x_v_2);
            long t4 = i_vec + 4L;
            __m128 x_v_3 = _mm_loadu_ps(a + t4);
            __m128i t5 = _mm_castps_si128(_mm_cmplt_ps(x_v_3, lo_v));
            __m128 x_v_4 = _mm_min_ps(hi_v, x_v_3);
            __m128 x_v_5 = vcc_sse2_blendv_ps(x_v_4, lo_v, _mm_castsi128_ps(t5));
            _mm_storeu_ps(c + t4, x_v_5);
            long t6 = i_vec + 8L;
            __m128 x_v_6 = _mm_loadu_ps(a + t6);
            __m128i t7 = _mm_castps_si128(_mm_cmplt_ps(x_v_6, lo_v));
            __m128 x_v_7 = _mm_min_ps(hi_v, x_v_6);
            __m128 x_v_8 = vcc_sse2_blendv_ps(x_v_7, lo_v, _mm_castsi128_ps(t7));
            _mm_storeu_ps(c + t6, x_v_8);
            long t8 = i_vec + 12L;
            __m128 x_v_9 = _mm_loadu_ps(a + t8);
            __m128i t9 = _mm_castps_si128(_mm_cmplt_ps(x_v_9, lo_v));
            __m128 x_v_10 = _mm_min_ps(hi_v, x_v_9);
            __m128 x_v_11 = vcc_sse2_blendv_ps(x_v_10, lo_v, _mm_castsi128_ps(t9));
            _mm_storeu_ps(c + t8, x_v_11);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m128 lo_v_1 = _mm_set1_ps(lo);
        __m128 hi_v_1 = _mm_set1_ps(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:78 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128 x_v_12 = _mm_loadu_ps(a + t13);
            __m128i t14 = _mm_castps_si128(_mm_cmplt_ps(x_v_12, lo_v_1));
            __m128 x_v_13 = _mm_min_ps(hi_v_1, x_v_12);
            __m128 x_v_14 = vcc_sse2_blendv_ps(x_v_13, lo_v_1, _mm_castsi128_ps(t14));
            _mm_storeu_ps(c + t13, x_v_14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float x = a[t15];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t15] = x_1;
    }
}

void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    float t1;
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:89 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128i t4 = _mm_castps_si128(_mm_cmpge_ps(a_v, _mm_set1_ps(0.0f)));
            __m128 t5 = _mm_sqrt_ps(a_v);
            __m128 t6 = vcc_sse2_blendv_ps(_mm_set1_ps(0.0f), t5, _mm_castsi128_ps(t4));
            _mm_storeu_ps(c + i_vec, t6);
            long t7 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t7);
            __m128i t8 = _mm_castps_si128(_mm_cmpge_ps(a_v_1, _mm_set1_ps(0.0f)));
            __m128 t9 = _mm_sqrt_ps(a_v_1);
            __m128 t10 = vcc_sse2_blendv_ps(_mm_set1_ps(0.0f), t9, _mm_castsi128_ps(t8));
            _mm_storeu_ps(c + t7, t10);
            long t11 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t11);
            __m128i t12 = _mm_castps_si128(_mm_cmpge_ps(a_v_2, _mm_set1_ps(0.0f)));
            __m128 t13 = _mm_sqrt_ps(a_v_2);
            __m128 t14 = vcc_sse2_blendv_ps(_mm_set1_ps(0.0f), t13, _mm_castsi128_ps(t12));
            _mm_storeu_ps(c + t11, t14);
            long t15 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t15);
            __m128i t16 = _mm_castps_si128(_mm_cmpge_ps(a_v_3, _mm_set1_ps(0.0f)));
            __m128 t17 = _mm_sqrt_ps(a_v_3);
            __m128 t18 = vcc_sse2_blendv_ps(_mm_set1_ps(0.0f), t17, _mm_castsi128_ps(t16));
            _mm_storeu_ps(c + t15, t18);
            i_vec += 16L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t22);
            __m128i t23 = _mm_castps_si128(_mm_cmpge_ps(a_v_4, _mm_set1_ps(0.0f)));
            __m128 t24 = _mm_sqrt_ps(a_v_4);
            __m128 t25 = vcc_sse2_blendv_ps(_mm_set1_ps(0.0f), t24, _mm_castsi128_ps(t23));
            _mm_storeu_ps(c + t22, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    while (i < n) {
        long t26 = (long)i;
        float t27 = a[t26];
        if (t27 >= 0.0f) {
            t1 = sqrtf(t27);
        } else {
            t1 = 0.0f;
        }
        c[t26] = t1;
        i++;
    }
}

void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t22;
    int i;
    double t34;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:98 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128i t3 = _mm_castpd_si128(_mm_cmpgt_pd(a_v, b_v));
            __m128d t4 = _mm_add_pd(b_v, _mm_set1_pd(1.0));
            __m128d t5 = _mm_mul_pd(a_v, _mm_set1_pd(2.0));
            __m128d t6 = vcc_sse2_blendv_pd(t4, t5, _mm_castsi128_pd(t3));
            _mm_storeu_pd(c + i_vec, t6);
            long t7 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t7);
            __m128d b_v_1 = _mm_loadu_pd(b + t7);
            __m128i t8 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_1, b_v_1));
            __m128d t9 = _mm_add_pd(b_v_1, _mm_set1_pd(1.0));
            __m128d t10 = _mm_mul_pd(a_v_1, _mm_set1_pd(2.0));
            __m128d t11 = vcc_sse2_blendv_pd(t9, t10, _mm_castsi128_pd(t8));
            _mm_storeu_pd(c + t7, t11);
            long t12 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t12);
            __m128d b_v_2 = _mm_loadu_pd(b + t12);
            __m128i t13 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_2, b_v_2));
            __m128d t14 = _mm_add_pd(b_v_2, _mm_set1_pd(1.0));
            __m128d t15 = _mm_mul_pd(a_v_2, _mm_set1_pd(2.0));
            __m128d t16 = vcc_sse2_blendv_pd(t14, t15, _mm_castsi128_pd(t13));
            _mm_storeu_pd(c + t12, t16);
            long t17 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t17);
            __m128d b_v_3 = _mm_loadu_pd(b + t17);
            __m128i t18 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_3, b_v_3));
            __m128d t19 = _mm_add_pd(b_v_3, _mm_set1_pd(1.0));
            __m128d t20 = _mm_mul_pd(a_v_3, _mm_set1_pd(2.0));
            __m128d t21 = vcc_sse2_blendv_pd(t19, t20, _mm_castsi128_pd(t18));
            _mm_storeu_pd(c + t17, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:98 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t25);
            __m128d b_v_4 = _mm_loadu_pd(b + t25);
            __m128i t26 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_4, b_v_4));
            __m128d t27 = _mm_add_pd(b_v_4, _mm_set1_pd(1.0));
            __m128d t28 = _mm_mul_pd(a_v_4, _mm_set1_pd(2.0));
            __m128d t29 = vcc_sse2_blendv_pd(t27, t28, _mm_castsi128_pd(t26));
            _mm_storeu_pd(c + t25, t29);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double *t31 = c + t30;
        double t32 = a[t30];
        double t33 = b[t30];
        if (t32 > t33) {
            t34 = t32 * 2.0;
        } else {
            t34 = t33 + 1.0;
        }
        *t31 = t34;
    }
}

void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int k_v = (vcc_v2_int){k, k};
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:103 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            __m128i t5 = (__m128i)__builtin_convertvector(i_v_2 < k_v, vcc_m2);
            __m128d h_v = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)h + (unsigned long)i_vec * 8UL), t5));
            __m128d t6 = _mm_mul_pd(h_v, _mm_set1_pd(0.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)c + (unsigned long)i_vec * 8UL), t6, t5);
            long t7 = i_vec + 2L;
            vcc_v2_uint t8 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t8;
            __m128i t9 = (__m128i)__builtin_convertvector(i_v_3 < k_v, vcc_m2);
            __m128d h_v_1 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)h + (unsigned long)t7 * 8UL), t9));
            __m128d t10 = _mm_mul_pd(h_v_1, _mm_set1_pd(0.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)c + (unsigned long)t7 * 8UL), t10, t9);
            long t11 = i_vec + 4L;
            vcc_v2_uint t12 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t12;
            __m128i t13 = (__m128i)__builtin_convertvector(i_v_4 < k_v, vcc_m2);
            __m128d h_v_2 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)h + (unsigned long)t11 * 8UL), t13));
            __m128d t14 = _mm_mul_pd(h_v_2, _mm_set1_pd(0.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)c + (unsigned long)t11 * 8UL), t14, t13);
            long t15 = i_vec + 6L;
            vcc_v2_uint t16 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t16;
            __m128i t17 = (__m128i)__builtin_convertvector(i_v_5 < k_v, vcc_m2);
            __m128d h_v_3 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)h + (unsigned long)t15 * 8UL), t17));
            __m128d t18 = _mm_mul_pd(h_v_3, _mm_set1_pd(0.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)c + (unsigned long)t15 * 8UL), t18, t17);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        vcc_v2_int k_v_1 = (vcc_v2_int){k, k};
        vcc_v2_int t22 = (vcc_v2_int){t19, t19};
        vcc_v2_uint t23 = (vcc_v2_uint)t22;
        vcc_v2_uint i_v_1 = t23 + (vcc_v2_uint){0U, 1U};
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:103 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t24 = (long)t19 + i_vec_1;
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            __m128i t25 = (__m128i)__builtin_convertvector(i_v_6 < k_v_1, vcc_m2);
            __m128d h_v_4 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)h + (unsigned long)t24 * 8UL), t25));
            __m128d t26 = _mm_mul_pd(h_v_4, _mm_set1_pd(0.5));
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)c + (unsigned long)t24 * 8UL), t26, t25);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t27 = (long)i;
            c[t27] = h[t27] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
int max_if_i32(int n, const int *a) {
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int)_mm_set1_epi32((int)(-2147483647 - 1));
        long i_vec = 0L;
        vcc_v4_int m_v_1 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_2 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_3 = (vcc_v4_int)(__m128i)m_v;
        /* vcc: loop at if_convert.c:111 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m_v = (vcc_v4_int)vcc_sse2_max_epi32(a_v, (__m128i)m_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            m_v_1 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_1, (__m128i)m_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            m_v_2 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_2, (__m128i)m_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            m_v_3 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_3, (__m128i)m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = vcc_sse2_max_epi32((__m128i)m_v, (__m128i)m_v_1);
        __m128i t4 = vcc_sse2_max_epi32(t3, (__m128i)m_v_2);
        __m128i t5 = vcc_sse2_max_epi32(t4, (__m128i)m_v_3);
        t6 = (int)t2;
        t7 = vcc_sse_reduce_epi32(t5, vcc_sse2_max_epi32, int);
    } else {
        t6 = 0;
        t7 = (-2147483647 - 1);
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        vcc_v4_int m_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:111 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_4, (__m128i)m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_sse_reduce_epi32((__m128i)m_v_4, vcc_sse2_max_epi32, int);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int main(void) {
    int n;
    int t1;
    int t13;
    int i;
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
        signed char *a8 = (signed char *)new_array(n, 1UL);
        signed char *b8 = (signed char *)new_array(n, 1UL);
        short *a16 = (short *)new_array(n, 2UL);
        short *c16 = (short *)new_array(n, 2UL);
        int *a32 = (int *)new_array(n, 4UL);
        int *b32 = (int *)new_array(n, 4UL);
        int *c32 = (int *)new_array(n, 4UL);
        int *d32 = (int *)new_array(n, 4UL);
        unsigned int *au = (unsigned int *)new_array(n, 4UL);
        unsigned int *su = (unsigned int *)new_array(n, 4UL);
        unsigned int *cu = (unsigned int *)new_array(n, 4UL);
        long *a64 = (long *)new_array(n, 8UL);
        long *c64 = (long *)new_array(n, 8UL);
        float *af = (float *)new_array(n, 4UL);
        float *cf = (float *)new_array(n, 4UL);
        double *ad = (double *)new_array(n, 8UL);
        double *bd = (double *)new_array(n, 8UL);
        double *cd = (double *)new_array(n, 8UL);
        int t2 = n / 2;
        double *hd = (double *)new_array(t2, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)(next_rand() % 10U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)(next_rand() % 7U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = (int)(next_rand() % 10U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(int)(next_rand() % 100000U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(int)(next_rand() % 40U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(int)(next_rand() % 10U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)(next_rand() % 600U));
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_14 = 0; fill_idx_14 < t2; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)(next_rand() % 10U);
        }
        long t3 = (long)n;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at if_convert.c:143 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t5 = af + i_vec;
                __m128 af_v = _mm_loadu_ps(t5);
                __m128 t6 = _mm_div_ps(af_v, _mm_set1_ps(7.0f));
                _mm_storeu_ps(t5, t6);
                float *t7 = af + (i_vec + 4L);
                __m128 af_v_1 = _mm_loadu_ps(t7);
                __m128 t8 = _mm_div_ps(af_v_1, _mm_set1_ps(7.0f));
                _mm_storeu_ps(t7, t8);
                float *t9 = af + (i_vec + 8L);
                __m128 af_v_2 = _mm_loadu_ps(t9);
                __m128 t10 = _mm_div_ps(af_v_2, _mm_set1_ps(7.0f));
                _mm_storeu_ps(t9, t10);
                float *t11 = af + (i_vec + 12L);
                __m128 af_v_3 = _mm_loadu_ps(t11);
                __m128 t12 = _mm_div_ps(af_v_3, _mm_set1_ps(7.0f));
                _mm_storeu_ps(t11, t12);
                i_vec += 16L;
            } while (i_vec < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 4L) {
            long t15 = t14 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at if_convert.c:143 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t16 = af + ((long)t13 + i_vec_1);
                __m128 af_v_4 = _mm_loadu_ps(t16);
                __m128 t17 = _mm_div_ps(af_v_4, _mm_set1_ps(7.0f));
                _mm_storeu_ps(t16, t17);
                i_vec_1 += 4L;
            } while (i_vec_1 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            float *t18 = af + i;
            *t18 = *t18 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t19 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, t19 * 1UL));
        nested_i16(n, c16, a16);
        const int *t20 = a32;
        int t21 = sum_odd_i32(n, t20);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, t19 * 2UL), t21);
        div_i32(n, c32, t20, b32);
        unsigned long t22 = t19 * 4UL;
        const void *t23 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)hash_bytes(t23, t22));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, t22));
        abs_sign_i32(n, c32, d32, t20);
        unsigned long t24 = hash_bytes((const void *)d32, t22);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes(t23, t22), (unsigned long long)t24);
        const long *t25 = a64;
        odd_even_i64(n, c64, t25);
        long t26 = sum_neg_i64(n, t25);
        unsigned long t27 = t19 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, t27), t26);
        const float *t28 = af;
        clamp_f32(n, cf, t28, -10.5f, 20.25f);
        const void *t29 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)hash_bytes(t29, t22));
        sqrt_pos_f32(n, cf, t28);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes(t29, t22));
        pick_f64(n, cd, ad, bd);
        const void *t30 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)hash_bytes(t30, t27));
        guarded_f64(n, t2, cd, hd);
        int t31 = max_if_i32(n, t20);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes(t30, t27), t31);
        free((void *)a8);
        free((void *)b8);
        free((void *)a16);
        free((void *)c16);
        free((void *)a32);
        free((void *)b32);
        free((void *)c32);
        free((void *)d32);
        free((void *)au);
        free((void *)su);
        free((void *)cu);
        free((void *)a64);
        free((void *)c64);
        free((void *)af);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)hd);
    }
}
