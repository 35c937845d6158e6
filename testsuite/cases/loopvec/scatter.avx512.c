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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:13 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + t3));
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t4 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
            __m256 c_v = _mm256_loadu_ps(c + t3);
            __m256 t5 = _mm256_add_ps(c_v, _mm256_set1_ps(2.0f));
            __m256 t6 = _mm256_div_ps(t4, t5);
            __m256 t7 = _mm256_mul_ps(b_v, c_v);
            __m256 t8 = _mm256_add_ps(t7, _mm256_set1_ps(3.0f));
            __m256 t9 = _mm256_div_ps(t6, t8);
            _mm256_i32scatter_ps(a, idx_v, t9, 4);
            i_vec += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:19 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i idx_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t4), (const int *)((unsigned long)idx + (unsigned long)t3 * 4UL));
            __m256 t5 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
            __m256 c_v = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t4), (const float *)((unsigned long)c + (unsigned long)t3 * 4UL));
            __m256 t6 = _mm256_add_ps(c_v, _mm256_set1_ps(2.0f));
            __m256 t7 = _mm256_div_ps(t5, t6);
            __m256 t8 = _mm256_mul_ps(b_v, c_v);
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(3.0f));
            __m256 t10 = _mm256_div_ps(t7, t9);
            _mm256_mask_i32scatter_ps(a, _mm256_movepi32_mask(t4), idx_v, t10, 4);
            i_vec += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at scatter.c:25 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i i_v_1 = i_v;
            long t5 = (long)(int)i_vec;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = (__m256i)((vcc_v8_int)b_v / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i t7 = (__m256i)((vcc_v8_int)b_v % (vcc_v8_int)_mm256_set1_epi32(5));
            __m256i t8 = _mm256_add_epi32(t6, t7);
            __m256i t9 = _mm256_add_epi32(t8, i_v_1);
            _mm256_i32scatter_epi32(a, idx_v, t9, 4);
            i_vec += 8L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:31 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar idx_v = vcc_load(vcc_v8_uchar, idx + t3);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)idx_v));
            __m256i t5 = _mm256_and_si256(t4, _mm256_set1_epi32(63));
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t6 = _mm256_add_ps(b_v, _mm256_set1_ps(0.5f));
            __m256 t7 = _mm256_div_ps(b_v, t6);
            __m256 t8 = _mm256_sub_ps(b_v, _mm256_set1_ps(3.0f));
            __m256 t9 = _mm256_div_ps(t7, t8);
            _mm256_i32scatter_ps(table, t5, t9, 4);
            i_vec += 8L;
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

