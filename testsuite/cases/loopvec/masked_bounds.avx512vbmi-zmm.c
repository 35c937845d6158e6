/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=7 avx2=7 avx512=7 */
/* Masked accesses whose lane 0 is off: the scalar loop never forms the address of an element
 * outside the array, but lane 0's address of a masked vector access may lie there (`g[i - 1]`
 * with `i >= 1` at i = 0, `g[i + 4]` with `i + 4 < G` near the end). Such addresses are computed
 * as unsigned integers; with C's array indexing this program fails under
 * -fsanitize=undefined ("index -1 out of bounds for type 'int [1003]'"), which the test builds
 * vcc's output with. Constant and run-time counts, loads and stores. A conditional load whose
 * elements all exist (`gf[i]` in store_before, `g[i]` in load_inside: the loop's constant count
 * stays inside the array) is an unmasked load; one whose stretch passes the array's end
 * (`half[i]` in load_half, read only while `i < H` by a loop of G iterations) stays masked: an
 * unmasked one would read past `half` (AddressSanitizer, which the test also builds with). */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_before(void) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:22 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        int t3 = (int)i_vec;
        __m512i i_v_2 = i_v;
        __mmask16 t4 = _mm512_cmp_epi32_mask(i_v_2, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i g_v = _mm512_maskz_loadu_epi32(t4, (int *)((unsigned long)&g + (unsigned long)(long)(t3 - 1) * 4UL));
        __m512i t5 = g_v;
        __m512i t6 = _mm512_set1_epi32(3);
        __m512i t7 = _mm512_mullo_epi32(t5, t6);
        __m512i t8 = t7;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t3 * 4UL), t4, t8);
        int t9 = (int)(i_vec + 16L);
        __m512i t10 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_3 = t10;
        __mmask16 t11 = _mm512_cmp_epi32_mask(i_v_3, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i g_v_1 = _mm512_maskz_loadu_epi32(t11, (int *)((unsigned long)&g + (unsigned long)(long)(t9 - 1) * 4UL));
        __m512i t12 = g_v_1;
        __m512i t13 = _mm512_set1_epi32(3);
        __m512i t14 = _mm512_mullo_epi32(t12, t13);
        __m512i t15 = t14;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), t11, t15);
        int t16 = (int)(i_vec + 32L);
        __m512i t17 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_4 = t17;
        __mmask16 t18 = _mm512_cmp_epi32_mask(i_v_4, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i g_v_2 = _mm512_maskz_loadu_epi32(t18, (int *)((unsigned long)&g + (unsigned long)(long)(t16 - 1) * 4UL));
        __m512i t19 = g_v_2;
        __m512i t20 = _mm512_set1_epi32(3);
        __m512i t21 = _mm512_mullo_epi32(t19, t20);
        __m512i t22 = t21;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t16 * 4UL), t18, t22);
        int t23 = (int)(i_vec + 48L);
        __m512i t24 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_5 = t24;
        __mmask16 t25 = _mm512_cmp_epi32_mask(i_v_5, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i g_v_3 = _mm512_maskz_loadu_epi32(t25, (int *)((unsigned long)&g + (unsigned long)(long)(t23 - 1) * 4UL));
        __m512i t26 = g_v_3;
        __m512i t27 = _mm512_set1_epi32(3);
        __m512i t28 = _mm512_mullo_epi32(t26, t27);
        __m512i t29 = t28;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t23 * 4UL), t25, t29);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t30 = _mm512_set1_epi32(960);
    __m512i t31 = t30;
    __m512i i_v_1 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    do {
        int t32 = (int)(960L + i_vec_1);
        __m512i i_v_6 = i_v_1;
        __mmask16 t33 = _mm512_cmp_epi32_mask(i_v_6, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i g_v_4 = _mm512_maskz_loadu_epi32(t33, (int *)((unsigned long)&g + (unsigned long)(long)(t32 - 1) * 4UL));
        __m512i t34 = g_v_4;
        __m512i t35 = _mm512_set1_epi32(3);
        __m512i t36 = _mm512_mullo_epi32(t34, t35);
        __m512i t37 = t36;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t32 * 4UL), t33, t37);
        i_vec_1 += 16L;
        i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t38 = _mm512_set1_epi32(11);
    __mmask16 t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38, _MM_CMPINT_LT);
    __m512i t40 = _mm512_set1_epi32(992);
    __m512i t41 = t40;
    __m512i t42 = _mm512_add_epi32(t41, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i i_v_7 = t42;
    __mmask16 t43 = _mm512_cmp_epi32_mask(i_v_7, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
    __mmask16 t44 = _kand_mask16(t39, t43);
    __m512i g_v_5 = _mm512_maskz_loadu_epi32(t44, (int *)((unsigned long)&g + 3964UL));
    __m512i t45 = g_v_5;
    __m512i t46 = _mm512_set1_epi32(3);
    __m512i t47 = _mm512_mullo_epi32(t45, t46);
    __m512i t48 = t47;
    _mm512_mask_storeu_epi32((int *)((unsigned long)&out + 3968UL), t44, t48);
}

/* A load four elements on, while it stays inside the array (a run-time count). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_after(int n) {
    vcc_no_contract_body
    int t20;
    int t32;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            int t5 = (int)i_vec;
            __m512i i_v_2 = i_v;
            __m512i t6 = _mm512_add_epi32(i_v_2, _mm512_set1_epi32(4));
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i g_v = _mm512_maskz_loadu_epi32(t7, (int *)((unsigned long)&g + (unsigned long)(long)(t5 + 4) * 4UL));
            __m512i t8 = g_v;
            __m512i t9 = _mm512_set1_epi32(1);
            __m512i t10 = _mm512_add_epi32(t8, t9);
            __m512i t11 = t10;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t5 * 4UL), t7, t11);
            int t12 = (int)(i_vec + 16L);
            __m512i t13 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            __m512i i_v_3 = t13;
            __m512i t14 = _mm512_add_epi32(i_v_3, _mm512_set1_epi32(4));
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i g_v_1 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&g + (unsigned long)(long)(t12 + 4) * 4UL));
            __m512i t16 = g_v_1;
            __m512i t17 = _mm512_set1_epi32(1);
            __m512i t18 = _mm512_add_epi32(t16, t17);
            __m512i t19 = t18;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t12 * 4UL), t15, t19);
            i_vec += 32L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        __m512i t23 = _mm512_set1_epi32((int)t20);
        __m512i t24 = t23;
        __m512i i_v_1 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        do {
            int t25 = (int)((long)t20 + i_vec_1);
            __m512i i_v_4 = i_v_1;
            __m512i t26 = _mm512_add_epi32(i_v_4, _mm512_set1_epi32(4));
            __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i g_v_2 = _mm512_maskz_loadu_epi32(t27, (int *)((unsigned long)&g + (unsigned long)(long)(t25 + 4) * 4UL));
            __m512i t28 = g_v_2;
            __m512i t29 = _mm512_set1_epi32(1);
            __m512i t30 = _mm512_add_epi32(t28, t29);
            __m512i t31 = t30;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t25 * 4UL), t27, t31);
            i_vec_1 += 16L;
            i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t22);
        t32 = (int)((long)t20 + t22);
    } else {
        t32 = t20;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 16L)) {
        __m512i t34 = _mm512_set1_epi32((int)(int)t33);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        __m512i t36 = _mm512_set1_epi32((int)t32);
        __m512i t37 = t36;
        __m512i t38 = _mm512_add_epi32(t37, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t39 = (int)(long)t32;
        __m512i i_v_5 = t38;
        __m512i t40 = i_v_5;
        __m512i t41 = _mm512_set1_epi32(4);
        __m512i t42 = _mm512_add_epi32(t40, t41);
        __m512i t43 = t42;
        __mmask16 t44 = _mm512_cmp_epi32_mask(t43, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
        __mmask16 t45 = _kand_mask16(t35, t44);
        __m512i g_v_3 = _mm512_maskz_loadu_epi32(t45, (int *)((unsigned long)&g + (unsigned long)(long)(t39 + 4) * 4UL));
        __m512i t46 = g_v_3;
        __m512i t47 = _mm512_set1_epi32(1);
        __m512i t48 = _mm512_add_epi32(t46, t47);
        __m512i t49 = t48;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t39 * 4UL), t45, t49);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        int t50 = i + 4;
        if (t50 < 1003) {
            out[i] = g[t50] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_before(void) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:36 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        int t3 = (int)i_vec;
        __m512i i_v_2 = i_v;
        __mmask16 t4 = _mm512_cmp_epi32_mask(i_v_2, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 gf_v = _mm512_loadu_ps(&gf[t3]);
        __m512 t5 = _mm512_mul_ps(gf_v, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t3 - 2) * 4UL), t4, t5);
        int t6 = (int)(i_vec + 16L);
        __m512i t7 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_3 = t7;
        __mmask16 t8 = _mm512_cmp_epi32_mask(i_v_3, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 gf_v_1 = _mm512_loadu_ps(&gf[t6]);
        __m512 t9 = _mm512_mul_ps(gf_v_1, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t6 - 2) * 4UL), t8, t9);
        int t10 = (int)(i_vec + 32L);
        __m512i t11 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_4 = t11;
        __mmask16 t12 = _mm512_cmp_epi32_mask(i_v_4, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 gf_v_2 = _mm512_loadu_ps(&gf[t10]);
        __m512 t13 = _mm512_mul_ps(gf_v_2, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t10 - 2) * 4UL), t12, t13);
        int t14 = (int)(i_vec + 48L);
        __m512i t15 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_5 = t15;
        __mmask16 t16 = _mm512_cmp_epi32_mask(i_v_5, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 gf_v_3 = _mm512_loadu_ps(&gf[t14]);
        __m512 t17 = _mm512_mul_ps(gf_v_3, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t14 - 2) * 4UL), t16, t17);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t18 = _mm512_set1_epi32(960);
    __m512i t19 = t18;
    __m512i i_v_1 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    do {
        int t20 = (int)(960L + i_vec_1);
        __m512i i_v_6 = i_v_1;
        __mmask16 t21 = _mm512_cmp_epi32_mask(i_v_6, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 gf_v_4 = _mm512_maskz_loadu_ps(t21, (float *)((unsigned long)&gf + (unsigned long)(long)t20 * 4UL));
        __m512 t22 = _mm512_mul_ps(gf_v_4, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t20 - 2) * 4UL), t21, t22);
        i_vec_1 += 16L;
        i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t23 = _mm512_set1_epi32(11);
    __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
    __m512i t25 = _mm512_set1_epi32(992);
    __m512i t26 = t25;
    __m512i t27 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i i_v_7 = t27;
    __mmask16 t28 = _mm512_cmp_epi32_mask(i_v_7, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
    __mmask16 t29 = _kand_mask16(t24, t28);
    __m512 gf_v_5 = _mm512_maskz_loadu_ps(t29, (float *)((unsigned long)&gf + 3968UL));
    __m512 t30 = _mm512_mul_ps(gf_v_5, _mm512_set1_ps(0.5f));
    _mm512_mask_storeu_ps((float *)((unsigned long)&outf + 3960UL), t29, t30);
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
static __typeof__(g) g __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_inside(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:43 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t1 = (long)(int)i_vec;
        int *t2 = &out[t1];
        __m512i out_v = _mm512_loadu_si512(t2);
        __mmask16 t3 = _mm512_cmp_epi32_mask(out_v, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v = _mm512_loadu_si512(&g[t1]);
        __m512i t4 = g_v;
        __m512i t5 = _mm512_set1_epi32(2);
        __m512i t6 = _mm512_mullo_epi32(t4, t5);
        __m512i t7 = t6;
        __m512i t8 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(7), t7);
        _mm512_storeu_si512(t2, t8);
        long t9 = (long)(int)(i_vec + 16L);
        int *t10 = &out[t9];
        __m512i out_v_1 = _mm512_loadu_si512(t10);
        __mmask16 t11 = _mm512_cmp_epi32_mask(out_v_1, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_1 = _mm512_loadu_si512(&g[t9]);
        __m512i t12 = g_v_1;
        __m512i t13 = _mm512_set1_epi32(2);
        __m512i t14 = _mm512_mullo_epi32(t12, t13);
        __m512i t15 = t14;
        __m512i t16 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(7), t15);
        _mm512_storeu_si512(t10, t16);
        long t17 = (long)(int)(i_vec + 32L);
        int *t18 = &out[t17];
        __m512i out_v_2 = _mm512_loadu_si512(t18);
        __mmask16 t19 = _mm512_cmp_epi32_mask(out_v_2, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_2 = _mm512_loadu_si512(&g[t17]);
        __m512i t20 = g_v_2;
        __m512i t21 = _mm512_set1_epi32(2);
        __m512i t22 = _mm512_mullo_epi32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_mask_blend_epi32(t19, _mm512_set1_epi32(7), t23);
        _mm512_storeu_si512(t18, t24);
        long t25 = (long)(int)(i_vec + 48L);
        int *t26 = &out[t25];
        __m512i out_v_3 = _mm512_loadu_si512(t26);
        __mmask16 t27 = _mm512_cmp_epi32_mask(out_v_3, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_3 = _mm512_loadu_si512(&g[t25]);
        __m512i t28 = g_v_3;
        __m512i t29 = _mm512_set1_epi32(2);
        __m512i t30 = _mm512_mullo_epi32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(7), t31);
        _mm512_storeu_si512(t26, t32);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    do {
        long t33 = (long)(int)(960L + i_vec_1);
        int *t34 = &out[t33];
        __m512i out_v_4 = _mm512_loadu_si512(t34);
        __mmask16 t35 = _mm512_cmp_epi32_mask(out_v_4, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_4 = _mm512_maskz_loadu_epi32(t35, (int *)((unsigned long)&g + (unsigned long)t33 * 4UL));
        __m512i t36 = g_v_4;
        __m512i t37 = _mm512_set1_epi32(2);
        __m512i t38 = _mm512_mullo_epi32(t36, t37);
        __m512i t39 = t38;
        __m512i t40 = _mm512_mask_blend_epi32(t35, _mm512_set1_epi32(7), t39);
        _mm512_storeu_si512(t34, t40);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t41 = _mm512_set1_epi32(11);
    __mmask16 t42 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t41, _MM_CMPINT_LT);
    __m512i out_v_5 = _mm512_maskz_loadu_epi32(t42, &out[992]);
    __mmask16 t43 = _mm512_cmp_epi32_mask(out_v_5, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
    __mmask16 t44 = _kand_mask16(t42, t43);
    __m512i g_v_5 = _mm512_maskz_loadu_epi32(t44, (int *)((unsigned long)&g + 3968UL));
    __m512i t45 = g_v_5;
    __m512i t46 = _mm512_set1_epi32(2);
    __m512i t47 = _mm512_mullo_epi32(t45, t46);
    __m512i t48 = t47;
    __m512i t49 = _mm512_mask_blend_epi32(t43, _mm512_set1_epi32(7), t48);
    _mm512_mask_storeu_epi32(&out[992], t42, t49);
}

/* half[i] exists only while i < H: the load stays masked. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_half(void) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:53 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i i_v_2 = i_v;
        __mmask16 t3 = _mm512_cmp_epi32_mask(i_v_2, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t4 = (long)(int)i_vec;
        __m512i half_v = _mm512_maskz_loadu_epi32(t3, (int *)((unsigned long)&half + (unsigned long)t4 * 4UL));
        __m512i t5 = half_v;
        __m512i t6 = _mm512_set1_epi32(1);
        __m512i t7 = _mm512_add_epi32(t5, t6);
        __m512i t8 = t7;
        __m512i t9 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(-3), t8);
        _mm512_storeu_si512(&out[t4], t9);
        __m512i t10 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_3 = t10;
        __mmask16 t11 = _mm512_cmp_epi32_mask(i_v_3, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t12 = (long)(int)(i_vec + 16L);
        __m512i half_v_1 = _mm512_maskz_loadu_epi32(t11, (int *)((unsigned long)&half + (unsigned long)t12 * 4UL));
        __m512i t13 = half_v_1;
        __m512i t14 = _mm512_set1_epi32(1);
        __m512i t15 = _mm512_add_epi32(t13, t14);
        __m512i t16 = t15;
        __m512i t17 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(-3), t16);
        _mm512_storeu_si512(&out[t12], t17);
        __m512i t18 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_4 = t18;
        __mmask16 t19 = _mm512_cmp_epi32_mask(i_v_4, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t20 = (long)(int)(i_vec + 32L);
        __m512i half_v_2 = _mm512_maskz_loadu_epi32(t19, (int *)((unsigned long)&half + (unsigned long)t20 * 4UL));
        __m512i t21 = half_v_2;
        __m512i t22 = _mm512_set1_epi32(1);
        __m512i t23 = _mm512_add_epi32(t21, t22);
        __m512i t24 = t23;
        __m512i t25 = _mm512_mask_blend_epi32(t19, _mm512_set1_epi32(-3), t24);
        _mm512_storeu_si512(&out[t20], t25);
        __m512i t26 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_5 = t26;
        __mmask16 t27 = _mm512_cmp_epi32_mask(i_v_5, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t28 = (long)(int)(i_vec + 48L);
        __m512i half_v_3 = _mm512_maskz_loadu_epi32(t27, (int *)((unsigned long)&half + (unsigned long)t28 * 4UL));
        __m512i t29 = half_v_3;
        __m512i t30 = _mm512_set1_epi32(1);
        __m512i t31 = _mm512_add_epi32(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(-3), t32);
        _mm512_storeu_si512(&out[t28], t33);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t34 = _mm512_set1_epi32(960);
    __m512i t35 = t34;
    __m512i i_v_1 = _mm512_add_epi32(t35, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    do {
        __m512i i_v_6 = i_v_1;
        __mmask16 t36 = _mm512_cmp_epi32_mask(i_v_6, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t37 = (long)(int)(960L + i_vec_1);
        __m512i half_v_4 = _mm512_maskz_loadu_epi32(t36, (int *)((unsigned long)&half + (unsigned long)t37 * 4UL));
        __m512i t38 = half_v_4;
        __m512i t39 = _mm512_set1_epi32(1);
        __m512i t40 = _mm512_add_epi32(t38, t39);
        __m512i t41 = t40;
        __m512i t42 = _mm512_mask_blend_epi32(t36, _mm512_set1_epi32(-3), t41);
        _mm512_storeu_si512(&out[t37], t42);
        i_vec_1 += 16L;
        i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t43 = _mm512_set1_epi32(11);
    __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
    __m512i t45 = _mm512_set1_epi32(992);
    __m512i t46 = t45;
    __m512i t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i i_v_7 = t47;
    __mmask16 t48 = _mm512_cmp_epi32_mask(i_v_7, _mm512_set1_epi32(500), _MM_CMPINT_LT);
    __mmask16 t49 = _kand_mask16(t44, t48);
    __m512i half_v_5 = _mm512_maskz_loadu_epi32(t49, (int *)((unsigned long)&half + 3968UL));
    __m512i t50 = half_v_5;
    __m512i t51 = _mm512_set1_epi32(1);
    __m512i t52 = _mm512_add_epi32(t50, t51);
    __m512i t53 = t52;
    __m512i t54 = _mm512_mask_blend_epi32(t48, _mm512_set1_epi32(-3), t53);
    _mm512_mask_storeu_epi32(&out[992], t44, t54);
}

/* A store past a run-time offset, under a data condition and the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_after(int n, int k) {
    vcc_no_contract_body
    int t26;
    int t41;
    int i;
    int t61;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:63 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            int t5 = (int)i_vec;
            __m512i i_v_2 = i_v;
            __m512i g_v = _mm512_loadu_si512(&g[t5]);
            __mmask16 t6 = _mm512_cmp_epi32_mask(g_v, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t7 = i_v_2;
            __m512i t8 = k_v;
            __m512i t9 = _mm512_add_epi32(t7, t8);
            __m512i t10 = t9;
            __mmask16 t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t12 = _mm512_maskz_mov_epi32(t11, _mm512_set1_epi32(1));
            __m512i t13 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32(0), t12);
            __mmask16 t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t5 + k) * 4UL), t14, g_v);
            int t15 = (int)(i_vec + 16L);
            __m512i t16 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            __m512i i_v_3 = t16;
            __m512i g_v_1 = _mm512_loadu_si512(&g[t15]);
            __mmask16 t17 = _mm512_cmp_epi32_mask(g_v_1, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t18 = i_v_3;
            __m512i t19 = k_v;
            __m512i t20 = _mm512_add_epi32(t18, t19);
            __m512i t21 = t20;
            __mmask16 t22 = _mm512_cmp_epi32_mask(t21, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t23 = _mm512_maskz_mov_epi32(t22, _mm512_set1_epi32(1));
            __m512i t24 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(0), t23);
            __mmask16 t25 = _mm512_cmp_epi32_mask(t24, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t15 + k) * 4UL), t25, g_v_1);
            i_vec += 32L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 16L) {
        long t28 = t27 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        __m512i t29 = _mm512_set1_epi32((int)t26);
        __m512i t30 = t29;
        __m512i i_v_1 = _mm512_add_epi32(t30, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        do {
            int t31 = (int)((long)t26 + i_vec_1);
            __m512i i_v_4 = i_v_1;
            __m512i g_v_2 = _mm512_loadu_si512(&g[t31]);
            __mmask16 t32 = _mm512_cmp_epi32_mask(g_v_2, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t33 = i_v_4;
            __m512i t34 = k_v_1;
            __m512i t35 = _mm512_add_epi32(t33, t34);
            __m512i t36 = t35;
            __mmask16 t37 = _mm512_cmp_epi32_mask(t36, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t38 = _mm512_maskz_mov_epi32(t37, _mm512_set1_epi32(1));
            __m512i t39 = _mm512_mask_blend_epi32(t32, _mm512_set1_epi32(0), t38);
            __mmask16 t40 = _mm512_cmp_epi32_mask(t39, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t31 + k) * 4UL), t40, g_v_2);
            i_vec_1 += 16L;
            i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t28);
        t41 = (int)((long)t26 + t28);
    } else {
        t41 = t26;
    }
    long t42 = (long)n + (long)t41 * -1L;
    if ((t42 >= 1L) & (t42 <= 16L)) {
        __m512i t43 = _mm512_set1_epi32((int)(int)t42);
        __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        __m512i t45 = _mm512_set1_epi32((int)t41);
        __m512i t46 = t45;
        __m512i t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t48 = (int)(long)t41;
        __m512i i_v_5 = t47;
        __m512i g_v_3 = _mm512_maskz_loadu_epi32(t44, &g[t48]);
        __mmask16 t49 = _mm512_cmp_epi32_mask(g_v_3, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __mmask16 t50 = _kand_mask16(t44, t49);
        __m512i t51 = i_v_5;
        __m512i t52 = k_v_2;
        __m512i t53 = _mm512_add_epi32(t51, t52);
        __m512i t54 = t53;
        __mmask16 t55 = _mm512_cmp_epi32_mask(t54, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
        __m512i t56 = _mm512_maskz_mov_epi32(t55, _mm512_set1_epi32(1));
        __m512i t57 = _mm512_mask_blend_epi32(t50, _mm512_set1_epi32(0), t56);
        __mmask16 t58 = _mm512_cmp_epi32_mask(t57, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t59 = _kand_mask16(t44, t58);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t48 + k) * 4UL), t59, g_v_3);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        int t60 = g[i];
        if (t60 > 10) {
            t61 = ((i + k) < 1003) != 0;
        } else {
            t61 = 0;
        }
        if (t61) {
            out[i + k] = t60;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long window(int n) {
    vcc_no_contract_body
    int t39;
    long t40;
    int t61;
    long t62;
    int i;
    long s;
    int t88;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at masked_bounds.c:71 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            int t5 = (int)i_vec;
            __m256i i_v_2 = i_v;
            __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_2, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t7 = i_v_2;
            __m256i t8 = _mm256_set1_epi32(3);
            __m256i t9 = _mm256_add_epi32(t7, t8);
            __m256i t10 = t9;
            __m256i t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t10);
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            __m256i t13 = _mm256_ternarylogic_epi32(t6, t12, _mm256_set1_epi32(0), 0xCA);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i g_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), (int *)((unsigned long)&g + (unsigned long)(long)(t5 - 3) * 4UL));
            __m256i g_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), (int *)((unsigned long)&g + (unsigned long)(long)(t5 + 3) * 4UL));
            __m256i t15 = g_v;
            __m256i t16 = g_v_1;
            __m256i t17 = _mm256_sub_epi32(t15, t16);
            __m256i t18 = t17;
            __m512i t19 = _mm512_cvtepi32_epi64(t18);
            __m512i t20 = t19;
            __m512i s_v_3 = _mm512_add_epi64(s_v, t20);
            s_v = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t14), s_v, s_v_3);
            int t21 = (int)(i_vec + 8L);
            __m256i t22 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t22;
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_3, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t24 = i_v_3;
            __m256i t25 = _mm256_set1_epi32(3);
            __m256i t26 = _mm256_add_epi32(t24, t25);
            __m256i t27 = t26;
            __m256i t28 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t27);
            __m256i t29 = (__m256i)__builtin_convertvector((vcc_m8)t28 & 1, vcc_v8_int);
            __m256i t30 = _mm256_ternarylogic_epi32(t23, t29, _mm256_set1_epi32(0), 0xCA);
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t30, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i g_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), (int *)((unsigned long)&g + (unsigned long)(long)(t21 - 3) * 4UL));
            __m256i g_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), (int *)((unsigned long)&g + (unsigned long)(long)(t21 + 3) * 4UL));
            __m256i t32 = g_v_2;
            __m256i t33 = g_v_3;
            __m256i t34 = _mm256_sub_epi32(t32, t33);
            __m256i t35 = t34;
            __m512i t36 = _mm512_cvtepi32_epi64(t35);
            __m512i t37 = t36;
            __m512i s_v_4 = _mm512_add_epi64(s_v_1, t37);
            s_v_1 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t31), s_v_1, s_v_4);
            i_vec += 16L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        __m512i t38 = _mm512_add_epi64(s_v, s_v_1);
        t39 = (int)t2;
        t40 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t38), _mm512_extracti64x4_epi64(t38, 1)), _mm_add_epi64, unsigned long);
    } else {
        t39 = 0;
        t40 = 0L;
    }
    long t41 = (long)n + (long)t39 * -1L;
    if (t41 >= 8L) {
        long t42 = t41 & -8L;
        __m256i t43 = _mm256_set1_epi32((int)t39);
        __m256i t44 = t43;
        __m256i i_v_1 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        do {
            int t45 = (int)((long)t39 + i_vec_1);
            __m256i i_v_4 = i_v_1;
            __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_4, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t47 = i_v_4;
            __m256i t48 = _mm256_set1_epi32(3);
            __m256i t49 = _mm256_add_epi32(t47, t48);
            __m256i t50 = t49;
            __m256i t51 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t50);
            __m256i t52 = (__m256i)__builtin_convertvector((vcc_m8)t51 & 1, vcc_v8_int);
            __m256i t53 = _mm256_ternarylogic_epi32(t46, t52, _mm256_set1_epi32(0), 0xCA);
            __m256i t54 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t53, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), (int *)((unsigned long)&g + (unsigned long)(long)(t45 - 3) * 4UL));
            __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), (int *)((unsigned long)&g + (unsigned long)(long)(t45 + 3) * 4UL));
            __m256i t55 = g_v_4;
            __m256i t56 = g_v_5;
            __m256i t57 = _mm256_sub_epi32(t55, t56);
            __m256i t58 = t57;
            __m512i t59 = _mm512_cvtepi32_epi64(t58);
            __m512i t60 = t59;
            __m512i s_v_5 = _mm512_add_epi64(s_v_2, t60);
            s_v_2 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t54), s_v_2, s_v_5);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t42);
        t61 = (int)((long)t39 + t42);
        t62 = (long)((unsigned long)t40 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        t61 = t39;
        t62 = t40;
    }
    long t63 = (long)n + (long)t61 * -1L;
    if ((t63 >= 1L) & (t63 <= 8L)) {
        __m256i t64 = _mm256_set1_epi32((int)(int)t63);
        __m256i t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t66 = _mm256_set1_epi32((int)t61);
        __m256i t67 = t66;
        __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t69 = (int)(long)t61;
        __m256i i_v_5 = t68;
        __m256i t70 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_5, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
        __m256i t71 = _mm256_and_si256(t65, t70);
        __m256i t72 = i_v_5;
        __m256i t73 = _mm256_set1_epi32(3);
        __m256i t74 = _mm256_add_epi32(t72, t73);
        __m256i t75 = t74;
        __m256i t76 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t75);
        __m256i t77 = (__m256i)__builtin_convertvector((vcc_m8)t76 & 1, vcc_v8_int);
        __m256i t78 = _mm256_ternarylogic_epi32(t71, t77, _mm256_set1_epi32(0), 0xCA);
        __m256i t79 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t78, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t80 = _mm256_and_si256(t65, t79);
        __m256i g_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t80), (int *)((unsigned long)&g + (unsigned long)(long)(t69 - 3) * 4UL));
        __m256i g_v_7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t80), (int *)((unsigned long)&g + (unsigned long)(long)(t69 + 3) * 4UL));
        __m256i t81 = g_v_6;
        __m256i t82 = g_v_7;
        __m256i t83 = _mm256_sub_epi32(t81, t82);
        __m256i t84 = t83;
        __m512i t85 = _mm512_cvtepi32_epi64(t84);
        __m512i t86 = t85;
        __m512i s_v_6 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t86);
        __m512i t87 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t80), _mm512_set1_epi64((long long)0LL), s_v_6);
        __m512i s_v_7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t65), _mm512_set1_epi64((long long)0LL), t87);
        i = (int)((long)t61 + t63);
        s = (long)((unsigned long)t62 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_7), _mm512_extracti64x4_epi64(s_v_7, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t61;
        s = t62;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t88 = ((i + 3) < 1003) != 0;
        } else {
            t88 = 0;
        }
        if (t88) {
            s_1 = s + (long)(g[i - 3] - g[i + 3]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

static __typeof__(outf) outf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t20;
    int n_2;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:79 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t1 = (long)(int)i_vec;
        __m512i g_v = _mm512_loadu_si512(&g[t1]);
        __m512 t2 = _mm512_cvtepi32_ps(g_v);
        __m512 t3 = _mm512_mul_ps(t2, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t1], t3);
        long t4 = (long)(int)(i_vec + 16L);
        __m512i g_v_1 = _mm512_loadu_si512(&g[t4]);
        __m512 t5 = _mm512_cvtepi32_ps(g_v_1);
        __m512 t6 = _mm512_mul_ps(t5, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t4], t6);
        long t7 = (long)(int)(i_vec + 32L);
        __m512i g_v_2 = _mm512_loadu_si512(&g[t7]);
        __m512 t8 = _mm512_cvtepi32_ps(g_v_2);
        __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t7], t9);
        long t10 = (long)(int)(i_vec + 48L);
        __m512i g_v_3 = _mm512_loadu_si512(&g[t10]);
        __m512 t11 = _mm512_cvtepi32_ps(g_v_3);
        __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t10], t12);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    do {
        long t13 = (long)(int)(960L + i_vec_1);
        __m512i g_v_4 = _mm512_loadu_si512(&g[t13]);
        __m512 t14 = _mm512_cvtepi32_ps(g_v_4);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t13], t15);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t16 = _mm512_set1_epi32(11);
    __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
    __m512i g_v_5 = _mm512_maskz_loadu_epi32(t17, &g[992]);
    __m512 t18 = _mm512_cvtepi32_ps(g_v_5);
    __m512 t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.25f));
    _mm512_mask_storeu_ps(&gf[992], t17, t19);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t20 = 1;
        } else {
            t20 = 0;
            n = n_1;
        }
        if (!t20) {
            load_before();
            store_before();
            unsigned long t31 = (_mm256_zeroupper(), hash_bytes((const void *)outf, 4012UL));
            const void *t32 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, 4012UL)), (unsigned long long)t31);
            for (int fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)((_mm256_zeroupper(), next_rand()) % 40U);
            }
            load_inside();
            unsigned long t33 = (_mm256_zeroupper(), hash_bytes(t32, 4012UL));
            load_half();
            printf("inside %llx half %llx\n", (unsigned long long)t33, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, 4012UL)));
            return 0;
        }
        if (n > 1003) {
            n_2 = 1003;
        } else {
            n_2 = n;
        }
        long i_vec_2 = 0L;
        /* vcc: loop at masked_bounds.c:85 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            long t21 = (long)(int)i_vec_2;
            _mm512_storeu_si512(&out[t21], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t21], _mm512_set1_ps(-1.0f));
            long t22 = (long)(int)(i_vec_2 + 16L);
            _mm512_storeu_si512(&out[t22], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t22], _mm512_set1_ps(-1.0f));
            long t23 = (long)(int)(i_vec_2 + 32L);
            _mm512_storeu_si512(&out[t23], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t23], _mm512_set1_ps(-1.0f));
            long t24 = (long)(int)(i_vec_2 + 48L);
            _mm512_storeu_si512(&out[t24], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t24], _mm512_set1_ps(-1.0f));
            i_vec_2 += 64L;
        } while (i_vec_2 < 960L);
        long i_vec_3 = 0L;
        do {
            long t25 = (long)(int)(960L + i_vec_3);
            _mm512_storeu_si512(&out[t25], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t25], _mm512_set1_ps(-1.0f));
            i_vec_3 += 16L;
        } while (i_vec_3 < 32L);
        __m512i t26 = _mm512_set1_epi32(11);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&out[992], t27, _mm512_set1_epi32(-1));
        _mm512_mask_storeu_ps(&outf[992], t27, _mm512_set1_ps(-1.0f));
        load_after(n_2);
        const void *t28 = (const void *)out;
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes(t28, 4012UL));
        store_after(n_2, 5);
        long t30 = window(n_2);
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t29, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t28, 4012UL)), t30);
    }
}
