/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_rem_epi32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

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
__attribute__((target("avx2"))) void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:14 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = (__m256i)(vcc_m32)((vcc_v32_schar)a_v > (vcc_v32_schar)_mm256_set1_epi8((char)0));
            vcc_store_masked((signed char *)((unsigned long)b + (unsigned long)i_vec * 1UL), (vcc_v32_schar)a_v, (vcc_m32)t3);
            i_vec += 32L;
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

__attribute__((target("avx2"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:20 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(a_v);
            __m256i t4 = _mm256_cmpgt_epi32(t3, _mm256_set1_epi32(0));
            __m256i t5 = _mm256_cmpgt_epi32(t3, _mm256_set1_epi32(100));
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i t7 = _mm256_and_si256(t4, t6);
            __m256i t8 = _mm256_mullo_epi32(t3, _mm256_set1_epi32(2));
            __m128i t9 = (__m128i)__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), (vcc_v8_short)t9, (vcc_m8)t7);
            __m256i t10 = _mm256_and_si256(t4, t5);
            vcc_store_masked((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), (vcc_v8_short)_mm_set1_epi16((short)100), (vcc_m8)t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = (int)a[t11];
        if (t12 > 0) {
            if (t12 > 100) {
                c[t11] = (short)100;
            } else {
                c[t11] = (short)(t12 * 2);
            }
        }
    }
}

__attribute__((target("avx2"))) int sum_odd_i32(int n, const int *a) {
    int t18;
    int t19;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at if_convert.c:32 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_and_si256(a_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_xor_si256(_mm256_cmpeq_epi32(t3, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t5 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t4, a_v); });
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t5);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t6 = _mm256_and_si256(a_v_1, _mm256_set1_epi32(1));
            __m256i t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, a_v_1); });
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t8);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t9 = _mm256_and_si256(a_v_2, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t11 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t10, a_v_2); });
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t11);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t12 = _mm256_and_si256(a_v_3, _mm256_set1_epi32(1));
            __m256i t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t12, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t13, a_v_3); });
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t15 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t16 = _mm256_add_epi32(t15, (__m256i)s_v_2);
        __m256i t17 = _mm256_add_epi32(t16, (__m256i)s_v_3);
        t18 = (int)t2;
        t19 = (int)vcc_avx2_sum_epi32(t17);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at if_convert.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t18 + i_vec_1)));
            __m256i t22 = _mm256_and_si256(a_v_4, _mm256_set1_epi32(1));
            __m256i t23 = _mm256_xor_si256(_mm256_cmpeq_epi32(t22, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t24 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t23, a_v_4); });
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (int)((unsigned int)t19 + vcc_avx2_sum_epi32((__m256i)s_v_4));
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

__attribute__((target("avx2"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int i;
    int t13;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:39 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_xor_si256(_mm256_cmpeq_epi32(b_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i a_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m256i t4 = _mm256_blendv_epi8(_mm256_set1_epi32(1), b_v, t3);
            __m256i t5 = vcc_avx2_div_epi32(a_v, t4);
            __m256i t6 = _mm256_blendv_epi8(_mm256_set1_epi32(1), b_v, t3);
            __m256i t7 = vcc_avx2_rem_epi32(a_v, t6);
            __m256i t8 = _mm256_add_epi32(t5, t7);
            __m256i t9 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), t8, t3);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t9);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t10 = (long)i;
        int t11 = b[t10];
        if (t11 != 0) {
            int t12 = a[t10];
            t13 = t12 / t11 + t12 % t11;
        } else {
            t13 = -1;
        }
        c[t10] = t13;
        i++;
    }
}

__attribute__((target("avx2"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:48 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i s_v = _mm256_loadu_si256((const __m256i *)(s + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32(32)), vcc_avx2_flip_epi32(s_v));
            __m256i a_v = _mm256_maskload_epi32((const int *)(const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m256i t4 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, s_v); });
            __m256i t5 = _mm256_sllv_epi32(a_v, t4);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t3, t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        unsigned int t7 = s[t6];
        if (t7 < 32U) {
            c[t6] = a[t6] << t7;
        }
    }
}

