/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
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
static __typeof__(fb) fb __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cols(float s) {
    vcc_no_contract_body
    for (int i = 0; i < 37; i++) {
        __m256 s_v = _mm256_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t1 = (long)i;
            float *t2 = &fa[t1][j_vec];
            __m256 fb_v = _mm256_loadu_ps(&fb[t1][j_vec]);
            __m256 t3 = _mm256_mul_ps(fb_v, s_v);
            __m256 fa_v = _mm256_loadu_ps(t2);
            __m256 t4 = _mm256_add_ps(t3, fa_v);
            _mm256_storeu_ps(t2, t4);
            long t5 = j_vec + 8L;
            long t6 = (long)i;
            float *t7 = &fa[t6][t5];
            __m256 fb_v_1 = _mm256_loadu_ps(&fb[t6][t5]);
            __m256 t8 = _mm256_mul_ps(fb_v_1, s_v);
            __m256 fa_v_1 = _mm256_loadu_ps(t7);
            __m256 t9 = _mm256_add_ps(t8, fa_v_1);
            _mm256_storeu_ps(t7, t9);
            long t10 = j_vec + 16L;
            long t11 = (long)i;
            float *t12 = &fa[t11][t10];
            __m256 fb_v_2 = _mm256_loadu_ps(&fb[t11][t10]);
            __m256 t13 = _mm256_mul_ps(fb_v_2, s_v);
            __m256 fa_v_2 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_add_ps(t13, fa_v_2);
            _mm256_storeu_ps(t12, t14);
            long t15 = j_vec + 24L;
            long t16 = (long)i;
            float *t17 = &fa[t16][t15];
            __m256 fb_v_3 = _mm256_loadu_ps(&fb[t16][t15]);
            __m256 t18 = _mm256_mul_ps(fb_v_3, s_v);
            __m256 fa_v_3 = _mm256_loadu_ps(t17);
            __m256 t19 = _mm256_add_ps(t18, fa_v_3);
            _mm256_storeu_ps(t17, t19);
            j_vec += 32L;
        } while (j_vec < 32L);
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t20 = 32L + j_vec_1;
            long t21 = (long)i;
            float *t22 = &fa[t21][t20];
            __m256 fb_v_4 = _mm256_loadu_ps(&fb[t21][t20]);
            __m256 t23 = _mm256_mul_ps(fb_v_4, s_v_1);
            __m256 fa_v_4 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_add_ps(t23, fa_v_4);
            _mm256_storeu_ps(t22, t24);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        __m256i t25 = _mm256_set1_epi32(5);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 s_v_2 = _mm256_set1_ps(s);
        long t27 = (long)i;
        float *t28 = &fa[t27][40];
        __m256 fb_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), &fb[t27][40]);
        __m256 t29 = _mm256_mul_ps(fb_v_5, s_v_2);
        __m256 fa_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), t28);
        __m256 t30 = _mm256_add_ps(t29, fa_v_5);
        _mm256_mask_storeu_ps(t28, _mm256_movepi32_mask(t26), t30);
    }
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void dep_down(void) {
    vcc_no_contract_body
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t1 = (long)i;
            __m256 fa_v = _mm256_loadu_ps(&fa[i - 1][j_vec]);
            __m256 fb_v = _mm256_loadu_ps(&fb[t1][j_vec]);
            __m256 t2 = _mm256_add_ps(fa_v, fb_v);
            _mm256_storeu_ps(&fa[t1][j_vec], t2);
            long t3 = j_vec + 8L;
            long t4 = (long)i;
            __m256 fa_v_1 = _mm256_loadu_ps(&fa[i - 1][t3]);
            __m256 fb_v_1 = _mm256_loadu_ps(&fb[t4][t3]);
            __m256 t5 = _mm256_add_ps(fa_v_1, fb_v_1);
            _mm256_storeu_ps(&fa[t4][t3], t5);
            long t6 = j_vec + 16L;
            long t7 = (long)i;
            __m256 fa_v_2 = _mm256_loadu_ps(&fa[i - 1][t6]);
            __m256 fb_v_2 = _mm256_loadu_ps(&fb[t7][t6]);
            __m256 t8 = _mm256_add_ps(fa_v_2, fb_v_2);
            _mm256_storeu_ps(&fa[t7][t6], t8);
            long t9 = j_vec + 24L;
            long t10 = (long)i;
            __m256 fa_v_3 = _mm256_loadu_ps(&fa[i - 1][t9]);
            __m256 fb_v_3 = _mm256_loadu_ps(&fb[t10][t9]);
            __m256 t11 = _mm256_add_ps(fa_v_3, fb_v_3);
            _mm256_storeu_ps(&fa[t10][t9], t11);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t12 = 32L + j_vec_1;
            long t13 = (long)i;
            __m256 fa_v_4 = _mm256_loadu_ps(&fa[i - 1][t12]);
            __m256 fb_v_4 = _mm256_loadu_ps(&fb[t13][t12]);
            __m256 t14 = _mm256_add_ps(fa_v_4, fb_v_4);
            _mm256_storeu_ps(&fa[t13][t12], t14);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        __m256i t15 = _mm256_set1_epi32(5);
        __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t17 = (long)i;
        __m256 fa_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t16), &fa[i - 1][40]);
        __m256 fb_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t16), &fb[t17][40]);
        __m256 t18 = _mm256_add_ps(fa_v_5, fb_v_5);
        _mm256_mask_storeu_ps(&fa[t17][40], _mm256_movepi32_mask(t16), t18);
    }
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void anti_diag(void) {
    vcc_no_contract_body
    long t4;
    long t5;
    int j = 1;
    while (j < 45) {
        long i_vec = 0L;
        /* vcc: loop at interchange.c:35 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t1 = i_vec + 8L;
            long t2 = i_vec + 16L;
            long t3 = i_vec + 24L;
            t4 = (long)j;
            t5 = (long)(j - 1);
            __m256 fa_v = vcc_avx2_gather8(_mm256_setr_ps, float, &fa[(int)i_vec + 1][t5], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315));
            __m256 fa_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, &fa[(int)t1 + 1][t5], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315));
            __m256 fa_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, &fa[(int)t2 + 1][t5], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315));
            __m256 fa_v_3 = vcc_avx2_gather8(_mm256_setr_ps, float, &fa[(int)t3 + 1][t5], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315));
            __m256 t6 = _mm256_mul_ps(fa_v, _mm256_set1_ps(0.5f));
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
            _mm256_i32scatter_ps(&fa[i_vec][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t7, 4);
            __m256 t8 = _mm256_mul_ps(fa_v_1, _mm256_set1_ps(0.5f));
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.0f));
            _mm256_i32scatter_ps(&fa[t1][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t9, 4);
            __m256 t10 = _mm256_mul_ps(fa_v_2, _mm256_set1_ps(0.5f));
            __m256 t11 = _mm256_add_ps(t10, _mm256_set1_ps(1.0f));
            _mm256_i32scatter_ps(&fa[t2][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t11, 4);
            __m256 t12 = _mm256_mul_ps(fa_v_3, _mm256_set1_ps(0.5f));
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
            _mm256_i32scatter_ps(&fa[t3][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t13, 4);
            i_vec += 32L;
        } while (i_vec < 32L);
        fa[32][t4] = fa[33][t5] * 0.5f + 1.0f;
        fa[33][t4] = fa[34][t5] * 0.5f + 1.0f;
        fa[34][t4] = fa[35][t5] * 0.5f + 1.0f;
        fa[35][t4] = fa[36][t5] * 0.5f + 1.0f;
        j++;
    }
}

/* Distance (1, 1): kept in order by the swap. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void diag(void) {
    vcc_no_contract_body
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:41 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t1 = 1L + j_vec;
            long t2 = (long)i;
            __m256 fa_v = _mm256_loadu_ps(&fa[i - 1][(int)t1 - 1]);
            __m256 t3 = _mm256_mul_ps(fa_v, _mm256_set1_ps(0.5f));
            __m256 fb_v = _mm256_loadu_ps(&fb[t2][t1]);
            __m256 t4 = _mm256_add_ps(t3, fb_v);
            _mm256_storeu_ps(&fa[t2][t1], t4);
            long t5 = 1L + (j_vec + 8L);
            long t6 = (long)i;
            __m256 fa_v_1 = _mm256_loadu_ps(&fa[i - 1][(int)t5 - 1]);
            __m256 t7 = _mm256_mul_ps(fa_v_1, _mm256_set1_ps(0.5f));
            __m256 fb_v_1 = _mm256_loadu_ps(&fb[t6][t5]);
            __m256 t8 = _mm256_add_ps(t7, fb_v_1);
            _mm256_storeu_ps(&fa[t6][t5], t8);
            long t9 = 1L + (j_vec + 16L);
            long t10 = (long)i;
            __m256 fa_v_2 = _mm256_loadu_ps(&fa[i - 1][(int)t9 - 1]);
            __m256 t11 = _mm256_mul_ps(fa_v_2, _mm256_set1_ps(0.5f));
            __m256 fb_v_2 = _mm256_loadu_ps(&fb[t10][t9]);
            __m256 t12 = _mm256_add_ps(t11, fb_v_2);
            _mm256_storeu_ps(&fa[t10][t9], t12);
            long t13 = 1L + (j_vec + 24L);
            long t14 = (long)i;
            __m256 fa_v_3 = _mm256_loadu_ps(&fa[i - 1][(int)t13 - 1]);
            __m256 t15 = _mm256_mul_ps(fa_v_3, _mm256_set1_ps(0.5f));
            __m256 fb_v_3 = _mm256_loadu_ps(&fb[t14][t13]);
            __m256 t16 = _mm256_add_ps(t15, fb_v_3);
            _mm256_storeu_ps(&fa[t14][t13], t16);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = 33L + j_vec_1;
            long t18 = (long)i;
            __m256 fa_v_4 = _mm256_loadu_ps(&fa[i - 1][(int)t17 - 1]);
            __m256 t19 = _mm256_mul_ps(fa_v_4, _mm256_set1_ps(0.5f));
            __m256 fb_v_4 = _mm256_loadu_ps(&fb[t18][t17]);
            __m256 t20 = _mm256_add_ps(t19, fb_v_4);
            _mm256_storeu_ps(&fa[t18][t17], t20);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        __m256i t21 = _mm256_set1_epi32(4);
        __m256i t22 = _mm256_cmpgt_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t23 = (long)i;
        __m256 fa_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t22), &fa[i - 1][40]);
        __m256 t24 = _mm256_mul_ps(fa_v_5, _mm256_set1_ps(0.5f));
        __m256 fb_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t22), &fb[t23][41]);
        __m256 t25 = _mm256_add_ps(t24, fb_v_5);
        _mm256_mask_storeu_ps(&fa[t23][41], _mm256_movepi32_mask(t22), t25);
    }
}

/* The body uses i + 1, which is also the inner loop's step. */
static __typeof__(ia) ia __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void step_use(void) {
    vcc_no_contract_body
    for (int i = 0; i < 36; i++) {
        __m256i i_v = _mm256_set1_epi32((int)i);
        __m256i t1 = _mm256_set1_epi32(0);
        vcc_v8_uint j_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t2 = _mm256_add_epi32(i_v, _mm256_set1_epi32(1));
        long j_vec = 0L;
        /* vcc: loop at interchange.c:48 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        for (;;) {
            __m256i ia_v = _mm256_loadu_si256((const __m256i *)&ia[i + 1][j_vec]);
            __m256i t3 = _mm256_mullo_epi32(t2, (__m256i)j_v);
            __m256i t4 = _mm256_add_epi32(ia_v, t3);
            _mm256_storeu_si256((__m256i *)&ia[i][j_vec], t4);
            long t5 = j_vec + 8L;
            __m256i t6 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(8));
            __m256i ia_v_1 = _mm256_loadu_si256((const __m256i *)&ia[i + 1][t5]);
            __m256i t7 = _mm256_mullo_epi32(t2, t6);
            __m256i t8 = _mm256_add_epi32(ia_v_1, t7);
            _mm256_storeu_si256((__m256i *)&ia[i][t5], t8);
            long t9 = j_vec + 16L;
            __m256i t10 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(16));
            __m256i ia_v_2 = _mm256_loadu_si256((const __m256i *)&ia[i + 1][t9]);
            __m256i t11 = _mm256_mullo_epi32(t2, t10);
            __m256i t12 = _mm256_add_epi32(ia_v_2, t11);
            _mm256_storeu_si256((__m256i *)&ia[i][t9], t12);
            long t13 = j_vec + 24L;
            __m256i t14 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(24));
            __m256i ia_v_3 = _mm256_loadu_si256((const __m256i *)&ia[i + 1][t13]);
            __m256i t15 = _mm256_mullo_epi32(t2, t14);
            __m256i t16 = _mm256_add_epi32(ia_v_3, t15);
            _mm256_storeu_si256((__m256i *)&ia[i][t13], t16);
            j_vec += 32L;
            __m256i t17 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(32));
            if (j_vec >= 32L) {
                break;
            }
            j_v = (vcc_v8_uint)t17;
        }
        __m256i i_v_1 = _mm256_set1_epi32((int)i);
        __m256i t18 = _mm256_set1_epi32(32);
        vcc_v8_uint j_v_1 = (vcc_v8_uint)_mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t19 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(1));
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t20 = 32L + j_vec_1;
            __m256i ia_v_4 = _mm256_loadu_si256((const __m256i *)&ia[i + 1][t20]);
            __m256i t21 = _mm256_mullo_epi32(t19, (__m256i)j_v_1);
            __m256i t22 = _mm256_add_epi32(ia_v_4, t21);
            _mm256_storeu_si256((__m256i *)&ia[i][t20], t22);
            j_vec_1 += 8L;
            __m256i t23 = _mm256_add_epi32((__m256i)j_v_1, _mm256_set1_epi32(8));
            if (j_vec_1 >= 8L) {
                break;
            }
            j_v_1 = (vcc_v8_uint)t23;
        }
        __m256i t24 = _mm256_set1_epi32(5);
        __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i i_v_2 = _mm256_set1_epi32((int)i);
        __m256i t26 = _mm256_set1_epi32(40);
        __m256i t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t28 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(1));
        __m256i ia_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), &ia[i + 1][40]);
        __m256i t29 = _mm256_mullo_epi32(t28, t27);
        __m256i t30 = _mm256_add_epi32(ia_v_5, t29);
        _mm256_mask_storeu_epi32(&ia[i][40], _mm256_movepi32_mask(t25), t30);
    }
}

/* Both loops counting down, doubles. */
static __typeof__(da) da __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down(void) {
    vcc_no_contract_body
    double (*t3)[45];
    int t4;
    double (*t5)[45];
    int i = 36;
    while (i > 0) {
        __m128i i_v = _mm_set1_epi32((int)i);
        __m256d t1 = _mm256_cvtepi32_pd(i_v);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t2 = 44L + j_vec * -1L;
            t3 = &da[i];
            t4 = i - 1;
            t5 = &da[t4];
            __m256d t6 = _mm256_loadu_pd(&(*t5)[t2] + -3);
            __m256d da_v = _mm256_permute4x64_pd(t6, 0x1b);
            __m256d t7 = _mm256_mul_pd(da_v, _mm256_set1_pd(0.25));
            __m256d t8 = _mm256_add_pd(t7, t1);
            __m256d t9 = _mm256_permute4x64_pd(t8, 0x1b);
            _mm256_storeu_pd(&(*t3)[t2] + -3, t9);
            long t10 = 44L + (j_vec + 4L) * -1L;
            __m256d t11 = _mm256_loadu_pd(&(*t5)[t10] + -3);
            __m256d da_v_1 = _mm256_permute4x64_pd(t11, 0x1b);
            __m256d t12 = _mm256_mul_pd(da_v_1, _mm256_set1_pd(0.25));
            __m256d t13 = _mm256_add_pd(t12, t1);
            __m256d t14 = _mm256_permute4x64_pd(t13, 0x1b);
            _mm256_storeu_pd(&(*t3)[t10] + -3, t14);
            long t15 = 44L + (j_vec + 8L) * -1L;
            __m256d t16 = _mm256_loadu_pd(&(*t5)[t15] + -3);
            __m256d da_v_2 = _mm256_permute4x64_pd(t16, 0x1b);
            __m256d t17 = _mm256_mul_pd(da_v_2, _mm256_set1_pd(0.25));
            __m256d t18 = _mm256_add_pd(t17, t1);
            __m256d t19 = _mm256_permute4x64_pd(t18, 0x1b);
            _mm256_storeu_pd(&(*t3)[t15] + -3, t19);
            long t20 = 44L + (j_vec + 12L) * -1L;
            __m256d t21 = _mm256_loadu_pd(&(*t5)[t20] + -3);
            __m256d da_v_3 = _mm256_permute4x64_pd(t21, 0x1b);
            __m256d t22 = _mm256_mul_pd(da_v_3, _mm256_set1_pd(0.25));
            __m256d t23 = _mm256_add_pd(t22, t1);
            __m256d t24 = _mm256_permute4x64_pd(t23, 0x1b);
            _mm256_storeu_pd(&(*t3)[t20] + -3, t24);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = 12L + j_vec_1 * -1L;
            __m256d t26 = _mm256_loadu_pd(&(*t5)[t25] + -3);
            __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.25));
            __m256d t28 = _mm256_add_pd(t27, t1);
            _mm256_storeu_pd(&(*t3)[t25] + -3, t28);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        (*t3)[0] = (*t5)[0] * 0.25 + (double)i;
        i = t4;
    }
}

/* A sum per column into a global array: a store that does not move with the inner loop. */
static __typeof__(colsum) colsum __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void col_sums(void) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shorts(short k) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void dep_rows(int rows, int cols) {
    vcc_no_contract_body
    int t18;
    int t25;
    int j;
    for (int i = 1; i < rows; i++) {
        long t1 = (long)cols;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:84 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long t3 = (long)i;
                __m256 fa_v = _mm256_loadu_ps(&fa[i - 1][j_vec]);
                __m256 t4 = _mm256_mul_ps(fa_v, _mm256_set1_ps(0.75f));
                __m256 fb_v = _mm256_loadu_ps(&fb[t3][j_vec]);
                __m256 t5 = _mm256_add_ps(t4, fb_v);
                _mm256_storeu_ps(&fa[t3][j_vec], t5);
                long t6 = j_vec + 8L;
                long t7 = (long)i;
                __m256 fa_v_1 = _mm256_loadu_ps(&fa[i - 1][t6]);
                __m256 t8 = _mm256_mul_ps(fa_v_1, _mm256_set1_ps(0.75f));
                __m256 fb_v_1 = _mm256_loadu_ps(&fb[t7][t6]);
                __m256 t9 = _mm256_add_ps(t8, fb_v_1);
                _mm256_storeu_ps(&fa[t7][t6], t9);
                long t10 = j_vec + 16L;
                long t11 = (long)i;
                __m256 fa_v_2 = _mm256_loadu_ps(&fa[i - 1][t10]);
                __m256 t12 = _mm256_mul_ps(fa_v_2, _mm256_set1_ps(0.75f));
                __m256 fb_v_2 = _mm256_loadu_ps(&fb[t11][t10]);
                __m256 t13 = _mm256_add_ps(t12, fb_v_2);
                _mm256_storeu_ps(&fa[t11][t10], t13);
                long t14 = j_vec + 24L;
                long t15 = (long)i;
                __m256 fa_v_3 = _mm256_loadu_ps(&fa[i - 1][t14]);
                __m256 t16 = _mm256_mul_ps(fa_v_3, _mm256_set1_ps(0.75f));
                __m256 fb_v_3 = _mm256_loadu_ps(&fb[t15][t14]);
                __m256 t17 = _mm256_add_ps(t16, fb_v_3);
                _mm256_storeu_ps(&fa[t15][t14], t17);
                j_vec += 32L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:84 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                __m256 fa_v_4 = _mm256_loadu_ps(&fa[i - 1][t21]);
                __m256 t23 = _mm256_mul_ps(fa_v_4, _mm256_set1_ps(0.75f));
                __m256 fb_v_4 = _mm256_loadu_ps(&fb[t22][t21]);
                __m256 t24 = _mm256_add_ps(t23, fb_v_4);
                _mm256_storeu_ps(&fa[t22][t21], t24);
                j_vec_1 += 8L;
            } while (j_vec_1 < t20);
            t25 = (int)((long)t18 + t20);
        } else {
            t25 = t18;
        }
        long t26 = (long)cols + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            __m256i t27 = _mm256_set1_epi32((int)(int)t26);
            __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t29 = (long)t25;
            long t30 = (long)i;
            __m256 fa_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), &fa[i - 1][t29]);
            __m256 t31 = _mm256_mul_ps(fa_v_5, _mm256_set1_ps(0.75f));
            __m256 fb_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), &fb[t30][t29]);
            __m256 t32 = _mm256_add_ps(t31, fb_v_5);
            _mm256_mask_storeu_ps(&fa[t30][t29], _mm256_movepi32_mask(t28), t32);
            j = (int)((long)t25 + t26);
        } else {
            j = t25;
        }
        for (; j < cols; j++) {
            long t33 = (long)i;
            long t34 = (long)j;
            fa[t33][t34] = fa[i - 1][t34] * 0.75f + fb[t33][t34];
        }
    }
}

