/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:10 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int b_v = vcc_load(vcc_v16_int, b + i_vec);
            uint8x16_t t3 = (uint8x16_t)__builtin_convertvector(a_v > b_v, vcc_m16);
            uint8x16_t t4 = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            vst1q_u8((uint8_t *)(flags + i_vec), t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        flags[t5] = (_Bool)(a[t5] > b[t5]);
    }
}

/* Bits that a truncation to the low byte would lose. */
void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int t3 = a_v & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(t3 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            uint8x16_t t5 = vbslq_u8(t4, vdupq_n_u8(1), vdupq_n_u8(0));
            vst1q_u8((uint8_t *)(flags + i_vec), t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        flags[t6] = (_Bool)(a[t6] & 768);
    }
}

void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:21 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_float x_v = vcc_load(vcc_v16_float, x + i_vec);
            uint8x16_t t3 = (uint8x16_t)__builtin_convertvector(x_v != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            uint8x16_t t4 = vbslq_u8(t3, vdupq_n_u8(1), vdupq_n_u8(0));
            vst1q_u8((uint8_t *)(flags + i_vec), t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        flags[t5] = (_Bool)x[t5];
    }
}

/* A `_Bool` loaded and tested. */
void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    for (int i = 0; i < n; i++)
        if (flags[i])
            c[i] = a[i];
}

