/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
int last_value(int n, int *restrict b, const int *restrict a) {
    int last = -1;
    for (int i = 0; i < n; i++) {
        last = a[i] * 2 + 1;
        b[i] = last;
    }
    return last;
}

__attribute__((target("avx2,fma"))) int final_index(int n, short *a) {
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

__attribute__((target("avx2,fma"))) long second_induction(int n, long *a) {
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

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        int last = last_value(n, b, a);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx\n", n, last, HASH(b, n), idx, HASH(s, n), j, HASH(l, n));
        free(a), free(b), free(s), free(l);
    }
    return 0;
}
