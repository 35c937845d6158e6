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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
    long t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    long t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    int i;
    int t47;
    long t48;
    t5 = (long)n;
    if (t5 >= 32L) {
        t6 = t5 & -32L;
        t7 = _mm256_set1_epi32((int)n);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = (long)((int)((long)n + t2 * -1L) - 1);
            t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t13 = _mm256_add_epi32(t12, t9);
            t14 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t14);
            t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-8));
            t16 = t15;
            t17 = (long)((int)((long)n + (t2 + 8L) * -1L) - 1);
            t18 = _mm256_loadu_si256((const __m256i *)(b + t17 + -7));
            t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t20 = _mm256_add_epi32(t19, t16);
            t21 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t17 + -7), t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-16));
            t23 = t22;
            t24 = (long)((int)((long)n + (t2 + 16L) * -1L) - 1);
            t25 = _mm256_loadu_si256((const __m256i *)(b + t24 + -7));
            t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t27 = _mm256_add_epi32(t26, t23);
            t28 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t24 + -7), t28);
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-24));
            t30 = t29;
            t31 = (long)((int)((long)n + (t2 + 24L) * -1L) - 1);
            t32 = _mm256_loadu_si256((const __m256i *)(b + t31 + -7));
            t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t34 = _mm256_add_epi32(t33, t30);
            t35 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t31 + -7), t35);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-32));
        } while (t2 < t6);
        t36 = (int)((long)n + t6 * -1L);
    } else {
        t36 = n;
    }
    t37 = (long)t36;
    if (t37 >= 8L) {
        t38 = t37 & -8L;
        t39 = _mm256_set1_epi32((int)t36);
        t40 = t39;
        t3 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t4 = 0L;
        do {
            t41 = t3;
            t42 = (long)((int)((long)t36 + t4 * -1L) - 1);
            t43 = _mm256_loadu_si256((const __m256i *)(b + t42 + -7));
            t44 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t45 = _mm256_add_epi32(t44, t41);
            t46 = _mm256_permutevar8x32_epi32(t45, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t42 + -7), t46);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)-8));
        } while (t4 < t38);
        i = (int)((long)t36 + t38 * -1L);
    } else {
        i = t36;
    }
    for (; i > 0; i = t47) {
        t47 = i - 1;
        t48 = (long)t47;
        a[t48] = b[t48] + i;
    }
}

__attribute__((target("avx2"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int i;
    long t28;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = _mm256_loadu_si256((const __m256i *)(b + t13));
            t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)3));
            t16 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            t17 = (long)(int)((long)0 + (t1 + 24L));
            t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)3));
            t20 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t21 + t2);
            t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32((int)3));
            t27 = _mm256_add_epi32(t26, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    while (i < n) {
        t28 = (long)i;
        a[t28] = b[t28] * 3 + 1;
        i++;
    }
}

__attribute__((target("avx2"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    unsigned int t28;
    long t29;
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    __m256i t35;
    __m256i t36;
    unsigned int i;
    long t37;
    t5 = (long)n;
    if (t5 >= 32L) {
        t6 = t5 & -32L;
        t7 = _mm256_set1_epi32((int)0U);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = (long)(unsigned int)((long)0U + t2);
            t11 = _mm256_loadu_si256((const __m256i *)(b + t10));
            t12 = _mm256_add_epi32(t11, t9);
            _mm256_storeu_si256((__m256i *)(a + t10), t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = (long)(unsigned int)((long)0U + (t2 + 8L));
            t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            t17 = _mm256_add_epi32(t16, t14);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t19 = t18;
            t20 = (long)(unsigned int)((long)0U + (t2 + 16L));
            t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            t22 = _mm256_add_epi32(t21, t19);
            _mm256_storeu_si256((__m256i *)(a + t20), t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t24 = t23;
            t25 = (long)(unsigned int)((long)0U + (t2 + 24L));
            t26 = _mm256_loadu_si256((const __m256i *)(b + t25));
            t27 = _mm256_add_epi32(t26, t24);
            _mm256_storeu_si256((__m256i *)(a + t25), t27);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t6);
        t28 = (unsigned int)((long)0U + t6);
    } else {
        t28 = 0U;
    }
    t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t31 = _mm256_set1_epi32((int)t28);
        t32 = t31;
        t3 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t33 = t3;
            t34 = (long)(unsigned int)((long)t28 + t4);
            t35 = _mm256_loadu_si256((const __m256i *)(b + t34));
            t36 = _mm256_add_epi32(t35, t33);
            _mm256_storeu_si256((__m256i *)(a + t34), t36);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t30);
        i = (unsigned int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        a[t37] = b[t37] + i;
    }
}

__attribute__((target("avx2"))) void long_from_offset(long lo, long hi, long *restrict a) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    long t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long i;
    t5 = lo * -1L + hi;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t7 = _mm256_set1_epi64x((long long)lo);
        t8 = t7;
        t1 = _mm256_add_epi64(t8, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = (__m256i)((vcc_v4_long)t9 * (vcc_v4_long)t9);
            _mm256_storeu_si256((__m256i *)(a + (lo + t2)), t10);
            t11 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)4LL));
            t12 = t11;
            t13 = (__m256i)((vcc_v4_long)t12 * (vcc_v4_long)t12);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t2 + 4L))), t13);
            t14 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)8LL));
            t15 = t14;
            t16 = (__m256i)((vcc_v4_long)t15 * (vcc_v4_long)t15);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t2 + 8L))), t16);
            t17 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            t18 = t17;
            t19 = (__m256i)((vcc_v4_long)t18 * (vcc_v4_long)t18);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t2 + 12L))), t19);
            t2 += 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)16LL));
        } while (t2 < t6);
        t20 = lo + t6;
    } else {
        t20 = lo;
    }
    t21 = hi + t20 * -1L;
    if (t21 >= 4L) {
        t22 = t21 & -4L;
        t23 = _mm256_set1_epi64x((long long)t20);
        t24 = t23;
        t3 = _mm256_add_epi64(t24, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        t4 = 0L;
        do {
            t25 = t3;
            t26 = (__m256i)((vcc_v4_long)t25 * (vcc_v4_long)t25);
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
