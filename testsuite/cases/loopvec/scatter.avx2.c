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
            vcc_avx2_scatter_ps(a, t5, t13, 0xff);
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
__attribute__((target("avx2"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256 t5 = _mm256_loadu_ps(b + t4);
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t7 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)idx + (unsigned long)t4 * 4UL), t6);
            __m256 t8 = _mm256_add_ps(t5, _mm256_set1_ps(1.0f));
            __m256 t9 = _mm256_maskload_ps((const float *)((unsigned long)c + (unsigned long)t4 * 4UL), t6);
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(2.0f));
            __m256 t11 = _mm256_div_ps(t8, t10);
            __m256 t12 = _mm256_mul_ps(t5, t9);
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(3.0f));
            __m256 t14 = _mm256_div_ps(t11, t13);
            vcc_avx2_scatter_ps(a, t7, t14, _mm256_movemask_ps(_mm256_castsi256_ps(t6)));
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

__attribute__((target("avx2"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
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
            vcc_avx2_scatter_epi32(a, t9, t14, 0xff);
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
__attribute__((target("avx2"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
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
            vcc_avx2_scatter_ps(table, t7, t12, 0xff);
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
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t15;
    int m;
    int t66;
    int k;
    int t84;
    int t117;
    int k_1;
    int t138;
    int k_2;
    int t169;
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
                    __m256i t29 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t26 * 4UL), t28);
                    __m256i t30 = t29;
                    __m256i t31 = _mm256_set1_epi32(37);
                    __m256i t32 = _mm256_mullo_epi32(t30, t31);
                    __m256i t33 = t32;
                    __m256i t34 = _mm256_blendv_epi8(t33, _mm256_set1_epi32(5), t27);
                    vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t34, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t26, t35);
                    long t36 = (long)(int)(t1 + 8L);
                    __m256i t37 = _mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0));
                    __m256i t38 = (__m256i)~(vcc_m8)t37;
                    __m256i t39 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t36 * 4UL), t38);
                    __m256i t40 = t39;
                    __m256i t41 = _mm256_set1_epi32(37);
                    __m256i t42 = _mm256_mullo_epi32(t40, t41);
                    __m256i t43 = t42;
                    __m256i t44 = _mm256_blendv_epi8(t43, _mm256_set1_epi32(5), t37);
                    vcc_v8_uchar t45 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t44, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t36, t45);
                    long t46 = (long)(int)(t1 + 16L);
                    __m256i t47 = _mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0));
                    __m256i t48 = (__m256i)~(vcc_m8)t47;
                    __m256i t49 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t46 * 4UL), t48);
                    __m256i t50 = t49;
                    __m256i t51 = _mm256_set1_epi32(37);
                    __m256i t52 = _mm256_mullo_epi32(t50, t51);
                    __m256i t53 = t52;
                    __m256i t54 = _mm256_blendv_epi8(t53, _mm256_set1_epi32(5), t47);
                    vcc_v8_uchar t55 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t54, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t46, t55);
                    long t56 = (long)(int)(t1 + 24L);
                    __m256i t57 = _mm256_cmpeq_epi32(t25, _mm256_set1_epi32(0));
                    __m256i t58 = (__m256i)~(vcc_m8)t57;
                    __m256i t59 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t56 * 4UL), t58);
                    __m256i t60 = t59;
                    __m256i t61 = _mm256_set1_epi32(37);
                    __m256i t62 = _mm256_mullo_epi32(t60, t61);
                    __m256i t63 = t62;
                    __m256i t64 = _mm256_blendv_epi8(t63, _mm256_set1_epi32(5), t57);
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
                    __m256i t75 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)idx + (unsigned long)t72 * 4UL), t74);
                    __m256i t76 = t75;
                    __m256i t77 = _mm256_set1_epi32(37);
                    __m256i t78 = _mm256_mullo_epi32(t76, t77);
                    __m256i t79 = t78;
                    __m256i t80 = _mm256_blendv_epi8(t79, _mm256_set1_epi32(5), t73);
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
                    __m256 t93 = _mm256_mul_ps(t92, _mm256_set1_ps(0.125f));
                    __m256 t94 = _mm256_add_ps(t91, t93);
                    _mm256_storeu_ps(t90, t94);
                    __m256i t95 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t96 = t95;
                    float *t97 = b + (int)(t4 + 8L);
                    __m256 t98 = _mm256_loadu_ps(t97);
                    __m256 t99 = _mm256_cvtepi32_ps(t96);
                    __m256 t100 = _mm256_mul_ps(t99, _mm256_set1_ps(0.125f));
                    __m256 t101 = _mm256_add_ps(t98, t100);
                    _mm256_storeu_ps(t97, t101);
                    __m256i t102 = _mm256_add_epi32(t3, _mm256_set1_epi32(16));
                    __m256i t103 = t102;
                    float *t104 = b + (int)(t4 + 16L);
                    __m256 t105 = _mm256_loadu_ps(t104);
                    __m256 t106 = _mm256_cvtepi32_ps(t103);
                    __m256 t107 = _mm256_mul_ps(t106, _mm256_set1_ps(0.125f));
                    __m256 t108 = _mm256_add_ps(t105, t107);
                    _mm256_storeu_ps(t104, t108);
                    __m256i t109 = _mm256_add_epi32(t3, _mm256_set1_epi32(24));
                    __m256i t110 = t109;
                    float *t111 = b + (int)(t4 + 24L);
                    __m256 t112 = _mm256_loadu_ps(t111);
                    __m256 t113 = _mm256_cvtepi32_ps(t110);
                    __m256 t114 = _mm256_mul_ps(t113, _mm256_set1_ps(0.125f));
                    __m256 t115 = _mm256_add_ps(t112, t114);
                    _mm256_storeu_ps(t111, t115);
                    t4 += 32L;
                    __m256i t116 = _mm256_add_epi32(t3, _mm256_set1_epi32(32));
                    if (t4 >= t86) {
                        break;
                    }
                    t3 = t116;
                }
                t117 = (int)t86;
            } else {
                t117 = 0;
            }
            long t118 = (long)n + (long)t117 * -1L;
            if (t118 >= 8L) {
                long t119 = t118 & -8L;
                __m256i t120 = _mm256_set1_epi32((int)t117);
                __m256i t121 = t120;
                __m256i t5 = _mm256_add_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t6 = 0L;
                for (;;) {
                    __m256i t122 = t5;
                    float *t123 = b + (int)((long)t117 + t6);
                    __m256 t124 = _mm256_loadu_ps(t123);
                    __m256 t125 = _mm256_cvtepi32_ps(t122);
                    __m256 t126 = _mm256_mul_ps(t125, _mm256_set1_ps(0.125f));
                    __m256 t127 = _mm256_add_ps(t124, t126);
                    _mm256_storeu_ps(t123, t127);
                    t6 += 8L;
                    __m256i t128 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                    if (t6 >= t119) {
                        break;
                    }
                    t5 = t128;
                }
                k_1 = (int)((long)t117 + t119);
            } else {
                k_1 = t117;
            }
            for (; k_1 < n; k_1++) {
                float *t129 = b + k_1;
                *t129 = *t129 + (float)k_1 * 0.125f;
            }
            long t130 = (long)m;
            unsigned long t131 = (unsigned long)t17;
            unsigned long t132 = (unsigned long)t18;
            if ((t130 >= 32L) & (((t131 + (unsigned long)(4L + (t130 - 1L) * 4L)) <= t132) | ((t132 + (unsigned long)(4L + (t130 - 1L) * 4L)) <= t131))) {
                long t133 = t130 & -32L;
                long t7 = 0L;
                do {
                    long t134 = (long)(int)t7;
                    _mm256_storeu_ps(a + t134, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t134), _mm256_set1_epi32(-1));
                    long t135 = (long)(int)(t7 + 8L);
                    _mm256_storeu_ps(a + t135, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t135), _mm256_set1_epi32(-1));
                    long t136 = (long)(int)(t7 + 16L);
                    _mm256_storeu_ps(a + t136, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t136), _mm256_set1_epi32(-1));
                    long t137 = (long)(int)(t7 + 24L);
                    _mm256_storeu_ps(a + t137, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t137), _mm256_set1_epi32(-1));
                    t7 += 32L;
                } while (t7 < t133);
                t138 = (int)t133;
            } else {
                t138 = 0;
            }
            long t139 = (long)m + (long)t138 * -1L;
            unsigned long t140 = (unsigned long)t17;
            unsigned long t141 = (unsigned long)t18;
            if ((t139 >= 8L) & (((t140 + (unsigned long)((long)t138 * 4L + 4L + (t139 - 1L) * 4L)) <= (t141 + (unsigned long)((long)t138 * 4L))) | ((t141 + (unsigned long)((long)t138 * 4L + 4L + (t139 - 1L) * 4L)) <= (t140 + (unsigned long)((long)t138 * 4L))))) {
                long t142 = t139 & -8L;
                long t8 = 0L;
                do {
                    long t143 = (long)(int)((long)t138 + t8);
                    _mm256_storeu_ps(a + t143, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t143), _mm256_set1_epi32(-1));
                    t8 += 8L;
                } while (t8 < t142);
                k_2 = (int)((long)t138 + t142);
            } else {
                k_2 = t138;
            }
            for (; k_2 < m; k_2++) {
                long t144 = (long)k_2;
                a[t144] = -1.0f;
                ia[t144] = -1;
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
            const float *t145 = c;
            const float *t146 = b;
            const int *t147 = idx;
            scatter_div(n, a, t147, t146, t145);
            unsigned long t148 = (unsigned long)m * 4UL;
            const void *t149 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t149, t148)));
            scatter_cond(n, a, t147, t145, t146);
            scatter_int(n, ia, t147, ib);
            const unsigned char *t150 = uidx;
            scatter_global(n, t150, t146);
            unsigned long t151 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            unsigned long t152 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t148));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t149, t148)), (unsigned long long)t152, (unsigned long long)t151);
            (_mm256_zeroupper(), scatter_plain(n, a, t147, t145));
            long t153 = (long)m * 2L;
            if (t153 >= 32L) {
                long t154 = t153 & -32L;
                __m256i t155 = _mm256_set1_epi32(0);
                __m256i t156 = t155;
                __m256i t11 = _mm256_add_epi32(t156, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t12 = 0L;
                for (;;) {
                    __m256i t157 = t11;
                    __m256 t158 = _mm256_cvtepi32_ps(t157);
                    _mm256_storeu_ps(ab + (int)t12, t158);
                    __m256i t159 = _mm256_add_epi32(t11, _mm256_set1_epi32(8));
                    __m256i t160 = t159;
                    __m256 t161 = _mm256_cvtepi32_ps(t160);
                    _mm256_storeu_ps(ab + (int)(t12 + 8L), t161);
                    __m256i t162 = _mm256_add_epi32(t11, _mm256_set1_epi32(16));
                    __m256i t163 = t162;
                    __m256 t164 = _mm256_cvtepi32_ps(t163);
                    _mm256_storeu_ps(ab + (int)(t12 + 16L), t164);
                    __m256i t165 = _mm256_add_epi32(t11, _mm256_set1_epi32(24));
                    __m256i t166 = t165;
                    __m256 t167 = _mm256_cvtepi32_ps(t166);
                    _mm256_storeu_ps(ab + (int)(t12 + 24L), t167);
                    t12 += 32L;
                    __m256i t168 = _mm256_add_epi32(t11, _mm256_set1_epi32(32));
                    if (t12 >= t154) {
                        break;
                    }
                    t11 = t168;
                }
                t169 = (int)t154;
            } else {
                t169 = 0;
            }
            long t170 = (long)m * 2L + (long)t169 * -1L;
            if (t170 >= 8L) {
                long t171 = t170 & -8L;
                __m256i t172 = _mm256_set1_epi32((int)t169);
                __m256i t173 = t172;
                __m256i t13 = _mm256_add_epi32(t173, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t14 = 0L;
                for (;;) {
                    __m256i t174 = t13;
                    __m256 t175 = _mm256_cvtepi32_ps(t174);
                    _mm256_storeu_ps(ab + (int)((long)t169 + t14), t175);
                    t14 += 8L;
                    __m256i t176 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                    if (t14 >= t171) {
                        break;
                    }
                    t13 = t176;
                }
                k_5 = (int)((long)t169 + t171);
            } else {
                k_5 = t169;
            }
            for (; k_5 < t19; k_5++) {
                ab[k_5] = (float)k_5;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t147, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t147, t146));
            (_mm256_zeroupper(), histogram(n, h, t150));
            unsigned long t177 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            unsigned long t178 = (_mm256_zeroupper(), hash_bytes(t149, t148));
            unsigned long t179 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t19 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t149, t148)), (unsigned long long)t179, (unsigned long long)t178, (unsigned long long)t177);
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