/* The same anti-diagonal distance (1, -1) with run-time counts: not interchanged. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void anti_diag_rows(int rows, int cols) {
    vcc_no_contract_body
    int i;
    for (int j = 1; j < cols; j++) {
        long t1 = (long)rows + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            long i_vec = 0L;
            /* vcc: loop at interchange.c:92 vectorized: VF 8, UF 1, scalar epilogue */
            do {
                long t3 = (long)j;
                __m256 fa_v = vcc_avx2_gather8(_mm256_setr_ps, float, &fa[(int)i_vec + 1][j - 1], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315));
                __m256 t4 = _mm256_mul_ps(fa_v, _mm256_set1_ps(0.5f));
                __m256 fb_v = vcc_avx2_gather8(_mm256_setr_ps, float, &fb[i_vec][t3], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315));
                __m256 t5 = _mm256_add_ps(t4, fb_v);
                _mm256_i32scatter_ps(&fa[i_vec][t3], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t5, 4);
                i_vec += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shifted_rows(int rows, int cols) {
    vcc_no_contract_body
    int t18;
    int t25;
    int j;
    for (int i = 0; (i + 1) < rows; i++) {
        long t1 = (long)cols + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:100 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long t3 = (long)i;
                __m256 fb_v = _mm256_loadu_ps(&fb[i + 1][(int)j_vec + 1]);
                __m256 t4 = _mm256_mul_ps(fb_v, _mm256_set1_ps(0.5f));
                __m256 fa_v = _mm256_loadu_ps(&fa[t3][j_vec]);
                __m256 t5 = _mm256_sub_ps(t4, fa_v);
                _mm256_storeu_ps(&fb[t3][j_vec], t5);
                long t6 = j_vec + 8L;
                long t7 = (long)i;
                __m256 fb_v_1 = _mm256_loadu_ps(&fb[i + 1][(int)t6 + 1]);
                __m256 t8 = _mm256_mul_ps(fb_v_1, _mm256_set1_ps(0.5f));
                __m256 fa_v_1 = _mm256_loadu_ps(&fa[t7][t6]);
                __m256 t9 = _mm256_sub_ps(t8, fa_v_1);
                _mm256_storeu_ps(&fb[t7][t6], t9);
                long t10 = j_vec + 16L;
                long t11 = (long)i;
                __m256 fb_v_2 = _mm256_loadu_ps(&fb[i + 1][(int)t10 + 1]);
                __m256 t12 = _mm256_mul_ps(fb_v_2, _mm256_set1_ps(0.5f));
                __m256 fa_v_2 = _mm256_loadu_ps(&fa[t11][t10]);
                __m256 t13 = _mm256_sub_ps(t12, fa_v_2);
                _mm256_storeu_ps(&fb[t11][t10], t13);
                long t14 = j_vec + 24L;
                long t15 = (long)i;
                __m256 fb_v_3 = _mm256_loadu_ps(&fb[i + 1][(int)t14 + 1]);
                __m256 t16 = _mm256_mul_ps(fb_v_3, _mm256_set1_ps(0.5f));
                __m256 fa_v_3 = _mm256_loadu_ps(&fa[t15][t14]);
                __m256 t17 = _mm256_sub_ps(t16, fa_v_3);
                _mm256_storeu_ps(&fb[t15][t14], t17);
                j_vec += 32L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L + -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:100 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                __m256 fb_v_4 = _mm256_loadu_ps(&fb[i + 1][(int)t21 + 1]);
                __m256 t23 = _mm256_mul_ps(fb_v_4, _mm256_set1_ps(0.5f));
                __m256 fa_v_4 = _mm256_loadu_ps(&fa[t22][t21]);
                __m256 t24 = _mm256_sub_ps(t23, fa_v_4);
                _mm256_storeu_ps(&fb[t22][t21], t24);
                j_vec_1 += 8L;
            } while (j_vec_1 < t20);
            t25 = (int)((long)t18 + t20);
        } else {
            t25 = t18;
        }
        long t26 = (long)cols + (long)t25 * -1L + -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            __m256i t27 = _mm256_set1_epi32((int)(int)t26);
            __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t29 = (long)t25;
            long t30 = (long)i;
            __m256 fb_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), &fb[i + 1][(int)t29 + 1]);
            __m256 t31 = _mm256_mul_ps(fb_v_5, _mm256_set1_ps(0.5f));
            __m256 fa_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), &fa[t30][t29]);
            __m256 t32 = _mm256_sub_ps(t31, fa_v_5);
            _mm256_mask_storeu_ps(&fb[t30][t29], _mm256_movepi32_mask(t28), t32);
            j = (int)((long)t25 + t26);
        } else {
            j = t25;
        }
        for (;; j++) {
            int t33 = i + 1;
            if (j >= (cols - 1)) {
                break;
            }
            long t34 = (long)i;
            long t35 = (long)j;
            fb[t34][t35] = fb[t33][j + 1] * 0.5f - fa[t34][t35];
        }
    }
}

