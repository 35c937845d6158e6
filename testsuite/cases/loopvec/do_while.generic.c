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
    vcc_v8_uint t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_v8_uint t6;
    long t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    int *t13;
    int *t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    long t25;
    vcc_v8_uint t26;
    int t27;
    int t28;
    long t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    long t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    int *t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    long t42;
    int i;
    int s;
    int *t43;
    int s_1;
    int i_1;
    t3 = (long)n + -1L;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t6 = (vcc_v8_uint)t5;
        t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t7 = 0L;
        t8 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t9 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t10 = (vcc_v8_int)t1;
            t11 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t12 = (vcc_v8_int)t11;
            t13 = a + (int)((long)0 + t7);
            t14 = a + (int)((long)0 + (t7 + 8L));
            t15 = t10 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t16 = t12 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t13, t15);
            vcc_store(t14, t16);
            t17 = vcc_load(vcc_v8_int, t13);
            t18 = vcc_load(vcc_v8_int, t14);
            t19 = t17 ^ t10;
            t20 = t18 ^ t12;
            t21 = (vcc_v8_uint)t19;
            t22 = t8 + t21;
            t23 = (vcc_v8_uint)t20;
            t24 = t9 + t23;
            t25 = t7 + 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t25 >= t4) {
                break;
            }
            t7 = t25;
            t8 = t22;
            t9 = t24;
        }
        t26 = t22 + t24;
        t27 = (int)((long)0 + t4);
        t28 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t26, +));
    } else {
        t27 = 0;
        t28 = 0;
    }
    t29 = (long)n + (long)t27 * -1L + -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t31 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        t32 = (vcc_v8_uint)t31;
        t2 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t33 = 0L;
        t34 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t35 = (vcc_v8_int)t2;
            t36 = a + (int)((long)t27 + t33);
            t37 = t35 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(t36, t37);
            t38 = vcc_load(vcc_v8_int, t36);
            t39 = t38 ^ t35;
            t40 = (vcc_v8_uint)t39;
            t41 = t34 + t40;
            t42 = t33 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t42 >= t30) {
                break;
            }
            t33 = t42;
            t34 = t41;
        }
        i = (int)((long)t27 + t30);
        s = (int)((unsigned int)t28 + vcc_reduce(unsigned int, t41, +));
    } else {
        i = t27;
        s = t28;
    }
    for (;;) {
        t43 = a + i;
        *t43 = i * 5;
        s_1 = s + (*t43 ^ i);
        i_1 = i + 1;
        if (i_1 >= n) {
            return s_1 * 3 + i_1;
        }
        i = i_1;
        s = s_1;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long check;
    unsigned int c;
    int n;
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    long t6;
    long t7;
    long t8;
    int i;
    int r;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t1 = 1003L & -32L;
            t2 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)0 + t2)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t2 + 8L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t2 + 16L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&a[(int)((long)0 + (t2 + 24L))], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t3 = t2 + 32L;
                if (t3 >= t1) {
                    break;
                }
                t2 = t3;
            }
            t4 = (int)((long)0 + t1);
        } else {
            t4 = 0;
        }
        t5 = (long)t4 * -1L + 1003L;
        if (t5 >= 8L) {
            t6 = t5 & -8L;
            t7 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)t4 + t7)], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                t8 = t7 + 8L;
                if (t8 >= t6) {
                    break;
                }
                t7 = t8;
            }
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
