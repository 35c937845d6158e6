/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
__attribute__((target("avx2"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t47;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const float *t7 = a + t6;
            __m256 t8 = _mm256_loadu_ps(t7);
            __m256 t9 = _mm256_loadu_ps(t7 + 8);
            const float *t10 = b + t6;
            __m256 t11 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_loadu_ps(t10 + 8);
            float *t13 = c + (t5 + 1);
            __m256 t14 = _mm256_moveldup_ps(t11);
            __m256 t15 = _mm256_movehdup_ps(t11);
            __m256 t16 = _mm256_permute_ps(t8, 0xb1);
            __m256 t17 = _mm256_mul_ps(t8, t14);
            __m256 t18 = _mm256_mul_ps(t16, t15);
            __m256 t19 = _mm256_addsub_ps(t17, t18);
            _mm256_storeu_ps(t13 + -1, t19);
            __m256 t20 = _mm256_moveldup_ps(t12);
            __m256 t21 = _mm256_movehdup_ps(t12);
            __m256 t22 = _mm256_permute_ps(t9, 0xb1);
            __m256 t23 = _mm256_mul_ps(t9, t20);
            __m256 t24 = _mm256_mul_ps(t22, t21);
            __m256 t25 = _mm256_addsub_ps(t23, t24);
            _mm256_storeu_ps(t13 + 7, t25);
            int t26 = 2 * (int)(t1 + 8L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            __m256 t29 = _mm256_loadu_ps(t28);
            __m256 t30 = _mm256_loadu_ps(t28 + 8);
            const float *t31 = b + t27;
            __m256 t32 = _mm256_loadu_ps(t31);
            __m256 t33 = _mm256_loadu_ps(t31 + 8);
            float *t34 = c + (t26 + 1);
            __m256 t35 = _mm256_moveldup_ps(t32);
            __m256 t36 = _mm256_movehdup_ps(t32);
            __m256 t37 = _mm256_permute_ps(t29, 0xb1);
            __m256 t38 = _mm256_mul_ps(t29, t35);
            __m256 t39 = _mm256_mul_ps(t37, t36);
            __m256 t40 = _mm256_addsub_ps(t38, t39);
            _mm256_storeu_ps(t34 + -1, t40);
            __m256 t41 = _mm256_moveldup_ps(t33);
            __m256 t42 = _mm256_movehdup_ps(t33);
            __m256 t43 = _mm256_permute_ps(t30, 0xb1);
            __m256 t44 = _mm256_mul_ps(t30, t41);
            __m256 t45 = _mm256_mul_ps(t43, t42);
            __m256 t46 = _mm256_addsub_ps(t44, t45);
            _mm256_storeu_ps(t34 + 7, t46);
            t1 += 16L;
        } while (t1 < t4);
        t47 = (int)t4;
    } else {
        t47 = 0;
    }
    long t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        long t49 = t48 & -8L;
        long t2 = 0L;
        do {
            int t50 = 2 * (int)((long)t47 + t2);
            long t51 = (long)t50;
            const float *t52 = a + t51;
            __m256 t53 = _mm256_loadu_ps(t52);
            __m256 t54 = _mm256_loadu_ps(t52 + 8);
            const float *t55 = b + t51;
            __m256 t56 = _mm256_loadu_ps(t55);
            __m256 t57 = _mm256_loadu_ps(t55 + 8);
            float *t58 = c + (t50 + 1);
            __m256 t59 = _mm256_moveldup_ps(t56);
            __m256 t60 = _mm256_movehdup_ps(t56);
            __m256 t61 = _mm256_permute_ps(t53, 0xb1);
            __m256 t62 = _mm256_mul_ps(t53, t59);
            __m256 t63 = _mm256_mul_ps(t61, t60);
            __m256 t64 = _mm256_addsub_ps(t62, t63);
            _mm256_storeu_ps(t58 + -1, t64);
            __m256 t65 = _mm256_moveldup_ps(t57);
            __m256 t66 = _mm256_movehdup_ps(t57);
            __m256 t67 = _mm256_permute_ps(t54, 0xb1);
            __m256 t68 = _mm256_mul_ps(t54, t65);
            __m256 t69 = _mm256_mul_ps(t67, t66);
            __m256 t70 = _mm256_addsub_ps(t68, t69);
            _mm256_storeu_ps(t58 + 7, t70);
            t2 += 8L;
        } while (t2 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        int t71 = 2 * i;
        long t72 = (long)t71;
        float ar = a[t72];
        long t73 = (long)(t71 + 1);
        float ai = a[t73];
        float br = b[t72];
        float bi = b[t73];
        c[t72] = ar * br - ai * bi;
        c[t73] = ar * bi + ai * br;
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
__attribute__((target("avx2"))) void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t89;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const double *t7 = a + t6;
            __m256d t8 = _mm256_loadu_pd(t7);
            __m256d t9 = _mm256_loadu_pd(t7 + 4);
            const double *t10 = b + t6;
            __m256d t11 = _mm256_loadu_pd(t10);
            __m256d t12 = _mm256_loadu_pd(t10 + 4);
            double *t13 = c + (t5 + 1);
            __m256d t14 = _mm256_movedup_pd(t11);
            __m256d t15 = _mm256_permute_pd(t11, 0xf);
            __m256d t16 = _mm256_permute_pd(t8, 0x5);
            __m256d t17 = _mm256_mul_pd(t8, t14);
            __m256d t18 = _mm256_mul_pd(t16, t15);
            __m256d t19 = _mm256_addsub_pd(t17, t18);
            _mm256_storeu_pd(t13 + -1, t19);
            __m256d t20 = _mm256_movedup_pd(t12);
            __m256d t21 = _mm256_permute_pd(t12, 0xf);
            __m256d t22 = _mm256_permute_pd(t9, 0x5);
            __m256d t23 = _mm256_mul_pd(t9, t20);
            __m256d t24 = _mm256_mul_pd(t22, t21);
            __m256d t25 = _mm256_addsub_pd(t23, t24);
            _mm256_storeu_pd(t13 + 3, t25);
            int t26 = 2 * (int)(t1 + 4L);
            long t27 = (long)t26;
            const double *t28 = a + t27;
            __m256d t29 = _mm256_loadu_pd(t28);
            __m256d t30 = _mm256_loadu_pd(t28 + 4);
            const double *t31 = b + t27;
            __m256d t32 = _mm256_loadu_pd(t31);
            __m256d t33 = _mm256_loadu_pd(t31 + 4);
            double *t34 = c + (t26 + 1);
            __m256d t35 = _mm256_movedup_pd(t32);
            __m256d t36 = _mm256_permute_pd(t32, 0xf);
            __m256d t37 = _mm256_permute_pd(t29, 0x5);
            __m256d t38 = _mm256_mul_pd(t29, t35);
            __m256d t39 = _mm256_mul_pd(t37, t36);
            __m256d t40 = _mm256_addsub_pd(t38, t39);
            _mm256_storeu_pd(t34 + -1, t40);
            __m256d t41 = _mm256_movedup_pd(t33);
            __m256d t42 = _mm256_permute_pd(t33, 0xf);
            __m256d t43 = _mm256_permute_pd(t30, 0x5);
            __m256d t44 = _mm256_mul_pd(t30, t41);
            __m256d t45 = _mm256_mul_pd(t43, t42);
            __m256d t46 = _mm256_addsub_pd(t44, t45);
            _mm256_storeu_pd(t34 + 3, t46);
            int t47 = 2 * (int)(t1 + 8L);
            long t48 = (long)t47;
            const double *t49 = a + t48;
            __m256d t50 = _mm256_loadu_pd(t49);
            __m256d t51 = _mm256_loadu_pd(t49 + 4);
            const double *t52 = b + t48;
            __m256d t53 = _mm256_loadu_pd(t52);
            __m256d t54 = _mm256_loadu_pd(t52 + 4);
            double *t55 = c + (t47 + 1);
            __m256d t56 = _mm256_movedup_pd(t53);
            __m256d t57 = _mm256_permute_pd(t53, 0xf);
            __m256d t58 = _mm256_permute_pd(t50, 0x5);
            __m256d t59 = _mm256_mul_pd(t50, t56);
            __m256d t60 = _mm256_mul_pd(t58, t57);
            __m256d t61 = _mm256_addsub_pd(t59, t60);
            _mm256_storeu_pd(t55 + -1, t61);
            __m256d t62 = _mm256_movedup_pd(t54);
            __m256d t63 = _mm256_permute_pd(t54, 0xf);
            __m256d t64 = _mm256_permute_pd(t51, 0x5);
            __m256d t65 = _mm256_mul_pd(t51, t62);
            __m256d t66 = _mm256_mul_pd(t64, t63);
            __m256d t67 = _mm256_addsub_pd(t65, t66);
            _mm256_storeu_pd(t55 + 3, t67);
            int t68 = 2 * (int)(t1 + 12L);
            long t69 = (long)t68;
            const double *t70 = a + t69;
            __m256d t71 = _mm256_loadu_pd(t70);
            __m256d t72 = _mm256_loadu_pd(t70 + 4);
            const double *t73 = b + t69;
            __m256d t74 = _mm256_loadu_pd(t73);
            __m256d t75 = _mm256_loadu_pd(t73 + 4);
            double *t76 = c + (t68 + 1);
            __m256d t77 = _mm256_movedup_pd(t74);
            __m256d t78 = _mm256_permute_pd(t74, 0xf);
            __m256d t79 = _mm256_permute_pd(t71, 0x5);
            __m256d t80 = _mm256_mul_pd(t71, t77);
            __m256d t81 = _mm256_mul_pd(t79, t78);
            __m256d t82 = _mm256_addsub_pd(t80, t81);
            _mm256_storeu_pd(t76 + -1, t82);
            __m256d t83 = _mm256_movedup_pd(t75);
            __m256d t84 = _mm256_permute_pd(t75, 0xf);
            __m256d t85 = _mm256_permute_pd(t72, 0x5);
            __m256d t86 = _mm256_mul_pd(t72, t83);
            __m256d t87 = _mm256_mul_pd(t85, t84);
            __m256d t88 = _mm256_addsub_pd(t86, t87);
            _mm256_storeu_pd(t76 + 3, t88);
            t1 += 16L;
        } while (t1 < t4);
        t89 = (int)t4;
    } else {
        t89 = 0;
    }
    long t90 = (long)n + (long)t89 * -1L;
    if (t90 >= 4L) {
        long t91 = t90 & -4L;
        long t2 = 0L;
        do {
            int t92 = 2 * (int)((long)t89 + t2);
            long t93 = (long)t92;
            const double *t94 = a + t93;
            __m256d t95 = _mm256_loadu_pd(t94);
            __m256d t96 = _mm256_loadu_pd(t94 + 4);
            const double *t97 = b + t93;
            __m256d t98 = _mm256_loadu_pd(t97);
            __m256d t99 = _mm256_loadu_pd(t97 + 4);
            double *t100 = c + (t92 + 1);
            __m256d t101 = _mm256_movedup_pd(t98);
            __m256d t102 = _mm256_permute_pd(t98, 0xf);
            __m256d t103 = _mm256_permute_pd(t95, 0x5);
            __m256d t104 = _mm256_mul_pd(t95, t101);
            __m256d t105 = _mm256_mul_pd(t103, t102);
            __m256d t106 = _mm256_addsub_pd(t104, t105);
            _mm256_storeu_pd(t100 + -1, t106);
            __m256d t107 = _mm256_movedup_pd(t99);
            __m256d t108 = _mm256_permute_pd(t99, 0xf);
            __m256d t109 = _mm256_permute_pd(t96, 0x5);
            __m256d t110 = _mm256_mul_pd(t96, t107);
            __m256d t111 = _mm256_mul_pd(t109, t108);
            __m256d t112 = _mm256_addsub_pd(t110, t111);
            _mm256_storeu_pd(t100 + 3, t112);
            t2 += 4L;
        } while (t2 < t91);
        i = (int)((long)t89 + t91);
    } else {
        i = t89;
    }
    for (; i < n; i++) {
        int t113 = 2 * i;
        long t114 = (long)t113;
        double ar = a[t114];
        long t115 = (long)(t113 + 1);
        double ai = a[t115];
        double br = b[t114];
        double bi = b[t115];
        c[t114] = br * ar - bi * ai;
        c[t115] = br * ai + ar * bi;
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. */
__attribute__((target("avx2"))) void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t67;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const double *t7 = b + t6;
            __m256d t8 = _mm256_loadu_pd(t7);
            __m256d t9 = _mm256_loadu_pd(t7 + 4);
            __m256d t10 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t8, t9), 0xd8);
            __m256d t11 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t8, t9), 0xd8);
            const double *t12 = a + t6;
            __m256d t13 = _mm256_loadu_pd(t12);
            __m256d t14 = _mm256_loadu_pd(t12 + 4);
            __m256d t15 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t13, t14), 0xd8);
            __m256d t16 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t13, t14), 0xd8);
            __m256d t17 = _mm256_mul_pd(t10, t15);
            long t18 = (long)(t5 + 1);
            const double *t19 = a + t18;
            __m256d t20 = _mm256_mul_pd(t11, t16);
            __m256d t21 = _mm256_sub_pd(t17, t20);
            double *t22 = c + t18;
            __m256d t23 = _mm256_loadu_pd(t7);
            __m256d t24 = _mm256_loadu_pd(t7 + 4);
            __m256d t25 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t23, t24), 0xd8);
            __m256d t26 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t23, t24), 0xd8);
            __m256d t27 = _mm256_loadu_pd(t19 + -1);
            __m256d t28 = _mm256_loadu_pd(t19 + 3);
            __m256d t29 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t27, t28), 0xd8);
            __m256d t30 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t27, t28), 0xd8);
            __m256d t31 = _mm256_mul_pd(t25, t29);
            __m256d t32 = _mm256_mul_pd(t30, t26);
            __m256d t33 = _mm256_add_pd(t31, t32);
            __m256d t34 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t21, t33), _mm256_unpackhi_pd(t21, t33), 0x20);
            _mm256_storeu_pd(t22 + -1, t34);
            __m256d t35 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t21, t33), _mm256_unpackhi_pd(t21, t33), 0x31);
            _mm256_storeu_pd(t22 + 3, t35);
            int t36 = 2 * (int)(t1 + 4L);
            long t37 = (long)t36;
            const double *t38 = b + t37;
            __m256d t39 = _mm256_loadu_pd(t38);
            __m256d t40 = _mm256_loadu_pd(t38 + 4);
            __m256d t41 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t39, t40), 0xd8);
            __m256d t42 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t39, t40), 0xd8);
            const double *t43 = a + t37;
            __m256d t44 = _mm256_loadu_pd(t43);
            __m256d t45 = _mm256_loadu_pd(t43 + 4);
            __m256d t46 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t44, t45), 0xd8);
            __m256d t47 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t44, t45), 0xd8);
            __m256d t48 = _mm256_mul_pd(t41, t46);
            long t49 = (long)(t36 + 1);
            const double *t50 = a + t49;
            __m256d t51 = _mm256_mul_pd(t42, t47);
            __m256d t52 = _mm256_sub_pd(t48, t51);
            double *t53 = c + t49;
            __m256d t54 = _mm256_loadu_pd(t38);
            __m256d t55 = _mm256_loadu_pd(t38 + 4);
            __m256d t56 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t54, t55), 0xd8);
            __m256d t57 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t54, t55), 0xd8);
            __m256d t58 = _mm256_loadu_pd(t50 + -1);
            __m256d t59 = _mm256_loadu_pd(t50 + 3);
            __m256d t60 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t58, t59), 0xd8);
            __m256d t61 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t58, t59), 0xd8);
            __m256d t62 = _mm256_mul_pd(t56, t60);
            __m256d t63 = _mm256_mul_pd(t61, t57);
            __m256d t64 = _mm256_add_pd(t62, t63);
            __m256d t65 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t52, t64), _mm256_unpackhi_pd(t52, t64), 0x20);
            _mm256_storeu_pd(t53 + -1, t65);
            __m256d t66 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t52, t64), _mm256_unpackhi_pd(t52, t64), 0x31);
            _mm256_storeu_pd(t53 + 3, t66);
            t1 += 8L;
        } while (t1 < t4);
        t67 = (int)t4;
    } else {
        t67 = 0;
    }
    long t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 4L) {
        long t69 = t68 & -4L;
        long t2 = 0L;
        do {
            int t70 = 2 * (int)((long)t67 + t2);
            long t71 = (long)t70;
            const double *t72 = b + t71;
            __m256d t73 = _mm256_loadu_pd(t72);
            __m256d t74 = _mm256_loadu_pd(t72 + 4);
            __m256d t75 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t73, t74), 0xd8);
            __m256d t76 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t73, t74), 0xd8);
            const double *t77 = a + t71;
            __m256d t78 = _mm256_loadu_pd(t77);
            __m256d t79 = _mm256_loadu_pd(t77 + 4);
            __m256d t80 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t78, t79), 0xd8);
            __m256d t81 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t78, t79), 0xd8);
            __m256d t82 = _mm256_mul_pd(t75, t80);
            long t83 = (long)(t70 + 1);
            const double *t84 = a + t83;
            __m256d t85 = _mm256_mul_pd(t76, t81);
            __m256d t86 = _mm256_sub_pd(t82, t85);
            double *t87 = c + t83;
            __m256d t88 = _mm256_loadu_pd(t72);
            __m256d t89 = _mm256_loadu_pd(t72 + 4);
            __m256d t90 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t88, t89), 0xd8);
            __m256d t91 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t88, t89), 0xd8);
            __m256d t92 = _mm256_loadu_pd(t84 + -1);
            __m256d t93 = _mm256_loadu_pd(t84 + 3);
            __m256d t94 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t92, t93), 0xd8);
            __m256d t95 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t92, t93), 0xd8);
            __m256d t96 = _mm256_mul_pd(t90, t94);
            __m256d t97 = _mm256_mul_pd(t95, t91);
            __m256d t98 = _mm256_add_pd(t96, t97);
            __m256d t99 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t86, t98), _mm256_unpackhi_pd(t86, t98), 0x20);
            _mm256_storeu_pd(t87 + -1, t99);
            __m256d t100 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t86, t98), _mm256_unpackhi_pd(t86, t98), 0x31);
            _mm256_storeu_pd(t87 + 3, t100);
            t2 += 4L;
        } while (t2 < t69);
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        int t101 = 2 * i;
        long t102 = (long)t101;
        const double *t103 = b + t102;
        const double *t104 = a + t102;
        long t105 = (long)(t101 + 1);
        const double *t106 = b + t105;
        const double *t107 = a + t105;
        c[t102] = *t103 * *t104 - *t106 * *t107;
        c[t105] = *t103 * *t107 + *t104 * *t106;
    }
}

