/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    float s;
    __m512 t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_ps(0.0f);
            for (t2 = 0; t2 < n; t2++) {
                t3 = _mm512_loadu_ps(b + (t2 * n + j_1));
                t4 = _mm512_set1_ps(a[i * n + t2]);
                t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            s = 0.0f;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    vcc_no_contract_body
    double s;
    __m512d t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m512d t3;
    __m512d t4;
    __m512d t5;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_pd(0.0);
            for (t2 = 0; t2 < n; t2++) {
                t3 = _mm512_loadu_pd(b + (t2 * n + j_1));
                t4 = _mm512_set1_pd(a[i * n + t2]);
                t5 = _mm512_mul_pd(t4, t3);
                t1 = _mm512_add_pd(t1, t5);
            }
            _mm512_storeu_pd(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            s = 0.0;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    int s;
    __m512i t9;
    int i;
    int j;
    long t10;
    long t11;
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
    int t33;
    int t34;
    long t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    int t49;
    int t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    long t58;
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
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    int k;
    int j_1;
    int t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t9 = _mm512_set1_epi32((int)0);
            for (t78 = 0; t78 < n; t78++) {
                t79 = _mm512_loadu_si512(b + (t78 * n + j_1));
                t80 = _mm512_set1_epi32((int)a[i * n + t78]);
                t81 = _mm512_mullo_epi32(t80, t79);
                t9 = _mm512_add_epi32(t9, t81);
            }
            _mm512_storeu_si512(c + (i * n + j_1), t9);
        }
        for (; j < n; j++) {
            t10 = (long)n;
            if (t10 >= 16L) {
                t11 = t10 & -16L;
                t12 = _mm256_set1_epi32((int)n);
                t13 = _mm256_set1_epi32((int)j);
                t14 = _mm256_set1_epi32((int)0);
                t15 = t14;
                t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t2 = 0L;
                t3 = _mm256_set1_epi32((int)0);
                t4 = _mm256_set1_epi32((int)0);
                for (;;) {
                    t16 = t1;
                    t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                    t18 = t17;
                    t19 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)0 + t2))));
                    t20 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)0 + (t2 + 8L)))));
                    t21 = _mm256_mullo_epi32(t16, t12);
                    t22 = _mm256_mullo_epi32(t18, t12);
                    t23 = _mm256_add_epi32(t21, t13);
                    t24 = _mm256_add_epi32(t22, t13);
                    t25 = _mm256_i32gather_epi32((const int *)b, t23, 4);
                    t26 = _mm256_i32gather_epi32((const int *)b, t24, 4);
                    t27 = _mm256_mullo_epi32(t19, t25);
                    t28 = t27;
                    t3 = _mm256_add_epi32(t3, t28);
                    t29 = _mm256_mullo_epi32(t20, t26);
                    t30 = t29;
                    t4 = _mm256_add_epi32(t4, t30);
                    t2 += 16L;
                    t31 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    if (t2 >= t11) {
                        break;
                    }
                    t1 = t31;
                }
                t32 = _mm256_add_epi32(t3, t4);
                t33 = (int)((long)0 + t11);
                t34 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t32));
            } else {
                t33 = 0;
                t34 = 0;
            }
            t35 = (long)n + (long)t33 * -1L;
            if (t35 >= 8L) {
                t36 = t35 & -8L;
                t37 = _mm256_set1_epi32((int)n);
                t38 = _mm256_set1_epi32((int)j);
                t39 = _mm256_set1_epi32((int)t33);
                t40 = t39;
                t5 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t6 = 0L;
                t7 = _mm256_set1_epi32((int)0);
                for (;;) {
                    t41 = t5;
                    t42 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)t33 + t6))));
                    t43 = _mm256_mullo_epi32(t41, t37);
                    t44 = _mm256_add_epi32(t43, t38);
                    t45 = _mm256_i32gather_epi32((const int *)b, t44, 4);
                    t46 = _mm256_mullo_epi32(t42, t45);
                    t47 = t46;
                    t7 = _mm256_add_epi32(t7, t47);
                    t6 += 8L;
                    t48 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                    if (t6 >= t36) {
                        break;
                    }
                    t5 = t48;
                }
                t49 = (int)((long)t33 + t36);
                t50 = (int)((unsigned int)t34 + vcc_avx2_sum_epi32(t7));
            } else {
                t49 = t33;
                t50 = t34;
            }
            t51 = (long)n + (long)t49 * -1L;
            if ((t51 >= 1L) & (t51 <= 8L)) {
                t52 = _mm256_set1_epi32((int)(int)t51);
                t53 = _mm256_cmpgt_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t54 = _mm256_set1_epi32((int)n);
                t55 = _mm256_set1_epi32((int)j);
                t56 = _mm256_set1_epi32((int)t49);
                t57 = t56;
                t8 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t58 = 0L;
                t59 = _mm256_set1_epi32((int)0);
                t60 = t8;
                t61 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), a + (i * n + (int)((long)t49 + t58)));
                t62 = t60;
                t63 = t54;
                t64 = _mm256_mullo_epi32(t62, t63);
                t65 = t64;
                t66 = t65;
                t67 = t55;
                t68 = _mm256_add_epi32(t66, t67);
                t69 = t68;
                t70 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)b, t69, t53, 4);
                t71 = t61;
                t72 = t70;
                t73 = _mm256_mullo_epi32(t71, t72);
                t74 = t73;
                t75 = t74;
                t76 = _mm256_add_epi32(t59, t75);
                t77 = _mm256_ternarylogic_epi32(t53, t76, t59, 0xCA);
                k = (int)((long)t49 + t51);
                s = (int)((unsigned int)t50 + vcc_avx2_sum_epi32(t77));
            } else {
                k = t49;
                s = t50;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    float s;
    __m512 t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    for (i = 0; i < 12; i++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_ps(0.0f);
            for (t2 = 0; t2 < 12; t2++) {
                t3 = _mm512_loadu_ps(b + (t2 * 12 + j_1));
                t4 = _mm512_set1_ps(a[i * 12 + t2]);
                t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(c + (i * 12 + j_1), t1);
        }
        for (; j < 12; j++) {
            s = 0.0f;
            for (k = 0; k < 12; k++) {
                s += a[i * 12 + k] * b[k * 12 + j];
            }
            c[i * 12 + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    __m128i t1;
    __m128i t2;
    __m128i t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    long t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    long t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    double sf;
    double sd;
    long si;
    __m256i t21;
    __m256i t22;
    long t23;
    double s12;
    unsigned int t;
    int n;
    int nn;
    unsigned long t24;
    unsigned long t25;
    void *t26;
    float *af;
    void *t27;
    float *bf;
    float *cf;
    unsigned long t28;
    void *t29;
    double *ad;
    void *t30;
    double *bd;
    double *cd;
    void *t31;
    int *ai;
    void *t32;
    int *bi;
    int *ci;
    long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    unsigned long t47;
    unsigned long t48;
    unsigned long t49;
    unsigned long t50;
    unsigned long t51;
    unsigned long t52;
    unsigned long t53;
    unsigned long t54;
    unsigned long t55;
    unsigned long t56;
    unsigned long t57;
    unsigned long t58;
    unsigned long t59;
    unsigned long t60;
    unsigned long t61;
    unsigned long t62;
    unsigned long t63;
    int t64;
    int t65;
    int t66;
    int t67;
    int t68;
    int t69;
    long t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    __m128i t74;
    __m128i t75;
    __m128i t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128i t82;
    __m128i t83;
    __m128i t84;
    __m128i t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m128i t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    __m128i t99;
    __m128i t100;
    long t101;
    __m128 t102;
    __m128 t103;
    __m128 t104;
    __m128 t105;
    __m128 t106;
    __m128 t107;
    __m256d t108;
    __m256d t109;
    __m256d t110;
    __m256d t111;
    __m256d t112;
    __m256d t113;
    __m128i t114;
    __m128i t115;
    long t116;
    __m128i t117;
    __m128i t118;
    __m128i t119;
    __m128i t120;
    __m128i t121;
    __m128 t122;
    __m128 t123;
    __m128 t124;
    __m128i t125;
    __m128i t126;
    __m128i t127;
    __m128i t128;
    __m128i t129;
    __m128 t130;
    __m128 t131;
    __m128 t132;
    __m128i t133;
    __m128i t134;
    __m128i t135;
    __m128i t136;
    __m128i t137;
    __m256d t138;
    __m256d t139;
    __m256d t140;
    __m128i t141;
    __m128i t142;
    __m128i t143;
    __m128i t144;
    __m128i t145;
    __m256d t146;
    __m256d t147;
    __m256d t148;
    __m128i t149;
    __m128i t150;
    __m128i t151;
    __m128i t152;
    __m128i t153;
    __m128i t154;
    __m128i t155;
    __m128i t156;
    __m128i t157;
    __m128i t158;
    __m128i t159;
    __m128i t160;
    __m128i t161;
    __m128i t162;
    __m128i t163;
    __m128i t164;
    __m128i t165;
    __m128i t166;
    __m128i t167;
    __m128i t168;
    __m128i t169;
    __m128i t170;
    __m128i t171;
    __m128i t172;
    __m128i t173;
    __m128i t174;
    __m128i t175;
    __m128i t176;
    __m128i t177;
    __m128i t178;
    __m128i t179;
    __m128i t180;
    __m128i t181;
    __m128i t182;
    __m128i t183;
    __m128i t184;
    __m128i t185;
    __m128i t186;
    __m128i t187;
    __m128i t188;
    __m128i t189;
    __m128i t190;
    int t191;
    long t192;
    unsigned long t193;
    unsigned long t194;
    unsigned long t195;
    unsigned long t196;
    unsigned long t197;
    unsigned long t198;
    unsigned long t199;
    unsigned long t200;
    unsigned long t201;
    unsigned long t202;
    unsigned long t203;
    unsigned long t204;
    unsigned long t205;
    unsigned long t206;
    unsigned long t207;
    unsigned long t208;
    unsigned long t209;
    unsigned long t210;
    unsigned long t211;
    unsigned long t212;
    unsigned long t213;
    unsigned long t214;
    unsigned long t215;
    unsigned long t216;
    unsigned long t217;
    unsigned long t218;
    unsigned long t219;
    unsigned long t220;
    unsigned long t221;
    unsigned long t222;
    int t223;
    int t224;
    int t225;
    int t226;
    int t227;
    int t228;
    long t229;
    __m128i t230;
    __m128i t231;
    __m128i t232;
    __m128i t233;
    __m128i t234;
    __m128i t235;
    __m128i t236;
    __m128i t237;
    __m128i t238;
    __m128i t239;
    __m128i t240;
    __m128i t241;
    __m128i t242;
    __m128i t243;
    __m128i t244;
    __m128i t245;
    __m128i t246;
    __m128i t247;
    __m128i t248;
    __m128i t249;
    __m128i t250;
    __m128i t251;
    __m128i t252;
    __m128i t253;
    __m128i t254;
    __m128i t255;
    __m128i t256;
    __m128i t257;
    __m128i t258;
    __m128i t259;
    long t260;
    __m128 t261;
    __m128 t262;
    __m128 t263;
    __m128 t264;
    __m128 t265;
    __m128 t266;
    __m256d t267;
    __m256d t268;
    __m256d t269;
    __m256d t270;
    __m256d t271;
    __m256d t272;
    __m128i t273;
    __m128i t274;
    __m128i t275;
    __m128i t276;
    __m128i t277;
    __m128i t278;
    __m128i t279;
    __m128i t280;
    __m128i t281;
    __m128i t282;
    __m128i t283;
    __m128i t284;
    __m128i t285;
    __m128i t286;
    __m128i t287;
    __m128i t288;
    __m128i t289;
    __m128i t290;
    __m128i t291;
    __m128i t292;
    __m128i t293;
    __m128i t294;
    __m128i t295;
    __m128i t296;
    __m128i t297;
    __m128i t298;
    __m128i t299;
    __m128i t300;
    __m128i t301;
    __m128i t302;
    __m128i t303;
    __m128i t304;
    int t305;
    long t306;
    unsigned long t307;
    unsigned long t308;
    unsigned long t309;
    unsigned long t310;
    unsigned long t311;
    unsigned long t312;
    unsigned long t313;
    unsigned long t314;
    unsigned long t315;
    unsigned long t316;
    unsigned long t317;
    unsigned long t318;
    unsigned long t319;
    unsigned long t320;
    unsigned long t321;
    unsigned long t322;
    unsigned long t323;
    unsigned long t324;
    unsigned long t325;
    unsigned long t326;
    unsigned long t327;
    unsigned long t328;
    unsigned long t329;
    unsigned long t330;
    unsigned long t331;
    unsigned long t332;
    unsigned long t333;
    unsigned long t334;
    unsigned long t335;
    unsigned long t336;
    int t337;
    int t338;
    int t339;
    int t340;
    int t341;
    int t342;
    __m128i t343;
    __m128i t344;
    __m128i t345;
    __m128i t346;
    __m128i t347;
    __m128i t348;
    __m128i t349;
    __m128i t350;
    __m128i t351;
    __m128i t352;
    __m128i t353;
    __m128i t354;
    __m128i t355;
    __m128i t356;
    __m128i t357;
    __m128i t358;
    __m128i t359;
    __m128i t360;
    __m128i t361;
    __m128i t362;
    __m128i t363;
    __m128i t364;
    __m128i t365;
    __m128i t366;
    __m128i t367;
    __m128i t368;
    __m128i t369;
    __m128i t370;
    __m128i t371;
    __m128i t372;
    __m128i t373;
    __m128i t374;
    long t375;
    long t376;
    __m128 t377;
    __m128 t378;
    __m128 t379;
    __m128 t380;
    __m128 t381;
    __m128 t382;
    __m256d t383;
    __m256d t384;
    __m256d t385;
    __m256d t386;
    __m256d t387;
    __m256d t388;
    __m128i t389;
    __m128i t390;
    __m128i t391;
    __m128i t392;
    __m128i t393;
    __m128i t394;
    __m128i t395;
    __m128i t396;
    int x;
    long t397;
    int t398;
    int x_1;
    long t399;
    int t400;
    double t401;
    float t402;
    int t403;
    int t404;
    long t405;
    __m256i t406;
    __m256i t407;
    __m256i t408;
    __m256i t409;
    __m256i t410;
    __m256i t411;
    __m256i t412;
    __m256i t413;
    __m256i t414;
    __m256i t415;
    long t416;
    __m256 t417;
    __m256 t418;
    __m256 t419;
    __m256 t420;
    __m256 t421;
    __m256 t422;
    long t423;
    __m256i t424;
    __m256i t425;
    __m256i t426;
    __m256i t427;
    __m256i t428;
    __m256 t429;
    __m256 t430;
    __m256 t431;
    __m256i t432;
    __m256i t433;
    __m256i t434;
    __m256i t435;
    __m256i t436;
    __m256 t437;
    __m256 t438;
    __m256 t439;
    __m256i t440;
    __m256i t441;
    __m256i t442;
    __m256i t443;
    __m256i t444;
    __m256i t445;
    __m256i t446;
    __m256i t447;
    int x_2;
    long t448;
    int x_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (t = 0U; (unsigned long)t < 10UL; t++) {
        n = sizes[t];
        nn = n * n;
        t24 = (unsigned long)nn;
        t25 = t24 * 4UL + 1UL;
        t26 = malloc(t25);
        af = (float *)t26;
        t27 = malloc(t25);
        bf = (float *)t27;
        cf = (float *)malloc(t25);
        t28 = t24 * 8UL + 1UL;
        t29 = malloc(t28);
        ad = (double *)t29;
        t30 = malloc(t28);
        bd = (double *)t30;
        cd = (double *)malloc(t28);
        t31 = malloc(t25);
        ai = (int *)t31;
        t32 = malloc(t25);
        bi = (int *)t32;
        ci = (int *)malloc(t25);
        t33 = (long)nn;
        t34 = (unsigned long)t26;
        t35 = (unsigned long)t27;
        t36 = (unsigned long)t26;
        t37 = (unsigned long)t29;
        t38 = (unsigned long)t26;
        t39 = (unsigned long)t30;
        t40 = (unsigned long)t26;
        t41 = (unsigned long)t31;
        t42 = (unsigned long)t26;
        t43 = (unsigned long)t32;
        t44 = (unsigned long)t27;
        t45 = (unsigned long)t29;
        t46 = (unsigned long)t27;
        t47 = (unsigned long)t30;
        t48 = (unsigned long)t27;
        t49 = (unsigned long)t31;
        t50 = (unsigned long)t27;
        t51 = (unsigned long)t32;
        t52 = (unsigned long)t29;
        t53 = (unsigned long)t30;
        t54 = (unsigned long)t29;
        t55 = (unsigned long)t31;
        t56 = (unsigned long)t29;
        t57 = (unsigned long)t32;
        t58 = (unsigned long)t30;
        t59 = (unsigned long)t31;
        t60 = (unsigned long)t30;
        t61 = (unsigned long)t32;
        t62 = (unsigned long)t31;
        t63 = (unsigned long)t32;
        t64 = (int)((unsigned int)0 * (unsigned int)7);
        t65 = (int)((unsigned int)0 * (unsigned int)5);
        t66 = (int)((unsigned int)0 * (unsigned int)3);
        t67 = (int)((unsigned int)0 * (unsigned int)11);
        t68 = (int)((unsigned int)0 * (unsigned int)7);
        t69 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t33 >= 8L) & (((t34 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)0L)) | ((t35 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)0L))) & (((t36 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t37 + (unsigned long)0L)) | ((t37 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t36 + (unsigned long)0L))) & (((t38 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t39 + (unsigned long)0L)) | ((t39 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t38 + (unsigned long)0L))) & (((t40 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t41 + (unsigned long)0L)) | ((t41 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t40 + (unsigned long)0L))) & (((t42 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t43 + (unsigned long)0L)) | ((t43 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t42 + (unsigned long)0L))) & (((t44 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t45 + (unsigned long)0L)) | ((t45 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t44 + (unsigned long)0L))) & (((t46 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t47 + (unsigned long)0L)) | ((t47 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t46 + (unsigned long)0L))) & (((t48 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t49 + (unsigned long)0L)) | ((t49 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t48 + (unsigned long)0L))) & (((t50 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t51 + (unsigned long)0L)) | ((t51 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t50 + (unsigned long)0L))) & (((t52 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t53 + (unsigned long)0L)) | ((t53 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t52 + (unsigned long)0L))) & (((t54 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t55 + (unsigned long)0L)) | ((t55 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t54 + (unsigned long)0L))) & (((t56 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t57 + (unsigned long)0L)) | ((t57 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t56 + (unsigned long)0L))) & (((t58 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t59 + (unsigned long)0L)) | ((t59 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t58 + (unsigned long)0L))) & (((t60 + (unsigned long)(8L + (t33 - 1L) * 8L)) <= (t61 + (unsigned long)0L)) | ((t61 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t60 + (unsigned long)0L))) & (((t62 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t63 + (unsigned long)0L)) | ((t63 + (unsigned long)(4L + (t33 - 1L) * 4L)) <= (t62 + (unsigned long)0L))) & (t64 >= 0) & (t65 >= 0) & (t66 >= 0) & (t67 >= 0) & (t68 >= 0) & (t69 >= 0)) {
            t70 = t33 & -8L;
            t71 = _mm_set1_epi32((int)(t64 % 11));
            t72 = _mm_add_epi32(t71, _mm_setr_epi32(0, 7, 3, 10));
            t73 = t72;
            t74 = _mm_sub_epi32(t73, _mm_set1_epi32((int)11));
            t75 = _mm_min_epu32(t73, t74);
            t1 = t75;
            t76 = _mm_set1_epi32((int)(t65 % 13));
            t77 = _mm_add_epi32(t76, _mm_setr_epi32(0, 5, 10, 2));
            t78 = t77;
            t79 = _mm_sub_epi32(t78, _mm_set1_epi32((int)13));
            t80 = _mm_min_epu32(t78, t79);
            t2 = t80;
            t81 = _mm_set1_epi32((int)(t66 % 17));
            t82 = _mm_add_epi32(t81, _mm_setr_epi32(0, 3, 6, 9));
            t83 = t82;
            t84 = _mm_sub_epi32(t83, _mm_set1_epi32((int)17));
            t85 = _mm_min_epu32(t83, t84);
            t3 = t85;
            t86 = _mm_set1_epi32((int)(t67 % 7));
            t87 = _mm_add_epi32(t86, _mm_setr_epi32(0, 4, 1, 5));
            t88 = t87;
            t89 = _mm_sub_epi32(t88, _mm_set1_epi32((int)7));
            t90 = _mm_min_epu32(t88, t89);
            t4 = t90;
            t91 = _mm_set1_epi32((int)(t68 % 23));
            t92 = _mm_add_epi32(t91, _mm_setr_epi32(0, 7, 14, 21));
            t93 = t92;
            t94 = _mm_sub_epi32(t93, _mm_set1_epi32((int)23));
            t95 = _mm_min_epu32(t93, t94);
            t5 = t95;
            t96 = _mm_set1_epi32((int)(t69 % 19));
            t97 = _mm_add_epi32(t96, _mm_setr_epi32(0, 13, 7, 1));
            t98 = t97;
            t99 = _mm_sub_epi32(t98, _mm_set1_epi32((int)19));
            t100 = _mm_min_epu32(t98, t99);
            t6 = t100;
            t7 = 0L;
            for (;;) {
                t101 = (long)(int)((long)0 + t7);
                t102 = _mm_cvtepi32_ps(t1);
                t103 = _mm_mul_ps(t102, _mm_set1_ps(0.37f));
                t104 = _mm_sub_ps(t103, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t101, t104);
                t105 = _mm_cvtepi32_ps(t2);
                t106 = _mm_mul_ps(t105, _mm_set1_ps(0.21f));
                t107 = _mm_add_ps(t106, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t101, t107);
                t108 = _mm256_cvtepi32_pd(t3);
                t109 = _mm256_mul_pd(t108, _mm256_set1_pd(0.113));
                t110 = _mm256_sub_pd(t109, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t101, t110);
                t111 = _mm256_cvtepi32_pd(t4);
                t112 = _mm256_mul_pd(t111, _mm256_set1_pd(0.97));
                t113 = _mm256_add_pd(t112, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t101, t113);
                t114 = _mm_sub_epi32(t5, _mm_set1_epi32((int)11));
                _mm_storeu_si128((__m128i *)(ai + t101), t114);
                t115 = _mm_sub_epi32(t6, _mm_set1_epi32((int)9));
                _mm_storeu_si128((__m128i *)(bi + t101), t115);
                t116 = (long)(int)((long)0 + (t7 + 4L));
                t117 = _mm_add_epi32(t1, _mm_set1_epi32((int)6));
                t118 = t117;
                t119 = _mm_sub_epi32(t118, _mm_set1_epi32((int)11));
                t120 = _mm_min_epu32(t118, t119);
                t121 = t120;
                t122 = _mm_cvtepi32_ps(t121);
                t123 = _mm_mul_ps(t122, _mm_set1_ps(0.37f));
                t124 = _mm_sub_ps(t123, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t116, t124);
                t125 = _mm_add_epi32(t2, _mm_set1_epi32((int)7));
                t126 = t125;
                t127 = _mm_sub_epi32(t126, _mm_set1_epi32((int)13));
                t128 = _mm_min_epu32(t126, t127);
                t129 = t128;
                t130 = _mm_cvtepi32_ps(t129);
                t131 = _mm_mul_ps(t130, _mm_set1_ps(0.21f));
                t132 = _mm_add_ps(t131, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t116, t132);
                t133 = _mm_add_epi32(t3, _mm_set1_epi32((int)12));
                t134 = t133;
                t135 = _mm_sub_epi32(t134, _mm_set1_epi32((int)17));
                t136 = _mm_min_epu32(t134, t135);
                t137 = t136;
                t138 = _mm256_cvtepi32_pd(t137);
                t139 = _mm256_mul_pd(t138, _mm256_set1_pd(0.113));
                t140 = _mm256_sub_pd(t139, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t116, t140);
                t141 = _mm_add_epi32(t4, _mm_set1_epi32((int)2));
                t142 = t141;
                t143 = _mm_sub_epi32(t142, _mm_set1_epi32((int)7));
                t144 = _mm_min_epu32(t142, t143);
                t145 = t144;
                t146 = _mm256_cvtepi32_pd(t145);
                t147 = _mm256_mul_pd(t146, _mm256_set1_pd(0.97));
                t148 = _mm256_add_pd(t147, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t116, t148);
                t149 = _mm_add_epi32(t5, _mm_set1_epi32((int)5));
                t150 = t149;
                t151 = _mm_sub_epi32(t150, _mm_set1_epi32((int)23));
                t152 = _mm_min_epu32(t150, t151);
                t153 = t152;
                t154 = _mm_sub_epi32(t153, _mm_set1_epi32((int)11));
                _mm_storeu_si128((__m128i *)(ai + t116), t154);
                t155 = _mm_add_epi32(t6, _mm_set1_epi32((int)14));
                t156 = t155;
                t157 = _mm_sub_epi32(t156, _mm_set1_epi32((int)19));
                t158 = _mm_min_epu32(t156, t157);
                t159 = t158;
                t160 = _mm_sub_epi32(t159, _mm_set1_epi32((int)9));
                _mm_storeu_si128((__m128i *)(bi + t116), t160);
                t7 += 8L;
                t161 = _mm_add_epi32(t1, _mm_set1_epi32((int)1));
                t162 = t161;
                t163 = _mm_sub_epi32(t162, _mm_set1_epi32((int)11));
                t164 = _mm_min_epu32(t162, t163);
                t165 = t164;
                t166 = _mm_add_epi32(t2, _mm_set1_epi32((int)1));
                t167 = t166;
                t168 = _mm_sub_epi32(t167, _mm_set1_epi32((int)13));
                t169 = _mm_min_epu32(t167, t168);
                t170 = t169;
                t171 = _mm_add_epi32(t3, _mm_set1_epi32((int)7));
                t172 = t171;
                t173 = _mm_sub_epi32(t172, _mm_set1_epi32((int)17));
                t174 = _mm_min_epu32(t172, t173);
                t175 = t174;
                t176 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                t177 = t176;
                t178 = _mm_sub_epi32(t177, _mm_set1_epi32((int)7));
                t179 = _mm_min_epu32(t177, t178);
                t180 = t179;
                t181 = _mm_add_epi32(t5, _mm_set1_epi32((int)10));
                t182 = t181;
                t183 = _mm_sub_epi32(t182, _mm_set1_epi32((int)23));
                t184 = _mm_min_epu32(t182, t183);
                t185 = t184;
                t186 = _mm_add_epi32(t6, _mm_set1_epi32((int)9));
                t187 = t186;
                t188 = _mm_sub_epi32(t187, _mm_set1_epi32((int)19));
                t189 = _mm_min_epu32(t187, t188);
                t190 = t189;
                if (t7 >= t70) {
                    break;
                }
                t1 = t165;
                t2 = t170;
                t3 = t175;
                t4 = t180;
                t5 = t185;
                t6 = t190;
            }
            t191 = (int)((long)0 + t70);
        } else {
            t191 = 0;
        }
        t192 = (long)nn + (long)t191 * -1L;
        t193 = (unsigned long)t26;
        t194 = (unsigned long)t27;
        t195 = (unsigned long)t26;
        t196 = (unsigned long)t29;
        t197 = (unsigned long)t26;
        t198 = (unsigned long)t30;
        t199 = (unsigned long)t26;
        t200 = (unsigned long)t31;
        t201 = (unsigned long)t26;
        t202 = (unsigned long)t32;
        t203 = (unsigned long)t27;
        t204 = (unsigned long)t29;
        t205 = (unsigned long)t27;
        t206 = (unsigned long)t30;
        t207 = (unsigned long)t27;
        t208 = (unsigned long)t31;
        t209 = (unsigned long)t27;
        t210 = (unsigned long)t32;
        t211 = (unsigned long)t29;
        t212 = (unsigned long)t30;
        t213 = (unsigned long)t29;
        t214 = (unsigned long)t31;
        t215 = (unsigned long)t29;
        t216 = (unsigned long)t32;
        t217 = (unsigned long)t30;
        t218 = (unsigned long)t31;
        t219 = (unsigned long)t30;
        t220 = (unsigned long)t32;
        t221 = (unsigned long)t31;
        t222 = (unsigned long)t32;
        t223 = (int)((unsigned int)t191 * (unsigned int)7);
        t224 = (int)((unsigned int)t191 * (unsigned int)5);
        t225 = (int)((unsigned int)t191 * (unsigned int)3);
        t226 = (int)((unsigned int)t191 * (unsigned int)11);
        t227 = (int)((unsigned int)t191 * (unsigned int)7);
        t228 = (int)((unsigned int)t191 * (unsigned int)13);
        if ((t192 >= 4L) & (((t193 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t191 * 4L))) | ((t194 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t191 * 4L)))) & (((t195 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t191 * 8L))) | ((t196 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t191 * 4L)))) & (((t197 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t191 * 8L))) | ((t198 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t191 * 4L)))) & (((t199 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t191 * 4L))) | ((t200 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t191 * 4L)))) & (((t201 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t191 * 4L))) | ((t202 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t191 * 4L)))) & (((t203 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t191 * 8L))) | ((t204 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t191 * 4L)))) & (((t205 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t191 * 8L))) | ((t206 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t191 * 4L)))) & (((t207 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t191 * 4L))) | ((t208 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t207 + (unsigned long)((long)t191 * 4L)))) & (((t209 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t191 * 4L))) | ((t210 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t191 * 4L)))) & (((t211 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t212 + (unsigned long)((long)t191 * 8L))) | ((t212 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t191 * 8L)))) & (((t213 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t214 + (unsigned long)((long)t191 * 4L))) | ((t214 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t191 * 8L)))) & (((t215 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t216 + (unsigned long)((long)t191 * 4L))) | ((t216 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t215 + (unsigned long)((long)t191 * 8L)))) & (((t217 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t218 + (unsigned long)((long)t191 * 4L))) | ((t218 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t217 + (unsigned long)((long)t191 * 8L)))) & (((t219 + (unsigned long)((long)t191 * 8L + 8L + (t192 - 1L) * 8L)) <= (t220 + (unsigned long)((long)t191 * 4L))) | ((t220 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t219 + (unsigned long)((long)t191 * 8L)))) & (((t221 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t222 + (unsigned long)((long)t191 * 4L))) | ((t222 + (unsigned long)((long)t191 * 4L + 4L + (t192 - 1L) * 4L)) <= (t221 + (unsigned long)((long)t191 * 4L)))) & (t223 >= 0) & (t224 >= 0) & (t225 >= 0) & (t226 >= 0) & (t227 >= 0) & (t228 >= 0)) {
            t229 = t192 & -4L;
            t230 = _mm_set1_epi32((int)(t223 % 11));
            t231 = _mm_add_epi32(t230, _mm_setr_epi32(0, 7, 3, 10));
            t232 = t231;
            t233 = _mm_sub_epi32(t232, _mm_set1_epi32((int)11));
            t234 = _mm_min_epu32(t232, t233);
            t8 = t234;
            t235 = _mm_set1_epi32((int)(t224 % 13));
            t236 = _mm_add_epi32(t235, _mm_setr_epi32(0, 5, 10, 2));
            t237 = t236;
            t238 = _mm_sub_epi32(t237, _mm_set1_epi32((int)13));
            t239 = _mm_min_epu32(t237, t238);
            t9 = t239;
            t240 = _mm_set1_epi32((int)(t225 % 17));
            t241 = _mm_add_epi32(t240, _mm_setr_epi32(0, 3, 6, 9));
            t242 = t241;
            t243 = _mm_sub_epi32(t242, _mm_set1_epi32((int)17));
            t244 = _mm_min_epu32(t242, t243);
            t10 = t244;
            t245 = _mm_set1_epi32((int)(t226 % 7));
            t246 = _mm_add_epi32(t245, _mm_setr_epi32(0, 4, 1, 5));
            t247 = t246;
            t248 = _mm_sub_epi32(t247, _mm_set1_epi32((int)7));
            t249 = _mm_min_epu32(t247, t248);
            t11 = t249;
            t250 = _mm_set1_epi32((int)(t227 % 23));
            t251 = _mm_add_epi32(t250, _mm_setr_epi32(0, 7, 14, 21));
            t252 = t251;
            t253 = _mm_sub_epi32(t252, _mm_set1_epi32((int)23));
            t254 = _mm_min_epu32(t252, t253);
            t12 = t254;
            t255 = _mm_set1_epi32((int)(t228 % 19));
            t256 = _mm_add_epi32(t255, _mm_setr_epi32(0, 13, 7, 1));
            t257 = t256;
            t258 = _mm_sub_epi32(t257, _mm_set1_epi32((int)19));
            t259 = _mm_min_epu32(t257, t258);
            t13 = t259;
            t14 = 0L;
            for (;;) {
                t260 = (long)(int)((long)t191 + t14);
                t261 = _mm_cvtepi32_ps(t8);
                t262 = _mm_mul_ps(t261, _mm_set1_ps(0.37f));
                t263 = _mm_sub_ps(t262, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t260, t263);
                t264 = _mm_cvtepi32_ps(t9);
                t265 = _mm_mul_ps(t264, _mm_set1_ps(0.21f));
                t266 = _mm_add_ps(t265, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t260, t266);
                t267 = _mm256_cvtepi32_pd(t10);
                t268 = _mm256_mul_pd(t267, _mm256_set1_pd(0.113));
                t269 = _mm256_sub_pd(t268, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t260, t269);
                t270 = _mm256_cvtepi32_pd(t11);
                t271 = _mm256_mul_pd(t270, _mm256_set1_pd(0.97));
                t272 = _mm256_add_pd(t271, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t260, t272);
                t273 = _mm_sub_epi32(t12, _mm_set1_epi32((int)11));
                _mm_storeu_si128((__m128i *)(ai + t260), t273);
                t274 = _mm_sub_epi32(t13, _mm_set1_epi32((int)9));
                _mm_storeu_si128((__m128i *)(bi + t260), t274);
                t14 += 4L;
                t275 = _mm_add_epi32(t8, _mm_set1_epi32((int)6));
                t276 = t275;
                t277 = _mm_sub_epi32(t276, _mm_set1_epi32((int)11));
                t278 = _mm_min_epu32(t276, t277);
                t279 = t278;
                t280 = _mm_add_epi32(t9, _mm_set1_epi32((int)7));
                t281 = t280;
                t282 = _mm_sub_epi32(t281, _mm_set1_epi32((int)13));
                t283 = _mm_min_epu32(t281, t282);
                t284 = t283;
                t285 = _mm_add_epi32(t10, _mm_set1_epi32((int)12));
                t286 = t285;
                t287 = _mm_sub_epi32(t286, _mm_set1_epi32((int)17));
                t288 = _mm_min_epu32(t286, t287);
                t289 = t288;
                t290 = _mm_add_epi32(t11, _mm_set1_epi32((int)2));
                t291 = t290;
                t292 = _mm_sub_epi32(t291, _mm_set1_epi32((int)7));
                t293 = _mm_min_epu32(t291, t292);
                t294 = t293;
                t295 = _mm_add_epi32(t12, _mm_set1_epi32((int)5));
                t296 = t295;
                t297 = _mm_sub_epi32(t296, _mm_set1_epi32((int)23));
                t298 = _mm_min_epu32(t296, t297);
                t299 = t298;
                t300 = _mm_add_epi32(t13, _mm_set1_epi32((int)14));
                t301 = t300;
                t302 = _mm_sub_epi32(t301, _mm_set1_epi32((int)19));
                t303 = _mm_min_epu32(t301, t302);
                t304 = t303;
                if (t14 >= t229) {
                    break;
                }
                t8 = t279;
                t9 = t284;
                t10 = t289;
                t11 = t294;
                t12 = t299;
                t13 = t304;
            }
            t305 = (int)((long)t191 + t229);
        } else {
            t305 = t191;
        }
        t306 = (long)nn + (long)t305 * -1L;
        t307 = (unsigned long)t26;
        t308 = (unsigned long)t27;
        t309 = (unsigned long)t26;
        t310 = (unsigned long)t29;
        t311 = (unsigned long)t26;
        t312 = (unsigned long)t30;
        t313 = (unsigned long)t26;
        t314 = (unsigned long)t31;
        t315 = (unsigned long)t26;
        t316 = (unsigned long)t32;
        t317 = (unsigned long)t27;
        t318 = (unsigned long)t29;
        t319 = (unsigned long)t27;
        t320 = (unsigned long)t30;
        t321 = (unsigned long)t27;
        t322 = (unsigned long)t31;
        t323 = (unsigned long)t27;
        t324 = (unsigned long)t32;
        t325 = (unsigned long)t29;
        t326 = (unsigned long)t30;
        t327 = (unsigned long)t29;
        t328 = (unsigned long)t31;
        t329 = (unsigned long)t29;
        t330 = (unsigned long)t32;
        t331 = (unsigned long)t30;
        t332 = (unsigned long)t31;
        t333 = (unsigned long)t30;
        t334 = (unsigned long)t32;
        t335 = (unsigned long)t31;
        t336 = (unsigned long)t32;
        t337 = (int)((unsigned int)t305 * (unsigned int)7);
        t338 = (int)((unsigned int)t305 * (unsigned int)5);
        t339 = (int)((unsigned int)t305 * (unsigned int)3);
        t340 = (int)((unsigned int)t305 * (unsigned int)11);
        t341 = (int)((unsigned int)t305 * (unsigned int)7);
        t342 = (int)((unsigned int)t305 * (unsigned int)13);
        if ((t306 >= 1L) & (t306 <= 4L) & (((t307 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t308 + (unsigned long)((long)t305 * 4L))) | ((t308 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t307 + (unsigned long)((long)t305 * 4L)))) & (((t309 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t310 + (unsigned long)((long)t305 * 8L))) | ((t310 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t309 + (unsigned long)((long)t305 * 4L)))) & (((t311 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t312 + (unsigned long)((long)t305 * 8L))) | ((t312 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t311 + (unsigned long)((long)t305 * 4L)))) & (((t313 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t314 + (unsigned long)((long)t305 * 4L))) | ((t314 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t313 + (unsigned long)((long)t305 * 4L)))) & (((t315 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t316 + (unsigned long)((long)t305 * 4L))) | ((t316 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t315 + (unsigned long)((long)t305 * 4L)))) & (((t317 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t318 + (unsigned long)((long)t305 * 8L))) | ((t318 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t317 + (unsigned long)((long)t305 * 4L)))) & (((t319 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t320 + (unsigned long)((long)t305 * 8L))) | ((t320 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t319 + (unsigned long)((long)t305 * 4L)))) & (((t321 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t322 + (unsigned long)((long)t305 * 4L))) | ((t322 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t321 + (unsigned long)((long)t305 * 4L)))) & (((t323 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t324 + (unsigned long)((long)t305 * 4L))) | ((t324 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t323 + (unsigned long)((long)t305 * 4L)))) & (((t325 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t326 + (unsigned long)((long)t305 * 8L))) | ((t326 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t325 + (unsigned long)((long)t305 * 8L)))) & (((t327 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t328 + (unsigned long)((long)t305 * 4L))) | ((t328 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t327 + (unsigned long)((long)t305 * 8L)))) & (((t329 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t330 + (unsigned long)((long)t305 * 4L))) | ((t330 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t329 + (unsigned long)((long)t305 * 8L)))) & (((t331 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t332 + (unsigned long)((long)t305 * 4L))) | ((t332 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t331 + (unsigned long)((long)t305 * 8L)))) & (((t333 + (unsigned long)((long)t305 * 8L + 8L + (t306 - 1L) * 8L)) <= (t334 + (unsigned long)((long)t305 * 4L))) | ((t334 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t333 + (unsigned long)((long)t305 * 8L)))) & (((t335 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t336 + (unsigned long)((long)t305 * 4L))) | ((t336 + (unsigned long)((long)t305 * 4L + 4L + (t306 - 1L) * 4L)) <= (t335 + (unsigned long)((long)t305 * 4L)))) & (t337 >= 0) & (t338 >= 0) & (t339 >= 0) & (t340 >= 0) & (t341 >= 0) & (t342 >= 0)) {
            t343 = _mm_set1_epi32((int)(int)t306);
            t344 = _mm_cmpgt_epi32(t343, _mm_setr_epi32(0, 1, 2, 3));
            t345 = _mm_set1_epi32((int)(t337 % 11));
            t346 = _mm_add_epi32(t345, _mm_setr_epi32(0, 7, 3, 10));
            t347 = t346;
            t348 = _mm_sub_epi32(t347, _mm_set1_epi32((int)11));
            t349 = _mm_min_epu32(t347, t348);
            t15 = t349;
            t350 = _mm_set1_epi32((int)(t338 % 13));
            t351 = _mm_add_epi32(t350, _mm_setr_epi32(0, 5, 10, 2));
            t352 = t351;
            t353 = _mm_sub_epi32(t352, _mm_set1_epi32((int)13));
            t354 = _mm_min_epu32(t352, t353);
            t16 = t354;
            t355 = _mm_set1_epi32((int)(t339 % 17));
            t356 = _mm_add_epi32(t355, _mm_setr_epi32(0, 3, 6, 9));
            t357 = t356;
            t358 = _mm_sub_epi32(t357, _mm_set1_epi32((int)17));
            t359 = _mm_min_epu32(t357, t358);
            t17 = t359;
            t360 = _mm_set1_epi32((int)(t340 % 7));
            t361 = _mm_add_epi32(t360, _mm_setr_epi32(0, 4, 1, 5));
            t362 = t361;
            t363 = _mm_sub_epi32(t362, _mm_set1_epi32((int)7));
            t364 = _mm_min_epu32(t362, t363);
            t18 = t364;
            t365 = _mm_set1_epi32((int)(t341 % 23));
            t366 = _mm_add_epi32(t365, _mm_setr_epi32(0, 7, 14, 21));
            t367 = t366;
            t368 = _mm_sub_epi32(t367, _mm_set1_epi32((int)23));
            t369 = _mm_min_epu32(t367, t368);
            t19 = t369;
            t370 = _mm_set1_epi32((int)(t342 % 19));
            t371 = _mm_add_epi32(t370, _mm_setr_epi32(0, 13, 7, 1));
            t372 = t371;
            t373 = _mm_sub_epi32(t372, _mm_set1_epi32((int)19));
            t374 = _mm_min_epu32(t372, t373);
            t20 = t374;
            t375 = 0L;
            t376 = (long)(int)((long)t305 + t375);
            t377 = _mm_cvtepi32_ps(t15);
            t378 = _mm_mul_ps(t377, _mm_set1_ps(0.37f));
            t379 = _mm_sub_ps(t378, _mm_set1_ps(1.5f));
            _mm_mask_storeu_ps(af + t376, _mm_movepi32_mask(t344), t379);
            t380 = _mm_cvtepi32_ps(t16);
            t381 = _mm_mul_ps(t380, _mm_set1_ps(0.21f));
            t382 = _mm_add_ps(t381, _mm_set1_ps(0.1f));
            _mm_mask_storeu_ps(bf + t376, _mm_movepi32_mask(t344), t382);
            t383 = _mm256_cvtepi32_pd(t17);
            t384 = _mm256_mul_pd(t383, _mm256_set1_pd(0.113));
            t385 = _mm256_sub_pd(t384, _mm256_set1_pd(0.75));
            _mm256_mask_storeu_pd(ad + t376, _mm_movepi32_mask(t344), t385);
            t386 = _mm256_cvtepi32_pd(t18);
            t387 = _mm256_mul_pd(t386, _mm256_set1_pd(0.97));
            t388 = _mm256_add_pd(t387, _mm256_set1_pd(0.3));
            _mm256_mask_storeu_pd(bd + t376, _mm_movepi32_mask(t344), t388);
            t389 = t19;
            t390 = _mm_set1_epi32((int)11);
            t391 = _mm_sub_epi32(t389, t390);
            t392 = t391;
            _mm_mask_storeu_epi32(ai + t376, _mm_movepi32_mask(t344), t392);
            t393 = t20;
            t394 = _mm_set1_epi32((int)9);
            t395 = _mm_sub_epi32(t393, t394);
            t396 = t395;
            _mm_mask_storeu_epi32(bi + t376, _mm_movepi32_mask(t344), t396);
            x = (int)((long)t305 + t306);
        } else {
            x = t305;
        }
        for (; x < nn; x++) {
            t397 = (long)x;
            t398 = x * 7;
            af[t397] = (float)(t398 % 11) * 0.37f - 1.5f;
            bf[t397] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t397] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t397] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t397] = t398 % 23 - 11;
            bi[t397] = x * 13 % 19 - 9;
        }
        (_mm256_zeroupper(), mm_f32(n, af, bf, cf));
        (_mm256_zeroupper(), mm_f64(n, ad, bd, cd));
        (_mm256_zeroupper(), mm_i32(n, ai, bi, ci));
        sf = 0.0;
        sd = 0.0;
        si = 0L;
        for (x_1 = 0; x_1 < nn; x_1++) {
            t399 = (long)x_1;
            sf += (double)(cf[t399] * (float)(x_1 % 5 + 1));
            sd += cd[t399] * (double)(x_1 % 3 + 1);
            si += (long)ci[t399] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t400 = ci[nn - 1];
        } else {
            t400 = 0;
        }
        if (nn) {
            t401 = cd[nn / 2];
        } else {
            t401 = 0.0;
        }
        if (nn) {
            t402 = cf[nn - 1];
        } else {
            t402 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t402, sd, t401, si, t400);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    t403 = (int)((unsigned int)0 * (unsigned int)7);
    t404 = (int)((unsigned int)0 * (unsigned int)5);
    if ((144L >= 16L) & (t403 >= 0) & (t404 >= 0)) {
        t405 = 144L & -16L;
        t406 = _mm256_set1_epi32((int)(t403 % 11));
        t407 = _mm256_add_epi32(t406, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
        t408 = t407;
        t409 = _mm256_sub_epi32(t408, _mm256_set1_epi32((int)11));
        t410 = _mm256_min_epu32(t408, t409);
        t21 = t410;
        t411 = _mm256_set1_epi32((int)(t404 % 13));
        t412 = _mm256_add_epi32(t411, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
        t413 = t412;
        t414 = _mm256_sub_epi32(t413, _mm256_set1_epi32((int)13));
        t415 = _mm256_min_epu32(t413, t414);
        t22 = t415;
        t23 = 0L;
        do {
            t416 = (long)(int)((long)0 + t23);
            t417 = _mm256_cvtepi32_ps(t21);
            t418 = _mm256_mul_ps(t417, _mm256_set1_ps(0.37f));
            t419 = _mm256_sub_ps(t418, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(&a12[t416], t419);
            t420 = _mm256_cvtepi32_ps(t22);
            t421 = _mm256_mul_ps(t420, _mm256_set1_ps(0.21f));
            t422 = _mm256_add_ps(t421, _mm256_set1_ps(0.1f));
            _mm256_storeu_ps(&b12[t416], t422);
            t423 = (long)(int)((long)0 + (t23 + 8L));
            t424 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)1));
            t425 = t424;
            t426 = _mm256_sub_epi32(t425, _mm256_set1_epi32((int)11));
            t427 = _mm256_min_epu32(t425, t426);
            t428 = t427;
            t429 = _mm256_cvtepi32_ps(t428);
            t430 = _mm256_mul_ps(t429, _mm256_set1_ps(0.37f));
            t431 = _mm256_sub_ps(t430, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(&a12[t423], t431);
            t432 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)1));
            t433 = t432;
            t434 = _mm256_sub_epi32(t433, _mm256_set1_epi32((int)13));
            t435 = _mm256_min_epu32(t433, t434);
            t436 = t435;
            t437 = _mm256_cvtepi32_ps(t436);
            t438 = _mm256_mul_ps(t437, _mm256_set1_ps(0.21f));
            t439 = _mm256_add_ps(t438, _mm256_set1_ps(0.1f));
            _mm256_storeu_ps(&b12[t423], t439);
            t23 += 16L;
            t440 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)2));
            t441 = t440;
            t442 = _mm256_sub_epi32(t441, _mm256_set1_epi32((int)11));
            t443 = _mm256_min_epu32(t441, t442);
            t21 = t443;
            t444 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)2));
            t445 = t444;
            t446 = _mm256_sub_epi32(t445, _mm256_set1_epi32((int)13));
            t447 = _mm256_min_epu32(t445, t446);
            t22 = t447;
        } while (t23 < t405);
        x_2 = (int)((long)0 + t405);
    } else {
        x_2 = 0;
    }
    for (; x_2 < 144; x_2++) {
        t448 = (long)x_2;
        a12[t448] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t448] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    (_mm256_zeroupper(), mm_const12(a12, b12, c12));
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
