/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: bytes widened to 32-bit lanes and selected on a test of the same bytes, as
 * libdeflate's deflate_set_costs_from_codes does. On avx512 the select was a k-mask blend,
 * which gcc 12.2 folded with the widening into a merge-masked vpmovzxbd from memory that it
 * then failed to compile (an internal compiler error); it is a vpternlogd now. */
struct costs {
    unsigned slot[300];
};

void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_uchar t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uchar t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    long t15;
    vcc_v8_uchar t16;
    vcc_m8 t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_uint t20;
    vcc_v8_uchar t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_uchar t29;
    vcc_m8 t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_uint t33;
    vcc_v8_uchar t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    int i;
    long t38;
    unsigned char t39;
    int t40;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_uchar, lens + t5);
            t7 = __builtin_convertvector(t6 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t8 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            t10 = (vcc_v8_uint)t9;
            t11 = vcc_load(vcc_v8_uchar, extra + t5);
            t12 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_uint);
            t13 = t10 + t12;
            t14 = t13 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t5], t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = vcc_load(vcc_v8_uchar, lens + t15);
            t17 = __builtin_convertvector(t16 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
            t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t18, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            t20 = (vcc_v8_uint)t19;
            t21 = vcc_load(vcc_v8_uchar, extra + t15);
            t22 = __builtin_convertvector(__builtin_convertvector(t21, vcc_v8_ushort), vcc_v8_uint);
            t23 = t20 + t22;
            t24 = t23 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t15], t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = vcc_load(vcc_v8_uchar, lens + t28);
            t30 = __builtin_convertvector(t29 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t31 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_ushort), vcc_v8_int);
            t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t31, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            t33 = (vcc_v8_uint)t32;
            t34 = vcc_load(vcc_v8_uchar, extra + t28);
            t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_ushort), vcc_v8_uint);
            t36 = t33 + t35;
            t37 = t36 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t28], t37);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t39 = lens[t38];
        if (t39) {
            t40 = (int)t39;
        } else {
            t40 = 10;
        }
        c->slot[t38] = ((unsigned int)t40 + (unsigned int)extra[t38]) * 16U;
    }
}

