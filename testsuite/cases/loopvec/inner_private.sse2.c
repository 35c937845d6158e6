/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
#define vcc_sse_gather4_narrow(VT, T, W, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); W vcc_gw = 0; if (vcc_gb & 1) vcc_gw |= (W)vcc_gp[(int)vcc_g0]; if (vcc_gb & 2) vcc_gw |= (W)vcc_gp[vcc_g0 >> 32] << (8 * sizeof(T)); if (vcc_gb & 4) vcc_gw |= (W)vcc_gp[(int)vcc_g1] << (16 * sizeof(T)); if (vcc_gb & 8) vcc_gw |= (W)vcc_gp[vcc_g1 >> 32] << (24 * sizeof(T)); VT vcc_gr; __builtin_memcpy(&vcc_gr, &vcc_gw, sizeof vcc_gr); vcc_gr; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* Innermost loops with arrays private to their iterations, indexed at run time (so not made
   scalars): named in `#pragma omp simd private(...)`, or declared in the loop body (private by
   C's scoping). The body is outlined as a function of the loop's index, the function-level
   vectorizer gives each lane a copy of the array (per-lane stack slots, interleaved: an index
   that differs per lane is a gather or scatter, under the mask of the block it is in), and the
   variant is spliced back as the vector loop; the original loop stays as the scalar epilogue.
   Every kernel reads only elements its iteration wrote (or initialized), so the results do not
   depend on what another iteration left in the array, and the hashes differ when a lane reads
   another lane's copy. Without a pragma, a loop that stores to its array at a per-lane index
   stays scalar (scatters do not pay), as does a loop with a sum (no outer-loop reductions).
   An array used after the loop is not private to it, and one whose address is passed to a
   call cannot be copied per lane: those loops stay scalar too, with the reason in the
   remarks. */
#include "harness.h"
/* vcc-test: expect-vectorized 5 */

/* Written at a constant and at a data-dependent index, read at both, in the same iteration. */
void ring_private(int n, int *restrict y, const int *restrict x, const int *restrict idx) {
    int t[4];
    int t_1[16] __attribute__((aligned(16)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:21 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `t`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t5 = (long)i_1;
        const int *t6 = x + t5;
        __m128i t7 = _mm_loadu_si128((const __m128i *)t6);
        _mm_store_si128((__m128i *)(t_1 + 0), t7);
        __m128i t8 = _mm_loadu_si128((const __m128i *)t6);
        __m128i t9 = _mm_set1_epi32(3);
        __m128i t10 = (__m128i)((vcc_v4_int)t8 * (vcc_v4_int)t9);
        _mm_store_si128((__m128i *)(t_1 + 4), t10);
        __m128i t11 = _mm_loadu_si128((const __m128i *)t6);
        __m128i t12 = _mm_set1_epi32(7);
        __m128i t13 = _mm_sub_epi32(t11, t12);
        _mm_store_si128((__m128i *)(t_1 + 8), t13);
        __m128i t14 = _mm_set1_epi32((int)i_1);
        __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
        _mm_store_si128((__m128i *)(t_1 + 12), t15);
        const int *t16 = idx + t5;
        __m128i t17 = _mm_loadu_si128((const __m128i *)t16);
        __m128i t18 = _mm_and_si128(t17, t9);
        __m128i t19 = _mm_loadu_si128((const __m128i *)t6);
        __m128i t20 = _mm_set1_epi32(100);
        __m128i t21 = _mm_add_epi32(t19, t20);
        __m128i t22 = _mm_set1_epi32(4);
        __m128i t23 = (__m128i)((vcc_v4_int)t18 * (vcc_v4_int)t22);
        __m128i t24 = _mm_add_epi32(t23, _mm_setr_epi32(0, 1, 2, 3));
        vcc_scatter(t_1, (vcc_v4_int)t24, (vcc_v4_int)t21);
        __m128i t25 = _mm_loadu_si128((const __m128i *)t16);
        __m128i t26 = _mm_set1_epi32(2);
        __m128i t27 = _mm_srai_epi32(t25, 2);
        __m128i t28 = _mm_and_si128(t27, t9);
        __m128i t29 = (__m128i)((vcc_v4_int)t28 * (vcc_v4_int)t22);
        __m128i t30 = _mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t31 = vcc_sse_gather4(_mm_setr_epi32, int, t_1, t30, 15);
        __m128i t32 = (__m128i)((vcc_v4_int)t31 * (vcc_v4_int)t26);
        __m128i t33 = _mm_and_si128(t25, t9);
        __m128i t34 = (__m128i)((vcc_v4_int)t33 * (vcc_v4_int)t22);
        __m128i t35 = _mm_add_epi32(t34, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t36 = vcc_sse_gather4(_mm_setr_epi32, int, t_1, t35, 15);
        __m128i t37 = _mm_add_epi32(t32, t36);
        __m128i t38 = _mm_load_si128((const __m128i *)(t_1 + 0));
        __m128i t39 = _mm_sub_epi32(t37, t38);
        _mm_storeu_si128((__m128i *)(y + t5), t39);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const int *t2 = x + t1;
        t[0] = *t2;
        t[1] = *t2 * 3;
        t[2] = *t2 - 7;
        t[3] = i;
        const int *t3 = idx + t1;
        t[*t3 & 3] = *t2 + 100;
        int t4 = *t3;
        y[t1] = t[(t4 >> 2) & 3] * 2 + t[t4 & 3] - t[0];
    }
}

/* Declared (and initialized) in the body, no pragma: a lookup table read at data-dependent
   indices. */
void body_lookup(int n, float *restrict y, const float *restrict x, const unsigned char *restrict sel) {
    float w[3];
    float w_1[12] __attribute__((aligned(16)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:34 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `w`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t4 = (long)i_1;
        const float *t5 = x + t4;
        __m128 t6 = _mm_loadu_ps(t5);
        _mm_store_ps(w_1 + 0, t6);
        __m128 t7 = _mm_loadu_ps(t5);
        __m128 t8 = _mm_set1_ps(0.5f);
        __m128 t9 = _mm_mul_ps(t7, t8);
        _mm_store_ps(w_1 + 4, t9);
        __m128 t10 = _mm_loadu_ps(t5);
        __m128 t11 = _mm_set1_ps(1.0f);
        __m128 t12 = _mm_sub_ps(t11, t10);
        _mm_store_ps(w_1 + 8, t12);
        vcc_v4_uchar t13 = vcc_load(vcc_v4_uchar, sel + t4);
        __m128i t14 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t13));
        __m128i t15 = _mm_set1_epi32(3);
        __m128i t16 = (__m128i)((vcc_v4_int)t14 % (vcc_v4_int)t15);
        __m128i t17 = _mm_set1_epi32(4);
        __m128i t18 = (__m128i)((vcc_v4_int)t16 * (vcc_v4_int)t17);
        __m128i t19 = _mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        __m128 t20 = vcc_sse_gather4(_mm_setr_ps, float, w_1, t19, 15);
        __m128i t21 = _mm_set1_epi32(1);
        __m128i t22 = _mm_add_epi32(t14, t21);
        __m128i t23 = (__m128i)((vcc_v4_int)t22 % (vcc_v4_int)t15);
        __m128i t24 = (__m128i)((vcc_v4_int)t23 * (vcc_v4_int)t17);
        __m128i t25 = _mm_add_epi32(t24, _mm_setr_epi32(0, 1, 2, 3));
        __m128 t26 = vcc_sse_gather4(_mm_setr_ps, float, w_1, t25, 15);
        __m128 t27 = _mm_set1_ps(0.25f);
        __m128 t28 = _mm_mul_ps(t26, t27);
        __m128 t29 = _mm_add_ps(t20, t28);
        _mm_storeu_ps(y + t4, t29);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const float *t2 = x + t1;
        w[0] = *t2;
        w[1] = *t2 * 0.5f;
        w[2] = 1.0f - *t2;
        int t3 = (int)sel[t1];
        y[t1] = w[t3 % 3] + w[(t3 + 1) % 3] * 0.25f;
    }
}

/* Elements written under a per-lane condition, read both under it and after it: each read
   element was written on the path the iteration took. */
void cond_write(int n, short *restrict y, const short *restrict x, const int *restrict idx) {
    short h[8];
    short h_1[32] __attribute__((aligned(8)));
    vcc_v4_short t1;
    vcc_v4_short t3;
    int i;
    short t10;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:45 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `h`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t11 = (long)i_1;
        __m128i t12 = _mm_loadu_si128((const __m128i *)(idx + t11));
        __m128i t13 = _mm_set1_epi32(7);
        __m128i t14 = _mm_and_si128(t12, t13);
        vcc_v4_short t15 = vcc_splat(vcc_v4_short, (short)1);
        __m128i t16 = _mm_set1_epi32(4);
        __m128i t17 = (__m128i)((vcc_v4_int)t14 * (vcc_v4_int)t16);
        __m128i t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        vcc_scatter(h_1, (vcc_v4_int)t18, t15);
        __m128i t19 = _mm_sub_epi32(t13, t14);
        vcc_v4_short t20 = vcc_splat(vcc_v4_short, (short)2);
        __m128i t21 = (__m128i)((vcc_v4_int)t19 * (vcc_v4_int)t16);
        __m128i t22 = _mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
        vcc_scatter(h_1, (vcc_v4_int)t22, t20);
        vcc_v4_short t23 = vcc_load(vcc_v4_short, x + t11);
        __m128i t24 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t23));
        __m128i t25 = _mm_set1_epi32(0);
        __m128i t26 = _mm_cmpgt_epi32(t24, t25);
        __m128i t2 = (__m128i)~(vcc_m4)t26;
        if ((_mm_movemask_epi8(t2) != 0)) {
            vcc_v4_short t27 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, h_1, t18, _mm_movemask_ps(_mm_castsi128_ps(t2)));
            vcc_v4_short t28 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, h_1, t22, _mm_movemask_ps(_mm_castsi128_ps(t2)));
            __m128i t29 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t28));
            __m128i t30 = _mm_set1_epi32(3);
            __m128i t31 = (__m128i)((vcc_v4_uint)t29 * (vcc_v4_uint)t30);
            __m128i t32 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t27));
            __m128i t33 = _mm_add_epi32(t32, t31);
            __m128i t34 = _mm_add_epi32(t33, t24);
            t1 = __builtin_convertvector((vcc_v4_int)t34, vcc_v4_short);
        } else {
            t1 = (vcc_v4_short){0};
            t2 = (__m128i)(vcc_m4){0};
        }
        if ((_mm_movemask_epi8(t26) != 0)) {
            __m128i t35 = _mm_set1_epi32(3);
            __m128i t36 = (__m128i)((vcc_v4_uint)t24 * (vcc_v4_uint)t35);
            vcc_v4_short t37 = __builtin_convertvector((vcc_v4_int)t36, vcc_v4_short);
            vcc_scatter_masked(h_1, (vcc_v4_int)t18, t37, (vcc_m4)t26);
            __m128i t38 = _mm_set1_epi32(1);
            __m128i t39 = _mm_add_epi32(t14, t38);
            __m128i t40 = _mm_and_si128(t39, t13);
            vcc_v4_short t41 = vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)x + (unsigned long)t11 * 2UL), (vcc_m4)t26);
            __m128i t42 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t41));
            __m128i t43 = _mm_sub_epi32(_mm_setzero_si128(), t42);
            vcc_v4_short t44 = __builtin_convertvector((vcc_v4_int)t43, vcc_v4_short);
            __m128i t45 = (__m128i)((vcc_v4_int)t40 * (vcc_v4_int)t16);
            __m128i t46 = _mm_add_epi32(t45, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter_masked(h_1, (vcc_v4_int)t46, t44, (vcc_m4)t26);
            vcc_v4_short t47 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, h_1, t18, _mm_movemask_ps(_mm_castsi128_ps(t26)));
            vcc_v4_short t48 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, h_1, t46, _mm_movemask_ps(_mm_castsi128_ps(t26)));
            __m128i t49 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t48));
            __m128i t50 = _mm_set1_epi32(5);
            __m128i t51 = (__m128i)((vcc_v4_uint)t49 * (vcc_v4_uint)t50);
            __m128i t52 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t47));
            __m128i t53 = _mm_sub_epi32(t52, t51);
            t3 = __builtin_convertvector((vcc_v4_int)t53, vcc_v4_short);
        } else {
            t3 = (vcc_v4_short){0};
        }
        vcc_v4_short t54 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t2, vcc_v4_short), t1, t3);
        vcc_store(y + t11, t54);
    }
    while (i < n) {
        long t4 = (long)i;
        int k = idx[t4] & 7;
        short *t5 = &h[k];
        *t5 = (short)1;
        short *t6 = &h[7 - k];
        *t6 = (short)2;
        const short *t7 = x + t4;
        int t8 = (int)*t7;
        if (t8 > 0) {
            *t5 = (short)(t8 * 3);
            short *t9 = &h[(k + 1) & 7];
            *t9 = (short)-(int)*t7;
            t10 = (short)((int)*t5 - (int)*t9 * 5);
        } else {
            t10 = (short)((int)*t5 + (int)*t6 * 3 + t8);
        }
        y[t4] = t10;
        i++;
    }
}

