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
    int t16;
    int i;
    int t28;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar lens_v = vcc_load(vcc_v8_uchar, lens + i_vec);
            vcc_m8 t3 = __builtin_convertvector(lens_v != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(lens_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t4, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint len_v = (vcc_v8_uint)t5;
            vcc_v8_uchar extra_v = vcc_load(vcc_v8_uchar, extra + i_vec);
            vcc_v8_uint t6 = __builtin_convertvector(__builtin_convertvector(extra_v, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t7 = len_v + t6;
            vcc_v8_uint t8 = t7 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[i_vec], t8);
            long t9 = i_vec + 8L;
            vcc_v8_uchar lens_v_1 = vcc_load(vcc_v8_uchar, lens + t9);
            vcc_m8 t10 = __builtin_convertvector(lens_v_1 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t11 = __builtin_convertvector(__builtin_convertvector(lens_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t11, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint len_v_1 = (vcc_v8_uint)t12;
            vcc_v8_uchar extra_v_1 = vcc_load(vcc_v8_uchar, extra + t9);
            vcc_v8_uint t13 = __builtin_convertvector(__builtin_convertvector(extra_v_1, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t14 = len_v_1 + t13;
            vcc_v8_uint t15 = t14 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t9], t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_select.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            vcc_v8_uchar lens_v_2 = vcc_load(vcc_v8_uchar, lens + t19);
            vcc_m8 t20 = __builtin_convertvector(lens_v_2 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t21 = __builtin_convertvector(__builtin_convertvector(lens_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t21, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint len_v_2 = (vcc_v8_uint)t22;
            vcc_v8_uchar extra_v_2 = vcc_load(vcc_v8_uchar, extra + t19);
            vcc_v8_uint t23 = __builtin_convertvector(__builtin_convertvector(extra_v_2, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t24 = len_v_2 + t23;
            vcc_v8_uint t25 = t24 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t19], t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned char t27 = lens[t26];
        if (t27) {
            t28 = (int)t27;
        } else {
            t28 = 10;
        }
        c->slot[t26] = ((unsigned int)t28 + (unsigned int)extra[t26]) * 16U;
    }
}

int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t124;
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint i_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_v8_uint t9 = (vcc_v8_uint)t8;
    vcc_v8_uint t10 = t9 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
    vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
    vcc_v8_int t1 = (vcc_v8_int)t11;
    vcc_v8_int t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t13 = t12 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t14 = (vcc_v8_uint)t13;
    vcc_v8_uint t15 = t14 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
    vcc_v8_uint t16 = vcc_min(vcc_v8_int, t14, t15);
    vcc_v8_int t2 = (vcc_v8_int)t16;
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 8, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t17 = (vcc_m8)(t1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t18 = (vcc_v8_uint)i_v_2;
        vcc_v8_uint t19 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
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
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t29 = t28 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t30 = vcc_min(vcc_v8_int, t28, t29);
        vcc_v8_int t31 = (vcc_v8_int)t30;
        vcc_m8 t32 = (vcc_m8)(t31 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t33 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t34 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t35 = t33 * t34;
        vcc_v8_int t36 = (vcc_v8_int)t35;
        vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t36);
        vcc_v8_uchar t38 = __builtin_convertvector(__builtin_convertvector(t37, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t25], t38);
        vcc_v8_int t39 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t41 = t40 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
        vcc_v8_int t43 = (vcc_v8_int)t42;
        vcc_v8_uchar t44 = __builtin_convertvector(__builtin_convertvector(t43, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t25], t44);
        long t45 = i_vec + 16L;
        vcc_v8_uint t46 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t46;
        vcc_v8_int t47 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t48 = (vcc_v8_uint)t47;
        vcc_v8_uint t49 = t48 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t50 = vcc_min(vcc_v8_int, t48, t49);
        vcc_v8_int t51 = (vcc_v8_int)t50;
        vcc_m8 t52 = (vcc_m8)(t51 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t53 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t54 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t55 = t53 * t54;
        vcc_v8_int t56 = (vcc_v8_int)t55;
        vcc_v8_int t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t56);
        vcc_v8_uchar t58 = __builtin_convertvector(__builtin_convertvector(t57, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t45], t58);
        vcc_v8_int t59 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t60 = (vcc_v8_uint)t59;
        vcc_v8_uint t61 = t60 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t62 = vcc_min(vcc_v8_int, t60, t61);
        vcc_v8_int t63 = (vcc_v8_int)t62;
        vcc_v8_uchar t64 = __builtin_convertvector(__builtin_convertvector(t63, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t45], t64);
        long t65 = i_vec + 24L;
        vcc_v8_uint t66 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t66;
        vcc_v8_int t67 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t68 = (vcc_v8_uint)t67;
        vcc_v8_uint t69 = t68 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t70 = vcc_min(vcc_v8_int, t68, t69);
        vcc_v8_int t71 = (vcc_v8_int)t70;
        vcc_m8 t72 = (vcc_m8)(t71 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t73 = (vcc_v8_uint)i_v_5;
        vcc_v8_uint t74 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t75 = t73 * t74;
        vcc_v8_int t76 = (vcc_v8_int)t75;
        vcc_v8_int t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t76);
        vcc_v8_uchar t78 = __builtin_convertvector(__builtin_convertvector(t77, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t65], t78);
        vcc_v8_int t79 = t2 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_uint t80 = (vcc_v8_uint)t79;
        vcc_v8_uint t81 = t80 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t82 = vcc_min(vcc_v8_int, t80, t81);
        vcc_v8_int t83 = (vcc_v8_int)t82;
        vcc_v8_uchar t84 = __builtin_convertvector(__builtin_convertvector(t83, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t65], t84);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        vcc_v8_int t85 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t86 = (vcc_v8_uint)t85;
        vcc_v8_uint t87 = t86 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t88 = vcc_min(vcc_v8_int, t86, t87);
        t1 = (vcc_v8_int)t88;
        vcc_v8_int t89 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t90 = (vcc_v8_uint)t89;
        vcc_v8_uint t91 = t90 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t92 = vcc_min(vcc_v8_int, t90, t91);
        t2 = (vcc_v8_int)t92;
    } while (i_vec < 288L);
    vcc_v8_int t93 = (vcc_v8_int){288, 288, 288, 288, 288, 288, 288, 288};
    vcc_v8_uint t94 = (vcc_v8_uint)t93;
    vcc_v8_uint i_v_1 = t94 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t95 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t96 = t95 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_v8_uint t97 = (vcc_v8_uint)t96;
    vcc_v8_uint t98 = t97 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
    vcc_v8_uint t99 = vcc_min(vcc_v8_int, t97, t98);
    vcc_v8_int t3 = (vcc_v8_int)t99;
    vcc_v8_int t100 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_int t101 = t100 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t102 = (vcc_v8_uint)t101;
    vcc_v8_uint t103 = t102 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
    vcc_v8_uint t104 = vcc_min(vcc_v8_int, t102, t103);
    vcc_v8_int t4 = (vcc_v8_int)t104;
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t105 = 288L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t106 = (vcc_m8)(t3 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t107 = (vcc_v8_uint)i_v_6;
        vcc_v8_uint t108 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t109 = t107 * t108;
        vcc_v8_int t110 = (vcc_v8_int)t109;
        vcc_v8_int t111 = vcc_select(vcc_v8_int, (vcc_v8_int)t106, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t110);
        vcc_v8_uchar t112 = __builtin_convertvector(__builtin_convertvector(t111, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t105], t112);
        vcc_v8_uchar t113 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t105], t113);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t114 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t115 = (vcc_v8_uint)t114;
        vcc_v8_uint t116 = t115 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t117 = vcc_min(vcc_v8_int, t115, t116);
        t3 = (vcc_v8_int)t117;
        vcc_v8_int t118 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t119 = (vcc_v8_uint)t118;
        vcc_v8_uint t120 = t119 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t121 = vcc_min(vcc_v8_int, t119, t120);
        t4 = (vcc_v8_int)t121;
    } while (i_vec_1 < 8L);
    for (int i = 296; i < 300; i++) {
        long t122 = (long)i;
        unsigned char *t123 = &lens[t122];
        if ((i % 5) == 0) {
            t124 = 0;
        } else {
            t124 = i * 7;
        }
        *t123 = (unsigned char)t124;
        extra[t122] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
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
