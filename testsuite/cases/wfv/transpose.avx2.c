/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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

/* vcc: function at transpose.c:18 vector variant _ZGVdN8uulu_at of `at`: VL 8, unmasked, m uniform, i uniform, j linear step 1, s uniform */
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
    long j_vec;
    long j_vec_1;
    int i;
    int t1;
    int t2;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int i_1;
    i = 0;
    for (;; i = t7 + 1) {
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
        j_vec_1 = 0L;
        /* vcc: loop at transpose.c:25 vectorized: VF 8, UF 2, scalar epilogue */
        for (;;) {
            int t8 = (int)j_vec_1;
            float *t9 = &out[i * 72 + t8];
            const float *t10 = in;
            const float *t16 = t10 + (t8 * 72 + i);
            __m256 t17 = _mm256_loadu_ps(t16 + 0);
            __m256 t18 = _mm256_loadu_ps(t16 + 72);
            __m256 t19 = _mm256_loadu_ps(t16 + 144);
            __m256 t20 = _mm256_loadu_ps(t16 + 216);
            __m256 t21 = _mm256_loadu_ps(t16 + 288);
            __m256 t22 = _mm256_loadu_ps(t16 + 360);
            __m256 t23 = _mm256_loadu_ps(t16 + 432);
            __m256 t24 = _mm256_loadu_ps(t16 + 504);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x20);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x31);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
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
            __m256 t49 = _mm256_set1_ps(s);
            __m256 t50 = _mm256_mul_ps(t41, t49);
            _mm256_storeu_ps(t9, t50);
            float *t15 = &out[t1 * 72 + t8];
            __m256 t60 = _mm256_set1_ps(s);
            __m256 t61 = _mm256_mul_ps(t42, t60);
            _mm256_storeu_ps(t15, t61);
            float *t59 = &out[t2 * 72 + t8];
            __m256 t68 = _mm256_set1_ps(s);
            __m256 t69 = _mm256_mul_ps(t43, t68);
            _mm256_storeu_ps(t59, t69);
            float *t67 = &out[t3 * 72 + t8];
            __m256 t71 = _mm256_set1_ps(s);
            __m256 t72 = _mm256_mul_ps(t44, t71);
            _mm256_storeu_ps(t67, t72);
            float *t70 = &out[t4 * 72 + t8];
            __m256 t74 = _mm256_set1_ps(s);
            __m256 t75 = _mm256_mul_ps(t45, t74);
            _mm256_storeu_ps(t70, t75);
            float *t73 = &out[t5 * 72 + t8];
            __m256 t77 = _mm256_set1_ps(s);
            __m256 t78 = _mm256_mul_ps(t46, t77);
            _mm256_storeu_ps(t73, t78);
            float *t76 = &out[t6 * 72 + t8];
            __m256 t80 = _mm256_set1_ps(s);
            __m256 t81 = _mm256_mul_ps(t47, t80);
            _mm256_storeu_ps(t76, t81);
            float *t79 = &out[t7 * 72 + t8];
            __m256 t85 = _mm256_set1_ps(s);
            __m256 t86 = _mm256_mul_ps(t48, t85);
            _mm256_storeu_ps(t79, t86);
            int t82 = (int)(j_vec_1 + 8L);
            float *t83 = &out[i * 72 + t82];
            const float *t84 = in;
            const float *t88 = t84 + (t82 * 72 + i);
            __m256 t89 = _mm256_loadu_ps(t88 + 0);
            __m256 t90 = _mm256_loadu_ps(t88 + 72);
            __m256 t91 = _mm256_loadu_ps(t88 + 144);
            __m256 t92 = _mm256_loadu_ps(t88 + 216);
            __m256 t93 = _mm256_loadu_ps(t88 + 288);
            __m256 t94 = _mm256_loadu_ps(t88 + 360);
            __m256 t95 = _mm256_loadu_ps(t88 + 432);
            __m256 t96 = _mm256_loadu_ps(t88 + 504);
            __m256 t97 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t93), _mm256_unpackhi_ps(t89, t93), 0x20);
            __m256 t98 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t93), _mm256_unpackhi_ps(t89, t93), 0x31);
            __m256 t99 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t94), _mm256_unpackhi_ps(t90, t94), 0x20);
            __m256 t100 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t94), _mm256_unpackhi_ps(t90, t94), 0x31);
            __m256 t101 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x20);
            __m256 t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x31);
            __m256 t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t92, t96), _mm256_unpackhi_ps(t92, t96), 0x20);
            __m256 t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t92, t96), _mm256_unpackhi_ps(t92, t96), 0x31);
            __m256 t105 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t97, t101), _mm256_unpackhi_ps(t97, t101), 0x20);
            __m256 t106 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t97, t101), _mm256_unpackhi_ps(t97, t101), 0x31);
            __m256 t107 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t98, t102), _mm256_unpackhi_ps(t98, t102), 0x20);
            __m256 t108 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t98, t102), _mm256_unpackhi_ps(t98, t102), 0x31);
            __m256 t109 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x20);
            __m256 t110 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x31);
            __m256 t111 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t100, t104), _mm256_unpackhi_ps(t100, t104), 0x20);
            __m256 t112 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t100, t104), _mm256_unpackhi_ps(t100, t104), 0x31);
            __m256 t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x20);
            __m256 t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x31);
            __m256 t115 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x20);
            __m256 t116 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x31);
            __m256 t117 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x20);
            __m256 t118 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x31);
            __m256 t119 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t108, t112), _mm256_unpackhi_ps(t108, t112), 0x20);
            __m256 t120 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t108, t112), _mm256_unpackhi_ps(t108, t112), 0x31);
            __m256 t121 = _mm256_set1_ps(s);
            __m256 t122 = _mm256_mul_ps(t113, t121);
            _mm256_storeu_ps(t83, t122);
            float *t87 = &out[t1 * 72 + t82];
            __m256 t124 = _mm256_set1_ps(s);
            __m256 t125 = _mm256_mul_ps(t114, t124);
            _mm256_storeu_ps(t87, t125);
            float *t123 = &out[t2 * 72 + t82];
            __m256 t127 = _mm256_set1_ps(s);
            __m256 t128 = _mm256_mul_ps(t115, t127);
            _mm256_storeu_ps(t123, t128);
            float *t126 = &out[t3 * 72 + t82];
            __m256 t130 = _mm256_set1_ps(s);
            __m256 t131 = _mm256_mul_ps(t116, t130);
            _mm256_storeu_ps(t126, t131);
            float *t129 = &out[t4 * 72 + t82];
            __m256 t133 = _mm256_set1_ps(s);
            __m256 t134 = _mm256_mul_ps(t117, t133);
            _mm256_storeu_ps(t129, t134);
            float *t132 = &out[t5 * 72 + t82];
            __m256 t136 = _mm256_set1_ps(s);
            __m256 t137 = _mm256_mul_ps(t118, t136);
            _mm256_storeu_ps(t132, t137);
            float *t135 = &out[t6 * 72 + t82];
            __m256 t139 = _mm256_set1_ps(s);
            __m256 t140 = _mm256_mul_ps(t119, t139);
            _mm256_storeu_ps(t135, t140);
            float *t138 = &out[t7 * 72 + t82];
            __m256 t141 = _mm256_set1_ps(s);
            __m256 t142 = _mm256_mul_ps(t120, t141);
            _mm256_storeu_ps(t138, t142);
            j_vec_1 += 16L;
            if (j_vec_1 >= 48L) {
                int j = 48;
                for (;; j++) {
                    if (j >= 53) {
                        goto L143;
                    }
                    const float *t11 = in;
                    out[i * 72 + j] = (_mm256_zeroupper(), at(t11, i, j, s));
                    out[t1 * 72 + j] = (_mm256_zeroupper(), at(t11, t1, j, s));
                    out[t2 * 72 + j] = (_mm256_zeroupper(), at(t11, t2, j, s));
                    out[t3 * 72 + j] = (_mm256_zeroupper(), at(t11, t3, j, s));
                    out[t4 * 72 + j] = (_mm256_zeroupper(), at(t11, t4, j, s));
                    out[t5 * 72 + j] = (_mm256_zeroupper(), at(t11, t5, j, s));
                    out[t6 * 72 + j] = (_mm256_zeroupper(), at(t11, t6, j, s));
                    out[t7 * 72 + j] = (_mm256_zeroupper(), at(t11, t7, j, s));
                }
            }
        }
    L143:;
    }
    for (; i_1 < rows; i_1++) {
        j_vec = 0L;
        /* vcc: loop at transpose.c:25 vectorized: VF 8, UF 2, scalar epilogue */
        for (;;) {
            int t12 = (int)j_vec;
            float *t13 = &out[i_1 * 72 + t12];
            const float *t14 = in;
            vcc_v8_long t54 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t55 = t54 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t56 = (__m256)vcc_gather(vcc_v8_float, t14 + (t12 * 72 + i_1), t55);
            __m256 t57 = _mm256_set1_ps(s);
            __m256 t58 = _mm256_mul_ps(t56, t57);
            _mm256_storeu_ps(t13, t58);
            int t51 = (int)(j_vec + 8L);
            float *t52 = &out[i_1 * 72 + t51];
            const float *t53 = in;
            vcc_v8_long t62 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t63 = t62 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t64 = (__m256)vcc_gather(vcc_v8_float, t53 + (t51 * 72 + i_1), t63);
            __m256 t65 = _mm256_set1_ps(s);
            __m256 t66 = _mm256_mul_ps(t64, t65);
            _mm256_storeu_ps(t52, t66);
            j_vec += 16L;
            if (j_vec >= 48L) {
                int j_1 = 48;
                for (;; j_1++) {
                    if (j_1 >= 53) {
                        goto L144;
                    }
                    out[i_1 * 72 + j_1] = (_mm256_zeroupper(), at(in, i_1, j_1, s));
                }
            }
        }
    L144:;
    }
}

