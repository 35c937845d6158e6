/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v8_float t5 = (vcc_v8_float){wr, wr, wr, wr, wr, wr, wr, wr};
        vcc_v8_float t6 = (vcc_v8_float){wi, wi, wi, wi, wi, wi, wi, wi};
        long t1 = 0L;
        do {
            int t7 = 2 * (int)t1;
            const float *t8 = in + t7;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float t11 = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t12 = __builtin_shufflevector(t9, t10, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t13 = t11 * t5;
            vcc_v8_float t14 = t12 * t6;
            vcc_v8_float t15 = t13 - t14;
            float *t16 = out + (t7 + 1);
            vcc_v8_float t17 = t11 * t6;
            vcc_v8_float t18 = t12 * t5;
            vcc_v8_float t19 = t17 + t18;
            vcc_v8_float t20 = __builtin_shufflevector(t15, t19, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t16 + -1, t20);
            vcc_v8_float t21 = __builtin_shufflevector(t15, t19, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t16 + 7, t21);
            int t22 = 2 * (int)(t1 + 8L);
            const float *t23 = in + t22;
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t23);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t23 + 8);
            vcc_v8_float t26 = __builtin_shufflevector(t24, t25, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t27 = __builtin_shufflevector(t24, t25, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t28 = t26 * t5;
            vcc_v8_float t29 = t27 * t6;
            vcc_v8_float t30 = t28 - t29;
            float *t31 = out + (t22 + 1);
            vcc_v8_float t32 = t26 * t6;
            vcc_v8_float t33 = t27 * t5;
            vcc_v8_float t34 = t32 + t33;
            vcc_v8_float t35 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t31 + -1, t35);
            vcc_v8_float t36 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t31 + 7, t36);
            t1 += 16L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        vcc_v8_float t40 = (vcc_v8_float){wr, wr, wr, wr, wr, wr, wr, wr};
        vcc_v8_float t41 = (vcc_v8_float){wi, wi, wi, wi, wi, wi, wi, wi};
        long t2 = 0L;
        do {
            int t42 = 2 * (int)((long)t37 + t2);
            const float *t43 = in + t42;
            vcc_v8_float t44 = vcc_load(vcc_v8_float, t43);
            vcc_v8_float t45 = vcc_load(vcc_v8_float, t43 + 8);
            vcc_v8_float t46 = __builtin_shufflevector(t44, t45, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t47 = __builtin_shufflevector(t44, t45, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t48 = t46 * t40;
            vcc_v8_float t49 = t47 * t41;
            vcc_v8_float t50 = t48 - t49;
            float *t51 = out + (t42 + 1);
            vcc_v8_float t52 = t46 * t41;
            vcc_v8_float t53 = t47 * t40;
            vcc_v8_float t54 = t52 + t53;
            vcc_v8_float t55 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t51 + -1, t55);
            vcc_v8_float t56 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t51 + 7, t56);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t57 = 2 * i;
        long t58 = (long)t57;
        float re = in[t58];
        long t59 = (long)(t57 + 1);
        float im = in[t59];
        out[t58] = re * wr - im * wi;
        out[t59] = re * wi + im * wr;
    }
}

void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = rgb + 3 * t4;
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, t5);
            vcc_v16_uchar t7 = vcc_load(vcc_v16_uchar, t5 + 16);
            vcc_v16_uchar t8 = vcc_load(vcc_v16_uchar, t5 + 32);
            vcc_v16_uchar t9 = __builtin_shufflevector(t6, t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            vcc_v16_uchar t10 = __builtin_shufflevector(t9, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            vcc_v16_uchar t11 = __builtin_shufflevector(t6, t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            vcc_v16_uchar t12 = __builtin_shufflevector(t11, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            vcc_v16_uchar t13 = __builtin_shufflevector(t6, t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            vcc_v16_uchar t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            vcc_v16_ushort t15 = __builtin_convertvector(t10, vcc_v16_ushort);
            vcc_v16_ushort t16 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t15;
            vcc_v16_ushort t17 = __builtin_convertvector(t12, vcc_v16_ushort);
            vcc_v16_ushort t18 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t17;
            vcc_v16_ushort t19 = t16 + t18;
            vcc_v16_ushort t20 = __builtin_convertvector(t14, vcc_v16_ushort);
            vcc_v16_ushort t21 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t20;
            vcc_v16_ushort t22 = t19 + t21;
            vcc_v16_ushort t23 = t22 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t24 = __builtin_convertvector(t23, vcc_v16_uchar);
            vcc_store(grey + t4, t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t25 = 3 * i;
        grey[i] = (unsigned char)((77 * (int)rgb[t25] + 150 * (int)rgb[t25 + 1] + 29 * (int)rgb[t25 + 2]) >> 8);
    }
}

void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            long t6 = (long)t5;
            const short *t7 = stereo + 2 * t5;
            vcc_v16_short t8 = vcc_load(vcc_v16_short, t7);
            vcc_v16_short t9 = vcc_load(vcc_v16_short, t7 + 16);
            vcc_v16_short t10 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_v16_short t11 = __builtin_shufflevector(t8, t9, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            vcc_store(left + t6, t10);
            vcc_store(right + t6, t11);
            int t12 = (int)(t1 + 16L);
            long t13 = (long)t12;
            const short *t14 = stereo + 2 * t12;
            vcc_v16_short t15 = vcc_load(vcc_v16_short, t14);
            vcc_v16_short t16 = vcc_load(vcc_v16_short, t14 + 16);
            vcc_v16_short t17 = __builtin_shufflevector(t15, t16, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_v16_short t18 = __builtin_shufflevector(t15, t16, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            vcc_store(left + t13, t17);
            vcc_store(right + t13, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            int t22 = (int)((long)t19 + t2);
            long t23 = (long)t22;
            const short *t24 = stereo + 2 * t22;
            vcc_v16_short t25 = vcc_load(vcc_v16_short, t24);
            vcc_v16_short t26 = vcc_load(vcc_v16_short, t24 + 16);
            vcc_v16_short t27 = __builtin_shufflevector(t25, t26, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_v16_short t28 = __builtin_shufflevector(t25, t26, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            vcc_store(left + t23, t27);
            vcc_store(right + t23, t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = 2 * i;
        left[t29] = stereo[t30];
        right[t29] = stereo[t30 + 1];
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
