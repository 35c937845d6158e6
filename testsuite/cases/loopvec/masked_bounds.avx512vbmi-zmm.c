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
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    int t9;
    __m512i t10;
    __mmask16 t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    int t17;
    __m512i t18;
    __m512i t19;
    __mmask16 t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    __m512i t27;
    __m512i t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    int t35;
    __m512i t36;
    __m512i t37;
    __mmask16 t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    int t44;
    long t45;
    long t46;
    __m512i t47;
    __m512i t48;
    int t49;
    __m512i t50;
    __mmask16 t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    int t57;
    long t58;
    __m512i t59;
    __mmask16 t60;
    __m512i t61;
    __m512i t62;
    long t63;
    int t64;
    __m512i t65;
    __mmask16 t66;
    __mmask16 t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    int i;
    if (1003L >= 64L) {
        t6 = 1003L & -64L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = (int)((long)0 + t2);
            t10 = t1;
            t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32((int)1), _MM_CMPINT_NLT);
            t12 = _mm512_maskz_loadu_epi32(t11, (int *)((unsigned long)&g + (unsigned long)(long)(t9 - 1) * 4UL));
            t13 = t12;
            t14 = _mm512_set1_epi32((int)3);
            t15 = _mm512_mullo_epi32(t13, t14);
            t16 = t15;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), t11, t16);
            t17 = (int)((long)0 + (t2 + 16L));
            t18 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t19 = t18;
            t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32((int)1), _MM_CMPINT_NLT);
            t21 = _mm512_maskz_loadu_epi32(t20, (int *)((unsigned long)&g + (unsigned long)(long)(t17 - 1) * 4UL));
            t22 = t21;
            t23 = _mm512_set1_epi32((int)3);
            t24 = _mm512_mullo_epi32(t22, t23);
            t25 = t24;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t17 * 4UL), t20, t25);
            t26 = (int)((long)0 + (t2 + 32L));
            t27 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t28 = t27;
            t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32((int)1), _MM_CMPINT_NLT);
            t30 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)&g + (unsigned long)(long)(t26 - 1) * 4UL));
            t31 = t30;
            t32 = _mm512_set1_epi32((int)3);
            t33 = _mm512_mullo_epi32(t31, t32);
            t34 = t33;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t26 * 4UL), t29, t34);
            t35 = (int)((long)0 + (t2 + 48L));
            t36 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t37 = t36;
            t38 = _mm512_cmp_epi32_mask(t37, _mm512_set1_epi32((int)1), _MM_CMPINT_NLT);
            t39 = _mm512_maskz_loadu_epi32(t38, (int *)((unsigned long)&g + (unsigned long)(long)(t35 - 1) * 4UL));
            t40 = t39;
            t41 = _mm512_set1_epi32((int)3);
            t42 = _mm512_mullo_epi32(t40, t41);
            t43 = t42;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t35 * 4UL), t38, t43);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t6);
        t44 = (int)((long)0 + t6);
    } else {
        t44 = 0;
    }
    t45 = (long)t44 * -1L + 1003L;
    if (t45 >= 16L) {
        t46 = t45 & -16L;
        t47 = _mm512_set1_epi32((int)t44);
        t48 = t47;
        t3 = _mm512_add_epi32(t48, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t49 = (int)((long)t44 + t4);
            t50 = t3;
            t51 = _mm512_cmp_epi32_mask(t50, _mm512_set1_epi32((int)1), _MM_CMPINT_NLT);
            t52 = _mm512_maskz_loadu_epi32(t51, (int *)((unsigned long)&g + (unsigned long)(long)(t49 - 1) * 4UL));
            t53 = t52;
            t54 = _mm512_set1_epi32((int)3);
            t55 = _mm512_mullo_epi32(t53, t54);
            t56 = t55;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t49 * 4UL), t51, t56);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t46);
        t57 = (int)((long)t44 + t46);
    } else {
        t57 = t44;
    }
    t58 = (long)t57 * -1L + 1003L;
    if ((t58 >= 1L) & (t58 <= 16L)) {
        t59 = _mm512_set1_epi32((int)(int)t58);
        t60 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t59, _MM_CMPINT_LT);
        t61 = _mm512_set1_epi32((int)t57);
        t62 = t61;
        t5 = _mm512_add_epi32(t62, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t63 = 0L;
        t64 = (int)((long)t57 + t63);
        t65 = t5;
        t66 = _mm512_cmp_epi32_mask(t65, _mm512_set1_epi32((int)1), _MM_CMPINT_NLT);
        t67 = _kand_mask16(t60, t66);
        t68 = _mm512_maskz_loadu_epi32(t67, (int *)((unsigned long)&g + (unsigned long)(long)(t64 - 1) * 4UL));
        t69 = t68;
        t70 = _mm512_set1_epi32((int)3);
        t71 = _mm512_mullo_epi32(t69, t70);
        t72 = t71;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t64 * 4UL), t67, t72);
        i = (int)((long)t57 + t58);
    } else {
        i = t57;
    }
    for (; i < 1003; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_after(int n) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    int t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    int t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __mmask16 t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    int t29;
    long t30;
    long t31;
    __m512i t32;
    __m512i t33;
    int t34;
    __m512i t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    int t43;
    long t44;
    __m512i t45;
    __mmask16 t46;
    __m512i t47;
    __m512i t48;
    long t49;
    int t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __mmask16 t56;
    __mmask16 t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    int i;
    int t63;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t10 = (int)((long)0 + t2);
            t11 = t1;
            t12 = _mm512_add_epi32(t11, _mm512_set1_epi32((int)4));
            t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
            t14 = _mm512_maskz_loadu_epi32(t13, (int *)((unsigned long)&g + (unsigned long)(long)(t10 + 4) * 4UL));
            t15 = t14;
            t16 = _mm512_set1_epi32((int)1);
            t17 = _mm512_add_epi32(t15, t16);
            t18 = t17;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t10 * 4UL), t13, t18);
            t19 = (int)((long)0 + (t2 + 16L));
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t21 = t20;
            t22 = _mm512_add_epi32(t21, _mm512_set1_epi32((int)4));
            t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
            t24 = _mm512_maskz_loadu_epi32(t23, (int *)((unsigned long)&g + (unsigned long)(long)(t19 + 4) * 4UL));
            t25 = t24;
            t26 = _mm512_set1_epi32((int)1);
            t27 = _mm512_add_epi32(t25, t26);
            t28 = t27;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t19 * 4UL), t23, t28);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
        } while (t2 < t7);
        t29 = (int)((long)0 + t7);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 16L) {
        t31 = t30 & -16L;
        t32 = _mm512_set1_epi32((int)t29);
        t33 = t32;
        t3 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t34 = (int)((long)t29 + t4);
            t35 = t3;
            t36 = _mm512_add_epi32(t35, _mm512_set1_epi32((int)4));
            t37 = _mm512_cmp_epi32_mask(t36, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
            t38 = _mm512_maskz_loadu_epi32(t37, (int *)((unsigned long)&g + (unsigned long)(long)(t34 + 4) * 4UL));
            t39 = t38;
            t40 = _mm512_set1_epi32((int)1);
            t41 = _mm512_add_epi32(t39, t40);
            t42 = t41;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t34 * 4UL), t37, t42);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t31);
        t43 = (int)((long)t29 + t31);
    } else {
        t43 = t29;
    }
    t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 16L)) {
        t45 = _mm512_set1_epi32((int)(int)t44);
        t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t45, _MM_CMPINT_LT);
        t47 = _mm512_set1_epi32((int)t43);
        t48 = t47;
        t5 = _mm512_add_epi32(t48, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t49 = 0L;
        t50 = (int)((long)t43 + t49);
        t51 = t5;
        t52 = t51;
        t53 = _mm512_set1_epi32((int)4);
        t54 = _mm512_add_epi32(t52, t53);
        t55 = t54;
        t56 = _mm512_cmp_epi32_mask(t55, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
        t57 = _kand_mask16(t46, t56);
        t58 = _mm512_maskz_loadu_epi32(t57, (int *)((unsigned long)&g + (unsigned long)(long)(t50 + 4) * 4UL));
        t59 = t58;
        t60 = _mm512_set1_epi32((int)1);
        t61 = _mm512_add_epi32(t59, t60);
        t62 = t61;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t50 * 4UL), t57, t62);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        t63 = i + 4;
        if (t63 < 1003) {
            out[i] = g[t63] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_before(void) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    int t9;
    __m512i t10;
    __mmask16 t11;
    __m512 t12;
    __m512 t13;
    int t14;
    __m512i t15;
    __m512i t16;
    __mmask16 t17;
    __m512 t18;
    __m512 t19;
    int t20;
    __m512i t21;
    __m512i t22;
    __mmask16 t23;
    __m512 t24;
    __m512 t25;
    int t26;
    __m512i t27;
    __m512i t28;
    __mmask16 t29;
    __m512 t30;
    __m512 t31;
    int t32;
    long t33;
    long t34;
    __m512i t35;
    __m512i t36;
    int t37;
    __m512i t38;
    __mmask16 t39;
    __m512 t40;
    __m512 t41;
    int t42;
    long t43;
    __m512i t44;
    __mmask16 t45;
    __m512i t46;
    __m512i t47;
    long t48;
    int t49;
    __m512i t50;
    __mmask16 t51;
    __mmask16 t52;
    __m512 t53;
    __m512 t54;
    int i;
    if (1003L >= 64L) {
        t6 = 1003L & -64L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = (int)((long)0 + t2);
            t10 = t1;
            t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32((int)2), _MM_CMPINT_NLT);
            t12 = _mm512_loadu_ps(&gf[t9]);
            t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t9 - 2) * 4UL), t11, t13);
            t14 = (int)((long)0 + (t2 + 16L));
            t15 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t16 = t15;
            t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32((int)2), _MM_CMPINT_NLT);
            t18 = _mm512_loadu_ps(&gf[t14]);
            t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t14 - 2) * 4UL), t17, t19);
            t20 = (int)((long)0 + (t2 + 32L));
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t22 = t21;
            t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32((int)2), _MM_CMPINT_NLT);
            t24 = _mm512_loadu_ps(&gf[t20]);
            t25 = _mm512_mul_ps(t24, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t20 - 2) * 4UL), t23, t25);
            t26 = (int)((long)0 + (t2 + 48L));
            t27 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t28 = t27;
            t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32((int)2), _MM_CMPINT_NLT);
            t30 = _mm512_loadu_ps(&gf[t26]);
            t31 = _mm512_mul_ps(t30, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t26 - 2) * 4UL), t29, t31);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t6);
        t32 = (int)((long)0 + t6);
    } else {
        t32 = 0;
    }
    t33 = (long)t32 * -1L + 1003L;
    if (t33 >= 16L) {
        t34 = t33 & -16L;
        t35 = _mm512_set1_epi32((int)t32);
        t36 = t35;
        t3 = _mm512_add_epi32(t36, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t37 = (int)((long)t32 + t4);
            t38 = t3;
            t39 = _mm512_cmp_epi32_mask(t38, _mm512_set1_epi32((int)2), _MM_CMPINT_NLT);
            t40 = _mm512_maskz_loadu_ps(t39, (float *)((unsigned long)&gf + (unsigned long)(long)t37 * 4UL));
            t41 = _mm512_mul_ps(t40, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t37 - 2) * 4UL), t39, t41);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t34);
        t42 = (int)((long)t32 + t34);
    } else {
        t42 = t32;
    }
    t43 = (long)t42 * -1L + 1003L;
    if ((t43 >= 1L) & (t43 <= 16L)) {
        t44 = _mm512_set1_epi32((int)(int)t43);
        t45 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t44, _MM_CMPINT_LT);
        t46 = _mm512_set1_epi32((int)t42);
        t47 = t46;
        t5 = _mm512_add_epi32(t47, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t48 = 0L;
        t49 = (int)((long)t42 + t48);
        t50 = t5;
        t51 = _mm512_cmp_epi32_mask(t50, _mm512_set1_epi32((int)2), _MM_CMPINT_NLT);
        t52 = _kand_mask16(t45, t51);
        t53 = _mm512_maskz_loadu_ps(t52, (float *)((unsigned long)&gf + (unsigned long)(long)t49 * 4UL));
        t54 = _mm512_mul_ps(t53, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t49 - 2) * 4UL), t52, t54);
        i = (int)((long)t42 + t43);
    } else {
        i = t42;
    }
    for (; i < 1003; i++) {
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
    long t1;
    long t2;
    long t3;
    long t4;
    int *t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    int *t15;
    __m512i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    long t24;
    int *t25;
    __m512i t26;
    __mmask16 t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    long t34;
    int *t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    int t44;
    long t45;
    long t46;
    long t47;
    int *t48;
    __m512i t49;
    __mmask16 t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    int t57;
    long t58;
    __m512i t59;
    __mmask16 t60;
    long t61;
    long t62;
    int *t63;
    __m512i t64;
    __mmask16 t65;
    __mmask16 t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    int i;
    long t73;
    int *t74;
    if (1003L >= 64L) {
        t3 = 1003L & -64L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = &out[t4];
            t6 = _mm512_loadu_si512(t5);
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t8 = _mm512_loadu_si512(&g[t4]);
            t9 = t8;
            t10 = _mm512_set1_epi32((int)2);
            t11 = _mm512_mullo_epi32(t9, t10);
            t12 = t11;
            t13 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32((int)7), t12);
            _mm512_storeu_si512(t5, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = &out[t14];
            t16 = _mm512_loadu_si512(t15);
            t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t18 = _mm512_loadu_si512(&g[t14]);
            t19 = t18;
            t20 = _mm512_set1_epi32((int)2);
            t21 = _mm512_mullo_epi32(t19, t20);
            t22 = t21;
            t23 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32((int)7), t22);
            _mm512_storeu_si512(t15, t23);
            t24 = (long)(int)((long)0 + (t1 + 32L));
            t25 = &out[t24];
            t26 = _mm512_loadu_si512(t25);
            t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t28 = _mm512_loadu_si512(&g[t24]);
            t29 = t28;
            t30 = _mm512_set1_epi32((int)2);
            t31 = _mm512_mullo_epi32(t29, t30);
            t32 = t31;
            t33 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32((int)7), t32);
            _mm512_storeu_si512(t25, t33);
            t34 = (long)(int)((long)0 + (t1 + 48L));
            t35 = &out[t34];
            t36 = _mm512_loadu_si512(t35);
            t37 = _mm512_cmp_epi32_mask(t36, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t38 = _mm512_loadu_si512(&g[t34]);
            t39 = t38;
            t40 = _mm512_set1_epi32((int)2);
            t41 = _mm512_mullo_epi32(t39, t40);
            t42 = t41;
            t43 = _mm512_mask_blend_epi32(t37, _mm512_set1_epi32((int)7), t42);
            _mm512_storeu_si512(t35, t43);
            t1 += 64L;
        } while (t1 < t3);
        t44 = (int)((long)0 + t3);
    } else {
        t44 = 0;
    }
    t45 = (long)t44 * -1L + 1003L;
    if (t45 >= 16L) {
        t46 = t45 & -16L;
        t2 = 0L;
        do {
            t47 = (long)(int)((long)t44 + t2);
            t48 = &out[t47];
            t49 = _mm512_loadu_si512(t48);
            t50 = _mm512_cmp_epi32_mask(t49, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t51 = _mm512_maskz_loadu_epi32(t50, (int *)((unsigned long)&g + (unsigned long)t47 * 4UL));
            t52 = t51;
            t53 = _mm512_set1_epi32((int)2);
            t54 = _mm512_mullo_epi32(t52, t53);
            t55 = t54;
            t56 = _mm512_mask_blend_epi32(t50, _mm512_set1_epi32((int)7), t55);
            _mm512_storeu_si512(t48, t56);
            t2 += 16L;
        } while (t2 < t46);
        t57 = (int)((long)t44 + t46);
    } else {
        t57 = t44;
    }
    t58 = (long)t57 * -1L + 1003L;
    if ((t58 >= 1L) & (t58 <= 16L)) {
        t59 = _mm512_set1_epi32((int)(int)t58);
        t60 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t59, _MM_CMPINT_LT);
        t61 = 0L;
        t62 = (long)(int)((long)t57 + t61);
        t63 = &out[t62];
        t64 = _mm512_maskz_loadu_epi32(t60, t63);
        t65 = _mm512_cmp_epi32_mask(t64, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
        t66 = _kand_mask16(t60, t65);
        t67 = _mm512_maskz_loadu_epi32(t66, (int *)((unsigned long)&g + (unsigned long)t62 * 4UL));
        t68 = t67;
        t69 = _mm512_set1_epi32((int)2);
        t70 = _mm512_mullo_epi32(t68, t69);
        t71 = t70;
        t72 = _mm512_mask_blend_epi32(t65, _mm512_set1_epi32((int)7), t71);
        _mm512_mask_storeu_epi32(t63, t60, t72);
        i = (int)((long)t57 + t58);
    } else {
        i = t57;
    }
    for (; i < 1003; i++) {
        t73 = (long)i;
        t74 = &out[t73];
        if (*t74 > 10) {
            *t74 = g[t73] * 2;
        } else {
            *t74 = 7;
        }
    }
}

