/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long t12;
    int i;
    long t13;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t7 = t6;
            t8 = (__m256i)((vcc_v32_uchar)t7 * (vcc_v32_uchar)_mm256_set1_epi8((char)3));
            t9 = t5;
            t10 = _mm256_add_epi8(t9, t8);
            t11 = t10;
            _mm256_storeu_si256((__m256i *)(out + t4), t11);
            t12 = t3 + 32L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = (long)i;
        out[t13] = (unsigned char)((int)a[t13] + (int)b[t13] * 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    vcc_v32_uint t1;
    unsigned int check;
    long t2;
    vcc_v32_int t3;
    vcc_v32_uint t4;
    long t5;
    vcc_v32_int t6;
    long t7;
    vcc_v32_int t8;
    __m256i t9;
    vcc_v32_int t10;
    vcc_v32_int t11;
    __m256i t12;
    long t13;
    int i;
    long t14;
    unsigned int c;
    int n;
    long t15;
    long t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    long t22;
    int i_1;
    int i_2;
    if (1003L >= 32L) {
        t2 = 1003L & -32L;
        t3 = vcc_splat(vcc_v32_int, 0);
        t4 = (vcc_v32_uint)t3;
        t1 = t4 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
        t5 = 0L;
        for (;;) {
            t6 = (vcc_v32_int)t1;
            t7 = (long)(int)((long)0 + t5);
            t8 = t6 * (vcc_v32_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            t9 = (__m256i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&a[t7], t9);
            t10 = t6 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
            t11 = t10 + (vcc_v32_int){5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
            t12 = (__m256i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&b[t7], t12);
            t13 = t5 + 32L;
            t1 = t1 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t13 >= t2) {
                break;
            }
            t5 = t13;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        t14 = (long)i;
        a[t14] = (unsigned char)(i * 7);
        b[t14] = (unsigned char)(i * 13 + 5);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 128L) {
            t15 = 1003L & -128L;
            t16 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + t16)], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t16 + 32L))], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t16 + 64L))], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t16 + 96L))], _mm256_set1_epi8((char)0));
                t17 = t16 + 128L;
                if (t17 >= t15) {
                    break;
                }
                t16 = t17;
            }
            t18 = (int)((long)0 + t15);
        } else {
            t18 = 0;
        }
        t19 = (long)t18 * -1L + 1003L;
        if (t19 >= 32L) {
            t20 = t19 & -32L;
            t21 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)t18 + t21)], _mm256_set1_epi8((char)0));
                t22 = t21 + 32L;
                if (t22 >= t20) {
                    break;
                }
                t21 = t22;
            }
            i_1 = (int)((long)t18 + t20);
        } else {
            i_1 = t18;
        }
        for (; i_1 < 1003; i_1++) {
            out[i_1] = (unsigned char)0;
        }
        (_mm256_zeroupper(), add_bytes(n, out, a, b));
        check = 0U;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 31U + (unsigned int)out[i_2];
        }
        (_mm256_zeroupper(), printf("n=%d check=%u\n", n, check));
    }
    return 0;
}
