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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_add_epi64(a_v, b_v);
            __m256i t4 = _mm256_sub_epi64(t3, _mm256_set1_epi64x((long long)12345678901LL));
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_add_epi64(a_v_1, b_v_1);
            __m256i t7 = _mm256_sub_epi64(t6, _mm256_set1_epi64x((long long)12345678901LL));
            _mm256_storeu_si256((__m256i *)(c + t5), t7);
            long t8 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_add_epi64(a_v_2, b_v_2);
            __m256i t10 = _mm256_sub_epi64(t9, _mm256_set1_epi64x((long long)12345678901LL));
            _mm256_storeu_si256((__m256i *)(c + t8), t10);
            long t11 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = _mm256_add_epi64(a_v_3, b_v_3);
            __m256i t13 = _mm256_sub_epi64(t12, _mm256_set1_epi64x((long long)12345678901LL));
            _mm256_storeu_si256((__m256i *)(c + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_add_epi64(a_v_4, b_v_4);
            __m256i t19 = _mm256_sub_epi64(t18, _mm256_set1_epi64x((long long)12345678901LL));
            _mm256_storeu_si256((__m256i *)(c + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (long)((long long)(a[t20] + b[t20]) - 12345678901LL);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi64(a_v, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t4 = _mm512_srli_epi64(t3, 7);
            _mm512_storeu_si512(c + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i t6 = _mm512_mullo_epi64(a_v_1, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t7 = _mm512_srli_epi64(t6, 7);
            _mm512_storeu_si512(c + t5, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i t12 = _mm512_mullo_epi64(a_v_2, _mm512_set1_epi64((long long)-7046029254386353131LL));
            __m512i t13 = _mm512_srli_epi64(t12, 7);
            _mm512_storeu_si512(c + t11, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t18 = (long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t17), a + t18);
        __m512i t19 = _mm512_mullo_epi64(a_v_3, _mm512_set1_epi64((long long)-7046029254386353131LL));
        __m512i t20 = _mm512_srli_epi64(t19, 7);
        _mm512_mask_storeu_epi64(c + t18, _mm256_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = (unsigned long)(((unsigned long long)a[t21] * 11400714819323198485ULL) >> 7);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int64_t sum_i64(int n, const int64_t *a) {
    vcc_no_contract_body
    long s;
    int t6;
    long t7;
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
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            s_v = _mm256_add_epi64(s_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 4L)));
            s_v_1 = _mm256_add_epi64(s_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            s_v_2 = _mm256_add_epi64(s_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 12L)));
            s_v_3 = _mm256_add_epi64(s_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t4 = _mm256_add_epi64(t3, s_v_2);
        __m256i t5 = _mm256_add_epi64(t4, s_v_3);
        t6 = (int)t2;
        t7 = (long)vcc_avx2_reduce_epi64(t5, _mm_add_epi64, unsigned long);
    } else {
        t6 = 0;
        t7 = 0L;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at int64_ops.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = _mm256_add_epi64(s_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (long)((unsigned long)t7 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t xor_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t5;
    unsigned long t6;
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
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = _mm256_xor_si256(x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 4L)));
            x_v_1 = _mm256_xor_si256(x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_2 = _mm256_xor_si256(x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 12L)));
            x_v_3 = _mm256_xor_si256(x_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_ternarylogic_epi32(x_v_2, x_v, x_v_1, 0x96);
        __m256i t4 = _mm256_xor_si256(t3, x_v_3);
        t5 = (int)t2;
        t6 = 0UL ^ vcc_avx2_reduce_epi64(t4, _mm_xor_si128, unsigned long);
    } else {
        t5 = 0;
        t6 = 0UL;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        long i_vec_1 = 0L;
        __m256i x_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at int64_ops.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t5 + i_vec_1)));
            x_v_4 = _mm256_xor_si256(x_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t8);
        i = (int)((long)t5 + t8);
        x = t6 ^ vcc_avx2_reduce_epi64(x_v_4, _mm_xor_si128, unsigned long);
    } else {
        i = t5;
        x = t6;
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
