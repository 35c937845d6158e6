/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
void roots(int n, double *restrict r, const double *restrict a) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t6[0]));
            vcc_v4_double t8 = vcc_insert(t7, 1, sqrt(t6[1]));
            vcc_v4_double t9 = vcc_insert(t8, 2, sqrt(t6[2]));
            vcc_v4_double t10 = vcc_insert(t9, 3, sqrt(t6[3]));
            vcc_store(r + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_double t12 = vcc_load(vcc_v4_double, a + t11);
            vcc_v4_double t13 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t12[0]));
            vcc_v4_double t14 = vcc_insert(t13, 1, sqrt(t12[1]));
            vcc_v4_double t15 = vcc_insert(t14, 2, sqrt(t12[2]));
            vcc_v4_double t16 = vcc_insert(t15, 3, sqrt(t12[3]));
            vcc_store(r + t11, t16);
            t1 += 8L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            vcc_v4_double t21 = vcc_load(vcc_v4_double, a + t20);
            vcc_v4_double t22 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t21[0]));
            vcc_v4_double t23 = vcc_insert(t22, 1, sqrt(t21[1]));
            vcc_v4_double t24 = vcc_insert(t23, 2, sqrt(t21[2]));
            vcc_v4_double t25 = vcc_insert(t24, 3, sqrt(t21[3]));
            vcc_store(r + t20, t25);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        double t27 = a[t26];
        r[t26] = sqrt(t27);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    vcc_v4_int t7 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t8 = t7 + (vcc_v4_int){0, 1, 2, 3};
    vcc_v4_uint t9 = (vcc_v4_uint)t8;
    vcc_v4_uint t10 = t9 - (vcc_v4_uint){31U, 31U, 31U, 31U};
    vcc_v4_uint t11 = vcc_min(vcc_v4_int, t9, t10);
    vcc_v4_int t1 = (vcc_v4_int)t11;
    long t2 = 0L;
    do {
        vcc_v4_int t12 = t1 * t1;
        vcc_v4_double t13 = __builtin_convertvector(t12, vcc_v4_double);
        vcc_store(&a[(int)t2], t13);
        vcc_v4_int t14 = t1 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t15 = (vcc_v4_uint)t14;
        vcc_v4_uint t16 = t15 - (vcc_v4_uint){31U, 31U, 31U, 31U};
        vcc_v4_uint t17 = vcc_min(vcc_v4_int, t15, t16);
        vcc_v4_int t18 = (vcc_v4_int)t17;
        vcc_v4_int t19 = t18 * t18;
        vcc_v4_double t20 = __builtin_convertvector(t19, vcc_v4_double);
        vcc_store(&a[(int)(t2 + 4L)], t20);
        vcc_v4_int t21 = t1 + (vcc_v4_int){8, 8, 8, 8};
        vcc_v4_uint t22 = (vcc_v4_uint)t21;
        vcc_v4_uint t23 = t22 - (vcc_v4_uint){31U, 31U, 31U, 31U};
        vcc_v4_uint t24 = vcc_min(vcc_v4_int, t22, t23);
        vcc_v4_int t25 = (vcc_v4_int)t24;
        vcc_v4_int t26 = t25 * t25;
        vcc_v4_double t27 = __builtin_convertvector(t26, vcc_v4_double);
        vcc_store(&a[(int)(t2 + 8L)], t27);
        vcc_v4_int t28 = t1 + (vcc_v4_int){12, 12, 12, 12};
        vcc_v4_uint t29 = (vcc_v4_uint)t28;
        vcc_v4_uint t30 = t29 - (vcc_v4_uint){31U, 31U, 31U, 31U};
        vcc_v4_uint t31 = vcc_min(vcc_v4_int, t29, t30);
        vcc_v4_int t32 = (vcc_v4_int)t31;
        vcc_v4_int t33 = t32 * t32;
        vcc_v4_double t34 = __builtin_convertvector(t33, vcc_v4_double);
        vcc_store(&a[(int)(t2 + 12L)], t34);
        t2 += 16L;
        vcc_v4_int t35 = t1 + (vcc_v4_int){16, 16, 16, 16};
        vcc_v4_uint t36 = (vcc_v4_uint)t35;
        vcc_v4_uint t37 = t36 - (vcc_v4_uint){31U, 31U, 31U, 31U};
        vcc_v4_uint t38 = vcc_min(vcc_v4_int, t36, t37);
        t1 = (vcc_v4_int)t38;
    } while (t2 < 992L);
    vcc_v4_int t39 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t40 = t39 + (vcc_v4_int){0, 1, 2, 3};
    vcc_v4_uint t41 = (vcc_v4_uint)t40;
    vcc_v4_uint t42 = t41 - (vcc_v4_uint){31U, 31U, 31U, 31U};
    vcc_v4_uint t43 = vcc_min(vcc_v4_int, t41, t42);
    vcc_v4_int t3 = (vcc_v4_int)t43;
    long t4 = 0L;
    do {
        vcc_v4_int t44 = t3 * t3;
        vcc_v4_double t45 = __builtin_convertvector(t44, vcc_v4_double);
        vcc_store(&a[(int)(992L + t4)], t45);
        t4 += 4L;
        vcc_v4_int t46 = t3 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t47 = (vcc_v4_uint)t46;
        vcc_v4_uint t48 = t47 - (vcc_v4_uint){31U, 31U, 31U, 31U};
        vcc_v4_uint t49 = vcc_min(vcc_v4_int, t47, t48);
        t3 = (vcc_v4_int)t49;
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        int t50 = i % 31;
        a[i] = (double)(t50 * t50);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            vcc_store(&r[(int)t5], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_store(&r[(int)(t5 + 4L)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_store(&r[(int)(t5 + 8L)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_store(&r[(int)(t5 + 12L)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            t5 += 16L;
        } while (t5 < 992L);
        long t6 = 0L;
        do {
            vcc_store(&r[(int)(992L + t6)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            t6 += 4L;
        } while (t6 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            r[i_1] = -1.0;
        }
        roots(n, r, a);
        double check = 0.0;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
