/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512=6 avx512vbmi-zmm=7 neon=5 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    int t14;
    int i;
    int t22;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            int32x4_t c_v = vld1q_s32(c + i_vec);
            int32x4_t c_v_1 = vld1q_s32(c + t3);
            int32x4_t c_v_2 = vld1q_s32(c + t4);
            int32x4_t c_v_3 = vld1q_s32(c + t5);
            uint32x4_t t6 = vcgtq_s32(c_v, vdupq_n_s32(0));
            uint32x4_t t7 = vcgtq_s32(c_v_1, vdupq_n_s32(0));
            uint32x4_t t8 = vcgtq_s32(c_v_2, vdupq_n_s32(0));
            uint32x4_t t9 = vcgtq_s32(c_v_3, vdupq_n_s32(0));
            int32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t6; const int32_t *vcc_np = (const int32_t *)(a + (n - 1 - (int)i_vec)); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t7; const int32_t *vcc_np = (const int32_t *)(a + (n - 1 - (int)t3)); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t8; const int32_t *vcc_np = (const int32_t *)(a + (n - 1 - (int)t4)); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t9; const int32_t *vcc_np = (const int32_t *)(a + (n - 1 - (int)t5)); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t t10 = vbslq_s32(t6, a_v, vdupq_n_s32(-1));
            vst1q_s32(b + i_vec, t10);
            int32x4_t t11 = vbslq_s32(t7, a_v_1, vdupq_n_s32(-1));
            vst1q_s32(b + t3, t11);
            int32x4_t t12 = vbslq_s32(t8, a_v_2, vdupq_n_s32(-1));
            vst1q_s32(b + t4, t12);
            int32x4_t t13 = vbslq_s32(t9, a_v_3, vdupq_n_s32(-1));
            vst1q_s32(b + t5, t13);
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
        /* vcc: loop at masked_reverse.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t c_v_4 = vld1q_s32(c + t17);
            uint32x4_t t18 = vcgtq_s32(c_v_4, vdupq_n_s32(0));
            int32x4_t a_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t18; const int32_t *vcc_np = (const int32_t *)(a + (n - 1 - (int)t17)); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t t19 = vbslq_s32(t18, a_v_4, vdupq_n_s32(-1));
            vst1q_s32(b + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int *t21 = b + t20;
        if (c[t20] > 0) {
            t22 = a[n - 1 - i];
        } else {
            t22 = -1;
        }
        *t21 = t22;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t x_v_1 = vld1q_f32(x + t3);
            float32x4_t x_v_2 = vld1q_f32(x + t4);
            float32x4_t x_v_3 = vld1q_f32(x + t5);
            uint32x4_t t6 = vcgtq_f32(x_v, vdupq_n_f32(0.0f));
            float32x4_t t7 = vmulq_f32(x_v, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t6; float32x4_t vcc_nv = t7; float32_t *vcc_np = (float32_t *)(y + (n - 1 - (int)i_vec)); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t8 = vcgtq_f32(x_v_1, vdupq_n_f32(0.0f));
            float32x4_t t9 = vmulq_f32(x_v_1, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t8; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)(y + (n - 1 - (int)t3)); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t10 = vcgtq_f32(x_v_2, vdupq_n_f32(0.0f));
            float32x4_t t11 = vmulq_f32(x_v_2, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t10; float32x4_t vcc_nv = t11; float32_t *vcc_np = (float32_t *)(y + (n - 1 - (int)t4)); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t12 = vcgtq_f32(x_v_3, vdupq_n_f32(0.0f));
            float32x4_t t13 = vmulq_f32(x_v_3, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t12; float32x4_t vcc_nv = t13; float32_t *vcc_np = (float32_t *)(y + (n - 1 - (int)t5)); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
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
        /* vcc: loop at masked_reverse.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t17);
            uint32x4_t t18 = vcgtq_f32(x_v_4, vdupq_n_f32(0.0f));
            float32x4_t t19 = vmulq_f32(x_v_4, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t18; float32x4_t vcc_nv = t19; float32_t *vcc_np = (float32_t *)(y + (n - 1 - (int)t17)); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        float t20 = x[i];
        if (t20 > 0.0f) {
            y[n - 1 - i] = t20 * 2.0f;
        }
    }
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
void down_cond(int n, const double *restrict x, double *restrict y) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:35 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            long t5 = (long)t1 + (i_vec + 2L) * -1L;
            long t6 = (long)t1 + (i_vec + 4L) * -1L;
            long t7 = (long)t1 + (i_vec + 6L) * -1L;
            float64x2_t t8 = vld1q_f64(x + t4 + -1);
            float64x2_t x_v = vextq_f64(t8, t8, 1);
            float64x2_t t9 = vld1q_f64(x + t5 + -1);
            float64x2_t x_v_1 = vextq_f64(t9, t9, 1);
            float64x2_t t10 = vld1q_f64(x + t6 + -1);
            float64x2_t x_v_2 = vextq_f64(t10, t10, 1);
            float64x2_t t11 = vld1q_f64(x + t7 + -1);
            float64x2_t x_v_3 = vextq_f64(t11, t11, 1);
            uint64x2_t t12 = vcltq_f64(x_v, vdupq_n_f64(0.5));
            float64x2_t t13 = vaddq_f64(x_v, vdupq_n_f64(1.0));
            do { int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, -1}; uint64x2_t vcc_nm = t12; float64x2_t vcc_nv = t13; float64_t *vcc_np = (float64_t *)(y + t4); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nv, 1); } } while (0);
            uint64x2_t t14 = vcltq_f64(x_v_1, vdupq_n_f64(0.5));
            float64x2_t t15 = vaddq_f64(x_v_1, vdupq_n_f64(1.0));
            do { int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, -1}; uint64x2_t vcc_nm = t14; float64x2_t vcc_nv = t15; float64_t *vcc_np = (float64_t *)(y + t5); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nv, 1); } } while (0);
            uint64x2_t t16 = vcltq_f64(x_v_2, vdupq_n_f64(0.5));
            float64x2_t t17 = vaddq_f64(x_v_2, vdupq_n_f64(1.0));
            do { int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, -1}; uint64x2_t vcc_nm = t16; float64x2_t vcc_nv = t17; float64_t *vcc_np = (float64_t *)(y + t6); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nv, 1); } } while (0);
            uint64x2_t t18 = vcltq_f64(x_v_3, vdupq_n_f64(0.5));
            float64x2_t t19 = vaddq_f64(x_v_3, vdupq_n_f64(1.0));
            do { int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, -1}; uint64x2_t vcc_nm = t18; float64x2_t vcc_nv = t19; float64_t *vcc_np = (float64_t *)(y + t7); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nv, 1); } } while (0);
            i_vec += 8L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_reverse.c:35 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t22 = (long)t1 + i_vec_1 * -1L;
            float64x2_t t23 = vld1q_f64(x + t22 + -1);
            float64x2_t x_v_4 = vextq_f64(t23, t23, 1);
            uint64x2_t t24 = vcltq_f64(x_v_4, vdupq_n_f64(0.5));
            float64x2_t t25 = vaddq_f64(x_v_4, vdupq_n_f64(1.0));
            do { int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, -1}; uint64x2_t vcc_nm = t24; float64x2_t vcc_nv = t25; float64_t *vcc_np = (float64_t *)(y + t22); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nv, 1); } } while (0);
            i_vec_1 += 2L;
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t26 = (long)i;
        double t27 = x[t26];
        if (t27 < 0.5) {
            y[t26] = t27 + 1.0;
        }
    }
}

/* A count-down conditional sum of shorts: pays only where 8 lanes gather dwords (avx512 zmm). */
long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    long sum = 0;
    for (int i = n - 1; i >= 0; i--)
        if (c[i] & 1)
            sum += s[i];
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            uint8x16_t t4 = vld1q_u8(p + t3 + -15);
            uint8x16_t p_v = vextq_u8(vrev64q_u8(t4), vrev64q_u8(t4), 8);
            uint8x16_t t5 = vcgtq_u8(p_v, vdupq_n_u8(100));
            uint8x16_t t6 = vsubq_u8(p_v, vdupq_n_u8(100));
            vcc_scatter_masked(q + t3, ((vcc_v16_int){0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15}), (vcc_v16_uchar)t6, (vcc_m16)t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)(n - 1 - i);
        int t8 = (int)p[t7];
        if (t8 > 100) {
            q[t7] = (unsigned char)(t8 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512; on avx2 a masked gather and store, scalar with the generic tune, which
   allows for Zen's microcoded ones, and vectorized with --tune=sapphirerapids). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

void glob_rev_load(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_b[i] = g_c[G - 1 - i] * 2;
}

void glob_rev_store(void) {
    long i_vec = 0L;
    /* vcc: loop at masked_reverse.c:69 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t1 = i_vec + 4L;
        long t2 = i_vec + 8L;
        long t3 = i_vec + 12L;
        int32x4_t g_a_v = vld1q_s32(&g_a[i_vec]);
        int32x4_t g_a_v_1 = vld1q_s32(&g_a[t1]);
        int32x4_t g_a_v_2 = vld1q_s32(&g_a[t2]);
        int32x4_t g_a_v_3 = vld1q_s32(&g_a[t3]);
        uint32x4_t t4 = vcgtq_s32(g_a_v, vdupq_n_s32(3));
        uint32x4_t t5 = vcgtq_s32(g_a_v_1, vdupq_n_s32(3));
        uint32x4_t t6 = vcgtq_s32(g_a_v_2, vdupq_n_s32(3));
        uint32x4_t t7 = vcgtq_s32(g_a_v_3, vdupq_n_s32(3));
        int32x4_t g_b_v = vld1q_s32(&g_b[i_vec]);
        int32x4_t g_b_v_1 = vld1q_s32(&g_b[t1]);
        int32x4_t g_b_v_2 = vld1q_s32(&g_b[t2]);
        int32x4_t g_b_v_3 = vld1q_s32(&g_b[t3]);
        uint32x4_t t8 = vreinterpretq_u32_s32(g_b_v);
        uint32x4_t t9 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t10 = vaddq_u32(t8, t9);
        int32x4_t t11 = vreinterpretq_s32_u32(t10);
        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t4; int32x4_t vcc_nv = t11; int32_t *vcc_np = (int32_t *)(&g_c[1002 - (int)i_vec]); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        uint32x4_t t12 = vreinterpretq_u32_s32(g_b_v_1);
        uint32x4_t t13 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t14 = vaddq_u32(t12, t13);
        int32x4_t t15 = vreinterpretq_s32_u32(t14);
        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t5; int32x4_t vcc_nv = t15; int32_t *vcc_np = (int32_t *)(&g_c[1002 - (int)t1]); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        uint32x4_t t16 = vreinterpretq_u32_s32(g_b_v_2);
        uint32x4_t t17 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t18 = vaddq_u32(t16, t17);
        int32x4_t t19 = vreinterpretq_s32_u32(t18);
        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t6; int32x4_t vcc_nv = t19; int32_t *vcc_np = (int32_t *)(&g_c[1002 - (int)t2]); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        uint32x4_t t20 = vreinterpretq_u32_s32(g_b_v_3);
        uint32x4_t t21 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t22 = vaddq_u32(t20, t21);
        int32x4_t t23 = vreinterpretq_s32_u32(t22);
        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t7; int32x4_t vcc_nv = t23; int32_t *vcc_np = (int32_t *)(&g_c[1002 - (int)t3]); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_reverse.c:69 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t24 = 992L + i_vec_1;
        int32x4_t g_a_v_4 = vld1q_s32(&g_a[t24]);
        uint32x4_t t25 = vcgtq_s32(g_a_v_4, vdupq_n_s32(3));
        int32x4_t g_b_v_4 = ({ uint32x4_t vcc_nm = t25; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&g_b + (unsigned long)t24 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        uint32x4_t t26 = vreinterpretq_u32_s32(g_b_v_4);
        uint32x4_t t27 = vreinterpretq_u32_s32(vdupq_n_s32(1));
        uint32x4_t t28 = vaddq_u32(t26, t27);
        int32x4_t t29 = vreinterpretq_s32_u32(t28);
        do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t25; int32x4_t vcc_nv = t29; int32_t *vcc_np = (int32_t *)(&g_c[1002 - (int)t24]); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t30 = (long)i;
        if (g_a[t30] > 3) {
            g_c[1002 - i] = g_b[t30] + 1;
        }
    }
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

int main(void) {
    int n;
    int t3;
    int t14;
    int i;
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
            int32x4_t t26 = vdupq_n_s32(0);
            uint32x4_t t27 = vreinterpretq_u32_s32(t26);
            uint32x4_t i_v = vaddq_u32(t27, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t28 = vdupq_n_s32(0);
            int32x4_t t29 = vaddq_s32(t28, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t30 = vreinterpretq_u32_s32(t29);
            uint32x4_t t31 = vsubq_u32(t30, vdupq_n_u32(7));
            uint32x4_t t32 = vminq_u32(t30, t31);
            int32x4_t t1 = vreinterpretq_s32_u32(t32);
            long i_vec_2 = 0L;
            /* vcc: loop at masked_reverse.c:144 vectorized: VF 4, UF 4, the remainder at 145:18 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            do {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                vst1q_s32(&g_a[i_vec_2], t1);
                int32x4_t t33 = vnegq_s32(i_v_2);
                vst1q_s32(&g_b[i_vec_2], t33);
                int32x4_t t34 = vmulq_s32(vdupq_n_s32(3), i_v_2);
                vst1q_s32(&g_c[i_vec_2], t34);
                long t35 = i_vec_2 + 4L;
                uint32x4_t t36 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t36);
                int32x4_t t37 = vaddq_s32(t1, vdupq_n_s32(4));
                uint32x4_t t38 = vreinterpretq_u32_s32(t37);
                uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(7));
                uint32x4_t t40 = vminq_u32(t38, t39);
                int32x4_t t41 = vreinterpretq_s32_u32(t40);
                vst1q_s32(&g_a[t35], t41);
                int32x4_t t42 = vnegq_s32(i_v_3);
                vst1q_s32(&g_b[t35], t42);
                int32x4_t t43 = vmulq_s32(vdupq_n_s32(3), i_v_3);
                vst1q_s32(&g_c[t35], t43);
                long t44 = i_vec_2 + 8L;
                uint32x4_t t45 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t i_v_4 = vreinterpretq_s32_u32(t45);
                int32x4_t t46 = vaddq_s32(t1, vdupq_n_s32(1));
                uint32x4_t t47 = vreinterpretq_u32_s32(t46);
                uint32x4_t t48 = vsubq_u32(t47, vdupq_n_u32(7));
                uint32x4_t t49 = vminq_u32(t47, t48);
                int32x4_t t50 = vreinterpretq_s32_u32(t49);
                vst1q_s32(&g_a[t44], t50);
                int32x4_t t51 = vnegq_s32(i_v_4);
                vst1q_s32(&g_b[t44], t51);
                int32x4_t t52 = vmulq_s32(vdupq_n_s32(3), i_v_4);
                vst1q_s32(&g_c[t44], t52);
                long t53 = i_vec_2 + 12L;
                uint32x4_t t54 = vaddq_u32(i_v, vdupq_n_u32(12));
                int32x4_t i_v_5 = vreinterpretq_s32_u32(t54);
                int32x4_t t55 = vaddq_s32(t1, vdupq_n_s32(5));
                uint32x4_t t56 = vreinterpretq_u32_s32(t55);
                uint32x4_t t57 = vsubq_u32(t56, vdupq_n_u32(7));
                uint32x4_t t58 = vminq_u32(t56, t57);
                int32x4_t t59 = vreinterpretq_s32_u32(t58);
                vst1q_s32(&g_a[t53], t59);
                int32x4_t t60 = vnegq_s32(i_v_5);
                vst1q_s32(&g_b[t53], t60);
                int32x4_t t61 = vmulq_s32(vdupq_n_s32(3), i_v_5);
                vst1q_s32(&g_c[t53], t61);
                i_vec_2 += 16L;
                i_v = vaddq_u32(i_v, vdupq_n_u32(16));
                int32x4_t t62 = vaddq_s32(t1, vdupq_n_s32(2));
                uint32x4_t t63 = vreinterpretq_u32_s32(t62);
                uint32x4_t t64 = vsubq_u32(t63, vdupq_n_u32(7));
                uint32x4_t t65 = vminq_u32(t63, t64);
                t1 = vreinterpretq_s32_u32(t65);
            } while (i_vec_2 < 992L);
            int32x4_t t66 = vdupq_n_s32(992);
            uint32x4_t t67 = vreinterpretq_u32_s32(t66);
            uint32x4_t i_v_1 = vaddq_u32(t67, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t68 = vdupq_n_s32(5);
            int32x4_t t69 = vaddq_s32(t68, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t70 = vreinterpretq_u32_s32(t69);
            uint32x4_t t71 = vsubq_u32(t70, vdupq_n_u32(7));
            uint32x4_t t72 = vminq_u32(t70, t71);
            int32x4_t t2 = vreinterpretq_s32_u32(t72);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_reverse.c:144 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t73 = 992L + i_vec_3;
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
                vst1q_s32(&g_a[t73], t2);
                int32x4_t t74 = vnegq_s32(i_v_6);
                vst1q_s32(&g_b[t73], t74);
                int32x4_t t75 = vmulq_s32(vdupq_n_s32(3), i_v_6);
                vst1q_s32(&g_c[t73], t75);
                i_vec_3 += 4L;
                i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                int32x4_t t76 = vaddq_s32(t2, vdupq_n_s32(4));
                uint32x4_t t77 = vreinterpretq_u32_s32(t76);
                uint32x4_t t78 = vsubq_u32(t77, vdupq_n_u32(7));
                uint32x4_t t79 = vminq_u32(t77, t78);
                t2 = vreinterpretq_s32_u32(t79);
            } while (i_vec_3 < 8L);
            for (int i_1 = 1000; i_1 < 1003; i_1++) {
                long t80 = (long)i_1;
                g_a[t80] = i_1 % 7;
                g_b[t80] = -i_1;
                g_c[t80] = 3 * i_1;
            }
            glob_rev_load();
            glob_rev_store();
            unsigned long t81 = hash_bytes((const void *)g_c, 4012UL);
            printf("globals %llx %llx\n", (unsigned long long)hash_bytes((const void *)g_b, 4012UL), (unsigned long long)t81);
            return 0;
        }
        int *a = (int *)front_guarded(n, 4UL);
        int *c = (int *)guarded(n, 4UL);
        int *b = (int *)guarded(n, 4UL);
        float *x = (float *)guarded(n, 4UL);
        float *y = (float *)front_guarded(n, 4UL);
        double *xd = (double *)front_guarded(n, 8UL);
        double *yd = (double *)front_guarded(n, 8UL);
        short *s = (short *)front_guarded(n, 2UL);
        unsigned char *p = (unsigned char *)front_guarded(n, 1UL);
        unsigned char *q = (unsigned char *)front_guarded(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)(next_rand() % 10U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)(next_rand() % 20U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(int)(next_rand() % 5U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)(next_rand() % 3U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(int)(next_rand() % 9U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(int)(next_rand() % 256U);
        }
        long t4 = (long)n;
        if (t4 >= 8L) {
            long t5 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at masked_reverse.c:131 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            do {
                double *t6 = xd + i_vec;
                float64x2_t xd_v = vld1q_f64(t6);
                float64x2_t t7 = vmulq_f64(xd_v, vdupq_n_f64(0.375));
                vst1q_f64(t6, t7);
                double *t8 = xd + (i_vec + 2L);
                float64x2_t xd_v_1 = vld1q_f64(t8);
                float64x2_t t9 = vmulq_f64(xd_v_1, vdupq_n_f64(0.375));
                vst1q_f64(t8, t9);
                double *t10 = xd + (i_vec + 4L);
                float64x2_t xd_v_2 = vld1q_f64(t10);
                float64x2_t t11 = vmulq_f64(xd_v_2, vdupq_n_f64(0.375));
                vst1q_f64(t10, t11);
                double *t12 = xd + (i_vec + 6L);
                float64x2_t xd_v_3 = vld1q_f64(t12);
                float64x2_t t13 = vmulq_f64(xd_v_3, vdupq_n_f64(0.375));
                vst1q_f64(t12, t13);
                i_vec += 8L;
            } while (i_vec < t5);
            t14 = (int)t5;
        } else {
            t14 = 0;
        }
        long t15 = (long)n + (long)t14 * -1L;
        if (t15 >= 2L) {
            long t16 = t15 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at masked_reverse.c:131 vector epilogue: VF 2, UF 1, scalar epilogue */
            do {
                double *t17 = xd + ((long)t14 + i_vec_1);
                float64x2_t xd_v_4 = vld1q_f64(t17);
                float64x2_t t18 = vmulq_f64(xd_v_4, vdupq_n_f64(0.375));
                vst1q_f64(t17, t18);
                i_vec_1 += 2L;
            } while (i_vec_1 < t16);
            i = (int)((long)t14 + t16);
        } else {
            i = t14;
        }
        for (; i < n; i++) {
            double *t19 = xd + i;
            *t19 = *t19 * 0.375;
        }
        const int *t20 = c;
        rev_cond_load(n, a, t20, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = down_cond_sum(n, s, t20);
        rev_bytes(n, p, q);
        unsigned long t21 = (unsigned long)n;
        unsigned long t22 = hash_bytes((const void *)q, t21 * 1UL);
        unsigned long t23 = hash_bytes((const void *)yd, t21 * 8UL);
        unsigned long t24 = t21 * 4UL;
        unsigned long t25 = hash_bytes((const void *)y, t24);
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)hash_bytes((const void *)b, t24), (unsigned long long)t25, (unsigned long long)t23, sum, (unsigned long long)t22);
        release_front((void *)a, n, 4UL);
        release((void *)c, n, 4UL);
        release((void *)b, n, 4UL);
        release((void *)x, n, 4UL);
        release_front((void *)y, n, 4UL);
        release_front((void *)xd, n, 8UL);
        release_front((void *)yd, n, 8UL);
        release_front((void *)s, n, 2UL);
        release_front((void *)p, n, 1UL);
        release_front((void *)q, n, 1UL);
    }
}
