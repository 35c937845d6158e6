/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

__m128 _ZGVbN4uuul_dot_late(const float *p, const float *c, int u, int v);
__m128 _ZGVbN4uuul_dot(const float *p, const float *c, int u, int v);
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

void rows_early(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    int t7;
    int u_1;
    int u = 0;
    for (;; u = t7 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t7 = u + 1;
        if (t7 >= n) {
            u_1 = u;
            break;
        }
        long v_vec_1 = 0L;
        /* vcc: loop at jam_chains.c:20 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t8 = (int)v_vec_1;
            int t9 = u * 8;
            float *t10 = out + (t9 + t8);
            const float *t11 = img + u;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t16 = t7 * 8;
            float *t17 = out + (t16 + t8);
            const float *t18 = img + t7;
            int t19 = (int)(v_vec_1 + 4L);
            float *t20 = out + (t9 + t19);
            float *t21 = out + (t16 + t19);
            int t22 = 0;
            __m128 t2 = t1;
            __m128 t3 = t1;
            __m128 t4 = t1;
            while (t22 < 8) {
                long t23 = (long)t22;
                int t24 = t22 * 16;
                float t25 = c[t24 + u];
                const float *t26 = c + t8;
                __m128 t27 = _mm_loadu_ps(t26);
                __m128 t28 = _mm_set1_ps(t11[t23] * t25);
                __m128 t29 = _mm_mul_ps(t28, t27);
                __m128 t30 = _mm_add_ps(t1, t29);
                int t31 = t22 + 1;
                long t32 = (long)t31;
                const float *t33 = c + (16 + t8);
                __m128 t34 = _mm_loadu_ps(t33);
                __m128 t35 = _mm_set1_ps(t11[t32] * t25);
                __m128 t36 = _mm_mul_ps(t35, t34);
                __m128 t37 = _mm_add_ps(t30, t36);
                long t38 = (long)(t22 + 2);
                const float *t39 = c + (32 + t8);
                __m128 t40 = _mm_loadu_ps(t39);
                __m128 t41 = _mm_set1_ps(t11[t38] * t25);
                __m128 t42 = _mm_mul_ps(t41, t40);
                __m128 t43 = _mm_add_ps(t37, t42);
                long t44 = (long)(t22 + 3);
                const float *t45 = c + (48 + t8);
                __m128 t46 = _mm_loadu_ps(t45);
                __m128 t47 = _mm_set1_ps(t11[t44] * t25);
                __m128 t48 = _mm_mul_ps(t47, t46);
                __m128 t49 = _mm_add_ps(t43, t48);
                long t50 = (long)(t22 + 4);
                const float *t51 = c + (64 + t8);
                __m128 t52 = _mm_loadu_ps(t51);
                __m128 t53 = _mm_set1_ps(t11[t50] * t25);
                __m128 t54 = _mm_mul_ps(t53, t52);
                __m128 t55 = _mm_add_ps(t49, t54);
                long t56 = (long)(t22 + 5);
                const float *t57 = c + (80 + t8);
                __m128 t58 = _mm_loadu_ps(t57);
                __m128 t59 = _mm_set1_ps(t11[t56] * t25);
                __m128 t60 = _mm_mul_ps(t59, t58);
                __m128 t61 = _mm_add_ps(t55, t60);
                long t62 = (long)(t22 + 6);
                const float *t63 = c + (96 + t8);
                __m128 t64 = _mm_loadu_ps(t63);
                __m128 t65 = _mm_set1_ps(t11[t62] * t25);
                __m128 t66 = _mm_mul_ps(t65, t64);
                __m128 t67 = _mm_add_ps(t61, t66);
                long t68 = (long)(t22 + 7);
                const float *t69 = c + (112 + t8);
                __m128 t70 = _mm_loadu_ps(t69);
                __m128 t71 = _mm_set1_ps(t11[t68] * t25);
                __m128 t72 = _mm_mul_ps(t71, t70);
                t1 = _mm_add_ps(t67, t72);
                float t73 = c[t24 + t7];
                __m128 t74 = _mm_loadu_ps(t26);
                __m128 t75 = _mm_set1_ps(t18[t23] * t73);
                __m128 t76 = _mm_mul_ps(t75, t74);
                __m128 t77 = _mm_add_ps(t2, t76);
                __m128 t78 = _mm_loadu_ps(t33);
                __m128 t79 = _mm_set1_ps(t18[t32] * t73);
                __m128 t80 = _mm_mul_ps(t79, t78);
                __m128 t81 = _mm_add_ps(t77, t80);
                __m128 t82 = _mm_loadu_ps(t39);
                __m128 t83 = _mm_set1_ps(t18[t38] * t73);
                __m128 t84 = _mm_mul_ps(t83, t82);
                __m128 t85 = _mm_add_ps(t81, t84);
                __m128 t86 = _mm_loadu_ps(t45);
                __m128 t87 = _mm_set1_ps(t18[t44] * t73);
                __m128 t88 = _mm_mul_ps(t87, t86);
                __m128 t89 = _mm_add_ps(t85, t88);
                __m128 t90 = _mm_loadu_ps(t51);
                __m128 t91 = _mm_set1_ps(t18[t50] * t73);
                __m128 t92 = _mm_mul_ps(t91, t90);
                __m128 t93 = _mm_add_ps(t89, t92);
                __m128 t94 = _mm_loadu_ps(t57);
                __m128 t95 = _mm_set1_ps(t18[t56] * t73);
                __m128 t96 = _mm_mul_ps(t95, t94);
                __m128 t97 = _mm_add_ps(t93, t96);
                __m128 t98 = _mm_loadu_ps(t63);
                __m128 t99 = _mm_set1_ps(t18[t62] * t73);
                __m128 t100 = _mm_mul_ps(t99, t98);
                __m128 t101 = _mm_add_ps(t97, t100);
                __m128 t102 = _mm_loadu_ps(t69);
                __m128 t103 = _mm_set1_ps(t18[t68] * t73);
                __m128 t104 = _mm_mul_ps(t103, t102);
                t2 = _mm_add_ps(t101, t104);
                const float *t105 = c + t19;
                __m128 t106 = _mm_loadu_ps(t105);
                __m128 t107 = _mm_mul_ps(t28, t106);
                __m128 t108 = _mm_add_ps(t3, t107);
                const float *t109 = c + (16 + t19);
                __m128 t110 = _mm_loadu_ps(t109);
                __m128 t111 = _mm_mul_ps(t35, t110);
                __m128 t112 = _mm_add_ps(t108, t111);
                const float *t113 = c + (32 + t19);
                __m128 t114 = _mm_loadu_ps(t113);
                __m128 t115 = _mm_mul_ps(t41, t114);
                __m128 t116 = _mm_add_ps(t112, t115);
                const float *t117 = c + (48 + t19);
                __m128 t118 = _mm_loadu_ps(t117);
                __m128 t119 = _mm_mul_ps(t47, t118);
                __m128 t120 = _mm_add_ps(t116, t119);
                const float *t121 = c + (64 + t19);
                __m128 t122 = _mm_loadu_ps(t121);
                __m128 t123 = _mm_mul_ps(t53, t122);
                __m128 t124 = _mm_add_ps(t120, t123);
                const float *t125 = c + (80 + t19);
                __m128 t126 = _mm_loadu_ps(t125);
                __m128 t127 = _mm_mul_ps(t59, t126);
                __m128 t128 = _mm_add_ps(t124, t127);
                const float *t129 = c + (96 + t19);
                __m128 t130 = _mm_loadu_ps(t129);
                __m128 t131 = _mm_mul_ps(t65, t130);
                __m128 t132 = _mm_add_ps(t128, t131);
                const float *t133 = c + (112 + t19);
                __m128 t134 = _mm_loadu_ps(t133);
                __m128 t135 = _mm_mul_ps(t71, t134);
                t3 = _mm_add_ps(t132, t135);
                __m128 t136 = _mm_loadu_ps(t105);
                __m128 t137 = _mm_mul_ps(t75, t136);
                __m128 t138 = _mm_add_ps(t4, t137);
                __m128 t139 = _mm_loadu_ps(t109);
                __m128 t140 = _mm_mul_ps(t79, t139);
                __m128 t141 = _mm_add_ps(t138, t140);
                __m128 t142 = _mm_loadu_ps(t113);
                __m128 t143 = _mm_mul_ps(t83, t142);
                __m128 t144 = _mm_add_ps(t141, t143);
                __m128 t145 = _mm_loadu_ps(t117);
                __m128 t146 = _mm_mul_ps(t87, t145);
                __m128 t147 = _mm_add_ps(t144, t146);
                __m128 t148 = _mm_loadu_ps(t121);
                __m128 t149 = _mm_mul_ps(t91, t148);
                __m128 t150 = _mm_add_ps(t147, t149);
                __m128 t151 = _mm_loadu_ps(t125);
                __m128 t152 = _mm_mul_ps(t95, t151);
                __m128 t153 = _mm_add_ps(t150, t152);
                __m128 t154 = _mm_loadu_ps(t129);
                __m128 t155 = _mm_mul_ps(t99, t154);
                __m128 t156 = _mm_add_ps(t153, t155);
                __m128 t157 = _mm_loadu_ps(t133);
                __m128 t158 = _mm_mul_ps(t103, t157);
                t4 = _mm_add_ps(t156, t158);
                t22 = t31;
            }
            _mm_storeu_ps(t10, t1);
            _mm_storeu_ps(t17, t2);
            _mm_storeu_ps(t20, t3);
            _mm_storeu_ps(t21, t4);
            v_vec_1 += 8L;
        } while (v_vec_1 < 8L);
    }
    for (; u_1 < n; u_1++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:20 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t12 = (int)v_vec;
            int t13 = u_1 * 8;
            float *t14 = out + (t13 + t12);
            const float *t15 = img + u_1;
            __m128 t5 = _mm_set1_ps(0.0f);
            int t159 = (int)(v_vec + 4L);
            float *t160 = out + (t13 + t159);
            int t161 = 0;
            __m128 t6 = t5;
            while (t161 < 8) {
                float t162 = c[t161 * 16 + u_1];
                __m128 t163 = _mm_loadu_ps(c + t12);
                __m128 t164 = _mm_set1_ps(t15[t161] * t162);
                __m128 t165 = _mm_mul_ps(t164, t163);
                __m128 t166 = _mm_add_ps(t5, t165);
                int t167 = t161 + 1;
                __m128 t168 = _mm_loadu_ps(c + (16 + t12));
                __m128 t169 = _mm_set1_ps(t15[t167] * t162);
                __m128 t170 = _mm_mul_ps(t169, t168);
                __m128 t171 = _mm_add_ps(t166, t170);
                __m128 t172 = _mm_loadu_ps(c + (32 + t12));
                __m128 t173 = _mm_set1_ps(t15[t161 + 2] * t162);
                __m128 t174 = _mm_mul_ps(t173, t172);
                __m128 t175 = _mm_add_ps(t171, t174);
                __m128 t176 = _mm_loadu_ps(c + (48 + t12));
                __m128 t177 = _mm_set1_ps(t15[t161 + 3] * t162);
                __m128 t178 = _mm_mul_ps(t177, t176);
                __m128 t179 = _mm_add_ps(t175, t178);
                __m128 t180 = _mm_loadu_ps(c + (64 + t12));
                __m128 t181 = _mm_set1_ps(t15[t161 + 4] * t162);
                __m128 t182 = _mm_mul_ps(t181, t180);
                __m128 t183 = _mm_add_ps(t179, t182);
                __m128 t184 = _mm_loadu_ps(c + (80 + t12));
                __m128 t185 = _mm_set1_ps(t15[t161 + 5] * t162);
                __m128 t186 = _mm_mul_ps(t185, t184);
                __m128 t187 = _mm_add_ps(t183, t186);
                __m128 t188 = _mm_loadu_ps(c + (96 + t12));
                __m128 t189 = _mm_set1_ps(t15[t161 + 6] * t162);
                __m128 t190 = _mm_mul_ps(t189, t188);
                __m128 t191 = _mm_add_ps(t187, t190);
                __m128 t192 = _mm_loadu_ps(c + (112 + t12));
                __m128 t193 = _mm_set1_ps(t15[t161 + 7] * t162);
                __m128 t194 = _mm_mul_ps(t193, t192);
                t5 = _mm_add_ps(t191, t194);
                __m128 t195 = _mm_loadu_ps(c + t159);
                __m128 t196 = _mm_mul_ps(t164, t195);
                __m128 t197 = _mm_add_ps(t6, t196);
                __m128 t198 = _mm_loadu_ps(c + (16 + t159));
                __m128 t199 = _mm_mul_ps(t169, t198);
                __m128 t200 = _mm_add_ps(t197, t199);
                __m128 t201 = _mm_loadu_ps(c + (32 + t159));
                __m128 t202 = _mm_mul_ps(t173, t201);
                __m128 t203 = _mm_add_ps(t200, t202);
                __m128 t204 = _mm_loadu_ps(c + (48 + t159));
                __m128 t205 = _mm_mul_ps(t177, t204);
                __m128 t206 = _mm_add_ps(t203, t205);
                __m128 t207 = _mm_loadu_ps(c + (64 + t159));
                __m128 t208 = _mm_mul_ps(t181, t207);
                __m128 t209 = _mm_add_ps(t206, t208);
                __m128 t210 = _mm_loadu_ps(c + (80 + t159));
                __m128 t211 = _mm_mul_ps(t185, t210);
                __m128 t212 = _mm_add_ps(t209, t211);
                __m128 t213 = _mm_loadu_ps(c + (96 + t159));
                __m128 t214 = _mm_mul_ps(t189, t213);
                __m128 t215 = _mm_add_ps(t212, t214);
                __m128 t216 = _mm_loadu_ps(c + (112 + t159));
                __m128 t217 = _mm_mul_ps(t193, t216);
                t6 = _mm_add_ps(t215, t217);
                t161 = t167;
            }
            _mm_storeu_ps(t14, t5);
            _mm_storeu_ps(t160, t6);
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

/* vcc: function at jam_chains.c:26 vector variant _ZGVbN4uuul_dot of `dot`: VL 4, unmasked, p uniform, c uniform, u uniform, v linear step 1 */
__m128 _ZGVbN4uuul_dot(const float *p, const float *c, int u, int v) {
    __m128 t1 = _mm_set1_ps(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        __m128 t4 = _mm_loadu_ps(c + v);
        __m128 t5 = _mm_set1_ps(p[t2] * t3);
        __m128 t6 = _mm_mul_ps(t5, t4);
        __m128 t7 = _mm_add_ps(t1, t6);
        int t8 = t2 + 1;
        __m128 t9 = _mm_loadu_ps(c + (16 + v));
        __m128 t10 = _mm_set1_ps(p[t8] * t3);
        __m128 t11 = _mm_mul_ps(t10, t9);
        __m128 t12 = _mm_add_ps(t7, t11);
        __m128 t13 = _mm_loadu_ps(c + (32 + v));
        __m128 t14 = _mm_set1_ps(p[t2 + 2] * t3);
        __m128 t15 = _mm_mul_ps(t14, t13);
        __m128 t16 = _mm_add_ps(t12, t15);
        __m128 t17 = _mm_loadu_ps(c + (48 + v));
        __m128 t18 = _mm_set1_ps(p[t2 + 3] * t3);
        __m128 t19 = _mm_mul_ps(t18, t17);
        __m128 t20 = _mm_add_ps(t16, t19);
        __m128 t21 = _mm_loadu_ps(c + (64 + v));
        __m128 t22 = _mm_set1_ps(p[t2 + 4] * t3);
        __m128 t23 = _mm_mul_ps(t22, t21);
        __m128 t24 = _mm_add_ps(t20, t23);
        __m128 t25 = _mm_loadu_ps(c + (80 + v));
        __m128 t26 = _mm_set1_ps(p[t2 + 5] * t3);
        __m128 t27 = _mm_mul_ps(t26, t25);
        __m128 t28 = _mm_add_ps(t24, t27);
        __m128 t29 = _mm_loadu_ps(c + (96 + v));
        __m128 t30 = _mm_set1_ps(p[t2 + 6] * t3);
        __m128 t31 = _mm_mul_ps(t30, t29);
        __m128 t32 = _mm_add_ps(t28, t31);
        __m128 t33 = _mm_loadu_ps(c + (112 + v));
        __m128 t34 = _mm_set1_ps(p[t2 + 7] * t3);
        __m128 t35 = _mm_mul_ps(t34, t33);
        t1 = _mm_add_ps(t32, t35);
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

/* vcc: function at jam_chains.c:35 vector variant _ZGVbN4uuul_dot_late of `dot_late`: VL 4, unmasked, p uniform, c uniform, u uniform, v linear step 1 */
__m128 _ZGVbN4uuul_dot_late(const float *p, const float *c, int u, int v) {
    __m128 t1 = _mm_set1_ps(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        __m128 t4 = _mm_loadu_ps(c + v);
        __m128 t5 = _mm_set1_ps(p[t2] * t3);
        __m128 t6 = _mm_mul_ps(t5, t4);
        __m128 t7 = _mm_add_ps(t1, t6);
        int t8 = t2 + 1;
        __m128 t9 = _mm_loadu_ps(c + (16 + v));
        __m128 t10 = _mm_set1_ps(p[t8] * t3);
        __m128 t11 = _mm_mul_ps(t10, t9);
        __m128 t12 = _mm_add_ps(t7, t11);
        __m128 t13 = _mm_loadu_ps(c + (32 + v));
        __m128 t14 = _mm_set1_ps(p[t2 + 2] * t3);
        __m128 t15 = _mm_mul_ps(t14, t13);
        __m128 t16 = _mm_add_ps(t12, t15);
        __m128 t17 = _mm_loadu_ps(c + (48 + v));
        __m128 t18 = _mm_set1_ps(p[t2 + 3] * t3);
        __m128 t19 = _mm_mul_ps(t18, t17);
        __m128 t20 = _mm_add_ps(t16, t19);
        __m128 t21 = _mm_loadu_ps(c + (64 + v));
        __m128 t22 = _mm_set1_ps(p[t2 + 4] * t3);
        __m128 t23 = _mm_mul_ps(t22, t21);
        __m128 t24 = _mm_add_ps(t20, t23);
        __m128 t25 = _mm_loadu_ps(c + (80 + v));
        __m128 t26 = _mm_set1_ps(p[t2 + 5] * t3);
        __m128 t27 = _mm_mul_ps(t26, t25);
        __m128 t28 = _mm_add_ps(t24, t27);
        __m128 t29 = _mm_loadu_ps(c + (96 + v));
        __m128 t30 = _mm_set1_ps(p[t2 + 6] * t3);
        __m128 t31 = _mm_mul_ps(t30, t29);
        __m128 t32 = _mm_add_ps(t28, t31);
        __m128 t33 = _mm_loadu_ps(c + (112 + v));
        __m128 t34 = _mm_set1_ps(p[t2 + 7] * t3);
        __m128 t35 = _mm_mul_ps(t34, t33);
        t1 = _mm_add_ps(t32, t35);
        t2 = t8;
    }
    return t1;
}

void rows(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    int t7;
    int u_1;
    int u = 0;
    for (;; u = t7 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t7 = u + 1;
        if (t7 >= n) {
            u_1 = u;
            break;
        }
        long v_vec_1 = 0L;
        /* vcc: loop at jam_chains.c:46 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t8 = (int)v_vec_1;
            int t9 = u * 8;
            float *t10 = out + (t9 + t8);
            const float *t11 = img + u;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t16 = t7 * 8;
            float *t17 = out + (t16 + t8);
            const float *t18 = img + t7;
            int t19 = (int)(v_vec_1 + 4L);
            float *t20 = out + (t9 + t19);
            float *t21 = out + (t16 + t19);
            int t22 = 0;
            __m128 t2 = t1;
            __m128 t3 = t1;
            __m128 t4 = t1;
            while (t22 < 8) {
                long t23 = (long)t22;
                int t24 = t22 * 16;
                float t25 = c[t24 + u];
                const float *t26 = c + t8;
                __m128 t27 = _mm_loadu_ps(t26);
                __m128 t28 = _mm_set1_ps(t11[t23] * t25);
                __m128 t29 = _mm_mul_ps(t28, t27);
                __m128 t30 = _mm_add_ps(t1, t29);
                int t31 = t22 + 1;
                long t32 = (long)t31;
                const float *t33 = c + (16 + t8);
                __m128 t34 = _mm_loadu_ps(t33);
                __m128 t35 = _mm_set1_ps(t11[t32] * t25);
                __m128 t36 = _mm_mul_ps(t35, t34);
                __m128 t37 = _mm_add_ps(t30, t36);
                long t38 = (long)(t22 + 2);
                const float *t39 = c + (32 + t8);
                __m128 t40 = _mm_loadu_ps(t39);
                __m128 t41 = _mm_set1_ps(t11[t38] * t25);
                __m128 t42 = _mm_mul_ps(t41, t40);
                __m128 t43 = _mm_add_ps(t37, t42);
                long t44 = (long)(t22 + 3);
                const float *t45 = c + (48 + t8);
                __m128 t46 = _mm_loadu_ps(t45);
                __m128 t47 = _mm_set1_ps(t11[t44] * t25);
                __m128 t48 = _mm_mul_ps(t47, t46);
                __m128 t49 = _mm_add_ps(t43, t48);
                long t50 = (long)(t22 + 4);
                const float *t51 = c + (64 + t8);
                __m128 t52 = _mm_loadu_ps(t51);
                __m128 t53 = _mm_set1_ps(t11[t50] * t25);
                __m128 t54 = _mm_mul_ps(t53, t52);
                __m128 t55 = _mm_add_ps(t49, t54);
                long t56 = (long)(t22 + 5);
                const float *t57 = c + (80 + t8);
                __m128 t58 = _mm_loadu_ps(t57);
                __m128 t59 = _mm_set1_ps(t11[t56] * t25);
                __m128 t60 = _mm_mul_ps(t59, t58);
                __m128 t61 = _mm_add_ps(t55, t60);
                long t62 = (long)(t22 + 6);
                const float *t63 = c + (96 + t8);
                __m128 t64 = _mm_loadu_ps(t63);
                __m128 t65 = _mm_set1_ps(t11[t62] * t25);
                __m128 t66 = _mm_mul_ps(t65, t64);
                __m128 t67 = _mm_add_ps(t61, t66);
                long t68 = (long)(t22 + 7);
                const float *t69 = c + (112 + t8);
                __m128 t70 = _mm_loadu_ps(t69);
                __m128 t71 = _mm_set1_ps(t11[t68] * t25);
                __m128 t72 = _mm_mul_ps(t71, t70);
                t1 = _mm_add_ps(t67, t72);
                float t73 = c[t24 + t7];
                __m128 t74 = _mm_loadu_ps(t26);
                __m128 t75 = _mm_set1_ps(t18[t23] * t73);
                __m128 t76 = _mm_mul_ps(t75, t74);
                __m128 t77 = _mm_add_ps(t2, t76);
                __m128 t78 = _mm_loadu_ps(t33);
                __m128 t79 = _mm_set1_ps(t18[t32] * t73);
                __m128 t80 = _mm_mul_ps(t79, t78);
                __m128 t81 = _mm_add_ps(t77, t80);
                __m128 t82 = _mm_loadu_ps(t39);
                __m128 t83 = _mm_set1_ps(t18[t38] * t73);
                __m128 t84 = _mm_mul_ps(t83, t82);
                __m128 t85 = _mm_add_ps(t81, t84);
                __m128 t86 = _mm_loadu_ps(t45);
                __m128 t87 = _mm_set1_ps(t18[t44] * t73);
                __m128 t88 = _mm_mul_ps(t87, t86);
                __m128 t89 = _mm_add_ps(t85, t88);
                __m128 t90 = _mm_loadu_ps(t51);
                __m128 t91 = _mm_set1_ps(t18[t50] * t73);
                __m128 t92 = _mm_mul_ps(t91, t90);
                __m128 t93 = _mm_add_ps(t89, t92);
                __m128 t94 = _mm_loadu_ps(t57);
                __m128 t95 = _mm_set1_ps(t18[t56] * t73);
                __m128 t96 = _mm_mul_ps(t95, t94);
                __m128 t97 = _mm_add_ps(t93, t96);
                __m128 t98 = _mm_loadu_ps(t63);
                __m128 t99 = _mm_set1_ps(t18[t62] * t73);
                __m128 t100 = _mm_mul_ps(t99, t98);
                __m128 t101 = _mm_add_ps(t97, t100);
                __m128 t102 = _mm_loadu_ps(t69);
                __m128 t103 = _mm_set1_ps(t18[t68] * t73);
                __m128 t104 = _mm_mul_ps(t103, t102);
                t2 = _mm_add_ps(t101, t104);
                const float *t105 = c + t19;
                __m128 t106 = _mm_loadu_ps(t105);
                __m128 t107 = _mm_mul_ps(t28, t106);
                __m128 t108 = _mm_add_ps(t3, t107);
                const float *t109 = c + (16 + t19);
                __m128 t110 = _mm_loadu_ps(t109);
                __m128 t111 = _mm_mul_ps(t35, t110);
                __m128 t112 = _mm_add_ps(t108, t111);
                const float *t113 = c + (32 + t19);
                __m128 t114 = _mm_loadu_ps(t113);
                __m128 t115 = _mm_mul_ps(t41, t114);
                __m128 t116 = _mm_add_ps(t112, t115);
                const float *t117 = c + (48 + t19);
                __m128 t118 = _mm_loadu_ps(t117);
                __m128 t119 = _mm_mul_ps(t47, t118);
                __m128 t120 = _mm_add_ps(t116, t119);
                const float *t121 = c + (64 + t19);
                __m128 t122 = _mm_loadu_ps(t121);
                __m128 t123 = _mm_mul_ps(t53, t122);
                __m128 t124 = _mm_add_ps(t120, t123);
                const float *t125 = c + (80 + t19);
                __m128 t126 = _mm_loadu_ps(t125);
                __m128 t127 = _mm_mul_ps(t59, t126);
                __m128 t128 = _mm_add_ps(t124, t127);
                const float *t129 = c + (96 + t19);
                __m128 t130 = _mm_loadu_ps(t129);
                __m128 t131 = _mm_mul_ps(t65, t130);
                __m128 t132 = _mm_add_ps(t128, t131);
                const float *t133 = c + (112 + t19);
                __m128 t134 = _mm_loadu_ps(t133);
                __m128 t135 = _mm_mul_ps(t71, t134);
                t3 = _mm_add_ps(t132, t135);
                __m128 t136 = _mm_loadu_ps(t105);
                __m128 t137 = _mm_mul_ps(t75, t136);
                __m128 t138 = _mm_add_ps(t4, t137);
                __m128 t139 = _mm_loadu_ps(t109);
                __m128 t140 = _mm_mul_ps(t79, t139);
                __m128 t141 = _mm_add_ps(t138, t140);
                __m128 t142 = _mm_loadu_ps(t113);
                __m128 t143 = _mm_mul_ps(t83, t142);
                __m128 t144 = _mm_add_ps(t141, t143);
                __m128 t145 = _mm_loadu_ps(t117);
                __m128 t146 = _mm_mul_ps(t87, t145);
                __m128 t147 = _mm_add_ps(t144, t146);
                __m128 t148 = _mm_loadu_ps(t121);
                __m128 t149 = _mm_mul_ps(t91, t148);
                __m128 t150 = _mm_add_ps(t147, t149);
                __m128 t151 = _mm_loadu_ps(t125);
                __m128 t152 = _mm_mul_ps(t95, t151);
                __m128 t153 = _mm_add_ps(t150, t152);
                __m128 t154 = _mm_loadu_ps(t129);
                __m128 t155 = _mm_mul_ps(t99, t154);
                __m128 t156 = _mm_add_ps(t153, t155);
                __m128 t157 = _mm_loadu_ps(t133);
                __m128 t158 = _mm_mul_ps(t103, t157);
                t4 = _mm_add_ps(t156, t158);
                t22 = t31;
            }
            _mm_storeu_ps(t10, t1);
            _mm_storeu_ps(t17, t2);
            _mm_storeu_ps(t20, t3);
            _mm_storeu_ps(t21, t4);
            v_vec_1 += 8L;
        } while (v_vec_1 < 8L);
    }
    for (; u_1 < n; u_1++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:46 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t12 = (int)v_vec;
            int t13 = u_1 * 8;
            float *t14 = out + (t13 + t12);
            const float *t15 = img + u_1;
            __m128 t5 = _mm_set1_ps(0.0f);
            int t159 = (int)(v_vec + 4L);
            float *t160 = out + (t13 + t159);
            int t161 = 0;
            __m128 t6 = t5;
            while (t161 < 8) {
                float t162 = c[t161 * 16 + u_1];
                __m128 t163 = _mm_loadu_ps(c + t12);
                __m128 t164 = _mm_set1_ps(t15[t161] * t162);
                __m128 t165 = _mm_mul_ps(t164, t163);
                __m128 t166 = _mm_add_ps(t5, t165);
                int t167 = t161 + 1;
                __m128 t168 = _mm_loadu_ps(c + (16 + t12));
                __m128 t169 = _mm_set1_ps(t15[t167] * t162);
                __m128 t170 = _mm_mul_ps(t169, t168);
                __m128 t171 = _mm_add_ps(t166, t170);
                __m128 t172 = _mm_loadu_ps(c + (32 + t12));
                __m128 t173 = _mm_set1_ps(t15[t161 + 2] * t162);
                __m128 t174 = _mm_mul_ps(t173, t172);
                __m128 t175 = _mm_add_ps(t171, t174);
                __m128 t176 = _mm_loadu_ps(c + (48 + t12));
                __m128 t177 = _mm_set1_ps(t15[t161 + 3] * t162);
                __m128 t178 = _mm_mul_ps(t177, t176);
                __m128 t179 = _mm_add_ps(t175, t178);
                __m128 t180 = _mm_loadu_ps(c + (64 + t12));
                __m128 t181 = _mm_set1_ps(t15[t161 + 4] * t162);
                __m128 t182 = _mm_mul_ps(t181, t180);
                __m128 t183 = _mm_add_ps(t179, t182);
                __m128 t184 = _mm_loadu_ps(c + (80 + t12));
                __m128 t185 = _mm_set1_ps(t15[t161 + 5] * t162);
                __m128 t186 = _mm_mul_ps(t185, t184);
                __m128 t187 = _mm_add_ps(t183, t186);
                __m128 t188 = _mm_loadu_ps(c + (96 + t12));
                __m128 t189 = _mm_set1_ps(t15[t161 + 6] * t162);
                __m128 t190 = _mm_mul_ps(t189, t188);
                __m128 t191 = _mm_add_ps(t187, t190);
                __m128 t192 = _mm_loadu_ps(c + (112 + t12));
                __m128 t193 = _mm_set1_ps(t15[t161 + 7] * t162);
                __m128 t194 = _mm_mul_ps(t193, t192);
                t5 = _mm_add_ps(t191, t194);
                __m128 t195 = _mm_loadu_ps(c + t159);
                __m128 t196 = _mm_mul_ps(t164, t195);
                __m128 t197 = _mm_add_ps(t6, t196);
                __m128 t198 = _mm_loadu_ps(c + (16 + t159));
                __m128 t199 = _mm_mul_ps(t169, t198);
                __m128 t200 = _mm_add_ps(t197, t199);
                __m128 t201 = _mm_loadu_ps(c + (32 + t159));
                __m128 t202 = _mm_mul_ps(t173, t201);
                __m128 t203 = _mm_add_ps(t200, t202);
                __m128 t204 = _mm_loadu_ps(c + (48 + t159));
                __m128 t205 = _mm_mul_ps(t177, t204);
                __m128 t206 = _mm_add_ps(t203, t205);
                __m128 t207 = _mm_loadu_ps(c + (64 + t159));
                __m128 t208 = _mm_mul_ps(t181, t207);
                __m128 t209 = _mm_add_ps(t206, t208);
                __m128 t210 = _mm_loadu_ps(c + (80 + t159));
                __m128 t211 = _mm_mul_ps(t185, t210);
                __m128 t212 = _mm_add_ps(t209, t211);
                __m128 t213 = _mm_loadu_ps(c + (96 + t159));
                __m128 t214 = _mm_mul_ps(t189, t213);
                __m128 t215 = _mm_add_ps(t212, t214);
                __m128 t216 = _mm_loadu_ps(c + (112 + t159));
                __m128 t217 = _mm_mul_ps(t193, t216);
                t6 = _mm_add_ps(t215, t217);
                t161 = t167;
            }
            _mm_storeu_ps(t14, t5);
            _mm_storeu_ps(t160, t6);
            v_vec += 8L;
        } while (v_vec < 8L);
    }
}

void overlapping(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    for (int u = 0; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:54 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            int t5 = (int)v_vec;
            int t6 = u * 8;
            float *t7 = out + (t6 + t5);
            const float *t8 = img + u;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t9 = (int)(v_vec + 4L);
            float *t10 = out + (t6 + t9);
            int t11 = (int)(v_vec + 8L);
            float *t12 = out + (t6 + t11);
            int t13 = (int)(v_vec + 12L);
            float *t14 = out + (t6 + t13);
            int t15 = 0;
            __m128 t2 = t1;
            __m128 t3 = t1;
            __m128 t4 = t1;
            while (t15 < 8) {
                float t16 = c[t15 * 16 + u];
                __m128 t17 = _mm_loadu_ps(c + t5);
                __m128 t18 = _mm_set1_ps(t8[t15] * t16);
                __m128 t19 = _mm_mul_ps(t18, t17);
                __m128 t20 = _mm_add_ps(t1, t19);
                int t21 = t15 + 1;
                __m128 t22 = _mm_loadu_ps(c + (16 + t5));
                __m128 t23 = _mm_set1_ps(t8[t21] * t16);
                __m128 t24 = _mm_mul_ps(t23, t22);
                __m128 t25 = _mm_add_ps(t20, t24);
                __m128 t26 = _mm_loadu_ps(c + (32 + t5));
                __m128 t27 = _mm_set1_ps(t8[t15 + 2] * t16);
                __m128 t28 = _mm_mul_ps(t27, t26);
                __m128 t29 = _mm_add_ps(t25, t28);
                __m128 t30 = _mm_loadu_ps(c + (48 + t5));
                __m128 t31 = _mm_set1_ps(t8[t15 + 3] * t16);
                __m128 t32 = _mm_mul_ps(t31, t30);
                __m128 t33 = _mm_add_ps(t29, t32);
                __m128 t34 = _mm_loadu_ps(c + (64 + t5));
                __m128 t35 = _mm_set1_ps(t8[t15 + 4] * t16);
                __m128 t36 = _mm_mul_ps(t35, t34);
                __m128 t37 = _mm_add_ps(t33, t36);
                __m128 t38 = _mm_loadu_ps(c + (80 + t5));
                __m128 t39 = _mm_set1_ps(t8[t15 + 5] * t16);
                __m128 t40 = _mm_mul_ps(t39, t38);
                __m128 t41 = _mm_add_ps(t37, t40);
                __m128 t42 = _mm_loadu_ps(c + (96 + t5));
                __m128 t43 = _mm_set1_ps(t8[t15 + 6] * t16);
                __m128 t44 = _mm_mul_ps(t43, t42);
                __m128 t45 = _mm_add_ps(t41, t44);
                __m128 t46 = _mm_loadu_ps(c + (112 + t5));
                __m128 t47 = _mm_set1_ps(t8[t15 + 7] * t16);
                __m128 t48 = _mm_mul_ps(t47, t46);
                t1 = _mm_add_ps(t45, t48);
                __m128 t49 = _mm_loadu_ps(c + t9);
                __m128 t50 = _mm_mul_ps(t18, t49);
                __m128 t51 = _mm_add_ps(t2, t50);
                __m128 t52 = _mm_loadu_ps(c + (16 + t9));
                __m128 t53 = _mm_mul_ps(t23, t52);
                __m128 t54 = _mm_add_ps(t51, t53);
                __m128 t55 = _mm_loadu_ps(c + (32 + t9));
                __m128 t56 = _mm_mul_ps(t27, t55);
                __m128 t57 = _mm_add_ps(t54, t56);
                __m128 t58 = _mm_loadu_ps(c + (48 + t9));
                __m128 t59 = _mm_mul_ps(t31, t58);
                __m128 t60 = _mm_add_ps(t57, t59);
                __m128 t61 = _mm_loadu_ps(c + (64 + t9));
                __m128 t62 = _mm_mul_ps(t35, t61);
                __m128 t63 = _mm_add_ps(t60, t62);
                __m128 t64 = _mm_loadu_ps(c + (80 + t9));
                __m128 t65 = _mm_mul_ps(t39, t64);
                __m128 t66 = _mm_add_ps(t63, t65);
                __m128 t67 = _mm_loadu_ps(c + (96 + t9));
                __m128 t68 = _mm_mul_ps(t43, t67);
                __m128 t69 = _mm_add_ps(t66, t68);
                __m128 t70 = _mm_loadu_ps(c + (112 + t9));
                __m128 t71 = _mm_mul_ps(t47, t70);
                t2 = _mm_add_ps(t69, t71);
                __m128 t72 = _mm_loadu_ps(c + t11);
                __m128 t73 = _mm_mul_ps(t18, t72);
                __m128 t74 = _mm_add_ps(t3, t73);
                __m128 t75 = _mm_loadu_ps(c + (16 + t11));
                __m128 t76 = _mm_mul_ps(t23, t75);
                __m128 t77 = _mm_add_ps(t74, t76);
                __m128 t78 = _mm_loadu_ps(c + (32 + t11));
                __m128 t79 = _mm_mul_ps(t27, t78);
                __m128 t80 = _mm_add_ps(t77, t79);
                __m128 t81 = _mm_loadu_ps(c + (48 + t11));
                __m128 t82 = _mm_mul_ps(t31, t81);
                __m128 t83 = _mm_add_ps(t80, t82);
                __m128 t84 = _mm_loadu_ps(c + (64 + t11));
                __m128 t85 = _mm_mul_ps(t35, t84);
                __m128 t86 = _mm_add_ps(t83, t85);
                __m128 t87 = _mm_loadu_ps(c + (80 + t11));
                __m128 t88 = _mm_mul_ps(t39, t87);
                __m128 t89 = _mm_add_ps(t86, t88);
                __m128 t90 = _mm_loadu_ps(c + (96 + t11));
                __m128 t91 = _mm_mul_ps(t43, t90);
                __m128 t92 = _mm_add_ps(t89, t91);
                __m128 t93 = _mm_loadu_ps(c + (112 + t11));
                __m128 t94 = _mm_mul_ps(t47, t93);
                t3 = _mm_add_ps(t92, t94);
                __m128 t95 = _mm_loadu_ps(c + t13);
                __m128 t96 = _mm_mul_ps(t18, t95);
                __m128 t97 = _mm_add_ps(t4, t96);
                __m128 t98 = _mm_loadu_ps(c + (16 + t13));
                __m128 t99 = _mm_mul_ps(t23, t98);
                __m128 t100 = _mm_add_ps(t97, t99);
                __m128 t101 = _mm_loadu_ps(c + (32 + t13));
                __m128 t102 = _mm_mul_ps(t27, t101);
                __m128 t103 = _mm_add_ps(t100, t102);
                __m128 t104 = _mm_loadu_ps(c + (48 + t13));
                __m128 t105 = _mm_mul_ps(t31, t104);
                __m128 t106 = _mm_add_ps(t103, t105);
                __m128 t107 = _mm_loadu_ps(c + (64 + t13));
                __m128 t108 = _mm_mul_ps(t35, t107);
                __m128 t109 = _mm_add_ps(t106, t108);
                __m128 t110 = _mm_loadu_ps(c + (80 + t13));
                __m128 t111 = _mm_mul_ps(t39, t110);
                __m128 t112 = _mm_add_ps(t109, t111);
                __m128 t113 = _mm_loadu_ps(c + (96 + t13));
                __m128 t114 = _mm_mul_ps(t43, t113);
                __m128 t115 = _mm_add_ps(t112, t114);
                __m128 t116 = _mm_loadu_ps(c + (112 + t13));
                __m128 t117 = _mm_mul_ps(t47, t116);
                t4 = _mm_add_ps(t115, t117);
                t15 = t21;
            }
            _mm_storeu_ps(t7, t1);
            _mm_storeu_ps(t10, t2);
            _mm_storeu_ps(t12, t3);
            _mm_storeu_ps(t14, t4);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

void chained(float *buf, const float *restrict c, int n) {
    for (int u = 1; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:62 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            int t5 = (int)v_vec;
            float *t6 = buf + (u * 16 + t5);
            const float *t7 = buf + (u - 1) * 16;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t12 = 0;
            while (t12 < 8) {
                float t13 = c[t12 * 16 + u];
                __m128 t14 = _mm_loadu_ps(c + t5);
                __m128 t15 = _mm_set1_ps(t7[t12] * t13);
                __m128 t16 = _mm_mul_ps(t15, t14);
                __m128 t17 = _mm_add_ps(t1, t16);
                int t18 = t12 + 1;
                __m128 t19 = _mm_loadu_ps(c + (16 + t5));
                __m128 t20 = _mm_set1_ps(t7[t18] * t13);
                __m128 t21 = _mm_mul_ps(t20, t19);
                __m128 t22 = _mm_add_ps(t17, t21);
                __m128 t23 = _mm_loadu_ps(c + (32 + t5));
                __m128 t24 = _mm_set1_ps(t7[t12 + 2] * t13);
                __m128 t25 = _mm_mul_ps(t24, t23);
                __m128 t26 = _mm_add_ps(t22, t25);
                __m128 t27 = _mm_loadu_ps(c + (48 + t5));
                __m128 t28 = _mm_set1_ps(t7[t12 + 3] * t13);
                __m128 t29 = _mm_mul_ps(t28, t27);
                __m128 t30 = _mm_add_ps(t26, t29);
                __m128 t31 = _mm_loadu_ps(c + (64 + t5));
                __m128 t32 = _mm_set1_ps(t7[t12 + 4] * t13);
                __m128 t33 = _mm_mul_ps(t32, t31);
                __m128 t34 = _mm_add_ps(t30, t33);
                __m128 t35 = _mm_loadu_ps(c + (80 + t5));
                __m128 t36 = _mm_set1_ps(t7[t12 + 5] * t13);
                __m128 t37 = _mm_mul_ps(t36, t35);
                __m128 t38 = _mm_add_ps(t34, t37);
                __m128 t39 = _mm_loadu_ps(c + (96 + t5));
                __m128 t40 = _mm_set1_ps(t7[t12 + 6] * t13);
                __m128 t41 = _mm_mul_ps(t40, t39);
                __m128 t42 = _mm_add_ps(t38, t41);
                __m128 t43 = _mm_loadu_ps(c + (112 + t5));
                __m128 t44 = _mm_set1_ps(t7[t12 + 7] * t13);
                __m128 t45 = _mm_mul_ps(t44, t43);
                t1 = _mm_add_ps(t42, t45);
                t12 = t18;
            }
            __m128 t8 = _mm_mul_ps(t1, _mm_set1_ps(0.125f));
            _mm_storeu_ps(t6, t8);
            int t9 = (int)(v_vec + 4L);
            float *t10 = buf + (u * 16 + t9);
            const float *t11 = buf + (u - 1) * 16;
            __m128 t2 = _mm_set1_ps(0.0f);
            int t50 = 0;
            while (t50 < 8) {
                float t51 = c[t50 * 16 + u];
                __m128 t52 = _mm_loadu_ps(c + t9);
                __m128 t53 = _mm_set1_ps(t11[t50] * t51);
                __m128 t54 = _mm_mul_ps(t53, t52);
                __m128 t55 = _mm_add_ps(t2, t54);
                int t56 = t50 + 1;
                __m128 t57 = _mm_loadu_ps(c + (16 + t9));
                __m128 t58 = _mm_set1_ps(t11[t56] * t51);
                __m128 t59 = _mm_mul_ps(t58, t57);
                __m128 t60 = _mm_add_ps(t55, t59);
                __m128 t61 = _mm_loadu_ps(c + (32 + t9));
                __m128 t62 = _mm_set1_ps(t11[t50 + 2] * t51);
                __m128 t63 = _mm_mul_ps(t62, t61);
                __m128 t64 = _mm_add_ps(t60, t63);
                __m128 t65 = _mm_loadu_ps(c + (48 + t9));
                __m128 t66 = _mm_set1_ps(t11[t50 + 3] * t51);
                __m128 t67 = _mm_mul_ps(t66, t65);
                __m128 t68 = _mm_add_ps(t64, t67);
                __m128 t69 = _mm_loadu_ps(c + (64 + t9));
                __m128 t70 = _mm_set1_ps(t11[t50 + 4] * t51);
                __m128 t71 = _mm_mul_ps(t70, t69);
                __m128 t72 = _mm_add_ps(t68, t71);
                __m128 t73 = _mm_loadu_ps(c + (80 + t9));
                __m128 t74 = _mm_set1_ps(t11[t50 + 5] * t51);
                __m128 t75 = _mm_mul_ps(t74, t73);
                __m128 t76 = _mm_add_ps(t72, t75);
                __m128 t77 = _mm_loadu_ps(c + (96 + t9));
                __m128 t78 = _mm_set1_ps(t11[t50 + 6] * t51);
                __m128 t79 = _mm_mul_ps(t78, t77);
                __m128 t80 = _mm_add_ps(t76, t79);
                __m128 t81 = _mm_loadu_ps(c + (112 + t9));
                __m128 t82 = _mm_set1_ps(t11[t50 + 7] * t51);
                __m128 t83 = _mm_mul_ps(t82, t81);
                t2 = _mm_add_ps(t80, t83);
                t50 = t56;
            }
            __m128 t46 = _mm_mul_ps(t2, _mm_set1_ps(0.125f));
            _mm_storeu_ps(t10, t46);
            int t47 = (int)(v_vec + 8L);
            float *t48 = buf + (u * 16 + t47);
            const float *t49 = buf + (u - 1) * 16;
            __m128 t3 = _mm_set1_ps(0.0f);
            int t88 = 0;
            while (t88 < 8) {
                float t89 = c[t88 * 16 + u];
                __m128 t90 = _mm_loadu_ps(c + t47);
                __m128 t91 = _mm_set1_ps(t49[t88] * t89);
                __m128 t92 = _mm_mul_ps(t91, t90);
                __m128 t93 = _mm_add_ps(t3, t92);
                int t94 = t88 + 1;
                __m128 t95 = _mm_loadu_ps(c + (16 + t47));
                __m128 t96 = _mm_set1_ps(t49[t94] * t89);
                __m128 t97 = _mm_mul_ps(t96, t95);
                __m128 t98 = _mm_add_ps(t93, t97);
                __m128 t99 = _mm_loadu_ps(c + (32 + t47));
                __m128 t100 = _mm_set1_ps(t49[t88 + 2] * t89);
                __m128 t101 = _mm_mul_ps(t100, t99);
                __m128 t102 = _mm_add_ps(t98, t101);
                __m128 t103 = _mm_loadu_ps(c + (48 + t47));
                __m128 t104 = _mm_set1_ps(t49[t88 + 3] * t89);
                __m128 t105 = _mm_mul_ps(t104, t103);
                __m128 t106 = _mm_add_ps(t102, t105);
                __m128 t107 = _mm_loadu_ps(c + (64 + t47));
                __m128 t108 = _mm_set1_ps(t49[t88 + 4] * t89);
                __m128 t109 = _mm_mul_ps(t108, t107);
                __m128 t110 = _mm_add_ps(t106, t109);
                __m128 t111 = _mm_loadu_ps(c + (80 + t47));
                __m128 t112 = _mm_set1_ps(t49[t88 + 5] * t89);
                __m128 t113 = _mm_mul_ps(t112, t111);
                __m128 t114 = _mm_add_ps(t110, t113);
                __m128 t115 = _mm_loadu_ps(c + (96 + t47));
                __m128 t116 = _mm_set1_ps(t49[t88 + 6] * t89);
                __m128 t117 = _mm_mul_ps(t116, t115);
                __m128 t118 = _mm_add_ps(t114, t117);
                __m128 t119 = _mm_loadu_ps(c + (112 + t47));
                __m128 t120 = _mm_set1_ps(t49[t88 + 7] * t89);
                __m128 t121 = _mm_mul_ps(t120, t119);
                t3 = _mm_add_ps(t118, t121);
                t88 = t94;
            }
            __m128 t84 = _mm_mul_ps(t3, _mm_set1_ps(0.125f));
            _mm_storeu_ps(t48, t84);
            int t85 = (int)(v_vec + 12L);
            float *t86 = buf + (u * 16 + t85);
            const float *t87 = buf + (u - 1) * 16;
            __m128 t4 = _mm_set1_ps(0.0f);
            int t123 = 0;
            while (t123 < 8) {
                float t124 = c[t123 * 16 + u];
                __m128 t125 = _mm_loadu_ps(c + t85);
                __m128 t126 = _mm_set1_ps(t87[t123] * t124);
                __m128 t127 = _mm_mul_ps(t126, t125);
                __m128 t128 = _mm_add_ps(t4, t127);
                int t129 = t123 + 1;
                __m128 t130 = _mm_loadu_ps(c + (16 + t85));
                __m128 t131 = _mm_set1_ps(t87[t129] * t124);
                __m128 t132 = _mm_mul_ps(t131, t130);
                __m128 t133 = _mm_add_ps(t128, t132);
                __m128 t134 = _mm_loadu_ps(c + (32 + t85));
                __m128 t135 = _mm_set1_ps(t87[t123 + 2] * t124);
                __m128 t136 = _mm_mul_ps(t135, t134);
                __m128 t137 = _mm_add_ps(t133, t136);
                __m128 t138 = _mm_loadu_ps(c + (48 + t85));
                __m128 t139 = _mm_set1_ps(t87[t123 + 3] * t124);
                __m128 t140 = _mm_mul_ps(t139, t138);
                __m128 t141 = _mm_add_ps(t137, t140);
                __m128 t142 = _mm_loadu_ps(c + (64 + t85));
                __m128 t143 = _mm_set1_ps(t87[t123 + 4] * t124);
                __m128 t144 = _mm_mul_ps(t143, t142);
                __m128 t145 = _mm_add_ps(t141, t144);
                __m128 t146 = _mm_loadu_ps(c + (80 + t85));
                __m128 t147 = _mm_set1_ps(t87[t123 + 5] * t124);
                __m128 t148 = _mm_mul_ps(t147, t146);
                __m128 t149 = _mm_add_ps(t145, t148);
                __m128 t150 = _mm_loadu_ps(c + (96 + t85));
                __m128 t151 = _mm_set1_ps(t87[t123 + 6] * t124);
                __m128 t152 = _mm_mul_ps(t151, t150);
                __m128 t153 = _mm_add_ps(t149, t152);
                __m128 t154 = _mm_loadu_ps(c + (112 + t85));
                __m128 t155 = _mm_set1_ps(t87[t123 + 7] * t124);
                __m128 t156 = _mm_mul_ps(t155, t154);
                t4 = _mm_add_ps(t153, t156);
                t123 = t129;
            }
            __m128 t122 = _mm_mul_ps(t4, _mm_set1_ps(0.125f));
            _mm_storeu_ps(t86, t122);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

int main(void) {
    float img[64];
    float c[128];
    float out[160];
    float buf[160];
    int t68;
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 12, 7, 2));
    __m128i t6 = _mm_cmpgt_epi32(t5, _mm_set1_epi32(16));
    __m128i t7 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t6, _mm_set1_epi32(17)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t5, t7);
    long i_vec = 0L;
    /* vcc: loop at jam_chains.c:69 vectorized: VF 4, UF 4, the remainder at 70:23 by 17 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t8 = _mm_cvtepi32_ps((__m128i)t1);
        __m128 t9 = _mm_mul_ps(t8, _mm_set1_ps(0.125f));
        __m128 t10 = _mm_sub_ps(t9, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&c[i_vec], t10);
        __m128i t11 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(14));
        __m128i t12 = _mm_cmpgt_epi32(t11, _mm_set1_epi32(16));
        __m128i t13 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, _mm_set1_epi32(17)); });
        __m128i t14 = _mm_sub_epi32(t11, t13);
        __m128 t15 = _mm_cvtepi32_ps(t14);
        __m128 t16 = _mm_mul_ps(t15, _mm_set1_ps(0.125f));
        __m128 t17 = _mm_sub_ps(t16, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&c[i_vec + 4L], t17);
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(11));
        __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(16));
        __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(17)); });
        __m128i t21 = _mm_sub_epi32(t18, t20);
        __m128 t22 = _mm_cvtepi32_ps(t21);
        __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(0.125f));
        __m128 t24 = _mm_sub_ps(t23, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&c[i_vec + 8L], t24);
        __m128i t25 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t26 = _mm_cmpgt_epi32(t25, _mm_set1_epi32(16));
        __m128i t27 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t26, _mm_set1_epi32(17)); });
        __m128i t28 = _mm_sub_epi32(t25, t27);
        __m128 t29 = _mm_cvtepi32_ps(t28);
        __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.125f));
        __m128 t31 = _mm_sub_ps(t30, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&c[i_vec + 12L], t31);
        i_vec += 16L;
        __m128i t32 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(5));
        __m128i t33 = _mm_cmpgt_epi32(t32, _mm_set1_epi32(16));
        __m128i t34 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t33, _mm_set1_epi32(17)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t32, t34);
    } while (i_vec < 128L);
    __m128i t35 = _mm_set1_epi32(0);
    __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 13, 26, 8));
    __m128i t37 = _mm_cmpgt_epi32(t36, _mm_set1_epi32(30));
    __m128i t38 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t37, _mm_set1_epi32(31)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t36, t38);
    long i_vec_1 = 0L;
    /* vcc: loop at jam_chains.c:71 vectorized: VF 4, UF 4, the remainder at 72:25 by 31 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t39 = _mm_cvtepi32_ps((__m128i)t2);
        __m128 t40 = _mm_mul_ps(t39, _mm_set1_ps(0.25f));
        __m128 t41 = _mm_sub_ps(t40, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&img[i_vec_1], t41);
        __m128i t42 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(21));
        __m128i t43 = _mm_cmpgt_epi32(t42, _mm_set1_epi32(30));
        __m128i t44 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t43, _mm_set1_epi32(31)); });
        __m128i t45 = _mm_sub_epi32(t42, t44);
        __m128 t46 = _mm_cvtepi32_ps(t45);
        __m128 t47 = _mm_mul_ps(t46, _mm_set1_ps(0.25f));
        __m128 t48 = _mm_sub_ps(t47, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&img[i_vec_1 + 4L], t48);
        __m128i t49 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(11));
        __m128i t50 = _mm_cmpgt_epi32(t49, _mm_set1_epi32(30));
        __m128i t51 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t50, _mm_set1_epi32(31)); });
        __m128i t52 = _mm_sub_epi32(t49, t51);
        __m128 t53 = _mm_cvtepi32_ps(t52);
        __m128 t54 = _mm_mul_ps(t53, _mm_set1_ps(0.25f));
        __m128 t55 = _mm_sub_ps(t54, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&img[i_vec_1 + 8L], t55);
        __m128i t56 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
        __m128i t57 = _mm_cmpgt_epi32(t56, _mm_set1_epi32(30));
        __m128i t58 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t57, _mm_set1_epi32(31)); });
        __m128i t59 = _mm_sub_epi32(t56, t58);
        __m128 t60 = _mm_cvtepi32_ps(t59);
        __m128 t61 = _mm_mul_ps(t60, _mm_set1_ps(0.25f));
        __m128 t62 = _mm_sub_ps(t61, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&img[i_vec_1 + 12L], t62);
        i_vec_1 += 16L;
        __m128i t63 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(22));
        __m128i t64 = _mm_cmpgt_epi32(t63, _mm_set1_epi32(30));
        __m128i t65 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t64, _mm_set1_epi32(31)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t63, t65);
    } while (i_vec_1 < 64L);
    for (int n = 0; n <= 9; n += 3) {
        const float *t66 = c;
        const float *t67 = img;
        rows(out, t67, t66, n);
        int i = 0;
        for (;; i++) {
            t68 = n * 8;
            if (i >= t68) {
                break;
            }
            printf("rows %d %a\n", n, (double)out[i]);
        }
        rows_early(out, t67, t66, n);
        for (int i_1 = 0; i_1 < t68; i_1++) {
            printf("rows_early %d %a\n", n, (double)out[i_1]);
        }
        long i_vec_2 = 0L;
        /* vcc: loop at jam_chains.c:80 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            _mm_storeu_ps(&out[i_vec_2], _mm_set1_ps(0.0f));
            _mm_storeu_ps(&out[i_vec_2 + 4L], _mm_set1_ps(0.0f));
            _mm_storeu_ps(&out[i_vec_2 + 8L], _mm_set1_ps(0.0f));
            _mm_storeu_ps(&out[i_vec_2 + 12L], _mm_set1_ps(0.0f));
            i_vec_2 += 16L;
        } while (i_vec_2 < 160L);
        overlapping(out, t67, t66, n);
        for (int i_2 = 0; i_2 < 160; i_2++) {
            printf("overlapping %d %a\n", n, (double)out[i_2]);
        }
        __m128i t69 = _mm_set1_epi32(0);
        __m128i t70 = _mm_add_epi32(t69, _mm_setr_epi32(0, 7, 3, 10));
        __m128i t71 = _mm_cmpgt_epi32(t70, _mm_set1_epi32(10));
        __m128i t72 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t71, _mm_set1_epi32(11)); });
        vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t70, t72);
        long i_vec_3 = 0L;
        /* vcc: loop at jam_chains.c:85 vectorized: VF 4, UF 4, the remainder at 86:29 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m128 t73 = _mm_cvtepi32_ps((__m128i)t3);
            __m128 t74 = _mm_mul_ps(t73, _mm_set1_ps(0.5f));
            __m128 t75 = _mm_sub_ps(t74, _mm_set1_ps(2.0f));
            _mm_storeu_ps(&buf[i_vec_3], t75);
            __m128i t76 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
            __m128i t77 = _mm_cmpgt_epi32(t76, _mm_set1_epi32(10));
            __m128i t78 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t77, _mm_set1_epi32(11)); });
            __m128i t79 = _mm_sub_epi32(t76, t78);
            __m128 t80 = _mm_cvtepi32_ps(t79);
            __m128 t81 = _mm_mul_ps(t80, _mm_set1_ps(0.5f));
            __m128 t82 = _mm_sub_ps(t81, _mm_set1_ps(2.0f));
            _mm_storeu_ps(&buf[i_vec_3 + 4L], t82);
            __m128i t83 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(1));
            __m128i t84 = _mm_cmpgt_epi32(t83, _mm_set1_epi32(10));
            __m128i t85 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t84, _mm_set1_epi32(11)); });
            __m128i t86 = _mm_sub_epi32(t83, t85);
            __m128 t87 = _mm_cvtepi32_ps(t86);
            __m128 t88 = _mm_mul_ps(t87, _mm_set1_ps(0.5f));
            __m128 t89 = _mm_sub_ps(t88, _mm_set1_ps(2.0f));
            _mm_storeu_ps(&buf[i_vec_3 + 8L], t89);
            __m128i t90 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(7));
            __m128i t91 = _mm_cmpgt_epi32(t90, _mm_set1_epi32(10));
            __m128i t92 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t91, _mm_set1_epi32(11)); });
            __m128i t93 = _mm_sub_epi32(t90, t92);
            __m128 t94 = _mm_cvtepi32_ps(t93);
            __m128 t95 = _mm_mul_ps(t94, _mm_set1_ps(0.5f));
            __m128 t96 = _mm_sub_ps(t95, _mm_set1_ps(2.0f));
            _mm_storeu_ps(&buf[i_vec_3 + 12L], t96);
            i_vec_3 += 16L;
            __m128i t97 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(2));
            __m128i t98 = _mm_cmpgt_epi32(t97, _mm_set1_epi32(10));
            __m128i t99 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t98, _mm_set1_epi32(11)); });
            __m128i t100 = _mm_sub_epi32(t97, t99);
            if (i_vec_3 >= 160L) {
                break;
            }
            t3 = (vcc_v4_int)t100;
        }
        chained(buf, t66, n);
        for (int i_3 = 0; i_3 < 160; i_3++) {
            printf("chained %d %a\n", n, (double)buf[i_3]);
        }
    }
    return 0;
}
