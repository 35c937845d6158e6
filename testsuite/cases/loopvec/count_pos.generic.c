/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
    const int *t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    long t17;
    const int *t18;
    vcc_v8_int t19;
    vcc_m8 t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
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
            t9 = a + t8;
            t10 = vcc_load(vcc_v8_int, t9);
            t11 = (vcc_m8)(t10 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t12 = __builtin_convertvector(t11 & 1, vcc_v8_int);
            vcc_store(flags + t8, t12);
            t13 = vcc_load(vcc_v8_int, t9);
            t14 = (vcc_m8)(t13 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t15 = __builtin_convertvector(t14 & 1, vcc_v8_int);
            t16 = (vcc_v8_uint)t15;
            t2 = t2 + t16;
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = a + t17;
            t19 = vcc_load(vcc_v8_int, t18);
            t20 = (vcc_m8)(t19 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t21 = __builtin_convertvector(t20 & 1, vcc_v8_int);
            vcc_store(flags + t17, t21);
            t22 = vcc_load(vcc_v8_int, t18);
            t23 = (vcc_m8)(t22 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
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
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    long t5;
    long t6;
    long check;
    int t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    int t37;
    long t38;
    int t39;
    long t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    int i;
    unsigned int c;
    int n;
    long t51;
    int t52;
    long t53;
    long t54;
    int i_1;
    int r;
    int i_2;
    t7 = (int)((unsigned int)0 * (unsigned int)13);
    if ((1003L >= 32L) & (t7 >= 0)) {
        t8 = 1003L & -32L;
        t9 = vcc_splat(vcc_v8_int, t7 % 11);
        t10 = t9 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 1, 3};
        t11 = (vcc_v8_uint)t10;
        t12 = t11 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        t13 = vcc_min(vcc_v8_int, t11, t12);
        t1 = (vcc_v8_int)t13;
        t2 = 0L;
        do {
            t14 = t1 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + t2)], t14);
            t15 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t16 = (vcc_v8_uint)t15;
            t17 = t16 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t18 = vcc_min(vcc_v8_int, t16, t17);
            t19 = (vcc_v8_int)t18;
            t20 = t19 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t20);
            t21 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t22 = (vcc_v8_uint)t21;
            t23 = t22 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t24 = vcc_min(vcc_v8_int, t22, t23);
            t25 = (vcc_v8_int)t24;
            t26 = t25 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t26);
            t27 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t28 = (vcc_v8_uint)t27;
            t29 = t28 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t30 = vcc_min(vcc_v8_int, t28, t29);
            t31 = (vcc_v8_int)t30;
            t32 = t31 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t32);
            t2 += 32L;
            t33 = t1 + (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
            t34 = (vcc_v8_uint)t33;
            t35 = t34 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t36 = vcc_min(vcc_v8_int, t34, t35);
            t1 = (vcc_v8_int)t36;
        } while (t2 < t8);
        t37 = (int)((long)0 + t8);
    } else {
        t37 = 0;
    }
    t38 = (long)t37 * -1L + 1003L;
    t39 = (int)((unsigned int)t37 * (unsigned int)13);
    if ((t38 >= 8L) & (t39 >= 0)) {
        t40 = t38 & -8L;
        t41 = vcc_splat(vcc_v8_int, t39 % 11);
        t42 = t41 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 1, 3};
        t43 = (vcc_v8_uint)t42;
        t44 = t43 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        t45 = vcc_min(vcc_v8_int, t43, t44);
        t3 = (vcc_v8_int)t45;
        t4 = 0L;
        do {
            t46 = t3 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_store(&a[(int)((long)t37 + t4)], t46);
            t4 += 8L;
            t47 = t3 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t48 = (vcc_v8_uint)t47;
            t49 = t48 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            t50 = vcc_min(vcc_v8_int, t48, t49);
            t3 = (vcc_v8_int)t50;
        } while (t4 < t40);
        i = (int)((long)t37 + t40);
    } else {
        i = t37;
    }
    for (; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t51 = 1003L & -32L;
            t5 = 0L;
            do {
                vcc_store(&flags[(int)((long)0 + t5)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t5 + 8L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t5 + 16L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                vcc_store(&flags[(int)((long)0 + (t5 + 24L))], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t5 += 32L;
            } while (t5 < t51);
            t52 = (int)((long)0 + t51);
        } else {
            t52 = 0;
        }
        t53 = (long)t52 * -1L + 1003L;
        if (t53 >= 8L) {
            t54 = t53 & -8L;
            t6 = 0L;
            do {
                vcc_store(&flags[(int)((long)t52 + t6)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t6 += 8L;
            } while (t6 < t54);
            i_1 = (int)((long)t52 + t54);
        } else {
            i_1 = t52;
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
