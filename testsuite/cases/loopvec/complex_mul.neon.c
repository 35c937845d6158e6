/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));

/* vcc-test: expect-vectorized generic=7 avx2=6 avx512vbmi-zmm=7 sse4.2=6 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:10 vectorized: VF 4, UF 1, scalar epilogue */
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

/* Operands of the products and of the sum in the other order, on doubles. */
void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 2L) {
        long t2 = t1 & -2L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:19 vectorized: VF 2, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = a + t4;
            float64x2_t ar_v = vld2q_f64(t5).val[0];
            float64x2_t ai_v = vld2q_f64(t5).val[1];
            const double *t6 = b + t4;
            float64x2_t br_v = vld2q_f64(t6).val[0];
            float64x2_t bi_v = vld2q_f64(t6).val[1];
            float64x2_t t7 = vmulq_f64(br_v, ar_v);
            float64x2_t t8 = vmulq_f64(bi_v, ai_v);
            float64x2_t t9 = vsubq_f64(t7, t8);
            float64x2_t t10 = vmulq_f64(br_v, ai_v);
            float64x2_t t11 = vmulq_f64(ar_v, bi_v);
            float64x2_t t12 = vaddq_f64(t10, t11);
            vst2q_f64(c + (t3 + 1) + -1, ((float64x2x2_t){{t9, t12}}));
            i_vec += 2L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t13 = 2 * i;
        long t14 = (long)t13;
        const double *t15 = a + t14;
        float64x2_t t16 = vdupq_n_f64(b[t14]);
        float64x2_t t17 = vld1q_f64(t15);
        float64x2_t t18 = vmulq_f64(t16, t17);
        float64x2_t t19 = vdupq_n_f64(b[t13 + 1]);
        float64x2_t t20 = vld1q_f64(t15);
        float64x2_t t21 = vextq_f64(t20, t20, 1);
        float64x2_t t22 = vmulq_f64(t19, t21);
        float64x2_t t23 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t18 - (vcc_v2_double)t22, (vcc_v2_double)t18 + (vcc_v2_double)t22, 0, 3);
        vst1q_f64(c + t14, t23);
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. On x86's 16- and 32-byte targets that plan is bound by its
   shuffles and the loop is left to SLP's 2-lane tree (loopvec slp_first.rs), which ran
   faster on Sapphire Rapids (avx2: 282 ms against 347, the scalar loop's 346). */
void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 2L) {
        long t2 = t1 & -2L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:32 vectorized: VF 2, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = b + t4;
            float64x2_t b_v = vld2q_f64(t5).val[0];
            float64x2_t b_v_1 = vld2q_f64(t5).val[1];
            const double *t6 = a + t4;
            float64x2_t a_v = vld2q_f64(t6).val[0];
            float64x2_t a_v_1 = vld2q_f64(t6).val[1];
            float64x2_t t7 = vmulq_f64(b_v, a_v);
            long t8 = (long)(t3 + 1);
            float64x2_t t9 = vmulq_f64(b_v_1, a_v_1);
            float64x2_t t10 = vsubq_f64(t7, t9);
            float64x2_t b_v_2 = vld2q_f64(t5).val[0];
            float64x2_t b_v_3 = vld2q_f64(t5).val[1];
            const double *t11 = a + t8 + -1;
            float64x2_t a_v_2 = vld2q_f64(t11).val[1];
            float64x2_t a_v_3 = vld2q_f64(t11).val[0];
            float64x2_t t12 = vmulq_f64(b_v_2, a_v_2);
            float64x2_t t13 = vmulq_f64(a_v_3, b_v_3);
            float64x2_t t14 = vaddq_f64(t12, t13);
            vst2q_f64(c + t8 + -1, ((float64x2x2_t){{t10, t14}}));
            i_vec += 2L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t15 = 2 * i;
        long t16 = (long)t15;
        const double *t17 = a + t16;
        float64x2_t t18 = vdupq_n_f64(b[t16]);
        float64x2_t t19 = vld1q_f64(t17);
        float64x2_t t20 = vmulq_f64(t18, t19);
        float64x2_t t21 = vdupq_n_f64(b[t15 + 1]);
        float64x2_t t22 = vld1q_f64(t17);
        float64x2_t t23 = vextq_f64(t22, t22, 1);
        float64x2_t t24 = vmulq_f64(t21, t23);
        float64x2_t t25 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t20 - (vcc_v2_double)t24, (vcc_v2_double)t20 + (vcc_v2_double)t24, 0, 3);
        vst1q_f64(c + t16, t25);
    }
}

