/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_add(float *a, const float *b, int k, int n) {
    vcc_no_contract_body
    int t21;
    int t34;
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
        /* vcc: loop at runtime_distance.c:11 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 128, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + ((int)i_vec + k));
            __m256 t10 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.5f));
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t11 = _mm256_add_ps(t10, b_v);
            _mm256_storeu_ps(a + i_vec, t11);
            long t12 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + ((int)t12 + k));
            __m256 t13 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.5f));
            __m256 b_v_1 = _mm256_loadu_ps(b + t12);
            __m256 t14 = _mm256_add_ps(t13, b_v_1);
            _mm256_storeu_ps(a + t12, t14);
            long t15 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + ((int)t15 + k));
            __m256 t16 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.5f));
            __m256 b_v_2 = _mm256_loadu_ps(b + t15);
            __m256 t17 = _mm256_add_ps(t16, b_v_2);
            _mm256_storeu_ps(a + t15, t17);
            long t18 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + ((int)t18 + k));
            __m256 t19 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.5f));
            __m256 b_v_3 = _mm256_loadu_ps(b + t18);
            __m256 t20 = _mm256_add_ps(t19, b_v_3);
            _mm256_storeu_ps(a + t18, t20);
            i_vec += 32L;
        } while (i_vec < t9);
        t21 = (int)t9;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)((unsigned long)a + (unsigned long)((long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    unsigned long t26 = (unsigned long)a;
    unsigned long t27 = (unsigned long)b;
    long t28 = (long)((unsigned long)a + (unsigned long)((long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    long t29 = (long)k * -4L;
    if ((t22 >= 8L) & (((t23 + (unsigned long)((long)k * 4L + (long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)k * 4L + (long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L))) & (((t26 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t21 * 4L))) | ((t27 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t21 * 4L))) | ((t28 <= 0L) | (t28 >= 32L))) & ((t29 <= 0L) | (t29 >= 32L))) {
        long t30 = t22 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:11 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t31 = (long)t21 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + ((int)t31 + k));
            __m256 t32 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.5f));
            __m256 b_v_4 = _mm256_loadu_ps(b + t31);
            __m256 t33 = _mm256_add_ps(t32, b_v_4);
            _mm256_storeu_ps(a + t31, t33);
            i_vec_1 += 8L;
        } while (i_vec_1 < t30);
        t34 = (int)((long)t21 + t30);
    } else {
        t34 = t21;
    }
    long t35 = (long)n + (long)t34 * -1L;
    unsigned long t36 = (unsigned long)a;
    unsigned long t37 = (unsigned long)b;
    long t38 = (long)((unsigned long)a + (unsigned long)((long)t34 * 4L) - ((unsigned long)b + (unsigned long)((long)t34 * 4L)));
    unsigned long t39 = (unsigned long)a;
    unsigned long t40 = (unsigned long)b;
    long t41 = (long)((unsigned long)a + (unsigned long)((long)t34 * 4L) - ((unsigned long)b + (unsigned long)((long)t34 * 4L)));
    long t42 = (long)k * -4L;
    if ((t35 >= 1L) & (t35 <= 8L) & (((t36 + (unsigned long)((long)k * 4L + (long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)k * 4L + (long)t34 * 4L))) | ((t38 <= 0L) | (t38 >= 32L))) & (((t39 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t34 * 4L))) | ((t40 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t34 * 4L))) | ((t41 <= 0L) | (t41 >= 32L))) & ((t42 <= 0L) | (t42 >= 32L))) {
        __m256i t43 = _mm256_set1_epi32((int)(int)t35);
        __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t45 = (long)t34;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t44), a + ((int)t45 + k));
        __m256 t46 = _mm256_mul_ps(a_v_5, _mm256_set1_ps(0.5f));
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t44), b + t45);
        __m256 t47 = _mm256_add_ps(t46, b_v_5);
        _mm256_mask_storeu_ps(a + t45, _mm256_movepi32_mask(t44), t47);
        i = (int)((long)t34 + t35);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        a[t48] = a[i + k] * 0.5f + b[t48];
    }
}

/* The store ahead of the load: a true dependence of distance k for k > 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_store(float *a, const float *b, float s, int k, int n) {
    vcc_no_contract_body
    int t21;
    int t34;
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
        __m256 s_v = _mm256_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:17 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 128, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 t10 = _mm256_mul_ps(a_v, s_v);
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t11 = _mm256_add_ps(t10, b_v);
            _mm256_storeu_ps(a + ((int)i_vec + k), t11);
            long t12 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t12);
            __m256 t13 = _mm256_mul_ps(a_v_1, s_v);
            __m256 b_v_1 = _mm256_loadu_ps(b + t12);
            __m256 t14 = _mm256_add_ps(t13, b_v_1);
            _mm256_storeu_ps(a + ((int)t12 + k), t14);
            long t15 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t15);
            __m256 t16 = _mm256_mul_ps(a_v_2, s_v);
            __m256 b_v_2 = _mm256_loadu_ps(b + t15);
            __m256 t17 = _mm256_add_ps(t16, b_v_2);
            _mm256_storeu_ps(a + ((int)t15 + k), t17);
            long t18 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t18);
            __m256 t19 = _mm256_mul_ps(a_v_3, s_v);
            __m256 b_v_3 = _mm256_loadu_ps(b + t18);
            __m256 t20 = _mm256_add_ps(t19, b_v_3);
            _mm256_storeu_ps(a + ((int)t18 + k), t20);
            i_vec += 32L;
        } while (i_vec < t9);
        t21 = (int)t9;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    unsigned long t26 = (unsigned long)a;
    unsigned long t27 = (unsigned long)b;
    long t28 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    long t29 = (long)k * 4L;
    if ((t22 >= 8L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L))) & (((t26 + (unsigned long)((long)k * 4L + (long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t21 * 4L))) | ((t27 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)k * 4L + (long)t21 * 4L))) | ((t28 <= 0L) | (t28 >= 32L))) & ((t29 <= 0L) | (t29 >= 32L))) {
        long t30 = t22 & -8L;
        __m256 s_v_1 = _mm256_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:17 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t31 = (long)t21 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t31);
            __m256 t32 = _mm256_mul_ps(a_v_4, s_v_1);
            __m256 b_v_4 = _mm256_loadu_ps(b + t31);
            __m256 t33 = _mm256_add_ps(t32, b_v_4);
            _mm256_storeu_ps(a + ((int)t31 + k), t33);
            i_vec_1 += 8L;
        } while (i_vec_1 < t30);
        t34 = (int)((long)t21 + t30);
    } else {
        t34 = t21;
    }
    long t35 = (long)n + (long)t34 * -1L;
    unsigned long t36 = (unsigned long)a;
    unsigned long t37 = (unsigned long)b;
    long t38 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t34 * 4L) - ((unsigned long)b + (unsigned long)((long)t34 * 4L)));
    unsigned long t39 = (unsigned long)a;
    unsigned long t40 = (unsigned long)b;
    long t41 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t34 * 4L) - ((unsigned long)b + (unsigned long)((long)t34 * 4L)));
    long t42 = (long)k * 4L;
    if ((t35 >= 1L) & (t35 <= 8L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t34 * 4L))) | ((t38 <= 0L) | (t38 >= 32L))) & (((t39 + (unsigned long)((long)k * 4L + (long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t34 * 4L))) | ((t40 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t39 + (unsigned long)((long)k * 4L + (long)t34 * 4L))) | ((t41 <= 0L) | (t41 >= 32L))) & ((t42 <= 0L) | (t42 >= 32L))) {
        __m256i t43 = _mm256_set1_epi32((int)(int)t35);
        __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 s_v_2 = _mm256_set1_ps(s);
        long t45 = (long)t34;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t44), a + t45);
        __m256 t46 = _mm256_mul_ps(a_v_5, s_v_2);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t44), b + t45);
        __m256 t47 = _mm256_add_ps(t46, b_v_5);
        _mm256_mask_storeu_ps(a + ((int)t45 + k), _mm256_movepi32_mask(t44), t47);
        i = (int)((long)t34 + t35);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        a[i + k] = a[t48] * s + b[t48];
    }
}

/* Down the array: both accesses reversed. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_down(int *a, const int *b, int k, int n) {
    vcc_no_contract_body
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
        /* vcc: loop at runtime_distance.c:23 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -128 or >= 0, vector epilogue VF 8, scalar epilogue */
        do {
            long t11 = (long)t1 + i_vec * -1L;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + ((int)t11 + k) + -7));
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + t11 + -7));
            __m256i t14 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t13);
            __m256i t15 = _mm256_add_epi32(t12, t14);
            _mm256_storeu_si256((__m256i *)(a + t11 + -7), t15);
            long t16 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(a + ((int)t16 + k) + -7));
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t16 + -7));
            __m256i t19 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t18);
            __m256i t20 = _mm256_add_epi32(t17, t19);
            _mm256_storeu_si256((__m256i *)(a + t16 + -7), t20);
            long t21 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(a + ((int)t21 + k) + -7));
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(b + t21 + -7));
            __m256i t24 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t23);
            __m256i t25 = _mm256_add_epi32(t22, t24);
            _mm256_storeu_si256((__m256i *)(a + t21 + -7), t25);
            long t26 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(a + ((int)t26 + k) + -7));
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t26 + -7));
            __m256i t29 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t28);
            __m256i t30 = _mm256_add_epi32(t27, t29);
            _mm256_storeu_si256((__m256i *)(a + t26 + -7), t30);
            i_vec += 32L;
        } while (i_vec < t10);
        t1 = (int)((long)t1 + t10 * -1L);
    }
    long t31 = (long)t1 + 1L;
    unsigned long t32 = (unsigned long)a;
    unsigned long t33 = (unsigned long)b;
    long t34 = (long)((unsigned long)a + (unsigned long)((long)t1 * 4L) - ((unsigned long)b + (unsigned long)((long)t1 * 4L)));
    unsigned long t35 = (unsigned long)a;
    unsigned long t36 = (unsigned long)b;
    long t37 = (long)((unsigned long)a + (unsigned long)((long)t1 * 4L) - ((unsigned long)b + (unsigned long)((long)t1 * 4L)));
    long t38 = (long)k * -4L;
    if ((t31 >= 8L) & (((t32 + (unsigned long)((long)k * 4L + (long)t1 * 4L + 4L)) <= (t33 + (unsigned long)((long)t1 * 4L + (t31 - 1L) * -4L))) | ((t33 + (unsigned long)((long)t1 * 4L + 4L)) <= (t32 + (unsigned long)((long)k * 4L + (long)t1 * 4L + (t31 - 1L) * -4L))) | ((t34 <= -32L) | (t34 >= 0L))) & (((t35 + (unsigned long)((long)t1 * 4L + 4L)) <= (t36 + (unsigned long)((long)t1 * 4L + (t31 - 1L) * -4L))) | ((t36 + (unsigned long)((long)t1 * 4L + 4L)) <= (t35 + (unsigned long)((long)t1 * 4L + (t31 - 1L) * -4L))) | ((t37 <= -32L) | (t37 >= 0L))) & ((t38 <= -32L) | (t38 >= 0L))) {
        long t39 = t31 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:23 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -32 or >= 0, scalar epilogue */
        do {
            long t40 = (long)t1 + i_vec_1 * -1L;
            __m256i t41 = _mm256_loadu_si256((const __m256i *)(a + ((int)t40 + k) + -7));
            __m256i t42 = _mm256_loadu_si256((const __m256i *)(b + t40 + -7));
            __m256i t43 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t42);
            __m256i t44 = _mm256_add_epi32(t41, t43);
            _mm256_storeu_si256((__m256i *)(a + t40 + -7), t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t39);
        i = (int)((long)t1 + t39 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t45 = (long)i;
        a[t45] = a[i + k] + 3 * b[t45];
    }
}

