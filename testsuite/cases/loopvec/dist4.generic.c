/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
    long t7;
    int i;
    t1 = (long)n;
    if (t1 >= 4L) {
        t2 = t1 & -4L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v4_int, a + t4);
            t6 = t5 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(a + (t4 + 4), t6);
            t7 = t3 + 4L;
            if (t7 >= t2) {
                break;
            }
            t3 = t7;
        }
        i = (int)((long)0 + t2);
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
    vcc_v8_int t9;
    vcc_v8_int t10;
    long t11;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1010L >= 16L) {
            t1 = 1010L & -16L;
            t2 = 0L;
            for (;;) {
                t3 = (int)((long)0 + t2);
                t4 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
                t5 = t4 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t6 = (int)((long)0 + (t2 + 8L));
                t7 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
                t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t9 = t5 % (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
                t10 = t8 % (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
                vcc_store(&a[t3], t9);
                vcc_store(&a[t6], t10);
                t11 = t2 + 16L;
                if (t11 >= t1) {
                    break;
                }
                t2 = t11;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
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
