/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
__attribute__((target("avx2"))) void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -31));
            t6 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t5, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            t7 = t6;
            t8 = _mm256_add_epi8(t7, _mm256_set1_epi8((char)3));
            t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t10 = t3 + 32L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

__attribute__((target("avx2"))) void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
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
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t6 = t5;
            t7 = _mm256_mullo_epi16(t6, _mm256_set1_epi16((short)3));
            t8 = t7;
            t9 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t8, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - t4) + -15), t9);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

__attribute__((target("avx2"))) void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -3));
            t7 = _mm256_permute4x64_epi64(t6, 0x1b);
            t8 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t5) + -3));
            t9 = _mm256_permute4x64_epi64(t8, 0x1b);
            t10 = _mm256_sub_epi64(t7, _mm256_set1_epi64x((long long)7LL));
            t11 = _mm256_sub_epi64(t9, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t4), t10);
            _mm256_storeu_si256((__m256i *)(a + t5), t11);
            t12 = t3 + 8L;
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
        a[i] = b[n - 1 - i] - 7LL;
    }
}

__attribute__((target("avx2"))) void rev_double(int n, double *restrict a, const double *restrict b) {
    int i;
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    long t16;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)i + t3 * -1L);
            t5 = (int)((long)i + (t3 + 4L) * -1L);
            t6 = _mm256_loadu_pd(b + t4 + -3);
            t7 = _mm256_permute4x64_pd(t6, 0x1b);
            t8 = _mm256_loadu_pd(b + t5 + -3);
            t9 = _mm256_permute4x64_pd(t8, 0x1b);
            t10 = _mm256_mul_pd(t7, _mm256_set1_pd(0.5));
            t11 = _mm256_mul_pd(t9, _mm256_set1_pd(0.5));
            t12 = _mm256_add_pd(t10, _mm256_set1_pd(1.0));
            t13 = _mm256_add_pd(t11, _mm256_set1_pd(1.0));
            t14 = _mm256_permute4x64_pd(t12, 0x1b);
            _mm256_storeu_pd(a + t4 + -3, t14);
            t15 = _mm256_permute4x64_pd(t13, 0x1b);
            _mm256_storeu_pd(a + t5 + -3, t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i_1 = (int)((long)i + t2 * -1L);
    } else {
        i_1 = i;
    }
    for (; i_1 >= 0; i_1--) {
        a[i_1] = b[i_1] * 0.5 + 1.0;
    }
}

__attribute__((target("avx2"))) void rev_both_float(int n, float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(b + (n - 1 - t4) + -7);
            t6 = _mm256_permutevar8x32_ps(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t7 = _mm256_sub_ps(t6, _mm256_set1_ps(2.0f));
            t8 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t4) + -7, t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[n - 1 - i] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
__attribute__((target("avx2"))) void rev_iota(int n, int *restrict a) {
    int i;
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    int t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)i + t3 * -1L);
            t5 = _mm256_set1_epi32((int)t4);
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
            t7 = (int)((long)i + (t3 + 8L) * -1L);
            t8 = _mm256_set1_epi32((int)t7);
            t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
            t10 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)5));
            t11 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)5));
            t12 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), t12);
            t13 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t7 + -7), t13);
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i_1 = (int)((long)i + t2 * -1L);
    } else {
        i_1 = i;
    }
    for (; i_1 >= 0; i_1--) {
        a[i_1] = i_1 * 5;
    }
}

/* A pointer walking down. */
__attribute__((target("avx2"))) void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    const unsigned char *p;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    int i;
    const unsigned char *p_1;
    const unsigned char *p_2;
    p = src + n;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = _mm256_loadu_si256((const __m256i *)(p + t3 * -1L + -1 + -31));
            t5 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t4, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            t6 = t5;
            t7 = _mm256_xor_si256(t6, _mm256_set1_epi8((char)90));
            t8 = t7;
            _mm256_storeu_si256((__m256i *)(dst + (int)((long)0 + t3)), t8);
            t9 = t3 + 32L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
        p_1 = p + t2 * -1L;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++, p_1 = p_2) {
        p_2 = p_1 + -1;
        dst[i] = (unsigned char)((int)*p_2 ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

__attribute__((target("avx2"))) long long rev_sum(int n, const short *a) {
    long long s;
    int i;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m128i t7;
    __m128i t8;
    int t9;
    __m128i t10;
    __m128i t11;
    vcc_v4_short t12;
    vcc_v4_short t13;
    vcc_v4_short t14;
    vcc_v4_short t15;
    __m128i t16;
    __m128i t17;
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
    long t28;
    __m256i t29;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t6 = (int)((long)i + t3 * -1L);
            t7 = _mm_set1_epi32((int)t6);
            t8 = _mm_add_epi32(t7, _mm_setr_epi32(0, -1, -2, -3));
            t9 = (int)((long)i + (t3 + 4L) * -1L);
            t10 = _mm_set1_epi32((int)t9);
            t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, -1, -2, -3));
            t12 = vcc_load(vcc_v4_short, a + t6 + -3);
            t13 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v4_short, a + t9 + -3);
            t15 = __builtin_shufflevector(t14, t14, 3, 2, 1, 0);
            t16 = _mm_add_epi32(t8, _mm_set1_epi32((int)1));
            t17 = _mm_add_epi32(t11, _mm_set1_epi32((int)1));
            t18 = _mm256_cvtepi32_epi64(t16);
            t19 = _mm256_cvtepi32_epi64(t17);
            t20 = (__m256i)__builtin_convertvector(__builtin_convertvector(t13, vcc_v4_int), vcc_v4_llong);
            t21 = (__m256i)__builtin_convertvector(__builtin_convertvector(t15, vcc_v4_int), vcc_v4_llong);
            t22 = (__m256i)((vcc_v4_llong)t20 * (vcc_v4_llong)t18);
            t23 = (__m256i)((vcc_v4_llong)t21 * (vcc_v4_llong)t19);
            t24 = t22;
            t25 = _mm256_add_epi64(t4, t24);
            t26 = t23;
            t27 = _mm256_add_epi64(t5, t26);
            t28 = t3 + 8L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
            t4 = t25;
            t5 = t27;
        }
        t29 = _mm256_add_epi64(t25, t27);
        i_1 = (int)((long)i + t2 * -1L);
        s = (long long)((unsigned long long)0LL + vcc_reduce(unsigned long long, (vcc_v4_ullong)t29, +));
    } else {
        i_1 = i;
        s = 0LL;
    }
    for (; i_1 >= 0; i_1--) {
        s += (long long)a[i_1] * (long long)(i_1 + 1);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
