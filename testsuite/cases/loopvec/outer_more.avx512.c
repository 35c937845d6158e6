/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
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
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    long t12;
    __m256i t13;
    double s;
    double s_1;
    long si;
    double s_2;
    double s_3;
    unsigned int q;
    int n;
    int t14;
    unsigned long t15;
    void *t16;
    float *a;
    void *t17;
    float *b;
    float *c;
    unsigned long t18;
    int *xi;
    int *oi;
    float *o;
    long t19;
    unsigned long t20;
    unsigned long t21;
    int t22;
    int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    long t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    long t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256 t46;
    __m256 t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256 t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    int t65;
    long t66;
    unsigned long t67;
    unsigned long t68;
    int t69;
    int t70;
    long t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    long t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    int t97;
    long t98;
    unsigned long t99;
    unsigned long t100;
    int t101;
    int t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    long t115;
    long t116;
    __m256 t117;
    __m256 t118;
    __m256 t119;
    __m256 t120;
    int x;
    long t121;
    long t122;
    long t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    int t142;
    long t143;
    long t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    int t151;
    long t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    long t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    int x_1;
    const float *t167;
    unsigned int t168;
    int x_2;
    int x_3;
    long t169;
    int t170;
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
        t14 = n * n;
        t15 = (unsigned long)t14 * 4UL + 1UL;
        t16 = malloc(t15);
        a = (float *)t16;
        t17 = malloc(t15);
        b = (float *)t17;
        c = (float *)malloc(t15);
        t18 = (unsigned long)n * 4UL + 1UL;
        xi = (int *)malloc(t18);
        oi = (int *)malloc(t18);
        o = (float *)malloc(t18);
        t19 = (long)t14;
        t20 = (unsigned long)t16;
        t21 = (unsigned long)t17;
        t22 = (int)((unsigned int)0 * (unsigned int)7);
        t23 = (int)((unsigned int)0 * (unsigned int)5);
        if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t21 + (unsigned long)0L)) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t20 + (unsigned long)0L))) & (t22 >= 0) & (t23 >= 0)) {
            t24 = t19 & -16L;
            t25 = _mm256_set1_epi32((int)(t22 % 11));
            t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)11));
            t29 = _mm256_min_epu32(t27, t28);
            t1 = t29;
            t30 = _mm256_set1_epi32((int)(t23 % 13));
            t31 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t32 = t31;
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)13));
            t34 = _mm256_min_epu32(t32, t33);
            t2 = t34;
            t3 = 0L;
            for (;;) {
                t35 = (long)(int)((long)0 + t3);
                t36 = _mm256_cvtepi32_ps(t1);
                t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t35, t37);
                t38 = _mm256_cvtepi32_ps(t2);
                t39 = _mm256_mul_ps(t38, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t35, t39);
                t40 = (long)(int)((long)0 + (t3 + 8L));
                t41 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t42 = t41;
                t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)11));
                t44 = _mm256_min_epu32(t42, t43);
                t45 = t44;
                t46 = _mm256_cvtepi32_ps(t45);
                t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t40, t47);
                t48 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t49 = t48;
                t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)13));
                t51 = _mm256_min_epu32(t49, t50);
                t52 = t51;
                t53 = _mm256_cvtepi32_ps(t52);
                t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t40, t54);
                t3 += 16L;
                t55 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
                t56 = t55;
                t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)11));
                t58 = _mm256_min_epu32(t56, t57);
                t59 = t58;
                t60 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
                t61 = t60;
                t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)13));
                t63 = _mm256_min_epu32(t61, t62);
                t64 = t63;
                if (t3 >= t24) {
                    break;
                }
                t1 = t59;
                t2 = t64;
            }
            t65 = (int)((long)0 + t24);
        } else {
            t65 = 0;
        }
        t66 = (long)t14 + (long)t65 * -1L;
        t67 = (unsigned long)t16;
        t68 = (unsigned long)t17;
        t69 = (int)((unsigned int)t65 * (unsigned int)7);
        t70 = (int)((unsigned int)t65 * (unsigned int)5);
        if ((t66 >= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L)))) & (t69 >= 0) & (t70 >= 0)) {
            t71 = t66 & -8L;
            t72 = _mm256_set1_epi32((int)(t69 % 11));
            t73 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t74 = t73;
            t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32((int)11));
            t76 = _mm256_min_epu32(t74, t75);
            t4 = t76;
            t77 = _mm256_set1_epi32((int)(t70 % 13));
            t78 = _mm256_add_epi32(t77, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t79 = t78;
            t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32((int)13));
            t81 = _mm256_min_epu32(t79, t80);
            t5 = t81;
            t6 = 0L;
            for (;;) {
                t82 = (long)(int)((long)t65 + t6);
                t83 = _mm256_cvtepi32_ps(t4);
                t84 = _mm256_mul_ps(t83, _mm256_set1_ps(0.3f));
                _mm256_storeu_ps(a + t82, t84);
                t85 = _mm256_cvtepi32_ps(t5);
                t86 = _mm256_mul_ps(t85, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(b + t82, t86);
                t6 += 8L;
                t87 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)1));
                t88 = t87;
                t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32((int)11));
                t90 = _mm256_min_epu32(t88, t89);
                t91 = t90;
                t92 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)1));
                t93 = t92;
                t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32((int)13));
                t95 = _mm256_min_epu32(t93, t94);
                t96 = t95;
                if (t6 >= t71) {
                    break;
                }
                t4 = t91;
                t5 = t96;
            }
            t97 = (int)((long)t65 + t71);
        } else {
            t97 = t65;
        }
        t98 = (long)t14 + (long)t97 * -1L;
        t99 = (unsigned long)t16;
        t100 = (unsigned long)t17;
        t101 = (int)((unsigned int)t97 * (unsigned int)7);
        t102 = (int)((unsigned int)t97 * (unsigned int)5);
        if ((t98 >= 1L) & (t98 <= 8L) & (((t99 + (unsigned long)((long)t97 * 4L + 4L + (t98 - 1L) * 4L)) <= (t100 + (unsigned long)((long)t97 * 4L))) | ((t100 + (unsigned long)((long)t97 * 4L + 4L + (t98 - 1L) * 4L)) <= (t99 + (unsigned long)((long)t97 * 4L)))) & (t101 >= 0) & (t102 >= 0)) {
            t103 = _mm256_set1_epi32((int)(int)t98);
            t104 = _mm256_cmpgt_epi32(t103, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t105 = _mm256_set1_epi32((int)(t101 % 11));
            t106 = _mm256_add_epi32(t105, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t107 = t106;
            t108 = _mm256_sub_epi32(t107, _mm256_set1_epi32((int)11));
            t109 = _mm256_min_epu32(t107, t108);
            t7 = t109;
            t110 = _mm256_set1_epi32((int)(t102 % 13));
            t111 = _mm256_add_epi32(t110, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            t112 = t111;
            t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32((int)13));
            t114 = _mm256_min_epu32(t112, t113);
            t8 = t114;
            t115 = 0L;
            t116 = (long)(int)((long)t97 + t115);
            t117 = _mm256_cvtepi32_ps(t7);
            t118 = _mm256_mul_ps(t117, _mm256_set1_ps(0.3f));
            _mm256_mask_storeu_ps(a + t116, _mm256_movepi32_mask(t104), t118);
            t119 = _mm256_cvtepi32_ps(t8);
            t120 = _mm256_mul_ps(t119, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(b + t116, _mm256_movepi32_mask(t104), t120);
            x = (int)((long)t97 + t98);
        } else {
            x = t97;
        }
        for (; x < t14; x++) {
            t121 = (long)x;
            a[t121] = (float)(x * 7 % 11) * 0.3f;
            b[t121] = (float)(x * 5 % 13) * 0.1f;
        }
        t122 = (long)n;
        if (t122 >= 32L) {
            t123 = t122 & -32L;
            t124 = _mm256_set1_epi32((int)0);
            t125 = t124;
            t9 = _mm256_add_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = 0L;
            for (;;) {
                t126 = t9;
                t127 = _mm256_mullo_epi32(t126, _mm256_set1_epi32((int)37));
                t128 = _mm256_sub_epi32(t127, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + t10)), t128);
                t129 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                t130 = t129;
                t131 = _mm256_mullo_epi32(t130, _mm256_set1_epi32((int)37));
                t132 = _mm256_sub_epi32(t131, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t10 + 8L))), t132);
                t133 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)16));
                t134 = t133;
                t135 = _mm256_mullo_epi32(t134, _mm256_set1_epi32((int)37));
                t136 = _mm256_sub_epi32(t135, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t10 + 16L))), t136);
                t137 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)24));
                t138 = t137;
                t139 = _mm256_mullo_epi32(t138, _mm256_set1_epi32((int)37));
                t140 = _mm256_sub_epi32(t139, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)0 + (t10 + 24L))), t140);
                t10 += 32L;
                t141 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)32));
                if (t10 >= t123) {
                    break;
                }
                t9 = t141;
            }
            t142 = (int)((long)0 + t123);
        } else {
            t142 = 0;
        }
        t143 = (long)n + (long)t142 * -1L;
        if (t143 >= 8L) {
            t144 = t143 & -8L;
            t145 = _mm256_set1_epi32((int)t142);
            t146 = t145;
            t11 = _mm256_add_epi32(t146, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = 0L;
            for (;;) {
                t147 = t11;
                t148 = _mm256_mullo_epi32(t147, _mm256_set1_epi32((int)37));
                t149 = _mm256_sub_epi32(t148, _mm256_set1_epi32((int)100));
                _mm256_storeu_si256((__m256i *)(xi + (int)((long)t142 + t12)), t149);
                t12 += 8L;
                t150 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)8));
                if (t12 >= t144) {
                    break;
                }
                t11 = t150;
            }
            t151 = (int)((long)t142 + t144);
        } else {
            t151 = t142;
        }
        t152 = (long)n + (long)t151 * -1L;
        if ((t152 >= 1L) & (t152 <= 8L)) {
            t153 = _mm256_set1_epi32((int)(int)t152);
            t154 = _mm256_cmpgt_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t155 = _mm256_set1_epi32((int)t151);
            t156 = t155;
            t13 = _mm256_add_epi32(t156, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t157 = 0L;
            t158 = t13;
            t159 = t158;
            t160 = _mm256_set1_epi32((int)37);
            t161 = _mm256_mullo_epi32(t159, t160);
            t162 = t161;
            t163 = t162;
            t164 = _mm256_set1_epi32((int)100);
            t165 = _mm256_sub_epi32(t163, t164);
            t166 = t165;
            _mm256_mask_storeu_epi32(xi + (int)((long)t151 + t157), _mm256_movepi32_mask(t154), t166);
            x_1 = (int)((long)t151 + t152);
        } else {
            x_1 = t151;
        }
        for (; x_1 < n; x_1++) {
            xi[x_1] = x_1 * 37 - 100;
        }
        t167 = a;
        (_mm256_zeroupper(), mm_outer_i(n, t167, b, c));
        t168 = (unsigned int)n;
        (_mm256_zeroupper(), norms(t168, t168, t167, o));
        (_mm256_zeroupper(), divs((long)n, 9, xi, oi));
        s = 0.0;
        for (x_2 = 0; x_2 < t14; x_2++) {
            s += (double)(c[x_2] * (float)(x_2 % 7 + 1));
        }
        s_1 = s;
        si = 0L;
        for (x_3 = 0; x_3 < n; x_3 = t170) {
            t169 = (long)x_3;
            t170 = x_3 + 1;
            s_1 += (double)(o[t169] * (float)t170);
            si += (long)(oi[t169] * (x_3 + 3));
        }
        w4 = (float *)malloc(t15);
        w1 = (float *)malloc(t18);
        if (n >= 2) {
            (_mm256_zeroupper(), window4(t14 - 2, t167, w4));
            (_mm256_zeroupper(), window1(n - 2, t167, w1));
        }
        s_2 = s_1;
        for (x_4 = 0; (x_4 + 2) < t14; x_4++) {
            s_2 += (double)(w4[x_4] * (float)(x_4 % 5 + 2));
        }
        s_3 = s_2;
        for (x_5 = 0; (x_5 + 2) < n; x_5++) {
            s_3 += (double)w1[x_5];
        }
        printf("%d %.9g %ld %.9g\n", n, s_3, si, (double)(_mm256_zeroupper(), red(n, n, t167)));
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
