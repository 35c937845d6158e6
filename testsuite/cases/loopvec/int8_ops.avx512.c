/* vcc: vector types and helpers */
#include <immintrin.h>
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    long t30;
    int i;
    long t31;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = _mm_loadu_si128((const __m128i *)(a + t4));
            t7 = _mm_loadu_si128((const __m128i *)(a + t5));
            t8 = _mm_loadu_si128((const __m128i *)(b + t4));
            t9 = _mm_loadu_si128((const __m128i *)(b + t5));
            t10 = t6;
            t11 = t7;
            t12 = t8;
            t13 = t9;
            t14 = _mm_add_epi8(t10, t12);
            t15 = _mm_add_epi8(t11, t13);
            t16 = t14;
            t17 = t15;
            _mm_storeu_si128((__m128i *)(c + t4), t16);
            _mm_storeu_si128((__m128i *)(c + t5), t17);
            t18 = t3 + 32L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = _mm_loadu_si128((const __m128i *)(a + t23));
            t25 = _mm_loadu_si128((const __m128i *)(b + t23));
            t26 = t24;
            t27 = t25;
            t28 = _mm_add_epi8(t26, t27);
            t29 = t28;
            _mm_storeu_si128((__m128i *)(c + t23), t29);
            t30 = t22 + 16L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        c[t31] = (signed char)((int)a[t31] + (int)b[t31]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
            t10 = _mm256_sub_epi8(t9, t8);
            t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t4), t11);
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
        c[t13] = (unsigned char)((int)a[t13] - (int)b[t13] * 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int8_t sum_i8(int n, const int8_t *a) {
    vcc_no_contract_body
    signed char s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_uchar t5;
    vcc_v8_schar t6;
    vcc_v8_schar t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    __m256i t10;
    __m256i t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    long t18;
    vcc_v8_uchar t19;
    int t20;
    signed char t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uchar t25;
    vcc_v8_schar t26;
    vcc_v8_uchar t27;
    __m256i t28;
    vcc_v8_uchar t29;
    vcc_v8_uchar t30;
    vcc_v8_uchar t31;
    long t32;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t6 = vcc_load(vcc_v8_schar, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_schar, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4;
            t9 = t5;
            t10 = (__m256i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v8_short), vcc_v8_int);
            t11 = (__m256i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_int);
            t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
            t13 = t8 + t12;
            t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            t15 = t9 + t14;
            t16 = t13;
            t17 = t15;
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = t16 + t17;
        t20 = (int)((long)0 + t2);
        t21 = (signed char)(unsigned char)((unsigned char)(signed char)0 + vcc_reduce(unsigned char, t19, +));
    } else {
        t20 = 0;
        t21 = (signed char)0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t26 = vcc_load(vcc_v8_schar, a + (int)((long)t20 + t24));
            t27 = t25;
            t28 = (__m256i)__builtin_convertvector(__builtin_convertvector(t26, vcc_v8_short), vcc_v8_int);
            t29 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t28, vcc_v8_short), vcc_v8_uchar);
            t30 = t27 + t29;
            t31 = t30;
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        s = (signed char)(unsigned char)((unsigned char)t21 + vcc_reduce(unsigned char, t31, +));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
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