__attribute__((target("avx2"))) void cols16(int rows, float s) {
    int t7;
    int i_1;
    int i = 0;
    for (;; i = t7 + 1) {
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
        int t3 = t2 + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= rows) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= rows) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= rows) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= rows) {
            i_1 = i;
            break;
        }
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:33 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            int t8 = (int)j_vec_1;
            float *t9 = &out[i * 72 + t8];
            const float *t10 = in;
            const float *t15 = t10 + (t8 * 72 + i);
            __m256 t16 = _mm256_loadu_ps(t15 + 0);
            __m256 t17 = _mm256_loadu_ps(t15 + 72);
            __m256 t18 = _mm256_loadu_ps(t15 + 144);
            __m256 t19 = _mm256_loadu_ps(t15 + 216);
            __m256 t20 = _mm256_loadu_ps(t15 + 288);
            __m256 t21 = _mm256_loadu_ps(t15 + 360);
            __m256 t22 = _mm256_loadu_ps(t15 + 432);
            __m256 t23 = _mm256_loadu_ps(t15 + 504);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x20);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x31);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x20);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x31);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x20);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x31);
            __m256 t48 = _mm256_set1_ps(s);
            __m256 t49 = _mm256_mul_ps(t40, t48);
            _mm256_storeu_ps(t9, t49);
            float *t14 = &out[t1 * 72 + t8];
            __m256 t59 = _mm256_set1_ps(s);
            __m256 t60 = _mm256_mul_ps(t41, t59);
            _mm256_storeu_ps(t14, t60);
            float *t58 = &out[t2 * 72 + t8];
            __m256 t67 = _mm256_set1_ps(s);
            __m256 t68 = _mm256_mul_ps(t42, t67);
            _mm256_storeu_ps(t58, t68);
            float *t66 = &out[t3 * 72 + t8];
            __m256 t70 = _mm256_set1_ps(s);
            __m256 t71 = _mm256_mul_ps(t43, t70);
            _mm256_storeu_ps(t66, t71);
            float *t69 = &out[t4 * 72 + t8];
            __m256 t73 = _mm256_set1_ps(s);
            __m256 t74 = _mm256_mul_ps(t44, t73);
            _mm256_storeu_ps(t69, t74);
            float *t72 = &out[t5 * 72 + t8];
            __m256 t76 = _mm256_set1_ps(s);
            __m256 t77 = _mm256_mul_ps(t45, t76);
            _mm256_storeu_ps(t72, t77);
            float *t75 = &out[t6 * 72 + t8];
            __m256 t79 = _mm256_set1_ps(s);
            __m256 t80 = _mm256_mul_ps(t46, t79);
            _mm256_storeu_ps(t75, t80);
            float *t78 = &out[t7 * 72 + t8];
            __m256 t84 = _mm256_set1_ps(s);
            __m256 t85 = _mm256_mul_ps(t47, t84);
            _mm256_storeu_ps(t78, t85);
            int t81 = (int)(j_vec_1 + 8L);
            float *t82 = &out[i * 72 + t81];
            const float *t83 = in;
            const float *t87 = t83 + (t81 * 72 + i);
            __m256 t88 = _mm256_loadu_ps(t87 + 0);
            __m256 t89 = _mm256_loadu_ps(t87 + 72);
            __m256 t90 = _mm256_loadu_ps(t87 + 144);
            __m256 t91 = _mm256_loadu_ps(t87 + 216);
            __m256 t92 = _mm256_loadu_ps(t87 + 288);
            __m256 t93 = _mm256_loadu_ps(t87 + 360);
            __m256 t94 = _mm256_loadu_ps(t87 + 432);
            __m256 t95 = _mm256_loadu_ps(t87 + 504);
            __m256 t96 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t88, t92), _mm256_unpackhi_ps(t88, t92), 0x20);
            __m256 t97 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t88, t92), _mm256_unpackhi_ps(t88, t92), 0x31);
            __m256 t98 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t93), _mm256_unpackhi_ps(t89, t93), 0x20);
            __m256 t99 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t93), _mm256_unpackhi_ps(t89, t93), 0x31);
            __m256 t100 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t94), _mm256_unpackhi_ps(t90, t94), 0x20);
            __m256 t101 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t94), _mm256_unpackhi_ps(t90, t94), 0x31);
            __m256 t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x20);
            __m256 t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x31);
            __m256 t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x20);
            __m256 t105 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x31);
            __m256 t106 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t97, t101), _mm256_unpackhi_ps(t97, t101), 0x20);
            __m256 t107 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t97, t101), _mm256_unpackhi_ps(t97, t101), 0x31);
            __m256 t108 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t98, t102), _mm256_unpackhi_ps(t98, t102), 0x20);
            __m256 t109 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t98, t102), _mm256_unpackhi_ps(t98, t102), 0x31);
            __m256 t110 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x20);
            __m256 t111 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x31);
            __m256 t112 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x20);
            __m256 t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x31);
            __m256 t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x20);
            __m256 t115 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x31);
            __m256 t116 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x20);
            __m256 t117 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x31);
            __m256 t118 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x20);
            __m256 t119 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x31);
            __m256 t120 = _mm256_set1_ps(s);
            __m256 t121 = _mm256_mul_ps(t112, t120);
            _mm256_storeu_ps(t82, t121);
            float *t86 = &out[t1 * 72 + t81];
            __m256 t123 = _mm256_set1_ps(s);
            __m256 t124 = _mm256_mul_ps(t113, t123);
            _mm256_storeu_ps(t86, t124);
            float *t122 = &out[t2 * 72 + t81];
            __m256 t126 = _mm256_set1_ps(s);
            __m256 t127 = _mm256_mul_ps(t114, t126);
            _mm256_storeu_ps(t122, t127);
            float *t125 = &out[t3 * 72 + t81];
            __m256 t129 = _mm256_set1_ps(s);
            __m256 t130 = _mm256_mul_ps(t115, t129);
            _mm256_storeu_ps(t125, t130);
            float *t128 = &out[t4 * 72 + t81];
            __m256 t132 = _mm256_set1_ps(s);
            __m256 t133 = _mm256_mul_ps(t116, t132);
            _mm256_storeu_ps(t128, t133);
            float *t131 = &out[t5 * 72 + t81];
            __m256 t135 = _mm256_set1_ps(s);
            __m256 t136 = _mm256_mul_ps(t117, t135);
            _mm256_storeu_ps(t131, t136);
            float *t134 = &out[t6 * 72 + t81];
            __m256 t138 = _mm256_set1_ps(s);
            __m256 t139 = _mm256_mul_ps(t118, t138);
            _mm256_storeu_ps(t134, t139);
            float *t137 = &out[t7 * 72 + t81];
            __m256 t140 = _mm256_set1_ps(s);
            __m256 t141 = _mm256_mul_ps(t119, t140);
            _mm256_storeu_ps(t137, t141);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
    }
    for (; i_1 < rows; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:33 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            int t11 = (int)j_vec;
            float *t12 = &out[i_1 * 72 + t11];
            const float *t13 = in;
            vcc_v8_long t53 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t54 = t53 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t55 = (__m256)vcc_gather(vcc_v8_float, t13 + (t11 * 72 + i_1), t54);
            __m256 t56 = _mm256_set1_ps(s);
            __m256 t57 = _mm256_mul_ps(t55, t56);
            _mm256_storeu_ps(t12, t57);
            int t50 = (int)(j_vec + 8L);
            float *t51 = &out[i_1 * 72 + t50];
            const float *t52 = in;
            vcc_v8_long t61 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t62 = t61 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t63 = (__m256)vcc_gather(vcc_v8_float, t52 + (t50 * 72 + i_1), t62);
            __m256 t64 = _mm256_set1_ps(s);
            __m256 t65 = _mm256_mul_ps(t63, t64);
            _mm256_storeu_ps(t51, t65);
            j_vec += 16L;
        } while (j_vec < 16L);
    }
}

