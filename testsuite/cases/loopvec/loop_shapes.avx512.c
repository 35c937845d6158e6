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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t36;
    int t47;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)n);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            long t10 = (long)((int)((long)n + t2 * -1L) - 1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t13 = _mm256_add_epi32(t12, t9);
            __m256i t14 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t14);
            __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(-8));
            __m256i t16 = t15;
            long t17 = (long)((int)((long)n + (t2 + 8L) * -1L) - 1);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t17 + -7));
            __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_add_epi32(t19, t16);
            __m256i t21 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t17 + -7), t21);
            __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(-16));
            __m256i t23 = t22;
            long t24 = (long)((int)((long)n + (t2 + 16L) * -1L) - 1);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t24 + -7));
            __m256i t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t27 = _mm256_add_epi32(t26, t23);
            __m256i t28 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t24 + -7), t28);
            __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(-24));
            __m256i t30 = t29;
            long t31 = (long)((int)((long)n + (t2 + 24L) * -1L) - 1);
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(b + t31 + -7));
            __m256i t33 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t34 = _mm256_add_epi32(t33, t30);
            __m256i t35 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t31 + -7), t35);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(-32));
        } while (t2 < t6);
        t36 = (int)((long)n + t6 * -1L);
    } else {
        t36 = n;
    }
    long t37 = (long)t36;
    if (t37 >= 8L) {
        long t38 = t37 & -8L;
        __m256i t39 = _mm256_set1_epi32((int)t36);
        __m256i t40 = t39;
        __m256i t3 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t4 = 0L;
        do {
            __m256i t41 = t3;
            long t42 = (long)((int)((long)t36 + t4 * -1L) - 1);
            __m256i t43 = _mm256_loadu_si256((const __m256i *)(b + t42 + -7));
            __m256i t44 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t45 = _mm256_add_epi32(t44, t41);
            __m256i t46 = _mm256_permutevar8x32_epi32(t45, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t42 + -7), t46);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(-8));
        } while (t4 < t38);
        t47 = (int)((long)t36 + t38 * -1L);
    } else {
        t47 = t36;
    }
    long t48 = (long)t47;
    if ((t48 >= 1L) & (t48 <= 8L)) {
        __m256i t49 = _mm256_set1_epi32((int)(int)t48);
        __m256i t50 = _mm256_cmpgt_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t51 = _mm256_set1_epi32((int)t47);
        __m256i t52 = t51;
        __m256i t53 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        __m256i t54 = t53;
        long t55 = (long)((int)(long)t47 - 1);
        __m256i t56 = _mm256_permutevar8x32_epi32(t50, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t57 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t56), (const int *)((unsigned long)b + (unsigned long)t55 * 4UL - 28UL));
        __m256i t58 = _mm256_permutevar8x32_epi32(t57, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t59 = t58;
        __m256i t60 = t54;
        __m256i t61 = _mm256_add_epi32(t59, t60);
        __m256i t62 = t61;
        __m256i t63 = _mm256_permutevar8x32_epi32(t50, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t64 = _mm256_permutevar8x32_epi32(t62, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t55 * 4UL - 28UL), _mm256_movepi32_mask(t63), t64);
        i = (int)((long)t47 + t48 * -1L);
    } else {
        i = t47;
    }
    while (i > 0) {
        int t65 = i - 1;
        long t66 = (long)t65;
        a[t66] = b[t66] + i;
        i = t65;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(3));
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(3));
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(3));
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            __m256i t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(3));
            __m256i t27 = _mm256_add_epi32(t26, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t32 = (long)(int)(long)t28;
        __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), b + t32);
        __m256i t34 = t33;
        __m256i t35 = _mm256_set1_epi32(3);
        __m256i t36 = _mm256_mullo_epi32(t34, t35);
        __m256i t37 = t36;
        __m256i t38 = t37;
        __m256i t39 = _mm256_set1_epi32(1);
        __m256i t40 = _mm256_add_epi32(t38, t39);
        __m256i t41 = t40;
        _mm256_mask_storeu_epi32(a + t32, _mm256_movepi32_mask(t31), t41);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    while (i < n) {
        long t42 = (long)i;
        a[t42] = b[t42] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    unsigned int t28;
    unsigned int t37;
    unsigned int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)0U);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            long t10 = (long)(unsigned int)t2;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t12 = _mm256_add_epi32(t11, t9);
            _mm256_storeu_si256((__m256i *)(a + t10), t12);
            __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t14 = t13;
            long t15 = (long)(unsigned int)(t2 + 8L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_add_epi32(t16, t14);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t19 = t18;
            long t20 = (long)(unsigned int)(t2 + 16L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t22 = _mm256_add_epi32(t21, t19);
            _mm256_storeu_si256((__m256i *)(a + t20), t22);
            __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t24 = t23;
            long t25 = (long)(unsigned int)(t2 + 24L);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(b + t25));
            __m256i t27 = _mm256_add_epi32(t26, t24);
            _mm256_storeu_si256((__m256i *)(a + t25), t27);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t28 = (unsigned int)t6;
    } else {
        t28 = 0U;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        __m256i t31 = _mm256_set1_epi32((int)t28);
        __m256i t32 = t31;
        __m256i t3 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t33 = t3;
            long t34 = (long)(unsigned int)((long)t28 + t4);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t34));
            __m256i t36 = _mm256_add_epi32(t35, t33);
            _mm256_storeu_si256((__m256i *)(a + t34), t36);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t30);
        t37 = (unsigned int)((long)t28 + t30);
    } else {
        t37 = t28;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if ((t38 >= 1L) & (t38 <= 8L)) {
        __m256i t39 = _mm256_set1_epi32((int)(int)t38);
        __m256i t40 = _mm256_cmpgt_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t41 = _mm256_set1_epi32((int)t37);
        __m256i t42 = t41;
        __m256i t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t44 = t43;
        long t45 = (long)(unsigned int)(long)t37;
        __m256i t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t40), b + t45);
        __m256i t47 = _mm256_add_epi32(t46, t44);
        _mm256_mask_storeu_epi32(a + t45, _mm256_movepi32_mask(t40), t47);
        i = (unsigned int)((long)t37 + t38);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        a[t48] = b[t48] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void long_from_offset(long lo, long hi, long *restrict a) {
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
