/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void triple_in_place(int n, int *a) {
    vcc_no_contract_body
    int *t17;
    int *t23;
    int *p;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int *t5 = a + t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t5, t7);
            int *t8 = a + (t1 + 8L);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t8, t10);
            int *t11 = a + (t1 + 16L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t11, t13);
            int *t14 = a + (t1 + 24L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = a + t4;
    } else {
        t17 = a;
    }
    long t18 = ((long)n * 4L + (long)a + (long)t17 * -1L + 3L) / 4L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            int *t20 = t17 + t2;
            __m256i t21 = _mm256_loadu_si256((const __m256i *)t20);
            __m256i t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        t23 = t17 + t19;
    } else {
        t23 = t17;
    }
    long t24 = ((long)n * 4L + (long)a + (long)t23 * -1L + 3L) / 4L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t27 = t23 + 0;
        __m256i t28 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), t27);
        __m256i t29 = t28;
        __m256i t30 = _mm256_set1_epi32(3);
        __m256i t31 = _mm256_mullo_epi32(t29, t30);
        __m256i t32 = t31;
        _mm256_mask_storeu_epi32(t27, _mm256_movepi32_mask(t26), t32);
        p = t23 + t24;
    } else {
        p = t23;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    vcc_no_contract_body
    int t14;
    short *t15;
    const short *t16;
    int n_1;
    short *dst_1;
    const short *src_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = t1 + 16L;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(src + t1));
            __m256i t7 = t6;
            __m256i t8 = _mm256_add_epi16(t7, _mm256_set1_epi16((short)1));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(dst + t1), t9);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(src + t5));
            __m256i t11 = t10;
            __m256i t12 = _mm256_add_epi16(t11, _mm256_set1_epi16((short)1));
            __m256i t13 = t12;
            _mm256_storeu_si256((__m256i *)(dst + t5), t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = (int)((long)n + t4 * -1L);
        t15 = dst + t4;
        t16 = src + t4;
    } else {
        t14 = n;
        t15 = dst;
        t16 = src;
    }
    long t17 = (long)t14;
    unsigned long t18 = (unsigned long)t15;
    unsigned long t19 = (unsigned long)t16;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(2L + (t17 - 1L) * 2L)) <= t19) | ((t19 + (unsigned long)(2L + (t17 - 1L) * 2L)) <= t18))) {
        long t20 = t17 & -16L;
        long t2 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(t16 + t2));
            __m256i t22 = t21;
            __m256i t23 = _mm256_add_epi16(t22, _mm256_set1_epi16((short)1));
            __m256i t24 = t23;
            _mm256_storeu_si256((__m256i *)(t15 + t2), t24);
            t2 += 16L;
        } while (t2 < t20);
        n_1 = (int)((long)t14 + t20 * -1L);
        dst_1 = t15 + t20;
        src_1 = t16 + t20;
    } else {
        n_1 = t14;
        dst_1 = t15;
        src_1 = t16;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_range(float *begin, float *end, float k) {
    vcc_no_contract_body
    float *t18;
    float *t25;
    float *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(k);
        long t1 = 0L;
        do {
            float *t6 = begin + t1;
            __m256 t7 = _mm256_loadu_ps(t6);
            __m256 t8 = _mm256_mul_ps(t7, t5);
            _mm256_storeu_ps(t6, t8);
            float *t9 = begin + (t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(t9);
            __m256 t11 = _mm256_mul_ps(t10, t5);
            _mm256_storeu_ps(t9, t11);
            float *t12 = begin + (t1 + 16L);
            __m256 t13 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_mul_ps(t13, t5);
            _mm256_storeu_ps(t12, t14);
            float *t15 = begin + (t1 + 24L);
            __m256 t16 = _mm256_loadu_ps(t15);
            __m256 t17 = _mm256_mul_ps(t16, t5);
            _mm256_storeu_ps(t15, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = begin + t4;
    } else {
        t18 = begin;
    }
    long t19 = ((long)end + (long)t18 * -1L) / 4L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256 t21 = _mm256_set1_ps(k);
        long t2 = 0L;
        do {
            float *t22 = t18 + t2;
            __m256 t23 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_mul_ps(t23, t21);
            _mm256_storeu_ps(t22, t24);
            t2 += 8L;
        } while (t2 < t20);
        t25 = t18 + t20;
    } else {
        t25 = t18;
    }
    long t26 = ((long)end + (long)t25 * -1L) / 4L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t29 = _mm256_set1_ps(k);
        float *t30 = t25 + 0;
        __m256 t31 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), t30);
        __m256 t32 = _mm256_mul_ps(t31, t29);
        _mm256_mask_storeu_ps(t30, _mm256_movepi32_mask(t28), t32);
        p = t25 + t26;
    } else {
        p = t25;
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
