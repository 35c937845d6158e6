/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
__attribute__((target("avx2"))) void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
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
        out[i] = (unsigned char)((int)a[i] + (int)b[i] * 3);
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    unsigned int check;
    long t1;
    long t2;
    int t3;
    vcc_v32_int t4;
    vcc_v32_int t5;
    vcc_v32_int t6;
    __m256i t7;
    vcc_v32_int t8;
    vcc_v32_int t9;
    __m256i t10;
    long t11;
    int i;
    unsigned int c;
    int n;
    long t12;
    long t13;
    long t14;
    int i_1;
    int i_2;
    if (1003L >= 32L) {
        t1 = 1003L & -32L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = vcc_splat(vcc_v32_int, t3);
            t5 = t4 + (vcc_v32_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
            t6 = t5 * (vcc_v32_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            t7 = (__m256i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&a[t3], t7);
            t8 = t5 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
            t9 = t8 + (vcc_v32_int){5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
            t10 = (__m256i)__builtin_convertvector(__builtin_convertvector(t9, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&b[t3], t10);
            t11 = t2 + 32L;
            if (t11 >= t1) {
                break;
            }
            t2 = t11;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        a[i] = (unsigned char)(i * 7);
        b[i] = (unsigned char)(i * 13 + 5);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t12 = 1003L & -32L;
            t13 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + t13)], _mm256_set1_epi8((char)0));
                t14 = t13 + 32L;
                if (t14 >= t12) {
                    break;
                }
                t13 = t14;
            }
            i_1 = (int)((long)0 + t12);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 1003; i_1++) {
            out[i_1] = (unsigned char)0;
        }
        add_bytes(n, out, a, b);
        check = 0U;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 31U + (unsigned int)out[i_2];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
