/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
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
__attribute__((target("sse4.2"))) void cols(float s) {
    float (*t2)[45];
    float (*t4)[45];
    int i = 0;
    while (i < 37) {
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = (long)i;
            t2 = &fa[t1];
            float *t3 = &(*t2)[j_vec];
            t4 = &fb[t1];
            __m128 fb_v = _mm_loadu_ps(&(*t4)[j_vec]);
            __m128 t5 = _mm_mul_ps(fb_v, s_v);
            __m128 fa_v = _mm_loadu_ps(t3);
            __m128 t6 = _mm_add_ps(t5, fa_v);
            _mm_storeu_ps(t3, t6);
            long t7 = j_vec + 4L;
            float *t8 = &(*t2)[t7];
            __m128 fb_v_1 = _mm_loadu_ps(&(*t4)[t7]);
            __m128 t9 = _mm_mul_ps(fb_v_1, s_v);
            __m128 fa_v_1 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_add_ps(t9, fa_v_1);
            _mm_storeu_ps(t8, t10);
            long t11 = j_vec + 8L;
            float *t12 = &(*t2)[t11];
            __m128 fb_v_2 = _mm_loadu_ps(&(*t4)[t11]);
            __m128 t13 = _mm_mul_ps(fb_v_2, s_v);
            __m128 fa_v_2 = _mm_loadu_ps(t12);
            __m128 t14 = _mm_add_ps(t13, fa_v_2);
            _mm_storeu_ps(t12, t14);
            long t15 = j_vec + 12L;
            float *t16 = &(*t2)[t15];
            __m128 fb_v_3 = _mm_loadu_ps(&(*t4)[t15]);
            __m128 t17 = _mm_mul_ps(fb_v_3, s_v);
            __m128 fa_v_3 = _mm_loadu_ps(t16);
            __m128 t18 = _mm_add_ps(t17, fa_v_3);
            _mm_storeu_ps(t16, t18);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = 32L + j_vec_1;
            float *t20 = &(*t2)[t19];
            __m128 fb_v_4 = _mm_loadu_ps(&(*t4)[t19]);
            __m128 t21 = _mm_mul_ps(fb_v_4, s_v);
            __m128 fa_v_4 = _mm_loadu_ps(t20);
            __m128 t22 = _mm_add_ps(t21, fa_v_4);
            _mm_storeu_ps(t20, t22);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        float *t23 = &(*t2)[44];
        *t23 = (*t4)[44] * s + *t23;
        i++;
    }
}

/* A dependence carried by the inner loop only (distance (0, 1)): the swap carries it by the
   outer loop, and the new inner loop has none. */
