/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized generic=11 avx2=11 avx512=11 avx512vbmi-zmm=12 sse4.2=11 neon=9 sse2=10 */
#include "harness.h"

/* Selects and if-converted branches between values of 8- and 16-bit types, whose result is
   stored back as 8 or 16 bits: C computes them in `int`, and the loop vectorizer computes
   them in lanes of the narrow type (narrow.rs), twice or four times as many per register (a
   min of shorts is one `vpminsw` of 16 lanes on AVX2 instead of 8 `int` lanes and two
   conversions). Every kernel is checked at the ends of each type's range: a lane too narrow,
   or of the wrong signedness, changes the results. */

/* A min written as a branch (a blend of two edges), in signed 16-bit lanes. */
void min_s16(int n, short *restrict a, const short *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            short *t4 = a + i_vec;
            int16x8_t a_v = vld1q_s16(t4);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            int16x8_t t5 = vminq_s16(a_v, b_v);
            vst1q_s16(t4, t5);
            long t6 = i_vec + 8L;
            short *t7 = a + t6;
            int16x8_t a_v_1 = vld1q_s16(t7);
            int16x8_t b_v_1 = vld1q_s16(b + t6);
            int16x8_t t8 = vminq_s16(a_v_1, b_v_1);
            vst1q_s16(t7, t8);
            long t9 = i_vec + 16L;
            short *t10 = a + t9;
            int16x8_t a_v_2 = vld1q_s16(t10);
            int16x8_t b_v_2 = vld1q_s16(b + t9);
            int16x8_t t11 = vminq_s16(a_v_2, b_v_2);
            vst1q_s16(t10, t11);
            long t12 = i_vec + 24L;
            short *t13 = a + t12;
            int16x8_t a_v_3 = vld1q_s16(t13);
            int16x8_t b_v_3 = vld1q_s16(b + t12);
            int16x8_t t14 = vminq_s16(a_v_3, b_v_3);
            vst1q_s16(t13, t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            short *t19 = a + t18;
            int16x8_t a_v_4 = vld1q_s16(t19);
            int16x8_t b_v_4 = vld1q_s16(b + t18);
            int16x8_t t20 = vminq_s16(a_v_4, b_v_4);
            vst1q_s16(t19, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        short *t22 = a + t21;
        int t1 = (int)*t22;
        int t23 = (int)b[t21];
        if (t1 >= t23) {
            t1 = t23;
        }
        *t22 = (short)t1;
    }
}

/* A max of bytes: unsigned 8-bit lanes. */
void max_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t4 = vmaxq_u8(a_v, b_v);
            vst1q_u8(out + i_vec, t4);
            long t5 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t5);
            uint8x16_t b_v_1 = vld1q_u8(b + t5);
            uint8x16_t t6 = vmaxq_u8(a_v_1, b_v_1);
            vst1q_u8(out + t5, t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t10);
            uint8x16_t b_v_2 = vld1q_u8(b + t10);
            uint8x16_t t11 = vmaxq_u8(a_v_2, b_v_2);
            vst1q_u8(out + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        unsigned char *t13 = out + t12;
        int t1 = (int)a[t12];
        int t14 = (int)b[t12];
        if (t1 <= t14) {
            t1 = t14;
        }
        *t13 = (unsigned char)t1;
    }
}

/* One arm a loop-invariant `short` (promoted to int before the loop): its truncation is
   broadcast. */
void floor_s16(int n, short *restrict out, const short *restrict a, short k) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        int16x8_t k_v = vdupq_n_s16(k);
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t t4 = vmaxq_s16(a_v, k_v);
            vst1q_s16(out + i_vec, t4);
            long t5 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t5);
            int16x8_t t6 = vmaxq_s16(a_v_1, k_v);
            vst1q_s16(out + t5, t6);
            long t7 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t7);
            int16x8_t t8 = vmaxq_s16(a_v_2, k_v);
            vst1q_s16(out + t7, t8);
            long t9 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t9);
            int16x8_t t10 = vmaxq_s16(a_v_3, k_v);
            vst1q_s16(out + t9, t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        int16x8_t k_v_1 = vdupq_n_s16(k);
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t14);
            int16x8_t t15 = vmaxq_s16(a_v_4, k_v_1);
            vst1q_s16(out + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        short *t17 = out + t16;
        int t1 = (int)a[t16];
        int t18 = (int)k;
        if (t1 <= t18) {
            t1 = t18;
        }
        *t17 = (short)t1;
    }
}

