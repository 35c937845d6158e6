/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse2_reduce_ps(V, OP) ({ __m128 vcc_s = (V); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_shuffle_ps(vcc_s, vcc_s, 0x55)); _mm_cvtss_f32(vcc_s); })
static inline __attribute__((unused)) __m128d vcc_sse2_blendv_pd(__m128d b, __m128d a, __m128d m) { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_cmpgt_epi64(__m128i a, __m128i b) { __m128i f = _mm_set_epi32(0, -2147483647 - 1, 0, -2147483647 - 1); __m128i lo = _mm_cmpgt_epi32(_mm_xor_si128(a, f), _mm_xor_si128(b, f)); __m128i r = _mm_or_si128(_mm_cmpgt_epi32(a, b), _mm_and_si128(_mm_cmpeq_epi32(a, b), _mm_shuffle_epi32(lo, 0xa0))); return _mm_shuffle_epi32(r, 0xf5); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_cmpeq_epi64(__m128i a, __m128i b) { __m128i e = _mm_cmpeq_epi32(a, b); return _mm_and_si128(e, _mm_shuffle_epi32(e, 0xb1)); }
#define vcc_sse_reduce_pd(V, OP) ({ __m128d vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_flip_epi16(X) _mm_xor_si128((X), _mm_set1_epi16(-32767 - 1))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=12 neon=12 */
#include "harness.h"

/* Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a variable
   the loop replaces under a condition and never reads otherwise. The vector loop keeps per lane
   the value last taken and the iteration it was taken in; the middle block picks the lane of
   the latest iteration, or the start value when the condition never held. */

/* The last index where the condition held (-1 if none). */
int last_index(int n, const int *a) {
    int t21;
    int t22;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t8 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(0));
            __m128i t9 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t10, t8);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t11 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            __m128i t12 = _mm_add_epi32(t10, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t12, t11);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t13 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(0));
            __m128i t14 = _mm_add_epi32(t10, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t14, t13);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t15 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(0));
            __m128i t16 = _mm_add_epi32(t10, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t16, t15);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t17 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t18 = vcc_sse2_max_epi32((__m128i)t3, t17);
        __m128i t19 = vcc_sse2_max_epi32((__m128i)t4, t18);
        int t20 = vcc_sse_reduce_epi32(t19, vcc_sse2_max_epi32, int);
        t21 = (int)t7;
        t22 = t20 < 0 ? -1 : (int)(long)t20;
    } else {
        t21 = 0;
        t22 = -1;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 4L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t21 + i_vec_1)));
            __m128i t25 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(0));
            __m128i t26 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t27 = _mm_add_epi32(t26, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t27, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        int t28 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        i = (int)((long)t21 + t24);
        last = t28 < 0 ? t22 : (int)((long)t21 + (long)t28);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 0) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* The same as a `?:` on every iteration. */