/* A square: both factors from one group. */
__attribute__((target("avx2"))) void csquare(int n, float *restrict c, const float *restrict z) {
    int t39;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            const float *t6 = z + t5;
            __m256 t7 = _mm256_loadu_ps(t6);
            __m256 t8 = _mm256_loadu_ps(t6 + 8);
            float *t9 = c + (t5 + 1);
            __m256 t10 = _mm256_moveldup_ps(t7);
            __m256 t11 = _mm256_movehdup_ps(t7);
            __m256 t12 = _mm256_permute_ps(t7, 0xb1);
            __m256 t13 = _mm256_mul_ps(t7, t10);
            __m256 t14 = _mm256_mul_ps(t12, t11);
            __m256 t15 = _mm256_addsub_ps(t13, t14);
            _mm256_storeu_ps(t9 + -1, t15);
            __m256 t16 = _mm256_moveldup_ps(t8);
            __m256 t17 = _mm256_movehdup_ps(t8);
            __m256 t18 = _mm256_permute_ps(t8, 0xb1);
            __m256 t19 = _mm256_mul_ps(t8, t16);
            __m256 t20 = _mm256_mul_ps(t18, t17);
            __m256 t21 = _mm256_addsub_ps(t19, t20);
            _mm256_storeu_ps(t9 + 7, t21);
            int t22 = 2 * (int)(t1 + 8L);
            const float *t23 = z + t22;
            __m256 t24 = _mm256_loadu_ps(t23);
            __m256 t25 = _mm256_loadu_ps(t23 + 8);
            float *t26 = c + (t22 + 1);
            __m256 t27 = _mm256_moveldup_ps(t24);
            __m256 t28 = _mm256_movehdup_ps(t24);
            __m256 t29 = _mm256_permute_ps(t24, 0xb1);
            __m256 t30 = _mm256_mul_ps(t24, t27);
            __m256 t31 = _mm256_mul_ps(t29, t28);
            __m256 t32 = _mm256_addsub_ps(t30, t31);
            _mm256_storeu_ps(t26 + -1, t32);
            __m256 t33 = _mm256_moveldup_ps(t25);
            __m256 t34 = _mm256_movehdup_ps(t25);
            __m256 t35 = _mm256_permute_ps(t25, 0xb1);
            __m256 t36 = _mm256_mul_ps(t25, t33);
            __m256 t37 = _mm256_mul_ps(t35, t34);
            __m256 t38 = _mm256_addsub_ps(t36, t37);
            _mm256_storeu_ps(t26 + 7, t38);
            t1 += 16L;
        } while (t1 < t4);
        t39 = (int)t4;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        long t2 = 0L;
        do {
            int t42 = 2 * (int)((long)t39 + t2);
            const float *t43 = z + t42;
            __m256 t44 = _mm256_loadu_ps(t43);
            __m256 t45 = _mm256_loadu_ps(t43 + 8);
            float *t46 = c + (t42 + 1);
            __m256 t47 = _mm256_moveldup_ps(t44);
            __m256 t48 = _mm256_movehdup_ps(t44);
            __m256 t49 = _mm256_permute_ps(t44, 0xb1);
            __m256 t50 = _mm256_mul_ps(t44, t47);
            __m256 t51 = _mm256_mul_ps(t49, t48);
            __m256 t52 = _mm256_addsub_ps(t50, t51);
            _mm256_storeu_ps(t46 + -1, t52);
            __m256 t53 = _mm256_moveldup_ps(t45);
            __m256 t54 = _mm256_movehdup_ps(t45);
            __m256 t55 = _mm256_permute_ps(t45, 0xb1);
            __m256 t56 = _mm256_mul_ps(t45, t53);
            __m256 t57 = _mm256_mul_ps(t55, t54);
            __m256 t58 = _mm256_addsub_ps(t56, t57);
            _mm256_storeu_ps(t46 + 7, t58);
            t2 += 8L;
        } while (t2 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t59 = 2 * i;
        long t60 = (long)t59;
        float x = z[t60];
        long t61 = (long)(t59 + 1);
        float y = z[t61];
        c[t60] = x * x - y * y;
        c[t61] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
__attribute__((target("avx2"))) void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t47;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const float *t7 = a + t6;
            __m256 t8 = _mm256_loadu_ps(t7);
            __m256 t9 = _mm256_loadu_ps(t7 + 8);
            __m256 t10 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t8, t9, 0x88)), 0xd8));
            __m256 t11 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t8, t9, 0xdd)), 0xd8));
            const float *t12 = b + t6;
            __m256 t13 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_loadu_ps(t12 + 8);
            __m256 t15 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t13, t14, 0x88)), 0xd8));
            __m256 t16 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t13, t14, 0xdd)), 0xd8));
            __m256 t17 = _mm256_mul_ps(t10, t15);
            __m256 t18 = _mm256_mul_ps(t11, t16);
            __m256 t19 = _mm256_add_ps(t17, t18);
            float *t20 = c + (t5 + 1);
            __m256 t21 = _mm256_mul_ps(t11, t15);
            __m256 t22 = _mm256_mul_ps(t10, t16);
            __m256 t23 = _mm256_sub_ps(t21, t22);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
            _mm256_storeu_ps(t20 + -1, t24);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
            _mm256_storeu_ps(t20 + 7, t25);
            int t26 = 2 * (int)(t1 + 8L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            __m256 t29 = _mm256_loadu_ps(t28);
            __m256 t30 = _mm256_loadu_ps(t28 + 8);
            __m256 t31 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t29, t30, 0x88)), 0xd8));
            __m256 t32 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t29, t30, 0xdd)), 0xd8));
            const float *t33 = b + t27;
            __m256 t34 = _mm256_loadu_ps(t33);
            __m256 t35 = _mm256_loadu_ps(t33 + 8);
            __m256 t36 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t34, t35, 0x88)), 0xd8));
            __m256 t37 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t34, t35, 0xdd)), 0xd8));
            __m256 t38 = _mm256_mul_ps(t31, t36);
            __m256 t39 = _mm256_mul_ps(t32, t37);
            __m256 t40 = _mm256_add_ps(t38, t39);
            float *t41 = c + (t26 + 1);
            __m256 t42 = _mm256_mul_ps(t32, t36);
            __m256 t43 = _mm256_mul_ps(t31, t37);
            __m256 t44 = _mm256_sub_ps(t42, t43);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x20);
            _mm256_storeu_ps(t41 + -1, t45);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x31);
            _mm256_storeu_ps(t41 + 7, t46);
            t1 += 16L;
        } while (t1 < t4);
        t47 = (int)t4;
    } else {
        t47 = 0;
    }
    long t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        long t49 = t48 & -8L;
        long t2 = 0L;
        do {
            int t50 = 2 * (int)((long)t47 + t2);
            long t51 = (long)t50;
            const float *t52 = a + t51;
            __m256 t53 = _mm256_loadu_ps(t52);
            __m256 t54 = _mm256_loadu_ps(t52 + 8);
            __m256 t55 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t53, t54, 0x88)), 0xd8));
            __m256 t56 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t53, t54, 0xdd)), 0xd8));
            const float *t57 = b + t51;
            __m256 t58 = _mm256_loadu_ps(t57);
            __m256 t59 = _mm256_loadu_ps(t57 + 8);
            __m256 t60 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t58, t59, 0x88)), 0xd8));
            __m256 t61 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t58, t59, 0xdd)), 0xd8));
            __m256 t62 = _mm256_mul_ps(t55, t60);
            __m256 t63 = _mm256_mul_ps(t56, t61);
            __m256 t64 = _mm256_add_ps(t62, t63);
            float *t65 = c + (t50 + 1);
            __m256 t66 = _mm256_mul_ps(t56, t60);
            __m256 t67 = _mm256_mul_ps(t55, t61);
            __m256 t68 = _mm256_sub_ps(t66, t67);
            __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x20);
            _mm256_storeu_ps(t65 + -1, t69);
            __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x31);
            _mm256_storeu_ps(t65 + 7, t70);
            t2 += 8L;
        } while (t2 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        int t71 = 2 * i;
        long t72 = (long)t71;
        float ar = a[t72];
        long t73 = (long)(t71 + 1);
        float ai = a[t73];
        float br = b[t72];
        float bi = b[t73];
        c[t72] = ar * br + ai * bi;
        c[t73] = ai * br - ar * bi;
    }
}