/* `_Bool`s as numbers: a sum and a select. */
int count_flags(int n, const _Bool *restrict flags) {
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bool_lanes.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t flags_v = vld1q_u8((const uint8_t *)(flags + i_vec));
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = flags_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_uint t4 = (vcc_v16_uint)t3;
            s_v = s_v + t4;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_reduce(unsigned int, s_v, +);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    int t18;
    int i;
    float t32;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:41 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar flags_v = vcc_load(vcc_v4_uchar, flags + i_vec);
            uint32x4_t t3 = (uint32x4_t)__builtin_convertvector(flags_v != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            uint32x4_t t4 = vmvnq_u32(t3);
            float32x4_t x_v = ({ uint32x4_t vcc_nm = t4; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)i_vec * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t5 = vnegq_f32(x_v);
            float32x4_t t6 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(flags_v, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
            float32x4_t t7 = vaddq_f32(t5, t6);
            uint32x4_t t8 = (uint32x4_t)__builtin_convertvector(flags_v != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            float32x4_t x_v_1 = ({ uint32x4_t vcc_nm = t8; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)i_vec * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t9 = vbslq_f32(t3, x_v_1, t7);
            vst1q_f32(y + i_vec, t9);
            long t10 = i_vec + 4L;
            vcc_v4_uchar flags_v_1 = vcc_load(vcc_v4_uchar, flags + t10);
            uint32x4_t t11 = (uint32x4_t)__builtin_convertvector(flags_v_1 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            uint32x4_t t12 = vmvnq_u32(t11);
            float32x4_t x_v_2 = ({ uint32x4_t vcc_nm = t12; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)t10 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t13 = vnegq_f32(x_v_2);
            float32x4_t t14 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(flags_v_1, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
            float32x4_t t15 = vaddq_f32(t13, t14);
            uint32x4_t t16 = (uint32x4_t)__builtin_convertvector(flags_v_1 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            float32x4_t x_v_3 = ({ uint32x4_t vcc_nm = t16; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)t10 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t17 = vbslq_f32(t11, x_v_3, t15);
            vst1q_f32(y + t10, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_uchar flags_v_2 = vcc_load(vcc_v4_uchar, flags + t21);
            uint32x4_t t22 = (uint32x4_t)__builtin_convertvector(flags_v_2 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            uint32x4_t t23 = vmvnq_u32(t22);
            float32x4_t x_v_4 = ({ uint32x4_t vcc_nm = t23; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)t21 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t24 = vnegq_f32(x_v_4);
            float32x4_t t25 = (float32x4_t)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(flags_v_2, vcc_v4_ushort), vcc_v4_int), vcc_v4_float);
            float32x4_t t26 = vaddq_f32(t24, t25);
            uint32x4_t t27 = (uint32x4_t)__builtin_convertvector(flags_v_2 != (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m4);
            float32x4_t x_v_5 = ({ uint32x4_t vcc_nm = t27; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)t21 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t28 = vbslq_f32(t22, x_v_5, t26);
            vst1q_f32(y + t21, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float *t30 = y + t29;
        _Bool t31 = flags[t29];
        if (t31) {
            t32 = x[t29];
        } else {
            t32 = -x[t29] + (float)t31;
        }
        *t30 = t32;
    }
}

int main(void) {
    int n;
    int t2;
    float t6;
    float t7;
    float t8;
    float t9;
    int t30;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        _Bool *f = (_Bool *)new_array(n, 1UL);
        _Bool *g = (_Bool *)new_array(n, 1UL);
        _Bool *h = (_Bool *)new_array(n, 1UL);
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            a[t3] = (int)(next_rand() % 2048U) - 1024;
            b[t3] = (int)(next_rand() % 2048U) - 1024;
            c[t3] = -1;
            unsigned int r = next_rand() % 6U;
            float *t4 = x + t3;
            if (r == 0U) {
                t9 = 0.0f;
            } else {
                if (r == 1U) {
                    t8 = -0.0f;
                } else {
                    if (r == 2U) {
                        t7 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t6 = __builtin_nanf("");
                        } else {
                            unsigned int t5 = next_rand();
                            t6 = (float)(int)(t5 % 7U) - 3.0f;
                        }
                        t7 = t6;
                    }
                    t8 = t7;
                }
                t9 = t8;
            }
            *t4 = t9;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t10 = a;
        flags_gt(n, f, t10, b);
        flags_bits(n, g, t10);
        const float *t11 = x;
        flags_float(n, h, t11);
        unsigned long t12 = (unsigned long)n;
        unsigned long t13 = t12 * 1UL;
        unsigned long t14 = hash_bytes((const void *)h, t13);
        unsigned long t15 = hash_bytes((const void *)g, t13);
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)hash_bytes((const void *)f, t13), (unsigned long long)t15, (unsigned long long)t14);
        long t16 = (long)n;
        if (t16 >= 16L) {
            long t17 = t16 & -16L;
            long i_vec = 0L;
            /* vcc: loop at bool_lanes.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t18 = x + i_vec;
                float32x4_t x_v = vld1q_f32(t18);
                uint32x4_t t19 = vmvnq_u32(vceqq_f32(x_v, x_v));
                float32x4_t t20 = vbslq_f32(t19, vdupq_n_f32(1.5f), x_v);
                vst1q_f32(t18, t20);
                float *t21 = x + (i_vec + 4L);
                float32x4_t x_v_1 = vld1q_f32(t21);
                uint32x4_t t22 = vmvnq_u32(vceqq_f32(x_v_1, x_v_1));
                float32x4_t t23 = vbslq_f32(t22, vdupq_n_f32(1.5f), x_v_1);
                vst1q_f32(t21, t23);
                float *t24 = x + (i_vec + 8L);
                float32x4_t x_v_2 = vld1q_f32(t24);
                uint32x4_t t25 = vmvnq_u32(vceqq_f32(x_v_2, x_v_2));
                float32x4_t t26 = vbslq_f32(t25, vdupq_n_f32(1.5f), x_v_2);
                vst1q_f32(t24, t26);
                float *t27 = x + (i_vec + 12L);
                float32x4_t x_v_3 = vld1q_f32(t27);
                uint32x4_t t28 = vmvnq_u32(vceqq_f32(x_v_3, x_v_3));
                float32x4_t t29 = vbslq_f32(t28, vdupq_n_f32(1.5f), x_v_3);
                vst1q_f32(t27, t29);
                i_vec += 16L;
            } while (i_vec < t17);
            t30 = (int)t17;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        if (t31 >= 4L) {
            long t32 = t31 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at bool_lanes.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t33 = x + ((long)t30 + i_vec_1);
                float32x4_t x_v_4 = vld1q_f32(t33);
                uint32x4_t t34 = vmvnq_u32(vceqq_f32(x_v_4, x_v_4));
                float32x4_t t35 = vbslq_f32(t34, vdupq_n_f32(1.5f), x_v_4);
                vst1q_f32(t33, t35);
                i_vec_1 += 4L;
            } while (i_vec_1 < t32);
            i_1 = (int)((long)t30 + t32);
        } else {
            i_1 = t30;
        }
        for (; i_1 < n; i_1++) {
            float *t36 = x + i_1;
            float t1 = *t36;
            if (t1 != t1) {
                t1 = 1.5f;
            }
            *t36 = t1;
        }
        copy_if(n, c, g, t10);
        const _Bool *t37 = f;
        pick(n, y, t37, t11);
        int t38 = count_flags(n, h);
        int t39 = count_flags(n, t37);
        unsigned long t40 = t12 * 4UL;
        unsigned long t41 = hash_bytes((const void *)y, t40);
        printf(" %016llx %016llx %d %d\n", (unsigned long long)hash_bytes((const void *)c, t40), (unsigned long long)t41, t39, t38);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)x);
        free((void *)y);
        free((void *)f);
        free((void *)g);
        free((void *)h);
    }
}
