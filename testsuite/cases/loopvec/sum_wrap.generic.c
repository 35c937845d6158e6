/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
int sum(int n, const int *a) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    long t12;
    vcc_v8_uint t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = vcc_load(vcc_v8_int, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 8L)));
            t8 = (vcc_v8_uint)t6;
            t9 = t4 + t8;
            t10 = (vcc_v8_uint)t7;
            t11 = t5 + t10;
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t9;
            t5 = t11;
        }
        t13 = t9 + t11;
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t13, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
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
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    vcc_v8_int t72;
    vcc_v8_int t73;
    vcc_v8_int t74;
    long t75;
    int i;
    int *t76;
    int t77;
    unsigned int c;
    int t78;
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
            t15 = t5 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t16 = t8 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t17 = t11 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t18 = t14 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t19 = (vcc_m8)(t15 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t20 = (vcc_m8)(t16 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t21 = (vcc_m8)(t17 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t22 = (vcc_m8)(t18 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t23 = ~t19;
            t24 = ~t20;
            t25 = ~t21;
            t26 = ~t22;
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t5, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t29 = t27 - t28;
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t8, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t32 = t30 - t31;
            t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t11, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t35 = t33 - t34;
            t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t14, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t38 = t36 - t37;
            t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t29, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t41 = t39 - t40;
            t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t32, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t44 = t42 - t43;
            t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t35, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t47 = t45 - t46;
            t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t38, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t50 = t48 - t49;
            t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t41, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t52 = -t51;
            t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t44, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t54 = -t53;
            t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t47, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t56 = -t55;
            t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t50, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t58 = -t57;
            t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t5, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t61 = t59 - t60;
            t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t8, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t64 = t62 - t63;
            t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t66 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t11, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t67 = t65 - t66;
            t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t14, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t70 = t68 - t69;
            t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t52, t61);
            t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t54, t64);
            t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t56, t67);
            t74 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t58, t70);
            vcc_store(&a[t3], t71);
            vcc_store(&a[t6], t72);
            vcc_store(&a[t9], t73);
            vcc_store(&a[t12], t74);
            t75 = t2 + 32L;
            if (t75 >= t1) {
                break;
            }
            t2 = t75;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        t76 = &a[i];
        if ((i % 2) == 0) {
            t77 = 2147483647 - i;
        } else {
            t77 = -(2147483647 - (i - 1));
        }
        *t76 = t77;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t78 = sum(counts[c], a);
        printf("sum(%d) = %d\n", counts[c], t78);
    }
    return 0;
}
