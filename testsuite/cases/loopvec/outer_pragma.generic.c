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
    vcc_v8_uint t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    long t4;
    int i;
    double s;
    long c;
    vcc_v8_int t5;
    long t6;
    vcc_v8_int t7;
    long t8;
    double sb;
    unsigned int t;
    int n;
    unsigned long t9;
    void *t10;
    float *a;
    void *t11;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t12;
    unsigned long t13;
    unsigned long t14;
    int t15;
    int t16;
    long t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
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
    long t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_int t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    int i_1;
    long t52;
    const float *t53;
    long t54;
    int rows;
    int t55;
    float *in;
    float *bl;
    long t56;
    int t57;
    long t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_uint t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_int t66;
    vcc_v8_uint t67;
    vcc_v8_uint t68;
    vcc_v8_uint t69;
    vcc_v8_int t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_int t73;
    vcc_v8_uint t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    vcc_v8_int t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_int t80;
    vcc_v8_uint t81;
    vcc_v8_uint t82;
    vcc_v8_uint t83;
    vcc_v8_int t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_v8_int t87;
    vcc_v8_uint t88;
    vcc_v8_uint t89;
    vcc_v8_uint t90;
    vcc_v8_int t91;
    int t92;
    long t93;
    int t94;
    long t95;
    vcc_v8_int t96;
    vcc_v8_int t97;
    vcc_v8_uint t98;
    vcc_v8_uint t99;
    vcc_v8_uint t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    vcc_v8_int t103;
    vcc_v8_uint t104;
    vcc_v8_uint t105;
    vcc_v8_uint t106;
    vcc_v8_int t107;
    int x;
    int x_1;
    float t108;
    double t109;
    float t110;
    double t111;
    float t112;
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
        t9 = (unsigned long)n * 4UL + 1UL;
        t10 = malloc(t9);
        a = (float *)t10;
        t11 = malloc(t9);
        b = (float *)t11;
        out = (float *)malloc(t9);
        rest = (float *)malloc(t9);
        count = (int *)malloc(t9);
        t12 = (long)n;
        t13 = (unsigned long)t10;
        t14 = (unsigned long)t11;
        t15 = (int)((unsigned int)0 * (unsigned int)7);
        t16 = (int)((unsigned int)0 * (unsigned int)3);
        if ((t12 >= 8L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)0L))) & (t15 >= 0) & (t16 >= 0)) {
            t17 = t12 & -8L;
            t18 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t19 = (vcc_v8_uint)t18;
            t1 = t19 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t20 = vcc_splat(vcc_v8_int, t15 % 11);
            t21 = t20 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            t22 = (vcc_v8_uint)t21;
            t23 = t22 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t24 = vcc_min(vcc_v8_int, t22, t23);
            t2 = (vcc_v8_int)t24;
            t25 = vcc_splat(vcc_v8_int, t16 % 5);
            t26 = t25 + (vcc_v8_int){0, 3, 1, 4, 2, 0, 3, 1};
            t27 = (vcc_v8_uint)t26;
            t28 = t27 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t29 = vcc_min(vcc_v8_int, t27, t28);
            t3 = (vcc_v8_int)t29;
            t4 = 0L;
            for (;;) {
                t30 = (vcc_v8_int)t1;
                t31 = (long)(int)((long)0 + t4);
                t32 = __builtin_convertvector(t2, vcc_v8_float);
                t33 = t32 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t34 = t33 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t31, t34);
                t35 = __builtin_convertvector(t3, vcc_v8_float);
                t36 = t35 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t37 = t30 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t38 = __builtin_convertvector(t37, vcc_v8_float);
                t39 = t38 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                t40 = t36 + t39;
                vcc_store(b + t31, t40);
                t4 += 8L;
                t41 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t42 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t43 = (vcc_v8_uint)t42;
                t44 = t43 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t45 = vcc_min(vcc_v8_int, t43, t44);
                t46 = (vcc_v8_int)t45;
                t47 = t3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t48 = (vcc_v8_uint)t47;
                t49 = t48 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
                t50 = vcc_min(vcc_v8_int, t48, t49);
                t51 = (vcc_v8_int)t50;
                if (t4 >= t17) {
                    break;
                }
                t1 = t41;
                t2 = t46;
                t3 = t51;
            }
            i_1 = (int)((long)0 + t17);
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            t52 = (long)i_1;
            a[t52] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t52] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t53 = b;
        prefix_dot(n, a, t53, out);
        halvings(n, t53, count, rest);
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t54 = (long)i;
            i++;
            s += (double)(out[t54] * (float)i + rest[t54]);
            c += (long)(count[t54] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t55 = rows * n;
        in = (float *)malloc((unsigned long)t55 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t55 + 1), 4UL);
        t56 = (long)t55;
        t57 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t56 >= 32L) & (t57 >= 0)) {
            t58 = t56 & -32L;
            t59 = vcc_splat(vcc_v8_int, t57 % 29);
            t60 = t59 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            t61 = (vcc_v8_uint)t60;
            t62 = t61 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
            t63 = vcc_min(vcc_v8_int, t61, t62);
            t5 = (vcc_v8_int)t63;
            t6 = 0L;
            for (;;) {
                t64 = __builtin_convertvector(t5, vcc_v8_float);
                t65 = t64 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + t6), t65);
                t66 = t5 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                t67 = (vcc_v8_uint)t66;
                t68 = t67 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t69 = vcc_min(vcc_v8_int, t67, t68);
                t70 = (vcc_v8_int)t69;
                t71 = __builtin_convertvector(t70, vcc_v8_float);
                t72 = t71 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + (t6 + 8L)), t72);
                t73 = t5 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                t74 = (vcc_v8_uint)t73;
                t75 = t74 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t76 = vcc_min(vcc_v8_int, t74, t75);
                t77 = (vcc_v8_int)t76;
                t78 = __builtin_convertvector(t77, vcc_v8_float);
                t79 = t78 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + (t6 + 16L)), t79);
                t80 = t5 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
                t81 = (vcc_v8_uint)t80;
                t82 = t81 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t83 = vcc_min(vcc_v8_int, t81, t82);
                t84 = (vcc_v8_int)t83;
                t85 = __builtin_convertvector(t84, vcc_v8_float);
                t86 = t85 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + (t6 + 24L)), t86);
                t6 += 32L;
                t87 = t5 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
                t88 = (vcc_v8_uint)t87;
                t89 = t88 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t90 = vcc_min(vcc_v8_int, t88, t89);
                t91 = (vcc_v8_int)t90;
                if (t6 >= t58) {
                    break;
                }
                t5 = t91;
            }
            t92 = (int)((long)0 + t58);
        } else {
            t92 = 0;
        }
        t93 = (long)t55 + (long)t92 * -1L;
        t94 = (int)((unsigned int)t92 * (unsigned int)13);
        if ((t93 >= 8L) & (t94 >= 0)) {
            t95 = t93 & -8L;
            t96 = vcc_splat(vcc_v8_int, t94 % 29);
            t97 = t96 + (vcc_v8_int){0, 13, 26, 10, 23, 7, 20, 4};
            t98 = (vcc_v8_uint)t97;
            t99 = t98 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
            t100 = vcc_min(vcc_v8_int, t98, t99);
            t7 = (vcc_v8_int)t100;
            t8 = 0L;
            for (;;) {
                t101 = __builtin_convertvector(t7, vcc_v8_float);
                t102 = t101 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)t92 + t8), t102);
                t8 += 8L;
                t103 = t7 + (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
                t104 = (vcc_v8_uint)t103;
                t105 = t104 - (vcc_v8_uint){29U, 29U, 29U, 29U, 29U, 29U, 29U, 29U};
                t106 = vcc_min(vcc_v8_int, t104, t105);
                t107 = (vcc_v8_int)t106;
                if (t8 >= t95) {
                    break;
                }
                t7 = t107;
            }
            x = (int)((long)t92 + t95);
        } else {
            x = t92;
        }
        for (; x < t55; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        sb = 0.0;
        for (x_1 = 0; x_1 < t55; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t108 = bl[t55 / 2];
        } else {
            t108 = 0.0f;
        }
        t109 = (double)t108;
        if (n) {
            t110 = rest[n / 2];
        } else {
            t110 = 0.0f;
        }
        t111 = (double)t110;
        if (n) {
            t112 = out[n - 1];
        } else {
            t112 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t112, c, t111, sb, t109);
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
