/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vuu_clampf(__m256 x, float lo, float hi);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_count(__m256i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_poly16(__m256 x, const float *c);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vuu_clampf(__m256 x, float lo, float hi) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    t1 = _mm256_set1_ps(lo);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_LT_OQ));
    t3 = (__m256i)~(vcc_m8)t2;
    t4 = _mm256_set1_ps(hi);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    t6 = _mm256_set1_ps(hi);
    t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t5), x, t6);
    t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t7);
    t9 = _mm256_set1_ps(lo);
    t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t8, t9);
    return t10;
}

/* #pragma omp declare simd uniform(limit) notinbranch */
int count(int x, int limit) {
    int n = 0;
    while (x > 1 && n < limit) {
        x = x & 1 ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t4 = x;
    t6 = 0;
    t5 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        t7 = _mm256_set1_epi32((int)1);
        t8 = _mm256_cmpgt_epi32(t4, t7);
        t9 = _mm256_and_si256(t1, t8);
        t10 = _mm256_set1_epi32((int)((t6 < limit) != 0));
        t11 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
        t12 = _mm256_and_si256(t9, t11);
        t13 = _mm256_set1_epi32((int)1);
        t14 = _mm256_and_si256(t4, t13);
        t15 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
        t16 = _mm256_and_si256(t12, t15);
        t17 = (__m256i)~(vcc_m8)t15;
        t3 = _mm256_and_si256(t12, t17);
        if ((_mm256_movemask_epi8(t3) != 0)) {
            t18 = _mm256_set1_epi32((int)2);
            t19 = _mm256_set1_epi32((int)1);
            t20 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t3), t19, t18);
            t2 = (__m256i)((vcc_v8_int)t4 / (vcc_v8_int)t20);
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t3 = (__m256i)(vcc_m8){0};
        }
        t21 = _mm256_set1_epi32((int)3);
        t22 = t21;
        t23 = t4;
        t24 = _mm256_mullo_epi32(t22, t23);
        t25 = t24;
        t26 = _mm256_set1_epi32((int)1);
        t27 = t25;
        t28 = t26;
        t29 = _mm256_add_epi32(t27, t28);
        t30 = t29;
        t31 = _mm256_or_si256(t16, t3);
        t4 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t3), t30, t2);
        t32 = _mm256_set1_epi32((int)t6);
        t5 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t1), t5, t32);
        if (!(_mm256_movemask_epi8(t31) != 0)) {
            return t5;
        }
        t1 = t31;
        t6++;
    }
}

