/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 neon=3 sse2=3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
__attribute__((target("sse4.2"))) void dist8(int n, int *a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at deps.c:8 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t4 = (__m128i)((vcc_v4_int)a_v / (vcc_v4_int)_mm_set1_epi32(2));
            __m128i t5 = _mm_add_epi32(t4, (__m128i)i_v);
            _mm_storeu_si128((__m128i *)(a + ((int)i_vec + 8)), t5);
            long t6 = i_vec + 4L;
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t8 = (__m128i)((vcc_v4_int)a_v_1 / (vcc_v4_int)_mm_set1_epi32(2));
            __m128i t9 = _mm_add_epi32(t8, t7);
            _mm_storeu_si128((__m128i *)(a + ((int)t6 + 8)), t9);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m128i t13 = _mm_set1_epi32((int)t10);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i t15 = (__m128i)((vcc_v4_int)a_v_2 / (vcc_v4_int)_mm_set1_epi32(2));
            __m128i t16 = _mm_add_epi32(t15, (__m128i)i_v_1);
            _mm_storeu_si128((__m128i *)(a + ((int)t14 + 8)), t16);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

__attribute__((target("sse4.2"))) void dist32(int n, short *a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_add_epi16(a_v, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)(a + ((int)i_vec + 32)), t3);
            long t4 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i t5 = _mm_add_epi16(a_v_1, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)(a + ((int)t4 + 32)), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = _mm_add_epi16(a_v_2, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)(a + ((int)t6 + 32)), t7);
            long t8 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = _mm_add_epi16(a_v_3, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)(a + ((int)t8 + 32)), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t14 = _mm_add_epi16(a_v_4, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)(a + ((int)t13 + 32)), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        a[i + 32] = (short)((int)a[i] + 3);
    }
}

void dist1(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 1] = a[i] + i;
}

__attribute__((target("sse4.2"))) void read_ahead(int n, float *a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + ((int)i_vec + 1));
            __m128 t3 = _mm_mul_ps(a_v, _mm_set1_ps(0.5f));
            _mm_storeu_ps(a + i_vec, t3);
            long t4 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + ((int)t4 + 1));
            __m128 t5 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.5f));
            _mm_storeu_ps(a + t4, t5);
            long t6 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + ((int)t6 + 1));
            __m128 t7 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.5f));
            _mm_storeu_ps(a + t6, t7);
            long t8 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + ((int)t8 + 1));
            __m128 t9 = _mm_mul_ps(a_v_3, _mm_set1_ps(0.5f));
            _mm_storeu_ps(a + t8, t9);
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
        /* vcc: loop at deps.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + ((int)t13 + 1));
            __m128 t14 = _mm_mul_ps(a_v_4, _mm_set1_ps(0.5f));
            _mm_storeu_ps(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    while (i < n) {
        int t15 = i + 1;
        a[i] = a[t15] * 0.5f;
        i = t15;
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int t1;
    int t13;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int t2 = n + 32;
        int *a = (int *)new_array(t2, 4UL);
        int *b = (int *)new_array(t2, 4UL);
        short *s = (short *)new_array(t2, 2UL);
        float *f = (float *)new_array(t2, 4UL);
        for (int fill_idx = 0; fill_idx < t2; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t2; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t2; fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t2; fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        long t3 = (long)n + 32L;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at deps.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int *t5 = a + i_vec;
                __m128i a_v = _mm_loadu_si128((const __m128i *)t5);
                __m128i t6 = (__m128i)((vcc_v4_int)a_v % (vcc_v4_int)_mm_set1_epi32(64));
                _mm_storeu_si128((__m128i *)t5, t6);
                int *t7 = a + (i_vec + 4L);
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t7);
                __m128i t8 = (__m128i)((vcc_v4_int)a_v_1 % (vcc_v4_int)_mm_set1_epi32(64));
                _mm_storeu_si128((__m128i *)t7, t8);
                int *t9 = a + (i_vec + 8L);
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t9);
                __m128i t10 = (__m128i)((vcc_v4_int)a_v_2 % (vcc_v4_int)_mm_set1_epi32(64));
                _mm_storeu_si128((__m128i *)t9, t10);
                int *t11 = a + (i_vec + 12L);
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t11);
                __m128i t12 = (__m128i)((vcc_v4_int)a_v_3 % (vcc_v4_int)_mm_set1_epi32(64));
                _mm_storeu_si128((__m128i *)t11, t12);
                i_vec += 16L;
            } while (i_vec < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L + 32L;
        if (t14 >= 4L) {
            long t15 = t14 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at deps.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                int *t16 = a + ((long)t13 + i_vec_1);
                __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t16);
                __m128i t17 = (__m128i)((vcc_v4_int)a_v_4 % (vcc_v4_int)_mm_set1_epi32(64));
                _mm_storeu_si128((__m128i *)t16, t17);
                i_vec_1 += 4L;
            } while (i_vec_1 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < t2; i++) {
            int *t18 = a + i;
            *t18 = *t18 % 64;
        }
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = t19 * 4UL;
        unsigned long t21 = hash_bytes((const void *)f, t20);
        unsigned long t22 = hash_bytes((const void *)b, t20);
        unsigned long t23 = hash_bytes((const void *)s, t19 * 2UL);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)hash_bytes((const void *)a, t20), (unsigned long long)t23, (unsigned long long)t22, (unsigned long long)t21);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
