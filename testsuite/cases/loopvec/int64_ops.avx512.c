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
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_add_epi64(a_v, b_v);
            __m256i t5 = t4;
            __m256i t6 = _mm256_sub_epi64(t5, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t7 = t6;
            _mm256_storeu_si256((__m256i *)(c + t3), t7);
            long t8 = (long)(int)(i_vec + 4L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_add_epi64(a_v_1, b_v_1);
            __m256i t10 = t9;
            __m256i t11 = _mm256_sub_epi64(t10, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t12 = t11;
            _mm256_storeu_si256((__m256i *)(c + t8), t12);
            long t13 = (long)(int)(i_vec + 8L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t14 = _mm256_add_epi64(a_v_2, b_v_2);
            __m256i t15 = t14;
            __m256i t16 = _mm256_sub_epi64(t15, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t17 = t16;
            _mm256_storeu_si256((__m256i *)(c + t13), t17);
            long t18 = (long)(int)(i_vec + 12L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = _mm256_add_epi64(a_v_3, b_v_3);
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi64(t20, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t22 = t21;
            _mm256_storeu_si256((__m256i *)(c + t18), t22);
            i_vec += 16L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t26));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t26));
            __m256i t27 = _mm256_add_epi64(a_v_4, b_v_4);
            __m256i t28 = t27;
            __m256i t29 = _mm256_sub_epi64(t28, _mm256_set1_epi64x((long long)12345678901LL));
            __m256i t30 = t29;
            _mm256_storeu_si256((__m256i *)(c + t26), t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        c[t31] = (long)((long long)(a[t31] + b[t31]) - 12345678901LL);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    vcc_no_contract_body
    int t13;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512i t4 = a_v;
            __m512i t5 = _mm512_mullo_epi64(t4, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t6 = (__m512i)((vcc_v8_ullong)t5 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t7 = t6;
            _mm512_storeu_si512(c + t3, t7);
            long t8 = (long)(int)(i_vec + 8L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t8);
            __m512i t9 = a_v_1;
            __m512i t10 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t11 = (__m512i)((vcc_v8_ullong)t10 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t12 = t11;
            _mm512_storeu_si512(c + t8, t12);
            i_vec += 16L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            __m512i a_v_2 = _mm512_loadu_si512(a + t16);
            __m512i t17 = a_v_2;
            __m512i t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t19 = (__m512i)((vcc_v8_ullong)t18 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(7), vcc_v8_ullong));
            __m512i t20 = t19;
            _mm512_storeu_si512(c + t16, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        t21 = (int)((long)t13 + t15);
    } else {
        t21 = t13;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m512i a_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t24), a + t25);
        __m512i t26 = a_v_3;
        __m512i t27 = _mm512_mullo_epi64(t26, _mm512_set1_epi64((long long)-7046029254386353131LL));
        __m256i t28 = _mm256_ternarylogic_epi32(t24, _mm256_set1_epi32(7), _mm256_set1_epi32(0), 0xCA);
        __m512i t29 = (__m512i)((vcc_v8_ullong)t27 >> __builtin_convertvector((vcc_v8_int)t28, vcc_v8_ullong));
        __m512i t30 = t29;
        _mm512_mask_storeu_epi64(c + t25, _mm256_movepi32_mask(t24), t30);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        c[t31] = (unsigned long)(((unsigned long long)a[t31] * 11400714819323198485ULL) >> 7);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int64_t sum_i64(int n, const int64_t *a) {
    vcc_no_contract_body
    long s;
    int t10;
    long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at int64_ops.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m256i t3 = a_v;
            s_v = _mm256_add_epi64(s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 4L)));
            __m256i t4 = a_v_1;
            s_v_1 = _mm256_add_epi64(s_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 8L)));
            __m256i t5 = a_v_2;
            s_v_2 = _mm256_add_epi64(s_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 12L)));
            __m256i t6 = a_v_3;
            s_v_3 = _mm256_add_epi64(s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t8 = _mm256_add_epi64(t7, s_v_2);
        __m256i t9 = _mm256_add_epi64(t8, s_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_avx2_reduce_epi64(t9, _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t10 + i_vec_1)));
            __m256i t14 = a_v_4;
            s_v_4 = _mm256_add_epi64(s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t xor_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t6;
    unsigned long t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i x_v = _mm256_set1_epi64x((long long)0LL);
        __m256i x_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i x_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i x_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at int64_ops.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            x_v = _mm256_xor_si256(x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 4L)));
            x_v_1 = _mm256_xor_si256(x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 8L)));
            x_v_2 = _mm256_xor_si256(x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 12L)));
            x_v_3 = _mm256_xor_si256(x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_xor_si256(x_v, x_v_1);
        __m256i t4 = _mm256_xor_si256(t3, x_v_2);
        __m256i t5 = _mm256_xor_si256(t4, x_v_3);
        t6 = (int)t2;
        t7 = 0UL ^ vcc_avx2_reduce_epi64(t5, _mm_xor_si128, unsigned long);
    } else {
        t6 = 0;
        t7 = 0UL;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        __m256i x_v_4 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t6 + i_vec_1)));
            x_v_4 = _mm256_xor_si256(x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ vcc_avx2_reduce_epi64(x_v_4, _mm_xor_si128, unsigned long);
    } else {
        i = t6;
        x = t7;
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
