/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized generic=8 avx2=8 avx512=8 neon=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int idx_v = vcc_load(vcc_v16_int, idx + i_vec);
            int8x16_t b_v = (int8x16_t)vcc_gather(vcc_v16_schar, b, idx_v);
            uint8x16_t t3 = vreinterpretq_u8_s8(b_v);
            uint8x16_t t4 = vaddq_u8(t3, vdupq_n_u8(1));
            int8x16_t t5 = vreinterpretq_s8_u8(t4);
            vst1q_s8(a + i_vec, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        a[t6] = (signed char)((int)b[idx[t6]] + 1);
    }
}

void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t idx_v = vld1q_u8(idx + i_vec);
            vcc_v16_ushort b_v = vcc_gather(vcc_v16_ushort, b, (vcc_v16_uchar)idx_v);
            vcc_v16_ushort t3 = b_v * (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            do { vcc_v16_ushort vcc_w = t3; vst1q_u16_x2(a + i_vec, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        a[t4] = (unsigned short)((unsigned int)b[(int)idx[t4]] * 2U);
    }
}

void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:21 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t3 = i_vec + 2L;
            long t4 = i_vec + 4L;
            long t5 = i_vec + 6L;
            int64x2_t idx_v = vld1q_s64(idx + i_vec);
            int64x2_t idx_v_1 = vld1q_s64(idx + t3);
            int64x2_t idx_v_2 = vld1q_s64(idx + t4);
            int64x2_t idx_v_3 = vld1q_s64(idx + t5);
            float64x2_t b_v = ({ int64x2_t vcc_ni = idx_v; const float64_t *vcc_np = (const float64_t *)(b); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t b_v_1 = ({ int64x2_t vcc_ni = idx_v_1; const float64_t *vcc_np = (const float64_t *)(b); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t b_v_2 = ({ int64x2_t vcc_ni = idx_v_2; const float64_t *vcc_np = (const float64_t *)(b); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t b_v_3 = ({ int64x2_t vcc_ni = idx_v_3; const float64_t *vcc_np = (const float64_t *)(b); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t6 = vaddq_f64(b_v, vdupq_n_f64(0.25));
            vst1q_f64(a + i_vec, t6);
            float64x2_t t7 = vaddq_f64(b_v_1, vdupq_n_f64(0.25));
            vst1q_f64(a + t3, t7);
            float64x2_t t8 = vaddq_f64(b_v_2, vdupq_n_f64(0.25));
            vst1q_f64(a + t4, t8);
            float64x2_t t9 = vaddq_f64(b_v_3, vdupq_n_f64(0.25));
            vst1q_f64(a + t5, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 2L) {
        long t12 = t11 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:21 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int64x2_t idx_v_4 = vld1q_s64(idx + t13);
            float64x2_t b_v_4 = ({ int64x2_t vcc_ni = idx_v_4; const float64_t *vcc_np = (const float64_t *)(b); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t14 = vaddq_f64(b_v_4, vdupq_n_f64(0.25));
            vst1q_f64(a + t13, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[idx[t15]] + 0.25;
    }
}

void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:26 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t idx_v = vld1q_u8(idx + i_vec);
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = idx_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = t3 & (vcc_v16_int){63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v16_float table_v = vcc_gather(vcc_v16_float, table, t4);
            vcc_v16_float t5 = table_v * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            do { vcc_v16_float vcc_w = t5; vst1q_f32_x4(a + i_vec, ((float32x4x4_t){{(float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        a[t6] = table[(int)idx[t6] & 63] * 3.0f;
    }
}

long long gather_sum(int n, const long long *b, const int *idx) {
    long long s;
    int t10;
    long long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at gather_types.c:32 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t idx_v = vld1_s32(idx + i_vec);
            int32x2_t idx_v_1 = vld1_s32(idx + (i_vec + 2L));
            int32x2_t idx_v_2 = vld1_s32(idx + (i_vec + 4L));
            int32x2_t idx_v_3 = vld1_s32(idx + (i_vec + 6L));
            int64x2_t b_v = ({ int32x2_t vcc_ni = idx_v; const int64_t *vcc_np = (const int64_t *)(b); int64x2_t vcc_nr = vdupq_n_s64(0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int64x2_t b_v_1 = ({ int32x2_t vcc_ni = idx_v_1; const int64_t *vcc_np = (const int64_t *)(b); int64x2_t vcc_nr = vdupq_n_s64(0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int64x2_t b_v_2 = ({ int32x2_t vcc_ni = idx_v_2; const int64_t *vcc_np = (const int64_t *)(b); int64x2_t vcc_nr = vdupq_n_s64(0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int64x2_t b_v_3 = ({ int32x2_t vcc_ni = idx_v_3; const int64_t *vcc_np = (const int64_t *)(b); int64x2_t vcc_nr = vdupq_n_s64(0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            uint64x2_t t3 = vreinterpretq_u64_s64(b_v);
            s_v = vaddq_u64(s_v, t3);
            uint64x2_t t4 = vreinterpretq_u64_s64(b_v_1);
            s_v_1 = vaddq_u64(s_v_1, t4);
            uint64x2_t t5 = vreinterpretq_u64_s64(b_v_2);
            s_v_2 = vaddq_u64(s_v_2, t5);
            uint64x2_t t6 = vreinterpretq_u64_s64(b_v_3);
            s_v_3 = vaddq_u64(s_v_3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t7 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t8 = vaddq_u64(t7, s_v_2);
        uint64x2_t t9 = vaddq_u64(t8, s_v_3);
        t10 = (int)t2;
        t11 = (long long)vaddvq_u64(t9);
    } else {
        t10 = 0;
        t11 = 0LL;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at gather_types.c:32 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t idx_v_4 = vld1_s32(idx + ((long)t10 + i_vec_1));
            int64x2_t b_v_4 = ({ int32x2_t vcc_ni = idx_v_4; const int64_t *vcc_np = (const int64_t *)(b); int64x2_t vcc_nr = vdupq_n_s64(0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            uint64x2_t t14 = vreinterpretq_u64_s64(b_v_4);
            s_v_4 = vaddq_u64(s_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (long long)((unsigned long long)t11 + vaddvq_u64(s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += b[idx[i]];
    }
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
void stride_down(int n, int *restrict a, const int *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:39 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            long t5 = i_vec + 4L;
            uint32x4_t t6 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t6);
            long t7 = i_vec + 8L;
            uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t8);
            long t9 = i_vec + 12L;
            uint32x4_t t10 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t10);
            int32x4_t b_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -3, -6, -9}; const int32_t *vcc_np = (const int32_t *)(b + 3 * (n - 1 - (int)i_vec)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t b_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -3, -6, -9}; const int32_t *vcc_np = (const int32_t *)(b + 3 * (n - 1 - (int)t5)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t b_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -3, -6, -9}; const int32_t *vcc_np = (const int32_t *)(b + 3 * (n - 1 - (int)t7)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t b_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -3, -6, -9}; const int32_t *vcc_np = (const int32_t *)(b + 3 * (n - 1 - (int)t9)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t11 = vaddq_s32(b_v, i_v_2);
            vst1q_s32(a + i_vec, t11);
            int32x4_t t12 = vaddq_s32(b_v_1, i_v_3);
            vst1q_s32(a + t5, t12);
            int32x4_t t13 = vaddq_s32(b_v_2, i_v_4);
            vst1q_s32(a + t7, t13);
            int32x4_t t14 = vaddq_s32(b_v_3, i_v_5);
            vst1q_s32(a + t9, t14);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        int32x4_t t18 = vdupq_n_s32(t15);
        uint32x4_t t19 = vreinterpretq_u32_s32(t18);
        uint32x4_t i_v_1 = vaddq_u32(t19, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t20 = (long)t15 + i_vec_1;
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t b_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -3, -6, -9}; const int32_t *vcc_np = (const int32_t *)(b + 3 * (n - 1 - (int)t20)); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t21 = vaddq_s32(b_v_4, i_v_6);
            vst1q_s32(a + t20, t21);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
void stride_store(int n, double *restrict a, const short *restrict b) {
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:45 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(2 * (int)i_vec);
            double *t4 = a + t3;
            int16x8_t b_v = vld2q_s16(b + t3).val[0];
            vcc_v8_double t5 = ({ int16x8_t vcc_w0 = b_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w3); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w4); vcc_v2_double vcc_p2 = (vcc_v2_double)vcvtq_f64_s64(vcc_w5); vcc_v2_double vcc_p3 = (vcc_v2_double)vcvtq_f64_s64(vcc_w6); vcc_v8_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_double t6 = t5 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            *t4 = t6[0];
            t4[2] = t6[1];
            t4[4] = t6[2];
            t4[6] = t6[3];
            t4[8] = t6[4];
            t4[10] = t6[5];
            t4[12] = t6[6];
            t4[14] = t6[7];
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)(2 * i);
        a[t7] = (double)b[t7] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
void step_two(int n, float *restrict a, const float *restrict b) {
    int t9;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:51 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            float32x4_t b_v = vld2q_f32(b + t3).val[0];
            float32x4_t t5 = vaddq_f32(b_v, vdupq_n_f32(1.0f));
            *t4 = vgetq_lane_f32(t5, 0);
            t4[2] = vgetq_lane_f32(t5, 1);
            t4[4] = vgetq_lane_f32(t5, 2);
            t4[6] = vgetq_lane_f32(t5, 3);
            long t6 = (i_vec + 4L) * 2L;
            float *t7 = a + t6;
            float32x4_t b_v_1 = vld2q_f32(b + t6).val[0];
            float32x4_t t8 = vaddq_f32(b_v_1, vdupq_n_f32(1.0f));
            *t7 = vgetq_lane_f32(t8, 0);
            t7[2] = vgetq_lane_f32(t8, 1);
            t7[4] = vgetq_lane_f32(t8, 2);
            t7[6] = vgetq_lane_f32(t8, 3);
            i_vec += 8L;
        } while (i_vec < t2);
        t9 = (int)(t2 * 2L);
    } else {
        t9 = 0;
    }
    long t10 = ((long)n + (long)t9 * -1L + 1L) / 2L - 1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = (long)t9 + i_vec_1 * 2L;
            float *t13 = a + t12;
            float32x4_t b_v_2 = vld2q_f32(b + t12).val[0];
            float32x4_t t14 = vaddq_f32(b_v_2, vdupq_n_f32(1.0f));
            *t13 = vgetq_lane_f32(t14, 0);
            t13[2] = vgetq_lane_f32(t14, 1);
            t13[4] = vgetq_lane_f32(t14, 2);
            t13[6] = vgetq_lane_f32(t14, 3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11 * 2L);
    } else {
        i = t9;
    }
    for (; i < n; i += 2) {
        long t15 = (long)i;
        a[t15] = b[t15] + 1.0f;
    }
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

int main(void) {
    int n;
    int t34;
    int m;
    int t39;
    int t42;
    int k;
    int32x4_t t2 = vdupq_n_s32(0);
    int32x4_t t3 = vaddq_s32(t2, ((int32x4_t)(vcc_v4_int){0, 7, 1, 8}));
    uint32x4_t t4 = vreinterpretq_u32_s32(t3);
    uint32x4_t t5 = vsubq_u32(t4, vdupq_n_u32(13));
    uint32x4_t t6 = vminq_u32(t4, t5);
    int32x4_t t1 = vreinterpretq_s32_u32(t6);
    long k_vec = 0L;
    /* vcc: loop at gather_types.c:63 vectorized: VF 4, UF 4, the remainder at 64:27 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t7 = vcvtq_f32_s32(t1);
        float32x4_t t8 = vsubq_f32(t7, vdupq_n_f32(6.0f));
        vst1q_f32(&table[k_vec], t8);
        int32x4_t t9 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t10 = vreinterpretq_u32_s32(t9);
        uint32x4_t t11 = vsubq_u32(t10, vdupq_n_u32(13));
        uint32x4_t t12 = vminq_u32(t10, t11);
        int32x4_t t13 = vreinterpretq_s32_u32(t12);
        float32x4_t t14 = vcvtq_f32_s32(t13);
        float32x4_t t15 = vsubq_f32(t14, vdupq_n_f32(6.0f));
        vst1q_f32(&table[k_vec + 4L], t15);
        int32x4_t t16 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t17 = vreinterpretq_u32_s32(t16);
        uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(13));
        uint32x4_t t19 = vminq_u32(t17, t18);
        int32x4_t t20 = vreinterpretq_s32_u32(t19);
        float32x4_t t21 = vcvtq_f32_s32(t20);
        float32x4_t t22 = vsubq_f32(t21, vdupq_n_f32(6.0f));
        vst1q_f32(&table[k_vec + 8L], t22);
        int32x4_t t23 = vaddq_s32(t1, vdupq_n_s32(6));
        uint32x4_t t24 = vreinterpretq_u32_s32(t23);
        uint32x4_t t25 = vsubq_u32(t24, vdupq_n_u32(13));
        uint32x4_t t26 = vminq_u32(t24, t25);
        int32x4_t t27 = vreinterpretq_s32_u32(t26);
        float32x4_t t28 = vcvtq_f32_s32(t27);
        float32x4_t t29 = vsubq_f32(t28, vdupq_n_f32(6.0f));
        vst1q_f32(&table[k_vec + 12L], t29);
        k_vec += 16L;
        int32x4_t t30 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t31 = vreinterpretq_u32_s32(t30);
        uint32x4_t t32 = vsubq_u32(t31, vdupq_n_u32(13));
        uint32x4_t t33 = vminq_u32(t31, t32);
        t1 = vreinterpretq_s32_u32(t33);
    } while (k_vec < 64L);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t34 = 1;
        } else {
            t34 = 0;
            n = n_1;
        }
        if (!t34) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        signed char *c1 = (signed char *)new_array(n, 1UL);
        signed char *c2 = (signed char *)new_array(n, 1UL);
        unsigned short *u1 = (unsigned short *)new_array(n, 2UL);
        unsigned short *u2 = (unsigned short *)new_array(n, 2UL);
        double *d1 = (double *)new_array(n, 8UL);
        double *d2 = (double *)new_array(n, 8UL);
        float *f1 = (float *)new_array(n, 4UL);
        float *f2 = (float *)new_array(n, 4UL);
        long long *l = (long long *)new_array(n, 8UL);
        int *idx = (int *)new_array(n, 4UL);
        int *i1 = (int *)new_array(n, 4UL);
        int t35 = 3 * n;
        int *i3 = (int *)new_array(t35, 4UL);
        unsigned char *uidx = (unsigned char *)new_array(n, 1UL);
        long *lidx = (long *)new_array(n, 8UL);
        int t36 = 2 * n;
        double *d3 = (double *)new_array(t36, 8UL);
        short *s3 = (short *)new_array(t36, 2UL);
        int *bins = (int *)new_array(m, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c2[fill_idx] = (signed char)(-128 + (int)(next_rand() % 256U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            u2[fill_idx_1] = (unsigned short)(int)(next_rand() % 65536U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d2[fill_idx_2] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            f2[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            l[fill_idx_4] = (long long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            idx[fill_idx_5] = (int)(next_rand() % (unsigned int)m);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            unsigned char *t37 = uidx + fill_idx_6;
            unsigned int t38 = next_rand();
            if (n < 256) {
                t39 = m;
            } else {
                t39 = 256;
            }
            *t37 = (unsigned char)(int)(t38 % (unsigned int)t39);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(int)(next_rand() % (unsigned int)m);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t35; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t36; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t36; fill_idx_10++) {
            d3[fill_idx_10] = (double)(int)(next_rand() % 1U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(int)(next_rand() % 1U);
        }
        long t40 = (long)m;
        if (t40 >= 16L) {
            long t41 = t40 & -16L;
            long k_vec_1 = 0L;
            /* vcc: loop at gather_types.c:90 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                vst1q_s32(bins + k_vec_1, vdupq_n_s32(0));
                vst1q_s32(bins + (k_vec_1 + 4L), vdupq_n_s32(0));
                vst1q_s32(bins + (k_vec_1 + 8L), vdupq_n_s32(0));
                vst1q_s32(bins + (k_vec_1 + 12L), vdupq_n_s32(0));
                k_vec_1 += 16L;
            } while (k_vec_1 < t41);
            t42 = (int)t41;
        } else {
            t42 = 0;
        }
        long t43 = (long)m + (long)t42 * -1L;
        if (t43 >= 4L) {
            long t44 = t43 & -4L;
            long k_vec_2 = 0L;
            /* vcc: loop at gather_types.c:90 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                vst1q_s32(bins + ((long)t42 + k_vec_2), vdupq_n_s32(0));
                k_vec_2 += 4L;
            } while (k_vec_2 < t44);
            k = (int)((long)t42 + t44);
        } else {
            k = t42;
        }
        for (; k < m; k++) {
            bins[k] = 0;
        }
        const int *t45 = idx;
        gather_i8(n, c1, c2, t45);
        const unsigned char *t46 = uidx;
        gather_u16(n, u1, u2, t46);
        gather_double(n, d1, d2, lidx);
        unsigned long t47 = (unsigned long)n;
        unsigned long t48 = hash_bytes((const void *)d1, t47 * 8UL);
        unsigned long t49 = hash_bytes((const void *)u1, t47 * 2UL);
        printf("n=%d %llx %llx %llx", n, (unsigned long long)hash_bytes((const void *)c1, t47 * 1UL), (unsigned long long)t49, (unsigned long long)t48);
        gather_global(n, f2, t46);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        scatter_add(n, bins, t45);
        unsigned long t50 = hash_bytes((const void *)bins, (unsigned long)m * 4UL);
        unsigned long t51 = t47 * 4UL;
        unsigned long t52 = hash_bytes((const void *)f1, t51);
        unsigned long t53 = hash_bytes((const void *)d3, (unsigned long)t36 * 8UL);
        unsigned long t54 = hash_bytes((const void *)i1, t51);
        long long t55 = gather_sum(n, l, t45);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)hash_bytes((const void *)f2, t51), t55, (unsigned long long)t54, (unsigned long long)t53, (unsigned long long)t52, (unsigned long long)t50);
        free((void *)c1);
        free((void *)c2);
        free((void *)u1);
        free((void *)u2);
        free((void *)d1);
        free((void *)d2);
        free((void *)f1);
        free((void *)f2);
        free((void *)l);
        free((void *)idx);
        free((void *)i1);
        free((void *)i3);
        free((void *)uidx);
        free((void *)lidx);
        free((void *)d3);
        free((void *)s3);
        free((void *)bins);
    }
}
