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
    double t25;
    for (unsigned int c = 0U; (unsigned long)c < 13UL; c++) {
        int n = counts[c];
        vcc_v4_int t5 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t6 = (vcc_v4_uint)t5;
        vcc_v4_uint t1 = t6 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        for (;;) {
            vcc_v4_int t7 = (vcc_v4_int)t1;
            vcc_v4_double t8 = __builtin_convertvector(t7, vcc_v4_double);
            vcc_store(&a[(int)t2], t8);
            vcc_v4_uint t9 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t10 = (vcc_v4_int)t9;
            vcc_v4_double t11 = __builtin_convertvector(t10, vcc_v4_double);
            vcc_store(&a[(int)(t2 + 4L)], t11);
            vcc_v4_uint t12 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int t13 = (vcc_v4_int)t12;
            vcc_v4_double t14 = __builtin_convertvector(t13, vcc_v4_double);
            vcc_store(&a[(int)(t2 + 8L)], t14);
            vcc_v4_uint t15 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int t16 = (vcc_v4_int)t15;
            vcc_v4_double t17 = __builtin_convertvector(t16, vcc_v4_double);
            vcc_store(&a[(int)(t2 + 12L)], t17);
            t2 += 16L;
            vcc_v4_uint t18 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
            if (t2 >= 992L) {
                break;
            }
            t1 = t18;
        }
        vcc_v4_int t19 = (vcc_v4_int){992, 992, 992, 992};
        vcc_v4_uint t20 = (vcc_v4_uint)t19;
        vcc_v4_uint t3 = t20 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t4 = 0L;
        for (;;) {
            vcc_v4_int t21 = (vcc_v4_int)t3;
            vcc_v4_double t22 = __builtin_convertvector(t21, vcc_v4_double);
            vcc_store(&a[(int)(992L + t4)], t22);
            t4 += 4L;
            vcc_v4_uint t23 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (t4 >= 8L) {
                break;
            }
            t3 = t23;
        }
        for (int i = 1000; i < 1003; i++) {
            a[i] = (double)i;
        }
        zero_and_tick(n, a);
        double t24 = a[n];
        if (n) {
            t25 = a[n - 1];
        } else {
            t25 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t25, t24);
    }
    return 0;
}