__attribute__((target("avx2"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    int t17;
    int i;
    int t32;
    int t33;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:54 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t4 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t5 = _mm256_abs_epi32(a_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t5);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t6 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_1);
            __m256i t8 = t7;
            __m256i t9 = _mm256_blendv_epi8(t8, _mm256_set1_epi32(1), t6);
            _mm256_storeu_si256((__m256i *)(d + i_vec), t9);
            long t10 = i_vec + 8L;
            const int *t11 = a + t10;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = _mm256_abs_epi32(a_v_2);
            _mm256_storeu_si256((__m256i *)(c + t10), t12);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            __m256i t14 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_3);
            __m256i t15 = t14;
            __m256i t16 = _mm256_blendv_epi8(t15, _mm256_set1_epi32(1), t13);
            _mm256_storeu_si256((__m256i *)(d + t10), t16);
            i_vec += 16L;
        } while (i_vec < t3);
        t17 = (int)t3;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t20 = (long)t17 + i_vec_1;
            const int *t21 = a + t20;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t22 = _mm256_abs_epi32(a_v_4);
            _mm256_storeu_si256((__m256i *)(c + t20), t22);
            __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t23 = _mm256_cmpgt_epi32(a_v_5, _mm256_set1_epi32(0));
            __m256i t24 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_5);
            __m256i t25 = t24;
            __m256i t26 = _mm256_blendv_epi8(t25, _mm256_set1_epi32(1), t23);
            _mm256_storeu_si256((__m256i *)(d + t20), t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int *t28 = c + t27;
        const int *t29 = a + t27;
        int t1 = *t29;
        if (t1 < 0) {
            t1 = -t1;
        }
        *t28 = t1;
        int *t30 = d + t27;
        int t31 = *t29;
        if (t31 > 0) {
            t33 = 1;
        } else {
            if (t31 < 0) {
                t32 = -1;
            } else {
                t32 = 0;
            }
            t33 = t32;
        }
        *t30 = t33;
    }
}

