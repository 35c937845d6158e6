/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
void cols(float s) {
    for (int i = 0; i < 37; i++) {
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = (long)i;
            float *t2 = &fa[t1][j_vec];
            __m128 fb_v = _mm_loadu_ps(&fb[t1][j_vec]);
            __m128 t3 = _mm_mul_ps(fb_v, s_v);
            __m128 fa_v = _mm_loadu_ps(t2);
            __m128 t4 = _mm_add_ps(t3, fa_v);
            _mm_storeu_ps(t2, t4);
            long t5 = j_vec + 4L;
            long t6 = (long)i;
            float *t7 = &fa[t6][t5];
            __m128 fb_v_1 = _mm_loadu_ps(&fb[t6][t5]);
            __m128 t8 = _mm_mul_ps(fb_v_1, s_v);
            __m128 fa_v_1 = _mm_loadu_ps(t7);
            __m128 t9 = _mm_add_ps(t8, fa_v_1);
            _mm_storeu_ps(t7, t9);
            long t10 = j_vec + 8L;
            long t11 = (long)i;
            float *t12 = &fa[t11][t10];
            __m128 fb_v_2 = _mm_loadu_ps(&fb[t11][t10]);
            __m128 t13 = _mm_mul_ps(fb_v_2, s_v);
            __m128 fa_v_2 = _mm_loadu_ps(t12);
            __m128 t14 = _mm_add_ps(t13, fa_v_2);
            _mm_storeu_ps(t12, t14);
            long t15 = j_vec + 12L;
            long t16 = (long)i;
            float *t17 = &fa[t16][t15];
            __m128 fb_v_3 = _mm_loadu_ps(&fb[t16][t15]);
            __m128 t18 = _mm_mul_ps(fb_v_3, s_v);
            __m128 fa_v_3 = _mm_loadu_ps(t17);
            __m128 t19 = _mm_add_ps(t18, fa_v_3);
            _mm_storeu_ps(t17, t19);
            j_vec += 16L;
        } while (j_vec < 32L);
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t20 = 32L + j_vec_1;
            long t21 = (long)i;
            float *t22 = &fa[t21][t20];
            __m128 fb_v_4 = _mm_loadu_ps(&fb[t21][t20]);
            __m128 t23 = _mm_mul_ps(fb_v_4, s_v_1);
            __m128 fa_v_4 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_add_ps(t23, fa_v_4);
            _mm_storeu_ps(t22, t24);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        for (int j = 44; j < 45; j++) {
            long t25 = (long)i;
            long t26 = (long)j;
            float *t27 = &fa[t25][t26];
            *t27 = fb[t25][t26] * s + *t27;
        }
    }
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
void dep_down(void) {
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = (long)i;
            __m128 fa_v = _mm_loadu_ps(&fa[i - 1][j_vec]);
            __m128 fb_v = _mm_loadu_ps(&fb[t1][j_vec]);
            __m128 t2 = _mm_add_ps(fa_v, fb_v);
            _mm_storeu_ps(&fa[t1][j_vec], t2);
            long t3 = j_vec + 4L;
            long t4 = (long)i;
            __m128 fa_v_1 = _mm_loadu_ps(&fa[i - 1][t3]);
            __m128 fb_v_1 = _mm_loadu_ps(&fb[t4][t3]);
            __m128 t5 = _mm_add_ps(fa_v_1, fb_v_1);
            _mm_storeu_ps(&fa[t4][t3], t5);
            long t6 = j_vec + 8L;
            long t7 = (long)i;
            __m128 fa_v_2 = _mm_loadu_ps(&fa[i - 1][t6]);
            __m128 fb_v_2 = _mm_loadu_ps(&fb[t7][t6]);
            __m128 t8 = _mm_add_ps(fa_v_2, fb_v_2);
            _mm_storeu_ps(&fa[t7][t6], t8);
            long t9 = j_vec + 12L;
            long t10 = (long)i;
            __m128 fa_v_3 = _mm_loadu_ps(&fa[i - 1][t9]);
            __m128 fb_v_3 = _mm_loadu_ps(&fb[t10][t9]);
            __m128 t11 = _mm_add_ps(fa_v_3, fb_v_3);
            _mm_storeu_ps(&fa[t10][t9], t11);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = 32L + j_vec_1;
            long t13 = (long)i;
            __m128 fa_v_4 = _mm_loadu_ps(&fa[i - 1][t12]);
            __m128 fb_v_4 = _mm_loadu_ps(&fb[t13][t12]);
            __m128 t14 = _mm_add_ps(fa_v_4, fb_v_4);
            _mm_storeu_ps(&fa[t13][t12], t14);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        for (int j = 44; j < 45; j++) {
            long t15 = (long)i;
            long t16 = (long)j;
            fa[t15][t16] = fa[i - 1][t16] + fb[t15][t16];
        }
    }
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
void anti_diag(void) {
    for (int j = 1; j < C; j++)
        for (int i = 0; i < R - 1; i++)
            fa[i][j] = fa[i + 1][j - 1] * 0.5f + 1.0f;
}

