/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
unsigned char sum_u8(int n, const unsigned char *a) {
    unsigned char s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t s_v = vdupq_n_u8(0);
        /* vcc: loop at narrow_reduce.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = a_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_uchar);
            s_v = vaddq_u8(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (unsigned char)((unsigned char)7 + vaddvq_u8(s_v));
    } else {
        i = 0;
        s = (unsigned char)7;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

signed char sum_i8(int n, const signed char *a) {
    signed char s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t s_v = vdupq_n_u8(0);
        /* vcc: loop at narrow_reduce.c:18 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            vcc_v16_int t3 = ({ int8x16_t vcc_w0 = a_v; int16x8_t vcc_w1 = vmovl_s8(vget_low_s8(vcc_w0)), vcc_w2 = vmovl_high_s8(vcc_w0); int32x4_t vcc_w3 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w4 = vmovl_high_s16(vcc_w1); int32x4_t vcc_w5 = vmovl_s16(vget_low_s16(vcc_w2)), vcc_w6 = vmovl_high_s16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_uchar);
            s_v = vaddq_u8(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (signed char)(unsigned char)((unsigned char)253 + vaddvq_u8(s_v));
    } else {
        i = 0;
        s = (signed char)-3;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

short sum_i16(int n, const short *a) {
    short s;
    int t8;
    short t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint16x8_t s_v = vdupq_n_u16(0);
        uint16x8_t s_v_1 = vdupq_n_u16(0);
        /* vcc: loop at narrow_reduce.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t4 = (uint16x8_t)__builtin_convertvector(t3, vcc_v8_ushort);
            s_v = vaddq_u16(s_v, t4);
            int16x8_t a_v_1 = vld1q_s16(a + (i_vec + 8L));
            vcc_v8_int t5 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t6 = (uint16x8_t)__builtin_convertvector(t5, vcc_v8_ushort);
            s_v_1 = vaddq_u16(s_v_1, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        uint16x8_t t7 = vaddq_u16(s_v, s_v_1);
        t8 = (int)t2;
        t9 = (short)(unsigned short)((unsigned short)0 + vaddvq_u16(t7));
    } else {
        t8 = 0;
        t9 = (short)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        uint16x8_t s_v_2 = vdupq_n_u16(0);
        /* vcc: loop at narrow_reduce.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t a_v_2 = vld1q_s16(a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t13 = (uint16x8_t)__builtin_convertvector(t12, vcc_v8_ushort);
            s_v_2 = vaddq_u16(s_v_2, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (short)(unsigned short)((unsigned short)t9 + vaddvq_u16(s_v_2));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p;
    int t10;
    unsigned short t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint16x8_t p_v = vdupq_n_u16(1);
        uint16x8_t p_v_1 = vdupq_n_u16(1);
        /* vcc: loop at narrow_reduce.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            uint16x8_t t3 = vorrq_u16(a_v, vdupq_n_u16(1));
            vcc_v8_uint t4 = ({ uint16x8_t vcc_w0 = t3; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_uint vcc_p0 = (vcc_v4_uint)vcc_w1; vcc_v4_uint vcc_p1 = (vcc_v4_uint)vcc_w2; vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t5 = (uint16x8_t)__builtin_convertvector(t4, vcc_v8_ushort);
            p_v = vmulq_u16(p_v, t5);
            uint16x8_t a_v_1 = vld1q_u16(a + (i_vec + 8L));
            uint16x8_t t6 = vorrq_u16(a_v_1, vdupq_n_u16(1));
            vcc_v8_uint t7 = ({ uint16x8_t vcc_w0 = t6; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_uint vcc_p0 = (vcc_v4_uint)vcc_w1; vcc_v4_uint vcc_p1 = (vcc_v4_uint)vcc_w2; vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t8 = (uint16x8_t)__builtin_convertvector(t7, vcc_v8_ushort);
            p_v_1 = vmulq_u16(p_v_1, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        uint16x8_t t9 = vmulq_u16(p_v, p_v_1);
        t10 = (int)t2;
        t11 = (unsigned short)((unsigned short)1 * ({ uint16x8_t vcc_v = t9; vcc_v = vmulq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vmulq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vmulq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        t10 = 0;
        t11 = (unsigned short)1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        uint16x8_t p_v_2 = vdupq_n_u16(1);
        /* vcc: loop at narrow_reduce.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            uint16x8_t a_v_2 = vld1q_u16(a + ((long)t10 + i_vec_1));
            uint16x8_t t14 = vorrq_u16(a_v_2, vdupq_n_u16(1));
            vcc_v8_uint t15 = ({ uint16x8_t vcc_w0 = t14; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_uint vcc_p0 = (vcc_v4_uint)vcc_w1; vcc_v4_uint vcc_p1 = (vcc_v4_uint)vcc_w2; vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t16 = (uint16x8_t)__builtin_convertvector(t15, vcc_v8_ushort);
            p_v_2 = vmulq_u16(p_v_2, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        p = (unsigned short)(t11 * ({ uint16x8_t vcc_v = p_v_2; vcc_v = vmulq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = vmulq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = vmulq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        i = t10;
        p = t11;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t x_v = vdupq_n_u8(0);
        /* vcc: loop at narrow_reduce.c:40 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = a_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_uchar);
            x_v = veorq_u8(x_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (unsigned char)((unsigned char)90 ^ ({ uint8x16_t vcc_v = x_v; vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (unsigned char)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        x = (unsigned char)90;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
short sum_i16_of_int(int n, const int *a) {
    short s;
    int t6;
    short t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint16x8_t s_v = vdupq_n_u16(0);
        uint16x8_t s_v_1 = vdupq_n_u16(0);
        /* vcc: loop at narrow_reduce.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            uint16x8_t t3 = (uint16x8_t)__builtin_convertvector(a_v, vcc_v8_ushort);
            s_v = vaddq_u16(s_v, t3);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            uint16x8_t t4 = (uint16x8_t)__builtin_convertvector(a_v_1, vcc_v8_ushort);
            s_v_1 = vaddq_u16(s_v_1, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        uint16x8_t t5 = vaddq_u16(s_v, s_v_1);
        t6 = (int)t2;
        t7 = (short)(unsigned short)((unsigned short)1 + vaddvq_u16(t5));
    } else {
        t6 = 0;
        t7 = (short)1;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        uint16x8_t s_v_2 = vdupq_n_u16(0);
        /* vcc: loop at narrow_reduce.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t6 + i_vec_1));
            uint16x8_t t10 = (uint16x8_t)__builtin_convertvector(a_v_2, vcc_v8_ushort);
            s_v_2 = vaddq_u16(s_v_2, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (short)(unsigned short)((unsigned short)t7 + vaddvq_u16(s_v_2));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t r_v = vdupq_n_u8(0);
        /* vcc: loop at narrow_reduce.c:55 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(a_v, vcc_v16_int);
            vcc_v16_int t4 = t3 >> (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            uint8x16_t t5 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_short), vcc_v16_uchar);
            r_v = vorrq_u8(r_v, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (unsigned char)((unsigned char)0 | ({ uint8x16_t vcc_v = r_v; vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = vorrq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (unsigned char)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        r = (unsigned char)0;
    }
    for (; i < n; i++) {
        r = (unsigned char)((int)r | ((int)a[i] >> 3));
    }
    return r;
}

/* The running sum is stored: not a reduction. */
void prefix_u8(int n, unsigned char *restrict out, const unsigned char *restrict a) {
    unsigned char s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        out[i] = s;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *u8 = new_array(n, 1), *out = new_array(n, 1);
        signed char *i8 = new_array(n, 1);
        short *i16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        int *i32 = new_array(n, 4);
        FILL(u8, n, 0, 256);
        FILL(i8, n, -128, 256);
        FILL(i16, n, -32768, 65536);
        FILL(u16, n, 0, 65536);
        FILL(i32, n, -2000000000, 4000000000u);
        prefix_u8(n, out, u8);
        printf("n=%d %d %d %d %d %d %d %d %llx\n", n, sum_u8(n, u8), sum_i8(n, i8), sum_i16(n, i16), prod_u16(n, u16),
               xor_u8(n, u8), sum_i16_of_int(n, i32), or_u8_of_short(n, i16), HASH(out, n));
        free(u8), free(out), free(i8), free(i16), free(u16), free(i32);
    }
    return 0;
}
