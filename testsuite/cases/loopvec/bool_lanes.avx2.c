/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

__attribute__((target("avx2"))) void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int b_v = vcc_load(vcc_v16_int, b + i_vec);
            __m256i t3 = ({ vcc_v16_int vcc_a = a_v, vcc_b = b_v; __m256i vcc_m0 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m256i vcc_m1 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t4 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t3, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + i_vec), t4);
            long t5 = i_vec + 16L;
            vcc_v16_int a_v_1 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int b_v_1 = vcc_load(vcc_v16_int, b + t5);
            __m256i t6 = ({ vcc_v16_int vcc_a = a_v_1, vcc_b = b_v_1; __m256i vcc_m0 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m256i vcc_m1 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t7 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t6, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t5), t7);
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
        /* vcc: loop at bool_lanes.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_int a_v_2 = vcc_load(vcc_v16_int, a + t11);
            vcc_v16_int b_v_2 = vcc_load(vcc_v16_int, b + t11);
            __m256i t12 = ({ vcc_v16_int vcc_a = a_v_2, vcc_b = b_v_2; __m256i vcc_m0 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m256i vcc_m1 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t13 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t12, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        flags[t14] = (_Bool)(a[t14] > b[t14]);
    }
}

/* Bits that a truncation to the low byte would lose. */
__attribute__((target("avx2"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int t3 = a_v & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            __m256i t4 = ({ vcc_v16_int vcc_a = t3, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m256i vcc_m0 = _mm256_xor_si256(_mm256_cmpeq_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })), _mm256_set1_epi32(-1)); __m256i vcc_m1 = _mm256_xor_si256(_mm256_cmpeq_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })), _mm256_set1_epi32(-1)); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t5 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t4, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + i_vec), t5);
            long t6 = i_vec + 16L;
            vcc_v16_int a_v_1 = vcc_load(vcc_v16_int, a + t6);
            vcc_v16_int t7 = a_v_1 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            __m256i t8 = ({ vcc_v16_int vcc_a = t7, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m256i vcc_m0 = _mm256_xor_si256(_mm256_cmpeq_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })), _mm256_set1_epi32(-1)); __m256i vcc_m1 = _mm256_xor_si256(_mm256_cmpeq_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })), _mm256_set1_epi32(-1)); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t9 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t8, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t6), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_int a_v_2 = vcc_load(vcc_v16_int, a + t13);
            vcc_v16_int t14 = a_v_2 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            __m256i t15 = ({ vcc_v16_int vcc_a = t14, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m256i vcc_m0 = _mm256_xor_si256(_mm256_cmpeq_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })), _mm256_set1_epi32(-1)); __m256i vcc_m1 = _mm256_xor_si256(_mm256_cmpeq_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })), _mm256_set1_epi32(-1)); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t16 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t15, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t13), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        flags[t17] = (_Bool)(a[t17] & 768);
    }
}

__attribute__((target("avx2"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_float x_v = vcc_load(vcc_v16_float, x + i_vec);
            __m256i t3 = ({ vcc_v16_float vcc_a = x_v, vcc_b = (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}; __m256i vcc_m0 = _mm256_castps_si256(_mm256_cmp_ps(({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }), _CMP_NEQ_UQ)); __m256i vcc_m1 = _mm256_castps_si256(_mm256_cmp_ps(({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; }), _CMP_NEQ_UQ)); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t4 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t3, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + i_vec), t4);
            long t5 = i_vec + 16L;
            vcc_v16_float x_v_1 = vcc_load(vcc_v16_float, x + t5);
            __m256i t6 = ({ vcc_v16_float vcc_a = x_v_1, vcc_b = (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}; __m256i vcc_m0 = _mm256_castps_si256(_mm256_cmp_ps(({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }), _CMP_NEQ_UQ)); __m256i vcc_m1 = _mm256_castps_si256(_mm256_cmp_ps(({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; }), _CMP_NEQ_UQ)); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t7 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t6, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t5), t7);
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
        /* vcc: loop at bool_lanes.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_float x_v_2 = vcc_load(vcc_v16_float, x + t11);
            __m256i t12 = ({ vcc_v16_float vcc_a = x_v_2, vcc_b = (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}; __m256i vcc_m0 = _mm256_castps_si256(_mm256_cmp_ps(({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }), _CMP_NEQ_UQ)); __m256i vcc_m1 = _mm256_castps_si256(_mm256_cmp_ps(({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; }), _CMP_NEQ_UQ)); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            __m128i t13 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t12, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        flags[t14] = (_Bool)x[t14];
    }
}

/* A `_Bool` loaded and tested. */
__attribute__((target("avx2"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:27 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + i_vec);
            __m256i t3 = (__m256i)__builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i a_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t3, a_v);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        if (flags[t4]) {
            c[t4] = a[t4];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
__attribute__((target("avx2"))) int count_flags(int n, const _Bool *restrict flags) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bool_lanes.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + (i_vec + 8L));
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_1));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t4);
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + (i_vec + 16L));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_2));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t5);
            vcc_v8_uchar flags_v_3 = vcc_load(vcc_v8_uchar, flags + (i_vec + 24L));
            __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_3));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t8 = _mm256_add_epi32(t7, (__m256i)s_v_2);
        __m256i t9 = _mm256_add_epi32(t8, (__m256i)s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bool_lanes.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar flags_v_4 = vcc_load(vcc_v8_uchar, flags + ((long)t10 + i_vec_1));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_4));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

