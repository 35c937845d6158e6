/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=2 avx512vbmi-zmm=3 sse4.2=2 sse2=2 neon=3 */
/* vcc-test: also-tune avx512 zen4 3 */
/* vcc-test: also-tune sse4.2 zen4 3 */
/* Interleave groups bound by the core's shuffle ports (`SHUFFLE_PORTS`, `loopvec/cost.rs`
 * `shuffle_floor`): on Intel's cores, whose cross-lane shuffles and lane extracts issue on one
 * port, and on the generic tune, which takes Intel's row, a vector iteration costs at least a
 * cycle per shuffle, however little the rest of it costs; Zen's two shuffle pipes take half.
 * x86 targets only: NEON's structure loads and the generic vectors have no row. */
#include "harness.h"

/* One member of four loaded from two arrays and stored with gaps: 18 shuffles per 8 elements
 * at VF 8 (three per group load, three per masked store of two lanes; 0.66x of the scalar
 * loop on a Golden Cove), six shuffles and three lane extracts per 4 at VF 4 (0.94x).
 * Scalar on sse4.2 and avx512 under the generic tune, vectorized under --tune=zen4 and on
 * avx512vbmi-zmm (16 lanes: 1.03x on the Golden Cove; the target `native` picks on Zen 5, where
 * it ran 1.16x). avx2 keeps it scalar on its masked stores' price, as before. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void step4_add(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t1 = ((long)n + 3L) / 4L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:18 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 4L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 t8 = _mm512_loadu_ps(t5 + 32);
            __m512 t9 = _mm512_loadu_ps(t5 + 48);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t10, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 b_v = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            const float *t12 = c + t3;
            __m512 t13 = _mm512_loadu_ps(t12);
            __m512 t14 = _mm512_loadu_ps(t12 + 16);
            __m512 t15 = _mm512_loadu_ps(t12 + 32);
            __m512 t16 = _mm512_loadu_ps(t12 + 48);
            __m512 t17 = (__m512)__builtin_shufflevector((vcc_v16_float)t13, (vcc_v16_float)t14, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t18 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t15, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 c_v = (__m512)__builtin_shufflevector((vcc_v16_float)t18, (vcc_v16_float)t16, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t19 = _mm512_add_ps(b_v, c_v);
            __m512 t20 = (__m512)__builtin_shufflevector((vcc_v16_float)t19, (vcc_v16_float)t19, 0, 16, 0, 0, 1, 17, 0, 0, 2, 18, 0, 0, 3, 19, 0, 0);
            __m512 t21 = (__m512)__builtin_shufflevector((vcc_v16_float)t20, (vcc_v16_float)t19, 0, 1, 16, 3, 4, 5, 17, 7, 8, 9, 18, 11, 12, 13, 19, 15);
            __m512 t22 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t19, 0, 1, 2, 16, 4, 5, 6, 17, 8, 9, 10, 18, 12, 13, 14, 19);
            __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4, t23, t22);
            __m512 t24 = (__m512)__builtin_shufflevector((vcc_v16_float)t19, (vcc_v16_float)t19, 4, 20, 0, 0, 5, 21, 0, 0, 6, 22, 0, 0, 7, 23, 0, 0);
            __m512 t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t24, (vcc_v16_float)t19, 0, 1, 20, 3, 4, 5, 21, 7, 8, 9, 22, 11, 12, 13, 23, 15);
            __m512 t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t19, 0, 1, 2, 20, 4, 5, 6, 21, 8, 9, 10, 22, 12, 13, 14, 23);
            __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 16, t27, t26);
            __m512 t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t19, (vcc_v16_float)t19, 8, 24, 0, 0, 9, 25, 0, 0, 10, 26, 0, 0, 11, 27, 0, 0);
            __m512 t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t19, 0, 1, 24, 3, 4, 5, 25, 7, 8, 9, 26, 11, 12, 13, 27, 15);
            __m512 t30 = (__m512)__builtin_shufflevector((vcc_v16_float)t29, (vcc_v16_float)t19, 0, 1, 2, 24, 4, 5, 6, 25, 8, 9, 10, 26, 12, 13, 14, 27);
            __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 32, t31, t30);
            __m512 t32 = (__m512)__builtin_shufflevector((vcc_v16_float)t19, (vcc_v16_float)t19, 12, 28, 0, 0, 13, 29, 0, 0, 14, 30, 0, 0, 15, 31, 0, 0);
            __m512 t33 = (__m512)__builtin_shufflevector((vcc_v16_float)t32, (vcc_v16_float)t19, 0, 1, 28, 3, 4, 5, 29, 7, 8, 9, 30, 11, 12, 13, 31, 15);
            __m512 t34 = (__m512)__builtin_shufflevector((vcc_v16_float)t33, (vcc_v16_float)t19, 0, 1, 2, 28, 4, 5, 6, 29, 8, 9, 10, 30, 12, 13, 14, 31);
            __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 48, t35, t34);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)(t2 * 4L);
    } else {
        i = 0;
    }
    for (; i < n; i += 4) {
        long t36 = (long)i;
        a[t36] = b[t36] + c[t36];
    }
}

/* One member of two stored lane by lane (avx2, where masked stores are not free): at VF 8 each
 * lane past the first an extract, the upper half's behind a `vextractf128`, and each load a
 * shuffle and a cross-lane permute; avx2 plans VF 4 (0.80x -> 1.02x of the scalar loop on a
 * Golden Cove). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void step2_mul(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:27 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 b_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            const float *t8 = c + t3;
            __m512 t9 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_loadu_ps(t8 + 16);
            __m512 c_v = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t10);
            __m512 t11 = _mm512_mul_ps(b_v, c_v);
            __m512 t12 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t11);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4, t13, t12);
            __m512 t14 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t11);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 16, t15, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)(t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < n; i += 2) {
        long t16 = (long)i;
        a[t16] = b[t16] * c[t16];
    }
}

/* A complex product: its shuffles are within the floor on every target. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:33 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 a_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            __m512 a_v_1 = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t7);
            const float *t8 = b + t4;
            __m512 t9 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_loadu_ps(t8 + 16);
            __m512 b_v = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t10);
            __m512 b_v_1 = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t10);
            __m512 t11 = _mm512_mul_ps(a_v, b_v);
            long t12 = (long)(t3 + 1);
            const float *t13 = b + t12;
            __m512 t14 = _mm512_mul_ps(a_v_1, b_v_1);
            __m512 t15 = _mm512_sub_ps(t11, t14);
            float *t16 = c + t12;
            __m512 t17 = _mm512_loadu_ps(t5);
            __m512 t18 = _mm512_loadu_ps(t5 + 16);
            __m512 a_v_2 = _mm512_permutex2var_ps(t17, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t18);
            __m512 a_v_3 = _mm512_permutex2var_ps(t17, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t18);
            __m512 t19 = _mm512_loadu_ps(t13 + -1);
            __m512 t20 = _mm512_loadu_ps(t13 + 15);
            __m512 b_v_2 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t20);
            __m512 b_v_3 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t20);
            __m512 t21 = _mm512_mul_ps(a_v_2, b_v_2);
            __m512 t22 = _mm512_mul_ps(a_v_3, b_v_3);
            __m512 t23 = _mm512_add_ps(t21, t22);
            __m512 t24 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t23);
            _mm512_storeu_ps(t16 + -1, t24);
            __m512 t25 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t23);
            _mm512_storeu_ps(t16 + 15, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t26 = 2 * i;
        long t27 = (long)t26;
        const float *t28 = b + t27;
        vcc_v2_float t29 = vcc_splat(vcc_v2_float, a[t27]);
        vcc_v2_float t30 = vcc_load(vcc_v2_float, t28);
        vcc_v2_float t31 = t29 * t30;
        vcc_v2_float t32 = vcc_splat(vcc_v2_float, a[t26 + 1]);
        vcc_v2_float t33 = vcc_load(vcc_v2_float, t28);
        vcc_v2_float t34 = __builtin_shufflevector(t33, t33, 1, 0);
        vcc_v2_float t35 = t32 * t34;
        vcc_v2_float t36 = __builtin_shufflevector(t31 - t35, t31 + t35, 0, 3);
        vcc_store(c + t27, t36);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int k;
    int t1;
    int t24;
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
        int m = 2 * n;
        void *t2 = (_mm256_zeroupper(), new_array(m, 4UL));
        float *a = (float *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(m, 4UL));
        float *b = (float *)t3;
        void *t4 = (_mm256_zeroupper(), new_array(m, 4UL));
        float *c = (float *)t4;
        long t5 = (long)n * 2L;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t4;
        long t11 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t4 - (unsigned long)t3);
        if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L))) & (((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
            long t15 = t5 & -16L;
            __m512i t16 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec = 0L;
            /* vcc: loop at shuffle_port.c:45 vectorized: VF 16, UF 1, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
            for (;;) {
                __m512 t17 = _mm512_cvtepi32_ps((__m512i)k_v);
                _mm512_storeu_ps(a + k_vec, t17);
                __m512 t18 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t17);
                __m512 t19 = _mm512_sub_ps(t18, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(b + k_vec, t19);
                __m512i t20 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(1));
                __m512 t21 = _mm512_cvtepi32_ps(t20);
                __m512 t22 = _mm512_div_ps(_mm512_set1_ps(1.0f), t21);
                _mm512_storeu_ps(c + k_vec, t22);
                k_vec += 16L;
                __m512i t23 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
                if (k_vec >= t15) {
                    break;
                }
                k_v = (vcc_v16_uint)t23;
            }
            t24 = (int)t15;
        } else {
            t24 = 0;
        }
        long t25 = (long)n * 2L + (long)t24 * -1L;
        unsigned long t26 = (unsigned long)t2;
        unsigned long t27 = (unsigned long)t3;
        long t28 = (long)((unsigned long)t3 + (unsigned long)((long)t24 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t24 * 4L)));
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t4;
        long t31 = (long)((unsigned long)t4 + (unsigned long)((long)t24 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t24 * 4L)));
        unsigned long t32 = (unsigned long)t3;
        unsigned long t33 = (unsigned long)t4;
        long t34 = (long)((unsigned long)t4 + (unsigned long)((long)t24 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t24 * 4L)));
        if ((t25 >= 1L) & (t25 <= 16L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))) | ((t28 <= 0L) | (t28 >= 64L))) & (((t29 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t24 * 4L))) | ((t30 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t24 * 4L))) | ((t31 <= 0L) | (t31 >= 64L))) & (((t32 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t24 * 4L))) | ((t33 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t24 * 4L))) | ((t34 <= 0L) | (t34 >= 64L)))) {
            __m512i t35 = _mm512_set1_epi32((int)(int)t25);
            __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
            __m512i t37 = _mm512_set1_epi32((int)t24);
            __m512i t38 = _mm512_add_epi32(t37, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t39 = (long)t24;
            __m512 t40 = _mm512_cvtepi32_ps(t38);
            _mm512_mask_storeu_ps(a + t39, t36, t40);
            __m512 t41 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t40);
            __m512 t42 = _mm512_sub_ps(t41, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(b + t39, t36, t42);
            __m512i t43 = _mm512_add_epi32(t38, _mm512_set1_epi32(1));
            __m512 t44 = _mm512_cvtepi32_ps(t43);
            __m512 t45 = _mm512_div_ps(_mm512_set1_ps(1.0f), t44);
            _mm512_mask_storeu_ps(c + t39, t36, t45);
            k = (int)((long)t24 + t25);
        } else {
            k = t24;
        }
        while (k < m) {
            long t46 = (long)k;
            float t47 = (float)k;
            a[t46] = t47;
            b[t46] = 0.5f * t47 - 3.0f;
            k++;
            c[t46] = 1.0f / (float)k;
        }
        const float *t48 = c;
        const float *t49 = b;
        step4_add(n, a, t49, t48);
        unsigned long t50 = (unsigned long)m * 4UL;
        const void *t51 = (const void *)a;
        unsigned long t52 = (_mm256_zeroupper(), hash_bytes(t51, t50));
        step2_mul(n, a, t49, t48);
        unsigned long t53 = (_mm256_zeroupper(), hash_bytes(t51, t50));
        cmul(n, a, t49, t48);
        printf("%d %llx %llx %llx\n", n, (unsigned long long)t52, (unsigned long long)t53, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t51, t50)));
        free((void *)a);
        free((void *)b);
        free((void *)c);
    }
}
