/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* Outer loops under `#pragma omp simd` (or `#pragma simd vec-function`, the seed's spelling):
   vectorized across the outer index with the inner loops as the function-level vectorizer makes
   them. A triangular inner loop (trip count i + 1, per
   lane) and an inner while loop with a data-dependent exit become divergent loops: they run
   while any lane is active, lanes masked off as they finish. A 2-D stencil (5 taps down the
   columns: the taps loop is strided for the loop vectorizer, consecutive across columns) is
   vectorized across the columns without a pragma. Sizes around VF = 8; exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 3 */

void prefix_dot(int n, const float *a, const float *b, float *out) {
    float s;
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    int i;
    int k;
    int i_1;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    int t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        t5 = 0;
        t4 = (vcc_v8_float){0};
        for (;;) {
            t6 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
            t7 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
            t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t9 = (vcc_m8)(t6 <= t8);
            t10 = t1 & t9;
            t11 = vcc_any(t10);
            if (t11) {
                t12 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL), t10);
                t13 = vcc_splat(vcc_v8_float, a[t5]);
                t14 = t13 * t12;
                t3 = t2 + t14;
            } else {
                t3 = (vcc_v8_float){0};
            }
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t4);
            if (!t11) {
                vcc_store(out + i_1, t4);
                break;
            }
            t1 = t10;
            t5++;
            t2 = t3;
        }
    }
    for (; i < n; i++) {
        s = 0.0f;
        for (k = 0; k <= i; k++) {
            s += a[k] * b[i - k];
        }
        out[i] = s;
    }
}

void halvings(int n, const float *v, int *count, float *rest) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_int t4;
    int i;
    long t5;
    float x;
    int c;
    int i_1;
    long t6;
    int t7;
    vcc_v8_float t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_int t16;
    i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        t6 = (long)i_1;
        t2 = vcc_load(vcc_v8_float, v + t6);
        t7 = 0;
        t3 = (vcc_v8_float){0};
        t4 = (vcc_v8_int){0};
        for (;;) {
            t8 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t9 = (vcc_m8)(t2 > t8);
            t10 = t1 & t9;
            t11 = vcc_splat(vcc_v8_int, (t7 < 40) != 0);
            t12 = (vcc_m8)(t11 != (vcc_v8_int){0});
            t13 = t10 & t12;
            t14 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t15 = t2 * t14;
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t3);
            t16 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t16, t4);
            if (!vcc_any(t13)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        vcc_store(count + t6, t4);
        vcc_store(rest + t6, t3);
    }
    for (; i < n; i++) {
        t5 = (long)i;
        c = 0;
        for (x = v[t5]; x > 1.0f; x *= 0.5f, c++) {
            if ((c < 40) == 0) {
                break;
            }
        }
        count[t5] = c;
        rest[t5] = x;
    }
}

void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    float s;
    vcc_v8_float t1;
    int r;
    int j;
    int t;
    int j_1;
    int t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    for (r = 2; (r + 2) < rows; r++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (t2 = 0; t2 < 5; t2++) {
                t3 = vcc_load(vcc_v8_float, in + ((r + t2 - 2) * cols + j_1));
                t4 = vcc_splat(vcc_v8_float, w[t2]);
                t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(out + (r * cols + j_1), t1);
        }
        for (; j < cols; j++) {
            s = 0.0f;
            for (t = 0; t < 5; t++) {
                s += w[t] * in[(r + t - 2) * cols + j];
            }
            out[r * cols + j] = s;
        }
    }
}

