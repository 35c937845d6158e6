/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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

__attribute__((target("sse4.2"))) void cond_div10(int n, int *restrict y, const int *restrict x) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(x_v, _mm_set1_epi32(-5000));
            __m128i t4 = (__m128i)((vcc_v4_int)x_v / (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t4, t3);
            long t5 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t5));
            __m128i t6 = _mm_cmpgt_epi32(x_v_1, _mm_set1_epi32(-5000));
            __m128i t7 = (__m128i)((vcc_v4_int)x_v_1 / (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t5 * 4UL), t7, t6);
            long t8 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_cmpgt_epi32(x_v_2, _mm_set1_epi32(-5000));
            __m128i t10 = (__m128i)((vcc_v4_int)x_v_2 / (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t8 * 4UL), t10, t9);
            long t11 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t11));
            __m128i t12 = _mm_cmpgt_epi32(x_v_3, _mm_set1_epi32(-5000));
            __m128i t13 = (__m128i)((vcc_v4_int)x_v_3 / (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t11 * 4UL), t13, t12);
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
        /* vcc: loop at cond_div_const.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t17));
            __m128i t18 = _mm_cmpgt_epi32(x_v_4, _mm_set1_epi32(-5000));
            __m128i t19 = (__m128i)((vcc_v4_int)x_v_4 / (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t17 * 4UL), t19, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = x[t20];
        if (t21 > -5000) {
            y[t20] = t21 / 10;
        }
    }
}

__attribute__((target("sse4.2"))) void cond_rem7(int n, unsigned *restrict y, const unsigned *restrict x) {
    int t23;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t4 = _mm_and_si128(x_v, _mm_set1_epi32(4));
            __m128i t5 = vcc_sse_not(_mm_cmpeq_epi32(t4, _mm_set1_epi32(0)));
            __m128i t6 = (__m128i)((vcc_v4_uint)x_v % (vcc_v4_uint)_mm_set1_epi32(7));
            __m128i t7 = _mm_blendv_epi8(x_v, t6, t5);
            _mm_storeu_si128((__m128i *)(y + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_and_si128(x_v_1, _mm_set1_epi32(4));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(t9, _mm_set1_epi32(0)));
            __m128i t11 = (__m128i)((vcc_v4_uint)x_v_1 % (vcc_v4_uint)_mm_set1_epi32(7));
            __m128i t12 = _mm_blendv_epi8(x_v_1, t11, t10);
            _mm_storeu_si128((__m128i *)(y + t8), t12);
            long t13 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t13));
            __m128i t14 = _mm_and_si128(x_v_2, _mm_set1_epi32(4));
            __m128i t15 = vcc_sse_not(_mm_cmpeq_epi32(t14, _mm_set1_epi32(0)));
            __m128i t16 = (__m128i)((vcc_v4_uint)x_v_2 % (vcc_v4_uint)_mm_set1_epi32(7));
            __m128i t17 = _mm_blendv_epi8(x_v_2, t16, t15);
            _mm_storeu_si128((__m128i *)(y + t13), t17);
            long t18 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t18));
            __m128i t19 = _mm_and_si128(x_v_3, _mm_set1_epi32(4));
            __m128i t20 = vcc_sse_not(_mm_cmpeq_epi32(t19, _mm_set1_epi32(0)));
            __m128i t21 = (__m128i)((vcc_v4_uint)x_v_3 % (vcc_v4_uint)_mm_set1_epi32(7));
            __m128i t22 = _mm_blendv_epi8(x_v_3, t21, t20);
            _mm_storeu_si128((__m128i *)(y + t18), t22);
            i_vec += 16L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t26));
            __m128i t27 = _mm_and_si128(x_v_4, _mm_set1_epi32(4));
            __m128i t28 = vcc_sse_not(_mm_cmpeq_epi32(t27, _mm_set1_epi32(0)));
            __m128i t29 = (__m128i)((vcc_v4_uint)x_v_4 % (vcc_v4_uint)_mm_set1_epi32(7));
            __m128i t30 = _mm_blendv_epi8(x_v_4, t29, t28);
            _mm_storeu_si128((__m128i *)(y + t26), t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    while (i < n) {
        long t31 = (long)i;
        unsigned int t1 = x[t31];
        if (t1 & 4U) {
            t1 %= 7U;
        }
        y[t31] = t1;
        i++;
    }
}

__attribute__((target("sse4.2"))) void cond_rem_neg(int n, int *restrict y, const int *restrict x) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_and_si128(x_v, _mm_set1_epi32(1));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi32(t3, _mm_set1_epi32(0)));
            __m128i t5 = (__m128i)((vcc_v4_int)x_v % (vcc_v4_int)_mm_set1_epi32(-3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t5, t4);
            long t6 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t6));
            __m128i t7 = _mm_and_si128(x_v_1, _mm_set1_epi32(1));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32(t7, _mm_set1_epi32(0)));
            __m128i t9 = (__m128i)((vcc_v4_int)x_v_1 % (vcc_v4_int)_mm_set1_epi32(-3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t6 * 4UL), t9, t8);
            long t10 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t10));
            __m128i t11 = _mm_and_si128(x_v_2, _mm_set1_epi32(1));
            __m128i t12 = vcc_sse_not(_mm_cmpeq_epi32(t11, _mm_set1_epi32(0)));
            __m128i t13 = (__m128i)((vcc_v4_int)x_v_2 % (vcc_v4_int)_mm_set1_epi32(-3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t10 * 4UL), t13, t12);
            long t14 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t14));
            __m128i t15 = _mm_and_si128(x_v_3, _mm_set1_epi32(1));
            __m128i t16 = vcc_sse_not(_mm_cmpeq_epi32(t15, _mm_set1_epi32(0)));
            __m128i t17 = (__m128i)((vcc_v4_int)x_v_3 % (vcc_v4_int)_mm_set1_epi32(-3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t14 * 4UL), t17, t16);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t21));
            __m128i t22 = _mm_and_si128(x_v_4, _mm_set1_epi32(1));
            __m128i t23 = vcc_sse_not(_mm_cmpeq_epi32(t22, _mm_set1_epi32(0)));
            __m128i t24 = (__m128i)((vcc_v4_int)x_v_4 % (vcc_v4_int)_mm_set1_epi32(-3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)y + (unsigned long)t21 * 4UL), t24, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = x[t25];
        if (t26 & 1) {
            y[t25] = t26 % -3;
        }
    }
}

/* Guarded: x / -1 of INT_MIN would overflow on a lane the condition excludes. */
void cond_div_minus1(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++)
        if (x[i] != INT_MIN)
            y[i] = x[i] / -1;
}

