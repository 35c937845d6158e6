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

/* vcc-test: expect-vectorized 5 */
/* Run-time dependence distances (`distances.rs`): two accesses to one array whose starts
 * differ by a parameter (`a[i]` and `a[i + k]`) are vectorized behind a test that VF·UF
 * iterations at a time keep the dependence: the later access behind the earlier one, or at
 * least VF·UF elements ahead. Every k from -40 to 40 runs, the scalar loop taking those the
 * test refuses; a difference made of an outer loop's counter is bounded without a test. */
#include "harness.h"

/* An anti-dependence for k > 0, a true one for k < 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_add(float *a, const float *b, int k, int n) {
    vcc_no_contract_body
    int t15;
    int t28;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)b;
    long t7 = (long)((unsigned long)a - (unsigned long)b);
    long t8 = (long)k * -4L;
    if ((t1 >= 32L) & (((t2 + (unsigned long)((long)k * 4L + 4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)((long)k * 4L))) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t7 <= 0L) | (t7 >= 128L))) & ((t8 <= 0L) | (t8 >= 128L))) {
        long t9 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:11 vectorized: VF 16, UF 2, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 128, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + ((int)i_vec + k));
            __m512 t10 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.5f));
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t11 = _mm512_add_ps(t10, b_v);
            _mm512_storeu_ps(a + i_vec, t11);
            long t12 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + ((int)t12 + k));
            __m512 t13 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.5f));
            __m512 b_v_1 = _mm512_loadu_ps(b + t12);
            __m512 t14 = _mm512_add_ps(t13, b_v_1);
            _mm512_storeu_ps(a + t12, t14);
            i_vec += 32L;
        } while (i_vec < t9);
        t15 = (int)t9;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)a;
    unsigned long t18 = (unsigned long)b;
    long t19 = (long)((unsigned long)a + (unsigned long)((long)t15 * 4L) - ((unsigned long)b + (unsigned long)((long)t15 * 4L)));
    unsigned long t20 = (unsigned long)a;
    unsigned long t21 = (unsigned long)b;
    long t22 = (long)((unsigned long)a + (unsigned long)((long)t15 * 4L) - ((unsigned long)b + (unsigned long)((long)t15 * 4L)));
    long t23 = (long)k * -4L;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)k * 4L + (long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)k * 4L + (long)t15 * 4L))) | ((t19 <= 0L) | (t19 >= 64L))) & (((t20 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t15 * 4L))) | ((t21 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t15 * 4L))) | ((t22 <= 0L) | (t22 >= 64L))) & ((t23 <= 0L) | (t23 >= 64L))) {
        long t24 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:11 vector epilogue: VF 16, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 64, scalar epilogue */
        do {
            long t25 = (long)t15 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + ((int)t25 + k));
            __m512 t26 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.5f));
            __m512 b_v_2 = _mm512_loadu_ps(b + t25);
            __m512 t27 = _mm512_add_ps(t26, b_v_2);
            _mm512_storeu_ps(a + t25, t27);
            i_vec_1 += 16L;
        } while (i_vec_1 < t24);
        t28 = (int)((long)t15 + t24);
    } else {
        t28 = t15;
    }
    long t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)a;
    unsigned long t31 = (unsigned long)b;
    long t32 = (long)((unsigned long)a + (unsigned long)((long)t28 * 4L) - ((unsigned long)b + (unsigned long)((long)t28 * 4L)));
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)b;
    long t35 = (long)((unsigned long)a + (unsigned long)((long)t28 * 4L) - ((unsigned long)b + (unsigned long)((long)t28 * 4L)));
    long t36 = (long)k * -4L;
    if ((t29 >= 1L) & (t29 <= 16L) & (((t30 + (unsigned long)((long)k * 4L + (long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)k * 4L + (long)t28 * 4L))) | ((t32 <= 0L) | (t32 >= 64L))) & (((t33 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t28 * 4L))) | ((t34 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t28 * 4L))) | ((t35 <= 0L) | (t35 >= 64L))) & ((t36 <= 0L) | (t36 >= 64L))) {
        __m512i t37 = _mm512_set1_epi32((int)(int)t29);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        long t39 = (long)t28;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t38, a + ((int)t39 + k));
        __m512 t40 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(0.5f));
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t38, b + t39);
        __m512 t41 = _mm512_add_ps(t40, b_v_3);
        _mm512_mask_storeu_ps(a + t39, t38, t41);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        a[t42] = a[i + k] * 0.5f + b[t42];
    }
}

