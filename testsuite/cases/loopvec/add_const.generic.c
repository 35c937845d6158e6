/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
void add_const(int n, int *restrict a, const int *restrict b, int c) {
    long t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    long t17;
    int t18;
    long t19;
    long t20;
    vcc_v8_int t21;
    long t22;
    long t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    long t26;
    int i;
    long t27;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 8L));
            t7 = (long)(int)((long)0 + (t4 + 16L));
            t8 = (long)(int)((long)0 + (t4 + 24L));
            t9 = vcc_load(vcc_v8_int, b + t5);
            t10 = vcc_load(vcc_v8_int, b + t6);
            t11 = vcc_load(vcc_v8_int, b + t7);
            t12 = vcc_load(vcc_v8_int, b + t8);
            t13 = t9 + t3;
            t14 = t10 + t3;
            t15 = t11 + t3;
            t16 = t12 + t3;
            vcc_store(a + t5, t13);
            vcc_store(a + t6, t14);
            vcc_store(a + t7, t15);
            vcc_store(a + t8, t16);
            t17 = t4 + 32L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
        }
        t18 = (int)((long)0 + t2);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t21 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t18 + t22);
            t24 = vcc_load(vcc_v8_int, b + t23);
            t25 = t24 + t21;
            vcc_store(a + t23, t25);
            t26 = t22 + 8L;
            if (t26 >= t20) {
                break;
            }
            t22 = t26;
        }
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        t27 = (long)i;
        a[t27] = b[t27] + c;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long check;
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
    long t22;
    vcc_v8_uint t23;
    int t24;
    long t25;
    long t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    long t29;
    vcc_v8_int t30;
    long t31;
    vcc_v8_int t32;
    long t33;
    vcc_v8_uint t34;
    int i;
    long t35;
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
                vcc_store(&a[t14], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[t15], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[t16], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[t17], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t18 = t7 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t19 = t9 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t20 = t11 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t21 = t13 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t14], t18);
                vcc_store(&b[t15], t19);
                vcc_store(&b[t16], t20);
                vcc_store(&b[t17], t21);
                t22 = t6 + 32L;
                t23 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t22 >= t3) {
                    break;
                }
                t6 = t22;
                t1 = t23;
            }
            t24 = (int)((long)0 + t3);
        } else {
            t24 = 0;
        }
        t25 = (long)t24 * -1L + 1003L;
        if (t25 >= 8L) {
            t26 = t25 & -8L;
            t27 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
            t28 = (vcc_v8_uint)t27;
            t2 = t28 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t29 = 0L;
            for (;;) {
                t30 = (vcc_v8_int)t2;
                t31 = (long)(int)((long)t24 + t29);
                vcc_store(&a[t31], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t32 = t30 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t31], t32);
                t33 = t29 + 8L;
                t34 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t33 >= t26) {
                    break;
                }
                t29 = t33;
                t2 = t34;
            }
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < 1003; i++) {
            t35 = (long)i;
            a[t35] = -1;
            b[t35] = i * 3;
        }
        add_const(n, a, b, 42);
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 31L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
