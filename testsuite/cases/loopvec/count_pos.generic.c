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
    int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = vcc_load(vcc_v8_int, a + t5);
            t7 = (vcc_m8)(t6 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t8 = __builtin_convertvector(t7 & 1, vcc_v8_int);
            vcc_store(flags + t5, t8);
            t9 = vcc_load(vcc_v8_int, a + t5);
            t10 = (vcc_m8)(t9 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t11 = __builtin_convertvector(t10 & 1, vcc_v8_int);
            t12 = (vcc_v8_uint)t11;
            t13 = t4 + t12;
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
            t4 = t13;
        }
        i = (int)((long)0 + t2);
        c = (int)((unsigned int)0 + vcc_reduce(unsigned int, t13, +));
    } else {
        i = 0;
        c = 0;
    }
    for (; i < n; i++) {
        flags[i] = a[i] > 3;
        c += a[i] > 0;
    }
    return c;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
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
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    long t27;
    int i;
    unsigned int c;
    int n;
    long t28;
    long t29;
    long t30;
    int i_1;
    int r;
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
            t15 = t5 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t16 = t8 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t17 = t11 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t18 = t14 * (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t19 = t15 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t20 = t16 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t21 = t17 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t22 = t18 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t23 = t19 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t24 = t20 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t25 = t21 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t26 = t22 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[t3], t23);
            vcc_store(&a[t6], t24);
            vcc_store(&a[t9], t25);
            vcc_store(&a[t12], t26);
            t27 = t2 + 32L;
            if (t27 >= t1) {
                break;
            }
            t2 = t27;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t28 = 1003L & -32L;
            t29 = 0L;
            for (;;) {
                vcc_store(&flags[(int)((long)0 + t29)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t29 + 8L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t29 + 16L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t29 + 24L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t30 = t29 + 32L;
                if (t30 >= t28) {
                    break;
                }
                t29 = t30;
            }
            i_1 = (int)((long)0 + t28);
        } else {
            i_1 = 0;
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
