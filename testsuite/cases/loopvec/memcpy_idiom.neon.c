/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=4 */
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
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2))) {
        long t4 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t src_v = vld1q_s16(src + i_vec);
            vst1q_s16(dst + i_vec, src_v);
            long t5 = i_vec + 8L;
            int16x8_t src_v_1 = vld1q_s16(src + t5);
            vst1q_s16(dst + t5, src_v_1);
            long t6 = i_vec + 16L;
            int16x8_t src_v_2 = vld1q_s16(src + t6);
            vst1q_s16(dst + t6, src_v_2);
            long t7 = i_vec + 24L;
            int16x8_t src_v_3 = vld1q_s16(src + t7);
            vst1q_s16(dst + t7, src_v_3);
            i_vec += 32L;
        } while (i_vec < t4);
        t8 = (int)t4;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)dst;
    unsigned long t11 = (unsigned long)src;
    if ((t9 >= 8L) & (((t10 + (unsigned long)((long)t8 * 2L + 2L + (t9 - 1L) * 2L)) <= (t11 + (unsigned long)((long)t8 * 2L))) | ((t11 + (unsigned long)((long)t8 * 2L + 2L + (t9 - 1L) * 2L)) <= (t10 + (unsigned long)((long)t8 * 2L))))) {
        long t12 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:51 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap, scalar epilogue */
        do {
            long t13 = (long)t8 + i_vec_1;
            int16x8_t src_v_4 = vld1q_s16(src + t13);
            vst1q_s16(dst + t13, src_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t8 + t12);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        dst[t14] = src[t14];
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
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            short *t3 = dst + 2 * (int)i_vec;
            int16x8_t src_v = vld1q_s16(src + i_vec);
            int16x8_t t4 = vzip1q_s16(src_v, src_v);
            uint16x8_t t5 = (uint16x8_t)__builtin_convertvector((vcc_v8_int){1, 0, 1, 0, 1, 0, 1, 0} != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, vcc_m8);
            do { uint16x8_t vcc_nm = t5; int16x8_t vcc_nv = t4; int16_t *vcc_np = (int16_t *)(t3); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            int16x8_t t6 = vzip2q_s16(src_v, src_v);
            uint16x8_t t7 = (uint16x8_t)__builtin_convertvector((vcc_v8_int){1, 0, 1, 0, 1, 0, 1, 0} != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, vcc_m8);
            do { uint16x8_t vcc_nm = t7; int16x8_t vcc_nv = t6; int16_t *vcc_np = (int16_t *)(t3 + 8); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            long t8 = i_vec + 8L;
            short *t9 = dst + 2 * (int)t8;
            int16x8_t src_v_1 = vld1q_s16(src + t8);
            int16x8_t t10 = vzip1q_s16(src_v_1, src_v_1);
            uint16x8_t t11 = (uint16x8_t)__builtin_convertvector((vcc_v8_int){1, 0, 1, 0, 1, 0, 1, 0} != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, vcc_m8);
            do { uint16x8_t vcc_nm = t11; int16x8_t vcc_nv = t10; int16_t *vcc_np = (int16_t *)(t9); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            int16x8_t t12 = vzip2q_s16(src_v_1, src_v_1);
            uint16x8_t t13 = (uint16x8_t)__builtin_convertvector((vcc_v8_int){1, 0, 1, 0, 1, 0, 1, 0} != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, vcc_m8);
            do { uint16x8_t vcc_nm = t13; int16x8_t vcc_nv = t12; int16_t *vcc_np = (int16_t *)(t9 + 8); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            short *t18 = dst + 2 * (int)t17;
            int16x8_t src_v_2 = vld1q_s16(src + t17);
            int16x8_t t19 = vzip1q_s16(src_v_2, src_v_2);
            uint16x8_t t20 = (uint16x8_t)__builtin_convertvector((vcc_v8_int){1, 0, 1, 0, 1, 0, 1, 0} != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, vcc_m8);
            do { uint16x8_t vcc_nm = t20; int16x8_t vcc_nv = t19; int16_t *vcc_np = (int16_t *)(t18); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            int16x8_t t21 = vzip2q_s16(src_v_2, src_v_2);
            uint16x8_t t22 = (uint16x8_t)__builtin_convertvector((vcc_v8_int){1, 0, 1, 0, 1, 0, 1, 0} != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, vcc_m8);
            do { uint16x8_t vcc_nm = t22; int16x8_t vcc_nv = t21; int16_t *vcc_np = (int16_t *)(t18 + 8); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        dst[2 * i] = src[i];
    }
}

int main(void) {
    float s;
    int n;
    int t3;
    int t83;
    int i;
    int t112;
    int i_1;
    int t120;
    int t137;
    int i_2;
    int t148;
    int i_3;
    int t167;
    int i_4;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int32x2_t t4 = vdup_n_s32(0);
        uint32x2_t t5 = vreinterpret_u32_s32(t4);
        uint32x2_t i_v = vadd_u32(t5, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        int32x2_t t6 = vdup_n_s32(0);
        int32x2_t t7 = vadd_s32(t6, ((int32x2_t)(vcc_v2_int){0, 1}));
        uint32x2_t t8 = vreinterpret_u32_s32(t7);
        uint32x2_t t9 = vsub_u32(t8, vdup_n_u32(11));
        uint32x2_t t10 = vmin_u32(t8, t9);
        int32x2_t t1 = vreinterpret_s32_u32(t10);
        long i_vec = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vectorized: VF 2, UF 4, the remainder at 75:37 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            int32x2_t i_v_9 = vreinterpret_s32_u32(i_v);
            vst1q_f64(&gd[i_vec], vdupq_n_f64(-1.0));
            float64x2_t t11 = vcvtq_f64_s64(vmovl_s32(i_v_9));
            float64x2_t t12 = vmulq_f64(t11, vdupq_n_f64(0.5));
            vst1q_f64(&hd[i_vec], t12);
            int32x2_t t13 = vmul_s32(i_v_9, vdup_n_s32(7));
            vcc_v2_short t14 = __builtin_convertvector((vcc_v2_int)t13, vcc_v2_short);
            vcc_store(&gs[i_vec], t14);
            vcc_store(&hs[i_vec], ((vcc_v2_short){(short)-1, (short)-1}));
            float32x2_t t15 = vcvt_f32_s32(t1);
            float32x2_t t16 = vmul_f32(t15, vdup_n_f32(0.25f));
            vst1_f32(&initialized[i_vec], t16);
            long t17 = i_vec + 2L;
            uint32x2_t t18 = vadd_u32(i_v, vdup_n_u32(2));
            int32x2_t i_v_10 = vreinterpret_s32_u32(t18);
            vst1q_f64(&gd[t17], vdupq_n_f64(-1.0));
            float64x2_t t19 = vcvtq_f64_s64(vmovl_s32(i_v_10));
            float64x2_t t20 = vmulq_f64(t19, vdupq_n_f64(0.5));
            vst1q_f64(&hd[t17], t20);
            int32x2_t t21 = vmul_s32(i_v_10, vdup_n_s32(7));
            vcc_v2_short t22 = __builtin_convertvector((vcc_v2_int)t21, vcc_v2_short);
            vcc_store(&gs[t17], t22);
            vcc_store(&hs[t17], ((vcc_v2_short){(short)-1, (short)-1}));
            int32x2_t t23 = vadd_s32(t1, vdup_n_s32(2));
            uint32x2_t t24 = vreinterpret_u32_s32(t23);
            uint32x2_t t25 = vsub_u32(t24, vdup_n_u32(11));
            uint32x2_t t26 = vmin_u32(t24, t25);
            int32x2_t t27 = vreinterpret_s32_u32(t26);
            float32x2_t t28 = vcvt_f32_s32(t27);
            float32x2_t t29 = vmul_f32(t28, vdup_n_f32(0.25f));
            vst1_f32(&initialized[t17], t29);
            long t30 = i_vec + 4L;
            uint32x2_t t31 = vadd_u32(i_v, vdup_n_u32(4));
            int32x2_t i_v_11 = vreinterpret_s32_u32(t31);
            vst1q_f64(&gd[t30], vdupq_n_f64(-1.0));
            float64x2_t t32 = vcvtq_f64_s64(vmovl_s32(i_v_11));
            float64x2_t t33 = vmulq_f64(t32, vdupq_n_f64(0.5));
            vst1q_f64(&hd[t30], t33);
            int32x2_t t34 = vmul_s32(i_v_11, vdup_n_s32(7));
            vcc_v2_short t35 = __builtin_convertvector((vcc_v2_int)t34, vcc_v2_short);
            vcc_store(&gs[t30], t35);
            vcc_store(&hs[t30], ((vcc_v2_short){(short)-1, (short)-1}));
            int32x2_t t36 = vadd_s32(t1, vdup_n_s32(4));
            uint32x2_t t37 = vreinterpret_u32_s32(t36);
            uint32x2_t t38 = vsub_u32(t37, vdup_n_u32(11));
            uint32x2_t t39 = vmin_u32(t37, t38);
            int32x2_t t40 = vreinterpret_s32_u32(t39);
            float32x2_t t41 = vcvt_f32_s32(t40);
            float32x2_t t42 = vmul_f32(t41, vdup_n_f32(0.25f));
            vst1_f32(&initialized[t30], t42);
            long t43 = i_vec + 6L;
            uint32x2_t t44 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_12 = vreinterpret_s32_u32(t44);
            vst1q_f64(&gd[t43], vdupq_n_f64(-1.0));
            float64x2_t t45 = vcvtq_f64_s64(vmovl_s32(i_v_12));
            float64x2_t t46 = vmulq_f64(t45, vdupq_n_f64(0.5));
            vst1q_f64(&hd[t43], t46);
            int32x2_t t47 = vmul_s32(i_v_12, vdup_n_s32(7));
            vcc_v2_short t48 = __builtin_convertvector((vcc_v2_int)t47, vcc_v2_short);
            vcc_store(&gs[t43], t48);
            vcc_store(&hs[t43], ((vcc_v2_short){(short)-1, (short)-1}));
            int32x2_t t49 = vadd_s32(t1, vdup_n_s32(6));
            uint32x2_t t50 = vreinterpret_u32_s32(t49);
            uint32x2_t t51 = vsub_u32(t50, vdup_n_u32(11));
            uint32x2_t t52 = vmin_u32(t50, t51);
            int32x2_t t53 = vreinterpret_s32_u32(t52);
            float32x2_t t54 = vcvt_f32_s32(t53);
            float32x2_t t55 = vmul_f32(t54, vdup_n_f32(0.25f));
            vst1_f32(&initialized[t43], t55);
            i_vec += 8L;
            uint32x2_t t56 = vadd_u32(i_v, vdup_n_u32(8));
            int32x2_t t57 = vadd_s32(t1, vdup_n_s32(8));
            uint32x2_t t58 = vreinterpret_u32_s32(t57);
            uint32x2_t t59 = vsub_u32(t58, vdup_n_u32(11));
            uint32x2_t t60 = vmin_u32(t58, t59);
            int32x2_t t61 = vreinterpret_s32_u32(t60);
            if (i_vec >= 1096L) {
                break;
            }
            i_v = t56;
            t1 = t61;
        }
        int32x2_t t62 = vdup_n_s32(1096);
        uint32x2_t t63 = vreinterpret_u32_s32(t62);
        uint32x2_t i_v_1 = vadd_u32(t63, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        int32x2_t t64 = vdup_n_s32(7);
        int32x2_t t65 = vadd_s32(t64, ((int32x2_t)(vcc_v2_int){0, 1}));
        uint32x2_t t66 = vreinterpret_u32_s32(t65);
        uint32x2_t t67 = vsub_u32(t66, vdup_n_u32(11));
        uint32x2_t t68 = vmin_u32(t66, t67);
        int32x2_t t2 = vreinterpret_s32_u32(t68);
        long i_vec_1 = 0L;
        /* vcc: loop at memcpy_idiom.c:70 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t69 = 1096L + i_vec_1;
            int32x2_t i_v_13 = vreinterpret_s32_u32(i_v_1);
            vst1q_f64(&gd[t69], vdupq_n_f64(-1.0));
            float64x2_t t70 = vcvtq_f64_s64(vmovl_s32(i_v_13));
            float64x2_t t71 = vmulq_f64(t70, vdupq_n_f64(0.5));
            vst1q_f64(&hd[t69], t71);
            int32x2_t t72 = vmul_s32(i_v_13, vdup_n_s32(7));
            vcc_v2_short t73 = __builtin_convertvector((vcc_v2_int)t72, vcc_v2_short);
            vcc_store(&gs[t69], t73);
            vcc_store(&hs[t69], ((vcc_v2_short){(short)-1, (short)-1}));
            float32x2_t t74 = vcvt_f32_s32(t2);
            float32x2_t t75 = vmul_f32(t74, vdup_n_f32(0.25f));
            vst1_f32(&initialized[t69], t75);
            i_vec_1 += 2L;
            uint32x2_t t76 = vadd_u32(i_v_1, vdup_n_u32(2));
            int32x2_t t77 = vadd_s32(t2, vdup_n_s32(2));
            uint32x2_t t78 = vreinterpret_u32_s32(t77);
            uint32x2_t t79 = vsub_u32(t78, vdup_n_u32(11));
            uint32x2_t t80 = vmin_u32(t78, t79);
            int32x2_t t81 = vreinterpret_s32_u32(t80);
            if (i_vec_1 >= 4L) {
                break;
            }
            i_v_1 = t76;
            t2 = t81;
        }
        if ((n + 4) <= 1100) {
            copy_globals(n);
        }
        unsigned long long h = (unsigned long long)hash_bytes((const void *)gd, 8800UL);
        int lo = n / 3 - 5;
        const short *t82 = gs;
        if (lo < 0) {
            t83 = 0;
        } else {
            t83 = lo;
        }
        copy_restrict(t83, n, hs, t82);
        copy_restrict(n, lo, hs, t82);
        const void *t84 = (const void *)hs;
        unsigned long long h_1 = h * 31ULL + (unsigned long long)hash_bytes(t84, 2200UL);
        void *t85 = new_array(n, 1UL);
        unsigned char *bd = (unsigned char *)t85;
        void *t86 = new_array(n, 1UL);
        unsigned char *bs = (unsigned char *)t86;
        long t87 = (long)n;
        unsigned long t88 = (unsigned long)t85;
        unsigned long t89 = (unsigned long)t86;
        if ((t87 >= 16L) & (((t88 + (unsigned long)(1L + (t87 - 1L) * 1L)) <= t89) | ((t89 + (unsigned long)(1L + (t87 - 1L) * 1L)) <= t88))) {
            long t90 = t87 & -16L;
            vcc_v16_int t91 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t92 = (vcc_v16_uint)t91;
            vcc_v16_uint i_v_2 = t92 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long i_vec_2 = 0L;
            /* vcc: loop at memcpy_idiom.c:86 vectorized: VF 16, UF 1, run-time check: the value of the call to `new_array` at 85:29 and the value of the call to `new_array` at 85:52 do not overlap, scalar epilogue */
            for (;;) {
                vcc_v16_int i_v_14 = (vcc_v16_int)i_v_2;
                vcc_v16_int t93 = i_v_14 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                uint8x16_t t94 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t93, vcc_v16_short), vcc_v16_uchar);
                vst1q_u8(bs + i_vec_2, t94);
                vst1q_u8(bd + i_vec_2, vdupq_n_u8(0));
                i_vec_2 += 16L;
                vcc_v16_uint t95 = i_v_2 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec_2 >= t90) {
                    break;
                }
                i_v_2 = t95;
            }
            i = (int)t90;
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            long t96 = (long)i;
            bs[t96] = (unsigned char)(i * 13);
            bd[t96] = (unsigned char)0;
        }
        copy_bytes((unsigned int)n, bd, bs);
        unsigned long t97 = (unsigned long)n;
        unsigned long t98 = hash_bytes((const void *)bd, t97 * 1UL);
        free((void *)bd);
        free((void *)bs);
        s = copy_to_local(n);
        unsigned long long h_2 = (h_1 * 31ULL + (unsigned long long)t98) * 31ULL + (unsigned long long)hash_bytes((const void *)&s, 4UL);
        int t99 = n + 1;
        int *a = (int *)new_array(t99, 4UL);
        long t100 = (long)n + 1L;
        if (t100 >= 16L) {
            long t101 = t100 & -16L;
            int32x4_t t102 = vdupq_n_s32(0);
            uint32x4_t t103 = vreinterpretq_u32_s32(t102);
            uint32x4_t i_v_3 = vaddq_u32(t103, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_3 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_15 = vreinterpretq_s32_u32(i_v_3);
                int32x4_t t104 = vmulq_s32(i_v_15, vdupq_n_s32(3));
                vst1q_s32(a + i_vec_3, t104);
                uint32x4_t t105 = vaddq_u32(i_v_3, vdupq_n_u32(4));
                int32x4_t i_v_16 = vreinterpretq_s32_u32(t105);
                int32x4_t t106 = vmulq_s32(i_v_16, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_3 + 4L), t106);
                uint32x4_t t107 = vaddq_u32(i_v_3, vdupq_n_u32(8));
                int32x4_t i_v_17 = vreinterpretq_s32_u32(t107);
                int32x4_t t108 = vmulq_s32(i_v_17, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_3 + 8L), t108);
                uint32x4_t t109 = vaddq_u32(i_v_3, vdupq_n_u32(12));
                int32x4_t i_v_18 = vreinterpretq_s32_u32(t109);
                int32x4_t t110 = vmulq_s32(i_v_18, vdupq_n_s32(3));
                vst1q_s32(a + (i_vec_3 + 12L), t110);
                i_vec_3 += 16L;
                uint32x4_t t111 = vaddq_u32(i_v_3, vdupq_n_u32(16));
                if (i_vec_3 >= t101) {
                    break;
                }
                i_v_3 = t111;
            }
            t112 = (int)t101;
        } else {
            t112 = 0;
        }
        long t113 = (long)n + (long)t112 * -1L + 1L;
        if (t113 >= 4L) {
            long t114 = t113 & -4L;
            int32x4_t t115 = vdupq_n_s32(t112);
            uint32x4_t t116 = vreinterpretq_u32_s32(t115);
            uint32x4_t i_v_4 = vaddq_u32(t116, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_4 = 0L;
            /* vcc: loop at memcpy_idiom.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_19 = vreinterpretq_s32_u32(i_v_4);
                int32x4_t t117 = vmulq_s32(i_v_19, vdupq_n_s32(3));
                vst1q_s32(a + ((long)t112 + i_vec_4), t117);
                i_vec_4 += 4L;
                uint32x4_t t118 = vaddq_u32(i_v_4, vdupq_n_u32(4));
                if (i_vec_4 >= t114) {
                    break;
                }
                i_v_4 = t118;
            }
            i_1 = (int)((long)t112 + t114);
        } else {
            i_1 = t112;
        }
        for (; i_1 <= n; i_1++) {
            a[i_1] = i_1 * 3;
        }
        shift_down(n, a);
        unsigned long long h_3 = h_2 * 31ULL + (unsigned long long)hash_bytes((const void *)a, (unsigned long)t99 * 4UL);
        free((void *)a);
        const short *t119 = hs;
        if (n < 1099) {
            t120 = n;
        } else {
            t120 = 1099;
        }
        copy_may_alias(t120, &hs[1], t119);
        unsigned long long h_4 = h_3 * 31ULL + (unsigned long long)hash_bytes(t84, 2200UL);
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        long t121 = (long)n;
        if (t121 >= 16L) {
            long t122 = t121 & -16L;
            int32x4_t t123 = vdupq_n_s32(0);
            uint32x4_t t124 = vreinterpretq_u32_s32(t123);
            uint32x4_t i_v_5 = vaddq_u32(t124, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_5 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_20 = vreinterpretq_s32_u32(i_v_5);
                float32x4_t t125 = vcvtq_f32_s32(i_v_20);
                float32x4_t t126 = vdivq_f32(t125, vdupq_n_f32(3.0f));
                vst1q_f32(f + i_vec_5, t126);
                uint32x4_t t127 = vaddq_u32(i_v_5, vdupq_n_u32(4));
                int32x4_t i_v_21 = vreinterpretq_s32_u32(t127);
                float32x4_t t128 = vcvtq_f32_s32(i_v_21);
                float32x4_t t129 = vdivq_f32(t128, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_5 + 4L), t129);
                uint32x4_t t130 = vaddq_u32(i_v_5, vdupq_n_u32(8));
                int32x4_t i_v_22 = vreinterpretq_s32_u32(t130);
                float32x4_t t131 = vcvtq_f32_s32(i_v_22);
                float32x4_t t132 = vdivq_f32(t131, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_5 + 8L), t132);
                uint32x4_t t133 = vaddq_u32(i_v_5, vdupq_n_u32(12));
                int32x4_t i_v_23 = vreinterpretq_s32_u32(t133);
                float32x4_t t134 = vcvtq_f32_s32(i_v_23);
                float32x4_t t135 = vdivq_f32(t134, vdupq_n_f32(3.0f));
                vst1q_f32(f + (i_vec_5 + 12L), t135);
                i_vec_5 += 16L;
                uint32x4_t t136 = vaddq_u32(i_v_5, vdupq_n_u32(16));
                if (i_vec_5 >= t122) {
                    break;
                }
                i_v_5 = t136;
            }
            t137 = (int)t122;
        } else {
            t137 = 0;
        }
        long t138 = (long)n + (long)t137 * -1L;
        if (t138 >= 4L) {
            long t139 = t138 & -4L;
            int32x4_t t140 = vdupq_n_s32(t137);
            uint32x4_t t141 = vreinterpretq_u32_s32(t140);
            uint32x4_t i_v_6 = vaddq_u32(t141, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_6 = 0L;
            /* vcc: loop at memcpy_idiom.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_24 = vreinterpretq_s32_u32(i_v_6);
                float32x4_t t142 = vcvtq_f32_s32(i_v_24);
                float32x4_t t143 = vdivq_f32(t142, vdupq_n_f32(3.0f));
                vst1q_f32(f + ((long)t137 + i_vec_6), t143);
                i_vec_6 += 4L;
                uint32x4_t t144 = vaddq_u32(i_v_6, vdupq_n_u32(4));
                if (i_vec_6 >= t139) {
                    break;
                }
                i_v_6 = t144;
            }
            i_2 = (int)((long)t137 + t139);
        } else {
            i_2 = t137;
        }
        for (; i_2 < n; i_2++) {
            f[i_2] = (float)i_2 / 3.0f;
        }
        copy_convert(n, d, f);
        unsigned long long h_5 = h_4 * 31ULL + (unsigned long long)hash_bytes((const void *)d, t97 * 8UL);
        free((void *)d);
        free((void *)f);
        int t145 = 2 * n;
        short *sd = (short *)new_array(t145, 2UL);
        short *ss = (short *)new_array(n, 2UL);
        long t146 = (long)n * 2L;
        if (t146 >= 32L) {
            long t147 = t146 & -32L;
            long i_vec_7 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vst1q_s16(sd + i_vec_7, vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_7 + 8L), vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_7 + 16L), vdupq_n_s16(-1));
                vst1q_s16(sd + (i_vec_7 + 24L), vdupq_n_s16(-1));
                i_vec_7 += 32L;
            } while (i_vec_7 < t147);
            t148 = (int)t147;
        } else {
            t148 = 0;
        }
        long t149 = (long)n * 2L + (long)t148 * -1L;
        if (t149 >= 8L) {
            long t150 = t149 & -8L;
            long i_vec_8 = 0L;
            /* vcc: loop at memcpy_idiom.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                vst1q_s16(sd + ((long)t148 + i_vec_8), vdupq_n_s16(-1));
                i_vec_8 += 8L;
            } while (i_vec_8 < t150);
            i_3 = (int)((long)t148 + t150);
        } else {
            i_3 = t148;
        }
        for (; i_3 < t145; i_3++) {
            sd[i_3] = (short)-1;
        }
        long t151 = (long)n;
        if (t151 >= 16L) {
            long t152 = t151 & -16L;
            int32x4_t t153 = vdupq_n_s32(0);
            uint32x4_t t154 = vreinterpretq_u32_s32(t153);
            uint32x4_t i_v_7 = vaddq_u32(t154, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_9 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_25 = vreinterpretq_s32_u32(i_v_7);
                int32x4_t t155 = vsubq_s32(i_v_25, vdupq_n_s32(40));
                int16x4_t t156 = vmovn_s32(t155);
                vst1_s16(ss + i_vec_9, t156);
                uint32x4_t t157 = vaddq_u32(i_v_7, vdupq_n_u32(4));
                int32x4_t i_v_26 = vreinterpretq_s32_u32(t157);
                int32x4_t t158 = vsubq_s32(i_v_26, vdupq_n_s32(40));
                int16x4_t t159 = vmovn_s32(t158);
                vst1_s16(ss + (i_vec_9 + 4L), t159);
                uint32x4_t t160 = vaddq_u32(i_v_7, vdupq_n_u32(8));
                int32x4_t i_v_27 = vreinterpretq_s32_u32(t160);
                int32x4_t t161 = vsubq_s32(i_v_27, vdupq_n_s32(40));
                int16x4_t t162 = vmovn_s32(t161);
                vst1_s16(ss + (i_vec_9 + 8L), t162);
                uint32x4_t t163 = vaddq_u32(i_v_7, vdupq_n_u32(12));
                int32x4_t i_v_28 = vreinterpretq_s32_u32(t163);
                int32x4_t t164 = vsubq_s32(i_v_28, vdupq_n_s32(40));
                int16x4_t t165 = vmovn_s32(t164);
                vst1_s16(ss + (i_vec_9 + 12L), t165);
                i_vec_9 += 16L;
                uint32x4_t t166 = vaddq_u32(i_v_7, vdupq_n_u32(16));
                if (i_vec_9 >= t152) {
                    break;
                }
                i_v_7 = t166;
            }
            t167 = (int)t152;
        } else {
            t167 = 0;
        }
        long t168 = (long)n + (long)t167 * -1L;
        if (t168 >= 4L) {
            long t169 = t168 & -4L;
            int32x4_t t170 = vdupq_n_s32(t167);
            uint32x4_t t171 = vreinterpretq_u32_s32(t170);
            uint32x4_t i_v_8 = vaddq_u32(t171, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_10 = 0L;
            /* vcc: loop at memcpy_idiom.c:111 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_29 = vreinterpretq_s32_u32(i_v_8);
                int32x4_t t172 = vsubq_s32(i_v_29, vdupq_n_s32(40));
                int16x4_t t173 = vmovn_s32(t172);
                vst1_s16(ss + ((long)t167 + i_vec_10), t173);
                i_vec_10 += 4L;
                uint32x4_t t174 = vaddq_u32(i_v_8, vdupq_n_u32(4));
                if (i_vec_10 >= t169) {
                    break;
                }
                i_v_8 = t174;
            }
            i_4 = (int)((long)t167 + t169);
        } else {
            i_4 = t167;
        }
        for (; i_4 < n; i_4++) {
            ss[i_4] = (short)(i_4 - 40);
        }
        copy_strided(n, sd, ss);
        unsigned long t175 = hash_bytes((const void *)sd, (unsigned long)t145 * 2UL);
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t175);
    }
}
