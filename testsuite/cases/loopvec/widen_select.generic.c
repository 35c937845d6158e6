/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
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
    vcc_v8_uint t17;
    int t118;
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint i_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t7 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_v8_uint t8 = (vcc_v8_uint)t7;
    vcc_v8_uint t9 = t8 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
    vcc_v8_uint t10 = vcc_min(vcc_v8_int, t8, t9);
    vcc_v8_int t1 = (vcc_v8_int)t10;
    vcc_v8_int t11 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t12 = (vcc_v8_uint)t11;
    vcc_v8_uint t13 = t12 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
    vcc_v8_uint t14 = vcc_min(vcc_v8_int, t12, t13);
    vcc_v8_int t2 = (vcc_v8_int)t14;
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 8, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t15 = (vcc_m8)(t1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t16 = (vcc_v8_uint)i_v_2;
        t17 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t18 = t16 * t17;
        vcc_v8_int t19 = (vcc_v8_int)t18;
        vcc_v8_int t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t19);
        vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector(t20, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[i_vec], t21);
        vcc_v8_uchar t22 = __builtin_convertvector(__builtin_convertvector(t2, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[i_vec], t22);
        long t23 = i_vec + 8L;
        vcc_v8_uint t24 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t24;
        vcc_v8_int t25 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t26 = (vcc_v8_uint)t25;
        vcc_v8_uint t27 = t26 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_m8 t30 = (vcc_m8)(t29 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t31 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t32 = t31 * t17;
        vcc_v8_int t33 = (vcc_v8_int)t32;
        vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t33);
        vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t23], t35);
        vcc_v8_int t36 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t37 = (vcc_v8_uint)t36;
        vcc_v8_uint t38 = t37 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t39 = vcc_min(vcc_v8_int, t37, t38);
        vcc_v8_int t40 = (vcc_v8_int)t39;
        vcc_v8_uchar t41 = __builtin_convertvector(__builtin_convertvector(t40, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t23], t41);
        long t42 = i_vec + 16L;
        vcc_v8_uint t43 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t43;
        vcc_v8_int t44 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t45 = (vcc_v8_uint)t44;
        vcc_v8_uint t46 = t45 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t47 = vcc_min(vcc_v8_int, t45, t46);
        vcc_v8_int t48 = (vcc_v8_int)t47;
        vcc_m8 t49 = (vcc_m8)(t48 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t50 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t51 = t50 * t17;
        vcc_v8_int t52 = (vcc_v8_int)t51;
        vcc_v8_int t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t52);
        vcc_v8_uchar t54 = __builtin_convertvector(__builtin_convertvector(t53, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t42], t54);
        vcc_v8_int t55 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t56 = (vcc_v8_uint)t55;
        vcc_v8_uint t57 = t56 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t58 = vcc_min(vcc_v8_int, t56, t57);
        vcc_v8_int t59 = (vcc_v8_int)t58;
        vcc_v8_uchar t60 = __builtin_convertvector(__builtin_convertvector(t59, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t42], t60);
        long t61 = i_vec + 24L;
        vcc_v8_uint t62 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t62;
        vcc_v8_int t63 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t64 = (vcc_v8_uint)t63;
        vcc_v8_uint t65 = t64 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t66 = vcc_min(vcc_v8_int, t64, t65);
        vcc_v8_int t67 = (vcc_v8_int)t66;
        vcc_m8 t68 = (vcc_m8)(t67 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t69 = (vcc_v8_uint)i_v_5;
        vcc_v8_uint t70 = t69 * t17;
        vcc_v8_int t71 = (vcc_v8_int)t70;
        vcc_v8_int t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t71);
        vcc_v8_uchar t73 = __builtin_convertvector(__builtin_convertvector(t72, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t61], t73);
        vcc_v8_int t74 = t2 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_uint t75 = (vcc_v8_uint)t74;
        vcc_v8_uint t76 = t75 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t77 = vcc_min(vcc_v8_int, t75, t76);
        vcc_v8_int t78 = (vcc_v8_int)t77;
        vcc_v8_uchar t79 = __builtin_convertvector(__builtin_convertvector(t78, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t61], t79);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        vcc_v8_int t80 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t81 = (vcc_v8_uint)t80;
        vcc_v8_uint t82 = t81 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t83 = vcc_min(vcc_v8_int, t81, t82);
        t1 = (vcc_v8_int)t83;
        vcc_v8_int t84 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t85 = (vcc_v8_uint)t84;
        vcc_v8_uint t86 = t85 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t87 = vcc_min(vcc_v8_int, t85, t86);
        t2 = (vcc_v8_int)t87;
    } while (i_vec < 288L);
    vcc_v8_int t88 = (vcc_v8_int){288, 288, 288, 288, 288, 288, 288, 288};
    vcc_v8_uint t89 = (vcc_v8_uint)t88;
    vcc_v8_uint i_v_1 = t89 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t90 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t91 = t90 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_v8_uint t92 = (vcc_v8_uint)t91;
    vcc_v8_uint t93 = t92 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
    vcc_v8_uint t94 = vcc_min(vcc_v8_int, t92, t93);
    vcc_v8_int t3 = (vcc_v8_int)t94;
    vcc_v8_int t95 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_int t96 = t95 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t97 = (vcc_v8_uint)t96;
    vcc_v8_uint t98 = t97 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
    vcc_v8_uint t99 = vcc_min(vcc_v8_int, t97, t98);
    vcc_v8_int t4 = (vcc_v8_int)t99;
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t100 = 288L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t101 = (vcc_m8)(t3 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t102 = (vcc_v8_uint)i_v_6;
        vcc_v8_uint t103 = t102 * t17;
        vcc_v8_int t104 = (vcc_v8_int)t103;
        vcc_v8_int t105 = vcc_select(vcc_v8_int, (vcc_v8_int)t101, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t104);
        vcc_v8_uchar t106 = __builtin_convertvector(__builtin_convertvector(t105, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t100], t106);
        vcc_v8_uchar t107 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t100], t107);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t108 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t109 = (vcc_v8_uint)t108;
        vcc_v8_uint t110 = t109 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t111 = vcc_min(vcc_v8_int, t109, t110);
        t3 = (vcc_v8_int)t111;
        vcc_v8_int t112 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t113 = (vcc_v8_uint)t112;
        vcc_v8_uint t114 = t113 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t115 = vcc_min(vcc_v8_int, t113, t114);
        t4 = (vcc_v8_int)t115;
    } while (i_vec_1 < 8L);
    int i = 296;
    while (i < 300) {
        long t116 = (long)i;
        unsigned char *t117 = &lens[t116];
        if ((i % 5) == 0) {
            t118 = 0;
        } else {
            t118 = i * 7;
        }
        *t117 = (unsigned char)t118;
        extra[t116] = (unsigned char)(i % 14);
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
