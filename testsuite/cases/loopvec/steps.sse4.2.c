/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

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

__attribute__((target("sse4.2"))) long down_by_two(int n, const int *a) {
    long s;
    long t11;
    int i;
    int t1 = n - 1;
    long t2 = ((long)n + 1L) / 2L;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at steps.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_gather(vcc_v2_int, a + ((long)t1 + i_vec * -2L), ((vcc_v2_int){0, -2}));
            vcc_v2_int a_v_1 = vcc_gather(vcc_v2_int, a + ((long)t1 + (i_vec + 2L) * -2L), ((vcc_v2_int){0, -2}));
            vcc_v2_int a_v_2 = vcc_gather(vcc_v2_int, a + ((long)t1 + (i_vec + 4L) * -2L), ((vcc_v2_int){0, -2}));
            vcc_v2_int a_v_3 = vcc_gather(vcc_v2_int, a + ((long)t1 + (i_vec + 6L) * -2L), ((vcc_v2_int){0, -2}));
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            s_v = _mm_add_epi64(s_v, t4);
            __m128i t5 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t5);
            __m128i t6 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            s_v_3 = _mm_add_epi64(s_v_3, t7);
            i_vec += 8L;
        } while (i_vec < t3);
        __m128i t8 = _mm_add_epi64(s_v, s_v_1);
        __m128i t9 = _mm_add_epi64(t8, s_v_2);
        __m128i t10 = _mm_add_epi64(t9, s_v_3);
        t1 = (int)((long)t1 + t3 * -2L);
        t11 = (long)vcc_sse_reduce_epi64(t10, _mm_add_epi64, unsigned long);
    } else {
        t11 = 0L;
    }
    long t12 = ((long)t1 + 2L) / 2L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at steps.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int a_v_4 = vcc_gather(vcc_v2_int, a + ((long)t1 + i_vec_1 * -2L), ((vcc_v2_int){0, -2}));
            __m128i t14 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            s_v_4 = _mm_add_epi64(s_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t1 + t13 * -2L);
        s = (long)((unsigned long)t11 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
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

__attribute__((target("sse4.2"))) void end_pointer(short *p, short *end) {
    short *t13;
    short *p_1;
    long t3 = ((long)p * -1L + (long)end) / 2L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        /* vcc: loop at steps.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            short *t5 = p + t1;
            __m128i p_v = _mm_loadu_si128((const __m128i *)t5);
            __m128i t6 = _mm_mullo_epi16(p_v, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)t5, t6);
            short *t7 = p + (t1 + 8L);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t8 = _mm_mullo_epi16(p_v_1, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)t7, t8);
            short *t9 = p + (t1 + 16L);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t10 = _mm_mullo_epi16(p_v_2, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)t9, t10);
            short *t11 = p + (t1 + 24L);
            __m128i p_v_3 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t12 = _mm_mullo_epi16(p_v_3, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)t11, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = p + t4;
    } else {
        t13 = p;
    }
    long t14 = ((long)end + (long)t13 * -1L) / 2L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        /* vcc: loop at steps.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t16 = t13 + t2;
            __m128i p_v_4 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t17 = _mm_mullo_epi16(p_v_4, _mm_set1_epi16((short)3));
            _mm_storeu_si128((__m128i *)t16, t17);
            t2 += 8L;
        } while (t2 < t15);
        p_1 = t13 + t15;
    } else {
        p_1 = t13;
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
