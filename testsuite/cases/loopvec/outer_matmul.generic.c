/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    vcc_v8_float t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
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
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (t2 = 0; t2 < n; t2++) {
                t3 = vcc_load(vcc_v8_float, b + (t2 * n + j_1));
                t4 = vcc_splat(vcc_v8_float, a[i * n + t2]);
                t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * n + j_1), t1);
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

void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    double s;
    vcc_v4_double t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    vcc_v4_double t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
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
            t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            for (t2 = 0; t2 < n; t2++) {
                t3 = vcc_load(vcc_v4_double, b + (t2 * n + j_1));
                t4 = vcc_splat(vcc_v4_double, a[i * n + t2]);
                t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * n + j_1), t1);
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

void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    int s;
    vcc_v8_int t8;
    int i;
    int j;
    long t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    int t32;
    int t33;
    long t34;
    long t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    int k;
    int j_1;
    int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
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
            t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            for (t48 = 0; t48 < n; t48++) {
                t49 = vcc_load(vcc_v8_int, b + (t48 * n + j_1));
                t50 = vcc_splat(vcc_v8_int, a[i * n + t48]);
                t51 = t50 * t49;
                t8 = t8 + t51;
            }
            vcc_store(c + (i * n + j_1), t8);
        }
        for (; j < n; j++) {
            t9 = (long)n;
            if (t9 >= 16L) {
                t10 = t9 & -16L;
                t11 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                t12 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t14 = (vcc_v8_uint)t13;
                t1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t2 = 0L;
                t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    t15 = (vcc_v8_int)t1;
                    t16 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t17 = (vcc_v8_int)t16;
                    t18 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)0 + t2)));
                    t19 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)0 + (t2 + 8L))));
                    t20 = t15 * t11;
                    t21 = t17 * t11;
                    t22 = t20 + t12;
                    t23 = t21 + t12;
                    t24 = vcc_gather(vcc_v8_int, b, t22);
                    t25 = vcc_gather(vcc_v8_int, b, t23);
                    t26 = t18 * t24;
                    t27 = (vcc_v8_uint)t26;
                    t3 = t3 + t27;
                    t28 = t19 * t25;
                    t29 = (vcc_v8_uint)t28;
                    t4 = t4 + t29;
                    t2 += 16L;
                    t30 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    if (t2 >= t10) {
                        break;
                    }
                    t1 = t30;
                }
                t31 = t3 + t4;
                t32 = (int)((long)0 + t10);
                t33 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t31, +));
            } else {
                t32 = 0;
                t33 = 0;
            }
            t34 = (long)n + (long)t32 * -1L;
            if (t34 >= 8L) {
                t35 = t34 & -8L;
                t36 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                t37 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                t38 = (vcc_v8_int){t32, t32, t32, t32, t32, t32, t32, t32};
                t39 = (vcc_v8_uint)t38;
                t5 = t39 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t6 = 0L;
                t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    t40 = (vcc_v8_int)t5;
                    t41 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)t32 + t6)));
                    t42 = t40 * t36;
                    t43 = t42 + t37;
                    t44 = vcc_gather(vcc_v8_int, b, t43);
                    t45 = t41 * t44;
                    t46 = (vcc_v8_uint)t45;
                    t7 = t7 + t46;
                    t6 += 8L;
                    t47 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t6 >= t35) {
                        break;
                    }
                    t5 = t47;
                }
                k = (int)((long)t32 + t35);
                s = (int)((unsigned int)t33 + vcc_reduce(unsigned int, t7, +));
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
void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    vcc_v8_float t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
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
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (t2 = 0; t2 < 12; t2++) {
                t3 = vcc_load(vcc_v8_float, b + (t2 * 12 + j_1));
                t4 = vcc_splat(vcc_v8_float, a[i * 12 + t2]);
                t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * 12 + j_1), t1);
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

