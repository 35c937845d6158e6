/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 5 */
/* Loads of one element that the loop's own stores write only in its last iteration, after
 * reading it (`hoist_loads.rs`, `plan_last_written`): every iteration reads the value from
 * before the loop, so the load moves before it and the loop vectorizes (gcc and clang keep
 * them scalar: the store may write the element). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The last element, read before the store that writes it in the last iteration. */
extern __typeof__(a) a __attribute__((aligned(64)));
extern __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void last_elem(void) {
    vcc_no_contract_body
    float t1 = a[999];
    __m512 a_v = _mm512_set1_ps(t1);
    __m512 t2 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.5f));
    long i_vec = 0L;
    /* vcc: loop at last_written.c:14 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
        __m512 t3 = _mm512_add_ps(b_v, t2);
        _mm512_storeu_ps(&a[i_vec], t3);
        long t4 = i_vec + 16L;
        __m512 b_v_1 = _mm512_loadu_ps(&b[t4]);
        __m512 t5 = _mm512_add_ps(b_v_1, t2);
        _mm512_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 32L;
        __m512 b_v_2 = _mm512_loadu_ps(&b[t6]);
        __m512 t7 = _mm512_add_ps(b_v_2, t2);
        _mm512_storeu_ps(&a[t6], t7);
        long t8 = i_vec + 48L;
        __m512 b_v_3 = _mm512_loadu_ps(&b[t8]);
        __m512 t9 = _mm512_add_ps(b_v_3, t2);
        _mm512_storeu_ps(&a[t8], t9);
        i_vec += 64L;
    } while (i_vec < 960L);
    __m512 a_v_1 = _mm512_set1_ps(t1);
    __m512 t10 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.5f));
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:14 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t11 = 960L + i_vec_1;
        __m512 b_v_4 = _mm512_loadu_ps(&b[t11]);
        __m512 t12 = _mm512_add_ps(b_v_4, t10);
        _mm512_storeu_ps(&a[t11], t12);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t13 = _mm512_set1_epi32(8);
    __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
    __m512 a_v_2 = _mm512_set1_ps(t1);
    __m512 t15 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.5f));
    __m512 b_v_5 = _mm512_maskz_loadu_ps(t14, &b[992]);
    __m512 t16 = _mm512_add_ps(b_v_5, t15);
    _mm512_mask_storeu_ps(&a[992], t14, t16);
}

/* Walking down, the first element read. */
extern __typeof__(c) c __attribute__((aligned(64)));
extern __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void first_elem_down(void) {
    vcc_no_contract_body
    int t1 = c[0];
    __m512i c_v = _mm512_set1_epi32((int)t1);
    __m512i t2 = _mm512_mullo_epi32(c_v, _mm512_set1_epi32(3));
    long i_vec = 0L;
    /* vcc: loop at last_written.c:20 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t3 = 999L + i_vec * -1L;
        __m512i t4 = _mm512_loadu_si512(&d[t3] + -15);
        __m512i d_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t4);
        __m512i t5 = _mm512_sub_epi32(d_v, t2);
        __m512i t6 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
        _mm512_storeu_si512(&c[t3] + -15, t6);
        long t7 = 999L + (i_vec + 16L) * -1L;
        __m512i t8 = _mm512_loadu_si512(&d[t7] + -15);
        __m512i d_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
        __m512i t9 = _mm512_sub_epi32(d_v_1, t2);
        __m512i t10 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t9);
        _mm512_storeu_si512(&c[t7] + -15, t10);
        long t11 = 999L + (i_vec + 32L) * -1L;
        __m512i t12 = _mm512_loadu_si512(&d[t11] + -15);
        __m512i d_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
        __m512i t13 = _mm512_sub_epi32(d_v_2, t2);
        __m512i t14 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
        _mm512_storeu_si512(&c[t11] + -15, t14);
        long t15 = 999L + (i_vec + 48L) * -1L;
        __m512i t16 = _mm512_loadu_si512(&d[t15] + -15);
        __m512i d_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t16);
        __m512i t17 = _mm512_sub_epi32(d_v_3, t2);
        __m512i t18 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t17);
        _mm512_storeu_si512(&c[t15] + -15, t18);
        i_vec += 64L;
    } while (i_vec < 960L);
    __m512i c_v_1 = _mm512_set1_epi32((int)t1);
    __m512i t19 = _mm512_mullo_epi32(c_v_1, _mm512_set1_epi32(3));
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:20 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t20 = 39L + i_vec_1 * -1L;
        __m512i t21 = _mm512_loadu_si512(&d[t20] + -15);
        __m512i t22 = _mm512_sub_epi32(t21, t19);
        _mm512_storeu_si512(&c[t20] + -15, t22);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t23 = _mm512_set1_epi32(8);
    __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
    __m512i c_v_2 = _mm512_set1_epi32((int)t1);
    __m512i t25 = _mm512_mullo_epi32(c_v_2, _mm512_set1_epi32(3));
    __mmask16 t26 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
    __m512i t27 = _mm512_maskz_loadu_epi32(t26, (int *)((unsigned long)&d + 28UL - 60UL));
    __m512i t28 = _mm512_sub_epi32(t27, t25);
    __mmask16 t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
    _mm512_mask_storeu_epi32((int *)((unsigned long)&c + 28UL - 60UL), t29, t28);
}

/* The test at the end of the body. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void last_elem_do(void) {
    vcc_no_contract_body
    int t1 = c[999];
    __m512i c_v = _mm512_set1_epi32((int)t1);
    long i_vec = 0L;
    /* vcc: loop at last_written.c:28 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i d_v = _mm512_loadu_si512(&d[i_vec]);
        __m512i t2 = _mm512_add_epi32(c_v, d_v);
        _mm512_storeu_si512(&c[i_vec], t2);
        long t3 = i_vec + 16L;
        __m512i d_v_1 = _mm512_loadu_si512(&d[t3]);
        __m512i t4 = _mm512_add_epi32(c_v, d_v_1);
        _mm512_storeu_si512(&c[t3], t4);
        long t5 = i_vec + 32L;
        __m512i d_v_2 = _mm512_loadu_si512(&d[t5]);
        __m512i t6 = _mm512_add_epi32(c_v, d_v_2);
        _mm512_storeu_si512(&c[t5], t6);
        long t7 = i_vec + 48L;
        __m512i d_v_3 = _mm512_loadu_si512(&d[t7]);
        __m512i t8 = _mm512_add_epi32(c_v, d_v_3);
        _mm512_storeu_si512(&c[t7], t8);
        i_vec += 64L;
    } while (i_vec < 960L);
    __m512i c_v_1 = _mm512_set1_epi32((int)t1);
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:28 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t9 = 960L + i_vec_1;
        __m512i d_v_4 = _mm512_loadu_si512(&d[t9]);
        __m512i t10 = _mm512_add_epi32(c_v_1, d_v_4);
        _mm512_storeu_si512(&c[t9], t10);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t11 = _mm512_set1_epi32(7);
    __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
    __m512i c_v_2 = _mm512_set1_epi32((int)t1);
    __m512i d_v_5 = _mm512_maskz_loadu_epi32(t12, &d[992]);
    __m512i t13 = _mm512_add_epi32(c_v_2, d_v_5);
    _mm512_mask_storeu_epi32(&c[992], t12, t13);
    int i = 999;
    for (;;) {
        long t14 = (long)i;
        c[t14] = t1 + d[t14];
        i++;
        if (i >= 1000) {
            return;
        }
    }
}

/* Not moved: the store of the last iteration comes first, so that iteration reads the new
 * value. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        a[i] = b[i] * 2.0f;
        b[i] = a[N - 1] + 1.0f;
    }
}

/* Written halfway through the loop: split there first (`split_loops.rs`), two loops. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void middle_elem(void) {
    vcc_no_contract_body
    int t1 = c[500];
    __m512i c_v = _mm512_set1_epi32((int)t1);
    long i_vec = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i d_v = _mm512_loadu_si512(&d[i_vec]);
        __m512i t2 = _mm512_add_epi32(c_v, d_v);
        _mm512_storeu_si512(&c[i_vec], t2);
        long t3 = i_vec + 16L;
        __m512i d_v_1 = _mm512_loadu_si512(&d[t3]);
        __m512i t4 = _mm512_add_epi32(c_v, d_v_1);
        _mm512_storeu_si512(&c[t3], t4);
        long t5 = i_vec + 32L;
        __m512i d_v_2 = _mm512_loadu_si512(&d[t5]);
        __m512i t6 = _mm512_add_epi32(c_v, d_v_2);
        _mm512_storeu_si512(&c[t5], t6);
        long t7 = i_vec + 48L;
        __m512i d_v_3 = _mm512_loadu_si512(&d[t7]);
        __m512i t8 = _mm512_add_epi32(c_v, d_v_3);
        _mm512_storeu_si512(&c[t7], t8);
        i_vec += 64L;
    } while (i_vec < 448L);
    __m512i c_v_1 = _mm512_set1_epi32((int)t1);
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t9 = 448L + i_vec_1;
        __m512i d_v_4 = _mm512_loadu_si512(&d[t9]);
        __m512i t10 = _mm512_add_epi32(c_v_1, d_v_4);
        _mm512_storeu_si512(&c[t9], t10);
        i_vec_1 += 16L;
    } while (i_vec_1 < 48L);
    __m512i t11 = _mm512_set1_epi32(5);
    __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
    __m512i c_v_2 = _mm512_set1_epi32((int)t1);
    __m512i d_v_5 = _mm512_maskz_loadu_epi32(t12, &d[496]);
    __m512i t13 = _mm512_add_epi32(c_v_2, d_v_5);
    _mm512_mask_storeu_epi32(&c[496], t12, t13);
    int t14 = c[500];
    __m512i c_v_3 = _mm512_set1_epi32((int)t14);
    long i_vec_2 = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t15 = 501L + i_vec_2;
        __m512i d_v_6 = _mm512_loadu_si512(&d[t15]);
        __m512i t16 = _mm512_add_epi32(c_v_3, d_v_6);
        _mm512_storeu_si512(&c[t15], t16);
        long t17 = 501L + (i_vec_2 + 16L);
        __m512i d_v_7 = _mm512_loadu_si512(&d[t17]);
        __m512i t18 = _mm512_add_epi32(c_v_3, d_v_7);
        _mm512_storeu_si512(&c[t17], t18);
        long t19 = 501L + (i_vec_2 + 32L);
        __m512i d_v_8 = _mm512_loadu_si512(&d[t19]);
        __m512i t20 = _mm512_add_epi32(c_v_3, d_v_8);
        _mm512_storeu_si512(&c[t19], t20);
        long t21 = 501L + (i_vec_2 + 48L);
        __m512i d_v_9 = _mm512_loadu_si512(&d[t21]);
        __m512i t22 = _mm512_add_epi32(c_v_3, d_v_9);
        _mm512_storeu_si512(&c[t21], t22);
        i_vec_2 += 64L;
    } while (i_vec_2 < 448L);
    __m512i c_v_4 = _mm512_set1_epi32((int)t14);
    long i_vec_3 = 0L;
    /* vcc: loop at last_written.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t23 = 949L + i_vec_3;
        __m512i d_v_10 = _mm512_loadu_si512(&d[t23]);
        __m512i t24 = _mm512_add_epi32(c_v_4, d_v_10);
        _mm512_storeu_si512(&c[t23], t24);
        i_vec_3 += 16L;
    } while (i_vec_3 < 48L);
    __m512i t25 = _mm512_set1_epi32(3);
    __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
    __m512i c_v_5 = _mm512_set1_epi32((int)t14);
    __m512i d_v_11 = _mm512_maskz_loadu_epi32(t26, &d[997]);
    __m512i t27 = _mm512_add_epi32(c_v_5, d_v_11);
    _mm512_mask_storeu_epi32(&c[997], t26, t27);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int t99;
    int t137;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            __m512i t12 = _mm512_set1_epi32((int)(t9 % 101));
            __m512i t13 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(101));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t13, t14);
            __m512i t15 = _mm512_set1_epi32((int)(t10 % 23));
            __m512i t16 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(23));
            vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t16, t17);
            __m512i t18 = _mm512_set1_epi32((int)(t11 % 1000));
            __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(1000));
            vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t19, t20);
            __m512i t21 = _mm512_set1_epi32(0);
            __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(777));
            vcc_v16_int t4 = (vcc_v16_int)_mm512_min_epu32(t22, t23);
            long i_vec = 0L;
            /* vcc: loop at last_written.c:49 vectorized: VF 16, UF 4, the remainder at 50:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 51:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 52:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 53:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t24 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t25 = _mm512_sub_ps(t24, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[i_vec], t25);
                __m512 t26 = _mm512_cvtepi32_ps((__m512i)t2);
                __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[i_vec], t27);
                __m512i t28 = _mm512_sub_epi32((__m512i)t3, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[i_vec], t28);
                __m512i t29 = _mm512_sub_epi32((__m512i)t4, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[i_vec], t29);
                long t30 = i_vec + 16L;
                __m512i t31 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(87));
                __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(101));
                __m512i t33 = _mm512_min_epu32(t31, t32);
                __m512 t34 = _mm512_cvtepi32_ps(t33);
                __m512 t35 = _mm512_sub_ps(t34, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t30], t35);
                __m512i t36 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(15));
                __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(23));
                __m512i t38 = _mm512_min_epu32(t36, t37);
                __m512 t39 = _mm512_cvtepi32_ps(t38);
                __m512 t40 = _mm512_mul_ps(t39, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t30], t40);
                __m512i t41 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(704));
                __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(1000));
                __m512i t43 = _mm512_min_epu32(t41, t42);
                __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t30], t44);
                __m512i t45 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(452));
                __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(777));
                __m512i t47 = _mm512_min_epu32(t45, t46);
                __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t30], t48);
                long t49 = i_vec + 32L;
                __m512i t50 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(73));
                __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(101));
                __m512i t52 = _mm512_min_epu32(t50, t51);
                __m512 t53 = _mm512_cvtepi32_ps(t52);
                __m512 t54 = _mm512_sub_ps(t53, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t49], t54);
                __m512i t55 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(7));
                __m512i t56 = _mm512_sub_epi32(t55, _mm512_set1_epi32(23));
                __m512i t57 = _mm512_min_epu32(t55, t56);
                __m512 t58 = _mm512_cvtepi32_ps(t57);
                __m512 t59 = _mm512_mul_ps(t58, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t49], t59);
                __m512i t60 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(408));
                __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(1000));
                __m512i t62 = _mm512_min_epu32(t60, t61);
                __m512i t63 = _mm512_sub_epi32(t62, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t49], t63);
                __m512i t64 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(127));
                __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(777));
                __m512i t66 = _mm512_min_epu32(t64, t65);
                __m512i t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t49], t67);
                long t68 = i_vec + 48L;
                __m512i t69 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(59));
                __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(101));
                __m512i t71 = _mm512_min_epu32(t69, t70);
                __m512 t72 = _mm512_cvtepi32_ps(t71);
                __m512 t73 = _mm512_sub_ps(t72, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t68], t73);
                __m512i t74 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(22));
                __m512i t75 = _mm512_sub_epi32(t74, _mm512_set1_epi32(23));
                __m512i t76 = _mm512_min_epu32(t74, t75);
                __m512 t77 = _mm512_cvtepi32_ps(t76);
                __m512 t78 = _mm512_mul_ps(t77, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t68], t78);
                __m512i t79 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(112));
                __m512i t80 = _mm512_sub_epi32(t79, _mm512_set1_epi32(1000));
                __m512i t81 = _mm512_min_epu32(t79, t80);
                __m512i t82 = _mm512_sub_epi32(t81, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t68], t82);
                __m512i t83 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(579));
                __m512i t84 = _mm512_sub_epi32(t83, _mm512_set1_epi32(777));
                __m512i t85 = _mm512_min_epu32(t83, t84);
                __m512i t86 = _mm512_sub_epi32(t85, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t68], t86);
                i_vec += 64L;
                __m512i t87 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(45));
                __m512i t88 = _mm512_sub_epi32(t87, _mm512_set1_epi32(101));
                __m512i t89 = _mm512_min_epu32(t87, t88);
                __m512i t90 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(14));
                __m512i t91 = _mm512_sub_epi32(t90, _mm512_set1_epi32(23));
                __m512i t92 = _mm512_min_epu32(t90, t91);
                __m512i t93 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(816));
                __m512i t94 = _mm512_sub_epi32(t93, _mm512_set1_epi32(1000));
                __m512i t95 = _mm512_min_epu32(t93, t94);
                __m512i t96 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(254));
                __m512i t97 = _mm512_sub_epi32(t96, _mm512_set1_epi32(777));
                __m512i t98 = _mm512_min_epu32(t96, t97);
                if (i_vec >= 960L) {
                    break;
                }
                t1 = (vcc_v16_int)t89;
                t2 = (vcc_v16_int)t92;
                t3 = (vcc_v16_int)t95;
                t4 = (vcc_v16_int)t98;
            }
            t99 = 960;
        } else {
            t99 = 0;
        }
        long t100 = (long)t99 * -1L + 1000L;
        int t101 = (int)((unsigned int)(int)((unsigned int)t99 * 37U) + (unsigned int)round);
        int t102 = (int)((unsigned int)(int)((unsigned int)t99 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t103 = (int)((unsigned int)(int)((unsigned int)t99 * 7919U) + (unsigned int)round);
        int t104 = (int)((unsigned int)t99 * 104729U);
        if ((t100 >= 16L) & (t101 >= 0) & (t102 >= 0) & (t103 >= 0) & (t104 >= 0)) {
            long t105 = t100 & -16L;
            __m512i t106 = _mm512_set1_epi32((int)(t101 % 101));
            __m512i t107 = _mm512_add_epi32(t106, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t108 = _mm512_sub_epi32(t107, _mm512_set1_epi32(101));
            vcc_v16_int t5 = (vcc_v16_int)_mm512_min_epu32(t107, t108);
            __m512i t109 = _mm512_set1_epi32((int)(t102 % 23));
            __m512i t110 = _mm512_add_epi32(t109, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t111 = _mm512_sub_epi32(t110, _mm512_set1_epi32(23));
            vcc_v16_int t6 = (vcc_v16_int)_mm512_min_epu32(t110, t111);
            __m512i t112 = _mm512_set1_epi32((int)(t103 % 1000));
            __m512i t113 = _mm512_add_epi32(t112, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t114 = _mm512_sub_epi32(t113, _mm512_set1_epi32(1000));
            vcc_v16_int t7 = (vcc_v16_int)_mm512_min_epu32(t113, t114);
            __m512i t115 = _mm512_set1_epi32((int)(t104 % 777));
            __m512i t116 = _mm512_add_epi32(t115, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t117 = _mm512_sub_epi32(t116, _mm512_set1_epi32(777));
            vcc_v16_int t8 = (vcc_v16_int)_mm512_min_epu32(t116, t117);
            long i_vec_1 = 0L;
            /* vcc: loop at last_written.c:49 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                long t118 = (long)t99 + i_vec_1;
                __m512 t119 = _mm512_cvtepi32_ps((__m512i)t5);
                __m512 t120 = _mm512_sub_ps(t119, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t118], t120);
                __m512 t121 = _mm512_cvtepi32_ps((__m512i)t6);
                __m512 t122 = _mm512_mul_ps(t121, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t118], t122);
                __m512i t123 = _mm512_sub_epi32((__m512i)t7, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t118], t123);
                __m512i t124 = _mm512_sub_epi32((__m512i)t8, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t118], t124);
                i_vec_1 += 16L;
                __m512i t125 = _mm512_add_epi32((__m512i)t5, _mm512_set1_epi32(87));
                __m512i t126 = _mm512_sub_epi32(t125, _mm512_set1_epi32(101));
                __m512i t127 = _mm512_min_epu32(t125, t126);
                __m512i t128 = _mm512_add_epi32((__m512i)t6, _mm512_set1_epi32(15));
                __m512i t129 = _mm512_sub_epi32(t128, _mm512_set1_epi32(23));
                __m512i t130 = _mm512_min_epu32(t128, t129);
                __m512i t131 = _mm512_add_epi32((__m512i)t7, _mm512_set1_epi32(704));
                __m512i t132 = _mm512_sub_epi32(t131, _mm512_set1_epi32(1000));
                __m512i t133 = _mm512_min_epu32(t131, t132);
                __m512i t134 = _mm512_add_epi32((__m512i)t8, _mm512_set1_epi32(452));
                __m512i t135 = _mm512_sub_epi32(t134, _mm512_set1_epi32(777));
                __m512i t136 = _mm512_min_epu32(t134, t135);
                if (i_vec_1 >= t105) {
                    break;
                }
                t5 = (vcc_v16_int)t127;
                t6 = (vcc_v16_int)t130;
                t7 = (vcc_v16_int)t133;
                t8 = (vcc_v16_int)t136;
            }
            t137 = (int)((long)t99 + t105);
        } else {
            t137 = t99;
        }
        long t138 = (long)t137 * -1L + 1000L;
        int t139 = (int)((unsigned int)(int)((unsigned int)t137 * 37U) + (unsigned int)round);
        int t140 = (int)((unsigned int)(int)((unsigned int)t137 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t141 = (int)((unsigned int)(int)((unsigned int)t137 * 7919U) + (unsigned int)round);
        int t142 = (int)((unsigned int)t137 * 104729U);
        if ((t138 >= 1L) & (t138 <= 16L) & (t139 >= 0) & (t140 >= 0) & (t141 >= 0) & (t142 >= 0)) {
            __m512i t143 = _mm512_set1_epi32((int)(int)t138);
            __mmask16 t144 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t143, _MM_CMPINT_LT);
            __m512i t145 = _mm512_set1_epi32((int)(t139 % 101));
            __m512i t146 = _mm512_add_epi32(t145, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t147 = _mm512_sub_epi32(t146, _mm512_set1_epi32(101));
            __m512i t148 = _mm512_min_epu32(t146, t147);
            __m512i t149 = _mm512_set1_epi32((int)(t140 % 23));
            __m512i t150 = _mm512_add_epi32(t149, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t151 = _mm512_sub_epi32(t150, _mm512_set1_epi32(23));
            __m512i t152 = _mm512_min_epu32(t150, t151);
            __m512i t153 = _mm512_set1_epi32((int)(t141 % 1000));
            __m512i t154 = _mm512_add_epi32(t153, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t155 = _mm512_sub_epi32(t154, _mm512_set1_epi32(1000));
            __m512i t156 = _mm512_min_epu32(t154, t155);
            __m512i t157 = _mm512_set1_epi32((int)(t142 % 777));
            __m512i t158 = _mm512_add_epi32(t157, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t159 = _mm512_sub_epi32(t158, _mm512_set1_epi32(777));
            __m512i t160 = _mm512_min_epu32(t158, t159);
            long t161 = (long)t137;
            __m512 t162 = _mm512_cvtepi32_ps(t148);
            __m512 t163 = _mm512_sub_ps(t162, _mm512_set1_ps(50.0f));
            _mm512_mask_storeu_ps(&a[t161], t144, t163);
            __m512 t164 = _mm512_cvtepi32_ps(t152);
            __m512 t165 = _mm512_mul_ps(t164, _mm512_set1_ps(0.25f));
            _mm512_mask_storeu_ps(&b[t161], t144, t165);
            __m512i t166 = _mm512_sub_epi32(t156, _mm512_set1_epi32(500));
            _mm512_mask_storeu_epi32(&c[t161], t144, t166);
            __m512i t167 = _mm512_sub_epi32(t160, _mm512_set1_epi32(300));
            _mm512_mask_storeu_epi32(&d[t161], t144, t167);
            i = (int)((long)t137 + t138);
        } else {
            i = t137;
        }
        for (; i < 1000; i++) {
            long t168 = (long)i;
            a[t168] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t168] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t168] = (i * 7919 + round) % 1000 - 500;
            d[t168] = i * 104729 % 777 - 300;
        }
        last_elem();
        first_elem_down();
        const void *t169 = (const void *)c;
        unsigned long t170 = (_mm256_zeroupper(), hash_bytes(t169, 4000UL));
        const void *t171 = (const void *)a;
        printf("%llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t171, 4000UL)), (unsigned long long)t170);
        last_elem_do();
        (_mm256_zeroupper(), store_first());
        unsigned long t172 = (_mm256_zeroupper(), hash_bytes(t169, 4000UL));
        unsigned long t173 = (_mm256_zeroupper(), hash_bytes((const void *)b, 4000UL));
        printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t171, 4000UL)), (unsigned long long)t173, (unsigned long long)t172);
        middle_elem();
        printf(" %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t169, 4000UL)));
    }
    return 0;
}
