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
    int c;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    long t7;
    const int *t8;
    const int *t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    long t26;
    vcc_v8_uint t27;
    int t28;
    int t29;
    long t30;
    long t31;
    long t32;
    vcc_v8_uint t33;
    long t34;
    const int *t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_m8 t40;
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    long t44;
    int i;
    long t45;
    const int *t46;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = (long)(int)((long)0 + t3);
            t7 = (long)(int)((long)0 + (t3 + 8L));
            t8 = a + t6;
            t9 = a + t7;
            t10 = vcc_load(vcc_v8_int, t8);
            t11 = vcc_load(vcc_v8_int, t9);
            t12 = (vcc_m8)(t10 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t13 = (vcc_m8)(t11 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t14 = __builtin_convertvector(t12 & 1, vcc_v8_int);
            vcc_store(flags + t6, t14);
            t15 = __builtin_convertvector(t13 & 1, vcc_v8_int);
            vcc_store(flags + t7, t15);
            t16 = vcc_load(vcc_v8_int, t8);
            t17 = vcc_load(vcc_v8_int, t9);
            t18 = (vcc_m8)(t16 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t19 = (vcc_m8)(t17 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t20 = __builtin_convertvector(t18 & 1, vcc_v8_int);
            t21 = (vcc_v8_uint)t20;
            t22 = t4 + t21;
            t23 = __builtin_convertvector(t19 & 1, vcc_v8_int);
            t24 = (vcc_v8_uint)t23;
            t25 = t5 + t24;
            t26 = t3 + 16L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
            t4 = t22;
            t5 = t25;
        }
        t27 = t22 + t25;
        t28 = (int)((long)0 + t2);
        t29 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t27, +));
    } else {
        t28 = 0;
        t29 = 0;
    }
    t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        t33 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t34 = (long)(int)((long)t28 + t32);
            t35 = a + t34;
            t36 = vcc_load(vcc_v8_int, t35);
            t37 = (vcc_m8)(t36 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t38 = __builtin_convertvector(t37 & 1, vcc_v8_int);
            vcc_store(flags + t34, t38);
            t39 = vcc_load(vcc_v8_int, t35);
            t40 = (vcc_m8)(t39 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t41 = __builtin_convertvector(t40 & 1, vcc_v8_int);
            t42 = (vcc_v8_uint)t41;
            t43 = t33 + t42;
            t44 = t32 + 8L;
            if (t44 >= t31) {
                break;
            }
            t32 = t44;
            t33 = t43;
        }
        i = (int)((long)t28 + t31);
        c = (int)((unsigned int)t29 + vcc_reduce(unsigned int, t43, +));
    } else {
        i = t28;
        c = t29;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        t46 = a + t45;
        flags[t45] = *t46 > 3;
        c += *t46 > 0;
    }
    return c;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long check;
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
    int n;
    long t38;
    long t39;
    long t40;
    int t41;
    long t42;
    long t43;
    long t44;
    long t45;
    int i_1;
    int r;
    int i_2;
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
            t14 = t7 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t15 = t9 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t16 = t11 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t17 = t13 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t18 = t14 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t19 = t15 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t20 = t16 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t21 = t17 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t22 = t18 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t23 = t19 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t24 = t20 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t25 = t21 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
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
            t34 = t33 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t35 = t34 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t36 = t35 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
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
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t38 = 1003L & -32L;
            t39 = 0L;
            for (;;) {
                vcc_store(&flags[(int)((long)0 + t39)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t39 + 8L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t39 + 16L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t39 + 24L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t40 = t39 + 32L;
                if (t40 >= t38) {
                    break;
                }
                t39 = t40;
            }
            t41 = (int)((long)0 + t38);
        } else {
            t41 = 0;
        }
        t42 = (long)t41 * -1L + 1003L;
        if (t42 >= 8L) {
            t43 = t42 & -8L;
            t44 = 0L;
            for (;;) {
                vcc_store(&flags[(int)((long)t41 + t44)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t45 = t44 + 8L;
                if (t45 >= t43) {
                    break;
                }
                t44 = t45;
            }
            i_1 = (int)((long)t41 + t43);
        } else {
            i_1 = t41;
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
