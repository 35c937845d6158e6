/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=10 avx2=12 sse4.2=10 neon=12 */
#include "harness.h"

/* Loop interchange (midend/src/transform/interchange.rs): two-deep nests whose inner loop
   walks a column run with the loops swapped, so that the inner loop walks a row and the loop
   vectorizer reads and writes consecutive elements. Legal only where no dependence runs
   between iterations whose order the swap reverses (distances of opposite signs in the two
   loops); `anti_diag` has one and must stay as written: forcing it gives another result. */
#define R 37
#define C 45
static float fa[R][C], fb[R][C];
static double da[R][C];
static int ia[R][C];
static short sa[R][C];
static float colsum[C];

/* The plain column walk: every access consecutive after the swap. */
static __typeof__(fa) fa __attribute__((aligned(64)));
static __typeof__(fb) fb __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cols(float s) {
    vcc_no_contract_body
    for (int i = 0; i < 37; i++) {
        __m512 s_v = _mm512_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:19 vectorized: VF 16, UF 2, masked remainder */
        do {
            long t1 = (long)i;
            float *t2 = &fa[t1][j_vec];
            __m512 fb_v = _mm512_loadu_ps(&fb[t1][j_vec]);
            __m512 t3 = _mm512_mul_ps(fb_v, s_v);
            __m512 fa_v = _mm512_loadu_ps(t2);
            __m512 t4 = _mm512_add_ps(t3, fa_v);
            _mm512_storeu_ps(t2, t4);
            long t5 = j_vec + 16L;
            long t6 = (long)i;
            float *t7 = &fa[t6][t5];
            __m512 fb_v_1 = _mm512_loadu_ps(&fb[t6][t5]);
            __m512 t8 = _mm512_mul_ps(fb_v_1, s_v);
            __m512 fa_v_1 = _mm512_loadu_ps(t7);
            __m512 t9 = _mm512_add_ps(t8, fa_v_1);
            _mm512_storeu_ps(t7, t9);
            j_vec += 32L;
        } while (j_vec < 32L);
        __m512i t10 = _mm512_set1_epi32(13);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512 s_v_1 = _mm512_set1_ps(s);
        long t12 = (long)i;
        float *t13 = &fa[t12][32];
        __m512 fb_v_2 = _mm512_maskz_loadu_ps(t11, &fb[t12][32]);
        __m512 t14 = _mm512_mul_ps(fb_v_2, s_v_1);
        __m512 fa_v_2 = _mm512_maskz_loadu_ps(t11, t13);
        __m512 t15 = _mm512_add_ps(t14, fa_v_2);
        _mm512_mask_storeu_ps(t13, t11, t15);
    }
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void dep_down(void) {
    vcc_no_contract_body
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:27 vectorized: VF 16, UF 2, masked remainder */
        do {
            long t1 = (long)i;
            __m512 fa_v = _mm512_loadu_ps(&fa[i - 1][j_vec]);
            __m512 fb_v = _mm512_loadu_ps(&fb[t1][j_vec]);
            __m512 t2 = _mm512_add_ps(fa_v, fb_v);
            _mm512_storeu_ps(&fa[t1][j_vec], t2);
            long t3 = j_vec + 16L;
            long t4 = (long)i;
            __m512 fa_v_1 = _mm512_loadu_ps(&fa[i - 1][t3]);
            __m512 fb_v_1 = _mm512_loadu_ps(&fb[t4][t3]);
            __m512 t5 = _mm512_add_ps(fa_v_1, fb_v_1);
            _mm512_storeu_ps(&fa[t4][t3], t5);
            j_vec += 32L;
        } while (j_vec < 32L);
        __m512i t6 = _mm512_set1_epi32(13);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)i;
        __m512 fa_v_2 = _mm512_maskz_loadu_ps(t7, &fa[i - 1][32]);
        __m512 fb_v_2 = _mm512_maskz_loadu_ps(t7, &fb[t8][32]);
        __m512 t9 = _mm512_add_ps(fa_v_2, fb_v_2);
        _mm512_mask_storeu_ps(&fa[t8][32], t7, t9);
    }
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void anti_diag(void) {
    vcc_no_contract_body
    long t2;
    long t3;
    int j = 1;
    while (j < 45) {
        long i_vec = 0L;
        /* vcc: loop at interchange.c:35 vectorized: VF 16, UF 2, scalar epilogue */
        do {
            long t1 = i_vec + 16L;
            t2 = (long)j;
            t3 = (long)(j - 1);
            __m512 fa_v = _mm512_i32gather_ps(_mm512_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315, 360, 405, 450, 495, 540, 585, 630, 675), &fa[(int)i_vec + 1][t3], 4);
            __m512 fa_v_1 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315, 360, 405, 450, 495, 540, 585, 630, 675), &fa[(int)t1 + 1][t3], 4);
            __m512 t4 = _mm512_mul_ps(fa_v, _mm512_set1_ps(0.5f));
            __m512 t5 = _mm512_add_ps(t4, _mm512_set1_ps(1.0f));
            _mm512_i32scatter_ps(&fa[i_vec][t2], _mm512_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315, 360, 405, 450, 495, 540, 585, 630, 675), t5, 4);
            __m512 t6 = _mm512_mul_ps(fa_v_1, _mm512_set1_ps(0.5f));
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.0f));
            _mm512_i32scatter_ps(&fa[t1][t2], _mm512_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315, 360, 405, 450, 495, 540, 585, 630, 675), t7, 4);
            i_vec += 32L;
        } while (i_vec < 32L);
        fa[32][t2] = fa[33][t3] * 0.5f + 1.0f;
        fa[33][t2] = fa[34][t3] * 0.5f + 1.0f;
        fa[34][t2] = fa[35][t3] * 0.5f + 1.0f;
        fa[35][t2] = fa[36][t3] * 0.5f + 1.0f;
        j++;
    }
}

