/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    const float *t6;
    __m512 t7;
    __m512 t8;
    const float *t9;
    __m512 t10;
    __m512 t11;
    float *t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    int i;
    int t25;
    long t26;
    float ar;
    long t27;
    float ai;
    float br;
    float bi;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = 2 * (int)((long)0 + t1);
            t5 = (long)t4;
            t6 = a + t5;
            t7 = _mm512_loadu_ps(t6);
            t8 = _mm512_loadu_ps(t6 + 16);
            t9 = b + t5;
            t10 = _mm512_loadu_ps(t9);
            t11 = _mm512_loadu_ps(t9 + 16);
            t12 = c + (t4 + 1);
            t13 = _mm512_moveldup_ps(t10);
            t14 = _mm512_movehdup_ps(t10);
            t15 = _mm512_permute_ps(t7, 0xb1);
            t16 = _mm512_mul_ps(t7, t13);
            t17 = _mm512_mul_ps(t15, t14);
            t18 = _mm512_mask_sub_ps(_mm512_add_ps(t16, t17), 0x5555, t16, t17);
            _mm512_storeu_ps(t12 + -1, t18);
            t19 = _mm512_moveldup_ps(t11);
            t20 = _mm512_movehdup_ps(t11);
            t21 = _mm512_permute_ps(t8, 0xb1);
            t22 = _mm512_mul_ps(t8, t19);
            t23 = _mm512_mul_ps(t21, t20);
            t24 = _mm512_mask_sub_ps(_mm512_add_ps(t22, t23), 0x5555, t22, t23);
            _mm512_storeu_ps(t12 + 15, t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t25 = 2 * i;
        t26 = (long)t25;
        ar = a[t26];
        t27 = (long)(t25 + 1);
        ai = a[t27];
        br = b[t26];
        bi = b[t27];
        c[t26] = ar * br - ai * bi;
        c[t27] = ar * bi + ai * br;
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    const double *t7;
    __m512d t8;
    __m512d t9;
    const double *t10;
    __m512d t11;
    __m512d t12;
    double *t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    __m512d t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    int t26;
    long t27;
    const double *t28;
    __m512d t29;
    __m512d t30;
    const double *t31;
    __m512d t32;
    __m512d t33;
    double *t34;
    __m512d t35;
    __m512d t36;
    __m512d t37;
    __m512d t38;
    __m512d t39;
    __m512d t40;
    __m512d t41;
    __m512d t42;
    __m512d t43;
    __m512d t44;
    __m512d t45;
    __m512d t46;
    int t47;
    long t48;
    long t49;
    int t50;
    long t51;
    const double *t52;
    __m512d t53;
    __m512d t54;
    const double *t55;
    __m512d t56;
    __m512d t57;
    double *t58;
    __m512d t59;
    __m512d t60;
    __m512d t61;
    __m512d t62;
    __m512d t63;
    __m512d t64;
    __m512d t65;
    __m512d t66;
    __m512d t67;
    __m512d t68;
    __m512d t69;
    __m512d t70;
    int i;
    int t71;
    long t72;
    double ar;
    long t73;
    double ai;
    double br;
    double bi;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = 2 * (int)((long)0 + t1);
            t6 = (long)t5;
            t7 = a + t6;
            t8 = _mm512_loadu_pd(t7);
            t9 = _mm512_loadu_pd(t7 + 8);
            t10 = b + t6;
            t11 = _mm512_loadu_pd(t10);
            t12 = _mm512_loadu_pd(t10 + 8);
            t13 = c + (t5 + 1);
            t14 = _mm512_movedup_pd(t11);
            t15 = _mm512_permute_pd(t11, 0xff);
            t16 = _mm512_permute_pd(t8, 0x55);
            t17 = _mm512_mul_pd(t8, t14);
            t18 = _mm512_mul_pd(t16, t15);
            t19 = _mm512_mask_sub_pd(_mm512_add_pd(t17, t18), 0x55, t17, t18);
            _mm512_storeu_pd(t13 + -1, t19);
            t20 = _mm512_movedup_pd(t12);
            t21 = _mm512_permute_pd(t12, 0xff);
            t22 = _mm512_permute_pd(t9, 0x55);
            t23 = _mm512_mul_pd(t9, t20);
            t24 = _mm512_mul_pd(t22, t21);
            t25 = _mm512_mask_sub_pd(_mm512_add_pd(t23, t24), 0x55, t23, t24);
            _mm512_storeu_pd(t13 + 7, t25);
            t26 = 2 * (int)((long)0 + (t1 + 8L));
            t27 = (long)t26;
            t28 = a + t27;
            t29 = _mm512_loadu_pd(t28);
            t30 = _mm512_loadu_pd(t28 + 8);
            t31 = b + t27;
            t32 = _mm512_loadu_pd(t31);
            t33 = _mm512_loadu_pd(t31 + 8);
            t34 = c + (t26 + 1);
            t35 = _mm512_movedup_pd(t32);
            t36 = _mm512_permute_pd(t32, 0xff);
            t37 = _mm512_permute_pd(t29, 0x55);
            t38 = _mm512_mul_pd(t29, t35);
            t39 = _mm512_mul_pd(t37, t36);
            t40 = _mm512_mask_sub_pd(_mm512_add_pd(t38, t39), 0x55, t38, t39);
            _mm512_storeu_pd(t34 + -1, t40);
            t41 = _mm512_movedup_pd(t33);
            t42 = _mm512_permute_pd(t33, 0xff);
            t43 = _mm512_permute_pd(t30, 0x55);
            t44 = _mm512_mul_pd(t30, t41);
            t45 = _mm512_mul_pd(t43, t42);
            t46 = _mm512_mask_sub_pd(_mm512_add_pd(t44, t45), 0x55, t44, t45);
            _mm512_storeu_pd(t34 + 7, t46);
            t1 += 16L;
        } while (t1 < t4);
        t47 = (int)((long)0 + t4);
    } else {
        t47 = 0;
    }
    t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        t49 = t48 & -8L;
        t2 = 0L;
        do {
            t50 = 2 * (int)((long)t47 + t2);
            t51 = (long)t50;
            t52 = a + t51;
            t53 = _mm512_loadu_pd(t52);
            t54 = _mm512_loadu_pd(t52 + 8);
            t55 = b + t51;
            t56 = _mm512_loadu_pd(t55);
            t57 = _mm512_loadu_pd(t55 + 8);
            t58 = c + (t50 + 1);
            t59 = _mm512_movedup_pd(t56);
            t60 = _mm512_permute_pd(t56, 0xff);
            t61 = _mm512_permute_pd(t53, 0x55);
            t62 = _mm512_mul_pd(t53, t59);
            t63 = _mm512_mul_pd(t61, t60);
            t64 = _mm512_mask_sub_pd(_mm512_add_pd(t62, t63), 0x55, t62, t63);
            _mm512_storeu_pd(t58 + -1, t64);
            t65 = _mm512_movedup_pd(t57);
            t66 = _mm512_permute_pd(t57, 0xff);
            t67 = _mm512_permute_pd(t54, 0x55);
            t68 = _mm512_mul_pd(t54, t65);
            t69 = _mm512_mul_pd(t67, t66);
            t70 = _mm512_mask_sub_pd(_mm512_add_pd(t68, t69), 0x55, t68, t69);
            _mm512_storeu_pd(t58 + 7, t70);
            t2 += 8L;
        } while (t2 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        t71 = 2 * i;
        t72 = (long)t71;
        ar = a[t72];
        t73 = (long)(t71 + 1);
        ai = a[t73];
        br = b[t72];
        bi = b[t73];
        c[t72] = br * ar - bi * ai;
        c[t73] = br * ai + ar * bi;
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    const double *t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    const double *t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    long t18;
    const double *t19;
    __m512d t20;
    __m512d t21;
    double *t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    __m512d t29;
    __m512d t30;
    __m512d t31;
    __m512d t32;
    __m512d t33;
    __m512d t34;
    __m512d t35;
    int t36;
    long t37;
    const double *t38;
    __m512d t39;
    __m512d t40;
    __m512d t41;
    __m512d t42;
    const double *t43;
    __m512d t44;
    __m512d t45;
    __m512d t46;
    __m512d t47;
    __m512d t48;
    long t49;
    const double *t50;
    __m512d t51;
    __m512d t52;
    double *t53;
    __m512d t54;
    __m512d t55;
    __m512d t56;
    __m512d t57;
    __m512d t58;
    __m512d t59;
    __m512d t60;
    __m512d t61;
    __m512d t62;
    __m512d t63;
    __m512d t64;
    __m512d t65;
    __m512d t66;
    int t67;
    long t68;
    long t69;
    int t70;
    long t71;
    const double *t72;
    __m512d t73;
    __m512d t74;
    __m512d t75;
    __m512d t76;
    const double *t77;
    __m512d t78;
    __m512d t79;
    __m512d t80;
    __m512d t81;
    __m512d t82;
    long t83;
    const double *t84;
    __m512d t85;
    __m512d t86;
    double *t87;
    __m512d t88;
    __m512d t89;
    __m512d t90;
    __m512d t91;
    __m512d t92;
    __m512d t93;
    __m512d t94;
    __m512d t95;
    __m512d t96;
    __m512d t97;
    __m512d t98;
    __m512d t99;
    __m512d t100;
    int i;
    int t101;
    long t102;
    const double *t103;
    const double *t104;
    long t105;
    const double *t106;
    const double *t107;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = 2 * (int)((long)0 + t1);
            t6 = (long)t5;
            t7 = b + t6;
            t8 = _mm512_loadu_pd(t7);
            t9 = _mm512_loadu_pd(t7 + 8);
            t10 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t9);
            t11 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t9);
            t12 = a + t6;
            t13 = _mm512_loadu_pd(t12);
            t14 = _mm512_loadu_pd(t12 + 8);
            t15 = _mm512_permutex2var_pd(t13, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t14);
            t16 = _mm512_permutex2var_pd(t13, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t14);
            t17 = _mm512_mul_pd(t10, t15);
            t18 = (long)(t5 + 1);
            t19 = a + t18;
            t20 = _mm512_mul_pd(t11, t16);
            t21 = _mm512_sub_pd(t17, t20);
            t22 = c + t18;
            t23 = _mm512_loadu_pd(t7);
            t24 = _mm512_loadu_pd(t7 + 8);
            t25 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t24);
            t26 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t24);
            t27 = _mm512_loadu_pd(t19 + -1);
            t28 = _mm512_loadu_pd(t19 + 7);
            t29 = _mm512_permutex2var_pd(t27, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t28);
            t30 = _mm512_permutex2var_pd(t27, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t28);
            t31 = _mm512_mul_pd(t25, t29);
            t32 = _mm512_mul_pd(t30, t26);
            t33 = _mm512_add_pd(t31, t32);
            t34 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t33);
            _mm512_storeu_pd(t22 + -1, t34);
            t35 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t33);
            _mm512_storeu_pd(t22 + 7, t35);
            t36 = 2 * (int)((long)0 + (t1 + 8L));
            t37 = (long)t36;
            t38 = b + t37;
            t39 = _mm512_loadu_pd(t38);
            t40 = _mm512_loadu_pd(t38 + 8);
            t41 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t40);
            t42 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t40);
            t43 = a + t37;
            t44 = _mm512_loadu_pd(t43);
            t45 = _mm512_loadu_pd(t43 + 8);
            t46 = _mm512_permutex2var_pd(t44, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t45);
            t47 = _mm512_permutex2var_pd(t44, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t45);
            t48 = _mm512_mul_pd(t41, t46);
            t49 = (long)(t36 + 1);
            t50 = a + t49;
            t51 = _mm512_mul_pd(t42, t47);
            t52 = _mm512_sub_pd(t48, t51);
            t53 = c + t49;
            t54 = _mm512_loadu_pd(t38);
            t55 = _mm512_loadu_pd(t38 + 8);
            t56 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t55);
            t57 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t55);
            t58 = _mm512_loadu_pd(t50 + -1);
            t59 = _mm512_loadu_pd(t50 + 7);
            t60 = _mm512_permutex2var_pd(t58, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t59);
            t61 = _mm512_permutex2var_pd(t58, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t59);
            t62 = _mm512_mul_pd(t56, t60);
            t63 = _mm512_mul_pd(t61, t57);
            t64 = _mm512_add_pd(t62, t63);
            t65 = _mm512_permutex2var_pd(t52, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t64);
            _mm512_storeu_pd(t53 + -1, t65);
            t66 = _mm512_permutex2var_pd(t52, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t64);
            _mm512_storeu_pd(t53 + 7, t66);
            t1 += 16L;
        } while (t1 < t4);
        t67 = (int)((long)0 + t4);
    } else {
        t67 = 0;
    }
    t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 8L) {
        t69 = t68 & -8L;
        t2 = 0L;
        do {
            t70 = 2 * (int)((long)t67 + t2);
            t71 = (long)t70;
            t72 = b + t71;
            t73 = _mm512_loadu_pd(t72);
            t74 = _mm512_loadu_pd(t72 + 8);
            t75 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t74);
            t76 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t74);
            t77 = a + t71;
            t78 = _mm512_loadu_pd(t77);
            t79 = _mm512_loadu_pd(t77 + 8);
            t80 = _mm512_permutex2var_pd(t78, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t79);
            t81 = _mm512_permutex2var_pd(t78, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t79);
            t82 = _mm512_mul_pd(t75, t80);
            t83 = (long)(t70 + 1);
            t84 = a + t83;
            t85 = _mm512_mul_pd(t76, t81);
            t86 = _mm512_sub_pd(t82, t85);
            t87 = c + t83;
            t88 = _mm512_loadu_pd(t72);
            t89 = _mm512_loadu_pd(t72 + 8);
            t90 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t89);
            t91 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t89);
            t92 = _mm512_loadu_pd(t84 + -1);
            t93 = _mm512_loadu_pd(t84 + 7);
            t94 = _mm512_permutex2var_pd(t92, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t93);
            t95 = _mm512_permutex2var_pd(t92, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t93);
            t96 = _mm512_mul_pd(t90, t94);
            t97 = _mm512_mul_pd(t95, t91);
            t98 = _mm512_add_pd(t96, t97);
            t99 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t98);
            _mm512_storeu_pd(t87 + -1, t99);
            t100 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t98);
            _mm512_storeu_pd(t87 + 7, t100);
            t2 += 8L;
        } while (t2 < t69);
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        t101 = 2 * i;
        t102 = (long)t101;
        t103 = b + t102;
        t104 = a + t102;
        t105 = (long)(t101 + 1);
        t106 = b + t105;
        t107 = a + t105;
        c[t102] = *t103 * *t104 - *t106 * *t107;
        c[t105] = *t103 * *t107 + *t104 * *t106;
    }
}

