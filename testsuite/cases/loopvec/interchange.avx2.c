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
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)
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
static __typeof__(fa) fa __attribute__((aligned(32)));
static __typeof__(fb) fb __attribute__((aligned(32)));
__attribute__((target("avx2"))) void cols(float s) {
    float (*t2)[45];
    float (*t4)[45];
    int i = 0;
    while (i < 37) {
        __m256 s_v = _mm256_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t1 = (long)i;
            t2 = &fa[t1];
            float *t3 = &(*t2)[j_vec];
            t4 = &fb[t1];
            __m256 fb_v = _mm256_loadu_ps(&(*t4)[j_vec]);
            __m256 t5 = _mm256_mul_ps(fb_v, s_v);
            __m256 fa_v = _mm256_loadu_ps(t3);
            __m256 t6 = _mm256_add_ps(t5, fa_v);
            _mm256_storeu_ps(t3, t6);
            long t7 = j_vec + 8L;
            float *t8 = &(*t2)[t7];
            __m256 fb_v_1 = _mm256_loadu_ps(&(*t4)[t7]);
            __m256 t9 = _mm256_mul_ps(fb_v_1, s_v);
            __m256 fa_v_1 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_add_ps(t9, fa_v_1);
            _mm256_storeu_ps(t8, t10);
            long t11 = j_vec + 16L;
            float *t12 = &(*t2)[t11];
            __m256 fb_v_2 = _mm256_loadu_ps(&(*t4)[t11]);
            __m256 t13 = _mm256_mul_ps(fb_v_2, s_v);
            __m256 fa_v_2 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_add_ps(t13, fa_v_2);
            _mm256_storeu_ps(t12, t14);
            long t15 = j_vec + 24L;
            float *t16 = &(*t2)[t15];
            __m256 fb_v_3 = _mm256_loadu_ps(&(*t4)[t15]);
            __m256 t17 = _mm256_mul_ps(fb_v_3, s_v);
            __m256 fa_v_3 = _mm256_loadu_ps(t16);
            __m256 t18 = _mm256_add_ps(t17, fa_v_3);
            _mm256_storeu_ps(t16, t18);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = 32L + j_vec_1;
            float *t20 = &(*t2)[t19];
            __m256 fb_v_4 = _mm256_loadu_ps(&(*t4)[t19]);
            __m256 t21 = _mm256_mul_ps(fb_v_4, s_v);
            __m256 fa_v_4 = _mm256_loadu_ps(t20);
            __m256 t22 = _mm256_add_ps(t21, fa_v_4);
            _mm256_storeu_ps(t20, t22);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        float *t23 = &(*t2)[40];
        *t23 = (*t4)[40] * s + *t23;
        float *t24 = &(*t2)[41];
        *t24 = (*t4)[41] * s + *t24;
        float *t25 = &(*t2)[42];
        *t25 = (*t4)[42] * s + *t25;
        float *t26 = &(*t2)[43];
        *t26 = (*t4)[43] * s + *t26;
        float *t27 = &(*t2)[44];
        *t27 = (*t4)[44] * s + *t27;
        i++;
    }
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
__attribute__((target("avx2"))) void dep_down(void) {
    float (*t2)[45];
    float (*t3)[45];
    float (*t4)[45];
    int i = 1;
    while (i < 37) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t1 = (long)i;
            t2 = &fa[t1];
            t3 = &fa[i - 1];
            __m256 fa_v = _mm256_loadu_ps(&(*t3)[j_vec]);
            t4 = &fb[t1];
            __m256 fb_v = _mm256_loadu_ps(&(*t4)[j_vec]);
            __m256 t5 = _mm256_add_ps(fa_v, fb_v);
            _mm256_storeu_ps(&(*t2)[j_vec], t5);
            long t6 = j_vec + 8L;
            __m256 fa_v_1 = _mm256_loadu_ps(&(*t3)[t6]);
            __m256 fb_v_1 = _mm256_loadu_ps(&(*t4)[t6]);
            __m256 t7 = _mm256_add_ps(fa_v_1, fb_v_1);
            _mm256_storeu_ps(&(*t2)[t6], t7);
            long t8 = j_vec + 16L;
            __m256 fa_v_2 = _mm256_loadu_ps(&(*t3)[t8]);
            __m256 fb_v_2 = _mm256_loadu_ps(&(*t4)[t8]);
            __m256 t9 = _mm256_add_ps(fa_v_2, fb_v_2);
            _mm256_storeu_ps(&(*t2)[t8], t9);
            long t10 = j_vec + 24L;
            __m256 fa_v_3 = _mm256_loadu_ps(&(*t3)[t10]);
            __m256 fb_v_3 = _mm256_loadu_ps(&(*t4)[t10]);
            __m256 t11 = _mm256_add_ps(fa_v_3, fb_v_3);
            _mm256_storeu_ps(&(*t2)[t10], t11);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t12 = 32L + j_vec_1;
            __m256 fa_v_4 = _mm256_loadu_ps(&(*t3)[t12]);
            __m256 fb_v_4 = _mm256_loadu_ps(&(*t4)[t12]);
            __m256 t13 = _mm256_add_ps(fa_v_4, fb_v_4);
            _mm256_storeu_ps(&(*t2)[t12], t13);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t2)[40] = (*t3)[40] + (*t4)[40];
        (*t2)[41] = (*t3)[41] + (*t4)[41];
        (*t2)[42] = (*t3)[42] + (*t4)[42];
        (*t2)[43] = (*t3)[43] + (*t4)[43];
        (*t2)[44] = (*t3)[44] + (*t4)[44];
        i++;
    }
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
__attribute__((target("avx2"))) void anti_diag(void) {
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
            vcc_avx2_scatter_ps(&fa[i_vec][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t7, 0xff);
            __m256 t8 = _mm256_mul_ps(fa_v_1, _mm256_set1_ps(0.5f));
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.0f));
            vcc_avx2_scatter_ps(&fa[t1][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t9, 0xff);
            __m256 t10 = _mm256_mul_ps(fa_v_2, _mm256_set1_ps(0.5f));
            __m256 t11 = _mm256_add_ps(t10, _mm256_set1_ps(1.0f));
            vcc_avx2_scatter_ps(&fa[t2][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t11, 0xff);
            __m256 t12 = _mm256_mul_ps(fa_v_3, _mm256_set1_ps(0.5f));
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
            vcc_avx2_scatter_ps(&fa[t3][t4], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t13, 0xff);
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
__attribute__((target("avx2"))) void diag(void) {
    float (*t3)[45];
    float (*t4)[45];
    float (*t6)[45];
    int i = 1;
    while (i < 37) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:41 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = (long)i;
            t3 = &fa[t2];
            t4 = &fa[i - 1];
            __m256 fa_v = _mm256_loadu_ps(&(*t4)[(int)t1 - 1]);
            __m256 t5 = _mm256_mul_ps(fa_v, _mm256_set1_ps(0.5f));
            t6 = &fb[t2];
            __m256 fb_v = _mm256_loadu_ps(&(*t6)[t1]);
            __m256 t7 = _mm256_add_ps(t5, fb_v);
            _mm256_storeu_ps(&(*t3)[t1], t7);
            long t8 = 1L + (j_vec + 8L);
            __m256 fa_v_1 = _mm256_loadu_ps(&(*t4)[(int)t8 - 1]);
            __m256 t9 = _mm256_mul_ps(fa_v_1, _mm256_set1_ps(0.5f));
            __m256 fb_v_1 = _mm256_loadu_ps(&(*t6)[t8]);
            __m256 t10 = _mm256_add_ps(t9, fb_v_1);
            _mm256_storeu_ps(&(*t3)[t8], t10);
            long t11 = 1L + (j_vec + 16L);
            __m256 fa_v_2 = _mm256_loadu_ps(&(*t4)[(int)t11 - 1]);
            __m256 t12 = _mm256_mul_ps(fa_v_2, _mm256_set1_ps(0.5f));
            __m256 fb_v_2 = _mm256_loadu_ps(&(*t6)[t11]);
            __m256 t13 = _mm256_add_ps(t12, fb_v_2);
            _mm256_storeu_ps(&(*t3)[t11], t13);
            long t14 = 1L + (j_vec + 24L);
            __m256 fa_v_3 = _mm256_loadu_ps(&(*t4)[(int)t14 - 1]);
            __m256 t15 = _mm256_mul_ps(fa_v_3, _mm256_set1_ps(0.5f));
            __m256 fb_v_3 = _mm256_loadu_ps(&(*t6)[t14]);
            __m256 t16 = _mm256_add_ps(t15, fb_v_3);
            _mm256_storeu_ps(&(*t3)[t14], t16);
            j_vec += 32L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = 33L + j_vec_1;
            __m256 fa_v_4 = _mm256_loadu_ps(&(*t4)[(int)t17 - 1]);
            __m256 t18 = _mm256_mul_ps(fa_v_4, _mm256_set1_ps(0.5f));
            __m256 fb_v_4 = _mm256_loadu_ps(&(*t6)[t17]);
            __m256 t19 = _mm256_add_ps(t18, fb_v_4);
            _mm256_storeu_ps(&(*t3)[t17], t19);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t3)[41] = (*t4)[40] * 0.5f + (*t6)[41];
        (*t3)[42] = (*t4)[41] * 0.5f + (*t6)[42];
        (*t3)[43] = (*t4)[42] * 0.5f + (*t6)[43];
        (*t3)[44] = (*t4)[43] * 0.5f + (*t6)[44];
        i++;
    }
}

