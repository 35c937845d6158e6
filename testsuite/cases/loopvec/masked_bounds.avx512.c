/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=10 avx2=10 avx512=10 sse4.2=9 neon=7 sse2=9 */
/* Masked accesses whose lane 0 is off: the scalar loop never forms the address of an element
 * outside the array, but lane 0's address of a masked vector access may lie there (`g[i - 1]`
 * with `i >= 1` at i = 0, `g[i + 4]` with `i + 4 < G` near the end). Such addresses are computed
 * as unsigned integers; with C's array indexing this program fails under
 * -fsanitize=undefined ("index -1 out of bounds for type 'int [1003]'"), which the test builds
 * vcc's output with. Constant and run-time counts, loads and stores. A conditional load whose
 * elements all exist (`gf[i]` in store_before, `g[i]` in load_inside: the loop's constant count
 * stays inside the array) is an unmasked load; one whose stretch passes the array's end
 * (`half[i]` in load_half, read only while `i < H` by a loop of G iterations) stays masked: an
 * unmasked one would read past `half` (AddressSanitizer, which the test also builds with).
 * A conditional load of one element at a constant offset (`gf[0]` on the first iteration, the
 * last element of a local array) is loaded once, unmasked, where the element exists; through
 * a pointer of unknown extent (`p[0]`), or at an offset past the array (`half[H]`, read only
 * when a run-time flag says so, which it never does), it keeps the refusal. */
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
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t2 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)i_v, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t2), (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec - 1) * 4UL));
        __m256i t3 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t2), t3);
        long t4 = i_vec + 8L;
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t5, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t6), (int *)((unsigned long)&g + (unsigned long)(long)((int)t4 - 1) * 4UL));
        __m256i t7 = _mm256_mullo_epi32(g_v_1, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t4 * 4UL), _mm256_movepi32_mask(t6), t7);
        long t8 = i_vec + 16L;
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t10), (int *)((unsigned long)&g + (unsigned long)(long)((int)t8 - 1) * 4UL));
        __m256i t11 = _mm256_mullo_epi32(g_v_2, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t8 * 4UL), _mm256_movepi32_mask(t10), t11);
        long t12 = i_vec + 24L;
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), (int *)((unsigned long)&g + (unsigned long)(long)((int)t12 - 1) * 4UL));
        __m256i t15 = _mm256_mullo_epi32(g_v_3, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t14), t15);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t16 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t17 = 992L + i_vec_1;
        __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)i_v_1, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
        __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), (int *)((unsigned long)&g + (unsigned long)(long)((int)t17 - 1) * 4UL));
        __m256i t19 = _mm256_mullo_epi32(g_v_4, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t17 * 4UL), _mm256_movepi32_mask(t18), t19);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t20 = _mm256_set1_epi32(3);
    __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t22 = _mm256_set1_epi32(1000);
    __m256i t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(1), _MM_CMPINT_NLT));
    __m256i t25 = _mm256_and_si256(t21, t24);
    __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), (int *)((unsigned long)&g + 3996UL));
    __m256i t26 = _mm256_mullo_epi32(g_v_5, _mm256_set1_epi32(3));
    _mm256_mask_storeu_epi32((int *)((unsigned long)&out + 4000UL), _mm256_movepi32_mask(t25), t26);
}

