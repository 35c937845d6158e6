/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
void down(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at count_down.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, b + t4 + -7);
            vcc_v8_int t6 = t5 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t4 + -7, t6);
            long t7 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, b + t7 + -7);
            vcc_v8_int t9 = t8 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t7 + -7, t9);
            long t10 = (long)t1 + (i_vec + 16L) * -1L;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10 + -7);
            vcc_v8_int t12 = t11 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t10 + -7, t12);
            long t13 = (long)t1 + (i_vec + 24L) * -1L;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, b + t13 + -7);
            vcc_v8_int t15 = t14 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t13 + -7, t15);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at count_down.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t1 + i_vec_1 * -1L;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, b + t18 + -7);
            vcc_v8_int t20 = t19 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(a + t18 + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t21 = (long)i;
        a[t21] = b[t21] * 2;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t4 = t3 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t5 = (vcc_m8)(t4 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
    vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t7 = (vcc_v8_uint)t4;
    vcc_v8_uint t8 = t7 - t6;
    vcc_v8_int t1 = (vcc_v8_int)t8;
    long i_vec = 0L;
    /* vcc: loop at count_down.c:13 vectorized: VF 8, UF 4, the remainder at 14:16 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_store(&b[i_vec], t1);
        vcc_v8_int t9 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t10 = (vcc_m8)(t9 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
        vcc_v8_uint t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t12 = (vcc_v8_uint)t9;
        vcc_v8_uint t13 = t12 - t11;
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_store(&b[i_vec + 8L], t14);
        vcc_v8_int t15 = t1 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
        vcc_m8 t16 = (vcc_m8)(t15 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
        vcc_v8_uint t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t18 = (vcc_v8_uint)t15;
        vcc_v8_uint t19 = t18 - t17;
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_store(&b[i_vec + 16L], t20);
        vcc_v8_int t21 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_m8 t22 = (vcc_m8)(t21 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
        vcc_v8_uint t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t24 = (vcc_v8_uint)t21;
        vcc_v8_uint t25 = t24 - t23;
        vcc_v8_int t26 = (vcc_v8_int)t25;
        vcc_store(&b[i_vec + 24L], t26);
        i_vec += 32L;
        vcc_v8_int t27 = t1 + (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
        vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
        vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t30 = (vcc_v8_uint)t27;
        vcc_v8_uint t31 = t30 - t29;
        t1 = (vcc_v8_int)t31;
    } while (i_vec < 992L);
    vcc_v8_int t32 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_int t33 = t32 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t34 = (vcc_m8)(t33 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
    vcc_v8_uint t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t36 = (vcc_v8_uint)t33;
    vcc_v8_uint t37 = t36 - t35;
    vcc_v8_int t2 = (vcc_v8_int)t37;
    long i_vec_1 = 0L;
    /* vcc: loop at count_down.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_store(&b[992L + i_vec_1], t2);
        i_vec_1 += 8L;
        vcc_v8_int t38 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t39 = (vcc_m8)(t38 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
        vcc_v8_uint t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t41 = (vcc_v8_uint)t38;
        vcc_v8_uint t42 = t41 - t40;
        t2 = (vcc_v8_int)t42;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        b[i] = i % 19;
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_down.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(&a[i_vec_2], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_store(&a[i_vec_2 + 8L], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_store(&a[i_vec_2 + 16L], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_store(&a[i_vec_2 + 24L], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_down.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(&a[992L + i_vec_3], ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        a[1000] = 0;
        a[1001] = 0;
        a[1002] = 0;
        down(n, a, b);
        int i_1 = 0;
        long check = 0L;
        while (i_1 < 1003) {
            check = check * 3L % 1000003L + (long)a[i_1];
            i_1++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