/* Distance (1, 1): kept in order by the swap. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void diag(void) {
    vcc_no_contract_body
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:41 vectorized: VF 16, UF 2, masked remainder */
        do {
            long t1 = 1L + j_vec;
            long t2 = (long)i;
            __m512 fa_v = _mm512_loadu_ps(&fa[i - 1][(int)t1 - 1]);
            __m512 t3 = _mm512_mul_ps(fa_v, _mm512_set1_ps(0.5f));
            __m512 fb_v = _mm512_loadu_ps(&fb[t2][t1]);
            __m512 t4 = _mm512_add_ps(t3, fb_v);
            _mm512_storeu_ps(&fa[t2][t1], t4);
            long t5 = 1L + (j_vec + 16L);
            long t6 = (long)i;
            __m512 fa_v_1 = _mm512_loadu_ps(&fa[i - 1][(int)t5 - 1]);
            __m512 t7 = _mm512_mul_ps(fa_v_1, _mm512_set1_ps(0.5f));
            __m512 fb_v_1 = _mm512_loadu_ps(&fb[t6][t5]);
            __m512 t8 = _mm512_add_ps(t7, fb_v_1);
            _mm512_storeu_ps(&fa[t6][t5], t8);
            j_vec += 32L;
        } while (j_vec < 32L);
        __m512i t9 = _mm512_set1_epi32(12);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)i;
        __m512 fa_v_2 = _mm512_maskz_loadu_ps(t10, &fa[i - 1][32]);
        __m512 t12 = _mm512_mul_ps(fa_v_2, _mm512_set1_ps(0.5f));
        __m512 fb_v_2 = _mm512_maskz_loadu_ps(t10, &fb[t11][33]);
        __m512 t13 = _mm512_add_ps(t12, fb_v_2);
        _mm512_mask_storeu_ps(&fa[t11][33], t10, t13);
    }
}

/* The body uses i + 1, which is also the inner loop's step. */
static __typeof__(ia) ia __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void step_use(void) {
    vcc_no_contract_body
    for (int i = 0; i < 36; i++) {
        __m512i i_v = _mm512_set1_epi32((int)i);
        __m512i t1 = _mm512_set1_epi32(0);
        vcc_v16_uint j_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t2 = _mm512_add_epi32(i_v, _mm512_set1_epi32(1));
        long j_vec = 0L;
        /* vcc: loop at interchange.c:48 vectorized: VF 16, UF 2, masked remainder */
        for (;;) {
            __m512i ia_v = _mm512_loadu_si512(&ia[i + 1][j_vec]);
            __m512i t3 = _mm512_mullo_epi32(t2, (__m512i)j_v);
            __m512i t4 = _mm512_add_epi32(ia_v, t3);
            _mm512_storeu_si512(&ia[i][j_vec], t4);
            long t5 = j_vec + 16L;
            __m512i t6 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(16));
            __m512i ia_v_1 = _mm512_loadu_si512(&ia[i + 1][t5]);
            __m512i t7 = _mm512_mullo_epi32(t2, t6);
            __m512i t8 = _mm512_add_epi32(ia_v_1, t7);
            _mm512_storeu_si512(&ia[i][t5], t8);
            j_vec += 32L;
            __m512i t9 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(32));
            if (j_vec >= 32L) {
                break;
            }
            j_v = (vcc_v16_uint)t9;
        }
        __m512i t10 = _mm512_set1_epi32(13);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512i i_v_1 = _mm512_set1_epi32((int)i);
        __m512i t12 = _mm512_set1_epi32(32);
        __m512i t13 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t14 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(1));
        __m512i ia_v_2 = _mm512_maskz_loadu_epi32(t11, &ia[i + 1][32]);
        __m512i t15 = _mm512_mullo_epi32(t14, t13);
        __m512i t16 = _mm512_add_epi32(ia_v_2, t15);
        _mm512_mask_storeu_epi32(&ia[i][32], t11, t16);
    }
}

