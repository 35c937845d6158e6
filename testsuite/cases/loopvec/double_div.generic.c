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
    vcc_v4_int t1;
    vcc_v4_int t2;
    long t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    long t6;
    long t7;
    long t8;
    double check;
    long t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    vcc_v4_uint t12;
    vcc_v4_uint t13;
    vcc_v4_uint t14;
    vcc_v4_int t15;
    vcc_v4_int t16;
    vcc_v4_uint t17;
    vcc_v4_uint t18;
    vcc_v4_uint t19;
    long t20;
    vcc_v4_double t21;
    vcc_v4_int t22;
    vcc_v4_double t23;
    long t24;
    vcc_v4_int t25;
    vcc_v4_uint t26;
    vcc_v4_uint t27;
    vcc_v4_uint t28;
    vcc_v4_int t29;
    vcc_v4_double t30;
    vcc_v4_int t31;
    vcc_v4_uint t32;
    vcc_v4_uint t33;
    vcc_v4_uint t34;
    vcc_v4_int t35;
    vcc_v4_int t36;
    vcc_v4_double t37;
    long t38;
    vcc_v4_int t39;
    vcc_v4_uint t40;
    vcc_v4_uint t41;
    vcc_v4_uint t42;
    vcc_v4_int t43;
    vcc_v4_double t44;
    vcc_v4_int t45;
    vcc_v4_uint t46;
    vcc_v4_uint t47;
    vcc_v4_uint t48;
    vcc_v4_int t49;
    vcc_v4_int t50;
    vcc_v4_double t51;
    long t52;
    vcc_v4_int t53;
    vcc_v4_uint t54;
    vcc_v4_uint t55;
    vcc_v4_uint t56;
    vcc_v4_int t57;
    vcc_v4_double t58;
    vcc_v4_int t59;
    vcc_v4_uint t60;
    vcc_v4_uint t61;
    vcc_v4_uint t62;
    vcc_v4_int t63;
    vcc_v4_int t64;
    vcc_v4_double t65;
    vcc_v4_int t66;
    vcc_v4_uint t67;
    vcc_v4_uint t68;
    vcc_v4_uint t69;
    vcc_v4_int t70;
    vcc_v4_uint t71;
    vcc_v4_uint t72;
    vcc_v4_uint t73;
    int t74;
    long t75;
    long t76;
    vcc_v4_int t77;
    vcc_v4_int t78;
    vcc_v4_uint t79;
    vcc_v4_uint t80;
    vcc_v4_uint t81;
    vcc_v4_int t82;
    vcc_v4_int t83;
    vcc_v4_uint t84;
    vcc_v4_uint t85;
    vcc_v4_uint t86;
    long t87;
    vcc_v4_double t88;
    vcc_v4_int t89;
    vcc_v4_double t90;
    vcc_v4_int t91;
    vcc_v4_uint t92;
    vcc_v4_uint t93;
    vcc_v4_uint t94;
    vcc_v4_int t95;
    vcc_v4_uint t96;
    vcc_v4_uint t97;
    vcc_v4_uint t98;
    int i;
    long t99;
    unsigned int c;
    int n;
    long t100;
    int t101;
    long t102;
    long t103;
    int i_1;
    int i_2;
    if ((1003L >= 16L) & (0 >= 0) & (0 >= 0)) {
        t9 = 1003L & -16L;
        t10 = vcc_splat(vcc_v4_int, 0 % 29);
        t11 = t10 + (vcc_v4_int){0, 1, 2, 3};
        t12 = (vcc_v4_uint)t11;
        t13 = t12 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        t14 = vcc_min(vcc_v4_int, t12, t13);
        t1 = (vcc_v4_int)t14;
        t15 = vcc_splat(vcc_v4_int, 0 % 4);
        t16 = t15 + (vcc_v4_int){0, 1, 2, 3};
        t17 = (vcc_v4_uint)t16;
        t18 = t17 - (vcc_v4_uint){4U, 4U, 4U, 4U};
        t19 = vcc_min(vcc_v4_int, t17, t18);
        t2 = (vcc_v4_int)t19;
        t3 = 0L;
        do {
            t20 = (long)(int)((long)0 + t3);
            t21 = __builtin_convertvector(t1, vcc_v4_double);
            vcc_store(&a[t20], t21);
            t22 = (vcc_v4_int){1, 1, 1, 1} << t2;
            t23 = __builtin_convertvector(t22, vcc_v4_double);
            vcc_store(&b[t20], t23);
            t24 = (long)(int)((long)0 + (t3 + 4L));
            t25 = t1 + (vcc_v4_int){4, 4, 4, 4};
            t26 = (vcc_v4_uint)t25;
            t27 = t26 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t28 = vcc_min(vcc_v4_int, t26, t27);
            t29 = (vcc_v4_int)t28;
            t30 = __builtin_convertvector(t29, vcc_v4_double);
            vcc_store(&a[t24], t30);
            t31 = t2 + (vcc_v4_int){0, 0, 0, 0};
            t32 = (vcc_v4_uint)t31;
            t33 = t32 - (vcc_v4_uint){4U, 4U, 4U, 4U};
            t34 = vcc_min(vcc_v4_int, t32, t33);
            t35 = (vcc_v4_int)t34;
            t36 = (vcc_v4_int){1, 1, 1, 1} << t35;
            t37 = __builtin_convertvector(t36, vcc_v4_double);
            vcc_store(&b[t24], t37);
            t38 = (long)(int)((long)0 + (t3 + 8L));
            t39 = t1 + (vcc_v4_int){8, 8, 8, 8};
            t40 = (vcc_v4_uint)t39;
            t41 = t40 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t42 = vcc_min(vcc_v4_int, t40, t41);
            t43 = (vcc_v4_int)t42;
            t44 = __builtin_convertvector(t43, vcc_v4_double);
            vcc_store(&a[t38], t44);
            t45 = t2 + (vcc_v4_int){0, 0, 0, 0};
            t46 = (vcc_v4_uint)t45;
            t47 = t46 - (vcc_v4_uint){4U, 4U, 4U, 4U};
            t48 = vcc_min(vcc_v4_int, t46, t47);
            t49 = (vcc_v4_int)t48;
            t50 = (vcc_v4_int){1, 1, 1, 1} << t49;
            t51 = __builtin_convertvector(t50, vcc_v4_double);
            vcc_store(&b[t38], t51);
            t52 = (long)(int)((long)0 + (t3 + 12L));
            t53 = t1 + (vcc_v4_int){12, 12, 12, 12};
            t54 = (vcc_v4_uint)t53;
            t55 = t54 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t56 = vcc_min(vcc_v4_int, t54, t55);
            t57 = (vcc_v4_int)t56;
            t58 = __builtin_convertvector(t57, vcc_v4_double);
            vcc_store(&a[t52], t58);
            t59 = t2 + (vcc_v4_int){0, 0, 0, 0};
            t60 = (vcc_v4_uint)t59;
            t61 = t60 - (vcc_v4_uint){4U, 4U, 4U, 4U};
            t62 = vcc_min(vcc_v4_int, t60, t61);
            t63 = (vcc_v4_int)t62;
            t64 = (vcc_v4_int){1, 1, 1, 1} << t63;
            t65 = __builtin_convertvector(t64, vcc_v4_double);
            vcc_store(&b[t52], t65);
            t3 += 16L;
            t66 = t1 + (vcc_v4_int){16, 16, 16, 16};
            t67 = (vcc_v4_uint)t66;
            t68 = t67 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t69 = vcc_min(vcc_v4_int, t67, t68);
            t1 = (vcc_v4_int)t69;
            t70 = t2 + (vcc_v4_int){0, 0, 0, 0};
            t71 = (vcc_v4_uint)t70;
            t72 = t71 - (vcc_v4_uint){4U, 4U, 4U, 4U};
            t73 = vcc_min(vcc_v4_int, t71, t72);
            t2 = (vcc_v4_int)t73;
        } while (t3 < t9);
        t74 = (int)((long)0 + t9);
    } else {
        t74 = 0;
    }
    t75 = (long)t74 * -1L + 1003L;
    if ((t75 >= 4L) & (t74 >= 0) & (t74 >= 0)) {
        t76 = t75 & -4L;
        t77 = vcc_splat(vcc_v4_int, t74 % 29);
        t78 = t77 + (vcc_v4_int){0, 1, 2, 3};
        t79 = (vcc_v4_uint)t78;
        t80 = t79 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        t81 = vcc_min(vcc_v4_int, t79, t80);
        t4 = (vcc_v4_int)t81;
        t82 = vcc_splat(vcc_v4_int, t74 % 4);
        t83 = t82 + (vcc_v4_int){0, 1, 2, 3};
        t84 = (vcc_v4_uint)t83;
        t85 = t84 - (vcc_v4_uint){4U, 4U, 4U, 4U};
        t86 = vcc_min(vcc_v4_int, t84, t85);
        t5 = (vcc_v4_int)t86;
        t6 = 0L;
        do {
            t87 = (long)(int)((long)t74 + t6);
            t88 = __builtin_convertvector(t4, vcc_v4_double);
            vcc_store(&a[t87], t88);
            t89 = (vcc_v4_int){1, 1, 1, 1} << t5;
            t90 = __builtin_convertvector(t89, vcc_v4_double);
            vcc_store(&b[t87], t90);
            t6 += 4L;
            t91 = t4 + (vcc_v4_int){4, 4, 4, 4};
            t92 = (vcc_v4_uint)t91;
            t93 = t92 - (vcc_v4_uint){29U, 29U, 29U, 29U};
            t94 = vcc_min(vcc_v4_int, t92, t93);
            t4 = (vcc_v4_int)t94;
            t95 = t5 + (vcc_v4_int){0, 0, 0, 0};
            t96 = (vcc_v4_uint)t95;
            t97 = t96 - (vcc_v4_uint){4U, 4U, 4U, 4U};
            t98 = vcc_min(vcc_v4_int, t96, t97);
            t5 = (vcc_v4_int)t98;
        } while (t6 < t76);
        i = (int)((long)t74 + t76);
    } else {
        i = t74;
    }
    for (; i < 1003; i++) {
        t99 = (long)i;
        a[t99] = (double)(i % 29);
        b[t99] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t100 = 1003L & -16L;
            t7 = 0L;
            do {
                vcc_store(&r[(int)((long)0 + t7)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t7 + 4L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t7 + 8L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                vcc_store(&r[(int)((long)0 + (t7 + 12L))], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                t7 += 16L;
            } while (t7 < t100);
            t101 = (int)((long)0 + t100);
        } else {
            t101 = 0;
        }
        t102 = (long)t101 * -1L + 1003L;
        if (t102 >= 4L) {
            t103 = t102 & -4L;
            t8 = 0L;
            do {
                vcc_store(&r[(int)((long)t101 + t8)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
                t8 += 4L;
            } while (t8 < t103);
            i_1 = (int)((long)t101 + t103);
        } else {
            i_1 = t101;
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
