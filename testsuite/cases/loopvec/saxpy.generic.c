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
    vcc_v8_float t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    float *t10;
    float *t11;
    float *t12;
    vcc_v8_float t13;
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
    long t29;
    int t30;
    long t31;
    long t32;
    vcc_v8_float t33;
    long t34;
    long t35;
    float *t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    long t41;
    int i;
    long t42;
    float *t43;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 8L));
            t7 = (long)(int)((long)0 + (t4 + 16L));
            t8 = (long)(int)((long)0 + (t4 + 24L));
            t9 = y + t5;
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = vcc_load(vcc_v8_float, x + t5);
            t14 = vcc_load(vcc_v8_float, x + t6);
            t15 = vcc_load(vcc_v8_float, x + t7);
            t16 = vcc_load(vcc_v8_float, x + t8);
            t17 = t3 * t13;
            t18 = t3 * t14;
            t19 = t3 * t15;
            t20 = t3 * t16;
            t21 = vcc_load(vcc_v8_float, t9);
            t22 = vcc_load(vcc_v8_float, t10);
            t23 = vcc_load(vcc_v8_float, t11);
            t24 = vcc_load(vcc_v8_float, t12);
            t25 = t17 + t21;
            t26 = t18 + t22;
            t27 = t19 + t23;
            t28 = t20 + t24;
            vcc_store(t9, t25);
            vcc_store(t10, t26);
            vcc_store(t11, t27);
            vcc_store(t12, t28);
            t29 = t4 + 32L;
            if (t29 >= t2) {
                break;
            }
            t4 = t29;
        }
        t30 = (int)((long)0 + t2);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        t34 = 0L;
        for (;;) {
            t35 = (long)(int)((long)t30 + t34);
            t36 = y + t35;
            t37 = vcc_load(vcc_v8_float, x + t35);
            t38 = t33 * t37;
            t39 = vcc_load(vcc_v8_float, t36);
            t40 = t38 + t39;
            vcc_store(t36, t40);
            t41 = t34 + 8L;
            if (t41 >= t32) {
                break;
            }
            t34 = t41;
        }
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t42 = (long)i;
        t43 = y + t42;
        *t43 = a * x[t42] + *t43;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    double check;
    unsigned int c;
    int n;
    long t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    long t34;
    vcc_v8_uint t35;
    int t36;
    long t37;
    long t38;
    vcc_v8_int t39;
    vcc_v8_uint t40;
    long t41;
    vcc_v8_int t42;
    long t43;
    vcc_v8_int t44;
    vcc_v8_float t45;
    vcc_v8_int t46;
    vcc_v8_float t47;
    long t48;
    vcc_v8_uint t49;
    int i;
    long t50;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t3 = 1003L & -32L;
            t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t5 = (vcc_v8_uint)t4;
            t1 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t6 = 0L;
            for (;;) {
                t7 = (vcc_v8_int)t1;
                t8 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t9 = (vcc_v8_int)t8;
                t10 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t11 = (vcc_v8_int)t10;
                t12 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t13 = (vcc_v8_int)t12;
                t14 = (long)(int)((long)0 + t6);
                t15 = (long)(int)((long)0 + (t6 + 8L));
                t16 = (long)(int)((long)0 + (t6 + 16L));
                t17 = (long)(int)((long)0 + (t6 + 24L));
                t18 = t7 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t19 = t9 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t20 = t11 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t21 = t13 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t22 = __builtin_convertvector(t18, vcc_v8_float);
                t23 = __builtin_convertvector(t19, vcc_v8_float);
                t24 = __builtin_convertvector(t20, vcc_v8_float);
                t25 = __builtin_convertvector(t21, vcc_v8_float);
                vcc_store(&x[t14], t22);
                vcc_store(&x[t15], t23);
                vcc_store(&x[t16], t24);
                vcc_store(&x[t17], t25);
                t26 = t7 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t27 = t9 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t28 = t11 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t29 = t13 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t30 = __builtin_convertvector(t26, vcc_v8_float);
                t31 = __builtin_convertvector(t27, vcc_v8_float);
                t32 = __builtin_convertvector(t28, vcc_v8_float);
                t33 = __builtin_convertvector(t29, vcc_v8_float);
                vcc_store(&y[t14], t30);
                vcc_store(&y[t15], t31);
                vcc_store(&y[t16], t32);
                vcc_store(&y[t17], t33);
                t34 = t6 + 32L;
                t35 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t34 >= t3) {
                    break;
                }
                t6 = t34;
                t1 = t35;
            }
            t36 = (int)((long)0 + t3);
        } else {
            t36 = 0;
        }
        t37 = (long)t36 * -1L + 1003L;
        if (t37 >= 8L) {
            t38 = t37 & -8L;
            t39 = (vcc_v8_int){t36, t36, t36, t36, t36, t36, t36, t36};
            t40 = (vcc_v8_uint)t39;
            t2 = t40 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t41 = 0L;
            for (;;) {
                t42 = (vcc_v8_int)t2;
                t43 = (long)(int)((long)t36 + t41);
                t44 = t42 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t45 = __builtin_convertvector(t44, vcc_v8_float);
                vcc_store(&x[t43], t45);
                t46 = t42 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t47 = __builtin_convertvector(t46, vcc_v8_float);
                vcc_store(&y[t43], t47);
                t48 = t41 + 8L;
                t49 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t48 >= t38) {
                    break;
                }
                t41 = t48;
                t2 = t49;
            }
            i = (int)((long)t36 + t38);
        } else {
            i = t36;
        }
        for (; i < 1003; i++) {
            t50 = (long)i;
            x[t50] = (float)(i % 13);
            y[t50] = (float)(i % 7);
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