/* Both loops counting down, doubles. */
static __typeof__(da) da __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down(void) {
    vcc_no_contract_body
    for (int i = 36; i > 0; i--) {
        __m256i i_v = _mm256_set1_epi32((int)i);
        __m512d t1 = _mm512_cvtepi32_pd(i_v);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:55 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t2 = 44L + j_vec * -1L;
            __m512d t3 = _mm512_loadu_pd(&da[i - 1][t2] + -7);
            __m512d da_v = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t3);
            __m512d t4 = _mm512_mul_pd(da_v, _mm512_set1_pd(0.25));
            __m512d t5 = _mm512_add_pd(t4, t1);
            __m512d t6 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t5);
            _mm512_storeu_pd(&da[i][t2] + -7, t6);
            long t7 = 44L + (j_vec + 8L) * -1L;
            __m512d t8 = _mm512_loadu_pd(&da[i - 1][t7] + -7);
            __m512d da_v_1 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t8);
            __m512d t9 = _mm512_mul_pd(da_v_1, _mm512_set1_pd(0.25));
            __m512d t10 = _mm512_add_pd(t9, t1);
            __m512d t11 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t10);
            _mm512_storeu_pd(&da[i][t7] + -7, t11);
            long t12 = 44L + (j_vec + 16L) * -1L;
            __m512d t13 = _mm512_loadu_pd(&da[i - 1][t12] + -7);
            __m512d da_v_2 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t13);
            __m512d t14 = _mm512_mul_pd(da_v_2, _mm512_set1_pd(0.25));
            __m512d t15 = _mm512_add_pd(t14, t1);
            __m512d t16 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t15);
            _mm512_storeu_pd(&da[i][t12] + -7, t16);
            long t17 = 44L + (j_vec + 24L) * -1L;
            __m512d t18 = _mm512_loadu_pd(&da[i - 1][t17] + -7);
            __m512d da_v_3 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512d t19 = _mm512_mul_pd(da_v_3, _mm512_set1_pd(0.25));
            __m512d t20 = _mm512_add_pd(t19, t1);
            __m512d t21 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t20);
            _mm512_storeu_pd(&da[i][t17] + -7, t21);
            j_vec += 32L;
        } while (j_vec < 32L);
        __m256i i_v_1 = _mm256_set1_epi32((int)i);
        __m512d t22 = _mm512_cvtepi32_pd(i_v_1);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:55 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = 12L + j_vec_1 * -1L;
            __m512d t24 = _mm512_loadu_pd(&da[i - 1][t23] + -7);
            __m512d t25 = _mm512_mul_pd(t24, _mm512_set1_pd(0.25));
            __m512d t26 = _mm512_add_pd(t25, t22);
            _mm512_storeu_pd(&da[i][t23] + -7, t26);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        __m256i t27 = _mm256_set1_epi32(5);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i i_v_2 = _mm256_set1_epi32((int)i);
        __m512d t29 = _mm512_cvtepi32_pd(i_v_2);
        __m256i t30 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512d t31 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t30), (double *)((unsigned long)&da + (unsigned long)(long)(i - 1) * 360UL + 32UL - 56UL));
        __m512d t32 = _mm512_mul_pd(t31, _mm512_set1_pd(0.25));
        __m512d t33 = _mm512_add_pd(t32, t29);
        __m256i t34 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm512_mask_storeu_pd((double *)((unsigned long)&da + (unsigned long)(long)i * 360UL + 32UL - 56UL), _mm256_movepi32_mask(t34), t33);
    }
}

/* A sum per column into a global array: a store that does not move with the inner loop. */
static __typeof__(colsum) colsum __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void col_sums(void) {
    vcc_no_contract_body
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:62 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 16) {
        if (j_1 >= 45) {
            j = j_1;
            break;
        }
        if ((45U - (unsigned int)j_1) < 16U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < 37; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(&fa[t3][t4]);
            __m512 t8 = _mm512_add_ps(t6, t7);
            _mm512_storeu_ps(t5, t8);
        }
    }
    for (; j < 45; j++) {
        for (int i = 0; i < 37; i++) {
            long t1 = (long)j;
            float *t2 = &colsum[t1];
            *t2 = *t2 + fa[i][t1];
        }
    }
}

/* Through a pointer parameter that may point into fa: not interchanged. */
void col_sums_to(float *s) {
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            s[j] += fa[i][j];
}

