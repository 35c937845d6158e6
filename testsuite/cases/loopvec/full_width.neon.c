/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));

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
            vst1q_u8(g + i_vec, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t14 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t14] + 150 * (int)rgb[t14 + 1] + 29 * (int)rgb[t14 + 2]) >> 8);
    }
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:21 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        uint8x16_t rgb_v = vld3q_u8(t1).val[0];
        uint8x16_t rgb_v_1 = vld3q_u8(t1).val[1];
        uint8x16_t rgb_v_2 = vld3q_u8(t1).val[2];
        vcc_v16_ushort t2 = __builtin_convertvector((vcc_v16_uchar)rgb_v, vcc_v16_ushort);
        vcc_v16_ushort t3 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v; (void)t2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)rgb_v_1, vcc_v16_ushort);
        vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_1; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t6 = t3 + t5;
        vcc_v16_ushort t7 = __builtin_convertvector((vcc_v16_uchar)rgb_v_2, vcc_v16_ushort);
        vcc_v16_ushort t8 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_2; (void)t7; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = t6 + t8;
        vcc_v16_ushort t10 = t9 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t11 = (uint8x16_t)__builtin_convertvector(t10, vcc_v16_uchar);
        vst1q_u8(g + i_vec, t11);
        long t12 = i_vec + 16L;
        const unsigned char *t13 = rgb + 3 * (int)t12;
        uint8x16_t rgb_v_3 = vld3q_u8(t13).val[0];
        uint8x16_t rgb_v_4 = vld3q_u8(t13).val[1];
        uint8x16_t rgb_v_5 = vld3q_u8(t13).val[2];
        vcc_v16_ushort t14 = __builtin_convertvector((vcc_v16_uchar)rgb_v_3, vcc_v16_ushort);
        vcc_v16_ushort t15 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v_3; (void)t14; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t16 = __builtin_convertvector((vcc_v16_uchar)rgb_v_4, vcc_v16_ushort);
        vcc_v16_ushort t17 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_4; (void)t16; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t18 = t15 + t17;
        vcc_v16_ushort t19 = __builtin_convertvector((vcc_v16_uchar)rgb_v_5, vcc_v16_ushort);
        vcc_v16_ushort t20 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_5; (void)t19; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t21 = t18 + t20;
        vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t23 = (uint8x16_t)__builtin_convertvector(t22, vcc_v16_uchar);
        vst1q_u8(g + t12, t23);
        i_vec += 32L;
    } while (i_vec < 64L);
}

void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:26 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        uint8x16_t rgb_v = vld3q_u8(t1).val[0];
        uint8x16_t rgb_v_1 = vld3q_u8(t1).val[1];
        uint8x16_t rgb_v_2 = vld3q_u8(t1).val[2];
        vcc_v16_ushort t2 = __builtin_convertvector((vcc_v16_uchar)rgb_v, vcc_v16_ushort);
        vcc_v16_ushort t3 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v; (void)t2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)rgb_v_1, vcc_v16_ushort);
        vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_1; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t6 = t3 + t5;
        vcc_v16_ushort t7 = __builtin_convertvector((vcc_v16_uchar)rgb_v_2, vcc_v16_ushort);
        vcc_v16_ushort t8 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_2; (void)t7; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = t6 + t8;
        vcc_v16_ushort t10 = t9 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t11 = (uint8x16_t)__builtin_convertvector(t10, vcc_v16_uchar);
        vst1q_u8(g + i_vec, t11);
        long t12 = i_vec + 16L;
        const unsigned char *t13 = rgb + 3 * (int)t12;
        uint8x16_t rgb_v_3 = vld3q_u8(t13).val[0];
        uint8x16_t rgb_v_4 = vld3q_u8(t13).val[1];
        uint8x16_t rgb_v_5 = vld3q_u8(t13).val[2];
        vcc_v16_ushort t14 = __builtin_convertvector((vcc_v16_uchar)rgb_v_3, vcc_v16_ushort);
        vcc_v16_ushort t15 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v_3; (void)t14; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t16 = __builtin_convertvector((vcc_v16_uchar)rgb_v_4, vcc_v16_ushort);
        vcc_v16_ushort t17 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_4; (void)t16; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t18 = t15 + t17;
        vcc_v16_ushort t19 = __builtin_convertvector((vcc_v16_uchar)rgb_v_5, vcc_v16_ushort);
        vcc_v16_ushort t20 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_5; (void)t19; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t21 = t18 + t20;
        vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t23 = (uint8x16_t)__builtin_convertvector(t22, vcc_v16_uchar);
        vst1q_u8(g + t12, t23);
        i_vec += 32L;
    } while (i_vec < 96L);
}

