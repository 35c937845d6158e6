/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
void roots(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    long t27;
    int i;
    long t28;
    double t29;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_double, a + t4);
            t7 = vcc_load(vcc_v4_double, a + t5);
            t8 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t6[0]));
            t9 = vcc_insert(t8, 1, sqrt(t6[1]));
            t10 = vcc_insert(t9, 2, sqrt(t6[2]));
            t11 = vcc_insert(t10, 3, sqrt(t6[3]));
            t12 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t7[0]));
            t13 = vcc_insert(t12, 1, sqrt(t7[1]));
            t14 = vcc_insert(t13, 2, sqrt(t7[2]));
            t15 = vcc_insert(t14, 3, sqrt(t7[3]));
            vcc_store(r + t4, t11);
            vcc_store(r + t5, t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        t17 = (int)((long)0 + t2);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t17 + t20);
            t22 = vcc_load(vcc_v4_double, a + t21);
            t23 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t22[0]));
            t24 = vcc_insert(t23, 1, sqrt(t22[1]));
            t25 = vcc_insert(t24, 2, sqrt(t22[2]));
            t26 = vcc_insert(t25, 3, sqrt(t22[3]));
            vcc_store(r + t21, t26);
            t27 = t20 + 4L;
            if (t27 >= t19) {
                break;
            }
            t20 = t27;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t28 = (long)i;
        t29 = a[t28];
        r[t28] = sqrt(t29);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double check;
    int i;
    int t1;
    unsigned int c;
    int n;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    long t7;
    long t8;
    long t9;
    int i_1;
    int i_2;
    for (i = 0; i < 1003; i++) {
        t1 = i % 31;
        a[i] = (double)(t1 * t1);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t2 = 1003L & -16L;
            t3 = 0L;
            for (;;) {
                vcc_store(&r[(int)((long)0 + t3)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t3 + 4L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t3 + 8L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t3 + 12L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t4 = t3 + 16L;
                if (t4 >= t2) {
                    break;
                }
                t3 = t4;
            }
            t5 = (int)((long)0 + t2);
        } else {
            t5 = 0;
        }
        t6 = (long)t5 * -1L + 1003L;
        if (t6 >= 4L) {
            t7 = t6 & -4L;
            t8 = 0L;
            for (;;) {
                vcc_store(&r[(int)((long)t5 + t8)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t9 = t8 + 4L;
                if (t9 >= t7) {
                    break;
                }
                t8 = t9;
            }
            i_1 = (int)((long)t5 + t7);
        } else {
            i_1 = t5;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = -1.0;
        }
        roots(n, r, a);
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
