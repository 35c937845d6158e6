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
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = 2 * (int)t1;
            long t5 = (long)t4;
            const float *t6 = a + t5;
            __m512 t7 = _mm512_loadu_ps(t6);
            __m512 t8 = _mm512_loadu_ps(t6 + 16);
            const float *t9 = b + t5;
            __m512 t10 = _mm512_loadu_ps(t9);
            __m512 t11 = _mm512_loadu_ps(t9 + 16);
            float *t12 = c + (t4 + 1);
            __m512 t13 = _mm512_moveldup_ps(t10);
            __m512 t14 = _mm512_movehdup_ps(t10);
            __m512 t15 = _mm512_permute_ps(t7, 0xb1);
            __m512 t16 = _mm512_mul_ps(t7, t13);
            __m512 t17 = _mm512_mul_ps(t15, t14);
            __m512 t18 = _mm512_mask_sub_ps(_mm512_add_ps(t16, t17), 0x5555, t16, t17);
            _mm512_storeu_ps(t12 + -1, t18);
            __m512 t19 = _mm512_moveldup_ps(t11);
            __m512 t20 = _mm512_movehdup_ps(t11);
            __m512 t21 = _mm512_permute_ps(t8, 0xb1);
            __m512 t22 = _mm512_mul_ps(t8, t19);
            __m512 t23 = _mm512_mul_ps(t21, t20);
            __m512 t24 = _mm512_mask_sub_ps(_mm512_add_ps(t22, t23), 0x5555, t22, t23);
            _mm512_storeu_ps(t12 + 15, t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t25 = 2 * i;
        long t26 = (long)t25;
        float ar = a[t26];
        long t27 = (long)(t25 + 1);
        float ai = a[t27];
        float br = b[t26];
        float bi = b[t27];
        c[t26] = ar * br - ai * bi;
        c[t27] = ar * bi + ai * br;
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t47;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const double *t7 = a + t6;
            __m512d t8 = _mm512_loadu_pd(t7);
            __m512d t9 = _mm512_loadu_pd(t7 + 8);
            const double *t10 = b + t6;
            __m512d t11 = _mm512_loadu_pd(t10);
            __m512d t12 = _mm512_loadu_pd(t10 + 8);
            double *t13 = c + (t5 + 1);
            __m512d t14 = _mm512_movedup_pd(t11);
            __m512d t15 = _mm512_permute_pd(t11, 0xff);
            __m512d t16 = _mm512_permute_pd(t8, 0x55);
            __m512d t17 = _mm512_mul_pd(t8, t14);
            __m512d t18 = _mm512_mul_pd(t16, t15);
            __m512d t19 = _mm512_mask_sub_pd(_mm512_add_pd(t17, t18), 0x55, t17, t18);
            _mm512_storeu_pd(t13 + -1, t19);
            __m512d t20 = _mm512_movedup_pd(t12);
            __m512d t21 = _mm512_permute_pd(t12, 0xff);
            __m512d t22 = _mm512_permute_pd(t9, 0x55);
            __m512d t23 = _mm512_mul_pd(t9, t20);
            __m512d t24 = _mm512_mul_pd(t22, t21);
            __m512d t25 = _mm512_mask_sub_pd(_mm512_add_pd(t23, t24), 0x55, t23, t24);
            _mm512_storeu_pd(t13 + 7, t25);
            int t26 = 2 * (int)(t1 + 8L);
            long t27 = (long)t26;
            const double *t28 = a + t27;
            __m512d t29 = _mm512_loadu_pd(t28);
            __m512d t30 = _mm512_loadu_pd(t28 + 8);
            const double *t31 = b + t27;
            __m512d t32 = _mm512_loadu_pd(t31);
            __m512d t33 = _mm512_loadu_pd(t31 + 8);
            double *t34 = c + (t26 + 1);
            __m512d t35 = _mm512_movedup_pd(t32);
            __m512d t36 = _mm512_permute_pd(t32, 0xff);
            __m512d t37 = _mm512_permute_pd(t29, 0x55);
            __m512d t38 = _mm512_mul_pd(t29, t35);
            __m512d t39 = _mm512_mul_pd(t37, t36);
            __m512d t40 = _mm512_mask_sub_pd(_mm512_add_pd(t38, t39), 0x55, t38, t39);
            _mm512_storeu_pd(t34 + -1, t40);
            __m512d t41 = _mm512_movedup_pd(t33);
            __m512d t42 = _mm512_permute_pd(t33, 0xff);
            __m512d t43 = _mm512_permute_pd(t30, 0x55);
            __m512d t44 = _mm512_mul_pd(t30, t41);
            __m512d t45 = _mm512_mul_pd(t43, t42);
            __m512d t46 = _mm512_mask_sub_pd(_mm512_add_pd(t44, t45), 0x55, t44, t45);
            _mm512_storeu_pd(t34 + 7, t46);
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
            const double *t52 = a + t51;
            __m512d t53 = _mm512_loadu_pd(t52);
            __m512d t54 = _mm512_loadu_pd(t52 + 8);
            const double *t55 = b + t51;
            __m512d t56 = _mm512_loadu_pd(t55);
            __m512d t57 = _mm512_loadu_pd(t55 + 8);
            double *t58 = c + (t50 + 1);
            __m512d t59 = _mm512_movedup_pd(t56);
            __m512d t60 = _mm512_permute_pd(t56, 0xff);
            __m512d t61 = _mm512_permute_pd(t53, 0x55);
            __m512d t62 = _mm512_mul_pd(t53, t59);
            __m512d t63 = _mm512_mul_pd(t61, t60);
            __m512d t64 = _mm512_mask_sub_pd(_mm512_add_pd(t62, t63), 0x55, t62, t63);
            _mm512_storeu_pd(t58 + -1, t64);
            __m512d t65 = _mm512_movedup_pd(t57);
            __m512d t66 = _mm512_permute_pd(t57, 0xff);
            __m512d t67 = _mm512_permute_pd(t54, 0x55);
            __m512d t68 = _mm512_mul_pd(t54, t65);
            __m512d t69 = _mm512_mul_pd(t67, t66);
            __m512d t70 = _mm512_mask_sub_pd(_mm512_add_pd(t68, t69), 0x55, t68, t69);
            _mm512_storeu_pd(t58 + 7, t70);
            t2 += 8L;
        } while (t2 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        int t71 = 2 * i;
        long t72 = (long)t71;
        double ar = a[t72];
        long t73 = (long)(t71 + 1);
        double ai = a[t73];
        double br = b[t72];
        double bi = b[t73];
        c[t72] = br * ar - bi * ai;
        c[t73] = br * ai + ar * bi;
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t67;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const double *t7 = b + t6;
            __m512d t8 = _mm512_loadu_pd(t7);
            __m512d t9 = _mm512_loadu_pd(t7 + 8);
            __m512d t10 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t9);
            __m512d t11 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t9);
            const double *t12 = a + t6;
            __m512d t13 = _mm512_loadu_pd(t12);
            __m512d t14 = _mm512_loadu_pd(t12 + 8);
            __m512d t15 = _mm512_permutex2var_pd(t13, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t14);
            __m512d t16 = _mm512_permutex2var_pd(t13, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t14);
            __m512d t17 = _mm512_mul_pd(t10, t15);
            long t18 = (long)(t5 + 1);
            const double *t19 = a + t18;
            __m512d t20 = _mm512_mul_pd(t11, t16);
            __m512d t21 = _mm512_sub_pd(t17, t20);
            double *t22 = c + t18;
            __m512d t23 = _mm512_loadu_pd(t7);
            __m512d t24 = _mm512_loadu_pd(t7 + 8);
            __m512d t25 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t24);
            __m512d t26 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t24);
            __m512d t27 = _mm512_loadu_pd(t19 + -1);
            __m512d t28 = _mm512_loadu_pd(t19 + 7);
            __m512d t29 = _mm512_permutex2var_pd(t27, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t28);
            __m512d t30 = _mm512_permutex2var_pd(t27, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t28);
            __m512d t31 = _mm512_mul_pd(t25, t29);
            __m512d t32 = _mm512_mul_pd(t30, t26);
            __m512d t33 = _mm512_add_pd(t31, t32);
            __m512d t34 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t33);
            _mm512_storeu_pd(t22 + -1, t34);
            __m512d t35 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t33);
            _mm512_storeu_pd(t22 + 7, t35);
            int t36 = 2 * (int)(t1 + 8L);
            long t37 = (long)t36;
            const double *t38 = b + t37;
            __m512d t39 = _mm512_loadu_pd(t38);
            __m512d t40 = _mm512_loadu_pd(t38 + 8);
            __m512d t41 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t40);
            __m512d t42 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t40);
            const double *t43 = a + t37;
            __m512d t44 = _mm512_loadu_pd(t43);
            __m512d t45 = _mm512_loadu_pd(t43 + 8);
            __m512d t46 = _mm512_permutex2var_pd(t44, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t45);
            __m512d t47 = _mm512_permutex2var_pd(t44, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t45);
            __m512d t48 = _mm512_mul_pd(t41, t46);
            long t49 = (long)(t36 + 1);
            const double *t50 = a + t49;
            __m512d t51 = _mm512_mul_pd(t42, t47);
            __m512d t52 = _mm512_sub_pd(t48, t51);
            double *t53 = c + t49;
            __m512d t54 = _mm512_loadu_pd(t38);
            __m512d t55 = _mm512_loadu_pd(t38 + 8);
            __m512d t56 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t55);
            __m512d t57 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t55);
            __m512d t58 = _mm512_loadu_pd(t50 + -1);
            __m512d t59 = _mm512_loadu_pd(t50 + 7);
            __m512d t60 = _mm512_permutex2var_pd(t58, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t59);
            __m512d t61 = _mm512_permutex2var_pd(t58, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t59);
            __m512d t62 = _mm512_mul_pd(t56, t60);
            __m512d t63 = _mm512_mul_pd(t61, t57);
            __m512d t64 = _mm512_add_pd(t62, t63);
            __m512d t65 = _mm512_permutex2var_pd(t52, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t64);
            _mm512_storeu_pd(t53 + -1, t65);
            __m512d t66 = _mm512_permutex2var_pd(t52, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t64);
            _mm512_storeu_pd(t53 + 7, t66);
            t1 += 16L;
        } while (t1 < t4);
        t67 = (int)t4;
    } else {
        t67 = 0;
    }
    long t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 8L) {
        long t69 = t68 & -8L;
        long t2 = 0L;
        do {
            int t70 = 2 * (int)((long)t67 + t2);
            long t71 = (long)t70;
            const double *t72 = b + t71;
            __m512d t73 = _mm512_loadu_pd(t72);
            __m512d t74 = _mm512_loadu_pd(t72 + 8);
            __m512d t75 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t74);
            __m512d t76 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t74);
            const double *t77 = a + t71;
            __m512d t78 = _mm512_loadu_pd(t77);
            __m512d t79 = _mm512_loadu_pd(t77 + 8);
            __m512d t80 = _mm512_permutex2var_pd(t78, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t79);
            __m512d t81 = _mm512_permutex2var_pd(t78, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t79);
            __m512d t82 = _mm512_mul_pd(t75, t80);
            long t83 = (long)(t70 + 1);
            const double *t84 = a + t83;
            __m512d t85 = _mm512_mul_pd(t76, t81);
            __m512d t86 = _mm512_sub_pd(t82, t85);
            double *t87 = c + t83;
            __m512d t88 = _mm512_loadu_pd(t72);
            __m512d t89 = _mm512_loadu_pd(t72 + 8);
            __m512d t90 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t89);
            __m512d t91 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t89);
            __m512d t92 = _mm512_loadu_pd(t84 + -1);
            __m512d t93 = _mm512_loadu_pd(t84 + 7);
            __m512d t94 = _mm512_permutex2var_pd(t92, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t93);
            __m512d t95 = _mm512_permutex2var_pd(t92, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t93);
            __m512d t96 = _mm512_mul_pd(t90, t94);
            __m512d t97 = _mm512_mul_pd(t95, t91);
            __m512d t98 = _mm512_add_pd(t96, t97);
            __m512d t99 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t98);
            _mm512_storeu_pd(t87 + -1, t99);
            __m512d t100 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t98);
            _mm512_storeu_pd(t87 + 7, t100);
            t2 += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void csquare(int n, float *restrict c, const float *restrict z) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = 2 * (int)t1;
            const float *t5 = z + t4;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            float *t8 = c + (t4 + 1);
            __m512 t9 = _mm512_moveldup_ps(t6);
            __m512 t10 = _mm512_movehdup_ps(t6);
            __m512 t11 = _mm512_permute_ps(t6, 0xb1);
            __m512 t12 = _mm512_mul_ps(t6, t9);
            __m512 t13 = _mm512_mul_ps(t11, t10);
            __m512 t14 = _mm512_mask_sub_ps(_mm512_add_ps(t12, t13), 0x5555, t12, t13);
            _mm512_storeu_ps(t8 + -1, t14);
            __m512 t15 = _mm512_moveldup_ps(t7);
            __m512 t16 = _mm512_movehdup_ps(t7);
            __m512 t17 = _mm512_permute_ps(t7, 0xb1);
            __m512 t18 = _mm512_mul_ps(t7, t15);
            __m512 t19 = _mm512_mul_ps(t17, t16);
            __m512 t20 = _mm512_mask_sub_ps(_mm512_add_ps(t18, t19), 0x5555, t18, t19);
            _mm512_storeu_ps(t8 + 15, t20);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t21 = 2 * i;
        long t22 = (long)t21;
        float x = z[t22];
        long t23 = (long)(t21 + 1);
        float y = z[t23];
        c[t22] = x * x - y * y;
        c[t23] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = 2 * (int)t1;
            long t5 = (long)t4;
            const float *t6 = a + t5;
            __m512 t7 = _mm512_loadu_ps(t6);
            __m512 t8 = _mm512_loadu_ps(t6 + 16);
            __m512 t9 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
            __m512 t10 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t8);
            const float *t11 = b + t5;
            __m512 t12 = _mm512_loadu_ps(t11);
            __m512 t13 = _mm512_loadu_ps(t11 + 16);
            __m512 t14 = _mm512_permutex2var_ps(t12, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t13);
            __m512 t15 = _mm512_permutex2var_ps(t12, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t13);
            __m512 t16 = _mm512_mul_ps(t9, t14);
            __m512 t17 = _mm512_mul_ps(t10, t15);
            __m512 t18 = _mm512_add_ps(t16, t17);
            float *t19 = c + (t4 + 1);
            __m512 t20 = _mm512_mul_ps(t10, t14);
            __m512 t21 = _mm512_mul_ps(t9, t15);
            __m512 t22 = _mm512_sub_ps(t20, t21);
            __m512 t23 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t22);
            _mm512_storeu_ps(t19 + -1, t23);
            __m512 t24 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t22);
            _mm512_storeu_ps(t19 + 15, t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t25 = 2 * i;
        long t26 = (long)t25;
        float ar = a[t26];
        long t27 = (long)(t25 + 1);
        float ai = a[t27];
        float br = b[t26];
        float bi = b[t27];
        c[t26] = ar * br + ai * bi;
        c[t27] = ai * br - ar * bi;
    }
}

