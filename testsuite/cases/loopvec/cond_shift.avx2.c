/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
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

__attribute__((target("avx2"))) void odd_even(int n, int *restrict y, const int *restrict x) {
    int t26;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_and_si256(x_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_xor_si256(_mm256_cmpeq_epi32(t3, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t5 = _mm256_srai_epi32(x_v, 1);
            __m256i t6 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_blendv_epi8(t5, t6, t4);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_and_si256(x_v_1, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t11 = _mm256_srai_epi32(x_v_1, 1);
            __m256i t12 = _mm256_mullo_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_blendv_epi8(t11, t12, t10);
            _mm256_storeu_si256((__m256i *)(y + t8), t13);
            long t14 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t15 = _mm256_and_si256(x_v_2, _mm256_set1_epi32(1));
            __m256i t16 = _mm256_xor_si256(_mm256_cmpeq_epi32(t15, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t17 = _mm256_srai_epi32(x_v_2, 1);
            __m256i t18 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t19 = _mm256_blendv_epi8(t17, t18, t16);
            _mm256_storeu_si256((__m256i *)(y + t14), t19);
            long t20 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t21 = _mm256_and_si256(x_v_3, _mm256_set1_epi32(1));
            __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t21, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t23 = _mm256_srai_epi32(x_v_3, 1);
            __m256i t24 = _mm256_mullo_epi32(x_v_3, _mm256_set1_epi32(3));
            __m256i t25 = _mm256_blendv_epi8(t23, t24, t22);
            _mm256_storeu_si256((__m256i *)(y + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t29));
            __m256i t30 = _mm256_and_si256(x_v_4, _mm256_set1_epi32(1));
            __m256i t31 = _mm256_xor_si256(_mm256_cmpeq_epi32(t30, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t32 = _mm256_srai_epi32(x_v_4, 1);
            __m256i t33 = _mm256_mullo_epi32(x_v_4, _mm256_set1_epi32(3));
            __m256i t34 = _mm256_blendv_epi8(t32, t33, t31);
            _mm256_storeu_si256((__m256i *)(y + t29), t34);
            i_vec_1 += 8L;
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

__attribute__((target("avx2"))) void odd_even_long(int n, long *restrict y, const long *restrict x) {
    int t26;
    int i;
    long t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_and_si256(x_v, _mm256_set1_epi64x((long long)1LL));
            __m128i t4 = (__m128i)__builtin_convertvector((vcc_v4_long)t3 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t5 = (__m256i)((vcc_v4_long)x_v >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(63), vcc_v4_long));
            __m256i t6 = (__m256i)((vcc_v4_ulong)x_v * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t7 = _mm256_blendv_epi8(t5, t6, _mm256_cvtepi32_epi64(t4));
            _mm256_storeu_si256((__m256i *)(y + i_vec), t7);
            long t8 = i_vec + 4L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_and_si256(x_v_1, _mm256_set1_epi64x((long long)1LL));
            __m128i t10 = (__m128i)__builtin_convertvector((vcc_v4_long)t9 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t11 = (__m256i)((vcc_v4_long)x_v_1 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(63), vcc_v4_long));
            __m256i t12 = (__m256i)((vcc_v4_ulong)x_v_1 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t13 = _mm256_blendv_epi8(t11, t12, _mm256_cvtepi32_epi64(t10));
            _mm256_storeu_si256((__m256i *)(y + t8), t13);
            long t14 = i_vec + 8L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t15 = _mm256_and_si256(x_v_2, _mm256_set1_epi64x((long long)1LL));
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_v4_long)t15 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t17 = (__m256i)((vcc_v4_long)x_v_2 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(63), vcc_v4_long));
            __m256i t18 = (__m256i)((vcc_v4_ulong)x_v_2 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t19 = _mm256_blendv_epi8(t17, t18, _mm256_cvtepi32_epi64(t16));
            _mm256_storeu_si256((__m256i *)(y + t14), t19);
            long t20 = i_vec + 12L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t21 = _mm256_and_si256(x_v_3, _mm256_set1_epi64x((long long)1LL));
            __m128i t22 = (__m128i)__builtin_convertvector((vcc_v4_long)t21 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t23 = (__m256i)((vcc_v4_long)x_v_3 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(63), vcc_v4_long));
            __m256i t24 = (__m256i)((vcc_v4_ulong)x_v_3 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t25 = _mm256_blendv_epi8(t23, t24, _mm256_cvtepi32_epi64(t22));
            _mm256_storeu_si256((__m256i *)(y + t20), t25);
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
        /* vcc: loop at cond_shift.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t29));
            __m256i t30 = _mm256_and_si256(x_v_4, _mm256_set1_epi64x((long long)1LL));
            __m128i t31 = (__m128i)__builtin_convertvector((vcc_v4_long)t30 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t32 = (__m256i)((vcc_v4_long)x_v_4 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(63), vcc_v4_long));
            __m256i t33 = (__m256i)((vcc_v4_ulong)x_v_4 * (vcc_v4_ulong)_mm256_set1_epi64x((long long)3LL));
            __m256i t34 = _mm256_blendv_epi8(t32, t33, _mm256_cvtepi32_epi64(t31));
            _mm256_storeu_si256((__m256i *)(y + t29), t34);
            i_vec_1 += 4L;
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

__attribute__((target("avx2"))) void cond_shl_unsigned(int n, unsigned *restrict y, const unsigned *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(x_v), vcc_avx2_flip_epi32(_mm256_set1_epi32(1000)));
            __m256i t4 = _mm256_slli_epi32(x_v, 31);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t4);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        unsigned int t6 = x[t5];
        if (t6 > 1000U) {
            y[t5] = t6 << 31;
        }
    }
}

/* Guarded: the signed left shift, the count that varies. */
__attribute__((target("avx2"))) void cond_shl_signed(int n, int *restrict y, const int *restrict x) {
    int i;
    int t13;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:37 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(x_v, _mm256_set1_epi32(0));
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), x_v);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t5); });
            __m256i t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, _mm256_set1_epi32(20)); });
            __m256i t9 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, x_v); });
            __m256i t10 = _mm256_sllv_epi32(t9, t8);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t7, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = x[t11];
        if (t12 > 0) {
            t13 = (t12 < 1000) != 0;
        } else {
            t13 = 0;
        }
        if (t13) {
            y[t11] = t12 << 20;
        }
    }
}

