/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* PHI seeds: values carried round a loop the loop vectorizer leaves scalar, as the lanes of
   one vector. `dot4` and `dot8` keep four and eight float sums of a hand-unrolled dot product
   (each lane adds its products in the scalar loop's order, so the sums are exact); `cdot`
   carries the real and imaginary parts of a complex dot product (alternating subtract and
   add); `dist4` the squared distances of four coordinates; `until` four sums of a do/while loop
   whose latch also leaves the loop (dot8 is two trees of four doubles on 32-byte vectors, four of
   two on 16-byte ones, one of eight on 64-byte ones). Must NOT vectorize: `xxh4`'s rounds (a 32-bit multiply on
   the chain: the vector chain is longer than the scalar one), `leak` (a sum also tested in the
   loop), `mixed` (a lane's next value uses another lane's sum). */
/* vcc-test: expect-slp 6 sse4.2=8 neon=8 avx512vbmi-zmm=5 */
#include <stdio.h>

float dot4(const float *x, const float *y, int n) {
    float32x4_t s0_v = vdupq_n_f32(0.0f);
    for (int i = 0; (i + 3) < n; i += 4) {
        long t1 = (long)i;
        float32x4_t t2 = vld1q_f32(x + t1);
        float32x4_t t3 = vld1q_f32(y + t1);
        float32x4_t t4 = vmulq_f32(t2, t3);
        s0_v = vaddq_f32(s0_v, t4);
    }
    return vgetq_lane_f32(s0_v, 0) + vgetq_lane_f32(s0_v, 1) + (vgetq_lane_f32(s0_v, 2) + vgetq_lane_f32(s0_v, 3));
}

double dot8(const double *x, const double *y, int n) {
    double s[8];
    s[0] = 0.0;
    s[1] = 0.0;
    s[2] = 0.0;
    s[3] = 0.0;
    s[4] = 0.0;
    s[5] = 0.0;
    s[6] = 0.0;
    s[7] = 0.0;
    int i = 0;
    float64x2_t s0_v = vdupq_n_f64(0.0);
    float64x2_t s2_v = vdupq_n_f64(0.0);
    float64x2_t s4_v = vdupq_n_f64(0.0);
    float64x2_t s6_v = vdupq_n_f64(0.0);
    for (; (i + 7) < n; i += 8) {
        long t1 = (long)i;
        long t2 = (long)(i + 2);
        long t3 = (long)(i + 4);
        long t4 = (long)(i + 6);
        float64x2_t t5 = vld1q_f64(x + t1);
        float64x2_t t6 = vld1q_f64(y + t1);
        float64x2_t t7 = vmulq_f64(t5, t6);
        s0_v = vaddq_f64(s0_v, t7);
        float64x2_t t8 = vld1q_f64(x + t2);
        float64x2_t t9 = vld1q_f64(y + t2);
        float64x2_t t10 = vmulq_f64(t8, t9);
        s2_v = vaddq_f64(s2_v, t10);
        float64x2_t t11 = vld1q_f64(x + t3);
        float64x2_t t12 = vld1q_f64(y + t3);
        float64x2_t t13 = vmulq_f64(t11, t12);
        s4_v = vaddq_f64(s4_v, t13);
        float64x2_t t14 = vld1q_f64(x + t4);
        float64x2_t t15 = vld1q_f64(y + t4);
        float64x2_t t16 = vmulq_f64(t14, t15);
        s6_v = vaddq_f64(s6_v, t16);
    }
    s[0] = vgetq_lane_f64(s0_v, 0);
    s[1] = vgetq_lane_f64(s0_v, 1);
    s[2] = vgetq_lane_f64(s2_v, 0);
    s[3] = vgetq_lane_f64(s2_v, 1);
    s[4] = vgetq_lane_f64(s4_v, 0);
    s[5] = vgetq_lane_f64(s4_v, 1);
    s[6] = vgetq_lane_f64(s6_v, 0);
    s[7] = vgetq_lane_f64(s6_v, 1);
    double t = 0.0;
    for (int k = 0; k < 8; k++) {
        t = t * 0.5 + s[k];
    }
    return t;
}

struct cpx { double re, im; };