int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    vcc_v8_uint t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    long t4;
    vcc_v8_uint t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    long t8;
    long t9;
    long t10;
    unsigned int check;
    long t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_int t24;
    long t25;
    vcc_m8 t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    long t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    vcc_m8 t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_uchar t48;
    vcc_v8_int t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_int t53;
    vcc_v8_uchar t54;
    vcc_v8_uint t55;
    vcc_v8_int t56;
    long t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_int t62;
    vcc_m8 t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_v8_uchar t69;
    vcc_v8_int t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_int t74;
    vcc_v8_uchar t75;
    vcc_v8_uint t76;
    vcc_v8_int t77;
    long t78;
    vcc_v8_int t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_uint t82;
    vcc_v8_int t83;
    vcc_m8 t84;
    vcc_v8_uint t85;
    vcc_v8_uint t86;
    vcc_v8_uint t87;
    vcc_v8_int t88;
    vcc_v8_int t89;
    vcc_v8_uchar t90;
    vcc_v8_int t91;
    vcc_v8_uint t92;
    vcc_v8_uint t93;
    vcc_v8_uint t94;
    vcc_v8_int t95;
    vcc_v8_uchar t96;
    vcc_v8_int t97;
    vcc_v8_uint t98;
    vcc_v8_uint t99;
    vcc_v8_uint t100;
    vcc_v8_int t101;
    vcc_v8_uint t102;
    vcc_v8_uint t103;
    vcc_v8_uint t104;
    int t105;
    long t106;
    long t107;
    vcc_v8_int t108;
    vcc_v8_uint t109;
    vcc_v8_int t110;
    vcc_v8_int t111;
    vcc_v8_uint t112;
    vcc_v8_uint t113;
    vcc_v8_uint t114;
    vcc_v8_int t115;
    vcc_v8_int t116;
    vcc_v8_uint t117;
    vcc_v8_uint t118;
    vcc_v8_uint t119;
    vcc_v8_int t120;
    long t121;
    vcc_m8 t122;
    vcc_v8_uint t123;
    vcc_v8_uint t124;
    vcc_v8_uint t125;
    vcc_v8_int t126;
    vcc_v8_int t127;
    vcc_v8_uchar t128;
    vcc_v8_uchar t129;
    vcc_v8_int t130;
    vcc_v8_uint t131;
    vcc_v8_uint t132;
    vcc_v8_uint t133;
    vcc_v8_int t134;
    vcc_v8_uint t135;
    vcc_v8_uint t136;
    vcc_v8_uint t137;
    int i;
    long t138;
    unsigned char *t139;
    int t140;
    unsigned int k;
    int n;
    long t141;
    int t142;
    long t143;
    long t144;
    int i_1;
    int i_2;
    if ((300L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t11 = 300L & -32L;
        t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t13 = (vcc_v8_uint)t12;
        t1 = t13 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t14 = vcc_splat(vcc_v8_int, 0 % 5);
        t15 = t14 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
        t16 = (vcc_v8_uint)t15;
        t17 = t16 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        t18 = vcc_min(vcc_v8_int, t16, t17);
        t2 = (vcc_v8_int)t18;
        t19 = vcc_splat(vcc_v8_int, 0 % 14);
        t20 = t19 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t21 = (vcc_v8_uint)t20;
        t22 = t21 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        t23 = vcc_min(vcc_v8_int, t21, t22);
        t3 = (vcc_v8_int)t23;
        t4 = 0L;
        do {
            t24 = (vcc_v8_int)t1;
            t25 = (long)(int)((long)0 + t4);
            t26 = (vcc_m8)(t2 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t27 = (vcc_v8_uint)t24;
            t28 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t29 = t27 * t28;
            t30 = (vcc_v8_int)t29;
            t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t30);
            t32 = __builtin_convertvector(__builtin_convertvector(t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t25], t32);
            t33 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t25], t33);
            t34 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t35 = (vcc_v8_int)t34;
            t36 = (long)(int)((long)0 + (t4 + 8L));
            t37 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t38 = (vcc_v8_uint)t37;
            t39 = t38 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t40 = vcc_min(vcc_v8_int, t38, t39);
            t41 = (vcc_v8_int)t40;
            t42 = (vcc_m8)(t41 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t43 = (vcc_v8_uint)t35;
            t44 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t45 = t43 * t44;
            t46 = (vcc_v8_int)t45;
            t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t46);
            t48 = __builtin_convertvector(__builtin_convertvector(t47, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t36], t48);
            t49 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t50 = (vcc_v8_uint)t49;
            t51 = t50 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
            t52 = vcc_min(vcc_v8_int, t50, t51);
            t53 = (vcc_v8_int)t52;
            t54 = __builtin_convertvector(__builtin_convertvector(t53, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t36], t54);
            t55 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t56 = (vcc_v8_int)t55;
            t57 = (long)(int)((long)0 + (t4 + 16L));
            t58 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t59 = (vcc_v8_uint)t58;
            t60 = t59 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t61 = vcc_min(vcc_v8_int, t59, t60);
            t62 = (vcc_v8_int)t61;
            t63 = (vcc_m8)(t62 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t64 = (vcc_v8_uint)t56;
            t65 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t66 = t64 * t65;
            t67 = (vcc_v8_int)t66;
            t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t63, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t67);
            t69 = __builtin_convertvector(__builtin_convertvector(t68, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t57], t69);
            t70 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t71 = (vcc_v8_uint)t70;
            t72 = t71 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
            t73 = vcc_min(vcc_v8_int, t71, t72);
            t74 = (vcc_v8_int)t73;
            t75 = __builtin_convertvector(__builtin_convertvector(t74, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t57], t75);
            t76 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t77 = (vcc_v8_int)t76;
            t78 = (long)(int)((long)0 + (t4 + 24L));
            t79 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t80 = (vcc_v8_uint)t79;
            t81 = t80 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t82 = vcc_min(vcc_v8_int, t80, t81);
            t83 = (vcc_v8_int)t82;
            t84 = (vcc_m8)(t83 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t85 = (vcc_v8_uint)t77;
            t86 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t87 = t85 * t86;
            t88 = (vcc_v8_int)t87;
            t89 = vcc_select(vcc_v8_int, (vcc_v8_int)t84, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t88);
            t90 = __builtin_convertvector(__builtin_convertvector(t89, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t78], t90);
            t91 = t3 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
            t92 = (vcc_v8_uint)t91;
            t93 = t92 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
            t94 = vcc_min(vcc_v8_int, t92, t93);
            t95 = (vcc_v8_int)t94;
            t96 = __builtin_convertvector(__builtin_convertvector(t95, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t78], t96);
            t4 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t97 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t98 = (vcc_v8_uint)t97;
            t99 = t98 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t100 = vcc_min(vcc_v8_int, t98, t99);
            t2 = (vcc_v8_int)t100;
            t101 = t3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t102 = (vcc_v8_uint)t101;
            t103 = t102 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
            t104 = vcc_min(vcc_v8_int, t102, t103);
            t3 = (vcc_v8_int)t104;
        } while (t4 < t11);
        t105 = (int)((long)0 + t11);
    } else {
        t105 = 0;
    }
    t106 = (long)t105 * -1L + 300L;
    if ((t106 >= 8L) & (t105 >= 0) & (t105 >= 0)) {
        t107 = t106 & -8L;
        t108 = (vcc_v8_int){t105, t105, t105, t105, t105, t105, t105, t105};
        t109 = (vcc_v8_uint)t108;
        t5 = t109 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t110 = vcc_splat(vcc_v8_int, t105 % 5);
        t111 = t110 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
        t112 = (vcc_v8_uint)t111;
        t113 = t112 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        t114 = vcc_min(vcc_v8_int, t112, t113);
        t6 = (vcc_v8_int)t114;
        t115 = vcc_splat(vcc_v8_int, t105 % 14);
        t116 = t115 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t117 = (vcc_v8_uint)t116;
        t118 = t117 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        t119 = vcc_min(vcc_v8_int, t117, t118);
        t7 = (vcc_v8_int)t119;
        t8 = 0L;
        do {
            t120 = (vcc_v8_int)t5;
            t121 = (long)(int)((long)t105 + t8);
            t122 = (vcc_m8)(t6 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t123 = (vcc_v8_uint)t120;
            t124 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t125 = t123 * t124;
            t126 = (vcc_v8_int)t125;
            t127 = vcc_select(vcc_v8_int, (vcc_v8_int)t122, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t126);
            t128 = __builtin_convertvector(__builtin_convertvector(t127, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t121], t128);
            t129 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t121], t129);
            t8 += 8L;
            t5 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t130 = t6 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t131 = (vcc_v8_uint)t130;
            t132 = t131 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            t133 = vcc_min(vcc_v8_int, t131, t132);
            t6 = (vcc_v8_int)t133;
            t134 = t7 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t135 = (vcc_v8_uint)t134;
            t136 = t135 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
            t137 = vcc_min(vcc_v8_int, t135, t136);
            t7 = (vcc_v8_int)t137;
        } while (t8 < t107);
        i = (int)((long)t105 + t107);
    } else {
        i = t105;
    }
    for (; i < 300; i++) {
        t138 = (long)i;
        t139 = &lens[t138];
        if ((i % 5) == 0) {
            t140 = 0;
        } else {
            t140 = i * 7;
        }
        *t139 = (unsigned char)t140;
        extra[t138] = (unsigned char)(i % 14);
    }
    for (k = 0U; (unsigned long)k < 72UL; k++) {
        n = counts[k];
        if (300L >= 32L) {
            t141 = 300L & -32L;
            t9 = 0L;
            do {
                vcc_store(&c.slot[(int)((long)0 + t9)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_store(&c.slot[(int)((long)0 + (t9 + 8L))], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_store(&c.slot[(int)((long)0 + (t9 + 16L))], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_store(&c.slot[(int)((long)0 + (t9 + 24L))], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                t9 += 32L;
            } while (t9 < t141);
            t142 = (int)((long)0 + t141);
        } else {
            t142 = 0;
        }
        t143 = (long)t142 * -1L + 300L;
        if (t143 >= 8L) {
            t144 = t143 & -8L;
            t10 = 0L;
            do {
                vcc_store(&c.slot[(int)((long)t142 + t10)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                t10 += 8L;
            } while (t10 < t144);
            i_1 = (int)((long)t142 + t144);
        } else {
            i_1 = t142;
        }
        for (; i_1 < 300; i_1++) {
            c.slot[i_1] = 0U;
        }
        set_costs(n, &c, lens, extra);
        check = 0U;
        for (i_2 = 0; i_2 < 300; i_2++) {
            check = check * 31U + c.slot[i_2];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
