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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    int t33;
    int t43;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_loadu_si512(b + t5);
            __m512i t8 = _mm512_add_epi64(t6, t7);
            __m512i t9 = t8;
            __m512i t10 = _mm512_sub_epi64(t9, _mm512_set1_epi64((long long)12345678901LL));
            __m512i t11 = t10;
            _mm512_storeu_si512(c + t5, t11);
            long t12 = (long)(int)(t1 + 8L);
            __m512i t13 = _mm512_loadu_si512(a + t12);
            __m512i t14 = _mm512_loadu_si512(b + t12);
            __m512i t15 = _mm512_add_epi64(t13, t14);
            __m512i t16 = t15;
            __m512i t17 = _mm512_sub_epi64(t16, _mm512_set1_epi64((long long)12345678901LL));
            __m512i t18 = t17;
            _mm512_storeu_si512(c + t12, t18);
            long t19 = (long)(int)(t1 + 16L);
            __m512i t20 = _mm512_loadu_si512(a + t19);
            __m512i t21 = _mm512_loadu_si512(b + t19);
            __m512i t22 = _mm512_add_epi64(t20, t21);
            __m512i t23 = t22;
            __m512i t24 = _mm512_sub_epi64(t23, _mm512_set1_epi64((long long)12345678901LL));
            __m512i t25 = t24;
            _mm512_storeu_si512(c + t19, t25);
            long t26 = (long)(int)(t1 + 24L);
            __m512i t27 = _mm512_loadu_si512(a + t26);
            __m512i t28 = _mm512_loadu_si512(b + t26);
            __m512i t29 = _mm512_add_epi64(t27, t28);
            __m512i t30 = t29;
            __m512i t31 = _mm512_sub_epi64(t30, _mm512_set1_epi64((long long)12345678901LL));
            __m512i t32 = t31;
            _mm512_storeu_si512(c + t26, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m512i t37 = _mm512_loadu_si512(a + t36);
            __m512i t38 = _mm512_loadu_si512(b + t36);
            __m512i t39 = _mm512_add_epi64(t37, t38);
            __m512i t40 = t39;
            __m512i t41 = _mm512_sub_epi64(t40, _mm512_set1_epi64((long long)12345678901LL));
            __m512i t42 = t41;
            _mm512_storeu_si512(c + t36, t42);
            t2 += 8L;
        } while (t2 < t35);
        t43 = (int)((long)t33 + t35);
    } else {
        t43 = t33;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        __m256i t45 = _mm256_set1_epi32((int)(int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t47 = (long)(int)(long)t43;
        __m512i t48 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t46), a + t47);
        __m512i t49 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t46), b + t47);
        __m512i t50 = t48;
        __m512i t51 = t49;
        __m512i t52 = _mm512_add_epi64(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = t53;
        __m512i t55 = t54;
        __m512i t56 = _mm512_set1_epi64((long long)12345678901LL);
        __m512i t57 = _mm512_sub_epi64(t55, t56);
        __m512i t58 = t57;
        __m512i t59 = t58;
        _mm512_mask_storeu_epi64(c + t47, _mm256_movepi32_mask(t46), t59);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t60 = (long)i;
        c[t60] = (long)((long long)(a[t60] + b[t60]) - 12345678901LL);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
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
            long t17 = (long)(int)(t1 + 16L);
            __m512i t18 = _mm512_loadu_si512(a + t17);
            __m512i t19 = t18;
            __m512i t20 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t21 = (__m512i)((vcc_v8_ullong)t20 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t22 = t21;
            _mm512_storeu_si512(c + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m512i t24 = _mm512_loadu_si512(a + t23);
            __m512i t25 = t24;
            __m512i t26 = _mm512_mullo_epi64(t25, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t27 = (__m512i)((vcc_v8_ullong)t26 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t28 = t27;
            _mm512_storeu_si512(c + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m512i t33 = _mm512_loadu_si512(a + t32);
            __m512i t34 = t33;
            __m512i t35 = _mm512_mullo_epi64(t34, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t36 = (__m512i)((vcc_v8_ullong)t35 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t37 = t36;
            _mm512_storeu_si512(c + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m512i t43 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), a + t42);
        __m512i t44 = t43;
        __m512i t45 = _mm512_mullo_epi64(t44, _mm512_set1_epi64((long long)-7046029254386353131LL));
        __m256i t46 = _mm256_ternarylogic_epi32(t41, _mm256_set1_epi32(7), _mm256_set1_epi32(0), 0xCA);
        __m512i t47 = (__m512i)((vcc_v8_ullong)t45 >> __builtin_convertvector((vcc_v8_int)t46, vcc_v8_ullong));
        __m512i t48 = t47;
        _mm512_mask_storeu_epi64(c + t42, _mm256_movepi32_mask(t41), t48);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        c[t49] = (unsigned long)(((unsigned long long)a[t49] * 11400714819323198485ULL) >> 7);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int64_t sum_i64(int n, const int64_t *a) {
    vcc_no_contract_body
    long s;
    int t21;
    long t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            __m512i t10 = _mm512_loadu_si512(a + (int)t1);
            __m512i t11 = t10;
            t2 = _mm512_add_epi64(t2, t11);
            __m512i t12 = _mm512_loadu_si512(a + (int)(t1 + 8L));
            __m512i t13 = t12;
            t3 = _mm512_add_epi64(t3, t13);
            __m512i t14 = _mm512_loadu_si512(a + (int)(t1 + 16L));
            __m512i t15 = t14;
            t4 = _mm512_add_epi64(t4, t15);
            __m512i t16 = _mm512_loadu_si512(a + (int)(t1 + 24L));
            __m512i t17 = t16;
            t5 = _mm512_add_epi64(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m512i t18 = _mm512_add_epi64(t2, t3);
        __m512i t19 = _mm512_add_epi64(t18, t4);
        __m512i t20 = _mm512_add_epi64(t19, t5);
        t21 = (int)t9;
        t22 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1)), _mm_add_epi64, unsigned long);
    } else {
        t21 = 0;
        t22 = 0L;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m512i t7 = _mm512_set1_epi64((long long)0LL);
        do {
            __m512i t25 = _mm512_loadu_si512(a + (int)((long)t21 + t6));
            __m512i t26 = t25;
            t7 = _mm512_add_epi64(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (long)((unsigned long)t22 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t xor_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t17;
    unsigned long t18;
    int t22;
    unsigned long t23;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            __m512i t10 = _mm512_loadu_si512(a + (int)t1);
            t2 = _mm512_xor_si512(t2, t10);
            __m512i t11 = _mm512_loadu_si512(a + (int)(t1 + 8L));
            t3 = _mm512_xor_si512(t3, t11);
            __m512i t12 = _mm512_loadu_si512(a + (int)(t1 + 16L));
            t4 = _mm512_xor_si512(t4, t12);
            __m512i t13 = _mm512_loadu_si512(a + (int)(t1 + 24L));
            t5 = _mm512_xor_si512(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m512i t14 = _mm512_xor_si512(t2, t3);
        __m512i t15 = _mm512_xor_si512(t14, t4);
        __m512i t16 = _mm512_xor_si512(t15, t5);
        t17 = (int)t9;
        t18 = 0UL ^ vcc_avx2_reduce_epi64(_mm256_xor_si256(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_xor_si128, unsigned long);
    } else {
        t17 = 0;
        t18 = 0UL;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m512i t7 = _mm512_set1_epi64((long long)0LL);
        do {
            __m512i t21 = _mm512_loadu_si512(a + (int)((long)t17 + t6));
            t7 = _mm512_xor_si512(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 ^ vcc_avx2_reduce_epi64(_mm256_xor_si256(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_xor_si128, unsigned long);
    } else {
        t22 = t17;
        t23 = t18;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t27 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t26), a + (int)(long)t22);
        __m512i t28 = _mm512_xor_si512(_mm512_set1_epi64((long long)0LL), t27);
        __m512i t29 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t26), _mm512_set1_epi64((long long)0LL), t28);
        i = (int)((long)t22 + t24);
        x = t23 ^ vcc_avx2_reduce_epi64(_mm256_xor_si256(_mm512_castsi512_si256(t29), _mm512_extracti64x4_epi64(t29, 1)), _mm_xor_si128, unsigned long);
    } else {
        i = t22;
        x = t23;
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