/* A small stack pushed under data-dependent conditions: the depth, and so every index after
   the first push, differs per lane, and stays inside the array in every lane. */
void stack_private(int n, int *restrict y, const int *restrict x) {
    int st[6];
    int st_1[24] __attribute__((aligned(16)));
    vcc_v4_int t1;
    vcc_v4_int t3;
    int i;
    int sp;
    int sp_1;
    int sp_2;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:64 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `st`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t9 = (long)i_1;
        const int *t10 = x + t9;
        __m128i t11 = _mm_loadu_si128((const __m128i *)t10);
        _mm_store_si128((__m128i *)(st_1 + 0), t11);
        __m128i t12 = _mm_loadu_si128((const __m128i *)t10);
        __m128i t13 = _mm_set1_epi32(1);
        __m128i t14 = _mm_and_si128(t12, t13);
        __m128i t15 = (__m128i)(vcc_m4)((vcc_v4_int)t14 != (vcc_v4_int){0});
        __m128i t16 = _mm_set1_epi32(3);
        __m128i t17 = (__m128i)((vcc_v4_uint)t12 * (vcc_v4_uint)t16);
        vcc_sse_store_masked(vcc_v4_int, st_1 + 4, t17, t15);
        __m128i t18 = _mm_set1_epi32(2);
        __m128i t19 = vcc_sse2_blendv_epi8(t13, t18, t15);
        __m128i t20 = _mm_loadu_si128((const __m128i *)t10);
        __m128i t21 = _mm_and_si128(t20, t18);
        __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_int)t21 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t2) != 0)) {
            t1 = (vcc_v4_int)_mm_add_epi32(t19, t13);
            __m128i t22 = _mm_set1_epi32(5);
            __m128i t23 = _mm_sub_epi32(t20, t22);
            __m128i t24 = _mm_set1_epi32(4);
            __m128i t25 = (__m128i)((vcc_v4_int)t19 * (vcc_v4_int)t24);
            __m128i t26 = _mm_add_epi32(t25, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter_masked(st_1, (vcc_v4_int)t26, (vcc_v4_int)t23, (vcc_m4)t2);
        } else {
            t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t2 = (__m128i)(vcc_m4){0};
        }
        __m128i t27 = vcc_sse2_blendv_epi8(t19, (__m128i)t1, t2);
        __m128i t28 = _mm_loadu_si128((const __m128i *)t10);
        __m128i t29 = _mm_set1_epi32(4);
        __m128i t30 = _mm_and_si128(t28, t29);
        __m128i t4 = (__m128i)(vcc_m4)((vcc_v4_int)t30 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t4) != 0)) {
            t3 = (vcc_v4_int)_mm_add_epi32(t27, t13);
            __m128i t31 = _mm_set1_epi32((int)(11 + i_1));
            __m128i t32 = _mm_add_epi32(t31, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t33 = (__m128i)((vcc_v4_int)t27 * (vcc_v4_int)t29);
            __m128i t34 = _mm_add_epi32(t33, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter_masked(st_1, (vcc_v4_int)t34, (vcc_v4_int)t32, (vcc_m4)t4);
        } else {
            t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t4 = (__m128i)(vcc_m4){0};
        }
        __m128i t35 = vcc_sse2_blendv_epi8(t27, (__m128i)t3, t4);
        __m128i t36 = _mm_sub_epi32(t35, t13);
        __m128i t37 = (__m128i)((vcc_v4_int)t36 * (vcc_v4_int)t29);
        __m128i t38 = _mm_add_epi32(t37, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t39 = vcc_sse_gather4(_mm_setr_epi32, int, st_1, t38, 15);
        __m128i t40 = (__m128i)((vcc_v4_int)t39 * (vcc_v4_int)t18);
        __m128i t41 = (__m128i)((vcc_v4_int)t35 / (vcc_v4_int)t18);
        __m128i t42 = (__m128i)((vcc_v4_int)t41 * (vcc_v4_int)t29);
        __m128i t43 = _mm_add_epi32(t42, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t44 = vcc_sse_gather4(_mm_setr_epi32, int, st_1, t43, 15);
        __m128i t45 = _mm_add_epi32(t40, t44);
        __m128i t46 = _mm_load_si128((const __m128i *)(st_1 + 0));
        __m128i t47 = _mm_sub_epi32(t45, t46);
        _mm_storeu_si128((__m128i *)(y + t9), t47);
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        const int *t6 = x + t5;
        st[0] = *t6;
        int t7 = *t6;
        if (t7 & 1) {
            st[1] = t7 * 3;
            sp = 2;
        } else {
            sp = 1;
        }
        int t8 = *t6;
        if (t8 & 2) {
            st[sp] = t8 - 5;
            sp_1 = sp + 1;
        } else {
            sp_1 = sp;
        }
        if (*t6 & 4) {
            st[sp_1] = 11 + i;
            sp_2 = sp_1 + 1;
        } else {
            sp_2 = sp_1;
        }
        y[t5] = st[sp_2 - 1] * 2 + st[sp_2 / 2] - st[0];
    }
}

/* The pragma loop inside another loop: the array's initializer reads the outer index (a value
   from before the loop, the same in every lane), and the vector loop and its scalar epilogue
   run once per outer iteration. */
void nest_private(int n, int m, int *restrict y, const int *restrict x) {
    int f[4];
    int f_1[16] __attribute__((aligned(16)));
    int i;
    for (int j = 0; j < m; j++) {
        int i_1 = 0;
        /* vcc: loop at inner_private.c:83 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `f`, scalar epilogue */
        for (;; i_1 += 4) {
            if (i_1 >= n) {
                i = i_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)i_1) < 4U) {
                i = i_1;
                break;
            }
            __m128i t4 = _mm_set1_epi32((int)j);
            _mm_store_si128((__m128i *)(f_1 + 0), t4);
            __m128i t5 = _mm_set1_epi32(1);
            _mm_store_si128((__m128i *)(f_1 + 4), t5);
            __m128i t6 = _mm_set1_epi32(2);
            _mm_store_si128((__m128i *)(f_1 + 8), t6);
            __m128i t7 = _mm_set1_epi32((int)(3 - j));
            _mm_store_si128((__m128i *)(f_1 + 12), t7);
            long t8 = (long)i_1;
            const int *t9 = x + t8;
            __m128i t10 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t11 = _mm_set1_epi32(3);
            __m128i t12 = _mm_and_si128(t10, t11);
            __m128i t13 = _mm_set1_epi32((int)(7 + i_1));
            __m128i t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t15 = _mm_set1_epi32(4);
            __m128i t16 = (__m128i)((vcc_v4_int)t12 * (vcc_v4_int)t15);
            __m128i t17 = _mm_add_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter(f_1, (vcc_v4_int)t17, (vcc_v4_int)t14);
            int *t18 = y + t8;
            __m128i t19 = _mm_loadu_si128((const __m128i *)t18);
            __m128i t20 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t21 = _mm_srai_epi32(t20, 2);
            __m128i t22 = _mm_and_si128(t21, t11);
            __m128i t23 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)t15);
            __m128i t24 = _mm_add_epi32(t23, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t25 = vcc_sse_gather4(_mm_setr_epi32, int, f_1, t24, 15);
            __m128i t26 = _mm_add_epi32(t19, t25);
            _mm_storeu_si128((__m128i *)t18, t26);
        }
        for (; i < n; i++) {
            f[0] = j;
            f[1] = 1;
            f[2] = 2;
            f[3] = 3 - j;
            long t1 = (long)i;
            const int *t2 = x + t1;
            f[*t2 & 3] = 7 + i;
            int *t3 = y + t1;
            *t3 = *t3 + f[(*t2 >> 2) & 3];
        }
    }
}