/* A load four elements on, while it stays inside the array (a run-time count). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_after(int n) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(4));
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t4);
            __m256i g_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t5), (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec + 4) * 4UL));
            __m256i t6 = _mm256_add_epi32(g_v, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t5), t6);
            long t7 = i_vec + 8L;
            __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t9 = _mm256_add_epi32(t8, _mm256_set1_epi32(4));
            __m256i t10 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t9);
            __m256i g_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t10), (int *)((unsigned long)&g + (unsigned long)(long)((int)t7 + 4) * 4UL));
            __m256i t11 = _mm256_add_epi32(g_v_1, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t7 * 4UL), _mm256_movepi32_mask(t10), t11);
            long t12 = i_vec + 16L;
            __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(4));
            __m256i t15 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t14);
            __m256i g_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t15), (int *)((unsigned long)&g + (unsigned long)(long)((int)t12 + 4) * 4UL));
            __m256i t16 = _mm256_add_epi32(g_v_2, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t15), t16);
            long t17 = i_vec + 24L;
            __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(4));
            __m256i t20 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t19);
            __m256i g_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), (int *)((unsigned long)&g + (unsigned long)(long)((int)t17 + 4) * 4UL));
            __m256i t21 = _mm256_add_epi32(g_v_3, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t17 * 4UL), _mm256_movepi32_mask(t20), t21);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        __m256i t25 = _mm256_set1_epi32((int)t22);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t22 + i_vec_1;
            __m256i t27 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(4));
            __m256i t28 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t27);
            __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), (int *)((unsigned long)&g + (unsigned long)(long)((int)t26 + 4) * 4UL));
            __m256i t29 = _mm256_add_epi32(g_v_4, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t26 * 4UL), _mm256_movepi32_mask(t28), t29);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t34 = _mm256_set1_epi32((int)t30);
        __m256i t35 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t36 = (long)t30;
        __m256i t37 = _mm256_add_epi32(t35, _mm256_set1_epi32(4));
        __m256i t38 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t37);
        __m256i t39 = _mm256_and_si256(t33, t38);
        __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), (int *)((unsigned long)&g + (unsigned long)(long)((int)t36 + 4) * 4UL));
        __m256i t40 = _mm256_add_epi32(g_v_5, _mm256_set1_epi32(1));
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t36 * 4UL), _mm256_movepi32_mask(t39), t40);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        int t41 = i + 4;
        if (t41 < 1003) {
            out[i] = g[t41] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_before(void) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t2 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)i_v, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v = _mm256_loadu_ps(&gf[i_vec]);
        __m256 t3 = _mm256_mul_ps(gf_v, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)i_vec - 2) * 4UL), _mm256_movepi32_mask(t2), t3);
        long t4 = i_vec + 8L;
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t5, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_1 = _mm256_loadu_ps(&gf[t4]);
        __m256 t7 = _mm256_mul_ps(gf_v_1, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)t4 - 2) * 4UL), _mm256_movepi32_mask(t6), t7);
        long t8 = i_vec + 16L;
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_2 = _mm256_loadu_ps(&gf[t8]);
        __m256 t11 = _mm256_mul_ps(gf_v_2, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)t8 - 2) * 4UL), _mm256_movepi32_mask(t10), t11);
        long t12 = i_vec + 24L;
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_3 = _mm256_loadu_ps(&gf[t12]);
        __m256 t15 = _mm256_mul_ps(gf_v_3, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)t12 - 2) * 4UL), _mm256_movepi32_mask(t14), t15);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t16 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t17 = 992L + i_vec_1;
        __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)i_v_1, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
        __m256 gf_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), (float *)((unsigned long)&gf + (unsigned long)t17 * 4UL));
        __m256 t19 = _mm256_mul_ps(gf_v_4, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)t17 - 2) * 4UL), _mm256_movepi32_mask(t18), t19);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t20 = _mm256_set1_epi32(3);
    __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t22 = _mm256_set1_epi32(1000);
    __m256i t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(2), _MM_CMPINT_NLT));
    __m256i t25 = _mm256_and_si256(t21, t24);
    __m256 gf_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), (float *)((unsigned long)&gf + 4000UL));
    __m256 t26 = _mm256_mul_ps(gf_v_5, _mm256_set1_ps(0.5f));
    _mm256_mask_storeu_ps((float *)((unsigned long)&outf + 3992UL), _mm256_movepi32_mask(t25), t26);
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_inside(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:47 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        int *t1 = &out[i_vec];
        __m256i out_v = _mm256_loadu_si256((const __m256i *)t1);
        __m256i t2 = _mm256_cmpgt_epi32(out_v, _mm256_set1_epi32(10));
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
        __m256i t3 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(2));
        __m256i t4 = _mm256_ternarylogic_epi32(t2, t3, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t1, t4);
        long t5 = i_vec + 8L;
        int *t6 = &out[t5];
        __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t6);
        __m256i t7 = _mm256_cmpgt_epi32(out_v_1, _mm256_set1_epi32(10));
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t5]);
        __m256i t8 = _mm256_mullo_epi32(g_v_1, _mm256_set1_epi32(2));
        __m256i t9 = _mm256_ternarylogic_epi32(t7, t8, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t6, t9);
        long t10 = i_vec + 16L;
        int *t11 = &out[t10];
        __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t11);
        __m256i t12 = _mm256_cmpgt_epi32(out_v_2, _mm256_set1_epi32(10));
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t10]);
        __m256i t13 = _mm256_mullo_epi32(g_v_2, _mm256_set1_epi32(2));
        __m256i t14 = _mm256_ternarylogic_epi32(t12, t13, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t11, t14);
        long t15 = i_vec + 24L;
        int *t16 = &out[t15];
        __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t16);
        __m256i t17 = _mm256_cmpgt_epi32(out_v_3, _mm256_set1_epi32(10));
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t15]);
        __m256i t18 = _mm256_mullo_epi32(g_v_3, _mm256_set1_epi32(2));
        __m256i t19 = _mm256_ternarylogic_epi32(t17, t18, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t16, t19);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t20 = 992L + i_vec_1;
        int *t21 = &out[t20];
        __m256i out_v_4 = _mm256_loadu_si256((const __m256i *)t21);
        __m256i t22 = _mm256_cmpgt_epi32(out_v_4, _mm256_set1_epi32(10));
        __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)&g + (unsigned long)t20 * 4UL));
        __m256i t23 = _mm256_mullo_epi32(g_v_4, _mm256_set1_epi32(2));
        __m256i t24 = _mm256_ternarylogic_epi32(t22, t23, _mm256_set1_epi32(7), 0xCA);
        _mm256_storeu_si256((__m256i *)t21, t24);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i out_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), &out[1000]);
    __m256i t27 = _mm256_cmpgt_epi32(out_v_5, _mm256_set1_epi32(10));
    __m256i t28 = (__m256i)~(vcc_m8)t27;
    __m256i t29 = _mm256_and_si256(t26, t28);
    __m256i t30 = _mm256_and_si256(t26, t27);
    __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t30), (int *)((unsigned long)&g + 4000UL));
    __m256i t31 = _mm256_mullo_epi32(g_v_5, _mm256_set1_epi32(2));
    __m256i t32 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32(7), t31, 0xCA);
    _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t26), t32);
}

/* half[i] exists only while i < H: the load stays masked. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void load_half(void) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t2 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), (__m256i)i_v);
        __m256i half_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t2), (int *)((unsigned long)&half + (unsigned long)i_vec * 4UL));
        __m256i t3 = _mm256_add_epi32(half_v, _mm256_set1_epi32(1));
        __m256i t4 = _mm256_ternarylogic_epi32(t2, t3, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[i_vec], t4);
        long t5 = i_vec + 8L;
        __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t6);
        __m256i half_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t7), (int *)((unsigned long)&half + (unsigned long)t5 * 4UL));
        __m256i t8 = _mm256_add_epi32(half_v_1, _mm256_set1_epi32(1));
        __m256i t9 = _mm256_ternarylogic_epi32(t7, t8, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t5], t9);
        long t10 = i_vec + 16L;
        __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t12 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t11);
        __m256i half_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), (int *)((unsigned long)&half + (unsigned long)t10 * 4UL));
        __m256i t13 = _mm256_add_epi32(half_v_2, _mm256_set1_epi32(1));
        __m256i t14 = _mm256_ternarylogic_epi32(t12, t13, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t10], t14);
        long t15 = i_vec + 24L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t17 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t16);
        __m256i half_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), (int *)((unsigned long)&half + (unsigned long)t15 * 4UL));
        __m256i t18 = _mm256_add_epi32(half_v_3, _mm256_set1_epi32(1));
        __m256i t19 = _mm256_ternarylogic_epi32(t17, t18, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t15], t19);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t20 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:57 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t21 = 992L + i_vec_1;
        __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), (__m256i)i_v_1);
        __m256i half_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)&half + (unsigned long)t21 * 4UL));
        __m256i t23 = _mm256_add_epi32(half_v_4, _mm256_set1_epi32(1));
        __m256i t24 = _mm256_ternarylogic_epi32(t22, t23, _mm256_set1_epi32(-3), 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t21], t24);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t27 = _mm256_set1_epi32(1000);
    __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t29 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t28);
    __m256i t30 = (__m256i)~(vcc_m8)t29;
    __m256i t31 = _mm256_and_si256(t26, t30);
    __m256i t32 = _mm256_and_si256(t26, t29);
    __m256i half_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), (int *)((unsigned long)&half + 4000UL));
    __m256i t33 = _mm256_add_epi32(half_v_5, _mm256_set1_epi32(1));
    __m256i t34 = _mm256_ternarylogic_epi32(t31, _mm256_set1_epi32(-3), t33, 0xCA);
    _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t26), t34);
}

/* The first iteration takes a constant element, the others a pair. */
static __typeof__(outf) outf __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void first_iter(void) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:67 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t2 = _mm256_cmpeq_epi32((__m256i)i_v, _mm256_set1_epi32(0));
        __m256i t3 = (__m256i)~(vcc_m8)t2;
        __m256 gf_v = _mm256_loadu_ps(&gf[i_vec]);
        __m256 gf_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t3), (float *)((unsigned long)&gf + (unsigned long)(long)((int)i_vec - 1) * 4UL));
        __m256 t4 = _mm256_add_ps(gf_v, gf_v_1);
        __m256 gf_v_2 = _mm256_set1_ps(gf[0]);
        __m256 t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, gf_v_2);
        __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[i_vec], t6);
        long t7 = i_vec + 8L;
        __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_cmpeq_epi32(t8, _mm256_set1_epi32(0));
        __m256i t10 = (__m256i)~(vcc_m8)t9;
        __m256 gf_v_3 = _mm256_loadu_ps(&gf[t7]);
        __m256 gf_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t10), (float *)((unsigned long)&gf + (unsigned long)(long)((int)t7 - 1) * 4UL));
        __m256 t11 = _mm256_add_ps(gf_v_3, gf_v_4);
        __m256 gf_v_5 = _mm256_set1_ps(gf[0]);
        __m256 t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t9), t11, gf_v_5);
        __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t7], t13);
        long t14 = i_vec + 16L;
        __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t16 = _mm256_cmpeq_epi32(t15, _mm256_set1_epi32(0));
        __m256i t17 = (__m256i)~(vcc_m8)t16;
        __m256 gf_v_6 = _mm256_loadu_ps(&gf[t14]);
        __m256 gf_v_7 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t17), (float *)((unsigned long)&gf + (unsigned long)(long)((int)t14 - 1) * 4UL));
        __m256 t18 = _mm256_add_ps(gf_v_6, gf_v_7);
        __m256 gf_v_8 = _mm256_set1_ps(gf[0]);
        __m256 t19 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t16), t18, gf_v_8);
        __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t14], t20);
        long t21 = i_vec + 24L;
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t23 = _mm256_cmpeq_epi32(t22, _mm256_set1_epi32(0));
        __m256i t24 = (__m256i)~(vcc_m8)t23;
        __m256 gf_v_9 = _mm256_loadu_ps(&gf[t21]);
        __m256 gf_v_10 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), (float *)((unsigned long)&gf + (unsigned long)(long)((int)t21 - 1) * 4UL));
        __m256 t25 = _mm256_add_ps(gf_v_9, gf_v_10);
        __m256 gf_v_11 = _mm256_set1_ps(gf[0]);
        __m256 t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t23), t25, gf_v_11);
        __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t21], t27);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t28 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:67 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t29 = 992L + i_vec_1;
        __m256i t30 = _mm256_cmpeq_epi32((__m256i)i_v_1, _mm256_set1_epi32(0));
        __m256i t31 = (__m256i)~(vcc_m8)t30;
        __m256 gf_v_12 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), (float *)((unsigned long)&gf + (unsigned long)t29 * 4UL));
        __m256 gf_v_13 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), (float *)((unsigned long)&gf + (unsigned long)(long)((int)t29 - 1) * 4UL));
        __m256 t32 = _mm256_add_ps(gf_v_12, gf_v_13);
        __m256 gf_v_14 = _mm256_set1_ps(gf[0]);
        __m256 t33 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t30), t32, gf_v_14);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t29], t34);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t35 = _mm256_set1_epi32(3);
    __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t37 = _mm256_set1_epi32(1000);
    __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t39 = _mm256_cmpeq_epi32(t38, _mm256_set1_epi32(0));
    __m256i t40 = (__m256i)~(vcc_m8)t39;
    __m256i t41 = _mm256_and_si256(t36, t40);
    __m256 gf_v_15 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), (float *)((unsigned long)&gf + 4000UL));
    __m256 gf_v_16 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), (float *)((unsigned long)&gf + 3996UL));
    __m256 t42 = _mm256_add_ps(gf_v_15, gf_v_16);
    __m256 gf_v_17 = _mm256_set1_ps(gf[0]);
    __m256 t43 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t41), gf_v_17, t42);
    __m256 t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.5f));
    _mm256_mask_storeu_ps(&outf[1000], _mm256_movepi32_mask(t36), t44);
}

