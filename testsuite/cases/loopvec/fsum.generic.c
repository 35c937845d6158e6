/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_float t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_float t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_float t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_float t26;
    int t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_float t35;
    int i;
    unsigned int c;
    const int *t36;
    float t37;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t8 = (vcc_v8_int)t1;
            t9 = t8 % (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
            t10 = t9 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t11 = __builtin_convertvector(t10, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + t2)], t11);
            t12 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t13 = (vcc_v8_int)t12;
            t14 = t13 % (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
            t15 = t14 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t16 = __builtin_convertvector(t15, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t16);
            t17 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t18 = (vcc_v8_int)t17;
            t19 = t18 % (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
            t20 = t19 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t21 = __builtin_convertvector(t20, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t21);
            t22 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t23 = (vcc_v8_int)t22;
            t24 = t23 % (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
            t25 = t24 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t26 = __builtin_convertvector(t25, vcc_v8_float);
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t26);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t5);
        t27 = (int)((long)0 + t5);
    } else {
        t27 = 0;
    }
    t28 = (long)t27 * -1L + 1003L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        t31 = (vcc_v8_uint)t30;
        t3 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t32 = (vcc_v8_int)t3;
            t33 = t32 % (vcc_v8_int){17, 17, 17, 17, 17, 17, 17, 17};
            t34 = t33 - (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t35 = __builtin_convertvector(t34, vcc_v8_float);
            vcc_store(&a[(int)((long)t27 + t4)], t35);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t36 = &counts[c];
        t37 = fsum(*t36, a);
        printf("fsum(%d) = %g\n", *t36, (double)t37);
    }
    return 0;
}
