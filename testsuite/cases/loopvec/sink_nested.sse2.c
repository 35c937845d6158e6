/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=6 avx2=5 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=3 sse2=6 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
#include "harness.h"

/* Stores to one element on every path through an if/else nest, sunk into the join as one
   store of the value the path chose (transform/sink_stores.rs): the vector loop stores a
   blend, unmasked, where it wrote one masked store per path. Paths that do not store, or
   store elsewhere, keep their masked stores. */

/* Nested conditions, three paths (the coverage loop cf_nested_if). */
void nested3(int n, float *restrict a, const float *b, const float *c, const float *d, const float *e) {
    int t24;
    int i;
    float t40;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:12 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 c_v = _mm_loadu_ps(c + i_vec);
            __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(c_v, _mm_set1_ps(0.0f)));
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            __m128 d_v = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)d + (unsigned long)i_vec * 4UL), t4));
            __m128 e_v = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)e + (unsigned long)i_vec * 4UL), t3));
            __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(e_v, _mm_set1_ps(0.0f)));
            __m128i t6 = (__m128i)~(vcc_m4)t5;
            __m128i t7 = (__m128i)((vcc_m4)t3 & (vcc_m4)t6);
            __m128 b_v = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t7));
            __m128 t8 = _mm_add_ps(b_v, c_v);
            __m128i t9 = (__m128i)((vcc_m4)t3 & (vcc_m4)t5);
            __m128 b_v_1 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t9));
            __m128 t10 = _mm_mul_ps(b_v_1, c_v);
            __m128 t11 = vcc_sse2_blendv_ps(d_v, t10, _mm_castsi128_ps(t9));
            __m128 t12 = vcc_sse2_blendv_ps(t11, t8, _mm_castsi128_ps(t7));
            _mm_storeu_ps(a + i_vec, t12);
            long t13 = i_vec + 4L;
            __m128 c_v_1 = _mm_loadu_ps(c + t13);
            __m128i t14 = _mm_castps_si128(_mm_cmpgt_ps(c_v_1, _mm_set1_ps(0.0f)));
            __m128i t15 = (__m128i)~(vcc_m4)t14;
            __m128 d_v_1 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)d + (unsigned long)t13 * 4UL), t15));
            __m128 e_v_1 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)e + (unsigned long)t13 * 4UL), t14));
            __m128i t16 = _mm_castps_si128(_mm_cmpgt_ps(e_v_1, _mm_set1_ps(0.0f)));
            __m128i t17 = (__m128i)~(vcc_m4)t16;
            __m128i t18 = (__m128i)((vcc_m4)t14 & (vcc_m4)t17);
            __m128 b_v_2 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t13 * 4UL), t18));
            __m128 t19 = _mm_add_ps(b_v_2, c_v_1);
            __m128i t20 = (__m128i)((vcc_m4)t14 & (vcc_m4)t16);
            __m128 b_v_3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t13 * 4UL), t20));
            __m128 t21 = _mm_mul_ps(b_v_3, c_v_1);
            __m128 t22 = vcc_sse2_blendv_ps(d_v_1, t21, _mm_castsi128_ps(t20));
            __m128 t23 = vcc_sse2_blendv_ps(t22, t19, _mm_castsi128_ps(t18));
            _mm_storeu_ps(a + t13, t23);
            i_vec += 8L;
        } while (i_vec < t2);
        t24 = (int)t2;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 4L) {
        long t26 = t25 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            __m128 c_v_2 = _mm_loadu_ps(c + t27);
            __m128i t28 = _mm_castps_si128(_mm_cmpgt_ps(c_v_2, _mm_set1_ps(0.0f)));
            __m128i t29 = (__m128i)~(vcc_m4)t28;
            __m128 d_v_2 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)d + (unsigned long)t27 * 4UL), t29));
            __m128 e_v_2 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)e + (unsigned long)t27 * 4UL), t28));
            __m128i t30 = _mm_castps_si128(_mm_cmpgt_ps(e_v_2, _mm_set1_ps(0.0f)));
            __m128i t31 = (__m128i)~(vcc_m4)t30;
            __m128i t32 = (__m128i)((vcc_m4)t28 & (vcc_m4)t31);
            __m128 b_v_4 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t27 * 4UL), t32));
            __m128 t33 = _mm_add_ps(b_v_4, c_v_2);
            __m128i t34 = (__m128i)((vcc_m4)t28 & (vcc_m4)t30);
            __m128 b_v_5 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t27 * 4UL), t34));
            __m128 t35 = _mm_mul_ps(b_v_5, c_v_2);
            __m128 t36 = vcc_sse2_blendv_ps(d_v_2, t35, _mm_castsi128_ps(t34));
            __m128 t37 = vcc_sse2_blendv_ps(t36, t33, _mm_castsi128_ps(t32));
            _mm_storeu_ps(a + t27, t37);
            i_vec_1 += 4L;
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    while (i < n) {
        long t38 = (long)i;
        float t39 = c[t38];
        if (t39 > 0.0f) {
            if (e[t38] > 0.0f) {
                t40 = b[t38] * t39;
            } else {
                t40 = b[t38] + t39;
            }
        } else {
            t40 = d[t38];
        }
        a[t38] = t40;
        i++;
    }
}

