/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    int t55;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t wr_v = vdupq_n_f32(wr);
        float32x4_t wi_v = vdupq_n_f32(wi);
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = in + t3;
            float32x4_t t5 = vld1q_f32(t4);
            float32x4_t t6 = vld1q_f32(t4 + 4);
            float32x4_t re_v = vuzp1q_f32(t5, t6);
            float32x4_t im_v = vuzp2q_f32(t5, t6);
            float32x4_t t7 = vmulq_f32(re_v, wr_v);
            float32x4_t t8 = vmulq_f32(im_v, wi_v);
            float32x4_t t9 = vsubq_f32(t7, t8);
            float *t10 = out + (t3 + 1);
            float32x4_t t11 = vmulq_f32(re_v, wi_v);
            float32x4_t t12 = vmulq_f32(im_v, wr_v);
            float32x4_t t13 = vaddq_f32(t11, t12);
            float32x4_t t14 = vzip1q_f32(t9, t13);
            vst1q_f32(t10 + -1, t14);
            float32x4_t t15 = vzip2q_f32(t9, t13);
            vst1q_f32(t10 + 3, t15);
            int t16 = 2 * (int)(i_vec + 4L);
            const float *t17 = in + t16;
            float32x4_t t18 = vld1q_f32(t17);
            float32x4_t t19 = vld1q_f32(t17 + 4);
            float32x4_t re_v_1 = vuzp1q_f32(t18, t19);
            float32x4_t im_v_1 = vuzp2q_f32(t18, t19);
            float32x4_t t20 = vmulq_f32(re_v_1, wr_v);
            float32x4_t t21 = vmulq_f32(im_v_1, wi_v);
            float32x4_t t22 = vsubq_f32(t20, t21);
            float *t23 = out + (t16 + 1);
            float32x4_t t24 = vmulq_f32(re_v_1, wi_v);
            float32x4_t t25 = vmulq_f32(im_v_1, wr_v);
            float32x4_t t26 = vaddq_f32(t24, t25);
            float32x4_t t27 = vzip1q_f32(t22, t26);
            vst1q_f32(t23 + -1, t27);
            float32x4_t t28 = vzip2q_f32(t22, t26);
            vst1q_f32(t23 + 3, t28);
            int t29 = 2 * (int)(i_vec + 8L);
            const float *t30 = in + t29;
            float32x4_t t31 = vld1q_f32(t30);
            float32x4_t t32 = vld1q_f32(t30 + 4);
            float32x4_t re_v_2 = vuzp1q_f32(t31, t32);
            float32x4_t im_v_2 = vuzp2q_f32(t31, t32);
            float32x4_t t33 = vmulq_f32(re_v_2, wr_v);
            float32x4_t t34 = vmulq_f32(im_v_2, wi_v);
            float32x4_t t35 = vsubq_f32(t33, t34);
            float *t36 = out + (t29 + 1);
            float32x4_t t37 = vmulq_f32(re_v_2, wi_v);
            float32x4_t t38 = vmulq_f32(im_v_2, wr_v);
            float32x4_t t39 = vaddq_f32(t37, t38);
            float32x4_t t40 = vzip1q_f32(t35, t39);
            vst1q_f32(t36 + -1, t40);
            float32x4_t t41 = vzip2q_f32(t35, t39);
            vst1q_f32(t36 + 3, t41);
            int t42 = 2 * (int)(i_vec + 12L);
            const float *t43 = in + t42;
            float32x4_t t44 = vld1q_f32(t43);
            float32x4_t t45 = vld1q_f32(t43 + 4);
            float32x4_t re_v_3 = vuzp1q_f32(t44, t45);
            float32x4_t im_v_3 = vuzp2q_f32(t44, t45);
            float32x4_t t46 = vmulq_f32(re_v_3, wr_v);
            float32x4_t t47 = vmulq_f32(im_v_3, wi_v);
            float32x4_t t48 = vsubq_f32(t46, t47);
            float *t49 = out + (t42 + 1);
            float32x4_t t50 = vmulq_f32(re_v_3, wi_v);
            float32x4_t t51 = vmulq_f32(im_v_3, wr_v);
            float32x4_t t52 = vaddq_f32(t50, t51);
            float32x4_t t53 = vzip1q_f32(t48, t52);
            vst1q_f32(t49 + -1, t53);
            float32x4_t t54 = vzip2q_f32(t48, t52);
            vst1q_f32(t49 + 3, t54);
            i_vec += 16L;
        } while (i_vec < t2);
        t55 = (int)t2;
    } else {
        t55 = 0;
    }
    long t56 = (long)n + (long)t55 * -1L;
    if (t56 >= 4L) {
        long t57 = t56 & -4L;
        float32x4_t wr_v_1 = vdupq_n_f32(wr);
        float32x4_t wi_v_1 = vdupq_n_f32(wi);
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t58 = 2 * (int)((long)t55 + i_vec_1);
            const float *t59 = in + t58;
            float32x4_t t60 = vld1q_f32(t59);
            float32x4_t t61 = vld1q_f32(t59 + 4);
            float32x4_t re_v_4 = vuzp1q_f32(t60, t61);
            float32x4_t im_v_4 = vuzp2q_f32(t60, t61);
            float32x4_t t62 = vmulq_f32(re_v_4, wr_v_1);
            float32x4_t t63 = vmulq_f32(im_v_4, wi_v_1);
            float32x4_t t64 = vsubq_f32(t62, t63);
            float *t65 = out + (t58 + 1);
            float32x4_t t66 = vmulq_f32(re_v_4, wi_v_1);
            float32x4_t t67 = vmulq_f32(im_v_4, wr_v_1);
            float32x4_t t68 = vaddq_f32(t66, t67);
            float32x4_t t69 = vzip1q_f32(t64, t68);
            vst1q_f32(t65 + -1, t69);
            float32x4_t t70 = vzip2q_f32(t64, t68);
            vst1q_f32(t65 + 3, t70);
            i_vec_1 += 4L;
        } while (i_vec_1 < t57);
        i = (int)((long)t55 + t57);
    } else {
        i = t55;
    }
    for (; i < n; i++) {
        int t71 = 2 * i;
        long t72 = (long)t71;
        float re = in[t72];
        long t73 = (long)(t71 + 1);
        float im = in[t73];
        out[t72] = re * wr - im * wi;
        out[t73] = re * wi + im * wr;
    }
}