/* A product used elsewhere too: the plain loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            int t5 = 2 * t4;
            long t6 = (long)t5;
            const float *t7 = a + t6;
            __m512 t8 = _mm512_loadu_ps(t7);
            __m512 t9 = _mm512_loadu_ps(t7 + 16);
            __m512 t10 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            __m512 t11 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t9);
            const float *t12 = b + t6;
            __m512 t13 = _mm512_loadu_ps(t12);
            __m512 t14 = _mm512_loadu_ps(t12 + 16);
            __m512 t15 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t14);
            __m512 t16 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t14);
            __m512 t17 = _mm512_mul_ps(t10, t15);
            long t18 = (long)(t5 + 1);
            const float *t19 = b + t18;
            __m512 t20 = _mm512_mul_ps(t11, t16);
            __m512 t21 = _mm512_sub_ps(t17, t20);
            float *t22 = c + t18;
            __m512 t23 = _mm512_loadu_ps(t7);
            __m512 t24 = _mm512_loadu_ps(t7 + 16);
            __m512 t25 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t24);
            __m512 t26 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t24);
            __m512 t27 = _mm512_loadu_ps(t19 + -1);
            __m512 t28 = _mm512_loadu_ps(t19 + 15);
            __m512 t29 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t28);
            __m512 t30 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t28);
            __m512 t31 = _mm512_mul_ps(t25, t29);
            __m512 t32 = _mm512_mul_ps(t26, t30);
            __m512 t33 = _mm512_add_ps(t31, t32);
            __m512 t34 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            _mm512_storeu_ps(t22 + -1, t34);
            __m512 t35 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            _mm512_storeu_ps(t22 + 15, t35);
            _mm512_storeu_ps(p + t4, t17);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t36 = 2 * i;
        long t37 = (long)t36;
        const float *t38 = a + t37;
        const float *t39 = b + t37;
        float rr = *t38 * *t39;
        long t40 = (long)(t36 + 1);
        const float *t41 = a + t40;
        const float *t42 = b + t40;
        c[t37] = rr - *t41 * *t42;
        c[t40] = *t38 * *t42 + *t41 * *t39;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            int t5 = 2 * t4;
            long t6 = (long)t5;
            const float *t7 = a + t6;
            __m512 t8 = _mm512_loadu_ps(t7);
            __m512 t9 = _mm512_loadu_ps(t7 + 16);
            __m512 t10 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            __m512 t11 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t9);
            const float *t12 = b + t6;
            __m512 t13 = _mm512_loadu_ps(t12);
            __m512 t14 = _mm512_loadu_ps(t12 + 16);
            float *t15 = c + (t5 + 1);
            __m512 t16 = _mm512_moveldup_ps(t13);
            __m512 t17 = _mm512_movehdup_ps(t13);
            __m512 t18 = _mm512_permute_ps(t8, 0xb1);
            __m512 t19 = _mm512_mul_ps(t8, t16);
            __m512 t20 = _mm512_mul_ps(t18, t17);
            __m512 t21 = _mm512_mask_sub_ps(_mm512_add_ps(t19, t20), 0x5555, t19, t20);
            _mm512_storeu_ps(t15 + -1, t21);
            __m512 t22 = _mm512_moveldup_ps(t14);
            __m512 t23 = _mm512_movehdup_ps(t14);
            __m512 t24 = _mm512_permute_ps(t9, 0xb1);
            __m512 t25 = _mm512_mul_ps(t9, t22);
            __m512 t26 = _mm512_mul_ps(t24, t23);
            __m512 t27 = _mm512_mask_sub_ps(_mm512_add_ps(t25, t26), 0x5555, t25, t26);
            _mm512_storeu_ps(t15 + 15, t27);
            __m512 t28 = _mm512_mul_ps(t10, t10);
            __m512 t29 = _mm512_mul_ps(t11, t11);
            __m512 t30 = _mm512_add_ps(t28, t29);
            _mm512_storeu_ps(m + t4, t30);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t31 = 2 * i;
        long t32 = (long)t31;
        float ar = a[t32];
        long t33 = (long)(t31 + 1);
        float ai = a[t33];
        float br = b[t32];
        float bi = b[t33];
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
