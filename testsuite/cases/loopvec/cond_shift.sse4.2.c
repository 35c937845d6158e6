/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Shifts under a condition. A shift right, or a shift left of an unsigned value, by a constant
   below the width cannot misbehave on any lane, so if-conversion runs it on every lane as it is:
   a shift by one count (SSE's psrad, psrlq), with no select of the count, which would make it a
   shift by lanes (none on SSE, nor a 64-bit arithmetic one on AVX2). A count that is not a
   constant, one at or past the width, and a signed shift left keep the guard (count 0, or
   value 0, on inactive lanes). Values cover both signs and the top bits. */

__attribute__((target("sse4.2"))) void odd_even(int n, int *restrict y, const int *restrict x) {
    int t26;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_and_si128(x_v, _mm_set1_epi32(1));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi32(t3, _mm_set1_epi32(0)));
            __m128i t5 = _mm_srai_epi32(x_v, 1);
            __m128i t6 = _mm_mullo_epi32(x_v, _mm_set1_epi32(3));
            __m128i t7 = _mm_blendv_epi8(t5, t6, t4);
            _mm_storeu_si128((__m128i *)(y + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_and_si128(x_v_1, _mm_set1_epi32(1));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(t9, _mm_set1_epi32(0)));
            __m128i t11 = _mm_srai_epi32(x_v_1, 1);
            __m128i t12 = _mm_mullo_epi32(x_v_1, _mm_set1_epi32(3));
            __m128i t13 = _mm_blendv_epi8(t11, t12, t10);
            _mm_storeu_si128((__m128i *)(y + t8), t13);
            long t14 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t14));
            __m128i t15 = _mm_and_si128(x_v_2, _mm_set1_epi32(1));
            __m128i t16 = vcc_sse_not(_mm_cmpeq_epi32(t15, _mm_set1_epi32(0)));
            __m128i t17 = _mm_srai_epi32(x_v_2, 1);
            __m128i t18 = _mm_mullo_epi32(x_v_2, _mm_set1_epi32(3));
            __m128i t19 = _mm_blendv_epi8(t17, t18, t16);
            _mm_storeu_si128((__m128i *)(y + t14), t19);
            long t20 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t20));
            __m128i t21 = _mm_and_si128(x_v_3, _mm_set1_epi32(1));
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(t21, _mm_set1_epi32(0)));
            __m128i t23 = _mm_srai_epi32(x_v_3, 1);
            __m128i t24 = _mm_mullo_epi32(x_v_3, _mm_set1_epi32(3));
            __m128i t25 = _mm_blendv_epi8(t23, t24, t22);
            _mm_storeu_si128((__m128i *)(y + t20), t25);
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
        /* vcc: loop at cond_shift.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t29));
            __m128i t30 = _mm_and_si128(x_v_4, _mm_set1_epi32(1));
            __m128i t31 = vcc_sse_not(_mm_cmpeq_epi32(t30, _mm_set1_epi32(0)));
            __m128i t32 = _mm_srai_epi32(x_v_4, 1);
            __m128i t33 = _mm_mullo_epi32(x_v_4, _mm_set1_epi32(3));
            __m128i t34 = _mm_blendv_epi8(t32, t33, t31);
            _mm_storeu_si128((__m128i *)(y + t29), t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    while (i < n) {
        long t35 = (long)i;
        int t36 = x[t35];
        if (t36 & 1) {
            t37 = (int)((unsigned int)t36 * 3U);
        } else {
            t37 = t36 >> 1;
        }
        y[t35] = t37;
        i++;
    }
}

__attribute__((target("sse4.2"))) void odd_even_long(int n, long *restrict y, const long *restrict x) {
    int t26;
    int i;
    long t37;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:21 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_and_si128(x_v, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi64(t3, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t5 = (__m128i)((vcc_v2_long)x_v >> __builtin_convertvector((vcc_v2_int){63, 63}, vcc_v2_long));
            __m128i t6 = (__m128i)((vcc_v2_ulong)x_v * (vcc_v2_ulong)(__m128i)(vcc_v2_ulong){3UL, 3UL});
            __m128i t7 = _mm_blendv_epi8(t5, t6, t4);
            _mm_storeu_si128((__m128i *)(y + i_vec), t7);
            long t8 = i_vec + 2L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_and_si128(x_v_1, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi64(t9, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t11 = (__m128i)((vcc_v2_long)x_v_1 >> __builtin_convertvector((vcc_v2_int){63, 63}, vcc_v2_long));
            __m128i t12 = (__m128i)((vcc_v2_ulong)x_v_1 * (vcc_v2_ulong)(__m128i)(vcc_v2_ulong){3UL, 3UL});
            __m128i t13 = _mm_blendv_epi8(t11, t12, t10);
            _mm_storeu_si128((__m128i *)(y + t8), t13);
            long t14 = i_vec + 4L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t14));
            __m128i t15 = _mm_and_si128(x_v_2, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t16 = vcc_sse_not(_mm_cmpeq_epi64(t15, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t17 = (__m128i)((vcc_v2_long)x_v_2 >> __builtin_convertvector((vcc_v2_int){63, 63}, vcc_v2_long));
            __m128i t18 = (__m128i)((vcc_v2_ulong)x_v_2 * (vcc_v2_ulong)(__m128i)(vcc_v2_ulong){3UL, 3UL});
            __m128i t19 = _mm_blendv_epi8(t17, t18, t16);
            _mm_storeu_si128((__m128i *)(y + t14), t19);
            long t20 = i_vec + 6L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t20));
            __m128i t21 = _mm_and_si128(x_v_3, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi64(t21, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t23 = (__m128i)((vcc_v2_long)x_v_3 >> __builtin_convertvector((vcc_v2_int){63, 63}, vcc_v2_long));
            __m128i t24 = (__m128i)((vcc_v2_ulong)x_v_3 * (vcc_v2_ulong)(__m128i)(vcc_v2_ulong){3UL, 3UL});
            __m128i t25 = _mm_blendv_epi8(t23, t24, t22);
            _mm_storeu_si128((__m128i *)(y + t20), t25);
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
        /* vcc: loop at cond_shift.c:21 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t29));
            __m128i t30 = _mm_and_si128(x_v_4, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t31 = vcc_sse_not(_mm_cmpeq_epi64(t30, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t32 = (__m128i)((vcc_v2_long)x_v_4 >> __builtin_convertvector((vcc_v2_int){63, 63}, vcc_v2_long));
            __m128i t33 = (__m128i)((vcc_v2_ulong)x_v_4 * (vcc_v2_ulong)(__m128i)(vcc_v2_ulong){3UL, 3UL});
            __m128i t34 = _mm_blendv_epi8(t32, t33, t31);
            _mm_storeu_si128((__m128i *)(y + t29), t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    while (i < n) {
        long t35 = (long)i;
        long t36 = x[t35];
        if (t36 & 1L) {
            t37 = (long)((unsigned long)t36 * 3UL);
        } else {
            t37 = t36 >> 63;
        }
        y[t35] = t37;
        i++;
    }
}

__attribute__((target("sse4.2"))) void cond_shl_unsigned(int n, unsigned *restrict y, const unsigned *restrict x) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(x_v), vcc_sse_flip_epi32(_mm_set1_epi32(1000)));
            __m128i t4 = _mm_slli_epi32(x_v, 31);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t4, t3);
            long t5 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t5));
            __m128i t6 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(x_v_1), vcc_sse_flip_epi32(_mm_set1_epi32(1000)));
            __m128i t7 = _mm_slli_epi32(x_v_1, 31);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)y + (unsigned long)t5 * 4UL), t7, t6);
            long t8 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(x_v_2), vcc_sse_flip_epi32(_mm_set1_epi32(1000)));
            __m128i t10 = _mm_slli_epi32(x_v_2, 31);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)y + (unsigned long)t8 * 4UL), t10, t9);
            long t11 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t11));
            __m128i t12 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(x_v_3), vcc_sse_flip_epi32(_mm_set1_epi32(1000)));
            __m128i t13 = _mm_slli_epi32(x_v_3, 31);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)y + (unsigned long)t11 * 4UL), t13, t12);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t17));
            __m128i t18 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(x_v_4), vcc_sse_flip_epi32(_mm_set1_epi32(1000)));
            __m128i t19 = _mm_slli_epi32(x_v_4, 31);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)y + (unsigned long)t17 * 4UL), t19, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        unsigned int t21 = x[t20];
        if (t21 > 1000U) {
            y[t20] = t21 << 31;
        }
    }
}

/* Guarded: the signed left shift, the count that varies. */
__attribute__((target("sse4.2"))) void cond_shl_signed(int n, int *restrict y, const int *restrict x) {
    int t38;
    int i;
    int t52;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(x_v, _mm_set1_epi32(0));
            __m128i t4 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), x_v);
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t3, t5); });
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi32(t6, _mm_set1_epi32(0)));
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, _mm_set1_epi32(20)); });
            __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, x_v); });
            __m128i t10 = _mm_mullo_epi32(t9, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t8, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t10, t7);
            long t11 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t11));
            __m128i t12 = _mm_cmpgt_epi32(x_v_1, _mm_set1_epi32(0));
            __m128i t13 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), x_v_1);
            __m128i t14 = (__m128i)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
            __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, t14); });
            __m128i t16 = vcc_sse_not(_mm_cmpeq_epi32(t15, _mm_set1_epi32(0)));
            __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(20)); });
            __m128i t18 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, x_v_1); });
            __m128i t19 = _mm_mullo_epi32(t18, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t17, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t11 * 4UL), t19, t16);
            long t20 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t20));
            __m128i t21 = _mm_cmpgt_epi32(x_v_2, _mm_set1_epi32(0));
            __m128i t22 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), x_v_2);
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t21, t23); });
            __m128i t25 = vcc_sse_not(_mm_cmpeq_epi32(t24, _mm_set1_epi32(0)));
            __m128i t26 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t25, _mm_set1_epi32(20)); });
            __m128i t27 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t25, x_v_2); });
            __m128i t28 = _mm_mullo_epi32(t27, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t26, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t20 * 4UL), t28, t25);
            long t29 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t29));
            __m128i t30 = _mm_cmpgt_epi32(x_v_3, _mm_set1_epi32(0));
            __m128i t31 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), x_v_3);
            __m128i t32 = (__m128i)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
            __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t30, t32); });
            __m128i t34 = vcc_sse_not(_mm_cmpeq_epi32(t33, _mm_set1_epi32(0)));
            __m128i t35 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, _mm_set1_epi32(20)); });
            __m128i t36 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, x_v_3); });
            __m128i t37 = _mm_mullo_epi32(t36, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t35, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t29 * 4UL), t37, t34);
            i_vec += 16L;
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t41));
            __m128i t42 = _mm_cmpgt_epi32(x_v_4, _mm_set1_epi32(0));
            __m128i t43 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), x_v_4);
            __m128i t44 = (__m128i)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
            __m128i t45 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t42, t44); });
            __m128i t46 = vcc_sse_not(_mm_cmpeq_epi32(t45, _mm_set1_epi32(0)));
            __m128i t47 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t46, _mm_set1_epi32(20)); });
            __m128i t48 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t46, x_v_4); });
            __m128i t49 = _mm_mullo_epi32(t48, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t47, 23), _mm_set1_epi32(0x3f800000)))));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t41 * 4UL), t49, t46);
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        int t51 = x[t50];
        if (t51 > 0) {
            t52 = (t51 < 1000) != 0;
        } else {
            t52 = 0;
        }
        if (t52) {
            y[t50] = t51 << 20;
        }
    }
}

