/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void step4_add(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int t69;
    int i;
    long t1 = ((long)n + 3L) / 4L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec * 4L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(t5 + 8);
            __m256 t8 = _mm256_loadu_ps(t5 + 16);
            __m256 t9 = _mm256_loadu_ps(t5 + 24);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t7, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t10, (vcc_v8_float)t8, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 b_v = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t9, 0, 1, 2, 3, 4, 5, 8, 12);
            const float *t12 = c + t3;
            __m256 t13 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_loadu_ps(t12 + 8);
            __m256 t15 = _mm256_loadu_ps(t12 + 16);
            __m256 t16 = _mm256_loadu_ps(t12 + 24);
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t14, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t15, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 c_v = (__m256)__builtin_shufflevector((vcc_v8_float)t18, (vcc_v8_float)t16, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t19 = _mm256_add_ps(b_v, c_v);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t19, 0, 8, 0, 0, 1, 9, 0, 0);
            __m256 t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t19, 0, 1, 8, 3, 4, 5, 9, 7);
            __m256 t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t19, 0, 1, 2, 8, 4, 5, 6, 9);
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4, _mm256_movepi32_mask(t23), t22);
            __m256 t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t19, 2, 10, 0, 0, 3, 11, 0, 0);
            __m256 t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t24, (vcc_v8_float)t19, 0, 1, 10, 3, 4, 5, 11, 7);
            __m256 t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t19, 0, 1, 2, 10, 4, 5, 6, 11);
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 8, _mm256_movepi32_mask(t27), t26);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t19, 4, 12, 0, 0, 5, 13, 0, 0);
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t19, 0, 1, 12, 3, 4, 5, 13, 7);
            __m256 t30 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t19, 0, 1, 2, 12, 4, 5, 6, 13);
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 16, _mm256_movepi32_mask(t31), t30);
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t19, 6, 14, 0, 0, 7, 15, 0, 0);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t19, 0, 1, 14, 3, 4, 5, 15, 7);
            __m256 t34 = (__m256)__builtin_shufflevector((vcc_v8_float)t33, (vcc_v8_float)t19, 0, 1, 2, 14, 4, 5, 6, 15);
            __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 24, _mm256_movepi32_mask(t35), t34);
            long t36 = (i_vec + 8L) * 4L;
            float *t37 = a + t36;
            const float *t38 = b + t36;
            __m256 t39 = _mm256_loadu_ps(t38);
            __m256 t40 = _mm256_loadu_ps(t38 + 8);
            __m256 t41 = _mm256_loadu_ps(t38 + 16);
            __m256 t42 = _mm256_loadu_ps(t38 + 24);
            __m256 t43 = (__m256)__builtin_shufflevector((vcc_v8_float)t39, (vcc_v8_float)t40, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t43, (vcc_v8_float)t41, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 b_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t42, 0, 1, 2, 3, 4, 5, 8, 12);
            const float *t45 = c + t36;
            __m256 t46 = _mm256_loadu_ps(t45);
            __m256 t47 = _mm256_loadu_ps(t45 + 8);
            __m256 t48 = _mm256_loadu_ps(t45 + 16);
            __m256 t49 = _mm256_loadu_ps(t45 + 24);
            __m256 t50 = (__m256)__builtin_shufflevector((vcc_v8_float)t46, (vcc_v8_float)t47, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t51 = (__m256)__builtin_shufflevector((vcc_v8_float)t50, (vcc_v8_float)t48, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 c_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t51, (vcc_v8_float)t49, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t52 = _mm256_add_ps(b_v_1, c_v_1);
            __m256 t53 = (__m256)__builtin_shufflevector((vcc_v8_float)t52, (vcc_v8_float)t52, 0, 8, 0, 0, 1, 9, 0, 0);
            __m256 t54 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t52, 0, 1, 8, 3, 4, 5, 9, 7);
            __m256 t55 = (__m256)__builtin_shufflevector((vcc_v8_float)t54, (vcc_v8_float)t52, 0, 1, 2, 8, 4, 5, 6, 9);
            __m256i t56 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t37, _mm256_movepi32_mask(t56), t55);
            __m256 t57 = (__m256)__builtin_shufflevector((vcc_v8_float)t52, (vcc_v8_float)t52, 2, 10, 0, 0, 3, 11, 0, 0);
            __m256 t58 = (__m256)__builtin_shufflevector((vcc_v8_float)t57, (vcc_v8_float)t52, 0, 1, 10, 3, 4, 5, 11, 7);
            __m256 t59 = (__m256)__builtin_shufflevector((vcc_v8_float)t58, (vcc_v8_float)t52, 0, 1, 2, 10, 4, 5, 6, 11);
            __m256i t60 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t37 + 8, _mm256_movepi32_mask(t60), t59);
            __m256 t61 = (__m256)__builtin_shufflevector((vcc_v8_float)t52, (vcc_v8_float)t52, 4, 12, 0, 0, 5, 13, 0, 0);
            __m256 t62 = (__m256)__builtin_shufflevector((vcc_v8_float)t61, (vcc_v8_float)t52, 0, 1, 12, 3, 4, 5, 13, 7);
            __m256 t63 = (__m256)__builtin_shufflevector((vcc_v8_float)t62, (vcc_v8_float)t52, 0, 1, 2, 12, 4, 5, 6, 13);
            __m256i t64 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t37 + 16, _mm256_movepi32_mask(t64), t63);
            __m256 t65 = (__m256)__builtin_shufflevector((vcc_v8_float)t52, (vcc_v8_float)t52, 6, 14, 0, 0, 7, 15, 0, 0);
            __m256 t66 = (__m256)__builtin_shufflevector((vcc_v8_float)t65, (vcc_v8_float)t52, 0, 1, 14, 3, 4, 5, 15, 7);
            __m256 t67 = (__m256)__builtin_shufflevector((vcc_v8_float)t66, (vcc_v8_float)t52, 0, 1, 2, 14, 4, 5, 6, 15);
            __m256i t68 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t37 + 24, _mm256_movepi32_mask(t68), t67);
            i_vec += 16L;
        } while (i_vec < t2);
        t69 = (int)(t2 * 4L);
    } else {
        t69 = 0;
    }
    long t70 = ((long)n + (long)t69 * -1L + 3L) / 4L - 1L;
    if (t70 >= 8L) {
        long t71 = t70 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t72 = (long)t69 + i_vec_1 * 4L;
            float *t73 = a + t72;
            const float *t74 = b + t72;
            __m256 t75 = _mm256_loadu_ps(t74);
            __m256 t76 = _mm256_loadu_ps(t74 + 8);
            __m256 t77 = _mm256_loadu_ps(t74 + 16);
            __m256 t78 = _mm256_loadu_ps(t74 + 24);
            __m256 t79 = (__m256)__builtin_shufflevector((vcc_v8_float)t75, (vcc_v8_float)t76, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t80 = (__m256)__builtin_shufflevector((vcc_v8_float)t79, (vcc_v8_float)t77, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 b_v_2 = (__m256)__builtin_shufflevector((vcc_v8_float)t80, (vcc_v8_float)t78, 0, 1, 2, 3, 4, 5, 8, 12);
            const float *t81 = c + t72;
            __m256 t82 = _mm256_loadu_ps(t81);
            __m256 t83 = _mm256_loadu_ps(t81 + 8);
            __m256 t84 = _mm256_loadu_ps(t81 + 16);
            __m256 t85 = _mm256_loadu_ps(t81 + 24);
            __m256 t86 = (__m256)__builtin_shufflevector((vcc_v8_float)t82, (vcc_v8_float)t83, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t87 = (__m256)__builtin_shufflevector((vcc_v8_float)t86, (vcc_v8_float)t84, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 c_v_2 = (__m256)__builtin_shufflevector((vcc_v8_float)t87, (vcc_v8_float)t85, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t88 = _mm256_add_ps(b_v_2, c_v_2);
            __m256 t89 = (__m256)__builtin_shufflevector((vcc_v8_float)t88, (vcc_v8_float)t88, 0, 8, 0, 0, 1, 9, 0, 0);
            __m256 t90 = (__m256)__builtin_shufflevector((vcc_v8_float)t89, (vcc_v8_float)t88, 0, 1, 8, 3, 4, 5, 9, 7);
            __m256 t91 = (__m256)__builtin_shufflevector((vcc_v8_float)t90, (vcc_v8_float)t88, 0, 1, 2, 8, 4, 5, 6, 9);
            __m256i t92 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t73, _mm256_movepi32_mask(t92), t91);
            __m256 t93 = (__m256)__builtin_shufflevector((vcc_v8_float)t88, (vcc_v8_float)t88, 2, 10, 0, 0, 3, 11, 0, 0);
            __m256 t94 = (__m256)__builtin_shufflevector((vcc_v8_float)t93, (vcc_v8_float)t88, 0, 1, 10, 3, 4, 5, 11, 7);
            __m256 t95 = (__m256)__builtin_shufflevector((vcc_v8_float)t94, (vcc_v8_float)t88, 0, 1, 2, 10, 4, 5, 6, 11);
            __m256i t96 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t73 + 8, _mm256_movepi32_mask(t96), t95);
            __m256 t97 = (__m256)__builtin_shufflevector((vcc_v8_float)t88, (vcc_v8_float)t88, 4, 12, 0, 0, 5, 13, 0, 0);
            __m256 t98 = (__m256)__builtin_shufflevector((vcc_v8_float)t97, (vcc_v8_float)t88, 0, 1, 12, 3, 4, 5, 13, 7);
            __m256 t99 = (__m256)__builtin_shufflevector((vcc_v8_float)t98, (vcc_v8_float)t88, 0, 1, 2, 12, 4, 5, 6, 13);
            __m256i t100 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t73 + 16, _mm256_movepi32_mask(t100), t99);
            __m256 t101 = (__m256)__builtin_shufflevector((vcc_v8_float)t88, (vcc_v8_float)t88, 6, 14, 0, 0, 7, 15, 0, 0);
            __m256 t102 = (__m256)__builtin_shufflevector((vcc_v8_float)t101, (vcc_v8_float)t88, 0, 1, 14, 3, 4, 5, 15, 7);
            __m256 t103 = (__m256)__builtin_shufflevector((vcc_v8_float)t102, (vcc_v8_float)t88, 0, 1, 2, 14, 4, 5, 6, 15);
            __m256i t104 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 0, 1, 0, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t73 + 24, _mm256_movepi32_mask(t104), t103);
            i_vec_1 += 8L;
        } while (i_vec_1 < t71);
        i = (int)((long)t69 + t71 * 4L);
    } else {
        i = t69;
    }
    for (; i < n; i += 4) {
        long t105 = (long)i;
        a[t105] = b[t105] + c[t105];
    }
}

