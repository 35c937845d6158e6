/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
void step4_add(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i += 4)
        a[i] = b[i] + c[i];
}

/* One member of two stored lane by lane (avx2, where masked stores are not free): at VF 8 each
 * lane past the first an extract, the upper half's behind a `vextractf128`, and each load a
 * shuffle and a cross-lane permute; avx2 plans VF 4 (0.80x -> 1.02x of the scalar loop on a
 * Golden Cove). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void step2_mul(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int t55;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 b_v = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 2, 4, 6);
            const float *t8 = c + t3;
            __m128 t9 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_loadu_ps(t8 + 4);
            __m128 c_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t10, 0, 2, 4, 6);
            __m128 t11 = _mm_mul_ps(b_v, c_v);
            __m128 t12 = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t11, 0, 4, 1, 5);
            __m128i t13 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t4, _mm_movepi32_mask(t13), t12);
            __m128 t14 = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t11, 2, 6, 3, 7);
            __m128i t15 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t4 + 4, _mm_movepi32_mask(t15), t14);
            long t16 = (i_vec + 4L) * 2L;
            float *t17 = a + t16;
            const float *t18 = b + t16;
            __m128 t19 = _mm_loadu_ps(t18);
            __m128 t20 = _mm_loadu_ps(t18 + 4);
            __m128 b_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t19, (vcc_v4_float)t20, 0, 2, 4, 6);
            const float *t21 = c + t16;
            __m128 t22 = _mm_loadu_ps(t21);
            __m128 t23 = _mm_loadu_ps(t21 + 4);
            __m128 c_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t22, (vcc_v4_float)t23, 0, 2, 4, 6);
            __m128 t24 = _mm_mul_ps(b_v_1, c_v_1);
            __m128 t25 = (__m128)__builtin_shufflevector((vcc_v4_float)t24, (vcc_v4_float)t24, 0, 4, 1, 5);
            __m128i t26 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t17, _mm_movepi32_mask(t26), t25);
            __m128 t27 = (__m128)__builtin_shufflevector((vcc_v4_float)t24, (vcc_v4_float)t24, 2, 6, 3, 7);
            __m128i t28 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t17 + 4, _mm_movepi32_mask(t28), t27);
            long t29 = (i_vec + 8L) * 2L;
            float *t30 = a + t29;
            const float *t31 = b + t29;
            __m128 t32 = _mm_loadu_ps(t31);
            __m128 t33 = _mm_loadu_ps(t31 + 4);
            __m128 b_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t33, 0, 2, 4, 6);
            const float *t34 = c + t29;
            __m128 t35 = _mm_loadu_ps(t34);
            __m128 t36 = _mm_loadu_ps(t34 + 4);
            __m128 c_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t35, (vcc_v4_float)t36, 0, 2, 4, 6);
            __m128 t37 = _mm_mul_ps(b_v_2, c_v_2);
            __m128 t38 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t37, 0, 4, 1, 5);
            __m128i t39 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t30, _mm_movepi32_mask(t39), t38);
            __m128 t40 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t37, 2, 6, 3, 7);
            __m128i t41 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t30 + 4, _mm_movepi32_mask(t41), t40);
            long t42 = (i_vec + 12L) * 2L;
            float *t43 = a + t42;
            const float *t44 = b + t42;
            __m128 t45 = _mm_loadu_ps(t44);
            __m128 t46 = _mm_loadu_ps(t44 + 4);
            __m128 b_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t45, (vcc_v4_float)t46, 0, 2, 4, 6);
            const float *t47 = c + t42;
            __m128 t48 = _mm_loadu_ps(t47);
            __m128 t49 = _mm_loadu_ps(t47 + 4);
            __m128 c_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t48, (vcc_v4_float)t49, 0, 2, 4, 6);
            __m128 t50 = _mm_mul_ps(b_v_3, c_v_3);
            __m128 t51 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t50, 0, 4, 1, 5);
            __m128i t52 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t43, _mm_movepi32_mask(t52), t51);
            __m128 t53 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t50, 2, 6, 3, 7);
            __m128i t54 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t43 + 4, _mm_movepi32_mask(t54), t53);
            i_vec += 16L;
        } while (i_vec < t2);
        t55 = (int)(t2 * 2L);
    } else {
        t55 = 0;
    }
    long t56 = ((long)n + (long)t55 * -1L + 1L) / 2L - 1L;
    if (t56 >= 4L) {
        long t57 = t56 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t58 = (long)t55 + i_vec_1 * 2L;
            float *t59 = a + t58;
            const float *t60 = b + t58;
            __m128 t61 = _mm_loadu_ps(t60);
            __m128 t62 = _mm_loadu_ps(t60 + 4);
            __m128 b_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t61, (vcc_v4_float)t62, 0, 2, 4, 6);
            const float *t63 = c + t58;
            __m128 t64 = _mm_loadu_ps(t63);
            __m128 t65 = _mm_loadu_ps(t63 + 4);
            __m128 c_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t64, (vcc_v4_float)t65, 0, 2, 4, 6);
            __m128 t66 = _mm_mul_ps(b_v_4, c_v_4);
            __m128 t67 = (__m128)__builtin_shufflevector((vcc_v4_float)t66, (vcc_v4_float)t66, 0, 4, 1, 5);
            __m128i t68 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t59, _mm_movepi32_mask(t68), t67);
            __m128 t69 = (__m128)__builtin_shufflevector((vcc_v4_float)t66, (vcc_v4_float)t66, 2, 6, 3, 7);
            __m128i t70 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t59 + 4, _mm_movepi32_mask(t70), t69);
            i_vec_1 += 4L;
        } while (i_vec_1 < t57);
        i = (int)((long)t55 + t57 * 2L);
    } else {
        i = t55;
    }
    for (; i < n; i += 2) {
        long t71 = (long)i;
        a[t71] = b[t71] * c[t71];
    }
}

/* A complex product: its shuffles are within the floor on every target. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t49;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:33 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 a_v = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 2, 4, 6);
            __m128 a_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 1, 3, 5, 7);
            const float *t8 = b + t4;
            __m128 t9 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_loadu_ps(t8 + 4);
            __m128 b_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t10, 0, 2, 4, 6);
            __m128 b_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t10, 1, 3, 5, 7);
            __m128 t11 = _mm_mul_ps(a_v, b_v);
            long t12 = (long)(t3 + 1);
            const float *t13 = b + t12;
            __m128 t14 = _mm_mul_ps(a_v_1, b_v_1);
            __m128 t15 = _mm_sub_ps(t11, t14);
            float *t16 = c + t12;
            __m128 t17 = _mm_loadu_ps(t5);
            __m128 t18 = _mm_loadu_ps(t5 + 4);
            __m128 a_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t17, (vcc_v4_float)t18, 0, 2, 4, 6);
            __m128 a_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t17, (vcc_v4_float)t18, 1, 3, 5, 7);
            __m128 t19 = _mm_loadu_ps(t13 + -1);
            __m128 t20 = _mm_loadu_ps(t13 + 3);
            __m128 b_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t19, (vcc_v4_float)t20, 1, 3, 5, 7);
            __m128 b_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t19, (vcc_v4_float)t20, 0, 2, 4, 6);
            __m128 t21 = _mm_mul_ps(a_v_2, b_v_2);
            __m128 t22 = _mm_mul_ps(a_v_3, b_v_3);
            __m128 t23 = _mm_add_ps(t21, t22);
            __m128 t24 = (__m128)__builtin_shufflevector((vcc_v4_float)t15, (vcc_v4_float)t23, 0, 4, 1, 5);
            _mm_storeu_ps(t16 + -1, t24);
            __m128 t25 = (__m128)__builtin_shufflevector((vcc_v4_float)t15, (vcc_v4_float)t23, 2, 6, 3, 7);
            _mm_storeu_ps(t16 + 3, t25);
            int t26 = 2 * (int)(i_vec + 4L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            __m128 t29 = _mm_loadu_ps(t28);
            __m128 t30 = _mm_loadu_ps(t28 + 4);
            __m128 a_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t30, 0, 2, 4, 6);
            __m128 a_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t30, 1, 3, 5, 7);
            const float *t31 = b + t27;
            __m128 t32 = _mm_loadu_ps(t31);
            __m128 t33 = _mm_loadu_ps(t31 + 4);
            __m128 b_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t33, 0, 2, 4, 6);
            __m128 b_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t33, 1, 3, 5, 7);
            __m128 t34 = _mm_mul_ps(a_v_4, b_v_4);
            long t35 = (long)(t26 + 1);
            const float *t36 = b + t35;
            __m128 t37 = _mm_mul_ps(a_v_5, b_v_5);
            __m128 t38 = _mm_sub_ps(t34, t37);
            float *t39 = c + t35;
            __m128 t40 = _mm_loadu_ps(t28);
            __m128 t41 = _mm_loadu_ps(t28 + 4);
            __m128 a_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t41, 0, 2, 4, 6);
            __m128 a_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t41, 1, 3, 5, 7);
            __m128 t42 = _mm_loadu_ps(t36 + -1);
            __m128 t43 = _mm_loadu_ps(t36 + 3);
            __m128 b_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t42, (vcc_v4_float)t43, 1, 3, 5, 7);
            __m128 b_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t42, (vcc_v4_float)t43, 0, 2, 4, 6);
            __m128 t44 = _mm_mul_ps(a_v_6, b_v_6);
            __m128 t45 = _mm_mul_ps(a_v_7, b_v_7);
            __m128 t46 = _mm_add_ps(t44, t45);
            __m128 t47 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t46, 0, 4, 1, 5);
            _mm_storeu_ps(t39 + -1, t47);
            __m128 t48 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t46, 2, 6, 3, 7);
            _mm_storeu_ps(t39 + 3, t48);
            i_vec += 8L;
        } while (i_vec < t2);
        t49 = (int)t2;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        long t51 = t50 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t52 = 2 * (int)((long)t49 + i_vec_1);
            long t53 = (long)t52;
            const float *t54 = a + t53;
            __m128 t55 = _mm_loadu_ps(t54);
            __m128 t56 = _mm_loadu_ps(t54 + 4);
            __m128 a_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t56, 0, 2, 4, 6);
            __m128 a_v_9 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t56, 1, 3, 5, 7);
            const float *t57 = b + t53;
            __m128 t58 = _mm_loadu_ps(t57);
            __m128 t59 = _mm_loadu_ps(t57 + 4);
            __m128 b_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t59, 0, 2, 4, 6);
            __m128 b_v_9 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t59, 1, 3, 5, 7);
            __m128 t60 = _mm_mul_ps(a_v_8, b_v_8);
            long t61 = (long)(t52 + 1);
            const float *t62 = b + t61;
            __m128 t63 = _mm_mul_ps(a_v_9, b_v_9);
            __m128 t64 = _mm_sub_ps(t60, t63);
            float *t65 = c + t61;
            __m128 t66 = _mm_loadu_ps(t54);
            __m128 t67 = _mm_loadu_ps(t54 + 4);
            __m128 a_v_10 = (__m128)__builtin_shufflevector((vcc_v4_float)t66, (vcc_v4_float)t67, 0, 2, 4, 6);
            __m128 a_v_11 = (__m128)__builtin_shufflevector((vcc_v4_float)t66, (vcc_v4_float)t67, 1, 3, 5, 7);
            __m128 t68 = _mm_loadu_ps(t62 + -1);
            __m128 t69 = _mm_loadu_ps(t62 + 3);
            __m128 b_v_10 = (__m128)__builtin_shufflevector((vcc_v4_float)t68, (vcc_v4_float)t69, 1, 3, 5, 7);
            __m128 b_v_11 = (__m128)__builtin_shufflevector((vcc_v4_float)t68, (vcc_v4_float)t69, 0, 2, 4, 6);
            __m128 t70 = _mm_mul_ps(a_v_10, b_v_10);
            __m128 t71 = _mm_mul_ps(a_v_11, b_v_11);
            __m128 t72 = _mm_add_ps(t70, t71);
            __m128 t73 = (__m128)__builtin_shufflevector((vcc_v4_float)t64, (vcc_v4_float)t72, 0, 4, 1, 5);
            _mm_storeu_ps(t65 + -1, t73);
            __m128 t74 = (__m128)__builtin_shufflevector((vcc_v4_float)t64, (vcc_v4_float)t72, 2, 6, 3, 7);
            _mm_storeu_ps(t65 + 3, t74);
            i_vec_1 += 4L;
        } while (i_vec_1 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        int t75 = 2 * i;
        long t76 = (long)t75;
        const float *t77 = b + t76;
        vcc_v2_float t78 = vcc_splat(vcc_v2_float, a[t76]);
        vcc_v2_float t79 = vcc_load(vcc_v2_float, t77);
        vcc_v2_float t80 = t78 * t79;
        vcc_v2_float t81 = vcc_splat(vcc_v2_float, a[t75 + 1]);
        vcc_v2_float t82 = vcc_load(vcc_v2_float, t77);
        vcc_v2_float t83 = __builtin_shufflevector(t82, t82, 1, 0);
        vcc_v2_float t84 = t81 * t83;
        vcc_v2_float t85 = __builtin_shufflevector(t80 - t84, t80 + t84, 0, 3);
        vcc_store(c + t76, t85);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int k;
    int t1;
    int t32;
    int t53;
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
            __m256i t16 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec = 0L;
            /* vcc: loop at shuffle_port.c:45 vectorized: VF 8, UF 2, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t17 = _mm256_cvtepi32_ps((__m256i)k_v);
                _mm256_storeu_ps(a + k_vec, t17);
                __m256 t18 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t17);
                __m256 t19 = _mm256_sub_ps(t18, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(b + k_vec, t19);
                __m256i t20 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(1));
                __m256 t21 = _mm256_cvtepi32_ps(t20);
                __m256 t22 = _mm256_div_ps(_mm256_set1_ps(1.0f), t21);
                _mm256_storeu_ps(c + k_vec, t22);
                long t23 = k_vec + 8L;
                __m256i t24 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                __m256 t25 = _mm256_cvtepi32_ps(t24);
                _mm256_storeu_ps(a + t23, t25);
                __m256 t26 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t25);
                __m256 t27 = _mm256_sub_ps(t26, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(b + t23, t27);
                __m256i t28 = _mm256_add_epi32(t24, _mm256_set1_epi32(1));
                __m256 t29 = _mm256_cvtepi32_ps(t28);
                __m256 t30 = _mm256_div_ps(_mm256_set1_ps(1.0f), t29);
                _mm256_storeu_ps(c + t23, t30);
                k_vec += 16L;
                __m256i t31 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                if (k_vec >= t15) {
                    break;
                }
                k_v = (vcc_v8_uint)t31;
            }
            t32 = (int)t15;
        } else {
            t32 = 0;
        }
        long t33 = (long)n * 2L + (long)t32 * -1L;
        unsigned long t34 = (unsigned long)t2;
        unsigned long t35 = (unsigned long)t3;
        long t36 = (long)((unsigned long)t3 + (unsigned long)((long)t32 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t32 * 4L)));
        unsigned long t37 = (unsigned long)t2;
        unsigned long t38 = (unsigned long)t4;
        long t39 = (long)((unsigned long)t4 + (unsigned long)((long)t32 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t32 * 4L)));
        unsigned long t40 = (unsigned long)t3;
        unsigned long t41 = (unsigned long)t4;
        long t42 = (long)((unsigned long)t4 + (unsigned long)((long)t32 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t32 * 4L)));
        if ((t33 >= 8L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))) | ((t36 <= 0L) | (t36 >= 32L))) & (((t37 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t32 * 4L))) | ((t38 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t32 * 4L))) | ((t39 <= 0L) | (t39 >= 32L))) & (((t40 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t32 * 4L))) | ((t41 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t32 * 4L))) | ((t42 <= 0L) | (t42 >= 32L)))) {
            long t43 = t33 & -8L;
            __m256i t44 = _mm256_set1_epi32((int)t32);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_1 = 0L;
            /* vcc: loop at shuffle_port.c:45 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t45 = (long)t32 + k_vec_1;
                __m256 t46 = _mm256_cvtepi32_ps((__m256i)k_v_1);
                _mm256_storeu_ps(a + t45, t46);
                __m256 t47 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t46);
                __m256 t48 = _mm256_sub_ps(t47, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(b + t45, t48);
                __m256i t49 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(1));
                __m256 t50 = _mm256_cvtepi32_ps(t49);
                __m256 t51 = _mm256_div_ps(_mm256_set1_ps(1.0f), t50);
                _mm256_storeu_ps(c + t45, t51);
                k_vec_1 += 8L;
                __m256i t52 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                if (k_vec_1 >= t43) {
                    break;
                }
                k_v_1 = (vcc_v8_uint)t52;
            }
            t53 = (int)((long)t32 + t43);
        } else {
            t53 = t32;
        }
        long t54 = (long)n * 2L + (long)t53 * -1L;
        unsigned long t55 = (unsigned long)t2;
        unsigned long t56 = (unsigned long)t3;
        long t57 = (long)((unsigned long)t3 + (unsigned long)((long)t53 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t53 * 4L)));
        unsigned long t58 = (unsigned long)t2;
        unsigned long t59 = (unsigned long)t4;
        long t60 = (long)((unsigned long)t4 + (unsigned long)((long)t53 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t53 * 4L)));
        unsigned long t61 = (unsigned long)t3;
        unsigned long t62 = (unsigned long)t4;
        long t63 = (long)((unsigned long)t4 + (unsigned long)((long)t53 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t53 * 4L)));
        if ((t54 >= 1L) & (t54 <= 8L) & (((t55 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t53 * 4L))) | ((t56 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t53 * 4L))) | ((t57 <= 0L) | (t57 >= 32L))) & (((t58 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t53 * 4L))) | ((t59 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t53 * 4L))) | ((t60 <= 0L) | (t60 >= 32L))) & (((t61 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t53 * 4L))) | ((t62 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t53 * 4L))) | ((t63 <= 0L) | (t63 >= 32L)))) {
            __m256i t64 = _mm256_set1_epi32((int)(int)t54);
            __m256i t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t66 = _mm256_set1_epi32((int)t53);
            __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t68 = (long)t53;
            __m256 t69 = _mm256_cvtepi32_ps(t67);
            _mm256_mask_storeu_ps(a + t68, _mm256_movepi32_mask(t65), t69);
            __m256 t70 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t69);
            __m256 t71 = _mm256_sub_ps(t70, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(b + t68, _mm256_movepi32_mask(t65), t71);
            __m256i t72 = _mm256_add_epi32(t67, _mm256_set1_epi32(1));
            __m256 t73 = _mm256_cvtepi32_ps(t72);
            __m256 t74 = _mm256_div_ps(_mm256_set1_ps(1.0f), t73);
            _mm256_mask_storeu_ps(c + t68, _mm256_movepi32_mask(t65), t74);
            k = (int)((long)t53 + t54);
        } else {
            k = t53;
        }
        while (k < m) {
            long t75 = (long)k;
            float t76 = (float)k;
            a[t75] = t76;
            b[t75] = 0.5f * t76 - 3.0f;
            k++;
            c[t75] = 1.0f / (float)k;
        }
        const float *t77 = c;
        const float *t78 = b;
        (_mm256_zeroupper(), step4_add(n, a, t78, t77));
        unsigned long t79 = (unsigned long)m * 4UL;
        const void *t80 = (const void *)a;
        unsigned long t81 = (_mm256_zeroupper(), hash_bytes(t80, t79));
        step2_mul(n, a, t78, t77);
        unsigned long t82 = (_mm256_zeroupper(), hash_bytes(t80, t79));
        cmul(n, a, t78, t77);
        printf("%d %llx %llx %llx\n", n, (unsigned long long)t81, (unsigned long long)t82, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t80, t79)));
        free((void *)a);
        free((void *)b);
        free((void *)c);
    }
}
