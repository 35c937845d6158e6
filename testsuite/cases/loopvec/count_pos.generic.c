/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
int count_pos(int n, const int *restrict a, int *restrict flags) {
    int c;
    int t17;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint c_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint c_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at count_pos.c:7 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, t3);
            vcc_m8 t4 = (vcc_m8)(a_v > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t5 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            vcc_store(flags + i_vec, t5);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t3);
            vcc_m8 t6 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t7 = __builtin_convertvector(t6 & 1, vcc_v8_int);
            vcc_v8_uint t8 = (vcc_v8_uint)t7;
            c_v = c_v + t8;
            long t9 = i_vec + 8L;
            const int *t10 = a + t9;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t10);
            vcc_m8 t11 = (vcc_m8)(a_v_2 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t12 = __builtin_convertvector(t11 & 1, vcc_v8_int);
            vcc_store(flags + t9, t12);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, t10);
            vcc_m8 t13 = (vcc_m8)(a_v_3 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t14 = __builtin_convertvector(t13 & 1, vcc_v8_int);
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            c_v_1 = c_v_1 + t15;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t16 = c_v + c_v_1;
        t17 = (int)t2;
        t18 = (int)vcc_reduce(unsigned int, t16, +);
    } else {
        t17 = 0;
        t18 = 0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint c_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at count_pos.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t17 + i_vec_1;
            const int *t22 = a + t21;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, t22);
            vcc_m8 t23 = (vcc_m8)(a_v_4 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            vcc_v8_int t24 = __builtin_convertvector(t23 & 1, vcc_v8_int);
            vcc_store(flags + t21, t24);
            vcc_v8_int a_v_5 = vcc_load(vcc_v8_int, t22);
            vcc_m8 t25 = (vcc_m8)(a_v_5 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t26 = __builtin_convertvector(t25 & 1, vcc_v8_int);
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            c_v_2 = c_v_2 + t27;
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t17 + t20);
        c = (int)((unsigned int)t18 + vcc_reduce(unsigned int, c_v_2, +));
    } else {
        i = t17;
        c = t18;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        const int *t29 = a + t28;
        flags[t28] = *t29 > 3;
        c += *t29 > 0;
    }
    return c;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t4 = t3 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 1, 3};
    vcc_m8 t5 = (vcc_m8)(t4 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
    vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t7 = (vcc_v8_uint)t4;
    vcc_v8_uint t8 = t7 - t6;
    vcc_v8_int t1 = (vcc_v8_int)t8;
    long i_vec = 0L;
    /* vcc: loop at count_pos.c:17 vectorized: VF 8, UF 4, the remainder at 18:16 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int t9 = t1 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[i_vec], t9);
        vcc_v8_int t10 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t13 = (vcc_v8_uint)t10;
        vcc_v8_uint t14 = t13 - t12;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = t15 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[i_vec + 8L], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_m8 t18 = (vcc_m8)(t17 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t20 = (vcc_v8_uint)t17;
        vcc_v8_uint t21 = t20 - t19;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_v8_int t23 = t22 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[i_vec + 16L], t23);
        vcc_v8_int t24 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t27 = (vcc_v8_uint)t24;
        vcc_v8_uint t28 = t27 - t26;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_v8_int t30 = t29 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[i_vec + 24L], t30);
        i_vec += 32L;
        vcc_v8_int t31 = t1 + (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t34 = (vcc_v8_uint)t31;
        vcc_v8_uint t35 = t34 - t33;
        t1 = (vcc_v8_int)t35;
    } while (i_vec < 992L);
    vcc_v8_int t36 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_int t37 = t36 + (vcc_v8_int){0, 2, 4, 6, 8, 10, 1, 3};
    vcc_m8 t38 = (vcc_m8)(t37 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
    vcc_v8_uint t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t40 = (vcc_v8_uint)t37;
    vcc_v8_uint t41 = t40 - t39;
    vcc_v8_int t2 = (vcc_v8_int)t41;
    long i_vec_1 = 0L;
    /* vcc: loop at count_pos.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int t42 = t2 - (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&a[992L + i_vec_1], t42);
        i_vec_1 += 8L;
        vcc_v8_int t43 = t2 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t46 = (vcc_v8_uint)t43;
        vcc_v8_uint t47 = t46 - t45;
        t2 = (vcc_v8_int)t47;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        a[i] = i * 13 % 11 - 5;
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_pos.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(&flags[i_vec_2], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(&flags[i_vec_2 + 8L], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(&flags[i_vec_2 + 16L], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(&flags[i_vec_2 + 24L], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_pos.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(&flags[992L + i_vec_3], ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        flags[1000] = 7;
        flags[1001] = 7;
        flags[1002] = 7;
        int r = count_pos(n, a, flags);
        int i_1 = 0;
        long check = 0L;
        while (i_1 < 1003) {
            check = check * 3L % 1000003L + (long)flags[i_1];
            i_1++;
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
        c++;
    }
    return 0;
}
