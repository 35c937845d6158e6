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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned product_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int p;
    int t17;
    unsigned int t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(1);
        __m256i t3 = _mm256_set1_epi32(1);
        __m256i t4 = _mm256_set1_epi32(1);
        __m256i t5 = _mm256_set1_epi32(1);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            t2 = _mm256_mullo_epi32(t2, t10);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            t3 = _mm256_mullo_epi32(t3, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            t4 = _mm256_mullo_epi32(t4, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            t5 = _mm256_mullo_epi32(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t14 = _mm256_mullo_epi32(t2, t3);
        __m256i t15 = _mm256_mullo_epi32(t14, t4);
        __m256i t16 = _mm256_mullo_epi32(t15, t5);
        t17 = (int)t9;
        t18 = 1U * vcc_avx2_reduce_epi32(t16, _mm_mullo_epi32, unsigned int);
    } else {
        t17 = 0;
        t18 = 1U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(1);
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_mullo_epi32(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        p = t18 * vcc_avx2_reduce_epi32(t7, _mm_mullo_epi32, unsigned int);
    } else {
        i = t17;
        p = t18;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_i32(int n, const int *a) {
    vcc_no_contract_body
    int m;
    int t17;
    int t18;
    int i;
    int m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m256i t1 = _mm256_set1_epi32(1073741824);
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            t1 = _mm256_min_epi32(t10, t1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 8L)));
            t3 = _mm256_min_epi32(t11, t3);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 16L)));
            t4 = _mm256_min_epi32(t12, t4);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 24L)));
            t5 = _mm256_min_epi32(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        __m256i t14 = _mm256_min_epi32(t1, t3);
        __m256i t15 = _mm256_min_epi32(t14, t4);
        __m256i t16 = _mm256_min_epi32(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_epi32(t16, _mm_min_epi32, int);
    } else {
        t17 = 0;
        t18 = 1073741824;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t18);
        long t7 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_min_epi32(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_avx2_reduce_epi32(t6, _mm_min_epi32, int);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long max_i64(int n, const long *a) {
    vcc_no_contract_body
    long m;
    int t17;
    long t18;
    int i;
    long m_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m256i t1 = _mm256_set1_epi64x((long long)-1L);
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            t1 = _mm256_max_epi64(t10, t1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 4L)));
            t3 = _mm256_max_epi64(t11, t3);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 8L)));
            t4 = _mm256_max_epi64(t12, t4);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 12L)));
            t5 = _mm256_max_epi64(t13, t5);
            t2 += 16L;
        } while (t2 < t9);
        __m256i t14 = _mm256_max_epi64(t1, t3);
        __m256i t15 = _mm256_max_epi64(t14, t4);
        __m256i t16 = _mm256_max_epi64(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_epi64(t16, _mm_max_epi64, long);
    } else {
        t17 = 0;
        t18 = -1L;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m256i t6 = _mm256_set1_epi64x((long long)t18);
        long t7 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_max_epi64(t21, t6);
            t7 += 4L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_avx2_reduce_epi64(t6, _mm_max_epi64, long);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned and_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t21;
    unsigned int t22;
    int t27;
    unsigned int t28;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(-1);
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256i t4 = _mm256_set1_epi32(-1);
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_or_si256(t10, _mm256_set1_epi32(16843009));
            t2 = _mm256_and_si256(t2, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t13 = _mm256_or_si256(t12, _mm256_set1_epi32(16843009));
            t3 = _mm256_and_si256(t3, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t15 = _mm256_or_si256(t14, _mm256_set1_epi32(16843009));
            t4 = _mm256_and_si256(t4, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t17 = _mm256_or_si256(t16, _mm256_set1_epi32(16843009));
            t5 = _mm256_and_si256(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t18 = _mm256_and_si256(t2, t3);
        __m256i t19 = _mm256_and_si256(t18, t4);
        __m256i t20 = _mm256_and_si256(t19, t5);
        t21 = (int)t9;
        t22 = 4294967295U & vcc_avx2_reduce_epi32(t20, _mm_and_si128, unsigned int);
    } else {
        t21 = 0;
        t22 = 4294967295U;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(-1);
        do {
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t21 + t6)));
            __m256i t26 = _mm256_or_si256(t25, _mm256_set1_epi32(16843009));
            t7 = _mm256_and_si256(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        t27 = (int)((long)t21 + t24);
        t28 = t22 & vcc_avx2_reduce_epi32(t7, _mm_and_si128, unsigned int);
    } else {
        t27 = t21;
        t28 = t22;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), a + (int)(long)t27);
        __m256i t33 = _mm256_or_si256(t32, _mm256_set1_epi32(16843009));
        __m256i t34 = _mm256_and_si256(_mm256_set1_epi32(-1), t33);
        __m256i t35 = _mm256_ternarylogic_epi32(t31, t34, _mm256_set1_epi32(-1), 0xCA);
        i = (int)((long)t27 + t29);
        x = t28 & vcc_avx2_reduce_epi32(t35, _mm_and_si128, unsigned int);
    } else {
        i = t27;
        x = t28;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t or_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t25;
    unsigned long t26;
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
            __m256i t11 = _mm256_and_si256(t10, _mm256_set1_epi64x((long long)31LL));
            __m256i t12 = _mm256_sllv_epi64(t10, t11);
            t2 = _mm256_or_si256(t2, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 4L)));
            __m256i t14 = _mm256_and_si256(t13, _mm256_set1_epi64x((long long)31LL));
            __m256i t15 = _mm256_sllv_epi64(t13, t14);
            t3 = _mm256_or_si256(t3, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t17 = _mm256_and_si256(t16, _mm256_set1_epi64x((long long)31LL));
            __m256i t18 = _mm256_sllv_epi64(t16, t17);
            t4 = _mm256_or_si256(t4, t18);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 12L)));
            __m256i t20 = _mm256_and_si256(t19, _mm256_set1_epi64x((long long)31LL));
            __m256i t21 = _mm256_sllv_epi64(t19, t20);
            t5 = _mm256_or_si256(t5, t21);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t22 = _mm256_or_si256(t2, t3);
        __m256i t23 = _mm256_or_si256(t22, t4);
        __m256i t24 = _mm256_or_si256(t23, t5);
        t25 = (int)t9;
        t26 = 0UL | vcc_avx2_reduce_epi64(t24, _mm_or_si128, unsigned long);
    } else {
        t25 = 0;
        t26 = 0UL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t25 + t6)));
            __m256i t30 = _mm256_and_si256(t29, _mm256_set1_epi64x((long long)31LL));
            __m256i t31 = _mm256_sllv_epi64(t29, t30);
            t7 = _mm256_or_si256(t7, t31);
            t6 += 4L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        x = t26 | vcc_avx2_reduce_epi64(t7, _mm_or_si128, unsigned long);
    } else {
        i = t25;
        x = t26;
    }
    for (; i < n; i++) {
        unsigned long t32 = a[i];
        x |= t32 << (t32 & 31UL);
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int xor_i32(int n, const int *a) {
    vcc_no_contract_body
    int x;
    int t21;
    int t22;
    int t27;
    int t28;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(5));
            t2 = _mm256_xor_si256(t2, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(5));
            t3 = _mm256_xor_si256(t3, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(5));
            t4 = _mm256_xor_si256(t4, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(5));
            t5 = _mm256_xor_si256(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t18 = _mm256_xor_si256(t2, t3);
        __m256i t19 = _mm256_xor_si256(t18, t4);
        __m256i t20 = _mm256_xor_si256(t19, t5);
        t21 = (int)t9;
        t22 = 0 ^ vcc_avx2_reduce_epi32(t20, _mm_xor_si128, int);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t21 + t6)));
            __m256i t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(5));
            t7 = _mm256_xor_si256(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        t27 = (int)((long)t21 + t24);
        t28 = t22 ^ vcc_avx2_reduce_epi32(t7, _mm_xor_si128, int);
    } else {
        t27 = t21;
        t28 = t22;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), a + (int)(long)t27);
        __m256i t33 = t32;
        __m256i t34 = _mm256_set1_epi32(5);
        __m256i t35 = _mm256_mullo_epi32(t33, t34);
        __m256i t36 = t35;
        __m256i t37 = _mm256_xor_si256(_mm256_set1_epi32(0), t36);
        __m256i t38 = _mm256_ternarylogic_epi32(t31, t37, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t27 + t29);
        x = t28 ^ vcc_avx2_reduce_epi32(t38, _mm_xor_si128, int);
    } else {
        i = t27;
        x = t28;
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
