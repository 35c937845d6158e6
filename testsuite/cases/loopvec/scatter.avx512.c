/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Stores through an index, `a[idx[i]] = x`: scatters whose lanes store in lane order, so that
   with repeated indices the last iteration's value is left, as in the scalar loop. The driver
   runs every kernel with all indices equal, with pairs of equal neighbours, with a descending
   run and with random indices; a scatter that stored its lanes in another order would leave an
   earlier iteration's value. Bodies with divisions pay for the scatter; the plain one and the
   ones whose object other accesses may touch stay scalar, with the reason. */
static float table[64];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            __m256 t6 = _mm256_loadu_ps(b + t4);
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
            __m256 t8 = _mm256_loadu_ps(c + t4);
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(2.0f));
            __m256 t10 = _mm256_div_ps(t7, t9);
            __m256 t11 = _mm256_mul_ps(t6, t8);
            __m256 t12 = _mm256_add_ps(t11, _mm256_set1_ps(3.0f));
            __m256 t13 = _mm256_div_ps(t10, t12);
            _mm256_i32scatter_ps(a, t5, t13, 4);
            t1 += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256 t5 = _mm256_loadu_ps(b + t4);
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t6), (const int *)((unsigned long)idx + (unsigned long)t4 * 4UL));
            __m256 t8 = _mm256_add_ps(t5, _mm256_set1_ps(1.0f));
            __m256 t9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t6), (const float *)((unsigned long)c + (unsigned long)t4 * 4UL));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(2.0f));
            __m256 t11 = _mm256_div_ps(t8, t10);
            __m256 t12 = _mm256_mul_ps(t5, t9);
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(3.0f));
            __m256 t14 = _mm256_div_ps(t11, t13);
            _mm256_mask_i32scatter_ps(a, _mm256_movepi32_mask(t6), t7, t14, 4);
            t1 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = t5;
        __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t7 = t1;
            long t8 = (long)(int)t2;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(idx + t8));
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t11 = (__m256i)((vcc_v8_int)t10 / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i t12 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t13 = _mm256_add_epi32(t11, t12);
            __m256i t14 = _mm256_add_epi32(t13, t7);
            _mm256_i32scatter_epi32(a, t9, t14, 4);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, idx + t4);
            __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            __m256i t7 = _mm256_and_si256(t6, _mm256_set1_epi32(63));
            __m256 t8 = _mm256_loadu_ps(b + t4);
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(0.5f));
            __m256 t10 = _mm256_div_ps(t8, t9);
            __m256 t11 = _mm256_sub_ps(t8, _mm256_set1_ps(3.0f));
            __m256 t12 = _mm256_div_ps(t10, t11);
            _mm256_i32scatter_ps(table, t7, t12, 4);
            t1 += 8L;
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

