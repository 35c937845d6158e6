/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    long t30;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t12 = _mm256_set1_epi32((int)*scale);
            t13 = _mm256_set1_epi32((int)*scale);
            t14 = _mm256_set1_epi32((int)*scale);
            t15 = _mm256_set1_epi32((int)*scale);
            t16 = _mm256_mullo_epi32(t8, t12);
            t17 = _mm256_mullo_epi32(t9, t13);
            t18 = _mm256_mullo_epi32(t10, t14);
            t19 = _mm256_mullo_epi32(t11, t15);
            _mm256_storeu_si256((__m256i *)(a + t4), t16);
            _mm256_storeu_si256((__m256i *)(a + t5), t17);
            _mm256_storeu_si256((__m256i *)(a + t6), t18);
            _mm256_storeu_si256((__m256i *)(a + t7), t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = _mm256_loadu_si256((const __m256i *)(b + t25));
            t27 = _mm256_set1_epi32((int)*scale);
            t28 = _mm256_mullo_epi32(t26, t27);
            _mm256_storeu_si256((__m256i *)(a + t25), t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        a[t30] = b[t30] * *scale;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    int i;
    long t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t12 = _mm256_set1_epi32((int)factor);
            t13 = _mm256_set1_epi32((int)factor);
            t14 = _mm256_set1_epi32((int)factor);
            t15 = _mm256_set1_epi32((int)factor);
            t16 = _mm256_mullo_epi32(t8, t12);
            t17 = _mm256_mullo_epi32(t9, t13);
            t18 = _mm256_mullo_epi32(t10, t14);
            t19 = _mm256_mullo_epi32(t11, t15);
            t20 = _mm256_add_epi32(t16, _mm256_set1_epi32((int)1));
            t21 = _mm256_add_epi32(t17, _mm256_set1_epi32((int)1));
            t22 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)1));
            t23 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t4), t20);
            _mm256_storeu_si256((__m256i *)(a + t5), t21);
            _mm256_storeu_si256((__m256i *)(a + t6), t22);
            _mm256_storeu_si256((__m256i *)(a + t7), t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = _mm256_loadu_si256((const __m256i *)(b + t29));
            t31 = _mm256_set1_epi32((int)factor);
            t32 = _mm256_mullo_epi32(t30, t31);
            t33 = _mm256_add_epi32(t32, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t29), t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        a[t35] = b[t35] * factor + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    long t39;
    int i;
    long t40;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_ps(b + t4);
            t9 = _mm256_loadu_ps(b + t5);
            t10 = _mm256_loadu_ps(b + t6);
            t11 = _mm256_loadu_ps(b + t7);
            t12 = _mm256_set1_ps(k[0]);
            t13 = _mm256_set1_ps(k[0]);
            t14 = _mm256_set1_ps(k[0]);
            t15 = _mm256_set1_ps(k[0]);
            t16 = _mm256_mul_ps(t8, t12);
            t17 = _mm256_mul_ps(t9, t13);
            t18 = _mm256_mul_ps(t10, t14);
            t19 = _mm256_mul_ps(t11, t15);
            t20 = _mm256_set1_ps(k[1]);
            t21 = _mm256_set1_ps(k[1]);
            t22 = _mm256_set1_ps(k[1]);
            t23 = _mm256_set1_ps(k[1]);
            t24 = _mm256_add_ps(t16, t20);
            t25 = _mm256_add_ps(t17, t21);
            t26 = _mm256_add_ps(t18, t22);
            t27 = _mm256_add_ps(t19, t23);
            _mm256_storeu_ps(a + t4, t24);
            _mm256_storeu_ps(a + t5, t25);
            _mm256_storeu_ps(a + t6, t26);
            _mm256_storeu_ps(a + t7, t27);
            t28 = t3 + 32L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32);
            t34 = _mm256_loadu_ps(b + t33);
            t35 = _mm256_set1_ps(k[0]);
            t36 = _mm256_mul_ps(t34, t35);
            t37 = _mm256_set1_ps(k[1]);
            t38 = _mm256_add_ps(t36, t37);
            _mm256_storeu_ps(a + t33, t38);
            t39 = t32 + 8L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        a[t40] = b[t40] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (it can be sunk after the
   loop), and an accumulation through a pointer (a reduction in memory). */
void store_last(int n, int *restrict out, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *out = a[i] + i;
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
