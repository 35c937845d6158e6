/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
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
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_float t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_float t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_float t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_float t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    int t38;
    long t39;
    long t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_float t47;
    vcc_v8_int t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    int i;
    unsigned int c;
    const int *t52;
    float t53;
    if ((1003L >= 32L) & (0 >= 0)) {
        t5 = 1003L & -32L;
        t6 = vcc_splat(vcc_v8_int, 0 % 17);
        t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t8 = (vcc_v8_uint)t7;
        t9 = t8 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        t10 = vcc_min(vcc_v8_int, t8, t9);
        t1 = (vcc_v8_int)t10;
        t2 = 0L;
        do {
            t11 = t1 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t12 = __builtin_convertvector(t11, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + t2)], t12);
            t13 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t14 = (vcc_v8_uint)t13;
            t15 = t14 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
            t16 = vcc_min(vcc_v8_int, t14, t15);
            t17 = (vcc_v8_int)t16;
            t18 = t17 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t19 = __builtin_convertvector(t18, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t19);
            t20 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
            t21 = (vcc_v8_uint)t20;
            t22 = t21 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
            t23 = vcc_min(vcc_v8_int, t21, t22);
            t24 = (vcc_v8_int)t23;
            t25 = t24 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t26 = __builtin_convertvector(t25, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t26);
            t27 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t28 = (vcc_v8_uint)t27;
            t29 = t28 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
            t30 = vcc_min(vcc_v8_int, t28, t29);
            t31 = (vcc_v8_int)t30;
            t32 = t31 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t33 = __builtin_convertvector(t32, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t33);
            t2 += 32L;
            t34 = t1 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
            t35 = (vcc_v8_uint)t34;
            t36 = t35 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
            t37 = vcc_min(vcc_v8_int, t35, t36);
            t1 = (vcc_v8_int)t37;
        } while (t2 < t5);
        t38 = (int)((long)0 + t5);
    } else {
        t38 = 0;
    }
    t39 = (long)t38 * -1L + 1003L;
    if ((t39 >= 8L) & (t38 >= 0)) {
        t40 = t39 & -8L;
        t41 = vcc_splat(vcc_v8_int, t38 % 17);
        t42 = t41 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t43 = (vcc_v8_uint)t42;
        t44 = t43 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        t45 = vcc_min(vcc_v8_int, t43, t44);
        t3 = (vcc_v8_int)t45;
        t4 = 0L;
        do {
            t46 = t3 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t47 = __builtin_convertvector(t46, vcc_v8_float);
            vcc_store(&a[(int)((long)t38 + t4)], t47);
            t4 += 8L;
            t48 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t49 = (vcc_v8_uint)t48;
            t50 = t49 - (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
            t51 = vcc_min(vcc_v8_int, t49, t50);
            t3 = (vcc_v8_int)t51;
        } while (t4 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t52 = &counts[c];
        t53 = fsum(*t52, a);
        printf("fsum(%d) = %g\n", *t52, (double)t53);
    }
    return 0;
}
