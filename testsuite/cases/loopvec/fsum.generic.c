/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t7 = (vcc_v8_uint)t6;
    vcc_v8_uint t8 = t7 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
    vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long t2 = 0L;
    do {
        vcc_v8_int t10 = t1 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t11 = __builtin_convertvector(t10, vcc_v8_float);
        vcc_store(&a[(int)t2], t11);
        vcc_v8_int t12 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint t14 = t13 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t15 = vcc_min(vcc_v8_int, t13, t14);
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_v8_int t17 = t16 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t18 = __builtin_convertvector(t17, vcc_v8_float);
        vcc_store(&a[(int)(t2 + 8L)], t18);
        vcc_v8_int t19 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint t21 = t20 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_v8_int t24 = t23 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
        vcc_store(&a[(int)(t2 + 16L)], t25);
        vcc_v8_int t26 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t27 = (vcc_v8_uint)t26;
        vcc_v8_uint t28 = t27 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t29 = vcc_min(vcc_v8_int, t27, t28);
        vcc_v8_int t30 = (vcc_v8_int)t29;
        vcc_v8_int t31 = t30 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t32 = __builtin_convertvector(t31, vcc_v8_float);
        vcc_store(&a[(int)(t2 + 24L)], t32);
        t2 += 32L;
        vcc_v8_int t33 = t1 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_uint t34 = (vcc_v8_uint)t33;
        vcc_v8_uint t35 = t34 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t36 = vcc_min(vcc_v8_int, t34, t35);
        t1 = (vcc_v8_int)t36;
    } while (t2 < 992L);
    vcc_v8_int t37 = (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
    vcc_v8_int t38 = t37 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t39 = (vcc_v8_uint)t38;
    vcc_v8_uint t40 = t39 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
    vcc_v8_uint t41 = vcc_min(vcc_v8_int, t39, t40);
    vcc_v8_int t3 = (vcc_v8_int)t41;
    long t4 = 0L;
    do {
        vcc_v8_int t42 = t3 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_float t43 = __builtin_convertvector(t42, vcc_v8_float);
        vcc_store(&a[(int)(992L + t4)], t43);
        t4 += 8L;
        vcc_v8_int t44 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t45 = (vcc_v8_uint)t44;
        vcc_v8_uint t46 = t45 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        vcc_v8_uint t47 = vcc_min(vcc_v8_int, t45, t46);
        t3 = (vcc_v8_int)t47;
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t48 = &counts[c];
        float t49 = fsum(*t48, a);
        printf("fsum(%d) = %g\n", *t48, (double)t49);
    }
    return 0;
}
