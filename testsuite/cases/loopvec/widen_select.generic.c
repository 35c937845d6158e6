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
    int t25;
    int i;
    int t40;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, lens + t5);
            vcc_m8 t7 = __builtin_convertvector(t6 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint t10 = (vcc_v8_uint)t9;
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, extra + t5);
            vcc_v8_uint t12 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t13 = t10 + t12;
            vcc_v8_uint t14 = t13 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t5], t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, lens + t15);
            vcc_m8 t17 = __builtin_convertvector(t16 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t18, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint t20 = (vcc_v8_uint)t19;
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, extra + t15);
            vcc_v8_uint t22 = __builtin_convertvector(__builtin_convertvector(t21, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t23 = t20 + t22;
            vcc_v8_uint t24 = t23 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t15], t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, lens + t28);
            vcc_m8 t30 = __builtin_convertvector(t29 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t31 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t31, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint t33 = (vcc_v8_uint)t32;
            vcc_v8_uchar t34 = vcc_load(vcc_v8_uchar, extra + t28);
            vcc_v8_uint t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t36 = t33 + t35;
            vcc_v8_uint t37 = t36 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t28], t37);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        unsigned char t39 = lens[t38];
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
    int t136;
    vcc_v8_int t11 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t12 = (vcc_v8_uint)t11;
    vcc_v8_uint t1 = t12 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_v8_uint t15 = (vcc_v8_uint)t14;
    vcc_v8_uint t16 = t15 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
    vcc_v8_uint t17 = vcc_min(vcc_v8_int, t15, t16);
    vcc_v8_int t2 = (vcc_v8_int)t17;
    vcc_v8_int t18 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t20 = (vcc_v8_uint)t19;
    vcc_v8_uint t21 = t20 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
    vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
    vcc_v8_int t3 = (vcc_v8_int)t22;
    long t4 = 0L;
    do {
        vcc_v8_int t23 = (vcc_v8_int)t1;
        long t24 = (long)(int)t4;
        vcc_m8 t25 = (vcc_m8)(t2 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t26 = (vcc_v8_uint)t23;
        vcc_v8_uint t27 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t28 = t26 * t27;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t29);
        vcc_v8_uchar t31 = __builtin_convertvector(__builtin_convertvector(t30, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t24], t31);
        vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t24], t32);
        vcc_v8_uint t33 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t34 = (vcc_v8_int)t33;
        long t35 = (long)(int)(t4 + 8L);
        vcc_v8_int t36 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t37 = (vcc_v8_uint)t36;
        vcc_v8_uint t38 = t37 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t39 = vcc_min(vcc_v8_int, t37, t38);
        vcc_v8_int t40 = (vcc_v8_int)t39;
        vcc_m8 t41 = (vcc_m8)(t40 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t42 = (vcc_v8_uint)t34;
        vcc_v8_uint t43 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t44 = t42 * t43;
        vcc_v8_int t45 = (vcc_v8_int)t44;
        vcc_v8_int t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t45);
        vcc_v8_uchar t47 = __builtin_convertvector(__builtin_convertvector(t46, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t35], t47);
        vcc_v8_int t48 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t49 = (vcc_v8_uint)t48;
        vcc_v8_uint t50 = t49 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t51 = vcc_min(vcc_v8_int, t49, t50);
        vcc_v8_int t52 = (vcc_v8_int)t51;
        vcc_v8_uchar t53 = __builtin_convertvector(__builtin_convertvector(t52, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t35], t53);
        vcc_v8_uint t54 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t55 = (vcc_v8_int)t54;
        long t56 = (long)(int)(t4 + 16L);
        vcc_v8_int t57 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t58 = (vcc_v8_uint)t57;
        vcc_v8_uint t59 = t58 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t60 = vcc_min(vcc_v8_int, t58, t59);
        vcc_v8_int t61 = (vcc_v8_int)t60;
        vcc_m8 t62 = (vcc_m8)(t61 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t63 = (vcc_v8_uint)t55;
        vcc_v8_uint t64 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t65 = t63 * t64;
        vcc_v8_int t66 = (vcc_v8_int)t65;
        vcc_v8_int t67 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t66);
        vcc_v8_uchar t68 = __builtin_convertvector(__builtin_convertvector(t67, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t56], t68);
        vcc_v8_int t69 = t3 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t70 = (vcc_v8_uint)t69;
        vcc_v8_uint t71 = t70 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t72 = vcc_min(vcc_v8_int, t70, t71);
        vcc_v8_int t73 = (vcc_v8_int)t72;
        vcc_v8_uchar t74 = __builtin_convertvector(__builtin_convertvector(t73, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t56], t74);
        vcc_v8_uint t75 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t76 = (vcc_v8_int)t75;
        long t77 = (long)(int)(t4 + 24L);
        vcc_v8_int t78 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t79 = (vcc_v8_uint)t78;
        vcc_v8_uint t80 = t79 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t81 = vcc_min(vcc_v8_int, t79, t80);
        vcc_v8_int t82 = (vcc_v8_int)t81;
        vcc_m8 t83 = (vcc_m8)(t82 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t84 = (vcc_v8_uint)t76;
        vcc_v8_uint t85 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t86 = t84 * t85;
        vcc_v8_int t87 = (vcc_v8_int)t86;
        vcc_v8_int t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t87);
        vcc_v8_uchar t89 = __builtin_convertvector(__builtin_convertvector(t88, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t77], t89);
        vcc_v8_int t90 = t3 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_uint t91 = (vcc_v8_uint)t90;
        vcc_v8_uint t92 = t91 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t93 = vcc_min(vcc_v8_int, t91, t92);
        vcc_v8_int t94 = (vcc_v8_int)t93;
        vcc_v8_uchar t95 = __builtin_convertvector(__builtin_convertvector(t94, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t77], t95);
        t4 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        vcc_v8_int t96 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t97 = (vcc_v8_uint)t96;
        vcc_v8_uint t98 = t97 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t99 = vcc_min(vcc_v8_int, t97, t98);
        t2 = (vcc_v8_int)t99;
        vcc_v8_int t100 = t3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t101 = (vcc_v8_uint)t100;
        vcc_v8_uint t102 = t101 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t103 = vcc_min(vcc_v8_int, t101, t102);
        t3 = (vcc_v8_int)t103;
    } while (t4 < 288L);
    vcc_v8_int t104 = (vcc_v8_int){288, 288, 288, 288, 288, 288, 288, 288};
    vcc_v8_uint t105 = (vcc_v8_uint)t104;
    vcc_v8_uint t5 = t105 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t106 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t107 = t106 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_v8_uint t108 = (vcc_v8_uint)t107;
    vcc_v8_uint t109 = t108 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
    vcc_v8_uint t110 = vcc_min(vcc_v8_int, t108, t109);
    vcc_v8_int t6 = (vcc_v8_int)t110;
    vcc_v8_int t111 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_int t112 = t111 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t113 = (vcc_v8_uint)t112;
    vcc_v8_uint t114 = t113 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
    vcc_v8_uint t115 = vcc_min(vcc_v8_int, t113, t114);
    vcc_v8_int t7 = (vcc_v8_int)t115;
    long t8 = 0L;
    do {
        vcc_v8_int t116 = (vcc_v8_int)t5;
        long t117 = (long)(int)(288L + t8);
        vcc_m8 t118 = (vcc_m8)(t6 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t119 = (vcc_v8_uint)t116;
        vcc_v8_uint t120 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t121 = t119 * t120;
        vcc_v8_int t122 = (vcc_v8_int)t121;
        vcc_v8_int t123 = vcc_select(vcc_v8_int, (vcc_v8_int)t118, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t122);
        vcc_v8_uchar t124 = __builtin_convertvector(__builtin_convertvector(t123, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t117], t124);
        vcc_v8_uchar t125 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t117], t125);
        t8 += 8L;
        t5 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t126 = t6 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t127 = (vcc_v8_uint)t126;
        vcc_v8_uint t128 = t127 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t129 = vcc_min(vcc_v8_int, t127, t128);
        t6 = (vcc_v8_int)t129;
        vcc_v8_int t130 = t7 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t131 = (vcc_v8_uint)t130;
        vcc_v8_uint t132 = t131 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t133 = vcc_min(vcc_v8_int, t131, t132);
        t7 = (vcc_v8_int)t133;
    } while (t8 < 8L);
    for (int i = 296; i < 300; i++) {
        long t134 = (long)i;
        unsigned char *t135 = &lens[t134];
        if ((i % 5) == 0) {
            t136 = 0;
        } else {
            t136 = i * 7;
        }
        *t135 = (unsigned char)t136;
        extra[t134] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long t9 = 0L;
        do {
            vcc_store(&c.slot[(int)t9], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[(int)(t9 + 8L)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[(int)(t9 + 16L)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[(int)(t9 + 24L)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t9 += 32L;
        } while (t9 < 288L);
        long t10 = 0L;
        do {
            vcc_store(&c.slot[(int)(288L + t10)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            t10 += 8L;
        } while (t10 < 8L);
        for (int i_1 = 296; i_1 < 300; i_1++) {
            c.slot[i_1] = 0U;
        }
        set_costs(n, &c, lens, extra);
        unsigned int check = 0U;
        for (int i_2 = 0; i_2 < 300; i_2++) {
            check = check * 31U + c.slot[i_2];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
