/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vuu_clampf(vcc_v8_float x, float lo, float hi);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_count(vcc_v8_int x, int limit);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_poly16(vcc_v8_float x, const float *c);
#pragma GCC diagnostic pop
/* Calls to small variants from vector loops are inlined (wfv/inline.rs): `clampf` (a varying
   branch and two returns) and `count` (a divergent loop with a live-out) appear in the loops'
   bodies, with the rest of each block after them; `poly16`, whose variant is over the size
   limit (two loops of 16 unrolled steps of a four-term polynomial), stays a call. */
#include <stdio.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(lo, hi) notinbranch */
float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    return x > hi ? hi : x;
}

/* vcc: function at inline.c:10 vector variant _ZGVdN8vuu_clampf of `clampf`: VL 8, unmasked, x vector, lo uniform, hi uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vuu_clampf(vcc_v8_float x, float lo, float hi) {
    vcc_v8_float t1 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    vcc_m8 t2 = (vcc_m8)(x < t1);
    vcc_v8_float t3 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
    vcc_m8 t4 = (vcc_m8)(x > t3);
    vcc_v8_float t5 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
    vcc_v8_float t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t5, x);
    vcc_v8_float t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, (vcc_v8_float){0}, t6);
    vcc_v8_float t8 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    vcc_v8_float t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t8, t7);
    return t9;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(limit) notinbranch */