__attribute__((target("avx2"))) void cols70(int rows, float s) {
    long j_vec;
    long j_vec_1;
    int i;
    int t1;
    int t2;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int i_1;
    i = 0;
    for (;; i = t7 + 1) {
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
        j_vec_1 = 0L;
        /* vcc: loop at transpose.c:41 vectorized: VF 8, UF 4, scalar epilogue */
        for (;;) {
            int t8 = (int)j_vec_1;
            float *t9 = &out[i * 72 + t8];
            const float *t10 = in;
            const float *t16 = t10 + (t8 * 72 + i);
            __m256 t17 = _mm256_loadu_ps(t16 + 0);
            __m256 t18 = _mm256_loadu_ps(t16 + 72);
            __m256 t19 = _mm256_loadu_ps(t16 + 144);
            __m256 t20 = _mm256_loadu_ps(t16 + 216);
            __m256 t21 = _mm256_loadu_ps(t16 + 288);
            __m256 t22 = _mm256_loadu_ps(t16 + 360);
            __m256 t23 = _mm256_loadu_ps(t16 + 432);
            __m256 t24 = _mm256_loadu_ps(t16 + 504);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x20);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x31);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
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
            __m256 t49 = _mm256_set1_ps(s);
            __m256 t50 = _mm256_mul_ps(t41, t49);
            _mm256_storeu_ps(t9, t50);
            float *t15 = &out[t1 * 72 + t8];
            __m256 t60 = _mm256_set1_ps(s);
            __m256 t61 = _mm256_mul_ps(t42, t60);
            _mm256_storeu_ps(t15, t61);
            float *t59 = &out[t2 * 72 + t8];
            __m256 t71 = _mm256_set1_ps(s);
            __m256 t72 = _mm256_mul_ps(t43, t71);
            _mm256_storeu_ps(t59, t72);
            float *t70 = &out[t3 * 72 + t8];
            __m256 t82 = _mm256_set1_ps(s);
            __m256 t83 = _mm256_mul_ps(t44, t82);
            _mm256_storeu_ps(t70, t83);
            float *t81 = &out[t4 * 72 + t8];
            __m256 t90 = _mm256_set1_ps(s);
            __m256 t91 = _mm256_mul_ps(t45, t90);
            _mm256_storeu_ps(t81, t91);
            float *t89 = &out[t5 * 72 + t8];
            __m256 t93 = _mm256_set1_ps(s);
            __m256 t94 = _mm256_mul_ps(t46, t93);
            _mm256_storeu_ps(t89, t94);
            float *t92 = &out[t6 * 72 + t8];
            __m256 t96 = _mm256_set1_ps(s);
            __m256 t97 = _mm256_mul_ps(t47, t96);
            _mm256_storeu_ps(t92, t97);
            float *t95 = &out[t7 * 72 + t8];
            __m256 t101 = _mm256_set1_ps(s);
            __m256 t102 = _mm256_mul_ps(t48, t101);
            _mm256_storeu_ps(t95, t102);
            int t98 = (int)(j_vec_1 + 8L);
            float *t99 = &out[i * 72 + t98];
            const float *t100 = in;
            const float *t104 = t100 + (t98 * 72 + i);
            __m256 t105 = _mm256_loadu_ps(t104 + 0);
            __m256 t106 = _mm256_loadu_ps(t104 + 72);
            __m256 t107 = _mm256_loadu_ps(t104 + 144);
            __m256 t108 = _mm256_loadu_ps(t104 + 216);
            __m256 t109 = _mm256_loadu_ps(t104 + 288);
            __m256 t110 = _mm256_loadu_ps(t104 + 360);
            __m256 t111 = _mm256_loadu_ps(t104 + 432);
            __m256 t112 = _mm256_loadu_ps(t104 + 504);
            __m256 t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x20);
            __m256 t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x31);
            __m256 t115 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x20);
            __m256 t116 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x31);
            __m256 t117 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x20);
            __m256 t118 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x31);
            __m256 t119 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t108, t112), _mm256_unpackhi_ps(t108, t112), 0x20);
            __m256 t120 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t108, t112), _mm256_unpackhi_ps(t108, t112), 0x31);
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
            __m256 t137 = _mm256_set1_ps(s);
            __m256 t138 = _mm256_mul_ps(t129, t137);
            _mm256_storeu_ps(t99, t138);
            float *t103 = &out[t1 * 72 + t98];
            __m256 t140 = _mm256_set1_ps(s);
            __m256 t141 = _mm256_mul_ps(t130, t140);
            _mm256_storeu_ps(t103, t141);
            float *t139 = &out[t2 * 72 + t98];
            __m256 t143 = _mm256_set1_ps(s);
            __m256 t144 = _mm256_mul_ps(t131, t143);
            _mm256_storeu_ps(t139, t144);
            float *t142 = &out[t3 * 72 + t98];
            __m256 t146 = _mm256_set1_ps(s);
            __m256 t147 = _mm256_mul_ps(t132, t146);
            _mm256_storeu_ps(t142, t147);
            float *t145 = &out[t4 * 72 + t98];
            __m256 t149 = _mm256_set1_ps(s);
            __m256 t150 = _mm256_mul_ps(t133, t149);
            _mm256_storeu_ps(t145, t150);
            float *t148 = &out[t5 * 72 + t98];
            __m256 t152 = _mm256_set1_ps(s);
            __m256 t153 = _mm256_mul_ps(t134, t152);
            _mm256_storeu_ps(t148, t153);
            float *t151 = &out[t6 * 72 + t98];
            __m256 t155 = _mm256_set1_ps(s);
            __m256 t156 = _mm256_mul_ps(t135, t155);
            _mm256_storeu_ps(t151, t156);
            float *t154 = &out[t7 * 72 + t98];
            __m256 t160 = _mm256_set1_ps(s);
            __m256 t161 = _mm256_mul_ps(t136, t160);
            _mm256_storeu_ps(t154, t161);
            int t157 = (int)(j_vec_1 + 16L);
            float *t158 = &out[i * 72 + t157];
            const float *t159 = in;
            const float *t163 = t159 + (t157 * 72 + i);
            __m256 t164 = _mm256_loadu_ps(t163 + 0);
            __m256 t165 = _mm256_loadu_ps(t163 + 72);
            __m256 t166 = _mm256_loadu_ps(t163 + 144);
            __m256 t167 = _mm256_loadu_ps(t163 + 216);
            __m256 t168 = _mm256_loadu_ps(t163 + 288);
            __m256 t169 = _mm256_loadu_ps(t163 + 360);
            __m256 t170 = _mm256_loadu_ps(t163 + 432);
            __m256 t171 = _mm256_loadu_ps(t163 + 504);
            __m256 t172 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t164, t168), _mm256_unpackhi_ps(t164, t168), 0x20);
            __m256 t173 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t164, t168), _mm256_unpackhi_ps(t164, t168), 0x31);
            __m256 t174 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t165, t169), _mm256_unpackhi_ps(t165, t169), 0x20);
            __m256 t175 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t165, t169), _mm256_unpackhi_ps(t165, t169), 0x31);
            __m256 t176 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t166, t170), _mm256_unpackhi_ps(t166, t170), 0x20);
            __m256 t177 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t166, t170), _mm256_unpackhi_ps(t166, t170), 0x31);
            __m256 t178 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t167, t171), _mm256_unpackhi_ps(t167, t171), 0x20);
            __m256 t179 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t167, t171), _mm256_unpackhi_ps(t167, t171), 0x31);
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
            __m256 t196 = _mm256_set1_ps(s);
            __m256 t197 = _mm256_mul_ps(t188, t196);
            _mm256_storeu_ps(t158, t197);
            float *t162 = &out[t1 * 72 + t157];
            __m256 t199 = _mm256_set1_ps(s);
            __m256 t200 = _mm256_mul_ps(t189, t199);
            _mm256_storeu_ps(t162, t200);
            float *t198 = &out[t2 * 72 + t157];
            __m256 t202 = _mm256_set1_ps(s);
            __m256 t203 = _mm256_mul_ps(t190, t202);
            _mm256_storeu_ps(t198, t203);
            float *t201 = &out[t3 * 72 + t157];
            __m256 t205 = _mm256_set1_ps(s);
            __m256 t206 = _mm256_mul_ps(t191, t205);
            _mm256_storeu_ps(t201, t206);
            float *t204 = &out[t4 * 72 + t157];
            __m256 t208 = _mm256_set1_ps(s);
            __m256 t209 = _mm256_mul_ps(t192, t208);
            _mm256_storeu_ps(t204, t209);
            float *t207 = &out[t5 * 72 + t157];
            __m256 t211 = _mm256_set1_ps(s);
            __m256 t212 = _mm256_mul_ps(t193, t211);
            _mm256_storeu_ps(t207, t212);
            float *t210 = &out[t6 * 72 + t157];
            __m256 t214 = _mm256_set1_ps(s);
            __m256 t215 = _mm256_mul_ps(t194, t214);
            _mm256_storeu_ps(t210, t215);
            float *t213 = &out[t7 * 72 + t157];
            __m256 t219 = _mm256_set1_ps(s);
            __m256 t220 = _mm256_mul_ps(t195, t219);
            _mm256_storeu_ps(t213, t220);
            int t216 = (int)(j_vec_1 + 24L);
            float *t217 = &out[i * 72 + t216];
            const float *t218 = in;
            const float *t222 = t218 + (t216 * 72 + i);
            __m256 t223 = _mm256_loadu_ps(t222 + 0);
            __m256 t224 = _mm256_loadu_ps(t222 + 72);
            __m256 t225 = _mm256_loadu_ps(t222 + 144);
            __m256 t226 = _mm256_loadu_ps(t222 + 216);
            __m256 t227 = _mm256_loadu_ps(t222 + 288);
            __m256 t228 = _mm256_loadu_ps(t222 + 360);
            __m256 t229 = _mm256_loadu_ps(t222 + 432);
            __m256 t230 = _mm256_loadu_ps(t222 + 504);
            __m256 t231 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t223, t227), _mm256_unpackhi_ps(t223, t227), 0x20);
            __m256 t232 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t223, t227), _mm256_unpackhi_ps(t223, t227), 0x31);
            __m256 t233 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t224, t228), _mm256_unpackhi_ps(t224, t228), 0x20);
            __m256 t234 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t224, t228), _mm256_unpackhi_ps(t224, t228), 0x31);
            __m256 t235 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t225, t229), _mm256_unpackhi_ps(t225, t229), 0x20);
            __m256 t236 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t225, t229), _mm256_unpackhi_ps(t225, t229), 0x31);
            __m256 t237 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t226, t230), _mm256_unpackhi_ps(t226, t230), 0x20);
            __m256 t238 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t226, t230), _mm256_unpackhi_ps(t226, t230), 0x31);
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
            __m256 t255 = _mm256_set1_ps(s);
            __m256 t256 = _mm256_mul_ps(t247, t255);
            _mm256_storeu_ps(t217, t256);
            float *t221 = &out[t1 * 72 + t216];
            __m256 t258 = _mm256_set1_ps(s);
            __m256 t259 = _mm256_mul_ps(t248, t258);
            _mm256_storeu_ps(t221, t259);
            float *t257 = &out[t2 * 72 + t216];
            __m256 t261 = _mm256_set1_ps(s);
            __m256 t262 = _mm256_mul_ps(t249, t261);
            _mm256_storeu_ps(t257, t262);
            float *t260 = &out[t3 * 72 + t216];
            __m256 t264 = _mm256_set1_ps(s);
            __m256 t265 = _mm256_mul_ps(t250, t264);
            _mm256_storeu_ps(t260, t265);
            float *t263 = &out[t4 * 72 + t216];
            __m256 t267 = _mm256_set1_ps(s);
            __m256 t268 = _mm256_mul_ps(t251, t267);
            _mm256_storeu_ps(t263, t268);
            float *t266 = &out[t5 * 72 + t216];
            __m256 t270 = _mm256_set1_ps(s);
            __m256 t271 = _mm256_mul_ps(t252, t270);
            _mm256_storeu_ps(t266, t271);
            float *t269 = &out[t6 * 72 + t216];
            __m256 t273 = _mm256_set1_ps(s);
            __m256 t274 = _mm256_mul_ps(t253, t273);
            _mm256_storeu_ps(t269, t274);
            float *t272 = &out[t7 * 72 + t216];
            __m256 t275 = _mm256_set1_ps(s);
            __m256 t276 = _mm256_mul_ps(t254, t275);
            _mm256_storeu_ps(t272, t276);
            j_vec_1 += 32L;
            if (j_vec_1 >= 64L) {
                int j = 64;
                for (;; j++) {
                    if (j >= 70) {
                        goto L277;
                    }
                    const float *t11 = in;
                    out[i * 72 + j] = (_mm256_zeroupper(), at(t11, i, j, s));
                    out[t1 * 72 + j] = (_mm256_zeroupper(), at(t11, t1, j, s));
                    out[t2 * 72 + j] = (_mm256_zeroupper(), at(t11, t2, j, s));
                    out[t3 * 72 + j] = (_mm256_zeroupper(), at(t11, t3, j, s));
                    out[t4 * 72 + j] = (_mm256_zeroupper(), at(t11, t4, j, s));
                    out[t5 * 72 + j] = (_mm256_zeroupper(), at(t11, t5, j, s));
                    out[t6 * 72 + j] = (_mm256_zeroupper(), at(t11, t6, j, s));
                    out[t7 * 72 + j] = (_mm256_zeroupper(), at(t11, t7, j, s));
                }
            }
        }
    L277:;
    }
    for (; i_1 < rows; i_1++) {
        j_vec = 0L;
        /* vcc: loop at transpose.c:41 vectorized: VF 8, UF 4, scalar epilogue */
        for (;;) {
            int t12 = (int)j_vec;
            float *t13 = &out[i_1 * 72 + t12];
            const float *t14 = in;
            vcc_v8_long t54 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t55 = t54 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t56 = (__m256)vcc_gather(vcc_v8_float, t14 + (t12 * 72 + i_1), t55);
            __m256 t57 = _mm256_set1_ps(s);
            __m256 t58 = _mm256_mul_ps(t56, t57);
            _mm256_storeu_ps(t13, t58);
            int t51 = (int)(j_vec + 8L);
            float *t52 = &out[i_1 * 72 + t51];
            const float *t53 = in;
            vcc_v8_long t65 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t66 = t65 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t67 = (__m256)vcc_gather(vcc_v8_float, t53 + (t51 * 72 + i_1), t66);
            __m256 t68 = _mm256_set1_ps(s);
            __m256 t69 = _mm256_mul_ps(t67, t68);
            _mm256_storeu_ps(t52, t69);
            int t62 = (int)(j_vec + 16L);
            float *t63 = &out[i_1 * 72 + t62];
            const float *t64 = in;
            vcc_v8_long t76 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t77 = t76 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t78 = (__m256)vcc_gather(vcc_v8_float, t64 + (t62 * 72 + i_1), t77);
            __m256 t79 = _mm256_set1_ps(s);
            __m256 t80 = _mm256_mul_ps(t78, t79);
            _mm256_storeu_ps(t63, t80);
            int t73 = (int)(j_vec + 24L);
            float *t74 = &out[i_1 * 72 + t73];
            const float *t75 = in;
            vcc_v8_long t84 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t85 = t84 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t86 = (__m256)vcc_gather(vcc_v8_float, t75 + (t73 * 72 + i_1), t85);
            __m256 t87 = _mm256_set1_ps(s);
            __m256 t88 = _mm256_mul_ps(t86, t87);
            _mm256_storeu_ps(t74, t88);
            j_vec += 32L;
            if (j_vec >= 64L) {
                int j_1 = 64;
                for (;; j_1++) {
                    if (j_1 >= 70) {
                        goto L278;
                    }
                    out[i_1 * 72 + j_1] = (_mm256_zeroupper(), at(in, i_1, j_1, s));
                }
            }
        }
    L278:;
    }
}

