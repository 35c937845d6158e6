/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })

/* vcc-test: expect-vectorized generic=8 avx2=8 avx512=8 neon=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + t3));
            vcc_v8_schar b_v = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, idx_v, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_schar b_v_1 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, idx_v_1, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_uchar t4 = (vcc_v8_uchar)b_v;
            vcc_v8_uchar t5 = t4 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t6 = (vcc_v8_schar)t5;
            vcc_store(a + i_vec, t6);
            vcc_v8_uchar t7 = (vcc_v8_uchar)b_v_1;
            vcc_v8_uchar t8 = t7 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t9 = (vcc_v8_schar)t8;
            vcc_store(a + t3, t9);
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
        /* vcc: loop at gather_types.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + t13));
            vcc_v8_schar b_v_2 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, idx_v_2, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_uchar t14 = (vcc_v8_uchar)b_v_2;
            vcc_v8_uchar t15 = t14 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t16 = (vcc_v8_schar)t15;
            vcc_store(a + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        a[t17] = (signed char)((int)b[idx[t17]] + 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            __m256i b_v = (__m256i)vcc_gather(vcc_v16_ushort, b, (vcc_v16_uchar)idx_v);
            __m256i t3 = _mm256_mullo_epi16(b_v, _mm256_set1_epi16((short)2));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        a[t4] = (unsigned short)((unsigned int)b[(int)idx[t4]] * 2U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + t3));
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256d b_v = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)idx_v);
            __m256d b_v_1 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)idx_v_1);
            __m256d b_v_2 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)idx_v_2);
            __m256d b_v_3 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)idx_v_3);
            __m256d t6 = _mm256_add_pd(b_v, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + i_vec, t6);
            __m256d t7 = _mm256_add_pd(b_v_1, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t3, t7);
            __m256d t8 = _mm256_add_pd(b_v_2, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t4, t8);
            __m256d t9 = _mm256_add_pd(b_v_3, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t5, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)(idx + t13));
            __m256d b_v_4 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)idx_v_4);
            __m256d t14 = _mm256_add_pd(b_v_4, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[idx[t15]] + 0.25;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            vcc_v8_uchar idx_v = vcc_load(vcc_v8_uchar, idx + i_vec);
            vcc_v8_uchar idx_v_1 = vcc_load(vcc_v8_uchar, idx + t3);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)idx_v));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)idx_v_1));
            __m256i t6 = _mm256_and_si256(t4, _mm256_set1_epi32(63));
            __m256i t7 = _mm256_and_si256(t5, _mm256_set1_epi32(63));
            __m256 table_v = vcc_avx2_gather8(_mm256_setr_ps, float, table, t6);
            __m256 table_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, table, t7);
            __m256 t8 = _mm256_mul_ps(table_v, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(a + i_vec, t8);
            __m256 t9 = _mm256_mul_ps(table_v_1, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(a + t3, t9);
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
        /* vcc: loop at gather_types.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_uchar idx_v_2 = vcc_load(vcc_v8_uchar, idx + t13);
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)idx_v_2));
            __m256i t15 = _mm256_and_si256(t14, _mm256_set1_epi32(63));
            __m256 table_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, table, t15);
            __m256 t16 = _mm256_mul_ps(table_v_2, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(a + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        a[t17] = table[(int)idx[t17] & 63] * 3.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long long gather_sum(int n, const long long *b, const int *idx) {
    vcc_no_contract_body
    long long s;
    int t6;
    long long t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at gather_types.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            __m128i idx_v_1 = _mm_loadu_si128((const __m128i *)(idx + (i_vec + 4L)));
            __m128i idx_v_2 = _mm_loadu_si128((const __m128i *)(idx + (i_vec + 8L)));
            __m128i idx_v_3 = _mm_loadu_si128((const __m128i *)(idx + (i_vec + 12L)));
            __m256i b_v = vcc_avx2_gather4(_mm256_setr_epi64x, long long, b, idx_v);
            __m256i b_v_1 = vcc_avx2_gather4(_mm256_setr_epi64x, long long, b, idx_v_1);
            __m256i b_v_2 = vcc_avx2_gather4(_mm256_setr_epi64x, long long, b, idx_v_2);
            __m256i b_v_3 = vcc_avx2_gather4(_mm256_setr_epi64x, long long, b, idx_v_3);
            s_v = _mm256_add_epi64(s_v, b_v);
            s_v_1 = _mm256_add_epi64(s_v_1, b_v_1);
            s_v_2 = _mm256_add_epi64(s_v_2, b_v_2);
            s_v_3 = _mm256_add_epi64(s_v_3, b_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t4 = _mm256_add_epi64(t3, s_v_2);
        __m256i t5 = _mm256_add_epi64(t4, s_v_3);
        t6 = (int)t2;
        t7 = (long long)vcc_avx2_reduce_epi64(t5, _mm_add_epi64, unsigned long long);
    } else {
        t6 = 0;
        t7 = 0LL;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at gather_types.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i idx_v_4 = _mm_loadu_si128((const __m128i *)(idx + ((long)t6 + i_vec_1)));
            __m256i b_v_4 = vcc_avx2_gather4(_mm256_setr_epi64x, long long, b, idx_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, b_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (long long)((unsigned long long)t7 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long long));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += b[idx[i]];
    }
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void stride_down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:39 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t4 = i_vec + 8L;
            __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i b_v = vcc_avx2_gather8(_mm256_setr_epi32, int, b + 3 * (n - 1 - (int)i_vec), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21));
            __m256i b_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, b + 3 * (n - 1 - (int)t4), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21));
            __m256i t6 = _mm256_add_epi32(b_v, (__m256i)i_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            __m256i t7 = _mm256_add_epi32(b_v_1, t5);
            _mm256_storeu_si256((__m256i *)(a + t4), t7);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        __m256i t11 = _mm256_set1_epi32((int)t8);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t12 = (long)t8 + i_vec_1;
            __m256i b_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, b + 3 * (n - 1 - (int)t12), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21));
            __m256i t13 = _mm256_add_epi32(b_v_2, (__m256i)i_v_1);
            _mm256_storeu_si256((__m256i *)(a + t12), t13);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t18 = _mm256_set1_epi32((int)t14);
        __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)t14;
        __m256i b_v_3 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, b + 3 * (n - 1 - (int)t20), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21), t17);
        __m256i t21 = _mm256_add_epi32(b_v_3, t19);
        _mm256_mask_storeu_epi32(a + t20, _mm256_movepi32_mask(t17), t21);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void stride_store(int n, double *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t47;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(2 * (int)i_vec);
            double *t4 = a + t3;
            const short *t5 = b + t3;
            vcc_v4_short t6 = vcc_load(vcc_v4_short, t5);
            vcc_v4_short t7 = vcc_load(vcc_v4_short, t5 + 4);
            vcc_v4_short b_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6);
            __m256d t8 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v)));
            __m256d t9 = _mm256_mul_pd(t8, _mm256_set1_pd(0.5));
            __m256d t10 = _mm256_permutex2var_pd(t9, _mm256_setr_epi64x(0, 4, 1, 5), t9);
            __m128i t11 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t4, _mm_movepi32_mask(t11), t10);
            __m256d t12 = _mm256_permutex2var_pd(t9, _mm256_setr_epi64x(2, 6, 3, 7), t9);
            __m128i t13 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t4 + 4, _mm_movepi32_mask(t13), t12);
            long t14 = (long)(2 * (int)(i_vec + 4L));
            double *t15 = a + t14;
            const short *t16 = b + t14;
            vcc_v4_short t17 = vcc_load(vcc_v4_short, t16);
            vcc_v4_short t18 = vcc_load(vcc_v4_short, t16 + 4);
            vcc_v4_short b_v_1 = __builtin_shufflevector(t17, t18, 0, 2, 4, 6);
            __m256d t19 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1)));
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.5));
            __m256d t21 = _mm256_permutex2var_pd(t20, _mm256_setr_epi64x(0, 4, 1, 5), t20);
            __m128i t22 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t15, _mm_movepi32_mask(t22), t21);
            __m256d t23 = _mm256_permutex2var_pd(t20, _mm256_setr_epi64x(2, 6, 3, 7), t20);
            __m128i t24 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t15 + 4, _mm_movepi32_mask(t24), t23);
            long t25 = (long)(2 * (int)(i_vec + 8L));
            double *t26 = a + t25;
            const short *t27 = b + t25;
            vcc_v4_short t28 = vcc_load(vcc_v4_short, t27);
            vcc_v4_short t29 = vcc_load(vcc_v4_short, t27 + 4);
            vcc_v4_short b_v_2 = __builtin_shufflevector(t28, t29, 0, 2, 4, 6);
            __m256d t30 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2)));
            __m256d t31 = _mm256_mul_pd(t30, _mm256_set1_pd(0.5));
            __m256d t32 = _mm256_permutex2var_pd(t31, _mm256_setr_epi64x(0, 4, 1, 5), t31);
            __m128i t33 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t26, _mm_movepi32_mask(t33), t32);
            __m256d t34 = _mm256_permutex2var_pd(t31, _mm256_setr_epi64x(2, 6, 3, 7), t31);
            __m128i t35 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t26 + 4, _mm_movepi32_mask(t35), t34);
            long t36 = (long)(2 * (int)(i_vec + 12L));
            double *t37 = a + t36;
            const short *t38 = b + t36;
            vcc_v4_short t39 = vcc_load(vcc_v4_short, t38);
            vcc_v4_short t40 = vcc_load(vcc_v4_short, t38 + 4);
            vcc_v4_short b_v_3 = __builtin_shufflevector(t39, t40, 0, 2, 4, 6);
            __m256d t41 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3)));
            __m256d t42 = _mm256_mul_pd(t41, _mm256_set1_pd(0.5));
            __m256d t43 = _mm256_permutex2var_pd(t42, _mm256_setr_epi64x(0, 4, 1, 5), t42);
            __m128i t44 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t37, _mm_movepi32_mask(t44), t43);
            __m256d t45 = _mm256_permutex2var_pd(t42, _mm256_setr_epi64x(2, 6, 3, 7), t42);
            __m128i t46 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t37 + 4, _mm_movepi32_mask(t46), t45);
            i_vec += 16L;
        } while (i_vec < t2);
        t47 = (int)t2;
    } else {
        t47 = 0;
    }
    long t48 = (long)n + (long)t47 * -1L - 1L;
    if (t48 >= 4L) {
        long t49 = t48 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t50 = (long)(2 * (int)((long)t47 + i_vec_1));
            double *t51 = a + t50;
            const short *t52 = b + t50;
            vcc_v4_short t53 = vcc_load(vcc_v4_short, t52);
            vcc_v4_short t54 = vcc_load(vcc_v4_short, t52 + 4);
            vcc_v4_short b_v_4 = __builtin_shufflevector(t53, t54, 0, 2, 4, 6);
            __m256d t55 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4)));
            __m256d t56 = _mm256_mul_pd(t55, _mm256_set1_pd(0.5));
            __m256d t57 = _mm256_permutex2var_pd(t56, _mm256_setr_epi64x(0, 4, 1, 5), t56);
            __m128i t58 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t51, _mm_movepi32_mask(t58), t57);
            __m256d t59 = _mm256_permutex2var_pd(t56, _mm256_setr_epi64x(2, 6, 3, 7), t56);
            __m128i t60 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t51 + 4, _mm_movepi32_mask(t60), t59);
            i_vec_1 += 4L;
        } while (i_vec_1 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        long t61 = (long)(2 * i);
        a[t61] = (double)b[t61] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void step_two(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t43;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 b_v = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 2, 4, 6);
            __m128 t8 = _mm_add_ps(b_v, _mm_set1_ps(1.0f));
            __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t8, 0, 4, 1, 5);
            __m128i t10 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t4, _mm_movepi32_mask(t10), t9);
            __m128 t11 = (__m128)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t8, 2, 6, 3, 7);
            __m128i t12 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t4 + 4, _mm_movepi32_mask(t12), t11);
            long t13 = (i_vec + 4L) * 2L;
            float *t14 = a + t13;
            const float *t15 = b + t13;
            __m128 t16 = _mm_loadu_ps(t15);
            __m128 t17 = _mm_loadu_ps(t15 + 4);
            __m128 b_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t17, 0, 2, 4, 6);
            __m128 t18 = _mm_add_ps(b_v_1, _mm_set1_ps(1.0f));
            __m128 t19 = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t18, 0, 4, 1, 5);
            __m128i t20 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t14, _mm_movepi32_mask(t20), t19);
            __m128 t21 = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t18, 2, 6, 3, 7);
            __m128i t22 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t14 + 4, _mm_movepi32_mask(t22), t21);
            long t23 = (i_vec + 8L) * 2L;
            float *t24 = a + t23;
            const float *t25 = b + t23;
            __m128 t26 = _mm_loadu_ps(t25);
            __m128 t27 = _mm_loadu_ps(t25 + 4);
            __m128 b_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 0, 2, 4, 6);
            __m128 t28 = _mm_add_ps(b_v_2, _mm_set1_ps(1.0f));
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 0, 4, 1, 5);
            __m128i t30 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t24, _mm_movepi32_mask(t30), t29);
            __m128 t31 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 2, 6, 3, 7);
            __m128i t32 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t24 + 4, _mm_movepi32_mask(t32), t31);
            long t33 = (i_vec + 12L) * 2L;
            float *t34 = a + t33;
            const float *t35 = b + t33;
            __m128 t36 = _mm_loadu_ps(t35);
            __m128 t37 = _mm_loadu_ps(t35 + 4);
            __m128 b_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t36, (vcc_v4_float)t37, 0, 2, 4, 6);
            __m128 t38 = _mm_add_ps(b_v_3, _mm_set1_ps(1.0f));
            __m128 t39 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t38, 0, 4, 1, 5);
            __m128i t40 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t34, _mm_movepi32_mask(t40), t39);
            __m128 t41 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t38, 2, 6, 3, 7);
            __m128i t42 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t34 + 4, _mm_movepi32_mask(t42), t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t43 = (int)(t2 * 2L);
    } else {
        t43 = 0;
    }
    long t44 = ((long)n + (long)t43 * -1L + 1L) / 2L - 1L;
    if (t44 >= 4L) {
        long t45 = t44 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t46 = (long)t43 + i_vec_1 * 2L;
            float *t47 = a + t46;
            const float *t48 = b + t46;
            __m128 t49 = _mm_loadu_ps(t48);
            __m128 t50 = _mm_loadu_ps(t48 + 4);
            __m128 b_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t49, (vcc_v4_float)t50, 0, 2, 4, 6);
            __m128 t51 = _mm_add_ps(b_v_4, _mm_set1_ps(1.0f));
            __m128 t52 = (__m128)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t51, 0, 4, 1, 5);
            __m128i t53 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t47, _mm_movepi32_mask(t53), t52);
            __m128 t54 = (__m128)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t51, 2, 6, 3, 7);
            __m128i t55 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t47 + 4, _mm_movepi32_mask(t55), t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t45);
        i = (int)((long)t43 + t45 * 2L);
    } else {
        i = t43;
    }
    for (; i < n; i += 2) {
        long t56 = (long)i;
        a[t56] = b[t56] + 1.0f;
    }
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

static __typeof__(table) table __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t24;
    int m;
    int t29;
    int t32;
    int t35;
    int k;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(13));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long k_vec = 0L;
    /* vcc: loop at gather_types.c:63 vectorized: VF 8, UF 4, the remainder at 64:27 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t5 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t6 = _mm256_sub_ps(t5, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[k_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(13));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[k_vec + 8L], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(13));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_sub_ps(t15, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[k_vec + 16L], t16);
        __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(12));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(13));
        __m256i t19 = _mm256_min_epu32(t17, t18);
        __m256 t20 = _mm256_cvtepi32_ps(t19);
        __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[k_vec + 24L], t21);
        k_vec += 32L;
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(13));
        t1 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    } while (k_vec < 64L);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t24 = 1;
        } else {
            t24 = 0;
            n = n_1;
        }
        if (!t24) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        signed char *c1 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        signed char *c2 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned short *u1 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        unsigned short *u2 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        double *d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *d2 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f2 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long long *l = (long long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *i1 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t25 = 3 * n;
        int *i3 = (int *)(_mm256_zeroupper(), new_array(t25, 4UL));
        unsigned char *uidx = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        long *lidx = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t26 = 2 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t26, 8UL));
        short *s3 = (short *)(_mm256_zeroupper(), new_array(t26, 2UL));
        int *bins = (int *)(_mm256_zeroupper(), new_array(m, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c2[fill_idx] = (signed char)(-128 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            u2[fill_idx_1] = (unsigned short)(int)((_mm256_zeroupper(), next_rand()) % 65536U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d2[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            f2[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            l[fill_idx_4] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            idx[fill_idx_5] = (int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            unsigned char *t27 = uidx + fill_idx_6;
            unsigned int t28 = (_mm256_zeroupper(), next_rand());
            if (n < 256) {
                t29 = m;
            } else {
                t29 = 256;
            }
            *t27 = (unsigned char)(int)(t28 % (unsigned int)t29);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t25; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t26; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t26; fill_idx_10++) {
            d3[fill_idx_10] = (double)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        long t30 = (long)m;
        if (t30 >= 32L) {
            long t31 = t30 & -32L;
            long k_vec_1 = 0L;
            /* vcc: loop at gather_types.c:90 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                _mm256_storeu_si256((__m256i *)(bins + k_vec_1), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(bins + (k_vec_1 + 8L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(bins + (k_vec_1 + 16L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(bins + (k_vec_1 + 24L)), _mm256_set1_epi32(0));
                k_vec_1 += 32L;
            } while (k_vec_1 < t31);
            t32 = (int)t31;
        } else {
            t32 = 0;
        }
        long t33 = (long)m + (long)t32 * -1L;
        if (t33 >= 8L) {
            long t34 = t33 & -8L;
            long k_vec_2 = 0L;
            /* vcc: loop at gather_types.c:90 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(bins + ((long)t32 + k_vec_2)), _mm256_set1_epi32(0));
                k_vec_2 += 8L;
            } while (k_vec_2 < t34);
            t35 = (int)((long)t32 + t34);
        } else {
            t35 = t32;
        }
        long t36 = (long)m + (long)t35 * -1L;
        if ((t36 >= 1L) & (t36 <= 8L)) {
            __m256i t37 = _mm256_set1_epi32((int)(int)t36);
            __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_mask_storeu_epi32(bins + (long)t35, _mm256_movepi32_mask(t38), _mm256_set1_epi32(0));
            k = (int)((long)t35 + t36);
        } else {
            k = t35;
        }
        for (; k < m; k++) {
            bins[k] = 0;
        }
        const int *t39 = idx;
        gather_i8(n, c1, c2, t39);
        const unsigned char *t40 = uidx;
        gather_u16(n, u1, u2, t40);
        gather_double(n, d1, d2, lidx);
        unsigned long t41 = (unsigned long)n;
        unsigned long t42 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t41 * 8UL));
        unsigned long t43 = (_mm256_zeroupper(), hash_bytes((const void *)u1, t41 * 2UL));
        printf("n=%d %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c1, t41 * 1UL)), (unsigned long long)t43, (unsigned long long)t42);
        gather_global(n, f2, t40);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        (_mm256_zeroupper(), scatter_add(n, bins, t39));
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes((const void *)bins, (unsigned long)m * 4UL));
        unsigned long t45 = t41 * 4UL;
        unsigned long t46 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t45));
        unsigned long t47 = (_mm256_zeroupper(), hash_bytes((const void *)d3, (unsigned long)t26 * 8UL));
        unsigned long t48 = (_mm256_zeroupper(), hash_bytes((const void *)i1, t45));
        long long t49 = gather_sum(n, l, t39);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f2, t45)), t49, (unsigned long long)t48, (unsigned long long)t47, (unsigned long long)t46, (unsigned long long)t44);
        free((void *)c1);
        free((void *)c2);
        free((void *)u1);
        free((void *)u2);
        free((void *)d1);
        free((void *)d2);
        free((void *)f1);
        free((void *)f2);
        free((void *)l);
        free((void *)idx);
        free((void *)i1);
        free((void *)i3);
        free((void *)uidx);
        free((void *)lidx);
        free((void *)d3);
        free((void *)s3);
        free((void *)bins);
    }
}
