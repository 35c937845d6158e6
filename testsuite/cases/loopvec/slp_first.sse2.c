/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
static inline __attribute__((unused)) __m128 vcc_sse2_moveldup_ps(__m128 a) { return _mm_shuffle_ps(a, a, 0xa0); }
static inline __attribute__((unused)) __m128 vcc_sse2_movehdup_ps(__m128 a) { return _mm_shuffle_ps(a, a, 0xf5); }
static inline __attribute__((unused)) __m128 vcc_sse2_addsub_ps(__m128 a, __m128 b) { __m128 t = _mm_shuffle_ps(_mm_sub_ps(a, b), _mm_add_ps(a, b), 0xd8); return _mm_shuffle_ps(t, t, 0xd8); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512vbmi-zmm=3 sse4.2=2 */
/* vcc-test: also-tune avx2 zen4 3 */
/* Loops left to the SLP vectorizer (midend loopvec/slp_first.rs): where the loop vectorizer's
   plan is bound by the shuffles that de-interleave and interleave again whole groups whose
   members are computed each from the same member (a quaternion scaled: `*`, `*`, `+`, `-`),
   one iteration as an SLP tree of four lanes, the members as they lie in memory, does better
   (on Sapphire Rapids, avx2: 0.73x of the scalar loop vectorized at VF 8, 1.28x as the tree).
   Not left to it: a loop whose stores SLP covers only in part (three members, a 2-lane tree
   and a scalar), complex products (kept in place by the loop vectorizer too), and plans not
   bound by shuffles (zmm registers; neon's structure loads and stores; generic vectors). */
#include "harness.h"

void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    for (int i = 0; i < n; i++) {
        int t1 = 4 * i;
        long t2 = (long)t1;
        vcc_v2_float t3 = vcc_load(vcc_v2_float, q + t2);
        vcc_v2_float t4 = (vcc_v2_float){s, s};
        vcc_v2_float t5 = t3 * t4;
        vcc_store(out + t2, t5);
        long t6 = (long)(t1 + 2);
        out[t6] = q[t6] + s;
        long t7 = (long)(t1 + 3);
        out[t7] = q[t7] - s;
    }
}