/* A column of sums kept in a global array, run-time counts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void col_sums_rows(int rows, int cols) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float s[45];
    int n;
    int t9;
    int t112;
    int j;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            return 0;
        }
        for (int i = 0; i < 37; i++) {
            int t10 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 7U) + (unsigned int)n);
            int t11 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 5U) + (unsigned int)n);
            int t12 = (int)((unsigned int)(int)(unsigned int)(int)((unsigned int)i * 3U) + (unsigned int)n);
            if (1 & (t10 >= 0) & (t11 >= 0) & (t12 >= 0)) {
                __m128i i_v = _mm_set1_epi32((int)i);
                __m128i n_v = _mm_set1_epi32((int)n);
                __m128i t13 = _mm_set1_epi32(0);
                vcc_v4_uint j_v = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t14 = _mm_set1_epi32((int)(t10 % 17));
                __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 3, 6, 9));
                __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(17));
                vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t15, t16);
                __m128i t17 = _mm_set1_epi32((int)(t11 % 13));
                __m128i t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(13));
                vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t18, t19);
                __m128i t20 = _mm_set1_epi32((int)(t12 % 19));
                __m128i t21 = _mm_add_epi32(t20, _mm_setr_epi32(0, 11, 3, 14));
                __m128i t22 = _mm_sub_epi32(t21, _mm_set1_epi32(19));
                vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t21, t22);
                __m128i t23 = _mm_mullo_epi32(i_v, _mm_set1_epi32(7));
                __m128i t24 = _mm_mullo_epi32(i_v, _mm_set1_epi32(100));
                long j_vec = 0L;
                /* vcc: loop at interchange.c:115 vectorized: VF 4, UF 4, the remainder at 116:35 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 117:35 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 118:28 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    long t25 = (long)i;
                    __m128 t26 = _mm_cvtepi32_ps((__m128i)t1);
                    __m128 t27 = _mm_mul_ps(t26, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t25][j_vec], t27);
                    __m128 t28 = _mm_cvtepi32_ps((__m128i)t2);
                    __m128 t29 = _mm_mul_ps(t28, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t25][j_vec], t29);
                    __m256d t30 = _mm256_cvtepi32_pd((__m128i)t3);
                    _mm256_storeu_pd(&da[t25][j_vec], t30);
                    __m128i t31 = _mm_add_epi32(t24, (__m128i)j_v);
                    __m128i t32 = _mm_sub_epi32(t31, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t25][j_vec], t32);
                    __m128i t33 = _mm_sub_epi32(t23, (__m128i)j_v);
                    __m128i t34 = _mm_add_epi32(t33, n_v);
                    vcc_v4_short t35 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t34));
                    vcc_store(&sa[t25][j_vec], t35);
                    long t36 = j_vec + 4L;
                    __m128i t37 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(4));
                    long t38 = (long)i;
                    __m128i t39 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
                    __m128i t40 = _mm_sub_epi32(t39, _mm_set1_epi32(17));
                    __m128i t41 = _mm_min_epu32(t39, t40);
                    __m128 t42 = _mm_cvtepi32_ps(t41);
                    __m128 t43 = _mm_mul_ps(t42, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t38][t36], t43);
                    __m128i t44 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                    __m128i t45 = _mm_sub_epi32(t44, _mm_set1_epi32(13));
                    __m128i t46 = _mm_min_epu32(t44, t45);
                    __m128 t47 = _mm_cvtepi32_ps(t46);
                    __m128 t48 = _mm_mul_ps(t47, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t38][t36], t48);
                    __m128i t49 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                    __m128i t50 = _mm_sub_epi32(t49, _mm_set1_epi32(19));
                    __m128i t51 = _mm_min_epu32(t49, t50);
                    __m256d t52 = _mm256_cvtepi32_pd(t51);
                    _mm256_storeu_pd(&da[t38][t36], t52);
                    __m128i t53 = _mm_add_epi32(t24, t37);
                    __m128i t54 = _mm_sub_epi32(t53, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t38][t36], t54);
                    __m128i t55 = _mm_sub_epi32(t23, t37);
                    __m128i t56 = _mm_add_epi32(t55, n_v);
                    vcc_v4_short t57 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t56));
                    vcc_store(&sa[t38][t36], t57);
                    long t58 = j_vec + 8L;
                    __m128i t59 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(8));
                    long t60 = (long)i;
                    __m128i t61 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                    __m128i t62 = _mm_sub_epi32(t61, _mm_set1_epi32(17));
                    __m128i t63 = _mm_min_epu32(t61, t62);
                    __m128 t64 = _mm_cvtepi32_ps(t63);
                    __m128 t65 = _mm_mul_ps(t64, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t60][t58], t65);
                    __m128i t66 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                    __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(13));
                    __m128i t68 = _mm_min_epu32(t66, t67);
                    __m128 t69 = _mm_cvtepi32_ps(t68);
                    __m128 t70 = _mm_mul_ps(t69, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t60][t58], t70);
                    __m128i t71 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(12));
                    __m128i t72 = _mm_sub_epi32(t71, _mm_set1_epi32(19));
                    __m128i t73 = _mm_min_epu32(t71, t72);
                    __m256d t74 = _mm256_cvtepi32_pd(t73);
                    _mm256_storeu_pd(&da[t60][t58], t74);
                    __m128i t75 = _mm_add_epi32(t24, t59);
                    __m128i t76 = _mm_sub_epi32(t75, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t60][t58], t76);
                    __m128i t77 = _mm_sub_epi32(t23, t59);
                    __m128i t78 = _mm_add_epi32(t77, n_v);
                    vcc_v4_short t79 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t78));
                    vcc_store(&sa[t60][t58], t79);
                    long t80 = j_vec + 12L;
                    __m128i t81 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(12));
                    long t82 = (long)i;
                    __m128i t83 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                    __m128i t84 = _mm_sub_epi32(t83, _mm_set1_epi32(17));
                    __m128i t85 = _mm_min_epu32(t83, t84);
                    __m128 t86 = _mm_cvtepi32_ps(t85);
                    __m128 t87 = _mm_mul_ps(t86, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t82][t80], t87);
                    __m128i t88 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(12));
                    __m128i t89 = _mm_sub_epi32(t88, _mm_set1_epi32(13));
                    __m128i t90 = _mm_min_epu32(t88, t89);
                    __m128 t91 = _mm_cvtepi32_ps(t90);
                    __m128 t92 = _mm_mul_ps(t91, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t82][t80], t92);
                    __m128i t93 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(18));
                    __m128i t94 = _mm_sub_epi32(t93, _mm_set1_epi32(19));
                    __m128i t95 = _mm_min_epu32(t93, t94);
                    __m256d t96 = _mm256_cvtepi32_pd(t95);
                    _mm256_storeu_pd(&da[t82][t80], t96);
                    __m128i t97 = _mm_add_epi32(t24, t81);
                    __m128i t98 = _mm_sub_epi32(t97, n_v);
                    _mm_storeu_si128((__m128i *)&ia[t82][t80], t98);
                    __m128i t99 = _mm_sub_epi32(t23, t81);
                    __m128i t100 = _mm_add_epi32(t99, n_v);
                    vcc_v4_short t101 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t100));
                    vcc_store(&sa[t82][t80], t101);
                    j_vec += 16L;
                    __m128i t102 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(16));
                    __m128i t103 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(14));
                    __m128i t104 = _mm_sub_epi32(t103, _mm_set1_epi32(17));
                    __m128i t105 = _mm_min_epu32(t103, t104);
                    __m128i t106 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
                    __m128i t107 = _mm_sub_epi32(t106, _mm_set1_epi32(13));
                    __m128i t108 = _mm_min_epu32(t106, t107);
                    __m128i t109 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(5));
                    __m128i t110 = _mm_sub_epi32(t109, _mm_set1_epi32(19));
                    __m128i t111 = _mm_min_epu32(t109, t110);
                    if (j_vec >= 32L) {
                        break;
                    }
                    j_v = (vcc_v4_uint)t102;
                    t1 = (vcc_v4_int)t105;
                    t2 = (vcc_v4_int)t108;
                    t3 = (vcc_v4_int)t111;
                }
                t112 = 32;
            } else {
                t112 = 0;
            }
            long t113 = (long)t112 * -1L + 45L;
            int t114 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 7U) + (unsigned int)(int)((unsigned int)t112 * 3U)) + (unsigned int)n);
            int t115 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 5U) + (unsigned int)t112) + (unsigned int)n);
            int t116 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 3U) + (unsigned int)(int)((unsigned int)t112 * 11U)) + (unsigned int)n);
            if ((t113 >= 4L) & (t114 >= 0) & (t115 >= 0) & (t116 >= 0)) {
                long t117 = t113 & -4L;
                __m128i i_v_1 = _mm_set1_epi32((int)i);
                __m128i n_v_1 = _mm_set1_epi32((int)n);
                __m128i t118 = _mm_set1_epi32((int)t112);
                vcc_v4_uint j_v_1 = (vcc_v4_uint)_mm_add_epi32(t118, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t119 = _mm_set1_epi32((int)(t114 % 17));
                __m128i t120 = _mm_add_epi32(t119, _mm_setr_epi32(0, 3, 6, 9));
                __m128i t121 = _mm_sub_epi32(t120, _mm_set1_epi32(17));
                vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t120, t121);
                __m128i t122 = _mm_set1_epi32((int)(t115 % 13));
                __m128i t123 = _mm_add_epi32(t122, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t124 = _mm_sub_epi32(t123, _mm_set1_epi32(13));
                vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t123, t124);
                __m128i t125 = _mm_set1_epi32((int)(t116 % 19));
                __m128i t126 = _mm_add_epi32(t125, _mm_setr_epi32(0, 11, 3, 14));
                __m128i t127 = _mm_sub_epi32(t126, _mm_set1_epi32(19));
                vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t126, t127);
                __m128i t128 = _mm_mullo_epi32(i_v_1, _mm_set1_epi32(7));
                __m128i t129 = _mm_mullo_epi32(i_v_1, _mm_set1_epi32(100));
                long j_vec_1 = 0L;
                /* vcc: loop at interchange.c:115 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t130 = (long)t112 + j_vec_1;
                    long t131 = (long)i;
                    __m128 t132 = _mm_cvtepi32_ps((__m128i)t4);
                    __m128 t133 = _mm_mul_ps(t132, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t131][t130], t133);
                    __m128 t134 = _mm_cvtepi32_ps((__m128i)t5);
                    __m128 t135 = _mm_mul_ps(t134, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t131][t130], t135);
                    __m256d t136 = _mm256_cvtepi32_pd((__m128i)t6);
                    _mm256_storeu_pd(&da[t131][t130], t136);
                    __m128i t137 = _mm_add_epi32(t129, (__m128i)j_v_1);
                    __m128i t138 = _mm_sub_epi32(t137, n_v_1);
                    _mm_storeu_si128((__m128i *)&ia[t131][t130], t138);
                    __m128i t139 = _mm_sub_epi32(t128, (__m128i)j_v_1);
                    __m128i t140 = _mm_add_epi32(t139, n_v_1);
                    vcc_v4_short t141 = (vcc_v4_short)_mm_cvtsi128_si64(_mm_cvtepi32_epi16(t140));
                    vcc_store(&sa[t131][t130], t141);
                    j_vec_1 += 4L;
                    __m128i t142 = _mm_add_epi32((__m128i)j_v_1, _mm_set1_epi32(4));
                    __m128i t143 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(12));
                    __m128i t144 = _mm_sub_epi32(t143, _mm_set1_epi32(17));
                    __m128i t145 = _mm_min_epu32(t143, t144);
                    __m128i t146 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
                    __m128i t147 = _mm_sub_epi32(t146, _mm_set1_epi32(13));
                    __m128i t148 = _mm_min_epu32(t146, t147);
                    __m128i t149 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(6));
                    __m128i t150 = _mm_sub_epi32(t149, _mm_set1_epi32(19));
                    __m128i t151 = _mm_min_epu32(t149, t150);
                    if (j_vec_1 >= t117) {
                        break;
                    }
                    j_v_1 = (vcc_v4_uint)t142;
                    t4 = (vcc_v4_int)t145;
                    t5 = (vcc_v4_int)t148;
                    t6 = (vcc_v4_int)t151;
                }
                j = (int)((long)t112 + t117);
            } else {
                j = t112;
            }
            for (; j < 45; j++) {
                long t152 = (long)i;
                long t153 = (long)j;
                int t154 = i * 7;
                fa[t152][t153] = (float)((t154 + j * 3 + n) % 17) * 0.25f;
                fb[t152][t153] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[t152][t153] = (double)((i * 3 + j * 11 + n) % 19);
                ia[t152][t153] = i * 100 + j - n;
                sa[t152][t153] = (short)(t154 - j + n);
            }
        }
        __m256i t155 = _mm256_set1_epi32(0);
        vcc_v8_uint j_v_2 = (vcc_v8_uint)_mm256_add_epi32(t155, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long j_vec_2 = 0L;
        /* vcc: loop at interchange.c:122 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        for (;;) {
            __m256 t156 = _mm256_cvtepi32_ps((__m256i)j_v_2);
            _mm256_storeu_ps(&colsum[j_vec_2], t156);
            __m256i t157 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(8));
            __m256 t158 = _mm256_cvtepi32_ps(t157);
            _mm256_storeu_ps(&colsum[j_vec_2 + 8L], t158);
            __m256i t159 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(16));
            __m256 t160 = _mm256_cvtepi32_ps(t159);
            _mm256_storeu_ps(&colsum[j_vec_2 + 16L], t160);
            __m256i t161 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(24));
            __m256 t162 = _mm256_cvtepi32_ps(t161);
            _mm256_storeu_ps(&colsum[j_vec_2 + 24L], t162);
            j_vec_2 += 32L;
            __m256i t163 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(32));
            if (j_vec_2 >= 32L) {
                break;
            }
            j_v_2 = (vcc_v8_uint)t163;
        }
        __m256i t164 = _mm256_set1_epi32(32);
        vcc_v8_uint j_v_3 = (vcc_v8_uint)_mm256_add_epi32(t164, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long j_vec_3 = 0L;
        /* vcc: loop at interchange.c:122 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256 t165 = _mm256_cvtepi32_ps((__m256i)j_v_3);
            _mm256_storeu_ps(&colsum[32L + j_vec_3], t165);
            j_vec_3 += 8L;
            __m256i t166 = _mm256_add_epi32((__m256i)j_v_3, _mm256_set1_epi32(8));
            if (j_vec_3 >= 8L) {
                break;
            }
            j_v_3 = (vcc_v8_uint)t166;
        }
        __m256i t167 = _mm256_set1_epi32(5);
        __m256i t168 = _mm256_cmpgt_epi32(t167, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t169 = _mm256_set1_epi32(40);
        __m256i t170 = _mm256_add_epi32(t169, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t171 = _mm256_cvtepi32_ps(t170);
        _mm256_mask_storeu_ps(&colsum[40], _mm256_movepi32_mask(t168), t171);
        s[0] = 0.0f;
        long t7 = 0L;
        /* vcc: loop at interchange.c:124 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_ps(&s[1L + t7], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&s[1L + (t7 + 8L)], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&s[1L + (t7 + 16L)], _mm256_set1_ps(0.0f));
            _mm256_storeu_ps(&s[1L + (t7 + 24L)], _mm256_set1_ps(0.0f));
            t7 += 32L;
        } while (t7 < 32L);
        long t8 = 0L;
        /* vcc: loop at interchange.c:124 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_ps(&s[33L + t8], _mm256_set1_ps(0.0f));
            t8 += 8L;
        } while (t8 < 8L);
        __m256i t172 = _mm256_set1_epi32(4);
        __m256i t173 = _mm256_cmpgt_epi32(t172, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_ps(&s[41], _mm256_movepi32_mask(t173), _mm256_set1_ps(0.0f));
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
        unsigned long t174 = (_mm256_zeroupper(), hash_bytes((const void *)s, 180UL));
        unsigned long t175 = (_mm256_zeroupper(), hash_bytes((const void *)colsum, 180UL));
        unsigned long t176 = (_mm256_zeroupper(), hash_bytes((const void *)sa[0], 3330UL));
        unsigned long t177 = (_mm256_zeroupper(), hash_bytes((const void *)ia[0], 6660UL));
        unsigned long t178 = (_mm256_zeroupper(), hash_bytes((const void *)da[0], 13320UL));
        unsigned long t179 = (_mm256_zeroupper(), hash_bytes((const void *)fb[0], 6660UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa[0], 6660UL)), (unsigned long long)t179, (unsigned long long)t178, (unsigned long long)t177, (unsigned long long)t176, (unsigned long long)t175, (unsigned long long)t174);
    }
}
