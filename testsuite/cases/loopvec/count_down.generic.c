/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    long t9;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)i + t3 * -1L);
            t5 = vcc_load(vcc_v8_int, b + t4 + -7);
            t6 = __builtin_shufflevector(t5, t5, 7, 6, 5, 4, 3, 2, 1, 0);
            t7 = t6 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t8 = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t4 + -7, t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i_1 = (int)((long)i + t2 * -1L);
    } else {
        i_1 = i;
    }
    for (; i_1 >= 0; i_1--) {
        a[i_1] = b[i_1] * 2;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    long check;
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
    unsigned int c;
    int n;
    long t20;
    long t21;
    long t22;
    int i_1;
    int i_2;
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
            t15 = t5 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            t16 = t8 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            t17 = t11 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
            t18 = t14 % (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
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
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t20 = 1003L & -32L;
            t21 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)0 + t21)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t21 + 8L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t21 + 16L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t21 + 24L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t22 = t21 + 32L;
                if (t22 >= t20) {
                    break;
                }
                t21 = t22;
            }
            i_1 = (int)((long)0 + t20);
        } else {
            i_1 = 0;
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
