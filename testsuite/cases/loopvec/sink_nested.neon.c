/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized generic=6 avx2=5 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=3 sse2=6 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
#include "harness.h"

/* Stores to one element on every path through an if/else nest, sunk into the join as one
   store of the value the path chose (transform/sink_stores.rs): the vector loop stores a
   blend, unmasked, where it wrote one masked store per path. Paths that do not store, or
   store elsewhere, keep their masked stores. */

/* Nested conditions, three paths (the coverage loop cf_nested_if). */
void nested3(int n, float *restrict a, const float *b, const float *c, const float *d, const float *e) {
    for (int i = 0; i < n; i++) {
        if (c[i] > 0.0f) {
            if (e[i] > 0.0f)
                a[i] = b[i] * c[i];
            else
                a[i] = b[i] + c[i];
        } else {
            a[i] = d[i];
        }
    }
}

/* An else-if chain of four paths. */
void chain4(int n, int *restrict a, const int *x) {
    int t90;
    int i;
    int t116;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t v_v = vld1q_s32(x + i_vec);
            uint32x4_t t3 = vcltq_s32(v_v, vdupq_n_s32(-100));
            uint32x4_t t4 = vmvnq_u32(t3);
            uint32x4_t t5 = vcltq_s32(v_v, vdupq_n_s32(0));
            uint32x4_t t6 = vmvnq_u32(t5);
            uint32x4_t t7 = vandq_u32(t4, t6);
            uint32x4_t t8 = vcltq_s32(v_v, vdupq_n_s32(100));
            uint32x4_t t9 = vmvnq_u32(t8);
            uint32x4_t t10 = vandq_u32(t7, t9);
            uint32x4_t t11 = vandq_u32(t7, t8);
            uint32x4_t t12 = vreinterpretq_u32_s32(v_v);
            uint32x4_t t13 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t14 = vaddq_u32(t12, t13);
            int32x4_t t15 = vreinterpretq_s32_u32(t14);
            uint32x4_t t16 = vandq_u32(t4, t5);
            uint32x4_t t17 = vreinterpretq_u32_s32(v_v);
            uint32x4_t t18 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t19 = vmulq_u32(t17, t18);
            int32x4_t t20 = vreinterpretq_s32_u32(t19);
            int32x4_t t21 = vbslq_s32(t16, t20, vdupq_n_s32(-100));
            int32x4_t t22 = vbslq_s32(t11, t15, t21);
            int32x4_t t23 = vbslq_s32(t10, vdupq_n_s32(100), t22);
            vst1q_s32(a + i_vec, t23);
            long t24 = i_vec + 4L;
            int32x4_t v_v_1 = vld1q_s32(x + t24);
            uint32x4_t t25 = vcltq_s32(v_v_1, vdupq_n_s32(-100));
            uint32x4_t t26 = vmvnq_u32(t25);
            uint32x4_t t27 = vcltq_s32(v_v_1, vdupq_n_s32(0));
            uint32x4_t t28 = vmvnq_u32(t27);
            uint32x4_t t29 = vandq_u32(t26, t28);
            uint32x4_t t30 = vcltq_s32(v_v_1, vdupq_n_s32(100));
            uint32x4_t t31 = vmvnq_u32(t30);
            uint32x4_t t32 = vandq_u32(t29, t31);
            uint32x4_t t33 = vandq_u32(t29, t30);
            uint32x4_t t34 = vreinterpretq_u32_s32(v_v_1);
            uint32x4_t t35 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t36 = vaddq_u32(t34, t35);
            int32x4_t t37 = vreinterpretq_s32_u32(t36);
            uint32x4_t t38 = vandq_u32(t26, t27);
            uint32x4_t t39 = vreinterpretq_u32_s32(v_v_1);
            uint32x4_t t40 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t41 = vmulq_u32(t39, t40);
            int32x4_t t42 = vreinterpretq_s32_u32(t41);
            int32x4_t t43 = vbslq_s32(t38, t42, vdupq_n_s32(-100));
            int32x4_t t44 = vbslq_s32(t33, t37, t43);
            int32x4_t t45 = vbslq_s32(t32, vdupq_n_s32(100), t44);
            vst1q_s32(a + t24, t45);
            long t46 = i_vec + 8L;
            int32x4_t v_v_2 = vld1q_s32(x + t46);
            uint32x4_t t47 = vcltq_s32(v_v_2, vdupq_n_s32(-100));
            uint32x4_t t48 = vmvnq_u32(t47);
            uint32x4_t t49 = vcltq_s32(v_v_2, vdupq_n_s32(0));
            uint32x4_t t50 = vmvnq_u32(t49);
            uint32x4_t t51 = vandq_u32(t48, t50);
            uint32x4_t t52 = vcltq_s32(v_v_2, vdupq_n_s32(100));
            uint32x4_t t53 = vmvnq_u32(t52);
            uint32x4_t t54 = vandq_u32(t51, t53);
            uint32x4_t t55 = vandq_u32(t51, t52);
            uint32x4_t t56 = vreinterpretq_u32_s32(v_v_2);
            uint32x4_t t57 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t58 = vaddq_u32(t56, t57);
            int32x4_t t59 = vreinterpretq_s32_u32(t58);
            uint32x4_t t60 = vandq_u32(t48, t49);
            uint32x4_t t61 = vreinterpretq_u32_s32(v_v_2);
            uint32x4_t t62 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t63 = vmulq_u32(t61, t62);
            int32x4_t t64 = vreinterpretq_s32_u32(t63);
            int32x4_t t65 = vbslq_s32(t60, t64, vdupq_n_s32(-100));
            int32x4_t t66 = vbslq_s32(t55, t59, t65);
            int32x4_t t67 = vbslq_s32(t54, vdupq_n_s32(100), t66);
            vst1q_s32(a + t46, t67);
            long t68 = i_vec + 12L;
            int32x4_t v_v_3 = vld1q_s32(x + t68);
            uint32x4_t t69 = vcltq_s32(v_v_3, vdupq_n_s32(-100));
            uint32x4_t t70 = vmvnq_u32(t69);
            uint32x4_t t71 = vcltq_s32(v_v_3, vdupq_n_s32(0));
            uint32x4_t t72 = vmvnq_u32(t71);
            uint32x4_t t73 = vandq_u32(t70, t72);
            uint32x4_t t74 = vcltq_s32(v_v_3, vdupq_n_s32(100));
            uint32x4_t t75 = vmvnq_u32(t74);
            uint32x4_t t76 = vandq_u32(t73, t75);
            uint32x4_t t77 = vandq_u32(t73, t74);
            uint32x4_t t78 = vreinterpretq_u32_s32(v_v_3);
            uint32x4_t t79 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t80 = vaddq_u32(t78, t79);
            int32x4_t t81 = vreinterpretq_s32_u32(t80);
            uint32x4_t t82 = vandq_u32(t70, t71);
            uint32x4_t t83 = vreinterpretq_u32_s32(v_v_3);
            uint32x4_t t84 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t85 = vmulq_u32(t83, t84);
            int32x4_t t86 = vreinterpretq_s32_u32(t85);
            int32x4_t t87 = vbslq_s32(t82, t86, vdupq_n_s32(-100));
            int32x4_t t88 = vbslq_s32(t77, t81, t87);
            int32x4_t t89 = vbslq_s32(t76, vdupq_n_s32(100), t88);
            vst1q_s32(a + t68, t89);
            i_vec += 16L;
        } while (i_vec < t2);
        t90 = (int)t2;
    } else {
        t90 = 0;
    }
    long t91 = (long)n + (long)t90 * -1L;
    if (t91 >= 4L) {
        long t92 = t91 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t93 = (long)t90 + i_vec_1;
            int32x4_t v_v_4 = vld1q_s32(x + t93);
            uint32x4_t t94 = vcltq_s32(v_v_4, vdupq_n_s32(-100));
            uint32x4_t t95 = vmvnq_u32(t94);
            uint32x4_t t96 = vcltq_s32(v_v_4, vdupq_n_s32(0));
            uint32x4_t t97 = vmvnq_u32(t96);
            uint32x4_t t98 = vandq_u32(t95, t97);
            uint32x4_t t99 = vcltq_s32(v_v_4, vdupq_n_s32(100));
            uint32x4_t t100 = vmvnq_u32(t99);
            uint32x4_t t101 = vandq_u32(t98, t100);
            uint32x4_t t102 = vandq_u32(t98, t99);
            uint32x4_t t103 = vreinterpretq_u32_s32(v_v_4);
            uint32x4_t t104 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t105 = vaddq_u32(t103, t104);
            int32x4_t t106 = vreinterpretq_s32_u32(t105);
            uint32x4_t t107 = vandq_u32(t95, t96);
            uint32x4_t t108 = vreinterpretq_u32_s32(v_v_4);
            uint32x4_t t109 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t110 = vmulq_u32(t108, t109);
            int32x4_t t111 = vreinterpretq_s32_u32(t110);
            int32x4_t t112 = vbslq_s32(t107, t111, vdupq_n_s32(-100));
            int32x4_t t113 = vbslq_s32(t102, t106, t112);
            int32x4_t t114 = vbslq_s32(t101, vdupq_n_s32(100), t113);
            vst1q_s32(a + t93, t114);
            i_vec_1 += 4L;
        } while (i_vec_1 < t92);
        i = (int)((long)t90 + t92);
    } else {
        i = t90;
    }
    while (i < n) {
        long t115 = (long)i;
        int v = x[t115];
        if (v < -100) {
            t116 = -100;
        } else if (v < 0) {
            t116 = v * 2;
        } else if (v < 100) {
            t116 = v + 1;
        } else {
            t116 = 100;
        }
        a[t115] = t116;
        i++;
    }
}

