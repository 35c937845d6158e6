/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=2 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = i_vec + 8L;
            long t4 = i_vec + 16L;
            long t5 = i_vec + 24L;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + t3));
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256 b_v = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v);
            __m256 b_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_1);
            __m256 b_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_2);
            __m256 b_v_3 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_3);
            __m256 t6 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + i_vec, t6);
            __m256 t7 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t3, t7);
            __m256 t8 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t4, t8);
            __m256 t9 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t5, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at indirect.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)(idx + t13));
            __m256 b_v_4 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_4);
            __m256 t14 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)t15;
        __m256i idx_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), idx + t19);
        __m256 b_v_5 = vcc_avx2_maskgather8(_mm256_setr_ps, float, b, idx_v_5, t18);
        __m256 t20 = _mm256_mul_ps(b_v_5, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(a + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[idx[t21]] * 2.0f;
    }
}

void scatter(int n, int *restrict a, const int *restrict b, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] + 1;
}

void histogram(int n, int *restrict bins, const unsigned char *restrict v) {
    for (int i = 0; i < n; i++)
        bins[v[i] & 15]++;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int bins[16];
    int n;
    int t2;
    int t12;
    int t17;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        bins[0] = 0;
        long t1 = 0L;
        /* vcc: loop at indirect.c:26 vectorized: VF 8, UF 1, masked remainder */
        do {
            _mm256_storeu_si256((__m256i *)&bins[1L + t1], _mm256_set1_epi32(0));
            t1 += 8L;
        } while (t1 < 8L);
        __m256i t3 = _mm256_set1_epi32(7);
        __m256i t4 = _mm256_cmpgt_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&bins[9], _mm256_movepi32_mask(t4), _mm256_set1_epi32(0));
        unsigned char *v = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            fb[fill_idx] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t5 = (long)n;
        if (t5 >= 32L) {
            long t6 = t5 & -32L;
            __m256i t7 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec = 0L;
            /* vcc: loop at indirect.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                _mm256_storeu_si256((__m256i *)(idx + i_vec), (__m256i)i_v);
                __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                _mm256_storeu_si256((__m256i *)(idx + (i_vec + 8L)), t8);
                __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                _mm256_storeu_si256((__m256i *)(idx + (i_vec + 16L)), t9);
                __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                _mm256_storeu_si256((__m256i *)(idx + (i_vec + 24L)), t10);
                i_vec += 32L;
                __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                if (i_vec >= t6) {
                    break;
                }
                i_v = (vcc_v8_uint)t11;
            }
            t12 = (int)t6;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            __m256i t15 = _mm256_set1_epi32((int)t12);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_1 = 0L;
            /* vcc: loop at indirect.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                _mm256_storeu_si256((__m256i *)(idx + ((long)t12 + i_vec_1)), (__m256i)i_v_1);
                i_vec_1 += 8L;
                __m256i t16 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                if (i_vec_1 >= t14) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t16;
            }
            t17 = (int)((long)t12 + t14);
        } else {
            t17 = t12;
        }
        long t18 = (long)n + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 8L)) {
            __m256i t19 = _mm256_set1_epi32((int)(int)t18);
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t21 = _mm256_set1_epi32((int)t17);
            __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_mask_storeu_epi32(idx + (long)t17, _mm256_movepi32_mask(t20), t22);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (int i_1 = n - 1; i_1 > 0; i_1--) {
            unsigned int t23 = (_mm256_zeroupper(), next_rand());
            int *t24 = idx + i_1;
            int t = *t24;
            int *t25 = idx + (int)(t23 % (unsigned int)(i_1 + 1));
            *t24 = *t25;
            *t25 = t;
        }
        const int *t26 = idx;
        gather(n, fa, fb, t26);
        (_mm256_zeroupper(), scatter(n, a, b, t26));
        (_mm256_zeroupper(), histogram(n, bins, v));
        unsigned long t27 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        unsigned long t28 = (unsigned long)n * 4UL;
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes((const void *)a, t28));
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t28)), (unsigned long long)t29, (unsigned long long)t27);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