int count(int x, int limit) {
    int n = 0;
    while (x > 1 && n < limit) {
        x = x & 1 ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

/* vcc: function at inline.c:17 vector variant _ZGVdN8vu_count of `count`: VL 8, unmasked, x vector, limit uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_count(vcc_v8_int x, int limit) {
    vcc_v8_int t2;
    vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    vcc_v8_int t4 = x;
    int t6 = 0;
    vcc_v8_int t5 = (vcc_v8_int){0};
    for (;;) {
        vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t8 = (vcc_m8)(t4 > t7);
        vcc_m8 t9 = t1 & t8;
        vcc_v8_int t10 = vcc_splat(vcc_v8_int, (t6 < limit) != 0);
        vcc_m8 t11 = (vcc_m8)(t10 != (vcc_v8_int){0});
        vcc_m8 t12 = t9 & t11;
        vcc_v8_int t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t14 = t4 & t13;
        vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0});
        vcc_m8 t16 = ~t15;
        vcc_m8 t3 = t12 & t16;
        if (vcc_any(t3)) {
            vcc_v8_int t17 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t18 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t17, t18);
            t2 = t4 / t19;
        } else {
            t2 = (vcc_v8_int){0};
            t3 = (vcc_m8){0};
        }
        vcc_v8_int t20 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t21 = (vcc_v8_uint)t20;
        vcc_v8_uint t22 = (vcc_v8_uint)t4;
        vcc_v8_uint t23 = t21 * t22;
        vcc_v8_int t24 = (vcc_v8_int)t23;
        vcc_v8_int t25 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t26 = (vcc_v8_uint)t24;
        vcc_v8_uint t27 = (vcc_v8_uint)t25;
        vcc_v8_uint t28 = t26 + t27;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t29);
        vcc_v8_int t30 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t30, t5);
        if (!vcc_any(t12)) {
            return t5;
        }
        t1 = t12;
        t6++;
    }
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(c) notinbranch */
float poly16(float x, const float *c) {
    float s = 0.0f;
    for (int k = 0; k < 16; k++)
        s = s * x + c[k] + c[k] * x * x + c[k] * x * x * x + c[k] * x * x * x * x;
    float t = 0.0f;
    for (int k = 0; k < 16; k++)
        t = t * s + c[k] + c[k] * s * s + c[k] * s * s * s + c[k] * s * s * s * s;
    return t;
}

/* vcc: function at inline.c:27 vector variant _ZGVdN8vu_poly16 of `poly16`: VL 8, unmasked, x vector, c uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_poly16(vcc_v8_float x, const float *c) {
    vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t2 = t1 * x;
    float t3 = c[0];
    vcc_v8_float t4 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
    vcc_v8_float t5 = t2 + t4;
    vcc_v8_float t6 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
    vcc_v8_float t7 = t6 * x;
    vcc_v8_float t8 = t7 * x;
    vcc_v8_float t9 = t5 + t8;
    vcc_v8_float t10 = t8 * x;
    vcc_v8_float t11 = t9 + t10;
    vcc_v8_float t12 = t10 * x;
    vcc_v8_float t13 = t11 + t12;
    vcc_v8_float t14 = t13 * x;
    float t15 = c[1];
    vcc_v8_float t16 = (vcc_v8_float){t15, t15, t15, t15, t15, t15, t15, t15};
    vcc_v8_float t17 = t14 + t16;
    vcc_v8_float t18 = (vcc_v8_float){t15, t15, t15, t15, t15, t15, t15, t15};
    vcc_v8_float t19 = t18 * x;
    vcc_v8_float t20 = t19 * x;
    vcc_v8_float t21 = t17 + t20;
    vcc_v8_float t22 = t20 * x;
    vcc_v8_float t23 = t21 + t22;
    vcc_v8_float t24 = t22 * x;
    vcc_v8_float t25 = t23 + t24;
    vcc_v8_float t26 = t25 * x;
    float t27 = c[2];
    vcc_v8_float t28 = (vcc_v8_float){t27, t27, t27, t27, t27, t27, t27, t27};
    vcc_v8_float t29 = t26 + t28;
    vcc_v8_float t30 = (vcc_v8_float){t27, t27, t27, t27, t27, t27, t27, t27};
    vcc_v8_float t31 = t30 * x;
    vcc_v8_float t32 = t31 * x;
    vcc_v8_float t33 = t29 + t32;
    vcc_v8_float t34 = t32 * x;
    vcc_v8_float t35 = t33 + t34;
    vcc_v8_float t36 = t34 * x;
    vcc_v8_float t37 = t35 + t36;
    vcc_v8_float t38 = t37 * x;
    float t39 = c[3];
    vcc_v8_float t40 = (vcc_v8_float){t39, t39, t39, t39, t39, t39, t39, t39};
    vcc_v8_float t41 = t38 + t40;
    vcc_v8_float t42 = (vcc_v8_float){t39, t39, t39, t39, t39, t39, t39, t39};
    vcc_v8_float t43 = t42 * x;
    vcc_v8_float t44 = t43 * x;
    vcc_v8_float t45 = t41 + t44;
    vcc_v8_float t46 = t44 * x;
    vcc_v8_float t47 = t45 + t46;
    vcc_v8_float t48 = t46 * x;
    vcc_v8_float t49 = t47 + t48;
    vcc_v8_float t50 = t49 * x;
    float t51 = c[4];
    vcc_v8_float t52 = (vcc_v8_float){t51, t51, t51, t51, t51, t51, t51, t51};
    vcc_v8_float t53 = t50 + t52;
    vcc_v8_float t54 = (vcc_v8_float){t51, t51, t51, t51, t51, t51, t51, t51};
    vcc_v8_float t55 = t54 * x;
    vcc_v8_float t56 = t55 * x;
    vcc_v8_float t57 = t53 + t56;
    vcc_v8_float t58 = t56 * x;
    vcc_v8_float t59 = t57 + t58;
    vcc_v8_float t60 = t58 * x;
    vcc_v8_float t61 = t59 + t60;
    vcc_v8_float t62 = t61 * x;
    float t63 = c[5];
    vcc_v8_float t64 = (vcc_v8_float){t63, t63, t63, t63, t63, t63, t63, t63};
    vcc_v8_float t65 = t62 + t64;
    vcc_v8_float t66 = (vcc_v8_float){t63, t63, t63, t63, t63, t63, t63, t63};
    vcc_v8_float t67 = t66 * x;
    vcc_v8_float t68 = t67 * x;
    vcc_v8_float t69 = t65 + t68;
    vcc_v8_float t70 = t68 * x;
    vcc_v8_float t71 = t69 + t70;
    vcc_v8_float t72 = t70 * x;
    vcc_v8_float t73 = t71 + t72;
    vcc_v8_float t74 = t73 * x;
    float t75 = c[6];
    vcc_v8_float t76 = (vcc_v8_float){t75, t75, t75, t75, t75, t75, t75, t75};
    vcc_v8_float t77 = t74 + t76;
    vcc_v8_float t78 = (vcc_v8_float){t75, t75, t75, t75, t75, t75, t75, t75};
    vcc_v8_float t79 = t78 * x;
    vcc_v8_float t80 = t79 * x;
    vcc_v8_float t81 = t77 + t80;
    vcc_v8_float t82 = t80 * x;
    vcc_v8_float t83 = t81 + t82;
    vcc_v8_float t84 = t82 * x;
    vcc_v8_float t85 = t83 + t84;
    vcc_v8_float t86 = t85 * x;
    float t87 = c[7];
    vcc_v8_float t88 = (vcc_v8_float){t87, t87, t87, t87, t87, t87, t87, t87};
    vcc_v8_float t89 = t86 + t88;
    vcc_v8_float t90 = (vcc_v8_float){t87, t87, t87, t87, t87, t87, t87, t87};
    vcc_v8_float t91 = t90 * x;
    vcc_v8_float t92 = t91 * x;
    vcc_v8_float t93 = t89 + t92;
    vcc_v8_float t94 = t92 * x;
    vcc_v8_float t95 = t93 + t94;
    vcc_v8_float t96 = t94 * x;
    vcc_v8_float t97 = t95 + t96;
    vcc_v8_float t98 = t97 * x;
    float t99 = c[8];
    vcc_v8_float t100 = (vcc_v8_float){t99, t99, t99, t99, t99, t99, t99, t99};
    vcc_v8_float t101 = t98 + t100;
    vcc_v8_float t102 = (vcc_v8_float){t99, t99, t99, t99, t99, t99, t99, t99};
    vcc_v8_float t103 = t102 * x;
    vcc_v8_float t104 = t103 * x;
    vcc_v8_float t105 = t101 + t104;
    vcc_v8_float t106 = t104 * x;
    vcc_v8_float t107 = t105 + t106;
    vcc_v8_float t108 = t106 * x;
    vcc_v8_float t109 = t107 + t108;
    vcc_v8_float t110 = t109 * x;
    float t111 = c[9];
    vcc_v8_float t112 = (vcc_v8_float){t111, t111, t111, t111, t111, t111, t111, t111};
    vcc_v8_float t113 = t110 + t112;
    vcc_v8_float t114 = (vcc_v8_float){t111, t111, t111, t111, t111, t111, t111, t111};
    vcc_v8_float t115 = t114 * x;
    vcc_v8_float t116 = t115 * x;
    vcc_v8_float t117 = t113 + t116;
    vcc_v8_float t118 = t116 * x;
    vcc_v8_float t119 = t117 + t118;
    vcc_v8_float t120 = t118 * x;
    vcc_v8_float t121 = t119 + t120;
    vcc_v8_float t122 = t121 * x;
    float t123 = c[10];
    vcc_v8_float t124 = (vcc_v8_float){t123, t123, t123, t123, t123, t123, t123, t123};
    vcc_v8_float t125 = t122 + t124;
    vcc_v8_float t126 = (vcc_v8_float){t123, t123, t123, t123, t123, t123, t123, t123};
    vcc_v8_float t127 = t126 * x;
    vcc_v8_float t128 = t127 * x;
    vcc_v8_float t129 = t125 + t128;
    vcc_v8_float t130 = t128 * x;
    vcc_v8_float t131 = t129 + t130;
    vcc_v8_float t132 = t130 * x;
    vcc_v8_float t133 = t131 + t132;
    vcc_v8_float t134 = t133 * x;
    float t135 = c[11];
    vcc_v8_float t136 = (vcc_v8_float){t135, t135, t135, t135, t135, t135, t135, t135};
    vcc_v8_float t137 = t134 + t136;
    vcc_v8_float t138 = (vcc_v8_float){t135, t135, t135, t135, t135, t135, t135, t135};
    vcc_v8_float t139 = t138 * x;
    vcc_v8_float t140 = t139 * x;
    vcc_v8_float t141 = t137 + t140;
    vcc_v8_float t142 = t140 * x;
    vcc_v8_float t143 = t141 + t142;
    vcc_v8_float t144 = t142 * x;
    vcc_v8_float t145 = t143 + t144;
    vcc_v8_float t146 = t145 * x;
    float t147 = c[12];
    vcc_v8_float t148 = (vcc_v8_float){t147, t147, t147, t147, t147, t147, t147, t147};
    vcc_v8_float t149 = t146 + t148;
    vcc_v8_float t150 = (vcc_v8_float){t147, t147, t147, t147, t147, t147, t147, t147};
    vcc_v8_float t151 = t150 * x;
    vcc_v8_float t152 = t151 * x;
    vcc_v8_float t153 = t149 + t152;
    vcc_v8_float t154 = t152 * x;
    vcc_v8_float t155 = t153 + t154;
    vcc_v8_float t156 = t154 * x;
    vcc_v8_float t157 = t155 + t156;
    vcc_v8_float t158 = t157 * x;
    float t159 = c[13];
    vcc_v8_float t160 = (vcc_v8_float){t159, t159, t159, t159, t159, t159, t159, t159};
    vcc_v8_float t161 = t158 + t160;
    vcc_v8_float t162 = (vcc_v8_float){t159, t159, t159, t159, t159, t159, t159, t159};
    vcc_v8_float t163 = t162 * x;
    vcc_v8_float t164 = t163 * x;
    vcc_v8_float t165 = t161 + t164;
    vcc_v8_float t166 = t164 * x;
    vcc_v8_float t167 = t165 + t166;
    vcc_v8_float t168 = t166 * x;
    vcc_v8_float t169 = t167 + t168;
    vcc_v8_float t170 = t169 * x;
    float t171 = c[14];
    vcc_v8_float t172 = (vcc_v8_float){t171, t171, t171, t171, t171, t171, t171, t171};
    vcc_v8_float t173 = t170 + t172;
    vcc_v8_float t174 = (vcc_v8_float){t171, t171, t171, t171, t171, t171, t171, t171};
    vcc_v8_float t175 = t174 * x;
    vcc_v8_float t176 = t175 * x;
    vcc_v8_float t177 = t173 + t176;
    vcc_v8_float t178 = t176 * x;
    vcc_v8_float t179 = t177 + t178;
    vcc_v8_float t180 = t178 * x;
    vcc_v8_float t181 = t179 + t180;
    vcc_v8_float t182 = t181 * x;
    float t183 = c[15];
    vcc_v8_float t184 = (vcc_v8_float){t183, t183, t183, t183, t183, t183, t183, t183};
    vcc_v8_float t185 = t182 + t184;
    vcc_v8_float t186 = (vcc_v8_float){t183, t183, t183, t183, t183, t183, t183, t183};
    vcc_v8_float t187 = t186 * x;
    vcc_v8_float t188 = t187 * x;
    vcc_v8_float t189 = t185 + t188;
    vcc_v8_float t190 = t188 * x;
    vcc_v8_float t191 = t189 + t190;
    vcc_v8_float t192 = t190 * x;
    vcc_v8_float t193 = t191 + t192;
    vcc_v8_float t194 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t195 = t194 * t193;
    vcc_v8_float t196 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
    vcc_v8_float t197 = t195 + t196;
    vcc_v8_float t198 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
    vcc_v8_float t199 = t198 * t193;
    vcc_v8_float t200 = t199 * t193;
    vcc_v8_float t201 = t197 + t200;
    vcc_v8_float t202 = t200 * t193;
    vcc_v8_float t203 = t201 + t202;
    vcc_v8_float t204 = t202 * t193;
    vcc_v8_float t205 = t203 + t204;
    vcc_v8_float t206 = t205 * t193;
    vcc_v8_float t207 = (vcc_v8_float){t15, t15, t15, t15, t15, t15, t15, t15};
    vcc_v8_float t208 = t206 + t207;
    vcc_v8_float t209 = (vcc_v8_float){t15, t15, t15, t15, t15, t15, t15, t15};
    vcc_v8_float t210 = t209 * t193;
    vcc_v8_float t211 = t210 * t193;
    vcc_v8_float t212 = t208 + t211;
    vcc_v8_float t213 = t211 * t193;
    vcc_v8_float t214 = t212 + t213;
    vcc_v8_float t215 = t213 * t193;
    vcc_v8_float t216 = t214 + t215;
    vcc_v8_float t217 = t216 * t193;
    vcc_v8_float t218 = (vcc_v8_float){t27, t27, t27, t27, t27, t27, t27, t27};
    vcc_v8_float t219 = t217 + t218;
    vcc_v8_float t220 = (vcc_v8_float){t27, t27, t27, t27, t27, t27, t27, t27};
    vcc_v8_float t221 = t220 * t193;
    vcc_v8_float t222 = t221 * t193;
    vcc_v8_float t223 = t219 + t222;
    vcc_v8_float t224 = t222 * t193;
    vcc_v8_float t225 = t223 + t224;
    vcc_v8_float t226 = t224 * t193;
    vcc_v8_float t227 = t225 + t226;
    vcc_v8_float t228 = t227 * t193;
    vcc_v8_float t229 = (vcc_v8_float){t39, t39, t39, t39, t39, t39, t39, t39};
    vcc_v8_float t230 = t228 + t229;
    vcc_v8_float t231 = (vcc_v8_float){t39, t39, t39, t39, t39, t39, t39, t39};
    vcc_v8_float t232 = t231 * t193;
    vcc_v8_float t233 = t232 * t193;
    vcc_v8_float t234 = t230 + t233;
    vcc_v8_float t235 = t233 * t193;
    vcc_v8_float t236 = t234 + t235;
    vcc_v8_float t237 = t235 * t193;
    vcc_v8_float t238 = t236 + t237;
    vcc_v8_float t239 = t238 * t193;
    vcc_v8_float t240 = (vcc_v8_float){t51, t51, t51, t51, t51, t51, t51, t51};
    vcc_v8_float t241 = t239 + t240;
    vcc_v8_float t242 = (vcc_v8_float){t51, t51, t51, t51, t51, t51, t51, t51};
    vcc_v8_float t243 = t242 * t193;
    vcc_v8_float t244 = t243 * t193;
    vcc_v8_float t245 = t241 + t244;
    vcc_v8_float t246 = t244 * t193;
    vcc_v8_float t247 = t245 + t246;
    vcc_v8_float t248 = t246 * t193;
    vcc_v8_float t249 = t247 + t248;
    vcc_v8_float t250 = t249 * t193;
    vcc_v8_float t251 = (vcc_v8_float){t63, t63, t63, t63, t63, t63, t63, t63};
    vcc_v8_float t252 = t250 + t251;
    vcc_v8_float t253 = (vcc_v8_float){t63, t63, t63, t63, t63, t63, t63, t63};
    vcc_v8_float t254 = t253 * t193;
    vcc_v8_float t255 = t254 * t193;
    vcc_v8_float t256 = t252 + t255;
    vcc_v8_float t257 = t255 * t193;
    vcc_v8_float t258 = t256 + t257;
    vcc_v8_float t259 = t257 * t193;
    vcc_v8_float t260 = t258 + t259;
    vcc_v8_float t261 = t260 * t193;
    vcc_v8_float t262 = (vcc_v8_float){t75, t75, t75, t75, t75, t75, t75, t75};
    vcc_v8_float t263 = t261 + t262;
    vcc_v8_float t264 = (vcc_v8_float){t75, t75, t75, t75, t75, t75, t75, t75};
    vcc_v8_float t265 = t264 * t193;
    vcc_v8_float t266 = t265 * t193;
    vcc_v8_float t267 = t263 + t266;
    vcc_v8_float t268 = t266 * t193;
    vcc_v8_float t269 = t267 + t268;
    vcc_v8_float t270 = t268 * t193;
    vcc_v8_float t271 = t269 + t270;
    vcc_v8_float t272 = t271 * t193;
    vcc_v8_float t273 = (vcc_v8_float){t87, t87, t87, t87, t87, t87, t87, t87};
    vcc_v8_float t274 = t272 + t273;
    vcc_v8_float t275 = (vcc_v8_float){t87, t87, t87, t87, t87, t87, t87, t87};
    vcc_v8_float t276 = t275 * t193;
    vcc_v8_float t277 = t276 * t193;
    vcc_v8_float t278 = t274 + t277;
    vcc_v8_float t279 = t277 * t193;
    vcc_v8_float t280 = t278 + t279;
    vcc_v8_float t281 = t279 * t193;
    vcc_v8_float t282 = t280 + t281;
    vcc_v8_float t283 = t282 * t193;
    vcc_v8_float t284 = (vcc_v8_float){t99, t99, t99, t99, t99, t99, t99, t99};
    vcc_v8_float t285 = t283 + t284;
    vcc_v8_float t286 = (vcc_v8_float){t99, t99, t99, t99, t99, t99, t99, t99};
    vcc_v8_float t287 = t286 * t193;
    vcc_v8_float t288 = t287 * t193;
    vcc_v8_float t289 = t285 + t288;
    vcc_v8_float t290 = t288 * t193;
    vcc_v8_float t291 = t289 + t290;
    vcc_v8_float t292 = t290 * t193;
    vcc_v8_float t293 = t291 + t292;
    vcc_v8_float t294 = t293 * t193;
    vcc_v8_float t295 = (vcc_v8_float){t111, t111, t111, t111, t111, t111, t111, t111};
    vcc_v8_float t296 = t294 + t295;
    vcc_v8_float t297 = (vcc_v8_float){t111, t111, t111, t111, t111, t111, t111, t111};
    vcc_v8_float t298 = t297 * t193;
    vcc_v8_float t299 = t298 * t193;
    vcc_v8_float t300 = t296 + t299;
    vcc_v8_float t301 = t299 * t193;
    vcc_v8_float t302 = t300 + t301;
    vcc_v8_float t303 = t301 * t193;
    vcc_v8_float t304 = t302 + t303;
    vcc_v8_float t305 = t304 * t193;
    vcc_v8_float t306 = (vcc_v8_float){t123, t123, t123, t123, t123, t123, t123, t123};
    vcc_v8_float t307 = t305 + t306;
    vcc_v8_float t308 = (vcc_v8_float){t123, t123, t123, t123, t123, t123, t123, t123};
    vcc_v8_float t309 = t308 * t193;
    vcc_v8_float t310 = t309 * t193;
    vcc_v8_float t311 = t307 + t310;
    vcc_v8_float t312 = t310 * t193;
    vcc_v8_float t313 = t311 + t312;
    vcc_v8_float t314 = t312 * t193;
    vcc_v8_float t315 = t313 + t314;
    vcc_v8_float t316 = t315 * t193;
    vcc_v8_float t317 = (vcc_v8_float){t135, t135, t135, t135, t135, t135, t135, t135};
    vcc_v8_float t318 = t316 + t317;
    vcc_v8_float t319 = (vcc_v8_float){t135, t135, t135, t135, t135, t135, t135, t135};
    vcc_v8_float t320 = t319 * t193;
    vcc_v8_float t321 = t320 * t193;
    vcc_v8_float t322 = t318 + t321;
    vcc_v8_float t323 = t321 * t193;
    vcc_v8_float t324 = t322 + t323;
    vcc_v8_float t325 = t323 * t193;
    vcc_v8_float t326 = t324 + t325;
    vcc_v8_float t327 = t326 * t193;
    vcc_v8_float t328 = (vcc_v8_float){t147, t147, t147, t147, t147, t147, t147, t147};
    vcc_v8_float t329 = t327 + t328;
    vcc_v8_float t330 = (vcc_v8_float){t147, t147, t147, t147, t147, t147, t147, t147};
    vcc_v8_float t331 = t330 * t193;
    vcc_v8_float t332 = t331 * t193;
    vcc_v8_float t333 = t329 + t332;
    vcc_v8_float t334 = t332 * t193;
    vcc_v8_float t335 = t333 + t334;
    vcc_v8_float t336 = t334 * t193;
    vcc_v8_float t337 = t335 + t336;
    vcc_v8_float t338 = t337 * t193;
    vcc_v8_float t339 = (vcc_v8_float){t159, t159, t159, t159, t159, t159, t159, t159};
    vcc_v8_float t340 = t338 + t339;
    vcc_v8_float t341 = (vcc_v8_float){t159, t159, t159, t159, t159, t159, t159, t159};
    vcc_v8_float t342 = t341 * t193;
    vcc_v8_float t343 = t342 * t193;
    vcc_v8_float t344 = t340 + t343;
    vcc_v8_float t345 = t343 * t193;
    vcc_v8_float t346 = t344 + t345;
    vcc_v8_float t347 = t345 * t193;
    vcc_v8_float t348 = t346 + t347;
    vcc_v8_float t349 = t348 * t193;
    vcc_v8_float t350 = (vcc_v8_float){t171, t171, t171, t171, t171, t171, t171, t171};
    vcc_v8_float t351 = t349 + t350;
    vcc_v8_float t352 = (vcc_v8_float){t171, t171, t171, t171, t171, t171, t171, t171};
    vcc_v8_float t353 = t352 * t193;
    vcc_v8_float t354 = t353 * t193;
    vcc_v8_float t355 = t351 + t354;
    vcc_v8_float t356 = t354 * t193;
    vcc_v8_float t357 = t355 + t356;
    vcc_v8_float t358 = t356 * t193;
    vcc_v8_float t359 = t357 + t358;
    vcc_v8_float t360 = t359 * t193;
    vcc_v8_float t361 = (vcc_v8_float){t183, t183, t183, t183, t183, t183, t183, t183};
    vcc_v8_float t362 = t360 + t361;
    vcc_v8_float t363 = (vcc_v8_float){t183, t183, t183, t183, t183, t183, t183, t183};
    vcc_v8_float t364 = t363 * t193;
    vcc_v8_float t365 = t364 * t193;
    vcc_v8_float t366 = t362 + t365;
    vcc_v8_float t367 = t365 * t193;
    vcc_v8_float t368 = t366 + t367;
    vcc_v8_float t369 = t367 * t193;
    vcc_v8_float t370 = t368 + t369;
    return t370;
}
#pragma GCC diagnostic pop

void clamp_all(float *y, const float *x, int n, float lo, float hi) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:39 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t6 = y + i_vec_1;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_v8_float t20 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_m8 t21 = (vcc_m8)(x_v < t20);
            vcc_v8_float t22 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            vcc_m8 t23 = (vcc_m8)(x_v > t22);
            vcc_v8_float t24 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            vcc_v8_float t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t24, x_v);
            vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, (vcc_v8_float){0}, t25);
            vcc_v8_float t27 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_v8_float t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t27, t26);
            vcc_v8_float t17 = t28 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t6, t17);
            long t18 = i_vec_1 + 8L;
            float *t19 = y + t18;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t18);
            vcc_v8_float t40 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_m8 t41 = (vcc_m8)(x_v_2 < t40);
            vcc_v8_float t42 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            vcc_m8 t43 = (vcc_m8)(x_v_2 > t42);
            vcc_v8_float t44 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            vcc_v8_float t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t44, x_v_2);
            vcc_v8_float t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, (vcc_v8_float){0}, t45);
            vcc_v8_float t47 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_v8_float t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t47, t46);
            vcc_v8_float t39 = t48 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t19, t39);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)y + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 32L)))) {
        long t12 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at inline.c:39 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = y + t13;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t13);
            vcc_v8_float t30 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_m8 t31 = (vcc_m8)(x_v_1 < t30);
            vcc_v8_float t32 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            vcc_m8 t33 = (vcc_m8)(x_v_1 > t32);
            vcc_v8_float t34 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t34, x_v_1);
            vcc_v8_float t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, (vcc_v8_float){0}, t35);
            vcc_v8_float t37 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            vcc_v8_float t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t37, t36);
            vcc_v8_float t29 = t38 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t14, t29);
            i_vec += 8L;
            if (i_vec >= t12) {
                i = (int)((long)t7 + t12);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        y[t15] = clampf(t16, lo, hi) * 2.0f;
    }
}

void count_all(int *y, const int *x, int n, int limit) {
    vcc_v8_int t5;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t17;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    int t28;
    long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    int i;
    int t74;
    int t75;
    vcc_v8_int t76;
    int t100;
    int t101;
    vcc_v8_int t102;
    t20 = (long)n;
    t21 = (unsigned long)y;
    t22 = (unsigned long)x;
    t23 = (long)((unsigned long)y - (unsigned long)x);
    if ((t20 >= 16L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= t21) | ((t23 <= 0L) | (t23 >= 64L)))) {
        long t24 = t20 & -16L;
        vcc_v8_int t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t26 = (vcc_v8_uint)t25;
        vcc_v8_uint i_v = t26 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:45 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            int *t27 = y + i_vec_1;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, x + i_vec_1);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            long t40 = i_vec_1 + 8L;
            vcc_v8_uint t41 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t41;
            int *t42 = y + t40;
            vcc_v8_int t4 = vcc_load(vcc_v8_int, x + t40);
            vcc_m8 t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t43 = 0;
            vcc_v8_int t44 = (vcc_v8_int){0};
            int t45 = 1;
            vcc_v8_int t46 = (vcc_v8_int){0};
            int t47 = 0;
            vcc_v8_int t48 = (vcc_v8_int){0};
            int t49 = 1;
            vcc_v8_int t50 = (vcc_v8_int){0};
            for (;;) {
                if (t45) {
                    vcc_v8_int t51 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t52 = (vcc_m8)(t2 > t51);
                    vcc_m8 t53 = t1 & t52;
                    vcc_v8_int t54 = vcc_splat(vcc_v8_int, (t43 < limit) != 0);
                    vcc_m8 t55 = (vcc_m8)(t54 != (vcc_v8_int){0});
                    t7 = t53 & t55;
                    vcc_v8_int t56 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t57 = t2 & t56;
                    vcc_m8 t58 = (vcc_m8)(t57 != (vcc_v8_int){0});
                    vcc_m8 t59 = ~t58;
                    vcc_m8 t6 = t7 & t59;
                    if (vcc_any(t6)) {
                        vcc_v8_int t60 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                        vcc_v8_int t61 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                        vcc_v8_int t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t60, t61);
                        t5 = t2 / t62;
                    } else {
                        t5 = (vcc_v8_int){0};
                        t6 = (vcc_m8){0};
                    }
                    vcc_v8_int t63 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t64 = (vcc_v8_uint)t63;
                    vcc_v8_uint t65 = (vcc_v8_uint)t2;
                    vcc_v8_uint t66 = t64 * t65;
                    vcc_v8_int t67 = (vcc_v8_int)t66;
                    vcc_v8_int t68 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t69 = (vcc_v8_uint)t67;
                    vcc_v8_uint t70 = (vcc_v8_uint)t68;
                    vcc_v8_uint t71 = t69 + t70;
                    vcc_v8_int t72 = (vcc_v8_int)t71;
                    t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t72);
                    vcc_v8_int t73 = (vcc_v8_int){t43, t43, t43, t43, t43, t43, t43, t43};
                    t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t73, t44);
                    if (vcc_any(t7)) {
                        t74 = t43 + 1;
                        t75 = 1;
                        t76 = t46;
                    } else {
                        t7 = t1;
                        t8 = t2;
                        t74 = t43;
                        t75 = 0;
                        t76 = t9;
                        t9 = t44;
                    }
                } else {
                    t7 = t1;
                    t8 = t2;
                    t74 = t43;
                    t9 = t44;
                    t75 = 0;
                    t76 = t46;
                }
                if (t49) {
                    vcc_v8_int t77 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_m8 t78 = (vcc_m8)(t4 > t77);
                    vcc_m8 t79 = t3 & t78;
                    vcc_v8_int t80 = vcc_splat(vcc_v8_int, (t47 < limit) != 0);
                    vcc_m8 t81 = (vcc_m8)(t80 != (vcc_v8_int){0});
                    t12 = t79 & t81;
                    vcc_v8_int t82 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t83 = t4 & t82;
                    vcc_m8 t84 = (vcc_m8)(t83 != (vcc_v8_int){0});
                    vcc_m8 t85 = ~t84;
                    vcc_m8 t11 = t12 & t85;
                    if (vcc_any(t11)) {
                        vcc_v8_int t86 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                        vcc_v8_int t87 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                        vcc_v8_int t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t86, t87);
                        t10 = t4 / t88;
                    } else {
                        t10 = (vcc_v8_int){0};
                        t11 = (vcc_m8){0};
                    }
                    vcc_v8_int t89 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    vcc_v8_uint t90 = (vcc_v8_uint)t89;
                    vcc_v8_uint t91 = (vcc_v8_uint)t4;
                    vcc_v8_uint t92 = t90 * t91;
                    vcc_v8_int t93 = (vcc_v8_int)t92;
                    vcc_v8_int t94 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_uint t95 = (vcc_v8_uint)t93;
                    vcc_v8_uint t96 = (vcc_v8_uint)t94;
                    vcc_v8_uint t97 = t95 + t96;
                    vcc_v8_int t98 = (vcc_v8_int)t97;
                    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t98);
                    vcc_v8_int t99 = (vcc_v8_int){t47, t47, t47, t47, t47, t47, t47, t47};
                    t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t99, t48);
                    if (vcc_any(t12)) {
                        t100 = t47 + 1;
                        t101 = 1;
                        t102 = t50;
                    } else {
                        t12 = t3;
                        t13 = t4;
                        t100 = t47;
                        t101 = 0;
                        t102 = t14;
                        t14 = t48;
                    }
                } else {
                    t12 = t3;
                    t13 = t4;
                    t100 = t47;
                    t14 = t48;
                    t101 = 0;
                    t102 = t50;
                }
                if (!(t75 | t101)) {
                    vcc_v8_int t103 = t76 + i_v_2;
                    vcc_store(t27, t103);
                    vcc_v8_int t131 = t102 + i_v_4;
                    vcc_store(t42, t131);
                    i_vec_1 += 16L;
                    i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    if (i_vec_1 < t24) {
                        break;
                    }
                    t28 = (int)t24;
                    goto L132;
                }
                t1 = t7;
                t2 = t8;
                t43 = t74;
                t44 = t9;
                t45 = t75;
                t46 = t76;
                t3 = t12;
                t4 = t13;
                t47 = t100;
                t48 = t14;
                t49 = t101;
                t50 = t102;
            }
        }
    } else {
        t28 = 0;
    }
L132:
    t29 = (long)n + (long)t28 * -1L;
    t30 = (unsigned long)y;
    t31 = (unsigned long)x;
    t32 = (long)((unsigned long)y + (unsigned long)((long)t28 * 4L) - ((unsigned long)x + (unsigned long)((long)t28 * 4L)));
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))) | ((t32 <= 0L) | (t32 >= 32L)))) {
        long t33 = t29 & -8L;
        vcc_v8_int t34 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
        vcc_v8_uint t35 = (vcc_v8_uint)t34;
        vcc_v8_uint i_v_1 = t35 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at inline.c:45 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t36 = (long)t28 + i_vec;
            vcc_v8_int i_v_3 = (vcc_v8_int)i_v_1;
            int *t37 = y + t36;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, x + t36);
            vcc_m8 t15 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            int t105 = 0;
            vcc_v8_int t19 = (vcc_v8_int){0};
            for (;;) {
                vcc_v8_int t106 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t107 = (vcc_m8)(t16 > t106);
                vcc_m8 t108 = t15 & t107;
                vcc_v8_int t109 = vcc_splat(vcc_v8_int, (t105 < limit) != 0);
                vcc_m8 t110 = (vcc_m8)(t109 != (vcc_v8_int){0});
                vcc_m8 t111 = t108 & t110;
                vcc_v8_int t112 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t113 = t16 & t112;
                vcc_m8 t114 = (vcc_m8)(t113 != (vcc_v8_int){0});
                vcc_m8 t115 = ~t114;
                vcc_m8 t18 = t111 & t115;
                if (vcc_any(t18)) {
                    vcc_v8_int t116 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    vcc_v8_int t117 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    vcc_v8_int t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t116, t117);
                    t17 = t16 / t118;
                } else {
                    t17 = (vcc_v8_int){0};
                    t18 = (vcc_m8){0};
                }
                vcc_v8_int t119 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t120 = (vcc_v8_uint)t119;
                vcc_v8_uint t121 = (vcc_v8_uint)t16;
                vcc_v8_uint t122 = t120 * t121;
                vcc_v8_int t123 = (vcc_v8_int)t122;
                vcc_v8_int t124 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t125 = (vcc_v8_uint)t123;
                vcc_v8_uint t126 = (vcc_v8_uint)t124;
                vcc_v8_uint t127 = t125 + t126;
                vcc_v8_int t128 = (vcc_v8_int)t127;
                vcc_v8_int t129 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t17, t128);
                vcc_v8_int t130 = (vcc_v8_int){t105, t105, t105, t105, t105, t105, t105, t105};
                t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t130, t19);
                if (!vcc_any(t111)) {
                    vcc_v8_int t104 = t19 + i_v_3;
                    vcc_store(t37, t104);
                    i_vec += 8L;
                    i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (i_vec < t33) {
                        break;
                    }
                    i = (int)((long)t28 + t33);
                    goto L133;
                }
                t15 = t111;
                t16 = t129;
                t105++;
            }
        }
    } else {
        i = t28;
    }
L133:
    for (; i < n; i++) {
        long t38 = (long)i;
        int t39 = x[t38];
        y[t38] = count(t39, limit) + i;
    }
}

void poly_all(float *y, const float *x, int n, const float *c) {
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at inline.c:51 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t6 = _ZGVdN8vu_poly16(x_v, c);
            vcc_store(y + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t7);
            vcc_v8_float t8 = _ZGVdN8vu_poly16(x_v_1, c);
            vcc_store(y + t7, t8);
            i_vec += 16L;
        } while (i_vec < t5);
        t9 = (int)t5;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    long t13 = (long)((unsigned long)y + (unsigned long)((long)t9 * 4L) - ((unsigned long)x + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:51 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t15 = (long)t9 + i_vec_1;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t15);
            vcc_v8_float t16 = _ZGVdN8vu_poly16(x_v_2, c);
            vcc_store(y + t15, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t9 + t14);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = x[t17];
        y[t17] = poly16(t18, c);
    }
}

int main(void) {
    float x[45];
    float y[45];
    float c[16];
    int a[45];
    int b[45];
    vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
    vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t10 = (vcc_v8_uint)t7;
    vcc_v8_uint t11 = t10 - t9;
    vcc_v8_int t1 = (vcc_v8_int)t11;
    long k_vec = 0L;
    /* vcc: loop at inline.c:58 vectorized: VF 8, UF 2, the remainder at 59:32 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t12 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t13 = (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f} * t12;
        vcc_v8_float t14 = t13 - (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&c[k_vec], t14);
        vcc_v8_int t15 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t16 = (vcc_m8)(t15 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t18 = (vcc_v8_uint)t15;
        vcc_v8_uint t19 = t18 - t17;
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_v8_float t21 = __builtin_convertvector(t20, vcc_v8_float);
        vcc_v8_float t22 = (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f} * t21;
        vcc_v8_float t23 = t22 - (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&c[k_vec + 8L], t23);
        k_vec += 16L;
        vcc_v8_int t24 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t27 = (vcc_v8_uint)t24;
        vcc_v8_uint t28 = t27 - t26;
        t1 = (vcc_v8_int)t28;
    } while (k_vec < 16L);
    vcc_v8_int t29 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t30 = t29 + (vcc_v8_int){0, 14, 5, 19, 10, 1, 15, 6};
    vcc_m8 t31 = (vcc_m8)(t30 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
    vcc_v8_uint t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t33 = (vcc_v8_uint)t30;
    vcc_v8_uint t34 = t33 - t32;
    vcc_v8_int t2 = (vcc_v8_int)t34;
    vcc_v8_int t35 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t36 = t35 + (vcc_v8_int){0, 53, 9, 62, 18, 71, 27, 80};
    vcc_m8 t37 = (vcc_m8)(t36 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
    vcc_v8_uint t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t39 = (vcc_v8_uint)t36;
    vcc_v8_uint t40 = t39 - t38;
    vcc_v8_int t3 = (vcc_v8_int)t40;
    long i_vec = 0L;
    /* vcc: loop at inline.c:60 vectorized: VF 8, UF 4, the remainder at 61:23 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 62:16 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_float t41 = __builtin_convertvector(t2, vcc_v8_float);
        vcc_v8_float t42 = t41 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t43 = t42 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        vcc_store(&x[i_vec], t43);
        vcc_v8_int t44 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&a[i_vec], t44);
        long t45 = i_vec + 8L;
        vcc_v8_int t46 = t2 + (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_m8 t47 = (vcc_m8)(t46 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
        vcc_v8_uint t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t49 = (vcc_v8_uint)t46;
        vcc_v8_uint t50 = t49 - t48;
        vcc_v8_int t51 = (vcc_v8_int)t50;
        vcc_v8_float t52 = __builtin_convertvector(t51, vcc_v8_float);
        vcc_v8_float t53 = t52 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t54 = t53 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        vcc_store(&x[t45], t54);
        vcc_v8_int t55 = t3 + (vcc_v8_int){36, 36, 36, 36, 36, 36, 36, 36};
        vcc_m8 t56 = (vcc_m8)(t55 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
        vcc_v8_uint t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t58 = (vcc_v8_uint)t55;
        vcc_v8_uint t59 = t58 - t57;
        vcc_v8_int t60 = (vcc_v8_int)t59;
        vcc_v8_int t61 = t60 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&a[t45], t61);
        long t62 = i_vec + 16L;
        vcc_v8_int t63 = t2 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
        vcc_m8 t64 = (vcc_m8)(t63 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
        vcc_v8_uint t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t66 = (vcc_v8_uint)t63;
        vcc_v8_uint t67 = t66 - t65;
        vcc_v8_int t68 = (vcc_v8_int)t67;
        vcc_v8_float t69 = __builtin_convertvector(t68, vcc_v8_float);
        vcc_v8_float t70 = t69 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t71 = t70 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        vcc_store(&x[t62], t71);
        vcc_v8_int t72 = t3 + (vcc_v8_int){72, 72, 72, 72, 72, 72, 72, 72};
        vcc_m8 t73 = (vcc_m8)(t72 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
        vcc_v8_uint t74 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t75 = (vcc_v8_uint)t72;
        vcc_v8_uint t76 = t75 - t74;
        vcc_v8_int t77 = (vcc_v8_int)t76;
        vcc_v8_int t78 = t77 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&a[t62], t78);
        long t79 = i_vec + 24L;
        vcc_v8_int t80 = t2 + (vcc_v8_int){14, 14, 14, 14, 14, 14, 14, 14};
        vcc_m8 t81 = (vcc_m8)(t80 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
        vcc_v8_uint t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t81, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t83 = (vcc_v8_uint)t80;
        vcc_v8_uint t84 = t83 - t82;
        vcc_v8_int t85 = (vcc_v8_int)t84;
        vcc_v8_float t86 = __builtin_convertvector(t85, vcc_v8_float);
        vcc_v8_float t87 = t86 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t88 = t87 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        vcc_store(&x[t79], t88);
        vcc_v8_int t89 = t3 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_m8 t90 = (vcc_m8)(t89 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
        vcc_v8_uint t91 = vcc_select(vcc_v8_int, (vcc_v8_int)t90, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t92 = (vcc_v8_uint)t89;
        vcc_v8_uint t93 = t92 - t91;
        vcc_v8_int t94 = (vcc_v8_int)t93;
        vcc_v8_int t95 = t94 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&a[t79], t95);
        i_vec += 32L;
        vcc_v8_int t96 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_m8 t97 = (vcc_m8)(t96 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
        vcc_v8_uint t98 = vcc_select(vcc_v8_int, (vcc_v8_int)t97, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t99 = (vcc_v8_uint)t96;
        vcc_v8_uint t100 = t99 - t98;
        t2 = (vcc_v8_int)t100;
        vcc_v8_int t101 = t3 + (vcc_v8_int){47, 47, 47, 47, 47, 47, 47, 47};
        vcc_m8 t102 = (vcc_m8)(t101 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
        vcc_v8_uint t103 = vcc_select(vcc_v8_int, (vcc_v8_int)t102, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t104 = (vcc_v8_uint)t101;
        vcc_v8_uint t105 = t104 - t103;
        t3 = (vcc_v8_int)t105;
    } while (i_vec < 32L);
    vcc_v8_int t106 = (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
    vcc_v8_int t107 = t106 + (vcc_v8_int){0, 14, 5, 19, 10, 1, 15, 6};
    vcc_m8 t108 = (vcc_m8)(t107 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
    vcc_v8_uint t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t108, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t110 = (vcc_v8_uint)t107;
    vcc_v8_uint t111 = t110 - t109;
    vcc_v8_int t4 = (vcc_v8_int)t111;
    vcc_v8_int t112 = (vcc_v8_int){47, 47, 47, 47, 47, 47, 47, 47};
    vcc_v8_int t113 = t112 + (vcc_v8_int){0, 53, 9, 62, 18, 71, 27, 80};
    vcc_m8 t114 = (vcc_m8)(t113 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
    vcc_v8_uint t115 = vcc_select(vcc_v8_int, (vcc_v8_int)t114, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t116 = (vcc_v8_uint)t113;
    vcc_v8_uint t117 = t116 - t115;
    vcc_v8_int t5 = (vcc_v8_int)t117;
    long i_vec_1 = 0L;
    /* vcc: loop at inline.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t118 = 32L + i_vec_1;
        vcc_v8_float t119 = __builtin_convertvector(t4, vcc_v8_float);
        vcc_v8_float t120 = t119 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t121 = t120 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        vcc_store(&x[t118], t121);
        vcc_v8_int t122 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&a[t118], t122);
        i_vec_1 += 8L;
        vcc_v8_int t123 = t4 + (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_m8 t124 = (vcc_m8)(t123 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
        vcc_v8_uint t125 = vcc_select(vcc_v8_int, (vcc_v8_int)t124, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t126 = (vcc_v8_uint)t123;
        vcc_v8_uint t127 = t126 - t125;
        t4 = (vcc_v8_int)t127;
        vcc_v8_int t128 = t5 + (vcc_v8_int){36, 36, 36, 36, 36, 36, 36, 36};
        vcc_m8 t129 = (vcc_m8)(t128 > (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96});
        vcc_v8_uint t130 = vcc_select(vcc_v8_int, (vcc_v8_int)t129, ((vcc_v8_uint){97U, 97U, 97U, 97U, 97U, 97U, 97U, 97U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t131 = (vcc_v8_uint)t128;
        vcc_v8_uint t132 = t131 - t130;
        t5 = (vcc_v8_int)t132;
    } while (i_vec_1 < 8L);
    for (int i = 40; i < 45; i++) {
        long t133 = (long)i;
        x[t133] = (float)(i * 37 % 23) * 0.25f - 2.0f;
        a[t133] = i * 53 % 97 + 1;
    }
    for (int n = 0; n <= 45; n += 9) {
        const float *t134 = x;
        clamp_all(y, t134, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t135 = (long)i_1;
            printf("%d %g %d\n", n, (double)y[t135], b[t135]);
        }
        poly_all(y, t134, n, c);
        for (int i_2 = 0; i_2 < n; i_2++) {
            printf("%a\n", (double)y[i_2]);
        }
    }
    return 0;
}