void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:31 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        uint8x16_t rgb_v = vld3q_u8(t1).val[0];
        uint8x16_t rgb_v_1 = vld3q_u8(t1).val[1];
        uint8x16_t rgb_v_2 = vld3q_u8(t1).val[2];
        vcc_v16_ushort t2 = __builtin_convertvector((vcc_v16_uchar)rgb_v, vcc_v16_ushort);
        vcc_v16_ushort t3 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v; (void)t2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)rgb_v_1, vcc_v16_ushort);
        vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_1; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t6 = t3 + t5;
        vcc_v16_ushort t7 = __builtin_convertvector((vcc_v16_uchar)rgb_v_2, vcc_v16_ushort);
        vcc_v16_ushort t8 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_2; (void)t7; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = t6 + t8;
        vcc_v16_ushort t10 = t9 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t11 = (uint8x16_t)__builtin_convertvector(t10, vcc_v16_uchar);
        vst1q_u8(g + i_vec, t11);
        long t12 = i_vec + 16L;
        const unsigned char *t13 = rgb + 3 * (int)t12;
        uint8x16_t rgb_v_3 = vld3q_u8(t13).val[0];
        uint8x16_t rgb_v_4 = vld3q_u8(t13).val[1];
        uint8x16_t rgb_v_5 = vld3q_u8(t13).val[2];
        vcc_v16_ushort t14 = __builtin_convertvector((vcc_v16_uchar)rgb_v_3, vcc_v16_ushort);
        vcc_v16_ushort t15 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v_3; (void)t14; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t16 = __builtin_convertvector((vcc_v16_uchar)rgb_v_4, vcc_v16_ushort);
        vcc_v16_ushort t17 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_4; (void)t16; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t18 = t15 + t17;
        vcc_v16_ushort t19 = __builtin_convertvector((vcc_v16_uchar)rgb_v_5, vcc_v16_ushort);
        vcc_v16_ushort t20 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_5; (void)t19; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t21 = t18 + t20;
        vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t23 = (uint8x16_t)__builtin_convertvector(t22, vcc_v16_uchar);
        vst1q_u8(g + t12, t23);
        i_vec += 32L;
    } while (i_vec < 160L);
    for (int i = 160; i < 161; i++) {
        int t24 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t24] + 150 * (int)rgb[t24 + 1] + 29 * (int)rgb[t24 + 2]) >> 8);
    }
}

