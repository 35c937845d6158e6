/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    double t16;
    unsigned int c = 0U;
    while ((unsigned long)c < 13UL) {
        int n = counts[c];
        vcc_v4_int t1 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t2 = (vcc_v4_uint)t1;
        vcc_v4_uint i_v = t2 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at call_unknown.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_double t3 = __builtin_convertvector(i_v_2, vcc_v4_double);
            vcc_store(&a[i_vec], t3);
            vcc_v4_uint t4 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t4;
            vcc_v4_double t5 = __builtin_convertvector(i_v_3, vcc_v4_double);
            vcc_store(&a[i_vec + 4L], t5);
            vcc_v4_uint t6 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t6;
            vcc_v4_double t7 = __builtin_convertvector(i_v_4, vcc_v4_double);
            vcc_store(&a[i_vec + 8L], t7);
            vcc_v4_uint t8 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t8;
            vcc_v4_double t9 = __builtin_convertvector(i_v_5, vcc_v4_double);
            vcc_store(&a[i_vec + 12L], t9);
            i_vec += 16L;
            vcc_v4_uint t10 = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
            if (i_vec >= 992L) {
                break;
            }
            i_v = t10;
        }
        vcc_v4_int t11 = (vcc_v4_int){992, 992, 992, 992};
        vcc_v4_uint t12 = (vcc_v4_uint)t11;
        vcc_v4_uint i_v_1 = t12 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        /* vcc: loop at call_unknown.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_double t13 = __builtin_convertvector(i_v_6, vcc_v4_double);
            vcc_store(&a[992L + i_vec_1], t13);
            i_vec_1 += 4L;
            vcc_v4_uint t14 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = t14;
        }
        a[1000] = 1000.0;
        a[1001] = 1001.0;
        a[1002] = 1002.0;
        zero_and_tick(n, a);
        double t15 = a[n];
        if (n) {
            t16 = a[n - 1];
        } else {
            t16 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t16, t15);
        c++;
    }
    return 0;
}