int last_index_select(int n, const int *a) {
    int t21;
    int t22;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t8 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(100));
            __m128i t9 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t10, t8);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t11 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(100));
            __m128i t12 = _mm_add_epi32(t10, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t12, t11);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t13 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(100));
            __m128i t14 = _mm_add_epi32(t10, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t14, t13);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t15 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(100));
            __m128i t16 = _mm_add_epi32(t10, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t16, t15);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t17 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t18 = vcc_sse2_max_epi32((__m128i)t3, t17);
        __m128i t19 = vcc_sse2_max_epi32((__m128i)t4, t18);
        int t20 = vcc_sse_reduce_epi32(t19, vcc_sse2_max_epi32, int);
        t21 = (int)t7;
        t22 = t20 < 0 ? -1 : (int)(long)t20;
    } else {
        t21 = 0;
        t22 = -1;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 4L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t21 + i_vec_1)));
            __m128i t25 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(100));
            __m128i t26 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t27 = _mm_add_epi32(t26, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t27, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        int t28 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        i = (int)((long)t21 + t24);
        last = t28 < 0 ? t22 : (int)((long)t21 + (long)t28);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* A float value taken under a condition on another array. */
float last_float(int n, const float *a, const float *b, float t) {
    int t33;
    float t34;
    int i;
    float x;
    float x_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        __m128 x_v = _mm_set1_ps(0.0f);
        __m128 t_v = _mm_set1_ps(t);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        __m128 x_v_1 = x_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        __m128 x_v_2 = x_v;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        __m128 x_v_3 = x_v;
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128i t8 = _mm_castps_si128(_mm_cmplt_ps(b_v, t_v));
            __m128 x_v_5 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)a + (unsigned long)i_vec * 4UL), t8));
            x_v = vcc_sse2_blendv_ps(x_v, x_v_5, _mm_castsi128_ps(t8));
            __m128i t9 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t10, t8);
            long t11 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t11);
            __m128i t12 = _mm_castps_si128(_mm_cmplt_ps(b_v_1, t_v));
            __m128 x_v_6 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)a + (unsigned long)t11 * 4UL), t12));
            x_v_1 = vcc_sse2_blendv_ps(x_v_1, x_v_6, _mm_castsi128_ps(t12));
            __m128i t13 = _mm_add_epi32(t10, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t13, t12);
            long t14 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t14);
            __m128i t15 = _mm_castps_si128(_mm_cmplt_ps(b_v_2, t_v));
            __m128 x_v_7 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)a + (unsigned long)t14 * 4UL), t15));
            x_v_2 = vcc_sse2_blendv_ps(x_v_2, x_v_7, _mm_castsi128_ps(t15));
            __m128i t16 = _mm_add_epi32(t10, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t16, t15);
            long t17 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + t17);
            __m128i t18 = _mm_castps_si128(_mm_cmplt_ps(b_v_3, t_v));
            __m128 x_v_8 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)a + (unsigned long)t17 * 4UL), t18));
            x_v_3 = vcc_sse2_blendv_ps(x_v_3, x_v_8, _mm_castsi128_ps(t18));
            __m128i t19 = _mm_add_epi32(t10, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t19, t18);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t20 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t21 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128 t22 = vcc_sse2_blendv_ps(x_v, x_v_1, _mm_castsi128_ps(t20));
        __m128i t23 = _mm_cmpgt_epi32((__m128i)t3, t21);
        __m128i t24 = vcc_sse2_max_epi32((__m128i)t3, t21);
        __m128 t25 = vcc_sse2_blendv_ps(t22, x_v_2, _mm_castsi128_ps(t23));
        __m128i t26 = _mm_cmpgt_epi32((__m128i)t4, t24);
        __m128i t27 = vcc_sse2_max_epi32((__m128i)t4, t24);
        __m128 t28 = vcc_sse2_blendv_ps(t25, x_v_3, _mm_castsi128_ps(t26));
        int t29 = vcc_sse_reduce_epi32(t27, vcc_sse2_max_epi32, int);
        __m128i t30 = _mm_set1_epi32((int)t29);
        __m128i t31 = _mm_cmpeq_epi32(t27, t30);
        __m128 t32 = vcc_sse2_blendv_ps(_mm_set1_ps(-0.0f), t28, _mm_castsi128_ps(t31));
        t33 = (int)t7;
        t34 = t29 < 0 ? 0.0f : vcc_sse2_reduce_ps(t32, _mm_add_ps);
    } else {
        t33 = 0;
        t34 = 0.0f;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if ((t35 >= 4L) & (t35 <= 2147483647L)) {
        long t36 = t35 & -4L;
        __m128 x_v_4 = _mm_set1_ps(t34);
        __m128 t_v_1 = _mm_set1_ps(t);
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t33 + i_vec_1;
            __m128 b_v_4 = _mm_loadu_ps(b + t37);
            __m128i t38 = _mm_castps_si128(_mm_cmplt_ps(b_v_4, t_v_1));
            __m128 x_v_9 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)a + (unsigned long)t37 * 4UL), t38));
            x_v_4 = vcc_sse2_blendv_ps(x_v_4, x_v_9, _mm_castsi128_ps(t38));
            __m128i t39 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t40 = _mm_add_epi32(t39, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t40, t38);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        int t41 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        __m128i t42 = _mm_set1_epi32((int)t41);
        __m128i t43 = _mm_cmpeq_epi32((__m128i)t5, t42);
        __m128 t44 = vcc_sse2_blendv_ps(_mm_set1_ps(-0.0f), x_v_4, _mm_castsi128_ps(t43));
        i = (int)((long)t33 + t36);
        x = t41 < 0 ? t34 : vcc_sse2_reduce_ps(t44, _mm_add_ps);
    } else {
        i = t33;
        x = t34;
    }
    for (; i < n; i++, x = x_1) {
        long t45 = (long)i;
        if (b[t45] < t) {
            x_1 = a[t45];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
double last_double(int n, const double *a, double t) {
    int t30;
    double t31;
    int i;
    double x;
    double x_1;
    long t6 = (long)n;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        __m128d x_v = _mm_set1_pd(-1.5);
        __m128d t_v = _mm_set1_pd(t);
        long i_vec = 0L;
        __m128i t1 = (__m128i)(vcc_v2_long){-1L, -1L};
        __m128d x_v_1 = x_v;
        __m128i t2 = (__m128i)(vcc_v2_long){-1L, -1L};
        __m128d x_v_2 = x_v;
        __m128i t3 = (__m128i)(vcc_v2_long){-1L, -1L};
        __m128d x_v_3 = x_v;
        __m128i t4 = (__m128i)(vcc_v2_long){-1L, -1L};
        /* vcc: loop at cond_last.c:38 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128i t8 = _mm_castpd_si128(_mm_cmpgt_pd(a_v, t_v));
            __m128d x_v_5 = _mm_mul_pd(a_v, _mm_set1_pd(2.0));
            x_v = vcc_sse2_blendv_pd(x_v, x_v_5, _mm_castsi128_pd(t8));
            __m128i t9 = _mm_set1_epi64x((long long)i_vec);
            __m128i t10 = _mm_add_epi64(t9, ((__m128i)(vcc_v2_long){0L, 1L}));
            t1 = vcc_sse2_blendv_epi8(t1, t10, t8);
            __m128d a_v_1 = _mm_loadu_pd(a + (i_vec + 2L));
            __m128i t11 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_1, t_v));
            __m128d x_v_6 = _mm_mul_pd(a_v_1, _mm_set1_pd(2.0));
            x_v_1 = vcc_sse2_blendv_pd(x_v_1, x_v_6, _mm_castsi128_pd(t11));
            __m128i t12 = _mm_add_epi64(t10, ((__m128i)(vcc_v2_long){2L, 2L}));
            t2 = vcc_sse2_blendv_epi8(t2, t12, t11);
            __m128d a_v_2 = _mm_loadu_pd(a + (i_vec + 4L));
            __m128i t13 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_2, t_v));
            __m128d x_v_7 = _mm_mul_pd(a_v_2, _mm_set1_pd(2.0));
            x_v_2 = vcc_sse2_blendv_pd(x_v_2, x_v_7, _mm_castsi128_pd(t13));
            __m128i t14 = _mm_add_epi64(t10, ((__m128i)(vcc_v2_long){4L, 4L}));
            t3 = vcc_sse2_blendv_epi8(t3, t14, t13);
            __m128d a_v_3 = _mm_loadu_pd(a + (i_vec + 6L));
            __m128i t15 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_3, t_v));
            __m128d x_v_8 = _mm_mul_pd(a_v_3, _mm_set1_pd(2.0));
            x_v_3 = vcc_sse2_blendv_pd(x_v_3, x_v_8, _mm_castsi128_pd(t15));
            __m128i t16 = _mm_add_epi64(t10, ((__m128i)(vcc_v2_long){6L, 6L}));
            t4 = vcc_sse2_blendv_epi8(t4, t16, t15);
            i_vec += 8L;
        } while (i_vec < t7);
        __m128i t17 = vcc_sse2_cmpgt_epi64(t2, t1);
        __m128i t18 = vcc_sse2_blendv_epi8(t1, t2, vcc_sse2_cmpgt_epi64(t2, t1));
        __m128d t19 = vcc_sse2_blendv_pd(x_v, x_v_1, _mm_castsi128_pd(t17));
        __m128i t20 = vcc_sse2_cmpgt_epi64(t3, t18);
        __m128i t21 = vcc_sse2_blendv_epi8(t18, t3, vcc_sse2_cmpgt_epi64(t3, t18));
        __m128d t22 = vcc_sse2_blendv_pd(t19, x_v_2, _mm_castsi128_pd(t20));
        __m128i t23 = vcc_sse2_cmpgt_epi64(t4, t21);
        __m128i t24 = vcc_sse2_blendv_epi8(t21, t4, vcc_sse2_cmpgt_epi64(t4, t21));
        __m128d t25 = vcc_sse2_blendv_pd(t22, x_v_3, _mm_castsi128_pd(t23));
        long t26 = vcc_reduce_max(long, (vcc_v2_long)t24);
        __m128i t27 = _mm_set1_epi64x((long long)t26);
        __m128i t28 = vcc_sse2_cmpeq_epi64(t24, t27);
        __m128d t29 = vcc_sse2_blendv_pd(_mm_set1_pd(-0.0), t25, _mm_castsi128_pd(t28));
        t30 = (int)t7;
        t31 = t26 < 0L ? -1.5 : vcc_sse_reduce_pd(t29, _mm_add_pd);
    } else {
        t30 = 0;
        t31 = -1.5;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 2L) {
        long t33 = t32 & -2L;
        __m128d x_v_4 = _mm_set1_pd(t31);
        __m128d t_v_1 = _mm_set1_pd(t);
        long i_vec_1 = 0L;
        __m128i t5 = (__m128i)(vcc_v2_long){-1L, -1L};
        /* vcc: loop at cond_last.c:38 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128d a_v_4 = _mm_loadu_pd(a + ((long)t30 + i_vec_1));
            __m128i t34 = _mm_castpd_si128(_mm_cmpgt_pd(a_v_4, t_v_1));
            __m128d x_v_9 = _mm_mul_pd(a_v_4, _mm_set1_pd(2.0));
            x_v_4 = vcc_sse2_blendv_pd(x_v_4, x_v_9, _mm_castsi128_pd(t34));
            __m128i t35 = _mm_set1_epi64x((long long)i_vec_1);
            __m128i t36 = _mm_add_epi64(t35, ((__m128i)(vcc_v2_long){0L, 1L}));
            t5 = vcc_sse2_blendv_epi8(t5, t36, t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t33);
        long t37 = vcc_reduce_max(long, (vcc_v2_long)t5);
        __m128i t38 = _mm_set1_epi64x((long long)t37);
        __m128i t39 = vcc_sse2_cmpeq_epi64(t5, t38);
        __m128d t40 = vcc_sse2_blendv_pd(_mm_set1_pd(-0.0), x_v_4, _mm_castsi128_pd(t39));
        i = (int)((long)t30 + t33);
        x = t37 < 0L ? t31 : vcc_sse_reduce_pd(t40, _mm_add_pd);
    } else {
        i = t30;
        x = t31;
    }
    for (; i < n; i++, x = x_1) {
        double t41 = a[i];
        if (t41 > t) {
            x_1 = t41 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
int any_of(int n, const int *a, int k) {
    int t30;
    int t31;
    int i;
    int r;
    int r_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_int r_v = (vcc_v4_int)_mm_set1_epi32(0);
        __m128i k_v = _mm_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int r_v_1 = (vcc_v4_int)(__m128i)r_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int r_v_2 = (vcc_v4_int)(__m128i)r_v;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int r_v_3 = (vcc_v4_int)(__m128i)r_v;
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t8 = _mm_cmpgt_epi32(a_v, k_v);
            r_v = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)r_v, _mm_set1_epi32(1), t8);
            __m128i t9 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t10, t8);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t11 = _mm_cmpgt_epi32(a_v_1, k_v);
            r_v_1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)r_v_1, _mm_set1_epi32(1), t11);
            __m128i t12 = _mm_add_epi32(t10, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t12, t11);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t13 = _mm_cmpgt_epi32(a_v_2, k_v);
            r_v_2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)r_v_2, _mm_set1_epi32(1), t13);
            __m128i t14 = _mm_add_epi32(t10, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t14, t13);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t15 = _mm_cmpgt_epi32(a_v_3, k_v);
            r_v_3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)r_v_3, _mm_set1_epi32(1), t15);
            __m128i t16 = _mm_add_epi32(t10, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t16, t15);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t17 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t18 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t19 = vcc_sse2_blendv_epi8((__m128i)r_v, (__m128i)r_v_1, t17);
        __m128i t20 = _mm_cmpgt_epi32((__m128i)t3, t18);
        __m128i t21 = vcc_sse2_max_epi32((__m128i)t3, t18);
        __m128i t22 = vcc_sse2_blendv_epi8(t19, (__m128i)r_v_2, t20);
        __m128i t23 = _mm_cmpgt_epi32((__m128i)t4, t21);
        __m128i t24 = vcc_sse2_max_epi32((__m128i)t4, t21);
        __m128i t25 = vcc_sse2_blendv_epi8(t22, (__m128i)r_v_3, t23);
        int t26 = vcc_sse_reduce_epi32(t24, vcc_sse2_max_epi32, int);
        __m128i t27 = _mm_set1_epi32((int)t26);
        __m128i t28 = _mm_cmpeq_epi32(t24, t27);
        __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, t25); });
        t30 = (int)t7;
        t31 = t26 < 0 ? 0 : vcc_sse_reduce_epi32(t29, _mm_or_si128, int);
    } else {
        t30 = 0;
        t31 = 0;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if ((t32 >= 4L) & (t32 <= 2147483647L)) {
        long t33 = t32 & -4L;
        vcc_v4_int r_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t31);
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t30 + i_vec_1)));
            __m128i t34 = _mm_cmpgt_epi32(a_v_4, k_v_1);
            r_v_4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)r_v_4, _mm_set1_epi32(1), t34);
            __m128i t35 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t36, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        __m128i t38 = _mm_set1_epi32((int)t37);
        __m128i t39 = _mm_cmpeq_epi32((__m128i)t5, t38);
        __m128i t40 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t39, (__m128i)r_v_4); });
        i = (int)((long)t30 + t33);
        r = t37 < 0 ? t31 : vcc_sse_reduce_epi32(t40, _mm_or_si128, int);
    } else {
        i = t30;
        r = t31;
    }
    for (; i < n; i++, r = r_1) {
        if (a[i] > k) {
            r_1 = 1;
        } else {
            r_1 = r;
        }
    }
    return r;
}

/* Narrow and unsigned values. */
signed char last_char(int n, const signed char *a) {
    signed char c;
    int i;
    signed char c_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_schar c_v = (vcc_v16_schar)_mm_set1_epi8((char)(signed char)77);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:56 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t4 = _mm_cmpgt_epi8(_mm_set1_epi8((char)-100), a_v);
            c_v = (vcc_v16_schar)vcc_sse2_blendv_epi8((__m128i)c_v, a_v, t4);
            vcc_v16_int t5 = vcc_splat(vcc_v16_int, (int)i_vec);
            vcc_v16_int t6 = t5 + (vcc_v16_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
            t1 = vcc_select(vcc_v16_int, __builtin_convertvector((vcc_m16)t4, vcc_v16_int), t6, t1);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_reduce_max(int, t1);
        vcc_v16_int t8 = (vcc_v16_int){t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7, t7};
        __m128i t9 = ({ vcc_v16_int vcc_a = t1, vcc_b = t8; __m128i vcc_m0 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); __m128i vcc_m2 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); __m128i vcc_m3 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 48, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 48, sizeof vcc_r); vcc_r; })); _mm_packs_epi16(_mm_packs_epi32(vcc_m0, vcc_m1), _mm_packs_epi32(vcc_m2, vcc_m3)); });
        __m128i t10 = ({ (void)_mm_set1_epi8((char)0); _mm_and_si128(t9, (__m128i)c_v); });
        i = (int)t3;
        c_1 = (signed char)(t7 < 0 ? (signed char)77 : vcc_sse_reduce_epi8(t10, _mm_or_si128, signed char));
    } else {
        i = 0;
        c_1 = (signed char)77;
    }
    for (; i < n; i++, c_1 = c) {
        c = a[i];
        if ((int)c >= -100) {
            c = c_1;
        }
    }
    return c_1;
}