/* A product used elsewhere too: the plain loop. */
__attribute__((target("avx2"))) void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    int t69;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int t6 = 2 * t5;
            long t7 = (long)t6;
            const float *t8 = a + t7;
            __m256 t9 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_loadu_ps(t8 + 8);
            __m256 t11 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t9, t10, 0x88)), 0xd8));
            __m256 t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t9, t10, 0xdd)), 0xd8));
            const float *t13 = b + t7;
            __m256 t14 = _mm256_loadu_ps(t13);
            __m256 t15 = _mm256_loadu_ps(t13 + 8);
            __m256 t16 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t14, t15, 0x88)), 0xd8));
            __m256 t17 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t14, t15, 0xdd)), 0xd8));
            __m256 t18 = _mm256_mul_ps(t11, t16);
            long t19 = (long)(t6 + 1);
            const float *t20 = b + t19;
            __m256 t21 = _mm256_mul_ps(t12, t17);
            __m256 t22 = _mm256_sub_ps(t18, t21);
            float *t23 = c + t19;
            __m256 t24 = _mm256_loadu_ps(t8);
            __m256 t25 = _mm256_loadu_ps(t8 + 8);
            __m256 t26 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0x88)), 0xd8));
            __m256 t27 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0xdd)), 0xd8));
            __m256 t28 = _mm256_loadu_ps(t20 + -1);
            __m256 t29 = _mm256_loadu_ps(t20 + 7);
            __m256 t30 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t28, t29, 0xdd)), 0xd8));
            __m256 t31 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t28, t29, 0x88)), 0xd8));
            __m256 t32 = _mm256_mul_ps(t26, t30);
            __m256 t33 = _mm256_mul_ps(t27, t31);
            __m256 t34 = _mm256_add_ps(t32, t33);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t34), _mm256_unpackhi_ps(t22, t34), 0x20);
            _mm256_storeu_ps(t23 + -1, t35);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t34), _mm256_unpackhi_ps(t22, t34), 0x31);
            _mm256_storeu_ps(t23 + 7, t36);
            _mm256_storeu_ps(p + t5, t18);
            int t37 = (int)(t1 + 8L);
            int t38 = 2 * t37;
            long t39 = (long)t38;
            const float *t40 = a + t39;
            __m256 t41 = _mm256_loadu_ps(t40);
            __m256 t42 = _mm256_loadu_ps(t40 + 8);
            __m256 t43 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t41, t42, 0x88)), 0xd8));
            __m256 t44 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t41, t42, 0xdd)), 0xd8));
            const float *t45 = b + t39;
            __m256 t46 = _mm256_loadu_ps(t45);
            __m256 t47 = _mm256_loadu_ps(t45 + 8);
            __m256 t48 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t46, t47, 0x88)), 0xd8));
            __m256 t49 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t46, t47, 0xdd)), 0xd8));
            __m256 t50 = _mm256_mul_ps(t43, t48);
            long t51 = (long)(t38 + 1);
            const float *t52 = b + t51;
            __m256 t53 = _mm256_mul_ps(t44, t49);
            __m256 t54 = _mm256_sub_ps(t50, t53);
            float *t55 = c + t51;
            __m256 t56 = _mm256_loadu_ps(t40);
            __m256 t57 = _mm256_loadu_ps(t40 + 8);
            __m256 t58 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t56, t57, 0x88)), 0xd8));
            __m256 t59 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t56, t57, 0xdd)), 0xd8));
            __m256 t60 = _mm256_loadu_ps(t52 + -1);
            __m256 t61 = _mm256_loadu_ps(t52 + 7);
            __m256 t62 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t60, t61, 0xdd)), 0xd8));
            __m256 t63 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t60, t61, 0x88)), 0xd8));
            __m256 t64 = _mm256_mul_ps(t58, t62);
            __m256 t65 = _mm256_mul_ps(t59, t63);
            __m256 t66 = _mm256_add_ps(t64, t65);
            __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t66), _mm256_unpackhi_ps(t54, t66), 0x20);
            _mm256_storeu_ps(t55 + -1, t67);
            __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t66), _mm256_unpackhi_ps(t54, t66), 0x31);
            _mm256_storeu_ps(t55 + 7, t68);
            _mm256_storeu_ps(p + t37, t50);
            t1 += 16L;
        } while (t1 < t4);
        t69 = (int)t4;
    } else {
        t69 = 0;
    }
    long t70 = (long)n + (long)t69 * -1L;
    if (t70 >= 8L) {
        long t71 = t70 & -8L;
        long t2 = 0L;
        do {
            int t72 = (int)((long)t69 + t2);
            int t73 = 2 * t72;
            long t74 = (long)t73;
            const float *t75 = a + t74;
            __m256 t76 = _mm256_loadu_ps(t75);
            __m256 t77 = _mm256_loadu_ps(t75 + 8);
            __m256 t78 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t76, t77, 0x88)), 0xd8));
            __m256 t79 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t76, t77, 0xdd)), 0xd8));
            const float *t80 = b + t74;
            __m256 t81 = _mm256_loadu_ps(t80);
            __m256 t82 = _mm256_loadu_ps(t80 + 8);
            __m256 t83 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t81, t82, 0x88)), 0xd8));
            __m256 t84 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t81, t82, 0xdd)), 0xd8));
            __m256 t85 = _mm256_mul_ps(t78, t83);
            long t86 = (long)(t73 + 1);
            const float *t87 = b + t86;
            __m256 t88 = _mm256_mul_ps(t79, t84);
            __m256 t89 = _mm256_sub_ps(t85, t88);
            float *t90 = c + t86;
            __m256 t91 = _mm256_loadu_ps(t75);
            __m256 t92 = _mm256_loadu_ps(t75 + 8);
            __m256 t93 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t91, t92, 0x88)), 0xd8));
            __m256 t94 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t91, t92, 0xdd)), 0xd8));
            __m256 t95 = _mm256_loadu_ps(t87 + -1);
            __m256 t96 = _mm256_loadu_ps(t87 + 7);
            __m256 t97 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t95, t96, 0xdd)), 0xd8));
            __m256 t98 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t95, t96, 0x88)), 0xd8));
            __m256 t99 = _mm256_mul_ps(t93, t97);
            __m256 t100 = _mm256_mul_ps(t94, t98);
            __m256 t101 = _mm256_add_ps(t99, t100);
            __m256 t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t101), _mm256_unpackhi_ps(t89, t101), 0x20);
            _mm256_storeu_ps(t90 + -1, t102);
            __m256 t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t101), _mm256_unpackhi_ps(t89, t101), 0x31);
            _mm256_storeu_ps(t90 + 7, t103);
            _mm256_storeu_ps(p + t72, t85);
            t2 += 8L;
        } while (t2 < t71);
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        int t104 = 2 * i;
        long t105 = (long)t104;
        const float *t106 = a + t105;
        const float *t107 = b + t105;
        float rr = *t106 * *t107;
        long t108 = (long)(t104 + 1);
        const float *t109 = a + t108;
        const float *t110 = b + t108;
        c[t105] = rr - *t109 * *t110;
        c[t108] = *t106 * *t110 + *t109 * *t107;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
