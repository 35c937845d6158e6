/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    int t23;
    long t24;
    long t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    long t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    int t34;
    long t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    long t40;
    __m512i t41;
    long t42;
    __mmask16 t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __mmask16 t50;
    __m512i t51;
    int i;
    int t52;
    long t53;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi32((int)n);
        t9 = t8;
        t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)((int)((long)n + t2 * -1L) - 1);
            t12 = _mm512_loadu_si512(b + t11 + -15);
            t13 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            t14 = _mm512_add_epi32(t13, t10);
            t15 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t14);
            _mm512_storeu_si512(a + t11 + -15, t15);
            t16 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)-16));
            t17 = t16;
            t18 = (long)((int)((long)n + (t2 + 16L) * -1L) - 1);
            t19 = _mm512_loadu_si512(b + t18 + -15);
            t20 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
            t21 = _mm512_add_epi32(t20, t17);
            t22 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t21);
            _mm512_storeu_si512(a + t18 + -15, t22);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)-32));
        } while (t2 < t7);
        t23 = (int)((long)n + t7 * -1L);
    } else {
        t23 = n;
    }
    t24 = (long)t23;
    if (t24 >= 16L) {
        t25 = t24 & -16L;
        t26 = _mm512_set1_epi32((int)t23);
        t27 = t26;
        t3 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        t4 = 0L;
        do {
            t28 = t3;
            t29 = (long)((int)((long)t23 + t4 * -1L) - 1);
            t30 = _mm512_loadu_si512(b + t29 + -15);
            t31 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t30);
            t32 = _mm512_add_epi32(t31, t28);
            t33 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t32);
            _mm512_storeu_si512(a + t29 + -15, t33);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)-16));
        } while (t4 < t25);
        t34 = (int)((long)t23 + t25 * -1L);
    } else {
        t34 = t23;
    }
    t35 = (long)t34;
    if ((t35 >= 1L) & (t35 <= 16L)) {
        t36 = _mm512_set1_epi32((int)(int)t35);
        t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
        t38 = _mm512_set1_epi32((int)t34);
        t39 = t38;
        t5 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        t40 = 0L;
        t41 = t5;
        t42 = (long)((int)((long)t34 + t40 * -1L) - 1);
        t43 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t37)));
        t44 = _mm512_maskz_loadu_epi32(t43, (const int *)((unsigned long)b + (unsigned long)t42 * 4UL - 60UL));
        t45 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t44);
        t46 = t45;
        t47 = t41;
        t48 = _mm512_add_epi32(t46, t47);
        t49 = t48;
        t50 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t37)));
        t51 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t49);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t42 * 4UL - 60UL), t50, t51);
        i = (int)((long)t34 + t35 * -1L);
    } else {
        i = t34;
    }
    for (; i > 0; i = t52) {
        t52 = i - 1;
        t53 = (long)t52;
        a[t53] = b[t53] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    int t13;
    long t14;
    long t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    int t20;
    long t21;
    __m512i t22;
    __mmask16 t23;
    long t24;
    long t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    int i;
    long t35;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(b + t5);
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)3));
            t8 = _mm512_add_epi32(t7, _mm512_set1_epi32((int)1));
            _mm512_storeu_si512(a + t5, t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_si512(b + t9);
            t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32((int)3));
            t12 = _mm512_add_epi32(t11, _mm512_set1_epi32((int)1));
            _mm512_storeu_si512(a + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)((long)0 + t4);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        t15 = t14 & -16L;
        t2 = 0L;
        do {
            t16 = (long)(int)((long)t13 + t2);
            t17 = _mm512_loadu_si512(b + t16);
            t18 = _mm512_mullo_epi32(t17, _mm512_set1_epi32((int)3));
            t19 = _mm512_add_epi32(t18, _mm512_set1_epi32((int)1));
            _mm512_storeu_si512(a + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        t22 = _mm512_set1_epi32((int)(int)t21);
        t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        t24 = 0L;
        t25 = (long)(int)((long)t20 + t24);
        t26 = _mm512_maskz_loadu_epi32(t23, b + t25);
        t27 = t26;
        t28 = _mm512_set1_epi32((int)3);
        t29 = _mm512_mullo_epi32(t27, t28);
        t30 = t29;
        t31 = t30;
        t32 = _mm512_set1_epi32((int)1);
        t33 = _mm512_add_epi32(t31, t32);
        t34 = t33;
        _mm512_mask_storeu_epi32(a + t25, t23, t34);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    while (i < n) {
        t35 = (long)i;
        a[t35] = b[t35] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    unsigned int t19;
    long t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    long t25;
    __m512i t26;
    __m512i t27;
    unsigned int t28;
    long t29;
    __m512i t30;
    __mmask16 t31;
    __m512i t32;
    __m512i t33;
    long t34;
    __m512i t35;
    long t36;
    __m512i t37;
    __m512i t38;
    unsigned int i;
    long t39;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi32((int)0U);
        t9 = t8;
        t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)(unsigned int)((long)0U + t2);
            t12 = _mm512_loadu_si512(b + t11);
            t13 = _mm512_add_epi32(t12, t10);
            _mm512_storeu_si512(a + t11, t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t15 = t14;
            t16 = (long)(unsigned int)((long)0U + (t2 + 16L));
            t17 = _mm512_loadu_si512(b + t16);
            t18 = _mm512_add_epi32(t17, t15);
            _mm512_storeu_si512(a + t16, t18);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
        } while (t2 < t7);
        t19 = (unsigned int)((long)0U + t7);
    } else {
        t19 = 0U;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = _mm512_set1_epi32((int)t19);
        t23 = t22;
        t3 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t24 = t3;
            t25 = (long)(unsigned int)((long)t19 + t4);
            t26 = _mm512_loadu_si512(b + t25);
            t27 = _mm512_add_epi32(t26, t24);
            _mm512_storeu_si512(a + t25, t27);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t21);
        t28 = (unsigned int)((long)t19 + t21);
    } else {
        t28 = t19;
    }
    t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 16L)) {
        t30 = _mm512_set1_epi32((int)(int)t29);
        t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        t32 = _mm512_set1_epi32((int)t28);
        t33 = t32;
        t5 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t34 = 0L;
        t35 = t5;
        t36 = (long)(unsigned int)((long)t28 + t34);
        t37 = _mm512_maskz_loadu_epi32(t31, b + t36);
        t38 = _mm512_add_epi32(t37, t35);
        _mm512_mask_storeu_epi32(a + t36, t31, t38);
        i = (unsigned int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        a[t39] = b[t39] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    long t21;
    long t22;
    long t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m512i t32;
    __m512i t33;
    long t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    long i;
    t6 = lo * -1L + hi;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi64((long long)lo);
        t9 = t8;
        t1 = _mm512_add_epi64(t9, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = _mm512_mullo_epi64(t10, t10);
            _mm512_storeu_si512(a + (lo + t2), t11);
            t12 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)8LL));
            t13 = t12;
            t14 = _mm512_mullo_epi64(t13, t13);
            _mm512_storeu_si512(a + (lo + (t2 + 8L)), t14);
            t15 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)16LL));
            t16 = t15;
            t17 = _mm512_mullo_epi64(t16, t16);
            _mm512_storeu_si512(a + (lo + (t2 + 16L)), t17);
            t18 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            t19 = t18;
            t20 = _mm512_mullo_epi64(t19, t19);
            _mm512_storeu_si512(a + (lo + (t2 + 24L)), t20);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
        } while (t2 < t7);
        t21 = lo + t7;
    } else {
        t21 = lo;
    }
    t22 = hi + t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = _mm512_set1_epi64((long long)t21);
        t25 = t24;
        t3 = _mm512_add_epi64(t25, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t4 = 0L;
        do {
            t26 = t3;
            t27 = _mm512_mullo_epi64(t26, t26);
            _mm512_storeu_si512(a + (t21 + t4), t27);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)8LL));
        } while (t4 < t23);
        t28 = t21 + t23;
    } else {
        t28 = t21;
    }
    t29 = hi + t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = _mm512_set1_epi64((long long)t28);
        t33 = t32;
        t5 = _mm512_add_epi64(t33, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t34 = 0L;
        t35 = t5;
        t36 = t35;
        t37 = _mm512_mullo_epi64(t36, t36);
        t38 = t37;
        _mm512_mask_storeu_epi64(a + (t28 + t34), _mm256_movepi32_mask(t31), t38);
        i = t28 + t29;
    } else {
        i = t28;
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