/* A square: both factors from one group. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void csquare(int n, float *restrict c, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    const float *t5;
    __m512 t6;
    __m512 t7;
    float *t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    int i;
    int t21;
    long t22;
    float x;
    long t23;
    float y;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = 2 * (int)((long)0 + t1);
            t5 = z + t4;
            t6 = _mm512_loadu_ps(t5);
            t7 = _mm512_loadu_ps(t5 + 16);
            t8 = c + (t4 + 1);
            t9 = _mm512_moveldup_ps(t6);
            t10 = _mm512_movehdup_ps(t6);
            t11 = _mm512_permute_ps(t6, 0xb1);
            t12 = _mm512_mul_ps(t6, t9);
            t13 = _mm512_mul_ps(t11, t10);
            t14 = _mm512_mask_sub_ps(_mm512_add_ps(t12, t13), 0x5555, t12, t13);
            _mm512_storeu_ps(t8 + -1, t14);
            t15 = _mm512_moveldup_ps(t7);
            t16 = _mm512_movehdup_ps(t7);
            t17 = _mm512_permute_ps(t7, 0xb1);
            t18 = _mm512_mul_ps(t7, t15);
            t19 = _mm512_mul_ps(t17, t16);
            t20 = _mm512_mask_sub_ps(_mm512_add_ps(t18, t19), 0x5555, t18, t19);
            _mm512_storeu_ps(t8 + 15, t20);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t21 = 2 * i;
        t22 = (long)t21;
        x = z[t22];
        t23 = (long)(t21 + 1);
        y = z[t23];
        c[t22] = x * x - y * y;
        c[t23] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    const float *t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    const float *t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    float *t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    int i;
    int t25;
    long t26;
    float ar;
    long t27;
    float ai;
    float br;
    float bi;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = 2 * (int)((long)0 + t1);
            t5 = (long)t4;
            t6 = a + t5;
            t7 = _mm512_loadu_ps(t6);
            t8 = _mm512_loadu_ps(t6 + 16);
            t9 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
            t10 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t8);
            t11 = b + t5;
            t12 = _mm512_loadu_ps(t11);
            t13 = _mm512_loadu_ps(t11 + 16);
            t14 = _mm512_permutex2var_ps(t12, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t13);
            t15 = _mm512_permutex2var_ps(t12, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t13);
            t16 = _mm512_mul_ps(t9, t14);
            t17 = _mm512_mul_ps(t10, t15);
            t18 = _mm512_add_ps(t16, t17);
            t19 = c + (t4 + 1);
            t20 = _mm512_mul_ps(t10, t14);
            t21 = _mm512_mul_ps(t9, t15);
            t22 = _mm512_sub_ps(t20, t21);
            t23 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t22);
            _mm512_storeu_ps(t19 + -1, t23);
            t24 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t22);
            _mm512_storeu_ps(t19 + 15, t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t25 = 2 * i;
        t26 = (long)t25;
        ar = a[t26];
        t27 = (long)(t25 + 1);
        ai = a[t27];
        br = b[t26];
        bi = b[t27];
        c[t26] = ar * br + ai * bi;
        c[t27] = ai * br - ar * bi;
    }
}

/* A product used elsewhere too: the plain loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    const float *t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    const float *t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    long t18;
    const float *t19;
    __m512 t20;
    __m512 t21;
    float *t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    int i;
    int t36;
    long t37;
    const float *t38;
    const float *t39;
    float rr;
    long t40;
    const float *t41;
    const float *t42;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = 2 * t4;
            t6 = (long)t5;
            t7 = a + t6;
            t8 = _mm512_loadu_ps(t7);
            t9 = _mm512_loadu_ps(t7 + 16);
            t10 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            t11 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t9);
            t12 = b + t6;
            t13 = _mm512_loadu_ps(t12);
            t14 = _mm512_loadu_ps(t12 + 16);
            t15 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t14);
            t16 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t14);
            t17 = _mm512_mul_ps(t10, t15);
            t18 = (long)(t5 + 1);
            t19 = b + t18;
            t20 = _mm512_mul_ps(t11, t16);
            t21 = _mm512_sub_ps(t17, t20);
            t22 = c + t18;
            t23 = _mm512_loadu_ps(t7);
            t24 = _mm512_loadu_ps(t7 + 16);
            t25 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t24);
            t26 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t24);
            t27 = _mm512_loadu_ps(t19 + -1);
            t28 = _mm512_loadu_ps(t19 + 15);
            t29 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t28);
            t30 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t28);
            t31 = _mm512_mul_ps(t25, t29);
            t32 = _mm512_mul_ps(t26, t30);
            t33 = _mm512_add_ps(t31, t32);
            t34 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            _mm512_storeu_ps(t22 + -1, t34);
            t35 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            _mm512_storeu_ps(t22 + 15, t35);
            _mm512_storeu_ps(p + t4, t17);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t36 = 2 * i;
        t37 = (long)t36;
        t38 = a + t37;
        t39 = b + t37;
        rr = *t38 * *t39;
        t40 = (long)(t36 + 1);
        t41 = a + t40;
        t42 = b + t40;
        c[t37] = rr - *t41 * *t42;
        c[t40] = *t38 * *t42 + *t41 * *t39;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    const float *t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    const float *t12;
    __m512 t13;
    __m512 t14;
    float *t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    int i;
    int t31;
    long t32;
    float ar;
    long t33;
    float ai;
    float br;
    float bi;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = 2 * t4;
            t6 = (long)t5;
            t7 = a + t6;
            t8 = _mm512_loadu_ps(t7);
            t9 = _mm512_loadu_ps(t7 + 16);
            t10 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            t11 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t9);
            t12 = b + t6;
            t13 = _mm512_loadu_ps(t12);
            t14 = _mm512_loadu_ps(t12 + 16);
            t15 = c + (t5 + 1);
            t16 = _mm512_moveldup_ps(t13);
            t17 = _mm512_movehdup_ps(t13);
            t18 = _mm512_permute_ps(t8, 0xb1);
            t19 = _mm512_mul_ps(t8, t16);
            t20 = _mm512_mul_ps(t18, t17);
            t21 = _mm512_mask_sub_ps(_mm512_add_ps(t19, t20), 0x5555, t19, t20);
            _mm512_storeu_ps(t15 + -1, t21);
            t22 = _mm512_moveldup_ps(t14);
            t23 = _mm512_movehdup_ps(t14);
            t24 = _mm512_permute_ps(t9, 0xb1);
            t25 = _mm512_mul_ps(t9, t22);
            t26 = _mm512_mul_ps(t24, t23);
            t27 = _mm512_mask_sub_ps(_mm512_add_ps(t25, t26), 0x5555, t25, t26);
            _mm512_storeu_ps(t15 + 15, t27);
            t28 = _mm512_mul_ps(t10, t10);
            t29 = _mm512_mul_ps(t11, t11);
            t30 = _mm512_add_ps(t28, t29);
            _mm512_storeu_ps(m + t4, t30);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t31 = 2 * i;
        t32 = (long)t31;
        ar = a[t32];
        t33 = (long)(t31 + 1);
        ai = a[t33];
        br = b[t32];
        bi = b[t33];
        c[t32] = ar * br - ai * bi;
        c[t33] = ar * bi + ai * br;
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
