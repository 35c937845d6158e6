/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned long long vcc_v8_ullong __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = _mm256_add_epi64(t6, t7);
            __m256i t9 = t8;
            __m256i t10 = _mm256_sub_epi64(t9, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 4L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t15 = _mm256_add_epi64(t13, t14);
            __m256i t16 = t15;
            __m256i t17 = _mm256_sub_epi64(t16, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            long t19 = (long)(int)(t1 + 8L);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(a + t19));
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t19));
            __m256i t22 = _mm256_add_epi64(t20, t21);
            __m256i t23 = t22;
            __m256i t24 = _mm256_sub_epi64(t23, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t25 = t24;
            _mm256_storeu_si256((__m256i *)(c + t19), t25);
            long t26 = (long)(int)(t1 + 12L);
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(a + t26));
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t26));
            __m256i t29 = _mm256_add_epi64(t27, t28);
            __m256i t30 = t29;
            __m256i t31 = _mm256_sub_epi64(t30, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t32 = t31;
            _mm256_storeu_si256((__m256i *)(c + t26), t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(a + t36));
            __m256i t38 = _mm256_loadu_si256((const __m256i *)(b + t36));
            __m256i t39 = _mm256_add_epi64(t37, t38);
            __m256i t40 = t39;
            __m256i t41 = _mm256_sub_epi64(t40, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t42 = t41;
            _mm256_storeu_si256((__m256i *)(c + t36), t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        c[t43] = (long)((long long)(a[t43] + b[t43]) - 12345678901LL);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = t6;
            __m512i t8 = _mm512_mullo_epi64(t7, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t9 = (__m512i)((vcc_v8_ullong)t8 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t10 = t9;
            _mm512_storeu_si512(c + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m512i t12 = _mm512_loadu_si512(a + t11);
            __m512i t13 = t12;
            __m512i t14 = _mm512_mullo_epi64(t13, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t15 = (__m512i)((vcc_v8_ullong)t14 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t16 = t15;
            _mm512_storeu_si512(c + t11, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512i t21 = _mm512_loadu_si512(a + t20);
            __m512i t22 = t21;
            __m512i t23 = _mm512_mullo_epi64(t22, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t24 = (__m512i)((vcc_v8_ullong)t23 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t25 = t24;
            _mm512_storeu_si512(c + t20, t25);
            t2 += 8L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m512i t31 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), a + t30);
        __m512i t32 = t31;
        __m512i t33 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)-7046029254386353131LL));
        __m256i t34 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32(7), _mm256_set1_epi32(0), 0xCA);
        __m512i t35 = (__m512i)((vcc_v8_ullong)t33 >> __builtin_convertvector((vcc_v8_int)t34, vcc_v8_ullong));
        __m512i t36 = t35;
        _mm512_mask_storeu_epi64(c + t30, _mm256_movepi32_mask(t29), t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        c[t37] = (unsigned long)(((unsigned long long)a[t37] * 11400714819323198485ULL) >> 7);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int64_t sum_i64(int n, const int64_t *a) {
    vcc_no_contract_body
    long s;
    int t21;
    long t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = t10;
            t2 = _mm256_add_epi64(t2, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 4L)));
            __m256i t13 = t12;
            t3 = _mm256_add_epi64(t3, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t15 = t14;
            t4 = _mm256_add_epi64(t4, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 12L)));
            __m256i t17 = t16;
            t5 = _mm256_add_epi64(t5, t17);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t18 = _mm256_add_epi64(t2, t3);
        __m256i t19 = _mm256_add_epi64(t18, t4);
        __m256i t20 = _mm256_add_epi64(t19, t5);
        t21 = (int)t9;
        t22 = (long)vcc_avx2_reduce_epi64(t20, _mm_add_epi64, unsigned long);
    } else {
        t21 = 0;
        t22 = 0L;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t21 + t6)));
            __m256i t26 = t25;
            t7 = _mm256_add_epi64(t7, t26);
            t6 += 4L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (long)((unsigned long)t22 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t xor_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t17;
    unsigned long t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            t2 = _mm256_xor_si256(t2, t10);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 4L)));
            t3 = _mm256_xor_si256(t3, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            t4 = _mm256_xor_si256(t4, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 12L)));
            t5 = _mm256_xor_si256(t5, t13);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t14 = _mm256_xor_si256(t2, t3);
        __m256i t15 = _mm256_xor_si256(t14, t4);
        __m256i t16 = _mm256_xor_si256(t15, t5);
        t17 = (int)t9;
        t18 = 0UL ^ vcc_avx2_reduce_epi64(t16, _mm_xor_si128, unsigned long);
    } else {
        t17 = 0;
        t18 = 0UL;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_xor_si256(t7, t21);
            t6 += 4L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        x = t18 ^ vcc_avx2_reduce_epi64(t7, _mm_xor_si128, unsigned long);
    } else {
        i = t17;
        x = t18;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int64_t *a = new_array(n, 8), *b = new_array(n, 8), *c = new_array(n, 8);
        uint64_t *ua = new_array(n, 8), *uc = new_array(n, 8);
        FILL(a, n, -1000000, 2000000);
        FILL(b, n, -1000000, 2000000);
        for (int i = 0; i < n; i++) {
            a[i] *= 4099;
            ua[i] = ((uint64_t)next_rand() << 40) ^ next_rand();
        }
        add_i64(n, c, a, b);
        mulshift_u64(n, uc, ua);
        printf("n=%d add=%llx mulshift=%llx sum=%lld xor=%llx\n", n, HASH(c, n), HASH(uc, n),
               (long long)sum_i64(n, a), (unsigned long long)xor_u64(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
