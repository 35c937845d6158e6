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
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t3);
            vcc_v4_double t4 = a_v - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + t3);
            vcc_v4_double t5 = t4 / b_v;
            vcc_store(r + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t6);
            vcc_v4_double t7 = a_v_1 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t6);
            vcc_v4_double t8 = t7 / b_v_1;
            vcc_store(r + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double t10 = a_v_2 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t9);
            vcc_v4_double t11 = t10 / b_v_2;
            vcc_store(r + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t12);
            vcc_v4_double t13 = a_v_3 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t12);
            vcc_v4_double t14 = t13 / b_v_3;
            vcc_store(r + t12, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t18);
            vcc_v4_double t19 = a_v_4 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t18);
            vcc_v4_double t20 = t19 / b_v_4;
            vcc_store(r + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        r[t21] = (a[t21] - 1.0) / b[t21];
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
    vcc_v4_int t5 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t6 = t5 + (vcc_v4_int){0, 1, 2, 3};
    vcc_v4_uint t7 = (vcc_v4_uint)t6;
    vcc_v4_uint t8 = t7 - (vcc_v4_uint){29U, 29U, 29U, 29U};
    vcc_v4_uint t9 = vcc_min(vcc_v4_int, t7, t8);
    vcc_v4_int t1 = (vcc_v4_int)t9;
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 4, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
        long t10 = (long)(int)i_vec;
        vcc_v4_double t11 = __builtin_convertvector(t1, vcc_v4_double);
        vcc_store(&a[t10], t11);
        vcc_v4_int t12 = i_v_2 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t13 = (vcc_v4_int){1, 1, 1, 1} << t12;
        vcc_v4_double t14 = __builtin_convertvector(t13, vcc_v4_double);
        vcc_store(&b[t10], t14);
        vcc_v4_uint t15 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int i_v_3 = (vcc_v4_int)t15;
        long t16 = (long)(int)(i_vec + 4L);
        vcc_v4_int t17 = t1 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t18 = (vcc_v4_uint)t17;
        vcc_v4_uint t19 = t18 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t20 = vcc_min(vcc_v4_int, t18, t19);
        vcc_v4_int t21 = (vcc_v4_int)t20;
        vcc_v4_double t22 = __builtin_convertvector(t21, vcc_v4_double);
        vcc_store(&a[t16], t22);
        vcc_v4_int t23 = i_v_3 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t24 = (vcc_v4_int){1, 1, 1, 1} << t23;
        vcc_v4_double t25 = __builtin_convertvector(t24, vcc_v4_double);
        vcc_store(&b[t16], t25);
        vcc_v4_uint t26 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int i_v_4 = (vcc_v4_int)t26;
        long t27 = (long)(int)(i_vec + 8L);
        vcc_v4_int t28 = t1 + (vcc_v4_int){8, 8, 8, 8};
        vcc_v4_uint t29 = (vcc_v4_uint)t28;
        vcc_v4_uint t30 = t29 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t31 = vcc_min(vcc_v4_int, t29, t30);
        vcc_v4_int t32 = (vcc_v4_int)t31;
        vcc_v4_double t33 = __builtin_convertvector(t32, vcc_v4_double);
        vcc_store(&a[t27], t33);
        vcc_v4_int t34 = i_v_4 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t35 = (vcc_v4_int){1, 1, 1, 1} << t34;
        vcc_v4_double t36 = __builtin_convertvector(t35, vcc_v4_double);
        vcc_store(&b[t27], t36);
        vcc_v4_uint t37 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int i_v_5 = (vcc_v4_int)t37;
        long t38 = (long)(int)(i_vec + 12L);
        vcc_v4_int t39 = t1 + (vcc_v4_int){12, 12, 12, 12};
        vcc_v4_uint t40 = (vcc_v4_uint)t39;
        vcc_v4_uint t41 = t40 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t42 = vcc_min(vcc_v4_int, t40, t41);
        vcc_v4_int t43 = (vcc_v4_int)t42;
        vcc_v4_double t44 = __builtin_convertvector(t43, vcc_v4_double);
        vcc_store(&a[t38], t44);
        vcc_v4_int t45 = i_v_5 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t46 = (vcc_v4_int){1, 1, 1, 1} << t45;
        vcc_v4_double t47 = __builtin_convertvector(t46, vcc_v4_double);
        vcc_store(&b[t38], t47);
        i_vec += 16L;
        i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        vcc_v4_int t48 = t1 + (vcc_v4_int){16, 16, 16, 16};
        vcc_v4_uint t49 = (vcc_v4_uint)t48;
        vcc_v4_uint t50 = t49 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t51 = vcc_min(vcc_v4_int, t49, t50);
        t1 = (vcc_v4_int)t51;
    } while (i_vec < 992L);
    vcc_v4_int t52 = (vcc_v4_int){992, 992, 992, 992};
    vcc_v4_uint t53 = (vcc_v4_uint)t52;
    vcc_v4_uint i_v_1 = t53 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t54 = (vcc_v4_int){6, 6, 6, 6};
    vcc_v4_int t55 = t54 + (vcc_v4_int){0, 1, 2, 3};
    vcc_v4_uint t56 = (vcc_v4_uint)t55;
    vcc_v4_uint t57 = t56 - (vcc_v4_uint){29U, 29U, 29U, 29U};
    vcc_v4_uint t58 = vcc_min(vcc_v4_int, t56, t57);
    vcc_v4_int t2 = (vcc_v4_int)t58;
    long i_vec_1 = 0L;
    do {
        vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
        long t59 = (long)(int)(992L + i_vec_1);
        vcc_v4_double t60 = __builtin_convertvector(t2, vcc_v4_double);
        vcc_store(&a[t59], t60);
        vcc_v4_int t61 = i_v_6 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t62 = (vcc_v4_int){1, 1, 1, 1} << t61;
        vcc_v4_double t63 = __builtin_convertvector(t62, vcc_v4_double);
        vcc_store(&b[t59], t63);
        i_vec_1 += 4L;
        i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t64 = t2 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t65 = (vcc_v4_uint)t64;
        vcc_v4_uint t66 = t65 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t67 = vcc_min(vcc_v4_int, t65, t66);
        t2 = (vcc_v4_int)t67;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t68 = (long)i;
        a[t68] = (double)(i % 29);
        b[t68] = (double)(1 << (i % 4));
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_store(&r[(int)i_vec_2], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[(int)(i_vec_2 + 4L)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[(int)(i_vec_2 + 8L)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            vcc_store(&r[(int)(i_vec_2 + 12L)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            vcc_store(&r[(int)(992L + i_vec_3)], ((vcc_v4_double){0.0, 0.0, 0.0, 0.0}));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
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
