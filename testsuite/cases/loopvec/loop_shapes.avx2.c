/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
__attribute__((target("avx2"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    int t36;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)n);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            long t10 = (long)((int)((long)n + t2 * -1L) - 1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t13 = _mm256_add_epi32(t12, t9);
            __m256i t14 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t14);
            __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(-8));
            __m256i t16 = t15;
            long t17 = (long)((int)((long)n + (t2 + 8L) * -1L) - 1);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t17 + -7));
            __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_add_epi32(t19, t16);
            __m256i t21 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t17 + -7), t21);
            __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(-16));
            __m256i t23 = t22;
            long t24 = (long)((int)((long)n + (t2 + 16L) * -1L) - 1);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t24 + -7));
            __m256i t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t27 = _mm256_add_epi32(t26, t23);
            __m256i t28 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t24 + -7), t28);
            __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(-24));
            __m256i t30 = t29;
            long t31 = (long)((int)((long)n + (t2 + 24L) * -1L) - 1);
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(b + t31 + -7));
            __m256i t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t34 = _mm256_add_epi32(t33, t30);
            __m256i t35 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t31 + -7), t35);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(-32));
        } while (t2 < t6);
        t36 = (int)((long)n + t6 * -1L);
    } else {
        t36 = n;
    }
    long t37 = (long)t36;
    if (t37 >= 8L) {
        long t38 = t37 & -8L;
        __m256i t39 = _mm256_set1_epi32((int)t36);
        __m256i t40 = t39;
        __m256i t3 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t4 = 0L;
        do {
            __m256i t41 = t3;
            long t42 = (long)((int)((long)t36 + t4 * -1L) - 1);
            __m256i t43 = _mm256_loadu_si256((const __m256i *)(b + t42 + -7));
            __m256i t44 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t45 = _mm256_add_epi32(t44, t41);
            __m256i t46 = _mm256_permutevar8x32_epi32(t45, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t42 + -7), t46);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(-8));
        } while (t4 < t38);
        i = (int)((long)t36 + t38 * -1L);
    } else {
        i = t36;
    }
    while (i > 0) {
        int t47 = i - 1;
        long t48 = (long)t47;
        a[t48] = b[t48] + i;
        i = t47;
    }
}

__attribute__((target("avx2"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(3));
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(3));
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(3));
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            __m256i t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(3));
            __m256i t27 = _mm256_add_epi32(t26, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    while (i < n) {
        long t28 = (long)i;
        a[t28] = b[t28] * 3 + 1;
        i++;
    }
}

__attribute__((target("avx2"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    unsigned int t28;
    unsigned int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)0U);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            long t10 = (long)(unsigned int)t2;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t12 = _mm256_add_epi32(t11, t9);
            _mm256_storeu_si256((__m256i *)(a + t10), t12);
            __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t14 = t13;
            long t15 = (long)(unsigned int)(t2 + 8L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_add_epi32(t16, t14);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t19 = t18;
            long t20 = (long)(unsigned int)(t2 + 16L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t22 = _mm256_add_epi32(t21, t19);
            _mm256_storeu_si256((__m256i *)(a + t20), t22);
            __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t24 = t23;
            long t25 = (long)(unsigned int)(t2 + 24L);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(b + t25));
            __m256i t27 = _mm256_add_epi32(t26, t24);
            _mm256_storeu_si256((__m256i *)(a + t25), t27);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t28 = (unsigned int)t6;
    } else {
        t28 = 0U;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        __m256i t31 = _mm256_set1_epi32((int)t28);
        __m256i t32 = t31;
        __m256i t3 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t33 = t3;
            long t34 = (long)(unsigned int)((long)t28 + t4);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t34));
            __m256i t36 = _mm256_add_epi32(t35, t33);
            _mm256_storeu_si256((__m256i *)(a + t34), t36);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t30);
        i = (unsigned int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        a[t37] = b[t37] + i;
    }
}

__attribute__((target("avx2"))) void long_from_offset(long lo, long hi, long *restrict a) {
    long t20;
    long i;
    long t5 = lo * -1L + hi;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m256i t7 = _mm256_set1_epi64x((long long)lo);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi64(t8, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            __m256i t10 = (__m256i)((vcc_v4_long)t9 * (vcc_v4_long)t9);
            _mm256_storeu_si256((__m256i *)(a + (lo + t2)), t10);
            __m256i t11 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)4LL));
            __m256i t12 = t11;
            __m256i t13 = (__m256i)((vcc_v4_long)t12 * (vcc_v4_long)t12);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t2 + 4L))), t13);
            __m256i t14 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)8LL));
            __m256i t15 = t14;
            __m256i t16 = (__m256i)((vcc_v4_long)t15 * (vcc_v4_long)t15);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t2 + 8L))), t16);
            __m256i t17 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            __m256i t18 = t17;
            __m256i t19 = (__m256i)((vcc_v4_long)t18 * (vcc_v4_long)t18);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t2 + 12L))), t19);
            t2 += 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)16LL));
        } while (t2 < t6);
        t20 = lo + t6;
    } else {
        t20 = lo;
    }
    long t21 = hi + t20 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        __m256i t23 = _mm256_set1_epi64x((long long)t20);
        __m256i t24 = t23;
        __m256i t3 = _mm256_add_epi64(t24, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long t4 = 0L;
        do {
            __m256i t25 = t3;
            __m256i t26 = (__m256i)((vcc_v4_long)t25 * (vcc_v4_long)t25);
            _mm256_storeu_si256((__m256i *)(a + (t20 + t4)), t26);
            t4 += 4L;
            t3 = _mm256_add_epi64(t3, _mm256_set1_epi64x((long long)4LL));
        } while (t4 < t22);
        i = t20 + t22;
    } else {
        i = t20;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