void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            uint8x16_t t4 = vld1q_u8(t3);
            uint8x16_t t5 = vld1q_u8(t3 + 16);
            uint8x16_t t6 = vld1q_u8(t3 + 32);
            uint8x16_t t7 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            uint8x16_t rgb_v = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            uint8x16_t t8 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            uint8x16_t rgb_v_1 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            uint8x16_t t9 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            uint8x16_t rgb_v_2 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            vcc_v16_ushort t10 = __builtin_convertvector((vcc_v16_uchar)rgb_v, vcc_v16_ushort);
            vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t10;
            vcc_v16_ushort t12 = __builtin_convertvector((vcc_v16_uchar)rgb_v_1, vcc_v16_ushort);
            vcc_v16_ushort t13 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t12;
            vcc_v16_ushort t14 = t11 + t13;
            vcc_v16_ushort t15 = __builtin_convertvector((vcc_v16_uchar)rgb_v_2, vcc_v16_ushort);
            vcc_v16_ushort t16 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t15;
            vcc_v16_ushort t17 = t14 + t16;
            vcc_v16_ushort t18 = t17 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            uint8x16_t t19 = (uint8x16_t)__builtin_convertvector(t18, vcc_v16_uchar);
            vst1q_u8(grey + i_vec, t19);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t20 = 3 * i;
        grey[i] = (unsigned char)((77 * (int)rgb[t20] + 150 * (int)rgb[t20 + 1] + 29 * (int)rgb[t20 + 2]) >> 8);
    }
}

void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const short *t3 = stereo + 2 * (int)i_vec;
            int16x8_t t4 = vld1q_s16(t3);
            int16x8_t t5 = vld1q_s16(t3 + 8);
            int16x8_t stereo_v = vuzp1q_s16(t4, t5);
            int16x8_t stereo_v_1 = vuzp2q_s16(t4, t5);
            vst1q_s16(left + i_vec, stereo_v);
            vst1q_s16(right + i_vec, stereo_v_1);
            long t6 = i_vec + 8L;
            const short *t7 = stereo + 2 * (int)t6;
            int16x8_t t8 = vld1q_s16(t7);
            int16x8_t t9 = vld1q_s16(t7 + 8);
            int16x8_t stereo_v_2 = vuzp1q_s16(t8, t9);
            int16x8_t stereo_v_3 = vuzp2q_s16(t8, t9);
            vst1q_s16(left + t6, stereo_v_2);
            vst1q_s16(right + t6, stereo_v_3);
            long t10 = i_vec + 16L;
            const short *t11 = stereo + 2 * (int)t10;
            int16x8_t t12 = vld1q_s16(t11);
            int16x8_t t13 = vld1q_s16(t11 + 8);
            int16x8_t stereo_v_4 = vuzp1q_s16(t12, t13);
            int16x8_t stereo_v_5 = vuzp2q_s16(t12, t13);
            vst1q_s16(left + t10, stereo_v_4);
            vst1q_s16(right + t10, stereo_v_5);
            long t14 = i_vec + 24L;
            const short *t15 = stereo + 2 * (int)t14;
            int16x8_t t16 = vld1q_s16(t15);
            int16x8_t t17 = vld1q_s16(t15 + 8);
            int16x8_t stereo_v_6 = vuzp1q_s16(t16, t17);
            int16x8_t stereo_v_7 = vuzp2q_s16(t16, t17);
            vst1q_s16(left + t14, stereo_v_6);
            vst1q_s16(right + t14, stereo_v_7);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const short *t22 = stereo + 2 * (int)t21;
            int16x8_t t23 = vld1q_s16(t22);
            int16x8_t t24 = vld1q_s16(t22 + 8);
            int16x8_t stereo_v_8 = vuzp1q_s16(t23, t24);
            int16x8_t stereo_v_9 = vuzp2q_s16(t23, t24);
            vst1q_s16(left + t21, stereo_v_8);
            vst1q_s16(right + t21, stereo_v_9);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = 2 * i;
        left[t25] = stereo[t26];
        right[t25] = stereo[t26 + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *in = new_array(2 * n, 4), *out = new_array(2 * n, 4);
        unsigned char *rgb = new_array(3 * n, 1), *grey = new_array(n, 1);
        short *stereo = new_array(2 * n, 2), *left = new_array(n, 2), *right = new_array(n, 2);
        FILL(in, 2 * n, -100, 200);
        FILL(rgb, 3 * n, 0, 256);
        FILL(stereo, 2 * n, -32768, 65536);
        cmul(n, out, in, 0.5f, -1.25f);
        rgb_to_grey(n, grey, rgb);
        split_stereo(n, left, right, stereo);
        printf("n=%d cmul=%llx grey=%llx left=%llx right=%llx\n", n, HASH(out, 2 * n), HASH(grey, n), HASH(left, n), HASH(right, n));
        free(in), free(out), free(rgb), free(grey), free(stereo), free(left), free(right);
    }
    return 0;
}
