/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint16x8_t t3 = vreinterpretq_u16_s16(a_v);
            uint16x8_t t4 = vreinterpretq_u16_s16(b_v);
            uint16x8_t t5 = vmulq_u16(t3, t4);
            int16x8_t t6 = vreinterpretq_s16_u16(t5);
            vst1q_s16(c + i_vec, t6);
            long t7 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t7);
            int16x8_t b_v_1 = vld1q_s16(b + t7);
            uint16x8_t t8 = vreinterpretq_u16_s16(a_v_1);
            uint16x8_t t9 = vreinterpretq_u16_s16(b_v_1);
            uint16x8_t t10 = vmulq_u16(t8, t9);
            int16x8_t t11 = vreinterpretq_s16_u16(t10);
            vst1q_s16(c + t7, t11);
            long t12 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t12);
            int16x8_t b_v_2 = vld1q_s16(b + t12);
            uint16x8_t t13 = vreinterpretq_u16_s16(a_v_2);
            uint16x8_t t14 = vreinterpretq_u16_s16(b_v_2);
            uint16x8_t t15 = vmulq_u16(t13, t14);
            int16x8_t t16 = vreinterpretq_s16_u16(t15);
            vst1q_s16(c + t12, t16);
            long t17 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t17);
            int16x8_t b_v_3 = vld1q_s16(b + t17);
            uint16x8_t t18 = vreinterpretq_u16_s16(a_v_3);
            uint16x8_t t19 = vreinterpretq_u16_s16(b_v_3);
            uint16x8_t t20 = vmulq_u16(t18, t19);
            int16x8_t t21 = vreinterpretq_s16_u16(t20);
            vst1q_s16(c + t17, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int16_ops.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t25);
            int16x8_t b_v_4 = vld1q_s16(b + t25);
            uint16x8_t t26 = vreinterpretq_u16_s16(a_v_4);
            uint16x8_t t27 = vreinterpretq_u16_s16(b_v_4);
            uint16x8_t t28 = vmulq_u16(t26, t27);
            int16x8_t t29 = vreinterpretq_s16_u16(t28);
            vst1q_s16(c + t25, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        c[t30] = (short)((int)a[t30] * (int)b[t30]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            uint16x8_t t3 = vshlq_u16(a_v, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(3))));
            uint16x8_t t4 = vshlq_u16(a_v, vreinterpretq_s16_u16(vdupq_n_u16(13)));
            uint16x8_t t5 = vorrq_u16(t3, t4);
            vst1q_u16(c + i_vec, t5);
            long t6 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t6);
            uint16x8_t t7 = vshlq_u16(a_v_1, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(3))));
            uint16x8_t t8 = vshlq_u16(a_v_1, vreinterpretq_s16_u16(vdupq_n_u16(13)));
            uint16x8_t t9 = vorrq_u16(t7, t8);
            vst1q_u16(c + t6, t9);
            long t10 = i_vec + 16L;
            uint16x8_t a_v_2 = vld1q_u16(a + t10);
            uint16x8_t t11 = vshlq_u16(a_v_2, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(3))));
            uint16x8_t t12 = vshlq_u16(a_v_2, vreinterpretq_s16_u16(vdupq_n_u16(13)));
            uint16x8_t t13 = vorrq_u16(t11, t12);
            vst1q_u16(c + t10, t13);
            long t14 = i_vec + 24L;
            uint16x8_t a_v_3 = vld1q_u16(a + t14);
            uint16x8_t t15 = vshlq_u16(a_v_3, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(3))));
            uint16x8_t t16 = vshlq_u16(a_v_3, vreinterpretq_s16_u16(vdupq_n_u16(13)));
            uint16x8_t t17 = vorrq_u16(t15, t16);
            vst1q_u16(c + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int16_ops.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            uint16x8_t a_v_4 = vld1q_u16(a + t21);
            uint16x8_t t22 = vshlq_u16(a_v_4, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(3))));
            uint16x8_t t23 = vshlq_u16(a_v_4, vreinterpretq_s16_u16(vdupq_n_u16(13)));
            uint16x8_t t24 = vorrq_u16(t22, t23);
            vst1q_u16(c + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = (int)a[t25];
        c[t25] = (unsigned short)((t26 >> 3) | (t26 << 13));
    }
}

short sum_short(int n, const short *a) {
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
        /* vcc: loop at int16_ops.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at int16_ops.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
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

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    int t8;
    unsigned short t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint16x8_t x_v = vdupq_n_u16(0);
        uint16x8_t x_v_1 = vdupq_n_u16(0);
        /* vcc: loop at int16_ops.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            vcc_v8_int t3 = ({ uint16x8_t vcc_w0 = a_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t4 = (uint16x8_t)__builtin_convertvector(t3, vcc_v8_ushort);
            x_v = veorq_u16(x_v, t4);
            uint16x8_t a_v_1 = vld1q_u16(a + (i_vec + 8L));
            vcc_v8_int t5 = ({ uint16x8_t vcc_w0 = a_v_1; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t6 = (uint16x8_t)__builtin_convertvector(t5, vcc_v8_ushort);
            x_v_1 = veorq_u16(x_v_1, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        uint16x8_t t7 = veorq_u16(x_v, x_v_1);
        t8 = (int)t2;
        t9 = (unsigned short)((unsigned short)23130 ^ ({ uint16x8_t vcc_v = t7; vcc_v = veorq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = veorq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = veorq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        t8 = 0;
        t9 = (unsigned short)23130;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        uint16x8_t x_v_2 = vdupq_n_u16(0);
        /* vcc: loop at int16_ops.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            uint16x8_t a_v_2 = vld1q_u16(a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = ({ uint16x8_t vcc_w0 = a_v_2; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint16x8_t t13 = (uint16x8_t)__builtin_convertvector(t12, vcc_v8_ushort);
            x_v_2 = veorq_u16(x_v_2, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        x = (unsigned short)(t9 ^ ({ uint16x8_t vcc_v = x_v_2; vcc_v = veorq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 4)); vcc_v = veorq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 2)); vcc_v = veorq_u16(vcc_v, vextq_u16(vcc_v, vcc_v, 1)); (unsigned short)vgetq_lane_u16(vcc_v, 0); }));
    } else {
        i = t8;
        x = t9;
    }
    for (; i < n; i++) {
        x = (unsigned short)((int)x ^ (int)a[i]);
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
