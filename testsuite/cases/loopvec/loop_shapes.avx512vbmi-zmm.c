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
    int t14;
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32((int)n);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i i_v_2 = i_v;
            long t5 = (long)((int)((long)n + i_vec * -1L) - 1);
            __m512i t6 = _mm512_loadu_si512(b + t5 + -15);
            __m512i b_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t6);
            __m512i t7 = _mm512_add_epi32(b_v, i_v_2);
            __m512i t8 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t7);
            _mm512_storeu_si512(a + t5 + -15, t8);
            __m512i t9 = _mm512_add_epi32(i_v, _mm512_set1_epi32(-16));
            __m512i i_v_3 = t9;
            long t10 = (long)((int)((long)n + (i_vec + 16L) * -1L) - 1);
            __m512i t11 = _mm512_loadu_si512(b + t10 + -15);
            __m512i b_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t11);
            __m512i t12 = _mm512_add_epi32(b_v_1, i_v_3);
            __m512i t13 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            _mm512_storeu_si512(a + t10 + -15, t13);
            i_vec += 32L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(-32));
        } while (i_vec < t2);
        t14 = (int)((long)n + t2 * -1L);
    } else {
        t14 = n;
    }
    long t15 = (long)t14;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i t17 = _mm512_set1_epi32((int)t14);
        __m512i t18 = t17;
        __m512i i_v_1 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long i_vec_1 = 0L;
        do {
            __m512i i_v_4 = i_v_1;
            long t19 = (long)((int)((long)t14 + i_vec_1 * -1L) - 1);
            __m512i t20 = _mm512_loadu_si512(b + t19 + -15);
            __m512i b_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t20);
            __m512i t21 = _mm512_add_epi32(b_v_2, i_v_4);
            __m512i t22 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t21);
            _mm512_storeu_si512(a + t19 + -15, t22);
            i_vec_1 += 16L;
            i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(-16));
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16 * -1L);
    } else {
        t23 = t14;
    }
    long t24 = (long)t23;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        __m512i t27 = _mm512_set1_epi32((int)t23);
        __m512i t28 = t27;
        __m512i t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        __m512i i_v_5 = t29;
        long t30 = (long)((int)(long)t23 - 1);
        __mmask16 t31 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t32 = _mm512_maskz_loadu_epi32(t31, (const int *)((unsigned long)b + (unsigned long)t30 * 4UL - 60UL));
        __m512i b_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t32);
        __m512i t33 = b_v_3;
        __m512i t34 = i_v_5;
        __m512i t35 = _mm512_add_epi32(t33, t34);
        __m512i t36 = t35;
        __mmask16 t37 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t38 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t36);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t30 * 4UL - 60UL), t37, t38);
        i = (int)((long)t23 + t24 * -1L);
    } else {
        i = t23;
    }
    while (i > 0) {
        int t39 = i - 1;
        long t40 = (long)t39;
        a[t40] = b[t40] + i;
        i = t39;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i t4 = _mm512_mullo_epi32(b_v, _mm512_set1_epi32(3));
            __m512i t5 = _mm512_add_epi32(t4, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __m512i t7 = _mm512_mullo_epi32(b_v_1, _mm512_set1_epi32(3));
            __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t6, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m512i b_v_2 = _mm512_loadu_si512(b + t12);
            __m512i t13 = _mm512_mullo_epi32(b_v_2, _mm512_set1_epi32(3));
            __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t15;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t18, b + t19);
        __m512i t20 = b_v_3;
        __m512i t21 = _mm512_set1_epi32(3);
        __m512i t22 = _mm512_mullo_epi32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = t23;
        __m512i t25 = _mm512_set1_epi32(1);
        __m512i t26 = _mm512_add_epi32(t24, t25);
        __m512i t27 = t26;
        _mm512_mask_storeu_epi32(a + t19, t18, t27);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    while (i < n) {
        long t28 = (long)i;
        a[t28] = b[t28] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    unsigned int t10;
    unsigned int t17;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32((int)0U);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i i_v_2 = i_v;
            long t5 = (long)(unsigned int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_add_epi32(b_v, i_v_2);
            _mm512_storeu_si512(a + t5, t6);
            __m512i t7 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            __m512i i_v_3 = t7;
            long t8 = (long)(unsigned int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t8);
            __m512i t9 = _mm512_add_epi32(b_v_1, i_v_3);
            _mm512_storeu_si512(a + t8, t9);
            i_vec += 32L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t10 = (unsigned int)t2;
    } else {
        t10 = 0U;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512i t13 = _mm512_set1_epi32((int)t10);
        __m512i t14 = t13;
        __m512i i_v_1 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        do {
            __m512i i_v_4 = i_v_1;
            long t15 = (long)(unsigned int)((long)t10 + i_vec_1);
            __m512i b_v_2 = _mm512_loadu_si512(b + t15);
            __m512i t16 = _mm512_add_epi32(b_v_2, i_v_4);
            _mm512_storeu_si512(a + t15, t16);
            i_vec_1 += 16L;
            i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t12);
        t17 = (unsigned int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512i t21 = _mm512_set1_epi32((int)t17);
        __m512i t22 = t21;
        __m512i t23 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i i_v_5 = t23;
        long t24 = (long)(unsigned int)(long)t17;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t20, b + t24);
        __m512i t25 = _mm512_add_epi32(b_v_3, i_v_5);
        _mm512_mask_storeu_epi32(a + t24, t20, t25);
        i = (unsigned int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        a[t26] = b[t26] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    long t12;
    long t18;
    long i;
    long t1 = lo * -1L + hi;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi64((long long)lo);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi64(t4, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i i_v_2 = i_v;
            __m512i t5 = _mm512_mullo_epi64(i_v_2, i_v_2);
            _mm512_storeu_si512(a + (lo + i_vec), t5);
            __m512i t6 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)8LL));
            __m512i i_v_3 = t6;
            __m512i t7 = _mm512_mullo_epi64(i_v_3, i_v_3);
            _mm512_storeu_si512(a + (lo + (i_vec + 8L)), t7);
            __m512i t8 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)16LL));
            __m512i i_v_4 = t8;
            __m512i t9 = _mm512_mullo_epi64(i_v_4, i_v_4);
            _mm512_storeu_si512(a + (lo + (i_vec + 16L)), t9);
            __m512i t10 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)24LL));
            __m512i i_v_5 = t10;
            __m512i t11 = _mm512_mullo_epi64(i_v_5, i_v_5);
            _mm512_storeu_si512(a + (lo + (i_vec + 24L)), t11);
            i_vec += 32L;
            i_v = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)32LL));
        } while (i_vec < t2);
        t12 = lo + t2;
    } else {
        t12 = lo;
    }
    long t13 = hi + t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        __m512i t15 = _mm512_set1_epi64((long long)t12);
        __m512i t16 = t15;
        __m512i i_v_1 = _mm512_add_epi64(t16, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec_1 = 0L;
        do {
            __m512i i_v_6 = i_v_1;
            __m512i t17 = _mm512_mullo_epi64(i_v_6, i_v_6);
            _mm512_storeu_si512(a + (t12 + i_vec_1), t17);
            i_vec_1 += 8L;
            i_v_1 = _mm512_add_epi64(i_v_1, _mm512_set1_epi64((long long)8LL));
        } while (i_vec_1 < t14);
        t18 = t12 + t14;
    } else {
        t18 = t12;
    }
    long t19 = hi + t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t22 = _mm512_set1_epi64((long long)t18);
        __m512i t23 = t22;
        __m512i t24 = _mm512_add_epi64(t23, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i i_v_7 = t24;
        __m512i t25 = i_v_7;
        __m512i t26 = _mm512_mullo_epi64(t25, t25);
        __m512i t27 = t26;
        _mm512_mask_storeu_epi64(a + t18, _mm256_movepi32_mask(t21), t27);
        i = t18 + t19;
    } else {
        i = t18;
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
