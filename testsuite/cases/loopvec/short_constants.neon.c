/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=7 avx2=7 avx512=7 avx512vbmi-zmm=7 sse4.2=7 neon=7 sse2=7 */
#include "harness.h"

/* 32-bit products of shorts widened to int and a constant. On the 16-byte x86 targets a
   constant that the shorts' own type holds is multiplied as 16 bits, the products' low and
   high halves (pmullw, pmulhw or pmulhuw against the constant in every lane) interleaved into
   ints, without widening the shorts first. A constant outside that range (40000 for signed
   shorts; -3 for unsigned ones, whose 16-bit pattern 0xfffd would multiply as 65533) keeps the
   widening and a 32-bit multiply. Signed shorts are widened by unpacking them with their sign
   (a compare with zero). Inputs are drawn from the ends of the 16-bit ranges; the counts leave
   tails of 1-7. */

void mul3(int n, int *restrict d, const short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v8_int vcc_w = t4; vst1q_s32_x2(d + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t5 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t5);
            vcc_v8_int t6 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t7 = t6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v8_int vcc_w = t7; vst1q_s32_x2(d + t5, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            int16x8_t a_v_2 = vld1q_s16(a + t11);
            vcc_v8_int t12 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t13 = t12 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v8_int vcc_w = t13; vst1q_s32_x2(d + t11, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (int)a[t14] * 3;
    }
}

/* The extremes of the signed range, each order of the operands. */
void mul_min(int n, int *restrict d, const short *a) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = (vcc_v8_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768} * t3;
            vcc_v8_int t5 = t3 * (vcc_v8_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767};
            vcc_v8_int t6 = t4 + t5;
            do { vcc_v8_int vcc_w = t6; vst1q_s32_x2(d + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t7 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t7);
            vcc_v8_int t8 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t9 = (vcc_v8_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768} * t8;
            vcc_v8_int t10 = t8 * (vcc_v8_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767};
            vcc_v8_int t11 = t9 + t10;
            do { vcc_v8_int vcc_w = t11; vst1q_s32_x2(d + t7, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int16x8_t a_v_2 = vld1q_s16(a + t15);
            vcc_v8_int t16 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = (vcc_v8_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768} * t16;
            vcc_v8_int t18 = t16 * (vcc_v8_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767};
            vcc_v8_int t19 = t17 + t18;
            do { vcc_v8_int vcc_w = t19; vst1q_s32_x2(d + t15, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = (int)a[t20];
        d[t20] = -32768 * t21 + t21 * 32767;
    }
}

void mul_umax(int n, unsigned *restrict d, const unsigned short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            vcc_v8_uint t3 = ({ uint16x8_t vcc_w0 = a_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_uint vcc_p0 = (vcc_v4_uint)vcc_w1; vcc_v4_uint vcc_p1 = (vcc_v4_uint)vcc_w2; vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t4 = t3 * (vcc_v8_uint){65535U, 65535U, 65535U, 65535U, 65535U, 65535U, 65535U, 65535U};
            do { vcc_v8_uint vcc_w = t4; vst1q_u32_x2(d + i_vec, ((uint32x4x2_t){{(uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t5 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t5);
            vcc_v8_uint t6 = ({ uint16x8_t vcc_w0 = a_v_1; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_uint vcc_p0 = (vcc_v4_uint)vcc_w1; vcc_v4_uint vcc_p1 = (vcc_v4_uint)vcc_w2; vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t7 = t6 * (vcc_v8_uint){65535U, 65535U, 65535U, 65535U, 65535U, 65535U, 65535U, 65535U};
            do { vcc_v8_uint vcc_w = t7; vst1q_u32_x2(d + t5, ((uint32x4x2_t){{(uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            uint16x8_t a_v_2 = vld1q_u16(a + t11);
            vcc_v8_uint t12 = ({ uint16x8_t vcc_w0 = a_v_2; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_uint vcc_p0 = (vcc_v4_uint)vcc_w1; vcc_v4_uint vcc_p1 = (vcc_v4_uint)vcc_w2; vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t13 = t12 * (vcc_v8_uint){65535U, 65535U, 65535U, 65535U, 65535U, 65535U, 65535U, 65535U};
            do { vcc_v8_uint vcc_w = t13; vst1q_u32_x2(d + t11, ((uint32x4x2_t){{(uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (unsigned int)a[t14] * 65535U;
    }
}

/* Out of the shorts' range: widened first. */
void mul_big(int n, int *restrict d, const short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 * (vcc_v8_int){40000, 40000, 40000, 40000, 40000, 40000, 40000, 40000};
            do { vcc_v8_int vcc_w = t4; vst1q_s32_x2(d + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t5 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t5);
            vcc_v8_int t6 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t7 = t6 * (vcc_v8_int){40000, 40000, 40000, 40000, 40000, 40000, 40000, 40000};
            do { vcc_v8_int vcc_w = t7; vst1q_s32_x2(d + t5, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            int16x8_t a_v_2 = vld1q_s16(a + t11);
            vcc_v8_int t12 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t13 = t12 * (vcc_v8_int){40000, 40000, 40000, 40000, 40000, 40000, 40000, 40000};
            do { vcc_v8_int vcc_w = t13; vst1q_s32_x2(d + t11, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (int)a[t14] * 40000;
    }
}

void mul_uneg(int n, int *restrict d, const unsigned short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            vcc_v8_int t3 = ({ uint16x8_t vcc_w0 = a_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 * (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            do { vcc_v8_int vcc_w = t4; vst1q_s32_x2(d + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t5 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t5);
            vcc_v8_int t6 = ({ uint16x8_t vcc_w0 = a_v_1; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t7 = t6 * (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            do { vcc_v8_int vcc_w = t7; vst1q_s32_x2(d + t5, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            uint16x8_t a_v_2 = vld1q_u16(a + t11);
            vcc_v8_int t12 = ({ uint16x8_t vcc_w0 = a_v_2; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t13 = t12 * (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            do { vcc_v8_int vcc_w = t13; vst1q_s32_x2(d + t11, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (int)a[t14] * -3;
    }
}

/* The coverage suite's ty_s16_widen: a sum of a widened short and one times two. */
void widen_add(int n, int *restrict d, const short *a, const short *b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:42 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = b_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t5 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t6 = t5 + t4;
            do { vcc_v8_int vcc_w = t6; vst1q_s32_x2(d + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t7 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t7);
            int16x8_t b_v_1 = vld1q_s16(b + t7);
            vcc_v8_int t8 = ({ int16x8_t vcc_w0 = b_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t9 = t8 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t10 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t10 + t9;
            do { vcc_v8_int vcc_w = t11; vst1q_s32_x2(d + t7, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:42 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int16x8_t a_v_2 = vld1q_s16(a + t15);
            int16x8_t b_v_2 = vld1q_s16(b + t15);
            vcc_v8_int t16 = ({ int16x8_t vcc_w0 = b_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = t16 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t18 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t19 = t18 + t17;
            do { vcc_v8_int vcc_w = t19; vst1q_s32_x2(d + t15, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (int)a[t20] + (int)b[t20] * 2;
    }
}

/* Signed bytes widened to ints by two levels of unpacks with the sign. */
void widen_bytes(int n, int *restrict d, const signed char *a, const signed char *b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:48 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            int8x16_t b_v = vld1q_s8(b + i_vec);
            vcc_v16_int t3 = ({ int8x16_t vcc_w0 = b_v; int16x8_t vcc_w1 = vmovl_s8(vget_low_s8(vcc_w0)), vcc_w2 = vmovl_high_s8(vcc_w0); int32x4_t vcc_w3 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w4 = vmovl_high_s16(vcc_w1); int32x4_t vcc_w5 = vmovl_s16(vget_low_s16(vcc_w2)), vcc_w6 = vmovl_high_s16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7} * t3;
            vcc_v16_int t5 = ({ int8x16_t vcc_w0 = a_v; int16x8_t vcc_w1 = vmovl_s8(vget_low_s8(vcc_w0)), vcc_w2 = vmovl_high_s8(vcc_w0); int32x4_t vcc_w3 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w4 = vmovl_high_s16(vcc_w1); int32x4_t vcc_w5 = vmovl_s16(vget_low_s16(vcc_w2)), vcc_w6 = vmovl_high_s16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t6 = t5 - t4;
            do { vcc_v16_int vcc_w = t6; vst1q_s32_x4(d + i_vec, ((int32x4x4_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        d[t7] = (int)a[t7] - 7 * (int)b[t7];
    }
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2);
        signed char *ca = new_array(n, 1), *cb = new_array(n, 1);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ca[i] = (signed char)(edge16(next_rand()) >> 8);
            cb[i] = (signed char)edge16(next_rand());
        }
        mul3(n, d, a);
        printf("n=%d mul3 %llx\n", n, HASH(d, n));
        mul_min(n, d, a);
        printf("n=%d mul_min %llx\n", n, HASH(d, n));
        mul_umax(n, (unsigned *)d, ua);
        printf("n=%d mul_umax %llx\n", n, HASH(d, n));
        mul_big(n, d, a);
        printf("n=%d mul_big %llx\n", n, HASH(d, n));
        mul_uneg(n, d, ua);
        printf("n=%d mul_uneg %llx\n", n, HASH(d, n));
        widen_add(n, d, a, b);
        printf("n=%d widen_add %llx\n", n, HASH(d, n));
        widen_bytes(n, d, ca, cb);
        printf("n=%d widen_bytes %llx\n", n, HASH(d, n));
        free(a), free(b), free(ua), free(ca), free(cb), free(d);
    }
    return 0;
}