__attribute__((target("sse4.2"))) void dep_down(void) {
    float (*t2)[45];
    float (*t3)[45];
    float (*t4)[45];
    int i = 1;
    while (i < 37) {
        long j_vec = 0L;
        /* vcc: loop at interchange.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = (long)i;
            t2 = &fa[t1];
            t3 = &fa[i - 1];
            __m128 fa_v = _mm_loadu_ps(&(*t3)[j_vec]);
            t4 = &fb[t1];
            __m128 fb_v = _mm_loadu_ps(&(*t4)[j_vec]);
            __m128 t5 = _mm_add_ps(fa_v, fb_v);
            _mm_storeu_ps(&(*t2)[j_vec], t5);
            long t6 = j_vec + 4L;
            __m128 fa_v_1 = _mm_loadu_ps(&(*t3)[t6]);
            __m128 fb_v_1 = _mm_loadu_ps(&(*t4)[t6]);
            __m128 t7 = _mm_add_ps(fa_v_1, fb_v_1);
            _mm_storeu_ps(&(*t2)[t6], t7);
            long t8 = j_vec + 8L;
            __m128 fa_v_2 = _mm_loadu_ps(&(*t3)[t8]);
            __m128 fb_v_2 = _mm_loadu_ps(&(*t4)[t8]);
            __m128 t9 = _mm_add_ps(fa_v_2, fb_v_2);
            _mm_storeu_ps(&(*t2)[t8], t9);
            long t10 = j_vec + 12L;
            __m128 fa_v_3 = _mm_loadu_ps(&(*t3)[t10]);
            __m128 fb_v_3 = _mm_loadu_ps(&(*t4)[t10]);
            __m128 t11 = _mm_add_ps(fa_v_3, fb_v_3);
            _mm_storeu_ps(&(*t2)[t10], t11);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = 32L + j_vec_1;
            __m128 fa_v_4 = _mm_loadu_ps(&(*t3)[t12]);
            __m128 fb_v_4 = _mm_loadu_ps(&(*t4)[t12]);
            __m128 t13 = _mm_add_ps(fa_v_4, fb_v_4);
            _mm_storeu_ps(&(*t2)[t12], t13);
            j_vec_1 += 4L;
        } while (j_vec_1 < 12L);
        (*t2)[44] = (*t3)[44] + (*t4)[44];
        i++;
    }
}

/* Distance (1, -1): reversed by the swap, so not interchanged. */
void anti_diag(void) {
    for (int j = 1; j < C; j++)
        for (int i = 0; i < R - 1; i++)
            fa[i][j] = fa[i + 1][j - 1] * 0.5f + 1.0f;
}

/* Distance (1, 1): kept in order by the swap. */
__attribute__((target("sse4.2"))) void diag(void) {
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
__attribute__((target("sse4.2"))) void step_use(void) {
    int (*t3)[45];
    int t4;
    int (*t5)[45];
    int i = 0;
    while (i < 36) {
        __m128i i_v = _mm_set1_epi32((int)i);
        __m128i t1 = _mm_set1_epi32(0);
        vcc_v4_uint j_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t2 = _mm_add_epi32(i_v, _mm_set1_epi32(1));
        long j_vec = 0L;
        /* vcc: loop at interchange.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t3 = &ia[i];
            t4 = i + 1;
            t5 = &ia[t4];
            __m128i ia_v = _mm_loadu_si128((const __m128i *)&(*t5)[j_vec]);
            __m128i t6 = _mm_mullo_epi32(t2, (__m128i)j_v);
            __m128i t7 = _mm_add_epi32(ia_v, t6);
            _mm_storeu_si128((__m128i *)&(*t3)[j_vec], t7);
            long t8 = j_vec + 4L;
            __m128i t9 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(4));
            __m128i ia_v_1 = _mm_loadu_si128((const __m128i *)&(*t5)[t8]);
            __m128i t10 = _mm_mullo_epi32(t2, t9);
            __m128i t11 = _mm_add_epi32(ia_v_1, t10);
            _mm_storeu_si128((__m128i *)&(*t3)[t8], t11);
            long t12 = j_vec + 8L;
            __m128i t13 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(8));
            __m128i ia_v_2 = _mm_loadu_si128((const __m128i *)&(*t5)[t12]);
            __m128i t14 = _mm_mullo_epi32(t2, t13);
            __m128i t15 = _mm_add_epi32(ia_v_2, t14);
            _mm_storeu_si128((__m128i *)&(*t3)[t12], t15);
            long t16 = j_vec + 12L;
            __m128i t17 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(12));
            __m128i ia_v_3 = _mm_loadu_si128((const __m128i *)&(*t5)[t16]);
            __m128i t18 = _mm_mullo_epi32(t2, t17);
            __m128i t19 = _mm_add_epi32(ia_v_3, t18);
            _mm_storeu_si128((__m128i *)&(*t3)[t16], t19);
            j_vec += 16L;
            __m128i t20 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(16));
            if (j_vec >= 32L) {
                break;
            }
            j_v = (vcc_v4_uint)t20;
        }
        __m128i t21 = _mm_set1_epi32(32);
        vcc_v4_uint j_v_1 = (vcc_v4_uint)_mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t22 = 32L + j_vec_1;
            __m128i ia_v_4 = _mm_loadu_si128((const __m128i *)&(*t5)[t22]);
            __m128i t23 = _mm_mullo_epi32(t2, (__m128i)j_v_1);
            __m128i t24 = _mm_add_epi32(ia_v_4, t23);
            _mm_storeu_si128((__m128i *)&(*t3)[t22], t24);
            j_vec_1 += 4L;
            __m128i t25 = _mm_add_epi32((__m128i)j_v_1, _mm_set1_epi32(4));
            if (j_vec_1 >= 12L) {
                break;
            }
            j_v_1 = (vcc_v4_uint)t25;
        }
        (*t3)[44] = (*t5)[44] + t4 * 44;
        i = t4;
    }
}

/* Both loops counting down, doubles. */
__attribute__((target("sse4.2"))) void down(void) {
    double (*t3)[45];
    int t4;
    double (*t5)[45];
    int i = 36;
    while (i > 0) {
        vcc_v2_int i_v = (vcc_v2_int){i, i};
        __m128d t1 = (__m128d)__builtin_convertvector(i_v, vcc_v2_double);
        long j_vec = 0L;
        /* vcc: loop at interchange.c:55 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t2 = 44L + j_vec * -1L;
            t3 = &da[i];
            t4 = i - 1;
            t5 = &da[t4];
            __m128d t6 = _mm_loadu_pd(&(*t5)[t2] + -1);
            __m128d da_v = _mm_shuffle_pd(t6, t6, 1);
            __m128d t7 = _mm_mul_pd(da_v, _mm_set1_pd(0.25));
            __m128d t8 = _mm_add_pd(t7, t1);
            __m128d t9 = _mm_shuffle_pd(t8, t8, 1);
            _mm_storeu_pd(&(*t3)[t2] + -1, t9);
            long t10 = 44L + (j_vec + 2L) * -1L;
            __m128d t11 = _mm_loadu_pd(&(*t5)[t10] + -1);
            __m128d da_v_1 = _mm_shuffle_pd(t11, t11, 1);
            __m128d t12 = _mm_mul_pd(da_v_1, _mm_set1_pd(0.25));
            __m128d t13 = _mm_add_pd(t12, t1);
            __m128d t14 = _mm_shuffle_pd(t13, t13, 1);
            _mm_storeu_pd(&(*t3)[t10] + -1, t14);
            long t15 = 44L + (j_vec + 4L) * -1L;
            __m128d t16 = _mm_loadu_pd(&(*t5)[t15] + -1);
            __m128d da_v_2 = _mm_shuffle_pd(t16, t16, 1);
            __m128d t17 = _mm_mul_pd(da_v_2, _mm_set1_pd(0.25));
            __m128d t18 = _mm_add_pd(t17, t1);
            __m128d t19 = _mm_shuffle_pd(t18, t18, 1);
            _mm_storeu_pd(&(*t3)[t15] + -1, t19);
            long t20 = 44L + (j_vec + 6L) * -1L;
            __m128d t21 = _mm_loadu_pd(&(*t5)[t20] + -1);
            __m128d da_v_3 = _mm_shuffle_pd(t21, t21, 1);
            __m128d t22 = _mm_mul_pd(da_v_3, _mm_set1_pd(0.25));
            __m128d t23 = _mm_add_pd(t22, t1);
            __m128d t24 = _mm_shuffle_pd(t23, t23, 1);
            _mm_storeu_pd(&(*t3)[t20] + -1, t24);
            j_vec += 8L;
        } while (j_vec < 40L);
        long j_vec_1 = 0L;
        /* vcc: loop at interchange.c:55 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = 4L + j_vec_1 * -1L;
            __m128d t26 = _mm_loadu_pd(&(*t5)[t25] + -1);
            __m128d t27 = _mm_mul_pd(t26, _mm_set1_pd(0.25));
            __m128d t28 = _mm_add_pd(t27, t1);
            _mm_storeu_pd(&(*t3)[t25] + -1, t28);
            j_vec_1 += 2L;
        } while (j_vec_1 < 4L);
        (*t3)[0] = (*t5)[0] * 0.25 + (double)i;
        i = t4;
    }
}

/* A sum per column into a global array: a store that does not move with the inner loop. */
__attribute__((target("sse4.2"))) void col_sums(void) {
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
__attribute__((target("sse4.2"))) void shorts(short k) {
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
__attribute__((target("sse4.2"))) void dep_rows(int rows, int cols) {
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
__attribute__((target("sse4.2"))) void shifted_rows(int rows, int cols) {
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
__attribute__((target("sse4.2"))) void col_sums_rows(int rows, int cols) {
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

__attribute__((target("sse4.2"))) int main(void) {
    float s[45];
    int n;
    int t9;
    int t150;
    int j;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
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
            unsigned int t10 = (unsigned int)i;
            unsigned int t11 = (unsigned int)(int)(t10 * 7U);
            unsigned int t12 = (unsigned int)n;
            int t13 = (int)((unsigned int)(int)t11 + t12);
            unsigned int t14 = (unsigned int)(int)(t10 * 5U);
            int t15 = (int)((unsigned int)(int)t14 + t12);
            unsigned int t16 = (unsigned int)(int)(t10 * 3U);
            int t17 = (int)((unsigned int)(int)t16 + t12);
            if (1 & (t13 >= 0) & (t15 >= 0) & (t17 >= 0)) {
                vcc_v2_int i_v = (vcc_v2_int){i, i};
                vcc_v2_int n_v = (vcc_v2_int){n, n};
                vcc_v2_int t18 = (vcc_v2_int){0, 0};
                vcc_v2_uint t19 = (vcc_v2_uint)t18;
                vcc_v2_uint j_v = t19 + (vcc_v2_uint){0U, 1U};
                vcc_v2_int t20 = vcc_splat(vcc_v2_int, t13 % 17);
                vcc_v2_int t21 = t20 + (vcc_v2_int){0, 3};
                vcc_v2_uint t22 = (vcc_v2_uint)t21;
                vcc_v2_uint t23 = t22 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t24 = vcc_min(vcc_v2_int, t22, t23);
                vcc_v2_int t1 = (vcc_v2_int)t24;
                vcc_v2_int t25 = vcc_splat(vcc_v2_int, t15 % 13);
                vcc_v2_int t26 = t25 + (vcc_v2_int){0, 1};
                vcc_v2_uint t27 = (vcc_v2_uint)t26;
                vcc_v2_uint t28 = t27 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t29 = vcc_min(vcc_v2_int, t27, t28);
                vcc_v2_int t2 = (vcc_v2_int)t29;
                vcc_v2_int t30 = vcc_splat(vcc_v2_int, t17 % 19);
                vcc_v2_int t31 = t30 + (vcc_v2_int){0, 11};
                vcc_v2_uint t32 = (vcc_v2_uint)t31;
                vcc_v2_uint t33 = t32 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t34 = vcc_min(vcc_v2_int, t32, t33);
                vcc_v2_int t3 = (vcc_v2_int)t34;
                vcc_v2_int t35 = i_v * (vcc_v2_int){7, 7};
                vcc_v2_int t36 = i_v * (vcc_v2_int){100, 100};
                long j_vec = 0L;
                /* vcc: loop at interchange.c:115 vectorized: VF 2, UF 4, the remainder at 116:35 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 117:35 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 118:28 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
                for (;;) {
                    vcc_v2_int j_v_4 = (vcc_v2_int)j_v;
                    long t37 = (long)i;
                    float (*t38)[45] = &fa[t37];
                    vcc_v2_float t39 = __builtin_convertvector(t1, vcc_v2_float);
                    vcc_v2_float t40 = t39 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&(*t38)[j_vec], t40);
                    float (*t41)[45] = &fb[t37];
                    vcc_v2_float t42 = __builtin_convertvector(t2, vcc_v2_float);
                    vcc_v2_float t43 = t42 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&(*t41)[j_vec], t43);
                    double (*t44)[45] = &da[t37];
                    __m128d t45 = (__m128d)__builtin_convertvector(t3, vcc_v2_double);
                    _mm_storeu_pd(&(*t44)[j_vec], t45);
                    int (*t46)[45] = &ia[t37];
                    vcc_v2_int t47 = t36 + j_v_4;
                    vcc_v2_int t48 = t47 - n_v;
                    vcc_store(&(*t46)[j_vec], t48);
                    short (*t49)[45] = &sa[t37];
                    vcc_v2_int t50 = t35 - j_v_4;
                    vcc_v2_int t51 = t50 + n_v;
                    vcc_v2_short t52 = __builtin_convertvector(t51, vcc_v2_short);
                    vcc_store(&(*t49)[j_vec], t52);
                    long t53 = j_vec + 2L;
                    vcc_v2_uint t54 = j_v + (vcc_v2_uint){2U, 2U};
                    vcc_v2_int j_v_5 = (vcc_v2_int)t54;
                    vcc_v2_int t55 = t1 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t56 = (vcc_v2_uint)t55;
                    vcc_v2_uint t57 = t56 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t58 = vcc_min(vcc_v2_int, t56, t57);
                    vcc_v2_int t59 = (vcc_v2_int)t58;
                    vcc_v2_float t60 = __builtin_convertvector(t59, vcc_v2_float);
                    vcc_v2_float t61 = t60 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&(*t38)[t53], t61);
                    vcc_v2_int t62 = t2 + (vcc_v2_int){2, 2};
                    vcc_v2_uint t63 = (vcc_v2_uint)t62;
                    vcc_v2_uint t64 = t63 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t65 = vcc_min(vcc_v2_int, t63, t64);
                    vcc_v2_int t66 = (vcc_v2_int)t65;
                    vcc_v2_float t67 = __builtin_convertvector(t66, vcc_v2_float);
                    vcc_v2_float t68 = t67 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&(*t41)[t53], t68);
                    vcc_v2_int t69 = t3 + (vcc_v2_int){3, 3};
                    vcc_v2_uint t70 = (vcc_v2_uint)t69;
                    vcc_v2_uint t71 = t70 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t72 = vcc_min(vcc_v2_int, t70, t71);
                    vcc_v2_int t73 = (vcc_v2_int)t72;
                    __m128d t74 = (__m128d)__builtin_convertvector(t73, vcc_v2_double);
                    _mm_storeu_pd(&(*t44)[t53], t74);
                    vcc_v2_int t75 = t36 + j_v_5;
                    vcc_v2_int t76 = t75 - n_v;
                    vcc_store(&(*t46)[t53], t76);
                    vcc_v2_int t77 = t35 - j_v_5;
                    vcc_v2_int t78 = t77 + n_v;
                    vcc_v2_short t79 = __builtin_convertvector(t78, vcc_v2_short);
                    vcc_store(&(*t49)[t53], t79);
                    long t80 = j_vec + 4L;
                    vcc_v2_uint t81 = j_v + (vcc_v2_uint){4U, 4U};
                    vcc_v2_int j_v_6 = (vcc_v2_int)t81;
                    vcc_v2_int t82 = t1 + (vcc_v2_int){12, 12};
                    vcc_v2_uint t83 = (vcc_v2_uint)t82;
                    vcc_v2_uint t84 = t83 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t85 = vcc_min(vcc_v2_int, t83, t84);
                    vcc_v2_int t86 = (vcc_v2_int)t85;
                    vcc_v2_float t87 = __builtin_convertvector(t86, vcc_v2_float);
                    vcc_v2_float t88 = t87 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&(*t38)[t80], t88);
                    vcc_v2_int t89 = t2 + (vcc_v2_int){4, 4};
                    vcc_v2_uint t90 = (vcc_v2_uint)t89;
                    vcc_v2_uint t91 = t90 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t92 = vcc_min(vcc_v2_int, t90, t91);
                    vcc_v2_int t93 = (vcc_v2_int)t92;
                    vcc_v2_float t94 = __builtin_convertvector(t93, vcc_v2_float);
                    vcc_v2_float t95 = t94 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&(*t41)[t80], t95);
                    vcc_v2_int t96 = t3 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t97 = (vcc_v2_uint)t96;
                    vcc_v2_uint t98 = t97 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t99 = vcc_min(vcc_v2_int, t97, t98);
                    vcc_v2_int t100 = (vcc_v2_int)t99;
                    __m128d t101 = (__m128d)__builtin_convertvector(t100, vcc_v2_double);
                    _mm_storeu_pd(&(*t44)[t80], t101);
                    vcc_v2_int t102 = t36 + j_v_6;
                    vcc_v2_int t103 = t102 - n_v;
                    vcc_store(&(*t46)[t80], t103);
                    vcc_v2_int t104 = t35 - j_v_6;
                    vcc_v2_int t105 = t104 + n_v;
                    vcc_v2_short t106 = __builtin_convertvector(t105, vcc_v2_short);
                    vcc_store(&(*t49)[t80], t106);
                    long t107 = j_vec + 6L;
                    vcc_v2_uint t108 = j_v + (vcc_v2_uint){6U, 6U};
                    vcc_v2_int j_v_7 = (vcc_v2_int)t108;
                    vcc_v2_int t109 = t1 + (vcc_v2_int){1, 1};
                    vcc_v2_uint t110 = (vcc_v2_uint)t109;
                    vcc_v2_uint t111 = t110 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t112 = vcc_min(vcc_v2_int, t110, t111);
                    vcc_v2_int t113 = (vcc_v2_int)t112;
                    vcc_v2_float t114 = __builtin_convertvector(t113, vcc_v2_float);
                    vcc_v2_float t115 = t114 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&(*t38)[t107], t115);
                    vcc_v2_int t116 = t2 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t117 = (vcc_v2_uint)t116;
                    vcc_v2_uint t118 = t117 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t119 = vcc_min(vcc_v2_int, t117, t118);
                    vcc_v2_int t120 = (vcc_v2_int)t119;
                    vcc_v2_float t121 = __builtin_convertvector(t120, vcc_v2_float);
                    vcc_v2_float t122 = t121 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&(*t41)[t107], t122);
                    vcc_v2_int t123 = t3 + (vcc_v2_int){9, 9};
                    vcc_v2_uint t124 = (vcc_v2_uint)t123;
                    vcc_v2_uint t125 = t124 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t126 = vcc_min(vcc_v2_int, t124, t125);
                    vcc_v2_int t127 = (vcc_v2_int)t126;
                    __m128d t128 = (__m128d)__builtin_convertvector(t127, vcc_v2_double);
                    _mm_storeu_pd(&(*t44)[t107], t128);
                    vcc_v2_int t129 = t36 + j_v_7;
                    vcc_v2_int t130 = t129 - n_v;
                    vcc_store(&(*t46)[t107], t130);
                    vcc_v2_int t131 = t35 - j_v_7;
                    vcc_v2_int t132 = t131 + n_v;
                    vcc_v2_short t133 = __builtin_convertvector(t132, vcc_v2_short);
                    vcc_store(&(*t49)[t107], t133);
                    j_vec += 8L;
                    vcc_v2_uint t134 = j_v + (vcc_v2_uint){8U, 8U};
                    vcc_v2_int t135 = t1 + (vcc_v2_int){7, 7};
                    vcc_v2_uint t136 = (vcc_v2_uint)t135;
                    vcc_v2_uint t137 = t136 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t138 = vcc_min(vcc_v2_int, t136, t137);
                    vcc_v2_int t139 = (vcc_v2_int)t138;
                    vcc_v2_int t140 = t2 + (vcc_v2_int){8, 8};
                    vcc_v2_uint t141 = (vcc_v2_uint)t140;
                    vcc_v2_uint t142 = t141 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t143 = vcc_min(vcc_v2_int, t141, t142);
                    vcc_v2_int t144 = (vcc_v2_int)t143;
                    vcc_v2_int t145 = t3 + (vcc_v2_int){12, 12};
                    vcc_v2_uint t146 = (vcc_v2_uint)t145;
                    vcc_v2_uint t147 = t146 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t148 = vcc_min(vcc_v2_int, t146, t147);
                    vcc_v2_int t149 = (vcc_v2_int)t148;
                    if (j_vec >= 40L) {
                        break;
                    }
                    j_v = t134;
                    t1 = t139;
                    t2 = t144;
                    t3 = t149;
                }
                t150 = 40;
            } else {
                t150 = 0;
            }
            long t151 = (long)t150;
            long t152 = t151 * -1L + 45L;
            unsigned int t153 = (unsigned int)t150;
            int t154 = (int)((unsigned int)(int)(t11 + (unsigned int)(int)(t153 * 3U)) + t12);
            int t155 = (int)((unsigned int)(int)(t14 + t153) + t12);
            int t156 = (int)((unsigned int)(int)(t16 + (unsigned int)(int)(t153 * 11U)) + t12);
            if ((t152 >= 2L) & (t154 >= 0) & (t155 >= 0) & (t156 >= 0)) {
                long t157 = t152 & -2L;
                vcc_v2_int i_v_1 = (vcc_v2_int){i, i};
                vcc_v2_int n_v_1 = (vcc_v2_int){n, n};
                vcc_v2_int t158 = (vcc_v2_int){t150, t150};
                vcc_v2_uint t159 = (vcc_v2_uint)t158;
                vcc_v2_uint j_v_1 = t159 + (vcc_v2_uint){0U, 1U};
                vcc_v2_int t160 = vcc_splat(vcc_v2_int, t154 % 17);
                vcc_v2_int t161 = t160 + (vcc_v2_int){0, 3};
                vcc_v2_uint t162 = (vcc_v2_uint)t161;
                vcc_v2_uint t163 = t162 - (vcc_v2_uint){17U, 17U};
                vcc_v2_uint t164 = vcc_min(vcc_v2_int, t162, t163);
                vcc_v2_int t4 = (vcc_v2_int)t164;
                vcc_v2_int t165 = vcc_splat(vcc_v2_int, t155 % 13);
                vcc_v2_int t166 = t165 + (vcc_v2_int){0, 1};
                vcc_v2_uint t167 = (vcc_v2_uint)t166;
                vcc_v2_uint t168 = t167 - (vcc_v2_uint){13U, 13U};
                vcc_v2_uint t169 = vcc_min(vcc_v2_int, t167, t168);
                vcc_v2_int t5 = (vcc_v2_int)t169;
                vcc_v2_int t170 = vcc_splat(vcc_v2_int, t156 % 19);
                vcc_v2_int t171 = t170 + (vcc_v2_int){0, 11};
                vcc_v2_uint t172 = (vcc_v2_uint)t171;
                vcc_v2_uint t173 = t172 - (vcc_v2_uint){19U, 19U};
                vcc_v2_uint t174 = vcc_min(vcc_v2_int, t172, t173);
                vcc_v2_int t6 = (vcc_v2_int)t174;
                vcc_v2_int t175 = i_v_1 * (vcc_v2_int){7, 7};
                vcc_v2_int t176 = i_v_1 * (vcc_v2_int){100, 100};
                long j_vec_1 = 0L;
                /* vcc: loop at interchange.c:115 vector epilogue: VF 2, UF 1, scalar epilogue */
                for (;;) {
                    long t177 = t151 + j_vec_1;
                    vcc_v2_int j_v_8 = (vcc_v2_int)j_v_1;
                    long t178 = (long)i;
                    vcc_v2_float t179 = __builtin_convertvector(t4, vcc_v2_float);
                    vcc_v2_float t180 = t179 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(&fa[t178][t177], t180);
                    vcc_v2_float t181 = __builtin_convertvector(t5, vcc_v2_float);
                    vcc_v2_float t182 = t181 * (vcc_v2_float){0.5f, 0.5f};
                    vcc_store(&fb[t178][t177], t182);
                    __m128d t183 = (__m128d)__builtin_convertvector(t6, vcc_v2_double);
                    _mm_storeu_pd(&da[t178][t177], t183);
                    vcc_v2_int t184 = t176 + j_v_8;
                    vcc_v2_int t185 = t184 - n_v_1;
                    vcc_store(&ia[t178][t177], t185);
                    vcc_v2_int t186 = t175 - j_v_8;
                    vcc_v2_int t187 = t186 + n_v_1;
                    vcc_v2_short t188 = __builtin_convertvector(t187, vcc_v2_short);
                    vcc_store(&sa[t178][t177], t188);
                    j_vec_1 += 2L;
                    vcc_v2_uint t189 = j_v_1 + (vcc_v2_uint){2U, 2U};
                    vcc_v2_int t190 = t4 + (vcc_v2_int){6, 6};
                    vcc_v2_uint t191 = (vcc_v2_uint)t190;
                    vcc_v2_uint t192 = t191 - (vcc_v2_uint){17U, 17U};
                    vcc_v2_uint t193 = vcc_min(vcc_v2_int, t191, t192);
                    vcc_v2_int t194 = (vcc_v2_int)t193;
                    vcc_v2_int t195 = t5 + (vcc_v2_int){2, 2};
                    vcc_v2_uint t196 = (vcc_v2_uint)t195;
                    vcc_v2_uint t197 = t196 - (vcc_v2_uint){13U, 13U};
                    vcc_v2_uint t198 = vcc_min(vcc_v2_int, t196, t197);
                    vcc_v2_int t199 = (vcc_v2_int)t198;
                    vcc_v2_int t200 = t6 + (vcc_v2_int){3, 3};
                    vcc_v2_uint t201 = (vcc_v2_uint)t200;
                    vcc_v2_uint t202 = t201 - (vcc_v2_uint){19U, 19U};
                    vcc_v2_uint t203 = vcc_min(vcc_v2_int, t201, t202);
                    vcc_v2_int t204 = (vcc_v2_int)t203;
                    if (j_vec_1 >= t157) {
                        break;
                    }
                    j_v_1 = t189;
                    t4 = t194;
                    t5 = t199;
                    t6 = t204;
                }
                j = (int)(t151 + t157);
            } else {
                j = t150;
            }
            while (j < 45) {
                long t205 = (long)i;
                long t206 = (long)j;
                int t207 = i * 7;
                fa[t205][t206] = (float)((t207 + j * 3 + n) % 17) * 0.25f;
                fb[t205][t206] = (float)((i * 5 + j + n) % 13) * 0.5f;
                da[t205][t206] = (double)((i * 3 + j * 11 + n) % 19);
                ia[t205][t206] = i * 100 + j - n;
                sa[t205][t206] = (short)(t207 - j + n);
                j++;
            }
        }
        __m128i t208 = _mm_set1_epi32(0);
        vcc_v4_uint j_v_2 = (vcc_v4_uint)_mm_add_epi32(t208, _mm_setr_epi32(0, 1, 2, 3));
        long j_vec_2 = 0L;
        /* vcc: loop at interchange.c:122 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 t209 = _mm_cvtepi32_ps((__m128i)j_v_2);
            _mm_storeu_ps(&colsum[j_vec_2], t209);
            __m128i t210 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(4));
            __m128 t211 = _mm_cvtepi32_ps(t210);
            _mm_storeu_ps(&colsum[j_vec_2 + 4L], t211);
            __m128i t212 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(8));
            __m128 t213 = _mm_cvtepi32_ps(t212);
            _mm_storeu_ps(&colsum[j_vec_2 + 8L], t213);
            __m128i t214 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(12));
            __m128 t215 = _mm_cvtepi32_ps(t214);
            _mm_storeu_ps(&colsum[j_vec_2 + 12L], t215);
            j_vec_2 += 16L;
            __m128i t216 = _mm_add_epi32((__m128i)j_v_2, _mm_set1_epi32(16));
            if (j_vec_2 >= 32L) {
                break;
            }
            j_v_2 = (vcc_v4_uint)t216;
        }
        __m128i t217 = _mm_set1_epi32(32);
        vcc_v4_uint j_v_3 = (vcc_v4_uint)_mm_add_epi32(t217, _mm_setr_epi32(0, 1, 2, 3));
        long j_vec_3 = 0L;
        /* vcc: loop at interchange.c:122 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128 t218 = _mm_cvtepi32_ps((__m128i)j_v_3);
            _mm_storeu_ps(&colsum[32L + j_vec_3], t218);
            j_vec_3 += 4L;
            __m128i t219 = _mm_add_epi32((__m128i)j_v_3, _mm_set1_epi32(4));
            if (j_vec_3 >= 12L) {
                break;
            }
            j_v_3 = (vcc_v4_uint)t219;
        }
        colsum[44] = 44.0f;
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
        unsigned long t220 = hash_bytes((const void *)s, 180UL);
        unsigned long t221 = hash_bytes((const void *)colsum, 180UL);
        unsigned long t222 = hash_bytes((const void *)sa[0], 3330UL);
        unsigned long t223 = hash_bytes((const void *)ia[0], 6660UL);
        unsigned long t224 = hash_bytes((const void *)da[0], 13320UL);
        unsigned long t225 = hash_bytes((const void *)fb[0], 6660UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)fa[0], 6660UL), (unsigned long long)t225, (unsigned long long)t224, (unsigned long long)t223, (unsigned long long)t222, (unsigned long long)t221, (unsigned long long)t220);
        count_idx++;
        n_1 = n;
    }
}
