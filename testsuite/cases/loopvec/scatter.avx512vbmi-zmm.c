/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=3 neon=5 */
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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:13 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i idx_v = _mm512_loadu_si512(idx + i_vec);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t3 = _mm512_add_ps(b_v, _mm512_set1_ps(1.0f));
            __m512 c_v = _mm512_loadu_ps(c + i_vec);
            __m512 t4 = _mm512_add_ps(c_v, _mm512_set1_ps(2.0f));
            __m512 t5 = _mm512_div_ps(t3, t4);
            __m512 t6 = _mm512_mul_ps(b_v, c_v);
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(3.0f));
            __m512 t8 = _mm512_div_ps(t5, t7);
            _mm512_i32scatter_ps(a, idx_v, t8, 4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        float t10 = b[t9];
        float t11 = c[t9];
        a[idx[t9]] = (t10 + 1.0f) / (t11 + 2.0f) / (t10 * t11 + 3.0f);
    }
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:19 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(b_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512i idx_v = _mm512_maskz_loadu_epi32(t3, (const int *)((unsigned long)idx + (unsigned long)i_vec * 4UL));
            __m512 t4 = _mm512_add_ps(b_v, _mm512_set1_ps(1.0f));
            __m512 c_v = _mm512_maskz_loadu_ps(t3, (const float *)((unsigned long)c + (unsigned long)i_vec * 4UL));
            __m512 t5 = _mm512_add_ps(c_v, _mm512_set1_ps(2.0f));
            __m512 t6 = _mm512_div_ps(t4, t5);
            __m512 t7 = _mm512_mul_ps(b_v, c_v);
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(3.0f));
            __m512 t9 = _mm512_div_ps(t6, t8);
            _mm512_mask_i32scatter_ps(a, t3, idx_v, t9, 4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        float t11 = b[t10];
        if (t11 > 0.0f) {
            float t12 = c[t10];
            a[idx[t10]] = (t11 + 1.0f) / (t12 + 2.0f) / (t11 * t12 + 3.0f);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at scatter.c:25 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i idx_v = _mm512_loadu_si512(idx + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = (__m512i)((vcc_v16_int)b_v / (vcc_v16_int)_mm512_set1_epi32(7));
            __m512i t5 = (__m512i)((vcc_v16_int)b_v % (vcc_v16_int)_mm512_set1_epi32(5));
            __m512i t6 = _mm512_add_epi32(t4, t5);
            __m512i t7 = _mm512_add_epi32(t6, (__m512i)i_v);
            _mm512_i32scatter_epi32(a, idx_v, t7, 4);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t9 = b[t8];
        a[idx[t8]] = t9 / 7 + t9 % 5 + i;
    }
}

/* Into a global array, through an unsigned char index. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:31 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(idx_v);
            __m512i t4 = _mm512_and_si512(t3, _mm512_set1_epi32(63));
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t5 = _mm512_add_ps(b_v, _mm512_set1_ps(0.5f));
            __m512 t6 = _mm512_div_ps(b_v, t5);
            __m512 t7 = _mm512_sub_ps(b_v, _mm512_set1_ps(3.0f));
            __m512 t8 = _mm512_div_ps(t6, t7);
            _mm512_i32scatter_ps(table, t4, t8, 4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        float t10 = b[t9];
        table[(int)idx[t9] & 63] = t10 / (t10 + 0.5f) / (t10 - 3.0f);
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
    int t1;
    int m;
    int t22;
    int k;
    int t35;
    int t47;
    int t55;
    int k_1;
    int t73;
    int t80;
    int k_2;
    int t108;
    int t114;
    int k_3;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        for (int pattern = 0; pattern < 4; pattern++) {
            void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
            int *idx = (int *)t2;
            void *t3 = (_mm256_zeroupper(), new_array(m, 4UL));
            int *ia = (int *)t3;
            int *ib = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
            void *t4 = (_mm256_zeroupper(), new_array(m, 4UL));
            float *a = (float *)t4;
            float *b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            float *c = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            int t5 = 2 * m;
            float *ab = (float *)(_mm256_zeroupper(), new_array(t5, 4UL));
            void *t6 = (_mm256_zeroupper(), new_array(n, 1UL));
            unsigned char *uidx = (unsigned char *)t6;
            int *h = (int *)(_mm256_zeroupper(), new_array(256, 4UL));
            (_mm256_zeroupper(), make_indices(idx, n, m, pattern));
            long t7 = (long)n;
            unsigned long t8 = (unsigned long)t2;
            unsigned long t9 = (unsigned long)t6;
            if ((t7 >= 32L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(1L + (t7 - 1L) * 1L)) <= t8))) {
                long t10 = t7 & -32L;
                __m512i pattern_v = _mm512_set1_epi32((int)pattern);
                long k_vec = 0L;
                /* vcc: loop at scatter.c:82 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, vector epilogue VF 16, scalar epilogue */
                do {
                    __mmask16 t11 = _mm512_cmp_epi32_mask(pattern_v, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t12 = _knot_mask16(t11);
                    __m512i idx_v = _mm512_maskz_loadu_epi32(t12, (int *)((unsigned long)idx + (unsigned long)k_vec * 4UL));
                    __m512i t13 = _mm512_mullo_epi32(idx_v, _mm512_set1_epi32(37));
                    __m512i t14 = _mm512_mask_blend_epi32(t11, t13, _mm512_set1_epi32(5));
                    __m128i t15 = _mm512_cvtepi32_epi8(t14);
                    _mm_storeu_si128((__m128i *)(uidx + k_vec), t15);
                    long t16 = k_vec + 16L;
                    __mmask16 t17 = _mm512_cmp_epi32_mask(pattern_v, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t18 = _knot_mask16(t17);
                    __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t18, (int *)((unsigned long)idx + (unsigned long)t16 * 4UL));
                    __m512i t19 = _mm512_mullo_epi32(idx_v_1, _mm512_set1_epi32(37));
                    __m512i t20 = _mm512_mask_blend_epi32(t17, t19, _mm512_set1_epi32(5));
                    __m128i t21 = _mm512_cvtepi32_epi8(t20);
                    _mm_storeu_si128((__m128i *)(uidx + t16), t21);
                    k_vec += 32L;
                } while (k_vec < t10);
                t22 = (int)t10;
            } else {
                t22 = 0;
            }
            long t23 = (long)n + (long)t22 * -1L;
            unsigned long t24 = (unsigned long)t2;
            unsigned long t25 = (unsigned long)t6;
            if ((t23 >= 16L) & (((t24 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t25 + (unsigned long)(long)t22)) | ((t25 + (unsigned long)((long)t22 + 1L + (t23 - 1L) * 1L)) <= (t24 + (unsigned long)((long)t22 * 4L))))) {
                long t26 = t23 & -16L;
                __m512i pattern_v_1 = _mm512_set1_epi32((int)pattern);
                long k_vec_1 = 0L;
                /* vcc: loop at scatter.c:82 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, scalar epilogue */
                do {
                    long t27 = (long)t22 + k_vec_1;
                    __mmask16 t28 = _mm512_cmp_epi32_mask(pattern_v_1, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t29 = _knot_mask16(t28);
                    __m512i idx_v_2 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)idx + (unsigned long)t27 * 4UL));
                    __m512i t30 = _mm512_mullo_epi32(idx_v_2, _mm512_set1_epi32(37));
                    __m512i t31 = _mm512_mask_blend_epi32(t28, t30, _mm512_set1_epi32(5));
                    __m128i t32 = _mm512_cvtepi32_epi8(t31);
                    _mm_storeu_si128((__m128i *)(uidx + t27), t32);
                    k_vec_1 += 16L;
                } while (k_vec_1 < t26);
                k = (int)((long)t22 + t26);
            } else {
                k = t22;
            }
            for (; k < n; k++) {
                long t33 = (long)k;
                unsigned char *t34 = uidx + t33;
                if (pattern == 0) {
                    t35 = 5;
                } else {
                    t35 = idx[t33] * 37;
                }
                *t34 = (unsigned char)t35;
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
            long t36 = (long)n;
            if (t36 >= 32L) {
                long t37 = t36 & -32L;
                __m512i t38 = _mm512_set1_epi32(0);
                vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t38, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_2 = 0L;
                /* vcc: loop at scatter.c:87 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
                for (;;) {
                    float *t39 = b + k_vec_2;
                    __m512 b_v = _mm512_loadu_ps(t39);
                    __m512 t40 = _mm512_cvtepi32_ps((__m512i)k_v);
                    __m512 t41 = _mm512_fmadd_ps(t40, _mm512_set1_ps(0.125f), b_v);
                    _mm512_storeu_ps(t39, t41);
                    __m512i t42 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
                    float *t43 = b + (k_vec_2 + 16L);
                    __m512 b_v_1 = _mm512_loadu_ps(t43);
                    __m512 t44 = _mm512_cvtepi32_ps(t42);
                    __m512 t45 = _mm512_fmadd_ps(t44, _mm512_set1_ps(0.125f), b_v_1);
                    _mm512_storeu_ps(t43, t45);
                    k_vec_2 += 32L;
                    __m512i t46 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(32));
                    if (k_vec_2 >= t37) {
                        break;
                    }
                    k_v = (vcc_v16_uint)t46;
                }
                t47 = (int)t37;
            } else {
                t47 = 0;
            }
            long t48 = (long)n + (long)t47 * -1L;
            if (t48 >= 16L) {
                long t49 = t48 & -16L;
                __m512i t50 = _mm512_set1_epi32((int)t47);
                vcc_v16_uint k_v_1 = (vcc_v16_uint)_mm512_add_epi32(t50, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_3 = 0L;
                /* vcc: loop at scatter.c:87 vector epilogue: VF 16, UF 1, scalar epilogue */
                for (;;) {
                    float *t51 = b + ((long)t47 + k_vec_3);
                    __m512 b_v_2 = _mm512_loadu_ps(t51);
                    __m512 t52 = _mm512_cvtepi32_ps((__m512i)k_v_1);
                    __m512 t53 = _mm512_fmadd_ps(t52, _mm512_set1_ps(0.125f), b_v_2);
                    _mm512_storeu_ps(t51, t53);
                    k_vec_3 += 16L;
                    __m512i t54 = _mm512_add_epi32((__m512i)k_v_1, _mm512_set1_epi32(16));
                    if (k_vec_3 >= t49) {
                        break;
                    }
                    k_v_1 = (vcc_v16_uint)t54;
                }
                t55 = (int)((long)t47 + t49);
            } else {
                t55 = t47;
            }
            long t56 = (long)n + (long)t55 * -1L;
            if ((t56 >= 1L) & (t56 <= 16L)) {
                __m512i t57 = _mm512_set1_epi32((int)(int)t56);
                __mmask16 t58 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t57, _MM_CMPINT_LT);
                __m512i t59 = _mm512_set1_epi32((int)t55);
                __m512i t60 = _mm512_add_epi32(t59, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                float *t61 = b + (long)t55;
                __m512 b_v_3 = _mm512_maskz_loadu_ps(t58, t61);
                __m512 t62 = _mm512_cvtepi32_ps(t60);
                __m512 t63 = _mm512_fmadd_ps(t62, _mm512_set1_ps(0.125f), b_v_3);
                _mm512_mask_storeu_ps(t61, t58, t63);
                k_1 = (int)((long)t55 + t56);
            } else {
                k_1 = t55;
            }
            for (; k_1 < n; k_1++) {
                float *t64 = b + k_1;
                *t64 = *t64 + (float)k_1 * 0.125f;
            }
            long t65 = (long)m;
            unsigned long t66 = (unsigned long)t3;
            unsigned long t67 = (unsigned long)t4;
            long t68 = (long)((unsigned long)t3 - (unsigned long)t4);
            if ((t65 >= 64L) & (((t66 + (unsigned long)(4L + (t65 - 1L) * 4L)) <= t67) | ((t67 + (unsigned long)(4L + (t65 - 1L) * 4L)) <= t66) | ((t68 <= 0L) | (t68 >= 256L)))) {
                long t69 = t65 & -64L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 16, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
                do {
                    _mm512_storeu_ps(a + k_vec_4, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + k_vec_4, _mm512_set1_epi32(-1));
                    long t70 = k_vec_4 + 16L;
                    _mm512_storeu_ps(a + t70, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t70, _mm512_set1_epi32(-1));
                    long t71 = k_vec_4 + 32L;
                    _mm512_storeu_ps(a + t71, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t71, _mm512_set1_epi32(-1));
                    long t72 = k_vec_4 + 48L;
                    _mm512_storeu_ps(a + t72, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t72, _mm512_set1_epi32(-1));
                    k_vec_4 += 64L;
                } while (k_vec_4 < t69);
                t73 = (int)t69;
            } else {
                t73 = 0;
            }
            long t74 = (long)m + (long)t73 * -1L;
            unsigned long t75 = (unsigned long)t3;
            unsigned long t76 = (unsigned long)t4;
            long t77 = (long)((unsigned long)t3 + (unsigned long)((long)t73 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t73 * 4L)));
            if ((t74 >= 16L) & (((t75 + (unsigned long)((long)t73 * 4L + 4L + (t74 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t73 * 4L))) | ((t76 + (unsigned long)((long)t73 * 4L + 4L + (t74 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t73 * 4L))) | ((t77 <= 0L) | (t77 >= 64L)))) {
                long t78 = t74 & -16L;
                long k_vec_5 = 0L;
                /* vcc: loop at scatter.c:89 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t79 = (long)t73 + k_vec_5;
                    _mm512_storeu_ps(a + t79, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t79, _mm512_set1_epi32(-1));
                    k_vec_5 += 16L;
                } while (k_vec_5 < t78);
                t80 = (int)((long)t73 + t78);
            } else {
                t80 = t73;
            }
            long t81 = (long)m + (long)t80 * -1L;
            unsigned long t82 = (unsigned long)t3;
            unsigned long t83 = (unsigned long)t4;
            long t84 = (long)((unsigned long)t3 + (unsigned long)((long)t80 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t80 * 4L)));
            if ((t81 >= 1L) & (t81 <= 16L) & (((t82 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t83 + (unsigned long)((long)t80 * 4L))) | ((t83 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t80 * 4L))) | ((t84 <= 0L) | (t84 >= 64L)))) {
                __m512i t85 = _mm512_set1_epi32((int)(int)t81);
                __mmask16 t86 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t85, _MM_CMPINT_LT);
                long t87 = (long)t80;
                _mm512_mask_storeu_ps(a + t87, t86, _mm512_set1_ps(-1.0f));
                _mm512_mask_storeu_epi32(ia + t87, t86, _mm512_set1_epi32(-1));
                k_2 = (int)((long)t80 + t81);
            } else {
                k_2 = t80;
            }
            for (; k_2 < m; k_2++) {
                long t88 = (long)k_2;
                a[t88] = -1.0f;
                ia[t88] = -1;
            }
            long k_vec_6 = 0L;
            /* vcc: loop at scatter.c:91 vectorized: VF 16, UF 4, scalar epilogue */
            do {
                _mm512_storeu_ps(&table[k_vec_6], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[k_vec_6 + 16L], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[k_vec_6 + 32L], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[k_vec_6 + 48L], _mm512_set1_ps(0.0f));
                k_vec_6 += 64L;
            } while (k_vec_6 < 64L);
            long k_vec_7 = 0L;
            /* vcc: loop at scatter.c:93 vectorized: VF 16, UF 4, scalar epilogue */
            do {
                _mm512_storeu_si512(h + k_vec_7, _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (k_vec_7 + 16L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (k_vec_7 + 32L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (k_vec_7 + 48L), _mm512_set1_epi32(0));
                k_vec_7 += 64L;
            } while (k_vec_7 < 256L);
            const float *t89 = c;
            const float *t90 = b;
            const int *t91 = idx;
            scatter_div(n, a, t91, t90, t89);
            unsigned long t92 = (unsigned long)m * 4UL;
            const void *t93 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t93, t92)));
            scatter_cond(n, a, t91, t89, t90);
            scatter_int(n, ia, t91, ib);
            const unsigned char *t94 = uidx;
            scatter_global(n, t94, t90);
            unsigned long t95 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t96 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t92));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t93, t92)), (unsigned long long)t96, (unsigned long long)t95);
            (_mm256_zeroupper(), scatter_plain(n, a, t91, t89));
            long t97 = (long)m * 2L;
            if (t97 >= 64L) {
                long t98 = t97 & -64L;
                __m512i t99 = _mm512_set1_epi32(0);
                vcc_v16_uint k_v_2 = (vcc_v16_uint)_mm512_add_epi32(t99, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
                for (;;) {
                    __m512 t100 = _mm512_cvtepi32_ps((__m512i)k_v_2);
                    _mm512_storeu_ps(ab + k_vec_8, t100);
                    __m512i t101 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(16));
                    __m512 t102 = _mm512_cvtepi32_ps(t101);
                    _mm512_storeu_ps(ab + (k_vec_8 + 16L), t102);
                    __m512i t103 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(32));
                    __m512 t104 = _mm512_cvtepi32_ps(t103);
                    _mm512_storeu_ps(ab + (k_vec_8 + 32L), t104);
                    __m512i t105 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(48));
                    __m512 t106 = _mm512_cvtepi32_ps(t105);
                    _mm512_storeu_ps(ab + (k_vec_8 + 48L), t106);
                    k_vec_8 += 64L;
                    __m512i t107 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(64));
                    if (k_vec_8 >= t98) {
                        break;
                    }
                    k_v_2 = (vcc_v16_uint)t107;
                }
                t108 = (int)t98;
            } else {
                t108 = 0;
            }
            long t109 = (long)m * 2L + (long)t108 * -1L;
            if (t109 >= 16L) {
                long t110 = t109 & -16L;
                __m512i t111 = _mm512_set1_epi32((int)t108);
                vcc_v16_uint k_v_3 = (vcc_v16_uint)_mm512_add_epi32(t111, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_9 = 0L;
                /* vcc: loop at scatter.c:102 vector epilogue: VF 16, UF 1, scalar epilogue */
                for (;;) {
                    __m512 t112 = _mm512_cvtepi32_ps((__m512i)k_v_3);
                    _mm512_storeu_ps(ab + ((long)t108 + k_vec_9), t112);
                    k_vec_9 += 16L;
                    __m512i t113 = _mm512_add_epi32((__m512i)k_v_3, _mm512_set1_epi32(16));
                    if (k_vec_9 >= t110) {
                        break;
                    }
                    k_v_3 = (vcc_v16_uint)t113;
                }
                t114 = (int)((long)t108 + t110);
            } else {
                t114 = t108;
            }
            long t115 = (long)m * 2L + (long)t114 * -1L;
            if ((t115 >= 1L) & (t115 <= 16L)) {
                __m512i t116 = _mm512_set1_epi32((int)(int)t115);
                __mmask16 t117 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t116, _MM_CMPINT_LT);
                __m512i t118 = _mm512_set1_epi32((int)t114);
                __m512i t119 = _mm512_add_epi32(t118, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512 t120 = _mm512_cvtepi32_ps(t119);
                _mm512_mask_storeu_ps(ab + (long)t114, t117, t120);
                k_3 = (int)((long)t114 + t115);
            } else {
                k_3 = t114;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t91, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t91, t90));
            (_mm256_zeroupper(), histogram(n, h, t94));
            unsigned long t121 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t122 = (_mm256_zeroupper(), hash_bytes(t93, t92));
            unsigned long t123 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t5 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t93, t92)), (unsigned long long)t123, (unsigned long long)t122, (unsigned long long)t121);
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
