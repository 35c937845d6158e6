/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer inductions whose step is known only at run time (`v += k`, k a parameter or a sum
   of parameters): the lanes start at [v, v + k, v + 2k, ...] and move by VF·k, in the lanes'
   unsigned type, so they wrap as the scalar loop's unsigned updates do. The value after the
   loop, a last value taken under a condition and an early exit read the induction at a given
   iteration: start + iteration·k, computed modulo 2^64 then narrowed. A pointer moving by a
   run-time number of bytes is not such an induction: its loop is versioned on the step being
   one element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void ramp(int n, int *restrict a, const int *restrict b, int k) {
    vcc_no_contract_body
    int v;
    int t13;
    int t14;
    int t24;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k;
        __m512i t4 = _mm512_set1_epi32(-3);
        __m512i t5 = _mm512_set1_epi32((int)(unsigned int)(unsigned long)t3);
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_uint v_v = (vcc_v16_uint)_mm512_add_epi32(t4, t6);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t7 = _mm512_add_epi32(b_v, (__m512i)v_v);
            _mm512_storeu_si512(a + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i t9 = _mm512_set1_epi32((int)(unsigned int)((unsigned long)t3 * 16UL));
            __m512i t10 = _mm512_add_epi32((__m512i)v_v, t9);
            __m512i b_v_1 = _mm512_loadu_si512(b + t8);
            __m512i t11 = _mm512_add_epi32(b_v_1, t10);
            _mm512_storeu_si512(a + t8, t11);
            i_vec += 32L;
            __m512i t12 = _mm512_set1_epi32((int)(unsigned int)((unsigned long)t3 * 32UL));
            v_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)v_v, t12);
        } while (i_vec < t2);
        t13 = (int)t2;
        t14 = (int)(18446744073709551613UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t13 = 0;
        t14 = -3;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long t17 = (long)k;
        __m512i t18 = _mm512_set1_epi32((int)t14);
        __m512i t19 = _mm512_set1_epi32((int)(unsigned int)(unsigned long)t17);
        __m512i t20 = _mm512_mullo_epi32(t19, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_uint v_v_1 = (vcc_v16_uint)_mm512_add_epi32(t18, t20);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t21 = (long)t13 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t21);
            __m512i t22 = _mm512_add_epi32(b_v_2, (__m512i)v_v_1);
            _mm512_storeu_si512(a + t21, t22);
            i_vec_1 += 16L;
            __m512i t23 = _mm512_set1_epi32((int)(unsigned int)((unsigned long)t17 * 16UL));
            v_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)v_v_1, t23);
        } while (i_vec_1 < t16);
        t24 = (int)((long)t13 + t16);
        t25 = (int)((unsigned long)t14 + (unsigned long)t16 * (unsigned long)t17);
    } else {
        t24 = t13;
        t25 = t14;
    }
    long t26 = (long)n + (long)t24 * -1L;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        __m512i t27 = _mm512_set1_epi32((int)(int)t26);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        long t29 = (long)k;
        __m512i t30 = _mm512_set1_epi32((int)t25);
        __m512i t31 = _mm512_set1_epi32((int)(unsigned int)(unsigned long)t29);
        __m512i t32 = _mm512_mullo_epi32(t31, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t33 = _mm512_add_epi32(t30, t32);
        long t34 = (long)t24;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t28, b + t34);
        __m512i t35 = _mm512_add_epi32(b_v_3, t33);
        _mm512_mask_storeu_epi32(a + t34, t28, t35);
        i = (int)((long)t24 + t26);
        v = (int)((unsigned long)t25 + (unsigned long)t26 * (unsigned long)t29);
    } else {
        i = t24;
        v = t25;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        a[t36] = b[t36] + v;
        v += k;
    }
}

