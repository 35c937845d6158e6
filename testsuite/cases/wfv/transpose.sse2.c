/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

__m128 _ZGVbN4uulu_at(const float *m, int i, int j, float s);
/* A transposed read in a vector variant (unroll_jam.rs's transpose rule through the call, then
   transpose.rs after inlining): `at` reads `m[j * W + i]`, a strided gather along the linear j.
   The loop over i is jammed by the variant's lanes L, so that one vector iteration makes L
   calls for the neighbouring columns i .. i+L-1; once inlined, their L gathers are L rows of L
   consecutive elements, loaded as such and transposed in registers. The outer counts run over
   values that are and are not multiples of L (the last ones in the original nest), the inner
   ones too (the epilogue). `rewrite` stores into the matrix the calls read: not jammed. */
#include <stdio.h>
#include <string.h>
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 7 */

#define W 72

static float in[W * W], out[W * W];

/* #pragma omp declare simd uniform(m, i, s) linear(j) notinbranch */
float at(const float *m, int i, int j, float s) {
    return m[j * W + i] * s;
}

/* vcc: function at transpose.c:18 vector variant _ZGVbN4uulu_at of `at`: VL 4, unmasked, m uniform, i uniform, j linear step 1, s uniform */
__m128 _ZGVbN4uulu_at(const float *m, int i, int j, float s) {
    vcc_v4_long t1 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t2 = t1 + (vcc_v4_long){0L, 72L, 144L, 216L};
    __m128 t3 = (__m128)vcc_gather(vcc_v4_float, m + (j * 72 + i), t2);
    __m128 t4 = _mm_set1_ps(s);
    __m128 t5 = _mm_mul_ps(t3, t4);
    return t5;
}

