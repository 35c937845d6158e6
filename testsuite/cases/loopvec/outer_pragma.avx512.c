/* vcc: vector types and helpers */
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    int i;
    int k;
    int i_1;
    int t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __mmask16 t9;
    __mmask16 t10;
    int t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
        t2 = _mm512_set1_ps(0.0f);
        t5 = 0;
        t4 = (__m512)(vcc_v16_float){0};
        for (;;) {
            t6 = _mm512_set1_epi32((int)t5);
            t7 = _mm512_set1_epi32((int)i_1);
            t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t9 = _mm512_cmp_epi32_mask(t6, t8, _MM_CMPINT_LE);
            t10 = _kand_mask16(t1, t9);
            t11 = (t10 != 0);
            if (t11) {
                t12 = _mm512_maskz_loadu_ps(t10, (const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL));
                t13 = _mm512_set1_ps(a[t5]);
                t14 = _mm512_mul_ps(t13, t12);
                t3 = _mm512_add_ps(t2, t14);
            } else {
                t3 = (__m512)(vcc_v16_float){0};
            }
            t4 = _mm512_mask_blend_ps(t1, t4, t2);
            if (!t11) {
                _mm512_storeu_ps(out + i_1, t4);
                break;
            }
            t1 = t10;
            t5++;
            t2 = t3;
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
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    int i;
    long t5;
    float x;
    int c;
    int i_1;
    long t6;
    int t7;
    __m512 t8;
    __mmask16 t9;
    __mmask16 t10;
    __m512i t11;
    __mmask16 t12;
    __mmask16 t13;
    __m512 t14;
    __m512 t15;
    __m512i t16;
    i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
        t6 = (long)i_1;
        t2 = _mm512_loadu_ps(v + t6);
        t7 = 0;
        t3 = (__m512)(vcc_v16_float){0};
        t4 = (__m512i)(vcc_v16_int){0};
        for (;;) {
            t8 = _mm512_set1_ps(1.0f);
            t9 = _mm512_cmp_ps_mask(t2, t8, _CMP_GT_OQ);
            t10 = _kand_mask16(t1, t9);
            t11 = _mm512_set1_epi32((int)((t7 < 40) != 0));
            t12 = _mm512_test_epi32_mask(t11, t11);
            t13 = _kand_mask16(t10, t12);
            t14 = _mm512_set1_ps(0.5f);
            t15 = _mm512_mul_ps(t2, t14);
            t3 = _mm512_mask_blend_ps(t1, t3, t2);
            t16 = _mm512_set1_epi32((int)t7);
            t4 = _mm512_mask_blend_epi32(t1, t4, t16);
            if (!(t13 != 0)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        _mm512_storeu_si512(count + t6, t4);
        _mm512_storeu_ps(rest + t6, t3);
    }
    for (; i < n; i++) {
        t5 = (long)i;
        c = 0;
        for (x = v[t5]; x > 1.0f; x *= 0.5f, c++) {
            if ((c < 40) == 0) {
                break;
            }
        }
        count[t5] = c;
        rest[t5] = x;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    vcc_no_contract_body
    float s;
    __m512 t1;
    int r;
    int j;
    int t;
    int j_1;
    int t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    for (r = 2; (r + 2) < rows; r++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_ps(0.0f);
            for (t2 = 0; t2 < 5; t2++) {
                t3 = _mm512_loadu_ps(in + ((r + t2 - 2) * cols + j_1));
                t4 = _mm512_set1_ps(w[t2]);
                t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(out + (r * cols + j_1), t1);
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
    long t2;
    int i;
    double s;
    long c;
    __m256i t3;
    long t4;
    double sb;
    unsigned int t;
    int n;
    unsigned long t5;
    void *t6;
    float *a;
    void *t7;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t8;
    unsigned long t9;
    unsigned long t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256i t29;
    int i_1;
    long t30;
    const float *t31;
    long t32;
    int rows;
    int t33;
    float *in;
    float *bl;
    long t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256 t41;
    __m256 t42;
    __m256i t43;
    int x;
    int x_1;
    float t44;
    double t45;
    float t46;
    double t47;
    float t48;
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
        t5 = (unsigned long)n * 4UL + 1UL;
        t6 = malloc(t5);
        a = (float *)t6;
        t7 = malloc(t5);
        b = (float *)t7;
        out = (float *)malloc(t5);
        rest = (float *)malloc(t5);
        count = (int *)malloc(t5);
        t8 = (long)n;
        t9 = (unsigned long)t6;
        t10 = (unsigned long)t7;
        if ((t8 >= 8L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)0L)) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)0L)))) {
            t11 = t8 & -8L;
            t12 = _mm256_set1_epi32((int)0);
            t13 = t12;
            t1 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t14 = t1;
                t15 = (long)(int)((long)0 + t2);
                t16 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)7));
                t17 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                t18 = _mm256_cvtepi32_ps(t17);
                t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.25f));
                t20 = _mm256_sub_ps(t19, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t15, t20);
                t21 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)3));
                t22 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)_mm256_set1_epi32((int)5));
                t23 = _mm256_cvtepi32_ps(t22);
                t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
                t25 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)4));
                t26 = _mm256_cvtepi32_ps(t25);
                t27 = _mm256_mul_ps(t26, _mm256_set1_ps(1000.0f));
                t28 = _mm256_add_ps(t24, t27);
                _mm256_storeu_ps(b + t15, t28);
                t2 += 8L;
                t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t11) {
                    break;
                }
                t1 = t29;
            }
            i_1 = (int)((long)0 + t11);
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            t30 = (long)i_1;
            a[t30] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t30] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t31 = b;
        (_mm256_zeroupper(), prefix_dot(n, a, t31, out));
        (_mm256_zeroupper(), halvings(n, t31, count, rest));
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t32 = (long)i;
            i++;
            s += (double)(out[t32] * (float)i + rest[t32]);
            c += (long)(count[t32] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t33 = rows * n;
        in = (float *)malloc((unsigned long)t33 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t33 + 1), 4UL);
        t34 = (long)t33;
        if (t34 >= 8L) {
            t35 = t34 & -8L;
            t36 = _mm256_set1_epi32((int)0);
            t37 = t36;
            t3 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t38 = t3;
                t39 = _mm256_mullo_epi32(t38, _mm256_set1_epi32((int)13));
                t40 = (__m256i)((vcc_v8_int)t39 % (vcc_v8_int)_mm256_set1_epi32((int)29));
                t41 = _mm256_cvtepi32_ps(t40);
                t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + t4), t42);
                t4 += 8L;
                t43 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t35) {
                    break;
                }
                t3 = t43;
            }
            x = (int)((long)0 + t35);
        } else {
            x = 0;
        }
        for (; x < t33; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        (_mm256_zeroupper(), vertical_filter(rows, n, w, in, bl));
        sb = 0.0;
        for (x_1 = 0; x_1 < t33; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t44 = bl[t33 / 2];
        } else {
            t44 = 0.0f;
        }
        t45 = (double)t44;
        if (n) {
            t46 = rest[n / 2];
        } else {
            t46 = 0.0f;
        }
        t47 = (double)t46;
        if (n) {
            t48 = out[n - 1];
        } else {
            t48 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t48, c, t47, sb, t45);
        free((void *)a);
        free((void *)b);
        free((void *)out);
        free((void *)rest);
        free((void *)count);
        free((void *)in);
        free((void *)bl);
    }
    return 0;
}
