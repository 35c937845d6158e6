/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
void down(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, b + t6 + -7);
            vcc_v8_int t8 = t7 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t6 + -7, t8);
            long t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + t9 + -7);
            vcc_v8_int t11 = t10 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t9 + -7, t11);
            long t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, b + t12 + -7);
            vcc_v8_int t14 = t13 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t12 + -7, t14);
            long t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t15 + -7);
            vcc_v8_int t17 = t16 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t15 + -7, t17);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t3 = 0L;
        do {
            long t20 = (long)(int)((long)t1 + t3 * -1L);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, b + t20 + -7);
            vcc_v8_int t22 = t21 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t20 + -7, t22);
            t3 += 8L;
        } while (t3 < t19);
        i = (int)((long)t1 + t19 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t23 = (long)i;
        a[t23] = b[t23] * 2;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t9 = (vcc_v8_uint)t8;
    vcc_v8_uint t10 = t9 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
    vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
    vcc_v8_int t1 = (vcc_v8_int)t11;
    long t2 = 0L;
    do {
        vcc_store(&b[(int)t2], t1);
        vcc_v8_int t12 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint t14 = t13 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
        vcc_v8_uint t15 = vcc_min(vcc_v8_int, t13, t14);
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_store(&b[(int)(t2 + 8L)], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t19 = t18 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
        vcc_v8_uint t20 = vcc_min(vcc_v8_int, t18, t19);
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_store(&b[(int)(t2 + 16L)], t21);
        vcc_v8_int t22 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_uint t23 = (vcc_v8_uint)t22;
        vcc_v8_uint t24 = t23 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
        vcc_v8_uint t25 = vcc_min(vcc_v8_int, t23, t24);
        vcc_v8_int t26 = (vcc_v8_int)t25;
        vcc_store(&b[(int)(t2 + 24L)], t26);
        t2 += 32L;
        vcc_v8_int t27 = t1 + (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t29 = t28 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
        vcc_v8_uint t30 = vcc_min(vcc_v8_int, t28, t29);
        t1 = (vcc_v8_int)t30;
    } while (t2 < 992L);
    vcc_v8_int t31 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_int t32 = t31 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t33 = (vcc_v8_uint)t32;
    vcc_v8_uint t34 = t33 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
    vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
    vcc_v8_int t3 = (vcc_v8_int)t35;
    long t4 = 0L;
    do {
        vcc_store(&b[(int)(992L + t4)], t3);
        t4 += 8L;
        vcc_v8_int t36 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t37 = (vcc_v8_uint)t36;
        vcc_v8_uint t38 = t37 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
        vcc_v8_uint t39 = vcc_min(vcc_v8_int, t37, t38);
        t3 = (vcc_v8_int)t39;
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            vcc_store(&a[(int)t5], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_store(&a[(int)(t5 + 8L)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_store(&a[(int)(t5 + 16L)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_store(&a[(int)(t5 + 24L)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t5 += 32L;
        } while (t5 < 992L);
        long t6 = 0L;
        do {
            vcc_store(&a[(int)(992L + t6)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t6 += 8L;
        } while (t6 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        down(n, a, b);
        long check = 0L;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
