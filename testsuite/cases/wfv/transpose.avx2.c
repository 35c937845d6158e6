/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8uulu_at(const float *m, int i, int j, float s);
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

__attribute__((target("avx2"))) __m256 _ZGVdN8uulu_at(const float *m, int i, int j, float s) {
    vcc_v8_long t1 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t2 = t1 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
    __m256 t3 = (__m256)vcc_gather(vcc_v8_float, m + (j * 72 + i), t2);
    __m256 t4 = _mm256_set1_ps(s);
    __m256 t5 = _mm256_mul_ps(t3, t4);
    return t5;
}

static __typeof__(in) in __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void cols53(int rows, float s) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    int i_1;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= rows) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= rows) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= rows) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= rows) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= rows) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= rows) {
            i_1 = i;
            break;
        }
        t2 = 0L;
        for (;;) {
            long t10 = t2 + 8L;
            int t11 = (int)t2;
            float *t12 = &out[i * 72 + t11];
            const float *t13 = in;
            const float *t20 = t13 + (t11 * 72 + i);
            __m256 t21 = _mm256_loadu_ps(t20 + 0);
            __m256 t22 = _mm256_loadu_ps(t20 + 72);
            __m256 t23 = _mm256_loadu_ps(t20 + 144);
            __m256 t24 = _mm256_loadu_ps(t20 + 216);
            __m256 t25 = _mm256_loadu_ps(t20 + 288);
            __m256 t26 = _mm256_loadu_ps(t20 + 360);
            __m256 t27 = _mm256_loadu_ps(t20 + 432);
            __m256 t28 = _mm256_loadu_ps(t20 + 504);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x20);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x31);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x20);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x31);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x20);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x31);
            __m256 t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x20);
            __m256 t52 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x31);
            __m256 t53 = _mm256_set1_ps(s);
            __m256 t54 = _mm256_mul_ps(t45, t53);
            _mm256_storeu_ps(t12, t54);
            float *t19 = &out[t3 * 72 + t11];
            __m256 t64 = _mm256_set1_ps(s);
            __m256 t65 = _mm256_mul_ps(t46, t64);
            _mm256_storeu_ps(t19, t65);
            float *t63 = &out[t4 * 72 + t11];
            __m256 t72 = _mm256_set1_ps(s);
            __m256 t73 = _mm256_mul_ps(t47, t72);
            _mm256_storeu_ps(t63, t73);
            float *t71 = &out[t5 * 72 + t11];
            __m256 t75 = _mm256_set1_ps(s);
            __m256 t76 = _mm256_mul_ps(t48, t75);
            _mm256_storeu_ps(t71, t76);
            float *t74 = &out[t6 * 72 + t11];
            __m256 t78 = _mm256_set1_ps(s);
            __m256 t79 = _mm256_mul_ps(t49, t78);
            _mm256_storeu_ps(t74, t79);
            float *t77 = &out[t7 * 72 + t11];
            __m256 t81 = _mm256_set1_ps(s);
            __m256 t82 = _mm256_mul_ps(t50, t81);
            _mm256_storeu_ps(t77, t82);
            float *t80 = &out[t8 * 72 + t11];
            __m256 t84 = _mm256_set1_ps(s);
            __m256 t85 = _mm256_mul_ps(t51, t84);
            _mm256_storeu_ps(t80, t85);
            float *t83 = &out[t9 * 72 + t11];
            __m256 t89 = _mm256_set1_ps(s);
            __m256 t90 = _mm256_mul_ps(t52, t89);
            _mm256_storeu_ps(t83, t90);
            int t86 = (int)t10;
            float *t87 = &out[i * 72 + t86];
            const float *t88 = in;
            const float *t92 = t88 + (t86 * 72 + i);
            __m256 t93 = _mm256_loadu_ps(t92 + 0);
            __m256 t94 = _mm256_loadu_ps(t92 + 72);
            __m256 t95 = _mm256_loadu_ps(t92 + 144);
            __m256 t96 = _mm256_loadu_ps(t92 + 216);
            __m256 t97 = _mm256_loadu_ps(t92 + 288);
            __m256 t98 = _mm256_loadu_ps(t92 + 360);
            __m256 t99 = _mm256_loadu_ps(t92 + 432);
            __m256 t100 = _mm256_loadu_ps(t92 + 504);
            __m256 t101 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x20);
            __m256 t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x31);
            __m256 t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x20);
            __m256 t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x31);
            __m256 t105 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t95, t99), _mm256_unpackhi_ps(t95, t99), 0x20);
            __m256 t106 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t95, t99), _mm256_unpackhi_ps(t95, t99), 0x31);
            __m256 t107 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x20);
            __m256 t108 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x31);
            __m256 t109 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x20);
            __m256 t110 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x31);
            __m256 t111 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x20);
            __m256 t112 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x31);
            __m256 t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t103, t107), _mm256_unpackhi_ps(t103, t107), 0x20);
            __m256 t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t103, t107), _mm256_unpackhi_ps(t103, t107), 0x31);
            __m256 t115 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x20);
            __m256 t116 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x31);
            __m256 t117 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t109, t113), _mm256_unpackhi_ps(t109, t113), 0x20);
            __m256 t118 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t109, t113), _mm256_unpackhi_ps(t109, t113), 0x31);
            __m256 t119 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t110, t114), _mm256_unpackhi_ps(t110, t114), 0x20);
            __m256 t120 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t110, t114), _mm256_unpackhi_ps(t110, t114), 0x31);
            __m256 t121 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t111, t115), _mm256_unpackhi_ps(t111, t115), 0x20);
            __m256 t122 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t111, t115), _mm256_unpackhi_ps(t111, t115), 0x31);
            __m256 t123 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t112, t116), _mm256_unpackhi_ps(t112, t116), 0x20);
            __m256 t124 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t112, t116), _mm256_unpackhi_ps(t112, t116), 0x31);
            __m256 t125 = _mm256_set1_ps(s);
            __m256 t126 = _mm256_mul_ps(t117, t125);
            _mm256_storeu_ps(t87, t126);
            float *t91 = &out[t3 * 72 + t86];
            __m256 t128 = _mm256_set1_ps(s);
            __m256 t129 = _mm256_mul_ps(t118, t128);
            _mm256_storeu_ps(t91, t129);
            float *t127 = &out[t4 * 72 + t86];
            __m256 t131 = _mm256_set1_ps(s);
            __m256 t132 = _mm256_mul_ps(t119, t131);
            _mm256_storeu_ps(t127, t132);
            float *t130 = &out[t5 * 72 + t86];
            __m256 t134 = _mm256_set1_ps(s);
            __m256 t135 = _mm256_mul_ps(t120, t134);
            _mm256_storeu_ps(t130, t135);
            float *t133 = &out[t6 * 72 + t86];
            __m256 t137 = _mm256_set1_ps(s);
            __m256 t138 = _mm256_mul_ps(t121, t137);
            _mm256_storeu_ps(t133, t138);
            float *t136 = &out[t7 * 72 + t86];
            __m256 t140 = _mm256_set1_ps(s);
            __m256 t141 = _mm256_mul_ps(t122, t140);
            _mm256_storeu_ps(t136, t141);
            float *t139 = &out[t8 * 72 + t86];
            __m256 t143 = _mm256_set1_ps(s);
            __m256 t144 = _mm256_mul_ps(t123, t143);
            _mm256_storeu_ps(t139, t144);
            float *t142 = &out[t9 * 72 + t86];
            __m256 t145 = _mm256_set1_ps(s);
            __m256 t146 = _mm256_mul_ps(t124, t145);
            _mm256_storeu_ps(t142, t146);
            t2 += 16L;
            if (t2 >= 48L) {
                int j = 48;
                for (;; j++) {
                    if (j >= 53) {
                        goto L147;
                    }
                    const float *t14 = in;
                    out[i * 72 + j] = (_mm256_zeroupper(), at(t14, i, j, s));
                    out[t3 * 72 + j] = (_mm256_zeroupper(), at(t14, t3, j, s));
                    out[t4 * 72 + j] = (_mm256_zeroupper(), at(t14, t4, j, s));
                    out[t5 * 72 + j] = (_mm256_zeroupper(), at(t14, t5, j, s));
                    out[t6 * 72 + j] = (_mm256_zeroupper(), at(t14, t6, j, s));
                    out[t7 * 72 + j] = (_mm256_zeroupper(), at(t14, t7, j, s));
                    out[t8 * 72 + j] = (_mm256_zeroupper(), at(t14, t8, j, s));
                    out[t9 * 72 + j] = (_mm256_zeroupper(), at(t14, t9, j, s));
                }
            }
        }
    L147:;
    }
    for (; i_1 < rows; i_1++) {
        t1 = 0L;
        for (;;) {
            long t15 = t1 + 8L;
            int t16 = (int)t1;
            float *t17 = &out[i_1 * 72 + t16];
            const float *t18 = in;
            vcc_v8_long t58 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t59 = t58 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t60 = (__m256)vcc_gather(vcc_v8_float, t18 + (t16 * 72 + i_1), t59);
            __m256 t61 = _mm256_set1_ps(s);
            __m256 t62 = _mm256_mul_ps(t60, t61);
            _mm256_storeu_ps(t17, t62);
            int t55 = (int)t15;
            float *t56 = &out[i_1 * 72 + t55];
            const float *t57 = in;
            vcc_v8_long t66 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t67 = t66 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t68 = (__m256)vcc_gather(vcc_v8_float, t57 + (t55 * 72 + i_1), t67);
            __m256 t69 = _mm256_set1_ps(s);
            __m256 t70 = _mm256_mul_ps(t68, t69);
            _mm256_storeu_ps(t56, t70);
            t1 += 16L;
            if (t1 >= 48L) {
                int j_1 = 48;
                for (;; j_1++) {
                    if (j_1 >= 53) {
                        goto L148;
                    }
                    out[i_1 * 72 + j_1] = (_mm256_zeroupper(), at(in, i_1, j_1, s));
                }
            }
        }
    L148:;
    }
}

