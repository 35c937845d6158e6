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
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
    vcc_v8_float t1;
    vcc_v8_float t2;
    int i;
    int k;
    int i_1;
    vcc_m8 t3;
    float t4;
    int t5;
    vcc_m8 t6;
    vcc_m8 t7;
    int t8;
    vcc_v8_float t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_m8 t18;
    vcc_v8_float t19;
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
        t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        if (vcc_any(t3)) {
            t4 = 0.0f;
            t5 = 0;
            t6 = t3;
        } else {
            t4 = 0.0f;
            t5 = 0;
            t6 = (vcc_m8){0};
        }
        t1 = (vcc_v8_float){t4, t4, t4, t4, t4, t4, t4, t4};
        t7 = t6;
        t8 = t5;
        t9 = (vcc_v8_float){0};
        for (;;) {
            t10 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
            t11 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
            t12 = t11 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t13 = (vcc_m8)(t10 <= t12);
            t14 = t7 & t13;
            if (vcc_any(t14)) {
                t15 = vcc_load_masked(vcc_v8_float, b + (i_1 - t8), t14);
                t16 = vcc_splat(vcc_v8_float, a[t8]);
                t17 = t16 * t15;
                t2 = t1 + t17;
                t18 = t14;
            } else {
                t2 = (vcc_v8_float){0};
                t18 = (vcc_m8){0};
            }
            t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t1, t9);
            if (!vcc_any(t18)) {
                vcc_store_masked(out + i_1, t19, t6);
                break;
            }
            t7 = t18;
            t8++;
            t1 = t2;
            t9 = t19;
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
    vcc_v8_float t1;
    int i;
    long t2;
    float x;
    int c;
    int i_1;
    vcc_m8 t3;
    long t4;
    long t5;
    int t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_v8_float t9;
    int t10;
    vcc_v8_float t11;
    vcc_v8_int t12;
    vcc_v8_float t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
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
        t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        if (vcc_any(t3)) {
            t4 = (long)i_1;
            t1 = vcc_load(vcc_v8_float, v + t4);
            t5 = t4;
            t6 = 0;
            t7 = t3;
        } else {
            t5 = 0L;
            t1 = (vcc_v8_float){0};
            t6 = 0;
            t7 = (vcc_m8){0};
        }
        t8 = t7;
        t9 = t1;
        t10 = t6;
        t11 = (vcc_v8_float){0};
        t12 = (vcc_v8_int){0};
        for (;;) {
            t13 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t14 = (vcc_m8)(t9 > t13);
            t15 = t8 & t14;
            t16 = vcc_splat(vcc_v8_int, (t10 < 40) != 0);
            t17 = (vcc_m8)(t16 != (vcc_v8_int){0});
            t18 = t15 & t17;
            t19 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t20 = t9 * t19;
            t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t9, t11);
            t22 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
            t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t22, t12);
            if (!vcc_any(t18)) {
                break;
            }
            t8 = t18;
            t9 = t20;
            t10++;
            t11 = t21;
            t12 = t23;
        }
        vcc_store_masked(count + t5, t23, t7);
        vcc_store_masked(rest + t5, t21, t7);
    }
    for (; i < n; i++) {
        t2 = (long)i;
        c = 0;
        for (x = v[t2]; x > 1.0f; x *= 0.5f, c++) {
            if ((c < 40) == 0) {
                break;
            }
        }
        count[t2] = c;
        rest[t2] = x;
    }
}

