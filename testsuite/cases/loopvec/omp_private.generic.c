/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* `#pragma omp simd private(t)`: `t`, declared before the loop, is a fresh variable in each
   iteration. Written before it is read in every iteration, it carries nothing from one
   iteration to the next once it is in a register, so the loop is vectorized; with a
   `reduction` clause too; and under a condition, where each iteration still sets `t` before
   reading it. The last loop's private array `tmp` stays in memory: vcc does not privatize it
   (the remark names the dependence), and the loop stays scalar. */
void poly_private(int n, float *restrict y, const float *restrict x) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    long t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    long t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    int t29;
    long t30;
    long t31;
    long t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    int i;
    long t38;
    float t;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_float, x + t5);
            t7 = t6 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t8 = t7 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t9 = t8 * t8;
            t10 = t9 + t8;
            vcc_store(y + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = vcc_load(vcc_v8_float, x + t11);
            t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t14 = t13 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t15 = t14 * t14;
            t16 = t15 + t14;
            vcc_store(y + t11, t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = vcc_load(vcc_v8_float, x + t17);
            t19 = t18 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t20 = t19 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t21 = t20 * t20;
            t22 = t21 + t20;
            vcc_store(y + t17, t22);
            t23 = (long)(int)((long)0 + (t1 + 24L));
            t24 = vcc_load(vcc_v8_float, x + t23);
            t25 = t24 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t26 = t25 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t27 = t26 * t26;
            t28 = t27 + t26;
            vcc_store(y + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = vcc_load(vcc_v8_float, x + t32);
            t34 = t33 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t35 = t34 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t36 = t35 * t35;
            t37 = t36 + t35;
            vcc_store(y + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t = x[t38] * 0.5f - 1.0f;
        y[t38] = t * t + t;
    }
}

float dot_private(int n, const float *restrict x, const float *restrict z) {
    long t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    long t6;
    vcc_v8_float t7;
    float s;
    long t8;
    long t9;
    long t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    long t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    long t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    long t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    int t33;
    float t34;
    long t35;
    long t36;
    long t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    int i;
    long t42;
    float t;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t3 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t5 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        do {
            t10 = (long)(int)((long)0 + t1);
            t11 = vcc_load(vcc_v8_float, x + t10);
            t12 = vcc_load(vcc_v8_float, z + t10);
            t13 = t11 - t12;
            t14 = t13 * t13;
            t2 = t2 + t14;
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = vcc_load(vcc_v8_float, x + t15);
            t17 = vcc_load(vcc_v8_float, z + t15);
            t18 = t16 - t17;
            t19 = t18 * t18;
            t3 = t3 + t19;
            t20 = (long)(int)((long)0 + (t1 + 16L));
            t21 = vcc_load(vcc_v8_float, x + t20);
            t22 = vcc_load(vcc_v8_float, z + t20);
            t23 = t21 - t22;
            t24 = t23 * t23;
            t4 = t4 + t24;
            t25 = (long)(int)((long)0 + (t1 + 24L));
            t26 = vcc_load(vcc_v8_float, x + t25);
            t27 = vcc_load(vcc_v8_float, z + t25);
            t28 = t26 - t27;
            t29 = t28 * t28;
            t5 = t5 + t29;
            t1 += 32L;
        } while (t1 < t9);
        t30 = t2 + t3;
        t31 = t30 + t4;
        t32 = t31 + t5;
        t33 = (int)((long)0 + t9);
        t34 = 0.0f + vcc_reduce(float, t32, +);
    } else {
        t33 = 0;
        t34 = 0.0f;
    }
    t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        t36 = t35 & -8L;
        t6 = 0L;
        t7 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        do {
            t37 = (long)(int)((long)t33 + t6);
            t38 = vcc_load(vcc_v8_float, x + t37);
            t39 = vcc_load(vcc_v8_float, z + t37);
            t40 = t38 - t39;
            t41 = t40 * t40;
            t7 = t7 + t41;
            t6 += 8L;
        } while (t6 < t36);
        i = (int)((long)t33 + t36);
        s = t34 + vcc_reduce(float, t7, +);
    } else {
        i = t33;
        s = t34;
    }
    for (; i < n; i++) {
        t42 = (long)i;
        t = x[t42] - z[t42];
        s += t * t;
    }
    return s;
}

void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    long t1;
    long t2;
    int t;
    long t3;
    long t4;
    vcc_v8_int t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    long t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int t22;
    long t23;
    long t24;
    vcc_v8_int t25;
    long t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    int i;
    long t30;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = vcc_load(vcc_v8_int, x + t6);
            t8 = vcc_max(vcc_v8_int, t5, t7);
            t9 = t8 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = vcc_load(vcc_v8_int, x + t10);
            t12 = vcc_max(vcc_v8_int, t5, t11);
            t13 = t12 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t10, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = vcc_load(vcc_v8_int, x + t14);
            t16 = vcc_max(vcc_v8_int, t5, t15);
            t17 = t16 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t14, t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = vcc_load(vcc_v8_int, x + t18);
            t20 = vcc_max(vcc_v8_int, t5, t19);
            t21 = t20 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t18, t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = (int)((long)0 + t4);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t25 = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        t2 = 0L;
        do {
            t26 = (long)(int)((long)t22 + t2);
            t27 = vcc_load(vcc_v8_int, x + t26);
            t28 = vcc_max(vcc_v8_int, t25, t27);
            t29 = t28 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t26, t29);
            t2 += 8L;
        } while (t2 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        t = x[t30];
        if (t < lo) {
            t = lo;
        }
        y[t30] = t * 3;
    }
}

void pairs_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        tmp[0] = x[i] + 1;
        tmp[1] = x[i] - 1;
        y[i] = tmp[0] * tmp[1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *z = new_array(n, 4), *y = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yp = new_array(n, 4);
        FILL(x, n, -20, 41);
        FILL(z, n, -3, 7);
        FILL(xi, n, -100, 201);
        poly_private(n, y, x);
        clamp_private(n, yi, xi, -7);
        pairs_private(n, yp, xi);
        printf("n=%d poly=%llx dot=%a clamp=%llx pairs=%llx\n", n, HASH(y, n), dot_private(n, x, z), HASH(yi, n), HASH(yp, n));
        free(x), free(z), free(y), free(xi), free(yi), free(yp);
    }
    return 0;
}