/* Declared in the body, no pragma, and stored at a per-lane index: each lane's copy would be
   written by a scatter, lane by lane, which does not pay; the loop stays scalar. */
void scatter_body(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++) {
        int b[4] = {1, 2, 3, 4};
        b[x[i] & 3] = x[i];
        y[i] = b[0] * b[1] + b[2] - b[3];
    }
}

/* A sum across iterations: the outlined body cannot carry it (no outer-loop reductions), so the
   loop stays scalar, the remark saying so. */
int sum_private(int n, const int *restrict x, const int *restrict idx) {
    int t[4], s = 0;
#pragma omp simd private(t) reduction(+ : s)
    for (int i = 0; i < n; i++) {
        t[0] = x[i];
        t[1] = -x[i];
        t[2] = i;
        t[3] = 5;
        s += t[idx[i] & 3];
    }
    return s;
}

/* `u` is read after the loop: not private to it, kept in memory, the loop stays scalar. */
int used_after(int n, int *restrict y, const int *restrict x) {
    int u[4];
    u[0] = 0;
    u[1] = 0;
    u[2] = 0;
    u[3] = 0;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        const int *t2 = x + t1;
        int t3 = *t2;
        u[t3 & 3] = t3;
        y[t1] = u[*t2 & 3] + 1;
    }
    __m128i t4 = _mm_loadu_si128((const __m128i *)u);
    return (int)vcc_sse_reduce_epi32(t4, _mm_add_epi32, unsigned int);
}

