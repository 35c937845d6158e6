/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + i_vec);
            vcc_v4_double t4 = t3 / b_v;
            vcc_store(r + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t6 = a_v_1 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t7 = t6 / b_v_1;
            vcc_store(r + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t8);
            vcc_v4_double t9 = a_v_2 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t8);
            vcc_v4_double t10 = t9 / b_v_2;
            vcc_store(r + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t11);
            vcc_v4_double t12 = a_v_3 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t11);
            vcc_v4_double t13 = t12 / b_v_3;
            vcc_store(r + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_div.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t17);
            vcc_v4_double t18 = a_v_4 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t17);
            vcc_v4_double t19 = t18 / b_v_4;
            vcc_store(r + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        r[t20] = (a[t20] - 1.0) / b[t20];
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t4 = (vcc_v4_uint)t3;
    vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t5 = t3 + (vcc_v4_int){0, 1, 2, 3};
    vcc_m4 t6 = (vcc_m4)(t5 > (vcc_v4_int){28, 28, 28, 28});
    vcc_v4_uint t7 = vcc_select(vcc_v4_int, (vcc_v4_int)t6, ((vcc_v4_uint){29U, 29U, 29U, 29U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t8 = (vcc_v4_uint)t5;
    vcc_v4_uint t9 = t8 - t7;
    vcc_v4_int t1 = (vcc_v4_int)t9;
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 4, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
        vcc_v4_double t10 = __builtin_convertvector(t1, vcc_v4_double);
        vcc_store(&a[i_vec], t10);
        vcc_v4_int t11 = i_v_2 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t12 = (vcc_v4_int){1, 1, 1, 1} << t11;
        vcc_v4_double t13 = __builtin_convertvector(t12, vcc_v4_double);
        vcc_store(&b[i_vec], t13);
        long t14 = i_vec + 4L;
        vcc_v4_uint t15 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int i_v_3 = (vcc_v4_int)t15;
        vcc_v4_int t16 = t1 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t17 = (vcc_m4)(t16 > (vcc_v4_int){28, 28, 28, 28});
        vcc_v4_uint t18 = vcc_select(vcc_v4_int, (vcc_v4_int)t17, ((vcc_v4_uint){29U, 29U, 29U, 29U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t19 = (vcc_v4_uint)t16;
        vcc_v4_uint t20 = t19 - t18;
        vcc_v4_int t21 = (vcc_v4_int)t20;
        vcc_v4_double t22 = __builtin_convertvector(t21, vcc_v4_double);
        vcc_store(&a[t14], t22);
        vcc_v4_int t23 = i_v_3 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t24 = (vcc_v4_int){1, 1, 1, 1} << t23;
        vcc_v4_double t25 = __builtin_convertvector(t24, vcc_v4_double);
        vcc_store(&b[t14], t25);
        long t26 = i_vec + 8L;
        vcc_v4_uint t27 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int i_v_4 = (vcc_v4_int)t27;
        vcc_v4_int t28 = t1 + (vcc_v4_int){8, 8, 8, 8};
        vcc_m4 t29 = (vcc_m4)(t28 > (vcc_v4_int){28, 28, 28, 28});
        vcc_v4_uint t30 = vcc_select(vcc_v4_int, (vcc_v4_int)t29, ((vcc_v4_uint){29U, 29U, 29U, 29U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t31 = (vcc_v4_uint)t28;
        vcc_v4_uint t32 = t31 - t30;
        vcc_v4_int t33 = (vcc_v4_int)t32;
        vcc_v4_double t34 = __builtin_convertvector(t33, vcc_v4_double);
        vcc_store(&a[t26], t34);
        vcc_v4_int t35 = i_v_4 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t36 = (vcc_v4_int){1, 1, 1, 1} << t35;
        vcc_v4_double t37 = __builtin_convertvector(t36, vcc_v4_double);
        vcc_store(&b[t26], t37);
        long t38 = i_vec + 12L;
        vcc_v4_uint t39 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int i_v_5 = (vcc_v4_int)t39;
        vcc_v4_int t40 = t1 + (vcc_v4_int){12, 12, 12, 12};
        vcc_m4 t41 = (vcc_m4)(t40 > (vcc_v4_int){28, 28, 28, 28});
        vcc_v4_uint t42 = vcc_select(vcc_v4_int, (vcc_v4_int)t41, ((vcc_v4_uint){29U, 29U, 29U, 29U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t43 = (vcc_v4_uint)t40;
        vcc_v4_uint t44 = t43 - t42;
        vcc_v4_int t45 = (vcc_v4_int)t44;
        vcc_v4_double t46 = __builtin_convertvector(t45, vcc_v4_double);
        vcc_store(&a[t38], t46);
        vcc_v4_int t47 = i_v_5 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t48 = (vcc_v4_int){1, 1, 1, 1} << t47;
        vcc_v4_double t49 = __builtin_convertvector(t48, vcc_v4_double);
        vcc_store(&b[t38], t49);
        i_vec += 16L;
        i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        vcc_v4_int t50 = t1 + (vcc_v4_int){16, 16, 16, 16};
        vcc_m4 t51 = (vcc_m4)(t50 > (vcc_v4_int){28, 28, 28, 28});
        vcc_v4_uint t52 = vcc_select(vcc_v4_int, (vcc_v4_int)t51, ((vcc_v4_uint){29U, 29U, 29U, 29U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t53 = (vcc_v4_uint)t50;
        vcc_v4_uint t54 = t53 - t52;
        t1 = (vcc_v4_int)t54;
    } while (i_vec < 992L);
    vcc_v4_int t55 = (vcc_v4_int){992, 992, 992, 992};
    vcc_v4_uint t56 = (vcc_v4_uint)t55;
    vcc_v4_uint i_v_1 = t56 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t57 = (vcc_v4_int){6, 6, 6, 6};
    vcc_v4_int t58 = t57 + (vcc_v4_int){0, 1, 2, 3};
    vcc_m4 t59 = (vcc_m4)(t58 > (vcc_v4_int){28, 28, 28, 28});
    vcc_v4_uint t60 = vcc_select(vcc_v4_int, (vcc_v4_int)t59, ((vcc_v4_uint){29U, 29U, 29U, 29U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t61 = (vcc_v4_uint)t58;
    vcc_v4_uint t62 = t61 - t60;
    vcc_v4_int t2 = (vcc_v4_int)t62;
    long i_vec_1 = 0L;
    /* vcc: loop at double_div.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t63 = 992L + i_vec_1;
        vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
        vcc_v4_double t64 = __builtin_convertvector(t2, vcc_v4_double);
        vcc_store(&a[t63], t64);
        vcc_v4_int t65 = i_v_6 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t66 = (vcc_v4_int){1, 1, 1, 1} << t65;
        vcc_v4_double t67 = __builtin_convertvector(t66, vcc_v4_double);
        vcc_store(&b[t63], t67);
        i_vec_1 += 4L;
        i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t68 = t2 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t69 = (vcc_m4)(t68 > (vcc_v4_int){28, 28, 28, 28});
        vcc_v4_uint t70 = vcc_select(vcc_v4_int, (vcc_v4_int)t69, ((vcc_v4_uint){29U, 29U, 29U, 29U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t71 = (vcc_v4_uint)t68;
        vcc_v4_uint t72 = t71 - t70;
        t2 = (vcc_v4_int)t72;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t73 = (long)i;
        a[t73] = (double)(i % 29);
        b[t73] = (double)(1 << (i % 4));
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_store(&r[i_vec_2], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[i_vec_2 + 4L], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[i_vec_2 + 8L], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[i_vec_2 + 12L], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at double_div.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_store(&r[992L + i_vec_3], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        r[1000] = 0.0;
        r[1001] = 0.0;
        r[1002] = 0.0;
        ratio(n, r, a, b);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1] * (double)(i_1 % 3);
            i_1++;
        }
        printf("n=%d check=%.4f\n", n, check);
        c++;
    }
    return 0;
}
