/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_of(int n, const int *a, int m) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
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
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    int t23;
    long t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    int m_1;
    int t30;
    int m_2;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = _mm256_set1_epi32((int)m);
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t5)));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 24L))));
            t14 = _mm256_min_epi32(t10, t6);
            t15 = _mm256_min_epi32(t11, t7);
            t16 = _mm256_min_epi32(t12, t8);
            t17 = _mm256_min_epi32(t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = _mm256_min_epi32(t14, t15);
        t20 = _mm256_min_epi32(t19, t16);
        t21 = _mm256_min_epi32(t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_min(int, (vcc_v8_int)t21);
    } else {
        t22 = 0;
        t23 = m;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = _mm256_set1_epi32((int)t23);
        t26 = 0L;
        for (;;) {
            t27 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t22 + t26)));
            t28 = _mm256_min_epi32(t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m_1 = vcc_reduce_min(int, (vcc_v8_int)t28);
    } else {
        i = t22;
        m_1 = t23;
    }
    for (; i < n; i++, m_1 = m_2) {
        t30 = a[i];
        if (t30 < m_1) {
            m_2 = t30;
        } else {
            m_2 = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_of(int n, const int *a, int m) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
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
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    int t23;
    long t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    int m_1;
    int t30;
    int m_2;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = _mm256_set1_epi32((int)m);
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t5)));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 24L))));
            t14 = _mm256_max_epi32(t10, t6);
            t15 = _mm256_max_epi32(t11, t7);
            t16 = _mm256_max_epi32(t12, t8);
            t17 = _mm256_max_epi32(t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = _mm256_max_epi32(t14, t15);
        t20 = _mm256_max_epi32(t19, t16);
        t21 = _mm256_max_epi32(t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_max(int, (vcc_v8_int)t21);
    } else {
        t22 = 0;
        t23 = m;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = _mm256_set1_epi32((int)t23);
        t26 = 0L;
        for (;;) {
            t27 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t22 + t26)));
            t28 = _mm256_max_epi32(t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m_1 = vcc_reduce_max(int, (vcc_v8_int)t28);
    } else {
        i = t22;
        m_1 = t23;
    }
    for (; i < n; i++, m_1 = m_2) {
        t30 = a[i];
        if (t30 > m_1) {
            m_2 = t30;
        } else {
            m_2 = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
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
    long t26;
    int t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    long t37;
    int i;
    unsigned int c;
    int n;
    const int *t38;
    int t39;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = 0L;
        for (;;) {
            t7 = t1;
            t8 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t9 = t8;
            t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t11 = t10;
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t13 = t12;
            t14 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)7919));
            t15 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)7919));
            t16 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)7919));
            t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)7919));
            t18 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t20 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t21 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t22 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)1000));
            t23 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)1000));
            t24 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)1000));
            t25 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t6)], t22);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 8L))], t23);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 16L))], t24);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 24L))], t25);
            t26 = t6 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t26 >= t3) {
                break;
            }
            t6 = t26;
        }
        t27 = (int)((long)0 + t3);
    } else {
        t27 = 0;
    }
    t28 = (long)t27 * -1L + 1003L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = _mm256_set1_epi32((int)t27);
        t31 = t30;
        t2 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = 0L;
        for (;;) {
            t33 = t2;
            t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)7919));
            t35 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t27 + t32)], t36);
            t37 = t32 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t37 >= t29) {
                break;
            }
            t32 = t37;
        }
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t38 = a;
        t39 = (_mm256_zeroupper(), max_of(n, t38, -5));
        (_mm256_zeroupper(), printf("n=%d min=%d max=%d\n", n, (_mm256_zeroupper(), min_of(n, t38, 5)), t39));
    }
    return 0;
}
