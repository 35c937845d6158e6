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
    int t21;
    int t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            t2 = t2 + t11;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            t3 = t3 + t13;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, a + (int)(t1 + 16L));
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            t4 = t4 + t15;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + (int)(t1 + 24L));
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            t5 = t5 + t17;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t18 = t2 + t3;
        vcc_v8_uint t19 = t18 + t4;
        vcc_v8_uint t20 = t19 + t5;
        t21 = (int)t9;
        t22 = (int)vcc_reduce(unsigned int, t20, +);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + (int)((long)t21 + t6));
            vcc_v8_uint t26 = (vcc_v8_uint)t25;
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
    int t108;
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    do {
        vcc_v8_int t7 = (vcc_v8_int)t1;
        vcc_v8_int t8 = t7 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t9 = (vcc_m8)(t8 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t10 = (vcc_v8_uint)t7;
        vcc_v8_uint t11 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t12 = t10 - t11;
        vcc_v8_int t13 = (vcc_v8_int)t12;
        vcc_v8_uint t14 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t15 = (vcc_v8_uint)t13;
        vcc_v8_uint t16 = t14 - t15;
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t19 = -t18;
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_v8_uint t21 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t22 = (vcc_v8_uint)t7;
        vcc_v8_uint t23 = t21 - t22;
        vcc_v8_int t24 = (vcc_v8_int)t23;
        vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t24, t20);
        vcc_store(&a[(int)t2], t25);
        vcc_v8_uint t26 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_int t28 = t27 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t29 = (vcc_m8)(t28 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t30 = (vcc_v8_uint)t27;
        vcc_v8_uint t31 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t32 = t30 - t31;
        vcc_v8_int t33 = (vcc_v8_int)t32;
        vcc_v8_uint t34 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t35 = (vcc_v8_uint)t33;
        vcc_v8_uint t36 = t34 - t35;
        vcc_v8_int t37 = (vcc_v8_int)t36;
        vcc_v8_uint t38 = (vcc_v8_uint)t37;
        vcc_v8_uint t39 = -t38;
        vcc_v8_int t40 = (vcc_v8_int)t39;
        vcc_v8_uint t41 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t42 = (vcc_v8_uint)t27;
        vcc_v8_uint t43 = t41 - t42;
        vcc_v8_int t44 = (vcc_v8_int)t43;
        vcc_v8_int t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t44, t40);
        vcc_store(&a[(int)(t2 + 8L)], t45);
        vcc_v8_uint t46 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t47 = (vcc_v8_int)t46;
        vcc_v8_int t48 = t47 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t49 = (vcc_m8)(t48 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t50 = (vcc_v8_uint)t47;
        vcc_v8_uint t51 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t52 = t50 - t51;
        vcc_v8_int t53 = (vcc_v8_int)t52;
        vcc_v8_uint t54 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t55 = (vcc_v8_uint)t53;
        vcc_v8_uint t56 = t54 - t55;
        vcc_v8_int t57 = (vcc_v8_int)t56;
        vcc_v8_uint t58 = (vcc_v8_uint)t57;
        vcc_v8_uint t59 = -t58;
        vcc_v8_int t60 = (vcc_v8_int)t59;
        vcc_v8_uint t61 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t62 = (vcc_v8_uint)t47;
        vcc_v8_uint t63 = t61 - t62;
        vcc_v8_int t64 = (vcc_v8_int)t63;
        vcc_v8_int t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t64, t60);
        vcc_store(&a[(int)(t2 + 16L)], t65);
        vcc_v8_uint t66 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t67 = (vcc_v8_int)t66;
        vcc_v8_int t68 = t67 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t69 = (vcc_m8)(t68 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t70 = (vcc_v8_uint)t67;
        vcc_v8_uint t71 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t72 = t70 - t71;
        vcc_v8_int t73 = (vcc_v8_int)t72;
        vcc_v8_uint t74 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t75 = (vcc_v8_uint)t73;
        vcc_v8_uint t76 = t74 - t75;
        vcc_v8_int t77 = (vcc_v8_int)t76;
        vcc_v8_uint t78 = (vcc_v8_uint)t77;
        vcc_v8_uint t79 = -t78;
        vcc_v8_int t80 = (vcc_v8_int)t79;
        vcc_v8_uint t81 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t82 = (vcc_v8_uint)t67;
        vcc_v8_uint t83 = t81 - t82;
        vcc_v8_int t84 = (vcc_v8_int)t83;
        vcc_v8_int t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, t84, t80);
        vcc_store(&a[(int)(t2 + 24L)], t85);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (t2 < 992L);
    vcc_v8_int t86 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t87 = (vcc_v8_uint)t86;
    vcc_v8_uint t3 = t87 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t4 = 0L;
    do {
        vcc_v8_int t88 = (vcc_v8_int)t3;
        vcc_v8_int t89 = t88 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t90 = (vcc_m8)(t89 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t91 = (vcc_v8_uint)t88;
        vcc_v8_uint t92 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t93 = t91 - t92;
        vcc_v8_int t94 = (vcc_v8_int)t93;
        vcc_v8_uint t95 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t96 = (vcc_v8_uint)t94;
        vcc_v8_uint t97 = t95 - t96;
        vcc_v8_int t98 = (vcc_v8_int)t97;
        vcc_v8_uint t99 = (vcc_v8_uint)t98;
        vcc_v8_uint t100 = -t99;
        vcc_v8_int t101 = (vcc_v8_int)t100;
        vcc_v8_uint t102 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t103 = (vcc_v8_uint)t88;
        vcc_v8_uint t104 = t102 - t103;
        vcc_v8_int t105 = (vcc_v8_int)t104;
        vcc_v8_int t106 = vcc_select(vcc_v8_int, (vcc_v8_int)t90, t105, t101);
        vcc_store(&a[(int)(992L + t4)], t106);
        t4 += 8L;
        t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        int *t107 = &a[i];
        if ((i % 2) == 0) {
            t108 = 2147483647 - i;
        } else {
            t108 = -(2147483647 - (i - 1));
        }
        *t107 = t108;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t109 = &counts[c];
        int t110 = sum(*t109, a);
        printf("sum(%d) = %d\n", *t109, t110);
    }
    return 0;
}
