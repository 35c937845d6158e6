/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized generic=7 avx2=7 sse4.2=7 sse2=6 neon=6 */
/* Loops counted by an unsigned count that goes down to zero, as C libraries write them
 * (zlib, lz4): `if (n) do { ... } while (--n);` and `while (n--)`. The count wraps in its own
 * type: `--n != 0` stops after n0 iterations for n0 >= 1, and after 2^bits iterations for
 * n0 == 0 (which these callers never pass, so the kernels test it first). With a step of one
 * toward a `!=` bound the count is exact modulo 2^bits; vcc computes it as a wide integer and
 * runs the vector loop only when that is in range. */
#include "harness.h"

/* A sum of bytes through a pointer that walks, 32-bit count. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_bytes(const unsigned char *buf, unsigned len) {
    vcc_no_contract_body
    unsigned int s;
    unsigned int len_1;
    const unsigned char *buf_1;
    unsigned int s_1;
    if (len) {
        long t1 = (long)len + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long len_vec = 0L;
            vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
            /* vcc: loop at count_down_unsigned.c:15 vectorized: VF 16, UF 1, scalar epilogue */
            do {
                __m128i buf_v = _mm_loadu_si128((const __m128i *)(buf + len_vec));
                __m512i t3 = _mm512_cvtepu8_epi32(buf_v);
                s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t3);
                len_vec += 16L;
            } while (len_vec < t2);
            s = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
            buf_1 = buf + t2;
            len_1 = (unsigned int)((long)len + t2 * -1L);
        } else {
            s = 0U;
            buf_1 = buf;
            len_1 = len;
        }
        for (;;) {
            const unsigned char *buf_2 = buf_1 + 1;
            s += (unsigned int)*buf_1;
            len_1--;
            if (!len_1) {
                s_1 = s;
                break;
            }
            buf_1 = buf_2;
        }
    } else {
        s_1 = 0U;
    }
    return s_1;
}