__attribute__((target("avx2"))) void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    int t59;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int t6 = 2 * t5;
            long t7 = (long)t6;
            const float *t8 = a + t7;
            __m256 t9 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_loadu_ps(t8 + 8);
            __m256 t11 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t9, t10, 0x88)), 0xd8));
            __m256 t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t9, t10, 0xdd)), 0xd8));
            const float *t13 = b + t7;
            __m256 t14 = _mm256_loadu_ps(t13);
            __m256 t15 = _mm256_loadu_ps(t13 + 8);
            float *t16 = c + (t6 + 1);
            __m256 t17 = _mm256_moveldup_ps(t14);
            __m256 t18 = _mm256_movehdup_ps(t14);
            __m256 t19 = _mm256_permute_ps(t9, 0xb1);
            __m256 t20 = _mm256_mul_ps(t9, t17);
            __m256 t21 = _mm256_mul_ps(t19, t18);
            __m256 t22 = _mm256_addsub_ps(t20, t21);
            _mm256_storeu_ps(t16 + -1, t22);
            __m256 t23 = _mm256_moveldup_ps(t15);
            __m256 t24 = _mm256_movehdup_ps(t15);
            __m256 t25 = _mm256_permute_ps(t10, 0xb1);
            __m256 t26 = _mm256_mul_ps(t10, t23);
            __m256 t27 = _mm256_mul_ps(t25, t24);
            __m256 t28 = _mm256_addsub_ps(t26, t27);
            _mm256_storeu_ps(t16 + 7, t28);
            __m256 t29 = _mm256_mul_ps(t11, t11);
            __m256 t30 = _mm256_mul_ps(t12, t12);
            __m256 t31 = _mm256_add_ps(t29, t30);
            _mm256_storeu_ps(m + t5, t31);
            int t32 = (int)(t1 + 8L);
            int t33 = 2 * t32;
            long t34 = (long)t33;
            const float *t35 = a + t34;
            __m256 t36 = _mm256_loadu_ps(t35);
            __m256 t37 = _mm256_loadu_ps(t35 + 8);
            __m256 t38 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t36, t37, 0x88)), 0xd8));
            __m256 t39 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t36, t37, 0xdd)), 0xd8));
            const float *t40 = b + t34;
            __m256 t41 = _mm256_loadu_ps(t40);
            __m256 t42 = _mm256_loadu_ps(t40 + 8);
            float *t43 = c + (t33 + 1);
            __m256 t44 = _mm256_moveldup_ps(t41);
            __m256 t45 = _mm256_movehdup_ps(t41);
            __m256 t46 = _mm256_permute_ps(t36, 0xb1);
            __m256 t47 = _mm256_mul_ps(t36, t44);
            __m256 t48 = _mm256_mul_ps(t46, t45);
            __m256 t49 = _mm256_addsub_ps(t47, t48);
            _mm256_storeu_ps(t43 + -1, t49);
            __m256 t50 = _mm256_moveldup_ps(t42);
            __m256 t51 = _mm256_movehdup_ps(t42);
            __m256 t52 = _mm256_permute_ps(t37, 0xb1);
            __m256 t53 = _mm256_mul_ps(t37, t50);
            __m256 t54 = _mm256_mul_ps(t52, t51);
            __m256 t55 = _mm256_addsub_ps(t53, t54);
            _mm256_storeu_ps(t43 + 7, t55);
            __m256 t56 = _mm256_mul_ps(t38, t38);
            __m256 t57 = _mm256_mul_ps(t39, t39);
            __m256 t58 = _mm256_add_ps(t56, t57);
            _mm256_storeu_ps(m + t32, t58);
            t1 += 16L;
        } while (t1 < t4);
        t59 = (int)t4;
    } else {
        t59 = 0;
    }
    long t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        long t61 = t60 & -8L;
        long t2 = 0L;
        do {
            int t62 = (int)((long)t59 + t2);
            int t63 = 2 * t62;
            long t64 = (long)t63;
            const float *t65 = a + t64;
            __m256 t66 = _mm256_loadu_ps(t65);
            __m256 t67 = _mm256_loadu_ps(t65 + 8);
            __m256 t68 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t66, t67, 0x88)), 0xd8));
            __m256 t69 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t66, t67, 0xdd)), 0xd8));
            const float *t70 = b + t64;
            __m256 t71 = _mm256_loadu_ps(t70);
            __m256 t72 = _mm256_loadu_ps(t70 + 8);
            float *t73 = c + (t63 + 1);
            __m256 t74 = _mm256_moveldup_ps(t71);
            __m256 t75 = _mm256_movehdup_ps(t71);
            __m256 t76 = _mm256_permute_ps(t66, 0xb1);
            __m256 t77 = _mm256_mul_ps(t66, t74);
            __m256 t78 = _mm256_mul_ps(t76, t75);
            __m256 t79 = _mm256_addsub_ps(t77, t78);
            _mm256_storeu_ps(t73 + -1, t79);
            __m256 t80 = _mm256_moveldup_ps(t72);
            __m256 t81 = _mm256_movehdup_ps(t72);
            __m256 t82 = _mm256_permute_ps(t67, 0xb1);
            __m256 t83 = _mm256_mul_ps(t67, t80);
            __m256 t84 = _mm256_mul_ps(t82, t81);
            __m256 t85 = _mm256_addsub_ps(t83, t84);
            _mm256_storeu_ps(t73 + 7, t85);
            __m256 t86 = _mm256_mul_ps(t68, t68);
            __m256 t87 = _mm256_mul_ps(t69, t69);
            __m256 t88 = _mm256_add_ps(t86, t87);
            _mm256_storeu_ps(m + t62, t88);
            t2 += 8L;
        } while (t2 < t61);
        i = (int)((long)t59 + t61);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        int t89 = 2 * i;
        long t90 = (long)t89;
        float ar = a[t90];
        long t91 = (long)(t89 + 1);
        float ai = a[t91];
        float br = b[t90];
        float bi = b[t91];
        c[t90] = ar * br - ai * bi;
        c[t91] = ar * bi + ai * br;
        m[i] = ar * ar + ai * ai;
    }
}