/* The store ahead of the load: a true dependence of distance k for k > 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_store(float *a, const float *b, float s, int k, int n) {
    vcc_no_contract_body
    int t15;
    int t28;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a + (unsigned long)((long)k * 4L) - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)b;
    long t7 = (long)((unsigned long)a + (unsigned long)((long)k * 4L) - (unsigned long)b);
    long t8 = (long)k * 4L;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)((long)k * 4L + 4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)((long)k * 4L))) | ((t7 <= 0L) | (t7 >= 128L))) & ((t8 <= 0L) | (t8 >= 128L))) {
        long t9 = t1 & -32L;
        __m512 s_v = _mm512_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:17 vectorized: VF 16, UF 2, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 128, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t10 = _mm512_mul_ps(a_v, s_v);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t11 = _mm512_add_ps(t10, b_v);
            _mm512_storeu_ps(a + ((int)i_vec + k), t11);
            long t12 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t12);
            __m512 t13 = _mm512_mul_ps(a_v_1, s_v);
            __m512 b_v_1 = _mm512_loadu_ps(b + t12);
            __m512 t14 = _mm512_add_ps(t13, b_v_1);
            _mm512_storeu_ps(a + ((int)t12 + k), t14);
            i_vec += 32L;
        } while (i_vec < t9);
        t15 = (int)t9;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)a;
    unsigned long t18 = (unsigned long)b;
    long t19 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t15 * 4L) - ((unsigned long)b + (unsigned long)((long)t15 * 4L)));
    unsigned long t20 = (unsigned long)a;
    unsigned long t21 = (unsigned long)b;
    long t22 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t15 * 4L) - ((unsigned long)b + (unsigned long)((long)t15 * 4L)));
    long t23 = (long)k * 4L;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))) | ((t19 <= 0L) | (t19 >= 64L))) & (((t20 + (unsigned long)((long)k * 4L + (long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t15 * 4L))) | ((t21 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t20 + (unsigned long)((long)k * 4L + (long)t15 * 4L))) | ((t22 <= 0L) | (t22 >= 64L))) & ((t23 <= 0L) | (t23 >= 64L))) {
        long t24 = t16 & -16L;
        __m512 s_v_1 = _mm512_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:17 vector epilogue: VF 16, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 64, scalar epilogue */
        do {
            long t25 = (long)t15 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t25);
            __m512 t26 = _mm512_mul_ps(a_v_2, s_v_1);
            __m512 b_v_2 = _mm512_loadu_ps(b + t25);
            __m512 t27 = _mm512_add_ps(t26, b_v_2);
            _mm512_storeu_ps(a + ((int)t25 + k), t27);
            i_vec_1 += 16L;
        } while (i_vec_1 < t24);
        t28 = (int)((long)t15 + t24);
    } else {
        t28 = t15;
    }
    long t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)a;
    unsigned long t31 = (unsigned long)b;
    long t32 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t28 * 4L) - ((unsigned long)b + (unsigned long)((long)t28 * 4L)));
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)b;
    long t35 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t28 * 4L) - ((unsigned long)b + (unsigned long)((long)t28 * 4L)));
    long t36 = (long)k * 4L;
    if ((t29 >= 1L) & (t29 <= 16L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))) | ((t32 <= 0L) | (t32 >= 64L))) & (((t33 + (unsigned long)((long)k * 4L + (long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t28 * 4L))) | ((t34 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t33 + (unsigned long)((long)k * 4L + (long)t28 * 4L))) | ((t35 <= 0L) | (t35 >= 64L))) & ((t36 <= 0L) | (t36 >= 64L))) {
        __m512i t37 = _mm512_set1_epi32((int)(int)t29);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        __m512 s_v_2 = _mm512_set1_ps(s);
        long t39 = (long)t28;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t38, a + t39);
        __m512 t40 = _mm512_mul_ps(a_v_3, s_v_2);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t38, b + t39);
        __m512 t41 = _mm512_add_ps(t40, b_v_3);
        _mm512_mask_storeu_ps(a + ((int)t39 + k), t38, t41);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        a[i + k] = a[t42] * s + b[t42];
    }
}

