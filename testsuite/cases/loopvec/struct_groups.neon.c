/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=5 avx2=4 avx512vbmi-zmm=5 sse4.2=4 sse2=1 neon=5 */
#include "harness.h"

/* Full interleave groups of strides 3 and 4, loaded and stored, on bytes and floats: NEON
   writes them as structure loads and stores (vld3q/vld4q, vst3q/vst4q); the remainder of a
   trip count that is no multiple of the vector keeps the scalar loop. A load group followed
   by a store to the same array between its loads and its members' use is no such access. */
void grey_to_rgb(int n, unsigned char *restrict rgb, const unsigned char *restrict g) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:9 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = g + i_vec;
            uint8x16_t g_v = vld1q_u8(t3);
            uint8x16_t g_v_1 = vld1q_u8(t3);
            uint8x16_t t4 = vaddq_u8(g_v_1, vdupq_n_u8(1));
            uint8x16_t g_v_2 = vld1q_u8(t3);
            uint8x16_t t5 = veorq_u8(g_v_2, vdupq_n_u8(85));
            vst3q_u8(rgb + (3 * (int)i_vec + 2) + -2, ((uint8x16x3_t){{g_v, t4, t5}}));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t6 = 3 * i;
        const unsigned char *t7 = g + i;
        rgb[t6] = *t7;
        rgb[t6 + 1] = (unsigned char)((int)*t7 + 1);
        rgb[t6 + 2] = (unsigned char)((int)*t7 ^ 85);
    }
}

void swap_rb(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:17 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(3 * (int)i_vec + 2);
            const unsigned char *t4 = in + t3 + -2;
            uint8x16_t in_v = vld3q_u8(t4).val[2];
            uint8x16_t in_v_1 = vld3q_u8(t4).val[1];
            uint8x16_t in_v_2 = vld3q_u8(t4).val[0];
            vst3q_u8(out + t3 + -2, ((uint8x16x3_t){{in_v, in_v_1, in_v_2}}));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t5 = 3 * i;
        long t6 = (long)t5;
        long t7 = (long)(t5 + 2);
        out[t6] = in[t7];
        long t8 = (long)(t5 + 1);
        out[t8] = in[t8];
        out[t7] = in[t6];
    }
}

void rgba_premultiply(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:25 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(4 * (int)i_vec + 3);
            const unsigned char *t4 = in + t3 + -3;
            uint8x16_t a_v = vld4q_u8(t4).val[3];
            uint8x16_t in_v = vld4q_u8(t4).val[0];
            uint8x16_t in_v_1 = vld4q_u8(t4).val[1];
            uint8x16_t in_v_2 = vld4q_u8(t4).val[2];
            uint8x16_t t5 = vandq_u8(in_v, a_v);
            uint8x16_t t6 = vandq_u8(in_v_1, a_v);
            uint8x16_t t7 = vandq_u8(in_v_2, a_v);
            vst4q_u8(out + t3 + -3, ((uint8x16x4_t){{t5, t6, t7, a_v}}));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t8 = 4 * i;
        long t9 = (long)(t8 + 3);
        unsigned char a = in[t9];
        long t10 = (long)t8;
        int t11 = (int)a;
        out[t10] = (unsigned char)((int)in[t10] & t11);
        long t12 = (long)(t8 + 1);
        out[t12] = (unsigned char)((int)in[t12] & t11);
        long t13 = (long)(t8 + 2);
        out[t13] = (unsigned char)((int)in[t13] & t11);
        out[t9] = a;
    }
}

