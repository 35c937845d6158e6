/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
__attribute__((target("avx2"))) void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
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
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t10 = _mm256_add_epi64(t6, t8);
            t11 = _mm256_add_epi64(t7, t9);
            t12 = t10;
            t13 = t11;
            t14 = _mm256_sub_epi64(t12, _mm256_set1_epi64x((long long)12345678901LL));
            t15 = _mm256_sub_epi64(t13, _mm256_set1_epi64x((long long)12345678901LL));
            t16 = t14;
            t17 = t15;
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            _mm256_storeu_si256((__m256i *)(c + t5), t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (long)((long long)(a[i] + b[i]) - 12345678901LL);
    }
}

__attribute__((target("avx2"))) void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
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
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = t6;
            t9 = t7;
            t10 = (__m256i)((vcc_v4_ullong)t8 * (vcc_v4_ullong)_mm256_set1_epi64x((long long)-7046029254386353131LL));
            t11 = (__m256i)((vcc_v4_ullong)t9 * (vcc_v4_ullong)_mm256_set1_epi64x((long long)-7046029254386353131LL));
            t12 = (__m256i)((vcc_v4_ullong)t10 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32((int)7), vcc_v4_ullong));
            t13 = (__m256i)((vcc_v4_ullong)t11 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32((int)7), vcc_v4_ullong));
            t14 = t12;
            t15 = t13;
            _mm256_storeu_si256((__m256i *)(c + t4), t14);
            _mm256_storeu_si256((__m256i *)(c + t5), t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (unsigned long)(((unsigned long long)a[i] * 11400714819323198485ULL) >> 7);
    }
}

__attribute__((target("avx2"))) int64_t sum_i64(int n, const int64_t *a) {
    long s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
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
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 4L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 12L))));
            t12 = t8;
            t13 = _mm256_add_epi64(t4, t12);
            t14 = t9;
            t15 = _mm256_add_epi64(t5, t14);
            t16 = t10;
            t17 = _mm256_add_epi64(t6, t16);
            t18 = t11;
            t19 = _mm256_add_epi64(t7, t18);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t13;
            t5 = t15;
            t6 = t17;
            t7 = t19;
        }
        t21 = _mm256_add_epi64(t13, t15);
        t22 = _mm256_add_epi64(t21, t17);
        t23 = _mm256_add_epi64(t22, t19);
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t23, +));
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) uint64_t xor_u64(int n, const uint64_t *a) {
    unsigned long x;
    long t1;
    long t2;
    long t3;
    __m256i t4;
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
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 4L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 12L))));
            t12 = _mm256_xor_si256(t4, t8);
            t13 = _mm256_xor_si256(t5, t9);
            t14 = _mm256_xor_si256(t6, t10);
            t15 = _mm256_xor_si256(t7, t11);
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = _mm256_xor_si256(t12, t13);
        t18 = _mm256_xor_si256(t17, t14);
        t19 = _mm256_xor_si256(t18, t15);
        i = (int)((long)0 + t2);
        x = 0UL ^ vcc_reduce(unsigned long, (vcc_v4_ulong)t19, ^);
    } else {
        i = 0;
        x = 0UL;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int64_t *a = new_array(n, 8), *b = new_array(n, 8), *c = new_array(n, 8);
        uint64_t *ua = new_array(n, 8), *uc = new_array(n, 8);
        FILL(a, n, -1000000, 2000000);
        FILL(b, n, -1000000, 2000000);
        for (int i = 0; i < n; i++) {
            a[i] *= 4099;
            ua[i] = ((uint64_t)next_rand() << 40) ^ next_rand();
        }
        add_i64(n, c, a, b);
        mulshift_u64(n, uc, ua);
        printf("n=%d add=%llx mulshift=%llx sum=%lld xor=%llx\n", n, HASH(c, n), HASH(uc, n),
               (long long)sum_i64(n, a), (unsigned long long)xor_u64(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
