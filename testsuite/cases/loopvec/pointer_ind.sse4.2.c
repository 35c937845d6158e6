/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
__attribute__((target("sse4.2"))) void triple_in_place(int n, int *a) {
    int *t13;
    int *p;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t5 = a + t1;
            __m128i p_v = _mm_loadu_si128((const __m128i *)t5);
            __m128i t6 = _mm_mullo_epi32(p_v, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)t5, t6);
            int *t7 = a + (t1 + 4L);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t8 = _mm_mullo_epi32(p_v_1, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)t7, t8);
            int *t9 = a + (t1 + 8L);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t10 = _mm_mullo_epi32(p_v_2, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)t9, t10);
            int *t11 = a + (t1 + 12L);
            __m128i p_v_3 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t12 = _mm_mullo_epi32(p_v_3, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)t11, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = a + t4;
    } else {
        t13 = a;
    }
    long t14 = ((long)n * 4L + (long)a + (long)t13 * -1L + 3L) / 4L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t16 = t13 + t2;
            __m128i p_v_4 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t17 = _mm_mullo_epi32(p_v_4, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)t16, t17);
            t2 += 4L;
        } while (t2 < t15);
        p = t13 + t15;
    } else {
        p = t13;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

__attribute__((target("sse4.2"))) void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    int t10;
    short *t11;
    const short *t12;
    int n_1;
    short *dst_1;
    const short *src_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long n_vec = 0L;
        /* vcc: loop at pointer_ind.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i src_v = _mm_loadu_si128((const __m128i *)(src + n_vec));
            __m128i t3 = _mm_add_epi16(src_v, _mm_set1_epi16((short)1));
            _mm_storeu_si128((__m128i *)(dst + n_vec), t3);
            long t4 = n_vec + 8L;
            __m128i src_v_1 = _mm_loadu_si128((const __m128i *)(src + t4));
            __m128i t5 = _mm_add_epi16(src_v_1, _mm_set1_epi16((short)1));
            _mm_storeu_si128((__m128i *)(dst + t4), t5);
            long t6 = n_vec + 16L;
            __m128i src_v_2 = _mm_loadu_si128((const __m128i *)(src + t6));
            __m128i t7 = _mm_add_epi16(src_v_2, _mm_set1_epi16((short)1));
            _mm_storeu_si128((__m128i *)(dst + t6), t7);
            long t8 = n_vec + 24L;
            __m128i src_v_3 = _mm_loadu_si128((const __m128i *)(src + t8));
            __m128i t9 = _mm_add_epi16(src_v_3, _mm_set1_epi16((short)1));
            _mm_storeu_si128((__m128i *)(dst + t8), t9);
            n_vec += 32L;
        } while (n_vec < t2);
        t10 = (int)((long)n + t2 * -1L);
        t11 = dst + t2;
        t12 = src + t2;
    } else {
        t10 = n;
        t11 = dst;
        t12 = src;
    }
    long t13 = (long)t10;
    unsigned long t14 = (unsigned long)t11;
    unsigned long t15 = (unsigned long)t12;
    long t16 = (long)((unsigned long)t11 - (unsigned long)t12);
    if ((t13 >= 8L) & (((t14 + (unsigned long)(2L + (t13 - 1L) * 2L)) <= t15) | ((t15 + (unsigned long)(2L + (t13 - 1L) * 2L)) <= t14) | ((t16 <= 0L) | (t16 >= 16L)))) {
        long t17 = t13 & -8L;
        long n_vec_1 = 0L;
        /* vcc: loop at pointer_ind.c:12 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 12:12 and a value merged from several paths at 12:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m128i src_v_4 = _mm_loadu_si128((const __m128i *)(t12 + n_vec_1));
            __m128i t18 = _mm_add_epi16(src_v_4, _mm_set1_epi16((short)1));
            _mm_storeu_si128((__m128i *)(t11 + n_vec_1), t18);
            n_vec_1 += 8L;
        } while (n_vec_1 < t17);
        n_1 = (int)((long)t10 + t17 * -1L);
        dst_1 = t11 + t17;
        src_1 = t12 + t17;
    } else {
        n_1 = t10;
        dst_1 = t11;
        src_1 = t12;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        *dst_1 = (short)((int)*src_1 + 1);
        n_1 = n_2;
        dst_1 = dst_1 + 1;
        src_1 = src_1 + 1;
    }
}

__attribute__((target("sse4.2"))) void scale_range(float *begin, float *end, float k) {
    float *t13;
    float *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m128 k_v = _mm_set1_ps(k);
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t5 = begin + t1;
            __m128 p_v = _mm_loadu_ps(t5);
            __m128 t6 = _mm_mul_ps(p_v, k_v);
            _mm_storeu_ps(t5, t6);
            float *t7 = begin + (t1 + 4L);
            __m128 p_v_1 = _mm_loadu_ps(t7);
            __m128 t8 = _mm_mul_ps(p_v_1, k_v);
            _mm_storeu_ps(t7, t8);
            float *t9 = begin + (t1 + 8L);
            __m128 p_v_2 = _mm_loadu_ps(t9);
            __m128 t10 = _mm_mul_ps(p_v_2, k_v);
            _mm_storeu_ps(t9, t10);
            float *t11 = begin + (t1 + 12L);
            __m128 p_v_3 = _mm_loadu_ps(t11);
            __m128 t12 = _mm_mul_ps(p_v_3, k_v);
            _mm_storeu_ps(t11, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = begin + t4;
    } else {
        t13 = begin;
    }
    long t14 = ((long)end + (long)t13 * -1L) / 4L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        __m128 k_v_1 = _mm_set1_ps(k);
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t16 = t13 + t2;
            __m128 p_v_4 = _mm_loadu_ps(t16);
            __m128 t17 = _mm_mul_ps(p_v_4, k_v_1);
            _mm_storeu_ps(t16, t17);
            t2 += 4L;
        } while (t2 < t15);
        p = t13 + t15;
    } else {
        p = t13;
    }
    for (; p != end; p = p + 1) {
        *p = *p * k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *d = new_array(n, 2), *s = new_array(n, 2);
        float *f = new_array(n, 4);
        FILL(a, n, -100000, 200000);
        FILL(s, n, -30000, 60000);
        FILL(f, n, -100, 200);
        triple_in_place(n, a);
        copy_plus_one(n, d, s);
        scale_range(f, f + n, 0.75f);
        printf("n=%d triple=%llx copy=%llx scale=%llx\n", n, HASH(a, n), HASH(d, n), HASH(f, n));
        free(a), free(d), free(s), free(f);
    }
    return 0;
}
