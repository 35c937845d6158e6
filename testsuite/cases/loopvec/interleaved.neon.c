/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 sse2=2 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        float32x4_t wr_v = vdupq_n_f32(wr);
        float32x4_t wi_v = vdupq_n_f32(wi);
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:8 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = in + t3;
            float32x4_t re_v = vld2q_f32(t4).val[0];
            float32x4_t im_v = vld2q_f32(t4).val[1];
            float32x4_t t5 = vmulq_f32(re_v, wr_v);
            float32x4_t t6 = vmulq_f32(im_v, wi_v);
            float32x4_t t7 = vsubq_f32(t5, t6);
            float32x4_t t8 = vmulq_f32(re_v, wi_v);
            float32x4_t t9 = vmulq_f32(im_v, wr_v);
            float32x4_t t10 = vaddq_f32(t8, t9);
            vst2q_f32(out + (t3 + 1) + -1, ((float32x4x2_t){{t7, t10}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t11 = 2 * i;
        long t12 = (long)t11;
        float re = in[t12];
        long t13 = (long)(t11 + 1);
        float im = in[t13];
        out[t12] = re * wr - im * wi;
        out[t13] = re * wi + im * wr;
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
            uint8x16_t rgb_v = vld3q_u8(t3).val[0];
            uint8x16_t rgb_v_1 = vld3q_u8(t3).val[1];
            uint8x16_t rgb_v_2 = vld3q_u8(t3).val[2];
            vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)rgb_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t6 = __builtin_convertvector((vcc_v16_uchar)rgb_v_1, vcc_v16_ushort);
            vcc_v16_ushort t7 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_1; (void)t6; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t8 = t5 + t7;
            vcc_v16_ushort t9 = __builtin_convertvector((vcc_v16_uchar)rgb_v_2, vcc_v16_ushort);
            vcc_v16_ushort t10 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_2; (void)t9; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t11 = t8 + t10;
            vcc_v16_ushort t12 = t11 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            uint8x16_t t13 = (uint8x16_t)__builtin_convertvector(t12, vcc_v16_uchar);
            vst1q_u8(grey + i_vec, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t14 = 3 * i;
        grey[i] = (unsigned char)((77 * (int)rgb[t14] + 150 * (int)rgb[t14 + 1] + 29 * (int)rgb[t14 + 2]) >> 8);
    }
}

void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const short *t3 = stereo + 2 * (int)i_vec;
            int16x8_t stereo_v = vld2q_s16(t3).val[0];
            int16x8_t stereo_v_1 = vld2q_s16(t3).val[1];
            vst1q_s16(left + i_vec, stereo_v);
            vst1q_s16(right + i_vec, stereo_v_1);
            long t4 = i_vec + 8L;
            const short *t5 = stereo + 2 * (int)t4;
            int16x8_t stereo_v_2 = vld2q_s16(t5).val[0];
            int16x8_t stereo_v_3 = vld2q_s16(t5).val[1];
            vst1q_s16(left + t4, stereo_v_2);
            vst1q_s16(right + t4, stereo_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            const short *t10 = stereo + 2 * (int)t9;
            int16x8_t stereo_v_4 = vld2q_s16(t10).val[0];
            int16x8_t stereo_v_5 = vld2q_s16(t10).val[1];
            vst1q_s16(left + t9, stereo_v_4);
            vst1q_s16(right + t9, stereo_v_5);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = 2 * i;
        left[t11] = stereo[t12];
        right[t11] = stereo[t12 + 1];
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
