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
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    long t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    long t33;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t8 = vcc_load(vcc_v8_int, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 24L)));
            t12 = (vcc_v8_uint)t8;
            t13 = t4 + t12;
            t14 = (vcc_v8_uint)t9;
            t15 = t5 + t14;
            t16 = (vcc_v8_uint)t10;
            t17 = t6 + t16;
            t18 = (vcc_v8_uint)t11;
            t19 = t7 + t18;
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t13;
            t5 = t15;
            t6 = t17;
            t7 = t19;
        }
        t21 = t13 + t15;
        t22 = t21 + t17;
        t23 = t22 + t19;
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t23, +));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t30 = vcc_load(vcc_v8_int, a + (int)((long)t24 + t28));
            t31 = (vcc_v8_uint)t30;
            t32 = t29 + t31;
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_reduce(unsigned int, t32, +));
    } else {
        i = t24;
        s = t25;
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
    vcc_v8_uint t2;
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
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_int t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_int t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    vcc_v8_int t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_int t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_int t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_int t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_uint t68;
    vcc_v8_int t69;
    vcc_v8_uint t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_int t73;
    vcc_v8_uint t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    vcc_v8_int t77;
    vcc_v8_uint t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_int t81;
    vcc_v8_int t82;
    vcc_v8_int t83;
    vcc_v8_int t84;
    vcc_v8_int t85;
    long t86;
    int t87;
    long t88;
    long t89;
    vcc_v8_int t90;
    vcc_v8_uint t91;
    long t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    vcc_m8 t95;
    vcc_v8_uint t96;
    vcc_v8_uint t97;
    vcc_v8_uint t98;
    vcc_v8_int t99;
    vcc_v8_uint t100;
    vcc_v8_uint t101;
    vcc_v8_uint t102;
    vcc_v8_int t103;
    vcc_v8_uint t104;
    vcc_v8_uint t105;
    vcc_v8_int t106;
    vcc_v8_uint t107;
    vcc_v8_uint t108;
    vcc_v8_uint t109;
    vcc_v8_int t110;
    vcc_v8_int t111;
    long t112;
    int i;
    int *t113;
    int t114;
    unsigned int c;
    const int *t115;
    int t116;
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
            t14 = t7 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t15 = t9 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t16 = t11 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t17 = t13 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t18 = (vcc_m8)(t14 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t19 = (vcc_m8)(t15 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t20 = (vcc_m8)(t16 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t21 = (vcc_m8)(t17 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t22 = (vcc_v8_uint)t7;
            t23 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t24 = t22 - t23;
            t25 = (vcc_v8_int)t24;
            t26 = (vcc_v8_uint)t9;
            t27 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t28 = t26 - t27;
            t29 = (vcc_v8_int)t28;
            t30 = (vcc_v8_uint)t11;
            t31 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t32 = t30 - t31;
            t33 = (vcc_v8_int)t32;
            t34 = (vcc_v8_uint)t13;
            t35 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t36 = t34 - t35;
            t37 = (vcc_v8_int)t36;
            t38 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t39 = (vcc_v8_uint)t25;
            t40 = t38 - t39;
            t41 = (vcc_v8_int)t40;
            t42 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t43 = (vcc_v8_uint)t29;
            t44 = t42 - t43;
            t45 = (vcc_v8_int)t44;
            t46 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t47 = (vcc_v8_uint)t33;
            t48 = t46 - t47;
            t49 = (vcc_v8_int)t48;
            t50 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t51 = (vcc_v8_uint)t37;
            t52 = t50 - t51;
            t53 = (vcc_v8_int)t52;
            t54 = (vcc_v8_uint)t41;
            t55 = -t54;
            t56 = (vcc_v8_int)t55;
            t57 = (vcc_v8_uint)t45;
            t58 = -t57;
            t59 = (vcc_v8_int)t58;
            t60 = (vcc_v8_uint)t49;
            t61 = -t60;
            t62 = (vcc_v8_int)t61;
            t63 = (vcc_v8_uint)t53;
            t64 = -t63;
            t65 = (vcc_v8_int)t64;
            t66 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t67 = (vcc_v8_uint)t7;
            t68 = t66 - t67;
            t69 = (vcc_v8_int)t68;
            t70 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t71 = (vcc_v8_uint)t9;
            t72 = t70 - t71;
            t73 = (vcc_v8_int)t72;
            t74 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t75 = (vcc_v8_uint)t11;
            t76 = t74 - t75;
            t77 = (vcc_v8_int)t76;
            t78 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t79 = (vcc_v8_uint)t13;
            t80 = t78 - t79;
            t81 = (vcc_v8_int)t80;
            t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t69, t56);
            t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t73, t59);
            t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t77, t62);
            t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t81, t65);
            vcc_store(&a[(int)((long)0 + t6)], t82);
            vcc_store(&a[(int)((long)0 + (t6 + 8L))], t83);
            vcc_store(&a[(int)((long)0 + (t6 + 16L))], t84);
            vcc_store(&a[(int)((long)0 + (t6 + 24L))], t85);
            t86 = t6 + 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t86 >= t3) {
                break;
            }
            t6 = t86;
        }
        t87 = (int)((long)0 + t3);
    } else {
        t87 = 0;
    }
    t88 = (long)t87 * -1L + 1003L;
    if (t88 >= 8L) {
        t89 = t88 & -8L;
        t90 = (vcc_v8_int){t87, t87, t87, t87, t87, t87, t87, t87};
        t91 = (vcc_v8_uint)t90;
        t2 = t91 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t92 = 0L;
        for (;;) {
            t93 = (vcc_v8_int)t2;
            t94 = t93 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t95 = (vcc_m8)(t94 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t96 = (vcc_v8_uint)t93;
            t97 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t98 = t96 - t97;
            t99 = (vcc_v8_int)t98;
            t100 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t101 = (vcc_v8_uint)t99;
            t102 = t100 - t101;
            t103 = (vcc_v8_int)t102;
            t104 = (vcc_v8_uint)t103;
            t105 = -t104;
            t106 = (vcc_v8_int)t105;
            t107 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t108 = (vcc_v8_uint)t93;
            t109 = t107 - t108;
            t110 = (vcc_v8_int)t109;
            t111 = vcc_select(vcc_v8_int, (vcc_v8_int)t95, t110, t106);
            vcc_store(&a[(int)((long)t87 + t92)], t111);
            t112 = t92 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t112 >= t89) {
                break;
            }
            t92 = t112;
        }
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < 1003; i++) {
        t113 = &a[i];
        if ((i % 2) == 0) {
            t114 = 2147483647 - i;
        } else {
            t114 = -(2147483647 - (i - 1));
        }
        *t113 = t114;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t115 = &counts[c];
        t116 = sum(*t115, a);
        printf("sum(%d) = %d\n", *t115, t116);
    }
    return 0;
}
