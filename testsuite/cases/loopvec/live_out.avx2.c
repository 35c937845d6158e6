/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
__attribute__((target("avx2"))) int last_value(int n, int *restrict b, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    int last;
    int last_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)2));
            t7 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(b + t4), t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
        last = ((vcc_v8_int)t7)[7];
    } else {
        i = 0;
        last = -1;
    }
    for (; i < n; i++, last = last_1) {
        last_1 = a[i] * 2 + 1;
        b[i] = last_1;
    }
    return last;
}

__attribute__((target("avx2"))) int final_index(int n, short *a) {
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
    __m128i t12;
    __m128i t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_set1_epi32((int)t4);
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t7 = (int)((long)0 + (t3 + 8L));
            t8 = _mm256_set1_epi32((int)t7);
            t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)5));
            t11 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)5));
            t12 = (__m128i)__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short);
            t13 = (__m128i)__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + t4), t12);
            _mm_storeu_si128((__m128i *)(a + t7), t13);
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

__attribute__((target("avx2"))) long second_induction(int n, long *a) {
    long j;
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = t3 + 4L;
            t5 = t3 + 8L;
            t6 = t3 + 12L;
            t7 = _mm256_set1_epi64x((long long)(10L + t3 * 3L));
            t8 = _mm256_add_epi64(t7, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
            t9 = _mm256_set1_epi64x((long long)(10L + t4 * 3L));
            t10 = _mm256_add_epi64(t9, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
            t11 = _mm256_set1_epi64x((long long)(10L + t5 * 3L));
            t12 = _mm256_add_epi64(t11, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
            t13 = _mm256_set1_epi64x((long long)(10L + t6 * 3L));
            t14 = _mm256_add_epi64(t13, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t3)), t8);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t4)), t10);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t5)), t12);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t6)), t14);
            t15 = t3 + 16L;
            if (t15 >= t2) {
                break;
            }
            t3 = t15;
        }
        i = (int)((long)0 + t2);
        j = 10L + t2 * 3L;
    } else {
        i = 0;
        j = 10L;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
__attribute__((target("avx2"))) float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    int above;
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    long t9;
    __m256i t10;
    int i;
    float last;
    float last_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.5f));
            t7 = _mm256_loadu_ps(a + t4);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            _mm256_storeu_ps(b + t4, t6);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        t10 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
        i = (int)((long)0 + t2);
        above = ((vcc_v8_int)t10)[7];
        last = ((vcc_v8_float)t6)[7];
    } else {
        i = 0;
        above = 0;
        last = 0.0f;
    }
    for (; i < n; i++, last = last_1) {
        last_1 = a[i] * 0.5f;
        above = a[i] > 10.0f;
        b[i] = last_1;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
__attribute__((target("avx2"))) int last_index(int n, long *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m128i t5;
    __m128i t6;
    int t7;
    __m128i t8;
    __m128i t9;
    int t10;
    __m128i t11;
    __m128i t12;
    int t13;
    __m128i t14;
    __m128i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int i;
    int k;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm_set1_epi32((int)t4);
            t6 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
            t7 = (int)((long)0 + (t3 + 4L));
            t8 = _mm_set1_epi32((int)t7);
            t9 = _mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
            t10 = (int)((long)0 + (t3 + 8L));
            t11 = _mm_set1_epi32((int)t10);
            t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
            t13 = (int)((long)0 + (t3 + 12L));
            t14 = _mm_set1_epi32((int)t13);
            t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
            t16 = _mm256_cvtepi32_epi64(t6);
            t17 = _mm256_cvtepi32_epi64(t9);
            t18 = _mm256_cvtepi32_epi64(t12);
            t19 = _mm256_cvtepi32_epi64(t15);
            t20 = (__m256i)((vcc_v4_long)t16 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            t21 = (__m256i)((vcc_v4_long)t17 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            t22 = (__m256i)((vcc_v4_long)t18 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            t23 = (__m256i)((vcc_v4_long)t19 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + t4), t20);
            _mm256_storeu_si256((__m256i *)(b + t7), t21);
            _mm256_storeu_si256((__m256i *)(b + t10), t22);
            _mm256_storeu_si256((__m256i *)(b + t13), t23);
            t24 = t3 + 16L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        i = (int)((long)0 + t2);
        k = ((vcc_v4_int)t15)[3];
    } else {
        i = 0;
        k = -1;
    }
    for (; i < n; k = i, i++) {
        b[i] = (long)i * 3L;
    }
    return k;
}

/* Stays scalar: the last value is set under a condition (the last active lane is not
   tracked yet). */
int last_positive(int n, const int *a) {
    int last = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            last = a[i];
    return last;
}

__attribute__((target("avx2"))) int main(void) {
    int flag;
    int n;
    int count_idx;
    int n_1;
    int t1;
    int *a;
    int *b;
    short *s;
    long *l;
    int fill_idx;
    int last;
    int idx;
    long j;
    unsigned long t2;
    unsigned long t3;
    float *fa;
    float *fb;
    int fill_idx_1;
    long t4;
    long t5;
    long t6;
    int t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    float lf;
    unsigned long t11;
    int k;
    int t12;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        s = (short *)new_array(n, 2UL);
        l = (long *)new_array(n, 8UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        last = last_value(n, b, a);
        idx = final_index(n, s);
        j = second_induction(n, l);
        t2 = hash_bytes((const void *)l, (unsigned long)n * 8UL);
        t3 = hash_bytes((const void *)s, (unsigned long)n * 2UL);
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)hash_bytes((const void *)b, (unsigned long)n * 4UL), idx, (unsigned long long)t3, j, (unsigned long long)t2);
        fa = (float *)new_array(n, 4UL);
        fb = (float *)new_array(n, 4UL);
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        t4 = (long)n;
        if (t4 >= 8L) {
            t5 = t4 & -8L;
            t6 = 0L;
            for (;;) {
                t7 = (int)((long)0 + t6);
                t8 = _mm256_loadu_ps(fa + t7);
                t9 = _mm256_div_ps(t8, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(fa + t7, t9);
                t10 = t6 + 8L;
                if (t10 >= t5) {
                    break;
                }
                t6 = t10;
            }
            i = (int)((long)0 + t5);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            fa[i] = fa[i] / 3.0f;
        }
        flag = -1;
        lf = last_float(n, fb, fa, &flag);
        t11 = hash_bytes((const void *)fb, (unsigned long)n * 4UL);
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t11);
        k = last_index(n, l);
        t12 = last_positive(n, a);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)hash_bytes((const void *)l, (unsigned long)n * 8UL), t12);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
