/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Loops unrolled by hand, rolled back up (transform/reroll.rs) and then vectorized as plain
   consecutive loops; the remarks say "loop rerolled". The last kernels must stay as they are:
   their copies differ, or copy 1 reads what copy 0 stored. */

/* Four copies (TSVC s351), while a whole group fits: `i < n - 3`. */
void axpy4(int n, float s, float *restrict a, const float *restrict b) {
    int t21;
    int i;
    long t1 = -3L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 3L) / 4L : 0L;
    long t3 = t2 * 4L;
    long t4 = t2 * 4L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        __m128 s_v = _mm_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at reroll.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t6 = a + i_vec;
            __m128 a_v = _mm_loadu_ps(t6);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t7 = _mm_mul_ps(s_v, b_v);
            __m128 t8 = _mm_add_ps(a_v, t7);
            _mm_storeu_ps(t6, t8);
            long t9 = i_vec + 4L;
            float *t10 = a + t9;
            __m128 a_v_1 = _mm_loadu_ps(t10);
            __m128 b_v_1 = _mm_loadu_ps(b + t9);
            __m128 t11 = _mm_mul_ps(s_v, b_v_1);
            __m128 t12 = _mm_add_ps(a_v_1, t11);
            _mm_storeu_ps(t10, t12);
            long t13 = i_vec + 8L;
            float *t14 = a + t13;
            __m128 a_v_2 = _mm_loadu_ps(t14);
            __m128 b_v_2 = _mm_loadu_ps(b + t13);
            __m128 t15 = _mm_mul_ps(s_v, b_v_2);
            __m128 t16 = _mm_add_ps(a_v_2, t15);
            _mm_storeu_ps(t14, t16);
            long t17 = i_vec + 12L;
            float *t18 = a + t17;
            __m128 a_v_3 = _mm_loadu_ps(t18);
            __m128 b_v_3 = _mm_loadu_ps(b + t17);
            __m128 t19 = _mm_mul_ps(s_v, b_v_3);
            __m128 t20 = _mm_add_ps(a_v_3, t19);
            _mm_storeu_ps(t18, t20);
            i_vec += 16L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = t2 * 4L + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        __m128 s_v_1 = _mm_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1;
            float *t25 = a + t24;
            __m128 a_v_4 = _mm_loadu_ps(t25);
            __m128 b_v_4 = _mm_loadu_ps(b + t24);
            __m128 t26 = _mm_mul_ps(s_v_1, b_v_4);
            __m128 t27 = _mm_add_ps(a_v_4, t26);
            _mm_storeu_ps(t25, t27);
            i_vec_1 += 4L;
        } while (i_vec_1 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; (long)i < t3; i++) {
        long t28 = (long)i;
        float *t29 = a + t28;
        *t29 = *t29 + s * b[t28];
    }
}

/* `i + 4 <= n` with a remainder loop after it: the rolled loop stops where the unrolled one
   did, and the remainder takes the rest as before. */
