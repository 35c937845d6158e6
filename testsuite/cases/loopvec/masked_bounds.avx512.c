/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_before(void) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    int t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    int t44;
    long t45;
    long t46;
    __m256i t47;
    __m256i t48;
    int t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    int t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    long t63;
    int t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    int i;
    if (1003L >= 32L) {
        t6 = 1003L & -32L;
        t7 = _mm256_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t9 = (int)((long)0 + t2);
            t10 = t1;
            t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t10, _mm256_set1_epi32((int)1), _MM_CMPINT_NLT));
            t12 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t11), (int *)((unsigned long)&g + (unsigned long)(long)(t9 - 1) * 4UL));
            t13 = t12;
            t14 = _mm256_set1_epi32((int)3);
            t15 = _mm256_mullo_epi32(t13, t14);
            t16 = t15;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), _mm256_movepi32_mask(t11), t16);
            t17 = (int)((long)0 + (t2 + 8L));
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t19 = t18;
            t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32((int)1), _MM_CMPINT_NLT));
            t21 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), (int *)((unsigned long)&g + (unsigned long)(long)(t17 - 1) * 4UL));
            t22 = t21;
            t23 = _mm256_set1_epi32((int)3);
            t24 = _mm256_mullo_epi32(t22, t23);
            t25 = t24;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t17 * 4UL), _mm256_movepi32_mask(t20), t25);
            t26 = (int)((long)0 + (t2 + 16L));
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t28 = t27;
            t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t28, _mm256_set1_epi32((int)1), _MM_CMPINT_NLT));
            t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (int *)((unsigned long)&g + (unsigned long)(long)(t26 - 1) * 4UL));
            t31 = t30;
            t32 = _mm256_set1_epi32((int)3);
            t33 = _mm256_mullo_epi32(t31, t32);
            t34 = t33;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t26 * 4UL), _mm256_movepi32_mask(t29), t34);
            t35 = (int)((long)0 + (t2 + 24L));
            t36 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t37 = t36;
            t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t37, _mm256_set1_epi32((int)1), _MM_CMPINT_NLT));
            t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), (int *)((unsigned long)&g + (unsigned long)(long)(t35 - 1) * 4UL));
            t40 = t39;
            t41 = _mm256_set1_epi32((int)3);
            t42 = _mm256_mullo_epi32(t40, t41);
            t43 = t42;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t35 * 4UL), _mm256_movepi32_mask(t38), t43);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t6);
        t44 = (int)((long)0 + t6);
    } else {
        t44 = 0;
    }
    t45 = (long)t44 * -1L + 1003L;
    if (t45 >= 8L) {
        t46 = t45 & -8L;
        t47 = _mm256_set1_epi32((int)t44);
        t48 = t47;
        t3 = _mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t49 = (int)((long)t44 + t4);
            t50 = t3;
            t51 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t50, _mm256_set1_epi32((int)1), _MM_CMPINT_NLT));
            t52 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), (int *)((unsigned long)&g + (unsigned long)(long)(t49 - 1) * 4UL));
            t53 = t52;
            t54 = _mm256_set1_epi32((int)3);
            t55 = _mm256_mullo_epi32(t53, t54);
            t56 = t55;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t49 * 4UL), _mm256_movepi32_mask(t51), t56);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t46);
        t57 = (int)((long)t44 + t46);
    } else {
        t57 = t44;
    }
    t58 = (long)t57 * -1L + 1003L;
    if ((t58 >= 1L) & (t58 <= 8L)) {
        t59 = _mm256_set1_epi32((int)(int)t58);
        t60 = _mm256_cmpgt_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t61 = _mm256_set1_epi32((int)t57);
        t62 = t61;
        t5 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t63 = 0L;
        t64 = (int)((long)t57 + t63);
        t65 = t5;
        t66 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t65, _mm256_set1_epi32((int)1), _MM_CMPINT_NLT));
        t67 = _mm256_and_si256(t60, t66);
        t68 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t67), (int *)((unsigned long)&g + (unsigned long)(long)(t64 - 1) * 4UL));
        t69 = t68;
        t70 = _mm256_set1_epi32((int)3);
        t71 = _mm256_mullo_epi32(t69, t70);
        t72 = t71;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t64 * 4UL), _mm256_movepi32_mask(t67), t72);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_after(int n) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    int t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    int t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    int t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    int t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    int t49;
    long t50;
    long t51;
    __m256i t52;
    __m256i t53;
    int t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    int t63;
    long t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    long t69;
    int t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    int i;
    int t83;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = (int)((long)0 + t2);
            t11 = t1;
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)4));
            t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t12);
            t14 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), (int *)((unsigned long)&g + (unsigned long)(long)(t10 + 4) * 4UL));
            t15 = t14;
            t16 = _mm256_set1_epi32((int)1);
            t17 = _mm256_add_epi32(t15, t16);
            t18 = t17;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t10 * 4UL), _mm256_movepi32_mask(t13), t18);
            t19 = (int)((long)0 + (t2 + 8L));
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)4));
            t23 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t22);
            t24 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (int *)((unsigned long)&g + (unsigned long)(long)(t19 + 4) * 4UL));
            t25 = t24;
            t26 = _mm256_set1_epi32((int)1);
            t27 = _mm256_add_epi32(t25, t26);
            t28 = t27;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t19 * 4UL), _mm256_movepi32_mask(t23), t28);
            t29 = (int)((long)0 + (t2 + 16L));
            t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t31 = t30;
            t32 = _mm256_add_epi32(t31, _mm256_set1_epi32((int)4));
            t33 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t32);
            t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (int *)((unsigned long)&g + (unsigned long)(long)(t29 + 4) * 4UL));
            t35 = t34;
            t36 = _mm256_set1_epi32((int)1);
            t37 = _mm256_add_epi32(t35, t36);
            t38 = t37;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t29 * 4UL), _mm256_movepi32_mask(t33), t38);
            t39 = (int)((long)0 + (t2 + 24L));
            t40 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t41 = t40;
            t42 = _mm256_add_epi32(t41, _mm256_set1_epi32((int)4));
            t43 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t42);
            t44 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), (int *)((unsigned long)&g + (unsigned long)(long)(t39 + 4) * 4UL));
            t45 = t44;
            t46 = _mm256_set1_epi32((int)1);
            t47 = _mm256_add_epi32(t45, t46);
            t48 = t47;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t39 * 4UL), _mm256_movepi32_mask(t43), t48);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t7);
        t49 = (int)((long)0 + t7);
    } else {
        t49 = 0;
    }
    t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 8L) {
        t51 = t50 & -8L;
        t52 = _mm256_set1_epi32((int)t49);
        t53 = t52;
        t3 = _mm256_add_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t54 = (int)((long)t49 + t4);
            t55 = t3;
            t56 = _mm256_add_epi32(t55, _mm256_set1_epi32((int)4));
            t57 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t56);
            t58 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t57), (int *)((unsigned long)&g + (unsigned long)(long)(t54 + 4) * 4UL));
            t59 = t58;
            t60 = _mm256_set1_epi32((int)1);
            t61 = _mm256_add_epi32(t59, t60);
            t62 = t61;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t54 * 4UL), _mm256_movepi32_mask(t57), t62);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t51);
        t63 = (int)((long)t49 + t51);
    } else {
        t63 = t49;
    }
    t64 = (long)n + (long)t63 * -1L;
    if ((t64 >= 1L) & (t64 <= 8L)) {
        t65 = _mm256_set1_epi32((int)(int)t64);
        t66 = _mm256_cmpgt_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t67 = _mm256_set1_epi32((int)t63);
        t68 = t67;
        t5 = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t69 = 0L;
        t70 = (int)((long)t63 + t69);
        t71 = t5;
        t72 = t71;
        t73 = _mm256_set1_epi32((int)4);
        t74 = _mm256_add_epi32(t72, t73);
        t75 = t74;
        t76 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t75);
        t77 = _mm256_and_si256(t66, t76);
        t78 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t77), (int *)((unsigned long)&g + (unsigned long)(long)(t70 + 4) * 4UL));
        t79 = t78;
        t80 = _mm256_set1_epi32((int)1);
        t81 = _mm256_add_epi32(t79, t80);
        t82 = t81;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t70 * 4UL), _mm256_movepi32_mask(t77), t82);
        i = (int)((long)t63 + t64);
    } else {
        i = t63;
    }
    for (; i < n; i++) {
        t83 = i + 4;
        if (t83 < 1003) {
            out[i] = g[t83] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_before(void) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    int t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    int t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    int t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256 t30;
    __m256 t31;
    int t32;
    long t33;
    long t34;
    __m256i t35;
    __m256i t36;
    int t37;
    __m256i t38;
    __m256i t39;
    __m256 t40;
    __m256 t41;
    int t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    long t48;
    int t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256 t54;
    int i;
    if (1003L >= 32L) {
        t6 = 1003L & -32L;
        t7 = _mm256_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t9 = (int)((long)0 + t2);
            t10 = t1;
            t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t10, _mm256_set1_epi32((int)2), _MM_CMPINT_NLT));
            t12 = _mm256_loadu_ps(&gf[t9]);
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t9 - 2) * 4UL), _mm256_movepi32_mask(t11), t13);
            t14 = (int)((long)0 + (t2 + 8L));
            t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t16 = t15;
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32((int)2), _MM_CMPINT_NLT));
            t18 = _mm256_loadu_ps(&gf[t14]);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t14 - 2) * 4UL), _mm256_movepi32_mask(t17), t19);
            t20 = (int)((long)0 + (t2 + 16L));
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t22 = t21;
            t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t22, _mm256_set1_epi32((int)2), _MM_CMPINT_NLT));
            t24 = _mm256_loadu_ps(&gf[t20]);
            t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t20 - 2) * 4UL), _mm256_movepi32_mask(t23), t25);
            t26 = (int)((long)0 + (t2 + 24L));
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t28 = t27;
            t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t28, _mm256_set1_epi32((int)2), _MM_CMPINT_NLT));
            t30 = _mm256_loadu_ps(&gf[t26]);
            t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t26 - 2) * 4UL), _mm256_movepi32_mask(t29), t31);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t6);
        t32 = (int)((long)0 + t6);
    } else {
        t32 = 0;
    }
    t33 = (long)t32 * -1L + 1003L;
    if (t33 >= 8L) {
        t34 = t33 & -8L;
        t35 = _mm256_set1_epi32((int)t32);
        t36 = t35;
        t3 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t37 = (int)((long)t32 + t4);
            t38 = t3;
            t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t38, _mm256_set1_epi32((int)2), _MM_CMPINT_NLT));
            t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t39), (float *)((unsigned long)&gf + (unsigned long)(long)t37 * 4UL));
            t41 = _mm256_mul_ps(t40, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t37 - 2) * 4UL), _mm256_movepi32_mask(t39), t41);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t34);
        t42 = (int)((long)t32 + t34);
    } else {
        t42 = t32;
    }
    t43 = (long)t42 * -1L + 1003L;
    if ((t43 >= 1L) & (t43 <= 8L)) {
        t44 = _mm256_set1_epi32((int)(int)t43);
        t45 = _mm256_cmpgt_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t46 = _mm256_set1_epi32((int)t42);
        t47 = t46;
        t5 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t48 = 0L;
        t49 = (int)((long)t42 + t48);
        t50 = t5;
        t51 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t50, _mm256_set1_epi32((int)2), _MM_CMPINT_NLT));
        t52 = _mm256_and_si256(t45, t51);
        t53 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t52), (float *)((unsigned long)&gf + (unsigned long)(long)t49 * 4UL));
        t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t49 - 2) * 4UL), _mm256_movepi32_mask(t52), t54);
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
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_inside(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int *t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int *t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    int *t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    int t44;
    long t45;
    long t46;
    long t47;
    int *t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    int t57;
    long t58;
    __m256i t59;
    __m256i t60;
    long t61;
    long t62;
    int *t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    int i;
    long t73;
    int *t74;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = &out[t4];
            t6 = _mm256_loadu_si256((const __m256i *)t5);
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)10));
            t8 = _mm256_loadu_si256((const __m256i *)&g[t4]);
            t9 = t8;
            t10 = _mm256_set1_epi32((int)2);
            t11 = _mm256_mullo_epi32(t9, t10);
            t12 = t11;
            t13 = _mm256_ternarylogic_epi32(t7, t12, _mm256_set1_epi32((int)7), 0xCA);
            _mm256_storeu_si256((__m256i *)t5, t13);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = &out[t14];
            t16 = _mm256_loadu_si256((const __m256i *)t15);
            t17 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32((int)10));
            t18 = _mm256_loadu_si256((const __m256i *)&g[t14]);
            t19 = t18;
            t20 = _mm256_set1_epi32((int)2);
            t21 = _mm256_mullo_epi32(t19, t20);
            t22 = t21;
            t23 = _mm256_ternarylogic_epi32(t17, t22, _mm256_set1_epi32((int)7), 0xCA);
            _mm256_storeu_si256((__m256i *)t15, t23);
            t24 = (long)(int)((long)0 + (t1 + 16L));
            t25 = &out[t24];
            t26 = _mm256_loadu_si256((const __m256i *)t25);
            t27 = _mm256_cmpgt_epi32(t26, _mm256_set1_epi32((int)10));
            t28 = _mm256_loadu_si256((const __m256i *)&g[t24]);
            t29 = t28;
            t30 = _mm256_set1_epi32((int)2);
            t31 = _mm256_mullo_epi32(t29, t30);
            t32 = t31;
            t33 = _mm256_ternarylogic_epi32(t27, t32, _mm256_set1_epi32((int)7), 0xCA);
            _mm256_storeu_si256((__m256i *)t25, t33);
            t34 = (long)(int)((long)0 + (t1 + 24L));
            t35 = &out[t34];
            t36 = _mm256_loadu_si256((const __m256i *)t35);
            t37 = _mm256_cmpgt_epi32(t36, _mm256_set1_epi32((int)10));
            t38 = _mm256_loadu_si256((const __m256i *)&g[t34]);
            t39 = t38;
            t40 = _mm256_set1_epi32((int)2);
            t41 = _mm256_mullo_epi32(t39, t40);
            t42 = t41;
            t43 = _mm256_ternarylogic_epi32(t37, t42, _mm256_set1_epi32((int)7), 0xCA);
            _mm256_storeu_si256((__m256i *)t35, t43);
            t1 += 32L;
        } while (t1 < t3);
        t44 = (int)((long)0 + t3);
    } else {
        t44 = 0;
    }
    t45 = (long)t44 * -1L + 1003L;
    if (t45 >= 8L) {
        t46 = t45 & -8L;
        t2 = 0L;
        do {
            t47 = (long)(int)((long)t44 + t2);
            t48 = &out[t47];
            t49 = _mm256_loadu_si256((const __m256i *)t48);
            t50 = _mm256_cmpgt_epi32(t49, _mm256_set1_epi32((int)10));
            t51 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t50), (int *)((unsigned long)&g + (unsigned long)t47 * 4UL));
            t52 = t51;
            t53 = _mm256_set1_epi32((int)2);
            t54 = _mm256_mullo_epi32(t52, t53);
            t55 = t54;
            t56 = _mm256_ternarylogic_epi32(t50, t55, _mm256_set1_epi32((int)7), 0xCA);
            _mm256_storeu_si256((__m256i *)t48, t56);
            t2 += 8L;
        } while (t2 < t46);
        t57 = (int)((long)t44 + t46);
    } else {
        t57 = t44;
    }
    t58 = (long)t57 * -1L + 1003L;
    if ((t58 >= 1L) & (t58 <= 8L)) {
        t59 = _mm256_set1_epi32((int)(int)t58);
        t60 = _mm256_cmpgt_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t61 = 0L;
        t62 = (long)(int)((long)t57 + t61);
        t63 = &out[t62];
        t64 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t60), t63);
        t65 = _mm256_cmpgt_epi32(t64, _mm256_set1_epi32((int)10));
        t66 = _mm256_and_si256(t60, t65);
        t67 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t66), (int *)((unsigned long)&g + (unsigned long)t62 * 4UL));
        t68 = t67;
        t69 = _mm256_set1_epi32((int)2);
        t70 = _mm256_mullo_epi32(t68, t69);
        t71 = t70;
        t72 = _mm256_ternarylogic_epi32(t65, t71, _mm256_set1_epi32((int)7), 0xCA);
        _mm256_mask_storeu_epi32(t63, _mm256_movepi32_mask(t60), t72);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_half(void) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    long t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    long t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int t62;
    long t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    long t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    long t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    int i;
    long t79;
    if (1003L >= 32L) {
        t6 = 1003L & -32L;
        t7 = _mm256_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t9);
            t11 = (long)(int)((long)0 + t2);
            t12 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t10), (int *)((unsigned long)&half + (unsigned long)t11 * 4UL));
            t13 = t12;
            t14 = _mm256_set1_epi32((int)1);
            t15 = _mm256_add_epi32(t13, t14);
            t16 = t15;
            t17 = _mm256_ternarylogic_epi32(t10, t16, _mm256_set1_epi32((int)-3), 0xCA);
            _mm256_storeu_si256((__m256i *)&out[t11], t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t19 = t18;
            t20 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t19);
            t21 = (long)(int)((long)0 + (t2 + 8L));
            t22 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), (int *)((unsigned long)&half + (unsigned long)t21 * 4UL));
            t23 = t22;
            t24 = _mm256_set1_epi32((int)1);
            t25 = _mm256_add_epi32(t23, t24);
            t26 = t25;
            t27 = _mm256_ternarylogic_epi32(t20, t26, _mm256_set1_epi32((int)-3), 0xCA);
            _mm256_storeu_si256((__m256i *)&out[t21], t27);
            t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t29 = t28;
            t30 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t29);
            t31 = (long)(int)((long)0 + (t2 + 16L));
            t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t30), (int *)((unsigned long)&half + (unsigned long)t31 * 4UL));
            t33 = t32;
            t34 = _mm256_set1_epi32((int)1);
            t35 = _mm256_add_epi32(t33, t34);
            t36 = t35;
            t37 = _mm256_ternarylogic_epi32(t30, t36, _mm256_set1_epi32((int)-3), 0xCA);
            _mm256_storeu_si256((__m256i *)&out[t31], t37);
            t38 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t39 = t38;
            t40 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t39);
            t41 = (long)(int)((long)0 + (t2 + 24L));
            t42 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t40), (int *)((unsigned long)&half + (unsigned long)t41 * 4UL));
            t43 = t42;
            t44 = _mm256_set1_epi32((int)1);
            t45 = _mm256_add_epi32(t43, t44);
            t46 = t45;
            t47 = _mm256_ternarylogic_epi32(t40, t46, _mm256_set1_epi32((int)-3), 0xCA);
            _mm256_storeu_si256((__m256i *)&out[t41], t47);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t6);
        t48 = (int)((long)0 + t6);
    } else {
        t48 = 0;
    }
    t49 = (long)t48 * -1L + 1003L;
    if (t49 >= 8L) {
        t50 = t49 & -8L;
        t51 = _mm256_set1_epi32((int)t48);
        t52 = t51;
        t3 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t53 = t3;
            t54 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t53);
            t55 = (long)(int)((long)t48 + t4);
            t56 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), (int *)((unsigned long)&half + (unsigned long)t55 * 4UL));
            t57 = t56;
            t58 = _mm256_set1_epi32((int)1);
            t59 = _mm256_add_epi32(t57, t58);
            t60 = t59;
            t61 = _mm256_ternarylogic_epi32(t54, t60, _mm256_set1_epi32((int)-3), 0xCA);
            _mm256_storeu_si256((__m256i *)&out[t55], t61);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t50);
        t62 = (int)((long)t48 + t50);
    } else {
        t62 = t48;
    }
    t63 = (long)t62 * -1L + 1003L;
    if ((t63 >= 1L) & (t63 <= 8L)) {
        t64 = _mm256_set1_epi32((int)(int)t63);
        t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t66 = _mm256_set1_epi32((int)t62);
        t67 = t66;
        t5 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t68 = 0L;
        t69 = t5;
        t70 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t69);
        t71 = _mm256_and_si256(t65, t70);
        t72 = (long)(int)((long)t62 + t68);
        t73 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t71), (int *)((unsigned long)&half + (unsigned long)t72 * 4UL));
        t74 = t73;
        t75 = _mm256_set1_epi32((int)1);
        t76 = _mm256_add_epi32(t74, t75);
        t77 = t76;
        t78 = _mm256_ternarylogic_epi32(t70, t77, _mm256_set1_epi32((int)-3), 0xCA);
        _mm256_mask_storeu_epi32(&out[t72], _mm256_movepi32_mask(t65), t78);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_after(int n, int k) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    int t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    int t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
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
    int t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int t62;
    long t63;
    long t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    int t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    int t80;
    long t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    long t87;
    int t88;
    __m256i t89;
    __m256i t90;
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
    int i;
    int t102;
    int t103;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm256_set1_epi32((int)k);
        t9 = _mm256_set1_epi32((int)0);
        t10 = t9;
        t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t11 = (int)((long)0 + t2);
            t12 = t1;
            t13 = _mm256_loadu_si256((const __m256i *)&g[t11]);
            t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32((int)10));
            t15 = t12;
            t16 = t8;
            t17 = _mm256_add_epi32(t15, t16);
            t18 = t17;
            t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t18);
            t20 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            t21 = _mm256_ternarylogic_epi32(t14, t20, _mm256_set1_epi32((int)0), 0xCA);
            t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t21, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t11 + k) * 4UL), _mm256_movepi32_mask(t22), t13);
            t23 = (int)((long)0 + (t2 + 8L));
            t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t25 = t24;
            t26 = _mm256_loadu_si256((const __m256i *)&g[t23]);
            t27 = _mm256_cmpgt_epi32(t26, _mm256_set1_epi32((int)10));
            t28 = t25;
            t29 = t8;
            t30 = _mm256_add_epi32(t28, t29);
            t31 = t30;
            t32 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t31);
            t33 = (__m256i)__builtin_convertvector((vcc_m8)t32 & 1, vcc_v8_int);
            t34 = _mm256_ternarylogic_epi32(t27, t33, _mm256_set1_epi32((int)0), 0xCA);
            t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t34, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t23 + k) * 4UL), _mm256_movepi32_mask(t35), t26);
            t36 = (int)((long)0 + (t2 + 16L));
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t38 = t37;
            t39 = _mm256_loadu_si256((const __m256i *)&g[t36]);
            t40 = _mm256_cmpgt_epi32(t39, _mm256_set1_epi32((int)10));
            t41 = t38;
            t42 = t8;
            t43 = _mm256_add_epi32(t41, t42);
            t44 = t43;
            t45 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t44);
            t46 = (__m256i)__builtin_convertvector((vcc_m8)t45 & 1, vcc_v8_int);
            t47 = _mm256_ternarylogic_epi32(t40, t46, _mm256_set1_epi32((int)0), 0xCA);
            t48 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t47, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t36 + k) * 4UL), _mm256_movepi32_mask(t48), t39);
            t49 = (int)((long)0 + (t2 + 24L));
            t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t51 = t50;
            t52 = _mm256_loadu_si256((const __m256i *)&g[t49]);
            t53 = _mm256_cmpgt_epi32(t52, _mm256_set1_epi32((int)10));
            t54 = t51;
            t55 = t8;
            t56 = _mm256_add_epi32(t54, t55);
            t57 = t56;
            t58 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t57);
            t59 = (__m256i)__builtin_convertvector((vcc_m8)t58 & 1, vcc_v8_int);
            t60 = _mm256_ternarylogic_epi32(t53, t59, _mm256_set1_epi32((int)0), 0xCA);
            t61 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t60, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t49 + k) * 4UL), _mm256_movepi32_mask(t61), t52);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t7);
        t62 = (int)((long)0 + t7);
    } else {
        t62 = 0;
    }
    t63 = (long)n + (long)t62 * -1L;
    if (t63 >= 8L) {
        t64 = t63 & -8L;
        t65 = _mm256_set1_epi32((int)k);
        t66 = _mm256_set1_epi32((int)t62);
        t67 = t66;
        t3 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t68 = (int)((long)t62 + t4);
            t69 = t3;
            t70 = _mm256_loadu_si256((const __m256i *)&g[t68]);
            t71 = _mm256_cmpgt_epi32(t70, _mm256_set1_epi32((int)10));
            t72 = t69;
            t73 = t65;
            t74 = _mm256_add_epi32(t72, t73);
            t75 = t74;
            t76 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t75);
            t77 = (__m256i)__builtin_convertvector((vcc_m8)t76 & 1, vcc_v8_int);
            t78 = _mm256_ternarylogic_epi32(t71, t77, _mm256_set1_epi32((int)0), 0xCA);
            t79 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t78, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t68 + k) * 4UL), _mm256_movepi32_mask(t79), t70);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t64);
        t80 = (int)((long)t62 + t64);
    } else {
        t80 = t62;
    }
    t81 = (long)n + (long)t80 * -1L;
    if ((t81 >= 1L) & (t81 <= 8L)) {
        t82 = _mm256_set1_epi32((int)(int)t81);
        t83 = _mm256_cmpgt_epi32(t82, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t84 = _mm256_set1_epi32((int)k);
        t85 = _mm256_set1_epi32((int)t80);
        t86 = t85;
        t5 = _mm256_add_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t87 = 0L;
        t88 = (int)((long)t80 + t87);
        t89 = t5;
        t90 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t83), &g[t88]);
        t91 = _mm256_cmpgt_epi32(t90, _mm256_set1_epi32((int)10));
        t92 = _mm256_and_si256(t83, t91);
        t93 = t89;
        t94 = t84;
        t95 = _mm256_add_epi32(t93, t94);
        t96 = t95;
        t97 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t96);
        t98 = (__m256i)__builtin_convertvector((vcc_m8)t97 & 1, vcc_v8_int);
        t99 = _mm256_ternarylogic_epi32(t92, t98, _mm256_set1_epi32((int)0), 0xCA);
        t100 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t99, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
        t101 = _mm256_and_si256(t83, t100);
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t88 + k) * 4UL), _mm256_movepi32_mask(t101), t90);
        i = (int)((long)t80 + t81);
    } else {
        i = t80;
    }
    for (; i < n; i++) {
        t102 = g[i];
        if (t102 > 10) {
            t103 = ((i + k) < 1003) != 0;
        } else {
            t103 = 0;
        }
        if (t103) {
            out[i + k] = t102;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long window(int n) {
    vcc_no_contract_body
    __m128i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m128i t7;
    long t8;
    __m256i t9;
    long t10;
    long t11;
    __m128i t12;
    __m128i t13;
    int t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    __m128i t56;
    __m128i t57;
    __m128i t58;
    __m128i t59;
    __m128i t60;
    __m128i t61;
    __m128i t62;
    __m128i t63;
    __m128i t64;
    __m128i t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    int t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128i t82;
    __m128i t83;
    __m128i t84;
    __m128i t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m128i t92;
    __m128i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    int t100;
    long t101;
    long t102;
    long t103;
    __m128i t104;
    __m128i t105;
    int t106;
    __m128i t107;
    __m128i t108;
    __m128i t109;
    __m128i t110;
    __m128i t111;
    __m128i t112;
    __m128i t113;
    __m128i t114;
    __m128i t115;
    __m128i t116;
    __m128i t117;
    __m128i t118;
    __m128i t119;
    __m128i t120;
    __m128i t121;
    __m128i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    int i;
    long s;
    int t126;
    long s_1;
    t10 = (long)n;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        t12 = _mm_set1_epi32((int)0);
        t13 = t12;
        t1 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
        t2 = 0L;
        t3 = _mm256_set1_epi64x((long long)0LL);
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            t14 = (int)((long)0 + t2);
            t15 = t1;
            t16 = _mm_movm_epi32(_mm_cmp_epi32_mask(t15, _mm_set1_epi32((int)3), _MM_CMPINT_NLT));
            t17 = t15;
            t18 = _mm_set1_epi32((int)3);
            t19 = _mm_add_epi32(t17, t18);
            t20 = t19;
            t21 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t20);
            t22 = (__m128i)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            t23 = _mm_ternarylogic_epi32(t16, t22, _mm_set1_epi32((int)0), 0xCA);
            t24 = _mm_movm_epi32(_mm_cmp_epi32_mask(t23, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t25 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t24), (int *)((unsigned long)&g + (unsigned long)(long)(t14 - 3) * 4UL));
            t26 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t24), (int *)((unsigned long)&g + (unsigned long)(long)(t14 + 3) * 4UL));
            t27 = t25;
            t28 = t26;
            t29 = _mm_sub_epi32(t27, t28);
            t30 = t29;
            t31 = _mm256_cvtepi32_epi64(t30);
            t32 = t31;
            t33 = _mm256_add_epi64(t3, t32);
            t3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t24), t3, t33);
            t34 = (int)((long)0 + (t2 + 4L));
            t35 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t36 = t35;
            t37 = _mm_movm_epi32(_mm_cmp_epi32_mask(t36, _mm_set1_epi32((int)3), _MM_CMPINT_NLT));
            t38 = t36;
            t39 = _mm_set1_epi32((int)3);
            t40 = _mm_add_epi32(t38, t39);
            t41 = t40;
            t42 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t41);
            t43 = (__m128i)__builtin_convertvector((vcc_m4)t42 & 1, vcc_v4_int);
            t44 = _mm_ternarylogic_epi32(t37, t43, _mm_set1_epi32((int)0), 0xCA);
            t45 = _mm_movm_epi32(_mm_cmp_epi32_mask(t44, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t46 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t45), (int *)((unsigned long)&g + (unsigned long)(long)(t34 - 3) * 4UL));
            t47 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t45), (int *)((unsigned long)&g + (unsigned long)(long)(t34 + 3) * 4UL));
            t48 = t46;
            t49 = t47;
            t50 = _mm_sub_epi32(t48, t49);
            t51 = t50;
            t52 = _mm256_cvtepi32_epi64(t51);
            t53 = t52;
            t54 = _mm256_add_epi64(t4, t53);
            t4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t45), t4, t54);
            t55 = (int)((long)0 + (t2 + 8L));
            t56 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t57 = t56;
            t58 = _mm_movm_epi32(_mm_cmp_epi32_mask(t57, _mm_set1_epi32((int)3), _MM_CMPINT_NLT));
            t59 = t57;
            t60 = _mm_set1_epi32((int)3);
            t61 = _mm_add_epi32(t59, t60);
            t62 = t61;
            t63 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t62);
            t64 = (__m128i)__builtin_convertvector((vcc_m4)t63 & 1, vcc_v4_int);
            t65 = _mm_ternarylogic_epi32(t58, t64, _mm_set1_epi32((int)0), 0xCA);
            t66 = _mm_movm_epi32(_mm_cmp_epi32_mask(t65, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t67 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t66), (int *)((unsigned long)&g + (unsigned long)(long)(t55 - 3) * 4UL));
            t68 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t66), (int *)((unsigned long)&g + (unsigned long)(long)(t55 + 3) * 4UL));
            t69 = t67;
            t70 = t68;
            t71 = _mm_sub_epi32(t69, t70);
            t72 = t71;
            t73 = _mm256_cvtepi32_epi64(t72);
            t74 = t73;
            t75 = _mm256_add_epi64(t5, t74);
            t5 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t66), t5, t75);
            t76 = (int)((long)0 + (t2 + 12L));
            t77 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t78 = t77;
            t79 = _mm_movm_epi32(_mm_cmp_epi32_mask(t78, _mm_set1_epi32((int)3), _MM_CMPINT_NLT));
            t80 = t78;
            t81 = _mm_set1_epi32((int)3);
            t82 = _mm_add_epi32(t80, t81);
            t83 = t82;
            t84 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t83);
            t85 = (__m128i)__builtin_convertvector((vcc_m4)t84 & 1, vcc_v4_int);
            t86 = _mm_ternarylogic_epi32(t79, t85, _mm_set1_epi32((int)0), 0xCA);
            t87 = _mm_movm_epi32(_mm_cmp_epi32_mask(t86, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t88 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t87), (int *)((unsigned long)&g + (unsigned long)(long)(t76 - 3) * 4UL));
            t89 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t87), (int *)((unsigned long)&g + (unsigned long)(long)(t76 + 3) * 4UL));
            t90 = t88;
            t91 = t89;
            t92 = _mm_sub_epi32(t90, t91);
            t93 = t92;
            t94 = _mm256_cvtepi32_epi64(t93);
            t95 = t94;
            t96 = _mm256_add_epi64(t6, t95);
            t6 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t87), t6, t96);
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
        } while (t2 < t11);
        t97 = _mm256_add_epi64(t3, t4);
        t98 = _mm256_add_epi64(t97, t5);
        t99 = _mm256_add_epi64(t98, t6);
        t100 = (int)((long)0 + t11);
        t101 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(t99, _mm_add_epi64, unsigned long));
    } else {
        t100 = 0;
        t101 = 0L;
    }
    t102 = (long)n + (long)t100 * -1L;
    if (t102 >= 4L) {
        t103 = t102 & -4L;
        t104 = _mm_set1_epi32((int)t100);
        t105 = t104;
        t7 = _mm_add_epi32(t105, _mm_setr_epi32(0, 1, 2, 3));
        t8 = 0L;
        t9 = _mm256_set1_epi64x((long long)0LL);
        do {
            t106 = (int)((long)t100 + t8);
            t107 = t7;
            t108 = _mm_movm_epi32(_mm_cmp_epi32_mask(t107, _mm_set1_epi32((int)3), _MM_CMPINT_NLT));
            t109 = t107;
            t110 = _mm_set1_epi32((int)3);
            t111 = _mm_add_epi32(t109, t110);
            t112 = t111;
            t113 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t112);
            t114 = (__m128i)__builtin_convertvector((vcc_m4)t113 & 1, vcc_v4_int);
            t115 = _mm_ternarylogic_epi32(t108, t114, _mm_set1_epi32((int)0), 0xCA);
            t116 = _mm_movm_epi32(_mm_cmp_epi32_mask(t115, _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            t117 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t116), (int *)((unsigned long)&g + (unsigned long)(long)(t106 - 3) * 4UL));
            t118 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t116), (int *)((unsigned long)&g + (unsigned long)(long)(t106 + 3) * 4UL));
            t119 = t117;
            t120 = t118;
            t121 = _mm_sub_epi32(t119, t120);
            t122 = t121;
            t123 = _mm256_cvtepi32_epi64(t122);
            t124 = t123;
            t125 = _mm256_add_epi64(t9, t124);
            t9 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t116), t9, t125);
            t8 += 4L;
            t7 = _mm_add_epi32(t7, _mm_set1_epi32((int)4));
        } while (t8 < t103);
        i = (int)((long)t100 + t103);
        s = (long)((unsigned long)t101 + vcc_avx2_reduce_epi64(t9, _mm_add_epi64, unsigned long));
    } else {
        i = t100;
        s = t101;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t126 = ((i + 3) < 1003) != 0;
        } else {
            t126 = 0;
        }
        if (t126) {
            s_1 = s + (long)(g[i - 3] - g[i + 3]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

static __typeof__(outf) outf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    int n;
    long t3;
    long t4;
    int fill_idx;
    long t5;
    long t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    long t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    long t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    long t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    int t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    __m256i t31;
    __m256i t32;
    long t33;
    long t34;
    __m256i t35;
    __m256 t36;
    __m256 t37;
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
    __m256i t51;
    __m256i t52;
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
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)&g[t6]);
            t8 = _mm256_cvtepi32_ps(t7);
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t6], t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)&g[t10]);
            t12 = _mm256_cvtepi32_ps(t11);
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t10], t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm256_loadu_si256((const __m256i *)&g[t14]);
            t16 = _mm256_cvtepi32_ps(t15);
            t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t14], t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = _mm256_loadu_si256((const __m256i *)&g[t18]);
            t20 = _mm256_cvtepi32_ps(t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t18], t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)((long)0 + t5);
    } else {
        t22 = 0;
    }
    t23 = (long)t22 * -1L + 1003L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t22 + t2);
            t26 = _mm256_loadu_si256((const __m256i *)&g[t25]);
            t27 = _mm256_cvtepi32_ps(t26);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t25], t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    t30 = (long)t29 * -1L + 1003L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        t31 = _mm256_set1_epi32((int)(int)t30);
        t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t33 = 0L;
        t34 = (long)(int)((long)t29 + t33);
        t35 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), &g[t34]);
        t36 = _mm256_cvtepi32_ps(t35);
        t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.25f));
        _mm256_mask_storeu_ps(&gf[t34], _mm256_movepi32_mask(t32), t37);
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
        if (1003L >= 32L) {
            t40 = 1003L & -32L;
            t3 = 0L;
            do {
                t41 = (long)(int)((long)0 + t3);
                _mm256_storeu_si256((__m256i *)&out[t41], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t41], _mm256_set1_ps(-1.0f));
                t42 = (long)(int)((long)0 + (t3 + 8L));
                _mm256_storeu_si256((__m256i *)&out[t42], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t42], _mm256_set1_ps(-1.0f));
                t43 = (long)(int)((long)0 + (t3 + 16L));
                _mm256_storeu_si256((__m256i *)&out[t43], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t43], _mm256_set1_ps(-1.0f));
                t44 = (long)(int)((long)0 + (t3 + 24L));
                _mm256_storeu_si256((__m256i *)&out[t44], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t44], _mm256_set1_ps(-1.0f));
                t3 += 32L;
            } while (t3 < t40);
            t45 = (int)((long)0 + t40);
        } else {
            t45 = 0;
        }
        t46 = (long)t45 * -1L + 1003L;
        if (t46 >= 8L) {
            t47 = t46 & -8L;
            t4 = 0L;
            do {
                t48 = (long)(int)((long)t45 + t4);
                _mm256_storeu_si256((__m256i *)&out[t48], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t48], _mm256_set1_ps(-1.0f));
                t4 += 8L;
            } while (t4 < t47);
            t49 = (int)((long)t45 + t47);
        } else {
            t49 = t45;
        }
        t50 = (long)t49 * -1L + 1003L;
        if ((t50 >= 1L) & (t50 <= 8L)) {
            t51 = _mm256_set1_epi32((int)(int)t50);
            t52 = _mm256_cmpgt_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t53 = 0L;
            t54 = (long)(int)((long)t49 + t53);
            _mm256_mask_storeu_epi32(&out[t54], _mm256_movepi32_mask(t52), _mm256_set1_epi32((int)-1));
            _mm256_mask_storeu_ps(&outf[t54], _mm256_movepi32_mask(t52), _mm256_set1_ps(-1.0f));
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