/* Wraps around 2^32 within a few iterations for a large k. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void ramp_bytes(int n, unsigned char *restrict a, unsigned v, unsigned k) {
    vcc_no_contract_body
    unsigned int v_1;
    int t14;
    unsigned int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k;
        __m512i t4 = _mm512_set1_epi32((int)v);
        __m512i t5 = _mm512_set1_epi32((int)(unsigned int)(unsigned long)t3);
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_uint v_v = (vcc_v16_uint)_mm512_add_epi32(t4, t6);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i t7 = _mm512_srli_epi32((__m512i)v_v, 24);
            __m128i t8 = _mm512_cvtepi32_epi8(t7);
            _mm_storeu_si128((__m128i *)(a + i_vec), t8);
            __m512i t9 = _mm512_set1_epi32((int)(unsigned int)((unsigned long)t3 * 16UL));
            __m512i t10 = _mm512_add_epi32((__m512i)v_v, t9);
            __m512i t11 = _mm512_srli_epi32(t10, 24);
            __m128i t12 = _mm512_cvtepi32_epi8(t11);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 16L)), t12);
            i_vec += 32L;
            __m512i t13 = _mm512_set1_epi32((int)(unsigned int)((unsigned long)t3 * 32UL));
            v_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)v_v, t13);
        } while (i_vec < t2);
        t14 = (int)t2;
        t15 = (unsigned int)((unsigned long)v + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t14 = 0;
        t15 = v;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t18 = (long)k;
        __m512i t19 = _mm512_set1_epi32((int)t15);
        __m512i t20 = _mm512_set1_epi32((int)(unsigned int)(unsigned long)t18);
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_uint v_v_1 = (vcc_v16_uint)_mm512_add_epi32(t19, t21);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512i t22 = _mm512_srli_epi32((__m512i)v_v_1, 24);
            __m128i t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)(a + ((long)t14 + i_vec_1)), t23);
            i_vec_1 += 16L;
            __m512i t24 = _mm512_set1_epi32((int)(unsigned int)((unsigned long)t18 * 16UL));
            v_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)v_v_1, t24);
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        v_1 = (unsigned int)((unsigned long)t15 + (unsigned long)t17 * (unsigned long)t18);
    } else {
        i = t14;
        v_1 = t15;
    }
    for (; i < n; i++) {
        a[i] = (unsigned char)(v_1 >> 24);
        v_1 += k;
    }
}

/* 16-bit, stepping down by a step of its own type. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down_short(int n, short *restrict a, short k) {
    vcc_no_contract_body
    short v;
    int t20;
    short t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k * -1L;
        __m256i t4 = _mm256_set1_epi16((short)(short)1000);
        __m256i t5 = _mm256_set1_epi16((short)(unsigned short)(unsigned long)t3);
        __m256i t6 = _mm256_mullo_epi16(t5, _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_ushort v_v = (vcc_v16_ushort)_mm256_add_epi16(t4, t6);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:30 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            short *t7 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t7);
            __m512i t8 = _mm512_cvtepi16_epi32(a_v);
            __m512i t9 = _mm512_cvtepi16_epi32((__m256i)v_v);
            __m512i t10 = _mm512_add_epi32(t8, t9);
            __m256i t11 = _mm512_cvtepi32_epi16(t10);
            _mm256_storeu_si256((__m256i *)t7, t11);
            __m256i t12 = _mm256_set1_epi16((short)(unsigned short)((unsigned long)t3 * 16UL));
            __m256i t13 = _mm256_add_epi16((__m256i)v_v, t12);
            short *t14 = a + (i_vec + 16L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t14);
            __m512i t15 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t16 = _mm512_cvtepi16_epi32(t13);
            __m512i t17 = _mm512_add_epi32(t15, t16);
            __m256i t18 = _mm512_cvtepi32_epi16(t17);
            _mm256_storeu_si256((__m256i *)t14, t18);
            i_vec += 32L;
            __m256i t19 = _mm256_set1_epi16((short)(unsigned short)((unsigned long)t3 * 32UL));
            v_v = (vcc_v16_ushort)_mm256_add_epi16((__m256i)v_v, t19);
        } while (i_vec < t2);
        t20 = (int)t2;
        t21 = (short)(1000UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t20 = 0;
        t21 = (short)1000;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t24 = (long)k * -1L;
        __m256i t25 = _mm256_set1_epi16((short)t21);
        __m256i t26 = _mm256_set1_epi16((short)(unsigned short)(unsigned long)t24);
        __m256i t27 = _mm256_mullo_epi16(t26, _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_ushort v_v_1 = (vcc_v16_ushort)_mm256_add_epi16(t25, t27);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:30 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            short *t28 = a + ((long)t20 + i_vec_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t28);
            __m512i t29 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t30 = _mm512_cvtepi16_epi32((__m256i)v_v_1);
            __m512i t31 = _mm512_add_epi32(t29, t30);
            __m256i t32 = _mm512_cvtepi32_epi16(t31);
            _mm256_storeu_si256((__m256i *)t28, t32);
            i_vec_1 += 16L;
            __m256i t33 = _mm256_set1_epi16((short)(unsigned short)((unsigned long)t24 * 16UL));
            v_v_1 = (vcc_v16_ushort)_mm256_add_epi16((__m256i)v_v_1, t33);
        } while (i_vec_1 < t23);
        i = (int)((long)t20 + t23);
        v = (short)((unsigned long)t21 + (unsigned long)t23 * (unsigned long)t24);
    } else {
        i = t20;
        v = t21;
    }
    for (; i < n; i++) {
        short *t34 = a + i;
        int t35 = (int)v;
        *t34 = (short)((int)*t34 + t35);
        v = (short)(t35 - (int)k);
    }
}

/* Fixed-point position into a table (image resampling): a gather at pos >> 8. The sum and
   the position after the loop are returned. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long resample(int n, int *restrict out, const int *restrict in, int step) {
    vcc_no_contract_body
    long s;
    int pos;
    int t17;
    long t18;
    int t19;
    int t30;
    long t31;
    int t32;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)step;
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32((int)(unsigned int)(unsigned long)t3);
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_uint pos_v = (vcc_v8_uint)_mm256_add_epi32(t4, t6);
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at runtime_step.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i t7 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t3 * 8UL));
            __m256i t8 = _mm256_add_epi32((__m256i)pos_v, t7);
            int *t9 = out + i_vec;
            int *t10 = out + (i_vec + 8L);
            __m256i t11 = _mm256_srai_epi32((__m256i)pos_v, 8);
            __m256i t12 = _mm256_srai_epi32(t8, 8);
            __m256i in_v = vcc_avx2_gather8(_mm256_setr_epi32, int, in, t11);
            __m256i in_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, in, t12);
            _mm256_storeu_si256((__m256i *)t9, in_v);
            _mm256_storeu_si256((__m256i *)t10, in_v_1);
            __m256i out_v = _mm256_loadu_si256((const __m256i *)t9);
            __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t10);
            __m512i t13 = _mm512_cvtepi32_epi64(out_v);
            s_v = _mm512_add_epi64(s_v, t13);
            __m512i t14 = _mm512_cvtepi32_epi64(out_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t14);
            i_vec += 16L;
            __m256i t15 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t3 * 16UL));
            pos_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)pos_v, t15);
        } while (i_vec < t2);
        __m512i t16 = _mm512_add_epi64(s_v, s_v_1);
        t17 = (int)t2;
        t18 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_add_epi64, unsigned long);
        t19 = (int)((unsigned long)t2 * (unsigned long)t3);
    } else {
        t17 = 0;
        t18 = 0L;
        t19 = 0;
    }
    long t20 = (long)n + (long)t17 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long t22 = (long)step;
        __m256i t23 = _mm256_set1_epi32((int)t19);
        __m256i t24 = _mm256_set1_epi32((int)(unsigned int)(unsigned long)t22);
        __m256i t25 = _mm256_mullo_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_uint pos_v_1 = (vcc_v8_uint)_mm256_add_epi32(t23, t25);
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at runtime_step.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t26 = out + ((long)t17 + i_vec_1);
            __m256i t27 = _mm256_srai_epi32((__m256i)pos_v_1, 8);
            __m256i in_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, in, t27);
            _mm256_storeu_si256((__m256i *)t26, in_v_2);
            __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t26);
            __m512i t28 = _mm512_cvtepi32_epi64(out_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t28);
            i_vec_1 += 8L;
            __m256i t29 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t22 * 8UL));
            pos_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)pos_v_1, t29);
        } while (i_vec_1 < t21);
        t30 = (int)((long)t17 + t21);
        t31 = (long)((unsigned long)t18 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
        t32 = (int)((unsigned long)t19 + (unsigned long)t21 * (unsigned long)t22);
    } else {
        t30 = t17;
        t31 = t18;
        t32 = t19;
    }
    long t33 = (long)n + (long)t30 * -1L;
    if ((t33 >= 1L) & (t33 <= 8L)) {
        __m256i t34 = _mm256_set1_epi32((int)(int)t33);
        __m256i t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t36 = (long)step;
        __m256i t37 = _mm256_set1_epi32((int)t32);
        __m256i t38 = _mm256_set1_epi32((int)(unsigned int)(unsigned long)t36);
        __m256i t39 = _mm256_mullo_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t40 = _mm256_add_epi32(t37, t39);
        int *t41 = out + (long)t30;
        __m256i t42 = _mm256_srai_epi32(t40, 8);
        __m256i in_v_3 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, in, t42, t35);
        _mm256_mask_storeu_epi32(t41, _mm256_movepi32_mask(t35), in_v_3);
        __m256i out_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), t41);
        __m512i t43 = _mm512_cvtepi32_epi64(out_v_3);
        __m512i t44 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t35), _mm512_set1_epi64((long long)0LL), t43);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t44);
        i = (int)((long)t30 + t33);
        s = (long)((unsigned long)t31 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
        pos = (int)((unsigned long)t32 + (unsigned long)t33 * (unsigned long)t36);
    } else {
        i = t30;
        s = t31;
        pos = t32;
    }
    for (; i < n; i++) {
        int *t45 = out + i;
        *t45 = in[pos >> 8];
        s += (long)*t45;
        pos += step;
    }
    return s * 1000003L + (long)pos;
}

/* A 64-bit induction whose step is an expression of two parameters, summed. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long long wide_sum(int n, long long *restrict a, long long k, long long m) {
    vcc_no_contract_body
    long long s;
    long long v;
    int t15;
    long long t16;
    long long t17;
    int t27;
    long long t28;
    long long t29;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k + (long)m * -3L;
        __m512i t4 = _mm512_set1_epi64((long long)5LL);
        __m512i t5 = _mm512_set1_epi64((long long)(unsigned long long)(unsigned long)t3);
        __m512i t6 = _mm512_mullo_epi64(t5, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i v_v = _mm512_add_epi64(t4, t6);
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at runtime_step.c:52 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long long *t7 = a + i_vec;
            _mm512_storeu_si512(t7, v_v);
            __m512i a_v = _mm512_loadu_si512(t7);
            __m512i t8 = _mm512_srai_epi64(a_v, 16);
            s_v = _mm512_add_epi64(s_v, t8);
            __m512i t9 = _mm512_set1_epi64((long long)(unsigned long long)((unsigned long)t3 * 8UL));
            __m512i t10 = _mm512_add_epi64(v_v, t9);
            long long *t11 = a + (i_vec + 8L);
            _mm512_storeu_si512(t11, t10);
            __m512i a_v_1 = _mm512_loadu_si512(t11);
            __m512i t12 = _mm512_srai_epi64(a_v_1, 16);
            s_v_1 = _mm512_add_epi64(s_v_1, t12);
            i_vec += 16L;
            __m512i t13 = _mm512_set1_epi64((long long)(unsigned long long)((unsigned long)t3 * 16UL));
            v_v = _mm512_add_epi64(v_v, t13);
        } while (i_vec < t2);
        __m512i t14 = _mm512_add_epi64(s_v, s_v_1);
        t15 = (int)t2;
        t16 = (long long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_add_epi64, unsigned long long);
        t17 = (long long)(5UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t15 = 0;
        t16 = 0LL;
        t17 = 5LL;
    }
    long t18 = (long)n + (long)t15 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t20 = (long)k + (long)m * -3L;
        __m512i t21 = _mm512_set1_epi64((long long)t17);
        __m512i t22 = _mm512_set1_epi64((long long)(unsigned long long)(unsigned long)t20);
        __m512i t23 = _mm512_mullo_epi64(t22, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i v_v_1 = _mm512_add_epi64(t21, t23);
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at runtime_step.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long long *t24 = a + ((long)t15 + i_vec_1);
            _mm512_storeu_si512(t24, v_v_1);
            __m512i a_v_2 = _mm512_loadu_si512(t24);
            __m512i t25 = _mm512_srai_epi64(a_v_2, 16);
            s_v_2 = _mm512_add_epi64(s_v_2, t25);
            i_vec_1 += 8L;
            __m512i t26 = _mm512_set1_epi64((long long)(unsigned long long)((unsigned long)t20 * 8UL));
            v_v_1 = _mm512_add_epi64(v_v_1, t26);
        } while (i_vec_1 < t19);
        t27 = (int)((long)t15 + t19);
        t28 = (long long)((unsigned long long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long long));
        t29 = (long long)((unsigned long)t17 + (unsigned long)t19 * (unsigned long)t20);
    } else {
        t27 = t15;
        t28 = t16;
        t29 = t17;
    }
    long t30 = (long)n + (long)t27 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t33 = (long)k + (long)m * -3L;
        __m512i t34 = _mm512_set1_epi64((long long)t29);
        __m512i t35 = _mm512_set1_epi64((long long)(unsigned long long)(unsigned long)t33);
        __m512i t36 = _mm512_mullo_epi64(t35, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i t37 = _mm512_add_epi64(t34, t36);
        long long *t38 = a + (long)t27;
        _mm512_mask_storeu_epi64(t38, _mm256_movepi32_mask(t32), t37);
        __m512i a_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), t38);
        __m512i t39 = _mm512_srai_epi64(a_v_3, 16);
        __m512i t40 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t32), _mm512_set1_epi64((long long)0LL), t39);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t40);
        i = (int)((long)t27 + t30);
        s = (long long)((unsigned long long)t28 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long long));
        v = (long long)((unsigned long)t29 + (unsigned long)t30 * (unsigned long)t33);
    } else {
        i = t27;
        s = t28;
        v = t29;
    }
    for (; i < n; i++) {
        long long *t41 = a + i;
        *t41 = v;
        s += *t41 >> 16;
        v += k - 3LL * m;
    }
    return s + v;
}

/* The induction's value at the last iteration that passes a test. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_match(int n, const int *restrict b, int t, int k) {
    vcc_no_contract_body
    int v;
    int i;
    int last;
    int last_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        long t4 = (long)k;
        __m512i t_v = _mm512_set1_epi32((int)t);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at runtime_step.c:63 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t5 = _mm512_cmp_epi32_mask(b_v, t_v, _MM_CMPINT_NLE);
            __m512i t6 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t5, (__m512i)t1, t7);
            i_vec += 16L;
        } while (i_vec < t3);
        int t8 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        i = (int)t3;
        last = t8 < 0 ? -1 : (int)(11UL + (unsigned long)(long)t8 * (unsigned long)t4);
        v = (int)(11UL + (unsigned long)t3 * (unsigned long)t4);
    } else {
        i = 0;
        last = -1;
        v = 11;
    }
    for (; i < n; i++, last = last_1) {
        if (b[i] > t) {
            last_1 = v;
        } else {
            last_1 = last;
        }
        v += k;
    }
    return last;
}

/* An early exit returns the induction at the exiting iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_at(int n, const int *restrict b, int t, int k) {
    vcc_no_contract_body
    int t1;
    int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)b;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t1 = 0;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            v = t1;
            goto L11;
        }
        if (b[t6] == t) {
            i = t6;
            v = t1;
            goto L11;
        }
        t1 += k;
    }
    t8 = (long)n - t4;
    if ((t8 >= 16L) & t5) {
        long t2 = t8 & -16L;
        long t9 = (long)k;
        __m512i t_v = _mm512_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:74 vectorized: VF 16, UF 1, early exit, peeled to align `b` to 64 bytes, scalar epilogue */
        do {
            __m512i b_v = _mm512_load_si512(b + (int)((long)t6 + i_vec));
            __mmask16 t10 = _mm512_cmp_epi32_mask(b_v, t_v, _MM_CMPINT_EQ);
            if ((t10 != 0)) {
                t2 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)((long)t6 + t2);
        v = (int)((unsigned long)t1 + (unsigned long)t2 * (unsigned long)t9);
    } else {
        i = t6;
        v = t1;
    }