/* The condition compares floats (32-bit lanes): the select of shorts takes its mask. */
void pick_by_float(int n, short *restrict out, const float *restrict f, const short *restrict a,
                   const short *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = f[i] > 0.0f ? a[i] : b[i];
}

/* The condition compares ints that are not narrowed. */
void pick_by_int(int n, unsigned char *restrict out, const int *restrict c, const unsigned char *restrict a,
                 const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] > 0 ? a[i] : b[i];
}

/* An absolute difference of bytes as a branch: each arm's range is -255..255, so the lanes
   are 16-bit (signed), and the stored byte is their low half. */
void absdiff_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    int t11;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:47 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t3 = vcgtq_u8(a_v, b_v);
            uint8x16_t t4 = vsubq_u8(b_v, a_v);
            uint8x16_t t5 = vsubq_u8(a_v, b_v);
            uint8x16_t t6 = vbslq_u8(t3, t5, t4);
            vst1q_u8(out + i_vec, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        unsigned char *t8 = out + t7;
        int t9 = (int)a[t7];
        int t10 = (int)b[t7];
        if (t9 > t10) {
            t11 = t9 - t10;
        } else {
            t11 = t10 - t9;
        }
        *t8 = (unsigned char)t11;
    }
}

/* Three edges into one value: a median-like choice of three shorts. */
void choose3_s16(int n, short *restrict out, const short *restrict a, const short *restrict b,
                 const short *restrict c) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:54 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint16x8_t t3 = vcgtq_s16(a_v, b_v);
            uint16x8_t t4 = vmvnq_u16(t3);
            int16x8_t c_v = ({ uint16x8_t vcc_nm = t4; const int16_t *vcc_np = (const int16_t *)((const short *)((unsigned long)c + (unsigned long)i_vec * 2UL)); int16x8_t vcc_nr; if (vminvq_u16(vcc_nm)) vcc_nr = vld1q_s16(vcc_np); else { vcc_nr = vdupq_n_s16(0); if (vgetq_lane_u16(vcc_nm, 0)) vcc_nr = vld1q_lane_s16(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u16(vcc_nm, 1)) vcc_nr = vld1q_lane_s16(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u16(vcc_nm, 2)) vcc_nr = vld1q_lane_s16(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u16(vcc_nm, 3)) vcc_nr = vld1q_lane_s16(vcc_np + 3, vcc_nr, 3); if (vgetq_lane_u16(vcc_nm, 4)) vcc_nr = vld1q_lane_s16(vcc_np + 4, vcc_nr, 4); if (vgetq_lane_u16(vcc_nm, 5)) vcc_nr = vld1q_lane_s16(vcc_np + 5, vcc_nr, 5); if (vgetq_lane_u16(vcc_nm, 6)) vcc_nr = vld1q_lane_s16(vcc_np + 6, vcc_nr, 6); if (vgetq_lane_u16(vcc_nm, 7)) vcc_nr = vld1q_lane_s16(vcc_np + 7, vcc_nr, 7); } vcc_nr; });
            uint16x8_t t5 = vcltq_s16(a_v, c_v);
            int16x8_t x_v = vbslq_s16(t5, c_v, b_v);
            int16x8_t x_v_1 = vbslq_s16(t3, a_v, x_v);
            vst1q_s16(out + i_vec, x_v_1);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int x = (int)a[t6];
        int t7 = (int)b[t6];
        if (x <= t7) {
            int x_1 = (int)c[t6];
            if (x >= x_1) {
                x_1 = t7;
            }
            x = x_1;
        }
        out[t6] = (short)x;
    }
}

