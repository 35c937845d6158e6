/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    int t14;
    int i;
    int t25;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar lens_v = vcc_load(vcc_v8_uchar, lens + i_vec);
            vcc_m8 t3 = __builtin_convertvector(lens_v != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector(t3, vcc_v8_schar), lens_v, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            vcc_v8_uint len_v = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uchar extra_v = vcc_load(vcc_v8_uchar, extra + i_vec);
            vcc_v8_uint t5 = __builtin_convertvector(__builtin_convertvector(extra_v, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t6 = len_v + t5;
            vcc_v8_uint t7 = t6 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[i_vec], t7);
            long t8 = i_vec + 8L;
            vcc_v8_uchar lens_v_1 = vcc_load(vcc_v8_uchar, lens + t8);
            vcc_m8 t9 = __builtin_convertvector(lens_v_1 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector(t9, vcc_v8_schar), lens_v_1, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            vcc_v8_uint len_v_1 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uchar extra_v_1 = vcc_load(vcc_v8_uchar, extra + t8);
            vcc_v8_uint t11 = __builtin_convertvector(__builtin_convertvector(extra_v_1, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t12 = len_v_1 + t11;
            vcc_v8_uint t13 = t12 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t8], t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_select.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_uchar lens_v_2 = vcc_load(vcc_v8_uchar, lens + t17);
            vcc_m8 t18 = __builtin_convertvector(lens_v_2 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector(t18, vcc_v8_schar), lens_v_2, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            vcc_v8_uint len_v_2 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uchar extra_v_2 = vcc_load(vcc_v8_uchar, extra + t17);
            vcc_v8_uint t20 = __builtin_convertvector(__builtin_convertvector(extra_v_2, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t21 = len_v_2 + t20;
            vcc_v8_uint t22 = t21 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t17], t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        unsigned char t24 = lens[t23];
        if (t24) {
            t25 = (int)t24;
        } else {
            t25 = 10;
        }
        c->slot[t23] = ((unsigned int)t25 + (unsigned int)extra[t23]) * 16U;
    }
}

int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    vcc_v8_uint t19;
    int t132;
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint i_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t7 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
    vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t10 = (vcc_v8_uint)t7;
    vcc_v8_uint t11 = t10 - t9;
    vcc_v8_int t1 = (vcc_v8_int)t11;
    vcc_v8_int t12 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13});
    vcc_v8_uint t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t15 = (vcc_v8_uint)t12;
    vcc_v8_uint t16 = t15 - t14;
    vcc_v8_int t2 = (vcc_v8_int)t16;
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 8, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t17 = (vcc_m8)(t1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t18 = (vcc_v8_uint)i_v_2;
        t19 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t20 = t18 * t19;
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t21);
        vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[i_vec], t23);
        vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector(t2, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[i_vec], t24);
        long t25 = i_vec + 8L;
        vcc_v8_uint t26 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t26;
        vcc_v8_int t27 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t30 = (vcc_v8_uint)t27;
        vcc_v8_uint t31 = t30 - t29;
        vcc_v8_int t32 = (vcc_v8_int)t31;
        vcc_m8 t33 = (vcc_m8)(t32 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t34 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t35 = t34 * t19;
        vcc_v8_int t36 = (vcc_v8_int)t35;
        vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t36);
        vcc_v8_uchar t38 = __builtin_convertvector(__builtin_convertvector(t37, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t25], t38);
        vcc_v8_int t39 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t40 = (vcc_m8)(t39 > (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13});
        vcc_v8_uint t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, ((vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t42 = (vcc_v8_uint)t39;
        vcc_v8_uint t43 = t42 - t41;
        vcc_v8_int t44 = (vcc_v8_int)t43;
        vcc_v8_uchar t45 = __builtin_convertvector(__builtin_convertvector(t44, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t25], t45);
        long t46 = i_vec + 16L;
        vcc_v8_uint t47 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t47;
        vcc_v8_int t48 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t49 = (vcc_m8)(t48 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t51 = (vcc_v8_uint)t48;
        vcc_v8_uint t52 = t51 - t50;
        vcc_v8_int t53 = (vcc_v8_int)t52;
        vcc_m8 t54 = (vcc_m8)(t53 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t55 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t56 = t55 * t19;
        vcc_v8_int t57 = (vcc_v8_int)t56;
        vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t57);
        vcc_v8_uchar t59 = __builtin_convertvector(__builtin_convertvector(t58, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t46], t59);
        vcc_v8_int t60 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t61 = (vcc_m8)(t60 > (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13});
        vcc_v8_uint t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t61, ((vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t63 = (vcc_v8_uint)t60;
        vcc_v8_uint t64 = t63 - t62;
        vcc_v8_int t65 = (vcc_v8_int)t64;
        vcc_v8_uchar t66 = __builtin_convertvector(__builtin_convertvector(t65, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t46], t66);
        long t67 = i_vec + 24L;
        vcc_v8_uint t68 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t68;
        vcc_v8_int t69 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t70 = (vcc_m8)(t69 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t70, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t72 = (vcc_v8_uint)t69;
        vcc_v8_uint t73 = t72 - t71;
        vcc_v8_int t74 = (vcc_v8_int)t73;
        vcc_m8 t75 = (vcc_m8)(t74 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t76 = (vcc_v8_uint)i_v_5;
        vcc_v8_uint t77 = t76 * t19;
        vcc_v8_int t78 = (vcc_v8_int)t77;
        vcc_v8_int t79 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t78);
        vcc_v8_uchar t80 = __builtin_convertvector(__builtin_convertvector(t79, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t67], t80);
        vcc_v8_int t81 = t2 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_m8 t82 = (vcc_m8)(t81 > (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13});
        vcc_v8_uint t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t82, ((vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t84 = (vcc_v8_uint)t81;
        vcc_v8_uint t85 = t84 - t83;
        vcc_v8_int t86 = (vcc_v8_int)t85;
        vcc_v8_uchar t87 = __builtin_convertvector(__builtin_convertvector(t86, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t67], t87);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        vcc_v8_int t88 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t89 = (vcc_m8)(t88 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t89, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t91 = (vcc_v8_uint)t88;
        vcc_v8_uint t92 = t91 - t90;
        t1 = (vcc_v8_int)t92;
        vcc_v8_int t93 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t94 = (vcc_m8)(t93 > (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13});
        vcc_v8_uint t95 = vcc_select(vcc_v8_int, (vcc_v8_int)t94, ((vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t96 = (vcc_v8_uint)t93;
        vcc_v8_uint t97 = t96 - t95;
        t2 = (vcc_v8_int)t97;
    } while (i_vec < 288L);
    vcc_v8_int t98 = (vcc_v8_int){288, 288, 288, 288, 288, 288, 288, 288};
    vcc_v8_uint t99 = (vcc_v8_uint)t98;
    vcc_v8_uint i_v_1 = t99 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t100 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t101 = t100 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_m8 t102 = (vcc_m8)(t101 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
    vcc_v8_uint t103 = vcc_select(vcc_v8_int, (vcc_v8_int)t102, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t104 = (vcc_v8_uint)t101;
    vcc_v8_uint t105 = t104 - t103;
    vcc_v8_int t3 = (vcc_v8_int)t105;
    vcc_v8_int t106 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_int t107 = t106 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t108 = (vcc_m8)(t107 > (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13});
    vcc_v8_uint t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t108, ((vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t110 = (vcc_v8_uint)t107;
    vcc_v8_uint t111 = t110 - t109;
    vcc_v8_int t4 = (vcc_v8_int)t111;
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t112 = 288L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t113 = (vcc_m8)(t3 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t114 = (vcc_v8_uint)i_v_6;
        vcc_v8_uint t115 = t114 * t19;
        vcc_v8_int t116 = (vcc_v8_int)t115;
        vcc_v8_int t117 = vcc_select(vcc_v8_int, (vcc_v8_int)t113, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t116);
        vcc_v8_uchar t118 = __builtin_convertvector(__builtin_convertvector(t117, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t112], t118);
        vcc_v8_uchar t119 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t112], t119);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t120 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t121 = (vcc_m8)(t120 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t122 = vcc_select(vcc_v8_int, (vcc_v8_int)t121, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t123 = (vcc_v8_uint)t120;
        vcc_v8_uint t124 = t123 - t122;
        t3 = (vcc_v8_int)t124;
        vcc_v8_int t125 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t126 = (vcc_m8)(t125 > (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13});
        vcc_v8_uint t127 = vcc_select(vcc_v8_int, (vcc_v8_int)t126, ((vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t128 = (vcc_v8_uint)t125;
        vcc_v8_uint t129 = t128 - t127;
        t4 = (vcc_v8_int)t129;
    } while (i_vec_1 < 8L);
    int i = 296;
    while (i < 300) {
        long t130 = (long)i;
        unsigned char *t131 = &lens[t130];
        if ((i % 5) == 0) {
            t132 = 0;
        } else {
            t132 = i * 7;
        }
        *t131 = (unsigned char)t132;
        extra[t130] = (unsigned char)(i % 14);
        i++;
    }
    unsigned int k = 0U;
    while ((unsigned long)k < 72UL) {
        int n = counts[k];
        long i_vec_2 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(&c.slot[i_vec_2], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[i_vec_2 + 8L], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[i_vec_2 + 16L], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[i_vec_2 + 24L], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            i_vec_2 += 32L;
        } while (i_vec_2 < 288L);
        long i_vec_3 = 0L;
        /* vcc: loop at widen_select.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_store(&c.slot[288L + i_vec_3], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        c.slot[296] = 0U;
        c.slot[297] = 0U;
        c.slot[298] = 0U;
        c.slot[299] = 0U;
        set_costs(n, &c, lens, extra);
        int i_1 = 0;
        unsigned int check = 0U;
        while (i_1 < 300) {
            check = check * 31U + c.slot[i_1];
            i_1++;
        }
        printf("n=%d check=%u\n", n, check);
        k++;
    }
    return 0;
}
