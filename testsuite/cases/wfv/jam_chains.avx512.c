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
    __m256 t1;
    __m256 t2;
    long t3;
    __m256 t4;
    long t5;
    int u;
    int t6;
    int t7;
    int t8;
    float *t9;
    const float *t10;
    int v;
    int u_1;
    int t11;
    int t12;
    float *t13;
    const float *t14;
    int v_1;
    int t15;
    float *t16;
    const float *t17;
    int t18;
    long t19;
    int t20;
    float t21;
    const float *t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    int t27;
    long t28;
    const float *t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    long t34;
    const float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    long t40;
    const float *t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    long t46;
    const float *t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    long t52;
    const float *t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    long t58;
    const float *t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    long t64;
    const float *t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    float t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    __m256 t89;
    __m256 t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256 t96;
    __m256 t97;
    __m256 t98;
    __m256 t99;
    __m256 t100;
    int t101;
    float t102;
    __m256 t103;
    __m256 t104;
    __m256 t105;
    __m256 t106;
    int t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256 t117;
    __m256 t118;
    __m256 t119;
    __m256 t120;
    __m256 t121;
    __m256 t122;
    __m256 t123;
    __m256 t124;
    __m256 t125;
    __m256 t126;
    __m256 t127;
    __m256 t128;
    __m256 t129;
    __m256 t130;
    __m256 t131;
    __m256 t132;
    __m256 t133;
    __m256 t134;
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
            t7 = (int)(0L + t5);
            t8 = u * 8;
            t9 = out + (t8 + t7);
            t10 = img + u;
            t1 = _mm256_set1_ps(0.0f);
            t15 = t6 * 8;
            t16 = out + (t15 + t7);
            t17 = img + t6;
            t18 = 0;
            t2 = t1;
            while (t18 < 8) {
                t19 = (long)(t18 + 0);
                t20 = t18 * 16;
                t21 = c[t20 + u];
                t22 = c + (0 + t7);
                t23 = _mm256_loadu_ps(t22);
                t24 = _mm256_set1_ps(t10[t19] * t21);
                t25 = _mm256_mul_ps(t24, t23);
                t26 = _mm256_add_ps(t1, t25);
                t27 = t18 + 1;
                t28 = (long)t27;
                t29 = c + (16 + t7);
                t30 = _mm256_loadu_ps(t29);
                t31 = _mm256_set1_ps(t10[t28] * t21);
                t32 = _mm256_mul_ps(t31, t30);
                t33 = _mm256_add_ps(t26, t32);
                t34 = (long)(t18 + 2);
                t35 = c + (32 + t7);
                t36 = _mm256_loadu_ps(t35);
                t37 = _mm256_set1_ps(t10[t34] * t21);
                t38 = _mm256_mul_ps(t37, t36);
                t39 = _mm256_add_ps(t33, t38);
                t40 = (long)(t18 + 3);
                t41 = c + (48 + t7);
                t42 = _mm256_loadu_ps(t41);
                t43 = _mm256_set1_ps(t10[t40] * t21);
                t44 = _mm256_mul_ps(t43, t42);
                t45 = _mm256_add_ps(t39, t44);
                t46 = (long)(t18 + 4);
                t47 = c + (64 + t7);
                t48 = _mm256_loadu_ps(t47);
                t49 = _mm256_set1_ps(t10[t46] * t21);
                t50 = _mm256_mul_ps(t49, t48);
                t51 = _mm256_add_ps(t45, t50);
                t52 = (long)(t18 + 5);
                t53 = c + (80 + t7);
                t54 = _mm256_loadu_ps(t53);
                t55 = _mm256_set1_ps(t10[t52] * t21);
                t56 = _mm256_mul_ps(t55, t54);
                t57 = _mm256_add_ps(t51, t56);
                t58 = (long)(t18 + 6);
                t59 = c + (96 + t7);
                t60 = _mm256_loadu_ps(t59);
                t61 = _mm256_set1_ps(t10[t58] * t21);
                t62 = _mm256_mul_ps(t61, t60);
                t63 = _mm256_add_ps(t57, t62);
                t64 = (long)(t18 + 7);
                t65 = c + (112 + t7);
                t66 = _mm256_loadu_ps(t65);
                t67 = _mm256_set1_ps(t10[t64] * t21);
                t68 = _mm256_mul_ps(t67, t66);
                t1 = _mm256_add_ps(t63, t68);
                t69 = c[t20 + t6];
                t70 = _mm256_loadu_ps(t22);
                t71 = _mm256_set1_ps(t17[t19] * t69);
                t72 = _mm256_mul_ps(t71, t70);
                t73 = _mm256_add_ps(t2, t72);
                t74 = _mm256_loadu_ps(t29);
                t75 = _mm256_set1_ps(t17[t28] * t69);
                t76 = _mm256_mul_ps(t75, t74);
                t77 = _mm256_add_ps(t73, t76);
                t78 = _mm256_loadu_ps(t35);
                t79 = _mm256_set1_ps(t17[t34] * t69);
                t80 = _mm256_mul_ps(t79, t78);
                t81 = _mm256_add_ps(t77, t80);
                t82 = _mm256_loadu_ps(t41);
                t83 = _mm256_set1_ps(t17[t40] * t69);
                t84 = _mm256_mul_ps(t83, t82);
                t85 = _mm256_add_ps(t81, t84);
                t86 = _mm256_loadu_ps(t47);
                t87 = _mm256_set1_ps(t17[t46] * t69);
                t88 = _mm256_mul_ps(t87, t86);
                t89 = _mm256_add_ps(t85, t88);
                t90 = _mm256_loadu_ps(t53);
                t91 = _mm256_set1_ps(t17[t52] * t69);
                t92 = _mm256_mul_ps(t91, t90);
                t93 = _mm256_add_ps(t89, t92);
                t94 = _mm256_loadu_ps(t59);
                t95 = _mm256_set1_ps(t17[t58] * t69);
                t96 = _mm256_mul_ps(t95, t94);
                t97 = _mm256_add_ps(t93, t96);
                t98 = _mm256_loadu_ps(t65);
                t99 = _mm256_set1_ps(t17[t64] * t69);
                t100 = _mm256_mul_ps(t99, t98);
                t2 = _mm256_add_ps(t97, t100);
                t18 = t27;
            }
            _mm256_storeu_ps(t9, t1);
            _mm256_storeu_ps(t16, t2);
            t5 += 8L;
            if (t5 >= 8L) {
                v = 8;
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
            t11 = (int)(0L + t3);
            t12 = u_1 * 8;
            t13 = out + (t12 + t11);
            t14 = img + u_1;
            t4 = _mm256_set1_ps(0.0f);
            t101 = 0;
            while (t101 < 8) {
                t102 = c[t101 * 16 + u_1];
                t103 = _mm256_loadu_ps(c + (0 + t11));
                t104 = _mm256_set1_ps(t14[t101 + 0] * t102);
                t105 = _mm256_mul_ps(t104, t103);
                t106 = _mm256_add_ps(t4, t105);
                t107 = t101 + 1;
                t108 = _mm256_loadu_ps(c + (16 + t11));
                t109 = _mm256_set1_ps(t14[t107] * t102);
                t110 = _mm256_mul_ps(t109, t108);
                t111 = _mm256_add_ps(t106, t110);
                t112 = _mm256_loadu_ps(c + (32 + t11));
                t113 = _mm256_set1_ps(t14[t101 + 2] * t102);
                t114 = _mm256_mul_ps(t113, t112);
                t115 = _mm256_add_ps(t111, t114);
                t116 = _mm256_loadu_ps(c + (48 + t11));
                t117 = _mm256_set1_ps(t14[t101 + 3] * t102);
                t118 = _mm256_mul_ps(t117, t116);
                t119 = _mm256_add_ps(t115, t118);
                t120 = _mm256_loadu_ps(c + (64 + t11));
                t121 = _mm256_set1_ps(t14[t101 + 4] * t102);
                t122 = _mm256_mul_ps(t121, t120);
                t123 = _mm256_add_ps(t119, t122);
                t124 = _mm256_loadu_ps(c + (80 + t11));
                t125 = _mm256_set1_ps(t14[t101 + 5] * t102);
                t126 = _mm256_mul_ps(t125, t124);
                t127 = _mm256_add_ps(t123, t126);
                t128 = _mm256_loadu_ps(c + (96 + t11));
                t129 = _mm256_set1_ps(t14[t101 + 6] * t102);
                t130 = _mm256_mul_ps(t129, t128);
                t131 = _mm256_add_ps(t127, t130);
                t132 = _mm256_loadu_ps(c + (112 + t11));
                t133 = _mm256_set1_ps(t14[t101 + 7] * t102);
                t134 = _mm256_mul_ps(t133, t132);
                t4 = _mm256_add_ps(t131, t134);
                t101 = t107;
            }
            _mm256_storeu_ps(t13, t4);
            t3 += 8L;
            if (t3 >= 8L) {
                v_1 = 8;
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
    __m512 t1;
    int t2;
    float t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    int t8;
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
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    t1 = _mm512_set1_ps(0.0f);
    t2 = 0;
    while (t2 < 8) {
        t3 = c[t2 * 16 + u];
        t4 = _mm512_loadu_ps(c + (0 + v));
        t5 = _mm512_set1_ps(p[t2 + 0] * t3);
        t6 = _mm512_mul_ps(t5, t4);
        t7 = _mm512_add_ps(t1, t6);
        t8 = t2 + 1;
        t9 = _mm512_loadu_ps(c + (16 + v));
        t10 = _mm512_set1_ps(p[t8] * t3);
        t11 = _mm512_mul_ps(t10, t9);
        t12 = _mm512_add_ps(t7, t11);
        t13 = _mm512_loadu_ps(c + (32 + v));
        t14 = _mm512_set1_ps(p[t2 + 2] * t3);
        t15 = _mm512_mul_ps(t14, t13);
        t16 = _mm512_add_ps(t12, t15);
        t17 = _mm512_loadu_ps(c + (48 + v));
        t18 = _mm512_set1_ps(p[t2 + 3] * t3);
        t19 = _mm512_mul_ps(t18, t17);
        t20 = _mm512_add_ps(t16, t19);
        t21 = _mm512_loadu_ps(c + (64 + v));
        t22 = _mm512_set1_ps(p[t2 + 4] * t3);
        t23 = _mm512_mul_ps(t22, t21);
        t24 = _mm512_add_ps(t20, t23);
        t25 = _mm512_loadu_ps(c + (80 + v));
        t26 = _mm512_set1_ps(p[t2 + 5] * t3);
        t27 = _mm512_mul_ps(t26, t25);
        t28 = _mm512_add_ps(t24, t27);
        t29 = _mm512_loadu_ps(c + (96 + v));
        t30 = _mm512_set1_ps(p[t2 + 6] * t3);
        t31 = _mm512_mul_ps(t30, t29);
        t32 = _mm512_add_ps(t28, t31);
        t33 = _mm512_loadu_ps(c + (112 + v));
        t34 = _mm512_set1_ps(p[t2 + 7] * t3);
        t35 = _mm512_mul_ps(t34, t33);
        t1 = _mm512_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_dot(const float *p, const float *c, int u, int v) {
    vcc_no_contract_body
    __m256 t1;
    int t2;
    float t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    int t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    t1 = _mm256_set1_ps(0.0f);
    t2 = 0;
    while (t2 < 8) {
        t3 = c[t2 * 16 + u];
        t4 = _mm256_loadu_ps(c + (0 + v));
        t5 = _mm256_set1_ps(p[t2 + 0] * t3);
        t6 = _mm256_mul_ps(t5, t4);
        t7 = _mm256_add_ps(t1, t6);
        t8 = t2 + 1;
        t9 = _mm256_loadu_ps(c + (16 + v));
        t10 = _mm256_set1_ps(p[t8] * t3);
        t11 = _mm256_mul_ps(t10, t9);
        t12 = _mm256_add_ps(t7, t11);
        t13 = _mm256_loadu_ps(c + (32 + v));
        t14 = _mm256_set1_ps(p[t2 + 2] * t3);
        t15 = _mm256_mul_ps(t14, t13);
        t16 = _mm256_add_ps(t12, t15);
        t17 = _mm256_loadu_ps(c + (48 + v));
        t18 = _mm256_set1_ps(p[t2 + 3] * t3);
        t19 = _mm256_mul_ps(t18, t17);
        t20 = _mm256_add_ps(t16, t19);
        t21 = _mm256_loadu_ps(c + (64 + v));
        t22 = _mm256_set1_ps(p[t2 + 4] * t3);
        t23 = _mm256_mul_ps(t22, t21);
        t24 = _mm256_add_ps(t20, t23);
        t25 = _mm256_loadu_ps(c + (80 + v));
        t26 = _mm256_set1_ps(p[t2 + 5] * t3);
        t27 = _mm256_mul_ps(t26, t25);
        t28 = _mm256_add_ps(t24, t27);
        t29 = _mm256_loadu_ps(c + (96 + v));
        t30 = _mm256_set1_ps(p[t2 + 6] * t3);
        t31 = _mm256_mul_ps(t30, t29);
        t32 = _mm256_add_ps(t28, t31);
        t33 = _mm256_loadu_ps(c + (112 + v));
        t34 = _mm256_set1_ps(p[t2 + 7] * t3);
        t35 = _mm256_mul_ps(t34, t33);
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
    __m512 t1;
    int t2;
    float t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    int t8;
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
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    t1 = _mm512_set1_ps(0.0f);
    t2 = 0;
    while (t2 < 8) {
        t3 = c[t2 * 16 + u];
        t4 = _mm512_loadu_ps(c + (0 + v));
        t5 = _mm512_set1_ps(p[t2 + 0] * t3);
        t6 = _mm512_mul_ps(t5, t4);
        t7 = _mm512_add_ps(t1, t6);
        t8 = t2 + 1;
        t9 = _mm512_loadu_ps(c + (16 + v));
        t10 = _mm512_set1_ps(p[t8] * t3);
        t11 = _mm512_mul_ps(t10, t9);
        t12 = _mm512_add_ps(t7, t11);
        t13 = _mm512_loadu_ps(c + (32 + v));
        t14 = _mm512_set1_ps(p[t2 + 2] * t3);
        t15 = _mm512_mul_ps(t14, t13);
        t16 = _mm512_add_ps(t12, t15);
        t17 = _mm512_loadu_ps(c + (48 + v));
        t18 = _mm512_set1_ps(p[t2 + 3] * t3);
        t19 = _mm512_mul_ps(t18, t17);
        t20 = _mm512_add_ps(t16, t19);
        t21 = _mm512_loadu_ps(c + (64 + v));
        t22 = _mm512_set1_ps(p[t2 + 4] * t3);
        t23 = _mm512_mul_ps(t22, t21);
        t24 = _mm512_add_ps(t20, t23);
        t25 = _mm512_loadu_ps(c + (80 + v));
        t26 = _mm512_set1_ps(p[t2 + 5] * t3);
        t27 = _mm512_mul_ps(t26, t25);
        t28 = _mm512_add_ps(t24, t27);
        t29 = _mm512_loadu_ps(c + (96 + v));
        t30 = _mm512_set1_ps(p[t2 + 6] * t3);
        t31 = _mm512_mul_ps(t30, t29);
        t32 = _mm512_add_ps(t28, t31);
        t33 = _mm512_loadu_ps(c + (112 + v));
        t34 = _mm512_set1_ps(p[t2 + 7] * t3);
        t35 = _mm512_mul_ps(t34, t33);
        t1 = _mm512_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_dot_late(const float *p, const float *c, int u, int v) {
    vcc_no_contract_body
    __m256 t1;
    int t2;
    float t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    int t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    t1 = _mm256_set1_ps(0.0f);
    t2 = 0;
    while (t2 < 8) {
        t3 = c[t2 * 16 + u];
        t4 = _mm256_loadu_ps(c + (0 + v));
        t5 = _mm256_set1_ps(p[t2 + 0] * t3);
        t6 = _mm256_mul_ps(t5, t4);
        t7 = _mm256_add_ps(t1, t6);
        t8 = t2 + 1;
        t9 = _mm256_loadu_ps(c + (16 + v));
        t10 = _mm256_set1_ps(p[t8] * t3);
        t11 = _mm256_mul_ps(t10, t9);
        t12 = _mm256_add_ps(t7, t11);
        t13 = _mm256_loadu_ps(c + (32 + v));
        t14 = _mm256_set1_ps(p[t2 + 2] * t3);
        t15 = _mm256_mul_ps(t14, t13);
        t16 = _mm256_add_ps(t12, t15);
        t17 = _mm256_loadu_ps(c + (48 + v));
        t18 = _mm256_set1_ps(p[t2 + 3] * t3);
        t19 = _mm256_mul_ps(t18, t17);
        t20 = _mm256_add_ps(t16, t19);
        t21 = _mm256_loadu_ps(c + (64 + v));
        t22 = _mm256_set1_ps(p[t2 + 4] * t3);
        t23 = _mm256_mul_ps(t22, t21);
        t24 = _mm256_add_ps(t20, t23);
        t25 = _mm256_loadu_ps(c + (80 + v));
        t26 = _mm256_set1_ps(p[t2 + 5] * t3);
        t27 = _mm256_mul_ps(t26, t25);
        t28 = _mm256_add_ps(t24, t27);
        t29 = _mm256_loadu_ps(c + (96 + v));
        t30 = _mm256_set1_ps(p[t2 + 6] * t3);
        t31 = _mm256_mul_ps(t30, t29);
        t32 = _mm256_add_ps(t28, t31);
        t33 = _mm256_loadu_ps(c + (112 + v));
        t34 = _mm256_set1_ps(p[t2 + 7] * t3);
        t35 = _mm256_mul_ps(t34, t33);
        t1 = _mm256_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rows(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    long t3;
    __m256 t4;
    long t5;
    int u;
    int t6;
    int t7;
    int t8;
    float *t9;
    const float *t10;
    int v;
    int u_1;
    int t11;
    int t12;
    float *t13;
    const float *t14;
    int v_1;
    int t15;
    float *t16;
    const float *t17;
    int t18;
    long t19;
    int t20;
    float t21;
    const float *t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    int t27;
    long t28;
    const float *t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    long t34;
    const float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    long t40;
    const float *t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    long t46;
    const float *t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    long t52;
    const float *t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    long t58;
    const float *t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    long t64;
    const float *t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    float t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    __m256 t89;
    __m256 t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256 t96;
    __m256 t97;
    __m256 t98;
    __m256 t99;
    __m256 t100;
    int t101;
    float t102;
    __m256 t103;
    __m256 t104;
    __m256 t105;
    __m256 t106;
    int t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256 t117;
    __m256 t118;
    __m256 t119;
    __m256 t120;
    __m256 t121;
    __m256 t122;
    __m256 t123;
    __m256 t124;
    __m256 t125;
    __m256 t126;
    __m256 t127;
    __m256 t128;
    __m256 t129;
    __m256 t130;
    __m256 t131;
    __m256 t132;
    __m256 t133;
    __m256 t134;
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
            t7 = (int)(0L + t5);
            t8 = u * 8;
            t9 = out + (t8 + t7);
            t10 = img + u;
            t1 = _mm256_set1_ps(0.0f);
            t15 = t6 * 8;
            t16 = out + (t15 + t7);
            t17 = img + t6;
            t18 = 0;
            t2 = t1;
            while (t18 < 8) {
                t19 = (long)(t18 + 0);
                t20 = t18 * 16;
                t21 = c[t20 + u];
                t22 = c + (0 + t7);
                t23 = _mm256_loadu_ps(t22);
                t24 = _mm256_set1_ps(t10[t19] * t21);
                t25 = _mm256_mul_ps(t24, t23);
                t26 = _mm256_add_ps(t1, t25);
                t27 = t18 + 1;
                t28 = (long)t27;
                t29 = c + (16 + t7);
                t30 = _mm256_loadu_ps(t29);
                t31 = _mm256_set1_ps(t10[t28] * t21);
                t32 = _mm256_mul_ps(t31, t30);
                t33 = _mm256_add_ps(t26, t32);
                t34 = (long)(t18 + 2);
                t35 = c + (32 + t7);
                t36 = _mm256_loadu_ps(t35);
                t37 = _mm256_set1_ps(t10[t34] * t21);
                t38 = _mm256_mul_ps(t37, t36);
                t39 = _mm256_add_ps(t33, t38);
                t40 = (long)(t18 + 3);
                t41 = c + (48 + t7);
                t42 = _mm256_loadu_ps(t41);
                t43 = _mm256_set1_ps(t10[t40] * t21);
                t44 = _mm256_mul_ps(t43, t42);
                t45 = _mm256_add_ps(t39, t44);
                t46 = (long)(t18 + 4);
                t47 = c + (64 + t7);
                t48 = _mm256_loadu_ps(t47);
                t49 = _mm256_set1_ps(t10[t46] * t21);
                t50 = _mm256_mul_ps(t49, t48);
                t51 = _mm256_add_ps(t45, t50);
                t52 = (long)(t18 + 5);
                t53 = c + (80 + t7);
                t54 = _mm256_loadu_ps(t53);
                t55 = _mm256_set1_ps(t10[t52] * t21);
                t56 = _mm256_mul_ps(t55, t54);
                t57 = _mm256_add_ps(t51, t56);
                t58 = (long)(t18 + 6);
                t59 = c + (96 + t7);
                t60 = _mm256_loadu_ps(t59);
                t61 = _mm256_set1_ps(t10[t58] * t21);
                t62 = _mm256_mul_ps(t61, t60);
                t63 = _mm256_add_ps(t57, t62);
                t64 = (long)(t18 + 7);
                t65 = c + (112 + t7);
                t66 = _mm256_loadu_ps(t65);
                t67 = _mm256_set1_ps(t10[t64] * t21);
                t68 = _mm256_mul_ps(t67, t66);
                t1 = _mm256_add_ps(t63, t68);
                t69 = c[t20 + t6];
                t70 = _mm256_loadu_ps(t22);
                t71 = _mm256_set1_ps(t17[t19] * t69);
                t72 = _mm256_mul_ps(t71, t70);
                t73 = _mm256_add_ps(t2, t72);
                t74 = _mm256_loadu_ps(t29);
                t75 = _mm256_set1_ps(t17[t28] * t69);
                t76 = _mm256_mul_ps(t75, t74);
                t77 = _mm256_add_ps(t73, t76);
                t78 = _mm256_loadu_ps(t35);
                t79 = _mm256_set1_ps(t17[t34] * t69);
                t80 = _mm256_mul_ps(t79, t78);
                t81 = _mm256_add_ps(t77, t80);
                t82 = _mm256_loadu_ps(t41);
                t83 = _mm256_set1_ps(t17[t40] * t69);
                t84 = _mm256_mul_ps(t83, t82);
                t85 = _mm256_add_ps(t81, t84);
                t86 = _mm256_loadu_ps(t47);
                t87 = _mm256_set1_ps(t17[t46] * t69);
                t88 = _mm256_mul_ps(t87, t86);
                t89 = _mm256_add_ps(t85, t88);
                t90 = _mm256_loadu_ps(t53);
                t91 = _mm256_set1_ps(t17[t52] * t69);
                t92 = _mm256_mul_ps(t91, t90);
                t93 = _mm256_add_ps(t89, t92);
                t94 = _mm256_loadu_ps(t59);
                t95 = _mm256_set1_ps(t17[t58] * t69);
                t96 = _mm256_mul_ps(t95, t94);
                t97 = _mm256_add_ps(t93, t96);
                t98 = _mm256_loadu_ps(t65);
                t99 = _mm256_set1_ps(t17[t64] * t69);
                t100 = _mm256_mul_ps(t99, t98);
                t2 = _mm256_add_ps(t97, t100);
                t18 = t27;
            }
            _mm256_storeu_ps(t9, t1);
            _mm256_storeu_ps(t16, t2);
            t5 += 8L;
            if (t5 >= 8L) {
                v = 8;
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
            t11 = (int)(0L + t3);
            t12 = u_1 * 8;
            t13 = out + (t12 + t11);
            t14 = img + u_1;
            t4 = _mm256_set1_ps(0.0f);
            t101 = 0;
            while (t101 < 8) {
                t102 = c[t101 * 16 + u_1];
                t103 = _mm256_loadu_ps(c + (0 + t11));
                t104 = _mm256_set1_ps(t14[t101 + 0] * t102);
                t105 = _mm256_mul_ps(t104, t103);
                t106 = _mm256_add_ps(t4, t105);
                t107 = t101 + 1;
                t108 = _mm256_loadu_ps(c + (16 + t11));
                t109 = _mm256_set1_ps(t14[t107] * t102);
                t110 = _mm256_mul_ps(t109, t108);
                t111 = _mm256_add_ps(t106, t110);
                t112 = _mm256_loadu_ps(c + (32 + t11));
                t113 = _mm256_set1_ps(t14[t101 + 2] * t102);
                t114 = _mm256_mul_ps(t113, t112);
                t115 = _mm256_add_ps(t111, t114);
                t116 = _mm256_loadu_ps(c + (48 + t11));
                t117 = _mm256_set1_ps(t14[t101 + 3] * t102);
                t118 = _mm256_mul_ps(t117, t116);
                t119 = _mm256_add_ps(t115, t118);
                t120 = _mm256_loadu_ps(c + (64 + t11));
                t121 = _mm256_set1_ps(t14[t101 + 4] * t102);
                t122 = _mm256_mul_ps(t121, t120);
                t123 = _mm256_add_ps(t119, t122);
                t124 = _mm256_loadu_ps(c + (80 + t11));
                t125 = _mm256_set1_ps(t14[t101 + 5] * t102);
                t126 = _mm256_mul_ps(t125, t124);
                t127 = _mm256_add_ps(t123, t126);
                t128 = _mm256_loadu_ps(c + (96 + t11));
                t129 = _mm256_set1_ps(t14[t101 + 6] * t102);
                t130 = _mm256_mul_ps(t129, t128);
                t131 = _mm256_add_ps(t127, t130);
                t132 = _mm256_loadu_ps(c + (112 + t11));
                t133 = _mm256_set1_ps(t14[t101 + 7] * t102);
                t134 = _mm256_mul_ps(t133, t132);
                t4 = _mm256_add_ps(t131, t134);
                t101 = t107;
            }
            _mm256_storeu_ps(t13, t4);
            t3 += 8L;
            if (t3 >= 8L) {
                v_1 = 8;
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
    __m512 t2;
    int u;
    int t3;
    float *t4;
    const float *t5;
    int v;
    int t6;
    float t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    int t12;
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
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    for (u = 0; u < n; u++) {
        t1 = 0L;
        for (;;) {
            t3 = (int)(0L + t1);
            t4 = out + (u * 8 + t3);
            t5 = img + u;
            t2 = _mm512_set1_ps(0.0f);
            t6 = 0;
            while (t6 < 8) {
                t7 = c[t6 * 16 + u];
                t8 = _mm512_loadu_ps(c + (0 + t3));
                t9 = _mm512_set1_ps(t5[t6 + 0] * t7);
                t10 = _mm512_mul_ps(t9, t8);
                t11 = _mm512_add_ps(t2, t10);
                t12 = t6 + 1;
                t13 = _mm512_loadu_ps(c + (16 + t3));
                t14 = _mm512_set1_ps(t5[t12] * t7);
                t15 = _mm512_mul_ps(t14, t13);
                t16 = _mm512_add_ps(t11, t15);
                t17 = _mm512_loadu_ps(c + (32 + t3));
                t18 = _mm512_set1_ps(t5[t6 + 2] * t7);
                t19 = _mm512_mul_ps(t18, t17);
                t20 = _mm512_add_ps(t16, t19);
                t21 = _mm512_loadu_ps(c + (48 + t3));
                t22 = _mm512_set1_ps(t5[t6 + 3] * t7);
                t23 = _mm512_mul_ps(t22, t21);
                t24 = _mm512_add_ps(t20, t23);
                t25 = _mm512_loadu_ps(c + (64 + t3));
                t26 = _mm512_set1_ps(t5[t6 + 4] * t7);
                t27 = _mm512_mul_ps(t26, t25);
                t28 = _mm512_add_ps(t24, t27);
                t29 = _mm512_loadu_ps(c + (80 + t3));
                t30 = _mm512_set1_ps(t5[t6 + 5] * t7);
                t31 = _mm512_mul_ps(t30, t29);
                t32 = _mm512_add_ps(t28, t31);
                t33 = _mm512_loadu_ps(c + (96 + t3));
                t34 = _mm512_set1_ps(t5[t6 + 6] * t7);
                t35 = _mm512_mul_ps(t34, t33);
                t36 = _mm512_add_ps(t32, t35);
                t37 = _mm512_loadu_ps(c + (112 + t3));
                t38 = _mm512_set1_ps(t5[t6 + 7] * t7);
                t39 = _mm512_mul_ps(t38, t37);
                t2 = _mm512_add_ps(t36, t39);
                t6 = t12;
            }
            _mm512_storeu_ps(t4, t2);
            t1 += 16L;
            if (t1 >= 16L) {
                v = 16;
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
    __m512 t2;
    int u;
    int t3;
    float *t4;
    const float *t5;
    int v;
    __m512 t6;
    int t7;
    float t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    int t13;
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
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    for (u = 1; u < n; u++) {
        t1 = 0L;
        for (;;) {
            t3 = (int)(0L + t1);
            t4 = buf + (u * 16 + t3);
            t5 = buf + (u - 1) * 16;
            t2 = _mm512_set1_ps(0.0f);
            t7 = 0;
            while (t7 < 8) {
                t8 = c[t7 * 16 + u];
                t9 = _mm512_loadu_ps(c + (0 + t3));
                t10 = _mm512_set1_ps(t5[t7 + 0] * t8);
                t11 = _mm512_mul_ps(t10, t9);
                t12 = _mm512_add_ps(t2, t11);
                t13 = t7 + 1;
                t14 = _mm512_loadu_ps(c + (16 + t3));
                t15 = _mm512_set1_ps(t5[t13] * t8);
                t16 = _mm512_mul_ps(t15, t14);
                t17 = _mm512_add_ps(t12, t16);
                t18 = _mm512_loadu_ps(c + (32 + t3));
                t19 = _mm512_set1_ps(t5[t7 + 2] * t8);
                t20 = _mm512_mul_ps(t19, t18);
                t21 = _mm512_add_ps(t17, t20);
                t22 = _mm512_loadu_ps(c + (48 + t3));
                t23 = _mm512_set1_ps(t5[t7 + 3] * t8);
                t24 = _mm512_mul_ps(t23, t22);
                t25 = _mm512_add_ps(t21, t24);
                t26 = _mm512_loadu_ps(c + (64 + t3));
                t27 = _mm512_set1_ps(t5[t7 + 4] * t8);
                t28 = _mm512_mul_ps(t27, t26);
                t29 = _mm512_add_ps(t25, t28);
                t30 = _mm512_loadu_ps(c + (80 + t3));
                t31 = _mm512_set1_ps(t5[t7 + 5] * t8);
                t32 = _mm512_mul_ps(t31, t30);
                t33 = _mm512_add_ps(t29, t32);
                t34 = _mm512_loadu_ps(c + (96 + t3));
                t35 = _mm512_set1_ps(t5[t7 + 6] * t8);
                t36 = _mm512_mul_ps(t35, t34);
                t37 = _mm512_add_ps(t33, t36);
                t38 = _mm512_loadu_ps(c + (112 + t3));
                t39 = _mm512_set1_ps(t5[t7 + 7] * t8);
                t40 = _mm512_mul_ps(t39, t38);
                t2 = _mm512_add_ps(t37, t40);
                t7 = t13;
            }
            t6 = _mm512_mul_ps(t2, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(t4, t6);
            t1 += 16L;
            if (t1 >= 16L) {
                v = 16;
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    long t7;
    int t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    int i;
    int t46;
    long t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    int i_1;
    int n;
    const float *t84;
    const float *t85;
    int i_2;
    int t86;
    int i_3;
    long t87;
    int i_4;
    int i_5;
    int t88;
    long t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256 t95;
    __m256 t96;
    __m256 t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256 t103;
    __m256 t104;
    __m256 t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256 t119;
    __m256 t120;
    __m256 t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    int i_6;
    int i_7;
    t8 = (int)((unsigned int)0 * (unsigned int)29);
    if ((128L >= 32L) & (t8 >= 0)) {
        t9 = 128L & -32L;
        t10 = _mm256_set1_epi32((int)(t8 % 17));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 12, 7, 2, 14, 9, 4, 16));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)17));
        t14 = _mm256_min_epu32(t12, t13);
        t1 = t14;
        t2 = 0L;
        do {
            t15 = _mm256_cvtepi32_ps(t1);
            t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.125f));
            t17 = _mm256_sub_ps(t16, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&c[(int)((long)0 + t2)], t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)11));
            t19 = t18;
            t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)17));
            t21 = _mm256_min_epu32(t19, t20);
            t22 = t21;
            t23 = _mm256_cvtepi32_ps(t22);
            t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.125f));
            t25 = _mm256_sub_ps(t24, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&c[(int)((long)0 + (t2 + 8L))], t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)17));
            t29 = _mm256_min_epu32(t27, t28);
            t30 = t29;
            t31 = _mm256_cvtepi32_ps(t30);
            t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.125f));
            t33 = _mm256_sub_ps(t32, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&c[(int)((long)0 + (t2 + 16L))], t33);
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t35 = t34;
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)17));
            t37 = _mm256_min_epu32(t35, t36);
            t38 = t37;
            t39 = _mm256_cvtepi32_ps(t38);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.125f));
            t41 = _mm256_sub_ps(t40, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&c[(int)((long)0 + (t2 + 24L))], t41);
            t2 += 32L;
            t42 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)10));
            t43 = t42;
            t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)17));
            t45 = _mm256_min_epu32(t43, t44);
            t1 = t45;
        } while (t2 < t9);
        i = (int)((long)0 + t9);
    } else {
        i = 0;
    }
    for (; i < 128; i++) {
        c[i] = (float)(i * 29 % 17) * 0.125f - 1.0f;
    }
    t46 = (int)((unsigned int)0 * (unsigned int)13);
    if ((64L >= 32L) & (t46 >= 0)) {
        t47 = 64L & -32L;
        t48 = _mm256_set1_epi32((int)(t46 % 31));
        t49 = _mm256_add_epi32(t48, _mm256_setr_epi32(0, 13, 26, 8, 21, 3, 16, 29));
        t50 = t49;
        t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32((int)31));
        t52 = _mm256_min_epu32(t50, t51);
        t3 = t52;
        t4 = 0L;
        do {
            t53 = _mm256_cvtepi32_ps(t3);
            t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.25f));
            t55 = _mm256_sub_ps(t54, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(&img[(int)((long)0 + t4)], t55);
            t56 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)11));
            t57 = t56;
            t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32((int)31));
            t59 = _mm256_min_epu32(t57, t58);
            t60 = t59;
            t61 = _mm256_cvtepi32_ps(t60);
            t62 = _mm256_mul_ps(t61, _mm256_set1_ps(0.25f));
            t63 = _mm256_sub_ps(t62, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(&img[(int)((long)0 + (t4 + 8L))], t63);
            t64 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)22));
            t65 = t64;
            t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32((int)31));
            t67 = _mm256_min_epu32(t65, t66);
            t68 = t67;
            t69 = _mm256_cvtepi32_ps(t68);
            t70 = _mm256_mul_ps(t69, _mm256_set1_ps(0.25f));
            t71 = _mm256_sub_ps(t70, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(&img[(int)((long)0 + (t4 + 16L))], t71);
            t72 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)2));
            t73 = t72;
            t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32((int)31));
            t75 = _mm256_min_epu32(t73, t74);
            t76 = t75;
            t77 = _mm256_cvtepi32_ps(t76);
            t78 = _mm256_mul_ps(t77, _mm256_set1_ps(0.25f));
            t79 = _mm256_sub_ps(t78, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(&img[(int)((long)0 + (t4 + 24L))], t79);
            t4 += 32L;
            t80 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)13));
            t81 = t80;
            t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32((int)31));
            t83 = _mm256_min_epu32(t81, t82);
            t3 = t83;
        } while (t4 < t47);
        i_1 = (int)((long)0 + t47);
    } else {
        i_1 = 0;
    }
    for (; i_1 < 64; i_1++) {
        img[i_1] = (float)(i_1 * 13 % 31) * 0.25f - 3.0f;
    }
    for (n = 0; n <= 9; n += 3) {
        t84 = c;
        t85 = img;
        (_mm256_zeroupper(), rows(out, t85, t84, n));
        i_2 = 0;
        for (;; i_2++) {
            t86 = n * 8;
            if (i_2 >= t86) {
                break;
            }
            printf("rows %d %a\n", n, (double)out[i_2]);
        }
        (_mm256_zeroupper(), rows_early(out, t85, t84, n));
        for (i_3 = 0; i_3 < t86; i_3++) {
            printf("rows_early %d %a\n", n, (double)out[i_3]);
        }
        if (160L >= 32L) {
            t87 = 160L & -32L;
            t5 = 0L;
            do {
                _mm256_storeu_ps(&out[(int)((long)0 + t5)], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&out[(int)((long)0 + (t5 + 8L))], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&out[(int)((long)0 + (t5 + 16L))], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&out[(int)((long)0 + (t5 + 24L))], _mm256_set1_ps(0.0f));
                t5 += 32L;
            } while (t5 < t87);
            i_4 = (int)((long)0 + t87);
        } else {
            i_4 = 0;
        }
        for (; i_4 < 160; i_4++) {
            out[i_4] = 0.0f;
        }
        (_mm256_zeroupper(), overlapping(out, t85, t84, n));
        for (i_5 = 0; i_5 < 160; i_5++) {
            printf("overlapping %d %a\n", n, (double)out[i_5]);
        }
        t88 = (int)((unsigned int)0 * (unsigned int)7);
        if ((160L >= 32L) & (t88 >= 0)) {
            t89 = 160L & -32L;
            t90 = _mm256_set1_epi32((int)(t88 % 11));
            t91 = _mm256_add_epi32(t90, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t92 = t91;
            t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32((int)11));
            t94 = _mm256_min_epu32(t92, t93);
            t6 = t94;
            t7 = 0L;
            for (;;) {
                t95 = _mm256_cvtepi32_ps(t6);
                t96 = _mm256_mul_ps(t95, _mm256_set1_ps(0.5f));
                t97 = _mm256_sub_ps(t96, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(&buf[(int)((long)0 + t7)], t97);
                t98 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)1));
                t99 = t98;
                t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32((int)11));
                t101 = _mm256_min_epu32(t99, t100);
                t102 = t101;
                t103 = _mm256_cvtepi32_ps(t102);
                t104 = _mm256_mul_ps(t103, _mm256_set1_ps(0.5f));
                t105 = _mm256_sub_ps(t104, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(&buf[(int)((long)0 + (t7 + 8L))], t105);
                t106 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)2));
                t107 = t106;
                t108 = _mm256_sub_epi32(t107, _mm256_set1_epi32((int)11));
                t109 = _mm256_min_epu32(t107, t108);
                t110 = t109;
                t111 = _mm256_cvtepi32_ps(t110);
                t112 = _mm256_mul_ps(t111, _mm256_set1_ps(0.5f));
                t113 = _mm256_sub_ps(t112, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(&buf[(int)((long)0 + (t7 + 16L))], t113);
                t114 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)3));
                t115 = t114;
                t116 = _mm256_sub_epi32(t115, _mm256_set1_epi32((int)11));
                t117 = _mm256_min_epu32(t115, t116);
                t118 = t117;
                t119 = _mm256_cvtepi32_ps(t118);
                t120 = _mm256_mul_ps(t119, _mm256_set1_ps(0.5f));
                t121 = _mm256_sub_ps(t120, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(&buf[(int)((long)0 + (t7 + 24L))], t121);
                t7 += 32L;
                t122 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)4));
                t123 = t122;
                t124 = _mm256_sub_epi32(t123, _mm256_set1_epi32((int)11));
                t125 = _mm256_min_epu32(t123, t124);
                t126 = t125;
                if (t7 >= t89) {
                    break;
                }
                t6 = t126;
            }
            i_6 = (int)((long)0 + t89);
        } else {
            i_6 = 0;
        }
        for (; i_6 < 160; i_6++) {
            buf[i_6] = (float)(i_6 * 7 % 11) * 0.5f - 2.0f;
        }
        (_mm256_zeroupper(), chained(buf, t84, n));
        for (i_7 = 0; i_7 < 160; i_7++) {
            printf("chained %d %a\n", n, (double)buf[i_7]);
        }
    }
    return 0;
}
