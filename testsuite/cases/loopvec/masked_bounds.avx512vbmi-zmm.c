/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 sse4.2=13 neon=10 sse2=13 */
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
 * when a run-time flag says so, which it never does), it keeps the refusal. Over a constant
 * count, a test of the counter against a constant splits the loop there instead
 * (`split_loops.rs`: load_before, store_before, load_half, first_iter), and each part needs no
 * mask; the `_n` twins run to a run-time count, which is not split, and keep the masks. */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
static __typeof__(g) g __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_before(void) {
    vcc_no_contract_body
    int i = 0;
    while (i < 1) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:29 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t1 = 1L + i_vec;
        __m512i g_v = _mm512_loadu_si512(&g[(int)t1 - 1]);
        __m512i t2 = _mm512_mullo_epi32(g_v, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&out[t1], t2);
        long t3 = 1L + (i_vec + 16L);
        __m512i g_v_1 = _mm512_loadu_si512(&g[(int)t3 - 1]);
        __m512i t4 = _mm512_mullo_epi32(g_v_1, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&out[t3], t4);
        long t5 = 1L + (i_vec + 32L);
        __m512i g_v_2 = _mm512_loadu_si512(&g[(int)t5 - 1]);
        __m512i t6 = _mm512_mullo_epi32(g_v_2, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&out[t5], t6);
        long t7 = 1L + (i_vec + 48L);
        __m512i g_v_3 = _mm512_loadu_si512(&g[(int)t7 - 1]);
        __m512i t8 = _mm512_mullo_epi32(g_v_3, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&out[t7], t8);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t9 = 961L + i_vec_1;
        __m512i g_v_4 = _mm512_loadu_si512(&g[(int)t9 - 1]);
        __m512i t10 = _mm512_mullo_epi32(g_v_4, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&out[t9], t10);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t11 = _mm512_set1_epi32(10);
    __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
    __m512i g_v_5 = _mm512_maskz_loadu_epi32(t12, &g[992]);
    __m512i t13 = _mm512_mullo_epi32(g_v_5, _mm512_set1_epi32(3));
    _mm512_mask_storeu_epi32(&out[993], t12, t13);
}

