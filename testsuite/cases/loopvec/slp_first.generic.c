/* vcc: vector types and helpers */
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

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

void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    int t65;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 4 * (int)i_vec;
            const float *t4 = q + t3;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t4 + 8);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t4 + 16);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t4 + 24);
            vcc_v8_float t9 = __builtin_shufflevector(t5, t6, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t10 = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float q_v = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t11 = __builtin_shufflevector(t5, t6, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_float t12 = __builtin_shufflevector(t11, t7, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_float q_v_1 = __builtin_shufflevector(t12, t8, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_float t13 = __builtin_shufflevector(t5, t6, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_float t14 = __builtin_shufflevector(t13, t7, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_float q_v_2 = __builtin_shufflevector(t14, t8, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_float t15 = __builtin_shufflevector(t5, t6, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t16 = __builtin_shufflevector(t15, t7, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float q_v_3 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t17 = q_v * s_v;
            vcc_v8_float t18 = q_v_1 * s_v;
            vcc_v8_float t19 = q_v_2 + s_v;
            float *t20 = out + (t3 + 3);
            vcc_v8_float t21 = q_v_3 - s_v;
            vcc_v8_float t22 = __builtin_shufflevector(t17, t18, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t23 = __builtin_shufflevector(t22, t19, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t24 = __builtin_shufflevector(t23, t21, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t20 + -3, t24);
            vcc_v8_float t25 = __builtin_shufflevector(t17, t18, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t26 = __builtin_shufflevector(t25, t19, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t27 = __builtin_shufflevector(t26, t21, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t20 + 5, t27);
            vcc_v8_float t28 = __builtin_shufflevector(t17, t18, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t29 = __builtin_shufflevector(t28, t19, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t30 = __builtin_shufflevector(t29, t21, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t20 + 13, t30);
            vcc_v8_float t31 = __builtin_shufflevector(t17, t18, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t32 = __builtin_shufflevector(t31, t19, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t33 = __builtin_shufflevector(t32, t21, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t20 + 21, t33);
            int t34 = 4 * (int)(i_vec + 8L);
            const float *t35 = q + t34;
            vcc_v8_float t36 = vcc_load(vcc_v8_float, t35);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, t35 + 8);
            vcc_v8_float t38 = vcc_load(vcc_v8_float, t35 + 16);
            vcc_v8_float t39 = vcc_load(vcc_v8_float, t35 + 24);
            vcc_v8_float t40 = __builtin_shufflevector(t36, t37, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t41 = __builtin_shufflevector(t40, t38, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float q_v_4 = __builtin_shufflevector(t41, t39, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t42 = __builtin_shufflevector(t36, t37, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_float t43 = __builtin_shufflevector(t42, t38, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_float q_v_5 = __builtin_shufflevector(t43, t39, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_float t44 = __builtin_shufflevector(t36, t37, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_float t45 = __builtin_shufflevector(t44, t38, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_float q_v_6 = __builtin_shufflevector(t45, t39, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_float t46 = __builtin_shufflevector(t36, t37, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t47 = __builtin_shufflevector(t46, t38, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float q_v_7 = __builtin_shufflevector(t47, t39, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t48 = q_v_4 * s_v;
            vcc_v8_float t49 = q_v_5 * s_v;
            vcc_v8_float t50 = q_v_6 + s_v;
            float *t51 = out + (t34 + 3);
            vcc_v8_float t52 = q_v_7 - s_v;
            vcc_v8_float t53 = __builtin_shufflevector(t48, t49, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t54 = __builtin_shufflevector(t53, t50, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t55 = __builtin_shufflevector(t54, t52, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t51 + -3, t55);
            vcc_v8_float t56 = __builtin_shufflevector(t48, t49, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t57 = __builtin_shufflevector(t56, t50, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t58 = __builtin_shufflevector(t57, t52, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t51 + 5, t58);
            vcc_v8_float t59 = __builtin_shufflevector(t48, t49, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t60 = __builtin_shufflevector(t59, t50, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t61 = __builtin_shufflevector(t60, t52, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t51 + 13, t61);
            vcc_v8_float t62 = __builtin_shufflevector(t48, t49, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t63 = __builtin_shufflevector(t62, t50, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t64 = __builtin_shufflevector(t63, t52, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t51 + 21, t64);
            i_vec += 16L;
        } while (i_vec < t2);
        t65 = (int)t2;
    } else {
        t65 = 0;
    }
    long t66 = (long)n + (long)t65 * -1L;
    if (t66 >= 8L) {
        long t67 = t66 & -8L;
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec_1 = 0L;
        /* vcc: loop at slp_first.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t68 = 4 * (int)((long)t65 + i_vec_1);
            const float *t69 = q + t68;
            vcc_v8_float t70 = vcc_load(vcc_v8_float, t69);
            vcc_v8_float t71 = vcc_load(vcc_v8_float, t69 + 8);
            vcc_v8_float t72 = vcc_load(vcc_v8_float, t69 + 16);
            vcc_v8_float t73 = vcc_load(vcc_v8_float, t69 + 24);
            vcc_v8_float t74 = __builtin_shufflevector(t70, t71, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t75 = __builtin_shufflevector(t74, t72, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float q_v_8 = __builtin_shufflevector(t75, t73, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t76 = __builtin_shufflevector(t70, t71, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_float t77 = __builtin_shufflevector(t76, t72, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_float q_v_9 = __builtin_shufflevector(t77, t73, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_float t78 = __builtin_shufflevector(t70, t71, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_float t79 = __builtin_shufflevector(t78, t72, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_float q_v_10 = __builtin_shufflevector(t79, t73, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_float t80 = __builtin_shufflevector(t70, t71, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t81 = __builtin_shufflevector(t80, t72, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float q_v_11 = __builtin_shufflevector(t81, t73, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t82 = q_v_8 * s_v_1;
            vcc_v8_float t83 = q_v_9 * s_v_1;
            vcc_v8_float t84 = q_v_10 + s_v_1;
            float *t85 = out + (t68 + 3);
            vcc_v8_float t86 = q_v_11 - s_v_1;
            vcc_v8_float t87 = __builtin_shufflevector(t82, t83, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t88 = __builtin_shufflevector(t87, t84, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t89 = __builtin_shufflevector(t88, t86, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t85 + -3, t89);
            vcc_v8_float t90 = __builtin_shufflevector(t82, t83, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t91 = __builtin_shufflevector(t90, t84, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t92 = __builtin_shufflevector(t91, t86, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t85 + 5, t92);
            vcc_v8_float t93 = __builtin_shufflevector(t82, t83, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t94 = __builtin_shufflevector(t93, t84, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t95 = __builtin_shufflevector(t94, t86, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t85 + 13, t95);
            vcc_v8_float t96 = __builtin_shufflevector(t82, t83, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t97 = __builtin_shufflevector(t96, t84, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t98 = __builtin_shufflevector(t97, t86, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t85 + 21, t98);
            i_vec_1 += 8L;
        } while (i_vec_1 < t67);
        i = (int)((long)t65 + t67);
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        long t99 = (long)(4 * i);
        vcc_v4_float t100 = vcc_load(vcc_v4_float, q + t99);
        vcc_v4_float t101 = (vcc_v4_float){s, s, s, s};
        vcc_v4_float t102 = t100 * t101;
        vcc_v4_float t103 = t100 + t101;
        vcc_v4_float t104 = __builtin_shufflevector(t102, t103, 0, 1, 6, 3);
        vcc_v4_float t105 = t100 - t101;
        vcc_v4_float t106 = __builtin_shufflevector(t104, t105, 0, 1, 2, 7);
        vcc_store(out + t99, t106);
    }
}

void vec3_scale(int n, float *restrict out, const float *restrict p, float sx, float sy, float sz) {
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float sx_v = (vcc_v8_float){sx, sx, sx, sx, sx, sx, sx, sx};
        vcc_v8_float sy_v = (vcc_v8_float){sy, sy, sy, sy, sy, sy, sy, sy};
        vcc_v8_float sz_v = (vcc_v8_float){sz, sz, sz, sz, sz, sz, sz, sz};
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:23 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            const float *t4 = p + t3;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t4 + 8);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t4 + 16);
            vcc_v8_float t8 = __builtin_shufflevector(t5, t6, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float p_v = __builtin_shufflevector(t8, t7, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t9 = __builtin_shufflevector(t5, t6, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float p_v_1 = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t10 = __builtin_shufflevector(t5, t6, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float p_v_2 = __builtin_shufflevector(t10, t7, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_float t11 = p_v * sx_v;
            vcc_v8_float t12 = p_v_1 * sy_v;
            float *t13 = out + (t3 + 2);
            vcc_v8_float t14 = p_v_2 * sz_v;
            vcc_v8_float t15 = __builtin_shufflevector(t11, t12, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t16 = __builtin_shufflevector(t15, t14, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t13 + -2, t16);
            vcc_v8_float t17 = __builtin_shufflevector(t11, t12, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t18 = __builtin_shufflevector(t17, t14, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t13 + 6, t18);
            vcc_v8_float t19 = __builtin_shufflevector(t11, t12, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t20 = __builtin_shufflevector(t19, t14, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t13 + 14, t20);
            int t21 = 3 * (int)(i_vec + 8L);
            const float *t22 = p + t21;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t22 + 8);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t22 + 16);
            vcc_v8_float t26 = __builtin_shufflevector(t23, t24, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float p_v_3 = __builtin_shufflevector(t26, t25, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t27 = __builtin_shufflevector(t23, t24, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float p_v_4 = __builtin_shufflevector(t27, t25, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t28 = __builtin_shufflevector(t23, t24, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float p_v_5 = __builtin_shufflevector(t28, t25, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_float t29 = p_v_3 * sx_v;
            vcc_v8_float t30 = p_v_4 * sy_v;
            float *t31 = out + (t21 + 2);
            vcc_v8_float t32 = p_v_5 * sz_v;
            vcc_v8_float t33 = __builtin_shufflevector(t29, t30, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t34 = __builtin_shufflevector(t33, t32, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t31 + -2, t34);
            vcc_v8_float t35 = __builtin_shufflevector(t29, t30, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t36 = __builtin_shufflevector(t35, t32, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t31 + 6, t36);
            vcc_v8_float t37 = __builtin_shufflevector(t29, t30, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t38 = __builtin_shufflevector(t37, t32, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t31 + 14, t38);
            i_vec += 16L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        vcc_v8_float sx_v_1 = (vcc_v8_float){sx, sx, sx, sx, sx, sx, sx, sx};
        vcc_v8_float sy_v_1 = (vcc_v8_float){sy, sy, sy, sy, sy, sy, sy, sy};
        vcc_v8_float sz_v_1 = (vcc_v8_float){sz, sz, sz, sz, sz, sz, sz, sz};
        long i_vec_1 = 0L;
        /* vcc: loop at slp_first.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t42 = 3 * (int)((long)t39 + i_vec_1);
            const float *t43 = p + t42;
            vcc_v8_float t44 = vcc_load(vcc_v8_float, t43);
            vcc_v8_float t45 = vcc_load(vcc_v8_float, t43 + 8);
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t43 + 16);
            vcc_v8_float t47 = __builtin_shufflevector(t44, t45, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float p_v_6 = __builtin_shufflevector(t47, t46, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t48 = __builtin_shufflevector(t44, t45, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float p_v_7 = __builtin_shufflevector(t48, t46, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t49 = __builtin_shufflevector(t44, t45, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float p_v_8 = __builtin_shufflevector(t49, t46, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_float t50 = p_v_6 * sx_v_1;
            vcc_v8_float t51 = p_v_7 * sy_v_1;
            float *t52 = out + (t42 + 2);
            vcc_v8_float t53 = p_v_8 * sz_v_1;
            vcc_v8_float t54 = __builtin_shufflevector(t50, t51, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t55 = __builtin_shufflevector(t54, t53, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t52 + -2, t55);
            vcc_v8_float t56 = __builtin_shufflevector(t50, t51, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t57 = __builtin_shufflevector(t56, t53, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t52 + 6, t57);
            vcc_v8_float t58 = __builtin_shufflevector(t50, t51, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t59 = __builtin_shufflevector(t58, t53, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t52 + 14, t59);
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

void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
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
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            const float *t8 = b + t4;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            float *t11 = c + (t3 + 1);
            vcc_v8_float t12 = __builtin_shufflevector(t9, t9, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t13 = __builtin_shufflevector(t9, t9, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t14 = __builtin_shufflevector(t6, t6, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t15 = t6 * t12;
            vcc_v8_float t16 = t14 * t13;
            vcc_v8_float t17 = __builtin_shufflevector(t15 - t16, t15 + t16, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t11 + -1, t17);
            vcc_v8_float t18 = __builtin_shufflevector(t10, t10, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t19 = __builtin_shufflevector(t10, t10, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t20 = __builtin_shufflevector(t7, t7, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t21 = t7 * t18;
            vcc_v8_float t22 = t20 * t19;
            vcc_v8_float t23 = __builtin_shufflevector(t21 - t22, t21 + t22, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t11 + 7, t23);
            int t24 = 2 * (int)(i_vec + 8L);
            long t25 = (long)t24;
            const float *t26 = a + t25;
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t26);
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t26 + 8);
            const float *t29 = b + t25;
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t29);
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t29 + 8);
            float *t32 = c + (t24 + 1);
            vcc_v8_float t33 = __builtin_shufflevector(t30, t30, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t34 = __builtin_shufflevector(t30, t30, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t35 = __builtin_shufflevector(t27, t27, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t36 = t27 * t33;
            vcc_v8_float t37 = t35 * t34;
            vcc_v8_float t38 = __builtin_shufflevector(t36 - t37, t36 + t37, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t32 + -1, t38);
            vcc_v8_float t39 = __builtin_shufflevector(t31, t31, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t40 = __builtin_shufflevector(t31, t31, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t41 = __builtin_shufflevector(t28, t28, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t42 = t28 * t39;
            vcc_v8_float t43 = t41 * t40;
            vcc_v8_float t44 = __builtin_shufflevector(t42 - t43, t42 + t43, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t32 + 7, t44);
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
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t50);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t50 + 8);
            const float *t53 = b + t49;
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t53);
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t53 + 8);
            float *t56 = c + (t48 + 1);
            vcc_v8_float t57 = __builtin_shufflevector(t54, t54, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t58 = __builtin_shufflevector(t54, t54, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t59 = __builtin_shufflevector(t51, t51, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t60 = t51 * t57;
            vcc_v8_float t61 = t59 * t58;
            vcc_v8_float t62 = __builtin_shufflevector(t60 - t61, t60 + t61, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t56 + -1, t62);
            vcc_v8_float t63 = __builtin_shufflevector(t55, t55, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t64 = __builtin_shufflevector(t55, t55, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t65 = __builtin_shufflevector(t52, t52, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t66 = t52 * t63;
            vcc_v8_float t67 = t65 * t64;
            vcc_v8_float t68 = __builtin_shufflevector(t66 - t67, t66 + t67, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t56 + 7, t68);
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
