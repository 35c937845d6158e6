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
    int t17;
    int i;
    int t29;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar lens_v = vcc_load(vcc_v8_uchar, lens + t3);
            vcc_m8 t4 = __builtin_convertvector(lens_v != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(lens_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t5, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint len_v = (vcc_v8_uint)t6;
            vcc_v8_uchar extra_v = vcc_load(vcc_v8_uchar, extra + t3);
            vcc_v8_uint t7 = __builtin_convertvector(__builtin_convertvector(extra_v, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t8 = len_v + t7;
            vcc_v8_uint t9 = t8 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t3], t9);
            long t10 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar lens_v_1 = vcc_load(vcc_v8_uchar, lens + t10);
            vcc_m8 t11 = __builtin_convertvector(lens_v_1 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(lens_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t12, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint len_v_1 = (vcc_v8_uint)t13;
            vcc_v8_uchar extra_v_1 = vcc_load(vcc_v8_uchar, extra + t10);
            vcc_v8_uint t14 = __builtin_convertvector(__builtin_convertvector(extra_v_1, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t15 = len_v_1 + t14;
            vcc_v8_uint t16 = t15 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t10], t16);
            i_vec += 16L;
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + i_vec_1);
            vcc_v8_uchar lens_v_2 = vcc_load(vcc_v8_uchar, lens + t20);
            vcc_m8 t21 = __builtin_convertvector(lens_v_2 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_int t22 = __builtin_convertvector(__builtin_convertvector(lens_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t22, ((vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10}));
            vcc_v8_uint len_v_2 = (vcc_v8_uint)t23;
            vcc_v8_uchar extra_v_2 = vcc_load(vcc_v8_uchar, extra + t20);
            vcc_v8_uint t24 = __builtin_convertvector(__builtin_convertvector(extra_v_2, vcc_v8_ushort), vcc_v8_uint);
            vcc_v8_uint t25 = len_v_2 + t24;
            vcc_v8_uint t26 = t25 * (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_store(&c->slot[t20], t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        unsigned char t28 = lens[t27];
        if (t28) {
            t29 = (int)t28;
        } else {
            t29 = 10;
        }
        c->slot[t27] = ((unsigned int)t29 + (unsigned int)extra[t27]) * 16U;
    }
}

int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t125;
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
        long t17 = (long)(int)i_vec;
        vcc_m8 t18 = (vcc_m8)(t1 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t19 = (vcc_v8_uint)i_v_2;
        vcc_v8_uint t20 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t21 = t19 * t20;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t22);
        vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t17], t24);
        vcc_v8_uchar t25 = __builtin_convertvector(__builtin_convertvector(t2, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t17], t25);
        vcc_v8_uint t26 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t26;
        long t27 = (long)(int)(i_vec + 8L);
        vcc_v8_int t28 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t29 = (vcc_v8_uint)t28;
        vcc_v8_uint t30 = t29 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t31 = vcc_min(vcc_v8_int, t29, t30);
        vcc_v8_int t32 = (vcc_v8_int)t31;
        vcc_m8 t33 = (vcc_m8)(t32 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t34 = (vcc_v8_uint)i_v_3;
        vcc_v8_uint t35 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t36 = t34 * t35;
        vcc_v8_int t37 = (vcc_v8_int)t36;
        vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t37);
        vcc_v8_uchar t39 = __builtin_convertvector(__builtin_convertvector(t38, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t27], t39);
        vcc_v8_int t40 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t41 = (vcc_v8_uint)t40;
        vcc_v8_uint t42 = t41 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t43 = vcc_min(vcc_v8_int, t41, t42);
        vcc_v8_int t44 = (vcc_v8_int)t43;
        vcc_v8_uchar t45 = __builtin_convertvector(__builtin_convertvector(t44, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t27], t45);
        vcc_v8_uint t46 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t46;
        long t47 = (long)(int)(i_vec + 16L);
        vcc_v8_int t48 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t49 = (vcc_v8_uint)t48;
        vcc_v8_uint t50 = t49 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t51 = vcc_min(vcc_v8_int, t49, t50);
        vcc_v8_int t52 = (vcc_v8_int)t51;
        vcc_m8 t53 = (vcc_m8)(t52 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t54 = (vcc_v8_uint)i_v_4;
        vcc_v8_uint t55 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t56 = t54 * t55;
        vcc_v8_int t57 = (vcc_v8_int)t56;
        vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t53, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t57);
        vcc_v8_uchar t59 = __builtin_convertvector(__builtin_convertvector(t58, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t47], t59);
        vcc_v8_int t60 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t61 = (vcc_v8_uint)t60;
        vcc_v8_uint t62 = t61 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t63 = vcc_min(vcc_v8_int, t61, t62);
        vcc_v8_int t64 = (vcc_v8_int)t63;
        vcc_v8_uchar t65 = __builtin_convertvector(__builtin_convertvector(t64, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t47], t65);
        vcc_v8_uint t66 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t66;
        long t67 = (long)(int)(i_vec + 24L);
        vcc_v8_int t68 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t69 = (vcc_v8_uint)t68;
        vcc_v8_uint t70 = t69 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t71 = vcc_min(vcc_v8_int, t69, t70);
        vcc_v8_int t72 = (vcc_v8_int)t71;
        vcc_m8 t73 = (vcc_m8)(t72 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t74 = (vcc_v8_uint)i_v_5;
        vcc_v8_uint t75 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t76 = t74 * t75;
        vcc_v8_int t77 = (vcc_v8_int)t76;
        vcc_v8_int t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t77);
        vcc_v8_uchar t79 = __builtin_convertvector(__builtin_convertvector(t78, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t67], t79);
        vcc_v8_int t80 = t2 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_v8_uint t81 = (vcc_v8_uint)t80;
        vcc_v8_uint t82 = t81 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t83 = vcc_min(vcc_v8_int, t81, t82);
        vcc_v8_int t84 = (vcc_v8_int)t83;
        vcc_v8_uchar t85 = __builtin_convertvector(__builtin_convertvector(t84, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t67], t85);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        vcc_v8_int t86 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t87 = (vcc_v8_uint)t86;
        vcc_v8_uint t88 = t87 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t89 = vcc_min(vcc_v8_int, t87, t88);
        t1 = (vcc_v8_int)t89;
        vcc_v8_int t90 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t91 = (vcc_v8_uint)t90;
        vcc_v8_uint t92 = t91 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t93 = vcc_min(vcc_v8_int, t91, t92);
        t2 = (vcc_v8_int)t93;
    } while (i_vec < 288L);
    vcc_v8_int t94 = (vcc_v8_int){288, 288, 288, 288, 288, 288, 288, 288};
    vcc_v8_uint t95 = (vcc_v8_uint)t94;
    vcc_v8_uint i_v_1 = t95 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t96 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t97 = t96 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_v8_uint t98 = (vcc_v8_uint)t97;
    vcc_v8_uint t99 = t98 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
    vcc_v8_uint t100 = vcc_min(vcc_v8_int, t98, t99);
    vcc_v8_int t3 = (vcc_v8_int)t100;
    vcc_v8_int t101 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_int t102 = t101 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_uint t103 = (vcc_v8_uint)t102;
    vcc_v8_uint t104 = t103 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
    vcc_v8_uint t105 = vcc_min(vcc_v8_int, t103, t104);
    vcc_v8_int t4 = (vcc_v8_int)t105;
    long i_vec_1 = 0L;
    do {
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        long t106 = (long)(int)(288L + i_vec_1);
        vcc_m8 t107 = (vcc_m8)(t3 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_v8_uint t108 = (vcc_v8_uint)i_v_6;
        vcc_v8_uint t109 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t110 = t108 * t109;
        vcc_v8_int t111 = (vcc_v8_int)t110;
        vcc_v8_int t112 = vcc_select(vcc_v8_int, (vcc_v8_int)t107, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t111);
        vcc_v8_uchar t113 = __builtin_convertvector(__builtin_convertvector(t112, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t106], t113);
        vcc_v8_uchar t114 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t106], t114);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t115 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t116 = (vcc_v8_uint)t115;
        vcc_v8_uint t117 = t116 - (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t118 = vcc_min(vcc_v8_int, t116, t117);
        t3 = (vcc_v8_int)t118;
        vcc_v8_int t119 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t120 = (vcc_v8_uint)t119;
        vcc_v8_uint t121 = t120 - (vcc_v8_uint){14U, 14U, 14U, 14U, 14U, 14U, 14U, 14U};
        vcc_v8_uint t122 = vcc_min(vcc_v8_int, t120, t121);
        t4 = (vcc_v8_int)t122;
    } while (i_vec_1 < 8L);
    for (int i = 296; i < 300; i++) {
        long t123 = (long)i;
        unsigned char *t124 = &lens[t123];
        if ((i % 5) == 0) {
            t125 = 0;
        } else {
            t125 = i * 7;
        }
        *t124 = (unsigned char)t125;
        extra[t123] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long i_vec_2 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_store(&c.slot[(int)i_vec_2], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[(int)(i_vec_2 + 8L)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[(int)(i_vec_2 + 16L)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_store(&c.slot[(int)(i_vec_2 + 24L)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            i_vec_2 += 32L;
        } while (i_vec_2 < 288L);
        long i_vec_3 = 0L;
        do {
            vcc_store(&c.slot[(int)(288L + i_vec_3)], ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
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