int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    vcc_v4_int t1;
    vcc_v4_int t2;
    vcc_v4_int t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    vcc_v4_int t6;
    long t7;
    vcc_v4_int t8;
    vcc_v4_int t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    vcc_v4_int t12;
    vcc_v4_int t13;
    long t14;
    double sf;
    double sd;
    long si;
    vcc_v8_int t15;
    vcc_v8_int t16;
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
    vcc_v4_int t65;
    vcc_v4_int t66;
    vcc_v4_uint t67;
    vcc_v4_uint t68;
    vcc_v4_uint t69;
    vcc_v4_int t70;
    vcc_v4_int t71;
    vcc_v4_uint t72;
    vcc_v4_uint t73;
    vcc_v4_uint t74;
    vcc_v4_int t75;
    vcc_v4_int t76;
    vcc_v4_uint t77;
    vcc_v4_uint t78;
    vcc_v4_uint t79;
    vcc_v4_int t80;
    vcc_v4_int t81;
    vcc_v4_uint t82;
    vcc_v4_uint t83;
    vcc_v4_uint t84;
    vcc_v4_int t85;
    vcc_v4_int t86;
    vcc_v4_uint t87;
    vcc_v4_uint t88;
    vcc_v4_uint t89;
    vcc_v4_int t90;
    vcc_v4_int t91;
    vcc_v4_uint t92;
    vcc_v4_uint t93;
    vcc_v4_uint t94;
    long t95;
    vcc_v4_float t96;
    vcc_v4_float t97;
    vcc_v4_float t98;
    vcc_v4_float t99;
    vcc_v4_float t100;
    vcc_v4_float t101;
    vcc_v4_double t102;
    vcc_v4_double t103;
    vcc_v4_double t104;
    vcc_v4_double t105;
    vcc_v4_double t106;
    vcc_v4_double t107;
    vcc_v4_int t108;
    vcc_v4_int t109;
    long t110;
    vcc_v4_int t111;
    vcc_v4_uint t112;
    vcc_v4_uint t113;
    vcc_v4_uint t114;
    vcc_v4_int t115;
    vcc_v4_float t116;
    vcc_v4_float t117;
    vcc_v4_float t118;
    vcc_v4_int t119;
    vcc_v4_uint t120;
    vcc_v4_uint t121;
    vcc_v4_uint t122;
    vcc_v4_int t123;
    vcc_v4_float t124;
    vcc_v4_float t125;
    vcc_v4_float t126;
    vcc_v4_int t127;
    vcc_v4_uint t128;
    vcc_v4_uint t129;
    vcc_v4_uint t130;
    vcc_v4_int t131;
    vcc_v4_double t132;
    vcc_v4_double t133;
    vcc_v4_double t134;
    vcc_v4_int t135;
    vcc_v4_uint t136;
    vcc_v4_uint t137;
    vcc_v4_uint t138;
    vcc_v4_int t139;
    vcc_v4_double t140;
    vcc_v4_double t141;
    vcc_v4_double t142;
    vcc_v4_int t143;
    vcc_v4_uint t144;
    vcc_v4_uint t145;
    vcc_v4_uint t146;
    vcc_v4_int t147;
    vcc_v4_int t148;
    vcc_v4_int t149;
    vcc_v4_uint t150;
    vcc_v4_uint t151;
    vcc_v4_uint t152;
    vcc_v4_int t153;
    vcc_v4_int t154;
    vcc_v4_int t155;
    vcc_v4_uint t156;
    vcc_v4_uint t157;
    vcc_v4_uint t158;
    vcc_v4_int t159;
    vcc_v4_int t160;
    vcc_v4_uint t161;
    vcc_v4_uint t162;
    vcc_v4_uint t163;
    vcc_v4_int t164;
    vcc_v4_int t165;
    vcc_v4_uint t166;
    vcc_v4_uint t167;
    vcc_v4_uint t168;
    vcc_v4_int t169;
    vcc_v4_int t170;
    vcc_v4_uint t171;
    vcc_v4_uint t172;
    vcc_v4_uint t173;
    vcc_v4_int t174;
    vcc_v4_int t175;
    vcc_v4_uint t176;
    vcc_v4_uint t177;
    vcc_v4_uint t178;
    vcc_v4_int t179;
    vcc_v4_int t180;
    vcc_v4_uint t181;
    vcc_v4_uint t182;
    vcc_v4_uint t183;
    vcc_v4_int t184;
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
    vcc_v4_int t224;
    vcc_v4_int t225;
    vcc_v4_uint t226;
    vcc_v4_uint t227;
    vcc_v4_uint t228;
    vcc_v4_int t229;
    vcc_v4_int t230;
    vcc_v4_uint t231;
    vcc_v4_uint t232;
    vcc_v4_uint t233;
    vcc_v4_int t234;
    vcc_v4_int t235;
    vcc_v4_uint t236;
    vcc_v4_uint t237;
    vcc_v4_uint t238;
    vcc_v4_int t239;
    vcc_v4_int t240;
    vcc_v4_uint t241;
    vcc_v4_uint t242;
    vcc_v4_uint t243;
    vcc_v4_int t244;
    vcc_v4_int t245;
    vcc_v4_uint t246;
    vcc_v4_uint t247;
    vcc_v4_uint t248;
    vcc_v4_int t249;
    vcc_v4_int t250;
    vcc_v4_uint t251;
    vcc_v4_uint t252;
    vcc_v4_uint t253;
    long t254;
    vcc_v4_float t255;
    vcc_v4_float t256;
    vcc_v4_float t257;
    vcc_v4_float t258;
    vcc_v4_float t259;
    vcc_v4_float t260;
    vcc_v4_double t261;
    vcc_v4_double t262;
    vcc_v4_double t263;
    vcc_v4_double t264;
    vcc_v4_double t265;
    vcc_v4_double t266;
    vcc_v4_int t267;
    vcc_v4_int t268;
    vcc_v4_int t269;
    vcc_v4_uint t270;
    vcc_v4_uint t271;
    vcc_v4_uint t272;
    vcc_v4_int t273;
    vcc_v4_int t274;
    vcc_v4_uint t275;
    vcc_v4_uint t276;
    vcc_v4_uint t277;
    vcc_v4_int t278;
    vcc_v4_int t279;
    vcc_v4_uint t280;
    vcc_v4_uint t281;
    vcc_v4_uint t282;
    vcc_v4_int t283;
    vcc_v4_int t284;
    vcc_v4_uint t285;
    vcc_v4_uint t286;
    vcc_v4_uint t287;
    vcc_v4_int t288;
    vcc_v4_int t289;
    vcc_v4_uint t290;
    vcc_v4_uint t291;
    vcc_v4_uint t292;
    vcc_v4_int t293;
    vcc_v4_int t294;
    vcc_v4_uint t295;
    vcc_v4_uint t296;
    vcc_v4_uint t297;
    vcc_v4_int t298;
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
    vcc_v8_int t308;
    vcc_v8_int t309;
    vcc_v8_uint t310;
    vcc_v8_uint t311;
    vcc_v8_uint t312;
    vcc_v8_int t313;
    vcc_v8_int t314;
    vcc_v8_uint t315;
    vcc_v8_uint t316;
    vcc_v8_uint t317;
    long t318;
    vcc_v8_float t319;
    vcc_v8_float t320;
    vcc_v8_float t321;
    vcc_v8_float t322;
    vcc_v8_float t323;
    vcc_v8_float t324;
    long t325;
    vcc_v8_int t326;
    vcc_v8_uint t327;
    vcc_v8_uint t328;
    vcc_v8_uint t329;
    vcc_v8_int t330;
    vcc_v8_float t331;
    vcc_v8_float t332;
    vcc_v8_float t333;
    vcc_v8_int t334;
    vcc_v8_uint t335;
    vcc_v8_uint t336;
    vcc_v8_uint t337;
    vcc_v8_int t338;
    vcc_v8_float t339;
    vcc_v8_float t340;
    vcc_v8_float t341;
    vcc_v8_int t342;
    vcc_v8_uint t343;
    vcc_v8_uint t344;
    vcc_v8_uint t345;
    vcc_v8_int t346;
    vcc_v8_uint t347;
    vcc_v8_uint t348;
    vcc_v8_uint t349;
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
            t65 = vcc_splat(vcc_v4_int, t58 % 11);
            t66 = t65 + (vcc_v4_int){0, 7, 3, 10};
            t67 = (vcc_v4_uint)t66;
            t68 = t67 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            t69 = vcc_min(vcc_v4_int, t67, t68);
            t1 = (vcc_v4_int)t69;
            t70 = vcc_splat(vcc_v4_int, t59 % 13);
            t71 = t70 + (vcc_v4_int){0, 5, 10, 2};
            t72 = (vcc_v4_uint)t71;
            t73 = t72 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            t74 = vcc_min(vcc_v4_int, t72, t73);
            t2 = (vcc_v4_int)t74;
            t75 = vcc_splat(vcc_v4_int, t60 % 17);
            t76 = t75 + (vcc_v4_int){0, 3, 6, 9};
            t77 = (vcc_v4_uint)t76;
            t78 = t77 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            t79 = vcc_min(vcc_v4_int, t77, t78);
            t3 = (vcc_v4_int)t79;
            t80 = vcc_splat(vcc_v4_int, t61 % 7);
            t81 = t80 + (vcc_v4_int){0, 4, 1, 5};
            t82 = (vcc_v4_uint)t81;
            t83 = t82 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            t84 = vcc_min(vcc_v4_int, t82, t83);
            t4 = (vcc_v4_int)t84;
            t85 = vcc_splat(vcc_v4_int, t62 % 23);
            t86 = t85 + (vcc_v4_int){0, 7, 14, 21};
            t87 = (vcc_v4_uint)t86;
            t88 = t87 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            t89 = vcc_min(vcc_v4_int, t87, t88);
            t5 = (vcc_v4_int)t89;
            t90 = vcc_splat(vcc_v4_int, t63 % 19);
            t91 = t90 + (vcc_v4_int){0, 13, 7, 1};
            t92 = (vcc_v4_uint)t91;
            t93 = t92 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            t94 = vcc_min(vcc_v4_int, t92, t93);
            t6 = (vcc_v4_int)t94;
            t7 = 0L;
            for (;;) {
                t95 = (long)(int)((long)0 + t7);
                t96 = __builtin_convertvector(t1, vcc_v4_float);
                t97 = t96 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                t98 = t97 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t95, t98);
                t99 = __builtin_convertvector(t2, vcc_v4_float);
                t100 = t99 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                t101 = t100 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t95, t101);
                t102 = __builtin_convertvector(t3, vcc_v4_double);
                t103 = t102 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                t104 = t103 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t95, t104);
                t105 = __builtin_convertvector(t4, vcc_v4_double);
                t106 = t105 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                t107 = t106 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t95, t107);
                t108 = t5 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t95, t108);
                t109 = t6 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t95, t109);
                t110 = (long)(int)((long)0 + (t7 + 4L));
                t111 = t1 + (vcc_v4_int){6, 6, 6, 6};
                t112 = (vcc_v4_uint)t111;
                t113 = t112 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t114 = vcc_min(vcc_v4_int, t112, t113);
                t115 = (vcc_v4_int)t114;
                t116 = __builtin_convertvector(t115, vcc_v4_float);
                t117 = t116 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                t118 = t117 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t110, t118);
                t119 = t2 + (vcc_v4_int){7, 7, 7, 7};
                t120 = (vcc_v4_uint)t119;
                t121 = t120 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                t122 = vcc_min(vcc_v4_int, t120, t121);
                t123 = (vcc_v4_int)t122;
                t124 = __builtin_convertvector(t123, vcc_v4_float);
                t125 = t124 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                t126 = t125 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t110, t126);
                t127 = t3 + (vcc_v4_int){12, 12, 12, 12};
                t128 = (vcc_v4_uint)t127;
                t129 = t128 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                t130 = vcc_min(vcc_v4_int, t128, t129);
                t131 = (vcc_v4_int)t130;
                t132 = __builtin_convertvector(t131, vcc_v4_double);
                t133 = t132 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                t134 = t133 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t110, t134);
                t135 = t4 + (vcc_v4_int){2, 2, 2, 2};
                t136 = (vcc_v4_uint)t135;
                t137 = t136 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                t138 = vcc_min(vcc_v4_int, t136, t137);
                t139 = (vcc_v4_int)t138;
                t140 = __builtin_convertvector(t139, vcc_v4_double);
                t141 = t140 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                t142 = t141 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t110, t142);
                t143 = t5 + (vcc_v4_int){5, 5, 5, 5};
                t144 = (vcc_v4_uint)t143;
                t145 = t144 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                t146 = vcc_min(vcc_v4_int, t144, t145);
                t147 = (vcc_v4_int)t146;
                t148 = t147 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t110, t148);
                t149 = t6 + (vcc_v4_int){14, 14, 14, 14};
                t150 = (vcc_v4_uint)t149;
                t151 = t150 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                t152 = vcc_min(vcc_v4_int, t150, t151);
                t153 = (vcc_v4_int)t152;
                t154 = t153 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t110, t154);
                t7 += 8L;
                t155 = t1 + (vcc_v4_int){1, 1, 1, 1};
                t156 = (vcc_v4_uint)t155;
                t157 = t156 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t158 = vcc_min(vcc_v4_int, t156, t157);
                t159 = (vcc_v4_int)t158;
                t160 = t2 + (vcc_v4_int){1, 1, 1, 1};
                t161 = (vcc_v4_uint)t160;
                t162 = t161 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                t163 = vcc_min(vcc_v4_int, t161, t162);
                t164 = (vcc_v4_int)t163;
                t165 = t3 + (vcc_v4_int){7, 7, 7, 7};
                t166 = (vcc_v4_uint)t165;
                t167 = t166 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                t168 = vcc_min(vcc_v4_int, t166, t167);
                t169 = (vcc_v4_int)t168;
                t170 = t4 + (vcc_v4_int){4, 4, 4, 4};
                t171 = (vcc_v4_uint)t170;
                t172 = t171 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                t173 = vcc_min(vcc_v4_int, t171, t172);
                t174 = (vcc_v4_int)t173;
                t175 = t5 + (vcc_v4_int){10, 10, 10, 10};
                t176 = (vcc_v4_uint)t175;
                t177 = t176 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                t178 = vcc_min(vcc_v4_int, t176, t177);
                t179 = (vcc_v4_int)t178;
                t180 = t6 + (vcc_v4_int){9, 9, 9, 9};
                t181 = (vcc_v4_uint)t180;
                t182 = t181 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                t183 = vcc_min(vcc_v4_int, t181, t182);
                t184 = (vcc_v4_int)t183;
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
            t224 = vcc_splat(vcc_v4_int, t217 % 11);
            t225 = t224 + (vcc_v4_int){0, 7, 3, 10};
            t226 = (vcc_v4_uint)t225;
            t227 = t226 - (vcc_v4_uint){11U, 11U, 11U, 11U};
            t228 = vcc_min(vcc_v4_int, t226, t227);
            t8 = (vcc_v4_int)t228;
            t229 = vcc_splat(vcc_v4_int, t218 % 13);
            t230 = t229 + (vcc_v4_int){0, 5, 10, 2};
            t231 = (vcc_v4_uint)t230;
            t232 = t231 - (vcc_v4_uint){13U, 13U, 13U, 13U};
            t233 = vcc_min(vcc_v4_int, t231, t232);
            t9 = (vcc_v4_int)t233;
            t234 = vcc_splat(vcc_v4_int, t219 % 17);
            t235 = t234 + (vcc_v4_int){0, 3, 6, 9};
            t236 = (vcc_v4_uint)t235;
            t237 = t236 - (vcc_v4_uint){17U, 17U, 17U, 17U};
            t238 = vcc_min(vcc_v4_int, t236, t237);
            t10 = (vcc_v4_int)t238;
            t239 = vcc_splat(vcc_v4_int, t220 % 7);
            t240 = t239 + (vcc_v4_int){0, 4, 1, 5};
            t241 = (vcc_v4_uint)t240;
            t242 = t241 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            t243 = vcc_min(vcc_v4_int, t241, t242);
            t11 = (vcc_v4_int)t243;
            t244 = vcc_splat(vcc_v4_int, t221 % 23);
            t245 = t244 + (vcc_v4_int){0, 7, 14, 21};
            t246 = (vcc_v4_uint)t245;
            t247 = t246 - (vcc_v4_uint){23U, 23U, 23U, 23U};
            t248 = vcc_min(vcc_v4_int, t246, t247);
            t12 = (vcc_v4_int)t248;
            t249 = vcc_splat(vcc_v4_int, t222 % 19);
            t250 = t249 + (vcc_v4_int){0, 13, 7, 1};
            t251 = (vcc_v4_uint)t250;
            t252 = t251 - (vcc_v4_uint){19U, 19U, 19U, 19U};
            t253 = vcc_min(vcc_v4_int, t251, t252);
            t13 = (vcc_v4_int)t253;
            t14 = 0L;
            for (;;) {
                t254 = (long)(int)((long)t185 + t14);
                t255 = __builtin_convertvector(t8, vcc_v4_float);
                t256 = t255 * (vcc_v4_float){0.37f, 0.37f, 0.37f, 0.37f};
                t257 = t256 - (vcc_v4_float){1.5f, 1.5f, 1.5f, 1.5f};
                vcc_store(af + t254, t257);
                t258 = __builtin_convertvector(t9, vcc_v4_float);
                t259 = t258 * (vcc_v4_float){0.21f, 0.21f, 0.21f, 0.21f};
                t260 = t259 + (vcc_v4_float){0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(bf + t254, t260);
                t261 = __builtin_convertvector(t10, vcc_v4_double);
                t262 = t261 * (vcc_v4_double){0.113, 0.113, 0.113, 0.113};
                t263 = t262 - (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(ad + t254, t263);
                t264 = __builtin_convertvector(t11, vcc_v4_double);
                t265 = t264 * (vcc_v4_double){0.97, 0.97, 0.97, 0.97};
                t266 = t265 + (vcc_v4_double){0.3, 0.3, 0.3, 0.3};
                vcc_store(bd + t254, t266);
                t267 = t12 - (vcc_v4_int){11, 11, 11, 11};
                vcc_store(ai + t254, t267);
                t268 = t13 - (vcc_v4_int){9, 9, 9, 9};
                vcc_store(bi + t254, t268);
                t14 += 4L;
                t269 = t8 + (vcc_v4_int){6, 6, 6, 6};
                t270 = (vcc_v4_uint)t269;
                t271 = t270 - (vcc_v4_uint){11U, 11U, 11U, 11U};
                t272 = vcc_min(vcc_v4_int, t270, t271);
                t273 = (vcc_v4_int)t272;
                t274 = t9 + (vcc_v4_int){7, 7, 7, 7};
                t275 = (vcc_v4_uint)t274;
                t276 = t275 - (vcc_v4_uint){13U, 13U, 13U, 13U};
                t277 = vcc_min(vcc_v4_int, t275, t276);
                t278 = (vcc_v4_int)t277;
                t279 = t10 + (vcc_v4_int){12, 12, 12, 12};
                t280 = (vcc_v4_uint)t279;
                t281 = t280 - (vcc_v4_uint){17U, 17U, 17U, 17U};
                t282 = vcc_min(vcc_v4_int, t280, t281);
                t283 = (vcc_v4_int)t282;
                t284 = t11 + (vcc_v4_int){2, 2, 2, 2};
                t285 = (vcc_v4_uint)t284;
                t286 = t285 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                t287 = vcc_min(vcc_v4_int, t285, t286);
                t288 = (vcc_v4_int)t287;
                t289 = t12 + (vcc_v4_int){5, 5, 5, 5};
                t290 = (vcc_v4_uint)t289;
                t291 = t290 - (vcc_v4_uint){23U, 23U, 23U, 23U};
                t292 = vcc_min(vcc_v4_int, t290, t291);
                t293 = (vcc_v4_int)t292;
                t294 = t13 + (vcc_v4_int){14, 14, 14, 14};
                t295 = (vcc_v4_uint)t294;
                t296 = t295 - (vcc_v4_uint){19U, 19U, 19U, 19U};
                t297 = vcc_min(vcc_v4_int, t295, t296);
                t298 = (vcc_v4_int)t297;
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
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
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
        t308 = vcc_splat(vcc_v8_int, t305 % 11);
        t309 = t308 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
        t310 = (vcc_v8_uint)t309;
        t311 = t310 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        t312 = vcc_min(vcc_v8_int, t310, t311);
        t15 = (vcc_v8_int)t312;
        t313 = vcc_splat(vcc_v8_int, t306 % 13);
        t314 = t313 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
        t315 = (vcc_v8_uint)t314;
        t316 = t315 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        t317 = vcc_min(vcc_v8_int, t315, t316);
        t16 = (vcc_v8_int)t317;
        t17 = 0L;
        do {
            t318 = (long)(int)((long)0 + t17);
            t319 = __builtin_convertvector(t15, vcc_v8_float);
            t320 = t319 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
            t321 = t320 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(&a12[t318], t321);
            t322 = __builtin_convertvector(t16, vcc_v8_float);
            t323 = t322 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
            t324 = t323 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_store(&b12[t318], t324);
            t325 = (long)(int)((long)0 + (t17 + 8L));
            t326 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t327 = (vcc_v8_uint)t326;
            t328 = t327 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t329 = vcc_min(vcc_v8_int, t327, t328);
            t330 = (vcc_v8_int)t329;
            t331 = __builtin_convertvector(t330, vcc_v8_float);
            t332 = t331 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
            t333 = t332 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(&a12[t325], t333);
            t334 = t16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t335 = (vcc_v8_uint)t334;
            t336 = t335 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t337 = vcc_min(vcc_v8_int, t335, t336);
            t338 = (vcc_v8_int)t337;
            t339 = __builtin_convertvector(t338, vcc_v8_float);
            t340 = t339 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
            t341 = t340 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_store(&b12[t325], t341);
            t17 += 16L;
            t342 = t15 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t343 = (vcc_v8_uint)t342;
            t344 = t343 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t345 = vcc_min(vcc_v8_int, t343, t344);
            t15 = (vcc_v8_int)t345;
            t346 = t16 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t347 = (vcc_v8_uint)t346;
            t348 = t347 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t349 = vcc_min(vcc_v8_int, t347, t348);
            t16 = (vcc_v8_int)t349;
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
    mm_const12(a12, b12, c12);
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
