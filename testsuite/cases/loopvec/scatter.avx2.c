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
#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
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

__attribute__((target("avx2"))) void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
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
            vcc_avx2_scatter_ps(a, idx_v, t9, 0xff);
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
__attribute__((target("avx2"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
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
            __m256i idx_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)idx + (unsigned long)t3 * 4UL), t4);
            __m256 t5 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
            __m256 c_v = _mm256_maskload_ps((const float *)((unsigned long)c + (unsigned long)t3 * 4UL), t4);
            __m256 t6 = _mm256_add_ps(c_v, _mm256_set1_ps(2.0f));
            __m256 t7 = _mm256_div_ps(t5, t6);
            __m256 t8 = _mm256_mul_ps(b_v, c_v);
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(3.0f));
            __m256 t10 = _mm256_div_ps(t7, t9);
            vcc_avx2_scatter_ps(a, idx_v, t10, _mm256_movemask_ps(_mm256_castsi256_ps(t4)));
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

__attribute__((target("avx2"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
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
            vcc_avx2_scatter_epi32(a, idx_v, t9, 0xff);
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
__attribute__((target("avx2"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
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
            vcc_avx2_scatter_ps(table, t5, t9, 0xff);
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
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int m;
    int t47;
    int k;
    int t63;
    int t88;
    int k_1;
    int t107;
    int k_2;
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
                    long t11 = (long)(int)k_vec;
                    __m256i t12 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t13 = (__m256i)~(vcc_m8)t12;
                    __m256i idx_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t11 * 4UL), t13);
                    __m256i t14 = idx_v;
                    __m256i t15 = _mm256_set1_epi32(37);
                    __m256i t16 = _mm256_mullo_epi32(t14, t15);
                    __m256i t17 = t16;
                    __m256i t18 = _mm256_blendv_epi8(t17, _mm256_set1_epi32(5), t12);
                    vcc_v8_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t18, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t11, t19);
                    long t20 = (long)(int)(k_vec + 8L);
                    __m256i t21 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t22 = (__m256i)~(vcc_m8)t21;
                    __m256i idx_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t20 * 4UL), t22);
                    __m256i t23 = idx_v_1;
                    __m256i t24 = _mm256_set1_epi32(37);
                    __m256i t25 = _mm256_mullo_epi32(t23, t24);
                    __m256i t26 = t25;
                    __m256i t27 = _mm256_blendv_epi8(t26, _mm256_set1_epi32(5), t21);
                    vcc_v8_uchar t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t20, t28);
                    long t29 = (long)(int)(k_vec + 16L);
                    __m256i t30 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t31 = (__m256i)~(vcc_m8)t30;
                    __m256i idx_v_2 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t29 * 4UL), t31);
                    __m256i t32 = idx_v_2;
                    __m256i t33 = _mm256_set1_epi32(37);
                    __m256i t34 = _mm256_mullo_epi32(t32, t33);
                    __m256i t35 = t34;
                    __m256i t36 = _mm256_blendv_epi8(t35, _mm256_set1_epi32(5), t30);
                    vcc_v8_uchar t37 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t36, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t29, t37);
                    long t38 = (long)(int)(k_vec + 24L);
                    __m256i t39 = _mm256_cmpeq_epi32(pattern_v, _mm256_set1_epi32(0));
                    __m256i t40 = (__m256i)~(vcc_m8)t39;
                    __m256i idx_v_3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t38 * 4UL), t40);
                    __m256i t41 = idx_v_3;
                    __m256i t42 = _mm256_set1_epi32(37);
                    __m256i t43 = _mm256_mullo_epi32(t41, t42);
                    __m256i t44 = t43;
                    __m256i t45 = _mm256_blendv_epi8(t44, _mm256_set1_epi32(5), t39);
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
                    __m256i idx_v_4 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t52 * 4UL), t54);
                    __m256i t55 = idx_v_4;
                    __m256i t56 = _mm256_set1_epi32(37);
                    __m256i t57 = _mm256_mullo_epi32(t55, t56);
                    __m256i t58 = t57;
                    __m256i t59 = _mm256_blendv_epi8(t58, _mm256_set1_epi32(5), t53);
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
                /* vcc: loop at scatter.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    __m256i k_v_4 = k_v;
                    float *t68 = b + (int)k_vec_2;
                    __m256 b_v = _mm256_loadu_ps(t68);
                    __m256 t69 = _mm256_cvtepi32_ps(k_v_4);
                    __m256 t70 = _mm256_mul_ps(t69, _mm256_set1_ps(0.125f));
                    __m256 t71 = _mm256_add_ps(b_v, t70);
                    _mm256_storeu_ps(t68, t71);
                    __m256i t72 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
                    __m256i k_v_5 = t72;
                    float *t73 = b + (int)(k_vec_2 + 8L);
                    __m256 b_v_1 = _mm256_loadu_ps(t73);
                    __m256 t74 = _mm256_cvtepi32_ps(k_v_5);
                    __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(0.125f));
                    __m256 t76 = _mm256_add_ps(b_v_1, t75);
                    _mm256_storeu_ps(t73, t76);
                    __m256i t77 = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
                    __m256i k_v_6 = t77;
                    float *t78 = b + (int)(k_vec_2 + 16L);
                    __m256 b_v_2 = _mm256_loadu_ps(t78);
                    __m256 t79 = _mm256_cvtepi32_ps(k_v_6);
                    __m256 t80 = _mm256_mul_ps(t79, _mm256_set1_ps(0.125f));
                    __m256 t81 = _mm256_add_ps(b_v_2, t80);
                    _mm256_storeu_ps(t78, t81);
                    __m256i t82 = _mm256_add_epi32(k_v, _mm256_set1_epi32(24));
                    __m256i k_v_7 = t82;
                    float *t83 = b + (int)(k_vec_2 + 24L);
                    __m256 b_v_3 = _mm256_loadu_ps(t83);
                    __m256 t84 = _mm256_cvtepi32_ps(k_v_7);
                    __m256 t85 = _mm256_mul_ps(t84, _mm256_set1_ps(0.125f));
                    __m256 t86 = _mm256_add_ps(b_v_3, t85);
                    _mm256_storeu_ps(t83, t86);
                    k_vec_2 += 32L;
                    __m256i t87 = _mm256_add_epi32(k_v, _mm256_set1_epi32(32));
                    if (k_vec_2 >= t65) {
                        break;
                    }
                    k_v = t87;
                }
                t88 = (int)t65;
            } else {
                t88 = 0;
            }
            long t89 = (long)n + (long)t88 * -1L;
            if (t89 >= 8L) {
                long t90 = t89 & -8L;
                __m256i t91 = _mm256_set1_epi32((int)t88);
                __m256i t92 = t91;
                __m256i k_v_1 = _mm256_add_epi32(t92, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_3 = 0L;
                for (;;) {
                    __m256i k_v_8 = k_v_1;
                    float *t93 = b + (int)((long)t88 + k_vec_3);
                    __m256 b_v_4 = _mm256_loadu_ps(t93);
                    __m256 t94 = _mm256_cvtepi32_ps(k_v_8);
                    __m256 t95 = _mm256_mul_ps(t94, _mm256_set1_ps(0.125f));
                    __m256 t96 = _mm256_add_ps(b_v_4, t95);
                    _mm256_storeu_ps(t93, t96);
                    k_vec_3 += 8L;
                    __m256i t97 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(8));
                    if (k_vec_3 >= t90) {
                        break;
                    }
                    k_v_1 = t97;
                }
                k_1 = (int)((long)t88 + t90);
            } else {
                k_1 = t88;
            }
            for (; k_1 < n; k_1++) {
                float *t98 = b + k_1;
                *t98 = *t98 + (float)k_1 * 0.125f;
            }
            long t99 = (long)m;
            unsigned long t100 = (unsigned long)t3;
            unsigned long t101 = (unsigned long)t4;
            if ((t99 >= 32L) & (((t100 + (unsigned long)(4L + (t99 - 1L) * 4L)) <= t101) | ((t101 + (unsigned long)(4L + (t99 - 1L) * 4L)) <= t100))) {
                long t102 = t99 & -32L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap, vector epilogue VF 8, scalar epilogue */
                do {
                    long t103 = (long)(int)k_vec_4;
                    _mm256_storeu_ps(a + t103, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t103), _mm256_set1_epi32(-1));
                    long t104 = (long)(int)(k_vec_4 + 8L);
                    _mm256_storeu_ps(a + t104, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t104), _mm256_set1_epi32(-1));
                    long t105 = (long)(int)(k_vec_4 + 16L);
                    _mm256_storeu_ps(a + t105, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t105), _mm256_set1_epi32(-1));
                    long t106 = (long)(int)(k_vec_4 + 24L);
                    _mm256_storeu_ps(a + t106, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t106), _mm256_set1_epi32(-1));
                    k_vec_4 += 32L;
                } while (k_vec_4 < t102);
                t107 = (int)t102;
            } else {
                t107 = 0;
            }
            long t108 = (long)m + (long)t107 * -1L;
            unsigned long t109 = (unsigned long)t3;
            unsigned long t110 = (unsigned long)t4;
            if ((t108 >= 8L) & (((t109 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t107 * 4L))) | ((t110 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t107 * 4L))))) {
                long t111 = t108 & -8L;
                long k_vec_5 = 0L;
                do {
                    long t112 = (long)(int)((long)t107 + k_vec_5);
                    _mm256_storeu_ps(a + t112, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t112), _mm256_set1_epi32(-1));
                    k_vec_5 += 8L;
                } while (k_vec_5 < t111);
                k_2 = (int)((long)t107 + t111);
            } else {
                k_2 = t107;
            }
            for (; k_2 < m; k_2++) {
                long t113 = (long)k_2;
                a[t113] = -1.0f;
                ia[t113] = -1;
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
            const float *t114 = c;
            const float *t115 = b;
            const int *t116 = idx;
            scatter_div(n, a, t116, t115, t114);
            unsigned long t117 = (unsigned long)m * 4UL;
            const void *t118 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t118, t117)));
            scatter_cond(n, a, t116, t114, t115);
            scatter_int(n, ia, t116, ib);
            const unsigned char *t119 = uidx;
            scatter_global(n, t119, t115);
            unsigned long t120 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t121 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t117));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t118, t117)), (unsigned long long)t121, (unsigned long long)t120);
            (_mm256_zeroupper(), scatter_plain(n, a, t116, t114));
            long t122 = (long)m * 2L;
            if (t122 >= 32L) {
                long t123 = t122 & -32L;
                __m256i t124 = _mm256_set1_epi32(0);
                __m256i t125 = t124;
                __m256i k_v_2 = _mm256_add_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    __m256i k_v_9 = k_v_2;
                    __m256 t126 = _mm256_cvtepi32_ps(k_v_9);
                    _mm256_storeu_ps(ab + (int)k_vec_8, t126);
                    __m256i t127 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(8));
                    __m256i k_v_10 = t127;
                    __m256 t128 = _mm256_cvtepi32_ps(k_v_10);
                    _mm256_storeu_ps(ab + (int)(k_vec_8 + 8L), t128);
                    __m256i t129 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(16));
                    __m256i k_v_11 = t129;
                    __m256 t130 = _mm256_cvtepi32_ps(k_v_11);
                    _mm256_storeu_ps(ab + (int)(k_vec_8 + 16L), t130);
                    __m256i t131 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(24));
                    __m256i k_v_12 = t131;
                    __m256 t132 = _mm256_cvtepi32_ps(k_v_12);
                    _mm256_storeu_ps(ab + (int)(k_vec_8 + 24L), t132);
                    k_vec_8 += 32L;
                    __m256i t133 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(32));
                    if (k_vec_8 >= t123) {
                        break;
                    }
                    k_v_2 = t133;
                }
                t134 = (int)t123;
            } else {
                t134 = 0;
            }
            long t135 = (long)m * 2L + (long)t134 * -1L;
            if (t135 >= 8L) {
                long t136 = t135 & -8L;
                __m256i t137 = _mm256_set1_epi32((int)t134);
                __m256i t138 = t137;
                __m256i k_v_3 = _mm256_add_epi32(t138, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_9 = 0L;
                for (;;) {
                    __m256i k_v_13 = k_v_3;
                    __m256 t139 = _mm256_cvtepi32_ps(k_v_13);
                    _mm256_storeu_ps(ab + (int)((long)t134 + k_vec_9), t139);
                    k_vec_9 += 8L;
                    __m256i t140 = _mm256_add_epi32(k_v_3, _mm256_set1_epi32(8));
                    if (k_vec_9 >= t136) {
                        break;
                    }
                    k_v_3 = t140;
                }
                k_3 = (int)((long)t134 + t136);
            } else {
                k_3 = t134;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t116, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t116, t115));
            (_mm256_zeroupper(), histogram(n, h, t119));
            unsigned long t141 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t142 = (_mm256_zeroupper(), hash_bytes(t118, t117));
            unsigned long t143 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t5 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t118, t117)), (unsigned long long)t143, (unsigned long long)t142, (unsigned long long)t141);
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
