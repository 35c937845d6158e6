/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_int, b + t5);
            t7 = t6 + t3;
            vcc_store(a + t5, t7);
            t8 = t4 + 8L;
            if (t8 >= t2) {
                break;
            }
            t4 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] + c;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    long check;
    unsigned int c;
    int n;
    long t1;
    long t2;
    int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    long t19;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t1 = 1003L & -32L;
            t2 = 0L;
            for (;;) {
                t3 = (int)((long)0 + t2);
                t4 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
                t5 = t4 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t6 = (int)((long)0 + (t2 + 8L));
                t7 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
                t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t9 = (int)((long)0 + (t2 + 16L));
                t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
                t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t12 = (int)((long)0 + (t2 + 24L));
                t13 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
                t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                vcc_store(&a[t3], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[t6], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[t9], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[t12], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t15 = t5 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t16 = t8 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t17 = t11 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t18 = t14 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_store(&b[t3], t15);
                vcc_store(&b[t6], t16);
                vcc_store(&b[t9], t17);
                vcc_store(&b[t12], t18);
                t19 = t2 + 32L;
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
            a[i] = -1;
            b[i] = i * 3;
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
