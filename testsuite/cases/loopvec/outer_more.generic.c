/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 4 */
void mm_outer_i(int n, const float *a, const float *b, float *c) {
    float s;
    vcc_v8_float t1;
    int i;
    int j;
    int k;
    int i_1;
    int t2;
    int t3;
    vcc_v8_long t4;
    vcc_v8_long t5;
    vcc_v8_long t6;
    vcc_v8_long t7;
    vcc_v8_long t8;
    vcc_v8_long t9;
    vcc_v8_long t10;
    vcc_v8_long t11;
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
        for (t2 = 0; t2 < n; t2++) {
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (t3 = 0; t3 < n; t3++) {
                t8 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                t9 = vcc_splat(vcc_v8_long, 1L * (long)n);
                t10 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t9;
                t11 = t8 + t10;
                t12 = vcc_gather(vcc_v8_float, a + (i_1 * n + t3), t11);
                t13 = vcc_splat(vcc_v8_float, b[t3 * n + t2]);
                t14 = t12 * t13;
                t1 = t1 + t14;
            }
            t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t5 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t6 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t5;
            t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, t1);
        }
    }
    for (; i < n; i++) {
        for (j = 0; j < n; j++) {
            s = 0.0f;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}
void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    unsigned int j;
    unsigned int k;
    float s;
    float v;
    float t11;
    float s_1;
    unsigned int j_1;
    unsigned int t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_long t17;
    vcc_v8_long t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_long t27;
    vcc_v8_long t28;
    vcc_v8_int t29;
    j_1 = 0U;
    for (;; j_1 += 8U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 8U) {
            j = j_1;
            break;
        }
        t12 = 0U;
        for (t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}; t12 < m; t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t10), t12++) {
            t13 = vcc_splat(vcc_v8_uint, t12 * n);
            t14 = (vcc_v8_uint){j_1, j_1, j_1, j_1, j_1, j_1, j_1, j_1};
            t15 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t16 = t13 + t15;
            t17 = __builtin_convertvector(t16, vcc_v8_long);
            t18 = (vcc_v8_long){0} + t17;
            t19 = vcc_gather(vcc_v8_float, x, t18);
            t20 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t21 = (vcc_m8)(t19 > t20);
            t22 = ~t21;
            t23 = t19 * t19;
            t24 = t1 - t23;
            if (vcc_any(t21)) {
                t29 = __builtin_convertvector(t21 & 1, vcc_v8_int);
                if (t29[0]) {
                    t2 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t19[0]));
                } else {
                    t2 = (vcc_v8_float){0};
                }
                if (t29[1]) {
                    t3 = vcc_insert(t2, 1, sqrtf(t19[1]));
                } else {
                    t3 = t2;
                }
                if (t29[2]) {
                    t4 = vcc_insert(t3, 2, sqrtf(t19[2]));
                } else {
                    t4 = t3;
                }
                if (t29[3]) {
                    t5 = vcc_insert(t4, 3, sqrtf(t19[3]));
                } else {
                    t5 = t4;
                }
                if (t29[4]) {
                    t6 = vcc_insert(t5, 4, sqrtf(t19[4]));
                } else {
                    t6 = t5;
                }
                if (t29[5]) {
                    t7 = vcc_insert(t6, 5, sqrtf(t19[5]));
                } else {
                    t7 = t6;
                }
                if (t29[6]) {
                    t8 = vcc_insert(t7, 6, sqrtf(t19[6]));
                } else {
                    t8 = t7;
                }
                if (t29[7]) {
                    t9 = vcc_insert(t8, 7, sqrtf(t19[7]));
                } else {
                    t9 = t8;
                }
                t10 = t1 + t9;
            } else {
                t10 = (vcc_v8_float){0};
            }
        }
        t25 = (vcc_v8_uint){j_1, j_1, j_1, j_1, j_1, j_1, j_1, j_1};
        t26 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t27 = __builtin_convertvector(t26, vcc_v8_long);
        t28 = (vcc_v8_long){0} + t27;
        vcc_scatter(out, t28, t1);
    }
    for (; j < n; j++) {
        s = 0.0f;
        for (k = 0U; k < m; k++, s = s_1) {
            v = x[k * n + j];
            if (v > 0.5f) {
                t11 = sqrtf(v);
                s_1 = s + t11;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
void divs(long n, int m, const int *restrict x, int *restrict out) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    int s;
    long j;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    int k;
    int t16;
    int t17;
    for (j = 0L; j < n; j++) {
        t4 = (long)m + -1L;
        if (t4 >= 8L) {
            t5 = t4 & -8L;
            t6 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t7 = (vcc_v8_uint)t6;
            t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t2 = 0L;
            t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            for (;;) {
                t8 = (vcc_v8_int)t1;
                t9 = vcc_splat(vcc_v8_int, x[j]);
                t10 = t9 / t8;
                t11 = t8 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t12 = t9 % t11;
                t13 = t10 + t12;
                t14 = (vcc_v8_uint)t13;
                t3 = t3 + t14;
                t2 += 8L;
                t15 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t2 >= t5) {
                    break;
                }
                t1 = t15;
            }
            k = (int)((long)1 + t5);
            s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t3, +));
        } else {
            k = 1;
            s = 0;
        }
        for (; k < m; k = t17) {
            t16 = x[j];
            t17 = k + 1;
            s += t16 / k + t16 % t17;
        }
        out[j] = s;
    }
}
float red(int n, int m, const float *x) {
    float t = 0;
#pragma omp simd
    for (int j = 0; j < n; j++)
        for (int k = 0; k < m; k++)
            t += x[k];
    return t;
}
/* safelen(4): at most 4 iterations at once (VF 4); safelen(1): none vectorized. */
void window4(int n, const float *a, float *out) {
    vcc_v4_float t1;
    int t2;
    int i;
    int k;
    float s;
    int t3;
    int i_1;
    vcc_v4_float t4;
    vcc_v4_float t5;
    vcc_v4_float t6;
    i_1 = 0;
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        t1 = (vcc_v4_float){0.0f, 0.0f, 0.0f, 0.0f};
        t2 = 0;
        while (t2 < 3) {
            t4 = vcc_load(vcc_v4_float, a + (i_1 + t2));
            t2++;
            t5 = vcc_splat(vcc_v4_float, (float)t2);
            t6 = t4 * t5;
            t1 = t1 + t6;
        }
        vcc_store(out + i_1, t1);
    }
    for (; i < n; i++) {
        k = 0;
        s = 0.0f;
        while (k < 3) {
            t3 = k + 1;
            s += a[i + k] * (float)t3;
            k = t3;
        }
        out[i] = s;
    }
}