unsigned short last_ushort(int n, const unsigned short *a, unsigned short lim) {
    int t20;
    unsigned short t21;
    int i;
    unsigned short s;
    unsigned short s_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_ushort s_v = (vcc_v8_ushort)_mm_set1_epi16((short)(unsigned short)65535);
        __m128i lim_v = _mm_set1_epi16((short)lim);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort)(__m128i)s_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:64 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t6 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(a_v), vcc_sse_flip_epi16(lim_v));
            __m128i t7 = _mm_add_epi16(a_v, _mm_set1_epi16((short)1));
            s_v = (vcc_v8_ushort)vcc_sse2_blendv_epi8((__m128i)s_v, t7, t6);
            vcc_v8_int t8 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t9 = t8 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t6, vcc_v8_int), t9, t1);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t10 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(a_v_1), vcc_sse_flip_epi16(lim_v));
            __m128i t11 = _mm_add_epi16(a_v_1, _mm_set1_epi16((short)1));
            s_v_1 = (vcc_v8_ushort)vcc_sse2_blendv_epi8((__m128i)s_v_1, t11, t10);
            vcc_v8_int t12 = t9 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t10, vcc_v8_int), t12, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        __m128i t13 = ({ vcc_v8_int vcc_a = t2, vcc_b = t1; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        vcc_v8_int t14 = vcc_max(vcc_v8_int, t2, t1);
        __m128i t15 = vcc_sse2_blendv_epi8((__m128i)s_v, (__m128i)s_v_1, t13);
        int t16 = vcc_reduce_max(int, t14);
        vcc_v8_int t17 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        __m128i t18 = ({ vcc_v8_int vcc_a = t14, vcc_b = t17; __m128i vcc_m0 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        __m128i t19 = ({ (void)_mm_set1_epi16((short)0); _mm_and_si128(t18, t15); });
        t20 = (int)t5;
        t21 = (unsigned short)(t16 < 0 ? (unsigned short)65535 : vcc_sse_reduce_epi16(t19, _mm_or_si128, unsigned short));
    } else {
        t20 = 0;
        t21 = (unsigned short)65535;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 8L) & (t22 <= 2147483647L)) {
        long t23 = t22 & -8L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort)_mm_set1_epi16((short)t21);
        __m128i lim_v_1 = _mm_set1_epi16((short)lim);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:64 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)t20 + i_vec_1)));
            __m128i t24 = _mm_cmpgt_epi16(vcc_sse_flip_epi16(a_v_2), vcc_sse_flip_epi16(lim_v_1));
            __m128i t25 = _mm_add_epi16(a_v_2, _mm_set1_epi16((short)1));
            s_v_2 = (vcc_v8_ushort)vcc_sse2_blendv_epi8((__m128i)s_v_2, t25, t24);
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t27 = t26 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t24, vcc_v8_int), t27, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        int t28 = vcc_reduce_max(int, t3);
        vcc_v8_int t29 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
        __m128i t30 = ({ vcc_v8_int vcc_a = t3, vcc_b = t29; __m128i vcc_m0 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        __m128i t31 = ({ (void)_mm_set1_epi16((short)0); _mm_and_si128(t30, (__m128i)s_v_2); });
        i = (int)((long)t20 + t23);
        s = (unsigned short)(t28 < 0 ? t21 : vcc_sse_reduce_epi16(t31, _mm_or_si128, unsigned short));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++, s = s_1) {
        int t32 = (int)a[i];
        if (t32 > (int)lim) {
            s_1 = (unsigned short)(t32 + 1);
        } else {
            s_1 = s;
        }
    }
    return s;
}

