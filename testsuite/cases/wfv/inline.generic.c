/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
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
   limit (16 unrolled steps of a four-term polynomial), stays a call. */
#include <stdio.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(lo, hi) notinbranch */
float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    return x > hi ? hi : x;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vuu_clampf(vcc_v8_float x, float lo, float hi) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_m8 t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    t1 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    t2 = (vcc_m8)(x < t1);
    t3 = ~t2;
    t4 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
    t5 = (vcc_m8)(x > t4);
    t6 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t6, x);
    t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t7, (vcc_v8_float){0});
    t9 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t9, t8);
    return t10;
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_count(vcc_v8_int x, int limit) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_m8 t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_m8 t31;
    vcc_v8_int t32;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t4 = x;
    t6 = 0;
    t5 = (vcc_v8_int){0};
    for (;;) {
        t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t8 = (vcc_m8)(t4 > t7);
        t9 = t1 & t8;
        t10 = vcc_splat(vcc_v8_int, (t6 < limit) != 0);
        t11 = (vcc_m8)(t10 != (vcc_v8_int){0});
        t12 = t9 & t11;
        t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t14 = t4 & t13;
        t15 = (vcc_m8)(t14 != (vcc_v8_int){0});
        t16 = t12 & t15;
        t17 = ~t15;
        t3 = t12 & t17;
        if (vcc_any(t3)) {
            t18 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t19 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t18, t19);
            t2 = t4 / t20;
        } else {
            t2 = (vcc_v8_int){0};
            t3 = (vcc_m8){0};
        }
        t21 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t22 = (vcc_v8_uint)t21;
        t23 = (vcc_v8_uint)t4;
        t24 = t22 * t23;
        t25 = (vcc_v8_int)t24;
        t26 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t27 = (vcc_v8_uint)t25;
        t28 = (vcc_v8_uint)t26;
        t29 = t27 + t28;
        t30 = (vcc_v8_int)t29;
        t31 = t16 | t3;
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t30);
        t32 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t32, t5);
        if (!vcc_any(t31)) {
            return t5;
        }
        t1 = t31;
        t6++;
    }
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(c) notinbranch */
float poly16(float x, const float *c) {
    float s = 0.0f;
    for (int k = 0; k < 16; k++)
        s = s * x + c[k] + c[k] * x * x + c[k] * x * x * x + c[k] * x * x * x * x;
    return s;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_poly16(vcc_v8_float x, const float *c) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    float t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_v8_float t95;
    vcc_v8_float t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    float t99;
    vcc_v8_float t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    vcc_v8_float t103;
    vcc_v8_float t104;
    vcc_v8_float t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    vcc_v8_float t108;
    vcc_v8_float t109;
    vcc_v8_float t110;
    float t111;
    vcc_v8_float t112;
    vcc_v8_float t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_float t116;
    vcc_v8_float t117;
    vcc_v8_float t118;
    vcc_v8_float t119;
    vcc_v8_float t120;
    vcc_v8_float t121;
    vcc_v8_float t122;
    float t123;
    vcc_v8_float t124;
    vcc_v8_float t125;
    vcc_v8_float t126;
    vcc_v8_float t127;
    vcc_v8_float t128;
    vcc_v8_float t129;
    vcc_v8_float t130;
    vcc_v8_float t131;
    vcc_v8_float t132;
    vcc_v8_float t133;
    vcc_v8_float t134;
    float t135;
    vcc_v8_float t136;
    vcc_v8_float t137;
    vcc_v8_float t138;
    vcc_v8_float t139;
    vcc_v8_float t140;
    vcc_v8_float t141;
    vcc_v8_float t142;
    vcc_v8_float t143;
    vcc_v8_float t144;
    vcc_v8_float t145;
    vcc_v8_float t146;
    float t147;
    vcc_v8_float t148;
    vcc_v8_float t149;
    vcc_v8_float t150;
    vcc_v8_float t151;
    vcc_v8_float t152;
    vcc_v8_float t153;
    vcc_v8_float t154;
    vcc_v8_float t155;
    vcc_v8_float t156;
    vcc_v8_float t157;
    vcc_v8_float t158;
    float t159;
    vcc_v8_float t160;
    vcc_v8_float t161;
    vcc_v8_float t162;
    vcc_v8_float t163;
    vcc_v8_float t164;
    vcc_v8_float t165;
    vcc_v8_float t166;
    vcc_v8_float t167;
    vcc_v8_float t168;
    vcc_v8_float t169;
    vcc_v8_float t170;
    float t171;
    vcc_v8_float t172;
    vcc_v8_float t173;
    vcc_v8_float t174;
    vcc_v8_float t175;
    vcc_v8_float t176;
    vcc_v8_float t177;
    vcc_v8_float t178;
    vcc_v8_float t179;
    vcc_v8_float t180;
    vcc_v8_float t181;
    vcc_v8_float t182;
    float t183;
    vcc_v8_float t184;
    vcc_v8_float t185;
    vcc_v8_float t186;
    vcc_v8_float t187;
    vcc_v8_float t188;
    vcc_v8_float t189;
    vcc_v8_float t190;
    vcc_v8_float t191;
    vcc_v8_float t192;
    vcc_v8_float t193;
    t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = t1 * x;
    t3 = c[0];
    t4 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
    t5 = t2 + t4;
    t6 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
    t7 = t6 * x;
    t8 = t7 * x;
    t9 = t5 + t8;
    t10 = t8 * x;
    t11 = t9 + t10;
    t12 = t10 * x;
    t13 = t11 + t12;
    t14 = t13 * x;
    t15 = c[1];
    t16 = (vcc_v8_float){t15, t15, t15, t15, t15, t15, t15, t15};
    t17 = t14 + t16;
    t18 = (vcc_v8_float){t15, t15, t15, t15, t15, t15, t15, t15};
    t19 = t18 * x;
    t20 = t19 * x;
    t21 = t17 + t20;
    t22 = t20 * x;
    t23 = t21 + t22;
    t24 = t22 * x;
    t25 = t23 + t24;
    t26 = t25 * x;
    t27 = c[2];
    t28 = (vcc_v8_float){t27, t27, t27, t27, t27, t27, t27, t27};
    t29 = t26 + t28;
    t30 = (vcc_v8_float){t27, t27, t27, t27, t27, t27, t27, t27};
    t31 = t30 * x;
    t32 = t31 * x;
    t33 = t29 + t32;
    t34 = t32 * x;
    t35 = t33 + t34;
    t36 = t34 * x;
    t37 = t35 + t36;
    t38 = t37 * x;
    t39 = c[3];
    t40 = (vcc_v8_float){t39, t39, t39, t39, t39, t39, t39, t39};
    t41 = t38 + t40;
    t42 = (vcc_v8_float){t39, t39, t39, t39, t39, t39, t39, t39};
    t43 = t42 * x;
    t44 = t43 * x;
    t45 = t41 + t44;
    t46 = t44 * x;
    t47 = t45 + t46;
    t48 = t46 * x;
    t49 = t47 + t48;
    t50 = t49 * x;
    t51 = c[4];
    t52 = (vcc_v8_float){t51, t51, t51, t51, t51, t51, t51, t51};
    t53 = t50 + t52;
    t54 = (vcc_v8_float){t51, t51, t51, t51, t51, t51, t51, t51};
    t55 = t54 * x;
    t56 = t55 * x;
    t57 = t53 + t56;
    t58 = t56 * x;
    t59 = t57 + t58;
    t60 = t58 * x;
    t61 = t59 + t60;
    t62 = t61 * x;
    t63 = c[5];
    t64 = (vcc_v8_float){t63, t63, t63, t63, t63, t63, t63, t63};
    t65 = t62 + t64;
    t66 = (vcc_v8_float){t63, t63, t63, t63, t63, t63, t63, t63};
    t67 = t66 * x;
    t68 = t67 * x;
    t69 = t65 + t68;
    t70 = t68 * x;
    t71 = t69 + t70;
    t72 = t70 * x;
    t73 = t71 + t72;
    t74 = t73 * x;
    t75 = c[6];
    t76 = (vcc_v8_float){t75, t75, t75, t75, t75, t75, t75, t75};
    t77 = t74 + t76;
    t78 = (vcc_v8_float){t75, t75, t75, t75, t75, t75, t75, t75};
    t79 = t78 * x;
    t80 = t79 * x;
    t81 = t77 + t80;
    t82 = t80 * x;
    t83 = t81 + t82;
    t84 = t82 * x;
    t85 = t83 + t84;
    t86 = t85 * x;
    t87 = c[7];
    t88 = (vcc_v8_float){t87, t87, t87, t87, t87, t87, t87, t87};
    t89 = t86 + t88;
    t90 = (vcc_v8_float){t87, t87, t87, t87, t87, t87, t87, t87};
    t91 = t90 * x;
    t92 = t91 * x;
    t93 = t89 + t92;
    t94 = t92 * x;
    t95 = t93 + t94;
    t96 = t94 * x;
    t97 = t95 + t96;
    t98 = t97 * x;
    t99 = c[8];
    t100 = (vcc_v8_float){t99, t99, t99, t99, t99, t99, t99, t99};
    t101 = t98 + t100;
    t102 = (vcc_v8_float){t99, t99, t99, t99, t99, t99, t99, t99};
    t103 = t102 * x;
    t104 = t103 * x;
    t105 = t101 + t104;
    t106 = t104 * x;
    t107 = t105 + t106;
    t108 = t106 * x;
    t109 = t107 + t108;
    t110 = t109 * x;
    t111 = c[9];
    t112 = (vcc_v8_float){t111, t111, t111, t111, t111, t111, t111, t111};
    t113 = t110 + t112;
    t114 = (vcc_v8_float){t111, t111, t111, t111, t111, t111, t111, t111};
    t115 = t114 * x;
    t116 = t115 * x;
    t117 = t113 + t116;
    t118 = t116 * x;
    t119 = t117 + t118;
    t120 = t118 * x;
    t121 = t119 + t120;
    t122 = t121 * x;
    t123 = c[10];
    t124 = (vcc_v8_float){t123, t123, t123, t123, t123, t123, t123, t123};
    t125 = t122 + t124;
    t126 = (vcc_v8_float){t123, t123, t123, t123, t123, t123, t123, t123};
    t127 = t126 * x;
    t128 = t127 * x;
    t129 = t125 + t128;
    t130 = t128 * x;
    t131 = t129 + t130;
    t132 = t130 * x;
    t133 = t131 + t132;
    t134 = t133 * x;
    t135 = c[11];
    t136 = (vcc_v8_float){t135, t135, t135, t135, t135, t135, t135, t135};
    t137 = t134 + t136;
    t138 = (vcc_v8_float){t135, t135, t135, t135, t135, t135, t135, t135};
    t139 = t138 * x;
    t140 = t139 * x;
    t141 = t137 + t140;
    t142 = t140 * x;
    t143 = t141 + t142;
    t144 = t142 * x;
    t145 = t143 + t144;
    t146 = t145 * x;
    t147 = c[12];
    t148 = (vcc_v8_float){t147, t147, t147, t147, t147, t147, t147, t147};
    t149 = t146 + t148;
    t150 = (vcc_v8_float){t147, t147, t147, t147, t147, t147, t147, t147};
    t151 = t150 * x;
    t152 = t151 * x;
    t153 = t149 + t152;
    t154 = t152 * x;
    t155 = t153 + t154;
    t156 = t154 * x;
    t157 = t155 + t156;
    t158 = t157 * x;
    t159 = c[13];
    t160 = (vcc_v8_float){t159, t159, t159, t159, t159, t159, t159, t159};
    t161 = t158 + t160;
    t162 = (vcc_v8_float){t159, t159, t159, t159, t159, t159, t159, t159};
    t163 = t162 * x;
    t164 = t163 * x;
    t165 = t161 + t164;
    t166 = t164 * x;
    t167 = t165 + t166;
    t168 = t166 * x;
    t169 = t167 + t168;
    t170 = t169 * x;
    t171 = c[14];
    t172 = (vcc_v8_float){t171, t171, t171, t171, t171, t171, t171, t171};
    t173 = t170 + t172;
    t174 = (vcc_v8_float){t171, t171, t171, t171, t171, t171, t171, t171};
    t175 = t174 * x;
    t176 = t175 * x;
    t177 = t173 + t176;
    t178 = t176 * x;
    t179 = t177 + t178;
    t180 = t178 * x;
    t181 = t179 + t180;
    t182 = t181 * x;
    t183 = c[15];
    t184 = (vcc_v8_float){t183, t183, t183, t183, t183, t183, t183, t183};
    t185 = t182 + t184;
    t186 = (vcc_v8_float){t183, t183, t183, t183, t183, t183, t183, t183};
    t187 = t186 * x;
    t188 = t187 * x;
    t189 = t185 + t188;
    t190 = t188 * x;
    t191 = t189 + t190;
    t192 = t190 * x;
    t193 = t191 + t192;
    return t193;
}
#pragma GCC diagnostic pop

