/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
__attribute__((target("avx2"))) int min_of(int n, const int *a, int m) {
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    int m_1;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    int t18;
    long t19;
    long t20;
    __m256i t21;
    int i;
    int m_2;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = _mm256_set1_epi32((int)m);
        t2 = 0L;
        t3 = t1;
        t4 = t1;
        t5 = t1;
        do {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t2)));
            t1 = _mm256_min_epi32(t10, t1);
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 8L))));
            t3 = _mm256_min_epi32(t11, t3);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 16L))));
            t4 = _mm256_min_epi32(t12, t4);
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 24L))));
            t5 = _mm256_min_epi32(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        t14 = _mm256_min_epi32(t1, t3);
        t15 = _mm256_min_epi32(t14, t4);
        t16 = _mm256_min_epi32(t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = vcc_avx2_reduce_epi32(t16, _mm_min_epi32, int);
    } else {
        t17 = 0;
        t18 = m;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = _mm256_set1_epi32((int)t18);
        t7 = 0L;
        do {
            t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_min_epi32(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_2 = vcc_avx2_reduce_epi32(t6, _mm_min_epi32, int);
    } else {
        i = t17;
        m_2 = t18;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 >= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

__attribute__((target("avx2"))) int max_of(int n, const int *a, int m) {
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    int m_1;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    int t18;
    long t19;
    long t20;
    __m256i t21;
    int i;
    int m_2;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = _mm256_set1_epi32((int)m);
        t2 = 0L;
        t3 = t1;
        t4 = t1;
        t5 = t1;
        do {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t2)));
            t1 = _mm256_max_epi32(t10, t1);
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 8L))));
            t3 = _mm256_max_epi32(t11, t3);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 16L))));
            t4 = _mm256_max_epi32(t12, t4);
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 24L))));
            t5 = _mm256_max_epi32(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        t14 = _mm256_max_epi32(t1, t3);
        t15 = _mm256_max_epi32(t14, t4);
        t16 = _mm256_max_epi32(t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = vcc_avx2_reduce_epi32(t16, _mm_max_epi32, int);
    } else {
        t17 = 0;
        t18 = m;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = _mm256_set1_epi32((int)t18);
        t7 = 0L;
        do {
            t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_max_epi32(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_2 = vcc_avx2_reduce_epi32(t6, _mm_max_epi32, int);
    } else {
        i = t17;
        m_2 = t18;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 <= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    int t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    int t35;
    long t36;
    int t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    int i;
    unsigned int c;
    int n;
    const int *t49;
    int t50;
    t5 = (int)((unsigned int)0 * (unsigned int)7919);
    if ((1003L >= 32L) & (t5 >= 0)) {
        t6 = 1003L & -32L;
        t7 = _mm256_set1_epi32((int)(t5 % 2003));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)2003));
        t11 = _mm256_min_epu32(t9, t10);
        t1 = t11;
        t2 = 0L;
        do {
            t12 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1259));
            t14 = t13;
            t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)2003));
            t16 = _mm256_min_epu32(t14, t15);
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)515));
            t20 = t19;
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)2003));
            t22 = _mm256_min_epu32(t20, t21);
            t23 = t22;
            t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1774));
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)2003));
            t28 = _mm256_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t30);
            t2 += 32L;
            t31 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1030));
            t32 = t31;
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)2003));
            t34 = _mm256_min_epu32(t32, t33);
            t1 = t34;
        } while (t2 < t6);
        t35 = (int)((long)0 + t6);
    } else {
        t35 = 0;
    }
    t36 = (long)t35 * -1L + 1003L;
    t37 = (int)((unsigned int)t35 * (unsigned int)7919);
    if ((t36 >= 8L) & (t37 >= 0)) {
        t38 = t36 & -8L;
        t39 = _mm256_set1_epi32((int)(t37 % 2003));
        t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
        t41 = t40;
        t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)2003));
        t43 = _mm256_min_epu32(t41, t42);
        t3 = t43;
        t4 = 0L;
        do {
            t44 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t35 + t4)], t44);
            t4 += 8L;
            t45 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)1259));
            t46 = t45;
            t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32((int)2003));
            t48 = _mm256_min_epu32(t46, t47);
            t3 = t48;
        } while (t4 < t38);
        i = (int)((long)t35 + t38);
    } else {
        i = t35;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t49 = a;
        t50 = (_mm256_zeroupper(), max_of(n, t49, -5));
        printf("n=%d min=%d max=%d\n", n, (_mm256_zeroupper(), min_of(n, t49, 5)), t50);
    }
    return 0;
}