/* The chosen value is also stored as an int: it stays in 32-bit lanes. */
void max_also_int(int n, short *restrict out, int *restrict wide, const short *restrict a, const short *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:68 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int16x4_t a_v = vld1_s16(a + i_vec);
            int16x4_t b_v = vld1_s16(b + i_vec);
            int32x4_t t3 = vmovl_s16(a_v);
            int32x4_t t4 = vmovl_s16(b_v);
            int32x4_t m_v = vmaxq_s32(t3, t4);
            int16x4_t t5 = vmovn_s32(m_v);
            vst1_s16(out + i_vec, t5);
            vst1q_s32(wide + i_vec, m_v);
            long t6 = i_vec + 4L;
            int16x4_t a_v_1 = vld1_s16(a + t6);
            int16x4_t b_v_1 = vld1_s16(b + t6);
            int32x4_t t7 = vmovl_s16(a_v_1);
            int32x4_t t8 = vmovl_s16(b_v_1);
            int32x4_t m_v_1 = vmaxq_s32(t7, t8);
            int16x4_t t9 = vmovn_s32(m_v_1);
            vst1_s16(out + t6, t9);
            vst1q_s32(wide + t6, m_v_1);
            long t10 = i_vec + 8L;
            int16x4_t a_v_2 = vld1_s16(a + t10);
            int16x4_t b_v_2 = vld1_s16(b + t10);
            int32x4_t t11 = vmovl_s16(a_v_2);
            int32x4_t t12 = vmovl_s16(b_v_2);
            int32x4_t m_v_2 = vmaxq_s32(t11, t12);
            int16x4_t t13 = vmovn_s32(m_v_2);
            vst1_s16(out + t10, t13);
            vst1q_s32(wide + t10, m_v_2);
            long t14 = i_vec + 12L;
            int16x4_t a_v_3 = vld1_s16(a + t14);
            int16x4_t b_v_3 = vld1_s16(b + t14);
            int32x4_t t15 = vmovl_s16(a_v_3);
            int32x4_t t16 = vmovl_s16(b_v_3);
            int32x4_t m_v_3 = vmaxq_s32(t15, t16);
            int16x4_t t17 = vmovn_s32(m_v_3);
            vst1_s16(out + t14, t17);
            vst1q_s32(wide + t14, m_v_3);
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
        /* vcc: loop at narrow_select.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int16x4_t a_v_4 = vld1_s16(a + t21);
            int16x4_t b_v_4 = vld1_s16(b + t21);
            int32x4_t t22 = vmovl_s16(a_v_4);
            int32x4_t t23 = vmovl_s16(b_v_4);
            int32x4_t m_v_4 = vmaxq_s32(t22, t23);
            int16x4_t t24 = vmovn_s32(m_v_4);
            vst1_s16(out + t21, t24);
            vst1q_s32(wide + t21, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int m = (int)a[t25];
        int t26 = (int)b[t25];
        if (m <= t26) {
            m = t26;
        }
        out[t25] = (short)m;
        wide[t25] = m;
    }
}

/* A truth test of a value of the tree (`a & 1`) chooses. */
void odd_pick_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = (a[i] & 1) ? a[i] : b[i];
}

