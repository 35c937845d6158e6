/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = _mm256_madd_epi16(t6, t7);
            t2 = _mm256_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(t2);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s += (int)a[t9] * (int)b[t9];
    }
    return s;
}

/* A start value, the product written the other way round. */
__attribute__((target("avx2"))) int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t8 = _mm256_madd_epi16(t6, t7);
            t2 = _mm256_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)((unsigned int)start + vcc_avx2_sum_epi32(t2));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s = (int)b[t9] * (int)a[t9] + s;
    }
    return s;
}

/* A sum of squares. */
__attribute__((target("avx2"))) int squares(int n, const int16_t *restrict a) {
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t6 = _mm256_madd_epi16(t5, t5);
            t2 = _mm256_add_epi32(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(t2);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        int t7 = (int)a[i];
        s += t7 * t7;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
__attribute__((target("avx2"))) int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    int t23;
    int t24;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        do {
            long t8 = (long)(int)t1;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t10 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t11 = _mm256_cvtepu16_epi32(t9);
            __m256i t12 = _mm256_cvtepu16_epi32(t10);
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            __m256i t14 = t13;
            t2 = _mm256_add_epi32(t2, t14);
            long t15 = (long)(int)(t1 + 8L);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i t17 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t18 = _mm256_cvtepu16_epi32(t16);
            __m256i t19 = _mm256_cvtepu16_epi32(t17);
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            __m256i t21 = t20;
            t3 = _mm256_add_epi32(t3, t21);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t22 = _mm256_add_epi32(t2, t3);
        t23 = (int)t7;
        t24 = (int)vcc_avx2_sum_epi32(t22);
    } else {
        t23 = 0;
        t24 = 0;
    }
    long t25 = (long)n + (long)t23 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            long t27 = (long)(int)((long)t23 + t4);
            __m128i t28 = _mm_loadu_si128((const __m128i *)(a + t27));
            __m128i t29 = _mm_loadu_si128((const __m128i *)(b + t27));
            __m256i t30 = _mm256_cvtepu16_epi32(t28);
            __m256i t31 = _mm256_cvtepu16_epi32(t29);
            __m256i t32 = _mm256_mullo_epi32(t30, t31);
            __m256i t33 = t32;
            t5 = _mm256_add_epi32(t5, t33);
            t4 += 8L;
        } while (t4 < t26);
        i = (int)((long)t23 + t26);
        s = (int)((unsigned int)t24 + vcc_avx2_sum_epi32(t5));
    } else {
        i = t23;
        s = t24;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        s += (int)a[t34] * (int)b[t34];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
__attribute__((target("avx2"))) long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    int t45;
    long t46;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t10 = (long)(int)t1;
            vcc_v4_short t11 = vcc_load(vcc_v4_short, a + t10);
            vcc_v4_short t12 = vcc_load(vcc_v4_short, b + t10);
            __m128i t13 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t11));
            __m128i t14 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t12));
            __m128i t15 = _mm_mullo_epi32(t13, t14);
            __m256i t16 = _mm256_cvtepi32_epi64(t15);
            __m256i t17 = t16;
            t2 = _mm256_add_epi64(t2, t17);
            long t18 = (long)(int)(t1 + 4L);
            vcc_v4_short t19 = vcc_load(vcc_v4_short, a + t18);
            vcc_v4_short t20 = vcc_load(vcc_v4_short, b + t18);
            __m128i t21 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t19));
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t20));
            __m128i t23 = _mm_mullo_epi32(t21, t22);
            __m256i t24 = _mm256_cvtepi32_epi64(t23);
            __m256i t25 = t24;
            t3 = _mm256_add_epi64(t3, t25);
            long t26 = (long)(int)(t1 + 8L);
            vcc_v4_short t27 = vcc_load(vcc_v4_short, a + t26);
            vcc_v4_short t28 = vcc_load(vcc_v4_short, b + t26);
            __m128i t29 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t27));
            __m128i t30 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t28));
            __m128i t31 = _mm_mullo_epi32(t29, t30);
            __m256i t32 = _mm256_cvtepi32_epi64(t31);
            __m256i t33 = t32;
            t4 = _mm256_add_epi64(t4, t33);
            long t34 = (long)(int)(t1 + 12L);
            vcc_v4_short t35 = vcc_load(vcc_v4_short, a + t34);
            vcc_v4_short t36 = vcc_load(vcc_v4_short, b + t34);
            __m128i t37 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t35));
            __m128i t38 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t36));
            __m128i t39 = _mm_mullo_epi32(t37, t38);
            __m256i t40 = _mm256_cvtepi32_epi64(t39);
            __m256i t41 = t40;
            t5 = _mm256_add_epi64(t5, t41);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t42 = _mm256_add_epi64(t2, t3);
        __m256i t43 = _mm256_add_epi64(t42, t4);
        __m256i t44 = _mm256_add_epi64(t43, t5);
        t45 = (int)t9;
        t46 = (long)vcc_avx2_reduce_epi64(t44, _mm_add_epi64, unsigned long);
    } else {
        t45 = 0;
        t46 = 0L;
    }
    long t47 = (long)n + (long)t45 * -1L;
    if (t47 >= 4L) {
        long t48 = t47 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t49 = (long)(int)((long)t45 + t6);
            vcc_v4_short t50 = vcc_load(vcc_v4_short, a + t49);
            vcc_v4_short t51 = vcc_load(vcc_v4_short, b + t49);
            __m128i t52 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t50));
            __m128i t53 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t51));
            __m128i t54 = _mm_mullo_epi32(t52, t53);
            __m256i t55 = _mm256_cvtepi32_epi64(t54);
            __m256i t56 = t55;
            t7 = _mm256_add_epi64(t7, t56);
            t6 += 4L;
        } while (t6 < t48);
        i = (int)((long)t45 + t48);
        s = (long)((unsigned long)t46 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long));
    } else {
        i = t45;
        s = t46;
    }
    for (; i < n; i++) {
        long t57 = (long)i;
        s += (long)((int)a[t57] * (int)b[t57]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
__attribute__((target("avx2"))) int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t23;
    int t24;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        do {
            long t8 = (long)(int)t1;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t10 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t11 = _mm256_cvtepi16_epi32(t9);
            __m256i t12 = _mm256_cvtepi16_epi32(t10);
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            _mm256_storeu_si256((__m256i *)(p + t8), t13);
            __m256i t14 = t13;
            t2 = _mm256_add_epi32(t2, t14);
            long t15 = (long)(int)(t1 + 8L);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i t17 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t18 = _mm256_cvtepi16_epi32(t16);
            __m256i t19 = _mm256_cvtepi16_epi32(t17);
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            _mm256_storeu_si256((__m256i *)(p + t15), t20);
            __m256i t21 = t20;
            t3 = _mm256_add_epi32(t3, t21);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t22 = _mm256_add_epi32(t2, t3);
        t23 = (int)t7;
        t24 = (int)vcc_avx2_sum_epi32(t22);
    } else {
        t23 = 0;
        t24 = 0;
    }
    long t25 = (long)n + (long)t23 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            long t27 = (long)(int)((long)t23 + t4);
            __m128i t28 = _mm_loadu_si128((const __m128i *)(a + t27));
            __m128i t29 = _mm_loadu_si128((const __m128i *)(b + t27));
            __m256i t30 = _mm256_cvtepi16_epi32(t28);
            __m256i t31 = _mm256_cvtepi16_epi32(t29);
            __m256i t32 = _mm256_mullo_epi32(t30, t31);
            _mm256_storeu_si256((__m256i *)(p + t27), t32);
            __m256i t33 = t32;
            t5 = _mm256_add_epi32(t5, t33);
            t4 += 8L;
        } while (t4 < t26);
        i = (int)((long)t23 + t26);
        s = (int)((unsigned int)t24 + vcc_avx2_sum_epi32(t5));
    } else {
        i = t23;
        s = t24;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        int t = (int)a[t34] * (int)b[t34];
        p[t34] = t;
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
