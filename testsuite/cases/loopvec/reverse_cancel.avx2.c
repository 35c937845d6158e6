/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
__attribute__((target("avx2"))) void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        __m256i t6 = _mm256_set1_epi32((int)k);
        long t2 = 0L;
        do {
            long t7 = (long)(int)((long)t1 + t2 * -1L);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t7 + -7));
            __m256i t9 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t8);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(c + t7 + -7));
            __m256i t11 = _mm256_add_epi32(t9, t10);
            __m256i t12 = _mm256_xor_si256(t11, t6);
            _mm256_storeu_si256((__m256i *)(a + t7 + -7), t12);
            long t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t13 + -7));
            __m256i t15 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t14);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(c + t13 + -7));
            __m256i t17 = _mm256_add_epi32(t15, t16);
            __m256i t18 = _mm256_xor_si256(t17, t6);
            _mm256_storeu_si256((__m256i *)(a + t13 + -7), t18);
            long t19 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19 + -7));
            __m256i t21 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t20);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(c + t19 + -7));
            __m256i t23 = _mm256_add_epi32(t21, t22);
            __m256i t24 = _mm256_xor_si256(t23, t6);
            _mm256_storeu_si256((__m256i *)(a + t19 + -7), t24);
            long t25 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(b + t25 + -7));
            __m256i t27 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t26);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(c + t25 + -7));
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = _mm256_xor_si256(t29, t6);
            _mm256_storeu_si256((__m256i *)(a + t25 + -7), t30);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t31 = (long)t1 + 1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        __m256i t33 = _mm256_set1_epi32((int)k);
        long t3 = 0L;
        do {
            long t34 = (long)(int)((long)t1 + t3 * -1L);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t34 + -7));
            __m256i t36 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t35);
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(c + t34 + -7));
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = _mm256_xor_si256(t38, t33);
            _mm256_storeu_si256((__m256i *)(a + t34 + -7), t39);
            t3 += 8L;
        } while (t3 < t32);
        i = (int)((long)t1 + t32 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t40 = (long)i;
        a[t40] = (3 * b[t40] + c[t40]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
void cancel_masked(int n, float *restrict a, const float *restrict b) {
    for (int i = n - 1; i >= 0; i--)
        if (b[i] > 0.0f)
            a[i] = b[i] * 2.0f - 1.0f;
}

/* Narrow lanes: bytes widened, added and narrowed again. */
__attribute__((target("avx2"))) void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    int i = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)((long)i + t1 * -1L);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -31));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(c + t4 + -31));
            __m256i t7 = t5;
            __m256i t8 = t6;
            __m256i t9 = _mm256_avg_epu8(t7, t8);
            __m256i t10 = t9;
            _mm256_storeu_si256((__m256i *)(a + t4 + -31), t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)i + t3 * -1L);
    }
    for (; i >= 0; i--) {
        long t11 = (long)i;
        a[t11] = (unsigned char)(((int)b[t11] + (int)c[t11] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
__attribute__((target("avx2"))) int keep_last(int n, int *restrict a, const int *restrict b) {
    int last;
    __m256i t18;
    int t20;
    __m256i t26;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t8);
            long t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t11);
            long t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + t12 + -7));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + t12 + -7), t14);
            long t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            __m256i t17 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(7));
            __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t19);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
        t20 = ((vcc_v8_int)t18)[7];
    } else {
        t20 = -1;
    }
    long t21 = (long)t1 + 1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t3 = 0L;
        do {
            long t23 = (long)(int)((long)t1 + t3 * -1L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t23 + -7));
            __m256i t25 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(7));
            __m256i t27 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t23 + -7), t27);
            t3 += 8L;
        } while (t3 < t22);
        i = (int)((long)t1 + t22 * -1L);
        last = ((vcc_v8_int)t26)[7];
    } else {
        i = t1;
        last = t20;
    }
    for (; i >= 0; i--) {
        long t28 = (long)i;
        last = b[t28] + 7;
        a[t28] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
__attribute__((target("avx2"))) void keep_mixed(int n, double *restrict a, const double *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256d t6 = _mm256_loadu_pd(b + (n - 1 - t5) + -3);
            __m256d t7 = _mm256_permute4x64_pd(t6, 0x1b);
            __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t5, t8);
            int t9 = (int)(t1 + 4L);
            __m256d t10 = _mm256_loadu_pd(b + (n - 1 - t9) + -3);
            __m256d t11 = _mm256_permute4x64_pd(t10, 0x1b);
            __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t9, t12);
            int t13 = (int)(t1 + 8L);
            __m256d t14 = _mm256_loadu_pd(b + (n - 1 - t13) + -3);
            __m256d t15 = _mm256_permute4x64_pd(t14, 0x1b);
            __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t13, t16);
            int t17 = (int)(t1 + 12L);
            __m256d t18 = _mm256_loadu_pd(b + (n - 1 - t17) + -3);
            __m256d t19 = _mm256_permute4x64_pd(t18, 0x1b);
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            __m256d t25 = _mm256_loadu_pd(b + (n - 1 - t24) + -3);
            __m256d t26 = _mm256_permute4x64_pd(t25, 0x1b);
            __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
