/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_of(int n, const int *a, int m) {
    vcc_no_contract_body
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
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 24L))));
            t1 = _mm256_min_epi32(t10, t1);
            t3 = _mm256_min_epi32(t11, t3);
            t4 = _mm256_min_epi32(t12, t4);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_of(int n, const int *a, int m) {
    vcc_no_contract_body
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
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t2 + 24L))));
            t1 = _mm256_max_epi32(t10, t1);
            t3 = _mm256_max_epi32(t11, t3);
            t4 = _mm256_max_epi32(t12, t4);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
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
    int t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int i;
    unsigned int c;
    int n;
    const int *t36;
    int t37;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)7919));
            t10 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)7919));
            t15 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t18 = t17;
            t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)7919));
            t20 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t23 = t22;
            t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32((int)7919));
            t25 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t26);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t5);
        t27 = (int)((long)0 + t5);
    } else {
        t27 = 0;
    }
    t28 = (long)t27 * -1L + 1003L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = _mm256_set1_epi32((int)t27);
        t31 = t30;
        t3 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t32 = t3;
            t33 = _mm256_mullo_epi32(t32, _mm256_set1_epi32((int)7919));
            t34 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t27 + t4)], t35);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t36 = a;
        t37 = (_mm256_zeroupper(), max_of(n, t36, -5));
        printf("n=%d min=%d max=%d\n", n, (_mm256_zeroupper(), min_of(n, t36, 5)), t37);
    }
    return 0;
}
