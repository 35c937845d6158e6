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
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        int t7 = (int)t2;
        __m256i t8 = t1;
        __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t8, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (int *)((unsigned long)&g + (unsigned long)(long)(t7 - 1) * 4UL));
        __m256i t11 = t10;
        __m256i t12 = _mm256_set1_epi32(3);
        __m256i t13 = _mm256_mullo_epi32(t11, t12);
        __m256i t14 = t13;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t7 * 4UL), _mm256_movepi32_mask(t9), t14);
        int t15 = (int)(t2 + 8L);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t17 = t16;
        __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t17, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i t19 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), (int *)((unsigned long)&g + (unsigned long)(long)(t15 - 1) * 4UL));
        __m256i t20 = t19;
        __m256i t21 = _mm256_set1_epi32(3);
        __m256i t22 = _mm256_mullo_epi32(t20, t21);
        __m256i t23 = t22;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t15 * 4UL), _mm256_movepi32_mask(t18), t23);
        int t24 = (int)(t2 + 16L);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t26 = t25;
        __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t26, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i t28 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), (int *)((unsigned long)&g + (unsigned long)(long)(t24 - 1) * 4UL));
        __m256i t29 = t28;
        __m256i t30 = _mm256_set1_epi32(3);
        __m256i t31 = _mm256_mullo_epi32(t29, t30);
        __m256i t32 = t31;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t24 * 4UL), _mm256_movepi32_mask(t27), t32);
        int t33 = (int)(t2 + 24L);
        __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t35 = t34;
        __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t35, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), (int *)((unsigned long)&g + (unsigned long)(long)(t33 - 1) * 4UL));
        __m256i t38 = t37;
        __m256i t39 = _mm256_set1_epi32(3);
        __m256i t40 = _mm256_mullo_epi32(t38, t39);
        __m256i t41 = t40;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t33 * 4UL), _mm256_movepi32_mask(t36), t41);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 992L);
    __m256i t42 = _mm256_set1_epi32(992);
    __m256i t43 = t42;
    __m256i t3 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t4 = 0L;
    do {
        int t44 = (int)(992L + t4);
        __m256i t45 = t3;
        __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t45, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i t47 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t46), (int *)((unsigned long)&g + (unsigned long)(long)(t44 - 1) * 4UL));
        __m256i t48 = t47;
        __m256i t49 = _mm256_set1_epi32(3);
        __m256i t50 = _mm256_mullo_epi32(t48, t49);
        __m256i t51 = t50;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t44 * 4UL), _mm256_movepi32_mask(t46), t51);
        t4 += 8L;
        t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
    } while (t4 < 8L);
    __m256i t52 = _mm256_set1_epi32(3);
    __m256i t53 = _mm256_cmpgt_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t54 = _mm256_set1_epi32(1000);
    __m256i t55 = t54;
    __m256i t56 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t57 = t56;
    __m256i t58 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t57, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
    __m256i t59 = _mm256_and_si256(t53, t58);
    __m256i t60 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t59), (int *)((unsigned long)&g + 3996UL));
    __m256i t61 = t60;
    __m256i t62 = _mm256_set1_epi32(3);
    __m256i t63 = _mm256_mullo_epi32(t61, t62);
    __m256i t64 = t63;
    _mm256_mask_storeu_epi32((int *)((unsigned long)&out + 4000UL), _mm256_movepi32_mask(t59), t64);
    for (int i = 1003; i < 1003; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_after(int n) {
    vcc_no_contract_body
    int t48;
    int t62;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            int t9 = (int)t2;
            __m256i t10 = t1;
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(4));
            __m256i t12 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t11);
            __m256i t13 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), (int *)((unsigned long)&g + (unsigned long)(long)(t9 + 4) * 4UL));
            __m256i t14 = t13;
            __m256i t15 = _mm256_set1_epi32(1);
            __m256i t16 = _mm256_add_epi32(t14, t15);
            __m256i t17 = t16;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), _mm256_movepi32_mask(t12), t17);
            int t18 = (int)(t2 + 8L);
            __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t20 = t19;
            __m256i t21 = _mm256_add_epi32(t20, _mm256_set1_epi32(4));
            __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t21);
            __m256i t23 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)&g + (unsigned long)(long)(t18 + 4) * 4UL));
            __m256i t24 = t23;
            __m256i t25 = _mm256_set1_epi32(1);
            __m256i t26 = _mm256_add_epi32(t24, t25);
            __m256i t27 = t26;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t18 * 4UL), _mm256_movepi32_mask(t22), t27);
            int t28 = (int)(t2 + 16L);
            __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t30 = t29;
            __m256i t31 = _mm256_add_epi32(t30, _mm256_set1_epi32(4));
            __m256i t32 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t31);
            __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), (int *)((unsigned long)&g + (unsigned long)(long)(t28 + 4) * 4UL));
            __m256i t34 = t33;
            __m256i t35 = _mm256_set1_epi32(1);
            __m256i t36 = _mm256_add_epi32(t34, t35);
            __m256i t37 = t36;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t28 * 4UL), _mm256_movepi32_mask(t32), t37);
            int t38 = (int)(t2 + 24L);
            __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t40 = t39;
            __m256i t41 = _mm256_add_epi32(t40, _mm256_set1_epi32(4));
            __m256i t42 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t41);
            __m256i t43 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t42), (int *)((unsigned long)&g + (unsigned long)(long)(t38 + 4) * 4UL));
            __m256i t44 = t43;
            __m256i t45 = _mm256_set1_epi32(1);
            __m256i t46 = _mm256_add_epi32(t44, t45);
            __m256i t47 = t46;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t38 * 4UL), _mm256_movepi32_mask(t42), t47);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t48 = (int)t6;
    } else {
        t48 = 0;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if (t49 >= 8L) {
        long t50 = t49 & -8L;
        __m256i t51 = _mm256_set1_epi32((int)t48);
        __m256i t52 = t51;
        __m256i t3 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            int t53 = (int)((long)t48 + t4);
            __m256i t54 = t3;
            __m256i t55 = _mm256_add_epi32(t54, _mm256_set1_epi32(4));
            __m256i t56 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t55);
            __m256i t57 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t56), (int *)((unsigned long)&g + (unsigned long)(long)(t53 + 4) * 4UL));
            __m256i t58 = t57;
            __m256i t59 = _mm256_set1_epi32(1);
            __m256i t60 = _mm256_add_epi32(t58, t59);
            __m256i t61 = t60;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t53 * 4UL), _mm256_movepi32_mask(t56), t61);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t50);
        t62 = (int)((long)t48 + t50);
    } else {
        t62 = t48;
    }
    long t63 = (long)n + (long)t62 * -1L;
    if ((t63 >= 1L) & (t63 <= 8L)) {
        __m256i t64 = _mm256_set1_epi32((int)(int)t63);
        __m256i t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t66 = _mm256_set1_epi32((int)t62);
        __m256i t67 = t66;
        __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t69 = (int)(long)t62;
        __m256i t70 = t68;
        __m256i t71 = t70;
        __m256i t72 = _mm256_set1_epi32(4);
        __m256i t73 = _mm256_add_epi32(t71, t72);
        __m256i t74 = t73;
        __m256i t75 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t74);
        __m256i t76 = _mm256_and_si256(t65, t75);
        __m256i t77 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t76), (int *)((unsigned long)&g + (unsigned long)(long)(t69 + 4) * 4UL));
        __m256i t78 = t77;
        __m256i t79 = _mm256_set1_epi32(1);
        __m256i t80 = _mm256_add_epi32(t78, t79);
        __m256i t81 = t80;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t69 * 4UL), _mm256_movepi32_mask(t76), t81);
        i = (int)((long)t62 + t63);
    } else {
        i = t62;
    }
    for (; i < n; i++) {
        int t82 = i + 4;
        if (t82 < 1003) {
            out[i] = g[t82] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_before(void) {
    vcc_no_contract_body
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        int t7 = (int)t2;
        __m256i t8 = t1;
        __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t8, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 t10 = _mm256_loadu_ps(&gf[t7]);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t7 - 2) * 4UL), _mm256_movepi32_mask(t9), t11);
        int t12 = (int)(t2 + 8L);
        __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t14 = t13;
        __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 t16 = _mm256_loadu_ps(&gf[t12]);
        __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t12 - 2) * 4UL), _mm256_movepi32_mask(t15), t17);
        int t18 = (int)(t2 + 16L);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t20 = t19;
        __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t20, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 t22 = _mm256_loadu_ps(&gf[t18]);
        __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t18 - 2) * 4UL), _mm256_movepi32_mask(t21), t23);
        int t24 = (int)(t2 + 24L);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t26 = t25;
        __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t26, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 t28 = _mm256_loadu_ps(&gf[t24]);
        __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t24 - 2) * 4UL), _mm256_movepi32_mask(t27), t29);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 992L);
    __m256i t30 = _mm256_set1_epi32(992);
    __m256i t31 = t30;
    __m256i t3 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t4 = 0L;
    do {
        int t32 = (int)(992L + t4);
        __m256i t33 = t3;
        __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t33, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 t35 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t34), (float *)((unsigned long)&gf + (unsigned long)(long)t32 * 4UL));
        __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t32 - 2) * 4UL), _mm256_movepi32_mask(t34), t36);
        t4 += 8L;
        t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
    } while (t4 < 8L);
    __m256i t37 = _mm256_set1_epi32(3);
    __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t39 = _mm256_set1_epi32(1000);
    __m256i t40 = t39;
    __m256i t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t42 = t41;
    __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t42, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
    __m256i t44 = _mm256_and_si256(t38, t43);
    __m256 t45 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t44), (float *)((unsigned long)&gf + 4000UL));
    __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.5f));
    _mm256_mask_storeu_ps((float *)((unsigned long)&outf + 3992UL), _mm256_movepi32_mask(t44), t46);
    for (int i = 1003; i < 1003; i++) {
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
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        int *t4 = &out[t3];
        __m256i t5 = _mm256_loadu_si256((const __m256i *)t4);
        __m256i t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32(10));
        __m256i t7 = _mm256_loadu_si256((const __m256i *)&g[t3]);
        __m256i t8 = t7;
        __m256i t9 = _mm256_set1_epi32(2);
        __m256i t10 = _mm256_mullo_epi32(t8, t9);
        __m256i t11 = t10;
        __m256i t12 = _mm256_ternarylogic_epi32(t6, t11, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t4, t12);
        long t13 = (long)(int)(t1 + 8L);
        int *t14 = &out[t13];
        __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
        __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_set1_epi32(10));
        __m256i t17 = _mm256_loadu_si256((const __m256i *)&g[t13]);
        __m256i t18 = t17;
        __m256i t19 = _mm256_set1_epi32(2);
        __m256i t20 = _mm256_mullo_epi32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_ternarylogic_epi32(t16, t21, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t14, t22);
        long t23 = (long)(int)(t1 + 16L);
        int *t24 = &out[t23];
        __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_set1_epi32(10));
        __m256i t27 = _mm256_loadu_si256((const __m256i *)&g[t23]);
        __m256i t28 = t27;
        __m256i t29 = _mm256_set1_epi32(2);
        __m256i t30 = _mm256_mullo_epi32(t28, t29);
        __m256i t31 = t30;
        __m256i t32 = _mm256_ternarylogic_epi32(t26, t31, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t24, t32);
        long t33 = (long)(int)(t1 + 24L);
        int *t34 = &out[t33];
        __m256i t35 = _mm256_loadu_si256((const __m256i *)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_set1_epi32(10));
        __m256i t37 = _mm256_loadu_si256((const __m256i *)&g[t33]);
        __m256i t38 = t37;
        __m256i t39 = _mm256_set1_epi32(2);
        __m256i t40 = _mm256_mullo_epi32(t38, t39);
        __m256i t41 = t40;
        __m256i t42 = _mm256_ternarylogic_epi32(t36, t41, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t34, t42);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        long t43 = (long)(int)(992L + t2);
        int *t44 = &out[t43];
        __m256i t45 = _mm256_loadu_si256((const __m256i *)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_set1_epi32(10));
        __m256i t47 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t46), (int *)((unsigned long)&g + (unsigned long)t43 * 4UL));
        __m256i t48 = t47;
        __m256i t49 = _mm256_set1_epi32(2);
        __m256i t50 = _mm256_mullo_epi32(t48, t49);
        __m256i t51 = t50;
        __m256i t52 = _mm256_ternarylogic_epi32(t46, t51, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t44, t52);
        t2 += 8L;
    } while (t2 < 8L);
    __m256i t53 = _mm256_set1_epi32(3);
    __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t55 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), &out[1000]);
    __m256i t56 = _mm256_cmpgt_epi32(t55, _mm256_set1_epi32(10));
    __m256i t57 = _mm256_and_si256(t54, t56);
    __m256i t58 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t57), (int *)((unsigned long)&g + 4000UL));
    __m256i t59 = t58;
    __m256i t60 = _mm256_set1_epi32(2);
    __m256i t61 = _mm256_mullo_epi32(t59, t60);
    __m256i t62 = t61;
    __m256i t63 = _mm256_ternarylogic_epi32(t56, t62, _mm256_set1_epi32(7), 0xCA);
    _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t54), t63);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_half(void) {
    vcc_no_contract_body
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t7 = t1;
        __m256i t8 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t7);
        long t9 = (long)(int)t2;
        __m256i t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), (int *)((unsigned long)&half + (unsigned long)t9 * 4UL));
        __m256i t11 = t10;
        __m256i t12 = _mm256_set1_epi32(1);
        __m256i t13 = _mm256_add_epi32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = _mm256_ternarylogic_epi32(t8, t14, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t9], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t17 = t16;
        __m256i t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t17);
        long t19 = (long)(int)(t2 + 8L);
        __m256i t20 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), (int *)((unsigned long)&half + (unsigned long)t19 * 4UL));
        __m256i t21 = t20;
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_add_epi32(t21, t22);
        __m256i t24 = t23;
        __m256i t25 = _mm256_ternarylogic_epi32(t18, t24, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t19], t25);
        __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t27 = t26;
        __m256i t28 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t27);
        long t29 = (long)(int)(t2 + 16L);
        __m256i t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), (int *)((unsigned long)&half + (unsigned long)t29 * 4UL));
        __m256i t31 = t30;
        __m256i t32 = _mm256_set1_epi32(1);
        __m256i t33 = _mm256_add_epi32(t31, t32);
        __m256i t34 = t33;
        __m256i t35 = _mm256_ternarylogic_epi32(t28, t34, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t29], t35);
        __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t37 = t36;
        __m256i t38 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t37);
        long t39 = (long)(int)(t2 + 24L);
        __m256i t40 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), (int *)((unsigned long)&half + (unsigned long)t39 * 4UL));
        __m256i t41 = t40;
        __m256i t42 = _mm256_set1_epi32(1);
        __m256i t43 = _mm256_add_epi32(t41, t42);
        __m256i t44 = t43;
        __m256i t45 = _mm256_ternarylogic_epi32(t38, t44, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t39], t45);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 992L);
    __m256i t46 = _mm256_set1_epi32(992);
    __m256i t47 = t46;
    __m256i t3 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t4 = 0L;
    do {
        __m256i t48 = t3;
        __m256i t49 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t48);
        long t50 = (long)(int)(992L + t4);
        __m256i t51 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t49), (int *)((unsigned long)&half + (unsigned long)t50 * 4UL));
        __m256i t52 = t51;
        __m256i t53 = _mm256_set1_epi32(1);
        __m256i t54 = _mm256_add_epi32(t52, t53);
        __m256i t55 = t54;
        __m256i t56 = _mm256_ternarylogic_epi32(t49, t55, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t50], t56);
        t4 += 8L;
        t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
    } while (t4 < 8L);
    __m256i t57 = _mm256_set1_epi32(3);
    __m256i t58 = _mm256_cmpgt_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t59 = _mm256_set1_epi32(1000);
    __m256i t60 = t59;
    __m256i t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t62 = t61;
    __m256i t63 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t62);
    __m256i t64 = _mm256_and_si256(t58, t63);
    __m256i t65 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t64), (int *)((unsigned long)&half + 4000UL));
    __m256i t66 = t65;
    __m256i t67 = _mm256_set1_epi32(1);
    __m256i t68 = _mm256_add_epi32(t66, t67);
    __m256i t69 = t68;
    __m256i t70 = _mm256_ternarylogic_epi32(t63, t69, _mm256_set1_epi32(-3), 0xCA);
    _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t58), t70);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_after(int n, int k) {
    vcc_no_contract_body
    int t61;
    int t79;
    int i;
    int t102;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)k);
        __m256i t8 = _mm256_set1_epi32(0);
        __m256i t9 = t8;
        __m256i t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            int t10 = (int)t2;
            __m256i t11 = t1;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)&g[t10]);
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(10));
            __m256i t14 = t11;
            __m256i t15 = t7;
            __m256i t16 = _mm256_add_epi32(t14, t15);
            __m256i t17 = t16;
            __m256i t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t17);
            __m256i t19 = (__m256i)__builtin_convertvector((vcc_m8)t18 & 1, vcc_v8_int);
            __m256i t20 = _mm256_ternarylogic_epi32(t13, t19, _mm256_set1_epi32(0), 0xCA);
            __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t20, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t10 + k) * 4UL), _mm256_movepi32_mask(t21), t12);
            int t22 = (int)(t2 + 8L);
            __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t24 = t23;
            __m256i t25 = _mm256_loadu_si256((const __m256i *)&g[t22]);
            __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_set1_epi32(10));
            __m256i t27 = t24;
            __m256i t28 = t7;
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = t29;
            __m256i t31 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t30);
            __m256i t32 = (__m256i)__builtin_convertvector((vcc_m8)t31 & 1, vcc_v8_int);
            __m256i t33 = _mm256_ternarylogic_epi32(t26, t32, _mm256_set1_epi32(0), 0xCA);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t33, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t22 + k) * 4UL), _mm256_movepi32_mask(t34), t25);
            int t35 = (int)(t2 + 16L);
            __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t37 = t36;
            __m256i t38 = _mm256_loadu_si256((const __m256i *)&g[t35]);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32(10));
            __m256i t40 = t37;
            __m256i t41 = t7;
            __m256i t42 = _mm256_add_epi32(t40, t41);
            __m256i t43 = t42;
            __m256i t44 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t43);
            __m256i t45 = (__m256i)__builtin_convertvector((vcc_m8)t44 & 1, vcc_v8_int);
            __m256i t46 = _mm256_ternarylogic_epi32(t39, t45, _mm256_set1_epi32(0), 0xCA);
            __m256i t47 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t46, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t35 + k) * 4UL), _mm256_movepi32_mask(t47), t38);
            int t48 = (int)(t2 + 24L);
            __m256i t49 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t50 = t49;
            __m256i t51 = _mm256_loadu_si256((const __m256i *)&g[t48]);
            __m256i t52 = _mm256_cmpgt_epi32(t51, _mm256_set1_epi32(10));
            __m256i t53 = t50;
            __m256i t54 = t7;
            __m256i t55 = _mm256_add_epi32(t53, t54);
            __m256i t56 = t55;
            __m256i t57 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t56);
            __m256i t58 = (__m256i)__builtin_convertvector((vcc_m8)t57 & 1, vcc_v8_int);
            __m256i t59 = _mm256_ternarylogic_epi32(t52, t58, _mm256_set1_epi32(0), 0xCA);
            __m256i t60 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t59, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t48 + k) * 4UL), _mm256_movepi32_mask(t60), t51);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t61 = (int)t6;
    } else {
        t61 = 0;
    }
    long t62 = (long)n + (long)t61 * -1L;
    if (t62 >= 8L) {
        long t63 = t62 & -8L;
        __m256i t64 = _mm256_set1_epi32((int)k);
        __m256i t65 = _mm256_set1_epi32((int)t61);
        __m256i t66 = t65;
        __m256i t3 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            int t67 = (int)((long)t61 + t4);
            __m256i t68 = t3;
            __m256i t69 = _mm256_loadu_si256((const __m256i *)&g[t67]);
            __m256i t70 = _mm256_cmpgt_epi32(t69, _mm256_set1_epi32(10));
            __m256i t71 = t68;
            __m256i t72 = t64;
            __m256i t73 = _mm256_add_epi32(t71, t72);
            __m256i t74 = t73;
            __m256i t75 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t74);
            __m256i t76 = (__m256i)__builtin_convertvector((vcc_m8)t75 & 1, vcc_v8_int);
            __m256i t77 = _mm256_ternarylogic_epi32(t70, t76, _mm256_set1_epi32(0), 0xCA);
            __m256i t78 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t77, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t67 + k) * 4UL), _mm256_movepi32_mask(t78), t69);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t63);
        t79 = (int)((long)t61 + t63);
    } else {
        t79 = t61;
    }
    long t80 = (long)n + (long)t79 * -1L;
    if ((t80 >= 1L) & (t80 <= 8L)) {
        __m256i t81 = _mm256_set1_epi32((int)(int)t80);
        __m256i t82 = _mm256_cmpgt_epi32(t81, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t83 = _mm256_set1_epi32((int)k);
        __m256i t84 = _mm256_set1_epi32((int)t79);
        __m256i t85 = t84;
        __m256i t86 = _mm256_add_epi32(t85, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t87 = (int)(long)t79;
        __m256i t88 = t86;
        __m256i t89 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t82), &g[t87]);
        __m256i t90 = _mm256_cmpgt_epi32(t89, _mm256_set1_epi32(10));
        __m256i t91 = _mm256_and_si256(t82, t90);
        __m256i t92 = t88;
        __m256i t93 = t83;
        __m256i t94 = _mm256_add_epi32(t92, t93);
        __m256i t95 = t94;
        __m256i t96 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t95);
        __m256i t97 = (__m256i)__builtin_convertvector((vcc_m8)t96 & 1, vcc_v8_int);
        __m256i t98 = _mm256_ternarylogic_epi32(t91, t97, _mm256_set1_epi32(0), 0xCA);
        __m256i t99 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t98, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t100 = _mm256_and_si256(t82, t99);
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t87 + k) * 4UL), _mm256_movepi32_mask(t100), t89);
        i = (int)((long)t79 + t80);
    } else {
        i = t79;
    }
    for (; i < n; i++) {
        int t101 = g[i];
        if (t101 > 10) {
            t102 = ((i + k) < 1003) != 0;
        } else {
            t102 = 0;
        }
        if (t102) {
            out[i + k] = t101;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long window(int n) {
    vcc_no_contract_body
    int t100;
    long t101;
    int i;
    long s;
    int t126;
    long s_1;
    long t10 = (long)n;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        __m128i t12 = _mm_set1_epi32(0);
        __m128i t13 = t12;
        __m128i t1 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            int t14 = (int)t2;
            __m128i t15 = t1;
            __m128i t16 = _mm_movm_epi32(_mm_cmp_epi32_mask(t15, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t17 = t15;
            __m128i t18 = _mm_set1_epi32(3);
            __m128i t19 = _mm_add_epi32(t17, t18);
            __m128i t20 = t19;
            __m128i t21 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t20);
            __m128i t22 = (__m128i)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            __m128i t23 = _mm_ternarylogic_epi32(t16, t22, _mm_set1_epi32(0), 0xCA);
            __m128i t24 = _mm_movm_epi32(_mm_cmp_epi32_mask(t23, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t25 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t24), (int *)((unsigned long)&g + (unsigned long)(long)(t14 - 3) * 4UL));
            __m128i t26 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t24), (int *)((unsigned long)&g + (unsigned long)(long)(t14 + 3) * 4UL));
            __m128i t27 = t25;
            __m128i t28 = t26;
            __m128i t29 = _mm_sub_epi32(t27, t28);
            __m128i t30 = t29;
            __m256i t31 = _mm256_cvtepi32_epi64(t30);
            __m256i t32 = t31;
            __m256i t33 = _mm256_add_epi64(t3, t32);
            t3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t24), t3, t33);
            int t34 = (int)(t2 + 4L);
            __m128i t35 = _mm_add_epi32(t1, _mm_set1_epi32(4));
            __m128i t36 = t35;
            __m128i t37 = _mm_movm_epi32(_mm_cmp_epi32_mask(t36, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t38 = t36;
            __m128i t39 = _mm_set1_epi32(3);
            __m128i t40 = _mm_add_epi32(t38, t39);
            __m128i t41 = t40;
            __m128i t42 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t41);
            __m128i t43 = (__m128i)__builtin_convertvector((vcc_m4)t42 & 1, vcc_v4_int);
            __m128i t44 = _mm_ternarylogic_epi32(t37, t43, _mm_set1_epi32(0), 0xCA);
            __m128i t45 = _mm_movm_epi32(_mm_cmp_epi32_mask(t44, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t46 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t45), (int *)((unsigned long)&g + (unsigned long)(long)(t34 - 3) * 4UL));
            __m128i t47 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t45), (int *)((unsigned long)&g + (unsigned long)(long)(t34 + 3) * 4UL));
            __m128i t48 = t46;
            __m128i t49 = t47;
            __m128i t50 = _mm_sub_epi32(t48, t49);
            __m128i t51 = t50;
            __m256i t52 = _mm256_cvtepi32_epi64(t51);
            __m256i t53 = t52;
            __m256i t54 = _mm256_add_epi64(t4, t53);
            t4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t45), t4, t54);
            int t55 = (int)(t2 + 8L);
            __m128i t56 = _mm_add_epi32(t1, _mm_set1_epi32(8));
            __m128i t57 = t56;
            __m128i t58 = _mm_movm_epi32(_mm_cmp_epi32_mask(t57, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t59 = t57;
            __m128i t60 = _mm_set1_epi32(3);
            __m128i t61 = _mm_add_epi32(t59, t60);
            __m128i t62 = t61;
            __m128i t63 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t62);
            __m128i t64 = (__m128i)__builtin_convertvector((vcc_m4)t63 & 1, vcc_v4_int);
            __m128i t65 = _mm_ternarylogic_epi32(t58, t64, _mm_set1_epi32(0), 0xCA);
            __m128i t66 = _mm_movm_epi32(_mm_cmp_epi32_mask(t65, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t67 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t66), (int *)((unsigned long)&g + (unsigned long)(long)(t55 - 3) * 4UL));
            __m128i t68 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t66), (int *)((unsigned long)&g + (unsigned long)(long)(t55 + 3) * 4UL));
            __m128i t69 = t67;
            __m128i t70 = t68;
            __m128i t71 = _mm_sub_epi32(t69, t70);
            __m128i t72 = t71;
            __m256i t73 = _mm256_cvtepi32_epi64(t72);
            __m256i t74 = t73;
            __m256i t75 = _mm256_add_epi64(t5, t74);
            t5 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t66), t5, t75);
            int t76 = (int)(t2 + 12L);
            __m128i t77 = _mm_add_epi32(t1, _mm_set1_epi32(12));
            __m128i t78 = t77;
            __m128i t79 = _mm_movm_epi32(_mm_cmp_epi32_mask(t78, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t80 = t78;
            __m128i t81 = _mm_set1_epi32(3);
            __m128i t82 = _mm_add_epi32(t80, t81);
            __m128i t83 = t82;
            __m128i t84 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t83);
            __m128i t85 = (__m128i)__builtin_convertvector((vcc_m4)t84 & 1, vcc_v4_int);
            __m128i t86 = _mm_ternarylogic_epi32(t79, t85, _mm_set1_epi32(0), 0xCA);
            __m128i t87 = _mm_movm_epi32(_mm_cmp_epi32_mask(t86, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t88 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t87), (int *)((unsigned long)&g + (unsigned long)(long)(t76 - 3) * 4UL));
            __m128i t89 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t87), (int *)((unsigned long)&g + (unsigned long)(long)(t76 + 3) * 4UL));
            __m128i t90 = t88;
            __m128i t91 = t89;
            __m128i t92 = _mm_sub_epi32(t90, t91);
            __m128i t93 = t92;
            __m256i t94 = _mm256_cvtepi32_epi64(t93);
            __m256i t95 = t94;
            __m256i t96 = _mm256_add_epi64(t6, t95);
            t6 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t87), t6, t96);
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        } while (t2 < t11);
        __m256i t97 = _mm256_add_epi64(t3, t4);
        __m256i t98 = _mm256_add_epi64(t97, t5);
        __m256i t99 = _mm256_add_epi64(t98, t6);
        t100 = (int)t11;
        t101 = (long)vcc_avx2_reduce_epi64(t99, _mm_add_epi64, unsigned long);
    } else {
        t100 = 0;
        t101 = 0L;
    }
    long t102 = (long)n + (long)t100 * -1L;
    if (t102 >= 4L) {
        long t103 = t102 & -4L;
        __m128i t104 = _mm_set1_epi32((int)t100);
        __m128i t105 = t104;
        __m128i t7 = _mm_add_epi32(t105, _mm_setr_epi32(0, 1, 2, 3));
        long t8 = 0L;
        __m256i t9 = _mm256_set1_epi64x((long long)0LL);
        do {
            int t106 = (int)((long)t100 + t8);
            __m128i t107 = t7;
            __m128i t108 = _mm_movm_epi32(_mm_cmp_epi32_mask(t107, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t109 = t107;
            __m128i t110 = _mm_set1_epi32(3);
            __m128i t111 = _mm_add_epi32(t109, t110);
            __m128i t112 = t111;
            __m128i t113 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t112);
            __m128i t114 = (__m128i)__builtin_convertvector((vcc_m4)t113 & 1, vcc_v4_int);
            __m128i t115 = _mm_ternarylogic_epi32(t108, t114, _mm_set1_epi32(0), 0xCA);
            __m128i t116 = _mm_movm_epi32(_mm_cmp_epi32_mask(t115, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i t117 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t116), (int *)((unsigned long)&g + (unsigned long)(long)(t106 - 3) * 4UL));
            __m128i t118 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t116), (int *)((unsigned long)&g + (unsigned long)(long)(t106 + 3) * 4UL));
            __m128i t119 = t117;
            __m128i t120 = t118;
            __m128i t121 = _mm_sub_epi32(t119, t120);
            __m128i t122 = t121;
            __m256i t123 = _mm256_cvtepi32_epi64(t122);
            __m256i t124 = t123;
            __m256i t125 = _mm256_add_epi64(t9, t124);
            t9 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t116), t9, t125);
            t8 += 4L;
            t7 = _mm_add_epi32(t7, _mm_set1_epi32(4));
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
    int n;
    int t31;
    int n_2;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    long t1 = 0L;
    do {
        long t5 = (long)(int)t1;
        __m256i t6 = _mm256_loadu_si256((const __m256i *)&g[t5]);
        __m256 t7 = _mm256_cvtepi32_ps(t6);
        __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t5], t8);
        long t9 = (long)(int)(t1 + 8L);
        __m256i t10 = _mm256_loadu_si256((const __m256i *)&g[t9]);
        __m256 t11 = _mm256_cvtepi32_ps(t10);
        __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t9], t12);
        long t13 = (long)(int)(t1 + 16L);
        __m256i t14 = _mm256_loadu_si256((const __m256i *)&g[t13]);
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t13], t16);
        long t17 = (long)(int)(t1 + 24L);
        __m256i t18 = _mm256_loadu_si256((const __m256i *)&g[t17]);
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t17], t20);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        long t21 = (long)(int)(992L + t2);
        __m256i t22 = _mm256_loadu_si256((const __m256i *)&g[t21]);
        __m256 t23 = _mm256_cvtepi32_ps(t22);
        __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t21], t24);
        t2 += 8L;
    } while (t2 < 8L);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), &g[1000]);
    __m256 t28 = _mm256_cvtepi32_ps(t27);
    __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.25f));
    _mm256_mask_storeu_ps(&gf[1000], _mm256_movepi32_mask(t26), t29);
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
            _mm256_storeu_si256((__m256i *)&out[t32], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t32], _mm256_set1_ps(-1.0f));
            long t33 = (long)(int)(t3 + 8L);
            _mm256_storeu_si256((__m256i *)&out[t33], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t33], _mm256_set1_ps(-1.0f));
            long t34 = (long)(int)(t3 + 16L);
            _mm256_storeu_si256((__m256i *)&out[t34], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t34], _mm256_set1_ps(-1.0f));
            long t35 = (long)(int)(t3 + 24L);
            _mm256_storeu_si256((__m256i *)&out[t35], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t35], _mm256_set1_ps(-1.0f));
            t3 += 32L;
        } while (t3 < 992L);
        long t4 = 0L;
        do {
            long t36 = (long)(int)(992L + t4);
            _mm256_storeu_si256((__m256i *)&out[t36], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t36], _mm256_set1_ps(-1.0f));
            t4 += 8L;
        } while (t4 < 8L);
        __m256i t37 = _mm256_set1_epi32(3);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t38), _mm256_set1_epi32(-1));
        _mm256_mask_storeu_ps(&outf[1000], _mm256_movepi32_mask(t38), _mm256_set1_ps(-1.0f));
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
