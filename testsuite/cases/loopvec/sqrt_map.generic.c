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
    long t6;
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
    int t17;
    long t18;
    long t19;
    long t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    int i;
    long t26;
    double t27;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = vcc_load(vcc_v4_double, a + t5);
            t8 = vcc_load(vcc_v4_double, a + t6);
            t9 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t7[0]));
            t10 = vcc_insert(t9, 1, sqrt(t7[1]));
            t11 = vcc_insert(t10, 2, sqrt(t7[2]));
            t12 = vcc_insert(t11, 3, sqrt(t7[3]));
            vcc_store(r + t5, t12);
            t13 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t8[0]));
            t14 = vcc_insert(t13, 1, sqrt(t8[1]));
            t15 = vcc_insert(t14, 2, sqrt(t8[2]));
            t16 = vcc_insert(t15, 3, sqrt(t8[3]));
            vcc_store(r + t6, t16);
            t1 += 8L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = vcc_load(vcc_v4_double, a + t20);
            t22 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t21[0]));
            t23 = vcc_insert(t22, 1, sqrt(t21[1]));
            t24 = vcc_insert(t23, 2, sqrt(t21[2]));
            t25 = vcc_insert(t24, 3, sqrt(t21[3]));
            vcc_store(r + t20, t25);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t26 = (long)i;
        t27 = a[t26];
        r[t26] = sqrt(t27);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    long t1;
    long t2;
    double check;
    int i;
    int t3;
    unsigned int c;
    int n;
    long t4;
    int t5;
    long t6;
    long t7;
    int i_1;
    int i_2;
    for (i = 0; i < 1003; i++) {
        t3 = i % 31;
        a[i] = (double)(t3 * t3);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t4 = 1003L & -16L;
            t1 = 0L;
            do {
                vcc_store(&r[(int)((long)0 + t1)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t1 + 4L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t1 + 8L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t1 + 12L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
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
                vcc_store(&r[(int)((long)t5 + t2)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t2 += 4L;
            } while (t2 < t7);
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
