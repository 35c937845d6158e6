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
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v4_double){a, a, a, a};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (int)((long)0 + (t4 + 4L));
            t7 = vcc_load(vcc_v4_double, x + t5);
            t8 = vcc_load(vcc_v4_double, x + t6);
            t9 = t3 * t7;
            t10 = t3 * t8;
            t11 = vcc_load(vcc_v4_double, y + t5);
            t12 = vcc_load(vcc_v4_double, y + t6);
            t13 = t9 + t11;
            t14 = t10 + t12;
            vcc_store(y + t5, t13);
            vcc_store(y + t6, t14);
            t15 = t4 + 8L;
            if (t15 >= t2) {
                break;
            }
            t4 = t15;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    vcc_v4_double t6;
    vcc_v4_double t7;
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
    long t18;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_double, a + t4);
            t7 = vcc_load(vcc_v4_double, a + t5);
            t8 = vcc_load(vcc_v4_double, a + t4);
            t9 = vcc_load(vcc_v4_double, a + t5);
            t10 = t6 * t8;
            t11 = t7 * t9;
            t12 = vcc_load(vcc_v4_double, b + t4);
            t13 = vcc_load(vcc_v4_double, b + t5);
            t14 = t12 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t15 = t13 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            t16 = t10 - t14;
            t17 = t11 - t15;
            vcc_store(c + t4, t16);
            vcc_store(c + t5, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    int i;
    double *t18;
    unsigned long t19;
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
            i = (int)((long)0 + t3);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t18 = x + i;
            *t18 = *t18 * 0.013;
        }
        sqdiff(n, c, x, y);
        daxpy(n, -2.75, x, y);
        t19 = hash_bytes((const void *)c, (unsigned long)n * 8UL);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, (unsigned long)n * 8UL), (unsigned long long)t19);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