void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        uint8x16_t rgb_v = vld3q_u8(t1).val[0];
        uint8x16_t rgb_v_1 = vld3q_u8(t1).val[1];
        uint8x16_t rgb_v_2 = vld3q_u8(t1).val[2];
        vcc_v16_ushort t2 = __builtin_convertvector((vcc_v16_uchar)rgb_v, vcc_v16_ushort);
        vcc_v16_ushort t3 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v; (void)t2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)rgb_v_1, vcc_v16_ushort);
        vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_1; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t6 = t3 + t5;
        vcc_v16_ushort t7 = __builtin_convertvector((vcc_v16_uchar)rgb_v_2, vcc_v16_ushort);
        vcc_v16_ushort t8 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_2; (void)t7; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = t6 + t8;
        vcc_v16_ushort t10 = t9 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t11 = (uint8x16_t)__builtin_convertvector(t10, vcc_v16_uchar);
        vst1q_u8(g + i_vec, t11);
        long t12 = i_vec + 16L;
        const unsigned char *t13 = rgb + 3 * (int)t12;
        uint8x16_t rgb_v_3 = vld3q_u8(t13).val[0];
        uint8x16_t rgb_v_4 = vld3q_u8(t13).val[1];
        uint8x16_t rgb_v_5 = vld3q_u8(t13).val[2];
        vcc_v16_ushort t14 = __builtin_convertvector((vcc_v16_uchar)rgb_v_3, vcc_v16_ushort);
        vcc_v16_ushort t15 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v_3; (void)t14; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t16 = __builtin_convertvector((vcc_v16_uchar)rgb_v_4, vcc_v16_ushort);
        vcc_v16_ushort t17 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_4; (void)t16; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t18 = t15 + t17;
        vcc_v16_ushort t19 = __builtin_convertvector((vcc_v16_uchar)rgb_v_5, vcc_v16_ushort);
        vcc_v16_ushort t20 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_5; (void)t19; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t21 = t18 + t20;
        vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t23 = (uint8x16_t)__builtin_convertvector(t22, vcc_v16_uchar);
        vst1q_u8(g + t12, t23);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at full_width.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t24 = 992L + i_vec_1;
        const unsigned char *t25 = rgb + 3 * (int)t24;
        uint8x16_t rgb_v_6 = vld3q_u8(t25).val[0];
        uint8x16_t rgb_v_7 = vld3q_u8(t25).val[1];
        uint8x16_t rgb_v_8 = vld3q_u8(t25).val[2];
        vcc_v16_ushort t26 = __builtin_convertvector((vcc_v16_uchar)rgb_v_6, vcc_v16_ushort);
        vcc_v16_ushort t27 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = rgb_v_6; (void)t26; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t28 = __builtin_convertvector((vcc_v16_uchar)rgb_v_7, vcc_v16_ushort);
        vcc_v16_ushort t29 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = rgb_v_7; (void)t28; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t30 = t27 + t29;
        vcc_v16_ushort t31 = __builtin_convertvector((vcc_v16_uchar)rgb_v_8, vcc_v16_ushort);
        vcc_v16_ushort t32 = ({ uint8x16_t vcc_a = vdupq_n_u8(29), vcc_b = rgb_v_8; (void)t31; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t33 = t30 + t32;
        vcc_v16_ushort t34 = t33 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        uint8x16_t t35 = (uint8x16_t)__builtin_convertvector(t34, vcc_v16_uchar);
        vst1q_u8(g + t24, t35);
        i_vec_1 += 16L;
    } while (i_vec_1 < 16L);
    for (int i = 1008; i < 1023; i++) {
        int t36 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t36] + 150 * (int)rgb[t36 + 1] + 29 * (int)rgb[t36 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:42 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = a + i_vec;
            uint8x16_t a_v = vld1q_u8(t3);
            uint8x16_t a_v_1 = vld1q_u8(t3);
            uint8x16_t t4 = vshlq_u8(a_v_1, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
            uint8x16_t a_v_2 = vld1q_u8(t3);
            vcc_v16_int t5 = ({ uint8x16_t vcc_w0 = a_v_2; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t6 = ~t5;
            uint8x16_t t7 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t6, vcc_v16_short), vcc_v16_uchar);
            vst3q_u8(rgb + (3 * (int)i_vec + 2) + -2, ((uint8x16x3_t){{a_v, t4, t7}}));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t8 = 3 * i;
        const unsigned char *t9 = a + i;
        rgb[t8] = *t9;
        rgb[t8 + 1] = (unsigned char)((int)*t9 >> 1);
        rgb[t8 + 2] = (unsigned char)~(int)*t9;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = p + 2 * (int)i_vec;
            uint8x16_t p_v = vld2q_u8(t3).val[0];
            uint8x16_t p_v_1 = vld2q_u8(t3).val[1];
            uint8x16_t t4 = vrhaddq_u8(p_v, p_v_1);
            vst1q_u8(c + i_vec, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t5 = 2 * i;
        c[i] = (unsigned char)(((int)p[t5] + (int)p[t5 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int64x2_t k_v = vdupq_n_s64(k);
        long i_vec = 0L;
        /* vcc: loop at full_width.c:57 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            int64x2_t b_v = vld1q_s64(b + i_vec);
            int64x2_t t3 = (int64x2_t)((vcc_v2_long)a_v * (vcc_v2_long)b_v);
            int64x2_t t4 = vaddq_s64(t3, k_v);
            vst1q_s64(c + i_vec, t4);
            long t5 = i_vec + 2L;
            int64x2_t a_v_1 = vld1q_s64(a + t5);
            int64x2_t b_v_1 = vld1q_s64(b + t5);
            int64x2_t t6 = (int64x2_t)((vcc_v2_long)a_v_1 * (vcc_v2_long)b_v_1);
            int64x2_t t7 = vaddq_s64(t6, k_v);
            vst1q_s64(c + t5, t7);
            long t8 = i_vec + 4L;
            int64x2_t a_v_2 = vld1q_s64(a + t8);
            int64x2_t b_v_2 = vld1q_s64(b + t8);
            int64x2_t t9 = (int64x2_t)((vcc_v2_long)a_v_2 * (vcc_v2_long)b_v_2);
            int64x2_t t10 = vaddq_s64(t9, k_v);
            vst1q_s64(c + t8, t10);
            long t11 = i_vec + 6L;
            int64x2_t a_v_3 = vld1q_s64(a + t11);
            int64x2_t b_v_3 = vld1q_s64(b + t11);
            int64x2_t t12 = (int64x2_t)((vcc_v2_long)a_v_3 * (vcc_v2_long)b_v_3);
            int64x2_t t13 = vaddq_s64(t12, k_v);
            vst1q_s64(c + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        int64x2_t k_v_1 = vdupq_n_s64(k);
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:57 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int64x2_t a_v_4 = vld1q_s64(a + t17);
            int64x2_t b_v_4 = vld1q_s64(b + t17);
            int64x2_t t18 = (int64x2_t)((vcc_v2_long)a_v_4 * (vcc_v2_long)b_v_4);
            int64x2_t t19 = vaddq_s64(t18, k_v_1);
            vst1q_s64(c + t17, t19);
            i_vec_1 += 2L;
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at full_width.c:65 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint64x2_t a_v = vld1q_u64(a + i_vec);
            uint64x2_t b_v = vld1q_u64(b + i_vec);
            uint64x2_t t3 = (uint64x2_t)((vcc_v2_ulong)a_v * (vcc_v2_ulong)b_v);
            s_v = vaddq_u64(s_v, t3);
            long t4 = i_vec + 2L;
            uint64x2_t a_v_1 = vld1q_u64(a + t4);
            uint64x2_t b_v_1 = vld1q_u64(b + t4);
            uint64x2_t t5 = (uint64x2_t)((vcc_v2_ulong)a_v_1 * (vcc_v2_ulong)b_v_1);
            s_v_1 = vaddq_u64(s_v_1, t5);
            long t6 = i_vec + 4L;
            uint64x2_t a_v_2 = vld1q_u64(a + t6);
            uint64x2_t b_v_2 = vld1q_u64(b + t6);
            uint64x2_t t7 = (uint64x2_t)((vcc_v2_ulong)a_v_2 * (vcc_v2_ulong)b_v_2);
            s_v_2 = vaddq_u64(s_v_2, t7);
            long t8 = i_vec + 6L;
            uint64x2_t a_v_3 = vld1q_u64(a + t8);
            uint64x2_t b_v_3 = vld1q_u64(b + t8);
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ulong)a_v_3 * (vcc_v2_ulong)b_v_3);
            s_v_3 = vaddq_u64(s_v_3, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t10 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t11 = vaddq_u64(t10, s_v_2);
        uint64x2_t t12 = vaddq_u64(t11, s_v_3);
        t13 = (int)t2;
        t14 = vaddvq_u64(t12);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at full_width.c:65 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            uint64x2_t a_v_4 = vld1q_u64(a + t17);
            uint64x2_t b_v_4 = vld1q_u64(b + t17);
            uint64x2_t t18 = (uint64x2_t)((vcc_v2_ulong)a_v_4 * (vcc_v2_ulong)b_v_4);
            s_v_4 = vaddq_u64(s_v_4, t18);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vaddvq_u64(s_v_4);
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            int64x2_t t3 = vmovl_s32(a_v);
            int64x2_t b_v = vld1q_s64(b + i_vec);
            int64x2_t t4 = (int64x2_t)((vcc_v2_long)t3 * (vcc_v2_long)b_v);
            int64x2_t t5 = vsubq_s64(t4, t3);
            vst1q_s64(c + i_vec, t5);
            long t6 = i_vec + 2L;
            int32x2_t a_v_1 = vld1_s32(a + t6);
            int64x2_t t7 = vmovl_s32(a_v_1);
            int64x2_t b_v_1 = vld1q_s64(b + t6);
            int64x2_t t8 = (int64x2_t)((vcc_v2_long)t7 * (vcc_v2_long)b_v_1);
            int64x2_t t9 = vsubq_s64(t8, t7);
            vst1q_s64(c + t6, t9);
            long t10 = i_vec + 4L;
            int32x2_t a_v_2 = vld1_s32(a + t10);
            int64x2_t t11 = vmovl_s32(a_v_2);
            int64x2_t b_v_2 = vld1q_s64(b + t10);
            int64x2_t t12 = (int64x2_t)((vcc_v2_long)t11 * (vcc_v2_long)b_v_2);
            int64x2_t t13 = vsubq_s64(t12, t11);
            vst1q_s64(c + t10, t13);
            long t14 = i_vec + 6L;
            int32x2_t a_v_3 = vld1_s32(a + t14);
            int64x2_t t15 = vmovl_s32(a_v_3);
            int64x2_t b_v_3 = vld1q_s64(b + t14);
            int64x2_t t16 = (int64x2_t)((vcc_v2_long)t15 * (vcc_v2_long)b_v_3);
            int64x2_t t17 = vsubq_s64(t16, t15);
            vst1q_s64(c + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:72 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x2_t a_v_4 = vld1_s32(a + t21);
            int64x2_t t22 = vmovl_s32(a_v_4);
            int64x2_t b_v_4 = vld1q_s64(b + t21);
            int64x2_t t23 = (int64x2_t)((vcc_v2_long)t22 * (vcc_v2_long)b_v_4);
            int64x2_t t24 = vsubq_s64(t23, t22);
            vst1q_s64(c + t21, t24);
            i_vec_1 += 2L;
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