void add4_then_rest(int n, float *restrict a, const float *restrict b) {
    int t13;
    int i;
    int t29;
    int i_1;
    long t1 = (long)n * 1L;
    long t2 = t1 >= 4L ? (t1 - 4L) / 4L + 1L : 0L;
    long t3 = 4L + t2 * 4L - 1L;
    long t4 = t2 * 4L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t6 = _mm_add_ps(b_v, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + i_vec, t6);
            long t7 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t7);
            __m128 t8 = _mm_add_ps(b_v_1, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t7, t8);
            long t9 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t9);
            __m128 t10 = _mm_add_ps(b_v_2, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t9, t10);
            long t11 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + t11);
            __m128 t12 = _mm_add_ps(b_v_3, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t11, t12);
            i_vec += 16L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = t2 * 4L + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            __m128 b_v_4 = _mm_loadu_ps(b + t16);
            __m128 t17 = _mm_add_ps(b_v_4, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t16, t17);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; (long)(i + 4) <= t3; i++) {
        long t18 = (long)i;
        a[t18] = b[t18] + 1.0f;
    }
    long t19 = (long)n + (long)i * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_2 = 0L;
        /* vcc: loop at reroll.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t21 = (long)i + i_vec_2;
            __m128 b_v_5 = _mm_loadu_ps(b + t21);
            __m128 t22 = _mm_sub_ps(b_v_5, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t21, t22);
            long t23 = (long)i + (i_vec_2 + 4L);
            __m128 b_v_6 = _mm_loadu_ps(b + t23);
            __m128 t24 = _mm_sub_ps(b_v_6, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t23, t24);
            long t25 = (long)i + (i_vec_2 + 8L);
            __m128 b_v_7 = _mm_loadu_ps(b + t25);
            __m128 t26 = _mm_sub_ps(b_v_7, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t25, t26);
            long t27 = (long)i + (i_vec_2 + 12L);
            __m128 b_v_8 = _mm_loadu_ps(b + t27);
            __m128 t28 = _mm_sub_ps(b_v_8, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t27, t28);
            i_vec_2 += 16L;
        } while (i_vec_2 < t20);
        t29 = (int)((long)i + t20);
    } else {
        t29 = i;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long i_vec_3 = 0L;
        /* vcc: loop at reroll.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t32 = (long)t29 + i_vec_3;
            __m128 b_v_9 = _mm_loadu_ps(b + t32);
            __m128 t33 = _mm_sub_ps(b_v_9, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + t32, t33);
            i_vec_3 += 4L;
        } while (i_vec_3 < t31);
        i_1 = (int)((long)t29 + t31);
    } else {
        i_1 = t29;
    }
    for (; i_1 < n; i_1++) {
        long t34 = (long)i_1;
        a[t34] = b[t34] - 1.0f;
    }
}

/* An integer dot product unrolled five times into one sum (TSVC s352's shape, in int: exact in
   any order). */
int idot5(int n, const int *a, const int *b) {
    int t16;
    int t17;
    int i;
    int t;
    int t23;
    long t1 = -4L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 4L) / 5L : 0L;
    long t3 = t2 * 5L;
    long t4 = t2 * 5L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v4_uint t_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint t_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint t_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint t_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reroll.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t6 = (__m128i)((vcc_v4_int)a_v * (vcc_v4_int)b_v);
            t_v = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v, t6);
            long t7 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = (__m128i)((vcc_v4_int)a_v_1 * (vcc_v4_int)b_v_1);
            t_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_1, t8);
            long t9 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = (__m128i)((vcc_v4_int)a_v_2 * (vcc_v4_int)b_v_2);
            t_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_2, t10);
            long t11 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t12 = (__m128i)((vcc_v4_int)a_v_3 * (vcc_v4_int)b_v_3);
            t_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_3, t12);
            i_vec += 16L;
        } while (i_vec < t5);
        __m128i t13 = _mm_add_epi32((__m128i)t_v, (__m128i)t_v_1);
        __m128i t14 = _mm_add_epi32(t13, (__m128i)t_v_2);
        __m128i t15 = _mm_add_epi32(t14, (__m128i)t_v_3);
        t16 = (int)t5;
        t17 = (int)vcc_sse_reduce_epi32(t15, _mm_add_epi32, unsigned int);
    } else {
        t16 = 0;
        t17 = 0;
    }
    long t18 = t2 * 5L + (long)t16 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint t_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reroll.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t20 = (long)t16 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = (__m128i)((vcc_v4_int)a_v_4 * (vcc_v4_int)b_v_4);
            t_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)t_v_4, t21);
            i_vec_1 += 4L;
        } while (i_vec_1 < t19);
        i = (int)((long)t16 + t19);
        t = (int)((unsigned int)t17 + vcc_sse_reduce_epi32((__m128i)t_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t16;
        t = t17;
    }
    for (; (long)i < t3; i++, t += t23) {
        long t22 = (long)i;
        t23 = a[t22] * b[t22];
    }
    return t;
}

