/* vcc: vector types and helpers */
#include <immintrin.h>
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
void every_third_le(int n, int *restrict a, const int *restrict b) {
    for (int i = 1; i <= n; i += 3)
        a[i - 1] = b[i - 1] * 2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long down_by_two(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int i;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    long t29;
    long t30;
    long t31;
    long t32;
    __m256i t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    int i_1;
    i = n - 1;
    t1 = ((long)n + 1L) / 2L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = _mm_i32gather_epi32((const int *)(a + (int)((long)i + t3 * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            t9 = _mm_i32gather_epi32((const int *)(a + (int)((long)i + (t3 + 4L) * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            t10 = _mm_i32gather_epi32((const int *)(a + (int)((long)i + (t3 + 8L) * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            t11 = _mm_i32gather_epi32((const int *)(a + (int)((long)i + (t3 + 12L) * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            t12 = _mm256_cvtepi32_epi64(t8);
            t13 = _mm256_cvtepi32_epi64(t9);
            t14 = _mm256_cvtepi32_epi64(t10);
            t15 = _mm256_cvtepi32_epi64(t11);
            t16 = t12;
            t17 = _mm256_add_epi64(t4, t16);
            t18 = t13;
            t19 = _mm256_add_epi64(t5, t18);
            t20 = t14;
            t21 = _mm256_add_epi64(t6, t20);
            t22 = t15;
            t23 = _mm256_add_epi64(t7, t22);
            t24 = t3 + 16L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
            t4 = t17;
            t5 = t19;
            t6 = t21;
            t7 = t23;
        }
        t25 = _mm256_add_epi64(t17, t19);
        t26 = _mm256_add_epi64(t25, t21);
        t27 = _mm256_add_epi64(t26, t23);
        t28 = (int)((long)i + t2 * -2L);
        t29 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t27, +));
    } else {
        t28 = i;
        t29 = 0L;
    }
    t30 = ((long)t28 + 2L) / 2L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        t33 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t34 = _mm_i32gather_epi32((const int *)(a + (int)((long)t28 + t32 * -2L)), _mm_setr_epi32(0, -2, -4, -6), 4);
            t35 = _mm256_cvtepi32_epi64(t34);
            t36 = t35;
            t37 = _mm256_add_epi64(t33, t36);
            t38 = t32 + 4L;
            if (t38 >= t31) {
                break;
            }
            t32 = t38;
            t33 = t37;
        }
        i_1 = (int)((long)t28 + t31 * -2L);
        s = (long)((unsigned long)t29 + vcc_reduce(unsigned long, (vcc_v4_ulong)t37, +));
    } else {
        i_1 = t28;
        s = t29;
    }
    for (; i_1 >= 0; i_1 -= 2) {
        s += (long)a[i_1];
    }
    return s;
}

void unsigned_by_four(unsigned n, float *restrict a, const float *restrict b) {
    for (unsigned i = 0; i < n; i += 4)
        a[i] = b[i] + (float)i;
}

void long_from_two(long n, double *restrict a) {
    for (long i = 2; i < n; i += 2)
        a[i] = a[i - 2] * 0.5 + 1.0;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void end_pointer(short *p, short *end) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    short *t4;
    short *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    short *t15;
    long t16;
    long t17;
    long t18;
    short *t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    short *p_1;
    t1 = ((long)p * -1L + (long)end) / 2L;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = p + t3;
            t5 = p + (t3 + 16L);
            t6 = _mm256_loadu_si256((const __m256i *)t4);
            t7 = _mm256_loadu_si256((const __m256i *)t5);
            t8 = t6;
            t9 = t7;
            t10 = _mm256_mullo_epi16(t8, _mm256_set1_epi16((short)3));
            t11 = _mm256_mullo_epi16(t9, _mm256_set1_epi16((short)3));
            t12 = t10;
            t13 = t11;
            _mm256_storeu_si256((__m256i *)t4, t12);
            _mm256_storeu_si256((__m256i *)t5, t13);
            t14 = t3 + 32L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        t15 = p + t2;
    } else {
        t15 = p;
    }
    t16 = ((long)end + (long)t15 * -1L) / 2L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t18 = 0L;
        for (;;) {
            t19 = t15 + t18;
            t20 = _mm256_loadu_si256((const __m256i *)t19);
            t21 = t20;
            t22 = _mm256_mullo_epi16(t21, _mm256_set1_epi16((short)3));
            t23 = t22;
            _mm256_storeu_si256((__m256i *)t19, t23);
            t24 = t18 + 16L;
            if (t24 >= t17) {
                break;
            }
            t18 = t24;
        }
        p_1 = t15 + t17;
    } else {
        p_1 = t15;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        *p_1 = (short)((int)*p_1 * 3);
    }
}

void ne_by_two(int n, int *a) {
    for (int i = 0; i != n; i += 2)
        a[i] = 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *f = new_array(n, 4), *g = new_array(n, 4);
        double *d = new_array(n, 8);
        short *s = new_array(n, 2);
        int *e = new_array(n + 1, 4);
        FILL(a, n, 0, 1);
        FILL(b, n, -1000, 2000);
        FILL(f, n, 0, 1);
        FILL(g, n, -1000, 2000);
        FILL(d, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(e, n + 1, 0, 1);
        every_third_le(n, a, b);
        unsigned_by_four((unsigned)n, f, g);
        long_from_two(n, d);
        end_pointer(s, s + n);
        ne_by_two(n & ~1, e);
        printf("n=%d %llx sum=%ld %llx %llx %llx %llx\n", n, HASH(a, n), down_by_two(n, b), HASH(f, n), HASH(d, n),
               HASH(s, n), HASH(e, n + 1));
        free(a), free(b), free(f), free(g), free(d), free(s), free(e);
    }
    return 0;
}
