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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_dot_late(const float *p, const float *c, int u, int v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_dot_late(const float *p, const float *c, int u, int v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_dot(const float *p, const float *c, int u, int v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_dot(const float *p, const float *c, int u, int v);
/* Unroll-and-jam for latency (unroll_jam.rs's latency rule, then fuse.rs): `dot` sums 64
   products, a chain of 64 dependent adds per lane. `rows` calls it from a `#pragma omp simd`
   loop of one vector for every u, so the loop over u is jammed by 2 and, once the calls are
   inlined, the two copies' loops are fused: two chains side by side, each in its scalar order
   (the results are exact); an odd count runs its last u in the original nest. `overlapping`
   writes rows that overlap the next u's (out[u * 8 + v], v < 16: (u, v) and (u + 1, v - 8) are
   one element, which jamming would write in the other order) and `chained` reads through its
   call the row the previous u wrote: neither is jammed. `rows_early` is `rows` defined before
   its callee `dot_late` (callees are processed first, so the rule sees the callee's chain:
   jammed too). */
#include <stdio.h>
/* vcc-test: expect-variants 2 */

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot_late(const float *p, const float *c, int u, int v);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rows_early(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    vcc_no_contract_body
    long t3;
    long t5;
    int u;
    int t6;
    int u_1;
    u = 0;
    for (;; u = t6 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t6 = u + 1;
        if (t6 >= n) {
            u_1 = u;
            break;
        }
        t5 = 0L;
        for (;;) {
            int t7 = (int)t5;
            int t8 = u * 8;
            float *t9 = out + (t8 + t7);
            const float *t10 = img + u;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t15 = t6 * 8;
            float *t16 = out + (t15 + t7);
            const float *t17 = img + t6;
            int t18 = 0;
            __m256 t2 = t1;
            while (t18 < 8) {
                long t19 = (long)t18;
                int t20 = t18 * 16;
                float t21 = c[t20 + u];
                const float *t22 = c + t7;
                __m256 t23 = _mm256_loadu_ps(t22);
                __m256 t24 = _mm256_set1_ps(t10[t19] * t21);
                __m256 t25 = _mm256_mul_ps(t24, t23);
                __m256 t26 = _mm256_add_ps(t1, t25);
                int t27 = t18 + 1;
                long t28 = (long)t27;
                const float *t29 = c + (16 + t7);
                __m256 t30 = _mm256_loadu_ps(t29);
                __m256 t31 = _mm256_set1_ps(t10[t28] * t21);
                __m256 t32 = _mm256_mul_ps(t31, t30);
                __m256 t33 = _mm256_add_ps(t26, t32);
                long t34 = (long)(t18 + 2);
                const float *t35 = c + (32 + t7);
                __m256 t36 = _mm256_loadu_ps(t35);
                __m256 t37 = _mm256_set1_ps(t10[t34] * t21);
                __m256 t38 = _mm256_mul_ps(t37, t36);
                __m256 t39 = _mm256_add_ps(t33, t38);
                long t40 = (long)(t18 + 3);
                const float *t41 = c + (48 + t7);
                __m256 t42 = _mm256_loadu_ps(t41);
                __m256 t43 = _mm256_set1_ps(t10[t40] * t21);
                __m256 t44 = _mm256_mul_ps(t43, t42);
                __m256 t45 = _mm256_add_ps(t39, t44);
                long t46 = (long)(t18 + 4);
                const float *t47 = c + (64 + t7);
                __m256 t48 = _mm256_loadu_ps(t47);
                __m256 t49 = _mm256_set1_ps(t10[t46] * t21);
                __m256 t50 = _mm256_mul_ps(t49, t48);
                __m256 t51 = _mm256_add_ps(t45, t50);
                long t52 = (long)(t18 + 5);
                const float *t53 = c + (80 + t7);
                __m256 t54 = _mm256_loadu_ps(t53);
                __m256 t55 = _mm256_set1_ps(t10[t52] * t21);
                __m256 t56 = _mm256_mul_ps(t55, t54);
                __m256 t57 = _mm256_add_ps(t51, t56);
                long t58 = (long)(t18 + 6);
                const float *t59 = c + (96 + t7);
                __m256 t60 = _mm256_loadu_ps(t59);
                __m256 t61 = _mm256_set1_ps(t10[t58] * t21);
                __m256 t62 = _mm256_mul_ps(t61, t60);
                __m256 t63 = _mm256_add_ps(t57, t62);
                long t64 = (long)(t18 + 7);
                const float *t65 = c + (112 + t7);
                __m256 t66 = _mm256_loadu_ps(t65);
                __m256 t67 = _mm256_set1_ps(t10[t64] * t21);
                __m256 t68 = _mm256_mul_ps(t67, t66);
                t1 = _mm256_add_ps(t63, t68);
                float t69 = c[t20 + t6];
                __m256 t70 = _mm256_loadu_ps(t22);
                __m256 t71 = _mm256_set1_ps(t17[t19] * t69);
                __m256 t72 = _mm256_mul_ps(t71, t70);
                __m256 t73 = _mm256_add_ps(t2, t72);
                __m256 t74 = _mm256_loadu_ps(t29);
                __m256 t75 = _mm256_set1_ps(t17[t28] * t69);
                __m256 t76 = _mm256_mul_ps(t75, t74);
                __m256 t77 = _mm256_add_ps(t73, t76);
                __m256 t78 = _mm256_loadu_ps(t35);
                __m256 t79 = _mm256_set1_ps(t17[t34] * t69);
                __m256 t80 = _mm256_mul_ps(t79, t78);
                __m256 t81 = _mm256_add_ps(t77, t80);
                __m256 t82 = _mm256_loadu_ps(t41);
                __m256 t83 = _mm256_set1_ps(t17[t40] * t69);
                __m256 t84 = _mm256_mul_ps(t83, t82);
                __m256 t85 = _mm256_add_ps(t81, t84);
                __m256 t86 = _mm256_loadu_ps(t47);
                __m256 t87 = _mm256_set1_ps(t17[t46] * t69);
                __m256 t88 = _mm256_mul_ps(t87, t86);
                __m256 t89 = _mm256_add_ps(t85, t88);
                __m256 t90 = _mm256_loadu_ps(t53);
                __m256 t91 = _mm256_set1_ps(t17[t52] * t69);
                __m256 t92 = _mm256_mul_ps(t91, t90);
                __m256 t93 = _mm256_add_ps(t89, t92);
                __m256 t94 = _mm256_loadu_ps(t59);
                __m256 t95 = _mm256_set1_ps(t17[t58] * t69);
                __m256 t96 = _mm256_mul_ps(t95, t94);
                __m256 t97 = _mm256_add_ps(t93, t96);
                __m256 t98 = _mm256_loadu_ps(t65);
                __m256 t99 = _mm256_set1_ps(t17[t64] * t69);
                __m256 t100 = _mm256_mul_ps(t99, t98);
                t2 = _mm256_add_ps(t97, t100);
                t18 = t27;
            }
            _mm256_storeu_ps(t9, t1);
            _mm256_storeu_ps(t16, t2);
            t5 += 8L;
            if (t5 >= 8L) {
                int v = 8;
                for (;; v++) {
                    if (v >= 8) {
                        goto L135;
                    }
                    out[t8 + v] = (_mm256_zeroupper(), dot_late(t10, c, u, v));
                    out[t15 + v] = (_mm256_zeroupper(), dot_late(t17, c, t6, v));
                }
            }
        }
    L135:;
    }
    for (; u_1 < n; u_1++) {
        t3 = 0L;
        for (;;) {
            int t11 = (int)t3;
            int t12 = u_1 * 8;
            float *t13 = out + (t12 + t11);
            const float *t14 = img + u_1;
            __m256 t4 = _mm256_set1_ps(0.0f);
            int t101 = 0;
            while (t101 < 8) {
                float t102 = c[t101 * 16 + u_1];
                __m256 t103 = _mm256_loadu_ps(c + t11);
                __m256 t104 = _mm256_set1_ps(t14[t101] * t102);
                __m256 t105 = _mm256_mul_ps(t104, t103);
                __m256 t106 = _mm256_add_ps(t4, t105);
                int t107 = t101 + 1;
                __m256 t108 = _mm256_loadu_ps(c + (16 + t11));
                __m256 t109 = _mm256_set1_ps(t14[t107] * t102);
                __m256 t110 = _mm256_mul_ps(t109, t108);
                __m256 t111 = _mm256_add_ps(t106, t110);
                __m256 t112 = _mm256_loadu_ps(c + (32 + t11));
                __m256 t113 = _mm256_set1_ps(t14[t101 + 2] * t102);
                __m256 t114 = _mm256_mul_ps(t113, t112);
                __m256 t115 = _mm256_add_ps(t111, t114);
                __m256 t116 = _mm256_loadu_ps(c + (48 + t11));
                __m256 t117 = _mm256_set1_ps(t14[t101 + 3] * t102);
                __m256 t118 = _mm256_mul_ps(t117, t116);
                __m256 t119 = _mm256_add_ps(t115, t118);
                __m256 t120 = _mm256_loadu_ps(c + (64 + t11));
                __m256 t121 = _mm256_set1_ps(t14[t101 + 4] * t102);
                __m256 t122 = _mm256_mul_ps(t121, t120);
                __m256 t123 = _mm256_add_ps(t119, t122);
                __m256 t124 = _mm256_loadu_ps(c + (80 + t11));
                __m256 t125 = _mm256_set1_ps(t14[t101 + 5] * t102);
                __m256 t126 = _mm256_mul_ps(t125, t124);
                __m256 t127 = _mm256_add_ps(t123, t126);
                __m256 t128 = _mm256_loadu_ps(c + (96 + t11));
                __m256 t129 = _mm256_set1_ps(t14[t101 + 6] * t102);
                __m256 t130 = _mm256_mul_ps(t129, t128);
                __m256 t131 = _mm256_add_ps(t127, t130);
                __m256 t132 = _mm256_loadu_ps(c + (112 + t11));
                __m256 t133 = _mm256_set1_ps(t14[t101 + 7] * t102);
                __m256 t134 = _mm256_mul_ps(t133, t132);
                t4 = _mm256_add_ps(t131, t134);
                t101 = t107;
            }
            _mm256_storeu_ps(t13, t4);
            t3 += 8L;
            if (t3 >= 8L) {
                int v_1 = 8;
                for (;; v_1++) {
                    if (v_1 >= 8) {
                        goto L136;
                    }
                    out[t12 + v_1] = (_mm256_zeroupper(), dot_late(t14, c, u_1, v_1));
                }
            }
        }
    L136:;
    }
}

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot(const float *p, const float *c, int u, int v) {
    float sum = 0.0f;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            sum += p[y + x] * c[y * 16 + u] * c[x * 16 + v];
    return sum;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_dot(const float *p, const float *c, int u, int v) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        __m512 t4 = _mm512_loadu_ps(c + v);
        __m512 t5 = _mm512_set1_ps(p[t2] * t3);
        __m512 t6 = _mm512_mul_ps(t5, t4);
        __m512 t7 = _mm512_add_ps(t1, t6);
        int t8 = t2 + 1;
        __m512 t9 = _mm512_loadu_ps(c + (16 + v));
        __m512 t10 = _mm512_set1_ps(p[t8] * t3);
        __m512 t11 = _mm512_mul_ps(t10, t9);
        __m512 t12 = _mm512_add_ps(t7, t11);
        __m512 t13 = _mm512_loadu_ps(c + (32 + v));
        __m512 t14 = _mm512_set1_ps(p[t2 + 2] * t3);
        __m512 t15 = _mm512_mul_ps(t14, t13);
        __m512 t16 = _mm512_add_ps(t12, t15);
        __m512 t17 = _mm512_loadu_ps(c + (48 + v));
        __m512 t18 = _mm512_set1_ps(p[t2 + 3] * t3);
        __m512 t19 = _mm512_mul_ps(t18, t17);
        __m512 t20 = _mm512_add_ps(t16, t19);
        __m512 t21 = _mm512_loadu_ps(c + (64 + v));
        __m512 t22 = _mm512_set1_ps(p[t2 + 4] * t3);
        __m512 t23 = _mm512_mul_ps(t22, t21);
        __m512 t24 = _mm512_add_ps(t20, t23);
        __m512 t25 = _mm512_loadu_ps(c + (80 + v));
        __m512 t26 = _mm512_set1_ps(p[t2 + 5] * t3);
        __m512 t27 = _mm512_mul_ps(t26, t25);
        __m512 t28 = _mm512_add_ps(t24, t27);
        __m512 t29 = _mm512_loadu_ps(c + (96 + v));
        __m512 t30 = _mm512_set1_ps(p[t2 + 6] * t3);
        __m512 t31 = _mm512_mul_ps(t30, t29);
        __m512 t32 = _mm512_add_ps(t28, t31);
        __m512 t33 = _mm512_loadu_ps(c + (112 + v));
        __m512 t34 = _mm512_set1_ps(p[t2 + 7] * t3);
        __m512 t35 = _mm512_mul_ps(t34, t33);
        t1 = _mm512_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_dot(const float *p, const float *c, int u, int v) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        __m256 t4 = _mm256_loadu_ps(c + v);
        __m256 t5 = _mm256_set1_ps(p[t2] * t3);
        __m256 t6 = _mm256_mul_ps(t5, t4);
        __m256 t7 = _mm256_add_ps(t1, t6);
        int t8 = t2 + 1;
        __m256 t9 = _mm256_loadu_ps(c + (16 + v));
        __m256 t10 = _mm256_set1_ps(p[t8] * t3);
        __m256 t11 = _mm256_mul_ps(t10, t9);
        __m256 t12 = _mm256_add_ps(t7, t11);
        __m256 t13 = _mm256_loadu_ps(c + (32 + v));
        __m256 t14 = _mm256_set1_ps(p[t2 + 2] * t3);
        __m256 t15 = _mm256_mul_ps(t14, t13);
        __m256 t16 = _mm256_add_ps(t12, t15);
        __m256 t17 = _mm256_loadu_ps(c + (48 + v));
        __m256 t18 = _mm256_set1_ps(p[t2 + 3] * t3);
        __m256 t19 = _mm256_mul_ps(t18, t17);
        __m256 t20 = _mm256_add_ps(t16, t19);
        __m256 t21 = _mm256_loadu_ps(c + (64 + v));
        __m256 t22 = _mm256_set1_ps(p[t2 + 4] * t3);
        __m256 t23 = _mm256_mul_ps(t22, t21);
        __m256 t24 = _mm256_add_ps(t20, t23);
        __m256 t25 = _mm256_loadu_ps(c + (80 + v));
        __m256 t26 = _mm256_set1_ps(p[t2 + 5] * t3);
        __m256 t27 = _mm256_mul_ps(t26, t25);
        __m256 t28 = _mm256_add_ps(t24, t27);
        __m256 t29 = _mm256_loadu_ps(c + (96 + v));
        __m256 t30 = _mm256_set1_ps(p[t2 + 6] * t3);
        __m256 t31 = _mm256_mul_ps(t30, t29);
        __m256 t32 = _mm256_add_ps(t28, t31);
        __m256 t33 = _mm256_loadu_ps(c + (112 + v));
        __m256 t34 = _mm256_set1_ps(p[t2 + 7] * t3);
        __m256 t35 = _mm256_mul_ps(t34, t33);
        t1 = _mm256_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot_late(const float *p, const float *c, int u, int v) {
    float sum = 0.0f;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            sum += p[y + x] * c[y * 16 + u] * c[x * 16 + v];
    return sum;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_dot_late(const float *p, const float *c, int u, int v) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        __m512 t4 = _mm512_loadu_ps(c + v);
        __m512 t5 = _mm512_set1_ps(p[t2] * t3);
        __m512 t6 = _mm512_mul_ps(t5, t4);
        __m512 t7 = _mm512_add_ps(t1, t6);
        int t8 = t2 + 1;
        __m512 t9 = _mm512_loadu_ps(c + (16 + v));
        __m512 t10 = _mm512_set1_ps(p[t8] * t3);
        __m512 t11 = _mm512_mul_ps(t10, t9);
        __m512 t12 = _mm512_add_ps(t7, t11);
        __m512 t13 = _mm512_loadu_ps(c + (32 + v));
        __m512 t14 = _mm512_set1_ps(p[t2 + 2] * t3);
        __m512 t15 = _mm512_mul_ps(t14, t13);
        __m512 t16 = _mm512_add_ps(t12, t15);
        __m512 t17 = _mm512_loadu_ps(c + (48 + v));
        __m512 t18 = _mm512_set1_ps(p[t2 + 3] * t3);
        __m512 t19 = _mm512_mul_ps(t18, t17);
        __m512 t20 = _mm512_add_ps(t16, t19);
        __m512 t21 = _mm512_loadu_ps(c + (64 + v));
        __m512 t22 = _mm512_set1_ps(p[t2 + 4] * t3);
        __m512 t23 = _mm512_mul_ps(t22, t21);
        __m512 t24 = _mm512_add_ps(t20, t23);
        __m512 t25 = _mm512_loadu_ps(c + (80 + v));
        __m512 t26 = _mm512_set1_ps(p[t2 + 5] * t3);
        __m512 t27 = _mm512_mul_ps(t26, t25);
        __m512 t28 = _mm512_add_ps(t24, t27);
        __m512 t29 = _mm512_loadu_ps(c + (96 + v));
        __m512 t30 = _mm512_set1_ps(p[t2 + 6] * t3);
        __m512 t31 = _mm512_mul_ps(t30, t29);
        __m512 t32 = _mm512_add_ps(t28, t31);
        __m512 t33 = _mm512_loadu_ps(c + (112 + v));
        __m512 t34 = _mm512_set1_ps(p[t2 + 7] * t3);
        __m512 t35 = _mm512_mul_ps(t34, t33);
        t1 = _mm512_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_dot_late(const float *p, const float *c, int u, int v) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        __m256 t4 = _mm256_loadu_ps(c + v);
        __m256 t5 = _mm256_set1_ps(p[t2] * t3);
        __m256 t6 = _mm256_mul_ps(t5, t4);
        __m256 t7 = _mm256_add_ps(t1, t6);
        int t8 = t2 + 1;
        __m256 t9 = _mm256_loadu_ps(c + (16 + v));
        __m256 t10 = _mm256_set1_ps(p[t8] * t3);
        __m256 t11 = _mm256_mul_ps(t10, t9);
        __m256 t12 = _mm256_add_ps(t7, t11);
        __m256 t13 = _mm256_loadu_ps(c + (32 + v));
        __m256 t14 = _mm256_set1_ps(p[t2 + 2] * t3);
        __m256 t15 = _mm256_mul_ps(t14, t13);
        __m256 t16 = _mm256_add_ps(t12, t15);
        __m256 t17 = _mm256_loadu_ps(c + (48 + v));
        __m256 t18 = _mm256_set1_ps(p[t2 + 3] * t3);
        __m256 t19 = _mm256_mul_ps(t18, t17);
        __m256 t20 = _mm256_add_ps(t16, t19);
        __m256 t21 = _mm256_loadu_ps(c + (64 + v));
        __m256 t22 = _mm256_set1_ps(p[t2 + 4] * t3);
        __m256 t23 = _mm256_mul_ps(t22, t21);
        __m256 t24 = _mm256_add_ps(t20, t23);
        __m256 t25 = _mm256_loadu_ps(c + (80 + v));
        __m256 t26 = _mm256_set1_ps(p[t2 + 5] * t3);
        __m256 t27 = _mm256_mul_ps(t26, t25);
        __m256 t28 = _mm256_add_ps(t24, t27);
        __m256 t29 = _mm256_loadu_ps(c + (96 + v));
        __m256 t30 = _mm256_set1_ps(p[t2 + 6] * t3);
        __m256 t31 = _mm256_mul_ps(t30, t29);
        __m256 t32 = _mm256_add_ps(t28, t31);
        __m256 t33 = _mm256_loadu_ps(c + (112 + v));
        __m256 t34 = _mm256_set1_ps(p[t2 + 7] * t3);
        __m256 t35 = _mm256_mul_ps(t34, t33);
        t1 = _mm256_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rows(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    vcc_no_contract_body
    long t3;
    long t5;
    int u;
    int t6;
    int u_1;
    u = 0;
    for (;; u = t6 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t6 = u + 1;
        if (t6 >= n) {
            u_1 = u;
            break;
        }
        t5 = 0L;
        for (;;) {
            int t7 = (int)t5;
            int t8 = u * 8;
            float *t9 = out + (t8 + t7);
            const float *t10 = img + u;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t15 = t6 * 8;
            float *t16 = out + (t15 + t7);
            const float *t17 = img + t6;
            int t18 = 0;
            __m256 t2 = t1;
            while (t18 < 8) {
                long t19 = (long)t18;
                int t20 = t18 * 16;
                float t21 = c[t20 + u];
                const float *t22 = c + t7;
                __m256 t23 = _mm256_loadu_ps(t22);
                __m256 t24 = _mm256_set1_ps(t10[t19] * t21);
                __m256 t25 = _mm256_mul_ps(t24, t23);
                __m256 t26 = _mm256_add_ps(t1, t25);
                int t27 = t18 + 1;
                long t28 = (long)t27;
                const float *t29 = c + (16 + t7);
                __m256 t30 = _mm256_loadu_ps(t29);
                __m256 t31 = _mm256_set1_ps(t10[t28] * t21);
                __m256 t32 = _mm256_mul_ps(t31, t30);
                __m256 t33 = _mm256_add_ps(t26, t32);
                long t34 = (long)(t18 + 2);
                const float *t35 = c + (32 + t7);
                __m256 t36 = _mm256_loadu_ps(t35);
                __m256 t37 = _mm256_set1_ps(t10[t34] * t21);
                __m256 t38 = _mm256_mul_ps(t37, t36);
                __m256 t39 = _mm256_add_ps(t33, t38);
                long t40 = (long)(t18 + 3);
                const float *t41 = c + (48 + t7);
                __m256 t42 = _mm256_loadu_ps(t41);
                __m256 t43 = _mm256_set1_ps(t10[t40] * t21);
                __m256 t44 = _mm256_mul_ps(t43, t42);
                __m256 t45 = _mm256_add_ps(t39, t44);
                long t46 = (long)(t18 + 4);
                const float *t47 = c + (64 + t7);
                __m256 t48 = _mm256_loadu_ps(t47);
                __m256 t49 = _mm256_set1_ps(t10[t46] * t21);
                __m256 t50 = _mm256_mul_ps(t49, t48);
                __m256 t51 = _mm256_add_ps(t45, t50);
                long t52 = (long)(t18 + 5);
                const float *t53 = c + (80 + t7);
                __m256 t54 = _mm256_loadu_ps(t53);
                __m256 t55 = _mm256_set1_ps(t10[t52] * t21);
                __m256 t56 = _mm256_mul_ps(t55, t54);
                __m256 t57 = _mm256_add_ps(t51, t56);
                long t58 = (long)(t18 + 6);
                const float *t59 = c + (96 + t7);
                __m256 t60 = _mm256_loadu_ps(t59);
                __m256 t61 = _mm256_set1_ps(t10[t58] * t21);
                __m256 t62 = _mm256_mul_ps(t61, t60);
                __m256 t63 = _mm256_add_ps(t57, t62);
                long t64 = (long)(t18 + 7);
                const float *t65 = c + (112 + t7);
                __m256 t66 = _mm256_loadu_ps(t65);
                __m256 t67 = _mm256_set1_ps(t10[t64] * t21);
                __m256 t68 = _mm256_mul_ps(t67, t66);
                t1 = _mm256_add_ps(t63, t68);
                float t69 = c[t20 + t6];
                __m256 t70 = _mm256_loadu_ps(t22);
                __m256 t71 = _mm256_set1_ps(t17[t19] * t69);
                __m256 t72 = _mm256_mul_ps(t71, t70);
                __m256 t73 = _mm256_add_ps(t2, t72);
                __m256 t74 = _mm256_loadu_ps(t29);
                __m256 t75 = _mm256_set1_ps(t17[t28] * t69);
                __m256 t76 = _mm256_mul_ps(t75, t74);
                __m256 t77 = _mm256_add_ps(t73, t76);
                __m256 t78 = _mm256_loadu_ps(t35);
                __m256 t79 = _mm256_set1_ps(t17[t34] * t69);
                __m256 t80 = _mm256_mul_ps(t79, t78);
                __m256 t81 = _mm256_add_ps(t77, t80);
                __m256 t82 = _mm256_loadu_ps(t41);
                __m256 t83 = _mm256_set1_ps(t17[t40] * t69);
                __m256 t84 = _mm256_mul_ps(t83, t82);
                __m256 t85 = _mm256_add_ps(t81, t84);
                __m256 t86 = _mm256_loadu_ps(t47);
                __m256 t87 = _mm256_set1_ps(t17[t46] * t69);
                __m256 t88 = _mm256_mul_ps(t87, t86);
                __m256 t89 = _mm256_add_ps(t85, t88);
                __m256 t90 = _mm256_loadu_ps(t53);
                __m256 t91 = _mm256_set1_ps(t17[t52] * t69);
                __m256 t92 = _mm256_mul_ps(t91, t90);
                __m256 t93 = _mm256_add_ps(t89, t92);
                __m256 t94 = _mm256_loadu_ps(t59);
                __m256 t95 = _mm256_set1_ps(t17[t58] * t69);
                __m256 t96 = _mm256_mul_ps(t95, t94);
                __m256 t97 = _mm256_add_ps(t93, t96);
                __m256 t98 = _mm256_loadu_ps(t65);
                __m256 t99 = _mm256_set1_ps(t17[t64] * t69);
                __m256 t100 = _mm256_mul_ps(t99, t98);
                t2 = _mm256_add_ps(t97, t100);
                t18 = t27;
            }
            _mm256_storeu_ps(t9, t1);
            _mm256_storeu_ps(t16, t2);
            t5 += 8L;
            if (t5 >= 8L) {
                int v = 8;
                for (;; v++) {
                    if (v >= 8) {
                        goto L135;
                    }
                    out[t8 + v] = (_mm256_zeroupper(), dot(t10, c, u, v));
                    out[t15 + v] = (_mm256_zeroupper(), dot(t17, c, t6, v));
                }
            }
        }
    L135:;
    }
    for (; u_1 < n; u_1++) {
        t3 = 0L;
        for (;;) {
            int t11 = (int)t3;
            int t12 = u_1 * 8;
            float *t13 = out + (t12 + t11);
            const float *t14 = img + u_1;
            __m256 t4 = _mm256_set1_ps(0.0f);
            int t101 = 0;
            while (t101 < 8) {
                float t102 = c[t101 * 16 + u_1];
                __m256 t103 = _mm256_loadu_ps(c + t11);
                __m256 t104 = _mm256_set1_ps(t14[t101] * t102);
                __m256 t105 = _mm256_mul_ps(t104, t103);
                __m256 t106 = _mm256_add_ps(t4, t105);
                int t107 = t101 + 1;
                __m256 t108 = _mm256_loadu_ps(c + (16 + t11));
                __m256 t109 = _mm256_set1_ps(t14[t107] * t102);
                __m256 t110 = _mm256_mul_ps(t109, t108);
                __m256 t111 = _mm256_add_ps(t106, t110);
                __m256 t112 = _mm256_loadu_ps(c + (32 + t11));
                __m256 t113 = _mm256_set1_ps(t14[t101 + 2] * t102);
                __m256 t114 = _mm256_mul_ps(t113, t112);
                __m256 t115 = _mm256_add_ps(t111, t114);
                __m256 t116 = _mm256_loadu_ps(c + (48 + t11));
                __m256 t117 = _mm256_set1_ps(t14[t101 + 3] * t102);
                __m256 t118 = _mm256_mul_ps(t117, t116);
                __m256 t119 = _mm256_add_ps(t115, t118);
                __m256 t120 = _mm256_loadu_ps(c + (64 + t11));
                __m256 t121 = _mm256_set1_ps(t14[t101 + 4] * t102);
                __m256 t122 = _mm256_mul_ps(t121, t120);
                __m256 t123 = _mm256_add_ps(t119, t122);
                __m256 t124 = _mm256_loadu_ps(c + (80 + t11));
                __m256 t125 = _mm256_set1_ps(t14[t101 + 5] * t102);
                __m256 t126 = _mm256_mul_ps(t125, t124);
                __m256 t127 = _mm256_add_ps(t123, t126);
                __m256 t128 = _mm256_loadu_ps(c + (96 + t11));
                __m256 t129 = _mm256_set1_ps(t14[t101 + 6] * t102);
                __m256 t130 = _mm256_mul_ps(t129, t128);
                __m256 t131 = _mm256_add_ps(t127, t130);
                __m256 t132 = _mm256_loadu_ps(c + (112 + t11));
                __m256 t133 = _mm256_set1_ps(t14[t101 + 7] * t102);
                __m256 t134 = _mm256_mul_ps(t133, t132);
                t4 = _mm256_add_ps(t131, t134);
                t101 = t107;
            }
            _mm256_storeu_ps(t13, t4);
            t3 += 8L;
            if (t3 >= 8L) {
                int v_1 = 8;
                for (;; v_1++) {
                    if (v_1 >= 8) {
                        goto L136;
                    }
                    out[t12 + v_1] = (_mm256_zeroupper(), dot(t14, c, u_1, v_1));
                }
            }
        }
    L136:;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void overlapping(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    vcc_no_contract_body
    long t1;
    int u;
    for (u = 0; u < n; u++) {
        t1 = 0L;
        for (;;) {
            int t3 = (int)t1;
            float *t4 = out + (u * 8 + t3);
            const float *t5 = img + u;
            __m512 t2 = _mm512_set1_ps(0.0f);
            int t6 = 0;
            while (t6 < 8) {
                float t7 = c[t6 * 16 + u];
                __m512 t8 = _mm512_loadu_ps(c + t3);
                __m512 t9 = _mm512_set1_ps(t5[t6] * t7);
                __m512 t10 = _mm512_mul_ps(t9, t8);
                __m512 t11 = _mm512_add_ps(t2, t10);
                int t12 = t6 + 1;
                __m512 t13 = _mm512_loadu_ps(c + (16 + t3));
                __m512 t14 = _mm512_set1_ps(t5[t12] * t7);
                __m512 t15 = _mm512_mul_ps(t14, t13);
                __m512 t16 = _mm512_add_ps(t11, t15);
                __m512 t17 = _mm512_loadu_ps(c + (32 + t3));
                __m512 t18 = _mm512_set1_ps(t5[t6 + 2] * t7);
                __m512 t19 = _mm512_mul_ps(t18, t17);
                __m512 t20 = _mm512_add_ps(t16, t19);
                __m512 t21 = _mm512_loadu_ps(c + (48 + t3));
                __m512 t22 = _mm512_set1_ps(t5[t6 + 3] * t7);
                __m512 t23 = _mm512_mul_ps(t22, t21);
                __m512 t24 = _mm512_add_ps(t20, t23);
                __m512 t25 = _mm512_loadu_ps(c + (64 + t3));
                __m512 t26 = _mm512_set1_ps(t5[t6 + 4] * t7);
                __m512 t27 = _mm512_mul_ps(t26, t25);
                __m512 t28 = _mm512_add_ps(t24, t27);
                __m512 t29 = _mm512_loadu_ps(c + (80 + t3));
                __m512 t30 = _mm512_set1_ps(t5[t6 + 5] * t7);
                __m512 t31 = _mm512_mul_ps(t30, t29);
                __m512 t32 = _mm512_add_ps(t28, t31);
                __m512 t33 = _mm512_loadu_ps(c + (96 + t3));
                __m512 t34 = _mm512_set1_ps(t5[t6 + 6] * t7);
                __m512 t35 = _mm512_mul_ps(t34, t33);
                __m512 t36 = _mm512_add_ps(t32, t35);
                __m512 t37 = _mm512_loadu_ps(c + (112 + t3));
                __m512 t38 = _mm512_set1_ps(t5[t6 + 7] * t7);
                __m512 t39 = _mm512_mul_ps(t38, t37);
                t2 = _mm512_add_ps(t36, t39);
                t6 = t12;
            }
            _mm512_storeu_ps(t4, t2);
            t1 += 16L;
            if (t1 >= 16L) {
                int v = 16;
                for (;; v++) {
                    if (v >= 16) {
                        goto L40;
                    }
                    out[u * 8 + v] = (_mm256_zeroupper(), dot(img + u, c, u, v));
                }
            }
        }
    L40:;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void chained(float *buf, const float *restrict c, int n) {
    vcc_no_contract_body
    long t1;
    int u;
    for (u = 1; u < n; u++) {
        t1 = 0L;
        for (;;) {
            int t3 = (int)t1;
            float *t4 = buf + (u * 16 + t3);
            const float *t5 = buf + (u - 1) * 16;
            __m512 t2 = _mm512_set1_ps(0.0f);
            int t7 = 0;
            while (t7 < 8) {
                float t8 = c[t7 * 16 + u];
                __m512 t9 = _mm512_loadu_ps(c + t3);
                __m512 t10 = _mm512_set1_ps(t5[t7] * t8);
                __m512 t11 = _mm512_mul_ps(t10, t9);
                __m512 t12 = _mm512_add_ps(t2, t11);
                int t13 = t7 + 1;
                __m512 t14 = _mm512_loadu_ps(c + (16 + t3));
                __m512 t15 = _mm512_set1_ps(t5[t13] * t8);
                __m512 t16 = _mm512_mul_ps(t15, t14);
                __m512 t17 = _mm512_add_ps(t12, t16);
                __m512 t18 = _mm512_loadu_ps(c + (32 + t3));
                __m512 t19 = _mm512_set1_ps(t5[t7 + 2] * t8);
                __m512 t20 = _mm512_mul_ps(t19, t18);
                __m512 t21 = _mm512_add_ps(t17, t20);
                __m512 t22 = _mm512_loadu_ps(c + (48 + t3));
                __m512 t23 = _mm512_set1_ps(t5[t7 + 3] * t8);
                __m512 t24 = _mm512_mul_ps(t23, t22);
                __m512 t25 = _mm512_add_ps(t21, t24);
                __m512 t26 = _mm512_loadu_ps(c + (64 + t3));
                __m512 t27 = _mm512_set1_ps(t5[t7 + 4] * t8);
                __m512 t28 = _mm512_mul_ps(t27, t26);
                __m512 t29 = _mm512_add_ps(t25, t28);
                __m512 t30 = _mm512_loadu_ps(c + (80 + t3));
                __m512 t31 = _mm512_set1_ps(t5[t7 + 5] * t8);
                __m512 t32 = _mm512_mul_ps(t31, t30);
                __m512 t33 = _mm512_add_ps(t29, t32);
                __m512 t34 = _mm512_loadu_ps(c + (96 + t3));
                __m512 t35 = _mm512_set1_ps(t5[t7 + 6] * t8);
                __m512 t36 = _mm512_mul_ps(t35, t34);
                __m512 t37 = _mm512_add_ps(t33, t36);
                __m512 t38 = _mm512_loadu_ps(c + (112 + t3));
                __m512 t39 = _mm512_set1_ps(t5[t7 + 7] * t8);
                __m512 t40 = _mm512_mul_ps(t39, t38);
                t2 = _mm512_add_ps(t37, t40);
                t7 = t13;
            }
            __m512 t6 = _mm512_mul_ps(t2, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(t4, t6);
            t1 += 16L;
            if (t1 >= 16L) {
                int v = 16;
                for (;; v++) {
                    if (v >= 16) {
                        goto L41;
                    }
                    buf[u * 16 + v] = (_mm256_zeroupper(), dot(buf + (u - 1) * 16, c, u, v)) * 0.125f;
                }
            }
        }
    L41:;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float img[64];
    float c[128];
    float out[160];
    float buf[160];
    int t82;
    __m256i t8 = _mm256_set1_epi32(0);
    __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 12, 7, 2, 14, 9, 4, 16));
    __m256i t10 = t9;
    __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(17));
    __m256i t12 = _mm256_min_epu32(t10, t11);
    __m256i t1 = t12;
    long t2 = 0L;
    do {
        __m256 t13 = _mm256_cvtepi32_ps(t1);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.125f));
        __m256 t15 = _mm256_sub_ps(t14, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[(int)t2], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(11));
        __m256i t17 = t16;
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(17));
        __m256i t19 = _mm256_min_epu32(t17, t18);
        __m256i t20 = t19;
        __m256 t21 = _mm256_cvtepi32_ps(t20);
        __m256 t22 = _mm256_mul_ps(t21, _mm256_set1_ps(0.125f));
        __m256 t23 = _mm256_sub_ps(t22, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[(int)(t2 + 8L)], t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(17));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = t27;
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.125f));
        __m256 t31 = _mm256_sub_ps(t30, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[(int)(t2 + 16L)], t31);
        __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t33 = t32;
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(17));
        __m256i t35 = _mm256_min_epu32(t33, t34);
        __m256i t36 = t35;
        __m256 t37 = _mm256_cvtepi32_ps(t36);
        __m256 t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.125f));
        __m256 t39 = _mm256_sub_ps(t38, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[(int)(t2 + 24L)], t39);
        t2 += 32L;
        __m256i t40 = _mm256_add_epi32(t1, _mm256_set1_epi32(10));
        __m256i t41 = t40;
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(17));
        __m256i t43 = _mm256_min_epu32(t41, t42);
        t1 = t43;
    } while (t2 < 128L);
    for (int i = 128; i < 128; i++) {
        c[i] = (float)(i * 29 % 17) * 0.125f - 1.0f;
    }
    __m256i t44 = _mm256_set1_epi32(0);
    __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 13, 26, 8, 21, 3, 16, 29));
    __m256i t46 = t45;
    __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(31));
    __m256i t48 = _mm256_min_epu32(t46, t47);
    __m256i t3 = t48;
    long t4 = 0L;
    do {
        __m256 t49 = _mm256_cvtepi32_ps(t3);
        __m256 t50 = _mm256_mul_ps(t49, _mm256_set1_ps(0.25f));
        __m256 t51 = _mm256_sub_ps(t50, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[(int)t4], t51);
        __m256i t52 = _mm256_add_epi32(t3, _mm256_set1_epi32(11));
        __m256i t53 = t52;
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(31));
        __m256i t55 = _mm256_min_epu32(t53, t54);
        __m256i t56 = t55;
        __m256 t57 = _mm256_cvtepi32_ps(t56);
        __m256 t58 = _mm256_mul_ps(t57, _mm256_set1_ps(0.25f));
        __m256 t59 = _mm256_sub_ps(t58, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[(int)(t4 + 8L)], t59);
        __m256i t60 = _mm256_add_epi32(t3, _mm256_set1_epi32(22));
        __m256i t61 = t60;
        __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(31));
        __m256i t63 = _mm256_min_epu32(t61, t62);
        __m256i t64 = t63;
        __m256 t65 = _mm256_cvtepi32_ps(t64);
        __m256 t66 = _mm256_mul_ps(t65, _mm256_set1_ps(0.25f));
        __m256 t67 = _mm256_sub_ps(t66, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[(int)(t4 + 16L)], t67);
        __m256i t68 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
        __m256i t69 = t68;
        __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(31));
        __m256i t71 = _mm256_min_epu32(t69, t70);
        __m256i t72 = t71;
        __m256 t73 = _mm256_cvtepi32_ps(t72);
        __m256 t74 = _mm256_mul_ps(t73, _mm256_set1_ps(0.25f));
        __m256 t75 = _mm256_sub_ps(t74, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[(int)(t4 + 24L)], t75);
        t4 += 32L;
        __m256i t76 = _mm256_add_epi32(t3, _mm256_set1_epi32(13));
        __m256i t77 = t76;
        __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(31));
        __m256i t79 = _mm256_min_epu32(t77, t78);
        t3 = t79;
    } while (t4 < 64L);
    for (int i_1 = 64; i_1 < 64; i_1++) {
        img[i_1] = (float)(i_1 * 13 % 31) * 0.25f - 3.0f;
    }
    for (int n = 0; n <= 9; n += 3) {
        const float *t80 = c;
        const float *t81 = img;
        rows(out, t81, t80, n);
        int i_2 = 0;
        for (;; i_2++) {
            t82 = n * 8;
            if (i_2 >= t82) {
                break;
            }
            printf("rows %d %a\n", n, (double)out[i_2]);
        }
        rows_early(out, t81, t80, n);
        for (int i_3 = 0; i_3 < t82; i_3++) {
            printf("rows_early %d %a\n", n, (double)out[i_3]);
        }
        long t5 = 0L;
        do {
            _mm256_storeu_ps(&out[(int)t5], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&out[(int)(t5 + 8L)], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&out[(int)(t5 + 16L)], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&out[(int)(t5 + 24L)], _mm256_set1_ps(0.0f));
            t5 += 32L;
        } while (t5 < 160L);
        for (int i_4 = 160; i_4 < 160; i_4++) {
            out[i_4] = 0.0f;
        }
        overlapping(out, t81, t80, n);
        for (int i_5 = 0; i_5 < 160; i_5++) {
            printf("overlapping %d %a\n", n, (double)out[i_5]);
        }
        __m256i t83 = _mm256_set1_epi32(0);
        __m256i t84 = _mm256_add_epi32(t83, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
        __m256i t85 = t84;
        __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(11));
        __m256i t87 = _mm256_min_epu32(t85, t86);
        __m256i t6 = t87;
        long t7 = 0L;
        for (;;) {
            __m256 t88 = _mm256_cvtepi32_ps(t6);
            __m256 t89 = _mm256_mul_ps(t88, _mm256_set1_ps(0.5f));
            __m256 t90 = _mm256_sub_ps(t89, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[(int)t7], t90);
            __m256i t91 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
            __m256i t92 = t91;
            __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(11));
            __m256i t94 = _mm256_min_epu32(t92, t93);
            __m256i t95 = t94;
            __m256 t96 = _mm256_cvtepi32_ps(t95);
            __m256 t97 = _mm256_mul_ps(t96, _mm256_set1_ps(0.5f));
            __m256 t98 = _mm256_sub_ps(t97, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[(int)(t7 + 8L)], t98);
            __m256i t99 = _mm256_add_epi32(t6, _mm256_set1_epi32(2));
            __m256i t100 = t99;
            __m256i t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32(11));
            __m256i t102 = _mm256_min_epu32(t100, t101);
            __m256i t103 = t102;
            __m256 t104 = _mm256_cvtepi32_ps(t103);
            __m256 t105 = _mm256_mul_ps(t104, _mm256_set1_ps(0.5f));
            __m256 t106 = _mm256_sub_ps(t105, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[(int)(t7 + 16L)], t106);
            __m256i t107 = _mm256_add_epi32(t6, _mm256_set1_epi32(3));
            __m256i t108 = t107;
            __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(11));
            __m256i t110 = _mm256_min_epu32(t108, t109);
            __m256i t111 = t110;
            __m256 t112 = _mm256_cvtepi32_ps(t111);
            __m256 t113 = _mm256_mul_ps(t112, _mm256_set1_ps(0.5f));
            __m256 t114 = _mm256_sub_ps(t113, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[(int)(t7 + 24L)], t114);
            t7 += 32L;
            __m256i t115 = _mm256_add_epi32(t6, _mm256_set1_epi32(4));
            __m256i t116 = t115;
            __m256i t117 = _mm256_sub_epi32(t116, _mm256_set1_epi32(11));
            __m256i t118 = _mm256_min_epu32(t116, t117);
            __m256i t119 = t118;
            if (t7 >= 160L) {
                break;
            }
            t6 = t119;
        }
        for (int i_6 = 160; i_6 < 160; i_6++) {
            buf[i_6] = (float)(i_6 * 7 % 11) * 0.5f - 2.0f;
        }
        chained(buf, t80, n);
        for (int i_7 = 0; i_7 < 160; i_7++) {
            printf("chained %d %a\n", n, (double)buf[i_7]);
        }
    }
    return 0;
}