/* Signed and unsigned bytes compared: -128..255 fits no 8-bit lane, so 16-bit ones. */
void mixed_min(int n, short *restrict out, const signed char *restrict s, const unsigned char *restrict u) {
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:83 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int8x8_t s_v = vld1_s8(s + i_vec);
            uint8x8_t u_v = vld1_u8(u + i_vec);
            int16x8_t t4 = vmovl_s8(s_v);
            int16x8_t t5 = vreinterpretq_s16_u16(vmovl_u8(u_v));
            int16x8_t t6 = vminq_s16(t4, t5);
            vst1q_s16(out + i_vec, t6);
            long t7 = i_vec + 8L;
            int8x8_t s_v_1 = vld1_s8(s + t7);
            uint8x8_t u_v_1 = vld1_u8(u + t7);
            int16x8_t t8 = vmovl_s8(s_v_1);
            int16x8_t t9 = vreinterpretq_s16_u16(vmovl_u8(u_v_1));
            int16x8_t t10 = vminq_s16(t8, t9);
            vst1q_s16(out + t7, t10);
            long t11 = i_vec + 16L;
            int8x8_t s_v_2 = vld1_s8(s + t11);
            uint8x8_t u_v_2 = vld1_u8(u + t11);
            int16x8_t t12 = vmovl_s8(s_v_2);
            int16x8_t t13 = vreinterpretq_s16_u16(vmovl_u8(u_v_2));
            int16x8_t t14 = vminq_s16(t12, t13);
            vst1q_s16(out + t11, t14);
            long t15 = i_vec + 24L;
            int8x8_t s_v_3 = vld1_s8(s + t15);
            uint8x8_t u_v_3 = vld1_u8(u + t15);
            int16x8_t t16 = vmovl_s8(s_v_3);
            int16x8_t t17 = vreinterpretq_s16_u16(vmovl_u8(u_v_3));
            int16x8_t t18 = vminq_s16(t16, t17);
            vst1q_s16(out + t15, t18);
            i_vec += 32L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:83 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            int8x8_t s_v_4 = vld1_s8(s + t22);
            uint8x8_t u_v_4 = vld1_u8(u + t22);
            int16x8_t t23 = vmovl_s8(s_v_4);
            int16x8_t t24 = vreinterpretq_s16_u16(vmovl_u8(u_v_4));
            int16x8_t t25 = vminq_s16(t23, t24);
            vst1q_s16(out + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        short *t27 = out + t26;
        int t1 = (int)s[t26];
        int t28 = (int)u[t26];
        if (t1 >= t28) {
            t1 = t28;
        }
        *t27 = (short)t1;
    }
}

/* The choice then shifted: the shift needs one more bit than the stored byte. */
void max_half_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t9;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:89 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t4 = vmaxq_u8(a_v, b_v);
            uint8x16_t t5 = vshlq_u8(t4, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
            vst1q_u8(out + i_vec, t5);
            long t6 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t6);
            uint8x16_t b_v_1 = vld1q_u8(b + t6);
            uint8x16_t t7 = vmaxq_u8(a_v_1, b_v_1);
            uint8x16_t t8 = vshlq_u8(t7, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
            vst1q_u8(out + t6, t8);
            i_vec += 32L;
        } while (i_vec < t3);
        t9 = (int)t3;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:89 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t12 = (long)t9 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t12);
            uint8x16_t b_v_2 = vld1q_u8(b + t12);
            uint8x16_t t13 = vmaxq_u8(a_v_2, b_v_2);
            uint8x16_t t14 = vshlq_u8(t13, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
            vst1q_u8(out + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        unsigned char *t16 = out + t15;
        int t1 = (int)a[t15];
        int t17 = (int)b[t15];
        if (t1 <= t17) {
            t1 = t17;
        }
        *t16 = (unsigned char)(t1 >> 1);
    }
}