__attribute__((target("avx2"))) void cols16(int rows, float s) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    int i_1;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= rows) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= rows) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= rows) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= rows) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= rows) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= rows) {
            i_1 = i;
            break;
        }
        t2 = 0L;
        for (;;) {
            long t10 = t2 + 8L;
            int t11 = (int)t2;
            float *t12 = &out[i * 72 + t11];
            const float *t13 = in;
            const float *t20 = t13 + (t11 * 72 + i);
            __m256 t21 = _mm256_loadu_ps(t20 + 0);
            __m256 t22 = _mm256_loadu_ps(t20 + 72);
            __m256 t23 = _mm256_loadu_ps(t20 + 144);
            __m256 t24 = _mm256_loadu_ps(t20 + 216);
            __m256 t25 = _mm256_loadu_ps(t20 + 288);
            __m256 t26 = _mm256_loadu_ps(t20 + 360);
            __m256 t27 = _mm256_loadu_ps(t20 + 432);
            __m256 t28 = _mm256_loadu_ps(t20 + 504);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x20);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x31);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x20);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x31);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x20);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x31);
            __m256 t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x20);
            __m256 t52 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x31);
            __m256 t53 = _mm256_set1_ps(s);
            __m256 t54 = _mm256_mul_ps(t45, t53);
            _mm256_storeu_ps(t12, t54);
            float *t19 = &out[t3 * 72 + t11];
            __m256 t64 = _mm256_set1_ps(s);
            __m256 t65 = _mm256_mul_ps(t46, t64);
            _mm256_storeu_ps(t19, t65);
            float *t63 = &out[t4 * 72 + t11];
            __m256 t72 = _mm256_set1_ps(s);
            __m256 t73 = _mm256_mul_ps(t47, t72);
            _mm256_storeu_ps(t63, t73);
            float *t71 = &out[t5 * 72 + t11];
            __m256 t75 = _mm256_set1_ps(s);
            __m256 t76 = _mm256_mul_ps(t48, t75);
            _mm256_storeu_ps(t71, t76);
            float *t74 = &out[t6 * 72 + t11];
            __m256 t78 = _mm256_set1_ps(s);
            __m256 t79 = _mm256_mul_ps(t49, t78);
            _mm256_storeu_ps(t74, t79);
            float *t77 = &out[t7 * 72 + t11];
            __m256 t81 = _mm256_set1_ps(s);
            __m256 t82 = _mm256_mul_ps(t50, t81);
            _mm256_storeu_ps(t77, t82);
            float *t80 = &out[t8 * 72 + t11];
            __m256 t84 = _mm256_set1_ps(s);
            __m256 t85 = _mm256_mul_ps(t51, t84);
            _mm256_storeu_ps(t80, t85);
            float *t83 = &out[t9 * 72 + t11];
            __m256 t89 = _mm256_set1_ps(s);
            __m256 t90 = _mm256_mul_ps(t52, t89);
            _mm256_storeu_ps(t83, t90);
            int t86 = (int)t10;
            float *t87 = &out[i * 72 + t86];
            const float *t88 = in;
            const float *t92 = t88 + (t86 * 72 + i);
            __m256 t93 = _mm256_loadu_ps(t92 + 0);
            __m256 t94 = _mm256_loadu_ps(t92 + 72);
            __m256 t95 = _mm256_loadu_ps(t92 + 144);
            __m256 t96 = _mm256_loadu_ps(t92 + 216);
            __m256 t97 = _mm256_loadu_ps(t92 + 288);
            __m256 t98 = _mm256_loadu_ps(t92 + 360);
            __m256 t99 = _mm256_loadu_ps(t92 + 432);
            __m256 t100 = _mm256_loadu_ps(t92 + 504);
            __m256 t101 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x20);
            __m256 t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x31);
            __m256 t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x20);
            __m256 t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x31);
            __m256 t105 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t95, t99), _mm256_unpackhi_ps(t95, t99), 0x20);
            __m256 t106 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t95, t99), _mm256_unpackhi_ps(t95, t99), 0x31);
            __m256 t107 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x20);
            __m256 t108 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x31);
            __m256 t109 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x20);
            __m256 t110 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x31);
            __m256 t111 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x20);
            __m256 t112 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x31);
            __m256 t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t103, t107), _mm256_unpackhi_ps(t103, t107), 0x20);
            __m256 t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t103, t107), _mm256_unpackhi_ps(t103, t107), 0x31);
            __m256 t115 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x20);
            __m256 t116 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x31);
            __m256 t117 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t109, t113), _mm256_unpackhi_ps(t109, t113), 0x20);
            __m256 t118 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t109, t113), _mm256_unpackhi_ps(t109, t113), 0x31);
            __m256 t119 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t110, t114), _mm256_unpackhi_ps(t110, t114), 0x20);
            __m256 t120 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t110, t114), _mm256_unpackhi_ps(t110, t114), 0x31);
            __m256 t121 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t111, t115), _mm256_unpackhi_ps(t111, t115), 0x20);
            __m256 t122 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t111, t115), _mm256_unpackhi_ps(t111, t115), 0x31);
            __m256 t123 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t112, t116), _mm256_unpackhi_ps(t112, t116), 0x20);
            __m256 t124 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t112, t116), _mm256_unpackhi_ps(t112, t116), 0x31);
            __m256 t125 = _mm256_set1_ps(s);
            __m256 t126 = _mm256_mul_ps(t117, t125);
            _mm256_storeu_ps(t87, t126);
            float *t91 = &out[t3 * 72 + t86];
            __m256 t128 = _mm256_set1_ps(s);
            __m256 t129 = _mm256_mul_ps(t118, t128);
            _mm256_storeu_ps(t91, t129);
            float *t127 = &out[t4 * 72 + t86];
            __m256 t131 = _mm256_set1_ps(s);
            __m256 t132 = _mm256_mul_ps(t119, t131);
            _mm256_storeu_ps(t127, t132);
            float *t130 = &out[t5 * 72 + t86];
            __m256 t134 = _mm256_set1_ps(s);
            __m256 t135 = _mm256_mul_ps(t120, t134);
            _mm256_storeu_ps(t130, t135);
            float *t133 = &out[t6 * 72 + t86];
            __m256 t137 = _mm256_set1_ps(s);
            __m256 t138 = _mm256_mul_ps(t121, t137);
            _mm256_storeu_ps(t133, t138);
            float *t136 = &out[t7 * 72 + t86];
            __m256 t140 = _mm256_set1_ps(s);
            __m256 t141 = _mm256_mul_ps(t122, t140);
            _mm256_storeu_ps(t136, t141);
            float *t139 = &out[t8 * 72 + t86];
            __m256 t143 = _mm256_set1_ps(s);
            __m256 t144 = _mm256_mul_ps(t123, t143);
            _mm256_storeu_ps(t139, t144);
            float *t142 = &out[t9 * 72 + t86];
            __m256 t145 = _mm256_set1_ps(s);
            __m256 t146 = _mm256_mul_ps(t124, t145);
            _mm256_storeu_ps(t142, t146);
            t2 += 16L;
            if (t2 >= 16L) {
                int j = 16;
                for (;; j++) {
                    if (j >= 16) {
                        goto L147;
                    }
                    const float *t14 = in;
                    out[i * 72 + j] = (_mm256_zeroupper(), at(t14, i, j, s));
                    out[t3 * 72 + j] = (_mm256_zeroupper(), at(t14, t3, j, s));
                    out[t4 * 72 + j] = (_mm256_zeroupper(), at(t14, t4, j, s));
                    out[t5 * 72 + j] = (_mm256_zeroupper(), at(t14, t5, j, s));
                    out[t6 * 72 + j] = (_mm256_zeroupper(), at(t14, t6, j, s));
                    out[t7 * 72 + j] = (_mm256_zeroupper(), at(t14, t7, j, s));
                    out[t8 * 72 + j] = (_mm256_zeroupper(), at(t14, t8, j, s));
                    out[t9 * 72 + j] = (_mm256_zeroupper(), at(t14, t9, j, s));
                }
            }
        }
    L147:;
    }
    for (; i_1 < rows; i_1++) {
        t1 = 0L;
        for (;;) {
            long t15 = t1 + 8L;
            int t16 = (int)t1;
            float *t17 = &out[i_1 * 72 + t16];
            const float *t18 = in;
            vcc_v8_long t58 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t59 = t58 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t60 = (__m256)vcc_gather(vcc_v8_float, t18 + (t16 * 72 + i_1), t59);
            __m256 t61 = _mm256_set1_ps(s);
            __m256 t62 = _mm256_mul_ps(t60, t61);
            _mm256_storeu_ps(t17, t62);
            int t55 = (int)t15;
            float *t56 = &out[i_1 * 72 + t55];
            const float *t57 = in;
            vcc_v8_long t66 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t67 = t66 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t68 = (__m256)vcc_gather(vcc_v8_float, t57 + (t55 * 72 + i_1), t67);
            __m256 t69 = _mm256_set1_ps(s);
            __m256 t70 = _mm256_mul_ps(t68, t69);
            _mm256_storeu_ps(t56, t70);
            t1 += 16L;
            if (t1 >= 16L) {
                int j_1 = 16;
                for (;; j_1++) {
                    if (j_1 >= 16) {
                        goto L148;
                    }
                    out[i_1 * 72 + j_1] = (_mm256_zeroupper(), at(in, i_1, j_1, s));
                }
            }
        }
    L148:;
    }
}

