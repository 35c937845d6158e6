/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512vbmi-zmm=3 sse4.2=2 */
/* vcc-test: also-tune avx2 zen4 3 */
/* Loops left to the SLP vectorizer (midend loopvec/slp_first.rs): where the loop vectorizer's
   plan is bound by the shuffles that de-interleave and interleave again whole groups whose
   members are computed each from the same member (a quaternion scaled: `*`, `*`, `+`, `-`),
   one iteration as an SLP tree of four lanes, the members as they lie in memory, does better
   (on Sapphire Rapids, avx2: 0.73x of the scalar loop vectorized at VF 8, 1.28x as the tree).
   Not left to it: a loop whose stores SLP covers only in part (three members, a 2-lane tree
   and a scalar), complex products (kept in place by the loop vectorizer too), and plans not
   bound by shuffles (zmm registers; neon's structure loads and stores; generic vectors). */
#include "harness.h"

void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        float32x4_t s_v = vdupq_n_f32(s);
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:14 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 4 * (int)i_vec;
            const float *t4 = q + t3;
            float32x4_t q_v = vld4q_f32(t4).val[0];
            float32x4_t q_v_1 = vld4q_f32(t4).val[1];
            float32x4_t q_v_2 = vld4q_f32(t4).val[2];
            float32x4_t q_v_3 = vld4q_f32(t4).val[3];
            float32x4_t t5 = vmulq_f32(q_v, s_v);
            float32x4_t t6 = vmulq_f32(q_v_1, s_v);
            float32x4_t t7 = vaddq_f32(q_v_2, s_v);
            float32x4_t t8 = vsubq_f32(q_v_3, s_v);
            vst4q_f32(out + (t3 + 3) + -3, ((float32x4x4_t){{t5, t6, t7, t8}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)(4 * i);
        float32x4_t t10 = vld1q_f32(q + t9);
        float32x4_t t11 = vdupq_n_f32(s);
        float32x4_t t12 = vmulq_f32(t10, t11);
        float32x4_t t13 = vaddq_f32(t10, t11);
        float32x4_t t14 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t12, (vcc_v4_float)t13, 0, 1, 6, 3);
        float32x4_t t15 = vsubq_f32(t10, t11);
        float32x4_t t16 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t14, (vcc_v4_float)t15, 0, 1, 2, 7);
        vst1q_f32(out + t9, t16);
    }
}

void vec3_scale(int n, float *restrict out, const float *restrict p, float sx, float sy, float sz) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        float32x4_t sx_v = vdupq_n_f32(sx);
        float32x4_t sy_v = vdupq_n_f32(sy);
        float32x4_t sz_v = vdupq_n_f32(sz);
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:23 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            const float *t4 = p + t3;
            float32x4_t p_v = vld3q_f32(t4).val[0];
            float32x4_t p_v_1 = vld3q_f32(t4).val[1];
            float32x4_t p_v_2 = vld3q_f32(t4).val[2];
            float32x4_t t5 = vmulq_f32(p_v, sx_v);
            float32x4_t t6 = vmulq_f32(p_v_1, sy_v);
            float32x4_t t7 = vmulq_f32(p_v_2, sz_v);
            vst3q_f32(out + (t3 + 2) + -2, ((float32x4x3_t){{t5, t6, t7}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t8 = 3 * i;
        long t9 = (long)t8;
        out[t9] = p[t9] * sx;
        long t10 = (long)(t8 + 1);
        out[t10] = p[t10] * sy;
        long t11 = (long)(t8 + 2);
        out[t11] = p[t11] * sz;
    }
}

void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:31 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t ar_v = vld2q_f32(t5).val[0];
            float32x4_t ai_v = vld2q_f32(t5).val[1];
            const float *t6 = b + t4;
            float32x4_t br_v = vld2q_f32(t6).val[0];
            float32x4_t bi_v = vld2q_f32(t6).val[1];
            float32x4_t t7 = vmulq_f32(ar_v, br_v);
            float32x4_t t8 = vmulq_f32(ai_v, bi_v);
            float32x4_t t9 = vsubq_f32(t7, t8);
            float32x4_t t10 = vmulq_f32(ar_v, bi_v);
            float32x4_t t11 = vmulq_f32(ai_v, br_v);
            float32x4_t t12 = vaddq_f32(t10, t11);
            vst2q_f32(c + (t3 + 1) + -1, ((float32x4x2_t){{t9, t12}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t13 = 2 * i;
        long t14 = (long)t13;
        const float *t15 = b + t14;
        float32x2_t t16 = vdup_n_f32(a[t14]);
        float32x2_t t17 = vld1_f32(t15);
        float32x2_t t18 = vmul_f32(t16, t17);
        float32x2_t t19 = vdup_n_f32(a[t13 + 1]);
        float32x2_t t20 = vld1_f32(t15);
        float32x2_t t21 = vrev64_f32(t20);
        float32x2_t t22 = vmul_f32(t19, t21);
        float32x2_t t23 = (float32x2_t)__builtin_shufflevector((vcc_v2_float)t18 - (vcc_v2_float)t22, (vcc_v2_float)t18 + (vcc_v2_float)t22, 0, 3);
        vst1_f32(c + t14, t23);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *p = new_array(3 * n, 4), *p2 = new_array(3 * n, 4);
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        /* Values with full mantissas: products and sums rounded as written. */
        for (int i = 0; i < 4 * n; i++)
            q[i] = (float)(int)next_rand() / 8388608.0f;
        for (int i = 0; i < 3 * n; i++)
            p[i] = (float)(int)next_rand() / 1048576.0f;
        for (int i = 0; i < 2 * n; i++)
            a[i] = (float)(int)next_rand() / 65536.0f, b[i] = (float)(int)next_rand() / 4096.0f;
        quat_scale(n, q2, q, 1.5f);
        vec3_scale(n, p2, p, 0.5f, -2.0f, 3.25f);
        cmul(n, c, a, b);
        printf("n=%d %llx %llx %llx\n", n, HASH(q2, 4 * n), HASH(p2, 3 * n), HASH(c, 2 * n));
        free(q), free(q2), free(p), free(p2), free(a), free(b), free(c);
    }
    return 0;
}
