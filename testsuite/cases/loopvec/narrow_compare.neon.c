/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=8 avx2=8 sse4.2=8 sse2=8 neon=7 */
#include "harness.h"

/* Comparisons of narrow lanes (chars, shorts) whose results are used on wider ones: at VF 4 or
   8 the compared operands are 4 or 8 bytes and the mask has the wide lanes' width. sse2 compares
   them in the low bytes of a register and widens the mask by unpacking it with itself (no
   `pmovsx` there); every comparison and signedness, with values at the ends of each type's
   range (where a signed compare of unsigned lanes would go wrong). */

void lt_i8(int n, int *restrict out, const signed char *restrict a, const signed char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            int8x16_t b_v = vld1q_s8(b + i_vec);
            uint8x16_t t3 = vcltq_s8(a_v, b_v);
            vcc_v16_int t4 = __builtin_convertvector((vcc_m16)t3 & 1, vcc_v16_int);
            do { vcc_v16_int vcc_w = t4; vst1q_s32_x4(out + i_vec, ((int32x4x4_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (int)a[t5] < (int)b[t5];
    }
}

void gt_u8_count(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            vcc_v16_int out_v = vcc_load(vcc_v16_int, t3);
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t4 = vcgtq_u8(a_v, b_v);
            vcc_v16_int t5 = __builtin_convertvector((vcc_m16)t4, vcc_v16_int);
            vcc_v16_int t6 = out_v - t5;
            do { vcc_v16_int vcc_w = t6; vst1q_s32_x4(t3, ((int32x4x4_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int *t8 = out + t7;
        *t8 = *t8 + ((int)a[t7] > (int)b[t7]);
    }
}

void le_u8_select(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                  const int *restrict x) {
    int t16;
    int i;
    int t28;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:22 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
            uint32x4_t t3 = (uint32x4_t)__builtin_convertvector(a_v <= b_v, vcc_m4);
            uint32x4_t t4 = vmvnq_u32(t3);
            int32x4_t x_v = ({ uint32x4_t vcc_nm = t4; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)x + (unsigned long)i_vec * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t5 = vreinterpretq_u32_s32(x_v);
            uint32x4_t t6 = vsubq_u32(vdupq_n_u32(0), t5);
            int32x4_t t7 = vreinterpretq_s32_u32(t6);
            int32x4_t x_v_1 = ({ uint32x4_t vcc_nm = t3; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)x + (unsigned long)i_vec * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t8 = vbslq_s32(t3, x_v_1, t7);
            vst1q_s32(out + i_vec, t8);
            long t9 = i_vec + 4L;
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + t9);
            vcc_v4_uchar b_v_1 = vcc_load(vcc_v4_uchar, b + t9);
            uint32x4_t t10 = (uint32x4_t)__builtin_convertvector(a_v_1 <= b_v_1, vcc_m4);
            uint32x4_t t11 = vmvnq_u32(t10);
            int32x4_t x_v_2 = ({ uint32x4_t vcc_nm = t11; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)x + (unsigned long)t9 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t12 = vreinterpretq_u32_s32(x_v_2);
            uint32x4_t t13 = vsubq_u32(vdupq_n_u32(0), t12);
            int32x4_t t14 = vreinterpretq_s32_u32(t13);
            int32x4_t x_v_3 = ({ uint32x4_t vcc_nm = t10; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)x + (unsigned long)t9 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t15 = vbslq_s32(t10, x_v_3, t14);
            vst1q_s32(out + t9, t15);
            i_vec += 8L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + t19);
            vcc_v4_uchar b_v_2 = vcc_load(vcc_v4_uchar, b + t19);
            uint32x4_t t20 = (uint32x4_t)__builtin_convertvector(a_v_2 <= b_v_2, vcc_m4);
            uint32x4_t t21 = vmvnq_u32(t20);
            int32x4_t x_v_4 = ({ uint32x4_t vcc_nm = t21; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)x + (unsigned long)t19 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t22 = vreinterpretq_u32_s32(x_v_4);
            uint32x4_t t23 = vsubq_u32(vdupq_n_u32(0), t22);
            int32x4_t t24 = vreinterpretq_s32_u32(t23);
            int32x4_t x_v_5 = ({ uint32x4_t vcc_nm = t20; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)x + (unsigned long)t19 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t t25 = vbslq_s32(t20, x_v_5, t24);
            vst1q_s32(out + t19, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int *t27 = out + t26;
        if ((int)a[t26] <= (int)b[t26]) {
            t28 = x[t26];
        } else {
            t28 = -x[t26];
        }
        *t27 = t28;
    }
}

void ge_i16(int n, int *restrict out, const short *restrict s, const short *restrict t) {
    int t18;
    int i;
    int t27;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            int16x4_t s_v = vld1_s16(s + i_vec);
            int16x4_t t_v = vld1_s16(t + i_vec);
            uint32x4_t t4 = (uint32x4_t)__builtin_convertvector((vcc_v4_short)s_v >= (vcc_v4_short)t_v, vcc_m4);
            int32x4_t out_v = vld1q_s32(t3);
            int32x4_t t5 = vbslq_s32(t4, vdupq_n_s32(7), out_v);
            vst1q_s32(t3, t5);
            long t6 = i_vec + 4L;
            int *t7 = out + t6;
            int16x4_t s_v_1 = vld1_s16(s + t6);
            int16x4_t t_v_1 = vld1_s16(t + t6);
            uint32x4_t t8 = (uint32x4_t)__builtin_convertvector((vcc_v4_short)s_v_1 >= (vcc_v4_short)t_v_1, vcc_m4);
            int32x4_t out_v_1 = vld1q_s32(t7);
            int32x4_t t9 = vbslq_s32(t8, vdupq_n_s32(7), out_v_1);
            vst1q_s32(t7, t9);
            long t10 = i_vec + 8L;
            int *t11 = out + t10;
            int16x4_t s_v_2 = vld1_s16(s + t10);
            int16x4_t t_v_2 = vld1_s16(t + t10);
            uint32x4_t t12 = (uint32x4_t)__builtin_convertvector((vcc_v4_short)s_v_2 >= (vcc_v4_short)t_v_2, vcc_m4);
            int32x4_t out_v_2 = vld1q_s32(t11);
            int32x4_t t13 = vbslq_s32(t12, vdupq_n_s32(7), out_v_2);
            vst1q_s32(t11, t13);
            long t14 = i_vec + 12L;
            int *t15 = out + t14;
            int16x4_t s_v_3 = vld1_s16(s + t14);
            int16x4_t t_v_3 = vld1_s16(t + t14);
            uint32x4_t t16 = (uint32x4_t)__builtin_convertvector((vcc_v4_short)s_v_3 >= (vcc_v4_short)t_v_3, vcc_m4);
            int32x4_t out_v_3 = vld1q_s32(t15);
            int32x4_t t17 = vbslq_s32(t16, vdupq_n_s32(7), out_v_3);
            vst1q_s32(t15, t17);
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
        /* vcc: loop at narrow_compare.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int *t22 = out + t21;
            int16x4_t s_v_4 = vld1_s16(s + t21);
            int16x4_t t_v_4 = vld1_s16(t + t21);
            uint32x4_t t23 = (uint32x4_t)__builtin_convertvector((vcc_v4_short)s_v_4 >= (vcc_v4_short)t_v_4, vcc_m4);
            int32x4_t out_v_4 = vld1q_s32(t22);
            int32x4_t t24 = vbslq_s32(t23, vdupq_n_s32(7), out_v_4);
            vst1q_s32(t22, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int *t26 = out + t25;
        if ((int)s[t25] >= (int)t[t25]) {
            t27 = 7;
        } else {
            t27 = *t26;
        }
        *t26 = t27;
    }
}

void ne_u16(int n, unsigned *restrict out, const unsigned short *restrict s, const unsigned short *restrict t) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned int *t3 = out + i_vec;
            uint16x8_t s_v = vld1q_u16(s + i_vec);
            uint16x8_t t_v = vld1q_u16(t + i_vec);
            uint16x8_t t4 = vmvnq_u16(vceqq_u16(s_v, t_v));
            vcc_v8_int t5 = __builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            vcc_v8_uint t7 = t6 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v = vcc_load(vcc_v8_uint, t3);
            vcc_v8_uint t8 = t7 + out_v;
            do { vcc_v8_uint vcc_w = t8; vst1q_u32_x2(t3, ((uint32x4x2_t){{(uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            long t9 = i_vec + 8L;
            unsigned int *t10 = out + t9;
            uint16x8_t s_v_1 = vld1q_u16(s + t9);
            uint16x8_t t_v_1 = vld1q_u16(t + t9);
            uint16x8_t t11 = vmvnq_u16(vceqq_u16(s_v_1, t_v_1));
            vcc_v8_int t12 = __builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint t14 = t13 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v_1 = vcc_load(vcc_v8_uint, t10);
            vcc_v8_uint t15 = t14 + out_v_1;
            do { vcc_v8_uint vcc_w = t15; vst1q_u32_x2(t10, ((uint32x4x2_t){{(uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            unsigned int *t20 = out + t19;
            uint16x8_t s_v_2 = vld1q_u16(s + t19);
            uint16x8_t t_v_2 = vld1q_u16(t + t19);
            uint16x8_t t21 = vmvnq_u16(vceqq_u16(s_v_2, t_v_2));
            vcc_v8_int t22 = __builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
            vcc_v8_uint t23 = (vcc_v8_uint)t22;
            vcc_v8_uint t24 = t23 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v_2 = vcc_load(vcc_v8_uint, t20);
            vcc_v8_uint t25 = t24 + out_v_2;
            do { vcc_v8_uint vcc_w = t25; vst1q_u32_x2(t20, ((uint32x4x2_t){{(uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned int *t27 = out + t26;
        *t27 = (unsigned int)((int)s[t26] != (int)t[t26]) * 3U + *t27;
    }
}

void eq_u8_short(int n, short *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                 const short *restrict p) {
    int i;
    int t14;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:38 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            uint8x8_t a_v = vld1_u8(a + i_vec);
            uint8x8_t b_v = vld1_u8(b + i_vec);
            uint16x8_t t3 = (uint16x8_t)__builtin_convertvector((vcc_v8_uchar)a_v == (vcc_v8_uchar)b_v, vcc_m8);
            uint16x8_t t4 = vmvnq_u16(t3);
            int16x8_t p_v = ({ uint16x8_t vcc_nm = t4; const int16_t *vcc_np = (const int16_t *)((const short *)((unsigned long)p + (unsigned long)i_vec * 2UL)); int16x8_t vcc_nr; if (vminvq_u16(vcc_nm)) vcc_nr = vld1q_s16(vcc_np); else { vcc_nr = vdupq_n_s16(0); if (vgetq_lane_u16(vcc_nm, 0)) vcc_nr = vld1q_lane_s16(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u16(vcc_nm, 1)) vcc_nr = vld1q_lane_s16(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u16(vcc_nm, 2)) vcc_nr = vld1q_lane_s16(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u16(vcc_nm, 3)) vcc_nr = vld1q_lane_s16(vcc_np + 3, vcc_nr, 3); if (vgetq_lane_u16(vcc_nm, 4)) vcc_nr = vld1q_lane_s16(vcc_np + 4, vcc_nr, 4); if (vgetq_lane_u16(vcc_nm, 5)) vcc_nr = vld1q_lane_s16(vcc_np + 5, vcc_nr, 5); if (vgetq_lane_u16(vcc_nm, 6)) vcc_nr = vld1q_lane_s16(vcc_np + 6, vcc_nr, 6); if (vgetq_lane_u16(vcc_nm, 7)) vcc_nr = vld1q_lane_s16(vcc_np + 7, vcc_nr, 7); } vcc_nr; });
            uint16x8_t t5 = vreinterpretq_u16_s16(p_v);
            uint16x8_t t6 = vaddq_u16(t5, vdupq_n_u16(1));
            int16x8_t t7 = vreinterpretq_s16_u16(t6);
            uint16x8_t t8 = vreinterpretq_u16_s16(t7);
            int16x8_t p_v_1 = ({ uint16x8_t vcc_nm = t3; const int16_t *vcc_np = (const int16_t *)((const short *)((unsigned long)p + (unsigned long)i_vec * 2UL)); int16x8_t vcc_nr; if (vminvq_u16(vcc_nm)) vcc_nr = vld1q_s16(vcc_np); else { vcc_nr = vdupq_n_s16(0); if (vgetq_lane_u16(vcc_nm, 0)) vcc_nr = vld1q_lane_s16(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u16(vcc_nm, 1)) vcc_nr = vld1q_lane_s16(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u16(vcc_nm, 2)) vcc_nr = vld1q_lane_s16(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u16(vcc_nm, 3)) vcc_nr = vld1q_lane_s16(vcc_np + 3, vcc_nr, 3); if (vgetq_lane_u16(vcc_nm, 4)) vcc_nr = vld1q_lane_s16(vcc_np + 4, vcc_nr, 4); if (vgetq_lane_u16(vcc_nm, 5)) vcc_nr = vld1q_lane_s16(vcc_np + 5, vcc_nr, 5); if (vgetq_lane_u16(vcc_nm, 6)) vcc_nr = vld1q_lane_s16(vcc_np + 6, vcc_nr, 6); if (vgetq_lane_u16(vcc_nm, 7)) vcc_nr = vld1q_lane_s16(vcc_np + 7, vcc_nr, 7); } vcc_nr; });
            uint16x8_t t9 = vreinterpretq_u16_s16(p_v_1);
            uint16x8_t t10 = vbslq_u16(t3, t9, t8);
            int16x8_t t11 = vreinterpretq_s16_u16(t10);
            vst1q_s16(out + i_vec, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        short *t13 = out + t12;
        if ((int)a[t12] == (int)b[t12]) {
            t14 = (int)p[t12];
        } else {
            t14 = (int)(short)((int)p[t12] + 1);
        }
        *t13 = (short)t14;
    }
}

void gt_i8_short(int n, short *restrict out, const signed char *restrict a, const short *restrict p) {
    for (int i = 0; i < n; i++)
        if (a[i] > -3)
            out[i] = p[i];
}

int count_char(int n, const char *restrict s, char c) {
    int k;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint8x16_t c_v = vdupq_n_u8(c);
        long i_vec = 0L;
        vcc_v16_uint k_v = (vcc_v16_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at narrow_compare.c:50 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t s_v = vld1q_u8((const uint8_t *)(s + i_vec));
            uint8x16_t t3 = vceqq_u8(s_v, c_v);
            vcc_v16_int t4 = __builtin_convertvector((vcc_m16)t3 & 1, vcc_v16_int);
            vcc_v16_uint t5 = (vcc_v16_uint)t4;
            k_v = k_v + t5;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        k = (int)vcc_reduce(unsigned int, k_v, +);
    } else {
        i = 0;
        k = 0;
    }
    for (; i < n; i++) {
        k += (int)s[i] == (int)c;
    }
    return k;
}

static int edge8(unsigned r) {
    static const int ends[] = {0, 1, 127, 128, 255, 126, 129};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 255;
}

static int edge16(unsigned r) {
    static const int ends[] = {0, 1, 32767, 32768, 65535, 32766, 32769};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 65535;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *a = new_array(n, 1), *b = new_array(n, 1);
        unsigned short *s = new_array(n, 2), *t = new_array(n, 2);
        int *x = new_array(n, 4), *o1 = new_array(n, 4), *o2 = new_array(n, 4), *o3 = new_array(n, 4);
        int *o4 = new_array(n, 4);
        unsigned *o5 = new_array(n, 4);
        short *p = new_array(n, 2), *o6 = new_array(n, 2), *o7 = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            a[i] = (unsigned char)edge8(next_rand());
            b[i] = i % 5 == 0 ? a[i] : (unsigned char)edge8(next_rand());
            s[i] = (unsigned short)edge16(next_rand());
            t[i] = i % 4 == 0 ? s[i] : (unsigned short)edge16(next_rand());
            x[i] = (int)(next_rand() % 2000) - 1000;
            p[i] = (short)(next_rand() % 60000);
            o1[i] = o2[i] = o3[i] = o4[i] = -5;
            o5[i] = 9;
            o6[i] = o7[i] = 4;
        }
        lt_i8(n, o1, (const signed char *)a, (const signed char *)b);
        gt_u8_count(n, o2, a, b);
        le_u8_select(n, o3, a, b, x);
        ge_i16(n, o4, (const short *)s, (const short *)t);
        ne_u16(n, o5, s, t);
        eq_u8_short(n, o6, a, b, p);
        gt_i8_short(n, o7, (const signed char *)a, p);
        printf("n=%d %016llx %016llx %016llx %016llx %016llx %016llx %016llx %d %d\n", n, HASH(o1, n), HASH(o2, n),
               HASH(o3, n), HASH(o4, n), HASH(o5, n), HASH(o6, n), HASH(o7, n), count_char(n, (const char *)a, 127),
               count_char(n, (const char *)a, (char)128));
        free(a), free(b), free(s), free(t), free(x), free(o1), free(o2), free(o3), free(o4), free(o5), free(p);
        free(o6), free(o7);
    }
    return 0;
}