/* Down the array: both accesses reversed. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_down(int *a, const int *b, int k, int n) {
    vcc_no_contract_body
    int t35;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)a;
    unsigned long t4 = (unsigned long)b;
    long t5 = (long)((unsigned long)a + (unsigned long)((long)n * 4L + -4L) - ((unsigned long)b + (unsigned long)((long)n * 4L + -4L)));
    unsigned long t6 = (unsigned long)a;
    unsigned long t7 = (unsigned long)b;
    long t8 = (long)((unsigned long)a + (unsigned long)((long)n * 4L + -4L) - ((unsigned long)b + (unsigned long)((long)n * 4L + -4L)));
    long t9 = (long)k * -4L;
    if ((t2 >= 32L) & (((t3 + (unsigned long)((long)k * 4L + (long)n * 4L)) <= (t4 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t4 + (unsigned long)((long)n * 4L)) <= (t3 + (unsigned long)((long)k * 4L + (long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t5 <= -128L) | (t5 >= 0L))) & (((t6 + (unsigned long)((long)n * 4L)) <= (t7 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t7 + (unsigned long)((long)n * 4L)) <= (t6 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t8 <= -128L) | (t8 >= 0L))) & ((t9 <= -128L) | (t9 >= 0L))) {
        long t10 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:23 vectorized: VF 16, UF 2, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -128 or >= 0, vector epilogue VF 16, masked remainder */
        do {
            long t11 = (long)t1 + i_vec * -1L;
            __m512i t12 = _mm512_loadu_si512(a + ((int)t11 + k) + -15);
            __m512i t13 = _mm512_loadu_si512(b + t11 + -15);
            __m512i t14 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t13);
            __m512i t15 = _mm512_add_epi32(t12, t14);
            _mm512_storeu_si512(a + t11 + -15, t15);
            long t16 = (long)t1 + (i_vec + 16L) * -1L;
            __m512i t17 = _mm512_loadu_si512(a + ((int)t16 + k) + -15);
            __m512i t18 = _mm512_loadu_si512(b + t16 + -15);
            __m512i t19 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t18);
            __m512i t20 = _mm512_add_epi32(t17, t19);
            _mm512_storeu_si512(a + t16 + -15, t20);
            i_vec += 32L;
        } while (i_vec < t10);
        t1 = (int)((long)t1 + t10 * -1L);
    }
    long t21 = (long)t1 + 1L;
    unsigned long t22 = (unsigned long)a;
    unsigned long t23 = (unsigned long)b;
    long t24 = (long)((unsigned long)a + (unsigned long)((long)t1 * 4L) - ((unsigned long)b + (unsigned long)((long)t1 * 4L)));
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)b;
    long t27 = (long)((unsigned long)a + (unsigned long)((long)t1 * 4L) - ((unsigned long)b + (unsigned long)((long)t1 * 4L)));
    long t28 = (long)k * -4L;
    if ((t21 >= 16L) & (((t22 + (unsigned long)((long)k * 4L + (long)t1 * 4L + 4L)) <= (t23 + (unsigned long)((long)t1 * 4L + (t21 - 1L) * -4L))) | ((t23 + (unsigned long)((long)t1 * 4L + 4L)) <= (t22 + (unsigned long)((long)k * 4L + (long)t1 * 4L + (t21 - 1L) * -4L))) | ((t24 <= -64L) | (t24 >= 0L))) & (((t25 + (unsigned long)((long)t1 * 4L + 4L)) <= (t26 + (unsigned long)((long)t1 * 4L + (t21 - 1L) * -4L))) | ((t26 + (unsigned long)((long)t1 * 4L + 4L)) <= (t25 + (unsigned long)((long)t1 * 4L + (t21 - 1L) * -4L))) | ((t27 <= -64L) | (t27 >= 0L))) & ((t28 <= -64L) | (t28 >= 0L))) {
        long t29 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:23 vector epilogue: VF 16, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -64 or >= 0, scalar epilogue */
        do {
            long t30 = (long)t1 + i_vec_1 * -1L;
            __m512i t31 = _mm512_loadu_si512(a + ((int)t30 + k) + -15);
            __m512i t32 = _mm512_loadu_si512(b + t30 + -15);
            __m512i t33 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t32);
            __m512i t34 = _mm512_add_epi32(t31, t33);
            _mm512_storeu_si512(a + t30 + -15, t34);
            i_vec_1 += 16L;
        } while (i_vec_1 < t29);
        t35 = (int)((long)t1 + t29 * -1L);
    } else {
        t35 = t1;
    }
    long t36 = (long)t35 + 1L;
    unsigned long t37 = (unsigned long)a;
    unsigned long t38 = (unsigned long)b;
    long t39 = (long)((unsigned long)a + (unsigned long)((long)t35 * 4L) - ((unsigned long)b + (unsigned long)((long)t35 * 4L)));
    unsigned long t40 = (unsigned long)a;
    unsigned long t41 = (unsigned long)b;
    long t42 = (long)((unsigned long)a + (unsigned long)((long)t35 * 4L) - ((unsigned long)b + (unsigned long)((long)t35 * 4L)));
    long t43 = (long)k * -4L;
    if ((t36 >= 1L) & (t36 <= 16L) & (((t37 + (unsigned long)((long)k * 4L + (long)t35 * 4L + 4L)) <= (t38 + (unsigned long)((long)t35 * 4L + (t36 - 1L) * -4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L)) <= (t37 + (unsigned long)((long)k * 4L + (long)t35 * 4L + (t36 - 1L) * -4L))) | ((t39 <= -64L) | (t39 >= 0L))) & (((t40 + (unsigned long)((long)t35 * 4L + 4L)) <= (t41 + (unsigned long)((long)t35 * 4L + (t36 - 1L) * -4L))) | ((t41 + (unsigned long)((long)t35 * 4L + 4L)) <= (t40 + (unsigned long)((long)t35 * 4L + (t36 - 1L) * -4L))) | ((t42 <= -64L) | (t42 >= 0L))) & ((t43 <= -64L) | (t43 >= 0L))) {
        __m512i t44 = _mm512_set1_epi32((int)(int)t36);
        __mmask16 t45 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t44, _MM_CMPINT_LT);
        long t46 = (long)t35;
        __mmask16 t47 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t45)));
        __m512i t48 = _mm512_maskz_loadu_epi32(t47, (int *)((unsigned long)a + (unsigned long)(long)((int)t46 + k) * 4UL - 60UL));
        __mmask16 t49 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t45)));
        __m512i t50 = _mm512_maskz_loadu_epi32(t49, (const int *)((unsigned long)b + (unsigned long)t46 * 4UL - 60UL));
        __m512i t51 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t50);
        __m512i t52 = _mm512_add_epi32(t48, t51);
        __mmask16 t53 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t45)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t46 * 4UL - 60UL), t53, t52);
        i = (int)((long)t35 + t36 * -1L);
    } else {
        i = t35;
    }
    for (; i >= 0; i--) {
        long t54 = (long)i;
        a[t54] = a[i + k] + 3 * b[t54];
    }
}

