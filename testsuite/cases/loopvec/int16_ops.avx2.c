/* vcc: vector types and helpers */
#include <immintrin.h>
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
__attribute__((target("avx2"))) void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
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
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t7 = t5;
            t8 = t6;
            t9 = _mm256_mullo_epi16(t7, t8);
            t10 = t9;
            _mm256_storeu_si256((__m256i *)(c + t4), t10);
            t11 = t3 + 16L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (short)((int)a[i] * (int)b[i]);
    }
}

__attribute__((target("avx2"))) void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
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
    __m256i t12;
    long t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = t5;
            t7 = (__m256i)((vcc_v16_ushort)t6 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = t8;
            t10 = (__m256i)((vcc_v16_ushort)t9 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            t11 = _mm256_or_si256(t7, t10);
            t12 = t11;
            _mm256_storeu_si256((__m256i *)(c + t4), t12);
            t13 = t3 + 16L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (unsigned short)(((int)a[i] >> 3) | ((int)a[i] << 13));
    }
}

__attribute__((target("avx2"))) short sum_short(int n, const short *a) {
    short s;
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m256i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm_set1_epi16((short)0);
        for (;;) {
            t5 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t6 = t4;
            t7 = _mm256_cvtepi16_epi32(t5);
            t8 = (__m128i)__builtin_convertvector((vcc_v8_int)t7, vcc_v8_ushort);
            t9 = _mm_add_epi16(t6, t8);
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        s = (short)(unsigned short)((unsigned short)(short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t10, +));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

__attribute__((target("avx2"))) unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m256i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm_set1_epi16((short)0);
        for (;;) {
            t5 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t6 = t4;
            t7 = _mm256_cvtepu16_epi32(t5);
            t8 = (__m128i)__builtin_convertvector((vcc_v8_int)t7, vcc_v8_ushort);
            t9 = _mm_xor_si128(t6, t8);
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        x = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, (vcc_v8_ushort)t10, ^));
    } else {
        i = 0;
        x = (unsigned short)23130;
    }
    for (; i < n; i++) {
        x = (unsigned short)((int)x ^ (int)a[i]);
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