/* Distance (1, 1): kept in order by the swap. */
void diag(void) {
    for (int i = 1; i < 37; i++) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = (long)i;
            __m128 fa_v = _mm_loadu_ps(&fa[i - 1][(int)t1 - 1]);
            __m128 t3 = _mm_mul_ps(fa_v, _mm_set1_ps(0.5f));
            __m128 fb_v = _mm_loadu_ps(&fb[t2][t1]);
            __m128 t4 = _mm_add_ps(t3, fb_v);
            _mm_storeu_ps(&fa[t2][t1], t4);
            long t5 = 1L + (j_vec + 4L);
            long t6 = (long)i;
            __m128 fa_v_1 = _mm_loadu_ps(&fa[i - 1][(int)t5 - 1]);
            __m128 t7 = _mm_mul_ps(fa_v_1, _mm_set1_ps(0.5f));
            __m128 fb_v_1 = _mm_loadu_ps(&fb[t6][t5]);
            __m128 t8 = _mm_add_ps(t7, fb_v_1);
            _mm_storeu_ps(&fa[t6][t5], t8);
            long t9 = 1L + (j_vec + 8L);
            long t10 = (long)i;
            __m128 fa_v_2 = _mm_loadu_ps(&fa[i - 1][(int)t9 - 1]);
            __m128 t11 = _mm_mul_ps(fa_v_2, _mm_set1_ps(0.5f));
            __m128 fb_v_2 = _mm_loadu_ps(&fb[t10][t9]);
            __m128 t12 = _mm_add_ps(t11, fb_v_2);
            _mm_storeu_ps(&fa[t10][t9], t12);
            long t13 = 1L + (j_vec + 12L);
            long t14 = (long)i;
            __m128 fa_v_3 = _mm_loadu_ps(&fa[i - 1][(int)t13 - 1]);
            __m128 t15 = _mm_mul_ps(fa_v_3, _mm_set1_ps(0.5f));
            __m128 fb_v_3 = _mm_loadu_ps(&fb[t14][t13]);
            __m128 t16 = _mm_add_ps(t15, fb_v_3);
            _mm_storeu_ps(&fa[t14][t13], t16);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = 33L + j_vec_1;
            long t18 = (long)i;
            __m128 fa_v_4 = _mm_loadu_ps(&fa[i - 1][(int)t17 - 1]);
            __m128 t19 = _mm_mul_ps(fa_v_4, _mm_set1_ps(0.5f));
            __m128 fb_v_4 = _mm_loadu_ps(&fb[t18][t17]);
            __m128 t20 = _mm_add_ps(t19, fb_v_4);
            _mm_storeu_ps(&fa[t18][t17], t20);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
    }
}

/* The body uses i + 1, which is also the inner loop's step. */
void step_use(void) {
    for (int i = 0; i < 36; i++) {
        __m128i i_v = _mm_set1_epi32((int)i);
        __m128i t1 = _mm_set1_epi32(0);
        vcc_v4_uint j_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t2 = _mm_add_epi32(i_v, _mm_set1_epi32(1));
        long j_vec = 0L;
        /* vcc: loop at interchange.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i ia_v = _mm_loadu_si128((const __m128i *)&ia[i + 1][j_vec]);
            __m128i t3 = (__m128i)((vcc_v4_int)t2 * (vcc_v4_int)(__m128i)j_v);
            __m128i t4 = _mm_add_epi32(ia_v, t3);
            _mm_storeu_si128((__m128i *)&ia[i][j_vec], t4);
            long t5 = j_vec + 4L;
            __m128i t6 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(4));
            __m128i ia_v_1 = _mm_loadu_si128((const __m128i *)&ia[i + 1][t5]);
            __m128i t7 = (__m128i)((vcc_v4_int)t2 * (vcc_v4_int)t6);
            __m128i t8 = _mm_add_epi32(ia_v_1, t7);
            _mm_storeu_si128((__m128i *)&ia[i][t5], t8);
            long t9 = j_vec + 8L;
            __m128i t10 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(8));
            __m128i ia_v_2 = _mm_loadu_si128((const __m128i *)&ia[i + 1][t9]);
            __m128i t11 = (__m128i)((vcc_v4_int)t2 * (vcc_v4_int)t10);
            __m128i t12 = _mm_add_epi32(ia_v_2, t11);
            _mm_storeu_si128((__m128i *)&ia[i][t9], t12);
            long t13 = j_vec + 12L;
            __m128i t14 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(12));
            __m128i ia_v_3 = _mm_loadu_si128((const __m128i *)&ia[i + 1][t13]);
            __m128i t15 = (__m128i)((vcc_v4_int)t2 * (vcc_v4_int)t14);
            __m128i t16 = _mm_add_epi32(ia_v_3, t15);
            _mm_storeu_si128((__m128i *)&ia[i][t13], t16);
            j_vec += 16L;
            __m128i t17 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(16));
            if (j_vec >= 32L) {
                break;
            }
            j_v = (vcc_v4_uint)t17;
        }
        __m128i i_v_1 = _mm_set1_epi32((int)i);
        __m128i t18 = _mm_set1_epi32(32);
        vcc_v4_uint j_v_1 = (vcc_v4_uint)_mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t19 = _mm_add_epi32(i_v_1, _mm_set1_epi32(1));
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t20 = 32L + j_vec_1;
            __m128i ia_v_4 = _mm_loadu_si128((const __m128i *)&ia[i + 1][t20]);
            __m128i t21 = (__m128i)((vcc_v4_int)t19 * (vcc_v4_int)(__m128i)j_v_1);
            __m128i t22 = _mm_add_epi32(ia_v_4, t21);
            _mm_storeu_si128((__m128i *)&ia[i][t20], t22);
            j_vec_1 += 4L;
            __m128i t23 = _mm_add_epi32((__m128i)j_v_1, _mm_set1_epi32(4));
            if (j_vec_1 >= 12L) {
                break;
            }
            j_v_1 = (vcc_v4_uint)t23;
        }
        for (int j = 44; j < 45; j++) {
            long t24 = (long)j;
            int t25 = i + 1;
            ia[i][t24] = ia[t25][t24] + t25 * j;
        }
    }
}

/* Both loops counting down, doubles. */
void down(void) {
    for (int i = 36; i > 0; i--) {
        vcc_v2_int i_v = (vcc_v2_int){i, i};
        __m128d t1 = (__m128d)__builtin_convertvector(i_v, vcc_v2_double);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:55 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t2 = 44L + j_vec * -1L;
            __m128d t3 = _mm_loadu_pd(&da[i - 1][t2] + -1);
            __m128d da_v = _mm_shuffle_pd(t3, t3, 1);
            __m128d t4 = _mm_mul_pd(da_v, _mm_set1_pd(0.25));
            __m128d t5 = _mm_add_pd(t4, t1);
            __m128d t6 = _mm_shuffle_pd(t5, t5, 1);
            _mm_storeu_pd(&da[i][t2] + -1, t6);
            long t7 = 44L + (j_vec + 2L) * -1L;
            __m128d t8 = _mm_loadu_pd(&da[i - 1][t7] + -1);
            __m128d da_v_1 = _mm_shuffle_pd(t8, t8, 1);
            __m128d t9 = _mm_mul_pd(da_v_1, _mm_set1_pd(0.25));
            __m128d t10 = _mm_add_pd(t9, t1);
            __m128d t11 = _mm_shuffle_pd(t10, t10, 1);
            _mm_storeu_pd(&da[i][t7] + -1, t11);
            long t12 = 44L + (j_vec + 4L) * -1L;
            __m128d t13 = _mm_loadu_pd(&da[i - 1][t12] + -1);
            __m128d da_v_2 = _mm_shuffle_pd(t13, t13, 1);
            __m128d t14 = _mm_mul_pd(da_v_2, _mm_set1_pd(0.25));
            __m128d t15 = _mm_add_pd(t14, t1);
            __m128d t16 = _mm_shuffle_pd(t15, t15, 1);
            _mm_storeu_pd(&da[i][t12] + -1, t16);
            long t17 = 44L + (j_vec + 6L) * -1L;
            __m128d t18 = _mm_loadu_pd(&da[i - 1][t17] + -1);
            __m128d da_v_3 = _mm_shuffle_pd(t18, t18, 1);
            __m128d t19 = _mm_mul_pd(da_v_3, _mm_set1_pd(0.25));
            __m128d t20 = _mm_add_pd(t19, t1);
            __m128d t21 = _mm_shuffle_pd(t20, t20, 1);
            _mm_storeu_pd(&da[i][t17] + -1, t21);
            j_vec += 8L;
        } while (j_vec < 40L);
        vcc_v2_int i_v_1 = (vcc_v2_int){i, i};
        __m128d t22 = (__m128d)__builtin_convertvector(i_v_1, vcc_v2_double);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:55 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t23 = 4L + j_vec_1 * -1L;
            __m128d t24 = _mm_loadu_pd(&da[i - 1][t23] + -1);
            __m128d t25 = _mm_mul_pd(t24, _mm_set1_pd(0.25));
            __m128d t26 = _mm_add_pd(t25, t22);
            _mm_storeu_pd(&da[i][t23] + -1, t26);
            j_vec_1 += 2L;
        } while (j_vec_1 < 4L);
        for (int j = 0; j >= 0; j--) {
            long t27 = (long)j;
            da[i][t27] = da[i - 1][t27] * 0.25 + (double)i;
        }
    }
}

