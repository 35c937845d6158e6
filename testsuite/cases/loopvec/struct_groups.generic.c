/* vcc: vector types and helpers */
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=5 avx2=4 avx512vbmi-zmm=5 sse4.2=4 sse2=1 neon=5 */
#include "harness.h"

/* Full interleave groups of strides 3 and 4, loaded and stored, on bytes and floats: NEON
   writes them as structure loads and stores (vld3q/vld4q, vst3q/vst4q); the remainder of a
   trip count that is no multiple of the vector keeps the scalar loop. A load group followed
   by a store to the same array between its loads and its members' use is no such access. */
void grey_to_rgb(int n, unsigned char *restrict rgb, const unsigned char *restrict g) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:9 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = g + i_vec;
            vcc_v32_uchar g_v = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_uchar g_v_1 = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_uchar t4 = g_v_1 + (vcc_v32_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            unsigned char *t5 = rgb + (3 * (int)i_vec + 2);
            vcc_v32_uchar g_v_2 = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_uchar t6 = g_v_2 ^ (vcc_v32_uchar){(unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85, (unsigned char)85};
            vcc_v32_uchar t7 = __builtin_shufflevector(g_v, t4, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            vcc_v32_uchar t8 = __builtin_shufflevector(t7, t6, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            vcc_store(t5 + -2, t8);
            vcc_v32_uchar t9 = __builtin_shufflevector(g_v, t4, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            vcc_v32_uchar t10 = __builtin_shufflevector(t9, t6, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            vcc_store(t5 + 30, t10);
            vcc_v32_uchar t11 = __builtin_shufflevector(g_v, t4, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            vcc_v32_uchar t12 = __builtin_shufflevector(t11, t6, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            vcc_store(t5 + 62, t12);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t13 = 3 * i;
        const unsigned char *t14 = g + i;
        rgb[t13] = *t14;
        rgb[t13 + 1] = (unsigned char)((int)*t14 + 1);
        rgb[t13 + 2] = (unsigned char)((int)*t14 ^ 85);
    }
}

void swap_rb(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:17 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(3 * (int)i_vec + 2);
            const unsigned char *t4 = in + t3;
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t4 + -2);
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t4 + 30);
            vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, t4 + 62);
            vcc_v32_uchar t8 = __builtin_shufflevector(t5, t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar in_v = __builtin_shufflevector(t8, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            vcc_v32_uchar t9 = __builtin_shufflevector(t5, t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar in_v_1 = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            vcc_v32_uchar t10 = __builtin_shufflevector(t5, t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar in_v_2 = __builtin_shufflevector(t10, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            unsigned char *t11 = out + t3;
            vcc_v32_uchar t12 = __builtin_shufflevector(in_v, in_v_1, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            vcc_v32_uchar t13 = __builtin_shufflevector(t12, in_v_2, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            vcc_store(t11 + -2, t13);
            vcc_v32_uchar t14 = __builtin_shufflevector(in_v, in_v_1, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            vcc_v32_uchar t15 = __builtin_shufflevector(t14, in_v_2, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            vcc_store(t11 + 30, t15);
            vcc_v32_uchar t16 = __builtin_shufflevector(in_v, in_v_1, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            vcc_v32_uchar t17 = __builtin_shufflevector(t16, in_v_2, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            vcc_store(t11 + 62, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t18 = 3 * i;
        long t19 = (long)t18;
        long t20 = (long)(t18 + 2);
        out[t19] = in[t20];
        long t21 = (long)(t18 + 1);
        out[t21] = in[t21];
        out[t20] = in[t19];
    }
}

void rgba_premultiply(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:25 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(4 * (int)i_vec + 3);
            const unsigned char *t4 = in + t3;
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t4 + -3);
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t4 + 29);
            vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, t4 + 61);
            vcc_v32_uchar t8 = vcc_load(vcc_v32_uchar, t4 + 93);
            vcc_v32_uchar t9 = __builtin_shufflevector(t5, t6, 3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar t10 = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 35, 39, 43, 47, 51, 55, 59, 63, 24, 25, 26, 27, 28, 29, 30, 31);
            vcc_v32_uchar a_v = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 35, 39, 43, 47, 51, 55, 59, 63);
            vcc_v32_uchar t11 = __builtin_shufflevector(t5, t6, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar t12 = __builtin_shufflevector(t11, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 32, 36, 40, 44, 48, 52, 56, 60, 24, 25, 26, 27, 28, 29, 30, 31);
            vcc_v32_uchar in_v = __builtin_shufflevector(t12, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 32, 36, 40, 44, 48, 52, 56, 60);
            vcc_v32_uchar t13 = __builtin_shufflevector(t5, t6, 1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar t14 = __builtin_shufflevector(t13, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 33, 37, 41, 45, 49, 53, 57, 61, 24, 25, 26, 27, 28, 29, 30, 31);
            vcc_v32_uchar in_v_1 = __builtin_shufflevector(t14, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 33, 37, 41, 45, 49, 53, 57, 61);
            vcc_v32_uchar t15 = __builtin_shufflevector(t5, t6, 2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar t16 = __builtin_shufflevector(t15, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 34, 38, 42, 46, 50, 54, 58, 62, 24, 25, 26, 27, 28, 29, 30, 31);
            vcc_v32_uchar in_v_2 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 34, 38, 42, 46, 50, 54, 58, 62);
            vcc_v32_uchar t17 = in_v & a_v;
            vcc_v32_uchar t18 = in_v_1 & a_v;
            vcc_v32_uchar t19 = in_v_2 & a_v;
            unsigned char *t20 = out + t3;
            vcc_v32_uchar t21 = __builtin_shufflevector(t17, t18, 0, 32, 0, 0, 1, 33, 0, 0, 2, 34, 0, 0, 3, 35, 0, 0, 4, 36, 0, 0, 5, 37, 0, 0, 6, 38, 0, 0, 7, 39, 0, 0);
            vcc_v32_uchar t22 = __builtin_shufflevector(t21, t19, 0, 1, 32, 3, 4, 5, 33, 7, 8, 9, 34, 11, 12, 13, 35, 15, 16, 17, 36, 19, 20, 21, 37, 23, 24, 25, 38, 27, 28, 29, 39, 31);
            vcc_v32_uchar t23 = __builtin_shufflevector(t22, a_v, 0, 1, 2, 32, 4, 5, 6, 33, 8, 9, 10, 34, 12, 13, 14, 35, 16, 17, 18, 36, 20, 21, 22, 37, 24, 25, 26, 38, 28, 29, 30, 39);
            vcc_store(t20 + -3, t23);
            vcc_v32_uchar t24 = __builtin_shufflevector(t17, t18, 8, 40, 0, 0, 9, 41, 0, 0, 10, 42, 0, 0, 11, 43, 0, 0, 12, 44, 0, 0, 13, 45, 0, 0, 14, 46, 0, 0, 15, 47, 0, 0);
            vcc_v32_uchar t25 = __builtin_shufflevector(t24, t19, 0, 1, 40, 3, 4, 5, 41, 7, 8, 9, 42, 11, 12, 13, 43, 15, 16, 17, 44, 19, 20, 21, 45, 23, 24, 25, 46, 27, 28, 29, 47, 31);
            vcc_v32_uchar t26 = __builtin_shufflevector(t25, a_v, 0, 1, 2, 40, 4, 5, 6, 41, 8, 9, 10, 42, 12, 13, 14, 43, 16, 17, 18, 44, 20, 21, 22, 45, 24, 25, 26, 46, 28, 29, 30, 47);
            vcc_store(t20 + 29, t26);
            vcc_v32_uchar t27 = __builtin_shufflevector(t17, t18, 16, 48, 0, 0, 17, 49, 0, 0, 18, 50, 0, 0, 19, 51, 0, 0, 20, 52, 0, 0, 21, 53, 0, 0, 22, 54, 0, 0, 23, 55, 0, 0);
            vcc_v32_uchar t28 = __builtin_shufflevector(t27, t19, 0, 1, 48, 3, 4, 5, 49, 7, 8, 9, 50, 11, 12, 13, 51, 15, 16, 17, 52, 19, 20, 21, 53, 23, 24, 25, 54, 27, 28, 29, 55, 31);
            vcc_v32_uchar t29 = __builtin_shufflevector(t28, a_v, 0, 1, 2, 48, 4, 5, 6, 49, 8, 9, 10, 50, 12, 13, 14, 51, 16, 17, 18, 52, 20, 21, 22, 53, 24, 25, 26, 54, 28, 29, 30, 55);
            vcc_store(t20 + 61, t29);
            vcc_v32_uchar t30 = __builtin_shufflevector(t17, t18, 24, 56, 0, 0, 25, 57, 0, 0, 26, 58, 0, 0, 27, 59, 0, 0, 28, 60, 0, 0, 29, 61, 0, 0, 30, 62, 0, 0, 31, 63, 0, 0);
            vcc_v32_uchar t31 = __builtin_shufflevector(t30, t19, 0, 1, 56, 3, 4, 5, 57, 7, 8, 9, 58, 11, 12, 13, 59, 15, 16, 17, 60, 19, 20, 21, 61, 23, 24, 25, 62, 27, 28, 29, 63, 31);
            vcc_v32_uchar t32 = __builtin_shufflevector(t31, a_v, 0, 1, 2, 56, 4, 5, 6, 57, 8, 9, 10, 58, 12, 13, 14, 59, 16, 17, 18, 60, 20, 21, 22, 61, 24, 25, 26, 62, 28, 29, 30, 63);
            vcc_store(t20 + 93, t32);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t33 = 4 * i;
        long t34 = (long)(t33 + 3);
        unsigned char a = in[t34];
        long t35 = (long)t33;
        int t36 = (int)a;
        out[t35] = (unsigned char)((int)in[t35] & t36);
        long t37 = (long)(t33 + 1);
        out[t37] = (unsigned char)((int)in[t37] & t36);
        long t38 = (long)(t33 + 2);
        out[t38] = (unsigned char)((int)in[t38] & t36);
        out[t34] = a;
    }
}

void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    int t65;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:35 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 4 * (int)i_vec;
            const float *t4 = q + t3;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t4 + 8);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t4 + 16);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t4 + 24);
            vcc_v8_float t9 = __builtin_shufflevector(t5, t6, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t10 = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float q_v = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t11 = __builtin_shufflevector(t5, t6, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_float t12 = __builtin_shufflevector(t11, t7, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_float q_v_1 = __builtin_shufflevector(t12, t8, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_float t13 = __builtin_shufflevector(t5, t6, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_float t14 = __builtin_shufflevector(t13, t7, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_float q_v_2 = __builtin_shufflevector(t14, t8, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_float t15 = __builtin_shufflevector(t5, t6, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t16 = __builtin_shufflevector(t15, t7, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float q_v_3 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t17 = q_v * s_v;
            vcc_v8_float t18 = q_v_1 * s_v;
            vcc_v8_float t19 = q_v_2 + s_v;
            float *t20 = out + (t3 + 3);
            vcc_v8_float t21 = q_v_3 - s_v;
            vcc_v8_float t22 = __builtin_shufflevector(t17, t18, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t23 = __builtin_shufflevector(t22, t19, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t24 = __builtin_shufflevector(t23, t21, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t20 + -3, t24);
            vcc_v8_float t25 = __builtin_shufflevector(t17, t18, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t26 = __builtin_shufflevector(t25, t19, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t27 = __builtin_shufflevector(t26, t21, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t20 + 5, t27);
            vcc_v8_float t28 = __builtin_shufflevector(t17, t18, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t29 = __builtin_shufflevector(t28, t19, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t30 = __builtin_shufflevector(t29, t21, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t20 + 13, t30);
            vcc_v8_float t31 = __builtin_shufflevector(t17, t18, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t32 = __builtin_shufflevector(t31, t19, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t33 = __builtin_shufflevector(t32, t21, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t20 + 21, t33);
            int t34 = 4 * (int)(i_vec + 8L);
            const float *t35 = q + t34;
            vcc_v8_float t36 = vcc_load(vcc_v8_float, t35);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, t35 + 8);
            vcc_v8_float t38 = vcc_load(vcc_v8_float, t35 + 16);
            vcc_v8_float t39 = vcc_load(vcc_v8_float, t35 + 24);
            vcc_v8_float t40 = __builtin_shufflevector(t36, t37, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t41 = __builtin_shufflevector(t40, t38, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float q_v_4 = __builtin_shufflevector(t41, t39, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t42 = __builtin_shufflevector(t36, t37, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_float t43 = __builtin_shufflevector(t42, t38, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_float q_v_5 = __builtin_shufflevector(t43, t39, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_float t44 = __builtin_shufflevector(t36, t37, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_float t45 = __builtin_shufflevector(t44, t38, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_float q_v_6 = __builtin_shufflevector(t45, t39, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_float t46 = __builtin_shufflevector(t36, t37, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t47 = __builtin_shufflevector(t46, t38, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float q_v_7 = __builtin_shufflevector(t47, t39, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t48 = q_v_4 * s_v;
            vcc_v8_float t49 = q_v_5 * s_v;
            vcc_v8_float t50 = q_v_6 + s_v;
            float *t51 = out + (t34 + 3);
            vcc_v8_float t52 = q_v_7 - s_v;
            vcc_v8_float t53 = __builtin_shufflevector(t48, t49, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t54 = __builtin_shufflevector(t53, t50, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t55 = __builtin_shufflevector(t54, t52, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t51 + -3, t55);
            vcc_v8_float t56 = __builtin_shufflevector(t48, t49, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t57 = __builtin_shufflevector(t56, t50, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t58 = __builtin_shufflevector(t57, t52, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t51 + 5, t58);
            vcc_v8_float t59 = __builtin_shufflevector(t48, t49, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t60 = __builtin_shufflevector(t59, t50, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t61 = __builtin_shufflevector(t60, t52, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t51 + 13, t61);
            vcc_v8_float t62 = __builtin_shufflevector(t48, t49, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t63 = __builtin_shufflevector(t62, t50, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t64 = __builtin_shufflevector(t63, t52, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t51 + 21, t64);
            i_vec += 16L;
        } while (i_vec < t2);
        t65 = (int)t2;
    } else {
        t65 = 0;
    }
    long t66 = (long)n + (long)t65 * -1L;
    if (t66 >= 8L) {
        long t67 = t66 & -8L;
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec_1 = 0L;
        /* vcc: loop at struct_groups.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t68 = 4 * (int)((long)t65 + i_vec_1);
            const float *t69 = q + t68;
            vcc_v8_float t70 = vcc_load(vcc_v8_float, t69);
            vcc_v8_float t71 = vcc_load(vcc_v8_float, t69 + 8);
            vcc_v8_float t72 = vcc_load(vcc_v8_float, t69 + 16);
            vcc_v8_float t73 = vcc_load(vcc_v8_float, t69 + 24);
            vcc_v8_float t74 = __builtin_shufflevector(t70, t71, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t75 = __builtin_shufflevector(t74, t72, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float q_v_8 = __builtin_shufflevector(t75, t73, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t76 = __builtin_shufflevector(t70, t71, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_float t77 = __builtin_shufflevector(t76, t72, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_float q_v_9 = __builtin_shufflevector(t77, t73, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_float t78 = __builtin_shufflevector(t70, t71, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_float t79 = __builtin_shufflevector(t78, t72, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_float q_v_10 = __builtin_shufflevector(t79, t73, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_float t80 = __builtin_shufflevector(t70, t71, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t81 = __builtin_shufflevector(t80, t72, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float q_v_11 = __builtin_shufflevector(t81, t73, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t82 = q_v_8 * s_v_1;
            vcc_v8_float t83 = q_v_9 * s_v_1;
            vcc_v8_float t84 = q_v_10 + s_v_1;
            float *t85 = out + (t68 + 3);
            vcc_v8_float t86 = q_v_11 - s_v_1;
            vcc_v8_float t87 = __builtin_shufflevector(t82, t83, 0, 8, 0, 0, 1, 9, 0, 0);
            vcc_v8_float t88 = __builtin_shufflevector(t87, t84, 0, 1, 8, 3, 4, 5, 9, 7);
            vcc_v8_float t89 = __builtin_shufflevector(t88, t86, 0, 1, 2, 8, 4, 5, 6, 9);
            vcc_store(t85 + -3, t89);
            vcc_v8_float t90 = __builtin_shufflevector(t82, t83, 2, 10, 0, 0, 3, 11, 0, 0);
            vcc_v8_float t91 = __builtin_shufflevector(t90, t84, 0, 1, 10, 3, 4, 5, 11, 7);
            vcc_v8_float t92 = __builtin_shufflevector(t91, t86, 0, 1, 2, 10, 4, 5, 6, 11);
            vcc_store(t85 + 5, t92);
            vcc_v8_float t93 = __builtin_shufflevector(t82, t83, 4, 12, 0, 0, 5, 13, 0, 0);
            vcc_v8_float t94 = __builtin_shufflevector(t93, t84, 0, 1, 12, 3, 4, 5, 13, 7);
            vcc_v8_float t95 = __builtin_shufflevector(t94, t86, 0, 1, 2, 12, 4, 5, 6, 13);
            vcc_store(t85 + 13, t95);
            vcc_v8_float t96 = __builtin_shufflevector(t82, t83, 6, 14, 0, 0, 7, 15, 0, 0);
            vcc_v8_float t97 = __builtin_shufflevector(t96, t84, 0, 1, 14, 3, 4, 5, 15, 7);
            vcc_v8_float t98 = __builtin_shufflevector(t97, t86, 0, 1, 2, 14, 4, 5, 6, 15);
            vcc_store(t85 + 21, t98);
            i_vec_1 += 8L;
        } while (i_vec_1 < t67);
        i = (int)((long)t65 + t67);
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        long t99 = (long)(4 * i);
        vcc_v4_float t100 = vcc_load(vcc_v4_float, q + t99);
        vcc_v4_float t101 = (vcc_v4_float){s, s, s, s};
        vcc_v4_float t102 = t100 * t101;
        vcc_v4_float t103 = t100 + t101;
        vcc_v4_float t104 = __builtin_shufflevector(t102, t103, 0, 1, 6, 3);
        vcc_v4_float t105 = t100 - t101;
        vcc_v4_float t106 = __builtin_shufflevector(t104, t105, 0, 1, 2, 7);
        vcc_store(out + t99, t106);
    }
}

void cross3(int n, float *restrict out, const float *restrict a, const float *restrict b) {
    int t67;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:44 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t5 + 16);
            vcc_v8_float t9 = __builtin_shufflevector(t6, t7, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float ax_v = __builtin_shufflevector(t9, t8, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t10 = __builtin_shufflevector(t6, t7, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float ay_v = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t11 = __builtin_shufflevector(t6, t7, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float az_v = __builtin_shufflevector(t11, t8, 0, 1, 2, 3, 4, 9, 12, 15);
            const float *t12 = b + t4;
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t12 + 8);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t12 + 16);
            vcc_v8_float t16 = __builtin_shufflevector(t13, t14, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float bx_v = __builtin_shufflevector(t16, t15, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t17 = __builtin_shufflevector(t13, t14, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float by_v = __builtin_shufflevector(t17, t15, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t18 = __builtin_shufflevector(t13, t14, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float bz_v = __builtin_shufflevector(t18, t15, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_float t19 = ay_v * bz_v;
            vcc_v8_float t20 = az_v * by_v;
            vcc_v8_float t21 = t19 - t20;
            vcc_v8_float t22 = az_v * bx_v;
            vcc_v8_float t23 = ax_v * bz_v;
            vcc_v8_float t24 = t22 - t23;
            float *t25 = out + (t3 + 2);
            vcc_v8_float t26 = ax_v * by_v;
            vcc_v8_float t27 = ay_v * bx_v;
            vcc_v8_float t28 = t26 - t27;
            vcc_v8_float t29 = __builtin_shufflevector(t21, t24, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t30 = __builtin_shufflevector(t29, t28, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t25 + -2, t30);
            vcc_v8_float t31 = __builtin_shufflevector(t21, t24, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t32 = __builtin_shufflevector(t31, t28, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t25 + 6, t32);
            vcc_v8_float t33 = __builtin_shufflevector(t21, t24, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t34 = __builtin_shufflevector(t33, t28, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t25 + 14, t34);
            int t35 = 3 * (int)(i_vec + 8L);
            long t36 = (long)t35;
            const float *t37 = a + t36;
            vcc_v8_float t38 = vcc_load(vcc_v8_float, t37);
            vcc_v8_float t39 = vcc_load(vcc_v8_float, t37 + 8);
            vcc_v8_float t40 = vcc_load(vcc_v8_float, t37 + 16);
            vcc_v8_float t41 = __builtin_shufflevector(t38, t39, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float ax_v_1 = __builtin_shufflevector(t41, t40, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t42 = __builtin_shufflevector(t38, t39, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float ay_v_1 = __builtin_shufflevector(t42, t40, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t43 = __builtin_shufflevector(t38, t39, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float az_v_1 = __builtin_shufflevector(t43, t40, 0, 1, 2, 3, 4, 9, 12, 15);
            const float *t44 = b + t36;
            vcc_v8_float t45 = vcc_load(vcc_v8_float, t44);
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t44 + 8);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, t44 + 16);
            vcc_v8_float t48 = __builtin_shufflevector(t45, t46, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float bx_v_1 = __builtin_shufflevector(t48, t47, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t49 = __builtin_shufflevector(t45, t46, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float by_v_1 = __builtin_shufflevector(t49, t47, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t50 = __builtin_shufflevector(t45, t46, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float bz_v_1 = __builtin_shufflevector(t50, t47, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_float t51 = ay_v_1 * bz_v_1;
            vcc_v8_float t52 = az_v_1 * by_v_1;
            vcc_v8_float t53 = t51 - t52;
            vcc_v8_float t54 = az_v_1 * bx_v_1;
            vcc_v8_float t55 = ax_v_1 * bz_v_1;
            vcc_v8_float t56 = t54 - t55;
            float *t57 = out + (t35 + 2);
            vcc_v8_float t58 = ax_v_1 * by_v_1;
            vcc_v8_float t59 = ay_v_1 * bx_v_1;
            vcc_v8_float t60 = t58 - t59;
            vcc_v8_float t61 = __builtin_shufflevector(t53, t56, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t62 = __builtin_shufflevector(t61, t60, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t57 + -2, t62);
            vcc_v8_float t63 = __builtin_shufflevector(t53, t56, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t64 = __builtin_shufflevector(t63, t60, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t57 + 6, t64);
            vcc_v8_float t65 = __builtin_shufflevector(t53, t56, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t66 = __builtin_shufflevector(t65, t60, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t57 + 14, t66);
            i_vec += 16L;
        } while (i_vec < t2);
        t67 = (int)t2;
    } else {
        t67 = 0;
    }
    long t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 8L) {
        long t69 = t68 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at struct_groups.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t70 = 3 * (int)((long)t67 + i_vec_1);
            long t71 = (long)t70;
            const float *t72 = a + t71;
            vcc_v8_float t73 = vcc_load(vcc_v8_float, t72);
            vcc_v8_float t74 = vcc_load(vcc_v8_float, t72 + 8);
            vcc_v8_float t75 = vcc_load(vcc_v8_float, t72 + 16);
            vcc_v8_float t76 = __builtin_shufflevector(t73, t74, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float ax_v_2 = __builtin_shufflevector(t76, t75, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t77 = __builtin_shufflevector(t73, t74, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float ay_v_2 = __builtin_shufflevector(t77, t75, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t78 = __builtin_shufflevector(t73, t74, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float az_v_2 = __builtin_shufflevector(t78, t75, 0, 1, 2, 3, 4, 9, 12, 15);
            const float *t79 = b + t71;
            vcc_v8_float t80 = vcc_load(vcc_v8_float, t79);
            vcc_v8_float t81 = vcc_load(vcc_v8_float, t79 + 8);
            vcc_v8_float t82 = vcc_load(vcc_v8_float, t79 + 16);
            vcc_v8_float t83 = __builtin_shufflevector(t80, t81, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_float bx_v_2 = __builtin_shufflevector(t83, t82, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_float t84 = __builtin_shufflevector(t80, t81, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_float by_v_2 = __builtin_shufflevector(t84, t82, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_float t85 = __builtin_shufflevector(t80, t81, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_float bz_v_2 = __builtin_shufflevector(t85, t82, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_float t86 = ay_v_2 * bz_v_2;
            vcc_v8_float t87 = az_v_2 * by_v_2;
            vcc_v8_float t88 = t86 - t87;
            vcc_v8_float t89 = az_v_2 * bx_v_2;
            vcc_v8_float t90 = ax_v_2 * bz_v_2;
            vcc_v8_float t91 = t89 - t90;
            float *t92 = out + (t70 + 2);
            vcc_v8_float t93 = ax_v_2 * by_v_2;
            vcc_v8_float t94 = ay_v_2 * bx_v_2;
            vcc_v8_float t95 = t93 - t94;
            vcc_v8_float t96 = __builtin_shufflevector(t88, t91, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t97 = __builtin_shufflevector(t96, t95, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t92 + -2, t97);
            vcc_v8_float t98 = __builtin_shufflevector(t88, t91, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t99 = __builtin_shufflevector(t98, t95, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t92 + 6, t99);
            vcc_v8_float t100 = __builtin_shufflevector(t88, t91, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t101 = __builtin_shufflevector(t100, t95, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t92 + 14, t101);
            i_vec_1 += 8L;
        } while (i_vec_1 < t69);
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        int t102 = 3 * i;
        long t103 = (long)t102;
        float ax = a[t103];
        long t104 = (long)(t102 + 1);
        float ay = a[t104];
        long t105 = (long)(t102 + 2);
        float az = a[t105];
        float bx = b[t103];
        float by = b[t104];
        float bz = b[t105];
        out[t103] = ay * bz - az * by;
        out[t104] = az * bx - ax * bz;
        out[t105] = ax * by - ay * bx;
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
