/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
    long t11;
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
            t6 = vcc_load(vcc_v4_double, a + t5);
            t7 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t6[0]));
            t8 = vcc_insert(t7, 1, sqrt(t6[1]));
            t9 = vcc_insert(t8, 2, sqrt(t6[2]));
            t10 = vcc_insert(t9, 3, sqrt(t6[3]));
            vcc_store(r + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 4L));
            t12 = vcc_load(vcc_v4_double, a + t11);
            t13 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t12[0]));
            t14 = vcc_insert(t13, 1, sqrt(t12[1]));
            t15 = vcc_insert(t14, 2, sqrt(t12[2]));
            t16 = vcc_insert(t15, 3, sqrt(t12[3]));
            vcc_store(r + t11, t16);
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
    vcc_v4_int t1;
    long t2;
    vcc_v4_int t3;
    long t4;
    long t5;
    long t6;
    double check;
    long t7;
    vcc_v4_int t8;
    vcc_v4_int t9;
    vcc_v4_uint t10;
    vcc_v4_uint t11;
    vcc_v4_uint t12;
    vcc_v4_int t13;
    vcc_v4_double t14;
    vcc_v4_int t15;
    vcc_v4_uint t16;
    vcc_v4_uint t17;
    vcc_v4_uint t18;
    vcc_v4_int t19;
    vcc_v4_int t20;
    vcc_v4_double t21;
    vcc_v4_int t22;
    vcc_v4_uint t23;
    vcc_v4_uint t24;
    vcc_v4_uint t25;
    vcc_v4_int t26;
    vcc_v4_int t27;
    vcc_v4_double t28;
    vcc_v4_int t29;
    vcc_v4_uint t30;
    vcc_v4_uint t31;
    vcc_v4_uint t32;
    vcc_v4_int t33;
    vcc_v4_int t34;
    vcc_v4_double t35;
    vcc_v4_int t36;
    vcc_v4_uint t37;
    vcc_v4_uint t38;
    vcc_v4_uint t39;
    int t40;
    long t41;
    long t42;
    vcc_v4_int t43;
    vcc_v4_int t44;
    vcc_v4_uint t45;
    vcc_v4_uint t46;
    vcc_v4_uint t47;
    vcc_v4_int t48;
    vcc_v4_double t49;
    vcc_v4_int t50;
    vcc_v4_uint t51;
    vcc_v4_uint t52;
    vcc_v4_uint t53;
    int i;
    int t54;
    unsigned int c;
    int n;
    long t55;
    int t56;
    long t57;
    long t58;
    int i_1;
    int i_2;
    if ((1003L >= 16L) & (0 >= 0)) {
        t7 = 1003L & -16L;
        t8 = vcc_splat(vcc_v4_int, 0 % 31);
        t9 = t8 + (vcc_v4_int){0, 1, 2, 3};
        t10 = (vcc_v4_uint)t9;
        t11 = t10 - (vcc_v4_uint){31U, 31U, 31U, 31U};
        t12 = vcc_min(vcc_v4_int, t10, t11);
        t1 = (vcc_v4_int)t12;
        t2 = 0L;
        do {
            t13 = t1 * t1;
            t14 = __builtin_convertvector(t13, vcc_v4_double);
            vcc_store(&a[(int)((long)0 + t2)], t14);
            t15 = t1 + (vcc_v4_int){4, 4, 4, 4};
            t16 = (vcc_v4_uint)t15;
            t17 = t16 - (vcc_v4_uint){31U, 31U, 31U, 31U};
            t18 = vcc_min(vcc_v4_int, t16, t17);
            t19 = (vcc_v4_int)t18;
            t20 = t19 * t19;
            t21 = __builtin_convertvector(t20, vcc_v4_double);
            vcc_store(&a[(int)((long)0 + (t2 + 4L))], t21);
            t22 = t1 + (vcc_v4_int){8, 8, 8, 8};
            t23 = (vcc_v4_uint)t22;
            t24 = t23 - (vcc_v4_uint){31U, 31U, 31U, 31U};
            t25 = vcc_min(vcc_v4_int, t23, t24);
            t26 = (vcc_v4_int)t25;
            t27 = t26 * t26;
            t28 = __builtin_convertvector(t27, vcc_v4_double);
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t28);
            t29 = t1 + (vcc_v4_int){12, 12, 12, 12};
            t30 = (vcc_v4_uint)t29;
            t31 = t30 - (vcc_v4_uint){31U, 31U, 31U, 31U};
            t32 = vcc_min(vcc_v4_int, t30, t31);
            t33 = (vcc_v4_int)t32;
            t34 = t33 * t33;
            t35 = __builtin_convertvector(t34, vcc_v4_double);
            vcc_store(&a[(int)((long)0 + (t2 + 12L))], t35);
            t2 += 16L;
            t36 = t1 + (vcc_v4_int){16, 16, 16, 16};
            t37 = (vcc_v4_uint)t36;
            t38 = t37 - (vcc_v4_uint){31U, 31U, 31U, 31U};
            t39 = vcc_min(vcc_v4_int, t37, t38);
            t1 = (vcc_v4_int)t39;
        } while (t2 < t7);
        t40 = (int)((long)0 + t7);
    } else {
        t40 = 0;
    }
    t41 = (long)t40 * -1L + 1003L;
    if ((t41 >= 4L) & (t40 >= 0)) {
        t42 = t41 & -4L;
        t43 = vcc_splat(vcc_v4_int, t40 % 31);
        t44 = t43 + (vcc_v4_int){0, 1, 2, 3};
        t45 = (vcc_v4_uint)t44;
        t46 = t45 - (vcc_v4_uint){31U, 31U, 31U, 31U};
        t47 = vcc_min(vcc_v4_int, t45, t46);
        t3 = (vcc_v4_int)t47;
        t4 = 0L;
        do {
            t48 = t3 * t3;
            t49 = __builtin_convertvector(t48, vcc_v4_double);
            vcc_store(&a[(int)((long)t40 + t4)], t49);
            t4 += 4L;
            t50 = t3 + (vcc_v4_int){4, 4, 4, 4};
            t51 = (vcc_v4_uint)t50;
            t52 = t51 - (vcc_v4_uint){31U, 31U, 31U, 31U};
            t53 = vcc_min(vcc_v4_int, t51, t52);
            t3 = (vcc_v4_int)t53;
        } while (t4 < t42);
        i = (int)((long)t40 + t42);
    } else {
        i = t40;
    }
    for (; i < 1003; i++) {
        t54 = i % 31;
        a[i] = (double)(t54 * t54);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t55 = 1003L & -16L;
            t5 = 0L;
            do {
                vcc_store(&r[(int)((long)0 + t5)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t5 + 4L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t5 + 8L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                vcc_store(&r[(int)((long)0 + (t5 + 12L))], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t5 += 16L;
            } while (t5 < t55);
            t56 = (int)((long)0 + t55);
        } else {
            t56 = 0;
        }
        t57 = (long)t56 * -1L + 1003L;
        if (t57 >= 4L) {
            t58 = t57 & -4L;
            t6 = 0L;
            do {
                vcc_store(&r[(int)((long)t56 + t6)], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
                t6 += 4L;
            } while (t6 < t58);
            i_1 = (int)((long)t56 + t58);
        } else {
            i_1 = t56;
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