/* A sum per column into a global array: a store that does not move with the inner loop. */
void col_sums(void) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:62 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 4) {
        if (j_1 >= 45) {
            j = j_1;
            break;
        }
        if ((45U - (unsigned int)j_1) < 4U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < 37; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(&fa[t3][t4]);
            __m128 t8 = _mm_add_ps(t6, t7);
            _mm_storeu_ps(t5, t8);
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
void shorts(short k) {
    for (int i = 0; i < 37; i++) {
        __m128i k_v = _mm_set1_epi16((short)k);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:76 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            short *t1 = &sa[i][j_vec];
            __m128i sa_v = _mm_loadu_si128((const __m128i *)t1);
            __m128i t2 = _mm_mullo_epi16(sa_v, _mm_set1_epi16((short)3));
            __m128i t3 = _mm_add_epi16(t2, k_v);
            _mm_storeu_si128((__m128i *)t1, t3);
            short *t4 = &sa[i][j_vec + 8L];
            __m128i sa_v_1 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t5 = _mm_mullo_epi16(sa_v_1, _mm_set1_epi16((short)3));
            __m128i t6 = _mm_add_epi16(t5, k_v);
            _mm_storeu_si128((__m128i *)t4, t6);
            short *t7 = &sa[i][j_vec + 16L];
            __m128i sa_v_2 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t8 = _mm_mullo_epi16(sa_v_2, _mm_set1_epi16((short)3));
            __m128i t9 = _mm_add_epi16(t8, k_v);
            _mm_storeu_si128((__m128i *)t7, t9);
            short *t10 = &sa[i][j_vec + 24L];
            __m128i sa_v_3 = _mm_loadu_si128((const __m128i *)t10);
            __m128i t11 = _mm_mullo_epi16(sa_v_3, _mm_set1_epi16((short)3));
            __m128i t12 = _mm_add_epi16(t11, k_v);
            _mm_storeu_si128((__m128i *)t10, t12);
            j_vec += 32L;
        } while (j_vec < 32L);
        __m128i k_v_1 = _mm_set1_epi16((short)k);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t13 = &sa[i][32L + j_vec_1];
            __m128i sa_v_4 = _mm_loadu_si128((const __m128i *)t13);
            __m128i t14 = _mm_mullo_epi16(sa_v_4, _mm_set1_epi16((short)3));
            __m128i t15 = _mm_add_epi16(t14, k_v_1);
            _mm_storeu_si128((__m128i *)t13, t15);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        for (int j = 40; j < 45; j++) {
            short *t16 = &sa[i][j];
            *t16 = (short)((int)*t16 * 3 + (int)k);
        }
    }
}

/* Run-time trip counts (at most the arrays' lengths): the distances are unbounded, so the test
   solves each subscript's equation (C keeps every subscript but the first within its array). */
void dep_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 1; i < rows; i++) {
        long t1 = (long)cols;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:84 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)i;
                __m128 fa_v = _mm_loadu_ps(&fa[i - 1][j_vec]);
                __m128 t4 = _mm_mul_ps(fa_v, _mm_set1_ps(0.75f));
                __m128 fb_v = _mm_loadu_ps(&fb[t3][j_vec]);
                __m128 t5 = _mm_add_ps(t4, fb_v);
                _mm_storeu_ps(&fa[t3][j_vec], t5);
                long t6 = j_vec + 4L;
                long t7 = (long)i;
                __m128 fa_v_1 = _mm_loadu_ps(&fa[i - 1][t6]);
                __m128 t8 = _mm_mul_ps(fa_v_1, _mm_set1_ps(0.75f));
                __m128 fb_v_1 = _mm_loadu_ps(&fb[t7][t6]);
                __m128 t9 = _mm_add_ps(t8, fb_v_1);
                _mm_storeu_ps(&fa[t7][t6], t9);
                long t10 = j_vec + 8L;
                long t11 = (long)i;
                __m128 fa_v_2 = _mm_loadu_ps(&fa[i - 1][t10]);
                __m128 t12 = _mm_mul_ps(fa_v_2, _mm_set1_ps(0.75f));
                __m128 fb_v_2 = _mm_loadu_ps(&fb[t11][t10]);
                __m128 t13 = _mm_add_ps(t12, fb_v_2);
                _mm_storeu_ps(&fa[t11][t10], t13);
                long t14 = j_vec + 12L;
                long t15 = (long)i;
                __m128 fa_v_3 = _mm_loadu_ps(&fa[i - 1][t14]);
                __m128 t16 = _mm_mul_ps(fa_v_3, _mm_set1_ps(0.75f));
                __m128 fb_v_3 = _mm_loadu_ps(&fb[t15][t14]);
                __m128 t17 = _mm_add_ps(t16, fb_v_3);
                _mm_storeu_ps(&fa[t15][t14], t17);
                j_vec += 16L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:84 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                __m128 fa_v_4 = _mm_loadu_ps(&fa[i - 1][t21]);
                __m128 t23 = _mm_mul_ps(fa_v_4, _mm_set1_ps(0.75f));
                __m128 fb_v_4 = _mm_loadu_ps(&fb[t22][t21]);
                __m128 t24 = _mm_add_ps(t23, fb_v_4);
                _mm_storeu_ps(&fa[t22][t21], t24);
                j_vec_1 += 4L;
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
void anti_diag_rows(int rows, int cols) {
    for (int j = 1; j < cols; j++)
        for (int i = 0; i + 1 < rows; i++)
            fa[i][j] = fa[i + 1][j - 1] * 0.5f + fb[i][j];
}

