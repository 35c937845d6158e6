/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

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
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            float *t11 = out + (t4 * 8 + t5);
            const float *t12 = img + t4;
            int t13 = 0;
            vcc_v8_float t2 = t1;
            while (t13 < 8) {
                long t14 = (long)t13;
                int t15 = t13 * 16;
                float t16 = c[t15 + u];
                const float *t17 = c + t5;
                vcc_v8_float t18 = vcc_load(vcc_v8_float, t17);
                vcc_v8_float t19 = vcc_splat(vcc_v8_float, t7[t14] * t16);
                vcc_v8_float t20 = t19 * t18;
                vcc_v8_float t21 = t1 + t20;
                int t22 = t13 + 1;
                long t23 = (long)t22;
                const float *t24 = c + (16 + t5);
                vcc_v8_float t25 = vcc_load(vcc_v8_float, t24);
                vcc_v8_float t26 = vcc_splat(vcc_v8_float, t7[t23] * t16);
                vcc_v8_float t27 = t26 * t25;
                vcc_v8_float t28 = t21 + t27;
                long t29 = (long)(t13 + 2);
                const float *t30 = c + (32 + t5);
                vcc_v8_float t31 = vcc_load(vcc_v8_float, t30);
                vcc_v8_float t32 = vcc_splat(vcc_v8_float, t7[t29] * t16);
                vcc_v8_float t33 = t32 * t31;
                vcc_v8_float t34 = t28 + t33;
                long t35 = (long)(t13 + 3);
                const float *t36 = c + (48 + t5);
                vcc_v8_float t37 = vcc_load(vcc_v8_float, t36);
                vcc_v8_float t38 = vcc_splat(vcc_v8_float, t7[t35] * t16);
                vcc_v8_float t39 = t38 * t37;
                vcc_v8_float t40 = t34 + t39;
                long t41 = (long)(t13 + 4);
                const float *t42 = c + (64 + t5);
                vcc_v8_float t43 = vcc_load(vcc_v8_float, t42);
                vcc_v8_float t44 = vcc_splat(vcc_v8_float, t7[t41] * t16);
                vcc_v8_float t45 = t44 * t43;
                vcc_v8_float t46 = t40 + t45;
                long t47 = (long)(t13 + 5);
                const float *t48 = c + (80 + t5);
                vcc_v8_float t49 = vcc_load(vcc_v8_float, t48);
                vcc_v8_float t50 = vcc_splat(vcc_v8_float, t7[t47] * t16);
                vcc_v8_float t51 = t50 * t49;
                vcc_v8_float t52 = t46 + t51;
                long t53 = (long)(t13 + 6);
                const float *t54 = c + (96 + t5);
                vcc_v8_float t55 = vcc_load(vcc_v8_float, t54);
                vcc_v8_float t56 = vcc_splat(vcc_v8_float, t7[t53] * t16);
                vcc_v8_float t57 = t56 * t55;
                vcc_v8_float t58 = t52 + t57;
                long t59 = (long)(t13 + 7);
                const float *t60 = c + (112 + t5);
                vcc_v8_float t61 = vcc_load(vcc_v8_float, t60);
                vcc_v8_float t62 = vcc_splat(vcc_v8_float, t7[t59] * t16);
                vcc_v8_float t63 = t62 * t61;
                t1 = t58 + t63;
                float t64 = c[t15 + t4];
                vcc_v8_float t65 = vcc_load(vcc_v8_float, t17);
                vcc_v8_float t66 = vcc_splat(vcc_v8_float, t12[t14] * t64);
                vcc_v8_float t67 = t66 * t65;
                vcc_v8_float t68 = t2 + t67;
                vcc_v8_float t69 = vcc_load(vcc_v8_float, t24);
                vcc_v8_float t70 = vcc_splat(vcc_v8_float, t12[t23] * t64);
                vcc_v8_float t71 = t70 * t69;
                vcc_v8_float t72 = t68 + t71;
                vcc_v8_float t73 = vcc_load(vcc_v8_float, t30);
                vcc_v8_float t74 = vcc_splat(vcc_v8_float, t12[t29] * t64);
                vcc_v8_float t75 = t74 * t73;
                vcc_v8_float t76 = t72 + t75;
                vcc_v8_float t77 = vcc_load(vcc_v8_float, t36);
                vcc_v8_float t78 = vcc_splat(vcc_v8_float, t12[t35] * t64);
                vcc_v8_float t79 = t78 * t77;
                vcc_v8_float t80 = t76 + t79;
                vcc_v8_float t81 = vcc_load(vcc_v8_float, t42);
                vcc_v8_float t82 = vcc_splat(vcc_v8_float, t12[t41] * t64);
                vcc_v8_float t83 = t82 * t81;
                vcc_v8_float t84 = t80 + t83;
                vcc_v8_float t85 = vcc_load(vcc_v8_float, t48);
                vcc_v8_float t86 = vcc_splat(vcc_v8_float, t12[t47] * t64);
                vcc_v8_float t87 = t86 * t85;
                vcc_v8_float t88 = t84 + t87;
                vcc_v8_float t89 = vcc_load(vcc_v8_float, t54);
                vcc_v8_float t90 = vcc_splat(vcc_v8_float, t12[t53] * t64);
                vcc_v8_float t91 = t90 * t89;
                vcc_v8_float t92 = t88 + t91;
                vcc_v8_float t93 = vcc_load(vcc_v8_float, t60);
                vcc_v8_float t94 = vcc_splat(vcc_v8_float, t12[t59] * t64);
                vcc_v8_float t95 = t94 * t93;
                t2 = t92 + t95;
                t13 = t22;
            }
            vcc_store(t6, t1);
            vcc_store(t11, t2);
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
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t96 = 0;
            while (t96 < 8) {
                float t97 = c[t96 * 16 + u_1];
                vcc_v8_float t98 = vcc_load(vcc_v8_float, c + t8);
                vcc_v8_float t99 = vcc_splat(vcc_v8_float, t10[t96] * t97);
                vcc_v8_float t100 = t99 * t98;
                vcc_v8_float t101 = t3 + t100;
                int t102 = t96 + 1;
                vcc_v8_float t103 = vcc_load(vcc_v8_float, c + (16 + t8));
                vcc_v8_float t104 = vcc_splat(vcc_v8_float, t10[t102] * t97);
                vcc_v8_float t105 = t104 * t103;
                vcc_v8_float t106 = t101 + t105;
                vcc_v8_float t107 = vcc_load(vcc_v8_float, c + (32 + t8));
                vcc_v8_float t108 = vcc_splat(vcc_v8_float, t10[t96 + 2] * t97);
                vcc_v8_float t109 = t108 * t107;
                vcc_v8_float t110 = t106 + t109;
                vcc_v8_float t111 = vcc_load(vcc_v8_float, c + (48 + t8));
                vcc_v8_float t112 = vcc_splat(vcc_v8_float, t10[t96 + 3] * t97);
                vcc_v8_float t113 = t112 * t111;
                vcc_v8_float t114 = t110 + t113;
                vcc_v8_float t115 = vcc_load(vcc_v8_float, c + (64 + t8));
                vcc_v8_float t116 = vcc_splat(vcc_v8_float, t10[t96 + 4] * t97);
                vcc_v8_float t117 = t116 * t115;
                vcc_v8_float t118 = t114 + t117;
                vcc_v8_float t119 = vcc_load(vcc_v8_float, c + (80 + t8));
                vcc_v8_float t120 = vcc_splat(vcc_v8_float, t10[t96 + 5] * t97);
                vcc_v8_float t121 = t120 * t119;
                vcc_v8_float t122 = t118 + t121;
                vcc_v8_float t123 = vcc_load(vcc_v8_float, c + (96 + t8));
                vcc_v8_float t124 = vcc_splat(vcc_v8_float, t10[t96 + 6] * t97);
                vcc_v8_float t125 = t124 * t123;
                vcc_v8_float t126 = t122 + t125;
                vcc_v8_float t127 = vcc_load(vcc_v8_float, c + (112 + t8));
                vcc_v8_float t128 = vcc_splat(vcc_v8_float, t10[t96 + 7] * t97);
                vcc_v8_float t129 = t128 * t127;
                t3 = t126 + t129;
                t96 = t102;
            }
            vcc_store(t9, t3);
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
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            float *t11 = out + (t4 * 8 + t5);
            const float *t12 = img + t4;
            int t13 = 0;
            vcc_v8_float t2 = t1;
            while (t13 < 8) {
                long t14 = (long)t13;
                int t15 = t13 * 16;
                float t16 = c[t15 + u];
                const float *t17 = c + t5;
                vcc_v8_float t18 = vcc_load(vcc_v8_float, t17);
                vcc_v8_float t19 = vcc_splat(vcc_v8_float, t7[t14] * t16);
                vcc_v8_float t20 = t19 * t18;
                vcc_v8_float t21 = t1 + t20;
                int t22 = t13 + 1;
                long t23 = (long)t22;
                const float *t24 = c + (16 + t5);
                vcc_v8_float t25 = vcc_load(vcc_v8_float, t24);
                vcc_v8_float t26 = vcc_splat(vcc_v8_float, t7[t23] * t16);
                vcc_v8_float t27 = t26 * t25;
                vcc_v8_float t28 = t21 + t27;
                long t29 = (long)(t13 + 2);
                const float *t30 = c + (32 + t5);
                vcc_v8_float t31 = vcc_load(vcc_v8_float, t30);
                vcc_v8_float t32 = vcc_splat(vcc_v8_float, t7[t29] * t16);
                vcc_v8_float t33 = t32 * t31;
                vcc_v8_float t34 = t28 + t33;
                long t35 = (long)(t13 + 3);
                const float *t36 = c + (48 + t5);
                vcc_v8_float t37 = vcc_load(vcc_v8_float, t36);
                vcc_v8_float t38 = vcc_splat(vcc_v8_float, t7[t35] * t16);
                vcc_v8_float t39 = t38 * t37;
                vcc_v8_float t40 = t34 + t39;
                long t41 = (long)(t13 + 4);
                const float *t42 = c + (64 + t5);
                vcc_v8_float t43 = vcc_load(vcc_v8_float, t42);
                vcc_v8_float t44 = vcc_splat(vcc_v8_float, t7[t41] * t16);
                vcc_v8_float t45 = t44 * t43;
                vcc_v8_float t46 = t40 + t45;
                long t47 = (long)(t13 + 5);
                const float *t48 = c + (80 + t5);
                vcc_v8_float t49 = vcc_load(vcc_v8_float, t48);
                vcc_v8_float t50 = vcc_splat(vcc_v8_float, t7[t47] * t16);
                vcc_v8_float t51 = t50 * t49;
                vcc_v8_float t52 = t46 + t51;
                long t53 = (long)(t13 + 6);
                const float *t54 = c + (96 + t5);
                vcc_v8_float t55 = vcc_load(vcc_v8_float, t54);
                vcc_v8_float t56 = vcc_splat(vcc_v8_float, t7[t53] * t16);
                vcc_v8_float t57 = t56 * t55;
                vcc_v8_float t58 = t52 + t57;
                long t59 = (long)(t13 + 7);
                const float *t60 = c + (112 + t5);
                vcc_v8_float t61 = vcc_load(vcc_v8_float, t60);
                vcc_v8_float t62 = vcc_splat(vcc_v8_float, t7[t59] * t16);
                vcc_v8_float t63 = t62 * t61;
                t1 = t58 + t63;
                float t64 = c[t15 + t4];
                vcc_v8_float t65 = vcc_load(vcc_v8_float, t17);
                vcc_v8_float t66 = vcc_splat(vcc_v8_float, t12[t14] * t64);
                vcc_v8_float t67 = t66 * t65;
                vcc_v8_float t68 = t2 + t67;
                vcc_v8_float t69 = vcc_load(vcc_v8_float, t24);
                vcc_v8_float t70 = vcc_splat(vcc_v8_float, t12[t23] * t64);
                vcc_v8_float t71 = t70 * t69;
                vcc_v8_float t72 = t68 + t71;
                vcc_v8_float t73 = vcc_load(vcc_v8_float, t30);
                vcc_v8_float t74 = vcc_splat(vcc_v8_float, t12[t29] * t64);
                vcc_v8_float t75 = t74 * t73;
                vcc_v8_float t76 = t72 + t75;
                vcc_v8_float t77 = vcc_load(vcc_v8_float, t36);
                vcc_v8_float t78 = vcc_splat(vcc_v8_float, t12[t35] * t64);
                vcc_v8_float t79 = t78 * t77;
                vcc_v8_float t80 = t76 + t79;
                vcc_v8_float t81 = vcc_load(vcc_v8_float, t42);
                vcc_v8_float t82 = vcc_splat(vcc_v8_float, t12[t41] * t64);
                vcc_v8_float t83 = t82 * t81;
                vcc_v8_float t84 = t80 + t83;
                vcc_v8_float t85 = vcc_load(vcc_v8_float, t48);
                vcc_v8_float t86 = vcc_splat(vcc_v8_float, t12[t47] * t64);
                vcc_v8_float t87 = t86 * t85;
                vcc_v8_float t88 = t84 + t87;
                vcc_v8_float t89 = vcc_load(vcc_v8_float, t54);
                vcc_v8_float t90 = vcc_splat(vcc_v8_float, t12[t53] * t64);
                vcc_v8_float t91 = t90 * t89;
                vcc_v8_float t92 = t88 + t91;
                vcc_v8_float t93 = vcc_load(vcc_v8_float, t60);
                vcc_v8_float t94 = vcc_splat(vcc_v8_float, t12[t59] * t64);
                vcc_v8_float t95 = t94 * t93;
                t2 = t92 + t95;
                t13 = t22;
            }
            vcc_store(t6, t1);
            vcc_store(t11, t2);
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
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t96 = 0;
            while (t96 < 8) {
                float t97 = c[t96 * 16 + u_1];
                vcc_v8_float t98 = vcc_load(vcc_v8_float, c + t8);
                vcc_v8_float t99 = vcc_splat(vcc_v8_float, t10[t96] * t97);
                vcc_v8_float t100 = t99 * t98;
                vcc_v8_float t101 = t3 + t100;
                int t102 = t96 + 1;
                vcc_v8_float t103 = vcc_load(vcc_v8_float, c + (16 + t8));
                vcc_v8_float t104 = vcc_splat(vcc_v8_float, t10[t102] * t97);
                vcc_v8_float t105 = t104 * t103;
                vcc_v8_float t106 = t101 + t105;
                vcc_v8_float t107 = vcc_load(vcc_v8_float, c + (32 + t8));
                vcc_v8_float t108 = vcc_splat(vcc_v8_float, t10[t96 + 2] * t97);
                vcc_v8_float t109 = t108 * t107;
                vcc_v8_float t110 = t106 + t109;
                vcc_v8_float t111 = vcc_load(vcc_v8_float, c + (48 + t8));
                vcc_v8_float t112 = vcc_splat(vcc_v8_float, t10[t96 + 3] * t97);
                vcc_v8_float t113 = t112 * t111;
                vcc_v8_float t114 = t110 + t113;
                vcc_v8_float t115 = vcc_load(vcc_v8_float, c + (64 + t8));
                vcc_v8_float t116 = vcc_splat(vcc_v8_float, t10[t96 + 4] * t97);
                vcc_v8_float t117 = t116 * t115;
                vcc_v8_float t118 = t114 + t117;
                vcc_v8_float t119 = vcc_load(vcc_v8_float, c + (80 + t8));
                vcc_v8_float t120 = vcc_splat(vcc_v8_float, t10[t96 + 5] * t97);
                vcc_v8_float t121 = t120 * t119;
                vcc_v8_float t122 = t118 + t121;
                vcc_v8_float t123 = vcc_load(vcc_v8_float, c + (96 + t8));
                vcc_v8_float t124 = vcc_splat(vcc_v8_float, t10[t96 + 6] * t97);
                vcc_v8_float t125 = t124 * t123;
                vcc_v8_float t126 = t122 + t125;
                vcc_v8_float t127 = vcc_load(vcc_v8_float, c + (112 + t8));
                vcc_v8_float t128 = vcc_splat(vcc_v8_float, t10[t96 + 7] * t97);
                vcc_v8_float t129 = t128 * t127;
                t3 = t126 + t129;
                t96 = t102;
            }
            vcc_store(t9, t3);
            v_vec += 8L;
        } while (v_vec < 8L);
    }
}