/* A pointer at a run-time offset into the same array, two distances tested at once. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_offsets(double *a, int k, int j, int n) {
    vcc_no_contract_body
    int t16;
    int t24;
    int i;
    double *p = a + k;
    long t1 = (long)n;
    long t2 = (long)k * -8L;
    long t3 = (long)j * -8L;
    if ((t1 >= 32L) & ((t2 <= 0L) | (t2 >= 256L)) & ((t3 <= 0L) | (t3 >= 256L))) {
        long t4 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:30 vectorized: VF 8, UF 4, versioned on the distance from the load of `p` at 31:16 to the store to `a` at 31:9 (-8*k bytes) being <= 0 or >= 256 and the distance from the load of `a` at 31:23 to the store to `a` at 31:9 (-8*j bytes) being <= 0 or >= 256, vector epilogue VF 8, masked remainder */
        do {
            __m512d p_v = _mm512_loadu_pd(p + i_vec);
            __m512d a_v = _mm512_loadu_pd(a + ((int)i_vec + j));
            __m512d t5 = _mm512_mul_pd(a_v, _mm512_set1_pd(0.25));
            __m512d t6 = _mm512_sub_pd(p_v, t5);
            _mm512_storeu_pd(a + i_vec, t6);
            long t7 = i_vec + 8L;
            __m512d p_v_1 = _mm512_loadu_pd(p + t7);
            __m512d a_v_1 = _mm512_loadu_pd(a + ((int)t7 + j));
            __m512d t8 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(0.25));
            __m512d t9 = _mm512_sub_pd(p_v_1, t8);
            _mm512_storeu_pd(a + t7, t9);
            long t10 = i_vec + 16L;
            __m512d p_v_2 = _mm512_loadu_pd(p + t10);
            __m512d a_v_2 = _mm512_loadu_pd(a + ((int)t10 + j));
            __m512d t11 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(0.25));
            __m512d t12 = _mm512_sub_pd(p_v_2, t11);
            _mm512_storeu_pd(a + t10, t12);
            long t13 = i_vec + 24L;
            __m512d p_v_3 = _mm512_loadu_pd(p + t13);
            __m512d a_v_3 = _mm512_loadu_pd(a + ((int)t13 + j));
            __m512d t14 = _mm512_mul_pd(a_v_3, _mm512_set1_pd(0.25));
            __m512d t15 = _mm512_sub_pd(p_v_3, t14);
            _mm512_storeu_pd(a + t13, t15);
            i_vec += 32L;
        } while (i_vec < t4);
        t16 = (int)t4;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    long t18 = (long)k * -8L;
    long t19 = (long)j * -8L;
    if ((t17 >= 8L) & ((t18 <= 0L) | (t18 >= 64L)) & ((t19 <= 0L) | (t19 >= 64L))) {
        long t20 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:30 vector epilogue: VF 8, UF 1, versioned on the distance from the load of `p` at 31:16 to the store to `a` at 31:9 (-8*k bytes) being <= 0 or >= 64 and the distance from the load of `a` at 31:23 to the store to `a` at 31:9 (-8*j bytes) being <= 0 or >= 64, scalar epilogue */
        do {
            long t21 = (long)t16 + i_vec_1;
            __m512d p_v_4 = _mm512_loadu_pd(p + t21);
            __m512d a_v_4 = _mm512_loadu_pd(a + ((int)t21 + j));
            __m512d t22 = _mm512_mul_pd(a_v_4, _mm512_set1_pd(0.25));
            __m512d t23 = _mm512_sub_pd(p_v_4, t22);
            _mm512_storeu_pd(a + t21, t23);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t24 = (int)((long)t16 + t20);
    } else {
        t24 = t16;
    }
    long t25 = (long)n + (long)t24 * -1L;
    long t26 = (long)k * -8L;
    long t27 = (long)j * -8L;
    if ((t25 >= 1L) & (t25 <= 8L) & ((t26 <= 0L) | (t26 >= 64L)) & ((t27 <= 0L) | (t27 >= 64L))) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t25);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)t24;
        __m512d p_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), p + t30);
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), a + ((int)t30 + j));
        __m512d t31 = _mm512_mul_pd(a_v_5, _mm512_set1_pd(0.25));
        __m512d t32 = _mm512_sub_pd(p_v_5, t31);
        _mm512_mask_storeu_pd(a + t30, _mm256_movepi32_mask(t29), t32);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        a[t33] = p[t33] - a[i + j] * 0.25;
    }
}

