/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

__attribute__((target("sse4.2"))) void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:10 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int b_v = vcc_load(vcc_v16_int, b + i_vec);
            __m128i t3 = ({ vcc_v16_int vcc_a = a_v, vcc_b = b_v; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); __m128i vcc_m2 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); __m128i vcc_m3 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 48, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 48, sizeof vcc_r); vcc_r; })); _mm_packs_epi16(_mm_packs_epi32(vcc_m0, vcc_m1), _mm_packs_epi32(vcc_m2, vcc_m3)); });
            __m128i t4 = ({ (void)_mm_set1_epi8((char)0); _mm_and_si128(t3, _mm_set1_epi8((char)1)); });
            _mm_storeu_si128((__m128i *)(flags + i_vec), t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        flags[t5] = (_Bool)(a[t5] > b[t5]);
    }
}

/* Bits that a truncation to the low byte would lose. */
__attribute__((target("sse4.2"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int t3 = a_v & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            __m128i t4 = ({ vcc_v16_int vcc_a = t3, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m128i vcc_m0 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }))); __m128i vcc_m1 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; }))); __m128i vcc_m2 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; }))); __m128i vcc_m3 = vcc_sse_not(_mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 48, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 48, sizeof vcc_r); vcc_r; }))); _mm_packs_epi16(_mm_packs_epi32(vcc_m0, vcc_m1), _mm_packs_epi32(vcc_m2, vcc_m3)); });
            __m128i t5 = ({ (void)_mm_set1_epi8((char)0); _mm_and_si128(t4, _mm_set1_epi8((char)1)); });
            _mm_storeu_si128((__m128i *)(flags + i_vec), t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        flags[t6] = (_Bool)(a[t6] & 768);
    }
}

__attribute__((target("sse4.2"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:21 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_float x_v = vcc_load(vcc_v16_float, x + i_vec);
            __m128i t3 = ({ vcc_v16_float vcc_a = x_v, vcc_b = (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}; __m128i vcc_m0 = _mm_castps_si128(_mm_cmpneq_ps(({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }))); __m128i vcc_m1 = _mm_castps_si128(_mm_cmpneq_ps(({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; }))); __m128i vcc_m2 = _mm_castps_si128(_mm_cmpneq_ps(({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; }))); __m128i vcc_m3 = _mm_castps_si128(_mm_cmpneq_ps(({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 48, sizeof vcc_r); vcc_r; }), ({ __m128 vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 48, sizeof vcc_r); vcc_r; }))); _mm_packs_epi16(_mm_packs_epi32(vcc_m0, vcc_m1), _mm_packs_epi32(vcc_m2, vcc_m3)); });
            __m128i t4 = ({ (void)_mm_set1_epi8((char)0); _mm_and_si128(t3, _mm_set1_epi8((char)1)); });
            _mm_storeu_si128((__m128i *)(flags + i_vec), t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        flags[t5] = (_Bool)x[t5];
    }
}

