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
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = t5;
    __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        int t7 = (int)t2;
        __m512i t8 = t1;
        __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i t10 = _mm512_maskz_loadu_epi32(t9, (int *)((unsigned long)&g + (unsigned long)(long)(t7 - 1) * 4UL));
        __m512i t11 = t10;
        __m512i t12 = _mm512_set1_epi32(3);
        __m512i t13 = _mm512_mullo_epi32(t11, t12);
        __m512i t14 = t13;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t7 * 4UL), t9, t14);
        int t15 = (int)(t2 + 16L);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t17 = t16;
        __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i t19 = _mm512_maskz_loadu_epi32(t18, (int *)((unsigned long)&g + (unsigned long)(long)(t15 - 1) * 4UL));
        __m512i t20 = t19;
        __m512i t21 = _mm512_set1_epi32(3);
        __m512i t22 = _mm512_mullo_epi32(t20, t21);
        __m512i t23 = t22;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t15 * 4UL), t18, t23);
        int t24 = (int)(t2 + 32L);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t26 = t25;
        __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i t28 = _mm512_maskz_loadu_epi32(t27, (int *)((unsigned long)&g + (unsigned long)(long)(t24 - 1) * 4UL));
        __m512i t29 = t28;
        __m512i t30 = _mm512_set1_epi32(3);
        __m512i t31 = _mm512_mullo_epi32(t29, t30);
        __m512i t32 = t31;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t24 * 4UL), t27, t32);
        int t33 = (int)(t2 + 48L);
        __m512i t34 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t35 = t34;
        __mmask16 t36 = _mm512_cmp_epi32_mask(t35, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i t37 = _mm512_maskz_loadu_epi32(t36, (int *)((unsigned long)&g + (unsigned long)(long)(t33 - 1) * 4UL));
        __m512i t38 = t37;
        __m512i t39 = _mm512_set1_epi32(3);
        __m512i t40 = _mm512_mullo_epi32(t38, t39);
        __m512i t41 = t40;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t33 * 4UL), t36, t41);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 960L);
    __m512i t42 = _mm512_set1_epi32(960);
    __m512i t43 = t42;
    __m512i t3 = _mm512_add_epi32(t43, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t4 = 0L;
    do {
        int t44 = (int)(960L + t4);
        __m512i t45 = t3;
        __mmask16 t46 = _mm512_cmp_epi32_mask(t45, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __m512i t47 = _mm512_maskz_loadu_epi32(t46, (int *)((unsigned long)&g + (unsigned long)(long)(t44 - 1) * 4UL));
        __m512i t48 = t47;
        __m512i t49 = _mm512_set1_epi32(3);
        __m512i t50 = _mm512_mullo_epi32(t48, t49);
        __m512i t51 = t50;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t44 * 4UL), t46, t51);
        t4 += 16L;
        t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
    } while (t4 < 32L);
    __m512i t52 = _mm512_set1_epi32(11);
    __mmask16 t53 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t52, _MM_CMPINT_LT);
    __m512i t54 = _mm512_set1_epi32(992);
    __m512i t55 = t54;
    __m512i t56 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t57 = t56;
    __mmask16 t58 = _mm512_cmp_epi32_mask(t57, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
    __mmask16 t59 = _kand_mask16(t53, t58);
    __m512i t60 = _mm512_maskz_loadu_epi32(t59, (int *)((unsigned long)&g + 3964UL));
    __m512i t61 = t60;
    __m512i t62 = _mm512_set1_epi32(3);
    __m512i t63 = _mm512_mullo_epi32(t61, t62);
    __m512i t64 = t63;
    _mm512_mask_storeu_epi32((int *)((unsigned long)&out + 3968UL), t59, t64);
    for (int i = 1003; i < 1003; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_after(int n) {
    vcc_no_contract_body
    int t28;
    int t42;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            int t9 = (int)t2;
            __m512i t10 = t1;
            __m512i t11 = _mm512_add_epi32(t10, _mm512_set1_epi32(4));
            __mmask16 t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t13 = _mm512_maskz_loadu_epi32(t12, (int *)((unsigned long)&g + (unsigned long)(long)(t9 + 4) * 4UL));
            __m512i t14 = t13;
            __m512i t15 = _mm512_set1_epi32(1);
            __m512i t16 = _mm512_add_epi32(t14, t15);
            __m512i t17 = t16;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), t12, t17);
            int t18 = (int)(t2 + 16L);
            __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t20 = t19;
            __m512i t21 = _mm512_add_epi32(t20, _mm512_set1_epi32(4));
            __mmask16 t22 = _mm512_cmp_epi32_mask(t21, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t23 = _mm512_maskz_loadu_epi32(t22, (int *)((unsigned long)&g + (unsigned long)(long)(t18 + 4) * 4UL));
            __m512i t24 = t23;
            __m512i t25 = _mm512_set1_epi32(1);
            __m512i t26 = _mm512_add_epi32(t24, t25);
            __m512i t27 = t26;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t18 * 4UL), t22, t27);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        } while (t2 < t6);
        t28 = (int)t6;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 16L) {
        long t30 = t29 & -16L;
        __m512i t31 = _mm512_set1_epi32((int)t28);
        __m512i t32 = t31;
        __m512i t3 = _mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        do {
            int t33 = (int)((long)t28 + t4);
            __m512i t34 = t3;
            __m512i t35 = _mm512_add_epi32(t34, _mm512_set1_epi32(4));
            __mmask16 t36 = _mm512_cmp_epi32_mask(t35, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t37 = _mm512_maskz_loadu_epi32(t36, (int *)((unsigned long)&g + (unsigned long)(long)(t33 + 4) * 4UL));
            __m512i t38 = t37;
            __m512i t39 = _mm512_set1_epi32(1);
            __m512i t40 = _mm512_add_epi32(t38, t39);
            __m512i t41 = t40;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t33 * 4UL), t36, t41);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        } while (t4 < t30);
        t42 = (int)((long)t28 + t30);
    } else {
        t42 = t28;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if ((t43 >= 1L) & (t43 <= 16L)) {
        __m512i t44 = _mm512_set1_epi32((int)(int)t43);
        __mmask16 t45 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t44, _MM_CMPINT_LT);
        __m512i t46 = _mm512_set1_epi32((int)t42);
        __m512i t47 = t46;
        __m512i t48 = _mm512_add_epi32(t47, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t49 = (int)(long)t42;
        __m512i t50 = t48;
        __m512i t51 = t50;
        __m512i t52 = _mm512_set1_epi32(4);
        __m512i t53 = _mm512_add_epi32(t51, t52);
        __m512i t54 = t53;
        __mmask16 t55 = _mm512_cmp_epi32_mask(t54, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
        __mmask16 t56 = _kand_mask16(t45, t55);
        __m512i t57 = _mm512_maskz_loadu_epi32(t56, (int *)((unsigned long)&g + (unsigned long)(long)(t49 + 4) * 4UL));
        __m512i t58 = t57;
        __m512i t59 = _mm512_set1_epi32(1);
        __m512i t60 = _mm512_add_epi32(t58, t59);
        __m512i t61 = t60;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t49 * 4UL), t56, t61);
        i = (int)((long)t42 + t43);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        int t62 = i + 4;
        if (t62 < 1003) {
            out[i] = g[t62] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_before(void) {
    vcc_no_contract_body
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = t5;
    __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        int t7 = (int)t2;
        __m512i t8 = t1;
        __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 t10 = _mm512_loadu_ps(&gf[t7]);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t7 - 2) * 4UL), t9, t11);
        int t12 = (int)(t2 + 16L);
        __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t14 = t13;
        __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 t16 = _mm512_loadu_ps(&gf[t12]);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t12 - 2) * 4UL), t15, t17);
        int t18 = (int)(t2 + 32L);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t20 = t19;
        __mmask16 t21 = _mm512_cmp_epi32_mask(t20, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 t22 = _mm512_loadu_ps(&gf[t18]);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t18 - 2) * 4UL), t21, t23);
        int t24 = (int)(t2 + 48L);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t26 = t25;
        __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 t28 = _mm512_loadu_ps(&gf[t24]);
        __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t24 - 2) * 4UL), t27, t29);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 960L);
    __m512i t30 = _mm512_set1_epi32(960);
    __m512i t31 = t30;
    __m512i t3 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t4 = 0L;
    do {
        int t32 = (int)(960L + t4);
        __m512i t33 = t3;
        __mmask16 t34 = _mm512_cmp_epi32_mask(t33, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __m512 t35 = _mm512_maskz_loadu_ps(t34, (float *)((unsigned long)&gf + (unsigned long)(long)t32 * 4UL));
        __m512 t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t32 - 2) * 4UL), t34, t36);
        t4 += 16L;
        t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
    } while (t4 < 32L);
    __m512i t37 = _mm512_set1_epi32(11);
    __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
    __m512i t39 = _mm512_set1_epi32(992);
    __m512i t40 = t39;
    __m512i t41 = _mm512_add_epi32(t40, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t42 = t41;
    __mmask16 t43 = _mm512_cmp_epi32_mask(t42, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
    __mmask16 t44 = _kand_mask16(t38, t43);
    __m512 t45 = _mm512_maskz_loadu_ps(t44, (float *)((unsigned long)&gf + 3968UL));
    __m512 t46 = _mm512_mul_ps(t45, _mm512_set1_ps(0.5f));
    _mm512_mask_storeu_ps((float *)((unsigned long)&outf + 3960UL), t44, t46);
    for (int i = 1003; i < 1003; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
static __typeof__(g) g __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_inside(void) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        int *t4 = &out[t3];
        __m512i t5 = _mm512_loadu_si512(t4);
        __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i t7 = _mm512_loadu_si512(&g[t3]);
        __m512i t8 = t7;
        __m512i t9 = _mm512_set1_epi32(2);
        __m512i t10 = _mm512_mullo_epi32(t8, t9);
        __m512i t11 = t10;
        __m512i t12 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32(7), t11);
        _mm512_storeu_si512(t4, t12);
        long t13 = (long)(int)(t1 + 16L);
        int *t14 = &out[t13];
        __m512i t15 = _mm512_loadu_si512(t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i t17 = _mm512_loadu_si512(&g[t13]);
        __m512i t18 = t17;
        __m512i t19 = _mm512_set1_epi32(2);
        __m512i t20 = _mm512_mullo_epi32(t18, t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(7), t21);
        _mm512_storeu_si512(t14, t22);
        long t23 = (long)(int)(t1 + 32L);
        int *t24 = &out[t23];
        __m512i t25 = _mm512_loadu_si512(t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i t27 = _mm512_loadu_si512(&g[t23]);
        __m512i t28 = t27;
        __m512i t29 = _mm512_set1_epi32(2);
        __m512i t30 = _mm512_mullo_epi32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_mask_blend_epi32(t26, _mm512_set1_epi32(7), t31);
        _mm512_storeu_si512(t24, t32);
        long t33 = (long)(int)(t1 + 48L);
        int *t34 = &out[t33];
        __m512i t35 = _mm512_loadu_si512(t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(t35, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i t37 = _mm512_loadu_si512(&g[t33]);
        __m512i t38 = t37;
        __m512i t39 = _mm512_set1_epi32(2);
        __m512i t40 = _mm512_mullo_epi32(t38, t39);
        __m512i t41 = t40;
        __m512i t42 = _mm512_mask_blend_epi32(t36, _mm512_set1_epi32(7), t41);
        _mm512_storeu_si512(t34, t42);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        long t43 = (long)(int)(960L + t2);
        int *t44 = &out[t43];
        __m512i t45 = _mm512_loadu_si512(t44);
        __mmask16 t46 = _mm512_cmp_epi32_mask(t45, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i t47 = _mm512_maskz_loadu_epi32(t46, (int *)((unsigned long)&g + (unsigned long)t43 * 4UL));
        __m512i t48 = t47;
        __m512i t49 = _mm512_set1_epi32(2);
        __m512i t50 = _mm512_mullo_epi32(t48, t49);
        __m512i t51 = t50;
        __m512i t52 = _mm512_mask_blend_epi32(t46, _mm512_set1_epi32(7), t51);
        _mm512_storeu_si512(t44, t52);
        t2 += 16L;
    } while (t2 < 32L);
    __m512i t53 = _mm512_set1_epi32(11);
    __mmask16 t54 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t53, _MM_CMPINT_LT);
    __m512i t55 = _mm512_maskz_loadu_epi32(t54, &out[992]);
    __mmask16 t56 = _mm512_cmp_epi32_mask(t55, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
    __mmask16 t57 = _kand_mask16(t54, t56);
    __m512i t58 = _mm512_maskz_loadu_epi32(t57, (int *)((unsigned long)&g + 3968UL));
    __m512i t59 = t58;
    __m512i t60 = _mm512_set1_epi32(2);
    __m512i t61 = _mm512_mullo_epi32(t59, t60);
    __m512i t62 = t61;
    __m512i t63 = _mm512_mask_blend_epi32(t56, _mm512_set1_epi32(7), t62);
    _mm512_mask_storeu_epi32(&out[992], t54, t63);
    for (int i = 1003; i < 1003; i++) {
        long t64 = (long)i;
        int *t65 = &out[t64];
        if (*t65 > 10) {
            *t65 = g[t64] * 2;
        } else {
            *t65 = 7;
        }
    }
}

/* half[i] exists only while i < H: the load stays masked. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_half(void) {
    vcc_no_contract_body
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = t5;
    __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t7 = t1;
        __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t9 = (long)(int)t2;
        __m512i t10 = _mm512_maskz_loadu_epi32(t8, (int *)((unsigned long)&half + (unsigned long)t9 * 4UL));
        __m512i t11 = t10;
        __m512i t12 = _mm512_set1_epi32(1);
        __m512i t13 = _mm512_add_epi32(t11, t12);
        __m512i t14 = t13;
        __m512i t15 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(-3), t14);
        _mm512_storeu_si512(&out[t9], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t17 = t16;
        __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t19 = (long)(int)(t2 + 16L);
        __m512i t20 = _mm512_maskz_loadu_epi32(t18, (int *)((unsigned long)&half + (unsigned long)t19 * 4UL));
        __m512i t21 = t20;
        __m512i t22 = _mm512_set1_epi32(1);
        __m512i t23 = _mm512_add_epi32(t21, t22);
        __m512i t24 = t23;
        __m512i t25 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(-3), t24);
        _mm512_storeu_si512(&out[t19], t25);
        __m512i t26 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t27 = t26;
        __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t29 = (long)(int)(t2 + 32L);
        __m512i t30 = _mm512_maskz_loadu_epi32(t28, (int *)((unsigned long)&half + (unsigned long)t29 * 4UL));
        __m512i t31 = t30;
        __m512i t32 = _mm512_set1_epi32(1);
        __m512i t33 = _mm512_add_epi32(t31, t32);
        __m512i t34 = t33;
        __m512i t35 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(-3), t34);
        _mm512_storeu_si512(&out[t29], t35);
        __m512i t36 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t37 = t36;
        __mmask16 t38 = _mm512_cmp_epi32_mask(t37, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t39 = (long)(int)(t2 + 48L);
        __m512i t40 = _mm512_maskz_loadu_epi32(t38, (int *)((unsigned long)&half + (unsigned long)t39 * 4UL));
        __m512i t41 = t40;
        __m512i t42 = _mm512_set1_epi32(1);
        __m512i t43 = _mm512_add_epi32(t41, t42);
        __m512i t44 = t43;
        __m512i t45 = _mm512_mask_blend_epi32(t38, _mm512_set1_epi32(-3), t44);
        _mm512_storeu_si512(&out[t39], t45);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 960L);
    __m512i t46 = _mm512_set1_epi32(960);
    __m512i t47 = t46;
    __m512i t3 = _mm512_add_epi32(t47, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t4 = 0L;
    do {
        __m512i t48 = t3;
        __mmask16 t49 = _mm512_cmp_epi32_mask(t48, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        long t50 = (long)(int)(960L + t4);
        __m512i t51 = _mm512_maskz_loadu_epi32(t49, (int *)((unsigned long)&half + (unsigned long)t50 * 4UL));
        __m512i t52 = t51;
        __m512i t53 = _mm512_set1_epi32(1);
        __m512i t54 = _mm512_add_epi32(t52, t53);
        __m512i t55 = t54;
        __m512i t56 = _mm512_mask_blend_epi32(t49, _mm512_set1_epi32(-3), t55);
        _mm512_storeu_si512(&out[t50], t56);
        t4 += 16L;
        t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
    } while (t4 < 32L);
    __m512i t57 = _mm512_set1_epi32(11);
    __mmask16 t58 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t57, _MM_CMPINT_LT);
    __m512i t59 = _mm512_set1_epi32(992);
    __m512i t60 = t59;
    __m512i t61 = _mm512_add_epi32(t60, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t62 = t61;
    __mmask16 t63 = _mm512_cmp_epi32_mask(t62, _mm512_set1_epi32(500), _MM_CMPINT_LT);
    __mmask16 t64 = _kand_mask16(t58, t63);
    __m512i t65 = _mm512_maskz_loadu_epi32(t64, (int *)((unsigned long)&half + 3968UL));
    __m512i t66 = t65;
    __m512i t67 = _mm512_set1_epi32(1);
    __m512i t68 = _mm512_add_epi32(t66, t67);
    __m512i t69 = t68;
    __m512i t70 = _mm512_mask_blend_epi32(t63, _mm512_set1_epi32(-3), t69);
    _mm512_mask_storeu_epi32(&out[992], t58, t70);
    for (int i = 1003; i < 1003; i++) {
        if (i < 500) {
            long t71 = (long)i;
            out[t71] = half[t71] + 1;
        } else {
            out[i] = -3;
        }
    }
}

/* A store past a run-time offset, under a data condition and the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_after(int n, int k) {
    vcc_no_contract_body
    int t35;
    int t53;
    int i;
    int t76;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi32((int)k);
        __m512i t8 = _mm512_set1_epi32(0);
        __m512i t9 = t8;
        __m512i t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            int t10 = (int)t2;
            __m512i t11 = t1;
            __m512i t12 = _mm512_loadu_si512(&g[t10]);
            __mmask16 t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t14 = t11;
            __m512i t15 = t7;
            __m512i t16 = _mm512_add_epi32(t14, t15);
            __m512i t17 = t16;
            __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t19 = _mm512_maskz_mov_epi32(t18, _mm512_set1_epi32(1));
            __m512i t20 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t19);
            __mmask16 t21 = _mm512_cmp_epi32_mask(t20, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t10 + k) * 4UL), t21, t12);
            int t22 = (int)(t2 + 16L);
            __m512i t23 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t24 = t23;
            __m512i t25 = _mm512_loadu_si512(&g[t22]);
            __mmask16 t26 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t27 = t24;
            __m512i t28 = t7;
            __m512i t29 = _mm512_add_epi32(t27, t28);
            __m512i t30 = t29;
            __mmask16 t31 = _mm512_cmp_epi32_mask(t30, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t32 = _mm512_maskz_mov_epi32(t31, _mm512_set1_epi32(1));
            __m512i t33 = _mm512_mask_blend_epi32(t26, _mm512_set1_epi32(0), t32);
            __mmask16 t34 = _mm512_cmp_epi32_mask(t33, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t22 + k) * 4UL), t34, t25);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        } while (t2 < t6);
        t35 = (int)t6;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 16L) {
        long t37 = t36 & -16L;
        __m512i t38 = _mm512_set1_epi32((int)k);
        __m512i t39 = _mm512_set1_epi32((int)t35);
        __m512i t40 = t39;
        __m512i t3 = _mm512_add_epi32(t40, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        do {
            int t41 = (int)((long)t35 + t4);
            __m512i t42 = t3;
            __m512i t43 = _mm512_loadu_si512(&g[t41]);
            __mmask16 t44 = _mm512_cmp_epi32_mask(t43, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t45 = t42;
            __m512i t46 = t38;
            __m512i t47 = _mm512_add_epi32(t45, t46);
            __m512i t48 = t47;
            __mmask16 t49 = _mm512_cmp_epi32_mask(t48, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t50 = _mm512_maskz_mov_epi32(t49, _mm512_set1_epi32(1));
            __m512i t51 = _mm512_mask_blend_epi32(t44, _mm512_set1_epi32(0), t50);
            __mmask16 t52 = _mm512_cmp_epi32_mask(t51, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t41 + k) * 4UL), t52, t43);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        } while (t4 < t37);
        t53 = (int)((long)t35 + t37);
    } else {
        t53 = t35;
    }
    long t54 = (long)n + (long)t53 * -1L;
    if ((t54 >= 1L) & (t54 <= 16L)) {
        __m512i t55 = _mm512_set1_epi32((int)(int)t54);
        __mmask16 t56 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t55, _MM_CMPINT_LT);
        __m512i t57 = _mm512_set1_epi32((int)k);
        __m512i t58 = _mm512_set1_epi32((int)t53);
        __m512i t59 = t58;
        __m512i t60 = _mm512_add_epi32(t59, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t61 = (int)(long)t53;
        __m512i t62 = t60;
        __m512i t63 = _mm512_maskz_loadu_epi32(t56, &g[t61]);
        __mmask16 t64 = _mm512_cmp_epi32_mask(t63, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __mmask16 t65 = _kand_mask16(t56, t64);
        __m512i t66 = t62;
        __m512i t67 = t57;
        __m512i t68 = _mm512_add_epi32(t66, t67);
        __m512i t69 = t68;
        __mmask16 t70 = _mm512_cmp_epi32_mask(t69, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
        __m512i t71 = _mm512_maskz_mov_epi32(t70, _mm512_set1_epi32(1));
        __m512i t72 = _mm512_mask_blend_epi32(t65, _mm512_set1_epi32(0), t71);
        __mmask16 t73 = _mm512_cmp_epi32_mask(t72, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t74 = _kand_mask16(t56, t73);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t61 + k) * 4UL), t74, t63);
        i = (int)((long)t53 + t54);
    } else {
        i = t53;
    }
    for (; i < n; i++) {
        int t75 = g[i];
        if (t75 > 10) {
            t76 = ((i + k) < 1003) != 0;
        } else {
            t76 = 0;
        }
        if (t76) {
            out[i + k] = t75;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long window(int n) {
    vcc_no_contract_body
    int t54;
    long t55;
    int t80;
    long t81;
    int i;
    long s;
    int t112;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m256i t10 = _mm256_set1_epi32(0);
        __m256i t11 = t10;
        __m256i t1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        do {
            int t12 = (int)t2;
            __m256i t13 = t1;
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t15 = t13;
            __m256i t16 = _mm256_set1_epi32(3);
            __m256i t17 = _mm256_add_epi32(t15, t16);
            __m256i t18 = t17;
            __m256i t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t18);
            __m256i t20 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            __m256i t21 = _mm256_ternarylogic_epi32(t14, t20, _mm256_set1_epi32(0), 0xCA);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t21, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t23 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)&g + (unsigned long)(long)(t12 - 3) * 4UL));
            __m256i t24 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)&g + (unsigned long)(long)(t12 + 3) * 4UL));
            __m256i t25 = t23;
            __m256i t26 = t24;
            __m256i t27 = _mm256_sub_epi32(t25, t26);
            __m256i t28 = t27;
            __m512i t29 = _mm512_cvtepi32_epi64(t28);
            __m512i t30 = t29;
            __m512i t31 = _mm512_add_epi64(t3, t30);
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t22), t3, t31);
            int t32 = (int)(t2 + 8L);
            __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t34 = t33;
            __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t34, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t36 = t34;
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = t38;
            __m256i t40 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t39);
            __m256i t41 = (__m256i)__builtin_convertvector((vcc_m8)t40 & 1, vcc_v8_int);
            __m256i t42 = _mm256_ternarylogic_epi32(t35, t41, _mm256_set1_epi32(0), 0xCA);
            __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t42, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t44 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), (int *)((unsigned long)&g + (unsigned long)(long)(t32 - 3) * 4UL));
            __m256i t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), (int *)((unsigned long)&g + (unsigned long)(long)(t32 + 3) * 4UL));
            __m256i t46 = t44;
            __m256i t47 = t45;
            __m256i t48 = _mm256_sub_epi32(t46, t47);
            __m256i t49 = t48;
            __m512i t50 = _mm512_cvtepi32_epi64(t49);
            __m512i t51 = t50;
            __m512i t52 = _mm512_add_epi64(t4, t51);
            t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t43), t4, t52);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        } while (t2 < t9);
        __m512i t53 = _mm512_add_epi64(t3, t4);
        t54 = (int)t9;
        t55 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t53), _mm512_extracti64x4_epi64(t53, 1)), _mm_add_epi64, unsigned long);
    } else {
        t54 = 0;
        t55 = 0L;
    }
    long t56 = (long)n + (long)t54 * -1L;
    if (t56 >= 8L) {
        long t57 = t56 & -8L;
        __m256i t58 = _mm256_set1_epi32((int)t54);
        __m256i t59 = t58;
        __m256i t5 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t6 = 0L;
        __m512i t7 = _mm512_set1_epi64((long long)0LL);
        do {
            int t60 = (int)((long)t54 + t6);
            __m256i t61 = t5;
            __m256i t62 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t61, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t63 = t61;
            __m256i t64 = _mm256_set1_epi32(3);
            __m256i t65 = _mm256_add_epi32(t63, t64);
            __m256i t66 = t65;
            __m256i t67 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t66);
            __m256i t68 = (__m256i)__builtin_convertvector((vcc_m8)t67 & 1, vcc_v8_int);
            __m256i t69 = _mm256_ternarylogic_epi32(t62, t68, _mm256_set1_epi32(0), 0xCA);
            __m256i t70 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t69, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t71 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t70), (int *)((unsigned long)&g + (unsigned long)(long)(t60 - 3) * 4UL));
            __m256i t72 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t70), (int *)((unsigned long)&g + (unsigned long)(long)(t60 + 3) * 4UL));
            __m256i t73 = t71;
            __m256i t74 = t72;
            __m256i t75 = _mm256_sub_epi32(t73, t74);
            __m256i t76 = t75;
            __m512i t77 = _mm512_cvtepi32_epi64(t76);
            __m512i t78 = t77;
            __m512i t79 = _mm512_add_epi64(t7, t78);
            t7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t70), t7, t79);
            t6 += 8L;
            t5 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
        } while (t6 < t57);
        t80 = (int)((long)t54 + t57);
        t81 = (long)((unsigned long)t55 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_add_epi64, unsigned long));
    } else {
        t80 = t54;
        t81 = t55;
    }
    long t82 = (long)n + (long)t80 * -1L;
    if ((t82 >= 1L) & (t82 <= 8L)) {
        __m256i t83 = _mm256_set1_epi32((int)(int)t82);
        __m256i t84 = _mm256_cmpgt_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t85 = _mm256_set1_epi32((int)t80);
        __m256i t86 = t85;
        __m256i t87 = _mm256_add_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t88 = (int)(long)t80;
        __m256i t89 = t87;
        __m256i t90 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t89, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
        __m256i t91 = _mm256_and_si256(t84, t90);
        __m256i t92 = t89;
        __m256i t93 = _mm256_set1_epi32(3);
        __m256i t94 = _mm256_add_epi32(t92, t93);
        __m256i t95 = t94;
        __m256i t96 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t95);
        __m256i t97 = (__m256i)__builtin_convertvector((vcc_m8)t96 & 1, vcc_v8_int);
        __m256i t98 = _mm256_ternarylogic_epi32(t91, t97, _mm256_set1_epi32(0), 0xCA);
        __m256i t99 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t98, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t100 = _mm256_and_si256(t84, t99);
        __m256i t101 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t100), (int *)((unsigned long)&g + (unsigned long)(long)(t88 - 3) * 4UL));
        __m256i t102 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t100), (int *)((unsigned long)&g + (unsigned long)(long)(t88 + 3) * 4UL));
        __m256i t103 = t101;
        __m256i t104 = t102;
        __m256i t105 = _mm256_sub_epi32(t103, t104);
        __m256i t106 = t105;
        __m512i t107 = _mm512_cvtepi32_epi64(t106);
        __m512i t108 = t107;
        __m512i t109 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t108);
        __m512i t110 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t100), _mm512_set1_epi64((long long)0LL), t109);
        __m512i t111 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t84), _mm512_set1_epi64((long long)0LL), t110);
        i = (int)((long)t80 + t82);
        s = (long)((unsigned long)t81 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t111), _mm512_extracti64x4_epi64(t111, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t80;
        s = t81;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t112 = ((i + 3) < 1003) != 0;
        } else {
            t112 = 0;
        }
        if (t112) {
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
    int t31;
    int n_2;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    long t1 = 0L;
    do {
        long t5 = (long)(int)t1;
        __m512i t6 = _mm512_loadu_si512(&g[t5]);
        __m512 t7 = _mm512_cvtepi32_ps(t6);
        __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t5], t8);
        long t9 = (long)(int)(t1 + 16L);
        __m512i t10 = _mm512_loadu_si512(&g[t9]);
        __m512 t11 = _mm512_cvtepi32_ps(t10);
        __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t9], t12);
        long t13 = (long)(int)(t1 + 32L);
        __m512i t14 = _mm512_loadu_si512(&g[t13]);
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t13], t16);
        long t17 = (long)(int)(t1 + 48L);
        __m512i t18 = _mm512_loadu_si512(&g[t17]);
        __m512 t19 = _mm512_cvtepi32_ps(t18);
        __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t17], t20);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        long t21 = (long)(int)(960L + t2);
        __m512i t22 = _mm512_loadu_si512(&g[t21]);
        __m512 t23 = _mm512_cvtepi32_ps(t22);
        __m512 t24 = _mm512_mul_ps(t23, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t21], t24);
        t2 += 16L;
    } while (t2 < 32L);
    __m512i t25 = _mm512_set1_epi32(11);
    __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
    __m512i t27 = _mm512_maskz_loadu_epi32(t26, &g[992]);
    __m512 t28 = _mm512_cvtepi32_ps(t27);
    __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.25f));
    _mm512_mask_storeu_ps(&gf[992], t26, t29);
    for (int i = 1003; i < 1003; i++) {
        long t30 = (long)i;
        gf[t30] = (float)g[t30] * 0.25f;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t31 = 1;
        } else {
            t31 = 0;
            n = n_1;
        }
        if (!t31) {
            load_before();
            store_before();
            unsigned long t43 = (_mm256_zeroupper(), hash_bytes((const void *)outf, 4012UL));
            const void *t44 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t44, 4012UL)), (unsigned long long)t43);
            for (int fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)((_mm256_zeroupper(), next_rand()) % 40U);
            }
            load_inside();
            unsigned long t45 = (_mm256_zeroupper(), hash_bytes(t44, 4012UL));
            load_half();
            printf("inside %llx half %llx\n", (unsigned long long)t45, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t44, 4012UL)));
            return 0;
        }
        if (n > 1003) {
            n_2 = 1003;
        } else {
            n_2 = n;
        }
        long t3 = 0L;
        do {
            long t32 = (long)(int)t3;
            _mm512_storeu_si512(&out[t32], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t32], _mm512_set1_ps(-1.0f));
            long t33 = (long)(int)(t3 + 16L);
            _mm512_storeu_si512(&out[t33], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t33], _mm512_set1_ps(-1.0f));
            long t34 = (long)(int)(t3 + 32L);
            _mm512_storeu_si512(&out[t34], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t34], _mm512_set1_ps(-1.0f));
            long t35 = (long)(int)(t3 + 48L);
            _mm512_storeu_si512(&out[t35], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t35], _mm512_set1_ps(-1.0f));
            t3 += 64L;
        } while (t3 < 960L);
        long t4 = 0L;
        do {
            long t36 = (long)(int)(960L + t4);
            _mm512_storeu_si512(&out[t36], _mm512_set1_epi32(-1));
            _mm512_storeu_ps(&outf[t36], _mm512_set1_ps(-1.0f));
            t4 += 16L;
        } while (t4 < 32L);
        __m512i t37 = _mm512_set1_epi32(11);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&out[992], t38, _mm512_set1_epi32(-1));
        _mm512_mask_storeu_ps(&outf[992], t38, _mm512_set1_ps(-1.0f));
        for (int i_1 = 1003; i_1 < 1003; i_1++) {
            long t39 = (long)i_1;
            out[t39] = -1;
            outf[t39] = -1.0f;
        }
        load_after(n_2);
        const void *t40 = (const void *)out;
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes(t40, 4012UL));
        store_after(n_2, 5);
        long t42 = window(n_2);
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t41, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, 4012UL)), t42);
    }
}