__attribute__((target("avx2"))) void cols70(int rows, float s) {
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    int i_1;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= rows) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= rows) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= rows) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= rows) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= rows) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= rows) {
            i_1 = i;
            break;
        }
        t2 = 0L;
        for (;;) {
            long t10 = t2 + 8L;
            long t11 = t2 + 16L;
            long t12 = t2 + 24L;
            int t13 = (int)t2;
            float *t14 = &out[i * 72 + t13];
            const float *t15 = in;
            const float *t24 = t15 + (t13 * 72 + i);
            __m256 t25 = _mm256_loadu_ps(t24 + 0);
            __m256 t26 = _mm256_loadu_ps(t24 + 72);
            __m256 t27 = _mm256_loadu_ps(t24 + 144);
            __m256 t28 = _mm256_loadu_ps(t24 + 216);
            __m256 t29 = _mm256_loadu_ps(t24 + 288);
            __m256 t30 = _mm256_loadu_ps(t24 + 360);
            __m256 t31 = _mm256_loadu_ps(t24 + 432);
            __m256 t32 = _mm256_loadu_ps(t24 + 504);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x20);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x31);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x20);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x31);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x20);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x31);
            __m256 t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t42, t46), _mm256_unpackhi_ps(t42, t46), 0x20);
            __m256 t52 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t42, t46), _mm256_unpackhi_ps(t42, t46), 0x31);
            __m256 t53 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t43, t47), _mm256_unpackhi_ps(t43, t47), 0x20);
            __m256 t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t43, t47), _mm256_unpackhi_ps(t43, t47), 0x31);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t44, t48), _mm256_unpackhi_ps(t44, t48), 0x20);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t44, t48), _mm256_unpackhi_ps(t44, t48), 0x31);
            __m256 t57 = _mm256_set1_ps(s);
            __m256 t58 = _mm256_mul_ps(t49, t57);
            _mm256_storeu_ps(t14, t58);
            float *t23 = &out[t3 * 72 + t13];
            __m256 t68 = _mm256_set1_ps(s);
            __m256 t69 = _mm256_mul_ps(t50, t68);
            _mm256_storeu_ps(t23, t69);
            float *t67 = &out[t4 * 72 + t13];
            __m256 t79 = _mm256_set1_ps(s);
            __m256 t80 = _mm256_mul_ps(t51, t79);
            _mm256_storeu_ps(t67, t80);
            float *t78 = &out[t5 * 72 + t13];
            __m256 t90 = _mm256_set1_ps(s);
            __m256 t91 = _mm256_mul_ps(t52, t90);
            _mm256_storeu_ps(t78, t91);
            float *t89 = &out[t6 * 72 + t13];
            __m256 t98 = _mm256_set1_ps(s);
            __m256 t99 = _mm256_mul_ps(t53, t98);
            _mm256_storeu_ps(t89, t99);
            float *t97 = &out[t7 * 72 + t13];
            __m256 t101 = _mm256_set1_ps(s);
            __m256 t102 = _mm256_mul_ps(t54, t101);
            _mm256_storeu_ps(t97, t102);
            float *t100 = &out[t8 * 72 + t13];
            __m256 t104 = _mm256_set1_ps(s);
            __m256 t105 = _mm256_mul_ps(t55, t104);
            _mm256_storeu_ps(t100, t105);
            float *t103 = &out[t9 * 72 + t13];
            __m256 t109 = _mm256_set1_ps(s);
            __m256 t110 = _mm256_mul_ps(t56, t109);
            _mm256_storeu_ps(t103, t110);
            int t106 = (int)t10;
            float *t107 = &out[i * 72 + t106];
            const float *t108 = in;
            const float *t112 = t108 + (t106 * 72 + i);
            __m256 t113 = _mm256_loadu_ps(t112 + 0);
            __m256 t114 = _mm256_loadu_ps(t112 + 72);
            __m256 t115 = _mm256_loadu_ps(t112 + 144);
            __m256 t116 = _mm256_loadu_ps(t112 + 216);
            __m256 t117 = _mm256_loadu_ps(t112 + 288);
            __m256 t118 = _mm256_loadu_ps(t112 + 360);
            __m256 t119 = _mm256_loadu_ps(t112 + 432);
            __m256 t120 = _mm256_loadu_ps(t112 + 504);
            __m256 t121 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t113, t117), _mm256_unpackhi_ps(t113, t117), 0x20);
            __m256 t122 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t113, t117), _mm256_unpackhi_ps(t113, t117), 0x31);
            __m256 t123 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t114, t118), _mm256_unpackhi_ps(t114, t118), 0x20);
            __m256 t124 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t114, t118), _mm256_unpackhi_ps(t114, t118), 0x31);
            __m256 t125 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t115, t119), _mm256_unpackhi_ps(t115, t119), 0x20);
            __m256 t126 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t115, t119), _mm256_unpackhi_ps(t115, t119), 0x31);
            __m256 t127 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t116, t120), _mm256_unpackhi_ps(t116, t120), 0x20);
            __m256 t128 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t116, t120), _mm256_unpackhi_ps(t116, t120), 0x31);
            __m256 t129 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t121, t125), _mm256_unpackhi_ps(t121, t125), 0x20);
            __m256 t130 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t121, t125), _mm256_unpackhi_ps(t121, t125), 0x31);
            __m256 t131 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t122, t126), _mm256_unpackhi_ps(t122, t126), 0x20);
            __m256 t132 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t122, t126), _mm256_unpackhi_ps(t122, t126), 0x31);
            __m256 t133 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t123, t127), _mm256_unpackhi_ps(t123, t127), 0x20);
            __m256 t134 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t123, t127), _mm256_unpackhi_ps(t123, t127), 0x31);
            __m256 t135 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t124, t128), _mm256_unpackhi_ps(t124, t128), 0x20);
            __m256 t136 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t124, t128), _mm256_unpackhi_ps(t124, t128), 0x31);
            __m256 t137 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t129, t133), _mm256_unpackhi_ps(t129, t133), 0x20);
            __m256 t138 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t129, t133), _mm256_unpackhi_ps(t129, t133), 0x31);
            __m256 t139 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t130, t134), _mm256_unpackhi_ps(t130, t134), 0x20);
            __m256 t140 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t130, t134), _mm256_unpackhi_ps(t130, t134), 0x31);
            __m256 t141 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t131, t135), _mm256_unpackhi_ps(t131, t135), 0x20);
            __m256 t142 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t131, t135), _mm256_unpackhi_ps(t131, t135), 0x31);
            __m256 t143 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t132, t136), _mm256_unpackhi_ps(t132, t136), 0x20);
            __m256 t144 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t132, t136), _mm256_unpackhi_ps(t132, t136), 0x31);
            __m256 t145 = _mm256_set1_ps(s);
            __m256 t146 = _mm256_mul_ps(t137, t145);
            _mm256_storeu_ps(t107, t146);
            float *t111 = &out[t3 * 72 + t106];
            __m256 t148 = _mm256_set1_ps(s);
            __m256 t149 = _mm256_mul_ps(t138, t148);
            _mm256_storeu_ps(t111, t149);
            float *t147 = &out[t4 * 72 + t106];
            __m256 t151 = _mm256_set1_ps(s);
            __m256 t152 = _mm256_mul_ps(t139, t151);
            _mm256_storeu_ps(t147, t152);
            float *t150 = &out[t5 * 72 + t106];
            __m256 t154 = _mm256_set1_ps(s);
            __m256 t155 = _mm256_mul_ps(t140, t154);
            _mm256_storeu_ps(t150, t155);
            float *t153 = &out[t6 * 72 + t106];
            __m256 t157 = _mm256_set1_ps(s);
            __m256 t158 = _mm256_mul_ps(t141, t157);
            _mm256_storeu_ps(t153, t158);
            float *t156 = &out[t7 * 72 + t106];
            __m256 t160 = _mm256_set1_ps(s);
            __m256 t161 = _mm256_mul_ps(t142, t160);
            _mm256_storeu_ps(t156, t161);
            float *t159 = &out[t8 * 72 + t106];
            __m256 t163 = _mm256_set1_ps(s);
            __m256 t164 = _mm256_mul_ps(t143, t163);
            _mm256_storeu_ps(t159, t164);
            float *t162 = &out[t9 * 72 + t106];
            __m256 t168 = _mm256_set1_ps(s);
            __m256 t169 = _mm256_mul_ps(t144, t168);
            _mm256_storeu_ps(t162, t169);
            int t165 = (int)t11;
            float *t166 = &out[i * 72 + t165];
            const float *t167 = in;
            const float *t171 = t167 + (t165 * 72 + i);
            __m256 t172 = _mm256_loadu_ps(t171 + 0);
            __m256 t173 = _mm256_loadu_ps(t171 + 72);
            __m256 t174 = _mm256_loadu_ps(t171 + 144);
            __m256 t175 = _mm256_loadu_ps(t171 + 216);
            __m256 t176 = _mm256_loadu_ps(t171 + 288);
            __m256 t177 = _mm256_loadu_ps(t171 + 360);
            __m256 t178 = _mm256_loadu_ps(t171 + 432);
            __m256 t179 = _mm256_loadu_ps(t171 + 504);
            __m256 t180 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t172, t176), _mm256_unpackhi_ps(t172, t176), 0x20);
            __m256 t181 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t172, t176), _mm256_unpackhi_ps(t172, t176), 0x31);
            __m256 t182 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t173, t177), _mm256_unpackhi_ps(t173, t177), 0x20);
            __m256 t183 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t173, t177), _mm256_unpackhi_ps(t173, t177), 0x31);
            __m256 t184 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t174, t178), _mm256_unpackhi_ps(t174, t178), 0x20);
            __m256 t185 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t174, t178), _mm256_unpackhi_ps(t174, t178), 0x31);
            __m256 t186 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t175, t179), _mm256_unpackhi_ps(t175, t179), 0x20);
            __m256 t187 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t175, t179), _mm256_unpackhi_ps(t175, t179), 0x31);
            __m256 t188 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t180, t184), _mm256_unpackhi_ps(t180, t184), 0x20);
            __m256 t189 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t180, t184), _mm256_unpackhi_ps(t180, t184), 0x31);
            __m256 t190 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t181, t185), _mm256_unpackhi_ps(t181, t185), 0x20);
            __m256 t191 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t181, t185), _mm256_unpackhi_ps(t181, t185), 0x31);
            __m256 t192 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t182, t186), _mm256_unpackhi_ps(t182, t186), 0x20);
            __m256 t193 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t182, t186), _mm256_unpackhi_ps(t182, t186), 0x31);
            __m256 t194 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t183, t187), _mm256_unpackhi_ps(t183, t187), 0x20);
            __m256 t195 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t183, t187), _mm256_unpackhi_ps(t183, t187), 0x31);
            __m256 t196 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t188, t192), _mm256_unpackhi_ps(t188, t192), 0x20);
            __m256 t197 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t188, t192), _mm256_unpackhi_ps(t188, t192), 0x31);
            __m256 t198 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t189, t193), _mm256_unpackhi_ps(t189, t193), 0x20);
            __m256 t199 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t189, t193), _mm256_unpackhi_ps(t189, t193), 0x31);
            __m256 t200 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t190, t194), _mm256_unpackhi_ps(t190, t194), 0x20);
            __m256 t201 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t190, t194), _mm256_unpackhi_ps(t190, t194), 0x31);
            __m256 t202 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t191, t195), _mm256_unpackhi_ps(t191, t195), 0x20);
            __m256 t203 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t191, t195), _mm256_unpackhi_ps(t191, t195), 0x31);
            __m256 t204 = _mm256_set1_ps(s);
            __m256 t205 = _mm256_mul_ps(t196, t204);
            _mm256_storeu_ps(t166, t205);
            float *t170 = &out[t3 * 72 + t165];
            __m256 t207 = _mm256_set1_ps(s);
            __m256 t208 = _mm256_mul_ps(t197, t207);
            _mm256_storeu_ps(t170, t208);
            float *t206 = &out[t4 * 72 + t165];
            __m256 t210 = _mm256_set1_ps(s);
            __m256 t211 = _mm256_mul_ps(t198, t210);
            _mm256_storeu_ps(t206, t211);
            float *t209 = &out[t5 * 72 + t165];
            __m256 t213 = _mm256_set1_ps(s);
            __m256 t214 = _mm256_mul_ps(t199, t213);
            _mm256_storeu_ps(t209, t214);
            float *t212 = &out[t6 * 72 + t165];
            __m256 t216 = _mm256_set1_ps(s);
            __m256 t217 = _mm256_mul_ps(t200, t216);
            _mm256_storeu_ps(t212, t217);
            float *t215 = &out[t7 * 72 + t165];
            __m256 t219 = _mm256_set1_ps(s);
            __m256 t220 = _mm256_mul_ps(t201, t219);
            _mm256_storeu_ps(t215, t220);
            float *t218 = &out[t8 * 72 + t165];
            __m256 t222 = _mm256_set1_ps(s);
            __m256 t223 = _mm256_mul_ps(t202, t222);
            _mm256_storeu_ps(t218, t223);
            float *t221 = &out[t9 * 72 + t165];
            __m256 t227 = _mm256_set1_ps(s);
            __m256 t228 = _mm256_mul_ps(t203, t227);
            _mm256_storeu_ps(t221, t228);
            int t224 = (int)t12;
            float *t225 = &out[i * 72 + t224];
            const float *t226 = in;
            const float *t230 = t226 + (t224 * 72 + i);
            __m256 t231 = _mm256_loadu_ps(t230 + 0);
            __m256 t232 = _mm256_loadu_ps(t230 + 72);
            __m256 t233 = _mm256_loadu_ps(t230 + 144);
            __m256 t234 = _mm256_loadu_ps(t230 + 216);
            __m256 t235 = _mm256_loadu_ps(t230 + 288);
            __m256 t236 = _mm256_loadu_ps(t230 + 360);
            __m256 t237 = _mm256_loadu_ps(t230 + 432);
            __m256 t238 = _mm256_loadu_ps(t230 + 504);
            __m256 t239 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t231, t235), _mm256_unpackhi_ps(t231, t235), 0x20);
            __m256 t240 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t231, t235), _mm256_unpackhi_ps(t231, t235), 0x31);
            __m256 t241 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t232, t236), _mm256_unpackhi_ps(t232, t236), 0x20);
            __m256 t242 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t232, t236), _mm256_unpackhi_ps(t232, t236), 0x31);
            __m256 t243 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t233, t237), _mm256_unpackhi_ps(t233, t237), 0x20);
            __m256 t244 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t233, t237), _mm256_unpackhi_ps(t233, t237), 0x31);
            __m256 t245 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t234, t238), _mm256_unpackhi_ps(t234, t238), 0x20);
            __m256 t246 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t234, t238), _mm256_unpackhi_ps(t234, t238), 0x31);
            __m256 t247 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t239, t243), _mm256_unpackhi_ps(t239, t243), 0x20);
            __m256 t248 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t239, t243), _mm256_unpackhi_ps(t239, t243), 0x31);
            __m256 t249 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t240, t244), _mm256_unpackhi_ps(t240, t244), 0x20);
            __m256 t250 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t240, t244), _mm256_unpackhi_ps(t240, t244), 0x31);
            __m256 t251 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t241, t245), _mm256_unpackhi_ps(t241, t245), 0x20);
            __m256 t252 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t241, t245), _mm256_unpackhi_ps(t241, t245), 0x31);
            __m256 t253 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t242, t246), _mm256_unpackhi_ps(t242, t246), 0x20);
            __m256 t254 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t242, t246), _mm256_unpackhi_ps(t242, t246), 0x31);
            __m256 t255 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t247, t251), _mm256_unpackhi_ps(t247, t251), 0x20);
            __m256 t256 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t247, t251), _mm256_unpackhi_ps(t247, t251), 0x31);
            __m256 t257 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t248, t252), _mm256_unpackhi_ps(t248, t252), 0x20);
            __m256 t258 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t248, t252), _mm256_unpackhi_ps(t248, t252), 0x31);
            __m256 t259 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t249, t253), _mm256_unpackhi_ps(t249, t253), 0x20);
            __m256 t260 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t249, t253), _mm256_unpackhi_ps(t249, t253), 0x31);
            __m256 t261 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t250, t254), _mm256_unpackhi_ps(t250, t254), 0x20);
            __m256 t262 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t250, t254), _mm256_unpackhi_ps(t250, t254), 0x31);
            __m256 t263 = _mm256_set1_ps(s);
            __m256 t264 = _mm256_mul_ps(t255, t263);
            _mm256_storeu_ps(t225, t264);
            float *t229 = &out[t3 * 72 + t224];
            __m256 t266 = _mm256_set1_ps(s);
            __m256 t267 = _mm256_mul_ps(t256, t266);
            _mm256_storeu_ps(t229, t267);
            float *t265 = &out[t4 * 72 + t224];
            __m256 t269 = _mm256_set1_ps(s);
            __m256 t270 = _mm256_mul_ps(t257, t269);
            _mm256_storeu_ps(t265, t270);
            float *t268 = &out[t5 * 72 + t224];
            __m256 t272 = _mm256_set1_ps(s);
            __m256 t273 = _mm256_mul_ps(t258, t272);
            _mm256_storeu_ps(t268, t273);
            float *t271 = &out[t6 * 72 + t224];
            __m256 t275 = _mm256_set1_ps(s);
            __m256 t276 = _mm256_mul_ps(t259, t275);
            _mm256_storeu_ps(t271, t276);
            float *t274 = &out[t7 * 72 + t224];
            __m256 t278 = _mm256_set1_ps(s);
            __m256 t279 = _mm256_mul_ps(t260, t278);
            _mm256_storeu_ps(t274, t279);
            float *t277 = &out[t8 * 72 + t224];
            __m256 t281 = _mm256_set1_ps(s);
            __m256 t282 = _mm256_mul_ps(t261, t281);
            _mm256_storeu_ps(t277, t282);
            float *t280 = &out[t9 * 72 + t224];
            __m256 t283 = _mm256_set1_ps(s);
            __m256 t284 = _mm256_mul_ps(t262, t283);
            _mm256_storeu_ps(t280, t284);
            t2 += 32L;
            if (t2 >= 64L) {
                int j = 64;
                for (;; j++) {
                    if (j >= 70) {
                        goto L285;
                    }
                    const float *t16 = in;
                    out[i * 72 + j] = (_mm256_zeroupper(), at(t16, i, j, s));
                    out[t3 * 72 + j] = (_mm256_zeroupper(), at(t16, t3, j, s));
                    out[t4 * 72 + j] = (_mm256_zeroupper(), at(t16, t4, j, s));
                    out[t5 * 72 + j] = (_mm256_zeroupper(), at(t16, t5, j, s));
                    out[t6 * 72 + j] = (_mm256_zeroupper(), at(t16, t6, j, s));
                    out[t7 * 72 + j] = (_mm256_zeroupper(), at(t16, t7, j, s));
                    out[t8 * 72 + j] = (_mm256_zeroupper(), at(t16, t8, j, s));
                    out[t9 * 72 + j] = (_mm256_zeroupper(), at(t16, t9, j, s));
                }
            }
        }
    L285:;
    }
    for (; i_1 < rows; i_1++) {
        t1 = 0L;
        for (;;) {
            long t17 = t1 + 8L;
            long t18 = t1 + 16L;
            long t19 = t1 + 24L;
            int t20 = (int)t1;
            float *t21 = &out[i_1 * 72 + t20];
            const float *t22 = in;
            vcc_v8_long t62 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t63 = t62 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t64 = (__m256)vcc_gather(vcc_v8_float, t22 + (t20 * 72 + i_1), t63);
            __m256 t65 = _mm256_set1_ps(s);
            __m256 t66 = _mm256_mul_ps(t64, t65);
            _mm256_storeu_ps(t21, t66);
            int t59 = (int)t17;
            float *t60 = &out[i_1 * 72 + t59];
            const float *t61 = in;
            vcc_v8_long t73 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t74 = t73 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t75 = (__m256)vcc_gather(vcc_v8_float, t61 + (t59 * 72 + i_1), t74);
            __m256 t76 = _mm256_set1_ps(s);
            __m256 t77 = _mm256_mul_ps(t75, t76);
            _mm256_storeu_ps(t60, t77);
            int t70 = (int)t18;
            float *t71 = &out[i_1 * 72 + t70];
            const float *t72 = in;
            vcc_v8_long t84 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t85 = t84 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t86 = (__m256)vcc_gather(vcc_v8_float, t72 + (t70 * 72 + i_1), t85);
            __m256 t87 = _mm256_set1_ps(s);
            __m256 t88 = _mm256_mul_ps(t86, t87);
            _mm256_storeu_ps(t71, t88);
            int t81 = (int)t19;
            float *t82 = &out[i_1 * 72 + t81];
            const float *t83 = in;
            vcc_v8_long t92 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t93 = t92 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t94 = (__m256)vcc_gather(vcc_v8_float, t83 + (t81 * 72 + i_1), t93);
            __m256 t95 = _mm256_set1_ps(s);
            __m256 t96 = _mm256_mul_ps(t94, t95);
            _mm256_storeu_ps(t82, t96);
            t1 += 32L;
            if (t1 >= 64L) {
                int j_1 = 64;
                for (;; j_1++) {
                    if (j_1 >= 70) {
                        goto L286;
                    }
                    out[i_1 * 72 + j_1] = (_mm256_zeroupper(), at(in, i_1, j_1, s));
                }
            }
        }
    L286:;
    }
}