/* Counting down by 2. */
void down2(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = -1L + (long)n * 1L;
    long t3 = t2 >= 1L ? (t2 - 1L) / 2L + 1L : 0L;
    long t4 = t2 - t3 * 2L + 1L;
    long t5 = t3 * 2L;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t7 = (long)t1 + i_vec * -1L;
            __m128i t8 = _mm_loadu_si128((const __m128i *)(b + t7 + -3));
            __m128i t9 = (__m128i)((vcc_v4_int)t8 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t7 + -3), t9);
            long t10 = (long)t1 + (i_vec + 4L) * -1L;
            __m128i t11 = _mm_loadu_si128((const __m128i *)(b + t10 + -3));
            __m128i t12 = (__m128i)((vcc_v4_int)t11 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t10 + -3), t12);
            long t13 = (long)t1 + (i_vec + 8L) * -1L;
            __m128i t14 = _mm_loadu_si128((const __m128i *)(b + t13 + -3));
            __m128i t15 = (__m128i)((vcc_v4_int)t14 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t13 + -3), t15);
            long t16 = (long)t1 + (i_vec + 12L) * -1L;
            __m128i t17 = _mm_loadu_si128((const __m128i *)(b + t16 + -3));
            __m128i t18 = (__m128i)((vcc_v4_int)t17 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t16 + -3), t18);
            i_vec += 16L;
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t19 = (long)n * -1L + t3 * 2L + (long)t1 + 1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t1 + i_vec_1 * -1L;
            __m128i t22 = _mm_loadu_si128((const __m128i *)(b + t21 + -3));
            __m128i t23 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t21 + -3), t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t1 + t20 * -1L);
    } else {
        i = t1;
    }
    for (; (long)i >= t4; i--) {
        long t24 = (long)i;
        a[t24] = b[t24] * 3;
    }
}

/* A long counter and two statements per copy. */
void two_stmts(long n, short *restrict a, short *restrict c, const short *restrict b) {
    long t22;
    long i;
    long t1 = -1L + n * 1L;
    long t2 = t1 > 0L ? (t1 + 1L) / 2L : 0L;
    long t3 = t2 * 2L;
    long t4 = t2 * 2L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:51 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t6 = i_vec;
            const short *t7 = b + t6;
            __m128i b_v = _mm_loadu_si128((const __m128i *)t7);
            __m128i t8 = _mm_add_epi16(b_v, _mm_set1_epi16((short)7));
            _mm_storeu_si128((__m128i *)(a + t6), t8);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t9 = _mm_xor_si128(b_v_1, _mm_set1_epi16((short)5));
            _mm_storeu_si128((__m128i *)(c + t6), t9);
            long t10 = i_vec + 8L;
            const short *t11 = b + t10;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t12 = _mm_add_epi16(b_v_2, _mm_set1_epi16((short)7));
            _mm_storeu_si128((__m128i *)(a + t10), t12);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_xor_si128(b_v_3, _mm_set1_epi16((short)5));
            _mm_storeu_si128((__m128i *)(c + t10), t13);
            long t14 = i_vec + 16L;
            const short *t15 = b + t14;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t16 = _mm_add_epi16(b_v_4, _mm_set1_epi16((short)7));
            _mm_storeu_si128((__m128i *)(a + t14), t16);
            __m128i b_v_5 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t17 = _mm_xor_si128(b_v_5, _mm_set1_epi16((short)5));
            _mm_storeu_si128((__m128i *)(c + t14), t17);
            long t18 = i_vec + 24L;
            const short *t19 = b + t18;
            __m128i b_v_6 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t20 = _mm_add_epi16(b_v_6, _mm_set1_epi16((short)7));
            _mm_storeu_si128((__m128i *)(a + t18), t20);
            __m128i b_v_7 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t21 = _mm_xor_si128(b_v_7, _mm_set1_epi16((short)5));
            _mm_storeu_si128((__m128i *)(c + t18), t21);
            i_vec += 32L;
        } while (i_vec < t5);
        t22 = t5;
    } else {
        t22 = 0L;
    }
    long t23 = t2 * 2L + t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = t22 + i_vec_1;
            const short *t26 = b + t25;
            __m128i b_v_8 = _mm_loadu_si128((const __m128i *)t26);
            __m128i t27 = _mm_add_epi16(b_v_8, _mm_set1_epi16((short)7));
            _mm_storeu_si128((__m128i *)(a + t25), t27);
            __m128i b_v_9 = _mm_loadu_si128((const __m128i *)t26);
            __m128i t28 = _mm_xor_si128(b_v_9, _mm_set1_epi16((short)5));
            _mm_storeu_si128((__m128i *)(c + t25), t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = t22 + t24;
    } else {
        i = t22;
    }
    for (; i < t3; i++) {
        const short *t29 = b + i;
        a[i] = (short)((int)*t29 + 7);
        c[i] = (short)((int)*t29 ^ 5);
    }
}

/* A 0..n loop that steps by 3 over whole elements: the last group runs past n - 1 in the
   unrolled loop too, so the arrays have n + 2 elements. */
