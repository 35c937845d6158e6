/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 sse4.2=13 neon=10 sse2=13 */
/* Masked accesses whose lane 0 is off: the scalar loop never forms the address of an element
 * outside the array, but lane 0's address of a masked vector access may lie there (`g[i - 1]`
 * with `i >= 1` at i = 0, `g[i + 4]` with `i + 4 < G` near the end). Such addresses are computed
 * as unsigned integers; with C's array indexing this program fails under
 * -fsanitize=undefined ("index -1 out of bounds for type 'int [1003]'"), which the test builds
 * vcc's output with. Constant and run-time counts, loads and stores. A conditional load whose
 * elements all exist (`gf[i]` in store_before, `g[i]` in load_inside: the loop's constant count
 * stays inside the array) is an unmasked load; one whose stretch passes the array's end
 * (`half[i]` in load_half, read only while `i < H` by a loop of G iterations) stays masked: an
 * unmasked one would read past `half` (AddressSanitizer, which the test also builds with).
 * A conditional load of one element at a constant offset (`gf[0]` on the first iteration, the
 * last element of a local array) is loaded once, unmasked, where the element exists; through
 * a pointer of unknown extent (`p[0]`), or at an offset past the array (`half[H]`, read only
 * when a run-time flag says so, which it never does), it keeps the refusal. Over a constant
 * count, a test of the counter against a constant splits the loop there instead
 * (`split_loops.rs`: load_before, store_before, load_half, first_iter), and each part needs no
 * mask; the `_n` twins run to a run-time count, which is not split, and keep the masks. */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
void load_before(void) {
    int i = 0;
    while (i < 1) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t1 = 1L + i_vec;
        int32x4_t g_v = vld1q_s32(&g[(int)t1 - 1]);
        int32x4_t t2 = vmulq_s32(g_v, vdupq_n_s32(3));
        vst1q_s32(&out[t1], t2);
        long t3 = 1L + (i_vec + 4L);
        int32x4_t g_v_1 = vld1q_s32(&g[(int)t3 - 1]);
        int32x4_t t4 = vmulq_s32(g_v_1, vdupq_n_s32(3));
        vst1q_s32(&out[t3], t4);
        long t5 = 1L + (i_vec + 8L);
        int32x4_t g_v_2 = vld1q_s32(&g[(int)t5 - 1]);
        int32x4_t t6 = vmulq_s32(g_v_2, vdupq_n_s32(3));
        vst1q_s32(&out[t5], t6);
        long t7 = 1L + (i_vec + 12L);
        int32x4_t g_v_3 = vld1q_s32(&g[(int)t7 - 1]);
        int32x4_t t8 = vmulq_s32(g_v_3, vdupq_n_s32(3));
        vst1q_s32(&out[t7], t8);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 993L + i_vec_1;
        int32x4_t g_v_4 = vld1q_s32(&g[(int)t9 - 1]);
        int32x4_t t10 = vmulq_s32(g_v_4, vdupq_n_s32(3));
        vst1q_s32(&out[t9], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        out[i_1] = g[i_1 - 1] * 3;
    }
}

/* The same to a run-time count (n = G): masked, lane 0 off in the first vector. */
void load_before_n(int n) {
    for (int i = 0; i < n; i++)
        if (i >= 1)
            out[i] = g[i - 1] * 3;
}

/* A load four elements on, while it stays inside the array (a run-time count). */
void load_after(int n) {
    for (int i = 0; i < n; i++)
        if (i + 4 < G)
            out[i] = g[i + 4] + 1;
}

/* A store two elements back, from the third iteration on. */
void store_before(void) {
    int i = 0;
    while (i < 2) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:50 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t1 = 2L + i_vec;
        float32x4_t gf_v = vld1q_f32(&gf[t1]);
        float32x4_t t2 = vmulq_f32(gf_v, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[(int)t1 - 2], t2);
        long t3 = 2L + (i_vec + 4L);
        float32x4_t gf_v_1 = vld1q_f32(&gf[t3]);
        float32x4_t t4 = vmulq_f32(gf_v_1, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[(int)t3 - 2], t4);
        long t5 = 2L + (i_vec + 8L);
        float32x4_t gf_v_2 = vld1q_f32(&gf[t5]);
        float32x4_t t6 = vmulq_f32(gf_v_2, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[(int)t5 - 2], t6);
        long t7 = 2L + (i_vec + 12L);
        float32x4_t gf_v_3 = vld1q_f32(&gf[t7]);
        float32x4_t t8 = vmulq_f32(gf_v_3, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[(int)t7 - 2], t8);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:50 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 994L + i_vec_1;
        float32x4_t gf_v_4 = vld1q_f32(&gf[t9]);
        float32x4_t t10 = vmulq_f32(gf_v_4, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[(int)t9 - 2], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1002; i_1 < 1003; i_1++) {
        outf[i_1 - 2] = gf[i_1] * 0.5f;
    }
}