/* Two elements on every path, in the same order. */
void two_each(int n, int *restrict a, int *restrict b, const int *x) {
    int t71;
    int i;
    int t92;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t v_v = vld1q_s32(x + i_vec);
            int32x4_t t4 = vandq_s32(v_v, vdupq_n_s32(1));
            int32x4_t t5 = vshlq_s32(v_v, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t6 = vmvnq_u32(vceqq_s32(t4, vdupq_n_s32(0)));
            int32x4_t t7 = vandq_s32(v_v, vdupq_n_s32(2));
            uint32x4_t t8 = vmvnq_u32(vceqq_s32(t7, vdupq_n_s32(0)));
            uint32x4_t t9 = vmvnq_u32(t8);
            uint32x4_t t10 = vandq_u32(t6, t9);
            uint32x4_t t11 = vreinterpretq_u32_s32(v_v);
            uint32x4_t t12 = vsubq_u32(vdupq_n_u32(0), t11);
            int32x4_t t13 = vreinterpretq_s32_u32(t12);
            uint32x4_t t14 = vmvnq_u32(vceqq_s32(t7, vdupq_n_s32(0)));
            uint32x4_t t15 = vandq_u32(t6, t14);
            int32x4_t t16 = vbslq_s32(t15, v_v, t5);
            int32x4_t t17 = vbslq_s32(t10, t13, t16);
            int32x4_t t18 = vbslq_s32(t15, vdupq_n_s32(1), vdupq_n_s32(3));
            int32x4_t t19 = vbslq_s32(t10, vdupq_n_s32(2), t18);
            vst1q_s32(a + i_vec, t17);
            vst1q_s32(b + i_vec, t19);
            long t20 = i_vec + 4L;
            int32x4_t v_v_1 = vld1q_s32(x + t20);
            int32x4_t t21 = vandq_s32(v_v_1, vdupq_n_s32(1));
            int32x4_t t22 = vshlq_s32(v_v_1, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t23 = vmvnq_u32(vceqq_s32(t21, vdupq_n_s32(0)));
            int32x4_t t24 = vandq_s32(v_v_1, vdupq_n_s32(2));
            uint32x4_t t25 = vmvnq_u32(vceqq_s32(t24, vdupq_n_s32(0)));
            uint32x4_t t26 = vmvnq_u32(t25);
            uint32x4_t t27 = vandq_u32(t23, t26);
            uint32x4_t t28 = vreinterpretq_u32_s32(v_v_1);
            uint32x4_t t29 = vsubq_u32(vdupq_n_u32(0), t28);
            int32x4_t t30 = vreinterpretq_s32_u32(t29);
            uint32x4_t t31 = vmvnq_u32(vceqq_s32(t24, vdupq_n_s32(0)));
            uint32x4_t t32 = vandq_u32(t23, t31);
            int32x4_t t33 = vbslq_s32(t32, v_v_1, t22);
            int32x4_t t34 = vbslq_s32(t27, t30, t33);
            int32x4_t t35 = vbslq_s32(t32, vdupq_n_s32(1), vdupq_n_s32(3));
            int32x4_t t36 = vbslq_s32(t27, vdupq_n_s32(2), t35);
            vst1q_s32(a + t20, t34);
            vst1q_s32(b + t20, t36);
            long t37 = i_vec + 8L;
            int32x4_t v_v_2 = vld1q_s32(x + t37);
            int32x4_t t38 = vandq_s32(v_v_2, vdupq_n_s32(1));
            int32x4_t t39 = vshlq_s32(v_v_2, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t40 = vmvnq_u32(vceqq_s32(t38, vdupq_n_s32(0)));
            int32x4_t t41 = vandq_s32(v_v_2, vdupq_n_s32(2));
            uint32x4_t t42 = vmvnq_u32(vceqq_s32(t41, vdupq_n_s32(0)));
            uint32x4_t t43 = vmvnq_u32(t42);
            uint32x4_t t44 = vandq_u32(t40, t43);
            uint32x4_t t45 = vreinterpretq_u32_s32(v_v_2);
            uint32x4_t t46 = vsubq_u32(vdupq_n_u32(0), t45);
            int32x4_t t47 = vreinterpretq_s32_u32(t46);
            uint32x4_t t48 = vmvnq_u32(vceqq_s32(t41, vdupq_n_s32(0)));
            uint32x4_t t49 = vandq_u32(t40, t48);
            int32x4_t t50 = vbslq_s32(t49, v_v_2, t39);
            int32x4_t t51 = vbslq_s32(t44, t47, t50);
            int32x4_t t52 = vbslq_s32(t49, vdupq_n_s32(1), vdupq_n_s32(3));
            int32x4_t t53 = vbslq_s32(t44, vdupq_n_s32(2), t52);
            vst1q_s32(a + t37, t51);
            vst1q_s32(b + t37, t53);
            long t54 = i_vec + 12L;
            int32x4_t v_v_3 = vld1q_s32(x + t54);
            int32x4_t t55 = vandq_s32(v_v_3, vdupq_n_s32(1));
            int32x4_t t56 = vshlq_s32(v_v_3, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t57 = vmvnq_u32(vceqq_s32(t55, vdupq_n_s32(0)));
            int32x4_t t58 = vandq_s32(v_v_3, vdupq_n_s32(2));
            uint32x4_t t59 = vmvnq_u32(vceqq_s32(t58, vdupq_n_s32(0)));
            uint32x4_t t60 = vmvnq_u32(t59);
            uint32x4_t t61 = vandq_u32(t57, t60);
            uint32x4_t t62 = vreinterpretq_u32_s32(v_v_3);
            uint32x4_t t63 = vsubq_u32(vdupq_n_u32(0), t62);
            int32x4_t t64 = vreinterpretq_s32_u32(t63);
            uint32x4_t t65 = vmvnq_u32(vceqq_s32(t58, vdupq_n_s32(0)));
            uint32x4_t t66 = vandq_u32(t57, t65);
            int32x4_t t67 = vbslq_s32(t66, v_v_3, t56);
            int32x4_t t68 = vbslq_s32(t61, t64, t67);
            int32x4_t t69 = vbslq_s32(t66, vdupq_n_s32(1), vdupq_n_s32(3));
            int32x4_t t70 = vbslq_s32(t61, vdupq_n_s32(2), t69);
            vst1q_s32(a + t54, t68);
            vst1q_s32(b + t54, t70);
            i_vec += 16L;
        } while (i_vec < t3);
        t71 = (int)t3;
    } else {
        t71 = 0;
    }
    long t72 = (long)n + (long)t71 * -1L;
    if (t72 >= 4L) {
        long t73 = t72 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t74 = (long)t71 + i_vec_1;
            int32x4_t v_v_4 = vld1q_s32(x + t74);
            int32x4_t t75 = vandq_s32(v_v_4, vdupq_n_s32(1));
            int32x4_t t76 = vshlq_s32(v_v_4, vnegq_s32(vdupq_n_s32(1)));
            uint32x4_t t77 = vmvnq_u32(vceqq_s32(t75, vdupq_n_s32(0)));
            int32x4_t t78 = vandq_s32(v_v_4, vdupq_n_s32(2));
            uint32x4_t t79 = vmvnq_u32(vceqq_s32(t78, vdupq_n_s32(0)));
            uint32x4_t t80 = vmvnq_u32(t79);
            uint32x4_t t81 = vandq_u32(t77, t80);
            uint32x4_t t82 = vreinterpretq_u32_s32(v_v_4);
            uint32x4_t t83 = vsubq_u32(vdupq_n_u32(0), t82);
            int32x4_t t84 = vreinterpretq_s32_u32(t83);
            uint32x4_t t85 = vmvnq_u32(vceqq_s32(t78, vdupq_n_s32(0)));
            uint32x4_t t86 = vandq_u32(t77, t85);
            int32x4_t t87 = vbslq_s32(t86, v_v_4, t76);
            int32x4_t t88 = vbslq_s32(t81, t84, t87);
            int32x4_t t89 = vbslq_s32(t86, vdupq_n_s32(1), vdupq_n_s32(3));
            int32x4_t t90 = vbslq_s32(t81, vdupq_n_s32(2), t89);
            vst1q_s32(a + t74, t88);
            vst1q_s32(b + t74, t90);
            i_vec_1 += 4L;
        } while (i_vec_1 < t73);
        i = (int)((long)t71 + t73);
    } else {
        i = t71;
    }
    while (i < n) {
        long t91 = (long)i;
        int t1 = x[t91];
        if (t1 & 1) {
            if (t1 & 2) {
                t92 = 1;
            } else {
                t1 = -t1;
                t92 = 2;
            }
        } else {
            t1 >>= 1;
            t92 = 3;
        }
        a[t91] = t1;
        b[t91] = t92;
        i++;
    }
}

/* One path stores nothing: a[i] keeps its value there. Two masked stores: scalar on avx2 with
   the generic tune (microcode on Zen), vectorized with --tune=sapphirerapids. */
void some_paths(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        int v = x[i];
        if (v > 50)
            a[i] = 1;
        else if (v < -50)
            a[i] = 2;
    }
}

