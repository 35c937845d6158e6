/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
    vcc_m8 t2;
    int t3;
    vcc_m8 t4;
    int t5;
    int t6;
    vcc_v8_long t7;
    vcc_v8_long t8;
    vcc_v8_long t9;
    vcc_v8_long t10;
    vcc_v8_long t11;
    vcc_v8_long t12;
    vcc_v8_long t13;
    vcc_v8_long t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
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
        t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        if (vcc_any(t2)) {
            t3 = 0;
            t4 = t2;
        } else {
            t3 = 0;
            t4 = (vcc_m8){0};
        }
        for (t5 = t3; t5 < n; t5++) {
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (t6 = 0; t6 < n; t6++) {
                t11 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                t12 = vcc_splat(vcc_v8_long, 1L * (long)n);
                t13 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t12;
                t14 = t11 + t13;
                t15 = vcc_gather(vcc_v8_float, a + (i_1 * n + t6), t14);
                t16 = vcc_splat(vcc_v8_float, b[t6 * n + t5]);
                t17 = t15 * t16;
                t1 = t1 + t17;
            }
            t7 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t8 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t9 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t8;
            t10 = t7 + t9;
            vcc_scatter(c + (i_1 * n + t5), t10, t1);
        }
        (void)vcc_any(t4);
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
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    unsigned int j;
    unsigned int k;
    float s;
    float v;
    float t15;
    float s_1;
    unsigned int j_1;
    vcc_m8 t16;
    float t17;
    unsigned int t18;
    vcc_m8 t19;
    vcc_m8 t20;
    unsigned int t21;
    vcc_m8 t22;
    vcc_v8_int t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_long t30;
    vcc_v8_long t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_m8 t34;
    vcc_m8 t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_int t39;
    vcc_m8 t40;
    vcc_m8 t41;
    vcc_v8_float t42;
    vcc_m8 t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_long t46;
    vcc_v8_long t47;
    vcc_m8 t48;
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
        t16 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        if (vcc_any(t16)) {
            t17 = 0.0f;
            t18 = 0U;
            t19 = t16;
        } else {
            t17 = 0.0f;
            t18 = 0U;
            t19 = (vcc_m8){0};
        }
        t1 = (vcc_v8_float){t17, t17, t17, t17, t17, t17, t17, t17};
        t20 = t19;
        t21 = t18;
        t22 = (vcc_m8){0};
        for (;;) {
            if (vcc_any(t20)) {
                t23 = vcc_splat(vcc_v8_int, t21 < m);
                t24 = (vcc_m8)(t23 != (vcc_v8_int){0});
                t2 = t20 & t24;
                t25 = ~t24;
                t3 = t20 & t25;
            } else {
                t2 = (vcc_m8){0};
                t3 = (vcc_m8){0};
            }
            if (vcc_any(t2)) {
                t26 = vcc_splat(vcc_v8_uint, t21 * n);
                t27 = (vcc_v8_uint){j_1, j_1, j_1, j_1, j_1, j_1, j_1, j_1};
                t28 = t27 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t29 = t26 + t28;
                t30 = __builtin_convertvector(t29, vcc_v8_long);
                t31 = (vcc_v8_long){0} + t30;
                t32 = vcc_gather(vcc_v8_float, x, t31);
                t33 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t34 = (vcc_m8)(t32 > t33);
                t4 = t2 & t34;
                t35 = ~t34;
                t5 = t2 & t35;
                t36 = t32;
            } else {
                t36 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
                t5 = (vcc_m8){0};
            }
            t37 = t36 * t36;
            t38 = t1 - t37;
            if (vcc_any(t4)) {
                t39 = __builtin_convertvector(t4 & 1, vcc_v8_int);
                if (t39[0]) {
                    t6 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t36[0]));
                } else {
                    t6 = (vcc_v8_float){0};
                }
                if (t39[1]) {
                    t7 = vcc_insert(t6, 1, sqrtf(t36[1]));
                } else {
                    t7 = t6;
                }
                if (t39[2]) {
                    t8 = vcc_insert(t7, 2, sqrtf(t36[2]));
                } else {
                    t8 = t7;
                }
                if (t39[3]) {
                    t9 = vcc_insert(t8, 3, sqrtf(t36[3]));
                } else {
                    t9 = t8;
                }
                if (t39[4]) {
                    t10 = vcc_insert(t9, 4, sqrtf(t36[4]));
                } else {
                    t10 = t9;
                }
                if (t39[5]) {
                    t11 = vcc_insert(t10, 5, sqrtf(t36[5]));
                } else {
                    t11 = t10;
                }
                if (t39[6]) {
                    t12 = vcc_insert(t11, 6, sqrtf(t36[6]));
                } else {
                    t12 = t11;
                }
                if (t39[7]) {
                    t13 = vcc_insert(t12, 7, sqrtf(t36[7]));
                } else {
                    t13 = t12;
                }
                t14 = t1 + t13;
                t40 = t4;
            } else {
                t14 = (vcc_v8_float){0};
                t40 = (vcc_m8){0};
            }
            t41 = t40 | t5;
            t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t38, t14);
            t43 = t22 | t3;
            if (!vcc_any(t41)) {
                if (vcc_any(t43)) {
                    t44 = (vcc_v8_uint){j_1, j_1, j_1, j_1, j_1, j_1, j_1, j_1};
                    t45 = t44 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                    t46 = __builtin_convertvector(t45, vcc_v8_long);
                    t47 = (vcc_v8_long){0} + t46;
                    vcc_scatter(out, t47, t1);
                    t48 = t43;
                } else {
                    t48 = (vcc_m8){0};
                }
                (void)vcc_any(t48);
                break;
            }
            t20 = t41;
            t21++;
            t1 = t42;
            t22 = t43;
        }
    }
    for (; j < n; j++) {
        s = 0.0f;
        for (k = 0U; k < m; k++, s = s_1) {
            v = x[k * n + j];
            if (v > 0.5f) {
                t15 = sqrtf(v);
                s_1 = s + t15;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
void divs(long n, int m, const int *restrict x, int *restrict out) {
    vcc_v8_uint t1;
    int s;
    long j;
    long t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    long t16;
    vcc_v8_uint t17;
    int k;
    int t18;
    int t19;
    for (j = 0L; j < n; j++) {
        t2 = (long)m + -1L;
        if (t2 >= 8L) {
            t3 = t2 & -8L;
            t4 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t5 = (vcc_v8_uint)t4;
            t1 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t6 = 0L;
            t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            for (;;) {
                t8 = (vcc_v8_int)t1;
                t9 = vcc_splat(vcc_v8_int, x[j]);
                t10 = t9 / t8;
                t11 = t8 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t12 = t9 % t11;
                t13 = t10 + t12;
                t14 = (vcc_v8_uint)t13;
                t15 = t7 + t14;
                t16 = t6 + 8L;
                t17 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t16 >= t3) {
                    break;
                }
                t6 = t16;
                t7 = t15;
                t1 = t17;
            }
            k = (int)((long)1 + t3);
            s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t15, +));
        } else {
            k = 1;
            s = 0;
        }
        for (; k < m; k = t19) {
            t18 = x[j];
            t19 = k + 1;
            s += t18 / k + t18 % t19;
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
    int i;
    int k;
    float s;
    int t2;
    int i_1;
    vcc_m4 t3;
    float t4;
    int t5;
    vcc_m4 t6;
    int t7;
    vcc_v4_float t8;
    int t9;
    vcc_v4_float t10;
    vcc_v4_float t11;
    vcc_m4 t12;
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
        t3 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
        if (vcc_any(t3)) {
            t4 = 0.0f;
            t5 = 0;
            t6 = t3;
        } else {
            t4 = 0.0f;
            t5 = 0;
            t6 = (vcc_m4){0};
        }
        t1 = (vcc_v4_float){t4, t4, t4, t4};
        t7 = t5;
        while (t7 < 3) {
            t8 = vcc_load(vcc_v4_float, a + (i_1 + t7));
            t9 = t7 + 1;
            t10 = vcc_splat(vcc_v4_float, (float)t9);
            t11 = t8 * t10;
            t1 = t1 + t11;
            t7 = t9;
        }
        if (vcc_any(t6)) {
            vcc_store(out + i_1, t1);
            t12 = t6;
        } else {
            t12 = (vcc_m4){0};
        }
        (void)vcc_any(t12);
    }
    for (; i < n; i++) {
        k = 0;
        s = 0.0f;
        while (k < 3) {
            t2 = k + 1;
            s += a[i + k] * (float)t2;
            k = t2;
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
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t4;
    unsigned long t5;
    void *t6;
    float *a;
    void *t7;
    float *b;
    float *c;
    unsigned long t8;
    int *xi;
    int *oi;
    float *o;
    long t9;
    unsigned long t10;
    unsigned long t11;
    long t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    long t15;
    vcc_v8_int t16;
    long t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    long t26;
    vcc_v8_uint t27;
    int x;
    long t28;
    long t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    long t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    long t49;
    vcc_v8_uint t50;
    int t51;
    long t52;
    long t53;
    vcc_v8_int t54;
    vcc_v8_uint t55;
    long t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    long t60;
    vcc_v8_uint t61;
    int x_1;
    const float *t62;
    unsigned int t63;
    int x_2;
    int x_3;
    long t64;
    int t65;
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
        t4 = n * n;
        t5 = (unsigned long)t4 * 4UL + 1UL;
        t6 = malloc(t5);
        a = (float *)t6;
        t7 = malloc(t5);
        b = (float *)t7;
        c = (float *)malloc(t5);
        t8 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)malloc(t8);
        oi = (int *)malloc(t8);
        o = (float *)malloc(t8);
        t9 = (long)t4;
        t10 = (unsigned long)t6;
        t11 = (unsigned long)t7;
        if ((t9 >= 8L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)0L)) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)0L)))) {
            t12 = t9 & -8L;
            t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t14 = (vcc_v8_uint)t13;
            t1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t15 = 0L;
            for (;;) {
                t16 = (vcc_v8_int)t1;
                t17 = (long)(int)((long)0 + t15);
                t18 = t16 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t19 = t18 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                t20 = __builtin_convertvector(t19, vcc_v8_float);
                t21 = t20 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t17, t21);
                t22 = t16 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                t23 = t22 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t24 = __builtin_convertvector(t23, vcc_v8_float);
                t25 = t24 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t17, t25);
                t26 = t15 + 8L;
                t27 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t26 >= t12) {
                    break;
                }
                t15 = t26;
                t1 = t27;
            }
            x = (int)((long)0 + t12);
        } else {
            x = 0;
        }
        for (; x < t4; x++) {
            t28 = (long)x;
            a[t28] = (float)(x * 7 % 11) * 0.3f;
            b[t28] = (float)(x * 5 % 13) * 0.1f;
        }
        t29 = (long)n;
        if (t29 >= 32L) {
            t30 = t29 & -32L;
            t31 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t32 = (vcc_v8_uint)t31;
            t2 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t33 = 0L;
            for (;;) {
                t34 = (vcc_v8_int)t2;
                t35 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t36 = (vcc_v8_int)t35;
                t37 = t2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t38 = (vcc_v8_int)t37;
                t39 = t2 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t40 = (vcc_v8_int)t39;
                t41 = t34 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t42 = t36 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t43 = t38 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t44 = t40 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t45 = t41 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                t46 = t42 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                t47 = t43 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                t48 = t44 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + t33), t45);
                vcc_store(xi + (int)((long)0 + (t33 + 8L)), t46);
                vcc_store(xi + (int)((long)0 + (t33 + 16L)), t47);
                vcc_store(xi + (int)((long)0 + (t33 + 24L)), t48);
                t49 = t33 + 32L;
                t50 = t2 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t49 >= t30) {
                    break;
                }
                t33 = t49;
                t2 = t50;
            }
            t51 = (int)((long)0 + t30);
        } else {
            t51 = 0;
        }
        t52 = (long)n + (long)t51 * -1L;
        if (t52 >= 8L) {
            t53 = t52 & -8L;
            t54 = (vcc_v8_int){t51, t51, t51, t51, t51, t51, t51, t51};
            t55 = (vcc_v8_uint)t54;
            t3 = t55 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t56 = 0L;
            for (;;) {
                t57 = (vcc_v8_int)t3;
                t58 = t57 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t59 = t58 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)t51 + t56), t59);
                t60 = t56 + 8L;
                t61 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t60 >= t53) {
                    break;
                }
                t56 = t60;
                t3 = t61;
            }
            x_1 = (int)((long)t51 + t53);
        } else {
            x_1 = t51;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t62 = a;
        mm_outer_i(n, t62, b, c);
        t63 = (unsigned int)n;
        norms(t63, t63, t62, o);
        divs((long)n, 9, xi, oi);
        s = 0.0;
        for (x_2 = 0; x_2 < t4; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t65) {
            t64 = (long)x_3;
            t65 = x_3 + 1;
            s_1 += (double)(o[t64] * (float)t65);
            si += (long)(oi[t64] * (x_3 + 3));
        }
        w4 = (float *)malloc(t5);
        w1 = (float *)malloc(t8);
        if (n >= 2) {
            window4(t4 - 2, t62, w4);
            window1(n - 2, t62, w1);
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t4; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)red(n, n, t62));
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