/* Shorts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shorts(short k) {
    vcc_no_contract_body
    short (*t1)[45];
    int i = 0;
    while (i < 37) {
        __m128i k_v = _mm_set1_epi16((short)k);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:76 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            t1 = &sa[i];
            short *t2 = &(*t1)[j_vec];
            __m128i sa_v = _mm_loadu_si128((const __m128i *)t2);
            __m128i t3 = _mm_mullo_epi16(sa_v, _mm_set1_epi16((short)3));
            __m128i t4 = _mm_add_epi16(t3, k_v);
            _mm_storeu_si128((__m128i *)t2, t4);
            short *t5 = &(*t1)[j_vec + 8L];
            __m128i sa_v_1 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t6 = _mm_mullo_epi16(sa_v_1, _mm_set1_epi16((short)3));
            __m128i t7 = _mm_add_epi16(t6, k_v);
            _mm_storeu_si128((__m128i *)t5, t7);
            short *t8 = &(*t1)[j_vec + 16L];
            __m128i sa_v_2 = _mm_loadu_si128((const __m128i *)t8);
            __m128i t9 = _mm_mullo_epi16(sa_v_2, _mm_set1_epi16((short)3));
            __m128i t10 = _mm_add_epi16(t9, k_v);
            _mm_storeu_si128((__m128i *)t8, t10);
            short *t11 = &(*t1)[j_vec + 24L];
            __m128i sa_v_3 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t12 = _mm_mullo_epi16(sa_v_3, _mm_set1_epi16((short)3));
            __m128i t13 = _mm_add_epi16(t12, k_v);
            _mm_storeu_si128((__m128i *)t11, t13);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t14 = &(*t1)[32L + j_vec_1];
            __m128i sa_v_4 = _mm_loadu_si128((const __m128i *)t14);
            __m128i t15 = _mm_mullo_epi16(sa_v_4, _mm_set1_epi16((short)3));
            __m128i t16 = _mm_add_epi16(t15, k_v);
            _mm_storeu_si128((__m128i *)t14, t16);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        short *t17 = &(*t1)[40];
        int t18 = (int)k;
        *t17 = (short)((int)*t17 * 3 + t18);
        short *t19 = &(*t1)[41];
        *t19 = (short)((int)*t19 * 3 + t18);
        short *t20 = &(*t1)[42];
        *t20 = (short)((int)*t20 * 3 + t18);
        short *t21 = &(*t1)[43];
        *t21 = (short)((int)*t21 * 3 + t18);
        short *t22 = &(*t1)[44];
        *t22 = (short)((int)*t22 * 3 + t18);
        i++;
    }
}

/* Run-time trip counts (at most the arrays' lengths): the distances are unbounded, so the test
   solves each subscript's equation (C keeps every subscript but the first within its array). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void dep_rows(int rows, int cols) {
    vcc_no_contract_body
    int t10;
    int t17;
    int j;
    for (int i = 1; i < rows; i++) {
        long t1 = (long)cols;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:84 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                long t3 = (long)i;
                __m512 fa_v = _mm512_loadu_ps(&fa[i - 1][j_vec]);
                __m512 t4 = _mm512_mul_ps(fa_v, _mm512_set1_ps(0.75f));
                __m512 fb_v = _mm512_loadu_ps(&fb[t3][j_vec]);
                __m512 t5 = _mm512_add_ps(t4, fb_v);
                _mm512_storeu_ps(&fa[t3][j_vec], t5);
                long t6 = j_vec + 16L;
                long t7 = (long)i;
                __m512 fa_v_1 = _mm512_loadu_ps(&fa[i - 1][t6]);
                __m512 t8 = _mm512_mul_ps(fa_v_1, _mm512_set1_ps(0.75f));
                __m512 fb_v_1 = _mm512_loadu_ps(&fb[t7][t6]);
                __m512 t9 = _mm512_add_ps(t8, fb_v_1);
                _mm512_storeu_ps(&fa[t7][t6], t9);
                j_vec += 32L;
            } while (j_vec < t2);
            t10 = (int)t2;
        } else {
            t10 = 0;
        }
        long t11 = (long)cols + (long)t10 * -1L;
        if (t11 >= 16L) {
            long t12 = t11 & -16L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:84 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + j_vec_1;
                long t14 = (long)i;
                __m512 fa_v_2 = _mm512_loadu_ps(&fa[i - 1][t13]);
                __m512 t15 = _mm512_mul_ps(fa_v_2, _mm512_set1_ps(0.75f));
                __m512 fb_v_2 = _mm512_loadu_ps(&fb[t14][t13]);
                __m512 t16 = _mm512_add_ps(t15, fb_v_2);
                _mm512_storeu_ps(&fa[t14][t13], t16);
                j_vec_1 += 16L;
            } while (j_vec_1 < t12);
            t17 = (int)((long)t10 + t12);
        } else {
            t17 = t10;
        }
        long t18 = (long)cols + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            __m512i t19 = _mm512_set1_epi32((int)(int)t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            long t21 = (long)t17;
            long t22 = (long)i;
            __m512 fa_v_3 = _mm512_maskz_loadu_ps(t20, &fa[i - 1][t21]);
            __m512 t23 = _mm512_mul_ps(fa_v_3, _mm512_set1_ps(0.75f));
            __m512 fb_v_3 = _mm512_maskz_loadu_ps(t20, &fb[t22][t21]);
            __m512 t24 = _mm512_add_ps(t23, fb_v_3);
            _mm512_mask_storeu_ps(&fa[t22][t21], t20, t24);
            j = (int)((long)t17 + t18);
        } else {
            j = t17;
        }
        for (; j < cols; j++) {
            long t25 = (long)i;
            long t26 = (long)j;
            fa[t25][t26] = fa[i - 1][t26] * 0.75f + fb[t25][t26];
        }
    }
}

/* The same anti-diagonal distance (1, -1) with run-time counts: not interchanged. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void anti_diag_rows(int rows, int cols) {
    vcc_no_contract_body
    int i;
    for (int j = 1; j < cols; j++) {
        long t1 = (long)rows + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at interchange.c:92 vectorized: VF 16, UF 1, scalar epilogue */
            do {
                long t3 = (long)j;
                __m512 fa_v = _mm512_i32gather_ps(_mm512_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315, 360, 405, 450, 495, 540, 585, 630, 675), &fa[(int)i_vec + 1][j - 1], 4);
                __m512 t4 = _mm512_mul_ps(fa_v, _mm512_set1_ps(0.5f));
                __m512 fb_v = _mm512_i32gather_ps(_mm512_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315, 360, 405, 450, 495, 540, 585, 630, 675), &fb[i_vec][t3], 4);
                __m512 t5 = _mm512_add_ps(t4, fb_v);
                _mm512_i32scatter_ps(&fa[i_vec][t3], _mm512_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315, 360, 405, 450, 495, 540, 585, 630, 675), t5, 4);
                i_vec += 16L;
            } while (i_vec < t2);
            i = (int)t2;
        } else {
            i = 0;
        }
        for (;;) {
            int t6 = i + 1;
            if (t6 >= rows) {
                break;
            }
            long t7 = (long)i;
            long t8 = (long)j;
            fa[t7][t8] = fa[t6][j - 1] * 0.5f + fb[t7][t8];
            i = t6;
        }
    }
}

