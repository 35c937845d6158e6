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
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
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

__attribute__((target("avx2"))) void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
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
            vcc_avx2_scatter_ps(a, idx_v, t8, 0xff);
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
__attribute__((target("avx2"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:19 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i idx_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)idx + (unsigned long)i_vec * 4UL), t3);
            __m256 t4 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
            __m256 c_v = _mm256_maskload_ps((const float *)((unsigned long)c + (unsigned long)i_vec * 4UL), t3);
            __m256 t5 = _mm256_add_ps(c_v, _mm256_set1_ps(2.0f));
            __m256 t6 = _mm256_div_ps(t4, t5);
            __m256 t7 = _mm256_mul_ps(b_v, c_v);
            __m256 t8 = _mm256_add_ps(t7, _mm256_set1_ps(3.0f));
            __m256 t9 = _mm256_div_ps(t6, t8);
            vcc_avx2_scatter_ps(a, idx_v, t9, _mm256_movemask_ps(_mm256_castsi256_ps(t3)));
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

__attribute__((target("avx2"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
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
            vcc_avx2_scatter_epi32(a, idx_v, t7, 0xff);
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
__attribute__((target("avx2"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
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
            vcc_avx2_scatter_ps(table, t4, t8, 0xff);
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
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int m;
    int t34;
    int k;
    int t47;
    int t71;
    int k_1;
    int t89;
    int k_2;
    int t116;
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
                    __m256i idx_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)k_vec * 4UL), t12);
                    __m256i t13 = _mm256_mullo_epi32(idx_v, _mm256_set1_epi32(37));
                    __m256i t14 = _mm256_blendv_epi8(t13, _mm256_set1_epi32(5), t11);
                    vcc_v8_uchar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + k_vec, t15);
                    long t16 = k_vec + 8L;
                    __m256i t17 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t18 = (__m256i)~(vcc_m8)t17;
                    __m256i idx_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t16 * 4UL), t18);
                    __m256i t19 = _mm256_mullo_epi32(idx_v_1, _mm256_set1_epi32(37));
                    __m256i t20 = _mm256_blendv_epi8(t19, _mm256_set1_epi32(5), t17);
                    vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t16, t21);
                    long t22 = k_vec + 16L;
                    __m256i t23 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t24 = (__m256i)~(vcc_m8)t23;
                    __m256i idx_v_2 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t22 * 4UL), t24);
                    __m256i t25 = _mm256_mullo_epi32(idx_v_2, _mm256_set1_epi32(37));
                    __m256i t26 = _mm256_blendv_epi8(t25, _mm256_set1_epi32(5), t23);
                    vcc_v8_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t26, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t22, t27);
                    long t28 = k_vec + 24L;
                    __m256i t29 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t30 = (__m256i)~(vcc_m8)t29;
                    __m256i idx_v_3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t28 * 4UL), t30);
                    __m256i t31 = _mm256_mullo_epi32(idx_v_3, _mm256_set1_epi32(37));
                    __m256i t32 = _mm256_blendv_epi8(t31, _mm256_set1_epi32(5), t29);
                    vcc_v8_uchar t33 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t32, vcc_v8_short), vcc_v8_uchar);
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
                    __m256i idx_v_4 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t39 * 4UL), t41);
                    __m256i t42 = _mm256_mullo_epi32(idx_v_4, _mm256_set1_epi32(37));
                    __m256i t43 = _mm256_blendv_epi8(t42, _mm256_set1_epi32(5), t40);
                    vcc_v8_uchar t44 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t43, vcc_v8_short), vcc_v8_uchar);
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
                /* vcc: loop at scatter.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    float *t51 = b + k_vec_2;
                    __m256 b_v = _mm256_loadu_ps(t51);
                    __m256 t52 = _mm256_cvtepi32_ps((__m256i)k_v);
                    __m256 t53 = _mm256_mul_ps(t52, _mm256_set1_ps(0.125f));
                    __m256 t54 = _mm256_add_ps(b_v, t53);
                    _mm256_storeu_ps(t51, t54);
                    __m256i t55 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                    float *t56 = b + (k_vec_2 + 8L);
                    __m256 b_v_1 = _mm256_loadu_ps(t56);
                    __m256 t57 = _mm256_cvtepi32_ps(t55);
                    __m256 t58 = _mm256_mul_ps(t57, _mm256_set1_ps(0.125f));
                    __m256 t59 = _mm256_add_ps(b_v_1, t58);
                    _mm256_storeu_ps(t56, t59);
                    __m256i t60 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                    float *t61 = b + (k_vec_2 + 16L);
                    __m256 b_v_2 = _mm256_loadu_ps(t61);
                    __m256 t62 = _mm256_cvtepi32_ps(t60);
                    __m256 t63 = _mm256_mul_ps(t62, _mm256_set1_ps(0.125f));
                    __m256 t64 = _mm256_add_ps(b_v_2, t63);
                    _mm256_storeu_ps(t61, t64);
                    __m256i t65 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                    float *t66 = b + (k_vec_2 + 24L);
                    __m256 b_v_3 = _mm256_loadu_ps(t66);
                    __m256 t67 = _mm256_cvtepi32_ps(t65);
                    __m256 t68 = _mm256_mul_ps(t67, _mm256_set1_ps(0.125f));
                    __m256 t69 = _mm256_add_ps(b_v_3, t68);
                    _mm256_storeu_ps(t66, t69);
                    k_vec_2 += 32L;
                    __m256i t70 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
                    if (k_vec_2 >= t49) {
                        break;
                    }
                    k_v = (vcc_v8_uint)t70;
                }
                t71 = (int)t49;
            } else {
                t71 = 0;
            }
            long t72 = (long)n + (long)t71 * -1L;
            if (t72 >= 8L) {
                long t73 = t72 & -8L;
                __m256i t74 = _mm256_set1_epi32((int)t71);
                vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t74, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_3 = 0L;
                /* vcc: loop at scatter.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    float *t75 = b + ((long)t71 + k_vec_3);
                    __m256 b_v_4 = _mm256_loadu_ps(t75);
                    __m256 t76 = _mm256_cvtepi32_ps((__m256i)k_v_1);
                    __m256 t77 = _mm256_mul_ps(t76, _mm256_set1_ps(0.125f));
                    __m256 t78 = _mm256_add_ps(b_v_4, t77);
                    _mm256_storeu_ps(t75, t78);
                    k_vec_3 += 8L;
                    __m256i t79 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                    if (k_vec_3 >= t73) {
                        break;
                    }
                    k_v_1 = (vcc_v8_uint)t79;
                }
                k_1 = (int)((long)t71 + t73);
            } else {
                k_1 = t71;
            }
            for (; k_1 < n; k_1++) {
                float *t80 = b + k_1;
                *t80 = *t80 + (float)k_1 * 0.125f;
            }
            long t81 = (long)m;
            unsigned long t82 = (unsigned long)t3;
            unsigned long t83 = (unsigned long)t4;
            long t84 = (long)((unsigned long)t3 - (unsigned long)t4);
            if ((t81 >= 32L) & (((t82 + (unsigned long)(4L + (t81 - 1L) * 4L)) <= t83) | ((t83 + (unsigned long)(4L + (t81 - 1L) * 4L)) <= t82) | ((t84 <= 0L) | (t84 >= 128L)))) {
                long t85 = t81 & -32L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
                do {
                    _mm256_storeu_ps(a + k_vec_4, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + k_vec_4), _mm256_set1_epi32(-1));
                    long t86 = k_vec_4 + 8L;
                    _mm256_storeu_ps(a + t86, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t86), _mm256_set1_epi32(-1));
                    long t87 = k_vec_4 + 16L;
                    _mm256_storeu_ps(a + t87, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t87), _mm256_set1_epi32(-1));
                    long t88 = k_vec_4 + 24L;
                    _mm256_storeu_ps(a + t88, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t88), _mm256_set1_epi32(-1));
                    k_vec_4 += 32L;
                } while (k_vec_4 < t85);
                t89 = (int)t85;
            } else {
                t89 = 0;
            }
            long t90 = (long)m + (long)t89 * -1L;
            unsigned long t91 = (unsigned long)t3;
            unsigned long t92 = (unsigned long)t4;
            long t93 = (long)((unsigned long)t3 + (unsigned long)((long)t89 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t89 * 4L)));
            if ((t90 >= 8L) & (((t91 + (unsigned long)((long)t89 * 4L + 4L + (t90 - 1L) * 4L)) <= (t92 + (unsigned long)((long)t89 * 4L))) | ((t92 + (unsigned long)((long)t89 * 4L + 4L + (t90 - 1L) * 4L)) <= (t91 + (unsigned long)((long)t89 * 4L))) | ((t93 <= 0L) | (t93 >= 32L)))) {
                long t94 = t90 & -8L;
                long k_vec_5 = 0L;
                /* vcc: loop at scatter.c:89 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t95 = (long)t89 + k_vec_5;
                    _mm256_storeu_ps(a + t95, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t95), _mm256_set1_epi32(-1));
                    k_vec_5 += 8L;
                } while (k_vec_5 < t94);
                k_2 = (int)((long)t89 + t94);
            } else {
                k_2 = t89;
            }
            for (; k_2 < m; k_2++) {
                long t96 = (long)k_2;
                a[t96] = -1.0f;
                ia[t96] = -1;
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
            const float *t97 = c;
            const float *t98 = b;
            const int *t99 = idx;
            scatter_div(n, a, t99, t98, t97);
            unsigned long t100 = (unsigned long)m * 4UL;
            const void *t101 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t101, t100)));
            scatter_cond(n, a, t99, t97, t98);
            scatter_int(n, ia, t99, ib);
            const unsigned char *t102 = uidx;
            scatter_global(n, t102, t98);
            unsigned long t103 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t104 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t100));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t101, t100)), (unsigned long long)t104, (unsigned long long)t103);
            (_mm256_zeroupper(), scatter_plain(n, a, t99, t97));
            long t105 = (long)m * 2L;
            if (t105 >= 32L) {
                long t106 = t105 & -32L;
                __m256i t107 = _mm256_set1_epi32(0);
                vcc_v8_uint k_v_2 = (vcc_v8_uint)_mm256_add_epi32(t107, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    __m256 t108 = _mm256_cvtepi32_ps((__m256i)k_v_2);
                    _mm256_storeu_ps(ab + k_vec_8, t108);
                    __m256i t109 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(8));
                    __m256 t110 = _mm256_cvtepi32_ps(t109);
                    _mm256_storeu_ps(ab + (k_vec_8 + 8L), t110);
                    __m256i t111 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(16));
                    __m256 t112 = _mm256_cvtepi32_ps(t111);
                    _mm256_storeu_ps(ab + (k_vec_8 + 16L), t112);
                    __m256i t113 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(24));
                    __m256 t114 = _mm256_cvtepi32_ps(t113);
                    _mm256_storeu_ps(ab + (k_vec_8 + 24L), t114);
                    k_vec_8 += 32L;
                    __m256i t115 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(32));
                    if (k_vec_8 >= t106) {
                        break;
                    }
                    k_v_2 = (vcc_v8_uint)t115;
                }
                t116 = (int)t106;
            } else {
                t116 = 0;
            }
            long t117 = (long)m * 2L + (long)t116 * -1L;
            if (t117 >= 8L) {
                long t118 = t117 & -8L;
                __m256i t119 = _mm256_set1_epi32((int)t116);
                vcc_v8_uint k_v_3 = (vcc_v8_uint)_mm256_add_epi32(t119, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_9 = 0L;
                /* vcc: loop at scatter.c:102 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    __m256 t120 = _mm256_cvtepi32_ps((__m256i)k_v_3);
                    _mm256_storeu_ps(ab + ((long)t116 + k_vec_9), t120);
                    k_vec_9 += 8L;
                    __m256i t121 = _mm256_add_epi32((__m256i)k_v_3, _mm256_set1_epi32(8));
                    if (k_vec_9 >= t118) {
                        break;
                    }
                    k_v_3 = (vcc_v8_uint)t121;
                }
                k_3 = (int)((long)t116 + t118);
            } else {
                k_3 = t116;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t99, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t99, t98));
            (_mm256_zeroupper(), histogram(n, h, t102));
            unsigned long t122 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t123 = (_mm256_zeroupper(), hash_bytes(t101, t100));
            unsigned long t124 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t5 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t101, t100)), (unsigned long long)t124, (unsigned long long)t123, (unsigned long long)t122);
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
