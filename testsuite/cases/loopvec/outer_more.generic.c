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
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    vcc_v8_uint t5;
    long t6;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t7;
    unsigned long t8;
    void *t9;
    float *a;
    void *t10;
    float *b;
    float *c;
    unsigned long t11;
    int *xi;
    int *oi;
    float *o;
    long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    long t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_uint t28;
    int x;
    long t29;
    long t30;
    long t31;
    vcc_v8_int t32;
    vcc_v8_uint t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_uint t49;
    int t50;
    long t51;
    long t52;
    vcc_v8_int t53;
    vcc_v8_uint t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_uint t58;
    int x_1;
    const float *t59;
    unsigned int t60;
    int x_2;
    int x_3;
    long t61;
    int t62;
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
        t7 = n * n;
        t8 = (unsigned long)t7 * 4UL + 1UL;
        t9 = malloc(t8);
        a = (float *)t9;
        t10 = malloc(t8);
        b = (float *)t10;
        c = (float *)malloc(t8);
        t11 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)malloc(t11);
        oi = (int *)malloc(t11);
        o = (float *)malloc(t11);
        t12 = (long)t7;
        t13 = (unsigned long)t9;
        t14 = (unsigned long)t10;
        if ((t12 >= 8L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)0L)))) {
            t15 = t12 & -8L;
            t16 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t17 = (vcc_v8_uint)t16;
            t1 = t17 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t2 = 0L;
            for (;;) {
                t18 = (vcc_v8_int)t1;
                t19 = (long)(int)((long)0 + t2);
                t20 = t18 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t21 = t20 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                t22 = __builtin_convertvector(t21, vcc_v8_float);
                t23 = t22 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
                vcc_store(a + t19, t23);
                t24 = t18 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                t25 = t24 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t26 = __builtin_convertvector(t25, vcc_v8_float);
                t27 = t26 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
                vcc_store(b + t19, t27);
                t2 += 8L;
                t28 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t2 >= t15) {
                    break;
                }
                t1 = t28;
            }
            x = (int)((long)0 + t15);
        } else {
            x = 0;
        }
        for (; x < t7; x++) {
            t29 = (long)x;
            a[t29] = (float)(x * 7 % 11) * 0.3f;
            b[t29] = (float)(x * 5 % 13) * 0.1f;
        }
        t30 = (long)n;
        if (t30 >= 32L) {
            t31 = t30 & -32L;
            t32 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t33 = (vcc_v8_uint)t32;
            t3 = t33 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t4 = 0L;
            for (;;) {
                t34 = (vcc_v8_int)t3;
                t35 = t34 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t36 = t35 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + t4), t36);
                t37 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t38 = (vcc_v8_int)t37;
                t39 = t38 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t40 = t39 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + (t4 + 8L)), t40);
                t41 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t42 = (vcc_v8_int)t41;
                t43 = t42 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t44 = t43 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + (t4 + 16L)), t44);
                t45 = t3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t46 = (vcc_v8_int)t45;
                t47 = t46 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t48 = t47 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)0 + (t4 + 24L)), t48);
                t4 += 32L;
                t49 = t3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t4 >= t31) {
                    break;
                }
                t3 = t49;
            }
            t50 = (int)((long)0 + t31);
        } else {
            t50 = 0;
        }
        t51 = (long)n + (long)t50 * -1L;
        if (t51 >= 8L) {
            t52 = t51 & -8L;
            t53 = (vcc_v8_int){t50, t50, t50, t50, t50, t50, t50, t50};
            t54 = (vcc_v8_uint)t53;
            t5 = t54 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t6 = 0L;
            for (;;) {
                t55 = (vcc_v8_int)t5;
                t56 = t55 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
                t57 = t56 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
                vcc_store(xi + (int)((long)t50 + t6), t57);
                t6 += 8L;
                t58 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t6 >= t52) {
                    break;
                }
                t5 = t58;
            }
            x_1 = (int)((long)t50 + t52);
        } else {
            x_1 = t50;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t59 = a;
        mm_outer_i(n, t59, b, c);
        t60 = (unsigned int)n;
        norms(t60, t60, t59, o);
        divs((long)n, 9, xi, oi);
        s = 0.0;
        for (x_2 = 0; x_2 < t7; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t62) {
            t61 = (long)x_3;
            t62 = x_3 + 1;
            s_1 += (double)(o[t61] * (float)t62);
            si += (long)(oi[t61] * (x_3 + 3));
        }
        w4 = (float *)malloc(t8);
        w1 = (float *)malloc(t11);
        if (n >= 2) {
            window4(t7 - 2, t59, w4);
            window1(n - 2, t59, w1);
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t7; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)red(n, n, t59));
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
