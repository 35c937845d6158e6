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
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(idx + t4);
            __m512 t6 = _mm512_loadu_ps(b + t4);
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.0f));
            __m512 t8 = _mm512_loadu_ps(c + t4);
            __m512 t9 = _mm512_add_ps(t8, _mm512_set1_ps(2.0f));
            __m512 t10 = _mm512_div_ps(t7, t9);
            __m512 t11 = _mm512_mul_ps(t6, t8);
            __m512 t12 = _mm512_add_ps(t11, _mm512_set1_ps(3.0f));
            __m512 t13 = _mm512_div_ps(t10, t12);
            _mm512_i32scatter_ps(a, t5, t13, 4);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = b[t14];
        float t16 = c[t14];
        a[idx[t14]] = (t15 + 1.0f) / (t16 + 2.0f) / (t15 * t16 + 3.0f);
    }
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512 t5 = _mm512_loadu_ps(b + t4);
            __mmask16 t6 = _mm512_cmp_ps_mask(t5, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512i t7 = _mm512_maskz_loadu_epi32(t6, (const int *)((unsigned long)idx + (unsigned long)t4 * 4UL));
            __m512 t8 = _mm512_add_ps(t5, _mm512_set1_ps(1.0f));
            __m512 t9 = _mm512_maskz_loadu_ps(t6, (const float *)((unsigned long)c + (unsigned long)t4 * 4UL));
            __m512 t10 = _mm512_add_ps(t9, _mm512_set1_ps(2.0f));
            __m512 t11 = _mm512_div_ps(t8, t10);
            __m512 t12 = _mm512_mul_ps(t5, t9);
            __m512 t13 = _mm512_add_ps(t12, _mm512_set1_ps(3.0f));
            __m512 t14 = _mm512_div_ps(t11, t13);
            _mm512_mask_i32scatter_ps(a, t6, t7, t14, 4);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = b[t15];
        if (t16 > 0.0f) {
            float t17 = c[t15];
            a[idx[t15]] = (t16 + 1.0f) / (t17 + 2.0f) / (t16 * t17 + 3.0f);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = t5;
        __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t7 = t1;
            long t8 = (long)(int)t2;
            __m512i t9 = _mm512_loadu_si512(idx + t8);
            __m512i t10 = _mm512_loadu_si512(b + t8);
            __m512i t11 = (__m512i)((vcc_v16_int)t10 / (vcc_v16_int)_mm512_set1_epi32(7));
            __m512i t12 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)_mm512_set1_epi32(5));
            __m512i t13 = _mm512_add_epi32(t11, t12);
            __m512i t14 = _mm512_add_epi32(t13, t7);
            _mm512_i32scatter_epi32(a, t9, t14, 4);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = b[t15];
        a[idx[t15]] = t16 / 7 + t16 % 5 + i;
    }
}

