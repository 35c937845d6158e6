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
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)n);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i i_v_2 = i_v;
            long t5 = (long)((int)((long)n + i_vec * -1L) - 1);
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5 + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t7 = _mm256_add_epi32(b_v, i_v_2);
            __m256i t8 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t5 + -7), t8);
            __m256i t9 = _mm256_add_epi32(i_v, _mm256_set1_epi32(-8));
            __m256i i_v_3 = t9;
            long t10 = (long)((int)((long)n + (i_vec + 8L) * -1L) - 1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_add_epi32(b_v_1, i_v_3);
            __m256i t13 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t13);
            __m256i t14 = _mm256_add_epi32(i_v, _mm256_set1_epi32(-16));
            __m256i i_v_4 = t14;
            long t15 = (long)((int)((long)n + (i_vec + 16L) * -1L) - 1);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t17 = _mm256_add_epi32(b_v_2, i_v_4);
            __m256i t18 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t18);
            __m256i t19 = _mm256_add_epi32(i_v, _mm256_set1_epi32(-24));
            __m256i i_v_5 = t19;
            long t20 = (long)((int)((long)n + (i_vec + 24L) * -1L) - 1);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20 + -7));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t22 = _mm256_add_epi32(b_v_3, i_v_5);
            __m256i t23 = _mm256_permutevar8x32_epi32(t22, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t20 + -7), t23);
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t2);
        t24 = (int)((long)n + t2 * -1L);
    } else {
        t24 = n;
    }
    long t25 = (long)t24;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        __m256i t27 = _mm256_set1_epi32((int)t24);
        __m256i t28 = t27;
        __m256i i_v_1 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_6 = i_v_1;
            long t29 = (long)((int)((long)t24 + i_vec_1 * -1L) - 1);
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(b + t29 + -7));
            __m256i b_v_4 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t31 = _mm256_add_epi32(b_v_4, i_v_6);
            __m256i t32 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t29 + -7), t32);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26 * -1L);
    } else {
        i = t24;
    }
    while (i > 0) {
        int t33 = i - 1;
        long t34 = (long)t33;
        a[t34] = b[t34] + i;
        i = t33;
    }
}

__attribute__((target("avx2"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_mullo_epi32(b_v, _mm256_set1_epi32(3));
            __m256i t5 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t3), t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = _mm256_mullo_epi32(b_v_1, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_mullo_epi32(b_v_2, _mm256_set1_epi32(3));
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t13 = _mm256_mullo_epi32(b_v_3, _mm256_set1_epi32(3));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = _mm256_mullo_epi32(b_v_4, _mm256_set1_epi32(3));
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t18), t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    while (i < n) {
        long t21 = (long)i;
        a[t21] = b[t21] * 3 + 1;
        i++;
    }
}

__attribute__((target("avx2"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    unsigned int t16;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)0U);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i i_v_2 = i_v;
            long t5 = (long)(unsigned int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_add_epi32(b_v, i_v_2);
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            __m256i t7 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t7;
            long t8 = (long)(unsigned int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_add_epi32(b_v_1, i_v_3);
            _mm256_storeu_si256((__m256i *)(a + t8), t9);
            __m256i t10 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_4 = t10;
            long t11 = (long)(unsigned int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = _mm256_add_epi32(b_v_2, i_v_4);
            _mm256_storeu_si256((__m256i *)(a + t11), t12);
            __m256i t13 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_5 = t13;
            long t14 = (long)(unsigned int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_add_epi32(b_v_3, i_v_5);
            _mm256_storeu_si256((__m256i *)(a + t14), t15);
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t16 = (unsigned int)t2;
    } else {
        t16 = 0U;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        __m256i t19 = _mm256_set1_epi32((int)t16);
        __m256i t20 = t19;
        __m256i i_v_1 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_6 = i_v_1;
            long t21 = (long)(unsigned int)((long)t16 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t22 = _mm256_add_epi32(b_v_4, i_v_6);
            _mm256_storeu_si256((__m256i *)(a + t21), t22);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t18);
        i = (unsigned int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        a[t23] = b[t23] + i;
    }
}

__attribute__((target("avx2"))) void long_from_offset(long lo, long hi, long *restrict a) {
    long t12;
    long i;
    long t1 = lo * -1L + hi;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi64x((long long)lo);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi64(t4, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i i_v_2 = i_v;
            __m256i t5 = (__m256i)((vcc_v4_long)i_v_2 * (vcc_v4_long)i_v_2);
            _mm256_storeu_si256((__m256i *)(a + (lo + i_vec)), t5);
            __m256i t6 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)4LL));
            __m256i i_v_3 = t6;
            __m256i t7 = (__m256i)((vcc_v4_long)i_v_3 * (vcc_v4_long)i_v_3);
            _mm256_storeu_si256((__m256i *)(a + (lo + (i_vec + 4L))), t7);
            __m256i t8 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)8LL));
            __m256i i_v_4 = t8;
            __m256i t9 = (__m256i)((vcc_v4_long)i_v_4 * (vcc_v4_long)i_v_4);
            _mm256_storeu_si256((__m256i *)(a + (lo + (i_vec + 8L))), t9);
            __m256i t10 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)12LL));
            __m256i i_v_5 = t10;
            __m256i t11 = (__m256i)((vcc_v4_long)i_v_5 * (vcc_v4_long)i_v_5);
            _mm256_storeu_si256((__m256i *)(a + (lo + (i_vec + 12L))), t11);
            i_vec += 16L;
            i_v = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)16LL));
        } while (i_vec < t2);
        t12 = lo + t2;
    } else {
        t12 = lo;
    }
    long t13 = hi + t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        __m256i t15 = _mm256_set1_epi64x((long long)t12);
        __m256i t16 = t15;
        __m256i i_v_1 = _mm256_add_epi64(t16, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_6 = i_v_1;
            __m256i t17 = (__m256i)((vcc_v4_long)i_v_6 * (vcc_v4_long)i_v_6);
            _mm256_storeu_si256((__m256i *)(a + (t12 + i_vec_1)), t17);
            i_vec_1 += 4L;
            i_v_1 = _mm256_add_epi64(i_v_1, _mm256_set1_epi64x((long long)4LL));
        } while (i_vec_1 < t14);
        i = t12 + t14;
    } else {
        i = t12;
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
