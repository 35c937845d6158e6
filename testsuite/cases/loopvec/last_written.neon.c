/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 5 */
/* Loads of one element that the loop's own stores write only in its last iteration, after
 * reading it (`hoist_loads.rs`, `plan_last_written`): every iteration reads the value from
 * before the loop, so the load moves before it and the loop vectorizes (gcc and clang keep
 * them scalar: the store may write the element). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The last element, read before the store that writes it in the last iteration. */
void last_elem(void) {
    float t1 = a[999];
    float32x4_t a_v = vdupq_n_f32(t1);
    float32x4_t t2 = vmulq_f32(a_v, vdupq_n_f32(0.5f));
    long i_vec = 0L;
    /* vcc: loop at last_written.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        float32x4_t b_v = vld1q_f32(&b[i_vec]);
        float32x4_t t3 = vaddq_f32(b_v, t2);
        vst1q_f32(&a[i_vec], t3);
        long t4 = i_vec + 4L;
        float32x4_t b_v_1 = vld1q_f32(&b[t4]);
        float32x4_t t5 = vaddq_f32(b_v_1, t2);
        vst1q_f32(&a[t4], t5);
        long t6 = i_vec + 8L;
        float32x4_t b_v_2 = vld1q_f32(&b[t6]);
        float32x4_t t7 = vaddq_f32(b_v_2, t2);
        vst1q_f32(&a[t6], t7);
        long t8 = i_vec + 12L;
        float32x4_t b_v_3 = vld1q_f32(&b[t8]);
        float32x4_t t9 = vaddq_f32(b_v_3, t2);
        vst1q_f32(&a[t8], t9);
        i_vec += 16L;
    } while (i_vec < 992L);
    float32x4_t a_v_1 = vdupq_n_f32(t1);
    float32x4_t t10 = vmulq_f32(a_v_1, vdupq_n_f32(0.5f));
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t11 = 992L + i_vec_1;
        float32x4_t b_v_4 = vld1q_f32(&b[t11]);
        float32x4_t t12 = vaddq_f32(b_v_4, t10);
        vst1q_f32(&a[t11], t12);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
}

/* Walking down, the first element read. */
void first_elem_down(void) {
    int t1 = c[0];
    int32x4_t c_v = vdupq_n_s32(t1);
    int32x4_t t2 = vmulq_s32(c_v, vdupq_n_s32(3));
    long i_vec = 0L;
    /* vcc: loop at last_written.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t3 = 999L + i_vec * -1L;
        int32x4_t t4 = vld1q_s32(&d[t3] + -3);
        int32x4_t d_v = vextq_s32(vrev64q_s32(t4), vrev64q_s32(t4), 2);
        int32x4_t t5 = vsubq_s32(d_v, t2);
        int32x4_t t6 = vextq_s32(vrev64q_s32(t5), vrev64q_s32(t5), 2);
        vst1q_s32(&c[t3] + -3, t6);
        long t7 = 999L + (i_vec + 4L) * -1L;
        int32x4_t t8 = vld1q_s32(&d[t7] + -3);
        int32x4_t d_v_1 = vextq_s32(vrev64q_s32(t8), vrev64q_s32(t8), 2);
        int32x4_t t9 = vsubq_s32(d_v_1, t2);
        int32x4_t t10 = vextq_s32(vrev64q_s32(t9), vrev64q_s32(t9), 2);
        vst1q_s32(&c[t7] + -3, t10);
        long t11 = 999L + (i_vec + 8L) * -1L;
        int32x4_t t12 = vld1q_s32(&d[t11] + -3);
        int32x4_t d_v_2 = vextq_s32(vrev64q_s32(t12), vrev64q_s32(t12), 2);
        int32x4_t t13 = vsubq_s32(d_v_2, t2);
        int32x4_t t14 = vextq_s32(vrev64q_s32(t13), vrev64q_s32(t13), 2);
        vst1q_s32(&c[t11] + -3, t14);
        long t15 = 999L + (i_vec + 12L) * -1L;
        int32x4_t t16 = vld1q_s32(&d[t15] + -3);
        int32x4_t d_v_3 = vextq_s32(vrev64q_s32(t16), vrev64q_s32(t16), 2);
        int32x4_t t17 = vsubq_s32(d_v_3, t2);
        int32x4_t t18 = vextq_s32(vrev64q_s32(t17), vrev64q_s32(t17), 2);
        vst1q_s32(&c[t15] + -3, t18);
        i_vec += 16L;
    } while (i_vec < 992L);
    int32x4_t c_v_1 = vdupq_n_s32(t1);
    int32x4_t t19 = vmulq_s32(c_v_1, vdupq_n_s32(3));
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t20 = 7L + i_vec_1 * -1L;
        int32x4_t t21 = vld1q_s32(&d[t20] + -3);
        int32x4_t t22 = vsubq_s32(t21, t19);
        vst1q_s32(&c[t20] + -3, t22);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
}

/* The test at the end of the body. */
void last_elem_do(void) {
    int t1 = c[999];
    int32x4_t c_v = vdupq_n_s32(t1);
    long i_vec = 0L;
    /* vcc: loop at last_written.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t d_v = vld1q_s32(&d[i_vec]);
        int32x4_t t2 = vaddq_s32(c_v, d_v);
        vst1q_s32(&c[i_vec], t2);
        long t3 = i_vec + 4L;
        int32x4_t d_v_1 = vld1q_s32(&d[t3]);
        int32x4_t t4 = vaddq_s32(c_v, d_v_1);
        vst1q_s32(&c[t3], t4);
        long t5 = i_vec + 8L;
        int32x4_t d_v_2 = vld1q_s32(&d[t5]);
        int32x4_t t6 = vaddq_s32(c_v, d_v_2);
        vst1q_s32(&c[t5], t6);
        long t7 = i_vec + 12L;
        int32x4_t d_v_3 = vld1q_s32(&d[t7]);
        int32x4_t t8 = vaddq_s32(c_v, d_v_3);
        vst1q_s32(&c[t7], t8);
        i_vec += 16L;
    } while (i_vec < 992L);
    int32x4_t c_v_1 = vdupq_n_s32(t1);
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 992L + i_vec_1;
        int32x4_t d_v_4 = vld1q_s32(&d[t9]);
        int32x4_t t10 = vaddq_s32(c_v_1, d_v_4);
        vst1q_s32(&c[t9], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    int i = 996;
    for (;;) {
        long t11 = (long)i;
        c[t11] = t1 + d[t11];
        i++;
        if (i >= 1000) {
            return;
        }
    }
}

/* Not moved: the store of the last iteration comes first, so that iteration reads the new
 * value. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        a[i] = b[i] * 2.0f;
        b[i] = a[N - 1] + 1.0f;
    }
}

/* Written halfway through the loop: split there first (`split_loops.rs`), two loops. */
void middle_elem(void) {
    int t1 = c[500];
    int32x4_t c_v = vdupq_n_s32(t1);
    long i_vec = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t d_v = vld1q_s32(&d[i_vec]);
        int32x4_t t2 = vaddq_s32(c_v, d_v);
        vst1q_s32(&c[i_vec], t2);
        long t3 = i_vec + 4L;
        int32x4_t d_v_1 = vld1q_s32(&d[t3]);
        int32x4_t t4 = vaddq_s32(c_v, d_v_1);
        vst1q_s32(&c[t3], t4);
        long t5 = i_vec + 8L;
        int32x4_t d_v_2 = vld1q_s32(&d[t5]);
        int32x4_t t6 = vaddq_s32(c_v, d_v_2);
        vst1q_s32(&c[t5], t6);
        long t7 = i_vec + 12L;
        int32x4_t d_v_3 = vld1q_s32(&d[t7]);
        int32x4_t t8 = vaddq_s32(c_v, d_v_3);
        vst1q_s32(&c[t7], t8);
        i_vec += 16L;
    } while (i_vec < 496L);
    int32x4_t c_v_1 = vdupq_n_s32(t1);
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 496L + i_vec_1;
        int32x4_t d_v_4 = vld1q_s32(&d[t9]);
        int32x4_t t10 = vaddq_s32(c_v_1, d_v_4);
        vst1q_s32(&c[t9], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i = 500; i < 501; i++) {
        long t11 = (long)i;
        c[t11] = t1 + d[t11];
    }
    int t12 = c[500];
    int32x4_t c_v_2 = vdupq_n_s32(t12);
    long i_vec_2 = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t13 = 501L + i_vec_2;
        int32x4_t d_v_5 = vld1q_s32(&d[t13]);
        int32x4_t t14 = vaddq_s32(c_v_2, d_v_5);
        vst1q_s32(&c[t13], t14);
        long t15 = 501L + (i_vec_2 + 4L);
        int32x4_t d_v_6 = vld1q_s32(&d[t15]);
        int32x4_t t16 = vaddq_s32(c_v_2, d_v_6);
        vst1q_s32(&c[t15], t16);
        long t17 = 501L + (i_vec_2 + 8L);
        int32x4_t d_v_7 = vld1q_s32(&d[t17]);
        int32x4_t t18 = vaddq_s32(c_v_2, d_v_7);
        vst1q_s32(&c[t17], t18);
        long t19 = 501L + (i_vec_2 + 12L);
        int32x4_t d_v_8 = vld1q_s32(&d[t19]);
        int32x4_t t20 = vaddq_s32(c_v_2, d_v_8);
        vst1q_s32(&c[t19], t20);
        i_vec_2 += 16L;
    } while (i_vec_2 < 496L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t21 = (long)i_1;
        c[t21] = t12 + d[t21];
    }
}

int main(void) {
    int t139;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            int32x4_t t12 = vdupq_n_s32(t9 % 101);
            int32x4_t t13 = vaddq_s32(t12, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
            uint32x4_t t14 = vreinterpretq_u32_s32(t13);
            uint32x4_t t15 = vsubq_u32(t14, vdupq_n_u32(101));
            uint32x4_t t16 = vminq_u32(t14, t15);
            int32x4_t t1 = vreinterpretq_s32_u32(t16);
            int32x4_t t17 = vdupq_n_s32(t10 % 23);
            int32x4_t t18 = vaddq_s32(t17, ((int32x4_t)(vcc_v4_int){0, 11, 22, 10}));
            uint32x4_t t19 = vreinterpretq_u32_s32(t18);
            uint32x4_t t20 = vsubq_u32(t19, vdupq_n_u32(23));
            uint32x4_t t21 = vminq_u32(t19, t20);
            int32x4_t t2 = vreinterpretq_s32_u32(t21);
            int32x4_t t22 = vdupq_n_s32(t11 % 1000);
            int32x4_t t23 = vaddq_s32(t22, ((int32x4_t)(vcc_v4_int){0, 919, 838, 757}));
            uint32x4_t t24 = vreinterpretq_u32_s32(t23);
            uint32x4_t t25 = vsubq_u32(t24, vdupq_n_u32(1000));
            uint32x4_t t26 = vminq_u32(t24, t25);
            int32x4_t t3 = vreinterpretq_s32_u32(t26);
            int32x4_t t27 = vdupq_n_s32(0);
            int32x4_t t28 = vaddq_s32(t27, ((int32x4_t)(vcc_v4_int){0, 611, 445, 279}));
            uint32x4_t t29 = vreinterpretq_u32_s32(t28);
            uint32x4_t t30 = vsubq_u32(t29, vdupq_n_u32(777));
            uint32x4_t t31 = vminq_u32(t29, t30);
            int32x4_t t4 = vreinterpretq_s32_u32(t31);
            long i_vec = 0L;
            /* vcc: loop at last_written.c:49 vectorized: VF 4, UF 4, the remainder at 50:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 51:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 52:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 53:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t32 = vcvtq_f32_s32(t1);
                float32x4_t t33 = vsubq_f32(t32, vdupq_n_f32(50.0f));
                vst1q_f32(&a[i_vec], t33);
                float32x4_t t34 = vcvtq_f32_s32(t2);
                float32x4_t t35 = vmulq_f32(t34, vdupq_n_f32(0.25f));
                vst1q_f32(&b[i_vec], t35);
                int32x4_t t36 = vsubq_s32(t3, vdupq_n_s32(500));
                vst1q_s32(&c[i_vec], t36);
                int32x4_t t37 = vsubq_s32(t4, vdupq_n_s32(300));
                vst1q_s32(&d[i_vec], t37);
                long t38 = i_vec + 4L;
                int32x4_t t39 = vaddq_s32(t1, vdupq_n_s32(47));
                uint32x4_t t40 = vreinterpretq_u32_s32(t39);
                uint32x4_t t41 = vsubq_u32(t40, vdupq_n_u32(101));
                uint32x4_t t42 = vminq_u32(t40, t41);
                int32x4_t t43 = vreinterpretq_s32_u32(t42);
                float32x4_t t44 = vcvtq_f32_s32(t43);
                float32x4_t t45 = vsubq_f32(t44, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t38], t45);
                int32x4_t t46 = vaddq_s32(t2, vdupq_n_s32(21));
                uint32x4_t t47 = vreinterpretq_u32_s32(t46);
                uint32x4_t t48 = vsubq_u32(t47, vdupq_n_u32(23));
                uint32x4_t t49 = vminq_u32(t47, t48);
                int32x4_t t50 = vreinterpretq_s32_u32(t49);
                float32x4_t t51 = vcvtq_f32_s32(t50);
                float32x4_t t52 = vmulq_f32(t51, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t38], t52);
                int32x4_t t53 = vaddq_s32(t3, vdupq_n_s32(676));
                uint32x4_t t54 = vreinterpretq_u32_s32(t53);
                uint32x4_t t55 = vsubq_u32(t54, vdupq_n_u32(1000));
                uint32x4_t t56 = vminq_u32(t54, t55);
                int32x4_t t57 = vreinterpretq_s32_u32(t56);
                int32x4_t t58 = vsubq_s32(t57, vdupq_n_s32(500));
                vst1q_s32(&c[t38], t58);
                int32x4_t t59 = vaddq_s32(t4, vdupq_n_s32(113));
                uint32x4_t t60 = vreinterpretq_u32_s32(t59);
                uint32x4_t t61 = vsubq_u32(t60, vdupq_n_u32(777));
                uint32x4_t t62 = vminq_u32(t60, t61);
                int32x4_t t63 = vreinterpretq_s32_u32(t62);
                int32x4_t t64 = vsubq_s32(t63, vdupq_n_s32(300));
                vst1q_s32(&d[t38], t64);
                long t65 = i_vec + 8L;
                int32x4_t t66 = vaddq_s32(t1, vdupq_n_s32(94));
                uint32x4_t t67 = vreinterpretq_u32_s32(t66);
                uint32x4_t t68 = vsubq_u32(t67, vdupq_n_u32(101));
                uint32x4_t t69 = vminq_u32(t67, t68);
                int32x4_t t70 = vreinterpretq_s32_u32(t69);
                float32x4_t t71 = vcvtq_f32_s32(t70);
                float32x4_t t72 = vsubq_f32(t71, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t65], t72);
                int32x4_t t73 = vaddq_s32(t2, vdupq_n_s32(19));
                uint32x4_t t74 = vreinterpretq_u32_s32(t73);
                uint32x4_t t75 = vsubq_u32(t74, vdupq_n_u32(23));
                uint32x4_t t76 = vminq_u32(t74, t75);
                int32x4_t t77 = vreinterpretq_s32_u32(t76);
                float32x4_t t78 = vcvtq_f32_s32(t77);
                float32x4_t t79 = vmulq_f32(t78, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t65], t79);
                int32x4_t t80 = vaddq_s32(t3, vdupq_n_s32(352));
                uint32x4_t t81 = vreinterpretq_u32_s32(t80);
                uint32x4_t t82 = vsubq_u32(t81, vdupq_n_u32(1000));
                uint32x4_t t83 = vminq_u32(t81, t82);
                int32x4_t t84 = vreinterpretq_s32_u32(t83);
                int32x4_t t85 = vsubq_s32(t84, vdupq_n_s32(500));
                vst1q_s32(&c[t65], t85);
                int32x4_t t86 = vaddq_s32(t4, vdupq_n_s32(226));
                uint32x4_t t87 = vreinterpretq_u32_s32(t86);
                uint32x4_t t88 = vsubq_u32(t87, vdupq_n_u32(777));
                uint32x4_t t89 = vminq_u32(t87, t88);
                int32x4_t t90 = vreinterpretq_s32_u32(t89);
                int32x4_t t91 = vsubq_s32(t90, vdupq_n_s32(300));
                vst1q_s32(&d[t65], t91);
                long t92 = i_vec + 12L;
                int32x4_t t93 = vaddq_s32(t1, vdupq_n_s32(40));
                uint32x4_t t94 = vreinterpretq_u32_s32(t93);
                uint32x4_t t95 = vsubq_u32(t94, vdupq_n_u32(101));
                uint32x4_t t96 = vminq_u32(t94, t95);
                int32x4_t t97 = vreinterpretq_s32_u32(t96);
                float32x4_t t98 = vcvtq_f32_s32(t97);
                float32x4_t t99 = vsubq_f32(t98, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t92], t99);
                int32x4_t t100 = vaddq_s32(t2, vdupq_n_s32(17));
                uint32x4_t t101 = vreinterpretq_u32_s32(t100);
                uint32x4_t t102 = vsubq_u32(t101, vdupq_n_u32(23));
                uint32x4_t t103 = vminq_u32(t101, t102);
                int32x4_t t104 = vreinterpretq_s32_u32(t103);
                float32x4_t t105 = vcvtq_f32_s32(t104);
                float32x4_t t106 = vmulq_f32(t105, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t92], t106);
                int32x4_t t107 = vaddq_s32(t3, vdupq_n_s32(28));
                uint32x4_t t108 = vreinterpretq_u32_s32(t107);
                uint32x4_t t109 = vsubq_u32(t108, vdupq_n_u32(1000));
                uint32x4_t t110 = vminq_u32(t108, t109);
                int32x4_t t111 = vreinterpretq_s32_u32(t110);
                int32x4_t t112 = vsubq_s32(t111, vdupq_n_s32(500));
                vst1q_s32(&c[t92], t112);
                int32x4_t t113 = vaddq_s32(t4, vdupq_n_s32(339));
                uint32x4_t t114 = vreinterpretq_u32_s32(t113);
                uint32x4_t t115 = vsubq_u32(t114, vdupq_n_u32(777));
                uint32x4_t t116 = vminq_u32(t114, t115);
                int32x4_t t117 = vreinterpretq_s32_u32(t116);
                int32x4_t t118 = vsubq_s32(t117, vdupq_n_s32(300));
                vst1q_s32(&d[t92], t118);
                i_vec += 16L;
                int32x4_t t119 = vaddq_s32(t1, vdupq_n_s32(87));
                uint32x4_t t120 = vreinterpretq_u32_s32(t119);
                uint32x4_t t121 = vsubq_u32(t120, vdupq_n_u32(101));
                uint32x4_t t122 = vminq_u32(t120, t121);
                int32x4_t t123 = vreinterpretq_s32_u32(t122);
                int32x4_t t124 = vaddq_s32(t2, vdupq_n_s32(15));
                uint32x4_t t125 = vreinterpretq_u32_s32(t124);
                uint32x4_t t126 = vsubq_u32(t125, vdupq_n_u32(23));
                uint32x4_t t127 = vminq_u32(t125, t126);
                int32x4_t t128 = vreinterpretq_s32_u32(t127);
                int32x4_t t129 = vaddq_s32(t3, vdupq_n_s32(704));
                uint32x4_t t130 = vreinterpretq_u32_s32(t129);
                uint32x4_t t131 = vsubq_u32(t130, vdupq_n_u32(1000));
                uint32x4_t t132 = vminq_u32(t130, t131);
                int32x4_t t133 = vreinterpretq_s32_u32(t132);
                int32x4_t t134 = vaddq_s32(t4, vdupq_n_s32(452));
                uint32x4_t t135 = vreinterpretq_u32_s32(t134);
                uint32x4_t t136 = vsubq_u32(t135, vdupq_n_u32(777));
                uint32x4_t t137 = vminq_u32(t135, t136);
                int32x4_t t138 = vreinterpretq_s32_u32(t137);
                if (i_vec >= 992L) {
                    break;
                }
                t1 = t123;
                t2 = t128;
                t3 = t133;
                t4 = t138;
            }
            t139 = 992;
        } else {
            t139 = 0;
        }
        long t140 = (long)t139 * -1L + 1000L;
        int t141 = (int)((unsigned int)(int)((unsigned int)t139 * 37U) + (unsigned int)round);
        int t142 = (int)((unsigned int)(int)((unsigned int)t139 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t143 = (int)((unsigned int)(int)((unsigned int)t139 * 7919U) + (unsigned int)round);
        int t144 = (int)((unsigned int)t139 * 104729U);
        if ((t140 >= 4L) & (t141 >= 0) & (t142 >= 0) & (t143 >= 0) & (t144 >= 0)) {
            long t145 = t140 & -4L;
            int32x4_t t146 = vdupq_n_s32(t141 % 101);
            int32x4_t t147 = vaddq_s32(t146, ((int32x4_t)(vcc_v4_int){0, 37, 74, 10}));
            uint32x4_t t148 = vreinterpretq_u32_s32(t147);
            uint32x4_t t149 = vsubq_u32(t148, vdupq_n_u32(101));
            uint32x4_t t150 = vminq_u32(t148, t149);
            int32x4_t t5 = vreinterpretq_s32_u32(t150);
            int32x4_t t151 = vdupq_n_s32(t142 % 23);
            int32x4_t t152 = vaddq_s32(t151, ((int32x4_t)(vcc_v4_int){0, 11, 22, 10}));
            uint32x4_t t153 = vreinterpretq_u32_s32(t152);
            uint32x4_t t154 = vsubq_u32(t153, vdupq_n_u32(23));
            uint32x4_t t155 = vminq_u32(t153, t154);
            int32x4_t t6 = vreinterpretq_s32_u32(t155);
            int32x4_t t156 = vdupq_n_s32(t143 % 1000);
            int32x4_t t157 = vaddq_s32(t156, ((int32x4_t)(vcc_v4_int){0, 919, 838, 757}));
            uint32x4_t t158 = vreinterpretq_u32_s32(t157);
            uint32x4_t t159 = vsubq_u32(t158, vdupq_n_u32(1000));
            uint32x4_t t160 = vminq_u32(t158, t159);
            int32x4_t t7 = vreinterpretq_s32_u32(t160);
            int32x4_t t161 = vdupq_n_s32(t144 % 777);
            int32x4_t t162 = vaddq_s32(t161, ((int32x4_t)(vcc_v4_int){0, 611, 445, 279}));
            uint32x4_t t163 = vreinterpretq_u32_s32(t162);
            uint32x4_t t164 = vsubq_u32(t163, vdupq_n_u32(777));
            uint32x4_t t165 = vminq_u32(t163, t164);
            int32x4_t t8 = vreinterpretq_s32_u32(t165);
            long i_vec_1 = 0L;
            /* vcc: loop at last_written.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t166 = (long)t139 + i_vec_1;
                float32x4_t t167 = vcvtq_f32_s32(t5);
                float32x4_t t168 = vsubq_f32(t167, vdupq_n_f32(50.0f));
                vst1q_f32(&a[t166], t168);
                float32x4_t t169 = vcvtq_f32_s32(t6);
                float32x4_t t170 = vmulq_f32(t169, vdupq_n_f32(0.25f));
                vst1q_f32(&b[t166], t170);
                int32x4_t t171 = vsubq_s32(t7, vdupq_n_s32(500));
                vst1q_s32(&c[t166], t171);
                int32x4_t t172 = vsubq_s32(t8, vdupq_n_s32(300));
                vst1q_s32(&d[t166], t172);
                i_vec_1 += 4L;
                int32x4_t t173 = vaddq_s32(t5, vdupq_n_s32(47));
                uint32x4_t t174 = vreinterpretq_u32_s32(t173);
                uint32x4_t t175 = vsubq_u32(t174, vdupq_n_u32(101));
                uint32x4_t t176 = vminq_u32(t174, t175);
                int32x4_t t177 = vreinterpretq_s32_u32(t176);
                int32x4_t t178 = vaddq_s32(t6, vdupq_n_s32(21));
                uint32x4_t t179 = vreinterpretq_u32_s32(t178);
                uint32x4_t t180 = vsubq_u32(t179, vdupq_n_u32(23));
                uint32x4_t t181 = vminq_u32(t179, t180);
                int32x4_t t182 = vreinterpretq_s32_u32(t181);
                int32x4_t t183 = vaddq_s32(t7, vdupq_n_s32(676));
                uint32x4_t t184 = vreinterpretq_u32_s32(t183);
                uint32x4_t t185 = vsubq_u32(t184, vdupq_n_u32(1000));
                uint32x4_t t186 = vminq_u32(t184, t185);
                int32x4_t t187 = vreinterpretq_s32_u32(t186);
                int32x4_t t188 = vaddq_s32(t8, vdupq_n_s32(113));
                uint32x4_t t189 = vreinterpretq_u32_s32(t188);
                uint32x4_t t190 = vsubq_u32(t189, vdupq_n_u32(777));
                uint32x4_t t191 = vminq_u32(t189, t190);
                int32x4_t t192 = vreinterpretq_s32_u32(t191);
                if (i_vec_1 >= t145) {
                    break;
                }
                t5 = t177;
                t6 = t182;
                t7 = t187;
                t8 = t192;
            }
            i = (int)((long)t139 + t145);
        } else {
            i = t139;
        }
        for (; i < 1000; i++) {
            long t193 = (long)i;
            a[t193] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t193] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t193] = (i * 7919 + round) % 1000 - 500;
            d[t193] = i * 104729 % 777 - 300;
        }
        last_elem();
        first_elem_down();
        const void *t194 = (const void *)c;
        unsigned long t195 = hash_bytes(t194, 4000UL);
        const void *t196 = (const void *)a;
        printf("%llx %llx", (unsigned long long)hash_bytes(t196, 4000UL), (unsigned long long)t195);
        last_elem_do();
        store_first();
        unsigned long t197 = hash_bytes(t194, 4000UL);
        unsigned long t198 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t196, 4000UL), (unsigned long long)t198, (unsigned long long)t197);
        middle_elem();
        printf(" %llx\n", (unsigned long long)hash_bytes(t194, 4000UL));
    }
    return 0;
}