/* An else-if chain of four paths. */
void chain4(int n, int *restrict a, const int *x) {
    int t66;
    int i;
    int t86;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i v_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(_mm_set1_epi32(-100), v_v);
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(0), v_v);
            __m128i t6 = (__m128i)~(vcc_m4)t5;
            __m128i t7 = (__m128i)((vcc_m4)t4 & (vcc_m4)t6);
            __m128i t8 = _mm_cmpgt_epi32(_mm_set1_epi32(100), v_v);
            __m128i t9 = (__m128i)~(vcc_m4)t8;
            __m128i t10 = (__m128i)((vcc_m4)t7 & (vcc_m4)t9);
            __m128i t11 = (__m128i)((vcc_m4)t7 & (vcc_m4)t8);
            __m128i t12 = _mm_add_epi32(v_v, _mm_set1_epi32(1));
            __m128i t13 = (__m128i)((vcc_m4)t4 & (vcc_m4)t5);
            __m128i t14 = (__m128i)((vcc_v4_uint)v_v * (vcc_v4_uint)_mm_set1_epi32(2));
            __m128i t15 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-100), t14, t13);
            __m128i t16 = vcc_sse2_blendv_epi8(t15, t12, t11);
            __m128i t17 = vcc_sse2_blendv_epi8(t16, _mm_set1_epi32(100), t10);
            _mm_storeu_si128((__m128i *)(a + i_vec), t17);
            long t18 = i_vec + 4L;
            __m128i v_v_1 = _mm_loadu_si128((const __m128i *)(x + t18));
            __m128i t19 = _mm_cmpgt_epi32(_mm_set1_epi32(-100), v_v_1);
            __m128i t20 = (__m128i)~(vcc_m4)t19;
            __m128i t21 = _mm_cmpgt_epi32(_mm_set1_epi32(0), v_v_1);
            __m128i t22 = (__m128i)~(vcc_m4)t21;
            __m128i t23 = (__m128i)((vcc_m4)t20 & (vcc_m4)t22);
            __m128i t24 = _mm_cmpgt_epi32(_mm_set1_epi32(100), v_v_1);
            __m128i t25 = (__m128i)~(vcc_m4)t24;
            __m128i t26 = (__m128i)((vcc_m4)t23 & (vcc_m4)t25);
            __m128i t27 = (__m128i)((vcc_m4)t23 & (vcc_m4)t24);
            __m128i t28 = _mm_add_epi32(v_v_1, _mm_set1_epi32(1));
            __m128i t29 = (__m128i)((vcc_m4)t20 & (vcc_m4)t21);
            __m128i t30 = (__m128i)((vcc_v4_uint)v_v_1 * (vcc_v4_uint)_mm_set1_epi32(2));
            __m128i t31 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-100), t30, t29);
            __m128i t32 = vcc_sse2_blendv_epi8(t31, t28, t27);
            __m128i t33 = vcc_sse2_blendv_epi8(t32, _mm_set1_epi32(100), t26);
            _mm_storeu_si128((__m128i *)(a + t18), t33);
            long t34 = i_vec + 8L;
            __m128i v_v_2 = _mm_loadu_si128((const __m128i *)(x + t34));
            __m128i t35 = _mm_cmpgt_epi32(_mm_set1_epi32(-100), v_v_2);
            __m128i t36 = (__m128i)~(vcc_m4)t35;
            __m128i t37 = _mm_cmpgt_epi32(_mm_set1_epi32(0), v_v_2);
            __m128i t38 = (__m128i)~(vcc_m4)t37;
            __m128i t39 = (__m128i)((vcc_m4)t36 & (vcc_m4)t38);
            __m128i t40 = _mm_cmpgt_epi32(_mm_set1_epi32(100), v_v_2);
            __m128i t41 = (__m128i)~(vcc_m4)t40;
            __m128i t42 = (__m128i)((vcc_m4)t39 & (vcc_m4)t41);
            __m128i t43 = (__m128i)((vcc_m4)t39 & (vcc_m4)t40);
            __m128i t44 = _mm_add_epi32(v_v_2, _mm_set1_epi32(1));
            __m128i t45 = (__m128i)((vcc_m4)t36 & (vcc_m4)t37);
            __m128i t46 = (__m128i)((vcc_v4_uint)v_v_2 * (vcc_v4_uint)_mm_set1_epi32(2));
            __m128i t47 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-100), t46, t45);
            __m128i t48 = vcc_sse2_blendv_epi8(t47, t44, t43);
            __m128i t49 = vcc_sse2_blendv_epi8(t48, _mm_set1_epi32(100), t42);
            _mm_storeu_si128((__m128i *)(a + t34), t49);
            long t50 = i_vec + 12L;
            __m128i v_v_3 = _mm_loadu_si128((const __m128i *)(x + t50));
            __m128i t51 = _mm_cmpgt_epi32(_mm_set1_epi32(-100), v_v_3);
            __m128i t52 = (__m128i)~(vcc_m4)t51;
            __m128i t53 = _mm_cmpgt_epi32(_mm_set1_epi32(0), v_v_3);
            __m128i t54 = (__m128i)~(vcc_m4)t53;
            __m128i t55 = (__m128i)((vcc_m4)t52 & (vcc_m4)t54);
            __m128i t56 = _mm_cmpgt_epi32(_mm_set1_epi32(100), v_v_3);
            __m128i t57 = (__m128i)~(vcc_m4)t56;
            __m128i t58 = (__m128i)((vcc_m4)t55 & (vcc_m4)t57);
            __m128i t59 = (__m128i)((vcc_m4)t55 & (vcc_m4)t56);
            __m128i t60 = _mm_add_epi32(v_v_3, _mm_set1_epi32(1));
            __m128i t61 = (__m128i)((vcc_m4)t52 & (vcc_m4)t53);
            __m128i t62 = (__m128i)((vcc_v4_uint)v_v_3 * (vcc_v4_uint)_mm_set1_epi32(2));
            __m128i t63 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-100), t62, t61);
            __m128i t64 = vcc_sse2_blendv_epi8(t63, t60, t59);
            __m128i t65 = vcc_sse2_blendv_epi8(t64, _mm_set1_epi32(100), t58);
            _mm_storeu_si128((__m128i *)(a + t50), t65);
            i_vec += 16L;
        } while (i_vec < t2);
        t66 = (int)t2;
    } else {
        t66 = 0;
    }
    long t67 = (long)n + (long)t66 * -1L;
    if (t67 >= 4L) {
        long t68 = t67 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t69 = (long)t66 + i_vec_1;
            __m128i v_v_4 = _mm_loadu_si128((const __m128i *)(x + t69));
            __m128i t70 = _mm_cmpgt_epi32(_mm_set1_epi32(-100), v_v_4);
            __m128i t71 = (__m128i)~(vcc_m4)t70;
            __m128i t72 = _mm_cmpgt_epi32(_mm_set1_epi32(0), v_v_4);
            __m128i t73 = (__m128i)~(vcc_m4)t72;
            __m128i t74 = (__m128i)((vcc_m4)t71 & (vcc_m4)t73);
            __m128i t75 = _mm_cmpgt_epi32(_mm_set1_epi32(100), v_v_4);
            __m128i t76 = (__m128i)~(vcc_m4)t75;
            __m128i t77 = (__m128i)((vcc_m4)t74 & (vcc_m4)t76);
            __m128i t78 = (__m128i)((vcc_m4)t74 & (vcc_m4)t75);
            __m128i t79 = _mm_add_epi32(v_v_4, _mm_set1_epi32(1));
            __m128i t80 = (__m128i)((vcc_m4)t71 & (vcc_m4)t72);
            __m128i t81 = (__m128i)((vcc_v4_uint)v_v_4 * (vcc_v4_uint)_mm_set1_epi32(2));
            __m128i t82 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-100), t81, t80);
            __m128i t83 = vcc_sse2_blendv_epi8(t82, t79, t78);
            __m128i t84 = vcc_sse2_blendv_epi8(t83, _mm_set1_epi32(100), t77);
            _mm_storeu_si128((__m128i *)(a + t69), t84);
            i_vec_1 += 4L;
        } while (i_vec_1 < t68);
        i = (int)((long)t66 + t68);
    } else {
        i = t66;
    }
    while (i < n) {
        long t85 = (long)i;
        int v = x[t85];
        if (v < -100) {
            t86 = -100;
        } else if (v < 0) {
            t86 = v * 2;
        } else if (v < 100) {
            t86 = v + 1;
        } else {
            t86 = 100;
        }
        a[t85] = t86;
        i++;
    }
}