/* The body uses i + 1, which is also the inner loop's step. */
static __typeof__(ia) ia __attribute__((aligned(32)));
__attribute__((target("avx2"))) void step_use(void) {
    int (*t3)[45];
    int t4;
    int (*t5)[45];
    int i = 0;
    while (i < 36) {
        __m256i i_v = _mm256_set1_epi32((int)i);
        __m256i t1 = _mm256_set1_epi32(0);
        vcc_v8_uint j_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t2 = _mm256_add_epi32(i_v, _mm256_set1_epi32(1));
        long j_vec = 0L;
        /* vcc: loop at interchange.c:48 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            t3 = &ia[i];
            t4 = i + 1;
            t5 = &ia[t4];
            __m256i ia_v = _mm256_loadu_si256((const __m256i *)&(*t5)[j_vec]);
            __m256i t6 = _mm256_mullo_epi32(t2, (__m256i)j_v);
            __m256i t7 = _mm256_add_epi32(ia_v, t6);
            _mm256_storeu_si256((__m256i *)&(*t3)[j_vec], t7);
            long t8 = j_vec + 8L;
            __m256i t9 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(8));
            __m256i ia_v_1 = _mm256_loadu_si256((const __m256i *)&(*t5)[t8]);
            __m256i t10 = _mm256_mullo_epi32(t2, t9);
            __m256i t11 = _mm256_add_epi32(ia_v_1, t10);
            _mm256_storeu_si256((__m256i *)&(*t3)[t8], t11);
            long t12 = j_vec + 16L;
            __m256i t13 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(16));
            __m256i ia_v_2 = _mm256_loadu_si256((const __m256i *)&(*t5)[t12]);
            __m256i t14 = _mm256_mullo_epi32(t2, t13);
            __m256i t15 = _mm256_add_epi32(ia_v_2, t14);
            _mm256_storeu_si256((__m256i *)&(*t3)[t12], t15);
            long t16 = j_vec + 24L;
            __m256i t17 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(24));
            __m256i ia_v_3 = _mm256_loadu_si256((const __m256i *)&(*t5)[t16]);
            __m256i t18 = _mm256_mullo_epi32(t2, t17);
            __m256i t19 = _mm256_add_epi32(ia_v_3, t18);
            _mm256_storeu_si256((__m256i *)&(*t3)[t16], t19);
            j_vec += 32L;
            __m256i t20 = _mm256_add_epi32((__m256i)j_v, _mm256_set1_epi32(32));
            if (j_vec >= 32L) {
                break;
            }
            j_v = (vcc_v8_uint)t20;
        }
        __m256i t21 = _mm256_set1_epi32(32);
        vcc_v8_uint j_v_1 = (vcc_v8_uint)_mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t22 = 32L + j_vec_1;
            __m256i ia_v_4 = _mm256_loadu_si256((const __m256i *)&(*t5)[t22]);
            __m256i t23 = _mm256_mullo_epi32(t2, (__m256i)j_v_1);
            __m256i t24 = _mm256_add_epi32(ia_v_4, t23);
            _mm256_storeu_si256((__m256i *)&(*t3)[t22], t24);
            j_vec_1 += 8L;
            __m256i t25 = _mm256_add_epi32((__m256i)j_v_1, _mm256_set1_epi32(8));
            if (j_vec_1 >= 8L) {
                break;
            }
            j_v_1 = (vcc_v8_uint)t25;
        }
        (*t3)[40] = (*t5)[40] + t4 * 40;
        (*t3)[41] = (*t5)[41] + t4 * 41;
        (*t3)[42] = (*t5)[42] + t4 * 42;
        (*t3)[43] = (*t5)[43] + t4 * 43;
        (*t3)[44] = (*t5)[44] + t4 * 44;
        i = t4;
    }
}

/* Both loops counting down, doubles. */
static __typeof__(da) da __attribute__((aligned(32)));
__attribute__((target("avx2"))) void down(void) {
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
static __typeof__(colsum) colsum __attribute__((aligned(32)));
__attribute__((target("avx2"))) void col_sums(void) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:62 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 8) {
        if (j_1 >= 45) {
            j = j_1;
            break;
        }
        if ((45U - (unsigned int)j_1) < 8U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < 37; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(&fa[t3][t4]);
            __m256 t8 = _mm256_add_ps(t6, t7);
            _mm256_storeu_ps(t5, t8);
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
__attribute__((target("avx2"))) void shorts(short k) {
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
__attribute__((target("avx2"))) void dep_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 1; i < rows; i++) {
        long t1 = (long)cols;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:84 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            j = (int)((long)t18 + t20);
        } else {
            j = t18;
        }
        for (; j < cols; j++) {
            long t25 = (long)i;
            long t26 = (long)j;
            fa[t25][t26] = fa[i - 1][t26] * 0.75f + fb[t25][t26];
        }
    }
}

/* The same anti-diagonal distance (1, -1) with run-time counts: not interchanged. */
__attribute__((target("avx2"))) void anti_diag_rows(int rows, int cols) {
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
                vcc_avx2_scatter_ps(&fa[i_vec][t3], _mm256_setr_epi32(0, 45, 90, 135, 180, 225, 270, 315), t5, 0xff);
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
__attribute__((target("avx2"))) void shifted_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 0; (i + 1) < rows; i++) {
        long t1 = (long)cols + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:100 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            j = (int)((long)t18 + t20);
        } else {
            j = t18;
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
__attribute__((target("avx2"))) void col_sums_rows(int rows, int cols) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:106 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 8) {
        if (j_1 >= cols) {
            j = j_1;
            break;
        }
        if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < rows; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_set1_ps(0.5f);
            __m256 t8 = _mm256_mul_ps(t6, t7);
            __m256 t9 = _mm256_loadu_ps(&fa[t3][t4]);
            __m256 t10 = _mm256_add_ps(t8, t9);
            _mm256_storeu_ps(t5, t10);
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

__attribute__((target("avx2"))) int main(void) {
    float s[45];
    int n;
    int t9;
    int t119;
    int j;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
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
            unsigned int t10 = (unsigned int)i;
            unsigned int t11 = (unsigned int)(int)(t10 * 7U);
            unsigned int t12 = (unsigned int)n;
            int t13 = (int)((unsigned int)(int)t11 + t12);
            unsigned int t14 = (unsigned int)(int)(t10 * 5U);
            int t15 = (int)((unsigned int)(int)t14 + t12);
            unsigned int t16 = (unsigned int)(int)(t10 * 3U);
            int t17 = (int)((unsigned int)(int)t16 + t12);
            if (1 & (t13 >= 0) & (t15 >= 0) & (t17 >= 0)) {
                __m128i i_v = _mm_set1_epi32((int)i);
                __m128i n_v = _mm_set1_epi32((int)n);
                __m128i t18 = _mm_set1_epi32(0);
                vcc_v4_uint j_v = (vcc_v4_uint)_mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t19 = _mm_set1_epi32((int)(t13 % 17));
                __m128i t20 = _mm_add_epi32(t19, _mm_setr_epi32(0, 3, 6, 9));
                __m128i t21 = _mm_sub_epi32(t20, _mm_set1_epi32(17));
                vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t20, t21);
                __m128i t22 = _mm_set1_epi32((int)(t15 % 13));
                __m128i t23 = _mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t24 = _mm_sub_epi32(t23, _mm_set1_epi32(13));
                vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t23, t24);
                __m128i t25 = _mm_set1_epi32((int)(t17 % 19));
                __m128i t26 = _mm_add_epi32(t25, _mm_setr_epi32(0, 11, 3, 14));
                __m128i t27 = _mm_sub_epi32(t26, _mm_set1_epi32(19));
                vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t26, t27);
                __m128i t28 = _mm_mullo_epi32(i_v, _mm_set1_epi32(7));
                __m128i t29 = _mm_mullo_epi32(i_v, _mm_set1_epi32(100));
                long j_vec = 0L;
                /* vcc: loop at interchange.c:115 vectorized: VF 4, UF 4, the remainder at 116:35 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 117:35 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 118:28 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    long t30 = (long)i;
                    float (*t31)[45] = &fa[t30];
                    __m128 t32 = _mm_cvtepi32_ps((__m128i)t1);
                    __m128 t33 = _mm_mul_ps(t32, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&(*t31)[j_vec], t33);
                    float (*t34)[45] = &fb[t30];
                    __m128 t35 = _mm_cvtepi32_ps((__m128i)t2);
                    __m128 t36 = _mm_mul_ps(t35, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&(*t34)[j_vec], t36);
                    double (*t37)[45] = &da[t30];
                    __m256d t38 = _mm256_cvtepi32_pd((__m128i)t3);
                    _mm256_storeu_pd(&(*t37)[j_vec], t38);
                    int (*t39)[45] = &ia[t30];
                    __m128i t40 = _mm_add_epi32(t29, (__m128i)j_v);
                    __m128i t41 = _mm_sub_epi32(t40, n_v);
                    _mm_storeu_si128((__m128i *)&(*t39)[j_vec], t41);
                    short (*t42)[45] = &sa[t30];
                    __m128i t43 = _mm_sub_epi32(t28, (__m128i)j_v);
                    __m128i t44 = _mm_add_epi32(t43, n_v);
                    vcc_v4_short t45 = __builtin_convertvector((vcc_v4_int)t44, vcc_v4_short);
                    vcc_store(&(*t42)[j_vec], t45);
                    long t46 = j_vec + 4L;
                    __m128i t47 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(4));
                    __m128i t48 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
                    __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(17));
                    __m128i t50 = _mm_min_epu32(t48, t49);
                    __m128 t51 = _mm_cvtepi32_ps(t50);
                    __m128 t52 = _mm_mul_ps(t51, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&(*t31)[t46], t52);
                    __m128i t53 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                    __m128i t54 = _mm_sub_epi32(t53, _mm_set1_epi32(13));
                    __m128i t55 = _mm_min_epu32(t53, t54);
                    __m128 t56 = _mm_cvtepi32_ps(t55);
                    __m128 t57 = _mm_mul_ps(t56, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&(*t34)[t46], t57);
                    __m128i t58 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(6));
                    __m128i t59 = _mm_sub_epi32(t58, _mm_set1_epi32(19));
                    __m128i t60 = _mm_min_epu32(t58, t59);
                    __m256d t61 = _mm256_cvtepi32_pd(t60);
                    _mm256_storeu_pd(&(*t37)[t46], t61);
                    __m128i t62 = _mm_add_epi32(t29, t47);
                    __m128i t63 = _mm_sub_epi32(t62, n_v);
                    _mm_storeu_si128((__m128i *)&(*t39)[t46], t63);
                    __m128i t64 = _mm_sub_epi32(t28, t47);
                    __m128i t65 = _mm_add_epi32(t64, n_v);
                    vcc_v4_short t66 = __builtin_convertvector((vcc_v4_int)t65, vcc_v4_short);
                    vcc_store(&(*t42)[t46], t66);
                    long t67 = j_vec + 8L;
                    __m128i t68 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(8));
                    __m128i t69 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                    __m128i t70 = _mm_sub_epi32(t69, _mm_set1_epi32(17));
                    __m128i t71 = _mm_min_epu32(t69, t70);
                    __m128 t72 = _mm_cvtepi32_ps(t71);
                    __m128 t73 = _mm_mul_ps(t72, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&(*t31)[t67], t73);
                    __m128i t74 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
                    __m128i t75 = _mm_sub_epi32(t74, _mm_set1_epi32(13));
                    __m128i t76 = _mm_min_epu32(t74, t75);
                    __m128 t77 = _mm_cvtepi32_ps(t76);
                    __m128 t78 = _mm_mul_ps(t77, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&(*t34)[t67], t78);
                    __m128i t79 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(12));
                    __m128i t80 = _mm_sub_epi32(t79, _mm_set1_epi32(19));
                    __m128i t81 = _mm_min_epu32(t79, t80);
                    __m256d t82 = _mm256_cvtepi32_pd(t81);
                    _mm256_storeu_pd(&(*t37)[t67], t82);
                    __m128i t83 = _mm_add_epi32(t29, t68);
                    __m128i t84 = _mm_sub_epi32(t83, n_v);
                    _mm_storeu_si128((__m128i *)&(*t39)[t67], t84);
                    __m128i t85 = _mm_sub_epi32(t28, t68);
                    __m128i t86 = _mm_add_epi32(t85, n_v);
                    vcc_v4_short t87 = __builtin_convertvector((vcc_v4_int)t86, vcc_v4_short);
                    vcc_store(&(*t42)[t67], t87);
                    long t88 = j_vec + 12L;
                    __m128i t89 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(12));
                    __m128i t90 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                    __m128i t91 = _mm_sub_epi32(t90, _mm_set1_epi32(17));
                    __m128i t92 = _mm_min_epu32(t90, t91);
                    __m128 t93 = _mm_cvtepi32_ps(t92);
                    __m128 t94 = _mm_mul_ps(t93, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&(*t31)[t88], t94);
                    __m128i t95 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(12));
                    __m128i t96 = _mm_sub_epi32(t95, _mm_set1_epi32(13));
                    __m128i t97 = _mm_min_epu32(t95, t96);
                    __m128 t98 = _mm_cvtepi32_ps(t97);
                    __m128 t99 = _mm_mul_ps(t98, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&(*t34)[t88], t99);
                    __m128i t100 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(18));
                    __m128i t101 = _mm_sub_epi32(t100, _mm_set1_epi32(19));
                    __m128i t102 = _mm_min_epu32(t100, t101);
                    __m256d t103 = _mm256_cvtepi32_pd(t102);
                    _mm256_storeu_pd(&(*t37)[t88], t103);
                    __m128i t104 = _mm_add_epi32(t29, t89);
                    __m128i t105 = _mm_sub_epi32(t104, n_v);
                    _mm_storeu_si128((__m128i *)&(*t39)[t88], t105);
                    __m128i t106 = _mm_sub_epi32(t28, t89);
                    __m128i t107 = _mm_add_epi32(t106, n_v);
                    vcc_v4_short t108 = __builtin_convertvector((vcc_v4_int)t107, vcc_v4_short);
                    vcc_store(&(*t42)[t88], t108);
                    j_vec += 16L;
                    __m128i t109 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(16));
                    __m128i t110 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(14));
                    __m128i t111 = _mm_sub_epi32(t110, _mm_set1_epi32(17));
                    __m128i t112 = _mm_min_epu32(t110, t111);
                    __m128i t113 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
                    __m128i t114 = _mm_sub_epi32(t113, _mm_set1_epi32(13));
                    __m128i t115 = _mm_min_epu32(t113, t114);
                    __m128i t116 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(5));
                    __m128i t117 = _mm_sub_epi32(t116, _mm_set1_epi32(19));
                    __m128i t118 = _mm_min_epu32(t116, t117);
                    if (j_vec >= 32L) {
                        break;
                    }
                    j_v = (vcc_v4_uint)t109;
                    t1 = (vcc_v4_int)t112;
                    t2 = (vcc_v4_int)t115;
                    t3 = (vcc_v4_int)t118;
                }
                t119 = 32;
            } else {
                t119 = 0;
            }
            long t120 = (long)t119;
            long t121 = t120 * -1L + 45L;
            unsigned int t122 = (unsigned int)t119;
            int t123 = (int)((unsigned int)(int)(t11 + (unsigned int)(int)(t122 * 3U)) + t12);
            int t124 = (int)((unsigned int)(int)(t14 + t122) + t12);
            int t125 = (int)((unsigned int)(int)(t16 + (unsigned int)(int)(t122 * 11U)) + t12);
            if ((t121 >= 4L) & (t123 >= 0) & (t124 >= 0) & (t125 >= 0)) {
                long t126 = t121 & -4L;
                __m128i i_v_1 = _mm_set1_epi32((int)i);
                __m128i n_v_1 = _mm_set1_epi32((int)n);
                __m128i t127 = _mm_set1_epi32((int)t119);
                vcc_v4_uint j_v_1 = (vcc_v4_uint)_mm_add_epi32(t127, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t128 = _mm_set1_epi32((int)(t123 % 17));
                __m128i t129 = _mm_add_epi32(t128, _mm_setr_epi32(0, 3, 6, 9));
                __m128i t130 = _mm_sub_epi32(t129, _mm_set1_epi32(17));
                vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t129, t130);
                __m128i t131 = _mm_set1_epi32((int)(t124 % 13));
                __m128i t132 = _mm_add_epi32(t131, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t133 = _mm_sub_epi32(t132, _mm_set1_epi32(13));
                vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t132, t133);
                __m128i t134 = _mm_set1_epi32((int)(t125 % 19));
                __m128i t135 = _mm_add_epi32(t134, _mm_setr_epi32(0, 11, 3, 14));
                __m128i t136 = _mm_sub_epi32(t135, _mm_set1_epi32(19));
                vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t135, t136);
                __m128i t137 = _mm_mullo_epi32(i_v_1, _mm_set1_epi32(7));
                __m128i t138 = _mm_mullo_epi32(i_v_1, _mm_set1_epi32(100));
                long j_vec_1 = 0L;
                /* vcc: loop at interchange.c:115 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t139 = t120 + j_vec_1;
                    long t140 = (long)i;
                    __m128 t141 = _mm_cvtepi32_ps((__m128i)t4);
                    __m128 t142 = _mm_mul_ps(t141, _mm_set1_ps(0.25f));
                    _mm_storeu_ps(&fa[t140][t139], t142);
                    __m128 t143 = _mm_cvtepi32_ps((__m128i)t5);
                    __m128 t144 = _mm_mul_ps(t143, _mm_set1_ps(0.5f));
                    _mm_storeu_ps(&fb[t140][t139], t144);
                    __m256d t145 = _mm256_cvtepi32_pd((__m128i)t6);
                    _mm256_storeu_pd(&da[t140][t139], t145);
                    __m128i t146 = _mm_add_epi32(t138, (__m128i)j_v_1);
                    __m128i t147 = _mm_sub_epi32(t146, n_v_1);
                    _mm_storeu_si128((__m128i *)&ia[t140][t139], t147);
                    __m128i t148 = _mm_sub_epi32(t137, (__m128i)j_v_1);
                    __m128i t149 = _mm_add_epi32(t148, n_v_1);
                    vcc_v4_short t150 = __builtin_convertvector((vcc_v4_int)t149, vcc_v4_short);
                    vcc_store(&sa[t140][t139], t150);
                    j_vec_1 += 4L;
                    __m128i t151 = _mm_add_epi32((__m128i)j_v_1, _mm_set1_epi32(4));
                    __m128i t152 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(12));
                    __m128i t153 = _mm_sub_epi32(t152, _mm_set1_epi32(17));
                    __m128i t154 = _mm_min_epu32(t152, t153);
                    __m128i t155 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
                    __m128i t156 = _mm_sub_epi32(t155, _mm_set1_epi32(13));
                    __m128i t157 = _mm_min_epu32(t155, t156);
                    __m128i t158 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(6));
                    __m128i t159 = _mm_sub_epi32(t158, _mm_set1_epi32(19));
                    __m128i t160 = _mm_min_epu32(t158, t159);
                    if (j_vec_1 >= t126) {
                        break;
                    }
                    j_v_1 = (vcc_v4_uint)t151;
                    t4 = (vcc_v4_int)t154;
                    t5 = (vcc_v4_int)t157;
                    t6 = (vcc_v4_int)t160;
                }
                j = (int)(t120 + t126);
            } else {
                j = t119;
            }
            while (j < 45) {
                long t161 = (long)i;
                long t162 = (long)j;
                int t163 = i * 7;
                fa[t161][t162] = (float)((t163 + j * 3 + n) % 17) * 0.25f;
                fb[t161][t162] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[t161][t162] = (double)((i * 3 + j * 11 + n) % 19);
                ia[t161][t162] = i * 100 + j - n;
                sa[t161][t162] = (short)(t163 - j + n);
                j++;
            }
        }
        __m256i t164 = _mm256_set1_epi32(0);
        vcc_v8_uint j_v_2 = (vcc_v8_uint)_mm256_add_epi32(t164, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long j_vec_2 = 0L;
        /* vcc: loop at interchange.c:122 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256 t165 = _mm256_cvtepi32_ps((__m256i)j_v_2);
            _mm256_storeu_ps(&colsum[j_vec_2], t165);
            __m256i t166 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(8));
            __m256 t167 = _mm256_cvtepi32_ps(t166);
            _mm256_storeu_ps(&colsum[j_vec_2 + 8L], t167);
            __m256i t168 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(16));
            __m256 t169 = _mm256_cvtepi32_ps(t168);
            _mm256_storeu_ps(&colsum[j_vec_2 + 16L], t169);
            __m256i t170 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(24));
            __m256 t171 = _mm256_cvtepi32_ps(t170);
            _mm256_storeu_ps(&colsum[j_vec_2 + 24L], t171);
            j_vec_2 += 32L;
            __m256i t172 = _mm256_add_epi32((__m256i)j_v_2, _mm256_set1_epi32(32));
            if (j_vec_2 >= 32L) {
                break;
            }
            j_v_2 = (vcc_v8_uint)t172;
        }
        __m256i t173 = _mm256_set1_epi32(32);
        vcc_v8_uint j_v_3 = (vcc_v8_uint)_mm256_add_epi32(t173, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long j_vec_3 = 0L;
        /* vcc: loop at interchange.c:122 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256 t174 = _mm256_cvtepi32_ps((__m256i)j_v_3);
            _mm256_storeu_ps(&colsum[32L + j_vec_3], t174);
            j_vec_3 += 8L;
            __m256i t175 = _mm256_add_epi32((__m256i)j_v_3, _mm256_set1_epi32(8));
            if (j_vec_3 >= 8L) {
                break;
            }
            j_v_3 = (vcc_v8_uint)t175;
        }
        colsum[40] = 40.0f;
        colsum[41] = 41.0f;
        colsum[42] = 42.0f;
        colsum[43] = 43.0f;
        colsum[44] = 44.0f;
        s[0] = 0.0f;
        long t7 = 0L;
        /* vcc: loop at interchange.c:124 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        s[41] = 0.0f;
        s[42] = 0.0f;
        s[43] = 0.0f;
        s[44] = 0.0f;
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
        unsigned long t176 = (_mm256_zeroupper(), hash_bytes((const void *)s, 180UL));
        unsigned long t177 = (_mm256_zeroupper(), hash_bytes((const void *)colsum, 180UL));
        unsigned long t178 = (_mm256_zeroupper(), hash_bytes((const void *)sa[0], 3330UL));
        unsigned long t179 = (_mm256_zeroupper(), hash_bytes((const void *)ia[0], 6660UL));
        unsigned long t180 = (_mm256_zeroupper(), hash_bytes((const void *)da[0], 13320UL));
        unsigned long t181 = (_mm256_zeroupper(), hash_bytes((const void *)fb[0], 6660UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa[0], 6660UL)), (unsigned long long)t181, (unsigned long long)t180, (unsigned long long)t179, (unsigned long long)t178, (unsigned long long)t177, (unsigned long long)t176);
        count_idx++;
        n_1 = n;
    }
}
