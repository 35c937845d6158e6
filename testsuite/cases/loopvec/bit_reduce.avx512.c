/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned xor_all(int n, const unsigned *a) {
    vcc_no_contract_body
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_xor_si256(t4, t8);
            t13 = _mm256_xor_si256(t5, t9);
            t14 = _mm256_xor_si256(t6, t10);
            t15 = _mm256_xor_si256(t7, t11);
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = _mm256_xor_si256(t12, t13);
        t18 = _mm256_xor_si256(t17, t14);
        t19 = _mm256_xor_si256(t18, t15);
        t20 = (int)((long)0 + t2);
        t21 = 0U ^ vcc_reduce(unsigned int, (vcc_v8_uint)t19, ^);
    } else {
        t20 = 0;
        t21 = 0U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm256_set1_epi32((int)0);
        for (;;) {
            t26 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t20 + t24)));
            t27 = _mm256_xor_si256(t25, t26);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 ^ vcc_reduce(unsigned int, (vcc_v8_uint)t27, ^);
    } else {
        i = t20;
        x = t21;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned and_all(int n, const unsigned *a) {
    vcc_no_contract_body
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)-1);
        t5 = _mm256_set1_epi32((int)-1);
        t6 = _mm256_set1_epi32((int)-1);
        t7 = _mm256_set1_epi32((int)-1);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_and_si256(t4, t8);
            t13 = _mm256_and_si256(t5, t9);
            t14 = _mm256_and_si256(t6, t10);
            t15 = _mm256_and_si256(t7, t11);
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = _mm256_and_si256(t12, t13);
        t18 = _mm256_and_si256(t17, t14);
        t19 = _mm256_and_si256(t18, t15);
        t20 = (int)((long)0 + t2);
        t21 = 4294967295U & vcc_reduce(unsigned int, (vcc_v8_uint)t19, &);
    } else {
        t20 = 0;
        t21 = 4294967295U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm256_set1_epi32((int)-1);
        for (;;) {
            t26 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t20 + t24)));
            t27 = _mm256_and_si256(t25, t26);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 & vcc_reduce(unsigned int, (vcc_v8_uint)t27, &);
    } else {
        i = t20;
        x = t21;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned or_all(int n, const unsigned *a) {
    vcc_no_contract_body
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_or_si256(t4, t8);
            t13 = _mm256_or_si256(t5, t9);
            t14 = _mm256_or_si256(t6, t10);
            t15 = _mm256_or_si256(t7, t11);
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = _mm256_or_si256(t12, t13);
        t18 = _mm256_or_si256(t17, t14);
        t19 = _mm256_or_si256(t18, t15);
        t20 = (int)((long)0 + t2);
        t21 = 0U | vcc_reduce(unsigned int, (vcc_v8_uint)t19, |);
    } else {
        t20 = 0;
        t21 = 0U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm256_set1_epi32((int)0);
        for (;;) {
            t26 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t20 + t24)));
            t27 = _mm256_or_si256(t25, t26);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 | vcc_reduce(unsigned int, (vcc_v8_uint)t27, |);
    } else {
        i = t20;
        x = t21;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
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
    long t42;
    int t43;
    long t44;
    long t45;
    __m256i t46;
    __m256i t47;
    long t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    long t57;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t58;
    unsigned int t59;
    unsigned int t60;
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
            t14 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t15 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t16 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t17 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t18 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t14, vcc_v8_uint));
            t19 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t15, vcc_v8_uint));
            t20 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t16, vcc_v8_uint));
            t21 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t17, vcc_v8_uint));
            t22 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t18);
            t23 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t19);
            t24 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t20);
            t25 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t21);
            t26 = t7;
            t27 = t9;
            t28 = t11;
            t29 = t13;
            t30 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)-1640531535));
            t31 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)-1640531535));
            t32 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)-1640531535));
            t33 = _mm256_mullo_epi32(t29, _mm256_set1_epi32((int)-1640531535));
            t34 = (__m256i)((vcc_v8_uint)t30 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t35 = (__m256i)((vcc_v8_uint)t31 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t36 = (__m256i)((vcc_v8_uint)t32 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t37 = (__m256i)((vcc_v8_uint)t33 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t38 = _mm256_xor_si256(t22, t34);
            t39 = _mm256_xor_si256(t23, t35);
            t40 = _mm256_xor_si256(t24, t36);
            t41 = _mm256_xor_si256(t25, t37);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t6)], t38);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 8L))], t39);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 16L))], t40);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 24L))], t41);
            t42 = t6 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t42 >= t3) {
                break;
            }
            t6 = t42;
        }
        t43 = (int)((long)0 + t3);
    } else {
        t43 = 0;
    }
    t44 = (long)t43 * -1L + 1003L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = _mm256_set1_epi32((int)t43);
        t47 = t46;
        t2 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t48 = 0L;
        for (;;) {
            t49 = t2;
            t50 = (__m256i)((vcc_v8_int)t49 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t51 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t50, vcc_v8_uint));
            t52 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t51);
            t53 = t49;
            t54 = _mm256_mullo_epi32(t53, _mm256_set1_epi32((int)-1640531535));
            t55 = (__m256i)((vcc_v8_uint)t54 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t56 = _mm256_xor_si256(t52, t55);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t43 + t48)], t56);
            t57 = t48 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t57 >= t45) {
                break;
            }
            t48 = t57;
        }
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t58 = a;
        t59 = (_mm256_zeroupper(), or_all(n, t58));
        t60 = (_mm256_zeroupper(), and_all(n, t58));
        (_mm256_zeroupper(), printf("n=%d xor=%08x and=%08x or=%08x\n", n, (_mm256_zeroupper(), xor_all(n, t58)), t60, t59));
    }
    return 0;
}
