/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
void shift4(int n, int *a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at dist4.c:6 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_int t3 = a_v + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(a + ((int)i_vec + 4), t3);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 4] = a[i] + 1;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t4 = t3 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_m8 t5 = (vcc_m8)(t4 > (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8});
        vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t7 = (vcc_v8_uint)t4;
        vcc_v8_uint t8 = t7 - t6;
        vcc_v8_int t1 = (vcc_v8_int)t8;
        long i_vec = 0L;
        /* vcc: loop at dist4.c:15 vectorized: VF 8, UF 4, the remainder at 16:20 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_store(&a[i_vec], t1);
            vcc_v8_int t9 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_m8 t10 = (vcc_m8)(t9 > (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8});
            vcc_v8_uint t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t12 = (vcc_v8_uint)t9;
            vcc_v8_uint t13 = t12 - t11;
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_store(&a[i_vec + 8L], t14);
            vcc_v8_int t15 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_m8 t16 = (vcc_m8)(t15 > (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8});
            vcc_v8_uint t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t18 = (vcc_v8_uint)t15;
            vcc_v8_uint t19 = t18 - t17;
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_store(&a[i_vec + 16L], t20);
            vcc_v8_int t21 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            vcc_m8 t22 = (vcc_m8)(t21 > (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8});
            vcc_v8_uint t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t24 = (vcc_v8_uint)t21;
            vcc_v8_uint t25 = t24 - t23;
            vcc_v8_int t26 = (vcc_v8_int)t25;
            vcc_store(&a[i_vec + 24L], t26);
            i_vec += 32L;
            vcc_v8_int t27 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8});
            vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t30 = (vcc_v8_uint)t27;
            vcc_v8_uint t31 = t30 - t29;
            vcc_v8_int t32 = (vcc_v8_int)t31;
            if (i_vec >= 992L) {
                break;
            }
            t1 = t32;
        }
        vcc_v8_int t33 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t34 = t33 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8});
        vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t37 = (vcc_v8_uint)t34;
        vcc_v8_uint t38 = t37 - t36;
        vcc_v8_int t2 = (vcc_v8_int)t38;
        long i_vec_1 = 0L;
        /* vcc: loop at dist4.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_store(&a[992L + i_vec_1], t2);
            i_vec_1 += 8L;
            vcc_v8_int t39 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_m8 t40 = (vcc_m8)(t39 > (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8});
            vcc_v8_uint t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, ((vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t42 = (vcc_v8_uint)t39;
            vcc_v8_uint t43 = t42 - t41;
            vcc_v8_int t44 = (vcc_v8_int)t43;
            if (i_vec_1 >= 16L) {
                break;
            }
            t2 = t44;
        }
        a[1008] = 0;
        a[1009] = 1;
        shift4(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1010) {
            check = check * 7L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
