/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
__attribute__((target("avx2"))) void every_other(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    const int *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = b + 2 * t4;
            t6 = _mm256_loadu_si256((const __m256i *)t5);
            t7 = _mm256_loadu_si256((const __m256i *)(t5 + 8));
            t8 = (__m256i)__builtin_shufflevector((vcc_v8_int)t6, (vcc_v8_int)t7, 0, 2, 4, 6, 8, 10, 12, 14);
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t10 = t3 + 8L;
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
        a[i] = b[2 * i] - 1;
    }
}

void spread3(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i] = b[i] + 0.5f;
}

__attribute__((target("avx2"))) long sum_stride4(int n, const int *a) {
    long s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    const int *t6;
    const int *t7;
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
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    __m256i t29;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t6 = a + 4 * (int)((long)0 + t3);
            t7 = a + 4 * (int)((long)0 + (t3 + 4L));
            t8 = _mm_loadu_si128((const __m128i *)t6);
            t9 = _mm_loadu_si128((const __m128i *)(t6 + 4));
            t10 = _mm_loadu_si128((const __m128i *)(t6 + 8));
            t11 = _mm_loadu_si128((const __m128i *)(t6 + 12));
            t12 = (__m128i)__builtin_shufflevector((vcc_v4_int)t8, (vcc_v4_int)t9, 0, 4, 0, 0);
            t13 = (__m128i)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t10, 0, 1, 4, 3);
            t14 = (__m128i)__builtin_shufflevector((vcc_v4_int)t13, (vcc_v4_int)t11, 0, 1, 2, 4);
            t15 = _mm_loadu_si128((const __m128i *)t7);
            t16 = _mm_loadu_si128((const __m128i *)(t7 + 4));
            t17 = _mm_loadu_si128((const __m128i *)(t7 + 8));
            t18 = _mm_loadu_si128((const __m128i *)(t7 + 12));
            t19 = (__m128i)__builtin_shufflevector((vcc_v4_int)t15, (vcc_v4_int)t16, 0, 4, 0, 0);
            t20 = (__m128i)__builtin_shufflevector((vcc_v4_int)t19, (vcc_v4_int)t17, 0, 1, 4, 3);
            t21 = (__m128i)__builtin_shufflevector((vcc_v4_int)t20, (vcc_v4_int)t18, 0, 1, 2, 4);
            t22 = _mm256_cvtepi32_epi64(t14);
            t23 = _mm256_cvtepi32_epi64(t21);
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
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t29, +));
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        s += (long)a[4 * i];
    }
    return s;
}

/* The arrays hold exactly the elements the scalar loops touch, so a wide load or store that
   reaches past the last one fails under -fsanitize=address. */
static int span(int n, int stride) {
    return n > 0 ? stride * (n - 1) + 1 : 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b2 = new_array(span(n, 2), 4), *b4 = new_array(span(n, 4), 4);
        float *fa = new_array(span(n, 3), 4), *fb = new_array(n, 4);
        /* Zeroed first: otherwise gcc -O2 warns (-Wmaybe-uninitialized) that the kernels, once
           vectorized and no longer inlined, may read the arrays before FILL wrote them. */
        memset(b2, 0, (size_t)span(n, 2) * 4);
        memset(b4, 0, (size_t)span(n, 4) * 4);
        memset(fb, 0, (size_t)n * 4);
        FILL(b2, span(n, 2), -1000, 2000);
        FILL(b4, span(n, 4), -1000, 2000);
        FILL(fb, n, -1000, 2000);
        memset(fa, 0, (size_t)span(n, 3) * 4);
        every_other(n, a, b2);
        spread3(n, fa, fb);
        printf("n=%d stride2=%llx stride3=%llx sum4=%ld\n", n, HASH(a, n), HASH(fa, span(n, 3)), sum_stride4(n, b4));
        free(a), free(b2), free(b4), free(fa), free(fb);
    }
    return 0;
}
