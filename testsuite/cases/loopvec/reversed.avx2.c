/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
__attribute__((target("avx2"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
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
            t5 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -7));
            t6 = _mm256_permutevar8x32_epi32(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t7 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t4), t7);
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
        a[i] = b[n - 1 - i] + 1;
    }
}

__attribute__((target("avx2"))) long weighted_down(int n, const short *a) {
    long s;
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
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    long t26;
    __m256i t27;
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
            t16 = _mm256_cvtepi32_epi64(t8);
            t17 = _mm256_cvtepi32_epi64(t11);
            t18 = (__m256i)__builtin_convertvector(__builtin_convertvector(t13, vcc_v4_int), vcc_v4_long);
            t19 = (__m256i)__builtin_convertvector(__builtin_convertvector(t15, vcc_v4_int), vcc_v4_long);
            t20 = (__m256i)((vcc_v4_long)t18 * (vcc_v4_long)t16);
            t21 = (__m256i)((vcc_v4_long)t19 * (vcc_v4_long)t17);
            t22 = t20;
            t23 = _mm256_add_epi64(t4, t22);
            t24 = t21;
            t25 = _mm256_add_epi64(t5, t24);
            t26 = t3 + 8L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
            t4 = t23;
            t5 = t25;
        }
        t27 = _mm256_add_epi64(t23, t25);
        i_1 = (int)((long)i + t2 * -1L);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t27, +));
    } else {
        i_1 = i;
        s = 0L;
    }
    for (; i_1 >= 0; i_1--) {
        s += (long)a[i_1] * (long)i_1;
    }
    return s;
}

__attribute__((target("avx2"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(b + t4);
            t6 = _mm256_mul_ps(t5, _mm256_set1_ps(2.0f));
            t7 = _mm256_permutevar8x32_ps(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t4) + -7, t7);
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
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
