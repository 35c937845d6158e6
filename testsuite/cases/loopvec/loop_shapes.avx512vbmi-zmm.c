/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 sse4.2=3 sse2=3 neon=4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t13;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32((int)n);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t4 = (long)((int)((long)n + i_vec * -1L) - 1);
            __m512i t5 = _mm512_loadu_si512(b + t4 + -15);
            __m512i b_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
            __m512i t6 = _mm512_add_epi32(b_v, (__m512i)i_v);
            __m512i t7 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t6);
            _mm512_storeu_si512(a + t4 + -15, t7);
            __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(-16));
            long t9 = (long)((int)((long)n + (i_vec + 16L) * -1L) - 1);
            __m512i t10 = _mm512_loadu_si512(b + t9 + -15);
            __m512i b_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t10);
            __m512i t11 = _mm512_add_epi32(b_v_1, t8);
            __m512i t12 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t11);
            _mm512_storeu_si512(a + t9 + -15, t12);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(-32));
        } while (i_vec < t2);
        t13 = (int)((long)n + t2 * -1L);
    } else {
        t13 = n;
    }
    long t14 = (long)t13;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        __m512i t16 = _mm512_set1_epi32((int)t13);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t16, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)((int)((long)t13 + i_vec_1 * -1L) - 1);
            __m512i t18 = _mm512_loadu_si512(b + t17 + -15);
            __m512i b_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512i t19 = _mm512_add_epi32(b_v_2, (__m512i)i_v_1);
            __m512i t20 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
            _mm512_storeu_si512(a + t17 + -15, t20);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(-16));
        } while (i_vec_1 < t15);
        t21 = (int)((long)t13 + t15 * -1L);
    } else {
        t21 = t13;
    }
    long t22 = (long)t21;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        __m512i t25 = _mm512_set1_epi32((int)t21);
        __m512i t26 = _mm512_add_epi32(t25, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long t27 = (long)((int)(long)t21 - 1);
        __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        __m512i t29 = _mm512_maskz_loadu_epi32(t28, (const int *)((unsigned long)b + (unsigned long)t27 * 4UL - 60UL));
        __m512i b_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
        __m512i t30 = _mm512_add_epi32(b_v_3, t26);
        __mmask16 t31 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        __m512i t32 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t30);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t27 * 4UL - 60UL), t31, t32);
        i = (int)((long)t21 + t22 * -1L);
    } else {
        i = t21;
    }
    while (i > 0) {
        int t33 = i - 1;
        long t34 = (long)t33;
        a[t34] = b[t34] + i;
        i = t33;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_mullo_epi32(b_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_add_epi32(t3, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_mullo_epi32(b_v_1, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i t12 = _mm512_mullo_epi32(b_v_2, _mm512_set1_epi32(3));
            __m512i t13 = _mm512_add_epi32(t12, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t17, b + t18);
        __m512i t19 = _mm512_mullo_epi32(b_v_3, _mm512_set1_epi32(3));
        __m512i t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(a + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    while (i < n) {
        long t21 = (long)i;
        a[t21] = b[t21] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    unsigned int t8;
    unsigned int t14;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32((int)0U);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_add_epi32(b_v, (__m512i)i_v);
            _mm512_storeu_si512(a + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t7 = _mm512_add_epi32(b_v_1, t6);
            _mm512_storeu_si512(a + t5, t7);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t8 = (unsigned int)t2;
    } else {
        t8 = 0U;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        __m512i t11 = _mm512_set1_epi32((int)t8);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:20 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t12 = (long)t8 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t12);
            __m512i t13 = _mm512_add_epi32(b_v_2, (__m512i)i_v_1);
            _mm512_storeu_si512(a + t12, t13);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t10);
        t14 = (unsigned int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        __m512i t18 = _mm512_set1_epi32((int)t14);
        __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t20 = (long)t14;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t17, b + t20);
        __m512i t21 = _mm512_add_epi32(b_v_3, t19);
        _mm512_mask_storeu_epi32(a + t20, t17, t21);
        i = (unsigned int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        a[t22] = b[t22] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    long t11;
    long t16;
    long i;
    long t1 = lo * -1L + hi;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi64((long long)lo);
        __m512i i_v = _mm512_add_epi64(t3, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i t4 = _mm512_mullo_epi64(i_v, i_v);
            _mm512_storeu_si512(a + (lo + i_vec), t4);
            __m512i t5 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)8LL));
            __m512i t6 = _mm512_mullo_epi64(t5, t5);
            _mm512_storeu_si512(a + (lo + (i_vec + 8L)), t6);
            __m512i t7 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)16LL));
            __m512i t8 = _mm512_mullo_epi64(t7, t7);
            _mm512_storeu_si512(a + (lo + (i_vec + 16L)), t8);
            __m512i t9 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)24LL));
            __m512i t10 = _mm512_mullo_epi64(t9, t9);
            _mm512_storeu_si512(a + (lo + (i_vec + 24L)), t10);
            i_vec += 32L;
            i_v = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)32LL));
        } while (i_vec < t2);
        t11 = lo + t2;
    } else {
        t11 = lo;
    }
    long t12 = hi + t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m512i t14 = _mm512_set1_epi64((long long)t11);
        __m512i i_v_1 = _mm512_add_epi64(t14, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i t15 = _mm512_mullo_epi64(i_v_1, i_v_1);
            _mm512_storeu_si512(a + (t11 + i_vec_1), t15);
            i_vec_1 += 8L;
            i_v_1 = _mm512_add_epi64(i_v_1, _mm512_set1_epi64((long long)8LL));
        } while (i_vec_1 < t13);
        t16 = t11 + t13;
    } else {
        t16 = t11;
    }
    long t17 = hi + t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t20 = _mm512_set1_epi64((long long)t16);
        __m512i t21 = _mm512_add_epi64(t20, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i t22 = _mm512_mullo_epi64(t21, t21);
        _mm512_mask_storeu_epi64(a + t16, _mm256_movepi32_mask(t19), t22);
        i = t16 + t17;
    } else {
        i = t16;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void step_two(int n, int *restrict a) {
    vcc_no_contract_body
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:30 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int *t3 = a + i_vec * 2L;
            __m512i t4 = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_loadu_si512(t3 + 16);
            __m512i a_v = _mm512_permutex2var_epi32(t4, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t5);
            __m512i t6 = _mm512_sub_epi32(_mm512_setzero_si512(), a_v);
            __m512i t7 = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t3, t8, t7);
            __m512i t9 = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t6);
            __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t3 + 16, t10, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)(t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < n; i += 2) {
        int *t11 = a + i;
        *t11 = -*t11;
    }
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