/* The same to a run-time count (n = G). */
void store_before_n(int n) {
    for (int i = 0; i < n; i++)
        if (i >= 2)
            outf[i - 2] = gf[i] * 0.5f;
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
void load_inside(void) {
    int t42;
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:64 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int *t1 = &out[i_vec];
        int32x4_t out_v = vld1q_s32(t1);
        uint32x4_t t2 = vcgtq_s32(out_v, vdupq_n_s32(10));
        int32x4_t g_v = vld1q_s32(&g[i_vec]);
        uint32x4_t t3 = vreinterpretq_u32_s32(g_v);
        uint32x4_t t4 = vreinterpretq_u32_s32(vdupq_n_s32(2));
        uint32x4_t t5 = vmulq_u32(t3, t4);
        int32x4_t t6 = vreinterpretq_s32_u32(t5);
        int32x4_t t7 = vbslq_s32(t2, t6, vdupq_n_s32(7));
        vst1q_s32(t1, t7);
        long t8 = i_vec + 4L;
        int *t9 = &out[t8];
        int32x4_t out_v_1 = vld1q_s32(t9);
        uint32x4_t t10 = vcgtq_s32(out_v_1, vdupq_n_s32(10));
        int32x4_t g_v_1 = vld1q_s32(&g[t8]);
        uint32x4_t t11 = vreinterpretq_u32_s32(g_v_1);
        uint32x4_t t12 = vreinterpretq_u32_s32(vdupq_n_s32(2));
        uint32x4_t t13 = vmulq_u32(t11, t12);
        int32x4_t t14 = vreinterpretq_s32_u32(t13);
        int32x4_t t15 = vbslq_s32(t10, t14, vdupq_n_s32(7));
        vst1q_s32(t9, t15);
        long t16 = i_vec + 8L;
        int *t17 = &out[t16];
        int32x4_t out_v_2 = vld1q_s32(t17);
        uint32x4_t t18 = vcgtq_s32(out_v_2, vdupq_n_s32(10));
        int32x4_t g_v_2 = vld1q_s32(&g[t16]);
        uint32x4_t t19 = vreinterpretq_u32_s32(g_v_2);
        uint32x4_t t20 = vreinterpretq_u32_s32(vdupq_n_s32(2));
        uint32x4_t t21 = vmulq_u32(t19, t20);
        int32x4_t t22 = vreinterpretq_s32_u32(t21);
        int32x4_t t23 = vbslq_s32(t18, t22, vdupq_n_s32(7));
        vst1q_s32(t17, t23);
        long t24 = i_vec + 12L;
        int *t25 = &out[t24];
        int32x4_t out_v_3 = vld1q_s32(t25);
        uint32x4_t t26 = vcgtq_s32(out_v_3, vdupq_n_s32(10));
        int32x4_t g_v_3 = vld1q_s32(&g[t24]);
        uint32x4_t t27 = vreinterpretq_u32_s32(g_v_3);
        uint32x4_t t28 = vreinterpretq_u32_s32(vdupq_n_s32(2));
        uint32x4_t t29 = vmulq_u32(t27, t28);
        int32x4_t t30 = vreinterpretq_s32_u32(t29);
        int32x4_t t31 = vbslq_s32(t26, t30, vdupq_n_s32(7));
        vst1q_s32(t25, t31);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:64 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t32 = 992L + i_vec_1;
        int *t33 = &out[t32];
        int32x4_t out_v_4 = vld1q_s32(t33);
        uint32x4_t t34 = vcgtq_s32(out_v_4, vdupq_n_s32(10));
        int32x4_t g_v_4 = ({ uint32x4_t vcc_nm = t34; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&g + (unsigned long)t32 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        uint32x4_t t35 = vreinterpretq_u32_s32(g_v_4);
        uint32x4_t t36 = vreinterpretq_u32_s32(vdupq_n_s32(2));
        uint32x4_t t37 = vmulq_u32(t35, t36);
        int32x4_t t38 = vreinterpretq_s32_u32(t37);
        int32x4_t t39 = vbslq_s32(t34, t38, vdupq_n_s32(7));
        vst1q_s32(t33, t39);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t40 = (long)i;
        int *t41 = &out[t40];
        if (*t41 > 10) {
            t42 = g[t40] * 2;
        } else {
            t42 = 7;
        }
        *t41 = t42;
        i++;
    }
}

/* half[i] exists only while i < H: the load stays masked. */
void load_half(void) {
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t half_v = vld1q_s32(&half[i_vec]);
        int32x4_t t1 = vaddq_s32(half_v, vdupq_n_s32(1));
        vst1q_s32(&out[i_vec], t1);
        long t2 = i_vec + 4L;
        int32x4_t half_v_1 = vld1q_s32(&half[t2]);
        int32x4_t t3 = vaddq_s32(half_v_1, vdupq_n_s32(1));
        vst1q_s32(&out[t2], t3);
        long t4 = i_vec + 8L;
        int32x4_t half_v_2 = vld1q_s32(&half[t4]);
        int32x4_t t5 = vaddq_s32(half_v_2, vdupq_n_s32(1));
        vst1q_s32(&out[t4], t5);
        long t6 = i_vec + 12L;
        int32x4_t half_v_3 = vld1q_s32(&half[t6]);
        int32x4_t t7 = vaddq_s32(half_v_3, vdupq_n_s32(1));
        vst1q_s32(&out[t6], t7);
        i_vec += 16L;
    } while (i_vec < 496L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t8 = 496L + i_vec_1;
        int32x4_t half_v_4 = vld1q_s32(&half[t8]);
        int32x4_t t9 = vaddq_s32(half_v_4, vdupq_n_s32(1));
        vst1q_s32(&out[t8], t9);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    long i_vec_2 = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        vst1q_s32(&out[500L + i_vec_2], vdupq_n_s32(-3));
        vst1q_s32(&out[500L + (i_vec_2 + 4L)], vdupq_n_s32(-3));
        vst1q_s32(&out[500L + (i_vec_2 + 8L)], vdupq_n_s32(-3));
        vst1q_s32(&out[500L + (i_vec_2 + 12L)], vdupq_n_s32(-3));
        i_vec_2 += 16L;
    } while (i_vec_2 < 496L);
    long i_vec_3 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        vst1q_s32(&out[996L + i_vec_3], vdupq_n_s32(-3));
        i_vec_3 += 4L;
    } while (i_vec_3 < 4L);
    int i = 1000;
    while (i < 1003) {
        out[i] = -3;
        i++;
    }
}

