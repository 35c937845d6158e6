/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=10 avx2=12 sse4.2=10 neon=12 */
#include "harness.h"

/* Loop interchange (midend/src/transform/interchange.rs): two-deep nests whose inner loop
   walks a column run with the loops swapped, so that the inner loop walks a row and the loop
   vectorizer reads and writes consecutive elements. Legal only where no dependence runs
   between iterations whose order the swap reverses (distances of opposite signs in the two
   loops); `anti_diag` has one and must stay as written: forcing it gives another result. */
#define R 37
#define C 45
static float fa[R][C], fb[R][C];
static double da[R][C];
static int ia[R][C];
static short sa[R][C];
static float colsum[C];

/* The plain column walk: every access consecutive after the swap. */
void cols(float s) {
    for (int i = 0; i < 37; i++) {
        float32x4_t s_v = vdupq_n_f32(s);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = (long)i;
            float *t2 = &fa[t1][j_vec];
            float32x4_t fb_v = vld1q_f32(&fb[t1][j_vec]);
            float32x4_t t3 = vmulq_f32(fb_v, s_v);
            float32x4_t fa_v = vld1q_f32(t2);
            float32x4_t t4 = vaddq_f32(t3, fa_v);
            vst1q_f32(t2, t4);
            long t5 = j_vec + 4L;
            long t6 = (long)i;
            float *t7 = &fa[t6][t5];
            float32x4_t fb_v_1 = vld1q_f32(&fb[t6][t5]);
            float32x4_t t8 = vmulq_f32(fb_v_1, s_v);
            float32x4_t fa_v_1 = vld1q_f32(t7);
            float32x4_t t9 = vaddq_f32(t8, fa_v_1);
            vst1q_f32(t7, t9);
            long t10 = j_vec + 8L;
            long t11 = (long)i;
            float *t12 = &fa[t11][t10];
            float32x4_t fb_v_2 = vld1q_f32(&fb[t11][t10]);
            float32x4_t t13 = vmulq_f32(fb_v_2, s_v);
            float32x4_t fa_v_2 = vld1q_f32(t12);
            float32x4_t t14 = vaddq_f32(t13, fa_v_2);
            vst1q_f32(t12, t14);
            long t15 = j_vec + 12L;
            long t16 = (long)i;
            float *t17 = &fa[t16][t15];
            float32x4_t fb_v_3 = vld1q_f32(&fb[t16][t15]);
            float32x4_t t18 = vmulq_f32(fb_v_3, s_v);
            float32x4_t fa_v_3 = vld1q_f32(t17);
            float32x4_t t19 = vaddq_f32(t18, fa_v_3);
            vst1q_f32(t17, t19);
            j_vec += 16L;
        } while (j_vec < 32L);
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t20 = 32L + j_vec_1;
            long t21 = (long)i;
            float *t22 = &fa[t21][t20];
            float32x4_t fb_v_4 = vld1q_f32(&fb[t21][t20]);
            float32x4_t t23 = vmulq_f32(fb_v_4, s_v_1);
            float32x4_t fa_v_4 = vld1q_f32(t22);
            float32x4_t t24 = vaddq_f32(t23, fa_v_4);
            vst1q_f32(t22, t24);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        for (int j = 44; j < 45; j++) {
            long t25 = (long)i;
            long t26 = (long)j;
            float *t27 = &fa[t25][t26];
            *t27 = fb[t25][t26] * s + *t27;
        }
    }
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
void dep_down(void) {
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = (long)i;
            float32x4_t fa_v = vld1q_f32(&fa[i - 1][j_vec]);
            float32x4_t fb_v = vld1q_f32(&fb[t1][j_vec]);
            float32x4_t t2 = vaddq_f32(fa_v, fb_v);
            vst1q_f32(&fa[t1][j_vec], t2);
            long t3 = j_vec + 4L;
            long t4 = (long)i;
            float32x4_t fa_v_1 = vld1q_f32(&fa[i - 1][t3]);
            float32x4_t fb_v_1 = vld1q_f32(&fb[t4][t3]);
            float32x4_t t5 = vaddq_f32(fa_v_1, fb_v_1);
            vst1q_f32(&fa[t4][t3], t5);
            long t6 = j_vec + 8L;
            long t7 = (long)i;
            float32x4_t fa_v_2 = vld1q_f32(&fa[i - 1][t6]);
            float32x4_t fb_v_2 = vld1q_f32(&fb[t7][t6]);
            float32x4_t t8 = vaddq_f32(fa_v_2, fb_v_2);
            vst1q_f32(&fa[t7][t6], t8);
            long t9 = j_vec + 12L;
            long t10 = (long)i;
            float32x4_t fa_v_3 = vld1q_f32(&fa[i - 1][t9]);
            float32x4_t fb_v_3 = vld1q_f32(&fb[t10][t9]);
            float32x4_t t11 = vaddq_f32(fa_v_3, fb_v_3);
            vst1q_f32(&fa[t10][t9], t11);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = 32L + j_vec_1;
            long t13 = (long)i;
            float32x4_t fa_v_4 = vld1q_f32(&fa[i - 1][t12]);
            float32x4_t fb_v_4 = vld1q_f32(&fb[t13][t12]);
            float32x4_t t14 = vaddq_f32(fa_v_4, fb_v_4);
            vst1q_f32(&fa[t13][t12], t14);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        for (int j = 44; j < 45; j++) {
            long t15 = (long)i;
            long t16 = (long)j;
            fa[t15][t16] = fa[i - 1][t16] + fb[t15][t16];
        }
    }
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
void anti_diag(void) {
    for (int j = 1; j < 45; j++) {
        long i_vec = 0L;
        /* vcc: loop at interchange.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = i_vec + 4L;
            long t2 = i_vec + 8L;
            long t3 = i_vec + 12L;
            float32x4_t fa_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)i_vec + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t fa_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)t1 + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t fa_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)t2 + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t fa_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)t3 + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t4 = vmulq_f32(fa_v, vdupq_n_f32(0.5f));
            float32x4_t t5 = vaddq_f32(t4, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t5; float32_t *vcc_np = (float32_t *)(&fa[i_vec][j]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t6 = vmulq_f32(fa_v_1, vdupq_n_f32(0.5f));
            float32x4_t t7 = vaddq_f32(t6, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t7; float32_t *vcc_np = (float32_t *)(&fa[t1][j]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t8 = vmulq_f32(fa_v_2, vdupq_n_f32(0.5f));
            float32x4_t t9 = vaddq_f32(t8, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)(&fa[t2][j]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t10 = vmulq_f32(fa_v_3, vdupq_n_f32(0.5f));
            float32x4_t t11 = vaddq_f32(t10, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t11; float32_t *vcc_np = (float32_t *)(&fa[t3][j]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 16L;
        } while (i_vec < 32L);
        long i_vec_1 = 0L;
        /* vcc: loop at interchange.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = 32L + i_vec_1;
            float32x4_t fa_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)t12 + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t13 = vmulq_f32(fa_v_4, vdupq_n_f32(0.5f));
            float32x4_t t14 = vaddq_f32(t13, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)(&fa[t12][j]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < 4L);
    }
}

/* Distance (1, 1): kept in order by the swap. */
void diag(void) {
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = (long)i;
            float32x4_t fa_v = vld1q_f32(&fa[i - 1][(int)t1 - 1]);
            float32x4_t t3 = vmulq_f32(fa_v, vdupq_n_f32(0.5f));
            float32x4_t fb_v = vld1q_f32(&fb[t2][t1]);
            float32x4_t t4 = vaddq_f32(t3, fb_v);
            vst1q_f32(&fa[t2][t1], t4);
            long t5 = 1L + (j_vec + 4L);
            long t6 = (long)i;
            float32x4_t fa_v_1 = vld1q_f32(&fa[i - 1][(int)t5 - 1]);
            float32x4_t t7 = vmulq_f32(fa_v_1, vdupq_n_f32(0.5f));
            float32x4_t fb_v_1 = vld1q_f32(&fb[t6][t5]);
            float32x4_t t8 = vaddq_f32(t7, fb_v_1);
            vst1q_f32(&fa[t6][t5], t8);
            long t9 = 1L + (j_vec + 8L);
            long t10 = (long)i;
            float32x4_t fa_v_2 = vld1q_f32(&fa[i - 1][(int)t9 - 1]);
            float32x4_t t11 = vmulq_f32(fa_v_2, vdupq_n_f32(0.5f));
            float32x4_t fb_v_2 = vld1q_f32(&fb[t10][t9]);
            float32x4_t t12 = vaddq_f32(t11, fb_v_2);
            vst1q_f32(&fa[t10][t9], t12);
            long t13 = 1L + (j_vec + 12L);
            long t14 = (long)i;
            float32x4_t fa_v_3 = vld1q_f32(&fa[i - 1][(int)t13 - 1]);
            float32x4_t t15 = vmulq_f32(fa_v_3, vdupq_n_f32(0.5f));
            float32x4_t fb_v_3 = vld1q_f32(&fb[t14][t13]);
            float32x4_t t16 = vaddq_f32(t15, fb_v_3);
            vst1q_f32(&fa[t14][t13], t16);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = 33L + j_vec_1;
            long t18 = (long)i;
            float32x4_t fa_v_4 = vld1q_f32(&fa[i - 1][(int)t17 - 1]);
            float32x4_t t19 = vmulq_f32(fa_v_4, vdupq_n_f32(0.5f));
            float32x4_t fb_v_4 = vld1q_f32(&fb[t18][t17]);
            float32x4_t t20 = vaddq_f32(t19, fb_v_4);
            vst1q_f32(&fa[t18][t17], t20);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
    }
}

/* The body uses i + 1, which is also the inner loop's step. */
void step_use(void) {
    for (int i = 0; i < 36; i++) {
        int32x4_t i_v = vdupq_n_s32(i);
        int32x4_t t1 = vdupq_n_s32(0);
        uint32x4_t t2 = vreinterpretq_u32_s32(t1);
        uint32x4_t j_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        int32x4_t t3 = vaddq_s32(i_v, vdupq_n_s32(1));
        long j_vec = 0L;
        /* vcc: loop at interchange.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t j_v_2 = vreinterpretq_s32_u32(j_v);
            int32x4_t ia_v = vld1q_s32(&ia[i + 1][j_vec]);
            int32x4_t t4 = vmulq_s32(t3, j_v_2);
            int32x4_t t5 = vaddq_s32(ia_v, t4);
            vst1q_s32(&ia[i][j_vec], t5);
            long t6 = j_vec + 4L;
            uint32x4_t t7 = vaddq_u32(j_v, vdupq_n_u32(4));
            int32x4_t j_v_3 = vreinterpretq_s32_u32(t7);
            int32x4_t ia_v_1 = vld1q_s32(&ia[i + 1][t6]);
            int32x4_t t8 = vmulq_s32(t3, j_v_3);
            int32x4_t t9 = vaddq_s32(ia_v_1, t8);
            vst1q_s32(&ia[i][t6], t9);
            long t10 = j_vec + 8L;
            uint32x4_t t11 = vaddq_u32(j_v, vdupq_n_u32(8));
            int32x4_t j_v_4 = vreinterpretq_s32_u32(t11);
            int32x4_t ia_v_2 = vld1q_s32(&ia[i + 1][t10]);
            int32x4_t t12 = vmulq_s32(t3, j_v_4);
            int32x4_t t13 = vaddq_s32(ia_v_2, t12);
            vst1q_s32(&ia[i][t10], t13);
            long t14 = j_vec + 12L;
            uint32x4_t t15 = vaddq_u32(j_v, vdupq_n_u32(12));
            int32x4_t j_v_5 = vreinterpretq_s32_u32(t15);
            int32x4_t ia_v_3 = vld1q_s32(&ia[i + 1][t14]);
            int32x4_t t16 = vmulq_s32(t3, j_v_5);
            int32x4_t t17 = vaddq_s32(ia_v_3, t16);
            vst1q_s32(&ia[i][t14], t17);
            j_vec += 16L;
            uint32x4_t t18 = vaddq_u32(j_v, vdupq_n_u32(16));
            if (j_vec >= 32L) {
                break;
            }
            j_v = t18;
        }
        int32x4_t i_v_1 = vdupq_n_s32(i);
        int32x4_t t19 = vdupq_n_s32(32);
        uint32x4_t t20 = vreinterpretq_u32_s32(t19);
        uint32x4_t j_v_1 = vaddq_u32(t20, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        int32x4_t t21 = vaddq_s32(i_v_1, vdupq_n_s32(1));
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t22 = 32L + j_vec_1;
            int32x4_t j_v_6 = vreinterpretq_s32_u32(j_v_1);
            int32x4_t ia_v_4 = vld1q_s32(&ia[i + 1][t22]);
            int32x4_t t23 = vmulq_s32(t21, j_v_6);
            int32x4_t t24 = vaddq_s32(ia_v_4, t23);
            vst1q_s32(&ia[i][t22], t24);
            j_vec_1 += 4L;
            uint32x4_t t25 = vaddq_u32(j_v_1, vdupq_n_u32(4));
            if (j_vec_1 >= 12L) {
                break;
            }
            j_v_1 = t25;
        }
        for (int j = 44; j < 45; j++) {
            long t26 = (long)j;
            int t27 = i + 1;
            ia[i][t26] = ia[t27][t26] + t27 * j;
        }
    }
}

/* Both loops counting down, doubles. */
void down(void) {
    for (int i = 36; i > 0; i--) {
        int32x2_t i_v = vdup_n_s32(i);
        float64x2_t t1 = vcvtq_f64_s64(vmovl_s32(i_v));
        long j_vec = 0L;
        /* vcc: loop at interchange.c:55 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t2 = 44L + j_vec * -1L;
            float64x2_t t3 = vld1q_f64(&da[i - 1][t2] + -1);
            float64x2_t da_v = vextq_f64(t3, t3, 1);
            float64x2_t t4 = vmulq_f64(da_v, vdupq_n_f64(0.25));
            float64x2_t t5 = vaddq_f64(t4, t1);
            float64x2_t t6 = vextq_f64(t5, t5, 1);
            vst1q_f64(&da[i][t2] + -1, t6);
            long t7 = 44L + (j_vec + 2L) * -1L;
            float64x2_t t8 = vld1q_f64(&da[i - 1][t7] + -1);
            float64x2_t da_v_1 = vextq_f64(t8, t8, 1);
            float64x2_t t9 = vmulq_f64(da_v_1, vdupq_n_f64(0.25));
            float64x2_t t10 = vaddq_f64(t9, t1);
            float64x2_t t11 = vextq_f64(t10, t10, 1);
            vst1q_f64(&da[i][t7] + -1, t11);
            long t12 = 44L + (j_vec + 4L) * -1L;
            float64x2_t t13 = vld1q_f64(&da[i - 1][t12] + -1);
            float64x2_t da_v_2 = vextq_f64(t13, t13, 1);
            float64x2_t t14 = vmulq_f64(da_v_2, vdupq_n_f64(0.25));
            float64x2_t t15 = vaddq_f64(t14, t1);
            float64x2_t t16 = vextq_f64(t15, t15, 1);
            vst1q_f64(&da[i][t12] + -1, t16);
            long t17 = 44L + (j_vec + 6L) * -1L;
            float64x2_t t18 = vld1q_f64(&da[i - 1][t17] + -1);
            float64x2_t da_v_3 = vextq_f64(t18, t18, 1);
            float64x2_t t19 = vmulq_f64(da_v_3, vdupq_n_f64(0.25));
            float64x2_t t20 = vaddq_f64(t19, t1);
            float64x2_t t21 = vextq_f64(t20, t20, 1);
            vst1q_f64(&da[i][t17] + -1, t21);
            j_vec += 8L;
        } while (j_vec < 40L);
        int32x2_t i_v_1 = vdup_n_s32(i);
        float64x2_t t22 = vcvtq_f64_s64(vmovl_s32(i_v_1));
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:55 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t23 = 4L + j_vec_1 * -1L;
            float64x2_t t24 = vld1q_f64(&da[i - 1][t23] + -1);
            float64x2_t t25 = vmulq_f64(t24, vdupq_n_f64(0.25));
            float64x2_t t26 = vaddq_f64(t25, t22);
            vst1q_f64(&da[i][t23] + -1, t26);
            j_vec_1 += 2L;
        } while (j_vec_1 < 4L);
        for (int j = 0; j >= 0; j--) {
            long t27 = (long)j;
            da[i][t27] = da[i - 1][t27] * 0.25 + (double)i;
        }
    }
}

/* A sum per column into a global array: a store that does not move with the inner loop. */
void col_sums(void) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:62 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 4) {
        if (j_1 >= 45) {
            j = j_1;
            break;
        }
        if ((45U - (unsigned int)j_1) < 4U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < 37; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            float32x4_t t6 = vld1q_f32(t5);
            float32x4_t t7 = vld1q_f32(&fa[t3][t4]);
            float32x4_t t8 = vaddq_f32(t6, t7);
            vst1q_f32(t5, t8);
        }
    }
    for (; j < 45; j++) {
        for (int i = 0; i < 37; i++) {
            long t1 = (long)j;
            float *t2 = &colsum[t1];
            *t2 = *t2 + fa[i][t1];
        }
    }
}

/* Through a pointer parameter that may point into fa: not interchanged. */
void col_sums_to(float *s) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            s[j] += fa[i][j];
}

/* Shorts. */
void shorts(short k) {
    for (int i = 0; i < 37; i++) {
        int16x8_t k_v = vdupq_n_s16(k);
        uint16x8_t t1 = vreinterpretq_u16_s16(k_v);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:76 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            short *t2 = &sa[i][j_vec];
            int16x8_t sa_v = vld1q_s16(t2);
            uint16x8_t t3 = vreinterpretq_u16_s16(sa_v);
            uint16x8_t t4 = vmulq_u16(t3, vdupq_n_u16(3));
            uint16x8_t t5 = vaddq_u16(t4, t1);
            int16x8_t t6 = vreinterpretq_s16_u16(t5);
            vst1q_s16(t2, t6);
            short *t7 = &sa[i][j_vec + 8L];
            int16x8_t sa_v_1 = vld1q_s16(t7);
            uint16x8_t t8 = vreinterpretq_u16_s16(sa_v_1);
            uint16x8_t t9 = vmulq_u16(t8, vdupq_n_u16(3));
            uint16x8_t t10 = vaddq_u16(t9, t1);
            int16x8_t t11 = vreinterpretq_s16_u16(t10);
            vst1q_s16(t7, t11);
            short *t12 = &sa[i][j_vec + 16L];
            int16x8_t sa_v_2 = vld1q_s16(t12);
            uint16x8_t t13 = vreinterpretq_u16_s16(sa_v_2);
            uint16x8_t t14 = vmulq_u16(t13, vdupq_n_u16(3));
            uint16x8_t t15 = vaddq_u16(t14, t1);
            int16x8_t t16 = vreinterpretq_s16_u16(t15);
            vst1q_s16(t12, t16);
            short *t17 = &sa[i][j_vec + 24L];
            int16x8_t sa_v_3 = vld1q_s16(t17);
            uint16x8_t t18 = vreinterpretq_u16_s16(sa_v_3);
            uint16x8_t t19 = vmulq_u16(t18, vdupq_n_u16(3));
            uint16x8_t t20 = vaddq_u16(t19, t1);
            int16x8_t t21 = vreinterpretq_s16_u16(t20);
            vst1q_s16(t17, t21);
            j_vec += 32L;
        } while (j_vec < 32L);
        int16x8_t k_v_1 = vdupq_n_s16(k);
        uint16x8_t t22 = vreinterpretq_u16_s16(k_v_1);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t23 = &sa[i][32L + j_vec_1];
            int16x8_t sa_v_4 = vld1q_s16(t23);
            uint16x8_t t24 = vreinterpretq_u16_s16(sa_v_4);
            uint16x8_t t25 = vmulq_u16(t24, vdupq_n_u16(3));
            uint16x8_t t26 = vaddq_u16(t25, t22);
            int16x8_t t27 = vreinterpretq_s16_u16(t26);
            vst1q_s16(t23, t27);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        for (int j = 40; j < 45; j++) {
            short *t28 = &sa[i][j];
            *t28 = (short)((int)*t28 * 3 + (int)k);
        }
    }
}

/* Run-time trip counts (at most the arrays' lengths): the distances are unbounded, so the test
   solves each subscript's equation (C keeps every subscript but the first within its array). */
void dep_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 1; i < rows; i++) {
        long t1 = (long)cols;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:84 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)i;
                float32x4_t fa_v = vld1q_f32(&fa[i - 1][j_vec]);
                float32x4_t t4 = vmulq_f32(fa_v, vdupq_n_f32(0.75f));
                float32x4_t fb_v = vld1q_f32(&fb[t3][j_vec]);
                float32x4_t t5 = vaddq_f32(t4, fb_v);
                vst1q_f32(&fa[t3][j_vec], t5);
                long t6 = j_vec + 4L;
                long t7 = (long)i;
                float32x4_t fa_v_1 = vld1q_f32(&fa[i - 1][t6]);
                float32x4_t t8 = vmulq_f32(fa_v_1, vdupq_n_f32(0.75f));
                float32x4_t fb_v_1 = vld1q_f32(&fb[t7][t6]);
                float32x4_t t9 = vaddq_f32(t8, fb_v_1);
                vst1q_f32(&fa[t7][t6], t9);
                long t10 = j_vec + 8L;
                long t11 = (long)i;
                float32x4_t fa_v_2 = vld1q_f32(&fa[i - 1][t10]);
                float32x4_t t12 = vmulq_f32(fa_v_2, vdupq_n_f32(0.75f));
                float32x4_t fb_v_2 = vld1q_f32(&fb[t11][t10]);
                float32x4_t t13 = vaddq_f32(t12, fb_v_2);
                vst1q_f32(&fa[t11][t10], t13);
                long t14 = j_vec + 12L;
                long t15 = (long)i;
                float32x4_t fa_v_3 = vld1q_f32(&fa[i - 1][t14]);
                float32x4_t t16 = vmulq_f32(fa_v_3, vdupq_n_f32(0.75f));
                float32x4_t fb_v_3 = vld1q_f32(&fb[t15][t14]);
                float32x4_t t17 = vaddq_f32(t16, fb_v_3);
                vst1q_f32(&fa[t15][t14], t17);
                j_vec += 16L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:84 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                float32x4_t fa_v_4 = vld1q_f32(&fa[i - 1][t21]);
                float32x4_t t23 = vmulq_f32(fa_v_4, vdupq_n_f32(0.75f));
                float32x4_t fb_v_4 = vld1q_f32(&fb[t22][t21]);
                float32x4_t t24 = vaddq_f32(t23, fb_v_4);
                vst1q_f32(&fa[t22][t21], t24);
                j_vec_1 += 4L;
            } while (j_vec_1 < t20);
            j = (int)((long)t18 + t20);
        } else {
            j = t18;
        }
        for (; j < cols; j++) {
            long t25 = (long)i;
            long t26 = (long)j;
            fa[t25][t26] = fa[i - 1][t26] * 0.75f + fb[t25][t26];
        }
    }
}