unsigned xor3(int n, const unsigned *a) {
    int t9;
    unsigned int t10;
    int i;
    unsigned int t;
    unsigned int t13;
    long t1 = (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 2L) / 3L : 0L;
    long t3 = t2 * 3L;
    long t4 = t2 * 3L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v4_uint t_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint t_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint t_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint t_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reroll.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            t_v = (vcc_v4_uint)_mm_xor_si128((__m128i)t_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            t_v_1 = (vcc_v4_uint)_mm_xor_si128((__m128i)t_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            t_v_2 = (vcc_v4_uint)_mm_xor_si128((__m128i)t_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            t_v_3 = (vcc_v4_uint)_mm_xor_si128((__m128i)t_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t5);
        __m128i t6 = _mm_xor_si128((__m128i)t_v, (__m128i)t_v_1);
        __m128i t7 = _mm_xor_si128(t6, (__m128i)t_v_2);
        __m128i t8 = _mm_xor_si128(t7, (__m128i)t_v_3);
        t9 = (int)t5;
        t10 = 0U ^ vcc_sse_reduce_epi32(t8, _mm_xor_si128, unsigned int);
    } else {
        t9 = 0;
        t10 = 0U;
    }
    long t11 = t2 * 3L + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint t_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reroll.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t9 + i_vec_1)));
            t_v_4 = (vcc_v4_uint)_mm_xor_si128((__m128i)t_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        t = t10 ^ vcc_sse_reduce_epi32((__m128i)t_v_4, _mm_xor_si128, unsigned int);
    } else {
        i = t9;
        t = t10;
    }
    for (; (long)i < t3; i++, t ^= t13) {
        t13 = a[i];
    }
    return t;
}

/* Not rolled: the copies scale by different constants (vectorized as it is: an interleave group). */
void differ(int n, float *restrict a, const float *restrict b) {
    int t39;
    int i;
    long t1 = (long)n / 2L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:70 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            const float *t4 = b + t3;
            __m128 t5 = _mm_loadu_ps(t4);
            __m128 t6 = _mm_loadu_ps(t4 + 4);
            __m128 b_v = _mm_shuffle_ps(t5, t6, 0x88);
            __m128 b_v_1 = _mm_shuffle_ps(t5, t6, 0xdd);
            __m128 t7 = _mm_mul_ps(b_v, _mm_set1_ps(0.5f));
            float *t8 = a + ((int)t3 + 1);
            __m128 t9 = _mm_mul_ps(b_v_1, _mm_set1_ps(0.25f));
            __m128 t10 = _mm_unpacklo_ps(t7, t9);
            _mm_storeu_ps(t8 + -1, t10);
            __m128 t11 = _mm_unpackhi_ps(t7, t9);
            _mm_storeu_ps(t8 + 3, t11);
            long t12 = (i_vec + 4L) * 2L;
            const float *t13 = b + t12;
            __m128 t14 = _mm_loadu_ps(t13);
            __m128 t15 = _mm_loadu_ps(t13 + 4);
            __m128 b_v_2 = _mm_shuffle_ps(t14, t15, 0x88);
            __m128 b_v_3 = _mm_shuffle_ps(t14, t15, 0xdd);
            __m128 t16 = _mm_mul_ps(b_v_2, _mm_set1_ps(0.5f));
            float *t17 = a + ((int)t12 + 1);
            __m128 t18 = _mm_mul_ps(b_v_3, _mm_set1_ps(0.25f));
            __m128 t19 = _mm_unpacklo_ps(t16, t18);
            _mm_storeu_ps(t17 + -1, t19);
            __m128 t20 = _mm_unpackhi_ps(t16, t18);
            _mm_storeu_ps(t17 + 3, t20);
            long t21 = (i_vec + 8L) * 2L;
            const float *t22 = b + t21;
            __m128 t23 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_loadu_ps(t22 + 4);
            __m128 b_v_4 = _mm_shuffle_ps(t23, t24, 0x88);
            __m128 b_v_5 = _mm_shuffle_ps(t23, t24, 0xdd);
            __m128 t25 = _mm_mul_ps(b_v_4, _mm_set1_ps(0.5f));
            float *t26 = a + ((int)t21 + 1);
            __m128 t27 = _mm_mul_ps(b_v_5, _mm_set1_ps(0.25f));
            __m128 t28 = _mm_unpacklo_ps(t25, t27);
            _mm_storeu_ps(t26 + -1, t28);
            __m128 t29 = _mm_unpackhi_ps(t25, t27);
            _mm_storeu_ps(t26 + 3, t29);
            long t30 = (i_vec + 12L) * 2L;
            const float *t31 = b + t30;
            __m128 t32 = _mm_loadu_ps(t31);
            __m128 t33 = _mm_loadu_ps(t31 + 4);
            __m128 b_v_6 = _mm_shuffle_ps(t32, t33, 0x88);
            __m128 b_v_7 = _mm_shuffle_ps(t32, t33, 0xdd);
            __m128 t34 = _mm_mul_ps(b_v_6, _mm_set1_ps(0.5f));
            float *t35 = a + ((int)t30 + 1);
            __m128 t36 = _mm_mul_ps(b_v_7, _mm_set1_ps(0.25f));
            __m128 t37 = _mm_unpacklo_ps(t34, t36);
            _mm_storeu_ps(t35 + -1, t37);
            __m128 t38 = _mm_unpackhi_ps(t34, t36);
            _mm_storeu_ps(t35 + 3, t38);
            i_vec += 16L;
        } while (i_vec < t2);
        t39 = (int)(t2 * 2L);
    } else {
        t39 = 0;
    }
    long t40 = ((long)n + (long)t39 * -1L) / 2L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:70 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1 * 2L;
            const float *t43 = b + t42;
            __m128 t44 = _mm_loadu_ps(t43);
            __m128 t45 = _mm_loadu_ps(t43 + 4);
            __m128 b_v_8 = _mm_shuffle_ps(t44, t45, 0x88);
            __m128 b_v_9 = _mm_shuffle_ps(t44, t45, 0xdd);
            __m128 t46 = _mm_mul_ps(b_v_8, _mm_set1_ps(0.5f));
            float *t47 = a + ((int)t42 + 1);
            __m128 t48 = _mm_mul_ps(b_v_9, _mm_set1_ps(0.25f));
            __m128 t49 = _mm_unpacklo_ps(t46, t48);
            _mm_storeu_ps(t47 + -1, t49);
            __m128 t50 = _mm_unpackhi_ps(t46, t48);
            _mm_storeu_ps(t47 + 3, t50);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41 * 2L);
    } else {
        i = t39;
    }
    for (; i < (n - 1); i += 2) {
        long t51 = (long)i;
        vcc_v2_float t52 = vcc_load(vcc_v2_float, b + t51);
        vcc_v2_float t53 = t52 * (vcc_v2_float){0.5f, 0.25f};
        vcc_store(a + t51, t53);
    }
}

