/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
__attribute__((target("avx2,fma"))) void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    vcc_v8_uchar t15;
    long t16;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)a;
    t4 = (unsigned long)out;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_uchar, a + t8);
            t10 = vcc_load(vcc_v8_uchar, b + t8);
            t11 = (__m256i)__builtin_convertvector(t10, vcc_v8_int);
            t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)3));
            t13 = (__m256i)__builtin_convertvector(t9, vcc_v8_int);
            t14 = _mm256_add_epi32(t13, t12);
            t15 = __builtin_convertvector((vcc_v8_int)t14, vcc_v8_uchar);
            vcc_store(out + t8, t15);
            t16 = t7 + 8L;
            if (t16 >= t6) {
                break;
            }
            t7 = t16;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = (unsigned char)((int)a[i] + (int)b[i] * 3);
    }
}

__attribute__((target("avx2,fma"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    unsigned int check;
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
    vcc_v8_uchar t19;
    vcc_v8_uchar t20;
    vcc_v8_uchar t21;
    vcc_v8_uchar t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    vcc_v8_uchar t31;
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    vcc_v8_uchar t34;
    long t35;
    int i;
    unsigned int c;
    int n;
    long t36;
    long t37;
    long t38;
    int i_1;
    int i_2;
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
            t15 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)7));
            t16 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)7));
            t17 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)7));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)7));
            t19 = __builtin_convertvector((vcc_v8_int)t15, vcc_v8_uchar);
            t20 = __builtin_convertvector((vcc_v8_int)t16, vcc_v8_uchar);
            t21 = __builtin_convertvector((vcc_v8_int)t17, vcc_v8_uchar);
            t22 = __builtin_convertvector((vcc_v8_int)t18, vcc_v8_uchar);
            vcc_store(&a[t3], t19);
            vcc_store(&a[t6], t20);
            vcc_store(&a[t9], t21);
            vcc_store(&a[t12], t22);
            t23 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)13));
            t24 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)13));
            t25 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)13));
            t26 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)13));
            t27 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)5));
            t28 = _mm256_add_epi32(t24, _mm256_set1_epi32((int)5));
            t29 = _mm256_add_epi32(t25, _mm256_set1_epi32((int)5));
            t30 = _mm256_add_epi32(t26, _mm256_set1_epi32((int)5));
            t31 = __builtin_convertvector((vcc_v8_int)t27, vcc_v8_uchar);
            t32 = __builtin_convertvector((vcc_v8_int)t28, vcc_v8_uchar);
            t33 = __builtin_convertvector((vcc_v8_int)t29, vcc_v8_uchar);
            t34 = __builtin_convertvector((vcc_v8_int)t30, vcc_v8_uchar);
            vcc_store(&b[t3], t31);
            vcc_store(&b[t6], t32);
            vcc_store(&b[t9], t33);
            vcc_store(&b[t12], t34);
            t35 = t2 + 32L;
            if (t35 >= t1) {
                break;
            }
            t2 = t35;
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
            t36 = 1003L & -32L;
            t37 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + t37)], _mm256_set1_epi8((char)0));
                t38 = t37 + 32L;
                if (t38 >= t36) {
                    break;
                }
                t37 = t38;
            }
            i_1 = (int)((long)0 + t36);
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