static __typeof__(table) table __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t15;
    int m;
    int t66;
    int k;
    int t84;
    int t113;
    int t124;
    int k_1;
    int t145;
    int t151;
    int k_2;
    int t183;
    int t191;
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
                __m256i t25 = _mm256_set1_epi32((int)pattern);
                long t1 = 0L;
                do {
                    long t26 = (long)(int)t1;
                    __m256i t27 = _mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0));
                    __m256i t28 = (__m256i)~(vcc_m8)t27;
                    __m256i t29 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), (int *)((unsigned long)idx + (unsigned long)t26 * 4UL));
                    __m256i t30 = t29;
                    __m256i t31 = _mm256_set1_epi32(37);
                    __m256i t32 = _mm256_mullo_epi32(t30, t31);
                    __m256i t33 = t32;
                    __m256i t34 = _mm256_ternarylogic_epi32(t27, _mm256_set1_epi32(5), t33, 0xCA);
                    vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t34, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t26, t35);
                    long t36 = (long)(int)(t1 + 8L);
                    __m256i t37 = _mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0));
                    __m256i t38 = (__m256i)~(vcc_m8)t37;
                    __m256i t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), (int *)((unsigned long)idx + (unsigned long)t36 * 4UL));
                    __m256i t40 = t39;
                    __m256i t41 = _mm256_set1_epi32(37);
                    __m256i t42 = _mm256_mullo_epi32(t40, t41);
                    __m256i t43 = t42;
                    __m256i t44 = _mm256_ternarylogic_epi32(t37, _mm256_set1_epi32(5), t43, 0xCA);
                    vcc_v8_uchar t45 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t44, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t36, t45);
                    long t46 = (long)(int)(t1 + 16L);
                    __m256i t47 = _mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0));
                    __m256i t48 = (__m256i)~(vcc_m8)t47;
                    __m256i t49 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t48), (int *)((unsigned long)idx + (unsigned long)t46 * 4UL));
                    __m256i t50 = t49;
                    __m256i t51 = _mm256_set1_epi32(37);
                    __m256i t52 = _mm256_mullo_epi32(t50, t51);
                    __m256i t53 = t52;
                    __m256i t54 = _mm256_ternarylogic_epi32(t47, _mm256_set1_epi32(5), t53, 0xCA);
                    vcc_v8_uchar t55 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t54, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t46, t55);
                    long t56 = (long)(int)(t1 + 24L);
                    __m256i t57 = _mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0));
                    __m256i t58 = (__m256i)~(vcc_m8)t57;
                    __m256i t59 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t58), (int *)((unsigned long)idx + (unsigned long)t56 * 4UL));
                    __m256i t60 = t59;
                    __m256i t61 = _mm256_set1_epi32(37);
                    __m256i t62 = _mm256_mullo_epi32(t60, t61);
                    __m256i t63 = t62;
                    __m256i t64 = _mm256_ternarylogic_epi32(t57, _mm256_set1_epi32(5), t63, 0xCA);
                    vcc_v8_uchar t65 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t64, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t56, t65);
                    t1 += 32L;
                } while (t1 < t24);
                t66 = (int)t24;
            } else {
                t66 = 0;
            }
            long t67 = (long)n + (long)t66 * -1L;
            unsigned long t68 = (unsigned long)t16;
            unsigned long t69 = (unsigned long)t20;
            if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)(long)t66)) | ((t69 + (unsigned long)((long)t66 + 1L + (t67 - 1L) * 1L)) <= (t68 + (unsigned long)((long)t66 * 4L))))) {
                long t70 = t67 & -8L;
                __m256i t71 = _mm256_set1_epi32((int)pattern);
                long t2 = 0L;
                do {
                    long t72 = (long)(int)((long)t66 + t2);
                    __m256i t73 = _mm256_cmpeq_epi32(t71, _mm256_set1_epi32(0));
                    __m256i t74 = (__m256i)~(vcc_m8)t73;
                    __m256i t75 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t74), (int *)((unsigned long)idx + (unsigned long)t72 * 4UL));
                    __m256i t76 = t75;
                    __m256i t77 = _mm256_set1_epi32(37);
                    __m256i t78 = _mm256_mullo_epi32(t76, t77);
                    __m256i t79 = t78;
                    __m256i t80 = _mm256_ternarylogic_epi32(t73, _mm256_set1_epi32(5), t79, 0xCA);
                    vcc_v8_uchar t81 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t80, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t72, t81);
                    t2 += 8L;
                } while (t2 < t70);
                k = (int)((long)t66 + t70);
            } else {
                k = t66;
            }
            for (; k < n; k++) {
                long t82 = (long)k;
                unsigned char *t83 = uidx + t82;
                if (pattern == 0) {
                    t84 = 5;
                } else {
                    t84 = idx[t82] * 37;
                }
                *t83 = (unsigned char)t84;
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
            long t85 = (long)n;
            if (t85 >= 32L) {
                long t86 = t85 & -32L;
                __m256i t87 = _mm256_set1_epi32(0);
                __m256i t88 = t87;
                __m256i t3 = _mm256_add_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t4 = 0L;
                for (;;) {
                    __m256i t89 = t3;
                    float *t90 = b + (int)t4;
                    __m256 t91 = _mm256_loadu_ps(t90);
                    __m256 t92 = _mm256_cvtepi32_ps(t89);
                    __m256 t93 = _mm256_mask3_fmadd_ps(t92, _mm256_set1_ps(0.125f), t91, (__mmask8)-1);
                    _mm256_storeu_ps(t90, t93);
                    __m256i t94 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t95 = t94;
                    float *t96 = b + (int)(t4 + 8L);
                    __m256 t97 = _mm256_loadu_ps(t96);
                    __m256 t98 = _mm256_cvtepi32_ps(t95);
                    __m256 t99 = _mm256_mask3_fmadd_ps(t98, _mm256_set1_ps(0.125f), t97, (__mmask8)-1);
                    _mm256_storeu_ps(t96, t99);
                    __m256i t100 = _mm256_add_epi32(t3, _mm256_set1_epi32(16));
                    __m256i t101 = t100;
                    float *t102 = b + (int)(t4 + 16L);
                    __m256 t103 = _mm256_loadu_ps(t102);
                    __m256 t104 = _mm256_cvtepi32_ps(t101);
                    __m256 t105 = _mm256_mask3_fmadd_ps(t104, _mm256_set1_ps(0.125f), t103, (__mmask8)-1);
                    _mm256_storeu_ps(t102, t105);
                    __m256i t106 = _mm256_add_epi32(t3, _mm256_set1_epi32(24));
                    __m256i t107 = t106;
                    float *t108 = b + (int)(t4 + 24L);
                    __m256 t109 = _mm256_loadu_ps(t108);
                    __m256 t110 = _mm256_cvtepi32_ps(t107);
                    __m256 t111 = _mm256_mask3_fmadd_ps(t110, _mm256_set1_ps(0.125f), t109, (__mmask8)-1);
                    _mm256_storeu_ps(t108, t111);
                    t4 += 32L;
                    __m256i t112 = _mm256_add_epi32(t3, _mm256_set1_epi32(32));
                    if (t4 >= t86) {
                        break;
                    }
                    t3 = t112;
                }
                t113 = (int)t86;
            } else {
                t113 = 0;
            }
            long t114 = (long)n + (long)t113 * -1L;
            if (t114 >= 8L) {
                long t115 = t114 & -8L;
                __m256i t116 = _mm256_set1_epi32((int)t113);
                __m256i t117 = t116;
                __m256i t5 = _mm256_add_epi32(t117, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t6 = 0L;
                for (;;) {
                    __m256i t118 = t5;
                    float *t119 = b + (int)((long)t113 + t6);
                    __m256 t120 = _mm256_loadu_ps(t119);
                    __m256 t121 = _mm256_cvtepi32_ps(t118);
                    __m256 t122 = _mm256_mask3_fmadd_ps(t121, _mm256_set1_ps(0.125f), t120, (__mmask8)-1);
                    _mm256_storeu_ps(t119, t122);
                    t6 += 8L;
                    __m256i t123 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                    if (t6 >= t115) {
                        break;
                    }
                    t5 = t123;
                }
                t124 = (int)((long)t113 + t115);
            } else {
                t124 = t113;
            }
            long t125 = (long)n + (long)t124 * -1L;
            if ((t125 >= 1L) & (t125 <= 8L)) {
                __m256i t126 = _mm256_set1_epi32((int)(int)t125);
                __m256i t127 = _mm256_cmpgt_epi32(t126, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t128 = _mm256_set1_epi32((int)t124);
                __m256i t129 = t128;
                __m256i t130 = _mm256_add_epi32(t129, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t131 = t130;
                float *t132 = b + (int)(long)t124;
                __m256 t133 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t127), t132);
                __m256 t134 = _mm256_cvtepi32_ps(t131);
                __m256 t135 = _mm256_mask3_fmadd_ps(t134, _mm256_set1_ps(0.125f), t133, (__mmask8)-1);
                _mm256_mask_storeu_ps(t132, _mm256_movepi32_mask(t127), t135);
                k_1 = (int)((long)t124 + t125);
            } else {
                k_1 = t124;
            }
            for (; k_1 < n; k_1++) {
                float *t136 = b + k_1;
                *t136 = *t136 + (float)k_1 * 0.125f;
            }
            long t137 = (long)m;
            unsigned long t138 = (unsigned long)t17;
            unsigned long t139 = (unsigned long)t18;
            if ((t137 >= 32L) & (((t138 + (unsigned long)(4L + (t137 - 1L) * 4L)) <= t139) | ((t139 + (unsigned long)(4L + (t137 - 1L) * 4L)) <= t138))) {
                long t140 = t137 & -32L;
                long t7 = 0L;
                do {
                    long t141 = (long)(int)t7;
                    _mm256_storeu_ps(a + t141, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t141), _mm256_set1_epi32(-1));
                    long t142 = (long)(int)(t7 + 8L);
                    _mm256_storeu_ps(a + t142, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t142), _mm256_set1_epi32(-1));
                    long t143 = (long)(int)(t7 + 16L);
                    _mm256_storeu_ps(a + t143, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t143), _mm256_set1_epi32(-1));
                    long t144 = (long)(int)(t7 + 24L);
                    _mm256_storeu_ps(a + t144, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t144), _mm256_set1_epi32(-1));
                    t7 += 32L;
                } while (t7 < t140);
                t145 = (int)t140;
            } else {
                t145 = 0;
            }
            long t146 = (long)m + (long)t145 * -1L;
            unsigned long t147 = (unsigned long)t17;
            unsigned long t148 = (unsigned long)t18;
            if ((t146 >= 8L) & (((t147 + (unsigned long)((long)t145 * 4L + 4L + (t146 - 1L) * 4L)) <= (t148 + (unsigned long)((long)t145 * 4L))) | ((t148 + (unsigned long)((long)t145 * 4L + 4L + (t146 - 1L) * 4L)) <= (t147 + (unsigned long)((long)t145 * 4L))))) {
                long t149 = t146 & -8L;
                long t8 = 0L;
                do {
                    long t150 = (long)(int)((long)t145 + t8);
                    _mm256_storeu_ps(a + t150, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t150), _mm256_set1_epi32(-1));
                    t8 += 8L;
                } while (t8 < t149);
                t151 = (int)((long)t145 + t149);
            } else {
                t151 = t145;
            }
            long t152 = (long)m + (long)t151 * -1L;
            unsigned long t153 = (unsigned long)t17;
            unsigned long t154 = (unsigned long)t18;
            if ((t152 >= 1L) & (t152 <= 8L) & (((t153 + (unsigned long)((long)t151 * 4L + 4L + (t152 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t151 * 4L))) | ((t154 + (unsigned long)((long)t151 * 4L + 4L + (t152 - 1L) * 4L)) <= (t153 + (unsigned long)((long)t151 * 4L))))) {
                __m256i t155 = _mm256_set1_epi32((int)(int)t152);
                __m256i t156 = _mm256_cmpgt_epi32(t155, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t157 = (long)(int)(long)t151;
                _mm256_mask_storeu_ps(a + t157, _mm256_movepi32_mask(t156), _mm256_set1_ps(-1.0f));
                _mm256_mask_storeu_epi32(ia + t157, _mm256_movepi32_mask(t156), _mm256_set1_epi32(-1));
                k_2 = (int)((long)t151 + t152);
            } else {
                k_2 = t151;
            }
            for (; k_2 < m; k_2++) {
                long t158 = (long)k_2;
                a[t158] = -1.0f;
                ia[t158] = -1;
            }
            long t9 = 0L;
            do {
                _mm256_storeu_ps(&table[(int)t9], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[(int)(t9 + 8L)], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[(int)(t9 + 16L)], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[(int)(t9 + 24L)], _mm256_set1_ps(0.0f));
                t9 += 32L;
            } while (t9 < 64L);
            for (int k_3 = 64; k_3 < 64; k_3++) {
                table[k_3] = 0.0f;
            }
            long t10 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(h + (int)t10), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (int)(t10 + 8L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (int)(t10 + 16L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (int)(t10 + 24L)), _mm256_set1_epi32(0));
                t10 += 32L;
            } while (t10 < 256L);
            for (int k_4 = 256; k_4 < 256; k_4++) {
                h[k_4] = 0;
            }
            const float *t159 = c;
            const float *t160 = b;
            const int *t161 = idx;
            scatter_div(n, a, t161, t160, t159);
            unsigned long t162 = (unsigned long)m * 4UL;
            const void *t163 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t163, t162)));
            scatter_cond(n, a, t161, t159, t160);
            scatter_int(n, ia, t161, ib);
            const unsigned char *t164 = uidx;
            scatter_global(n, t164, t160);
            unsigned long t165 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t166 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t162));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t163, t162)), (unsigned long long)t166, (unsigned long long)t165);
            (_mm256_zeroupper(), scatter_plain(n, a, t161, t159));
            long t167 = (long)m * 2L;
            if (t167 >= 32L) {
                long t168 = t167 & -32L;
                __m256i t169 = _mm256_set1_epi32(0);
                __m256i t170 = t169;
                __m256i t11 = _mm256_add_epi32(t170, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t12 = 0L;
                for (;;) {
                    __m256i t171 = t11;
                    __m256 t172 = _mm256_cvtepi32_ps(t171);
                    _mm256_storeu_ps(ab + (int)t12, t172);
                    __m256i t173 = _mm256_add_epi32(t11, _mm256_set1_epi32(8));
                    __m256i t174 = t173;
                    __m256 t175 = _mm256_cvtepi32_ps(t174);
                    _mm256_storeu_ps(ab + (int)(t12 + 8L), t175);
                    __m256i t176 = _mm256_add_epi32(t11, _mm256_set1_epi32(16));
                    __m256i t177 = t176;
                    __m256 t178 = _mm256_cvtepi32_ps(t177);
                    _mm256_storeu_ps(ab + (int)(t12 + 16L), t178);
                    __m256i t179 = _mm256_add_epi32(t11, _mm256_set1_epi32(24));
                    __m256i t180 = t179;
                    __m256 t181 = _mm256_cvtepi32_ps(t180);
                    _mm256_storeu_ps(ab + (int)(t12 + 24L), t181);
                    t12 += 32L;
                    __m256i t182 = _mm256_add_epi32(t11, _mm256_set1_epi32(32));
                    if (t12 >= t168) {
                        break;
                    }
                    t11 = t182;
                }
                t183 = (int)t168;
            } else {
                t183 = 0;
            }
            long t184 = (long)m * 2L + (long)t183 * -1L;
            if (t184 >= 8L) {
                long t185 = t184 & -8L;
                __m256i t186 = _mm256_set1_epi32((int)t183);
                __m256i t187 = t186;
                __m256i t13 = _mm256_add_epi32(t187, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t14 = 0L;
                for (;;) {
                    __m256i t188 = t13;
                    __m256 t189 = _mm256_cvtepi32_ps(t188);
                    _mm256_storeu_ps(ab + (int)((long)t183 + t14), t189);
                    t14 += 8L;
                    __m256i t190 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                    if (t14 >= t185) {
                        break;
                    }
                    t13 = t190;
                }
                t191 = (int)((long)t183 + t185);
            } else {
                t191 = t183;
            }
            long t192 = (long)m * 2L + (long)t191 * -1L;
            if ((t192 >= 1L) & (t192 <= 8L)) {
                __m256i t193 = _mm256_set1_epi32((int)(int)t192);
                __m256i t194 = _mm256_cmpgt_epi32(t193, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t195 = _mm256_set1_epi32((int)t191);
                __m256i t196 = t195;
                __m256i t197 = _mm256_add_epi32(t196, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t198 = t197;
                __m256 t199 = _mm256_cvtepi32_ps(t198);
                _mm256_mask_storeu_ps(ab + (int)(long)t191, _mm256_movepi32_mask(t194), t199);
                k_5 = (int)((long)t191 + t192);
            } else {
                k_5 = t191;
            }
            for (; k_5 < t19; k_5++) {
                ab[k_5] = (float)k_5;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t161, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t161, t160));
            (_mm256_zeroupper(), histogram(n, h, t164));
            unsigned long t200 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t201 = (_mm256_zeroupper(), hash_bytes(t163, t162));
            unsigned long t202 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t19 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t163, t162)), (unsigned long long)t202, (unsigned long long)t201, (unsigned long long)t200);
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
