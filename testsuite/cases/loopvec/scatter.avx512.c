/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=3 neon=5 */
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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:13 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t3 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
            __m256 c_v = _mm256_loadu_ps(c + i_vec);
            __m256 t4 = _mm256_add_ps(c_v, _mm256_set1_ps(2.0f));
            __m256 t5 = _mm256_div_ps(t3, t4);
            __m256 t6 = _mm256_mul_ps(b_v, c_v);
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(3.0f));
            __m256 t8 = _mm256_div_ps(t5, t7);
            _mm256_i32scatter_ps(a, idx_v, t8, 4);
            i_vec += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:19 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i idx_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t3), (const int *)((unsigned long)idx + (unsigned long)i_vec * 4UL));
            __m256 t4 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
            __m256 c_v = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t3), (const float *)((unsigned long)c + (unsigned long)i_vec * 4UL));
            __m256 t5 = _mm256_add_ps(c_v, _mm256_set1_ps(2.0f));
            __m256 t6 = _mm256_div_ps(t4, t5);
            __m256 t7 = _mm256_mul_ps(b_v, c_v);
            __m256 t8 = _mm256_add_ps(t7, _mm256_set1_ps(3.0f));
            __m256 t9 = _mm256_div_ps(t6, t8);
            _mm256_mask_i32scatter_ps(a, _mm256_movepi32_mask(t3), idx_v, t9, 4);
            i_vec += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at scatter.c:25 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = (__m256i)((vcc_v8_int)b_v / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i t5 = (__m256i)((vcc_v8_int)b_v % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t6 = _mm256_add_epi32(t4, t5);
            __m256i t7 = _mm256_add_epi32(t6, (__m256i)i_v);
            _mm256_i32scatter_epi32(a, idx_v, t7, 4);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:31 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar idx_v = vcc_load(vcc_v8_uchar, idx + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)idx_v));
            __m256i t4 = _mm256_and_si256(t3, _mm256_set1_epi32(63));
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t5 = _mm256_add_ps(b_v, _mm256_set1_ps(0.5f));
            __m256 t6 = _mm256_div_ps(b_v, t5);
            __m256 t7 = _mm256_sub_ps(b_v, _mm256_set1_ps(3.0f));
            __m256 t8 = _mm256_div_ps(t6, t7);
            _mm256_i32scatter_ps(table, t4, t8, 4);
            i_vec += 8L;
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

