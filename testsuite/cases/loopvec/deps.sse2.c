/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=2 neon=2 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
void dist8(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 8] = a[i] / 2 + i;
}

void dist32(int n, short *a) {
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

void read_ahead(int n, float *a) {
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

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n + 32, 4), *b = new_array(n + 32, 4);
        short *s = new_array(n + 32, 2);
        float *f = new_array(n + 32, 4);
        FILL(a, n + 32, -1000, 2000);
        FILL(b, n + 32, -1000, 2000);
        FILL(s, n + 32, -1000, 2000);
        FILL(f, n + 32, -1000, 2000);
        for (int i = 0; i < n + 32; i++)
            a[i] %= 64;
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, HASH(a, n + 32), HASH(s, n + 32), HASH(b, n + 32), HASH(f, n + 32));
        free(a), free(b), free(s), free(f);
    }
    return 0;
}
