/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

__attribute__((target("avx2"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    __m256 t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
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
            t1 = _mm256_set1_ps(0.0f);
            for (t2 = 0; t2 < n; t2++) {
                t3 = _mm256_loadu_ps(b + (t2 * n + j_1));
                t4 = _mm256_set1_ps(a[i * n + t2]);
                t5 = _mm256_mul_ps(t4, t3);
                t1 = _mm256_add_ps(t1, t5);
            }
            _mm256_storeu_ps(c + (i * n + j_1), t1);
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

__attribute__((target("avx2"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    double s;
    __m256d t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m256d t3;
    __m256d t4;
    __m256d t5;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            t1 = _mm256_set1_pd(0.0);
            for (t2 = 0; t2 < n; t2++) {
                t3 = _mm256_loadu_pd(b + (t2 * n + j_1));
                t4 = _mm256_set1_pd(a[i * n + t2]);
                t5 = _mm256_mul_pd(t4, t3);
                t1 = _mm256_add_pd(t1, t5);
            }
            _mm256_storeu_pd(c + (i * n + j_1), t1);
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

__attribute__((target("avx2"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    int s;
    __m256i t8;
    int i;
    int j;
    long t9;
    long t10;
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
    int t32;
    int t33;
    long t34;
    long t35;
    __m256i t36;
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
    int k;
    int j_1;
    int t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
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
            t8 = _mm256_set1_epi32((int)0);
            for (t48 = 0; t48 < n; t48++) {
                t49 = _mm256_loadu_si256((const __m256i *)(b + (t48 * n + j_1)));
                t50 = _mm256_set1_epi32((int)a[i * n + t48]);
                t51 = _mm256_mullo_epi32(t50, t49);
                t8 = _mm256_add_epi32(t8, t51);
            }
            _mm256_storeu_si256((__m256i *)(c + (i * n + j_1)), t8);
        }
        for (; j < n; j++) {
            t9 = (long)n;
            if (t9 >= 16L) {
                t10 = t9 & -16L;
                t11 = _mm256_set1_epi32((int)n);
                t12 = _mm256_set1_epi32((int)j);
                t13 = _mm256_set1_epi32((int)0);
                t14 = t13;
                t1 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t2 = 0L;
                t3 = _mm256_set1_epi32((int)0);
                t4 = _mm256_set1_epi32((int)0);
                for (;;) {
                    t15 = t1;
                    t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                    t17 = t16;
                    t18 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)0 + t2))));
                    t19 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)0 + (t2 + 8L)))));
                    t20 = _mm256_mullo_epi32(t15, t11);
                    t21 = _mm256_mullo_epi32(t17, t11);
                    t22 = _mm256_add_epi32(t20, t12);
                    t23 = _mm256_add_epi32(t21, t12);
                    t24 = _mm256_i32gather_epi32((const int *)b, t22, 4);
                    t25 = _mm256_i32gather_epi32((const int *)b, t23, 4);
                    t26 = _mm256_mullo_epi32(t18, t24);
                    t27 = t26;
                    t3 = _mm256_add_epi32(t3, t27);
                    t28 = _mm256_mullo_epi32(t19, t25);
                    t29 = t28;
                    t4 = _mm256_add_epi32(t4, t29);
                    t2 += 16L;
                    t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    if (t2 >= t10) {
                        break;
                    }
                    t1 = t30;
                }
                t31 = _mm256_add_epi32(t3, t4);
                t32 = (int)((long)0 + t10);
                t33 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t31));
            } else {
                t32 = 0;
                t33 = 0;
            }
            t34 = (long)n + (long)t32 * -1L;
            if (t34 >= 8L) {
                t35 = t34 & -8L;
                t36 = _mm256_set1_epi32((int)n);
                t37 = _mm256_set1_epi32((int)j);
                t38 = _mm256_set1_epi32((int)t32);
                t39 = t38;
                t5 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t6 = 0L;
                t7 = _mm256_set1_epi32((int)0);
                for (;;) {
                    t40 = t5;
                    t41 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)t32 + t6))));
                    t42 = _mm256_mullo_epi32(t40, t36);
                    t43 = _mm256_add_epi32(t42, t37);
                    t44 = _mm256_i32gather_epi32((const int *)b, t43, 4);
                    t45 = _mm256_mullo_epi32(t41, t44);
                    t46 = t45;
                    t7 = _mm256_add_epi32(t7, t46);
                    t6 += 8L;
                    t47 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                    if (t6 >= t35) {
                        break;
                    }
                    t5 = t47;
                }
                k = (int)((long)t32 + t35);
                s = (int)((unsigned int)t33 + vcc_avx2_sum_epi32(t7));
            } else {
                k = t32;
                s = t33;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
__attribute__((target("avx2"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    __m256 t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    for (i = 0; i < 12; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t1 = _mm256_set1_ps(0.0f);
            for (t2 = 0; t2 < 12; t2++) {
                t3 = _mm256_loadu_ps(b + (t2 * 12 + j_1));
                t4 = _mm256_set1_ps(a[i * 12 + t2]);
                t5 = _mm256_mul_ps(t4, t3);
                t1 = _mm256_add_ps(t1, t5);
            }
            _mm256_storeu_ps(c + (i * 12 + j_1), t1);
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

__attribute__((target("avx2"))) int main(void) {
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
    double sf;
    double sd;
    long si;
    __m256i t15;
    __m256i t16;
    long t17;
    double s12;
    unsigned int t;
    int n;
    int nn;
    unsigned long t18;
    unsigned long t19;
    void *t20;
    float *af;
    void *t21;
    float *bf;
    float *cf;
    unsigned long t22;
    void *t23;
    double *ad;
    void *t24;
    double *bd;
    double *cd;
    void *t25;
    int *ai;
    void *t26;
    int *bi;
    int *ci;
    long t27;
    unsigned long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
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
    int t58;
    int t59;
    int t60;
    int t61;
    int t62;
    int t63;
    long t64;
    __m128i t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
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
    long t95;
    __m128 t96;
    __m128 t97;
    __m128 t98;
    __m128 t99;
    __m128 t100;
    __m128 t101;
    __m256d t102;
    __m256d t103;
    __m256d t104;
    __m256d t105;
    __m256d t106;
    __m256d t107;
    __m128i t108;
    __m128i t109;
    long t110;
    __m128i t111;
    __m128i t112;
    __m128i t113;
    __m128i t114;
    __m128i t115;
    __m128 t116;
    __m128 t117;
    __m128 t118;
    __m128i t119;
    __m128i t120;
    __m128i t121;
    __m128i t122;
    __m128i t123;
    __m128 t124;
    __m128 t125;
    __m128 t126;
    __m128i t127;
    __m128i t128;
    __m128i t129;
    __m128i t130;
    __m128i t131;
    __m256d t132;
    __m256d t133;
    __m256d t134;
    __m128i t135;
    __m128i t136;
    __m128i t137;
    __m128i t138;
    __m128i t139;
    __m256d t140;
    __m256d t141;
    __m256d t142;
    __m128i t143;
    __m128i t144;
    __m128i t145;
    __m128i t146;
    __m128i t147;
    __m128i t148;
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
    int t185;
    long t186;
    unsigned long t187;
    unsigned long t188;
    unsigned long t189;
    unsigned long t190;
    unsigned long t191;
    unsigned long t192;
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
    int t217;
    int t218;
    int t219;
    int t220;
    int t221;
    int t222;
    long t223;
    __m128i t224;
    __m128i t225;
    __m128i t226;
    __m128i t227;
    __m128i t228;
    __m128i t229;
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
    long t254;
    __m128 t255;
    __m128 t256;
    __m128 t257;
    __m128 t258;
    __m128 t259;
    __m128 t260;
    __m256d t261;
    __m256d t262;
    __m256d t263;
    __m256d t264;
    __m256d t265;
    __m256d t266;
    __m128i t267;
    __m128i t268;
    __m128i t269;
    __m128i t270;
    __m128i t271;
    __m128i t272;
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
    int x;
    long t299;
    int t300;
    int x_1;
    long t301;
    int t302;
    double t303;
    float t304;
    int t305;
    int t306;
    long t307;
    __m256i t308;
    __m256i t309;
    __m256i t310;
    __m256i t311;
    __m256i t312;
    __m256i t313;
    __m256i t314;
    __m256i t315;
    __m256i t316;
    __m256i t317;
    long t318;
    __m256 t319;
    __m256 t320;
    __m256 t321;
    __m256 t322;
    __m256 t323;
    __m256 t324;
    long t325;
    __m256i t326;
    __m256i t327;
    __m256i t328;
    __m256i t329;
    __m256i t330;
    __m256 t331;
    __m256 t332;
    __m256 t333;
    __m256i t334;
    __m256i t335;
    __m256i t336;
    __m256i t337;
    __m256i t338;
    __m256 t339;
    __m256 t340;
    __m256 t341;
    __m256i t342;
    __m256i t343;
    __m256i t344;
    __m256i t345;
    __m256i t346;
    __m256i t347;
    __m256i t348;
    __m256i t349;
    int x_2;
    long t350;
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
        t18 = (unsigned long)nn;
        t19 = t18 * 4UL + 1UL;
        t20 = malloc(t19);
        af = (float *)t20;
        t21 = malloc(t19);
        bf = (float *)t21;
        cf = (float *)malloc(t19);
        t22 = t18 * 8UL + 1UL;
        t23 = malloc(t22);
        ad = (double *)t23;
        t24 = malloc(t22);
        bd = (double *)t24;
        cd = (double *)malloc(t22);
        t25 = malloc(t19);
        ai = (int *)t25;
        t26 = malloc(t19);
        bi = (int *)t26;
        ci = (int *)malloc(t19);
        t27 = (long)nn;
        t28 = (unsigned long)t20;
        t29 = (unsigned long)t21;
        t30 = (unsigned long)t20;
        t31 = (unsigned long)t23;
        t32 = (unsigned long)t20;
        t33 = (unsigned long)t24;
        t34 = (unsigned long)t20;
        t35 = (unsigned long)t25;
        t36 = (unsigned long)t20;
        t37 = (unsigned long)t26;
        t38 = (unsigned long)t21;
        t39 = (unsigned long)t23;
        t40 = (unsigned long)t21;
        t41 = (unsigned long)t24;
        t42 = (unsigned long)t21;
        t43 = (unsigned long)t25;
        t44 = (unsigned long)t21;
        t45 = (unsigned long)t26;
        t46 = (unsigned long)t23;
        t47 = (unsigned long)t24;
        t48 = (unsigned long)t23;
        t49 = (unsigned long)t25;
        t50 = (unsigned long)t23;
        t51 = (unsigned long)t26;
        t52 = (unsigned long)t24;
        t53 = (unsigned long)t25;
        t54 = (unsigned long)t24;
        t55 = (unsigned long)t26;
        t56 = (unsigned long)t25;
        t57 = (unsigned long)t26;
        t58 = (int)((unsigned int)0 * (unsigned int)7);
        t59 = (int)((unsigned int)0 * (unsigned int)5);
        t60 = (int)((unsigned int)0 * (unsigned int)3);
        t61 = (int)((unsigned int)0 * (unsigned int)11);
        t62 = (int)((unsigned int)0 * (unsigned int)7);
        t63 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t27 >= 8L) & (((t28 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)0L)) | ((t29 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)0L))) & (((t30 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)0L)) | ((t31 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t30 + (unsigned long)0L))) & (((t32 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t33 + (unsigned long)0L)) | ((t33 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t32 + (unsigned long)0L))) & (((t34 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t35 + (unsigned long)0L)) | ((t35 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t34 + (unsigned long)0L))) & (((t36 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t37 + (unsigned long)0L)) | ((t37 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t36 + (unsigned long)0L))) & (((t38 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t39 + (unsigned long)0L)) | ((t39 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t38 + (unsigned long)0L))) & (((t40 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t41 + (unsigned long)0L)) | ((t41 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t40 + (unsigned long)0L))) & (((t42 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t43 + (unsigned long)0L)) | ((t43 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t42 + (unsigned long)0L))) & (((t44 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t45 + (unsigned long)0L)) | ((t45 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t44 + (unsigned long)0L))) & (((t46 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t47 + (unsigned long)0L)) | ((t47 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t46 + (unsigned long)0L))) & (((t48 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t49 + (unsigned long)0L)) | ((t49 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t48 + (unsigned long)0L))) & (((t50 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t51 + (unsigned long)0L)) | ((t51 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t50 + (unsigned long)0L))) & (((t52 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t53 + (unsigned long)0L)) | ((t53 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t52 + (unsigned long)0L))) & (((t54 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= (t55 + (unsigned long)0L)) | ((t55 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t54 + (unsigned long)0L))) & (((t56 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t57 + (unsigned long)0L)) | ((t57 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= (t56 + (unsigned long)0L))) & (t58 >= 0) & (t59 >= 0) & (t60 >= 0) & (t61 >= 0) & (t62 >= 0) & (t63 >= 0)) {
            t64 = t27 & -8L;
            t65 = _mm_set1_epi32((int)(t58 % 11));
            t66 = _mm_add_epi32(t65, _mm_setr_epi32(0, 7, 3, 10));
            t67 = t66;
            t68 = _mm_sub_epi32(t67, _mm_set1_epi32((int)11));
            t69 = _mm_min_epu32(t67, t68);
            t1 = t69;
            t70 = _mm_set1_epi32((int)(t59 % 13));
            t71 = _mm_add_epi32(t70, _mm_setr_epi32(0, 5, 10, 2));
            t72 = t71;
            t73 = _mm_sub_epi32(t72, _mm_set1_epi32((int)13));
            t74 = _mm_min_epu32(t72, t73);
            t2 = t74;
            t75 = _mm_set1_epi32((int)(t60 % 17));
            t76 = _mm_add_epi32(t75, _mm_setr_epi32(0, 3, 6, 9));
            t77 = t76;
            t78 = _mm_sub_epi32(t77, _mm_set1_epi32((int)17));
            t79 = _mm_min_epu32(t77, t78);
            t3 = t79;
            t80 = _mm_set1_epi32((int)(t61 % 7));
            t81 = _mm_add_epi32(t80, _mm_setr_epi32(0, 4, 1, 5));
            t82 = t81;
            t83 = _mm_sub_epi32(t82, _mm_set1_epi32((int)7));
            t84 = _mm_min_epu32(t82, t83);
            t4 = t84;
            t85 = _mm_set1_epi32((int)(t62 % 23));
            t86 = _mm_add_epi32(t85, _mm_setr_epi32(0, 7, 14, 21));
            t87 = t86;
            t88 = _mm_sub_epi32(t87, _mm_set1_epi32((int)23));
            t89 = _mm_min_epu32(t87, t88);
            t5 = t89;
            t90 = _mm_set1_epi32((int)(t63 % 19));
            t91 = _mm_add_epi32(t90, _mm_setr_epi32(0, 13, 7, 1));
            t92 = t91;
            t93 = _mm_sub_epi32(t92, _mm_set1_epi32((int)19));
            t94 = _mm_min_epu32(t92, t93);
            t6 = t94;
            t7 = 0L;
            for (;;) {
                t95 = (long)(int)((long)0 + t7);
                t96 = _mm_cvtepi32_ps(t1);
                t97 = _mm_mul_ps(t96, _mm_set1_ps(0.37f));
                t98 = _mm_sub_ps(t97, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t95, t98);
                t99 = _mm_cvtepi32_ps(t2);
                t100 = _mm_mul_ps(t99, _mm_set1_ps(0.21f));
                t101 = _mm_add_ps(t100, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t95, t101);
                t102 = _mm256_cvtepi32_pd(t3);
                t103 = _mm256_mul_pd(t102, _mm256_set1_pd(0.113));
                t104 = _mm256_sub_pd(t103, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t95, t104);
                t105 = _mm256_cvtepi32_pd(t4);
                t106 = _mm256_mul_pd(t105, _mm256_set1_pd(0.97));
                t107 = _mm256_add_pd(t106, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t95, t107);
                t108 = _mm_sub_epi32(t5, _mm_set1_epi32((int)11));
                _mm_storeu_si128((__m128i *)(ai + t95), t108);
                t109 = _mm_sub_epi32(t6, _mm_set1_epi32((int)9));
                _mm_storeu_si128((__m128i *)(bi + t95), t109);
                t110 = (long)(int)((long)0 + (t7 + 4L));
                t111 = _mm_add_epi32(t1, _mm_set1_epi32((int)6));
                t112 = t111;
                t113 = _mm_sub_epi32(t112, _mm_set1_epi32((int)11));
                t114 = _mm_min_epu32(t112, t113);
                t115 = t114;
                t116 = _mm_cvtepi32_ps(t115);
                t117 = _mm_mul_ps(t116, _mm_set1_ps(0.37f));
                t118 = _mm_sub_ps(t117, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t110, t118);
                t119 = _mm_add_epi32(t2, _mm_set1_epi32((int)7));
                t120 = t119;
                t121 = _mm_sub_epi32(t120, _mm_set1_epi32((int)13));
                t122 = _mm_min_epu32(t120, t121);
                t123 = t122;
                t124 = _mm_cvtepi32_ps(t123);
                t125 = _mm_mul_ps(t124, _mm_set1_ps(0.21f));
                t126 = _mm_add_ps(t125, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t110, t126);
                t127 = _mm_add_epi32(t3, _mm_set1_epi32((int)12));
                t128 = t127;
                t129 = _mm_sub_epi32(t128, _mm_set1_epi32((int)17));
                t130 = _mm_min_epu32(t128, t129);
                t131 = t130;
                t132 = _mm256_cvtepi32_pd(t131);
                t133 = _mm256_mul_pd(t132, _mm256_set1_pd(0.113));
                t134 = _mm256_sub_pd(t133, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t110, t134);
                t135 = _mm_add_epi32(t4, _mm_set1_epi32((int)2));
                t136 = t135;
                t137 = _mm_sub_epi32(t136, _mm_set1_epi32((int)7));
                t138 = _mm_min_epu32(t136, t137);
                t139 = t138;
                t140 = _mm256_cvtepi32_pd(t139);
                t141 = _mm256_mul_pd(t140, _mm256_set1_pd(0.97));
                t142 = _mm256_add_pd(t141, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t110, t142);
                t143 = _mm_add_epi32(t5, _mm_set1_epi32((int)5));
                t144 = t143;
                t145 = _mm_sub_epi32(t144, _mm_set1_epi32((int)23));
                t146 = _mm_min_epu32(t144, t145);
                t147 = t146;
                t148 = _mm_sub_epi32(t147, _mm_set1_epi32((int)11));
                _mm_storeu_si128((__m128i *)(ai + t110), t148);
                t149 = _mm_add_epi32(t6, _mm_set1_epi32((int)14));
                t150 = t149;
                t151 = _mm_sub_epi32(t150, _mm_set1_epi32((int)19));
                t152 = _mm_min_epu32(t150, t151);
                t153 = t152;
                t154 = _mm_sub_epi32(t153, _mm_set1_epi32((int)9));
                _mm_storeu_si128((__m128i *)(bi + t110), t154);
                t7 += 8L;
                t155 = _mm_add_epi32(t1, _mm_set1_epi32((int)1));
                t156 = t155;
                t157 = _mm_sub_epi32(t156, _mm_set1_epi32((int)11));
                t158 = _mm_min_epu32(t156, t157);
                t159 = t158;
                t160 = _mm_add_epi32(t2, _mm_set1_epi32((int)1));
                t161 = t160;
                t162 = _mm_sub_epi32(t161, _mm_set1_epi32((int)13));
                t163 = _mm_min_epu32(t161, t162);
                t164 = t163;
                t165 = _mm_add_epi32(t3, _mm_set1_epi32((int)7));
                t166 = t165;
                t167 = _mm_sub_epi32(t166, _mm_set1_epi32((int)17));
                t168 = _mm_min_epu32(t166, t167);
                t169 = t168;
                t170 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                t171 = t170;
                t172 = _mm_sub_epi32(t171, _mm_set1_epi32((int)7));
                t173 = _mm_min_epu32(t171, t172);
                t174 = t173;
                t175 = _mm_add_epi32(t5, _mm_set1_epi32((int)10));
                t176 = t175;
                t177 = _mm_sub_epi32(t176, _mm_set1_epi32((int)23));
                t178 = _mm_min_epu32(t176, t177);
                t179 = t178;
                t180 = _mm_add_epi32(t6, _mm_set1_epi32((int)9));
                t181 = t180;
                t182 = _mm_sub_epi32(t181, _mm_set1_epi32((int)19));
                t183 = _mm_min_epu32(t181, t182);
                t184 = t183;
                if (t7 >= t64) {
                    break;
                }
                t1 = t159;
                t2 = t164;
                t3 = t169;
                t4 = t174;
                t5 = t179;
                t6 = t184;
            }
            t185 = (int)((long)0 + t64);
        } else {
            t185 = 0;
        }
        t186 = (long)nn + (long)t185 * -1L;
        t187 = (unsigned long)t20;
        t188 = (unsigned long)t21;
        t189 = (unsigned long)t20;
        t190 = (unsigned long)t23;
        t191 = (unsigned long)t20;
        t192 = (unsigned long)t24;
        t193 = (unsigned long)t20;
        t194 = (unsigned long)t25;
        t195 = (unsigned long)t20;
        t196 = (unsigned long)t26;
        t197 = (unsigned long)t21;
        t198 = (unsigned long)t23;
        t199 = (unsigned long)t21;
        t200 = (unsigned long)t24;
        t201 = (unsigned long)t21;
        t202 = (unsigned long)t25;
        t203 = (unsigned long)t21;
        t204 = (unsigned long)t26;
        t205 = (unsigned long)t23;
        t206 = (unsigned long)t24;
        t207 = (unsigned long)t23;
        t208 = (unsigned long)t25;
        t209 = (unsigned long)t23;
        t210 = (unsigned long)t26;
        t211 = (unsigned long)t24;
        t212 = (unsigned long)t25;
        t213 = (unsigned long)t24;
        t214 = (unsigned long)t26;
        t215 = (unsigned long)t25;
        t216 = (unsigned long)t26;
        t217 = (int)((unsigned int)t185 * (unsigned int)7);
        t218 = (int)((unsigned int)t185 * (unsigned int)5);
        t219 = (int)((unsigned int)t185 * (unsigned int)3);
        t220 = (int)((unsigned int)t185 * (unsigned int)11);
        t221 = (int)((unsigned int)t185 * (unsigned int)7);
        t222 = (int)((unsigned int)t185 * (unsigned int)13);
        if ((t186 >= 4L) & (((t187 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t185 * 4L))) | ((t188 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t185 * 4L)))) & (((t189 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t185 * 8L))) | ((t190 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t185 * 4L)))) & (((t191 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t185 * 8L))) | ((t192 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t185 * 4L)))) & (((t193 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t185 * 4L))) | ((t194 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t185 * 4L)))) & (((t195 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t185 * 4L))) | ((t196 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t185 * 4L)))) & (((t197 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t185 * 8L))) | ((t198 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t185 * 4L)))) & (((t199 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t185 * 8L))) | ((t200 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t185 * 4L)))) & (((t201 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t185 * 4L))) | ((t202 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t185 * 4L)))) & (((t203 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t185 * 4L))) | ((t204 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t185 * 4L)))) & (((t205 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t206 + (unsigned long)((long)t185 * 8L))) | ((t206 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t185 * 8L)))) & (((t207 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t208 + (unsigned long)((long)t185 * 4L))) | ((t208 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t207 + (unsigned long)((long)t185 * 8L)))) & (((t209 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t210 + (unsigned long)((long)t185 * 4L))) | ((t210 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t185 * 8L)))) & (((t211 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t212 + (unsigned long)((long)t185 * 4L))) | ((t212 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t211 + (unsigned long)((long)t185 * 8L)))) & (((t213 + (unsigned long)((long)t185 * 8L + 8L + (t186 - 1L) * 8L)) <= (t214 + (unsigned long)((long)t185 * 4L))) | ((t214 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t185 * 8L)))) & (((t215 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t185 * 4L))) | ((t216 + (unsigned long)((long)t185 * 4L + 4L + (t186 - 1L) * 4L)) <= (t215 + (unsigned long)((long)t185 * 4L)))) & (t217 >= 0) & (t218 >= 0) & (t219 >= 0) & (t220 >= 0) & (t221 >= 0) & (t222 >= 0)) {
            t223 = t186 & -4L;
            t224 = _mm_set1_epi32((int)(t217 % 11));
            t225 = _mm_add_epi32(t224, _mm_setr_epi32(0, 7, 3, 10));
            t226 = t225;
            t227 = _mm_sub_epi32(t226, _mm_set1_epi32((int)11));
            t228 = _mm_min_epu32(t226, t227);
            t8 = t228;
            t229 = _mm_set1_epi32((int)(t218 % 13));
            t230 = _mm_add_epi32(t229, _mm_setr_epi32(0, 5, 10, 2));
            t231 = t230;
            t232 = _mm_sub_epi32(t231, _mm_set1_epi32((int)13));
            t233 = _mm_min_epu32(t231, t232);
            t9 = t233;
            t234 = _mm_set1_epi32((int)(t219 % 17));
            t235 = _mm_add_epi32(t234, _mm_setr_epi32(0, 3, 6, 9));
            t236 = t235;
            t237 = _mm_sub_epi32(t236, _mm_set1_epi32((int)17));
            t238 = _mm_min_epu32(t236, t237);
            t10 = t238;
            t239 = _mm_set1_epi32((int)(t220 % 7));
            t240 = _mm_add_epi32(t239, _mm_setr_epi32(0, 4, 1, 5));
            t241 = t240;
            t242 = _mm_sub_epi32(t241, _mm_set1_epi32((int)7));
            t243 = _mm_min_epu32(t241, t242);
            t11 = t243;
            t244 = _mm_set1_epi32((int)(t221 % 23));
            t245 = _mm_add_epi32(t244, _mm_setr_epi32(0, 7, 14, 21));
            t246 = t245;
            t247 = _mm_sub_epi32(t246, _mm_set1_epi32((int)23));
            t248 = _mm_min_epu32(t246, t247);
            t12 = t248;
            t249 = _mm_set1_epi32((int)(t222 % 19));
            t250 = _mm_add_epi32(t249, _mm_setr_epi32(0, 13, 7, 1));
            t251 = t250;
            t252 = _mm_sub_epi32(t251, _mm_set1_epi32((int)19));
            t253 = _mm_min_epu32(t251, t252);
            t13 = t253;
            t14 = 0L;
            for (;;) {
                t254 = (long)(int)((long)t185 + t14);
                t255 = _mm_cvtepi32_ps(t8);
                t256 = _mm_mul_ps(t255, _mm_set1_ps(0.37f));
                t257 = _mm_sub_ps(t256, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t254, t257);
                t258 = _mm_cvtepi32_ps(t9);
                t259 = _mm_mul_ps(t258, _mm_set1_ps(0.21f));
                t260 = _mm_add_ps(t259, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t254, t260);
                t261 = _mm256_cvtepi32_pd(t10);
                t262 = _mm256_mul_pd(t261, _mm256_set1_pd(0.113));
                t263 = _mm256_sub_pd(t262, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t254, t263);
                t264 = _mm256_cvtepi32_pd(t11);
                t265 = _mm256_mul_pd(t264, _mm256_set1_pd(0.97));
                t266 = _mm256_add_pd(t265, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t254, t266);
                t267 = _mm_sub_epi32(t12, _mm_set1_epi32((int)11));
                _mm_storeu_si128((__m128i *)(ai + t254), t267);
                t268 = _mm_sub_epi32(t13, _mm_set1_epi32((int)9));
                _mm_storeu_si128((__m128i *)(bi + t254), t268);
                t14 += 4L;
                t269 = _mm_add_epi32(t8, _mm_set1_epi32((int)6));
                t270 = t269;
                t271 = _mm_sub_epi32(t270, _mm_set1_epi32((int)11));
                t272 = _mm_min_epu32(t270, t271);
                t273 = t272;
                t274 = _mm_add_epi32(t9, _mm_set1_epi32((int)7));
                t275 = t274;
                t276 = _mm_sub_epi32(t275, _mm_set1_epi32((int)13));
                t277 = _mm_min_epu32(t275, t276);
                t278 = t277;
                t279 = _mm_add_epi32(t10, _mm_set1_epi32((int)12));
                t280 = t279;
                t281 = _mm_sub_epi32(t280, _mm_set1_epi32((int)17));
                t282 = _mm_min_epu32(t280, t281);
                t283 = t282;
                t284 = _mm_add_epi32(t11, _mm_set1_epi32((int)2));
                t285 = t284;
                t286 = _mm_sub_epi32(t285, _mm_set1_epi32((int)7));
                t287 = _mm_min_epu32(t285, t286);
                t288 = t287;
                t289 = _mm_add_epi32(t12, _mm_set1_epi32((int)5));
                t290 = t289;
                t291 = _mm_sub_epi32(t290, _mm_set1_epi32((int)23));
                t292 = _mm_min_epu32(t290, t291);
                t293 = t292;
                t294 = _mm_add_epi32(t13, _mm_set1_epi32((int)14));
                t295 = t294;
                t296 = _mm_sub_epi32(t295, _mm_set1_epi32((int)19));
                t297 = _mm_min_epu32(t295, t296);
                t298 = t297;
                if (t14 >= t223) {
                    break;
                }
                t8 = t273;
                t9 = t278;
                t10 = t283;
                t11 = t288;
                t12 = t293;
                t13 = t298;
            }
            x = (int)((long)t185 + t223);
        } else {
            x = t185;
        }
        for (; x < nn; x++) {
            t299 = (long)x;
            t300 = x * 7;
            af[t299] = (float)(t300 % 11) * 0.37f - 1.5f;
            bf[t299] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t299] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t299] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t299] = t300 % 23 - 11;
            bi[t299] = x * 13 % 19 - 9;
        }
        (_mm256_zeroupper(), mm_f32(n, af, bf, cf));
        (_mm256_zeroupper(), mm_f64(n, ad, bd, cd));
        (_mm256_zeroupper(), mm_i32(n, ai, bi, ci));
        sf = 0.0;
        sd = 0.0;
        si = 0L;
        for (x_1 = 0; x_1 < nn; x_1++) {
            t301 = (long)x_1;
            sf += (double)(cf[t301] * (float)(x_1 % 5 + 1));
            sd += cd[t301] * (double)(x_1 % 3 + 1);
            si += (long)ci[t301] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t302 = ci[nn - 1];
        } else {
            t302 = 0;
        }
        if (nn) {
            t303 = cd[nn / 2];
        } else {
            t303 = 0.0;
        }
        if (nn) {
            t304 = cf[nn - 1];
        } else {
            t304 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t304, sd, t303, si, t302);
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
    t305 = (int)((unsigned int)0 * (unsigned int)7);
    t306 = (int)((unsigned int)0 * (unsigned int)5);
    if ((144L >= 16L) & (t305 >= 0) & (t306 >= 0)) {
        t307 = 144L & -16L;
        t308 = _mm256_set1_epi32((int)(t305 % 11));
        t309 = _mm256_add_epi32(t308, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
        t310 = t309;
        t311 = _mm256_sub_epi32(t310, _mm256_set1_epi32((int)11));
        t312 = _mm256_min_epu32(t310, t311);
        t15 = t312;
        t313 = _mm256_set1_epi32((int)(t306 % 13));
        t314 = _mm256_add_epi32(t313, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
        t315 = t314;
        t316 = _mm256_sub_epi32(t315, _mm256_set1_epi32((int)13));
        t317 = _mm256_min_epu32(t315, t316);
        t16 = t317;
        t17 = 0L;
        do {
            t318 = (long)(int)((long)0 + t17);
            t319 = _mm256_cvtepi32_ps(t15);
            t320 = _mm256_mul_ps(t319, _mm256_set1_ps(0.37f));
            t321 = _mm256_sub_ps(t320, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(&a12[t318], t321);
            t322 = _mm256_cvtepi32_ps(t16);
            t323 = _mm256_mul_ps(t322, _mm256_set1_ps(0.21f));
            t324 = _mm256_add_ps(t323, _mm256_set1_ps(0.1f));
            _mm256_storeu_ps(&b12[t318], t324);
            t325 = (long)(int)((long)0 + (t17 + 8L));
            t326 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)1));
            t327 = t326;
            t328 = _mm256_sub_epi32(t327, _mm256_set1_epi32((int)11));
            t329 = _mm256_min_epu32(t327, t328);
            t330 = t329;
            t331 = _mm256_cvtepi32_ps(t330);
            t332 = _mm256_mul_ps(t331, _mm256_set1_ps(0.37f));
            t333 = _mm256_sub_ps(t332, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(&a12[t325], t333);
            t334 = _mm256_add_epi32(t16, _mm256_set1_epi32((int)1));
            t335 = t334;
            t336 = _mm256_sub_epi32(t335, _mm256_set1_epi32((int)13));
            t337 = _mm256_min_epu32(t335, t336);
            t338 = t337;
            t339 = _mm256_cvtepi32_ps(t338);
            t340 = _mm256_mul_ps(t339, _mm256_set1_ps(0.21f));
            t341 = _mm256_add_ps(t340, _mm256_set1_ps(0.1f));
            _mm256_storeu_ps(&b12[t325], t341);
            t17 += 16L;
            t342 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)2));
            t343 = t342;
            t344 = _mm256_sub_epi32(t343, _mm256_set1_epi32((int)11));
            t345 = _mm256_min_epu32(t343, t344);
            t15 = t345;
            t346 = _mm256_add_epi32(t16, _mm256_set1_epi32((int)2));
            t347 = t346;
            t348 = _mm256_sub_epi32(t347, _mm256_set1_epi32((int)13));
            t349 = _mm256_min_epu32(t347, t348);
            t16 = t349;
        } while (t17 < t307);
        x_2 = (int)((long)0 + t307);
    } else {
        x_2 = 0;
    }
    for (; x_2 < 144; x_2++) {
        t350 = (long)x_2;
        a12[t350] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t350] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    (_mm256_zeroupper(), mm_const12(a12, b12, c12));
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