/* Two elements on every path, in the same order. */
void two_each(int n, int *restrict a, int *restrict b, const int *x) {
    int t63;
    int i;
    int t82;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i v_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t4 = _mm_and_si128(v_v, _mm_set1_epi32(1));
            __m128i t5 = _mm_srai_epi32(v_v, 1);
            __m128i t6 = vcc_sse_not(_mm_cmpeq_epi32(t4, _mm_set1_epi32(0)));
            __m128i t7 = _mm_and_si128(v_v, _mm_set1_epi32(2));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32(t7, _mm_set1_epi32(0)));
            __m128i t9 = (__m128i)~(vcc_m4)t8;
            __m128i t10 = (__m128i)((vcc_m4)t6 & (vcc_m4)t9);
            __m128i t11 = _mm_sub_epi32(_mm_setzero_si128(), v_v);
            __m128i t12 = vcc_sse_not(_mm_cmpeq_epi32(t7, _mm_set1_epi32(0)));
            __m128i t13 = (__m128i)((vcc_m4)t6 & (vcc_m4)t12);
            __m128i t14 = vcc_sse2_blendv_epi8(t5, v_v, t13);
            __m128i t15 = vcc_sse2_blendv_epi8(t14, t11, t10);
            __m128i t16 = vcc_sse2_blendv_epi8(_mm_set1_epi32(3), _mm_set1_epi32(1), t13);
            __m128i t17 = vcc_sse2_blendv_epi8(t16, _mm_set1_epi32(2), t10);
            _mm_storeu_si128((__m128i *)(a + i_vec), t15);
            _mm_storeu_si128((__m128i *)(b + i_vec), t17);
            long t18 = i_vec + 4L;
            __m128i v_v_1 = _mm_loadu_si128((const __m128i *)(x + t18));
            __m128i t19 = _mm_and_si128(v_v_1, _mm_set1_epi32(1));
            __m128i t20 = _mm_srai_epi32(v_v_1, 1);
            __m128i t21 = vcc_sse_not(_mm_cmpeq_epi32(t19, _mm_set1_epi32(0)));
            __m128i t22 = _mm_and_si128(v_v_1, _mm_set1_epi32(2));
            __m128i t23 = vcc_sse_not(_mm_cmpeq_epi32(t22, _mm_set1_epi32(0)));
            __m128i t24 = (__m128i)~(vcc_m4)t23;
            __m128i t25 = (__m128i)((vcc_m4)t21 & (vcc_m4)t24);
            __m128i t26 = _mm_sub_epi32(_mm_setzero_si128(), v_v_1);
            __m128i t27 = vcc_sse_not(_mm_cmpeq_epi32(t22, _mm_set1_epi32(0)));
            __m128i t28 = (__m128i)((vcc_m4)t21 & (vcc_m4)t27);
            __m128i t29 = vcc_sse2_blendv_epi8(t20, v_v_1, t28);
            __m128i t30 = vcc_sse2_blendv_epi8(t29, t26, t25);
            __m128i t31 = vcc_sse2_blendv_epi8(_mm_set1_epi32(3), _mm_set1_epi32(1), t28);
            __m128i t32 = vcc_sse2_blendv_epi8(t31, _mm_set1_epi32(2), t25);
            _mm_storeu_si128((__m128i *)(a + t18), t30);
            _mm_storeu_si128((__m128i *)(b + t18), t32);
            long t33 = i_vec + 8L;
            __m128i v_v_2 = _mm_loadu_si128((const __m128i *)(x + t33));
            __m128i t34 = _mm_and_si128(v_v_2, _mm_set1_epi32(1));
            __m128i t35 = _mm_srai_epi32(v_v_2, 1);
            __m128i t36 = vcc_sse_not(_mm_cmpeq_epi32(t34, _mm_set1_epi32(0)));
            __m128i t37 = _mm_and_si128(v_v_2, _mm_set1_epi32(2));
            __m128i t38 = vcc_sse_not(_mm_cmpeq_epi32(t37, _mm_set1_epi32(0)));
            __m128i t39 = (__m128i)~(vcc_m4)t38;
            __m128i t40 = (__m128i)((vcc_m4)t36 & (vcc_m4)t39);
            __m128i t41 = _mm_sub_epi32(_mm_setzero_si128(), v_v_2);
            __m128i t42 = vcc_sse_not(_mm_cmpeq_epi32(t37, _mm_set1_epi32(0)));
            __m128i t43 = (__m128i)((vcc_m4)t36 & (vcc_m4)t42);
            __m128i t44 = vcc_sse2_blendv_epi8(t35, v_v_2, t43);
            __m128i t45 = vcc_sse2_blendv_epi8(t44, t41, t40);
            __m128i t46 = vcc_sse2_blendv_epi8(_mm_set1_epi32(3), _mm_set1_epi32(1), t43);
            __m128i t47 = vcc_sse2_blendv_epi8(t46, _mm_set1_epi32(2), t40);
            _mm_storeu_si128((__m128i *)(a + t33), t45);
            _mm_storeu_si128((__m128i *)(b + t33), t47);
            long t48 = i_vec + 12L;
            __m128i v_v_3 = _mm_loadu_si128((const __m128i *)(x + t48));
            __m128i t49 = _mm_and_si128(v_v_3, _mm_set1_epi32(1));
            __m128i t50 = _mm_srai_epi32(v_v_3, 1);
            __m128i t51 = vcc_sse_not(_mm_cmpeq_epi32(t49, _mm_set1_epi32(0)));
            __m128i t52 = _mm_and_si128(v_v_3, _mm_set1_epi32(2));
            __m128i t53 = vcc_sse_not(_mm_cmpeq_epi32(t52, _mm_set1_epi32(0)));
            __m128i t54 = (__m128i)~(vcc_m4)t53;
            __m128i t55 = (__m128i)((vcc_m4)t51 & (vcc_m4)t54);
            __m128i t56 = _mm_sub_epi32(_mm_setzero_si128(), v_v_3);
            __m128i t57 = vcc_sse_not(_mm_cmpeq_epi32(t52, _mm_set1_epi32(0)));
            __m128i t58 = (__m128i)((vcc_m4)t51 & (vcc_m4)t57);
            __m128i t59 = vcc_sse2_blendv_epi8(t50, v_v_3, t58);
            __m128i t60 = vcc_sse2_blendv_epi8(t59, t56, t55);
            __m128i t61 = vcc_sse2_blendv_epi8(_mm_set1_epi32(3), _mm_set1_epi32(1), t58);
            __m128i t62 = vcc_sse2_blendv_epi8(t61, _mm_set1_epi32(2), t55);
            _mm_storeu_si128((__m128i *)(a + t48), t60);
            _mm_storeu_si128((__m128i *)(b + t48), t62);
            i_vec += 16L;
        } while (i_vec < t3);
        t63 = (int)t3;
    } else {
        t63 = 0;
    }
    long t64 = (long)n + (long)t63 * -1L;
    if (t64 >= 4L) {
        long t65 = t64 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t66 = (long)t63 + i_vec_1;
            __m128i v_v_4 = _mm_loadu_si128((const __m128i *)(x + t66));
            __m128i t67 = _mm_and_si128(v_v_4, _mm_set1_epi32(1));
            __m128i t68 = _mm_srai_epi32(v_v_4, 1);
            __m128i t69 = vcc_sse_not(_mm_cmpeq_epi32(t67, _mm_set1_epi32(0)));
            __m128i t70 = _mm_and_si128(v_v_4, _mm_set1_epi32(2));
            __m128i t71 = vcc_sse_not(_mm_cmpeq_epi32(t70, _mm_set1_epi32(0)));
            __m128i t72 = (__m128i)~(vcc_m4)t71;
            __m128i t73 = (__m128i)((vcc_m4)t69 & (vcc_m4)t72);
            __m128i t74 = _mm_sub_epi32(_mm_setzero_si128(), v_v_4);
            __m128i t75 = vcc_sse_not(_mm_cmpeq_epi32(t70, _mm_set1_epi32(0)));
            __m128i t76 = (__m128i)((vcc_m4)t69 & (vcc_m4)t75);
            __m128i t77 = vcc_sse2_blendv_epi8(t68, v_v_4, t76);
            __m128i t78 = vcc_sse2_blendv_epi8(t77, t74, t73);
            __m128i t79 = vcc_sse2_blendv_epi8(_mm_set1_epi32(3), _mm_set1_epi32(1), t76);
            __m128i t80 = vcc_sse2_blendv_epi8(t79, _mm_set1_epi32(2), t73);
            _mm_storeu_si128((__m128i *)(a + t66), t78);
            _mm_storeu_si128((__m128i *)(b + t66), t80);
            i_vec_1 += 4L;
        } while (i_vec_1 < t65);
        i = (int)((long)t63 + t65);
    } else {
        i = t63;
    }
    while (i < n) {
        long t81 = (long)i;
        int t1 = x[t81];
        if (t1 & 1) {
            if (t1 & 2) {
                t82 = 1;
            } else {
                t1 = -t1;
                t82 = 2;
            }
        } else {
            t1 >>= 1;
            t82 = 3;
        }
        a[t81] = t1;
        b[t81] = t82;
        i++;
    }
}

