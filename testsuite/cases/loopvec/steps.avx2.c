/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=4 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
void every_third_le(int n, int *restrict a, const int *restrict b) {
    for (int i = 1; i <= n; i += 3)
        a[i - 1] = b[i - 1] * 2;
}

__attribute__((target("avx2"))) long down_by_two(int n, const int *a) {
    long s;
    long t11;
    int i;
    int t1 = n - 1;
    long t2 = ((long)n + 1L) / 2L;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at steps.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = vcc_avx2_gather4(_mm_setr_epi32, int, a + ((long)t1 + i_vec * -2L), _mm_setr_epi32(0, -2, -4, -6));
            __m128i a_v_1 = vcc_avx2_gather4(_mm_setr_epi32, int, a + ((long)t1 + (i_vec + 4L) * -2L), _mm_setr_epi32(0, -2, -4, -6));
            __m128i a_v_2 = vcc_avx2_gather4(_mm_setr_epi32, int, a + ((long)t1 + (i_vec + 8L) * -2L), _mm_setr_epi32(0, -2, -4, -6));
            __m128i a_v_3 = vcc_avx2_gather4(_mm_setr_epi32, int, a + ((long)t1 + (i_vec + 12L) * -2L), _mm_setr_epi32(0, -2, -4, -6));
            __m256i t4 = _mm256_cvtepi32_epi64(a_v);
            s_v = _mm256_add_epi64(s_v, t4);
            __m256i t5 = _mm256_cvtepi32_epi64(a_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t5);
            __m256i t6 = _mm256_cvtepi32_epi64(a_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t6);
            __m256i t7 = _mm256_cvtepi32_epi64(a_v_3);
            s_v_3 = _mm256_add_epi64(s_v_3, t7);
            i_vec += 16L;
        } while (i_vec < t3);
        __m256i t8 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t9 = _mm256_add_epi64(t8, s_v_2);
        __m256i t10 = _mm256_add_epi64(t9, s_v_3);
        t1 = (int)((long)t1 + t3 * -2L);
        t11 = (long)vcc_avx2_reduce_epi64(t10, _mm_add_epi64, unsigned long);
    } else {
        t11 = 0L;
    }
    long t12 = ((long)t1 + 2L) / 2L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at steps.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = vcc_avx2_gather4(_mm_setr_epi32, int, a + ((long)t1 + i_vec_1 * -2L), _mm_setr_epi32(0, -2, -4, -6));
            __m256i t14 = _mm256_cvtepi32_epi64(a_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t1 + t13 * -2L);
        s = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t11;
    }
    for (; i >= 0; i -= 2) {
        s += (long)a[i];
    }
    return s;
}

void unsigned_by_four(unsigned n, float *restrict a, const float *restrict b) {
    for (unsigned i = 0; i < n; i += 4)
        a[i] = b[i] + (float)i;
}

void long_from_two(long n, double *restrict a) {
    for (long i = 2; i < n; i += 2)
        a[i] = a[i - 2] * 0.5 + 1.0;
}

__attribute__((target("avx2"))) void end_pointer(short *p, short *end) {
    short *t9;
    short *p_1;
    long t3 = ((long)p * -1L + (long)end) / 2L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        /* vcc: loop at steps.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            short *t5 = p + t1;
            __m256i p_v = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t6 = _mm256_mullo_epi16(p_v, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)t5, t6);
            short *t7 = p + (t1 + 16L);
            __m256i p_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t8 = _mm256_mullo_epi16(p_v_1, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)t7, t8);
            t1 += 32L;
        } while (t1 < t4);
        t9 = p + t4;
    } else {
        t9 = p;
    }
    long t10 = ((long)end + (long)t9 * -1L) / 2L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long t2 = 0L;
        /* vcc: loop at steps.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            short *t12 = t9 + t2;
            __m256i p_v_2 = _mm256_loadu_si256((const __m256i *)t12);
            __m256i t13 = _mm256_mullo_epi16(p_v_2, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)t12, t13);
            t2 += 16L;
        } while (t2 < t11);
        p_1 = t9 + t11;
    } else {
        p_1 = t9;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        *p_1 = (short)((int)*p_1 * 3);
    }
}

void ne_by_two(int n, int *a) {
    for (int i = 0; i != n; i += 2)
        a[i] = 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *f = new_array(n, 4), *g = new_array(n, 4);
        double *d = new_array(n, 8);
        short *s = new_array(n, 2);
        int *e = new_array(n + 1, 4);
        FILL(a, n, 0, 1);
        FILL(b, n, -1000, 2000);
        FILL(f, n, 0, 1);
        FILL(g, n, -1000, 2000);
        FILL(d, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(e, n + 1, 0, 1);
        every_third_le(n, a, b);
        unsigned_by_four((unsigned)n, f, g);
        long_from_two(n, d);
        end_pointer(s, s + n);
        ne_by_two(n & ~1, e);
        printf("n=%d %llx sum=%ld %llx %llx %llx %llx\n", n, HASH(a, n), down_by_two(n, b), HASH(f, n), HASH(d, n),
               HASH(s, n), HASH(e, n + 1));
        free(a), free(b), free(f), free(g), free(d), free(s), free(e);
    }
    return 0;
}
