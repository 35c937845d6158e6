/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=4 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void every_third_le(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = ((long)n + 2L) / 3L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at steps.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)((int)(1L + i_vec * 3L) - 1);
            int *t4 = a + t3;
            const int *t5 = b + t3;
            __m512i t6 = _mm512_loadu_si512(t5);
            __m512i t7 = _mm512_loadu_si512(t5 + 16);
            __m512i t8 = _mm512_loadu_si512(t5 + 32);
            __m512i t9 = (__m512i)__builtin_shufflevector((vcc_v16_int)t6, (vcc_v16_int)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m512i b_v = (__m512i)__builtin_shufflevector((vcc_v16_int)t9, (vcc_v16_int)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m512i t10 = _mm512_mullo_epi32(b_v, _mm512_set1_epi32(2));
            __m512i t11 = (__m512i)__builtin_shufflevector((vcc_v16_int)t10, (vcc_v16_int)t10, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t12 = (__m512i)__builtin_shufflevector((vcc_v16_int)t11, (vcc_v16_int)t10, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4, t13, t12);
            __m512i t14 = (__m512i)__builtin_shufflevector((vcc_v16_int)t10, (vcc_v16_int)t10, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t15 = (__m512i)__builtin_shufflevector((vcc_v16_int)t14, (vcc_v16_int)t10, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4 + 16, t16, t15);
            __m512i t17 = (__m512i)__builtin_shufflevector((vcc_v16_int)t10, (vcc_v16_int)t10, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t18 = (__m512i)__builtin_shufflevector((vcc_v16_int)t17, (vcc_v16_int)t10, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4 + 32, t19, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)(1L + t2 * 3L);
    } else {
        i = 1;
    }
    for (; i <= n; i += 3) {
        long t20 = (long)(i - 1);
        a[t20] = b[t20] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long down_by_two(int n, const int *a) {
    vcc_no_contract_body
    long s;
    long t7;
    int i;
    int t1 = n - 1;
    long t2 = ((long)n + 1L) / 2L;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at steps.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = vcc_avx2_gather8(_mm256_setr_epi32, int, a + ((long)t1 + i_vec * -2L), _mm256_setr_epi32(0, -2, -4, -6, -8, -10, -12, -14));
            __m256i a_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + ((long)t1 + (i_vec + 8L) * -2L), _mm256_setr_epi32(0, -2, -4, -6, -8, -10, -12, -14));
            __m512i t4 = _mm512_cvtepi32_epi64(a_v);
            s_v = _mm512_add_epi64(s_v, t4);
            __m512i t5 = _mm512_cvtepi32_epi64(a_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t5);
            i_vec += 16L;
        } while (i_vec < t3);
        __m512i t6 = _mm512_add_epi64(s_v, s_v_1);
        t1 = (int)((long)t1 + t3 * -2L);
        t7 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t6), _mm512_extracti64x4_epi64(t6, 1)), _mm_add_epi64, unsigned long);
    } else {
        t7 = 0L;
    }
    long t8 = ((long)t1 + 2L) / 2L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at steps.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + ((long)t1 + i_vec_1 * -2L), _mm256_setr_epi32(0, -2, -4, -6, -8, -10, -12, -14));
            __m512i t10 = _mm512_cvtepi32_epi64(a_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t1 + t9 * -2L);
        s = (long)((unsigned long)t7 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t7;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void end_pointer(short *p, short *end) {
    vcc_no_contract_body
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