__attribute__((target("sse4.2"))) void shorts_div3(int n, short *restrict y, const short *restrict x) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:42 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short x_v = vcc_load(vcc_v4_short, x + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)x_v));
            __m128i t4 = (__m128i)((vcc_v4_int)t3 / (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t5 = (__m128i)((vcc_v4_int)t3 % (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t6 = _mm_add_epi32(t4, t5);
            vcc_v4_short t7 = __builtin_convertvector((vcc_v4_int)t6, vcc_v4_short);
            vcc_store(y + i_vec, t7);
            long t8 = i_vec + 4L;
            vcc_v4_short x_v_1 = vcc_load(vcc_v4_short, x + t8);
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)x_v_1));
            __m128i t10 = (__m128i)((vcc_v4_int)t9 / (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t11 = (__m128i)((vcc_v4_int)t9 % (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t12 = _mm_add_epi32(t10, t11);
            vcc_v4_short t13 = __builtin_convertvector((vcc_v4_int)t12, vcc_v4_short);
            vcc_store(y + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:42 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_short x_v_2 = vcc_load(vcc_v4_short, x + t17);
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)x_v_2));
            __m128i t19 = (__m128i)((vcc_v4_int)t18 / (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t20 = (__m128i)((vcc_v4_int)t18 % (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t21 = _mm_add_epi32(t19, t20);
            vcc_v4_short t22 = __builtin_convertvector((vcc_v4_int)t21, vcc_v4_short);
            vcc_store(y + t17, t22);
            i_vec_1 += 4L;
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
__attribute__((target("sse4.2"))) void div_rem_plain(int n, int *restrict y, const int *restrict b, const int *restrict c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:48 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = (__m128i)((vcc_v4_int)b_v / (vcc_v4_int)_mm_set1_epi32(7));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t4 = (__m128i)((vcc_v4_int)c_v % (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t5 = _mm_add_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(y + i_vec), t5);
            long t6 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = (__m128i)((vcc_v4_int)b_v_1 / (vcc_v4_int)_mm_set1_epi32(7));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t6));
            __m128i t8 = (__m128i)((vcc_v4_int)c_v_1 % (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t9 = _mm_add_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(y + t6), t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_div_const.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = (__m128i)((vcc_v4_int)b_v_2 / (vcc_v4_int)_mm_set1_epi32(7));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t13));
            __m128i t15 = (__m128i)((vcc_v4_int)c_v_2 % (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t16 = _mm_add_epi32(t14, t15);
            _mm_storeu_si128((__m128i *)(y + t13), t16);
            i_vec_1 += 4L;
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
