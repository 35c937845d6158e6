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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 sse4.2=5 sse2=5 neon=6 */
/* `size_t` loops in the other shapes C code writes them: `!=` instead of `<`, counting down
 * with `a[i - 1]` or `i-- > 0`, starting at `n - 1`, and steps of 2. The index `(long)i` is
 * taken modulo 2^64, as the address is computed; a start that may have wrapped (`n - 1`) is
 * counted from as itself; a step of 2 from 0 cannot wrap without indexing more elements than
 * any object holds (an access runs on every iteration). */
#include "harness.h"
#include <stddef.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void ne_loop(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:11 vectorized: VF 16, UF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(unsigned long)i_vec;
            __m512 a_v = _mm512_loadu_ps(t3);
            __m512 t4 = _mm512_mul_ps(a_v, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(t3, t4);
            float *t5 = a + (long)(unsigned long)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(t5);
            __m512 t6 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(t5, t6);
            float *t7 = a + (long)(unsigned long)(i_vec + 32L);
            __m512 a_v_2 = _mm512_loadu_ps(t7);
            __m512 t8 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(t7, t8);
            float *t9 = a + (long)(unsigned long)(i_vec + 48L);
            __m512 a_v_3 = _mm512_loadu_ps(t9);
            __m512 t10 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(t9, t10);
            i_vec += 64L;
        } while (i_vec < t2);
        i = (unsigned long)t2;
    } else {
        i = 0UL;
    }
    for (; i != n; i++) {
        float *t11 = a + (long)i;
        *t11 = *t11 * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void down(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    unsigned long t11;
    unsigned long t18;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            __m512 t4 = _mm512_loadu_ps(t3 + -15);
            __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(3.0f));
            __m512 t6 = _mm512_add_ps(t5, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t3 + -15, t6);
            float *t7 = a + (long)(n + (unsigned long)((i_vec + 16L) * -1L) - 1UL);
            __m512 t8 = _mm512_loadu_ps(t7 + -15);
            __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(3.0f));
            __m512 t10 = _mm512_add_ps(t9, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t7 + -15, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = n + (unsigned long)(t2 * -1L);
    } else {
        t11 = n;
    }
    long t12 = (long)t11;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            float *t14 = a + (long)(t11 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            __m512 t15 = _mm512_loadu_ps(t14 + -15);
            __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(3.0f));
            __m512 t17 = _mm512_add_ps(t16, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t14 + -15, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        t18 = t11 + (unsigned long)(t13 * -1L);
    } else {
        t18 = t11;
    }
    long t19 = (long)t18;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)(t18 - 1UL);
        __mmask16 t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t21)));
        __m512 t24 = _mm512_maskz_loadu_ps(t23, (float *)((unsigned long)a + (unsigned long)t22 * 4UL - 60UL));
        __m512 t25 = _mm512_mul_ps(t24, _mm512_set1_ps(3.0f));
        __m512 t26 = _mm512_add_ps(t25, _mm512_set1_ps(1.0f));
        __mmask16 t27 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t21)));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t22 * 4UL - 60UL), t27, t26);
        i = t18 + (unsigned long)(t19 * -1L);
    } else {
        i = t18;
    }
    while (i > 0UL) {
        i--;
        float *t28 = a + (long)i;
        *t28 = *t28 * 3.0f + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void down_postdec(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long t9;
    unsigned long t15;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            __m512 t4 = _mm512_loadu_ps(t3 + -15);
            __m512 t5 = _mm512_add_ps(t4, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t3 + -15, t5);
            float *t6 = a + (long)(n + (unsigned long)((i_vec + 16L) * -1L) - 1UL);
            __m512 t7 = _mm512_loadu_ps(t6 + -15);
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t6 + -15, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = n + (unsigned long)(t2 * -1L);
    } else {
        t9 = n;
    }
    long t10 = (long)t9;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            float *t12 = a + (long)(t9 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            __m512 t13 = _mm512_loadu_ps(t12 + -15);
            __m512 t14 = _mm512_add_ps(t13, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t12 + -15, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = t9 + (unsigned long)(t11 * -1L);
    } else {
        t15 = t9;
    }
    long t16 = (long)t15;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(t15 - 1UL);
        __mmask16 t20 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        __m512 t21 = _mm512_maskz_loadu_ps(t20, (float *)((unsigned long)a + (unsigned long)t19 * 4UL - 60UL));
        __m512 t22 = _mm512_add_ps(t21, _mm512_set1_ps(0.5f));
        __mmask16 t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t19 * 4UL - 60UL), t23, t22);
        i = t15 + (unsigned long)(t16 * -1L);
    } else {
        i = t15;
    }
    for (;;) {
        unsigned long i_1 = i - 1UL;
        if (i <= 0UL) {
            break;
        }
        float *t24 = a + (long)i_1;
        *t24 = *t24 + 0.5f;
        i = i_1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void shift_left(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    long t1 = (long)n + -1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:26 vectorized: VF 16, UF 2, scalar epilogue */
        do {
            unsigned long t3 = 1UL + (unsigned long)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + (long)t3);
            _mm512_storeu_ps(a + (long)(t3 - 1UL), a_v);
            unsigned long t4 = 1UL + (unsigned long)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(a + (long)t4);
            _mm512_storeu_ps(a + (long)(t4 - 1UL), a_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        i = 1UL + (unsigned long)t2;
    } else {
        i = 1UL;
    }
    for (; i != n; i++) {
        a[(long)(i - 1UL)] = a[(long)i];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void shift_right(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long t15;
    unsigned long i;
    unsigned long t1 = n - 1UL;
    long t2 = (long)t1;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:31 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            unsigned long t4 = t1 + (unsigned long)(i_vec * -1L);
            __m512 t5 = _mm512_loadu_ps(a + (long)(t4 - 1UL) + -15);
            __m512 a_v = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
            __m512 t6 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), a_v);
            _mm512_storeu_ps(a + (long)t4 + -15, t6);
            unsigned long t7 = t1 + (unsigned long)((i_vec + 16L) * -1L);
            __m512 t8 = _mm512_loadu_ps(a + (long)(t7 - 1UL) + -15);
            __m512 a_v_1 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
            __m512 t9 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), a_v_1);
            _mm512_storeu_ps(a + (long)t7 + -15, t9);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 += (unsigned long)(t3 * -1L);
    }
    long t10 = (long)t1;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:31 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            unsigned long t12 = t1 + (unsigned long)(i_vec_1 * -1L);
            __m512 t13 = _mm512_loadu_ps(a + (long)(t12 - 1UL) + -15);
            __m512 a_v_2 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
            __m512 t14 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), a_v_2);
            _mm512_storeu_ps(a + (long)t12 + -15, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = t1 + (unsigned long)(t11 * -1L);
    } else {
        t15 = t1;
    }
    long t16 = (long)t15;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        unsigned long t19 = t15;
        __mmask16 t20 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        __m512 t21 = _mm512_maskz_loadu_ps(t20, (float *)((unsigned long)a + (unsigned long)(long)(t19 - 1UL) * 4UL - 60UL));
        __m512 a_v_3 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t21);
        __mmask16 t22 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        __m512 t23 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), a_v_3);
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)(long)t19 * 4UL - 60UL), t22, t23);
        i = t15 + (unsigned long)(t16 * -1L);
    } else {
        i = t15;
    }
    while (i > 0UL) {
        unsigned long t24 = i - 1UL;
        a[(long)i] = a[(long)t24];
        i = t24;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void step2(float *restrict a, const float *restrict b, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:36 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            unsigned long t3 = (unsigned long)(i_vec * 2L);
            long t4 = (long)t3;
            float *t5 = a + t4;
            const float *t6 = b + t4;
            __m512 t7 = _mm512_loadu_ps(t6);
            __m512 t8 = _mm512_loadu_ps(t6 + 16);
            __m512 b_v = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
            __m512 b_v_1 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t8);
            __m512 t9 = _mm512_mul_ps(b_v, b_v_1);
            float *t10 = a + (long)(t3 + 1UL);
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_loadu_ps(t10 + 16);
            __m512 a_v = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t12);
            __m512 t13 = _mm512_add_ps(t9, a_v);
            __m512 t14 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t13);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t5, t15, t14);
            __m512 t16 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t13);
            __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t5 + 16, t17, t16);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (unsigned long)(t2 * 2L);
    } else {
        i = 0UL;
    }
    for (; i < n; i += 2UL) {
        long t18 = (long)i;
        long t19 = (long)(i + 1UL);
        a[t18] = b[t18] * b[t19] + a[t19];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, sizeof *a), *b = new_array(n + 2, sizeof *b);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -20, 40);
        size_t m = (size_t)n;
        ne_loop(a, m);
        down(a, m);
        down_postdec(a, m);
        if (m > 0) {
            shift_left(a, m);
            shift_right(a, m);
        }
        step2(a, b, m);
        printf("n=%d %llx\n", n, HASH(a, n + 2));
        free(a);
        free(b);
    }
    return 0;
}