unsigned last_unsigned(int n, const unsigned *a) {
    int t34;
    unsigned int t35;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_uint u_v = (vcc_v4_uint)_mm_set1_epi32((int)4000000000U);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uint u_v_1 = (vcc_v4_uint)(__m128i)u_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uint u_v_2 = (vcc_v4_uint)(__m128i)u_v;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uint u_v_3 = (vcc_v4_uint)(__m128i)u_v;
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:72 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t8 = _mm_and_si128(a_v, _mm_set1_epi32(7));
            __m128i t9 = _mm_cmpeq_epi32(t8, _mm_set1_epi32(3));
            __m128i u_v_5 = (__m128i)((vcc_v4_uint)a_v * (vcc_v4_uint)_mm_set1_epi32(3));
            u_v = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v, u_v_5, t9);
            __m128i t10 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t11, t9);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t12 = _mm_and_si128(a_v_1, _mm_set1_epi32(7));
            __m128i t13 = _mm_cmpeq_epi32(t12, _mm_set1_epi32(3));
            __m128i u_v_6 = (__m128i)((vcc_v4_uint)a_v_1 * (vcc_v4_uint)_mm_set1_epi32(3));
            u_v_1 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_1, u_v_6, t13);
            __m128i t14 = _mm_add_epi32(t11, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t14, t13);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t15 = _mm_and_si128(a_v_2, _mm_set1_epi32(7));
            __m128i t16 = _mm_cmpeq_epi32(t15, _mm_set1_epi32(3));
            __m128i u_v_7 = (__m128i)((vcc_v4_uint)a_v_2 * (vcc_v4_uint)_mm_set1_epi32(3));
            u_v_2 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_2, u_v_7, t16);
            __m128i t17 = _mm_add_epi32(t11, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t17, t16);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t18 = _mm_and_si128(a_v_3, _mm_set1_epi32(7));
            __m128i t19 = _mm_cmpeq_epi32(t18, _mm_set1_epi32(3));
            __m128i u_v_8 = (__m128i)((vcc_v4_uint)a_v_3 * (vcc_v4_uint)_mm_set1_epi32(3));
            u_v_3 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_3, u_v_8, t19);
            __m128i t20 = _mm_add_epi32(t11, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t20, t19);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t21 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t22 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t23 = vcc_sse2_blendv_epi8((__m128i)u_v, (__m128i)u_v_1, t21);
        __m128i t24 = _mm_cmpgt_epi32((__m128i)t3, t22);
        __m128i t25 = vcc_sse2_max_epi32((__m128i)t3, t22);
        __m128i t26 = vcc_sse2_blendv_epi8(t23, (__m128i)u_v_2, t24);
        __m128i t27 = _mm_cmpgt_epi32((__m128i)t4, t25);
        __m128i t28 = vcc_sse2_max_epi32((__m128i)t4, t25);
        __m128i t29 = vcc_sse2_blendv_epi8(t26, (__m128i)u_v_3, t27);
        int t30 = vcc_sse_reduce_epi32(t28, vcc_sse2_max_epi32, int);
        __m128i t31 = _mm_set1_epi32((int)t30);
        __m128i t32 = _mm_cmpeq_epi32(t28, t31);
        __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, t29); });
        t34 = (int)t7;
        t35 = t30 < 0 ? 4000000000U : vcc_sse_reduce_epi32(t33, _mm_or_si128, unsigned int);
    } else {
        t34 = 0;
        t35 = 4000000000U;
    }
    long t36 = (long)n + (long)t34 * -1L;
    if ((t36 >= 4L) & (t36 <= 2147483647L)) {
        long t37 = t36 & -4L;
        vcc_v4_uint u_v_4 = (vcc_v4_uint)_mm_set1_epi32((int)t35);
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t34 + i_vec_1)));
            __m128i t38 = _mm_and_si128(a_v_4, _mm_set1_epi32(7));
            __m128i t39 = _mm_cmpeq_epi32(t38, _mm_set1_epi32(3));
            __m128i u_v_9 = (__m128i)((vcc_v4_uint)a_v_4 * (vcc_v4_uint)_mm_set1_epi32(3));
            u_v_4 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_4, u_v_9, t39);
            __m128i t40 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t41 = _mm_add_epi32(t40, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t41, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t37);
        int t42 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        __m128i t43 = _mm_set1_epi32((int)t42);
        __m128i t44 = _mm_cmpeq_epi32((__m128i)t5, t43);
        __m128i t45 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t44, (__m128i)u_v_4); });
        i = (int)((long)t34 + t37);
        u = t42 < 0 ? t35 : vcc_sse_reduce_epi32(t45, _mm_or_si128, unsigned int);
    } else {
        i = t34;
        u = t35;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t46 = a[i];
        if ((t46 & 7U) == 3U) {
            u_1 = t46 * 3U;
        } else {
            u_1 = u;
        }
    }
    return u;
}