static __typeof__(table) table __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int m;
    int t34;
    int k;
    int t47;
    int t67;
    int t75;
    int k_1;
    int t93;
    int t100;
    int k_2;
    int t128;
    int t134;
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
                __m256i pattern_v = _mm256_set1_epi32((int)pattern);
                long k_vec = 0L;
                /* vcc: loop at scatter.c:82 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, vector epilogue VF 8, scalar epilogue */
                do {
                    __m256i t11 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t12 = (__m256i)~(vcc_m8)t11;
                    __m256i idx_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), (int *)((unsigned long)idx + (unsigned long)k_vec * 4UL));
                    __m256i t13 = _mm256_mullo_epi32(idx_v, _mm256_set1_epi32(37));
                    __m256i t14 = _mm256_ternarylogic_epi32(t11, _mm256_set1_epi32(5), t13, 0xCA);
                    vcc_v8_uchar t15 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t14));
                    vcc_store(uidx + k_vec, t15);
                    long t16 = k_vec + 8L;
                    __m256i t17 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t18 = (__m256i)~(vcc_m8)t17;
                    __m256i idx_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), (int *)((unsigned long)idx + (unsigned long)t16 * 4UL));
                    __m256i t19 = _mm256_mullo_epi32(idx_v_1, _mm256_set1_epi32(37));
                    __m256i t20 = _mm256_ternarylogic_epi32(t17, _mm256_set1_epi32(5), t19, 0xCA);
                    vcc_v8_uchar t21 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t20));
                    vcc_store(uidx + t16, t21);
                    long t22 = k_vec + 16L;
                    __m256i t23 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t24 = (__m256i)~(vcc_m8)t23;
                    __m256i idx_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), (int *)((unsigned long)idx + (unsigned long)t22 * 4UL));
                    __m256i t25 = _mm256_mullo_epi32(idx_v_2, _mm256_set1_epi32(37));
                    __m256i t26 = _mm256_ternarylogic_epi32(t23, _mm256_set1_epi32(5), t25, 0xCA);
                    vcc_v8_uchar t27 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t26));
                    vcc_store(uidx + t22, t27);
                    long t28 = k_vec + 24L;
                    __m256i t29 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t30 = (__m256i)~(vcc_m8)t29;
                    __m256i idx_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t30), (int *)((unsigned long)idx + (unsigned long)t28 * 4UL));
                    __m256i t31 = _mm256_mullo_epi32(idx_v_3, _mm256_set1_epi32(37));
                    __m256i t32 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32(5), t31, 0xCA);
                    vcc_v8_uchar t33 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t32));
                    vcc_store(uidx + t28, t33);
                    k_vec += 32L;
                } while (k_vec < t10);
                t34 = (int)t10;
            } else {
                t34 = 0;
            }
            long t35 = (long)n + (long)t34 * -1L;
            unsigned long t36 = (unsigned long)t2;
            unsigned long t37 = (unsigned long)t6;
            if ((t35 >= 8L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)(long)t34)) | ((t37 + (unsigned long)((long)t34 + 1L + (t35 - 1L) * 1L)) <= (t36 + (unsigned long)((long)t34 * 4L))))) {
                long t38 = t35 & -8L;
                __m256i pattern_v_1 = _mm256_set1_epi32((int)pattern);
                long k_vec_1 = 0L;
                /* vcc: loop at scatter.c:82 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, scalar epilogue */
                do {
                    long t39 = (long)t34 + k_vec_1;
                    __m256i t40 = _mm256_cmpeq_epi32(pattern_v_1, _mm256_set1_epi32(0));
                    __m256i t41 = (__m256i)~(vcc_m8)t40;
                    __m256i idx_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), (int *)((unsigned long)idx + (unsigned long)t39 * 4UL));
                    __m256i t42 = _mm256_mullo_epi32(idx_v_4, _mm256_set1_epi32(37));
                    __m256i t43 = _mm256_ternarylogic_epi32(t40, _mm256_set1_epi32(5), t42, 0xCA);
                    vcc_v8_uchar t44 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t43));
                    vcc_store(uidx + t39, t44);
                    k_vec_1 += 8L;
                } while (k_vec_1 < t38);
                k = (int)((long)t34 + t38);
            } else {
                k = t34;
            }
            for (; k < n; k++) {
                long t45 = (long)k;
                unsigned char *t46 = uidx + t45;
                if (pattern == 0) {
                    t47 = 5;
                } else {
                    t47 = idx[t45] * 37;
                }
                *t46 = (unsigned char)t47;
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
            long t48 = (long)n;
            if (t48 >= 32L) {
                long t49 = t48 & -32L;
                __m256i t50 = _mm256_set1_epi32(0);
                vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_2 = 0L;
                /* vcc: loop at scatter.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
                for (;;) {
                    float *t51 = b + k_vec_2;
                    __m256 b_v = _mm256_loadu_ps(t51);
                    __m256 t52 = _mm256_cvtepi32_ps((__m256i)k_v);
                    __m256 t53 = _mm256_mask3_fmadd_ps(t52, _mm256_set1_ps(0.125f), b_v, (__mmask8)-1);
                    _mm256_storeu_ps(t51, t53);
                    __m256i t54 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                    float *t55 = b + (k_vec_2 + 8L);
                    __m256 b_v_1 = _mm256_loadu_ps(t55);
                    __m256 t56 = _mm256_cvtepi32_ps(t54);
                    __m256 t57 = _mm256_mask3_fmadd_ps(t56, _mm256_set1_ps(0.125f), b_v_1, (__mmask8)-1);
                    _mm256_storeu_ps(t55, t57);
                    __m256i t58 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                    float *t59 = b + (k_vec_2 + 16L);
                    __m256 b_v_2 = _mm256_loadu_ps(t59);
                    __m256 t60 = _mm256_cvtepi32_ps(t58);
                    __m256 t61 = _mm256_mask3_fmadd_ps(t60, _mm256_set1_ps(0.125f), b_v_2, (__mmask8)-1);
                    _mm256_storeu_ps(t59, t61);
                    __m256i t62 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                    float *t63 = b + (k_vec_2 + 24L);
                    __m256 b_v_3 = _mm256_loadu_ps(t63);
                    __m256 t64 = _mm256_cvtepi32_ps(t62);
                    __m256 t65 = _mm256_mask3_fmadd_ps(t64, _mm256_set1_ps(0.125f), b_v_3, (__mmask8)-1);
                    _mm256_storeu_ps(t63, t65);
                    k_vec_2 += 32L;
                    __m256i t66 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
                    if (k_vec_2 >= t49) {
                        break;
                    }
                    k_v = (vcc_v8_uint)t66;
                }
                t67 = (int)t49;
            } else {
                t67 = 0;
            }
            long t68 = (long)n + (long)t67 * -1L;
            if (t68 >= 8L) {
                long t69 = t68 & -8L;
                __m256i t70 = _mm256_set1_epi32((int)t67);
                vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_3 = 0L;
                /* vcc: loop at scatter.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    float *t71 = b + ((long)t67 + k_vec_3);
                    __m256 b_v_4 = _mm256_loadu_ps(t71);
                    __m256 t72 = _mm256_cvtepi32_ps((__m256i)k_v_1);
                    __m256 t73 = _mm256_mask3_fmadd_ps(t72, _mm256_set1_ps(0.125f), b_v_4, (__mmask8)-1);
                    _mm256_storeu_ps(t71, t73);
                    k_vec_3 += 8L;
                    __m256i t74 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                    if (k_vec_3 >= t69) {
                        break;
                    }
                    k_v_1 = (vcc_v8_uint)t74;
                }
                t75 = (int)((long)t67 + t69);
            } else {
                t75 = t67;
            }
            long t76 = (long)n + (long)t75 * -1L;
            if ((t76 >= 1L) & (t76 <= 8L)) {
                __m256i t77 = _mm256_set1_epi32((int)(int)t76);
                __m256i t78 = _mm256_cmpgt_epi32(t77, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t79 = _mm256_set1_epi32((int)t75);
                __m256i t80 = _mm256_add_epi32(t79, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                float *t81 = b + (long)t75;
                __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t78), t81);
                __m256 t82 = _mm256_cvtepi32_ps(t80);
                __m256 t83 = _mm256_mask3_fmadd_ps(t82, _mm256_set1_ps(0.125f), b_v_5, (__mmask8)-1);
                _mm256_mask_storeu_ps(t81, _mm256_movepi32_mask(t78), t83);
                k_1 = (int)((long)t75 + t76);
            } else {
                k_1 = t75;
            }
            for (; k_1 < n; k_1++) {
                float *t84 = b + k_1;
                *t84 = *t84 + (float)k_1 * 0.125f;
            }
            long t85 = (long)m;
            unsigned long t86 = (unsigned long)t3;
            unsigned long t87 = (unsigned long)t4;
            long t88 = (long)((unsigned long)t3 - (unsigned long)t4);
            if ((t85 >= 32L) & (((t86 + (unsigned long)(4L + (t85 - 1L) * 4L)) <= t87) | ((t87 + (unsigned long)(4L + (t85 - 1L) * 4L)) <= t86) | ((t88 <= 0L) | (t88 >= 128L)))) {
                long t89 = t85 & -32L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
                do {
                    _mm256_storeu_ps(a + k_vec_4, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + k_vec_4), _mm256_set1_epi32(-1));
                    long t90 = k_vec_4 + 8L;
                    _mm256_storeu_ps(a + t90, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t90), _mm256_set1_epi32(-1));
                    long t91 = k_vec_4 + 16L;
                    _mm256_storeu_ps(a + t91, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t91), _mm256_set1_epi32(-1));
                    long t92 = k_vec_4 + 24L;
                    _mm256_storeu_ps(a + t92, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t92), _mm256_set1_epi32(-1));
                    k_vec_4 += 32L;
                } while (k_vec_4 < t89);
                t93 = (int)t89;
            } else {
                t93 = 0;
            }
            long t94 = (long)m + (long)t93 * -1L;
            unsigned long t95 = (unsigned long)t3;
            unsigned long t96 = (unsigned long)t4;
            long t97 = (long)((unsigned long)t3 + (unsigned long)((long)t93 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t93 * 4L)));
            if ((t94 >= 8L) & (((t95 + (unsigned long)((long)t93 * 4L + 4L + (t94 - 1L) * 4L)) <= (t96 + (unsigned long)((long)t93 * 4L))) | ((t96 + (unsigned long)((long)t93 * 4L + 4L + (t94 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t93 * 4L))) | ((t97 <= 0L) | (t97 >= 32L)))) {
                long t98 = t94 & -8L;
                long k_vec_5 = 0L;
                /* vcc: loop at scatter.c:89 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t99 = (long)t93 + k_vec_5;
                    _mm256_storeu_ps(a + t99, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t99), _mm256_set1_epi32(-1));
                    k_vec_5 += 8L;
                } while (k_vec_5 < t98);
                t100 = (int)((long)t93 + t98);
            } else {
                t100 = t93;
            }
            long t101 = (long)m + (long)t100 * -1L;
            unsigned long t102 = (unsigned long)t3;
            unsigned long t103 = (unsigned long)t4;
            long t104 = (long)((unsigned long)t3 + (unsigned long)((long)t100 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t100 * 4L)));
            if ((t101 >= 1L) & (t101 <= 8L) & (((t102 + (unsigned long)((long)t100 * 4L + 4L + (t101 - 1L) * 4L)) <= (t103 + (unsigned long)((long)t100 * 4L))) | ((t103 + (unsigned long)((long)t100 * 4L + 4L + (t101 - 1L) * 4L)) <= (t102 + (unsigned long)((long)t100 * 4L))) | ((t104 <= 0L) | (t104 >= 32L)))) {
                __m256i t105 = _mm256_set1_epi32((int)(int)t101);
                __m256i t106 = _mm256_cmpgt_epi32(t105, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t107 = (long)t100;
                _mm256_mask_storeu_ps(a + t107, _mm256_movepi32_mask(t106), _mm256_set1_ps(-1.0f));
                _mm256_mask_storeu_epi32(ia + t107, _mm256_movepi32_mask(t106), _mm256_set1_epi32(-1));
                k_2 = (int)((long)t100 + t101);
            } else {
                k_2 = t100;
            }
            for (; k_2 < m; k_2++) {
                long t108 = (long)k_2;
                a[t108] = -1.0f;
                ia[t108] = -1;
            }
            long k_vec_6 = 0L;
            /* vcc: loop at scatter.c:91 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                _mm256_storeu_ps(&table[k_vec_6], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[k_vec_6 + 8L], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[k_vec_6 + 16L], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[k_vec_6 + 24L], _mm256_set1_ps(0.0f));
                k_vec_6 += 32L;
            } while (k_vec_6 < 64L);
            long k_vec_7 = 0L;
            /* vcc: loop at scatter.c:93 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(h + k_vec_7), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (k_vec_7 + 8L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (k_vec_7 + 16L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (k_vec_7 + 24L)), _mm256_set1_epi32(0));
                k_vec_7 += 32L;
            } while (k_vec_7 < 256L);
            const float *t109 = c;
            const float *t110 = b;
            const int *t111 = idx;
            scatter_div(n, a, t111, t110, t109);
            unsigned long t112 = (unsigned long)m * 4UL;
            const void *t113 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t113, t112)));
            scatter_cond(n, a, t111, t109, t110);
            scatter_int(n, ia, t111, ib);
            const unsigned char *t114 = uidx;
            scatter_global(n, t114, t110);
            unsigned long t115 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t116 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t112));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t113, t112)), (unsigned long long)t116, (unsigned long long)t115);
            (_mm256_zeroupper(), scatter_plain(n, a, t111, t109));
            long t117 = (long)m * 2L;
            if (t117 >= 32L) {
                long t118 = t117 & -32L;
                __m256i t119 = _mm256_set1_epi32(0);
                vcc_v8_uint k_v_2 = (vcc_v8_uint)_mm256_add_epi32(t119, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256 t120 = _mm256_cvtepi32_ps((__m256i)k_v_2);
                    _mm256_storeu_ps(ab + k_vec_8, t120);
                    __m256i t121 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(8));
                    __m256 t122 = _mm256_cvtepi32_ps(t121);
                    _mm256_storeu_ps(ab + (k_vec_8 + 8L), t122);
                    __m256i t123 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(16));
                    __m256 t124 = _mm256_cvtepi32_ps(t123);
                    _mm256_storeu_ps(ab + (k_vec_8 + 16L), t124);
                    __m256i t125 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(24));
                    __m256 t126 = _mm256_cvtepi32_ps(t125);
                    _mm256_storeu_ps(ab + (k_vec_8 + 24L), t126);
                    k_vec_8 += 32L;
                    __m256i t127 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(32));
                    if (k_vec_8 >= t118) {
                        break;
                    }
                    k_v_2 = (vcc_v8_uint)t127;
                }
                t128 = (int)t118;
            } else {
                t128 = 0;
            }
            long t129 = (long)m * 2L + (long)t128 * -1L;
            if (t129 >= 8L) {
                long t130 = t129 & -8L;
                __m256i t131 = _mm256_set1_epi32((int)t128);
                vcc_v8_uint k_v_3 = (vcc_v8_uint)_mm256_add_epi32(t131, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_9 = 0L;
                /* vcc: loop at scatter.c:102 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    __m256 t132 = _mm256_cvtepi32_ps((__m256i)k_v_3);
                    _mm256_storeu_ps(ab + ((long)t128 + k_vec_9), t132);
                    k_vec_9 += 8L;
                    __m256i t133 = _mm256_add_epi32((__m256i)k_v_3, _mm256_set1_epi32(8));
                    if (k_vec_9 >= t130) {
                        break;
                    }
                    k_v_3 = (vcc_v8_uint)t133;
                }
                t134 = (int)((long)t128 + t130);
            } else {
                t134 = t128;
            }
            long t135 = (long)m * 2L + (long)t134 * -1L;
            if ((t135 >= 1L) & (t135 <= 8L)) {
                __m256i t136 = _mm256_set1_epi32((int)(int)t135);
                __m256i t137 = _mm256_cmpgt_epi32(t136, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t138 = _mm256_set1_epi32((int)t134);
                __m256i t139 = _mm256_add_epi32(t138, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256 t140 = _mm256_cvtepi32_ps(t139);
                _mm256_mask_storeu_ps(ab + (long)t134, _mm256_movepi32_mask(t137), t140);
                k_3 = (int)((long)t134 + t135);
            } else {
                k_3 = t134;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t111, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t111, t110));
            (_mm256_zeroupper(), histogram(n, h, t114));
            unsigned long t141 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t142 = (_mm256_zeroupper(), hash_bytes(t113, t112));
            unsigned long t143 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t5 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t113, t112)), (unsigned long long)t143, (unsigned long long)t142, (unsigned long long)t141);
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