static __typeof__(table) table __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int m;
    int t47;
    int k;
    int t63;
    int t84;
    int t93;
    int k_1;
    int t112;
    int t118;
    int k_2;
    int t146;
    int t153;
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
                    long t11 = (long)(int)k_vec;
                    __m256i t12 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t13 = (__m256i)~(vcc_m8)t12;
                    __m256i idx_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), (int *)((unsigned long)idx + (unsigned long)t11 * 4UL));
                    __m256i t14 = idx_v;
                    __m256i t15 = _mm256_set1_epi32(37);
                    __m256i t16 = _mm256_mullo_epi32(t14, t15);
                    __m256i t17 = t16;
                    __m256i t18 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(5), t17, 0xCA);
                    vcc_v8_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t18, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t11, t19);
                    long t20 = (long)(int)(k_vec + 8L);
                    __m256i t21 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t22 = (__m256i)~(vcc_m8)t21;
                    __m256i idx_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)idx + (unsigned long)t20 * 4UL));
                    __m256i t23 = idx_v_1;
                    __m256i t24 = _mm256_set1_epi32(37);
                    __m256i t25 = _mm256_mullo_epi32(t23, t24);
                    __m256i t26 = t25;
                    __m256i t27 = _mm256_ternarylogic_epi32(t21, _mm256_set1_epi32(5), t26, 0xCA);
                    vcc_v8_uchar t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t20, t28);
                    long t29 = (long)(int)(k_vec + 16L);
                    __m256i t30 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t31 = (__m256i)~(vcc_m8)t30;
                    __m256i idx_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), (int *)((unsigned long)idx + (unsigned long)t29 * 4UL));
                    __m256i t32 = idx_v_2;
                    __m256i t33 = _mm256_set1_epi32(37);
                    __m256i t34 = _mm256_mullo_epi32(t32, t33);
                    __m256i t35 = t34;
                    __m256i t36 = _mm256_ternarylogic_epi32(t30, _mm256_set1_epi32(5), t35, 0xCA);
                    vcc_v8_uchar t37 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t36, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t29, t37);
                    long t38 = (long)(int)(k_vec + 24L);
                    __m256i t39 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t40 = (__m256i)~(vcc_m8)t39;
                    __m256i idx_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t40), (int *)((unsigned long)idx + (unsigned long)t38 * 4UL));
                    __m256i t41 = idx_v_3;
                    __m256i t42 = _mm256_set1_epi32(37);
                    __m256i t43 = _mm256_mullo_epi32(t41, t42);
                    __m256i t44 = t43;
                    __m256i t45 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(5), t44, 0xCA);
                    vcc_v8_uchar t46 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t45, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t38, t46);
                    k_vec += 32L;
                } while (k_vec < t10);
                t47 = (int)t10;
            } else {
                t47 = 0;
            }
            long t48 = (long)n + (long)t47 * -1L;
            unsigned long t49 = (unsigned long)t2;
            unsigned long t50 = (unsigned long)t6;
            if ((t48 >= 8L) & (((t49 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t50 + (unsigned long)(long)t47)) | ((t50 + (unsigned long)((long)t47 + 1L + (t48 - 1L) * 1L)) <= (t49 + (unsigned long)((long)t47 * 4L))))) {
                long t51 = t48 & -8L;
                __m256i pattern_v_1 = _mm256_set1_epi32((int)pattern);
                long k_vec_1 = 0L;
                do {
                    long t52 = (long)(int)((long)t47 + k_vec_1);
                    __m256i t53 = _mm256_cmpeq_epi32(pattern_v_1, _mm256_set1_epi32(0));
                    __m256i t54 = (__m256i)~(vcc_m8)t53;
                    __m256i idx_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), (int *)((unsigned long)idx + (unsigned long)t52 * 4UL));
                    __m256i t55 = idx_v_4;
                    __m256i t56 = _mm256_set1_epi32(37);
                    __m256i t57 = _mm256_mullo_epi32(t55, t56);
                    __m256i t58 = t57;
                    __m256i t59 = _mm256_ternarylogic_epi32(t53, _mm256_set1_epi32(5), t58, 0xCA);
                    vcc_v8_uchar t60 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t59, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t52, t60);
                    k_vec_1 += 8L;
                } while (k_vec_1 < t51);
                k = (int)((long)t47 + t51);
            } else {
                k = t47;
            }
            for (; k < n; k++) {
                long t61 = (long)k;
                unsigned char *t62 = uidx + t61;
                if (pattern == 0) {
                    t63 = 5;
                } else {
                    t63 = idx[t61] * 37;
                }
                *t62 = (unsigned char)t63;
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
            long t64 = (long)n;
            if (t64 >= 32L) {
                long t65 = t64 & -32L;
                __m256i t66 = _mm256_set1_epi32(0);
                __m256i t67 = t66;
                __m256i k_v = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_2 = 0L;
                /* vcc: loop at scatter.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i k_v_4 = k_v;
                    float *t68 = b + (int)k_vec_2;
                    __m256 b_v = _mm256_loadu_ps(t68);
                    __m256 t69 = _mm256_cvtepi32_ps(k_v_4);
                    __m256 t70 = _mm256_mask3_fmadd_ps(t69, _mm256_set1_ps(0.125f), b_v, (__mmask8)-1);
                    _mm256_storeu_ps(t68, t70);
                    __m256i t71 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
                    __m256i k_v_5 = t71;
                    float *t72 = b + (int)(k_vec_2 + 8L);
                    __m256 b_v_1 = _mm256_loadu_ps(t72);
                    __m256 t73 = _mm256_cvtepi32_ps(k_v_5);
                    __m256 t74 = _mm256_mask3_fmadd_ps(t73, _mm256_set1_ps(0.125f), b_v_1, (__mmask8)-1);
                    _mm256_storeu_ps(t72, t74);
                    __m256i t75 = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
                    __m256i k_v_6 = t75;
                    float *t76 = b + (int)(k_vec_2 + 16L);
                    __m256 b_v_2 = _mm256_loadu_ps(t76);
                    __m256 t77 = _mm256_cvtepi32_ps(k_v_6);
                    __m256 t78 = _mm256_mask3_fmadd_ps(t77, _mm256_set1_ps(0.125f), b_v_2, (__mmask8)-1);
                    _mm256_storeu_ps(t76, t78);
                    __m256i t79 = _mm256_add_epi32(k_v, _mm256_set1_epi32(24));
                    __m256i k_v_7 = t79;
                    float *t80 = b + (int)(k_vec_2 + 24L);
                    __m256 b_v_3 = _mm256_loadu_ps(t80);
                    __m256 t81 = _mm256_cvtepi32_ps(k_v_7);
                    __m256 t82 = _mm256_mask3_fmadd_ps(t81, _mm256_set1_ps(0.125f), b_v_3, (__mmask8)-1);
                    _mm256_storeu_ps(t80, t82);
                    k_vec_2 += 32L;
                    __m256i t83 = _mm256_add_epi32(k_v, _mm256_set1_epi32(32));
                    if (k_vec_2 >= t65) {
                        break;
                    }
                    k_v = t83;
                }
                t84 = (int)t65;
            } else {
                t84 = 0;
            }
            long t85 = (long)n + (long)t84 * -1L;
            if (t85 >= 8L) {
                long t86 = t85 & -8L;
                __m256i t87 = _mm256_set1_epi32((int)t84);
                __m256i t88 = t87;
                __m256i k_v_1 = _mm256_add_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_3 = 0L;
                for (;;) {
                    __m256i k_v_8 = k_v_1;
                    float *t89 = b + (int)((long)t84 + k_vec_3);
                    __m256 b_v_4 = _mm256_loadu_ps(t89);
                    __m256 t90 = _mm256_cvtepi32_ps(k_v_8);
                    __m256 t91 = _mm256_mask3_fmadd_ps(t90, _mm256_set1_ps(0.125f), b_v_4, (__mmask8)-1);
                    _mm256_storeu_ps(t89, t91);
                    k_vec_3 += 8L;
                    __m256i t92 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(8));
                    if (k_vec_3 >= t86) {
                        break;
                    }
                    k_v_1 = t92;
                }
                t93 = (int)((long)t84 + t86);
            } else {
                t93 = t84;
            }
            long t94 = (long)n + (long)t93 * -1L;
            if ((t94 >= 1L) & (t94 <= 8L)) {
                __m256i t95 = _mm256_set1_epi32((int)(int)t94);
                __m256i t96 = _mm256_cmpgt_epi32(t95, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t97 = _mm256_set1_epi32((int)t93);
                __m256i t98 = t97;
                __m256i t99 = _mm256_add_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i k_v_9 = t99;
                float *t100 = b + (int)(long)t93;
                __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t96), t100);
                __m256 t101 = _mm256_cvtepi32_ps(k_v_9);
                __m256 t102 = _mm256_mask3_fmadd_ps(t101, _mm256_set1_ps(0.125f), b_v_5, (__mmask8)-1);
                _mm256_mask_storeu_ps(t100, _mm256_movepi32_mask(t96), t102);
                k_1 = (int)((long)t93 + t94);
            } else {
                k_1 = t93;
            }
            for (; k_1 < n; k_1++) {
                float *t103 = b + k_1;
                *t103 = *t103 + (float)k_1 * 0.125f;
            }
            long t104 = (long)m;
            unsigned long t105 = (unsigned long)t3;
            unsigned long t106 = (unsigned long)t4;
            if ((t104 >= 32L) & (((t105 + (unsigned long)(4L + (t104 - 1L) * 4L)) <= t106) | ((t106 + (unsigned long)(4L + (t104 - 1L) * 4L)) <= t105))) {
                long t107 = t104 & -32L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap, vector epilogue VF 8, masked remainder */
                do {
                    long t108 = (long)(int)k_vec_4;
                    _mm256_storeu_ps(a + t108, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t108), _mm256_set1_epi32(-1));
                    long t109 = (long)(int)(k_vec_4 + 8L);
                    _mm256_storeu_ps(a + t109, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t109), _mm256_set1_epi32(-1));
                    long t110 = (long)(int)(k_vec_4 + 16L);
                    _mm256_storeu_ps(a + t110, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t110), _mm256_set1_epi32(-1));
                    long t111 = (long)(int)(k_vec_4 + 24L);
                    _mm256_storeu_ps(a + t111, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t111), _mm256_set1_epi32(-1));
                    k_vec_4 += 32L;
                } while (k_vec_4 < t107);
                t112 = (int)t107;
            } else {
                t112 = 0;
            }
            long t113 = (long)m + (long)t112 * -1L;
            unsigned long t114 = (unsigned long)t3;
            unsigned long t115 = (unsigned long)t4;
            if ((t113 >= 8L) & (((t114 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t115 + (unsigned long)((long)t112 * 4L))) | ((t115 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t114 + (unsigned long)((long)t112 * 4L))))) {
                long t116 = t113 & -8L;
                long k_vec_5 = 0L;
                do {
                    long t117 = (long)(int)((long)t112 + k_vec_5);
                    _mm256_storeu_ps(a + t117, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t117), _mm256_set1_epi32(-1));
                    k_vec_5 += 8L;
                } while (k_vec_5 < t116);
                t118 = (int)((long)t112 + t116);
            } else {
                t118 = t112;
            }
            long t119 = (long)m + (long)t118 * -1L;
            unsigned long t120 = (unsigned long)t3;
            unsigned long t121 = (unsigned long)t4;
            if ((t119 >= 1L) & (t119 <= 8L) & (((t120 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t121 + (unsigned long)((long)t118 * 4L))) | ((t121 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t118 * 4L))))) {
                __m256i t122 = _mm256_set1_epi32((int)(int)t119);
                __m256i t123 = _mm256_cmpgt_epi32(t122, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t124 = (long)(int)(long)t118;
                _mm256_mask_storeu_ps(a + t124, _mm256_movepi32_mask(t123), _mm256_set1_ps(-1.0f));
                _mm256_mask_storeu_epi32(ia + t124, _mm256_movepi32_mask(t123), _mm256_set1_epi32(-1));
                k_2 = (int)((long)t118 + t119);
            } else {
                k_2 = t118;
            }
            for (; k_2 < m; k_2++) {
                long t125 = (long)k_2;
                a[t125] = -1.0f;
                ia[t125] = -1;
            }
            long k_vec_6 = 0L;
            /* vcc: loop at scatter.c:91 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                _mm256_storeu_ps(&table[(int)k_vec_6], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[(int)(k_vec_6 + 8L)], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[(int)(k_vec_6 + 16L)], _mm256_set1_ps(0.0f));
                _mm256_storeu_ps(&table[(int)(k_vec_6 + 24L)], _mm256_set1_ps(0.0f));
                k_vec_6 += 32L;
            } while (k_vec_6 < 64L);
            long k_vec_7 = 0L;
            /* vcc: loop at scatter.c:93 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(h + (int)k_vec_7), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (int)(k_vec_7 + 8L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (int)(k_vec_7 + 16L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(h + (int)(k_vec_7 + 24L)), _mm256_set1_epi32(0));
                k_vec_7 += 32L;
            } while (k_vec_7 < 256L);
            const float *t126 = c;
            const float *t127 = b;
            const int *t128 = idx;
            scatter_div(n, a, t128, t127, t126);
            unsigned long t129 = (unsigned long)m * 4UL;
            const void *t130 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t130, t129)));
            scatter_cond(n, a, t128, t126, t127);
            scatter_int(n, ia, t128, ib);
            const unsigned char *t131 = uidx;
            scatter_global(n, t131, t127);
            unsigned long t132 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t133 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t129));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t130, t129)), (unsigned long long)t133, (unsigned long long)t132);
            (_mm256_zeroupper(), scatter_plain(n, a, t128, t126));
            long t134 = (long)m * 2L;
            if (t134 >= 32L) {
                long t135 = t134 & -32L;
                __m256i t136 = _mm256_set1_epi32(0);
                __m256i t137 = t136;
                __m256i k_v_2 = _mm256_add_epi32(t137, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i k_v_10 = k_v_2;
                    __m256 t138 = _mm256_cvtepi32_ps(k_v_10);
                    _mm256_storeu_ps(ab + (int)k_vec_8, t138);
                    __m256i t139 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(8));
                    __m256i k_v_11 = t139;
                    __m256 t140 = _mm256_cvtepi32_ps(k_v_11);
                    _mm256_storeu_ps(ab + (int)(k_vec_8 + 8L), t140);
                    __m256i t141 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(16));
                    __m256i k_v_12 = t141;
                    __m256 t142 = _mm256_cvtepi32_ps(k_v_12);
                    _mm256_storeu_ps(ab + (int)(k_vec_8 + 16L), t142);
                    __m256i t143 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(24));
                    __m256i k_v_13 = t143;
                    __m256 t144 = _mm256_cvtepi32_ps(k_v_13);
                    _mm256_storeu_ps(ab + (int)(k_vec_8 + 24L), t144);
                    k_vec_8 += 32L;
                    __m256i t145 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(32));
                    if (k_vec_8 >= t135) {
                        break;
                    }
                    k_v_2 = t145;
                }
                t146 = (int)t135;
            } else {
                t146 = 0;
            }
            long t147 = (long)m * 2L + (long)t146 * -1L;
            if (t147 >= 8L) {
                long t148 = t147 & -8L;
                __m256i t149 = _mm256_set1_epi32((int)t146);
                __m256i t150 = t149;
                __m256i k_v_3 = _mm256_add_epi32(t150, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_9 = 0L;
                for (;;) {
                    __m256i k_v_14 = k_v_3;
                    __m256 t151 = _mm256_cvtepi32_ps(k_v_14);
                    _mm256_storeu_ps(ab + (int)((long)t146 + k_vec_9), t151);
                    k_vec_9 += 8L;
                    __m256i t152 = _mm256_add_epi32(k_v_3, _mm256_set1_epi32(8));
                    if (k_vec_9 >= t148) {
                        break;
                    }
                    k_v_3 = t152;
                }
                t153 = (int)((long)t146 + t148);
            } else {
                t153 = t146;
            }
            long t154 = (long)m * 2L + (long)t153 * -1L;
            if ((t154 >= 1L) & (t154 <= 8L)) {
                __m256i t155 = _mm256_set1_epi32((int)(int)t154);
                __m256i t156 = _mm256_cmpgt_epi32(t155, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t157 = _mm256_set1_epi32((int)t153);
                __m256i t158 = t157;
                __m256i t159 = _mm256_add_epi32(t158, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i k_v_15 = t159;
                __m256 t160 = _mm256_cvtepi32_ps(k_v_15);
                _mm256_mask_storeu_ps(ab + (int)(long)t153, _mm256_movepi32_mask(t156), t160);
                k_3 = (int)((long)t153 + t154);
            } else {
                k_3 = t153;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t128, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t128, t127));
            (_mm256_zeroupper(), histogram(n, h, t131));
            unsigned long t161 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t162 = (_mm256_zeroupper(), hash_bytes(t130, t129));
            unsigned long t163 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t5 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t130, t129)), (unsigned long long)t163, (unsigned long long)t162, (unsigned long long)t161);
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