long last_long(int n, const long *a) {
    long v = -7;
    for (int i = 0; i < n; i++)
        if (a[i] % 5 == 0)
            v = a[i] + i;
    return v;
}

/* An induction that counts down: the last index taken is the smallest. */
int last_down(int n, const int *a) {
    int t26;
    int i;
    int last;
    int last_1;
    int t1 = n - 1;
    long t7 = (long)n;
    if ((t7 >= 16L) & (t7 <= 2147483647L)) {
        long t8 = t7 & -16L;
        long i_vec = 0L;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:89 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t9 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec * -1L) + -3));
            __m128i a_v = _mm_shuffle_epi32(t9, 0x1b);
            __m128i t10 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(500));
            __m128i t11 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t12, t10);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 4L) * -1L) + -3));
            __m128i a_v_1 = _mm_shuffle_epi32(t13, 0x1b);
            __m128i t14 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(500));
            __m128i t15 = _mm_add_epi32(t12, _mm_set1_epi32(4));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t15, t14);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -3));
            __m128i a_v_2 = _mm_shuffle_epi32(t16, 0x1b);
            __m128i t17 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(500));
            __m128i t18 = _mm_add_epi32(t12, _mm_set1_epi32(8));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t18, t17);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 12L) * -1L) + -3));
            __m128i a_v_3 = _mm_shuffle_epi32(t19, 0x1b);
            __m128i t20 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(500));
            __m128i t21 = _mm_add_epi32(t12, _mm_set1_epi32(12));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t21, t20);
            i_vec += 16L;
        } while (i_vec < t8);
        __m128i t22 = vcc_sse2_max_epi32((__m128i)t3, (__m128i)t2);
        __m128i t23 = vcc_sse2_max_epi32((__m128i)t4, t22);
        __m128i t24 = vcc_sse2_max_epi32((__m128i)t5, t23);
        int t25 = vcc_sse_reduce_epi32(t24, vcc_sse2_max_epi32, int);
        t26 = t25 < 0 ? 1000000 : (int)((long)t1 + (long)t25 * -1L);
        t1 = (int)((long)t1 + t8 * -1L);
    } else {
        t26 = 1000000;
    }
    long t27 = (long)t1 + 1L;
    if ((t27 >= 4L) & (t27 <= 2147483647L)) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_int t6 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t29 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec_1 * -1L) + -3));
            __m128i a_v_4 = _mm_shuffle_epi32(t29, 0x1b);
            __m128i t30 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(500));
            __m128i t31 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t32 = _mm_add_epi32(t31, _mm_setr_epi32(0, 1, 2, 3));
            t6 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t6, t32, t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        int t33 = vcc_sse_reduce_epi32((__m128i)t6, vcc_sse2_max_epi32, int);
        i = (int)((long)t1 + t28 * -1L);
        last = t33 < 0 ? t26 : (int)((long)t1 + (long)t33 * -1L);
    } else {
        i = t1;
        last = t26;
    }
    for (; i >= 0; i--, last = last_1) {
        if (a[i] > 500) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* Two values set on different conditions, and an if/else that sets it on both paths. */
int two_values(int n, const int *a, int *other) {
    int q;
    int t28;
    int t29;
    int t30;
    int i;
    int q_1;
    int p;
    int p_1;
    long t7 = (long)n;
    if ((t7 >= 8L) & (t7 <= 2147483647L)) {
        long t8 = t7 & -8L;
        vcc_v4_int q_v = (vcc_v4_int)_mm_set1_epi32(-2);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int q_v_1 = (vcc_v4_int)(__m128i)q_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:98 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t9 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(900));
            __m128i t10 = _mm_cmpgt_epi32(_mm_set1_epi32(-900), a_v);
            q_v = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)q_v, a_v, t10);
            __m128i t11 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t12, t10);
            __m128i t13 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t14, t9);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t15 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(900));
            __m128i t16 = _mm_cmpgt_epi32(_mm_set1_epi32(-900), a_v_1);
            q_v_1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)q_v_1, a_v_1, t16);
            __m128i t17 = _mm_add_epi32(t14, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t17, t16);
            __m128i t18 = _mm_add_epi32(t14, _mm_set1_epi32(4));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t18, t15);
            i_vec += 8L;
        } while (i_vec < t8);
        __m128i t19 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t20 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t21 = vcc_sse2_blendv_epi8((__m128i)q_v, (__m128i)q_v_1, t19);
        int t22 = vcc_sse_reduce_epi32(t20, vcc_sse2_max_epi32, int);
        __m128i t23 = _mm_set1_epi32((int)t22);
        __m128i t24 = _mm_cmpeq_epi32(t20, t23);
        __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, t21); });
        __m128i t26 = vcc_sse2_max_epi32((__m128i)t4, (__m128i)t3);
        int t27 = vcc_sse_reduce_epi32(t26, vcc_sse2_max_epi32, int);
        t28 = (int)t8;
        t29 = t22 < 0 ? -2 : vcc_sse_reduce_epi32(t25, _mm_or_si128, int);
        t30 = t27 < 0 ? -1 : (int)(long)t27;
    } else {
        t28 = 0;
        t29 = -2;
        t30 = -1;
    }
    long t31 = (long)n + (long)t28 * -1L;
    if ((t31 >= 4L) & (t31 <= 2147483647L)) {
        long t32 = t31 & -4L;
        vcc_v4_int q_v_2 = (vcc_v4_int)_mm_set1_epi32((int)t29);
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t6 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:98 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)t28 + i_vec_1)));
            __m128i t33 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(900));
            __m128i t34 = _mm_cmpgt_epi32(_mm_set1_epi32(-900), a_v_2);
            q_v_2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)q_v_2, a_v_2, t34);
            __m128i t35 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t36, t34);
            __m128i t37 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t38 = _mm_add_epi32(t37, _mm_setr_epi32(0, 1, 2, 3));
            t6 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t6, t38, t33);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        int t39 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        __m128i t40 = _mm_set1_epi32((int)t39);
        __m128i t41 = _mm_cmpeq_epi32((__m128i)t5, t40);
        __m128i t42 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t41, (__m128i)q_v_2); });
        int t43 = vcc_sse_reduce_epi32((__m128i)t6, vcc_sse2_max_epi32, int);
        i = (int)((long)t28 + t32);
        q_1 = t39 < 0 ? t29 : vcc_sse_reduce_epi32(t42, _mm_or_si128, int);
        p = t43 < 0 ? t30 : (int)((long)t28 + (long)t43);
    } else {
        i = t28;
        q_1 = t29;
        p = t30;
    }
    for (; i < n; i++, q_1 = q, p = p_1) {
        q = a[i];
        if (q > 900) {
            p_1 = i;
        } else {
            p_1 = p;
        }
        if (q >= -900) {
            q = q_1;
        }
    }
    *other = q_1;
    return p;
}

