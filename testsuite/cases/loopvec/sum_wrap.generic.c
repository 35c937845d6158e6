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
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_int t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_int t54;
    vcc_v8_uint t55;
    vcc_v8_uint t56;
    vcc_v8_uint t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_int t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_int t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_int t67;
    vcc_v8_uint t68;
    vcc_v8_uint t69;
    vcc_v8_int t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_int t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_int t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_int t82;
    vcc_v8_uint t83;
    vcc_v8_uint t84;
    vcc_v8_uint t85;
    vcc_v8_int t86;
    vcc_v8_int t87;
    vcc_v8_int t88;
    vcc_v8_int t89;
    vcc_v8_int t90;
    long t91;
    int i;
    int *t92;
    int t93;
    unsigned int c;
    int t94;
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
            t27 = (vcc_v8_uint)t5;
            t28 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t29 = t27 - t28;
            t30 = (vcc_v8_int)t29;
            t31 = (vcc_v8_uint)t8;
            t32 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t33 = t31 - t32;
            t34 = (vcc_v8_int)t33;
            t35 = (vcc_v8_uint)t11;
            t36 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t37 = t35 - t36;
            t38 = (vcc_v8_int)t37;
            t39 = (vcc_v8_uint)t14;
            t40 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t41 = t39 - t40;
            t42 = (vcc_v8_int)t41;
            t43 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t44 = (vcc_v8_uint)t30;
            t45 = t43 - t44;
            t46 = (vcc_v8_int)t45;
            t47 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t48 = (vcc_v8_uint)t34;
            t49 = t47 - t48;
            t50 = (vcc_v8_int)t49;
            t51 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t52 = (vcc_v8_uint)t38;
            t53 = t51 - t52;
            t54 = (vcc_v8_int)t53;
            t55 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t56 = (vcc_v8_uint)t42;
            t57 = t55 - t56;
            t58 = (vcc_v8_int)t57;
            t59 = (vcc_v8_uint)t46;
            t60 = -t59;
            t61 = (vcc_v8_int)t60;
            t62 = (vcc_v8_uint)t50;
            t63 = -t62;
            t64 = (vcc_v8_int)t63;
            t65 = (vcc_v8_uint)t54;
            t66 = -t65;
            t67 = (vcc_v8_int)t66;
            t68 = (vcc_v8_uint)t58;
            t69 = -t68;
            t70 = (vcc_v8_int)t69;
            t71 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t72 = (vcc_v8_uint)t5;
            t73 = t71 - t72;
            t74 = (vcc_v8_int)t73;
            t75 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t76 = (vcc_v8_uint)t8;
            t77 = t75 - t76;
            t78 = (vcc_v8_int)t77;
            t79 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t80 = (vcc_v8_uint)t11;
            t81 = t79 - t80;
            t82 = (vcc_v8_int)t81;
            t83 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t84 = (vcc_v8_uint)t14;
            t85 = t83 - t84;
            t86 = (vcc_v8_int)t85;
            t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t61, t74);
            t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t64, t78);
            t89 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t67, t82);
            t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t70, t86);
            vcc_store(&a[t3], t87);
            vcc_store(&a[t6], t88);
            vcc_store(&a[t9], t89);
            vcc_store(&a[t12], t90);
            t91 = t2 + 32L;
            if (t91 >= t1) {
                break;
            }
            t2 = t91;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        t92 = &a[i];
        if ((i % 2) == 0) {
            t93 = 2147483647 - i;
        } else {
            t93 = -(2147483647 - (i - 1));
        }
        *t92 = t93;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t94 = sum(counts[c], a);
        printf("sum(%d) = %d\n", counts[c], t94);
    }
    return 0;
}