/* #pragma omp declare simd uniform(c) notinbranch */
float poly16(float x, const float *c) {
    float s = 0.0f;
    for (int k = 0; k < 16; k++)
        s = s * x + c[k] + c[k] * x * x + c[k] * x * x * x + c[k] * x * x * x * x;
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_poly16(__m256 x, const float *c) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    float t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    float t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    float t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    float t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    float t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    float t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    float t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    float t87;
    __m256 t88;
    __m256 t89;
    __m256 t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256 t96;
    __m256 t97;
    __m256 t98;
    float t99;
    __m256 t100;
    __m256 t101;
    __m256 t102;
    __m256 t103;
    __m256 t104;
    __m256 t105;
    __m256 t106;
    __m256 t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    float t111;
    __m256 t112;
    __m256 t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256 t117;
    __m256 t118;
    __m256 t119;
    __m256 t120;
    __m256 t121;
    __m256 t122;
    float t123;
    __m256 t124;
    __m256 t125;
    __m256 t126;
    __m256 t127;
    __m256 t128;
    __m256 t129;
    __m256 t130;
    __m256 t131;
    __m256 t132;
    __m256 t133;
    __m256 t134;
    float t135;
    __m256 t136;
    __m256 t137;
    __m256 t138;
    __m256 t139;
    __m256 t140;
    __m256 t141;
    __m256 t142;
    __m256 t143;
    __m256 t144;
    __m256 t145;
    __m256 t146;
    float t147;
    __m256 t148;
    __m256 t149;
    __m256 t150;
    __m256 t151;
    __m256 t152;
    __m256 t153;
    __m256 t154;
    __m256 t155;
    __m256 t156;
    __m256 t157;
    __m256 t158;
    float t159;
    __m256 t160;
    __m256 t161;
    __m256 t162;
    __m256 t163;
    __m256 t164;
    __m256 t165;
    __m256 t166;
    __m256 t167;
    __m256 t168;
    __m256 t169;
    __m256 t170;
    float t171;
    __m256 t172;
    __m256 t173;
    __m256 t174;
    __m256 t175;
    __m256 t176;
    __m256 t177;
    __m256 t178;
    __m256 t179;
    __m256 t180;
    __m256 t181;
    __m256 t182;
    float t183;
    __m256 t184;
    __m256 t185;
    __m256 t186;
    __m256 t187;
    __m256 t188;
    __m256 t189;
    __m256 t190;
    __m256 t191;
    __m256 t192;
    __m256 t193;
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_mul_ps(t1, x);
    t3 = c[0];
    t4 = _mm256_set1_ps(t3);
    t5 = _mm256_add_ps(t2, t4);
    t6 = _mm256_set1_ps(t3);
    t7 = _mm256_mul_ps(t6, x);
    t8 = _mm256_mul_ps(t7, x);
    t9 = _mm256_add_ps(t5, t8);
    t10 = _mm256_mul_ps(t8, x);
    t11 = _mm256_add_ps(t9, t10);
    t12 = _mm256_mul_ps(t10, x);
    t13 = _mm256_add_ps(t11, t12);
    t14 = _mm256_mul_ps(t13, x);
    t15 = c[1];
    t16 = _mm256_set1_ps(t15);
    t17 = _mm256_add_ps(t14, t16);
    t18 = _mm256_set1_ps(t15);
    t19 = _mm256_mul_ps(t18, x);
    t20 = _mm256_mul_ps(t19, x);
    t21 = _mm256_add_ps(t17, t20);
    t22 = _mm256_mul_ps(t20, x);
    t23 = _mm256_add_ps(t21, t22);
    t24 = _mm256_mul_ps(t22, x);
    t25 = _mm256_add_ps(t23, t24);
    t26 = _mm256_mul_ps(t25, x);
    t27 = c[2];
    t28 = _mm256_set1_ps(t27);
    t29 = _mm256_add_ps(t26, t28);
    t30 = _mm256_set1_ps(t27);
    t31 = _mm256_mul_ps(t30, x);
    t32 = _mm256_mul_ps(t31, x);
    t33 = _mm256_add_ps(t29, t32);
    t34 = _mm256_mul_ps(t32, x);
    t35 = _mm256_add_ps(t33, t34);
    t36 = _mm256_mul_ps(t34, x);
    t37 = _mm256_add_ps(t35, t36);
    t38 = _mm256_mul_ps(t37, x);
    t39 = c[3];
    t40 = _mm256_set1_ps(t39);
    t41 = _mm256_add_ps(t38, t40);
    t42 = _mm256_set1_ps(t39);
    t43 = _mm256_mul_ps(t42, x);
    t44 = _mm256_mul_ps(t43, x);
    t45 = _mm256_add_ps(t41, t44);
    t46 = _mm256_mul_ps(t44, x);
    t47 = _mm256_add_ps(t45, t46);
    t48 = _mm256_mul_ps(t46, x);
    t49 = _mm256_add_ps(t47, t48);
    t50 = _mm256_mul_ps(t49, x);
    t51 = c[4];
    t52 = _mm256_set1_ps(t51);
    t53 = _mm256_add_ps(t50, t52);
    t54 = _mm256_set1_ps(t51);
    t55 = _mm256_mul_ps(t54, x);
    t56 = _mm256_mul_ps(t55, x);
    t57 = _mm256_add_ps(t53, t56);
    t58 = _mm256_mul_ps(t56, x);
    t59 = _mm256_add_ps(t57, t58);
    t60 = _mm256_mul_ps(t58, x);
    t61 = _mm256_add_ps(t59, t60);
    t62 = _mm256_mul_ps(t61, x);
    t63 = c[5];
    t64 = _mm256_set1_ps(t63);
    t65 = _mm256_add_ps(t62, t64);
    t66 = _mm256_set1_ps(t63);
    t67 = _mm256_mul_ps(t66, x);
    t68 = _mm256_mul_ps(t67, x);
    t69 = _mm256_add_ps(t65, t68);
    t70 = _mm256_mul_ps(t68, x);
    t71 = _mm256_add_ps(t69, t70);
    t72 = _mm256_mul_ps(t70, x);
    t73 = _mm256_add_ps(t71, t72);
    t74 = _mm256_mul_ps(t73, x);
    t75 = c[6];
    t76 = _mm256_set1_ps(t75);
    t77 = _mm256_add_ps(t74, t76);
    t78 = _mm256_set1_ps(t75);
    t79 = _mm256_mul_ps(t78, x);
    t80 = _mm256_mul_ps(t79, x);
    t81 = _mm256_add_ps(t77, t80);
    t82 = _mm256_mul_ps(t80, x);
    t83 = _mm256_add_ps(t81, t82);
    t84 = _mm256_mul_ps(t82, x);
    t85 = _mm256_add_ps(t83, t84);
    t86 = _mm256_mul_ps(t85, x);
    t87 = c[7];
    t88 = _mm256_set1_ps(t87);
    t89 = _mm256_add_ps(t86, t88);
    t90 = _mm256_set1_ps(t87);
    t91 = _mm256_mul_ps(t90, x);
    t92 = _mm256_mul_ps(t91, x);
    t93 = _mm256_add_ps(t89, t92);
    t94 = _mm256_mul_ps(t92, x);
    t95 = _mm256_add_ps(t93, t94);
    t96 = _mm256_mul_ps(t94, x);
    t97 = _mm256_add_ps(t95, t96);
    t98 = _mm256_mul_ps(t97, x);
    t99 = c[8];
    t100 = _mm256_set1_ps(t99);
    t101 = _mm256_add_ps(t98, t100);
    t102 = _mm256_set1_ps(t99);
    t103 = _mm256_mul_ps(t102, x);
    t104 = _mm256_mul_ps(t103, x);
    t105 = _mm256_add_ps(t101, t104);
    t106 = _mm256_mul_ps(t104, x);
    t107 = _mm256_add_ps(t105, t106);
    t108 = _mm256_mul_ps(t106, x);
    t109 = _mm256_add_ps(t107, t108);
    t110 = _mm256_mul_ps(t109, x);
    t111 = c[9];
    t112 = _mm256_set1_ps(t111);
    t113 = _mm256_add_ps(t110, t112);
    t114 = _mm256_set1_ps(t111);
    t115 = _mm256_mul_ps(t114, x);
    t116 = _mm256_mul_ps(t115, x);
    t117 = _mm256_add_ps(t113, t116);
    t118 = _mm256_mul_ps(t116, x);
    t119 = _mm256_add_ps(t117, t118);
    t120 = _mm256_mul_ps(t118, x);
    t121 = _mm256_add_ps(t119, t120);
    t122 = _mm256_mul_ps(t121, x);
    t123 = c[10];
    t124 = _mm256_set1_ps(t123);
    t125 = _mm256_add_ps(t122, t124);
    t126 = _mm256_set1_ps(t123);
    t127 = _mm256_mul_ps(t126, x);
    t128 = _mm256_mul_ps(t127, x);
    t129 = _mm256_add_ps(t125, t128);
    t130 = _mm256_mul_ps(t128, x);
    t131 = _mm256_add_ps(t129, t130);
    t132 = _mm256_mul_ps(t130, x);
    t133 = _mm256_add_ps(t131, t132);
    t134 = _mm256_mul_ps(t133, x);
    t135 = c[11];
    t136 = _mm256_set1_ps(t135);
    t137 = _mm256_add_ps(t134, t136);
    t138 = _mm256_set1_ps(t135);
    t139 = _mm256_mul_ps(t138, x);
    t140 = _mm256_mul_ps(t139, x);
    t141 = _mm256_add_ps(t137, t140);
    t142 = _mm256_mul_ps(t140, x);
    t143 = _mm256_add_ps(t141, t142);
    t144 = _mm256_mul_ps(t142, x);
    t145 = _mm256_add_ps(t143, t144);
    t146 = _mm256_mul_ps(t145, x);
    t147 = c[12];
    t148 = _mm256_set1_ps(t147);
    t149 = _mm256_add_ps(t146, t148);
    t150 = _mm256_set1_ps(t147);
    t151 = _mm256_mul_ps(t150, x);
    t152 = _mm256_mul_ps(t151, x);
    t153 = _mm256_add_ps(t149, t152);
    t154 = _mm256_mul_ps(t152, x);
    t155 = _mm256_add_ps(t153, t154);
    t156 = _mm256_mul_ps(t154, x);
    t157 = _mm256_add_ps(t155, t156);
    t158 = _mm256_mul_ps(t157, x);
    t159 = c[13];
    t160 = _mm256_set1_ps(t159);
    t161 = _mm256_add_ps(t158, t160);
    t162 = _mm256_set1_ps(t159);
    t163 = _mm256_mul_ps(t162, x);
    t164 = _mm256_mul_ps(t163, x);
    t165 = _mm256_add_ps(t161, t164);
    t166 = _mm256_mul_ps(t164, x);
    t167 = _mm256_add_ps(t165, t166);
    t168 = _mm256_mul_ps(t166, x);
    t169 = _mm256_add_ps(t167, t168);
    t170 = _mm256_mul_ps(t169, x);
    t171 = c[14];
    t172 = _mm256_set1_ps(t171);
    t173 = _mm256_add_ps(t170, t172);
    t174 = _mm256_set1_ps(t171);
    t175 = _mm256_mul_ps(t174, x);
    t176 = _mm256_mul_ps(t175, x);
    t177 = _mm256_add_ps(t173, t176);
    t178 = _mm256_mul_ps(t176, x);
    t179 = _mm256_add_ps(t177, t178);
    t180 = _mm256_mul_ps(t178, x);
    t181 = _mm256_add_ps(t179, t180);
    t182 = _mm256_mul_ps(t181, x);
    t183 = c[15];
    t184 = _mm256_set1_ps(t183);
    t185 = _mm256_add_ps(t182, t184);
    t186 = _mm256_set1_ps(t183);
    t187 = _mm256_mul_ps(t186, x);
    t188 = _mm256_mul_ps(t187, x);
    t189 = _mm256_add_ps(t185, t188);
    t190 = _mm256_mul_ps(t188, x);
    t191 = _mm256_add_ps(t189, t190);
    t192 = _mm256_mul_ps(t190, x);
    t193 = _mm256_add_ps(t191, t192);
    return t193;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_all(float *y, const float *x, int n, float lo, float hi) {
    vcc_no_contract_body
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
    __m256 t11;
    __m256 t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    long t18;
    float *t19;
    __m256 t20;
    int i;
    long t21;
    float t22;
    __m256 t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    __m256 t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256i t47;
    __m256i t48;
    __m256 t49;
    __m256i t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
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
            t11 = _mm256_loadu_ps(x + t7);
            t12 = _mm256_loadu_ps(x + t8);
            t23 = _mm256_set1_ps(lo);
            t24 = _mm256_castps_si256(_mm256_cmp_ps(t11, t23, _CMP_LT_OQ));
            t25 = (__m256i)~(vcc_m8)t24;
            t26 = _mm256_set1_ps(hi);
            t27 = _mm256_castps_si256(_mm256_cmp_ps(t11, t26, _CMP_GT_OQ));
            t28 = _mm256_set1_ps(hi);
            t29 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t27), t11, t28);
            t30 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t25), (__m256)(vcc_v8_float){0}, t29);
            t31 = _mm256_set1_ps(lo);
            t32 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t24), t30, t31);
            t46 = _mm256_set1_ps(lo);
            t47 = _mm256_castps_si256(_mm256_cmp_ps(t12, t46, _CMP_LT_OQ));
            t48 = (__m256i)~(vcc_m8)t47;
            t49 = _mm256_set1_ps(hi);
            t50 = _mm256_castps_si256(_mm256_cmp_ps(t12, t49, _CMP_GT_OQ));
            t51 = _mm256_set1_ps(hi);
            t52 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t50), t12, t51);
            t53 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t48), (__m256)(vcc_v8_float){0}, t52);
            t54 = _mm256_set1_ps(lo);
            t55 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t47), t53, t54);
            t44 = _mm256_mul_ps(t32, _mm256_set1_ps(2.0f));
            t45 = _mm256_mul_ps(t55, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t9, t44);
            _mm256_storeu_ps(t10, t45);
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
            t20 = _mm256_loadu_ps(x + t18);
            t34 = _mm256_set1_ps(lo);
            t35 = _mm256_castps_si256(_mm256_cmp_ps(t20, t34, _CMP_LT_OQ));
            t36 = (__m256i)~(vcc_m8)t35;
            t37 = _mm256_set1_ps(hi);
            t38 = _mm256_castps_si256(_mm256_cmp_ps(t20, t37, _CMP_GT_OQ));
            t39 = _mm256_set1_ps(hi);
            t40 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t38), t20, t39);
            t41 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t36), (__m256)(vcc_v8_float){0}, t40);
            t42 = _mm256_set1_ps(lo);
            t43 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t35), t41, t42);
            t33 = _mm256_mul_ps(t43, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t19, t33);
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
        y[t21] = (_mm256_zeroupper(), clampf(t22, lo, hi)) * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void count_all(int *y, const int *x, int n, int limit) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    long t30;
    int *t31;
    int *t32;
    int t33;
    long t34;
    unsigned long t35;
    unsigned long t36;
    long t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    long t41;
    int *t42;
    int i;
    long t43;
    int t44;
    int t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    int t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    int t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    t20 = (long)n;
    t21 = (unsigned long)y;
    t22 = (unsigned long)x;
    if ((t20 >= 16L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t22 + 0UL)) | ((t22 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t21 + 0UL)))) {
        t23 = t20 & -16L;
        t24 = _mm256_set1_epi32((int)0);
        t25 = t24;
        t1 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t14 = 0L;
    L132:
        for (;;) {
            t26 = t1;
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t28 = t27;
            t29 = (long)(int)(0L + t14);
            t30 = (long)(int)(0L + (t14 + 8L));
            t31 = y + t29;
            t32 = y + t30;
            t4 = _mm256_loadu_si256((const __m256i *)(x + t29));
            t16 = _mm256_loadu_si256((const __m256i *)(x + t30));
            t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t45 = 0;
            t7 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                t46 = _mm256_set1_epi32((int)1);
                t47 = _mm256_cmpgt_epi32(t4, t46);
                t48 = _mm256_and_si256(t3, t47);
                t49 = _mm256_set1_epi32((int)((t45 < limit) != 0));
                t50 = (__m256i)(vcc_m8)((vcc_v8_int)t49 != (vcc_v8_int){0});
                t51 = _mm256_and_si256(t48, t50);
                t52 = _mm256_set1_epi32((int)1);
                t53 = _mm256_and_si256(t4, t52);
                t54 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
                t55 = _mm256_and_si256(t51, t54);
                t56 = (__m256i)~(vcc_m8)t54;
                t6 = _mm256_and_si256(t51, t56);
                if ((_mm256_movemask_epi8(t6) != 0)) {
                    t57 = _mm256_set1_epi32((int)2);
                    t58 = _mm256_set1_epi32((int)1);
                    t59 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t6), t58, t57);
                    t5 = (__m256i)((vcc_v8_int)t4 / (vcc_v8_int)t59);
                } else {
                    t5 = (__m256i)(vcc_v8_int){0};
                    t6 = (__m256i)(vcc_m8){0};
                }
                t60 = _mm256_set1_epi32((int)3);
                t61 = t60;
                t62 = t4;
                t63 = _mm256_mullo_epi32(t61, t62);
                t64 = t63;
                t65 = _mm256_set1_epi32((int)1);
                t66 = t64;
                t67 = t65;
                t68 = _mm256_add_epi32(t66, t67);
                t69 = t68;
                t70 = _mm256_or_si256(t55, t6);
                t71 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t6), t69, t5);
                t72 = _mm256_set1_epi32((int)t45);
                t7 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t3), t7, t72);
                if ((_mm256_movemask_epi8(t70) != 0)) {
                    t3 = t70;
                    t4 = t71;
                    t45++;
                } else {
                    t15 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                    t104 = 0;
                    t19 = (__m256i)(vcc_v8_int){0};
                    for (;;) {
                        t105 = _mm256_set1_epi32((int)1);
                        t106 = _mm256_cmpgt_epi32(t16, t105);
                        t107 = _mm256_and_si256(t15, t106);
                        t108 = _mm256_set1_epi32((int)((t104 < limit) != 0));
                        t109 = (__m256i)(vcc_m8)((vcc_v8_int)t108 != (vcc_v8_int){0});
                        t110 = _mm256_and_si256(t107, t109);
                        t111 = _mm256_set1_epi32((int)1);
                        t112 = _mm256_and_si256(t16, t111);
                        t113 = (__m256i)(vcc_m8)((vcc_v8_int)t112 != (vcc_v8_int){0});
                        t114 = _mm256_and_si256(t110, t113);
                        t115 = (__m256i)~(vcc_m8)t113;
                        t18 = _mm256_and_si256(t110, t115);
                        if ((_mm256_movemask_epi8(t18) != 0)) {
                            t116 = _mm256_set1_epi32((int)2);
                            t117 = _mm256_set1_epi32((int)1);
                            t118 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t18), t117, t116);
                            t17 = (__m256i)((vcc_v8_int)t16 / (vcc_v8_int)t118);
                        } else {
                            t17 = (__m256i)(vcc_v8_int){0};
                            t18 = (__m256i)(vcc_m8){0};
                        }
                        t119 = _mm256_set1_epi32((int)3);
                        t120 = t119;
                        t121 = t16;
                        t122 = _mm256_mullo_epi32(t120, t121);
                        t123 = t122;
                        t124 = _mm256_set1_epi32((int)1);
                        t125 = t123;
                        t126 = t124;
                        t127 = _mm256_add_epi32(t125, t126);
                        t128 = t127;
                        t129 = _mm256_or_si256(t114, t18);
                        t130 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t18), t128, t17);
                        t131 = _mm256_set1_epi32((int)t104);
                        t19 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t15), t19, t131);
                        if (!(_mm256_movemask_epi8(t129) != 0)) {
                            t102 = _mm256_add_epi32(t7, t26);
                            t103 = _mm256_add_epi32(t19, t28);
                            _mm256_storeu_si256((__m256i *)t31, t102);
                            _mm256_storeu_si256((__m256i *)t32, t103);
                            t14 += 16L;
                            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
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
        t38 = _mm256_set1_epi32((int)t33);
        t39 = t38;
        t2 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = 0L;
        for (;;) {
            t40 = t2;
            t41 = (long)(int)((long)t33 + t8);
            t42 = y + t41;
            t10 = _mm256_loadu_si256((const __m256i *)(x + t41));
            t9 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t74 = 0;
            t13 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                t75 = _mm256_set1_epi32((int)1);
                t76 = _mm256_cmpgt_epi32(t10, t75);
                t77 = _mm256_and_si256(t9, t76);
                t78 = _mm256_set1_epi32((int)((t74 < limit) != 0));
                t79 = (__m256i)(vcc_m8)((vcc_v8_int)t78 != (vcc_v8_int){0});
                t80 = _mm256_and_si256(t77, t79);
                t81 = _mm256_set1_epi32((int)1);
                t82 = _mm256_and_si256(t10, t81);
                t83 = (__m256i)(vcc_m8)((vcc_v8_int)t82 != (vcc_v8_int){0});
                t84 = _mm256_and_si256(t80, t83);
                t85 = (__m256i)~(vcc_m8)t83;
                t12 = _mm256_and_si256(t80, t85);
                if ((_mm256_movemask_epi8(t12) != 0)) {
                    t86 = _mm256_set1_epi32((int)2);
                    t87 = _mm256_set1_epi32((int)1);
                    t88 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t12), t87, t86);
                    t11 = (__m256i)((vcc_v8_int)t10 / (vcc_v8_int)t88);
                } else {
                    t11 = (__m256i)(vcc_v8_int){0};
                    t12 = (__m256i)(vcc_m8){0};
                }
                t89 = _mm256_set1_epi32((int)3);
                t90 = t89;
                t91 = t10;
                t92 = _mm256_mullo_epi32(t90, t91);
                t93 = t92;
                t94 = _mm256_set1_epi32((int)1);
                t95 = t93;
                t96 = t94;
                t97 = _mm256_add_epi32(t95, t96);
                t98 = t97;
                t99 = _mm256_or_si256(t84, t12);
                t100 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t12), t98, t11);
                t101 = _mm256_set1_epi32((int)t74);
                t13 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t9), t13, t101);
                if (!(_mm256_movemask_epi8(t99) != 0)) {
                    t73 = _mm256_add_epi32(t13, t40);
                    _mm256_storeu_si256((__m256i *)t42, t73);
                    t8 += 8L;
                    t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
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
        y[t43] = (_mm256_zeroupper(), count(t44, limit)) + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void poly_all(float *y, const float *x, int n, const float *c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    long t18;
    __m256 t19;
    __m256 t20;
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
            t9 = _mm256_loadu_ps(x + t7);
            t10 = _mm256_loadu_ps(x + t8);
            t11 = _ZGVdN8vu_poly16(t9, c);
            t12 = _ZGVdN8vu_poly16(t10, c);
            _mm256_storeu_ps(y + t7, t11);
            _mm256_storeu_ps(y + t8, t12);
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
            t19 = _mm256_loadu_ps(x + t18);
            t20 = _ZGVdN8vu_poly16(t19, c);
            _mm256_storeu_ps(y + t18, t20);
            t2 += 8L;
        } while (t2 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t21 = (long)i;
        t22 = x[t21];
        y[t21] = (_mm256_zeroupper(), poly16(t22, c));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float x[45];
    float y[45];
    float c[16];
    int a[45];
    int b[45];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    int k;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    long t32;
    long t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    int t67;
    long t68;
    long t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    long t73;
    __m256i t74;
    __m256i t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    int i;
    long t82;
    int n;
    const float *t83;
    int i_1;
    long t84;
    int i_2;
    if (16L >= 16L) {
        t7 = 16L & -16L;
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t14 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t15 = _mm256_cvtepi32_ps(t13);
            t16 = _mm256_cvtepi32_ps(t14);
            t17 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t15);
            t18 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t16);
            t19 = _mm256_sub_ps(t17, _mm256_set1_ps(0.25f));
            t20 = _mm256_sub_ps(t18, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&c[(int)((long)0 + t2)], t19);
            _mm256_storeu_ps(&c[(int)((long)0 + (t2 + 8L))], t20);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
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
        t22 = _mm256_set1_epi32((int)0);
        t23 = t22;
        t3 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t24 = t3;
            t25 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t26 = t25;
            t27 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
            t28 = t27;
            t29 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
            t30 = t29;
            t31 = (long)(int)((long)0 + t4);
            t32 = (long)(int)((long)0 + (t4 + 8L));
            t33 = (long)(int)((long)0 + (t4 + 16L));
            t34 = (long)(int)((long)0 + (t4 + 24L));
            t35 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)37));
            t36 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)37));
            t37 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)37));
            t38 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)37));
            t39 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t40 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t41 = (__m256i)((vcc_v8_int)t37 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t42 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t43 = _mm256_cvtepi32_ps(t39);
            t44 = _mm256_cvtepi32_ps(t40);
            t45 = _mm256_cvtepi32_ps(t41);
            t46 = _mm256_cvtepi32_ps(t42);
            t47 = _mm256_mul_ps(t43, _mm256_set1_ps(0.25f));
            t48 = _mm256_mul_ps(t44, _mm256_set1_ps(0.25f));
            t49 = _mm256_mul_ps(t45, _mm256_set1_ps(0.25f));
            t50 = _mm256_mul_ps(t46, _mm256_set1_ps(0.25f));
            t51 = _mm256_sub_ps(t47, _mm256_set1_ps(2.0f));
            t52 = _mm256_sub_ps(t48, _mm256_set1_ps(2.0f));
            t53 = _mm256_sub_ps(t49, _mm256_set1_ps(2.0f));
            t54 = _mm256_sub_ps(t50, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&x[t31], t51);
            _mm256_storeu_ps(&x[t32], t52);
            _mm256_storeu_ps(&x[t33], t53);
            _mm256_storeu_ps(&x[t34], t54);
            t55 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)53));
            t56 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)53));
            t57 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)53));
            t58 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)53));
            t59 = (__m256i)((vcc_v8_int)t55 % (vcc_v8_int)_mm256_set1_epi32((int)97));
            t60 = (__m256i)((vcc_v8_int)t56 % (vcc_v8_int)_mm256_set1_epi32((int)97));
            t61 = (__m256i)((vcc_v8_int)t57 % (vcc_v8_int)_mm256_set1_epi32((int)97));
            t62 = (__m256i)((vcc_v8_int)t58 % (vcc_v8_int)_mm256_set1_epi32((int)97));
            t63 = _mm256_add_epi32(t59, _mm256_set1_epi32((int)1));
            t64 = _mm256_add_epi32(t60, _mm256_set1_epi32((int)1));
            t65 = _mm256_add_epi32(t61, _mm256_set1_epi32((int)1));
            t66 = _mm256_add_epi32(t62, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&a[t31], t63);
            _mm256_storeu_si256((__m256i *)&a[t32], t64);
            _mm256_storeu_si256((__m256i *)&a[t33], t65);
            _mm256_storeu_si256((__m256i *)&a[t34], t66);
            t4 += 32L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
        } while (t4 < t21);
        t67 = (int)((long)0 + t21);
    } else {
        t67 = 0;
    }
    t68 = (long)t67 * -1L + 45L;
    if (t68 >= 8L) {
        t69 = t68 & -8L;
        t70 = _mm256_set1_epi32((int)t67);
        t71 = t70;
        t5 = _mm256_add_epi32(t71, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = 0L;
        do {
            t72 = t5;
            t73 = (long)(int)((long)t67 + t6);
            t74 = _mm256_mullo_epi32(t72, _mm256_set1_epi32((int)37));
            t75 = (__m256i)((vcc_v8_int)t74 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t76 = _mm256_cvtepi32_ps(t75);
            t77 = _mm256_mul_ps(t76, _mm256_set1_ps(0.25f));
            t78 = _mm256_sub_ps(t77, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(&x[t73], t78);
            t79 = _mm256_mullo_epi32(t72, _mm256_set1_epi32((int)53));
            t80 = (__m256i)((vcc_v8_int)t79 % (vcc_v8_int)_mm256_set1_epi32((int)97));
            t81 = _mm256_add_epi32(t80, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&a[t73], t81);
            t6 += 8L;
            t5 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
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
        (_mm256_zeroupper(), clamp_all(y, t83, n, -1.0f, 2.5f));
        (_mm256_zeroupper(), count_all(b, a, n, 40));
        for (i_1 = 0; i_1 < n; i_1++) {
            t84 = (long)i_1;
            printf("%d %g %d\n", n, (double)y[t84], b[t84]);
        }
        (_mm256_zeroupper(), poly_all(y, t83, n, c));
        for (i_2 = 0; i_2 < n; i_2++) {
            printf("%a\n", (double)y[i_2]);
        }
    }
    return 0;
}