__attribute__((target("avx2"))) void cond_shift_var(int n, int *restrict y, const int *restrict x, const int *restrict s) {
    int i;
    int t12;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:43 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i s_v = _mm256_loadu_si256((const __m256i *)(s + i_vec));
            __m256i t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(0), s_v), _mm256_set1_epi32(-1));
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(32), s_v);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t5); });
            __m256i t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i x_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t7);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, s_v); });
            __m256i t9 = _mm256_srav_epi32(x_v, t8);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t7, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = s[t10];
        if (t11 >= 0) {
            t12 = (t11 < 32) != 0;
        } else {
            t12 = 0;
        }
        if (t12) {
            y[t10] = x[t10] >> t11;
        }
    }
}

__attribute__((target("avx2"))) void cond_shift_bytes(int n, unsigned char *restrict y, const unsigned char *restrict x) {
    int t20;
    int i;
    int t35;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar x_v = vcc_load(vcc_v8_uchar, x + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)x_v));
            __m256i t4 = _mm256_and_si256(t3, _mm256_set1_epi32(128));
            __m256i t5 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t6 = _mm256_srai_epi32(t3, 2);
            vcc_v8_uchar t7 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t6, vcc_v8_short), vcc_v8_uchar);
            __m256i t8 = _mm256_srai_epi32(t3, 7);
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), t9, t7);
            vcc_store(y + i_vec, t10);
            long t11 = i_vec + 8L;
            vcc_v8_uchar x_v_1 = vcc_load(vcc_v8_uchar, x + t11);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)x_v_1));
            __m256i t13 = _mm256_and_si256(t12, _mm256_set1_epi32(128));
            __m256i t14 = _mm256_xor_si256(_mm256_cmpeq_epi32(t13, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t15 = _mm256_srai_epi32(t12, 2);
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            __m256i t17 = _mm256_srai_epi32(t12, 7);
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t17, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t14, vcc_v8_schar), t18, t16);
            vcc_store(y + t11, t19);
            i_vec += 16L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            vcc_v8_uchar x_v_2 = vcc_load(vcc_v8_uchar, x + t23);
            __m256i t24 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)x_v_2));
            __m256i t25 = _mm256_and_si256(t24, _mm256_set1_epi32(128));
            __m256i t26 = _mm256_xor_si256(_mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t27 = _mm256_srai_epi32(t24, 2);
            vcc_v8_uchar t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
            __m256i t29 = _mm256_srai_epi32(t24, 7);
            vcc_v8_uchar t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t29, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t26, vcc_v8_schar), t30, t28);
            vcc_store(y + t23, t31);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        unsigned char *t33 = y + t32;
        int t34 = (int)x[t32];
        if (t34 & 128) {
            t35 = (int)(unsigned char)(t34 >> 7);
        } else {
            t35 = (int)(unsigned char)(t34 >> 2);
        }
        *t33 = (unsigned char)t35;
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