void clamp_all(float *y, const float *x, int n, float lo, float hi) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    float *t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    long t18;
    float *t19;
    vcc_v8_float t20;
    int i;
    long t21;
    float t22;
    vcc_v8_float t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_v8_float t26;
    vcc_m8 t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_m8 t35;
    vcc_m8 t36;
    vcc_v8_float t37;
    vcc_m8 t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_m8 t47;
    vcc_m8 t48;
    vcc_v8_float t49;
    vcc_m8 t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = (long)(int)(0L + t2);
            t8 = (long)(int)(0L + (t2 + 8L));
            t9 = y + t7;
            t10 = y + t8;
            t11 = vcc_load(vcc_v8_float, x + t7);
            t12 = vcc_load(vcc_v8_float, x + t8);
            t23 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            t24 = (vcc_m8)(t11 < t23);
            t25 = ~t24;
            t26 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            t27 = (vcc_m8)(t11 > t26);
            t28 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t28, t11);
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t29, (vcc_v8_float){0});
            t31 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t31, t30);
            t46 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            t47 = (vcc_m8)(t12 < t46);
            t48 = ~t47;
            t49 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            t50 = (vcc_m8)(t12 > t49);
            t51 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t51, t12);
            t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t48, t52, (vcc_v8_float){0});
            t54 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, t54, t53);
            t44 = t32 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t45 = t55 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t9, t44);
            vcc_store(t10, t45);
            t2 += 16L;
            if (t2 >= t6) {
                t13 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    t15 = (unsigned long)y;
    t16 = (unsigned long)x;
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        t17 = t14 & -8L;
        t1 = 0L;
        for (;;) {
            t18 = (long)(int)((long)t13 + t1);
            t19 = y + t18;
            t20 = vcc_load(vcc_v8_float, x + t18);
            t34 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            t35 = (vcc_m8)(t20 < t34);
            t36 = ~t35;
            t37 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            t38 = (vcc_m8)(t20 > t37);
            t39 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
            t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t39, t20);
            t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t40, (vcc_v8_float){0});
            t42 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t42, t41);
            t33 = t43 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t19, t33);
            t1 += 8L;
            if (t1 >= t17) {
                i = (int)((long)t13 + t17);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t21 = (long)i;
        t22 = x[t21];
        y[t21] = clampf(t22, lo, hi) * 2.0f;
    }
}