/* The paths store to different elements. */
void other_elements(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0)
            a[2 * i] = x[i];
        else
            a[2 * i + 1] = -x[i];
    }
}

/* A store before the last one on a side, to what the other side reads. */
void store_then_read(int n, int *restrict a, int *restrict b, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0) {
            b[i] = x[i];
            a[i] = b[i] + 1;
        } else {
            a[i] = b[i] - 1;
        }
    }
}

/* Through a pointer computed on each side. */
void via_pointer(int n, short *restrict a, const short *x) {
    int t42;
    int i;
    short t57;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int16x4_t x_v = vld1_s16(x + i_vec);
            int32x4_t t3 = vmovl_s16(x_v);
            uint32x4_t t4 = vcltq_s32(t3, vdupq_n_s32(0));
            int32x4_t t5 = (int32x4_t)((vcc_v4_int)t3 / (vcc_v4_int)vdupq_n_s32(2));
            int16x4_t t6 = vmovn_s32(t5);
            uint32x4_t t7 = vreinterpretq_u32_s32(t3);
            uint32x4_t t8 = vsubq_u32(vdupq_n_u32(0), t7);
            int32x4_t t9 = vreinterpretq_s32_u32(t8);
            int16x4_t t10 = vmovn_s32(t9);
            int16x4_t t11 = (int16x4_t)vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t4, vcc_v4_short), (vcc_v4_short)t10, (vcc_v4_short)t6);
            vst1_s16(a + i_vec, t11);
            long t12 = i_vec + 4L;
            int16x4_t x_v_1 = vld1_s16(x + t12);
            int32x4_t t13 = vmovl_s16(x_v_1);
            uint32x4_t t14 = vcltq_s32(t13, vdupq_n_s32(0));
            int32x4_t t15 = (int32x4_t)((vcc_v4_int)t13 / (vcc_v4_int)vdupq_n_s32(2));
            int16x4_t t16 = vmovn_s32(t15);
            uint32x4_t t17 = vreinterpretq_u32_s32(t13);
            uint32x4_t t18 = vsubq_u32(vdupq_n_u32(0), t17);
            int32x4_t t19 = vreinterpretq_s32_u32(t18);
            int16x4_t t20 = vmovn_s32(t19);
            int16x4_t t21 = (int16x4_t)vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t14, vcc_v4_short), (vcc_v4_short)t20, (vcc_v4_short)t16);
            vst1_s16(a + t12, t21);
            long t22 = i_vec + 8L;
            int16x4_t x_v_2 = vld1_s16(x + t22);
            int32x4_t t23 = vmovl_s16(x_v_2);
            uint32x4_t t24 = vcltq_s32(t23, vdupq_n_s32(0));
            int32x4_t t25 = (int32x4_t)((vcc_v4_int)t23 / (vcc_v4_int)vdupq_n_s32(2));
            int16x4_t t26 = vmovn_s32(t25);
            uint32x4_t t27 = vreinterpretq_u32_s32(t23);
            uint32x4_t t28 = vsubq_u32(vdupq_n_u32(0), t27);
            int32x4_t t29 = vreinterpretq_s32_u32(t28);
            int16x4_t t30 = vmovn_s32(t29);
            int16x4_t t31 = (int16x4_t)vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t24, vcc_v4_short), (vcc_v4_short)t30, (vcc_v4_short)t26);
            vst1_s16(a + t22, t31);
            long t32 = i_vec + 12L;
            int16x4_t x_v_3 = vld1_s16(x + t32);
            int32x4_t t33 = vmovl_s16(x_v_3);
            uint32x4_t t34 = vcltq_s32(t33, vdupq_n_s32(0));
            int32x4_t t35 = (int32x4_t)((vcc_v4_int)t33 / (vcc_v4_int)vdupq_n_s32(2));
            int16x4_t t36 = vmovn_s32(t35);
            uint32x4_t t37 = vreinterpretq_u32_s32(t33);
            uint32x4_t t38 = vsubq_u32(vdupq_n_u32(0), t37);
            int32x4_t t39 = vreinterpretq_s32_u32(t38);
            int16x4_t t40 = vmovn_s32(t39);
            int16x4_t t41 = (int16x4_t)vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t34, vcc_v4_short), (vcc_v4_short)t40, (vcc_v4_short)t36);
            vst1_s16(a + t32, t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            int16x4_t x_v_4 = vld1_s16(x + t45);
            int32x4_t t46 = vmovl_s16(x_v_4);
            uint32x4_t t47 = vcltq_s32(t46, vdupq_n_s32(0));
            int32x4_t t48 = (int32x4_t)((vcc_v4_int)t46 / (vcc_v4_int)vdupq_n_s32(2));
            int16x4_t t49 = vmovn_s32(t48);
            uint32x4_t t50 = vreinterpretq_u32_s32(t46);
            uint32x4_t t51 = vsubq_u32(vdupq_n_u32(0), t50);
            int32x4_t t52 = vreinterpretq_s32_u32(t51);
            int16x4_t t53 = vmovn_s32(t52);
            int16x4_t t54 = (int16x4_t)vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t47, vcc_v4_short), (vcc_v4_short)t53, (vcc_v4_short)t49);
            vst1_s16(a + t45, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    while (i < n) {
        long t55 = (long)i;
        int t56 = (int)x[t55];
        if (t56 < 0) {
            t57 = (short)-t56;
        } else {
            t57 = (short)(t56 / 2);
        }
        a[t55] = t57;
        i++;
    }
}

