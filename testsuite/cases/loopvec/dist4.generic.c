/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
void shift4(int n, int *a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v4_int t5;
    vcc_v4_int t6;
    int i;
    t2 = (long)n;
    if (t2 >= 4L) {
        t3 = t2 & -4L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = vcc_load(vcc_v4_int, a + t4);
            t6 = t5 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(a + (t4 + 4), t6);
            t1 += 4L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 4] = a[i] + 1;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
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
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    int t20;
    long t21;
    long t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1010L >= 32L) {
            t5 = 1010L & -32L;
            t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t7 = (vcc_v8_uint)t6;
            t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t2 = 0L;
            for (;;) {
                t8 = (vcc_v8_int)t1;
                t9 = t8 % (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
                vcc_store(&a[(int)((long)0 + t2)], t9);
                t10 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t11 = (vcc_v8_int)t10;
                t12 = t11 % (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
                vcc_store(&a[(int)((long)0 + (t2 + 8L))], t12);
                t13 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t14 = (vcc_v8_int)t13;
                t15 = t14 % (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
                vcc_store(&a[(int)((long)0 + (t2 + 16L))], t15);
                t16 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                t17 = (vcc_v8_int)t16;
                t18 = t17 % (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
                vcc_store(&a[(int)((long)0 + (t2 + 24L))], t18);
                t2 += 32L;
                t19 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t2 >= t5) {
                    break;
                }
                t1 = t19;
            }
            t20 = (int)((long)0 + t5);
        } else {
            t20 = 0;
        }
        t21 = (long)t20 * -1L + 1010L;
        if (t21 >= 8L) {
            t22 = t21 & -8L;
            t23 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
            t24 = (vcc_v8_uint)t23;
            t3 = t24 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t4 = 0L;
            for (;;) {
                t25 = (vcc_v8_int)t3;
                t26 = t25 % (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
                vcc_store(&a[(int)((long)t20 + t4)], t26);
                t4 += 8L;
                t27 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t4 >= t22) {
                    break;
                }
                t3 = t27;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < 1010; i++) {
            a[i] = i % 9;
        }
        shift4(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1010; i_1++) {
            check = check * 7L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
