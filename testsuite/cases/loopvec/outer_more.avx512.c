/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_outer_i(int n, const float *a, const float *b, float *c) {
    vcc_no_contract_body
    float s;
    __m256 t1;
    int i;
    int j;
    int k;
    int i_1;
    __m256i t2;
    int t3;
    __m256i t4;
    int t5;
    int t6;
    vcc_v8_long t7;
    vcc_v8_long t8;
    vcc_v8_long t9;
    vcc_v8_long t10;
    vcc_v8_long t11;
    vcc_v8_long t12;
    vcc_v8_long t13;
    vcc_v8_long t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
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
        t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
        if ((_mm256_movemask_epi8(t2) != 0)) {
            t3 = 0;
            t4 = t2;
        } else {
            t3 = 0;
            t4 = (__m256i)(vcc_m8){0};
        }
        for (t5 = t3; t5 < n; t5++) {
            t1 = _mm256_set1_ps(0.0f);
            for (t6 = 0; t6 < n; t6++) {
                t11 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                t12 = vcc_splat(vcc_v8_long, 1L * (long)n);
                t13 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t12;
                t14 = t11 + t13;
                t15 = (__m256)vcc_gather(vcc_v8_float, a + (i_1 * n + t6), t14);
                t16 = _mm256_set1_ps(b[t6 * n + t5]);
                t17 = _mm256_mul_ps(t15, t16);
                t1 = _mm256_add_ps(t1, t17);
            }
            t7 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t8 = vcc_splat(vcc_v8_long, 1L * (long)n);
            t9 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t8;
            t10 = t7 + t9;
            vcc_scatter(c + (i_1 * n + t5), t10, (vcc_v8_float)t1);
        }
        (void)(_mm256_movemask_epi8(t4) != 0);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    unsigned int j;
    unsigned int k;
    float s;
    float v;
    float t15;
    float s_1;
    unsigned int j_1;
    __m256i t16;
    float t17;
    unsigned int t18;
    __m256i t19;
    __m256i t20;
    unsigned int t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    vcc_v8_long t30;
    vcc_v8_long t31;
    __m256 t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    vcc_v8_long t46;
    vcc_v8_long t47;
    __m256i t48;
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
        t16 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
        if ((_mm256_movemask_epi8(t16) != 0)) {
            t17 = 0.0f;
            t18 = 0U;
            t19 = t16;
        } else {
            t17 = 0.0f;
            t18 = 0U;
            t19 = (__m256i)(vcc_m8){0};
        }
        t1 = _mm256_set1_ps(t17);
        t20 = t19;
        t21 = t18;
        t22 = (__m256i)(vcc_m8){0};
        for (;;) {
            if ((_mm256_movemask_epi8(t20) != 0)) {
                t23 = _mm256_set1_epi32((int)(t21 < m));
                t24 = (__m256i)(vcc_m8)((vcc_v8_int)t23 != (vcc_v8_int){0});
                t2 = _mm256_and_si256(t20, t24);
                t25 = (__m256i)~(vcc_m8)t24;
                t3 = _mm256_and_si256(t20, t25);
            } else {
                t2 = (__m256i)(vcc_m8){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t2) != 0)) {
                t26 = _mm256_set1_epi32((int)(t21 * n));
                t27 = _mm256_set1_epi32((int)j_1);
                t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t29 = _mm256_add_epi32(t26, t28);
                t30 = __builtin_convertvector((vcc_v8_uint)t29, vcc_v8_long);
                t31 = (vcc_v8_long){0} + t30;
                t32 = (__m256)vcc_gather(vcc_v8_float, x, t31);
                t33 = _mm256_set1_ps(0.5f);
                t34 = _mm256_castps_si256(_mm256_cmp_ps(t32, t33, _CMP_GT_OQ));
                t4 = _mm256_and_si256(t2, t34);
                t35 = (__m256i)~(vcc_m8)t34;
                t5 = _mm256_and_si256(t2, t35);
                t36 = t32;
            } else {
                t36 = (__m256)(vcc_v8_float){0};
                t4 = (__m256i)(vcc_m8){0};
                t5 = (__m256i)(vcc_m8){0};
            }
            t37 = _mm256_mul_ps(t36, t36);
            t38 = _mm256_sub_ps(t1, t37);
            if ((_mm256_movemask_epi8(t4) != 0)) {
                t39 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
                if (((vcc_v8_int)t39)[0]) {
                    t6 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[0])));
                } else {
                    t6 = (__m256)(vcc_v8_float){0};
                }
                if (((vcc_v8_int)t39)[1]) {
                    t7 = (__m256)vcc_insert((vcc_v8_float)t6, 1, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[1])));
                } else {
                    t7 = t6;
                }
                if (((vcc_v8_int)t39)[2]) {
                    t8 = (__m256)vcc_insert((vcc_v8_float)t7, 2, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[2])));
                } else {
                    t8 = t7;
                }
                if (((vcc_v8_int)t39)[3]) {
                    t9 = (__m256)vcc_insert((vcc_v8_float)t8, 3, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[3])));
                } else {
                    t9 = t8;
                }
                if (((vcc_v8_int)t39)[4]) {
                    t10 = (__m256)vcc_insert((vcc_v8_float)t9, 4, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[4])));
                } else {
                    t10 = t9;
                }
                if (((vcc_v8_int)t39)[5]) {
                    t11 = (__m256)vcc_insert((vcc_v8_float)t10, 5, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[5])));
                } else {
                    t11 = t10;
                }
                if (((vcc_v8_int)t39)[6]) {
                    t12 = (__m256)vcc_insert((vcc_v8_float)t11, 6, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[6])));
                } else {
                    t12 = t11;
                }
                if (((vcc_v8_int)t39)[7]) {
                    t13 = (__m256)vcc_insert((vcc_v8_float)t12, 7, (_mm256_zeroupper(), sqrtf(((vcc_v8_float)t36)[7])));
                } else {
                    t13 = t12;
                }
                t14 = _mm256_add_ps(t1, t13);
                t40 = t4;
            } else {
                t14 = (__m256)(vcc_v8_float){0};
                t40 = (__m256i)(vcc_m8){0};
            }
            t41 = _mm256_or_si256(t40, t5);
            t42 = _mm256_blendv_ps(t14, t38, _mm256_castsi256_ps(t5));
            t43 = _mm256_or_si256(t22, t3);
            if (!(_mm256_movemask_epi8(t41) != 0)) {
                if ((_mm256_movemask_epi8(t43) != 0)) {
                    t44 = _mm256_set1_epi32((int)j_1);
                    t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                    t46 = __builtin_convertvector((vcc_v8_uint)t45, vcc_v8_long);
                    t47 = (vcc_v8_long){0} + t46;
                    vcc_scatter(out, t47, (vcc_v8_float)t1);
                    t48 = t43;
                } else {
                    t48 = (__m256i)(vcc_m8){0};
                }
                (void)(_mm256_movemask_epi8(t48) != 0);
                break;
            }
            t20 = t41;
            t21++;
            t1 = t42;
            t22 = t43;
        }
    }
    for (; j < n; j++) {
        s = 0.0f;
        for (k = 0U; k < m; k++, s = s_1) {
            v = x[k * n + j];
            if (v > 0.5f) {
                t15 = (_mm256_zeroupper(), sqrtf(v));
                s_1 = s + t15;
            } else {
                s_1 = s - v * v;
            }
        }
        out[j] = s;
    }
}
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
    vcc_no_contract_body
    __m256i t1;
    int s;
    long j;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    int k;
    int t18;
    int t19;
    for (j = 0L; j < n; j++) {
        t2 = (long)m + -1L;
        if (t2 >= 8L) {
            t3 = t2 & -8L;
            t4 = _mm256_set1_epi32((int)1);
            t5 = t4;
            t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            t7 = _mm256_set1_epi32((int)0);
            for (;;) {
                t8 = t1;
                t9 = _mm256_set1_epi32((int)x[j]);
                t10 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t8);
                t11 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)1));
                t12 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)t11);
                t13 = _mm256_add_epi32(t10, t12);
                t14 = t13;
                t15 = _mm256_add_epi32(t7, t14);
                t16 = t6 + 8L;
                t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t16 >= t3) {
                    break;
                }
                t6 = t16;
                t7 = t15;
                t1 = t17;
            }
            k = (int)((long)1 + t3);
            s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t15));
        } else {
            k = 1;
            s = 0;
        }
        for (; k < m; k = t19) {
            t18 = x[j];
            t19 = k + 1;
            s += t18 / k + t18 % t19;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void window4(int n, const float *a, float *out) {
    vcc_no_contract_body
    __m128 t1;
    int i;
    int k;
    float s;
    int t2;
    int i_1;
    __m128i t3;
    float t4;
    int t5;
    __m128i t6;
    int t7;
    __m128 t8;
    int t9;
    __m128 t10;
    __m128 t11;
    __m128i t12;
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
        t3 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32((int)1) != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t3) != 0)) {
            t4 = 0.0f;
            t5 = 0;
            t6 = t3;
        } else {
            t4 = 0.0f;
            t5 = 0;
            t6 = (__m128i)(vcc_m4){0};
        }
        t1 = _mm_set1_ps(t4);
        t7 = t5;
        while (t7 < 3) {
            t8 = _mm_loadu_ps(a + (i_1 + t7));
            t9 = t7 + 1;
            t10 = _mm_set1_ps((float)t9);
            t11 = _mm_mul_ps(t8, t10);
            t1 = _mm_add_ps(t1, t11);
            t7 = t9;
        }
        if ((_mm_movemask_epi8(t6) != 0)) {
            _mm_storeu_ps(out + i_1, t1);
            t12 = t6;
        } else {
            t12 = (__m128i)(vcc_m4){0};
        }
        (void)(_mm_movemask_epi8(t12) != 0);
    }
    for (; i < n; i++) {
        k = 0;
        s = 0.0f;
        while (k < 3) {
            t2 = k + 1;
            s += a[i + k] * (float)t2;
            k = t2;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    __m256i t1;
    __m256i t2;
    __m256i t3;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t4;
    unsigned long t5;
    void *t6;
    float *a;
    void *t7;
    float *b;
    float *c;
    unsigned long t8;
    int *xi;
    int *oi;
    float *o;
    long t9;
    unsigned long t10;
    unsigned long t11;
    long t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    long t26;
    __m256i t27;
    int x;
    long t28;
    long t29;
    long t30;
    __m256i t31;
    __m256i t32;
    long t33;
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
    long t49;
    __m256i t50;
    int t51;
    long t52;
    long t53;
    __m256i t54;
    __m256i t55;
    long t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    long t60;
    __m256i t61;
    int x_1;
    const float *t62;
    unsigned int t63;
    int x_2;
    int x_3;
    long t64;
    int t65;
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
        t4 = n * n;
        t5 = (unsigned long)t4 * 4UL + 1UL;
        t6 = (_mm256_zeroupper(), malloc(t5));
        a = (float *)t6;
        t7 = (_mm256_zeroupper(), malloc(t5));
        b = (float *)t7;
        c = (float *)(_mm256_zeroupper(), malloc(t5));
        t8 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)(_mm256_zeroupper(), malloc(t8));
        oi = (int *)(_mm256_zeroupper(), malloc(t8));
        o = (float *)(_mm256_zeroupper(), malloc(t8));
        t9 = (long)t4;
        t10 = (unsigned long)t6;
        t11 = (unsigned long)t7;
        if ((t9 >= 8L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)0L)) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)0L)))) {
            t12 = t9 & -8L;
            t13 = _mm256_set1_epi32((int)0);
            t14 = t13;
            t1 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t15 = 0L;
            for (;;) {
                t16 = t1;
                t17 = (long)(int)((long)0 + t15);
                t18 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)7));
                t19 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                t20 = _mm256_cvtepi32_ps(t19);
                t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t17, t21);
                t22 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)5));
                t23 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t24 = _mm256_cvtepi32_ps(t23);
                t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t17, t25);
                t26 = t15 + 8L;
                t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t26 >= t12) {
                    break;
                }
                t15 = t26;
                t1 = t27;
            }
            x = (int)((long)0 + t12);
        } else {
            x = 0;
        }
        for (; x < t4; x++) {
            t28 = (long)x;
            a[t28] = (float)(x * 7 % 11) * 0.3f;
            b[t28] = (float)(x * 5 % 13) * 0.1f;
        }
        t29 = (long)n;
        if (t29 >= 32L) {
            t30 = t29 & -32L;
            t31 = _mm256_set1_epi32((int)0);
            t32 = t31;
            t2 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t33 = 0L;
            for (;;) {
                t34 = t2;
                t35 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                t36 = t35;
                t37 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
                t38 = t37;
                t39 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
                t40 = t39;
                t41 = _mm256_mullo_epi32(t34, _mm256_set1_epi32((int)37));
                t42 = _mm256_mullo_epi32(t36, _mm256_set1_epi32((int)37));
                t43 = _mm256_mullo_epi32(t38, _mm256_set1_epi32((int)37));
                t44 = _mm256_mullo_epi32(t40, _mm256_set1_epi32((int)37));
                t45 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)100));
                t46 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)100));
                t47 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)100));
                t48 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + t33)), t45);
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t33 + 8L))), t46);
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t33 + 16L))), t47);
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t33 + 24L))), t48);
                t49 = t33 + 32L;
                t50 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)32));
                if (t49 >= t30) {
                    break;
                }
                t33 = t49;
                t2 = t50;
            }
            t51 = (int)((long)0 + t30);
        } else {
            t51 = 0;
        }
        t52 = (long)n + (long)t51 * -1L;
        if (t52 >= 8L) {
            t53 = t52 & -8L;
            t54 = _mm256_set1_epi32((int)t51);
            t55 = t54;
            t3 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t56 = 0L;
            for (;;) {
                t57 = t3;
                t58 = _mm256_mullo_epi32(t57, _mm256_set1_epi32((int)37));
                t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)t51 + t56)), t59);
                t60 = t56 + 8L;
                t61 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t60 >= t53) {
                    break;
                }
                t56 = t60;
                t3 = t61;
            }
            x_1 = (int)((long)t51 + t53);
        } else {
            x_1 = t51;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t62 = a;
        (_mm256_zeroupper(), mm_outer_i(n, t62, b, c));
        t63 = (unsigned int)n;
        (_mm256_zeroupper(), norms(t63, t63, t62, o));
        (_mm256_zeroupper(), divs((long)n, 9, xi, oi));
        s = 0.0;
        for (x_2 = 0; x_2 < t4; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t65) {
            t64 = (long)x_3;
            t65 = x_3 + 1;
            s_1 += (double)(o[t64] * (float)t65);
            si += (long)(oi[t64] * (x_3 + 3));
        }
        w4 = (float *)(_mm256_zeroupper(), malloc(t5));
        w1 = (float *)(_mm256_zeroupper(), malloc(t8));
        if (n >= 2) {
            (_mm256_zeroupper(), window4(t4 - 2, t62, w4));
            (_mm256_zeroupper(), window1(n - 2, t62, w1));
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t4; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        (_mm256_zeroupper(), printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)(_mm256_zeroupper(), red(n, n, t62))));
        (_mm256_zeroupper(), free((void *)w4));
        (_mm256_zeroupper(), free((void *)w1));
        (_mm256_zeroupper(), free((void *)a));
        (_mm256_zeroupper(), free((void *)b));
        (_mm256_zeroupper(), free((void *)c));
        (_mm256_zeroupper(), free((void *)xi));
        (_mm256_zeroupper(), free((void *)oi));
        (_mm256_zeroupper(), free((void *)o));
    }
    return 0;
}
