/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = t6 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t8 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t9 = t7 / t8;
            vcc_store(r + t5, t9);
            long t10 = (long)(int)(t1 + 4L);
            vcc_v4_double t11 = vcc_load(vcc_v4_double, a + t10);
            vcc_v4_double t12 = t11 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t13 = vcc_load(vcc_v4_double, b + t10);
            vcc_v4_double t14 = t12 / t13;
            vcc_store(r + t10, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v4_double t16 = vcc_load(vcc_v4_double, a + t15);
            vcc_v4_double t17 = t16 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t18 = vcc_load(vcc_v4_double, b + t15);
            vcc_v4_double t19 = t17 / t18;
            vcc_store(r + t15, t19);
            long t20 = (long)(int)(t1 + 12L);
            vcc_v4_double t21 = vcc_load(vcc_v4_double, a + t20);
            vcc_v4_double t22 = t21 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t23 = vcc_load(vcc_v4_double, b + t20);
            vcc_v4_double t24 = t22 / t23;
            vcc_store(r + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v4_double t29 = vcc_load(vcc_v4_double, a + t28);
            vcc_v4_double t30 = t29 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t31 = vcc_load(vcc_v4_double, b + t28);
            vcc_v4_double t32 = t30 / t31;
            vcc_store(r + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        r[t33] = (a[t33] - 1.0) / b[t33];
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    vcc_v4_int t9 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t10 = (vcc_v4_uint)t9;
    vcc_v4_uint t1 = t10 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t11 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t12 = t11 + (vcc_v4_int){0, 1, 2, 3};
    vcc_v4_uint t13 = (vcc_v4_uint)t12;
    vcc_v4_uint t14 = t13 - (vcc_v4_uint){29U, 29U, 29U, 29U};
    vcc_v4_uint t15 = vcc_min(vcc_v4_int, t13, t14);
    vcc_v4_int t2 = (vcc_v4_int)t15;
    long t3 = 0L;
    do {
        vcc_v4_int t16 = (vcc_v4_int)t1;
        long t17 = (long)(int)t3;
        vcc_v4_double t18 = __builtin_convertvector(t2, vcc_v4_double);
        vcc_store(&a[t17], t18);
        vcc_v4_int t19 = t16 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t20 = (vcc_v4_int){1, 1, 1, 1} << t19;
        vcc_v4_double t21 = __builtin_convertvector(t20, vcc_v4_double);
        vcc_store(&b[t17], t21);
        vcc_v4_uint t22 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t23 = (vcc_v4_int)t22;
        long t24 = (long)(int)(t3 + 4L);
        vcc_v4_int t25 = t2 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t26 = (vcc_v4_uint)t25;
        vcc_v4_uint t27 = t26 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t28 = vcc_min(vcc_v4_int, t26, t27);
        vcc_v4_int t29 = (vcc_v4_int)t28;
        vcc_v4_double t30 = __builtin_convertvector(t29, vcc_v4_double);
        vcc_store(&a[t24], t30);
        vcc_v4_int t31 = t23 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t32 = (vcc_v4_int){1, 1, 1, 1} << t31;
        vcc_v4_double t33 = __builtin_convertvector(t32, vcc_v4_double);
        vcc_store(&b[t24], t33);
        vcc_v4_uint t34 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int t35 = (vcc_v4_int)t34;
        long t36 = (long)(int)(t3 + 8L);
        vcc_v4_int t37 = t2 + (vcc_v4_int){8, 8, 8, 8};
        vcc_v4_uint t38 = (vcc_v4_uint)t37;
        vcc_v4_uint t39 = t38 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t40 = vcc_min(vcc_v4_int, t38, t39);
        vcc_v4_int t41 = (vcc_v4_int)t40;
        vcc_v4_double t42 = __builtin_convertvector(t41, vcc_v4_double);
        vcc_store(&a[t36], t42);
        vcc_v4_int t43 = t35 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t44 = (vcc_v4_int){1, 1, 1, 1} << t43;
        vcc_v4_double t45 = __builtin_convertvector(t44, vcc_v4_double);
        vcc_store(&b[t36], t45);
        vcc_v4_uint t46 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int t47 = (vcc_v4_int)t46;
        long t48 = (long)(int)(t3 + 12L);
        vcc_v4_int t49 = t2 + (vcc_v4_int){12, 12, 12, 12};
        vcc_v4_uint t50 = (vcc_v4_uint)t49;
        vcc_v4_uint t51 = t50 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t52 = vcc_min(vcc_v4_int, t50, t51);
        vcc_v4_int t53 = (vcc_v4_int)t52;
        vcc_v4_double t54 = __builtin_convertvector(t53, vcc_v4_double);
        vcc_store(&a[t48], t54);
        vcc_v4_int t55 = t47 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t56 = (vcc_v4_int){1, 1, 1, 1} << t55;
        vcc_v4_double t57 = __builtin_convertvector(t56, vcc_v4_double);
        vcc_store(&b[t48], t57);
        t3 += 16L;
        t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
        vcc_v4_int t58 = t2 + (vcc_v4_int){16, 16, 16, 16};
        vcc_v4_uint t59 = (vcc_v4_uint)t58;
        vcc_v4_uint t60 = t59 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t61 = vcc_min(vcc_v4_int, t59, t60);
        t2 = (vcc_v4_int)t61;
    } while (t3 < 992L);
    vcc_v4_int t62 = (vcc_v4_int){992, 992, 992, 992};
    vcc_v4_uint t63 = (vcc_v4_uint)t62;
    vcc_v4_uint t4 = t63 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t64 = (vcc_v4_int){6, 6, 6, 6};
    vcc_v4_int t65 = t64 + (vcc_v4_int){0, 1, 2, 3};
    vcc_v4_uint t66 = (vcc_v4_uint)t65;
    vcc_v4_uint t67 = t66 - (vcc_v4_uint){29U, 29U, 29U, 29U};
    vcc_v4_uint t68 = vcc_min(vcc_v4_int, t66, t67);
    vcc_v4_int t5 = (vcc_v4_int)t68;
    long t6 = 0L;
    do {
        vcc_v4_int t69 = (vcc_v4_int)t4;
        long t70 = (long)(int)(992L + t6);
        vcc_v4_double t71 = __builtin_convertvector(t5, vcc_v4_double);
        vcc_store(&a[t70], t71);
        vcc_v4_int t72 = t69 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t73 = (vcc_v4_int){1, 1, 1, 1} << t72;
        vcc_v4_double t74 = __builtin_convertvector(t73, vcc_v4_double);
        vcc_store(&b[t70], t74);
        t6 += 4L;
        t4 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t75 = t5 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t76 = (vcc_v4_uint)t75;
        vcc_v4_uint t77 = t76 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t78 = vcc_min(vcc_v4_int, t76, t77);
        t5 = (vcc_v4_int)t78;
    } while (t6 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t79 = (long)i;
        a[t79] = (double)(i % 29);
        b[t79] = (double)(1 << (i % 4));
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t7 = 0L;
        do {
            vcc_store(&r[(int)t7], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[(int)(t7 + 4L)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[(int)(t7 + 8L)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[(int)(t7 + 12L)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            t7 += 16L;
        } while (t7 < 992L);
        long t8 = 0L;
        do {
            vcc_store(&r[(int)(992L + t8)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            t8 += 4L;
        } while (t8 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        ratio(n, r, a, b);
        double check = 0.0;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