/* A `_Bool` loaded and tested. */
__attribute__((target("sse4.2"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar flags_v = vcc_load(vcc_v4_uchar, flags + i_vec);
            __m128i t3 = (__m128i)__builtin_convertvector(flags_v != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i a_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)i_vec * 4UL), a_v, t3);
            long t4 = i_vec + 4L;
            vcc_v4_uchar flags_v_1 = vcc_load(vcc_v4_uchar, flags + t4);
            __m128i t5 = (__m128i)__builtin_convertvector(flags_v_1 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i a_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t4 * 4UL), t5);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t4 * 4UL), a_v_1, t5);
            long t6 = i_vec + 8L;
            vcc_v4_uchar flags_v_2 = vcc_load(vcc_v4_uchar, flags + t6);
            __m128i t7 = (__m128i)__builtin_convertvector(flags_v_2 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i a_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t6 * 4UL), t7);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t6 * 4UL), a_v_2, t7);
            long t8 = i_vec + 12L;
            vcc_v4_uchar flags_v_3 = vcc_load(vcc_v4_uchar, flags + t8);
            __m128i t9 = (__m128i)__builtin_convertvector(flags_v_3 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i a_v_3 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t8 * 4UL), t9);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t8 * 4UL), a_v_3, t9);
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
        /* vcc: loop at bool_lanes.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v4_uchar flags_v_4 = vcc_load(vcc_v4_uchar, flags + t13);
            __m128i t14 = (__m128i)__builtin_convertvector(flags_v_4 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i a_v_4 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t13 * 4UL), t14);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)c + (unsigned long)t13 * 4UL), a_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        if (flags[t15]) {
            c[t15] = a[t15];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
__attribute__((target("sse4.2"))) int count_flags(int n, const _Bool *restrict flags) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bool_lanes.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar flags_v = vcc_load(vcc_v4_uchar, flags + i_vec);
            __m128i t3 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
            vcc_v4_uchar flags_v_1 = vcc_load(vcc_v4_uchar, flags + (i_vec + 4L));
            __m128i t4 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_1));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t4);
            vcc_v4_uchar flags_v_2 = vcc_load(vcc_v4_uchar, flags + (i_vec + 8L));
            __m128i t5 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_2));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t5);
            vcc_v4_uchar flags_v_3 = vcc_load(vcc_v4_uchar, flags + (i_vec + 12L));
            __m128i t6 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_3));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t8 = _mm_add_epi32(t7, (__m128i)s_v_2);
        __m128i t9 = _mm_add_epi32(t8, (__m128i)s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_sse_reduce_epi32(t9, _mm_add_epi32, unsigned int);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at bool_lanes.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar flags_v_4 = vcc_load(vcc_v4_uchar, flags + ((long)t10 + i_vec_1));
            __m128i t14 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_4));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

__attribute__((target("sse4.2"))) void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    int t34;
    int i;
    float t48;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar flags_v = vcc_load(vcc_v4_uchar, flags + i_vec);
            __m128i t3 = (__m128i)__builtin_convertvector(flags_v != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            __m128 x_v = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)i_vec * 4UL), t4));
            __m128 t5 = _mm_xor_ps(x_v, _mm_set1_ps(-0.0f));
            __m128 t6 = _mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v)));
            __m128 t7 = _mm_add_ps(t5, t6);
            __m128i t8 = (__m128i)__builtin_convertvector(flags_v != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128 x_v_1 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)i_vec * 4UL), t8));
            __m128 t9 = _mm_blendv_ps(t7, x_v_1, _mm_castsi128_ps(t3));
            _mm_storeu_ps(y + i_vec, t9);
            long t10 = i_vec + 4L;
            vcc_v4_uchar flags_v_1 = vcc_load(vcc_v4_uchar, flags + t10);
            __m128i t11 = (__m128i)__builtin_convertvector(flags_v_1 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i t12 = (__m128i)~(vcc_m4)t11;
            __m128 x_v_2 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t10 * 4UL), t12));
            __m128 t13 = _mm_xor_ps(x_v_2, _mm_set1_ps(-0.0f));
            __m128 t14 = _mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_1)));
            __m128 t15 = _mm_add_ps(t13, t14);
            __m128i t16 = (__m128i)__builtin_convertvector(flags_v_1 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128 x_v_3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t10 * 4UL), t16));
            __m128 t17 = _mm_blendv_ps(t15, x_v_3, _mm_castsi128_ps(t11));
            _mm_storeu_ps(y + t10, t17);
            long t18 = i_vec + 8L;
            vcc_v4_uchar flags_v_2 = vcc_load(vcc_v4_uchar, flags + t18);
            __m128i t19 = (__m128i)__builtin_convertvector(flags_v_2 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i t20 = (__m128i)~(vcc_m4)t19;
            __m128 x_v_4 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t18 * 4UL), t20));
            __m128 t21 = _mm_xor_ps(x_v_4, _mm_set1_ps(-0.0f));
            __m128 t22 = _mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_2)));
            __m128 t23 = _mm_add_ps(t21, t22);
            __m128i t24 = (__m128i)__builtin_convertvector(flags_v_2 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128 x_v_5 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t18 * 4UL), t24));
            __m128 t25 = _mm_blendv_ps(t23, x_v_5, _mm_castsi128_ps(t19));
            _mm_storeu_ps(y + t18, t25);
            long t26 = i_vec + 12L;
            vcc_v4_uchar flags_v_3 = vcc_load(vcc_v4_uchar, flags + t26);
            __m128i t27 = (__m128i)__builtin_convertvector(flags_v_3 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i t28 = (__m128i)~(vcc_m4)t27;
            __m128 x_v_6 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t26 * 4UL), t28));
            __m128 t29 = _mm_xor_ps(x_v_6, _mm_set1_ps(-0.0f));
            __m128 t30 = _mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_3)));
            __m128 t31 = _mm_add_ps(t29, t30);
            __m128i t32 = (__m128i)__builtin_convertvector(flags_v_3 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128 x_v_7 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t26 * 4UL), t32));
            __m128 t33 = _mm_blendv_ps(t31, x_v_7, _mm_castsi128_ps(t27));
            _mm_storeu_ps(y + t26, t33);
            i_vec += 16L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            vcc_v4_uchar flags_v_4 = vcc_load(vcc_v4_uchar, flags + t37);
            __m128i t38 = (__m128i)__builtin_convertvector(flags_v_4 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128i t39 = (__m128i)~(vcc_m4)t38;
            __m128 x_v_8 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t37 * 4UL), t39));
            __m128 t40 = _mm_xor_ps(x_v_8, _mm_set1_ps(-0.0f));
            __m128 t41 = _mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)flags_v_4)));
            __m128 t42 = _mm_add_ps(t40, t41);
            __m128i t43 = (__m128i)__builtin_convertvector(flags_v_4 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            __m128 x_v_9 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)x + (unsigned long)t37 * 4UL), t43));
            __m128 t44 = _mm_blendv_ps(t42, x_v_9, _mm_castsi128_ps(t38));
            _mm_storeu_ps(y + t37, t44);
            i_vec_1 += 4L;
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

__attribute__((target("sse4.2"))) int main(void) {
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
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        _Bool *f = (_Bool *)new_array(n, 1UL);
        _Bool *g = (_Bool *)new_array(n, 1UL);
        _Bool *h = (_Bool *)new_array(n, 1UL);
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            a[t3] = (int)(next_rand() % 2048U) - 1024;
            b[t3] = (int)(next_rand() % 2048U) - 1024;
            c[t3] = -1;
            unsigned int r = next_rand() % 6U;
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
                            unsigned int t5 = next_rand();
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
        unsigned long t14 = hash_bytes((const void *)h, t13);
        unsigned long t15 = hash_bytes((const void *)g, t13);
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)hash_bytes((const void *)f, t13), (unsigned long long)t15, (unsigned long long)t14);
        long t16 = (long)n;
        if (t16 >= 16L) {
            long t17 = t16 & -16L;
            long i_vec = 0L;
            /* vcc: loop at bool_lanes.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t18 = x + i_vec;
                __m128 x_v = _mm_loadu_ps(t18);
                __m128i t19 = _mm_castps_si128(_mm_cmpneq_ps(x_v, x_v));
                __m128 t20 = _mm_blendv_ps(x_v, _mm_set1_ps(1.5f), _mm_castsi128_ps(t19));
                _mm_storeu_ps(t18, t20);
                float *t21 = x + (i_vec + 4L);
                __m128 x_v_1 = _mm_loadu_ps(t21);
                __m128i t22 = _mm_castps_si128(_mm_cmpneq_ps(x_v_1, x_v_1));
                __m128 t23 = _mm_blendv_ps(x_v_1, _mm_set1_ps(1.5f), _mm_castsi128_ps(t22));
                _mm_storeu_ps(t21, t23);
                float *t24 = x + (i_vec + 8L);
                __m128 x_v_2 = _mm_loadu_ps(t24);
                __m128i t25 = _mm_castps_si128(_mm_cmpneq_ps(x_v_2, x_v_2));
                __m128 t26 = _mm_blendv_ps(x_v_2, _mm_set1_ps(1.5f), _mm_castsi128_ps(t25));
                _mm_storeu_ps(t24, t26);
                float *t27 = x + (i_vec + 12L);
                __m128 x_v_3 = _mm_loadu_ps(t27);
                __m128i t28 = _mm_castps_si128(_mm_cmpneq_ps(x_v_3, x_v_3));
                __m128 t29 = _mm_blendv_ps(x_v_3, _mm_set1_ps(1.5f), _mm_castsi128_ps(t28));
                _mm_storeu_ps(t27, t29);
                i_vec += 16L;
            } while (i_vec < t17);
            t30 = (int)t17;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        if (t31 >= 4L) {
            long t32 = t31 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at bool_lanes.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t33 = x + ((long)t30 + i_vec_1);
                __m128 x_v_4 = _mm_loadu_ps(t33);
                __m128i t34 = _mm_castps_si128(_mm_cmpneq_ps(x_v_4, x_v_4));
                __m128 t35 = _mm_blendv_ps(x_v_4, _mm_set1_ps(1.5f), _mm_castsi128_ps(t34));
                _mm_storeu_ps(t33, t35);
                i_vec_1 += 4L;
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
        unsigned long t41 = hash_bytes((const void *)y, t40);
        printf(" %016llx %016llx %d %d\n", (unsigned long long)hash_bytes((const void *)c, t40), (unsigned long long)t41, t39, t38);
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