/* Tests on computed bounds (`i + 1 < rows`, `j < cols - 1`): each moves with its loop's
   control, computed again in the other header. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shifted_rows(int rows, int cols) {
    vcc_no_contract_body
    int t10;
    int t17;
    int j;
    for (int i = 0; (i + 1) < rows; i++) {
        long t1 = (long)cols + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:100 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                long t3 = (long)i;
                __m512 fb_v = _mm512_loadu_ps(&fb[i + 1][(int)j_vec + 1]);
                __m512 t4 = _mm512_mul_ps(fb_v, _mm512_set1_ps(0.5f));
                __m512 fa_v = _mm512_loadu_ps(&fa[t3][j_vec]);
                __m512 t5 = _mm512_sub_ps(t4, fa_v);
                _mm512_storeu_ps(&fb[t3][j_vec], t5);
                long t6 = j_vec + 16L;
                long t7 = (long)i;
                __m512 fb_v_1 = _mm512_loadu_ps(&fb[i + 1][(int)t6 + 1]);
                __m512 t8 = _mm512_mul_ps(fb_v_1, _mm512_set1_ps(0.5f));
                __m512 fa_v_1 = _mm512_loadu_ps(&fa[t7][t6]);
                __m512 t9 = _mm512_sub_ps(t8, fa_v_1);
                _mm512_storeu_ps(&fb[t7][t6], t9);
                j_vec += 32L;
            } while (j_vec < t2);
            t10 = (int)t2;
        } else {
            t10 = 0;
        }
        long t11 = (long)cols + (long)t10 * -1L + -1L;
        if (t11 >= 16L) {
            long t12 = t11 & -16L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:100 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + j_vec_1;
                long t14 = (long)i;
                __m512 fb_v_2 = _mm512_loadu_ps(&fb[i + 1][(int)t13 + 1]);
                __m512 t15 = _mm512_mul_ps(fb_v_2, _mm512_set1_ps(0.5f));
                __m512 fa_v_2 = _mm512_loadu_ps(&fa[t14][t13]);
                __m512 t16 = _mm512_sub_ps(t15, fa_v_2);
                _mm512_storeu_ps(&fb[t14][t13], t16);
                j_vec_1 += 16L;
            } while (j_vec_1 < t12);
            t17 = (int)((long)t10 + t12);
        } else {
            t17 = t10;
        }
        long t18 = (long)cols + (long)t17 * -1L + -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            __m512i t19 = _mm512_set1_epi32((int)(int)t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            long t21 = (long)t17;
            long t22 = (long)i;
            __m512 fb_v_3 = _mm512_maskz_loadu_ps(t20, &fb[i + 1][(int)t21 + 1]);
            __m512 t23 = _mm512_mul_ps(fb_v_3, _mm512_set1_ps(0.5f));
            __m512 fa_v_3 = _mm512_maskz_loadu_ps(t20, &fa[t22][t21]);
            __m512 t24 = _mm512_sub_ps(t23, fa_v_3);
            _mm512_mask_storeu_ps(&fb[t22][t21], t20, t24);
            j = (int)((long)t17 + t18);
        } else {
            j = t17;
        }
        for (;; j++) {
            int t25 = i + 1;
            if (j >= (cols - 1)) {
                break;
            }
            long t26 = (long)i;
            long t27 = (long)j;
            fb[t26][t27] = fb[t25][j + 1] * 0.5f - fa[t26][t27];
        }
    }
}

/* A column of sums kept in a global array, run-time counts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void col_sums_rows(int rows, int cols) {
    vcc_no_contract_body
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:106 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 16) {
        if (j_1 >= cols) {
            j = j_1;
            break;
        }
        if (((unsigned int)cols - (unsigned int)j_1) < 16U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < rows; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_set1_ps(0.5f);
            __m512 t8 = _mm512_mul_ps(t6, t7);
            __m512 t9 = _mm512_loadu_ps(&fa[t3][t4]);
            __m512 t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(t5, t10);
        }
    }
    for (; j < cols; j++) {
        for (int i = 0; i < rows; i++) {
            long t1 = (long)j;
            float *t2 = &colsum[t1];
            *t2 = *t2 * 0.5f + fa[i][t1];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    float s[45];
    int n;
    int t8;
    int t111;
    int j;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t8 = 1;
        } else {
            t8 = 0;
            n = n_1;
        }
        if (!t8) {
            return 0;
        }
        for (int i = 0; i < 37; i++) {
            int t9 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 7U) + (unsigned int)n);
            int t10 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 5U) + (unsigned int)n);
            int t11 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 3U) + (unsigned int)n);
            if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0)) {
                __m128i i_v = _mm_set1_epi32((int)i);
                __m128i n_v = _mm_set1_epi32((int)n);
                __m128i t12 = _mm_set1_epi32(0);
                vcc_v4_uint j_v = (vcc_v4_uint)_mm_add_epi32(t12, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t13 = _mm_set1_epi32((int)(t9 % 17));
                __m128i t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 3, 6, 9));
                __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(17));
                vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t14, t15);
                __m128i t16 = _mm_set1_epi32((int)(t10 % 13));
                __m128i t17 = _mm_add_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t18 = _mm_sub_epi32(t17, _mm_set1_epi32(13));
                vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t17, t18);
                __m128i t19 = _mm_set1_epi32((int)(t11 % 19));
                __m128i t20 = _mm_add_epi32(t19, _mm_setr_epi32(0, 11, 3, 14));
                __m128i t21 = _mm_sub_epi32(t20, _mm_set1_epi32(19));
                vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t20, t21);
                __m128i t22 = _mm_mullo_epi32(i_v, _mm_set1_epi32(7));
                __m128i t23 = _mm_mullo_epi32(i_v, _mm_set1_epi32(100));
                long j_vec = 0L;
                /* vcc: loop at interchange.c:115 vectorized: VF 4, UF 4, the remainder at 116:35 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 117:35 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 118:28 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    long t24 = (long)i;
                    __m128 t25 = _mm_cvtepi32_ps((__m128i)t1);
                    __m128 t26 = _mm_mul_ps(t25, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t24][j_vec], t26);
                    __m128 t27 = _mm_cvtepi32_ps((__m128i)t2);
                    __m128 t28 = _mm_mul_ps(t27, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t24][j_vec], t28);
                    __m256d t29 = _mm256_cvtepi32_pd((__m128i)t3);
                    _mm256_storeu_pd(&da[t24][j_vec], t29);
                    __m128i t30 = _mm_add_epi32(t23, (__m128i)j_v);
                    __m128i t31 = _mm_sub_epi32(t30, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t24][j_vec], t31);
                    __m128i t32 = _mm_sub_epi32(t22, (__m128i)j_v);
                    __m128i t33 = _mm_add_epi32(t32, n_v);
                    vcc_v4_short t34 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t33));
                    vcc_store(&sa[t24][j_vec], t34);
                    long t35 = j_vec + 4L;
                    __m128i t36 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(4));
                    long t37 = (long)i;
                    __m128i t38 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
                    __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(17));
                    __m128i t40 = _mm_min_epu32(t38, t39);
                    __m128 t41 = _mm_cvtepi32_ps(t40);
                    __m128 t42 = _mm_mul_ps(t41, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t37][t35], t42);
                    __m128i t43 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                    __m128i t44 = _mm_sub_epi32(t43, _mm_set1_epi32(13));
                    __m128i t45 = _mm_min_epu32(t43, t44);
                    __m128 t46 = _mm_cvtepi32_ps(t45);
                    __m128 t47 = _mm_mul_ps(t46, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t37][t35], t47);
                    __m128i t48 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                    __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(19));
                    __m128i t50 = _mm_min_epu32(t48, t49);
                    __m256d t51 = _mm256_cvtepi32_pd(t50);
                    _mm256_storeu_pd(&da[t37][t35], t51);
                    __m128i t52 = _mm_add_epi32(t23, t36);
                    __m128i t53 = _mm_sub_epi32(t52, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t37][t35], t53);
                    __m128i t54 = _mm_sub_epi32(t22, t36);
                    __m128i t55 = _mm_add_epi32(t54, n_v);
                    vcc_v4_short t56 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t55));
                    vcc_store(&sa[t37][t35], t56);
                    long t57 = j_vec + 8L;
                    __m128i t58 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(8));
                    long t59 = (long)i;
                    __m128i t60 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                    __m128i t61 = _mm_sub_epi32(t60, _mm_set1_epi32(17));
                    __m128i t62 = _mm_min_epu32(t60, t61);
                    __m128 t63 = _mm_cvtepi32_ps(t62);
                    __m128 t64 = _mm_mul_ps(t63, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t59][t57], t64);
                    __m128i t65 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                    __m128i t66 = _mm_sub_epi32(t65, _mm_set1_epi32(13));
                    __m128i t67 = _mm_min_epu32(t65, t66);
                    __m128 t68 = _mm_cvtepi32_ps(t67);
                    __m128 t69 = _mm_mul_ps(t68, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t59][t57], t69);
                    __m128i t70 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(12));
                    __m128i t71 = _mm_sub_epi32(t70, _mm_set1_epi32(19));
                    __m128i t72 = _mm_min_epu32(t70, t71);
                    __m256d t73 = _mm256_cvtepi32_pd(t72);
                    _mm256_storeu_pd(&da[t59][t57], t73);
                    __m128i t74 = _mm_add_epi32(t23, t58);
                    __m128i t75 = _mm_sub_epi32(t74, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t59][t57], t75);
                    __m128i t76 = _mm_sub_epi32(t22, t58);
                    __m128i t77 = _mm_add_epi32(t76, n_v);
                    vcc_v4_short t78 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t77));
                    vcc_store(&sa[t59][t57], t78);
                    long t79 = j_vec + 12L;
                    __m128i t80 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(12));
                    long t81 = (long)i;
                    __m128i t82 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                    __m128i t83 = _mm_sub_epi32(t82, _mm_set1_epi32(17));
                    __m128i t84 = _mm_min_epu32(t82, t83);
                    __m128 t85 = _mm_cvtepi32_ps(t84);
                    __m128 t86 = _mm_mul_ps(t85, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t81][t79], t86);
                    __m128i t87 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(12));
                    __m128i t88 = _mm_sub_epi32(t87, _mm_set1_epi32(13));
                    __m128i t89 = _mm_min_epu32(t87, t88);
                    __m128 t90 = _mm_cvtepi32_ps(t89);
                    __m128 t91 = _mm_mul_ps(t90, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t81][t79], t91);
                    __m128i t92 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(18));
                    __m128i t93 = _mm_sub_epi32(t92, _mm_set1_epi32(19));
                    __m128i t94 = _mm_min_epu32(t92, t93);
                    __m256d t95 = _mm256_cvtepi32_pd(t94);
                    _mm256_storeu_pd(&da[t81][t79], t95);
                    __m128i t96 = _mm_add_epi32(t23, t80);
                    __m128i t97 = _mm_sub_epi32(t96, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t81][t79], t97);
                    __m128i t98 = _mm_sub_epi32(t22, t80);
                    __m128i t99 = _mm_add_epi32(t98, n_v);
                    vcc_v4_short t100 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t99));
                    vcc_store(&sa[t81][t79], t100);
                    j_vec += 16L;
                    __m128i t101 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(16));
                    __m128i t102 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(14));
                    __m128i t103 = _mm_sub_epi32(t102, _mm_set1_epi32(17));
                    __m128i t104 = _mm_min_epu32(t102, t103);
                    __m128i t105 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
                    __m128i t106 = _mm_sub_epi32(t105, _mm_set1_epi32(13));
                    __m128i t107 = _mm_min_epu32(t105, t106);
                    __m128i t108 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(5));
                    __m128i t109 = _mm_sub_epi32(t108, _mm_set1_epi32(19));
                    __m128i t110 = _mm_min_epu32(t108, t109);
                    if (j_vec >= 32L) {
                        break;
                    }
                    j_v = (vcc_v4_uint)t101;
                    t1 = (vcc_v4_int)t104;
                    t2 = (vcc_v4_int)t107;
                    t3 = (vcc_v4_int)t110;
                }
                t111 = 32;
            } else {
                t111 = 0;
            }
            long t112 = (long)t111 * -1L + 45L;
            int t113 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 7U) + (unsigned int)(int)((unsigned int)t111 * 3U)) + (unsigned int)n);
            int t114 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 5U) + (unsigned int)t111) + (unsigned int)n);
            int t115 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 3U) + (unsigned int)(int)((unsigned int)t111 * 11U)) + (unsigned int)n);
            if ((t112 >= 4L) & (t113 >= 0) & (t114 >= 0) & (t115 >= 0)) {
                long t116 = t112 & -4L;
                __m128i i_v_1 = _mm_set1_epi32((int)i);
                __m128i n_v_1 = _mm_set1_epi32((int)n);
                __m128i t117 = _mm_set1_epi32((int)t111);
                vcc_v4_uint j_v_1 = (vcc_v4_uint)_mm_add_epi32(t117, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t118 = _mm_set1_epi32((int)(t113 % 17));
                __m128i t119 = _mm_add_epi32(t118, _mm_setr_epi32(0, 3, 6, 9));
                __m128i t120 = _mm_sub_epi32(t119, _mm_set1_epi32(17));
                vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t119, t120);
                __m128i t121 = _mm_set1_epi32((int)(t114 % 13));
                __m128i t122 = _mm_add_epi32(t121, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t123 = _mm_sub_epi32(t122, _mm_set1_epi32(13));
                vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t122, t123);
                __m128i t124 = _mm_set1_epi32((int)(t115 % 19));
                __m128i t125 = _mm_add_epi32(t124, _mm_setr_epi32(0, 11, 3, 14));
                __m128i t126 = _mm_sub_epi32(t125, _mm_set1_epi32(19));
                vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t125, t126);
                __m128i t127 = _mm_mullo_epi32(i_v_1, _mm_set1_epi32(7));
                __m128i t128 = _mm_mullo_epi32(i_v_1, _mm_set1_epi32(100));
                long j_vec_1 = 0L;
                /* vcc: loop at interchange.c:115 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t129 = (long)t111 + j_vec_1;
                    long t130 = (long)i;
                    __m128 t131 = _mm_cvtepi32_ps((__m128i)t4);
                    __m128 t132 = _mm_mul_ps(t131, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t130][t129], t132);
                    __m128 t133 = _mm_cvtepi32_ps((__m128i)t5);
                    __m128 t134 = _mm_mul_ps(t133, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t130][t129], t134);
                    __m256d t135 = _mm256_cvtepi32_pd((__m128i)t6);
                    _mm256_storeu_pd(&da[t130][t129], t135);
                    __m128i t136 = _mm_add_epi32(t128, (__m128i)j_v_1);
                    __m128i t137 = _mm_sub_epi32(t136, n_v_1);
                    _mm_storeu_si128((__m128i *)&ia[t130][t129], t137);
                    __m128i t138 = _mm_sub_epi32(t127, (__m128i)j_v_1);
                    __m128i t139 = _mm_add_epi32(t138, n_v_1);
                    vcc_v4_short t140 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t139));
                    vcc_store(&sa[t130][t129], t140);
                    j_vec_1 += 4L;
                    __m128i t141 = _mm_add_epi32((__m128i)j_v_1, _mm_set1_epi32(4));
                    __m128i t142 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(12));
                    __m128i t143 = _mm_sub_epi32(t142, _mm_set1_epi32(17));
                    __m128i t144 = _mm_min_epu32(t142, t143);
                    __m128i t145 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
                    __m128i t146 = _mm_sub_epi32(t145, _mm_set1_epi32(13));
                    __m128i t147 = _mm_min_epu32(t145, t146);
                    __m128i t148 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(6));
                    __m128i t149 = _mm_sub_epi32(t148, _mm_set1_epi32(19));
                    __m128i t150 = _mm_min_epu32(t148, t149);
                    if (j_vec_1 >= t116) {
                        break;
                    }
                    j_v_1 = (vcc_v4_uint)t141;
                    t4 = (vcc_v4_int)t144;
                    t5 = (vcc_v4_int)t147;
                    t6 = (vcc_v4_int)t150;
                }
                j = (int)((long)t111 + t116);
            } else {
                j = t111;
            }
            for (; j < 45; j++) {
                long t151 = (long)i;
                long t152 = (long)j;
                int t153 = i * 7;
                fa[t151][t152] = (float)((t153 + j * 3 + n) % 17) * 0.25f;
                fb[t151][t152] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[t151][t152] = (double)((i * 3 + j * 11 + n) % 19);
                ia[t151][t152] = i * 100 + j - n;
                sa[t151][t152] = (short)(t153 - j + n);
            }
        }
        __m512i t154 = _mm512_set1_epi32(0);
        vcc_v16_uint j_v_2 = (vcc_v16_uint)_mm512_add_epi32(t154, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long j_vec_2 = 0L;
        /* vcc: loop at interchange.c:122 vectorized: VF 16, UF 2, masked remainder */
        for (;;) {
            __m512 t155 = _mm512_cvtepi32_ps((__m512i)j_v_2);
            _mm512_storeu_ps(&colsum[j_vec_2], t155);
            __m512i t156 = _mm512_add_epi32((__m512i)j_v_2, _mm512_set1_epi32(16));
            __m512 t157 = _mm512_cvtepi32_ps(t156);
            _mm512_storeu_ps(&colsum[j_vec_2 + 16L], t157);
            j_vec_2 += 32L;
            __m512i t158 = _mm512_add_epi32((__m512i)j_v_2, _mm512_set1_epi32(32));
            if (j_vec_2 >= 32L) {
                break;
            }
            j_v_2 = (vcc_v16_uint)t158;
        }
        __m512i t159 = _mm512_set1_epi32(13);
        __mmask16 t160 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t159, _MM_CMPINT_LT);
        __m512i t161 = _mm512_set1_epi32(32);
        __m512i t162 = _mm512_add_epi32(t161, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512 t163 = _mm512_cvtepi32_ps(t162);
        _mm512_mask_storeu_ps(&colsum[32], t160, t163);
        s[0] = 0.0f;
        long t7 = 0L;
        /* vcc: loop at interchange.c:124 vectorized: VF 16, UF 2, masked remainder */
        do {
            _mm512_storeu_ps(&s[1L + t7], _mm512_set1_ps(0.0f));
            _mm512_storeu_ps(&s[1L + (t7 + 16L)], _mm512_set1_ps(0.0f));
            t7 += 32L;
        } while (t7 < 32L);
        __m512i t164 = _mm512_set1_epi32(12);
        __mmask16 t165 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t164, _MM_CMPINT_LT);
        _mm512_mask_storeu_ps(&s[33], t165, _mm512_set1_ps(0.0f));
        cols(0.5f + (float)n);
        dep_down();
        anti_diag();
        diag();
        step_use();
        down();
        col_sums();
        (_mm256_zeroupper(), col_sums_to(s));
        (_mm256_zeroupper(), col_sums_to(fa[1]));
        shorts((short)n);
        int rows = n % 38;
        int cols_1 = n * 7 % 46;
        dep_rows(rows, cols_1);
        anti_diag_rows(rows, cols_1);
        shifted_rows(rows, cols_1);
        col_sums_rows(rows, cols_1);
        unsigned long t166 = (_mm256_zeroupper(), hash_bytes((const void *)s, 180UL));
        unsigned long t167 = (_mm256_zeroupper(), hash_bytes((const void *)colsum, 180UL));
        unsigned long t168 = (_mm256_zeroupper(), hash_bytes((const void *)sa[0], 3330UL));
        unsigned long t169 = (_mm256_zeroupper(), hash_bytes((const void *)ia[0], 6660UL));
        unsigned long t170 = (_mm256_zeroupper(), hash_bytes((const void *)da[0], 13320UL));
        unsigned long t171 = (_mm256_zeroupper(), hash_bytes((const void *)fb[0], 6660UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa[0], 6660UL)), (unsigned long long)t171, (unsigned long long)t170, (unsigned long long)t169, (unsigned long long)t168, (unsigned long long)t167, (unsigned long long)t166);
    }
}