__attribute__((target("avx2"))) void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    int i;
    int t1 = n - 1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m128i t8 = _mm_set1_epi32((int)t1);
        __m128i t9 = t8;
        __m128i t2 = _mm_add_epi32(t9, _mm_setr_epi32(0, -1, -2, -3));
        long t3 = 0L;
        do {
            __m128i t10 = t2;
            long t11 = (long)(int)((long)t1 + t3 * -1L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t11 + -3));
            __m256i t13 = _mm256_permute4x64_epi64(t12, 0x1b);
            __m256i t14 = _mm256_cvtepi32_epi64(t10);
            __m256i t15 = _mm256_add_epi64(t13, t14);
            __m256i t16 = _mm256_permute4x64_epi64(t15, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t11 + -3), t16);
            __m128i t17 = _mm_add_epi32(t2, _mm_set1_epi32(-4));
            __m128i t18 = t17;
            long t19 = (long)(int)((long)t1 + (t3 + 4L) * -1L);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19 + -3));
            __m256i t21 = _mm256_permute4x64_epi64(t20, 0x1b);
            __m256i t22 = _mm256_cvtepi32_epi64(t18);
            __m256i t23 = _mm256_add_epi64(t21, t22);
            __m256i t24 = _mm256_permute4x64_epi64(t23, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t19 + -3), t24);
            __m128i t25 = _mm_add_epi32(t2, _mm_set1_epi32(-8));
            __m128i t26 = t25;
            long t27 = (long)(int)((long)t1 + (t3 + 8L) * -1L);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t27 + -3));
            __m256i t29 = _mm256_permute4x64_epi64(t28, 0x1b);
            __m256i t30 = _mm256_cvtepi32_epi64(t26);
            __m256i t31 = _mm256_add_epi64(t29, t30);
            __m256i t32 = _mm256_permute4x64_epi64(t31, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t27 + -3), t32);
            __m128i t33 = _mm_add_epi32(t2, _mm_set1_epi32(-12));
            __m128i t34 = t33;
            long t35 = (long)(int)((long)t1 + (t3 + 12L) * -1L);
            __m256i t36 = _mm256_loadu_si256((const __m256i *)(b + t35 + -3));
            __m256i t37 = _mm256_permute4x64_epi64(t36, 0x1b);
            __m256i t38 = _mm256_cvtepi32_epi64(t34);
            __m256i t39 = _mm256_add_epi64(t37, t38);
            __m256i t40 = _mm256_permute4x64_epi64(t39, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t35 + -3), t40);
            t3 += 16L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32(-16));
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t41 = (long)t1 + 1L;
    if (t41 >= 4L) {
        long t42 = t41 & -4L;
        __m128i t43 = _mm_set1_epi32((int)t1);
        __m128i t44 = t43;
        __m128i t4 = _mm_add_epi32(t44, _mm_setr_epi32(0, -1, -2, -3));
        long t5 = 0L;
        do {
            __m128i t45 = t4;
            long t46 = (long)(int)((long)t1 + t5 * -1L);
            __m256i t47 = _mm256_loadu_si256((const __m256i *)(b + t46 + -3));
            __m256i t48 = _mm256_permute4x64_epi64(t47, 0x1b);
            __m256i t49 = _mm256_cvtepi32_epi64(t45);
            __m256i t50 = _mm256_add_epi64(t48, t49);
            __m256i t51 = _mm256_permute4x64_epi64(t50, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t46 + -3), t51);
            t5 += 4L;
            t4 = _mm_add_epi32(t4, _mm_set1_epi32(-4));
        } while (t5 < t42);
        i = (int)((long)t1 + t42 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t52 = (long)i;
        a[t52] = b[t52] + (long long)i;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
