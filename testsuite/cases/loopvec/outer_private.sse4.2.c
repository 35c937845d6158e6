/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Outer loops with arrays private to their iterations, indexed by an inner loop's index (so
   not made scalars): named in `#pragma omp simd private(tmp)`, or declared in the loop body
   (private by C's scoping, no pragma needed). The outlined body keeps the array as its own
   local, and its variant gives each lane a copy (per-lane stack slots, the copies interleaved),
   so the loop is vectorized across its index. An array used after the loop too is not private
   to it: that loop is not vectorized as an outer loop (the remark says why). A private array
   whose address is passed to a call keeps its loop scalar. The expected count includes three
   inner loops of the scalar epilogues that the loop vectorizer takes on its own. */
#include "harness.h"
/* vcc-test: expect-vectorized 6 */

/* Filled and read back by inner loops, in reverse order. */
__attribute__((target("sse4.2"))) void smooth_private(int n, float *restrict y, const float *restrict x) {
    float tmp[4];
    float tmp_1[16] __attribute__((aligned(16)));
    int i;
    long t3;
    int i_1 = 0;
    /* vcc: loop at outer_private.c:16 vectorized as an outer loop: VF 4, inner loops: uniform, a copy per lane of the private array `tmp`, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        int t9 = 0;
        while (t9 < 4) {
            __m128 t10 = _mm_loadu_ps(x + i_1);
            int t11 = t9 + 1;
            __m128 t12 = _mm_set1_ps((float)t11);
            __m128 t13 = _mm_mul_ps(t10, t12);
            __m128 t14 = _mm_set1_ps(0.5f);
            __m128 t15 = _mm_sub_ps(t13, t14);
            _mm_store_ps(tmp_1 + (long)t9 * 4L, t15);
            t9 = t11;
        }
        __m128 t1 = _mm_set1_ps(0.0f);
        int t16 = 3;
        while (t16 >= 0) {
            __m128 t17 = _mm_set1_ps(0.5f);
            __m128 t18 = _mm_mul_ps(t1, t17);
            __m128 t19 = _mm_load_ps(tmp_1 + (long)t16 * 4L);
            t1 = _mm_add_ps(t18, t19);
            t16--;
        }
        _mm_storeu_ps(y + i_1, t1);
        i_1 += 4;
    }
    while (i < n) {
        __m128i t2 = _mm_set1_epi32(0);
        vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t2, _mm_setr_epi32(0, 1, 2, 3));
        long k_vec = 0L;
        /* vcc: loop at outer_private.c:17 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            t3 = (long)i;
            __m128 x_v = _mm_set1_ps(x[t3]);
            __m128i t4 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(1));
            __m128 t5 = _mm_cvtepi32_ps(t4);
            __m128 t6 = _mm_mul_ps(x_v, t5);
            __m128 t7 = _mm_sub_ps(t6, _mm_set1_ps(0.5f));
            _mm_storeu_ps(&tmp[k_vec], t7);
            k_vec += 4L;
            __m128i t8 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
            if (k_vec >= 4L) {
                break;
            }
            k_v = (vcc_v4_uint)t8;
        }
        y[t3] = (((0.0f + tmp[3]) * 0.5f + tmp[2]) * 0.5f + tmp[1]) * 0.5f + tmp[0];
        i++;
    }
}

/* Declared in the body, no pragma; a uniform inner count `m` that wraps the index (m > 8
   overwrites elements), and a second inner loop with two exits. */
__attribute__((target("sse4.2"))) void body_decl(int n, int *restrict y, const int *restrict x, int m) {
    int w[8];
    int w_1[32] __attribute__((aligned(16)));
    __m128i t2;
    __m128i t3;
    __m128i t4;
    __m128i t5;
    int t6;
    vcc_v4_int t7;
    int i;
    int k_1;
    int s;
    __m128i t31;
    int i_1 = 0;
    /* vcc: loop at outer_private.c:29 vectorized as an outer loop: VF 4, inner loops: uniform, a copy per lane of the private array `w`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        __m128i t18 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
        for (int t19 = 0; t19 < m; t19++) {
            __m128i t20 = _mm_loadu_si128((const __m128i *)(x + i_1));
            __m128i t21 = _mm_set1_epi32((int)(t19 * t19));
            __m128i t22 = _mm_add_epi32(t20, t21);
            _mm_store_si128((__m128i *)(w_1 + (long)(t19 & 7) * 4L), t22);
        }
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(0);
        __m128i t23 = t18;
        int t24 = 0;
        __m128i t8 = (__m128i)(vcc_m4){0};
        __m128i t9 = (__m128i)(vcc_m4){0};
        for (;;) {
            if ((!_mm_testz_si128(t23, t23))) {
                __m128i t25 = _mm_set1_epi32((int)(t24 < m));
                t2 = (__m128i)(vcc_m4)((vcc_v4_int)t25 != (vcc_v4_int){0});
                t3 = (__m128i)~(vcc_m4)t2;
            } else {
                t2 = (__m128i)(vcc_m4){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            if ((!_mm_testz_si128(t2, t2))) {
                __m128i t26 = _mm_set1_epi32((int)((t24 < 8) != 0));
                t4 = (__m128i)(vcc_m4)((vcc_v4_int)t26 != (vcc_v4_int){0});
                t5 = (__m128i)~(vcc_m4)t4;
            } else {
                t4 = (__m128i)(vcc_m4){0};
                t5 = (__m128i)(vcc_m4){0};
            }
            int t27 = (!_mm_testz_si128(t4, t4));
            if (t27) {
                __m128i t28 = _mm_load_si128((const __m128i *)(w_1 + (long)t24 * 4L));
                t6 = t24 + 1;
                __m128i t29 = _mm_set1_epi32((int)t6);
                __m128i t30 = _mm_mullo_epi32(t28, t29);
                t7 = (vcc_v4_int)_mm_add_epi32((__m128i)t1, t30);
            } else {
                t6 = 0;
                t7 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            }
            if (t27) {
                t31 = t18;
            } else {
                t31 = (__m128i)(vcc_m4){0};
            }
            t8 = (__m128i)((vcc_m4)t8 | (vcc_m4)t3);
            t9 = (__m128i)((vcc_m4)t9 | (vcc_m4)t5);
            if (!(!_mm_testz_si128(t31, t31))) {
                __m128i t32 = (__m128i)((vcc_m4)t8 | (vcc_m4)t9);
                if (!(!_mm_testz_si128(t32, t32))) {
                    break;
                }
                _mm_storeu_si128((__m128i *)(y + i_1), (__m128i)t1);
                break;
            }
            t23 = t31;
            t24 = t6;
            t1 = (vcc_v4_int)(__m128i)t7;
        }
    }
    for (; i < n; i++) {
        for (int k = 0; k < m; k++) {
            w[k & 7] = x[i] + k * k;
        }
        long t10 = (long)m;
        long t11 = 8L < t10 ? 8L : t10;
        if (t11 >= 4L) {
            long t12 = t11 & -4L;
            __m128i t13 = _mm_set1_epi32(0);
            vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec = 0L;
            vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at outer_private.c:34 vectorized: VF 4, UF 1, 2 counted exits, scalar epilogue */
            for (;;) {
                __m128i w_v = _mm_loadu_si128((const __m128i *)&w[k_vec]);
                __m128i t14 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(1));
                __m128i t15 = _mm_mullo_epi32(w_v, t14);
                s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t15);
                k_vec += 4L;
                __m128i t16 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                if (k_vec >= t12) {
                    break;
                }
                k_v = (vcc_v4_uint)t16;
            }
            k_1 = (int)t12;
            s = (int)vcc_sse_reduce_epi32((__m128i)s_v, _mm_add_epi32, unsigned int);
        } else {
            k_1 = 0;
            s = 0;
        }
        while (k_1 < m) {
            if ((k_1 < 8) == 0) {
                break;
            }
            int t17 = k_1 + 1;
            s += w[k_1] * t17;
            k_1 = t17;
        }
        y[i] = s;
    }
}

