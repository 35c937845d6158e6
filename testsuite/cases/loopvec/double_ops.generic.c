/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    long t1;
    long t2;
    vcc_v4_double t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    double *t9;
    double *t10;
    double *t11;
    double *t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    long t29;
    int t30;
    long t31;
    long t32;
    vcc_v4_double t33;
    long t34;
    long t35;
    double *t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
    vcc_v4_double t40;
    long t41;
    int i;
    long t42;
    double *t43;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v4_double){a, a, a, a};
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 4L));
            t7 = (long)(int)((long)0 + (t4 + 8L));
            t8 = (long)(int)((long)0 + (t4 + 12L));
            t9 = y + t5;
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = vcc_load(vcc_v4_double, x + t5);
            t14 = vcc_load(vcc_v4_double, x + t6);
            t15 = vcc_load(vcc_v4_double, x + t7);
            t16 = vcc_load(vcc_v4_double, x + t8);
            t17 = t3 * t13;
            t18 = t3 * t14;
            t19 = t3 * t15;
            t20 = t3 * t16;
            t21 = vcc_load(vcc_v4_double, t9);
            t22 = vcc_load(vcc_v4_double, t10);
            t23 = vcc_load(vcc_v4_double, t11);
            t24 = vcc_load(vcc_v4_double, t12);
            t25 = t17 + t21;
            t26 = t18 + t22;
            t27 = t19 + t23;
            t28 = t20 + t24;
            vcc_store(t9, t25);
            vcc_store(t10, t26);
            vcc_store(t11, t27);
            vcc_store(t12, t28);
            t29 = t4 + 16L;
            if (t29 >= t2) {
                break;
            }
            t4 = t29;
        }
        t30 = (int)((long)0 + t2);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        t32 = t31 & -4L;
        t33 = (vcc_v4_double){a, a, a, a};
        t34 = 0L;
        for (;;) {
            t35 = (long)(int)((long)t30 + t34);
            t36 = y + t35;
            t37 = vcc_load(vcc_v4_double, x + t35);
            t38 = t33 * t37;
            t39 = vcc_load(vcc_v4_double, t36);
            t40 = t38 + t39;
            vcc_store(t36, t40);
            t41 = t34 + 4L;
            if (t41 >= t32) {
                break;
            }
            t34 = t41;
        }
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t42 = (long)i;
        t43 = y + t42;
        *t43 = a * x[t42] + *t43;
    }
}

void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    long t39;
    int i;
    long t40;
    double t41;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_double, a + t4);
            t9 = vcc_load(vcc_v4_double, a + t5);
            t10 = vcc_load(vcc_v4_double, a + t6);
            t11 = vcc_load(vcc_v4_double, a + t7);
            t12 = t8 * t8;
            t13 = t9 * t9;
            t14 = t10 * t10;
            t15 = t11 * t11;
            t16 = vcc_load(vcc_v4_double, b + t4);
            t17 = vcc_load(vcc_v4_double, b + t5);
            t18 = vcc_load(vcc_v4_double, b + t6);
            t19 = vcc_load(vcc_v4_double, b + t7);
            t20 = t16 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t21 = t17 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t22 = t18 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t23 = t19 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t24 = t12 - t20;
            t25 = t13 - t21;
            t26 = t14 - t22;
            t27 = t15 - t23;
            vcc_store(c + t4, t24);
            vcc_store(c + t5, t25);
            vcc_store(c + t6, t26);
            vcc_store(c + t7, t27);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32);
            t34 = vcc_load(vcc_v4_double, a + t33);
            t35 = t34 * t34;
            t36 = vcc_load(vcc_v4_double, b + t33);
            t37 = t36 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t38 = t35 - t37;
            vcc_store(c + t33, t38);
            t39 = t32 + 4L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = a[t40];
        c[t40] = t41 * t41 - b[t40] / 3.0;
    }
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    double *x;
    double *y;
    double *c;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    double *t5;
    double *t6;
    double *t7;
    double *t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    double *t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    long t25;
    int i;
    double *t26;
    const double *t27;
    unsigned long t28;
    unsigned long t29;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        x = (double *)new_array(n, 8UL);
        y = (double *)new_array(n, 8UL);
        c = (double *)new_array(n, 8UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = x + (int)((long)0 + t4);
                t6 = x + (int)((long)0 + (t4 + 4L));
                t7 = x + (int)((long)0 + (t4 + 8L));
                t8 = x + (int)((long)0 + (t4 + 12L));
                t9 = vcc_load(vcc_v4_double, t5);
                t10 = vcc_load(vcc_v4_double, t6);
                t11 = vcc_load(vcc_v4_double, t7);
                t12 = vcc_load(vcc_v4_double, t8);
                t13 = t9 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                t14 = t10 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                t15 = t11 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                t16 = t12 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t5, t13);
                vcc_store(t6, t14);
                vcc_store(t7, t15);
                vcc_store(t8, t16);
                t17 = t4 + 16L;
                if (t17 >= t3) {
                    break;
                }
                t4 = t17;
            }
            t18 = (int)((long)0 + t3);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            t20 = t19 & -4L;
            t21 = 0L;
            for (;;) {
                t22 = x + (int)((long)t18 + t21);
                t23 = vcc_load(vcc_v4_double, t22);
                t24 = t23 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t22, t24);
                t25 = t21 + 4L;
                if (t25 >= t20) {
                    break;
                }
                t21 = t25;
            }
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t26 = x + i;
            *t26 = *t26 * 0.013;
        }
        t27 = x;
        sqdiff(n, c, t27, y);
        daxpy(n, -2.75, t27, y);
        t28 = (unsigned long)n * 8UL;
        t29 = hash_bytes((const void *)c, t28);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, t28), (unsigned long long)t29);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