__attribute__((target("sse4.2"))) void cond_shift_var(int n, int *restrict y, const int *restrict x, const int *restrict s) {
    int t34;
    int i;
    int t47;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m128i t3 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), s_v));
            __m128i t4 = _mm_cmpgt_epi32(_mm_set1_epi32(32), s_v);
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t3, t5); });
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi32(t6, _mm_set1_epi32(0)));
            __m128i x_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t7);
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, s_v); });
            __m128i t9 = (__m128i)((vcc_v4_int)x_v >> (vcc_v4_int)t8);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t9, t7);
            long t10 = i_vec + 4L;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t10));
            __m128i t11 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), s_v_1));
            __m128i t12 = _mm_cmpgt_epi32(_mm_set1_epi32(32), s_v_1);
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_m4)t12 & 1, vcc_v4_int);
            __m128i t14 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t11, t13); });
            __m128i t15 = vcc_sse_not(_mm_cmpeq_epi32(t14, _mm_set1_epi32(0)));
            __m128i x_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t10 * 4UL), t15);
            __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, s_v_1); });
            __m128i t17 = (__m128i)((vcc_v4_int)x_v_1 >> (vcc_v4_int)t16);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t10 * 4UL), t17, t15);
            long t18 = i_vec + 8L;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t18));
            __m128i t19 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), s_v_2));
            __m128i t20 = _mm_cmpgt_epi32(_mm_set1_epi32(32), s_v_2);
            __m128i t21 = (__m128i)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
            __m128i t22 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, t21); });
            __m128i t23 = vcc_sse_not(_mm_cmpeq_epi32(t22, _mm_set1_epi32(0)));
            __m128i x_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t18 * 4UL), t23);
            __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t23, s_v_2); });
            __m128i t25 = (__m128i)((vcc_v4_int)x_v_2 >> (vcc_v4_int)t24);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t18 * 4UL), t25, t23);
            long t26 = i_vec + 12L;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t26));
            __m128i t27 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), s_v_3));
            __m128i t28 = _mm_cmpgt_epi32(_mm_set1_epi32(32), s_v_3);
            __m128i t29 = (__m128i)__builtin_convertvector((vcc_m4)t28 & 1, vcc_v4_int);
            __m128i t30 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, t29); });
            __m128i t31 = vcc_sse_not(_mm_cmpeq_epi32(t30, _mm_set1_epi32(0)));
            __m128i x_v_3 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t26 * 4UL), t31);
            __m128i t32 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t31, s_v_3); });
            __m128i t33 = (__m128i)((vcc_v4_int)x_v_3 >> (vcc_v4_int)t32);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t26 * 4UL), t33, t31);
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
        /* vcc: loop at cond_shift.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t37));
            __m128i t38 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(0), s_v_4));
            __m128i t39 = _mm_cmpgt_epi32(_mm_set1_epi32(32), s_v_4);
            __m128i t40 = (__m128i)__builtin_convertvector((vcc_m4)t39 & 1, vcc_v4_int);
            __m128i t41 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t38, t40); });
            __m128i t42 = vcc_sse_not(_mm_cmpeq_epi32(t41, _mm_set1_epi32(0)));
            __m128i x_v_4 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)x + (unsigned long)t37 * 4UL), t42);
            __m128i t43 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t42, s_v_4); });
            __m128i t44 = (__m128i)((vcc_v4_int)x_v_4 >> (vcc_v4_int)t43);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t37 * 4UL), t44, t42);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        int t46 = s[t45];
        if (t46 >= 0) {
            t47 = (t46 < 32) != 0;
        } else {
            t47 = 0;
        }
        if (t47) {
            y[t45] = x[t45] >> t46;
        }
    }
}

__attribute__((target("sse4.2"))) void cond_shift_bytes(int n, unsigned char *restrict y, const unsigned char *restrict x) {
    int t38;
    int i;
    int t53;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:49 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar x_v = vcc_load(vcc_v4_uchar, x + i_vec);
            __m128i t3 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)x_v));
            __m128i t4 = _mm_and_si128(t3, _mm_set1_epi32(128));
            __m128i t5 = vcc_sse_not(_mm_cmpeq_epi32(t4, _mm_set1_epi32(0)));
            __m128i t6 = _mm_srai_epi32(t3, 2);
            vcc_v4_uchar t7 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t6, vcc_v4_short), vcc_v4_uchar);
            __m128i t8 = _mm_srai_epi32(t3, 7);
            vcc_v4_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t8, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), t9, t7);
            vcc_store(y + i_vec, t10);
            long t11 = i_vec + 4L;
            vcc_v4_uchar x_v_1 = vcc_load(vcc_v4_uchar, x + t11);
            __m128i t12 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)x_v_1));
            __m128i t13 = _mm_and_si128(t12, _mm_set1_epi32(128));
            __m128i t14 = vcc_sse_not(_mm_cmpeq_epi32(t13, _mm_set1_epi32(0)));
            __m128i t15 = _mm_srai_epi32(t12, 2);
            vcc_v4_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t15, vcc_v4_short), vcc_v4_uchar);
            __m128i t17 = _mm_srai_epi32(t12, 7);
            vcc_v4_uchar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t17, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t14, vcc_v4_schar), t18, t16);
            vcc_store(y + t11, t19);
            long t20 = i_vec + 8L;
            vcc_v4_uchar x_v_2 = vcc_load(vcc_v4_uchar, x + t20);
            __m128i t21 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)x_v_2));
            __m128i t22 = _mm_and_si128(t21, _mm_set1_epi32(128));
            __m128i t23 = vcc_sse_not(_mm_cmpeq_epi32(t22, _mm_set1_epi32(0)));
            __m128i t24 = _mm_srai_epi32(t21, 2);
            vcc_v4_uchar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_uchar);
            __m128i t26 = _mm_srai_epi32(t21, 7);
            vcc_v4_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t26, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t28 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t23, vcc_v4_schar), t27, t25);
            vcc_store(y + t20, t28);
            long t29 = i_vec + 12L;
            vcc_v4_uchar x_v_3 = vcc_load(vcc_v4_uchar, x + t29);
            __m128i t30 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)x_v_3));
            __m128i t31 = _mm_and_si128(t30, _mm_set1_epi32(128));
            __m128i t32 = vcc_sse_not(_mm_cmpeq_epi32(t31, _mm_set1_epi32(0)));
            __m128i t33 = _mm_srai_epi32(t30, 2);
            vcc_v4_uchar t34 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t33, vcc_v4_short), vcc_v4_uchar);
            __m128i t35 = _mm_srai_epi32(t30, 7);
            vcc_v4_uchar t36 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t35, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t37 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t32, vcc_v4_schar), t36, t34);
            vcc_store(y + t29, t37);
            i_vec += 16L;
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            vcc_v4_uchar x_v_4 = vcc_load(vcc_v4_uchar, x + t41);
            __m128i t42 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)x_v_4));
            __m128i t43 = _mm_and_si128(t42, _mm_set1_epi32(128));
            __m128i t44 = vcc_sse_not(_mm_cmpeq_epi32(t43, _mm_set1_epi32(0)));
            __m128i t45 = _mm_srai_epi32(t42, 2);
            vcc_v4_uchar t46 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t45, vcc_v4_short), vcc_v4_uchar);
            __m128i t47 = _mm_srai_epi32(t42, 7);
            vcc_v4_uchar t48 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t47, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t49 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t44, vcc_v4_schar), t48, t46);
            vcc_store(y + t41, t49);
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        unsigned char *t51 = y + t50;
        int t52 = (int)x[t50];
        if (t52 & 128) {
            t53 = (int)(unsigned char)(t52 >> 7);
        } else {
            t53 = (int)(unsigned char)(t52 >> 2);
        }
        *t51 = (unsigned char)t53;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *s = new_array(n, 4);
        long *lx = new_array(n, 8), *ly = new_array(n, 8);
        unsigned char *bx = new_array(n, 1), *by = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            x[i] = (int)(r * 2654435761u) >> (r % 3);
            s[i] = (int)(next_rand() % 40) - 4;
            lx[i] = (long)((uint64_t)next_rand() << 33 ^ next_rand());
            bx[i] = (unsigned char)next_rand();
            y[i] = -1;
            ly[i] = -1;
            by[i] = 0;
        }
        odd_even(n, y, x);
        printf("n=%d odd_even %llx\n", n, HASH(y, n));
        odd_even_long(n, ly, lx);
        printf("n=%d odd_even_long %llx\n", n, HASH(ly, n));
        cond_shl_unsigned(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_shl_unsigned %llx\n", n, HASH(y, n));
        cond_shl_signed(n, y, x);
        printf("n=%d cond_shl_signed %llx\n", n, HASH(y, n));
        cond_shift_var(n, y, x, s);
        printf("n=%d cond_shift_var %llx\n", n, HASH(y, n));
        cond_shift_bytes(n, by, bx);
        printf("n=%d cond_shift_bytes %llx\n", n, HASH(by, n));
        free(x), free(y), free(s), free(lx), free(ly), free(bx), free(by);
    }
    return 0;
}
