/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
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
/* vcc-test: expect-vectorized 15 */

#define W 72

void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
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
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float t10 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t1 = 0L;
        do {
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)(int)t1;
            long t14 = (long)(int)(t1 + 8L);
            const float *t15 = &a[t13][t11];
            const float *t16 = &a[t14][t12];
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t15 + 0);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t15 + 72);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t15 + 144);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t15 + 216);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t15 + 288);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t15 + 360);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t15 + 432);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t15 + 504);
            vcc_v8_float t25 = __builtin_shufflevector(t17, t21, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t26 = __builtin_shufflevector(t17, t21, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t27 = __builtin_shufflevector(t18, t22, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t28 = __builtin_shufflevector(t18, t22, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t29 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t30 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t31 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t32 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t33 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t34 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t36 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t37 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t38 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t39 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t40 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t41 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t44 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t45 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t46 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t47 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t48 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t49 = vcc_load(vcc_v8_float, t16 + 0);
            vcc_v8_float t50 = vcc_load(vcc_v8_float, t16 + 72);
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t16 + 144);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t16 + 216);
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t16 + 288);
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t16 + 360);
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t16 + 432);
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t16 + 504);
            vcc_v8_float t57 = __builtin_shufflevector(t49, t53, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t58 = __builtin_shufflevector(t49, t53, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t59 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t60 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t61 = __builtin_shufflevector(t51, t55, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t62 = __builtin_shufflevector(t51, t55, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t63 = __builtin_shufflevector(t52, t56, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t64 = __builtin_shufflevector(t52, t56, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t65 = __builtin_shufflevector(t57, t61, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t66 = __builtin_shufflevector(t57, t61, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t67 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t68 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t69 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t70 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t71 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t72 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t73 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t74 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t75 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t76 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t77 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t78 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t79 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t80 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t81 = t41 * t10;
            vcc_v8_float t82 = t73 * t10;
            vcc_store(&b[t11][t13], t81);
            vcc_store(&b[t12][t14], t82);
            vcc_v8_float t83 = t42 * t10;
            vcc_v8_float t84 = t74 * t10;
            vcc_store(&b[t3][t13], t83);
            vcc_store(&b[t3][t14], t84);
            vcc_v8_float t85 = t43 * t10;
            vcc_v8_float t86 = t75 * t10;
            vcc_store(&b[t4][t13], t85);
            vcc_store(&b[t4][t14], t86);
            vcc_v8_float t87 = t44 * t10;
            vcc_v8_float t88 = t76 * t10;
            vcc_store(&b[t5][t13], t87);
            vcc_store(&b[t5][t14], t88);
            vcc_v8_float t89 = t45 * t10;
            vcc_v8_float t90 = t77 * t10;
            vcc_store(&b[t6][t13], t89);
            vcc_store(&b[t6][t14], t90);
            vcc_v8_float t91 = t46 * t10;
            vcc_v8_float t92 = t78 * t10;
            vcc_store(&b[t7][t13], t91);
            vcc_store(&b[t7][t14], t92);
            vcc_v8_float t93 = t47 * t10;
            vcc_v8_float t94 = t79 * t10;
            vcc_store(&b[t8][t13], t93);
            vcc_store(&b[t8][t14], t94);
            vcc_v8_float t95 = t48 * t10;
            vcc_store(&b[t9][t13], t95);
            vcc_v8_float t96 = t80 * t10;
            vcc_store(&b[t9][t14], t96);
            t1 += 16L;
        } while (t1 < 48L);
        for (int j = 48; j < 53; j++) {
            long t97 = (long)i;
            long t98 = (long)j;
            const float (*t99)[72] = a + t98;
            b[t97][t98] = (*t99)[t97] * s;
            long t100 = (long)t3;
            b[t100][t98] = (*t99)[t100] * s;
            long t101 = (long)t4;
            b[t101][t98] = (*t99)[t101] * s;
            long t102 = (long)t5;
            b[t102][t98] = (*t99)[t102] * s;
            long t103 = (long)t6;
            b[t103][t98] = (*t99)[t103] * s;
            long t104 = (long)t7;
            b[t104][t98] = (*t99)[t104] * s;
            long t105 = (long)t8;
            b[t105][t98] = (*t99)[t105] * s;
            long t106 = (long)t9;
            b[t106][t98] = (*t99)[t106] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float t107 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t2 = 0L;
        do {
            long t108 = (long)i_1;
            long t109 = (long)i_1;
            long t110 = (long)(int)t2;
            long t111 = (long)(int)(t2 + 8L);
            vcc_v8_float t112 = vcc_gather(vcc_v8_float, &a[t110][t108], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t113 = vcc_gather(vcc_v8_float, &a[t111][t109], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t114 = t112 * t107;
            vcc_store(&b[t108][t110], t114);
            vcc_v8_float t115 = t113 * t107;
            vcc_store(&b[t109][t111], t115);
            t2 += 16L;
        } while (t2 < 48L);
        for (int j_1 = 48; j_1 < 53; j_1++) {
            long t116 = (long)i_1;
            long t117 = (long)j_1;
            b[t116][t117] = a[t117][t116] * s;
        }
    }
}

void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
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
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float t10 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t1 = 0L;
        do {
            long t11 = (long)i;
            long t12 = (long)(int)t1;
            const float *t13 = &a[t12][t11];
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t13 + 0);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t13 + 72);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t13 + 144);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t13 + 216);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t13 + 288);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t13 + 360);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t13 + 432);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t13 + 504);
            vcc_v8_float t22 = __builtin_shufflevector(t14, t18, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t23 = __builtin_shufflevector(t14, t18, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t24 = __builtin_shufflevector(t15, t19, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t25 = __builtin_shufflevector(t15, t19, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t26 = __builtin_shufflevector(t16, t20, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t27 = __builtin_shufflevector(t16, t20, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t28 = __builtin_shufflevector(t17, t21, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t29 = __builtin_shufflevector(t17, t21, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t30 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t31 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t32 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t33 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t34 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t35 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t36 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t37 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t38 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t39 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t40 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t41 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t42 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t43 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t44 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t45 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t46 = t38 * t10;
            vcc_store(&b[t11][t12], t46);
            vcc_v8_float t47 = t39 * t10;
            vcc_store(&b[t3][t12], t47);
            vcc_v8_float t48 = t40 * t10;
            vcc_store(&b[t4][t12], t48);
            vcc_v8_float t49 = t41 * t10;
            vcc_store(&b[t5][t12], t49);
            vcc_v8_float t50 = t42 * t10;
            vcc_store(&b[t6][t12], t50);
            vcc_v8_float t51 = t43 * t10;
            vcc_store(&b[t7][t12], t51);
            vcc_v8_float t52 = t44 * t10;
            vcc_store(&b[t8][t12], t52);
            vcc_v8_float t53 = t45 * t10;
            vcc_store(&b[t9][t12], t53);
            t1 += 8L;
        } while (t1 < 8L);
        for (int j = 8; j < 9; j++) {
            long t54 = (long)i;
            long t55 = (long)j;
            const float (*t56)[72] = a + t55;
            b[t54][t55] = (*t56)[t54] * s;
            long t57 = (long)t3;
            b[t57][t55] = (*t56)[t57] * s;
            long t58 = (long)t4;
            b[t58][t55] = (*t56)[t58] * s;
            long t59 = (long)t5;
            b[t59][t55] = (*t56)[t59] * s;
            long t60 = (long)t6;
            b[t60][t55] = (*t56)[t60] * s;
            long t61 = (long)t7;
            b[t61][t55] = (*t56)[t61] * s;
            long t62 = (long)t8;
            b[t62][t55] = (*t56)[t62] * s;
            long t63 = (long)t9;
            b[t63][t55] = (*t56)[t63] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float t64 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t2 = 0L;
        do {
            long t65 = (long)i_1;
            long t66 = (long)(int)t2;
            vcc_v8_float t67 = vcc_gather(vcc_v8_float, &a[t66][t65], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t68 = t67 * t64;
            vcc_store(&b[t65][t66], t68);
            t2 += 8L;
        } while (t2 < 8L);
        for (int j_1 = 8; j_1 < 9; j_1++) {
            long t69 = (long)i_1;
            long t70 = (long)j_1;
            b[t69][t70] = a[t70][t69] * s;
        }
    }
}

void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
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
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float t10 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t1 = 0L;
        do {
            long t11 = (long)i;
            long t12 = (long)(int)t1;
            const float *t13 = &a[t12][t11];
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t13 + 0);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t13 + 72);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t13 + 144);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t13 + 216);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t13 + 288);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t13 + 360);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t13 + 432);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t13 + 504);
            vcc_v8_float t22 = __builtin_shufflevector(t14, t18, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t23 = __builtin_shufflevector(t14, t18, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t24 = __builtin_shufflevector(t15, t19, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t25 = __builtin_shufflevector(t15, t19, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t26 = __builtin_shufflevector(t16, t20, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t27 = __builtin_shufflevector(t16, t20, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t28 = __builtin_shufflevector(t17, t21, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t29 = __builtin_shufflevector(t17, t21, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t30 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t31 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t32 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t33 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t34 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t35 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t36 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t37 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t38 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t39 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t40 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t41 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t42 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t43 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t44 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t45 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t46 = t38 * t10;
            vcc_store(&b[t11][t12], t46);
            vcc_v8_float t47 = t39 * t10;
            vcc_store(&b[t3][t12], t47);
            vcc_v8_float t48 = t40 * t10;
            vcc_store(&b[t4][t12], t48);
            vcc_v8_float t49 = t41 * t10;
            vcc_store(&b[t5][t12], t49);
            vcc_v8_float t50 = t42 * t10;
            vcc_store(&b[t6][t12], t50);
            vcc_v8_float t51 = t43 * t10;
            vcc_store(&b[t7][t12], t51);
            vcc_v8_float t52 = t44 * t10;
            vcc_store(&b[t8][t12], t52);
            vcc_v8_float t53 = t45 * t10;
            vcc_store(&b[t9][t12], t53);
            t1 += 8L;
        } while (t1 < 8L);
        for (int j = 8; j < 8; j++) {
            long t54 = (long)i;
            long t55 = (long)j;
            const float (*t56)[72] = a + t55;
            b[t54][t55] = (*t56)[t54] * s;
            long t57 = (long)t3;
            b[t57][t55] = (*t56)[t57] * s;
            long t58 = (long)t4;
            b[t58][t55] = (*t56)[t58] * s;
            long t59 = (long)t5;
            b[t59][t55] = (*t56)[t59] * s;
            long t60 = (long)t6;
            b[t60][t55] = (*t56)[t60] * s;
            long t61 = (long)t7;
            b[t61][t55] = (*t56)[t61] * s;
            long t62 = (long)t8;
            b[t62][t55] = (*t56)[t62] * s;
            long t63 = (long)t9;
            b[t63][t55] = (*t56)[t63] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float t64 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t2 = 0L;
        do {
            long t65 = (long)i_1;
            long t66 = (long)(int)t2;
            vcc_v8_float t67 = vcc_gather(vcc_v8_float, &a[t66][t65], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t68 = t67 * t64;
            vcc_store(&b[t65][t66], t68);
            t2 += 8L;
        } while (t2 < 8L);
        for (int j_1 = 8; j_1 < 8; j_1++) {
            long t69 = (long)i_1;
            long t70 = (long)j_1;
            b[t69][t70] = a[t70][t69] * s;
        }
    }
}

void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
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
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float t10 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t1 = 0L;
        do {
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)(int)t1;
            long t14 = (long)(int)(t1 + 8L);
            const float *t15 = &a[t13][t11];
            const float *t16 = &a[t14][t12];
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t15 + 0);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t15 + 72);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t15 + 144);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t15 + 216);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t15 + 288);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t15 + 360);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t15 + 432);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t15 + 504);
            vcc_v8_float t25 = __builtin_shufflevector(t17, t21, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t26 = __builtin_shufflevector(t17, t21, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t27 = __builtin_shufflevector(t18, t22, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t28 = __builtin_shufflevector(t18, t22, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t29 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t30 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t31 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t32 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t33 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t34 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t36 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t37 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t38 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t39 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t40 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t41 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t44 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t45 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t46 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t47 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t48 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t49 = vcc_load(vcc_v8_float, t16 + 0);
            vcc_v8_float t50 = vcc_load(vcc_v8_float, t16 + 72);
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t16 + 144);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t16 + 216);
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t16 + 288);
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t16 + 360);
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t16 + 432);
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t16 + 504);
            vcc_v8_float t57 = __builtin_shufflevector(t49, t53, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t58 = __builtin_shufflevector(t49, t53, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t59 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t60 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t61 = __builtin_shufflevector(t51, t55, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t62 = __builtin_shufflevector(t51, t55, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t63 = __builtin_shufflevector(t52, t56, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t64 = __builtin_shufflevector(t52, t56, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t65 = __builtin_shufflevector(t57, t61, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t66 = __builtin_shufflevector(t57, t61, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t67 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t68 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t69 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t70 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t71 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t72 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t73 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t74 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t75 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t76 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t77 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t78 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t79 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t80 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t81 = t41 * t10;
            vcc_v8_float t82 = t73 * t10;
            vcc_store(&b[t11][t13], t81);
            vcc_store(&b[t12][t14], t82);
            vcc_v8_float t83 = t42 * t10;
            vcc_v8_float t84 = t74 * t10;
            vcc_store(&b[t3][t13], t83);
            vcc_store(&b[t3][t14], t84);
            vcc_v8_float t85 = t43 * t10;
            vcc_v8_float t86 = t75 * t10;
            vcc_store(&b[t4][t13], t85);
            vcc_store(&b[t4][t14], t86);
            vcc_v8_float t87 = t44 * t10;
            vcc_v8_float t88 = t76 * t10;
            vcc_store(&b[t5][t13], t87);
            vcc_store(&b[t5][t14], t88);
            vcc_v8_float t89 = t45 * t10;
            vcc_v8_float t90 = t77 * t10;
            vcc_store(&b[t6][t13], t89);
            vcc_store(&b[t6][t14], t90);
            vcc_v8_float t91 = t46 * t10;
            vcc_v8_float t92 = t78 * t10;
            vcc_store(&b[t7][t13], t91);
            vcc_store(&b[t7][t14], t92);
            vcc_v8_float t93 = t47 * t10;
            vcc_v8_float t94 = t79 * t10;
            vcc_store(&b[t8][t13], t93);
            vcc_store(&b[t8][t14], t94);
            vcc_v8_float t95 = t48 * t10;
            vcc_store(&b[t9][t13], t95);
            vcc_v8_float t96 = t80 * t10;
            vcc_store(&b[t9][t14], t96);
            t1 += 16L;
        } while (t1 < 16L);
        for (int j = 16; j < 17; j++) {
            long t97 = (long)i;
            long t98 = (long)j;
            const float (*t99)[72] = a + t98;
            b[t97][t98] = (*t99)[t97] * s;
            long t100 = (long)t3;
            b[t100][t98] = (*t99)[t100] * s;
            long t101 = (long)t4;
            b[t101][t98] = (*t99)[t101] * s;
            long t102 = (long)t5;
            b[t102][t98] = (*t99)[t102] * s;
            long t103 = (long)t6;
            b[t103][t98] = (*t99)[t103] * s;
            long t104 = (long)t7;
            b[t104][t98] = (*t99)[t104] * s;
            long t105 = (long)t8;
            b[t105][t98] = (*t99)[t105] * s;
            long t106 = (long)t9;
            b[t106][t98] = (*t99)[t106] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float t107 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t2 = 0L;
        do {
            long t108 = (long)i_1;
            long t109 = (long)i_1;
            long t110 = (long)(int)t2;
            long t111 = (long)(int)(t2 + 8L);
            vcc_v8_float t112 = vcc_gather(vcc_v8_float, &a[t110][t108], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t113 = vcc_gather(vcc_v8_float, &a[t111][t109], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t114 = t112 * t107;
            vcc_store(&b[t108][t110], t114);
            vcc_v8_float t115 = t113 * t107;
            vcc_store(&b[t109][t111], t115);
            t2 += 16L;
        } while (t2 < 16L);
        for (int j_1 = 16; j_1 < 17; j_1++) {
            long t116 = (long)i_1;
            long t117 = (long)j_1;
            b[t116][t117] = a[t117][t116] * s;
        }
    }
}

void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
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
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_float t10 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t1 = 0L;
        do {
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)i;
            long t14 = (long)i;
            long t15 = (long)(int)t1;
            long t16 = (long)(int)(t1 + 8L);
            long t17 = (long)(int)(t1 + 16L);
            long t18 = (long)(int)(t1 + 24L);
            const float *t19 = &a[t15][t11];
            const float *t20 = &a[t16][t12];
            const float *t21 = &a[t17][t13];
            const float *t22 = &a[t18][t14];
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t19 + 0);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t19 + 72);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t19 + 144);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, t19 + 216);
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t19 + 288);
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t19 + 360);
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t19 + 432);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t19 + 504);
            vcc_v8_float t31 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t32 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t33 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t34 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t36 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t37 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t38 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t39 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t40 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t41 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t44 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t45 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t46 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t47 = __builtin_shufflevector(t39, t43, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t48 = __builtin_shufflevector(t39, t43, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t49 = __builtin_shufflevector(t40, t44, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t50 = __builtin_shufflevector(t40, t44, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t51 = __builtin_shufflevector(t41, t45, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t52 = __builtin_shufflevector(t41, t45, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t53 = __builtin_shufflevector(t42, t46, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t54 = __builtin_shufflevector(t42, t46, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t20 + 0);
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t20 + 72);
            vcc_v8_float t57 = vcc_load(vcc_v8_float, t20 + 144);
            vcc_v8_float t58 = vcc_load(vcc_v8_float, t20 + 216);
            vcc_v8_float t59 = vcc_load(vcc_v8_float, t20 + 288);
            vcc_v8_float t60 = vcc_load(vcc_v8_float, t20 + 360);
            vcc_v8_float t61 = vcc_load(vcc_v8_float, t20 + 432);
            vcc_v8_float t62 = vcc_load(vcc_v8_float, t20 + 504);
            vcc_v8_float t63 = __builtin_shufflevector(t55, t59, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t64 = __builtin_shufflevector(t55, t59, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t65 = __builtin_shufflevector(t56, t60, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t66 = __builtin_shufflevector(t56, t60, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t67 = __builtin_shufflevector(t57, t61, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t68 = __builtin_shufflevector(t57, t61, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t69 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t70 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t71 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t72 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t73 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t74 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t75 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t76 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t77 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t78 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t79 = __builtin_shufflevector(t71, t75, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t80 = __builtin_shufflevector(t71, t75, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t81 = __builtin_shufflevector(t72, t76, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t82 = __builtin_shufflevector(t72, t76, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t83 = __builtin_shufflevector(t73, t77, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t84 = __builtin_shufflevector(t73, t77, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t85 = __builtin_shufflevector(t74, t78, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t86 = __builtin_shufflevector(t74, t78, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t87 = vcc_load(vcc_v8_float, t21 + 0);
            vcc_v8_float t88 = vcc_load(vcc_v8_float, t21 + 72);
            vcc_v8_float t89 = vcc_load(vcc_v8_float, t21 + 144);
            vcc_v8_float t90 = vcc_load(vcc_v8_float, t21 + 216);
            vcc_v8_float t91 = vcc_load(vcc_v8_float, t21 + 288);
            vcc_v8_float t92 = vcc_load(vcc_v8_float, t21 + 360);
            vcc_v8_float t93 = vcc_load(vcc_v8_float, t21 + 432);
            vcc_v8_float t94 = vcc_load(vcc_v8_float, t21 + 504);
            vcc_v8_float t95 = __builtin_shufflevector(t87, t91, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t96 = __builtin_shufflevector(t87, t91, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t97 = __builtin_shufflevector(t88, t92, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t98 = __builtin_shufflevector(t88, t92, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t99 = __builtin_shufflevector(t89, t93, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t100 = __builtin_shufflevector(t89, t93, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t101 = __builtin_shufflevector(t90, t94, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t102 = __builtin_shufflevector(t90, t94, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t103 = __builtin_shufflevector(t95, t99, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t104 = __builtin_shufflevector(t95, t99, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t105 = __builtin_shufflevector(t96, t100, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t106 = __builtin_shufflevector(t96, t100, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t107 = __builtin_shufflevector(t97, t101, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t108 = __builtin_shufflevector(t97, t101, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t109 = __builtin_shufflevector(t98, t102, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t110 = __builtin_shufflevector(t98, t102, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t111 = __builtin_shufflevector(t103, t107, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t112 = __builtin_shufflevector(t103, t107, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t113 = __builtin_shufflevector(t104, t108, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t114 = __builtin_shufflevector(t104, t108, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t115 = __builtin_shufflevector(t105, t109, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t116 = __builtin_shufflevector(t105, t109, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t117 = __builtin_shufflevector(t106, t110, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t118 = __builtin_shufflevector(t106, t110, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t119 = vcc_load(vcc_v8_float, t22 + 0);
            vcc_v8_float t120 = vcc_load(vcc_v8_float, t22 + 72);
            vcc_v8_float t121 = vcc_load(vcc_v8_float, t22 + 144);
            vcc_v8_float t122 = vcc_load(vcc_v8_float, t22 + 216);
            vcc_v8_float t123 = vcc_load(vcc_v8_float, t22 + 288);
            vcc_v8_float t124 = vcc_load(vcc_v8_float, t22 + 360);
            vcc_v8_float t125 = vcc_load(vcc_v8_float, t22 + 432);
            vcc_v8_float t126 = vcc_load(vcc_v8_float, t22 + 504);
            vcc_v8_float t127 = __builtin_shufflevector(t119, t123, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t128 = __builtin_shufflevector(t119, t123, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t129 = __builtin_shufflevector(t120, t124, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t130 = __builtin_shufflevector(t120, t124, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t131 = __builtin_shufflevector(t121, t125, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t132 = __builtin_shufflevector(t121, t125, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t133 = __builtin_shufflevector(t122, t126, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t134 = __builtin_shufflevector(t122, t126, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t135 = __builtin_shufflevector(t127, t131, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t136 = __builtin_shufflevector(t127, t131, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t137 = __builtin_shufflevector(t128, t132, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t138 = __builtin_shufflevector(t128, t132, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t139 = __builtin_shufflevector(t129, t133, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t140 = __builtin_shufflevector(t129, t133, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t141 = __builtin_shufflevector(t130, t134, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t142 = __builtin_shufflevector(t130, t134, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t143 = __builtin_shufflevector(t135, t139, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t144 = __builtin_shufflevector(t135, t139, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t145 = __builtin_shufflevector(t136, t140, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t146 = __builtin_shufflevector(t136, t140, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t147 = __builtin_shufflevector(t137, t141, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t148 = __builtin_shufflevector(t137, t141, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t149 = __builtin_shufflevector(t138, t142, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t150 = __builtin_shufflevector(t138, t142, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t151 = t47 * t10;
            vcc_v8_float t152 = t79 * t10;
            vcc_v8_float t153 = t111 * t10;
            vcc_v8_float t154 = t143 * t10;
            vcc_store(&b[t11][t15], t151);
            vcc_store(&b[t12][t16], t152);
            vcc_store(&b[t13][t17], t153);
            vcc_store(&b[t14][t18], t154);
            vcc_v8_float t155 = t48 * t10;
            vcc_v8_float t156 = t80 * t10;
            vcc_v8_float t157 = t112 * t10;
            vcc_v8_float t158 = t144 * t10;
            vcc_store(&b[t3][t15], t155);
            vcc_store(&b[t3][t16], t156);
            vcc_store(&b[t3][t17], t157);
            vcc_store(&b[t3][t18], t158);
            vcc_v8_float t159 = t49 * t10;
            vcc_v8_float t160 = t81 * t10;
            vcc_v8_float t161 = t113 * t10;
            vcc_v8_float t162 = t145 * t10;
            vcc_store(&b[t4][t15], t159);
            vcc_store(&b[t4][t16], t160);
            vcc_store(&b[t4][t17], t161);
            vcc_store(&b[t4][t18], t162);
            vcc_v8_float t163 = t50 * t10;
            vcc_v8_float t164 = t82 * t10;
            vcc_v8_float t165 = t114 * t10;
            vcc_v8_float t166 = t146 * t10;
            vcc_store(&b[t5][t15], t163);
            vcc_store(&b[t5][t16], t164);
            vcc_store(&b[t5][t17], t165);
            vcc_store(&b[t5][t18], t166);
            vcc_v8_float t167 = t51 * t10;
            vcc_v8_float t168 = t83 * t10;
            vcc_v8_float t169 = t115 * t10;
            vcc_v8_float t170 = t147 * t10;
            vcc_store(&b[t6][t15], t167);
            vcc_store(&b[t6][t16], t168);
            vcc_store(&b[t6][t17], t169);
            vcc_store(&b[t6][t18], t170);
            vcc_v8_float t171 = t52 * t10;
            vcc_v8_float t172 = t84 * t10;
            vcc_v8_float t173 = t116 * t10;
            vcc_v8_float t174 = t148 * t10;
            vcc_store(&b[t7][t15], t171);
            vcc_store(&b[t7][t16], t172);
            vcc_store(&b[t7][t17], t173);
            vcc_store(&b[t7][t18], t174);
            vcc_v8_float t175 = t53 * t10;
            vcc_v8_float t176 = t85 * t10;
            vcc_v8_float t177 = t117 * t10;
            vcc_v8_float t178 = t149 * t10;
            vcc_store(&b[t8][t15], t175);
            vcc_store(&b[t8][t16], t176);
            vcc_store(&b[t8][t17], t177);
            vcc_store(&b[t8][t18], t178);
            vcc_v8_float t179 = t54 * t10;
            vcc_store(&b[t9][t15], t179);
            vcc_v8_float t180 = t86 * t10;
            vcc_store(&b[t9][t16], t180);
            vcc_v8_float t181 = t118 * t10;
            vcc_store(&b[t9][t17], t181);
            vcc_v8_float t182 = t150 * t10;
            vcc_store(&b[t9][t18], t182);
            t1 += 32L;
        } while (t1 < 64L);
        for (int j = 64; j < 64; j++) {
            long t183 = (long)i;
            long t184 = (long)j;
            const float (*t185)[72] = a + t184;
            b[t183][t184] = (*t185)[t183] * s;
            long t186 = (long)t3;
            b[t186][t184] = (*t185)[t186] * s;
            long t187 = (long)t4;
            b[t187][t184] = (*t185)[t187] * s;
            long t188 = (long)t5;
            b[t188][t184] = (*t185)[t188] * s;
            long t189 = (long)t6;
            b[t189][t184] = (*t185)[t189] * s;
            long t190 = (long)t7;
            b[t190][t184] = (*t185)[t190] * s;
            long t191 = (long)t8;
            b[t191][t184] = (*t185)[t191] * s;
            long t192 = (long)t9;
            b[t192][t184] = (*t185)[t192] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float t193 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long t2 = 0L;
        do {
            long t194 = (long)i_1;
            long t195 = (long)i_1;
            long t196 = (long)i_1;
            long t197 = (long)i_1;
            long t198 = (long)(int)t2;
            long t199 = (long)(int)(t2 + 8L);
            long t200 = (long)(int)(t2 + 16L);
            long t201 = (long)(int)(t2 + 24L);
            vcc_v8_float t202 = vcc_gather(vcc_v8_float, &a[t198][t194], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t203 = vcc_gather(vcc_v8_float, &a[t199][t195], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t204 = vcc_gather(vcc_v8_float, &a[t200][t196], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t205 = vcc_gather(vcc_v8_float, &a[t201][t197], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t206 = t202 * t193;
            vcc_store(&b[t194][t198], t206);
            vcc_v8_float t207 = t203 * t193;
            vcc_store(&b[t195][t199], t207);
            vcc_v8_float t208 = t204 * t193;
            vcc_store(&b[t196][t200], t208);
            vcc_v8_float t209 = t205 * t193;
            vcc_store(&b[t197][t201], t209);
            t2 += 32L;
        } while (t2 < 64L);
        for (int j_1 = 64; j_1 < 64; j_1++) {
            long t210 = (long)i_1;
            long t211 = (long)j_1;
            b[t210][t211] = a[t211][t210] * s;
        }
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    int t7;
    int i_1;
    int i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t5 = i + 1;
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
        long t1 = 0L;
        do {
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)i;
            long t11 = (long)i;
            long t12 = (long)(int)t1;
            long t13 = (long)(int)(t1 + 4L);
            long t14 = (long)(int)(t1 + 8L);
            long t15 = (long)(int)(t1 + 12L);
            const double *t16 = &a[t12][t8];
            const double *t17 = &a[t13][t9];
            const double *t18 = &a[t14][t10];
            const double *t19 = &a[t15][t11];
            vcc_v4_double t20 = vcc_load(vcc_v4_double, t16 + 0);
            vcc_v4_double t21 = vcc_load(vcc_v4_double, t16 + 72);
            vcc_v4_double t22 = vcc_load(vcc_v4_double, t16 + 144);
            vcc_v4_double t23 = vcc_load(vcc_v4_double, t16 + 216);
            vcc_v4_double t24 = __builtin_shufflevector(t20, t22, 0, 4, 1, 5);
            vcc_v4_double t25 = __builtin_shufflevector(t20, t22, 2, 6, 3, 7);
            vcc_v4_double t26 = __builtin_shufflevector(t21, t23, 0, 4, 1, 5);
            vcc_v4_double t27 = __builtin_shufflevector(t21, t23, 2, 6, 3, 7);
            vcc_v4_double t28 = __builtin_shufflevector(t24, t26, 0, 4, 1, 5);
            vcc_v4_double t29 = __builtin_shufflevector(t24, t26, 2, 6, 3, 7);
            vcc_v4_double t30 = __builtin_shufflevector(t25, t27, 0, 4, 1, 5);
            vcc_v4_double t31 = __builtin_shufflevector(t25, t27, 2, 6, 3, 7);
            vcc_v4_double t32 = vcc_load(vcc_v4_double, t17 + 0);
            vcc_v4_double t33 = vcc_load(vcc_v4_double, t17 + 72);
            vcc_v4_double t34 = vcc_load(vcc_v4_double, t17 + 144);
            vcc_v4_double t35 = vcc_load(vcc_v4_double, t17 + 216);
            vcc_v4_double t36 = __builtin_shufflevector(t32, t34, 0, 4, 1, 5);
            vcc_v4_double t37 = __builtin_shufflevector(t32, t34, 2, 6, 3, 7);
            vcc_v4_double t38 = __builtin_shufflevector(t33, t35, 0, 4, 1, 5);
            vcc_v4_double t39 = __builtin_shufflevector(t33, t35, 2, 6, 3, 7);
            vcc_v4_double t40 = __builtin_shufflevector(t36, t38, 0, 4, 1, 5);
            vcc_v4_double t41 = __builtin_shufflevector(t36, t38, 2, 6, 3, 7);
            vcc_v4_double t42 = __builtin_shufflevector(t37, t39, 0, 4, 1, 5);
            vcc_v4_double t43 = __builtin_shufflevector(t37, t39, 2, 6, 3, 7);
            vcc_v4_double t44 = vcc_load(vcc_v4_double, t18 + 0);
            vcc_v4_double t45 = vcc_load(vcc_v4_double, t18 + 72);
            vcc_v4_double t46 = vcc_load(vcc_v4_double, t18 + 144);
            vcc_v4_double t47 = vcc_load(vcc_v4_double, t18 + 216);
            vcc_v4_double t48 = __builtin_shufflevector(t44, t46, 0, 4, 1, 5);
            vcc_v4_double t49 = __builtin_shufflevector(t44, t46, 2, 6, 3, 7);
            vcc_v4_double t50 = __builtin_shufflevector(t45, t47, 0, 4, 1, 5);
            vcc_v4_double t51 = __builtin_shufflevector(t45, t47, 2, 6, 3, 7);
            vcc_v4_double t52 = __builtin_shufflevector(t48, t50, 0, 4, 1, 5);
            vcc_v4_double t53 = __builtin_shufflevector(t48, t50, 2, 6, 3, 7);
            vcc_v4_double t54 = __builtin_shufflevector(t49, t51, 0, 4, 1, 5);
            vcc_v4_double t55 = __builtin_shufflevector(t49, t51, 2, 6, 3, 7);
            vcc_v4_double t56 = vcc_load(vcc_v4_double, t19 + 0);
            vcc_v4_double t57 = vcc_load(vcc_v4_double, t19 + 72);
            vcc_v4_double t58 = vcc_load(vcc_v4_double, t19 + 144);
            vcc_v4_double t59 = vcc_load(vcc_v4_double, t19 + 216);
            vcc_v4_double t60 = __builtin_shufflevector(t56, t58, 0, 4, 1, 5);
            vcc_v4_double t61 = __builtin_shufflevector(t56, t58, 2, 6, 3, 7);
            vcc_v4_double t62 = __builtin_shufflevector(t57, t59, 0, 4, 1, 5);
            vcc_v4_double t63 = __builtin_shufflevector(t57, t59, 2, 6, 3, 7);
            vcc_v4_double t64 = __builtin_shufflevector(t60, t62, 0, 4, 1, 5);
            vcc_v4_double t65 = __builtin_shufflevector(t60, t62, 2, 6, 3, 7);
            vcc_v4_double t66 = __builtin_shufflevector(t61, t63, 0, 4, 1, 5);
            vcc_v4_double t67 = __builtin_shufflevector(t61, t63, 2, 6, 3, 7);
            vcc_store(&b[t8][t12], t28);
            vcc_store(&b[t9][t13], t40);
            vcc_store(&b[t10][t14], t52);
            vcc_store(&b[t11][t15], t64);
            vcc_store(&b[t5][t12], t29);
            vcc_store(&b[t5][t13], t41);
            vcc_store(&b[t5][t14], t53);
            vcc_store(&b[t5][t15], t65);
            vcc_store(&b[t6][t12], t30);
            vcc_store(&b[t6][t13], t42);
            vcc_store(&b[t6][t14], t54);
            vcc_store(&b[t6][t15], t66);
            vcc_store(&b[t7][t12], t31);
            vcc_store(&b[t7][t13], t43);
            vcc_store(&b[t7][t14], t55);
            vcc_store(&b[t7][t15], t67);
            t1 += 16L;
        } while (t1 < 32L);
        long t2 = 0L;
        do {
            long t68 = (long)i;
            long t69 = (long)(int)(32L + t2);
            const double *t70 = &a[t69][t68];
            vcc_v4_double t71 = vcc_load(vcc_v4_double, t70 + 0);
            vcc_v4_double t72 = vcc_load(vcc_v4_double, t70 + 72);
            vcc_v4_double t73 = vcc_load(vcc_v4_double, t70 + 144);
            vcc_v4_double t74 = vcc_load(vcc_v4_double, t70 + 216);
            vcc_v4_double t75 = __builtin_shufflevector(t71, t73, 0, 4, 1, 5);
            vcc_v4_double t76 = __builtin_shufflevector(t71, t73, 2, 6, 3, 7);
            vcc_v4_double t77 = __builtin_shufflevector(t72, t74, 0, 4, 1, 5);
            vcc_v4_double t78 = __builtin_shufflevector(t72, t74, 2, 6, 3, 7);
            vcc_v4_double t79 = __builtin_shufflevector(t75, t77, 0, 4, 1, 5);
            vcc_v4_double t80 = __builtin_shufflevector(t75, t77, 2, 6, 3, 7);
            vcc_v4_double t81 = __builtin_shufflevector(t76, t78, 0, 4, 1, 5);
            vcc_v4_double t82 = __builtin_shufflevector(t76, t78, 2, 6, 3, 7);
            vcc_store(&b[t68][t69], t79);
            vcc_store(&b[t5][t69], t80);
            vcc_store(&b[t6][t69], t81);
            vcc_store(&b[t7][t69], t82);
            t2 += 4L;
        } while (t2 < 4L);
        for (int j = 36; j < 37; j++) {
            long t83 = (long)i;
            long t84 = (long)j;
            const double (*t85)[72] = a + t84;
            b[t83][t84] = (*t85)[t83];
            long t86 = (long)t5;
            b[t86][t84] = (*t85)[t86];
            long t87 = (long)t6;
            b[t87][t84] = (*t85)[t87];
            long t88 = (long)t7;
            b[t88][t84] = (*t85)[t88];
        }
    }
    for (; i_1 < m; i_1++) {
        long t3 = 0L;
        do {
            long t89 = (long)i_1;
            long t90 = (long)i_1;
            long t91 = (long)i_1;
            long t92 = (long)i_1;
            long t93 = (long)(int)t3;
            long t94 = (long)(int)(t3 + 4L);
            long t95 = (long)(int)(t3 + 8L);
            long t96 = (long)(int)(t3 + 12L);
            vcc_v4_double t97 = vcc_gather(vcc_v4_double, &a[t93][t89], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double t98 = vcc_gather(vcc_v4_double, &a[t94][t90], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double t99 = vcc_gather(vcc_v4_double, &a[t95][t91], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double t100 = vcc_gather(vcc_v4_double, &a[t96][t92], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_store(&b[t89][t93], t97);
            vcc_store(&b[t90][t94], t98);
            vcc_store(&b[t91][t95], t99);
            vcc_store(&b[t92][t96], t100);
            t3 += 16L;
        } while (t3 < 32L);
        long t4 = 0L;
        do {
            long t101 = (long)i_1;
            long t102 = (long)(int)(32L + t4);
            vcc_v4_double t103 = vcc_gather(vcc_v4_double, &a[t102][t101], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_store(&b[t101][t102], t103);
            t4 += 4L;
        } while (t4 < 4L);
        for (int j_1 = 36; j_1 < 37; j_1++) {
            long t104 = (long)i_1;
            long t105 = (long)j_1;
            b[t104][t105] = a[t105][t104];
        }
    }
}

void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
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
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        vcc_v8_int t10 = (vcc_v8_int){i, i, i, i, i, i, i, i};
        vcc_v8_int t11 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
        vcc_v8_int t12 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
        vcc_v8_int t13 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
        vcc_v8_int t14 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        vcc_v8_int t15 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        vcc_v8_int t16 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
        vcc_v8_int t17 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        long t1 = 0L;
        do {
            long t18 = (long)i;
            long t19 = (long)i;
            long t20 = (long)i;
            long t21 = (long)i;
            long t22 = (long)(int)t1;
            long t23 = (long)(int)(t1 + 8L);
            long t24 = (long)(int)(t1 + 16L);
            long t25 = (long)(int)(t1 + 24L);
            const int *t26 = &a[t22][t18];
            const int *t27 = &a[t23][t19];
            const int *t28 = &a[t24][t20];
            const int *t29 = &a[t25][t21];
            vcc_v8_int t30 = vcc_load(vcc_v8_int, t26 + 0);
            vcc_v8_int t31 = vcc_load(vcc_v8_int, t26 + 72);
            vcc_v8_int t32 = vcc_load(vcc_v8_int, t26 + 144);
            vcc_v8_int t33 = vcc_load(vcc_v8_int, t26 + 216);
            vcc_v8_int t34 = vcc_load(vcc_v8_int, t26 + 288);
            vcc_v8_int t35 = vcc_load(vcc_v8_int, t26 + 360);
            vcc_v8_int t36 = vcc_load(vcc_v8_int, t26 + 432);
            vcc_v8_int t37 = vcc_load(vcc_v8_int, t26 + 504);
            vcc_v8_int t38 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t39 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t40 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t41 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t42 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t43 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t44 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t45 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t46 = __builtin_shufflevector(t38, t42, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t47 = __builtin_shufflevector(t38, t42, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t48 = __builtin_shufflevector(t39, t43, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t49 = __builtin_shufflevector(t39, t43, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t50 = __builtin_shufflevector(t40, t44, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t51 = __builtin_shufflevector(t40, t44, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t52 = __builtin_shufflevector(t41, t45, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t53 = __builtin_shufflevector(t41, t45, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t54 = __builtin_shufflevector(t46, t50, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t55 = __builtin_shufflevector(t46, t50, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t56 = __builtin_shufflevector(t47, t51, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t57 = __builtin_shufflevector(t47, t51, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t58 = __builtin_shufflevector(t48, t52, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t59 = __builtin_shufflevector(t48, t52, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t60 = __builtin_shufflevector(t49, t53, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t61 = __builtin_shufflevector(t49, t53, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t62 = vcc_load(vcc_v8_int, t27 + 0);
            vcc_v8_int t63 = vcc_load(vcc_v8_int, t27 + 72);
            vcc_v8_int t64 = vcc_load(vcc_v8_int, t27 + 144);
            vcc_v8_int t65 = vcc_load(vcc_v8_int, t27 + 216);
            vcc_v8_int t66 = vcc_load(vcc_v8_int, t27 + 288);
            vcc_v8_int t67 = vcc_load(vcc_v8_int, t27 + 360);
            vcc_v8_int t68 = vcc_load(vcc_v8_int, t27 + 432);
            vcc_v8_int t69 = vcc_load(vcc_v8_int, t27 + 504);
            vcc_v8_int t70 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t71 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t72 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t73 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t74 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t75 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t76 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t77 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t78 = __builtin_shufflevector(t70, t74, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t79 = __builtin_shufflevector(t70, t74, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t80 = __builtin_shufflevector(t71, t75, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t81 = __builtin_shufflevector(t71, t75, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t82 = __builtin_shufflevector(t72, t76, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t83 = __builtin_shufflevector(t72, t76, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t84 = __builtin_shufflevector(t73, t77, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t85 = __builtin_shufflevector(t73, t77, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t86 = __builtin_shufflevector(t78, t82, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t87 = __builtin_shufflevector(t78, t82, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t88 = __builtin_shufflevector(t79, t83, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t89 = __builtin_shufflevector(t79, t83, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t90 = __builtin_shufflevector(t80, t84, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t91 = __builtin_shufflevector(t80, t84, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t92 = __builtin_shufflevector(t81, t85, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t93 = __builtin_shufflevector(t81, t85, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t94 = vcc_load(vcc_v8_int, t28 + 0);
            vcc_v8_int t95 = vcc_load(vcc_v8_int, t28 + 72);
            vcc_v8_int t96 = vcc_load(vcc_v8_int, t28 + 144);
            vcc_v8_int t97 = vcc_load(vcc_v8_int, t28 + 216);
            vcc_v8_int t98 = vcc_load(vcc_v8_int, t28 + 288);
            vcc_v8_int t99 = vcc_load(vcc_v8_int, t28 + 360);
            vcc_v8_int t100 = vcc_load(vcc_v8_int, t28 + 432);
            vcc_v8_int t101 = vcc_load(vcc_v8_int, t28 + 504);
            vcc_v8_int t102 = __builtin_shufflevector(t94, t98, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t103 = __builtin_shufflevector(t94, t98, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t104 = __builtin_shufflevector(t95, t99, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t105 = __builtin_shufflevector(t95, t99, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t106 = __builtin_shufflevector(t96, t100, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t107 = __builtin_shufflevector(t96, t100, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t108 = __builtin_shufflevector(t97, t101, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t109 = __builtin_shufflevector(t97, t101, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t110 = __builtin_shufflevector(t102, t106, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t111 = __builtin_shufflevector(t102, t106, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t112 = __builtin_shufflevector(t103, t107, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t113 = __builtin_shufflevector(t103, t107, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t114 = __builtin_shufflevector(t104, t108, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t115 = __builtin_shufflevector(t104, t108, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t116 = __builtin_shufflevector(t105, t109, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t117 = __builtin_shufflevector(t105, t109, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t118 = __builtin_shufflevector(t110, t114, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t119 = __builtin_shufflevector(t110, t114, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t120 = __builtin_shufflevector(t111, t115, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t121 = __builtin_shufflevector(t111, t115, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t122 = __builtin_shufflevector(t112, t116, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t123 = __builtin_shufflevector(t112, t116, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t124 = __builtin_shufflevector(t113, t117, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t125 = __builtin_shufflevector(t113, t117, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t126 = vcc_load(vcc_v8_int, t29 + 0);
            vcc_v8_int t127 = vcc_load(vcc_v8_int, t29 + 72);
            vcc_v8_int t128 = vcc_load(vcc_v8_int, t29 + 144);
            vcc_v8_int t129 = vcc_load(vcc_v8_int, t29 + 216);
            vcc_v8_int t130 = vcc_load(vcc_v8_int, t29 + 288);
            vcc_v8_int t131 = vcc_load(vcc_v8_int, t29 + 360);
            vcc_v8_int t132 = vcc_load(vcc_v8_int, t29 + 432);
            vcc_v8_int t133 = vcc_load(vcc_v8_int, t29 + 504);
            vcc_v8_int t134 = __builtin_shufflevector(t126, t130, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t135 = __builtin_shufflevector(t126, t130, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t136 = __builtin_shufflevector(t127, t131, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t137 = __builtin_shufflevector(t127, t131, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t138 = __builtin_shufflevector(t128, t132, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t139 = __builtin_shufflevector(t128, t132, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t140 = __builtin_shufflevector(t129, t133, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t141 = __builtin_shufflevector(t129, t133, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t142 = __builtin_shufflevector(t134, t138, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t143 = __builtin_shufflevector(t134, t138, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t144 = __builtin_shufflevector(t135, t139, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t145 = __builtin_shufflevector(t135, t139, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t146 = __builtin_shufflevector(t136, t140, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t147 = __builtin_shufflevector(t136, t140, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t148 = __builtin_shufflevector(t137, t141, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t149 = __builtin_shufflevector(t137, t141, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t150 = __builtin_shufflevector(t142, t146, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t151 = __builtin_shufflevector(t142, t146, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t152 = __builtin_shufflevector(t143, t147, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t153 = __builtin_shufflevector(t143, t147, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t154 = __builtin_shufflevector(t144, t148, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t155 = __builtin_shufflevector(t144, t148, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t156 = __builtin_shufflevector(t145, t149, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t157 = __builtin_shufflevector(t145, t149, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t158 = t54 + t10;
            vcc_v8_int t159 = t86 + t10;
            vcc_v8_int t160 = t118 + t10;
            vcc_v8_int t161 = t150 + t10;
            vcc_store(&b[t18][t22], t158);
            vcc_store(&b[t19][t23], t159);
            vcc_store(&b[t20][t24], t160);
            vcc_store(&b[t21][t25], t161);
            vcc_v8_int t162 = t55 + t11;
            vcc_v8_int t163 = t87 + t11;
            vcc_v8_int t164 = t119 + t11;
            vcc_v8_int t165 = t151 + t11;
            vcc_store(&b[t3][t22], t162);
            vcc_store(&b[t3][t23], t163);
            vcc_store(&b[t3][t24], t164);
            vcc_store(&b[t3][t25], t165);
            vcc_v8_int t166 = t56 + t12;
            vcc_v8_int t167 = t88 + t12;
            vcc_v8_int t168 = t120 + t12;
            vcc_v8_int t169 = t152 + t12;
            vcc_store(&b[t4][t22], t166);
            vcc_store(&b[t4][t23], t167);
            vcc_store(&b[t4][t24], t168);
            vcc_store(&b[t4][t25], t169);
            vcc_v8_int t170 = t57 + t13;
            vcc_v8_int t171 = t89 + t13;
            vcc_v8_int t172 = t121 + t13;
            vcc_v8_int t173 = t153 + t13;
            vcc_store(&b[t5][t22], t170);
            vcc_store(&b[t5][t23], t171);
            vcc_store(&b[t5][t24], t172);
            vcc_store(&b[t5][t25], t173);
            vcc_v8_int t174 = t58 + t14;
            vcc_v8_int t175 = t90 + t14;
            vcc_v8_int t176 = t122 + t14;
            vcc_v8_int t177 = t154 + t14;
            vcc_store(&b[t6][t22], t174);
            vcc_store(&b[t6][t23], t175);
            vcc_store(&b[t6][t24], t176);
            vcc_store(&b[t6][t25], t177);
            vcc_v8_int t178 = t59 + t15;
            vcc_v8_int t179 = t91 + t15;
            vcc_v8_int t180 = t123 + t15;
            vcc_v8_int t181 = t155 + t15;
            vcc_store(&b[t7][t22], t178);
            vcc_store(&b[t7][t23], t179);
            vcc_store(&b[t7][t24], t180);
            vcc_store(&b[t7][t25], t181);
            vcc_v8_int t182 = t60 + t16;
            vcc_v8_int t183 = t92 + t16;
            vcc_v8_int t184 = t124 + t16;
            vcc_v8_int t185 = t156 + t16;
            vcc_store(&b[t8][t22], t182);
            vcc_store(&b[t8][t23], t183);
            vcc_store(&b[t8][t24], t184);
            vcc_store(&b[t8][t25], t185);
            vcc_v8_int t186 = t61 + t17;
            vcc_store(&b[t9][t22], t186);
            vcc_v8_int t187 = t93 + t17;
            vcc_store(&b[t9][t23], t187);
            vcc_v8_int t188 = t125 + t17;
            vcc_store(&b[t9][t24], t188);
            vcc_v8_int t189 = t157 + t17;
            vcc_store(&b[t9][t25], t189);
            t1 += 32L;
        } while (t1 < 32L);
        for (int j = 32; j < 33; j++) {
            long t190 = (long)i;
            long t191 = (long)j;
            const int (*t192)[72] = a + t191;
            b[t190][t191] = (*t192)[t190] + i;
            long t193 = (long)t3;
            b[t193][t191] = (*t192)[t193] + t3;
            long t194 = (long)t4;
            b[t194][t191] = (*t192)[t194] + t4;
            long t195 = (long)t5;
            b[t195][t191] = (*t192)[t195] + t5;
            long t196 = (long)t6;
            b[t196][t191] = (*t192)[t196] + t6;
            long t197 = (long)t7;
            b[t197][t191] = (*t192)[t197] + t7;
            long t198 = (long)t8;
            b[t198][t191] = (*t192)[t198] + t8;
            long t199 = (long)t9;
            b[t199][t191] = (*t192)[t199] + t9;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_int t200 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
        long t2 = 0L;
        do {
            long t201 = (long)i_1;
            long t202 = (long)i_1;
            long t203 = (long)i_1;
            long t204 = (long)i_1;
            long t205 = (long)(int)t2;
            long t206 = (long)(int)(t2 + 8L);
            long t207 = (long)(int)(t2 + 16L);
            long t208 = (long)(int)(t2 + 24L);
            vcc_v8_int t209 = vcc_gather(vcc_v8_int, &a[t205][t201], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int t210 = vcc_gather(vcc_v8_int, &a[t206][t202], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int t211 = vcc_gather(vcc_v8_int, &a[t207][t203], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int t212 = vcc_gather(vcc_v8_int, &a[t208][t204], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int t213 = t209 + t200;
            vcc_store(&b[t201][t205], t213);
            vcc_v8_int t214 = t210 + t200;
            vcc_store(&b[t202][t206], t214);
            vcc_v8_int t215 = t211 + t200;
            vcc_store(&b[t203][t207], t215);
            vcc_v8_int t216 = t212 + t200;
            vcc_store(&b[t204][t208], t216);
            t2 += 32L;
        } while (t2 < 32L);
        for (int j_1 = 32; j_1 < 33; j_1++) {
            long t217 = (long)i_1;
            long t218 = (long)j_1;
            b[t217][t218] = a[t218][t217] + i_1;
        }
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    for (int i = 0; i < m; i++) {
        long t1 = 0L;
        do {
            int t2 = (int)(1L + t1);
            int t3 = (int)(1L + (t1 + 8L));
            int t4 = (int)(1L + (t1 + 16L));
            int t5 = (int)(1L + (t1 + 24L));
            long t6 = (long)i;
            long t7 = (long)i;
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)t2;
            long t11 = (long)t3;
            long t12 = (long)t4;
            long t13 = (long)t5;
            float *t14 = &b[t6][t10];
            float *t15 = &b[t7][t11];
            float *t16 = &b[t8][t12];
            float *t17 = &b[t9][t13];
            vcc_v8_float t18 = vcc_gather(vcc_v8_float, &a[t10][t6], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t19 = vcc_gather(vcc_v8_float, &a[t11][t7], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t20 = vcc_gather(vcc_v8_float, &a[t12][t8], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t21 = vcc_gather(vcc_v8_float, &a[t13][t9], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_store(t14, t18);
            vcc_store(t15, t19);
            vcc_store(t16, t20);
            vcc_store(t17, t21);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t17);
            vcc_v8_float t26 = t22 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t2 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t26);
            vcc_v8_float t27 = t23 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t3 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t27);
            vcc_v8_float t28 = t24 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t4 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t28);
            vcc_v8_float t29 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t5 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t29);
            t1 += 32L;
        } while (t1 < 32L);
        for (int j = 33; j < 40; j++) {
            long t30 = (long)i;
            long t31 = (long)j;
            float *t32 = &b[t30][t31];
            *t32 = a[t31][t30];
            a[j - 1][i + 1] = *t32 * 0.5f;
        }
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
