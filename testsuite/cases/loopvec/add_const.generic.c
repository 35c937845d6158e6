/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
void add_const(int n, int *restrict a, const int *restrict b, int c) {
    int t18;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_int t5 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int t8 = t7 + t5;
            vcc_store(a + t6, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int t11 = t10 + t5;
            vcc_store(a + t9, t11);
            long t12 = (long)(int)(t1 + 16L);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, b + t12);
            vcc_v8_int t14 = t13 + t5;
            vcc_store(a + t12, t14);
            long t15 = (long)(int)(t1 + 24L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t15);
            vcc_v8_int t17 = t16 + t5;
            vcc_store(a + t15, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t21 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            vcc_v8_int t23 = vcc_load(vcc_v8_int, b + t22);
            vcc_v8_int t24 = t23 + t21;
            vcc_store(a + t22, t24);
            t2 += 8L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        a[t25] = b[t25] + c;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        for (;;) {
            vcc_v8_int t7 = (vcc_v8_int)t1;
            long t8 = (long)(int)t2;
            vcc_store(&a[t8], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t9 = t7 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t8], t9);
            vcc_v8_uint t10 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t11 = (vcc_v8_int)t10;
            long t12 = (long)(int)(t2 + 8L);
            vcc_store(&a[t12], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t13 = t11 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t12], t13);
            vcc_v8_uint t14 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int t15 = (vcc_v8_int)t14;
            long t16 = (long)(int)(t2 + 16L);
            vcc_store(&a[t16], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t17 = t15 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t16], t17);
            vcc_v8_uint t18 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int t19 = (vcc_v8_int)t18;
            long t20 = (long)(int)(t2 + 24L);
            vcc_store(&a[t20], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t21 = t19 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t20], t21);
            t2 += 32L;
            vcc_v8_uint t22 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t2 >= 992L) {
                break;
            }
            t1 = t22;
        }
        vcc_v8_int t23 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint t3 = t24 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        for (;;) {
            vcc_v8_int t25 = (vcc_v8_int)t3;
            long t26 = (long)(int)(992L + t4);
            vcc_store(&a[t26], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_v8_int t27 = t25 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(&b[t26], t27);
            t4 += 8L;
            vcc_v8_uint t28 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t4 >= 8L) {
                break;
            }
            t3 = t28;
        }
        for (int i = 1000; i < 1003; i++) {
            long t29 = (long)i;
            a[t29] = -1;
            b[t29] = i * 3;
        }
        add_const(n, a, b, 42);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 31L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
