/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    int t9;
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
    t2 = (unsigned long)r;
    t3 = (unsigned long)a;
    t4 = (unsigned long)r;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = (int)((long)0 + (t7 + 4L));
            t10 = vcc_load(vcc_v4_double, a + t8);
            t11 = vcc_load(vcc_v4_double, a + t9);
            t12 = t10 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t13 = t11 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t14 = vcc_load(vcc_v4_double, b + t8);
            t15 = vcc_load(vcc_v4_double, b + t9);
            t16 = t12 / t14;
            t17 = t13 / t15;
            vcc_store(r + t8, t16);
            vcc_store(r + t9, t17);
            t18 = t7 + 8L;
            if (t18 >= t6) {
                break;
            }
            t7 = t18;
        }
        i = (int)((long)0 + t6);
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