/* A local table's last element, on the iterations past a run-time bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void last_of_local(int n) {
    vcc_no_contract_body
    int t[8];
    long k_vec = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[k_vec]);
        __m256i t1 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&t[k_vec], t1);
        k_vec += 8L;
    } while (k_vec < 8L);
    __m256i n_v = _mm256_set1_epi32((int)n);
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:76 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t3 = _mm256_cmpgt_epi32(n_v, (__m256i)i_v);
        __m256i t_v = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
        __m256i t4 = _mm256_ternarylogic_epi32(t3, g_v_1, t_v, 0xCA);
        _mm256_storeu_si256((__m256i *)&out[i_vec], t4);
        long t5 = i_vec + 8L;
        __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t7 = _mm256_cmpgt_epi32(n_v, t6);
        __m256i t_v_1 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t5]);
        __m256i t8 = _mm256_ternarylogic_epi32(t7, g_v_2, t_v_1, 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t5], t8);
        long t9 = i_vec + 16L;
        __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t11 = _mm256_cmpgt_epi32(n_v, t10);
        __m256i t_v_2 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t9]);
        __m256i t12 = _mm256_ternarylogic_epi32(t11, g_v_3, t_v_2, 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t9], t12);
        long t13 = i_vec + 24L;
        __m256i t14 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t15 = _mm256_cmpgt_epi32(n_v, t14);
        __m256i t_v_3 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[t13]);
        __m256i t16 = _mm256_ternarylogic_epi32(t15, g_v_4, t_v_3, 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t13], t16);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i n_v_1 = _mm256_set1_epi32((int)n);
    __m256i t17 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t18 = 992L + i_vec_1;
        __m256i t19 = _mm256_cmpgt_epi32(n_v_1, (__m256i)i_v_1);
        __m256i t_v_4 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (int *)((unsigned long)&g + (unsigned long)t18 * 4UL));
        __m256i t20 = _mm256_ternarylogic_epi32(t19, g_v_5, t_v_4, 0xCA);
        _mm256_storeu_si256((__m256i *)&out[t18], t20);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t21 = _mm256_set1_epi32(3);
    __m256i t22 = _mm256_cmpgt_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i n_v_2 = _mm256_set1_epi32((int)n);
    __m256i t23 = _mm256_set1_epi32(1000);
    __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t25 = _mm256_cmpgt_epi32(n_v_2, t24);
    __m256i t26 = (__m256i)~(vcc_m8)t25;
    __m256i t27 = _mm256_and_si256(t22, t26);
    __m256i t_v_5 = _mm256_set1_epi32((int)t[7]);
    __m256i t28 = _mm256_and_si256(t22, t25);
    __m256i g_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), (int *)((unsigned long)&g + 4000UL));
    __m256i t29 = _mm256_ternarylogic_epi32(t27, t_v_5, g_v_6, 0xCA);
    _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t22), t29);
}

/* Through a pointer of unknown extent: p[0] may not exist (p == 0 when n is 0), refused. */
void through_pointer(int n, const int *p) {
    for (int i = 0; i < G; i++)
        out[i] = i < n ? p[0] + i : g[i];
}

