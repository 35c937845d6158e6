/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
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
    int t26;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar lens_v = vcc_load(vcc_v4_uchar, lens + i_vec);
            uint32x4_t t3 = (uint32x4_t)__builtin_convertvector(lens_v != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), lens_v, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            uint32x4_t len_v = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t4, vcc_v4_ushort), vcc_v4_uint);
            vcc_v4_uchar extra_v = vcc_load(vcc_v4_uchar, extra + i_vec);
            uint32x4_t t5 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(extra_v, vcc_v4_ushort), vcc_v4_uint);
            uint32x4_t t6 = vaddq_u32(len_v, t5);
            uint32x4_t t7 = vmulq_u32(t6, vdupq_n_u32(16));
            vst1q_u32(&c->slot[i_vec], t7);
            long t8 = i_vec + 4L;
            vcc_v4_uchar lens_v_1 = vcc_load(vcc_v4_uchar, lens + t8);
            uint32x4_t t9 = (uint32x4_t)__builtin_convertvector(lens_v_1 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), lens_v_1, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            uint32x4_t len_v_1 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t10, vcc_v4_ushort), vcc_v4_uint);
            vcc_v4_uchar extra_v_1 = vcc_load(vcc_v4_uchar, extra + t8);
            uint32x4_t t11 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(extra_v_1, vcc_v4_ushort), vcc_v4_uint);
            uint32x4_t t12 = vaddq_u32(len_v_1, t11);
            uint32x4_t t13 = vmulq_u32(t12, vdupq_n_u32(16));
            vst1q_u32(&c->slot[t8], t13);
            long t14 = i_vec + 8L;
            vcc_v4_uchar lens_v_2 = vcc_load(vcc_v4_uchar, lens + t14);
            uint32x4_t t15 = (uint32x4_t)__builtin_convertvector(lens_v_2 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t16 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t15, vcc_v4_schar), lens_v_2, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            uint32x4_t len_v_2 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t16, vcc_v4_ushort), vcc_v4_uint);
            vcc_v4_uchar extra_v_2 = vcc_load(vcc_v4_uchar, extra + t14);
            uint32x4_t t17 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(extra_v_2, vcc_v4_ushort), vcc_v4_uint);
            uint32x4_t t18 = vaddq_u32(len_v_2, t17);
            uint32x4_t t19 = vmulq_u32(t18, vdupq_n_u32(16));
            vst1q_u32(&c->slot[t14], t19);
            long t20 = i_vec + 12L;
            vcc_v4_uchar lens_v_3 = vcc_load(vcc_v4_uchar, lens + t20);
            uint32x4_t t21 = (uint32x4_t)__builtin_convertvector(lens_v_3 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t21, vcc_v4_schar), lens_v_3, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            uint32x4_t len_v_3 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t22, vcc_v4_ushort), vcc_v4_uint);
            vcc_v4_uchar extra_v_3 = vcc_load(vcc_v4_uchar, extra + t20);
            uint32x4_t t23 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(extra_v_3, vcc_v4_ushort), vcc_v4_uint);
            uint32x4_t t24 = vaddq_u32(len_v_3, t23);
            uint32x4_t t25 = vmulq_u32(t24, vdupq_n_u32(16));
            vst1q_u32(&c->slot[t20], t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_select.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v4_uchar lens_v_4 = vcc_load(vcc_v4_uchar, lens + t29);
            uint32x4_t t30 = (uint32x4_t)__builtin_convertvector(lens_v_4 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t31 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t30, vcc_v4_schar), lens_v_4, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            uint32x4_t len_v_4 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(t31, vcc_v4_ushort), vcc_v4_uint);
            vcc_v4_uchar extra_v_4 = vcc_load(vcc_v4_uchar, extra + t29);
            uint32x4_t t32 = (uint32x4_t)__builtin_convertvector(__builtin_convertvector(extra_v_4, vcc_v4_ushort), vcc_v4_uint);
            uint32x4_t t33 = vaddq_u32(len_v_4, t32);
            uint32x4_t t34 = vmulq_u32(t33, vdupq_n_u32(16));
            vst1q_u32(&c->slot[t29], t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        unsigned char t36 = lens[t35];
        if (t36) {
            t37 = (int)t36;
        } else {
            t37 = 10;
        }
        c->slot[t35] = ((unsigned int)t37 + (unsigned int)extra[t35]) * 16U;
    }
}

