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
    int t22;
    int t33;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi32((int)n);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long t2 = 0L;
        do {
            __m512i t9 = t1;
            long t10 = (long)((int)((long)n + t2 * -1L) - 1);
            __m512i t11 = _mm512_loadu_si512(b + t10 + -15);
            __m512i t12 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t11);
            __m512i t13 = _mm512_add_epi32(t12, t9);
            __m512i t14 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
            _mm512_storeu_si512(a + t10 + -15, t14);
            __m512i t15 = _mm512_add_epi32(t1, _mm512_set1_epi32(-16));
            __m512i t16 = t15;
            long t17 = (long)((int)((long)n + (t2 + 16L) * -1L) - 1);
            __m512i t18 = _mm512_loadu_si512(b + t17 + -15);
            __m512i t19 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512i t20 = _mm512_add_epi32(t19, t16);
            __m512i t21 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t20);
            _mm512_storeu_si512(a + t17 + -15, t21);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(-32));
        } while (t2 < t6);
        t22 = (int)((long)n + t6 * -1L);
    } else {
        t22 = n;
    }
    long t23 = (long)t22;
    if (t23 >= 16L) {
        long t24 = t23 & -16L;
        __m512i t25 = _mm512_set1_epi32((int)t22);
        __m512i t26 = t25;
        __m512i t3 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long t4 = 0L;
        do {
            __m512i t27 = t3;
            long t28 = (long)((int)((long)t22 + t4 * -1L) - 1);
            __m512i t29 = _mm512_loadu_si512(b + t28 + -15);
            __m512i t30 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
            __m512i t31 = _mm512_add_epi32(t30, t27);
            __m512i t32 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t31);
            _mm512_storeu_si512(a + t28 + -15, t32);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(-16));
        } while (t4 < t24);
        t33 = (int)((long)t22 + t24 * -1L);
    } else {
        t33 = t22;
    }
    long t34 = (long)t33;
    if ((t34 >= 1L) & (t34 <= 16L)) {
        __m512i t35 = _mm512_set1_epi32((int)(int)t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
        __m512i t37 = _mm512_set1_epi32((int)t33);
        __m512i t38 = t37;
        __m512i t39 = _mm512_add_epi32(t38, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        __m512i t40 = t39;
        long t41 = (long)((int)(long)t33 - 1);
        __mmask16 t42 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t36)));
        __m512i t43 = _mm512_maskz_loadu_epi32(t42, (const int *)((unsigned long)b + (unsigned long)t41 * 4UL - 60UL));
        __m512i t44 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t43);
        __m512i t45 = t44;
        __m512i t46 = t40;
        __m512i t47 = _mm512_add_epi32(t45, t46);
        __m512i t48 = t47;
        __mmask16 t49 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t36)));
        __m512i t50 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t48);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t41 * 4UL - 60UL), t49, t50);
        i = (int)((long)t33 + t34 * -1L);
    } else {
        i = t33;
    }
    while (i > 0) {
        int t51 = i - 1;
        long t52 = (long)t51;
        a[t52] = b[t52] + i;
        i = t51;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(b + t5);
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(3));
            __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512i t10 = _mm512_loadu_si512(b + t9);
            __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(3));
            __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m512i t17 = _mm512_loadu_si512(b + t16);
            __m512i t18 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(3));
            __m512i t19 = _mm512_add_epi32(t18, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)(int)(long)t20;
        __m512i t25 = _mm512_maskz_loadu_epi32(t23, b + t24);
        __m512i t26 = t25;
        __m512i t27 = _mm512_set1_epi32(3);
        __m512i t28 = _mm512_mullo_epi32(t26, t27);
        __m512i t29 = t28;
        __m512i t30 = t29;
        __m512i t31 = _mm512_set1_epi32(1);
        __m512i t32 = _mm512_add_epi32(t30, t31);
        __m512i t33 = t32;
        _mm512_mask_storeu_epi32(a + t24, t23, t33);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    while (i < n) {
        long t34 = (long)i;
        a[t34] = b[t34] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    unsigned int t18;
    unsigned int t27;
    unsigned int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi32((int)0U);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t9 = t1;
            long t10 = (long)(unsigned int)t2;
            __m512i t11 = _mm512_loadu_si512(b + t10);
            __m512i t12 = _mm512_add_epi32(t11, t9);
            _mm512_storeu_si512(a + t10, t12);
            __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t14 = t13;
            long t15 = (long)(unsigned int)(t2 + 16L);
            __m512i t16 = _mm512_loadu_si512(b + t15);
            __m512i t17 = _mm512_add_epi32(t16, t14);
            _mm512_storeu_si512(a + t15, t17);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        } while (t2 < t6);
        t18 = (unsigned int)t6;
    } else {
        t18 = 0U;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m512i t21 = _mm512_set1_epi32((int)t18);
        __m512i t22 = t21;
        __m512i t3 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        do {
            __m512i t23 = t3;
            long t24 = (long)(unsigned int)((long)t18 + t4);
            __m512i t25 = _mm512_loadu_si512(b + t24);
            __m512i t26 = _mm512_add_epi32(t25, t23);
            _mm512_storeu_si512(a + t24, t26);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        } while (t4 < t20);
        t27 = (unsigned int)((long)t18 + t20);
    } else {
        t27 = t18;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if ((t28 >= 1L) & (t28 <= 16L)) {
        __m512i t29 = _mm512_set1_epi32((int)(int)t28);
        __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        __m512i t31 = _mm512_set1_epi32((int)t27);
        __m512i t32 = t31;
        __m512i t33 = _mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t34 = t33;
        long t35 = (long)(unsigned int)(long)t27;
        __m512i t36 = _mm512_maskz_loadu_epi32(t30, b + t35);
        __m512i t37 = _mm512_add_epi32(t36, t34);
        _mm512_mask_storeu_epi32(a + t35, t30, t37);
        i = (unsigned int)((long)t27 + t28);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = b[t38] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    long t20;
    long t27;
    long i;
    long t5 = lo * -1L + hi;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi64((long long)lo);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi64(t8, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long t2 = 0L;
        do {
            __m512i t9 = t1;
            __m512i t10 = _mm512_mullo_epi64(t9, t9);
            _mm512_storeu_si512(a + (lo + t2), t10);
            __m512i t11 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)8LL));
            __m512i t12 = t11;
            __m512i t13 = _mm512_mullo_epi64(t12, t12);
            _mm512_storeu_si512(a + (lo + (t2 + 8L)), t13);
            __m512i t14 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)16LL));
            __m512i t15 = t14;
            __m512i t16 = _mm512_mullo_epi64(t15, t15);
            _mm512_storeu_si512(a + (lo + (t2 + 16L)), t16);
            __m512i t17 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            __m512i t18 = t17;
            __m512i t19 = _mm512_mullo_epi64(t18, t18);
            _mm512_storeu_si512(a + (lo + (t2 + 24L)), t19);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
        } while (t2 < t6);
        t20 = lo + t6;
    } else {
        t20 = lo;
    }
    long t21 = hi + t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        __m512i t23 = _mm512_set1_epi64((long long)t20);
        __m512i t24 = t23;
        __m512i t3 = _mm512_add_epi64(t24, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long t4 = 0L;
        do {
            __m512i t25 = t3;
            __m512i t26 = _mm512_mullo_epi64(t25, t25);
            _mm512_storeu_si512(a + (t20 + t4), t26);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)8LL));
        } while (t4 < t22);
        t27 = t20 + t22;
    } else {
        t27 = t20;
    }
    long t28 = hi + t27 * -1L;
    if ((t28 >= 1L) & (t28 <= 8L)) {
        __m256i t29 = _mm256_set1_epi32((int)(int)t28);
        __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t31 = _mm512_set1_epi64((long long)t27);
        __m512i t32 = t31;
        __m512i t33 = _mm512_add_epi64(t32, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i t34 = t33;
        __m512i t35 = t34;
        __m512i t36 = _mm512_mullo_epi64(t35, t35);
        __m512i t37 = t36;
        _mm512_mask_storeu_epi64(a + t27, _mm256_movepi32_mask(t30), t37);
        i = t27 + t28;
    } else {
        i = t27;
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
