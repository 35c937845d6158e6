/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
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
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    long t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    int i;
    long t45;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t14 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t15 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t16 = _mm256_add_epi64(t8, t12);
            t17 = _mm256_add_epi64(t9, t13);
            t18 = _mm256_add_epi64(t10, t14);
            t19 = _mm256_add_epi64(t11, t15);
            t20 = t16;
            t21 = t17;
            t22 = t18;
            t23 = t19;
            t24 = _mm256_sub_epi64(t20, _mm256_set1_epi64x((long long)12345678901LL));
            t25 = _mm256_sub_epi64(t21, _mm256_set1_epi64x((long long)12345678901LL));
            t26 = _mm256_sub_epi64(t22, _mm256_set1_epi64x((long long)12345678901LL));
            t27 = _mm256_sub_epi64(t23, _mm256_set1_epi64x((long long)12345678901LL));
            t28 = t24;
            t29 = t25;
            t30 = t26;
            t31 = t27;
            _mm256_storeu_si256((__m256i *)(c + t4), t28);
            _mm256_storeu_si256((__m256i *)(c + t5), t29);
            _mm256_storeu_si256((__m256i *)(c + t6), t30);
            _mm256_storeu_si256((__m256i *)(c + t7), t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t33 + t36);
            t38 = _mm256_loadu_si256((const __m256i *)(a + t37));
            t39 = _mm256_loadu_si256((const __m256i *)(b + t37));
            t40 = _mm256_add_epi64(t38, t39);
            t41 = t40;
            t42 = _mm256_sub_epi64(t41, _mm256_set1_epi64x((long long)12345678901LL));
            t43 = t42;
            _mm256_storeu_si256((__m256i *)(c + t37), t43);
            t44 = t36 + 4L;
            if (t44 >= t35) {
                break;
            }
            t36 = t44;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        c[t45] = (long)((long long)(a[t45] + b[t45]) - 12345678901LL);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
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
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    long t39;
    int i;
    long t40;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = t8;
            t13 = t9;
            t14 = t10;
            t15 = t11;
            t16 = _mm256_mullo_epi64(t12, _mm256_set1_epi64x((long long)-7046029254386353131LL));
            t17 = _mm256_mullo_epi64(t13, _mm256_set1_epi64x((long long)-7046029254386353131LL));
            t18 = _mm256_mullo_epi64(t14, _mm256_set1_epi64x((long long)-7046029254386353131LL));
            t19 = _mm256_mullo_epi64(t15, _mm256_set1_epi64x((long long)-7046029254386353131LL));
            t20 = (__m256i)((vcc_v4_ullong)t16 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32((int)7), vcc_v4_ullong));
            t21 = (__m256i)((vcc_v4_ullong)t17 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32((int)7), vcc_v4_ullong));
            t22 = (__m256i)((vcc_v4_ullong)t18 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32((int)7), vcc_v4_ullong));
            t23 = (__m256i)((vcc_v4_ullong)t19 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32((int)7), vcc_v4_ullong));
            t24 = t20;
            t25 = t21;
            t26 = t22;
            t27 = t23;
            _mm256_storeu_si256((__m256i *)(c + t4), t24);
            _mm256_storeu_si256((__m256i *)(c + t5), t25);
            _mm256_storeu_si256((__m256i *)(c + t6), t26);
            _mm256_storeu_si256((__m256i *)(c + t7), t27);
            t28 = t3 + 16L;
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
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32);
            t34 = _mm256_loadu_si256((const __m256i *)(a + t33));
            t35 = t34;
            t36 = _mm256_mullo_epi64(t35, _mm256_set1_epi64x((long long)-7046029254386353131LL));
            t37 = (__m256i)((vcc_v4_ullong)t36 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32((int)7), vcc_v4_ullong));
            t38 = t37;
            _mm256_storeu_si256((__m256i *)(c + t33), t38);
            t39 = t32 + 4L;
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
        c[t40] = (unsigned long)(((unsigned long long)a[t40] * 11400714819323198485ULL) >> 7);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int64_t sum_i64(int n, const int64_t *a) {
    vcc_no_contract_body
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
    int t24;
    long t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
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
        t24 = (int)((long)0 + t2);
        t25 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t23, +));
    } else {
        t24 = 0;
        t25 = 0L;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t28 = 0L;
        t29 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t30 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t24 + t28)));
            t31 = t30;
            t32 = _mm256_add_epi64(t29, t31);
            t33 = t28 + 4L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        s = (long)((unsigned long)t25 + vcc_reduce(unsigned long, (vcc_v4_ulong)t32, +));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t xor_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
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
    int t20;
    unsigned long t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
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
        t20 = (int)((long)0 + t2);
        t21 = 0UL ^ vcc_reduce(unsigned long, (vcc_v4_ulong)t19, ^);
    } else {
        t20 = 0;
        t21 = 0UL;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        t25 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t26 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t20 + t24)));
            t27 = _mm256_xor_si256(t25, t26);
            t28 = t24 + 4L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 ^ vcc_reduce(unsigned long, (vcc_v4_ulong)t27, ^);
    } else {
        i = t20;
        x = t21;
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