void cols53(int rows, float s) {
    long j_vec_2;
    long j_vec_3;
    int i;
    int t1;
    int t2;
    int t3;
    int i_1;
    i = 0;
    for (;; i = t3 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        t1 = i + 1;
        if (t1 >= rows) {
            i_1 = i;
            break;
        }
        t2 = t1 + 1;
        if (t2 >= rows) {
            i_1 = i;
            break;
        }
        t3 = t2 + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        j_vec_3 = 0L;
        /* vcc: loop at transpose.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t4 = (int)j_vec_3;
            float *t5 = &out[i * 72 + t4];
            const float *t6 = in;
            const float *t18 = t6 + (t4 * 72 + i);
            __m128 t19 = _mm_loadu_ps(t18 + 0);
            __m128 t20 = _mm_loadu_ps(t18 + 72);
            __m128 t21 = _mm_loadu_ps(t18 + 144);
            __m128 t22 = _mm_loadu_ps(t18 + 216);
            __m128 t23 = _mm_unpacklo_ps(t19, t21);
            __m128 t24 = _mm_unpackhi_ps(t19, t21);
            __m128 t25 = _mm_unpacklo_ps(t20, t22);
            __m128 t26 = _mm_unpackhi_ps(t20, t22);
            __m128 t27 = _mm_unpacklo_ps(t23, t25);
            __m128 t28 = _mm_unpackhi_ps(t23, t25);
            __m128 t29 = _mm_unpacklo_ps(t24, t26);
            __m128 t30 = _mm_unpackhi_ps(t24, t26);
            __m128 t31 = _mm_set1_ps(s);
            __m128 t32 = _mm_mul_ps(t27, t31);
            _mm_storeu_ps(t5, t32);
            float *t17 = &out[t1 * 72 + t4];
            __m128 t63 = _mm_set1_ps(s);
            __m128 t64 = _mm_mul_ps(t28, t63);
            _mm_storeu_ps(t17, t64);
            float *t62 = &out[t2 * 72 + t4];
            __m128 t77 = _mm_set1_ps(s);
            __m128 t78 = _mm_mul_ps(t29, t77);
            _mm_storeu_ps(t62, t78);
            float *t76 = &out[t3 * 72 + t4];
            __m128 t93 = _mm_set1_ps(s);
            __m128 t94 = _mm_mul_ps(t30, t93);
            _mm_storeu_ps(t76, t94);
            int t90 = (int)(j_vec_3 + 4L);
            float *t91 = &out[i * 72 + t90];
            const float *t92 = in;
            const float *t103 = t92 + (t90 * 72 + i);
            __m128 t104 = _mm_loadu_ps(t103 + 0);
            __m128 t105 = _mm_loadu_ps(t103 + 72);
            __m128 t106 = _mm_loadu_ps(t103 + 144);
            __m128 t107 = _mm_loadu_ps(t103 + 216);
            __m128 t108 = _mm_unpacklo_ps(t104, t106);
            __m128 t109 = _mm_unpackhi_ps(t104, t106);
            __m128 t110 = _mm_unpacklo_ps(t105, t107);
            __m128 t111 = _mm_unpackhi_ps(t105, t107);
            __m128 t112 = _mm_unpacklo_ps(t108, t110);
            __m128 t113 = _mm_unpackhi_ps(t108, t110);
            __m128 t114 = _mm_unpacklo_ps(t109, t111);
            __m128 t115 = _mm_unpackhi_ps(t109, t111);
            __m128 t116 = _mm_set1_ps(s);
            __m128 t117 = _mm_mul_ps(t112, t116);
            _mm_storeu_ps(t91, t117);
            float *t102 = &out[t1 * 72 + t90];
            __m128 t119 = _mm_set1_ps(s);
            __m128 t120 = _mm_mul_ps(t113, t119);
            _mm_storeu_ps(t102, t120);
            float *t118 = &out[t2 * 72 + t90];
            __m128 t122 = _mm_set1_ps(s);
            __m128 t123 = _mm_mul_ps(t114, t122);
            _mm_storeu_ps(t118, t123);
            float *t121 = &out[t3 * 72 + t90];
            __m128 t127 = _mm_set1_ps(s);
            __m128 t128 = _mm_mul_ps(t115, t127);
            _mm_storeu_ps(t121, t128);
            int t124 = (int)(j_vec_3 + 8L);
            float *t125 = &out[i * 72 + t124];
            const float *t126 = in;
            const float *t130 = t126 + (t124 * 72 + i);
            __m128 t131 = _mm_loadu_ps(t130 + 0);
            __m128 t132 = _mm_loadu_ps(t130 + 72);
            __m128 t133 = _mm_loadu_ps(t130 + 144);
            __m128 t134 = _mm_loadu_ps(t130 + 216);
            __m128 t135 = _mm_unpacklo_ps(t131, t133);
            __m128 t136 = _mm_unpackhi_ps(t131, t133);
            __m128 t137 = _mm_unpacklo_ps(t132, t134);
            __m128 t138 = _mm_unpackhi_ps(t132, t134);
            __m128 t139 = _mm_unpacklo_ps(t135, t137);
            __m128 t140 = _mm_unpackhi_ps(t135, t137);
            __m128 t141 = _mm_unpacklo_ps(t136, t138);
            __m128 t142 = _mm_unpackhi_ps(t136, t138);
            __m128 t143 = _mm_set1_ps(s);
            __m128 t144 = _mm_mul_ps(t139, t143);
            _mm_storeu_ps(t125, t144);
            float *t129 = &out[t1 * 72 + t124];
            __m128 t146 = _mm_set1_ps(s);
            __m128 t147 = _mm_mul_ps(t140, t146);
            _mm_storeu_ps(t129, t147);
            float *t145 = &out[t2 * 72 + t124];
            __m128 t149 = _mm_set1_ps(s);
            __m128 t150 = _mm_mul_ps(t141, t149);
            _mm_storeu_ps(t145, t150);
            float *t148 = &out[t3 * 72 + t124];
            __m128 t154 = _mm_set1_ps(s);
            __m128 t155 = _mm_mul_ps(t142, t154);
            _mm_storeu_ps(t148, t155);
            int t151 = (int)(j_vec_3 + 12L);
            float *t152 = &out[i * 72 + t151];
            const float *t153 = in;
            const float *t157 = t153 + (t151 * 72 + i);
            __m128 t158 = _mm_loadu_ps(t157 + 0);
            __m128 t159 = _mm_loadu_ps(t157 + 72);
            __m128 t160 = _mm_loadu_ps(t157 + 144);
            __m128 t161 = _mm_loadu_ps(t157 + 216);
            __m128 t162 = _mm_unpacklo_ps(t158, t160);
            __m128 t163 = _mm_unpackhi_ps(t158, t160);
            __m128 t164 = _mm_unpacklo_ps(t159, t161);
            __m128 t165 = _mm_unpackhi_ps(t159, t161);
            __m128 t166 = _mm_unpacklo_ps(t162, t164);
            __m128 t167 = _mm_unpackhi_ps(t162, t164);
            __m128 t168 = _mm_unpacklo_ps(t163, t165);
            __m128 t169 = _mm_unpackhi_ps(t163, t165);
            __m128 t170 = _mm_set1_ps(s);
            __m128 t171 = _mm_mul_ps(t166, t170);
            _mm_storeu_ps(t152, t171);
            float *t156 = &out[t1 * 72 + t151];
            __m128 t173 = _mm_set1_ps(s);
            __m128 t174 = _mm_mul_ps(t167, t173);
            _mm_storeu_ps(t156, t174);
            float *t172 = &out[t2 * 72 + t151];
            __m128 t176 = _mm_set1_ps(s);
            __m128 t177 = _mm_mul_ps(t168, t176);
            _mm_storeu_ps(t172, t177);
            float *t175 = &out[t3 * 72 + t151];
            __m128 t178 = _mm_set1_ps(s);
            __m128 t179 = _mm_mul_ps(t169, t178);
            _mm_storeu_ps(t175, t179);
            j_vec_3 += 16L;
            if (j_vec_3 >= 48L) {
                long j_vec_1 = 0L;
                /* vcc: loop at transpose.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    int t7 = (int)(48L + j_vec_1);
                    float *t8 = &out[i * 72 + t7];
                    const float *t9 = in;
                    const float *t34 = t9 + (t7 * 72 + i);
                    __m128 t35 = _mm_loadu_ps(t34 + 0);
                    __m128 t36 = _mm_loadu_ps(t34 + 72);
                    __m128 t37 = _mm_loadu_ps(t34 + 144);
                    __m128 t38 = _mm_loadu_ps(t34 + 216);
                    __m128 t39 = _mm_unpacklo_ps(t35, t37);
                    __m128 t40 = _mm_unpackhi_ps(t35, t37);
                    __m128 t41 = _mm_unpacklo_ps(t36, t38);
                    __m128 t42 = _mm_unpackhi_ps(t36, t38);
                    __m128 t43 = _mm_unpacklo_ps(t39, t41);
                    __m128 t44 = _mm_unpackhi_ps(t39, t41);
                    __m128 t45 = _mm_unpacklo_ps(t40, t42);
                    __m128 t46 = _mm_unpackhi_ps(t40, t42);
                    __m128 t47 = _mm_set1_ps(s);
                    __m128 t48 = _mm_mul_ps(t43, t47);
                    _mm_storeu_ps(t8, t48);
                    float *t33 = &out[t1 * 72 + t7];
                    __m128 t66 = _mm_set1_ps(s);
                    __m128 t67 = _mm_mul_ps(t44, t66);
                    _mm_storeu_ps(t33, t67);
                    float *t65 = &out[t2 * 72 + t7];
                    __m128 t80 = _mm_set1_ps(s);
                    __m128 t81 = _mm_mul_ps(t45, t80);
                    _mm_storeu_ps(t65, t81);
                    float *t79 = &out[t3 * 72 + t7];
                    __m128 t95 = _mm_set1_ps(s);
                    __m128 t96 = _mm_mul_ps(t46, t95);
                    _mm_storeu_ps(t79, t96);
                    j_vec_1 += 4L;
                    if (j_vec_1 >= 4L) {
                        int j = 52;
                        for (;; j++) {
                            if (j >= 53) {
                                goto L180;
                            }
                            const float *t10 = in;
                            out[i * 72 + j] = at(t10, i, j, s);
                            out[t1 * 72 + j] = at(t10, t1, j, s);
                            out[t2 * 72 + j] = at(t10, t2, j, s);
                            out[t3 * 72 + j] = at(t10, t3, j, s);
                        }
                    }
                }
            }
        }
    L180:;
    }
    for (; i_1 < rows; i_1++) {
        j_vec_2 = 0L;
        /* vcc: loop at transpose.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t11 = (int)j_vec_2;
            float *t12 = &out[i_1 * 72 + t11];
            const float *t13 = in;
            vcc_v4_long t52 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t53 = t52 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t54 = (__m128)vcc_gather(vcc_v4_float, t13 + (t11 * 72 + i_1), t53);
            __m128 t55 = _mm_set1_ps(s);
            __m128 t56 = _mm_mul_ps(t54, t55);
            _mm_storeu_ps(t12, t56);
            int t49 = (int)(j_vec_2 + 4L);
            float *t50 = &out[i_1 * 72 + t49];
            const float *t51 = in;
            vcc_v4_long t71 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t72 = t71 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t73 = (__m128)vcc_gather(vcc_v4_float, t51 + (t49 * 72 + i_1), t72);
            __m128 t74 = _mm_set1_ps(s);
            __m128 t75 = _mm_mul_ps(t73, t74);
            _mm_storeu_ps(t50, t75);
            int t68 = (int)(j_vec_2 + 8L);
            float *t69 = &out[i_1 * 72 + t68];
            const float *t70 = in;
            vcc_v4_long t85 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t86 = t85 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t87 = (__m128)vcc_gather(vcc_v4_float, t70 + (t68 * 72 + i_1), t86);
            __m128 t88 = _mm_set1_ps(s);
            __m128 t89 = _mm_mul_ps(t87, t88);
            _mm_storeu_ps(t69, t89);
            int t82 = (int)(j_vec_2 + 12L);
            float *t83 = &out[i_1 * 72 + t82];
            const float *t84 = in;
            vcc_v4_long t97 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t98 = t97 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t99 = (__m128)vcc_gather(vcc_v4_float, t84 + (t82 * 72 + i_1), t98);
            __m128 t100 = _mm_set1_ps(s);
            __m128 t101 = _mm_mul_ps(t99, t100);
            _mm_storeu_ps(t83, t101);
            j_vec_2 += 16L;
            if (j_vec_2 >= 48L) {
                long j_vec = 0L;
                /* vcc: loop at transpose.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    int t14 = (int)(48L + j_vec);
                    float *t15 = &out[i_1 * 72 + t14];
                    const float *t16 = in;
                    vcc_v4_long t57 = (vcc_v4_long){0L, 0L, 0L, 0L};
                    vcc_v4_long t58 = t57 + (vcc_v4_long){0L, 72L, 144L, 216L};
                    __m128 t59 = (__m128)vcc_gather(vcc_v4_float, t16 + (t14 * 72 + i_1), t58);
                    __m128 t60 = _mm_set1_ps(s);
                    __m128 t61 = _mm_mul_ps(t59, t60);
                    _mm_storeu_ps(t15, t61);
                    j_vec += 4L;
                    if (j_vec >= 4L) {
                        int j_1 = 52;
                        for (;; j_1++) {
                            if (j_1 >= 53) {
                                goto L181;
                            }
                            out[i_1 * 72 + j_1] = at(in, i_1, j_1, s);
                        }
                    }
                }
            }
        }
    L181:;
    }
}

void cols16(int rows, float s) {
    int t3;
    int i_1;
    int i = 0;
    for (;; i = t3 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= rows) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= rows) {
            i_1 = i;
            break;
        }
        t3 = t2 + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:33 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            int t4 = (int)j_vec_1;
            float *t5 = &out[i * 72 + t4];
            const float *t6 = in;
            const float *t11 = t6 + (t4 * 72 + i);
            __m128 t12 = _mm_loadu_ps(t11 + 0);
            __m128 t13 = _mm_loadu_ps(t11 + 72);
            __m128 t14 = _mm_loadu_ps(t11 + 144);
            __m128 t15 = _mm_loadu_ps(t11 + 216);
            __m128 t16 = _mm_unpacklo_ps(t12, t14);
            __m128 t17 = _mm_unpackhi_ps(t12, t14);
            __m128 t18 = _mm_unpacklo_ps(t13, t15);
            __m128 t19 = _mm_unpackhi_ps(t13, t15);
            __m128 t20 = _mm_unpacklo_ps(t16, t18);
            __m128 t21 = _mm_unpackhi_ps(t16, t18);
            __m128 t22 = _mm_unpacklo_ps(t17, t19);
            __m128 t23 = _mm_unpackhi_ps(t17, t19);
            __m128 t24 = _mm_set1_ps(s);
            __m128 t25 = _mm_mul_ps(t20, t24);
            _mm_storeu_ps(t5, t25);
            float *t10 = &out[t1 * 72 + t4];
            __m128 t35 = _mm_set1_ps(s);
            __m128 t36 = _mm_mul_ps(t21, t35);
            _mm_storeu_ps(t10, t36);
            float *t34 = &out[t2 * 72 + t4];
            __m128 t46 = _mm_set1_ps(s);
            __m128 t47 = _mm_mul_ps(t22, t46);
            _mm_storeu_ps(t34, t47);
            float *t45 = &out[t3 * 72 + t4];
            __m128 t59 = _mm_set1_ps(s);
            __m128 t60 = _mm_mul_ps(t23, t59);
            _mm_storeu_ps(t45, t60);
            int t56 = (int)(j_vec_1 + 4L);
            float *t57 = &out[i * 72 + t56];
            const float *t58 = in;
            const float *t67 = t58 + (t56 * 72 + i);
            __m128 t68 = _mm_loadu_ps(t67 + 0);
            __m128 t69 = _mm_loadu_ps(t67 + 72);
            __m128 t70 = _mm_loadu_ps(t67 + 144);
            __m128 t71 = _mm_loadu_ps(t67 + 216);
            __m128 t72 = _mm_unpacklo_ps(t68, t70);
            __m128 t73 = _mm_unpackhi_ps(t68, t70);
            __m128 t74 = _mm_unpacklo_ps(t69, t71);
            __m128 t75 = _mm_unpackhi_ps(t69, t71);
            __m128 t76 = _mm_unpacklo_ps(t72, t74);
            __m128 t77 = _mm_unpackhi_ps(t72, t74);
            __m128 t78 = _mm_unpacklo_ps(t73, t75);
            __m128 t79 = _mm_unpackhi_ps(t73, t75);
            __m128 t80 = _mm_set1_ps(s);
            __m128 t81 = _mm_mul_ps(t76, t80);
            _mm_storeu_ps(t57, t81);
            float *t66 = &out[t1 * 72 + t56];
            __m128 t83 = _mm_set1_ps(s);
            __m128 t84 = _mm_mul_ps(t77, t83);
            _mm_storeu_ps(t66, t84);
            float *t82 = &out[t2 * 72 + t56];
            __m128 t86 = _mm_set1_ps(s);
            __m128 t87 = _mm_mul_ps(t78, t86);
            _mm_storeu_ps(t82, t87);
            float *t85 = &out[t3 * 72 + t56];
            __m128 t91 = _mm_set1_ps(s);
            __m128 t92 = _mm_mul_ps(t79, t91);
            _mm_storeu_ps(t85, t92);
            int t88 = (int)(j_vec_1 + 8L);
            float *t89 = &out[i * 72 + t88];
            const float *t90 = in;
            const float *t94 = t90 + (t88 * 72 + i);
            __m128 t95 = _mm_loadu_ps(t94 + 0);
            __m128 t96 = _mm_loadu_ps(t94 + 72);
            __m128 t97 = _mm_loadu_ps(t94 + 144);
            __m128 t98 = _mm_loadu_ps(t94 + 216);
            __m128 t99 = _mm_unpacklo_ps(t95, t97);
            __m128 t100 = _mm_unpackhi_ps(t95, t97);
            __m128 t101 = _mm_unpacklo_ps(t96, t98);
            __m128 t102 = _mm_unpackhi_ps(t96, t98);
            __m128 t103 = _mm_unpacklo_ps(t99, t101);
            __m128 t104 = _mm_unpackhi_ps(t99, t101);
            __m128 t105 = _mm_unpacklo_ps(t100, t102);
            __m128 t106 = _mm_unpackhi_ps(t100, t102);
            __m128 t107 = _mm_set1_ps(s);
            __m128 t108 = _mm_mul_ps(t103, t107);
            _mm_storeu_ps(t89, t108);
            float *t93 = &out[t1 * 72 + t88];
            __m128 t110 = _mm_set1_ps(s);
            __m128 t111 = _mm_mul_ps(t104, t110);
            _mm_storeu_ps(t93, t111);
            float *t109 = &out[t2 * 72 + t88];
            __m128 t113 = _mm_set1_ps(s);
            __m128 t114 = _mm_mul_ps(t105, t113);
            _mm_storeu_ps(t109, t114);
            float *t112 = &out[t3 * 72 + t88];
            __m128 t118 = _mm_set1_ps(s);
            __m128 t119 = _mm_mul_ps(t106, t118);
            _mm_storeu_ps(t112, t119);
            int t115 = (int)(j_vec_1 + 12L);
            float *t116 = &out[i * 72 + t115];
            const float *t117 = in;
            const float *t121 = t117 + (t115 * 72 + i);
            __m128 t122 = _mm_loadu_ps(t121 + 0);
            __m128 t123 = _mm_loadu_ps(t121 + 72);
            __m128 t124 = _mm_loadu_ps(t121 + 144);
            __m128 t125 = _mm_loadu_ps(t121 + 216);
            __m128 t126 = _mm_unpacklo_ps(t122, t124);
            __m128 t127 = _mm_unpackhi_ps(t122, t124);
            __m128 t128 = _mm_unpacklo_ps(t123, t125);
            __m128 t129 = _mm_unpackhi_ps(t123, t125);
            __m128 t130 = _mm_unpacklo_ps(t126, t128);
            __m128 t131 = _mm_unpackhi_ps(t126, t128);
            __m128 t132 = _mm_unpacklo_ps(t127, t129);
            __m128 t133 = _mm_unpackhi_ps(t127, t129);
            __m128 t134 = _mm_set1_ps(s);
            __m128 t135 = _mm_mul_ps(t130, t134);
            _mm_storeu_ps(t116, t135);
            float *t120 = &out[t1 * 72 + t115];
            __m128 t137 = _mm_set1_ps(s);
            __m128 t138 = _mm_mul_ps(t131, t137);
            _mm_storeu_ps(t120, t138);
            float *t136 = &out[t2 * 72 + t115];
            __m128 t140 = _mm_set1_ps(s);
            __m128 t141 = _mm_mul_ps(t132, t140);
            _mm_storeu_ps(t136, t141);
            float *t139 = &out[t3 * 72 + t115];
            __m128 t142 = _mm_set1_ps(s);
            __m128 t143 = _mm_mul_ps(t133, t142);
            _mm_storeu_ps(t139, t143);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
    }
    for (; i_1 < rows; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:33 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            int t7 = (int)j_vec;
            float *t8 = &out[i_1 * 72 + t7];
            const float *t9 = in;
            vcc_v4_long t29 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t30 = t29 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t31 = (__m128)vcc_gather(vcc_v4_float, t9 + (t7 * 72 + i_1), t30);
            __m128 t32 = _mm_set1_ps(s);
            __m128 t33 = _mm_mul_ps(t31, t32);
            _mm_storeu_ps(t8, t33);
            int t26 = (int)(j_vec + 4L);
            float *t27 = &out[i_1 * 72 + t26];
            const float *t28 = in;
            vcc_v4_long t40 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t41 = t40 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t42 = (__m128)vcc_gather(vcc_v4_float, t28 + (t26 * 72 + i_1), t41);
            __m128 t43 = _mm_set1_ps(s);
            __m128 t44 = _mm_mul_ps(t42, t43);
            _mm_storeu_ps(t27, t44);
            int t37 = (int)(j_vec + 8L);
            float *t38 = &out[i_1 * 72 + t37];
            const float *t39 = in;
            vcc_v4_long t51 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t52 = t51 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t53 = (__m128)vcc_gather(vcc_v4_float, t39 + (t37 * 72 + i_1), t52);
            __m128 t54 = _mm_set1_ps(s);
            __m128 t55 = _mm_mul_ps(t53, t54);
            _mm_storeu_ps(t38, t55);
            int t48 = (int)(j_vec + 12L);
            float *t49 = &out[i_1 * 72 + t48];
            const float *t50 = in;
            vcc_v4_long t61 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t62 = t61 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t63 = (__m128)vcc_gather(vcc_v4_float, t50 + (t48 * 72 + i_1), t62);
            __m128 t64 = _mm_set1_ps(s);
            __m128 t65 = _mm_mul_ps(t63, t64);
            _mm_storeu_ps(t49, t65);
            j_vec += 16L;
        } while (j_vec < 16L);
    }
}

void cols70(int rows, float s) {
    long j_vec_2;
    long j_vec_3;
    int i;
    int t1;
    int t2;
    int t3;
    int i_1;
    i = 0;
    for (;; i = t3 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        t1 = i + 1;
        if (t1 >= rows) {
            i_1 = i;
            break;
        }
        t2 = t1 + 1;
        if (t2 >= rows) {
            i_1 = i;
            break;
        }
        t3 = t2 + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        j_vec_3 = 0L;
        /* vcc: loop at transpose.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t4 = (int)j_vec_3;
            float *t5 = &out[i * 72 + t4];
            const float *t6 = in;
            const float *t18 = t6 + (t4 * 72 + i);
            __m128 t19 = _mm_loadu_ps(t18 + 0);
            __m128 t20 = _mm_loadu_ps(t18 + 72);
            __m128 t21 = _mm_loadu_ps(t18 + 144);
            __m128 t22 = _mm_loadu_ps(t18 + 216);
            __m128 t23 = _mm_unpacklo_ps(t19, t21);
            __m128 t24 = _mm_unpackhi_ps(t19, t21);
            __m128 t25 = _mm_unpacklo_ps(t20, t22);
            __m128 t26 = _mm_unpackhi_ps(t20, t22);
            __m128 t27 = _mm_unpacklo_ps(t23, t25);
            __m128 t28 = _mm_unpackhi_ps(t23, t25);
            __m128 t29 = _mm_unpacklo_ps(t24, t26);
            __m128 t30 = _mm_unpackhi_ps(t24, t26);
            __m128 t31 = _mm_set1_ps(s);
            __m128 t32 = _mm_mul_ps(t27, t31);
            _mm_storeu_ps(t5, t32);
            float *t17 = &out[t1 * 72 + t4];
            __m128 t63 = _mm_set1_ps(s);
            __m128 t64 = _mm_mul_ps(t28, t63);
            _mm_storeu_ps(t17, t64);
            float *t62 = &out[t2 * 72 + t4];
            __m128 t77 = _mm_set1_ps(s);
            __m128 t78 = _mm_mul_ps(t29, t77);
            _mm_storeu_ps(t62, t78);
            float *t76 = &out[t3 * 72 + t4];
            __m128 t93 = _mm_set1_ps(s);
            __m128 t94 = _mm_mul_ps(t30, t93);
            _mm_storeu_ps(t76, t94);
            int t90 = (int)(j_vec_3 + 4L);
            float *t91 = &out[i * 72 + t90];
            const float *t92 = in;
            const float *t103 = t92 + (t90 * 72 + i);
            __m128 t104 = _mm_loadu_ps(t103 + 0);
            __m128 t105 = _mm_loadu_ps(t103 + 72);
            __m128 t106 = _mm_loadu_ps(t103 + 144);
            __m128 t107 = _mm_loadu_ps(t103 + 216);
            __m128 t108 = _mm_unpacklo_ps(t104, t106);
            __m128 t109 = _mm_unpackhi_ps(t104, t106);
            __m128 t110 = _mm_unpacklo_ps(t105, t107);
            __m128 t111 = _mm_unpackhi_ps(t105, t107);
            __m128 t112 = _mm_unpacklo_ps(t108, t110);
            __m128 t113 = _mm_unpackhi_ps(t108, t110);
            __m128 t114 = _mm_unpacklo_ps(t109, t111);
            __m128 t115 = _mm_unpackhi_ps(t109, t111);
            __m128 t116 = _mm_set1_ps(s);
            __m128 t117 = _mm_mul_ps(t112, t116);
            _mm_storeu_ps(t91, t117);
            float *t102 = &out[t1 * 72 + t90];
            __m128 t119 = _mm_set1_ps(s);
            __m128 t120 = _mm_mul_ps(t113, t119);
            _mm_storeu_ps(t102, t120);
            float *t118 = &out[t2 * 72 + t90];
            __m128 t122 = _mm_set1_ps(s);
            __m128 t123 = _mm_mul_ps(t114, t122);
            _mm_storeu_ps(t118, t123);
            float *t121 = &out[t3 * 72 + t90];
            __m128 t127 = _mm_set1_ps(s);
            __m128 t128 = _mm_mul_ps(t115, t127);
            _mm_storeu_ps(t121, t128);
            int t124 = (int)(j_vec_3 + 8L);
            float *t125 = &out[i * 72 + t124];
            const float *t126 = in;
            const float *t130 = t126 + (t124 * 72 + i);
            __m128 t131 = _mm_loadu_ps(t130 + 0);
            __m128 t132 = _mm_loadu_ps(t130 + 72);
            __m128 t133 = _mm_loadu_ps(t130 + 144);
            __m128 t134 = _mm_loadu_ps(t130 + 216);
            __m128 t135 = _mm_unpacklo_ps(t131, t133);
            __m128 t136 = _mm_unpackhi_ps(t131, t133);
            __m128 t137 = _mm_unpacklo_ps(t132, t134);
            __m128 t138 = _mm_unpackhi_ps(t132, t134);
            __m128 t139 = _mm_unpacklo_ps(t135, t137);
            __m128 t140 = _mm_unpackhi_ps(t135, t137);
            __m128 t141 = _mm_unpacklo_ps(t136, t138);
            __m128 t142 = _mm_unpackhi_ps(t136, t138);
            __m128 t143 = _mm_set1_ps(s);
            __m128 t144 = _mm_mul_ps(t139, t143);
            _mm_storeu_ps(t125, t144);
            float *t129 = &out[t1 * 72 + t124];
            __m128 t146 = _mm_set1_ps(s);
            __m128 t147 = _mm_mul_ps(t140, t146);
            _mm_storeu_ps(t129, t147);
            float *t145 = &out[t2 * 72 + t124];
            __m128 t149 = _mm_set1_ps(s);
            __m128 t150 = _mm_mul_ps(t141, t149);
            _mm_storeu_ps(t145, t150);
            float *t148 = &out[t3 * 72 + t124];
            __m128 t154 = _mm_set1_ps(s);
            __m128 t155 = _mm_mul_ps(t142, t154);
            _mm_storeu_ps(t148, t155);
            int t151 = (int)(j_vec_3 + 12L);
            float *t152 = &out[i * 72 + t151];
            const float *t153 = in;
            const float *t157 = t153 + (t151 * 72 + i);
            __m128 t158 = _mm_loadu_ps(t157 + 0);
            __m128 t159 = _mm_loadu_ps(t157 + 72);
            __m128 t160 = _mm_loadu_ps(t157 + 144);
            __m128 t161 = _mm_loadu_ps(t157 + 216);
            __m128 t162 = _mm_unpacklo_ps(t158, t160);
            __m128 t163 = _mm_unpackhi_ps(t158, t160);
            __m128 t164 = _mm_unpacklo_ps(t159, t161);
            __m128 t165 = _mm_unpackhi_ps(t159, t161);
            __m128 t166 = _mm_unpacklo_ps(t162, t164);
            __m128 t167 = _mm_unpackhi_ps(t162, t164);
            __m128 t168 = _mm_unpacklo_ps(t163, t165);
            __m128 t169 = _mm_unpackhi_ps(t163, t165);
            __m128 t170 = _mm_set1_ps(s);
            __m128 t171 = _mm_mul_ps(t166, t170);
            _mm_storeu_ps(t152, t171);
            float *t156 = &out[t1 * 72 + t151];
            __m128 t173 = _mm_set1_ps(s);
            __m128 t174 = _mm_mul_ps(t167, t173);
            _mm_storeu_ps(t156, t174);
            float *t172 = &out[t2 * 72 + t151];
            __m128 t176 = _mm_set1_ps(s);
            __m128 t177 = _mm_mul_ps(t168, t176);
            _mm_storeu_ps(t172, t177);
            float *t175 = &out[t3 * 72 + t151];
            __m128 t178 = _mm_set1_ps(s);
            __m128 t179 = _mm_mul_ps(t169, t178);
            _mm_storeu_ps(t175, t179);
            j_vec_3 += 16L;
            if (j_vec_3 >= 64L) {
                long j_vec_1 = 0L;
                /* vcc: loop at transpose.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    int t7 = (int)(64L + j_vec_1);
                    float *t8 = &out[i * 72 + t7];
                    const float *t9 = in;
                    const float *t34 = t9 + (t7 * 72 + i);
                    __m128 t35 = _mm_loadu_ps(t34 + 0);
                    __m128 t36 = _mm_loadu_ps(t34 + 72);
                    __m128 t37 = _mm_loadu_ps(t34 + 144);
                    __m128 t38 = _mm_loadu_ps(t34 + 216);
                    __m128 t39 = _mm_unpacklo_ps(t35, t37);
                    __m128 t40 = _mm_unpackhi_ps(t35, t37);
                    __m128 t41 = _mm_unpacklo_ps(t36, t38);
                    __m128 t42 = _mm_unpackhi_ps(t36, t38);
                    __m128 t43 = _mm_unpacklo_ps(t39, t41);
                    __m128 t44 = _mm_unpackhi_ps(t39, t41);
                    __m128 t45 = _mm_unpacklo_ps(t40, t42);
                    __m128 t46 = _mm_unpackhi_ps(t40, t42);
                    __m128 t47 = _mm_set1_ps(s);
                    __m128 t48 = _mm_mul_ps(t43, t47);
                    _mm_storeu_ps(t8, t48);
                    float *t33 = &out[t1 * 72 + t7];
                    __m128 t66 = _mm_set1_ps(s);
                    __m128 t67 = _mm_mul_ps(t44, t66);
                    _mm_storeu_ps(t33, t67);
                    float *t65 = &out[t2 * 72 + t7];
                    __m128 t80 = _mm_set1_ps(s);
                    __m128 t81 = _mm_mul_ps(t45, t80);
                    _mm_storeu_ps(t65, t81);
                    float *t79 = &out[t3 * 72 + t7];
                    __m128 t95 = _mm_set1_ps(s);
                    __m128 t96 = _mm_mul_ps(t46, t95);
                    _mm_storeu_ps(t79, t96);
                    j_vec_1 += 4L;
                    if (j_vec_1 >= 4L) {
                        int j = 68;
                        for (;; j++) {
                            if (j >= 70) {
                                goto L180;
                            }
                            const float *t10 = in;
                            out[i * 72 + j] = at(t10, i, j, s);
                            out[t1 * 72 + j] = at(t10, t1, j, s);
                            out[t2 * 72 + j] = at(t10, t2, j, s);
                            out[t3 * 72 + j] = at(t10, t3, j, s);
                        }
                    }
                }
            }
        }
    L180:;
    }
    for (; i_1 < rows; i_1++) {
        j_vec_2 = 0L;
        /* vcc: loop at transpose.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t11 = (int)j_vec_2;
            float *t12 = &out[i_1 * 72 + t11];
            const float *t13 = in;
            vcc_v4_long t52 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t53 = t52 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t54 = (__m128)vcc_gather(vcc_v4_float, t13 + (t11 * 72 + i_1), t53);
            __m128 t55 = _mm_set1_ps(s);
            __m128 t56 = _mm_mul_ps(t54, t55);
            _mm_storeu_ps(t12, t56);
            int t49 = (int)(j_vec_2 + 4L);
            float *t50 = &out[i_1 * 72 + t49];
            const float *t51 = in;
            vcc_v4_long t71 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t72 = t71 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t73 = (__m128)vcc_gather(vcc_v4_float, t51 + (t49 * 72 + i_1), t72);
            __m128 t74 = _mm_set1_ps(s);
            __m128 t75 = _mm_mul_ps(t73, t74);
            _mm_storeu_ps(t50, t75);
            int t68 = (int)(j_vec_2 + 8L);
            float *t69 = &out[i_1 * 72 + t68];
            const float *t70 = in;
            vcc_v4_long t85 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t86 = t85 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t87 = (__m128)vcc_gather(vcc_v4_float, t70 + (t68 * 72 + i_1), t86);
            __m128 t88 = _mm_set1_ps(s);
            __m128 t89 = _mm_mul_ps(t87, t88);
            _mm_storeu_ps(t69, t89);
            int t82 = (int)(j_vec_2 + 12L);
            float *t83 = &out[i_1 * 72 + t82];
            const float *t84 = in;
            vcc_v4_long t97 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t98 = t97 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t99 = (__m128)vcc_gather(vcc_v4_float, t84 + (t82 * 72 + i_1), t98);
            __m128 t100 = _mm_set1_ps(s);
            __m128 t101 = _mm_mul_ps(t99, t100);
            _mm_storeu_ps(t83, t101);
            j_vec_2 += 16L;
            if (j_vec_2 >= 64L) {
                long j_vec = 0L;
                /* vcc: loop at transpose.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    int t14 = (int)(64L + j_vec);
                    float *t15 = &out[i_1 * 72 + t14];
                    const float *t16 = in;
                    vcc_v4_long t57 = (vcc_v4_long){0L, 0L, 0L, 0L};
                    vcc_v4_long t58 = t57 + (vcc_v4_long){0L, 72L, 144L, 216L};
                    __m128 t59 = (__m128)vcc_gather(vcc_v4_float, t16 + (t14 * 72 + i_1), t58);
                    __m128 t60 = _mm_set1_ps(s);
                    __m128 t61 = _mm_mul_ps(t59, t60);
                    _mm_storeu_ps(t15, t61);
                    j_vec += 4L;
                    if (j_vec >= 4L) {
                        int j_1 = 68;
                        for (;; j_1++) {
                            if (j_1 >= 70) {
                                goto L181;
                            }
                            out[i_1 * 72 + j_1] = at(in, i_1, j_1, s);
                        }
                    }
                }
            }
        }
    L181:;
    }
}

void rewrite(int rows) {
    for (int i = 0; i < rows; i++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:49 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t1 = (int)j_vec;
            float *t2 = &in[i * 72 + t1];
            const float *t3 = in;
            vcc_v4_long t7 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t8 = t7 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t9 = (__m128)vcc_gather(vcc_v4_float, t3 + (t1 * 72 + i), t8);
            __m128 t10 = _mm_set1_ps(0.5f);
            __m128 t11 = _mm_mul_ps(t9, t10);
            _mm_storeu_ps(t2, t11);
            int t4 = (int)(j_vec + 4L);
            float *t5 = &in[i * 72 + t4];
            const float *t6 = in;
            vcc_v4_long t12 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t13 = t12 + (vcc_v4_long){0L, 72L, 144L, 216L};
            __m128 t14 = (__m128)vcc_gather(vcc_v4_float, t6 + (t4 * 72 + i), t13);
            __m128 t15 = _mm_set1_ps(0.5f);
            __m128 t16 = _mm_mul_ps(t14, t15);
            _mm_storeu_ps(t5, t16);
            j_vec += 8L;
        } while (j_vec < 40L);
    }
}

static unsigned long long hash(const float *p, int n) {
    unsigned long long h = 1469598103934665603u;
    for (int k = 0; k < n; k++) {
        unsigned u;
        memcpy(&u, &p[k], sizeof u);
        h = (h ^ u) * 1099511628211u;
    }
    return h;
}

int main(void) {
    int counts[12];
    int t38;
    counts[0] = 0;
    counts[1] = 1;
    counts[2] = 7;
    counts[3] = 9;
    counts[4] = 15;
    counts[5] = 16;
    counts[6] = 17;
    counts[7] = 33;
    counts[8] = 37;
    counts[9] = 53;
    counts[10] = 70;
    counts[11] = 72;
    for (unsigned int k = 0U; (unsigned long)k < 12UL; k++) {
        int rows = counts[k];
        __m128i t2 = _mm_set1_epi32(0);
        __m128i t3 = _mm_add_epi32(t2, _mm_setr_epi32(0, 37, 74, 10));
        __m128i t4 = _mm_cmpgt_epi32(t3, _mm_set1_epi32(100));
        __m128i t5 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t4, _mm_set1_epi32(101)); });
        vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t3, t5);
        long e_vec = 0L;
        /* vcc: loop at transpose.c:68 vectorized: VF 4, UF 4, the remainder at 69:28 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m128 t6 = _mm_cvtepi32_ps((__m128i)t1);
            __m128 t7 = _mm_mul_ps(t6, _mm_set1_ps(0.25f));
            __m128 t8 = _mm_sub_ps(t7, _mm_set1_ps(7.0f));
            _mm_storeu_ps(&in[e_vec], t8);
            _mm_storeu_ps(&out[e_vec], _mm_set1_ps(0.0f));
            long t9 = e_vec + 4L;
            __m128i t10 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(47));
            __m128i t11 = _mm_cmpgt_epi32(t10, _mm_set1_epi32(100));
            __m128i t12 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t11, _mm_set1_epi32(101)); });
            __m128i t13 = _mm_sub_epi32(t10, t12);
            __m128 t14 = _mm_cvtepi32_ps(t13);
            __m128 t15 = _mm_mul_ps(t14, _mm_set1_ps(0.25f));
            __m128 t16 = _mm_sub_ps(t15, _mm_set1_ps(7.0f));
            _mm_storeu_ps(&in[t9], t16);
            _mm_storeu_ps(&out[t9], _mm_set1_ps(0.0f));
            long t17 = e_vec + 8L;
            __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(94));
            __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(100));
            __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(101)); });
            __m128i t21 = _mm_sub_epi32(t18, t20);
            __m128 t22 = _mm_cvtepi32_ps(t21);
            __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(0.25f));
            __m128 t24 = _mm_sub_ps(t23, _mm_set1_ps(7.0f));
            _mm_storeu_ps(&in[t17], t24);
            _mm_storeu_ps(&out[t17], _mm_set1_ps(0.0f));
            long t25 = e_vec + 12L;
            __m128i t26 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(40));
            __m128i t27 = _mm_cmpgt_epi32(t26, _mm_set1_epi32(100));
            __m128i t28 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, _mm_set1_epi32(101)); });
            __m128i t29 = _mm_sub_epi32(t26, t28);
            __m128 t30 = _mm_cvtepi32_ps(t29);
            __m128 t31 = _mm_mul_ps(t30, _mm_set1_ps(0.25f));
            __m128 t32 = _mm_sub_ps(t31, _mm_set1_ps(7.0f));
            _mm_storeu_ps(&in[t25], t32);
            _mm_storeu_ps(&out[t25], _mm_set1_ps(0.0f));
            e_vec += 16L;
            __m128i t33 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(87));
            __m128i t34 = _mm_cmpgt_epi32(t33, _mm_set1_epi32(100));
            __m128i t35 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, _mm_set1_epi32(101)); });
            __m128i t36 = _mm_sub_epi32(t33, t35);
            if (e_vec >= 5184L) {
                break;
            }
            t1 = (vcc_v4_int)t36;
        }
        cols53(rows, 2.0f);
        const float *t37 = out;
        printf("%d cols53 %llx\n", rows, hash(t37, 5184));
        cols16(rows, -0.5f);
        printf("%d cols16 %llx\n", rows, hash(t37, 5184));
        cols70(rows, 3.0f);
        printf("%d cols70 %llx\n", rows, hash(t37, 5184));
        if (rows < 40) {
            t38 = rows;
        } else {
            t38 = 40;
        }
        rewrite(t38);
        printf("%d rewrite %llx\n", rows, hash(in, 5184));
    }
    return 0;
}
