/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
__attribute__((target("avx2,fma"))) void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_schar t9;
    vcc_v8_schar t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    vcc_v8_schar t14;
    long t15;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)c;
    t3 = (unsigned long)a;
    t4 = (unsigned long)c;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(1L + (t1 - 1L) * 1L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_schar, a + t8);
            t10 = vcc_load(vcc_v8_schar, b + t8);
            t11 = (__m256i)__builtin_convertvector(t9, vcc_v8_int);
            t12 = (__m256i)__builtin_convertvector(t10, vcc_v8_int);
            t13 = _mm256_add_epi32(t11, t12);
            t14 = __builtin_convertvector((vcc_v8_int)t13, vcc_v8_schar);
            vcc_store(c + t8, t14);
            t15 = t7 + 8L;
            if (t15 >= t6) {
                break;
            }
            t7 = t15;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (signed char)((int)a[i] + (int)b[i]);
    }
}

__attribute__((target("avx2,fma"))) void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
    t2 = (unsigned long)c;
    t3 = (unsigned long)a;
    t4 = (unsigned long)c;
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
            t14 = _mm256_sub_epi32(t13, t12);
            t15 = __builtin_convertvector((vcc_v8_int)t14, vcc_v8_uchar);
            vcc_store(c + t8, t15);
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
        c[i] = (unsigned char)((int)a[i] - (int)b[i] * 3);
    }
}

int8_t sum_i8(int n, const int8_t *a) {
    int8_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -128, 256);
        FILL(b, n, -128, 256);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        add_i8(n, c, a, b);
        sub_mul_u8(n, uc, ua, ub);
        printf("n=%d add=%llx submul=%llx sum=%d\n", n, HASH(c, n), HASH(uc, n), sum_i8(n, a));
        free(a), free(b), free(c), free(ua), free(ub), free(uc);
    }
    return 0;
}