void count_all(int *y, const int *x, int n, int limit) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_m8 t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_v8_int t7;
    long t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    long t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    long t29;
    long t30;
    int *t31;
    int *t32;
    int t33;
    long t34;
    unsigned long t35;
    unsigned long t36;
    long t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_int t40;
    long t41;
    int *t42;
    int i;
    long t43;
    int t44;
    int t45;
    vcc_v8_int t46;
    vcc_m8 t47;
    vcc_m8 t48;
    vcc_v8_int t49;
    vcc_m8 t50;
    vcc_m8 t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_m8 t54;
    vcc_m8 t55;
    vcc_m8 t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_uint t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_uint t68;
    vcc_v8_int t69;
    vcc_m8 t70;
    vcc_v8_int t71;
    vcc_v8_int t72;
    vcc_v8_int t73;
    int t74;
    vcc_v8_int t75;
    vcc_m8 t76;
    vcc_m8 t77;
    vcc_v8_int t78;
    vcc_m8 t79;
    vcc_m8 t80;
    vcc_v8_int t81;
    vcc_v8_int t82;
    vcc_m8 t83;
    vcc_m8 t84;
    vcc_m8 t85;
    vcc_v8_int t86;
    vcc_v8_int t87;
    vcc_v8_int t88;
    vcc_v8_int t89;
    vcc_v8_uint t90;
    vcc_v8_uint t91;
    vcc_v8_uint t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    vcc_v8_uint t95;
    vcc_v8_uint t96;
    vcc_v8_uint t97;
    vcc_v8_int t98;
    vcc_m8 t99;
    vcc_v8_int t100;
    vcc_v8_int t101;
    vcc_v8_int t102;
    vcc_v8_int t103;
    int t104;
    vcc_v8_int t105;
    vcc_m8 t106;
    vcc_m8 t107;
    vcc_v8_int t108;
    vcc_m8 t109;
    vcc_m8 t110;
    vcc_v8_int t111;
    vcc_v8_int t112;
    vcc_m8 t113;
    vcc_m8 t114;
    vcc_m8 t115;
    vcc_v8_int t116;
    vcc_v8_int t117;
    vcc_v8_int t118;
    vcc_v8_int t119;
    vcc_v8_uint t120;
    vcc_v8_uint t121;
    vcc_v8_uint t122;
    vcc_v8_int t123;
    vcc_v8_int t124;
    vcc_v8_uint t125;
    vcc_v8_uint t126;
    vcc_v8_uint t127;
    vcc_v8_int t128;
    vcc_m8 t129;
    vcc_v8_int t130;
    vcc_v8_int t131;
    t20 = (long)n;
    t21 = (unsigned long)y;
    t22 = (unsigned long)x;
    if ((t20 >= 16L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t22 + 0UL)) | ((t22 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t21 + 0UL)))) {
        t23 = t20 & -16L;
        t24 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t25 = (vcc_v8_uint)t24;
        t1 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t14 = 0L;
    L132:
        for (;;) {
            t26 = (vcc_v8_int)t1;
            t27 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t28 = (vcc_v8_int)t27;
            t29 = (long)(int)(0L + t14);
            t30 = (long)(int)(0L + (t14 + 8L));
            t31 = y + t29;
            t32 = y + t30;
            t4 = vcc_load(vcc_v8_int, x + t29);
            t16 = vcc_load(vcc_v8_int, x + t30);
            t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t45 = 0;
            t7 = (vcc_v8_int){0};
            for (;;) {
                t46 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t47 = (vcc_m8)(t4 > t46);
                t48 = t3 & t47;
                t49 = vcc_splat(vcc_v8_int, (t45 < limit) != 0);
                t50 = (vcc_m8)(t49 != (vcc_v8_int){0});
                t51 = t48 & t50;
                t52 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t53 = t4 & t52;
                t54 = (vcc_m8)(t53 != (vcc_v8_int){0});
                t55 = t51 & t54;
                t56 = ~t54;
                t6 = t51 & t56;
                if (vcc_any(t6)) {
                    t57 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    t58 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t57, t58);
                    t5 = t4 / t59;
                } else {
                    t5 = (vcc_v8_int){0};
                    t6 = (vcc_m8){0};
                }
                t60 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t61 = (vcc_v8_uint)t60;
                t62 = (vcc_v8_uint)t4;
                t63 = t61 * t62;
                t64 = (vcc_v8_int)t63;
                t65 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t66 = (vcc_v8_uint)t64;
                t67 = (vcc_v8_uint)t65;
                t68 = t66 + t67;
                t69 = (vcc_v8_int)t68;
                t70 = t55 | t6;
                t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t69);
                t72 = (vcc_v8_int){t45, t45, t45, t45, t45, t45, t45, t45};
                t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t72, t7);
                if (vcc_any(t70)) {
                    t3 = t70;
                    t4 = t71;
                    t45++;
                } else {
                    t15 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    t104 = 0;
                    t19 = (vcc_v8_int){0};
                    for (;;) {
                        t105 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                        t106 = (vcc_m8)(t16 > t105);
                        t107 = t15 & t106;
                        t108 = vcc_splat(vcc_v8_int, (t104 < limit) != 0);
                        t109 = (vcc_m8)(t108 != (vcc_v8_int){0});
                        t110 = t107 & t109;
                        t111 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                        t112 = t16 & t111;
                        t113 = (vcc_m8)(t112 != (vcc_v8_int){0});
                        t114 = t110 & t113;
                        t115 = ~t113;
                        t18 = t110 & t115;
                        if (vcc_any(t18)) {
                            t116 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                            t117 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                            t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t116, t117);
                            t17 = t16 / t118;
                        } else {
                            t17 = (vcc_v8_int){0};
                            t18 = (vcc_m8){0};
                        }
                        t119 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                        t120 = (vcc_v8_uint)t119;
                        t121 = (vcc_v8_uint)t16;
                        t122 = t120 * t121;
                        t123 = (vcc_v8_int)t122;
                        t124 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                        t125 = (vcc_v8_uint)t123;
                        t126 = (vcc_v8_uint)t124;
                        t127 = t125 + t126;
                        t128 = (vcc_v8_int)t127;
                        t129 = t114 | t18;
                        t130 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t17, t128);
                        t131 = (vcc_v8_int){t104, t104, t104, t104, t104, t104, t104, t104};
                        t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t131, t19);
                        if (!vcc_any(t129)) {
                            t102 = t7 + t26;
                            t103 = t19 + t28;
                            vcc_store(t31, t102);
                            vcc_store(t32, t103);
                            t14 += 16L;
                            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                            if (t14 < t23) {
                                goto L132;
                            }
                            t33 = (int)(0L + t23);
                            goto L133;
                        }
                        t15 = t129;
                        t16 = t130;
                        t104++;
                    }
                }
            }
        }
    } else {
        t33 = 0;
    }
