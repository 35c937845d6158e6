/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
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
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = t6;
            __m256i t9 = t7;
            __m256i t10 = _mm256_mullo_epi16(t8, t9);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t15 = t13;
            __m256i t16 = t14;
            __m256i t17 = _mm256_mullo_epi16(t15, t16);
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = t23;
            __m256i t26 = t24;
            __m256i t27 = _mm256_mullo_epi16(t25, t26);
            __m256i t28 = t27;
            _mm256_storeu_si256((__m256i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = (short)((int)a[t29] * (int)b[t29]);
    }
}

__attribute__((target("avx2"))) void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = t6;
            __m256i t8 = (__m256i)((vcc_v16_ushort)t7 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t9 = (__m256i)((vcc_v16_ushort)t7 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t10 = _mm256_or_si256(t8, t9);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = t13;
            __m256i t15 = (__m256i)((vcc_v16_ushort)t14 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t16 = (__m256i)((vcc_v16_ushort)t14 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t17 = _mm256_or_si256(t15, t16);
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = t23;
            __m256i t25 = (__m256i)((vcc_v16_ushort)t24 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t26 = (__m256i)((vcc_v16_ushort)t24 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t27 = _mm256_or_si256(t25, t26);
            __m256i t28 = t27;
            _mm256_storeu_si256((__m256i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = (int)a[t29];
        c[t29] = (unsigned short)((t30 >> 3) | (t30 << 13));
    }
}

__attribute__((target("avx2"))) short sum_short(int n, const short *a) {
    short s;
    int t19;
    short t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m128i t2 = _mm_set1_epi16((short)0);
        __m128i t3 = _mm_set1_epi16((short)0);
        do {
            __m128i t8 = _mm_loadu_si128((const __m128i *)(a + (int)t1));
            __m128i t9 = t2;
            __m256i t10 = _mm256_cvtepi16_epi32(t8);
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_v8_int)t10, vcc_v8_ushort);
            __m128i t12 = _mm_add_epi16(t9, t11);
            t2 = t12;
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + (int)(t1 + 8L)));
            __m128i t14 = t3;
            __m256i t15 = _mm256_cvtepi16_epi32(t13);
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_v8_int)t15, vcc_v8_ushort);
            __m128i t17 = _mm_add_epi16(t14, t16);
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        __m128i t18 = _mm_add_epi16(t2, t3);
        t19 = (int)t7;
        t20 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t18, +));
    } else {
        t19 = 0;
        t20 = (short)0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        __m128i t5 = _mm_set1_epi16((short)0);
        do {
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t19 + t4)));
            __m128i t24 = t5;
            __m256i t25 = _mm256_cvtepi16_epi32(t23);
            __m128i t26 = (__m128i)__builtin_convertvector((vcc_v8_int)t25, vcc_v8_ushort);
            __m128i t27 = _mm_add_epi16(t24, t26);
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        s = (short)(unsigned short)((unsigned short)t20 + vcc_reduce(unsigned short, (vcc_v8_ushort)t5, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

__attribute__((target("avx2"))) unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    int t33;
    unsigned short t34;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m128i t2 = _mm_set1_epi16((short)0);
        __m128i t3 = _mm_set1_epi16((short)0);
        __m128i t4 = _mm_set1_epi16((short)0);
        __m128i t5 = _mm_set1_epi16((short)0);
        do {
            __m128i t10 = _mm_loadu_si128((const __m128i *)(a + (int)t1));
            __m128i t11 = t2;
            __m256i t12 = _mm256_cvtepu16_epi32(t10);
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_v8_int)t12, vcc_v8_ushort);
            __m128i t14 = _mm_xor_si128(t11, t13);
            t2 = t14;
            __m128i t15 = _mm_loadu_si128((const __m128i *)(a + (int)(t1 + 8L)));
            __m128i t16 = t3;
            __m256i t17 = _mm256_cvtepu16_epi32(t15);
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_v8_int)t17, vcc_v8_ushort);
            __m128i t19 = _mm_xor_si128(t16, t18);
            t3 = t19;
            __m128i t20 = _mm_loadu_si128((const __m128i *)(a + (int)(t1 + 16L)));
            __m128i t21 = t4;
            __m256i t22 = _mm256_cvtepu16_epi32(t20);
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_v8_int)t22, vcc_v8_ushort);
            __m128i t24 = _mm_xor_si128(t21, t23);
            t4 = t24;
            __m128i t25 = _mm_loadu_si128((const __m128i *)(a + (int)(t1 + 24L)));
            __m128i t26 = t5;
            __m256i t27 = _mm256_cvtepu16_epi32(t25);
            __m128i t28 = (__m128i)__builtin_convertvector((vcc_v8_int)t27, vcc_v8_ushort);
            __m128i t29 = _mm_xor_si128(t26, t28);
            t5 = t29;
            t1 += 32L;
        } while (t1 < t9);
        __m128i t30 = _mm_xor_si128(t2, t3);
        __m128i t31 = _mm_xor_si128(t30, t4);
        __m128i t32 = _mm_xor_si128(t31, t5);
        t33 = (int)t9;
        t34 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, (vcc_v8_ushort)t32, ^));
    } else {
        t33 = 0;
        t34 = (unsigned short)23130;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t6 = 0L;
        __m128i t7 = _mm_set1_epi16((short)0);
        do {
            __m128i t37 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t33 + t6)));
            __m128i t38 = t7;
            __m256i t39 = _mm256_cvtepu16_epi32(t37);
            __m128i t40 = (__m128i)__builtin_convertvector((vcc_v8_int)t39, vcc_v8_ushort);
            __m128i t41 = _mm_xor_si128(t38, t40);
            t7 = t41;
            t6 += 8L;
        } while (t6 < t36);
        i = (int)((long)t33 + t36);
        x = (unsigned short)(t34 ^ vcc_reduce(unsigned short, (vcc_v8_ushort)t7, ^));
    } else {
        i = t33;
        x = t34;
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
