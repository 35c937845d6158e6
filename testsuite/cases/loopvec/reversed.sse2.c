/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
void reverse_copy(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t3 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)i_vec) + -3));
            __m128i b_v = _mm_shuffle_epi32(t3, 0x1b);
            __m128i t4 = _mm_add_epi32(b_v, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t5) + -3));
            __m128i b_v_1 = _mm_shuffle_epi32(t6, 0x1b);
            __m128i t7 = _mm_add_epi32(b_v_1, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t5), t7);
            long t8 = i_vec + 8L;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t8) + -3));
            __m128i b_v_2 = _mm_shuffle_epi32(t9, 0x1b);
            __m128i t10 = _mm_add_epi32(b_v_2, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t8), t10);
            long t11 = i_vec + 12L;
            __m128i t12 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t11) + -3));
            __m128i b_v_3 = _mm_shuffle_epi32(t12, 0x1b);
            __m128i t13 = _mm_add_epi32(b_v_3, _mm_set1_epi32(1));
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
        /* vcc: loop at reversed.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i t18 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t17) + -3));
            __m128i b_v_4 = _mm_shuffle_epi32(t18, 0x1b);
            __m128i t19 = _mm_add_epi32(b_v_4, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

long weighted_down(int n, const short *a) {
    long s = 0;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * (long)i;
    return s;
}

void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t3 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            __m128 t4 = _mm_shuffle_ps(t3, t3, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)i_vec) + -3, t4);
            long t5 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t5);
            __m128 t6 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            __m128 t7 = _mm_shuffle_ps(t6, t6, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t5) + -3, t7);
            long t8 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t8);
            __m128 t9 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            __m128 t10 = _mm_shuffle_ps(t9, t9, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t8) + -3, t10);
            long t11 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + t11);
            __m128 t12 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            __m128 t13 = _mm_shuffle_ps(t12, t12, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t11) + -3, t13);
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
        /* vcc: loop at reversed.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 b_v_4 = _mm_loadu_ps(b + t17);
            __m128 t18 = _mm_mul_ps(b_v_4, _mm_set1_ps(2.0f));
            __m128 t19 = _mm_shuffle_ps(t18, t18, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t17) + -3, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