struct cpx cdot(const struct cpx *a, const struct cpx *b, int n) {
    struct cpx r;
    float64x2_t re_v = vdupq_n_f64(0.0);
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        const struct cpx *t2 = a + t1;
        const double *t3 = &b[t1].re;
        float64x2_t t4 = vdupq_n_f64(t2->re);
        float64x2_t t5 = vld1q_f64(t3);
        float64x2_t t6 = vmulq_f64(t4, t5);
        float64x2_t t7 = vdupq_n_f64(t2->im);
        float64x2_t t8 = vld1q_f64(t3);
        float64x2_t t9 = vextq_f64(t8, t8, 1);
        float64x2_t t10 = vmulq_f64(t7, t9);
        float64x2_t t11 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t6 - (vcc_v2_double)t10, (vcc_v2_double)t6 + (vcc_v2_double)t10, 0, 3);
        re_v = vaddq_f64(re_v, t11);
    }
    r.re = vgetq_lane_f64(re_v, 0);
    r.im = vgetq_lane_f64(re_v, 1);
    return r;
}

struct pt { float x, y, z, w; };

void dist4(const struct pt *p, int n, struct pt c, float *out) {
    float32x4_t dx_v = vdupq_n_f32(0.0f);
    for (int i = 0; i < n; i++) {
        float32x4_t t1 = vld1q_f32(&p[i].x);
        float32x4_t t2 = vld1q_f32(&c.x);
        float32x4_t t3 = vsubq_f32(t1, t2);
        float32x4_t t4 = vmulq_f32(t3, t3);
        dx_v = vaddq_f32(dx_v, t4);
    }
    out[0] = vgetq_lane_f32(dx_v, 0);
    out[1] = vgetq_lane_f32(dx_v, 1);
    out[2] = vgetq_lane_f32(dx_v, 2);
    out[3] = vgetq_lane_f32(dx_v, 3);
}

float until(const float *x, int n) {
    int i = 0;
    float32x4_t s0_v = (float32x4_t)(vcc_v4_float){1.0f, 2.0f, 3.0f, 4.0f};
    for (;;) {
        int i_1 = i + 4;
        float32x4_t t1 = vld1q_f32(x + i);
        float32x4_t t2 = vmulq_f32(t1, ((float32x4_t)(vcc_v4_float){0.5f, 0.25f, 0.125f, 2.0f}));
        s0_v = vaddq_f32(s0_v, t2);
        if ((i_1 + 3) >= n) {
            return vgetq_lane_f32(s0_v, 0) - vgetq_lane_f32(s0_v, 1) + vgetq_lane_f32(s0_v, 2) - vgetq_lane_f32(s0_v, 3);
        }
        i = i_1;
    }
}

unsigned xxh4(const unsigned *in, int n, unsigned *out) {
    unsigned a0 = 1, a1 = 2, a2 = 3, a3 = 4;
    for (int i = 0; i + 3 < n; i += 4) {
        a0 = ((a0 + in[i] * 2246822519u) << 13 | (a0 + in[i] * 2246822519u) >> 19) * 2654435761u;
        a1 = ((a1 + in[i + 1] * 2246822519u) << 13 | (a1 + in[i + 1] * 2246822519u) >> 19) * 2654435761u;
        a2 = ((a2 + in[i + 2] * 2246822519u) << 13 | (a2 + in[i + 2] * 2246822519u) >> 19) * 2654435761u;
        a3 = ((a3 + in[i + 3] * 2246822519u) << 13 | (a3 + in[i + 3] * 2246822519u) >> 19) * 2654435761u;
    }
    out[0] = a0, out[1] = a1, out[2] = a2, out[3] = a3;
    return a0 ^ a1 ^ a2 ^ a3;
}

float leak(const float *x, int n) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        s0 += x[i];
        s1 += x[i + 1];
        s2 += x[i + 2];
        s3 += x[i + 3];
        if (s0 > 1000.0f)
            break;
    }
    return s0 + s1 + s2 + s3;
}

float mixed(const float *x, int n) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        s0 += x[i] * s1;
        s1 += x[i + 1] * s0;
        s2 += x[i + 2];
        s3 += x[i + 3];
    }
    return s0 + s1 + s2 + s3;
}