int main(void) {
    int n;
    int t1;
    int t7;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        float *fc = (float *)new_array(n, 4UL);
        float *fd = (float *)new_array(n, 4UL);
        float *fe = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *x = (int *)new_array(n, 4UL);
        int t2 = 2 * n;
        int *w = (int *)new_array(t2, 4UL);
        short *sa = (short *)new_array(n, 2UL);
        short *sx = (short *)new_array(n, 2UL);
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            fb[t3] = (float)((int)(next_rand() % 200U) - 100) * 0.25f;
            fc[t3] = (float)((int)(next_rand() % 200U) - 100) * 0.5f;
            fd[t3] = (float)(int)(next_rand() % 50U);
            fe[t3] = (float)((int)(next_rand() % 20U) - 10);
            x[t3] = (int)(next_rand() % 400U) - 200;
            int t4 = (int)(next_rand() % 1000U);
            b[t3] = t4;
            a[t3] = t4;
            sx[t3] = (short)(next_rand() % 65536U);
            sa[t3] = (short)0;
        }
        long t5 = (long)n * 2L;
        if (t5 >= 16L) {
            long t6 = t5 & -16L;
            long i_vec = 0L;
            /* vcc: loop at sink_nested.c:123 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                vst1q_s32(w + i_vec, vdupq_n_s32(7));
                vst1q_s32(w + (i_vec + 4L), vdupq_n_s32(7));
                vst1q_s32(w + (i_vec + 8L), vdupq_n_s32(7));
                vst1q_s32(w + (i_vec + 12L), vdupq_n_s32(7));
                i_vec += 16L;
            } while (i_vec < t6);
            t7 = (int)t6;
        } else {
            t7 = 0;
        }
        long t8 = (long)n * 2L + (long)t7 * -1L;
        if (t8 >= 4L) {
            long t9 = t8 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at sink_nested.c:123 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                vst1q_s32(w + ((long)t7 + i_vec_1), vdupq_n_s32(7));
                i_vec_1 += 4L;
            } while (i_vec_1 < t9);
            i_1 = (int)((long)t7 + t9);
        } else {
            i_1 = t7;
        }
        for (; i_1 < t2; i_1++) {
            w[i_1] = 7;
        }
        nested3(n, fa, fb, fc, fd, fe);
        unsigned long t10 = (unsigned long)n;
        unsigned long t11 = t10 * 4UL;
        printf("n=%d nested3 %llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t11));
        const int *t12 = x;
        chain4(n, a, t12);
        const void *t13 = (const void *)a;
        printf("n=%d chain4 %llx\n", n, (unsigned long long)hash_bytes(t13, t11));
        two_each(n, a, b, t12);
        const void *t14 = (const void *)b;
        unsigned long t15 = hash_bytes(t14, t11);
        printf("n=%d two_each %llx %llx\n", n, (unsigned long long)hash_bytes(t13, t11), (unsigned long long)t15);
        some_paths(n, a, t12);
        printf("n=%d some_paths %llx\n", n, (unsigned long long)hash_bytes(t13, t11));
        other_elements(n, w, t12);
        printf("n=%d other_elements %llx\n", n, (unsigned long long)hash_bytes((const void *)w, (unsigned long)t2 * 4UL));
        store_then_read(n, a, b, t12);
        unsigned long t16 = hash_bytes(t14, t11);
        printf("n=%d store_then_read %llx %llx\n", n, (unsigned long long)hash_bytes(t13, t11), (unsigned long long)t16);
        via_pointer(n, sa, sx);
        printf("n=%d via_pointer %llx\n", n, (unsigned long long)hash_bytes((const void *)sa, t10 * 2UL));
        free((void *)fa);
        free((void *)fb);
        free((void *)fc);
        free((void *)fd);
        free((void *)fe);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)w);
        free((void *)sa);
        free((void *)sx);
    }
}
