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
    vcc_v4_uint t6 = (vcc_v4_uint)t5;
    vcc_v4_uint t7 = t6 - (vcc_v4_uint){29U, 29U, 29U, 29U};
    vcc_v4_uint t8 = vcc_min(vcc_v4_int, t6, t7);
    vcc_v4_int t1 = (vcc_v4_int)t8;
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 4, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
        vcc_v4_double t9 = __builtin_convertvector(t1, vcc_v4_double);
        vcc_store(&a[i_vec], t9);
        vcc_v4_int t10 = i_v_2 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t11 = (vcc_v4_int){1, 1, 1, 1} << t10;
        vcc_v4_double t12 = __builtin_convertvector(t11, vcc_v4_double);
        vcc_store(&b[i_vec], t12);
        long t13 = i_vec + 4L;
        vcc_v4_uint t14 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int i_v_3 = (vcc_v4_int)t14;
        vcc_v4_int t15 = t1 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t16 = (vcc_v4_uint)t15;
        vcc_v4_uint t17 = t16 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t18 = vcc_min(vcc_v4_int, t16, t17);
        vcc_v4_int t19 = (vcc_v4_int)t18;
        vcc_v4_double t20 = __builtin_convertvector(t19, vcc_v4_double);
        vcc_store(&a[t13], t20);
        vcc_v4_int t21 = i_v_3 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t22 = (vcc_v4_int){1, 1, 1, 1} << t21;
        vcc_v4_double t23 = __builtin_convertvector(t22, vcc_v4_double);
        vcc_store(&b[t13], t23);
        long t24 = i_vec + 8L;
        vcc_v4_uint t25 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int i_v_4 = (vcc_v4_int)t25;
        vcc_v4_int t26 = t1 + (vcc_v4_int){8, 8, 8, 8};
        vcc_v4_uint t27 = (vcc_v4_uint)t26;
        vcc_v4_uint t28 = t27 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t29 = vcc_min(vcc_v4_int, t27, t28);
        vcc_v4_int t30 = (vcc_v4_int)t29;
        vcc_v4_double t31 = __builtin_convertvector(t30, vcc_v4_double);
        vcc_store(&a[t24], t31);
        vcc_v4_int t32 = i_v_4 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t33 = (vcc_v4_int){1, 1, 1, 1} << t32;
        vcc_v4_double t34 = __builtin_convertvector(t33, vcc_v4_double);
        vcc_store(&b[t24], t34);
        long t35 = i_vec + 12L;
        vcc_v4_uint t36 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int i_v_5 = (vcc_v4_int)t36;
        vcc_v4_int t37 = t1 + (vcc_v4_int){12, 12, 12, 12};
        vcc_v4_uint t38 = (vcc_v4_uint)t37;
        vcc_v4_uint t39 = t38 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t40 = vcc_min(vcc_v4_int, t38, t39);
        vcc_v4_int t41 = (vcc_v4_int)t40;
        vcc_v4_double t42 = __builtin_convertvector(t41, vcc_v4_double);
        vcc_store(&a[t35], t42);
        vcc_v4_int t43 = i_v_5 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t44 = (vcc_v4_int){1, 1, 1, 1} << t43;
        vcc_v4_double t45 = __builtin_convertvector(t44, vcc_v4_double);
        vcc_store(&b[t35], t45);
        i_vec += 16L;
        i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        vcc_v4_int t46 = t1 + (vcc_v4_int){16, 16, 16, 16};
        vcc_v4_uint t47 = (vcc_v4_uint)t46;
        vcc_v4_uint t48 = t47 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t49 = vcc_min(vcc_v4_int, t47, t48);
        t1 = (vcc_v4_int)t49;
    } while (i_vec < 992L);
    vcc_v4_int t50 = (vcc_v4_int){992, 992, 992, 992};
    vcc_v4_uint t51 = (vcc_v4_uint)t50;
    vcc_v4_uint i_v_1 = t51 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t52 = (vcc_v4_int){6, 6, 6, 6};
    vcc_v4_int t53 = t52 + (vcc_v4_int){0, 1, 2, 3};
    vcc_v4_uint t54 = (vcc_v4_uint)t53;
    vcc_v4_uint t55 = t54 - (vcc_v4_uint){29U, 29U, 29U, 29U};
    vcc_v4_uint t56 = vcc_min(vcc_v4_int, t54, t55);
    vcc_v4_int t2 = (vcc_v4_int)t56;
    long i_vec_1 = 0L;
    /* vcc: loop at double_div.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t57 = 992L + i_vec_1;
        vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
        vcc_v4_double t58 = __builtin_convertvector(t2, vcc_v4_double);
        vcc_store(&a[t57], t58);
        vcc_v4_int t59 = i_v_6 % (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_int t60 = (vcc_v4_int){1, 1, 1, 1} << t59;
        vcc_v4_double t61 = __builtin_convertvector(t60, vcc_v4_double);
        vcc_store(&b[t57], t61);
        i_vec_1 += 4L;
        i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t62 = t2 + (vcc_v4_int){4, 4, 4, 4};
        vcc_v4_uint t63 = (vcc_v4_uint)t62;
        vcc_v4_uint t64 = t63 - (vcc_v4_uint){29U, 29U, 29U, 29U};
        vcc_v4_uint t65 = vcc_min(vcc_v4_int, t63, t64);
        t2 = (vcc_v4_int)t65;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t66 = (long)i;
        a[t66] = (double)(i % 29);
        b[t66] = (double)(1 << (i % 4));
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
