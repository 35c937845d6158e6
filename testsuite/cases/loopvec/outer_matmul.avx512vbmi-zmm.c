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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    __m512i t4;
    int s;
    __m512i t5;
    int i;
    int j;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    int t20;
    int t21;
    long t22;
    __m512i t23;
    __mmask16 t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    long t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    int k;
    int j_1;
    int t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
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
            t5 = _mm512_set1_epi32((int)0);
            for (t49 = 0; t49 < n; t49++) {
                t50 = _mm512_loadu_si512(b + (t49 * n + j_1));
                t51 = _mm512_set1_epi32((int)a[i * n + t49]);
                t52 = _mm512_mullo_epi32(t51, t50);
                t5 = _mm512_add_epi32(t5, t52);
            }
            _mm512_storeu_si512(c + (i * n + j_1), t5);
        }
        for (; j < n; j++) {
            t6 = (long)n;
            if (t6 >= 16L) {
                t7 = t6 & -16L;
                t8 = _mm512_set1_epi32((int)n);
                t9 = _mm512_set1_epi32((int)j);
                t10 = _mm512_set1_epi32((int)0);
                t11 = t10;
                t1 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t2 = 0L;
                t3 = _mm512_set1_epi32((int)0);
                for (;;) {
                    t12 = t1;
                    t13 = _mm512_loadu_si512(a + (i * n + (int)((long)0 + t2)));
                    t14 = _mm512_mullo_epi32(t12, t8);
                    t15 = _mm512_add_epi32(t14, t9);
                    t16 = _mm512_i32gather_epi32(t15, b, 4);
                    t17 = _mm512_mullo_epi32(t13, t16);
                    t18 = t17;
                    t3 = _mm512_add_epi32(t3, t18);
                    t2 += 16L;
                    t19 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
                    if (t2 >= t7) {
                        break;
                    }
                    t1 = t19;
                }
                t20 = (int)((long)0 + t7);
                t21 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1))));
            } else {
                t20 = 0;
                t21 = 0;
            }
            t22 = (long)n + (long)t20 * -1L;
            if ((t22 >= 1L) & (t22 <= 16L)) {
                t23 = _mm512_set1_epi32((int)(int)t22);
                t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
                t25 = _mm512_set1_epi32((int)n);
                t26 = _mm512_set1_epi32((int)j);
                t27 = _mm512_set1_epi32((int)t20);
                t28 = t27;
                t4 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t29 = 0L;
                t30 = _mm512_set1_epi32((int)0);
                t31 = t4;
                t32 = _mm512_maskz_loadu_epi32(t24, a + (i * n + (int)((long)t20 + t29)));
                t33 = t31;
                t34 = t25;
                t35 = _mm512_mullo_epi32(t33, t34);
                t36 = t35;
                t37 = t36;
                t38 = t26;
                t39 = _mm512_add_epi32(t37, t38);
                t40 = t39;
                t41 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t24, t40, b, 4);
                t42 = t32;
                t43 = t41;
                t44 = _mm512_mullo_epi32(t42, t43);
                t45 = t44;
                t46 = t45;
                t47 = _mm512_add_epi32(t30, t46);
                t48 = _mm512_mask_blend_epi32(t24, t30, t47);
                k = (int)((long)t20 + t22);
                s = (int)((unsigned int)t21 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t48), _mm512_extracti64x4_epi64(t48, 1))));
            } else {
                k = t20;
                s = t21;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
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
    __m256i t20;
    double sf;
    double sd;
    long si;
    __m512i t21;
    __m512i t22;
    long t23;
    __m512i t24;
    __m512i t25;
    long t26;
    double s12;
    unsigned int t;
    int n;
    int nn;
    unsigned long t27;
    unsigned long t28;
    void *t29;
    float *af;
    void *t30;
    float *bf;
    float *cf;
    unsigned long t31;
    void *t32;
    double *ad;
    void *t33;
    double *bd;
    double *cd;
    void *t34;
    int *ai;
    void *t35;
    int *bi;
    int *ci;
    long t36;
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
    unsigned long t64;
    unsigned long t65;
    unsigned long t66;
    int t67;
    int t68;
    int t69;
    int t70;
    int t71;
    int t72;
    long t73;
    __m256i t74;
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
    long t104;
    __m256 t105;
    __m256 t106;
    __m256 t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    __m512d t111;
    __m512d t112;
    __m512d t113;
    __m512d t114;
    __m512d t115;
    __m512d t116;
    __m256i t117;
    __m256i t118;
    long t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256 t125;
    __m256 t126;
    __m256 t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256 t133;
    __m256 t134;
    __m256 t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m512d t141;
    __m512d t142;
    __m512d t143;
    __m256i t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m512d t149;
    __m512d t150;
    __m512d t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    __m256i t183;
    __m256i t184;
    __m256i t185;
    __m256i t186;
    __m256i t187;
    __m256i t188;
    __m256i t189;
    __m256i t190;
    __m256i t191;
    __m256i t192;
    __m256i t193;
    int t194;
    long t195;
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
    unsigned long t223;
    unsigned long t224;
    unsigned long t225;
    int t226;
    int t227;
    int t228;
    int t229;
    int t230;
    int t231;
    long t232;
    __m256i t233;
    __m256i t234;
    __m256i t235;
    __m256i t236;
    __m256i t237;
    __m256i t238;
    __m256i t239;
    __m256i t240;
    __m256i t241;
    __m256i t242;
    __m256i t243;
    __m256i t244;
    __m256i t245;
    __m256i t246;
    __m256i t247;
    __m256i t248;
    __m256i t249;
    __m256i t250;
    __m256i t251;
    __m256i t252;
    __m256i t253;
    __m256i t254;
    __m256i t255;
    __m256i t256;
    __m256i t257;
    __m256i t258;
    __m256i t259;
    __m256i t260;
    __m256i t261;
    __m256i t262;
    long t263;
    __m256 t264;
    __m256 t265;
    __m256 t266;
    __m256 t267;
    __m256 t268;
    __m256 t269;
    __m512d t270;
    __m512d t271;
    __m512d t272;
    __m512d t273;
    __m512d t274;
    __m512d t275;
    __m256i t276;
    __m256i t277;
    __m256i t278;
    __m256i t279;
    __m256i t280;
    __m256i t281;
    __m256i t282;
    __m256i t283;
    __m256i t284;
    __m256i t285;
    __m256i t286;
    __m256i t287;
    __m256i t288;
    __m256i t289;
    __m256i t290;
    __m256i t291;
    __m256i t292;
    __m256i t293;
    __m256i t294;
    __m256i t295;
    __m256i t296;
    __m256i t297;
    __m256i t298;
    __m256i t299;
    __m256i t300;
    __m256i t301;
    __m256i t302;
    __m256i t303;
    __m256i t304;
    __m256i t305;
    __m256i t306;
    __m256i t307;
    int t308;
    long t309;
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
    unsigned long t337;
    unsigned long t338;
    unsigned long t339;
    int t340;
    int t341;
    int t342;
    int t343;
    int t344;
    int t345;
    __m256i t346;
    __m256i t347;
    __m256i t348;
    __m256i t349;
    __m256i t350;
    __m256i t351;
    __m256i t352;
    __m256i t353;
    __m256i t354;
    __m256i t355;
    __m256i t356;
    __m256i t357;
    __m256i t358;
    __m256i t359;
    __m256i t360;
    __m256i t361;
    __m256i t362;
    __m256i t363;
    __m256i t364;
    __m256i t365;
    __m256i t366;
    __m256i t367;
    __m256i t368;
    __m256i t369;
    __m256i t370;
    __m256i t371;
    __m256i t372;
    __m256i t373;
    __m256i t374;
    __m256i t375;
    __m256i t376;
    __m256i t377;
    long t378;
    long t379;
    __m256 t380;
    __m256 t381;
    __m256 t382;
    __m256 t383;
    __m256 t384;
    __m256 t385;
    __m512d t386;
    __m512d t387;
    __m512d t388;
    __m512d t389;
    __m512d t390;
    __m512d t391;
    __m256i t392;
    __m256i t393;
    __m256i t394;
    __m256i t395;
    __m256i t396;
    __m256i t397;
    __m256i t398;
    __m256i t399;
    int x;
    long t400;
    int t401;
    int x_1;
    long t402;
    int t403;
    double t404;
    float t405;
    int t406;
    int t407;
    long t408;
    __m512i t409;
    __m512i t410;
    __m512i t411;
    __m512i t412;
    __m512i t413;
    __m512i t414;
    __m512i t415;
    __m512i t416;
    __m512i t417;
    __m512i t418;
    long t419;
    __m512 t420;
    __m512 t421;
    __m512 t422;
    __m512 t423;
    __m512 t424;
    __m512 t425;
    long t426;
    __m512i t427;
    __m512i t428;
    __m512i t429;
    __m512i t430;
    __m512i t431;
    __m512 t432;
    __m512 t433;
    __m512 t434;
    __m512i t435;
    __m512i t436;
    __m512i t437;
    __m512i t438;
    __m512i t439;
    __m512 t440;
    __m512 t441;
    __m512 t442;
    long t443;
    __m512i t444;
    __m512i t445;
    __m512i t446;
    __m512i t447;
    __m512i t448;
    __m512 t449;
    __m512 t450;
    __m512 t451;
    __m512i t452;
    __m512i t453;
    __m512i t454;
    __m512i t455;
    __m512i t456;
    __m512 t457;
    __m512 t458;
    __m512 t459;
    long t460;
    __m512i t461;
    __m512i t462;
    __m512i t463;
    __m512i t464;
    __m512i t465;
    __m512 t466;
    __m512 t467;
    __m512 t468;
    __m512i t469;
    __m512i t470;
    __m512i t471;
    __m512i t472;
    __m512i t473;
    __m512 t474;
    __m512 t475;
    __m512 t476;
    __m512i t477;
    __m512i t478;
    __m512i t479;
    __m512i t480;
    __m512i t481;
    __m512i t482;
    __m512i t483;
    __m512i t484;
    int t485;
    long t486;
    int t487;
    int t488;
    long t489;
    __m512i t490;
    __m512i t491;
    __m512i t492;
    __m512i t493;
    __m512i t494;
    __m512i t495;
    __m512i t496;
    __m512i t497;
    __m512i t498;
    __m512i t499;
    long t500;
    __m512 t501;
    __m512 t502;
    __m512 t503;
    __m512 t504;
    __m512 t505;
    __m512 t506;
    __m512i t507;
    __m512i t508;
    __m512i t509;
    __m512i t510;
    __m512i t511;
    __m512i t512;
    __m512i t513;
    __m512i t514;
    int x_2;
    long t515;
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
        t27 = (unsigned long)nn;
        t28 = t27 * 4UL + 1UL;
        t29 = malloc(t28);
        af = (float *)t29;
        t30 = malloc(t28);
        bf = (float *)t30;
        cf = (float *)malloc(t28);
        t31 = t27 * 8UL + 1UL;
        t32 = malloc(t31);
        ad = (double *)t32;
        t33 = malloc(t31);
        bd = (double *)t33;
        cd = (double *)malloc(t31);
        t34 = malloc(t28);
        ai = (int *)t34;
        t35 = malloc(t28);
        bi = (int *)t35;
        ci = (int *)malloc(t28);
        t36 = (long)nn;
        t37 = (unsigned long)t29;
        t38 = (unsigned long)t30;
        t39 = (unsigned long)t29;
        t40 = (unsigned long)t32;
        t41 = (unsigned long)t29;
        t42 = (unsigned long)t33;
        t43 = (unsigned long)t29;
        t44 = (unsigned long)t34;
        t45 = (unsigned long)t29;
        t46 = (unsigned long)t35;
        t47 = (unsigned long)t30;
        t48 = (unsigned long)t32;
        t49 = (unsigned long)t30;
        t50 = (unsigned long)t33;
        t51 = (unsigned long)t30;
        t52 = (unsigned long)t34;
        t53 = (unsigned long)t30;
        t54 = (unsigned long)t35;
        t55 = (unsigned long)t32;
        t56 = (unsigned long)t33;
        t57 = (unsigned long)t32;
        t58 = (unsigned long)t34;
        t59 = (unsigned long)t32;
        t60 = (unsigned long)t35;
        t61 = (unsigned long)t33;
        t62 = (unsigned long)t34;
        t63 = (unsigned long)t33;
        t64 = (unsigned long)t35;
        t65 = (unsigned long)t34;
        t66 = (unsigned long)t35;
        t67 = (int)((unsigned int)0 * (unsigned int)7);
        t68 = (int)((unsigned int)0 * (unsigned int)5);
        t69 = (int)((unsigned int)0 * (unsigned int)3);
        t70 = (int)((unsigned int)0 * (unsigned int)11);
        t71 = (int)((unsigned int)0 * (unsigned int)7);
        t72 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t36 >= 16L) & (((t37 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)0L)) | ((t38 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)0L))) & (((t39 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t40 + (unsigned long)0L)) | ((t40 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t39 + (unsigned long)0L))) & (((t41 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t42 + (unsigned long)0L)) | ((t42 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t41 + (unsigned long)0L))) & (((t43 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t44 + (unsigned long)0L)) | ((t44 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t43 + (unsigned long)0L))) & (((t45 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t46 + (unsigned long)0L)) | ((t46 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t45 + (unsigned long)0L))) & (((t47 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t48 + (unsigned long)0L)) | ((t48 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t47 + (unsigned long)0L))) & (((t49 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t50 + (unsigned long)0L)) | ((t50 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t49 + (unsigned long)0L))) & (((t51 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t52 + (unsigned long)0L)) | ((t52 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t51 + (unsigned long)0L))) & (((t53 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t54 + (unsigned long)0L)) | ((t54 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t53 + (unsigned long)0L))) & (((t55 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t56 + (unsigned long)0L)) | ((t56 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t55 + (unsigned long)0L))) & (((t57 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t58 + (unsigned long)0L)) | ((t58 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t57 + (unsigned long)0L))) & (((t59 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t60 + (unsigned long)0L)) | ((t60 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t59 + (unsigned long)0L))) & (((t61 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t62 + (unsigned long)0L)) | ((t62 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t61 + (unsigned long)0L))) & (((t63 + (unsigned long)(8L + (t36 - 1L) * 8L)) <= (t64 + (unsigned long)0L)) | ((t64 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t63 + (unsigned long)0L))) & (((t65 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t66 + (unsigned long)0L)) | ((t66 + (unsigned long)(4L + (t36 - 1L) * 4L)) <= (t65 + (unsigned long)0L))) & (t67 >= 0) & (t68 >= 0) & (t69 >= 0) & (t70 >= 0) & (t71 >= 0) & (t72 >= 0)) {
            t73 = t36 & -16L;
            t74 = _mm256_set1_epi32((int)(t67 % 11));
            t75 = _mm256_add_epi32(t74, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t76 = t75;
            t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32((int)11));
            t78 = _mm256_min_epu32(t76, t77);
            t1 = t78;
            t79 = _mm256_set1_epi32((int)(t68 % 13));
            t80 = _mm256_add_epi32(t79, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t81 = t80;
            t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32((int)13));
            t83 = _mm256_min_epu32(t81, t82);
            t2 = t83;
            t84 = _mm256_set1_epi32((int)(t69 % 17));
            t85 = _mm256_add_epi32(t84, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            t86 = t85;
            t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32((int)17));
            t88 = _mm256_min_epu32(t86, t87);
            t3 = t88;
            t89 = _mm256_set1_epi32((int)(t70 % 7));
            t90 = _mm256_add_epi32(t89, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            t91 = t90;
            t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32((int)7));
            t93 = _mm256_min_epu32(t91, t92);
            t4 = t93;
            t94 = _mm256_set1_epi32((int)(t71 % 23));
            t95 = _mm256_add_epi32(t94, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            t96 = t95;
            t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32((int)23));
            t98 = _mm256_min_epu32(t96, t97);
            t5 = t98;
            t99 = _mm256_set1_epi32((int)(t72 % 19));
            t100 = _mm256_add_epi32(t99, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            t101 = t100;
            t102 = _mm256_sub_epi32(t101, _mm256_set1_epi32((int)19));
            t103 = _mm256_min_epu32(t101, t102);
            t6 = t103;
            t7 = 0L;
            for (;;) {
                t104 = (long)(int)((long)0 + t7);
                t105 = _mm256_cvtepi32_ps(t1);
                t106 = _mm256_mul_ps(t105, _mm256_set1_ps(0.37f));
                t107 = _mm256_sub_ps(t106, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t104, t107);
                t108 = _mm256_cvtepi32_ps(t2);
                t109 = _mm256_mul_ps(t108, _mm256_set1_ps(0.21f));
                t110 = _mm256_add_ps(t109, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t104, t110);
                t111 = _mm512_cvtepi32_pd(t3);
                t112 = _mm512_mul_pd(t111, _mm512_set1_pd(0.113));
                t113 = _mm512_sub_pd(t112, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t104, t113);
                t114 = _mm512_cvtepi32_pd(t4);
                t115 = _mm512_mul_pd(t114, _mm512_set1_pd(0.97));
                t116 = _mm512_add_pd(t115, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t104, t116);
                t117 = _mm256_sub_epi32(t5, _mm256_set1_epi32((int)11));
                _mm256_storeu_si256((__m256i *)(ai + t104), t117);
                t118 = _mm256_sub_epi32(t6, _mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)(bi + t104), t118);
                t119 = (long)(int)((long)0 + (t7 + 8L));
                t120 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t121 = t120;
                t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32((int)11));
                t123 = _mm256_min_epu32(t121, t122);
                t124 = t123;
                t125 = _mm256_cvtepi32_ps(t124);
                t126 = _mm256_mul_ps(t125, _mm256_set1_ps(0.37f));
                t127 = _mm256_sub_ps(t126, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t119, t127);
                t128 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t129 = t128;
                t130 = _mm256_sub_epi32(t129, _mm256_set1_epi32((int)13));
                t131 = _mm256_min_epu32(t129, t130);
                t132 = t131;
                t133 = _mm256_cvtepi32_ps(t132);
                t134 = _mm256_mul_ps(t133, _mm256_set1_ps(0.21f));
                t135 = _mm256_add_ps(t134, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t119, t135);
                t136 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)7));
                t137 = t136;
                t138 = _mm256_sub_epi32(t137, _mm256_set1_epi32((int)17));
                t139 = _mm256_min_epu32(t137, t138);
                t140 = t139;
                t141 = _mm512_cvtepi32_pd(t140);
                t142 = _mm512_mul_pd(t141, _mm512_set1_pd(0.113));
                t143 = _mm512_sub_pd(t142, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t119, t143);
                t144 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)4));
                t145 = t144;
                t146 = _mm256_sub_epi32(t145, _mm256_set1_epi32((int)7));
                t147 = _mm256_min_epu32(t145, t146);
                t148 = t147;
                t149 = _mm512_cvtepi32_pd(t148);
                t150 = _mm512_mul_pd(t149, _mm512_set1_pd(0.97));
                t151 = _mm512_add_pd(t150, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t119, t151);
                t152 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)10));
                t153 = t152;
                t154 = _mm256_sub_epi32(t153, _mm256_set1_epi32((int)23));
                t155 = _mm256_min_epu32(t153, t154);
                t156 = t155;
                t157 = _mm256_sub_epi32(t156, _mm256_set1_epi32((int)11));
                _mm256_storeu_si256((__m256i *)(ai + t119), t157);
                t158 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)9));
                t159 = t158;
                t160 = _mm256_sub_epi32(t159, _mm256_set1_epi32((int)19));
                t161 = _mm256_min_epu32(t159, t160);
                t162 = t161;
                t163 = _mm256_sub_epi32(t162, _mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)(bi + t119), t163);
                t7 += 16L;
                t164 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
                t165 = t164;
                t166 = _mm256_sub_epi32(t165, _mm256_set1_epi32((int)11));
                t167 = _mm256_min_epu32(t165, t166);
                t168 = t167;
                t169 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
                t170 = t169;
                t171 = _mm256_sub_epi32(t170, _mm256_set1_epi32((int)13));
                t172 = _mm256_min_epu32(t170, t171);
                t173 = t172;
                t174 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)14));
                t175 = t174;
                t176 = _mm256_sub_epi32(t175, _mm256_set1_epi32((int)17));
                t177 = _mm256_min_epu32(t175, t176);
                t178 = t177;
                t179 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)1));
                t180 = t179;
                t181 = _mm256_sub_epi32(t180, _mm256_set1_epi32((int)7));
                t182 = _mm256_min_epu32(t180, t181);
                t183 = t182;
                t184 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)20));
                t185 = t184;
                t186 = _mm256_sub_epi32(t185, _mm256_set1_epi32((int)23));
                t187 = _mm256_min_epu32(t185, t186);
                t188 = t187;
                t189 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)18));
                t190 = t189;
                t191 = _mm256_sub_epi32(t190, _mm256_set1_epi32((int)19));
                t192 = _mm256_min_epu32(t190, t191);
                t193 = t192;
                if (t7 >= t73) {
                    break;
                }
                t1 = t168;
                t2 = t173;
                t3 = t178;
                t4 = t183;
                t5 = t188;
                t6 = t193;
            }
            t194 = (int)((long)0 + t73);
        } else {
            t194 = 0;
        }
        t195 = (long)nn + (long)t194 * -1L;
        t196 = (unsigned long)t29;
        t197 = (unsigned long)t30;
        t198 = (unsigned long)t29;
        t199 = (unsigned long)t32;
        t200 = (unsigned long)t29;
        t201 = (unsigned long)t33;
        t202 = (unsigned long)t29;
        t203 = (unsigned long)t34;
        t204 = (unsigned long)t29;
        t205 = (unsigned long)t35;
        t206 = (unsigned long)t30;
        t207 = (unsigned long)t32;
        t208 = (unsigned long)t30;
        t209 = (unsigned long)t33;
        t210 = (unsigned long)t30;
        t211 = (unsigned long)t34;
        t212 = (unsigned long)t30;
        t213 = (unsigned long)t35;
        t214 = (unsigned long)t32;
        t215 = (unsigned long)t33;
        t216 = (unsigned long)t32;
        t217 = (unsigned long)t34;
        t218 = (unsigned long)t32;
        t219 = (unsigned long)t35;
        t220 = (unsigned long)t33;
        t221 = (unsigned long)t34;
        t222 = (unsigned long)t33;
        t223 = (unsigned long)t35;
        t224 = (unsigned long)t34;
        t225 = (unsigned long)t35;
        t226 = (int)((unsigned int)t194 * (unsigned int)7);
        t227 = (int)((unsigned int)t194 * (unsigned int)5);
        t228 = (int)((unsigned int)t194 * (unsigned int)3);
        t229 = (int)((unsigned int)t194 * (unsigned int)11);
        t230 = (int)((unsigned int)t194 * (unsigned int)7);
        t231 = (int)((unsigned int)t194 * (unsigned int)13);
        if ((t195 >= 8L) & (((t196 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t194 * 4L))) | ((t197 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t194 * 4L)))) & (((t198 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t194 * 8L))) | ((t199 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t198 + (unsigned long)((long)t194 * 4L)))) & (((t200 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t194 * 8L))) | ((t201 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t194 * 4L)))) & (((t202 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t194 * 4L))) | ((t203 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t194 * 4L)))) & (((t204 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t205 + (unsigned long)((long)t194 * 4L))) | ((t205 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t194 * 4L)))) & (((t206 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t207 + (unsigned long)((long)t194 * 8L))) | ((t207 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t206 + (unsigned long)((long)t194 * 4L)))) & (((t208 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t194 * 8L))) | ((t209 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t208 + (unsigned long)((long)t194 * 4L)))) & (((t210 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t211 + (unsigned long)((long)t194 * 4L))) | ((t211 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t194 * 4L)))) & (((t212 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t194 * 4L))) | ((t213 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t194 * 4L)))) & (((t214 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t215 + (unsigned long)((long)t194 * 8L))) | ((t215 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t214 + (unsigned long)((long)t194 * 8L)))) & (((t216 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t217 + (unsigned long)((long)t194 * 4L))) | ((t217 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t194 * 8L)))) & (((t218 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t219 + (unsigned long)((long)t194 * 4L))) | ((t219 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t218 + (unsigned long)((long)t194 * 8L)))) & (((t220 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t221 + (unsigned long)((long)t194 * 4L))) | ((t221 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t220 + (unsigned long)((long)t194 * 8L)))) & (((t222 + (unsigned long)((long)t194 * 8L + 8L + (t195 - 1L) * 8L)) <= (t223 + (unsigned long)((long)t194 * 4L))) | ((t223 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t222 + (unsigned long)((long)t194 * 8L)))) & (((t224 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t225 + (unsigned long)((long)t194 * 4L))) | ((t225 + (unsigned long)((long)t194 * 4L + 4L + (t195 - 1L) * 4L)) <= (t224 + (unsigned long)((long)t194 * 4L)))) & (t226 >= 0) & (t227 >= 0) & (t228 >= 0) & (t229 >= 0) & (t230 >= 0) & (t231 >= 0)) {
            t232 = t195 & -8L;
            t233 = _mm256_set1_epi32((int)(t226 % 11));
            t234 = _mm256_add_epi32(t233, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t235 = t234;
            t236 = _mm256_sub_epi32(t235, _mm256_set1_epi32((int)11));
            t237 = _mm256_min_epu32(t235, t236);
            t8 = t237;
            t238 = _mm256_set1_epi32((int)(t227 % 13));
            t239 = _mm256_add_epi32(t238, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t240 = t239;
            t241 = _mm256_sub_epi32(t240, _mm256_set1_epi32((int)13));
            t242 = _mm256_min_epu32(t240, t241);
            t9 = t242;
            t243 = _mm256_set1_epi32((int)(t228 % 17));
            t244 = _mm256_add_epi32(t243, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            t245 = t244;
            t246 = _mm256_sub_epi32(t245, _mm256_set1_epi32((int)17));
            t247 = _mm256_min_epu32(t245, t246);
            t10 = t247;
            t248 = _mm256_set1_epi32((int)(t229 % 7));
            t249 = _mm256_add_epi32(t248, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            t250 = t249;
            t251 = _mm256_sub_epi32(t250, _mm256_set1_epi32((int)7));
            t252 = _mm256_min_epu32(t250, t251);
            t11 = t252;
            t253 = _mm256_set1_epi32((int)(t230 % 23));
            t254 = _mm256_add_epi32(t253, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            t255 = t254;
            t256 = _mm256_sub_epi32(t255, _mm256_set1_epi32((int)23));
            t257 = _mm256_min_epu32(t255, t256);
            t12 = t257;
            t258 = _mm256_set1_epi32((int)(t231 % 19));
            t259 = _mm256_add_epi32(t258, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            t260 = t259;
            t261 = _mm256_sub_epi32(t260, _mm256_set1_epi32((int)19));
            t262 = _mm256_min_epu32(t260, t261);
            t13 = t262;
            t14 = 0L;
            for (;;) {
                t263 = (long)(int)((long)t194 + t14);
                t264 = _mm256_cvtepi32_ps(t8);
                t265 = _mm256_mul_ps(t264, _mm256_set1_ps(0.37f));
                t266 = _mm256_sub_ps(t265, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t263, t266);
                t267 = _mm256_cvtepi32_ps(t9);
                t268 = _mm256_mul_ps(t267, _mm256_set1_ps(0.21f));
                t269 = _mm256_add_ps(t268, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t263, t269);
                t270 = _mm512_cvtepi32_pd(t10);
                t271 = _mm512_mul_pd(t270, _mm512_set1_pd(0.113));
                t272 = _mm512_sub_pd(t271, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t263, t272);
                t273 = _mm512_cvtepi32_pd(t11);
                t274 = _mm512_mul_pd(t273, _mm512_set1_pd(0.97));
                t275 = _mm512_add_pd(t274, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t263, t275);
                t276 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)11));
                _mm256_storeu_si256((__m256i *)(ai + t263), t276);
                t277 = _mm256_sub_epi32(t13, _mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)(bi + t263), t277);
                t14 += 8L;
                t278 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)1));
                t279 = t278;
                t280 = _mm256_sub_epi32(t279, _mm256_set1_epi32((int)11));
                t281 = _mm256_min_epu32(t279, t280);
                t282 = t281;
                t283 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)1));
                t284 = t283;
                t285 = _mm256_sub_epi32(t284, _mm256_set1_epi32((int)13));
                t286 = _mm256_min_epu32(t284, t285);
                t287 = t286;
                t288 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)7));
                t289 = t288;
                t290 = _mm256_sub_epi32(t289, _mm256_set1_epi32((int)17));
                t291 = _mm256_min_epu32(t289, t290);
                t292 = t291;
                t293 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)4));
                t294 = t293;
                t295 = _mm256_sub_epi32(t294, _mm256_set1_epi32((int)7));
                t296 = _mm256_min_epu32(t294, t295);
                t297 = t296;
                t298 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)10));
                t299 = t298;
                t300 = _mm256_sub_epi32(t299, _mm256_set1_epi32((int)23));
                t301 = _mm256_min_epu32(t299, t300);
                t302 = t301;
                t303 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)9));
                t304 = t303;
                t305 = _mm256_sub_epi32(t304, _mm256_set1_epi32((int)19));
                t306 = _mm256_min_epu32(t304, t305);
                t307 = t306;
                if (t14 >= t232) {
                    break;
                }
                t8 = t282;
                t9 = t287;
                t10 = t292;
                t11 = t297;
                t12 = t302;
                t13 = t307;
            }
            t308 = (int)((long)t194 + t232);
        } else {
            t308 = t194;
        }
        t309 = (long)nn + (long)t308 * -1L;
        t310 = (unsigned long)t29;
        t311 = (unsigned long)t30;
        t312 = (unsigned long)t29;
        t313 = (unsigned long)t32;
        t314 = (unsigned long)t29;
        t315 = (unsigned long)t33;
        t316 = (unsigned long)t29;
        t317 = (unsigned long)t34;
        t318 = (unsigned long)t29;
        t319 = (unsigned long)t35;
        t320 = (unsigned long)t30;
        t321 = (unsigned long)t32;
        t322 = (unsigned long)t30;
        t323 = (unsigned long)t33;
        t324 = (unsigned long)t30;
        t325 = (unsigned long)t34;
        t326 = (unsigned long)t30;
        t327 = (unsigned long)t35;
        t328 = (unsigned long)t32;
        t329 = (unsigned long)t33;
        t330 = (unsigned long)t32;
        t331 = (unsigned long)t34;
        t332 = (unsigned long)t32;
        t333 = (unsigned long)t35;
        t334 = (unsigned long)t33;
        t335 = (unsigned long)t34;
        t336 = (unsigned long)t33;
        t337 = (unsigned long)t35;
        t338 = (unsigned long)t34;
        t339 = (unsigned long)t35;
        t340 = (int)((unsigned int)t308 * (unsigned int)7);
        t341 = (int)((unsigned int)t308 * (unsigned int)5);
        t342 = (int)((unsigned int)t308 * (unsigned int)3);
        t343 = (int)((unsigned int)t308 * (unsigned int)11);
        t344 = (int)((unsigned int)t308 * (unsigned int)7);
        t345 = (int)((unsigned int)t308 * (unsigned int)13);
        if ((t309 >= 1L) & (t309 <= 8L) & (((t310 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t311 + (unsigned long)((long)t308 * 4L))) | ((t311 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t310 + (unsigned long)((long)t308 * 4L)))) & (((t312 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t313 + (unsigned long)((long)t308 * 8L))) | ((t313 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t312 + (unsigned long)((long)t308 * 4L)))) & (((t314 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t315 + (unsigned long)((long)t308 * 8L))) | ((t315 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t314 + (unsigned long)((long)t308 * 4L)))) & (((t316 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t317 + (unsigned long)((long)t308 * 4L))) | ((t317 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t316 + (unsigned long)((long)t308 * 4L)))) & (((t318 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t319 + (unsigned long)((long)t308 * 4L))) | ((t319 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t318 + (unsigned long)((long)t308 * 4L)))) & (((t320 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t321 + (unsigned long)((long)t308 * 8L))) | ((t321 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t320 + (unsigned long)((long)t308 * 4L)))) & (((t322 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t323 + (unsigned long)((long)t308 * 8L))) | ((t323 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t322 + (unsigned long)((long)t308 * 4L)))) & (((t324 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t325 + (unsigned long)((long)t308 * 4L))) | ((t325 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t324 + (unsigned long)((long)t308 * 4L)))) & (((t326 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t327 + (unsigned long)((long)t308 * 4L))) | ((t327 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t326 + (unsigned long)((long)t308 * 4L)))) & (((t328 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t329 + (unsigned long)((long)t308 * 8L))) | ((t329 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t328 + (unsigned long)((long)t308 * 8L)))) & (((t330 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t331 + (unsigned long)((long)t308 * 4L))) | ((t331 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t330 + (unsigned long)((long)t308 * 8L)))) & (((t332 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t333 + (unsigned long)((long)t308 * 4L))) | ((t333 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t332 + (unsigned long)((long)t308 * 8L)))) & (((t334 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t335 + (unsigned long)((long)t308 * 4L))) | ((t335 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t334 + (unsigned long)((long)t308 * 8L)))) & (((t336 + (unsigned long)((long)t308 * 8L + 8L + (t309 - 1L) * 8L)) <= (t337 + (unsigned long)((long)t308 * 4L))) | ((t337 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t336 + (unsigned long)((long)t308 * 8L)))) & (((t338 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t339 + (unsigned long)((long)t308 * 4L))) | ((t339 + (unsigned long)((long)t308 * 4L + 4L + (t309 - 1L) * 4L)) <= (t338 + (unsigned long)((long)t308 * 4L)))) & (t340 >= 0) & (t341 >= 0) & (t342 >= 0) & (t343 >= 0) & (t344 >= 0) & (t345 >= 0)) {
            t346 = _mm256_set1_epi32((int)(int)t309);
            t347 = _mm256_cmpgt_epi32(t346, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t348 = _mm256_set1_epi32((int)(t340 % 11));
            t349 = _mm256_add_epi32(t348, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t350 = t349;
            t351 = _mm256_sub_epi32(t350, _mm256_set1_epi32((int)11));
            t352 = _mm256_min_epu32(t350, t351);
            t15 = t352;
            t353 = _mm256_set1_epi32((int)(t341 % 13));
            t354 = _mm256_add_epi32(t353, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t355 = t354;
            t356 = _mm256_sub_epi32(t355, _mm256_set1_epi32((int)13));
            t357 = _mm256_min_epu32(t355, t356);
            t16 = t357;
            t358 = _mm256_set1_epi32((int)(t342 % 17));
            t359 = _mm256_add_epi32(t358, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            t360 = t359;
            t361 = _mm256_sub_epi32(t360, _mm256_set1_epi32((int)17));
            t362 = _mm256_min_epu32(t360, t361);
            t17 = t362;
            t363 = _mm256_set1_epi32((int)(t343 % 7));
            t364 = _mm256_add_epi32(t363, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            t365 = t364;
            t366 = _mm256_sub_epi32(t365, _mm256_set1_epi32((int)7));
            t367 = _mm256_min_epu32(t365, t366);
            t18 = t367;
            t368 = _mm256_set1_epi32((int)(t344 % 23));
            t369 = _mm256_add_epi32(t368, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            t370 = t369;
            t371 = _mm256_sub_epi32(t370, _mm256_set1_epi32((int)23));
            t372 = _mm256_min_epu32(t370, t371);
            t19 = t372;
            t373 = _mm256_set1_epi32((int)(t345 % 19));
            t374 = _mm256_add_epi32(t373, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            t375 = t374;
            t376 = _mm256_sub_epi32(t375, _mm256_set1_epi32((int)19));
            t377 = _mm256_min_epu32(t375, t376);
            t20 = t377;
            t378 = 0L;
            t379 = (long)(int)((long)t308 + t378);
            t380 = _mm256_cvtepi32_ps(t15);
            t381 = _mm256_mul_ps(t380, _mm256_set1_ps(0.37f));
            t382 = _mm256_sub_ps(t381, _mm256_set1_ps(1.5f));
            _mm256_mask_storeu_ps(af + t379, _mm256_movepi32_mask(t347), t382);
            t383 = _mm256_cvtepi32_ps(t16);
            t384 = _mm256_mul_ps(t383, _mm256_set1_ps(0.21f));
            t385 = _mm256_add_ps(t384, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(bf + t379, _mm256_movepi32_mask(t347), t385);
            t386 = _mm512_cvtepi32_pd(t17);
            t387 = _mm512_mul_pd(t386, _mm512_set1_pd(0.113));
            t388 = _mm512_sub_pd(t387, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(ad + t379, _mm256_movepi32_mask(t347), t388);
            t389 = _mm512_cvtepi32_pd(t18);
            t390 = _mm512_mul_pd(t389, _mm512_set1_pd(0.97));
            t391 = _mm512_add_pd(t390, _mm512_set1_pd(0.3));
            _mm512_mask_storeu_pd(bd + t379, _mm256_movepi32_mask(t347), t391);
            t392 = t19;
            t393 = _mm256_set1_epi32((int)11);
            t394 = _mm256_sub_epi32(t392, t393);
            t395 = t394;
            _mm256_mask_storeu_epi32(ai + t379, _mm256_movepi32_mask(t347), t395);
            t396 = t20;
            t397 = _mm256_set1_epi32((int)9);
            t398 = _mm256_sub_epi32(t396, t397);
            t399 = t398;
            _mm256_mask_storeu_epi32(bi + t379, _mm256_movepi32_mask(t347), t399);
            x = (int)((long)t308 + t309);
        } else {
            x = t308;
        }
        for (; x < nn; x++) {
            t400 = (long)x;
            t401 = x * 7;
            af[t400] = (float)(t401 % 11) * 0.37f - 1.5f;
            bf[t400] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t400] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t400] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t400] = t401 % 23 - 11;
            bi[t400] = x * 13 % 19 - 9;
        }
        (_mm256_zeroupper(), mm_f32(n, af, bf, cf));
        (_mm256_zeroupper(), mm_f64(n, ad, bd, cd));
        (_mm256_zeroupper(), mm_i32(n, ai, bi, ci));
        sf = 0.0;
        sd = 0.0;
        si = 0L;
        for (x_1 = 0; x_1 < nn; x_1++) {
            t402 = (long)x_1;
            sf += (double)(cf[t402] * (float)(x_1 % 5 + 1));
            sd += cd[t402] * (double)(x_1 % 3 + 1);
            si += (long)ci[t402] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t403 = ci[nn - 1];
        } else {
            t403 = 0;
        }
        if (nn) {
            t404 = cd[nn / 2];
        } else {
            t404 = 0.0;
        }
        if (nn) {
            t405 = cf[nn - 1];
        } else {
            t405 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t405, sd, t404, si, t403);
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
    t406 = (int)((unsigned int)0 * (unsigned int)7);
    t407 = (int)((unsigned int)0 * (unsigned int)5);
    if ((144L >= 64L) & (t406 >= 0) & (t407 >= 0)) {
        t408 = 144L & -64L;
        t409 = _mm512_set1_epi32((int)(t406 % 11));
        t410 = _mm512_add_epi32(t409, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
        t411 = t410;
        t412 = _mm512_sub_epi32(t411, _mm512_set1_epi32((int)11));
        t413 = _mm512_min_epu32(t411, t412);
        t21 = t413;
        t414 = _mm512_set1_epi32((int)(t407 % 13));
        t415 = _mm512_add_epi32(t414, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
        t416 = t415;
        t417 = _mm512_sub_epi32(t416, _mm512_set1_epi32((int)13));
        t418 = _mm512_min_epu32(t416, t417);
        t22 = t418;
        t23 = 0L;
        do {
            t419 = (long)(int)((long)0 + t23);
            t420 = _mm512_cvtepi32_ps(t21);
            t421 = _mm512_mul_ps(t420, _mm512_set1_ps(0.37f));
            t422 = _mm512_sub_ps(t421, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(&a12[t419], t422);
            t423 = _mm512_cvtepi32_ps(t22);
            t424 = _mm512_mul_ps(t423, _mm512_set1_ps(0.21f));
            t425 = _mm512_add_ps(t424, _mm512_set1_ps(0.1f));
            _mm512_storeu_ps(&b12[t419], t425);
            t426 = (long)(int)((long)0 + (t23 + 16L));
            t427 = _mm512_add_epi32(t21, _mm512_set1_epi32((int)2));
            t428 = t427;
            t429 = _mm512_sub_epi32(t428, _mm512_set1_epi32((int)11));
            t430 = _mm512_min_epu32(t428, t429);
            t431 = t430;
            t432 = _mm512_cvtepi32_ps(t431);
            t433 = _mm512_mul_ps(t432, _mm512_set1_ps(0.37f));
            t434 = _mm512_sub_ps(t433, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(&a12[t426], t434);
            t435 = _mm512_add_epi32(t22, _mm512_set1_epi32((int)2));
            t436 = t435;
            t437 = _mm512_sub_epi32(t436, _mm512_set1_epi32((int)13));
            t438 = _mm512_min_epu32(t436, t437);
            t439 = t438;
            t440 = _mm512_cvtepi32_ps(t439);
            t441 = _mm512_mul_ps(t440, _mm512_set1_ps(0.21f));
            t442 = _mm512_add_ps(t441, _mm512_set1_ps(0.1f));
            _mm512_storeu_ps(&b12[t426], t442);
            t443 = (long)(int)((long)0 + (t23 + 32L));
            t444 = _mm512_add_epi32(t21, _mm512_set1_epi32((int)4));
            t445 = t444;
            t446 = _mm512_sub_epi32(t445, _mm512_set1_epi32((int)11));
            t447 = _mm512_min_epu32(t445, t446);
            t448 = t447;
            t449 = _mm512_cvtepi32_ps(t448);
            t450 = _mm512_mul_ps(t449, _mm512_set1_ps(0.37f));
            t451 = _mm512_sub_ps(t450, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(&a12[t443], t451);
            t452 = _mm512_add_epi32(t22, _mm512_set1_epi32((int)4));
            t453 = t452;
            t454 = _mm512_sub_epi32(t453, _mm512_set1_epi32((int)13));
            t455 = _mm512_min_epu32(t453, t454);
            t456 = t455;
            t457 = _mm512_cvtepi32_ps(t456);
            t458 = _mm512_mul_ps(t457, _mm512_set1_ps(0.21f));
            t459 = _mm512_add_ps(t458, _mm512_set1_ps(0.1f));
            _mm512_storeu_ps(&b12[t443], t459);
            t460 = (long)(int)((long)0 + (t23 + 48L));
            t461 = _mm512_add_epi32(t21, _mm512_set1_epi32((int)6));
            t462 = t461;
            t463 = _mm512_sub_epi32(t462, _mm512_set1_epi32((int)11));
            t464 = _mm512_min_epu32(t462, t463);
            t465 = t464;
            t466 = _mm512_cvtepi32_ps(t465);
            t467 = _mm512_mul_ps(t466, _mm512_set1_ps(0.37f));
            t468 = _mm512_sub_ps(t467, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(&a12[t460], t468);
            t469 = _mm512_add_epi32(t22, _mm512_set1_epi32((int)6));
            t470 = t469;
            t471 = _mm512_sub_epi32(t470, _mm512_set1_epi32((int)13));
            t472 = _mm512_min_epu32(t470, t471);
            t473 = t472;
            t474 = _mm512_cvtepi32_ps(t473);
            t475 = _mm512_mul_ps(t474, _mm512_set1_ps(0.21f));
            t476 = _mm512_add_ps(t475, _mm512_set1_ps(0.1f));
            _mm512_storeu_ps(&b12[t460], t476);
            t23 += 64L;
            t477 = _mm512_add_epi32(t21, _mm512_set1_epi32((int)8));
            t478 = t477;
            t479 = _mm512_sub_epi32(t478, _mm512_set1_epi32((int)11));
            t480 = _mm512_min_epu32(t478, t479);
            t21 = t480;
            t481 = _mm512_add_epi32(t22, _mm512_set1_epi32((int)8));
            t482 = t481;
            t483 = _mm512_sub_epi32(t482, _mm512_set1_epi32((int)13));
            t484 = _mm512_min_epu32(t482, t483);
            t22 = t484;
        } while (t23 < t408);
        t485 = (int)((long)0 + t408);
    } else {
        t485 = 0;
    }
    t486 = (long)t485 * -1L + 144L;
    t487 = (int)((unsigned int)t485 * (unsigned int)7);
    t488 = (int)((unsigned int)t485 * (unsigned int)5);
    if ((t486 >= 16L) & (t487 >= 0) & (t488 >= 0)) {
        t489 = t486 & -16L;
        t490 = _mm512_set1_epi32((int)(t487 % 11));
        t491 = _mm512_add_epi32(t490, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
        t492 = t491;
        t493 = _mm512_sub_epi32(t492, _mm512_set1_epi32((int)11));
        t494 = _mm512_min_epu32(t492, t493);
        t24 = t494;
        t495 = _mm512_set1_epi32((int)(t488 % 13));
        t496 = _mm512_add_epi32(t495, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
        t497 = t496;
        t498 = _mm512_sub_epi32(t497, _mm512_set1_epi32((int)13));
        t499 = _mm512_min_epu32(t497, t498);
        t25 = t499;
        t26 = 0L;
        do {
            t500 = (long)(int)((long)t485 + t26);
            t501 = _mm512_cvtepi32_ps(t24);
            t502 = _mm512_mul_ps(t501, _mm512_set1_ps(0.37f));
            t503 = _mm512_sub_ps(t502, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(&a12[t500], t503);
            t504 = _mm512_cvtepi32_ps(t25);
            t505 = _mm512_mul_ps(t504, _mm512_set1_ps(0.21f));
            t506 = _mm512_add_ps(t505, _mm512_set1_ps(0.1f));
            _mm512_storeu_ps(&b12[t500], t506);
            t26 += 16L;
            t507 = _mm512_add_epi32(t24, _mm512_set1_epi32((int)2));
            t508 = t507;
            t509 = _mm512_sub_epi32(t508, _mm512_set1_epi32((int)11));
            t510 = _mm512_min_epu32(t508, t509);
            t24 = t510;
            t511 = _mm512_add_epi32(t25, _mm512_set1_epi32((int)2));
            t512 = t511;
            t513 = _mm512_sub_epi32(t512, _mm512_set1_epi32((int)13));
            t514 = _mm512_min_epu32(t512, t513);
            t25 = t514;
        } while (t26 < t489);
        x_2 = (int)((long)t485 + t489);
    } else {
        x_2 = t485;
    }
    for (; x_2 < 144; x_2++) {
        t515 = (long)x_2;
        a12[t515] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t515] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    (_mm256_zeroupper(), mm_const12(a12, b12, c12));
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