/* One path stores nothing: a[i] keeps its value there. Two masked stores: scalar on avx2 with
   the generic tune (microcode on Zen), vectorized with --tune=sapphirerapids. */
void some_paths(int n, int *restrict a, const int *x) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i v_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(v_v, _mm_set1_epi32(50));
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(-50), v_v);
            __m128i t6 = (__m128i)((vcc_m4)t4 & (vcc_m4)t5);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)i_vec * 4UL), _mm_set1_epi32(2), t6);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)i_vec * 4UL), _mm_set1_epi32(1), t3);
            long t7 = i_vec + 4L;
            __m128i v_v_1 = _mm_loadu_si128((const __m128i *)(x + t7));
            __m128i t8 = _mm_cmpgt_epi32(v_v_1, _mm_set1_epi32(50));
            __m128i t9 = (__m128i)~(vcc_m4)t8;
            __m128i t10 = _mm_cmpgt_epi32(_mm_set1_epi32(-50), v_v_1);
            __m128i t11 = (__m128i)((vcc_m4)t9 & (vcc_m4)t10);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t7 * 4UL), _mm_set1_epi32(2), t11);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t7 * 4UL), _mm_set1_epi32(1), t8);
            long t12 = i_vec + 8L;
            __m128i v_v_2 = _mm_loadu_si128((const __m128i *)(x + t12));
            __m128i t13 = _mm_cmpgt_epi32(v_v_2, _mm_set1_epi32(50));
            __m128i t14 = (__m128i)~(vcc_m4)t13;
            __m128i t15 = _mm_cmpgt_epi32(_mm_set1_epi32(-50), v_v_2);
            __m128i t16 = (__m128i)((vcc_m4)t14 & (vcc_m4)t15);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t12 * 4UL), _mm_set1_epi32(2), t16);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t12 * 4UL), _mm_set1_epi32(1), t13);
            long t17 = i_vec + 12L;
            __m128i v_v_3 = _mm_loadu_si128((const __m128i *)(x + t17));
            __m128i t18 = _mm_cmpgt_epi32(v_v_3, _mm_set1_epi32(50));
            __m128i t19 = (__m128i)~(vcc_m4)t18;
            __m128i t20 = _mm_cmpgt_epi32(_mm_set1_epi32(-50), v_v_3);
            __m128i t21 = (__m128i)((vcc_m4)t19 & (vcc_m4)t20);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t17 * 4UL), _mm_set1_epi32(2), t21);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t17 * 4UL), _mm_set1_epi32(1), t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m128i v_v_4 = _mm_loadu_si128((const __m128i *)(x + t25));
            __m128i t26 = _mm_cmpgt_epi32(v_v_4, _mm_set1_epi32(50));
            __m128i t27 = (__m128i)~(vcc_m4)t26;
            __m128i t28 = _mm_cmpgt_epi32(_mm_set1_epi32(-50), v_v_4);
            __m128i t29 = (__m128i)((vcc_m4)t27 & (vcc_m4)t28);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t25 * 4UL), _mm_set1_epi32(2), t29);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t25 * 4UL), _mm_set1_epi32(1), t26);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int v = x[t30];
        if (v > 50) {
            a[t30] = 1;
        } else if (v < -50) {
            a[t30] = 2;
        }
    }
}