/* A pointer at a run-time offset into the same array, two distances tested at once. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_offsets(double *a, int k, int j, int n) {
    vcc_no_contract_body
    int t16;
    int i;
    double *p = a + k;
    long t1 = (long)n;
    long t2 = (long)k * -8L;
    long t3 = (long)j * -8L;
    if ((t1 >= 16L) & ((t2 <= 0L) | (t2 >= 128L)) & ((t3 <= 0L) | (t3 >= 128L))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:30 vectorized: VF 4, UF 4, versioned on the distance from the load of `p` at 31:16 to the store to `a` at 31:9 (-8*k bytes) being <= 0 or >= 128 and the distance from the load of `a` at 31:23 to the store to `a` at 31:9 (-8*j bytes) being <= 0 or >= 128, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d p_v = _mm256_loadu_pd(p + i_vec);
            __m256d a_v = _mm256_loadu_pd(a + ((int)i_vec + j));
            __m256d t5 = _mm256_mul_pd(a_v, _mm256_set1_pd(0.25));
            __m256d t6 = _mm256_sub_pd(p_v, t5);
            _mm256_storeu_pd(a + i_vec, t6);
            long t7 = i_vec + 4L;
            __m256d p_v_1 = _mm256_loadu_pd(p + t7);
            __m256d a_v_1 = _mm256_loadu_pd(a + ((int)t7 + j));
            __m256d t8 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(0.25));
            __m256d t9 = _mm256_sub_pd(p_v_1, t8);
            _mm256_storeu_pd(a + t7, t9);
            long t10 = i_vec + 8L;
            __m256d p_v_2 = _mm256_loadu_pd(p + t10);
            __m256d a_v_2 = _mm256_loadu_pd(a + ((int)t10 + j));
            __m256d t11 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(0.25));
            __m256d t12 = _mm256_sub_pd(p_v_2, t11);
            _mm256_storeu_pd(a + t10, t12);
            long t13 = i_vec + 12L;
            __m256d p_v_3 = _mm256_loadu_pd(p + t13);
            __m256d a_v_3 = _mm256_loadu_pd(a + ((int)t13 + j));
            __m256d t14 = _mm256_mul_pd(a_v_3, _mm256_set1_pd(0.25));
            __m256d t15 = _mm256_sub_pd(p_v_3, t14);
            _mm256_storeu_pd(a + t13, t15);
            i_vec += 16L;
        } while (i_vec < t4);
        t16 = (int)t4;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    long t18 = (long)k * -8L;
    long t19 = (long)j * -8L;
    if ((t17 >= 4L) & ((t18 <= 0L) | (t18 >= 32L)) & ((t19 <= 0L) | (t19 >= 32L))) {
        long t20 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:30 vector epilogue: VF 4, UF 1, versioned on the distance from the load of `p` at 31:16 to the store to `a` at 31:9 (-8*k bytes) being <= 0 or >= 32 and the distance from the load of `a` at 31:23 to the store to `a` at 31:9 (-8*j bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t21 = (long)t16 + i_vec_1;
            __m256d p_v_4 = _mm256_loadu_pd(p + t21);
            __m256d a_v_4 = _mm256_loadu_pd(a + ((int)t21 + j));
            __m256d t22 = _mm256_mul_pd(a_v_4, _mm256_set1_pd(0.25));
            __m256d t23 = _mm256_sub_pd(p_v_4, t22);
            _mm256_storeu_pd(a + t21, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t16 + t20);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        a[t24] = p[t24] - a[i + j] * 0.25;
    }
}

/* Each row from the first: the distance is the outer counter's, at least one row. */
float grid[9][72];
extern __typeof__(grid) grid __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rows_from_first(const float *b, int m) {
    vcc_no_contract_body
    int t21;
    int t34;
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
            __m256i i_v = _mm256_set1_epi32((int)i);
            __m256 t9 = _mm256_cvtepi32_ps(i_v);
            long j_vec = 0L;
            /* vcc: loop at runtime_distance.c:38 vectorized: VF 8, UF 4, run-time checks: `grid` and `b`, `grid` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
            do {
                __m256 grid_v = _mm256_loadu_ps(&grid[0][j_vec]);
                __m256 b_v = _mm256_loadu_ps(b + j_vec);
                __m256 t10 = _mm256_mul_ps(b_v, t9);
                __m256 t11 = _mm256_add_ps(grid_v, t10);
                _mm256_storeu_ps(&grid[i][j_vec], t11);
                long t12 = j_vec + 8L;
                __m256 grid_v_1 = _mm256_loadu_ps(&grid[0][t12]);
                __m256 b_v_1 = _mm256_loadu_ps(b + t12);
                __m256 t13 = _mm256_mul_ps(b_v_1, t9);
                __m256 t14 = _mm256_add_ps(grid_v_1, t13);
                _mm256_storeu_ps(&grid[i][t12], t14);
                long t15 = j_vec + 16L;
                __m256 grid_v_2 = _mm256_loadu_ps(&grid[0][t15]);
                __m256 b_v_2 = _mm256_loadu_ps(b + t15);
                __m256 t16 = _mm256_mul_ps(b_v_2, t9);
                __m256 t17 = _mm256_add_ps(grid_v_2, t16);
                _mm256_storeu_ps(&grid[i][t15], t17);
                long t18 = j_vec + 24L;
                __m256 grid_v_3 = _mm256_loadu_ps(&grid[0][t18]);
                __m256 b_v_3 = _mm256_loadu_ps(b + t18);
                __m256 t19 = _mm256_mul_ps(b_v_3, t9);
                __m256 t20 = _mm256_add_ps(grid_v_3, t19);
                _mm256_storeu_ps(&grid[i][t18], t20);
                j_vec += 32L;
            } while (j_vec < t8);
            t21 = (int)t8;
        } else {
            t21 = 0;
        }
        long t22 = (long)m + (long)t21 * -1L;
        unsigned long t23 = (unsigned long)&grid;
        unsigned long t24 = (unsigned long)b;
        long t25 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
        unsigned long t26 = (unsigned long)&grid;
        unsigned long t27 = (unsigned long)b;
        long t28 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
        if ((t22 >= 8L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L))) & (((t26 + (unsigned long)((long)i * 288L + (long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t21 * 4L))) | ((t27 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)i * 288L + (long)t21 * 4L))) | ((t28 <= 0L) | (t28 >= 32L)))) {
            long t29 = t22 & -8L;
            __m256i i_v_1 = _mm256_set1_epi32((int)i);
            __m256 t30 = _mm256_cvtepi32_ps(i_v_1);
            long j_vec_1 = 0L;
            /* vcc: loop at runtime_distance.c:38 vector epilogue: VF 8, UF 1, run-time checks: `grid` and `b`, `grid` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t31 = (long)t21 + j_vec_1;
                __m256 grid_v_4 = _mm256_loadu_ps(&grid[0][t31]);
                __m256 b_v_4 = _mm256_loadu_ps(b + t31);
                __m256 t32 = _mm256_mul_ps(b_v_4, t30);
                __m256 t33 = _mm256_add_ps(grid_v_4, t32);
                _mm256_storeu_ps(&grid[i][t31], t33);
                j_vec_1 += 8L;
            } while (j_vec_1 < t29);
            t34 = (int)((long)t21 + t29);
        } else {
            t34 = t21;
        }
        long t35 = (long)m + (long)t34 * -1L;
        unsigned long t36 = (unsigned long)&grid;
        unsigned long t37 = (unsigned long)b;
        long t38 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t34 * 4L) - ((unsigned long)b + (unsigned long)((long)t34 * 4L)));
        unsigned long t39 = (unsigned long)&grid;
        unsigned long t40 = (unsigned long)b;
        long t41 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t34 * 4L) - ((unsigned long)b + (unsigned long)((long)t34 * 4L)));
        if ((t35 >= 1L) & (t35 <= 8L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t34 * 4L))) | ((t38 <= 0L) | (t38 >= 32L))) & (((t39 + (unsigned long)((long)i * 288L + (long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t34 * 4L))) | ((t40 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t39 + (unsigned long)((long)i * 288L + (long)t34 * 4L))) | ((t41 <= 0L) | (t41 >= 32L)))) {
            __m256i t42 = _mm256_set1_epi32((int)(int)t35);
            __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i i_v_2 = _mm256_set1_epi32((int)i);
            __m256 t44 = _mm256_cvtepi32_ps(i_v_2);
            long t45 = (long)t34;
            __m256 grid_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), &grid[0][t45]);
            __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), b + t45);
            __m256 t46 = _mm256_mul_ps(b_v_5, t44);
            __m256 t47 = _mm256_add_ps(grid_v_5, t46);
            _mm256_mask_storeu_ps(&grid[i][t45], _mm256_movepi32_mask(t43), t47);
            j = (int)((long)t34 + t35);
        } else {
            j = t34;
        }
        for (; j < m; j++) {
            long t48 = (long)j;
            grid[i][t48] = grid[0][t48] + b[t48] * (float)i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
            __m256i i_v = _mm256_set1_epi32((int)i);
            __m256i t4 = _mm256_set1_epi32(0);
            vcc_v8_uint j_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t5 = _mm256_mullo_epi32(i_v, _mm256_set1_epi32(72));
            long j_vec = 0L;
            /* vcc: loop at runtime_distance.c:62 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t6 = _mm256_add_epi32(t5, (__m256i)j_v);
                __m256 t7 = _mm256_cvtepi32_ps(t6);
                __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&grid[i][j_vec], t8);
                __m256i t9 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(8));
                __m256i t10 = _mm256_add_epi32(t5, t9);
                __m256 t11 = _mm256_cvtepi32_ps(t10);
                __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&grid[i][j_vec + 8L], t12);
                __m256i t13 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(16));
                __m256i t14 = _mm256_add_epi32(t5, t13);
                __m256 t15 = _mm256_cvtepi32_ps(t14);
                __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&grid[i][j_vec + 16L], t16);
                __m256i t17 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(24));
                __m256i t18 = _mm256_add_epi32(t5, t17);
                __m256 t19 = _mm256_cvtepi32_ps(t18);
                __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&grid[i][j_vec + 24L], t20);
                j_vec += 32L;
                __m256i t21 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(32));
                if (j_vec >= 64L) {
                    break;
                }
                j_v = (vcc_v8_uint)t21;
            }
            __m256i i_v_1 = _mm256_set1_epi32((int)i);
            __m256i t22 = _mm256_set1_epi32(64);
            vcc_v8_uint j_v_1 = (vcc_v8_uint)_mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t23 = _mm256_mullo_epi32(i_v_1, _mm256_set1_epi32(72));
            long j_vec_1 = 0L;
            /* vcc: loop at runtime_distance.c:62 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t24 = _mm256_add_epi32(t23, (__m256i)j_v_1);
                __m256 t25 = _mm256_cvtepi32_ps(t24);
                __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(&grid[i][64L + j_vec_1], t26);
                j_vec_1 += 8L;
                __m256i t27 = _mm256_add_epi32((__m256i)j_v_1, _mm256_set1_epi32(8));
                if (j_vec_1 >= 8L) {
                    break;
                }
                j_v_1 = (vcc_v8_uint)t27;
            }
        }
        rows_from_first(b, cols);
        unsigned long t28 = (_mm256_zeroupper(), hash_bytes((const void *)grid[0], 2592UL));
        unsigned long t29 = (unsigned long)m;
        unsigned long t30 = (_mm256_zeroupper(), hash_bytes((const void *)d, t29 * 8UL));
        unsigned long t31 = t29 * 4UL;
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes((const void *)ai, t31));
        printf("n=%d %llx %llx %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, t31)), (unsigned long long)t32, (unsigned long long)t30, (unsigned long long)t28);
        free((void *)a);
        free((void *)b);
        free((void *)ai);
        free((void *)bi);
        free((void *)d);
    }
}