/* Into a global array, through an unsigned char index. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            __m512i t6 = _mm512_cvtepu8_epi32(t5);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi32(63));
            __m512 t8 = _mm512_loadu_ps(b + t4);
            __m512 t9 = _mm512_add_ps(t8, _mm512_set1_ps(0.5f));
            __m512 t10 = _mm512_div_ps(t8, t9);
            __m512 t11 = _mm512_sub_ps(t8, _mm512_set1_ps(3.0f));
            __m512 t12 = _mm512_div_ps(t10, t11);
            _mm512_i32scatter_ps(table, t7, t12, 4);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = b[t13];
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
    int t15;
    int m;
    int t46;
    int k;
    int t64;
    int t81;
    int t92;
    int k_1;
    int t113;
    int t119;
    int k_2;
    int t151;
    int t159;
    int k_5;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t15 = 1;
        } else {
            t15 = 0;
            n = n_1;
        }
        if (!t15) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        for (int pattern = 0; pattern < 4; pattern++) {
            void *t16 = (_mm256_zeroupper(), new_array(n, 4UL));
            int *idx = (int *)t16;
            void *t17 = (_mm256_zeroupper(), new_array(m, 4UL));
            int *ia = (int *)t17;
            int *ib = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
            void *t18 = (_mm256_zeroupper(), new_array(m, 4UL));
            float *a = (float *)t18;
            float *b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            float *c = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            int t19 = 2 * m;
            float *ab = (float *)(_mm256_zeroupper(), new_array(t19, 4UL));
            void *t20 = (_mm256_zeroupper(), new_array(n, 1UL));
            unsigned char *uidx = (unsigned char *)t20;
            int *h = (int *)(_mm256_zeroupper(), new_array(256, 4UL));
            (_mm256_zeroupper(), make_indices(idx, n, m, pattern));
            long t21 = (long)n;
            unsigned long t22 = (unsigned long)t16;
            unsigned long t23 = (unsigned long)t20;
            if ((t21 >= 32L) & (((t22 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t23) | ((t23 + (unsigned long)(1L + (t21 - 1L) * 1L)) <= t22))) {
                long t24 = t21 & -32L;
                __m512i t25 = _mm512_set1_epi32((int)pattern);
                long t1 = 0L;
                do {
                    long t26 = (long)(int)t1;
                    __mmask16 t27 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t28 = _knot_mask16(t27);
                    __m512i t29 = _mm512_maskz_loadu_epi32(t28, (int *)((unsigned long)idx + (unsigned long)t26 * 4UL));
                    __m512i t30 = t29;
                    __m512i t31 = _mm512_set1_epi32(37);
                    __m512i t32 = _mm512_mullo_epi32(t30, t31);
                    __m512i t33 = t32;
                    __m512i t34 = _mm512_mask_blend_epi32(t27, t33, _mm512_set1_epi32(5));
                    __m128i t35 = _mm512_cvtepi32_epi8(t34);
                    _mm_storeu_si128((__m128i *)(uidx + t26), t35);
                    long t36 = (long)(int)(t1 + 16L);
                    __mmask16 t37 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t38 = _knot_mask16(t37);
                    __m512i t39 = _mm512_maskz_loadu_epi32(t38, (int *)((unsigned long)idx + (unsigned long)t36 * 4UL));
                    __m512i t40 = t39;
                    __m512i t41 = _mm512_set1_epi32(37);
                    __m512i t42 = _mm512_mullo_epi32(t40, t41);
                    __m512i t43 = t42;
                    __m512i t44 = _mm512_mask_blend_epi32(t37, t43, _mm512_set1_epi32(5));
                    __m128i t45 = _mm512_cvtepi32_epi8(t44);
                    _mm_storeu_si128((__m128i *)(uidx + t36), t45);
                    t1 += 32L;
                } while (t1 < t24);
                t46 = (int)t24;
            } else {
                t46 = 0;
            }
            long t47 = (long)n + (long)t46 * -1L;
            unsigned long t48 = (unsigned long)t16;
            unsigned long t49 = (unsigned long)t20;
            if ((t47 >= 16L) & (((t48 + (unsigned long)((long)t46 * 4L + 4L + (t47 - 1L) * 4L)) <= (t49 + (unsigned long)(long)t46)) | ((t49 + (unsigned long)((long)t46 + 1L + (t47 - 1L) * 1L)) <= (t48 + (unsigned long)((long)t46 * 4L))))) {
                long t50 = t47 & -16L;
                __m512i t51 = _mm512_set1_epi32((int)pattern);
                long t2 = 0L;
                do {
                    long t52 = (long)(int)((long)t46 + t2);
                    __mmask16 t53 = _mm512_cmp_epi32_mask(t51, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t54 = _knot_mask16(t53);
                    __m512i t55 = _mm512_maskz_loadu_epi32(t54, (int *)((unsigned long)idx + (unsigned long)t52 * 4UL));
                    __m512i t56 = t55;
                    __m512i t57 = _mm512_set1_epi32(37);
                    __m512i t58 = _mm512_mullo_epi32(t56, t57);
                    __m512i t59 = t58;
                    __m512i t60 = _mm512_mask_blend_epi32(t53, t59, _mm512_set1_epi32(5));
                    __m128i t61 = _mm512_cvtepi32_epi8(t60);
                    _mm_storeu_si128((__m128i *)(uidx + t52), t61);
                    t2 += 16L;
                } while (t2 < t50);
                k = (int)((long)t46 + t50);
            } else {
                k = t46;
            }
            for (; k < n; k++) {
                long t62 = (long)k;
                unsigned char *t63 = uidx + t62;
                if (pattern == 0) {
                    t64 = 5;
                } else {
                    t64 = idx[t62] * 37;
                }
                *t63 = (unsigned char)t64;
            }
            for (int fill_idx = 0; fill_idx < n; fill_idx++) {
                b[fill_idx] = (float)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
            }
            for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
                c[fill_idx_1] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
            }
            for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
                ib[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            long t65 = (long)n;
            if (t65 >= 32L) {
                long t66 = t65 & -32L;
                __m512i t67 = _mm512_set1_epi32(0);
                __m512i t68 = t67;
                __m512i t3 = _mm512_add_epi32(t68, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long t4 = 0L;
                for (;;) {
                    __m512i t69 = t3;
                    float *t70 = b + (int)t4;
                    __m512 t71 = _mm512_loadu_ps(t70);
                    __m512 t72 = _mm512_cvtepi32_ps(t69);
                    __m512 t73 = _mm512_fmadd_ps(t72, _mm512_set1_ps(0.125f), t71);
                    _mm512_storeu_ps(t70, t73);
                    __m512i t74 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
                    __m512i t75 = t74;
                    float *t76 = b + (int)(t4 + 16L);
                    __m512 t77 = _mm512_loadu_ps(t76);
                    __m512 t78 = _mm512_cvtepi32_ps(t75);
                    __m512 t79 = _mm512_fmadd_ps(t78, _mm512_set1_ps(0.125f), t77);
                    _mm512_storeu_ps(t76, t79);
                    t4 += 32L;
                    __m512i t80 = _mm512_add_epi32(t3, _mm512_set1_epi32(32));
                    if (t4 >= t66) {
                        break;
                    }
                    t3 = t80;
                }
                t81 = (int)t66;
            } else {
                t81 = 0;
            }
            long t82 = (long)n + (long)t81 * -1L;
            if (t82 >= 16L) {
                long t83 = t82 & -16L;
                __m512i t84 = _mm512_set1_epi32((int)t81);
                __m512i t85 = t84;
                __m512i t5 = _mm512_add_epi32(t85, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long t6 = 0L;
                for (;;) {
                    __m512i t86 = t5;
                    float *t87 = b + (int)((long)t81 + t6);
                    __m512 t88 = _mm512_loadu_ps(t87);
                    __m512 t89 = _mm512_cvtepi32_ps(t86);
                    __m512 t90 = _mm512_fmadd_ps(t89, _mm512_set1_ps(0.125f), t88);
                    _mm512_storeu_ps(t87, t90);
                    t6 += 16L;
                    __m512i t91 = _mm512_add_epi32(t5, _mm512_set1_epi32(16));
                    if (t6 >= t83) {
                        break;
                    }
                    t5 = t91;
                }
                t92 = (int)((long)t81 + t83);
            } else {
                t92 = t81;
            }
            long t93 = (long)n + (long)t92 * -1L;
            if ((t93 >= 1L) & (t93 <= 16L)) {
                __m512i t94 = _mm512_set1_epi32((int)(int)t93);
                __mmask16 t95 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t94, _MM_CMPINT_LT);
                __m512i t96 = _mm512_set1_epi32((int)t92);
                __m512i t97 = t96;
                __m512i t98 = _mm512_add_epi32(t97, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i t99 = t98;
                float *t100 = b + (int)(long)t92;
                __m512 t101 = _mm512_maskz_loadu_ps(t95, t100);
                __m512 t102 = _mm512_cvtepi32_ps(t99);
                __m512 t103 = _mm512_fmadd_ps(t102, _mm512_set1_ps(0.125f), t101);
                _mm512_mask_storeu_ps(t100, t95, t103);
                k_1 = (int)((long)t92 + t93);
            } else {
                k_1 = t92;
            }
            for (; k_1 < n; k_1++) {
                float *t104 = b + k_1;
                *t104 = *t104 + (float)k_1 * 0.125f;
            }
            long t105 = (long)m;
            unsigned long t106 = (unsigned long)t17;
            unsigned long t107 = (unsigned long)t18;
            if ((t105 >= 64L) & (((t106 + (unsigned long)(4L + (t105 - 1L) * 4L)) <= t107) | ((t107 + (unsigned long)(4L + (t105 - 1L) * 4L)) <= t106))) {
                long t108 = t105 & -64L;
                long t7 = 0L;
                do {
                    long t109 = (long)(int)t7;
                    _mm512_storeu_ps(a + t109, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t109, _mm512_set1_epi32(-1));
                    long t110 = (long)(int)(t7 + 16L);
                    _mm512_storeu_ps(a + t110, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t110, _mm512_set1_epi32(-1));
                    long t111 = (long)(int)(t7 + 32L);
                    _mm512_storeu_ps(a + t111, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t111, _mm512_set1_epi32(-1));
                    long t112 = (long)(int)(t7 + 48L);
                    _mm512_storeu_ps(a + t112, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t112, _mm512_set1_epi32(-1));
                    t7 += 64L;
                } while (t7 < t108);
                t113 = (int)t108;
            } else {
                t113 = 0;
            }
            long t114 = (long)m + (long)t113 * -1L;
            unsigned long t115 = (unsigned long)t17;
            unsigned long t116 = (unsigned long)t18;
            if ((t114 >= 16L) & (((t115 + (unsigned long)((long)t113 * 4L + 4L + (t114 - 1L) * 4L)) <= (t116 + (unsigned long)((long)t113 * 4L))) | ((t116 + (unsigned long)((long)t113 * 4L + 4L + (t114 - 1L) * 4L)) <= (t115 + (unsigned long)((long)t113 * 4L))))) {
                long t117 = t114 & -16L;
                long t8 = 0L;
                do {
                    long t118 = (long)(int)((long)t113 + t8);
                    _mm512_storeu_ps(a + t118, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t118, _mm512_set1_epi32(-1));
                    t8 += 16L;
                } while (t8 < t117);
                t119 = (int)((long)t113 + t117);
            } else {
                t119 = t113;
            }
            long t120 = (long)m + (long)t119 * -1L;
            unsigned long t121 = (unsigned long)t17;
            unsigned long t122 = (unsigned long)t18;
            if ((t120 >= 1L) & (t120 <= 16L) & (((t121 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t122 + (unsigned long)((long)t119 * 4L))) | ((t122 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t121 + (unsigned long)((long)t119 * 4L))))) {
                __m512i t123 = _mm512_set1_epi32((int)(int)t120);
                __mmask16 t124 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t123, _MM_CMPINT_LT);
                long t125 = (long)(int)(long)t119;
                _mm512_mask_storeu_ps(a + t125, t124, _mm512_set1_ps(-1.0f));
                _mm512_mask_storeu_epi32(ia + t125, t124, _mm512_set1_epi32(-1));
                k_2 = (int)((long)t119 + t120);
            } else {
                k_2 = t119;
            }
            for (; k_2 < m; k_2++) {
                long t126 = (long)k_2;
                a[t126] = -1.0f;
                ia[t126] = -1;
            }
            long t9 = 0L;
            do {
                _mm512_storeu_ps(&table[(int)t9], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[(int)(t9 + 16L)], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[(int)(t9 + 32L)], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[(int)(t9 + 48L)], _mm512_set1_ps(0.0f));
                t9 += 64L;
            } while (t9 < 64L);
            for (int k_3 = 64; k_3 < 64; k_3++) {
                table[k_3] = 0.0f;
            }
            long t10 = 0L;
            do {
                _mm512_storeu_si512(h + (int)t10, _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (int)(t10 + 16L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (int)(t10 + 32L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (int)(t10 + 48L), _mm512_set1_epi32(0));
                t10 += 64L;
            } while (t10 < 256L);
            for (int k_4 = 256; k_4 < 256; k_4++) {
                h[k_4] = 0;
            }
            const float *t127 = c;
            const float *t128 = b;
            const int *t129 = idx;
            scatter_div(n, a, t129, t128, t127);
            unsigned long t130 = (unsigned long)m * 4UL;
            const void *t131 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t131, t130)));
            scatter_cond(n, a, t129, t127, t128);
            scatter_int(n, ia, t129, ib);
            const unsigned char *t132 = uidx;
            scatter_global(n, t132, t128);
            unsigned long t133 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t134 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t130));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t131, t130)), (unsigned long long)t134, (unsigned long long)t133);
            (_mm256_zeroupper(), scatter_plain(n, a, t129, t127));
            long t135 = (long)m * 2L;
            if (t135 >= 64L) {
                long t136 = t135 & -64L;
                __m512i t137 = _mm512_set1_epi32(0);
                __m512i t138 = t137;
                __m512i t11 = _mm512_add_epi32(t138, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long t12 = 0L;
                for (;;) {
                    __m512i t139 = t11;
                    __m512 t140 = _mm512_cvtepi32_ps(t139);
                    _mm512_storeu_ps(ab + (int)t12, t140);
                    __m512i t141 = _mm512_add_epi32(t11, _mm512_set1_epi32(16));
                    __m512i t142 = t141;
                    __m512 t143 = _mm512_cvtepi32_ps(t142);
                    _mm512_storeu_ps(ab + (int)(t12 + 16L), t143);
                    __m512i t144 = _mm512_add_epi32(t11, _mm512_set1_epi32(32));
                    __m512i t145 = t144;
                    __m512 t146 = _mm512_cvtepi32_ps(t145);
                    _mm512_storeu_ps(ab + (int)(t12 + 32L), t146);
                    __m512i t147 = _mm512_add_epi32(t11, _mm512_set1_epi32(48));
                    __m512i t148 = t147;
                    __m512 t149 = _mm512_cvtepi32_ps(t148);
                    _mm512_storeu_ps(ab + (int)(t12 + 48L), t149);
                    t12 += 64L;
                    __m512i t150 = _mm512_add_epi32(t11, _mm512_set1_epi32(64));
                    if (t12 >= t136) {
                        break;
                    }
                    t11 = t150;
                }
                t151 = (int)t136;
            } else {
                t151 = 0;
            }
            long t152 = (long)m * 2L + (long)t151 * -1L;
            if (t152 >= 16L) {
                long t153 = t152 & -16L;
                __m512i t154 = _mm512_set1_epi32((int)t151);
                __m512i t155 = t154;
                __m512i t13 = _mm512_add_epi32(t155, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long t14 = 0L;
                for (;;) {
                    __m512i t156 = t13;
                    __m512 t157 = _mm512_cvtepi32_ps(t156);
                    _mm512_storeu_ps(ab + (int)((long)t151 + t14), t157);
                    t14 += 16L;
                    __m512i t158 = _mm512_add_epi32(t13, _mm512_set1_epi32(16));
                    if (t14 >= t153) {
                        break;
                    }
                    t13 = t158;
                }
                t159 = (int)((long)t151 + t153);
            } else {
                t159 = t151;
            }
            long t160 = (long)m * 2L + (long)t159 * -1L;
            if ((t160 >= 1L) & (t160 <= 16L)) {
                __m512i t161 = _mm512_set1_epi32((int)(int)t160);
                __mmask16 t162 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t161, _MM_CMPINT_LT);
                __m512i t163 = _mm512_set1_epi32((int)t159);
                __m512i t164 = t163;
                __m512i t165 = _mm512_add_epi32(t164, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i t166 = t165;
                __m512 t167 = _mm512_cvtepi32_ps(t166);
                _mm512_mask_storeu_ps(ab + (int)(long)t159, t162, t167);
                k_5 = (int)((long)t159 + t160);
            } else {
                k_5 = t159;
            }
            for (; k_5 < t19; k_5++) {
                ab[k_5] = (float)k_5;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t129, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t129, t128));
            (_mm256_zeroupper(), histogram(n, h, t132));
            unsigned long t168 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t169 = (_mm256_zeroupper(), hash_bytes(t131, t130));
            unsigned long t170 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t19 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t131, t130)), (unsigned long long)t170, (unsigned long long)t169, (unsigned long long)t168);
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