void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    float s;
    vcc_v8_float t1;
    int r;
    int j;
    int t;
    int j_1;
    vcc_m8 t2;
    float t3;
    int t4;
    vcc_m8 t5;
    int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_m8 t10;
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
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            if (vcc_any(t2)) {
                t3 = 0.0f;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0f;
                t4 = 0;
                t5 = (vcc_m8){0};
            }
            t1 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
            for (t6 = t4; t6 < 5; t6++) {
                t7 = vcc_load(vcc_v8_float, in + ((r + t6 - 2) * cols + j_1));
                t8 = vcc_splat(vcc_v8_float, w[t6]);
                t9 = t8 * t7;
                t1 = t1 + t9;
            }
            if (vcc_any(t5)) {
                vcc_store(out + (r * cols + j_1), t1);
                t10 = t5;
            } else {
                t10 = (vcc_m8){0};
            }
            (void)vcc_any(t10);
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
    double s;
    long c;
    vcc_v8_uint t2;
    double sb;
    unsigned int t;
    int n;
    unsigned long t3;
    void *t4;
    float *a;
    void *t5;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t6;
    unsigned long t7;
    unsigned long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    long t12;
    vcc_v8_int t13;
    long t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_int t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    long t28;
    vcc_v8_uint t29;
    int i;
    long t30;
    const float *t31;
    int i_1;
    long t32;
    int t33;
    int rows;
    int t34;
    float *in;
    float *bl;
    long t35;
    long t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    long t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    long t45;
    vcc_v8_uint t46;
    int x;
    int x_1;
    float t47;
    double t48;
    float t49;
    double t50;
    float t51;
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
        t3 = (unsigned long)n * 4UL + 1UL;
        t4 = malloc(t3);
        a = (float *)t4;
        t5 = malloc(t3);
        b = (float *)t5;
        out = (float *)malloc(t3);
        rest = (float *)malloc(t3);
        count = (int *)malloc(t3);
        t6 = (long)n;
        t7 = (unsigned long)t4;
        t8 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t7 + (unsigned long)0L)))) {
            t9 = t6 & -8L;
            t10 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t11 = (vcc_v8_uint)t10;
            t1 = t11 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t12 = 0L;
            for (;;) {
                t13 = (vcc_v8_int)t1;
                t14 = (long)(int)((long)0 + t12);
                t15 = t13 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t16 = t15 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                t17 = __builtin_convertvector(t16, vcc_v8_float);
                t18 = t17 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t19 = t18 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t14, t19);
                t20 = t13 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t21 = t20 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                t22 = __builtin_convertvector(t21, vcc_v8_float);
                t23 = t22 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t24 = t13 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t25 = __builtin_convertvector(t24, vcc_v8_float);
                t26 = t25 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                t27 = t23 + t26;
                vcc_store(b + t14, t27);
                t28 = t12 + 8L;
                t29 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t28 >= t9) {
                    break;
                }
                t12 = t28;
                t1 = t29;
            }
            i = (int)((long)0 + t9);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t30 = (long)i;
            a[t30] = (float)(i * 7 % 11) * 0.25f - 1.0f;
            b[t30] = (float)(i * 3 % 5) * 0.5f + (float)(i % 4) * 1000.0f;
        }
        t31 = b;
        prefix_dot(n, a, t31, out);
        halvings(n, t31, count, rest);
        s = 0.0;
        c = 0L;
        for (i_1 = 0; i_1 < n; i_1 = t33) {
            t32 = (long)i_1;
            t33 = i_1 + 1;
            s += (double)(out[t32] * (float)t33 + rest[t32]);
            c += (long)(count[t32] * t33);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t34 = rows * n;
        in = (float *)malloc((unsigned long)t34 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t34 + 1), 4UL);
        t35 = (long)t34;
        if (t35 >= 8L) {
            t36 = t35 & -8L;
            t37 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t38 = (vcc_v8_uint)t37;
            t2 = t38 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t39 = 0L;
            for (;;) {
                t40 = (vcc_v8_int)t2;
                t41 = t40 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t42 = t41 % (vcc_v8_int){29, 29, 29, 29, 29, 29, 29, 29};
                t43 = __builtin_convertvector(t42, vcc_v8_float);
                t44 = t43 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + t39), t44);
                t45 = t39 + 8L;
                t46 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t45 >= t36) {
                    break;
                }
                t39 = t45;
                t2 = t46;
            }
            x = (int)((long)0 + t36);
        } else {
            x = 0;
        }
        for (; x < t34; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        sb = 0.0;
        for (x_1 = 0; x_1 < t34; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t47 = bl[t34 / 2];
        } else {
            t47 = 0.0f;
        }
        t48 = (double)t47;
        if (n) {
            t49 = rest[n / 2];
        } else {
            t49 = 0.0f;
        }
        t50 = (double)t49;
        if (n) {
            t51 = out[n - 1];
        } else {
            t51 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t51, c, t50, sb, t48);
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
