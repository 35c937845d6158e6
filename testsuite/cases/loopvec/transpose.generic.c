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
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    long t10;
    vcc_v8_float t11;
    long t12;
    long t13;
    long t14;
    long t15;
    const float *t16;
    const float *t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_v8_float t95;
    vcc_v8_float t96;
    vcc_v8_float t97;
    int j;
    long t98;
    long t99;
    const float (*t100)[72];
    long t101;
    long t102;
    long t103;
    long t104;
    long t105;
    long t106;
    long t107;
    int i_1;
    long t108;
    vcc_v8_float t109;
    long t110;
    long t111;
    long t112;
    long t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_float t116;
    vcc_v8_float t117;
    int j_1;
    long t118;
    long t119;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (53L >= 16L) {
            t10 = 53L & -16L;
            t11 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)i;
                t14 = (long)(int)((long)0 + t1);
                t15 = (long)(int)((long)0 + (t1 + 8L));
                t16 = &a[t14][t12];
                t17 = &a[t15][t13];
                t18 = vcc_load(vcc_v8_float, t16 + 0);
                t19 = vcc_load(vcc_v8_float, t16 + 72);
                t20 = vcc_load(vcc_v8_float, t16 + 144);
                t21 = vcc_load(vcc_v8_float, t16 + 216);
                t22 = vcc_load(vcc_v8_float, t16 + 288);
                t23 = vcc_load(vcc_v8_float, t16 + 360);
                t24 = vcc_load(vcc_v8_float, t16 + 432);
                t25 = vcc_load(vcc_v8_float, t16 + 504);
                t26 = __builtin_shufflevector(t18, t22, 0, 8, 1, 9, 2, 10, 3, 11);
                t27 = __builtin_shufflevector(t18, t22, 4, 12, 5, 13, 6, 14, 7, 15);
                t28 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
                t29 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
                t30 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
                t31 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
                t32 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
                t33 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
                t34 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
                t35 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
                t36 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
                t37 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
                t38 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
                t39 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
                t40 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
                t41 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
                t42 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
                t43 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
                t44 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
                t45 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
                t46 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
                t47 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
                t48 = __builtin_shufflevector(t37, t41, 0, 8, 1, 9, 2, 10, 3, 11);
                t49 = __builtin_shufflevector(t37, t41, 4, 12, 5, 13, 6, 14, 7, 15);
                t50 = vcc_load(vcc_v8_float, t17 + 0);
                t51 = vcc_load(vcc_v8_float, t17 + 72);
                t52 = vcc_load(vcc_v8_float, t17 + 144);
                t53 = vcc_load(vcc_v8_float, t17 + 216);
                t54 = vcc_load(vcc_v8_float, t17 + 288);
                t55 = vcc_load(vcc_v8_float, t17 + 360);
                t56 = vcc_load(vcc_v8_float, t17 + 432);
                t57 = vcc_load(vcc_v8_float, t17 + 504);
                t58 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
                t59 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
                t60 = __builtin_shufflevector(t51, t55, 0, 8, 1, 9, 2, 10, 3, 11);
                t61 = __builtin_shufflevector(t51, t55, 4, 12, 5, 13, 6, 14, 7, 15);
                t62 = __builtin_shufflevector(t52, t56, 0, 8, 1, 9, 2, 10, 3, 11);
                t63 = __builtin_shufflevector(t52, t56, 4, 12, 5, 13, 6, 14, 7, 15);
                t64 = __builtin_shufflevector(t53, t57, 0, 8, 1, 9, 2, 10, 3, 11);
                t65 = __builtin_shufflevector(t53, t57, 4, 12, 5, 13, 6, 14, 7, 15);
                t66 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
                t67 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
                t68 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
                t69 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
                t70 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
                t71 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
                t72 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
                t73 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
                t74 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
                t75 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
                t76 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
                t77 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
                t78 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
                t79 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
                t80 = __builtin_shufflevector(t69, t73, 0, 8, 1, 9, 2, 10, 3, 11);
                t81 = __builtin_shufflevector(t69, t73, 4, 12, 5, 13, 6, 14, 7, 15);
                t82 = t42 * t11;
                t83 = t74 * t11;
                vcc_store(&b[t12][t14], t82);
                vcc_store(&b[t13][t15], t83);
                t84 = t43 * t11;
                t85 = t75 * t11;
                vcc_store(&b[t3][t14], t84);
                vcc_store(&b[t3][t15], t85);
                t86 = t44 * t11;
                t87 = t76 * t11;
                vcc_store(&b[t4][t14], t86);
                vcc_store(&b[t4][t15], t87);
                t88 = t45 * t11;
                t89 = t77 * t11;
                vcc_store(&b[t5][t14], t88);
                vcc_store(&b[t5][t15], t89);
                t90 = t46 * t11;
                t91 = t78 * t11;
                vcc_store(&b[t6][t14], t90);
                vcc_store(&b[t6][t15], t91);
                t92 = t47 * t11;
                t93 = t79 * t11;
                vcc_store(&b[t7][t14], t92);
                vcc_store(&b[t7][t15], t93);
                t94 = t48 * t11;
                t95 = t80 * t11;
                vcc_store(&b[t8][t14], t94);
                vcc_store(&b[t8][t15], t95);
                t96 = t49 * t11;
                vcc_store(&b[t9][t14], t96);
                t97 = t81 * t11;
                vcc_store(&b[t9][t15], t97);
                t1 += 16L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 53; j++) {
            t98 = (long)i;
            t99 = (long)j;
            t100 = a + t99;
            b[t98][t99] = (*t100)[t98] * s;
            t101 = (long)t3;
            b[t101][t99] = (*t100)[t101] * s;
            t102 = (long)t4;
            b[t102][t99] = (*t100)[t102] * s;
            t103 = (long)t5;
            b[t103][t99] = (*t100)[t103] * s;
            t104 = (long)t6;
            b[t104][t99] = (*t100)[t104] * s;
            t105 = (long)t7;
            b[t105][t99] = (*t100)[t105] * s;
            t106 = (long)t8;
            b[t106][t99] = (*t100)[t106] * s;
            t107 = (long)t9;
            b[t107][t99] = (*t100)[t107] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (53L >= 16L) {
            t108 = 53L & -16L;
            t109 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t2 = 0L;
            do {
                t110 = (long)i_1;
                t111 = (long)i_1;
                t112 = (long)(int)((long)0 + t2);
                t113 = (long)(int)((long)0 + (t2 + 8L));
                t114 = vcc_gather(vcc_v8_float, &a[t112][t110], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t115 = vcc_gather(vcc_v8_float, &a[t113][t111], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t116 = t114 * t109;
                vcc_store(&b[t110][t112], t116);
                t117 = t115 * t109;
                vcc_store(&b[t111][t113], t117);
                t2 += 16L;
            } while (t2 < t108);
            j_1 = (int)((long)0 + t108);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 53; j_1++) {
            t118 = (long)i_1;
            t119 = (long)j_1;
            b[t118][t119] = a[t119][t118] * s;
        }
    }
}

void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    long t10;
    vcc_v8_float t11;
    long t12;
    long t13;
    const float *t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    int j;
    long t55;
    long t56;
    const float (*t57)[72];
    long t58;
    long t59;
    long t60;
    long t61;
    long t62;
    long t63;
    long t64;
    int i_1;
    long t65;
    vcc_v8_float t66;
    long t67;
    long t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    int j_1;
    long t71;
    long t72;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (9L >= 8L) {
            t10 = 9L & -8L;
            t11 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)(int)((long)0 + t1);
                t14 = &a[t13][t12];
                t15 = vcc_load(vcc_v8_float, t14 + 0);
                t16 = vcc_load(vcc_v8_float, t14 + 72);
                t17 = vcc_load(vcc_v8_float, t14 + 144);
                t18 = vcc_load(vcc_v8_float, t14 + 216);
                t19 = vcc_load(vcc_v8_float, t14 + 288);
                t20 = vcc_load(vcc_v8_float, t14 + 360);
                t21 = vcc_load(vcc_v8_float, t14 + 432);
                t22 = vcc_load(vcc_v8_float, t14 + 504);
                t23 = __builtin_shufflevector(t15, t19, 0, 8, 1, 9, 2, 10, 3, 11);
                t24 = __builtin_shufflevector(t15, t19, 4, 12, 5, 13, 6, 14, 7, 15);
                t25 = __builtin_shufflevector(t16, t20, 0, 8, 1, 9, 2, 10, 3, 11);
                t26 = __builtin_shufflevector(t16, t20, 4, 12, 5, 13, 6, 14, 7, 15);
                t27 = __builtin_shufflevector(t17, t21, 0, 8, 1, 9, 2, 10, 3, 11);
                t28 = __builtin_shufflevector(t17, t21, 4, 12, 5, 13, 6, 14, 7, 15);
                t29 = __builtin_shufflevector(t18, t22, 0, 8, 1, 9, 2, 10, 3, 11);
                t30 = __builtin_shufflevector(t18, t22, 4, 12, 5, 13, 6, 14, 7, 15);
                t31 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
                t32 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
                t33 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
                t34 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
                t35 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
                t36 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
                t37 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
                t38 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
                t39 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
                t40 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
                t41 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
                t42 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
                t43 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
                t44 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
                t45 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
                t46 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
                t47 = t39 * t11;
                vcc_store(&b[t12][t13], t47);
                t48 = t40 * t11;
                vcc_store(&b[t3][t13], t48);
                t49 = t41 * t11;
                vcc_store(&b[t4][t13], t49);
                t50 = t42 * t11;
                vcc_store(&b[t5][t13], t50);
                t51 = t43 * t11;
                vcc_store(&b[t6][t13], t51);
                t52 = t44 * t11;
                vcc_store(&b[t7][t13], t52);
                t53 = t45 * t11;
                vcc_store(&b[t8][t13], t53);
                t54 = t46 * t11;
                vcc_store(&b[t9][t13], t54);
                t1 += 8L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 9; j++) {
            t55 = (long)i;
            t56 = (long)j;
            t57 = a + t56;
            b[t55][t56] = (*t57)[t55] * s;
            t58 = (long)t3;
            b[t58][t56] = (*t57)[t58] * s;
            t59 = (long)t4;
            b[t59][t56] = (*t57)[t59] * s;
            t60 = (long)t5;
            b[t60][t56] = (*t57)[t60] * s;
            t61 = (long)t6;
            b[t61][t56] = (*t57)[t61] * s;
            t62 = (long)t7;
            b[t62][t56] = (*t57)[t62] * s;
            t63 = (long)t8;
            b[t63][t56] = (*t57)[t63] * s;
            t64 = (long)t9;
            b[t64][t56] = (*t57)[t64] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (9L >= 8L) {
            t65 = 9L & -8L;
            t66 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t2 = 0L;
            do {
                t67 = (long)i_1;
                t68 = (long)(int)((long)0 + t2);
                t69 = vcc_gather(vcc_v8_float, &a[t68][t67], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t70 = t69 * t66;
                vcc_store(&b[t67][t68], t70);
                t2 += 8L;
            } while (t2 < t65);
            j_1 = (int)((long)0 + t65);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 9; j_1++) {
            t71 = (long)i_1;
            t72 = (long)j_1;
            b[t71][t72] = a[t72][t71] * s;
        }
    }
}

