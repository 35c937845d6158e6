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
    long t3;
    long t4;
    vcc_v8_int t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    long t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    long t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    int t18;
    long t19;
    long t20;
    vcc_v8_int t21;
    long t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    int i;
    long t25;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = vcc_load(vcc_v8_int, b + t6);
            t8 = t7 + t5;
            vcc_store(a + t6, t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = vcc_load(vcc_v8_int, b + t9);
            t11 = t10 + t5;
            vcc_store(a + t9, t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = vcc_load(vcc_v8_int, b + t12);
            t14 = t13 + t5;
            vcc_store(a + t12, t14);
            t15 = (long)(int)((long)0 + (t1 + 24L));
            t16 = vcc_load(vcc_v8_int, b + t15);
            t17 = t16 + t5;
            vcc_store(a + t15, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t21 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = vcc_load(vcc_v8_int, b + t22);
            t24 = t23 + t21;
            vcc_store(a + t22, t24);
            t2 += 8L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        a[t25] = b[t25] + c;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long check;
    unsigned int c;
    int n;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    long t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    long t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_int t20;
    long t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    int t24;
    long t25;
    long t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_int t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    int i;
    long t33;
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
                vcc_store(&a[t9], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t10 = t8 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t9], t10);
                t11 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t12 = (vcc_v8_int)t11;
                t13 = (long)(int)((long)0 + (t2 + 8L));
                vcc_store(&a[t13], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t14 = t12 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t13], t14);
                t15 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t16 = (vcc_v8_int)t15;
                t17 = (long)(int)((long)0 + (t2 + 16L));
                vcc_store(&a[t17], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t18 = t16 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t17], t18);
                t19 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t20 = (vcc_v8_int)t19;
                t21 = (long)(int)((long)0 + (t2 + 24L));
                vcc_store(&a[t21], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t22 = t20 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t21], t22);
                t2 += 32L;
                t23 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t2 >= t5) {
                    break;
                }
                t1 = t23;
            }
            t24 = (int)((long)0 + t5);
        } else {
            t24 = 0;
        }
        t25 = (long)t24 * -1L + 1003L;
        if (t25 >= 8L) {
            t26 = t25 & -8L;
            t27 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
            t28 = (vcc_v8_uint)t27;
            t3 = t28 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t4 = 0L;
            for (;;) {
                t29 = (vcc_v8_int)t3;
                t30 = (long)(int)((long)t24 + t4);
                vcc_store(&a[t30], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t31 = t29 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t30], t31);
                t4 += 8L;
                t32 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t4 >= t26) {
                    break;
                }
                t3 = t32;
            }
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < 1003; i++) {
            t33 = (long)i;
            a[t33] = -1;
            b[t33] = i * 3;
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