void overlapping(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    for (int u = 0; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:54 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            int t3 = (int)v_vec;
            int t4 = u * 8;
            float *t5 = out + (t4 + t3);
            const float *t6 = img + u;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t7 = (int)(v_vec + 8L);
            float *t8 = out + (t4 + t7);
            int t9 = 0;
            vcc_v8_float t2 = t1;
            while (t9 < 8) {
                float t10 = c[t9 * 16 + u];
                vcc_v8_float t11 = vcc_load(vcc_v8_float, c + t3);
                vcc_v8_float t12 = vcc_splat(vcc_v8_float, t6[t9] * t10);
                vcc_v8_float t13 = t12 * t11;
                vcc_v8_float t14 = t1 + t13;
                int t15 = t9 + 1;
                vcc_v8_float t16 = vcc_load(vcc_v8_float, c + (16 + t3));
                vcc_v8_float t17 = vcc_splat(vcc_v8_float, t6[t15] * t10);
                vcc_v8_float t18 = t17 * t16;
                vcc_v8_float t19 = t14 + t18;
                vcc_v8_float t20 = vcc_load(vcc_v8_float, c + (32 + t3));
                vcc_v8_float t21 = vcc_splat(vcc_v8_float, t6[t9 + 2] * t10);
                vcc_v8_float t22 = t21 * t20;
                vcc_v8_float t23 = t19 + t22;
                vcc_v8_float t24 = vcc_load(vcc_v8_float, c + (48 + t3));
                vcc_v8_float t25 = vcc_splat(vcc_v8_float, t6[t9 + 3] * t10);
                vcc_v8_float t26 = t25 * t24;
                vcc_v8_float t27 = t23 + t26;
                vcc_v8_float t28 = vcc_load(vcc_v8_float, c + (64 + t3));
                vcc_v8_float t29 = vcc_splat(vcc_v8_float, t6[t9 + 4] * t10);
                vcc_v8_float t30 = t29 * t28;
                vcc_v8_float t31 = t27 + t30;
                vcc_v8_float t32 = vcc_load(vcc_v8_float, c + (80 + t3));
                vcc_v8_float t33 = vcc_splat(vcc_v8_float, t6[t9 + 5] * t10);
                vcc_v8_float t34 = t33 * t32;
                vcc_v8_float t35 = t31 + t34;
                vcc_v8_float t36 = vcc_load(vcc_v8_float, c + (96 + t3));
                vcc_v8_float t37 = vcc_splat(vcc_v8_float, t6[t9 + 6] * t10);
                vcc_v8_float t38 = t37 * t36;
                vcc_v8_float t39 = t35 + t38;
                vcc_v8_float t40 = vcc_load(vcc_v8_float, c + (112 + t3));
                vcc_v8_float t41 = vcc_splat(vcc_v8_float, t6[t9 + 7] * t10);
                vcc_v8_float t42 = t41 * t40;
                t1 = t39 + t42;
                vcc_v8_float t43 = vcc_load(vcc_v8_float, c + t7);
                vcc_v8_float t44 = t12 * t43;
                vcc_v8_float t45 = t2 + t44;
                vcc_v8_float t46 = vcc_load(vcc_v8_float, c + (16 + t7));
                vcc_v8_float t47 = t17 * t46;
                vcc_v8_float t48 = t45 + t47;
                vcc_v8_float t49 = vcc_load(vcc_v8_float, c + (32 + t7));
                vcc_v8_float t50 = t21 * t49;
                vcc_v8_float t51 = t48 + t50;
                vcc_v8_float t52 = vcc_load(vcc_v8_float, c + (48 + t7));
                vcc_v8_float t53 = t25 * t52;
                vcc_v8_float t54 = t51 + t53;
                vcc_v8_float t55 = vcc_load(vcc_v8_float, c + (64 + t7));
                vcc_v8_float t56 = t29 * t55;
                vcc_v8_float t57 = t54 + t56;
                vcc_v8_float t58 = vcc_load(vcc_v8_float, c + (80 + t7));
                vcc_v8_float t59 = t33 * t58;
                vcc_v8_float t60 = t57 + t59;
                vcc_v8_float t61 = vcc_load(vcc_v8_float, c + (96 + t7));
                vcc_v8_float t62 = t37 * t61;
                vcc_v8_float t63 = t60 + t62;
                vcc_v8_float t64 = vcc_load(vcc_v8_float, c + (112 + t7));
                vcc_v8_float t65 = t41 * t64;
                t2 = t63 + t65;
                t9 = t15;
            }
            vcc_store(t5, t1);
            vcc_store(t8, t2);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

void chained(float *buf, const float *restrict c, int n) {
    for (int u = 1; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:62 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            int t3 = (int)v_vec;
            float *t4 = buf + (u * 16 + t3);
            const float *t5 = buf + (u - 1) * 16;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t10 = 0;
            while (t10 < 8) {
                float t11 = c[t10 * 16 + u];
                vcc_v8_float t12 = vcc_load(vcc_v8_float, c + t3);
                vcc_v8_float t13 = vcc_splat(vcc_v8_float, t5[t10] * t11);
                vcc_v8_float t14 = t13 * t12;
                vcc_v8_float t15 = t1 + t14;
                int t16 = t10 + 1;
                vcc_v8_float t17 = vcc_load(vcc_v8_float, c + (16 + t3));
                vcc_v8_float t18 = vcc_splat(vcc_v8_float, t5[t16] * t11);
                vcc_v8_float t19 = t18 * t17;
                vcc_v8_float t20 = t15 + t19;
                vcc_v8_float t21 = vcc_load(vcc_v8_float, c + (32 + t3));
                vcc_v8_float t22 = vcc_splat(vcc_v8_float, t5[t10 + 2] * t11);
                vcc_v8_float t23 = t22 * t21;
                vcc_v8_float t24 = t20 + t23;
                vcc_v8_float t25 = vcc_load(vcc_v8_float, c + (48 + t3));
                vcc_v8_float t26 = vcc_splat(vcc_v8_float, t5[t10 + 3] * t11);
                vcc_v8_float t27 = t26 * t25;
                vcc_v8_float t28 = t24 + t27;
                vcc_v8_float t29 = vcc_load(vcc_v8_float, c + (64 + t3));
                vcc_v8_float t30 = vcc_splat(vcc_v8_float, t5[t10 + 4] * t11);
                vcc_v8_float t31 = t30 * t29;
                vcc_v8_float t32 = t28 + t31;
                vcc_v8_float t33 = vcc_load(vcc_v8_float, c + (80 + t3));
                vcc_v8_float t34 = vcc_splat(vcc_v8_float, t5[t10 + 5] * t11);
                vcc_v8_float t35 = t34 * t33;
                vcc_v8_float t36 = t32 + t35;
                vcc_v8_float t37 = vcc_load(vcc_v8_float, c + (96 + t3));
                vcc_v8_float t38 = vcc_splat(vcc_v8_float, t5[t10 + 6] * t11);
                vcc_v8_float t39 = t38 * t37;
                vcc_v8_float t40 = t36 + t39;
                vcc_v8_float t41 = vcc_load(vcc_v8_float, c + (112 + t3));
                vcc_v8_float t42 = vcc_splat(vcc_v8_float, t5[t10 + 7] * t11);
                vcc_v8_float t43 = t42 * t41;
                t1 = t40 + t43;
                t10 = t16;
            }
            vcc_v8_float t6 = t1 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
            vcc_store(t4, t6);
            int t7 = (int)(v_vec + 8L);
            float *t8 = buf + (u * 16 + t7);
            const float *t9 = buf + (u - 1) * 16;
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t45 = 0;
            while (t45 < 8) {
                float t46 = c[t45 * 16 + u];
                vcc_v8_float t47 = vcc_load(vcc_v8_float, c + t7);
                vcc_v8_float t48 = vcc_splat(vcc_v8_float, t9[t45] * t46);
                vcc_v8_float t49 = t48 * t47;
                vcc_v8_float t50 = t2 + t49;
                int t51 = t45 + 1;
                vcc_v8_float t52 = vcc_load(vcc_v8_float, c + (16 + t7));
                vcc_v8_float t53 = vcc_splat(vcc_v8_float, t9[t51] * t46);
                vcc_v8_float t54 = t53 * t52;
                vcc_v8_float t55 = t50 + t54;
                vcc_v8_float t56 = vcc_load(vcc_v8_float, c + (32 + t7));
                vcc_v8_float t57 = vcc_splat(vcc_v8_float, t9[t45 + 2] * t46);
                vcc_v8_float t58 = t57 * t56;
                vcc_v8_float t59 = t55 + t58;
                vcc_v8_float t60 = vcc_load(vcc_v8_float, c + (48 + t7));
                vcc_v8_float t61 = vcc_splat(vcc_v8_float, t9[t45 + 3] * t46);
                vcc_v8_float t62 = t61 * t60;
                vcc_v8_float t63 = t59 + t62;
                vcc_v8_float t64 = vcc_load(vcc_v8_float, c + (64 + t7));
                vcc_v8_float t65 = vcc_splat(vcc_v8_float, t9[t45 + 4] * t46);
                vcc_v8_float t66 = t65 * t64;
                vcc_v8_float t67 = t63 + t66;
                vcc_v8_float t68 = vcc_load(vcc_v8_float, c + (80 + t7));
                vcc_v8_float t69 = vcc_splat(vcc_v8_float, t9[t45 + 5] * t46);
                vcc_v8_float t70 = t69 * t68;
                vcc_v8_float t71 = t67 + t70;
                vcc_v8_float t72 = vcc_load(vcc_v8_float, c + (96 + t7));
                vcc_v8_float t73 = vcc_splat(vcc_v8_float, t9[t45 + 6] * t46);
                vcc_v8_float t74 = t73 * t72;
                vcc_v8_float t75 = t71 + t74;
                vcc_v8_float t76 = vcc_load(vcc_v8_float, c + (112 + t7));
                vcc_v8_float t77 = vcc_splat(vcc_v8_float, t9[t45 + 7] * t46);
                vcc_v8_float t78 = t77 * t76;
                t2 = t75 + t78;
                t45 = t51;
            }
            vcc_v8_float t44 = t2 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
            vcc_store(t8, t44);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

int main(void) {
    float img[64];
    float c[128];
    float out[160];
    float buf[160];
    int t88;
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t5 = t4 + (vcc_v8_int){0, 12, 7, 2, 14, 9, 4, 16};
    vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
    vcc_v8_uint t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t8 = (vcc_v8_uint)t5;
    vcc_v8_uint t9 = t8 - t7;
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long i_vec = 0L;
    /* vcc: loop at jam_chains.c:69 vectorized: VF 8, UF 4, the remainder at 70:23 by 17 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t10 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t11 = t10 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t12 = t11 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[i_vec], t12);
        vcc_v8_int t13 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t16 = (vcc_v8_uint)t13;
        vcc_v8_uint t17 = t16 - t15;
        vcc_v8_int t18 = (vcc_v8_int)t17;
        vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
        vcc_v8_float t20 = t19 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t21 = t20 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[i_vec + 8L], t21);
        vcc_v8_int t22 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t25 = (vcc_v8_uint)t22;
        vcc_v8_uint t26 = t25 - t24;
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_float t28 = __builtin_convertvector(t27, vcc_v8_float);
        vcc_v8_float t29 = t28 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t30 = t29 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[i_vec + 16L], t30);
        vcc_v8_int t31 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
        vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t34 = (vcc_v8_uint)t31;
        vcc_v8_uint t35 = t34 - t33;
        vcc_v8_int t36 = (vcc_v8_int)t35;
        vcc_v8_float t37 = __builtin_convertvector(t36, vcc_v8_float);
        vcc_v8_float t38 = t37 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
        vcc_v8_float t39 = t38 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&c[i_vec + 24L], t39);
        i_vec += 32L;
        vcc_v8_int t40 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_m8 t41 = (vcc_m8)(t40 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t43 = (vcc_v8_uint)t40;
        vcc_v8_uint t44 = t43 - t42;
        t1 = (vcc_v8_int)t44;
    } while (i_vec < 128L);
    vcc_v8_int t45 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t46 = t45 + (vcc_v8_int){0, 13, 26, 8, 21, 3, 16, 29};
    vcc_m8 t47 = (vcc_m8)(t46 > (vcc_v8_int){30, 30, 30, 30, 30, 30, 30, 30});
    vcc_v8_uint t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t49 = (vcc_v8_uint)t46;
    vcc_v8_uint t50 = t49 - t48;
    vcc_v8_int t2 = (vcc_v8_int)t50;
    long i_vec_1 = 0L;
    /* vcc: loop at jam_chains.c:71 vectorized: VF 8, UF 4, the remainder at 72:25 by 31 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t51 = __builtin_convertvector(t2, vcc_v8_float);
        vcc_v8_float t52 = t51 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t53 = t52 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[i_vec_1], t53);
        vcc_v8_int t54 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_m8 t55 = (vcc_m8)(t54 > (vcc_v8_int){30, 30, 30, 30, 30, 30, 30, 30});
        vcc_v8_uint t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, ((vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t57 = (vcc_v8_uint)t54;
        vcc_v8_uint t58 = t57 - t56;
        vcc_v8_int t59 = (vcc_v8_int)t58;
        vcc_v8_float t60 = __builtin_convertvector(t59, vcc_v8_float);
        vcc_v8_float t61 = t60 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t62 = t61 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[i_vec_1 + 8L], t62);
        vcc_v8_int t63 = t2 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
        vcc_m8 t64 = (vcc_m8)(t63 > (vcc_v8_int){30, 30, 30, 30, 30, 30, 30, 30});
        vcc_v8_uint t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, ((vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t66 = (vcc_v8_uint)t63;
        vcc_v8_uint t67 = t66 - t65;
        vcc_v8_int t68 = (vcc_v8_int)t67;
        vcc_v8_float t69 = __builtin_convertvector(t68, vcc_v8_float);
        vcc_v8_float t70 = t69 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t71 = t70 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[i_vec_1 + 16L], t71);
        vcc_v8_int t72 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t73 = (vcc_m8)(t72 > (vcc_v8_int){30, 30, 30, 30, 30, 30, 30, 30});
        vcc_v8_uint t74 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, ((vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t75 = (vcc_v8_uint)t72;
        vcc_v8_uint t76 = t75 - t74;
        vcc_v8_int t77 = (vcc_v8_int)t76;
        vcc_v8_float t78 = __builtin_convertvector(t77, vcc_v8_float);
        vcc_v8_float t79 = t78 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t80 = t79 - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&img[i_vec_1 + 24L], t80);
        i_vec_1 += 32L;
        vcc_v8_int t81 = t2 + (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
        vcc_m8 t82 = (vcc_m8)(t81 > (vcc_v8_int){30, 30, 30, 30, 30, 30, 30, 30});
        vcc_v8_uint t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t82, ((vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t84 = (vcc_v8_uint)t81;
        vcc_v8_uint t85 = t84 - t83;
        t2 = (vcc_v8_int)t85;
    } while (i_vec_1 < 64L);
    for (int n = 0; n <= 9; n += 3) {
        const float *t86 = c;
        const float *t87 = img;
        rows(out, t87, t86, n);
        int i = 0;
        for (;; i++) {
            t88 = n * 8;
            if (i >= t88) {
                break;
            }
            printf("rows %d %a\n", n, (double)out[i]);
        }
        rows_early(out, t87, t86, n);
        for (int i_1 = 0; i_1 < t88; i_1++) {
            printf("rows_early %d %a\n", n, (double)out[i_1]);
        }
        long i_vec_2 = 0L;
        /* vcc: loop at jam_chains.c:80 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            vcc_store(&out[i_vec_2], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&out[i_vec_2 + 8L], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&out[i_vec_2 + 16L], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            vcc_store(&out[i_vec_2 + 24L], ((vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}));
            i_vec_2 += 32L;
        } while (i_vec_2 < 160L);
        overlapping(out, t87, t86, n);
        for (int i_2 = 0; i_2 < 160; i_2++) {
            printf("overlapping %d %a\n", n, (double)out[i_2]);
        }
        vcc_v8_int t89 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t90 = t89 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
        vcc_m8 t91 = (vcc_m8)(t90 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t91, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t93 = (vcc_v8_uint)t90;
        vcc_v8_uint t94 = t93 - t92;
        vcc_v8_int t3 = (vcc_v8_int)t94;
        long i_vec_3 = 0L;
        /* vcc: loop at jam_chains.c:85 vectorized: VF 8, UF 4, the remainder at 86:29 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            vcc_v8_float t95 = __builtin_convertvector(t3, vcc_v8_float);
            vcc_v8_float t96 = t95 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t97 = t96 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[i_vec_3], t97);
            vcc_v8_int t98 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t99 = (vcc_m8)(t98 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t100 = vcc_select(vcc_v8_int, (vcc_v8_int)t99, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t101 = (vcc_v8_uint)t98;
            vcc_v8_uint t102 = t101 - t100;
            vcc_v8_int t103 = (vcc_v8_int)t102;
            vcc_v8_float t104 = __builtin_convertvector(t103, vcc_v8_float);
            vcc_v8_float t105 = t104 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t106 = t105 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[i_vec_3 + 8L], t106);
            vcc_v8_int t107 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t108 = (vcc_m8)(t107 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t108, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t110 = (vcc_v8_uint)t107;
            vcc_v8_uint t111 = t110 - t109;
            vcc_v8_int t112 = (vcc_v8_int)t111;
            vcc_v8_float t113 = __builtin_convertvector(t112, vcc_v8_float);
            vcc_v8_float t114 = t113 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t115 = t114 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[i_vec_3 + 16L], t115);
            vcc_v8_int t116 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t117 = (vcc_m8)(t116 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t117, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t119 = (vcc_v8_uint)t116;
            vcc_v8_uint t120 = t119 - t118;
            vcc_v8_int t121 = (vcc_v8_int)t120;
            vcc_v8_float t122 = __builtin_convertvector(t121, vcc_v8_float);
            vcc_v8_float t123 = t122 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t124 = t123 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&buf[i_vec_3 + 24L], t124);
            i_vec_3 += 32L;
            vcc_v8_int t125 = t3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t126 = (vcc_m8)(t125 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t127 = vcc_select(vcc_v8_int, (vcc_v8_int)t126, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t128 = (vcc_v8_uint)t125;
            vcc_v8_uint t129 = t128 - t127;
            vcc_v8_int t130 = (vcc_v8_int)t129;
            if (i_vec_3 >= 160L) {
                break;
            }
            t3 = t130;
        }
        chained(buf, t86, n);
        for (int i_3 = 0; i_3 < 160; i_3++) {
            printf("chained %d %a\n", n, (double)buf[i_3]);
        }
    }
    return 0;
}
