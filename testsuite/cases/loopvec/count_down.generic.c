/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
void down(int n, int *restrict a, const int *restrict b) {
    int i;
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    long t34;
    int i_1;
    long t35;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)i + t3 * -1L);
            t5 = (long)(int)((long)i + (t3 + 8L) * -1L);
            t6 = (long)(int)((long)i + (t3 + 16L) * -1L);
            t7 = (long)(int)((long)i + (t3 + 24L) * -1L);
            t8 = vcc_load(vcc_v8_int, b + t4 + -7);
            t9 = __builtin_shufflevector(t8, t8, 7, 6, 5, 4, 3, 2, 1, 0);
            t10 = vcc_load(vcc_v8_int, b + t5 + -7);
            t11 = __builtin_shufflevector(t10, t10, 7, 6, 5, 4, 3, 2, 1, 0);
            t12 = vcc_load(vcc_v8_int, b + t6 + -7);
            t13 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v8_int, b + t7 + -7);
            t15 = __builtin_shufflevector(t14, t14, 7, 6, 5, 4, 3, 2, 1, 0);
            t16 = t9 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t17 = t11 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t18 = t13 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t19 = t15 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t20 = __builtin_shufflevector(t16, t16, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t4 + -7, t20);
            t21 = __builtin_shufflevector(t17, t17, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t5 + -7, t21);
            t22 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t6 + -7, t22);
            t23 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t7 + -7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)i + t2 * -1L);
    } else {
        t25 = i;
    }
    t26 = (long)t25 + 1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28 * -1L);
            t30 = vcc_load(vcc_v8_int, b + t29 + -7);
            t31 = __builtin_shufflevector(t30, t30, 7, 6, 5, 4, 3, 2, 1, 0);
            t32 = t31 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t33 = __builtin_shufflevector(t32, t32, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t29 + -7, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i_1 = (int)((long)t25 + t27 * -1L);
    } else {
        i_1 = t25;
    }
    for (; i_1 >= 0; i_1--) {
        t35 = (long)i_1;
        a[t35] = b[t35] * 2;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long check;
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
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    long t18;
    int t19;
    long t20;
    long t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    long t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    long t27;
    int i;
    unsigned int c;
    int n;
    long t28;
    long t29;
    long t30;
    int t31;
    long t32;
    long t33;
    long t34;
    long t35;
    int i_1;
    int i_2;
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
            t14 = t7 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            t15 = t9 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            t16 = t11 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            t17 = t13 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            vcc_store(&b[(int)((long)0 + t6)], t14);
            vcc_store(&b[(int)((long)0 + (t6 + 8L))], t15);
            vcc_store(&b[(int)((long)0 + (t6 + 16L))], t16);
            vcc_store(&b[(int)((long)0 + (t6 + 24L))], t17);
            t18 = t6 + 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t18 >= t3) {
                break;
            }
            t6 = t18;
        }
        t19 = (int)((long)0 + t3);
    } else {
        t19 = 0;
    }
    t20 = (long)t19 * -1L + 1003L;
    if (t20 >= 8L) {
        t21 = t20 & -8L;
        t22 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        t23 = (vcc_v8_uint)t22;
        t2 = t23 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t24 = 0L;
        for (;;) {
            t25 = (vcc_v8_int)t2;
            t26 = t25 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            vcc_store(&b[(int)((long)t19 + t24)], t26);
            t27 = t24 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t27 >= t21) {
                break;
            }
            t24 = t27;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t28 = 1003L & -32L;
            t29 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)0 + t29)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t29 + 8L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t29 + 16L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t29 + 24L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t30 = t29 + 32L;
                if (t30 >= t28) {
                    break;
                }
                t29 = t30;
            }
            t31 = (int)((long)0 + t28);
        } else {
            t31 = 0;
        }
        t32 = (long)t31 * -1L + 1003L;
        if (t32 >= 8L) {
            t33 = t32 & -8L;
            t34 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)t31 + t34)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t35 = t34 + 8L;
                if (t35 >= t33) {
                    break;
                }
                t34 = t35;
            }
            i_1 = (int)((long)t31 + t33);
        } else {
            i_1 = t31;
        }
        for (; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        down(n, a, b);
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
