/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
int fill(int n, int *restrict a) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    int i;
    int s;
    long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    int *t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    int *t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    int t26;
    int t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_int t32;
    int *t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    int *t38;
    t8 = (long)n + -1L;
    if (t8 >= 16L) {
        t9 = t8 & -16L;
        t10 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t11 = (vcc_v8_uint)t10;
        t1 = t11 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t12 = (vcc_v8_int)t1;
            t13 = a + (int)((long)0 + t2);
            t14 = t12 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t13, t14);
            t15 = vcc_load(vcc_v8_int, t13);
            t16 = t15 ^ t12;
            t17 = (vcc_v8_uint)t16;
            t3 = t3 + t17;
            t18 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t19 = (vcc_v8_int)t18;
            t20 = a + (int)((long)0 + (t2 + 8L));
            t21 = t19 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t20, t21);
            t22 = vcc_load(vcc_v8_int, t20);
            t23 = t22 ^ t19;
            t24 = (vcc_v8_uint)t23;
            t4 = t4 + t24;
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t9);
        t25 = t3 + t4;
        t26 = (int)((long)0 + t9);
        t27 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t25, +));
    } else {
        t26 = 0;
        t27 = 0;
    }
    t28 = (long)n + (long)t26 * -1L + -1L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = (vcc_v8_int){t26, t26, t26, t26, t26, t26, t26, t26};
        t31 = (vcc_v8_uint)t30;
        t5 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t6 = 0L;
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t32 = (vcc_v8_int)t5;
            t33 = a + (int)((long)t26 + t6);
            t34 = t32 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t33, t34);
            t35 = vcc_load(vcc_v8_int, t33);
            t36 = t35 ^ t32;
            t37 = (vcc_v8_uint)t36;
            t7 = t7 + t37;
            t6 += 8L;
            t5 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t6 < t29);
        i = (int)((long)t26 + t29);
        s = (int)((unsigned int)t27 + vcc_reduce(unsigned int, t7, +));
    } else {
        i = t26;
        s = t27;
    }
    for (;;) {
        t38 = a + i;
        *t38 = i * 5;
        s += *t38 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long t1;
    long t2;
    long check;
    unsigned int c;
    int n;
    long t3;
    int t4;
    long t5;
    long t6;
    int i;
    int r;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t3 = 1003L & -32L;
            t1 = 0L;
            do {
                vcc_store(&a[(int)((long)0 + t1)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t1 + 8L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t1 + 16L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t1 + 24L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t1 += 32L;
            } while (t1 < t3);
            t4 = (int)((long)0 + t3);
        } else {
            t4 = 0;
        }
        t5 = (long)t4 * -1L + 1003L;
        if (t5 >= 8L) {
            t6 = t5 & -8L;
            t2 = 0L;
            do {
                vcc_store(&a[(int)((long)t4 + t2)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t2 += 8L;
            } while (t2 < t6);
            i = (int)((long)t4 + t6);
        } else {
            i = t4;
        }
        for (; i < 1003; i++) {
            a[i] = -1;
        }
        r = fill(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 17L % 1000003L + (long)a[i_1];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