/* The paths store to different elements. */
void other_elements(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0)
            a[2 * i] = x[i];
        else
            a[2 * i + 1] = -x[i];
    }
}

/* A store before the last one on a side, to what the other side reads. */
void store_then_read(int n, int *restrict a, int *restrict b, const int *x) {
    int t14;
    int i;
    int t26;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:82 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(x_v, _mm_set1_epi32(0));
            __m128i t4 = (__m128i)~(vcc_m4)t3;
            __m128i b_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t4);
            __m128i t5 = _mm_sub_epi32(b_v, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL), x_v, t3);
            __m128i b_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3);
            __m128i t6 = _mm_add_epi32(b_v_1, _mm_set1_epi32(1));
            __m128i t7 = vcc_sse2_blendv_epi8(t5, t6, t3);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_cmpgt_epi32(x_v_1, _mm_set1_epi32(0));
            __m128i t10 = (__m128i)~(vcc_m4)t9;
            __m128i b_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t8 * 4UL), t10);
            __m128i t11 = _mm_sub_epi32(b_v_2, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t8 * 4UL), x_v_1, t9);
            __m128i b_v_3 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t8 * 4UL), t9);
            __m128i t12 = _mm_add_epi32(b_v_3, _mm_set1_epi32(1));
            __m128i t13 = vcc_sse2_blendv_epi8(t11, t12, t9);
            _mm_storeu_si128((__m128i *)(a + t8), t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:82 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t17));
            __m128i t18 = _mm_cmpgt_epi32(x_v_2, _mm_set1_epi32(0));
            __m128i t19 = (__m128i)~(vcc_m4)t18;
            __m128i b_v_4 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t17 * 4UL), t19);
            __m128i t20 = _mm_sub_epi32(b_v_4, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t17 * 4UL), x_v_2, t18);
            __m128i b_v_5 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)t17 * 4UL), t18);
            __m128i t21 = _mm_add_epi32(b_v_5, _mm_set1_epi32(1));
            __m128i t22 = vcc_sse2_blendv_epi8(t20, t21, t18);
            _mm_storeu_si128((__m128i *)(a + t17), t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    while (i < n) {
        long t23 = (long)i;
        int t24 = x[t23];
        if (t24 > 0) {
            int *t25 = b + t23;
            *t25 = t24;
            t26 = *t25 + 1;
        } else {
            t26 = b[t23] - 1;
        }
        a[t23] = t26;
        i++;
    }
}

