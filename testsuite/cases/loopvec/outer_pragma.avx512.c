/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* Outer loops under `#pragma omp simd` (or `#pragma simd vec-function`, the seed's spelling):
   vectorized across the outer index with the inner loops as the function-level vectorizer makes
   them. A triangular inner loop (trip count i + 1, per
   lane) and an inner while loop with a data-dependent exit become divergent loops: they run
   while any lane is active, lanes masked off as they finish. A 2-D stencil (5 taps down the
   columns: the taps loop is strided for the loop vectorizer, consecutive across columns) is
   vectorized across the columns without a pragma. Sizes around VF = 8; exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 3 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void prefix_dot(int n, const float *a, const float *b, float *out) {
    vcc_no_contract_body
    float s;
    __m256 t1;
    __m256 t2;
    int i;
    int k;
    int i_1;
    __m256i t3;
    float t4;
    int t5;
    __m256i t6;
    __m256i t7;
    int t8;
    __m256 t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256 t19;
    i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
        if ((_mm256_movemask_epi8(t3) != 0)) {
            t4 = 0.0f;
            t5 = 0;
            t6 = t3;
        } else {
            t4 = 0.0f;
            t5 = 0;
            t6 = (__m256i)(vcc_m8){0};
        }
        t1 = _mm256_set1_ps(t4);
        t7 = t6;
        t8 = t5;
        t9 = (__m256)(vcc_v8_float){0};
        for (;;) {
            t10 = _mm256_set1_epi32((int)t8);
            t11 = _mm256_set1_epi32((int)i_1);
            t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t10, t12, _MM_CMPINT_LE));
            t14 = _mm256_and_si256(t7, t13);
            if ((_mm256_movemask_epi8(t14) != 0)) {
                t15 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t14), b + (i_1 - t8));
                t16 = _mm256_set1_ps(a[t8]);
                t17 = _mm256_mul_ps(t16, t15);
                t2 = _mm256_add_ps(t1, t17);
                t18 = t14;
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t18 = (__m256i)(vcc_m8){0};
            }
            t19 = _mm256_blendv_ps(t9, t1, _mm256_castsi256_ps(t7));
            if (!(_mm256_movemask_epi8(t18) != 0)) {
                _mm256_mask_storeu_ps(out + i_1, _mm256_movepi32_mask(t6), t19);
                break;
            }
            t7 = t18;
            t8++;
            t1 = t2;
            t9 = t19;
        }
    }
    for (; i < n; i++) {
        s = 0.0f;
        for (k = 0; k <= i; k++) {
            s += a[k] * b[i - k];
        }
        out[i] = s;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void halvings(int n, const float *v, int *count, float *rest) {
    vcc_no_contract_body
    __m256 t1;
    int i;
    long t2;
    float x;
    int c;
    int i_1;
    __m256i t3;
    long t4;
    long t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    int t10;
    __m256 t11;
    __m256i t12;
    __m256 t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
        if ((_mm256_movemask_epi8(t3) != 0)) {
            t4 = (long)i_1;
            t1 = _mm256_loadu_ps(v + t4);
            t5 = t4;
            t6 = 0;
            t7 = t3;
        } else {
            t5 = 0L;
            t1 = (__m256)(vcc_v8_float){0};
            t6 = 0;
            t7 = (__m256i)(vcc_m8){0};
        }
        t8 = t7;
        t9 = t1;
        t10 = t6;
        t11 = (__m256)(vcc_v8_float){0};
        t12 = (__m256i)(vcc_v8_int){0};
        for (;;) {
            t13 = _mm256_set1_ps(1.0f);
            t14 = _mm256_castps_si256(_mm256_cmp_ps(t9, t13, _CMP_GT_OQ));
            t15 = _mm256_and_si256(t8, t14);
            t16 = _mm256_set1_epi32((int)((t10 < 40) != 0));
            t17 = (__m256i)(vcc_m8)((vcc_v8_int)t16 != (vcc_v8_int){0});
            t18 = _mm256_and_si256(t15, t17);
            t19 = _mm256_set1_ps(0.5f);
            t20 = _mm256_mul_ps(t9, t19);
            t21 = _mm256_blendv_ps(t11, t9, _mm256_castsi256_ps(t8));
            t22 = _mm256_set1_epi32((int)t10);
            t23 = _mm256_blendv_epi8(t12, t22, t8);
            if (!(_mm256_movemask_epi8(t18) != 0)) {
                break;
            }
            t8 = t18;
            t9 = t20;
            t10++;
            t11 = t21;
            t12 = t23;
        }
        _mm256_mask_storeu_epi32(count + t5, _mm256_movepi32_mask(t7), t23);
        _mm256_mask_storeu_ps(rest + t5, _mm256_movepi32_mask(t7), t21);
    }
    for (; i < n; i++) {
        t2 = (long)i;
        c = 0;
        for (x = v[t2]; x > 1.0f; x *= 0.5f, c++) {
            if ((c < 40) == 0) {
                break;
            }
        }
        count[t2] = c;
        rest[t2] = x;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    vcc_no_contract_body
    float s;
    __m256 t1;
    int r;
    int j;
    int t;
    int j_1;
    __m256i t2;
    float t3;
    int t4;
    __m256i t5;
    int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256i t10;
    for (r = 2; (r + 2) < rows; r++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            if ((_mm256_movemask_epi8(t2) != 0)) {
                t3 = 0.0f;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0f;
                t4 = 0;
                t5 = (__m256i)(vcc_m8){0};
            }
            t1 = _mm256_set1_ps(t3);
            for (t6 = t4; t6 < 5; t6++) {
                t7 = _mm256_loadu_ps(in + ((r + t6 - 2) * cols + j_1));
                t8 = _mm256_set1_ps(w[t6]);
                t9 = _mm256_mul_ps(t8, t7);
                t1 = _mm256_add_ps(t1, t9);
            }
            if ((_mm256_movemask_epi8(t5) != 0)) {
                _mm256_storeu_ps(out + (r * cols + j_1), t1);
                t10 = t5;
            } else {
                t10 = (__m256i)(vcc_m8){0};
            }
            (void)(_mm256_movemask_epi8(t10) != 0);
        }
        for (; j < cols; j++) {
            s = 0.0f;
            for (t = 0; t < 5; t++) {
                s += w[t] * in[(r + t - 2) * cols + j];
            }
            out[r * cols + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[9];
    float w[5];
    __m256i t1;
    double s;
    long c;
    __m256i t2;
    double sb;
    unsigned int t;
    int n;
    unsigned long t3;
    void *t4;
    float *a;
    void *t5;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t6;
    unsigned long t7;
    unsigned long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    __m256i t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    long t28;
    __m256i t29;
    int i;
    long t30;
    const float *t31;
    int i_1;
    long t32;
    int t33;
    int rows;
    int t34;
    float *in;
    float *bl;
    long t35;
    long t36;
    __m256i t37;
    __m256i t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256 t43;
    __m256 t44;
    long t45;
    __m256i t46;
    int x;
    int x_1;
    float t47;
    double t48;
    float t49;
    double t50;
    float t51;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 2;
    sizes[3] = 7;
    sizes[4] = 8;
    sizes[5] = 9;
    sizes[6] = 16;
    sizes[7] = 23;
    sizes[8] = 101;
    for (t = 0U; (unsigned long)t < 9UL; t++) {
        n = sizes[t];
        t3 = (unsigned long)n * 4UL + 1UL;
        t4 = (_mm256_zeroupper(), malloc(t3));
        a = (float *)t4;
        t5 = (_mm256_zeroupper(), malloc(t3));
        b = (float *)t5;
        out = (float *)(_mm256_zeroupper(), malloc(t3));
        rest = (float *)(_mm256_zeroupper(), malloc(t3));
        count = (int *)(_mm256_zeroupper(), malloc(t3));
        t6 = (long)n;
        t7 = (unsigned long)t4;
        t8 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t7 + (unsigned long)0L)))) {
            t9 = t6 & -8L;
            t10 = _mm256_set1_epi32((int)0);
            t11 = t10;
            t1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = 0L;
            for (;;) {
                t13 = t1;
                t14 = (long)(int)((long)0 + t12);
                t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)7));
                t16 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                t17 = _mm256_cvtepi32_ps(t16);
                t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.25f));
                t19 = _mm256_sub_ps(t18, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t14, t19);
                t20 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)3));
                t21 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)5));
                t22 = _mm256_cvtepi32_ps(t21);
                t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.5f));
                t24 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)4));
                t25 = _mm256_cvtepi32_ps(t24);
                t26 = _mm256_mul_ps(t25, _mm256_set1_ps(1000.0f));
                t27 = _mm256_add_ps(t23, t26);
                _mm256_storeu_ps(b + t14, t27);
                t28 = t12 + 8L;
                t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t28 >= t9) {
                    break;
                }
                t12 = t28;
                t1 = t29;
            }
            i = (int)((long)0 + t9);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t30 = (long)i;
            a[t30] = (float)(i * 7 % 11) * 0.25f - 1.0f;
            b[t30] = (float)(i * 3 % 5) * 0.5f + (float)(i % 4) * 1000.0f;
        }
        t31 = b;
        (_mm256_zeroupper(), prefix_dot(n, a, t31, out));
        (_mm256_zeroupper(), halvings(n, t31, count, rest));
        s = 0.0;
        c = 0L;
        for (i_1 = 0; i_1 < n; i_1 = t33) {
            t32 = (long)i_1;
            t33 = i_1 + 1;
            s += (double)(out[t32] * (float)t33 + rest[t32]);
            c += (long)(count[t32] * t33);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t34 = rows * n;
        in = (float *)(_mm256_zeroupper(), malloc((unsigned long)t34 * 4UL + 1UL));
        bl = (float *)(_mm256_zeroupper(), calloc((unsigned long)(t34 + 1), 4UL));
        t35 = (long)t34;
        if (t35 >= 8L) {
            t36 = t35 & -8L;
            t37 = _mm256_set1_epi32((int)0);
            t38 = t37;
            t2 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t39 = 0L;
            for (;;) {
                t40 = t2;
                t41 = _mm256_mullo_epi32(t40, _mm256_set1_epi32((int)13));
                t42 = (__m256i)((vcc_v8_int)t41 % (vcc_v8_int)_mm256_set1_epi32((int)29));
                t43 = _mm256_cvtepi32_ps(t42);
                t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + t39), t44);
                t45 = t39 + 8L;
                t46 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                if (t45 >= t36) {
                    break;
                }
                t39 = t45;
                t2 = t46;
            }
            x = (int)((long)0 + t36);
        } else {
            x = 0;
        }
        for (; x < t34; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        (_mm256_zeroupper(), vertical_filter(rows, n, w, in, bl));
        sb = 0.0;
        for (x_1 = 0; x_1 < t34; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t47 = bl[t34 / 2];
        } else {
            t47 = 0.0f;
        }
        t48 = (double)t47;
        if (n) {
            t49 = rest[n / 2];
        } else {
            t49 = 0.0f;
        }
        t50 = (double)t49;
        if (n) {
            t51 = out[n - 1];
        } else {
            t51 = 0.0f;
        }
        (_mm256_zeroupper(), printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t51, c, t50, sb, t48));
        (_mm256_zeroupper(), free((void *)a));
        (_mm256_zeroupper(), free((void *)b));
        (_mm256_zeroupper(), free((void *)out));
        (_mm256_zeroupper(), free((void *)rest));
        (_mm256_zeroupper(), free((void *)count));
        (_mm256_zeroupper(), free((void *)in));
        (_mm256_zeroupper(), free((void *)bl));
    }
    return 0;
}