void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    long t10;
    vcc_v8_float t11;
    long t12;
    long t13;
    const float *t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    int j;
    long t55;
    long t56;
    const float (*t57)[72];
    long t58;
    long t59;
    long t60;
    long t61;
    long t62;
    long t63;
    long t64;
    int i_1;
    long t65;
    vcc_v8_float t66;
    long t67;
    long t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    int j_1;
    long t71;
    long t72;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (8L >= 8L) {
            t10 = 8L & -8L;
            t11 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)(int)((long)0 + t1);
                t14 = &a[t13][t12];
                t15 = vcc_load(vcc_v8_float, t14 + 0);
                t16 = vcc_load(vcc_v8_float, t14 + 72);
                t17 = vcc_load(vcc_v8_float, t14 + 144);
                t18 = vcc_load(vcc_v8_float, t14 + 216);
                t19 = vcc_load(vcc_v8_float, t14 + 288);
                t20 = vcc_load(vcc_v8_float, t14 + 360);
                t21 = vcc_load(vcc_v8_float, t14 + 432);
                t22 = vcc_load(vcc_v8_float, t14 + 504);
                t23 = __builtin_shufflevector(t15, t19, 0, 8, 1, 9, 2, 10, 3, 11);
                t24 = __builtin_shufflevector(t15, t19, 4, 12, 5, 13, 6, 14, 7, 15);
                t25 = __builtin_shufflevector(t16, t20, 0, 8, 1, 9, 2, 10, 3, 11);
                t26 = __builtin_shufflevector(t16, t20, 4, 12, 5, 13, 6, 14, 7, 15);
                t27 = __builtin_shufflevector(t17, t21, 0, 8, 1, 9, 2, 10, 3, 11);
                t28 = __builtin_shufflevector(t17, t21, 4, 12, 5, 13, 6, 14, 7, 15);
                t29 = __builtin_shufflevector(t18, t22, 0, 8, 1, 9, 2, 10, 3, 11);
                t30 = __builtin_shufflevector(t18, t22, 4, 12, 5, 13, 6, 14, 7, 15);
                t31 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
                t32 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
                t33 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
                t34 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
                t35 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
                t36 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
                t37 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
                t38 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
                t39 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
                t40 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
                t41 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
                t42 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
                t43 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
                t44 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
                t45 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
                t46 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
                t47 = t39 * t11;
                vcc_store(&b[t12][t13], t47);
                t48 = t40 * t11;
                vcc_store(&b[t3][t13], t48);
                t49 = t41 * t11;
                vcc_store(&b[t4][t13], t49);
                t50 = t42 * t11;
                vcc_store(&b[t5][t13], t50);
                t51 = t43 * t11;
                vcc_store(&b[t6][t13], t51);
                t52 = t44 * t11;
                vcc_store(&b[t7][t13], t52);
                t53 = t45 * t11;
                vcc_store(&b[t8][t13], t53);
                t54 = t46 * t11;
                vcc_store(&b[t9][t13], t54);
                t1 += 8L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 8; j++) {
            t55 = (long)i;
            t56 = (long)j;
            t57 = a + t56;
            b[t55][t56] = (*t57)[t55] * s;
            t58 = (long)t3;
            b[t58][t56] = (*t57)[t58] * s;
            t59 = (long)t4;
            b[t59][t56] = (*t57)[t59] * s;
            t60 = (long)t5;
            b[t60][t56] = (*t57)[t60] * s;
            t61 = (long)t6;
            b[t61][t56] = (*t57)[t61] * s;
            t62 = (long)t7;
            b[t62][t56] = (*t57)[t62] * s;
            t63 = (long)t8;
            b[t63][t56] = (*t57)[t63] * s;
            t64 = (long)t9;
            b[t64][t56] = (*t57)[t64] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (8L >= 8L) {
            t65 = 8L & -8L;
            t66 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t2 = 0L;
            do {
                t67 = (long)i_1;
                t68 = (long)(int)((long)0 + t2);
                t69 = vcc_gather(vcc_v8_float, &a[t68][t67], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t70 = t69 * t66;
                vcc_store(&b[t67][t68], t70);
                t2 += 8L;
            } while (t2 < t65);
            j_1 = (int)((long)0 + t65);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 8; j_1++) {
            t71 = (long)i_1;
            t72 = (long)j_1;
            b[t71][t72] = a[t72][t71] * s;
        }
    }
}