/* A clamp that is a saturating add keeps its own form (saturate.rs). */
void addsat_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:95 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t4 = vqaddq_u8(a_v, b_v);
            vst1q_u8(out + i_vec, t4);
            long t5 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t5);
            uint8x16_t b_v_1 = vld1q_u8(b + t5);
            uint8x16_t t6 = vqaddq_u8(a_v_1, b_v_1);
            vst1q_u8(out + t5, t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:95 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t10);
            uint8x16_t b_v_2 = vld1q_u8(b + t10);
            uint8x16_t t11 = vqaddq_u8(a_v_2, b_v_2);
            vst1q_u8(out + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + (int)b[t12];
        unsigned char *t13 = out + t12;
        if (t1 > 255) {
            t1 = 255;
        }
        *t13 = (unsigned char)t1;
    }
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
    int t1;
    int t10;
    int t16;
    int t26;
    int i_1;
    int t46;
    int i_2;
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
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        unsigned char *uo = (unsigned char *)new_array(n, 1UL);
        signed char *sc = (signed char *)new_array(n, 1UL);
        void *t2 = new_array(n, 2UL);
        short *sa = (short *)t2;
        short *sb = (short *)new_array(n, 2UL);
        void *t3 = new_array(n, 2UL);
        short *sc16 = (short *)t3;
        void *t4 = new_array(n, 2UL);
        short *so = (short *)t4;
        float *f = (float *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int *wide = (int *)new_array(n, 4UL);
        for (int i = 0; i < n; i++) {
            long t5 = (long)i;
            unsigned char *t6 = ua + t5;
            unsigned int t7 = next_rand();
            *t6 = (unsigned char)edge8(t7);
            unsigned char *t8 = ub + t5;
            if ((i % 5) == 0) {
                t10 = (int)*t6;
            } else {
                int t9 = edge8(next_rand());
                t10 = (int)(unsigned char)t9;
            }
            *t8 = (unsigned char)t10;
            unsigned int t11 = next_rand();
            sc[t5] = (signed char)edge8(t11);
            short *t12 = sa + t5;
            unsigned int t13 = next_rand();
            *t12 = (short)edge16(t13);
            short *t14 = sb + t5;
            if ((i % 4) == 0) {
                t16 = (int)*t12;
            } else {
                int t15 = edge16(next_rand());
                t16 = (int)(short)t15;
            }
            *t14 = (short)t16;
            unsigned int t17 = next_rand();
            sc16[t5] = (short)edge16(t17);
            f[t5] = (float)((int)(next_rand() % 200U) - 100);
            c[t5] = (int)(next_rand() % 7U) - 3;
        }
        long t18 = (long)n;
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = (unsigned long)t4;
        long t21 = (long)((unsigned long)t4 - (unsigned long)t2);
        if ((t18 >= 32L) & (((t19 + (unsigned long)(2L + (t18 - 1L) * 2L)) <= t20) | ((t20 + (unsigned long)(2L + (t18 - 1L) * 2L)) <= t19) | ((t21 <= 0L) | (t21 >= 64L)))) {
            long t22 = t18 & -32L;
            long i_vec = 0L;
            /* vcc: loop at narrow_select.c:129 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 116:21 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                int16x8_t sa_v = vld1q_s16(sa + i_vec);
                vst1q_s16(so + i_vec, sa_v);
                long t23 = i_vec + 8L;
                int16x8_t sa_v_1 = vld1q_s16(sa + t23);
                vst1q_s16(so + t23, sa_v_1);
                long t24 = i_vec + 16L;
                int16x8_t sa_v_2 = vld1q_s16(sa + t24);
                vst1q_s16(so + t24, sa_v_2);
                long t25 = i_vec + 24L;
                int16x8_t sa_v_3 = vld1q_s16(sa + t25);
                vst1q_s16(so + t25, sa_v_3);
                i_vec += 32L;
            } while (i_vec < t22);
            t26 = (int)t22;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t2;
        unsigned long t29 = (unsigned long)t4;
        long t30 = (long)((unsigned long)t4 + (unsigned long)((long)t26 * 2L) - ((unsigned long)t2 + (unsigned long)((long)t26 * 2L)));
        if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 2L + 2L + (t27 - 1L) * 2L)) <= (t29 + (unsigned long)((long)t26 * 2L))) | ((t29 + (unsigned long)((long)t26 * 2L + 2L + (t27 - 1L) * 2L)) <= (t28 + (unsigned long)((long)t26 * 2L))) | ((t30 <= 0L) | (t30 >= 16L)))) {
            long t31 = t27 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at narrow_select.c:129 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 116:21 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t32 = (long)t26 + i_vec_1;
                int16x8_t sa_v_4 = vld1q_s16(sa + t32);
                vst1q_s16(so + t32, sa_v_4);
                i_vec_1 += 8L;
            } while (i_vec_1 < t31);
            i_1 = (int)((long)t26 + t31);
        } else {
            i_1 = t26;
        }
        for (; i_1 < n; i_1++) {
            long t33 = (long)i_1;
            so[t33] = sa[t33];
        }
        const short *t34 = sb;
        min_s16(n, so, t34);
        unsigned long t35 = (unsigned long)n;
        unsigned long t36 = t35 * 2UL;
        const void *t37 = (const void *)so;
        printf("n=%d min_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        long t38 = (long)n;
        unsigned long t39 = (unsigned long)t3;
        unsigned long t40 = (unsigned long)t4;
        long t41 = (long)((unsigned long)t4 - (unsigned long)t3);
        if ((t38 >= 32L) & (((t39 + (unsigned long)(2L + (t38 - 1L) * 2L)) <= t40) | ((t40 + (unsigned long)(2L + (t38 - 1L) * 2L)) <= t39) | ((t41 <= 0L) | (t41 >= 64L)))) {
            long t42 = t38 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_select.c:133 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 116:69 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                int16x8_t sc16_v = vld1q_s16(sc16 + i_vec_2);
                vst1q_s16(so + i_vec_2, sc16_v);
                long t43 = i_vec_2 + 8L;
                int16x8_t sc16_v_1 = vld1q_s16(sc16 + t43);
                vst1q_s16(so + t43, sc16_v_1);
                long t44 = i_vec_2 + 16L;
                int16x8_t sc16_v_2 = vld1q_s16(sc16 + t44);
                vst1q_s16(so + t44, sc16_v_2);
                long t45 = i_vec_2 + 24L;
                int16x8_t sc16_v_3 = vld1q_s16(sc16 + t45);
                vst1q_s16(so + t45, sc16_v_3);
                i_vec_2 += 32L;
            } while (i_vec_2 < t42);
            t46 = (int)t42;
        } else {
            t46 = 0;
        }
        long t47 = (long)n + (long)t46 * -1L;
        unsigned long t48 = (unsigned long)t3;
        unsigned long t49 = (unsigned long)t4;
        long t50 = (long)((unsigned long)t4 + (unsigned long)((long)t46 * 2L) - ((unsigned long)t3 + (unsigned long)((long)t46 * 2L)));
        if ((t47 >= 8L) & (((t48 + (unsigned long)((long)t46 * 2L + 2L + (t47 - 1L) * 2L)) <= (t49 + (unsigned long)((long)t46 * 2L))) | ((t49 + (unsigned long)((long)t46 * 2L + 2L + (t47 - 1L) * 2L)) <= (t48 + (unsigned long)((long)t46 * 2L))) | ((t50 <= 0L) | (t50 >= 16L)))) {
            long t51 = t47 & -8L;
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_select.c:133 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 116:69 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t52 = (long)t46 + i_vec_3;
                int16x8_t sc16_v_4 = vld1q_s16(sc16 + t52);
                vst1q_s16(so + t52, sc16_v_4);
                i_vec_3 += 8L;
            } while (i_vec_3 < t51);
            i_2 = (int)((long)t46 + t51);
        } else {
            i_2 = t46;
        }
        for (; i_2 < n; i_2++) {
            long t53 = (long)i_2;
            so[t53] = sc16[t53];
        }
        const short *t54 = sa;
        min_s16(n, so, t54);
        printf("n=%d min_s16b %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        const unsigned char *t55 = ub;
        const unsigned char *t56 = ua;
        max_u8(n, uo, t56, t55);
        unsigned long t57 = t35 * 1UL;
        const void *t58 = (const void *)uo;
        printf("n=%d max_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        floor_s16(n, so, t54, (short)-5);
        printf("n=%d floor_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        floor_s16(n, so, t54, (short)32767);
        printf("n=%d floor_s16b %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        pick_by_float(n, so, f, t54, t34);
        printf("n=%d pick_by_float %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        pick_by_int(n, uo, c, t56, t55);
        printf("n=%d pick_by_int %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        absdiff_u8(n, uo, t56, t55);
        printf("n=%d absdiff_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        choose3_s16(n, so, t54, t34, sc16);
        printf("n=%d choose3_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        max_also_int(n, so, wide, t54, t34);
        unsigned long t59 = hash_bytes((const void *)wide, t35 * 4UL);
        printf("n=%d max_also_int %llx %llx\n", n, (unsigned long long)hash_bytes(t37, t36), (unsigned long long)t59);
        odd_pick_u8(n, uo, t56, t55);
        printf("n=%d odd_pick_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        mixed_min(n, so, sc, t56);
        printf("n=%d mixed_min %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        max_half_u8(n, uo, t56, t55);
        printf("n=%d max_half_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        addsat_u8(n, uo, t56, t55);
        printf("n=%d addsat_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        free((void *)ua);
        free((void *)ub);
        free((void *)uo);
        free((void *)sc);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc16);
        free((void *)so);
        free((void *)f);
        free((void *)c);
        free((void *)wide);
    }
}
