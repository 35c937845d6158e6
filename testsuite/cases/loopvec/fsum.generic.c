/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

#include <stdio.h>

/* Not vectorized without --fast-math: the float sum would be reassociated. (The data are small
   integers, so with --fast-math the result is still exact.) */
float fsum(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t4 = t3 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t5 = (vcc_m8)(t4 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
    vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t7 = (vcc_v8_uint)t4;
    vcc_v8_uint t8 = t7 - t6;
    vcc_v8_int t1 = (vcc_v8_int)t8;
    long i_vec = 0L;
    /* vcc: loop at fsum.c:15 vectorized: VF 8, UF 4, the remainder at 16:24 by 17 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int t9 = t1 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t10 = __builtin_convertvector(t9, vcc_v8_float);
        vcc_store(&a[i_vec], t10);
        vcc_v8_int t11 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t14 = (vcc_v8_uint)t11;
        vcc_v8_uint t15 = t14 - t13;
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_v8_int t17 = t16 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t18 = __builtin_convertvector(t17, vcc_v8_float);
        vcc_store(&a[i_vec + 8L], t18);
        vcc_v8_int t19 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
        vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t22 = (vcc_v8_uint)t19;
        vcc_v8_uint t23 = t22 - t21;
        vcc_v8_int t24 = (vcc_v8_int)t23;
        vcc_v8_int t25 = t24 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t26 = __builtin_convertvector(t25, vcc_v8_float);
        vcc_store(&a[i_vec + 16L], t26);
        vcc_v8_int t27 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t30 = (vcc_v8_uint)t27;
        vcc_v8_uint t31 = t30 - t29;
        vcc_v8_int t32 = (vcc_v8_int)t31;
        vcc_v8_int t33 = t32 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t34 = __builtin_convertvector(t33, vcc_v8_float);
        vcc_store(&a[i_vec + 24L], t34);
        i_vec += 32L;
        vcc_v8_int t35 = t1 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_m8 t36 = (vcc_m8)(t35 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t38 = (vcc_v8_uint)t35;
        vcc_v8_uint t39 = t38 - t37;
        t1 = (vcc_v8_int)t39;
    } while (i_vec < 992L);
    vcc_v8_int t40 = (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
    vcc_v8_int t41 = t40 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t42 = (vcc_m8)(t41 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
    vcc_v8_uint t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t44 = (vcc_v8_uint)t41;
    vcc_v8_uint t45 = t44 - t43;
    vcc_v8_int t2 = (vcc_v8_int)t45;
    long i_vec_1 = 0L;
    /* vcc: loop at fsum.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int t46 = t2 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t47 = __builtin_convertvector(t46, vcc_v8_float);
        vcc_store(&a[992L + i_vec_1], t47);
        i_vec_1 += 8L;
        vcc_v8_int t48 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t49 = (vcc_m8)(t48 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t51 = (vcc_v8_uint)t48;
        vcc_v8_uint t52 = t51 - t50;
        t2 = (vcc_v8_int)t52;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t53 = &counts[c];
        float t54 = fsum(*t53, a);
        printf("fsum(%d) = %g\n", *t53, (double)t54);
    }
    return 0;
}