/* half[H] is past the array: read only when `flag` is set (it never is), refused. */
void past_the_end(int flag) {
    for (int i = 0; i < G; i++)
        out[i] = flag ? half[H] : g[i] - 1;
}

/* A store past a run-time offset, under a data condition and the bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_after(int n, int k) {
    vcc_no_contract_body
    int t34;
    int t45;
    int i;
    int t61;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
            __m256i t4 = _mm256_cmpgt_epi32(g_v, _mm256_set1_epi32(10));
            __m256i t5 = _mm256_add_epi32((__m256i)i_v, k_v);
            __m256i t6 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t5);
            __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            __m256i t8 = _mm256_ternarylogic_epi32(t4, t7, _mm256_set1_epi32(0), 0xCA);
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t8, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)i_vec + k) * 4UL), _mm256_movepi32_mask(t9), g_v);
            long t10 = i_vec + 8L;
            __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t10]);
            __m256i t12 = _mm256_cmpgt_epi32(g_v_1, _mm256_set1_epi32(10));
            __m256i t13 = _mm256_add_epi32(t11, k_v);
            __m256i t14 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t13);
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            __m256i t16 = _mm256_ternarylogic_epi32(t12, t15, _mm256_set1_epi32(0), 0xCA);
            __m256i t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t10 + k) * 4UL), _mm256_movepi32_mask(t17), g_v_1);
            long t18 = i_vec + 16L;
            __m256i t19 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t18]);
            __m256i t20 = _mm256_cmpgt_epi32(g_v_2, _mm256_set1_epi32(10));
            __m256i t21 = _mm256_add_epi32(t19, k_v);
            __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t21);
            __m256i t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            __m256i t24 = _mm256_ternarylogic_epi32(t20, t23, _mm256_set1_epi32(0), 0xCA);
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t24, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t18 + k) * 4UL), _mm256_movepi32_mask(t25), g_v_2);
            long t26 = i_vec + 24L;
            __m256i t27 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t26]);
            __m256i t28 = _mm256_cmpgt_epi32(g_v_3, _mm256_set1_epi32(10));
            __m256i t29 = _mm256_add_epi32(t27, k_v);
            __m256i t30 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t29);
            __m256i t31 = (__m256i)__builtin_convertvector((vcc_m8)t30 & 1, vcc_v8_int);
            __m256i t32 = _mm256_ternarylogic_epi32(t28, t31, _mm256_set1_epi32(0), 0xCA);
            __m256i t33 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t32, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t26 + k) * 4UL), _mm256_movepi32_mask(t33), g_v_3);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        __m256i t37 = _mm256_set1_epi32((int)t34);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t38 = (long)t34 + i_vec_1;
            __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[t38]);
            __m256i t39 = _mm256_cmpgt_epi32(g_v_4, _mm256_set1_epi32(10));
            __m256i t40 = _mm256_add_epi32((__m256i)i_v_1, k_v_1);
            __m256i t41 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t40);
            __m256i t42 = (__m256i)__builtin_convertvector((vcc_m8)t41 & 1, vcc_v8_int);
            __m256i t43 = _mm256_ternarylogic_epi32(t39, t42, _mm256_set1_epi32(0), 0xCA);
            __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t43, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t38 + k) * 4UL), _mm256_movepi32_mask(t44), g_v_4);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t36);
        t45 = (int)((long)t34 + t36);
    } else {
        t45 = t34;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if ((t46 >= 1L) & (t46 <= 8L)) {
        __m256i t47 = _mm256_set1_epi32((int)(int)t46);
        __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        __m256i t49 = _mm256_set1_epi32((int)t45);
        __m256i t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t51 = (long)t45;
        __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t48), &g[t51]);
        __m256i t52 = _mm256_cmpgt_epi32(g_v_5, _mm256_set1_epi32(10));
        __m256i t53 = _mm256_and_si256(t48, t52);
        __m256i t54 = _mm256_add_epi32(t50, k_v_2);
        __m256i t55 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t54);
        __m256i t56 = (__m256i)__builtin_convertvector((vcc_m8)t55 & 1, vcc_v8_int);
        __m256i t57 = _mm256_ternarylogic_epi32(t53, t56, _mm256_set1_epi32(0), 0xCA);
        __m256i t58 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t57, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t59 = _mm256_and_si256(t48, t58);
        _mm256_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t51 + k) * 4UL), _mm256_movepi32_mask(t59), g_v_5);
        i = (int)((long)t45 + t46);
    } else {
        i = t45;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long window(int n) {
    vcc_no_contract_body
    int t46;
    long t47;
    int i;
    long s;
    int t60;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at masked_bounds.c:102 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t4 = (int)i_vec;
            __m128i t5 = _mm_movm_epi32(_mm_cmp_epi32_mask((__m128i)i_v, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(3));
            __m128i t7 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t6);
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
            __m128i t9 = _mm_ternarylogic_epi32(t5, t8, _mm_set1_epi32(0), 0xCA);
            __m128i t10 = _mm_movm_epi32(_mm_cmp_epi32_mask(t9, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t10), (int *)((unsigned long)&g + (unsigned long)(long)(t4 - 3) * 4UL));
            __m128i g_v_1 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t10), (int *)((unsigned long)&g + (unsigned long)(long)(t4 + 3) * 4UL));
            __m128i t11 = _mm_sub_epi32(g_v, g_v_1);
            __m256i t12 = _mm256_cvtepi32_epi64(t11);
            __m256i s_v_5 = _mm256_add_epi64(s_v, t12);
            s_v = _mm256_mask_blend_epi64(_mm_movepi32_mask(t10), s_v, s_v_5);
            int t13 = (int)(i_vec + 4L);
            __m128i t14 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t15 = _mm_movm_epi32(_mm_cmp_epi32_mask(t14, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t16 = _mm_add_epi32(t14, _mm_set1_epi32(3));
            __m128i t17 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t16);
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_m4)t17 & 1, vcc_v4_int);
            __m128i t19 = _mm_ternarylogic_epi32(t15, t18, _mm_set1_epi32(0), 0xCA);
            __m128i t20 = _mm_movm_epi32(_mm_cmp_epi32_mask(t19, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_2 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t20), (int *)((unsigned long)&g + (unsigned long)(long)(t13 - 3) * 4UL));
            __m128i g_v_3 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t20), (int *)((unsigned long)&g + (unsigned long)(long)(t13 + 3) * 4UL));
            __m128i t21 = _mm_sub_epi32(g_v_2, g_v_3);
            __m256i t22 = _mm256_cvtepi32_epi64(t21);
            __m256i s_v_6 = _mm256_add_epi64(s_v_1, t22);
            s_v_1 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t20), s_v_1, s_v_6);
            int t23 = (int)(i_vec + 8L);
            __m128i t24 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t25 = _mm_movm_epi32(_mm_cmp_epi32_mask(t24, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t26 = _mm_add_epi32(t24, _mm_set1_epi32(3));
            __m128i t27 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t26);
            __m128i t28 = (__m128i)__builtin_convertvector((vcc_m4)t27 & 1, vcc_v4_int);
            __m128i t29 = _mm_ternarylogic_epi32(t25, t28, _mm_set1_epi32(0), 0xCA);
            __m128i t30 = _mm_movm_epi32(_mm_cmp_epi32_mask(t29, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_4 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t30), (int *)((unsigned long)&g + (unsigned long)(long)(t23 - 3) * 4UL));
            __m128i g_v_5 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t30), (int *)((unsigned long)&g + (unsigned long)(long)(t23 + 3) * 4UL));
            __m128i t31 = _mm_sub_epi32(g_v_4, g_v_5);
            __m256i t32 = _mm256_cvtepi32_epi64(t31);
            __m256i s_v_7 = _mm256_add_epi64(s_v_2, t32);
            s_v_2 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t30), s_v_2, s_v_7);
            int t33 = (int)(i_vec + 12L);
            __m128i t34 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t35 = _mm_movm_epi32(_mm_cmp_epi32_mask(t34, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t36 = _mm_add_epi32(t34, _mm_set1_epi32(3));
            __m128i t37 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t36);
            __m128i t38 = (__m128i)__builtin_convertvector((vcc_m4)t37 & 1, vcc_v4_int);
            __m128i t39 = _mm_ternarylogic_epi32(t35, t38, _mm_set1_epi32(0), 0xCA);
            __m128i t40 = _mm_movm_epi32(_mm_cmp_epi32_mask(t39, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_6 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t40), (int *)((unsigned long)&g + (unsigned long)(long)(t33 - 3) * 4UL));
            __m128i g_v_7 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t40), (int *)((unsigned long)&g + (unsigned long)(long)(t33 + 3) * 4UL));
            __m128i t41 = _mm_sub_epi32(g_v_6, g_v_7);
            __m256i t42 = _mm256_cvtepi32_epi64(t41);
            __m256i s_v_8 = _mm256_add_epi64(s_v_3, t42);
            s_v_3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t40), s_v_3, s_v_8);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        __m256i t43 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t44 = _mm256_add_epi64(t43, s_v_2);
        __m256i t45 = _mm256_add_epi64(t44, s_v_3);
        t46 = (int)t2;
        t47 = (long)vcc_avx2_reduce_epi64(t45, _mm_add_epi64, unsigned long);
    } else {
        t46 = 0;
        t47 = 0L;
    }
    long t48 = (long)n + (long)t46 * -1L;
    if (t48 >= 4L) {
        long t49 = t48 & -4L;
        __m128i t50 = _mm_set1_epi32((int)t46);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t50, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at masked_bounds.c:102 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t51 = (int)((long)t46 + i_vec_1);
            __m128i t52 = _mm_movm_epi32(_mm_cmp_epi32_mask((__m128i)i_v_1, _mm_set1_epi32(3), _MM_CMPINT_NLT));
            __m128i t53 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(3));
            __m128i t54 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t53);
            __m128i t55 = (__m128i)__builtin_convertvector((vcc_m4)t54 & 1, vcc_v4_int);
            __m128i t56 = _mm_ternarylogic_epi32(t52, t55, _mm_set1_epi32(0), 0xCA);
            __m128i t57 = _mm_movm_epi32(_mm_cmp_epi32_mask(t56, _mm_set1_epi32(0), _MM_CMPINT_NE));
            __m128i g_v_8 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t57), (int *)((unsigned long)&g + (unsigned long)(long)(t51 - 3) * 4UL));
            __m128i g_v_9 = _mm_maskz_loadu_epi32(_mm_movepi32_mask(t57), (int *)((unsigned long)&g + (unsigned long)(long)(t51 + 3) * 4UL));
            __m128i t58 = _mm_sub_epi32(g_v_8, g_v_9);
            __m256i t59 = _mm256_cvtepi32_epi64(t58);
            __m256i s_v_9 = _mm256_add_epi64(s_v_4, t59);
            s_v_4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t57), s_v_4, s_v_9);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t49);
        i = (int)((long)t46 + t49);
        s = (long)((unsigned long)t47 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t46;
        s = t47;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t60 = ((i + 3) < 1003) != 0;
        } else {
            t60 = 0;
        }
        if (t60) {
            s_1 = s + (long)(g[i - 3] - g[i + 3]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t19;
    int n_2;
    int t33;
    int n_4;
    int t35;
    int *t36;
    int t38;
    int t39;
    (void)count_at;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:110 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
        __m256 t1 = _mm256_cvtepi32_ps(g_v);
        __m256 t2 = _mm256_mul_ps(t1, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[i_vec], t2);
        long t3 = i_vec + 8L;
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t3]);
        __m256 t4 = _mm256_cvtepi32_ps(g_v_1);
        __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t3], t5);
        long t6 = i_vec + 16L;
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t6]);
        __m256 t7 = _mm256_cvtepi32_ps(g_v_2);
        __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t6], t8);
        long t9 = i_vec + 24L;
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t9]);
        __m256 t10 = _mm256_cvtepi32_ps(g_v_3);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t9], t11);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:110 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[t12]);
        __m256 t13 = _mm256_cvtepi32_ps(g_v_4);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t12], t14);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    __m256i t15 = _mm256_set1_epi32(3);
    __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t16), &g[1000]);
    __m256 t17 = _mm256_cvtepi32_ps(g_v_5);
    __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.25f));
    _mm256_mask_storeu_ps(&gf[1000], _mm256_movepi32_mask(t16), t18);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t19 = 1;
        } else {
            t19 = 0;
            n = n_1;
        }
        if (t19) {
            if (n > 1003) {
                n_2 = 1003;
            } else {
                n_2 = n;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at masked_bounds.c:116 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                _mm256_storeu_si256((__m256i *)&out[i_vec_2], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[i_vec_2], _mm256_set1_ps(-1.0f));
                long t20 = i_vec_2 + 8L;
                _mm256_storeu_si256((__m256i *)&out[t20], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t20], _mm256_set1_ps(-1.0f));
                long t21 = i_vec_2 + 16L;
                _mm256_storeu_si256((__m256i *)&out[t21], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t21], _mm256_set1_ps(-1.0f));
                long t22 = i_vec_2 + 24L;
                _mm256_storeu_si256((__m256i *)&out[t22], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t22], _mm256_set1_ps(-1.0f));
                i_vec_2 += 32L;
            } while (i_vec_2 < 992L);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_bounds.c:116 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t23 = 992L + i_vec_3;
                _mm256_storeu_si256((__m256i *)&out[t23], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t23], _mm256_set1_ps(-1.0f));
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            __m256i t24 = _mm256_set1_epi32(3);
            __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_mask_storeu_epi32(&out[1000], _mm256_movepi32_mask(t25), _mm256_set1_epi32(-1));
            _mm256_mask_storeu_ps(&outf[1000], _mm256_movepi32_mask(t25), _mm256_set1_ps(-1.0f));
            load_after(n_2);
            const void *t26 = (const void *)out;
            unsigned long t27 = (_mm256_zeroupper(), hash_bytes(t26, 4012UL));
            store_after(n_2, 5);
            long t28 = window(n_2);
            printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t27, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, 4012UL)), t28);
        } else {
            load_before();
            store_before();
            const void *t29 = (const void *)outf;
            unsigned long t30 = (_mm256_zeroupper(), hash_bytes(t29, 4012UL));
            const void *t31 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL)), (unsigned long long)t30);
            for (int fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)((_mm256_zeroupper(), next_rand()) % 40U);
            }
            load_inside();
            unsigned long t32 = (_mm256_zeroupper(), hash_bytes(t31, 4012UL));
            load_half();
            printf("inside %llx half %llx\n", (unsigned long long)t32, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL)));
            first_iter();
            printf("first %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t29, 4012UL)));
            int count_idx_1 = 0;
            int n_3 = n;
            for (;; count_idx_1++, n_3 = n_4) {
                if (count_idx_1 < 73) {
                    if (count_idx_1 <= 70) {
                        t39 = count_idx_1;
                    } else {
                        if (count_idx_1 == 71) {
                            t38 = 259;
                        } else {
                            t38 = 1001;
                        }
                        t39 = t38;
                    }
                    t33 = 1;
                    n_4 = t39;
                } else {
                    t33 = 0;
                    n_4 = n_3;
                }
                if (!t33) {
                    return 0;
                }
                int t34 = n_4 > 0;
                if (t34) {
                    t35 = 1;
                } else {
                    t35 = 0;
                }
                int *one = (int *)(_mm256_zeroupper(), new_array(t35, 4UL));
                if (t34) {
                    one[0] = n_4;
                }
                last_of_local(n_4);
                unsigned long long local = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL));
                if (t34) {
                    t36 = one;
                } else {
                    t36 = (int *)0;
                }
                (_mm256_zeroupper(), through_pointer(n_4, t36));
                unsigned long t37 = (_mm256_zeroupper(), hash_bytes(t31, 4012UL));
                (_mm256_zeroupper(), past_the_end(0));
                printf("n=%d local %llx pointer %llx past %llx\n", n_4, local, (unsigned long long)t37, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL)));
                free((void *)one);
            }
        }
    }
}