int if_else(int n, const int *a) {
    int t36;
    int t37;
    int i;
    int v;
    int v_1;
    int v_2;
    long t4 = (long)n;
    if ((t4 >= 8L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -8L;
        vcc_v4_int v_v = (vcc_v4_int)_mm_set1_epi32(5);
        __m128i t6 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int v_v_1 = (vcc_v4_int)(__m128i)v_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:110 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t7 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(990));
            __m128i t8 = (__m128i)~(vcc_m4)t7;
            __m128i t9 = _mm_cmpgt_epi32(_mm_set1_epi32(-990), a_v);
            __m128i t10 = (__m128i)((vcc_m4)t8 & (vcc_m4)t9);
            __m128i t11 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)i_v);
            __m128i t12 = (__m128i)~(vcc_m4)t9;
            __m128i t13 = (__m128i)((vcc_m4)t8 & (vcc_m4)t12);
            __m128i t14 = (__m128i)((vcc_m4)t13 | (vcc_m4)t10);
            __m128i v_v_3 = vcc_sse2_blendv_epi8((__m128i)v_v, t11, t9);
            v_v = (vcc_v4_int)vcc_sse2_blendv_epi8(v_v_3, (__m128i)i_v, t7);
            __m128i t15 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t16 = _mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t17 = vcc_sse2_blendv_epi8((__m128i)t1, t16, t10);
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8(t16, t17, t14);
            __m128i t18 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t19 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(990));
            __m128i t20 = (__m128i)~(vcc_m4)t19;
            __m128i t21 = _mm_cmpgt_epi32(_mm_set1_epi32(-990), a_v_1);
            __m128i t22 = (__m128i)((vcc_m4)t20 & (vcc_m4)t21);
            __m128i t23 = _mm_sub_epi32(_mm_setzero_si128(), t18);
            __m128i t24 = (__m128i)~(vcc_m4)t21;
            __m128i t25 = (__m128i)((vcc_m4)t20 & (vcc_m4)t24);
            __m128i t26 = (__m128i)((vcc_m4)t25 | (vcc_m4)t22);
            __m128i v_v_4 = vcc_sse2_blendv_epi8((__m128i)v_v_1, t23, t21);
            v_v_1 = (vcc_v4_int)vcc_sse2_blendv_epi8(v_v_4, t18, t19);
            __m128i t27 = _mm_add_epi32(t16, _mm_set1_epi32(4));
            __m128i t28 = vcc_sse2_blendv_epi8((__m128i)t2, t27, t22);
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8(t27, t28, t26);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        } while (i_vec < t5);
        __m128i t29 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t30 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t31 = vcc_sse2_blendv_epi8((__m128i)v_v, (__m128i)v_v_1, t29);
        int t32 = vcc_sse_reduce_epi32(t30, vcc_sse2_max_epi32, int);
        __m128i t33 = _mm_set1_epi32((int)t32);
        __m128i t34 = _mm_cmpeq_epi32(t30, t33);
        __m128i t35 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, t31); });
        t36 = (int)t5;
        t37 = t32 < 0 ? 5 : vcc_sse_reduce_epi32(t35, _mm_or_si128, int);
    } else {
        t36 = 0;
        t37 = 5;
    }
    long t38 = (long)n + (long)t36 * -1L;
    if ((t38 >= 4L) & (t38 <= 2147483647L)) {
        long t39 = t38 & -4L;
        vcc_v4_int v_v_2 = (vcc_v4_int)_mm_set1_epi32((int)t37);
        __m128i t40 = _mm_set1_epi32((int)t36);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t40, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:110 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)t36 + i_vec_1)));
            __m128i t41 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(990));
            __m128i t42 = (__m128i)~(vcc_m4)t41;
            __m128i t43 = _mm_cmpgt_epi32(_mm_set1_epi32(-990), a_v_2);
            __m128i t44 = (__m128i)((vcc_m4)t42 & (vcc_m4)t43);
            __m128i t45 = _mm_sub_epi32(_mm_setzero_si128(), (__m128i)i_v_1);
            __m128i t46 = (__m128i)~(vcc_m4)t43;
            __m128i t47 = (__m128i)((vcc_m4)t42 & (vcc_m4)t46);
            __m128i t48 = (__m128i)((vcc_m4)t47 | (vcc_m4)t44);
            __m128i v_v_5 = vcc_sse2_blendv_epi8((__m128i)v_v_2, t45, t43);
            v_v_2 = (vcc_v4_int)vcc_sse2_blendv_epi8(v_v_5, (__m128i)i_v_1, t41);
            __m128i t49 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t50 = _mm_add_epi32(t49, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t51 = vcc_sse2_blendv_epi8((__m128i)t3, t50, t44);
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8(t50, t51, t48);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t39);
        int t52 = vcc_sse_reduce_epi32((__m128i)t3, vcc_sse2_max_epi32, int);
        __m128i t53 = _mm_set1_epi32((int)t52);
        __m128i t54 = _mm_cmpeq_epi32((__m128i)t3, t53);
        __m128i t55 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t54, (__m128i)v_v_2); });
        i = (int)((long)t36 + t39);
        v = t52 < 0 ? t37 : vcc_sse_reduce_epi32(t55, _mm_or_si128, int);
    } else {
        i = t36;
        v = t37;
    }
    for (; i < n; i++, v = v_2) {
        int t56 = a[i];
        if (t56 > 990) {
            v_2 = i;
        } else {
            if (t56 < -990) {
                v_1 = -i;
            } else {
                v_1 = v;
            }
            v_2 = v_1;
        }
    }
    return v;
}

