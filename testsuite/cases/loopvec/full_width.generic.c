/* vcc: vector types and helpers */
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 10 */
/* vcc-test: also-target avx512vbmi */
#include "harness.h"

/* Loops whose operations pay on full 512-bit registers (target::FULL_WIDTH_PAYS), planned wider
   than avx512's 256-bit loop vectors where the cost model finds that cheaper: 64-bit multiplies
   (vpmullq) on avx512, and the byte shuffles of interleave groups on avx512vbmi (vpermt2b).
   Other targets plan them as before. Trip counts 0..140 cover 0, 1, VF-1, VF, VF+1 and
   VF*UF-1, VF*UF, VF*UF+1 up to 128 (32 lanes of int16 times 4), then odd large ones. */

/* RGB to gray: a load group of 3 uint8 (the bench kernel rgb_gray_u8), 16-bit lanes. */
void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
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
            vcc_store(g + t4, t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t25 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t25] + 150 * (int)rgb[t25 + 1] + 29 * (int)rgb[t25 + 2]) >> 8);
    }
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t3);
        vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t3 + 32);
        vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t3 + 64);
        vcc_v32_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t8 = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t9 = __builtin_shufflevector(t4, t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t10 = __builtin_shufflevector(t9, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t11 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t12 = __builtin_shufflevector(t11, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t13 = __builtin_convertvector(t8, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t13;
        vcc_v32_ushort t15 = __builtin_convertvector(t10, vcc_v32_ushort);
        vcc_v32_ushort t16 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t15;
        vcc_v32_ushort t17 = t14 + t16;
        vcc_v32_ushort t18 = __builtin_convertvector(t12, vcc_v32_ushort);
        vcc_v32_ushort t19 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t18;
        vcc_v32_ushort t20 = t17 + t19;
        vcc_v32_ushort t21 = t20 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t22 = __builtin_convertvector(t21, vcc_v32_uchar);
        vcc_store(g + t2, t22);
        int t23 = (int)(t1 + 32L);
        const unsigned char *t24 = rgb + 3 * t23;
        vcc_v32_uchar t25 = vcc_load(vcc_v32_uchar, t24);
        vcc_v32_uchar t26 = vcc_load(vcc_v32_uchar, t24 + 32);
        vcc_v32_uchar t27 = vcc_load(vcc_v32_uchar, t24 + 64);
        vcc_v32_uchar t28 = __builtin_shufflevector(t25, t26, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t29 = __builtin_shufflevector(t28, t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t30 = __builtin_shufflevector(t25, t26, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t31 = __builtin_shufflevector(t30, t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t32 = __builtin_shufflevector(t25, t26, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t33 = __builtin_shufflevector(t32, t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t34 = __builtin_convertvector(t29, vcc_v32_ushort);
        vcc_v32_ushort t35 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t34;
        vcc_v32_ushort t36 = __builtin_convertvector(t31, vcc_v32_ushort);
        vcc_v32_ushort t37 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t36;
        vcc_v32_ushort t38 = t35 + t37;
        vcc_v32_ushort t39 = __builtin_convertvector(t33, vcc_v32_ushort);
        vcc_v32_ushort t40 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t39;
        vcc_v32_ushort t41 = t38 + t40;
        vcc_v32_ushort t42 = t41 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t43 = __builtin_convertvector(t42, vcc_v32_uchar);
        vcc_store(g + t23, t43);
        t1 += 64L;
    } while (t1 < 64L);
    for (int i = 64; i < 64; i++) {
        int t44 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t44] + 150 * (int)rgb[t44 + 1] + 29 * (int)rgb[t44 + 2]) >> 8);
    }
}

void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t3);
        vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t3 + 32);
        vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t3 + 64);
        vcc_v32_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t8 = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t9 = __builtin_shufflevector(t4, t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t10 = __builtin_shufflevector(t9, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t11 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t12 = __builtin_shufflevector(t11, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t13 = __builtin_convertvector(t8, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t13;
        vcc_v32_ushort t15 = __builtin_convertvector(t10, vcc_v32_ushort);
        vcc_v32_ushort t16 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t15;
        vcc_v32_ushort t17 = t14 + t16;
        vcc_v32_ushort t18 = __builtin_convertvector(t12, vcc_v32_ushort);
        vcc_v32_ushort t19 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t18;
        vcc_v32_ushort t20 = t17 + t19;
        vcc_v32_ushort t21 = t20 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t22 = __builtin_convertvector(t21, vcc_v32_uchar);
        vcc_store(g + t2, t22);
        t1 += 32L;
    } while (t1 < 96L);
    for (int i = 96; i < 96; i++) {
        int t23 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t23] + 150 * (int)rgb[t23 + 1] + 29 * (int)rgb[t23 + 2]) >> 8);
    }
}

void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t3);
        vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t3 + 32);
        vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t3 + 64);
        vcc_v32_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t8 = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t9 = __builtin_shufflevector(t4, t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t10 = __builtin_shufflevector(t9, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t11 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t12 = __builtin_shufflevector(t11, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t13 = __builtin_convertvector(t8, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t13;
        vcc_v32_ushort t15 = __builtin_convertvector(t10, vcc_v32_ushort);
        vcc_v32_ushort t16 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t15;
        vcc_v32_ushort t17 = t14 + t16;
        vcc_v32_ushort t18 = __builtin_convertvector(t12, vcc_v32_ushort);
        vcc_v32_ushort t19 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t18;
        vcc_v32_ushort t20 = t17 + t19;
        vcc_v32_ushort t21 = t20 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t22 = __builtin_convertvector(t21, vcc_v32_uchar);
        vcc_store(g + t2, t22);
        t1 += 32L;
    } while (t1 < 160L);
    for (int i = 160; i < 161; i++) {
        int t23 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t23] + 150 * (int)rgb[t23 + 1] + 29 * (int)rgb[t23 + 2]) >> 8);
    }
}

