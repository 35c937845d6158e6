/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* Transposes (unroll_jam.rs's transpose rule, then transpose.rs): `b[i][j] = a[j][i]` reads a
   column of `a` along the inner loop, a strided gather once vectorized. The outer loop is jammed
   by the vector's lanes L, so that one vector iteration gathers L neighbouring columns: those
   are L rows of L consecutive elements, loaded as such and transposed in registers. Rows are W
   elements apart; the inner count is a constant below W (with a symbolic one, rows further
   than W apart might be one element: not jammed), the outer one m runs over sizes that are
   and are not multiples of L (the outer remainder runs in the original nest, the inner one in
   the epilogue); `transpose_1`'s inner loop is shorter than a vector: not jammed. `in_place` (a[i][j] = a[j][i] + 1 on one matrix: jamming would reorder a
   read and a write of one element) and `shifted` (writes the column the next outer iteration
   reads at an earlier inner iteration) must not be jammed. */
#include "harness.h"
/* vcc-test: expect-vectorized generic=15 avx2=15 sse4.2=13 neon=14 */

#define W 72

void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t9;
    float (*t10)[72];
    long t79;
    float (*t80)[72];
    long t83;
    float (*t84)[72];
    long t87;
    float (*t88)[72];
    long t91;
    float (*t92)[72];
    long t95;
    float (*t96)[72];
    long t99;
    float (*t100)[72];
    long t103;
    float (*t104)[72];
    int i_1;
    long t113;
    float (*t114)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = j_vec + 8L;
            t9 = (long)i;
            t10 = b + t9;
            const float *t11 = &a[j_vec][t9];
            const float *t12 = &a[t8][t9];
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t11 + 0);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t11 + 72);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t11 + 144);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t11 + 216);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t11 + 288);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t11 + 360);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t11 + 432);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t11 + 504);
            vcc_v8_float t21 = __builtin_shufflevector(t13, t17, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t22 = __builtin_shufflevector(t13, t17, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t23 = __builtin_shufflevector(t14, t18, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t24 = __builtin_shufflevector(t14, t18, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t25 = __builtin_shufflevector(t15, t19, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t26 = __builtin_shufflevector(t15, t19, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t27 = __builtin_shufflevector(t16, t20, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t28 = __builtin_shufflevector(t16, t20, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t29 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t30 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t31 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t32 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t33 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t34 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t36 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t37 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t38 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t39 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t40 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t41 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t44 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t45 = vcc_load(vcc_v8_float, t12 + 0);
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t12 + 72);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, t12 + 144);
            vcc_v8_float t48 = vcc_load(vcc_v8_float, t12 + 216);
            vcc_v8_float t49 = vcc_load(vcc_v8_float, t12 + 288);
            vcc_v8_float t50 = vcc_load(vcc_v8_float, t12 + 360);
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t12 + 432);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t12 + 504);
            vcc_v8_float t53 = __builtin_shufflevector(t45, t49, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t54 = __builtin_shufflevector(t45, t49, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t55 = __builtin_shufflevector(t46, t50, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t56 = __builtin_shufflevector(t46, t50, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t57 = __builtin_shufflevector(t47, t51, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t58 = __builtin_shufflevector(t47, t51, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t59 = __builtin_shufflevector(t48, t52, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t60 = __builtin_shufflevector(t48, t52, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t61 = __builtin_shufflevector(t53, t57, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t62 = __builtin_shufflevector(t53, t57, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t63 = __builtin_shufflevector(t54, t58, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t64 = __builtin_shufflevector(t54, t58, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t65 = __builtin_shufflevector(t55, t59, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t66 = __builtin_shufflevector(t55, t59, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t67 = __builtin_shufflevector(t56, t60, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t68 = __builtin_shufflevector(t56, t60, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t69 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t70 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t71 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t72 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t73 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t74 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t75 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t76 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t77 = t37 * s_v;
            vcc_v8_float t78 = t69 * s_v;
            vcc_store(&(*t10)[j_vec], t77);
            vcc_store(&(*t10)[t8], t78);
            t79 = (long)t1;
            t80 = b + t79;
            vcc_v8_float t81 = t38 * s_v;
            vcc_v8_float t82 = t70 * s_v;
            vcc_store(&(*t80)[j_vec], t81);
            vcc_store(&(*t80)[t8], t82);
            t83 = (long)t2;
            t84 = b + t83;
            vcc_v8_float t85 = t39 * s_v;
            vcc_v8_float t86 = t71 * s_v;
            vcc_store(&(*t84)[j_vec], t85);
            vcc_store(&(*t84)[t8], t86);
            t87 = (long)t3;
            t88 = b + t87;
            vcc_v8_float t89 = t40 * s_v;
            vcc_v8_float t90 = t72 * s_v;
            vcc_store(&(*t88)[j_vec], t89);
            vcc_store(&(*t88)[t8], t90);
            t91 = (long)t4;
            t92 = b + t91;
            vcc_v8_float t93 = t41 * s_v;
            vcc_v8_float t94 = t73 * s_v;
            vcc_store(&(*t92)[j_vec], t93);
            vcc_store(&(*t92)[t8], t94);
            t95 = (long)t5;
            t96 = b + t95;
            vcc_v8_float t97 = t42 * s_v;
            vcc_v8_float t98 = t74 * s_v;
            vcc_store(&(*t96)[j_vec], t97);
            vcc_store(&(*t96)[t8], t98);
            t99 = (long)t6;
            t100 = b + t99;
            vcc_v8_float t101 = t43 * s_v;
            vcc_v8_float t102 = t75 * s_v;
            vcc_store(&(*t100)[j_vec], t101);
            vcc_store(&(*t100)[t8], t102);
            t103 = (long)t7;
            t104 = b + t103;
            vcc_v8_float t105 = t44 * s_v;
            vcc_store(&(*t104)[j_vec], t105);
            vcc_v8_float t106 = t76 * s_v;
            vcc_store(&(*t104)[t8], t106);
            j_vec += 16L;
        } while (j_vec < 48L);
        const float (*t107)[72] = a + 48;
        (*t10)[48] = (*t107)[t9] * s;
        (*t80)[48] = (*t107)[t79] * s;
        (*t84)[48] = (*t107)[t83] * s;
        (*t88)[48] = (*t107)[t87] * s;
        (*t92)[48] = (*t107)[t91] * s;
        (*t96)[48] = (*t107)[t95] * s;
        (*t100)[48] = (*t107)[t99] * s;
        (*t104)[48] = (*t107)[t103] * s;
        const float (*t108)[72] = a + 49;
        (*t10)[49] = (*t108)[t9] * s;
        (*t80)[49] = (*t108)[t79] * s;
        (*t84)[49] = (*t108)[t83] * s;
        (*t88)[49] = (*t108)[t87] * s;
        (*t92)[49] = (*t108)[t91] * s;
        (*t96)[49] = (*t108)[t95] * s;
        (*t100)[49] = (*t108)[t99] * s;
        (*t104)[49] = (*t108)[t103] * s;
        const float (*t109)[72] = a + 50;
        (*t10)[50] = (*t109)[t9] * s;
        (*t80)[50] = (*t109)[t79] * s;
        (*t84)[50] = (*t109)[t83] * s;
        (*t88)[50] = (*t109)[t87] * s;
        (*t92)[50] = (*t109)[t91] * s;
        (*t96)[50] = (*t109)[t95] * s;
        (*t100)[50] = (*t109)[t99] * s;
        (*t104)[50] = (*t109)[t103] * s;
        const float (*t110)[72] = a + 51;
        (*t10)[51] = (*t110)[t9] * s;
        (*t80)[51] = (*t110)[t79] * s;
        (*t84)[51] = (*t110)[t83] * s;
        (*t88)[51] = (*t110)[t87] * s;
        (*t92)[51] = (*t110)[t91] * s;
        (*t96)[51] = (*t110)[t95] * s;
        (*t100)[51] = (*t110)[t99] * s;
        (*t104)[51] = (*t110)[t103] * s;
        const float (*t111)[72] = a + 52;
        (*t10)[52] = (*t111)[t9] * s;
        (*t80)[52] = (*t111)[t79] * s;
        (*t84)[52] = (*t111)[t83] * s;
        (*t88)[52] = (*t111)[t87] * s;
        (*t92)[52] = (*t111)[t91] * s;
        (*t96)[52] = (*t111)[t95] * s;
        (*t100)[52] = (*t111)[t99] * s;
        (*t104)[52] = (*t111)[t103] * s;
        i = t7 + 1;
    }
    while (i_1 < m) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t112 = j_vec_1 + 8L;
            t113 = (long)i_1;
            t114 = b + t113;
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[j_vec_1][t113], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t112][t113], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t115 = a_v * s_v_1;
            vcc_store(&(*t114)[j_vec_1], t115);
            vcc_v8_float t116 = a_v_1 * s_v_1;
            vcc_store(&(*t114)[t112], t116);
            j_vec_1 += 16L;
        } while (j_vec_1 < 48L);
        (*t114)[48] = a[48][t113] * s;
        (*t114)[49] = a[49][t113] * s;
        (*t114)[50] = a[50][t113] * s;
        (*t114)[51] = a[51][t113] * s;
        (*t114)[52] = a[52][t113] * s;
        i_1++;
    }
}

void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t8;
    float (*t9)[72];
    long t44;
    float (*t45)[72];
    long t47;
    float (*t48)[72];
    long t50;
    float (*t51)[72];
    long t53;
    float (*t54)[72];
    long t56;
    float (*t57)[72];
    long t59;
    float (*t60)[72];
    long t62;
    float (*t63)[72];
    int i_1;
    long t66;
    float (*t67)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            t8 = (long)i;
            t9 = b + t8;
            const float *t10 = &a[j_vec][t8];
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t10 + 0);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, t10 + 72);
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t10 + 144);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t10 + 216);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t10 + 288);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t10 + 360);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t10 + 432);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t10 + 504);
            vcc_v8_float t19 = __builtin_shufflevector(t11, t15, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t20 = __builtin_shufflevector(t11, t15, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t21 = __builtin_shufflevector(t12, t16, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t22 = __builtin_shufflevector(t12, t16, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t23 = __builtin_shufflevector(t13, t17, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t24 = __builtin_shufflevector(t13, t17, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t25 = __builtin_shufflevector(t14, t18, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t26 = __builtin_shufflevector(t14, t18, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t27 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t28 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t29 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t30 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t31 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t32 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t33 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t34 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t36 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t37 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t38 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t39 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t40 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t41 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = t35 * s_v;
            vcc_store(&(*t9)[j_vec], t43);
            t44 = (long)t1;
            t45 = b + t44;
            vcc_v8_float t46 = t36 * s_v;
            vcc_store(&(*t45)[j_vec], t46);
            t47 = (long)t2;
            t48 = b + t47;
            vcc_v8_float t49 = t37 * s_v;
            vcc_store(&(*t48)[j_vec], t49);
            t50 = (long)t3;
            t51 = b + t50;
            vcc_v8_float t52 = t38 * s_v;
            vcc_store(&(*t51)[j_vec], t52);
            t53 = (long)t4;
            t54 = b + t53;
            vcc_v8_float t55 = t39 * s_v;
            vcc_store(&(*t54)[j_vec], t55);
            t56 = (long)t5;
            t57 = b + t56;
            vcc_v8_float t58 = t40 * s_v;
            vcc_store(&(*t57)[j_vec], t58);
            t59 = (long)t6;
            t60 = b + t59;
            vcc_v8_float t61 = t41 * s_v;
            vcc_store(&(*t60)[j_vec], t61);
            t62 = (long)t7;
            t63 = b + t62;
            vcc_v8_float t64 = t42 * s_v;
            vcc_store(&(*t63)[j_vec], t64);
            j_vec += 8L;
        } while (j_vec < 8L);
        const float (*t65)[72] = a + 8;
        (*t9)[8] = (*t65)[t8] * s;
        (*t45)[8] = (*t65)[t44] * s;
        (*t48)[8] = (*t65)[t47] * s;
        (*t51)[8] = (*t65)[t50] * s;
        (*t54)[8] = (*t65)[t53] * s;
        (*t57)[8] = (*t65)[t56] * s;
        (*t60)[8] = (*t65)[t59] * s;
        (*t63)[8] = (*t65)[t62] * s;
        i = t7 + 1;
    }
    while (i_1 < m) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            t66 = (long)i_1;
            t67 = b + t66;
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[j_vec_1][t66], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t68 = a_v * s_v_1;
            vcc_store(&(*t67)[j_vec_1], t68);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t67)[8] = a[8][t66] * s;
        i_1++;
    }
}

void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int t7;
    int i_1;
    int i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t8 = (long)i;
            const float *t9 = &a[j_vec][t8];
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t9 + 0);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t9 + 72);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, t9 + 144);
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t9 + 216);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t9 + 288);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t9 + 360);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t9 + 432);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t9 + 504);
            vcc_v8_float t18 = __builtin_shufflevector(t10, t14, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t19 = __builtin_shufflevector(t10, t14, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t20 = __builtin_shufflevector(t11, t15, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t21 = __builtin_shufflevector(t11, t15, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t22 = __builtin_shufflevector(t12, t16, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t23 = __builtin_shufflevector(t12, t16, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t24 = __builtin_shufflevector(t13, t17, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t25 = __builtin_shufflevector(t13, t17, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t26 = __builtin_shufflevector(t18, t22, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t27 = __builtin_shufflevector(t18, t22, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t28 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t29 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t30 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t31 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t32 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t33 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t34 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t35 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t36 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t37 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t38 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t39 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t40 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t41 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t42 = t34 * s_v;
            vcc_store(&b[t8][j_vec], t42);
            vcc_v8_float t43 = t35 * s_v;
            vcc_store(&b[t1][j_vec], t43);
            vcc_v8_float t44 = t36 * s_v;
            vcc_store(&b[t2][j_vec], t44);
            vcc_v8_float t45 = t37 * s_v;
            vcc_store(&b[t3][j_vec], t45);
            vcc_v8_float t46 = t38 * s_v;
            vcc_store(&b[t4][j_vec], t46);
            vcc_v8_float t47 = t39 * s_v;
            vcc_store(&b[t5][j_vec], t47);
            vcc_v8_float t48 = t40 * s_v;
            vcc_store(&b[t6][j_vec], t48);
            vcc_v8_float t49 = t41 * s_v;
            vcc_store(&b[t7][j_vec], t49);
            j_vec += 8L;
        } while (j_vec < 8L);
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t50 = (long)i_1;
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[j_vec_1][t50], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t51 = a_v * s_v_1;
            vcc_store(&b[t50][j_vec_1], t51);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
    }
}

void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t9;
    float (*t10)[72];
    long t79;
    float (*t80)[72];
    long t83;
    float (*t84)[72];
    long t87;
    float (*t88)[72];
    long t91;
    float (*t92)[72];
    long t95;
    float (*t96)[72];
    long t99;
    float (*t100)[72];
    long t103;
    float (*t104)[72];
    int i_1;
    long t109;
    float (*t110)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = j_vec + 8L;
            t9 = (long)i;
            t10 = b + t9;
            const float *t11 = &a[j_vec][t9];
            const float *t12 = &a[t8][t9];
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t11 + 0);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t11 + 72);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t11 + 144);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t11 + 216);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t11 + 288);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t11 + 360);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t11 + 432);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t11 + 504);
            vcc_v8_float t21 = __builtin_shufflevector(t13, t17, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t22 = __builtin_shufflevector(t13, t17, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t23 = __builtin_shufflevector(t14, t18, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t24 = __builtin_shufflevector(t14, t18, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t25 = __builtin_shufflevector(t15, t19, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t26 = __builtin_shufflevector(t15, t19, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t27 = __builtin_shufflevector(t16, t20, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t28 = __builtin_shufflevector(t16, t20, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t29 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t30 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t31 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t32 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t33 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t34 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t36 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t37 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t38 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t39 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t40 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t41 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t44 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t45 = vcc_load(vcc_v8_float, t12 + 0);
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t12 + 72);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, t12 + 144);
            vcc_v8_float t48 = vcc_load(vcc_v8_float, t12 + 216);
            vcc_v8_float t49 = vcc_load(vcc_v8_float, t12 + 288);
            vcc_v8_float t50 = vcc_load(vcc_v8_float, t12 + 360);
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t12 + 432);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t12 + 504);
            vcc_v8_float t53 = __builtin_shufflevector(t45, t49, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t54 = __builtin_shufflevector(t45, t49, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t55 = __builtin_shufflevector(t46, t50, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t56 = __builtin_shufflevector(t46, t50, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t57 = __builtin_shufflevector(t47, t51, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t58 = __builtin_shufflevector(t47, t51, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t59 = __builtin_shufflevector(t48, t52, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t60 = __builtin_shufflevector(t48, t52, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t61 = __builtin_shufflevector(t53, t57, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t62 = __builtin_shufflevector(t53, t57, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t63 = __builtin_shufflevector(t54, t58, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t64 = __builtin_shufflevector(t54, t58, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t65 = __builtin_shufflevector(t55, t59, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t66 = __builtin_shufflevector(t55, t59, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t67 = __builtin_shufflevector(t56, t60, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t68 = __builtin_shufflevector(t56, t60, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t69 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t70 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t71 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t72 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t73 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t74 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t75 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t76 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t77 = t37 * s_v;
            vcc_v8_float t78 = t69 * s_v;
            vcc_store(&(*t10)[j_vec], t77);
            vcc_store(&(*t10)[t8], t78);
            t79 = (long)t1;
            t80 = b + t79;
            vcc_v8_float t81 = t38 * s_v;
            vcc_v8_float t82 = t70 * s_v;
            vcc_store(&(*t80)[j_vec], t81);
            vcc_store(&(*t80)[t8], t82);
            t83 = (long)t2;
            t84 = b + t83;
            vcc_v8_float t85 = t39 * s_v;
            vcc_v8_float t86 = t71 * s_v;
            vcc_store(&(*t84)[j_vec], t85);
            vcc_store(&(*t84)[t8], t86);
            t87 = (long)t3;
            t88 = b + t87;
            vcc_v8_float t89 = t40 * s_v;
            vcc_v8_float t90 = t72 * s_v;
            vcc_store(&(*t88)[j_vec], t89);
            vcc_store(&(*t88)[t8], t90);
            t91 = (long)t4;
            t92 = b + t91;
            vcc_v8_float t93 = t41 * s_v;
            vcc_v8_float t94 = t73 * s_v;
            vcc_store(&(*t92)[j_vec], t93);
            vcc_store(&(*t92)[t8], t94);
            t95 = (long)t5;
            t96 = b + t95;
            vcc_v8_float t97 = t42 * s_v;
            vcc_v8_float t98 = t74 * s_v;
            vcc_store(&(*t96)[j_vec], t97);
            vcc_store(&(*t96)[t8], t98);
            t99 = (long)t6;
            t100 = b + t99;
            vcc_v8_float t101 = t43 * s_v;
            vcc_v8_float t102 = t75 * s_v;
            vcc_store(&(*t100)[j_vec], t101);
            vcc_store(&(*t100)[t8], t102);
            t103 = (long)t7;
            t104 = b + t103;
            vcc_v8_float t105 = t44 * s_v;
            vcc_store(&(*t104)[j_vec], t105);
            vcc_v8_float t106 = t76 * s_v;
            vcc_store(&(*t104)[t8], t106);
            j_vec += 16L;
        } while (j_vec < 16L);
        const float (*t107)[72] = a + 16;
        (*t10)[16] = (*t107)[t9] * s;
        (*t80)[16] = (*t107)[t79] * s;
        (*t84)[16] = (*t107)[t83] * s;
        (*t88)[16] = (*t107)[t87] * s;
        (*t92)[16] = (*t107)[t91] * s;
        (*t96)[16] = (*t107)[t95] * s;
        (*t100)[16] = (*t107)[t99] * s;
        (*t104)[16] = (*t107)[t103] * s;
        i = t7 + 1;
    }
    while (i_1 < m) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t108 = j_vec_1 + 8L;
            t109 = (long)i_1;
            t110 = b + t109;
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[j_vec_1][t109], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t108][t109], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t111 = a_v * s_v_1;
            vcc_store(&(*t110)[j_vec_1], t111);
            vcc_v8_float t112 = a_v_1 * s_v_1;
            vcc_store(&(*t110)[t108], t112);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        (*t110)[16] = a[16][t109] * s;
        i_1++;
    }
}

void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int t7;
    int i_1;
    int i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t8 = j_vec + 8L;
            long t9 = j_vec + 16L;
            long t10 = j_vec + 24L;
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)i;
            long t14 = (long)i;
            const float *t15 = &a[j_vec][t11];
            const float *t16 = &a[t8][t12];
            const float *t17 = &a[t9][t13];
            const float *t18 = &a[t10][t14];
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t15 + 0);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t15 + 72);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t15 + 144);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t15 + 216);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t15 + 288);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t15 + 360);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t15 + 432);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, t15 + 504);
            vcc_v8_float t27 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t28 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t29 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t30 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t31 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t32 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t33 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t34 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t36 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t37 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t38 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t39 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t40 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t41 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t44 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t45 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t46 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t47 = __builtin_shufflevector(t37, t41, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t48 = __builtin_shufflevector(t37, t41, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t49 = __builtin_shufflevector(t38, t42, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t50 = __builtin_shufflevector(t38, t42, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t16 + 0);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t16 + 72);
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t16 + 144);
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t16 + 216);
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t16 + 288);
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t16 + 360);
            vcc_v8_float t57 = vcc_load(vcc_v8_float, t16 + 432);
            vcc_v8_float t58 = vcc_load(vcc_v8_float, t16 + 504);
            vcc_v8_float t59 = __builtin_shufflevector(t51, t55, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t60 = __builtin_shufflevector(t51, t55, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t61 = __builtin_shufflevector(t52, t56, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t62 = __builtin_shufflevector(t52, t56, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t63 = __builtin_shufflevector(t53, t57, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t64 = __builtin_shufflevector(t53, t57, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t65 = __builtin_shufflevector(t54, t58, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t66 = __builtin_shufflevector(t54, t58, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t67 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t68 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t69 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t70 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t71 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t72 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t73 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t74 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t75 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t76 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t77 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t78 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t79 = __builtin_shufflevector(t69, t73, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t80 = __builtin_shufflevector(t69, t73, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t81 = __builtin_shufflevector(t70, t74, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t82 = __builtin_shufflevector(t70, t74, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t83 = vcc_load(vcc_v8_float, t17 + 0);
            vcc_v8_float t84 = vcc_load(vcc_v8_float, t17 + 72);
            vcc_v8_float t85 = vcc_load(vcc_v8_float, t17 + 144);
            vcc_v8_float t86 = vcc_load(vcc_v8_float, t17 + 216);
            vcc_v8_float t87 = vcc_load(vcc_v8_float, t17 + 288);
            vcc_v8_float t88 = vcc_load(vcc_v8_float, t17 + 360);
            vcc_v8_float t89 = vcc_load(vcc_v8_float, t17 + 432);
            vcc_v8_float t90 = vcc_load(vcc_v8_float, t17 + 504);
            vcc_v8_float t91 = __builtin_shufflevector(t83, t87, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t92 = __builtin_shufflevector(t83, t87, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t93 = __builtin_shufflevector(t84, t88, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t94 = __builtin_shufflevector(t84, t88, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t95 = __builtin_shufflevector(t85, t89, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t96 = __builtin_shufflevector(t85, t89, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t97 = __builtin_shufflevector(t86, t90, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t98 = __builtin_shufflevector(t86, t90, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t99 = __builtin_shufflevector(t91, t95, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t100 = __builtin_shufflevector(t91, t95, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t101 = __builtin_shufflevector(t92, t96, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t102 = __builtin_shufflevector(t92, t96, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t103 = __builtin_shufflevector(t93, t97, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t104 = __builtin_shufflevector(t93, t97, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t105 = __builtin_shufflevector(t94, t98, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t106 = __builtin_shufflevector(t94, t98, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t107 = __builtin_shufflevector(t99, t103, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t108 = __builtin_shufflevector(t99, t103, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t109 = __builtin_shufflevector(t100, t104, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t110 = __builtin_shufflevector(t100, t104, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t111 = __builtin_shufflevector(t101, t105, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t112 = __builtin_shufflevector(t101, t105, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t113 = __builtin_shufflevector(t102, t106, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t114 = __builtin_shufflevector(t102, t106, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t115 = vcc_load(vcc_v8_float, t18 + 0);
            vcc_v8_float t116 = vcc_load(vcc_v8_float, t18 + 72);
            vcc_v8_float t117 = vcc_load(vcc_v8_float, t18 + 144);
            vcc_v8_float t118 = vcc_load(vcc_v8_float, t18 + 216);
            vcc_v8_float t119 = vcc_load(vcc_v8_float, t18 + 288);
            vcc_v8_float t120 = vcc_load(vcc_v8_float, t18 + 360);
            vcc_v8_float t121 = vcc_load(vcc_v8_float, t18 + 432);
            vcc_v8_float t122 = vcc_load(vcc_v8_float, t18 + 504);
            vcc_v8_float t123 = __builtin_shufflevector(t115, t119, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t124 = __builtin_shufflevector(t115, t119, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t125 = __builtin_shufflevector(t116, t120, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t126 = __builtin_shufflevector(t116, t120, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t127 = __builtin_shufflevector(t117, t121, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t128 = __builtin_shufflevector(t117, t121, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t129 = __builtin_shufflevector(t118, t122, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t130 = __builtin_shufflevector(t118, t122, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t131 = __builtin_shufflevector(t123, t127, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t132 = __builtin_shufflevector(t123, t127, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t133 = __builtin_shufflevector(t124, t128, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t134 = __builtin_shufflevector(t124, t128, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t135 = __builtin_shufflevector(t125, t129, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t136 = __builtin_shufflevector(t125, t129, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t137 = __builtin_shufflevector(t126, t130, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t138 = __builtin_shufflevector(t126, t130, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t139 = __builtin_shufflevector(t131, t135, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t140 = __builtin_shufflevector(t131, t135, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t141 = __builtin_shufflevector(t132, t136, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t142 = __builtin_shufflevector(t132, t136, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t143 = __builtin_shufflevector(t133, t137, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t144 = __builtin_shufflevector(t133, t137, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t145 = __builtin_shufflevector(t134, t138, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t146 = __builtin_shufflevector(t134, t138, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t147 = t43 * s_v;
            vcc_v8_float t148 = t75 * s_v;
            vcc_v8_float t149 = t107 * s_v;
            vcc_v8_float t150 = t139 * s_v;
            vcc_store(&b[t11][j_vec], t147);
            vcc_store(&b[t12][t8], t148);
            vcc_store(&b[t13][t9], t149);
            vcc_store(&b[t14][t10], t150);
            vcc_v8_float t151 = t44 * s_v;
            vcc_v8_float t152 = t76 * s_v;
            vcc_v8_float t153 = t108 * s_v;
            vcc_v8_float t154 = t140 * s_v;
            vcc_store(&b[t1][j_vec], t151);
            vcc_store(&b[t1][t8], t152);
            vcc_store(&b[t1][t9], t153);
            vcc_store(&b[t1][t10], t154);
            vcc_v8_float t155 = t45 * s_v;
            vcc_v8_float t156 = t77 * s_v;
            vcc_v8_float t157 = t109 * s_v;
            vcc_v8_float t158 = t141 * s_v;
            vcc_store(&b[t2][j_vec], t155);
            vcc_store(&b[t2][t8], t156);
            vcc_store(&b[t2][t9], t157);
            vcc_store(&b[t2][t10], t158);
            vcc_v8_float t159 = t46 * s_v;
            vcc_v8_float t160 = t78 * s_v;
            vcc_v8_float t161 = t110 * s_v;
            vcc_v8_float t162 = t142 * s_v;
            vcc_store(&b[t3][j_vec], t159);
            vcc_store(&b[t3][t8], t160);
            vcc_store(&b[t3][t9], t161);
            vcc_store(&b[t3][t10], t162);
            vcc_v8_float t163 = t47 * s_v;
            vcc_v8_float t164 = t79 * s_v;
            vcc_v8_float t165 = t111 * s_v;
            vcc_v8_float t166 = t143 * s_v;
            vcc_store(&b[t4][j_vec], t163);
            vcc_store(&b[t4][t8], t164);
            vcc_store(&b[t4][t9], t165);
            vcc_store(&b[t4][t10], t166);
            vcc_v8_float t167 = t48 * s_v;
            vcc_v8_float t168 = t80 * s_v;
            vcc_v8_float t169 = t112 * s_v;
            vcc_v8_float t170 = t144 * s_v;
            vcc_store(&b[t5][j_vec], t167);
            vcc_store(&b[t5][t8], t168);
            vcc_store(&b[t5][t9], t169);
            vcc_store(&b[t5][t10], t170);
            vcc_v8_float t171 = t49 * s_v;
            vcc_v8_float t172 = t81 * s_v;
            vcc_v8_float t173 = t113 * s_v;
            vcc_v8_float t174 = t145 * s_v;
            vcc_store(&b[t6][j_vec], t171);
            vcc_store(&b[t6][t8], t172);
            vcc_store(&b[t6][t9], t173);
            vcc_store(&b[t6][t10], t174);
            vcc_v8_float t175 = t50 * s_v;
            vcc_store(&b[t7][j_vec], t175);
            vcc_v8_float t176 = t82 * s_v;
            vcc_store(&b[t7][t8], t176);
            vcc_v8_float t177 = t114 * s_v;
            vcc_store(&b[t7][t9], t177);
            vcc_v8_float t178 = t146 * s_v;
            vcc_store(&b[t7][t10], t178);
            j_vec += 32L;
        } while (j_vec < 64L);
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t179 = j_vec_1 + 8L;
            long t180 = j_vec_1 + 16L;
            long t181 = j_vec_1 + 24L;
            long t182 = (long)i_1;
            long t183 = (long)i_1;
            long t184 = (long)i_1;
            long t185 = (long)i_1;
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[j_vec_1][t182], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t179][t183], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_2 = vcc_gather(vcc_v8_float, &a[t180][t184], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_3 = vcc_gather(vcc_v8_float, &a[t181][t185], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t186 = a_v * s_v_1;
            vcc_store(&b[t182][j_vec_1], t186);
            vcc_v8_float t187 = a_v_1 * s_v_1;
            vcc_store(&b[t183][t179], t187);
            vcc_v8_float t188 = a_v_2 * s_v_1;
            vcc_store(&b[t184][t180], t188);
            vcc_v8_float t189 = a_v_3 * s_v_1;
            vcc_store(&b[t185][t181], t189);
            j_vec_1 += 32L;
        } while (j_vec_1 < 64L);
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int i = 0;
    while (i < m) {
        long t1 = (long)i;
        b[t1][0] = a[0][t1] * s;
        i++;
    }
}

void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    long t7;
    double (*t8)[72];
    long t61;
    double (*t62)[72];
    long t63;
    double (*t64)[72];
    long t65;
    double (*t66)[72];
    int i_1;
    long t85;
    double (*t86)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        long j_vec = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = j_vec + 8L;
            long t6 = j_vec + 12L;
            t7 = (long)i;
            t8 = b + t7;
            const double *t9 = &a[j_vec][t7];
            const double *t10 = &a[t4][t7];
            const double *t11 = &a[t5][t7];
            const double *t12 = &a[t6][t7];
            vcc_v4_double t13 = vcc_load(vcc_v4_double, t9 + 0);
            vcc_v4_double t14 = vcc_load(vcc_v4_double, t9 + 72);
            vcc_v4_double t15 = vcc_load(vcc_v4_double, t9 + 144);
            vcc_v4_double t16 = vcc_load(vcc_v4_double, t9 + 216);
            vcc_v4_double t17 = __builtin_shufflevector(t13, t15, 0, 4, 1, 5);
            vcc_v4_double t18 = __builtin_shufflevector(t13, t15, 2, 6, 3, 7);
            vcc_v4_double t19 = __builtin_shufflevector(t14, t16, 0, 4, 1, 5);
            vcc_v4_double t20 = __builtin_shufflevector(t14, t16, 2, 6, 3, 7);
            vcc_v4_double t21 = __builtin_shufflevector(t17, t19, 0, 4, 1, 5);
            vcc_v4_double t22 = __builtin_shufflevector(t17, t19, 2, 6, 3, 7);
            vcc_v4_double t23 = __builtin_shufflevector(t18, t20, 0, 4, 1, 5);
            vcc_v4_double t24 = __builtin_shufflevector(t18, t20, 2, 6, 3, 7);
            vcc_v4_double t25 = vcc_load(vcc_v4_double, t10 + 0);
            vcc_v4_double t26 = vcc_load(vcc_v4_double, t10 + 72);
            vcc_v4_double t27 = vcc_load(vcc_v4_double, t10 + 144);
            vcc_v4_double t28 = vcc_load(vcc_v4_double, t10 + 216);
            vcc_v4_double t29 = __builtin_shufflevector(t25, t27, 0, 4, 1, 5);
            vcc_v4_double t30 = __builtin_shufflevector(t25, t27, 2, 6, 3, 7);
            vcc_v4_double t31 = __builtin_shufflevector(t26, t28, 0, 4, 1, 5);
            vcc_v4_double t32 = __builtin_shufflevector(t26, t28, 2, 6, 3, 7);
            vcc_v4_double t33 = __builtin_shufflevector(t29, t31, 0, 4, 1, 5);
            vcc_v4_double t34 = __builtin_shufflevector(t29, t31, 2, 6, 3, 7);
            vcc_v4_double t35 = __builtin_shufflevector(t30, t32, 0, 4, 1, 5);
            vcc_v4_double t36 = __builtin_shufflevector(t30, t32, 2, 6, 3, 7);
            vcc_v4_double t37 = vcc_load(vcc_v4_double, t11 + 0);
            vcc_v4_double t38 = vcc_load(vcc_v4_double, t11 + 72);
            vcc_v4_double t39 = vcc_load(vcc_v4_double, t11 + 144);
            vcc_v4_double t40 = vcc_load(vcc_v4_double, t11 + 216);
            vcc_v4_double t41 = __builtin_shufflevector(t37, t39, 0, 4, 1, 5);
            vcc_v4_double t42 = __builtin_shufflevector(t37, t39, 2, 6, 3, 7);
            vcc_v4_double t43 = __builtin_shufflevector(t38, t40, 0, 4, 1, 5);
            vcc_v4_double t44 = __builtin_shufflevector(t38, t40, 2, 6, 3, 7);
            vcc_v4_double t45 = __builtin_shufflevector(t41, t43, 0, 4, 1, 5);
            vcc_v4_double t46 = __builtin_shufflevector(t41, t43, 2, 6, 3, 7);
            vcc_v4_double t47 = __builtin_shufflevector(t42, t44, 0, 4, 1, 5);
            vcc_v4_double t48 = __builtin_shufflevector(t42, t44, 2, 6, 3, 7);
            vcc_v4_double t49 = vcc_load(vcc_v4_double, t12 + 0);
            vcc_v4_double t50 = vcc_load(vcc_v4_double, t12 + 72);
            vcc_v4_double t51 = vcc_load(vcc_v4_double, t12 + 144);
            vcc_v4_double t52 = vcc_load(vcc_v4_double, t12 + 216);
            vcc_v4_double t53 = __builtin_shufflevector(t49, t51, 0, 4, 1, 5);
            vcc_v4_double t54 = __builtin_shufflevector(t49, t51, 2, 6, 3, 7);
            vcc_v4_double t55 = __builtin_shufflevector(t50, t52, 0, 4, 1, 5);
            vcc_v4_double t56 = __builtin_shufflevector(t50, t52, 2, 6, 3, 7);
            vcc_v4_double t57 = __builtin_shufflevector(t53, t55, 0, 4, 1, 5);
            vcc_v4_double t58 = __builtin_shufflevector(t53, t55, 2, 6, 3, 7);
            vcc_v4_double t59 = __builtin_shufflevector(t54, t56, 0, 4, 1, 5);
            vcc_v4_double t60 = __builtin_shufflevector(t54, t56, 2, 6, 3, 7);
            vcc_store(&(*t8)[j_vec], t21);
            vcc_store(&(*t8)[t4], t33);
            vcc_store(&(*t8)[t5], t45);
            vcc_store(&(*t8)[t6], t57);
            t61 = (long)t1;
            t62 = b + t61;
            vcc_store(&(*t62)[j_vec], t22);
            vcc_store(&(*t62)[t4], t34);
            vcc_store(&(*t62)[t5], t46);
            vcc_store(&(*t62)[t6], t58);
            t63 = (long)t2;
            t64 = b + t63;
            vcc_store(&(*t64)[j_vec], t23);
            vcc_store(&(*t64)[t4], t35);
            vcc_store(&(*t64)[t5], t47);
            vcc_store(&(*t64)[t6], t59);
            t65 = (long)t3;
            t66 = b + t65;
            vcc_store(&(*t66)[j_vec], t24);
            vcc_store(&(*t66)[t4], t36);
            vcc_store(&(*t66)[t5], t48);
            vcc_store(&(*t66)[t6], t60);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t67 = 32L + j_vec_1;
            const double *t68 = &a[t67][t7];
            vcc_v4_double t69 = vcc_load(vcc_v4_double, t68 + 0);
            vcc_v4_double t70 = vcc_load(vcc_v4_double, t68 + 72);
            vcc_v4_double t71 = vcc_load(vcc_v4_double, t68 + 144);
            vcc_v4_double t72 = vcc_load(vcc_v4_double, t68 + 216);
            vcc_v4_double t73 = __builtin_shufflevector(t69, t71, 0, 4, 1, 5);
            vcc_v4_double t74 = __builtin_shufflevector(t69, t71, 2, 6, 3, 7);
            vcc_v4_double t75 = __builtin_shufflevector(t70, t72, 0, 4, 1, 5);
            vcc_v4_double t76 = __builtin_shufflevector(t70, t72, 2, 6, 3, 7);
            vcc_v4_double t77 = __builtin_shufflevector(t73, t75, 0, 4, 1, 5);
            vcc_v4_double t78 = __builtin_shufflevector(t73, t75, 2, 6, 3, 7);
            vcc_v4_double t79 = __builtin_shufflevector(t74, t76, 0, 4, 1, 5);
            vcc_v4_double t80 = __builtin_shufflevector(t74, t76, 2, 6, 3, 7);
            vcc_store(&(*t8)[t67], t77);
            vcc_store(&(*t62)[t67], t78);
            vcc_store(&(*t64)[t67], t79);
            vcc_store(&(*t66)[t67], t80);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        const double (*t81)[72] = a + 36;
        (*t8)[36] = (*t81)[t7];
        (*t62)[36] = (*t81)[t61];
        (*t64)[36] = (*t81)[t63];
        (*t66)[36] = (*t81)[t65];
        i = t3 + 1;
    }
    while (i_1 < m) {
        long j_vec_2 = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t82 = j_vec_2 + 4L;
            long t83 = j_vec_2 + 8L;
            long t84 = j_vec_2 + 12L;
            t85 = (long)i_1;
            t86 = b + t85;
            vcc_v4_double a_v = vcc_gather(vcc_v4_double, &a[j_vec_2][t85], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double a_v_1 = vcc_gather(vcc_v4_double, &a[t82][t85], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double a_v_2 = vcc_gather(vcc_v4_double, &a[t83][t85], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double a_v_3 = vcc_gather(vcc_v4_double, &a[t84][t85], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_store(&(*t86)[j_vec_2], a_v);
            vcc_store(&(*t86)[t82], a_v_1);
            vcc_store(&(*t86)[t83], a_v_2);
            vcc_store(&(*t86)[t84], a_v_3);
            j_vec_2 += 16L;
        } while (j_vec_2 < 32L);
        long j_vec_3 = 0L;
        /* vcc: loop at transpose.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t87 = 32L + j_vec_3;
            vcc_v4_double a_v_4 = vcc_gather(vcc_v4_double, &a[t87][t85], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_store(&(*t86)[t87], a_v_4);
            j_vec_3 += 4L;
        } while (j_vec_3 < 4L);
        (*t86)[36] = a[36][t85];
        i_1++;
    }
}

void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    long t18;
    int (*t19)[72];
    long t156;
    int (*t157)[72];
    long t162;
    int (*t163)[72];
    long t168;
    int (*t169)[72];
    long t174;
    int (*t175)[72];
    long t180;
    int (*t181)[72];
    long t186;
    int (*t187)[72];
    long t192;
    int (*t193)[72];
    int i_1;
    long t202;
    int (*t203)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
        vcc_v8_int t8 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        vcc_v8_int t9 = (vcc_v8_int){t2, t2, t2, t2, t2, t2, t2, t2};
        vcc_v8_int t10 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
        vcc_v8_int t11 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
        vcc_v8_int t12 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
        vcc_v8_int t13 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        vcc_v8_int t14 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        long j_vec = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t15 = j_vec + 8L;
            long t16 = j_vec + 16L;
            long t17 = j_vec + 24L;
            t18 = (long)i;
            t19 = b + t18;
            const int *t20 = &a[j_vec][t18];
            const int *t21 = &a[t15][t18];
            const int *t22 = &a[t16][t18];
            const int *t23 = &a[t17][t18];
            vcc_v8_int t24 = vcc_load(vcc_v8_int, t20 + 0);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, t20 + 72);
            vcc_v8_int t26 = vcc_load(vcc_v8_int, t20 + 144);
            vcc_v8_int t27 = vcc_load(vcc_v8_int, t20 + 216);
            vcc_v8_int t28 = vcc_load(vcc_v8_int, t20 + 288);
            vcc_v8_int t29 = vcc_load(vcc_v8_int, t20 + 360);
            vcc_v8_int t30 = vcc_load(vcc_v8_int, t20 + 432);
            vcc_v8_int t31 = vcc_load(vcc_v8_int, t20 + 504);
            vcc_v8_int t32 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t33 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t34 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t35 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t36 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t37 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t38 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t39 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t40 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t41 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t42 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t43 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t44 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t45 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t46 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t47 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t48 = __builtin_shufflevector(t40, t44, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t49 = __builtin_shufflevector(t40, t44, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t50 = __builtin_shufflevector(t41, t45, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t51 = __builtin_shufflevector(t41, t45, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t52 = __builtin_shufflevector(t42, t46, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t53 = __builtin_shufflevector(t42, t46, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t54 = __builtin_shufflevector(t43, t47, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t55 = __builtin_shufflevector(t43, t47, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t56 = vcc_load(vcc_v8_int, t21 + 0);
            vcc_v8_int t57 = vcc_load(vcc_v8_int, t21 + 72);
            vcc_v8_int t58 = vcc_load(vcc_v8_int, t21 + 144);
            vcc_v8_int t59 = vcc_load(vcc_v8_int, t21 + 216);
            vcc_v8_int t60 = vcc_load(vcc_v8_int, t21 + 288);
            vcc_v8_int t61 = vcc_load(vcc_v8_int, t21 + 360);
            vcc_v8_int t62 = vcc_load(vcc_v8_int, t21 + 432);
            vcc_v8_int t63 = vcc_load(vcc_v8_int, t21 + 504);
            vcc_v8_int t64 = __builtin_shufflevector(t56, t60, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t65 = __builtin_shufflevector(t56, t60, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t66 = __builtin_shufflevector(t57, t61, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t67 = __builtin_shufflevector(t57, t61, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t68 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t69 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t70 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t71 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t72 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t73 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t74 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t75 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t76 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t77 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t78 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t79 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t80 = __builtin_shufflevector(t72, t76, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t81 = __builtin_shufflevector(t72, t76, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t82 = __builtin_shufflevector(t73, t77, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t83 = __builtin_shufflevector(t73, t77, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t84 = __builtin_shufflevector(t74, t78, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t85 = __builtin_shufflevector(t74, t78, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t86 = __builtin_shufflevector(t75, t79, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t87 = __builtin_shufflevector(t75, t79, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t88 = vcc_load(vcc_v8_int, t22 + 0);
            vcc_v8_int t89 = vcc_load(vcc_v8_int, t22 + 72);
            vcc_v8_int t90 = vcc_load(vcc_v8_int, t22 + 144);
            vcc_v8_int t91 = vcc_load(vcc_v8_int, t22 + 216);
            vcc_v8_int t92 = vcc_load(vcc_v8_int, t22 + 288);
            vcc_v8_int t93 = vcc_load(vcc_v8_int, t22 + 360);
            vcc_v8_int t94 = vcc_load(vcc_v8_int, t22 + 432);
            vcc_v8_int t95 = vcc_load(vcc_v8_int, t22 + 504);
            vcc_v8_int t96 = __builtin_shufflevector(t88, t92, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t97 = __builtin_shufflevector(t88, t92, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t98 = __builtin_shufflevector(t89, t93, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t99 = __builtin_shufflevector(t89, t93, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t100 = __builtin_shufflevector(t90, t94, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t101 = __builtin_shufflevector(t90, t94, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t102 = __builtin_shufflevector(t91, t95, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t103 = __builtin_shufflevector(t91, t95, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t104 = __builtin_shufflevector(t96, t100, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t105 = __builtin_shufflevector(t96, t100, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t106 = __builtin_shufflevector(t97, t101, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t107 = __builtin_shufflevector(t97, t101, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t108 = __builtin_shufflevector(t98, t102, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t109 = __builtin_shufflevector(t98, t102, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t110 = __builtin_shufflevector(t99, t103, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t111 = __builtin_shufflevector(t99, t103, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t112 = __builtin_shufflevector(t104, t108, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t113 = __builtin_shufflevector(t104, t108, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t114 = __builtin_shufflevector(t105, t109, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t115 = __builtin_shufflevector(t105, t109, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t116 = __builtin_shufflevector(t106, t110, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t117 = __builtin_shufflevector(t106, t110, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t118 = __builtin_shufflevector(t107, t111, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t119 = __builtin_shufflevector(t107, t111, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t120 = vcc_load(vcc_v8_int, t23 + 0);
            vcc_v8_int t121 = vcc_load(vcc_v8_int, t23 + 72);
            vcc_v8_int t122 = vcc_load(vcc_v8_int, t23 + 144);
            vcc_v8_int t123 = vcc_load(vcc_v8_int, t23 + 216);
            vcc_v8_int t124 = vcc_load(vcc_v8_int, t23 + 288);
            vcc_v8_int t125 = vcc_load(vcc_v8_int, t23 + 360);
            vcc_v8_int t126 = vcc_load(vcc_v8_int, t23 + 432);
            vcc_v8_int t127 = vcc_load(vcc_v8_int, t23 + 504);
            vcc_v8_int t128 = __builtin_shufflevector(t120, t124, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t129 = __builtin_shufflevector(t120, t124, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t130 = __builtin_shufflevector(t121, t125, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t131 = __builtin_shufflevector(t121, t125, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t132 = __builtin_shufflevector(t122, t126, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t133 = __builtin_shufflevector(t122, t126, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t134 = __builtin_shufflevector(t123, t127, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t135 = __builtin_shufflevector(t123, t127, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t136 = __builtin_shufflevector(t128, t132, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t137 = __builtin_shufflevector(t128, t132, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t138 = __builtin_shufflevector(t129, t133, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t139 = __builtin_shufflevector(t129, t133, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t140 = __builtin_shufflevector(t130, t134, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t141 = __builtin_shufflevector(t130, t134, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t142 = __builtin_shufflevector(t131, t135, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t143 = __builtin_shufflevector(t131, t135, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t144 = __builtin_shufflevector(t136, t140, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t145 = __builtin_shufflevector(t136, t140, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t146 = __builtin_shufflevector(t137, t141, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t147 = __builtin_shufflevector(t137, t141, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t148 = __builtin_shufflevector(t138, t142, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t149 = __builtin_shufflevector(t138, t142, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t150 = __builtin_shufflevector(t139, t143, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t151 = __builtin_shufflevector(t139, t143, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t152 = t48 + i_v;
            vcc_v8_int t153 = t80 + i_v;
            vcc_v8_int t154 = t112 + i_v;
            vcc_v8_int t155 = t144 + i_v;
            vcc_store(&(*t19)[j_vec], t152);
            vcc_store(&(*t19)[t15], t153);
            vcc_store(&(*t19)[t16], t154);
            vcc_store(&(*t19)[t17], t155);
            t156 = (long)t1;
            t157 = b + t156;
            vcc_v8_int t158 = t49 + t8;
            vcc_v8_int t159 = t81 + t8;
            vcc_v8_int t160 = t113 + t8;
            vcc_v8_int t161 = t145 + t8;
            vcc_store(&(*t157)[j_vec], t158);
            vcc_store(&(*t157)[t15], t159);
            vcc_store(&(*t157)[t16], t160);
            vcc_store(&(*t157)[t17], t161);
            t162 = (long)t2;
            t163 = b + t162;
            vcc_v8_int t164 = t50 + t9;
            vcc_v8_int t165 = t82 + t9;
            vcc_v8_int t166 = t114 + t9;
            vcc_v8_int t167 = t146 + t9;
            vcc_store(&(*t163)[j_vec], t164);
            vcc_store(&(*t163)[t15], t165);
            vcc_store(&(*t163)[t16], t166);
            vcc_store(&(*t163)[t17], t167);
            t168 = (long)t3;
            t169 = b + t168;
            vcc_v8_int t170 = t51 + t10;
            vcc_v8_int t171 = t83 + t10;
            vcc_v8_int t172 = t115 + t10;
            vcc_v8_int t173 = t147 + t10;
            vcc_store(&(*t169)[j_vec], t170);
            vcc_store(&(*t169)[t15], t171);
            vcc_store(&(*t169)[t16], t172);
            vcc_store(&(*t169)[t17], t173);
            t174 = (long)t4;
            t175 = b + t174;
            vcc_v8_int t176 = t52 + t11;
            vcc_v8_int t177 = t84 + t11;
            vcc_v8_int t178 = t116 + t11;
            vcc_v8_int t179 = t148 + t11;
            vcc_store(&(*t175)[j_vec], t176);
            vcc_store(&(*t175)[t15], t177);
            vcc_store(&(*t175)[t16], t178);
            vcc_store(&(*t175)[t17], t179);
            t180 = (long)t5;
            t181 = b + t180;
            vcc_v8_int t182 = t53 + t12;
            vcc_v8_int t183 = t85 + t12;
            vcc_v8_int t184 = t117 + t12;
            vcc_v8_int t185 = t149 + t12;
            vcc_store(&(*t181)[j_vec], t182);
            vcc_store(&(*t181)[t15], t183);
            vcc_store(&(*t181)[t16], t184);
            vcc_store(&(*t181)[t17], t185);
            t186 = (long)t6;
            t187 = b + t186;
            vcc_v8_int t188 = t54 + t13;
            vcc_v8_int t189 = t86 + t13;
            vcc_v8_int t190 = t118 + t13;
            vcc_v8_int t191 = t150 + t13;
            vcc_store(&(*t187)[j_vec], t188);
            vcc_store(&(*t187)[t15], t189);
            vcc_store(&(*t187)[t16], t190);
            vcc_store(&(*t187)[t17], t191);
            t192 = (long)t7;
            t193 = b + t192;
            vcc_v8_int t194 = t55 + t14;
            vcc_store(&(*t193)[j_vec], t194);
            vcc_v8_int t195 = t87 + t14;
            vcc_store(&(*t193)[t15], t195);
            vcc_v8_int t196 = t119 + t14;
            vcc_store(&(*t193)[t16], t196);
            vcc_v8_int t197 = t151 + t14;
            vcc_store(&(*t193)[t17], t197);
            j_vec += 32L;
        } while (j_vec < 32L);
        const int (*t198)[72] = a + 32;
        (*t19)[32] = (*t198)[t18] + i;
        (*t157)[32] = (*t198)[t156] + t1;
        (*t163)[32] = (*t198)[t162] + t2;
        (*t169)[32] = (*t198)[t168] + t3;
        (*t175)[32] = (*t198)[t174] + t4;
        (*t181)[32] = (*t198)[t180] + t5;
        (*t187)[32] = (*t198)[t186] + t6;
        (*t193)[32] = (*t198)[t192] + t7;
        i = t7 + 1;
    }
    while (i_1 < m) {
        vcc_v8_int i_v_1 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t199 = j_vec_1 + 8L;
            long t200 = j_vec_1 + 16L;
            long t201 = j_vec_1 + 24L;
            t202 = (long)i_1;
            t203 = b + t202;
            vcc_v8_int a_v = vcc_gather(vcc_v8_int, &a[j_vec_1][t202], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int a_v_1 = vcc_gather(vcc_v8_int, &a[t199][t202], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int a_v_2 = vcc_gather(vcc_v8_int, &a[t200][t202], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int a_v_3 = vcc_gather(vcc_v8_int, &a[t201][t202], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int t204 = a_v + i_v_1;
            vcc_store(&(*t203)[j_vec_1], t204);
            vcc_v8_int t205 = a_v_1 + i_v_1;
            vcc_store(&(*t203)[t199], t205);
            vcc_v8_int t206 = a_v_2 + i_v_1;
            vcc_store(&(*t203)[t200], t206);
            vcc_v8_int t207 = a_v_3 + i_v_1;
            vcc_store(&(*t203)[t201], t207);
            j_vec_1 += 32L;
        } while (j_vec_1 < 32L);
        (*t203)[32] = a[32][t202] + i_1;
        i_1++;
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    long t5;
    float (*t6)[72];
    int t11;
    long t12;
    int i = 0;
    while (i < m) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:72 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = 1L + (j_vec + 8L);
            long t3 = 1L + (j_vec + 16L);
            long t4 = 1L + (j_vec + 24L);
            t5 = (long)i;
            t6 = b + t5;
            float *t7 = &(*t6)[t1];
            float *t8 = &(*t6)[t2];
            float *t9 = &(*t6)[t3];
            float *t10 = &(*t6)[t4];
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[t1][t5], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t2][t5], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_2 = vcc_gather(vcc_v8_float, &a[t3][t5], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_3 = vcc_gather(vcc_v8_float, &a[t4][t5], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_store(t7, a_v);
            vcc_store(t8, a_v_1);
            vcc_store(t9, a_v_2);
            vcc_store(t10, a_v_3);
            t11 = i + 1;
            t12 = (long)t11;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, t7);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t13 = b_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[(int)t1 - 1][t12], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t13);
            vcc_v8_float t14 = b_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[(int)t2 - 1][t12], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t14);
            vcc_v8_float t15 = b_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[(int)t3 - 1][t12], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t15);
            vcc_v8_float t16 = b_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[(int)t4 - 1][t12], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t16);
            j_vec += 32L;
        } while (j_vec < 32L);
        float *t17 = &(*t6)[33];
        float (*t18)[72] = a + 33;
        *t17 = (*t18)[t5];
        a[32][t12] = *t17 * 0.5f;
        float *t19 = &(*t6)[34];
        float (*t20)[72] = a + 34;
        *t19 = (*t20)[t5];
        (*t18)[t12] = *t19 * 0.5f;
        float *t21 = &(*t6)[35];
        float (*t22)[72] = a + 35;
        *t21 = (*t22)[t5];
        (*t20)[t12] = *t21 * 0.5f;
        float *t23 = &(*t6)[36];
        float (*t24)[72] = a + 36;
        *t23 = (*t24)[t5];
        (*t22)[t12] = *t23 * 0.5f;
        float *t25 = &(*t6)[37];
        float (*t26)[72] = a + 37;
        *t25 = (*t26)[t5];
        (*t24)[t12] = *t25 * 0.5f;
        float *t27 = &(*t6)[38];
        float (*t28)[72] = a + 38;
        *t27 = (*t28)[t5];
        (*t26)[t12] = *t27 * 0.5f;
        float *t29 = &(*t6)[39];
        *t29 = a[39][t5];
        (*t28)[t12] = *t29 * 0.5f;
        i = t11;
    }
}

static const int counts[] = {0, 1, 5, 7, 8, 9, 15, 16, 17, 24, 37, 40, 64, 70};

int main(void) {
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++) {
        int m = counts[k];
        /* The rows the kernels read: a[j] for j < 64, b[i] for i < m (and a[40] for shifted). */
        int rows_a = 72, rows_b = m > 0 ? m : 1;
        float (*af)[W] = new_array(rows_a, sizeof *af), (*bf)[W] = new_array(rows_b, sizeof *bf);
        double (*ad)[W] = new_array(rows_a, sizeof *ad), (*bd)[W] = new_array(rows_b, sizeof *bd);
        int (*ai)[W] = new_array(rows_a, sizeof *ai), (*bi)[W] = new_array(rows_b, sizeof *bi);
        FILL(&af[0][0], rows_a * W, -50, 100);
        FILL(&ad[0][0], rows_a * W, -50, 100);
        FILL(&ai[0][0], rows_a * W, -50, 100);
        memset(bd, 0, (size_t)rows_b * sizeof *bd);
        memset(bi, 0, (size_t)rows_b * sizeof *bi);
#define RUN(n) \
        memset(bf, 0, (size_t)rows_b * sizeof *bf); \
        transpose_##n(bf, (const float (*)[W])af, m, 0.5f); \
        printf("m=%d transpose_%d %llx\n", m, n, HASH(&bf[0][0], rows_b * W));
        RUN(53) RUN(9) RUN(8) RUN(17) RUN(64) RUN(1)
        transpose_f64(bd, (const double (*)[W])ad, m);
        transpose_i32(bi, (const int (*)[W])ai, m);
        printf("m=%d f64 %llx i32 %llx\n", m, HASH(&bd[0][0], rows_b * W), HASH(&bi[0][0], rows_b * W));
        in_place(af, m < 40 ? m : 40);
        printf("m=%d in_place %llx\n", m, HASH(&af[0][0], rows_a * W));
        shifted(bf, af, m < W - 1 ? m : W - 1);
        printf("m=%d shifted %llx %llx\n", m, HASH(&af[0][0], rows_a * W), HASH(&bf[0][0], rows_b * W));
        free(af), free(bf), free(ad), free(bd), free(ai), free(bi);
    }
    return 0;
}