/* The same to a run-time count (n = G): masked, lane 0 off in the first vector. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_before_n(int n) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __mmask16 t4 = _mm512_cmp_epi32_mask((__m512i)i_v, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
            __m512i g_v = _mm512_maskz_loadu_epi32(t4, (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec - 1) * 4UL));
            __m512i t5 = _mm512_mullo_epi32(g_v, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t4, t5);
            long t6 = i_vec + 16L;
            __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
            __m512i g_v_1 = _mm512_maskz_loadu_epi32(t8, (int *)((unsigned long)&g + (unsigned long)(long)((int)t6 - 1) * 4UL));
            __m512i t9 = _mm512_mullo_epi32(g_v_1, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t6 * 4UL), t8, t9);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512i t13 = _mm512_set1_epi32((int)t10);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __mmask16 t15 = _mm512_cmp_epi32_mask((__m512i)i_v_1, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
            __m512i g_v_2 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&g + (unsigned long)(long)((int)t14 - 1) * 4UL));
            __m512i t16 = _mm512_mullo_epi32(g_v_2, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t14 * 4UL), t15, t16);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512i t21 = _mm512_set1_epi32((int)t17);
        __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t23 = (long)t17;
        __mmask16 t24 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(1), _MM_CMPINT_NLT);
        __mmask16 t25 = _kand_mask16(t20, t24);
        __m512i g_v_3 = _mm512_maskz_loadu_epi32(t25, (int *)((unsigned long)&g + (unsigned long)(long)((int)t23 - 1) * 4UL));
        __m512i t26 = _mm512_mullo_epi32(g_v_3, _mm512_set1_epi32(3));
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t23 * 4UL), t25, t26);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_after(int n) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:43 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(4));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i g_v = _mm512_maskz_loadu_epi32(t5, (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec + 4) * 4UL));
            __m512i t6 = _mm512_add_epi32(g_v, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t5, t6);
            long t7 = i_vec + 16L;
            __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(4));
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i g_v_1 = _mm512_maskz_loadu_epi32(t10, (int *)((unsigned long)&g + (unsigned long)(long)((int)t7 + 4) * 4UL));
            __m512i t11 = _mm512_add_epi32(g_v_1, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t7 * 4UL), t10, t11);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        __m512i t15 = _mm512_set1_epi32((int)t12);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t12 + i_vec_1;
            __m512i t17 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(4));
            __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i g_v_2 = _mm512_maskz_loadu_epi32(t18, (int *)((unsigned long)&g + (unsigned long)(long)((int)t16 + 4) * 4UL));
            __m512i t19 = _mm512_add_epi32(g_v_2, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t18, t19);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        __m512i t24 = _mm512_set1_epi32((int)t20);
        __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t26 = (long)t20;
        __m512i t27 = _mm512_add_epi32(t25, _mm512_set1_epi32(4));
        __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
        __mmask16 t29 = _kand_mask16(t23, t28);
        __m512i g_v_3 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)&g + (unsigned long)(long)((int)t26 + 4) * 4UL));
        __m512i t30 = _mm512_add_epi32(g_v_3, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t26 * 4UL), t29, t30);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        int t31 = i + 4;
        if (t31 < 1003) {
            out[i] = g[t31] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(64)));
static __typeof__(outf) outf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_before(void) {
    vcc_no_contract_body
    int i = 0;
    while (i < 2) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:50 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t1 = 2L + i_vec;
        __m512 gf_v = _mm512_loadu_ps(&gf[t1]);
        __m512 t2 = _mm512_mul_ps(gf_v, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[(int)t1 - 2], t2);
        long t3 = 2L + (i_vec + 16L);
        __m512 gf_v_1 = _mm512_loadu_ps(&gf[t3]);
        __m512 t4 = _mm512_mul_ps(gf_v_1, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[(int)t3 - 2], t4);
        long t5 = 2L + (i_vec + 32L);
        __m512 gf_v_2 = _mm512_loadu_ps(&gf[t5]);
        __m512 t6 = _mm512_mul_ps(gf_v_2, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[(int)t5 - 2], t6);
        long t7 = 2L + (i_vec + 48L);
        __m512 gf_v_3 = _mm512_loadu_ps(&gf[t7]);
        __m512 t8 = _mm512_mul_ps(gf_v_3, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[(int)t7 - 2], t8);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:50 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t9 = 962L + i_vec_1;
        __m512 gf_v_4 = _mm512_loadu_ps(&gf[t9]);
        __m512 t10 = _mm512_mul_ps(gf_v_4, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[(int)t9 - 2], t10);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t11 = _mm512_set1_epi32(9);
    __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
    __m512 gf_v_5 = _mm512_maskz_loadu_ps(t12, &gf[994]);
    __m512 t13 = _mm512_mul_ps(gf_v_5, _mm512_set1_ps(0.5f));
    _mm512_mask_storeu_ps(&outf[992], t12, t13);
}

/* The same to a run-time count (n = G). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_before_n(int n) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:57 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __mmask16 t4 = _mm512_cmp_epi32_mask((__m512i)i_v, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
            __m512 gf_v = _mm512_maskz_loadu_ps(t4, (float *)((unsigned long)&gf + (unsigned long)i_vec * 4UL));
            __m512 t5 = _mm512_mul_ps(gf_v, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)i_vec - 2) * 4UL), t4, t5);
            long t6 = i_vec + 16L;
            __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
            __m512 gf_v_1 = _mm512_maskz_loadu_ps(t8, (float *)((unsigned long)&gf + (unsigned long)t6 * 4UL));
            __m512 t9 = _mm512_mul_ps(gf_v_1, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)t6 - 2) * 4UL), t8, t9);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512i t13 = _mm512_set1_epi32((int)t10);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:57 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __mmask16 t15 = _mm512_cmp_epi32_mask((__m512i)i_v_1, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
            __m512 gf_v_2 = _mm512_maskz_loadu_ps(t15, (float *)((unsigned long)&gf + (unsigned long)t14 * 4UL));
            __m512 t16 = _mm512_mul_ps(gf_v_2, _mm512_set1_ps(0.5f));
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)t14 - 2) * 4UL), t15, t16);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512i t21 = _mm512_set1_epi32((int)t17);
        __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t23 = (long)t17;
        __mmask16 t24 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(2), _MM_CMPINT_NLT);
        __mmask16 t25 = _kand_mask16(t20, t24);
        __m512 gf_v_3 = _mm512_maskz_loadu_ps(t25, (float *)((unsigned long)&gf + (unsigned long)t23 * 4UL));
        __m512 t26 = _mm512_mul_ps(gf_v_3, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)t23 - 2) * 4UL), t25, t26);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_inside(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:64 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        int *t1 = &out[i_vec];
        __m512i out_v = _mm512_loadu_si512(t1);
        __mmask16 t2 = _mm512_cmp_epi32_mask(out_v, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v = _mm512_loadu_si512(&g[i_vec]);
        __m512i t3 = _mm512_mullo_epi32(g_v, _mm512_set1_epi32(2));
        __m512i t4 = _mm512_mask_blend_epi32(t2, _mm512_set1_epi32(7), t3);
        _mm512_storeu_si512(t1, t4);
        long t5 = i_vec + 16L;
        int *t6 = &out[t5];
        __m512i out_v_1 = _mm512_loadu_si512(t6);
        __mmask16 t7 = _mm512_cmp_epi32_mask(out_v_1, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_1 = _mm512_loadu_si512(&g[t5]);
        __m512i t8 = _mm512_mullo_epi32(g_v_1, _mm512_set1_epi32(2));
        __m512i t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(7), t8);
        _mm512_storeu_si512(t6, t9);
        long t10 = i_vec + 32L;
        int *t11 = &out[t10];
        __m512i out_v_2 = _mm512_loadu_si512(t11);
        __mmask16 t12 = _mm512_cmp_epi32_mask(out_v_2, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_2 = _mm512_loadu_si512(&g[t10]);
        __m512i t13 = _mm512_mullo_epi32(g_v_2, _mm512_set1_epi32(2));
        __m512i t14 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(7), t13);
        _mm512_storeu_si512(t11, t14);
        long t15 = i_vec + 48L;
        int *t16 = &out[t15];
        __m512i out_v_3 = _mm512_loadu_si512(t16);
        __mmask16 t17 = _mm512_cmp_epi32_mask(out_v_3, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_3 = _mm512_loadu_si512(&g[t15]);
        __m512i t18 = _mm512_mullo_epi32(g_v_3, _mm512_set1_epi32(2));
        __m512i t19 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(7), t18);
        _mm512_storeu_si512(t16, t19);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:64 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t20 = 960L + i_vec_1;
        int *t21 = &out[t20];
        __m512i out_v_4 = _mm512_loadu_si512(t21);
        __mmask16 t22 = _mm512_cmp_epi32_mask(out_v_4, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i g_v_4 = _mm512_maskz_loadu_epi32(t22, (int *)((unsigned long)&g + (unsigned long)t20 * 4UL));
        __m512i t23 = _mm512_mullo_epi32(g_v_4, _mm512_set1_epi32(2));
        __m512i t24 = _mm512_mask_blend_epi32(t22, _mm512_set1_epi32(7), t23);
        _mm512_storeu_si512(t21, t24);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t25 = _mm512_set1_epi32(11);
    __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
    __m512i out_v_5 = _mm512_maskz_loadu_epi32(t26, &out[992]);
    __mmask16 t27 = _mm512_cmp_epi32_mask(out_v_5, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
    __mmask16 t28 = _kand_mask16(t26, t27);
    __m512i g_v_5 = _mm512_maskz_loadu_epi32(t28, (int *)((unsigned long)&g + 3968UL));
    __m512i t29 = _mm512_mullo_epi32(g_v_5, _mm512_set1_epi32(2));
    __m512i t30 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(7), t29);
    _mm512_mask_storeu_epi32(&out[992], t26, t30);
}

/* half[i] exists only while i < H: the load stays masked. */
static __typeof__(half) half __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_half(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i half_v = _mm512_loadu_si512(&half[i_vec]);
        __m512i t1 = _mm512_add_epi32(half_v, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&out[i_vec], t1);
        long t2 = i_vec + 16L;
        __m512i half_v_1 = _mm512_loadu_si512(&half[t2]);
        __m512i t3 = _mm512_add_epi32(half_v_1, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&out[t2], t3);
        long t4 = i_vec + 32L;
        __m512i half_v_2 = _mm512_loadu_si512(&half[t4]);
        __m512i t5 = _mm512_add_epi32(half_v_2, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&out[t4], t5);
        long t6 = i_vec + 48L;
        __m512i half_v_3 = _mm512_loadu_si512(&half[t6]);
        __m512i t7 = _mm512_add_epi32(half_v_3, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&out[t6], t7);
        i_vec += 64L;
    } while (i_vec < 448L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t8 = 448L + i_vec_1;
        __m512i half_v_4 = _mm512_loadu_si512(&half[t8]);
        __m512i t9 = _mm512_add_epi32(half_v_4, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&out[t8], t9);
        i_vec_1 += 16L;
    } while (i_vec_1 < 48L);
    __m512i t10 = _mm512_set1_epi32(4);
    __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
    __m512i half_v_5 = _mm512_maskz_loadu_epi32(t11, &half[496]);
    __m512i t12 = _mm512_add_epi32(half_v_5, _mm512_set1_epi32(1));
    _mm512_mask_storeu_epi32(&out[496], t11, t12);
    long i_vec_2 = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        _mm512_storeu_si512(&out[500L + i_vec_2], _mm512_set1_epi32(-3));
        _mm512_storeu_si512(&out[500L + (i_vec_2 + 16L)], _mm512_set1_epi32(-3));
        _mm512_storeu_si512(&out[500L + (i_vec_2 + 32L)], _mm512_set1_epi32(-3));
        _mm512_storeu_si512(&out[500L + (i_vec_2 + 48L)], _mm512_set1_epi32(-3));
        i_vec_2 += 64L;
    } while (i_vec_2 < 448L);
    long i_vec_3 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        _mm512_storeu_si512(&out[948L + i_vec_3], _mm512_set1_epi32(-3));
        i_vec_3 += 16L;
    } while (i_vec_3 < 48L);
    __m512i t13 = _mm512_set1_epi32(7);
    __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
    _mm512_mask_storeu_epi32(&out[996], t14, _mm512_set1_epi32(-3));
}