void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        float32x4_t s_v = vdupq_n_f32(s);
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:35 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 4 * (int)i_vec;
            const float *t4 = q + t3;
            float32x4_t q_v = vld4q_f32(t4).val[0];
            float32x4_t q_v_1 = vld4q_f32(t4).val[1];
            float32x4_t q_v_2 = vld4q_f32(t4).val[2];
            float32x4_t q_v_3 = vld4q_f32(t4).val[3];
            float32x4_t t5 = vmulq_f32(q_v, s_v);
            float32x4_t t6 = vmulq_f32(q_v_1, s_v);
            float32x4_t t7 = vaddq_f32(q_v_2, s_v);
            float32x4_t t8 = vsubq_f32(q_v_3, s_v);
            vst4q_f32(out + (t3 + 3) + -3, ((float32x4x4_t){{t5, t6, t7, t8}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)(4 * i);
        float32x4_t t10 = vld1q_f32(q + t9);
        float32x4_t t11 = vdupq_n_f32(s);
        float32x4_t t12 = vmulq_f32(t10, t11);
        float32x4_t t13 = vaddq_f32(t10, t11);
        float32x4_t t14 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t12, (vcc_v4_float)t13, 0, 1, 6, 3);
        float32x4_t t15 = vsubq_f32(t10, t11);
        float32x4_t t16 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t14, (vcc_v4_float)t15, 0, 1, 2, 7);
        vst1q_f32(out + t9, t16);
    }
}

void cross3(int n, float *restrict out, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:44 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t ax_v = vld3q_f32(t5).val[0];
            float32x4_t ay_v = vld3q_f32(t5).val[1];
            float32x4_t az_v = vld3q_f32(t5).val[2];
            const float *t6 = b + t4;
            float32x4_t bx_v = vld3q_f32(t6).val[0];
            float32x4_t by_v = vld3q_f32(t6).val[1];
            float32x4_t bz_v = vld3q_f32(t6).val[2];
            float32x4_t t7 = vmulq_f32(ay_v, bz_v);
            float32x4_t t8 = vmulq_f32(az_v, by_v);
            float32x4_t t9 = vsubq_f32(t7, t8);
            float32x4_t t10 = vmulq_f32(az_v, bx_v);
            float32x4_t t11 = vmulq_f32(ax_v, bz_v);
            float32x4_t t12 = vsubq_f32(t10, t11);
            float32x4_t t13 = vmulq_f32(ax_v, by_v);
            float32x4_t t14 = vmulq_f32(ay_v, bx_v);
            float32x4_t t15 = vsubq_f32(t13, t14);
            vst3q_f32(out + (t3 + 2) + -2, ((float32x4x3_t){{t9, t12, t15}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t16 = 3 * i;
        long t17 = (long)t16;
        float ax = a[t17];
        long t18 = (long)(t16 + 1);
        float ay = a[t18];
        long t19 = (long)(t16 + 2);
        float az = a[t19];
        float bx = b[t17];
        float by = b[t18];
        float bz = b[t19];
        out[t17] = ay * bz - az * by;
        out[t18] = az * bx - ax * bz;
        out[t19] = ax * by - ay * bx;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *g = new_array(n, 1), *rgb = new_array(3 * n, 1), *rgb2 = new_array(3 * n, 1);
        unsigned char *rgba = new_array(4 * n, 1), *rgba2 = new_array(4 * n, 1);
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *a = new_array(3 * n, 4), *b = new_array(3 * n, 4), *c = new_array(3 * n, 4);
        FILL(g, n, 0, 256);
        FILL(rgba, 4 * n, 0, 256);
        FILL(q, 4 * n, -1000, 2000);
        FILL(a, 3 * n, -1000, 2000);
        FILL(b, 3 * n, -1000, 2000);
        grey_to_rgb(n, rgb, g);
        swap_rb(n, rgb2, rgb);
        rgba_premultiply(n, rgba2, rgba);
        quat_scale(n, q2, q, 1.5f);
        cross3(n, c, a, b);
        printf("n=%d %llx %llx %llx %llx %llx\n", n, HASH(rgb, 3 * n), HASH(rgb2, 3 * n), HASH(rgba2, 4 * n),
               HASH(q2, 4 * n), HASH(c, 3 * n));
        free(g), free(rgb), free(rgb2), free(rgba), free(rgba2), free(q), free(q2), free(a), free(b), free(c);
    }
    return 0;
}
