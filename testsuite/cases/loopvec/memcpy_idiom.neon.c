/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 4 */
/* Copy loops become one call of memcpy (midend idiom.rs) where the two objects are distinct;
   the others stay loops (and are vectorized where they can be). Globals of this file that
   vector code reads or writes are realigned for it (emit align.rs). */
#include "harness.h"

#define M 1100
static double gd[M];
double hd[M];
static short gs[M];
short hs[M];
static float initialized[M] = {1.0f};

/* memcpy: two distinct globals, offsets on both sides. */
void copy_globals(int n) {
    long t1 = (long)n;
    void *t2 = (void *)((unsigned char *)&gd + 24);
    void *t3 = (void *)((unsigned char *)&hd + 8);
    unsigned long t4 = (unsigned long)(t1 * 8L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: restrict pointers, a count that may be zero or negative, a start that is a parameter. */
void copy_restrict(int lo, int hi, short *restrict dst, const short *restrict src) {
    long t1 = (long)lo * -1L + (long)hi;
    void *t2 = (void *)((unsigned char *)dst + (long)lo * 2L);
    void *t3 = (void *)((unsigned char *)src + (long)lo * 2L);
    unsigned long t4 = (unsigned long)(t1 * 2L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: bytes, counted with an unsigned index. */
void copy_bytes(unsigned n, unsigned char *restrict dst, const unsigned char *restrict src) {
    long t1 = (long)n;
    void *t2 = (void *)(dst + 0);
    void *t3 = (void *)((unsigned char *)src + 0);
    unsigned long t4 = (unsigned long)(t1 * 1L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: a static array with an initializer into a local array, then summed. */
float copy_to_local(int n) {
    float tmp[1100];
    long t1 = (long)n;
    void *t2 = (void *)((unsigned char *)&tmp + 0);
    void *t3 = (void *)((unsigned char *)&initialized + 0);
    unsigned long t4 = (unsigned long)(t1 * 4L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += tmp[i] * (float)(i & 3);
    }
    return s;
}

/* A loop: one array shifted down onto itself (the objects are not distinct). */
void shift_down(int n, int *a) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + ((int)i_vec + 1));
            vst1q_s32(a + i_vec, a_v);
            long t3 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + ((int)t3 + 1));
            vst1q_s32(a + t3, a_v_1);
            long t4 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + ((int)t4 + 1));
            vst1q_s32(a + t4, a_v_2);
            long t5 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + ((int)t5 + 1));
            vst1q_s32(a + t5, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + ((int)t9 + 1));
            vst1q_s32(a + t9, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    while (i < n) {
        int t10 = i + 1;
        a[i] = a[t10];
        i = t10;
    }
}

/* A loop: the pointers may alias (no restrict). */
void copy_may_alias(int n, short *dst, const short *src) {
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t src_v = vld1q_s16(src + i_vec);
            vst1q_s16(dst + i_vec, src_v);
            long t6 = i_vec + 8L;
            int16x8_t src_v_1 = vld1q_s16(src + t6);
            vst1q_s16(dst + t6, src_v_1);
            long t7 = i_vec + 16L;
            int16x8_t src_v_2 = vld1q_s16(src + t7);
            vst1q_s16(dst + t7, src_v_2);
            long t8 = i_vec + 24L;
            int16x8_t src_v_3 = vld1q_s16(src + t8);
            vst1q_s16(dst + t8, src_v_3);
            i_vec += 32L;
        } while (i_vec < t5);
        t9 = (int)t5;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)dst;
    unsigned long t12 = (unsigned long)src;
    long t13 = (long)((unsigned long)dst + (unsigned long)((long)t9 * 2L) - ((unsigned long)src + (unsigned long)((long)t9 * 2L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t12 + (unsigned long)((long)t9 * 2L))) | ((t12 + (unsigned long)((long)t9 * 2L + 2L + (t10 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t9 * 2L))) | ((t13 <= 0L) | (t13 >= 16L)))) {
        long t14 = t10 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t15 = (long)t9 + i_vec_1;
            int16x8_t src_v_4 = vld1q_s16(src + t15);
            vst1q_s16(dst + t15, src_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t9 + t14);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        dst[t16] = src[t16];
    }
}

