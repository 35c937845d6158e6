/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_float t5;
    long t6;
    long t7;
    long t8;
    long t9;
    float *t10;
    float *t11;
    float *t12;
    float *t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    int t30;
    long t31;
    long t32;
    vcc_v8_float t33;
    long t34;
    float *t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    int i;
    long t40;
    float *t41;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 16L));
            t9 = (long)(int)((long)0 + (t1 + 24L));
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = y + t9;
            t14 = vcc_load(vcc_v8_float, x + t6);
            t15 = vcc_load(vcc_v8_float, x + t7);
            t16 = vcc_load(vcc_v8_float, x + t8);
            t17 = vcc_load(vcc_v8_float, x + t9);
            t18 = t5 * t14;
            t19 = t5 * t15;
            t20 = t5 * t16;
            t21 = t5 * t17;
            t22 = vcc_load(vcc_v8_float, t10);
            t23 = vcc_load(vcc_v8_float, t11);
            t24 = vcc_load(vcc_v8_float, t12);
            t25 = vcc_load(vcc_v8_float, t13);
            t26 = t18 + t22;
            vcc_store(t10, t26);
            t27 = t19 + t23;
            vcc_store(t11, t27);
            t28 = t20 + t24;
            vcc_store(t12, t28);
            t29 = t21 + t25;
            vcc_store(t13, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = vcc_load(vcc_v8_float, x + t34);
            t37 = t33 * t36;
            t38 = vcc_load(vcc_v8_float, t35);
            t39 = t37 + t38;
            vcc_store(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    double check;
    unsigned int c;
    int n;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_float t11;
    vcc_v8_int t12;
    vcc_v8_float t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    long t16;
    vcc_v8_int t17;
    vcc_v8_float t18;
    vcc_v8_int t19;
    vcc_v8_float t20;
    vcc_v8_uint t21;
    vcc_v8_int t22;
    long t23;
    vcc_v8_int t24;
    vcc_v8_float t25;
    vcc_v8_int t26;
    vcc_v8_float t27;
    vcc_v8_uint t28;
    vcc_v8_int t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_float t32;
    vcc_v8_int t33;
    vcc_v8_float t34;
    vcc_v8_uint t35;
    int t36;
    long t37;
    long t38;
    vcc_v8_int t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    long t42;
    vcc_v8_int t43;
    vcc_v8_float t44;
    vcc_v8_int t45;
    vcc_v8_float t46;
    vcc_v8_uint t47;
    int i;
    long t48;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t5 = 1003L & -32L;
            t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t7 = (vcc_v8_uint)t6;
            t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t2 = 0L;
            for (;;) {
                t8 = (vcc_v8_int)t1;
                t9 = (long)(int)((long)0 + t2);
                t10 = t8 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t11 = __builtin_convertvector(t10, vcc_v8_float);
                vcc_store(&x[t9], t11);
                t12 = t8 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t13 = __builtin_convertvector(t12, vcc_v8_float);
                vcc_store(&y[t9], t13);
                t14 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t15 = (vcc_v8_int)t14;
                t16 = (long)(int)((long)0 + (t2 + 8L));
                t17 = t15 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t18 = __builtin_convertvector(t17, vcc_v8_float);
                vcc_store(&x[t16], t18);
                t19 = t15 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t20 = __builtin_convertvector(t19, vcc_v8_float);
                vcc_store(&y[t16], t20);
                t21 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t22 = (vcc_v8_int)t21;
                t23 = (long)(int)((long)0 + (t2 + 16L));
                t24 = t22 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t25 = __builtin_convertvector(t24, vcc_v8_float);
                vcc_store(&x[t23], t25);
                t26 = t22 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t27 = __builtin_convertvector(t26, vcc_v8_float);
                vcc_store(&y[t23], t27);
                t28 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t29 = (vcc_v8_int)t28;
                t30 = (long)(int)((long)0 + (t2 + 24L));
                t31 = t29 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t32 = __builtin_convertvector(t31, vcc_v8_float);
                vcc_store(&x[t30], t32);
                t33 = t29 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t34 = __builtin_convertvector(t33, vcc_v8_float);
                vcc_store(&y[t30], t34);
                t2 += 32L;
                t35 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t2 >= t5) {
                    break;
                }
                t1 = t35;
            }
            t36 = (int)((long)0 + t5);
        } else {
            t36 = 0;
        }
        t37 = (long)t36 * -1L + 1003L;
        if (t37 >= 8L) {
            t38 = t37 & -8L;
            t39 = (vcc_v8_int){t36, t36, t36, t36, t36, t36, t36, t36};
            t40 = (vcc_v8_uint)t39;
            t3 = t40 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t4 = 0L;
            for (;;) {
                t41 = (vcc_v8_int)t3;
                t42 = (long)(int)((long)t36 + t4);
                t43 = t41 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t44 = __builtin_convertvector(t43, vcc_v8_float);
                vcc_store(&x[t42], t44);
                t45 = t41 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t46 = __builtin_convertvector(t45, vcc_v8_float);
                vcc_store(&y[t42], t46);
                t4 += 8L;
                t47 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t4 >= t38) {
                    break;
                }
                t3 = t47;
            }
            i = (int)((long)t36 + t38);
        } else {
            i = t36;
        }
        for (; i < 1003; i++) {
            t48 = (long)i;
            x[t48] = (float)(i % 13);
            y[t48] = (float)(i % 7);
        }
        saxpy(n, 3.0f, x, y);
        check = 0.0;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