/* A copy with negation, 64-bit count, the count used after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) size_t negate_copy(float *restrict dst, const float *restrict src, size_t n) {
    vcc_no_contract_body
    unsigned long done;
    unsigned long n_1;
    float *t10;
    const float *t11;
    unsigned long t12;
    unsigned long t13;
    float *t20;
    const float *t21;
    unsigned long t22;
    unsigned long t23;
    float *dst_1;
    const float *src_1;
    unsigned long done_1;
    unsigned long n_2;
    if (n != 0UL) {
        long t1 = (long)n + -1L;
        if (t1 >= 64L) {
            long t2 = t1 & -64L;
            long done_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                __m512 src_v = _mm512_loadu_ps(src + done_vec);
                __m512 t3 = _mm512_xor_ps(src_v, _mm512_set1_ps(-0.0f));
                _mm512_storeu_ps(dst + done_vec, t3);
                long t4 = done_vec + 16L;
                __m512 src_v_1 = _mm512_loadu_ps(src + t4);
                __m512 t5 = _mm512_xor_ps(src_v_1, _mm512_set1_ps(-0.0f));
                _mm512_storeu_ps(dst + t4, t5);
                long t6 = done_vec + 32L;
                __m512 src_v_2 = _mm512_loadu_ps(src + t6);
                __m512 t7 = _mm512_xor_ps(src_v_2, _mm512_set1_ps(-0.0f));
                _mm512_storeu_ps(dst + t6, t7);
                long t8 = done_vec + 48L;
                __m512 src_v_3 = _mm512_loadu_ps(src + t8);
                __m512 t9 = _mm512_xor_ps(src_v_3, _mm512_set1_ps(-0.0f));
                _mm512_storeu_ps(dst + t8, t9);
                done_vec += 64L;
            } while (done_vec < t2);
            t10 = dst + t2;
            t11 = src + t2;
            t12 = (unsigned long)t2;
            t13 = n + (unsigned long)(t2 * -1L);
        } else {
            t10 = dst;
            t11 = src;
            t12 = 0UL;
            t13 = n;
        }
        long t14 = (long)t13 + -1L;
        unsigned long t15 = (unsigned long)t10;
        unsigned long t16 = (unsigned long)t11;
        long t17 = (long)((unsigned long)t10 - (unsigned long)t11);
        if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L)))) {
            long t18 = t14 & -16L;
            long done_vec_1 = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 25:14 and a value merged from several paths at 25:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                __m512 src_v_4 = _mm512_loadu_ps(t11 + done_vec_1);
                __m512 t19 = _mm512_xor_ps(src_v_4, _mm512_set1_ps(-0.0f));
                _mm512_storeu_ps(t10 + done_vec_1, t19);
                done_vec_1 += 16L;
            } while (done_vec_1 < t18);
            t20 = t10 + t18;
            t21 = t11 + t18;
            t22 = t12 + (unsigned long)t18;
            t23 = t13 + (unsigned long)(t18 * -1L);
        } else {
            t20 = t10;
            t21 = t11;
            t22 = t12;
            t23 = t13;
        }
        long t24 = (long)t23 + -1L;
        unsigned long t25 = (unsigned long)t20;
        unsigned long t26 = (unsigned long)t21;
        long t27 = (long)((unsigned long)t20 - (unsigned long)t21);
        if ((t24 >= 1L) & (t24 <= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 64L)))) {
            __m512i t28 = _mm512_set1_epi32((int)(int)t24);
            __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
            __m512 src_v_5 = _mm512_maskz_loadu_ps(t29, t21 + 0);
            __m512 t30 = _mm512_xor_ps(src_v_5, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps(t20 + 0, t29, t30);
            dst_1 = t20 + t24;
            src_1 = t21 + t24;
            done = t22 + (unsigned long)t24;
            n_1 = t23 + (unsigned long)(t24 * -1L);
        } else {
            dst_1 = t20;
            src_1 = t21;
            done = t22;
            n_1 = t23;
        }
        for (;;) {
            float *dst_2 = dst_1 + 1;
            const float *src_2 = src_1 + 1;
            *dst_1 = -*src_1;
            done++;
            n_1--;
            if (n_1 == 0UL) {
                done_1 = done;
                n_2 = n_1;
                break;
            }
            dst_1 = dst_2;
            src_1 = src_2;
        }
    } else {
        done_1 = 0UL;
        n_2 = n;
    }
    return done_1 + n_2;
}

/* `while (n--)`: the test reads the count before the decrement. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_while(int *restrict a, const int *restrict b, unsigned n, int k) {
    vcc_no_contract_body
    unsigned int t6;
    int *t7;
    const int *t8;
    unsigned int t15;
    int *t16;
    const int *t17;
    unsigned int n_1;
    int *a_1;
    const int *b_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long n_vec = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + n_vec);
            __m512i t3 = _mm512_mullo_epi32(b_v, k_v);
            _mm512_storeu_si512(a + n_vec, t3);
            long t4 = n_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t4);
            __m512i t5 = _mm512_mullo_epi32(b_v_1, k_v);
            _mm512_storeu_si512(a + t4, t5);
            n_vec += 32L;
        } while (n_vec < t2);
        t6 = (unsigned int)((long)n + t2 * -1L);
        t7 = a + t2;
        t8 = b + t2;
    } else {
        t6 = n;
        t7 = a;
        t8 = b;
    }
    long t9 = (long)t6;
    unsigned long t10 = (unsigned long)t7;
    unsigned long t11 = (unsigned long)t8;
    long t12 = (long)((unsigned long)t7 - (unsigned long)t8);
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10) | ((t12 <= 0L) | (t12 >= 64L)))) {
        long t13 = t9 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        long n_vec_1 = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 34:12 and a value merged from several paths at 34:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m512i b_v_2 = _mm512_loadu_si512(t8 + n_vec_1);
            __m512i t14 = _mm512_mullo_epi32(b_v_2, k_v_1);
            _mm512_storeu_si512(t7 + n_vec_1, t14);
            n_vec_1 += 16L;
        } while (n_vec_1 < t13);
        t15 = (unsigned int)((long)t6 + t13 * -1L);
        t16 = t7 + t13;
        t17 = t8 + t13;
    } else {
        t15 = t6;
        t16 = t7;
        t17 = t8;
    }
    long t18 = (long)t15;
    unsigned long t19 = (unsigned long)t16;
    unsigned long t20 = (unsigned long)t17;
    long t21 = (long)((unsigned long)t16 - (unsigned long)t17);
    if ((t18 >= 1L) & (t18 <= 16L) & (((t19 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t20) | ((t20 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t19) | ((t21 <= 0L) | (t21 >= 64L)))) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t23, t17 + 0);
        __m512i t24 = _mm512_mullo_epi32(b_v_3, k_v_2);
        _mm512_mask_storeu_epi32(t16 + 0, t23, t24);
        n_1 = (unsigned int)((long)t15 + t18 * -1L);
        a_1 = t16 + t18;
        b_1 = t17 + t18;
    } else {
        n_1 = t15;
        a_1 = t16;
        b_1 = t17;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        *a_1 = *b_1 * k;
        n_1 = n_2;
        a_1 = a_1 + 1;
        b_1 = b_1 + 1;
    }
}

/* A 16-bit count: 2^16 iterations for n0 == 0 would run off these arrays, so the caller
 * never passes 0; the count is still computed in the count's own width. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_u16(short *restrict a, const short *restrict b, unsigned short n) {
    vcc_no_contract_body
    unsigned short n_1;
    short *t8;
    const short *t9;
    unsigned short t10;
    short *a_1;
    const short *b_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long n_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:43 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            do {
                short *t3 = a + n_vec;
                __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + n_vec));
                __m256i t4 = _mm256_add_epi16(a_v, b_v);
                _mm256_storeu_si256((__m256i *)t3, t4);
                long t5 = n_vec + 16L;
                short *t6 = a + t5;
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t6);
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
                __m256i t7 = _mm256_add_epi16(a_v_1, b_v_1);
                _mm256_storeu_si256((__m256i *)t6, t7);
                n_vec += 32L;
            } while (n_vec < t2);
            t8 = a + t2;
            t9 = b + t2;
            t10 = (unsigned short)((long)n + t2 * -1L);
        } else {
            t8 = a;
            t9 = b;
            t10 = n;
        }
        long t11 = (long)t10 + -1L;
        unsigned long t12 = (unsigned long)t8;
        unsigned long t13 = (unsigned long)t9;
        long t14 = (long)((unsigned long)t8 - (unsigned long)t9);
        if ((t11 >= 16L) & (((t12 + (unsigned long)(2L + (t11 - 1L) * 2L)) <= t13) | ((t13 + (unsigned long)(2L + (t11 - 1L) * 2L)) <= t12) | ((t14 <= 0L) | (t14 >= 32L)))) {
            long t15 = t11 & -16L;
            long n_vec_1 = 0L;
            /* vcc: loop at count_down_unsigned.c:43 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 43:14 and a value merged from several paths at 43:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                short *t16 = t8 + n_vec_1;
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t16);
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(t9 + n_vec_1));
                __m256i t17 = _mm256_add_epi16(a_v_2, b_v_2);
                _mm256_storeu_si256((__m256i *)t16, t17);
                n_vec_1 += 16L;
            } while (n_vec_1 < t15);
            a_1 = t8 + t15;
            b_1 = t9 + t15;
            n_1 = (unsigned short)((long)t10 + t15 * -1L);
        } else {
            a_1 = t8;
            b_1 = t9;
            n_1 = t10;
        }
        for (;;) {
            short *a_2 = a_1 + 1;
            const short *b_2 = b_1 + 1;
            *a_1 = (short)((int)*a_1 + (int)*b_1);
            n_1 = (unsigned short)((int)n_1 - 1);
            if (!n_1) {
                break;
            }
            a_1 = a_2;
            b_1 = b_2;
        }
    }
}

/* The count also indexes the arrays from the top (`a[n - 1]`), counting down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long dot_down(const int *a, const int *b, unsigned long n) {
    vcc_no_contract_body
    long s;
    unsigned long n_1;
    long t16;
    unsigned long t17;
    long t26;
    unsigned long t27;
    long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long n_vec = 0L;
            __m512i s_v = _mm512_set1_epi64((long long)0LL);
            __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at count_down_unsigned.c:52 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                __m256i t4 = _mm256_loadu_si256((const __m256i *)(a + t3 + -7));
                __m512i t5 = _mm512_cvtepi32_epi64(t4);
                __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t3 + -7));
                __m512i t7 = _mm512_cvtepi32_epi64(t6);
                __m512i t8 = _mm512_mul_epi32(t5, t7);
                s_v = _mm512_add_epi64(s_v, t8);
                long t9 = (long)(n + (unsigned long)((n_vec + 8L) * -1L) - 1UL);
                __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + t9 + -7));
                __m512i t11 = _mm512_cvtepi32_epi64(t10);
                __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
                __m512i t13 = _mm512_cvtepi32_epi64(t12);
                __m512i t14 = _mm512_mul_epi32(t11, t13);
                s_v_1 = _mm512_add_epi64(s_v_1, t14);
                n_vec += 16L;
            } while (n_vec < t2);
            __m512i t15 = _mm512_add_epi64(s_v, s_v_1);
            t16 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_add_epi64, unsigned long);
            t17 = n + (unsigned long)(t2 * -1L);
        } else {
            t16 = 0L;
            t17 = n;
        }
        long t18 = (long)t17 + -1L;
        if (t18 >= 8L) {
            long t19 = t18 & -8L;
            long n_vec_1 = 0L;
            __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at count_down_unsigned.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t20 = (long)(t17 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20 + -7));
                __m512i t22 = _mm512_cvtepi32_epi64(t21);
                __m256i t23 = _mm256_loadu_si256((const __m256i *)(b + t20 + -7));
                __m512i t24 = _mm512_cvtepi32_epi64(t23);
                __m512i t25 = _mm512_mul_epi32(t22, t24);
                s_v_2 = _mm512_add_epi64(s_v_2, t25);
                n_vec_1 += 8L;
            } while (n_vec_1 < t19);
            t26 = (long)((unsigned long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
            t27 = t17 + (unsigned long)(t19 * -1L);
        } else {
            t26 = t16;
            t27 = t17;
        }
        long t28 = (long)t27 + -1L;
        if ((t28 >= 1L) & (t28 <= 8L)) {
            __m256i t29 = _mm256_set1_epi32((int)(int)t28);
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t31 = (long)(t27 - 1UL);
            __m256i t32 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), (const int *)((unsigned long)a + (unsigned long)t31 * 4UL - 28UL));
            __m256i a_v = _mm256_permutevar8x32_epi32(t33, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t34 = _mm512_cvtepi32_epi64(a_v);
            __m256i t35 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), (const int *)((unsigned long)b + (unsigned long)t31 * 4UL - 28UL));
            __m256i b_v = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t37 = _mm512_cvtepi32_epi64(b_v);
            __m512i t38 = _mm512_mullo_epi64(t34, t37);
            __m512i t39 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t30), _mm512_set1_epi64((long long)0LL), t38);
            __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t39);
            s = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
            n_1 = t27 + (unsigned long)(t28 * -1L);
        } else {
            s = t26;
            n_1 = t27;
        }
        for (;;) {
            n_1--;
            long t40 = (long)n_1;
            s += (long)a[t40] * (long)b[t40];
            if (!n_1) {
                s_1 = s;
                break;
            }
        }
    } else {
        s_1 = 0L;
    }
    return s_1;
}

/* An up-counting unsigned index compared with `!=`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_up_ne(const unsigned *a, unsigned lo, unsigned hi) {
    vcc_no_contract_body
    unsigned int s;
    unsigned int t5;
    unsigned int t6;
    unsigned int i;
    long t1 = (long)lo * -1L + (long)hi;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32((int)lo);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at count_down_unsigned.c:60 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = (__m512i)vcc_gather(vcc_v16_uint, a, (vcc_v16_uint)(__m512i)i_v);
            __m512i t4 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t4);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t5 = (unsigned int)((long)lo + t2);
        t6 = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t5 = lo;
        t6 = 0U;
    }
    long t7 = (long)hi + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i t10 = _mm512_set1_epi32((int)t5);
        __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i a_v_1 = (__m512i)vcc_gather_masked(vcc_v16_uint, a, (vcc_v16_uint)t11, (vcc_m16)_mm512_movm_epi32(t9));
        __m512i t12 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __m512i t13 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t12);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t13);
        i = (unsigned int)((long)t5 + t7);
        s = t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)));
    } else {
        i = t5;
        s = t6;
    }
    for (; i != hi; i++) {
        s += a[i] * 3U;
    }
    return s;
}

/* No guard: an 8-bit count of 0 runs 256 times, which the vector loop must leave to the
 * scalar loop (its count, -1 as a wide integer, runs no vector iteration). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_u8_count(const int *a, unsigned char n) {
    vcc_no_contract_body
    int s;
    unsigned char n_1;
    int t6;
    const int *t7;
    unsigned char t8;
    const int *a_1;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi8((char)n);
        vcc_v16_uchar n_v = (vcc_v16_uchar)_mm_add_epi8(t3, _mm_setr_epi8(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long n_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at count_down_unsigned.c:70 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + n_vec);
            __m512i t4 = _mm512_cvtepu8_epi32((__m128i)n_v);
            __m512i t5 = _mm512_xor_si512(a_v, t4);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t5);
            n_vec += 16L;
            n_v = (vcc_v16_uchar)_mm_add_epi8((__m128i)n_v, _mm_set1_epi8((char)-16));
        } while (n_vec < t2);
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
        t7 = a + t2;
        t8 = (unsigned char)((long)n + t2 * -1L);
    } else {
        t6 = 0;
        t7 = a;
        t8 = n;
    }
    long t9 = (long)t8 + -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m128i t12 = _mm_set1_epi8((char)t8);
        __m128i t13 = _mm_add_epi8(t12, _mm_setr_epi8(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t11, t7 + 0);
        __m512i t14 = _mm512_cvtepu8_epi32(t13);
        __m512i t15 = _mm512_xor_si512(a_v_1, t14);
        __m512i t16 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), t15);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t16);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
        a_1 = t7 + t9;
        n_1 = (unsigned char)((long)t8 + t9 * -1L);
    } else {
        s = t6;
        a_1 = t7;
        n_1 = t8;
    }
    for (;;) {
        const int *a_2 = a_1 + 1;
        int t17 = (int)n_1;
        s += *a_1 ^ t17;
        n_1 = (unsigned char)(t17 - 1);
        if (!n_1) {
            return s;
        }
        a_1 = a_2;
    }
}

int main(void) {
    int big[256];
    FILL(big, 256, -1000, 2000);
    for (int c = 0; c < 256; c += 5)
        printf("u8 count %d: %d\n", c, sum_u8_count(big, (unsigned char)c));
    printf("u8 count 255: %d\n", sum_u8_count(big, 255));

    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *bytes = new_array(n, 1);
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s16 = new_array(n, sizeof(short)), *t16 = new_array(n, sizeof(short));
        unsigned *u = new_array(n, sizeof(unsigned));
        FILL(bytes, n, 0, 256);
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s16, n, -30000, 60000);
        FILL(t16, n, -30000, 60000);
        FILL(u, n, 0, 1 << 30);
        unsigned r1 = sum_bytes(bytes, (unsigned)n);
        size_t r2 = negate_copy(g, f, (size_t)n);
        long r5 = dot_down(a, b, (unsigned long)n);
        unsigned r6 = sum_up_ne(u, (unsigned)(n / 3), (unsigned)n);
        scale_while(a, b, (unsigned)n, 7);
        if (n)
            add_u16(s16, t16, (unsigned short)n);
        printf("n=%d %u %zu %ld %u %llx %llx %llx\n", n, r1, r2, r5, r6, HASH(g, n), HASH(a, n), HASH(s16, n));
        free(bytes), free(f), free(g), free(a), free(b), free(s16), free(t16), free(u);
    }
    return 0;
}