int main(void) {
    int sizes[9];
    float w[5];
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    long t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    long t8;
    int i;
    double s;
    long c;
    vcc_v8_int t9;
    long t10;
    vcc_v8_int t11;
    long t12;
    double sb;
    unsigned int t;
    int n;
    unsigned long t13;
    void *t14;
    float *a;
    void *t15;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t16;
    unsigned long t17;
    unsigned long t18;
    int t19;
    int t20;
    long t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    long t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    long t46;
    vcc_v8_int t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_int t55;
    vcc_v8_uint t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_int t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_int t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_int t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_int t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_uint t78;
    vcc_v8_int t79;
    vcc_v8_int t80;
    vcc_v8_uint t81;
    vcc_v8_uint t82;
    vcc_v8_uint t83;
    vcc_v8_int t84;
    int t85;
    long t86;
    unsigned long t87;
    unsigned long t88;
    int t89;
    int t90;
    long t91;
    vcc_v8_int t92;
    vcc_v8_int t93;
    vcc_v8_uint t94;
    vcc_v8_uint t95;
    vcc_v8_uint t96;
    vcc_v8_int t97;
    vcc_v8_int t98;
    vcc_v8_uint t99;
    vcc_v8_uint t100;
    vcc_v8_uint t101;
    vcc_v8_int t102;
    vcc_v8_int t103;
    vcc_v8_uint t104;
    vcc_v8_uint t105;
    vcc_v8_uint t106;
    long t107;
    vcc_v8_float t108;
    vcc_v8_float t109;
    vcc_v8_float t110;
    vcc_v8_float t111;
    vcc_v8_float t112;
    vcc_v8_float t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_int t116;
    vcc_v8_uint t117;
    vcc_v8_uint t118;
    vcc_v8_uint t119;
    vcc_v8_int t120;
    vcc_v8_int t121;
    vcc_v8_uint t122;
    vcc_v8_uint t123;
    vcc_v8_uint t124;
    vcc_v8_int t125;
    vcc_v8_int t126;
    vcc_v8_uint t127;
    vcc_v8_uint t128;
    vcc_v8_uint t129;
    vcc_v8_int t130;
    int i_1;
    long t131;
    const float *t132;
    long t133;
    int rows;
    int t134;
    float *in;
    float *bl;
    long t135;
    int t136;
    long t137;
    vcc_v8_int t138;
    vcc_v8_int t139;
    vcc_v8_uint t140;
    vcc_v8_uint t141;
    vcc_v8_uint t142;
    vcc_v8_float t143;
    vcc_v8_float t144;
    vcc_v8_int t145;
    vcc_v8_uint t146;
    vcc_v8_uint t147;
    vcc_v8_uint t148;
    vcc_v8_int t149;
    vcc_v8_float t150;
    vcc_v8_float t151;
    vcc_v8_int t152;
    vcc_v8_uint t153;
    vcc_v8_uint t154;
    vcc_v8_uint t155;
    vcc_v8_int t156;
    vcc_v8_float t157;
    vcc_v8_float t158;
    vcc_v8_int t159;
    vcc_v8_uint t160;
    vcc_v8_uint t161;
    vcc_v8_uint t162;
    vcc_v8_int t163;
    vcc_v8_float t164;
    vcc_v8_float t165;
    vcc_v8_int t166;
    vcc_v8_uint t167;
    vcc_v8_uint t168;
    vcc_v8_uint t169;
    vcc_v8_int t170;
    int t171;
    long t172;
    int t173;
    long t174;
    vcc_v8_int t175;
    vcc_v8_int t176;
    vcc_v8_uint t177;
    vcc_v8_uint t178;
    vcc_v8_uint t179;
    vcc_v8_float t180;
    vcc_v8_float t181;
    vcc_v8_int t182;
    vcc_v8_uint t183;
    vcc_v8_uint t184;
    vcc_v8_uint t185;
    vcc_v8_int t186;
    int x;
    int x_1;
    float t187;
    double t188;
    float t189;
    double t190;
    float t191;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 2;
    sizes[3] = 7;
    sizes[4] = 8;
    sizes[5] = 9;
    sizes[6] = 16;
    sizes[7] = 23;
    sizes[8] = 101;
    for (t = 0U; (unsigned long)t < 9UL; t++) {
        n = sizes[t];
        t13 = (unsigned long)n * 4UL + 1UL;
        t14 = malloc(t13);
        a = (float *)t14;
        t15 = malloc(t13);
        b = (float *)t15;
        out = (float *)malloc(t13);
        rest = (float *)malloc(t13);
        count = (int *)malloc(t13);
        t16 = (long)n;
        t17 = (unsigned long)t14;
        t18 = (unsigned long)t15;
        t19 = (int)((unsigned int)0 * (unsigned int)7);
        t20 = (int)((unsigned int)0 * (unsigned int)3);
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)0L))) & (t19 >= 0) & (t20 >= 0) & (0 >= 0)) {
            t21 = t16 & -16L;
            t22 = vcc_splat(vcc_v8_int, t19 % 11);
            t23 = t22 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            t24 = (vcc_v8_uint)t23;
            t25 = t24 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t26 = vcc_min(vcc_v8_int, t24, t25);
            t1 = (vcc_v8_int)t26;
            t27 = vcc_splat(vcc_v8_int, t20 % 5);
            t28 = t27 + (vcc_v8_int){0, 3, 1, 4, 2, 0, 3, 1};
            t29 = (vcc_v8_uint)t28;
            t30 = t29 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t31 = vcc_min(vcc_v8_int, t29, t30);
            t2 = (vcc_v8_int)t31;
            t32 = vcc_splat(vcc_v8_int, 0 % 4);
            t33 = t32 + (vcc_v8_int){0, 1, 2, 3, 0, 1, 2, 3};
            t34 = (vcc_v8_uint)t33;
            t35 = t34 - (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
            t36 = vcc_min(vcc_v8_int, t34, t35);
            t3 = (vcc_v8_int)t36;
            t4 = 0L;
            for (;;) {
                t37 = (long)(int)((long)0 + t4);
                t38 = __builtin_convertvector(t1, vcc_v8_float);
                t39 = t38 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t40 = t39 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t37, t40);
                t41 = __builtin_convertvector(t2, vcc_v8_float);
                t42 = t41 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t43 = __builtin_convertvector(t3, vcc_v8_float);
                t44 = t43 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                t45 = t42 + t44;
                vcc_store(b + t37, t45);
                t46 = (long)(int)((long)0 + (t4 + 8L));
                t47 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t48 = (vcc_v8_uint)t47;
                t49 = t48 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t50 = vcc_min(vcc_v8_int, t48, t49);
                t51 = (vcc_v8_int)t50;
                t52 = __builtin_convertvector(t51, vcc_v8_float);
                t53 = t52 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t54 = t53 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t46, t54);
                t55 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t56 = (vcc_v8_uint)t55;
                t57 = t56 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
                t58 = vcc_min(vcc_v8_int, t56, t57);
                t59 = (vcc_v8_int)t58;
                t60 = __builtin_convertvector(t59, vcc_v8_float);
                t61 = t60 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t62 = t3 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t63 = (vcc_v8_uint)t62;
                t64 = t63 - (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
                t65 = vcc_min(vcc_v8_int, t63, t64);
                t66 = (vcc_v8_int)t65;
                t67 = __builtin_convertvector(t66, vcc_v8_float);
                t68 = t67 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                t69 = t61 + t68;
                vcc_store(b + t46, t69);
                t4 += 16L;
                t70 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                t71 = (vcc_v8_uint)t70;
                t72 = t71 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t73 = vcc_min(vcc_v8_int, t71, t72);
                t74 = (vcc_v8_int)t73;
                t75 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t76 = (vcc_v8_uint)t75;
                t77 = t76 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
                t78 = vcc_min(vcc_v8_int, t76, t77);
                t79 = (vcc_v8_int)t78;
                t80 = t3 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t81 = (vcc_v8_uint)t80;
                t82 = t81 - (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
                t83 = vcc_min(vcc_v8_int, t81, t82);
                t84 = (vcc_v8_int)t83;
                if (t4 >= t21) {
                    break;
                }
                t1 = t74;
                t2 = t79;
                t3 = t84;
            }
            t85 = (int)((long)0 + t21);
        } else {
            t85 = 0;
        }
        t86 = (long)n + (long)t85 * -1L;
        t87 = (unsigned long)t14;
        t88 = (unsigned long)t15;
        t89 = (int)((unsigned int)t85 * (unsigned int)7);
        t90 = (int)((unsigned int)t85 * (unsigned int)3);
        if ((t86 >= 8L) & (((t87 + (unsigned long)((long)t85 * 4L + 4L + (t86 - 1L) * 4L)) <= (t88 + (unsigned long)((long)t85 * 4L))) | ((t88 + (unsigned long)((long)t85 * 4L + 4L + (t86 - 1L) * 4L)) <= (t87 + (unsigned long)((long)t85 * 4L)))) & (t89 >= 0) & (t90 >= 0) & (t85 >= 0)) {
            t91 = t86 & -8L;
            t92 = vcc_splat(vcc_v8_int, t89 % 11);
            t93 = t92 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            t94 = (vcc_v8_uint)t93;
            t95 = t94 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t96 = vcc_min(vcc_v8_int, t94, t95);
            t5 = (vcc_v8_int)t96;
            t97 = vcc_splat(vcc_v8_int, t90 % 5);
            t98 = t97 + (vcc_v8_int){0, 3, 1, 4, 2, 0, 3, 1};
            t99 = (vcc_v8_uint)t98;
            t100 = t99 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t101 = vcc_min(vcc_v8_int, t99, t100);
            t6 = (vcc_v8_int)t101;
            t102 = vcc_splat(vcc_v8_int, t85 % 4);
            t103 = t102 + (vcc_v8_int){0, 1, 2, 3, 0, 1, 2, 3};
            t104 = (vcc_v8_uint)t103;
            t105 = t104 - (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
            t106 = vcc_min(vcc_v8_int, t104, t105);
            t7 = (vcc_v8_int)t106;
            t8 = 0L;
            for (;;) {
                t107 = (long)(int)((long)t85 + t8);
                t108 = __builtin_convertvector(t5, vcc_v8_float);
                t109 = t108 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t110 = t109 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t107, t110);
                t111 = __builtin_convertvector(t6, vcc_v8_float);
                t112 = t111 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t113 = __builtin_convertvector(t7, vcc_v8_float);
                t114 = t113 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                t115 = t112 + t114;
                vcc_store(b + t107, t115);
                t8 += 8L;
                t116 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t117 = (vcc_v8_uint)t116;
                t118 = t117 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t119 = vcc_min(vcc_v8_int, t117, t118);
                t120 = (vcc_v8_int)t119;
                t121 = t6 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t122 = (vcc_v8_uint)t121;
                t123 = t122 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
                t124 = vcc_min(vcc_v8_int, t122, t123);
                t125 = (vcc_v8_int)t124;
                t126 = t7 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t127 = (vcc_v8_uint)t126;
                t128 = t127 - (vcc_v8_uint){4U, 4U, 4U, 4U, 4U, 4U, 4U, 4U};
                t129 = vcc_min(vcc_v8_int, t127, t128);
                t130 = (vcc_v8_int)t129;
                if (t8 >= t91) {
                    break;
                }
                t5 = t120;
                t6 = t125;
                t7 = t130;
            }
            i_1 = (int)((long)t85 + t91);
        } else {
            i_1 = t85;
        }
        for (; i_1 < n; i_1++) {
            t131 = (long)i_1;
            a[t131] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t131] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t132 = b;
        prefix_dot(n, a, t132, out);
        halvings(n, t132, count, rest);
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t133 = (long)i;
            i++;
            s += (double)(out[t133] * (float)i + rest[t133]);
            c += (long)(count[t133] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t134 = rows * n;
        in = (float *)malloc((unsigned long)t134 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t134 + 1), 4UL);
        t135 = (long)t134;
        t136 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t135 >= 32L) & (t136 >= 0)) {
            t137 = t135 & -32L;
            t138 = vcc_splat(vcc_v8_int, t136 % 29);
            t139 = t138 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            t140 = (vcc_v8_uint)t139;
            t141 = t140 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
            t142 = vcc_min(vcc_v8_int, t140, t141);
            t9 = (vcc_v8_int)t142;
            t10 = 0L;
            for (;;) {
                t143 = __builtin_convertvector(t9, vcc_v8_float);
                t144 = t143 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + t10), t144);
                t145 = t9 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                t146 = (vcc_v8_uint)t145;
                t147 = t146 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t148 = vcc_min(vcc_v8_int, t146, t147);
                t149 = (vcc_v8_int)t148;
                t150 = __builtin_convertvector(t149, vcc_v8_float);
                t151 = t150 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + (t10 + 8L)), t151);
                t152 = t9 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                t153 = (vcc_v8_uint)t152;
                t154 = t153 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t155 = vcc_min(vcc_v8_int, t153, t154);
                t156 = (vcc_v8_int)t155;
                t157 = __builtin_convertvector(t156, vcc_v8_float);
                t158 = t157 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + (t10 + 16L)), t158);
                t159 = t9 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
                t160 = (vcc_v8_uint)t159;
                t161 = t160 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t162 = vcc_min(vcc_v8_int, t160, t161);
                t163 = (vcc_v8_int)t162;
                t164 = __builtin_convertvector(t163, vcc_v8_float);
                t165 = t164 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + (t10 + 24L)), t165);
                t10 += 32L;
                t166 = t9 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                t167 = (vcc_v8_uint)t166;
                t168 = t167 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t169 = vcc_min(vcc_v8_int, t167, t168);
                t170 = (vcc_v8_int)t169;
                if (t10 >= t137) {
                    break;
                }
                t9 = t170;
            }
            t171 = (int)((long)0 + t137);
        } else {
            t171 = 0;
        }
        t172 = (long)t134 + (long)t171 * -1L;
        t173 = (int)((unsigned int)t171 * (unsigned int)13);
        if ((t172 >= 8L) & (t173 >= 0)) {
            t174 = t172 & -8L;
            t175 = vcc_splat(vcc_v8_int, t173 % 29);
            t176 = t175 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            t177 = (vcc_v8_uint)t176;
            t178 = t177 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
            t179 = vcc_min(vcc_v8_int, t177, t178);
            t11 = (vcc_v8_int)t179;
            t12 = 0L;
            for (;;) {
                t180 = __builtin_convertvector(t11, vcc_v8_float);
                t181 = t180 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)t171 + t12), t181);
                t12 += 8L;
                t182 = t11 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                t183 = (vcc_v8_uint)t182;
                t184 = t183 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t185 = vcc_min(vcc_v8_int, t183, t184);
                t186 = (vcc_v8_int)t185;
                if (t12 >= t174) {
                    break;
                }
                t11 = t186;
            }
            x = (int)((long)t171 + t174);
        } else {
            x = t171;
        }
        for (; x < t134; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        sb = 0.0;
        for (x_1 = 0; x_1 < t134; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t187 = bl[t134 / 2];
        } else {
            t187 = 0.0f;
        }
        t188 = (double)t187;
        if (n) {
            t189 = rest[n / 2];
        } else {
            t189 = 0.0f;
        }
        t190 = (double)t189;
        if (n) {
            t191 = out[n - 1];
        } else {
            t191 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t191, c, t190, sb, t188);
        free((void *)a);
        free((void *)b);
        free((void *)out);
        free((void *)rest);
        free((void *)count);
        free((void *)in);
        free((void *)bl);
    }
    return 0;
}
