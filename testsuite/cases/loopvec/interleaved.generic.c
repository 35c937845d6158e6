/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 sse2=2 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    int t29;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float wr_v = (vcc_v8_float){wr, wr, wr, wr, wr, wr, wr, wr};
        vcc_v8_float wi_v = (vcc_v8_float){wi, wi, wi, wi, wi, wi, wi, wi};
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:8 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = in + t3;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t4 + 8);
            vcc_v8_float re_v = __builtin_shufflevector(t5, t6, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float im_v = __builtin_shufflevector(t5, t6, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t7 = re_v * wr_v;
            vcc_v8_float t8 = im_v * wi_v;
            vcc_v8_float t9 = t7 - t8;
            float *t10 = out + (t3 + 1);
            vcc_v8_float t11 = re_v * wi_v;
            vcc_v8_float t12 = im_v * wr_v;
            vcc_v8_float t13 = t11 + t12;
            vcc_v8_float t14 = __builtin_shufflevector(t9, t13, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t10 + -1, t14);
            vcc_v8_float t15 = __builtin_shufflevector(t9, t13, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t10 + 7, t15);
            int t16 = 2 * (int)(i_vec + 8L);
            const float *t17 = in + t16;
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t17);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t17 + 8);
            vcc_v8_float re_v_1 = __builtin_shufflevector(t18, t19, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float im_v_1 = __builtin_shufflevector(t18, t19, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t20 = re_v_1 * wr_v;
            vcc_v8_float t21 = im_v_1 * wi_v;
            vcc_v8_float t22 = t20 - t21;
            float *t23 = out + (t16 + 1);
            vcc_v8_float t24 = re_v_1 * wi_v;
            vcc_v8_float t25 = im_v_1 * wr_v;
            vcc_v8_float t26 = t24 + t25;
            vcc_v8_float t27 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t23 + -1, t27);
            vcc_v8_float t28 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t23 + 7, t28);
            i_vec += 16L;
        } while (i_vec < t2);
        t29 = (int)t2;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        vcc_v8_float wr_v_1 = (vcc_v8_float){wr, wr, wr, wr, wr, wr, wr, wr};
        vcc_v8_float wi_v_1 = (vcc_v8_float){wi, wi, wi, wi, wi, wi, wi, wi};
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t32 = 2 * (int)((long)t29 + i_vec_1);
            const float *t33 = in + t32;
            vcc_v8_float t34 = vcc_load(vcc_v8_float, t33);
            vcc_v8_float t35 = vcc_load(vcc_v8_float, t33 + 8);
            vcc_v8_float re_v_2 = __builtin_shufflevector(t34, t35, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float im_v_2 = __builtin_shufflevector(t34, t35, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t36 = re_v_2 * wr_v_1;
            vcc_v8_float t37 = im_v_2 * wi_v_1;
            vcc_v8_float t38 = t36 - t37;
            float *t39 = out + (t32 + 1);
            vcc_v8_float t40 = re_v_2 * wi_v_1;
            vcc_v8_float t41 = im_v_2 * wr_v_1;
            vcc_v8_float t42 = t40 + t41;
            vcc_v8_float t43 = __builtin_shufflevector(t38, t42, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t39 + -1, t43);
            vcc_v8_float t44 = __builtin_shufflevector(t38, t42, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t39 + 7, t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        int t45 = 2 * i;
        long t46 = (long)t45;
        float re = in[t46];
        long t47 = (long)(t45 + 1);
        float im = in[t47];
        out[t46] = re * wr - im * wi;
        out[t47] = re * wi + im * wr;
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
            vcc_v16_uchar t4 = vcc_load(vcc_v16_uchar, t3);
            vcc_v16_uchar t5 = vcc_load(vcc_v16_uchar, t3 + 16);
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, t3 + 32);
            vcc_v16_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            vcc_v16_uchar rgb_v = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            vcc_v16_uchar t8 = __builtin_shufflevector(t4, t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            vcc_v16_uchar rgb_v_1 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            vcc_v16_uchar t9 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            vcc_v16_uchar rgb_v_2 = __builtin_shufflevector(t9, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            vcc_v16_ushort t10 = __builtin_convertvector(rgb_v, vcc_v16_ushort);
            vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t10;
            vcc_v16_ushort t12 = __builtin_convertvector(rgb_v_1, vcc_v16_ushort);
            vcc_v16_ushort t13 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t12;
            vcc_v16_ushort t14 = t11 + t13;
            vcc_v16_ushort t15 = __builtin_convertvector(rgb_v_2, vcc_v16_ushort);
            vcc_v16_ushort t16 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t15;
            vcc_v16_ushort t17 = t14 + t16;
            vcc_v16_ushort t18 = t17 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t19 = __builtin_convertvector(t18, vcc_v16_uchar);
            vcc_store(grey + i_vec, t19);
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
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const short *t3 = stereo + 2 * (int)i_vec;
            vcc_v16_short t4 = vcc_load(vcc_v16_short, t3);
            vcc_v16_short t5 = vcc_load(vcc_v16_short, t3 + 16);
            vcc_v16_short stereo_v = __builtin_shufflevector(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_v16_short stereo_v_1 = __builtin_shufflevector(t4, t5, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            vcc_store(left + i_vec, stereo_v);
            vcc_store(right + i_vec, stereo_v_1);
            long t6 = i_vec + 16L;
            const short *t7 = stereo + 2 * (int)t6;
            vcc_v16_short t8 = vcc_load(vcc_v16_short, t7);
            vcc_v16_short t9 = vcc_load(vcc_v16_short, t7 + 16);
            vcc_v16_short stereo_v_2 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_v16_short stereo_v_3 = __builtin_shufflevector(t8, t9, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            vcc_store(left + t6, stereo_v_2);
            vcc_store(right + t6, stereo_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            const short *t14 = stereo + 2 * (int)t13;
            vcc_v16_short t15 = vcc_load(vcc_v16_short, t14);
            vcc_v16_short t16 = vcc_load(vcc_v16_short, t14 + 16);
            vcc_v16_short stereo_v_4 = __builtin_shufflevector(t15, t16, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_v16_short stereo_v_5 = __builtin_shufflevector(t15, t16, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            vcc_store(left + t13, stereo_v_4);
            vcc_store(right + t13, stereo_v_5);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = 2 * i;
        left[t17] = stereo[t18];
        right[t17] = stereo[t18 + 1];
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