/* Each row from the first: the distance is the outer counter's, at least one row. */
float grid[9][72];
extern __typeof__(grid) grid __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rows_from_first(const float *b, int m) {
    vcc_no_contract_body
    int t15;
    int t28;
    int j;
    for (int i = 1; i < 9; i++) {
        long t1 = (long)m;
        unsigned long t2 = (unsigned long)&grid;
        unsigned long t3 = (unsigned long)b;
        long t4 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L) - (unsigned long)b);
        unsigned long t5 = (unsigned long)&grid;
        unsigned long t6 = (unsigned long)b;
        long t7 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L) - (unsigned long)b);
        if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)((long)i * 288L + 4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)((long)i * 288L))) | ((t7 <= 0L) | (t7 >= 128L)))) {
            long t8 = t1 & -32L;
            __m512i i_v = _mm512_set1_epi32((int)i);
            __m512 t9 = _mm512_cvtepi32_ps(i_v);
            long j_vec = 0L;
            /* vcc: loop at runtime_distance.c:38 vectorized: VF 16, UF 2, run-time checks: `grid` and `b`, `grid` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
            do {
                __m512 grid_v = _mm512_loadu_ps(&grid[0][j_vec]);
                __m512 b_v = _mm512_loadu_ps(b + j_vec);
                __m512 t10 = _mm512_mul_ps(b_v, t9);
                __m512 t11 = _mm512_add_ps(grid_v, t10);
                _mm512_storeu_ps(&grid[i][j_vec], t11);
                long t12 = j_vec + 16L;
                __m512 grid_v_1 = _mm512_loadu_ps(&grid[0][t12]);
                __m512 b_v_1 = _mm512_loadu_ps(b + t12);
                __m512 t13 = _mm512_mul_ps(b_v_1, t9);
                __m512 t14 = _mm512_add_ps(grid_v_1, t13);
                _mm512_storeu_ps(&grid[i][t12], t14);
                j_vec += 32L;
            } while (j_vec < t8);
            t15 = (int)t8;
        } else {
            t15 = 0;
        }
        long t16 = (long)m + (long)t15 * -1L;
        unsigned long t17 = (unsigned long)&grid;
        unsigned long t18 = (unsigned long)b;
        long t19 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t15 * 4L) - ((unsigned long)b + (unsigned long)((long)t15 * 4L)));
        unsigned long t20 = (unsigned long)&grid;
        unsigned long t21 = (unsigned long)b;
        long t22 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t15 * 4L) - ((unsigned long)b + (unsigned long)((long)t15 * 4L)));
        if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))) | ((t19 <= 0L) | (t19 >= 64L))) & (((t20 + (unsigned long)((long)i * 288L + (long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t15 * 4L))) | ((t21 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t20 + (unsigned long)((long)i * 288L + (long)t15 * 4L))) | ((t22 <= 0L) | (t22 >= 64L)))) {
            long t23 = t16 & -16L;
            __m512i i_v_1 = _mm512_set1_epi32((int)i);
            __m512 t24 = _mm512_cvtepi32_ps(i_v_1);
            long j_vec_1 = 0L;
            /* vcc: loop at runtime_distance.c:38 vector epilogue: VF 16, UF 1, run-time checks: `grid` and `b`, `grid` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t25 = (long)t15 + j_vec_1;
                __m512 grid_v_2 = _mm512_loadu_ps(&grid[0][t25]);
                __m512 b_v_2 = _mm512_loadu_ps(b + t25);
                __m512 t26 = _mm512_mul_ps(b_v_2, t24);
                __m512 t27 = _mm512_add_ps(grid_v_2, t26);
                _mm512_storeu_ps(&grid[i][t25], t27);
                j_vec_1 += 16L;
            } while (j_vec_1 < t23);
            t28 = (int)((long)t15 + t23);
        } else {
            t28 = t15;
        }
        long t29 = (long)m + (long)t28 * -1L;
        unsigned long t30 = (unsigned long)&grid;
        unsigned long t31 = (unsigned long)b;
        long t32 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t28 * 4L) - ((unsigned long)b + (unsigned long)((long)t28 * 4L)));
        unsigned long t33 = (unsigned long)&grid;
        unsigned long t34 = (unsigned long)b;
        long t35 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t28 * 4L) - ((unsigned long)b + (unsigned long)((long)t28 * 4L)));
        if ((t29 >= 1L) & (t29 <= 16L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))) | ((t32 <= 0L) | (t32 >= 64L))) & (((t33 + (unsigned long)((long)i * 288L + (long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t28 * 4L))) | ((t34 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t33 + (unsigned long)((long)i * 288L + (long)t28 * 4L))) | ((t35 <= 0L) | (t35 >= 64L)))) {
            __m512i t36 = _mm512_set1_epi32((int)(int)t29);
            __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
            __m512i i_v_2 = _mm512_set1_epi32((int)i);
            __m512 t38 = _mm512_cvtepi32_ps(i_v_2);
            long t39 = (long)t28;
            __m512 grid_v_3 = _mm512_maskz_loadu_ps(t37, &grid[0][t39]);
            __m512 b_v_3 = _mm512_maskz_loadu_ps(t37, b + t39);
            __m512 t40 = _mm512_mul_ps(b_v_3, t38);
            __m512 t41 = _mm512_add_ps(grid_v_3, t40);
            _mm512_mask_storeu_ps(&grid[i][t39], t37, t41);
            j = (int)((long)t28 + t29);
        } else {
            j = t28;
        }
        for (; j < m; j++) {
            long t42 = (long)j;
            grid[i][t42] = grid[0][t42] + b[t42] * (float)i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int m = n + 90;
        float *a = (float *)(_mm256_zeroupper(), new_array(m, 4UL));
        float *b = (float *)(_mm256_zeroupper(), new_array(m, 4UL));
        int *ai = (int *)(_mm256_zeroupper(), new_array(m, 4UL));
        int *bi = (int *)(_mm256_zeroupper(), new_array(m, 4UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(m, 8UL));
        for (int fill_idx = 0; fill_idx < m; fill_idx++) {
            a[fill_idx] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < m; fill_idx_1++) {
            b[fill_idx_1] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < m; fill_idx_2++) {
            ai[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < m; fill_idx_3++) {
            bi[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < m; fill_idx_4++) {
            d[fill_idx_4] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int k = -40; k <= 40; k++) {
            const float *t2 = b;
            float *t3 = a + 45;
            shift_add(t3, t2, k, n);
            shift_store(t3, t2, 0.75f, k, n);
            shift_down(ai + 45, bi, k, n);
            two_offsets(d + 45, k, -k / 2, n);
        }
        int cols = n % 73;
        for (int i = 0; i < 9; i++) {
            __m512i i_v = _mm512_set1_epi32((int)i);
            __m512i t4 = _mm512_set1_epi32(0);
            vcc_v16_uint j_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t5 = _mm512_mullo_epi32(i_v, _mm512_set1_epi32(72));
            long j_vec = 0L;
            /* vcc: loop at runtime_distance.c:62 vectorized: VF 16, UF 4, masked remainder */
            for (;;) {
                __m512i t6 = _mm512_add_epi32(t5, (__m512i)j_v);
                __m512 t7 = _mm512_cvtepi32_ps(t6);
                __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&grid[i][j_vec], t8);
                __m512i t9 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(16));
                __m512i t10 = _mm512_add_epi32(t5, t9);
                __m512 t11 = _mm512_cvtepi32_ps(t10);
                __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&grid[i][j_vec + 16L], t12);
                __m512i t13 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(32));
                __m512i t14 = _mm512_add_epi32(t5, t13);
                __m512 t15 = _mm512_cvtepi32_ps(t14);
                __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&grid[i][j_vec + 32L], t16);
                __m512i t17 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(48));
                __m512i t18 = _mm512_add_epi32(t5, t17);
                __m512 t19 = _mm512_cvtepi32_ps(t18);
                __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(&grid[i][j_vec + 48L], t20);
                j_vec += 64L;
                __m512i t21 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(64));
                if (j_vec >= 64L) {
                    break;
                }
                j_v = (vcc_v16_uint)t21;
            }
            __m512i t22 = _mm512_set1_epi32(8);
            __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
            __m512i i_v_1 = _mm512_set1_epi32((int)i);
            __m512i t24 = _mm512_set1_epi32(64);
            __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t26 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(72));
            __m512i t27 = _mm512_add_epi32(t26, t25);
            __m512 t28 = _mm512_cvtepi32_ps(t27);
            __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.125f));
            _mm512_mask_storeu_ps(&grid[i][64], t23, t29);
        }
        rows_from_first(b, cols);
        unsigned long t30 = (_mm256_zeroupper(), hash_bytes((const void *)grid[0], 2592UL));
        unsigned long t31 = (unsigned long)m;
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes((const void *)d, t31 * 8UL));
        unsigned long t33 = t31 * 4UL;
        unsigned long t34 = (_mm256_zeroupper(), hash_bytes((const void *)ai, t33));
        printf("n=%d %llx %llx %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, t33)), (unsigned long long)t34, (unsigned long long)t32, (unsigned long long)t30);
        free((void *)a);
        free((void *)b);
        free((void *)ai);
        free((void *)bi);
        free((void *)d);
    }
}