static void put(int *p, int k, int v) {
    p[k & 3] = v;
}

/* The private array's address goes to a call: it cannot be copied per lane, the loop stays
   scalar. */
void escapes(int n, int *restrict y, const int *restrict x) {
    int e[4];
#pragma omp simd private(e)
    for (int i = 0; i < n; i++) {
        e[0] = 0;
        e[1] = 1;
        e[2] = 2;
        e[3] = 3;
        put(e, x[i], x[i] * 2);
        y[i] = e[(x[i] + 1) & 3] + e[x[i] & 3];
    }
}

int main(void) {
    int n;
    int t1;
    int t20;
    int k;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *xi = (int *)new_array(n, 4UL);
        int *idx = (int *)new_array(n, 4UL);
        int *y1 = (int *)new_array(n, 4UL);
        int *y4 = (int *)new_array(n, 4UL);
        int *y5 = (int *)new_array(n, 4UL);
        int *y6 = (int *)new_array(n, 4UL);
        float *xf = (float *)new_array(n, 4UL);
        float *y2 = (float *)new_array(n, 4UL);
        unsigned char *sel = (unsigned char *)new_array(n, 1UL);
        short *xs = (short *)new_array(n, 2UL);
        short *y3 = (short *)new_array(n, 2UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xi[fill_idx] = -100 + (int)(next_rand() % 201U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            idx[fill_idx_1] = (int)(next_rand() % 1000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xf[fill_idx_2] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sel[fill_idx_3] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xs[fill_idx_4] = (short)(-30 + (int)(next_rand() % 61U));
        }
        const int *t2 = idx;
        const int *t3 = xi;
        ring_private(n, y1, t3, t2);
        body_lookup(n, y2, xf, sel);
        cond_write(n, y3, xs, t2);
        stack_private(n, y4, t3);
        int after = used_after(n, y5, t3);
        escapes(n, y6, t3);
        unsigned long t4 = (unsigned long)n;
        unsigned long t5 = t4 * 4UL;
        const void *t6 = (const void *)y6;
        unsigned long t7 = hash_bytes(t6, t5);
        const void *t8 = (const void *)y5;
        unsigned long t9 = hash_bytes(t8, t5);
        unsigned long t10 = hash_bytes((const void *)y4, t5);
        unsigned long t11 = hash_bytes((const void *)y3, t4 * 2UL);
        unsigned long t12 = hash_bytes((const void *)y2, t5);
        printf("n=%d ring=%llx lookup=%llx cond=%llx stack=%llx after=%llx,%d esc=%llx\n", n, (unsigned long long)hash_bytes((const void *)y1, t5), (unsigned long long)t12, (unsigned long long)t11, (unsigned long long)t10, (unsigned long long)t9, after, (unsigned long long)t7);
        scatter_body(n, y5, t3);
        long t13 = (long)n;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            __m128i t15 = _mm_set1_epi32(0);
            vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec = 0L;
            /* vcc: loop at inner_private.c:166 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                _mm_storeu_si128((__m128i *)(y6 + k_vec), (__m128i)k_v);
                __m128i t16 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                _mm_storeu_si128((__m128i *)(y6 + (k_vec + 4L)), t16);
                __m128i t17 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                _mm_storeu_si128((__m128i *)(y6 + (k_vec + 8L)), t17);
                __m128i t18 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
                _mm_storeu_si128((__m128i *)(y6 + (k_vec + 12L)), t18);
                k_vec += 16L;
                __m128i t19 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
                if (k_vec >= t14) {
                    break;
                }
                k_v = (vcc_v4_uint)t19;
            }
            t20 = (int)t14;
        } else {
            t20 = 0;
        }
        long t21 = (long)n + (long)t20 * -1L;
        if (t21 >= 4L) {
            long t22 = t21 & -4L;
            __m128i t23 = _mm_set1_epi32((int)t20);
            vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t23, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_1 = 0L;
            /* vcc: loop at inner_private.c:166 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                _mm_storeu_si128((__m128i *)(y6 + ((long)t20 + k_vec_1)), (__m128i)k_v_1);
                k_vec_1 += 4L;
                __m128i t24 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
                if (k_vec_1 >= t22) {
                    break;
                }
                k_v_1 = (vcc_v4_uint)t24;
            }
            k = (int)((long)t20 + t22);
        } else {
            k = t20;
        }
        for (; k < n; k++) {
            y6[k] = k;
        }
        nest_private(n, 3, y6, t2);
        unsigned long t25 = hash_bytes(t6, t5);
        int t26 = sum_private(n, t3, t2);
        printf("  scatter=%llx sum=%d nest=%llx\n", (unsigned long long)hash_bytes(t8, t5), t26, (unsigned long long)t25);
        free((void *)xi);
        free((void *)idx);
        free((void *)y1);
        free((void *)y4);
        free((void *)y5);
        free((void *)y6);
        free((void *)xf);
        free((void *)y2);
        free((void *)sel);
        free((void *)xs);
        free((void *)y3);
    }
}
