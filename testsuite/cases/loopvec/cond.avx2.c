/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
__attribute__((target("avx2"))) void store_positive(int n, int *restrict b, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32((int)0));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t4));
            _mm256_maskstore_epi32((int *)(b + t4), t6, t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] > 0) {
            b[i] = a[i];
        }
    }
}

__attribute__((target("avx2"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
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
    int *t13;
    int t14;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t7 = _mm256_cmpgt_epi32(t5, t6);
            t8 = (__m256i)~(vcc_m8)t7;
            t9 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t11 = _mm256_blendv_epi8(t10, t9, t8);
            _mm256_storeu_si256((__m256i *)(c + t4), t11);
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
        t13 = c + i;
        if (a[i] > b[i]) {
            t14 = a[i];
        } else {
            t14 = b[i];
        }
        *t13 = t14;
    }
}

__attribute__((target("avx2"))) void odd_even(int n, int *restrict c, const int *restrict a) {
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
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_and_si256(t5, _mm256_set1_epi32((int)1));
            t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t8 = (__m256i)~(vcc_m8)t7;
            t9 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t10 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), _mm256_set1_epi32((int)2), t8);
            t11 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t10);
            t12 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t13 = t12;
            t14 = _mm256_set1_epi32((int)3);
            t15 = _mm256_mullo_epi32(t13, t14);
            t16 = t15;
            t17 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t18 = _mm256_blendv_epi8(t11, t16, t17);
            _mm256_storeu_si256((__m256i *)(c + t4), t18);
            t19 = t3 + 8L;
            if (t19 >= t2) {
                break;
            }
            t3 = t19;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] & 1) {
            c[i] = a[i] * 3;
        } else {
            c[i] = a[i] / 2;
        }
    }
}

__attribute__((target("avx2"))) int sum_above(int n, const int *a, int t) {
    long t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    int i;
    int s;
    int s_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)t);
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = (int)((long)0 + t4);
            t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t8 = _mm256_cmpgt_epi32(t7, t3);
            t9 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t10 = t9;
            t11 = _mm256_add_epi32(t5, t10);
            t12 = _mm256_blendv_epi8(t5, t11, t8);
            t13 = t4 + 8L;
            if (t13 >= t2) {
                break;
            }
            t4 = t13;
            t5 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t12));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++, s = s_1) {
        if (a[i] > t) {
            s_1 = s + a[i];
        } else {
            s_1 = s;
        }
    }
    return s;
}

__attribute__((target("avx2"))) void nested(int n, float *restrict c, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256i t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256i t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t7 = (__m256i)~(vcc_m8)t6;
            t8 = _mm256_loadu_ps(a + t4);
            t9 = _mm256_xor_ps(t8, _mm256_set1_ps(-0.0f));
            _mm256_maskstore_ps(c + t4, t7, t9);
            t10 = _mm256_loadu_ps(a + t4);
            t11 = _mm256_castps_si256(_mm256_cmp_ps(t10, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            t12 = (__m256i)~(vcc_m8)t11;
            t13 = _mm256_and_si256(t6, t12);
            t14 = _mm256_loadu_ps(a + t4);
            t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps(c + t4, t13, t15);
            t16 = _mm256_and_si256(t6, t11);
            _mm256_maskstore_ps(c + t4, t16, _mm256_set1_ps(100.0f));
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] > 0.0f) {
            if (a[i] > 100.0f) {
                c[i] = 100.0f;
            } else {
                c[i] = a[i] * 2.0f;
            }
        } else {
            c[i] = -a[i];
        }
    }
}

__attribute__((target("avx2"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    long t1;
    long t2;
    __m256i t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)k);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_set1_epi32((int)t5);
            t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_cmpgt_epi32(t3, t7);
            t9 = _mm256_maskload_epi32((const int *)(b + t5), t8);
            t10 = t9;
            t11 = _mm256_set1_epi32((int)1);
            t12 = _mm256_add_epi32(t10, t11);
            t13 = t12;
            _mm256_maskstore_epi32((int *)(c + t5), t8, t13);
            t14 = t4 + 8L;
            if (t14 >= t2) {
                break;
            }
            t4 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (i < k) {
            c[i] = b[i] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
