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
    int t21;
    int i;
    int t55;
    int i_1;
    int t64;
    int t80;
    int i_2;
    int t92;
    int i_3;
    int t103;
    int i_4;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
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
        vcc_v8_uint i_v_6 = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t5 = t3 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint t7 = t6 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
        vcc_v8_uint t8 = vcc_min(vcc_v8_int, t6, t7);
        vcc_v8_int t1 = (vcc_v8_int)t8;
        long i_vec = 0L;
        vcc_v8_uint i_v = i_v_6;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 8, UF 1, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_8 = (vcc_v8_int)i_v;
            do { vcc_v8_double vcc_w = (vcc_v8_double){-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0}; vst1q_f64_x4(&gd[i_vec], ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            vcc_v8_double t9 = __builtin_convertvector(i_v_8, vcc_v8_double);
            vcc_v8_double t10 = t9 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            do { vcc_v8_double vcc_w = t10; vst1q_f64_x4(&hd[i_vec], ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            vcc_v8_int t11 = i_v_8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            int16x8_t t12 = (int16x8_t)__builtin_convertvector(t11, vcc_v8_short);
            vst1q_s16(&gs[i_vec], t12);
            vst1q_s16(&hs[i_vec], vdupq_n_s16(-1));
            vcc_v8_float t13 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t14 = t13 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            do { vcc_v8_float vcc_w = t14; vst1q_f32_x2(&initialized[i_vec], ((float32x4x2_t){{(float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t15 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint t17 = t16 - (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t18 = vcc_min(vcc_v8_int, t16, t17);
            vcc_v8_int t19 = (vcc_v8_int)t18;
            if (i_vec >= 1096L) {
                break;
            }
            t1 = t19;
        }
        gd[1096] = -1.0;
        hd[1096] = 548.0;
        gs[1096] = (short)7672;
        hs[1096] = (short)-1;
        initialized[1096] = 1.75f;
        gd[1097] = -1.0;
        hd[1097] = 548.5;
        gs[1097] = (short)7679;
        hs[1097] = (short)-1;
        initialized[1097] = 2.0f;
        gd[1098] = -1.0;
        hd[1098] = 549.0;
        gs[1098] = (short)7686;
        hs[1098] = (short)-1;
        initialized[1098] = 2.25f;
        gd[1099] = -1.0;
        hd[1099] = 549.5;
        gs[1099] = (short)7693;
        hs[1099] = (short)-1;
        initialized[1099] = 2.5f;
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t20 = gs;
        if (lo < 0) {
            t21 = 0;
        } else {
            t21 = lo;
        }
        copy_restrict(t21, n, hs, t20);
        copy_restrict(n, lo, hs, t20);
        const void *t22 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t22, 2200UL);
        void *t23 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t23;
        void *t24 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t24;
        long t25 = (long)n;
        int t26 = t25 >= 16L;
        unsigned long t27 = (unsigned long)t23;
        unsigned long t28 = t27;
        unsigned long t29 = (unsigned long)(1L + (t25 - 1L) * 1L);
        unsigned long t30 = (unsigned long)t24;
        unsigned long t31 = t30;
        long t32 = (long)(t28 - t31);
        if (t26 & (((t27 + t29) <= t31) | ((t30 + t29) <= t28) | ((t32 <= 0L) | (t32 >= 16L)))) {
            long t33 = t25 & -16L;
            vcc_v16_int t34 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t35 = (vcc_v16_uint)t34;
            vcc_v16_uint i_v_1 = t35 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_1 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                vcc_v16_int i_v_9 = (vcc_v16_int)i_v_1;
                vcc_v16_int t36 = i_v_9 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                uint8x16_t t37 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t36, vcc_v16_short), vcc_v16_uchar);
                vst1q_u8(bs + i_vec_1, t37);
                vst1q_u8(bd + i_vec_1, vdupq_n_u8(0));
                i_vec_1 += 16L;
                vcc_v16_uint t38 = i_v_1 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_1 >= t33) {
                    break;
                }
                i_v_1 = t38;
            }
            i = (int)t33;
        } else {
            i = 0;
        }
        while (i < n) {
            long t39 = (long)i;
            bs[t39] = (unsigned char)(i * 13);
            bd[t39] = (unsigned char)0;
            i++;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t40 = (unsigned long)n;
        unsigned long t41 = hash_bytes((const void *)bd, t40 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t41) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t42 = n + 1;
        int *a = (int *)new_array(t42, 4UL);
        long t43 = t25 + 1L;
        if (t43 >= 16L) {
            long t44 = t43 & -16L;
            int32x4_t t45 = vdupq_n_s32(0);
            uint32x4_t t46 = vreinterpretq_u32_s32(t45);
            uint32x4_t i_v_2 = vaddq_u32(t46, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_10 = vreinterpretq_s32_u32(i_v_2);
                int32x4_t t47 = vmulq_s32(i_v_10, vdupq_n_s32(3));
                vst1q_s32(a + i_vec_2, t47);
                uint32x4_t t48 = vaddq_u32(i_v_2, vdupq_n_u32(4));
                int32x4_t i_v_11 = vreinterpretq_s32_u32(t48);
                int32x4_t t49 = vmulq_s32(i_v_11, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_2 + 4L), t49);
                uint32x4_t t50 = vaddq_u32(i_v_2, vdupq_n_u32(8));
                int32x4_t i_v_12 = vreinterpretq_s32_u32(t50);
                int32x4_t t51 = vmulq_s32(i_v_12, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_2 + 8L), t51);
                uint32x4_t t52 = vaddq_u32(i_v_2, vdupq_n_u32(12));
                int32x4_t i_v_13 = vreinterpretq_s32_u32(t52);
                int32x4_t t53 = vmulq_s32(i_v_13, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_2 + 12L), t53);
                i_vec_2 += 16L;
                uint32x4_t t54 = vaddq_u32(i_v_2, vdupq_n_u32(16));
                if (i_vec_2 >= t44) {
                    break;
                }
                i_v_2 = t54;
            }
            t55 = (int)t44;
        } else {
            t55 = 0;
        }
        long t56 = (long)t55;
        long t57 = t25 + t56 * -1L + 1L;
        if (t57 >= 4L) {
            long t58 = t57 & -4L;
            int32x4_t t59 = vdupq_n_s32(t55);
            uint32x4_t t60 = vreinterpretq_u32_s32(t59);
            uint32x4_t i_v_3 = vaddq_u32(t60, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_14 = vreinterpretq_s32_u32(i_v_3);
                int32x4_t t61 = vmulq_s32(i_v_14, vdupq_n_s32(3));
                vst1q_s32(a + (t56 + i_vec_3), t61);
                i_vec_3 += 4L;
                uint32x4_t t62 = vaddq_u32(i_v_3, vdupq_n_u32(4));
                if (i_vec_3 >= t58) {
                    break;
                }
                i_v_3 = t62;
            }
            i_1 = (int)(t56 + t58);
        } else {
            i_1 = t55;
        }
        while (i_1 <= n) {
            a[i_1] = i_1 * 3;
            i_1++;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t42 * 4UL);
        free((void *)a);
        const short *t63 = hs;
        if (n < 1099) {
            t64 = n;
        } else {
            t64 = 1099;
        }
        copy_may_alias(t64, &hs[1], t63);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t22, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        if (t26) {
            long t65 = t25 & -16L;
            int32x4_t t66 = vdupq_n_s32(0);
            uint32x4_t t67 = vreinterpretq_u32_s32(t66);
            uint32x4_t i_v_4 = vaddq_u32(t67, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_15 = vreinterpretq_s32_u32(i_v_4);
                float32x4_t t68 = vcvtq_f32_s32(i_v_15);
                float32x4_t t69 = vdivq_f32(t68, vdupq_n_f32(3.0f));
                vst1q_f32(f + i_vec_4, t69);
                uint32x4_t t70 = vaddq_u32(i_v_4, vdupq_n_u32(4));
                int32x4_t i_v_16 = vreinterpretq_s32_u32(t70);
                float32x4_t t71 = vcvtq_f32_s32(i_v_16);
                float32x4_t t72 = vdivq_f32(t71, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_4 + 4L), t72);
                uint32x4_t t73 = vaddq_u32(i_v_4, vdupq_n_u32(8));
                int32x4_t i_v_17 = vreinterpretq_s32_u32(t73);
                float32x4_t t74 = vcvtq_f32_s32(i_v_17);
                float32x4_t t75 = vdivq_f32(t74, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_4 + 8L), t75);
                uint32x4_t t76 = vaddq_u32(i_v_4, vdupq_n_u32(12));
                int32x4_t i_v_18 = vreinterpretq_s32_u32(t76);
                float32x4_t t77 = vcvtq_f32_s32(i_v_18);
                float32x4_t t78 = vdivq_f32(t77, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_4 + 12L), t78);
                i_vec_4 += 16L;
                uint32x4_t t79 = vaddq_u32(i_v_4, vdupq_n_u32(16));
                if (i_vec_4 >= t65) {
                    break;
                }
                i_v_4 = t79;
            }
            t80 = (int)t65;
        } else {
            t80 = 0;
        }
        long t81 = (long)t80;
        long t82 = t25 + t81 * -1L;
        if (t82 >= 4L) {
            long t83 = t82 & -4L;
            int32x4_t t84 = vdupq_n_s32(t80);
            uint32x4_t t85 = vreinterpretq_u32_s32(t84);
            uint32x4_t i_v_5 = vaddq_u32(t85, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_19 = vreinterpretq_s32_u32(i_v_5);
                float32x4_t t86 = vcvtq_f32_s32(i_v_19);
                float32x4_t t87 = vdivq_f32(t86, vdupq_n_f32(3.0f));
                vst1q_f32(f + (t81 + i_vec_5), t87);
                i_vec_5 += 4L;
                uint32x4_t t88 = vaddq_u32(i_v_5, vdupq_n_u32(4));
                if (i_vec_5 >= t83) {
                    break;
                }
                i_v_5 = t88;
            }
            i_2 = (int)(t81 + t83);
        } else {
            i_2 = t80;
        }
        while (i_2 < n) {
            f[i_2] = (float)i_2 / 3.0f;
            i_2++;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t40 * 8UL);
        free((void *)d);
        free((void *)f);
        int t89 = 2 * n;
        short *sd = (short *)new_array(t89, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t90 = t25 * 2L;
        if (t90 >= 32L) {
            long t91 = t90 & -32L;
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vst1q_s16(sd + i_vec_6, vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_6 + 8L), vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_6 + 16L), vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_6 + 24L), vdupq_n_s16(-1));
                i_vec_6 += 32L;
            } while (i_vec_6 < t91);
            t92 = (int)t91;
        } else {
            t92 = 0;
        }
        long t93 = (long)t92;
        long t94 = t90 + t93 * -1L;
        if (t94 >= 8L) {
            long t95 = t94 & -8L;
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vst1q_s16(sd + (t93 + i_vec_7), vdupq_n_s16(-1));
                i_vec_7 += 8L;
            } while (i_vec_7 < t95);
            i_3 = (int)(t93 + t95);
        } else {
            i_3 = t92;
        }
        while (i_3 < t89) {
            sd[i_3] = (short)-1;
            i_3++;
        }
        if (t26) {
            long t96 = t25 & -16L;
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
                if (i_vec_8 >= t96) {
                    break;
                }
                i_v_6 = t102;
            }
            t103 = (int)t96;
        } else {
            t103 = 0;
        }
        long t104 = (long)t103;
        long t105 = t25 + t104 * -1L;
        if (t105 >= 8L) {
            long t106 = t105 & -8L;
            vcc_v8_int t107 = (vcc_v8_int){t103, t103, t103, t103, t103, t103, t103, t103};
            vcc_v8_uint t108 = (vcc_v8_uint)t107;
            vcc_v8_uint i_v_7 = t108 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_22 = (vcc_v8_int)i_v_7;
                vcc_v8_int t109 = i_v_22 - (vcc_v8_int){40, 40, 40, 40, 40, 40, 40, 40};
                int16x8_t t110 = (int16x8_t)__builtin_convertvector(t109, vcc_v8_short);
                vst1q_s16(ss + (t104 + i_vec_9), t110);
                i_vec_9 += 8L;
                vcc_v8_uint t111 = i_v_7 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_9 >= t106) {
                    break;
                }
                i_v_7 = t111;
            }
            i_4 = (int)(t104 + t106);
        } else {
            i_4 = t103;
        }
        while (i_4 < n) {
            ss[i_4] = (short)(i_4 - 40);
            i_4++;
        }
        copy_strided(n, sd, ss);
        unsigned long t112 = hash_bytes((const void *)sd, (unsigned long)t89 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t112);
        count_idx++;
        n_1 = n;
    }
}