/* Through a pointer computed on each side. */
void via_pointer(int n, short *restrict a, const short *x) {
    int t18;
    int i;
    short t31;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:94 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short x_v = vcc_load(vcc_v4_short, x + i_vec);
            __m128i t3 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)x_v));
            __m128i t4 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t3);
            __m128i t5 = (__m128i)((vcc_v4_int)t3 / (vcc_v4_int)_mm_set1_epi32(2));
            vcc_v4_short t6 = __builtin_convertvector((vcc_v4_int)t5, vcc_v4_short);
            __m128i t7 = _mm_sub_epi32(_mm_setzero_si128(), t3);
            vcc_v4_short t8 = __builtin_convertvector((vcc_v4_int)t7, vcc_v4_short);
            vcc_v4_short t9 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t4, vcc_v4_short), t8, t6);
            vcc_store(a + i_vec, t9);
            long t10 = i_vec + 4L;
            vcc_v4_short x_v_1 = vcc_load(vcc_v4_short, x + t10);
            __m128i t11 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)x_v_1));
            __m128i t12 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t11);
            __m128i t13 = (__m128i)((vcc_v4_int)t11 / (vcc_v4_int)_mm_set1_epi32(2));
            vcc_v4_short t14 = __builtin_convertvector((vcc_v4_int)t13, vcc_v4_short);
            __m128i t15 = _mm_sub_epi32(_mm_setzero_si128(), t11);
            vcc_v4_short t16 = __builtin_convertvector((vcc_v4_int)t15, vcc_v4_short);
            vcc_v4_short t17 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t12, vcc_v4_short), t16, t14);
            vcc_store(a + t10, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_short x_v_2 = vcc_load(vcc_v4_short, x + t21);
            __m128i t22 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)x_v_2));
            __m128i t23 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t22);
            __m128i t24 = (__m128i)((vcc_v4_int)t22 / (vcc_v4_int)_mm_set1_epi32(2));
            vcc_v4_short t25 = __builtin_convertvector((vcc_v4_int)t24, vcc_v4_short);
            __m128i t26 = _mm_sub_epi32(_mm_setzero_si128(), t22);
            vcc_v4_short t27 = __builtin_convertvector((vcc_v4_int)t26, vcc_v4_short);
            vcc_v4_short t28 = vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t23, vcc_v4_short), t27, t25);
            vcc_store(a + t21, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    while (i < n) {
        long t29 = (long)i;
        int t30 = (int)x[t29];
        if (t30 < 0) {
            t31 = (short)-t30;
        } else {
            t31 = (short)(t30 / 2);
        }
        a[t29] = t31;
        i++;
    }
}

