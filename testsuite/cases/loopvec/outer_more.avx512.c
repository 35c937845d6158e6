/* vcc: vector types and helpers */
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
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
    __m512 t1;
    int i;
    int j;
    int k;
    int i_1;
    int t2;
    int t3;
    vcc_v16_long t4;
    vcc_v16_long t5;
    vcc_v16_long t6;
    vcc_v16_long t7;
    vcc_v16_long t8;
    vcc_v16_long t9;
    vcc_v16_long t10;
    vcc_v16_long t11;
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
        for (t2 = 0; t2 < n; t2++) {
            t1 = _mm512_set1_ps(0.0f);
            for (t3 = 0; t3 < n; t3++) {
                t8 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                t9 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
                t10 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t9;
                t11 = t8 + t10;
                t12 = (__m512)vcc_gather(vcc_v16_float, a + (i_1 * n + t3), t11);
                t13 = _mm512_set1_ps(b[t3 * n + t2]);
                t14 = _mm512_mul_ps(t12, t13);
                t1 = _mm512_add_ps(t1, t14);
            }
            t4 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            t5 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            t6 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t5;
            t7 = t4 + t6;
            vcc_scatter(c + (i_1 * n + t2), t7, (vcc_v16_float)t1);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    unsigned int j;
    unsigned int k;
    float s;
    float v;
    float t3;
    float s_1;
    unsigned int j_1;
    unsigned int t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    vcc_v16_long t9;
    vcc_v16_long t10;
    __m512 t11;
    __m512 t12;
    __mmask16 t13;
    __mmask16 t14;
    __m512 t15;
    __m512 t16;
    __m512i t17;
    __m512i t18;
    vcc_v16_long t19;
    vcc_v16_long t20;
    __m512 t21;
    j_1 = 0U;
    for (;; j_1 += 16U) {
        if (j_1 >= n) {
            j = j_1;
            break;
        }
        if ((n - j_1) < 16U) {
            j = j_1;
            break;
        }
        t4 = 0U;
        for (t1 = _mm512_set1_ps(0.0f); t4 < m; t1 = _mm512_mask_blend_ps(t14, t2, t16), t4++) {
            t5 = _mm512_set1_epi32((int)(t4 * n));
            t6 = _mm512_set1_epi32((int)j_1);
            t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t8 = _mm512_add_epi32(t5, t7);
            t9 = __builtin_convertvector((vcc_v16_uint)t8, vcc_v16_long);
            t10 = (vcc_v16_long){0} + t9;
            t11 = (__m512)vcc_gather(vcc_v16_float, x, t10);
            t12 = _mm512_set1_ps(0.5f);
            t13 = _mm512_cmp_ps_mask(t11, t12, _CMP_GT_OQ);
            t14 = _knot_mask16(t13);
            t15 = _mm512_mul_ps(t11, t11);
            t16 = _mm512_sub_ps(t1, t15);
            if ((t13 != 0)) {
                t21 = _mm512_sqrt_ps(t11);
                t2 = _mm512_add_ps(t1, t21);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
            }
        }
        t17 = _mm512_set1_epi32((int)j_1);
        t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t19 = __builtin_convertvector((vcc_v16_uint)t18, vcc_v16_long);
        t20 = (vcc_v16_long){0} + t19;
        vcc_scatter(out, t20, (vcc_v16_float)t1);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void divs(long n, int m, const int *restrict x, int *restrict out) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void window4(int n, const float *a, float *out) {
    vcc_no_contract_body
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t8;
    unsigned long t9;
    void *t10;
    float *a;
    void *t11;
    float *b;
    float *c;
    unsigned long t12;
    int *xi;
    int *oi;
    float *o;
    long t13;
    unsigned long t14;
    unsigned long t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256i t29;
    int x;
    long t30;
    long t31;
    long t32;
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
    __m256i t50;
    int t51;
    long t52;
    long t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    int t60;
    long t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    long t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    int x_1;
    const float *t76;
    unsigned int t77;
    int x_2;
    int x_3;
    long t78;
    int t79;
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
        t8 = n * n;
        t9 = (unsigned long)t8 * 4UL + 1UL;
        t10 = malloc(t9);
        a = (float *)t10;
        t11 = malloc(t9);
        b = (float *)t11;
        c = (float *)malloc(t9);
        t12 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)malloc(t12);
        oi = (int *)malloc(t12);
        o = (float *)malloc(t12);
        t13 = (long)t8;
        t14 = (unsigned long)t10;
        t15 = (unsigned long)t11;
        if ((t13 >= 8L) & (((t14 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)0L)) | ((t15 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)0L)))) {
            t16 = t13 & -8L;
            t17 = _mm256_set1_epi32((int)0);
            t18 = t17;
            t1 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t19 = t1;
                t20 = (long)(int)((long)0 + t2);
                t21 = _mm256_mullo_epi32(t19, _mm256_set1_epi32((int)7));
                t22 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                t23 = _mm256_cvtepi32_ps(t22);
                t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t20, t24);
                t25 = _mm256_mullo_epi32(t19, _mm256_set1_epi32((int)5));
                t26 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t27 = _mm256_cvtepi32_ps(t26);
                t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t20, t28);
                t2 += 8L;
                t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t16) {
                    break;
                }
                t1 = t29;
            }
            x = (int)((long)0 + t16);
        } else {
            x = 0;
        }
        for (; x < t8; x++) {
            t30 = (long)x;
            a[t30] = (float)(x * 7 % 11) * 0.3f;
            b[t30] = (float)(x * 5 % 13) * 0.1f;
        }
        t31 = (long)n;
        if (t31 >= 32L) {
            t32 = t31 & -32L;
            t33 = _mm256_set1_epi32((int)0);
            t34 = t33;
            t3 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t35 = t3;
                t36 = _mm256_mullo_epi32(t35, _mm256_set1_epi32((int)37));
                t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + t4)), t37);
                t38 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                t39 = t38;
                t40 = _mm256_mullo_epi32(t39, _mm256_set1_epi32((int)37));
                t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t4 + 8L))), t41);
                t42 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                t43 = t42;
                t44 = _mm256_mullo_epi32(t43, _mm256_set1_epi32((int)37));
                t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t4 + 16L))), t45);
                t46 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                t47 = t46;
                t48 = _mm256_mullo_epi32(t47, _mm256_set1_epi32((int)37));
                t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t4 + 24L))), t49);
                t4 += 32L;
                t50 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                if (t4 >= t32) {
                    break;
                }
                t3 = t50;
            }
            t51 = (int)((long)0 + t32);
        } else {
            t51 = 0;
        }
        t52 = (long)n + (long)t51 * -1L;
        if (t52 >= 8L) {
            t53 = t52 & -8L;
            t54 = _mm256_set1_epi32((int)t51);
            t55 = t54;
            t5 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            for (;;) {
                t56 = t5;
                t57 = _mm256_mullo_epi32(t56, _mm256_set1_epi32((int)37));
                t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)t51 + t6)), t58);
                t6 += 8L;
                t59 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                if (t6 >= t53) {
                    break;
                }
                t5 = t59;
            }
            t60 = (int)((long)t51 + t53);
        } else {
            t60 = t51;
        }
        t61 = (long)n + (long)t60 * -1L;
        if ((t61 >= 1L) & (t61 <= 8L)) {
            t62 = _mm256_set1_epi32((int)(int)t61);
            t63 = _mm256_cmpgt_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t64 = _mm256_set1_epi32((int)t60);
            t65 = t64;
            t7 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t66 = 0L;
            t67 = t7;
            t68 = t67;
            t69 = _mm256_set1_epi32((int)37);
            t70 = _mm256_mullo_epi32(t68, t69);
            t71 = t70;
            t72 = t71;
            t73 = _mm256_set1_epi32((int)100);
            t74 = _mm256_sub_epi32(t72, t73);
            t75 = t74;
            _mm256_mask_storeu_epi32(xi + (int)((long)t60 + t66), _mm256_movepi32_mask(t63), t75);
            x_1 = (int)((long)t60 + t61);
        } else {
            x_1 = t60;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t76 = a;
        (_mm256_zeroupper(), mm_outer_i(n, t76, b, c));
        t77 = (unsigned int)n;
        (_mm256_zeroupper(), norms(t77, t77, t76, o));
        (_mm256_zeroupper(), divs((long)n, 9, xi, oi));
        s = 0.0;
        for (x_2 = 0; x_2 < t8; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t79) {
            t78 = (long)x_3;
            t79 = x_3 + 1;
            s_1 += (double)(o[t78] * (float)t79);
            si += (long)(oi[t78] * (x_3 + 3));
        }
        w4 = (float *)malloc(t9);
        w1 = (float *)malloc(t12);
        if (n >= 2) {
            (_mm256_zeroupper(), window4(t8 - 2, t76, w4));
            (_mm256_zeroupper(), window1(n - 2, t76, w1));
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t8; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)(_mm256_zeroupper(), red(n, n, t76)));
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