/* A loop: the copy converts. */
void copy_convert(int n, double *restrict dst, const float *restrict src) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:57 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float32x2_t src_v = vld1_f32(src + i_vec);
            float64x2_t t3 = vcvt_f64_f32(src_v);
            vst1q_f64(dst + i_vec, t3);
            long t4 = i_vec + 2L;
            float32x2_t src_v_1 = vld1_f32(src + t4);
            float64x2_t t5 = vcvt_f64_f32(src_v_1);
            vst1q_f64(dst + t4, t5);
            long t6 = i_vec + 4L;
            float32x2_t src_v_2 = vld1_f32(src + t6);
            float64x2_t t7 = vcvt_f64_f32(src_v_2);
            vst1q_f64(dst + t6, t7);
            long t8 = i_vec + 6L;
            float32x2_t src_v_3 = vld1_f32(src + t8);
            float64x2_t t9 = vcvt_f64_f32(src_v_3);
            vst1q_f64(dst + t8, t9);
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
        /* vcc: loop at memcpy_idiom.c:57 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float32x2_t src_v_4 = vld1_f32(src + t13);
            float64x2_t t14 = vcvt_f64_f32(src_v_4);
            vst1q_f64(dst + t13, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        dst[t15] = (double)src[t15];
    }
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            short *t3 = dst + 2 * (int)i_vec;
            int16x8_t src_v = vld1q_s16(src + i_vec);
            *t3 = vgetq_lane_s16(src_v, 0);
            t3[2] = vgetq_lane_s16(src_v, 1);
            t3[4] = vgetq_lane_s16(src_v, 2);
            t3[6] = vgetq_lane_s16(src_v, 3);
            t3[8] = vgetq_lane_s16(src_v, 4);
            t3[10] = vgetq_lane_s16(src_v, 5);
            t3[12] = vgetq_lane_s16(src_v, 6);
            t3[14] = vgetq_lane_s16(src_v, 7);
            long t4 = i_vec + 8L;
            short *t5 = dst + 2 * (int)t4;
            int16x8_t src_v_1 = vld1q_s16(src + t4);
            *t5 = vgetq_lane_s16(src_v_1, 0);
            t5[2] = vgetq_lane_s16(src_v_1, 1);
            t5[4] = vgetq_lane_s16(src_v_1, 2);
            t5[6] = vgetq_lane_s16(src_v_1, 3);
            t5[8] = vgetq_lane_s16(src_v_1, 4);
            t5[10] = vgetq_lane_s16(src_v_1, 5);
            t5[12] = vgetq_lane_s16(src_v_1, 6);
            t5[14] = vgetq_lane_s16(src_v_1, 7);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            short *t10 = dst + 2 * (int)t9;
            int16x8_t src_v_2 = vld1q_s16(src + t9);
            *t10 = vgetq_lane_s16(src_v_2, 0);
            t10[2] = vgetq_lane_s16(src_v_2, 1);
            t10[4] = vgetq_lane_s16(src_v_2, 2);
            t10[6] = vgetq_lane_s16(src_v_2, 3);
            t10[8] = vgetq_lane_s16(src_v_2, 4);
            t10[10] = vgetq_lane_s16(src_v_2, 5);
            t10[12] = vgetq_lane_s16(src_v_2, 6);
            t10[14] = vgetq_lane_s16(src_v_2, 7);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        dst[2 * i] = src[i];
    }
}

static __typeof__(gd) gd __attribute__((aligned(64)));
extern __typeof__(hd) hd __attribute__((aligned(64)));
int main(void) {
    float s;
    int n;
    int t2;
    int t24;
    int i_1;
    int t54;
    int i_2;
    int t62;
    int t79;
    int i_3;
    int t90;
    int i_4;
    int t103;
    int i_5;
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
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t8 = t7 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
        vcc_v8_int t1 = (vcc_v8_int)t9;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 8, UF 1, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_8 = (vcc_v8_int)i_v;
            do { vcc_v8_double vcc_w = (vcc_v8_double){-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0}; vst1q_f64_x4(&gd[i_vec], ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            vcc_v8_double t10 = __builtin_convertvector(i_v_8, vcc_v8_double);
            vcc_v8_double t11 = t10 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            do { vcc_v8_double vcc_w = t11; vst1q_f64_x4(&hd[i_vec], ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            vcc_v8_int t12 = i_v_8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            int16x8_t t13 = (int16x8_t)__builtin_convertvector(t12, vcc_v8_short);
            vst1q_s16(&gs[i_vec], t13);
            vst1q_s16(&hs[i_vec], vdupq_n_s16(-1));
            vcc_v8_float t14 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t15 = t14 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            do { vcc_v8_float vcc_w = t15; vst1q_f32_x2(&initialized[i_vec], ((float32x4x2_t){{(float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 8L;
            vcc_v8_uint t16 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t17 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t18 = (vcc_v8_uint)t17;
            vcc_v8_uint t19 = t18 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t20 = vcc_min(vcc_v8_int, t18, t19);
            vcc_v8_int t21 = (vcc_v8_int)t20;
            if (i_vec >= 1096L) {
                break;
            }
            i_v = t16;
            t1 = t21;
        }
        for (int i = 1096; i < 1100; i++) {
            long t22 = (long)i;
            gd[t22] = -1.0;
            hd[t22] = (double)i * 0.5;
            gs[t22] = (short)(i * 7);
            hs[t22] = (short)-1;
            initialized[t22] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t23 = gs;
        if (lo < 0) {
            t24 = 0;
        } else {
            t24 = lo;
        }
        copy_restrict(t24, n, hs, t23);
        copy_restrict(n, lo, hs, t23);
        const void *t25 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t25, 2200UL);
        void *t26 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t26;
        void *t27 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t27;
        long t28 = (long)n;
        unsigned long t29 = (unsigned long)t26;
        unsigned long t30 = (unsigned long)t27;
        long t31 = (long)((unsigned long)t26 - (unsigned long)t27);
        if ((t28 >= 16L) & (((t29 + (unsigned long)(1L + (t28 - 1L) * 1L)) <= t30) | ((t30 + (unsigned long)(1L + (t28 - 1L) * 1L)) <= t29) | ((t31 <= 0L) | (t31 >= 16L)))) {
            long t32 = t28 & -16L;
            vcc_v16_int t33 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t34 = (vcc_v16_uint)t33;
            vcc_v16_uint i_v_1 = t34 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_1 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                vcc_v16_int i_v_9 = (vcc_v16_int)i_v_1;
                vcc_v16_int t35 = i_v_9 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                uint8x16_t t36 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t35, vcc_v16_short), vcc_v16_uchar);
                vst1q_u8(bs + i_vec_1, t36);
                vst1q_u8(bd + i_vec_1, vdupq_n_u8(0));
                i_vec_1 += 16L;
                vcc_v16_uint t37 = i_v_1 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_1 >= t32) {
                    break;
                }
                i_v_1 = t37;
            }
            i_1 = (int)t32;
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            long t38 = (long)i_1;
            bs[t38] = (unsigned char)(i_1 * 13);
            bd[t38] = (unsigned char)0;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t39 = (unsigned long)n;
        unsigned long t40 = hash_bytes((const void *)bd, t39 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t40) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t41 = n + 1;
        int *a = (int *)new_array(t41, 4UL);
        long t42 = (long)n + 1L;
        if (t42 >= 16L) {
            long t43 = t42 & -16L;
            int32x4_t t44 = vdupq_n_s32(0);
            uint32x4_t t45 = vreinterpretq_u32_s32(t44);
            uint32x4_t i_v_2 = vaddq_u32(t45, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_10 = vreinterpretq_s32_u32(i_v_2);
                int32x4_t t46 = vmulq_s32(i_v_10, vdupq_n_s32(3));
                vst1q_s32(a + i_vec_2, t46);
                uint32x4_t t47 = vaddq_u32(i_v_2, vdupq_n_u32(4));
                int32x4_t i_v_11 = vreinterpretq_s32_u32(t47);
                int32x4_t t48 = vmulq_s32(i_v_11, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_2 + 4L), t48);
                uint32x4_t t49 = vaddq_u32(i_v_2, vdupq_n_u32(8));
                int32x4_t i_v_12 = vreinterpretq_s32_u32(t49);
                int32x4_t t50 = vmulq_s32(i_v_12, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_2 + 8L), t50);
                uint32x4_t t51 = vaddq_u32(i_v_2, vdupq_n_u32(12));
                int32x4_t i_v_13 = vreinterpretq_s32_u32(t51);
                int32x4_t t52 = vmulq_s32(i_v_13, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_2 + 12L), t52);
                i_vec_2 += 16L;
                uint32x4_t t53 = vaddq_u32(i_v_2, vdupq_n_u32(16));
                if (i_vec_2 >= t43) {
                    break;
                }
                i_v_2 = t53;
            }
            t54 = (int)t43;
        } else {
            t54 = 0;
        }
        long t55 = (long)n + (long)t54 * -1L + 1L;
        if (t55 >= 4L) {
            long t56 = t55 & -4L;
            int32x4_t t57 = vdupq_n_s32(t54);
            uint32x4_t t58 = vreinterpretq_u32_s32(t57);
            uint32x4_t i_v_3 = vaddq_u32(t58, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_14 = vreinterpretq_s32_u32(i_v_3);
                int32x4_t t59 = vmulq_s32(i_v_14, vdupq_n_s32(3));
                vst1q_s32(a + ((long)t54 + i_vec_3), t59);
                i_vec_3 += 4L;
                uint32x4_t t60 = vaddq_u32(i_v_3, vdupq_n_u32(4));
                if (i_vec_3 >= t56) {
                    break;
                }
                i_v_3 = t60;
            }
            i_2 = (int)((long)t54 + t56);
        } else {
            i_2 = t54;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t41 * 4UL);
        free((void *)a);
        const short *t61 = hs;
        if (n < 1099) {
            t62 = n;
        } else {
            t62 = 1099;
        }
        copy_may_alias(t62, &hs[1], t61);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t25, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        long t63 = (long)n;
        if (t63 >= 16L) {
            long t64 = t63 & -16L;
            int32x4_t t65 = vdupq_n_s32(0);
            uint32x4_t t66 = vreinterpretq_u32_s32(t65);
            uint32x4_t i_v_4 = vaddq_u32(t66, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_15 = vreinterpretq_s32_u32(i_v_4);
                float32x4_t t67 = vcvtq_f32_s32(i_v_15);
                float32x4_t t68 = vdivq_f32(t67, vdupq_n_f32(3.0f));
                vst1q_f32(f + i_vec_4, t68);
                uint32x4_t t69 = vaddq_u32(i_v_4, vdupq_n_u32(4));
                int32x4_t i_v_16 = vreinterpretq_s32_u32(t69);
                float32x4_t t70 = vcvtq_f32_s32(i_v_16);
                float32x4_t t71 = vdivq_f32(t70, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_4 + 4L), t71);
                uint32x4_t t72 = vaddq_u32(i_v_4, vdupq_n_u32(8));
                int32x4_t i_v_17 = vreinterpretq_s32_u32(t72);
                float32x4_t t73 = vcvtq_f32_s32(i_v_17);
                float32x4_t t74 = vdivq_f32(t73, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_4 + 8L), t74);
                uint32x4_t t75 = vaddq_u32(i_v_4, vdupq_n_u32(12));
                int32x4_t i_v_18 = vreinterpretq_s32_u32(t75);
                float32x4_t t76 = vcvtq_f32_s32(i_v_18);
                float32x4_t t77 = vdivq_f32(t76, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_4 + 12L), t77);
                i_vec_4 += 16L;
                uint32x4_t t78 = vaddq_u32(i_v_4, vdupq_n_u32(16));
                if (i_vec_4 >= t64) {
                    break;
                }
                i_v_4 = t78;
            }
            t79 = (int)t64;
        } else {
            t79 = 0;
        }
        long t80 = (long)n + (long)t79 * -1L;
        if (t80 >= 4L) {
            long t81 = t80 & -4L;
            int32x4_t t82 = vdupq_n_s32(t79);
            uint32x4_t t83 = vreinterpretq_u32_s32(t82);
            uint32x4_t i_v_5 = vaddq_u32(t83, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_19 = vreinterpretq_s32_u32(i_v_5);
                float32x4_t t84 = vcvtq_f32_s32(i_v_19);
                float32x4_t t85 = vdivq_f32(t84, vdupq_n_f32(3.0f));
                vst1q_f32(f + ((long)t79 + i_vec_5), t85);
                i_vec_5 += 4L;
                uint32x4_t t86 = vaddq_u32(i_v_5, vdupq_n_u32(4));
                if (i_vec_5 >= t81) {
                    break;
                }
                i_v_5 = t86;
            }
            i_3 = (int)((long)t79 + t81);
        } else {
            i_3 = t79;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t39 * 8UL);
        free((void *)d);
        free((void *)f);
        int t87 = 2 * n;
        short *sd = (short *)new_array(t87, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t88 = (long)n * 2L;
        if (t88 >= 32L) {
            long t89 = t88 & -32L;
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vst1q_s16(sd + i_vec_6, vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_6 + 8L), vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_6 + 16L), vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_6 + 24L), vdupq_n_s16(-1));
                i_vec_6 += 32L;
            } while (i_vec_6 < t89);
            t90 = (int)t89;
        } else {
            t90 = 0;
        }
        long t91 = (long)n * 2L + (long)t90 * -1L;
        if (t91 >= 8L) {
            long t92 = t91 & -8L;
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vst1q_s16(sd + ((long)t90 + i_vec_7), vdupq_n_s16(-1));
                i_vec_7 += 8L;
            } while (i_vec_7 < t92);
            i_4 = (int)((long)t90 + t92);
        } else {
            i_4 = t90;
        }
        for (; i_4 < t87; i_4++) {
            sd[i_4] = (short)-1;
        }
        long t93 = (long)n;
        if (t93 >= 16L) {
            long t94 = t93 & -16L;
            vcc_v8_int t95 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t96 = (vcc_v8_uint)t95;
            vcc_v8_uint i_v_6 = t96 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_20 = (vcc_v8_int)i_v_6;
                vcc_v8_int t97 = i_v_20 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                int16x8_t t98 = (int16x8_t)__builtin_convertvector(t97, vcc_v8_short);
                vst1q_s16(ss + i_vec_8, t98);
                vcc_v8_uint t99 = i_v_6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_21 = (vcc_v8_int)t99;
                vcc_v8_int t100 = i_v_21 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                int16x8_t t101 = (int16x8_t)__builtin_convertvector(t100, vcc_v8_short);
                vst1q_s16(ss + (i_vec_8 + 8L), t101);
                i_vec_8 += 16L;
                vcc_v8_uint t102 = i_v_6 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_8 >= t94) {
                    break;
                }
                i_v_6 = t102;
            }
            t103 = (int)t94;
        } else {
            t103 = 0;
        }
        long t104 = (long)n + (long)t103 * -1L;
        if (t104 >= 8L) {
            long t105 = t104 & -8L;
            vcc_v8_int t106 = (vcc_v8_int){t103, t103, t103, t103, t103, t103, t103, t103};
            vcc_v8_uint t107 = (vcc_v8_uint)t106;
            vcc_v8_uint i_v_7 = t107 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_22 = (vcc_v8_int)i_v_7;
                vcc_v8_int t108 = i_v_22 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                int16x8_t t109 = (int16x8_t)__builtin_convertvector(t108, vcc_v8_short);
                vst1q_s16(ss + ((long)t103 + i_vec_9), t109);
                i_vec_9 += 8L;
                vcc_v8_uint t110 = i_v_7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_9 >= t105) {
                    break;
                }
                i_v_7 = t110;
            }
            i_5 = (int)((long)t103 + t105);
        } else {
            i_5 = t103;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t111 = hash_bytes((const void *)sd, (unsigned long)t87 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t111);
    }
}
