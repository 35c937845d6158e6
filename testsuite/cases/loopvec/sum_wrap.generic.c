/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 1 */
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
int sum(int n, const int *a) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_uint t3 = (vcc_v8_uint)a_v;
            s_v = s_v + t3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_uint t4 = (vcc_v8_uint)a_v_1;
            s_v_1 = s_v_1 + t4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            vcc_v8_uint t5 = (vcc_v8_uint)a_v_2;
            s_v_2 = s_v_2 + t5;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            vcc_v8_uint t6 = (vcc_v8_uint)a_v_3;
            s_v_3 = s_v_3 + t6;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = s_v + s_v_1;
        vcc_v8_uint t8 = t7 + s_v_2;
        vcc_v8_uint t9 = t8 + s_v_3;
        t10 = (int)t2;
        t11 = (int)vcc_reduce(unsigned int, t9, +);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at sum_wrap.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t10 + i_vec_1));
            vcc_v8_uint t14 = (vcc_v8_uint)a_v_4;
            s_v_4 = s_v_4 + t14;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_reduce(unsigned int, s_v_4, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int t99;
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at sum_wrap.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_v8_int t3 = i_v_2 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t4 = (vcc_m8)(t3 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t5 = (vcc_v8_uint)i_v_2;
        vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t7 = t5 - t6;
        vcc_v8_int t8 = (vcc_v8_int)t7;
        vcc_v8_uint t9 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t10 = (vcc_v8_uint)t8;
        vcc_v8_uint t11 = t9 - t10;
        vcc_v8_int t12 = (vcc_v8_int)t11;
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint t14 = -t13;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_uint t16 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t17 = (vcc_v8_uint)i_v_2;
        vcc_v8_uint t18 = t16 - t17;
        vcc_v8_int t19 = (vcc_v8_int)t18;
        vcc_v8_int t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t19, t15);
        vcc_store(&a[i_vec], t20);
        vcc_v8_uint t21 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t21;
        vcc_v8_int t22 = i_v_3 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t23 = (vcc_m8)(t22 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t24 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t25 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t26 = t24 - t25;
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_uint t28 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t29 = (vcc_v8_uint)t27;
        vcc_v8_uint t30 = t28 - t29;
        vcc_v8_int t31 = (vcc_v8_int)t30;
        vcc_v8_uint t32 = (vcc_v8_uint)t31;
        vcc_v8_uint t33 = -t32;
        vcc_v8_int t34 = (vcc_v8_int)t33;
        vcc_v8_uint t35 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t36 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t37 = t35 - t36;
        vcc_v8_int t38 = (vcc_v8_int)t37;
        vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t38, t34);
        vcc_store(&a[i_vec + 8L], t39);
        vcc_v8_uint t40 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t40;
        vcc_v8_int t41 = i_v_4 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t42 = (vcc_m8)(t41 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t43 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t44 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t45 = t43 - t44;
        vcc_v8_int t46 = (vcc_v8_int)t45;
        vcc_v8_uint t47 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t48 = (vcc_v8_uint)t46;
        vcc_v8_uint t49 = t47 - t48;
        vcc_v8_int t50 = (vcc_v8_int)t49;
        vcc_v8_uint t51 = (vcc_v8_uint)t50;
        vcc_v8_uint t52 = -t51;
        vcc_v8_int t53 = (vcc_v8_int)t52;
        vcc_v8_uint t54 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t55 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t56 = t54 - t55;
        vcc_v8_int t57 = (vcc_v8_int)t56;
        vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t57, t53);
        vcc_store(&a[i_vec + 16L], t58);
        vcc_v8_uint t59 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t59;
        vcc_v8_int t60 = i_v_5 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t61 = (vcc_m8)(t60 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t62 = (vcc_v8_uint)i_v_5;
        vcc_v8_uint t63 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t64 = t62 - t63;
        vcc_v8_int t65 = (vcc_v8_int)t64;
        vcc_v8_uint t66 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t67 = (vcc_v8_uint)t65;
        vcc_v8_uint t68 = t66 - t67;
        vcc_v8_int t69 = (vcc_v8_int)t68;
        vcc_v8_uint t70 = (vcc_v8_uint)t69;
        vcc_v8_uint t71 = -t70;
        vcc_v8_int t72 = (vcc_v8_int)t71;
        vcc_v8_uint t73 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t74 = (vcc_v8_uint)i_v_5;
        vcc_v8_uint t75 = t73 - t74;
        vcc_v8_int t76 = (vcc_v8_int)t75;
        vcc_v8_int t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t61, t76, t72);
        vcc_store(&a[i_vec + 24L], t77);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t78 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t79 = (vcc_v8_uint)t78;
    vcc_v8_uint i_v_1 = t79 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at sum_wrap.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_v8_int t80 = i_v_6 % (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t81 = (vcc_m8)(t80 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t82 = (vcc_v8_uint)i_v_6;
        vcc_v8_uint t83 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t84 = t82 - t83;
        vcc_v8_int t85 = (vcc_v8_int)t84;
        vcc_v8_uint t86 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t87 = (vcc_v8_uint)t85;
        vcc_v8_uint t88 = t86 - t87;
        vcc_v8_int t89 = (vcc_v8_int)t88;
        vcc_v8_uint t90 = (vcc_v8_uint)t89;
        vcc_v8_uint t91 = -t90;
        vcc_v8_int t92 = (vcc_v8_int)t91;
        vcc_v8_uint t93 = (vcc_v8_uint)(vcc_v8_int){2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647, 2147483647};
        vcc_v8_uint t94 = (vcc_v8_uint)i_v_6;
        vcc_v8_uint t95 = t93 - t94;
        vcc_v8_int t96 = (vcc_v8_int)t95;
        vcc_v8_int t97 = vcc_select(vcc_v8_int, (vcc_v8_int)t81, t96, t92);
        vcc_store(&a[992L + i_vec_1], t97);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        int *t98 = &a[i];
        if ((i % 2) == 0) {
            t99 = 2147483647 - i;
        } else {
            t99 = -(2147483647 - (i - 1));
        }
        *t98 = t99;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t100 = &counts[c];
        int t101 = sum(*t100, a);
        printf("sum(%d) = %d\n", *t100, t101);
    }
    return 0;
}