/* Tests on computed bounds (`i + 1 < rows`, `j < cols - 1`): each moves with its loop's
   control, computed again in the other header. */
void shifted_rows(int rows, int cols) {
    int t18;
    int j;
    for (int i = 0; (i + 1) < rows; i++) {
        long t1 = (long)cols + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            /* vcc: loop at interchange.c:100 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)i;
                __m128 fb_v = _mm_loadu_ps(&fb[i + 1][(int)j_vec + 1]);
                __m128 t4 = _mm_mul_ps(fb_v, _mm_set1_ps(0.5f));
                __m128 fa_v = _mm_loadu_ps(&fa[t3][j_vec]);
                __m128 t5 = _mm_sub_ps(t4, fa_v);
                _mm_storeu_ps(&fb[t3][j_vec], t5);
                long t6 = j_vec + 4L;
                long t7 = (long)i;
                __m128 fb_v_1 = _mm_loadu_ps(&fb[i + 1][(int)t6 + 1]);
                __m128 t8 = _mm_mul_ps(fb_v_1, _mm_set1_ps(0.5f));
                __m128 fa_v_1 = _mm_loadu_ps(&fa[t7][t6]);
                __m128 t9 = _mm_sub_ps(t8, fa_v_1);
                _mm_storeu_ps(&fb[t7][t6], t9);
                long t10 = j_vec + 8L;
                long t11 = (long)i;
                __m128 fb_v_2 = _mm_loadu_ps(&fb[i + 1][(int)t10 + 1]);
                __m128 t12 = _mm_mul_ps(fb_v_2, _mm_set1_ps(0.5f));
                __m128 fa_v_2 = _mm_loadu_ps(&fa[t11][t10]);
                __m128 t13 = _mm_sub_ps(t12, fa_v_2);
                _mm_storeu_ps(&fb[t11][t10], t13);
                long t14 = j_vec + 12L;
                long t15 = (long)i;
                __m128 fb_v_3 = _mm_loadu_ps(&fb[i + 1][(int)t14 + 1]);
                __m128 t16 = _mm_mul_ps(fb_v_3, _mm_set1_ps(0.5f));
                __m128 fa_v_3 = _mm_loadu_ps(&fa[t15][t14]);
                __m128 t17 = _mm_sub_ps(t16, fa_v_3);
                _mm_storeu_ps(&fb[t15][t14], t17);
                j_vec += 16L;
            } while (j_vec < t2);
            t18 = (int)t2;
        } else {
            t18 = 0;
        }
        long t19 = (long)cols + (long)t18 * -1L + -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long j_vec_1 = 0L;
            /* vcc: loop at interchange.c:100 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t21 = (long)t18 + j_vec_1;
                long t22 = (long)i;
                __m128 fb_v_4 = _mm_loadu_ps(&fb[i + 1][(int)t21 + 1]);
                __m128 t23 = _mm_mul_ps(fb_v_4, _mm_set1_ps(0.5f));
                __m128 fa_v_4 = _mm_loadu_ps(&fa[t22][t21]);
                __m128 t24 = _mm_sub_ps(t23, fa_v_4);
                _mm_storeu_ps(&fb[t22][t21], t24);
                j_vec_1 += 4L;
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
void col_sums_rows(int rows, int cols) {
    int j;
    int j_1 = 0;
    /* vcc: loop at interchange.c:106 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;; j_1 += 4) {
        if (j_1 >= cols) {
            j = j_1;
            break;
        }
        if (((unsigned int)cols - (unsigned int)j_1) < 4U) {
            j = j_1;
            break;
        }
        for (int t3 = 0; t3 < rows; t3++) {
            long t4 = (long)j_1;
            float *t5 = &colsum[t4];
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_set1_ps(0.5f);
            __m128 t8 = _mm_mul_ps(t6, t7);
            __m128 t9 = _mm_loadu_ps(&fa[t3][t4]);
            __m128 t10 = _mm_add_ps(t8, t9);
            _mm_storeu_ps(t5, t10);
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

int main(void) {
    float s[45];
    int n;
    int t9;
    int t143;
    int j;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
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
                vcc_v2_int i_v = (vcc_v2_int){i, i};
                vcc_v2_int n_v = (vcc_v2_int){n, n};
                vcc_v2_int t13 = (vcc_v2_int){0, 0};
                vcc_v2_uint t14 = (vcc_v2_uint)t13;
                vcc_v2_uint j_v = t14 + (vcc_v2_uint){0U, 1U};
                vcc_v2_int t15 = vcc_splat(vcc_v2_int, t10 % 17);
                vcc_v2_int t16 = t15 + (vcc_v2_int){0, 3};
                vcc_v2_uint t17 = (vcc_v2_uint)t16;
                vcc_v2_uint t18 = t17 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t19 = vcc_min(vcc_v2_int, t17, t18);
                vcc_v2_int t1 = (vcc_v2_int)t19;
                vcc_v2_int t20 = vcc_splat(vcc_v2_int, t11 % 13);
                vcc_v2_int t21 = t20 + (vcc_v2_int){0, 1};
                vcc_v2_uint t22 = (vcc_v2_uint)t21;
                vcc_v2_uint t23 = t22 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t24 = vcc_min(vcc_v2_int, t22, t23);
                vcc_v2_int t2 = (vcc_v2_int)t24;
                vcc_v2_int t25 = vcc_splat(vcc_v2_int, t12 % 19);
                vcc_v2_int t26 = t25 + (vcc_v2_int){0, 11};
                vcc_v2_uint t27 = (vcc_v2_uint)t26;
                vcc_v2_uint t28 = t27 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t29 = vcc_min(vcc_v2_int, t27, t28);
                vcc_v2_int t3 = (vcc_v2_int)t29;
                vcc_v2_int t30 = i_v * (vcc_v2_int){7, 7};
                vcc_v2_int t31 = i_v * (vcc_v2_int){100, 100};
                long j_vec = 0L;
                /* vcc: loop at interchange.c:115 vectorized: VF 2, UF 4, the remainder at 116:35 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 117:35 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 118:28 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
                for (;;) {
                    vcc_v2_int j_v_4 = (vcc_v2_int)j_v;
                    long t32 = (long)i;
                    vcc_v2_float t33 = __builtin_convertvector(t1, vcc_v2_float);
                    vcc_v2_float t34 = t33 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&fa[t32][j_vec], t34);
                    vcc_v2_float t35 = __builtin_convertvector(t2, vcc_v2_float);
                    vcc_v2_float t36 = t35 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&fb[t32][j_vec], t36);
                    __m128d t37 = (__m128d)__builtin_convertvector(t3, vcc_v2_double);
                    _mm_storeu_pd(&da[t32][j_vec], t37);
                    vcc_v2_int t38 = t31 + j_v_4;
                    vcc_v2_int t39 = t38 - n_v;
                    vcc_store(&ia[t32][j_vec], t39);
                    vcc_v2_int t40 = t30 - j_v_4;
                    vcc_v2_int t41 = t40 + n_v;
                    vcc_v2_short t42 = __builtin_convertvector(t41, vcc_v2_short);
                    vcc_store(&sa[t32][j_vec], t42);
                    long t43 = j_vec + 2L;
                    vcc_v2_uint t44 = j_v + (vcc_v2_uint){2U, 2U};
                    vcc_v2_int j_v_5 = (vcc_v2_int)t44;
                    long t45 = (long)i;
                    vcc_v2_int t46 = t1 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t47 = (vcc_v2_uint)t46;
                    vcc_v2_uint t48 = t47 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t49 = vcc_min(vcc_v2_int, t47, t48);
                    vcc_v2_int t50 = (vcc_v2_int)t49;
                    vcc_v2_float t51 = __builtin_convertvector(t50, vcc_v2_float);
                    vcc_v2_float t52 = t51 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&fa[t45][t43], t52);
                    vcc_v2_int t53 = t2 + (vcc_v2_int){2, 2};
                    vcc_v2_uint t54 = (vcc_v2_uint)t53;
                    vcc_v2_uint t55 = t54 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t56 = vcc_min(vcc_v2_int, t54, t55);
                    vcc_v2_int t57 = (vcc_v2_int)t56;
                    vcc_v2_float t58 = __builtin_convertvector(t57, vcc_v2_float);
                    vcc_v2_float t59 = t58 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&fb[t45][t43], t59);
                    vcc_v2_int t60 = t3 + (vcc_v2_int){3, 3};
                    vcc_v2_uint t61 = (vcc_v2_uint)t60;
                    vcc_v2_uint t62 = t61 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t63 = vcc_min(vcc_v2_int, t61, t62);
                    vcc_v2_int t64 = (vcc_v2_int)t63;
                    __m128d t65 = (__m128d)__builtin_convertvector(t64, vcc_v2_double);
                    _mm_storeu_pd(&da[t45][t43], t65);
                    vcc_v2_int t66 = t31 + j_v_5;
                    vcc_v2_int t67 = t66 - n_v;
                    vcc_store(&ia[t45][t43], t67);
                    vcc_v2_int t68 = t30 - j_v_5;
                    vcc_v2_int t69 = t68 + n_v;
                    vcc_v2_short t70 = __builtin_convertvector(t69, vcc_v2_short);
                    vcc_store(&sa[t45][t43], t70);
                    long t71 = j_vec + 4L;
                    vcc_v2_uint t72 = j_v + (vcc_v2_uint){4U, 4U};
                    vcc_v2_int j_v_6 = (vcc_v2_int)t72;
                    long t73 = (long)i;
                    vcc_v2_int t74 = t1 + (vcc_v2_int){12, 12};
                    vcc_v2_uint t75 = (vcc_v2_uint)t74;
                    vcc_v2_uint t76 = t75 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t77 = vcc_min(vcc_v2_int, t75, t76);
                    vcc_v2_int t78 = (vcc_v2_int)t77;
                    vcc_v2_float t79 = __builtin_convertvector(t78, vcc_v2_float);
                    vcc_v2_float t80 = t79 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&fa[t73][t71], t80);
                    vcc_v2_int t81 = t2 + (vcc_v2_int){4, 4};
                    vcc_v2_uint t82 = (vcc_v2_uint)t81;
                    vcc_v2_uint t83 = t82 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t84 = vcc_min(vcc_v2_int, t82, t83);
                    vcc_v2_int t85 = (vcc_v2_int)t84;
                    vcc_v2_float t86 = __builtin_convertvector(t85, vcc_v2_float);
                    vcc_v2_float t87 = t86 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&fb[t73][t71], t87);
                    vcc_v2_int t88 = t3 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t89 = (vcc_v2_uint)t88;
                    vcc_v2_uint t90 = t89 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t91 = vcc_min(vcc_v2_int, t89, t90);
                    vcc_v2_int t92 = (vcc_v2_int)t91;
                    __m128d t93 = (__m128d)__builtin_convertvector(t92, vcc_v2_double);
                    _mm_storeu_pd(&da[t73][t71], t93);
                    vcc_v2_int t94 = t31 + j_v_6;
                    vcc_v2_int t95 = t94 - n_v;
                    vcc_store(&ia[t73][t71], t95);
                    vcc_v2_int t96 = t30 - j_v_6;
                    vcc_v2_int t97 = t96 + n_v;
                    vcc_v2_short t98 = __builtin_convertvector(t97, vcc_v2_short);
                    vcc_store(&sa[t73][t71], t98);
                    long t99 = j_vec + 6L;
                    vcc_v2_uint t100 = j_v + (vcc_v2_uint){6U, 6U};
                    vcc_v2_int j_v_7 = (vcc_v2_int)t100;
                    long t101 = (long)i;
                    vcc_v2_int t102 = t1 + (vcc_v2_int){1, 1};
                    vcc_v2_uint t103 = (vcc_v2_uint)t102;
                    vcc_v2_uint t104 = t103 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t105 = vcc_min(vcc_v2_int, t103, t104);
                    vcc_v2_int t106 = (vcc_v2_int)t105;
                    vcc_v2_float t107 = __builtin_convertvector(t106, vcc_v2_float);
                    vcc_v2_float t108 = t107 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&fa[t101][t99], t108);
                    vcc_v2_int t109 = t2 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t110 = (vcc_v2_uint)t109;
                    vcc_v2_uint t111 = t110 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t112 = vcc_min(vcc_v2_int, t110, t111);
                    vcc_v2_int t113 = (vcc_v2_int)t112;
                    vcc_v2_float t114 = __builtin_convertvector(t113, vcc_v2_float);
                    vcc_v2_float t115 = t114 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&fb[t101][t99], t115);
                    vcc_v2_int t116 = t3 + (vcc_v2_int){9, 9};
                    vcc_v2_uint t117 = (vcc_v2_uint)t116;
                    vcc_v2_uint t118 = t117 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t119 = vcc_min(vcc_v2_int, t117, t118);
                    vcc_v2_int t120 = (vcc_v2_int)t119;
                    __m128d t121 = (__m128d)__builtin_convertvector(t120, vcc_v2_double);
                    _mm_storeu_pd(&da[t101][t99], t121);
                    vcc_v2_int t122 = t31 + j_v_7;
                    vcc_v2_int t123 = t122 - n_v;
                    vcc_store(&ia[t101][t99], t123);
                    vcc_v2_int t124 = t30 - j_v_7;
                    vcc_v2_int t125 = t124 + n_v;
                    vcc_v2_short t126 = __builtin_convertvector(t125, vcc_v2_short);
                    vcc_store(&sa[t101][t99], t126);
                    j_vec += 8L;
                    vcc_v2_uint t127 = j_v + (vcc_v2_uint){8U, 8U};
                    vcc_v2_int t128 = t1 + (vcc_v2_int){7, 7};
                    vcc_v2_uint t129 = (vcc_v2_uint)t128;
                    vcc_v2_uint t130 = t129 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t131 = vcc_min(vcc_v2_int, t129, t130);
                    vcc_v2_int t132 = (vcc_v2_int)t131;
                    vcc_v2_int t133 = t2 + (vcc_v2_int){8, 8};
                    vcc_v2_uint t134 = (vcc_v2_uint)t133;
                    vcc_v2_uint t135 = t134 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t136 = vcc_min(vcc_v2_int, t134, t135);
                    vcc_v2_int t137 = (vcc_v2_int)t136;
                    vcc_v2_int t138 = t3 + (vcc_v2_int){12, 12};
                    vcc_v2_uint t139 = (vcc_v2_uint)t138;
                    vcc_v2_uint t140 = t139 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t141 = vcc_min(vcc_v2_int, t139, t140);
                    vcc_v2_int t142 = (vcc_v2_int)t141;
                    if (j_vec >= 40L) {
                        break;
                    }
                    j_v = t127;
                    t1 = t132;
                    t2 = t137;
                    t3 = t142;
                }
                t143 = 40;
            } else {
                t143 = 0;
            }
            long t144 = (long)t143 * -1L + 45L;
            int t145 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 7U) + (unsigned int)(int)((unsigned int)t143 * 3U)) + (unsigned int)n);
            int t146 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 5U) + (unsigned int)t143) + (unsigned int)n);
            int t147 = (int)((unsigned int)(int)((unsigned int)(int)((unsigned int)i * 3U) + (unsigned int)(int)((unsigned int)t143 * 11U)) + (unsigned int)n);
            if ((t144 >= 2L) & (t145 >= 0) & (t146 >= 0) & (t147 >= 0)) {
                long t148 = t144 & -2L;
                vcc_v2_int i_v_1 = (vcc_v2_int){i, i};
                vcc_v2_int n_v_1 = (vcc_v2_int){n, n};
                vcc_v2_int t149 = (vcc_v2_int){t143, t143};
                vcc_v2_uint t150 = (vcc_v2_uint)t149;
                vcc_v2_uint j_v_1 = t150 + (vcc_v2_uint){0U, 1U};
                vcc_v2_int t151 = vcc_splat(vcc_v2_int, t145 % 17);
                vcc_v2_int t152 = t151 + (vcc_v2_int){0, 3};
                vcc_v2_uint t153 = (vcc_v2_uint)t152;
                vcc_v2_uint t154 = t153 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t155 = vcc_min(vcc_v2_int, t153, t154);
                vcc_v2_int t4 = (vcc_v2_int)t155;
                vcc_v2_int t156 = vcc_splat(vcc_v2_int, t146 % 13);
                vcc_v2_int t157 = t156 + (vcc_v2_int){0, 1};
                vcc_v2_uint t158 = (vcc_v2_uint)t157;
                vcc_v2_uint t159 = t158 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t160 = vcc_min(vcc_v2_int, t158, t159);
                vcc_v2_int t5 = (vcc_v2_int)t160;
                vcc_v2_int t161 = vcc_splat(vcc_v2_int, t147 % 19);
                vcc_v2_int t162 = t161 + (vcc_v2_int){0, 11};
                vcc_v2_uint t163 = (vcc_v2_uint)t162;
                vcc_v2_uint t164 = t163 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t165 = vcc_min(vcc_v2_int, t163, t164);
                vcc_v2_int t6 = (vcc_v2_int)t165;
                vcc_v2_int t166 = i_v_1 * (vcc_v2_int){7, 7};
                vcc_v2_int t167 = i_v_1 * (vcc_v2_int){100, 100};
                long j_vec_1 = 0L;
                /* vcc: loop at interchange.c:115 vector epilogue: VF 2, UF 1, scalar epilogue */
                for (;;) {
                    long t168 = (long)t143 + j_vec_1;
                    vcc_v2_int j_v_8 = (vcc_v2_int)j_v_1;
                    long t169 = (long)i;
                    vcc_v2_float t170 = __builtin_convertvector(t4, vcc_v2_float);
                    vcc_v2_float t171 = t170 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&fa[t169][t168], t171);
                    vcc_v2_float t172 = __builtin_convertvector(t5, vcc_v2_float);
                    vcc_v2_float t173 = t172 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&fb[t169][t168], t173);
                    __m128d t174 = (__m128d)__builtin_convertvector(t6, vcc_v2_double);
                    _mm_storeu_pd(&da[t169][t168], t174);
                    vcc_v2_int t175 = t167 + j_v_8;
                    vcc_v2_int t176 = t175 - n_v_1;
                    vcc_store(&ia[t169][t168], t176);
                    vcc_v2_int t177 = t166 - j_v_8;
                    vcc_v2_int t178 = t177 + n_v_1;
                    vcc_v2_short t179 = __builtin_convertvector(t178, vcc_v2_short);
                    vcc_store(&sa[t169][t168], t179);
                    j_vec_1 += 2L;
                    vcc_v2_uint t180 = j_v_1 + (vcc_v2_uint){2U, 2U};
                    vcc_v2_int t181 = t4 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t182 = (vcc_v2_uint)t181;
                    vcc_v2_uint t183 = t182 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t184 = vcc_min(vcc_v2_int, t182, t183);
                    vcc_v2_int t185 = (vcc_v2_int)t184;
                    vcc_v2_int t186 = t5 + (vcc_v2_int){2, 2};
                    vcc_v2_uint t187 = (vcc_v2_uint)t186;
                    vcc_v2_uint t188 = t187 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t189 = vcc_min(vcc_v2_int, t187, t188);
                    vcc_v2_int t190 = (vcc_v2_int)t189;
                    vcc_v2_int t191 = t6 + (vcc_v2_int){3, 3};
                    vcc_v2_uint t192 = (vcc_v2_uint)t191;
                    vcc_v2_uint t193 = t192 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t194 = vcc_min(vcc_v2_int, t192, t193);
                    vcc_v2_int t195 = (vcc_v2_int)t194;
                    if (j_vec_1 >= t148) {
                        break;
                    }
                    j_v_1 = t180;
                    t4 = t185;
                    t5 = t190;
                    t6 = t195;
                }
                j = (int)((long)t143 + t148);
            } else {
                j = t143;
            }
            for (; j < 45; j++) {
                long t196 = (long)i;
                long t197 = (long)j;
                int t198 = i * 7;
                fa[t196][t197] = (float)((t198 + j * 3 + n) % 17) * 0.25f;
                fb[t196][t197] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[t196][t197] = (double)((i * 3 + j * 11 + n) % 19);
                ia[t196][t197] = i * 100 + j - n;
                sa[t196][t197] = (short)(t198 - j + n);
            }
        }
        __m128i t199 = _mm_set1_epi32(0);
        vcc_v4_uint j_v_2 = (vcc_v4_uint)_mm_add_epi32(t199, _mm_setr_epi32(0, 1, 2, 3));
        long j_vec_2 = 0L;
        /* vcc: loop at interchange.c:122 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 t200 = _mm_cvtepi32_ps((__m128i)j_v_2);
            _mm_storeu_ps(&colsum[j_vec_2], t200);
            __m128i t201 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(4));
            __m128 t202 = _mm_cvtepi32_ps(t201);
            _mm_storeu_ps(&colsum[j_vec_2 + 4L], t202);
            __m128i t203 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(8));
            __m128 t204 = _mm_cvtepi32_ps(t203);
            _mm_storeu_ps(&colsum[j_vec_2 + 8L], t204);
            __m128i t205 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(12));
            __m128 t206 = _mm_cvtepi32_ps(t205);
            _mm_storeu_ps(&colsum[j_vec_2 + 12L], t206);
            j_vec_2 += 16L;
            __m128i t207 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(16));
            if (j_vec_2 >= 32L) {
                break;
            }
            j_v_2 = (vcc_v4_uint)t207;
        }
        __m128i t208 = _mm_set1_epi32(32);
        vcc_v4_uint j_v_3 = (vcc_v4_uint)_mm_add_epi32(t208, _mm_setr_epi32(0, 1, 2, 3));
        long j_vec_3 = 0L;
        /* vcc: loop at interchange.c:122 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128 t209 = _mm_cvtepi32_ps((__m128i)j_v_3);
            _mm_storeu_ps(&colsum[32L + j_vec_3], t209);
            j_vec_3 += 4L;
            __m128i t210 = _mm_add_epi32((__m128i)j_v_3, _mm_set1_epi32(4));
            if (j_vec_3 >= 12L) {
                break;
            }
            j_v_3 = (vcc_v4_uint)t210;
        }
        for (int j_1 = 44; j_1 < 45; j_1++) {
            colsum[j_1] = (float)j_1;
        }
        s[0] = 0.0f;
        long t7 = 0L;
        /* vcc: loop at interchange.c:124 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm_storeu_ps(&s[1L + t7], _mm_set1_ps(0.0f));
            _mm_storeu_ps(&s[1L + (t7 + 4L)], _mm_set1_ps(0.0f));
            _mm_storeu_ps(&s[1L + (t7 + 8L)], _mm_set1_ps(0.0f));
            _mm_storeu_ps(&s[1L + (t7 + 12L)], _mm_set1_ps(0.0f));
            t7 += 16L;
        } while (t7 < 32L);
        long t8 = 0L;
        /* vcc: loop at interchange.c:124 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_ps(&s[33L + t8], _mm_set1_ps(0.0f));
            t8 += 4L;
        } while (t8 < 12L);
        cols(0.5f + (float)n);
        dep_down();
        anti_diag();
        diag();
        step_use();
        down();
        col_sums();
        col_sums_to(s);
        col_sums_to(fa[1]);
        shorts((short)n);
        int rows = n % 38;
        int cols_1 = n * 7 % 46;
        dep_rows(rows, cols_1);
        anti_diag_rows(rows, cols_1);
        shifted_rows(rows, cols_1);
        col_sums_rows(rows, cols_1);
        unsigned long t211 = hash_bytes((const void *)s, 180UL);
        unsigned long t212 = hash_bytes((const void *)colsum, 180UL);
        unsigned long t213 = hash_bytes((const void *)sa[0], 3330UL);
        unsigned long t214 = hash_bytes((const void *)ia[0], 6660UL);
        unsigned long t215 = hash_bytes((const void *)da[0], 13320UL);
        unsigned long t216 = hash_bytes((const void *)fb[0], 6660UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)fa[0], 6660UL), (unsigned long long)t216, (unsigned long long)t215, (unsigned long long)t214, (unsigned long long)t213, (unsigned long long)t212, (unsigned long long)t211);
    }
}
