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
    long t1;
    long t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    long t5;
    int t6;
    const float *t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    float *t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    long t21;
    int i;
    float re;
    float im;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_float){wr, wr, wr, wr, wr, wr, wr, wr};
        t4 = (vcc_v8_float){wi, wi, wi, wi, wi, wi, wi, wi};
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = in + 2 * t6;
            t8 = vcc_load(vcc_v8_float, t7);
            t9 = vcc_load(vcc_v8_float, t7 + 8);
            t10 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6, 8, 10, 12, 14);
            t11 = __builtin_shufflevector(t8, t9, 1, 3, 5, 7, 9, 11, 13, 15);
            t12 = t10 * t3;
            t13 = t11 * t4;
            t14 = t12 - t13;
            t15 = out + (2 * t6 + 1);
            t16 = t10 * t4;
            t17 = t11 * t3;
            t18 = t16 + t17;
            t19 = __builtin_shufflevector(t14, t18, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t15 + -1, t19);
            t20 = __builtin_shufflevector(t14, t18, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t15 + 7, t20);
            t21 = t5 + 8L;
            if (t21 >= t2) {
                break;
            }
            t5 = t21;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        re = in[2 * i];
        im = in[2 * i + 1];
        out[2 * i] = re * wr - im * wi;
        out[2 * i + 1] = re * wi + im * wr;
    }
}

void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    vcc_v16_uchar t6;
    vcc_v16_uchar t7;
    vcc_v16_uchar t8;
    vcc_v16_uchar t9;
    vcc_v16_uchar t10;
    vcc_v16_uchar t11;
    vcc_v16_uchar t12;
    vcc_v16_uchar t13;
    vcc_v16_uchar t14;
    vcc_v16_ushort t15;
    vcc_v16_ushort t16;
    vcc_v16_ushort t17;
    vcc_v16_ushort t18;
    vcc_v16_ushort t19;
    vcc_v16_ushort t20;
    vcc_v16_ushort t21;
    vcc_v16_ushort t22;
    vcc_v16_ushort t23;
    vcc_v16_uchar t24;
    long t25;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = rgb + 3 * t4;
            t6 = vcc_load(vcc_v16_uchar, t5);
            t7 = vcc_load(vcc_v16_uchar, t5 + 16);
            t8 = vcc_load(vcc_v16_uchar, t5 + 32);
            t9 = __builtin_shufflevector(t6, t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t10 = __builtin_shufflevector(t9, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t11 = __builtin_shufflevector(t6, t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t12 = __builtin_shufflevector(t11, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t13 = __builtin_shufflevector(t6, t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t15 = __builtin_convertvector(t10, vcc_v16_ushort);
            t16 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t15;
            t17 = __builtin_convertvector(t12, vcc_v16_ushort);
            t18 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t17;
            t19 = t16 + t18;
            t20 = __builtin_convertvector(t14, vcc_v16_ushort);
            t21 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t20;
            t22 = t19 + t21;
            t23 = t22 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            t24 = __builtin_convertvector(t23, vcc_v16_uchar);
            vcc_store(grey + t4, t24);
            t25 = t3 + 16L;
            if (t25 >= t2) {
                break;
            }
            t3 = t25;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        grey[i] = (unsigned char)((77 * (int)rgb[3 * i] + 150 * (int)rgb[3 * i + 1] + 29 * (int)rgb[3 * i + 2]) >> 8);
    }
}

void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    long t1;
    long t2;
    long t3;
    int t4;
    const short *t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v16_short t8;
    vcc_v16_short t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = stereo + 2 * t4;
            t6 = vcc_load(vcc_v16_short, t5);
            t7 = vcc_load(vcc_v16_short, t5 + 16);
            t8 = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            t9 = __builtin_shufflevector(t6, t7, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            vcc_store(left + t4, t8);
            vcc_store(right + t4, t9);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        left[i] = stereo[2 * i];
        right[i] = stereo[2 * i + 1];
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