/* Under a per-lane condition, with a per-lane inner count: a divergent inner loop writing the
   private array, whose elements past the count keep their initial values. */
__attribute__((target("sse4.2"))) void cond_private(int n, short *restrict y, const short *restrict x) {
    short h[6];
    short h_1[48] __attribute__((aligned(16)));
    vcc_v8_int t2;
    __m128i t3;
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_private.c:44 vectorized as an outer loop: VF 8, inner loops: divergent, a copy per lane of the private array `h`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        __m128i t8 = _mm_set1_epi16((short)(short)1);
        _mm_store_si128((__m128i *)(h_1 + 0), t8);
        __m128i t9 = _mm_set1_epi16((short)(short)2);
        _mm_store_si128((__m128i *)(h_1 + 8), t9);
        __m128i t10 = _mm_set1_epi16((short)(short)3);
        _mm_store_si128((__m128i *)(h_1 + 16), t10);
        __m128i t11 = _mm_set1_epi16((short)(short)4);
        _mm_store_si128((__m128i *)(h_1 + 24), t11);
        __m128i t12 = _mm_set1_epi16((short)(short)5);
        _mm_store_si128((__m128i *)(h_1 + 32), t12);
        __m128i t13 = _mm_set1_epi16((short)(short)6);
        _mm_store_si128((__m128i *)(h_1 + 40), t13);
        long t14 = (long)i_1;
        __m128i t15 = _mm_loadu_si128((const __m128i *)(x + t14));
        vcc_v8_int t16 = ({ __m128i vcc_h0 = t15; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v8_int t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        __m128i t1 = ({ vcc_v8_int vcc_a = t16, vcc_b = t17; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        int t18 = 0;
        for (;;) {
            if ((!_mm_testz_si128(t1, t1))) {
                __m128i t19 = vcc_sse_load_masked(vcc_v8_short, (const short *)((unsigned long)x + (unsigned long)t14 * 2UL), t1);
                t2 = ({ __m128i vcc_h0 = t19; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t20 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_int t21 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t22 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t1, vcc_v8_int), t20, t21);
                vcc_v8_int t23 = t2 % t22;
                vcc_v8_int t24 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
                __m128i t25 = ({ vcc_v8_int vcc_a = t24, vcc_b = t23; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
                t3 = (__m128i)((vcc_m8)t1 & (vcc_m8)t25);
            } else {
                t2 = (vcc_v8_int){0};
                t3 = (__m128i)(vcc_m8){0};
            }
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, (t18 < 6) != 0);
            __m128i t27 = (__m128i)__builtin_convertvector(t26 != (vcc_v8_int){0}, vcc_m8);
            __m128i t28 = (__m128i)((vcc_m8)t3 & (vcc_m8)t27);
            int t29 = (!_mm_testz_si128(t28, t28));
            if (t29) {
                short *t30 = h_1 + (long)t18 * 8L;
                __m128i t31 = vcc_sse_load_masked(vcc_v8_short, t30, t28);
                vcc_v8_int t32 = ({ __m128i vcc_h0 = t31; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_uint t33 = (vcc_v8_uint)t32;
                vcc_v8_uint t34 = (vcc_v8_uint)t2;
                vcc_v8_uint t35 = t33 * t34;
                vcc_v8_int t36 = (vcc_v8_int)t35;
                vcc_v8_int t37 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
                vcc_v8_uint t38 = (vcc_v8_uint)t36;
                vcc_v8_uint t39 = (vcc_v8_uint)t37;
                vcc_v8_uint t40 = t38 - t39;
                vcc_v8_int t41 = (vcc_v8_int)t40;
                __m128i t42 = (__m128i)__builtin_convertvector(t41, vcc_v8_short);
                vcc_sse_store_masked(vcc_v8_short, t30, t42, t28);
            }
            if (!t29) {
                __m128i t43 = _mm_load_si128((const __m128i *)(h_1 + 0));
                __m128i t44 = _mm_load_si128((const __m128i *)(h_1 + 8));
                vcc_v8_int t45 = ({ __m128i vcc_h0 = t44; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t46 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_int t47 = ({ (void)t45; (void)t46; __m128i vcc_x = t44, vcc_y = _mm_set1_epi16(3); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t48 = ({ __m128i vcc_h0 = t43; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t49 = t48 + t47;
                __m128i t50 = _mm_load_si128((const __m128i *)(h_1 + 16));
                vcc_v8_int t51 = ({ __m128i vcc_h0 = t50; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t52 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_v8_int t53 = ({ (void)t51; (void)t52; __m128i vcc_x = t50, vcc_y = _mm_set1_epi16(5); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t54 = t49 + t53;
                __m128i t55 = _mm_load_si128((const __m128i *)(h_1 + 24));
                vcc_v8_int t56 = ({ __m128i vcc_h0 = t55; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t57 = t54 - t56;
                __m128i t58 = _mm_load_si128((const __m128i *)(h_1 + 32));
                vcc_v8_int t59 = ({ __m128i vcc_h0 = t58; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t60 = t57 + t59;
                __m128i t61 = _mm_load_si128((const __m128i *)(h_1 + 40));
                vcc_v8_int t62 = ({ __m128i vcc_h0 = t61; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t63 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_int t64 = ({ (void)t62; (void)t63; __m128i vcc_x = t61, vcc_y = _mm_set1_epi16(2); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t65 = t60 - t64;
                __m128i t66 = (__m128i)__builtin_convertvector(t65, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(y + t14), t66);
                break;
            }
            t1 = t28;
            t18++;
        }
    }
    for (; i < n; i++) {
        h[0] = (short)1;
        h[1] = (short)2;
        h[2] = (short)3;
        h[3] = (short)4;
        h[4] = (short)5;
        h[5] = (short)6;
        long t4 = (long)i;
        const short *t5 = x + t4;
        if ((int)*t5 > 0) {
            int k = 0;
            for (;; k++) {
                int t6 = (int)*t5;
                if (k >= (t6 % 7)) {
                    break;
                }
                if ((k < 6) == 0) {
                    break;
                }
                short *t7 = &h[k];
                *t7 = (short)((int)*t7 * t6 - k);
            }
        }
        y[t4] = (short)((int)h[0] + (int)h[1] * 3 + (int)h[2] * 5 - (int)h[3] + (int)h[4] - (int)h[5] * 2);
    }
}

/* `acc` is read after the loop: not private to it, so the outer loop is not vectorized. */
__attribute__((target("sse4.2"))) float after_loop(int n, float *restrict y, const float *restrict x) {
    float acc[2];
    acc[0] = 0.0f;
    acc[1] = 0.0f;
    for (int i = 0; i < n; i++) {
        vcc_v2_int t1 = (vcc_v2_int){0, 0};
        vcc_v2_uint t2 = (vcc_v2_uint)t1;
        vcc_v2_uint k_v = t2 + (vcc_v2_uint){0U, 1U};
        long k_vec = 0L;
        /* vcc: loop at outer_private.c:57 vectorized: VF 2, UF 1, scalar epilogue */
        for (;;) {
            vcc_v2_int k_v_1 = (vcc_v2_int)k_v;
            vcc_v2_float x_v = vcc_splat(vcc_v2_float, x[i]);
            vcc_v2_float t3 = __builtin_convertvector(k_v_1, vcc_v2_float);
            vcc_v2_float t4 = x_v + t3;
            vcc_store(&acc[k_vec], t4);
            k_vec += 2L;
            vcc_v2_uint t5 = k_v + (vcc_v2_uint){2U, 2U};
            if (k_vec >= 2L) {
                break;
            }
            k_v = t5;
        }
        y[i] = acc[0] * acc[1];
    }
    return acc[0] + acc[1];
}

static void fill_pair(float *p, float v) {
    p[0] = v;
    p[1] = -v;
}

/* The private array's address goes to a call: the loop stays scalar. */
void escapes(int n, float *restrict y, const float *restrict x) {
    float t[2];
    (void)fill_pair;
    int i = 0;
    while (i < n) {
        long t1 = (long)i;
        float t2 = x[t1] * 2.0f;
        t[0] = t2;
        t[1] = -t2;
        y[t1] = t[0] - t[1] * 0.25f;
        i++;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *y = new_array(n, 4), *y2 = new_array(n, 4), *y3 = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yi2 = new_array(n, 4);
        short *xs = new_array(n, 2), *ys = new_array(n, 2);
        FILL(x, n, -20, 41);
        FILL(xi, n, -100, 201);
        FILL(xs, n, -30, 61);
        smooth_private(n, y, x);
        body_decl(n, yi, xi, 6);
        body_decl(n, yi2, xi, 11);
        cond_private(n, ys, xs);
        float a = after_loop(n, y2, x);
        escapes(n, y3, x);
        printf("n=%d smooth=%llx body=%llx,%llx cond=%llx after=%llx,%a esc=%llx\n", n, HASH(y, n), HASH(yi, n), HASH(yi2, n), HASH(ys, n), HASH(y2, n), a, HASH(y3, n));
        free(x), free(y), free(y2), free(y3), free(xi), free(yi), free(yi2), free(xs), free(ys);
    }
    return 0;
}
