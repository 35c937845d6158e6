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
    long t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    int s;
    long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    int t21;
    int t22;
    long t23;
    long t24;
    vcc_v8_int t25;
    vcc_v8_uint t26;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + t1));
            t11 = (vcc_v8_uint)t10;
            t2 = t2 + t11;
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 8L)));
            t13 = (vcc_v8_uint)t12;
            t3 = t3 + t13;
            t14 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 16L)));
            t15 = (vcc_v8_uint)t14;
            t4 = t4 + t15;
            t16 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 24L)));
            t17 = (vcc_v8_uint)t16;
            t5 = t5 + t17;
            t1 += 32L;
        } while (t1 < t9);
        t18 = t2 + t3;
        t19 = t18 + t4;
        t20 = t19 + t5;
        t21 = (int)((long)0 + t9);
        t22 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t20, +));
    } else {
        t21 = 0;
        t22 = 0;
    }
    t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t6 = 0L;
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t25 = vcc_load(vcc_v8_int, a + (int)((long)t21 + t6));
            t26 = (vcc_v8_uint)t25;
            t7 = t7 + t26;
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vcc_reduce(unsigned int, t7, +));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_m8 t30;
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
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_uint t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_m8 t50;
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
    vcc_v8_uint t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    vcc_v8_uint t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_m8 t70;
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
    vcc_v8_int t81;
    vcc_v8_uint t82;
    vcc_v8_uint t83;
    vcc_v8_uint t84;
    vcc_v8_int t85;
    vcc_v8_int t86;
    int t87;
    long t88;
    long t89;
    vcc_v8_int t90;
    vcc_v8_uint t91;
    vcc_v8_int t92;
    vcc_v8_int t93;
    vcc_m8 t94;
    vcc_v8_uint t95;
    vcc_v8_uint t96;
    vcc_v8_uint t97;
    vcc_v8_int t98;
    vcc_v8_uint t99;
    vcc_v8_uint t100;
    vcc_v8_uint t101;
    vcc_v8_int t102;
    vcc_v8_uint t103;
    vcc_v8_uint t104;
    vcc_v8_int t105;
    vcc_v8_uint t106;
    vcc_v8_uint t107;
    vcc_v8_uint t108;
    vcc_v8_int t109;
    vcc_v8_int t110;
    int i;
    int *t111;
    int t112;
    unsigned int c;
    const int *t113;
    int t114;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t8 = (vcc_v8_int)t1;
            t9 = t8 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t10 = (vcc_m8)(t9 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t11 = (vcc_v8_uint)t8;
            t12 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t13 = t11 - t12;
            t14 = (vcc_v8_int)t13;
            t15 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t16 = (vcc_v8_uint)t14;
            t17 = t15 - t16;
            t18 = (vcc_v8_int)t17;
            t19 = (vcc_v8_uint)t18;
            t20 = -t19;
            t21 = (vcc_v8_int)t20;
            t22 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t23 = (vcc_v8_uint)t8;
            t24 = t22 - t23;
            t25 = (vcc_v8_int)t24;
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t25, t21);
            vcc_store(&a[(int)((long)0 + t2)], t26);
            t27 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t28 = (vcc_v8_int)t27;
            t29 = t28 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t30 = (vcc_m8)(t29 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t31 = (vcc_v8_uint)t28;
            t32 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t33 = t31 - t32;
            t34 = (vcc_v8_int)t33;
            t35 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t36 = (vcc_v8_uint)t34;
            t37 = t35 - t36;
            t38 = (vcc_v8_int)t37;
            t39 = (vcc_v8_uint)t38;
            t40 = -t39;
            t41 = (vcc_v8_int)t40;
            t42 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t43 = (vcc_v8_uint)t28;
            t44 = t42 - t43;
            t45 = (vcc_v8_int)t44;
            t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t45, t41);
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t46);
            t47 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t48 = (vcc_v8_int)t47;
            t49 = t48 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t50 = (vcc_m8)(t49 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t51 = (vcc_v8_uint)t48;
            t52 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t53 = t51 - t52;
            t54 = (vcc_v8_int)t53;
            t55 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t56 = (vcc_v8_uint)t54;
            t57 = t55 - t56;
            t58 = (vcc_v8_int)t57;
            t59 = (vcc_v8_uint)t58;
            t60 = -t59;
            t61 = (vcc_v8_int)t60;
            t62 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t63 = (vcc_v8_uint)t48;
            t64 = t62 - t63;
            t65 = (vcc_v8_int)t64;
            t66 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t65, t61);
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t66);
            t67 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t68 = (vcc_v8_int)t67;
            t69 = t68 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t70 = (vcc_m8)(t69 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t71 = (vcc_v8_uint)t68;
            t72 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t73 = t71 - t72;
            t74 = (vcc_v8_int)t73;
            t75 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t76 = (vcc_v8_uint)t74;
            t77 = t75 - t76;
            t78 = (vcc_v8_int)t77;
            t79 = (vcc_v8_uint)t78;
            t80 = -t79;
            t81 = (vcc_v8_int)t80;
            t82 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t83 = (vcc_v8_uint)t68;
            t84 = t82 - t83;
            t85 = (vcc_v8_int)t84;
            t86 = vcc_select(vcc_v8_int, (vcc_v8_int)t70, t85, t81);
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t86);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t5);
        t87 = (int)((long)0 + t5);
    } else {
        t87 = 0;
    }
    t88 = (long)t87 * -1L + 1003L;
    if (t88 >= 8L) {
        t89 = t88 & -8L;
        t90 = (vcc_v8_int){t87, t87, t87, t87, t87, t87, t87, t87};
        t91 = (vcc_v8_uint)t90;
        t3 = t91 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t92 = (vcc_v8_int)t3;
            t93 = t92 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t94 = (vcc_m8)(t93 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t95 = (vcc_v8_uint)t92;
            t96 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t97 = t95 - t96;
            t98 = (vcc_v8_int)t97;
            t99 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t100 = (vcc_v8_uint)t98;
            t101 = t99 - t100;
            t102 = (vcc_v8_int)t101;
            t103 = (vcc_v8_uint)t102;
            t104 = -t103;
            t105 = (vcc_v8_int)t104;
            t106 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t107 = (vcc_v8_uint)t92;
            t108 = t106 - t107;
            t109 = (vcc_v8_int)t108;
            t110 = vcc_select(vcc_v8_int, (vcc_v8_int)t94, t109, t105);
            vcc_store(&a[(int)((long)t87 + t4)], t110);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t89);
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < 1003; i++) {
        t111 = &a[i];
        if ((i % 2) == 0) {
            t112 = 2147483647 - i;
        } else {
            t112 = -(2147483647 - (i - 1));
        }
        *t111 = t112;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t113 = &counts[c];
        t114 = sum(*t113, a);
        printf("sum(%d) = %d\n", *t113, t114);
    }
    return 0;
}
