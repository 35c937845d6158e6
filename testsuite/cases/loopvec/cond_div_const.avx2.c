/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=5 neon=5 sse2=5 */
#include "harness.h"
#include <limits.h>

/* Integer division and remainder by constants, under conditions and not. A constant divisor
   other than 0 (and -1 for signed types: INT_MIN / -1 overflows) cannot trap on any lane, so
   if-conversion runs it on every lane as it is, a division by one constant that the C
   compiler multiplies by the reciprocal, with no select of the divisor (which would make it a
   division by lanes: `idiv` per lane). The cost model prices such divisions as that multiply
   (`DivByConstant`) on 16- and 32-bit lanes. A division by -1 keeps the guard. Dividends
   include INT_MIN, INT_MAX and values of both signs. */

__attribute__((target("avx2"))) void cond_div10(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:14 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(x_v, _mm256_set1_epi32(-5000));
            __m256i t4 = (__m256i)((vcc_v8_int)x_v / (vcc_v8_int)_mm256_set1_epi32(10));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t4);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int t6 = x[t5];
        if (t6 > -5000) {
            y[t5] = t6 / 10;
        }
    }
}

__attribute__((target("avx2"))) void cond_rem7(int n, unsigned *restrict y, const unsigned *restrict x) {
    int t13;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t4 = _mm256_and_si256(x_v, _mm256_set1_epi32(4));
            __m256i t5 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t6 = (__m256i)((vcc_v8_uint)x_v % (vcc_v8_uint)_mm256_set1_epi32(7));
            __m256i t7 = _mm256_blendv_epi8(x_v, t6, t5);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_and_si256(x_v_1, _mm256_set1_epi32(4));
            __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t11 = (__m256i)((vcc_v8_uint)x_v_1 % (vcc_v8_uint)_mm256_set1_epi32(7));
            __m256i t12 = _mm256_blendv_epi8(x_v_1, t11, t10);
            _mm256_storeu_si256((__m256i *)(y + t8), t12);
            i_vec += 16L;
        } while (i_vec < t3);
        t13 = (int)t3;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t16));
            __m256i t17 = _mm256_and_si256(x_v_2, _mm256_set1_epi32(4));
            __m256i t18 = _mm256_xor_si256(_mm256_cmpeq_epi32(t17, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t19 = (__m256i)((vcc_v8_uint)x_v_2 % (vcc_v8_uint)_mm256_set1_epi32(7));
            __m256i t20 = _mm256_blendv_epi8(x_v_2, t19, t18);
            _mm256_storeu_si256((__m256i *)(y + t16), t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    while (i < n) {
        long t21 = (long)i;
        unsigned int t1 = x[t21];
        if (t1 & 4U) {
            t1 %= 7U;
        }
        y[t21] = t1;
        i++;
    }
}

__attribute__((target("avx2"))) void cond_rem_neg(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:29 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_and_si256(x_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_xor_si256(_mm256_cmpeq_epi32(t3, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t5 = (__m256i)((vcc_v8_int)x_v % (vcc_v8_int)_mm256_set1_epi32(-3));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t4, t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int t7 = x[t6];
        if (t7 & 1) {
            y[t6] = t7 % -3;
        }
    }
}

/* Guarded: x / -1 of INT_MIN would overflow on a lane the condition excludes. */
__attribute__((target("avx2"))) void cond_div_minus1(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:36 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_xor_si256(_mm256_cmpeq_epi32(x_v, _mm256_set1_epi32((int)-2147483648)), _mm256_set1_epi32(-1));
            __m256i t4 = _mm256_blendv_epi8(_mm256_set1_epi32(1), _mm256_set1_epi32(-1), t3);
            __m256i t5 = vcc_avx2_div_epi32(x_v, t4);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int t7 = x[t6];
        if (t7 != (-2147483647 - 1)) {
            y[t6] = t7 / -1;
        }
    }
}

__attribute__((target("avx2"))) void shorts_div3(int n, short *restrict y, const short *restrict x) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:42 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(x_v);
            __m256i t4 = (__m256i)((vcc_v8_int)t3 / (vcc_v8_int)_mm256_set1_epi32(3));
            __m256i t5 = (__m256i)((vcc_v8_int)t3 % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t6 = _mm256_add_epi32(t4, t5);
            __m128i t7 = (__m128i)__builtin_convertvector((vcc_v8_int)t6, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(y + i_vec), t7);
            long t8 = i_vec + 8L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m256i t9 = _mm256_cvtepi16_epi32(x_v_1);
            __m256i t10 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)_mm256_set1_epi32(3));
            __m256i t11 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t12 = _mm256_add_epi32(t10, t11);
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(y + t8), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:42 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t17));
            __m256i t18 = _mm256_cvtepi16_epi32(x_v_2);
            __m256i t19 = (__m256i)((vcc_v8_int)t18 / (vcc_v8_int)_mm256_set1_epi32(3));
            __m256i t20 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t21 = _mm256_add_epi32(t19, t20);
            __m128i t22 = (__m128i)__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(y + t17), t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        int t24 = (int)x[t23];
        y[t23] = (short)(t24 / 3 + t24 % 5);
    }
}

/* The coverage suite's ty_div_const. */
__attribute__((target("avx2"))) void div_rem_plain(int n, int *restrict y, const int *restrict b, const int *restrict c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)((vcc_v8_int)b_v / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t4 = (__m256i)((vcc_v8_int)c_v % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t5 = _mm256_add_epi32(t3, t4);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t5);
            long t6 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = (__m256i)((vcc_v8_int)b_v_1 / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t6));
            __m256i t8 = (__m256i)((vcc_v8_int)c_v_1 % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t9 = _mm256_add_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(y + t6), t9);
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
        /* vcc: loop at cond_div_const.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t14 = (__m256i)((vcc_v8_int)b_v_2 / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t13));
            __m256i t15 = (__m256i)((vcc_v8_int)c_v_2 % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t16 = _mm256_add_epi32(t14, t15);
            _mm256_storeu_si256((__m256i *)(y + t13), t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        y[t17] = b[t17] / 7 + c[t17] % 5;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        short *sx = new_array(n, 2), *sy = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            switch (r % 5) {
            case 0: x[i] = INT_MIN; break;
            case 1: x[i] = INT_MAX; break;
            default: x[i] = (int)(next_rand() * 2654435761u) >> (r % 17); break;
            }
            z[i] = (int)next_rand() - (int)(UINT32_MAX / 2);
            sx[i] = (short)next_rand();
            y[i] = -1;
        }
        cond_div10(n, y, x);
        printf("n=%d cond_div10 %llx\n", n, HASH(y, n));
        cond_rem7(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_rem7 %llx\n", n, HASH(y, n));
        cond_rem_neg(n, y, x);
        printf("n=%d cond_rem_neg %llx\n", n, HASH(y, n));
        cond_div_minus1(n, y, x);
        printf("n=%d cond_div_minus1 %llx\n", n, HASH(y, n));
        shorts_div3(n, sy, sx);
        printf("n=%d shorts_div3 %llx\n", n, HASH(sy, n));
        div_rem_plain(n, y, x, z);
        printf("n=%d div_rem_plain %llx\n", n, HASH(y, n));
        free(x), free(y), free(z), free(sx), free(sy);
    }
    return 0;
}