L11:
    for (; i < n; i++) {
        if (b[i] == t) {
            return v;
        }
        v += k;
    }
    return -v;
}

/* A pointer moving by k bytes: versioned on k == 1. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pointer_step(int n, int *restrict a, const char *p, long k) {
    vcc_no_contract_body
    const char *p_1;
    int i;
    long t1 = (long)n;
    if ((t1 >= 32L) & (k == 1L)) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:84 vectorized: VF 16, UF 2, versioned on `k` == 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __m512i t3 = _mm512_cvtepi8_epi32(p_v);
            _mm512_storeu_si512(a + i_vec, t3);
            long t4 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t4));
            __m512i t5 = _mm512_cvtepi8_epi32(p_v_1);
            _mm512_storeu_si512(a + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
        p_1 = p + t2;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++) {
        a[i] = (int)*p_1;
        p_1 = p_1 + k;
    }
}

int main(void) {
    int n;
    static const int ks[] = {0, 1, -7, 3, 0x7fff, -0x10001};
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned char *u8 = new_array(n, 1);
        short *s16 = new_array(n, sizeof(short));
        long long *a64 = new_array(n, sizeof(long long));
        int table = (n * 37 >> 8) + 1;
        int *in = new_array(table, sizeof(int)), *out = new_array(n, sizeof(int));
        char *bytes = new_array(3 * n + 1, 1);
        FILL(b, n, -50, 100);
        FILL(s16, n, -1000, 2000);
        FILL(in, table, -100000, 200000);
        FILL(bytes, 3 * n + 1, -100, 200);
        unsigned long long h = 0;
        for (int q = 0; q < 6; q++) {
            int k = ks[q];
            ramp(n, a, b, k);
            ramp_bytes(n, u8, 0x12345678u + (unsigned)q, (unsigned)k * 0x9e3779b9u);
            down_short(n, s16, (short)(k * 3));
            long r = resample(n, out, in, 37 - q);
            long long w = wide_sum(n, a64, (long long)k * (1LL << 33), k + 1);
            int lm = last_match(n, b, q * 10, k);
            int f = find_at(n, b, q * 7 - 20, k);
            pointer_step(n, a, bytes, q % 3 + 1);
            h = h * 31 + HASH(a, n) + HASH(u8, n) * 3 + HASH(s16, n) * 5 + HASH(out, n) * 7 + HASH(a64, n) * 11;
            h = h * 31 + (unsigned long long)r + (unsigned long long)w * 13 + (unsigned)lm * 17u + (unsigned)f * 19u;
        }
        printf("n=%d %llx\n", n, h);
        free(a), free(b), free(u8), free(s16), free(a64), free(in), free(out), free(bytes);
    }
    return 0;
}