__attribute__((target("avx2"))) void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    int t34;
    int i;
    float t48;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:41 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + i_vec);
            __m256i t3 = (__m256i)__builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256 x_v = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)i_vec * 4UL), t4);
            __m256 t5 = _mm256_xor_ps(x_v, _mm256_set1_ps(-0.0f));
            __m256 t6 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v)));
            __m256 t7 = _mm256_add_ps(t5, t6);
            __m256i t8 = (__m256i)__builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_1 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)i_vec * 4UL), t8);
            __m256 t9 = _mm256_blendv_ps(t7, x_v_1, _mm256_castsi256_ps(t3));
            _mm256_storeu_ps(y + i_vec, t9);
            long t10 = i_vec + 8L;
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + t10);
            __m256i t11 = (__m256i)__builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t12 = (__m256i)~(vcc_m8)t11;
            __m256 x_v_2 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t10 * 4UL), t12);
            __m256 t13 = _mm256_xor_ps(x_v_2, _mm256_set1_ps(-0.0f));
            __m256 t14 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_1)));
            __m256 t15 = _mm256_add_ps(t13, t14);
            __m256i t16 = (__m256i)__builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_3 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t10 * 4UL), t16);
            __m256 t17 = _mm256_blendv_ps(t15, x_v_3, _mm256_castsi256_ps(t11));
            _mm256_storeu_ps(y + t10, t17);
            long t18 = i_vec + 16L;
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + t18);
            __m256i t19 = (__m256i)__builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t20 = (__m256i)~(vcc_m8)t19;
            __m256 x_v_4 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t18 * 4UL), t20);
            __m256 t21 = _mm256_xor_ps(x_v_4, _mm256_set1_ps(-0.0f));
            __m256 t22 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_2)));
            __m256 t23 = _mm256_add_ps(t21, t22);
            __m256i t24 = (__m256i)__builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_5 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t18 * 4UL), t24);
            __m256 t25 = _mm256_blendv_ps(t23, x_v_5, _mm256_castsi256_ps(t19));
            _mm256_storeu_ps(y + t18, t25);
            long t26 = i_vec + 24L;
            vcc_v8_uchar flags_v_3 = vcc_load(vcc_v8_uchar, flags + t26);
            __m256i t27 = (__m256i)__builtin_convertvector(flags_v_3 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t28 = (__m256i)~(vcc_m8)t27;
            __m256 x_v_6 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t26 * 4UL), t28);
            __m256 t29 = _mm256_xor_ps(x_v_6, _mm256_set1_ps(-0.0f));
            __m256 t30 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_3)));
            __m256 t31 = _mm256_add_ps(t29, t30);
            __m256i t32 = (__m256i)__builtin_convertvector(flags_v_3 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_7 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t26 * 4UL), t32);
            __m256 t33 = _mm256_blendv_ps(t31, x_v_7, _mm256_castsi256_ps(t27));
            _mm256_storeu_ps(y + t26, t33);
            i_vec += 32L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            vcc_v8_uchar flags_v_4 = vcc_load(vcc_v8_uchar, flags + t37);
            __m256i t38 = (__m256i)__builtin_convertvector(flags_v_4 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t39 = (__m256i)~(vcc_m8)t38;
            __m256 x_v_8 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t37 * 4UL), t39);
            __m256 t40 = _mm256_xor_ps(x_v_8, _mm256_set1_ps(-0.0f));
            __m256 t41 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_4)));
            __m256 t42 = _mm256_add_ps(t40, t41);
            __m256i t43 = (__m256i)__builtin_convertvector(flags_v_4 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_9 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t37 * 4UL), t43);
            __m256 t44 = _mm256_blendv_ps(t42, x_v_9, _mm256_castsi256_ps(t38));
            _mm256_storeu_ps(y + t37, t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        float *t46 = y + t45;
        _Bool t47 = flags[t45];
        if (t47) {
            t48 = x[t45];
        } else {
            t48 = -x[t45] + (float)t47;
        }
        *t46 = t48;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t2;
    float t6;
    float t7;
    float t8;
    float t9;
    int t30;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        _Bool *f = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *g = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *h = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            a[t3] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            b[t3] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            c[t3] = -1;
            unsigned int r = (_mm256_zeroupper(), next_rand()) % 6U;
            float *t4 = x + t3;
            if (r == 0U) {
                t9 = 0.0f;
            } else {
                if (r == 1U) {
                    t8 = -0.0f;
                } else {
                    if (r == 2U) {
                        t7 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t6 = __builtin_nanf("");
                        } else {
                            unsigned int t5 = (_mm256_zeroupper(), next_rand());
                            t6 = (float)(int)(t5 % 7U) - 3.0f;
                        }
                        t7 = t6;
                    }
                    t8 = t7;
                }
                t9 = t8;
            }
            *t4 = t9;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t10 = a;
        flags_gt(n, f, t10, b);
        flags_bits(n, g, t10);
        const float *t11 = x;
        flags_float(n, h, t11);
        unsigned long t12 = (unsigned long)n;
        unsigned long t13 = t12 * 1UL;
        unsigned long t14 = (_mm256_zeroupper(), hash_bytes((const void *)h, t13));
        unsigned long t15 = (_mm256_zeroupper(), hash_bytes((const void *)g, t13));
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f, t13)), (unsigned long long)t15, (unsigned long long)t14);
        long t16 = (long)n;
        if (t16 >= 32L) {
            long t17 = t16 & -32L;
            long i_vec = 0L;
            /* vcc: loop at bool_lanes.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t18 = x + i_vec;
                __m256 x_v = _mm256_loadu_ps(t18);
                __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(x_v, x_v, _CMP_NEQ_UQ));
                __m256 t20 = _mm256_blendv_ps(x_v, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t19));
                _mm256_storeu_ps(t18, t20);
                float *t21 = x + (i_vec + 8L);
                __m256 x_v_1 = _mm256_loadu_ps(t21);
                __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, x_v_1, _CMP_NEQ_UQ));
                __m256 t23 = _mm256_blendv_ps(x_v_1, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t22));
                _mm256_storeu_ps(t21, t23);
                float *t24 = x + (i_vec + 16L);
                __m256 x_v_2 = _mm256_loadu_ps(t24);
                __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, x_v_2, _CMP_NEQ_UQ));
                __m256 t26 = _mm256_blendv_ps(x_v_2, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t25));
                _mm256_storeu_ps(t24, t26);
                float *t27 = x + (i_vec + 24L);
                __m256 x_v_3 = _mm256_loadu_ps(t27);
                __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, x_v_3, _CMP_NEQ_UQ));
                __m256 t29 = _mm256_blendv_ps(x_v_3, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t28));
                _mm256_storeu_ps(t27, t29);
                i_vec += 32L;
            } while (i_vec < t17);
            t30 = (int)t17;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        if (t31 >= 8L) {
            long t32 = t31 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at bool_lanes.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t33 = x + ((long)t30 + i_vec_1);
                __m256 x_v_4 = _mm256_loadu_ps(t33);
                __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(x_v_4, x_v_4, _CMP_NEQ_UQ));
                __m256 t35 = _mm256_blendv_ps(x_v_4, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t34));
                _mm256_storeu_ps(t33, t35);
                i_vec_1 += 8L;
            } while (i_vec_1 < t32);
            i_1 = (int)((long)t30 + t32);
        } else {
            i_1 = t30;
        }
        for (; i_1 < n; i_1++) {
            float *t36 = x + i_1;
            float t1 = *t36;
            if (t1 != t1) {
                t1 = 1.5f;
            }
            *t36 = t1;
        }
        copy_if(n, c, g, t10);
        const _Bool *t37 = f;
        pick(n, y, t37, t11);
        int t38 = count_flags(n, h);
        int t39 = count_flags(n, t37);
        unsigned long t40 = t12 * 4UL;
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes((const void *)y, t40));
        printf(" %016llx %016llx %d %d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t40)), (unsigned long long)t41, t39, t38);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)x);
        free((void *)y);
        free((void *)f);
        free((void *)g);
        free((void *)h);
    }
}
