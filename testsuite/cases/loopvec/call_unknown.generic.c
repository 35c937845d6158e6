/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

#include <stdio.h>

/* Not vectorized: the call to `tick` may have side effects. */
static int ticks;

void tick(void) {
    ticks++;
}

void zero_and_tick(int n, double *a) {
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        tick();
    }
}

int main(void) {
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    vcc_v4_uint t1;
    vcc_v4_uint t2;
    unsigned int c;
    int n;
    long t3;
    vcc_v4_int t4;
    vcc_v4_uint t5;
    long t6;
    vcc_v4_int t7;
    vcc_v4_uint t8;
    vcc_v4_int t9;
    vcc_v4_uint t10;
    vcc_v4_int t11;
    vcc_v4_uint t12;
    vcc_v4_int t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    long t18;
    vcc_v4_uint t19;
    int t20;
    long t21;
    long t22;
    vcc_v4_int t23;
    vcc_v4_uint t24;
    long t25;
    vcc_v4_int t26;
    vcc_v4_double t27;
    long t28;
    vcc_v4_uint t29;
    int i;
    double t30;
    double t31;
    for (c = 0U; (unsigned long)c < 13UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t3 = 1003L & -16L;
            t4 = (vcc_v4_int){0, 0, 0, 0};
            t5 = (vcc_v4_uint)t4;
            t1 = t5 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t6 = 0L;
            for (;;) {
                t7 = (vcc_v4_int)t1;
                t8 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t9 = (vcc_v4_int)t8;
                t10 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t11 = (vcc_v4_int)t10;
                t12 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t13 = (vcc_v4_int)t12;
                t14 = __builtin_convertvector(t7, vcc_v4_double);
                t15 = __builtin_convertvector(t9, vcc_v4_double);
                t16 = __builtin_convertvector(t11, vcc_v4_double);
                t17 = __builtin_convertvector(t13, vcc_v4_double);
                vcc_store(&a[(int)((long)0 + t6)], t14);
                vcc_store(&a[(int)((long)0 + (t6 + 4L))], t15);
                vcc_store(&a[(int)((long)0 + (t6 + 8L))], t16);
                vcc_store(&a[(int)((long)0 + (t6 + 12L))], t17);
                t18 = t6 + 16L;
                t19 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t18 >= t3) {
                    break;
                }
                t6 = t18;
                t1 = t19;
            }
            t20 = (int)((long)0 + t3);
        } else {
            t20 = 0;
        }
        t21 = (long)t20 * -1L + 1003L;
        if (t21 >= 4L) {
            t22 = t21 & -4L;
            t23 = (vcc_v4_int){t20, t20, t20, t20};
            t24 = (vcc_v4_uint)t23;
            t2 = t24 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t25 = 0L;
            for (;;) {
                t26 = (vcc_v4_int)t2;
                t27 = __builtin_convertvector(t26, vcc_v4_double);
                vcc_store(&a[(int)((long)t20 + t25)], t27);
                t28 = t25 + 4L;
                t29 = t2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t28 >= t22) {
                    break;
                }
                t25 = t28;
                t2 = t29;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < 1003; i++) {
            a[i] = (double)i;
        }
        zero_and_tick(n, a);
        t30 = a[n];
        if (n) {
            t31 = a[n - 1];
        } else {
            t31 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t31, t30);
    }
    return 0;
}