/* One member of two stored lane by lane (avx2, where masked stores are not free): at VF 8 each
 * lane past the first an extract, the upper half's behind a `vextractf128`, and each load a
 * shuffle and a cross-lane permute; avx2 plans VF 4 (0.80x -> 1.02x of the scalar loop on a
 * Golden Cove). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void step2_mul(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int t29;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(t5 + 8);
            __m256 b_v = _mm256_permutex2var_ps(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t7);
            const float *t8 = c + t3;
            __m256 t9 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_loadu_ps(t8 + 8);
            __m256 c_v = _mm256_permutex2var_ps(t9, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t10);
            __m256 t11 = _mm256_mul_ps(b_v, c_v);
            __m256 t12 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t11);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4, _mm256_movepi32_mask(t13), t12);
            __m256 t14 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t11);
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 8, _mm256_movepi32_mask(t15), t14);
            long t16 = (i_vec + 8L) * 2L;
            float *t17 = a + t16;
            const float *t18 = b + t16;
            __m256 t19 = _mm256_loadu_ps(t18);
            __m256 t20 = _mm256_loadu_ps(t18 + 8);
            __m256 b_v_1 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t20);
            const float *t21 = c + t16;
            __m256 t22 = _mm256_loadu_ps(t21);
            __m256 t23 = _mm256_loadu_ps(t21 + 8);
            __m256 c_v_1 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t23);
            __m256 t24 = _mm256_mul_ps(b_v_1, c_v_1);
            __m256 t25 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t17, _mm256_movepi32_mask(t26), t25);
            __m256 t27 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t17 + 8, _mm256_movepi32_mask(t28), t27);
            i_vec += 16L;
        } while (i_vec < t2);
        t29 = (int)(t2 * 2L);
    } else {
        t29 = 0;
    }
    long t30 = ((long)n + (long)t29 * -1L + 1L) / 2L - 1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t32 = (long)t29 + i_vec_1 * 2L;
            float *t33 = a + t32;
            const float *t34 = b + t32;
            __m256 t35 = _mm256_loadu_ps(t34);
            __m256 t36 = _mm256_loadu_ps(t34 + 8);
            __m256 b_v_2 = _mm256_permutex2var_ps(t35, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t36);
            const float *t37 = c + t32;
            __m256 t38 = _mm256_loadu_ps(t37);
            __m256 t39 = _mm256_loadu_ps(t37 + 8);
            __m256 c_v_2 = _mm256_permutex2var_ps(t38, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t39);
            __m256 t40 = _mm256_mul_ps(b_v_2, c_v_2);
            __m256 t41 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t40);
            __m256i t42 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t33, _mm256_movepi32_mask(t42), t41);
            __m256 t43 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t40);
            __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t33 + 8, _mm256_movepi32_mask(t44), t43);
            i_vec_1 += 8L;
        } while (i_vec_1 < t31);
        i = (int)((long)t29 + t31 * 2L);
    } else {
        i = t29;
    }
    for (; i < n; i += 2) {
        long t45 = (long)i;
        a[t45] = b[t45] * c[t45];
    }
}

/* A complex product: its shuffles are within the floor on every target. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t49;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(t5 + 8);
            __m256 a_v = _mm256_permutex2var_ps(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t7);
            __m256 a_v_1 = _mm256_permutex2var_ps(t6, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t7);
            const float *t8 = b + t4;
            __m256 t9 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_loadu_ps(t8 + 8);
            __m256 b_v = _mm256_permutex2var_ps(t9, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t10);
            __m256 b_v_1 = _mm256_permutex2var_ps(t9, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t10);
            __m256 t11 = _mm256_mul_ps(a_v, b_v);
            long t12 = (long)(t3 + 1);
            const float *t13 = b + t12;
            __m256 t14 = _mm256_mul_ps(a_v_1, b_v_1);
            __m256 t15 = _mm256_sub_ps(t11, t14);
            float *t16 = c + t12;
            __m256 t17 = _mm256_loadu_ps(t5);
            __m256 t18 = _mm256_loadu_ps(t5 + 8);
            __m256 a_v_2 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t18);
            __m256 a_v_3 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t18);
            __m256 t19 = _mm256_loadu_ps(t13 + -1);
            __m256 t20 = _mm256_loadu_ps(t13 + 7);
            __m256 b_v_2 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t20);
            __m256 b_v_3 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t20);
            __m256 t21 = _mm256_mul_ps(a_v_2, b_v_2);
            __m256 t22 = _mm256_mul_ps(a_v_3, b_v_3);
            __m256 t23 = _mm256_add_ps(t21, t22);
            __m256 t24 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t23);
            _mm256_storeu_ps(t16 + -1, t24);
            __m256 t25 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t23);
            _mm256_storeu_ps(t16 + 7, t25);
            int t26 = 2 * (int)(i_vec + 8L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            __m256 t29 = _mm256_loadu_ps(t28);
            __m256 t30 = _mm256_loadu_ps(t28 + 8);
            __m256 a_v_4 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t30);
            __m256 a_v_5 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t30);
            const float *t31 = b + t27;
            __m256 t32 = _mm256_loadu_ps(t31);
            __m256 t33 = _mm256_loadu_ps(t31 + 8);
            __m256 b_v_4 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t33);
            __m256 b_v_5 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t33);
            __m256 t34 = _mm256_mul_ps(a_v_4, b_v_4);
            long t35 = (long)(t26 + 1);
            const float *t36 = b + t35;
            __m256 t37 = _mm256_mul_ps(a_v_5, b_v_5);
            __m256 t38 = _mm256_sub_ps(t34, t37);
            float *t39 = c + t35;
            __m256 t40 = _mm256_loadu_ps(t28);
            __m256 t41 = _mm256_loadu_ps(t28 + 8);
            __m256 a_v_6 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t41);
            __m256 a_v_7 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t41);
            __m256 t42 = _mm256_loadu_ps(t36 + -1);
            __m256 t43 = _mm256_loadu_ps(t36 + 7);
            __m256 b_v_6 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t43);
            __m256 b_v_7 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t43);
            __m256 t44 = _mm256_mul_ps(a_v_6, b_v_6);
            __m256 t45 = _mm256_mul_ps(a_v_7, b_v_7);
            __m256 t46 = _mm256_add_ps(t44, t45);
            __m256 t47 = _mm256_permutex2var_ps(t38, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t46);
            _mm256_storeu_ps(t39 + -1, t47);
            __m256 t48 = _mm256_permutex2var_ps(t38, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t46);
            _mm256_storeu_ps(t39 + 7, t48);
            i_vec += 16L;
        } while (i_vec < t2);
        t49 = (int)t2;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 8L) {
        long t51 = t50 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t52 = 2 * (int)((long)t49 + i_vec_1);
            long t53 = (long)t52;
            const float *t54 = a + t53;
            __m256 t55 = _mm256_loadu_ps(t54);
            __m256 t56 = _mm256_loadu_ps(t54 + 8);
            __m256 a_v_8 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t56);
            __m256 a_v_9 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t56);
            const float *t57 = b + t53;
            __m256 t58 = _mm256_loadu_ps(t57);
            __m256 t59 = _mm256_loadu_ps(t57 + 8);
            __m256 b_v_8 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t59);
            __m256 b_v_9 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t59);
            __m256 t60 = _mm256_mul_ps(a_v_8, b_v_8);
            long t61 = (long)(t52 + 1);
            const float *t62 = b + t61;
            __m256 t63 = _mm256_mul_ps(a_v_9, b_v_9);
            __m256 t64 = _mm256_sub_ps(t60, t63);
            float *t65 = c + t61;
            __m256 t66 = _mm256_loadu_ps(t54);
            __m256 t67 = _mm256_loadu_ps(t54 + 8);
            __m256 a_v_10 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t67);
            __m256 a_v_11 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t67);
            __m256 t68 = _mm256_loadu_ps(t62 + -1);
            __m256 t69 = _mm256_loadu_ps(t62 + 7);
            __m256 b_v_10 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t69);
            __m256 b_v_11 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t69);
            __m256 t70 = _mm256_mul_ps(a_v_10, b_v_10);
            __m256 t71 = _mm256_mul_ps(a_v_11, b_v_11);
            __m256 t72 = _mm256_add_ps(t70, t71);
            __m256 t73 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t72);
            _mm256_storeu_ps(t65 + -1, t73);
            __m256 t74 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t72);
            _mm256_storeu_ps(t65 + 7, t74);
            i_vec_1 += 8L;
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
        step4_add(n, a, t78, t77);
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
