/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
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
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 12L));
            t9 = vcc_load(vcc_v4_double, a + t5);
            t10 = vcc_load(vcc_v4_double, a + t6);
            t11 = vcc_load(vcc_v4_double, a + t7);
            t12 = vcc_load(vcc_v4_double, a + t8);
            t13 = t9 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t14 = t10 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t15 = t11 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t16 = t12 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t17 = vcc_load(vcc_v4_double, b + t5);
            t18 = vcc_load(vcc_v4_double, b + t6);
            t19 = vcc_load(vcc_v4_double, b + t7);
            t20 = vcc_load(vcc_v4_double, b + t8);
            t21 = t13 / t17;
            vcc_store(r + t5, t21);
            t22 = t14 / t18;
            vcc_store(r + t6, t22);
            t23 = t15 / t19;
            vcc_store(r + t7, t23);
            t24 = t16 / t20;
            vcc_store(r + t8, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = vcc_load(vcc_v4_double, a + t28);
            t30 = t29 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t31 = vcc_load(vcc_v4_double, b + t28);
            t32 = t30 / t31;
            vcc_store(r + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        r[t33] = (a[t33] - 1.0) / b[t33];
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    long t1;
    long t2;
    double check;
    int i;
    long t3;
    unsigned int c;
    int n;
    long t4;
    int t5;
    long t6;
    long t7;
    int i_1;
    int i_2;
    for (i = 0; i < 1003; i++) {
        t3 = (long)i;
        a[t3] = (double)(i % 29);
        b[t3] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t4 = 1003L & -16L;
            t1 = 0L;
            do {
                vcc_store(&r[(int)((long)0 + t1)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t1 + 4L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t1 + 8L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t1 + 12L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                t1 += 16L;
            } while (t1 < t4);
            t5 = (int)((long)0 + t4);
        } else {
            t5 = 0;
        }
        t6 = (long)t5 * -1L + 1003L;
        if (t6 >= 4L) {
            t7 = t6 & -4L;
            t2 = 0L;
            do {
                vcc_store(&r[(int)((long)t5 + t2)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                t2 += 4L;
            } while (t2 < t7);
            i_1 = (int)((long)t5 + t7);
        } else {
            i_1 = t5;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        ratio(n, r, a, b);
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
