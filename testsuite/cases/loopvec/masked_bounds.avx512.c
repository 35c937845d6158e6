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
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = t1;
    __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        int t3 = (int)i_vec;
        __m256i i_v_2 = i_v;
        __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_2, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t4), (int *)((unsigned long)&g + (unsigned long)(long)(t3 - 1) * 4UL));
        __m256i t5 = g_v;
        __m256i t6 = _mm256_set1_epi32(3);
        __m256i t7 = _mm256_mullo_epi32(t5, t6);
        __m256i t8 = t7;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t3 * 4UL), _mm256_movepi32_mask(t4), t8);
        int t9 = (int)(i_vec + 8L);
        __m256i t10 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_3 = t10;
        __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_3, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t11), (int *)((unsigned long)&g + (unsigned long)(long)(t9 - 1) * 4UL));
        __m256i t12 = g_v_1;
        __m256i t13 = _mm256_set1_epi32(3);
        __m256i t14 = _mm256_mullo_epi32(t12, t13);
        __m256i t15 = t14;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), _mm256_movepi32_mask(t11), t15);
        int t16 = (int)(i_vec + 16L);
        __m256i t17 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_4 = t17;
        __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_4, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), (int *)((unsigned long)&g + (unsigned long)(long)(t16 - 1) * 4UL));
        __m256i t19 = g_v_2;
        __m256i t20 = _mm256_set1_epi32(3);
        __m256i t21 = _mm256_mullo_epi32(t19, t20);
        __m256i t22 = t21;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t16 * 4UL), _mm256_movepi32_mask(t18), t22);
        int t23 = (int)(i_vec + 24L);
        __m256i t24 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_5 = t24;
        __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_5, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), (int *)((unsigned long)&g + (unsigned long)(long)(t23 - 1) * 4UL));
        __m256i t26 = g_v_3;
        __m256i t27 = _mm256_set1_epi32(3);
        __m256i t28 = _mm256_mullo_epi32(t26, t27);
        __m256i t29 = t28;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t23 * 4UL), _mm256_movepi32_mask(t25), t29);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t30 = _mm256_set1_epi32(992);
    __m256i t31 = t30;
    __m256i i_v_1 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    do {
        int t32 = (int)(992L + i_vec_1);
        __m256i i_v_6 = i_v_1;
        __m256i t33 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_6, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (int *)((unsigned long)&g + (unsigned long)(long)(t32 - 1) * 4UL));
        __m256i t34 = g_v_4;
        __m256i t35 = _mm256_set1_epi32(3);
        __m256i t36 = _mm256_mullo_epi32(t34, t35);
        __m256i t37 = t36;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t32 * 4UL), _mm256_movepi32_mask(t33), t37);
        i_vec_1 += 8L;
        i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t38 = _mm256_set1_epi32(3);
    __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t40 = _mm256_set1_epi32(1000);
    __m256i t41 = t40;
    __m256i t42 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i i_v_7 = t42;
    __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_7, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
    __m256i t44 = _mm256_and_si256(t39, t43);
    __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (int *)((unsigned long)&g + 3996UL));
    __m256i t45 = g_v_5;
    __m256i t46 = _mm256_set1_epi32(3);
    __m256i t47 = _mm256_mullo_epi32(t45, t46);
    __m256i t48 = t47;
    _mm256_mask_storeu_epi32((int *)((unsigned long)&out + 4000UL), _mm256_movepi32_mask(t44), t48);
}

