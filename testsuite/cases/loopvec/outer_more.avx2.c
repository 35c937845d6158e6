/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 4 */
__attribute__((target("avx2"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
    float s;
    __m256 t1;
    int i;
    int j;
    int k;
    int i_1;
    int t2;
    int t3;
    vcc_v8_long t4;
    vcc_v8_long t5;
    vcc_v8_long t6;
    vcc_v8_long t7;
    vcc_v8_long t8;
    vcc_v8_long t9;
    vcc_v8_long t10;
    vcc_v8_long t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
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
        for (t2 = 0; t2 < n; t2++) {
            t1 = _mm256_set1_ps(0.0f);
            for (t3 = 0; t3 < n; t3++) {
                t8 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                t9 = vcc_splat(vcc_v8_long, 1L * (long)n);
                t10 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t9;
                t11 = t8 + t10;
                t12 = (__m256)vcc_gather(vcc_v8_float, a + (i_1 * n + t3), t11);
                t13 = _mm256_set1_ps(b[t3 * n + t2]);
                t14 = _mm256_mul_ps(t12, t13);
                t1 = _mm256_add_ps(t1, t14);
            }
            t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t5 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t6 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t5;
            t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, (vcc_v8_float)t1);
        }
    }
    for (; i < n; i++) {
        for (j = 0; j < n; j++) {
            s = 0.0f;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}
__attribute__((target("avx2"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    __m256 t1;
    __m256 t2;
    unsigned int j;
    unsigned int k;
    float s;
    float v;
    float t3;
    float s_1;
    unsigned int j_1;
    unsigned int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    vcc_v8_long t9;
    vcc_v8_long t10;
    __m256 t11;
    __m256 t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    vcc_v8_long t19;
    vcc_v8_long t20;
    __m256 t21;
    j_1 = 0U;
    for (;; j_1 += 8U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 8U) {
            j = j_1;
            break;
        }
        t4 = 0U;
        for (t1 = _mm256_set1_ps(0.0f); t4 < m; t1 = _mm256_blendv_ps(t2, t16, _mm256_castsi256_ps(t14)), t4++) {
            t5 = _mm256_set1_epi32((int)(t4 * n));
            t6 = _mm256_set1_epi32((int)j_1);
            t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_add_epi32(t5, t7);
            t9 = __builtin_convertvector((vcc_v8_uint)t8, vcc_v8_long);
            t10 = (vcc_v8_long){0} + t9;
            t11 = (__m256)vcc_gather(vcc_v8_float, x, t10);
            t12 = _mm256_set1_ps(0.5f);
            t13 = _mm256_castps_si256(_mm256_cmp_ps(t11, t12, _CMP_GT_OQ));
            t14 = (__m256i)~(vcc_m8)t13;
            t15 = _mm256_mul_ps(t11, t11);
            t16 = _mm256_sub_ps(t1, t15);
            if ((_mm256_movemask_epi8(t13) != 0)) {
                t21 = _mm256_sqrt_ps(t11);
                t2 = _mm256_add_ps(t1, t21);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
            }
        }
        t17 = _mm256_set1_epi32((int)j_1);
        t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t19 = __builtin_convertvector((vcc_v8_uint)t18, vcc_v8_long);
        t20 = (vcc_v8_long){0} + t19;
        vcc_scatter(out, t20, (vcc_v8_float)t1);
    }
    for (; j < n; j++) {
        s = 0.0f;
        for (k = 0U; k < m; k++, s = s_1) {
            v = x[k * n + j];
            if (v > 0.5f) {
                t3 = sqrtf(v);
                s_1 = s + t3;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
__attribute__((target("avx2"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
    __m256i t1;
    long t2;
    __m256i t3;
    int s;
    long j;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int k;
    int t16;
    int t17;
    for (j = 0L; j < n; j++) {
        t4 = (long)m + -1L;
        if (t4 >= 8L) {
            t5 = t4 & -8L;
            t6 = _mm256_set1_epi32((int)1);
            t7 = t6;
            t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            t3 = _mm256_set1_epi32((int)0);
            for (;;) {
                t8 = t1;
                t9 = _mm256_set1_epi32((int)x[j]);
                t10 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t8);
                t11 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)1));
                t12 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)t11);
                t13 = _mm256_add_epi32(t10, t12);
                t14 = t13;
                t3 = _mm256_add_epi32(t3, t14);
                t2 += 8L;
                t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t5) {
                    break;
                }
                t1 = t15;
            }
            k = (int)((long)1 + t5);
            s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t3));
        } else {
            k = 1;
            s = 0;
        }
        for (; k < m; k = t17) {
            t16 = x[j];
            t17 = k + 1;
            s += t16 / k + t16 % t17;
        }
        out[j] = s;
    }
}
float red(int n, int m, const float *x) {
    float t = 0;
#pragma omp simd
    for (int j = 0; j < n; j++)
        for (int k = 0; k < m; k++)
            t += x[k];
    return t;
}
/* safelen(4): at most 4 iterations at once (VF 4); safelen(1): none vectorized. */
__attribute__((target("avx2"))) void window4(int n, const float *a, float *out) {
    __m128 t1;
    int t2;
    int i;
    int k;
    float s;
    int t3;
    int i_1;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    i_1 = 0;
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        t1 = _mm_set1_ps(0.0f);
        t2 = 0;
        while (t2 < 3) {
            t4 = _mm_loadu_ps(a + (i_1 + t2));
            t2++;
            t5 = _mm_set1_ps((float)t2);
            t6 = _mm_mul_ps(t4, t5);
            t1 = _mm_add_ps(t1, t6);
        }
        _mm_storeu_ps(out + i_1, t1);
    }
    for (; i < n; i++) {
        k = 0;
        s = 0.0f;
        while (k < 3) {
            t3 = k + 1;
            s += a[i + k] * (float)t3;
            k = t3;
        }
        out[i] = s;
    }
}