/* The same to a run-time count (n = G): the load stays masked. */
void load_half_n(int n) {
    int t35;
    int i;
    int t47;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:84 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            uint32x4_t t5 = vcltq_s32(i_v_2, vdupq_n_s32(500));
            int32x4_t half_v = ({ uint32x4_t vcc_nm = t5; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&half + (unsigned long)i_vec * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t6 = vreinterpretq_u32_s32(half_v);
            uint32x4_t t7 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t8 = vaddq_u32(t6, t7);
            int32x4_t t9 = vreinterpretq_s32_u32(t8);
            int32x4_t t10 = vbslq_s32(t5, t9, vdupq_n_s32(-3));
            vst1q_s32(&out[i_vec], t10);
            long t11 = i_vec + 4L;
            uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t12);
            uint32x4_t t13 = vcltq_s32(i_v_3, vdupq_n_s32(500));
            int32x4_t half_v_1 = ({ uint32x4_t vcc_nm = t13; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&half + (unsigned long)t11 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t14 = vreinterpretq_u32_s32(half_v_1);
            uint32x4_t t15 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t16 = vaddq_u32(t14, t15);
            int32x4_t t17 = vreinterpretq_s32_u32(t16);
            int32x4_t t18 = vbslq_s32(t13, t17, vdupq_n_s32(-3));
            vst1q_s32(&out[t11], t18);
            long t19 = i_vec + 8L;
            uint32x4_t t20 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t20);
            uint32x4_t t21 = vcltq_s32(i_v_4, vdupq_n_s32(500));
            int32x4_t half_v_2 = ({ uint32x4_t vcc_nm = t21; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&half + (unsigned long)t19 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t22 = vreinterpretq_u32_s32(half_v_2);
            uint32x4_t t23 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t24 = vaddq_u32(t22, t23);
            int32x4_t t25 = vreinterpretq_s32_u32(t24);
            int32x4_t t26 = vbslq_s32(t21, t25, vdupq_n_s32(-3));
            vst1q_s32(&out[t19], t26);
            long t27 = i_vec + 12L;
            uint32x4_t t28 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t28);
            uint32x4_t t29 = vcltq_s32(i_v_5, vdupq_n_s32(500));
            int32x4_t half_v_3 = ({ uint32x4_t vcc_nm = t29; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&half + (unsigned long)t27 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t30 = vreinterpretq_u32_s32(half_v_3);
            uint32x4_t t31 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t32 = vaddq_u32(t30, t31);
            int32x4_t t33 = vreinterpretq_s32_u32(t32);
            int32x4_t t34 = vbslq_s32(t29, t33, vdupq_n_s32(-3));
            vst1q_s32(&out[t27], t34);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t35 = (int)t2;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 4L) {
        long t37 = t36 & -4L;
        int32x4_t t38 = vdupq_n_s32(t35);
        uint32x4_t t39 = vreinterpretq_u32_s32(t38);
        uint32x4_t i_v_1 = vaddq_u32(t39, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:84 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t40 = (long)t35 + i_vec_1;
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            uint32x4_t t41 = vcltq_s32(i_v_6, vdupq_n_s32(500));
            int32x4_t half_v_4 = ({ uint32x4_t vcc_nm = t41; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&half + (unsigned long)t40 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t42 = vreinterpretq_u32_s32(half_v_4);
            uint32x4_t t43 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t44 = vaddq_u32(t42, t43);
            int32x4_t t45 = vreinterpretq_s32_u32(t44);
            int32x4_t t46 = vbslq_s32(t41, t45, vdupq_n_s32(-3));
            vst1q_s32(&out[t40], t46);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    while (i < n) {
        if (i < 500) {
            t47 = half[i] + 1;
        } else {
            t47 = -3;
        }
        out[i] = t47;
        i++;
    }
}

/* The first iteration takes a constant element, the others a pair. */
void first_iter(void) {
    for (int i = 0; i < 1; i++) {
        float *t1 = &outf[i];
        float t2 = gf[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t3 = 1L + i_vec;
        float32x4_t gf_v = vld1q_f32(&gf[t3]);
        float32x4_t gf_v_1 = vld1q_f32(&gf[(int)t3 - 1]);
        float32x4_t t4 = vaddq_f32(gf_v, gf_v_1);
        float32x4_t t5 = vmulq_f32(t4, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[t3], t5);
        long t6 = 1L + (i_vec + 4L);
        float32x4_t gf_v_2 = vld1q_f32(&gf[t6]);
        float32x4_t gf_v_3 = vld1q_f32(&gf[(int)t6 - 1]);
        float32x4_t t7 = vaddq_f32(gf_v_2, gf_v_3);
        float32x4_t t8 = vmulq_f32(t7, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[t6], t8);
        long t9 = 1L + (i_vec + 8L);
        float32x4_t gf_v_4 = vld1q_f32(&gf[t9]);
        float32x4_t gf_v_5 = vld1q_f32(&gf[(int)t9 - 1]);
        float32x4_t t10 = vaddq_f32(gf_v_4, gf_v_5);
        float32x4_t t11 = vmulq_f32(t10, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[t9], t11);
        long t12 = 1L + (i_vec + 12L);
        float32x4_t gf_v_6 = vld1q_f32(&gf[t12]);
        float32x4_t gf_v_7 = vld1q_f32(&gf[(int)t12 - 1]);
        float32x4_t t13 = vaddq_f32(gf_v_6, gf_v_7);
        float32x4_t t14 = vmulq_f32(t13, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[t12], t14);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t15 = 993L + i_vec_1;
        float32x4_t gf_v_8 = vld1q_f32(&gf[t15]);
        float32x4_t gf_v_9 = vld1q_f32(&gf[(int)t15 - 1]);
        float32x4_t t16 = vaddq_f32(gf_v_8, gf_v_9);
        float32x4_t t17 = vmulq_f32(t16, vdupq_n_f32(0.5f));
        vst1q_f32(&outf[t15], t17);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        long t18 = (long)i_1;
        float *t19 = &outf[t18];
        float t20 = gf[t18] + gf[i_1 - 1];
        *t19 = t20 * 0.5f;
    }
}

/* A local table's last element, on the iterations past a run-time bound. */
void last_of_local(int n) {
    int t[8];
    int t27;
    long k_vec = 0L;
    /* vcc: loop at masked_bounds.c:101 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        int32x4_t g_v = vld1q_s32(&g[k_vec]);
        int32x4_t t1 = vmulq_s32(g_v, vdupq_n_s32(5));
        vst1q_s32(&t[k_vec], t1);
        long t2 = k_vec + 4L;
        int32x4_t g_v_1 = vld1q_s32(&g[t2]);
        int32x4_t t3 = vmulq_s32(g_v_1, vdupq_n_s32(5));
        vst1q_s32(&t[t2], t3);
        k_vec += 8L;
    } while (k_vec < 8L);
    int32x4_t n_v = vdupq_n_s32(n);
    int32x4_t t4 = vdupq_n_s32(0);
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t i_v = vaddq_u32(t5, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
        uint32x4_t t6 = vcltq_s32(i_v_2, n_v);
        int32x4_t t_v = vdupq_n_s32(t[7]);
        int32x4_t g_v_2 = vld1q_s32(&g[i_vec]);
        int32x4_t t7 = vbslq_s32(t6, g_v_2, t_v);
        vst1q_s32(&out[i_vec], t7);
        long t8 = i_vec + 4L;
        uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t9);
        uint32x4_t t10 = vcltq_s32(i_v_3, n_v);
        int32x4_t t_v_1 = vdupq_n_s32(t[7]);
        int32x4_t g_v_3 = vld1q_s32(&g[t8]);
        int32x4_t t11 = vbslq_s32(t10, g_v_3, t_v_1);
        vst1q_s32(&out[t8], t11);
        long t12 = i_vec + 8L;
        uint32x4_t t13 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t13);
        uint32x4_t t14 = vcltq_s32(i_v_4, n_v);
        int32x4_t t_v_2 = vdupq_n_s32(t[7]);
        int32x4_t g_v_4 = vld1q_s32(&g[t12]);
        int32x4_t t15 = vbslq_s32(t14, g_v_4, t_v_2);
        vst1q_s32(&out[t12], t15);
        long t16 = i_vec + 12L;
        uint32x4_t t17 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t17);
        uint32x4_t t18 = vcltq_s32(i_v_5, n_v);
        int32x4_t t_v_3 = vdupq_n_s32(t[7]);
        int32x4_t g_v_5 = vld1q_s32(&g[t16]);
        int32x4_t t19 = vbslq_s32(t18, g_v_5, t_v_3);
        vst1q_s32(&out[t16], t19);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 992L);
    int32x4_t n_v_1 = vdupq_n_s32(n);
    int32x4_t t20 = vdupq_n_s32(992);
    uint32x4_t t21 = vreinterpretq_u32_s32(t20);
    uint32x4_t i_v_1 = vaddq_u32(t21, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t22 = 992L + i_vec_1;
        int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
        uint32x4_t t23 = vcltq_s32(i_v_6, n_v_1);
        int32x4_t t_v_4 = vdupq_n_s32(t[7]);
        int32x4_t g_v_6 = ({ uint32x4_t vcc_nm = t23; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)&g + (unsigned long)t22 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
        int32x4_t t24 = vbslq_s32(t23, g_v_6, t_v_4);
        vst1q_s32(&out[t22], t24);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t25 = (long)i;
        int *t26 = &out[t25];
        if (i < n) {
            t27 = g[t25];
        } else {
            t27 = t[7];
        }
        *t26 = t27;
    }
}

/* Through a pointer of unknown extent: p[0] may not exist (p == 0 when n is 0), refused. */
void through_pointer(int n, const int *p) {
    for (int i = 0; i < G; i++)
        out[i] = i < n ? p[0] + i : g[i];
}

/* half[H] is past the array: read only when `flag` is set (it never is), refused. */
void past_the_end(int flag) {
    for (int i = 0; i < G; i++)
        out[i] = flag ? half[H] : g[i] - 1;
}

/* A store past a run-time offset, under a data condition and the bound. */
void store_after(int n, int k) {
    int t47;
    int i;
    int t63;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:121 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t g_v = vld1q_s32(&g[i_vec]);
            uint32x4_t t5 = vcgtq_s32(g_v, vdupq_n_s32(10));
            uint32x4_t t6 = vreinterpretq_u32_s32(i_v_2);
            uint32x4_t t7 = vreinterpretq_u32_s32(k_v);
            uint32x4_t t8 = vaddq_u32(t6, t7);
            int32x4_t t9 = vreinterpretq_s32_u32(t8);
            uint32x4_t t10 = vcltq_s32(t9, vdupq_n_s32(1003));
            int32x4_t t11 = (int32x4_t)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            int32x4_t t12 = vbslq_s32(t5, t11, vdupq_n_s32(0));
            uint32x4_t t13 = vmvnq_u32(vceqq_s32(t12, vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t13; int32x4_t vcc_nv = g_v; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)(long)((int)i_vec + k) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t14 = i_vec + 4L;
            uint32x4_t t15 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t15);
            int32x4_t g_v_1 = vld1q_s32(&g[t14]);
            uint32x4_t t16 = vcgtq_s32(g_v_1, vdupq_n_s32(10));
            uint32x4_t t17 = vreinterpretq_u32_s32(i_v_3);
            uint32x4_t t18 = vreinterpretq_u32_s32(k_v);
            uint32x4_t t19 = vaddq_u32(t17, t18);
            int32x4_t t20 = vreinterpretq_s32_u32(t19);
            uint32x4_t t21 = vcltq_s32(t20, vdupq_n_s32(1003));
            int32x4_t t22 = (int32x4_t)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            int32x4_t t23 = vbslq_s32(t16, t22, vdupq_n_s32(0));
            uint32x4_t t24 = vmvnq_u32(vceqq_s32(t23, vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t24; int32x4_t vcc_nv = g_v_1; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)(long)((int)t14 + k) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t25 = i_vec + 8L;
            uint32x4_t t26 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t26);
            int32x4_t g_v_2 = vld1q_s32(&g[t25]);
            uint32x4_t t27 = vcgtq_s32(g_v_2, vdupq_n_s32(10));
            uint32x4_t t28 = vreinterpretq_u32_s32(i_v_4);
            uint32x4_t t29 = vreinterpretq_u32_s32(k_v);
            uint32x4_t t30 = vaddq_u32(t28, t29);
            int32x4_t t31 = vreinterpretq_s32_u32(t30);
            uint32x4_t t32 = vcltq_s32(t31, vdupq_n_s32(1003));
            int32x4_t t33 = (int32x4_t)__builtin_convertvector((vcc_m4)t32 & 1, vcc_v4_int);
            int32x4_t t34 = vbslq_s32(t27, t33, vdupq_n_s32(0));
            uint32x4_t t35 = vmvnq_u32(vceqq_s32(t34, vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t35; int32x4_t vcc_nv = g_v_2; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)(long)((int)t25 + k) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t36 = i_vec + 12L;
            uint32x4_t t37 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t37);
            int32x4_t g_v_3 = vld1q_s32(&g[t36]);
            uint32x4_t t38 = vcgtq_s32(g_v_3, vdupq_n_s32(10));
            uint32x4_t t39 = vreinterpretq_u32_s32(i_v_5);
            uint32x4_t t40 = vreinterpretq_u32_s32(k_v);
            uint32x4_t t41 = vaddq_u32(t39, t40);
            int32x4_t t42 = vreinterpretq_s32_u32(t41);
            uint32x4_t t43 = vcltq_s32(t42, vdupq_n_s32(1003));
            int32x4_t t44 = (int32x4_t)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
            int32x4_t t45 = vbslq_s32(t38, t44, vdupq_n_s32(0));
            uint32x4_t t46 = vmvnq_u32(vceqq_s32(t45, vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t46; int32x4_t vcc_nv = g_v_3; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)(long)((int)t36 + k) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t47 = (int)t2;
    } else {
        t47 = 0;
    }
    long t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 4L) {
        long t49 = t48 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        int32x4_t t50 = vdupq_n_s32(t47);
        uint32x4_t t51 = vreinterpretq_u32_s32(t50);
        uint32x4_t i_v_1 = vaddq_u32(t51, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:121 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t52 = (long)t47 + i_vec_1;
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t g_v_4 = vld1q_s32(&g[t52]);
            uint32x4_t t53 = vcgtq_s32(g_v_4, vdupq_n_s32(10));
            uint32x4_t t54 = vreinterpretq_u32_s32(i_v_6);
            uint32x4_t t55 = vreinterpretq_u32_s32(k_v_1);
            uint32x4_t t56 = vaddq_u32(t54, t55);
            int32x4_t t57 = vreinterpretq_s32_u32(t56);
            uint32x4_t t58 = vcltq_s32(t57, vdupq_n_s32(1003));
            int32x4_t t59 = (int32x4_t)__builtin_convertvector((vcc_m4)t58 & 1, vcc_v4_int);
            int32x4_t t60 = vbslq_s32(t53, t59, vdupq_n_s32(0));
            uint32x4_t t61 = vmvnq_u32(vceqq_s32(t60, vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t61; int32x4_t vcc_nv = g_v_4; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&out + (unsigned long)(long)((int)t52 + k) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        int t62 = g[i];
        if (t62 > 10) {
            t63 = ((i + k) < 1003) != 0;
        } else {
            t63 = 0;
        }
        if (t63) {
            out[i + k] = t62;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
long window(int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        if (i >= 3 && i + 3 < G)
            s += g[i - 3] - g[i + 3];
    return s;
}

int main(void) {
    int n;
    int t16;
    int n_2;
    int t35;
    int n_4;
    int t37;
    int *t38;
    int t40;
    int t41;
    (void)count_at;
    int fill_idx = 0;
    while (fill_idx < 1003) {
        g[fill_idx] = -50 + (int)(next_rand() % 100U);
        fill_idx++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:137 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t g_v = vld1q_s32(&g[i_vec]);
        float32x4_t t1 = vcvtq_f32_s32(g_v);
        float32x4_t t2 = vmulq_f32(t1, vdupq_n_f32(0.25f));
        vst1q_f32(&gf[i_vec], t2);
        long t3 = i_vec + 4L;
        int32x4_t g_v_1 = vld1q_s32(&g[t3]);
        float32x4_t t4 = vcvtq_f32_s32(g_v_1);
        float32x4_t t5 = vmulq_f32(t4, vdupq_n_f32(0.25f));
        vst1q_f32(&gf[t3], t5);
        long t6 = i_vec + 8L;
        int32x4_t g_v_2 = vld1q_s32(&g[t6]);
        float32x4_t t7 = vcvtq_f32_s32(g_v_2);
        float32x4_t t8 = vmulq_f32(t7, vdupq_n_f32(0.25f));
        vst1q_f32(&gf[t6], t8);
        long t9 = i_vec + 12L;
        int32x4_t g_v_3 = vld1q_s32(&g[t9]);
        float32x4_t t10 = vcvtq_f32_s32(g_v_3);
        float32x4_t t11 = vmulq_f32(t10, vdupq_n_f32(0.25f));
        vst1q_f32(&gf[t9], t11);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:137 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        int32x4_t g_v_4 = vld1q_s32(&g[t12]);
        float32x4_t t13 = vcvtq_f32_s32(g_v_4);
        float32x4_t t14 = vmulq_f32(t13, vdupq_n_f32(0.25f));
        vst1q_f32(&gf[t12], t14);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t15 = (long)i;
        gf[t15] = (float)g[t15] * 0.25f;
        i++;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t16 = 1;
        } else {
            t16 = 0;
            n = n_1;
        }
        if (t16) {
            if (n > 1003) {
                n_2 = 1003;
            } else {
                n_2 = n;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at masked_bounds.c:143 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                vst1q_s32(&out[i_vec_2], vdupq_n_s32(-1));
                vst1q_f32(&outf[i_vec_2], vdupq_n_f32(-1.0f));
                long t17 = i_vec_2 + 4L;
                vst1q_s32(&out[t17], vdupq_n_s32(-1));
                vst1q_f32(&outf[t17], vdupq_n_f32(-1.0f));
                long t18 = i_vec_2 + 8L;
                vst1q_s32(&out[t18], vdupq_n_s32(-1));
                vst1q_f32(&outf[t18], vdupq_n_f32(-1.0f));
                long t19 = i_vec_2 + 12L;
                vst1q_s32(&out[t19], vdupq_n_s32(-1));
                vst1q_f32(&outf[t19], vdupq_n_f32(-1.0f));
                i_vec_2 += 16L;
            } while (i_vec_2 < 992L);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_bounds.c:143 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t20 = 992L + i_vec_3;
                vst1q_s32(&out[t20], vdupq_n_s32(-1));
                vst1q_f32(&outf[t20], vdupq_n_f32(-1.0f));
                i_vec_3 += 4L;
            } while (i_vec_3 < 8L);
            out[1000] = -1;
            outf[1000] = -1.0f;
            out[1001] = -1;
            outf[1001] = -1.0f;
            out[1002] = -1;
            outf[1002] = -1.0f;
            load_after(n_2);
            const void *t21 = (const void *)out;
            unsigned long t22 = hash_bytes(t21, 4012UL);
            store_after(n_2, 5);
            long t23 = window(n_2);
            printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t22, (unsigned long long)hash_bytes(t21, 4012UL), t23);
            count_idx++;
            n_1 = n_2;
        } else {
            load_before();
            store_before();
            const void *t24 = (const void *)outf;
            unsigned long t25 = hash_bytes(t24, 4012UL);
            const void *t26 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)hash_bytes(t26, 4012UL), (unsigned long long)t25);
            long i_vec_4 = 0L;
            /* vcc: loop at masked_bounds.c:153 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                vst1q_s32(&out[i_vec_4], vdupq_n_s32(-1));
                vst1q_f32(&outf[i_vec_4], vdupq_n_f32(-1.0f));
                long t27 = i_vec_4 + 4L;
                vst1q_s32(&out[t27], vdupq_n_s32(-1));
                vst1q_f32(&outf[t27], vdupq_n_f32(-1.0f));
                long t28 = i_vec_4 + 8L;
                vst1q_s32(&out[t28], vdupq_n_s32(-1));
                vst1q_f32(&outf[t28], vdupq_n_f32(-1.0f));
                long t29 = i_vec_4 + 12L;
                vst1q_s32(&out[t29], vdupq_n_s32(-1));
                vst1q_f32(&outf[t29], vdupq_n_f32(-1.0f));
                i_vec_4 += 16L;
            } while (i_vec_4 < 992L);
            long i_vec_5 = 0L;
            /* vcc: loop at masked_bounds.c:153 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t30 = 992L + i_vec_5;
                vst1q_s32(&out[t30], vdupq_n_s32(-1));
                vst1q_f32(&outf[t30], vdupq_n_f32(-1.0f));
                i_vec_5 += 4L;
            } while (i_vec_5 < 8L);
            int i_1 = 1000;
            while (i_1 < 1003) {
                long t31 = (long)i_1;
                out[t31] = -1;
                outf[t31] = -1.0f;
                i_1++;
            }
            load_before_n(1003);
            store_before_n(1003);
            unsigned long t32 = hash_bytes(t24, 4012UL);
            printf("before_n %llx %llx\n", (unsigned long long)hash_bytes(t26, 4012UL), (unsigned long long)t32);
            int fill_idx_1 = 0;
            while (fill_idx_1 < 500) {
                half[fill_idx_1] = -20 + (int)(next_rand() % 40U);
                fill_idx_1++;
            }
            load_inside();
            unsigned long t33 = hash_bytes(t26, 4012UL);
            load_half();
            unsigned long t34 = hash_bytes(t26, 4012UL);
            load_half_n(1003);
            printf("inside %llx half %llx %llx\n", (unsigned long long)t33, (unsigned long long)t34, (unsigned long long)hash_bytes(t26, 4012UL));
            first_iter();
            printf("first %llx\n", (unsigned long long)hash_bytes(t24, 4012UL));
            int count_idx_1 = 0;
            int n_3 = n;
            for (;;) {
                if (count_idx_1 < 73) {
                    if (count_idx_1 <= 70) {
                        t41 = count_idx_1;
                    } else {
                        if (count_idx_1 == 71) {
                            t40 = 259;
                        } else {
                            t40 = 1001;
                        }
                        t41 = t40;
                    }
                    t35 = 1;
                    n_4 = t41;
                } else {
                    t35 = 0;
                    n_4 = n_3;
                }
                if (!t35) {
                    return 0;
                }
                int t36 = n_4 > 0;
                if (t36) {
                    t37 = 1;
                } else {
                    t37 = 0;
                }
                int *one = (int *)new_array(t37, 4UL);
                if (t36) {
                    one[0] = n_4;
                }
                last_of_local(n_4);
                unsigned long long local = (unsigned long long)hash_bytes(t26, 4012UL);
                if (t36) {
                    t38 = one;
                } else {
                    t38 = (int *)0;
                }
                through_pointer(n_4, t38);
                unsigned long t39 = hash_bytes(t26, 4012UL);
                past_the_end(0);
                printf("n=%d local %llx pointer %llx past %llx\n", n_4, local, (unsigned long long)t39, (unsigned long long)hash_bytes(t26, 4012UL));
                free((void *)one);
                count_idx_1++;
                n_3 = n_4;
            }
        }
    }
}
