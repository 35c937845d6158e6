/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
__attribute__((target("avx2"))) unsigned xor_all(int n, const unsigned *a) {
    unsigned int x;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_xor_si256(t4, t6);
            t9 = _mm256_xor_si256(t5, t7);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = _mm256_xor_si256(t8, t9);
        i = (int)((long)0 + t2);
        x = 0U ^ vcc_reduce(unsigned int, (vcc_v8_uint)t11, ^);
    } else {
        i = 0;
        x = 0U;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) unsigned and_all(int n, const unsigned *a) {
    unsigned int x;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)-1);
        t5 = _mm256_set1_epi32((int)-1);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_and_si256(t4, t6);
            t9 = _mm256_and_si256(t5, t7);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = _mm256_and_si256(t8, t9);
        i = (int)((long)0 + t2);
        x = 4294967295U & vcc_reduce(unsigned int, (vcc_v8_uint)t11, &);
    } else {
        i = 0;
        x = 4294967295U;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) unsigned or_all(int n, const unsigned *a) {
    unsigned int x;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_or_si256(t4, t6);
            t9 = _mm256_or_si256(t5, t7);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = _mm256_or_si256(t8, t9);
        i = (int)((long)0 + t2);
        x = 0U | vcc_reduce(unsigned int, (vcc_v8_uint)t11, |);
    } else {
        i = 0;
        x = 0U;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
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
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    long t43;
    int i;
    unsigned int c;
    int n;
    unsigned int t44;
    unsigned int t45;
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
            t15 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t16 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t17 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t18 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t19 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t15, vcc_v8_uint));
            t20 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t16, vcc_v8_uint));
            t21 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t17, vcc_v8_uint));
            t22 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t18, vcc_v8_uint));
            t23 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t19);
            t24 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t20);
            t25 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t21);
            t26 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t22);
            t27 = t5;
            t28 = t8;
            t29 = t11;
            t30 = t14;
            t31 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)-1640531535));
            t32 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)-1640531535));
            t33 = _mm256_mullo_epi32(t29, _mm256_set1_epi32((int)-1640531535));
            t34 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)-1640531535));
            t35 = (__m256i)((vcc_v8_uint)t31 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t36 = (__m256i)((vcc_v8_uint)t32 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t37 = (__m256i)((vcc_v8_uint)t33 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t38 = (__m256i)((vcc_v8_uint)t34 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t39 = _mm256_xor_si256(t23, t35);
            t40 = _mm256_xor_si256(t24, t36);
            t41 = _mm256_xor_si256(t25, t37);
            t42 = _mm256_xor_si256(t26, t38);
            _mm256_storeu_si256((__m256i *)&a[t3], t39);
            _mm256_storeu_si256((__m256i *)&a[t6], t40);
            _mm256_storeu_si256((__m256i *)&a[t9], t41);
            _mm256_storeu_si256((__m256i *)&a[t12], t42);
            t43 = t2 + 32L;
            if (t43 >= t1) {
                break;
            }
            t2 = t43;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t44 = or_all(n, a);
        t45 = and_all(n, a);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, a), t45, t44);
    }
    return 0;
}