L133:
    t34 = (long)n + (long)t33 * -1L;
    t35 = (unsigned long)y;
    t36 = (unsigned long)x;
    if ((t34 >= 8L) & (((t35 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t33 * 4L))) | ((t36 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t33 * 4L))))) {
        t37 = t34 & -8L;
        t38 = (vcc_v8_int){t33, t33, t33, t33, t33, t33, t33, t33};
        t39 = (vcc_v8_uint)t38;
        t2 = t39 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t8 = 0L;
        for (;;) {
            t40 = (vcc_v8_int)t2;
            t41 = (long)(int)((long)t33 + t8);
            t42 = y + t41;
            t10 = vcc_load(vcc_v8_int, x + t41);
            t9 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t74 = 0;
            t13 = (vcc_v8_int){0};
            for (;;) {
                t75 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t76 = (vcc_m8)(t10 > t75);
                t77 = t9 & t76;
                t78 = vcc_splat(vcc_v8_int, (t74 < limit) != 0);
                t79 = (vcc_m8)(t78 != (vcc_v8_int){0});
                t80 = t77 & t79;
                t81 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t82 = t10 & t81;
                t83 = (vcc_m8)(t82 != (vcc_v8_int){0});
                t84 = t80 & t83;
                t85 = ~t83;
                t12 = t80 & t85;
                if (vcc_any(t12)) {
                    t86 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    t87 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t86, t87);
                    t11 = t10 / t88;
                } else {
                    t11 = (vcc_v8_int){0};
                    t12 = (vcc_m8){0};
                }
                t89 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t90 = (vcc_v8_uint)t89;
                t91 = (vcc_v8_uint)t10;
                t92 = t90 * t91;
                t93 = (vcc_v8_int)t92;
                t94 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t95 = (vcc_v8_uint)t93;
                t96 = (vcc_v8_uint)t94;
                t97 = t95 + t96;
                t98 = (vcc_v8_int)t97;
                t99 = t84 | t12;
                t100 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t11, t98);
                t101 = (vcc_v8_int){t74, t74, t74, t74, t74, t74, t74, t74};
                t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t101, t13);
                if (!vcc_any(t99)) {
                    t73 = t13 + t40;
                    vcc_store(t42, t73);
                    t8 += 8L;
                    t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t8 < t37) {
                        break;
                    }
                    i = (int)((long)t33 + t37);
                    goto L134;
                }
                t9 = t99;
                t10 = t100;
                t74++;
            }
        }
    } else {
        i = t33;
    }
