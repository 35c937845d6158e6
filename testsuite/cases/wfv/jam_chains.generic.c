/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_dot_late(const float *p, const float *c, int u, int v);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_dot(const float *p, const float *c, int u, int v);
#pragma GCC diagnostic pop
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
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t15 = t6 * 8;
            float *t16 = out + (t15 + t7);
            const float *t17 = img + t6;
            int t18 = 0;
            vcc_v8_float t2 = t1;
            while (t18 < 8) {
                long t19 = (long)t18;
                int t20 = t18 * 16;
                float t21 = c[t20 + u];
                const float *t22 = c + t7;
                vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
                vcc_v8_float t24 = vcc_splat(vcc_v8_float, t10[t19] * t21);
                vcc_v8_float t25 = t24 * t23;
                vcc_v8_float t26 = t1 + t25;
                int t27 = t18 + 1;
                long t28 = (long)t27;
                const float *t29 = c + (16 + t7);
                vcc_v8_float t30 = vcc_load(vcc_v8_float, t29);
                vcc_v8_float t31 = vcc_splat(vcc_v8_float, t10[t28] * t21);
                vcc_v8_float t32 = t31 * t30;
                vcc_v8_float t33 = t26 + t32;
                long t34 = (long)(t18 + 2);
                const float *t35 = c + (32 + t7);
                vcc_v8_float t36 = vcc_load(vcc_v8_float, t35);
                vcc_v8_float t37 = vcc_splat(vcc_v8_float, t10[t34] * t21);
                vcc_v8_float t38 = t37 * t36;
                vcc_v8_float t39 = t33 + t38;
                long t40 = (long)(t18 + 3);
                const float *t41 = c + (48 + t7);
                vcc_v8_float t42 = vcc_load(vcc_v8_float, t41);
                vcc_v8_float t43 = vcc_splat(vcc_v8_float, t10[t40] * t21);
                vcc_v8_float t44 = t43 * t42;
                vcc_v8_float t45 = t39 + t44;
                long t46 = (long)(t18 + 4);
                const float *t47 = c + (64 + t7);
                vcc_v8_float t48 = vcc_load(vcc_v8_float, t47);
                vcc_v8_float t49 = vcc_splat(vcc_v8_float, t10[t46] * t21);
                vcc_v8_float t50 = t49 * t48;
                vcc_v8_float t51 = t45 + t50;
                long t52 = (long)(t18 + 5);
                const float *t53 = c + (80 + t7);
                vcc_v8_float t54 = vcc_load(vcc_v8_float, t53);
                vcc_v8_float t55 = vcc_splat(vcc_v8_float, t10[t52] * t21);
                vcc_v8_float t56 = t55 * t54;
                vcc_v8_float t57 = t51 + t56;
                long t58 = (long)(t18 + 6);
                const float *t59 = c + (96 + t7);
                vcc_v8_float t60 = vcc_load(vcc_v8_float, t59);
                vcc_v8_float t61 = vcc_splat(vcc_v8_float, t10[t58] * t21);
                vcc_v8_float t62 = t61 * t60;
                vcc_v8_float t63 = t57 + t62;
                long t64 = (long)(t18 + 7);
                const float *t65 = c + (112 + t7);
                vcc_v8_float t66 = vcc_load(vcc_v8_float, t65);
                vcc_v8_float t67 = vcc_splat(vcc_v8_float, t10[t64] * t21);
                vcc_v8_float t68 = t67 * t66;
                t1 = t63 + t68;
                float t69 = c[t20 + t6];
                vcc_v8_float t70 = vcc_load(vcc_v8_float, t22);
                vcc_v8_float t71 = vcc_splat(vcc_v8_float, t17[t19] * t69);
                vcc_v8_float t72 = t71 * t70;
                vcc_v8_float t73 = t2 + t72;
                vcc_v8_float t74 = vcc_load(vcc_v8_float, t29);
                vcc_v8_float t75 = vcc_splat(vcc_v8_float, t17[t28] * t69);
                vcc_v8_float t76 = t75 * t74;
                vcc_v8_float t77 = t73 + t76;
                vcc_v8_float t78 = vcc_load(vcc_v8_float, t35);
                vcc_v8_float t79 = vcc_splat(vcc_v8_float, t17[t34] * t69);
                vcc_v8_float t80 = t79 * t78;
                vcc_v8_float t81 = t77 + t80;
                vcc_v8_float t82 = vcc_load(vcc_v8_float, t41);
                vcc_v8_float t83 = vcc_splat(vcc_v8_float, t17[t40] * t69);
                vcc_v8_float t84 = t83 * t82;
                vcc_v8_float t85 = t81 + t84;
                vcc_v8_float t86 = vcc_load(vcc_v8_float, t47);
                vcc_v8_float t87 = vcc_splat(vcc_v8_float, t17[t46] * t69);
                vcc_v8_float t88 = t87 * t86;
                vcc_v8_float t89 = t85 + t88;
                vcc_v8_float t90 = vcc_load(vcc_v8_float, t53);
                vcc_v8_float t91 = vcc_splat(vcc_v8_float, t17[t52] * t69);
                vcc_v8_float t92 = t91 * t90;
                vcc_v8_float t93 = t89 + t92;
                vcc_v8_float t94 = vcc_load(vcc_v8_float, t59);
                vcc_v8_float t95 = vcc_splat(vcc_v8_float, t17[t58] * t69);
                vcc_v8_float t96 = t95 * t94;
                vcc_v8_float t97 = t93 + t96;
                vcc_v8_float t98 = vcc_load(vcc_v8_float, t65);
                vcc_v8_float t99 = vcc_splat(vcc_v8_float, t17[t64] * t69);
                vcc_v8_float t100 = t99 * t98;
                t2 = t97 + t100;
                t18 = t27;
            }
            vcc_store(t9, t1);
            vcc_store(t16, t2);
            t5 += 8L;
            if (t5 >= 8L) {
                int v = 8;
                for (;; v++) {
                    if (v >= 8) {
                        goto L135;
                    }
                    out[t8 + v] = dot_late(t10, c, u, v);
                    out[t15 + v] = dot_late(t17, c, t6, v);
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
            vcc_v8_float t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t101 = 0;
            while (t101 < 8) {
                float t102 = c[t101 * 16 + u_1];
                vcc_v8_float t103 = vcc_load(vcc_v8_float, c + t11);
                vcc_v8_float t104 = vcc_splat(vcc_v8_float, t14[t101] * t102);
                vcc_v8_float t105 = t104 * t103;
                vcc_v8_float t106 = t4 + t105;
                int t107 = t101 + 1;
                vcc_v8_float t108 = vcc_load(vcc_v8_float, c + (16 + t11));
                vcc_v8_float t109 = vcc_splat(vcc_v8_float, t14[t107] * t102);
                vcc_v8_float t110 = t109 * t108;
                vcc_v8_float t111 = t106 + t110;
                vcc_v8_float t112 = vcc_load(vcc_v8_float, c + (32 + t11));
                vcc_v8_float t113 = vcc_splat(vcc_v8_float, t14[t101 + 2] * t102);
                vcc_v8_float t114 = t113 * t112;
                vcc_v8_float t115 = t111 + t114;
                vcc_v8_float t116 = vcc_load(vcc_v8_float, c + (48 + t11));
                vcc_v8_float t117 = vcc_splat(vcc_v8_float, t14[t101 + 3] * t102);
                vcc_v8_float t118 = t117 * t116;
                vcc_v8_float t119 = t115 + t118;
                vcc_v8_float t120 = vcc_load(vcc_v8_float, c + (64 + t11));
                vcc_v8_float t121 = vcc_splat(vcc_v8_float, t14[t101 + 4] * t102);
                vcc_v8_float t122 = t121 * t120;
                vcc_v8_float t123 = t119 + t122;
                vcc_v8_float t124 = vcc_load(vcc_v8_float, c + (80 + t11));
                vcc_v8_float t125 = vcc_splat(vcc_v8_float, t14[t101 + 5] * t102);
                vcc_v8_float t126 = t125 * t124;
                vcc_v8_float t127 = t123 + t126;
                vcc_v8_float t128 = vcc_load(vcc_v8_float, c + (96 + t11));
                vcc_v8_float t129 = vcc_splat(vcc_v8_float, t14[t101 + 6] * t102);
                vcc_v8_float t130 = t129 * t128;
                vcc_v8_float t131 = t127 + t130;
                vcc_v8_float t132 = vcc_load(vcc_v8_float, c + (112 + t11));
                vcc_v8_float t133 = vcc_splat(vcc_v8_float, t14[t101 + 7] * t102);
                vcc_v8_float t134 = t133 * t132;
                t4 = t131 + t134;
                t101 = t107;
            }
            vcc_store(t13, t4);
            t3 += 8L;
            if (t3 >= 8L) {
                int v_1 = 8;
                for (;; v_1++) {
                    if (v_1 >= 8) {
                        goto L136;
                    }
                    out[t12 + v_1] = dot_late(t14, c, u_1, v_1);
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_dot(const float *p, const float *c, int u, int v) {
    vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        vcc_v8_float t4 = vcc_load(vcc_v8_float, c + v);
        vcc_v8_float t5 = vcc_splat(vcc_v8_float, p[t2] * t3);
        vcc_v8_float t6 = t5 * t4;
        vcc_v8_float t7 = t1 + t6;
        int t8 = t2 + 1;
        vcc_v8_float t9 = vcc_load(vcc_v8_float, c + (16 + v));
        vcc_v8_float t10 = vcc_splat(vcc_v8_float, p[t8] * t3);
        vcc_v8_float t11 = t10 * t9;
        vcc_v8_float t12 = t7 + t11;
        vcc_v8_float t13 = vcc_load(vcc_v8_float, c + (32 + v));
        vcc_v8_float t14 = vcc_splat(vcc_v8_float, p[t2 + 2] * t3);
        vcc_v8_float t15 = t14 * t13;
        vcc_v8_float t16 = t12 + t15;
        vcc_v8_float t17 = vcc_load(vcc_v8_float, c + (48 + v));
        vcc_v8_float t18 = vcc_splat(vcc_v8_float, p[t2 + 3] * t3);
        vcc_v8_float t19 = t18 * t17;
        vcc_v8_float t20 = t16 + t19;
        vcc_v8_float t21 = vcc_load(vcc_v8_float, c + (64 + v));
        vcc_v8_float t22 = vcc_splat(vcc_v8_float, p[t2 + 4] * t3);
        vcc_v8_float t23 = t22 * t21;
        vcc_v8_float t24 = t20 + t23;
        vcc_v8_float t25 = vcc_load(vcc_v8_float, c + (80 + v));
        vcc_v8_float t26 = vcc_splat(vcc_v8_float, p[t2 + 5] * t3);
        vcc_v8_float t27 = t26 * t25;
        vcc_v8_float t28 = t24 + t27;
        vcc_v8_float t29 = vcc_load(vcc_v8_float, c + (96 + v));
        vcc_v8_float t30 = vcc_splat(vcc_v8_float, p[t2 + 6] * t3);
        vcc_v8_float t31 = t30 * t29;
        vcc_v8_float t32 = t28 + t31;
        vcc_v8_float t33 = vcc_load(vcc_v8_float, c + (112 + v));
        vcc_v8_float t34 = vcc_splat(vcc_v8_float, p[t2 + 7] * t3);
        vcc_v8_float t35 = t34 * t33;
        t1 = t32 + t35;
        t2 = t8;
    }
    return t1;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot_late(const float *p, const float *c, int u, int v) {
    float sum = 0.0f;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            sum += p[y + x] * c[y * 16 + u] * c[x * 16 + v];
    return sum;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_dot_late(const float *p, const float *c, int u, int v) {
    vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        vcc_v8_float t4 = vcc_load(vcc_v8_float, c + v);
        vcc_v8_float t5 = vcc_splat(vcc_v8_float, p[t2] * t3);
        vcc_v8_float t6 = t5 * t4;
        vcc_v8_float t7 = t1 + t6;
        int t8 = t2 + 1;
        vcc_v8_float t9 = vcc_load(vcc_v8_float, c + (16 + v));
        vcc_v8_float t10 = vcc_splat(vcc_v8_float, p[t8] * t3);
        vcc_v8_float t11 = t10 * t9;
        vcc_v8_float t12 = t7 + t11;
        vcc_v8_float t13 = vcc_load(vcc_v8_float, c + (32 + v));
        vcc_v8_float t14 = vcc_splat(vcc_v8_float, p[t2 + 2] * t3);
        vcc_v8_float t15 = t14 * t13;
        vcc_v8_float t16 = t12 + t15;
        vcc_v8_float t17 = vcc_load(vcc_v8_float, c + (48 + v));
        vcc_v8_float t18 = vcc_splat(vcc_v8_float, p[t2 + 3] * t3);
        vcc_v8_float t19 = t18 * t17;
        vcc_v8_float t20 = t16 + t19;
        vcc_v8_float t21 = vcc_load(vcc_v8_float, c + (64 + v));
        vcc_v8_float t22 = vcc_splat(vcc_v8_float, p[t2 + 4] * t3);
        vcc_v8_float t23 = t22 * t21;
        vcc_v8_float t24 = t20 + t23;
        vcc_v8_float t25 = vcc_load(vcc_v8_float, c + (80 + v));
        vcc_v8_float t26 = vcc_splat(vcc_v8_float, p[t2 + 5] * t3);
        vcc_v8_float t27 = t26 * t25;
        vcc_v8_float t28 = t24 + t27;
        vcc_v8_float t29 = vcc_load(vcc_v8_float, c + (96 + v));
        vcc_v8_float t30 = vcc_splat(vcc_v8_float, p[t2 + 6] * t3);
        vcc_v8_float t31 = t30 * t29;
        vcc_v8_float t32 = t28 + t31;
        vcc_v8_float t33 = vcc_load(vcc_v8_float, c + (112 + v));
        vcc_v8_float t34 = vcc_splat(vcc_v8_float, p[t2 + 7] * t3);
        vcc_v8_float t35 = t34 * t33;
        t1 = t32 + t35;
        t2 = t8;
    }
    return t1;
}
#pragma GCC diagnostic pop

void rows(float *restrict out, const float *restrict img, const float *restrict c, int n) {
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
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t15 = t6 * 8;
            float *t16 = out + (t15 + t7);
            const float *t17 = img + t6;
            int t18 = 0;
            vcc_v8_float t2 = t1;
            while (t18 < 8) {
                long t19 = (long)t18;
                int t20 = t18 * 16;
                float t21 = c[t20 + u];
                const float *t22 = c + t7;
                vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
                vcc_v8_float t24 = vcc_splat(vcc_v8_float, t10[t19] * t21);
                vcc_v8_float t25 = t24 * t23;
                vcc_v8_float t26 = t1 + t25;
                int t27 = t18 + 1;
                long t28 = (long)t27;
                const float *t29 = c + (16 + t7);
                vcc_v8_float t30 = vcc_load(vcc_v8_float, t29);
                vcc_v8_float t31 = vcc_splat(vcc_v8_float, t10[t28] * t21);
                vcc_v8_float t32 = t31 * t30;
                vcc_v8_float t33 = t26 + t32;
                long t34 = (long)(t18 + 2);
                const float *t35 = c + (32 + t7);
                vcc_v8_float t36 = vcc_load(vcc_v8_float, t35);
                vcc_v8_float t37 = vcc_splat(vcc_v8_float, t10[t34] * t21);
                vcc_v8_float t38 = t37 * t36;
                vcc_v8_float t39 = t33 + t38;
                long t40 = (long)(t18 + 3);
                const float *t41 = c + (48 + t7);
                vcc_v8_float t42 = vcc_load(vcc_v8_float, t41);
                vcc_v8_float t43 = vcc_splat(vcc_v8_float, t10[t40] * t21);
                vcc_v8_float t44 = t43 * t42;
                vcc_v8_float t45 = t39 + t44;
                long t46 = (long)(t18 + 4);
                const float *t47 = c + (64 + t7);
                vcc_v8_float t48 = vcc_load(vcc_v8_float, t47);
                vcc_v8_float t49 = vcc_splat(vcc_v8_float, t10[t46] * t21);
                vcc_v8_float t50 = t49 * t48;
                vcc_v8_float t51 = t45 + t50;
                long t52 = (long)(t18 + 5);
                const float *t53 = c + (80 + t7);
                vcc_v8_float t54 = vcc_load(vcc_v8_float, t53);
                vcc_v8_float t55 = vcc_splat(vcc_v8_float, t10[t52] * t21);
                vcc_v8_float t56 = t55 * t54;
                vcc_v8_float t57 = t51 + t56;
                long t58 = (long)(t18 + 6);
                const float *t59 = c + (96 + t7);
                vcc_v8_float t60 = vcc_load(vcc_v8_float, t59);
                vcc_v8_float t61 = vcc_splat(vcc_v8_float, t10[t58] * t21);
                vcc_v8_float t62 = t61 * t60;
                vcc_v8_float t63 = t57 + t62;
                long t64 = (long)(t18 + 7);
                const float *t65 = c + (112 + t7);
                vcc_v8_float t66 = vcc_load(vcc_v8_float, t65);
                vcc_v8_float t67 = vcc_splat(vcc_v8_float, t10[t64] * t21);
                vcc_v8_float t68 = t67 * t66;
                t1 = t63 + t68;
                float t69 = c[t20 + t6];
                vcc_v8_float t70 = vcc_load(vcc_v8_float, t22);
                vcc_v8_float t71 = vcc_splat(vcc_v8_float, t17[t19] * t69);
                vcc_v8_float t72 = t71 * t70;
                vcc_v8_float t73 = t2 + t72;
                vcc_v8_float t74 = vcc_load(vcc_v8_float, t29);
                vcc_v8_float t75 = vcc_splat(vcc_v8_float, t17[t28] * t69);
                vcc_v8_float t76 = t75 * t74;
                vcc_v8_float t77 = t73 + t76;
                vcc_v8_float t78 = vcc_load(vcc_v8_float, t35);
                vcc_v8_float t79 = vcc_splat(vcc_v8_float, t17[t34] * t69);
                vcc_v8_float t80 = t79 * t78;
                vcc_v8_float t81 = t77 + t80;
                vcc_v8_float t82 = vcc_load(vcc_v8_float, t41);
                vcc_v8_float t83 = vcc_splat(vcc_v8_float, t17[t40] * t69);
                vcc_v8_float t84 = t83 * t82;
                vcc_v8_float t85 = t81 + t84;
                vcc_v8_float t86 = vcc_load(vcc_v8_float, t47);
                vcc_v8_float t87 = vcc_splat(vcc_v8_float, t17[t46] * t69);
                vcc_v8_float t88 = t87 * t86;
                vcc_v8_float t89 = t85 + t88;
                vcc_v8_float t90 = vcc_load(vcc_v8_float, t53);
                vcc_v8_float t91 = vcc_splat(vcc_v8_float, t17[t52] * t69);
                vcc_v8_float t92 = t91 * t90;
                vcc_v8_float t93 = t89 + t92;
                vcc_v8_float t94 = vcc_load(vcc_v8_float, t59);
                vcc_v8_float t95 = vcc_splat(vcc_v8_float, t17[t58] * t69);
                vcc_v8_float t96 = t95 * t94;
                vcc_v8_float t97 = t93 + t96;
                vcc_v8_float t98 = vcc_load(vcc_v8_float, t65);
                vcc_v8_float t99 = vcc_splat(vcc_v8_float, t17[t64] * t69);
                vcc_v8_float t100 = t99 * t98;
                t2 = t97 + t100;
                t18 = t27;
            }
            vcc_store(t9, t1);
            vcc_store(t16, t2);
            t5 += 8L;
            if (t5 >= 8L) {
                int v = 8;
                for (;; v++) {
                    if (v >= 8) {
                        goto L135;
                    }
                    out[t8 + v] = dot(t10, c, u, v);
                    out[t15 + v] = dot(t17, c, t6, v);
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
            vcc_v8_float t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t101 = 0;
            while (t101 < 8) {
                float t102 = c[t101 * 16 + u_1];
                vcc_v8_float t103 = vcc_load(vcc_v8_float, c + t11);
                vcc_v8_float t104 = vcc_splat(vcc_v8_float, t14[t101] * t102);
                vcc_v8_float t105 = t104 * t103;
                vcc_v8_float t106 = t4 + t105;
                int t107 = t101 + 1;
                vcc_v8_float t108 = vcc_load(vcc_v8_float, c + (16 + t11));
                vcc_v8_float t109 = vcc_splat(vcc_v8_float, t14[t107] * t102);
                vcc_v8_float t110 = t109 * t108;
                vcc_v8_float t111 = t106 + t110;
                vcc_v8_float t112 = vcc_load(vcc_v8_float, c + (32 + t11));
                vcc_v8_float t113 = vcc_splat(vcc_v8_float, t14[t101 + 2] * t102);
                vcc_v8_float t114 = t113 * t112;
                vcc_v8_float t115 = t111 + t114;
                vcc_v8_float t116 = vcc_load(vcc_v8_float, c + (48 + t11));
                vcc_v8_float t117 = vcc_splat(vcc_v8_float, t14[t101 + 3] * t102);
                vcc_v8_float t118 = t117 * t116;
                vcc_v8_float t119 = t115 + t118;
                vcc_v8_float t120 = vcc_load(vcc_v8_float, c + (64 + t11));
                vcc_v8_float t121 = vcc_splat(vcc_v8_float, t14[t101 + 4] * t102);
                vcc_v8_float t122 = t121 * t120;
                vcc_v8_float t123 = t119 + t122;
                vcc_v8_float t124 = vcc_load(vcc_v8_float, c + (80 + t11));
                vcc_v8_float t125 = vcc_splat(vcc_v8_float, t14[t101 + 5] * t102);
                vcc_v8_float t126 = t125 * t124;
                vcc_v8_float t127 = t123 + t126;
                vcc_v8_float t128 = vcc_load(vcc_v8_float, c + (96 + t11));
                vcc_v8_float t129 = vcc_splat(vcc_v8_float, t14[t101 + 6] * t102);
                vcc_v8_float t130 = t129 * t128;
                vcc_v8_float t131 = t127 + t130;
                vcc_v8_float t132 = vcc_load(vcc_v8_float, c + (112 + t11));
                vcc_v8_float t133 = vcc_splat(vcc_v8_float, t14[t101 + 7] * t102);
                vcc_v8_float t134 = t133 * t132;
                t4 = t131 + t134;
                t101 = t107;
            }
            vcc_store(t13, t4);
            t3 += 8L;
            if (t3 >= 8L) {
                int v_1 = 8;
                for (;; v_1++) {
                    if (v_1 >= 8) {
                        goto L136;
                    }
                    out[t12 + v_1] = dot(t14, c, u_1, v_1);
                }
            }
        }
    L136:;
    }
}

void overlapping(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    long t3;
    int u;
    for (u = 0; u < n; u++) {
        t3 = 0L;
        for (;;) {
            long t4 = t3 + 8L;
            int t5 = (int)t3;
            int t6 = u * 8;
            float *t7 = out + (t6 + t5);
            const float *t8 = img + u;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t9 = (int)t4;
            float *t10 = out + (t6 + t9);
            int t11 = 0;
            vcc_v8_float t2 = t1;
            while (t11 < 8) {
                float t12 = c[t11 * 16 + u];
                vcc_v8_float t13 = vcc_load(vcc_v8_float, c + t5);
                vcc_v8_float t14 = vcc_splat(vcc_v8_float, t8[t11] * t12);
                vcc_v8_float t15 = t14 * t13;
                vcc_v8_float t16 = t1 + t15;
                int t17 = t11 + 1;
                vcc_v8_float t18 = vcc_load(vcc_v8_float, c + (16 + t5));
                vcc_v8_float t19 = vcc_splat(vcc_v8_float, t8[t17] * t12);
                vcc_v8_float t20 = t19 * t18;
                vcc_v8_float t21 = t16 + t20;
                vcc_v8_float t22 = vcc_load(vcc_v8_float, c + (32 + t5));
                vcc_v8_float t23 = vcc_splat(vcc_v8_float, t8[t11 + 2] * t12);
                vcc_v8_float t24 = t23 * t22;
                vcc_v8_float t25 = t21 + t24;
                vcc_v8_float t26 = vcc_load(vcc_v8_float, c + (48 + t5));
                vcc_v8_float t27 = vcc_splat(vcc_v8_float, t8[t11 + 3] * t12);
                vcc_v8_float t28 = t27 * t26;
                vcc_v8_float t29 = t25 + t28;
                vcc_v8_float t30 = vcc_load(vcc_v8_float, c + (64 + t5));
                vcc_v8_float t31 = vcc_splat(vcc_v8_float, t8[t11 + 4] * t12);
                vcc_v8_float t32 = t31 * t30;
                vcc_v8_float t33 = t29 + t32;
                vcc_v8_float t34 = vcc_load(vcc_v8_float, c + (80 + t5));
                vcc_v8_float t35 = vcc_splat(vcc_v8_float, t8[t11 + 5] * t12);
                vcc_v8_float t36 = t35 * t34;
                vcc_v8_float t37 = t33 + t36;
                vcc_v8_float t38 = vcc_load(vcc_v8_float, c + (96 + t5));
                vcc_v8_float t39 = vcc_splat(vcc_v8_float, t8[t11 + 6] * t12);
                vcc_v8_float t40 = t39 * t38;
                vcc_v8_float t41 = t37 + t40;
                vcc_v8_float t42 = vcc_load(vcc_v8_float, c + (112 + t5));
                vcc_v8_float t43 = vcc_splat(vcc_v8_float, t8[t11 + 7] * t12);
                vcc_v8_float t44 = t43 * t42;
                t1 = t41 + t44;
                vcc_v8_float t45 = vcc_load(vcc_v8_float, c + t9);
                vcc_v8_float t46 = t14 * t45;
                vcc_v8_float t47 = t2 + t46;
                vcc_v8_float t48 = vcc_load(vcc_v8_float, c + (16 + t9));
                vcc_v8_float t49 = t19 * t48;
                vcc_v8_float t50 = t47 + t49;
                vcc_v8_float t51 = vcc_load(vcc_v8_float, c + (32 + t9));
                vcc_v8_float t52 = t23 * t51;
                vcc_v8_float t53 = t50 + t52;
                vcc_v8_float t54 = vcc_load(vcc_v8_float, c + (48 + t9));
                vcc_v8_float t55 = t27 * t54;
                vcc_v8_float t56 = t53 + t55;
                vcc_v8_float t57 = vcc_load(vcc_v8_float, c + (64 + t9));
                vcc_v8_float t58 = t31 * t57;
                vcc_v8_float t59 = t56 + t58;
                vcc_v8_float t60 = vcc_load(vcc_v8_float, c + (80 + t9));
                vcc_v8_float t61 = t35 * t60;
                vcc_v8_float t62 = t59 + t61;
                vcc_v8_float t63 = vcc_load(vcc_v8_float, c + (96 + t9));
                vcc_v8_float t64 = t39 * t63;
                vcc_v8_float t65 = t62 + t64;
                vcc_v8_float t66 = vcc_load(vcc_v8_float, c + (112 + t9));
                vcc_v8_float t67 = t43 * t66;
                t2 = t65 + t67;
                t11 = t17;
            }
            vcc_store(t7, t1);
            vcc_store(t10, t2);
            t3 += 16L;
            if (t3 >= 16L) {
                int v = 16;
                for (;; v++) {
                    if (v >= 16) {
                        goto L68;
                    }
                    out[t6 + v] = dot(t8, c, u, v);
                }
            }
        }
    L68:;
    }
}

void chained(float *buf, const float *restrict c, int n) {
    long t2;
    int u;
    for (u = 1; u < n; u++) {
        t2 = 0L;
        for (;;) {
            long t4 = t2 + 8L;
            int t5 = (int)t2;
            float *t6 = buf + (u * 16 + t5);
            const float *t7 = buf + (u - 1) * 16;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t12 = 0;
            while (t12 < 8) {
                float t13 = c[t12 * 16 + u];
                vcc_v8_float t14 = vcc_load(vcc_v8_float, c + t5);
                vcc_v8_float t15 = vcc_splat(vcc_v8_float, t7[t12] * t13);
                vcc_v8_float t16 = t15 * t14;
                vcc_v8_float t17 = t1 + t16;
                int t18 = t12 + 1;
                vcc_v8_float t19 = vcc_load(vcc_v8_float, c + (16 + t5));
                vcc_v8_float t20 = vcc_splat(vcc_v8_float, t7[t18] * t13);
                vcc_v8_float t21 = t20 * t19;
                vcc_v8_float t22 = t17 + t21;
                vcc_v8_float t23 = vcc_load(vcc_v8_float, c + (32 + t5));
                vcc_v8_float t24 = vcc_splat(vcc_v8_float, t7[t12 + 2] * t13);
                vcc_v8_float t25 = t24 * t23;
                vcc_v8_float t26 = t22 + t25;
                vcc_v8_float t27 = vcc_load(vcc_v8_float, c + (48 + t5));
                vcc_v8_float t28 = vcc_splat(vcc_v8_float, t7[t12 + 3] * t13);
                vcc_v8_float t29 = t28 * t27;
                vcc_v8_float t30 = t26 + t29;
                vcc_v8_float t31 = vcc_load(vcc_v8_float, c + (64 + t5));
                vcc_v8_float t32 = vcc_splat(vcc_v8_float, t7[t12 + 4] * t13);
                vcc_v8_float t33 = t32 * t31;
                vcc_v8_float t34 = t30 + t33;
                vcc_v8_float t35 = vcc_load(vcc_v8_float, c + (80 + t5));
                vcc_v8_float t36 = vcc_splat(vcc_v8_float, t7[t12 + 5] * t13);
                vcc_v8_float t37 = t36 * t35;
                vcc_v8_float t38 = t34 + t37;
                vcc_v8_float t39 = vcc_load(vcc_v8_float, c + (96 + t5));
                vcc_v8_float t40 = vcc_splat(vcc_v8_float, t7[t12 + 6] * t13);
                vcc_v8_float t41 = t40 * t39;
                vcc_v8_float t42 = t38 + t41;
                vcc_v8_float t43 = vcc_load(vcc_v8_float, c + (112 + t5));
                vcc_v8_float t44 = vcc_splat(vcc_v8_float, t7[t12 + 7] * t13);
                vcc_v8_float t45 = t44 * t43;
                t1 = t42 + t45;
                t12 = t18;
            }
            vcc_v8_float t8 = t1 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
            vcc_store(t6, t8);
            int t9 = (int)t4;
            float *t10 = buf + (u * 16 + t9);
            const float *t11 = buf + (u - 1) * 16;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t47 = 0;
            while (t47 < 8) {
                float t48 = c[t47 * 16 + u];
                vcc_v8_float t49 = vcc_load(vcc_v8_float, c + t9);
                vcc_v8_float t50 = vcc_splat(vcc_v8_float, t11[t47] * t48);
                vcc_v8_float t51 = t50 * t49;
                vcc_v8_float t52 = t3 + t51;
                int t53 = t47 + 1;
                vcc_v8_float t54 = vcc_load(vcc_v8_float, c + (16 + t9));
                vcc_v8_float t55 = vcc_splat(vcc_v8_float, t11[t53] * t48);
                vcc_v8_float t56 = t55 * t54;
                vcc_v8_float t57 = t52 + t56;
                vcc_v8_float t58 = vcc_load(vcc_v8_float, c + (32 + t9));
                vcc_v8_float t59 = vcc_splat(vcc_v8_float, t11[t47 + 2] * t48);
                vcc_v8_float t60 = t59 * t58;
                vcc_v8_float t61 = t57 + t60;
                vcc_v8_float t62 = vcc_load(vcc_v8_float, c + (48 + t9));
                vcc_v8_float t63 = vcc_splat(vcc_v8_float, t11[t47 + 3] * t48);
                vcc_v8_float t64 = t63 * t62;
                vcc_v8_float t65 = t61 + t64;
                vcc_v8_float t66 = vcc_load(vcc_v8_float, c + (64 + t9));
                vcc_v8_float t67 = vcc_splat(vcc_v8_float, t11[t47 + 4] * t48);
                vcc_v8_float t68 = t67 * t66;
                vcc_v8_float t69 = t65 + t68;
                vcc_v8_float t70 = vcc_load(vcc_v8_float, c + (80 + t9));
                vcc_v8_float t71 = vcc_splat(vcc_v8_float, t11[t47 + 5] * t48);
                vcc_v8_float t72 = t71 * t70;
                vcc_v8_float t73 = t69 + t72;
                vcc_v8_float t74 = vcc_load(vcc_v8_float, c + (96 + t9));
                vcc_v8_float t75 = vcc_splat(vcc_v8_float, t11[t47 + 6] * t48);
                vcc_v8_float t76 = t75 * t74;
                vcc_v8_float t77 = t73 + t76;
                vcc_v8_float t78 = vcc_load(vcc_v8_float, c + (112 + t9));
                vcc_v8_float t79 = vcc_splat(vcc_v8_float, t11[t47 + 7] * t48);
                vcc_v8_float t80 = t79 * t78;
                t3 = t77 + t80;
                t47 = t53;
            }
            vcc_v8_float t46 = t3 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
            vcc_store(t10, t46);
            t2 += 16L;
            if (t2 >= 16L) {
                int v = 16;
                for (;; v++) {
                    if (v >= 16) {
                        goto L81;
                    }
                    buf[u * 16 + v] = dot(buf + (u - 1) * 16, c, u, v) * 0.125f;
                }
            }
        }
    L81:;
    }
}

int main(void) {
    float img[64];
    float c[128];
    float out[160];
    float buf[160];
    int t82;
    vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t9 = t8 + (vcc_v8_int){0, 12, 7, 2, 14, 9, 4, 16};
    vcc_v8_uint t10 = (vcc_v8_uint)t9;
    vcc_v8_uint t11 = t10 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
    vcc_v8_uint t12 = vcc_min(vcc_v8_int, t10, t11);
    vcc_v8_int t1 = (vcc_v8_int)t12;
    long t2 = 0L;
    do {
        vcc_v8_float t13 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t14 = t13 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t15 = t14 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[(int)t2], t15);
        vcc_v8_int t16 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_v8_uint t17 = (vcc_v8_uint)t16;
        vcc_v8_uint t18 = t17 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t19 = vcc_min(vcc_v8_int, t17, t18);
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_v8_float t21 = __builtin_convertvector(t20, vcc_v8_float);
        vcc_v8_float t22 = t21 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t23 = t22 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[(int)(t2 + 8L)], t23);
        vcc_v8_int t24 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_uint t25 = (vcc_v8_uint)t24;
        vcc_v8_uint t26 = t25 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t27 = vcc_min(vcc_v8_int, t25, t26);
        vcc_v8_int t28 = (vcc_v8_int)t27;
        vcc_v8_float t29 = __builtin_convertvector(t28, vcc_v8_float);
        vcc_v8_float t30 = t29 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t31 = t30 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[(int)(t2 + 16L)], t31);
        vcc_v8_int t32 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
        vcc_v8_uint t33 = (vcc_v8_uint)t32;
        vcc_v8_uint t34 = t33 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
        vcc_v8_int t36 = (vcc_v8_int)t35;
        vcc_v8_float t37 = __builtin_convertvector(t36, vcc_v8_float);
        vcc_v8_float t38 = t37 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t39 = t38 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[(int)(t2 + 24L)], t39);
        t2 += 32L;
        vcc_v8_int t40 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_uint t41 = (vcc_v8_uint)t40;
        vcc_v8_uint t42 = t41 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t43 = vcc_min(vcc_v8_int, t41, t42);
        t1 = (vcc_v8_int)t43;
    } while (t2 < 128L);
    for (int i = 128; i < 128; i++) {
        c[i] = (float)(i * 29 % 17) * 0.125f - 1.0f;
    }
    vcc_v8_int t44 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t45 = t44 + (vcc_v8_int){0, 13, 26, 8, 21, 3, 16, 29};
    vcc_v8_uint t46 = (vcc_v8_uint)t45;
    vcc_v8_uint t47 = t46 - (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
    vcc_v8_uint t48 = vcc_min(vcc_v8_int, t46, t47);
    vcc_v8_int t3 = (vcc_v8_int)t48;
    long t4 = 0L;
    do {
        vcc_v8_float t49 = __builtin_convertvector(t3, vcc_v8_float);
        vcc_v8_float t50 = t49 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t51 = t50 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[(int)t4], t51);
        vcc_v8_int t52 = t3 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_v8_uint t53 = (vcc_v8_uint)t52;
        vcc_v8_uint t54 = t53 - (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
        vcc_v8_uint t55 = vcc_min(vcc_v8_int, t53, t54);
        vcc_v8_int t56 = (vcc_v8_int)t55;
        vcc_v8_float t57 = __builtin_convertvector(t56, vcc_v8_float);
        vcc_v8_float t58 = t57 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t59 = t58 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[(int)(t4 + 8L)], t59);
        vcc_v8_int t60 = t3 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
        vcc_v8_uint t61 = (vcc_v8_uint)t60;
        vcc_v8_uint t62 = t61 - (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
        vcc_v8_uint t63 = vcc_min(vcc_v8_int, t61, t62);
        vcc_v8_int t64 = (vcc_v8_int)t63;
        vcc_v8_float t65 = __builtin_convertvector(t64, vcc_v8_float);
        vcc_v8_float t66 = t65 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t67 = t66 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[(int)(t4 + 16L)], t67);
        vcc_v8_int t68 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t69 = (vcc_v8_uint)t68;
        vcc_v8_uint t70 = t69 - (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
        vcc_v8_uint t71 = vcc_min(vcc_v8_int, t69, t70);
        vcc_v8_int t72 = (vcc_v8_int)t71;
        vcc_v8_float t73 = __builtin_convertvector(t72, vcc_v8_float);
        vcc_v8_float t74 = t73 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t75 = t74 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[(int)(t4 + 24L)], t75);
        t4 += 32L;
        vcc_v8_int t76 = t3 + (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
        vcc_v8_uint t77 = (vcc_v8_uint)t76;
        vcc_v8_uint t78 = t77 - (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
        vcc_v8_uint t79 = vcc_min(vcc_v8_int, t77, t78);
        t3 = (vcc_v8_int)t79;
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
            vcc_store(&out[(int)t5], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&out[(int)(t5 + 8L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&out[(int)(t5 + 16L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&out[(int)(t5 + 24L)], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            t5 += 32L;
        } while (t5 < 160L);
        for (int i_4 = 160; i_4 < 160; i_4++) {
            out[i_4] = 0.0f;
        }
        overlapping(out, t81, t80, n);
        for (int i_5 = 0; i_5 < 160; i_5++) {
            printf("overlapping %d %a\n", n, (double)out[i_5]);
        }
        vcc_v8_int t83 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t84 = t83 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
        vcc_v8_uint t85 = (vcc_v8_uint)t84;
        vcc_v8_uint t86 = t85 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t87 = vcc_min(vcc_v8_int, t85, t86);
        vcc_v8_int t6 = (vcc_v8_int)t87;
        long t7 = 0L;
        for (;;) {
            vcc_v8_float t88 = __builtin_convertvector(t6, vcc_v8_float);
            vcc_v8_float t89 = t88 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t90 = t89 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[(int)t7], t90);
            vcc_v8_int t91 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t92 = (vcc_v8_uint)t91;
            vcc_v8_uint t93 = t92 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t94 = vcc_min(vcc_v8_int, t92, t93);
            vcc_v8_int t95 = (vcc_v8_int)t94;
            vcc_v8_float t96 = __builtin_convertvector(t95, vcc_v8_float);
            vcc_v8_float t97 = t96 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t98 = t97 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[(int)(t7 + 8L)], t98);
            vcc_v8_int t99 = t6 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t100 = (vcc_v8_uint)t99;
            vcc_v8_uint t101 = t100 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t102 = vcc_min(vcc_v8_int, t100, t101);
            vcc_v8_int t103 = (vcc_v8_int)t102;
            vcc_v8_float t104 = __builtin_convertvector(t103, vcc_v8_float);
            vcc_v8_float t105 = t104 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t106 = t105 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[(int)(t7 + 16L)], t106);
            vcc_v8_int t107 = t6 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t108 = (vcc_v8_uint)t107;
            vcc_v8_uint t109 = t108 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t110 = vcc_min(vcc_v8_int, t108, t109);
            vcc_v8_int t111 = (vcc_v8_int)t110;
            vcc_v8_float t112 = __builtin_convertvector(t111, vcc_v8_float);
            vcc_v8_float t113 = t112 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t114 = t113 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[(int)(t7 + 24L)], t114);
            t7 += 32L;
            vcc_v8_int t115 = t6 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_uint t116 = (vcc_v8_uint)t115;
            vcc_v8_uint t117 = t116 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t118 = vcc_min(vcc_v8_int, t116, t117);
            vcc_v8_int t119 = (vcc_v8_int)t118;
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
