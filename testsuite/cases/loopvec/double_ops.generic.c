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
    int t5;
    int t6;
    int t7;
    int t8;
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
    long t25;
    int t26;
    long t27;
    long t28;
    vcc_v4_double t29;
    long t30;
    int t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    long t36;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v4_double){a, a, a, a};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (int)((long)0 + (t4 + 4L));
            t7 = (int)((long)0 + (t4 + 8L));
            t8 = (int)((long)0 + (t4 + 12L));
            t9 = vcc_load(vcc_v4_double, x + t5);
            t10 = vcc_load(vcc_v4_double, x + t6);
            t11 = vcc_load(vcc_v4_double, x + t7);
            t12 = vcc_load(vcc_v4_double, x + t8);
            t13 = t3 * t9;
            t14 = t3 * t10;
            t15 = t3 * t11;
            t16 = t3 * t12;
            t17 = vcc_load(vcc_v4_double, y + t5);
            t18 = vcc_load(vcc_v4_double, y + t6);
            t19 = vcc_load(vcc_v4_double, y + t7);
            t20 = vcc_load(vcc_v4_double, y + t8);
            t21 = t13 + t17;
            t22 = t14 + t18;
            t23 = t15 + t19;
            t24 = t16 + t20;
            vcc_store(y + t5, t21);
            vcc_store(y + t6, t22);
            vcc_store(y + t7, t23);
            vcc_store(y + t8, t24);
            t25 = t4 + 16L;
            if (t25 >= t2) {
                break;
            }
            t4 = t25;
        }
        t26 = (int)((long)0 + t2);
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        t28 = t27 & -4L;
        t29 = (vcc_v4_double){a, a, a, a};
        t30 = 0L;
        for (;;) {
            t31 = (int)((long)t26 + t30);
            t32 = vcc_load(vcc_v4_double, x + t31);
            t33 = t29 * t32;
            t34 = vcc_load(vcc_v4_double, y + t31);
            t35 = t33 + t34;
            vcc_store(y + t31, t35);
            t36 = t30 + 4L;
            if (t36 >= t28) {
                break;
            }
            t30 = t36;
        }
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
}

void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
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
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    int t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    long t44;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_double, a + t4);
            t9 = vcc_load(vcc_v4_double, a + t5);
            t10 = vcc_load(vcc_v4_double, a + t6);
            t11 = vcc_load(vcc_v4_double, a + t7);
            t12 = vcc_load(vcc_v4_double, a + t4);
            t13 = vcc_load(vcc_v4_double, a + t5);
            t14 = vcc_load(vcc_v4_double, a + t6);
            t15 = vcc_load(vcc_v4_double, a + t7);
            t16 = t8 * t12;
            t17 = t9 * t13;
            t18 = t10 * t14;
            t19 = t11 * t15;
            t20 = vcc_load(vcc_v4_double, b + t4);
            t21 = vcc_load(vcc_v4_double, b + t5);
            t22 = vcc_load(vcc_v4_double, b + t6);
            t23 = vcc_load(vcc_v4_double, b + t7);
            t24 = t20 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t25 = t21 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t26 = t22 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t27 = t23 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t28 = t16 - t24;
            t29 = t17 - t25;
            t30 = t18 - t26;
            t31 = t19 - t27;
            vcc_store(c + t4, t28);
            vcc_store(c + t5, t29);
            vcc_store(c + t6, t30);
            vcc_store(c + t7, t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        for (;;) {
            t37 = (int)((long)t33 + t36);
            t38 = vcc_load(vcc_v4_double, a + t37);
            t39 = vcc_load(vcc_v4_double, a + t37);
            t40 = t38 * t39;
            t41 = vcc_load(vcc_v4_double, b + t37);
            t42 = t41 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t43 = t40 - t42;
            vcc_store(c + t37, t43);
            t44 = t36 + 4L;
            if (t44 >= t35) {
                break;
            }
            t36 = t44;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        c[i] = a[i] * a[i] - b[i] / 3.0;
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
    unsigned long t27;
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
        sqdiff(n, c, x, y);
        daxpy(n, -2.75, x, y);
        t27 = hash_bytes((const void *)c, (unsigned long)n * 8UL);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, (unsigned long)n * 8UL), (unsigned long long)t27);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