/* Not vectorized either way: copy 1 reads the element copy 0 stored (rolled, each iteration
   reads the last one's store: a recurrence). */
void chain(int n, float *a, const float *b) {
    for (int i = 1; i < n - 1; i += 2) {
        a[i] = a[i - 1] + b[i];
        a[i + 1] = a[i] + b[i + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, 4), *b = new_array(n + 2, 4);
        int *ia = new_array(n + 2, 4), *ib = new_array(n + 2, 4);
        short *sa = new_array(n + 2, 2), *sb = new_array(n + 2, 2), *sc = new_array(n + 2, 2);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -50, 100);
        FILL(ia, n + 2, -1000, 2000);
        FILL(ib, n + 2, -1000, 2000);
        FILL(sa, n + 2, -300, 600);
        FILL(sb, n + 2, -300, 600);
        FILL(sc, n + 2, -300, 600);
        axpy4(n, 1.5f, a, b);
        unsigned long long h1 = HASH(a, n + 2);
        add4_then_rest(n, a, b);
        unsigned long long h2 = HASH(a, n + 2);
        int dot = idot5(n, ia, ib);
        unsigned x = xor3(n, (const unsigned *)ia);
        down2(n, ia, ib);
        unsigned long long h3 = HASH(ia, n + 2);
        two_stmts(n, sa, sc, sb);
        unsigned long long h4 = HASH(sa, n + 2) ^ HASH(sc, n + 2);
        differ(n, a, b);
        unsigned long long h5 = HASH(a, n + 2);
        chain(n, a, b);
        unsigned long long h6 = HASH(a, n + 2);
        printf("n=%d %llx %llx dot=%d x=%u %llx %llx %llx %llx\n", n, h1, h2, dot, x, h3, h4, h5, h6);
        free(a), free(b), free(ia), free(ib), free(sa), free(sb), free(sc);
    }
    return 0;
}
