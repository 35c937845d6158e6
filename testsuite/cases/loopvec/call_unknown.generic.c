/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
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
    unsigned int c;
    int n;
    long t1;
    long t2;
    int t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    int t6;
    vcc_v4_int t7;
    vcc_v4_int t8;
    int t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    int t12;
    vcc_v4_int t13;
    vcc_v4_int t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    long t19;
    int i;
    double t20;
    double t21;
    for (c = 0U; (unsigned long)c < 13UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t1 = 1003L & -16L;
            t2 = 0L;
            for (;;) {
                t3 = (int)((long)0 + t2);
                t4 = (vcc_v4_int){t3, t3, t3, t3};
                t5 = t4 + (vcc_v4_int){0, 1, 2, 3};
                t6 = (int)((long)0 + (t2 + 4L));
                t7 = (vcc_v4_int){t6, t6, t6, t6};
                t8 = t7 + (vcc_v4_int){0, 1, 2, 3};
                t9 = (int)((long)0 + (t2 + 8L));
                t10 = (vcc_v4_int){t9, t9, t9, t9};
                t11 = t10 + (vcc_v4_int){0, 1, 2, 3};
                t12 = (int)((long)0 + (t2 + 12L));
                t13 = (vcc_v4_int){t12, t12, t12, t12};
                t14 = t13 + (vcc_v4_int){0, 1, 2, 3};
                t15 = __builtin_convertvector(t5, vcc_v4_double);
                t16 = __builtin_convertvector(t8, vcc_v4_double);
                t17 = __builtin_convertvector(t11, vcc_v4_double);
                t18 = __builtin_convertvector(t14, vcc_v4_double);
                vcc_store(&a[t3], t15);
                vcc_store(&a[t6], t16);
                vcc_store(&a[t9], t17);
                vcc_store(&a[t12], t18);
                t19 = t2 + 16L;
                if (t19 >= t1) {
                    break;
                }
                t2 = t19;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1003; i++) {
            a[i] = (double)i;
        }
        zero_and_tick(n, a);
        t20 = a[n];
        if (n) {
            t21 = a[n - 1];
        } else {
            t21 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t21, t20);
    }
    return 0;
}