/* A value that is unsigned and an index stepping by 2. */
unsigned last_step2(int n, const unsigned *a) {
    int t46;
    unsigned int t47;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t6 = ((long)n + 1L) / 2L - 1L;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_uint u_v = (vcc_v4_uint)_mm_set1_epi32((int)1U);
        __m128i t8 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t8, _mm_setr_epi32(0, 2, 4, 6));
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uint u_v_1 = (vcc_v4_uint)(__m128i)u_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uint u_v_2 = (vcc_v4_uint)(__m128i)u_v;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uint u_v_3 = (vcc_v4_uint)(__m128i)u_v;
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:122 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const unsigned int *t9 = a + i_vec * 2L;
            __m128i t10 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(t9 + 4));
            __m128i a_v = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t10), _mm_castsi128_ps(t11), 0x88));
            __m128i t12 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(a_v), vcc_sse_flip_epi32(_mm_set1_epi32(2000)));
            u_v = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v, (__m128i)i_v, t12);
            __m128i t13 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t14, t12);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            const unsigned int *t16 = a + (i_vec + 4L) * 2L;
            __m128i t17 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(t16 + 4));
            __m128i a_v_1 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t17), _mm_castsi128_ps(t18), 0x88));
            __m128i t19 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(a_v_1), vcc_sse_flip_epi32(_mm_set1_epi32(2000)));
            u_v_1 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_1, t15, t19);
            __m128i t20 = _mm_add_epi32(t14, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t20, t19);
            __m128i t21 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            const unsigned int *t22 = a + (i_vec + 8L) * 2L;
            __m128i t23 = _mm_loadu_si128((const __m128i *)t22);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t22 + 4));
            __m128i a_v_2 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t23), _mm_castsi128_ps(t24), 0x88));
            __m128i t25 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(a_v_2), vcc_sse_flip_epi32(_mm_set1_epi32(2000)));
            u_v_2 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_2, t21, t25);
            __m128i t26 = _mm_add_epi32(t14, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t26, t25);
            __m128i t27 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(24));
            const unsigned int *t28 = a + (i_vec + 12L) * 2L;
            __m128i t29 = _mm_loadu_si128((const __m128i *)t28);
            __m128i t30 = _mm_loadu_si128((const __m128i *)(t28 + 4));
            __m128i a_v_3 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t29), _mm_castsi128_ps(t30), 0x88));
            __m128i t31 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(a_v_3), vcc_sse_flip_epi32(_mm_set1_epi32(2000)));
            u_v_3 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_3, t27, t31);
            __m128i t32 = _mm_add_epi32(t14, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t32, t31);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(32));
        } while (i_vec < t7);
        __m128i t33 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t34 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t35 = vcc_sse2_blendv_epi8((__m128i)u_v, (__m128i)u_v_1, t33);
        __m128i t36 = _mm_cmpgt_epi32((__m128i)t3, t34);
        __m128i t37 = vcc_sse2_max_epi32((__m128i)t3, t34);
        __m128i t38 = vcc_sse2_blendv_epi8(t35, (__m128i)u_v_2, t36);
        __m128i t39 = _mm_cmpgt_epi32((__m128i)t4, t37);
        __m128i t40 = vcc_sse2_max_epi32((__m128i)t4, t37);
        __m128i t41 = vcc_sse2_blendv_epi8(t38, (__m128i)u_v_3, t39);
        int t42 = vcc_sse_reduce_epi32(t40, vcc_sse2_max_epi32, int);
        __m128i t43 = _mm_set1_epi32((int)t42);
        __m128i t44 = _mm_cmpeq_epi32(t40, t43);
        __m128i t45 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t44, t41); });
        t46 = (int)(t7 * 2L);
        t47 = t42 < 0 ? 1U : vcc_sse_reduce_epi32(t45, _mm_or_si128, unsigned int);
    } else {
        t46 = 0;
        t47 = 1U;
    }
    long t48 = ((long)n + (long)t46 * -1L + 1L) / 2L - 1L;
    if ((t48 >= 4L) & (t48 <= 2147483647L)) {
        long t49 = t48 & -4L;
        vcc_v4_uint u_v_4 = (vcc_v4_uint)_mm_set1_epi32((int)t47);
        __m128i t50 = _mm_set1_epi32((int)t46);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t50, _mm_setr_epi32(0, 2, 4, 6));
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at cond_last.c:122 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const unsigned int *t51 = a + ((long)t46 + i_vec_1 * 2L);
            __m128i t52 = _mm_loadu_si128((const __m128i *)t51);
            __m128i t53 = _mm_loadu_si128((const __m128i *)(t51 + 4));
            __m128i a_v_4 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t52), _mm_castsi128_ps(t53), 0x88));
            __m128i t54 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(a_v_4), vcc_sse_flip_epi32(_mm_set1_epi32(2000)));
            u_v_4 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)u_v_4, (__m128i)i_v_1, t54);
            __m128i t55 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t56 = _mm_add_epi32(t55, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t56, t54);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(8));
        } while (i_vec_1 < t49);
        int t57 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        __m128i t58 = _mm_set1_epi32((int)t57);
        __m128i t59 = _mm_cmpeq_epi32((__m128i)t5, t58);
        __m128i t60 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t59, (__m128i)u_v_4); });
        i = (int)((long)t46 + t49 * 2L);
        u = t57 < 0 ? t47 : vcc_sse_reduce_epi32(t60, _mm_or_si128, unsigned int);
    } else {
        i = t46;
        u = t47;
    }
    for (; i < n; i += 2, u = u_1) {
        if (a[i] > 2000U) {
            u_1 = (unsigned int)i;
        } else {
            u_1 = u;
        }
    }
    return u;
}

