/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Widenings from 4- or 8-byte vectors (4 shorts or bytes of a VF=4 loop, 8 bytes of a VF=8
   one): one vpmovsx/vpmovzx from the low bits of an xmm to the result's width, never a chain
   of conversions through the widths between. Signed and unsigned sources, integer and
   floating results; the extreme values of each source type are in the data. */

void w_i16_i64(int n, int64_t *restrict d, const int16_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:10 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long *t3 = d + i_vec;
            int16x8_t s_v = vld1q_s16(s + i_vec);
            vcc_v8_long t4 = ({ int16x8_t vcc_w0 = s_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w3; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w4; vcc_v2_long vcc_p2 = (vcc_v2_long)vcc_w5; vcc_v2_long vcc_p3 = (vcc_v2_long)vcc_w6; vcc_v8_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_long t5 = t4 * (vcc_v8_long){3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L};
            vcc_v8_long d_v = vcc_load(vcc_v8_long, t3);
            vcc_v8_long t6 = t5 + d_v;
            do { vcc_v8_long vcc_w = t6; vst1q_s64_x4(t3, ((int64x2x4_t){{(int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        long *t8 = d + t7;
        *t8 = (long)s[t7] * 3L + *t8;
    }
}

void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:15 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            unsigned long *t3 = d + i_vec;
            vcc_v8_ulong d_v = vcc_load(vcc_v8_ulong, t3);
            uint16x8_t s_v = vld1q_u16(s + i_vec);
            vcc_v8_ulong t4 = ({ uint16x8_t vcc_w0 = s_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); uint64x2_t vcc_w3 = vmovl_u32(vget_low_u32(vcc_w1)), vcc_w4 = vmovl_high_u32(vcc_w1); uint64x2_t vcc_w5 = vmovl_u32(vget_low_u32(vcc_w2)), vcc_w6 = vmovl_high_u32(vcc_w2); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w3; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w4; vcc_v2_ulong vcc_p2 = (vcc_v2_ulong)vcc_w5; vcc_v2_ulong vcc_p3 = (vcc_v2_ulong)vcc_w6; vcc_v8_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_ulong t5 = d_v ^ t4;
            do { vcc_v8_ulong vcc_w = t5; vst1q_u64_x4(t3, ((uint64x2x4_t){{(uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        unsigned long *t7 = d + t6;
        *t7 = *t7 ^ (unsigned long)s[t6];
    }
}

void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:20 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long *t3 = d + i_vec;
            vcc_v8_long d_v = vcc_load(vcc_v8_long, t3);
            int8x8_t s_v = vld1_s8(s + i_vec);
            vcc_v8_long t4 = ({ int8x8_t vcc_w0 = s_v; int16x8_t vcc_w1 = vmovl_s8(vcc_w0); int32x4_t vcc_w2 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w3 = vmovl_high_s16(vcc_w1); int64x2_t vcc_w4 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w5 = vmovl_high_s32(vcc_w2); int64x2_t vcc_w6 = vmovl_s32(vget_low_s32(vcc_w3)), vcc_w7 = vmovl_high_s32(vcc_w3); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w4; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w5; vcc_v2_long vcc_p2 = (vcc_v2_long)vcc_w6; vcc_v2_long vcc_p3 = (vcc_v2_long)vcc_w7; vcc_v8_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_long t5 = d_v - t4;
            do { vcc_v8_long vcc_w = t5; vst1q_s64_x4(t3, ((int64x2x4_t){{(int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (int64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        long *t7 = d + t6;
        *t7 = *t7 - (long)s[t6];
    }
}

void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:25 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            unsigned long *t3 = d + i_vec;
            uint8x8_t s_v = vld1_u8(s + i_vec);
            vcc_v8_ulong d_v = vcc_load(vcc_v8_ulong, t3);
            vcc_v8_ulong t4 = ({ uint8x8_t vcc_w0 = s_v; uint16x8_t vcc_w1 = vmovl_u8(vcc_w0); uint32x4_t vcc_w2 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w3 = vmovl_high_u16(vcc_w1); uint64x2_t vcc_w4 = vmovl_u32(vget_low_u32(vcc_w2)), vcc_w5 = vmovl_high_u32(vcc_w2); uint64x2_t vcc_w6 = vmovl_u32(vget_low_u32(vcc_w3)), vcc_w7 = vmovl_high_u32(vcc_w3); vcc_v2_ulong vcc_p0 = (vcc_v2_ulong)vcc_w4; vcc_v2_ulong vcc_p1 = (vcc_v2_ulong)vcc_w5; vcc_v2_ulong vcc_p2 = (vcc_v2_ulong)vcc_w6; vcc_v2_ulong vcc_p3 = (vcc_v2_ulong)vcc_w7; vcc_v8_ulong vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_ulong t5 = t4 + d_v;
            do { vcc_v8_ulong vcc_w = t5; vst1q_u64_x4(t3, ((uint64x2x4_t){{(uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (uint64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        unsigned long *t7 = d + t6;
        *t7 = (unsigned long)s[t6] + *t7;
    }
}

/* 4 lanes of bytes to ints (the loop's widest element, int64, makes VF=4). */
void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:31 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int8x8_t s_v = vld1_s8(s + i_vec);
            vcc_v8_long t_v = vcc_load(vcc_v8_long, t + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(t_v, vcc_v8_int);
            vcc_v8_int t4 = ({ int8x8_t vcc_w0 = s_v; int16x8_t vcc_w1 = vmovl_s8(vcc_w0); int32x4_t vcc_w2 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w3 = vmovl_high_s16(vcc_w1); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w2; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w3; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = t4 + t3;
            do { vcc_v8_int vcc_w = t5; vst1q_s32_x2(d + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (int)s[t6] + (int)t[t6];
    }
}

void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:36 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            uint8x8_t s_v = vld1_u8(s + i_vec);
            vcc_v8_long t_v = vcc_load(vcc_v8_long, t + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(t_v, vcc_v8_int);
            vcc_v8_int t4 = ({ uint8x8_t vcc_w0 = s_v; uint16x8_t vcc_w1 = vmovl_u8(vcc_w0); uint32x4_t vcc_w2 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w3 = vmovl_high_u16(vcc_w1); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w2; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w3; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = t4 - t3;
            do { vcc_v8_int vcc_w = t5; vst1q_s32_x2(d + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (int)s[t6] - (int)t[t6];
    }
}

/* To doubles, through 32-bit lanes. */
void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:42 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t s_v = vld1q_s16(s + i_vec);
            vcc_v8_double t3 = ({ int16x8_t vcc_w0 = s_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w3); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w4); vcc_v2_double vcc_p2 = (vcc_v2_double)vcvtq_f64_s64(vcc_w5); vcc_v2_double vcc_p3 = (vcc_v2_double)vcvtq_f64_s64(vcc_w6); vcc_v8_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_double t4 = t3 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            do { vcc_v8_double vcc_w = t4; vst1q_f64_x4(d + i_vec, ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        d[t5] = (double)s[t5] * 0.5;
    }
}

void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:47 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            double *t3 = d + i_vec;
            vcc_v8_double d_v = vcc_load(vcc_v8_double, t3);
            uint8x8_t s_v = vld1_u8(s + i_vec);
            vcc_v8_double t4 = ({ uint8x8_t vcc_w0 = s_v; uint16x8_t vcc_w1 = vmovl_u8(vcc_w0); uint32x4_t vcc_w2 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w3 = vmovl_high_u16(vcc_w1); uint64x2_t vcc_w4 = vmovl_u32(vget_low_u32(vcc_w2)), vcc_w5 = vmovl_high_u32(vcc_w2); uint64x2_t vcc_w6 = vmovl_u32(vget_low_u32(vcc_w3)), vcc_w7 = vmovl_high_u32(vcc_w3); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_u64(vcc_w4); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_u64(vcc_w5); vcc_v2_double vcc_p2 = (vcc_v2_double)vcvtq_f64_u64(vcc_w6); vcc_v2_double vcc_p3 = (vcc_v2_double)vcvtq_f64_u64(vcc_w7); vcc_v8_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_double t5 = d_v + t4;
            do { vcc_v8_double vcc_w = t5; vst1q_f64_x4(t3, ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        double *t7 = d + t6;
        *t7 = *t7 + (double)s[t6];
    }
}

int main(void) {
    int n;
    int t1;
    int t13;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        short *s16 = (short *)new_array(n, 2UL);
        signed char *s8 = (signed char *)new_array(n, 1UL);
        void *t2 = new_array(n, 8UL);
        long *d64 = (long *)t2;
        void *t3 = new_array(n, 8UL);
        long *e64 = (long *)t3;
        long *t64 = (long *)new_array(n, 8UL);
        int *d32 = (int *)new_array(n, 4UL);
        double *f64 = (double *)new_array(n, 8UL);
        for (int i = 0; i < n; i++) {
            long t4 = (long)i;
            s16[t4] = (short)next_rand();
            s8[t4] = (signed char)next_rand();
            d64[t4] = (long)next_rand() << 20;
            t64[t4] = (long)next_rand() - 8388608L;
            f64[t4] = (double)(next_rand() % 1000U) * 0.25;
        }
        if (n > 3) {
            s16[0] = (short)-32768;
            s16[1] = (short)32767;
            s16[2] = (short)-1;
            s8[0] = (signed char)-128;
            s8[1] = (signed char)127;
            s8[3] = (signed char)-1;
        }
        long t5 = (long)n;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        if ((t5 >= 8L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L)))) {
            long t9 = t5 & -8L;
            long i_vec = 0L;
            /* vcc: loop at widen_direct.c:68 vectorized: VF 2, UF 4, run-time check: the value of the call to `new_array` at 56:24 and the value of the call to `new_array` at 56:48 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
            do {
                int64x2_t d64_v = vld1q_s64(d64 + i_vec);
                vst1q_s64(e64 + i_vec, d64_v);
                long t10 = i_vec + 2L;
                int64x2_t d64_v_1 = vld1q_s64(d64 + t10);
                vst1q_s64(e64 + t10, d64_v_1);
                long t11 = i_vec + 4L;
                int64x2_t d64_v_2 = vld1q_s64(d64 + t11);
                vst1q_s64(e64 + t11, d64_v_2);
                long t12 = i_vec + 6L;
                int64x2_t d64_v_3 = vld1q_s64(d64 + t12);
                vst1q_s64(e64 + t12, d64_v_3);
                i_vec += 8L;
            } while (i_vec < t9);
            t13 = (int)t9;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        unsigned long t15 = (unsigned long)t2;
        unsigned long t16 = (unsigned long)t3;
        long t17 = (long)((unsigned long)t3 + (unsigned long)((long)t13 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t13 * 8L)));
        if ((t14 >= 2L) & (((t15 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t16 + (unsigned long)((long)t13 * 8L))) | ((t16 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t15 + (unsigned long)((long)t13 * 8L))) | ((t17 <= 0L) | (t17 >= 16L)))) {
            long t18 = t14 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at widen_direct.c:68 vector epilogue: VF 2, UF 1, run-time check: the value of the call to `new_array` at 56:24 and the value of the call to `new_array` at 56:48 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t19 = (long)t13 + i_vec_1;
                int64x2_t d64_v_4 = vld1q_s64(d64 + t19);
                vst1q_s64(e64 + t19, d64_v_4);
                i_vec_1 += 2L;
            } while (i_vec_1 < t18);
            i_1 = (int)((long)t13 + t18);
        } else {
            i_1 = t13;
        }
        for (; i_1 < n; i_1++) {
            long t20 = (long)i_1;
            e64[t20] = d64[t20];
        }
        const short *t21 = s16;
        w_i16_i64(n, d64, t21);
        unsigned long *t22 = (unsigned long *)e64;
        w_u16_u64(n, t22, (const unsigned short *)s16);
        unsigned long t23 = (unsigned long)n;
        unsigned long t24 = t23 * 8UL;
        const void *t25 = (const void *)e64;
        unsigned long t26 = hash_bytes(t25, t24);
        const void *t27 = (const void *)d64;
        printf("n=%d %016llx %016llx", n, (unsigned long long)hash_bytes(t27, t24), (unsigned long long)t26);
        const signed char *t28 = s8;
        w_i8_i64(n, d64, t28);
        const unsigned char *t29 = (const unsigned char *)s8;
        w_u8_u64(n, t22, t29);
        unsigned long t30 = hash_bytes(t25, t24);
        printf(" %016llx %016llx", (unsigned long long)hash_bytes(t27, t24), (unsigned long long)t30);
        const long *t31 = t64;
        w_i8_i32(n, d32, t28, t31);
        unsigned long t32 = t23 * 4UL;
        const void *t33 = (const void *)d32;
        printf(" %016llx", (unsigned long long)hash_bytes(t33, t32));
        w_u8_i32(n, d32, t29, t31);
        printf(" %016llx", (unsigned long long)hash_bytes(t33, t32));
        w_i16_f64(n, f64, t21);
        const void *t34 = (const void *)f64;
        printf(" %016llx", (unsigned long long)hash_bytes(t34, t24));
        w_u8_f64(n, f64, t29);
        printf(" %016llx\n", (unsigned long long)hash_bytes(t34, t24));
        free((void *)s16);
        free((void *)s8);
        free((void *)d64);
        free((void *)e64);
        free((void *)t64);
        free((void *)d32);
        free((void *)f64);
    }
}
