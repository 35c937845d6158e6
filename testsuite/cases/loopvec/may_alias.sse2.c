/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Vectorized with a runtime overlap check: `a` and `b` may point into one array. When they
   overlap the scalar loop runs. */
void scale(int n, float *a, const float *b) {
    int t13;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - ((unsigned long)b + 4UL));
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + 4UL)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at may_alias.c:7 vectorized: VF 4, UF 4, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + ((int)i_vec + 1));
            __m128 t6 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + i_vec, t6);
            long t7 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + ((int)t7 + 1));
            __m128 t8 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t7, t8);
            long t9 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + ((int)t9 + 1));
            __m128 t10 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t9, t10);
            long t11 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + ((int)t11 + 1));
            __m128 t12 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t11, t12);
            i_vec += 16L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)a;
    unsigned long t16 = (unsigned long)b;
    long t17 = (long)((unsigned long)a + (unsigned long)((long)t13 * 4L) - ((unsigned long)b + (unsigned long)((long)t13 * 4L + 4L)));
    if ((t14 >= 4L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L + 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 8L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 16L)))) {
        long t18 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at may_alias.c:7 vector epilogue: VF 4, UF 1, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t19 = (long)t13 + i_vec_1;
            __m128 b_v_4 = _mm_loadu_ps(b + ((int)t19 + 1));
            __m128 t20 = _mm_mul_ps(b_v_4, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t19, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t13 + t18);
    } else {
        i = t13;
    }
    while (i < n) {
        int t21 = i + 1;
        a[i] = b[t21] * 2.0f;
        i = t21;
    }
}

static float buf[2100];

static void reset(void) {
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_cmpgt_epi32(t4, _mm_set1_epi32(10));
    __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(11)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t4, t6);
    long i_vec = 0L;
    /* vcc: loop at may_alias.c:14 vectorized: VF 4, UF 4, the remainder at 15:25 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128 t7 = _mm_cvtepi32_ps((__m128i)t1);
        _mm_storeu_ps(&buf[i_vec], t7);
        __m128i t8 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t9 = _mm_cmpgt_epi32(t8, _mm_set1_epi32(10));
        __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, _mm_set1_epi32(11)); });
        __m128i t11 = _mm_sub_epi32(t8, t10);
        __m128 t12 = _mm_cvtepi32_ps(t11);
        _mm_storeu_ps(&buf[i_vec + 4L], t12);
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t14 = _mm_cmpgt_epi32(t13, _mm_set1_epi32(10));
        __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, _mm_set1_epi32(11)); });
        __m128i t16 = _mm_sub_epi32(t13, t15);
        __m128 t17 = _mm_cvtepi32_ps(t16);
        _mm_storeu_ps(&buf[i_vec + 8L], t17);
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
        __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(10));
        __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(11)); });
        __m128i t21 = _mm_sub_epi32(t18, t20);
        __m128 t22 = _mm_cvtepi32_ps(t21);
        _mm_storeu_ps(&buf[i_vec + 12L], t22);
        i_vec += 16L;
        __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(5));
        __m128i t24 = _mm_cmpgt_epi32(t23, _mm_set1_epi32(10));
        __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, _mm_set1_epi32(11)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t23, t25);
    } while (i_vec < 2096L);
    __m128i t26 = _mm_set1_epi32(6);
    __m128i t27 = _mm_add_epi32(t26, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t28 = _mm_cmpgt_epi32(t27, _mm_set1_epi32(10));
    __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(11)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t27, t29);
    long i_vec_1 = 0L;
    /* vcc: loop at may_alias.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128 t30 = _mm_cvtepi32_ps((__m128i)t2);
        _mm_storeu_ps(&buf[2096L + i_vec_1], t30);
        i_vec_1 += 4L;
        __m128i t31 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t32 = _mm_cmpgt_epi32(t31, _mm_set1_epi32(10));
        __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, _mm_set1_epi32(11)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t31, t33);
    } while (i_vec_1 < 4L);
}

static double checksum(void) {
    double s = 0;
    for (int i = 0; i < 2100; i++)
        s += buf[i] * (i % 3 + 1);
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        reset();
        scale(n, buf, buf + 1050); /* disjoint */
        double disjoint = checksum();
        reset();
        scale(n, buf, buf); /* overlapping: a[i] = b[i+1] reads ahead of the writes */
        double ahead = checksum();
        reset();
        scale(n, buf + 2, buf); /* overlapping: reads what earlier iterations wrote */
        double behind = checksum();
        printf("n=%d %.1f %.1f %.1f\n", n, disjoint, ahead, behind);
    }
    return 0;
}
