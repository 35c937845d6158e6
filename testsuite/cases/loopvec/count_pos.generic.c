/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
int count_pos(int n, const int *restrict a, int *restrict flags) {
    long t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    long t4;
    vcc_v8_uint t5;
    int c;
    long t6;
    long t7;
    long t8;
    long t9;
    const int *t10;
    const int *t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_m8 t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_m8 t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    int t27;
    int t28;
    long t29;
    long t30;
    long t31;
    const int *t32;
    vcc_v8_int t33;
    vcc_m8 t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    int i;
    long t40;
    const int *t41;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = a + t8;
            t11 = a + t9;
            t12 = vcc_load(vcc_v8_int, t10);
            t13 = vcc_load(vcc_v8_int, t11);
            t14 = (vcc_m8)(t12 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t15 = (vcc_m8)(t13 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t16 = __builtin_convertvector(t14 & 1, vcc_v8_int);
            vcc_store(flags + t8, t16);
            t17 = __builtin_convertvector(t15 & 1, vcc_v8_int);
            vcc_store(flags + t9, t17);
            t18 = vcc_load(vcc_v8_int, t10);
            t19 = vcc_load(vcc_v8_int, t11);
            t20 = (vcc_m8)(t18 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t21 = __builtin_convertvector(t20 & 1, vcc_v8_int);
            t22 = (vcc_v8_uint)t21;
            t2 = t2 + t22;
            t23 = (vcc_m8)(t19 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t24 = __builtin_convertvector(t23 & 1, vcc_v8_int);
            t25 = (vcc_v8_uint)t24;
            t3 = t3 + t25;
            t1 += 16L;
        } while (t1 < t7);
        t26 = t2 + t3;
        t27 = (int)((long)0 + t7);
        t28 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t26, +));
    } else {
        t27 = 0;
        t28 = 0;
    }
    t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t4 = 0L;
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t31 = (long)(int)((long)t27 + t4);
            t32 = a + t31;
            t33 = vcc_load(vcc_v8_int, t32);
            t34 = (vcc_m8)(t33 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t35 = __builtin_convertvector(t34 & 1, vcc_v8_int);
            vcc_store(flags + t31, t35);
            t36 = vcc_load(vcc_v8_int, t32);
            t37 = (vcc_m8)(t36 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t38 = __builtin_convertvector(t37 & 1, vcc_v8_int);
            t39 = (vcc_v8_uint)t38;
            t5 = t5 + t39;
            t4 += 8L;
        } while (t4 < t30);
        i = (int)((long)t27 + t30);
        c = (int)((unsigned int)t28 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t27;
        c = t28;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = a + t40;
        flags[t40] = *t41 > 3;
        c += *t41 > 0;
    }
    return c;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    long t6;
    long check;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    int t29;
    long t30;
    long t31;
    vcc_v8_int t32;
    vcc_v8_uint t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    int i;
    unsigned int c;
    int n;
    long t38;
    int t39;
    long t40;
    long t41;
    int i_1;
    int r;
    int i_2;
    if (1003L >= 32L) {
        t7 = 1003L & -32L;
        t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t9 = (vcc_v8_uint)t8;
        t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t10 = (vcc_v8_int)t1;
            t11 = t10 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t12 = t11 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t13 = t12 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + t2)], t13);
            t14 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t15 = (vcc_v8_int)t14;
            t16 = t15 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t17 = t16 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t18 = t17 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t18);
            t19 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t20 = (vcc_v8_int)t19;
            t21 = t20 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t22 = t21 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t23 = t22 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t23);
            t24 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t25 = (vcc_v8_int)t24;
            t26 = t25 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t27 = t26 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t28 = t27 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t28);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t7);
        t29 = (int)((long)0 + t7);
    } else {
        t29 = 0;
    }
    t30 = (long)t29 * -1L + 1003L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = (vcc_v8_int){t29, t29, t29, t29, t29, t29, t29, t29};
        t33 = (vcc_v8_uint)t32;
        t3 = t33 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t34 = (vcc_v8_int)t3;
            t35 = t34 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t36 = t35 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t37 = t36 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)t29 + t4)], t37);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t38 = 1003L & -32L;
            t5 = 0L;
            do {
                vcc_store(&flags[(int)((long)0 + t5)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t5 + 8L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t5 + 16L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t5 + 24L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t5 += 32L;
            } while (t5 < t38);
            t39 = (int)((long)0 + t38);
        } else {
            t39 = 0;
        }
        t40 = (long)t39 * -1L + 1003L;
        if (t40 >= 8L) {
            t41 = t40 & -8L;
            t6 = 0L;
            do {
                vcc_store(&flags[(int)((long)t39 + t6)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t6 += 8L;
            } while (t6 < t41);
            i_1 = (int)((long)t39 + t41);
        } else {
            i_1 = t39;
        }
        for (; i_1 < 1003; i_1++) {
            flags[i_1] = 7;
        }
        r = count_pos(n, a, flags);
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)flags[i_2];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
