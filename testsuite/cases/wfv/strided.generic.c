/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
#pragma GCC diagnostic pop
/* A strided load, `m[j * n + i]` with `j` linear and `n` uniform: each lane's element is `n`
   apart, read lane by lane at the offsets `k * n` (a splat of `n` times the lane numbers: on
   avx512 the 16 `long` offsets are no register, and their splat is written so that gcc folds it
   once `n` is a constant). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 2 */

#define N 40

static float in[N * N], out[N * N];

/* #pragma omp declare simd uniform(m, n, i, scale) linear(j) notinbranch */
float at_transposed(const float *m, int n, int i, int j, float scale) {
    return m[j * n + i] * scale;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_v8_long t1;
    vcc_v8_long t2;
    vcc_v8_long t3;
    vcc_v8_long t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    t1 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t2 = vcc_splat(vcc_v8_long, 1L * (long)n);
    t3 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t2;
    t4 = t1 + t3;
    t5 = vcc_gather(vcc_v8_float, m + (j * n + i), t4);
    t6 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    t7 = t5 * t6;
    return t7;
}
#pragma GCC diagnostic pop

/* The variant inlined with a constant n. */
void transpose(float scale) {
    long t1;
    long t2;
    int i;
    long t3;
    long t4;
    long t5;
    int t6;
    float *t7;
    const float *t8;
    int t9;
    float *t10;
    const float *t11;
    int j;
    int t12;
    float *t13;
    const float *t14;
    vcc_v8_long t15;
    vcc_v8_long t16;
    vcc_v8_long t17;
    vcc_v8_long t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_long t22;
    vcc_v8_long t23;
    vcc_v8_long t24;
    vcc_v8_long t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    int t29;
    float *t30;
    const float *t31;
    vcc_v8_long t32;
    vcc_v8_long t33;
    vcc_v8_long t34;
    vcc_v8_long t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    int t39;
    float *t40;
    const float *t41;
    vcc_v8_long t42;
    vcc_v8_long t43;
    vcc_v8_long t44;
    vcc_v8_long t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_long t49;
    vcc_v8_long t50;
    vcc_v8_long t51;
    vcc_v8_long t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    for (i = 0; i < 40; i++) {
        t2 = 0L;
        for (;;) {
            t3 = t2 + 8L;
            t4 = t2 + 16L;
            t5 = t2 + 24L;
            t6 = (int)(0L + t2);
            t7 = &out[i * 40 + t6];
            t8 = in;
            t15 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t16 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            t17 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t16;
            t18 = t15 + t17;
            t19 = vcc_gather(vcc_v8_float, t8 + (t6 * 40 + i), t18);
            t20 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            t21 = t19 * t20;
            vcc_store(t7, t21);
            t12 = (int)(0L + t3);
            t13 = &out[i * 40 + t12];
            t14 = in;
            t32 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t33 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            t34 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t33;
            t35 = t32 + t34;
            t36 = vcc_gather(vcc_v8_float, t14 + (t12 * 40 + i), t35);
            t37 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            t38 = t36 * t37;
            vcc_store(t13, t38);
            t29 = (int)(0L + t4);
            t30 = &out[i * 40 + t29];
            t31 = in;
            t42 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t43 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            t44 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t43;
            t45 = t42 + t44;
            t46 = vcc_gather(vcc_v8_float, t31 + (t29 * 40 + i), t45);
            t47 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            t48 = t46 * t47;
            vcc_store(t30, t48);
            t39 = (int)(0L + t5);
            t40 = &out[i * 40 + t39];
            t41 = in;
            t49 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t50 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            t51 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t50;
            t52 = t49 + t51;
            t53 = vcc_gather(vcc_v8_float, t41 + (t39 * 40 + i), t52);
            t54 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            t55 = t53 * t54;
            vcc_store(t40, t55);
            t2 += 32L;
            if (t2 >= 32L) {
                t1 = 0L;
                for (;;) {
                    t9 = (int)(32L + t1);
                    t10 = &out[i * 40 + t9];
                    t11 = in;
                    t22 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                    t23 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                    t24 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t23;
                    t25 = t22 + t24;
                    t26 = vcc_gather(vcc_v8_float, t11 + (t9 * 40 + i), t25);
                    t27 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    t28 = t26 * t27;
                    vcc_store(t10, t28);
                    t1 += 8L;
                    if (t1 >= 8L) {
                        j = 40;
                        for (;; j++) {
                            if (j >= 40) {
                                goto L56;
                            }
                            out[i * 40 + j] = at_transposed(in, 40, i, j, scale);
                        }
                    }
                }
            }
        }
    L56:;
    }
}

/* And with n a parameter. */
void column(float *dst, int n, int rows, int i) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    float *t7;
    const float *t8;
    int t9;
    long t10;
    long t11;
    int t12;
    float *t13;
    const float *t14;
    int j;
    int t15;
    float *t16;
    const float *t17;
    vcc_v8_long t18;
    vcc_v8_long t19;
    vcc_v8_long t20;
    vcc_v8_long t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_long t25;
    vcc_v8_long t26;
    vcc_v8_long t27;
    vcc_v8_long t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_long t32;
    vcc_v8_long t33;
    vcc_v8_long t34;
    vcc_v8_long t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    t3 = (long)rows;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t7 = dst + t6;
            t8 = in;
            t18 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t19 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t20 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t19;
            t21 = t18 + t20;
            t22 = vcc_gather(vcc_v8_float, t8 + (t6 * n + i), t21);
            t23 = vcc_splat(vcc_v8_float, -1.5f);
            t24 = t22 * t23;
            vcc_store(t7, t24);
            t15 = (int)(0L + t5);
            t16 = dst + t15;
            t17 = in;
            t32 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t33 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t34 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t33;
            t35 = t32 + t34;
            t36 = vcc_gather(vcc_v8_float, t17 + (t15 * n + i), t35);
            t37 = vcc_splat(vcc_v8_float, -1.5f);
            t38 = t36 * t37;
            vcc_store(t16, t38);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)rows + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t1 = 0L;
        for (;;) {
            t12 = (int)((long)t9 + t1);
            t13 = dst + t12;
            t14 = in;
            t25 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t26 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t27 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t26;
            t28 = t25 + t27;
            t29 = vcc_gather(vcc_v8_float, t14 + (t12 * n + i), t28);
            t30 = vcc_splat(vcc_v8_float, -1.5f);
            t31 = t29 * t30;
            vcc_store(t13, t31);
            t1 += 8L;
            if (t1 >= t11) {
                j = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        j = t9;
    }
    for (; j < rows; j++) {
        dst[j] = at_transposed(in, n, i, j, -1.5f);
    }
}

v8f _ZGVdN8uuulu_at_transposed(const float *, int, int, int, float);

int main(void) {
    for (int k = 0; k < N * N; k++)
        in[k] = (float)(k % 97) * 0.5f - 3.0f;
    transpose(2.0f);
    double t = 0;
    for (int k = 0; k < N * N; k++)
        t += out[k] * (k % 13 + 1);
    printf("%.3f\n", t);
    float dst[N];
    int ns[] = {N, 17, 3};
    int rows[] = {N, 33, 17};
    for (int s = 0; s < 3; s++) {
        column(dst, ns[s], rows[s], s + 1);
        for (int j = 0; j < rows[s]; j++)
            printf("%g ", dst[j]);
        printf("\n");
    }
    float r[8];
    FROM_VEC(r, _ZGVdN8uuulu_at_transposed(in, 7, 2, 5, 0.25f));
    for (int k = 0; k < 8; k++)
        printf("%g ", r[k]);
    printf("\n");
    return 0;
}
