/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

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
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(a_v);
            s_v = vaddq_u32(s_v, t3);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v_1);
            s_v_1 = vaddq_u32(s_v_1, t4);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t5 = vreinterpretq_u32_s32(a_v_2);
            s_v_2 = vaddq_u32(s_v_2, t5);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_3);
            s_v_3 = vaddq_u32(s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t7 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t8 = vaddq_u32(t7, s_v_2);
        uint32x4_t t9 = vaddq_u32(t8, s_v_3);
        t10 = (int)t2;
        t11 = (int)vaddvq_u32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at sum_wrap.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t10 + i_vec_1));
            uint32x4_t t14 = vreinterpretq_u32_s32(a_v_4);
            s_v_4 = vaddq_u32(s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vaddvq_u32(s_v_4));
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
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at sum_wrap.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
        int32x4_t t3 = (int32x4_t)((vcc_v4_int)i_v_2 % (vcc_v4_int)vdupq_n_s32(2));
        uint32x4_t t4 = vceqq_s32(t3, vdupq_n_s32(0));
        uint32x4_t t5 = vreinterpretq_u32_s32(i_v_2);
        uint32x4_t t6 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t7 = vsubq_u32(t5, t6);
        int32x4_t t8 = vreinterpretq_s32_u32(t7);
        uint32x4_t t9 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t10 = vreinterpretq_u32_s32(t8);
        uint32x4_t t11 = vsubq_u32(t9, t10);
        int32x4_t t12 = vreinterpretq_s32_u32(t11);
        uint32x4_t t13 = vreinterpretq_u32_s32(t12);
        uint32x4_t t14 = vsubq_u32(vdupq_n_u32(0), t13);
        int32x4_t t15 = vreinterpretq_s32_u32(t14);
        uint32x4_t t16 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t17 = vreinterpretq_u32_s32(i_v_2);
        uint32x4_t t18 = vsubq_u32(t16, t17);
        int32x4_t t19 = vreinterpretq_s32_u32(t18);
        int32x4_t t20 = vbslq_s32(t4, t19, t15);
        vst1q_s32(&a[i_vec], t20);
        uint32x4_t t21 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t21);
        int32x4_t t22 = (int32x4_t)((vcc_v4_int)i_v_3 % (vcc_v4_int)vdupq_n_s32(2));
        uint32x4_t t23 = vceqq_s32(t22, vdupq_n_s32(0));
        uint32x4_t t24 = vreinterpretq_u32_s32(i_v_3);
        uint32x4_t t25 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t26 = vsubq_u32(t24, t25);
        int32x4_t t27 = vreinterpretq_s32_u32(t26);
        uint32x4_t t28 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t29 = vreinterpretq_u32_s32(t27);
        uint32x4_t t30 = vsubq_u32(t28, t29);
        int32x4_t t31 = vreinterpretq_s32_u32(t30);
        uint32x4_t t32 = vreinterpretq_u32_s32(t31);
        uint32x4_t t33 = vsubq_u32(vdupq_n_u32(0), t32);
        int32x4_t t34 = vreinterpretq_s32_u32(t33);
        uint32x4_t t35 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t36 = vreinterpretq_u32_s32(i_v_3);
        uint32x4_t t37 = vsubq_u32(t35, t36);
        int32x4_t t38 = vreinterpretq_s32_u32(t37);
        int32x4_t t39 = vbslq_s32(t23, t38, t34);
        vst1q_s32(&a[i_vec + 4L], t39);
        uint32x4_t t40 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t40);
        int32x4_t t41 = (int32x4_t)((vcc_v4_int)i_v_4 % (vcc_v4_int)vdupq_n_s32(2));
        uint32x4_t t42 = vceqq_s32(t41, vdupq_n_s32(0));
        uint32x4_t t43 = vreinterpretq_u32_s32(i_v_4);
        uint32x4_t t44 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t45 = vsubq_u32(t43, t44);
        int32x4_t t46 = vreinterpretq_s32_u32(t45);
        uint32x4_t t47 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t48 = vreinterpretq_u32_s32(t46);
        uint32x4_t t49 = vsubq_u32(t47, t48);
        int32x4_t t50 = vreinterpretq_s32_u32(t49);
        uint32x4_t t51 = vreinterpretq_u32_s32(t50);
        uint32x4_t t52 = vsubq_u32(vdupq_n_u32(0), t51);
        int32x4_t t53 = vreinterpretq_s32_u32(t52);
        uint32x4_t t54 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t55 = vreinterpretq_u32_s32(i_v_4);
        uint32x4_t t56 = vsubq_u32(t54, t55);
        int32x4_t t57 = vreinterpretq_s32_u32(t56);
        int32x4_t t58 = vbslq_s32(t42, t57, t53);
        vst1q_s32(&a[i_vec + 8L], t58);
        uint32x4_t t59 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t59);
        int32x4_t t60 = (int32x4_t)((vcc_v4_int)i_v_5 % (vcc_v4_int)vdupq_n_s32(2));
        uint32x4_t t61 = vceqq_s32(t60, vdupq_n_s32(0));
        uint32x4_t t62 = vreinterpretq_u32_s32(i_v_5);
        uint32x4_t t63 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t64 = vsubq_u32(t62, t63);
        int32x4_t t65 = vreinterpretq_s32_u32(t64);
        uint32x4_t t66 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t67 = vreinterpretq_u32_s32(t65);
        uint32x4_t t68 = vsubq_u32(t66, t67);
        int32x4_t t69 = vreinterpretq_s32_u32(t68);
        uint32x4_t t70 = vreinterpretq_u32_s32(t69);
        uint32x4_t t71 = vsubq_u32(vdupq_n_u32(0), t70);
        int32x4_t t72 = vreinterpretq_s32_u32(t71);
        uint32x4_t t73 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t74 = vreinterpretq_u32_s32(i_v_5);
        uint32x4_t t75 = vsubq_u32(t73, t74);
        int32x4_t t76 = vreinterpretq_s32_u32(t75);
        int32x4_t t77 = vbslq_s32(t61, t76, t72);
        vst1q_s32(&a[i_vec + 12L], t77);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 992L);
    int32x4_t t78 = vdupq_n_s32(992);
    uint32x4_t t79 = vreinterpretq_u32_s32(t78);
    uint32x4_t i_v_1 = vaddq_u32(t79, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at sum_wrap.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
        int32x4_t t80 = (int32x4_t)((vcc_v4_int)i_v_6 % (vcc_v4_int)vdupq_n_s32(2));
        uint32x4_t t81 = vceqq_s32(t80, vdupq_n_s32(0));
        uint32x4_t t82 = vreinterpretq_u32_s32(i_v_6);
        uint32x4_t t83 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t84 = vsubq_u32(t82, t83);
        int32x4_t t85 = vreinterpretq_s32_u32(t84);
        uint32x4_t t86 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t87 = vreinterpretq_u32_s32(t85);
        uint32x4_t t88 = vsubq_u32(t86, t87);
        int32x4_t t89 = vreinterpretq_s32_u32(t88);
        uint32x4_t t90 = vreinterpretq_u32_s32(t89);
        uint32x4_t t91 = vsubq_u32(vdupq_n_u32(0), t90);
        int32x4_t t92 = vreinterpretq_s32_u32(t91);
        uint32x4_t t93 = vreinterpretq_u32_s32(vdupq_n_s32(2147483647));
        uint32x4_t t94 = vreinterpretq_u32_s32(i_v_6);
        uint32x4_t t95 = vsubq_u32(t93, t94);
        int32x4_t t96 = vreinterpretq_s32_u32(t95);
        int32x4_t t97 = vbslq_s32(t81, t96, t92);
        vst1q_s32(&a[992L + i_vec_1], t97);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
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