void vec3_scale(int n, float *restrict out, const float *restrict p, float sx, float sy, float sz) {
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128 sx_v = _mm_set1_ps(sx);
        __m128 sy_v = _mm_set1_ps(sy);
        __m128 sz_v = _mm_set1_ps(sz);
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:23 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            const float *t4 = p + t3;
            __m128 t5 = _mm_loadu_ps(t4);
            __m128 t6 = _mm_loadu_ps(t4 + 4);
            __m128 t7 = _mm_loadu_ps(t4 + 8);
            __m128 t8 = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 0, 3, 6, 0);
            __m128 p_v = (__m128)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t7, 0, 1, 2, 5);
            __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 1, 4, 7, 0);
            __m128 p_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t7, 0, 1, 2, 6);
            __m128 t10 = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 2, 5, 0, 0);
            __m128 p_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t10, (vcc_v4_float)t7, 0, 1, 4, 7);
            __m128 t11 = _mm_mul_ps(p_v, sx_v);
            __m128 t12 = _mm_mul_ps(p_v_1, sy_v);
            float *t13 = out + (t3 + 2);
            __m128 t14 = _mm_mul_ps(p_v_2, sz_v);
            __m128 t15 = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t12, 0, 4, 0, 1);
            __m128 t16 = (__m128)__builtin_shufflevector((vcc_v4_float)t15, (vcc_v4_float)t14, 0, 1, 4, 3);
            _mm_storeu_ps(t13 + -2, t16);
            __m128 t17 = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t12, 5, 0, 2, 6);
            __m128 t18 = (__m128)__builtin_shufflevector((vcc_v4_float)t17, (vcc_v4_float)t14, 0, 5, 2, 3);
            _mm_storeu_ps(t13 + 2, t18);
            __m128 t19 = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t12, 0, 3, 7, 0);
            __m128 t20 = (__m128)__builtin_shufflevector((vcc_v4_float)t19, (vcc_v4_float)t14, 6, 1, 2, 7);
            _mm_storeu_ps(t13 + 6, t20);
            int t21 = 3 * (int)(i_vec + 4L);
            const float *t22 = p + t21;
            __m128 t23 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_loadu_ps(t22 + 4);
            __m128 t25 = _mm_loadu_ps(t22 + 8);
            __m128 t26 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t24, 0, 3, 6, 0);
            __m128 p_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t25, 0, 1, 2, 5);
            __m128 t27 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t24, 1, 4, 7, 0);
            __m128 p_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t27, (vcc_v4_float)t25, 0, 1, 2, 6);
            __m128 t28 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t24, 2, 5, 0, 0);
            __m128 p_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t25, 0, 1, 4, 7);
            __m128 t29 = _mm_mul_ps(p_v_3, sx_v);
            __m128 t30 = _mm_mul_ps(p_v_4, sy_v);
            float *t31 = out + (t21 + 2);
            __m128 t32 = _mm_mul_ps(p_v_5, sz_v);
            __m128 t33 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t30, 0, 4, 0, 1);
            __m128 t34 = (__m128)__builtin_shufflevector((vcc_v4_float)t33, (vcc_v4_float)t32, 0, 1, 4, 3);
            _mm_storeu_ps(t31 + -2, t34);
            __m128 t35 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t30, 5, 0, 2, 6);
            __m128 t36 = (__m128)__builtin_shufflevector((vcc_v4_float)t35, (vcc_v4_float)t32, 0, 5, 2, 3);
            _mm_storeu_ps(t31 + 2, t36);
            __m128 t37 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t30, 0, 3, 7, 0);
            __m128 t38 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t32, 6, 1, 2, 7);
            _mm_storeu_ps(t31 + 6, t38);
            i_vec += 8L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        __m128 sx_v_1 = _mm_set1_ps(sx);
        __m128 sy_v_1 = _mm_set1_ps(sy);
        __m128 sz_v_1 = _mm_set1_ps(sz);
        long i_vec_1 = 0L;
        /* vcc: loop at slp_first.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t42 = 3 * (int)((long)t39 + i_vec_1);
            const float *t43 = p + t42;
            __m128 t44 = _mm_loadu_ps(t43);
            __m128 t45 = _mm_loadu_ps(t43 + 4);
            __m128 t46 = _mm_loadu_ps(t43 + 8);
            __m128 t47 = (__m128)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t45, 0, 3, 6, 0);
            __m128 p_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t47, (vcc_v4_float)t46, 0, 1, 2, 5);
            __m128 t48 = (__m128)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t45, 1, 4, 7, 0);
            __m128 p_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t48, (vcc_v4_float)t46, 0, 1, 2, 6);
            __m128 t49 = (__m128)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t45, 2, 5, 0, 0);
            __m128 p_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t49, (vcc_v4_float)t46, 0, 1, 4, 7);
            __m128 t50 = _mm_mul_ps(p_v_6, sx_v_1);
            __m128 t51 = _mm_mul_ps(p_v_7, sy_v_1);
            float *t52 = out + (t42 + 2);
            __m128 t53 = _mm_mul_ps(p_v_8, sz_v_1);
            __m128 t54 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t51, 0, 4, 0, 1);
            __m128 t55 = (__m128)__builtin_shufflevector((vcc_v4_float)t54, (vcc_v4_float)t53, 0, 1, 4, 3);
            _mm_storeu_ps(t52 + -2, t55);
            __m128 t56 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t51, 5, 0, 2, 6);
            __m128 t57 = (__m128)__builtin_shufflevector((vcc_v4_float)t56, (vcc_v4_float)t53, 0, 5, 2, 3);
            _mm_storeu_ps(t52 + 2, t57);
            __m128 t58 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t51, 0, 3, 7, 0);
            __m128 t59 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t53, 6, 1, 2, 7);
            _mm_storeu_ps(t52 + 6, t59);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t60 = 3 * i;
        long t61 = (long)t60;
        out[t61] = p[t61] * sx;
        long t62 = (long)(t60 + 1);
        out[t62] = p[t62] * sy;
        long t63 = (long)(t60 + 2);
        out[t63] = p[t63] * sz;
    }
}

void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t87;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            const float *t8 = b + t4;
            __m128 t9 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_loadu_ps(t8 + 4);
            float *t11 = c + (t3 + 1);
            __m128 t12 = vcc_sse2_moveldup_ps(t9);
            __m128 t13 = vcc_sse2_movehdup_ps(t9);
            __m128 t14 = _mm_shuffle_ps(t6, t6, 0xb1);
            __m128 t15 = _mm_mul_ps(t6, t12);
            __m128 t16 = _mm_mul_ps(t14, t13);
            __m128 t17 = vcc_sse2_addsub_ps(t15, t16);
            _mm_storeu_ps(t11 + -1, t17);
            __m128 t18 = vcc_sse2_moveldup_ps(t10);
            __m128 t19 = vcc_sse2_movehdup_ps(t10);
            __m128 t20 = _mm_shuffle_ps(t7, t7, 0xb1);
            __m128 t21 = _mm_mul_ps(t7, t18);
            __m128 t22 = _mm_mul_ps(t20, t19);
            __m128 t23 = vcc_sse2_addsub_ps(t21, t22);
            _mm_storeu_ps(t11 + 3, t23);
            int t24 = 2 * (int)(i_vec + 4L);
            long t25 = (long)t24;
            const float *t26 = a + t25;
            __m128 t27 = _mm_loadu_ps(t26);
            __m128 t28 = _mm_loadu_ps(t26 + 4);
            const float *t29 = b + t25;
            __m128 t30 = _mm_loadu_ps(t29);
            __m128 t31 = _mm_loadu_ps(t29 + 4);
            float *t32 = c + (t24 + 1);
            __m128 t33 = vcc_sse2_moveldup_ps(t30);
            __m128 t34 = vcc_sse2_movehdup_ps(t30);
            __m128 t35 = _mm_shuffle_ps(t27, t27, 0xb1);
            __m128 t36 = _mm_mul_ps(t27, t33);
            __m128 t37 = _mm_mul_ps(t35, t34);
            __m128 t38 = vcc_sse2_addsub_ps(t36, t37);
            _mm_storeu_ps(t32 + -1, t38);
            __m128 t39 = vcc_sse2_moveldup_ps(t31);
            __m128 t40 = vcc_sse2_movehdup_ps(t31);
            __m128 t41 = _mm_shuffle_ps(t28, t28, 0xb1);
            __m128 t42 = _mm_mul_ps(t28, t39);
            __m128 t43 = _mm_mul_ps(t41, t40);
            __m128 t44 = vcc_sse2_addsub_ps(t42, t43);
            _mm_storeu_ps(t32 + 3, t44);
            int t45 = 2 * (int)(i_vec + 8L);
            long t46 = (long)t45;
            const float *t47 = a + t46;
            __m128 t48 = _mm_loadu_ps(t47);
            __m128 t49 = _mm_loadu_ps(t47 + 4);
            const float *t50 = b + t46;
            __m128 t51 = _mm_loadu_ps(t50);
            __m128 t52 = _mm_loadu_ps(t50 + 4);
            float *t53 = c + (t45 + 1);
            __m128 t54 = vcc_sse2_moveldup_ps(t51);
            __m128 t55 = vcc_sse2_movehdup_ps(t51);
            __m128 t56 = _mm_shuffle_ps(t48, t48, 0xb1);
            __m128 t57 = _mm_mul_ps(t48, t54);
            __m128 t58 = _mm_mul_ps(t56, t55);
            __m128 t59 = vcc_sse2_addsub_ps(t57, t58);
            _mm_storeu_ps(t53 + -1, t59);
            __m128 t60 = vcc_sse2_moveldup_ps(t52);
            __m128 t61 = vcc_sse2_movehdup_ps(t52);
            __m128 t62 = _mm_shuffle_ps(t49, t49, 0xb1);
            __m128 t63 = _mm_mul_ps(t49, t60);
            __m128 t64 = _mm_mul_ps(t62, t61);
            __m128 t65 = vcc_sse2_addsub_ps(t63, t64);
            _mm_storeu_ps(t53 + 3, t65);
            int t66 = 2 * (int)(i_vec + 12L);
            long t67 = (long)t66;
            const float *t68 = a + t67;
            __m128 t69 = _mm_loadu_ps(t68);
            __m128 t70 = _mm_loadu_ps(t68 + 4);
            const float *t71 = b + t67;
            __m128 t72 = _mm_loadu_ps(t71);
            __m128 t73 = _mm_loadu_ps(t71 + 4);
            float *t74 = c + (t66 + 1);
            __m128 t75 = vcc_sse2_moveldup_ps(t72);
            __m128 t76 = vcc_sse2_movehdup_ps(t72);
            __m128 t77 = _mm_shuffle_ps(t69, t69, 0xb1);
            __m128 t78 = _mm_mul_ps(t69, t75);
            __m128 t79 = _mm_mul_ps(t77, t76);
            __m128 t80 = vcc_sse2_addsub_ps(t78, t79);
            _mm_storeu_ps(t74 + -1, t80);
            __m128 t81 = vcc_sse2_moveldup_ps(t73);
            __m128 t82 = vcc_sse2_movehdup_ps(t73);
            __m128 t83 = _mm_shuffle_ps(t70, t70, 0xb1);
            __m128 t84 = _mm_mul_ps(t70, t81);
            __m128 t85 = _mm_mul_ps(t83, t82);
            __m128 t86 = vcc_sse2_addsub_ps(t84, t85);
            _mm_storeu_ps(t74 + 3, t86);
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
        /* vcc: loop at slp_first.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t90 = 2 * (int)((long)t87 + i_vec_1);
            long t91 = (long)t90;
            const float *t92 = a + t91;
            __m128 t93 = _mm_loadu_ps(t92);
            __m128 t94 = _mm_loadu_ps(t92 + 4);
            const float *t95 = b + t91;
            __m128 t96 = _mm_loadu_ps(t95);
            __m128 t97 = _mm_loadu_ps(t95 + 4);
            float *t98 = c + (t90 + 1);
            __m128 t99 = vcc_sse2_moveldup_ps(t96);
            __m128 t100 = vcc_sse2_movehdup_ps(t96);
            __m128 t101 = _mm_shuffle_ps(t93, t93, 0xb1);
            __m128 t102 = _mm_mul_ps(t93, t99);
            __m128 t103 = _mm_mul_ps(t101, t100);
            __m128 t104 = vcc_sse2_addsub_ps(t102, t103);
            _mm_storeu_ps(t98 + -1, t104);
            __m128 t105 = vcc_sse2_moveldup_ps(t97);
            __m128 t106 = vcc_sse2_movehdup_ps(t97);
            __m128 t107 = _mm_shuffle_ps(t94, t94, 0xb1);
            __m128 t108 = _mm_mul_ps(t94, t105);
            __m128 t109 = _mm_mul_ps(t107, t106);
            __m128 t110 = vcc_sse2_addsub_ps(t108, t109);
            _mm_storeu_ps(t98 + 3, t110);
            i_vec_1 += 4L;
        } while (i_vec_1 < t89);
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < n; i++) {
        int t111 = 2 * i;
        long t112 = (long)t111;
        const float *t113 = b + t112;
        vcc_v2_float t114 = vcc_splat(vcc_v2_float, a[t112]);
        vcc_v2_float t115 = vcc_load(vcc_v2_float, t113);
        vcc_v2_float t116 = t114 * t115;
        vcc_v2_float t117 = vcc_splat(vcc_v2_float, a[t111 + 1]);
        vcc_v2_float t118 = vcc_load(vcc_v2_float, t113);
        vcc_v2_float t119 = __builtin_shufflevector(t118, t118, 1, 0);
        vcc_v2_float t120 = t117 * t119;
        vcc_v2_float t121 = __builtin_shufflevector(t116 - t120, t116 + t120, 0, 3);
        vcc_store(c + t112, t121);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *p = new_array(3 * n, 4), *p2 = new_array(3 * n, 4);
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        /* Values with full mantissas: products and sums rounded as written. */
        for (int i = 0; i < 4 * n; i++)
            q[i] = (float)(int)next_rand() / 8388608.0f;
        for (int i = 0; i < 3 * n; i++)
            p[i] = (float)(int)next_rand() / 1048576.0f;
        for (int i = 0; i < 2 * n; i++)
            a[i] = (float)(int)next_rand() / 65536.0f, b[i] = (float)(int)next_rand() / 4096.0f;
        quat_scale(n, q2, q, 1.5f);
        vec3_scale(n, p2, p, 0.5f, -2.0f, 3.25f);
        cmul(n, c, a, b);
        printf("n=%d %llx %llx %llx\n", n, HASH(q2, 4 * n), HASH(p2, 3 * n), HASH(c, 2 * n));
        free(q), free(q2), free(p), free(p2), free(a), free(b), free(c);
    }
    return 0;
}
