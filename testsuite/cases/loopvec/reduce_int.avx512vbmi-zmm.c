/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned product_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int p;
    int t6;
    unsigned int t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(1);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            t2 = _mm512_mullo_epi32(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)t4;
        t7 = 1U * vcc_avx2_reduce_epi32(_mm256_mullo_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_mullo_epi32, unsigned int);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t12 = _mm512_mullo_epi32(_mm512_set1_epi32(1), t11);
        __m512i t13 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), t12);
        i = (int)((long)t6 + t8);
        p = t7 * vcc_avx2_reduce_epi32(_mm256_mullo_epi32(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)), _mm_mullo_epi32, unsigned int);
    } else {
        i = t6;
        p = t7;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int min_i32(int n, const int *a) {
    vcc_no_contract_body
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t1 = _mm512_set1_epi32(1073741824);
        long t2 = 0L;
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t2);
            t1 = _mm512_min_epi32(t5, t1);
            t2 += 16L;
        } while (t2 < t4);
        t6 = (int)t4;
        t7 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_min_epi32, int);
    } else {
        t6 = 0;
        t7 = 1073741824;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __mmask16 t13 = _mm512_cmp_epi32_mask(t12, t11, _MM_CMPINT_LT);
        __mmask16 t14 = _kand_mask16(t10, t13);
        __m512i t15 = _mm512_mask_blend_epi32(t14, t11, t12);
        __m512i t16 = _mm512_mask_blend_epi32(t10, t11, t15);
        i = (int)((long)t6 + t8);
        m_1 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_min_epi32, int);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long max_i64(int n, const long *a) {
    vcc_no_contract_body
    long m;
    int t17;
    long t18;
    int i;
    long m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m512i t1 = _mm512_set1_epi64((long long)-1L);
        long t2 = 0L;
        __m512i t3 = t1;
        __m512i t4 = t1;
        __m512i t5 = t1;
        do {
            __m512i t10 = _mm512_loadu_si512(a + (int)t2);
            t1 = _mm512_max_epi64(t10, t1);
            __m512i t11 = _mm512_loadu_si512(a + (int)(t2 + 8L));
            t3 = _mm512_max_epi64(t11, t3);
            __m512i t12 = _mm512_loadu_si512(a + (int)(t2 + 16L));
            t4 = _mm512_max_epi64(t12, t4);
            __m512i t13 = _mm512_loadu_si512(a + (int)(t2 + 24L));
            t5 = _mm512_max_epi64(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        __m512i t14 = _mm512_max_epi64(t1, t3);
        __m512i t15 = _mm512_max_epi64(t14, t4);
        __m512i t16 = _mm512_max_epi64(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_max_epi64, long);
    } else {
        t17 = 0;
        t18 = -1L;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m512i t6 = _mm512_set1_epi64((long long)t18);
        long t7 = 0L;
        do {
            __m512i t21 = _mm512_loadu_si512(a + (int)((long)t17 + t7));
            t6 = _mm512_max_epi64(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t6), _mm512_extracti64x4_epi64(t6, 1)), _mm_max_epi64, long);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

unsigned char max_u8(int n, const unsigned char *a) {
    unsigned char m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

short min_i16(int n, const short *a) {
    short m = 32767;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned and_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t7;
    unsigned int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(-1);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __m512i t6 = _mm512_or_si512(t5, _mm512_set1_epi32(16843009));
            t2 = _mm512_and_si512(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        t7 = (int)t4;
        t8 = 4294967295U & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_and_si128, unsigned int);
    } else {
        t7 = 0;
        t8 = 4294967295U;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512i t12 = _mm512_maskz_loadu_epi32(t11, a + (int)(long)t7);
        __m512i t13 = _mm512_or_si512(t12, _mm512_set1_epi32(16843009));
        __m512i t14 = _mm512_and_si512(_mm512_set1_epi32(-1), t13);
        __m512i t15 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(-1), t14);
        i = (int)((long)t7 + t9);
        x = t8 & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_and_si128, unsigned int);
    } else {
        i = t7;
        x = t8;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t or_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t25;
    unsigned long t26;
    int t32;
    unsigned long t33;
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
            __m512i t11 = _mm512_and_si512(t10, _mm512_set1_epi64((long long)31LL));
            __m512i t12 = _mm512_sllv_epi64(t10, t11);
            t2 = _mm512_or_si512(t2, t12);
            __m512i t13 = _mm512_loadu_si512(a + (int)(t1 + 8L));
            __m512i t14 = _mm512_and_si512(t13, _mm512_set1_epi64((long long)31LL));
            __m512i t15 = _mm512_sllv_epi64(t13, t14);
            t3 = _mm512_or_si512(t3, t15);
            __m512i t16 = _mm512_loadu_si512(a + (int)(t1 + 16L));
            __m512i t17 = _mm512_and_si512(t16, _mm512_set1_epi64((long long)31LL));
            __m512i t18 = _mm512_sllv_epi64(t16, t17);
            t4 = _mm512_or_si512(t4, t18);
            __m512i t19 = _mm512_loadu_si512(a + (int)(t1 + 24L));
            __m512i t20 = _mm512_and_si512(t19, _mm512_set1_epi64((long long)31LL));
            __m512i t21 = _mm512_sllv_epi64(t19, t20);
            t5 = _mm512_or_si512(t5, t21);
            t1 += 32L;
        } while (t1 < t9);
        __m512i t22 = _mm512_or_si512(t2, t3);
        __m512i t23 = _mm512_or_si512(t22, t4);
        __m512i t24 = _mm512_or_si512(t23, t5);
        t25 = (int)t9;
        t26 = 0UL | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)), _mm_or_si128, unsigned long);
    } else {
        t25 = 0;
        t26 = 0UL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        __m512i t7 = _mm512_set1_epi64((long long)0LL);
        do {
            __m512i t29 = _mm512_loadu_si512(a + (int)((long)t25 + t6));
            __m512i t30 = _mm512_and_si512(t29, _mm512_set1_epi64((long long)31LL));
            __m512i t31 = _mm512_sllv_epi64(t29, t30);
            t7 = _mm512_or_si512(t7, t31);
            t6 += 8L;
        } while (t6 < t28);
        t32 = (int)((long)t25 + t28);
        t33 = t26 | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_or_si128, unsigned long);
    } else {
        t32 = t25;
        t33 = t26;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t37 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t36), a + (int)(long)t32);
        __m512i t38 = _mm512_and_si512(t37, _mm512_set1_epi64((long long)31LL));
        __m512i t39 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t36), _mm512_set1_epi64((long long)0LL), t38);
        __m512i t40 = _mm512_sllv_epi64(t37, t39);
        __m512i t41 = _mm512_or_si512(_mm512_set1_epi64((long long)0LL), t40);
        __m512i t42 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t36), _mm512_set1_epi64((long long)0LL), t41);
        i = (int)((long)t32 + t34);
        x = t33 | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t42), _mm512_extracti64x4_epi64(t42, 1)), _mm_or_si128, unsigned long);
    } else {
        i = t32;
        x = t33;
    }
    for (; i < n; i++) {
        unsigned long t43 = a[i];
        x |= t43 << (t43 & 31UL);
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int xor_i32(int n, const int *a) {
    vcc_no_contract_body
    int x;
    int t7;
    int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(5));
            t2 = _mm512_xor_si512(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        t7 = (int)t4;
        t8 = 0 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_xor_si128, int);
    } else {
        t7 = 0;
        t8 = 0;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512i t12 = _mm512_maskz_loadu_epi32(t11, a + (int)(long)t7);
        __m512i t13 = t12;
        __m512i t14 = _mm512_set1_epi32(5);
        __m512i t15 = _mm512_mullo_epi32(t13, t14);
        __m512i t16 = t15;
        __m512i t17 = _mm512_xor_si512(_mm512_set1_epi32(0), t16);
        __m512i t18 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), t17);
        i = (int)((long)t7 + t9);
        x = t8 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t18), _mm512_extracti64x4_epi64(t18, 1)), _mm_xor_si128, int);
    } else {
        i = t7;
        x = t8;
    }
    for (; i < n; i++) {
        x ^= a[i] * 5;
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned *u = new_array(n, 4);
        int *s = new_array(n, 4);
        long *l = new_array(n, 8);
        unsigned char *c = new_array(n, 1);
        short *h = new_array(n, 2);
        uint64_t *w = new_array(n, 8);
        FILL(u, n, 0, 1 << 30);
        FILL(s, n, -100000, 200000);
        FILL(l, n, -100000, 200000);
        FILL(c, n, 0, 200);
        FILL(h, n, -30000, 60000);
        FILL(w, n, 0, 1 << 20);
        printf("n=%d prod=%u min=%d max=%ld maxu8=%d min16=%d and=%x or=%llx xor=%d\n", n, product_u32(n, u), min_i32(n, s),
               max_i64(n, l), max_u8(n, c), min_i16(n, h), and_u32(n, u), (unsigned long long)or_u64(n, w), xor_i32(n, s));
        free(u), free(s), free(l), free(c), free(h), free(w);
    }
    return 0;
}
