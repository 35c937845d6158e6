/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
void down(int n, int *restrict a, const int *restrict b) {
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    long t18;
    long t19;
    long t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    int i;
    long t23;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t8 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t9 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t10 = vcc_load(vcc_v8_int, b + t6 + -7);
            t11 = vcc_load(vcc_v8_int, b + t7 + -7);
            t12 = vcc_load(vcc_v8_int, b + t8 + -7);
            t13 = vcc_load(vcc_v8_int, b + t9 + -7);
            t14 = t10 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t6 + -7, t14);
            t15 = t11 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t7 + -7, t15);
            t16 = t12 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t8 + -7, t16);
            t17 = t13 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t9 + -7, t17);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t3 = 0L;
        do {
            t20 = (long)(int)((long)t1 + t3 * -1L);
            t21 = vcc_load(vcc_v8_int, b + t20 + -7);
            t22 = t21 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t20 + -7, t22);
            t3 += 8L;
        } while (t3 < t19);
        i = (int)((long)t1 + t19 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        t23 = (long)i;
        a[t23] = b[t23] * 2;
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
    long t5;
    long t6;
    long check;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    int t21;
    long t22;
    long t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    int i;
    unsigned int c;
    int n;
    long t28;
    int t29;
    long t30;
    long t31;
    int i_1;
    int i_2;
    if (1003L >= 32L) {
        t7 = 1003L & -32L;
        t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t9 = (vcc_v8_uint)t8;
        t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t10 = (vcc_v8_int)t1;
            t11 = t10 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            vcc_store(&b[(int)((long)0 + t2)], t11);
            t12 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t13 = (vcc_v8_int)t12;
            t14 = t13 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            vcc_store(&b[(int)((long)0 + (t2 + 8L))], t14);
            t15 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t16 = (vcc_v8_int)t15;
            t17 = t16 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            vcc_store(&b[(int)((long)0 + (t2 + 16L))], t17);
            t18 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t19 = (vcc_v8_int)t18;
            t20 = t19 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            vcc_store(&b[(int)((long)0 + (t2 + 24L))], t20);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t7);
        t21 = (int)((long)0 + t7);
    } else {
        t21 = 0;
    }
    t22 = (long)t21 * -1L + 1003L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = (vcc_v8_int){t21, t21, t21, t21, t21, t21, t21, t21};
        t25 = (vcc_v8_uint)t24;
        t3 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t26 = (vcc_v8_int)t3;
            t27 = t26 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            vcc_store(&b[(int)((long)t21 + t4)], t27);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t28 = 1003L & -32L;
            t5 = 0L;
            do {
                vcc_store(&a[(int)((long)0 + t5)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t5 + 8L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t5 + 16L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t5 + 24L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t5 += 32L;
            } while (t5 < t28);
            t29 = (int)((long)0 + t28);
        } else {
            t29 = 0;
        }
        t30 = (long)t29 * -1L + 1003L;
        if (t30 >= 8L) {
            t31 = t30 & -8L;
            t6 = 0L;
            do {
                vcc_store(&a[(int)((long)t29 + t6)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t6 += 8L;
            } while (t6 < t31);
            i_1 = (int)((long)t29 + t31);
        } else {
            i_1 = t29;
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
