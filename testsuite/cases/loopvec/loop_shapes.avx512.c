/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    long t16;
    long t17;
    long t18;
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
    __m256i t32;
    __m256i t33;
    __m256i t34;
    long t35;
    int t36;
    long t37;
    long t38;
    __m256i t39;
    __m256i t40;
    long t41;
    __m256i t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    long t48;
    int i;
    int t49;
    long t50;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)n);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-8));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-16));
            t12 = t11;
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-24));
            t14 = t13;
            t15 = (long)((int)((long)n + t7 * -1L) - 1);
            t16 = (long)((int)((long)n + (t7 + 8L) * -1L) - 1);
            t17 = (long)((int)((long)n + (t7 + 16L) * -1L) - 1);
            t18 = (long)((int)((long)n + (t7 + 24L) * -1L) - 1);
            t19 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            t20 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t21 = _mm256_loadu_si256((const __m256i *)(b + t16 + -7));
            t22 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t23 = _mm256_loadu_si256((const __m256i *)(b + t17 + -7));
            t24 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t25 = _mm256_loadu_si256((const __m256i *)(b + t18 + -7));
            t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t27 = _mm256_add_epi32(t20, t8);
            t28 = _mm256_add_epi32(t22, t10);
            t29 = _mm256_add_epi32(t24, t12);
            t30 = _mm256_add_epi32(t26, t14);
            t31 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t31);
            t32 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t16 + -7), t32);
            t33 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t17 + -7), t33);
            t34 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t18 + -7), t34);
            t35 = t7 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-32));
            if (t35 >= t4) {
                break;
            }
            t7 = t35;
        }
        t36 = (int)((long)n + t4 * -1L);
    } else {
        t36 = n;
    }
    t37 = (long)t36;
    if (t37 >= 8L) {
        t38 = t37 & -8L;
        t39 = _mm256_set1_epi32((int)t36);
        t40 = t39;
        t2 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t41 = 0L;
        for (;;) {
            t42 = t2;
            t43 = (long)((int)((long)t36 + t41 * -1L) - 1);
            t44 = _mm256_loadu_si256((const __m256i *)(b + t43 + -7));
            t45 = _mm256_permutevar8x32_epi32(t44, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t46 = _mm256_add_epi32(t45, t42);
            t47 = _mm256_permutevar8x32_epi32(t46, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t43 + -7), t47);
            t48 = t41 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)-8));
            if (t48 >= t38) {
                break;
            }
            t41 = t48;
        }
        i = (int)((long)t36 + t38 * -1L);
    } else {
        i = t36;
    }
    for (; i > 0; i = t49) {
        t49 = i - 1;
        t50 = (long)t49;
        a[t50] = b[t50] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void while_loop(int n, int *restrict a, const int *restrict b) {
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
            t12 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)3));
            t13 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
            t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
            t15 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)3));
            t16 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)1));
            t17 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)1));
            t18 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)1));
            t19 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)1));
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
            t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)3));
            t28 = _mm256_add_epi32(t27, _mm256_set1_epi32((int)1));
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
    while (i < n) {
        t30 = (long)i;
        a[t30] = b[t30] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    long t16;
    long t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    unsigned int t28;
    long t29;
    long t30;
    __m256i t31;
    __m256i t32;
    long t33;
    __m256i t34;
    long t35;
    __m256i t36;
    __m256i t37;
    long t38;
    unsigned int i;
    long t39;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)0U);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t14 = t13;
            t15 = (long)(unsigned int)((long)0U + t7);
            t16 = (long)(unsigned int)((long)0U + (t7 + 8L));
            t17 = (long)(unsigned int)((long)0U + (t7 + 16L));
            t18 = (long)(unsigned int)((long)0U + (t7 + 24L));
            t19 = _mm256_loadu_si256((const __m256i *)(b + t15));
            t20 = _mm256_loadu_si256((const __m256i *)(b + t16));
            t21 = _mm256_loadu_si256((const __m256i *)(b + t17));
            t22 = _mm256_loadu_si256((const __m256i *)(b + t18));
            t23 = _mm256_add_epi32(t19, t8);
            t24 = _mm256_add_epi32(t20, t10);
            t25 = _mm256_add_epi32(t21, t12);
            t26 = _mm256_add_epi32(t22, t14);
            _mm256_storeu_si256((__m256i *)(a + t15), t23);
            _mm256_storeu_si256((__m256i *)(a + t16), t24);
            _mm256_storeu_si256((__m256i *)(a + t17), t25);
            _mm256_storeu_si256((__m256i *)(a + t18), t26);
            t27 = t7 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t27 >= t4) {
                break;
            }
            t7 = t27;
        }
        t28 = (unsigned int)((long)0U + t4);
    } else {
        t28 = 0U;
    }
    t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t31 = _mm256_set1_epi32((int)t28);
        t32 = t31;
        t2 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t33 = 0L;
        for (;;) {
            t34 = t2;
            t35 = (long)(unsigned int)((long)t28 + t33);
            t36 = _mm256_loadu_si256((const __m256i *)(b + t35));
            t37 = _mm256_add_epi32(t36, t34);
            _mm256_storeu_si256((__m256i *)(a + t35), t37);
            t38 = t33 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t38 >= t30) {
                break;
            }
            t33 = t38;
        }
        i = (unsigned int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        a[t39] = b[t39] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
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
    long t19;
    long t20;
    long t21;
    long t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    long t28;
    long i;
    t3 = lo * -1L + hi;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm256_set1_epi64x((long long)lo);
        t6 = t5;
        t1 = _mm256_add_epi64(t6, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)4LL));
            t10 = t9;
            t11 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)8LL));
            t12 = t11;
            t13 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            t14 = t13;
            t15 = _mm256_mullo_epi64(t8, t8);
            t16 = _mm256_mullo_epi64(t10, t10);
            t17 = _mm256_mullo_epi64(t12, t12);
            t18 = _mm256_mullo_epi64(t14, t14);
            _mm256_storeu_si256((__m256i *)(a + (lo + t7)), t15);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t7 + 4L))), t16);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t7 + 8L))), t17);
            _mm256_storeu_si256((__m256i *)(a + (lo + (t7 + 12L))), t18);
            t19 = t7 + 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)16LL));
            if (t19 >= t4) {
                break;
            }
            t7 = t19;
        }
        t20 = lo + t4;
    } else {
        t20 = lo;
    }
    t21 = hi + t20 * -1L;
    if (t21 >= 4L) {
        t22 = t21 & -4L;
        t23 = _mm256_set1_epi64x((long long)t20);
        t24 = t23;
        t2 = _mm256_add_epi64(t24, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        t25 = 0L;
        for (;;) {
            t26 = t2;
            t27 = _mm256_mullo_epi64(t26, t26);
            _mm256_storeu_si256((__m256i *)(a + (t20 + t25)), t27);
            t28 = t25 + 4L;
            t2 = _mm256_add_epi64(t2, _mm256_set1_epi64x((long long)4LL));
            if (t28 >= t22) {
                break;
            }
            t25 = t28;
        }
        i = t20 + t22;
    } else {
        i = t20;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