__attribute__((target("avx2"))) void rewrite(int rows) {
    long j_vec_1;
    int i;
    for (i = 0; i < rows; i++) {
        j_vec_1 = 0L;
        /* vcc: loop at transpose.c:49 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t1 = (int)j_vec_1;
            float *t2 = &in[i * 72 + t1];
            const float *t3 = in;
            vcc_v8_long t10 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t11 = t10 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t12 = (__m256)vcc_gather(vcc_v8_float, t3 + (t1 * 72 + i), t11);
            __m256 t13 = _mm256_set1_ps(0.5f);
            __m256 t14 = _mm256_mul_ps(t12, t13);
            _mm256_storeu_ps(t2, t14);
            int t7 = (int)(j_vec_1 + 8L);
            float *t8 = &in[i * 72 + t7];
            const float *t9 = in;
            vcc_v8_long t23 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t24 = t23 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t25 = (__m256)vcc_gather(vcc_v8_float, t9 + (t7 * 72 + i), t24);
            __m256 t26 = _mm256_set1_ps(0.5f);
            __m256 t27 = _mm256_mul_ps(t25, t26);
            _mm256_storeu_ps(t8, t27);
            int t20 = (int)(j_vec_1 + 16L);
            float *t21 = &in[i * 72 + t20];
            const float *t22 = in;
            vcc_v8_long t31 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t32 = t31 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t33 = (__m256)vcc_gather(vcc_v8_float, t22 + (t20 * 72 + i), t32);
            __m256 t34 = _mm256_set1_ps(0.5f);
            __m256 t35 = _mm256_mul_ps(t33, t34);
            _mm256_storeu_ps(t21, t35);
            int t28 = (int)(j_vec_1 + 24L);
            float *t29 = &in[i * 72 + t28];
            const float *t30 = in;
            vcc_v8_long t36 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t37 = t36 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
            __m256 t38 = (__m256)vcc_gather(vcc_v8_float, t30 + (t28 * 72 + i), t37);
            __m256 t39 = _mm256_set1_ps(0.5f);
            __m256 t40 = _mm256_mul_ps(t38, t39);
            _mm256_storeu_ps(t29, t40);
            j_vec_1 += 32L;
            if (j_vec_1 >= 32L) {
                long j_vec = 0L;
                /* vcc: loop at transpose.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    int t4 = (int)(32L + j_vec);
                    float *t5 = &in[i * 72 + t4];
                    const float *t6 = in;
                    vcc_v8_long t15 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                    vcc_v8_long t16 = t15 + (vcc_v8_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L};
                    __m256 t17 = (__m256)vcc_gather(vcc_v8_float, t6 + (t4 * 72 + i), t16);
                    __m256 t18 = _mm256_set1_ps(0.5f);
                    __m256 t19 = _mm256_mul_ps(t17, t18);
                    _mm256_storeu_ps(t5, t19);
                    j_vec += 8L;
                    if (j_vec >= 8L) {
                        goto L41;
                    }
                }
            }
        }
    L41:;
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
    int t33;
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
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(101));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
        long e_vec = 0L;
        /* vcc: loop at transpose.c:68 vectorized: VF 8, UF 4, the remainder at 69:28 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m256 t5 = _mm256_cvtepi32_ps((__m256i)t1);
            __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.25f));
            __m256 t7 = _mm256_sub_ps(t6, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[e_vec], t7);
            _mm256_storeu_ps(&out[e_vec], _mm256_set1_ps(0.0f));
            long t8 = e_vec + 8L;
            __m256i t9 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(94));
            __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(101));
            __m256i t11 = _mm256_min_epu32(t9, t10);
            __m256 t12 = _mm256_cvtepi32_ps(t11);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.25f));
            __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t8], t14);
            _mm256_storeu_ps(&out[t8], _mm256_set1_ps(0.0f));
            long t15 = e_vec + 16L;
            __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(87));
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(101));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
            __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t15], t21);
            _mm256_storeu_ps(&out[t15], _mm256_set1_ps(0.0f));
            long t22 = e_vec + 24L;
            __m256i t23 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(80));
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(101));
            __m256i t25 = _mm256_min_epu32(t23, t24);
            __m256 t26 = _mm256_cvtepi32_ps(t25);
            __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.25f));
            __m256 t28 = _mm256_sub_ps(t27, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t22], t28);
            _mm256_storeu_ps(&out[t22], _mm256_set1_ps(0.0f));
            e_vec += 32L;
            __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(73));
            __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(101));
            __m256i t31 = _mm256_min_epu32(t29, t30);
            if (e_vec >= 5184L) {
                break;
            }
            t1 = (vcc_v8_int)t31;
        }
        cols53(rows, 2.0f);
        const float *t32 = out;
        printf("%d cols53 %llx\n", rows, (_mm256_zeroupper(), hash(t32, 5184)));
        cols16(rows, -0.5f);
        printf("%d cols16 %llx\n", rows, (_mm256_zeroupper(), hash(t32, 5184)));
        cols70(rows, 3.0f);
        printf("%d cols70 %llx\n", rows, (_mm256_zeroupper(), hash(t32, 5184)));
        if (rows < 40) {
            t33 = rows;
        } else {
            t33 = 40;
        }
        rewrite(t33);
        printf("%d rewrite %llx\n", rows, (_mm256_zeroupper(), hash(in, 5184)));
    }
    return 0;
}
