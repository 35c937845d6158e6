/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
__attribute__((target("avx2"))) int min_of(int n, const int *a, int m) {
    __m256i t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    int m_1;
    int m_2;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = _mm256_set1_epi32((int)m);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_cmpgt_epi32(t1, t6);
            t8 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t9 = _mm256_blendv_epi8(t1, t8, t7);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m_1 = vcc_reduce_min(int, (vcc_v8_int)t9);
    } else {
        i = 0;
        m_1 = m;
    }
    for (; i < n; i++, m_1 = m_2) {
        if (a[i] < m_1) {
            m_2 = a[i];
        } else {
            m_2 = m_1;
        }
    }
    return m_1;
}

__attribute__((target("avx2"))) int max_of(int n, const int *a, int m) {
    __m256i t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    int m_1;
    int m_2;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = _mm256_set1_epi32((int)m);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_cmpgt_epi32(t6, t1);
            t8 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t9 = _mm256_blendv_epi8(t1, t8, t7);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m_1 = vcc_reduce_max(int, (vcc_v8_int)t9);
    } else {
        i = 0;
        m_1 = m;
    }
    for (; i < n; i++, m_1 = m_2) {
        if (a[i] > m_1) {
            m_2 = a[i];
        } else {
            m_2 = m_1;
        }
    }
    return m_1;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long t1;
    long t2;
    int t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    int t12;
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
    long t27;
    int i;
    unsigned int c;
    int n;
    int t28;
    if (1003L >= 32L) {
        t1 = 1003L & -32L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = _mm256_set1_epi32((int)t3);
            t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = (int)((long)0 + (t2 + 8L));
            t7 = _mm256_set1_epi32((int)t6);
            t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = (int)((long)0 + (t2 + 16L));
            t10 = _mm256_set1_epi32((int)t9);
            t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = (int)((long)0 + (t2 + 24L));
            t13 = _mm256_set1_epi32((int)t12);
            t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t15 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)7919));
            t16 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)7919));
            t17 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)7919));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)7919));
            t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t20 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t21 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t22 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)2003));
            t23 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)1000));
            t24 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)1000));
            t25 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)1000));
            t26 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&a[t3], t23);
            _mm256_storeu_si256((__m256i *)&a[t6], t24);
            _mm256_storeu_si256((__m256i *)&a[t9], t25);
            _mm256_storeu_si256((__m256i *)&a[t12], t26);
            t27 = t2 + 32L;
            if (t27 >= t1) {
                break;
            }
            t2 = t27;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t28 = max_of(n, a, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, a, 5), t28);
    }
    return 0;
}
