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
    long t2;
    int i;
    double s;
    long c;
    vcc_v8_uint t3;
    long t4;
    double sb;
    unsigned int t;
    int n;
    unsigned long t5;
    void *t6;
    float *a;
    void *t7;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t8;
    unsigned long t9;
    unsigned long t10;
    long t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    long t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_int t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_uint t29;
    int i_1;
    long t30;
    const float *t31;
    long t32;
    int rows;
    int t33;
    float *in;
    float *bl;
    long t34;
    long t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_uint t43;
    int x;
    int x_1;
    float t44;
    double t45;
    float t46;
    double t47;
    float t48;
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
        t5 = (unsigned long)n * 4UL + 1UL;
        t6 = malloc(t5);
        a = (float *)t6;
        t7 = malloc(t5);
        b = (float *)t7;
        out = (float *)malloc(t5);
        rest = (float *)malloc(t5);
        count = (int *)malloc(t5);
        t8 = (long)n;
        t9 = (unsigned long)t6;
        t10 = (unsigned long)t7;
        if ((t8 >= 8L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)0L)) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)0L)))) {
            t11 = t8 & -8L;
            t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t13 = (vcc_v8_uint)t12;
            t1 = t13 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t2 = 0L;
            for (;;) {
                t14 = (vcc_v8_int)t1;
                t15 = (long)(int)((long)0 + t2);
                t16 = t14 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t17 = t16 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                t18 = __builtin_convertvector(t17, vcc_v8_float);
                t19 = t18 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t20 = t19 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_store(a + t15, t20);
                t21 = t14 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t22 = t21 % (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                t23 = __builtin_convertvector(t22, vcc_v8_float);
                t24 = t23 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t25 = t14 % (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t26 = __builtin_convertvector(t25, vcc_v8_float);
                t27 = t26 * (vcc_v8_float){1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f, 1000.0f};
                t28 = t24 + t27;
                vcc_store(b + t15, t28);
                t2 += 8L;
                t29 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t2 >= t11) {
                    break;
                }
                t1 = t29;
            }
            i_1 = (int)((long)0 + t11);
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            t30 = (long)i_1;
            a[t30] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t30] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t31 = b;
        prefix_dot(n, a, t31, out);
        halvings(n, t31, count, rest);
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t32 = (long)i;
            i++;
            s += (double)(out[t32] * (float)i + rest[t32]);
            c += (long)(count[t32] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t33 = rows * n;
        in = (float *)malloc((unsigned long)t33 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t33 + 1), 4UL);
        t34 = (long)t33;
        if (t34 >= 8L) {
            t35 = t34 & -8L;
            t36 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t37 = (vcc_v8_uint)t36;
            t3 = t37 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t4 = 0L;
            for (;;) {
                t38 = (vcc_v8_int)t3;
                t39 = t38 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t40 = t39 % (vcc_v8_int){29, 29, 29, 29, 29, 29, 29, 29};
                t41 = __builtin_convertvector(t40, vcc_v8_float);
                t42 = t41 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(in + (int)((long)0 + t4), t42);
                t4 += 8L;
                t43 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t4 >= t35) {
                    break;
                }
                t3 = t43;
            }
            x = (int)((long)0 + t35);
        } else {
            x = 0;
        }
        for (; x < t33; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        sb = 0.0;
        for (x_1 = 0; x_1 < t33; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t44 = bl[t33 / 2];
        } else {
            t44 = 0.0f;
        }
        t45 = (double)t44;
        if (n) {
            t46 = rest[n / 2];
        } else {
            t46 = 0.0f;
        }
        t47 = (double)t46;
        if (n) {
            t48 = out[n - 1];
        } else {
            t48 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t48, c, t47, sb, t45);
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