__attribute__((target("avx2"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    int t26;
    int i;
    long t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_and_si256(a_v, _mm256_set1_epi64x((long long)1LL));
            __m128i t4 = (__m128i)__builtin_convertvector((vcc_v4_long)t3 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t5 = _mm256_sub_epi64(a_v, _mm256_set1_epi64x((long long)7LL));
            __m256i t6 = (__m256i)((vcc_v4_ulong)a_v * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t7 = _mm256_blendv_epi8(t5, t6, _mm256_cvtepi32_epi64(t4));
            _mm256_storeu_si256((__m256i *)(c + i_vec), t7);
            long t8 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = _mm256_and_si256(a_v_1, _mm256_set1_epi64x((long long)1LL));
            __m128i t10 = (__m128i)__builtin_convertvector((vcc_v4_long)t9 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t11 = _mm256_sub_epi64(a_v_1, _mm256_set1_epi64x((long long)7LL));
            __m256i t12 = (__m256i)((vcc_v4_ulong)a_v_1 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t13 = _mm256_blendv_epi8(t11, t12, _mm256_cvtepi32_epi64(t10));
            _mm256_storeu_si256((__m256i *)(c + t8), t13);
            long t14 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t15 = _mm256_and_si256(a_v_2, _mm256_set1_epi64x((long long)1LL));
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_v4_long)t15 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t17 = _mm256_sub_epi64(a_v_2, _mm256_set1_epi64x((long long)7LL));
            __m256i t18 = (__m256i)((vcc_v4_ulong)a_v_2 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t19 = _mm256_blendv_epi8(t17, t18, _mm256_cvtepi32_epi64(t16));
            _mm256_storeu_si256((__m256i *)(c + t14), t19);
            long t20 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t21 = _mm256_and_si256(a_v_3, _mm256_set1_epi64x((long long)1LL));
            __m128i t22 = (__m128i)__builtin_convertvector((vcc_v4_long)t21 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t23 = _mm256_sub_epi64(a_v_3, _mm256_set1_epi64x((long long)7LL));
            __m256i t24 = (__m256i)((vcc_v4_ulong)a_v_3 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t25 = _mm256_blendv_epi8(t23, t24, _mm256_cvtepi32_epi64(t22));
            _mm256_storeu_si256((__m256i *)(c + t20), t25);
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
        /* vcc: loop at if_convert.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t29));
            __m256i t30 = _mm256_and_si256(a_v_4, _mm256_set1_epi64x((long long)1LL));
            __m128i t31 = (__m128i)__builtin_convertvector((vcc_v4_long)t30 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t32 = _mm256_sub_epi64(a_v_4, _mm256_set1_epi64x((long long)7LL));
            __m256i t33 = (__m256i)((vcc_v4_ulong)a_v_4 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t34 = _mm256_blendv_epi8(t32, t33, _mm256_cvtepi32_epi64(t31));
            _mm256_storeu_si256((__m256i *)(c + t29), t34);
            i_vec_1 += 4L;
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

__attribute__((target("avx2"))) long sum_neg_i64(int n, const long *a) {
    int t14;
    long t15;
    int i;
    long s;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at if_convert.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m128i t3 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), a_v));
            __m256i t4 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), a_v, _mm256_cvtepi32_epi64(t3));
            s_v = _mm256_add_epi64(s_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 4L)));
            __m128i t5 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), a_v_1));
            __m256i t6 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), a_v_1, _mm256_cvtepi32_epi64(t5));
            s_v_1 = _mm256_add_epi64(s_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m128i t7 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), a_v_2));
            __m256i t8 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), a_v_2, _mm256_cvtepi32_epi64(t7));
            s_v_2 = _mm256_add_epi64(s_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 12L)));
            __m128i t9 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), a_v_3));
            __m256i t10 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), a_v_3, _mm256_cvtepi32_epi64(t9));
            s_v_3 = _mm256_add_epi64(s_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t12 = _mm256_add_epi64(t11, s_v_2);
        __m256i t13 = _mm256_add_epi64(t12, s_v_3);
        t14 = (int)t2;
        t15 = (long)vcc_avx2_reduce_epi64(t13, _mm_add_epi64, unsigned long);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at if_convert.c:71 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), a_v_4));
            __m256i t19 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), a_v_4, _mm256_cvtepi32_epi64(t18));
            s_v_4 = _mm256_add_epi64(s_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (long)((unsigned long)t15 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
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

__attribute__((target("avx2"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    int t10;
    int i;
    float x_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 lo_v = _mm256_set1_ps(lo);
        __m256 hi_v = _mm256_set1_ps(hi);
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:78 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(a + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(x_v, lo_v, _CMP_LT_OQ));
            __m256 x_v_1 = _mm256_min_ps(hi_v, x_v);
            __m256 x_v_2 = _mm256_blendv_ps(x_v_1, lo_v, _mm256_castsi256_ps(t3));
            _mm256_storeu_ps(c + i_vec, x_v_2);
            long t4 = i_vec + 8L;
            __m256 x_v_3 = _mm256_loadu_ps(a + t4);
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, lo_v, _CMP_LT_OQ));
            __m256 x_v_4 = _mm256_min_ps(hi_v, x_v_3);
            __m256 x_v_5 = _mm256_blendv_ps(x_v_4, lo_v, _mm256_castsi256_ps(t5));
            _mm256_storeu_ps(c + t4, x_v_5);
            long t6 = i_vec + 16L;
            __m256 x_v_6 = _mm256_loadu_ps(a + t6);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x_v_6, lo_v, _CMP_LT_OQ));
            __m256 x_v_7 = _mm256_min_ps(hi_v, x_v_6);
            __m256 x_v_8 = _mm256_blendv_ps(x_v_7, lo_v, _mm256_castsi256_ps(t7));
            _mm256_storeu_ps(c + t6, x_v_8);
            long t8 = i_vec + 24L;
            __m256 x_v_9 = _mm256_loadu_ps(a + t8);
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(x_v_9, lo_v, _CMP_LT_OQ));
            __m256 x_v_10 = _mm256_min_ps(hi_v, x_v_9);
            __m256 x_v_11 = _mm256_blendv_ps(x_v_10, lo_v, _mm256_castsi256_ps(t9));
            _mm256_storeu_ps(c + t8, x_v_11);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        __m256 lo_v_1 = _mm256_set1_ps(lo);
        __m256 hi_v_1 = _mm256_set1_ps(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:78 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256 x_v_12 = _mm256_loadu_ps(a + t13);
            __m256i t14 = _mm256_castps_si256(_mm256_cmp_ps(x_v_12, lo_v_1, _CMP_LT_OQ));
            __m256 x_v_13 = _mm256_min_ps(hi_v_1, x_v_12);
            __m256 x_v_14 = _mm256_blendv_ps(x_v_13, lo_v_1, _mm256_castsi256_ps(t14));
            _mm256_storeu_ps(c + t13, x_v_14);
            i_vec_1 += 8L;
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

__attribute__((target("avx2"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    float t1;
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:89 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t5 = _mm256_sqrt_ps(a_v);
            __m256 t6 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t5, _mm256_castsi256_ps(t4));
            _mm256_storeu_ps(c + i_vec, t6);
            long t7 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t7);
            __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t9 = _mm256_sqrt_ps(a_v_1);
            __m256 t10 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t9, _mm256_castsi256_ps(t8));
            _mm256_storeu_ps(c + t7, t10);
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
        /* vcc: loop at if_convert.c:89 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m256 a_v_2 = _mm256_loadu_ps(a + t14);
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t16 = _mm256_sqrt_ps(a_v_2);
            __m256 t17 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t16, _mm256_castsi256_ps(t15));
            _mm256_storeu_ps(c + t14, t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    while (i < n) {
        long t18 = (long)i;
        float t19 = a[t18];
        if (t19 >= 0.0f) {
            t1 = sqrtf(t19);
        } else {
            t1 = 0.0f;
        }
        c[t18] = t1;
        i++;
    }
}

__attribute__((target("avx2"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t22;
    int i;
    double t34;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:98 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m128i t3 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v, b_v, _CMP_GT_OQ));
            __m256d t4 = _mm256_add_pd(b_v, _mm256_set1_pd(1.0));
            __m256d t5 = _mm256_mul_pd(a_v, _mm256_set1_pd(2.0));
            __m256d t6 = _mm256_blendv_pd(t4, t5, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t3)));
            _mm256_storeu_pd(c + i_vec, t6);
            long t7 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t7);
            __m256d b_v_1 = _mm256_loadu_pd(b + t7);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_1, b_v_1, _CMP_GT_OQ));
            __m256d t9 = _mm256_add_pd(b_v_1, _mm256_set1_pd(1.0));
            __m256d t10 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(2.0));
            __m256d t11 = _mm256_blendv_pd(t9, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t8)));
            _mm256_storeu_pd(c + t7, t11);
            long t12 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t12);
            __m256d b_v_2 = _mm256_loadu_pd(b + t12);
            __m128i t13 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_2, b_v_2, _CMP_GT_OQ));
            __m256d t14 = _mm256_add_pd(b_v_2, _mm256_set1_pd(1.0));
            __m256d t15 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(2.0));
            __m256d t16 = _mm256_blendv_pd(t14, t15, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t13)));
            _mm256_storeu_pd(c + t12, t16);
            long t17 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t17);
            __m256d b_v_3 = _mm256_loadu_pd(b + t17);
            __m128i t18 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_3, b_v_3, _CMP_GT_OQ));
            __m256d t19 = _mm256_add_pd(b_v_3, _mm256_set1_pd(1.0));
            __m256d t20 = _mm256_mul_pd(a_v_3, _mm256_set1_pd(2.0));
            __m256d t21 = _mm256_blendv_pd(t19, t20, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t18)));
            _mm256_storeu_pd(c + t17, t21);
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
        /* vcc: loop at if_convert.c:98 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t25);
            __m256d b_v_4 = _mm256_loadu_pd(b + t25);
            __m128i t26 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_4, b_v_4, _CMP_GT_OQ));
            __m256d t27 = _mm256_add_pd(b_v_4, _mm256_set1_pd(1.0));
            __m256d t28 = _mm256_mul_pd(a_v_4, _mm256_set1_pd(2.0));
            __m256d t29 = _mm256_blendv_pd(t27, t28, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t26)));
            _mm256_storeu_pd(c + t25, t29);
            i_vec_1 += 4L;
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

__attribute__((target("avx2"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        __m128i k_v = _mm_set1_epi32((int)k);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:103 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t4 = _mm_cmpgt_epi32(k_v, (__m128i)i_v);
            __m256d h_v = _mm256_maskload_pd((const double *)((unsigned long)h + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t4));
            __m256d t5 = _mm256_mul_pd(h_v, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd((double *)((unsigned long)c + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t4), t5);
            i_vec += 4L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t6 = (long)i;
            c[t6] = h[t6] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
__attribute__((target("avx2"))) int max_if_i32(int n, const int *a) {
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int)_mm256_set1_epi32((int)(-2147483647 - 1));
        long i_vec = 0L;
        vcc_v8_int m_v_1 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_2 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_3 = (vcc_v8_int)(__m256i)m_v;
        /* vcc: loop at if_convert.c:111 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            m_v = (vcc_v8_int)_mm256_max_epi32(a_v, (__m256i)m_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            m_v_1 = (vcc_v8_int)_mm256_max_epi32(a_v_1, (__m256i)m_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            m_v_2 = (vcc_v8_int)_mm256_max_epi32(a_v_2, (__m256i)m_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            m_v_3 = (vcc_v8_int)_mm256_max_epi32(a_v_3, (__m256i)m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_max_epi32((__m256i)m_v, (__m256i)m_v_1);
        __m256i t4 = _mm256_max_epi32(t3, (__m256i)m_v_2);
        __m256i t5 = _mm256_max_epi32(t4, (__m256i)m_v_3);
        t6 = (int)t2;
        t7 = vcc_avx2_reduce_epi32(t5, _mm_max_epi32, int);
    } else {
        t6 = 0;
        t7 = (-2147483647 - 1);
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int)_mm256_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v8_int)_mm256_max_epi32(a_v_4, (__m256i)m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_avx2_reduce_epi32((__m256i)m_v_4, _mm_max_epi32, int);
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

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t9;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        signed char *a8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        signed char *b8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        short *a16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *c16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int *a32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *au = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *su = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *cu = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        long *a64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        long *c64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *cf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *ad = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *cd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t2 = n / 2;
        double *hd = (double *)(_mm256_zeroupper(), new_array(t2, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 100000U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 40U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)((_mm256_zeroupper(), next_rand()) % 2000000U));
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_14 = 0; fill_idx_14 < t2; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        long t3 = (long)n;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at if_convert.c:143 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            do {
                float *t5 = af + i_vec;
                __m256 af_v = _mm256_loadu_ps(t5);
                __m256 t6 = _mm256_div_ps(af_v, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t5, t6);
                float *t7 = af + (i_vec + 8L);
                __m256 af_v_1 = _mm256_loadu_ps(t7);
                __m256 t8 = _mm256_div_ps(af_v_1, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t7, t8);
                i_vec += 16L;
            } while (i_vec < t4);
            t9 = (int)t4;
        } else {
            t9 = 0;
        }
        long t10 = (long)n + (long)t9 * -1L;
        if (t10 >= 8L) {
            long t11 = t10 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at if_convert.c:143 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t12 = af + ((long)t9 + i_vec_1);
                __m256 af_v_2 = _mm256_loadu_ps(t12);
                __m256 t13 = _mm256_div_ps(af_v_2, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t12, t13);
                i_vec_1 += 8L;
            } while (i_vec_1 < t11);
            i = (int)((long)t9 + t11);
        } else {
            i = t9;
        }
        for (; i < n; i++) {
            float *t14 = af + i;
            *t14 = *t14 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t15 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b8, t15 * 1UL)));
        nested_i16(n, c16, a16);
        const int *t16 = a32;
        int t17 = sum_odd_i32(n, t16);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c16, t15 * 2UL)), t17);
        div_i32(n, c32, t16, b32);
        unsigned long t18 = t15 * 4UL;
        const void *t19 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t19, t18)));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)cu, t18)));
        abs_sign_i32(n, c32, d32, t16);
        unsigned long t20 = (_mm256_zeroupper(), hash_bytes((const void *)d32, t18));
        printf(" abs=%llx sign=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t19, t18)), (unsigned long long)t20);
        const long *t21 = a64;
        odd_even_i64(n, c64, t21);
        long t22 = sum_neg_i64(n, t21);
        unsigned long t23 = t15 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c64, t23)), t22);
        const float *t24 = af;
        clamp_f32(n, cf, t24, -10.5f, 20.25f);
        const void *t25 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t25, t18)));
        sqrt_pos_f32(n, cf, t24);
        printf(" sqrt=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t25, t18)));
        pick_f64(n, cd, ad, bd);
        const void *t26 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, t23)));
        guarded_f64(n, t2, cd, hd);
        int t27 = max_if_i32(n, t16);
        printf(" guarded=%llx max=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, t23)), t27);
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
