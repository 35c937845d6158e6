/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Stores through an index, `a[idx[i]] = x`: scatters whose lanes store in lane order, so that
   with repeated indices the last iteration's value is left, as in the scalar loop. The driver
   runs every kernel with all indices equal, with pairs of equal neighbours, with a descending
   run and with random indices; a scatter that stored its lanes in another order would leave an
   earlier iteration's value. Bodies with divisions pay for the scatter; the plain one and the
   ones whose object other accesses may touch stay scalar, with the reason. */
static float table[64];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    int i;
    long t14;
    float t15;
    float t16;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(idx + t4);
            t6 = _mm512_loadu_ps(b + t4);
            t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.0f));
            t8 = _mm512_loadu_ps(c + t4);
            t9 = _mm512_add_ps(t8, _mm512_set1_ps(2.0f));
            t10 = _mm512_div_ps(t7, t9);
            t11 = _mm512_mul_ps(t6, t8);
            t12 = _mm512_add_ps(t11, _mm512_set1_ps(3.0f));
            t13 = _mm512_div_ps(t10, t12);
            _mm512_i32scatter_ps(a, t5, t13, 4);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t14 = (long)i;
        t15 = b[t14];
        t16 = c[t14];
        a[idx[t14]] = (t15 + 1.0f) / (t16 + 2.0f) / (t15 * t16 + 3.0f);
    }
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512 t5;
    __mmask16 t6;
    __m512i t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    int i;
    long t15;
    float t16;
    float t17;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_ps(b + t4);
            t6 = _mm512_cmp_ps_mask(t5, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t7 = _mm512_maskz_loadu_epi32(t6, (const int *)((unsigned long)idx + (unsigned long)t4 * 4UL));
            t8 = _mm512_add_ps(t5, _mm512_set1_ps(1.0f));
            t9 = _mm512_maskz_loadu_ps(t6, (const float *)((unsigned long)c + (unsigned long)t4 * 4UL));
            t10 = _mm512_add_ps(t9, _mm512_set1_ps(2.0f));
            t11 = _mm512_div_ps(t8, t10);
            t12 = _mm512_mul_ps(t5, t9);
            t13 = _mm512_add_ps(t12, _mm512_set1_ps(3.0f));
            t14 = _mm512_div_ps(t11, t13);
            _mm512_mask_i32scatter_ps(a, t6, t7, t14, 4);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = b[t15];
        if (t16 > 0.0f) {
            t17 = c[t15];
            a[idx[t15]] = (t16 + 1.0f) / (t17 + 2.0f) / (t16 * t17 + 3.0f);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    long t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int i;
    long t15;
    int t16;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t7 = t1;
            t8 = (long)(int)((long)0 + t2);
            t9 = _mm512_loadu_si512(idx + t8);
            t10 = _mm512_loadu_si512(b + t8);
            t11 = (__m512i)((vcc_v16_int)t10 / (vcc_v16_int)_mm512_set1_epi32((int)7));
            t12 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)_mm512_set1_epi32((int)5));
            t13 = _mm512_add_epi32(t11, t12);
            t14 = _mm512_add_epi32(t13, t7);
            _mm512_i32scatter_epi32(a, t9, t14, 4);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = b[t15];
        a[idx[t15]] = t16 / 7 + t16 % 5 + i;
    }
}

/* Into a global array, through an unsigned char index. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m512i t6;
    __m512i t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    int i;
    long t13;
    float t14;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            t6 = _mm512_cvtepu8_epi32(t5);
            t7 = _mm512_and_si512(t6, _mm512_set1_epi32((int)63));
            t8 = _mm512_loadu_ps(b + t4);
            t9 = _mm512_add_ps(t8, _mm512_set1_ps(0.5f));
            t10 = _mm512_div_ps(t8, t9);
            t11 = _mm512_sub_ps(t8, _mm512_set1_ps(3.0f));
            t12 = _mm512_div_ps(t10, t11);
            _mm512_i32scatter_ps(table, t7, t12, 4);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = (long)i;
        t14 = b[t13];
        table[(int)idx[t13] & 63] = t14 / (t14 + 0.5f) / (t14 - 3.0f);
    }
}

/* Too little work for the scatter to pay: stays scalar (not profitable). */
void scatter_plain(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] * 2.0f;
}