/* Fractions with full mantissas, and now and then a special value. */
static float frac(void) {
    uint32_t r = next_rand();
    switch (r % 97) {
    case 0: return 1.0f / 0.0f;
    case 1: return -0.0f;
    case 2: return 0.0f;
    case 3: return __builtin_nanf("");
    default: return (float)((int)(r % 2000003) - 1000001) / 997.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        float *p = new_array(n, 4), *m = new_array(n, 4);
        double *da = new_array(2 * n, 8), *db = new_array(2 * n, 8), *dc = new_array(2 * n, 8);
        for (int k = 0; k < 2 * n; k++) {
            a[k] = frac(), b[k] = frac();
            da[k] = (double)frac() / 3.0, db[k] = (double)frac() / 7.0;
        }
        cmul(n, c, a, b);
        unsigned long long h1 = HASH(c, 2 * n);
        cmul_commuted(n, dc, da, db);
        unsigned long long h2 = HASH(dc, 2 * n);
        cmul_reloaded(n, dc, da, db);
        h2 ^= HASH(dc, 2 * n) * 3;
        csquare(n, c, a);
        unsigned long long h3 = HASH(c, 2 * n);
        cmul_conj(n, c, a, b);
        unsigned long long h4 = HASH(c, 2 * n);
        cmul_keep(n, c, p, a, b);
        unsigned long long h5 = HASH(c, 2 * n) ^ HASH(p, n);
        cmul_and_norm(n, c, m, a, b);
        unsigned long long h6 = HASH(c, 2 * n) ^ HASH(m, n);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, h1, h2, h3, h4, h5, h6);
        free(a), free(b), free(c), free(p), free(m), free(da), free(db), free(dc);
    }
    return 0;
}