__attribute__((target("avx2"))) void rewrite(int rows) {
    long t2;
    int i;
    for (i = 0; i < rows; i++) {
        t2 = 0L;
        for (;;) {
            long t3 = t2 + 8L;
            long t4 = t2 + 16L;
            long t5 = t2 + 24L;
            int t6 = (int)t2;
            float *t7 = &in[i * 72 + t6];
            const float *t8 = in;
            vcc_v8_long t15 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t16 = t15 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t17 = (__m256)vcc_gather(vcc_v8_float, t8 + (t6 * 72 + i), t16);
            __m256 t18 = _mm256_set1_ps(0.5f);
            __m256 t19 = _mm256_mul_ps(t17, t18);
            _mm256_storeu_ps(t7, t19);
            int t12 = (int)t3;
            float *t13 = &in[i * 72 + t12];
            const float *t14 = in;
            vcc_v8_long t28 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t29 = t28 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t30 = (__m256)vcc_gather(vcc_v8_float, t14 + (t12 * 72 + i), t29);
            __m256 t31 = _mm256_set1_ps(0.5f);
            __m256 t32 = _mm256_mul_ps(t30, t31);
            _mm256_storeu_ps(t13, t32);
            int t25 = (int)t4;
            float *t26 = &in[i * 72 + t25];
            const float *t27 = in;
            vcc_v8_long t36 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t37 = t36 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t38 = (__m256)vcc_gather(vcc_v8_float, t27 + (t25 * 72 + i), t37);
            __m256 t39 = _mm256_set1_ps(0.5f);
            __m256 t40 = _mm256_mul_ps(t38, t39);
            _mm256_storeu_ps(t26, t40);
            int t33 = (int)t5;
            float *t34 = &in[i * 72 + t33];
            const float *t35 = in;
            vcc_v8_long t41 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t42 = t41 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t43 = (__m256)vcc_gather(vcc_v8_float, t35 + (t33 * 72 + i), t42);
            __m256 t44 = _mm256_set1_ps(0.5f);
            __m256 t45 = _mm256_mul_ps(t43, t44);
            _mm256_storeu_ps(t34, t45);
            t2 += 32L;
            if (t2 >= 32L) {
                long t1 = 0L;
                for (;;) {
                    int t9 = (int)(32L + t1);
                    float *t10 = &in[i * 72 + t9];
                    const float *t11 = in;
                    vcc_v8_long t20 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                    vcc_v8_long t21 = t20 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
                    __m256 t22 = (__m256)vcc_gather(vcc_v8_float, t11 + (t9 * 72 + i), t21);
                    __m256 t23 = _mm256_set1_ps(0.5f);
                    __m256 t24 = _mm256_mul_ps(t22, t23);
                    _mm256_storeu_ps(t10, t24);
                    t1 += 8L;
                    if (t1 >= 8L) {
                        int j = 40;
                        for (;; j++) {
                            if (j >= 40) {
                                goto L46;
                            }
                            in[i * 72 + j] = (_mm256_zeroupper(), at(in, i, j, 0.5f));
                        }
                    }
                }
            }
        }
    L46:;
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

__attribute__((target("avx2"))) int main(void) {
    int counts[12];
    int t46;
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
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t5 = t4;
        __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(101));
        __m256i t7 = _mm256_min_epu32(t5, t6);
        __m256i t1 = t7;
        long t2 = 0L;
        for (;;) {
            long t8 = (long)(int)t2;
            __m256 t9 = _mm256_cvtepi32_ps(t1);
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.25f));
            __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t8], t11);
            _mm256_storeu_ps(&out[t8], _mm256_set1_ps(0.0f));
            long t12 = (long)(int)(t2 + 8L);
            __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(94));
            __m256i t14 = t13;
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(101));
            __m256i t16 = _mm256_min_epu32(t14, t15);
            __m256i t17 = t16;
            __m256 t18 = _mm256_cvtepi32_ps(t17);
            __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.25f));
            __m256 t20 = _mm256_sub_ps(t19, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t12], t20);
            _mm256_storeu_ps(&out[t12], _mm256_set1_ps(0.0f));
            long t21 = (long)(int)(t2 + 16L);
            __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(87));
            __m256i t23 = t22;
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(101));
            __m256i t25 = _mm256_min_epu32(t23, t24);
            __m256i t26 = t25;
            __m256 t27 = _mm256_cvtepi32_ps(t26);
            __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.25f));
            __m256 t29 = _mm256_sub_ps(t28, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t21], t29);
            _mm256_storeu_ps(&out[t21], _mm256_set1_ps(0.0f));
            long t30 = (long)(int)(t2 + 24L);
            __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(80));
            __m256i t32 = t31;
            __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(101));
            __m256i t34 = _mm256_min_epu32(t32, t33);
            __m256i t35 = t34;
            __m256 t36 = _mm256_cvtepi32_ps(t35);
            __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.25f));
            __m256 t38 = _mm256_sub_ps(t37, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t30], t38);
            _mm256_storeu_ps(&out[t30], _mm256_set1_ps(0.0f));
            t2 += 32L;
            __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(73));
            __m256i t40 = t39;
            __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(101));
            __m256i t42 = _mm256_min_epu32(t40, t41);
            __m256i t43 = t42;
            if (t2 >= 5184L) {
                break;
            }
            t1 = t43;
        }
        for (int e = 5184; e < 5184; e++) {
            long t44 = (long)e;
            in[t44] = (float)(e * 37 % 101) * 0.25f - 7.0f;
            out[t44] = 0.0f;
        }
        cols53(rows, 2.0f);
        const float *t45 = out;
        printf("%d cols53 %llx\n", rows, (_mm256_zeroupper(), hash(t45, 5184)));
        cols16(rows, -0.5f);
        printf("%d cols16 %llx\n", rows, (_mm256_zeroupper(), hash(t45, 5184)));
        cols70(rows, 3.0f);
        printf("%d cols70 %llx\n", rows, (_mm256_zeroupper(), hash(t45, 5184)));
        if (rows < 40) {
            t46 = rows;
        } else {
            t46 = 40;
        }
        rewrite(t46);
        printf("%d rewrite %llx\n", rows, (_mm256_zeroupper(), hash(in, 5184)));
    }
    return 0;
}
