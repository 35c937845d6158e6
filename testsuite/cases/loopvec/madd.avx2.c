/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

__attribute__((target("avx2"))) int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_madd_epi16(a_v, b_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32((__m256i)s_v);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s += (int)a[t4] * (int)b[t4];
    }
    return s;
}

/* A start value, the product written the other way round. */
__attribute__((target("avx2"))) int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:19 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_madd_epi16(b_v, a_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)((unsigned int)start + vcc_avx2_sum_epi32((__m256i)s_v));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s = (int)b[t4] * (int)a[t4] + s;
    }
    return s;
}

/* A sum of squares. */
__attribute__((target("avx2"))) int squares(int n, const int16_t *restrict a) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:27 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_madd_epi16(a_v, a_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32((__m256i)s_v);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        int t4 = (int)a[i];
        s += t4 * t4;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
__attribute__((target("avx2"))) int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    int t11;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:35 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepu16_epi32(a_v);
            __m256i t4 = _mm256_cvtepu16_epi32(b_v);
            __m256i t5 = _mm256_mullo_epi32(t3, t4);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t5);
            long t6 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m256i t7 = _mm256_cvtepu16_epi32(a_v_1);
            __m256i t8 = _mm256_cvtepu16_epi32(b_v_1);
            __m256i t9 = _mm256_mullo_epi32(t7, t8);
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t10 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t11 = (int)t2;
        t12 = (int)vcc_avx2_sum_epi32(t10);
    } else {
        t11 = 0;
        t12 = 0;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t16 = _mm256_cvtepu16_epi32(a_v_2);
            __m256i t17 = _mm256_cvtepu16_epi32(b_v_2);
            __m256i t18 = _mm256_mullo_epi32(t16, t17);
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t11 + t14);
        s = (int)((unsigned int)t12 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += (int)a[t19] * (int)b[t19];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
__attribute__((target("avx2"))) long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    int t25;
    long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at madd.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            __m256i t6 = _mm256_cvtepi32_epi64(t5);
            s_v = _mm256_add_epi64(s_v, t6);
            long t7 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t7);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t7);
            __m128i t8 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t10 = _mm_mullo_epi32(t8, t9);
            __m256i t11 = _mm256_cvtepi32_epi64(t10);
            s_v_1 = _mm256_add_epi64(s_v_1, t11);
            long t12 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t12);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t12);
            __m128i t13 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t14 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t15 = _mm_mullo_epi32(t13, t14);
            __m256i t16 = _mm256_cvtepi32_epi64(t15);
            s_v_2 = _mm256_add_epi64(s_v_2, t16);
            long t17 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t17);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t17);
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t19 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t20 = _mm_mullo_epi32(t18, t19);
            __m256i t21 = _mm256_cvtepi32_epi64(t20);
            s_v_3 = _mm256_add_epi64(s_v_3, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t22 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t23 = _mm256_add_epi64(t22, s_v_2);
        __m256i t24 = _mm256_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long)vcc_avx2_reduce_epi64(t24, _mm_add_epi64, unsigned long);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at madd.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t29);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t29);
            __m128i t30 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t31 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t32 = _mm_mullo_epi32(t30, t31);
            __m256i t33 = _mm256_cvtepi32_epi64(t32);
            s_v_4 = _mm256_add_epi64(s_v_4, t33);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        s += (long)((int)a[t34] * (int)b[t34]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
__attribute__((target("avx2"))) int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t9;
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:51 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(a_v);
            __m256i t4 = _mm256_cvtepi16_epi32(b_v);
            __m256i t_v = _mm256_mullo_epi32(t3, t4);
            _mm256_storeu_si256((__m256i *)(p + i_vec), t_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t_v);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m256i t6 = _mm256_cvtepi16_epi32(a_v_1);
            __m256i t7 = _mm256_cvtepi16_epi32(b_v_1);
            __m256i t_v_1 = _mm256_mullo_epi32(t6, t7);
            _mm256_storeu_si256((__m256i *)(p + t5), t_v_1);
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t8 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t9 = (int)t2;
        t10 = (int)vcc_avx2_sum_epi32(t8);
    } else {
        t9 = 0;
        t10 = 0;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m256i t14 = _mm256_cvtepi16_epi32(a_v_2);
            __m256i t15 = _mm256_cvtepi16_epi32(b_v_2);
            __m256i t_v_2 = _mm256_mullo_epi32(t14, t15);
            _mm256_storeu_si256((__m256i *)(p + t13), t_v_2);
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t9;
        s = t10;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t = (int)a[t16] * (int)b[t16];
        p[t16] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