void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        const unsigned char *t4 = rgb + 3 * t3;
        vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t4);
        vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t4 + 32);
        vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, t4 + 64);
        vcc_v32_uchar t8 = __builtin_shufflevector(t5, t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t9 = __builtin_shufflevector(t8, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t10 = __builtin_shufflevector(t5, t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t11 = __builtin_shufflevector(t10, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t12 = __builtin_shufflevector(t5, t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t13 = __builtin_shufflevector(t12, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t14 = __builtin_convertvector(t9, vcc_v32_ushort);
        vcc_v32_ushort t15 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t14;
        vcc_v32_ushort t16 = __builtin_convertvector(t11, vcc_v32_ushort);
        vcc_v32_ushort t17 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t16;
        vcc_v32_ushort t18 = t15 + t17;
        vcc_v32_ushort t19 = __builtin_convertvector(t13, vcc_v32_ushort);
        vcc_v32_ushort t20 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t19;
        vcc_v32_ushort t21 = t18 + t20;
        vcc_v32_ushort t22 = t21 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t23 = __builtin_convertvector(t22, vcc_v32_uchar);
        vcc_store(g + t3, t23);
        int t24 = (int)(t1 + 32L);
        const unsigned char *t25 = rgb + 3 * t24;
        vcc_v32_uchar t26 = vcc_load(vcc_v32_uchar, t25);
        vcc_v32_uchar t27 = vcc_load(vcc_v32_uchar, t25 + 32);
        vcc_v32_uchar t28 = vcc_load(vcc_v32_uchar, t25 + 64);
        vcc_v32_uchar t29 = __builtin_shufflevector(t26, t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t30 = __builtin_shufflevector(t29, t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t31 = __builtin_shufflevector(t26, t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t32 = __builtin_shufflevector(t31, t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t33 = __builtin_shufflevector(t26, t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t34 = __builtin_shufflevector(t33, t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t35 = __builtin_convertvector(t30, vcc_v32_ushort);
        vcc_v32_ushort t36 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t35;
        vcc_v32_ushort t37 = __builtin_convertvector(t32, vcc_v32_ushort);
        vcc_v32_ushort t38 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t37;
        vcc_v32_ushort t39 = t36 + t38;
        vcc_v32_ushort t40 = __builtin_convertvector(t34, vcc_v32_ushort);
        vcc_v32_ushort t41 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t40;
        vcc_v32_ushort t42 = t39 + t41;
        vcc_v32_ushort t43 = t42 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t44 = __builtin_convertvector(t43, vcc_v32_uchar);
        vcc_store(g + t24, t44);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        int t45 = (int)(960L + t2);
        const unsigned char *t46 = rgb + 3 * t45;
        vcc_v32_uchar t47 = vcc_load(vcc_v32_uchar, t46);
        vcc_v32_uchar t48 = vcc_load(vcc_v32_uchar, t46 + 32);
        vcc_v32_uchar t49 = vcc_load(vcc_v32_uchar, t46 + 64);
        vcc_v32_uchar t50 = __builtin_shufflevector(t47, t48, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t51 = __builtin_shufflevector(t50, t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t52 = __builtin_shufflevector(t47, t48, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t53 = __builtin_shufflevector(t52, t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t54 = __builtin_shufflevector(t47, t48, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar t55 = __builtin_shufflevector(t54, t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t56 = __builtin_convertvector(t51, vcc_v32_ushort);
        vcc_v32_ushort t57 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t56;
        vcc_v32_ushort t58 = __builtin_convertvector(t53, vcc_v32_ushort);
        vcc_v32_ushort t59 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t58;
        vcc_v32_ushort t60 = t57 + t59;
        vcc_v32_ushort t61 = __builtin_convertvector(t55, vcc_v32_ushort);
        vcc_v32_ushort t62 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t61;
        vcc_v32_ushort t63 = t60 + t62;
        vcc_v32_ushort t64 = t63 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t65 = __builtin_convertvector(t64, vcc_v32_uchar);
        vcc_store(g + t45, t65);
        t2 += 32L;
    } while (t2 < 32L);
    for (int i = 992; i < 1023; i++) {
        int t66 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t66] + 150 * (int)rgb[t66 + 1] + 29 * (int)rgb[t66 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = a + t4;
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t5);
            vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, t5);
            vcc_v32_uchar t8 = t7;
            vcc_v32_uchar t9 = t8 >> (vcc_v32_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v32_uchar t10 = t9;
            unsigned char *t11 = rgb + (3 * t4 + 2);
            vcc_v32_uchar t12 = vcc_load(vcc_v32_uchar, t5);
            vcc_v32_int t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v32_ushort), vcc_v32_int);
            vcc_v32_int t14 = ~t13;
            vcc_v32_uchar t15 = __builtin_convertvector(__builtin_convertvector(t14, vcc_v32_short), vcc_v32_uchar);
            vcc_v32_uchar t16 = __builtin_shufflevector(t6, t10, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            vcc_v32_uchar t17 = __builtin_shufflevector(t16, t15, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            vcc_store(t11 + -2, t17);
            vcc_v32_uchar t18 = __builtin_shufflevector(t6, t10, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            vcc_v32_uchar t19 = __builtin_shufflevector(t18, t15, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            vcc_store(t11 + 30, t19);
            vcc_v32_uchar t20 = __builtin_shufflevector(t6, t10, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            vcc_v32_uchar t21 = __builtin_shufflevector(t20, t15, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            vcc_store(t11 + 62, t21);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t22 = 3 * i;
        const unsigned char *t23 = a + i;
        rgb[t22] = *t23;
        rgb[t22 + 1] = (unsigned char)((int)*t23 >> 1);
        rgb[t22 + 2] = (unsigned char)~(int)*t23;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = p + 2 * t4;
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t5);
            vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, t5 + 32);
            vcc_v32_uchar t8 = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            vcc_v32_uchar t9 = __builtin_shufflevector(t6, t7, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63);
            vcc_v32_uchar t10 = t8;
            vcc_v32_uchar t11 = t9;
            vcc_v32_uchar t12 = (t10 | t11) - ((t10 ^ t11) >> 1);
            vcc_v32_uchar t13 = t12;
            vcc_store(c + t4, t13);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t14 = 2 * i;
        c[i] = (unsigned char)(((int)p[t14] + (int)p[t14 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v4_long t5 = (vcc_v4_long){k, k, k, k};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v4_long t7 = vcc_load(vcc_v4_long, a + t6);
            vcc_v4_long t8 = vcc_load(vcc_v4_long, b + t6);
            vcc_v4_long t9 = t7 * t8;
            vcc_v4_long t10 = t9 + t5;
            vcc_store(c + t6, t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_long t12 = vcc_load(vcc_v4_long, a + t11);
            vcc_v4_long t13 = vcc_load(vcc_v4_long, b + t11);
            vcc_v4_long t14 = t12 * t13;
            vcc_v4_long t15 = t14 + t5;
            vcc_store(c + t11, t15);
            long t16 = (long)(int)(t1 + 8L);
            vcc_v4_long t17 = vcc_load(vcc_v4_long, a + t16);
            vcc_v4_long t18 = vcc_load(vcc_v4_long, b + t16);
            vcc_v4_long t19 = t17 * t18;
            vcc_v4_long t20 = t19 + t5;
            vcc_store(c + t16, t20);
            long t21 = (long)(int)(t1 + 12L);
            vcc_v4_long t22 = vcc_load(vcc_v4_long, a + t21);
            vcc_v4_long t23 = vcc_load(vcc_v4_long, b + t21);
            vcc_v4_long t24 = t22 * t23;
            vcc_v4_long t25 = t24 + t5;
            vcc_store(c + t21, t25);
            t1 += 16L;
        } while (t1 < t4);
        t26 = (int)t4;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        vcc_v4_long t29 = (vcc_v4_long){k, k, k, k};
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t26 + t2);
            vcc_v4_long t31 = vcc_load(vcc_v4_long, a + t30);
            vcc_v4_long t32 = vcc_load(vcc_v4_long, b + t30);
            vcc_v4_long t33 = t31 * t32;
            vcc_v4_long t34 = t33 + t29;
            vcc_store(c + t30, t34);
            t2 += 4L;
        } while (t2 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        c[t35] = a[t35] * b[t35] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t29;
    unsigned long t30;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            long t10 = (long)(int)t1;
            vcc_v4_ulong t11 = vcc_load(vcc_v4_ulong, a + t10);
            vcc_v4_ulong t12 = vcc_load(vcc_v4_ulong, b + t10);
            vcc_v4_ulong t13 = t11 * t12;
            t2 = t2 + t13;
            long t14 = (long)(int)(t1 + 4L);
            vcc_v4_ulong t15 = vcc_load(vcc_v4_ulong, a + t14);
            vcc_v4_ulong t16 = vcc_load(vcc_v4_ulong, b + t14);
            vcc_v4_ulong t17 = t15 * t16;
            t3 = t3 + t17;
            long t18 = (long)(int)(t1 + 8L);
            vcc_v4_ulong t19 = vcc_load(vcc_v4_ulong, a + t18);
            vcc_v4_ulong t20 = vcc_load(vcc_v4_ulong, b + t18);
            vcc_v4_ulong t21 = t19 * t20;
            t4 = t4 + t21;
            long t22 = (long)(int)(t1 + 12L);
            vcc_v4_ulong t23 = vcc_load(vcc_v4_ulong, a + t22);
            vcc_v4_ulong t24 = vcc_load(vcc_v4_ulong, b + t22);
            vcc_v4_ulong t25 = t23 * t24;
            t5 = t5 + t25;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t26 = t2 + t3;
        vcc_v4_ulong t27 = t26 + t4;
        vcc_v4_ulong t28 = t27 + t5;
        t29 = (int)t9;
        t30 = vcc_reduce(unsigned long, t28, +);
    } else {
        t29 = 0;
        t30 = 0UL;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            long t33 = (long)(int)((long)t29 + t6);
            vcc_v4_ulong t34 = vcc_load(vcc_v4_ulong, a + t33);
            vcc_v4_ulong t35 = vcc_load(vcc_v4_ulong, b + t33);
            vcc_v4_ulong t36 = t34 * t35;
            t7 = t7 + t36;
            t6 += 4L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = t30 + vcc_reduce(unsigned long, t7, +);
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        s += a[t37] * b[t37];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_int t6 = vcc_load(vcc_v4_int, a + t5);
            vcc_v4_long t7 = __builtin_convertvector(t6, vcc_v4_long);
            vcc_v4_long t8 = vcc_load(vcc_v4_long, b + t5);
            vcc_v4_long t9 = t7 * t8;
            vcc_v4_long t10 = t9 - t7;
            vcc_store(c + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_int t12 = vcc_load(vcc_v4_int, a + t11);
            vcc_v4_long t13 = __builtin_convertvector(t12, vcc_v4_long);
            vcc_v4_long t14 = vcc_load(vcc_v4_long, b + t11);
            vcc_v4_long t15 = t13 * t14;
            vcc_v4_long t16 = t15 - t13;
            vcc_store(c + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v4_int t18 = vcc_load(vcc_v4_int, a + t17);
            vcc_v4_long t19 = __builtin_convertvector(t18, vcc_v4_long);
            vcc_v4_long t20 = vcc_load(vcc_v4_long, b + t17);
            vcc_v4_long t21 = t19 * t20;
            vcc_v4_long t22 = t21 - t19;
            vcc_store(c + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            vcc_v4_int t24 = vcc_load(vcc_v4_int, a + t23);
            vcc_v4_long t25 = __builtin_convertvector(t24, vcc_v4_long);
            vcc_v4_long t26 = vcc_load(vcc_v4_long, b + t23);
            vcc_v4_long t27 = t25 * t26;
            vcc_v4_long t28 = t27 - t25;
            vcc_store(c + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v4_int t33 = vcc_load(vcc_v4_int, a + t32);
            vcc_v4_long t34 = __builtin_convertvector(t33, vcc_v4_long);
            vcc_v4_long t35 = vcc_load(vcc_v4_long, b + t32);
            vcc_v4_long t36 = t34 * t35;
            vcc_v4_long t37 = t36 - t34;
            vcc_store(c + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        long t39 = (long)a[t38];
        c[t38] = t39 * b[t38] - t39;
    }
}

static int count_of(int k) {
    return k <= 140 ? k : k == 141 ? 259 : k == 142 ? 383 : 1001;
}

int main(void) {
    for (int k = 0; k < 144; k++) {
        int n = count_of(k);
        uint8_t *rgb = new_array(3 * n, 1), *g = new_array(n, 1), *a = new_array(n, 1), *out3 = new_array(3 * n, 1);
        uint8_t *pairs = new_array(2 * n, 1), *avg = new_array(n, 1);
        int64_t *x = new_array(n, 8), *y = new_array(n, 8), *z = new_array(n, 8);
        int32_t *w = new_array(n, 4);
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (uint8_t)next_rand();
        for (int i = 0; i < 2 * n; i++)
            pairs[i] = (uint8_t)next_rand();
        for (int i = 0; i < n; i++) {
            a[i] = (uint8_t)next_rand();
            /* |x|, |y| and |w| below 2^31: no product overflows int64. */
            x[i] = ((int64_t)next_rand() << 7) - ((int64_t)1 << 30);
            y[i] = i % 7 == 0 ? INT32_MIN : ((int64_t)next_rand() << 7) - ((int64_t)1 << 30);
            w[i] = (int32_t)(next_rand() << 7) - (1 << 30);
        }
        if (n > 0) {
            rgb[0] = rgb[1] = rgb[2] = 255;
            pairs[2 * n - 1] = 255;
            x[n - 1] = INT32_MAX;
        }
        gray_rgb(n, g, rgb);
        spread_rgb(n, out3, a);
        avg_pairs(n, avg, pairs);
        mul_i64(n, z, x, y, -12345);
        uint64_t s = dot_u64(n, (const uint64_t *)x, (const uint64_t *)y);
        printf("n=%d gray=%016llx spread=%016llx avg=%016llx mul=%016llx dot=%016llx", n, HASH(g, n), HASH(out3, 3 * n),
               HASH(avg, n), HASH(z, n), (unsigned long long)s);
        mul_widen(n, z, w, x);
        printf(" widen=%016llx\n", HASH(z, n));
        free(rgb), free(g), free(a), free(out3), free(pairs), free(avg), free(x), free(y), free(z), free(w);
    }
    uint8_t *rgb = new_array(3 * 1023, 1), *g = new_array(1023 + 321, 1);
    for (int i = 0; i < 3 * 1023; i++)
        rgb[i] = (uint8_t)next_rand();
    rgb[3 * 1022] = rgb[3 * 1022 + 1] = rgb[3 * 1022 + 2] = 255;
    gray_64(g, rgb);
    gray_96(g + 64, rgb);
    gray_161(g + 160, rgb);
    gray_1023(g + 321, rgb);
    printf("fixed=%016llx\n", HASH(g, 1023 + 321));
    free(rgb), free(g);
    return 0;
}
