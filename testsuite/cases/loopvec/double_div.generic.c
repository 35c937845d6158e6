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
    long t14;
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
            t8 = t6 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t9 = t7 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t10 = vcc_load(vcc_v4_double, b + t4);
            t11 = vcc_load(vcc_v4_double, b + t5);
            t12 = t8 / t10;
            t13 = t9 / t11;
            vcc_store(r + t4, t12);
            vcc_store(r + t5, t13);
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        r[i] = (a[i] - 1.0) / b[i];
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    double check;
    int i;
    unsigned int c;
    int n;
    long t1;
    long t2;
    long t3;
    int i_1;
    int i_2;
    for (i = 0; i < 1003; i++) {
        a[i] = (double)(i % 29);
        b[i] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t1 = 1003L & -16L;
            t2 = 0L;
            for (;;) {
                vcc_store(&r[(int)((long)0 + t2)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t2 + 4L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t2 + 8L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t2 + 12L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                t3 = t2 + 16L;
                if (t3 >= t1) {
                    break;
                }
                t2 = t3;
            }
            i_1 = (int)((long)0 + t1);
        } else {
            i_1 = 0;
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