/* Stays scalar: the variable is also read in the loop. */
int read_too(int n, const int *a, int *b) {
    int last = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0)
            last = a[i];
        b[i] = last;
    }
    return last;
}

int main(void) {
    int other;
    int n;
    int t1;
    int t27;
    int i;
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
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        void *t2 = new_array(n, 4UL);
        float *fa = (float *)t2;
        float *fb = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *d = (double *)t3;
        signed char *c = (signed char *)new_array(n, 1UL);
        unsigned short *us = (unsigned short *)new_array(n, 2UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        long *l = (long *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            fb[fill_idx_2] = (float)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            d[fill_idx_3] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            c[fill_idx_4] = (signed char)(-128 + (int)(next_rand() % 256U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            us[fill_idx_5] = (unsigned short)(int)(next_rand() % 65536U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            u[fill_idx_6] = (unsigned int)(int)(next_rand() % 3000U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            l[fill_idx_7] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at cond_last.c:157 vectorized: VF 2, UF 4, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                float *t8 = fa + i_vec;
                vcc_v2_float fa_v = vcc_load(vcc_v2_float, t8);
                vcc_v2_float t9 = fa_v / (vcc_v2_float){3.0f, 3.0f};
                vcc_store(t8, t9);
                double *t10 = d + i_vec;
                __m128d d_v = _mm_loadu_pd(t10);
                __m128d t11 = _mm_div_pd(d_v, _mm_set1_pd(7.0));
                _mm_storeu_pd(t10, t11);
                long t12 = i_vec + 2L;
                float *t13 = fa + t12;
                vcc_v2_float fa_v_1 = vcc_load(vcc_v2_float, t13);
                vcc_v2_float t14 = fa_v_1 / (vcc_v2_float){3.0f, 3.0f};
                vcc_store(t13, t14);
                double *t15 = d + t12;
                __m128d d_v_1 = _mm_loadu_pd(t15);
                __m128d t16 = _mm_div_pd(d_v_1, _mm_set1_pd(7.0));
                _mm_storeu_pd(t15, t16);
                long t17 = i_vec + 4L;
                float *t18 = fa + t17;
                vcc_v2_float fa_v_2 = vcc_load(vcc_v2_float, t18);
                vcc_v2_float t19 = fa_v_2 / (vcc_v2_float){3.0f, 3.0f};
                vcc_store(t18, t19);
                double *t20 = d + t17;
                __m128d d_v_2 = _mm_loadu_pd(t20);
                __m128d t21 = _mm_div_pd(d_v_2, _mm_set1_pd(7.0));
                _mm_storeu_pd(t20, t21);
                long t22 = i_vec + 6L;
                float *t23 = fa + t22;
                vcc_v2_float fa_v_3 = vcc_load(vcc_v2_float, t23);
                vcc_v2_float t24 = fa_v_3 / (vcc_v2_float){3.0f, 3.0f};
                vcc_store(t23, t24);
                double *t25 = d + t22;
                __m128d d_v_3 = _mm_loadu_pd(t25);
                __m128d t26 = _mm_div_pd(d_v_3, _mm_set1_pd(7.0));
                _mm_storeu_pd(t25, t26);
                i_vec += 8L;
            } while (i_vec < t7);
            t27 = (int)t7;
        } else {
            t27 = 0;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 2L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            long t31 = t28 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at cond_last.c:157 vector epilogue: VF 2, UF 1, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, scalar epilogue */
            do {
                long t32 = (long)t27 + i_vec_1;
                float *t33 = fa + t32;
                vcc_v2_float fa_v_4 = vcc_load(vcc_v2_float, t33);
                vcc_v2_float t34 = fa_v_4 / (vcc_v2_float){3.0f, 3.0f};
                vcc_store(t33, t34);
                double *t35 = d + t32;
                __m128d d_v_4 = _mm_loadu_pd(t35);
                __m128d t36 = _mm_div_pd(d_v_4, _mm_set1_pd(7.0));
                _mm_storeu_pd(t35, t36);
                i_vec_1 += 2L;
            } while (i_vec_1 < t31);
            i = (int)((long)t27 + t31);
        } else {
            i = t27;
        }
        for (; i < n; i++) {
            long t37 = (long)i;
            float *t38 = fa + t37;
            *t38 = *t38 / 3.0f;
            double *t39 = d + t37;
            *t39 = *t39 / 7.0;
        }
        const int *t40 = a;
        int t41 = any_of(n, t40, 1000);
        int t42 = any_of(n, t40, 990);
        const double *t43 = d;
        double t44 = last_double(n, t43, 1000.0);
        double t45 = last_double(n, t43, 100.0);
        const float *t46 = fb;
        const float *t47 = fa;
        float t48 = last_float(n, t47, t46, -1000.0f);
        float t49 = last_float(n, t47, t46, -90.0f);
        int t50 = last_index_select(n, t40);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t40), t50, (double)t49, (double)t48, t45, t44, t42, t41);
        other = 0;
        int p = two_values(n, t40, &other);
        int rt = read_too(n, t40, b);
        unsigned long t51 = hash_bytes((const void *)b, (unsigned long)n * 4UL);
        const unsigned int *t52 = u;
        unsigned int t53 = last_step2(n, t52);
        int t54 = if_else(n, t40);
        int t55 = other;
        int t56 = last_down(n, t40);
        long t57 = last_long(n, l);
        unsigned int t58 = last_unsigned(n, t52);
        const unsigned short *t59 = us;
        unsigned short t60 = last_ushort(n, t59, (unsigned short)65535);
        unsigned short t61 = last_ushort(n, t59, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t61, (int)t60, t58, t57, t56, p, t55, t54, t53, rt, (unsigned long long)t51);
        free((void *)a);
        free((void *)b);
        free((void *)fa);
        free((void *)fb);
        free((void *)d);
        free((void *)c);
        free((void *)us);
        free((void *)u);
        free((void *)l);
    }
}