int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int32x4_t t5 = vdupq_n_s32(0);
    uint32x4_t t6 = vreinterpretq_u32_s32(t5);
    uint32x4_t i_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    int32x4_t t7 = vdupq_n_s32(0);
    int32x4_t t8 = vaddq_s32(t7, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t9 = vreinterpretq_u32_s32(t8);
    uint32x4_t t10 = vsubq_u32(t9, vdupq_n_u32(5));
    uint32x4_t t11 = vminq_u32(t9, t10);
    int32x4_t t1 = vreinterpretq_s32_u32(t11);
    int32x4_t t12 = vdupq_n_s32(0);
    int32x4_t t13 = vaddq_s32(t12, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t14 = vreinterpretq_u32_s32(t13);
    uint32x4_t t15 = vsubq_u32(t14, vdupq_n_u32(14));
    uint32x4_t t16 = vminq_u32(t14, t15);
    int32x4_t t2 = vreinterpretq_s32_u32(t16);
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 4, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
        uint32x4_t t17 = vceqq_s32(t1, vdupq_n_s32(0));
        uint32x4_t t18 = vreinterpretq_u32_s32(i_v_2);
        uint32x4_t t19 = vreinterpretq_u32_s32(vdupq_n_s32(7));
        uint32x4_t t20 = vmulq_u32(t18, t19);
        int32x4_t t21 = vreinterpretq_s32_u32(t20);
        int32x4_t t22 = vbslq_s32(t17, vdupq_n_s32(0), t21);
        vcc_v4_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t22, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[i_vec], t23);
        vcc_v4_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t2, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[i_vec], t24);
        long t25 = i_vec + 4L;
        uint32x4_t t26 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t26);
        int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(5));
        uint32x4_t t30 = vminq_u32(t28, t29);
        int32x4_t t31 = vreinterpretq_s32_u32(t30);
        uint32x4_t t32 = vceqq_s32(t31, vdupq_n_s32(0));
        uint32x4_t t33 = vreinterpretq_u32_s32(i_v_3);
        uint32x4_t t34 = vreinterpretq_u32_s32(vdupq_n_s32(7));
        uint32x4_t t35 = vmulq_u32(t33, t34);
        int32x4_t t36 = vreinterpretq_s32_u32(t35);
        int32x4_t t37 = vbslq_s32(t32, vdupq_n_s32(0), t36);
        vcc_v4_uchar t38 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t37, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t25], t38);
        int32x4_t t39 = vaddq_s32(t2, vdupq_n_s32(4));
        uint32x4_t t40 = vreinterpretq_u32_s32(t39);
        uint32x4_t t41 = vsubq_u32(t40, vdupq_n_u32(14));
        uint32x4_t t42 = vminq_u32(t40, t41);
        int32x4_t t43 = vreinterpretq_s32_u32(t42);
        vcc_v4_uchar t44 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t43, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t25], t44);
        long t45 = i_vec + 8L;
        uint32x4_t t46 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t46);
        int32x4_t t47 = vaddq_s32(t1, vdupq_n_s32(3));
        uint32x4_t t48 = vreinterpretq_u32_s32(t47);
        uint32x4_t t49 = vsubq_u32(t48, vdupq_n_u32(5));
        uint32x4_t t50 = vminq_u32(t48, t49);
        int32x4_t t51 = vreinterpretq_s32_u32(t50);
        uint32x4_t t52 = vceqq_s32(t51, vdupq_n_s32(0));
        uint32x4_t t53 = vreinterpretq_u32_s32(i_v_4);
        uint32x4_t t54 = vreinterpretq_u32_s32(vdupq_n_s32(7));
        uint32x4_t t55 = vmulq_u32(t53, t54);
        int32x4_t t56 = vreinterpretq_s32_u32(t55);
        int32x4_t t57 = vbslq_s32(t52, vdupq_n_s32(0), t56);
        vcc_v4_uchar t58 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t57, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t45], t58);
        int32x4_t t59 = vaddq_s32(t2, vdupq_n_s32(8));
        uint32x4_t t60 = vreinterpretq_u32_s32(t59);
        uint32x4_t t61 = vsubq_u32(t60, vdupq_n_u32(14));
        uint32x4_t t62 = vminq_u32(t60, t61);
        int32x4_t t63 = vreinterpretq_s32_u32(t62);
        vcc_v4_uchar t64 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t63, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t45], t64);
        long t65 = i_vec + 12L;
        uint32x4_t t66 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t66);
        int32x4_t t67 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t68 = vreinterpretq_u32_s32(t67);
        uint32x4_t t69 = vsubq_u32(t68, vdupq_n_u32(5));
        uint32x4_t t70 = vminq_u32(t68, t69);
        int32x4_t t71 = vreinterpretq_s32_u32(t70);
        uint32x4_t t72 = vceqq_s32(t71, vdupq_n_s32(0));
        uint32x4_t t73 = vreinterpretq_u32_s32(i_v_5);
        uint32x4_t t74 = vreinterpretq_u32_s32(vdupq_n_s32(7));
        uint32x4_t t75 = vmulq_u32(t73, t74);
        int32x4_t t76 = vreinterpretq_s32_u32(t75);
        int32x4_t t77 = vbslq_s32(t72, vdupq_n_s32(0), t76);
        vcc_v4_uchar t78 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t77, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t65], t78);
        int32x4_t t79 = vaddq_s32(t2, vdupq_n_s32(12));
        uint32x4_t t80 = vreinterpretq_u32_s32(t79);
        uint32x4_t t81 = vsubq_u32(t80, vdupq_n_u32(14));
        uint32x4_t t82 = vminq_u32(t80, t81);
        int32x4_t t83 = vreinterpretq_s32_u32(t82);
        vcc_v4_uchar t84 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t83, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t65], t84);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        int32x4_t t85 = vaddq_s32(t1, vdupq_n_s32(1));
        uint32x4_t t86 = vreinterpretq_u32_s32(t85);
        uint32x4_t t87 = vsubq_u32(t86, vdupq_n_u32(5));
        uint32x4_t t88 = vminq_u32(t86, t87);
        t1 = vreinterpretq_s32_u32(t88);
        int32x4_t t89 = vaddq_s32(t2, vdupq_n_s32(2));
        uint32x4_t t90 = vreinterpretq_u32_s32(t89);
        uint32x4_t t91 = vsubq_u32(t90, vdupq_n_u32(14));
        uint32x4_t t92 = vminq_u32(t90, t91);
        t2 = vreinterpretq_s32_u32(t92);
    } while (i_vec < 288L);
    int32x4_t t93 = vdupq_n_s32(288);
    uint32x4_t t94 = vreinterpretq_u32_s32(t93);
    uint32x4_t i_v_1 = vaddq_u32(t94, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    int32x4_t t95 = vdupq_n_s32(3);
    int32x4_t t96 = vaddq_s32(t95, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t97 = vreinterpretq_u32_s32(t96);
    uint32x4_t t98 = vsubq_u32(t97, vdupq_n_u32(5));
    uint32x4_t t99 = vminq_u32(t97, t98);
    int32x4_t t3 = vreinterpretq_s32_u32(t99);
    int32x4_t t100 = vdupq_n_s32(8);
    int32x4_t t101 = vaddq_s32(t100, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t102 = vreinterpretq_u32_s32(t101);
    uint32x4_t t103 = vsubq_u32(t102, vdupq_n_u32(14));
    uint32x4_t t104 = vminq_u32(t102, t103);
    int32x4_t t4 = vreinterpretq_s32_u32(t104);
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t105 = 288L + i_vec_1;
        int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
        uint32x4_t t106 = vceqq_s32(t3, vdupq_n_s32(0));
        uint32x4_t t107 = vreinterpretq_u32_s32(i_v_6);
        uint32x4_t t108 = vreinterpretq_u32_s32(vdupq_n_s32(7));
        uint32x4_t t109 = vmulq_u32(t107, t108);
        int32x4_t t110 = vreinterpretq_s32_u32(t109);
        int32x4_t t111 = vbslq_s32(t106, vdupq_n_s32(0), t110);
        vcc_v4_uchar t112 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t111, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t105], t112);
        vcc_v4_uchar t113 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t4, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t105], t113);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        int32x4_t t114 = vaddq_s32(t3, vdupq_n_s32(4));
        uint32x4_t t115 = vreinterpretq_u32_s32(t114);
        uint32x4_t t116 = vsubq_u32(t115, vdupq_n_u32(5));
        uint32x4_t t117 = vminq_u32(t115, t116);
        t3 = vreinterpretq_s32_u32(t117);
        int32x4_t t118 = vaddq_s32(t4, vdupq_n_s32(4));
        uint32x4_t t119 = vreinterpretq_u32_s32(t118);
        uint32x4_t t120 = vsubq_u32(t119, vdupq_n_u32(14));
        uint32x4_t t121 = vminq_u32(t119, t120);
        t4 = vreinterpretq_s32_u32(t121);
    } while (i_vec_1 < 12L);
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long i_vec_2 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_u32(&c.slot[i_vec_2], vdupq_n_u32(0));
            vst1q_u32(&c.slot[i_vec_2 + 4L], vdupq_n_u32(0));
            vst1q_u32(&c.slot[i_vec_2 + 8L], vdupq_n_u32(0));
            vst1q_u32(&c.slot[i_vec_2 + 12L], vdupq_n_u32(0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 288L);
        long i_vec_3 = 0L;
        /* vcc: loop at widen_select.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_u32(&c.slot[288L + i_vec_3], vdupq_n_u32(0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 12L);
        set_costs(n, &c, lens, extra);
        unsigned int check = 0U;
        for (int i = 0; i < 300; i++) {
            check = check * 31U + c.slot[i];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
