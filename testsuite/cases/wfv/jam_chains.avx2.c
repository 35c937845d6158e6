/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_dot_late(const float *p, const float *c, int u, int v);
__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_dot(const float *p, const float *c, int u, int v);
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

__attribute__((target("avx2"))) void rows_early(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    int t4;
    int u_1;
    int u = 0;
    for (;; u = t4 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t4 = u + 1;
        if (t4 >= n) {
            u_1 = u;
            break;
        }
        long v_vec_1 = 0L;
        /* vcc: loop at jam_chains.c:20 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int t5 = (int)v_vec_1;
            float *t6 = out + (u * 8 + t5);
            const float *t7 = img + u;
            __m256 t1 = _mm256_set1_ps(0.0f);
            float *t11 = out + (t4 * 8 + t5);
            const float *t12 = img + t4;
            int t13 = 0;
            __m256 t2 = t1;
            while (t13 < 8) {
                long t14 = (long)t13;
                int t15 = t13 * 16;
                float t16 = c[t15 + u];
                const float *t17 = c + t5;
                __m256 t18 = _mm256_loadu_ps(t17);
                __m256 t19 = _mm256_set1_ps(t7[t14] * t16);
                __m256 t20 = _mm256_mul_ps(t19, t18);
                __m256 t21 = _mm256_add_ps(t1, t20);
                int t22 = t13 + 1;
                long t23 = (long)t22;
                const float *t24 = c + (16 + t5);
                __m256 t25 = _mm256_loadu_ps(t24);
                __m256 t26 = _mm256_set1_ps(t7[t23] * t16);
                __m256 t27 = _mm256_mul_ps(t26, t25);
                __m256 t28 = _mm256_add_ps(t21, t27);
                long t29 = (long)(t13 + 2);
                const float *t30 = c + (32 + t5);
                __m256 t31 = _mm256_loadu_ps(t30);
                __m256 t32 = _mm256_set1_ps(t7[t29] * t16);
                __m256 t33 = _mm256_mul_ps(t32, t31);
                __m256 t34 = _mm256_add_ps(t28, t33);
                long t35 = (long)(t13 + 3);
                const float *t36 = c + (48 + t5);
                __m256 t37 = _mm256_loadu_ps(t36);
                __m256 t38 = _mm256_set1_ps(t7[t35] * t16);
                __m256 t39 = _mm256_mul_ps(t38, t37);
                __m256 t40 = _mm256_add_ps(t34, t39);
                long t41 = (long)(t13 + 4);
                const float *t42 = c + (64 + t5);
                __m256 t43 = _mm256_loadu_ps(t42);
                __m256 t44 = _mm256_set1_ps(t7[t41] * t16);
                __m256 t45 = _mm256_mul_ps(t44, t43);
                __m256 t46 = _mm256_add_ps(t40, t45);
                long t47 = (long)(t13 + 5);
                const float *t48 = c + (80 + t5);
                __m256 t49 = _mm256_loadu_ps(t48);
                __m256 t50 = _mm256_set1_ps(t7[t47] * t16);
                __m256 t51 = _mm256_mul_ps(t50, t49);
                __m256 t52 = _mm256_add_ps(t46, t51);
                long t53 = (long)(t13 + 6);
                const float *t54 = c + (96 + t5);
                __m256 t55 = _mm256_loadu_ps(t54);
                __m256 t56 = _mm256_set1_ps(t7[t53] * t16);
                __m256 t57 = _mm256_mul_ps(t56, t55);
                __m256 t58 = _mm256_add_ps(t52, t57);
                long t59 = (long)(t13 + 7);
                const float *t60 = c + (112 + t5);
                __m256 t61 = _mm256_loadu_ps(t60);
                __m256 t62 = _mm256_set1_ps(t7[t59] * t16);
                __m256 t63 = _mm256_mul_ps(t62, t61);
                t1 = _mm256_add_ps(t58, t63);
                float t64 = c[t15 + t4];
                __m256 t65 = _mm256_loadu_ps(t17);
                __m256 t66 = _mm256_set1_ps(t12[t14] * t64);
                __m256 t67 = _mm256_mul_ps(t66, t65);
                __m256 t68 = _mm256_add_ps(t2, t67);
                __m256 t69 = _mm256_loadu_ps(t24);
                __m256 t70 = _mm256_set1_ps(t12[t23] * t64);
                __m256 t71 = _mm256_mul_ps(t70, t69);
                __m256 t72 = _mm256_add_ps(t68, t71);
                __m256 t73 = _mm256_loadu_ps(t30);
                __m256 t74 = _mm256_set1_ps(t12[t29] * t64);
                __m256 t75 = _mm256_mul_ps(t74, t73);
                __m256 t76 = _mm256_add_ps(t72, t75);
                __m256 t77 = _mm256_loadu_ps(t36);
                __m256 t78 = _mm256_set1_ps(t12[t35] * t64);
                __m256 t79 = _mm256_mul_ps(t78, t77);
                __m256 t80 = _mm256_add_ps(t76, t79);
                __m256 t81 = _mm256_loadu_ps(t42);
                __m256 t82 = _mm256_set1_ps(t12[t41] * t64);
                __m256 t83 = _mm256_mul_ps(t82, t81);
                __m256 t84 = _mm256_add_ps(t80, t83);
                __m256 t85 = _mm256_loadu_ps(t48);
                __m256 t86 = _mm256_set1_ps(t12[t47] * t64);
                __m256 t87 = _mm256_mul_ps(t86, t85);
                __m256 t88 = _mm256_add_ps(t84, t87);
                __m256 t89 = _mm256_loadu_ps(t54);
                __m256 t90 = _mm256_set1_ps(t12[t53] * t64);
                __m256 t91 = _mm256_mul_ps(t90, t89);
                __m256 t92 = _mm256_add_ps(t88, t91);
                __m256 t93 = _mm256_loadu_ps(t60);
                __m256 t94 = _mm256_set1_ps(t12[t59] * t64);
                __m256 t95 = _mm256_mul_ps(t94, t93);
                t2 = _mm256_add_ps(t92, t95);
                t13 = t22;
            }
            _mm256_storeu_ps(t6, t1);
            _mm256_storeu_ps(t11, t2);
            v_vec_1 += 8L;
        } while (v_vec_1 < 8L);
    }
    for (; u_1 < n; u_1++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:20 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int t8 = (int)v_vec;
            float *t9 = out + (u_1 * 8 + t8);
            const float *t10 = img + u_1;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t96 = 0;
            while (t96 < 8) {
                float t97 = c[t96 * 16 + u_1];
                __m256 t98 = _mm256_loadu_ps(c + t8);
                __m256 t99 = _mm256_set1_ps(t10[t96] * t97);
                __m256 t100 = _mm256_mul_ps(t99, t98);
                __m256 t101 = _mm256_add_ps(t3, t100);
                int t102 = t96 + 1;
                __m256 t103 = _mm256_loadu_ps(c + (16 + t8));
                __m256 t104 = _mm256_set1_ps(t10[t102] * t97);
                __m256 t105 = _mm256_mul_ps(t104, t103);
                __m256 t106 = _mm256_add_ps(t101, t105);
                __m256 t107 = _mm256_loadu_ps(c + (32 + t8));
                __m256 t108 = _mm256_set1_ps(t10[t96 + 2] * t97);
                __m256 t109 = _mm256_mul_ps(t108, t107);
                __m256 t110 = _mm256_add_ps(t106, t109);
                __m256 t111 = _mm256_loadu_ps(c + (48 + t8));
                __m256 t112 = _mm256_set1_ps(t10[t96 + 3] * t97);
                __m256 t113 = _mm256_mul_ps(t112, t111);
                __m256 t114 = _mm256_add_ps(t110, t113);
                __m256 t115 = _mm256_loadu_ps(c + (64 + t8));
                __m256 t116 = _mm256_set1_ps(t10[t96 + 4] * t97);
                __m256 t117 = _mm256_mul_ps(t116, t115);
                __m256 t118 = _mm256_add_ps(t114, t117);
                __m256 t119 = _mm256_loadu_ps(c + (80 + t8));
                __m256 t120 = _mm256_set1_ps(t10[t96 + 5] * t97);
                __m256 t121 = _mm256_mul_ps(t120, t119);
                __m256 t122 = _mm256_add_ps(t118, t121);
                __m256 t123 = _mm256_loadu_ps(c + (96 + t8));
                __m256 t124 = _mm256_set1_ps(t10[t96 + 6] * t97);
                __m256 t125 = _mm256_mul_ps(t124, t123);
                __m256 t126 = _mm256_add_ps(t122, t125);
                __m256 t127 = _mm256_loadu_ps(c + (112 + t8));
                __m256 t128 = _mm256_set1_ps(t10[t96 + 7] * t97);
                __m256 t129 = _mm256_mul_ps(t128, t127);
                t3 = _mm256_add_ps(t126, t129);
                t96 = t102;
            }
            _mm256_storeu_ps(t9, t3);
            v_vec += 8L;
        } while (v_vec < 8L);
    }
}

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot(const float *p, const float *c, int u, int v) {
    int y = 0;
    float sum = 0.0f;
    while (y < 8) {
        float t1 = c[y * 16 + u];
        int t2 = y + 1;
        sum = sum + p[y] * t1 * c[v] + p[t2] * t1 * c[16 + v] + p[y + 2] * t1 * c[32 + v] + p[y + 3] * t1 * c[48 + v] + p[y + 4] * t1 * c[64 + v] + p[y + 5] * t1 * c[80 + v] + p[y + 6] * t1 * c[96 + v] + p[y + 7] * t1 * c[112 + v];
        y = t2;
    }
    return sum;
}

/* vcc: function at jam_chains.c:26 vector variant _ZGVdN8uuul_dot of `dot`: VL 8, unmasked, p uniform, c uniform, u uniform, v linear step 1 */
__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_dot(const float *p, const float *c, int u, int v) {
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
    int y = 0;
    float sum = 0.0f;
    while (y < 8) {
        float t1 = c[y * 16 + u];
        int t2 = y + 1;
        sum = sum + p[y] * t1 * c[v] + p[t2] * t1 * c[16 + v] + p[y + 2] * t1 * c[32 + v] + p[y + 3] * t1 * c[48 + v] + p[y + 4] * t1 * c[64 + v] + p[y + 5] * t1 * c[80 + v] + p[y + 6] * t1 * c[96 + v] + p[y + 7] * t1 * c[112 + v];
        y = t2;
    }
    return sum;
}

/* vcc: function at jam_chains.c:35 vector variant _ZGVdN8uuul_dot_late of `dot_late`: VL 8, unmasked, p uniform, c uniform, u uniform, v linear step 1 */
__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_dot_late(const float *p, const float *c, int u, int v) {
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

__attribute__((target("avx2"))) void rows(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    int t4;
    int u_1;
    int u = 0;
    for (;; u = t4 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t4 = u + 1;
        if (t4 >= n) {
            u_1 = u;
            break;
        }
        long v_vec_1 = 0L;
        /* vcc: loop at jam_chains.c:46 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int t5 = (int)v_vec_1;
            float *t6 = out + (u * 8 + t5);
            const float *t7 = img + u;
            __m256 t1 = _mm256_set1_ps(0.0f);
            float *t11 = out + (t4 * 8 + t5);
            const float *t12 = img + t4;
            int t13 = 0;
            __m256 t2 = t1;
            while (t13 < 8) {
                long t14 = (long)t13;
                int t15 = t13 * 16;
                float t16 = c[t15 + u];
                const float *t17 = c + t5;
                __m256 t18 = _mm256_loadu_ps(t17);
                __m256 t19 = _mm256_set1_ps(t7[t14] * t16);
                __m256 t20 = _mm256_mul_ps(t19, t18);
                __m256 t21 = _mm256_add_ps(t1, t20);
                int t22 = t13 + 1;
                long t23 = (long)t22;
                const float *t24 = c + (16 + t5);
                __m256 t25 = _mm256_loadu_ps(t24);
                __m256 t26 = _mm256_set1_ps(t7[t23] * t16);
                __m256 t27 = _mm256_mul_ps(t26, t25);
                __m256 t28 = _mm256_add_ps(t21, t27);
                long t29 = (long)(t13 + 2);
                const float *t30 = c + (32 + t5);
                __m256 t31 = _mm256_loadu_ps(t30);
                __m256 t32 = _mm256_set1_ps(t7[t29] * t16);
                __m256 t33 = _mm256_mul_ps(t32, t31);
                __m256 t34 = _mm256_add_ps(t28, t33);
                long t35 = (long)(t13 + 3);
                const float *t36 = c + (48 + t5);
                __m256 t37 = _mm256_loadu_ps(t36);
                __m256 t38 = _mm256_set1_ps(t7[t35] * t16);
                __m256 t39 = _mm256_mul_ps(t38, t37);
                __m256 t40 = _mm256_add_ps(t34, t39);
                long t41 = (long)(t13 + 4);
                const float *t42 = c + (64 + t5);
                __m256 t43 = _mm256_loadu_ps(t42);
                __m256 t44 = _mm256_set1_ps(t7[t41] * t16);
                __m256 t45 = _mm256_mul_ps(t44, t43);
                __m256 t46 = _mm256_add_ps(t40, t45);
                long t47 = (long)(t13 + 5);
                const float *t48 = c + (80 + t5);
                __m256 t49 = _mm256_loadu_ps(t48);
                __m256 t50 = _mm256_set1_ps(t7[t47] * t16);
                __m256 t51 = _mm256_mul_ps(t50, t49);
                __m256 t52 = _mm256_add_ps(t46, t51);
                long t53 = (long)(t13 + 6);
                const float *t54 = c + (96 + t5);
                __m256 t55 = _mm256_loadu_ps(t54);
                __m256 t56 = _mm256_set1_ps(t7[t53] * t16);
                __m256 t57 = _mm256_mul_ps(t56, t55);
                __m256 t58 = _mm256_add_ps(t52, t57);
                long t59 = (long)(t13 + 7);
                const float *t60 = c + (112 + t5);
                __m256 t61 = _mm256_loadu_ps(t60);
                __m256 t62 = _mm256_set1_ps(t7[t59] * t16);
                __m256 t63 = _mm256_mul_ps(t62, t61);
                t1 = _mm256_add_ps(t58, t63);
                float t64 = c[t15 + t4];
                __m256 t65 = _mm256_loadu_ps(t17);
                __m256 t66 = _mm256_set1_ps(t12[t14] * t64);
                __m256 t67 = _mm256_mul_ps(t66, t65);
                __m256 t68 = _mm256_add_ps(t2, t67);
                __m256 t69 = _mm256_loadu_ps(t24);
                __m256 t70 = _mm256_set1_ps(t12[t23] * t64);
                __m256 t71 = _mm256_mul_ps(t70, t69);
                __m256 t72 = _mm256_add_ps(t68, t71);
                __m256 t73 = _mm256_loadu_ps(t30);
                __m256 t74 = _mm256_set1_ps(t12[t29] * t64);
                __m256 t75 = _mm256_mul_ps(t74, t73);
                __m256 t76 = _mm256_add_ps(t72, t75);
                __m256 t77 = _mm256_loadu_ps(t36);
                __m256 t78 = _mm256_set1_ps(t12[t35] * t64);
                __m256 t79 = _mm256_mul_ps(t78, t77);
                __m256 t80 = _mm256_add_ps(t76, t79);
                __m256 t81 = _mm256_loadu_ps(t42);
                __m256 t82 = _mm256_set1_ps(t12[t41] * t64);
                __m256 t83 = _mm256_mul_ps(t82, t81);
                __m256 t84 = _mm256_add_ps(t80, t83);
                __m256 t85 = _mm256_loadu_ps(t48);
                __m256 t86 = _mm256_set1_ps(t12[t47] * t64);
                __m256 t87 = _mm256_mul_ps(t86, t85);
                __m256 t88 = _mm256_add_ps(t84, t87);
                __m256 t89 = _mm256_loadu_ps(t54);
                __m256 t90 = _mm256_set1_ps(t12[t53] * t64);
                __m256 t91 = _mm256_mul_ps(t90, t89);
                __m256 t92 = _mm256_add_ps(t88, t91);
                __m256 t93 = _mm256_loadu_ps(t60);
                __m256 t94 = _mm256_set1_ps(t12[t59] * t64);
                __m256 t95 = _mm256_mul_ps(t94, t93);
                t2 = _mm256_add_ps(t92, t95);
                t13 = t22;
            }
            _mm256_storeu_ps(t6, t1);
            _mm256_storeu_ps(t11, t2);
            v_vec_1 += 8L;
        } while (v_vec_1 < 8L);
    }
    for (; u_1 < n; u_1++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:46 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int t8 = (int)v_vec;
            float *t9 = out + (u_1 * 8 + t8);
            const float *t10 = img + u_1;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t96 = 0;
            while (t96 < 8) {
                float t97 = c[t96 * 16 + u_1];
                __m256 t98 = _mm256_loadu_ps(c + t8);
                __m256 t99 = _mm256_set1_ps(t10[t96] * t97);
                __m256 t100 = _mm256_mul_ps(t99, t98);
                __m256 t101 = _mm256_add_ps(t3, t100);
                int t102 = t96 + 1;
                __m256 t103 = _mm256_loadu_ps(c + (16 + t8));
                __m256 t104 = _mm256_set1_ps(t10[t102] * t97);
                __m256 t105 = _mm256_mul_ps(t104, t103);
                __m256 t106 = _mm256_add_ps(t101, t105);
                __m256 t107 = _mm256_loadu_ps(c + (32 + t8));
                __m256 t108 = _mm256_set1_ps(t10[t96 + 2] * t97);
                __m256 t109 = _mm256_mul_ps(t108, t107);
                __m256 t110 = _mm256_add_ps(t106, t109);
                __m256 t111 = _mm256_loadu_ps(c + (48 + t8));
                __m256 t112 = _mm256_set1_ps(t10[t96 + 3] * t97);
                __m256 t113 = _mm256_mul_ps(t112, t111);
                __m256 t114 = _mm256_add_ps(t110, t113);
                __m256 t115 = _mm256_loadu_ps(c + (64 + t8));
                __m256 t116 = _mm256_set1_ps(t10[t96 + 4] * t97);
                __m256 t117 = _mm256_mul_ps(t116, t115);
                __m256 t118 = _mm256_add_ps(t114, t117);
                __m256 t119 = _mm256_loadu_ps(c + (80 + t8));
                __m256 t120 = _mm256_set1_ps(t10[t96 + 5] * t97);
                __m256 t121 = _mm256_mul_ps(t120, t119);
                __m256 t122 = _mm256_add_ps(t118, t121);
                __m256 t123 = _mm256_loadu_ps(c + (96 + t8));
                __m256 t124 = _mm256_set1_ps(t10[t96 + 6] * t97);
                __m256 t125 = _mm256_mul_ps(t124, t123);
                __m256 t126 = _mm256_add_ps(t122, t125);
                __m256 t127 = _mm256_loadu_ps(c + (112 + t8));
                __m256 t128 = _mm256_set1_ps(t10[t96 + 7] * t97);
                __m256 t129 = _mm256_mul_ps(t128, t127);
                t3 = _mm256_add_ps(t126, t129);
                t96 = t102;
            }
            _mm256_storeu_ps(t9, t3);
            v_vec += 8L;
        } while (v_vec < 8L);
    }
}

__attribute__((target("avx2"))) void overlapping(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    for (int u = 0; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:54 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            int t3 = (int)v_vec;
            int t4 = u * 8;
            float *t5 = out + (t4 + t3);
            const float *t6 = img + u;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t7 = (int)(v_vec + 8L);
            float *t8 = out + (t4 + t7);
            int t9 = 0;
            __m256 t2 = t1;
            while (t9 < 8) {
                float t10 = c[t9 * 16 + u];
                __m256 t11 = _mm256_loadu_ps(c + t3);
                __m256 t12 = _mm256_set1_ps(t6[t9] * t10);
                __m256 t13 = _mm256_mul_ps(t12, t11);
                __m256 t14 = _mm256_add_ps(t1, t13);
                int t15 = t9 + 1;
                __m256 t16 = _mm256_loadu_ps(c + (16 + t3));
                __m256 t17 = _mm256_set1_ps(t6[t15] * t10);
                __m256 t18 = _mm256_mul_ps(t17, t16);
                __m256 t19 = _mm256_add_ps(t14, t18);
                __m256 t20 = _mm256_loadu_ps(c + (32 + t3));
                __m256 t21 = _mm256_set1_ps(t6[t9 + 2] * t10);
                __m256 t22 = _mm256_mul_ps(t21, t20);
                __m256 t23 = _mm256_add_ps(t19, t22);
                __m256 t24 = _mm256_loadu_ps(c + (48 + t3));
                __m256 t25 = _mm256_set1_ps(t6[t9 + 3] * t10);
                __m256 t26 = _mm256_mul_ps(t25, t24);
                __m256 t27 = _mm256_add_ps(t23, t26);
                __m256 t28 = _mm256_loadu_ps(c + (64 + t3));
                __m256 t29 = _mm256_set1_ps(t6[t9 + 4] * t10);
                __m256 t30 = _mm256_mul_ps(t29, t28);
                __m256 t31 = _mm256_add_ps(t27, t30);
                __m256 t32 = _mm256_loadu_ps(c + (80 + t3));
                __m256 t33 = _mm256_set1_ps(t6[t9 + 5] * t10);
                __m256 t34 = _mm256_mul_ps(t33, t32);
                __m256 t35 = _mm256_add_ps(t31, t34);
                __m256 t36 = _mm256_loadu_ps(c + (96 + t3));
                __m256 t37 = _mm256_set1_ps(t6[t9 + 6] * t10);
                __m256 t38 = _mm256_mul_ps(t37, t36);
                __m256 t39 = _mm256_add_ps(t35, t38);
                __m256 t40 = _mm256_loadu_ps(c + (112 + t3));
                __m256 t41 = _mm256_set1_ps(t6[t9 + 7] * t10);
                __m256 t42 = _mm256_mul_ps(t41, t40);
                t1 = _mm256_add_ps(t39, t42);
                __m256 t43 = _mm256_loadu_ps(c + t7);
                __m256 t44 = _mm256_mul_ps(t12, t43);
                __m256 t45 = _mm256_add_ps(t2, t44);
                __m256 t46 = _mm256_loadu_ps(c + (16 + t7));
                __m256 t47 = _mm256_mul_ps(t17, t46);
                __m256 t48 = _mm256_add_ps(t45, t47);
                __m256 t49 = _mm256_loadu_ps(c + (32 + t7));
                __m256 t50 = _mm256_mul_ps(t21, t49);
                __m256 t51 = _mm256_add_ps(t48, t50);
                __m256 t52 = _mm256_loadu_ps(c + (48 + t7));
                __m256 t53 = _mm256_mul_ps(t25, t52);
                __m256 t54 = _mm256_add_ps(t51, t53);
                __m256 t55 = _mm256_loadu_ps(c + (64 + t7));
                __m256 t56 = _mm256_mul_ps(t29, t55);
                __m256 t57 = _mm256_add_ps(t54, t56);
                __m256 t58 = _mm256_loadu_ps(c + (80 + t7));
                __m256 t59 = _mm256_mul_ps(t33, t58);
                __m256 t60 = _mm256_add_ps(t57, t59);
                __m256 t61 = _mm256_loadu_ps(c + (96 + t7));
                __m256 t62 = _mm256_mul_ps(t37, t61);
                __m256 t63 = _mm256_add_ps(t60, t62);
                __m256 t64 = _mm256_loadu_ps(c + (112 + t7));
                __m256 t65 = _mm256_mul_ps(t41, t64);
                t2 = _mm256_add_ps(t63, t65);
                t9 = t15;
            }
            _mm256_storeu_ps(t5, t1);
            _mm256_storeu_ps(t8, t2);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

__attribute__((target("avx2"))) void chained(float *buf, const float *restrict c, int n) {
    for (int u = 1; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:62 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            int t3 = (int)v_vec;
            float *t4 = buf + (u * 16 + t3);
            const float *t5 = buf + (u - 1) * 16;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t10 = 0;
            while (t10 < 8) {
                float t11 = c[t10 * 16 + u];
                __m256 t12 = _mm256_loadu_ps(c + t3);
                __m256 t13 = _mm256_set1_ps(t5[t10] * t11);
                __m256 t14 = _mm256_mul_ps(t13, t12);
                __m256 t15 = _mm256_add_ps(t1, t14);
                int t16 = t10 + 1;
                __m256 t17 = _mm256_loadu_ps(c + (16 + t3));
                __m256 t18 = _mm256_set1_ps(t5[t16] * t11);
                __m256 t19 = _mm256_mul_ps(t18, t17);
                __m256 t20 = _mm256_add_ps(t15, t19);
                __m256 t21 = _mm256_loadu_ps(c + (32 + t3));
                __m256 t22 = _mm256_set1_ps(t5[t10 + 2] * t11);
                __m256 t23 = _mm256_mul_ps(t22, t21);
                __m256 t24 = _mm256_add_ps(t20, t23);
                __m256 t25 = _mm256_loadu_ps(c + (48 + t3));
                __m256 t26 = _mm256_set1_ps(t5[t10 + 3] * t11);
                __m256 t27 = _mm256_mul_ps(t26, t25);
                __m256 t28 = _mm256_add_ps(t24, t27);
                __m256 t29 = _mm256_loadu_ps(c + (64 + t3));
                __m256 t30 = _mm256_set1_ps(t5[t10 + 4] * t11);
                __m256 t31 = _mm256_mul_ps(t30, t29);
                __m256 t32 = _mm256_add_ps(t28, t31);
                __m256 t33 = _mm256_loadu_ps(c + (80 + t3));
                __m256 t34 = _mm256_set1_ps(t5[t10 + 5] * t11);
                __m256 t35 = _mm256_mul_ps(t34, t33);
                __m256 t36 = _mm256_add_ps(t32, t35);
                __m256 t37 = _mm256_loadu_ps(c + (96 + t3));
                __m256 t38 = _mm256_set1_ps(t5[t10 + 6] * t11);
                __m256 t39 = _mm256_mul_ps(t38, t37);
                __m256 t40 = _mm256_add_ps(t36, t39);
                __m256 t41 = _mm256_loadu_ps(c + (112 + t3));
                __m256 t42 = _mm256_set1_ps(t5[t10 + 7] * t11);
                __m256 t43 = _mm256_mul_ps(t42, t41);
                t1 = _mm256_add_ps(t40, t43);
                t10 = t16;
            }
            __m256 t6 = _mm256_mul_ps(t1, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(t4, t6);
            int t7 = (int)(v_vec + 8L);
            float *t8 = buf + (u * 16 + t7);
            const float *t9 = buf + (u - 1) * 16;
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t45 = 0;
            while (t45 < 8) {
                float t46 = c[t45 * 16 + u];
                __m256 t47 = _mm256_loadu_ps(c + t7);
                __m256 t48 = _mm256_set1_ps(t9[t45] * t46);
                __m256 t49 = _mm256_mul_ps(t48, t47);
                __m256 t50 = _mm256_add_ps(t2, t49);
                int t51 = t45 + 1;
                __m256 t52 = _mm256_loadu_ps(c + (16 + t7));
                __m256 t53 = _mm256_set1_ps(t9[t51] * t46);
                __m256 t54 = _mm256_mul_ps(t53, t52);
                __m256 t55 = _mm256_add_ps(t50, t54);
                __m256 t56 = _mm256_loadu_ps(c + (32 + t7));
                __m256 t57 = _mm256_set1_ps(t9[t45 + 2] * t46);
                __m256 t58 = _mm256_mul_ps(t57, t56);
                __m256 t59 = _mm256_add_ps(t55, t58);
                __m256 t60 = _mm256_loadu_ps(c + (48 + t7));
                __m256 t61 = _mm256_set1_ps(t9[t45 + 3] * t46);
                __m256 t62 = _mm256_mul_ps(t61, t60);
                __m256 t63 = _mm256_add_ps(t59, t62);
                __m256 t64 = _mm256_loadu_ps(c + (64 + t7));
                __m256 t65 = _mm256_set1_ps(t9[t45 + 4] * t46);
                __m256 t66 = _mm256_mul_ps(t65, t64);
                __m256 t67 = _mm256_add_ps(t63, t66);
                __m256 t68 = _mm256_loadu_ps(c + (80 + t7));
                __m256 t69 = _mm256_set1_ps(t9[t45 + 5] * t46);
                __m256 t70 = _mm256_mul_ps(t69, t68);
                __m256 t71 = _mm256_add_ps(t67, t70);
                __m256 t72 = _mm256_loadu_ps(c + (96 + t7));
                __m256 t73 = _mm256_set1_ps(t9[t45 + 6] * t46);
                __m256 t74 = _mm256_mul_ps(t73, t72);
                __m256 t75 = _mm256_add_ps(t71, t74);
                __m256 t76 = _mm256_loadu_ps(c + (112 + t7));
                __m256 t77 = _mm256_set1_ps(t9[t45 + 7] * t46);
                __m256 t78 = _mm256_mul_ps(t77, t76);
                t2 = _mm256_add_ps(t75, t78);
                t45 = t51;
            }
            __m256 t44 = _mm256_mul_ps(t2, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(t8, t44);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

__attribute__((target("avx2"))) int main(void) {
    float img[64];
    float c[128];
    float out[160];
    float buf[160];
    int t58;
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 12, 7, 2, 14, 9, 4, 16));
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(17));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
    long i_vec = 0L;
    /* vcc: loop at jam_chains.c:69 vectorized: VF 8, UF 4, the remainder at 70:23 by 17 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t7 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.125f));
        __m256 t9 = _mm256_sub_ps(t8, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[i_vec], t9);
        __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(11));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(17));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256 t13 = _mm256_cvtepi32_ps(t12);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.125f));
        __m256 t15 = _mm256_sub_ps(t14, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[i_vec + 8L], t15);
        __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(17));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.125f));
        __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[i_vec + 16L], t21);
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(17));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.125f));
        __m256 t27 = _mm256_sub_ps(t26, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&c[i_vec + 24L], t27);
        i_vec += 32L;
        __m256i t28 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(10));
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(17));
        t1 = (vcc_v8_int)_mm256_min_epu32(t28, t29);
    } while (i_vec < 128L);
    __m256i t30 = _mm256_set1_epi32(0);
    __m256i t31 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 13, 26, 8, 21, 3, 16, 29));
    __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(31));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t31, t32);
    long i_vec_1 = 0L;
    /* vcc: loop at jam_chains.c:71 vectorized: VF 8, UF 4, the remainder at 72:25 by 31 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t33 = _mm256_cvtepi32_ps((__m256i)t2);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.25f));
        __m256 t35 = _mm256_sub_ps(t34, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[i_vec_1], t35);
        __m256i t36 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(31));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256 t39 = _mm256_cvtepi32_ps(t38);
        __m256 t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.25f));
        __m256 t41 = _mm256_sub_ps(t40, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[i_vec_1 + 8L], t41);
        __m256i t42 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(22));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(31));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256 t45 = _mm256_cvtepi32_ps(t44);
        __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.25f));
        __m256 t47 = _mm256_sub_ps(t46, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[i_vec_1 + 16L], t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(31));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256 t51 = _mm256_cvtepi32_ps(t50);
        __m256 t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.25f));
        __m256 t53 = _mm256_sub_ps(t52, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&img[i_vec_1 + 24L], t53);
        i_vec_1 += 32L;
        __m256i t54 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(13));
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(31));
        t2 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
    } while (i_vec_1 < 64L);
    for (int n = 0; n <= 9; n += 3) {
        const float *t56 = c;
        const float *t57 = img;
        rows(out, t57, t56, n);
        int i = 0;
        for (;; i++) {
            t58 = n * 8;
            if (i >= t58) {
                break;
            }
            printf("rows %d %a\n", n, (double)out[i]);
        }
        rows_early(out, t57, t56, n);
        for (int i_1 = 0; i_1 < t58; i_1++) {
            printf("rows_early %d %a\n", n, (double)out[i_1]);
        }
        long i_vec_2 = 0L;
        /* vcc: loop at jam_chains.c:80 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            _mm256_storeu_ps(&out[i_vec_2], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&out[i_vec_2 + 8L], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&out[i_vec_2 + 16L], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&out[i_vec_2 + 24L], _mm256_set1_ps(0.0f));
            i_vec_2 += 32L;
        } while (i_vec_2 < 160L);
        overlapping(out, t57, t56, n);
        for (int i_2 = 0; i_2 < 160; i_2++) {
            printf("overlapping %d %a\n", n, (double)out[i_2]);
        }
        __m256i t59 = _mm256_set1_epi32(0);
        __m256i t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(11));
        vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t60, t61);
        long i_vec_3 = 0L;
        /* vcc: loop at jam_chains.c:85 vectorized: VF 8, UF 4, the remainder at 86:29 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m256 t62 = _mm256_cvtepi32_ps((__m256i)t3);
            __m256 t63 = _mm256_mul_ps(t62, _mm256_set1_ps(0.5f));
            __m256 t64 = _mm256_sub_ps(t63, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[i_vec_3], t64);
            __m256i t65 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
            __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(11));
            __m256i t67 = _mm256_min_epu32(t65, t66);
            __m256 t68 = _mm256_cvtepi32_ps(t67);
            __m256 t69 = _mm256_mul_ps(t68, _mm256_set1_ps(0.5f));
            __m256 t70 = _mm256_sub_ps(t69, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[i_vec_3 + 8L], t70);
            __m256i t71 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(2));
            __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(11));
            __m256i t73 = _mm256_min_epu32(t71, t72);
            __m256 t74 = _mm256_cvtepi32_ps(t73);
            __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(0.5f));
            __m256 t76 = _mm256_sub_ps(t75, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[i_vec_3 + 16L], t76);
            __m256i t77 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(3));
            __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(11));
            __m256i t79 = _mm256_min_epu32(t77, t78);
            __m256 t80 = _mm256_cvtepi32_ps(t79);
            __m256 t81 = _mm256_mul_ps(t80, _mm256_set1_ps(0.5f));
            __m256 t82 = _mm256_sub_ps(t81, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&buf[i_vec_3 + 24L], t82);
            i_vec_3 += 32L;
            __m256i t83 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(4));
            __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(11));
            __m256i t85 = _mm256_min_epu32(t83, t84);
            if (i_vec_3 >= 160L) {
                break;
            }
            t3 = (vcc_v8_int)t85;
        }
        chained(buf, t56, n);
        for (int i_3 = 0; i_3 < 160; i_3++) {
            printf("chained %d %a\n", n, (double)buf[i_3]);
        }
    }
    return 0;
}