/* half[i] exists only while i < H: the load stays masked. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_half(void) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __mmask16 t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __mmask16 t30;
    long t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __mmask16 t40;
    long t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    int t48;
    long t49;
    long t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __mmask16 t54;
    long t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    int t62;
    long t63;
    __m512i t64;
    __mmask16 t65;
    __m512i t66;
    __m512i t67;
    long t68;
    __m512i t69;
    __mmask16 t70;
    __mmask16 t71;
    long t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    int i;
    long t79;
    if (1003L >= 64L) {
        t6 = 1003L & -64L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)500), _MM_CMPINT_LT);
            t11 = (long)(int)((long)0 + t2);
            t12 = _mm512_maskz_loadu_epi32(t10, (int *)((unsigned long)&half + (unsigned long)t11 * 4UL));
            t13 = t12;
            t14 = _mm512_set1_epi32((int)1);
            t15 = _mm512_add_epi32(t13, t14);
            t16 = t15;
            t17 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32((int)-3), t16);
            _mm512_storeu_si512(&out[t11], t17);
            t18 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t19 = t18;
            t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32((int)500), _MM_CMPINT_LT);
            t21 = (long)(int)((long)0 + (t2 + 16L));
            t22 = _mm512_maskz_loadu_epi32(t20, (int *)((unsigned long)&half + (unsigned long)t21 * 4UL));
            t23 = t22;
            t24 = _mm512_set1_epi32((int)1);
            t25 = _mm512_add_epi32(t23, t24);
            t26 = t25;
            t27 = _mm512_mask_blend_epi32(t20, _mm512_set1_epi32((int)-3), t26);
            _mm512_storeu_si512(&out[t21], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t29 = t28;
            t30 = _mm512_cmp_epi32_mask(t29, _mm512_set1_epi32((int)500), _MM_CMPINT_LT);
            t31 = (long)(int)((long)0 + (t2 + 32L));
            t32 = _mm512_maskz_loadu_epi32(t30, (int *)((unsigned long)&half + (unsigned long)t31 * 4UL));
            t33 = t32;
            t34 = _mm512_set1_epi32((int)1);
            t35 = _mm512_add_epi32(t33, t34);
            t36 = t35;
            t37 = _mm512_mask_blend_epi32(t30, _mm512_set1_epi32((int)-3), t36);
            _mm512_storeu_si512(&out[t31], t37);
            t38 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t39 = t38;
            t40 = _mm512_cmp_epi32_mask(t39, _mm512_set1_epi32((int)500), _MM_CMPINT_LT);
            t41 = (long)(int)((long)0 + (t2 + 48L));
            t42 = _mm512_maskz_loadu_epi32(t40, (int *)((unsigned long)&half + (unsigned long)t41 * 4UL));
            t43 = t42;
            t44 = _mm512_set1_epi32((int)1);
            t45 = _mm512_add_epi32(t43, t44);
            t46 = t45;
            t47 = _mm512_mask_blend_epi32(t40, _mm512_set1_epi32((int)-3), t46);
            _mm512_storeu_si512(&out[t41], t47);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t6);
        t48 = (int)((long)0 + t6);
    } else {
        t48 = 0;
    }
    t49 = (long)t48 * -1L + 1003L;
    if (t49 >= 16L) {
        t50 = t49 & -16L;
        t51 = _mm512_set1_epi32((int)t48);
        t52 = t51;
        t3 = _mm512_add_epi32(t52, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t53 = t3;
            t54 = _mm512_cmp_epi32_mask(t53, _mm512_set1_epi32((int)500), _MM_CMPINT_LT);
            t55 = (long)(int)((long)t48 + t4);
            t56 = _mm512_maskz_loadu_epi32(t54, (int *)((unsigned long)&half + (unsigned long)t55 * 4UL));
            t57 = t56;
            t58 = _mm512_set1_epi32((int)1);
            t59 = _mm512_add_epi32(t57, t58);
            t60 = t59;
            t61 = _mm512_mask_blend_epi32(t54, _mm512_set1_epi32((int)-3), t60);
            _mm512_storeu_si512(&out[t55], t61);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t50);
        t62 = (int)((long)t48 + t50);
    } else {
        t62 = t48;
    }
    t63 = (long)t62 * -1L + 1003L;
    if ((t63 >= 1L) & (t63 <= 16L)) {
        t64 = _mm512_set1_epi32((int)(int)t63);
        t65 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t64, _MM_CMPINT_LT);
        t66 = _mm512_set1_epi32((int)t62);
        t67 = t66;
        t5 = _mm512_add_epi32(t67, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t68 = 0L;
        t69 = t5;
        t70 = _mm512_cmp_epi32_mask(t69, _mm512_set1_epi32((int)500), _MM_CMPINT_LT);
        t71 = _kand_mask16(t65, t70);
        t72 = (long)(int)((long)t62 + t68);
        t73 = _mm512_maskz_loadu_epi32(t71, (int *)((unsigned long)&half + (unsigned long)t72 * 4UL));
        t74 = t73;
        t75 = _mm512_set1_epi32((int)1);
        t76 = _mm512_add_epi32(t74, t75);
        t77 = t76;
        t78 = _mm512_mask_blend_epi32(t70, _mm512_set1_epi32((int)-3), t77);
        _mm512_mask_storeu_epi32(&out[t72], t65, t78);
        i = (int)((long)t62 + t63);
    } else {
        i = t62;
    }
    for (; i < 1003; i++) {
        if (i < 500) {
            t79 = (long)i;
            out[t79] = half[t79] + 1;
        } else {
            out[i] = -3;
        }
    }
}

/* A store past a run-time offset, under a data condition and the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_after(int n, int k) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    int t11;
    __m512i t12;
    __m512i t13;
    __mmask16 t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __mmask16 t19;
    __m512i t20;
    __m512i t21;
    __mmask16 t22;
    int t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __mmask16 t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __mmask16 t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    int t36;
    long t37;
    long t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    int t42;
    __m512i t43;
    __m512i t44;
    __mmask16 t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __mmask16 t50;
    __m512i t51;
    __m512i t52;
    __mmask16 t53;
    int t54;
    long t55;
    __m512i t56;
    __mmask16 t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    long t61;
    int t62;
    __m512i t63;
    __m512i t64;
    __mmask16 t65;
    __mmask16 t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __mmask16 t71;
    __m512i t72;
    __m512i t73;
    __mmask16 t74;
    __mmask16 t75;
    int i;
    int t76;
    int t77;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi32((int)k);
        t9 = _mm512_set1_epi32((int)0);
        t10 = t9;
        t1 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t11 = (int)((long)0 + t2);
            t12 = t1;
            t13 = _mm512_loadu_si512(&g[t11]);
            t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t15 = t12;
            t16 = t8;
            t17 = _mm512_add_epi32(t15, t16);
            t18 = t17;
            t19 = _mm512_cmp_epi32_mask(t18, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
            t20 = _mm512_maskz_mov_epi32(t19, _mm512_set1_epi32(1));
            t21 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32((int)0), t20);
            t22 = _mm512_cmp_epi32_mask(t21, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t11 + k) * 4UL), t22, t13);
            t23 = (int)((long)0 + (t2 + 16L));
            t24 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t25 = t24;
            t26 = _mm512_loadu_si512(&g[t23]);
            t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t28 = t25;
            t29 = t8;
            t30 = _mm512_add_epi32(t28, t29);
            t31 = t30;
            t32 = _mm512_cmp_epi32_mask(t31, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
            t33 = _mm512_maskz_mov_epi32(t32, _mm512_set1_epi32(1));
            t34 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32((int)0), t33);
            t35 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t23 + k) * 4UL), t35, t26);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
        } while (t2 < t7);
        t36 = (int)((long)0 + t7);
    } else {
        t36 = 0;
    }
    t37 = (long)n + (long)t36 * -1L;
    if (t37 >= 16L) {
        t38 = t37 & -16L;
        t39 = _mm512_set1_epi32((int)k);
        t40 = _mm512_set1_epi32((int)t36);
        t41 = t40;
        t3 = _mm512_add_epi32(t41, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t42 = (int)((long)t36 + t4);
            t43 = t3;
            t44 = _mm512_loadu_si512(&g[t42]);
            t45 = _mm512_cmp_epi32_mask(t44, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
            t46 = t43;
            t47 = t39;
            t48 = _mm512_add_epi32(t46, t47);
            t49 = t48;
            t50 = _mm512_cmp_epi32_mask(t49, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
            t51 = _mm512_maskz_mov_epi32(t50, _mm512_set1_epi32(1));
            t52 = _mm512_mask_blend_epi32(t45, _mm512_set1_epi32((int)0), t51);
            t53 = _mm512_cmp_epi32_mask(t52, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t42 + k) * 4UL), t53, t44);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t38);
        t54 = (int)((long)t36 + t38);
    } else {
        t54 = t36;
    }
    t55 = (long)n + (long)t54 * -1L;
    if ((t55 >= 1L) & (t55 <= 16L)) {
        t56 = _mm512_set1_epi32((int)(int)t55);
        t57 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t56, _MM_CMPINT_LT);
        t58 = _mm512_set1_epi32((int)k);
        t59 = _mm512_set1_epi32((int)t54);
        t60 = t59;
        t5 = _mm512_add_epi32(t60, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t61 = 0L;
        t62 = (int)((long)t54 + t61);
        t63 = t5;
        t64 = _mm512_maskz_loadu_epi32(t57, &g[t62]);
        t65 = _mm512_cmp_epi32_mask(t64, _mm512_set1_epi32((int)10), _MM_CMPINT_NLE);
        t66 = _kand_mask16(t57, t65);
        t67 = t63;
        t68 = t58;
        t69 = _mm512_add_epi32(t67, t68);
        t70 = t69;
        t71 = _mm512_cmp_epi32_mask(t70, _mm512_set1_epi32((int)1003), _MM_CMPINT_LT);
        t72 = _mm512_maskz_mov_epi32(t71, _mm512_set1_epi32(1));
        t73 = _mm512_mask_blend_epi32(t66, _mm512_set1_epi32((int)0), t72);
        t74 = _mm512_cmp_epi32_mask(t73, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t75 = _kand_mask16(t57, t74);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t62 + k) * 4UL), t75, t64);
        i = (int)((long)t54 + t55);
    } else {
        i = t54;
    }
    for (; i < n; i++) {
        t76 = g[i];
        if (t76 > 10) {
            t77 = ((i + k) < 1003) != 0;
        } else {
            t77 = 0;
        }
        if (t77) {
            out[i + k] = t76;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long window(int n) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m512i t3;
    __m512i t4;
    __m256i t5;
    long t6;
    __m512i t7;
    __m256i t8;
    long t9;
    long t10;
    __m256i t11;
    __m256i t12;
    int t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    int t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    int t55;
    long t56;
    long t57;
    long t58;
    __m256i t59;
    __m256i t60;
    int t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    int t81;
    long t82;
    long t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    long t88;
    __m512i t89;
    int t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m512i t109;
    __m512i t110;
    __m512i t111;
    __m512i t112;
    __m512i t113;
    int i;
    long s;
    int t114;
    long s_1;
    t9 = (long)n;
    if (t9 >= 16L) {
        t10 = t9 & -16L;
        t11 = _mm256_set1_epi32((int)0);
        t12 = t11;
        t1 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        t3 = _mm512_set1_epi64((long long)0LL);
        t4 = _mm512_set1_epi64((long long)0LL);
        do {
            t13 = (int)((long)0 + t2);
            t14 = t1;
            t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, _mm256_set1_epi32((int)3), _MM_CMPINT_NLT));
            t16 = t14;
            t17 = _mm256_set1_epi32((int)3);
            t18 = _mm256_add_epi32(t16, t17);
            t19 = t18;
            t20 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t19);
            t21 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
            t22 = _mm256_ternarylogic_epi32(t15, t21, _mm256_set1_epi32((int)0), 0xCA);
            t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t22, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t24 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (int *)((unsigned long)&g + (unsigned long)(long)(t13 - 3) * 4UL));
            t25 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (int *)((unsigned long)&g + (unsigned long)(long)(t13 + 3) * 4UL));
            t26 = t24;
            t27 = t25;
            t28 = _mm256_sub_epi32(t26, t27);
            t29 = t28;
            t30 = _mm512_cvtepi32_epi64(t29);
            t31 = t30;
            t32 = _mm512_add_epi64(t3, t31);
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), t3, t32);
            t33 = (int)((long)0 + (t2 + 8L));
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t35 = t34;
            t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t35, _mm256_set1_epi32((int)3), _MM_CMPINT_NLT));
            t37 = t35;
            t38 = _mm256_set1_epi32((int)3);
            t39 = _mm256_add_epi32(t37, t38);
            t40 = t39;
            t41 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t40);
            t42 = (__m256i)__builtin_convertvector((vcc_m8)t41 & 1, vcc_v8_int);
            t43 = _mm256_ternarylogic_epi32(t36, t42, _mm256_set1_epi32((int)0), 0xCA);
            t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t43, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (int *)((unsigned long)&g + (unsigned long)(long)(t33 - 3) * 4UL));
            t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (int *)((unsigned long)&g + (unsigned long)(long)(t33 + 3) * 4UL));
            t47 = t45;
            t48 = t46;
            t49 = _mm256_sub_epi32(t47, t48);
            t50 = t49;
            t51 = _mm512_cvtepi32_epi64(t50);
            t52 = t51;
            t53 = _mm512_add_epi64(t4, t52);
            t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t44), t4, t53);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
        } while (t2 < t10);
        t54 = _mm512_add_epi64(t3, t4);
        t55 = (int)((long)0 + t10);
        t56 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t54), _mm512_extracti64x4_epi64(t54, 1)), _mm_add_epi64, unsigned long));
    } else {
        t55 = 0;
        t56 = 0L;
    }
    t57 = (long)n + (long)t55 * -1L;
    if (t57 >= 8L) {
        t58 = t57 & -8L;
        t59 = _mm256_set1_epi32((int)t55);
        t60 = t59;
        t5 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = 0L;
        t7 = _mm512_set1_epi64((long long)0LL);
        do {
            t61 = (int)((long)t55 + t6);
            t62 = t5;
            t63 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t62, _mm256_set1_epi32((int)3), _MM_CMPINT_NLT));
            t64 = t62;
            t65 = _mm256_set1_epi32((int)3);
            t66 = _mm256_add_epi32(t64, t65);
            t67 = t66;
            t68 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t67);
            t69 = (__m256i)__builtin_convertvector((vcc_m8)t68 & 1, vcc_v8_int);
            t70 = _mm256_ternarylogic_epi32(t63, t69, _mm256_set1_epi32((int)0), 0xCA);
            t71 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t70, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t72 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t71), (int *)((unsigned long)&g + (unsigned long)(long)(t61 - 3) * 4UL));
            t73 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t71), (int *)((unsigned long)&g + (unsigned long)(long)(t61 + 3) * 4UL));
            t74 = t72;
            t75 = t73;
            t76 = _mm256_sub_epi32(t74, t75);
            t77 = t76;
            t78 = _mm512_cvtepi32_epi64(t77);
            t79 = t78;
            t80 = _mm512_add_epi64(t7, t79);
            t7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t71), t7, t80);
            t6 += 8L;
            t5 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
        } while (t6 < t58);
        t81 = (int)((long)t55 + t58);
        t82 = (long)((unsigned long)t56 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_add_epi64, unsigned long));
    } else {
        t81 = t55;
        t82 = t56;
    }
    t83 = (long)n + (long)t81 * -1L;
    if ((t83 >= 1L) & (t83 <= 8L)) {
        t84 = _mm256_set1_epi32((int)(int)t83);
        t85 = _mm256_cmpgt_epi32(t84, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t86 = _mm256_set1_epi32((int)t81);
        t87 = t86;
        t8 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t88 = 0L;
        t89 = _mm512_set1_epi64((long long)0LL);
        t90 = (int)((long)t81 + t88);
        t91 = t8;
        t92 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t91, _mm256_set1_epi32((int)3), _MM_CMPINT_NLT));
        t93 = _mm256_and_si256(t85, t92);
        t94 = t91;
        t95 = _mm256_set1_epi32((int)3);
        t96 = _mm256_add_epi32(t94, t95);
        t97 = t96;
        t98 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t97);
        t99 = (__m256i)__builtin_convertvector((vcc_m8)t98 & 1, vcc_v8_int);
        t100 = _mm256_ternarylogic_epi32(t93, t99, _mm256_set1_epi32((int)0), 0xCA);
        t101 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t100, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
        t102 = _mm256_and_si256(t85, t101);
        t103 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t102), (int *)((unsigned long)&g + (unsigned long)(long)(t90 - 3) * 4UL));
        t104 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t102), (int *)((unsigned long)&g + (unsigned long)(long)(t90 + 3) * 4UL));
        t105 = t103;
        t106 = t104;
        t107 = _mm256_sub_epi32(t105, t106);
        t108 = t107;
        t109 = _mm512_cvtepi32_epi64(t108);
        t110 = t109;
        t111 = _mm512_add_epi64(t89, t110);
        t112 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t102), t89, t111);
        t113 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t85), t89, t112);
        i = (int)((long)t81 + t83);
        s = (long)((unsigned long)t82 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t113), _mm512_extracti64x4_epi64(t113, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t81;
        s = t82;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t114 = ((i + 3) < 1003) != 0;
        } else {
            t114 = 0;
        }
        if (t114) {
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
    long t1;
    long t2;
    int n;
    long t3;
    long t4;
    int fill_idx;
    long t5;
    long t6;
    __m512i t7;
    __m512 t8;
    __m512 t9;
    long t10;
    __m512i t11;
    __m512 t12;
    __m512 t13;
    long t14;
    __m512i t15;
    __m512 t16;
    __m512 t17;
    long t18;
    __m512i t19;
    __m512 t20;
    __m512 t21;
    int t22;
    long t23;
    long t24;
    long t25;
    __m512i t26;
    __m512 t27;
    __m512 t28;
    int t29;
    long t30;
    __m512i t31;
    __mmask16 t32;
    long t33;
    long t34;
    __m512i t35;
    __m512 t36;
    __m512 t37;
    int i;
    long t38;
    int count_idx;
    int n_1;
    int t39;
    int n_2;
    long t40;
    long t41;
    long t42;
    long t43;
    long t44;
    int t45;
    long t46;
    long t47;
    long t48;
    int t49;
    long t50;
    __m512i t51;
    __mmask16 t52;
    long t53;
    long t54;
    int i_1;
    long t55;
    const void *t56;
    unsigned long t57;
    long t58;
    unsigned long t59;
    const void *t60;
    int fill_idx_1;
    unsigned long t61;
    for (fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    if (1003L >= 64L) {
        t5 = 1003L & -64L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(&g[t6]);
            t8 = _mm512_cvtepi32_ps(t7);
            t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&gf[t6], t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(&g[t10]);
            t12 = _mm512_cvtepi32_ps(t11);
            t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&gf[t10], t13);
            t14 = (long)(int)((long)0 + (t1 + 32L));
            t15 = _mm512_loadu_si512(&g[t14]);
            t16 = _mm512_cvtepi32_ps(t15);
            t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&gf[t14], t17);
            t18 = (long)(int)((long)0 + (t1 + 48L));
            t19 = _mm512_loadu_si512(&g[t18]);
            t20 = _mm512_cvtepi32_ps(t19);
            t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&gf[t18], t21);
            t1 += 64L;
        } while (t1 < t5);
        t22 = (int)((long)0 + t5);
    } else {
        t22 = 0;
    }
    t23 = (long)t22 * -1L + 1003L;
    if (t23 >= 16L) {
        t24 = t23 & -16L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t22 + t2);
            t26 = _mm512_loadu_si512(&g[t25]);
            t27 = _mm512_cvtepi32_ps(t26);
            t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&gf[t25], t28);
            t2 += 16L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    t30 = (long)t29 * -1L + 1003L;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        t31 = _mm512_set1_epi32((int)(int)t30);
        t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        t33 = 0L;
        t34 = (long)(int)((long)t29 + t33);
        t35 = _mm512_maskz_loadu_epi32(t32, &g[t34]);
        t36 = _mm512_cvtepi32_ps(t35);
        t37 = _mm512_mul_ps(t36, _mm512_set1_ps(0.25f));
        _mm512_mask_storeu_ps(&gf[t34], t32, t37);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < 1003; i++) {
        t38 = (long)i;
        gf[t38] = (float)g[t38] * 0.25f;
    }
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t39 = 1;
        } else {
            t39 = 0;
            n = n_1;
        }
        if (!t39) {
            (_mm256_zeroupper(), load_before());
            (_mm256_zeroupper(), store_before());
            t59 = (_mm256_zeroupper(), hash_bytes((const void *)outf, 4012UL));
            t60 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t60, 4012UL)), (unsigned long long)t59);
            for (fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)((_mm256_zeroupper(), next_rand()) % 40U);
            }
            (_mm256_zeroupper(), load_inside());
            t61 = (_mm256_zeroupper(), hash_bytes(t60, 4012UL));
            (_mm256_zeroupper(), load_half());
            printf("inside %llx half %llx\n", (unsigned long long)t61, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t60, 4012UL)));
            return 0;
        }
        if (n > 1003) {
            n_2 = 1003;
        } else {
            n_2 = n;
        }
        if (1003L >= 64L) {
            t40 = 1003L & -64L;
            t3 = 0L;
            do {
                t41 = (long)(int)((long)0 + t3);
                _mm512_storeu_si512(&out[t41], _mm512_set1_epi32((int)-1));
                _mm512_storeu_ps(&outf[t41], _mm512_set1_ps(-1.0f));
                t42 = (long)(int)((long)0 + (t3 + 16L));
                _mm512_storeu_si512(&out[t42], _mm512_set1_epi32((int)-1));
                _mm512_storeu_ps(&outf[t42], _mm512_set1_ps(-1.0f));
                t43 = (long)(int)((long)0 + (t3 + 32L));
                _mm512_storeu_si512(&out[t43], _mm512_set1_epi32((int)-1));
                _mm512_storeu_ps(&outf[t43], _mm512_set1_ps(-1.0f));
                t44 = (long)(int)((long)0 + (t3 + 48L));
                _mm512_storeu_si512(&out[t44], _mm512_set1_epi32((int)-1));
                _mm512_storeu_ps(&outf[t44], _mm512_set1_ps(-1.0f));
                t3 += 64L;
            } while (t3 < t40);
            t45 = (int)((long)0 + t40);
        } else {
            t45 = 0;
        }
        t46 = (long)t45 * -1L + 1003L;
        if (t46 >= 16L) {
            t47 = t46 & -16L;
            t4 = 0L;
            do {
                t48 = (long)(int)((long)t45 + t4);
                _mm512_storeu_si512(&out[t48], _mm512_set1_epi32((int)-1));
                _mm512_storeu_ps(&outf[t48], _mm512_set1_ps(-1.0f));
                t4 += 16L;
            } while (t4 < t47);
            t49 = (int)((long)t45 + t47);
        } else {
            t49 = t45;
        }
        t50 = (long)t49 * -1L + 1003L;
        if ((t50 >= 1L) & (t50 <= 16L)) {
            t51 = _mm512_set1_epi32((int)(int)t50);
            t52 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t51, _MM_CMPINT_LT);
            t53 = 0L;
            t54 = (long)(int)((long)t49 + t53);
            _mm512_mask_storeu_epi32(&out[t54], t52, _mm512_set1_epi32((int)-1));
            _mm512_mask_storeu_ps(&outf[t54], t52, _mm512_set1_ps(-1.0f));
            i_1 = (int)((long)t49 + t50);
        } else {
            i_1 = t49;
        }
        for (; i_1 < 1003; i_1++) {
            t55 = (long)i_1;
            out[t55] = -1;
            outf[t55] = -1.0f;
        }
        (_mm256_zeroupper(), load_after(n_2));
        t56 = (const void *)out;
        t57 = (_mm256_zeroupper(), hash_bytes(t56, 4012UL));
        (_mm256_zeroupper(), store_after(n_2, 5));
        t58 = (_mm256_zeroupper(), window(n_2));
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t57, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t56, 4012UL)), t58);
    }
}
