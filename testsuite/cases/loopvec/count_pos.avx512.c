/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    vcc_no_contract_body
    int c;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    long t7;
    const int *t8;
    const int *t9;
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
    __m256i t27;
    int t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m256i t33;
    long t34;
    const int *t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    int i;
    long t45;
    const int *t46;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = (long)(int)((long)0 + t3);
            t7 = (long)(int)((long)0 + (t3 + 8L));
            t8 = a + t6;
            t9 = a + t7;
            t10 = _mm256_loadu_si256((const __m256i *)t8);
            t11 = _mm256_loadu_si256((const __m256i *)t9);
            t12 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32((int)3));
            t13 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32((int)3));
            t14 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t6), t14);
            t15 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t7), t15);
            t16 = _mm256_loadu_si256((const __m256i *)t8);
            t17 = _mm256_loadu_si256((const __m256i *)t9);
            t18 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32((int)0));
            t19 = _mm256_cmpgt_epi32(t17, _mm256_set1_epi32((int)0));
            t20 = (__m256i)__builtin_convertvector((vcc_m8)t18 & 1, vcc_v8_int);
            t21 = t20;
            t22 = _mm256_add_epi32(t4, t21);
            t23 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            t24 = t23;
            t25 = _mm256_add_epi32(t5, t24);
            t26 = t3 + 16L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
            t4 = t22;
            t5 = t25;
        }
        t27 = _mm256_add_epi32(t22, t25);
        t28 = (int)((long)0 + t2);
        t29 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t27));
    } else {
        t28 = 0;
        t29 = 0;
    }
    t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        t33 = _mm256_set1_epi32((int)0);
        for (;;) {
            t34 = (long)(int)((long)t28 + t32);
            t35 = a + t34;
            t36 = _mm256_loadu_si256((const __m256i *)t35);
            t37 = _mm256_cmpgt_epi32(t36, _mm256_set1_epi32((int)3));
            t38 = (__m256i)__builtin_convertvector((vcc_m8)t37 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t34), t38);
            t39 = _mm256_loadu_si256((const __m256i *)t35);
            t40 = _mm256_cmpgt_epi32(t39, _mm256_set1_epi32((int)0));
            t41 = (__m256i)__builtin_convertvector((vcc_m8)t40 & 1, vcc_v8_int);
            t42 = t41;
            t43 = _mm256_add_epi32(t33, t42);
            t44 = t32 + 8L;
            if (t44 >= t31) {
                break;
            }
            t32 = t44;
            t33 = t43;
        }
        i = (int)((long)t28 + t31);
        c = (int)((unsigned int)t29 + vcc_avx2_sum_epi32(t43));
    } else {
        i = t28;
        c = t29;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        t46 = a + t45;
        flags[t45] = *t46 > 3;
        c += *t46 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m256i t1;
    __m256i t2;
    long check;
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
    long t38;
    long t39;
    long t40;
    int t41;
    long t42;
    long t43;
    long t44;
    long t45;
    int i_1;
    int r;
    int i_2;
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
            t14 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)13));
            t15 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)13));
            t16 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)13));
            t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)13));
            t18 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t20 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t21 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t22 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)5));
            t23 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)5));
            t24 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)5));
            t25 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)5));
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
            t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)13));
            t35 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)5));
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
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t38 = 1003L & -32L;
            t39 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + t39)], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t39 + 8L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t39 + 16L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t39 + 24L))], _mm256_set1_epi32((int)7));
                t40 = t39 + 32L;
                if (t40 >= t38) {
                    break;
                }
                t39 = t40;
            }
            t41 = (int)((long)0 + t38);
        } else {
            t41 = 0;
        }
        t42 = (long)t41 * -1L + 1003L;
        if (t42 >= 8L) {
            t43 = t42 & -8L;
            t44 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)t41 + t44)], _mm256_set1_epi32((int)7));
                t45 = t44 + 8L;
                if (t45 >= t43) {
                    break;
                }
                t44 = t45;
            }
            i_1 = (int)((long)t41 + t43);
        } else {
            i_1 = t41;
        }
        for (; i_1 < 1003; i_1++) {
            flags[i_1] = 7;
        }
        r = (_mm256_zeroupper(), count_pos(n, a, flags));
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)flags[i_2];
        }
        (_mm256_zeroupper(), printf("n=%d count=%d check=%ld\n", n, r, check));
    }
    return 0;
}