L134:
    for (; i < n; i++) {
        t43 = (long)i;
        t44 = x[t43];
        y[t43] = count(t44, limit) + i;
    }
}

void poly_all(float *y, const float *x, int n, const float *c) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    long t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    int i;
    long t21;
    float t22;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -16L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = vcc_load(vcc_v8_float, x + t7);
            t10 = vcc_load(vcc_v8_float, x + t8);
            t11 = _ZGVdN8vu_poly16(t9, c);
            t12 = _ZGVdN8vu_poly16(t10, c);
            vcc_store(y + t7, t11);
            vcc_store(y + t8, t12);
            t1 += 16L;
        } while (t1 < t6);
        t13 = (int)((long)0 + t6);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    t15 = (unsigned long)y;
    t16 = (unsigned long)x;
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        t17 = t14 & -8L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t13 + t2);
            t19 = vcc_load(vcc_v8_float, x + t18);
            t20 = _ZGVdN8vu_poly16(t19, c);
            vcc_store(y + t18, t20);
            t2 += 8L;
        } while (t2 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t21 = (long)i;
        t22 = x[t21];
        y[t21] = poly16(t22, c);
    }
}

int main(void) {
    float x[45];
    float y[45];
    float c[16];
    int a[45];
    int b[45];
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    vcc_v8_uint t5;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    int k;
    long t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    long t31;
    long t32;
    long t33;
    long t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    int t67;
    long t68;
    long t69;
    vcc_v8_int t70;
    vcc_v8_uint t71;
    vcc_v8_int t72;
    long t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_int t79;
    vcc_v8_int t80;
    vcc_v8_int t81;
    int i;
    long t82;
    int n;
    const float *t83;
    int i_1;
    long t84;
    int i_2;
    if (16L >= 16L) {
        t7 = 16L & -16L;
        t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t9 = (vcc_v8_uint)t8;
        t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t10 = (vcc_v8_int)t1;
            t11 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t12 = (vcc_v8_int)t11;
            t13 = t10 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t14 = t12 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t15 = __builtin_convertvector(t13, vcc_v8_float);
            t16 = __builtin_convertvector(t14, vcc_v8_float);
            t17 = (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f} * t15;
            t18 = (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f} * t16;
            t19 = t17 - (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t20 = t18 - (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&c[(int)((long)0 + t2)], t19);
            vcc_store(&c[(int)((long)0 + (t2 + 8L))], t20);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t7);
        k = (int)((long)0 + t7);
    } else {
        k = 0;
    }
    for (; k < 16; k++) {
        c[k] = 0.125f * (float)(k % 5) - 0.25f;
    }
    if (45L >= 32L) {
        t21 = 45L & -32L;
        t22 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t23 = (vcc_v8_uint)t22;
        t3 = t23 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t24 = (vcc_v8_int)t3;
            t25 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t26 = (vcc_v8_int)t25;
            t27 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t28 = (vcc_v8_int)t27;
            t29 = t3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t30 = (vcc_v8_int)t29;
            t31 = (long)(int)((long)0 + t4);
            t32 = (long)(int)((long)0 + (t4 + 8L));
            t33 = (long)(int)((long)0 + (t4 + 16L));
            t34 = (long)(int)((long)0 + (t4 + 24L));
            t35 = t24 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t36 = t26 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t37 = t28 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t38 = t30 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t39 = t35 % (vcc_v8_int){23, 23, 23, 23, 23, 23, 23, 23};
            t40 = t36 % (vcc_v8_int){23, 23, 23, 23, 23, 23, 23, 23};
            t41 = t37 % (vcc_v8_int){23, 23, 23, 23, 23, 23, 23, 23};
            t42 = t38 % (vcc_v8_int){23, 23, 23, 23, 23, 23, 23, 23};
            t43 = __builtin_convertvector(t39, vcc_v8_float);
            t44 = __builtin_convertvector(t40, vcc_v8_float);
            t45 = __builtin_convertvector(t41, vcc_v8_float);
            t46 = __builtin_convertvector(t42, vcc_v8_float);
            t47 = t43 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t48 = t44 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t49 = t45 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t50 = t46 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t51 = t47 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t52 = t48 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t53 = t49 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t54 = t50 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&x[t31], t51);
            vcc_store(&x[t32], t52);
            vcc_store(&x[t33], t53);
            vcc_store(&x[t34], t54);
            t55 = t24 * (vcc_v8_int){53, 53, 53, 53, 53, 53, 53, 53};
            t56 = t26 * (vcc_v8_int){53, 53, 53, 53, 53, 53, 53, 53};
            t57 = t28 * (vcc_v8_int){53, 53, 53, 53, 53, 53, 53, 53};
            t58 = t30 * (vcc_v8_int){53, 53, 53, 53, 53, 53, 53, 53};
            t59 = t55 % (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97};
            t60 = t56 % (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97};
            t61 = t57 % (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97};
            t62 = t58 % (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97};
            t63 = t59 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t64 = t60 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t65 = t61 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t66 = t62 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&a[t31], t63);
            vcc_store(&a[t32], t64);
            vcc_store(&a[t33], t65);
            vcc_store(&a[t34], t66);
            t4 += 32L;
            t3 = t3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t4 < t21);
        t67 = (int)((long)0 + t21);
    } else {
        t67 = 0;
    }
    t68 = (long)t67 * -1L + 45L;
    if (t68 >= 8L) {
        t69 = t68 & -8L;
        t70 = (vcc_v8_int){t67, t67, t67, t67, t67, t67, t67, t67};
        t71 = (vcc_v8_uint)t70;
        t5 = t71 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t6 = 0L;
        do {
            t72 = (vcc_v8_int)t5;
            t73 = (long)(int)((long)t67 + t6);
            t74 = t72 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t75 = t74 % (vcc_v8_int){23, 23, 23, 23, 23, 23, 23, 23};
            t76 = __builtin_convertvector(t75, vcc_v8_float);
            t77 = t76 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t78 = t77 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(&x[t73], t78);
            t79 = t72 * (vcc_v8_int){53, 53, 53, 53, 53, 53, 53, 53};
            t80 = t79 % (vcc_v8_int){97, 97, 97, 97, 97, 97, 97, 97};
            t81 = t80 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(&a[t73], t81);
            t6 += 8L;
            t5 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t6 < t69);
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < 45; i++) {
        t82 = (long)i;
        x[t82] = (float)(i * 37 % 23) * 0.25f - 2.0f;
        a[t82] = i * 53 % 97 + 1;
    }
    for (n = 0; n <= 45; n += 9) {
        t83 = x;
        clamp_all(y, t83, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (i_1 = 0; i_1 < n; i_1++) {
            t84 = (long)i_1;
            printf("%d %g %d\n", n, (double)y[t84], b[t84]);
        }
        poly_all(y, t83, n, c);
        for (i_2 = 0; i_2 < n; i_2++) {
            printf("%a\n", (double)y[i_2]);
        }
    }
    return 0;
}
