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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:13 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512i idx_v = _mm512_loadu_si512(idx + t3);
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 t4 = _mm512_add_ps(b_v, _mm512_set1_ps(1.0f));
            __m512 c_v = _mm512_loadu_ps(c + t3);
            __m512 t5 = _mm512_add_ps(c_v, _mm512_set1_ps(2.0f));
            __m512 t6 = _mm512_div_ps(t4, t5);
            __m512 t7 = _mm512_mul_ps(b_v, c_v);
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(3.0f));
            __m512 t9 = _mm512_div_ps(t6, t8);
            _mm512_i32scatter_ps(a, idx_v, t9, 4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        float t11 = b[t10];
        float t12 = c[t10];
        a[idx[t10]] = (t11 + 1.0f) / (t12 + 2.0f) / (t11 * t12 + 3.0f);
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
            long t3 = (long)(int)i_vec;
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __mmask16 t4 = _mm512_cmp_ps_mask(b_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512i idx_v = _mm512_maskz_loadu_epi32(t4, (const int *)((unsigned long)idx + (unsigned long)t3 * 4UL));
            __m512 t5 = _mm512_add_ps(b_v, _mm512_set1_ps(1.0f));
            __m512 c_v = _mm512_maskz_loadu_ps(t4, (const float *)((unsigned long)c + (unsigned long)t3 * 4UL));
            __m512 t6 = _mm512_add_ps(c_v, _mm512_set1_ps(2.0f));
            __m512 t7 = _mm512_div_ps(t5, t6);
            __m512 t8 = _mm512_mul_ps(b_v, c_v);
            __m512 t9 = _mm512_add_ps(t8, _mm512_set1_ps(3.0f));
            __m512 t10 = _mm512_div_ps(t7, t9);
            _mm512_mask_i32scatter_ps(a, t4, idx_v, t10, 4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        float t12 = b[t11];
        if (t12 > 0.0f) {
            float t13 = c[t11];
            a[idx[t11]] = (t12 + 1.0f) / (t13 + 2.0f) / (t12 * t13 + 3.0f);
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
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at scatter.c:25 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i i_v_1 = i_v;
            long t5 = (long)(int)i_vec;
            __m512i idx_v = _mm512_loadu_si512(idx + t5);
            __m512i b_v = _mm512_loadu_si512(b + t5);
            __m512i t6 = (__m512i)((vcc_v16_int)b_v / (vcc_v16_int)_mm512_set1_epi32(7));
            __m512i t7 = (__m512i)((vcc_v16_int)b_v % (vcc_v16_int)_mm512_set1_epi32(5));
            __m512i t8 = _mm512_add_epi32(t6, t7);
            __m512i t9 = _mm512_add_epi32(t8, i_v_1);
            _mm512_i32scatter_epi32(a, idx_v, t9, 4);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = b[t10];
        a[idx[t10]] = t11 / 7 + t11 % 5 + i;
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
            long t3 = (long)(int)i_vec;
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + t3));
            __m512i t4 = _mm512_cvtepu8_epi32(idx_v);
            __m512i t5 = _mm512_and_si512(t4, _mm512_set1_epi32(63));
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 t6 = _mm512_add_ps(b_v, _mm512_set1_ps(0.5f));
            __m512 t7 = _mm512_div_ps(b_v, t6);
            __m512 t8 = _mm512_sub_ps(b_v, _mm512_set1_ps(3.0f));
            __m512 t9 = _mm512_div_ps(t7, t8);
            _mm512_i32scatter_ps(table, t5, t9, 4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        float t11 = b[t10];
        table[(int)idx[t10] & 63] = t11 / (t11 + 0.5f) / (t11 - 3.0f);
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
    int t29;
    int k;
    int t45;
    int t58;
    int t67;
    int k_1;
    int t86;
    int t92;
    int k_2;
    int t120;
    int t127;
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
                    long t11 = (long)(int)k_vec;
                    __mmask16 t12 = _mm512_cmp_epi32_mask(pattern_v, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t13 = _knot_mask16(t12);
                    __m512i idx_v = _mm512_maskz_loadu_epi32(t13, (int *)((unsigned long)idx + (unsigned long)t11 * 4UL));
                    __m512i t14 = idx_v;
                    __m512i t15 = _mm512_set1_epi32(37);
                    __m512i t16 = _mm512_mullo_epi32(t14, t15);
                    __m512i t17 = t16;
                    __m512i t18 = _mm512_mask_blend_epi32(t12, t17, _mm512_set1_epi32(5));
                    __m128i t19 = _mm512_cvtepi32_epi8(t18);
                    _mm_storeu_si128((__m128i *)(uidx + t11), t19);
                    long t20 = (long)(int)(k_vec + 16L);
                    __mmask16 t21 = _mm512_cmp_epi32_mask(pattern_v, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t22 = _knot_mask16(t21);
                    __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t22, (int *)((unsigned long)idx + (unsigned long)t20 * 4UL));
                    __m512i t23 = idx_v_1;
                    __m512i t24 = _mm512_set1_epi32(37);
                    __m512i t25 = _mm512_mullo_epi32(t23, t24);
                    __m512i t26 = t25;
                    __m512i t27 = _mm512_mask_blend_epi32(t21, t26, _mm512_set1_epi32(5));
                    __m128i t28 = _mm512_cvtepi32_epi8(t27);
                    _mm_storeu_si128((__m128i *)(uidx + t20), t28);
                    k_vec += 32L;
                } while (k_vec < t10);
                t29 = (int)t10;
            } else {
                t29 = 0;
            }
            long t30 = (long)n + (long)t29 * -1L;
            unsigned long t31 = (unsigned long)t2;
            unsigned long t32 = (unsigned long)t6;
            if ((t30 >= 16L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)(long)t29)) | ((t32 + (unsigned long)((long)t29 + 1L + (t30 - 1L) * 1L)) <= (t31 + (unsigned long)((long)t29 * 4L))))) {
                long t33 = t30 & -16L;
                __m512i pattern_v_1 = _mm512_set1_epi32((int)pattern);
                long k_vec_1 = 0L;
                do {
                    long t34 = (long)(int)((long)t29 + k_vec_1);
                    __mmask16 t35 = _mm512_cmp_epi32_mask(pattern_v_1, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
                    __mmask16 t36 = _knot_mask16(t35);
                    __m512i idx_v_2 = _mm512_maskz_loadu_epi32(t36, (int *)((unsigned long)idx + (unsigned long)t34 * 4UL));
                    __m512i t37 = idx_v_2;
                    __m512i t38 = _mm512_set1_epi32(37);
                    __m512i t39 = _mm512_mullo_epi32(t37, t38);
                    __m512i t40 = t39;
                    __m512i t41 = _mm512_mask_blend_epi32(t35, t40, _mm512_set1_epi32(5));
                    __m128i t42 = _mm512_cvtepi32_epi8(t41);
                    _mm_storeu_si128((__m128i *)(uidx + t34), t42);
                    k_vec_1 += 16L;
                } while (k_vec_1 < t33);
                k = (int)((long)t29 + t33);
            } else {
                k = t29;
            }
            for (; k < n; k++) {
                long t43 = (long)k;
                unsigned char *t44 = uidx + t43;
                if (pattern == 0) {
                    t45 = 5;
                } else {
                    t45 = idx[t43] * 37;
                }
                *t44 = (unsigned char)t45;
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
            long t46 = (long)n;
            if (t46 >= 32L) {
                long t47 = t46 & -32L;
                __m512i t48 = _mm512_set1_epi32(0);
                __m512i t49 = t48;
                __m512i k_v = _mm512_add_epi32(t49, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_2 = 0L;
                /* vcc: loop at scatter.c:87 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
                for (;;) {
                    __m512i k_v_4 = k_v;
                    float *t50 = b + (int)k_vec_2;
                    __m512 b_v = _mm512_loadu_ps(t50);
                    __m512 t51 = _mm512_cvtepi32_ps(k_v_4);
                    __m512 t52 = _mm512_fmadd_ps(t51, _mm512_set1_ps(0.125f), b_v);
                    _mm512_storeu_ps(t50, t52);
                    __m512i t53 = _mm512_add_epi32(k_v, _mm512_set1_epi32(16));
                    __m512i k_v_5 = t53;
                    float *t54 = b + (int)(k_vec_2 + 16L);
                    __m512 b_v_1 = _mm512_loadu_ps(t54);
                    __m512 t55 = _mm512_cvtepi32_ps(k_v_5);
                    __m512 t56 = _mm512_fmadd_ps(t55, _mm512_set1_ps(0.125f), b_v_1);
                    _mm512_storeu_ps(t54, t56);
                    k_vec_2 += 32L;
                    __m512i t57 = _mm512_add_epi32(k_v, _mm512_set1_epi32(32));
                    if (k_vec_2 >= t47) {
                        break;
                    }
                    k_v = t57;
                }
                t58 = (int)t47;
            } else {
                t58 = 0;
            }
            long t59 = (long)n + (long)t58 * -1L;
            if (t59 >= 16L) {
                long t60 = t59 & -16L;
                __m512i t61 = _mm512_set1_epi32((int)t58);
                __m512i t62 = t61;
                __m512i k_v_1 = _mm512_add_epi32(t62, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_3 = 0L;
                for (;;) {
                    __m512i k_v_6 = k_v_1;
                    float *t63 = b + (int)((long)t58 + k_vec_3);
                    __m512 b_v_2 = _mm512_loadu_ps(t63);
                    __m512 t64 = _mm512_cvtepi32_ps(k_v_6);
                    __m512 t65 = _mm512_fmadd_ps(t64, _mm512_set1_ps(0.125f), b_v_2);
                    _mm512_storeu_ps(t63, t65);
                    k_vec_3 += 16L;
                    __m512i t66 = _mm512_add_epi32(k_v_1, _mm512_set1_epi32(16));
                    if (k_vec_3 >= t60) {
                        break;
                    }
                    k_v_1 = t66;
                }
                t67 = (int)((long)t58 + t60);
            } else {
                t67 = t58;
            }
            long t68 = (long)n + (long)t67 * -1L;
            if ((t68 >= 1L) & (t68 <= 16L)) {
                __m512i t69 = _mm512_set1_epi32((int)(int)t68);
                __mmask16 t70 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t69, _MM_CMPINT_LT);
                __m512i t71 = _mm512_set1_epi32((int)t67);
                __m512i t72 = t71;
                __m512i t73 = _mm512_add_epi32(t72, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i k_v_7 = t73;
                float *t74 = b + (int)(long)t67;
                __m512 b_v_3 = _mm512_maskz_loadu_ps(t70, t74);
                __m512 t75 = _mm512_cvtepi32_ps(k_v_7);
                __m512 t76 = _mm512_fmadd_ps(t75, _mm512_set1_ps(0.125f), b_v_3);
                _mm512_mask_storeu_ps(t74, t70, t76);
                k_1 = (int)((long)t67 + t68);
            } else {
                k_1 = t67;
            }
            for (; k_1 < n; k_1++) {
                float *t77 = b + k_1;
                *t77 = *t77 + (float)k_1 * 0.125f;
            }
            long t78 = (long)m;
            unsigned long t79 = (unsigned long)t3;
            unsigned long t80 = (unsigned long)t4;
            if ((t78 >= 64L) & (((t79 + (unsigned long)(4L + (t78 - 1L) * 4L)) <= t80) | ((t80 + (unsigned long)(4L + (t78 - 1L) * 4L)) <= t79))) {
                long t81 = t78 & -64L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 16, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap, vector epilogue VF 16, masked remainder */
                do {
                    long t82 = (long)(int)k_vec_4;
                    _mm512_storeu_ps(a + t82, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t82, _mm512_set1_epi32(-1));
                    long t83 = (long)(int)(k_vec_4 + 16L);
                    _mm512_storeu_ps(a + t83, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t83, _mm512_set1_epi32(-1));
                    long t84 = (long)(int)(k_vec_4 + 32L);
                    _mm512_storeu_ps(a + t84, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t84, _mm512_set1_epi32(-1));
                    long t85 = (long)(int)(k_vec_4 + 48L);
                    _mm512_storeu_ps(a + t85, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t85, _mm512_set1_epi32(-1));
                    k_vec_4 += 64L;
                } while (k_vec_4 < t81);
                t86 = (int)t81;
            } else {
                t86 = 0;
            }
            long t87 = (long)m + (long)t86 * -1L;
            unsigned long t88 = (unsigned long)t3;
            unsigned long t89 = (unsigned long)t4;
            if ((t87 >= 16L) & (((t88 + (unsigned long)((long)t86 * 4L + 4L + (t87 - 1L) * 4L)) <= (t89 + (unsigned long)((long)t86 * 4L))) | ((t89 + (unsigned long)((long)t86 * 4L + 4L + (t87 - 1L) * 4L)) <= (t88 + (unsigned long)((long)t86 * 4L))))) {
                long t90 = t87 & -16L;
                long k_vec_5 = 0L;
                do {
                    long t91 = (long)(int)((long)t86 + k_vec_5);
                    _mm512_storeu_ps(a + t91, _mm512_set1_ps(-1.0f));
                    _mm512_storeu_si512(ia + t91, _mm512_set1_epi32(-1));
                    k_vec_5 += 16L;
                } while (k_vec_5 < t90);
                t92 = (int)((long)t86 + t90);
            } else {
                t92 = t86;
            }
            long t93 = (long)m + (long)t92 * -1L;
            unsigned long t94 = (unsigned long)t3;
            unsigned long t95 = (unsigned long)t4;
            if ((t93 >= 1L) & (t93 <= 16L) & (((t94 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t92 * 4L))) | ((t95 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t92 * 4L))))) {
                __m512i t96 = _mm512_set1_epi32((int)(int)t93);
                __mmask16 t97 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t96, _MM_CMPINT_LT);
                long t98 = (long)(int)(long)t92;
                _mm512_mask_storeu_ps(a + t98, t97, _mm512_set1_ps(-1.0f));
                _mm512_mask_storeu_epi32(ia + t98, t97, _mm512_set1_epi32(-1));
                k_2 = (int)((long)t92 + t93);
            } else {
                k_2 = t92;
            }
            for (; k_2 < m; k_2++) {
                long t99 = (long)k_2;
                a[t99] = -1.0f;
                ia[t99] = -1;
            }
            long k_vec_6 = 0L;
            /* vcc: loop at scatter.c:91 vectorized: VF 16, UF 4, scalar epilogue */
            do {
                _mm512_storeu_ps(&table[(int)k_vec_6], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[(int)(k_vec_6 + 16L)], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[(int)(k_vec_6 + 32L)], _mm512_set1_ps(0.0f));
                _mm512_storeu_ps(&table[(int)(k_vec_6 + 48L)], _mm512_set1_ps(0.0f));
                k_vec_6 += 64L;
            } while (k_vec_6 < 64L);
            long k_vec_7 = 0L;
            /* vcc: loop at scatter.c:93 vectorized: VF 16, UF 4, scalar epilogue */
            do {
                _mm512_storeu_si512(h + (int)k_vec_7, _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (int)(k_vec_7 + 16L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (int)(k_vec_7 + 32L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(h + (int)(k_vec_7 + 48L), _mm512_set1_epi32(0));
                k_vec_7 += 64L;
            } while (k_vec_7 < 256L);
            const float *t100 = c;
            const float *t101 = b;
            const int *t102 = idx;
            scatter_div(n, a, t102, t101, t100);
            unsigned long t103 = (unsigned long)m * 4UL;
            const void *t104 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t104, t103)));
            scatter_cond(n, a, t102, t100, t101);
            scatter_int(n, ia, t102, ib);
            const unsigned char *t105 = uidx;
            scatter_global(n, t105, t101);
            unsigned long t106 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t107 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t103));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t104, t103)), (unsigned long long)t107, (unsigned long long)t106);
            (_mm256_zeroupper(), scatter_plain(n, a, t102, t100));
            long t108 = (long)m * 2L;
            if (t108 >= 64L) {
                long t109 = t108 & -64L;
                __m512i t110 = _mm512_set1_epi32(0);
                __m512i t111 = t110;
                __m512i k_v_2 = _mm512_add_epi32(t111, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
                for (;;) {
                    __m512i k_v_8 = k_v_2;
                    __m512 t112 = _mm512_cvtepi32_ps(k_v_8);
                    _mm512_storeu_ps(ab + (int)k_vec_8, t112);
                    __m512i t113 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(16));
                    __m512i k_v_9 = t113;
                    __m512 t114 = _mm512_cvtepi32_ps(k_v_9);
                    _mm512_storeu_ps(ab + (int)(k_vec_8 + 16L), t114);
                    __m512i t115 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(32));
                    __m512i k_v_10 = t115;
                    __m512 t116 = _mm512_cvtepi32_ps(k_v_10);
                    _mm512_storeu_ps(ab + (int)(k_vec_8 + 32L), t116);
                    __m512i t117 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(48));
                    __m512i k_v_11 = t117;
                    __m512 t118 = _mm512_cvtepi32_ps(k_v_11);
                    _mm512_storeu_ps(ab + (int)(k_vec_8 + 48L), t118);
                    k_vec_8 += 64L;
                    __m512i t119 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(64));
                    if (k_vec_8 >= t109) {
                        break;
                    }
                    k_v_2 = t119;
                }
                t120 = (int)t109;
            } else {
                t120 = 0;
            }
            long t121 = (long)m * 2L + (long)t120 * -1L;
            if (t121 >= 16L) {
                long t122 = t121 & -16L;
                __m512i t123 = _mm512_set1_epi32((int)t120);
                __m512i t124 = t123;
                __m512i k_v_3 = _mm512_add_epi32(t124, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec_9 = 0L;
                for (;;) {
                    __m512i k_v_12 = k_v_3;
                    __m512 t125 = _mm512_cvtepi32_ps(k_v_12);
                    _mm512_storeu_ps(ab + (int)((long)t120 + k_vec_9), t125);
                    k_vec_9 += 16L;
                    __m512i t126 = _mm512_add_epi32(k_v_3, _mm512_set1_epi32(16));
                    if (k_vec_9 >= t122) {
                        break;
                    }
                    k_v_3 = t126;
                }
                t127 = (int)((long)t120 + t122);
            } else {
                t127 = t120;
            }
            long t128 = (long)m * 2L + (long)t127 * -1L;
            if ((t128 >= 1L) & (t128 <= 16L)) {
                __m512i t129 = _mm512_set1_epi32((int)(int)t128);
                __mmask16 t130 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t129, _MM_CMPINT_LT);
                __m512i t131 = _mm512_set1_epi32((int)t127);
                __m512i t132 = t131;
                __m512i t133 = _mm512_add_epi32(t132, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i k_v_13 = t133;
                __m512 t134 = _mm512_cvtepi32_ps(k_v_13);
                _mm512_mask_storeu_ps(ab + (int)(long)t127, t130, t134);
                k_3 = (int)((long)t127 + t128);
            } else {
                k_3 = t127;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t102, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t102, t101));
            (_mm256_zeroupper(), histogram(n, h, t105));
            unsigned long t135 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t136 = (_mm256_zeroupper(), hash_bytes(t104, t103));
            unsigned long t137 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t5 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t104, t103)), (unsigned long long)t137, (unsigned long long)t136, (unsigned long long)t135);
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
