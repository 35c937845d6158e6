/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void every_third_le(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t41;
    int i;
    long t3 = ((long)n + 2L) / 3L - 1L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)((int)(1L + t1 * 3L) - 1);
            int *t6 = a + t5;
            const int *t7 = b + t5;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(t7 + 8));
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(t7 + 16));
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v8_int)t8, (vcc_v8_int)t9, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v8_int)t11, (vcc_v8_int)t10, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(2));
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v8_int)t13, (vcc_v8_int)t13, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v8_int)t14, (vcc_v8_int)t13, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t6, _mm256_movepi32_mask(t16), t15);
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v8_int)t13, (vcc_v8_int)t13, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t18 = (__m256i)__builtin_shufflevector((vcc_v8_int)t17, (vcc_v8_int)t13, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t6 + 8, _mm256_movepi32_mask(t19), t18);
            __m256i t20 = (__m256i)__builtin_shufflevector((vcc_v8_int)t13, (vcc_v8_int)t13, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t21 = (__m256i)__builtin_shufflevector((vcc_v8_int)t20, (vcc_v8_int)t13, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t6 + 16, _mm256_movepi32_mask(t22), t21);
            long t23 = (long)((int)(1L + (t1 + 8L) * 3L) - 1);
            int *t24 = a + t23;
            const int *t25 = b + t23;
            __m256i t26 = _mm256_loadu_si256((const __m256i *)t25);
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(t25 + 8));
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(t25 + 16));
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t26, (vcc_v8_int)t27, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)t28, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256i t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32(2));
            __m256i t32 = (__m256i)__builtin_shufflevector((vcc_v8_int)t31, (vcc_v8_int)t31, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)t31, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t24, _mm256_movepi32_mask(t34), t33);
            __m256i t35 = (__m256i)__builtin_shufflevector((vcc_v8_int)t31, (vcc_v8_int)t31, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_int)t35, (vcc_v8_int)t31, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t24 + 8, _mm256_movepi32_mask(t37), t36);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t31, (vcc_v8_int)t31, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t39 = (__m256i)__builtin_shufflevector((vcc_v8_int)t38, (vcc_v8_int)t31, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t24 + 16, _mm256_movepi32_mask(t40), t39);
            t1 += 16L;
        } while (t1 < t4);
        t41 = (int)(1L + t4 * 3L);
    } else {
        t41 = 1;
    }
    long t42 = ((long)n + (long)t41 * -1L + 3L) / 3L - 1L;
    if (t42 >= 8L) {
        long t43 = t42 & -8L;
        long t2 = 0L;
        do {
            long t44 = (long)((int)((long)t41 + t2 * 3L) - 1);
            int *t45 = a + t44;
            const int *t46 = b + t44;
            __m256i t47 = _mm256_loadu_si256((const __m256i *)t46);
            __m256i t48 = _mm256_loadu_si256((const __m256i *)(t46 + 8));
            __m256i t49 = _mm256_loadu_si256((const __m256i *)(t46 + 16));
            __m256i t50 = (__m256i)__builtin_shufflevector((vcc_v8_int)t47, (vcc_v8_int)t48, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256i t51 = (__m256i)__builtin_shufflevector((vcc_v8_int)t50, (vcc_v8_int)t49, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256i t52 = _mm256_mullo_epi32(t51, _mm256_set1_epi32(2));
            __m256i t53 = (__m256i)__builtin_shufflevector((vcc_v8_int)t52, (vcc_v8_int)t52, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t54 = (__m256i)__builtin_shufflevector((vcc_v8_int)t53, (vcc_v8_int)t52, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t55 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t45, _mm256_movepi32_mask(t55), t54);
            __m256i t56 = (__m256i)__builtin_shufflevector((vcc_v8_int)t52, (vcc_v8_int)t52, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t57 = (__m256i)__builtin_shufflevector((vcc_v8_int)t56, (vcc_v8_int)t52, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t58 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t45 + 8, _mm256_movepi32_mask(t58), t57);
            __m256i t59 = (__m256i)__builtin_shufflevector((vcc_v8_int)t52, (vcc_v8_int)t52, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t60 = (__m256i)__builtin_shufflevector((vcc_v8_int)t59, (vcc_v8_int)t52, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t61 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t45 + 16, _mm256_movepi32_mask(t61), t60);
            t2 += 8L;
        } while (t2 < t43);
        i = (int)((long)t41 + t43 * 3L);
    } else {
        i = t41;
    }
    for (; i <= n; i += 3) {
        long t62 = (long)(i - 1);
        a[t62] = b[t62] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long down_by_two(int n, const int *a) {
    vcc_no_contract_body
    long s;
    long t26;
    int i;
    int t1 = n - 1;
    long t9 = ((long)n + 1L) / 2L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t11 = _mm_i32gather_epi32((const int *)(a + (int)((long)t1 + t2 * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            __m128i t12 = _mm_i32gather_epi32((const int *)(a + (int)((long)t1 + (t2 + 4L) * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            __m128i t13 = _mm_i32gather_epi32((const int *)(a + (int)((long)t1 + (t2 + 8L) * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            __m128i t14 = _mm_i32gather_epi32((const int *)(a + (int)((long)t1 + (t2 + 12L) * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            __m256i t15 = _mm256_cvtepi32_epi64(t11);
            __m256i t16 = t15;
            t3 = _mm256_add_epi64(t3, t16);
            __m256i t17 = _mm256_cvtepi32_epi64(t12);
            __m256i t18 = t17;
            t4 = _mm256_add_epi64(t4, t18);
            __m256i t19 = _mm256_cvtepi32_epi64(t13);
            __m256i t20 = t19;
            t5 = _mm256_add_epi64(t5, t20);
            __m256i t21 = _mm256_cvtepi32_epi64(t14);
            __m256i t22 = t21;
            t6 = _mm256_add_epi64(t6, t22);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t23 = _mm256_add_epi64(t3, t4);
        __m256i t24 = _mm256_add_epi64(t23, t5);
        __m256i t25 = _mm256_add_epi64(t24, t6);
        t1 = (int)((long)t1 + t10 * -2L);
        t26 = (long)vcc_avx2_reduce_epi64(t25, _mm_add_epi64, unsigned long);
    } else {
        t26 = 0L;
    }
    long t27 = ((long)t1 + 2L) / 2L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t29 = _mm_i32gather_epi32((const int *)(a + (int)((long)t1 + t7 * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            __m256i t30 = _mm256_cvtepi32_epi64(t29);
            __m256i t31 = t30;
            t8 = _mm256_add_epi64(t8, t31);
            t7 += 4L;
        } while (t7 < t28);
        i = (int)((long)t1 + t28 * -2L);
        s = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(t8, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t26;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void end_pointer(short *p, short *end) {
    vcc_no_contract_body
    short *t15;
    short *p_1;
    long t3 = ((long)p * -1L + (long)end) / 2L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            short *t5 = p + t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t7 = t6;
            __m256i t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)3));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)t5, t9);
            short *t10 = p + (t1 + 16L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = t11;
            __m256i t13 = _mm256_mullo_epi16(t12, _mm256_set1_epi16((short)3));
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = p + t4;
    } else {
        t15 = p;
    }
    long t16 = ((long)end + (long)t15 * -1L) / 2L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            short *t18 = t15 + t2;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = t19;
            __m256i t21 = _mm256_mullo_epi16(t20, _mm256_set1_epi16((short)3));
            __m256i t22 = t21;
            _mm256_storeu_si256((__m256i *)t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        p_1 = t15 + t17;
    } else {
        p_1 = t15;
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
