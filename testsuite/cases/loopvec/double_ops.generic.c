/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_double a_v = (vcc_v4_double){a, a, a, a};
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec);
            vcc_v4_double t4 = a_v * x_v;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, t3);
            vcc_v4_double t5 = t4 + y_v;
            vcc_store(t3, t5);
            long t6 = i_vec + 4L;
            double *t7 = y + t6;
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t6);
            vcc_v4_double t8 = a_v * x_v_1;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, t7);
            vcc_v4_double t9 = t8 + y_v_1;
            vcc_store(t7, t9);
            long t10 = i_vec + 8L;
            double *t11 = y + t10;
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t10);
            vcc_v4_double t12 = a_v * x_v_2;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, t11);
            vcc_v4_double t13 = t12 + y_v_2;
            vcc_store(t11, t13);
            long t14 = i_vec + 12L;
            double *t15 = y + t14;
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t14);
            vcc_v4_double t16 = a_v * x_v_3;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, t15);
            vcc_v4_double t17 = t16 + y_v_3;
            vcc_store(t15, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        vcc_v4_double a_v_1 = (vcc_v4_double){a, a, a, a};
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            double *t22 = y + t21;
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t21);
            vcc_v4_double t23 = a_v_1 * x_v_4;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, t22);
            vcc_v4_double t24 = t23 + y_v_4;
            vcc_store(t22, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v * a_v;
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + i_vec);
            vcc_v4_double t4 = b_v / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t5 = t3 - t4;
            vcc_store(c + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t6);
            vcc_v4_double t7 = a_v_1 * a_v_1;
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t6);
            vcc_v4_double t8 = b_v_1 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t9 = t7 - t8;
            vcc_store(c + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t10);
            vcc_v4_double t11 = a_v_2 * a_v_2;
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t10);
            vcc_v4_double t12 = b_v_2 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t13 = t11 - t12;
            vcc_store(c + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t14);
            vcc_v4_double t15 = a_v_3 * a_v_3;
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t14);
            vcc_v4_double t16 = b_v_3 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t17 = t15 - t16;
            vcc_store(c + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t21);
            vcc_v4_double t22 = a_v_4 * a_v_4;
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t21);
            vcc_v4_double t23 = b_v_4 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t24 = t22 - t23;
            vcc_store(c + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        c[t25] = t26 * t26 - b[t25] / 3.0;
    }
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        double *x = (double *)new_array(n, 8UL);
        double *y = (double *)new_array(n, 8UL);
        double *c = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        long t2 = (long)n;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at double_ops.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                double *t4 = x + i_vec;
                vcc_v4_double x_v = vcc_load(vcc_v4_double, t4);
                vcc_v4_double t5 = x_v * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t4, t5);
                double *t6 = x + (i_vec + 4L);
                vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, t6);
                vcc_v4_double t7 = x_v_1 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t6, t7);
                double *t8 = x + (i_vec + 8L);
                vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, t8);
                vcc_v4_double t9 = x_v_2 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t8, t9);
                double *t10 = x + (i_vec + 12L);
                vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, t10);
                vcc_v4_double t11 = x_v_3 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at double_ops.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                double *t15 = x + ((long)t12 + i_vec_1);
                vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t16 = x_v_4 * (vcc_v4_double){0.013, 0.013, 0.013, 0.013};
                vcc_store(t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            double *t17 = x + i;
            *t17 = *t17 * 0.013;
        }
        const double *t18 = x;
        sqdiff(n, c, t18, y);
        daxpy(n, -2.75, t18, y);
        unsigned long t19 = (unsigned long)n * 8UL;
        unsigned long t20 = hash_bytes((const void *)c, t19);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, t19), (unsigned long long)t20);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
