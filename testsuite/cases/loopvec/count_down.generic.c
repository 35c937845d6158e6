/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
            t7 = vcc_load(vcc_v8_int, b + t6 + -7);
            t8 = t7 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t6 + -7, t8);
            t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t10 = vcc_load(vcc_v8_int, b + t9 + -7);
            t11 = t10 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t9 + -7, t11);
            t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t13 = vcc_load(vcc_v8_int, b + t12 + -7);
            t14 = t13 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t12 + -7, t14);
            t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t16 = vcc_load(vcc_v8_int, b + t15 + -7);
            t17 = t16 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t15 + -7, t17);
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
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    long t5;
    long t6;
    long check;
    long t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    int t32;
    long t33;
    long t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_int t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    int i;
    unsigned int c;
    int n;
    long t44;
    int t45;
    long t46;
    long t47;
    int i_1;
    int i_2;
    if ((1003L >= 32L) & (0 >= 0)) {
        t7 = 1003L & -32L;
        t8 = vcc_splat(vcc_v8_int, 0 % 19);
        t9 = t8 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t10 = (vcc_v8_uint)t9;
        t11 = t10 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
        t12 = vcc_min(vcc_v8_int, t10, t11);
        t1 = (vcc_v8_int)t12;
        t2 = 0L;
        do {
            vcc_store(&b[(int)((long)0 + t2)], t1);
            t13 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t14 = (vcc_v8_uint)t13;
            t15 = t14 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
            t16 = vcc_min(vcc_v8_int, t14, t15);
            t17 = (vcc_v8_int)t16;
            vcc_store(&b[(int)((long)0 + (t2 + 8L))], t17);
            t18 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
            t19 = (vcc_v8_uint)t18;
            t20 = t19 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
            t21 = vcc_min(vcc_v8_int, t19, t20);
            t22 = (vcc_v8_int)t21;
            vcc_store(&b[(int)((long)0 + (t2 + 16L))], t22);
            t23 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t24 = (vcc_v8_uint)t23;
            t25 = t24 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
            t26 = vcc_min(vcc_v8_int, t24, t25);
            t27 = (vcc_v8_int)t26;
            vcc_store(&b[(int)((long)0 + (t2 + 24L))], t27);
            t2 += 32L;
            t28 = t1 + (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t29 = (vcc_v8_uint)t28;
            t30 = t29 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
            t31 = vcc_min(vcc_v8_int, t29, t30);
            t1 = (vcc_v8_int)t31;
        } while (t2 < t7);
        t32 = (int)((long)0 + t7);
    } else {
        t32 = 0;
    }
    t33 = (long)t32 * -1L + 1003L;
    if ((t33 >= 8L) & (t32 >= 0)) {
        t34 = t33 & -8L;
        t35 = vcc_splat(vcc_v8_int, t32 % 19);
        t36 = t35 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t37 = (vcc_v8_uint)t36;
        t38 = t37 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
        t39 = vcc_min(vcc_v8_int, t37, t38);
        t3 = (vcc_v8_int)t39;
        t4 = 0L;
        do {
            vcc_store(&b[(int)((long)t32 + t4)], t3);
            t4 += 8L;
            t40 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t41 = (vcc_v8_uint)t40;
            t42 = t41 - (vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U};
            t43 = vcc_min(vcc_v8_int, t41, t42);
            t3 = (vcc_v8_int)t43;
        } while (t4 < t34);
        i = (int)((long)t32 + t34);
    } else {
        i = t32;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t44 = 1003L & -32L;
            t5 = 0L;
            do {
                vcc_store(&a[(int)((long)0 + t5)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t5 + 8L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t5 + 16L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                vcc_store(&a[(int)((long)0 + (t5 + 24L))], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t5 += 32L;
            } while (t5 < t44);
            t45 = (int)((long)0 + t44);
        } else {
            t45 = 0;
        }
        t46 = (long)t45 * -1L + 1003L;
        if (t46 >= 8L) {
            t47 = t46 & -8L;
            t6 = 0L;
            do {
                vcc_store(&a[(int)((long)t45 + t6)], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
                t6 += 8L;
            } while (t6 < t47);
            i_1 = (int)((long)t45 + t47);
        } else {
            i_1 = t45;
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
