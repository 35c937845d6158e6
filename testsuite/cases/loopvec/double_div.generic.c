/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    long t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    long t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    long t20;
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
            t6 = vcc_load(vcc_v4_double, a + t5);
            t7 = t6 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t8 = vcc_load(vcc_v4_double, b + t5);
            t9 = t7 / t8;
            vcc_store(r + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 4L));
            t11 = vcc_load(vcc_v4_double, a + t10);
            t12 = t11 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t13 = vcc_load(vcc_v4_double, b + t10);
            t14 = t12 / t13;
            vcc_store(r + t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = vcc_load(vcc_v4_double, a + t15);
            t17 = t16 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t18 = vcc_load(vcc_v4_double, b + t15);
            t19 = t17 / t18;
            vcc_store(r + t15, t19);
            t20 = (long)(int)((long)0 + (t1 + 12L));
            t21 = vcc_load(vcc_v4_double, a + t20);
            t22 = t21 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t23 = vcc_load(vcc_v4_double, b + t20);
            t24 = t22 / t23;
            vcc_store(r + t20, t24);
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
    vcc_v4_uint t1;
    vcc_v4_int t2;
    long t3;
    vcc_v4_uint t4;
    vcc_v4_int t5;
    long t6;
    long t7;
    long t8;
    double check;
    long t9;
    vcc_v4_int t10;
    vcc_v4_uint t11;
    vcc_v4_int t12;
    vcc_v4_int t13;
    vcc_v4_uint t14;
    vcc_v4_uint t15;
    vcc_v4_uint t16;
    vcc_v4_int t17;
    long t18;
    vcc_v4_double t19;
    vcc_v4_int t20;
    vcc_v4_int t21;
    vcc_v4_double t22;
    vcc_v4_uint t23;
    vcc_v4_int t24;
    long t25;
    vcc_v4_int t26;
    vcc_v4_uint t27;
    vcc_v4_uint t28;
    vcc_v4_uint t29;
    vcc_v4_int t30;
    vcc_v4_double t31;
    vcc_v4_int t32;
    vcc_v4_int t33;
    vcc_v4_double t34;
    vcc_v4_uint t35;
    vcc_v4_int t36;
    long t37;
    vcc_v4_int t38;
    vcc_v4_uint t39;
    vcc_v4_uint t40;
    vcc_v4_uint t41;
    vcc_v4_int t42;
    vcc_v4_double t43;
    vcc_v4_int t44;
    vcc_v4_int t45;
    vcc_v4_double t46;
    vcc_v4_uint t47;
    vcc_v4_int t48;
    long t49;
    vcc_v4_int t50;
    vcc_v4_uint t51;
    vcc_v4_uint t52;
    vcc_v4_uint t53;
    vcc_v4_int t54;
    vcc_v4_double t55;
    vcc_v4_int t56;
    vcc_v4_int t57;
    vcc_v4_double t58;
    vcc_v4_int t59;
    vcc_v4_uint t60;
    vcc_v4_uint t61;
    vcc_v4_uint t62;
    int t63;
    long t64;
    long t65;
    vcc_v4_int t66;
    vcc_v4_uint t67;
    vcc_v4_int t68;
    vcc_v4_int t69;
    vcc_v4_uint t70;
    vcc_v4_uint t71;
    vcc_v4_uint t72;
    vcc_v4_int t73;
    long t74;
    vcc_v4_double t75;
    vcc_v4_int t76;
    vcc_v4_int t77;
    vcc_v4_double t78;
    vcc_v4_int t79;
    vcc_v4_uint t80;
    vcc_v4_uint t81;
    vcc_v4_uint t82;
    int i;
    long t83;
    unsigned int c;
    int n;
    long t84;
    int t85;
    long t86;
    long t87;
    int i_1;
    int i_2;
    if ((1003L >= 16L) & (0 >= 0)) {
        t9 = 1003L & -16L;
        t10 = (vcc_v4_int){0, 0, 0, 0};
        t11 = (vcc_v4_uint)t10;
        t1 = t11 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t12 = vcc_splat(vcc_v4_int, 0 % 29);
        t13 = t12 + (vcc_v4_int){0, 1, 2, 3};
        t14 = (vcc_v4_uint)t13;
        t15 = t14 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        t16 = vcc_min(vcc_v4_int, t14, t15);
        t2 = (vcc_v4_int)t16;
        t3 = 0L;
        do {
            t17 = (vcc_v4_int)t1;
            t18 = (long)(int)((long)0 + t3);
            t19 = __builtin_convertvector(t2, vcc_v4_double);
            vcc_store(&a[t18], t19);
            t20 = t17 % (vcc_v4_int){4, 4, 4, 4};
            t21 = (vcc_v4_int){1, 1, 1, 1} << t20;
            t22 = __builtin_convertvector(t21, vcc_v4_double);
            vcc_store(&b[t18], t22);
            t23 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            t24 = (vcc_v4_int)t23;
            t25 = (long)(int)((long)0 + (t3 + 4L));
            t26 = t2 + (vcc_v4_int){4, 4, 4, 4};
            t27 = (vcc_v4_uint)t26;
            t28 = t27 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t29 = vcc_min(vcc_v4_int, t27, t28);
            t30 = (vcc_v4_int)t29;
            t31 = __builtin_convertvector(t30, vcc_v4_double);
            vcc_store(&a[t25], t31);
            t32 = t24 % (vcc_v4_int){4, 4, 4, 4};
            t33 = (vcc_v4_int){1, 1, 1, 1} << t32;
            t34 = __builtin_convertvector(t33, vcc_v4_double);
            vcc_store(&b[t25], t34);
            t35 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            t36 = (vcc_v4_int)t35;
            t37 = (long)(int)((long)0 + (t3 + 8L));
            t38 = t2 + (vcc_v4_int){8, 8, 8, 8};
            t39 = (vcc_v4_uint)t38;
            t40 = t39 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t41 = vcc_min(vcc_v4_int, t39, t40);
            t42 = (vcc_v4_int)t41;
            t43 = __builtin_convertvector(t42, vcc_v4_double);
            vcc_store(&a[t37], t43);
            t44 = t36 % (vcc_v4_int){4, 4, 4, 4};
            t45 = (vcc_v4_int){1, 1, 1, 1} << t44;
            t46 = __builtin_convertvector(t45, vcc_v4_double);
            vcc_store(&b[t37], t46);
            t47 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            t48 = (vcc_v4_int)t47;
            t49 = (long)(int)((long)0 + (t3 + 12L));
            t50 = t2 + (vcc_v4_int){12, 12, 12, 12};
            t51 = (vcc_v4_uint)t50;
            t52 = t51 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t53 = vcc_min(vcc_v4_int, t51, t52);
            t54 = (vcc_v4_int)t53;
            t55 = __builtin_convertvector(t54, vcc_v4_double);
            vcc_store(&a[t49], t55);
            t56 = t48 % (vcc_v4_int){4, 4, 4, 4};
            t57 = (vcc_v4_int){1, 1, 1, 1} << t56;
            t58 = __builtin_convertvector(t57, vcc_v4_double);
            vcc_store(&b[t49], t58);
            t3 += 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
            t59 = t2 + (vcc_v4_int){16, 16, 16, 16};
            t60 = (vcc_v4_uint)t59;
            t61 = t60 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t62 = vcc_min(vcc_v4_int, t60, t61);
            t2 = (vcc_v4_int)t62;
        } while (t3 < t9);
        t63 = (int)((long)0 + t9);
    } else {
        t63 = 0;
    }
    t64 = (long)t63 * -1L + 1003L;
    if ((t64 >= 4L) & (t63 >= 0)) {
        t65 = t64 & -4L;
        t66 = (vcc_v4_int){t63, t63, t63, t63};
        t67 = (vcc_v4_uint)t66;
        t4 = t67 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t68 = vcc_splat(vcc_v4_int, t63 % 29);
        t69 = t68 + (vcc_v4_int){0, 1, 2, 3};
        t70 = (vcc_v4_uint)t69;
        t71 = t70 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        t72 = vcc_min(vcc_v4_int, t70, t71);
        t5 = (vcc_v4_int)t72;
        t6 = 0L;
        do {
            t73 = (vcc_v4_int)t4;
            t74 = (long)(int)((long)t63 + t6);
            t75 = __builtin_convertvector(t5, vcc_v4_double);
            vcc_store(&a[t74], t75);
            t76 = t73 % (vcc_v4_int){4, 4, 4, 4};
            t77 = (vcc_v4_int){1, 1, 1, 1} << t76;
            t78 = __builtin_convertvector(t77, vcc_v4_double);
            vcc_store(&b[t74], t78);
            t6 += 4L;
            t4 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            t79 = t5 + (vcc_v4_int){4, 4, 4, 4};
            t80 = (vcc_v4_uint)t79;
            t81 = t80 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t82 = vcc_min(vcc_v4_int, t80, t81);
            t5 = (vcc_v4_int)t82;
        } while (t6 < t65);
        i = (int)((long)t63 + t65);
    } else {
        i = t63;
    }
    for (; i < 1003; i++) {
        t83 = (long)i;
        a[t83] = (double)(i % 29);
        b[t83] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t84 = 1003L & -16L;
            t7 = 0L;
            do {
                vcc_store(&r[(int)((long)0 + t7)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t7 + 4L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t7 + 8L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t7 + 12L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                t7 += 16L;
            } while (t7 < t84);
            t85 = (int)((long)0 + t84);
        } else {
            t85 = 0;
        }
        t86 = (long)t85 * -1L + 1003L;
        if (t86 >= 4L) {
            t87 = t86 & -4L;
            t8 = 0L;
            do {
                vcc_store(&r[(int)((long)t85 + t8)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                t8 += 4L;
            } while (t8 < t87);
            i_1 = (int)((long)t85 + t87);
        } else {
            i_1 = t85;
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