int main(void) {
    static float x[1003];
    static float y[1003];
    static double dx[1003];
    static double dy[1003];
    static struct cpx ca[301];
    static struct cpx cb[301];
    static struct pt p[257];
    static unsigned int in[1003];
    static unsigned int h[4];
    float d[4];
    struct pt c;
    struct cpx z;
    int32x2_t t9 = vdup_n_s32(0);
    uint32x2_t t10 = vreinterpret_u32_s32(t9);
    uint32x2_t i_v = vadd_u32(t10, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    int32x2_t t11 = vdup_n_s32(0);
    int32x2_t t12 = vadd_s32(t11, ((int32x2_t)(vcc_v2_int){0, 37}));
    uint32x2_t t13 = vreinterpret_u32_s32(t12);
    uint32x2_t t14 = vsub_u32(t13, vdup_n_u32(101));
    uint32x2_t t15 = vmin_u32(t13, t14);
    int32x2_t t1 = vreinterpret_s32_u32(t15);
    int32x2_t t16 = vdup_n_s32(0);
    int32x2_t t17 = vadd_s32(t16, ((int32x2_t)(vcc_v2_int){0, 53}));
    uint32x2_t t18 = vreinterpret_u32_s32(t17);
    uint32x2_t t19 = vsub_u32(t18, vdup_n_u32(97));
    uint32x2_t t20 = vmin_u32(t18, t19);
    int32x2_t t2 = vreinterpret_s32_u32(t20);
    long i_vec = 0L;
    /* vcc: loop at carried.c:125 vectorized: VF 2, UF 4, the remainder at 126:23 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 128:25 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        int32x2_t i_v_4 = vreinterpret_s32_u32(i_v);
        float32x2_t t21 = vcvt_f32_s32(t1);
        float32x2_t t22 = vdiv_f32(t21, vdup_n_f32(7.0f));
        float32x2_t t23 = vsub_f32(t22, vdup_n_f32(3.0f));
        vst1_f32(&x[i_vec], t23);
        int32x2_t t24 = vadd_s32(i_v_4, vdup_n_s32(3));
        float32x2_t t25 = vcvt_f32_s32(t24);
        float32x2_t t26 = vdiv_f32(vdup_n_f32(1.0f), t25);
        vst1_f32(&y[i_vec], t26);
        float64x2_t t27 = vcvtq_f64_s64(vmovl_s32(t2));
        float64x2_t t28 = vdivq_f64(t27, vdupq_n_f64(3.0));
        float64x2_t t29 = vsubq_f64(t28, vdupq_n_f64(11.0));
        vst1q_f64(&dx[i_vec], t29);
        int32x2_t t30 = vadd_s32(i_v_4, vdup_n_s32(7));
        float64x2_t t31 = vcvtq_f64_s64(vmovl_s32(t30));
        float64x2_t t32 = vdivq_f64(vdupq_n_f64(1.0), t31);
        vst1q_f64(&dy[i_vec], t32);
        uint32x2_t t33 = vreinterpret_u32_s32(i_v_4);
        uint32x2_t t34 = vmul_u32(t33, vdup_n_u32(-1640531535));
        vst1_u32(&in[i_vec], t34);
        long t35 = i_vec + 2L;
        uint32x2_t t36 = vadd_u32(i_v, vdup_n_u32(2));
        int32x2_t i_v_5 = vreinterpret_s32_u32(t36);
        int32x2_t t37 = vadd_s32(t1, vdup_n_s32(74));
        uint32x2_t t38 = vreinterpret_u32_s32(t37);
        uint32x2_t t39 = vsub_u32(t38, vdup_n_u32(101));
        uint32x2_t t40 = vmin_u32(t38, t39);
        int32x2_t t41 = vreinterpret_s32_u32(t40);
        float32x2_t t42 = vcvt_f32_s32(t41);
        float32x2_t t43 = vdiv_f32(t42, vdup_n_f32(7.0f));
        float32x2_t t44 = vsub_f32(t43, vdup_n_f32(3.0f));
        vst1_f32(&x[t35], t44);
        int32x2_t t45 = vadd_s32(i_v_5, vdup_n_s32(3));
        float32x2_t t46 = vcvt_f32_s32(t45);
        float32x2_t t47 = vdiv_f32(vdup_n_f32(1.0f), t46);
        vst1_f32(&y[t35], t47);
        int32x2_t t48 = vadd_s32(t2, vdup_n_s32(9));
        uint32x2_t t49 = vreinterpret_u32_s32(t48);
        uint32x2_t t50 = vsub_u32(t49, vdup_n_u32(97));
        uint32x2_t t51 = vmin_u32(t49, t50);
        int32x2_t t52 = vreinterpret_s32_u32(t51);
        float64x2_t t53 = vcvtq_f64_s64(vmovl_s32(t52));
        float64x2_t t54 = vdivq_f64(t53, vdupq_n_f64(3.0));
        float64x2_t t55 = vsubq_f64(t54, vdupq_n_f64(11.0));
        vst1q_f64(&dx[t35], t55);
        int32x2_t t56 = vadd_s32(i_v_5, vdup_n_s32(7));
        float64x2_t t57 = vcvtq_f64_s64(vmovl_s32(t56));
        float64x2_t t58 = vdivq_f64(vdupq_n_f64(1.0), t57);
        vst1q_f64(&dy[t35], t58);
        uint32x2_t t59 = vreinterpret_u32_s32(i_v_5);
        uint32x2_t t60 = vmul_u32(t59, vdup_n_u32(-1640531535));
        vst1_u32(&in[t35], t60);
        long t61 = i_vec + 4L;
        uint32x2_t t62 = vadd_u32(i_v, vdup_n_u32(4));
        int32x2_t i_v_6 = vreinterpret_s32_u32(t62);
        int32x2_t t63 = vadd_s32(t1, vdup_n_s32(47));
        uint32x2_t t64 = vreinterpret_u32_s32(t63);
        uint32x2_t t65 = vsub_u32(t64, vdup_n_u32(101));
        uint32x2_t t66 = vmin_u32(t64, t65);
        int32x2_t t67 = vreinterpret_s32_u32(t66);
        float32x2_t t68 = vcvt_f32_s32(t67);
        float32x2_t t69 = vdiv_f32(t68, vdup_n_f32(7.0f));
        float32x2_t t70 = vsub_f32(t69, vdup_n_f32(3.0f));
        vst1_f32(&x[t61], t70);
        int32x2_t t71 = vadd_s32(i_v_6, vdup_n_s32(3));
        float32x2_t t72 = vcvt_f32_s32(t71);
        float32x2_t t73 = vdiv_f32(vdup_n_f32(1.0f), t72);
        vst1_f32(&y[t61], t73);
        int32x2_t t74 = vadd_s32(t2, vdup_n_s32(18));
        uint32x2_t t75 = vreinterpret_u32_s32(t74);
        uint32x2_t t76 = vsub_u32(t75, vdup_n_u32(97));
        uint32x2_t t77 = vmin_u32(t75, t76);
        int32x2_t t78 = vreinterpret_s32_u32(t77);
        float64x2_t t79 = vcvtq_f64_s64(vmovl_s32(t78));
        float64x2_t t80 = vdivq_f64(t79, vdupq_n_f64(3.0));
        float64x2_t t81 = vsubq_f64(t80, vdupq_n_f64(11.0));
        vst1q_f64(&dx[t61], t81);
        int32x2_t t82 = vadd_s32(i_v_6, vdup_n_s32(7));
        float64x2_t t83 = vcvtq_f64_s64(vmovl_s32(t82));
        float64x2_t t84 = vdivq_f64(vdupq_n_f64(1.0), t83);
        vst1q_f64(&dy[t61], t84);
        uint32x2_t t85 = vreinterpret_u32_s32(i_v_6);
        uint32x2_t t86 = vmul_u32(t85, vdup_n_u32(-1640531535));
        vst1_u32(&in[t61], t86);
        long t87 = i_vec + 6L;
        uint32x2_t t88 = vadd_u32(i_v, vdup_n_u32(6));
        int32x2_t i_v_7 = vreinterpret_s32_u32(t88);
        int32x2_t t89 = vadd_s32(t1, vdup_n_s32(20));
        uint32x2_t t90 = vreinterpret_u32_s32(t89);
        uint32x2_t t91 = vsub_u32(t90, vdup_n_u32(101));
        uint32x2_t t92 = vmin_u32(t90, t91);
        int32x2_t t93 = vreinterpret_s32_u32(t92);
        float32x2_t t94 = vcvt_f32_s32(t93);
        float32x2_t t95 = vdiv_f32(t94, vdup_n_f32(7.0f));
        float32x2_t t96 = vsub_f32(t95, vdup_n_f32(3.0f));
        vst1_f32(&x[t87], t96);
        int32x2_t t97 = vadd_s32(i_v_7, vdup_n_s32(3));
        float32x2_t t98 = vcvt_f32_s32(t97);
        float32x2_t t99 = vdiv_f32(vdup_n_f32(1.0f), t98);
        vst1_f32(&y[t87], t99);
        int32x2_t t100 = vadd_s32(t2, vdup_n_s32(27));
        uint32x2_t t101 = vreinterpret_u32_s32(t100);
        uint32x2_t t102 = vsub_u32(t101, vdup_n_u32(97));
        uint32x2_t t103 = vmin_u32(t101, t102);
        int32x2_t t104 = vreinterpret_s32_u32(t103);
        float64x2_t t105 = vcvtq_f64_s64(vmovl_s32(t104));
        float64x2_t t106 = vdivq_f64(t105, vdupq_n_f64(3.0));
        float64x2_t t107 = vsubq_f64(t106, vdupq_n_f64(11.0));
        vst1q_f64(&dx[t87], t107);
        int32x2_t t108 = vadd_s32(i_v_7, vdup_n_s32(7));
        float64x2_t t109 = vcvtq_f64_s64(vmovl_s32(t108));
        float64x2_t t110 = vdivq_f64(vdupq_n_f64(1.0), t109);
        vst1q_f64(&dy[t87], t110);
        uint32x2_t t111 = vreinterpret_u32_s32(i_v_7);
        uint32x2_t t112 = vmul_u32(t111, vdup_n_u32(-1640531535));
        vst1_u32(&in[t87], t112);
        i_vec += 8L;
        i_v = vadd_u32(i_v, vdup_n_u32(8));
        int32x2_t t113 = vadd_s32(t1, vdup_n_s32(94));
        uint32x2_t t114 = vreinterpret_u32_s32(t113);
        uint32x2_t t115 = vsub_u32(t114, vdup_n_u32(101));
        uint32x2_t t116 = vmin_u32(t114, t115);
        t1 = vreinterpret_s32_u32(t116);
        int32x2_t t117 = vadd_s32(t2, vdup_n_s32(36));
        uint32x2_t t118 = vreinterpret_u32_s32(t117);
        uint32x2_t t119 = vsub_u32(t118, vdup_n_u32(97));
        uint32x2_t t120 = vmin_u32(t118, t119);
        t2 = vreinterpret_s32_u32(t120);
    } while (i_vec < 1000L);
    int32x2_t t121 = vdup_n_s32(1000);
    uint32x2_t t122 = vreinterpret_u32_s32(t121);
    uint32x2_t i_v_1 = vadd_u32(t122, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    int32x2_t t123 = vdup_n_s32(34);
    int32x2_t t124 = vadd_s32(t123, ((int32x2_t)(vcc_v2_int){0, 37}));
    uint32x2_t t125 = vreinterpret_u32_s32(t124);
    uint32x2_t t126 = vsub_u32(t125, vdup_n_u32(101));
    uint32x2_t t127 = vmin_u32(t125, t126);
    int32x2_t t3 = vreinterpret_s32_u32(t127);
    int32x2_t t128 = vdup_n_s32(38);
    int32x2_t t129 = vadd_s32(t128, ((int32x2_t)(vcc_v2_int){0, 53}));
    uint32x2_t t130 = vreinterpret_u32_s32(t129);
    uint32x2_t t131 = vsub_u32(t130, vdup_n_u32(97));
    uint32x2_t t132 = vmin_u32(t130, t131);
    int32x2_t t4 = vreinterpret_s32_u32(t132);
    long i_vec_1 = 0L;
    /* vcc: loop at carried.c:125 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t133 = 1000L + i_vec_1;
        int32x2_t i_v_8 = vreinterpret_s32_u32(i_v_1);
        float32x2_t t134 = vcvt_f32_s32(t3);
        float32x2_t t135 = vdiv_f32(t134, vdup_n_f32(7.0f));
        float32x2_t t136 = vsub_f32(t135, vdup_n_f32(3.0f));
        vst1_f32(&x[t133], t136);
        int32x2_t t137 = vadd_s32(i_v_8, vdup_n_s32(3));
        float32x2_t t138 = vcvt_f32_s32(t137);
        float32x2_t t139 = vdiv_f32(vdup_n_f32(1.0f), t138);
        vst1_f32(&y[t133], t139);
        float64x2_t t140 = vcvtq_f64_s64(vmovl_s32(t4));
        float64x2_t t141 = vdivq_f64(t140, vdupq_n_f64(3.0));
        float64x2_t t142 = vsubq_f64(t141, vdupq_n_f64(11.0));
        vst1q_f64(&dx[t133], t142);
        int32x2_t t143 = vadd_s32(i_v_8, vdup_n_s32(7));
        float64x2_t t144 = vcvtq_f64_s64(vmovl_s32(t143));
        float64x2_t t145 = vdivq_f64(vdupq_n_f64(1.0), t144);
        vst1q_f64(&dy[t133], t145);
        uint32x2_t t146 = vreinterpret_u32_s32(i_v_8);
        uint32x2_t t147 = vmul_u32(t146, vdup_n_u32(-1640531535));
        vst1_u32(&in[t133], t147);
        i_vec_1 += 2L;
        i_v_1 = vadd_u32(i_v_1, vdup_n_u32(2));
        int32x2_t t148 = vadd_s32(t3, vdup_n_s32(74));
        uint32x2_t t149 = vreinterpret_u32_s32(t148);
        uint32x2_t t150 = vsub_u32(t149, vdup_n_u32(101));
        uint32x2_t t151 = vmin_u32(t149, t150);
        t3 = vreinterpret_s32_u32(t151);
        int32x2_t t152 = vadd_s32(t4, vdup_n_s32(9));
        uint32x2_t t153 = vreinterpret_u32_s32(t152);
        uint32x2_t t154 = vsub_u32(t153, vdup_n_u32(97));
        uint32x2_t t155 = vmin_u32(t153, t154);
        t4 = vreinterpret_s32_u32(t155);
    } while (i_vec_1 < 2L);
    for (int i = 1002; i < 1003; i++) {
        long t156 = (long)i;
        x[t156] = (float)(i * 37 % 101) / 7.0f - 3.0f;
        y[t156] = 1.0f / (float)(i + 3);
        dx[t156] = (double)(i * 53 % 97) / 3.0 - 11.0;
        dy[t156] = 1.0 / (double)(i + 7);
        in[t156] = (unsigned int)i * 2654435761U;
    }
    int32x2_t t157 = vdup_n_s32(0);
    uint32x2_t t158 = vreinterpret_u32_s32(t157);
    uint32x2_t i_v_2 = vadd_u32(t158, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    int32x2_t t159 = vdup_n_s32(0);
    int32x2_t t160 = vadd_s32(t159, ((int32x2_t)(vcc_v2_int){0, 1}));
    uint32x2_t t161 = vreinterpret_u32_s32(t160);
    uint32x2_t t162 = vsub_u32(t161, vdup_n_u32(13));
    uint32x2_t t163 = vmin_u32(t161, t162);
    int32x2_t t5 = vreinterpret_s32_u32(t163);
    int32x2_t t164 = vdup_n_s32(0);
    int32x2_t t165 = vadd_s32(t164, ((int32x2_t)(vcc_v2_int){0, 1}));
    uint32x2_t t166 = vreinterpret_u32_s32(t165);
    uint32x2_t t167 = vsub_u32(t166, vdup_n_u32(7));
    uint32x2_t t168 = vmin_u32(t166, t167);
    int32x2_t t6 = vreinterpret_s32_u32(t168);
    long i_vec_2 = 0L;
    /* vcc: loop at carried.c:132 vectorized: VF 2, UF 1, the remainder at 134:20 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 134:56 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        int32x2_t i_v_9 = vreinterpret_s32_u32(i_v_2);
        float64x2_t t169 = vcvtq_f64_s64(vmovl_s32(i_v_9));
        float64x2_t t170 = vmulq_f64(t169, vdupq_n_f64(0.75));
        float64x2_t t171 = vsubq_f64(t170, vdupq_n_f64(40.0));
        int32x2_t t172 = vadd_s32(i_v_9, vdup_n_s32(1));
        float64x2_t t173 = vcvtq_f64_s64(vmovl_s32(t172));
        float64x2_t t174 = vdivq_f64(vdupq_n_f64(1.0), t173);
        vst2q_f64(&ca[i_vec_2].im + -1, ((float64x2x2_t){{t171, t174}}));
        float64x2_t t175 = vcvtq_f64_s64(vmovl_s32(t5));
        float64x2_t t176 = vmulq_f64(t175, vdupq_n_f64(0.5));
        float64x2_t t177 = vcvtq_f64_s64(vmovl_s32(t6));
        float64x2_t t178 = vnegq_f64(t177);
        vst2q_f64(&cb[i_vec_2].im + -1, ((float64x2x2_t){{t176, t178}}));
        i_vec_2 += 2L;
        i_v_2 = vadd_u32(i_v_2, vdup_n_u32(2));
        int32x2_t t179 = vadd_s32(t5, vdup_n_s32(2));
        uint32x2_t t180 = vreinterpret_u32_s32(t179);
        uint32x2_t t181 = vsub_u32(t180, vdup_n_u32(13));
        uint32x2_t t182 = vmin_u32(t180, t181);
        t5 = vreinterpret_s32_u32(t182);
        int32x2_t t183 = vadd_s32(t6, vdup_n_s32(2));
        uint32x2_t t184 = vreinterpret_u32_s32(t183);
        uint32x2_t t185 = vsub_u32(t184, vdup_n_u32(7));
        uint32x2_t t186 = vmin_u32(t184, t185);
        t6 = vreinterpret_s32_u32(t186);
    } while (i_vec_2 < 300L);
    int i_1 = 300;
    while (i_1 < 301) {
        long t187 = (long)i_1;
        struct cpx *t188 = &ca[t187];
        t188->re = (double)i_1 * 0.75 - 40.0;
        int t189 = i_1 + 1;
        t188->im = 1.0 / (double)t189;
        struct cpx *t190 = &cb[t187];
        t190->re = (double)(i_1 % 13) * 0.5;
        t190->im = -(double)(i_1 % 7);
        i_1 = t189;
    }
    int32x4_t t191 = vdupq_n_s32(0);
    uint32x4_t t192 = vreinterpretq_u32_s32(t191);
    uint32x4_t i_v_3 = vaddq_u32(t192, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    int32x4_t t193 = vdupq_n_s32(0);
    int32x4_t t194 = vaddq_s32(t193, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t195 = vreinterpretq_u32_s32(t194);
    uint32x4_t t196 = vsubq_u32(t195, vdupq_n_u32(17));
    uint32x4_t t197 = vminq_u32(t195, t196);
    int32x4_t t7 = vreinterpretq_s32_u32(t197);
    int32x4_t t198 = vdupq_n_s32(0);
    int32x4_t t199 = vaddq_s32(t198, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t200 = vreinterpretq_u32_s32(t199);
    uint32x4_t t201 = vsubq_u32(t200, vdupq_n_u32(5));
    uint32x4_t t202 = vminq_u32(t200, t201);
    int32x4_t t8 = vreinterpretq_s32_u32(t202);
    long i_vec_3 = 0L;
    /* vcc: loop at carried.c:136 vectorized: VF 4, UF 4, the remainder at 137:25 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 137:51 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        int32x4_t i_v_10 = vreinterpretq_s32_u32(i_v_3);
        float32x4_t t203 = vcvtq_f32_s32(t7);
        float32x4_t t204 = vcvtq_f32_s32(t8);
        float32x4_t t205 = vmulq_f32(t204, vdupq_n_f32(0.3f));
        int32x4_t t206 = vaddq_s32(i_v_10, vdupq_n_s32(1));
        float32x4_t t207 = vcvtq_f32_s32(t206);
        float32x4_t t208 = vdivq_f32(vdupq_n_f32(1.0f), t207);
        float32x4_t t209 = vcvtq_f32_s32(i_v_10);
        float32x4_t t210 = vnegq_f32(t209);
        vst4q_f32(&p[i_vec_3].w + -3, ((float32x4x4_t){{t203, t205, t208, t210}}));
        uint32x4_t t211 = vaddq_u32(i_v_3, vdupq_n_u32(4));
        int32x4_t i_v_11 = vreinterpretq_s32_u32(t211);
        int32x4_t t212 = vaddq_s32(t7, vdupq_n_s32(4));
        uint32x4_t t213 = vreinterpretq_u32_s32(t212);
        uint32x4_t t214 = vsubq_u32(t213, vdupq_n_u32(17));
        uint32x4_t t215 = vminq_u32(t213, t214);
        int32x4_t t216 = vreinterpretq_s32_u32(t215);
        float32x4_t t217 = vcvtq_f32_s32(t216);
        int32x4_t t218 = vaddq_s32(t8, vdupq_n_s32(4));
        uint32x4_t t219 = vreinterpretq_u32_s32(t218);
        uint32x4_t t220 = vsubq_u32(t219, vdupq_n_u32(5));
        uint32x4_t t221 = vminq_u32(t219, t220);
        int32x4_t t222 = vreinterpretq_s32_u32(t221);
        float32x4_t t223 = vcvtq_f32_s32(t222);
        float32x4_t t224 = vmulq_f32(t223, vdupq_n_f32(0.3f));
        int32x4_t t225 = vaddq_s32(i_v_11, vdupq_n_s32(1));
        float32x4_t t226 = vcvtq_f32_s32(t225);
        float32x4_t t227 = vdivq_f32(vdupq_n_f32(1.0f), t226);
        float32x4_t t228 = vcvtq_f32_s32(i_v_11);
        float32x4_t t229 = vnegq_f32(t228);
        vst4q_f32(&p[i_vec_3 + 4L].w + -3, ((float32x4x4_t){{t217, t224, t227, t229}}));
        uint32x4_t t230 = vaddq_u32(i_v_3, vdupq_n_u32(8));
        int32x4_t i_v_12 = vreinterpretq_s32_u32(t230);
        int32x4_t t231 = vaddq_s32(t7, vdupq_n_s32(8));
        uint32x4_t t232 = vreinterpretq_u32_s32(t231);
        uint32x4_t t233 = vsubq_u32(t232, vdupq_n_u32(17));
        uint32x4_t t234 = vminq_u32(t232, t233);
        int32x4_t t235 = vreinterpretq_s32_u32(t234);
        float32x4_t t236 = vcvtq_f32_s32(t235);
        int32x4_t t237 = vaddq_s32(t8, vdupq_n_s32(3));
        uint32x4_t t238 = vreinterpretq_u32_s32(t237);
        uint32x4_t t239 = vsubq_u32(t238, vdupq_n_u32(5));
        uint32x4_t t240 = vminq_u32(t238, t239);
        int32x4_t t241 = vreinterpretq_s32_u32(t240);
        float32x4_t t242 = vcvtq_f32_s32(t241);
        float32x4_t t243 = vmulq_f32(t242, vdupq_n_f32(0.3f));
        int32x4_t t244 = vaddq_s32(i_v_12, vdupq_n_s32(1));
        float32x4_t t245 = vcvtq_f32_s32(t244);
        float32x4_t t246 = vdivq_f32(vdupq_n_f32(1.0f), t245);
        float32x4_t t247 = vcvtq_f32_s32(i_v_12);
        float32x4_t t248 = vnegq_f32(t247);
        vst4q_f32(&p[i_vec_3 + 8L].w + -3, ((float32x4x4_t){{t236, t243, t246, t248}}));
        uint32x4_t t249 = vaddq_u32(i_v_3, vdupq_n_u32(12));
        int32x4_t i_v_13 = vreinterpretq_s32_u32(t249);
        int32x4_t t250 = vaddq_s32(t7, vdupq_n_s32(12));
        uint32x4_t t251 = vreinterpretq_u32_s32(t250);
        uint32x4_t t252 = vsubq_u32(t251, vdupq_n_u32(17));
        uint32x4_t t253 = vminq_u32(t251, t252);
        int32x4_t t254 = vreinterpretq_s32_u32(t253);
        float32x4_t t255 = vcvtq_f32_s32(t254);
        int32x4_t t256 = vaddq_s32(t8, vdupq_n_s32(2));
        uint32x4_t t257 = vreinterpretq_u32_s32(t256);
        uint32x4_t t258 = vsubq_u32(t257, vdupq_n_u32(5));
        uint32x4_t t259 = vminq_u32(t257, t258);
        int32x4_t t260 = vreinterpretq_s32_u32(t259);
        float32x4_t t261 = vcvtq_f32_s32(t260);
        float32x4_t t262 = vmulq_f32(t261, vdupq_n_f32(0.3f));
        int32x4_t t263 = vaddq_s32(i_v_13, vdupq_n_s32(1));
        float32x4_t t264 = vcvtq_f32_s32(t263);
        float32x4_t t265 = vdivq_f32(vdupq_n_f32(1.0f), t264);
        float32x4_t t266 = vcvtq_f32_s32(i_v_13);
        float32x4_t t267 = vnegq_f32(t266);
        vst4q_f32(&p[i_vec_3 + 12L].w + -3, ((float32x4x4_t){{t255, t262, t265, t267}}));
        i_vec_3 += 16L;
        i_v_3 = vaddq_u32(i_v_3, vdupq_n_u32(16));
        int32x4_t t268 = vaddq_s32(t7, vdupq_n_s32(16));
        uint32x4_t t269 = vreinterpretq_u32_s32(t268);
        uint32x4_t t270 = vsubq_u32(t269, vdupq_n_u32(17));
        uint32x4_t t271 = vminq_u32(t269, t270);
        t7 = vreinterpretq_s32_u32(t271);
        int32x4_t t272 = vaddq_s32(t8, vdupq_n_s32(1));
        uint32x4_t t273 = vreinterpretq_u32_s32(t272);
        uint32x4_t t274 = vsubq_u32(t273, vdupq_n_u32(5));
        uint32x4_t t275 = vminq_u32(t273, t274);
        t8 = vreinterpretq_s32_u32(t275);
    } while (i_vec_3 < 256L);
    int i_2 = 256;
    while (i_2 < 257) {
        struct pt *t276 = &p[i_2];
        t276->x = (float)(i_2 % 17);
        t276->y = (float)(i_2 % 5) * 0.3f;
        int t277 = i_2 + 1;
        t276->z = 1.0f / (float)t277;
        t276->w = -(float)i_2;
        i_2 = t277;
    }
    c.x = 3.5f;
    c.y = -1.25f;
    c.z = 0.5f;
    c.w = 100.0f;
    for (int n = 0; n < 1003; n += 97) {
        z = cdot(ca, cb, n % 301);
        dist4(p, n % 257, c, d);
        const float *t278 = y;
        float t279 = mixed(t278, n);
        const float *t280 = x;
        float t281 = leak(t280, n);
        float t282 = until(t280, n);
        float t283 = d[3];
        float t284 = d[2];
        float t285 = d[1];
        float t286 = d[0];
        double t287 = z.im;
        double t288 = z.re;
        double t289 = dot8(dx, dy, n);
        printf("%d: %a %a %a %a %a %a %a %a %a %a %a\n", n, (double)dot4(t280, t278, n), t289, t288, t287, (double)t286, (double)t285, (double)t284, (double)t283, (double)t282, (double)t281, (double)t279);
        unsigned int hash = xxh4(in, n, h);
        printf("   %u %u %u %u %u\n", hash, h[0], h[1], h[2], h[3]);
    }
    return 0;
}
