/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512vbmi-zmm=3 sse4.2=2 */
/* vcc-test: also-tune avx2 zen4 3 */
/* Loops left to the SLP vectorizer (midend loopvec/slp_first.rs): where the loop vectorizer's
   plan is bound by the shuffles that de-interleave and interleave again whole groups whose
   members are computed each from the same member (a quaternion scaled: `*`, `*`, `+`, `-`),
   one iteration as an SLP tree of four lanes, the members as they lie in memory, does better
   (on Sapphire Rapids, avx2: 0.73x of the scalar loop vectorized at VF 8, 1.28x as the tree).
   Not left to it: a loop whose stores SLP covers only in part (three members, a 2-lane tree
   and a scalar), complex products (kept in place by the loop vectorizer too), and plans not
   bound by shuffles (zmm registers; neon's structure loads and stores; generic vectors). */
#include "harness.h"

__attribute__((target("avx2"))) void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    int t65;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 s_v = _mm256_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 4 * (int)i_vec;
            const float *t4 = q + t3;
            __m256 t5 = _mm256_loadu_ps(t4);
            __m256 t6 = _mm256_loadu_ps(t4 + 8);
            __m256 t7 = _mm256_loadu_ps(t4 + 16);
            __m256 t8 = _mm256_loadu_ps(t4 + 24);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t6, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t7, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 q_v = (__m256)__builtin_shufflevector((vcc_v8_float)t10, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t6, 1, 5, 9, 13, 0, 0, 0, 0);
            __m256 t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t7, 0, 1, 2, 3, 9, 13, 6, 7);
            __m256 q_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 5, 9, 13);
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t6, 2, 6, 10, 14, 0, 0, 0, 0);
            __m256 t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t7, 0, 1, 2, 3, 10, 14, 6, 7);
            __m256 q_v_2 = (__m256)__builtin_shufflevector((vcc_v8_float)t14, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256 t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t6, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t7, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 q_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t17 = _mm256_mul_ps(q_v, s_v);
            __m256 t18 = _mm256_mul_ps(q_v_1, s_v);
            __m256 t19 = _mm256_add_ps(q_v_2, s_v);
            float *t20 = out + (t3 + 3);
            __m256 t21 = _mm256_sub_ps(q_v_3, s_v);
            __m256 t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t18, 0, 8, 0, 0, 1, 9, 0, 0);
            __m256 t23 = (__m256)__builtin_shufflevector((vcc_v8_float)t22, (vcc_v8_float)t19, 0, 1, 8, 3, 4, 5, 9, 7);
            __m256 t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t21, 0, 1, 2, 8, 4, 5, 6, 9);
            _mm256_storeu_ps(t20 + -3, t24);
            __m256 t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t18, 2, 10, 0, 0, 3, 11, 0, 0);
            __m256 t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t19, 0, 1, 10, 3, 4, 5, 11, 7);
            __m256 t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t26, (vcc_v8_float)t21, 0, 1, 2, 10, 4, 5, 6, 11);
            _mm256_storeu_ps(t20 + 5, t27);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t18, 4, 12, 0, 0, 5, 13, 0, 0);
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t19, 0, 1, 12, 3, 4, 5, 13, 7);
            __m256 t30 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t21, 0, 1, 2, 12, 4, 5, 6, 13);
            _mm256_storeu_ps(t20 + 13, t30);
            __m256 t31 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t18, 6, 14, 0, 0, 7, 15, 0, 0);
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t19, 0, 1, 14, 3, 4, 5, 15, 7);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t21, 0, 1, 2, 14, 4, 5, 6, 15);
            _mm256_storeu_ps(t20 + 21, t33);
            int t34 = 4 * (int)(i_vec + 8L);
            const float *t35 = q + t34;
            __m256 t36 = _mm256_loadu_ps(t35);
            __m256 t37 = _mm256_loadu_ps(t35 + 8);
            __m256 t38 = _mm256_loadu_ps(t35 + 16);
            __m256 t39 = _mm256_loadu_ps(t35 + 24);
            __m256 t40 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t41 = (__m256)__builtin_shufflevector((vcc_v8_float)t40, (vcc_v8_float)t38, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 q_v_4 = (__m256)__builtin_shufflevector((vcc_v8_float)t41, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t42 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 1, 5, 9, 13, 0, 0, 0, 0);
            __m256 t43 = (__m256)__builtin_shufflevector((vcc_v8_float)t42, (vcc_v8_float)t38, 0, 1, 2, 3, 9, 13, 6, 7);
            __m256 q_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)t43, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 9, 13);
            __m256 t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 2, 6, 10, 14, 0, 0, 0, 0);
            __m256 t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t38, 0, 1, 2, 3, 10, 14, 6, 7);
            __m256 q_v_6 = (__m256)__builtin_shufflevector((vcc_v8_float)t45, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256 t46 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t47 = (__m256)__builtin_shufflevector((vcc_v8_float)t46, (vcc_v8_float)t38, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 q_v_7 = (__m256)__builtin_shufflevector((vcc_v8_float)t47, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t48 = _mm256_mul_ps(q_v_4, s_v);
            __m256 t49 = _mm256_mul_ps(q_v_5, s_v);
            __m256 t50 = _mm256_add_ps(q_v_6, s_v);
            float *t51 = out + (t34 + 3);
            __m256 t52 = _mm256_sub_ps(q_v_7, s_v);
            __m256 t53 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t49, 0, 8, 0, 0, 1, 9, 0, 0);
            __m256 t54 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t50, 0, 1, 8, 3, 4, 5, 9, 7);
            __m256 t55 = (__m256)__builtin_shufflevector((vcc_v8_float)t54, (vcc_v8_float)t52, 0, 1, 2, 8, 4, 5, 6, 9);
            _mm256_storeu_ps(t51 + -3, t55);
            __m256 t56 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t49, 2, 10, 0, 0, 3, 11, 0, 0);
            __m256 t57 = (__m256)__builtin_shufflevector((vcc_v8_float)t56, (vcc_v8_float)t50, 0, 1, 10, 3, 4, 5, 11, 7);
            __m256 t58 = (__m256)__builtin_shufflevector((vcc_v8_float)t57, (vcc_v8_float)t52, 0, 1, 2, 10, 4, 5, 6, 11);
            _mm256_storeu_ps(t51 + 5, t58);
            __m256 t59 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t49, 4, 12, 0, 0, 5, 13, 0, 0);
            __m256 t60 = (__m256)__builtin_shufflevector((vcc_v8_float)t59, (vcc_v8_float)t50, 0, 1, 12, 3, 4, 5, 13, 7);
            __m256 t61 = (__m256)__builtin_shufflevector((vcc_v8_float)t60, (vcc_v8_float)t52, 0, 1, 2, 12, 4, 5, 6, 13);
            _mm256_storeu_ps(t51 + 13, t61);
            __m256 t62 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t49, 6, 14, 0, 0, 7, 15, 0, 0);
            __m256 t63 = (__m256)__builtin_shufflevector((vcc_v8_float)t62, (vcc_v8_float)t50, 0, 1, 14, 3, 4, 5, 15, 7);
            __m256 t64 = (__m256)__builtin_shufflevector((vcc_v8_float)t63, (vcc_v8_float)t52, 0, 1, 2, 14, 4, 5, 6, 15);
            _mm256_storeu_ps(t51 + 21, t64);
            i_vec += 16L;
        } while (i_vec < t2);
        t65 = (int)t2;
    } else {
        t65 = 0;
    }
    long t66 = (long)n + (long)t65 * -1L;
    if (t66 >= 8L) {
        long t67 = t66 & -8L;
        __m256 s_v_1 = _mm256_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at slp_first.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t68 = 4 * (int)((long)t65 + i_vec_1);
            const float *t69 = q + t68;
            __m256 t70 = _mm256_loadu_ps(t69);
            __m256 t71 = _mm256_loadu_ps(t69 + 8);
            __m256 t72 = _mm256_loadu_ps(t69 + 16);
            __m256 t73 = _mm256_loadu_ps(t69 + 24);
            __m256 t74 = (__m256)__builtin_shufflevector((vcc_v8_float)t70, (vcc_v8_float)t71, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t75 = (__m256)__builtin_shufflevector((vcc_v8_float)t74, (vcc_v8_float)t72, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 q_v_8 = (__m256)__builtin_shufflevector((vcc_v8_float)t75, (vcc_v8_float)t73, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t76 = (__m256)__builtin_shufflevector((vcc_v8_float)t70, (vcc_v8_float)t71, 1, 5, 9, 13, 0, 0, 0, 0);
            __m256 t77 = (__m256)__builtin_shufflevector((vcc_v8_float)t76, (vcc_v8_float)t72, 0, 1, 2, 3, 9, 13, 6, 7);
            __m256 q_v_9 = (__m256)__builtin_shufflevector((vcc_v8_float)t77, (vcc_v8_float)t73, 0, 1, 2, 3, 4, 5, 9, 13);
            __m256 t78 = (__m256)__builtin_shufflevector((vcc_v8_float)t70, (vcc_v8_float)t71, 2, 6, 10, 14, 0, 0, 0, 0);
            __m256 t79 = (__m256)__builtin_shufflevector((vcc_v8_float)t78, (vcc_v8_float)t72, 0, 1, 2, 3, 10, 14, 6, 7);
            __m256 q_v_10 = (__m256)__builtin_shufflevector((vcc_v8_float)t79, (vcc_v8_float)t73, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256 t80 = (__m256)__builtin_shufflevector((vcc_v8_float)t70, (vcc_v8_float)t71, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t81 = (__m256)__builtin_shufflevector((vcc_v8_float)t80, (vcc_v8_float)t72, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 q_v_11 = (__m256)__builtin_shufflevector((vcc_v8_float)t81, (vcc_v8_float)t73, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t82 = _mm256_mul_ps(q_v_8, s_v_1);
            __m256 t83 = _mm256_mul_ps(q_v_9, s_v_1);
            __m256 t84 = _mm256_add_ps(q_v_10, s_v_1);
            float *t85 = out + (t68 + 3);
            __m256 t86 = _mm256_sub_ps(q_v_11, s_v_1);
            __m256 t87 = (__m256)__builtin_shufflevector((vcc_v8_float)t82, (vcc_v8_float)t83, 0, 8, 0, 0, 1, 9, 0, 0);
            __m256 t88 = (__m256)__builtin_shufflevector((vcc_v8_float)t87, (vcc_v8_float)t84, 0, 1, 8, 3, 4, 5, 9, 7);
            __m256 t89 = (__m256)__builtin_shufflevector((vcc_v8_float)t88, (vcc_v8_float)t86, 0, 1, 2, 8, 4, 5, 6, 9);
            _mm256_storeu_ps(t85 + -3, t89);
            __m256 t90 = (__m256)__builtin_shufflevector((vcc_v8_float)t82, (vcc_v8_float)t83, 2, 10, 0, 0, 3, 11, 0, 0);
            __m256 t91 = (__m256)__builtin_shufflevector((vcc_v8_float)t90, (vcc_v8_float)t84, 0, 1, 10, 3, 4, 5, 11, 7);
            __m256 t92 = (__m256)__builtin_shufflevector((vcc_v8_float)t91, (vcc_v8_float)t86, 0, 1, 2, 10, 4, 5, 6, 11);
            _mm256_storeu_ps(t85 + 5, t92);
            __m256 t93 = (__m256)__builtin_shufflevector((vcc_v8_float)t82, (vcc_v8_float)t83, 4, 12, 0, 0, 5, 13, 0, 0);
            __m256 t94 = (__m256)__builtin_shufflevector((vcc_v8_float)t93, (vcc_v8_float)t84, 0, 1, 12, 3, 4, 5, 13, 7);
            __m256 t95 = (__m256)__builtin_shufflevector((vcc_v8_float)t94, (vcc_v8_float)t86, 0, 1, 2, 12, 4, 5, 6, 13);
            _mm256_storeu_ps(t85 + 13, t95);
            __m256 t96 = (__m256)__builtin_shufflevector((vcc_v8_float)t82, (vcc_v8_float)t83, 6, 14, 0, 0, 7, 15, 0, 0);
            __m256 t97 = (__m256)__builtin_shufflevector((vcc_v8_float)t96, (vcc_v8_float)t84, 0, 1, 14, 3, 4, 5, 15, 7);
            __m256 t98 = (__m256)__builtin_shufflevector((vcc_v8_float)t97, (vcc_v8_float)t86, 0, 1, 2, 14, 4, 5, 6, 15);
            _mm256_storeu_ps(t85 + 21, t98);
            i_vec_1 += 8L;
        } while (i_vec_1 < t67);
        i = (int)((long)t65 + t67);
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        long t99 = (long)(4 * i);
        __m128 t100 = _mm_loadu_ps(q + t99);
        __m128 t101 = _mm_set1_ps(s);
        __m128 t102 = _mm_mul_ps(t100, t101);
        __m128 t103 = _mm_add_ps(t100, t101);
        __m128 t104 = (__m128)__builtin_shufflevector((vcc_v4_float)t102, (vcc_v4_float)t103, 0, 1, 6, 3);
        __m128 t105 = _mm_sub_ps(t100, t101);
        __m128 t106 = (__m128)__builtin_shufflevector((vcc_v4_float)t104, (vcc_v4_float)t105, 0, 1, 2, 7);
        _mm_storeu_ps(out + t99, t106);
    }
}

__attribute__((target("avx2"))) void vec3_scale(int n, float *restrict out, const float *restrict p, float sx, float sy, float sz) {
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 sx_v = _mm256_set1_ps(sx);
        __m256 sy_v = _mm256_set1_ps(sy);
        __m256 sz_v = _mm256_set1_ps(sz);
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:23 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            const float *t4 = p + t3;
            __m256 t5 = _mm256_loadu_ps(t4);
            __m256 t6 = _mm256_loadu_ps(t4 + 8);
            __m256 t7 = _mm256_loadu_ps(t4 + 16);
            __m256 t8 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t6, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t7, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t6, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t7, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t6, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 p_v_2 = (__m256)__builtin_shufflevector((vcc_v8_float)t10, (vcc_v8_float)t7, 0, 1, 2, 3, 4, 9, 12, 15);
            __m256 t11 = _mm256_mul_ps(p_v, sx_v);
            __m256 t12 = _mm256_mul_ps(p_v_1, sy_v);
            float *t13 = out + (t3 + 2);
            __m256 t14 = _mm256_mul_ps(p_v_2, sz_v);
            __m256 t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t12, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t14, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t13 + -2, t16);
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t12, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t14, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t13 + 6, t18);
            __m256 t19 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t12, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t14, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t13 + 14, t20);
            int t21 = 3 * (int)(i_vec + 8L);
            const float *t22 = p + t21;
            __m256 t23 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_loadu_ps(t22 + 8);
            __m256 t25 = _mm256_loadu_ps(t22 + 16);
            __m256 t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t24, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)t26, (vcc_v8_float)t25, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t24, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_4 = (__m256)__builtin_shufflevector((vcc_v8_float)t27, (vcc_v8_float)t25, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t24, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 p_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t25, 0, 1, 2, 3, 4, 9, 12, 15);
            __m256 t29 = _mm256_mul_ps(p_v_3, sx_v);
            __m256 t30 = _mm256_mul_ps(p_v_4, sy_v);
            float *t31 = out + (t21 + 2);
            __m256 t32 = _mm256_mul_ps(p_v_5, sz_v);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t30, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t34 = (__m256)__builtin_shufflevector((vcc_v8_float)t33, (vcc_v8_float)t32, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t31 + -2, t34);
            __m256 t35 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t30, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t35, (vcc_v8_float)t32, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t31 + 6, t36);
            __m256 t37 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t30, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t38 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t32, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t31 + 14, t38);
            i_vec += 16L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        __m256 sx_v_1 = _mm256_set1_ps(sx);
        __m256 sy_v_1 = _mm256_set1_ps(sy);
        __m256 sz_v_1 = _mm256_set1_ps(sz);
        long i_vec_1 = 0L;
        /* vcc: loop at slp_first.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t42 = 3 * (int)((long)t39 + i_vec_1);
            const float *t43 = p + t42;
            __m256 t44 = _mm256_loadu_ps(t43);
            __m256 t45 = _mm256_loadu_ps(t43 + 8);
            __m256 t46 = _mm256_loadu_ps(t43 + 16);
            __m256 t47 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t45, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v_6 = (__m256)__builtin_shufflevector((vcc_v8_float)t47, (vcc_v8_float)t46, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t48 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t45, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_7 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t46, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t49 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t45, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 p_v_8 = (__m256)__builtin_shufflevector((vcc_v8_float)t49, (vcc_v8_float)t46, 0, 1, 2, 3, 4, 9, 12, 15);
            __m256 t50 = _mm256_mul_ps(p_v_6, sx_v_1);
            __m256 t51 = _mm256_mul_ps(p_v_7, sy_v_1);
            float *t52 = out + (t42 + 2);
            __m256 t53 = _mm256_mul_ps(p_v_8, sz_v_1);
            __m256 t54 = (__m256)__builtin_shufflevector((vcc_v8_float)t50, (vcc_v8_float)t51, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t55 = (__m256)__builtin_shufflevector((vcc_v8_float)t54, (vcc_v8_float)t53, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t52 + -2, t55);
            __m256 t56 = (__m256)__builtin_shufflevector((vcc_v8_float)t50, (vcc_v8_float)t51, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t57 = (__m256)__builtin_shufflevector((vcc_v8_float)t56, (vcc_v8_float)t53, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t52 + 6, t57);
            __m256 t58 = (__m256)__builtin_shufflevector((vcc_v8_float)t50, (vcc_v8_float)t51, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t59 = (__m256)__builtin_shufflevector((vcc_v8_float)t58, (vcc_v8_float)t53, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t52 + 14, t59);
            i_vec_1 += 8L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t60 = 3 * i;
        long t61 = (long)t60;
        out[t61] = p[t61] * sx;
        long t62 = (long)(t60 + 1);
        out[t62] = p[t62] * sy;
        long t63 = (long)(t60 + 2);
        out[t63] = p[t63] * sz;
    }
}

__attribute__((target("avx2"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t45;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(t5 + 8);
            const float *t8 = b + t4;
            __m256 t9 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_loadu_ps(t8 + 8);
            float *t11 = c + (t3 + 1);
            __m256 t12 = _mm256_moveldup_ps(t9);
            __m256 t13 = _mm256_movehdup_ps(t9);
            __m256 t14 = _mm256_permute_ps(t6, 0xb1);
            __m256 t15 = _mm256_mul_ps(t6, t12);
            __m256 t16 = _mm256_mul_ps(t14, t13);
            __m256 t17 = _mm256_addsub_ps(t15, t16);
            _mm256_storeu_ps(t11 + -1, t17);
            __m256 t18 = _mm256_moveldup_ps(t10);
            __m256 t19 = _mm256_movehdup_ps(t10);
            __m256 t20 = _mm256_permute_ps(t7, 0xb1);
            __m256 t21 = _mm256_mul_ps(t7, t18);
            __m256 t22 = _mm256_mul_ps(t20, t19);
            __m256 t23 = _mm256_addsub_ps(t21, t22);
            _mm256_storeu_ps(t11 + 7, t23);
            int t24 = 2 * (int)(i_vec + 8L);
            long t25 = (long)t24;
            const float *t26 = a + t25;
            __m256 t27 = _mm256_loadu_ps(t26);
            __m256 t28 = _mm256_loadu_ps(t26 + 8);
            const float *t29 = b + t25;
            __m256 t30 = _mm256_loadu_ps(t29);
            __m256 t31 = _mm256_loadu_ps(t29 + 8);
            float *t32 = c + (t24 + 1);
            __m256 t33 = _mm256_moveldup_ps(t30);
            __m256 t34 = _mm256_movehdup_ps(t30);
            __m256 t35 = _mm256_permute_ps(t27, 0xb1);
            __m256 t36 = _mm256_mul_ps(t27, t33);
            __m256 t37 = _mm256_mul_ps(t35, t34);
            __m256 t38 = _mm256_addsub_ps(t36, t37);
            _mm256_storeu_ps(t32 + -1, t38);
            __m256 t39 = _mm256_moveldup_ps(t31);
            __m256 t40 = _mm256_movehdup_ps(t31);
            __m256 t41 = _mm256_permute_ps(t28, 0xb1);
            __m256 t42 = _mm256_mul_ps(t28, t39);
            __m256 t43 = _mm256_mul_ps(t41, t40);
            __m256 t44 = _mm256_addsub_ps(t42, t43);
            _mm256_storeu_ps(t32 + 7, t44);
            i_vec += 16L;
        } while (i_vec < t2);
        t45 = (int)t2;
    } else {
        t45 = 0;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        long t47 = t46 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at slp_first.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t48 = 2 * (int)((long)t45 + i_vec_1);
            long t49 = (long)t48;
            const float *t50 = a + t49;
            __m256 t51 = _mm256_loadu_ps(t50);
            __m256 t52 = _mm256_loadu_ps(t50 + 8);
            const float *t53 = b + t49;
            __m256 t54 = _mm256_loadu_ps(t53);
            __m256 t55 = _mm256_loadu_ps(t53 + 8);
            float *t56 = c + (t48 + 1);
            __m256 t57 = _mm256_moveldup_ps(t54);
            __m256 t58 = _mm256_movehdup_ps(t54);
            __m256 t59 = _mm256_permute_ps(t51, 0xb1);
            __m256 t60 = _mm256_mul_ps(t51, t57);
            __m256 t61 = _mm256_mul_ps(t59, t58);
            __m256 t62 = _mm256_addsub_ps(t60, t61);
            _mm256_storeu_ps(t56 + -1, t62);
            __m256 t63 = _mm256_moveldup_ps(t55);
            __m256 t64 = _mm256_movehdup_ps(t55);
            __m256 t65 = _mm256_permute_ps(t52, 0xb1);
            __m256 t66 = _mm256_mul_ps(t52, t63);
            __m256 t67 = _mm256_mul_ps(t65, t64);
            __m256 t68 = _mm256_addsub_ps(t66, t67);
            _mm256_storeu_ps(t56 + 7, t68);
            i_vec_1 += 8L;
        } while (i_vec_1 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        int t69 = 2 * i;
        long t70 = (long)t69;
        const float *t71 = b + t70;
        vcc_v2_float t72 = vcc_splat(vcc_v2_float, a[t70]);
        vcc_v2_float t73 = vcc_load(vcc_v2_float, t71);
        vcc_v2_float t74 = t72 * t73;
        vcc_v2_float t75 = vcc_splat(vcc_v2_float, a[t69 + 1]);
        vcc_v2_float t76 = vcc_load(vcc_v2_float, t71);
        vcc_v2_float t77 = __builtin_shufflevector(t76, t76, 1, 0);
        vcc_v2_float t78 = t75 * t77;
        vcc_v2_float t79 = __builtin_shufflevector(t74 - t78, t74 + t78, 0, 3);
        vcc_store(c + t70, t79);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *p = new_array(3 * n, 4), *p2 = new_array(3 * n, 4);
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        /* Values with full mantissas: products and sums rounded as written. */
        for (int i = 0; i < 4 * n; i++)
            q[i] = (float)(int)next_rand() / 8388608.0f;
        for (int i = 0; i < 3 * n; i++)
            p[i] = (float)(int)next_rand() / 1048576.0f;
        for (int i = 0; i < 2 * n; i++)
            a[i] = (float)(int)next_rand() / 65536.0f, b[i] = (float)(int)next_rand() / 4096.0f;
        quat_scale(n, q2, q, 1.5f);
        vec3_scale(n, p2, p, 0.5f, -2.0f, 3.25f);
        cmul(n, c, a, b);
        printf("n=%d %llx %llx %llx\n", n, HASH(q2, 4 * n), HASH(p2, 3 * n), HASH(c, 2 * n));
        free(q), free(q2), free(p), free(p2), free(a), free(b), free(c);
    }
    return 0;
}
