/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
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
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
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
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 8L)));
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 16L)));
            t13 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 24L)));
            t14 = (vcc_v8_uint)t10;
            t2 = t2 + t14;
            t15 = (vcc_v8_uint)t11;
            t3 = t3 + t15;
            t16 = (vcc_v8_uint)t12;
            t4 = t4 + t16;
            t17 = (vcc_v8_uint)t13;
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
    vcc_v8_int t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_int t5;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_uint t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_int t39;
    vcc_m8 t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_int t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_int t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_uint t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_uint t62;
    vcc_v8_int t63;
    vcc_m8 t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_int t68;
    vcc_v8_uint t69;
    vcc_v8_uint t70;
    vcc_v8_uint t71;
    vcc_v8_int t72;
    vcc_v8_uint t73;
    vcc_v8_uint t74;
    vcc_v8_int t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_uint t78;
    vcc_v8_int t79;
    vcc_v8_int t80;
    vcc_v8_uint t81;
    vcc_v8_int t82;
    vcc_v8_int t83;
    vcc_v8_uint t84;
    vcc_v8_uint t85;
    vcc_v8_uint t86;
    vcc_v8_int t87;
    vcc_m8 t88;
    vcc_v8_uint t89;
    vcc_v8_uint t90;
    vcc_v8_uint t91;
    vcc_v8_int t92;
    vcc_v8_uint t93;
    vcc_v8_uint t94;
    vcc_v8_uint t95;
    vcc_v8_int t96;
    vcc_v8_uint t97;
    vcc_v8_uint t98;
    vcc_v8_int t99;
    vcc_v8_uint t100;
    vcc_v8_uint t101;
    vcc_v8_uint t102;
    vcc_v8_int t103;
    vcc_v8_int t104;
    vcc_v8_int t105;
    vcc_v8_uint t106;
    vcc_v8_uint t107;
    vcc_v8_uint t108;
    int t109;
    long t110;
    long t111;
    vcc_v8_int t112;
    vcc_v8_uint t113;
    vcc_v8_int t114;
    vcc_v8_int t115;
    vcc_v8_uint t116;
    vcc_v8_uint t117;
    vcc_v8_uint t118;
    vcc_v8_int t119;
    vcc_m8 t120;
    vcc_v8_uint t121;
    vcc_v8_uint t122;
    vcc_v8_uint t123;
    vcc_v8_int t124;
    vcc_v8_uint t125;
    vcc_v8_uint t126;
    vcc_v8_uint t127;
    vcc_v8_int t128;
    vcc_v8_uint t129;
    vcc_v8_uint t130;
    vcc_v8_int t131;
    vcc_v8_uint t132;
    vcc_v8_uint t133;
    vcc_v8_uint t134;
    vcc_v8_int t135;
    vcc_v8_int t136;
    vcc_v8_int t137;
    vcc_v8_uint t138;
    vcc_v8_uint t139;
    vcc_v8_uint t140;
    int i;
    int *t141;
    int t142;
    unsigned int c;
    const int *t143;
    int t144;
    if ((1003L >= 32L) & (0 >= 0)) {
        t7 = 1003L & -32L;
        t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t9 = (vcc_v8_uint)t8;
        t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t10 = vcc_splat(vcc_v8_int, 0 % 2);
        t11 = t10 + (vcc_v8_int){0, 1, 0, 1, 0, 1, 0, 1};
        t12 = (vcc_v8_uint)t11;
        t13 = t12 - (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
        t14 = vcc_min(vcc_v8_int, t12, t13);
        t2 = (vcc_v8_int)t14;
        t3 = 0L;
        do {
            t15 = (vcc_v8_int)t1;
            t16 = (vcc_m8)(t2 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t17 = (vcc_v8_uint)t15;
            t18 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t19 = t17 - t18;
            t20 = (vcc_v8_int)t19;
            t21 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t22 = (vcc_v8_uint)t20;
            t23 = t21 - t22;
            t24 = (vcc_v8_int)t23;
            t25 = (vcc_v8_uint)t24;
            t26 = -t25;
            t27 = (vcc_v8_int)t26;
            t28 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t29 = (vcc_v8_uint)t15;
            t30 = t28 - t29;
            t31 = (vcc_v8_int)t30;
            t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t31, t27);
            vcc_store(&a[(int)((long)0 + t3)], t32);
            t33 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t34 = (vcc_v8_int)t33;
            t35 = t2 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t36 = (vcc_v8_uint)t35;
            t37 = t36 - (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
            t38 = vcc_min(vcc_v8_int, t36, t37);
            t39 = (vcc_v8_int)t38;
            t40 = (vcc_m8)(t39 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t41 = (vcc_v8_uint)t34;
            t42 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t43 = t41 - t42;
            t44 = (vcc_v8_int)t43;
            t45 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t46 = (vcc_v8_uint)t44;
            t47 = t45 - t46;
            t48 = (vcc_v8_int)t47;
            t49 = (vcc_v8_uint)t48;
            t50 = -t49;
            t51 = (vcc_v8_int)t50;
            t52 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t53 = (vcc_v8_uint)t34;
            t54 = t52 - t53;
            t55 = (vcc_v8_int)t54;
            t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t55, t51);
            vcc_store(&a[(int)((long)0 + (t3 + 8L))], t56);
            t57 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t58 = (vcc_v8_int)t57;
            t59 = t2 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t60 = (vcc_v8_uint)t59;
            t61 = t60 - (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
            t62 = vcc_min(vcc_v8_int, t60, t61);
            t63 = (vcc_v8_int)t62;
            t64 = (vcc_m8)(t63 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t65 = (vcc_v8_uint)t58;
            t66 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t67 = t65 - t66;
            t68 = (vcc_v8_int)t67;
            t69 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t70 = (vcc_v8_uint)t68;
            t71 = t69 - t70;
            t72 = (vcc_v8_int)t71;
            t73 = (vcc_v8_uint)t72;
            t74 = -t73;
            t75 = (vcc_v8_int)t74;
            t76 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t77 = (vcc_v8_uint)t58;
            t78 = t76 - t77;
            t79 = (vcc_v8_int)t78;
            t80 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, t79, t75);
            vcc_store(&a[(int)((long)0 + (t3 + 16L))], t80);
            t81 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t82 = (vcc_v8_int)t81;
            t83 = t2 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t84 = (vcc_v8_uint)t83;
            t85 = t84 - (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
            t86 = vcc_min(vcc_v8_int, t84, t85);
            t87 = (vcc_v8_int)t86;
            t88 = (vcc_m8)(t87 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t89 = (vcc_v8_uint)t82;
            t90 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t91 = t89 - t90;
            t92 = (vcc_v8_int)t91;
            t93 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t94 = (vcc_v8_uint)t92;
            t95 = t93 - t94;
            t96 = (vcc_v8_int)t95;
            t97 = (vcc_v8_uint)t96;
            t98 = -t97;
            t99 = (vcc_v8_int)t98;
            t100 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t101 = (vcc_v8_uint)t82;
            t102 = t100 - t101;
            t103 = (vcc_v8_int)t102;
            t104 = vcc_select(vcc_v8_int, (vcc_v8_int)t88, t103, t99);
            vcc_store(&a[(int)((long)0 + (t3 + 24L))], t104);
            t3 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t105 = t2 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t106 = (vcc_v8_uint)t105;
            t107 = t106 - (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
            t108 = vcc_min(vcc_v8_int, t106, t107);
            t2 = (vcc_v8_int)t108;
        } while (t3 < t7);
        t109 = (int)((long)0 + t7);
    } else {
        t109 = 0;
    }
    t110 = (long)t109 * -1L + 1003L;
    if ((t110 >= 8L) & (t109 >= 0)) {
        t111 = t110 & -8L;
        t112 = (vcc_v8_int){t109, t109, t109, t109, t109, t109, t109, t109};
        t113 = (vcc_v8_uint)t112;
        t4 = t113 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t114 = vcc_splat(vcc_v8_int, t109 % 2);
        t115 = t114 + (vcc_v8_int){0, 1, 0, 1, 0, 1, 0, 1};
        t116 = (vcc_v8_uint)t115;
        t117 = t116 - (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
        t118 = vcc_min(vcc_v8_int, t116, t117);
        t5 = (vcc_v8_int)t118;
        t6 = 0L;
        do {
            t119 = (vcc_v8_int)t4;
            t120 = (vcc_m8)(t5 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t121 = (vcc_v8_uint)t119;
            t122 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t123 = t121 - t122;
            t124 = (vcc_v8_int)t123;
            t125 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t126 = (vcc_v8_uint)t124;
            t127 = t125 - t126;
            t128 = (vcc_v8_int)t127;
            t129 = (vcc_v8_uint)t128;
            t130 = -t129;
            t131 = (vcc_v8_int)t130;
            t132 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
            t133 = (vcc_v8_uint)t119;
            t134 = t132 - t133;
            t135 = (vcc_v8_int)t134;
            t136 = vcc_select(vcc_v8_int, (vcc_v8_int)t120, t135, t131);
            vcc_store(&a[(int)((long)t109 + t6)], t136);
            t6 += 8L;
            t4 = t4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t137 = t5 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t138 = (vcc_v8_uint)t137;
            t139 = t138 - (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
            t140 = vcc_min(vcc_v8_int, t138, t139);
            t5 = (vcc_v8_int)t140;
        } while (t6 < t111);
        i = (int)((long)t109 + t111);
    } else {
        i = t109;
    }
    for (; i < 1003; i++) {
        t141 = &a[i];
        if ((i % 2) == 0) {
            t142 = 2147483647 - i;
        } else {
            t142 = -(2147483647 - (i - 1));
        }
        *t141 = t142;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t143 = &counts[c];
        t144 = sum(*t143, a);
        printf("sum(%d) = %d\n", *t143, t144);
    }
    return 0;
}
