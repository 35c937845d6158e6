/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
int count_pos(int n, const int *restrict a, int *restrict flags) {
    int c;
    int t27;
    int t28;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t8 = (long)(int)t1;
            const int *t9 = a + t8;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, t9);
            vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t12 = __builtin_convertvector(t11 & 1, vcc_v8_int);
            vcc_store(flags + t8, t12);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, t9);
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t15 = __builtin_convertvector(t14 & 1, vcc_v8_int);
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            t2 = t2 + t16;
            long t17 = (long)(int)(t1 + 8L);
            const int *t18 = a + t17;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t18);
            vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t21 = __builtin_convertvector(t20 & 1, vcc_v8_int);
            vcc_store(flags + t17, t21);
            vcc_v8_int t22 = vcc_load(vcc_v8_int, t18);
            vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t24 = __builtin_convertvector(t23 & 1, vcc_v8_int);
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            t3 = t3 + t25;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t26 = t2 + t3;
        t27 = (int)t7;
        t28 = (int)vcc_reduce(unsigned int, t26, +);
    } else {
        t27 = 0;
        t28 = 0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            long t31 = (long)(int)((long)t27 + t4);
            const int *t32 = a + t31;
            vcc_v8_int t33 = vcc_load(vcc_v8_int, t32);
            vcc_m8 t34 = (vcc_m8)(t33 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t35 = __builtin_convertvector(t34 & 1, vcc_v8_int);
            vcc_store(flags + t31, t35);
            vcc_v8_int t36 = vcc_load(vcc_v8_int, t32);
            vcc_m8 t37 = (vcc_m8)(t36 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t38 = __builtin_convertvector(t37 & 1, vcc_v8_int);
            vcc_v8_uint t39 = (vcc_v8_uint)t38;
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
        long t40 = (long)i;
        const int *t41 = a + t40;
        flags[t40] = *t41 > 3;
        c += *t41 > 0;
    }
    return c;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t8 = t7 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 1, 3};
    vcc_v8_uint t9 = (vcc_v8_uint)t8;
    vcc_v8_uint t10 = t9 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
    vcc_v8_int t1 = (vcc_v8_int)t11;
    long t2 = 0L;
    do {
        vcc_v8_int t12 = t1 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[(int)t2], t12);
        vcc_v8_int t13 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_uint t14 = (vcc_v8_uint)t13;
        vcc_v8_uint t15 = t14 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t16 = vcc_min(vcc_v8_int, t14, t15);
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_v8_int t18 = t17 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[(int)(t2 + 8L)], t18);
        vcc_v8_int t19 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint t21 = t20 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_v8_int t24 = t23 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[(int)(t2 + 16L)], t24);
        vcc_v8_int t25 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t26 = (vcc_v8_uint)t25;
        vcc_v8_uint t27 = t26 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_v8_int t30 = t29 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[(int)(t2 + 24L)], t30);
        t2 += 32L;
        vcc_v8_int t31 = t1 + (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_uint t32 = (vcc_v8_uint)t31;
        vcc_v8_uint t33 = t32 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t34 = vcc_min(vcc_v8_int, t32, t33);
        t1 = (vcc_v8_int)t34;
    } while (t2 < 992L);
    vcc_v8_int t35 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_int t36 = t35 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 1, 3};
    vcc_v8_uint t37 = (vcc_v8_uint)t36;
    vcc_v8_uint t38 = t37 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
    vcc_v8_uint t39 = vcc_min(vcc_v8_int, t37, t38);
    vcc_v8_int t3 = (vcc_v8_int)t39;
    long t4 = 0L;
    do {
        vcc_v8_int t40 = t3 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[(int)(992L + t4)], t40);
        t4 += 8L;
        vcc_v8_int t41 = t3 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_uint t42 = (vcc_v8_uint)t41;
        vcc_v8_uint t43 = t42 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t44 = vcc_min(vcc_v8_int, t42, t43);
        t3 = (vcc_v8_int)t44;
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            vcc_store(&flags[(int)t5], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(&flags[(int)(t5 + 8L)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(&flags[(int)(t5 + 16L)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(&flags[(int)(t5 + 24L)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            t5 += 32L;
        } while (t5 < 992L);
        long t6 = 0L;
        do {
            vcc_store(&flags[(int)(992L + t6)], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            t6 += 8L;
        } while (t6 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            flags[i_1] = 7;
        }
        int r = count_pos(n, a, flags);
        long check = 0L;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)flags[i_2];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
