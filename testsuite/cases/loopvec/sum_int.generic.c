/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
int sum(int n, const int *a) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    long t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    long t33;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t8 = vcc_load(vcc_v8_int, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 24L)));
            t12 = (vcc_v8_uint)t8;
            t13 = t4 + t12;
            t14 = (vcc_v8_uint)t9;
            t15 = t5 + t14;
            t16 = (vcc_v8_uint)t10;
            t17 = t6 + t16;
            t18 = (vcc_v8_uint)t11;
            t19 = t7 + t18;
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t13;
            t5 = t15;
            t6 = t17;
            t7 = t19;
        }
        t21 = t13 + t15;
        t22 = t21 + t17;
        t23 = t22 + t19;
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t23, +));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t30 = vcc_load(vcc_v8_int, a + (int)((long)t24 + t28));
            t31 = (vcc_v8_uint)t30;
            t32 = t29 + t31;
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_reduce(unsigned int, t32, +));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    long t26;
    int t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    long t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    long t37;
    int i;
    unsigned int c;
    const int *t38;
    int t39;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t5 = (vcc_v8_uint)t4;
        t1 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t6 = 0L;
        for (;;) {
            t7 = (vcc_v8_int)t1;
            t8 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t9 = (vcc_v8_int)t8;
            t10 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t11 = (vcc_v8_int)t10;
            t12 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t13 = (vcc_v8_int)t12;
            t14 = t7 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t15 = t9 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t16 = t11 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t17 = t13 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t18 = t14 % (vcc_v8_int){101, 101, 101, 101, 101, 101, 101, 101};
            t19 = t15 % (vcc_v8_int){101, 101, 101, 101, 101, 101, 101, 101};
            t20 = t16 % (vcc_v8_int){101, 101, 101, 101, 101, 101, 101, 101};
            t21 = t17 % (vcc_v8_int){101, 101, 101, 101, 101, 101, 101, 101};
            t22 = t18 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t23 = t19 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t24 = t20 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            t25 = t21 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(&a[(int)((long)0 + t6)], t22);
            vcc_store(&a[(int)((long)0 + (t6 + 8L))], t23);
            vcc_store(&a[(int)((long)0 + (t6 + 16L))], t24);
            vcc_store(&a[(int)((long)0 + (t6 + 24L))], t25);
            t26 = t6 + 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t26 >= t3) {
                break;
            }
            t6 = t26;
        }
        t27 = (int)((long)0 + t3);
    } else {
        t27 = 0;
    }
    t28 = (long)t27 * -1L + 1003L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        t31 = (vcc_v8_uint)t30;
        t2 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t32 = 0L;
        for (;;) {
            t33 = (vcc_v8_int)t2;
            t34 = t33 * (vcc_v8_int){37, 37, 37, 37, 37, 37, 37, 37};
            t35 = t34 % (vcc_v8_int){101, 101, 101, 101, 101, 101, 101, 101};
            t36 = t35 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(&a[(int)((long)t27 + t32)], t36);
            t37 = t32 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t37 >= t29) {
                break;
            }
            t32 = t37;
        }
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t38 = &counts[c];
        t39 = sum(*t38, a);
        printf("sum(%d) = %d\n", *t38, t39);
    }
    return 0;
}
