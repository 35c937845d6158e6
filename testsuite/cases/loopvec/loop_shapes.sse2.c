/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 sse4.2=3 sse2=3 neon=4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
void count_down_store(int n, int *restrict a, const int *restrict b) {
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32((int)n);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)((int)((long)n + i_vec * -1L) - 1);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(b + t4 + -3));
            __m128i b_v = _mm_shuffle_epi32(t5, 0x1b);
            __m128i t6 = _mm_add_epi32(b_v, (__m128i)i_v);
            __m128i t7 = _mm_shuffle_epi32(t6, 0x1b);
            _mm_storeu_si128((__m128i *)(a + t4 + -3), t7);
            __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-4));
            long t9 = (long)((int)((long)n + (i_vec + 4L) * -1L) - 1);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(b + t9 + -3));
            __m128i b_v_1 = _mm_shuffle_epi32(t10, 0x1b);
            __m128i t11 = _mm_add_epi32(b_v_1, t8);
            __m128i t12 = _mm_shuffle_epi32(t11, 0x1b);
            _mm_storeu_si128((__m128i *)(a + t9 + -3), t12);
            __m128i t13 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-8));
            long t14 = (long)((int)((long)n + (i_vec + 8L) * -1L) - 1);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(b + t14 + -3));
            __m128i b_v_2 = _mm_shuffle_epi32(t15, 0x1b);
            __m128i t16 = _mm_add_epi32(b_v_2, t13);
            __m128i t17 = _mm_shuffle_epi32(t16, 0x1b);
            _mm_storeu_si128((__m128i *)(a + t14 + -3), t17);
            __m128i t18 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-12));
            long t19 = (long)((int)((long)n + (i_vec + 12L) * -1L) - 1);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(b + t19 + -3));
            __m128i b_v_3 = _mm_shuffle_epi32(t20, 0x1b);
            __m128i t21 = _mm_add_epi32(b_v_3, t18);
            __m128i t22 = _mm_shuffle_epi32(t21, 0x1b);
            _mm_storeu_si128((__m128i *)(a + t19 + -3), t22);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-16));
        } while (i_vec < t2);
        t23 = (int)((long)n + t2 * -1L);
    } else {
        t23 = n;
    }
    long t24 = (long)t23;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        __m128i t26 = _mm_set1_epi32((int)t23);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t26, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t27 = (long)((int)((long)t23 + i_vec_1 * -1L) - 1);
            __m128i t28 = _mm_loadu_si128((const __m128i *)(b + t27 + -3));
            __m128i b_v_4 = _mm_shuffle_epi32(t28, 0x1b);
            __m128i t29 = _mm_add_epi32(b_v_4, (__m128i)i_v_1);
            __m128i t30 = _mm_shuffle_epi32(t29, 0x1b);
            _mm_storeu_si128((__m128i *)(a + t27 + -3), t30);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(-4));
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

void while_loop(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = (__m128i)((vcc_v4_int)b_v * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t4 = _mm_add_epi32(t3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = (__m128i)((vcc_v4_int)b_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t7 = _mm_add_epi32(t6, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t5), t7);
            long t8 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = (__m128i)((vcc_v4_int)b_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t10 = _mm_add_epi32(t9, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t8), t10);
            long t11 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t12 = (__m128i)((vcc_v4_int)b_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t13 = _mm_add_epi32(t12, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t11), t13);
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
        /* vcc: loop at loop_shapes.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t18 = (__m128i)((vcc_v4_int)b_v_4 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t19 = _mm_add_epi32(t18, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t17), t19);
            i_vec_1 += 4L;
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

void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    unsigned int t14;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32((int)0U);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_add_epi32(b_v, (__m128i)i_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t7 = _mm_add_epi32(b_v_1, t6);
            _mm_storeu_si128((__m128i *)(a + t5), t7);
            long t8 = i_vec + 8L;
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t10 = _mm_add_epi32(b_v_2, t9);
            _mm_storeu_si128((__m128i *)(a + t8), t10);
            long t11 = i_vec + 12L;
            __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t13 = _mm_add_epi32(b_v_3, t12);
            _mm_storeu_si128((__m128i *)(a + t11), t13);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t14 = (unsigned int)t2;
    } else {
        t14 = 0U;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        __m128i t17 = _mm_set1_epi32((int)t14);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t18 = (long)t14 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m128i t19 = _mm_add_epi32(b_v_4, (__m128i)i_v_1);
            _mm_storeu_si128((__m128i *)(a + t18), t19);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
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

void long_from_offset(long lo, long hi, long *restrict a) {
    for (long i = lo; i < hi; i++)
        a[i] = i * i;
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