/* The same to a run-time count (n = G): the load stays masked. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void load_half_n(int n) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    int t31;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:84 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __mmask16 t4 = _mm512_cmp_epi32_mask((__m512i)i_v, _mm512_set1_epi32(500), _MM_CMPINT_LT);
            __m512i half_v = _mm512_maskz_loadu_epi32(t4, (int *)((unsigned long)&half + (unsigned long)i_vec * 4UL));
            __m512i t5 = _mm512_add_epi32(half_v, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_mask_blend_epi32(t4, _mm512_set1_epi32(-3), t5);
            _mm512_storeu_si512(&out[i_vec], t6);
            long t7 = i_vec + 16L;
            __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(500), _MM_CMPINT_LT);
            __m512i half_v_1 = _mm512_maskz_loadu_epi32(t9, (int *)((unsigned long)&half + (unsigned long)t7 * 4UL));
            __m512i t10 = _mm512_add_epi32(half_v_1, _mm512_set1_epi32(1));
            __m512i t11 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(-3), t10);
            _mm512_storeu_si512(&out[t7], t11);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        __m512i t15 = _mm512_set1_epi32((int)t12);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:84 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t12 + i_vec_1;
            __mmask16 t17 = _mm512_cmp_epi32_mask((__m512i)i_v_1, _mm512_set1_epi32(500), _MM_CMPINT_LT);
            __m512i half_v_2 = _mm512_maskz_loadu_epi32(t17, (int *)((unsigned long)&half + (unsigned long)t16 * 4UL));
            __m512i t18 = _mm512_add_epi32(half_v_2, _mm512_set1_epi32(1));
            __m512i t19 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(-3), t18);
            _mm512_storeu_si512(&out[t16], t19);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        __m512i t24 = _mm512_set1_epi32((int)t20);
        __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t26 = (long)t20;
        __mmask16 t27 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(500), _MM_CMPINT_LT);
        __mmask16 t28 = _kand_mask16(t23, t27);
        __m512i half_v_3 = _mm512_maskz_loadu_epi32(t28, (int *)((unsigned long)&half + (unsigned long)t26 * 4UL));
        __m512i t29 = _mm512_add_epi32(half_v_3, _mm512_set1_epi32(1));
        __m512i t30 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(-3), t29);
        _mm512_mask_storeu_epi32(&out[t26], t23, t30);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    while (i < n) {
        if (i < 500) {
            t31 = half[i] + 1;
        } else {
            t31 = -3;
        }
        out[i] = t31;
        i++;
    }
}

/* The first iteration takes a constant element, the others a pair. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void first_iter(void) {
    vcc_no_contract_body
    for (int i = 0; i < 1; i++) {
        float *t1 = &outf[i];
        float t2 = gf[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:94 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t3 = 1L + i_vec;
        __m512 gf_v = _mm512_loadu_ps(&gf[t3]);
        __m512 gf_v_1 = _mm512_loadu_ps(&gf[(int)t3 - 1]);
        __m512 t4 = _mm512_add_ps(gf_v, gf_v_1);
        __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[t3], t5);
        long t6 = 1L + (i_vec + 16L);
        __m512 gf_v_2 = _mm512_loadu_ps(&gf[t6]);
        __m512 gf_v_3 = _mm512_loadu_ps(&gf[(int)t6 - 1]);
        __m512 t7 = _mm512_add_ps(gf_v_2, gf_v_3);
        __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[t6], t8);
        long t9 = 1L + (i_vec + 32L);
        __m512 gf_v_4 = _mm512_loadu_ps(&gf[t9]);
        __m512 gf_v_5 = _mm512_loadu_ps(&gf[(int)t9 - 1]);
        __m512 t10 = _mm512_add_ps(gf_v_4, gf_v_5);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[t9], t11);
        long t12 = 1L + (i_vec + 48L);
        __m512 gf_v_6 = _mm512_loadu_ps(&gf[t12]);
        __m512 gf_v_7 = _mm512_loadu_ps(&gf[(int)t12 - 1]);
        __m512 t13 = _mm512_add_ps(gf_v_6, gf_v_7);
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[t12], t14);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:94 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t15 = 961L + i_vec_1;
        __m512 gf_v_8 = _mm512_loadu_ps(&gf[t15]);
        __m512 gf_v_9 = _mm512_loadu_ps(&gf[(int)t15 - 1]);
        __m512 t16 = _mm512_add_ps(gf_v_8, gf_v_9);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&outf[t15], t17);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t18 = _mm512_set1_epi32(10);
    __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
    __m512 gf_v_10 = _mm512_maskz_loadu_ps(t19, &gf[993]);
    __m512 gf_v_11 = _mm512_maskz_loadu_ps(t19, &gf[992]);
    __m512 t20 = _mm512_add_ps(gf_v_10, gf_v_11);
    __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.5f));
    _mm512_mask_storeu_ps(&outf[993], t19, t21);
}

/* A local table's last element, on the iterations past a run-time bound. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void last_of_local(int n) {
    vcc_no_contract_body
    int t[8];
    long k_vec = 0L;
    /* vcc: loop at masked_bounds.c:101 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[k_vec]);
        __m256i t1 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&t[k_vec], t1);
        k_vec += 8L;
    } while (k_vec < 8L);
    __m512i n_v = _mm512_set1_epi32((int)n);
    __m512i t2 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:103 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __mmask16 t3 = _mm512_cmp_epi32_mask((__m512i)i_v, n_v, _MM_CMPINT_LT);
        __m512i t_v = _mm512_set1_epi32((int)t[7]);
        __m512i g_v_1 = _mm512_loadu_si512(&g[i_vec]);
        __m512i t4 = _mm512_mask_blend_epi32(t3, t_v, g_v_1);
        _mm512_storeu_si512(&out[i_vec], t4);
        long t5 = i_vec + 16L;
        __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __mmask16 t7 = _mm512_cmp_epi32_mask(t6, n_v, _MM_CMPINT_LT);
        __m512i t_v_1 = _mm512_set1_epi32((int)t[7]);
        __m512i g_v_2 = _mm512_loadu_si512(&g[t5]);
        __m512i t8 = _mm512_mask_blend_epi32(t7, t_v_1, g_v_2);
        _mm512_storeu_si512(&out[t5], t8);
        long t9 = i_vec + 32L;
        __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __mmask16 t11 = _mm512_cmp_epi32_mask(t10, n_v, _MM_CMPINT_LT);
        __m512i t_v_2 = _mm512_set1_epi32((int)t[7]);
        __m512i g_v_3 = _mm512_loadu_si512(&g[t9]);
        __m512i t12 = _mm512_mask_blend_epi32(t11, t_v_2, g_v_3);
        _mm512_storeu_si512(&out[t9], t12);
        long t13 = i_vec + 48L;
        __m512i t14 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __mmask16 t15 = _mm512_cmp_epi32_mask(t14, n_v, _MM_CMPINT_LT);
        __m512i t_v_3 = _mm512_set1_epi32((int)t[7]);
        __m512i g_v_4 = _mm512_loadu_si512(&g[t13]);
        __m512i t16 = _mm512_mask_blend_epi32(t15, t_v_3, g_v_4);
        _mm512_storeu_si512(&out[t13], t16);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i n_v_1 = _mm512_set1_epi32((int)n);
    __m512i t17 = _mm512_set1_epi32(960);
    vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:103 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t18 = 960L + i_vec_1;
        __mmask16 t19 = _mm512_cmp_epi32_mask((__m512i)i_v_1, n_v_1, _MM_CMPINT_LT);
        __m512i t_v_4 = _mm512_set1_epi32((int)t[7]);
        __m512i g_v_5 = _mm512_maskz_loadu_epi32(t19, (int *)((unsigned long)&g + (unsigned long)t18 * 4UL));
        __m512i t20 = _mm512_mask_blend_epi32(t19, t_v_4, g_v_5);
        _mm512_storeu_si512(&out[t18], t20);
        i_vec_1 += 16L;
        i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t21 = _mm512_set1_epi32(11);
    __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
    __m512i n_v_2 = _mm512_set1_epi32((int)n);
    __m512i t23 = _mm512_set1_epi32(992);
    __m512i t24 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __mmask16 t25 = _mm512_cmp_epi32_mask(t24, n_v_2, _MM_CMPINT_LT);
    __m512i t_v_5 = _mm512_set1_epi32((int)t[7]);
    __mmask16 t26 = _kand_mask16(t22, t25);
    __m512i g_v_6 = _mm512_maskz_loadu_epi32(t26, (int *)((unsigned long)&g + 3968UL));
    __m512i t27 = _mm512_mask_blend_epi32(t25, t_v_5, g_v_6);
    _mm512_mask_storeu_epi32(&out[992], t22, t27);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_after(int n, int k) {
    vcc_no_contract_body
    int t18;
    int t29;
    int i;
    int t44;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:121 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i g_v = _mm512_loadu_si512(&g[i_vec]);
            __mmask16 t4 = _mm512_cmp_epi32_mask(g_v, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t5 = _mm512_add_epi32((__m512i)i_v, k_v);
            __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t7 = _mm512_maskz_mov_epi32(t6, _mm512_set1_epi32(1));
            __m512i t8 = _mm512_mask_blend_epi32(t4, _mm512_set1_epi32(0), t7);
            __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)i_vec + k) * 4UL), t9, g_v);
            long t10 = i_vec + 16L;
            __m512i t11 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i g_v_1 = _mm512_loadu_si512(&g[t10]);
            __mmask16 t12 = _mm512_cmp_epi32_mask(g_v_1, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t13 = _mm512_add_epi32(t11, k_v);
            __mmask16 t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t15 = _mm512_maskz_mov_epi32(t14, _mm512_set1_epi32(1));
            __m512i t16 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(0), t15);
            __mmask16 t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t10 + k) * 4UL), t17, g_v_1);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        __m512i t21 = _mm512_set1_epi32((int)t18);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:121 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            __m512i g_v_2 = _mm512_loadu_si512(&g[t22]);
            __mmask16 t23 = _mm512_cmp_epi32_mask(g_v_2, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
            __m512i t24 = _mm512_add_epi32((__m512i)i_v_1, k_v_1);
            __mmask16 t25 = _mm512_cmp_epi32_mask(t24, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
            __m512i t26 = _mm512_maskz_mov_epi32(t25, _mm512_set1_epi32(1));
            __m512i t27 = _mm512_mask_blend_epi32(t23, _mm512_set1_epi32(0), t26);
            __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t22 + k) * 4UL), t28, g_v_2);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t20);
        t29 = (int)((long)t18 + t20);
    } else {
        t29 = t18;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        __m512i t33 = _mm512_set1_epi32((int)t29);
        __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t35 = (long)t29;
        __m512i g_v_3 = _mm512_maskz_loadu_epi32(t32, &g[t35]);
        __mmask16 t36 = _mm512_cmp_epi32_mask(g_v_3, _mm512_set1_epi32(10), _MM_CMPINT_NLE);
        __m512i t37 = _mm512_add_epi32(t34, k_v_2);
        __mmask16 t38 = _mm512_cmp_epi32_mask(t37, _mm512_set1_epi32(1003), _MM_CMPINT_LT);
        __m512i t39 = _mm512_maskz_mov_epi32(t38, _mm512_set1_epi32(1));
        __m512i t40 = _mm512_mask_blend_epi32(t36, _mm512_set1_epi32(0), t39);
        __mmask16 t41 = _mm512_cmp_epi32_mask(t40, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t42 = _kand_mask16(t32, t41);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)(long)((int)t35 + k) * 4UL), t42, g_v_3);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        int t43 = g[i];
        if (t43 > 10) {
            t44 = ((i + k) < 1003) != 0;
        } else {
            t44 = 0;
        }
        if (t44) {
            out[i + k] = t43;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long window(int n) {
    vcc_no_contract_body
    int t26;
    long t27;
    int t41;
    long t42;
    int i;
    long s;
    int t60;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at masked_bounds.c:129 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            int t4 = (int)i_vec;
            __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)i_v, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t6);
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            __m256i t9 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, t8); });
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i g_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t10), (int *)((unsigned long)&g + (unsigned long)(long)(t4 - 3) * 4UL));
            __m256i g_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t10), (int *)((unsigned long)&g + (unsigned long)(long)(t4 + 3) * 4UL));
            __m256i t11 = _mm256_sub_epi32(g_v, g_v_1);
            __m512i t12 = _mm512_cvtepi32_epi64(t11);
            __m512i t13 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t10), _mm512_set1_epi64((long long)0LL), t12);
            s_v = _mm512_add_epi64(s_v, t13);
            int t14 = (int)(i_vec + 8L);
            __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t17 = _mm256_add_epi32(t15, _mm256_set1_epi32(3));
            __m256i t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t17);
            __m256i t19 = (__m256i)__builtin_convertvector((vcc_m8)t18 & 1, vcc_v8_int);
            __m256i t20 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t16, t19); });
            __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t20, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i g_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), (int *)((unsigned long)&g + (unsigned long)(long)(t14 - 3) * 4UL));
            __m256i g_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), (int *)((unsigned long)&g + (unsigned long)(long)(t14 + 3) * 4UL));
            __m256i t22 = _mm256_sub_epi32(g_v_2, g_v_3);
            __m512i t23 = _mm512_cvtepi32_epi64(t22);
            __m512i t24 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t21), _mm512_set1_epi64((long long)0LL), t23);
            s_v_1 = _mm512_add_epi64(s_v_1, t24);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        __m512i t25 = _mm512_add_epi64(s_v, s_v_1);
        t26 = (int)t2;
        t27 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t25), _mm512_extracti64x4_epi64(t25, 1)), _mm_add_epi64, unsigned long);
    } else {
        t26 = 0;
        t27 = 0L;
    }
    long t28 = (long)n + (long)t26 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        __m256i t30 = _mm256_set1_epi32((int)t26);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at masked_bounds.c:129 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t31 = (int)((long)t26 + i_vec_1);
            __m256i t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)i_v_1, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
            __m256i t33 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(3));
            __m256i t34 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t33);
            __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)t34 & 1, vcc_v8_int);
            __m256i t36 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t32, t35); });
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t36, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i g_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t37), (int *)((unsigned long)&g + (unsigned long)(long)(t31 - 3) * 4UL));
            __m256i g_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t37), (int *)((unsigned long)&g + (unsigned long)(long)(t31 + 3) * 4UL));
            __m256i t38 = _mm256_sub_epi32(g_v_4, g_v_5);
            __m512i t39 = _mm512_cvtepi32_epi64(t38);
            __m512i t40 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t37), _mm512_set1_epi64((long long)0LL), t39);
            s_v_2 = _mm512_add_epi64(s_v_2, t40);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t29);
        t41 = (int)((long)t26 + t29);
        t42 = (long)((unsigned long)t27 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        t41 = t26;
        t42 = t27;
    }
    long t43 = (long)n + (long)t41 * -1L;
    if ((t43 >= 1L) & (t43 <= 8L)) {
        __m256i t44 = _mm256_set1_epi32((int)(int)t43);
        __m256i t45 = _mm256_cmpgt_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t46 = _mm256_set1_epi32((int)t41);
        __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t48 = (int)(long)t41;
        __m256i t49 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t47, _mm256_set1_epi32(3), _MM_CMPINT_NLT));
        __m256i t50 = _mm256_add_epi32(t47, _mm256_set1_epi32(3));
        __m256i t51 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t50);
        __m256i t52 = (__m256i)__builtin_convertvector((vcc_m8)t51 & 1, vcc_v8_int);
        __m256i t53 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t49, t52); });
        __m256i t54 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t53, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t55 = _mm256_and_si256(t45, t54);
        __m256i g_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t55), (int *)((unsigned long)&g + (unsigned long)(long)(t48 - 3) * 4UL));
        __m256i g_v_7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t55), (int *)((unsigned long)&g + (unsigned long)(long)(t48 + 3) * 4UL));
        __m256i t56 = _mm256_sub_epi32(g_v_6, g_v_7);
        __m512i t57 = _mm512_cvtepi32_epi64(t56);
        __m512i t58 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t55), _mm512_set1_epi64((long long)0LL), t57);
        __m512i t59 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t45), _mm512_set1_epi64((long long)0LL), t58);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t59);
        i = (int)((long)t41 + t43);
        s = (long)((unsigned long)t42 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t41;
        s = t42;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t19;
    int n_2;
    int t41;
    int n_4;
    int t43;
    int *t44;
    int t46;
    int t47;
    (void)count_at;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:137 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i g_v = _mm512_loadu_si512(&g[i_vec]);
        __m512 t1 = _mm512_cvtepi32_ps(g_v);
        __m512 t2 = _mm512_mul_ps(t1, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[i_vec], t2);
        long t3 = i_vec + 16L;
        __m512i g_v_1 = _mm512_loadu_si512(&g[t3]);
        __m512 t4 = _mm512_cvtepi32_ps(g_v_1);
        __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t3], t5);
        long t6 = i_vec + 32L;
        __m512i g_v_2 = _mm512_loadu_si512(&g[t6]);
        __m512 t7 = _mm512_cvtepi32_ps(g_v_2);
        __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t6], t8);
        long t9 = i_vec + 48L;
        __m512i g_v_3 = _mm512_loadu_si512(&g[t9]);
        __m512 t10 = _mm512_cvtepi32_ps(g_v_3);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t9], t11);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:137 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t12 = 960L + i_vec_1;
        __m512i g_v_4 = _mm512_loadu_si512(&g[t12]);
        __m512 t13 = _mm512_cvtepi32_ps(g_v_4);
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&gf[t12], t14);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t15 = _mm512_set1_epi32(11);
    __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
    __m512i g_v_5 = _mm512_maskz_loadu_epi32(t16, &g[992]);
    __m512 t17 = _mm512_cvtepi32_ps(g_v_5);
    __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.25f));
    _mm512_mask_storeu_ps(&gf[992], t16, t18);
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
            /* vcc: loop at masked_bounds.c:143 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                _mm512_storeu_si512(&out[i_vec_2], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[i_vec_2], _mm512_set1_ps(-1.0f));
                long t20 = i_vec_2 + 16L;
                _mm512_storeu_si512(&out[t20], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t20], _mm512_set1_ps(-1.0f));
                long t21 = i_vec_2 + 32L;
                _mm512_storeu_si512(&out[t21], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t21], _mm512_set1_ps(-1.0f));
                long t22 = i_vec_2 + 48L;
                _mm512_storeu_si512(&out[t22], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t22], _mm512_set1_ps(-1.0f));
                i_vec_2 += 64L;
            } while (i_vec_2 < 960L);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_bounds.c:143 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t23 = 960L + i_vec_3;
                _mm512_storeu_si512(&out[t23], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t23], _mm512_set1_ps(-1.0f));
                i_vec_3 += 16L;
            } while (i_vec_3 < 32L);
            __m512i t24 = _mm512_set1_epi32(11);
            __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
            _mm512_mask_storeu_epi32(&out[992], t25, _mm512_set1_epi32(-1));
            _mm512_mask_storeu_ps(&outf[992], t25, _mm512_set1_ps(-1.0f));
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
            long i_vec_4 = 0L;
            /* vcc: loop at masked_bounds.c:153 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                _mm512_storeu_si512(&out[i_vec_4], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[i_vec_4], _mm512_set1_ps(-1.0f));
                long t32 = i_vec_4 + 16L;
                _mm512_storeu_si512(&out[t32], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t32], _mm512_set1_ps(-1.0f));
                long t33 = i_vec_4 + 32L;
                _mm512_storeu_si512(&out[t33], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t33], _mm512_set1_ps(-1.0f));
                long t34 = i_vec_4 + 48L;
                _mm512_storeu_si512(&out[t34], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t34], _mm512_set1_ps(-1.0f));
                i_vec_4 += 64L;
            } while (i_vec_4 < 960L);
            long i_vec_5 = 0L;
            /* vcc: loop at masked_bounds.c:153 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t35 = 960L + i_vec_5;
                _mm512_storeu_si512(&out[t35], _mm512_set1_epi32(-1));
                _mm512_storeu_ps(&outf[t35], _mm512_set1_ps(-1.0f));
                i_vec_5 += 16L;
            } while (i_vec_5 < 32L);
            __m512i t36 = _mm512_set1_epi32(11);
            __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
            _mm512_mask_storeu_epi32(&out[992], t37, _mm512_set1_epi32(-1));
            _mm512_mask_storeu_ps(&outf[992], t37, _mm512_set1_ps(-1.0f));
            load_before_n(1003);
            store_before_n(1003);
            unsigned long t38 = (_mm256_zeroupper(), hash_bytes(t29, 4012UL));
            printf("before_n %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL)), (unsigned long long)t38);
            for (int fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)((_mm256_zeroupper(), next_rand()) % 40U);
            }
            load_inside();
            unsigned long t39 = (_mm256_zeroupper(), hash_bytes(t31, 4012UL));
            load_half();
            unsigned long t40 = (_mm256_zeroupper(), hash_bytes(t31, 4012UL));
            load_half_n(1003);
            printf("inside %llx half %llx %llx\n", (unsigned long long)t39, (unsigned long long)t40, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL)));
            first_iter();
            printf("first %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t29, 4012UL)));
            int count_idx_1 = 0;
            int n_3 = n;
            for (;; count_idx_1++, n_3 = n_4) {
                if (count_idx_1 < 73) {
                    if (count_idx_1 <= 70) {
                        t47 = count_idx_1;
                    } else {
                        if (count_idx_1 == 71) {
                            t46 = 259;
                        } else {
                            t46 = 1001;
                        }
                        t47 = t46;
                    }
                    t41 = 1;
                    n_4 = t47;
                } else {
                    t41 = 0;
                    n_4 = n_3;
                }
                if (!t41) {
                    return 0;
                }
                int t42 = n_4 > 0;
                if (t42) {
                    t43 = 1;
                } else {
                    t43 = 0;
                }
                int *one = (int *)(_mm256_zeroupper(), new_array(t43, 4UL));
                if (t42) {
                    one[0] = n_4;
                }
                last_of_local(n_4);
                unsigned long long local = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL));
                if (t42) {
                    t44 = one;
                } else {
                    t44 = (int *)0;
                }
                (_mm256_zeroupper(), through_pointer(n_4, t44));
                unsigned long t45 = (_mm256_zeroupper(), hash_bytes(t31, 4012UL));
                (_mm256_zeroupper(), past_the_end(0));
                printf("n=%d local %llx pointer %llx past %llx\n", n_4, local, (unsigned long long)t45, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, 4012UL)));
                free((void *)one);
            }
        }
    }
}
