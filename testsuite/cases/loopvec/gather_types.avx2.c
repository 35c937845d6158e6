/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized generic=8 avx2=8 avx512=8 neon=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

__attribute__((target("avx2"))) void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
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

__attribute__((target("avx2"))) void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
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

__attribute__((target("avx2"))) void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
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

__attribute__((target("avx2"))) void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:26 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = idx_v; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_int t4 = t3 & (vcc_v16_int){63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v16_float table_v = vcc_gather(vcc_v16_float, table, t4);
            vcc_v16_float t5 = table_v * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            do { vcc_v16_float vcc_w = t5; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        a[t6] = table[(int)idx[t6] & 63] * 3.0f;
    }
}

__attribute__((target("avx2"))) long long gather_sum(int n, const long long *b, const int *idx) {
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
__attribute__((target("avx2"))) void stride_down(int n, int *restrict a, const int *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:39 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
__attribute__((target("avx2"))) void stride_store(int n, double *restrict a, const short *restrict b) {
    int t31;
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
            *t4 = ((vcc_v4_double)t9)[0];
            t4[2] = ((vcc_v4_double)t9)[1];
            t4[4] = ((vcc_v4_double)t9)[2];
            t4[6] = ((vcc_v4_double)t9)[3];
            long t10 = (long)(2 * (int)(i_vec + 4L));
            double *t11 = a + t10;
            const short *t12 = b + t10;
            vcc_v4_short t13 = vcc_load(vcc_v4_short, t12);
            vcc_v4_short t14 = vcc_load(vcc_v4_short, t12 + 4);
            vcc_v4_short b_v_1 = __builtin_shufflevector(t13, t14, 0, 2, 4, 6);
            __m256d t15 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1)));
            __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.5));
            *t11 = ((vcc_v4_double)t16)[0];
            t11[2] = ((vcc_v4_double)t16)[1];
            t11[4] = ((vcc_v4_double)t16)[2];
            t11[6] = ((vcc_v4_double)t16)[3];
            long t17 = (long)(2 * (int)(i_vec + 8L));
            double *t18 = a + t17;
            const short *t19 = b + t17;
            vcc_v4_short t20 = vcc_load(vcc_v4_short, t19);
            vcc_v4_short t21 = vcc_load(vcc_v4_short, t19 + 4);
            vcc_v4_short b_v_2 = __builtin_shufflevector(t20, t21, 0, 2, 4, 6);
            __m256d t22 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2)));
            __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.5));
            *t18 = ((vcc_v4_double)t23)[0];
            t18[2] = ((vcc_v4_double)t23)[1];
            t18[4] = ((vcc_v4_double)t23)[2];
            t18[6] = ((vcc_v4_double)t23)[3];
            long t24 = (long)(2 * (int)(i_vec + 12L));
            double *t25 = a + t24;
            const short *t26 = b + t24;
            vcc_v4_short t27 = vcc_load(vcc_v4_short, t26);
            vcc_v4_short t28 = vcc_load(vcc_v4_short, t26 + 4);
            vcc_v4_short b_v_3 = __builtin_shufflevector(t27, t28, 0, 2, 4, 6);
            __m256d t29 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3)));
            __m256d t30 = _mm256_mul_pd(t29, _mm256_set1_pd(0.5));
            *t25 = ((vcc_v4_double)t30)[0];
            t25[2] = ((vcc_v4_double)t30)[1];
            t25[4] = ((vcc_v4_double)t30)[2];
            t25[6] = ((vcc_v4_double)t30)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L - 1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t34 = (long)(2 * (int)((long)t31 + i_vec_1));
            double *t35 = a + t34;
            const short *t36 = b + t34;
            vcc_v4_short t37 = vcc_load(vcc_v4_short, t36);
            vcc_v4_short t38 = vcc_load(vcc_v4_short, t36 + 4);
            vcc_v4_short b_v_4 = __builtin_shufflevector(t37, t38, 0, 2, 4, 6);
            __m256d t39 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4)));
            __m256d t40 = _mm256_mul_pd(t39, _mm256_set1_pd(0.5));
            *t35 = ((vcc_v4_double)t40)[0];
            t35[2] = ((vcc_v4_double)t40)[1];
            t35[4] = ((vcc_v4_double)t40)[2];
            t35[6] = ((vcc_v4_double)t40)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t41 = (long)(2 * i);
        a[t41] = (double)b[t41] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
