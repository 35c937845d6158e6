/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v4_double t5 = (vcc_v4_double){a, a, a, a};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            double *t7 = y + t6;
            vcc_v4_double t8 = vcc_load(vcc_v4_double, x + t6);
            vcc_v4_double t9 = t5 * t8;
            vcc_v4_double t10 = vcc_load(vcc_v4_double, t7);
            vcc_v4_double t11 = t9 + t10;
            vcc_store(t7, t11);
            long t12 = (long)(int)(t1 + 4L);
            double *t13 = y + t12;
            vcc_v4_double t14 = vcc_load(vcc_v4_double, x + t12);
            vcc_v4_double t15 = t5 * t14;
            vcc_v4_double t16 = vcc_load(vcc_v4_double, t13);
            vcc_v4_double t17 = t15 + t16;
            vcc_store(t13, t17);
            long t18 = (long)(int)(t1 + 8L);
            double *t19 = y + t18;
            vcc_v4_double t20 = vcc_load(vcc_v4_double, x + t18);
            vcc_v4_double t21 = t5 * t20;
            vcc_v4_double t22 = vcc_load(vcc_v4_double, t19);
            vcc_v4_double t23 = t21 + t22;
            vcc_store(t19, t23);
            long t24 = (long)(int)(t1 + 12L);
            double *t25 = y + t24;
            vcc_v4_double t26 = vcc_load(vcc_v4_double, x + t24);
            vcc_v4_double t27 = t5 * t26;
            vcc_v4_double t28 = vcc_load(vcc_v4_double, t25);
            vcc_v4_double t29 = t27 + t28;
            vcc_store(t25, t29);
            t1 += 16L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        vcc_v4_double t33 = (vcc_v4_double){a, a, a, a};
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            double *t35 = y + t34;
            vcc_v4_double t36 = vcc_load(vcc_v4_double, x + t34);
            vcc_v4_double t37 = t33 * t36;
            vcc_v4_double t38 = vcc_load(vcc_v4_double, t35);
            vcc_v4_double t39 = t37 + t38;
            vcc_store(t35, t39);
            t2 += 4L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        double *t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = t6 * t6;
            vcc_v4_double t8 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t9 = t8 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t10 = t7 - t9;
            vcc_store(c + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_double t12 = vcc_load(vcc_v4_double, a + t11);
            vcc_v4_double t13 = t12 * t12;
            vcc_v4_double t14 = vcc_load(vcc_v4_double, b + t11);
            vcc_v4_double t15 = t14 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t16 = t13 - t15;
            vcc_store(c + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v4_double t18 = vcc_load(vcc_v4_double, a + t17);
            vcc_v4_double t19 = t18 * t18;
            vcc_v4_double t20 = vcc_load(vcc_v4_double, b + t17);
            vcc_v4_double t21 = t20 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t22 = t19 - t21;
            vcc_store(c + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            vcc_v4_double t24 = vcc_load(vcc_v4_double, a + t23);
            vcc_v4_double t25 = t24 * t24;
            vcc_v4_double t26 = vcc_load(vcc_v4_double, b + t23);
            vcc_v4_double t27 = t26 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t28 = t25 - t27;
            vcc_store(c + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v4_double t33 = vcc_load(vcc_v4_double, a + t32);
            vcc_v4_double t34 = t33 * t33;
            vcc_v4_double t35 = vcc_load(vcc_v4_double, b + t32);
            vcc_v4_double t36 = t35 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t37 = t34 - t36;
            vcc_store(c + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        double t39 = a[t38];
        c[t38] = t39 * t39 - b[t38] / 3.0;
    }
}

int main(void) {
    int n;
    int t3;
    int t18;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        double *x = (double *)new_array(n, 8UL);
        double *y = (double *)new_array(n, 8UL);
        double *c = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        long t4 = (long)n;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            long t1 = 0L;
            do {
                double *t6 = x + (int)t1;
                vcc_v4_double t7 = vcc_load(vcc_v4_double, t6);
                vcc_v4_double t8 = t7 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t6, t8);
                double *t9 = x + (int)(t1 + 4L);
                vcc_v4_double t10 = vcc_load(vcc_v4_double, t9);
                vcc_v4_double t11 = t10 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t9, t11);
                double *t12 = x + (int)(t1 + 8L);
                vcc_v4_double t13 = vcc_load(vcc_v4_double, t12);
                vcc_v4_double t14 = t13 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t12, t14);
                double *t15 = x + (int)(t1 + 12L);
                vcc_v4_double t16 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t17 = t16 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t15, t17);
                t1 += 16L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long t2 = 0L;
            do {
                double *t21 = x + (int)((long)t18 + t2);
                vcc_v4_double t22 = vcc_load(vcc_v4_double, t21);
                vcc_v4_double t23 = t22 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t21, t23);
                t2 += 4L;
            } while (t2 < t20);
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            double *t24 = x + i;
            *t24 = *t24 * 0.013;
        }
        const double *t25 = x;
        sqdiff(n, c, t25, y);
        daxpy(n, -2.75, t25, y);
        unsigned long t26 = (unsigned long)n * 8UL;
        unsigned long t27 = hash_bytes((const void *)c, t26);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, t26), (unsigned long long)t27);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
