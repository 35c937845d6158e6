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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=10 avx2=10 sse4.2=8 sse2=2 */
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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:13 vectorized: VF 16, UF 1, scalar epilogue */
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
            vcc_store(g + i_vec, t19);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t20 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t20] + 150 * (int)rgb[t20 + 1] + 29 * (int)rgb[t20 + 2]) >> 8);
    }
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:21 vectorized: VF 32, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        vcc_v32_uchar t2 = vcc_load(vcc_v32_uchar, t1);
        vcc_v32_uchar t3 = vcc_load(vcc_v32_uchar, t1 + 32);
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t1 + 64);
        vcc_v32_uchar t5 = __builtin_shufflevector(t2, t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v = __builtin_shufflevector(t5, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t6 = __builtin_shufflevector(t2, t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_1 = __builtin_shufflevector(t6, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t7 = __builtin_shufflevector(t2, t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_2 = __builtin_shufflevector(t7, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector(rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector(rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector(rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t17 = __builtin_convertvector(t16, vcc_v32_uchar);
        vcc_store(g + i_vec, t17);
        long t18 = i_vec + 32L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        vcc_v32_uchar t20 = vcc_load(vcc_v32_uchar, t19);
        vcc_v32_uchar t21 = vcc_load(vcc_v32_uchar, t19 + 32);
        vcc_v32_uchar t22 = vcc_load(vcc_v32_uchar, t19 + 64);
        vcc_v32_uchar t23 = __builtin_shufflevector(t20, t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_3 = __builtin_shufflevector(t23, t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t24 = __builtin_shufflevector(t20, t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_4 = __builtin_shufflevector(t24, t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t25 = __builtin_shufflevector(t20, t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_5 = __builtin_shufflevector(t25, t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t26 = __builtin_convertvector(rgb_v_3, vcc_v32_ushort);
        vcc_v32_ushort t27 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v32_ushort t28 = __builtin_convertvector(rgb_v_4, vcc_v32_ushort);
        vcc_v32_ushort t29 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v32_ushort t30 = t27 + t29;
        vcc_v32_ushort t31 = __builtin_convertvector(rgb_v_5, vcc_v32_ushort);
        vcc_v32_ushort t32 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v32_ushort t33 = t30 + t32;
        vcc_v32_ushort t34 = t33 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t35 = __builtin_convertvector(t34, vcc_v32_uchar);
        vcc_store(g + t18, t35);
        i_vec += 64L;
    } while (i_vec < 64L);
}

void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:26 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        vcc_v32_uchar t2 = vcc_load(vcc_v32_uchar, t1);
        vcc_v32_uchar t3 = vcc_load(vcc_v32_uchar, t1 + 32);
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t1 + 64);
        vcc_v32_uchar t5 = __builtin_shufflevector(t2, t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v = __builtin_shufflevector(t5, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t6 = __builtin_shufflevector(t2, t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_1 = __builtin_shufflevector(t6, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t7 = __builtin_shufflevector(t2, t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_2 = __builtin_shufflevector(t7, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector(rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector(rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector(rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t17 = __builtin_convertvector(t16, vcc_v32_uchar);
        vcc_store(g + i_vec, t17);
        i_vec += 32L;
    } while (i_vec < 96L);
}

void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:31 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        vcc_v32_uchar t2 = vcc_load(vcc_v32_uchar, t1);
        vcc_v32_uchar t3 = vcc_load(vcc_v32_uchar, t1 + 32);
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t1 + 64);
        vcc_v32_uchar t5 = __builtin_shufflevector(t2, t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v = __builtin_shufflevector(t5, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t6 = __builtin_shufflevector(t2, t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_1 = __builtin_shufflevector(t6, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t7 = __builtin_shufflevector(t2, t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_2 = __builtin_shufflevector(t7, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector(rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector(rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector(rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t17 = __builtin_convertvector(t16, vcc_v32_uchar);
        vcc_store(g + i_vec, t17);
        i_vec += 32L;
    } while (i_vec < 160L);
    for (int i = 160; i < 161; i++) {
        int t18 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t18] + 150 * (int)rgb[t18 + 1] + 29 * (int)rgb[t18 + 2]) >> 8);
    }
}

void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 32, UF 2, vector epilogue VF 32, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        vcc_v32_uchar t2 = vcc_load(vcc_v32_uchar, t1);
        vcc_v32_uchar t3 = vcc_load(vcc_v32_uchar, t1 + 32);
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t1 + 64);
        vcc_v32_uchar t5 = __builtin_shufflevector(t2, t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v = __builtin_shufflevector(t5, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t6 = __builtin_shufflevector(t2, t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_1 = __builtin_shufflevector(t6, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t7 = __builtin_shufflevector(t2, t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_2 = __builtin_shufflevector(t7, t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector(rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector(rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector(rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t17 = __builtin_convertvector(t16, vcc_v32_uchar);
        vcc_store(g + i_vec, t17);
        long t18 = i_vec + 32L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        vcc_v32_uchar t20 = vcc_load(vcc_v32_uchar, t19);
        vcc_v32_uchar t21 = vcc_load(vcc_v32_uchar, t19 + 32);
        vcc_v32_uchar t22 = vcc_load(vcc_v32_uchar, t19 + 64);
        vcc_v32_uchar t23 = __builtin_shufflevector(t20, t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_3 = __builtin_shufflevector(t23, t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t24 = __builtin_shufflevector(t20, t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_4 = __builtin_shufflevector(t24, t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t25 = __builtin_shufflevector(t20, t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_5 = __builtin_shufflevector(t25, t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t26 = __builtin_convertvector(rgb_v_3, vcc_v32_ushort);
        vcc_v32_ushort t27 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v32_ushort t28 = __builtin_convertvector(rgb_v_4, vcc_v32_ushort);
        vcc_v32_ushort t29 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v32_ushort t30 = t27 + t29;
        vcc_v32_ushort t31 = __builtin_convertvector(rgb_v_5, vcc_v32_ushort);
        vcc_v32_ushort t32 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v32_ushort t33 = t30 + t32;
        vcc_v32_ushort t34 = t33 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t35 = __builtin_convertvector(t34, vcc_v32_uchar);
        vcc_store(g + t18, t35);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at full_width.c:36 vector epilogue: VF 32, UF 1, scalar epilogue */
    do {
        long t36 = 960L + i_vec_1;
        const unsigned char *t37 = rgb + 3 * (int)t36;
        vcc_v32_uchar t38 = vcc_load(vcc_v32_uchar, t37);
        vcc_v32_uchar t39 = vcc_load(vcc_v32_uchar, t37 + 32);
        vcc_v32_uchar t40 = vcc_load(vcc_v32_uchar, t37 + 64);
        vcc_v32_uchar t41 = __builtin_shufflevector(t38, t39, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_6 = __builtin_shufflevector(t41, t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        vcc_v32_uchar t42 = __builtin_shufflevector(t38, t39, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_7 = __builtin_shufflevector(t42, t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        vcc_v32_uchar t43 = __builtin_shufflevector(t38, t39, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        vcc_v32_uchar rgb_v_8 = __builtin_shufflevector(t43, t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t44 = __builtin_convertvector(rgb_v_6, vcc_v32_ushort);
        vcc_v32_ushort t45 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t44;
        vcc_v32_ushort t46 = __builtin_convertvector(rgb_v_7, vcc_v32_ushort);
        vcc_v32_ushort t47 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t46;
        vcc_v32_ushort t48 = t45 + t47;
        vcc_v32_ushort t49 = __builtin_convertvector(rgb_v_8, vcc_v32_ushort);
        vcc_v32_ushort t50 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t49;
        vcc_v32_ushort t51 = t48 + t50;
        vcc_v32_ushort t52 = t51 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        vcc_v32_uchar t53 = __builtin_convertvector(t52, vcc_v32_uchar);
        vcc_store(g + t36, t53);
        i_vec_1 += 32L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1023; i++) {
        int t54 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t54] + 150 * (int)rgb[t54 + 1] + 29 * (int)rgb[t54 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:42 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = a + i_vec;
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_uchar a_v_1 = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_uchar t4 = a_v_1 >> (vcc_v32_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            unsigned char *t5 = rgb + (3 * (int)i_vec + 2);
            vcc_v32_uchar a_v_2 = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_int t6 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v32_ushort), vcc_v32_int);
            vcc_v32_int t7 = ~t6;
            vcc_v32_uchar t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v32_short), vcc_v32_uchar);
            vcc_v32_uchar t9 = __builtin_shufflevector(a_v, t4, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            vcc_v32_uchar t10 = __builtin_shufflevector(t9, t8, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            vcc_store(t5 + -2, t10);
            vcc_v32_uchar t11 = __builtin_shufflevector(a_v, t4, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            vcc_v32_uchar t12 = __builtin_shufflevector(t11, t8, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            vcc_store(t5 + 30, t12);
            vcc_v32_uchar t13 = __builtin_shufflevector(a_v, t4, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            vcc_v32_uchar t14 = __builtin_shufflevector(t13, t8, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            vcc_store(t5 + 62, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t15 = 3 * i;
        const unsigned char *t16 = a + i;
        rgb[t15] = *t16;
        rgb[t15 + 1] = (unsigned char)((int)*t16 >> 1);
        rgb[t15 + 2] = (unsigned char)~(int)*t16;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:51 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = p + 2 * (int)i_vec;
            vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t3 + 32);
            vcc_v32_uchar p_v = __builtin_shufflevector(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            vcc_v32_uchar p_v_1 = __builtin_shufflevector(t4, t5, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63);
            vcc_v32_uchar t6 = (p_v | p_v_1) - ((p_v ^ p_v_1) >> 1);
            vcc_store(c + i_vec, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t7 = 2 * i;
        c[i] = (unsigned char)(((int)p[t7] + (int)p[t7 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_long k_v = (vcc_v4_long){k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at full_width.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long t3 = a_v * b_v;
            vcc_v4_long t4 = t3 + k_v;
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + t5);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t5);
            vcc_v4_long t6 = a_v_1 * b_v_1;
            vcc_v4_long t7 = t6 + k_v;
            vcc_store(c + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + t8);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t8);
            vcc_v4_long t9 = a_v_2 * b_v_2;
            vcc_v4_long t10 = t9 + k_v;
            vcc_store(c + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + t11);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t11);
            vcc_v4_long t12 = a_v_3 * b_v_3;
            vcc_v4_long t13 = t12 + k_v;
            vcc_store(c + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        vcc_v4_long k_v_1 = (vcc_v4_long){k, k, k, k};
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + t17);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t17);
            vcc_v4_long t18 = a_v_4 * b_v_4;
            vcc_v4_long t19 = t18 + k_v_1;
            vcc_store(c + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] * b[t20] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at full_width.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            vcc_v4_ulong b_v = vcc_load(vcc_v4_ulong, b + i_vec);
            vcc_v4_ulong t3 = a_v * b_v;
            s_v = s_v + t3;
            long t4 = i_vec + 4L;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + t4);
            vcc_v4_ulong b_v_1 = vcc_load(vcc_v4_ulong, b + t4);
            vcc_v4_ulong t5 = a_v_1 * b_v_1;
            s_v_1 = s_v_1 + t5;
            long t6 = i_vec + 8L;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + t6);
            vcc_v4_ulong b_v_2 = vcc_load(vcc_v4_ulong, b + t6);
            vcc_v4_ulong t7 = a_v_2 * b_v_2;
            s_v_2 = s_v_2 + t7;
            long t8 = i_vec + 12L;
            vcc_v4_ulong a_v_3 = vcc_load(vcc_v4_ulong, a + t8);
            vcc_v4_ulong b_v_3 = vcc_load(vcc_v4_ulong, b + t8);
            vcc_v4_ulong t9 = a_v_3 * b_v_3;
            s_v_3 = s_v_3 + t9;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t10 = s_v + s_v_1;
        vcc_v4_ulong t11 = t10 + s_v_2;
        vcc_v4_ulong t12 = t11 + s_v_3;
        t13 = (int)t2;
        t14 = vcc_reduce(unsigned long, t12, +);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at full_width.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            vcc_v4_ulong a_v_4 = vcc_load(vcc_v4_ulong, a + t17);
            vcc_v4_ulong b_v_4 = vcc_load(vcc_v4_ulong, b + t17);
            vcc_v4_ulong t18 = a_v_4 * b_v_4;
            s_v_4 = s_v_4 + t18;
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_reduce(unsigned long, s_v_4, +);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += a[t19] * b[t19];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_long t3 = __builtin_convertvector(a_v, vcc_v4_long);
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long t4 = t3 * b_v;
            vcc_v4_long t5 = t4 - t3;
            vcc_store(c + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + t6);
            vcc_v4_long t7 = __builtin_convertvector(a_v_1, vcc_v4_long);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t6);
            vcc_v4_long t8 = t7 * b_v_1;
            vcc_v4_long t9 = t8 - t7;
            vcc_store(c + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + t10);
            vcc_v4_long t11 = __builtin_convertvector(a_v_2, vcc_v4_long);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t10);
            vcc_v4_long t12 = t11 * b_v_2;
            vcc_v4_long t13 = t12 - t11;
            vcc_store(c + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + t14);
            vcc_v4_long t15 = __builtin_convertvector(a_v_3, vcc_v4_long);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t14);
            vcc_v4_long t16 = t15 * b_v_3;
            vcc_v4_long t17 = t16 - t15;
            vcc_store(c + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + t21);
            vcc_v4_long t22 = __builtin_convertvector(a_v_4, vcc_v4_long);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t21);
            vcc_v4_long t23 = t22 * b_v_4;
            vcc_v4_long t24 = t23 - t22;
            vcc_store(c + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        long t26 = (long)a[t25];
        c[t25] = t26 * b[t25] - t26;
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