/* A load four elements on, while it stays inside the array (a run-time count). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_after(int n) {
    vcc_no_contract_body
    int t36;
    int t48;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            int t5 = (int)i_vec;
            __m256i i_v_2 = i_v;
            __m256i t6 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(4));
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t6);
            __m256i g_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t7), (int *)((unsigned long)&g + (unsigned long)(long)(t5 + 4) * 4UL));
            __m256i t8 = g_v;
            __m256i t9 = _mm256_set1_epi32(1);
            __m256i t10 = _mm256_add_epi32(t8, t9);
            __m256i t11 = t10;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t5 * 4UL), _mm256_movepi32_mask(t7), t11);
            int t12 = (int)(i_vec + 8L);
            __m256i t13 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t13;
            __m256i t14 = _mm256_add_epi32(i_v_3, _mm256_set1_epi32(4));
            __m256i t15 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t14);
            __m256i g_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t15), (int *)((unsigned long)&g + (unsigned long)(long)(t12 + 4) * 4UL));
            __m256i t16 = g_v_1;
            __m256i t17 = _mm256_set1_epi32(1);
            __m256i t18 = _mm256_add_epi32(t16, t17);
            __m256i t19 = t18;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t12 * 4UL), _mm256_movepi32_mask(t15), t19);
            int t20 = (int)(i_vec + 16L);
            __m256i t21 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_4 = t21;
            __m256i t22 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(4));
            __m256i t23 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t22);
            __m256i g_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (int *)((unsigned long)&g + (unsigned long)(long)(t20 + 4) * 4UL));
            __m256i t24 = g_v_2;
            __m256i t25 = _mm256_set1_epi32(1);
            __m256i t26 = _mm256_add_epi32(t24, t25);
            __m256i t27 = t26;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t20 * 4UL), _mm256_movepi32_mask(t23), t27);
            int t28 = (int)(i_vec + 24L);
            __m256i t29 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_5 = t29;
            __m256i t30 = _mm256_add_epi32(i_v_5, _mm256_set1_epi32(4));
            __m256i t31 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t30);
            __m256i g_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), (int *)((unsigned long)&g + (unsigned long)(long)(t28 + 4) * 4UL));
            __m256i t32 = g_v_3;
            __m256i t33 = _mm256_set1_epi32(1);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = t34;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t28 * 4UL), _mm256_movepi32_mask(t31), t35);
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t36 = (int)t2;
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if (t37 >= 8L) {
        long t38 = t37 & -8L;
        __m256i t39 = _mm256_set1_epi32((int)t36);
        __m256i t40 = t39;
        __m256i i_v_1 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        do {
            int t41 = (int)((long)t36 + i_vec_1);
            __m256i i_v_6 = i_v_1;
            __m256i t42 = _mm256_add_epi32(i_v_6, _mm256_set1_epi32(4));
            __m256i t43 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t42);
            __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), (int *)((unsigned long)&g + (unsigned long)(long)(t41 + 4) * 4UL));
            __m256i t44 = g_v_4;
            __m256i t45 = _mm256_set1_epi32(1);
            __m256i t46 = _mm256_add_epi32(t44, t45);
            __m256i t47 = t46;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t41 * 4UL), _mm256_movepi32_mask(t43), t47);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t38);
        t48 = (int)((long)t36 + t38);
    } else {
        t48 = t36;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if ((t49 >= 1L) & (t49 <= 8L)) {
        __m256i t50 = _mm256_set1_epi32((int)(int)t49);
        __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t52 = _mm256_set1_epi32((int)t48);
        __m256i t53 = t52;
        __m256i t54 = _mm256_add_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t55 = (int)(long)t48;
        __m256i i_v_7 = t54;
        __m256i t56 = i_v_7;
        __m256i t57 = _mm256_set1_epi32(4);
        __m256i t58 = _mm256_add_epi32(t56, t57);
        __m256i t59 = t58;
        __m256i t60 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t59);
        __m256i t61 = _mm256_and_si256(t51, t60);
        __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t61), (int *)((unsigned long)&g + (unsigned long)(long)(t55 + 4) * 4UL));
        __m256i t62 = g_v_5;
        __m256i t63 = _mm256_set1_epi32(1);
        __m256i t64 = _mm256_add_epi32(t62, t63);
        __m256i t65 = t64;
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)t55 * 4UL), _mm256_movepi32_mask(t61), t65);
        i = (int)((long)t48 + t49);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        int t66 = i + 4;
        if (t66 < 1003) {
            out[i] = g[t66] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_before(void) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = t1;
    __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        int t3 = (int)i_vec;
        __m256i i_v_2 = i_v;
        __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_2, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v = _mm256_loadu_ps(&gf[t3]);
        __m256 t5 = _mm256_mul_ps(gf_v, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t3 - 2) * 4UL), _mm256_movepi32_mask(t4), t5);
        int t6 = (int)(i_vec + 8L);
        __m256i t7 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_3 = t7;
        __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_3, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_1 = _mm256_loadu_ps(&gf[t6]);
        __m256 t9 = _mm256_mul_ps(gf_v_1, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t6 - 2) * 4UL), _mm256_movepi32_mask(t8), t9);
        int t10 = (int)(i_vec + 16L);
        __m256i t11 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_4 = t11;
        __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_4, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_2 = _mm256_loadu_ps(&gf[t10]);
        __m256 t13 = _mm256_mul_ps(gf_v_2, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t10 - 2) * 4UL), _mm256_movepi32_mask(t12), t13);
        int t14 = (int)(i_vec + 24L);
        __m256i t15 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_5 = t15;
        __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_5, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_3 = _mm256_loadu_ps(&gf[t14]);
        __m256 t17 = _mm256_mul_ps(gf_v_3, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t14 - 2) * 4UL), _mm256_movepi32_mask(t16), t17);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t18 = _mm256_set1_epi32(992);
    __m256i t19 = t18;
    __m256i i_v_1 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    do {
        int t20 = (int)(992L + i_vec_1);
        __m256i i_v_6 = i_v_1;
        __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_6, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t21), (float *)((unsigned long)&gf + (unsigned long)(long)t20 * 4UL));
        __m256 t22 = _mm256_mul_ps(gf_v_4, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t20 - 2) * 4UL), _mm256_movepi32_mask(t21), t22);
        i_vec_1 += 8L;
        i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t23 = _mm256_set1_epi32(3);
    __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t25 = _mm256_set1_epi32(1000);
    __m256i t26 = t25;
    __m256i t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i i_v_7 = t27;
    __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i_v_7, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
    __m256i t29 = _mm256_and_si256(t24, t28);
    __m256 gf_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), (float *)((unsigned long)&gf + 4000UL));
    __m256 t30 = _mm256_mul_ps(gf_v_5, _mm256_set1_ps(0.5f));
    _mm256_mask_storeu_ps((float *)((unsigned long)&outf + 3992UL), _mm256_movepi32_mask(t29), t30);
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_inside(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        long t1 = (long)(int)i_vec;
        int *t2 = &out[t1];
        __m256i out_v = _mm256_loadu_si256((const __m256i *)t2);
        __m256i t3 = _mm256_cmpgt_epi32(out_v, _mm256_set1_epi32(10));
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[t1]);
        __m256i t4 = g_v;
        __m256i t5 = _mm256_set1_epi32(2);
        __m256i t6 = _mm256_mullo_epi32(t4, t5);
        __m256i t7 = t6;
        __m256i t8 = _mm256_ternarylogic_epi32(t3, t7, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t2, t8);
        long t9 = (long)(int)(i_vec + 8L);
        int *t10 = &out[t9];
        __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t10);
        __m256i t11 = _mm256_cmpgt_epi32(out_v_1, _mm256_set1_epi32(10));
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t9]);
        __m256i t12 = g_v_1;
        __m256i t13 = _mm256_set1_epi32(2);
        __m256i t14 = _mm256_mullo_epi32(t12, t13);
        __m256i t15 = t14;
        __m256i t16 = _mm256_ternarylogic_epi32(t11, t15, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t10, t16);
        long t17 = (long)(int)(i_vec + 16L);
        int *t18 = &out[t17];
        __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t18);
        __m256i t19 = _mm256_cmpgt_epi32(out_v_2, _mm256_set1_epi32(10));
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t17]);
        __m256i t20 = g_v_2;
        __m256i t21 = _mm256_set1_epi32(2);
        __m256i t22 = _mm256_mullo_epi32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_ternarylogic_epi32(t19, t23, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t18, t24);
        long t25 = (long)(int)(i_vec + 24L);
        int *t26 = &out[t25];
        __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t26);
        __m256i t27 = _mm256_cmpgt_epi32(out_v_3, _mm256_set1_epi32(10));
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t25]);
        __m256i t28 = g_v_3;
        __m256i t29 = _mm256_set1_epi32(2);
        __m256i t30 = _mm256_mullo_epi32(t28, t29);
        __m256i t31 = t30;
        __m256i t32 = _mm256_ternarylogic_epi32(t27, t31, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t26, t32);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    do {
        long t33 = (long)(int)(992L + i_vec_1);
        int *t34 = &out[t33];
        __m256i out_v_4 = _mm256_loadu_si256((const __m256i *)t34);
        __m256i t35 = _mm256_cmpgt_epi32(out_v_4, _mm256_set1_epi32(10));
        __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), (int *)((unsigned long)&g + (unsigned long)t33 * 4UL));
        __m256i t36 = g_v_4;
        __m256i t37 = _mm256_set1_epi32(2);
        __m256i t38 = _mm256_mullo_epi32(t36, t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_ternarylogic_epi32(t35, t39, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t34, t40);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    __m256i t41 = _mm256_set1_epi32(3);
    __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i out_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t42), &out[1000]);
    __m256i t43 = _mm256_cmpgt_epi32(out_v_5, _mm256_set1_epi32(10));
    __m256i t44 = _mm256_and_si256(t42, t43);
    __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (int *)((unsigned long)&g + 4000UL));
    __m256i t45 = g_v_5;
    __m256i t46 = _mm256_set1_epi32(2);
    __m256i t47 = _mm256_mullo_epi32(t45, t46);
    __m256i t48 = t47;
    __m256i t49 = _mm256_ternarylogic_epi32(t43, t48, _mm256_set1_epi32(7), 0xCA);
    _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t42), t49);
}

/* half[i] exists only while i < H: the load stays masked. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_half(void) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = t1;
    __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:53 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i i_v_2 = i_v;
        __m256i t3 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), i_v_2);
        long t4 = (long)(int)i_vec;
        __m256i half_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t3), (int *)((unsigned long)&half + (unsigned long)t4 * 4UL));
        __m256i t5 = half_v;
        __m256i t6 = _mm256_set1_epi32(1);
        __m256i t7 = _mm256_add_epi32(t5, t6);
        __m256i t8 = t7;
        __m256i t9 = _mm256_ternarylogic_epi32(t3, t8, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t4], t9);
        __m256i t10 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_3 = t10;
        __m256i t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), i_v_3);
        long t12 = (long)(int)(i_vec + 8L);
        __m256i half_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t11), (int *)((unsigned long)&half + (unsigned long)t12 * 4UL));
        __m256i t13 = half_v_1;
        __m256i t14 = _mm256_set1_epi32(1);
        __m256i t15 = _mm256_add_epi32(t13, t14);
        __m256i t16 = t15;
        __m256i t17 = _mm256_ternarylogic_epi32(t11, t16, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t12], t17);
        __m256i t18 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_4 = t18;
        __m256i t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), i_v_4);
        long t20 = (long)(int)(i_vec + 16L);
        __m256i half_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (int *)((unsigned long)&half + (unsigned long)t20 * 4UL));
        __m256i t21 = half_v_2;
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_add_epi32(t21, t22);
        __m256i t24 = t23;
        __m256i t25 = _mm256_ternarylogic_epi32(t19, t24, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t20], t25);
        __m256i t26 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_5 = t26;
        __m256i t27 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), i_v_5);
        long t28 = (long)(int)(i_vec + 24L);
        __m256i half_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), (int *)((unsigned long)&half + (unsigned long)t28 * 4UL));
        __m256i t29 = half_v_3;
        __m256i t30 = _mm256_set1_epi32(1);
        __m256i t31 = _mm256_add_epi32(t29, t30);
        __m256i t32 = t31;
        __m256i t33 = _mm256_ternarylogic_epi32(t27, t32, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t28], t33);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t34 = _mm256_set1_epi32(992);
    __m256i t35 = t34;
    __m256i i_v_1 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    do {
        __m256i i_v_6 = i_v_1;
        __m256i t36 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), i_v_6);
        long t37 = (long)(int)(992L + i_vec_1);
        __m256i half_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), (int *)((unsigned long)&half + (unsigned long)t37 * 4UL));
        __m256i t38 = half_v_4;
        __m256i t39 = _mm256_set1_epi32(1);
        __m256i t40 = _mm256_add_epi32(t38, t39);
        __m256i t41 = t40;
        __m256i t42 = _mm256_ternarylogic_epi32(t36, t41, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t37], t42);
        i_vec_1 += 8L;
        i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t43 = _mm256_set1_epi32(3);
    __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t45 = _mm256_set1_epi32(1000);
    __m256i t46 = t45;
    __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i i_v_7 = t47;
    __m256i t48 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), i_v_7);
    __m256i t49 = _mm256_and_si256(t44, t48);
    __m256i half_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t49), (int *)((unsigned long)&half + 4000UL));
    __m256i t50 = half_v_5;
    __m256i t51 = _mm256_set1_epi32(1);
    __m256i t52 = _mm256_add_epi32(t50, t51);
    __m256i t53 = t52;
    __m256i t54 = _mm256_ternarylogic_epi32(t48, t53, _mm256_set1_epi32(-3), 0xCA);
    _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t44), t54);
}

/* A store past a run-time offset, under a data condition and the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_after(int n, int k) {
    vcc_no_contract_body
    int t48;
    int t63;
    int i;
    int t83;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            int t5 = (int)i_vec;
            __m256i i_v_2 = i_v;
            __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[t5]);
            __m256i t6 = _mm256_cmpgt_epi32(g_v, _mm256_set1_epi32(10));
            __m256i t7 = i_v_2;
            __m256i t8 = k_v;
            __m256i t9 = _mm256_add_epi32(t7, t8);
            __m256i t10 = t9;
            __m256i t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t10);
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            __m256i t13 = _mm256_ternarylogic_epi32(t6, t12, _mm256_set1_epi32(0), 0xCA);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t5 + k) * 4UL), _mm256_movepi32_mask(t14), g_v);
            int t15 = (int)(i_vec + 8L);
            __m256i t16 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t16;
            __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t15]);
            __m256i t17 = _mm256_cmpgt_epi32(g_v_1, _mm256_set1_epi32(10));
            __m256i t18 = i_v_3;
            __m256i t19 = k_v;
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = t20;
            __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t21);
            __m256i t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            __m256i t24 = _mm256_ternarylogic_epi32(t17, t23, _mm256_set1_epi32(0), 0xCA);
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t24, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t15 + k) * 4UL), _mm256_movepi32_mask(t25), g_v_1);
            int t26 = (int)(i_vec + 16L);
            __m256i t27 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_4 = t27;
            __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t26]);
            __m256i t28 = _mm256_cmpgt_epi32(g_v_2, _mm256_set1_epi32(10));
            __m256i t29 = i_v_4;
            __m256i t30 = k_v;
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m256i t32 = t31;
            __m256i t33 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t32);
            __m256i t34 = (__m256i)__builtin_convertvector((vcc_m8)t33 & 1, vcc_v8_int);
            __m256i t35 = _mm256_ternarylogic_epi32(t28, t34, _mm256_set1_epi32(0), 0xCA);
            __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t35, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t26 + k) * 4UL), _mm256_movepi32_mask(t36), g_v_2);
            int t37 = (int)(i_vec + 24L);
            __m256i t38 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_5 = t38;
            __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t37]);
            __m256i t39 = _mm256_cmpgt_epi32(g_v_3, _mm256_set1_epi32(10));
            __m256i t40 = i_v_5;
            __m256i t41 = k_v;
            __m256i t42 = _mm256_add_epi32(t40, t41);
            __m256i t43 = t42;
            __m256i t44 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t43);
            __m256i t45 = (__m256i)__builtin_convertvector((vcc_m8)t44 & 1, vcc_v8_int);
            __m256i t46 = _mm256_ternarylogic_epi32(t39, t45, _mm256_set1_epi32(0), 0xCA);
            __m256i t47 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t46, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t37 + k) * 4UL), _mm256_movepi32_mask(t47), g_v_3);
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t48 = (int)t2;
    } else {
        t48 = 0;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if (t49 >= 8L) {
        long t50 = t49 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        __m256i t51 = _mm256_set1_epi32((int)t48);
        __m256i t52 = t51;
        __m256i i_v_1 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        do {
            int t53 = (int)((long)t48 + i_vec_1);
            __m256i i_v_6 = i_v_1;
            __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[t53]);
            __m256i t54 = _mm256_cmpgt_epi32(g_v_4, _mm256_set1_epi32(10));
            __m256i t55 = i_v_6;
            __m256i t56 = k_v_1;
            __m256i t57 = _mm256_add_epi32(t55, t56);
            __m256i t58 = t57;
            __m256i t59 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t58);
            __m256i t60 = (__m256i)__builtin_convertvector((vcc_m8)t59 & 1, vcc_v8_int);
            __m256i t61 = _mm256_ternarylogic_epi32(t54, t60, _mm256_set1_epi32(0), 0xCA);
            __m256i t62 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t61, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t53 + k) * 4UL), _mm256_movepi32_mask(t62), g_v_4);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t50);
        t63 = (int)((long)t48 + t50);
    } else {
        t63 = t48;
    }
    long t64 = (long)n + (long)t63 * -1L;
    if ((t64 >= 1L) & (t64 <= 8L)) {
        __m256i t65 = _mm256_set1_epi32((int)(int)t64);
        __m256i t66 = _mm256_cmpgt_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        __m256i t67 = _mm256_set1_epi32((int)t63);
        __m256i t68 = t67;
        __m256i t69 = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t70 = (int)(long)t63;
        __m256i i_v_7 = t69;
        __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t66), &g[t70]);
        __m256i t71 = _mm256_cmpgt_epi32(g_v_5, _mm256_set1_epi32(10));
        __m256i t72 = _mm256_and_si256(t66, t71);
        __m256i t73 = i_v_7;
        __m256i t74 = k_v_2;
        __m256i t75 = _mm256_add_epi32(t73, t74);
        __m256i t76 = t75;
        __m256i t77 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t76);
        __m256i t78 = (__m256i)__builtin_convertvector((vcc_m8)t77 & 1, vcc_v8_int);
        __m256i t79 = _mm256_ternarylogic_epi32(t72, t78, _mm256_set1_epi32(0), 0xCA);
        __m256i t80 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t79, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t81 = _mm256_and_si256(t66, t80);
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)(t70 + k) * 4UL), _mm256_movepi32_mask(t81), g_v_5);
        i = (int)((long)t63 + t64);
    } else {
        i = t63;
    }
    for (; i < n; i++) {
        int t82 = g[i];
        if (t82 > 10) {
            t83 = ((i + k) < 1003) != 0;
        } else {
            t83 = 0;
        }
        if (t83) {
            out[i + k] = t82;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long window(int n) {
    vcc_no_contract_body
    int t75;
    long t76;
    int i;
    long s;
    int t97;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        __m128i t4 = t3;
        __m128i i_v = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at masked_bounds.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t5 = (int)i_vec;
            __m128i i_v_2 = i_v;
            __m128i t6 = _mm_movm_epi32(_mm_cmp_epi32_mask(i_v_2, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t7 = i_v_2;
            __m128i t8 = _mm_set1_epi32(3);
            __m128i t9 = _mm_add_epi32(t7, t8);
            __m128i t10 = t9;
            __m128i t11 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t10);
            __m128i t12 = (__m128i)__builtin_convertvector((vcc_m4)t11 & 1, vcc_v4_int);
            __m128i t13 = _mm_ternarylogic_epi32(t6, t12, _mm_set1_epi32(0), 0xCA);
            __m128i t14 = _mm_movm_epi32(_mm_cmp_epi32_mask(t13, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t14), (int *)((unsigned long)&g + (unsigned long)(long)(t5 - 3) * 4UL));
            __m128i g_v_1 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t14), (int *)((unsigned long)&g + (unsigned long)(long)(t5 + 3) * 4UL));
            __m128i t15 = g_v;
            __m128i t16 = g_v_1;
            __m128i t17 = _mm_sub_epi32(t15, t16);
            __m128i t18 = t17;
            __m256i t19 = _mm256_cvtepi32_epi64(t18);
            __m256i t20 = t19;
            __m256i s_v_5 = _mm256_add_epi64(s_v, t20);
            s_v = _mm256_mask_blend_epi64(_mm_movepi32_mask(t14), s_v, s_v_5);
            int t21 = (int)(i_vec + 4L);
            __m128i t22 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
            __m128i i_v_3 = t22;
            __m128i t23 = _mm_movm_epi32(_mm_cmp_epi32_mask(i_v_3, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t24 = i_v_3;
            __m128i t25 = _mm_set1_epi32(3);
            __m128i t26 = _mm_add_epi32(t24, t25);
            __m128i t27 = t26;
            __m128i t28 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t27);
            __m128i t29 = (__m128i)__builtin_convertvector((vcc_m4)t28 & 1, vcc_v4_int);
            __m128i t30 = _mm_ternarylogic_epi32(t23, t29, _mm_set1_epi32(0), 0xCA);
            __m128i t31 = _mm_movm_epi32(_mm_cmp_epi32_mask(t30, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_2 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t31), (int *)((unsigned long)&g + (unsigned long)(long)(t21 - 3) * 4UL));
            __m128i g_v_3 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t31), (int *)((unsigned long)&g + (unsigned long)(long)(t21 + 3) * 4UL));
            __m128i t32 = g_v_2;
            __m128i t33 = g_v_3;
            __m128i t34 = _mm_sub_epi32(t32, t33);
            __m128i t35 = t34;
            __m256i t36 = _mm256_cvtepi32_epi64(t35);
            __m256i t37 = t36;
            __m256i s_v_6 = _mm256_add_epi64(s_v_1, t37);
            s_v_1 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t31), s_v_1, s_v_6);
            int t38 = (int)(i_vec + 8L);
            __m128i t39 = _mm_add_epi32(i_v, _mm_set1_epi32(8));
            __m128i i_v_4 = t39;
            __m128i t40 = _mm_movm_epi32(_mm_cmp_epi32_mask(i_v_4, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t41 = i_v_4;
            __m128i t42 = _mm_set1_epi32(3);
            __m128i t43 = _mm_add_epi32(t41, t42);
            __m128i t44 = t43;
            __m128i t45 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t44);
            __m128i t46 = (__m128i)__builtin_convertvector((vcc_m4)t45 & 1, vcc_v4_int);
            __m128i t47 = _mm_ternarylogic_epi32(t40, t46, _mm_set1_epi32(0), 0xCA);
            __m128i t48 = _mm_movm_epi32(_mm_cmp_epi32_mask(t47, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_4 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t48), (int *)((unsigned long)&g + (unsigned long)(long)(t38 - 3) * 4UL));
            __m128i g_v_5 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t48), (int *)((unsigned long)&g + (unsigned long)(long)(t38 + 3) * 4UL));
            __m128i t49 = g_v_4;
            __m128i t50 = g_v_5;
            __m128i t51 = _mm_sub_epi32(t49, t50);
            __m128i t52 = t51;
            __m256i t53 = _mm256_cvtepi32_epi64(t52);
            __m256i t54 = t53;
            __m256i s_v_7 = _mm256_add_epi64(s_v_2, t54);
            s_v_2 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t48), s_v_2, s_v_7);
            int t55 = (int)(i_vec + 12L);
            __m128i t56 = _mm_add_epi32(i_v, _mm_set1_epi32(12));
            __m128i i_v_5 = t56;
            __m128i t57 = _mm_movm_epi32(_mm_cmp_epi32_mask(i_v_5, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t58 = i_v_5;
            __m128i t59 = _mm_set1_epi32(3);
            __m128i t60 = _mm_add_epi32(t58, t59);
            __m128i t61 = t60;
            __m128i t62 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t61);
            __m128i t63 = (__m128i)__builtin_convertvector((vcc_m4)t62 & 1, vcc_v4_int);
            __m128i t64 = _mm_ternarylogic_epi32(t57, t63, _mm_set1_epi32(0), 0xCA);
            __m128i t65 = _mm_movm_epi32(_mm_cmp_epi32_mask(t64, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_6 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t65), (int *)((unsigned long)&g + (unsigned long)(long)(t55 - 3) * 4UL));
            __m128i g_v_7 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t65), (int *)((unsigned long)&g + (unsigned long)(long)(t55 + 3) * 4UL));
            __m128i t66 = g_v_6;
            __m128i t67 = g_v_7;
            __m128i t68 = _mm_sub_epi32(t66, t67);
            __m128i t69 = t68;
            __m256i t70 = _mm256_cvtepi32_epi64(t69);
            __m256i t71 = t70;
            __m256i s_v_8 = _mm256_add_epi64(s_v_3, t71);
            s_v_3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t65), s_v_3, s_v_8);
            i_vec += 16L;
            i_v = _mm_add_epi32(i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        __m256i t72 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t73 = _mm256_add_epi64(t72, s_v_2);
        __m256i t74 = _mm256_add_epi64(t73, s_v_3);
        t75 = (int)t2;
        t76 = (long)vcc_avx2_reduce_epi64(t74, _mm_add_epi64, unsigned long);
    } else {
        t75 = 0;
        t76 = 0L;
    }
    long t77 = (long)n + (long)t75 * -1L;
    if (t77 >= 4L) {
        long t78 = t77 & -4L;
        __m128i t79 = _mm_set1_epi32((int)t75);
        __m128i t80 = t79;
        __m128i i_v_1 = _mm_add_epi32(t80, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        do {
            int t81 = (int)((long)t75 + i_vec_1);
            __m128i i_v_6 = i_v_1;
            __m128i t82 = _mm_movm_epi32(_mm_cmp_epi32_mask(i_v_6, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t83 = i_v_6;
            __m128i t84 = _mm_set1_epi32(3);
            __m128i t85 = _mm_add_epi32(t83, t84);
            __m128i t86 = t85;
            __m128i t87 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t86);
            __m128i t88 = (__m128i)__builtin_convertvector((vcc_m4)t87 & 1, vcc_v4_int);
            __m128i t89 = _mm_ternarylogic_epi32(t82, t88, _mm_set1_epi32(0), 0xCA);
            __m128i t90 = _mm_movm_epi32(_mm_cmp_epi32_mask(t89, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_8 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t90), (int *)((unsigned long)&g + (unsigned long)(long)(t81 - 3) * 4UL));
            __m128i g_v_9 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t90), (int *)((unsigned long)&g + (unsigned long)(long)(t81 + 3) * 4UL));
            __m128i t91 = g_v_8;
            __m128i t92 = g_v_9;
            __m128i t93 = _mm_sub_epi32(t91, t92);
            __m128i t94 = t93;
            __m256i t95 = _mm256_cvtepi32_epi64(t94);
            __m256i t96 = t95;
            __m256i s_v_9 = _mm256_add_epi64(s_v_4, t96);
            s_v_4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t90), s_v_4, s_v_9);
            i_vec_1 += 4L;
            i_v_1 = _mm_add_epi32(i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t78);
        i = (int)((long)t75 + t78);
        s = (long)((unsigned long)t76 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t75;
        s = t76;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t97 = ((i + 3) < 1003) != 0;
        } else {
            t97 = 0;
        }
        if (t97) {
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
    int t20;
    int n_2;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:79 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        long t1 = (long)(int)i_vec;
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[t1]);
        __m256 t2 = _mm256_cvtepi32_ps(g_v);
        __m256 t3 = _mm256_mul_ps(t2, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t1], t3);
        long t4 = (long)(int)(i_vec + 8L);
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t4]);
        __m256 t5 = _mm256_cvtepi32_ps(g_v_1);
        __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t4], t6);
        long t7 = (long)(int)(i_vec + 16L);
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t7]);
        __m256 t8 = _mm256_cvtepi32_ps(g_v_2);
        __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t7], t9);
        long t10 = (long)(int)(i_vec + 24L);
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t10]);
        __m256 t11 = _mm256_cvtepi32_ps(g_v_3);
        __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t10], t12);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    do {
        long t13 = (long)(int)(992L + i_vec_1);
        __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[t13]);
        __m256 t14 = _mm256_cvtepi32_ps(g_v_4);
        __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t13], t15);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    __m256i t16 = _mm256_set1_epi32(3);
    __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), &g[1000]);
    __m256 t18 = _mm256_cvtepi32_ps(g_v_5);
    __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.25f));
    _mm256_mask_storeu_ps(&gf[1000], _mm256_movepi32_mask(t17), t19);
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
        /* vcc: loop at masked_bounds.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t21 = (long)(int)i_vec_2;
            _mm256_storeu_si256((__m256i *)&out[t21], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t21], _mm256_set1_ps(-1.0f));
            long t22 = (long)(int)(i_vec_2 + 8L);
            _mm256_storeu_si256((__m256i *)&out[t22], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t22], _mm256_set1_ps(-1.0f));
            long t23 = (long)(int)(i_vec_2 + 16L);
            _mm256_storeu_si256((__m256i *)&out[t23], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t23], _mm256_set1_ps(-1.0f));
            long t24 = (long)(int)(i_vec_2 + 24L);
            _mm256_storeu_si256((__m256i *)&out[t24], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t24], _mm256_set1_ps(-1.0f));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            long t25 = (long)(int)(992L + i_vec_3);
            _mm256_storeu_si256((__m256i *)&out[t25], _mm256_set1_epi32(-1));
            _mm256_storeu_ps(&outf[t25], _mm256_set1_ps(-1.0f));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        __m256i t26 = _mm256_set1_epi32(3);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t27), _mm256_set1_epi32(-1));
        _mm256_mask_storeu_ps(&outf[1000], _mm256_movepi32_mask(t27), _mm256_set1_ps(-1.0f));
        load_after(n_2);
        const void *t28 = (const void *)out;
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes(t28, 4012UL));
        store_after(n_2, 5);
        long t30 = window(n_2);
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t29, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t28, 4012UL)), t30);
    }
}
