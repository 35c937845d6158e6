/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

__attribute__((target("avx2"))) int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t8 = _mm256_madd_epi16(t6, t7);
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t9));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i] * (int)b[i];
    }
    return s;
}

/* A start value, the product written the other way round. */
__attribute__((target("avx2"))) int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = _mm256_madd_epi16(t6, t7);
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)start + vcc_avx2_sum_epi32(t9));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        s = (int)b[i] * (int)a[i] + s;
    }
    return s;
}

/* A sum of squares. */
__attribute__((target("avx2"))) int squares(int n, const int16_t *restrict a) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = _mm256_madd_epi16(t6, t7);
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t9));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i] * (int)a[i];
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
__attribute__((target("avx2"))) int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m128i t6;
    __m128i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            t8 = _mm256_cvtepu16_epi32(t6);
            t9 = _mm256_cvtepu16_epi32(t7);
            t10 = _mm256_mullo_epi32(t8, t9);
            t11 = t10;
            t12 = _mm256_add_epi32(t4, t11);
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t12));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i] * (int)b[i];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
__attribute__((target("avx2"))) long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    int t6;
    int t7;
    vcc_v4_short t8;
    vcc_v4_short t9;
    vcc_v4_short t10;
    vcc_v4_short t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t6 = (int)((long)0 + t3);
            t7 = (int)((long)0 + (t3 + 4L));
            t8 = vcc_load(vcc_v4_short, a + t6);
            t9 = vcc_load(vcc_v4_short, a + t7);
            t10 = vcc_load(vcc_v4_short, b + t6);
            t11 = vcc_load(vcc_v4_short, b + t7);
            t12 = (__m128i)__builtin_convertvector(t8, vcc_v4_int);
            t13 = (__m128i)__builtin_convertvector(t9, vcc_v4_int);
            t14 = (__m128i)__builtin_convertvector(t10, vcc_v4_int);
            t15 = (__m128i)__builtin_convertvector(t11, vcc_v4_int);
            t16 = _mm_mullo_epi32(t12, t14);
            t17 = _mm_mullo_epi32(t13, t15);
            t18 = _mm256_cvtepi32_epi64(t16);
            t19 = _mm256_cvtepi32_epi64(t17);
            t20 = t18;
            t21 = _mm256_add_epi64(t4, t20);
            t22 = t19;
            t23 = _mm256_add_epi64(t5, t22);
            t24 = t3 + 8L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
            t4 = t21;
            t5 = t23;
        }
        t25 = _mm256_add_epi64(t21, t23);
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t25, +));
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        s += (long)((int)a[i] * (int)b[i]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
__attribute__((target("avx2"))) int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m128i t6;
    __m128i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    int i;
    int t;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            t8 = _mm256_cvtepi16_epi32(t6);
            t9 = _mm256_cvtepi16_epi32(t7);
            t10 = _mm256_mullo_epi32(t8, t9);
            _mm256_storeu_si256((__m256i *)(p + t5), t10);
            t11 = t10;
            t12 = _mm256_add_epi32(t4, t11);
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t12));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t = (int)a[i] * (int)b[i];
        p[i] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
