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
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)(int)j_vec;
            long t11 = (long)(int)(j_vec + 8L);
            const float *t12 = &a[t10][t8];
            const float *t13 = &a[t11][t9];
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t12 + 0);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t12 + 72);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t12 + 144);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t12 + 216);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t12 + 288);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t12 + 360);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t12 + 432);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t12 + 504);
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
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t13 + 0);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, t13 + 72);
            vcc_v8_float t48 = vcc_load(vcc_v8_float, t13 + 144);
            vcc_v8_float t49 = vcc_load(vcc_v8_float, t13 + 216);
            vcc_v8_float t50 = vcc_load(vcc_v8_float, t13 + 288);
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t13 + 360);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t13 + 432);
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t13 + 504);
            vcc_v8_float t54 = __builtin_shufflevector(t46, t50, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t55 = __builtin_shufflevector(t46, t50, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t56 = __builtin_shufflevector(t47, t51, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t57 = __builtin_shufflevector(t47, t51, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t58 = __builtin_shufflevector(t48, t52, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t59 = __builtin_shufflevector(t48, t52, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t60 = __builtin_shufflevector(t49, t53, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t61 = __builtin_shufflevector(t49, t53, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t62 = __builtin_shufflevector(t54, t58, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t63 = __builtin_shufflevector(t54, t58, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t64 = __builtin_shufflevector(t55, t59, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t65 = __builtin_shufflevector(t55, t59, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t66 = __builtin_shufflevector(t56, t60, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t67 = __builtin_shufflevector(t56, t60, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t68 = __builtin_shufflevector(t57, t61, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t69 = __builtin_shufflevector(t57, t61, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t70 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t71 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t72 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t73 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t74 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t75 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t76 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t77 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t78 = t38 * s_v;
            vcc_v8_float t79 = t70 * s_v;
            vcc_store(&b[t8][t10], t78);
            vcc_store(&b[t9][t11], t79);
            vcc_v8_float t80 = t39 * s_v;
            vcc_v8_float t81 = t71 * s_v;
            vcc_store(&b[t1][t10], t80);
            vcc_store(&b[t1][t11], t81);
            vcc_v8_float t82 = t40 * s_v;
            vcc_v8_float t83 = t72 * s_v;
            vcc_store(&b[t2][t10], t82);
            vcc_store(&b[t2][t11], t83);
            vcc_v8_float t84 = t41 * s_v;
            vcc_v8_float t85 = t73 * s_v;
            vcc_store(&b[t3][t10], t84);
            vcc_store(&b[t3][t11], t85);
            vcc_v8_float t86 = t42 * s_v;
            vcc_v8_float t87 = t74 * s_v;
            vcc_store(&b[t4][t10], t86);
            vcc_store(&b[t4][t11], t87);
            vcc_v8_float t88 = t43 * s_v;
            vcc_v8_float t89 = t75 * s_v;
            vcc_store(&b[t5][t10], t88);
            vcc_store(&b[t5][t11], t89);
            vcc_v8_float t90 = t44 * s_v;
            vcc_v8_float t91 = t76 * s_v;
            vcc_store(&b[t6][t10], t90);
            vcc_store(&b[t6][t11], t91);
            vcc_v8_float t92 = t45 * s_v;
            vcc_store(&b[t7][t10], t92);
            vcc_v8_float t93 = t77 * s_v;
            vcc_store(&b[t7][t11], t93);
            j_vec += 16L;
        } while (j_vec < 48L);
        for (int j = 48; j < 53; j++) {
            long t94 = (long)i;
            long t95 = (long)j;
            const float (*t96)[72] = a + t95;
            b[t94][t95] = (*t96)[t94] * s;
            long t97 = (long)t1;
            b[t97][t95] = (*t96)[t97] * s;
            long t98 = (long)t2;
            b[t98][t95] = (*t96)[t98] * s;
            long t99 = (long)t3;
            b[t99][t95] = (*t96)[t99] * s;
            long t100 = (long)t4;
            b[t100][t95] = (*t96)[t100] * s;
            long t101 = (long)t5;
            b[t101][t95] = (*t96)[t101] * s;
            long t102 = (long)t6;
            b[t102][t95] = (*t96)[t102] * s;
            long t103 = (long)t7;
            b[t103][t95] = (*t96)[t103] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t104 = (long)i_1;
            long t105 = (long)i_1;
            long t106 = (long)(int)j_vec_1;
            long t107 = (long)(int)(j_vec_1 + 8L);
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[t106][t104], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t107][t105], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t108 = a_v * s_v_1;
            vcc_store(&b[t104][t106], t108);
            vcc_v8_float t109 = a_v_1 * s_v_1;
            vcc_store(&b[t105][t107], t109);
            j_vec_1 += 16L;
        } while (j_vec_1 < 48L);
        for (int j_1 = 48; j_1 < 53; j_1++) {
            long t110 = (long)i_1;
            long t111 = (long)j_1;
            b[t110][t111] = a[t111][t110] * s;
        }
    }
}

void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t8 = (long)i;
            long t9 = (long)(int)j_vec;
            const float *t10 = &a[t9][t8];
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
            vcc_store(&b[t8][t9], t43);
            vcc_v8_float t44 = t36 * s_v;
            vcc_store(&b[t1][t9], t44);
            vcc_v8_float t45 = t37 * s_v;
            vcc_store(&b[t2][t9], t45);
            vcc_v8_float t46 = t38 * s_v;
            vcc_store(&b[t3][t9], t46);
            vcc_v8_float t47 = t39 * s_v;
            vcc_store(&b[t4][t9], t47);
            vcc_v8_float t48 = t40 * s_v;
            vcc_store(&b[t5][t9], t48);
            vcc_v8_float t49 = t41 * s_v;
            vcc_store(&b[t6][t9], t49);
            vcc_v8_float t50 = t42 * s_v;
            vcc_store(&b[t7][t9], t50);
            j_vec += 8L;
        } while (j_vec < 8L);
        for (int j = 8; j < 9; j++) {
            long t51 = (long)i;
            long t52 = (long)j;
            const float (*t53)[72] = a + t52;
            b[t51][t52] = (*t53)[t51] * s;
            long t54 = (long)t1;
            b[t54][t52] = (*t53)[t54] * s;
            long t55 = (long)t2;
            b[t55][t52] = (*t53)[t55] * s;
            long t56 = (long)t3;
            b[t56][t52] = (*t53)[t56] * s;
            long t57 = (long)t4;
            b[t57][t52] = (*t53)[t57] * s;
            long t58 = (long)t5;
            b[t58][t52] = (*t53)[t58] * s;
            long t59 = (long)t6;
            b[t59][t52] = (*t53)[t59] * s;
            long t60 = (long)t7;
            b[t60][t52] = (*t53)[t60] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t61 = (long)i_1;
            long t62 = (long)(int)j_vec_1;
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[t62][t61], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t63 = a_v * s_v_1;
            vcc_store(&b[t61][t62], t63);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        for (int j_1 = 8; j_1 < 9; j_1++) {
            long t64 = (long)i_1;
            long t65 = (long)j_1;
            b[t64][t65] = a[t65][t64] * s;
        }
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
            long t9 = (long)(int)j_vec;
            const float *t10 = &a[t9][t8];
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
            vcc_store(&b[t8][t9], t43);
            vcc_v8_float t44 = t36 * s_v;
            vcc_store(&b[t1][t9], t44);
            vcc_v8_float t45 = t37 * s_v;
            vcc_store(&b[t2][t9], t45);
            vcc_v8_float t46 = t38 * s_v;
            vcc_store(&b[t3][t9], t46);
            vcc_v8_float t47 = t39 * s_v;
            vcc_store(&b[t4][t9], t47);
            vcc_v8_float t48 = t40 * s_v;
            vcc_store(&b[t5][t9], t48);
            vcc_v8_float t49 = t41 * s_v;
            vcc_store(&b[t6][t9], t49);
            vcc_v8_float t50 = t42 * s_v;
            vcc_store(&b[t7][t9], t50);
            j_vec += 8L;
        } while (j_vec < 8L);
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t51 = (long)i_1;
            long t52 = (long)(int)j_vec_1;
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[t52][t51], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t53 = a_v * s_v_1;
            vcc_store(&b[t51][t52], t53);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
    }
}

void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)(int)j_vec;
            long t11 = (long)(int)(j_vec + 8L);
            const float *t12 = &a[t10][t8];
            const float *t13 = &a[t11][t9];
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t12 + 0);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t12 + 72);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t12 + 144);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t12 + 216);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t12 + 288);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t12 + 360);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t12 + 432);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t12 + 504);
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
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t13 + 0);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, t13 + 72);
            vcc_v8_float t48 = vcc_load(vcc_v8_float, t13 + 144);
            vcc_v8_float t49 = vcc_load(vcc_v8_float, t13 + 216);
            vcc_v8_float t50 = vcc_load(vcc_v8_float, t13 + 288);
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t13 + 360);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t13 + 432);
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t13 + 504);
            vcc_v8_float t54 = __builtin_shufflevector(t46, t50, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t55 = __builtin_shufflevector(t46, t50, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t56 = __builtin_shufflevector(t47, t51, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t57 = __builtin_shufflevector(t47, t51, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t58 = __builtin_shufflevector(t48, t52, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t59 = __builtin_shufflevector(t48, t52, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t60 = __builtin_shufflevector(t49, t53, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t61 = __builtin_shufflevector(t49, t53, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t62 = __builtin_shufflevector(t54, t58, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t63 = __builtin_shufflevector(t54, t58, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t64 = __builtin_shufflevector(t55, t59, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t65 = __builtin_shufflevector(t55, t59, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t66 = __builtin_shufflevector(t56, t60, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t67 = __builtin_shufflevector(t56, t60, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t68 = __builtin_shufflevector(t57, t61, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t69 = __builtin_shufflevector(t57, t61, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t70 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t71 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t72 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t73 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t74 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t75 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t76 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t77 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t78 = t38 * s_v;
            vcc_v8_float t79 = t70 * s_v;
            vcc_store(&b[t8][t10], t78);
            vcc_store(&b[t9][t11], t79);
            vcc_v8_float t80 = t39 * s_v;
            vcc_v8_float t81 = t71 * s_v;
            vcc_store(&b[t1][t10], t80);
            vcc_store(&b[t1][t11], t81);
            vcc_v8_float t82 = t40 * s_v;
            vcc_v8_float t83 = t72 * s_v;
            vcc_store(&b[t2][t10], t82);
            vcc_store(&b[t2][t11], t83);
            vcc_v8_float t84 = t41 * s_v;
            vcc_v8_float t85 = t73 * s_v;
            vcc_store(&b[t3][t10], t84);
            vcc_store(&b[t3][t11], t85);
            vcc_v8_float t86 = t42 * s_v;
            vcc_v8_float t87 = t74 * s_v;
            vcc_store(&b[t4][t10], t86);
            vcc_store(&b[t4][t11], t87);
            vcc_v8_float t88 = t43 * s_v;
            vcc_v8_float t89 = t75 * s_v;
            vcc_store(&b[t5][t10], t88);
            vcc_store(&b[t5][t11], t89);
            vcc_v8_float t90 = t44 * s_v;
            vcc_v8_float t91 = t76 * s_v;
            vcc_store(&b[t6][t10], t90);
            vcc_store(&b[t6][t11], t91);
            vcc_v8_float t92 = t45 * s_v;
            vcc_store(&b[t7][t10], t92);
            vcc_v8_float t93 = t77 * s_v;
            vcc_store(&b[t7][t11], t93);
            j_vec += 16L;
        } while (j_vec < 16L);
        for (int j = 16; j < 17; j++) {
            long t94 = (long)i;
            long t95 = (long)j;
            const float (*t96)[72] = a + t95;
            b[t94][t95] = (*t96)[t94] * s;
            long t97 = (long)t1;
            b[t97][t95] = (*t96)[t97] * s;
            long t98 = (long)t2;
            b[t98][t95] = (*t96)[t98] * s;
            long t99 = (long)t3;
            b[t99][t95] = (*t96)[t99] * s;
            long t100 = (long)t4;
            b[t100][t95] = (*t96)[t100] * s;
            long t101 = (long)t5;
            b[t101][t95] = (*t96)[t101] * s;
            long t102 = (long)t6;
            b[t102][t95] = (*t96)[t102] * s;
            long t103 = (long)t7;
            b[t103][t95] = (*t96)[t103] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t104 = (long)i_1;
            long t105 = (long)i_1;
            long t106 = (long)(int)j_vec_1;
            long t107 = (long)(int)(j_vec_1 + 8L);
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[t106][t104], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t107][t105], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t108 = a_v * s_v_1;
            vcc_store(&b[t104][t106], t108);
            vcc_v8_float t109 = a_v_1 * s_v_1;
            vcc_store(&b[t105][t107], t109);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        for (int j_1 = 16; j_1 < 17; j_1++) {
            long t110 = (long)i_1;
            long t111 = (long)j_1;
            b[t110][t111] = a[t111][t110] * s;
        }
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
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)i;
            long t11 = (long)i;
            long t12 = (long)(int)j_vec;
            long t13 = (long)(int)(j_vec + 8L);
            long t14 = (long)(int)(j_vec + 16L);
            long t15 = (long)(int)(j_vec + 24L);
            const float *t16 = &a[t12][t8];
            const float *t17 = &a[t13][t9];
            const float *t18 = &a[t14][t10];
            const float *t19 = &a[t15][t11];
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t16 + 0);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t16 + 72);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t16 + 144);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t16 + 216);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t16 + 288);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t16 + 360);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, t16 + 432);
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t16 + 504);
            vcc_v8_float t28 = __builtin_shufflevector(t20, t24, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t29 = __builtin_shufflevector(t20, t24, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t30 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t31 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t32 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t33 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t34 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t35 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t36 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t37 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t38 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t39 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t40 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t41 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t42 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t43 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t44 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t45 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t46 = __builtin_shufflevector(t37, t41, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t47 = __builtin_shufflevector(t37, t41, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t48 = __builtin_shufflevector(t38, t42, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t49 = __builtin_shufflevector(t38, t42, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t50 = __builtin_shufflevector(t39, t43, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t51 = __builtin_shufflevector(t39, t43, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t17 + 0);
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t17 + 72);
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t17 + 144);
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t17 + 216);
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t17 + 288);
            vcc_v8_float t57 = vcc_load(vcc_v8_float, t17 + 360);
            vcc_v8_float t58 = vcc_load(vcc_v8_float, t17 + 432);
            vcc_v8_float t59 = vcc_load(vcc_v8_float, t17 + 504);
            vcc_v8_float t60 = __builtin_shufflevector(t52, t56, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t61 = __builtin_shufflevector(t52, t56, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t62 = __builtin_shufflevector(t53, t57, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t63 = __builtin_shufflevector(t53, t57, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t64 = __builtin_shufflevector(t54, t58, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t65 = __builtin_shufflevector(t54, t58, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t66 = __builtin_shufflevector(t55, t59, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t67 = __builtin_shufflevector(t55, t59, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t68 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t69 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t70 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t71 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t72 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t73 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t74 = __builtin_shufflevector(t63, t67, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t75 = __builtin_shufflevector(t63, t67, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t76 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t77 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t78 = __builtin_shufflevector(t69, t73, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t79 = __builtin_shufflevector(t69, t73, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t80 = __builtin_shufflevector(t70, t74, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t81 = __builtin_shufflevector(t70, t74, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t82 = __builtin_shufflevector(t71, t75, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t83 = __builtin_shufflevector(t71, t75, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t84 = vcc_load(vcc_v8_float, t18 + 0);
            vcc_v8_float t85 = vcc_load(vcc_v8_float, t18 + 72);
            vcc_v8_float t86 = vcc_load(vcc_v8_float, t18 + 144);
            vcc_v8_float t87 = vcc_load(vcc_v8_float, t18 + 216);
            vcc_v8_float t88 = vcc_load(vcc_v8_float, t18 + 288);
            vcc_v8_float t89 = vcc_load(vcc_v8_float, t18 + 360);
            vcc_v8_float t90 = vcc_load(vcc_v8_float, t18 + 432);
            vcc_v8_float t91 = vcc_load(vcc_v8_float, t18 + 504);
            vcc_v8_float t92 = __builtin_shufflevector(t84, t88, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t93 = __builtin_shufflevector(t84, t88, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t94 = __builtin_shufflevector(t85, t89, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t95 = __builtin_shufflevector(t85, t89, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t96 = __builtin_shufflevector(t86, t90, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t97 = __builtin_shufflevector(t86, t90, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t98 = __builtin_shufflevector(t87, t91, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t99 = __builtin_shufflevector(t87, t91, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t100 = __builtin_shufflevector(t92, t96, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t101 = __builtin_shufflevector(t92, t96, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t102 = __builtin_shufflevector(t93, t97, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t103 = __builtin_shufflevector(t93, t97, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t104 = __builtin_shufflevector(t94, t98, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t105 = __builtin_shufflevector(t94, t98, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t106 = __builtin_shufflevector(t95, t99, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t107 = __builtin_shufflevector(t95, t99, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t108 = __builtin_shufflevector(t100, t104, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t109 = __builtin_shufflevector(t100, t104, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t110 = __builtin_shufflevector(t101, t105, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t111 = __builtin_shufflevector(t101, t105, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t112 = __builtin_shufflevector(t102, t106, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t113 = __builtin_shufflevector(t102, t106, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t114 = __builtin_shufflevector(t103, t107, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t115 = __builtin_shufflevector(t103, t107, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t116 = vcc_load(vcc_v8_float, t19 + 0);
            vcc_v8_float t117 = vcc_load(vcc_v8_float, t19 + 72);
            vcc_v8_float t118 = vcc_load(vcc_v8_float, t19 + 144);
            vcc_v8_float t119 = vcc_load(vcc_v8_float, t19 + 216);
            vcc_v8_float t120 = vcc_load(vcc_v8_float, t19 + 288);
            vcc_v8_float t121 = vcc_load(vcc_v8_float, t19 + 360);
            vcc_v8_float t122 = vcc_load(vcc_v8_float, t19 + 432);
            vcc_v8_float t123 = vcc_load(vcc_v8_float, t19 + 504);
            vcc_v8_float t124 = __builtin_shufflevector(t116, t120, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t125 = __builtin_shufflevector(t116, t120, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t126 = __builtin_shufflevector(t117, t121, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t127 = __builtin_shufflevector(t117, t121, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t128 = __builtin_shufflevector(t118, t122, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t129 = __builtin_shufflevector(t118, t122, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t130 = __builtin_shufflevector(t119, t123, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t131 = __builtin_shufflevector(t119, t123, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t132 = __builtin_shufflevector(t124, t128, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t133 = __builtin_shufflevector(t124, t128, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t134 = __builtin_shufflevector(t125, t129, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t135 = __builtin_shufflevector(t125, t129, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t136 = __builtin_shufflevector(t126, t130, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t137 = __builtin_shufflevector(t126, t130, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t138 = __builtin_shufflevector(t127, t131, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t139 = __builtin_shufflevector(t127, t131, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t140 = __builtin_shufflevector(t132, t136, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t141 = __builtin_shufflevector(t132, t136, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t142 = __builtin_shufflevector(t133, t137, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t143 = __builtin_shufflevector(t133, t137, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t144 = __builtin_shufflevector(t134, t138, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t145 = __builtin_shufflevector(t134, t138, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t146 = __builtin_shufflevector(t135, t139, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t147 = __builtin_shufflevector(t135, t139, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t148 = t44 * s_v;
            vcc_v8_float t149 = t76 * s_v;
            vcc_v8_float t150 = t108 * s_v;
            vcc_v8_float t151 = t140 * s_v;
            vcc_store(&b[t8][t12], t148);
            vcc_store(&b[t9][t13], t149);
            vcc_store(&b[t10][t14], t150);
            vcc_store(&b[t11][t15], t151);
            vcc_v8_float t152 = t45 * s_v;
            vcc_v8_float t153 = t77 * s_v;
            vcc_v8_float t154 = t109 * s_v;
            vcc_v8_float t155 = t141 * s_v;
            vcc_store(&b[t1][t12], t152);
            vcc_store(&b[t1][t13], t153);
            vcc_store(&b[t1][t14], t154);
            vcc_store(&b[t1][t15], t155);
            vcc_v8_float t156 = t46 * s_v;
            vcc_v8_float t157 = t78 * s_v;
            vcc_v8_float t158 = t110 * s_v;
            vcc_v8_float t159 = t142 * s_v;
            vcc_store(&b[t2][t12], t156);
            vcc_store(&b[t2][t13], t157);
            vcc_store(&b[t2][t14], t158);
            vcc_store(&b[t2][t15], t159);
            vcc_v8_float t160 = t47 * s_v;
            vcc_v8_float t161 = t79 * s_v;
            vcc_v8_float t162 = t111 * s_v;
            vcc_v8_float t163 = t143 * s_v;
            vcc_store(&b[t3][t12], t160);
            vcc_store(&b[t3][t13], t161);
            vcc_store(&b[t3][t14], t162);
            vcc_store(&b[t3][t15], t163);
            vcc_v8_float t164 = t48 * s_v;
            vcc_v8_float t165 = t80 * s_v;
            vcc_v8_float t166 = t112 * s_v;
            vcc_v8_float t167 = t144 * s_v;
            vcc_store(&b[t4][t12], t164);
            vcc_store(&b[t4][t13], t165);
            vcc_store(&b[t4][t14], t166);
            vcc_store(&b[t4][t15], t167);
            vcc_v8_float t168 = t49 * s_v;
            vcc_v8_float t169 = t81 * s_v;
            vcc_v8_float t170 = t113 * s_v;
            vcc_v8_float t171 = t145 * s_v;
            vcc_store(&b[t5][t12], t168);
            vcc_store(&b[t5][t13], t169);
            vcc_store(&b[t5][t14], t170);
            vcc_store(&b[t5][t15], t171);
            vcc_v8_float t172 = t50 * s_v;
            vcc_v8_float t173 = t82 * s_v;
            vcc_v8_float t174 = t114 * s_v;
            vcc_v8_float t175 = t146 * s_v;
            vcc_store(&b[t6][t12], t172);
            vcc_store(&b[t6][t13], t173);
            vcc_store(&b[t6][t14], t174);
            vcc_store(&b[t6][t15], t175);
            vcc_v8_float t176 = t51 * s_v;
            vcc_store(&b[t7][t12], t176);
            vcc_v8_float t177 = t83 * s_v;
            vcc_store(&b[t7][t13], t177);
            vcc_v8_float t178 = t115 * s_v;
            vcc_store(&b[t7][t14], t178);
            vcc_v8_float t179 = t147 * s_v;
            vcc_store(&b[t7][t15], t179);
            j_vec += 32L;
        } while (j_vec < 64L);
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t180 = (long)i_1;
            long t181 = (long)i_1;
            long t182 = (long)i_1;
            long t183 = (long)i_1;
            long t184 = (long)(int)j_vec_1;
            long t185 = (long)(int)(j_vec_1 + 8L);
            long t186 = (long)(int)(j_vec_1 + 16L);
            long t187 = (long)(int)(j_vec_1 + 24L);
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[t184][t180], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t185][t181], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_2 = vcc_gather(vcc_v8_float, &a[t186][t182], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_3 = vcc_gather(vcc_v8_float, &a[t187][t183], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float t188 = a_v * s_v_1;
            vcc_store(&b[t180][t184], t188);
            vcc_v8_float t189 = a_v_1 * s_v_1;
            vcc_store(&b[t181][t185], t189);
            vcc_v8_float t190 = a_v_2 * s_v_1;
            vcc_store(&b[t182][t186], t190);
            vcc_v8_float t191 = a_v_3 * s_v_1;
            vcc_store(&b[t183][t187], t191);
            j_vec_1 += 32L;
        } while (j_vec_1 < 64L);
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    int t3;
    int i_1;
    int i = 0;
    for (;; i = t3 + 1) {
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
        t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        long j_vec = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)i;
            long t5 = (long)i;
            long t6 = (long)i;
            long t7 = (long)i;
            long t8 = (long)(int)j_vec;
            long t9 = (long)(int)(j_vec + 4L);
            long t10 = (long)(int)(j_vec + 8L);
            long t11 = (long)(int)(j_vec + 12L);
            const double *t12 = &a[t8][t4];
            const double *t13 = &a[t9][t5];
            const double *t14 = &a[t10][t6];
            const double *t15 = &a[t11][t7];
            vcc_v4_double t16 = vcc_load(vcc_v4_double, t12 + 0);
            vcc_v4_double t17 = vcc_load(vcc_v4_double, t12 + 72);
            vcc_v4_double t18 = vcc_load(vcc_v4_double, t12 + 144);
            vcc_v4_double t19 = vcc_load(vcc_v4_double, t12 + 216);
            vcc_v4_double t20 = __builtin_shufflevector(t16, t18, 0, 4, 1, 5);
            vcc_v4_double t21 = __builtin_shufflevector(t16, t18, 2, 6, 3, 7);
            vcc_v4_double t22 = __builtin_shufflevector(t17, t19, 0, 4, 1, 5);
            vcc_v4_double t23 = __builtin_shufflevector(t17, t19, 2, 6, 3, 7);
            vcc_v4_double t24 = __builtin_shufflevector(t20, t22, 0, 4, 1, 5);
            vcc_v4_double t25 = __builtin_shufflevector(t20, t22, 2, 6, 3, 7);
            vcc_v4_double t26 = __builtin_shufflevector(t21, t23, 0, 4, 1, 5);
            vcc_v4_double t27 = __builtin_shufflevector(t21, t23, 2, 6, 3, 7);
            vcc_v4_double t28 = vcc_load(vcc_v4_double, t13 + 0);
            vcc_v4_double t29 = vcc_load(vcc_v4_double, t13 + 72);
            vcc_v4_double t30 = vcc_load(vcc_v4_double, t13 + 144);
            vcc_v4_double t31 = vcc_load(vcc_v4_double, t13 + 216);
            vcc_v4_double t32 = __builtin_shufflevector(t28, t30, 0, 4, 1, 5);
            vcc_v4_double t33 = __builtin_shufflevector(t28, t30, 2, 6, 3, 7);
            vcc_v4_double t34 = __builtin_shufflevector(t29, t31, 0, 4, 1, 5);
            vcc_v4_double t35 = __builtin_shufflevector(t29, t31, 2, 6, 3, 7);
            vcc_v4_double t36 = __builtin_shufflevector(t32, t34, 0, 4, 1, 5);
            vcc_v4_double t37 = __builtin_shufflevector(t32, t34, 2, 6, 3, 7);
            vcc_v4_double t38 = __builtin_shufflevector(t33, t35, 0, 4, 1, 5);
            vcc_v4_double t39 = __builtin_shufflevector(t33, t35, 2, 6, 3, 7);
            vcc_v4_double t40 = vcc_load(vcc_v4_double, t14 + 0);
            vcc_v4_double t41 = vcc_load(vcc_v4_double, t14 + 72);
            vcc_v4_double t42 = vcc_load(vcc_v4_double, t14 + 144);
            vcc_v4_double t43 = vcc_load(vcc_v4_double, t14 + 216);
            vcc_v4_double t44 = __builtin_shufflevector(t40, t42, 0, 4, 1, 5);
            vcc_v4_double t45 = __builtin_shufflevector(t40, t42, 2, 6, 3, 7);
            vcc_v4_double t46 = __builtin_shufflevector(t41, t43, 0, 4, 1, 5);
            vcc_v4_double t47 = __builtin_shufflevector(t41, t43, 2, 6, 3, 7);
            vcc_v4_double t48 = __builtin_shufflevector(t44, t46, 0, 4, 1, 5);
            vcc_v4_double t49 = __builtin_shufflevector(t44, t46, 2, 6, 3, 7);
            vcc_v4_double t50 = __builtin_shufflevector(t45, t47, 0, 4, 1, 5);
            vcc_v4_double t51 = __builtin_shufflevector(t45, t47, 2, 6, 3, 7);
            vcc_v4_double t52 = vcc_load(vcc_v4_double, t15 + 0);
            vcc_v4_double t53 = vcc_load(vcc_v4_double, t15 + 72);
            vcc_v4_double t54 = vcc_load(vcc_v4_double, t15 + 144);
            vcc_v4_double t55 = vcc_load(vcc_v4_double, t15 + 216);
            vcc_v4_double t56 = __builtin_shufflevector(t52, t54, 0, 4, 1, 5);
            vcc_v4_double t57 = __builtin_shufflevector(t52, t54, 2, 6, 3, 7);
            vcc_v4_double t58 = __builtin_shufflevector(t53, t55, 0, 4, 1, 5);
            vcc_v4_double t59 = __builtin_shufflevector(t53, t55, 2, 6, 3, 7);
            vcc_v4_double t60 = __builtin_shufflevector(t56, t58, 0, 4, 1, 5);
            vcc_v4_double t61 = __builtin_shufflevector(t56, t58, 2, 6, 3, 7);
            vcc_v4_double t62 = __builtin_shufflevector(t57, t59, 0, 4, 1, 5);
            vcc_v4_double t63 = __builtin_shufflevector(t57, t59, 2, 6, 3, 7);
            vcc_store(&b[t4][t8], t24);
            vcc_store(&b[t5][t9], t36);
            vcc_store(&b[t6][t10], t48);
            vcc_store(&b[t7][t11], t60);
            vcc_store(&b[t1][t8], t25);
            vcc_store(&b[t1][t9], t37);
            vcc_store(&b[t1][t10], t49);
            vcc_store(&b[t1][t11], t61);
            vcc_store(&b[t2][t8], t26);
            vcc_store(&b[t2][t9], t38);
            vcc_store(&b[t2][t10], t50);
            vcc_store(&b[t2][t11], t62);
            vcc_store(&b[t3][t8], t27);
            vcc_store(&b[t3][t9], t39);
            vcc_store(&b[t3][t10], t51);
            vcc_store(&b[t3][t11], t63);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        do {
            long t64 = (long)i;
            long t65 = (long)(int)(32L + j_vec_1);
            const double *t66 = &a[t65][t64];
            vcc_v4_double t67 = vcc_load(vcc_v4_double, t66 + 0);
            vcc_v4_double t68 = vcc_load(vcc_v4_double, t66 + 72);
            vcc_v4_double t69 = vcc_load(vcc_v4_double, t66 + 144);
            vcc_v4_double t70 = vcc_load(vcc_v4_double, t66 + 216);
            vcc_v4_double t71 = __builtin_shufflevector(t67, t69, 0, 4, 1, 5);
            vcc_v4_double t72 = __builtin_shufflevector(t67, t69, 2, 6, 3, 7);
            vcc_v4_double t73 = __builtin_shufflevector(t68, t70, 0, 4, 1, 5);
            vcc_v4_double t74 = __builtin_shufflevector(t68, t70, 2, 6, 3, 7);
            vcc_v4_double t75 = __builtin_shufflevector(t71, t73, 0, 4, 1, 5);
            vcc_v4_double t76 = __builtin_shufflevector(t71, t73, 2, 6, 3, 7);
            vcc_v4_double t77 = __builtin_shufflevector(t72, t74, 0, 4, 1, 5);
            vcc_v4_double t78 = __builtin_shufflevector(t72, t74, 2, 6, 3, 7);
            vcc_store(&b[t64][t65], t75);
            vcc_store(&b[t1][t65], t76);
            vcc_store(&b[t2][t65], t77);
            vcc_store(&b[t3][t65], t78);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        for (int j = 36; j < 37; j++) {
            long t79 = (long)i;
            long t80 = (long)j;
            const double (*t81)[72] = a + t80;
            b[t79][t80] = (*t81)[t79];
            long t82 = (long)t1;
            b[t82][t80] = (*t81)[t82];
            long t83 = (long)t2;
            b[t83][t80] = (*t81)[t83];
            long t84 = (long)t3;
            b[t84][t80] = (*t81)[t84];
        }
    }
    for (; i_1 < m; i_1++) {
        long j_vec_2 = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t85 = (long)i_1;
            long t86 = (long)i_1;
            long t87 = (long)i_1;
            long t88 = (long)i_1;
            long t89 = (long)(int)j_vec_2;
            long t90 = (long)(int)(j_vec_2 + 4L);
            long t91 = (long)(int)(j_vec_2 + 8L);
            long t92 = (long)(int)(j_vec_2 + 12L);
            vcc_v4_double a_v = vcc_gather(vcc_v4_double, &a[t89][t85], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double a_v_1 = vcc_gather(vcc_v4_double, &a[t90][t86], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double a_v_2 = vcc_gather(vcc_v4_double, &a[t91][t87], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_v4_double a_v_3 = vcc_gather(vcc_v4_double, &a[t92][t88], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_store(&b[t85][t89], a_v);
            vcc_store(&b[t86][t90], a_v_1);
            vcc_store(&b[t87][t91], a_v_2);
            vcc_store(&b[t88][t92], a_v_3);
            j_vec_2 += 16L;
        } while (j_vec_2 < 32L);
        long j_vec_3 = 0L;
        do {
            long t93 = (long)i_1;
            long t94 = (long)(int)(32L + j_vec_3);
            vcc_v4_double a_v_4 = vcc_gather(vcc_v4_double, &a[t94][t93], ((vcc_v4_int){0, 72, 144, 216}));
            vcc_store(&b[t93][t94], a_v_4);
            j_vec_3 += 4L;
        } while (j_vec_3 < 4L);
        for (int j_1 = 36; j_1 < 37; j_1++) {
            long t95 = (long)i_1;
            long t96 = (long)j_1;
            b[t95][t96] = a[t96][t95];
        }
    }
}

void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
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
            long t15 = (long)i;
            long t16 = (long)i;
            long t17 = (long)i;
            long t18 = (long)i;
            long t19 = (long)(int)j_vec;
            long t20 = (long)(int)(j_vec + 8L);
            long t21 = (long)(int)(j_vec + 16L);
            long t22 = (long)(int)(j_vec + 24L);
            const int *t23 = &a[t19][t15];
            const int *t24 = &a[t20][t16];
            const int *t25 = &a[t21][t17];
            const int *t26 = &a[t22][t18];
            vcc_v8_int t27 = vcc_load(vcc_v8_int, t23 + 0);
            vcc_v8_int t28 = vcc_load(vcc_v8_int, t23 + 72);
            vcc_v8_int t29 = vcc_load(vcc_v8_int, t23 + 144);
            vcc_v8_int t30 = vcc_load(vcc_v8_int, t23 + 216);
            vcc_v8_int t31 = vcc_load(vcc_v8_int, t23 + 288);
            vcc_v8_int t32 = vcc_load(vcc_v8_int, t23 + 360);
            vcc_v8_int t33 = vcc_load(vcc_v8_int, t23 + 432);
            vcc_v8_int t34 = vcc_load(vcc_v8_int, t23 + 504);
            vcc_v8_int t35 = __builtin_shufflevector(t27, t31, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t36 = __builtin_shufflevector(t27, t31, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t37 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t38 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t39 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t40 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t41 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t42 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t43 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t44 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t45 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t46 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t47 = __builtin_shufflevector(t37, t41, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t48 = __builtin_shufflevector(t37, t41, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t49 = __builtin_shufflevector(t38, t42, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t50 = __builtin_shufflevector(t38, t42, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t51 = __builtin_shufflevector(t43, t47, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t52 = __builtin_shufflevector(t43, t47, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t53 = __builtin_shufflevector(t44, t48, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t54 = __builtin_shufflevector(t44, t48, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t55 = __builtin_shufflevector(t45, t49, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t56 = __builtin_shufflevector(t45, t49, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t57 = __builtin_shufflevector(t46, t50, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t58 = __builtin_shufflevector(t46, t50, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t59 = vcc_load(vcc_v8_int, t24 + 0);
            vcc_v8_int t60 = vcc_load(vcc_v8_int, t24 + 72);
            vcc_v8_int t61 = vcc_load(vcc_v8_int, t24 + 144);
            vcc_v8_int t62 = vcc_load(vcc_v8_int, t24 + 216);
            vcc_v8_int t63 = vcc_load(vcc_v8_int, t24 + 288);
            vcc_v8_int t64 = vcc_load(vcc_v8_int, t24 + 360);
            vcc_v8_int t65 = vcc_load(vcc_v8_int, t24 + 432);
            vcc_v8_int t66 = vcc_load(vcc_v8_int, t24 + 504);
            vcc_v8_int t67 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t68 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t69 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t70 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t71 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t72 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t73 = __builtin_shufflevector(t62, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t74 = __builtin_shufflevector(t62, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t75 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t76 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t77 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t78 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t79 = __builtin_shufflevector(t69, t73, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t80 = __builtin_shufflevector(t69, t73, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t81 = __builtin_shufflevector(t70, t74, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t82 = __builtin_shufflevector(t70, t74, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t83 = __builtin_shufflevector(t75, t79, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t84 = __builtin_shufflevector(t75, t79, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t85 = __builtin_shufflevector(t76, t80, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t86 = __builtin_shufflevector(t76, t80, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t87 = __builtin_shufflevector(t77, t81, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t88 = __builtin_shufflevector(t77, t81, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t89 = __builtin_shufflevector(t78, t82, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t90 = __builtin_shufflevector(t78, t82, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t91 = vcc_load(vcc_v8_int, t25 + 0);
            vcc_v8_int t92 = vcc_load(vcc_v8_int, t25 + 72);
            vcc_v8_int t93 = vcc_load(vcc_v8_int, t25 + 144);
            vcc_v8_int t94 = vcc_load(vcc_v8_int, t25 + 216);
            vcc_v8_int t95 = vcc_load(vcc_v8_int, t25 + 288);
            vcc_v8_int t96 = vcc_load(vcc_v8_int, t25 + 360);
            vcc_v8_int t97 = vcc_load(vcc_v8_int, t25 + 432);
            vcc_v8_int t98 = vcc_load(vcc_v8_int, t25 + 504);
            vcc_v8_int t99 = __builtin_shufflevector(t91, t95, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t100 = __builtin_shufflevector(t91, t95, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t101 = __builtin_shufflevector(t92, t96, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t102 = __builtin_shufflevector(t92, t96, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t103 = __builtin_shufflevector(t93, t97, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t104 = __builtin_shufflevector(t93, t97, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t105 = __builtin_shufflevector(t94, t98, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t106 = __builtin_shufflevector(t94, t98, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t107 = __builtin_shufflevector(t99, t103, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t108 = __builtin_shufflevector(t99, t103, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t109 = __builtin_shufflevector(t100, t104, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t110 = __builtin_shufflevector(t100, t104, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t111 = __builtin_shufflevector(t101, t105, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t112 = __builtin_shufflevector(t101, t105, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t113 = __builtin_shufflevector(t102, t106, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t114 = __builtin_shufflevector(t102, t106, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t115 = __builtin_shufflevector(t107, t111, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t116 = __builtin_shufflevector(t107, t111, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t117 = __builtin_shufflevector(t108, t112, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t118 = __builtin_shufflevector(t108, t112, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t119 = __builtin_shufflevector(t109, t113, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t120 = __builtin_shufflevector(t109, t113, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t121 = __builtin_shufflevector(t110, t114, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t122 = __builtin_shufflevector(t110, t114, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t123 = vcc_load(vcc_v8_int, t26 + 0);
            vcc_v8_int t124 = vcc_load(vcc_v8_int, t26 + 72);
            vcc_v8_int t125 = vcc_load(vcc_v8_int, t26 + 144);
            vcc_v8_int t126 = vcc_load(vcc_v8_int, t26 + 216);
            vcc_v8_int t127 = vcc_load(vcc_v8_int, t26 + 288);
            vcc_v8_int t128 = vcc_load(vcc_v8_int, t26 + 360);
            vcc_v8_int t129 = vcc_load(vcc_v8_int, t26 + 432);
            vcc_v8_int t130 = vcc_load(vcc_v8_int, t26 + 504);
            vcc_v8_int t131 = __builtin_shufflevector(t123, t127, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t132 = __builtin_shufflevector(t123, t127, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t133 = __builtin_shufflevector(t124, t128, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t134 = __builtin_shufflevector(t124, t128, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t135 = __builtin_shufflevector(t125, t129, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t136 = __builtin_shufflevector(t125, t129, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t137 = __builtin_shufflevector(t126, t130, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t138 = __builtin_shufflevector(t126, t130, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t139 = __builtin_shufflevector(t131, t135, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t140 = __builtin_shufflevector(t131, t135, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t141 = __builtin_shufflevector(t132, t136, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t142 = __builtin_shufflevector(t132, t136, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t143 = __builtin_shufflevector(t133, t137, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t144 = __builtin_shufflevector(t133, t137, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t145 = __builtin_shufflevector(t134, t138, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t146 = __builtin_shufflevector(t134, t138, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t147 = __builtin_shufflevector(t139, t143, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t148 = __builtin_shufflevector(t139, t143, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t149 = __builtin_shufflevector(t140, t144, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t150 = __builtin_shufflevector(t140, t144, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t151 = __builtin_shufflevector(t141, t145, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t152 = __builtin_shufflevector(t141, t145, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t153 = __builtin_shufflevector(t142, t146, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_int t154 = __builtin_shufflevector(t142, t146, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_int t155 = t51 + i_v;
            vcc_v8_int t156 = t83 + i_v;
            vcc_v8_int t157 = t115 + i_v;
            vcc_v8_int t158 = t147 + i_v;
            vcc_store(&b[t15][t19], t155);
            vcc_store(&b[t16][t20], t156);
            vcc_store(&b[t17][t21], t157);
            vcc_store(&b[t18][t22], t158);
            vcc_v8_int t159 = t52 + t8;
            vcc_v8_int t160 = t84 + t8;
            vcc_v8_int t161 = t116 + t8;
            vcc_v8_int t162 = t148 + t8;
            vcc_store(&b[t1][t19], t159);
            vcc_store(&b[t1][t20], t160);
            vcc_store(&b[t1][t21], t161);
            vcc_store(&b[t1][t22], t162);
            vcc_v8_int t163 = t53 + t9;
            vcc_v8_int t164 = t85 + t9;
            vcc_v8_int t165 = t117 + t9;
            vcc_v8_int t166 = t149 + t9;
            vcc_store(&b[t2][t19], t163);
            vcc_store(&b[t2][t20], t164);
            vcc_store(&b[t2][t21], t165);
            vcc_store(&b[t2][t22], t166);
            vcc_v8_int t167 = t54 + t10;
            vcc_v8_int t168 = t86 + t10;
            vcc_v8_int t169 = t118 + t10;
            vcc_v8_int t170 = t150 + t10;
            vcc_store(&b[t3][t19], t167);
            vcc_store(&b[t3][t20], t168);
            vcc_store(&b[t3][t21], t169);
            vcc_store(&b[t3][t22], t170);
            vcc_v8_int t171 = t55 + t11;
            vcc_v8_int t172 = t87 + t11;
            vcc_v8_int t173 = t119 + t11;
            vcc_v8_int t174 = t151 + t11;
            vcc_store(&b[t4][t19], t171);
            vcc_store(&b[t4][t20], t172);
            vcc_store(&b[t4][t21], t173);
            vcc_store(&b[t4][t22], t174);
            vcc_v8_int t175 = t56 + t12;
            vcc_v8_int t176 = t88 + t12;
            vcc_v8_int t177 = t120 + t12;
            vcc_v8_int t178 = t152 + t12;
            vcc_store(&b[t5][t19], t175);
            vcc_store(&b[t5][t20], t176);
            vcc_store(&b[t5][t21], t177);
            vcc_store(&b[t5][t22], t178);
            vcc_v8_int t179 = t57 + t13;
            vcc_v8_int t180 = t89 + t13;
            vcc_v8_int t181 = t121 + t13;
            vcc_v8_int t182 = t153 + t13;
            vcc_store(&b[t6][t19], t179);
            vcc_store(&b[t6][t20], t180);
            vcc_store(&b[t6][t21], t181);
            vcc_store(&b[t6][t22], t182);
            vcc_v8_int t183 = t58 + t14;
            vcc_store(&b[t7][t19], t183);
            vcc_v8_int t184 = t90 + t14;
            vcc_store(&b[t7][t20], t184);
            vcc_v8_int t185 = t122 + t14;
            vcc_store(&b[t7][t21], t185);
            vcc_v8_int t186 = t154 + t14;
            vcc_store(&b[t7][t22], t186);
            j_vec += 32L;
        } while (j_vec < 32L);
        for (int j = 32; j < 33; j++) {
            long t187 = (long)i;
            long t188 = (long)j;
            const int (*t189)[72] = a + t188;
            b[t187][t188] = (*t189)[t187] + i;
            long t190 = (long)t1;
            b[t190][t188] = (*t189)[t190] + t1;
            long t191 = (long)t2;
            b[t191][t188] = (*t189)[t191] + t2;
            long t192 = (long)t3;
            b[t192][t188] = (*t189)[t192] + t3;
            long t193 = (long)t4;
            b[t193][t188] = (*t189)[t193] + t4;
            long t194 = (long)t5;
            b[t194][t188] = (*t189)[t194] + t5;
            long t195 = (long)t6;
            b[t195][t188] = (*t189)[t195] + t6;
            long t196 = (long)t7;
            b[t196][t188] = (*t189)[t196] + t7;
        }
    }
    for (; i_1 < m; i_1++) {
        vcc_v8_int i_v_1 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t197 = (long)i_1;
            long t198 = (long)i_1;
            long t199 = (long)i_1;
            long t200 = (long)i_1;
            long t201 = (long)(int)j_vec_1;
            long t202 = (long)(int)(j_vec_1 + 8L);
            long t203 = (long)(int)(j_vec_1 + 16L);
            long t204 = (long)(int)(j_vec_1 + 24L);
            vcc_v8_int a_v = vcc_gather(vcc_v8_int, &a[t201][t197], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int a_v_1 = vcc_gather(vcc_v8_int, &a[t202][t198], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int a_v_2 = vcc_gather(vcc_v8_int, &a[t203][t199], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int a_v_3 = vcc_gather(vcc_v8_int, &a[t204][t200], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_int t205 = a_v + i_v_1;
            vcc_store(&b[t197][t201], t205);
            vcc_v8_int t206 = a_v_1 + i_v_1;
            vcc_store(&b[t198][t202], t206);
            vcc_v8_int t207 = a_v_2 + i_v_1;
            vcc_store(&b[t199][t203], t207);
            vcc_v8_int t208 = a_v_3 + i_v_1;
            vcc_store(&b[t200][t204], t208);
            j_vec_1 += 32L;
        } while (j_vec_1 < 32L);
        for (int j_1 = 32; j_1 < 33; j_1++) {
            long t209 = (long)i_1;
            long t210 = (long)j_1;
            b[t209][t210] = a[t210][t209] + i_1;
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
        long j_vec = 0L;
        /* vcc: loop at transpose.c:72 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            int t1 = (int)(1L + j_vec);
            int t2 = (int)(1L + (j_vec + 8L));
            int t3 = (int)(1L + (j_vec + 16L));
            int t4 = (int)(1L + (j_vec + 24L));
            long t5 = (long)i;
            long t6 = (long)i;
            long t7 = (long)i;
            long t8 = (long)i;
            long t9 = (long)t1;
            long t10 = (long)t2;
            long t11 = (long)t3;
            long t12 = (long)t4;
            float *t13 = &b[t5][t9];
            float *t14 = &b[t6][t10];
            float *t15 = &b[t7][t11];
            float *t16 = &b[t8][t12];
            vcc_v8_float a_v = vcc_gather(vcc_v8_float, &a[t9][t5], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_1 = vcc_gather(vcc_v8_float, &a[t10][t6], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_2 = vcc_gather(vcc_v8_float, &a[t11][t7], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_v8_float a_v_3 = vcc_gather(vcc_v8_float, &a[t12][t8], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}));
            vcc_store(t13, a_v);
            vcc_store(t14, a_v_1);
            vcc_store(t15, a_v_2);
            vcc_store(t16, a_v_3);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, t13);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t17 = b_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t1 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t17);
            vcc_v8_float t18 = b_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t2 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t18);
            vcc_v8_float t19 = b_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t3 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t19);
            vcc_v8_float t20 = b_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_scatter(&a[t4 - 1][i + 1], ((vcc_v8_int){0, 72, 144, 216, 288, 360, 432, 504}), t20);
            j_vec += 32L;
        } while (j_vec < 32L);
        for (int j = 33; j < 40; j++) {
            long t21 = (long)i;
            long t22 = (long)j;
            float *t23 = &b[t21][t22];
            *t23 = a[t22][t21];
            a[j - 1][i + 1] = *t23 * 0.5f;
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