/* `a` may alias `b`: stays scalar. */
void scatter_alias(int n, float *a, const int *restrict idx, const float *b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] / (b[i] + 0.5f) / (b[i] - 3.0f);
}

/* Two stores through indices into one array: stays scalar. */
void scatter_two(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        a[idx[i]] = b[i] / (b[i] + 0.5f);
        a[idx[i] / 2] = b[i] / (b[i] - 3.0f);
    }
}

/* A histogram (a load and a store of one element through an index): stays scalar. */
void histogram(int n, int *restrict h, const unsigned char *restrict p) {
    for (int i = 0; i < n; i++)
        h[p[i]]++;
}

static void make_indices(int *idx, int n, int m, int pattern) {
    for (int k = 0; k < n; k++) {
        switch (pattern) {
        case 0: idx[k] = 0; break;                              /* all equal */
        case 1: idx[k] = (k / 2) % m; break;                    /* pairs */
        case 2: idx[k] = (n - 1 - k) / 3 % m; break;            /* descending runs of 3 */
        default: idx[k] = (int)(next_rand() % (unsigned)m); break; /* random */
        }
    }
}

static __typeof__(table) table __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    long t8;
    long t9;
    long t10;
    long t11;
    __m512i t12;
    long t13;
    __m512i t14;
    long t15;
    __m512i t16;
    int count_idx;
    int n_1;
    int t17;
    int m;
    int pattern;
    void *t18;
    int *idx;
    void *t19;
    int *ia;
    int *ib;
    void *t20;
    float *a;
    float *b;
    float *c;
    int t21;
    float *ab;
    void *t22;
    unsigned char *uidx;
    int *h;
    long t23;
    unsigned long t24;
    unsigned long t25;
    long t26;
    __m512i t27;
    long t28;
    __mmask16 t29;
    __mmask16 t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m128i t37;
    long t38;
    __mmask16 t39;
    __mmask16 t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m128i t47;
    int t48;
    long t49;
    unsigned long t50;
    unsigned long t51;
    long t52;
    __m512i t53;
    long t54;
    __mmask16 t55;
    __mmask16 t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m128i t63;
    int k;
    long t64;
    unsigned char *t65;
    int t66;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t67;
    long t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    float *t72;
    __m512 t73;
    __m512 t74;
    __m512 t75;
    __m512i t76;
    __m512i t77;
    float *t78;
    __m512 t79;
    __m512 t80;
    __m512 t81;
    __m512i t82;
    int t83;
    long t84;
    long t85;
    __m512i t86;
    __m512i t87;
    __m512i t88;
    float *t89;
    __m512 t90;
    __m512 t91;
    __m512 t92;
    __m512i t93;
    int t94;
    long t95;
    __m512i t96;
    __mmask16 t97;
    __m512i t98;
    __m512i t99;
    long t100;
    __m512i t101;
    float *t102;
    __m512 t103;
    __m512 t104;
    __m512 t105;
    int k_1;
    float *t106;
    long t107;
    unsigned long t108;
    unsigned long t109;
    long t110;
    long t111;
    long t112;
    long t113;
    long t114;
    int t115;
    long t116;
    unsigned long t117;
    unsigned long t118;
    long t119;
    long t120;
    int t121;
    long t122;
    unsigned long t123;
    unsigned long t124;
    __m512i t125;
    __mmask16 t126;
    long t127;
    long t128;
    int k_2;
    long t129;
    long t130;
    int k_3;
    long t131;
    int k_4;
    const float *t132;
    const float *t133;
    const int *t134;
    unsigned long t135;
    const void *t136;
    const unsigned char *t137;
    unsigned long t138;
    unsigned long t139;
    long t140;
    long t141;
    __m512i t142;
    __m512i t143;
    __m512i t144;
    __m512 t145;
    __m512i t146;
    __m512i t147;
    __m512 t148;
    __m512i t149;
    __m512i t150;
    __m512 t151;
    __m512i t152;
    __m512i t153;
    __m512 t154;
    __m512i t155;
    int t156;
    long t157;
    long t158;
    __m512i t159;
    __m512i t160;
    __m512i t161;
    __m512 t162;
    __m512i t163;
    int t164;
    long t165;
    __m512i t166;
    __mmask16 t167;
    __m512i t168;
    __m512i t169;
    long t170;
    __m512i t171;
    __m512 t172;
    int k_5;
    unsigned long t173;
    unsigned long t174;
    unsigned long t175;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t17 = 1;
        } else {
            t17 = 0;
            n = n_1;
        }
        if (!t17) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        for (pattern = 0; pattern < 4; pattern++) {
            t18 = (_mm256_zeroupper(), new_array(n, 4UL));
            idx = (int *)t18;
            t19 = (_mm256_zeroupper(), new_array(m, 4UL));
            ia = (int *)t19;
            ib = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
            t20 = (_mm256_zeroupper(), new_array(m, 4UL));
            a = (float *)t20;
            b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            c = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            t21 = 2 * m;
            ab = (float *)(_mm256_zeroupper(), new_array(t21, 4UL));
            t22 = (_mm256_zeroupper(), new_array(n, 1UL));
            uidx = (unsigned char *)t22;
            h = (int *)(_mm256_zeroupper(), new_array(256, 4UL));
            (_mm256_zeroupper(), make_indices(idx, n, m, pattern));
            t23 = (long)n;
            t24 = (unsigned long)t18;
            t25 = (unsigned long)t22;
            if ((t23 >= 32L) & (((t24 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= (t25 + (unsigned long)0L)) | ((t25 + (unsigned long)(1L + (t23 - 1L) * 1L)) <= (t24 + (unsigned long)0L)))) {
                t26 = t23 & -32L;
                t27 = _mm512_set1_epi32((int)pattern);
                t1 = 0L;
                do {
                    t28 = (long)(int)((long)0 + t1);
                    t29 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
                    t30 = _knot_mask16(t29);
                    t31 = _mm512_maskz_loadu_epi32(t30, (int *)((unsigned long)idx + (unsigned long)t28 * 4UL));
                    t32 = t31;
                    t33 = _mm512_set1_epi32((int)37);
                    t34 = _mm512_mullo_epi32(t32, t33);
                    t35 = t34;
                    t36 = _mm512_mask_blend_epi32(t29, t35, _mm512_set1_epi32((int)5));
                    t37 = _mm512_cvtepi32_epi8(t36);
                    _mm_storeu_si128((__m128i *)(uidx + t28), t37);
                    t38 = (long)(int)((long)0 + (t1 + 16L));
                    t39 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
                    t40 = _knot_mask16(t39);
                    t41 = _mm512_maskz_loadu_epi32(t40, (int *)((unsigned long)idx + (unsigned long)t38 * 4UL));
                    t42 = t41;
                    t43 = _mm512_set1_epi32((int)37);
                    t44 = _mm512_mullo_epi32(t42, t43);
                    t45 = t44;
                    t46 = _mm512_mask_blend_epi32(t39, t45, _mm512_set1_epi32((int)5));
                    t47 = _mm512_cvtepi32_epi8(t46);
                    _mm_storeu_si128((__m128i *)(uidx + t38), t47);
                    t1 += 32L;
                } while (t1 < t26);
                t48 = (int)((long)0 + t26);
            } else {
                t48 = 0;
            }
            t49 = (long)n + (long)t48 * -1L;
            t50 = (unsigned long)t18;
            t51 = (unsigned long)t22;
            if ((t49 >= 16L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)(long)t48)) | ((t51 + (unsigned long)((long)t48 + 1L + (t49 - 1L) * 1L)) <= (t50 + (unsigned long)((long)t48 * 4L))))) {
                t52 = t49 & -16L;
                t53 = _mm512_set1_epi32((int)pattern);
                t2 = 0L;
                do {
                    t54 = (long)(int)((long)t48 + t2);
                    t55 = _mm512_cmp_epi32_mask(t53, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
                    t56 = _knot_mask16(t55);
                    t57 = _mm512_maskz_loadu_epi32(t56, (int *)((unsigned long)idx + (unsigned long)t54 * 4UL));
                    t58 = t57;
                    t59 = _mm512_set1_epi32((int)37);
                    t60 = _mm512_mullo_epi32(t58, t59);
                    t61 = t60;
                    t62 = _mm512_mask_blend_epi32(t55, t61, _mm512_set1_epi32((int)5));
                    t63 = _mm512_cvtepi32_epi8(t62);
                    _mm_storeu_si128((__m128i *)(uidx + t54), t63);
                    t2 += 16L;
                } while (t2 < t52);
                k = (int)((long)t48 + t52);
            } else {
                k = t48;
            }
            for (; k < n; k++) {
                t64 = (long)k;
                t65 = uidx + t64;
                if (pattern == 0) {
                    t66 = 5;
                } else {
                    t66 = idx[t64] * 37;
                }
                *t65 = (unsigned char)t66;
            }
            for (fill_idx = 0; fill_idx < n; fill_idx++) {
                b[fill_idx] = (float)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
            }
            for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
                c[fill_idx_1] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
            }
            for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
                ib[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            t67 = (long)n;
            if (t67 >= 32L) {
                t68 = t67 & -32L;
                t69 = _mm512_set1_epi32((int)0);
                t70 = t69;
                t3 = _mm512_add_epi32(t70, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t4 = 0L;
                for (;;) {
                    t71 = t3;
                    t72 = b + (int)((long)0 + t4);
                    t73 = _mm512_loadu_ps(t72);
                    t74 = _mm512_cvtepi32_ps(t71);
                    t75 = _mm512_fmadd_ps(t74, _mm512_set1_ps(0.125f), t73);
                    _mm512_storeu_ps(t72, t75);
                    t76 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
                    t77 = t76;
                    t78 = b + (int)((long)0 + (t4 + 16L));
                    t79 = _mm512_loadu_ps(t78);
                    t80 = _mm512_cvtepi32_ps(t77);
                    t81 = _mm512_fmadd_ps(t80, _mm512_set1_ps(0.125f), t79);
                    _mm512_storeu_ps(t78, t81);
                    t4 += 32L;
                    t82 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)32));
                    if (t4 >= t68) {
                        break;
                    }
                    t3 = t82;
                }
                t83 = (int)((long)0 + t68);
            } else {
                t83 = 0;
            }
            t84 = (long)n + (long)t83 * -1L;
            if (t84 >= 16L) {
                t85 = t84 & -16L;
                t86 = _mm512_set1_epi32((int)t83);
                t87 = t86;
                t5 = _mm512_add_epi32(t87, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t6 = 0L;
                for (;;) {
                    t88 = t5;
                    t89 = b + (int)((long)t83 + t6);
                    t90 = _mm512_loadu_ps(t89);
                    t91 = _mm512_cvtepi32_ps(t88);
                    t92 = _mm512_fmadd_ps(t91, _mm512_set1_ps(0.125f), t90);
                    _mm512_storeu_ps(t89, t92);
                    t6 += 16L;
                    t93 = _mm512_add_epi32(t5, _mm512_set1_epi32((int)16));
                    if (t6 >= t85) {
                        break;
                    }
                    t5 = t93;
                }
                t94 = (int)((long)t83 + t85);
            } else {
                t94 = t83;
            }
            t95 = (long)n + (long)t94 * -1L;
            if ((t95 >= 1L) & (t95 <= 16L)) {
                t96 = _mm512_set1_epi32((int)(int)t95);
                t97 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t96, _MM_CMPINT_LT);
                t98 = _mm512_set1_epi32((int)t94);
                t99 = t98;
                t7 = _mm512_add_epi32(t99, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t100 = 0L;
                t101 = t7;
                t102 = b + (int)((long)t94 + t100);
                t103 = _mm512_maskz_loadu_ps(t97, t102);
                t104 = _mm512_cvtepi32_ps(t101);
                t105 = _mm512_fmadd_ps(t104, _mm512_set1_ps(0.125f), t103);
                _mm512_mask_storeu_ps(t102, t97, t105);
                k_1 = (int)((long)t94 + t95);
            } else {
                k_1 = t94;
            }
            for (; k_1 < n; k_1++) {
                t106 = b + k_1;
                *t106 = *t106 + (float)k_1 * 0.125f;
            }
            t107 = (long)m;
            t108 = (unsigned long)t19;
            t109 = (unsigned long)t20;
            if ((t107 >= 64L) & (((t108 + (unsigned long)(4L + (t107 - 1L) * 4L)) <= (t109 + (unsigned long)0L)) | ((t109 + (unsigned long)(4L + (t107 - 1L) * 4L)) <= (t108 + (unsigned long)0L)))) {
                t110 = t107 & -64L;
                t8 = 0L;
                do {
                    t111 = (long)(int)((long)0 + t8);
                    _mm512_storeu_ps(a + t111, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t111, _mm512_set1_epi32((int)-1));
                    t112 = (long)(int)((long)0 + (t8 + 16L));
                    _mm512_storeu_ps(a + t112, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t112, _mm512_set1_epi32((int)-1));
                    t113 = (long)(int)((long)0 + (t8 + 32L));
                    _mm512_storeu_ps(a + t113, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t113, _mm512_set1_epi32((int)-1));
                    t114 = (long)(int)((long)0 + (t8 + 48L));
                    _mm512_storeu_ps(a + t114, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t114, _mm512_set1_epi32((int)-1));
                    t8 += 64L;
                } while (t8 < t110);
                t115 = (int)((long)0 + t110);
            } else {
                t115 = 0;
            }
            t116 = (long)m + (long)t115 * -1L;
            t117 = (unsigned long)t19;
            t118 = (unsigned long)t20;
            if ((t116 >= 16L) & (((t117 + (unsigned long)((long)t115 * 4L + 4L + (t116 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t115 * 4L))) | ((t118 + (unsigned long)((long)t115 * 4L + 4L + (t116 - 1L) * 4L)) <= (t117 + (unsigned long)((long)t115 * 4L))))) {
                t119 = t116 & -16L;
                t9 = 0L;
                do {
                    t120 = (long)(int)((long)t115 + t9);
                    _mm512_storeu_ps(a + t120, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t120, _mm512_set1_epi32((int)-1));
                    t9 += 16L;
                } while (t9 < t119);
                t121 = (int)((long)t115 + t119);
            } else {
                t121 = t115;
            }
            t122 = (long)m + (long)t121 * -1L;
            t123 = (unsigned long)t19;
            t124 = (unsigned long)t20;
            if ((t122 >= 1L) & (t122 <= 16L) & (((t123 + (unsigned long)((long)t121 * 4L + 4L + (t122 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t121 * 4L))) | ((t124 + (unsigned long)((long)t121 * 4L + 4L + (t122 - 1L) * 4L)) <= (t123 + (unsigned long)((long)t121 * 4L))))) {
                t125 = _mm512_set1_epi32((int)(int)t122);
                t126 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t125, _MM_CMPINT_LT);
                t127 = 0L;
                t128 = (long)(int)((long)t121 + t127);
                _mm512_mask_storeu_ps(a + t128, t126, _mm512_set1_ps(-1.0f));
                _mm512_mask_storeu_epi32(ia + t128, t126, _mm512_set1_epi32((int)-1));
                k_2 = (int)((long)t121 + t122);
            } else {
                k_2 = t121;
            }
            for (; k_2 < m; k_2++) {
                t129 = (long)k_2;
                a[t129] = -1.0f;
                ia[t129] = -1;
            }
            if (64L >= 64L) {
                t130 = 64L & -64L;
                t10 = 0L;
                do {
                    _mm512_storeu_ps(&table[(int)((long)0 + t10)], _mm512_set1_ps(0.0f));
                    _mm512_storeu_ps(&table[(int)((long)0 + (t10 + 16L))], _mm512_set1_ps(0.0f));
                    _mm512_storeu_ps(&table[(int)((long)0 + (t10 + 32L))], _mm512_set1_ps(0.0f));
                    _mm512_storeu_ps(&table[(int)((long)0 + (t10 + 48L))], _mm512_set1_ps(0.0f));
                    t10 += 64L;
                } while (t10 < t130);
                k_3 = (int)((long)0 + t130);
            } else {
                k_3 = 0;
            }
            for (; k_3 < 64; k_3++) {
                table[k_3] = 0.0f;
            }
            if (256L >= 64L) {
                t131 = 256L & -64L;
                t11 = 0L;
                do {
                    _mm512_storeu_si512(h + (int)((long)0 + t11), _mm512_set1_epi32((int)0));
                    _mm512_storeu_si512(h + (int)((long)0 + (t11 + 16L)), _mm512_set1_epi32((int)0));
                    _mm512_storeu_si512(h + (int)((long)0 + (t11 + 32L)), _mm512_set1_epi32((int)0));
                    _mm512_storeu_si512(h + (int)((long)0 + (t11 + 48L)), _mm512_set1_epi32((int)0));
                    t11 += 64L;
                } while (t11 < t131);
                k_4 = (int)((long)0 + t131);
            } else {
                k_4 = 0;
            }
            for (; k_4 < 256; k_4++) {
                h[k_4] = 0;
            }
            t132 = c;
            t133 = b;
            t134 = idx;
            (_mm256_zeroupper(), scatter_div(n, a, t134, t133, t132));
            t135 = (unsigned long)m * 4UL;
            t136 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t136, t135)));
            (_mm256_zeroupper(), scatter_cond(n, a, t134, t132, t133));
            (_mm256_zeroupper(), scatter_int(n, ia, t134, ib));
            t137 = uidx;
            (_mm256_zeroupper(), scatter_global(n, t137, t133));
            t138 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            t139 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t135));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t136, t135)), (unsigned long long)t139, (unsigned long long)t138);
            (_mm256_zeroupper(), scatter_plain(n, a, t134, t132));
            t140 = (long)m * 2L;
            if (t140 >= 64L) {
                t141 = t140 & -64L;
                t142 = _mm512_set1_epi32((int)0);
                t143 = t142;
                t12 = _mm512_add_epi32(t143, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t13 = 0L;
                for (;;) {
                    t144 = t12;
                    t145 = _mm512_cvtepi32_ps(t144);
                    _mm512_storeu_ps(ab + (int)((long)0 + t13), t145);
                    t146 = _mm512_add_epi32(t12, _mm512_set1_epi32((int)16));
                    t147 = t146;
                    t148 = _mm512_cvtepi32_ps(t147);
                    _mm512_storeu_ps(ab + (int)((long)0 + (t13 + 16L)), t148);
                    t149 = _mm512_add_epi32(t12, _mm512_set1_epi32((int)32));
                    t150 = t149;
                    t151 = _mm512_cvtepi32_ps(t150);
                    _mm512_storeu_ps(ab + (int)((long)0 + (t13 + 32L)), t151);
                    t152 = _mm512_add_epi32(t12, _mm512_set1_epi32((int)48));
                    t153 = t152;
                    t154 = _mm512_cvtepi32_ps(t153);
                    _mm512_storeu_ps(ab + (int)((long)0 + (t13 + 48L)), t154);
                    t13 += 64L;
                    t155 = _mm512_add_epi32(t12, _mm512_set1_epi32((int)64));
                    if (t13 >= t141) {
                        break;
                    }
                    t12 = t155;
                }
                t156 = (int)((long)0 + t141);
            } else {
                t156 = 0;
            }
            t157 = (long)m * 2L + (long)t156 * -1L;
            if (t157 >= 16L) {
                t158 = t157 & -16L;
                t159 = _mm512_set1_epi32((int)t156);
                t160 = t159;
                t14 = _mm512_add_epi32(t160, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t15 = 0L;
                for (;;) {
                    t161 = t14;
                    t162 = _mm512_cvtepi32_ps(t161);
                    _mm512_storeu_ps(ab + (int)((long)t156 + t15), t162);
                    t15 += 16L;
                    t163 = _mm512_add_epi32(t14, _mm512_set1_epi32((int)16));
                    if (t15 >= t158) {
                        break;
                    }
                    t14 = t163;
                }
                t164 = (int)((long)t156 + t158);
            } else {
                t164 = t156;
            }
            t165 = (long)m * 2L + (long)t164 * -1L;
            if ((t165 >= 1L) & (t165 <= 16L)) {
                t166 = _mm512_set1_epi32((int)(int)t165);
                t167 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t166, _MM_CMPINT_LT);
                t168 = _mm512_set1_epi32((int)t164);
                t169 = t168;
                t16 = _mm512_add_epi32(t169, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t170 = 0L;
                t171 = t16;
                t172 = _mm512_cvtepi32_ps(t171);
                _mm512_mask_storeu_ps(ab + (int)((long)t164 + t170), t167, t172);
                k_5 = (int)((long)t164 + t165);
            } else {
                k_5 = t164;
            }
            for (; k_5 < t21; k_5++) {
                ab[k_5] = (float)k_5;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t134, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t134, t133));
            (_mm256_zeroupper(), histogram(n, h, t137));
            t173 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            t174 = (_mm256_zeroupper(), hash_bytes(t136, t135));
            t175 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t21 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t136, t135)), (unsigned long long)t175, (unsigned long long)t174, (unsigned long long)t173);
            free((void *)idx);
            free((void *)ia);
            free((void *)ib);
            free((void *)a);
            free((void *)b);
            free((void *)c);
            free((void *)ab);
            free((void *)uidx);
            free((void *)h);
        }
    }
}
