/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i scale_v = _mm_set1_epi32((int)*scale);
            __m128i t3 = (__m128i)((vcc_v4_int)b_v * (vcc_v4_int)scale_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i scale_v_1 = _mm_set1_epi32((int)*scale);
            __m128i t5 = (__m128i)((vcc_v4_int)b_v_1 * (vcc_v4_int)scale_v_1);
            _mm_storeu_si128((__m128i *)(a + t4), t5);
            long t6 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i scale_v_2 = _mm_set1_epi32((int)*scale);
            __m128i t7 = (__m128i)((vcc_v4_int)b_v_2 * (vcc_v4_int)scale_v_2);
            _mm_storeu_si128((__m128i *)(a + t6), t7);
            long t8 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i scale_v_3 = _mm_set1_epi32((int)*scale);
            __m128i t9 = (__m128i)((vcc_v4_int)b_v_3 * (vcc_v4_int)scale_v_3);
            _mm_storeu_si128((__m128i *)(a + t8), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i scale_v_4 = _mm_set1_epi32((int)*scale);
            __m128i t14 = (__m128i)((vcc_v4_int)b_v_4 * (vcc_v4_int)scale_v_4);
            _mm_storeu_si128((__m128i *)(a + t13), t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[t15] * *scale;
    }
}

void scale_by_global(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i factor_v = _mm_set1_epi32((int)factor);
            __m128i t3 = (__m128i)((vcc_v4_int)b_v * (vcc_v4_int)factor_v);
            __m128i t4 = _mm_add_epi32(t3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i factor_v_1 = _mm_set1_epi32((int)factor);
            __m128i t6 = (__m128i)((vcc_v4_int)b_v_1 * (vcc_v4_int)factor_v_1);
            __m128i t7 = _mm_add_epi32(t6, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t5), t7);
            long t8 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i factor_v_2 = _mm_set1_epi32((int)factor);
            __m128i t9 = (__m128i)((vcc_v4_int)b_v_2 * (vcc_v4_int)factor_v_2);
            __m128i t10 = _mm_add_epi32(t9, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t8), t10);
            long t11 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i factor_v_3 = _mm_set1_epi32((int)factor);
            __m128i t12 = (__m128i)((vcc_v4_int)b_v_3 * (vcc_v4_int)factor_v_3);
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
        /* vcc: loop at invariant.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i factor_v_4 = _mm_set1_epi32((int)factor);
            __m128i t18 = (__m128i)((vcc_v4_int)b_v_4 * (vcc_v4_int)factor_v_4);
            __m128i t19 = _mm_add_epi32(t18, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * factor + 1;
    }
}

void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 k_v = _mm_set1_ps(k[0]);
            __m128 t3 = _mm_mul_ps(b_v, k_v);
            __m128 k_v_1 = _mm_set1_ps(k[1]);
            __m128 t4 = _mm_add_ps(t3, k_v_1);
            _mm_storeu_ps(a + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t5);
            __m128 k_v_2 = _mm_set1_ps(k[0]);
            __m128 t6 = _mm_mul_ps(b_v_1, k_v_2);
            __m128 k_v_3 = _mm_set1_ps(k[1]);
            __m128 t7 = _mm_add_ps(t6, k_v_3);
            _mm_storeu_ps(a + t5, t7);
            long t8 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t8);
            __m128 k_v_4 = _mm_set1_ps(k[0]);
            __m128 t9 = _mm_mul_ps(b_v_2, k_v_4);
            __m128 k_v_5 = _mm_set1_ps(k[1]);
            __m128 t10 = _mm_add_ps(t9, k_v_5);
            _mm_storeu_ps(a + t8, t10);
            long t11 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + t11);
            __m128 k_v_6 = _mm_set1_ps(k[0]);
            __m128 t12 = _mm_mul_ps(b_v_3, k_v_6);
            __m128 k_v_7 = _mm_set1_ps(k[1]);
            __m128 t13 = _mm_add_ps(t12, k_v_7);
            _mm_storeu_ps(a + t11, t13);
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
        /* vcc: loop at invariant.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 b_v_4 = _mm_loadu_ps(b + t17);
            __m128 k_v_8 = _mm_set1_ps(k[0]);
            __m128 t18 = _mm_mul_ps(b_v_4, k_v_8);
            __m128 k_v_9 = _mm_set1_ps(k[1]);
            __m128 t19 = _mm_add_ps(t18, k_v_9);
            _mm_storeu_ps(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
void store_last(int n, int *restrict out, const int *restrict a) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at invariant.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t5 = _mm_add_epi32(a_v, t4);
            *out = ((vcc_v4_int)t5)[3];
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        __m128i t9 = _mm_set1_epi32((int)t6);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            __m128i t10 = _mm_add_epi32(a_v_1, (__m128i)i_v_1);
            *out = ((vcc_v4_int)t10)[3];
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        *out = a[i] + i;
    }
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
