/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
    int t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_float, x + t5);
            t7 = t3 * t6;
            t8 = vcc_load(vcc_v8_float, y + t5);
            t9 = t7 + t8;
            vcc_store(y + t5, t9);
            t10 = t4 + 8L;
            if (t10 >= t2) {
                break;
            }
            t4 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    double check;
    unsigned int c;
    int n;
    long t1;
    long t2;
    int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    long t31;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t1 = 1003L & -32L;
            t2 = 0L;
            for (;;) {
                t3 = (int)((long)0 + t2);
                t4 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
                t5 = t4 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t6 = (int)((long)0 + (t2 + 8L));
                t7 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
                t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t9 = (int)((long)0 + (t2 + 16L));
                t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
                t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t12 = (int)((long)0 + (t2 + 24L));
                t13 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
                t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t15 = t5 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t16 = t8 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t17 = t11 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t18 = t14 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
                t19 = __builtin_convertvector(t15, vcc_v8_float);
                t20 = __builtin_convertvector(t16, vcc_v8_float);
                t21 = __builtin_convertvector(t17, vcc_v8_float);
                t22 = __builtin_convertvector(t18, vcc_v8_float);
                vcc_store(&x[t3], t19);
                vcc_store(&x[t6], t20);
                vcc_store(&x[t9], t21);
                vcc_store(&x[t12], t22);
                t23 = t5 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t24 = t8 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t25 = t11 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t26 = t14 % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t27 = __builtin_convertvector(t23, vcc_v8_float);
                t28 = __builtin_convertvector(t24, vcc_v8_float);
                t29 = __builtin_convertvector(t25, vcc_v8_float);
                t30 = __builtin_convertvector(t26, vcc_v8_float);
                vcc_store(&y[t3], t27);
                vcc_store(&y[t6], t28);
                vcc_store(&y[t9], t29);
                vcc_store(&y[t12], t30);
                t31 = t2 + 32L;
                if (t31 >= t1) {
                    break;
                }
                t2 = t31;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1003; i++) {
            x[i] = (float)(i % 13);
            y[i] = (float)(i % 7);
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