/* The same anti-diagonal distance (1, -1) with run-time counts: not interchanged. */
void anti_diag_rows(int rows, int cols) {
    int t10;
    int i;
    for (int j = 1; j < cols; j++) {
        long t1 = (long)rows + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            long i_vec = 0L;
            /* vcc: loop at interchange.c:92 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = i_vec + 4L;
                long t4 = (long)j;
                long t5 = (long)j;
                float32x4_t fa_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)i_vec + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                float32x4_t fa_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)t3 + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                float32x4_t t6 = vmulq_f32(fa_v, vdupq_n_f32(0.5f));
                float32x4_t t7 = vmulq_f32(fa_v_1, vdupq_n_f32(0.5f));
                float32x4_t fb_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fb[i_vec][t4]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                float32x4_t fb_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fb[t3][t5]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                float32x4_t t8 = vaddq_f32(t6, fb_v);
                do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t8; float32_t *vcc_np = (float32_t *)(&fa[i_vec][t4]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                float32x4_t t9 = vaddq_f32(t7, fb_v_1);
                do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)(&fa[t3][t5]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                i_vec += 8L;
            } while (i_vec < t2);
            t10 = (int)t2;
        } else {
            t10 = 0;
        }
        long t11 = (long)rows + (long)t10 * -1L + -1L;
        if (t11 >= 4L) {
            long t12 = t11 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at interchange.c:92 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + i_vec_1;
                long t14 = (long)j;
                float32x4_t fa_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fa[(int)t13 + 1][j - 1]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                float32x4_t t15 = vmulq_f32(fa_v_2, vdupq_n_f32(0.5f));
                float32x4_t fb_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; const float32_t *vcc_np = (const float32_t *)(&fb[t13][t14]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                float32x4_t t16 = vaddq_f32(t15, fb_v_2);
                do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 45, 90, 135}; float32x4_t vcc_nv = t16; float32_t *vcc_np = (float32_t *)(&fa[t13][t14]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                i_vec_1 += 4L;
            } while (i_vec_1 < t12);
            i = (int)((long)t10 + t12);
        } else {
            i = t10;
        }
        for (;;) {
            int t17 = i + 1;
            if (t17 >= rows) {
                break;
            }
            long t18 = (long)i;
            long t19 = (long)j;
            fa[t18][t19] = fa[t17][j - 1] * 0.5f + fb[t18][t19];
            i = t17;
        }
    }
}

/* Tests on computed bounds (`i + 1 < rows`, `j < cols - 1`): each moves with its loop's
   control, computed again in the other header. */
void shifted_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 0; (i + 1) < rows; i++) {
        long t1 = (long)cols + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:100 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)i;
                float32x4_t fb_v = vld1q_f32(&fb[i + 1][(int)j_vec + 1]);
                float32x4_t t4 = vmulq_f32(fb_v, vdupq_n_f32(0.5f));
                float32x4_t fa_v = vld1q_f32(&fa[t3][j_vec]);
                float32x4_t t5 = vsubq_f32(t4, fa_v);
                vst1q_f32(&fb[t3][j_vec], t5);
                long t6 = j_vec + 4L;
                long t7 = (long)i;
                float32x4_t fb_v_1 = vld1q_f32(&fb[i + 1][(int)t6 + 1]);
                float32x4_t t8 = vmulq_f32(fb_v_1, vdupq_n_f32(0.5f));
                float32x4_t fa_v_1 = vld1q_f32(&fa[t7][t6]);
                float32x4_t t9 = vsubq_f32(t8, fa_v_1);
                vst1q_f32(&fb[t7][t6], t9);
                long t10 = j_vec + 8L;
                long t11 = (long)i;
                float32x4_t fb_v_2 = vld1q_f32(&fb[i + 1][(int)t10 + 1]);
                float32x4_t t12 = vmulq_f32(fb_v_2, vdupq_n_f32(0.5f));
                float32x4_t fa_v_2 = vld1q_f32(&fa[t11][t10]);
                float32x4_t t13 = vsubq_f32(t12, fa_v_2);
                vst1q_f32(&fb[t11][t10], t13);
                long t14 = j_vec + 12L;
                long t15 = (long)i;
                float32x4_t fb_v_3 = vld1q_f32(&fb[i + 1][(int)t14 + 1]);
                float32x4_t t16 = vmulq_f32(fb_v_3, vdupq_n_f32(0.5f));
                float32x4_t fa_v_3 = vld1q_f32(&fa[t15][t14]);
                float32x4_t t17 = vsubq_f32(t16, fa_v_3);
                vst1q_f32(&fb[t15][t14], t17);
                j_vec += 16L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L + -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:100 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                float32x4_t fb_v_4 = vld1q_f32(&fb[i + 1][(int)t21 + 1]);
                float32x4_t t23 = vmulq_f32(fb_v_4, vdupq_n_f32(0.5f));
                float32x4_t fa_v_4 = vld1q_f32(&fa[t22][t21]);
                float32x4_t t24 = vsubq_f32(t23, fa_v_4);
                vst1q_f32(&fb[t22][t21], t24);
                j_vec_1 += 4L;
            } while (j_vec_1 < t20);
            j = (int)((long)t18 + t20);
        } else {
            j = t18;
        }
        for (;; j++) {
            int t25 = i + 1;
            if (j >= (cols - 1)) {
                break;
            }
            long t26 = (long)i;
            long t27 = (long)j;
            fb[t26][t27] = fb[t25][j + 1] * 0.5f - fa[t26][t27];
        }
    }
}