int main(void) {
    int n;
    int t1;
    int t7;
    int i_1;
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
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        float *fc = (float *)new_array(n, 4UL);
        float *fd = (float *)new_array(n, 4UL);
        float *fe = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *x = (int *)new_array(n, 4UL);
        int t2 = 2 * n;
        int *w = (int *)new_array(t2, 4UL);
        short *sa = (short *)new_array(n, 2UL);
        short *sx = (short *)new_array(n, 2UL);
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            fb[t3] = (float)((int)(next_rand() % 200U) - 100) * 0.25f;
            fc[t3] = (float)((int)(next_rand() % 200U) - 100) * 0.5f;
            fd[t3] = (float)(int)(next_rand() % 50U);
            fe[t3] = (float)((int)(next_rand() % 20U) - 10);
            x[t3] = (int)(next_rand() % 400U) - 200;
            int t4 = (int)(next_rand() % 1000U);
            b[t3] = t4;
            a[t3] = t4;
            sx[t3] = (short)(next_rand() % 65536U);
            sa[t3] = (short)0;
        }
        long t5 = (long)n * 2L;
        if (t5 >= 16L) {
            long t6 = t5 & -16L;
            long i_vec = 0L;
            /* vcc: loop at sink_nested.c:123 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)(w + i_vec), _mm_set1_epi32(7));
                _mm_storeu_si128((__m128i *)(w + (i_vec + 4L)), _mm_set1_epi32(7));
                _mm_storeu_si128((__m128i *)(w + (i_vec + 8L)), _mm_set1_epi32(7));
                _mm_storeu_si128((__m128i *)(w + (i_vec + 12L)), _mm_set1_epi32(7));
                i_vec += 16L;
            } while (i_vec < t6);
            t7 = (int)t6;
        } else {
            t7 = 0;
        }
        long t8 = (long)n * 2L + (long)t7 * -1L;
        if (t8 >= 4L) {
            long t9 = t8 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at sink_nested.c:123 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)(w + ((long)t7 + i_vec_1)), _mm_set1_epi32(7));
                i_vec_1 += 4L;
            } while (i_vec_1 < t9);
            i_1 = (int)((long)t7 + t9);
        } else {
            i_1 = t7;
        }
        for (; i_1 < t2; i_1++) {
            w[i_1] = 7;
        }
        nested3(n, fa, fb, fc, fd, fe);
        unsigned long t10 = (unsigned long)n;
        unsigned long t11 = t10 * 4UL;
        printf("n=%d nested3 %llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t11));
        const int *t12 = x;
        chain4(n, a, t12);
        const void *t13 = (const void *)a;
        printf("n=%d chain4 %llx\n", n, (unsigned long long)hash_bytes(t13, t11));
        two_each(n, a, b, t12);
        const void *t14 = (const void *)b;
        unsigned long t15 = hash_bytes(t14, t11);
        printf("n=%d two_each %llx %llx\n", n, (unsigned long long)hash_bytes(t13, t11), (unsigned long long)t15);
        some_paths(n, a, t12);
        printf("n=%d some_paths %llx\n", n, (unsigned long long)hash_bytes(t13, t11));
        other_elements(n, w, t12);
        printf("n=%d other_elements %llx\n", n, (unsigned long long)hash_bytes((const void *)w, (unsigned long)t2 * 4UL));
        store_then_read(n, a, b, t12);
        unsigned long t16 = hash_bytes(t14, t11);
        printf("n=%d store_then_read %llx %llx\n", n, (unsigned long long)hash_bytes(t13, t11), (unsigned long long)t16);
        via_pointer(n, sa, sx);
        printf("n=%d via_pointer %llx\n", n, (unsigned long long)hash_bytes((const void *)sa, t10 * 2UL));
        free((void *)fa);
        free((void *)fb);
        free((void *)fc);
        free((void *)fd);
        free((void *)fe);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)w);
        free((void *)sa);
        free((void *)sx);
    }
}