void window1(int n, const float *a, float *out) {
#pragma omp simd safelen(1)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k < 3; k++)
            s += a[i + k] * (k + 1);
        out[i] = s;
    }
}

int main(void) {
    int sizes[7];
    vcc_v8_int t1;
    vcc_v8_int t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    long t6;
    vcc_v8_uint t7;
    long t8;
    vcc_v8_uint t9;
    long t10;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t11;
    unsigned long t12;
    void *t13;
    float *a;
    void *t14;
    float *b;
    float *c;
    unsigned long t15;
    int *xi;
    int *oi;
    float *o;
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
    long t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    long t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_int t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_int t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_uint t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_int t61;
    int t62;
    long t63;
    unsigned long t64;
    unsigned long t65;
    int t66;
    int t67;
    long t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_uint t78;
    long t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_int t84;
    vcc_v8_uint t85;
    vcc_v8_uint t86;
    vcc_v8_uint t87;
    vcc_v8_int t88;
    vcc_v8_int t89;
    vcc_v8_uint t90;
    vcc_v8_uint t91;
    vcc_v8_uint t92;
    vcc_v8_int t93;
    int x;
    long t94;
    long t95;
    long t96;
    vcc_v8_int t97;
    vcc_v8_uint t98;
    vcc_v8_int t99;
    vcc_v8_int t100;
    vcc_v8_int t101;
    vcc_v8_uint t102;
    vcc_v8_int t103;
    vcc_v8_int t104;
    vcc_v8_int t105;
    vcc_v8_uint t106;
    vcc_v8_int t107;
    vcc_v8_int t108;
    vcc_v8_int t109;
    vcc_v8_uint t110;
    vcc_v8_int t111;
    vcc_v8_int t112;
    vcc_v8_int t113;
    vcc_v8_uint t114;
    int t115;
    long t116;
    long t117;
    vcc_v8_int t118;
    vcc_v8_uint t119;
    vcc_v8_int t120;
    vcc_v8_int t121;
    vcc_v8_int t122;
    vcc_v8_uint t123;
    int x_1;
    const float *t124;
    unsigned int t125;
    int x_2;
    int x_3;
    long t126;
    int t127;
    float *w4;
    float *w1;
    int x_4;
    int x_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (q = 0U; q < 7U; q++) {
        n = sizes[q];
        t11 = n * n;
        t12 = (unsigned long)t11 * 4UL + 1UL;
        t13 = malloc(t12);
        a = (float *)t13;
        t14 = malloc(t12);
        b = (float *)t14;
        c = (float *)malloc(t12);
        t15 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)malloc(t15);
        oi = (int *)malloc(t15);
        o = (float *)malloc(t15);
        t16 = (long)t11;
        t17 = (unsigned long)t13;
        t18 = (unsigned long)t14;
        t19 = (int)((unsigned int)0 * (unsigned int)7);
        t20 = (int)((unsigned int)0 * (unsigned int)5);
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)0L))) & (t19 >= 0) & (t20 >= 0)) {
            t21 = t16 & -16L;
            t22 = vcc_splat(vcc_v8_int, t19 % 11);
            t23 = t22 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            t24 = (vcc_v8_uint)t23;
            t25 = t24 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t26 = vcc_min(vcc_v8_int, t24, t25);
            t1 = (vcc_v8_int)t26;
            t27 = vcc_splat(vcc_v8_int, t20 % 13);
            t28 = t27 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
            t29 = (vcc_v8_uint)t28;
            t30 = t29 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t31 = vcc_min(vcc_v8_int, t29, t30);
            t2 = (vcc_v8_int)t31;
            t3 = 0L;
            for (;;) {
                t32 = (long)(int)((long)0 + t3);
                t33 = __builtin_convertvector(t1, vcc_v8_float);
                t34 = t33 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t32, t34);
                t35 = __builtin_convertvector(t2, vcc_v8_float);
                t36 = t35 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t32, t36);
                t37 = (long)(int)((long)0 + (t3 + 8L));
                t38 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t39 = (vcc_v8_uint)t38;
                t40 = t39 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t41 = vcc_min(vcc_v8_int, t39, t40);
                t42 = (vcc_v8_int)t41;
                t43 = __builtin_convertvector(t42, vcc_v8_float);
                t44 = t43 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t37, t44);
                t45 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t46 = (vcc_v8_uint)t45;
                t47 = t46 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t48 = vcc_min(vcc_v8_int, t46, t47);
                t49 = (vcc_v8_int)t48;
                t50 = __builtin_convertvector(t49, vcc_v8_float);
                t51 = t50 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t37, t51);
                t3 += 16L;
                t52 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                t53 = (vcc_v8_uint)t52;
                t54 = t53 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t55 = vcc_min(vcc_v8_int, t53, t54);
                t56 = (vcc_v8_int)t55;
                t57 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                t58 = (vcc_v8_uint)t57;
                t59 = t58 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t60 = vcc_min(vcc_v8_int, t58, t59);
                t61 = (vcc_v8_int)t60;
                if (t3 >= t21) {
                    break;
                }
                t1 = t56;
                t2 = t61;
            }
            t62 = (int)((long)0 + t21);
        } else {
            t62 = 0;
        }
        t63 = (long)t11 + (long)t62 * -1L;
        t64 = (unsigned long)t13;
        t65 = (unsigned long)t14;
        t66 = (int)((unsigned int)t62 * (unsigned int)7);
        t67 = (int)((unsigned int)t62 * (unsigned int)5);
        if ((t63 >= 8L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L)))) & (t66 >= 0) & (t67 >= 0)) {
            t68 = t63 & -8L;
            t69 = vcc_splat(vcc_v8_int, t66 % 11);
            t70 = t69 + (vcc_v8_int){0, 7, 3, 10, 6, 2, 9, 5};
            t71 = (vcc_v8_uint)t70;
            t72 = t71 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t73 = vcc_min(vcc_v8_int, t71, t72);
            t4 = (vcc_v8_int)t73;
            t74 = vcc_splat(vcc_v8_int, t67 % 13);
            t75 = t74 + (vcc_v8_int){0, 5, 10, 2, 7, 12, 4, 9};
            t76 = (vcc_v8_uint)t75;
            t77 = t76 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t78 = vcc_min(vcc_v8_int, t76, t77);
            t5 = (vcc_v8_int)t78;
            t6 = 0L;
            for (;;) {
                t79 = (long)(int)((long)t62 + t6);
                t80 = __builtin_convertvector(t4, vcc_v8_float);
                t81 = t80 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t79, t81);
                t82 = __builtin_convertvector(t5, vcc_v8_float);
                t83 = t82 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t79, t83);
                t6 += 8L;
                t84 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t85 = (vcc_v8_uint)t84;
                t86 = t85 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
                t87 = vcc_min(vcc_v8_int, t85, t86);
                t88 = (vcc_v8_int)t87;
                t89 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t90 = (vcc_v8_uint)t89;
                t91 = t90 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t92 = vcc_min(vcc_v8_int, t90, t91);
                t93 = (vcc_v8_int)t92;
                if (t6 >= t68) {
                    break;
                }
                t4 = t88;
                t5 = t93;
            }
            x = (int)((long)t62 + t68);
        } else {
            x = t62;
        }
        for (; x < t11; x++) {
            t94 = (long)x;
            a[t94] = (float)(x * 7 % 11) * 0.3f;
            b[t94] = (float)(x * 5 % 13) * 0.1f;
        }
        t95 = (long)n;
        if (t95 >= 32L) {
            t96 = t95 & -32L;
            t97 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t98 = (vcc_v8_uint)t97;
            t7 = t98 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t8 = 0L;
            for (;;) {
                t99 = (vcc_v8_int)t7;
                t100 = t99 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t101 = t100 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + t8), t101);
                t102 = t7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t103 = (vcc_v8_int)t102;
                t104 = t103 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t105 = t104 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + (t8 + 8L)), t105);
                t106 = t7 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t107 = (vcc_v8_int)t106;
                t108 = t107 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t109 = t108 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + (t8 + 16L)), t109);
                t110 = t7 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t111 = (vcc_v8_int)t110;
                t112 = t111 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t113 = t112 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + (t8 + 24L)), t113);
                t8 += 32L;
                t114 = t7 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t8 >= t96) {
                    break;
                }
                t7 = t114;
            }
            t115 = (int)((long)0 + t96);
        } else {
            t115 = 0;
        }
        t116 = (long)n + (long)t115 * -1L;
        if (t116 >= 8L) {
            t117 = t116 & -8L;
            t118 = (vcc_v8_int){t115, t115, t115, t115, t115, t115, t115, t115};
            t119 = (vcc_v8_uint)t118;
            t9 = t119 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t10 = 0L;
            for (;;) {
                t120 = (vcc_v8_int)t9;
                t121 = t120 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t122 = t121 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)t115 + t10), t122);
                t10 += 8L;
                t123 = t9 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t10 >= t117) {
                    break;
                }
                t9 = t123;
            }
            x_1 = (int)((long)t115 + t117);
        } else {
            x_1 = t115;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t124 = a;
        mm_outer_i(n, t124, b, c);
        t125 = (unsigned int)n;
        norms(t125, t125, t124, o);
        divs((long)n, 9, xi, oi);
        s = 0.0;
        for (x_2 = 0; x_2 < t11; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t127) {
            t126 = (long)x_3;
            t127 = x_3 + 1;
            s_1 += (double)(o[t126] * (float)t127);
            si += (long)(oi[t126] * (x_3 + 3));
        }
        w4 = (float *)malloc(t12);
        w1 = (float *)malloc(t15);
        if (n >= 2) {
            window4(t11 - 2, t124, w4);
            window1(n - 2, t124, w1);
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t11; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)red(n, n, t124));
        free((void *)w4);
        free((void *)w1);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)xi);
        free((void *)oi);
        free((void *)o);
    }
    return 0;
}
