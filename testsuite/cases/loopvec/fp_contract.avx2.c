/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
__attribute__((target("avx2"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    int i;
    long t38;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 12L));
            t9 = _mm256_loadu_pd(x + t5);
            t10 = _mm256_loadu_pd(x + t6);
            t11 = _mm256_loadu_pd(x + t7);
            t12 = _mm256_loadu_pd(x + t8);
            t13 = _mm256_loadu_pd(y + t5);
            t14 = _mm256_loadu_pd(y + t6);
            t15 = _mm256_loadu_pd(y + t7);
            t16 = _mm256_loadu_pd(y + t8);
            t17 = _mm256_mul_pd(t9, t13);
            t18 = _mm256_mul_pd(t10, t14);
            t19 = _mm256_mul_pd(t11, t15);
            t20 = _mm256_mul_pd(t12, t16);
            t21 = _mm256_loadu_pd(z + t5);
            t22 = _mm256_loadu_pd(z + t6);
            t23 = _mm256_loadu_pd(z + t7);
            t24 = _mm256_loadu_pd(z + t8);
            t25 = _mm256_add_pd(t17, t21);
            _mm256_storeu_pd(a + t5, t25);
            t26 = _mm256_add_pd(t18, t22);
            _mm256_storeu_pd(a + t6, t26);
            t27 = _mm256_add_pd(t19, t23);
            _mm256_storeu_pd(a + t7, t27);
            t28 = _mm256_add_pd(t20, t24);
            _mm256_storeu_pd(a + t8, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = _mm256_loadu_pd(x + t32);
            t34 = _mm256_loadu_pd(y + t32);
            t35 = _mm256_mul_pd(t33, t34);
            t36 = _mm256_loadu_pd(z + t32);
            t37 = _mm256_add_pd(t35, t36);
            _mm256_storeu_pd(a + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        a[t38] = x[t38] * y[t38] + z[t38];
    }
}

__attribute__((target("avx2"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    int i;
    long t38;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = (long)(int)((long)0 + (t1 + 16L));
            t8 = (long)(int)((long)0 + (t1 + 24L));
            t9 = _mm256_loadu_ps(x + t5);
            t10 = _mm256_loadu_ps(x + t6);
            t11 = _mm256_loadu_ps(x + t7);
            t12 = _mm256_loadu_ps(x + t8);
            t13 = _mm256_loadu_ps(y + t5);
            t14 = _mm256_loadu_ps(y + t6);
            t15 = _mm256_loadu_ps(y + t7);
            t16 = _mm256_loadu_ps(y + t8);
            t17 = _mm256_mul_ps(t9, t13);
            t18 = _mm256_mul_ps(t10, t14);
            t19 = _mm256_mul_ps(t11, t15);
            t20 = _mm256_mul_ps(t12, t16);
            t21 = _mm256_loadu_ps(z + t5);
            t22 = _mm256_loadu_ps(z + t6);
            t23 = _mm256_loadu_ps(z + t7);
            t24 = _mm256_loadu_ps(z + t8);
            t25 = _mm256_sub_ps(t17, t21);
            _mm256_storeu_ps(a + t5, t25);
            t26 = _mm256_sub_ps(t18, t22);
            _mm256_storeu_ps(a + t6, t26);
            t27 = _mm256_sub_ps(t19, t23);
            _mm256_storeu_ps(a + t7, t27);
            t28 = _mm256_sub_ps(t20, t24);
            _mm256_storeu_ps(a + t8, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = _mm256_loadu_ps(x + t32);
            t34 = _mm256_loadu_ps(y + t32);
            t35 = _mm256_mul_ps(t33, t34);
            t36 = _mm256_loadu_ps(z + t32);
            t37 = _mm256_sub_ps(t35, t36);
            _mm256_storeu_ps(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        a[t38] = x[t38] * y[t38] - z[t38];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
__attribute__((target("avx2"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    int t33;
    long t34;
    long t35;
    long t36;
    __m256d t37;
    __m128i t38;
    __m256d t39;
    __m256d t40;
    __m256d t41;
    __m256d t42;
    int i;
    long t43;
    double t44;
    double *t45;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 12L));
            t9 = _mm256_loadu_pd(x + t5);
            t10 = _mm256_loadu_pd(x + t6);
            t11 = _mm256_loadu_pd(x + t7);
            t12 = _mm256_loadu_pd(x + t8);
            t13 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t9, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            t14 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t10, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            t15 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t11, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            t16 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t12, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            t17 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t5 * 8UL), _mm256_cvtepi32_epi64(t13));
            t18 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t6 * 8UL), _mm256_cvtepi32_epi64(t14));
            t19 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t7 * 8UL), _mm256_cvtepi32_epi64(t15));
            t20 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t8 * 8UL), _mm256_cvtepi32_epi64(t16));
            t21 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t5 * 8UL), _mm256_cvtepi32_epi64(t13));
            t22 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t6 * 8UL), _mm256_cvtepi32_epi64(t14));
            t23 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t7 * 8UL), _mm256_cvtepi32_epi64(t15));
            t24 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t8 * 8UL), _mm256_cvtepi32_epi64(t16));
            t25 = _mm256_mul_pd(t9, t21);
            t26 = _mm256_sub_pd(t17, t25);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t5 * 8UL), _mm256_cvtepi32_epi64(t13), t26);
            t27 = _mm256_mul_pd(t10, t22);
            t28 = _mm256_sub_pd(t18, t27);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t6 * 8UL), _mm256_cvtepi32_epi64(t14), t28);
            t29 = _mm256_mul_pd(t11, t23);
            t30 = _mm256_sub_pd(t19, t29);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t7 * 8UL), _mm256_cvtepi32_epi64(t15), t30);
            t31 = _mm256_mul_pd(t12, t24);
            t32 = _mm256_sub_pd(t20, t31);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t8 * 8UL), _mm256_cvtepi32_epi64(t16), t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t33 + t2);
            t37 = _mm256_loadu_pd(x + t36);
            t38 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t37, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            t39 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t36 * 8UL), _mm256_cvtepi32_epi64(t38));
            t40 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t36 * 8UL), _mm256_cvtepi32_epi64(t38));
            t41 = _mm256_mul_pd(t37, t40);
            t42 = _mm256_sub_pd(t39, t41);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t36 * 8UL), _mm256_cvtepi32_epi64(t38), t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        t44 = x[t43];
        if (t44 > 0.2) {
            t45 = a + t43;
            *t45 = *t45 - t44 * y[t43];
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    __m128i t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    void *t4;
    double *a;
    double *m;
    void *t5;
    double *x;
    void *t6;
    double *y;
    void *t7;
    double *z;
    float *af;
    void *t8;
    float *xf;
    void *t9;
    float *yf;
    void *t10;
    float *zf;
    long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    unsigned long t17;
    unsigned long t18;
    unsigned long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    unsigned long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    unsigned long t27;
    unsigned long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    unsigned long t47;
    unsigned long t48;
    unsigned long t49;
    unsigned long t50;
    unsigned long t51;
    unsigned long t52;
    unsigned long t53;
    long t54;
    __m128i t55;
    __m128i t56;
    __m128i t57;
    long t58;
    double *t59;
    __m128i t60;
    __m128i t61;
    __m256d t62;
    __m256d t63;
    double *t64;
    __m128i t65;
    __m128i t66;
    __m128i t67;
    __m256d t68;
    __m256d t69;
    __m256d t70;
    __m256d t71;
    __m256d t72;
    __m256d t73;
    __m256d t74;
    __m128i t75;
    __m256d t76;
    __m256d t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    float *t82;
    __m128 t83;
    __m128 t84;
    float *t85;
    __m128 t86;
    __m128 t87;
    __m128 t88;
    __m128 t89;
    __m128 t90;
    __m128 t91;
    __m128 t92;
    __m128 t93;
    __m128 t94;
    __m128i t95;
    int i;
    long t96;
    double *t97;
    int t98;
    double t99;
    double *t100;
    int t101;
    int t102;
    float *t103;
    float t104;
    float *t105;
    const double *t106;
    const double *t107;
    unsigned long t108;
    unsigned long t109;
    unsigned long t110;
    unsigned long t111;
    count_idx = 0;
    n_1 = 0;
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
        t4 = new_array(n, 8UL);
        a = (double *)t4;
        m = (double *)new_array(n, 8UL);
        t5 = new_array(n, 8UL);
        x = (double *)t5;
        t6 = new_array(n, 8UL);
        y = (double *)t6;
        t7 = new_array(n, 8UL);
        z = (double *)t7;
        af = (float *)new_array(n, 4UL);
        t8 = new_array(n, 4UL);
        xf = (float *)t8;
        t9 = new_array(n, 4UL);
        yf = (float *)t9;
        t10 = new_array(n, 4UL);
        zf = (float *)t10;
        t11 = (long)n;
        t12 = (unsigned long)t4;
        t13 = (unsigned long)t5;
        t14 = (unsigned long)t4;
        t15 = (unsigned long)t6;
        t16 = (unsigned long)t4;
        t17 = (unsigned long)t7;
        t18 = (unsigned long)t4;
        t19 = (unsigned long)t8;
        t20 = (unsigned long)t4;
        t21 = (unsigned long)t9;
        t22 = (unsigned long)t4;
        t23 = (unsigned long)t10;
        t24 = (unsigned long)t5;
        t25 = (unsigned long)t6;
        t26 = (unsigned long)t5;
        t27 = (unsigned long)t7;
        t28 = (unsigned long)t5;
        t29 = (unsigned long)t8;
        t30 = (unsigned long)t5;
        t31 = (unsigned long)t9;
        t32 = (unsigned long)t5;
        t33 = (unsigned long)t10;
        t34 = (unsigned long)t6;
        t35 = (unsigned long)t7;
        t36 = (unsigned long)t6;
        t37 = (unsigned long)t8;
        t38 = (unsigned long)t6;
        t39 = (unsigned long)t9;
        t40 = (unsigned long)t6;
        t41 = (unsigned long)t10;
        t42 = (unsigned long)t7;
        t43 = (unsigned long)t8;
        t44 = (unsigned long)t7;
        t45 = (unsigned long)t9;
        t46 = (unsigned long)t7;
        t47 = (unsigned long)t10;
        t48 = (unsigned long)t8;
        t49 = (unsigned long)t9;
        t50 = (unsigned long)t8;
        t51 = (unsigned long)t10;
        t52 = (unsigned long)t9;
        t53 = (unsigned long)t10;
        if ((t11 >= 4L) & (((t12 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t13 + (unsigned long)0L)) | ((t13 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t12 + (unsigned long)0L))) & (((t14 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t15 + (unsigned long)0L)) | ((t15 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t14 + (unsigned long)0L))) & (((t16 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t17 + (unsigned long)0L)) | ((t17 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t16 + (unsigned long)0L))) & (((t18 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t19 + (unsigned long)0L)) | ((t19 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t18 + (unsigned long)0L))) & (((t20 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t21 + (unsigned long)0L)) | ((t21 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t20 + (unsigned long)0L))) & (((t22 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t23 + (unsigned long)0L)) | ((t23 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t22 + (unsigned long)0L))) & (((t24 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t25 + (unsigned long)0L)) | ((t25 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t24 + (unsigned long)0L))) & (((t26 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t27 + (unsigned long)0L)) | ((t27 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t26 + (unsigned long)0L))) & (((t28 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t29 + (unsigned long)0L)) | ((t29 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t28 + (unsigned long)0L))) & (((t30 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t31 + (unsigned long)0L)) | ((t31 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t30 + (unsigned long)0L))) & (((t32 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t33 + (unsigned long)0L)) | ((t33 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t32 + (unsigned long)0L))) & (((t34 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t35 + (unsigned long)0L)) | ((t35 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t34 + (unsigned long)0L))) & (((t36 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t37 + (unsigned long)0L)) | ((t37 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t36 + (unsigned long)0L))) & (((t38 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t39 + (unsigned long)0L)) | ((t39 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t38 + (unsigned long)0L))) & (((t40 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t41 + (unsigned long)0L)) | ((t41 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t40 + (unsigned long)0L))) & (((t42 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t43 + (unsigned long)0L)) | ((t43 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t42 + (unsigned long)0L))) & (((t44 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t45 + (unsigned long)0L)) | ((t45 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t44 + (unsigned long)0L))) & (((t46 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t47 + (unsigned long)0L)) | ((t47 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t46 + (unsigned long)0L))) & (((t48 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t49 + (unsigned long)0L)) | ((t49 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t48 + (unsigned long)0L))) & (((t50 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t51 + (unsigned long)0L)) | ((t51 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t50 + (unsigned long)0L))) & (((t52 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t53 + (unsigned long)0L)) | ((t53 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t52 + (unsigned long)0L)))) {
            t54 = t11 & -4L;
            t55 = _mm_set1_epi32((int)0);
            t56 = t55;
            t1 = _mm_add_epi32(t56, _mm_setr_epi32(0, 1, 2, 3));
            t2 = 0L;
            for (;;) {
                t57 = t1;
                t58 = (long)(int)((long)0 + t2);
                t59 = x + t58;
                t60 = (__m128i)((vcc_v4_int)t57 % (vcc_v4_int)_mm_set1_epi32((int)7));
                t61 = _mm_add_epi32(_mm_set1_epi32((int)3), t60);
                t62 = _mm256_cvtepi32_pd(t61);
                t63 = _mm256_div_pd(_mm256_set1_pd(1.0), t62);
                _mm256_storeu_pd(t59, t63);
                t64 = y + t58;
                t65 = (__m128i)((vcc_v4_int)t57 % (vcc_v4_int)_mm_set1_epi32((int)5));
                t66 = _mm_add_epi32(t65, _mm_set1_epi32((int)1));
                t67 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t66);
                t68 = _mm256_cvtepi32_pd(t67);
                t69 = _mm256_div_pd(_mm256_set1_pd(1.0), t68);
                t70 = _mm256_add_pd(t62, t69);
                _mm256_storeu_pd(t64, t70);
                t71 = _mm256_loadu_pd(t59);
                t72 = _mm256_loadu_pd(t64);
                t73 = _mm256_mul_pd(t71, t72);
                t74 = _mm256_xor_pd(t73, _mm256_set1_pd(-0.0));
                t75 = (__m128i)((vcc_v4_int)t57 % (vcc_v4_int)_mm_set1_epi32((int)3));
                t76 = _mm256_cvtepi32_pd(t75);
                t77 = _mm256_mul_pd(t76, _mm256_set1_pd(8.881784197001252e-16));
                t78 = _mm256_add_pd(t74, t77);
                _mm256_storeu_pd(z + t58, t78);
                t79 = _mm256_loadu_pd(t59);
                t80 = _mm256_loadu_pd(t64);
                t81 = _mm256_mul_pd(t79, t80);
                _mm256_storeu_pd(a + t58, t81);
                t82 = xf + t58;
                t83 = _mm_cvtepi32_ps(t61);
                t84 = _mm_div_ps(_mm_set1_ps(1.0f), t83);
                _mm_storeu_ps(t82, t84);
                t85 = yf + t58;
                t86 = _mm_cvtepi32_ps(t67);
                t87 = _mm_div_ps(_mm_set1_ps(1.0f), t86);
                t88 = _mm_add_ps(t83, t87);
                _mm_storeu_ps(t85, t88);
                t89 = _mm_loadu_ps(t82);
                t90 = _mm_loadu_ps(t85);
                t91 = _mm_mul_ps(t89, t90);
                t92 = _mm_cvtepi32_ps(t75);
                t93 = _mm_mul_ps(t92, _mm_set1_ps(2.3841858e-7f));
                t94 = _mm_add_ps(t91, t93);
                _mm_storeu_ps(zf + t58, t94);
                t2 += 4L;
                t95 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                if (t2 >= t54) {
                    break;
                }
                t1 = t95;
            }
            i = (int)((long)0 + t54);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t96 = (long)i;
            t97 = x + t96;
            t98 = 3 + i % 7;
            t99 = (double)t98;
            *t97 = 1.0 / t99;
            t100 = y + t96;
            t101 = 1 << (i % 5 + 1);
            *t100 = t99 + 1.0 / (double)t101;
            t102 = i % 3;
            z[t96] = -(*t97 * *t100) + (double)t102 * 8.881784197001252e-16;
            a[t96] = *t97 * *t100;
            t103 = xf + t96;
            t104 = (float)t98;
            *t103 = 1.0f / t104;
            t105 = yf + t96;
            *t105 = t104 + 1.0f / (float)t101;
            zf[t96] = *t103 * *t105 + (float)t102 * 2.3841858e-7f;
        }
        t106 = y;
        t107 = x;
        (_mm256_zeroupper(), madd_f64(n, m, t107, t106, z));
        (_mm256_zeroupper(), madd_f32(n, af, xf, yf, zf));
        (_mm256_zeroupper(), cond_madd_f64(n, a, t107, t106));
        t108 = (unsigned long)n;
        t109 = t108 * 8UL;
        t110 = hash_bytes((const void *)a, t109);
        t111 = hash_bytes((const void *)af, t108 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t109), (unsigned long long)t111, (unsigned long long)t110);
        free((void *)a);
        free((void *)m);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)af);
        free((void *)xf);
        free((void *)yf);
        free((void *)zf);
    }
}
