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
    long t2;
    vcc_v4_uint t3;
    long t4;
    unsigned int c;
    int n;
    long t5;
    vcc_v4_int t6;
    vcc_v4_uint t7;
    vcc_v4_int t8;
    vcc_v4_double t9;
    vcc_v4_uint t10;
    vcc_v4_int t11;
    vcc_v4_double t12;
    vcc_v4_uint t13;
    vcc_v4_int t14;
    vcc_v4_double t15;
    vcc_v4_uint t16;
    vcc_v4_int t17;
    vcc_v4_double t18;
    vcc_v4_uint t19;
    int t20;
    long t21;
    long t22;
    vcc_v4_int t23;
    vcc_v4_uint t24;
    vcc_v4_int t25;
    vcc_v4_double t26;
    vcc_v4_uint t27;
    int i;
    double t28;
    double t29;
    for (c = 0U; (unsigned long)c < 13UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t5 = 1003L & -16L;
            t6 = (vcc_v4_int){0, 0, 0, 0};
            t7 = (vcc_v4_uint)t6;
            t1 = t7 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t2 = 0L;
            for (;;) {
                t8 = (vcc_v4_int)t1;
                t9 = __builtin_convertvector(t8, vcc_v4_double);
                vcc_store(&a[(int)((long)0 + t2)], t9);
                t10 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t11 = (vcc_v4_int)t10;
                t12 = __builtin_convertvector(t11, vcc_v4_double);
                vcc_store(&a[(int)((long)0 + (t2 + 4L))], t12);
                t13 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t14 = (vcc_v4_int)t13;
                t15 = __builtin_convertvector(t14, vcc_v4_double);
                vcc_store(&a[(int)((long)0 + (t2 + 8L))], t15);
                t16 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t17 = (vcc_v4_int)t16;
                t18 = __builtin_convertvector(t17, vcc_v4_double);
                vcc_store(&a[(int)((long)0 + (t2 + 12L))], t18);
                t2 += 16L;
                t19 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t2 >= t5) {
                    break;
                }
                t1 = t19;
            }
            t20 = (int)((long)0 + t5);
        } else {
            t20 = 0;
        }
        t21 = (long)t20 * -1L + 1003L;
        if (t21 >= 4L) {
            t22 = t21 & -4L;
            t23 = (vcc_v4_int){t20, t20, t20, t20};
            t24 = (vcc_v4_uint)t23;
            t3 = t24 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t4 = 0L;
            for (;;) {
                t25 = (vcc_v4_int)t3;
                t26 = __builtin_convertvector(t25, vcc_v4_double);
                vcc_store(&a[(int)((long)t20 + t4)], t26);
                t4 += 4L;
                t27 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t4 >= t22) {
                    break;
                }
                t3 = t27;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < 1003; i++) {
            a[i] = (double)i;
        }
        zero_and_tick(n, a);
        t28 = a[n];
        if (n) {
            t29 = a[n - 1];
        } else {
            t29 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t29, t28);
    }
    return 0;
}
