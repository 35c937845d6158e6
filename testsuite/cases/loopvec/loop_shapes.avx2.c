/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 sse4.2=3 sse2=3 neon=4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
__attribute__((target("avx2"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)n);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)((int)((long)n + i_vec * -1L) - 1);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t6 = _mm256_add_epi32(b_v, (__m256i)i_v);
            __m256i t7 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), t7);
            __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            long t9 = (long)((int)((long)n + (i_vec + 8L) * -1L) - 1);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t11 = _mm256_add_epi32(b_v_1, t8);
            __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t12);
            __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
            long t14 = (long)((int)((long)n + (i_vec + 16L) * -1L) - 1);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t14 + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t16 = _mm256_add_epi32(b_v_2, t13);
            __m256i t17 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t14 + -7), t17);
            __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-24));
            long t19 = (long)((int)((long)n + (i_vec + 24L) * -1L) - 1);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19 + -7));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t21 = _mm256_add_epi32(b_v_3, t18);
            __m256i t22 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t19 + -7), t22);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t2);
        t23 = (int)((long)n + t2 * -1L);
    } else {
        t23 = n;
    }
    long t24 = (long)t23;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        __m256i t26 = _mm256_set1_epi32((int)t23);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t26, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t27 = (long)((int)((long)t23 + i_vec_1 * -1L) - 1);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t27 + -7));
            __m256i b_v_4 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t29 = _mm256_add_epi32(b_v_4, (__m256i)i_v_1);
            __m256i t30 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t27 + -7), t30);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25 * -1L);
    } else {
        i = t23;
    }
    while (i > 0) {
        int t31 = i - 1;
        long t32 = (long)t31;
        a[t32] = b[t32] + i;
        i = t31;
    }
}

__attribute__((target("avx2"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mullo_epi32(b_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_mullo_epi32(b_v_1, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_mullo_epi32(b_v_2, _mm256_set1_epi32(3));
            __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = _mm256_mullo_epi32(b_v_3, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_mullo_epi32(b_v_4, _mm256_set1_epi32(3));
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    while (i < n) {
        long t20 = (long)i;
        a[t20] = b[t20] * 3 + 1;
        i++;
    }
}

__attribute__((target("avx2"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    unsigned int t14;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)0U);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_add_epi32(b_v, (__m256i)i_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_add_epi32(b_v_1, t6);
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t10 = _mm256_add_epi32(b_v_2, t9);
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t13 = _mm256_add_epi32(b_v_3, t12);
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t14 = (unsigned int)t2;
    } else {
        t14 = 0U;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        __m256i t17 = _mm256_set1_epi32((int)t14);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t14 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = _mm256_add_epi32(b_v_4, (__m256i)i_v_1);
            _mm256_storeu_si256((__m256i *)(a + t18), t19);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t16);
        i = (unsigned int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] + i;
    }
}

__attribute__((target("avx2"))) void long_from_offset(long lo, long hi, long *restrict a) {
    long t11;
    long i;
    long t1 = lo * -1L + hi;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi64x((long long)lo);
        __m256i i_v = _mm256_add_epi64(t3, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i t4 = (__m256i)((vcc_v4_long)i_v * (vcc_v4_long)i_v);
            _mm256_storeu_si256((__m256i *)(a + (lo + i_vec)), t4);
            __m256i t5 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)4LL));
            __m256i t6 = (__m256i)((vcc_v4_long)t5 * (vcc_v4_long)t5);
            _mm256_storeu_si256((__m256i *)(a + (lo + (i_vec + 4L))), t6);
            __m256i t7 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)8LL));
            __m256i t8 = (__m256i)((vcc_v4_long)t7 * (vcc_v4_long)t7);
            _mm256_storeu_si256((__m256i *)(a + (lo + (i_vec + 8L))), t8);
            __m256i t9 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)12LL));
            __m256i t10 = (__m256i)((vcc_v4_long)t9 * (vcc_v4_long)t9);
            _mm256_storeu_si256((__m256i *)(a + (lo + (i_vec + 12L))), t10);
            i_vec += 16L;
            i_v = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)16LL));
        } while (i_vec < t2);
        t11 = lo + t2;
    } else {
        t11 = lo;
    }
    long t12 = hi + t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        __m256i t14 = _mm256_set1_epi64x((long long)t11);
        __m256i i_v_1 = _mm256_add_epi64(t14, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i t15 = (__m256i)((vcc_v4_long)i_v_1 * (vcc_v4_long)i_v_1);
            _mm256_storeu_si256((__m256i *)(a + (t11 + i_vec_1)), t15);
            i_vec_1 += 4L;
            i_v_1 = _mm256_add_epi64(i_v_1, _mm256_set1_epi64x((long long)4LL));
        } while (i_vec_1 < t13);
        i = t11 + t13;
    } else {
        i = t11;
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