/* A column of sums kept in a global array, run-time counts. */
void col_sums_rows(int rows, int cols) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:106 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 4) {
        if (j_1 >= cols) {
            j = j_1;
            break;
        }
        if (((unsigned int)cols - (unsigned int)j_1) < 4U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < rows; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            float32x4_t t6 = vld1q_f32(t5);
            float32x4_t t7 = vdupq_n_f32(0.5f);
            float32x4_t t8 = vmulq_f32(t6, t7);
            float32x4_t t9 = vld1q_f32(&fa[t3][t4]);
            float32x4_t t10 = vaddq_f32(t8, t9);
            vst1q_f32(t5, t10);
        }
    }
    for (; j < cols; j++) {
        for (int i = 0; i < rows; i++) {
            long t1 = (long)j;
            float *t2 = &colsum[t1];
            *t2 = *t2 * 0.5f + fa[i][t1];
        }
    }
}

static __typeof__(da) da __attribute__((aligned(32)));
int main(void) {
    float s[45];
    int n;
    int t9;
    int t87;
    int j;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            return 0;
        }
        for (int i = 0; i < 37; i++) {
            int t10 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 7U) + (unsigned int)n);
            int t11 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 5U) + (unsigned int)n);
            int t12 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 3U) + (unsigned int)n);
            if (1 & (t10 >= 0) & (t11 >= 0) & (t12 >= 0)) {
                int32x4_t i_v = vdupq_n_s32(i);
                int32x4_t n_v = vdupq_n_s32(n);
                int32x4_t t13 = vdupq_n_s32(0);
                uint32x4_t t14 = vreinterpretq_u32_s32(t13);
                uint32x4_t j_v = vaddq_u32(t14, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                int32x4_t t15 = vdupq_n_s32(t10 % 17);
                int32x4_t t16 = vaddq_s32(t15, ((int32x4_t)(vcc_v4_int){0, 3, 6, 9}));
                uint32x4_t t17 = vreinterpretq_u32_s32(t16);
                uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(17));
                uint32x4_t t19 = vminq_u32(t17, t18);
                int32x4_t t1 = vreinterpretq_s32_u32(t19);
                int32x4_t t20 = vdupq_n_s32(t11 % 13);
                int32x4_t t21 = vaddq_s32(t20, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t22 = vreinterpretq_u32_s32(t21);
                uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(13));
                uint32x4_t t24 = vminq_u32(t22, t23);
                int32x4_t t2 = vreinterpretq_s32_u32(t24);
                int32x4_t t25 = vdupq_n_s32(t12 % 19);
                int32x4_t t26 = vaddq_s32(t25, ((int32x4_t)(vcc_v4_int){0, 11, 3, 14}));
                uint32x4_t t27 = vreinterpretq_u32_s32(t26);
                uint32x4_t t28 = vsubq_u32(t27, vdupq_n_u32(19));
                uint32x4_t t29 = vminq_u32(t27, t28);
                int32x4_t t3 = vreinterpretq_s32_u32(t29);
                int32x4_t t30 = vmulq_s32(i_v, vdupq_n_s32(7));
                int32x4_t t31 = vmulq_s32(i_v, vdupq_n_s32(100));
                long j_vec = 0L;
                /* vcc: loop at interchange.c:115 vectorized: VF 4, UF 2, the remainder at 116:35 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 117:35 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 118:28 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    int32x4_t j_v_4 = vreinterpretq_s32_u32(j_v);
                    long t32 = (long)i;
                    float32x4_t t33 = vcvtq_f32_s32(t1);
                    float32x4_t t34 = vmulq_f32(t33, vdupq_n_f32(0.25f));
                    vst1q_f32(&fa[t32][j_vec], t34);
                    float32x4_t t35 = vcvtq_f32_s32(t2);
                    float32x4_t t36 = vmulq_f32(t35, vdupq_n_f32(0.5f));
                    vst1q_f32(&fb[t32][j_vec], t36);
                    vcc_v4_double t37 = ({ int32x4_t vcc_w0 = t3; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w1); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w2); vcc_v4_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                    do { vcc_v4_double vcc_w = t37; vst1q_f64_x2(&da[t32][j_vec], ((float64x2x2_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3)}})); } while (0);
                    int32x4_t t38 = vaddq_s32(t31, j_v_4);
                    int32x4_t t39 = vsubq_s32(t38, n_v);
                    vst1q_s32(&ia[t32][j_vec], t39);
                    int32x4_t t40 = vsubq_s32(t30, j_v_4);
                    int32x4_t t41 = vaddq_s32(t40, n_v);
                    int16x4_t t42 = vmovn_s32(t41);
                    vst1_s16(&sa[t32][j_vec], t42);
                    long t43 = j_vec + 4L;
                    uint32x4_t t44 = vaddq_u32(j_v, vdupq_n_u32(4));
                    int32x4_t j_v_5 = vreinterpretq_s32_u32(t44);
                    long t45 = (long)i;
                    int32x4_t t46 = vaddq_s32(t1, vdupq_n_s32(12));
                    uint32x4_t t47 = vreinterpretq_u32_s32(t46);
                    uint32x4_t t48 = vsubq_u32(t47, vdupq_n_u32(17));
                    uint32x4_t t49 = vminq_u32(t47, t48);
                    int32x4_t t50 = vreinterpretq_s32_u32(t49);
                    float32x4_t t51 = vcvtq_f32_s32(t50);
                    float32x4_t t52 = vmulq_f32(t51, vdupq_n_f32(0.25f));
                    vst1q_f32(&fa[t45][t43], t52);
                    int32x4_t t53 = vaddq_s32(t2, vdupq_n_s32(4));
                    uint32x4_t t54 = vreinterpretq_u32_s32(t53);
                    uint32x4_t t55 = vsubq_u32(t54, vdupq_n_u32(13));
                    uint32x4_t t56 = vminq_u32(t54, t55);
                    int32x4_t t57 = vreinterpretq_s32_u32(t56);
                    float32x4_t t58 = vcvtq_f32_s32(t57);
                    float32x4_t t59 = vmulq_f32(t58, vdupq_n_f32(0.5f));
                    vst1q_f32(&fb[t45][t43], t59);
                    int32x4_t t60 = vaddq_s32(t3, vdupq_n_s32(6));
                    uint32x4_t t61 = vreinterpretq_u32_s32(t60);
                    uint32x4_t t62 = vsubq_u32(t61, vdupq_n_u32(19));
                    uint32x4_t t63 = vminq_u32(t61, t62);
                    int32x4_t t64 = vreinterpretq_s32_u32(t63);
                    vcc_v4_double t65 = ({ int32x4_t vcc_w0 = t64; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w1); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w2); vcc_v4_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                    do { vcc_v4_double vcc_w = t65; vst1q_f64_x2(&da[t45][t43], ((float64x2x2_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3)}})); } while (0);
                    int32x4_t t66 = vaddq_s32(t31, j_v_5);
                    int32x4_t t67 = vsubq_s32(t66, n_v);
                    vst1q_s32(&ia[t45][t43], t67);
                    int32x4_t t68 = vsubq_s32(t30, j_v_5);
                    int32x4_t t69 = vaddq_s32(t68, n_v);
                    int16x4_t t70 = vmovn_s32(t69);
                    vst1_s16(&sa[t45][t43], t70);
                    j_vec += 8L;
                    uint32x4_t t71 = vaddq_u32(j_v, vdupq_n_u32(8));
                    int32x4_t t72 = vaddq_s32(t1, vdupq_n_s32(7));
                    uint32x4_t t73 = vreinterpretq_u32_s32(t72);
                    uint32x4_t t74 = vsubq_u32(t73, vdupq_n_u32(17));
                    uint32x4_t t75 = vminq_u32(t73, t74);
                    int32x4_t t76 = vreinterpretq_s32_u32(t75);
                    int32x4_t t77 = vaddq_s32(t2, vdupq_n_s32(8));
                    uint32x4_t t78 = vreinterpretq_u32_s32(t77);
                    uint32x4_t t79 = vsubq_u32(t78, vdupq_n_u32(13));
                    uint32x4_t t80 = vminq_u32(t78, t79);
                    int32x4_t t81 = vreinterpretq_s32_u32(t80);
                    int32x4_t t82 = vaddq_s32(t3, vdupq_n_s32(12));
                    uint32x4_t t83 = vreinterpretq_u32_s32(t82);
                    uint32x4_t t84 = vsubq_u32(t83, vdupq_n_u32(19));
                    uint32x4_t t85 = vminq_u32(t83, t84);
                    int32x4_t t86 = vreinterpretq_s32_u32(t85);
                    if (j_vec >= 40L) {
                        break;
                    }
                    j_v = t71;
                    t1 = t76;
                    t2 = t81;
                    t3 = t86;
                }
                t87 = 40;
            } else {
                t87 = 0;
            }
            long t88 = (long)t87 * -1L + 45L;
            int t89 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 7U) + (unsigned int)(int)((unsigned int)t87 * 3U)) + (unsigned int)n);
            int t90 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 5U) + (unsigned int)t87) + (unsigned int)n);
            int t91 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 3U) + (unsigned int)(int)((unsigned int)t87 * 11U)) + (unsigned int)n);
            if ((t88 >= 4L) & (t89 >= 0) & (t90 >= 0) & (t91 >= 0)) {
                long t92 = t88 & -4L;
                int32x4_t i_v_1 = vdupq_n_s32(i);
                int32x4_t n_v_1 = vdupq_n_s32(n);
                int32x4_t t93 = vdupq_n_s32(t87);
                uint32x4_t t94 = vreinterpretq_u32_s32(t93);
                uint32x4_t j_v_1 = vaddq_u32(t94, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                int32x4_t t95 = vdupq_n_s32(t89 % 17);
                int32x4_t t96 = vaddq_s32(t95, ((int32x4_t)(vcc_v4_int){0, 3, 6, 9}));
                uint32x4_t t97 = vreinterpretq_u32_s32(t96);
                uint32x4_t t98 = vsubq_u32(t97, vdupq_n_u32(17));
                uint32x4_t t99 = vminq_u32(t97, t98);
                int32x4_t t4 = vreinterpretq_s32_u32(t99);
                int32x4_t t100 = vdupq_n_s32(t90 % 13);
                int32x4_t t101 = vaddq_s32(t100, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
                uint32x4_t t102 = vreinterpretq_u32_s32(t101);
                uint32x4_t t103 = vsubq_u32(t102, vdupq_n_u32(13));
                uint32x4_t t104 = vminq_u32(t102, t103);
                int32x4_t t5 = vreinterpretq_s32_u32(t104);
                int32x4_t t105 = vdupq_n_s32(t91 % 19);
                int32x4_t t106 = vaddq_s32(t105, ((int32x4_t)(vcc_v4_int){0, 11, 3, 14}));
                uint32x4_t t107 = vreinterpretq_u32_s32(t106);
                uint32x4_t t108 = vsubq_u32(t107, vdupq_n_u32(19));
                uint32x4_t t109 = vminq_u32(t107, t108);
                int32x4_t t6 = vreinterpretq_s32_u32(t109);
                int32x4_t t110 = vmulq_s32(i_v_1, vdupq_n_s32(7));
                int32x4_t t111 = vmulq_s32(i_v_1, vdupq_n_s32(100));
                long j_vec_1 = 0L;
                /* vcc: loop at interchange.c:115 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t112 = (long)t87 + j_vec_1;
                    int32x4_t j_v_6 = vreinterpretq_s32_u32(j_v_1);
                    long t113 = (long)i;
                    float32x4_t t114 = vcvtq_f32_s32(t4);
                    float32x4_t t115 = vmulq_f32(t114, vdupq_n_f32(0.25f));
                    vst1q_f32(&fa[t113][t112], t115);
                    float32x4_t t116 = vcvtq_f32_s32(t5);
                    float32x4_t t117 = vmulq_f32(t116, vdupq_n_f32(0.5f));
                    vst1q_f32(&fb[t113][t112], t117);
                    vcc_v4_double t118 = ({ int32x4_t vcc_w0 = t6; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w1); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w2); vcc_v4_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                    do { vcc_v4_double vcc_w = t118; vst1q_f64_x2(&da[t113][t112], ((float64x2x2_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3)}})); } while (0);
                    int32x4_t t119 = vaddq_s32(t111, j_v_6);
                    int32x4_t t120 = vsubq_s32(t119, n_v_1);
                    vst1q_s32(&ia[t113][t112], t120);
                    int32x4_t t121 = vsubq_s32(t110, j_v_6);
                    int32x4_t t122 = vaddq_s32(t121, n_v_1);
                    int16x4_t t123 = vmovn_s32(t122);
                    vst1_s16(&sa[t113][t112], t123);
                    j_vec_1 += 4L;
                    uint32x4_t t124 = vaddq_u32(j_v_1, vdupq_n_u32(4));
                    int32x4_t t125 = vaddq_s32(t4, vdupq_n_s32(12));
                    uint32x4_t t126 = vreinterpretq_u32_s32(t125);
                    uint32x4_t t127 = vsubq_u32(t126, vdupq_n_u32(17));
                    uint32x4_t t128 = vminq_u32(t126, t127);
                    int32x4_t t129 = vreinterpretq_s32_u32(t128);
                    int32x4_t t130 = vaddq_s32(t5, vdupq_n_s32(4));
                    uint32x4_t t131 = vreinterpretq_u32_s32(t130);
                    uint32x4_t t132 = vsubq_u32(t131, vdupq_n_u32(13));
                    uint32x4_t t133 = vminq_u32(t131, t132);
                    int32x4_t t134 = vreinterpretq_s32_u32(t133);
                    int32x4_t t135 = vaddq_s32(t6, vdupq_n_s32(6));
                    uint32x4_t t136 = vreinterpretq_u32_s32(t135);
                    uint32x4_t t137 = vsubq_u32(t136, vdupq_n_u32(19));
                    uint32x4_t t138 = vminq_u32(t136, t137);
                    int32x4_t t139 = vreinterpretq_s32_u32(t138);
                    if (j_vec_1 >= t92) {
                        break;
                    }
                    j_v_1 = t124;
                    t4 = t129;
                    t5 = t134;
                    t6 = t139;
                }
                j = (int)((long)t87 + t92);
            } else {
                j = t87;
            }
            for (; j < 45; j++) {
                long t140 = (long)i;
                long t141 = (long)j;
                int t142 = i * 7;
                fa[t140][t141] = (float)((t142 + j * 3 + n) % 17) * 0.25f;
                fb[t140][t141] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[t140][t141] = (double)((i * 3 + j * 11 + n) % 19);
                ia[t140][t141] = i * 100 + j - n;
                sa[t140][t141] = (short)(t142 - j + n);
            }
        }
        int32x4_t t143 = vdupq_n_s32(0);
        uint32x4_t t144 = vreinterpretq_u32_s32(t143);
        uint32x4_t j_v_2 = vaddq_u32(t144, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long j_vec_2 = 0L;
        /* vcc: loop at interchange.c:122 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t j_v_7 = vreinterpretq_s32_u32(j_v_2);
            float32x4_t t145 = vcvtq_f32_s32(j_v_7);
            vst1q_f32(&colsum[j_vec_2], t145);
            uint32x4_t t146 = vaddq_u32(j_v_2, vdupq_n_u32(4));
            int32x4_t j_v_8 = vreinterpretq_s32_u32(t146);
            float32x4_t t147 = vcvtq_f32_s32(j_v_8);
            vst1q_f32(&colsum[j_vec_2 + 4L], t147);
            uint32x4_t t148 = vaddq_u32(j_v_2, vdupq_n_u32(8));
            int32x4_t j_v_9 = vreinterpretq_s32_u32(t148);
            float32x4_t t149 = vcvtq_f32_s32(j_v_9);
            vst1q_f32(&colsum[j_vec_2 + 8L], t149);
            uint32x4_t t150 = vaddq_u32(j_v_2, vdupq_n_u32(12));
            int32x4_t j_v_10 = vreinterpretq_s32_u32(t150);
            float32x4_t t151 = vcvtq_f32_s32(j_v_10);
            vst1q_f32(&colsum[j_vec_2 + 12L], t151);
            j_vec_2 += 16L;
            uint32x4_t t152 = vaddq_u32(j_v_2, vdupq_n_u32(16));
            if (j_vec_2 >= 32L) {
                break;
            }
            j_v_2 = t152;
        }
        int32x4_t t153 = vdupq_n_s32(32);
        uint32x4_t t154 = vreinterpretq_u32_s32(t153);
        uint32x4_t j_v_3 = vaddq_u32(t154, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long j_vec_3 = 0L;
        /* vcc: loop at interchange.c:122 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int32x4_t j_v_11 = vreinterpretq_s32_u32(j_v_3);
            float32x4_t t155 = vcvtq_f32_s32(j_v_11);
            vst1q_f32(&colsum[32L + j_vec_3], t155);
            j_vec_3 += 4L;
            uint32x4_t t156 = vaddq_u32(j_v_3, vdupq_n_u32(4));
            if (j_vec_3 >= 12L) {
                break;
            }
            j_v_3 = t156;
        }
        for (int j_1 = 44; j_1 < 45; j_1++) {
            colsum[j_1] = (float)j_1;
        }
        s[0] = 0.0f;
        long t7 = 0L;
        /* vcc: loop at interchange.c:124 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_f32(&s[1L + t7], vdupq_n_f32(0.0f));
            vst1q_f32(&s[1L + (t7 + 4L)], vdupq_n_f32(0.0f));
            vst1q_f32(&s[1L + (t7 + 8L)], vdupq_n_f32(0.0f));
            vst1q_f32(&s[1L + (t7 + 12L)], vdupq_n_f32(0.0f));
            t7 += 16L;
        } while (t7 < 32L);
        long t8 = 0L;
        /* vcc: loop at interchange.c:124 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_f32(&s[33L + t8], vdupq_n_f32(0.0f));
            t8 += 4L;
        } while (t8 < 12L);
        cols(0.5f + (float)n);
        dep_down();
        anti_diag();
        diag();
        step_use();
        down();
        col_sums();
        col_sums_to(s);
        col_sums_to(fa[1]);
        shorts((short)n);
        int rows = n % 38;
        int cols_1 = n * 7 % 46;
        dep_rows(rows, cols_1);
        anti_diag_rows(rows, cols_1);
        shifted_rows(rows, cols_1);
        col_sums_rows(rows, cols_1);
        unsigned long t157 = hash_bytes((const void *)s, 180UL);
        unsigned long t158 = hash_bytes((const void *)colsum, 180UL);
        unsigned long t159 = hash_bytes((const void *)sa[0], 3330UL);
        unsigned long t160 = hash_bytes((const void *)ia[0], 6660UL);
        unsigned long t161 = hash_bytes((const void *)da[0], 13320UL);
        unsigned long t162 = hash_bytes((const void *)fb[0], 6660UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)fa[0], 6660UL), (unsigned long long)t162, (unsigned long long)t161, (unsigned long long)t160, (unsigned long long)t159, (unsigned long long)t158, (unsigned long long)t157);
    }
}
