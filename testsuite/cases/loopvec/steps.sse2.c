/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
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
    int t35;
    int i;
    long t1 = ((long)n + 2L) / 3L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at steps.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)((int)(1L + i_vec * 3L) - 1);
            int *t4 = a + t3;
            const int *t5 = b + t3;
            __m128i t6 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t5 + 4));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t5 + 8));
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v4_int)t6, (vcc_v4_int)t7, 0, 3, 6, 0);
            __m128i b_v = (__m128i)__builtin_shufflevector((vcc_v4_int)t9, (vcc_v4_int)t8, 0, 1, 2, 5);
            __m128i t10 = (__m128i)((vcc_v4_int)b_v * (vcc_v4_int)_mm_set1_epi32(2));
            *t4 = ((vcc_v4_int)t10)[0];
            t4[3] = ((vcc_v4_int)t10)[1];
            t4[6] = ((vcc_v4_int)t10)[2];
            t4[9] = ((vcc_v4_int)t10)[3];
            long t11 = (long)((int)(1L + (i_vec + 4L) * 3L) - 1);
            int *t12 = a + t11;
            const int *t13 = b + t11;
            __m128i t14 = _mm_loadu_si128((const __m128i *)t13);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(t13 + 4));
            __m128i t16 = _mm_loadu_si128((const __m128i *)(t13 + 8));
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v4_int)t14, (vcc_v4_int)t15, 0, 3, 6, 0);
            __m128i b_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)t17, (vcc_v4_int)t16, 0, 1, 2, 5);
            __m128i t18 = (__m128i)((vcc_v4_int)b_v_1 * (vcc_v4_int)_mm_set1_epi32(2));
            *t12 = ((vcc_v4_int)t18)[0];
            t12[3] = ((vcc_v4_int)t18)[1];
            t12[6] = ((vcc_v4_int)t18)[2];
            t12[9] = ((vcc_v4_int)t18)[3];
            long t19 = (long)((int)(1L + (i_vec + 8L) * 3L) - 1);
            int *t20 = a + t19;
            const int *t21 = b + t19;
            __m128i t22 = _mm_loadu_si128((const __m128i *)t21);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(t21 + 4));
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t21 + 8));
            __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t23, 0, 3, 6, 0);
            __m128i b_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)t25, (vcc_v4_int)t24, 0, 1, 2, 5);
            __m128i t26 = (__m128i)((vcc_v4_int)b_v_2 * (vcc_v4_int)_mm_set1_epi32(2));
            *t20 = ((vcc_v4_int)t26)[0];
            t20[3] = ((vcc_v4_int)t26)[1];
            t20[6] = ((vcc_v4_int)t26)[2];
            t20[9] = ((vcc_v4_int)t26)[3];
            long t27 = (long)((int)(1L + (i_vec + 12L) * 3L) - 1);
            int *t28 = a + t27;
            const int *t29 = b + t27;
            __m128i t30 = _mm_loadu_si128((const __m128i *)t29);
            __m128i t31 = _mm_loadu_si128((const __m128i *)(t29 + 4));
            __m128i t32 = _mm_loadu_si128((const __m128i *)(t29 + 8));
            __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v4_int)t30, (vcc_v4_int)t31, 0, 3, 6, 0);
            __m128i b_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t33, (vcc_v4_int)t32, 0, 1, 2, 5);
            __m128i t34 = (__m128i)((vcc_v4_int)b_v_3 * (vcc_v4_int)_mm_set1_epi32(2));
            *t28 = ((vcc_v4_int)t34)[0];
            t28[3] = ((vcc_v4_int)t34)[1];
            t28[6] = ((vcc_v4_int)t34)[2];
            t28[9] = ((vcc_v4_int)t34)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t35 = (int)(1L + t2 * 3L);
    } else {
        t35 = 1;
    }
    long t36 = ((long)n + (long)t35 * -1L + 3L) / 3L - 1L;
    if (t36 >= 4L) {
        long t37 = t36 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at steps.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t38 = (long)((int)((long)t35 + i_vec_1 * 3L) - 1);
            int *t39 = a + t38;
            const int *t40 = b + t38;
            __m128i t41 = _mm_loadu_si128((const __m128i *)t40);
            __m128i t42 = _mm_loadu_si128((const __m128i *)(t40 + 4));
            __m128i t43 = _mm_loadu_si128((const __m128i *)(t40 + 8));
            __m128i t44 = (__m128i)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)t42, 0, 3, 6, 0);
            __m128i b_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)t44, (vcc_v4_int)t43, 0, 1, 2, 5);
            __m128i t45 = (__m128i)((vcc_v4_int)b_v_4 * (vcc_v4_int)_mm_set1_epi32(2));
            *t39 = ((vcc_v4_int)t45)[0];
            t39[3] = ((vcc_v4_int)t45)[1];
            t39[6] = ((vcc_v4_int)t45)[2];
            t39[9] = ((vcc_v4_int)t45)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37 * 3L);
    } else {
        i = t35;
    }
    for (; i <= n; i += 3) {
        long t46 = (long)(i - 1);
        a[t46] = b[t46] * 2;
    }
}

long down_by_two(int n, const int *a) {
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
            __m128i t4 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            s_v = _mm_add_epi64(s_v, t4);
            __m128i t5 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t5);
            __m128i t6 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t6);
            __m128i t7 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
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
            __m128i t14 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
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

void end_pointer(short *p, short *end) {
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
