/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=7 avx2=6 avx512vbmi-zmm=7 sse4.2=6 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t45;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:10 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at complex_mul.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
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

/* Operands of the products and of the sum in the other order, on doubles. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t87;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = a + t4;
            __m256d t6 = _mm256_loadu_pd(t5);
            __m256d t7 = _mm256_loadu_pd(t5 + 4);
            const double *t8 = b + t4;
            __m256d t9 = _mm256_loadu_pd(t8);
            __m256d t10 = _mm256_loadu_pd(t8 + 4);
            double *t11 = c + (t3 + 1);
            __m256d t12 = _mm256_movedup_pd(t9);
            __m256d t13 = _mm256_permute_pd(t9, 0xf);
            __m256d t14 = _mm256_permute_pd(t6, 0x5);
            __m256d t15 = _mm256_mul_pd(t6, t12);
            __m256d t16 = _mm256_mul_pd(t14, t13);
            __m256d t17 = _mm256_addsub_pd(t15, t16);
            _mm256_storeu_pd(t11 + -1, t17);
            __m256d t18 = _mm256_movedup_pd(t10);
            __m256d t19 = _mm256_permute_pd(t10, 0xf);
            __m256d t20 = _mm256_permute_pd(t7, 0x5);
            __m256d t21 = _mm256_mul_pd(t7, t18);
            __m256d t22 = _mm256_mul_pd(t20, t19);
            __m256d t23 = _mm256_addsub_pd(t21, t22);
            _mm256_storeu_pd(t11 + 3, t23);
            int t24 = 2 * (int)(i_vec + 4L);
            long t25 = (long)t24;
            const double *t26 = a + t25;
            __m256d t27 = _mm256_loadu_pd(t26);
            __m256d t28 = _mm256_loadu_pd(t26 + 4);
            const double *t29 = b + t25;
            __m256d t30 = _mm256_loadu_pd(t29);
            __m256d t31 = _mm256_loadu_pd(t29 + 4);
            double *t32 = c + (t24 + 1);
            __m256d t33 = _mm256_movedup_pd(t30);
            __m256d t34 = _mm256_permute_pd(t30, 0xf);
            __m256d t35 = _mm256_permute_pd(t27, 0x5);
            __m256d t36 = _mm256_mul_pd(t27, t33);
            __m256d t37 = _mm256_mul_pd(t35, t34);
            __m256d t38 = _mm256_addsub_pd(t36, t37);
            _mm256_storeu_pd(t32 + -1, t38);
            __m256d t39 = _mm256_movedup_pd(t31);
            __m256d t40 = _mm256_permute_pd(t31, 0xf);
            __m256d t41 = _mm256_permute_pd(t28, 0x5);
            __m256d t42 = _mm256_mul_pd(t28, t39);
            __m256d t43 = _mm256_mul_pd(t41, t40);
            __m256d t44 = _mm256_addsub_pd(t42, t43);
            _mm256_storeu_pd(t32 + 3, t44);
            int t45 = 2 * (int)(i_vec + 8L);
            long t46 = (long)t45;
            const double *t47 = a + t46;
            __m256d t48 = _mm256_loadu_pd(t47);
            __m256d t49 = _mm256_loadu_pd(t47 + 4);
            const double *t50 = b + t46;
            __m256d t51 = _mm256_loadu_pd(t50);
            __m256d t52 = _mm256_loadu_pd(t50 + 4);
            double *t53 = c + (t45 + 1);
            __m256d t54 = _mm256_movedup_pd(t51);
            __m256d t55 = _mm256_permute_pd(t51, 0xf);
            __m256d t56 = _mm256_permute_pd(t48, 0x5);
            __m256d t57 = _mm256_mul_pd(t48, t54);
            __m256d t58 = _mm256_mul_pd(t56, t55);
            __m256d t59 = _mm256_addsub_pd(t57, t58);
            _mm256_storeu_pd(t53 + -1, t59);
            __m256d t60 = _mm256_movedup_pd(t52);
            __m256d t61 = _mm256_permute_pd(t52, 0xf);
            __m256d t62 = _mm256_permute_pd(t49, 0x5);
            __m256d t63 = _mm256_mul_pd(t49, t60);
            __m256d t64 = _mm256_mul_pd(t62, t61);
            __m256d t65 = _mm256_addsub_pd(t63, t64);
            _mm256_storeu_pd(t53 + 3, t65);
            int t66 = 2 * (int)(i_vec + 12L);
            long t67 = (long)t66;
            const double *t68 = a + t67;
            __m256d t69 = _mm256_loadu_pd(t68);
            __m256d t70 = _mm256_loadu_pd(t68 + 4);
            const double *t71 = b + t67;
            __m256d t72 = _mm256_loadu_pd(t71);
            __m256d t73 = _mm256_loadu_pd(t71 + 4);
            double *t74 = c + (t66 + 1);
            __m256d t75 = _mm256_movedup_pd(t72);
            __m256d t76 = _mm256_permute_pd(t72, 0xf);
            __m256d t77 = _mm256_permute_pd(t69, 0x5);
            __m256d t78 = _mm256_mul_pd(t69, t75);
            __m256d t79 = _mm256_mul_pd(t77, t76);
            __m256d t80 = _mm256_addsub_pd(t78, t79);
            _mm256_storeu_pd(t74 + -1, t80);
            __m256d t81 = _mm256_movedup_pd(t73);
            __m256d t82 = _mm256_permute_pd(t73, 0xf);
            __m256d t83 = _mm256_permute_pd(t70, 0x5);
            __m256d t84 = _mm256_mul_pd(t70, t81);
            __m256d t85 = _mm256_mul_pd(t83, t82);
            __m256d t86 = _mm256_addsub_pd(t84, t85);
            _mm256_storeu_pd(t74 + 3, t86);
            i_vec += 16L;
        } while (i_vec < t2);
        t87 = (int)t2;
    } else {
        t87 = 0;
    }
    long t88 = (long)n + (long)t87 * -1L;
    if (t88 >= 4L) {
        long t89 = t88 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t90 = 2 * (int)((long)t87 + i_vec_1);
            long t91 = (long)t90;
            const double *t92 = a + t91;
            __m256d t93 = _mm256_loadu_pd(t92);
            __m256d t94 = _mm256_loadu_pd(t92 + 4);
            const double *t95 = b + t91;
            __m256d t96 = _mm256_loadu_pd(t95);
            __m256d t97 = _mm256_loadu_pd(t95 + 4);
            double *t98 = c + (t90 + 1);
            __m256d t99 = _mm256_movedup_pd(t96);
            __m256d t100 = _mm256_permute_pd(t96, 0xf);
            __m256d t101 = _mm256_permute_pd(t93, 0x5);
            __m256d t102 = _mm256_mul_pd(t93, t99);
            __m256d t103 = _mm256_mul_pd(t101, t100);
            __m256d t104 = _mm256_addsub_pd(t102, t103);
            _mm256_storeu_pd(t98 + -1, t104);
            __m256d t105 = _mm256_movedup_pd(t97);
            __m256d t106 = _mm256_permute_pd(t97, 0xf);
            __m256d t107 = _mm256_permute_pd(t94, 0x5);
            __m256d t108 = _mm256_mul_pd(t94, t105);
            __m256d t109 = _mm256_mul_pd(t107, t106);
            __m256d t110 = _mm256_addsub_pd(t108, t109);
            _mm256_storeu_pd(t98 + 3, t110);
            i_vec_1 += 4L;
        } while (i_vec_1 < t89);
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < n; i++) {
        int t111 = 2 * i;
        long t112 = (long)t111;
        const double *t113 = a + t112;
        __m128d t114 = _mm_set1_pd(b[t112]);
        __m128d t115 = _mm_loadu_pd(t113);
        __m128d t116 = _mm_mul_pd(t114, t115);
        __m128d t117 = _mm_set1_pd(b[t111 + 1]);
        __m128d t118 = _mm_loadu_pd(t113);
        __m128d t119 = _mm_shuffle_pd(t118, t118, 1);
        __m128d t120 = _mm_mul_pd(t117, t119);
        __m128d t121 = _mm_addsub_pd(t116, t120);
        _mm_storeu_pd(c + t112, t121);
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. On x86's 16- and 32-byte targets that plan is bound by its
   shuffles and the loop is left to SLP's 2-lane tree (loopvec slp_first.rs), which ran
   faster on Sapphire Rapids (avx2: 282 ms against 347, the scalar loop's 346). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    for (int i = 0; i < n; i++) {
        int t1 = 2 * i;
        long t2 = (long)t1;
        const double *t3 = a + t2;
        __m128d t4 = _mm_set1_pd(b[t2]);
        __m128d t5 = _mm_loadu_pd(t3);
        __m128d t6 = _mm_mul_pd(t4, t5);
        __m128d t7 = _mm_set1_pd(b[t1 + 1]);
        __m128d t8 = _mm_loadu_pd(t3);
        __m128d t9 = _mm_shuffle_pd(t8, t8, 1);
        __m128d t10 = _mm_mul_pd(t7, t9);
        __m128d t11 = _mm_addsub_pd(t6, t10);
        _mm_storeu_pd(c + t2, t11);
    }
}

/* A square: both factors from one group. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void csquare(int n, float *restrict c, const float *restrict z) {
    vcc_no_contract_body
    int t37;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:40 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = z + t3;
            __m256 t5 = _mm256_loadu_ps(t4);
            __m256 t6 = _mm256_loadu_ps(t4 + 8);
            float *t7 = c + (t3 + 1);
            __m256 t8 = _mm256_moveldup_ps(t5);
            __m256 t9 = _mm256_movehdup_ps(t5);
            __m256 t10 = _mm256_permute_ps(t5, 0xb1);
            __m256 t11 = _mm256_mul_ps(t5, t8);
            __m256 t12 = _mm256_mul_ps(t10, t9);
            __m256 t13 = _mm256_addsub_ps(t11, t12);
            _mm256_storeu_ps(t7 + -1, t13);
            __m256 t14 = _mm256_moveldup_ps(t6);
            __m256 t15 = _mm256_movehdup_ps(t6);
            __m256 t16 = _mm256_permute_ps(t6, 0xb1);
            __m256 t17 = _mm256_mul_ps(t6, t14);
            __m256 t18 = _mm256_mul_ps(t16, t15);
            __m256 t19 = _mm256_addsub_ps(t17, t18);
            _mm256_storeu_ps(t7 + 7, t19);
            int t20 = 2 * (int)(i_vec + 8L);
            const float *t21 = z + t20;
            __m256 t22 = _mm256_loadu_ps(t21);
            __m256 t23 = _mm256_loadu_ps(t21 + 8);
            float *t24 = c + (t20 + 1);
            __m256 t25 = _mm256_moveldup_ps(t22);
            __m256 t26 = _mm256_movehdup_ps(t22);
            __m256 t27 = _mm256_permute_ps(t22, 0xb1);
            __m256 t28 = _mm256_mul_ps(t22, t25);
            __m256 t29 = _mm256_mul_ps(t27, t26);
            __m256 t30 = _mm256_addsub_ps(t28, t29);
            _mm256_storeu_ps(t24 + -1, t30);
            __m256 t31 = _mm256_moveldup_ps(t23);
            __m256 t32 = _mm256_movehdup_ps(t23);
            __m256 t33 = _mm256_permute_ps(t23, 0xb1);
            __m256 t34 = _mm256_mul_ps(t23, t31);
            __m256 t35 = _mm256_mul_ps(t33, t32);
            __m256 t36 = _mm256_addsub_ps(t34, t35);
            _mm256_storeu_ps(t24 + 7, t36);
            i_vec += 16L;
        } while (i_vec < t2);
        t37 = (int)t2;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t40 = 2 * (int)((long)t37 + i_vec_1);
            const float *t41 = z + t40;
            __m256 t42 = _mm256_loadu_ps(t41);
            __m256 t43 = _mm256_loadu_ps(t41 + 8);
            float *t44 = c + (t40 + 1);
            __m256 t45 = _mm256_moveldup_ps(t42);
            __m256 t46 = _mm256_movehdup_ps(t42);
            __m256 t47 = _mm256_permute_ps(t42, 0xb1);
            __m256 t48 = _mm256_mul_ps(t42, t45);
            __m256 t49 = _mm256_mul_ps(t47, t46);
            __m256 t50 = _mm256_addsub_ps(t48, t49);
            _mm256_storeu_ps(t44 + -1, t50);
            __m256 t51 = _mm256_moveldup_ps(t43);
            __m256 t52 = _mm256_movehdup_ps(t43);
            __m256 t53 = _mm256_permute_ps(t43, 0xb1);
            __m256 t54 = _mm256_mul_ps(t43, t51);
            __m256 t55 = _mm256_mul_ps(t53, t52);
            __m256 t56 = _mm256_addsub_ps(t54, t55);
            _mm256_storeu_ps(t44 + 7, t56);
            i_vec_1 += 8L;
        } while (i_vec_1 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t57 = 2 * i;
        long t58 = (long)t57;
        const float *t59 = z + t58;
        vcc_v2_float t60 = vcc_splat(vcc_v2_float, *t59);
        vcc_v2_float t61 = vcc_load(vcc_v2_float, t59);
        vcc_v2_float t62 = t60 * t61;
        vcc_v2_float t63 = vcc_splat(vcc_v2_float, z[t57 + 1]);
        vcc_v2_float t64 = vcc_load(vcc_v2_float, t59);
        vcc_v2_float t65 = __builtin_shufflevector(t64, t64, 1, 0);
        vcc_v2_float t66 = t63 * t65;
        vcc_v2_float t67 = __builtin_shufflevector(t62 - t66, t62 + t66, 0, 3);
        vcc_store(c + t58, t67);
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t71;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:49 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 ar_v = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 2, 4, 6);
            __m128 ai_v = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 1, 3, 5, 7);
            const float *t8 = b + t4;
            __m128 t9 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_loadu_ps(t8 + 4);
            __m128 br_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t10, 0, 2, 4, 6);
            __m128 bi_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t10, 1, 3, 5, 7);
            __m128 t11 = _mm_mul_ps(ar_v, br_v);
            __m128 t12 = _mm_mul_ps(ai_v, bi_v);
            __m128 t13 = _mm_add_ps(t11, t12);
            float *t14 = c + (t3 + 1);
            __m128 t15 = _mm_mul_ps(ai_v, br_v);
            __m128 t16 = _mm_mul_ps(ar_v, bi_v);
            __m128 t17 = _mm_sub_ps(t15, t16);
            __m128 t18 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t17, 0, 4, 1, 5);
            _mm_storeu_ps(t14 + -1, t18);
            __m128 t19 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t17, 2, 6, 3, 7);
            _mm_storeu_ps(t14 + 3, t19);
            int t20 = 2 * (int)(i_vec + 4L);
            long t21 = (long)t20;
            const float *t22 = a + t21;
            __m128 t23 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_loadu_ps(t22 + 4);
            __m128 ar_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t24, 0, 2, 4, 6);
            __m128 ai_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t24, 1, 3, 5, 7);
            const float *t25 = b + t21;
            __m128 t26 = _mm_loadu_ps(t25);
            __m128 t27 = _mm_loadu_ps(t25 + 4);
            __m128 br_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 0, 2, 4, 6);
            __m128 bi_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 1, 3, 5, 7);
            __m128 t28 = _mm_mul_ps(ar_v_1, br_v_1);
            __m128 t29 = _mm_mul_ps(ai_v_1, bi_v_1);
            __m128 t30 = _mm_add_ps(t28, t29);
            float *t31 = c + (t20 + 1);
            __m128 t32 = _mm_mul_ps(ai_v_1, br_v_1);
            __m128 t33 = _mm_mul_ps(ar_v_1, bi_v_1);
            __m128 t34 = _mm_sub_ps(t32, t33);
            __m128 t35 = (__m128)__builtin_shufflevector((vcc_v4_float)t30, (vcc_v4_float)t34, 0, 4, 1, 5);
            _mm_storeu_ps(t31 + -1, t35);
            __m128 t36 = (__m128)__builtin_shufflevector((vcc_v4_float)t30, (vcc_v4_float)t34, 2, 6, 3, 7);
            _mm_storeu_ps(t31 + 3, t36);
            int t37 = 2 * (int)(i_vec + 8L);
            long t38 = (long)t37;
            const float *t39 = a + t38;
            __m128 t40 = _mm_loadu_ps(t39);
            __m128 t41 = _mm_loadu_ps(t39 + 4);
            __m128 ar_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t41, 0, 2, 4, 6);
            __m128 ai_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t41, 1, 3, 5, 7);
            const float *t42 = b + t38;
            __m128 t43 = _mm_loadu_ps(t42);
            __m128 t44 = _mm_loadu_ps(t42 + 4);
            __m128 br_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t44, 0, 2, 4, 6);
            __m128 bi_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t44, 1, 3, 5, 7);
            __m128 t45 = _mm_mul_ps(ar_v_2, br_v_2);
            __m128 t46 = _mm_mul_ps(ai_v_2, bi_v_2);
            __m128 t47 = _mm_add_ps(t45, t46);
            float *t48 = c + (t37 + 1);
            __m128 t49 = _mm_mul_ps(ai_v_2, br_v_2);
            __m128 t50 = _mm_mul_ps(ar_v_2, bi_v_2);
            __m128 t51 = _mm_sub_ps(t49, t50);
            __m128 t52 = (__m128)__builtin_shufflevector((vcc_v4_float)t47, (vcc_v4_float)t51, 0, 4, 1, 5);
            _mm_storeu_ps(t48 + -1, t52);
            __m128 t53 = (__m128)__builtin_shufflevector((vcc_v4_float)t47, (vcc_v4_float)t51, 2, 6, 3, 7);
            _mm_storeu_ps(t48 + 3, t53);
            int t54 = 2 * (int)(i_vec + 12L);
            long t55 = (long)t54;
            const float *t56 = a + t55;
            __m128 t57 = _mm_loadu_ps(t56);
            __m128 t58 = _mm_loadu_ps(t56 + 4);
            __m128 ar_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t57, (vcc_v4_float)t58, 0, 2, 4, 6);
            __m128 ai_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t57, (vcc_v4_float)t58, 1, 3, 5, 7);
            const float *t59 = b + t55;
            __m128 t60 = _mm_loadu_ps(t59);
            __m128 t61 = _mm_loadu_ps(t59 + 4);
            __m128 br_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t60, (vcc_v4_float)t61, 0, 2, 4, 6);
            __m128 bi_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t60, (vcc_v4_float)t61, 1, 3, 5, 7);
            __m128 t62 = _mm_mul_ps(ar_v_3, br_v_3);
            __m128 t63 = _mm_mul_ps(ai_v_3, bi_v_3);
            __m128 t64 = _mm_add_ps(t62, t63);
            float *t65 = c + (t54 + 1);
            __m128 t66 = _mm_mul_ps(ai_v_3, br_v_3);
            __m128 t67 = _mm_mul_ps(ar_v_3, bi_v_3);
            __m128 t68 = _mm_sub_ps(t66, t67);
            __m128 t69 = (__m128)__builtin_shufflevector((vcc_v4_float)t64, (vcc_v4_float)t68, 0, 4, 1, 5);
            _mm_storeu_ps(t65 + -1, t69);
            __m128 t70 = (__m128)__builtin_shufflevector((vcc_v4_float)t64, (vcc_v4_float)t68, 2, 6, 3, 7);
            _mm_storeu_ps(t65 + 3, t70);
            i_vec += 16L;
        } while (i_vec < t2);
        t71 = (int)t2;
    } else {
        t71 = 0;
    }
    long t72 = (long)n + (long)t71 * -1L;
    if (t72 >= 4L) {
        long t73 = t72 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t74 = 2 * (int)((long)t71 + i_vec_1);
            long t75 = (long)t74;
            const float *t76 = a + t75;
            __m128 t77 = _mm_loadu_ps(t76);
            __m128 t78 = _mm_loadu_ps(t76 + 4);
            __m128 ar_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t77, (vcc_v4_float)t78, 0, 2, 4, 6);
            __m128 ai_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t77, (vcc_v4_float)t78, 1, 3, 5, 7);
            const float *t79 = b + t75;
            __m128 t80 = _mm_loadu_ps(t79);
            __m128 t81 = _mm_loadu_ps(t79 + 4);
            __m128 br_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 0, 2, 4, 6);
            __m128 bi_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 1, 3, 5, 7);
            __m128 t82 = _mm_mul_ps(ar_v_4, br_v_4);
            __m128 t83 = _mm_mul_ps(ai_v_4, bi_v_4);
            __m128 t84 = _mm_add_ps(t82, t83);
            float *t85 = c + (t74 + 1);
            __m128 t86 = _mm_mul_ps(ai_v_4, br_v_4);
            __m128 t87 = _mm_mul_ps(ar_v_4, bi_v_4);
            __m128 t88 = _mm_sub_ps(t86, t87);
            __m128 t89 = (__m128)__builtin_shufflevector((vcc_v4_float)t84, (vcc_v4_float)t88, 0, 4, 1, 5);
            _mm_storeu_ps(t85 + -1, t89);
            __m128 t90 = (__m128)__builtin_shufflevector((vcc_v4_float)t84, (vcc_v4_float)t88, 2, 6, 3, 7);
            _mm_storeu_ps(t85 + 3, t90);
            i_vec_1 += 4L;
        } while (i_vec_1 < t73);
        i = (int)((long)t71 + t73);
    } else {
        i = t71;
    }
    for (; i < n; i++) {
        int t91 = 2 * i;
        long t92 = (long)t91;
        const float *t93 = a + t92;
        vcc_v2_float t94 = vcc_load(vcc_v2_float, t93);
        vcc_v2_float t95 = vcc_splat(vcc_v2_float, b[t92]);
        vcc_v2_float t96 = t94 * t95;
        vcc_v2_float t97 = vcc_load(vcc_v2_float, t93);
        vcc_v2_float t98 = __builtin_shufflevector(t97, t97, 1, 0);
        vcc_v2_float t99 = vcc_splat(vcc_v2_float, b[t91 + 1]);
        vcc_v2_float t100 = t98 * t99;
        vcc_v2_float t101 = t96 + t100;
        vcc_v2_float t102 = t96 - t100;
        vcc_v2_float t103 = __builtin_shufflevector(t101, t102, 0, 3);
        vcc_store(c + t92, t103);
    }
}

/* A product used elsewhere too: the plain loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t48;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:58 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 a_v = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 2, 4, 6);
            __m128 a_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 1, 3, 5, 7);
            const float *t8 = b + t4;
            __m128 t9 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_loadu_ps(t8 + 4);
            __m128 b_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t10, 0, 2, 4, 6);
            __m128 b_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t10, 1, 3, 5, 7);
            __m128 rr_v = _mm_mul_ps(a_v, b_v);
            long t11 = (long)(t3 + 1);
            const float *t12 = b + t11;
            __m128 t13 = _mm_mul_ps(a_v_1, b_v_1);
            __m128 t14 = _mm_sub_ps(rr_v, t13);
            float *t15 = c + t11;
            __m128 t16 = _mm_loadu_ps(t5);
            __m128 t17 = _mm_loadu_ps(t5 + 4);
            __m128 a_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t17, 0, 2, 4, 6);
            __m128 a_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t17, 1, 3, 5, 7);
            __m128 t18 = _mm_loadu_ps(t12 + -1);
            __m128 t19 = _mm_loadu_ps(t12 + 3);
            __m128 b_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t19, 1, 3, 5, 7);
            __m128 b_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t19, 0, 2, 4, 6);
            __m128 t20 = _mm_mul_ps(a_v_2, b_v_2);
            __m128 t21 = _mm_mul_ps(a_v_3, b_v_3);
            __m128 t22 = _mm_add_ps(t20, t21);
            __m128 t23 = (__m128)__builtin_shufflevector((vcc_v4_float)t14, (vcc_v4_float)t22, 0, 4, 1, 5);
            _mm_storeu_ps(t15 + -1, t23);
            __m128 t24 = (__m128)__builtin_shufflevector((vcc_v4_float)t14, (vcc_v4_float)t22, 2, 6, 3, 7);
            _mm_storeu_ps(t15 + 3, t24);
            _mm_storeu_ps(p + i_vec, rr_v);
            long t25 = i_vec + 4L;
            int t26 = 2 * (int)t25;
            long t27 = (long)t26;
            const float *t28 = a + t27;
            __m128 t29 = _mm_loadu_ps(t28);
            __m128 t30 = _mm_loadu_ps(t28 + 4);
            __m128 a_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t30, 0, 2, 4, 6);
            __m128 a_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t30, 1, 3, 5, 7);
            const float *t31 = b + t27;
            __m128 t32 = _mm_loadu_ps(t31);
            __m128 t33 = _mm_loadu_ps(t31 + 4);
            __m128 b_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t33, 0, 2, 4, 6);
            __m128 b_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t33, 1, 3, 5, 7);
            __m128 rr_v_1 = _mm_mul_ps(a_v_4, b_v_4);
            long t34 = (long)(t26 + 1);
            const float *t35 = b + t34;
            __m128 t36 = _mm_mul_ps(a_v_5, b_v_5);
            __m128 t37 = _mm_sub_ps(rr_v_1, t36);
            float *t38 = c + t34;
            __m128 t39 = _mm_loadu_ps(t28);
            __m128 t40 = _mm_loadu_ps(t28 + 4);
            __m128 a_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t39, (vcc_v4_float)t40, 0, 2, 4, 6);
            __m128 a_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t39, (vcc_v4_float)t40, 1, 3, 5, 7);
            __m128 t41 = _mm_loadu_ps(t35 + -1);
            __m128 t42 = _mm_loadu_ps(t35 + 3);
            __m128 b_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t42, 1, 3, 5, 7);
            __m128 b_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t42, 0, 2, 4, 6);
            __m128 t43 = _mm_mul_ps(a_v_6, b_v_6);
            __m128 t44 = _mm_mul_ps(a_v_7, b_v_7);
            __m128 t45 = _mm_add_ps(t43, t44);
            __m128 t46 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t45, 0, 4, 1, 5);
            _mm_storeu_ps(t38 + -1, t46);
            __m128 t47 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t45, 2, 6, 3, 7);
            _mm_storeu_ps(t38 + 3, t47);
            _mm_storeu_ps(p + t25, rr_v_1);
            i_vec += 8L;
        } while (i_vec < t2);
        t48 = (int)t2;
    } else {
        t48 = 0;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if (t49 >= 4L) {
        long t50 = t49 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t51 = (long)t48 + i_vec_1;
            int t52 = 2 * (int)t51;
            long t53 = (long)t52;
            const float *t54 = a + t53;
            __m128 t55 = _mm_loadu_ps(t54);
            __m128 t56 = _mm_loadu_ps(t54 + 4);
            __m128 a_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t56, 0, 2, 4, 6);
            __m128 a_v_9 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t56, 1, 3, 5, 7);
            const float *t57 = b + t53;
            __m128 t58 = _mm_loadu_ps(t57);
            __m128 t59 = _mm_loadu_ps(t57 + 4);
            __m128 b_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t59, 0, 2, 4, 6);
            __m128 b_v_9 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t59, 1, 3, 5, 7);
            __m128 rr_v_2 = _mm_mul_ps(a_v_8, b_v_8);
            long t60 = (long)(t52 + 1);
            const float *t61 = b + t60;
            __m128 t62 = _mm_mul_ps(a_v_9, b_v_9);
            __m128 t63 = _mm_sub_ps(rr_v_2, t62);
            float *t64 = c + t60;
            __m128 t65 = _mm_loadu_ps(t54);
            __m128 t66 = _mm_loadu_ps(t54 + 4);
            __m128 a_v_10 = (__m128)__builtin_shufflevector((vcc_v4_float)t65, (vcc_v4_float)t66, 0, 2, 4, 6);
            __m128 a_v_11 = (__m128)__builtin_shufflevector((vcc_v4_float)t65, (vcc_v4_float)t66, 1, 3, 5, 7);
            __m128 t67 = _mm_loadu_ps(t61 + -1);
            __m128 t68 = _mm_loadu_ps(t61 + 3);
            __m128 b_v_10 = (__m128)__builtin_shufflevector((vcc_v4_float)t67, (vcc_v4_float)t68, 1, 3, 5, 7);
            __m128 b_v_11 = (__m128)__builtin_shufflevector((vcc_v4_float)t67, (vcc_v4_float)t68, 0, 2, 4, 6);
            __m128 t69 = _mm_mul_ps(a_v_10, b_v_10);
            __m128 t70 = _mm_mul_ps(a_v_11, b_v_11);
            __m128 t71 = _mm_add_ps(t69, t70);
            __m128 t72 = (__m128)__builtin_shufflevector((vcc_v4_float)t63, (vcc_v4_float)t71, 0, 4, 1, 5);
            _mm_storeu_ps(t64 + -1, t72);
            __m128 t73 = (__m128)__builtin_shufflevector((vcc_v4_float)t63, (vcc_v4_float)t71, 2, 6, 3, 7);
            _mm_storeu_ps(t64 + 3, t73);
            _mm_storeu_ps(p + t51, rr_v_2);
            i_vec_1 += 4L;
        } while (i_vec_1 < t50);
        i = (int)((long)t48 + t50);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        int t74 = 2 * i;
        long t75 = (long)t74;
        const float *t76 = b + t75;
        vcc_v2_float t77 = vcc_splat(vcc_v2_float, a[t75]);
        vcc_v2_float t78 = vcc_load(vcc_v2_float, t76);
        vcc_v2_float t79 = t77 * t78;
        vcc_v2_float t80 = vcc_splat(vcc_v2_float, a[t74 + 1]);
        vcc_v2_float t81 = vcc_load(vcc_v2_float, t76);
        vcc_v2_float t82 = __builtin_shufflevector(t81, t81, 1, 0);
        vcc_v2_float t83 = t80 * t82;
        vcc_v2_float t84 = __builtin_shufflevector(t79 - t83, t79 + t83, 0, 3);
        vcc_store(c + t75, t84);
        p[i] = t79[0];
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t52;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:69 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(t5 + 8);
            __m256 ar_v = _mm256_permutex2var_ps(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t7);
            __m256 ai_v = _mm256_permutex2var_ps(t6, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t7);
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
            __m256 t24 = _mm256_mul_ps(ar_v, ar_v);
            __m256 t25 = _mm256_mul_ps(ai_v, ai_v);
            __m256 t26 = _mm256_add_ps(t24, t25);
            _mm256_storeu_ps(m + i_vec, t26);
            long t27 = i_vec + 8L;
            int t28 = 2 * (int)t27;
            long t29 = (long)t28;
            const float *t30 = a + t29;
            __m256 t31 = _mm256_loadu_ps(t30);
            __m256 t32 = _mm256_loadu_ps(t30 + 8);
            __m256 ar_v_1 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t32);
            __m256 ai_v_1 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t32);
            const float *t33 = b + t29;
            __m256 t34 = _mm256_loadu_ps(t33);
            __m256 t35 = _mm256_loadu_ps(t33 + 8);
            float *t36 = c + (t28 + 1);
            __m256 t37 = _mm256_moveldup_ps(t34);
            __m256 t38 = _mm256_movehdup_ps(t34);
            __m256 t39 = _mm256_permute_ps(t31, 0xb1);
            __m256 t40 = _mm256_mul_ps(t31, t37);
            __m256 t41 = _mm256_mul_ps(t39, t38);
            __m256 t42 = _mm256_addsub_ps(t40, t41);
            _mm256_storeu_ps(t36 + -1, t42);
            __m256 t43 = _mm256_moveldup_ps(t35);
            __m256 t44 = _mm256_movehdup_ps(t35);
            __m256 t45 = _mm256_permute_ps(t32, 0xb1);
            __m256 t46 = _mm256_mul_ps(t32, t43);
            __m256 t47 = _mm256_mul_ps(t45, t44);
            __m256 t48 = _mm256_addsub_ps(t46, t47);
            _mm256_storeu_ps(t36 + 7, t48);
            __m256 t49 = _mm256_mul_ps(ar_v_1, ar_v_1);
            __m256 t50 = _mm256_mul_ps(ai_v_1, ai_v_1);
            __m256 t51 = _mm256_add_ps(t49, t50);
            _mm256_storeu_ps(m + t27, t51);
            i_vec += 16L;
        } while (i_vec < t2);
        t52 = (int)t2;
    } else {
        t52 = 0;
    }
    long t53 = (long)n + (long)t52 * -1L;
    if (t53 >= 8L) {
        long t54 = t53 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:69 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t55 = (long)t52 + i_vec_1;
            int t56 = 2 * (int)t55;
            long t57 = (long)t56;
            const float *t58 = a + t57;
            __m256 t59 = _mm256_loadu_ps(t58);
            __m256 t60 = _mm256_loadu_ps(t58 + 8);
            __m256 ar_v_2 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t60);
            __m256 ai_v_2 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t60);
            const float *t61 = b + t57;
            __m256 t62 = _mm256_loadu_ps(t61);
            __m256 t63 = _mm256_loadu_ps(t61 + 8);
            float *t64 = c + (t56 + 1);
            __m256 t65 = _mm256_moveldup_ps(t62);
            __m256 t66 = _mm256_movehdup_ps(t62);
            __m256 t67 = _mm256_permute_ps(t59, 0xb1);
            __m256 t68 = _mm256_mul_ps(t59, t65);
            __m256 t69 = _mm256_mul_ps(t67, t66);
            __m256 t70 = _mm256_addsub_ps(t68, t69);
            _mm256_storeu_ps(t64 + -1, t70);
            __m256 t71 = _mm256_moveldup_ps(t63);
            __m256 t72 = _mm256_movehdup_ps(t63);
            __m256 t73 = _mm256_permute_ps(t60, 0xb1);
            __m256 t74 = _mm256_mul_ps(t60, t71);
            __m256 t75 = _mm256_mul_ps(t73, t72);
            __m256 t76 = _mm256_addsub_ps(t74, t75);
            _mm256_storeu_ps(t64 + 7, t76);
            __m256 t77 = _mm256_mul_ps(ar_v_2, ar_v_2);
            __m256 t78 = _mm256_mul_ps(ai_v_2, ai_v_2);
            __m256 t79 = _mm256_add_ps(t77, t78);
            _mm256_storeu_ps(m + t55, t79);
            i_vec_1 += 8L;
        } while (i_vec_1 < t54);
        i = (int)((long)t52 + t54);
    } else {
        i = t52;
    }
    for (; i < n; i++) {
        int t80 = 2 * i;
        long t81 = (long)t80;
        float ar = a[t81];
        float ai = a[t80 + 1];
        const float *t82 = b + t81;
        vcc_v2_float t83 = (vcc_v2_float){ar, ar};
        vcc_v2_float t84 = vcc_load(vcc_v2_float, t82);
        vcc_v2_float t85 = t83 * t84;
        vcc_v2_float t86 = (vcc_v2_float){ai, ai};
        vcc_v2_float t87 = vcc_load(vcc_v2_float, t82);
        vcc_v2_float t88 = __builtin_shufflevector(t87, t87, 1, 0);
        vcc_v2_float t89 = t86 * t88;
        vcc_v2_float t90 = __builtin_shufflevector(t85 - t89, t85 + t89, 0, 3);
        vcc_store(c + t81, t90);
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