__attribute__((target("avx2"))) void step_two(int n, float *restrict a, const float *restrict b) {
    int t27;
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
            *t4 = ((vcc_v4_float)t8)[0];
            t4[2] = ((vcc_v4_float)t8)[1];
            t4[4] = ((vcc_v4_float)t8)[2];
            t4[6] = ((vcc_v4_float)t8)[3];
            long t9 = (i_vec + 4L) * 2L;
            float *t10 = a + t9;
            const float *t11 = b + t9;
            __m128 t12 = _mm_loadu_ps(t11);
            __m128 t13 = _mm_loadu_ps(t11 + 4);
            __m128 b_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t12, (vcc_v4_float)t13, 0, 2, 4, 6);
            __m128 t14 = _mm_add_ps(b_v_1, _mm_set1_ps(1.0f));
            *t10 = ((vcc_v4_float)t14)[0];
            t10[2] = ((vcc_v4_float)t14)[1];
            t10[4] = ((vcc_v4_float)t14)[2];
            t10[6] = ((vcc_v4_float)t14)[3];
            long t15 = (i_vec + 8L) * 2L;
            float *t16 = a + t15;
            const float *t17 = b + t15;
            __m128 t18 = _mm_loadu_ps(t17);
            __m128 t19 = _mm_loadu_ps(t17 + 4);
            __m128 b_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t19, 0, 2, 4, 6);
            __m128 t20 = _mm_add_ps(b_v_2, _mm_set1_ps(1.0f));
            *t16 = ((vcc_v4_float)t20)[0];
            t16[2] = ((vcc_v4_float)t20)[1];
            t16[4] = ((vcc_v4_float)t20)[2];
            t16[6] = ((vcc_v4_float)t20)[3];
            long t21 = (i_vec + 12L) * 2L;
            float *t22 = a + t21;
            const float *t23 = b + t21;
            __m128 t24 = _mm_loadu_ps(t23);
            __m128 t25 = _mm_loadu_ps(t23 + 4);
            __m128 b_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t24, (vcc_v4_float)t25, 0, 2, 4, 6);
            __m128 t26 = _mm_add_ps(b_v_3, _mm_set1_ps(1.0f));
            *t22 = ((vcc_v4_float)t26)[0];
            t22[2] = ((vcc_v4_float)t26)[1];
            t22[4] = ((vcc_v4_float)t26)[2];
            t22[6] = ((vcc_v4_float)t26)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t27 = (int)(t2 * 2L);
    } else {
        t27 = 0;
    }
    long t28 = ((long)n + (long)t27 * -1L + 1L) / 2L - 1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1 * 2L;
            float *t31 = a + t30;
            const float *t32 = b + t30;
            __m128 t33 = _mm_loadu_ps(t32);
            __m128 t34 = _mm_loadu_ps(t32 + 4);
            __m128 b_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t33, (vcc_v4_float)t34, 0, 2, 4, 6);
            __m128 t35 = _mm_add_ps(b_v_4, _mm_set1_ps(1.0f));
            *t31 = ((vcc_v4_float)t35)[0];
            t31[2] = ((vcc_v4_float)t35)[1];
            t31[4] = ((vcc_v4_float)t35)[2];
            t31[6] = ((vcc_v4_float)t35)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29 * 2L);
    } else {
        i = t27;
    }
    for (; i < n; i += 2) {
        long t36 = (long)i;
        a[t36] = b[t36] + 1.0f;
    }
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

static __typeof__(table) table __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t24;
    int m;
    int t29;
    int t32;
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
            /* vcc: loop at gather_types.c:90 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            k = (int)((long)t32 + t34);
        } else {
            k = t32;
        }
        for (; k < m; k++) {
            bins[k] = 0;
        }
        const int *t35 = idx;
        gather_i8(n, c1, c2, t35);
        const unsigned char *t36 = uidx;
        gather_u16(n, u1, u2, t36);
        gather_double(n, d1, d2, lidx);
        unsigned long t37 = (unsigned long)n;
        unsigned long t38 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t37 * 8UL));
        unsigned long t39 = (_mm256_zeroupper(), hash_bytes((const void *)u1, t37 * 2UL));
        printf("n=%d %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c1, t37 * 1UL)), (unsigned long long)t39, (unsigned long long)t38);
        gather_global(n, f2, t36);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        (_mm256_zeroupper(), scatter_add(n, bins, t35));
        unsigned long t40 = (_mm256_zeroupper(), hash_bytes((const void *)bins, (unsigned long)m * 4UL));
        unsigned long t41 = t37 * 4UL;
        unsigned long t42 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t41));
        unsigned long t43 = (_mm256_zeroupper(), hash_bytes((const void *)d3, (unsigned long)t26 * 8UL));
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes((const void *)i1, t41));
        long long t45 = gather_sum(n, l, t35);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f2, t41)), t45, (unsigned long long)t44, (unsigned long long)t43, (unsigned long long)t42, (unsigned long long)t40);
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
