/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Shifts left by a count that differs from lane to lane. SSE has no instruction for them
   (AVX2's vpsllvd): vcc multiplies by 2^count, the power of two built as a float from its
   exponent, which must give 1 << 31 for a count of 31. Every count from 0 to 31 is in the
   data, with values whose top bits are set; a count that is one value in every lane keeps
   the plain shift. */

void shl_u32(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint32_t *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            uint32x4_t c_v = vld1q_u32(c + i_vec);
            uint32x4_t t3 = vandq_u32(c_v, vdupq_n_u32(31));
            uint32x4_t t4 = vshlq_u32(a_v, vreinterpretq_s32_u32(t3));
            vst1q_u32(d + i_vec, t4);
            long t5 = i_vec + 4L;
            uint32x4_t a_v_1 = vld1q_u32(a + t5);
            uint32x4_t c_v_1 = vld1q_u32(c + t5);
            uint32x4_t t6 = vandq_u32(c_v_1, vdupq_n_u32(31));
            uint32x4_t t7 = vshlq_u32(a_v_1, vreinterpretq_s32_u32(t6));
            vst1q_u32(d + t5, t7);
            long t8 = i_vec + 8L;
            uint32x4_t a_v_2 = vld1q_u32(a + t8);
            uint32x4_t c_v_2 = vld1q_u32(c + t8);
            uint32x4_t t9 = vandq_u32(c_v_2, vdupq_n_u32(31));
            uint32x4_t t10 = vshlq_u32(a_v_2, vreinterpretq_s32_u32(t9));
            vst1q_u32(d + t8, t10);
            long t11 = i_vec + 12L;
            uint32x4_t a_v_3 = vld1q_u32(a + t11);
            uint32x4_t c_v_3 = vld1q_u32(c + t11);
            uint32x4_t t12 = vandq_u32(c_v_3, vdupq_n_u32(31));
            uint32x4_t t13 = vshlq_u32(a_v_3, vreinterpretq_s32_u32(t12));
            vst1q_u32(d + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            uint32x4_t a_v_4 = vld1q_u32(a + t17);
            uint32x4_t c_v_4 = vld1q_u32(c + t17);
            uint32x4_t t18 = vandq_u32(c_v_4, vdupq_n_u32(31));
            uint32x4_t t19 = vshlq_u32(a_v_4, vreinterpretq_s32_u32(t18));
            vst1q_u32(d + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = a[t20] << (c[t20] & 31U);
    }
}

/* Signed, small non-negative values (no overflow), counts below 8. */
void shl_i32(int n, int32_t *restrict d, const int32_t *restrict a, const int32_t *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            int32x4_t t3 = vandq_s32(c_v, vdupq_n_s32(7));
            int32x4_t t4 = vshlq_s32(a_v, t3);
            vst1q_s32(d + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5);
            int32x4_t c_v_1 = vld1q_s32(c + t5);
            int32x4_t t6 = vandq_s32(c_v_1, vdupq_n_s32(7));
            int32x4_t t7 = vshlq_s32(a_v_1, t6);
            vst1q_s32(d + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t8);
            int32x4_t c_v_2 = vld1q_s32(c + t8);
            int32x4_t t9 = vandq_s32(c_v_2, vdupq_n_s32(7));
            int32x4_t t10 = vshlq_s32(a_v_2, t9);
            vst1q_s32(d + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t11);
            int32x4_t c_v_3 = vld1q_s32(c + t11);
            int32x4_t t12 = vandq_s32(c_v_3, vdupq_n_s32(7));
            int32x4_t t13 = vshlq_s32(a_v_3, t12);
            vst1q_s32(d + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t17);
            int32x4_t c_v_4 = vld1q_s32(c + t17);
            int32x4_t t18 = vandq_s32(c_v_4, vdupq_n_s32(7));
            int32x4_t t19 = vshlq_s32(a_v_4, t18);
            vst1q_s32(d + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = a[t20] << (c[t20] & 7);
    }
}

/* The count loaded as it is (every value in 0..31), added to what is there. */
void shl_acc(int n, uint32_t *restrict d, const uint32_t *restrict a, const int32_t *restrict c) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            unsigned int *t3 = d + i_vec;
            uint32x4_t d_v = vld1q_u32(t3);
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            uint32x4_t t4 = (uint32x4_t)((vcc_v4_uint)a_v << __builtin_convertvector((vcc_v4_int)c_v, vcc_v4_uint));
            uint32x4_t t5 = vaddq_u32(d_v, t4);
            vst1q_u32(t3, t5);
            long t6 = i_vec + 4L;
            unsigned int *t7 = d + t6;
            uint32x4_t d_v_1 = vld1q_u32(t7);
            uint32x4_t a_v_1 = vld1q_u32(a + t6);
            int32x4_t c_v_1 = vld1q_s32(c + t6);
            uint32x4_t t8 = (uint32x4_t)((vcc_v4_uint)a_v_1 << __builtin_convertvector((vcc_v4_int)c_v_1, vcc_v4_uint));
            uint32x4_t t9 = vaddq_u32(d_v_1, t8);
            vst1q_u32(t7, t9);
            long t10 = i_vec + 8L;
            unsigned int *t11 = d + t10;
            uint32x4_t d_v_2 = vld1q_u32(t11);
            uint32x4_t a_v_2 = vld1q_u32(a + t10);
            int32x4_t c_v_2 = vld1q_s32(c + t10);
            uint32x4_t t12 = (uint32x4_t)((vcc_v4_uint)a_v_2 << __builtin_convertvector((vcc_v4_int)c_v_2, vcc_v4_uint));
            uint32x4_t t13 = vaddq_u32(d_v_2, t12);
            vst1q_u32(t11, t13);
            long t14 = i_vec + 12L;
            unsigned int *t15 = d + t14;
            uint32x4_t d_v_3 = vld1q_u32(t15);
            uint32x4_t a_v_3 = vld1q_u32(a + t14);
            int32x4_t c_v_3 = vld1q_s32(c + t14);
            uint32x4_t t16 = (uint32x4_t)((vcc_v4_uint)a_v_3 << __builtin_convertvector((vcc_v4_int)c_v_3, vcc_v4_uint));
            uint32x4_t t17 = vaddq_u32(d_v_3, t16);
            vst1q_u32(t15, t17);
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
        /* vcc: loop at var_shift.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            unsigned int *t22 = d + t21;
            uint32x4_t d_v_4 = vld1q_u32(t22);
            uint32x4_t a_v_4 = vld1q_u32(a + t21);
            int32x4_t c_v_4 = vld1q_s32(c + t21);
            uint32x4_t t23 = (uint32x4_t)((vcc_v4_uint)a_v_4 << __builtin_convertvector((vcc_v4_int)c_v_4, vcc_v4_uint));
            uint32x4_t t24 = vaddq_u32(d_v_4, t23);
            vst1q_u32(t22, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        unsigned int *t26 = d + t25;
        *t26 = *t26 + (a[t25] << c[t25]);
    }
}

/* The count from bytes: converted to the lanes' width first. */
void shl_bytes(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint8_t *restrict c) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:29 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uint a_v = vcc_load(vcc_v16_uint, a + i_vec);
            uint8x16_t c_v = vld1q_u8(c + i_vec);
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = c_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = t3 & (vcc_v16_int){15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15};
            vcc_v16_uint t5 = a_v << __builtin_convertvector(t4, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t5; vst1q_u32_x4(d + i_vec, ((uint32x4x4_t){{(uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (uint32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = a[t6] << ((int)c[t6] & 15);
    }
}

/* One count for every lane: the shift by a register. */
void shl_uniform(int n, uint32_t *restrict d, const uint32_t *restrict a, int k) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            uint32x4_t t3 = (uint32x4_t)((vcc_v4_uint)a_v << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            vst1q_u32(d + i_vec, t3);
            long t4 = i_vec + 4L;
            uint32x4_t a_v_1 = vld1q_u32(a + t4);
            uint32x4_t t5 = (uint32x4_t)((vcc_v4_uint)a_v_1 << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            vst1q_u32(d + t4, t5);
            long t6 = i_vec + 8L;
            uint32x4_t a_v_2 = vld1q_u32(a + t6);
            uint32x4_t t7 = (uint32x4_t)((vcc_v4_uint)a_v_2 << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            vst1q_u32(d + t6, t7);
            long t8 = i_vec + 12L;
            uint32x4_t a_v_3 = vld1q_u32(a + t8);
            uint32x4_t t9 = (uint32x4_t)((vcc_v4_uint)a_v_3 << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            vst1q_u32(d + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            uint32x4_t a_v_4 = vld1q_u32(a + t13);
            uint32x4_t t14 = (uint32x4_t)((vcc_v4_uint)a_v_4 << __builtin_convertvector((vcc_v4_int)k_v_1, vcc_v4_uint));
            vst1q_u32(d + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        d[t15] = a[t15] << k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint32_t *a = new_array(n, 4), *d = new_array(n, 4), *e = new_array(n, 4);
        int32_t *c = new_array(n, 4), *s = new_array(n, 4), *p = new_array(n, 4);
        uint8_t *b = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = (uint32_t)next_rand() * 2654435761u | (i & 1 ? 0x80000001u : 0);
            c[i] = (int32_t)((i * 7 + 3) % 32);
            s[i] = (int32_t)(next_rand() % (1 << 23));
            p[i] = (int32_t)next_rand();
            b[i] = (uint8_t)next_rand();
            e[i] = (uint32_t)i;
        }
        shl_u32(n, d, a, (const uint32_t *)p);
        printf("n=%d %016llx", n, HASH(d, n));
        shl_i32(n, (int32_t *)d, s, p);
        printf(" %016llx", HASH(d, n));
        shl_acc(n, e, a, c);
        printf(" %016llx", HASH(e, n));
        shl_bytes(n, d, a, b);
        printf(" %016llx", HASH(d, n));
        shl_uniform(n, d, a, n % 32);
        printf(" %016llx\n", HASH(d, n));
        free(a), free(d), free(e), free(c), free(s), free(p), free(b);
    }
    return 0;
}