void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    long t10;
    vcc_v8_float t11;
    long t12;
    long t13;
    long t14;
    long t15;
    const float *t16;
    const float *t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_v8_float t95;
    vcc_v8_float t96;
    vcc_v8_float t97;
    int j;
    long t98;
    long t99;
    const float (*t100)[72];
    long t101;
    long t102;
    long t103;
    long t104;
    long t105;
    long t106;
    long t107;
    int i_1;
    long t108;
    vcc_v8_float t109;
    long t110;
    long t111;
    long t112;
    long t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_float t116;
    vcc_v8_float t117;
    int j_1;
    long t118;
    long t119;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (17L >= 16L) {
            t10 = 17L & -16L;
            t11 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)i;
                t14 = (long)(int)((long)0 + t1);
                t15 = (long)(int)((long)0 + (t1 + 8L));
                t16 = &a[t14][t12];
                t17 = &a[t15][t13];
                t18 = vcc_load(vcc_v8_float, t16 + 0);
                t19 = vcc_load(vcc_v8_float, t16 + 72);
                t20 = vcc_load(vcc_v8_float, t16 + 144);
                t21 = vcc_load(vcc_v8_float, t16 + 216);
                t22 = vcc_load(vcc_v8_float, t16 + 288);
                t23 = vcc_load(vcc_v8_float, t16 + 360);
                t24 = vcc_load(vcc_v8_float, t16 + 432);
                t25 = vcc_load(vcc_v8_float, t16 + 504);
                t26 = __builtin_shufflevector(t18, t22, 0, 8, 1, 9, 2, 10, 3, 11);
                t27 = __builtin_shufflevector(t18, t22, 4, 12, 5, 13, 6, 14, 7, 15);
                t28 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
                t29 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
                t30 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
                t31 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
                t32 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
                t33 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
                t34 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
                t35 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
                t36 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
                t37 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
                t38 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
                t39 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
                t40 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
                t41 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
                t42 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
                t43 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
                t44 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
                t45 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
                t46 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
                t47 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
                t48 = __builtin_shufflevector(t37, t41, 0, 8, 1, 9, 2, 10, 3, 11);
                t49 = __builtin_shufflevector(t37, t41, 4, 12, 5, 13, 6, 14, 7, 15);
                t50 = vcc_load(vcc_v8_float, t17 + 0);
                t51 = vcc_load(vcc_v8_float, t17 + 72);
                t52 = vcc_load(vcc_v8_float, t17 + 144);
                t53 = vcc_load(vcc_v8_float, t17 + 216);
                t54 = vcc_load(vcc_v8_float, t17 + 288);
                t55 = vcc_load(vcc_v8_float, t17 + 360);
                t56 = vcc_load(vcc_v8_float, t17 + 432);
                t57 = vcc_load(vcc_v8_float, t17 + 504);
                t58 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
                t59 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
                t60 = __builtin_shufflevector(t51, t55, 0, 8, 1, 9, 2, 10, 3, 11);
                t61 = __builtin_shufflevector(t51, t55, 4, 12, 5, 13, 6, 14, 7, 15);
                t62 = __builtin_shufflevector(t52, t56, 0, 8, 1, 9, 2, 10, 3, 11);
                t63 = __builtin_shufflevector(t52, t56, 4, 12, 5, 13, 6, 14, 7, 15);
                t64 = __builtin_shufflevector(t53, t57, 0, 8, 1, 9, 2, 10, 3, 11);
                t65 = __builtin_shufflevector(t53, t57, 4, 12, 5, 13, 6, 14, 7, 15);
                t66 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
                t67 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
                t68 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
                t69 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
                t70 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
                t71 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
                t72 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
                t73 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
                t74 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
                t75 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
                t76 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
                t77 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
                t78 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
                t79 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
                t80 = __builtin_shufflevector(t69, t73, 0, 8, 1, 9, 2, 10, 3, 11);
                t81 = __builtin_shufflevector(t69, t73, 4, 12, 5, 13, 6, 14, 7, 15);
                t82 = t42 * t11;
                t83 = t74 * t11;
                vcc_store(&b[t12][t14], t82);
                vcc_store(&b[t13][t15], t83);
                t84 = t43 * t11;
                t85 = t75 * t11;
                vcc_store(&b[t3][t14], t84);
                vcc_store(&b[t3][t15], t85);
                t86 = t44 * t11;
                t87 = t76 * t11;
                vcc_store(&b[t4][t14], t86);
                vcc_store(&b[t4][t15], t87);
                t88 = t45 * t11;
                t89 = t77 * t11;
                vcc_store(&b[t5][t14], t88);
                vcc_store(&b[t5][t15], t89);
                t90 = t46 * t11;
                t91 = t78 * t11;
                vcc_store(&b[t6][t14], t90);
                vcc_store(&b[t6][t15], t91);
                t92 = t47 * t11;
                t93 = t79 * t11;
                vcc_store(&b[t7][t14], t92);
                vcc_store(&b[t7][t15], t93);
                t94 = t48 * t11;
                t95 = t80 * t11;
                vcc_store(&b[t8][t14], t94);
                vcc_store(&b[t8][t15], t95);
                t96 = t49 * t11;
                vcc_store(&b[t9][t14], t96);
                t97 = t81 * t11;
                vcc_store(&b[t9][t15], t97);
                t1 += 16L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 17; j++) {
            t98 = (long)i;
            t99 = (long)j;
            t100 = a + t99;
            b[t98][t99] = (*t100)[t98] * s;
            t101 = (long)t3;
            b[t101][t99] = (*t100)[t101] * s;
            t102 = (long)t4;
            b[t102][t99] = (*t100)[t102] * s;
            t103 = (long)t5;
            b[t103][t99] = (*t100)[t103] * s;
            t104 = (long)t6;
            b[t104][t99] = (*t100)[t104] * s;
            t105 = (long)t7;
            b[t105][t99] = (*t100)[t105] * s;
            t106 = (long)t8;
            b[t106][t99] = (*t100)[t106] * s;
            t107 = (long)t9;
            b[t107][t99] = (*t100)[t107] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (17L >= 16L) {
            t108 = 17L & -16L;
            t109 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t2 = 0L;
            do {
                t110 = (long)i_1;
                t111 = (long)i_1;
                t112 = (long)(int)((long)0 + t2);
                t113 = (long)(int)((long)0 + (t2 + 8L));
                t114 = vcc_gather(vcc_v8_float, &a[t112][t110], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t115 = vcc_gather(vcc_v8_float, &a[t113][t111], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t116 = t114 * t109;
                vcc_store(&b[t110][t112], t116);
                t117 = t115 * t109;
                vcc_store(&b[t111][t113], t117);
                t2 += 16L;
            } while (t2 < t108);
            j_1 = (int)((long)0 + t108);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 17; j_1++) {
            t118 = (long)i_1;
            t119 = (long)j_1;
            b[t118][t119] = a[t119][t118] * s;
        }
    }
}

void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    long t10;
    vcc_v8_float t11;
    long t12;
    long t13;
    long t14;
    long t15;
    long t16;
    long t17;
    long t18;
    long t19;
    const float *t20;
    const float *t21;
    const float *t22;
    const float *t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_v8_float t95;
    vcc_v8_float t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    vcc_v8_float t99;
    vcc_v8_float t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    vcc_v8_float t103;
    vcc_v8_float t104;
    vcc_v8_float t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    vcc_v8_float t108;
    vcc_v8_float t109;
    vcc_v8_float t110;
    vcc_v8_float t111;
    vcc_v8_float t112;
    vcc_v8_float t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_float t116;
    vcc_v8_float t117;
    vcc_v8_float t118;
    vcc_v8_float t119;
    vcc_v8_float t120;
    vcc_v8_float t121;
    vcc_v8_float t122;
    vcc_v8_float t123;
    vcc_v8_float t124;
    vcc_v8_float t125;
    vcc_v8_float t126;
    vcc_v8_float t127;
    vcc_v8_float t128;
    vcc_v8_float t129;
    vcc_v8_float t130;
    vcc_v8_float t131;
    vcc_v8_float t132;
    vcc_v8_float t133;
    vcc_v8_float t134;
    vcc_v8_float t135;
    vcc_v8_float t136;
    vcc_v8_float t137;
    vcc_v8_float t138;
    vcc_v8_float t139;
    vcc_v8_float t140;
    vcc_v8_float t141;
    vcc_v8_float t142;
    vcc_v8_float t143;
    vcc_v8_float t144;
    vcc_v8_float t145;
    vcc_v8_float t146;
    vcc_v8_float t147;
    vcc_v8_float t148;
    vcc_v8_float t149;
    vcc_v8_float t150;
    vcc_v8_float t151;
    vcc_v8_float t152;
    vcc_v8_float t153;
    vcc_v8_float t154;
    vcc_v8_float t155;
    vcc_v8_float t156;
    vcc_v8_float t157;
    vcc_v8_float t158;
    vcc_v8_float t159;
    vcc_v8_float t160;
    vcc_v8_float t161;
    vcc_v8_float t162;
    vcc_v8_float t163;
    vcc_v8_float t164;
    vcc_v8_float t165;
    vcc_v8_float t166;
    vcc_v8_float t167;
    vcc_v8_float t168;
    vcc_v8_float t169;
    vcc_v8_float t170;
    vcc_v8_float t171;
    vcc_v8_float t172;
    vcc_v8_float t173;
    vcc_v8_float t174;
    vcc_v8_float t175;
    vcc_v8_float t176;
    vcc_v8_float t177;
    vcc_v8_float t178;
    vcc_v8_float t179;
    vcc_v8_float t180;
    vcc_v8_float t181;
    vcc_v8_float t182;
    vcc_v8_float t183;
    int j;
    long t184;
    long t185;
    const float (*t186)[72];
    long t187;
    long t188;
    long t189;
    long t190;
    long t191;
    long t192;
    long t193;
    int i_1;
    long t194;
    vcc_v8_float t195;
    long t196;
    long t197;
    long t198;
    long t199;
    long t200;
    long t201;
    long t202;
    long t203;
    vcc_v8_float t204;
    vcc_v8_float t205;
    vcc_v8_float t206;
    vcc_v8_float t207;
    vcc_v8_float t208;
    vcc_v8_float t209;
    vcc_v8_float t210;
    vcc_v8_float t211;
    int j_1;
    long t212;
    long t213;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (64L >= 32L) {
            t10 = 64L & -32L;
            t11 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)i;
                t14 = (long)i;
                t15 = (long)i;
                t16 = (long)(int)((long)0 + t1);
                t17 = (long)(int)((long)0 + (t1 + 8L));
                t18 = (long)(int)((long)0 + (t1 + 16L));
                t19 = (long)(int)((long)0 + (t1 + 24L));
                t20 = &a[t16][t12];
                t21 = &a[t17][t13];
                t22 = &a[t18][t14];
                t23 = &a[t19][t15];
                t24 = vcc_load(vcc_v8_float, t20 + 0);
                t25 = vcc_load(vcc_v8_float, t20 + 72);
                t26 = vcc_load(vcc_v8_float, t20 + 144);
                t27 = vcc_load(vcc_v8_float, t20 + 216);
                t28 = vcc_load(vcc_v8_float, t20 + 288);
                t29 = vcc_load(vcc_v8_float, t20 + 360);
                t30 = vcc_load(vcc_v8_float, t20 + 432);
                t31 = vcc_load(vcc_v8_float, t20 + 504);
                t32 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
                t33 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
                t34 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
                t35 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
                t36 = __builtin_shufflevector(t26, t30, 0, 8, 1, 9, 2, 10, 3, 11);
                t37 = __builtin_shufflevector(t26, t30, 4, 12, 5, 13, 6, 14, 7, 15);
                t38 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
                t39 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
                t40 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
                t41 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
                t42 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
                t43 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
                t44 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
                t45 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
                t46 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
                t47 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
                t48 = __builtin_shufflevector(t40, t44, 0, 8, 1, 9, 2, 10, 3, 11);
                t49 = __builtin_shufflevector(t40, t44, 4, 12, 5, 13, 6, 14, 7, 15);
                t50 = __builtin_shufflevector(t41, t45, 0, 8, 1, 9, 2, 10, 3, 11);
                t51 = __builtin_shufflevector(t41, t45, 4, 12, 5, 13, 6, 14, 7, 15);
                t52 = __builtin_shufflevector(t42, t46, 0, 8, 1, 9, 2, 10, 3, 11);
                t53 = __builtin_shufflevector(t42, t46, 4, 12, 5, 13, 6, 14, 7, 15);
                t54 = __builtin_shufflevector(t43, t47, 0, 8, 1, 9, 2, 10, 3, 11);
                t55 = __builtin_shufflevector(t43, t47, 4, 12, 5, 13, 6, 14, 7, 15);
                t56 = vcc_load(vcc_v8_float, t21 + 0);
                t57 = vcc_load(vcc_v8_float, t21 + 72);
                t58 = vcc_load(vcc_v8_float, t21 + 144);
                t59 = vcc_load(vcc_v8_float, t21 + 216);
                t60 = vcc_load(vcc_v8_float, t21 + 288);
                t61 = vcc_load(vcc_v8_float, t21 + 360);
                t62 = vcc_load(vcc_v8_float, t21 + 432);
                t63 = vcc_load(vcc_v8_float, t21 + 504);
                t64 = __builtin_shufflevector(t56, t60, 0, 8, 1, 9, 2, 10, 3, 11);
                t65 = __builtin_shufflevector(t56, t60, 4, 12, 5, 13, 6, 14, 7, 15);
                t66 = __builtin_shufflevector(t57, t61, 0, 8, 1, 9, 2, 10, 3, 11);
                t67 = __builtin_shufflevector(t57, t61, 4, 12, 5, 13, 6, 14, 7, 15);
                t68 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
                t69 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
                t70 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
                t71 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
                t72 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
                t73 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
                t74 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
                t75 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
                t76 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
                t77 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
                t78 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
                t79 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
                t80 = __builtin_shufflevector(t72, t76, 0, 8, 1, 9, 2, 10, 3, 11);
                t81 = __builtin_shufflevector(t72, t76, 4, 12, 5, 13, 6, 14, 7, 15);
                t82 = __builtin_shufflevector(t73, t77, 0, 8, 1, 9, 2, 10, 3, 11);
                t83 = __builtin_shufflevector(t73, t77, 4, 12, 5, 13, 6, 14, 7, 15);
                t84 = __builtin_shufflevector(t74, t78, 0, 8, 1, 9, 2, 10, 3, 11);
                t85 = __builtin_shufflevector(t74, t78, 4, 12, 5, 13, 6, 14, 7, 15);
                t86 = __builtin_shufflevector(t75, t79, 0, 8, 1, 9, 2, 10, 3, 11);
                t87 = __builtin_shufflevector(t75, t79, 4, 12, 5, 13, 6, 14, 7, 15);
                t88 = vcc_load(vcc_v8_float, t22 + 0);
                t89 = vcc_load(vcc_v8_float, t22 + 72);
                t90 = vcc_load(vcc_v8_float, t22 + 144);
                t91 = vcc_load(vcc_v8_float, t22 + 216);
                t92 = vcc_load(vcc_v8_float, t22 + 288);
                t93 = vcc_load(vcc_v8_float, t22 + 360);
                t94 = vcc_load(vcc_v8_float, t22 + 432);
                t95 = vcc_load(vcc_v8_float, t22 + 504);
                t96 = __builtin_shufflevector(t88, t92, 0, 8, 1, 9, 2, 10, 3, 11);
                t97 = __builtin_shufflevector(t88, t92, 4, 12, 5, 13, 6, 14, 7, 15);
                t98 = __builtin_shufflevector(t89, t93, 0, 8, 1, 9, 2, 10, 3, 11);
                t99 = __builtin_shufflevector(t89, t93, 4, 12, 5, 13, 6, 14, 7, 15);
                t100 = __builtin_shufflevector(t90, t94, 0, 8, 1, 9, 2, 10, 3, 11);
                t101 = __builtin_shufflevector(t90, t94, 4, 12, 5, 13, 6, 14, 7, 15);
                t102 = __builtin_shufflevector(t91, t95, 0, 8, 1, 9, 2, 10, 3, 11);
                t103 = __builtin_shufflevector(t91, t95, 4, 12, 5, 13, 6, 14, 7, 15);
                t104 = __builtin_shufflevector(t96, t100, 0, 8, 1, 9, 2, 10, 3, 11);
                t105 = __builtin_shufflevector(t96, t100, 4, 12, 5, 13, 6, 14, 7, 15);
                t106 = __builtin_shufflevector(t97, t101, 0, 8, 1, 9, 2, 10, 3, 11);
                t107 = __builtin_shufflevector(t97, t101, 4, 12, 5, 13, 6, 14, 7, 15);
                t108 = __builtin_shufflevector(t98, t102, 0, 8, 1, 9, 2, 10, 3, 11);
                t109 = __builtin_shufflevector(t98, t102, 4, 12, 5, 13, 6, 14, 7, 15);
                t110 = __builtin_shufflevector(t99, t103, 0, 8, 1, 9, 2, 10, 3, 11);
                t111 = __builtin_shufflevector(t99, t103, 4, 12, 5, 13, 6, 14, 7, 15);
                t112 = __builtin_shufflevector(t104, t108, 0, 8, 1, 9, 2, 10, 3, 11);
                t113 = __builtin_shufflevector(t104, t108, 4, 12, 5, 13, 6, 14, 7, 15);
                t114 = __builtin_shufflevector(t105, t109, 0, 8, 1, 9, 2, 10, 3, 11);
                t115 = __builtin_shufflevector(t105, t109, 4, 12, 5, 13, 6, 14, 7, 15);
                t116 = __builtin_shufflevector(t106, t110, 0, 8, 1, 9, 2, 10, 3, 11);
                t117 = __builtin_shufflevector(t106, t110, 4, 12, 5, 13, 6, 14, 7, 15);
                t118 = __builtin_shufflevector(t107, t111, 0, 8, 1, 9, 2, 10, 3, 11);
                t119 = __builtin_shufflevector(t107, t111, 4, 12, 5, 13, 6, 14, 7, 15);
                t120 = vcc_load(vcc_v8_float, t23 + 0);
                t121 = vcc_load(vcc_v8_float, t23 + 72);
                t122 = vcc_load(vcc_v8_float, t23 + 144);
                t123 = vcc_load(vcc_v8_float, t23 + 216);
                t124 = vcc_load(vcc_v8_float, t23 + 288);
                t125 = vcc_load(vcc_v8_float, t23 + 360);
                t126 = vcc_load(vcc_v8_float, t23 + 432);
                t127 = vcc_load(vcc_v8_float, t23 + 504);
                t128 = __builtin_shufflevector(t120, t124, 0, 8, 1, 9, 2, 10, 3, 11);
                t129 = __builtin_shufflevector(t120, t124, 4, 12, 5, 13, 6, 14, 7, 15);
                t130 = __builtin_shufflevector(t121, t125, 0, 8, 1, 9, 2, 10, 3, 11);
                t131 = __builtin_shufflevector(t121, t125, 4, 12, 5, 13, 6, 14, 7, 15);
                t132 = __builtin_shufflevector(t122, t126, 0, 8, 1, 9, 2, 10, 3, 11);
                t133 = __builtin_shufflevector(t122, t126, 4, 12, 5, 13, 6, 14, 7, 15);
                t134 = __builtin_shufflevector(t123, t127, 0, 8, 1, 9, 2, 10, 3, 11);
                t135 = __builtin_shufflevector(t123, t127, 4, 12, 5, 13, 6, 14, 7, 15);
                t136 = __builtin_shufflevector(t128, t132, 0, 8, 1, 9, 2, 10, 3, 11);
                t137 = __builtin_shufflevector(t128, t132, 4, 12, 5, 13, 6, 14, 7, 15);
                t138 = __builtin_shufflevector(t129, t133, 0, 8, 1, 9, 2, 10, 3, 11);
                t139 = __builtin_shufflevector(t129, t133, 4, 12, 5, 13, 6, 14, 7, 15);
                t140 = __builtin_shufflevector(t130, t134, 0, 8, 1, 9, 2, 10, 3, 11);
                t141 = __builtin_shufflevector(t130, t134, 4, 12, 5, 13, 6, 14, 7, 15);
                t142 = __builtin_shufflevector(t131, t135, 0, 8, 1, 9, 2, 10, 3, 11);
                t143 = __builtin_shufflevector(t131, t135, 4, 12, 5, 13, 6, 14, 7, 15);
                t144 = __builtin_shufflevector(t136, t140, 0, 8, 1, 9, 2, 10, 3, 11);
                t145 = __builtin_shufflevector(t136, t140, 4, 12, 5, 13, 6, 14, 7, 15);
                t146 = __builtin_shufflevector(t137, t141, 0, 8, 1, 9, 2, 10, 3, 11);
                t147 = __builtin_shufflevector(t137, t141, 4, 12, 5, 13, 6, 14, 7, 15);
                t148 = __builtin_shufflevector(t138, t142, 0, 8, 1, 9, 2, 10, 3, 11);
                t149 = __builtin_shufflevector(t138, t142, 4, 12, 5, 13, 6, 14, 7, 15);
                t150 = __builtin_shufflevector(t139, t143, 0, 8, 1, 9, 2, 10, 3, 11);
                t151 = __builtin_shufflevector(t139, t143, 4, 12, 5, 13, 6, 14, 7, 15);
                t152 = t48 * t11;
                t153 = t80 * t11;
                t154 = t112 * t11;
                t155 = t144 * t11;
                vcc_store(&b[t12][t16], t152);
                vcc_store(&b[t13][t17], t153);
                vcc_store(&b[t14][t18], t154);
                vcc_store(&b[t15][t19], t155);
                t156 = t49 * t11;
                t157 = t81 * t11;
                t158 = t113 * t11;
                t159 = t145 * t11;
                vcc_store(&b[t3][t16], t156);
                vcc_store(&b[t3][t17], t157);
                vcc_store(&b[t3][t18], t158);
                vcc_store(&b[t3][t19], t159);
                t160 = t50 * t11;
                t161 = t82 * t11;
                t162 = t114 * t11;
                t163 = t146 * t11;
                vcc_store(&b[t4][t16], t160);
                vcc_store(&b[t4][t17], t161);
                vcc_store(&b[t4][t18], t162);
                vcc_store(&b[t4][t19], t163);
                t164 = t51 * t11;
                t165 = t83 * t11;
                t166 = t115 * t11;
                t167 = t147 * t11;
                vcc_store(&b[t5][t16], t164);
                vcc_store(&b[t5][t17], t165);
                vcc_store(&b[t5][t18], t166);
                vcc_store(&b[t5][t19], t167);
                t168 = t52 * t11;
                t169 = t84 * t11;
                t170 = t116 * t11;
                t171 = t148 * t11;
                vcc_store(&b[t6][t16], t168);
                vcc_store(&b[t6][t17], t169);
                vcc_store(&b[t6][t18], t170);
                vcc_store(&b[t6][t19], t171);
                t172 = t53 * t11;
                t173 = t85 * t11;
                t174 = t117 * t11;
                t175 = t149 * t11;
                vcc_store(&b[t7][t16], t172);
                vcc_store(&b[t7][t17], t173);
                vcc_store(&b[t7][t18], t174);
                vcc_store(&b[t7][t19], t175);
                t176 = t54 * t11;
                t177 = t86 * t11;
                t178 = t118 * t11;
                t179 = t150 * t11;
                vcc_store(&b[t8][t16], t176);
                vcc_store(&b[t8][t17], t177);
                vcc_store(&b[t8][t18], t178);
                vcc_store(&b[t8][t19], t179);
                t180 = t55 * t11;
                vcc_store(&b[t9][t16], t180);
                t181 = t87 * t11;
                vcc_store(&b[t9][t17], t181);
                t182 = t119 * t11;
                vcc_store(&b[t9][t18], t182);
                t183 = t151 * t11;
                vcc_store(&b[t9][t19], t183);
                t1 += 32L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 64; j++) {
            t184 = (long)i;
            t185 = (long)j;
            t186 = a + t185;
            b[t184][t185] = (*t186)[t184] * s;
            t187 = (long)t3;
            b[t187][t185] = (*t186)[t187] * s;
            t188 = (long)t4;
            b[t188][t185] = (*t186)[t188] * s;
            t189 = (long)t5;
            b[t189][t185] = (*t186)[t189] * s;
            t190 = (long)t6;
            b[t190][t185] = (*t186)[t190] * s;
            t191 = (long)t7;
            b[t191][t185] = (*t186)[t191] * s;
            t192 = (long)t8;
            b[t192][t185] = (*t186)[t192] * s;
            t193 = (long)t9;
            b[t193][t185] = (*t186)[t193] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (64L >= 32L) {
            t194 = 64L & -32L;
            t195 = (vcc_v8_float){s, s, s, s, s, s, s, s};
            t2 = 0L;
            do {
                t196 = (long)i_1;
                t197 = (long)i_1;
                t198 = (long)i_1;
                t199 = (long)i_1;
                t200 = (long)(int)((long)0 + t2);
                t201 = (long)(int)((long)0 + (t2 + 8L));
                t202 = (long)(int)((long)0 + (t2 + 16L));
                t203 = (long)(int)((long)0 + (t2 + 24L));
                t204 = vcc_gather(vcc_v8_float, &a[t200][t196], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t205 = vcc_gather(vcc_v8_float, &a[t201][t197], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t206 = vcc_gather(vcc_v8_float, &a[t202][t198], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t207 = vcc_gather(vcc_v8_float, &a[t203][t199], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t208 = t204 * t195;
                vcc_store(&b[t196][t200], t208);
                t209 = t205 * t195;
                vcc_store(&b[t197][t201], t209);
                t210 = t206 * t195;
                vcc_store(&b[t198][t202], t210);
                t211 = t207 * t195;
                vcc_store(&b[t199][t203], t211);
                t2 += 32L;
            } while (t2 < t194);
            j_1 = (int)((long)0 + t194);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 64; j_1++) {
            t212 = (long)i_1;
            t213 = (long)j_1;
            b[t212][t213] = a[t213][t212] * s;
        }
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    long t1;
    long t2;
    long t3;
    long t4;
    int i;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    long t15;
    long t16;
    const double *t17;
    const double *t18;
    const double *t19;
    const double *t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    vcc_v4_double t45;
    vcc_v4_double t46;
    vcc_v4_double t47;
    vcc_v4_double t48;
    vcc_v4_double t49;
    vcc_v4_double t50;
    vcc_v4_double t51;
    vcc_v4_double t52;
    vcc_v4_double t53;
    vcc_v4_double t54;
    vcc_v4_double t55;
    vcc_v4_double t56;
    vcc_v4_double t57;
    vcc_v4_double t58;
    vcc_v4_double t59;
    vcc_v4_double t60;
    vcc_v4_double t61;
    vcc_v4_double t62;
    vcc_v4_double t63;
    vcc_v4_double t64;
    vcc_v4_double t65;
    vcc_v4_double t66;
    vcc_v4_double t67;
    vcc_v4_double t68;
    int t69;
    long t70;
    long t71;
    long t72;
    long t73;
    const double *t74;
    vcc_v4_double t75;
    vcc_v4_double t76;
    vcc_v4_double t77;
    vcc_v4_double t78;
    vcc_v4_double t79;
    vcc_v4_double t80;
    vcc_v4_double t81;
    vcc_v4_double t82;
    vcc_v4_double t83;
    vcc_v4_double t84;
    vcc_v4_double t85;
    vcc_v4_double t86;
    int j;
    long t87;
    long t88;
    const double (*t89)[72];
    long t90;
    long t91;
    long t92;
    int i_1;
    long t93;
    long t94;
    long t95;
    long t96;
    long t97;
    long t98;
    long t99;
    long t100;
    long t101;
    vcc_v4_double t102;
    vcc_v4_double t103;
    vcc_v4_double t104;
    vcc_v4_double t105;
    int t106;
    long t107;
    long t108;
    long t109;
    long t110;
    vcc_v4_double t111;
    int j_1;
    long t112;
    long t113;
    i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t5 = i + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        if (37L >= 16L) {
            t8 = 37L & -16L;
            t1 = 0L;
            do {
                t9 = (long)i;
                t10 = (long)i;
                t11 = (long)i;
                t12 = (long)i;
                t13 = (long)(int)((long)0 + t1);
                t14 = (long)(int)((long)0 + (t1 + 4L));
                t15 = (long)(int)((long)0 + (t1 + 8L));
                t16 = (long)(int)((long)0 + (t1 + 12L));
                t17 = &a[t13][t9];
                t18 = &a[t14][t10];
                t19 = &a[t15][t11];
                t20 = &a[t16][t12];
                t21 = vcc_load(vcc_v4_double, t17 + 0);
                t22 = vcc_load(vcc_v4_double, t17 + 72);
                t23 = vcc_load(vcc_v4_double, t17 + 144);
                t24 = vcc_load(vcc_v4_double, t17 + 216);
                t25 = __builtin_shufflevector(t21, t23, 0, 4, 1, 5);
                t26 = __builtin_shufflevector(t21, t23, 2, 6, 3, 7);
                t27 = __builtin_shufflevector(t22, t24, 0, 4, 1, 5);
                t28 = __builtin_shufflevector(t22, t24, 2, 6, 3, 7);
                t29 = __builtin_shufflevector(t25, t27, 0, 4, 1, 5);
                t30 = __builtin_shufflevector(t25, t27, 2, 6, 3, 7);
                t31 = __builtin_shufflevector(t26, t28, 0, 4, 1, 5);
                t32 = __builtin_shufflevector(t26, t28, 2, 6, 3, 7);
                t33 = vcc_load(vcc_v4_double, t18 + 0);
                t34 = vcc_load(vcc_v4_double, t18 + 72);
                t35 = vcc_load(vcc_v4_double, t18 + 144);
                t36 = vcc_load(vcc_v4_double, t18 + 216);
                t37 = __builtin_shufflevector(t33, t35, 0, 4, 1, 5);
                t38 = __builtin_shufflevector(t33, t35, 2, 6, 3, 7);
                t39 = __builtin_shufflevector(t34, t36, 0, 4, 1, 5);
                t40 = __builtin_shufflevector(t34, t36, 2, 6, 3, 7);
                t41 = __builtin_shufflevector(t37, t39, 0, 4, 1, 5);
                t42 = __builtin_shufflevector(t37, t39, 2, 6, 3, 7);
                t43 = __builtin_shufflevector(t38, t40, 0, 4, 1, 5);
                t44 = __builtin_shufflevector(t38, t40, 2, 6, 3, 7);
                t45 = vcc_load(vcc_v4_double, t19 + 0);
                t46 = vcc_load(vcc_v4_double, t19 + 72);
                t47 = vcc_load(vcc_v4_double, t19 + 144);
                t48 = vcc_load(vcc_v4_double, t19 + 216);
                t49 = __builtin_shufflevector(t45, t47, 0, 4, 1, 5);
                t50 = __builtin_shufflevector(t45, t47, 2, 6, 3, 7);
                t51 = __builtin_shufflevector(t46, t48, 0, 4, 1, 5);
                t52 = __builtin_shufflevector(t46, t48, 2, 6, 3, 7);
                t53 = __builtin_shufflevector(t49, t51, 0, 4, 1, 5);
                t54 = __builtin_shufflevector(t49, t51, 2, 6, 3, 7);
                t55 = __builtin_shufflevector(t50, t52, 0, 4, 1, 5);
                t56 = __builtin_shufflevector(t50, t52, 2, 6, 3, 7);
                t57 = vcc_load(vcc_v4_double, t20 + 0);
                t58 = vcc_load(vcc_v4_double, t20 + 72);
                t59 = vcc_load(vcc_v4_double, t20 + 144);
                t60 = vcc_load(vcc_v4_double, t20 + 216);
                t61 = __builtin_shufflevector(t57, t59, 0, 4, 1, 5);
                t62 = __builtin_shufflevector(t57, t59, 2, 6, 3, 7);
                t63 = __builtin_shufflevector(t58, t60, 0, 4, 1, 5);
                t64 = __builtin_shufflevector(t58, t60, 2, 6, 3, 7);
                t65 = __builtin_shufflevector(t61, t63, 0, 4, 1, 5);
                t66 = __builtin_shufflevector(t61, t63, 2, 6, 3, 7);
                t67 = __builtin_shufflevector(t62, t64, 0, 4, 1, 5);
                t68 = __builtin_shufflevector(t62, t64, 2, 6, 3, 7);
                vcc_store(&b[t9][t13], t29);
                vcc_store(&b[t10][t14], t41);
                vcc_store(&b[t11][t15], t53);
                vcc_store(&b[t12][t16], t65);
                vcc_store(&b[t5][t13], t30);
                vcc_store(&b[t5][t14], t42);
                vcc_store(&b[t5][t15], t54);
                vcc_store(&b[t5][t16], t66);
                vcc_store(&b[t6][t13], t31);
                vcc_store(&b[t6][t14], t43);
                vcc_store(&b[t6][t15], t55);
                vcc_store(&b[t6][t16], t67);
                vcc_store(&b[t7][t13], t32);
                vcc_store(&b[t7][t14], t44);
                vcc_store(&b[t7][t15], t56);
                vcc_store(&b[t7][t16], t68);
                t1 += 16L;
            } while (t1 < t8);
            t69 = (int)((long)0 + t8);
        } else {
            t69 = 0;
        }
        t70 = (long)t69 * -1L + 37L;
        if (t70 >= 4L) {
            t71 = t70 & -4L;
            t2 = 0L;
            do {
                t72 = (long)i;
                t73 = (long)(int)((long)t69 + t2);
                t74 = &a[t73][t72];
                t75 = vcc_load(vcc_v4_double, t74 + 0);
                t76 = vcc_load(vcc_v4_double, t74 + 72);
                t77 = vcc_load(vcc_v4_double, t74 + 144);
                t78 = vcc_load(vcc_v4_double, t74 + 216);
                t79 = __builtin_shufflevector(t75, t77, 0, 4, 1, 5);
                t80 = __builtin_shufflevector(t75, t77, 2, 6, 3, 7);
                t81 = __builtin_shufflevector(t76, t78, 0, 4, 1, 5);
                t82 = __builtin_shufflevector(t76, t78, 2, 6, 3, 7);
                t83 = __builtin_shufflevector(t79, t81, 0, 4, 1, 5);
                t84 = __builtin_shufflevector(t79, t81, 2, 6, 3, 7);
                t85 = __builtin_shufflevector(t80, t82, 0, 4, 1, 5);
                t86 = __builtin_shufflevector(t80, t82, 2, 6, 3, 7);
                vcc_store(&b[t72][t73], t83);
                vcc_store(&b[t5][t73], t84);
                vcc_store(&b[t6][t73], t85);
                vcc_store(&b[t7][t73], t86);
                t2 += 4L;
            } while (t2 < t71);
            j = (int)((long)t69 + t71);
        } else {
            j = t69;
        }
        for (; j < 37; j++) {
            t87 = (long)i;
            t88 = (long)j;
            t89 = a + t88;
            b[t87][t88] = (*t89)[t87];
            t90 = (long)t5;
            b[t90][t88] = (*t89)[t90];
            t91 = (long)t6;
            b[t91][t88] = (*t89)[t91];
            t92 = (long)t7;
            b[t92][t88] = (*t89)[t92];
        }
    }
    for (; i_1 < m; i_1++) {
        if (37L >= 16L) {
            t93 = 37L & -16L;
            t3 = 0L;
            do {
                t94 = (long)i_1;
                t95 = (long)i_1;
                t96 = (long)i_1;
                t97 = (long)i_1;
                t98 = (long)(int)((long)0 + t3);
                t99 = (long)(int)((long)0 + (t3 + 4L));
                t100 = (long)(int)((long)0 + (t3 + 8L));
                t101 = (long)(int)((long)0 + (t3 + 12L));
                t102 = vcc_gather(vcc_v4_double, &a[t98][t94], ((vcc_v4_int){0, 72, 144, 216}));
                t103 = vcc_gather(vcc_v4_double, &a[t99][t95], ((vcc_v4_int){0, 72, 144, 216}));
                t104 = vcc_gather(vcc_v4_double, &a[t100][t96], ((vcc_v4_int){0, 72, 144, 216}));
                t105 = vcc_gather(vcc_v4_double, &a[t101][t97], ((vcc_v4_int){0, 72, 144, 216}));
                vcc_store(&b[t94][t98], t102);
                vcc_store(&b[t95][t99], t103);
                vcc_store(&b[t96][t100], t104);
                vcc_store(&b[t97][t101], t105);
                t3 += 16L;
            } while (t3 < t93);
            t106 = (int)((long)0 + t93);
        } else {
            t106 = 0;
        }
        t107 = (long)t106 * -1L + 37L;
        if (t107 >= 4L) {
            t108 = t107 & -4L;
            t4 = 0L;
            do {
                t109 = (long)i_1;
                t110 = (long)(int)((long)t106 + t4);
                t111 = vcc_gather(vcc_v4_double, &a[t110][t109], ((vcc_v4_int){0, 72, 144, 216}));
                vcc_store(&b[t109][t110], t111);
                t4 += 4L;
            } while (t4 < t108);
            j_1 = (int)((long)t106 + t108);
        } else {
            j_1 = t106;
        }
        for (; j_1 < 37; j_1++) {
            t112 = (long)i_1;
            t113 = (long)j_1;
            b[t112][t113] = a[t113][t112];
        }
    }
}

void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    long t19;
    long t20;
    long t21;
    long t22;
    long t23;
    long t24;
    long t25;
    long t26;
    const int *t27;
    const int *t28;
    const int *t29;
    const int *t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    vcc_v8_int t72;
    vcc_v8_int t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_int t76;
    vcc_v8_int t77;
    vcc_v8_int t78;
    vcc_v8_int t79;
    vcc_v8_int t80;
    vcc_v8_int t81;
    vcc_v8_int t82;
    vcc_v8_int t83;
    vcc_v8_int t84;
    vcc_v8_int t85;
    vcc_v8_int t86;
    vcc_v8_int t87;
    vcc_v8_int t88;
    vcc_v8_int t89;
    vcc_v8_int t90;
    vcc_v8_int t91;
    vcc_v8_int t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    vcc_v8_int t95;
    vcc_v8_int t96;
    vcc_v8_int t97;
    vcc_v8_int t98;
    vcc_v8_int t99;
    vcc_v8_int t100;
    vcc_v8_int t101;
    vcc_v8_int t102;
    vcc_v8_int t103;
    vcc_v8_int t104;
    vcc_v8_int t105;
    vcc_v8_int t106;
    vcc_v8_int t107;
    vcc_v8_int t108;
    vcc_v8_int t109;
    vcc_v8_int t110;
    vcc_v8_int t111;
    vcc_v8_int t112;
    vcc_v8_int t113;
    vcc_v8_int t114;
    vcc_v8_int t115;
    vcc_v8_int t116;
    vcc_v8_int t117;
    vcc_v8_int t118;
    vcc_v8_int t119;
    vcc_v8_int t120;
    vcc_v8_int t121;
    vcc_v8_int t122;
    vcc_v8_int t123;
    vcc_v8_int t124;
    vcc_v8_int t125;
    vcc_v8_int t126;
    vcc_v8_int t127;
    vcc_v8_int t128;
    vcc_v8_int t129;
    vcc_v8_int t130;
    vcc_v8_int t131;
    vcc_v8_int t132;
    vcc_v8_int t133;
    vcc_v8_int t134;
    vcc_v8_int t135;
    vcc_v8_int t136;
    vcc_v8_int t137;
    vcc_v8_int t138;
    vcc_v8_int t139;
    vcc_v8_int t140;
    vcc_v8_int t141;
    vcc_v8_int t142;
    vcc_v8_int t143;
    vcc_v8_int t144;
    vcc_v8_int t145;
    vcc_v8_int t146;
    vcc_v8_int t147;
    vcc_v8_int t148;
    vcc_v8_int t149;
    vcc_v8_int t150;
    vcc_v8_int t151;
    vcc_v8_int t152;
    vcc_v8_int t153;
    vcc_v8_int t154;
    vcc_v8_int t155;
    vcc_v8_int t156;
    vcc_v8_int t157;
    vcc_v8_int t158;
    vcc_v8_int t159;
    vcc_v8_int t160;
    vcc_v8_int t161;
    vcc_v8_int t162;
    vcc_v8_int t163;
    vcc_v8_int t164;
    vcc_v8_int t165;
    vcc_v8_int t166;
    vcc_v8_int t167;
    vcc_v8_int t168;
    vcc_v8_int t169;
    vcc_v8_int t170;
    vcc_v8_int t171;
    vcc_v8_int t172;
    vcc_v8_int t173;
    vcc_v8_int t174;
    vcc_v8_int t175;
    vcc_v8_int t176;
    vcc_v8_int t177;
    vcc_v8_int t178;
    vcc_v8_int t179;
    vcc_v8_int t180;
    vcc_v8_int t181;
    vcc_v8_int t182;
    vcc_v8_int t183;
    vcc_v8_int t184;
    vcc_v8_int t185;
    vcc_v8_int t186;
    vcc_v8_int t187;
    vcc_v8_int t188;
    vcc_v8_int t189;
    vcc_v8_int t190;
    int j;
    long t191;
    long t192;
    const int (*t193)[72];
    long t194;
    long t195;
    long t196;
    long t197;
    long t198;
    long t199;
    long t200;
    int i_1;
    long t201;
    vcc_v8_int t202;
    long t203;
    long t204;
    long t205;
    long t206;
    long t207;
    long t208;
    long t209;
    long t210;
    vcc_v8_int t211;
    vcc_v8_int t212;
    vcc_v8_int t213;
    vcc_v8_int t214;
    vcc_v8_int t215;
    vcc_v8_int t216;
    vcc_v8_int t217;
    vcc_v8_int t218;
    int j_1;
    long t219;
    long t220;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (33L >= 32L) {
            t10 = 33L & -32L;
            t11 = (vcc_v8_int){i, i, i, i, i, i, i, i};
            t12 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
            t13 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
            t14 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
            t15 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
            t16 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
            t17 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
            t18 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
            t1 = 0L;
            do {
                t19 = (long)i;
                t20 = (long)i;
                t21 = (long)i;
                t22 = (long)i;
                t23 = (long)(int)((long)0 + t1);
                t24 = (long)(int)((long)0 + (t1 + 8L));
                t25 = (long)(int)((long)0 + (t1 + 16L));
                t26 = (long)(int)((long)0 + (t1 + 24L));
                t27 = &a[t23][t19];
                t28 = &a[t24][t20];
                t29 = &a[t25][t21];
                t30 = &a[t26][t22];
                t31 = vcc_load(vcc_v8_int, t27 + 0);
                t32 = vcc_load(vcc_v8_int, t27 + 72);
                t33 = vcc_load(vcc_v8_int, t27 + 144);
                t34 = vcc_load(vcc_v8_int, t27 + 216);
                t35 = vcc_load(vcc_v8_int, t27 + 288);
                t36 = vcc_load(vcc_v8_int, t27 + 360);
                t37 = vcc_load(vcc_v8_int, t27 + 432);
                t38 = vcc_load(vcc_v8_int, t27 + 504);
                t39 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
                t40 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
                t41 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
                t42 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
                t43 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
                t44 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
                t45 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
                t46 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
                t47 = __builtin_shufflevector(t39, t43, 0, 8, 1, 9, 2, 10, 3, 11);
                t48 = __builtin_shufflevector(t39, t43, 4, 12, 5, 13, 6, 14, 7, 15);
                t49 = __builtin_shufflevector(t40, t44, 0, 8, 1, 9, 2, 10, 3, 11);
                t50 = __builtin_shufflevector(t40, t44, 4, 12, 5, 13, 6, 14, 7, 15);
                t51 = __builtin_shufflevector(t41, t45, 0, 8, 1, 9, 2, 10, 3, 11);
                t52 = __builtin_shufflevector(t41, t45, 4, 12, 5, 13, 6, 14, 7, 15);
                t53 = __builtin_shufflevector(t42, t46, 0, 8, 1, 9, 2, 10, 3, 11);
                t54 = __builtin_shufflevector(t42, t46, 4, 12, 5, 13, 6, 14, 7, 15);
                t55 = __builtin_shufflevector(t47, t51, 0, 8, 1, 9, 2, 10, 3, 11);
                t56 = __builtin_shufflevector(t47, t51, 4, 12, 5, 13, 6, 14, 7, 15);
                t57 = __builtin_shufflevector(t48, t52, 0, 8, 1, 9, 2, 10, 3, 11);
                t58 = __builtin_shufflevector(t48, t52, 4, 12, 5, 13, 6, 14, 7, 15);
                t59 = __builtin_shufflevector(t49, t53, 0, 8, 1, 9, 2, 10, 3, 11);
                t60 = __builtin_shufflevector(t49, t53, 4, 12, 5, 13, 6, 14, 7, 15);
                t61 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
                t62 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
                t63 = vcc_load(vcc_v8_int, t28 + 0);
                t64 = vcc_load(vcc_v8_int, t28 + 72);
                t65 = vcc_load(vcc_v8_int, t28 + 144);
                t66 = vcc_load(vcc_v8_int, t28 + 216);
                t67 = vcc_load(vcc_v8_int, t28 + 288);
                t68 = vcc_load(vcc_v8_int, t28 + 360);
                t69 = vcc_load(vcc_v8_int, t28 + 432);
                t70 = vcc_load(vcc_v8_int, t28 + 504);
                t71 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
                t72 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
                t73 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
                t74 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
                t75 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
                t76 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
                t77 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
                t78 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
                t79 = __builtin_shufflevector(t71, t75, 0, 8, 1, 9, 2, 10, 3, 11);
                t80 = __builtin_shufflevector(t71, t75, 4, 12, 5, 13, 6, 14, 7, 15);
                t81 = __builtin_shufflevector(t72, t76, 0, 8, 1, 9, 2, 10, 3, 11);
                t82 = __builtin_shufflevector(t72, t76, 4, 12, 5, 13, 6, 14, 7, 15);
                t83 = __builtin_shufflevector(t73, t77, 0, 8, 1, 9, 2, 10, 3, 11);
                t84 = __builtin_shufflevector(t73, t77, 4, 12, 5, 13, 6, 14, 7, 15);
                t85 = __builtin_shufflevector(t74, t78, 0, 8, 1, 9, 2, 10, 3, 11);
                t86 = __builtin_shufflevector(t74, t78, 4, 12, 5, 13, 6, 14, 7, 15);
                t87 = __builtin_shufflevector(t79, t83, 0, 8, 1, 9, 2, 10, 3, 11);
                t88 = __builtin_shufflevector(t79, t83, 4, 12, 5, 13, 6, 14, 7, 15);
                t89 = __builtin_shufflevector(t80, t84, 0, 8, 1, 9, 2, 10, 3, 11);
                t90 = __builtin_shufflevector(t80, t84, 4, 12, 5, 13, 6, 14, 7, 15);
                t91 = __builtin_shufflevector(t81, t85, 0, 8, 1, 9, 2, 10, 3, 11);
                t92 = __builtin_shufflevector(t81, t85, 4, 12, 5, 13, 6, 14, 7, 15);
                t93 = __builtin_shufflevector(t82, t86, 0, 8, 1, 9, 2, 10, 3, 11);
                t94 = __builtin_shufflevector(t82, t86, 4, 12, 5, 13, 6, 14, 7, 15);
                t95 = vcc_load(vcc_v8_int, t29 + 0);
                t96 = vcc_load(vcc_v8_int, t29 + 72);
                t97 = vcc_load(vcc_v8_int, t29 + 144);
                t98 = vcc_load(vcc_v8_int, t29 + 216);
                t99 = vcc_load(vcc_v8_int, t29 + 288);
                t100 = vcc_load(vcc_v8_int, t29 + 360);
                t101 = vcc_load(vcc_v8_int, t29 + 432);
                t102 = vcc_load(vcc_v8_int, t29 + 504);
                t103 = __builtin_shufflevector(t95, t99, 0, 8, 1, 9, 2, 10, 3, 11);
                t104 = __builtin_shufflevector(t95, t99, 4, 12, 5, 13, 6, 14, 7, 15);
                t105 = __builtin_shufflevector(t96, t100, 0, 8, 1, 9, 2, 10, 3, 11);
                t106 = __builtin_shufflevector(t96, t100, 4, 12, 5, 13, 6, 14, 7, 15);
                t107 = __builtin_shufflevector(t97, t101, 0, 8, 1, 9, 2, 10, 3, 11);
                t108 = __builtin_shufflevector(t97, t101, 4, 12, 5, 13, 6, 14, 7, 15);
                t109 = __builtin_shufflevector(t98, t102, 0, 8, 1, 9, 2, 10, 3, 11);
                t110 = __builtin_shufflevector(t98, t102, 4, 12, 5, 13, 6, 14, 7, 15);
                t111 = __builtin_shufflevector(t103, t107, 0, 8, 1, 9, 2, 10, 3, 11);
                t112 = __builtin_shufflevector(t103, t107, 4, 12, 5, 13, 6, 14, 7, 15);
                t113 = __builtin_shufflevector(t104, t108, 0, 8, 1, 9, 2, 10, 3, 11);
                t114 = __builtin_shufflevector(t104, t108, 4, 12, 5, 13, 6, 14, 7, 15);
                t115 = __builtin_shufflevector(t105, t109, 0, 8, 1, 9, 2, 10, 3, 11);
                t116 = __builtin_shufflevector(t105, t109, 4, 12, 5, 13, 6, 14, 7, 15);
                t117 = __builtin_shufflevector(t106, t110, 0, 8, 1, 9, 2, 10, 3, 11);
                t118 = __builtin_shufflevector(t106, t110, 4, 12, 5, 13, 6, 14, 7, 15);
                t119 = __builtin_shufflevector(t111, t115, 0, 8, 1, 9, 2, 10, 3, 11);
                t120 = __builtin_shufflevector(t111, t115, 4, 12, 5, 13, 6, 14, 7, 15);
                t121 = __builtin_shufflevector(t112, t116, 0, 8, 1, 9, 2, 10, 3, 11);
                t122 = __builtin_shufflevector(t112, t116, 4, 12, 5, 13, 6, 14, 7, 15);
                t123 = __builtin_shufflevector(t113, t117, 0, 8, 1, 9, 2, 10, 3, 11);
                t124 = __builtin_shufflevector(t113, t117, 4, 12, 5, 13, 6, 14, 7, 15);
                t125 = __builtin_shufflevector(t114, t118, 0, 8, 1, 9, 2, 10, 3, 11);
                t126 = __builtin_shufflevector(t114, t118, 4, 12, 5, 13, 6, 14, 7, 15);
                t127 = vcc_load(vcc_v8_int, t30 + 0);
                t128 = vcc_load(vcc_v8_int, t30 + 72);
                t129 = vcc_load(vcc_v8_int, t30 + 144);
                t130 = vcc_load(vcc_v8_int, t30 + 216);
                t131 = vcc_load(vcc_v8_int, t30 + 288);
                t132 = vcc_load(vcc_v8_int, t30 + 360);
                t133 = vcc_load(vcc_v8_int, t30 + 432);
                t134 = vcc_load(vcc_v8_int, t30 + 504);
                t135 = __builtin_shufflevector(t127, t131, 0, 8, 1, 9, 2, 10, 3, 11);
                t136 = __builtin_shufflevector(t127, t131, 4, 12, 5, 13, 6, 14, 7, 15);
                t137 = __builtin_shufflevector(t128, t132, 0, 8, 1, 9, 2, 10, 3, 11);
                t138 = __builtin_shufflevector(t128, t132, 4, 12, 5, 13, 6, 14, 7, 15);
                t139 = __builtin_shufflevector(t129, t133, 0, 8, 1, 9, 2, 10, 3, 11);
                t140 = __builtin_shufflevector(t129, t133, 4, 12, 5, 13, 6, 14, 7, 15);
                t141 = __builtin_shufflevector(t130, t134, 0, 8, 1, 9, 2, 10, 3, 11);
                t142 = __builtin_shufflevector(t130, t134, 4, 12, 5, 13, 6, 14, 7, 15);
                t143 = __builtin_shufflevector(t135, t139, 0, 8, 1, 9, 2, 10, 3, 11);
                t144 = __builtin_shufflevector(t135, t139, 4, 12, 5, 13, 6, 14, 7, 15);
                t145 = __builtin_shufflevector(t136, t140, 0, 8, 1, 9, 2, 10, 3, 11);
                t146 = __builtin_shufflevector(t136, t140, 4, 12, 5, 13, 6, 14, 7, 15);
                t147 = __builtin_shufflevector(t137, t141, 0, 8, 1, 9, 2, 10, 3, 11);
                t148 = __builtin_shufflevector(t137, t141, 4, 12, 5, 13, 6, 14, 7, 15);
                t149 = __builtin_shufflevector(t138, t142, 0, 8, 1, 9, 2, 10, 3, 11);
                t150 = __builtin_shufflevector(t138, t142, 4, 12, 5, 13, 6, 14, 7, 15);
                t151 = __builtin_shufflevector(t143, t147, 0, 8, 1, 9, 2, 10, 3, 11);
                t152 = __builtin_shufflevector(t143, t147, 4, 12, 5, 13, 6, 14, 7, 15);
                t153 = __builtin_shufflevector(t144, t148, 0, 8, 1, 9, 2, 10, 3, 11);
                t154 = __builtin_shufflevector(t144, t148, 4, 12, 5, 13, 6, 14, 7, 15);
                t155 = __builtin_shufflevector(t145, t149, 0, 8, 1, 9, 2, 10, 3, 11);
                t156 = __builtin_shufflevector(t145, t149, 4, 12, 5, 13, 6, 14, 7, 15);
                t157 = __builtin_shufflevector(t146, t150, 0, 8, 1, 9, 2, 10, 3, 11);
                t158 = __builtin_shufflevector(t146, t150, 4, 12, 5, 13, 6, 14, 7, 15);
                t159 = t55 + t11;
                t160 = t87 + t11;
                t161 = t119 + t11;
                t162 = t151 + t11;
                vcc_store(&b[t19][t23], t159);
                vcc_store(&b[t20][t24], t160);
                vcc_store(&b[t21][t25], t161);
                vcc_store(&b[t22][t26], t162);
                t163 = t56 + t12;
                t164 = t88 + t12;
                t165 = t120 + t12;
                t166 = t152 + t12;
                vcc_store(&b[t3][t23], t163);
                vcc_store(&b[t3][t24], t164);
                vcc_store(&b[t3][t25], t165);
                vcc_store(&b[t3][t26], t166);
                t167 = t57 + t13;
                t168 = t89 + t13;
                t169 = t121 + t13;
                t170 = t153 + t13;
                vcc_store(&b[t4][t23], t167);
                vcc_store(&b[t4][t24], t168);
                vcc_store(&b[t4][t25], t169);
                vcc_store(&b[t4][t26], t170);
                t171 = t58 + t14;
                t172 = t90 + t14;
                t173 = t122 + t14;
                t174 = t154 + t14;
                vcc_store(&b[t5][t23], t171);
                vcc_store(&b[t5][t24], t172);
                vcc_store(&b[t5][t25], t173);
                vcc_store(&b[t5][t26], t174);
                t175 = t59 + t15;
                t176 = t91 + t15;
                t177 = t123 + t15;
                t178 = t155 + t15;
                vcc_store(&b[t6][t23], t175);
                vcc_store(&b[t6][t24], t176);
                vcc_store(&b[t6][t25], t177);
                vcc_store(&b[t6][t26], t178);
                t179 = t60 + t16;
                t180 = t92 + t16;
                t181 = t124 + t16;
                t182 = t156 + t16;
                vcc_store(&b[t7][t23], t179);
                vcc_store(&b[t7][t24], t180);
                vcc_store(&b[t7][t25], t181);
                vcc_store(&b[t7][t26], t182);
                t183 = t61 + t17;
                t184 = t93 + t17;
                t185 = t125 + t17;
                t186 = t157 + t17;
                vcc_store(&b[t8][t23], t183);
                vcc_store(&b[t8][t24], t184);
                vcc_store(&b[t8][t25], t185);
                vcc_store(&b[t8][t26], t186);
                t187 = t62 + t18;
                vcc_store(&b[t9][t23], t187);
                t188 = t94 + t18;
                vcc_store(&b[t9][t24], t188);
                t189 = t126 + t18;
                vcc_store(&b[t9][t25], t189);
                t190 = t158 + t18;
                vcc_store(&b[t9][t26], t190);
                t1 += 32L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 33; j++) {
            t191 = (long)i;
            t192 = (long)j;
            t193 = a + t192;
            b[t191][t192] = (*t193)[t191] + i;
            t194 = (long)t3;
            b[t194][t192] = (*t193)[t194] + t3;
            t195 = (long)t4;
            b[t195][t192] = (*t193)[t195] + t4;
            t196 = (long)t5;
            b[t196][t192] = (*t193)[t196] + t5;
            t197 = (long)t6;
            b[t197][t192] = (*t193)[t197] + t6;
            t198 = (long)t7;
            b[t198][t192] = (*t193)[t198] + t7;
            t199 = (long)t8;
            b[t199][t192] = (*t193)[t199] + t8;
            t200 = (long)t9;
            b[t200][t192] = (*t193)[t200] + t9;
        }
    }
    for (; i_1 < m; i_1++) {
        if (33L >= 32L) {
            t201 = 33L & -32L;
            t202 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
            t2 = 0L;
            do {
                t203 = (long)i_1;
                t204 = (long)i_1;
                t205 = (long)i_1;
                t206 = (long)i_1;
                t207 = (long)(int)((long)0 + t2);
                t208 = (long)(int)((long)0 + (t2 + 8L));
                t209 = (long)(int)((long)0 + (t2 + 16L));
                t210 = (long)(int)((long)0 + (t2 + 24L));
                t211 = vcc_gather(vcc_v8_int, &a[t207][t203], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t212 = vcc_gather(vcc_v8_int, &a[t208][t204], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t213 = vcc_gather(vcc_v8_int, &a[t209][t205], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t214 = vcc_gather(vcc_v8_int, &a[t210][t206], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t215 = t211 + t202;
                vcc_store(&b[t203][t207], t215);
                t216 = t212 + t202;
                vcc_store(&b[t204][t208], t216);
                t217 = t213 + t202;
                vcc_store(&b[t205][t209], t217);
                t218 = t214 + t202;
                vcc_store(&b[t206][t210], t218);
                t2 += 32L;
            } while (t2 < t201);
            j_1 = (int)((long)0 + t201);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 33; j_1++) {
            t219 = (long)i_1;
            t220 = (long)j_1;
            b[t219][t220] = a[t220][t219] + i_1;
        }
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    long t1;
    int i;
    long t2;
    int t3;
    int t4;
    int t5;
    int t6;
    long t7;
    long t8;
    long t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    float *t15;
    float *t16;
    float *t17;
    float *t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    int j;
    long t31;
    long t32;
    float *t33;
    for (i = 0; i < m; i++) {
        if (39L >= 32L) {
            t2 = 39L & -32L;
            t1 = 0L;
            do {
                t3 = (int)((long)1 + t1);
                t4 = (int)((long)1 + (t1 + 8L));
                t5 = (int)((long)1 + (t1 + 16L));
                t6 = (int)((long)1 + (t1 + 24L));
                t7 = (long)i;
                t8 = (long)i;
                t9 = (long)i;
                t10 = (long)i;
                t11 = (long)t3;
                t12 = (long)t4;
                t13 = (long)t5;
                t14 = (long)t6;
                t15 = &b[t7][t11];
                t16 = &b[t8][t12];
                t17 = &b[t9][t13];
                t18 = &b[t10][t14];
                t19 = vcc_gather(vcc_v8_float, &a[t11][t7], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t20 = vcc_gather(vcc_v8_float, &a[t12][t8], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t21 = vcc_gather(vcc_v8_float, &a[t13][t9], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                t22 = vcc_gather(vcc_v8_float, &a[t14][t10], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
                vcc_store(t15, t19);
                vcc_store(t16, t20);
                vcc_store(t17, t21);
                vcc_store(t18, t22);
                t23 = vcc_load(vcc_v8_float, t15);
                t24 = vcc_load(vcc_v8_float, t16);
                t25 = vcc_load(vcc_v8_float, t17);
                t26 = vcc_load(vcc_v8_float, t18);
                t27 = t23 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_scatter(&a[t3 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t27);
                t28 = t24 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_scatter(&a[t4 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t28);
                t29 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_scatter(&a[t5 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t29);
                t30 = t26 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_scatter(&a[t6 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t30);
                t1 += 32L;
            } while (t1 < t2);
            j = (int)((long)1 + t2);
        } else {
            j = 1;
        }
        for (; j < 40; j++) {
            t31 = (long)i;
            t32 = (long)j;
            t33 = &b[t31][t32];
            *t33 = a[t32][t31];
            a[j - 1][i + 1] = *t33 * 0.5f;
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