void window1(int n, const float *a, float *out) {
#pragma omp simd safelen(1)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k < 3; k++)
            s += a[i + k] * (k + 1);
        out[i] = s;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[7];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t7;
    unsigned long t8;
    void *t9;
    float *a;
    void *t10;
    float *b;
    float *c;
    unsigned long t11;
    int *xi;
    int *oi;
    float *o;
    long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    __m256i t28;
    int x;
    long t29;
    long t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    int t50;
    long t51;
    long t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    int x_1;
    const float *t59;
    unsigned int t60;
    int x_2;
    int x_3;
    long t61;
    int t62;
    float *w4;
    float *w1;
    int x_4;
    int x_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 13;
    sizes[6] = 33;
    for (q = 0U; q < 7U; q++) {
        n = sizes[q];
        t7 = n * n;
        t8 = (unsigned long)t7 * 4UL + 1UL;
        t9 = malloc(t8);
        a = (float *)t9;
        t10 = malloc(t8);
        b = (float *)t10;
        c = (float *)malloc(t8);
        t11 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)malloc(t11);
        oi = (int *)malloc(t11);
        o = (float *)malloc(t11);
        t12 = (long)t7;
        t13 = (unsigned long)t9;
        t14 = (unsigned long)t10;
        if ((t12 >= 8L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)0L)))) {
            t15 = t12 & -8L;
            t16 = _mm256_set1_epi32((int)0);
            t17 = t16;
            t1 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t18 = t1;
                t19 = (long)(int)((long)0 + t2);
                t20 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)7));
                t21 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                t22 = _mm256_cvtepi32_ps(t21);
                t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t19, t23);
                t24 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)5));
                t25 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t26 = _mm256_cvtepi32_ps(t25);
                t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t19, t27);
                t2 += 8L;
                t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t15) {
                    break;
                }
                t1 = t28;
            }
            x = (int)((long)0 + t15);
        } else {
            x = 0;
        }
        for (; x < t7; x++) {
            t29 = (long)x;
            a[t29] = (float)(x * 7 % 11) * 0.3f;
            b[t29] = (float)(x * 5 % 13) * 0.1f;
        }
        t30 = (long)n;
        if (t30 >= 32L) {
            t31 = t30 & -32L;
            t32 = _mm256_set1_epi32((int)0);
            t33 = t32;
            t3 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t34 = t3;
                t35 = _mm256_mullo_epi32(t34, _mm256_set1_epi32((int)37));
                t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + t4)), t36);
                t37 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                t38 = t37;
                t39 = _mm256_mullo_epi32(t38, _mm256_set1_epi32((int)37));
                t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t4 + 8L))), t40);
                t41 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                t42 = t41;
                t43 = _mm256_mullo_epi32(t42, _mm256_set1_epi32((int)37));
                t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t4 + 16L))), t44);
                t45 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                t46 = t45;
                t47 = _mm256_mullo_epi32(t46, _mm256_set1_epi32((int)37));
                t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t4 + 24L))), t48);
                t4 += 32L;
                t49 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                if (t4 >= t31) {
                    break;
                }
                t3 = t49;
            }
            t50 = (int)((long)0 + t31);
        } else {
            t50 = 0;
        }
        t51 = (long)n + (long)t50 * -1L;
        if (t51 >= 8L) {
            t52 = t51 & -8L;
            t53 = _mm256_set1_epi32((int)t50);
            t54 = t53;
            t5 = _mm256_add_epi32(t54, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            for (;;) {
                t55 = t5;
                t56 = _mm256_mullo_epi32(t55, _mm256_set1_epi32((int)37));
                t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)t50 + t6)), t57);
                t6 += 8L;
                t58 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                if (t6 >= t52) {
                    break;
                }
                t5 = t58;
            }
            x_1 = (int)((long)t50 + t52);
        } else {
            x_1 = t50;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t59 = a;
        (_mm256_zeroupper(), mm_outer_i(n, t59, b, c));
        t60 = (unsigned int)n;
        (_mm256_zeroupper(), norms(t60, t60, t59, o));
        (_mm256_zeroupper(), divs((long)n, 9, xi, oi));
        s = 0.0;
        for (x_2 = 0; x_2 < t7; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t62) {
            t61 = (long)x_3;
            t62 = x_3 + 1;
            s_1 += (double)(o[t61] * (float)t62);
            si += (long)(oi[t61] * (x_3 + 3));
        }
        w4 = (float *)malloc(t8);
        w1 = (float *)malloc(t11);
        if (n >= 2) {
            (_mm256_zeroupper(), window4(t7 - 2, t59, w4));
            (_mm256_zeroupper(), window1(n - 2, t59, w1));
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t7; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)(_mm256_zeroupper(), red(n, n, t59)));
        free((void *)w4);
        free((void *)w1);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)xi);
        free((void *)oi);
        free((void *)o);
    }
    return 0;
}
