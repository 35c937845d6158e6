/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=2 sse4.2=0 neon=3 */
#include "harness.h"

/* Arrays of structures updated in place: loads and stores of one base in interleave groups
   (`legal/access.rs` `find_groups`), allowed where every read of the base comes before every
   write in the body and the first member written is not after the first member read
   (`x_from_yz`, `x_from_all`), on targets whose masked stores cost what plain ones do (avx512:
   a store group with gaps stored lane by lane ran slower than the scalar loop on sse2), never
   on the generic target. The load group reads the whole stretch (its gaps read and not used),
   the store group writes only its members (the gaps left alone). Where a later member
   is written (`y_between`, `im_from_re`, `green_from_rb`), a store group's last vector would
   cover the next vector iteration's first load, which the core cannot forward: those stay
   gathers and scatters (and scalar where those do not pay). `later_read` reads a member after
   writing another: not grouped either. Arrays are exactly n structures, so that ASan sees any
   access past the last one. */
struct xyz {
    float x, y, z;
};
struct cplx {
    double re, im;
};
struct rgb {
    unsigned char r, g, b;
};

/* Two members read, the third written (coverage eq_aos3). */
void x_from_yz(int n, struct xyz *p, float s) {
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        float32x4_t s_v = vdupq_n_f32(s);
        long i_vec = 0L;
        /* vcc: loop at aos_update.c:28 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            struct xyz *t3 = p + i_vec;
            struct xyz *t4 = p + (i_vec + 4L);
            float32x4_t p_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t3->y); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t4->y); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t5 = vmulq_f32(p_v, s_v);
            float32x4_t t6 = vmulq_f32(p_v_1, s_v);
            float32x4_t p_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t3->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t4->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t7 = vaddq_f32(t5, p_v_2);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t7; float32_t *vcc_np = (float32_t *)(&t3->x); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t8 = vaddq_f32(t6, p_v_3);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t8; float32_t *vcc_np = (float32_t *)(&t4->x); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long i_vec_1 = 0L;
        /* vcc: loop at aos_update.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            struct xyz *t12 = p + ((long)t9 + i_vec_1);
            float32x4_t p_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t12->y); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t13 = vmulq_f32(p_v_4, s_v_1);
            float32x4_t p_v_5 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t12->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t14 = vaddq_f32(t13, p_v_5);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)(&t12->x); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        struct xyz *t15 = p + i;
        t15->x = t15->y * s + t15->z;
    }
}

/* Every member read, one written back. */
void x_from_all(int n, struct xyz *p) {
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aos_update.c:34 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            struct xyz *t3 = p + i_vec;
            struct xyz *t4 = p + (i_vec + 4L);
            float *t5 = &t3->x;
            float *t6 = &t4->x;
            float32x4_t p_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(t5); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(t6); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t7 = vmulq_f32(p_v, vdupq_n_f32(0.5f));
            float32x4_t t8 = vmulq_f32(p_v_1, vdupq_n_f32(0.5f));
            float32x4_t p_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t3->y); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t4->y); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t3->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_5 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t4->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t9 = vmulq_f32(p_v_2, p_v_4);
            float32x4_t t10 = vaddq_f32(t7, t9);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t10; float32_t *vcc_np = (float32_t *)(t5); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t11 = vmulq_f32(p_v_3, p_v_5);
            float32x4_t t12 = vaddq_f32(t8, t11);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t12; float32_t *vcc_np = (float32_t *)(t6); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at aos_update.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            struct xyz *t16 = p + ((long)t13 + i_vec_1);
            float *t17 = &t16->x;
            float32x4_t p_v_6 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(t17); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t18 = vmulq_f32(p_v_6, vdupq_n_f32(0.5f));
            float32x4_t p_v_7 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t16->y); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_8 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t16->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t19 = vmulq_f32(p_v_7, p_v_8);
            float32x4_t t20 = vaddq_f32(t18, t19);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t20; float32_t *vcc_np = (float32_t *)(t17); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        struct xyz *t21 = p + i;
        float *t22 = &t21->x;
        *t22 = *t22 * 0.5f + t21->y * t21->z;
    }
}

/* Outer members read, the middle one written. */
void y_between(int n, struct xyz *p) {
    for (int i = 0; i < n; i++)
        p[i].y = p[i].x - p[i].z;
}

/* Pairs of doubles: the imaginary part from the real one. */
void im_from_re(int n, struct cplx *c, double k) {
    for (int i = 0; i < n; i++)
        c[i].im = c[i].re * k + c[i].im;
}

/* Bytes: green from red and blue. */
void green_from_rb(int n, struct rgb *p) {
    for (int i = 0; i < n; i++)
        p[i].g = (unsigned char)((p[i].r + p[i].b) >> 1);
}

/* A read after a write of the same base: not grouped. */
void later_read(int n, struct xyz *p, float *restrict out) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at aos_update.c:58 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            struct xyz *t4 = p + i_vec;
            struct xyz *t5 = p + t3;
            float32x4_t p_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t4->x); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t5->x); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t6 = vaddq_f32(p_v, vdupq_n_f32(1.0f));
            float32x4_t t7 = vaddq_f32(p_v_1, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t6; float32_t *vcc_np = (float32_t *)(&t4->y); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t7; float32_t *vcc_np = (float32_t *)(&t5->y); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t p_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t4->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t p_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t5->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t8 = vmulq_f32(p_v_2, vdupq_n_f32(2.0f));
            vst1q_f32(out + i_vec, t8);
            float32x4_t t9 = vmulq_f32(p_v_3, vdupq_n_f32(2.0f));
            vst1q_f32(out + t3, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at aos_update.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            struct xyz *t14 = p + t13;
            float32x4_t p_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t14->x); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t15 = vaddq_f32(p_v_4, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; float32x4_t vcc_nv = t15; float32_t *vcc_np = (float32_t *)(&t14->y); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t p_v_5 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 3, 6, 9}; const float32_t *vcc_np = (const float32_t *)(&t14->z); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t16 = vmulq_f32(p_v_5, vdupq_n_f32(2.0f));
            vst1q_f32(out + t13, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        struct xyz *t18 = p + t17;
        t18->y = t18->x + 1.0f;
        out[t17] = t18->z * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        struct xyz *p = new_array(n, sizeof *p);
        struct cplx *c = new_array(n, sizeof *c);
        struct rgb *q = new_array(n, sizeof *q);
        float *out = new_array(n, sizeof *out);
        for (int i = 0; i < n; i++) {
            p[i].x = (float)(next_rand() % 2000) - 1000.0f;
            p[i].y = (float)(next_rand() % 2000) - 1000.0f;
            p[i].z = (float)(next_rand() % 2000) - 1000.0f;
            c[i].re = (double)(next_rand() % 20000) - 10000.0;
            c[i].im = (double)(next_rand() % 20000) - 10000.0;
            q[i].r = (unsigned char)next_rand();
            q[i].g = (unsigned char)next_rand();
            q[i].b = (unsigned char)next_rand();
        }
        x_from_yz(n, p, 0.25f);
        x_from_all(n, p);
        y_between(n, p);
        im_from_re(n, c, -1.5);
        green_from_rb(n, q);
        later_read(n, p, out);
        printf("n=%d %llx %llx %llx %llx\n", n, HASH(p, n), HASH(c, n), HASH(q, n), HASH(out, n));
        free(p), free(c), free(q), free(out);
    }
    return 0;
}