/* A square: both factors from one group. */
void csquare(int n, float *restrict c, const float *restrict z) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:40 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = z + t3;
            float32x4_t x_v = vld2q_f32(t4).val[0];
            float32x4_t y_v = vld2q_f32(t4).val[1];
            float32x4_t t5 = vmulq_f32(x_v, x_v);
            float32x4_t t6 = vmulq_f32(y_v, y_v);
            float32x4_t t7 = vsubq_f32(t5, t6);
            float32x4_t t8 = vmulq_f32(x_v, y_v);
            float32x4_t t9 = vmulq_f32(y_v, x_v);
            float32x4_t t10 = vaddq_f32(t8, t9);
            vst2q_f32(c + (t3 + 1) + -1, ((float32x4x2_t){{t7, t10}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t11 = 2 * i;
        long t12 = (long)t11;
        float x = z[t12];
        long t13 = (long)(t11 + 1);
        float y = z[t13];
        c[t12] = x * x - y * y;
        c[t13] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:49 vectorized: VF 4, UF 1, scalar epilogue */
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
            float32x4_t t9 = vaddq_f32(t7, t8);
            float32x4_t t10 = vmulq_f32(ai_v, br_v);
            float32x4_t t11 = vmulq_f32(ar_v, bi_v);
            float32x4_t t12 = vsubq_f32(t10, t11);
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
        const float *t15 = a + t14;
        float32x2_t t16 = vld1_f32(t15);
        float32x2_t t17 = vdup_n_f32(b[t14]);
        float32x2_t t18 = vmul_f32(t16, t17);
        float32x2_t t19 = vld1_f32(t15);
        float32x2_t t20 = vrev64_f32(t19);
        float32x2_t t21 = vdup_n_f32(b[t13 + 1]);
        float32x2_t t22 = vmul_f32(t20, t21);
        float32x2_t t23 = vadd_f32(t18, t22);
        float32x2_t t24 = vsub_f32(t18, t22);
        float32x2_t t25 = (float32x2_t)__builtin_shufflevector((vcc_v2_float)t23, (vcc_v2_float)t24, 0, 3);
        vst1_f32(c + t14, t25);
    }
}

/* A product used elsewhere too: the plain loop. */
void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:58 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t a_v = vld2q_f32(t5).val[0];
            float32x4_t a_v_1 = vld2q_f32(t5).val[1];
            const float *t6 = b + t4;
            float32x4_t b_v = vld2q_f32(t6).val[0];
            float32x4_t b_v_1 = vld2q_f32(t6).val[1];
            float32x4_t rr_v = vmulq_f32(a_v, b_v);
            long t7 = (long)(t3 + 1);
            float32x4_t t8 = vmulq_f32(a_v_1, b_v_1);
            float32x4_t t9 = vsubq_f32(rr_v, t8);
            float32x4_t a_v_2 = vld2q_f32(t5).val[0];
            float32x4_t a_v_3 = vld2q_f32(t5).val[1];
            const float *t10 = b + t7 + -1;
            float32x4_t b_v_2 = vld2q_f32(t10).val[1];
            float32x4_t b_v_3 = vld2q_f32(t10).val[0];
            float32x4_t t11 = vmulq_f32(a_v_2, b_v_2);
            float32x4_t t12 = vmulq_f32(a_v_3, b_v_3);
            float32x4_t t13 = vaddq_f32(t11, t12);
            vst2q_f32(c + t7 + -1, ((float32x4x2_t){{t9, t13}}));
            vst1q_f32(p + i_vec, rr_v);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t14 = 2 * i;
        long t15 = (long)t14;
        const float *t16 = a + t15;
        const float *t17 = b + t15;
        float rr = *t16 * *t17;
        long t18 = (long)(t14 + 1);
        const float *t19 = a + t18;
        const float *t20 = b + t18;
        c[t15] = rr - *t19 * *t20;
        c[t18] = *t16 * *t20 + *t19 * *t17;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:69 vectorized: VF 4, UF 1, scalar epilogue */
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
            float32x4_t t13 = vmulq_f32(ar_v, ar_v);
            float32x4_t t14 = vmulq_f32(ai_v, ai_v);
            float32x4_t t15 = vaddq_f32(t13, t14);
            vst1q_f32(m + i_vec, t15);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t16 = 2 * i;
        long t17 = (long)t16;
        float ar = a[t17];
        float ai = a[t16 + 1];
        const float *t18 = b + t17;
        float32x2_t t19 = vdup_n_f32(ar);
        float32x2_t t20 = vld1_f32(t18);
        float32x2_t t21 = vmul_f32(t19, t20);
        float32x2_t t22 = vdup_n_f32(ai);
        float32x2_t t23 = vld1_f32(t18);
        float32x2_t t24 = vrev64_f32(t23);
        float32x2_t t25 = vmul_f32(t22, t24);
        float32x2_t t26 = (float32x2_t)__builtin_shufflevector((vcc_v2_float)t21 - (vcc_v2_float)t25, (vcc_v2_float)t21 + (vcc_v2_float)t25, 0, 3);
        vst1_f32(c + t17, t26);
        m[i] = ar * ar + ai * ai;
    }
}

/* Fractions with full mantissas, and now and then a special value. */
static float frac(void) {
    uint32_t r = next_rand();
    switch (r % 97) {
    case 0: return 1.0f / 0.0f;
    case 1: return -0.0f;
    case 2: return 0.0f;
    case 3: return __builtin_nanf("");
    default: return (float)((int)(r % 2000003) - 1000001) / 997.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        float *p = new_array(n, 4), *m = new_array(n, 4);
        double *da = new_array(2 * n, 8), *db = new_array(2 * n, 8), *dc = new_array(2 * n, 8);
        for (int k = 0; k < 2 * n; k++) {
            a[k] = frac(), b[k] = frac();
            da[k] = (double)frac() / 3.0, db[k] = (double)frac() / 7.0;
        }
        cmul(n, c, a, b);
        unsigned long long h1 = HASH(c, 2 * n);
        cmul_commuted(n, dc, da, db);
        unsigned long long h2 = HASH(dc, 2 * n);
        cmul_reloaded(n, dc, da, db);
        h2 ^= HASH(dc, 2 * n) * 3;
        csquare(n, c, a);
        unsigned long long h3 = HASH(c, 2 * n);
        cmul_conj(n, c, a, b);
        unsigned long long h4 = HASH(c, 2 * n);
        cmul_keep(n, c, p, a, b);
        unsigned long long h5 = HASH(c, 2 * n) ^ HASH(p, n);
        cmul_and_norm(n, c, m, a, b);
        unsigned long long h6 = HASH(c, 2 * n) ^ HASH(m, n);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, h1, h2, h3, h4, h5, h6);
        free(a), free(b), free(c), free(p), free(m), free(da), free(db), free(dc);
    }
    return 0;
}
