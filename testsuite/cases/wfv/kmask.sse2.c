/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu16_epi32(__m128i x) { return _mm_unpacklo_epi16(x, _mm_setzero_si128()); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(a, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

__m128i _ZGVbN4vvvuu_classify(__m128 x, __m128 y, __m128i i, float lo, float hi);
__m128i _ZGVbN4vu_shorts(vcc_v4_ushort s, unsigned short lim);
__m128i _ZGVbN4vu_bytes(vcc_v4_uchar b, unsigned char lim);
__m128i _ZGVbN4vu_clamp(__m128i x, int n);
void _ZGVbN4uulv_put(float *p, const float *q, int k, __m128i c);
/* 16-lane masks on AVX-512 are k-masks (`__mmask16`): comparisons of floats, ints and
   unsigned ints give them (shorts and bytes are compared as the ints C promotes them to);
   blends, masked loads and stores, a masked gather, BOSCC tests and mask logic (`&&`, `||`,
   `!`, `!=` between conditions, a condition chosen by a condition, a condition as a number and
   a number as a condition) take them, the loop vectorizer's inlined copies as well as the
   variants. The join of an if/else-if/else chain runs under the entry's mask (all lanes), and
   clamps one off their bound are `min` and `max`. main runs every function over all 65536 patterns of a 16-lane vector: lane k of
   group j holds a value on one side or the other of the comparisons as bit k of j is set. */
#include <stdio.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 5 */

#define GROUPS 65536
#define N (GROUPS * 16)

static float xs[N], ys[N];
static int is[N], out[N];
static unsigned short ss[N];
static unsigned char bs[N];
static int table[64];

/* #pragma omp declare simd uniform(lo, hi) notinbranch */
int classify(float x, float y, int i, float lo, float hi) {
    int r;
    if (x <= lo)
        r = 0;
    else if (x >= hi || (y < x && i != 3))
        r = 1;
    else
        r = (int)(x * 4.0f) + table[i & 63];
    int big = (x > y) != (i >= 2);
    int pick = x == y ? (i < 1) : !(y > lo);
    unsigned u = (unsigned)i * 2654435761u;
    if (!(u < 0x80000000u) && pick)
        r += 100;
    return r * 8 + big * 2 + pick;
}

/* vcc: function at kmask.c:23 vector variant _ZGVbN4vvvuu_classify of `classify`: VL 4, unmasked, x vector, y vector, i vector, lo uniform, hi uniform */
__m128i _ZGVbN4vvvuu_classify(__m128 x, __m128 y, __m128i i, float lo, float hi) {
    vcc_v4_int t1;
    __m128 t3 = _mm_set1_ps(lo);
    __m128i t4 = _mm_castps_si128(_mm_cmple_ps(x, t3));
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    __m128 t6 = _mm_set1_ps(hi);
    __m128i t7 = _mm_castps_si128(_mm_cmpge_ps(x, t6));
    __m128i t8 = (__m128i)~(vcc_m4)t7;
    __m128i t9 = (__m128i)((vcc_m4)t5 & (vcc_m4)t8);
    __m128i t10 = _mm_castps_si128(_mm_cmplt_ps(y, x));
    __m128i t11 = _mm_set1_epi32(3);
    __m128i t12 = vcc_sse_not(_mm_cmpeq_epi32(i, t11));
    __m128i t13 = (__m128i)((vcc_m4)t10 & (vcc_m4)t12);
    __m128i t14 = (__m128i)~(vcc_m4)t9;
    __m128i t15 = (__m128i)((vcc_m4)t13 | (vcc_m4)t14);
    __m128i t16 = (__m128i)~(vcc_m4)t15;
    __m128i t2 = (__m128i)((vcc_m4)t5 & (vcc_m4)t16);
    if ((_mm_movemask_epi8(t2) != 0)) {
        __m128 t17 = _mm_set1_ps(4.0f);
        __m128 t18 = _mm_mul_ps(x, t17);
        __m128i t19 = _mm_cvttps_epi32(t18);
        __m128i t20 = _mm_set1_epi32(63);
        __m128i t21 = _mm_and_si128(i, t20);
        vcc_v4_long t22 = __builtin_convertvector((vcc_v4_int)t21, vcc_v4_long);
        vcc_v4_long t23 = (vcc_v4_long){64L, 64L, 64L, 64L};
        vcc_v4_long t24 = (vcc_v4_long){0} * t23;
        vcc_v4_long t25 = t24 + t22;
        __m128i t26 = (__m128i)vcc_gather_masked(vcc_v4_int, table, t25, (vcc_m4)t2);
        t1 = (vcc_v4_int)_mm_add_epi32(t19, t26);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t27 = _mm_set1_epi32(1);
    __m128i t28 = vcc_sse2_blendv_epi8(t27, (__m128i)t1, t2);
    __m128i t29 = _mm_set1_epi32(0);
    __m128i t30 = ({ (void)t29; _mm_andnot_si128(t4, t28); });
    __m128i t31 = _mm_castps_si128(_mm_cmpgt_ps(x, y));
    __m128i t32 = _mm_set1_epi32(2);
    __m128i t33 = vcc_sse_not(_mm_cmpgt_epi32(t32, i));
    __m128i t34 = (__m128i)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
    __m128i t35 = (__m128i)__builtin_convertvector((vcc_m4)t33 & 1, vcc_v4_int);
    __m128i t36 = vcc_sse_not(_mm_cmpeq_epi32(t34, t35));
    __m128i t37 = _mm_castps_si128(_mm_cmpeq_ps(x, y));
    __m128i t38 = (__m128i)~(vcc_m4)t37;
    __m128 t39 = _mm_set1_ps(lo);
    __m128i t40 = _mm_castps_si128(_mm_cmpgt_ps(y, t39));
    __m128i t41 = (__m128i)__builtin_convertvector((vcc_m4)t40 & 1, vcc_v4_int);
    __m128i t42 = (__m128i)(vcc_m4)((vcc_v4_int)t41 != (vcc_v4_int){0});
    __m128i t43 = (__m128i)~(vcc_m4)t42;
    __m128i t44 = _mm_set1_epi32(1);
    __m128i t45 = _mm_cmpgt_epi32(t44, i);
    __m128i t46 = (__m128i)__builtin_convertvector((vcc_m4)t45 & 1, vcc_v4_int);
    __m128i t47 = (__m128i)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
    __m128i t48 = vcc_sse2_blendv_epi8(t47, t46, t37);
    __m128i t49 = _mm_set1_epi32((int)2654435761U);
    __m128i t50 = (__m128i)((vcc_v4_uint)i * (vcc_v4_uint)t49);
    __m128i t51 = _mm_set1_epi32((int)2147483648U);
    __m128i t52 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t51), vcc_sse_flip_epi32(t50));
    __m128i t53 = (__m128i)__builtin_convertvector((vcc_m4)t52 & 1, vcc_v4_int);
    __m128i t54 = (__m128i)(vcc_m4)((vcc_v4_int)t53 != (vcc_v4_int){0});
    __m128i t55 = (__m128i)~(vcc_m4)t54;
    __m128i t56 = (__m128i)((vcc_m4)t38 & (vcc_m4)t43);
    __m128i t57 = (__m128i)((vcc_m4)t37 & (vcc_m4)t45);
    __m128i t58 = (__m128i)((vcc_m4)t56 | (vcc_m4)t57);
    __m128i t59 = (__m128i)((vcc_m4)t55 & (vcc_m4)t58);
    __m128i t60 = _mm_set1_epi32(100);
    __m128i t61 = _mm_add_epi32(t30, t60);
    __m128i t62 = vcc_sse2_blendv_epi8(t30, t61, t59);
    __m128i t63 = _mm_set1_epi32(8);
    __m128i t64 = (__m128i)((vcc_v4_int)t62 * (vcc_v4_int)t63);
    __m128i t65 = (__m128i)__builtin_convertvector((vcc_m4)t36 & 1, vcc_v4_int);
    __m128i t66 = _mm_set1_epi32(2);
    __m128i t67 = (__m128i)((vcc_v4_int)t65 * (vcc_v4_int)t66);
    __m128i t68 = _mm_add_epi32(t64, t67);
    __m128i t69 = _mm_add_epi32(t68, t48);
    return t69;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int shorts(unsigned short s, unsigned short lim) {
    int r = s;
    if (s > lim)
        r = s - lim;
    else if (s == lim - 1)
        r = -1;
    return r;
}

/* vcc: function at kmask.c:40 vector variant _ZGVbN4vu_shorts of `shorts`: VL 4, unmasked, s vector, lim uniform */
__m128i _ZGVbN4vu_shorts(vcc_v4_ushort s, unsigned short lim) {
    __m128i t1 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)s));
    int t2 = (int)lim;
    __m128i t3 = _mm_set1_epi32((int)t2);
    __m128i t4 = _mm_cmpgt_epi32(t1, t3);
    __m128i t5 = _mm_set1_epi32((int)(t2 - 1));
    __m128i t6 = _mm_cmpeq_epi32(t1, t5);
    __m128i t7 = _mm_set1_epi32(-1);
    __m128i t8 = vcc_sse2_blendv_epi8(t1, t7, t6);
    __m128i t9 = _mm_set1_epi32((int)t2);
    __m128i t10 = _mm_sub_epi32(t1, t9);
    __m128i t11 = vcc_sse2_blendv_epi8(t8, t10, t4);
    return t11;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

/* vcc: function at kmask.c:50 vector variant _ZGVbN4vu_bytes of `bytes`: VL 4, unmasked, b vector, lim uniform */
__m128i _ZGVbN4vu_bytes(vcc_v4_uchar b, unsigned char lim) {
    __m128i t1 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)b));
    __m128i t2 = _mm_set1_epi32((int)(int)lim);
    __m128i t3 = _mm_cmpgt_epi32(t2, t1);
    __m128i t4 = (__m128i)~(vcc_m4)t3;
    __m128i t5 = _mm_set1_epi32(200);
    __m128i t6 = vcc_sse_not(_mm_cmpeq_epi32(t1, t5));
    __m128i t7 = (__m128i)~(vcc_m4)t6;
    __m128i t8 = (__m128i)((vcc_m4)t4 & (vcc_m4)t7);
    __m128i t9 = _mm_sub_epi32(_mm_setzero_si128(), t1);
    __m128i t10 = _mm_set1_epi32(7);
    __m128i t11 = vcc_sse2_blendv_epi8(t9, t10, t8);
    __m128i t12 = _mm_set1_epi32(3);
    __m128i t13 = (__m128i)((vcc_v4_uint)t1 * (vcc_v4_uint)t12);
    __m128i t14 = vcc_sse2_blendv_epi8(t11, t13, t3);
    return t14;
}

/* Clamps one off the compared bound, as `min` and `max`. */
/* #pragma omp declare simd uniform(n) notinbranch */
int clamp(int x, int n) {
    int b = x;
    if (b >= n)
        b = n - 1;
    if (b <= -5)
        b = -4;
    if (20 <= b)
        b = 19;
    return b;
}

/* vcc: function at kmask.c:56 vector variant _ZGVbN4vu_clamp of `clamp`: VL 4, unmasked, x vector, n uniform */
__m128i _ZGVbN4vu_clamp(__m128i x, int n) {
    __m128i t1 = _mm_set1_epi32((int)(n - 1));
    __m128i t2 = vcc_sse2_min_epi32(x, t1);
    __m128i t3 = _mm_set1_epi32(-4);
    __m128i t4 = vcc_sse2_max_epi32(t2, t3);
    __m128i t5 = _mm_set1_epi32(19);
    __m128i t6 = vcc_sse2_min_epi32(t4, t5);
    return t6;
}

void run_classify(float lo, float hi) {
    vcc_v4_int t1;
    vcc_v4_int t3;
    vcc_v4_int t5;
    vcc_v4_int t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:69 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int *t9 = &out[k_vec];
        __m128i is_v = _mm_loadu_si128((const __m128i *)&is[k_vec]);
        __m128 ys_v = _mm_loadu_ps(&ys[k_vec]);
        __m128 xs_v = _mm_loadu_ps(&xs[k_vec]);
        __m128 t12 = _mm_set1_ps(lo);
        __m128i t13 = _mm_castps_si128(_mm_cmple_ps(xs_v, t12));
        __m128i t14 = (__m128i)~(vcc_m4)t13;
        __m128 t15 = _mm_set1_ps(hi);
        __m128i t16 = _mm_castps_si128(_mm_cmpge_ps(xs_v, t15));
        __m128i t17 = (__m128i)~(vcc_m4)t16;
        __m128i t18 = (__m128i)((vcc_m4)t14 & (vcc_m4)t17);
        __m128i t19 = _mm_castps_si128(_mm_cmplt_ps(ys_v, xs_v));
        __m128i t20 = _mm_set1_epi32(3);
        __m128i t21 = vcc_sse_not(_mm_cmpeq_epi32(is_v, t20));
        __m128i t22 = (__m128i)((vcc_m4)t19 & (vcc_m4)t21);
        __m128i t23 = (__m128i)~(vcc_m4)t18;
        __m128i t24 = (__m128i)((vcc_m4)t22 | (vcc_m4)t23);
        __m128i t25 = (__m128i)~(vcc_m4)t24;
        __m128i t2 = (__m128i)((vcc_m4)t14 & (vcc_m4)t25);
        if ((_mm_movemask_epi8(t2) != 0)) {
            __m128 t26 = _mm_set1_ps(4.0f);
            __m128 t27 = _mm_mul_ps(xs_v, t26);
            __m128i t28 = _mm_cvttps_epi32(t27);
            __m128i t29 = _mm_set1_epi32(63);
            __m128i t30 = _mm_and_si128(is_v, t29);
            vcc_v4_long t31 = __builtin_convertvector((vcc_v4_int)t30, vcc_v4_long);
            vcc_v4_long t32 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t33 = (vcc_v4_long){0} * t32;
            vcc_v4_long t34 = t33 + t31;
            __m128i t35 = (__m128i)vcc_gather_masked(vcc_v4_int, table, t34, (vcc_m4)t2);
            t1 = (vcc_v4_int)_mm_add_epi32(t28, t35);
        } else {
            t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t2 = (__m128i)(vcc_m4){0};
        }
        __m128i t36 = _mm_set1_epi32(1);
        __m128i t37 = vcc_sse2_blendv_epi8(t36, (__m128i)t1, t2);
        __m128i t38 = _mm_set1_epi32(0);
        __m128i t39 = ({ (void)t38; _mm_andnot_si128(t13, t37); });
        __m128i t40 = _mm_castps_si128(_mm_cmpgt_ps(xs_v, ys_v));
        __m128i t41 = _mm_set1_epi32(2);
        __m128i t42 = vcc_sse_not(_mm_cmpgt_epi32(t41, is_v));
        __m128i t43 = (__m128i)__builtin_convertvector((vcc_m4)t40 & 1, vcc_v4_int);
        __m128i t44 = (__m128i)__builtin_convertvector((vcc_m4)t42 & 1, vcc_v4_int);
        __m128i t45 = vcc_sse_not(_mm_cmpeq_epi32(t43, t44));
        __m128i t46 = _mm_castps_si128(_mm_cmpeq_ps(xs_v, ys_v));
        __m128i t47 = (__m128i)~(vcc_m4)t46;
        __m128 t48 = _mm_set1_ps(lo);
        __m128i t49 = _mm_castps_si128(_mm_cmpgt_ps(ys_v, t48));
        __m128i t50 = (__m128i)__builtin_convertvector((vcc_m4)t49 & 1, vcc_v4_int);
        __m128i t51 = (__m128i)(vcc_m4)((vcc_v4_int)t50 != (vcc_v4_int){0});
        __m128i t52 = (__m128i)~(vcc_m4)t51;
        __m128i t53 = _mm_set1_epi32(1);
        __m128i t54 = _mm_cmpgt_epi32(t53, is_v);
        __m128i t55 = (__m128i)__builtin_convertvector((vcc_m4)t54 & 1, vcc_v4_int);
        __m128i t56 = (__m128i)__builtin_convertvector((vcc_m4)t52 & 1, vcc_v4_int);
        __m128i t57 = vcc_sse2_blendv_epi8(t56, t55, t46);
        __m128i t58 = _mm_set1_epi32((int)2654435761U);
        __m128i t59 = (__m128i)((vcc_v4_uint)is_v * (vcc_v4_uint)t58);
        __m128i t60 = _mm_set1_epi32((int)2147483648U);
        __m128i t61 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t60), vcc_sse_flip_epi32(t59));
        __m128i t62 = (__m128i)__builtin_convertvector((vcc_m4)t61 & 1, vcc_v4_int);
        __m128i t63 = (__m128i)(vcc_m4)((vcc_v4_int)t62 != (vcc_v4_int){0});
        __m128i t64 = (__m128i)~(vcc_m4)t63;
        __m128i t65 = (__m128i)((vcc_m4)t47 & (vcc_m4)t52);
        __m128i t66 = (__m128i)((vcc_m4)t46 & (vcc_m4)t54);
        __m128i t67 = (__m128i)((vcc_m4)t65 | (vcc_m4)t66);
        __m128i t68 = (__m128i)((vcc_m4)t64 & (vcc_m4)t67);
        __m128i t69 = _mm_set1_epi32(100);
        __m128i t70 = _mm_add_epi32(t39, t69);
        __m128i t71 = vcc_sse2_blendv_epi8(t39, t70, t68);
        __m128i t72 = _mm_set1_epi32(8);
        __m128i t73 = (__m128i)((vcc_v4_int)t71 * (vcc_v4_int)t72);
        __m128i t74 = (__m128i)__builtin_convertvector((vcc_m4)t45 & 1, vcc_v4_int);
        __m128i t75 = _mm_set1_epi32(2);
        __m128i t76 = (__m128i)((vcc_v4_int)t74 * (vcc_v4_int)t75);
        __m128i t77 = _mm_add_epi32(t73, t76);
        __m128i t78 = _mm_add_epi32(t77, t57);
        _mm_storeu_si128((__m128i *)t9, t78);
        long t10 = k_vec + 4L;
        int *t11 = &out[t10];
        __m128i is_v_1 = _mm_loadu_si128((const __m128i *)&is[t10]);
        __m128 ys_v_1 = _mm_loadu_ps(&ys[t10]);
        __m128 xs_v_1 = _mm_loadu_ps(&xs[t10]);
        __m128 t81 = _mm_set1_ps(lo);
        __m128i t82 = _mm_castps_si128(_mm_cmple_ps(xs_v_1, t81));
        __m128i t83 = (__m128i)~(vcc_m4)t82;
        __m128 t84 = _mm_set1_ps(hi);
        __m128i t85 = _mm_castps_si128(_mm_cmpge_ps(xs_v_1, t84));
        __m128i t86 = (__m128i)~(vcc_m4)t85;
        __m128i t87 = (__m128i)((vcc_m4)t83 & (vcc_m4)t86);
        __m128i t88 = _mm_castps_si128(_mm_cmplt_ps(ys_v_1, xs_v_1));
        __m128i t89 = _mm_set1_epi32(3);
        __m128i t90 = vcc_sse_not(_mm_cmpeq_epi32(is_v_1, t89));
        __m128i t91 = (__m128i)((vcc_m4)t88 & (vcc_m4)t90);
        __m128i t92 = (__m128i)~(vcc_m4)t87;
        __m128i t93 = (__m128i)((vcc_m4)t91 | (vcc_m4)t92);
        __m128i t94 = (__m128i)~(vcc_m4)t93;
        __m128i t4 = (__m128i)((vcc_m4)t83 & (vcc_m4)t94);
        if ((_mm_movemask_epi8(t4) != 0)) {
            __m128 t95 = _mm_set1_ps(4.0f);
            __m128 t96 = _mm_mul_ps(xs_v_1, t95);
            __m128i t97 = _mm_cvttps_epi32(t96);
            __m128i t98 = _mm_set1_epi32(63);
            __m128i t99 = _mm_and_si128(is_v_1, t98);
            vcc_v4_long t100 = __builtin_convertvector((vcc_v4_int)t99, vcc_v4_long);
            vcc_v4_long t101 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t102 = (vcc_v4_long){0} * t101;
            vcc_v4_long t103 = t102 + t100;
            __m128i t104 = (__m128i)vcc_gather_masked(vcc_v4_int, table, t103, (vcc_m4)t4);
            t3 = (vcc_v4_int)_mm_add_epi32(t97, t104);
        } else {
            t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t4 = (__m128i)(vcc_m4){0};
        }
        __m128i t105 = _mm_set1_epi32(1);
        __m128i t106 = vcc_sse2_blendv_epi8(t105, (__m128i)t3, t4);
        __m128i t107 = _mm_set1_epi32(0);
        __m128i t108 = ({ (void)t107; _mm_andnot_si128(t82, t106); });
        __m128i t109 = _mm_castps_si128(_mm_cmpgt_ps(xs_v_1, ys_v_1));
        __m128i t110 = _mm_set1_epi32(2);
        __m128i t111 = vcc_sse_not(_mm_cmpgt_epi32(t110, is_v_1));
        __m128i t112 = (__m128i)__builtin_convertvector((vcc_m4)t109 & 1, vcc_v4_int);
        __m128i t113 = (__m128i)__builtin_convertvector((vcc_m4)t111 & 1, vcc_v4_int);
        __m128i t114 = vcc_sse_not(_mm_cmpeq_epi32(t112, t113));
        __m128i t115 = _mm_castps_si128(_mm_cmpeq_ps(xs_v_1, ys_v_1));
        __m128i t116 = (__m128i)~(vcc_m4)t115;
        __m128 t117 = _mm_set1_ps(lo);
        __m128i t118 = _mm_castps_si128(_mm_cmpgt_ps(ys_v_1, t117));
        __m128i t119 = (__m128i)__builtin_convertvector((vcc_m4)t118 & 1, vcc_v4_int);
        __m128i t120 = (__m128i)(vcc_m4)((vcc_v4_int)t119 != (vcc_v4_int){0});
        __m128i t121 = (__m128i)~(vcc_m4)t120;
        __m128i t122 = _mm_set1_epi32(1);
        __m128i t123 = _mm_cmpgt_epi32(t122, is_v_1);
        __m128i t124 = (__m128i)__builtin_convertvector((vcc_m4)t123 & 1, vcc_v4_int);
        __m128i t125 = (__m128i)__builtin_convertvector((vcc_m4)t121 & 1, vcc_v4_int);
        __m128i t126 = vcc_sse2_blendv_epi8(t125, t124, t115);
        __m128i t127 = _mm_set1_epi32((int)2654435761U);
        __m128i t128 = (__m128i)((vcc_v4_uint)is_v_1 * (vcc_v4_uint)t127);
        __m128i t129 = _mm_set1_epi32((int)2147483648U);
        __m128i t130 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t129), vcc_sse_flip_epi32(t128));
        __m128i t131 = (__m128i)__builtin_convertvector((vcc_m4)t130 & 1, vcc_v4_int);
        __m128i t132 = (__m128i)(vcc_m4)((vcc_v4_int)t131 != (vcc_v4_int){0});
        __m128i t133 = (__m128i)~(vcc_m4)t132;
        __m128i t134 = (__m128i)((vcc_m4)t116 & (vcc_m4)t121);
        __m128i t135 = (__m128i)((vcc_m4)t115 & (vcc_m4)t123);
        __m128i t136 = (__m128i)((vcc_m4)t134 | (vcc_m4)t135);
        __m128i t137 = (__m128i)((vcc_m4)t133 & (vcc_m4)t136);
        __m128i t138 = _mm_set1_epi32(100);
        __m128i t139 = _mm_add_epi32(t108, t138);
        __m128i t140 = vcc_sse2_blendv_epi8(t108, t139, t137);
        __m128i t141 = _mm_set1_epi32(8);
        __m128i t142 = (__m128i)((vcc_v4_int)t140 * (vcc_v4_int)t141);
        __m128i t143 = (__m128i)__builtin_convertvector((vcc_m4)t114 & 1, vcc_v4_int);
        __m128i t144 = _mm_set1_epi32(2);
        __m128i t145 = (__m128i)((vcc_v4_int)t143 * (vcc_v4_int)t144);
        __m128i t146 = _mm_add_epi32(t142, t145);
        __m128i t147 = _mm_add_epi32(t146, t126);
        _mm_storeu_si128((__m128i *)t11, t147);
        long t79 = k_vec + 8L;
        int *t80 = &out[t79];
        __m128i is_v_2 = _mm_loadu_si128((const __m128i *)&is[t79]);
        __m128 ys_v_2 = _mm_loadu_ps(&ys[t79]);
        __m128 xs_v_2 = _mm_loadu_ps(&xs[t79]);
        __m128 t150 = _mm_set1_ps(lo);
        __m128i t151 = _mm_castps_si128(_mm_cmple_ps(xs_v_2, t150));
        __m128i t152 = (__m128i)~(vcc_m4)t151;
        __m128 t153 = _mm_set1_ps(hi);
        __m128i t154 = _mm_castps_si128(_mm_cmpge_ps(xs_v_2, t153));
        __m128i t155 = (__m128i)~(vcc_m4)t154;
        __m128i t156 = (__m128i)((vcc_m4)t152 & (vcc_m4)t155);
        __m128i t157 = _mm_castps_si128(_mm_cmplt_ps(ys_v_2, xs_v_2));
        __m128i t158 = _mm_set1_epi32(3);
        __m128i t159 = vcc_sse_not(_mm_cmpeq_epi32(is_v_2, t158));
        __m128i t160 = (__m128i)((vcc_m4)t157 & (vcc_m4)t159);
        __m128i t161 = (__m128i)~(vcc_m4)t156;
        __m128i t162 = (__m128i)((vcc_m4)t160 | (vcc_m4)t161);
        __m128i t163 = (__m128i)~(vcc_m4)t162;
        __m128i t6 = (__m128i)((vcc_m4)t152 & (vcc_m4)t163);
        if ((_mm_movemask_epi8(t6) != 0)) {
            __m128 t164 = _mm_set1_ps(4.0f);
            __m128 t165 = _mm_mul_ps(xs_v_2, t164);
            __m128i t166 = _mm_cvttps_epi32(t165);
            __m128i t167 = _mm_set1_epi32(63);
            __m128i t168 = _mm_and_si128(is_v_2, t167);
            vcc_v4_long t169 = __builtin_convertvector((vcc_v4_int)t168, vcc_v4_long);
            vcc_v4_long t170 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t171 = (vcc_v4_long){0} * t170;
            vcc_v4_long t172 = t171 + t169;
            __m128i t173 = (__m128i)vcc_gather_masked(vcc_v4_int, table, t172, (vcc_m4)t6);
            t5 = (vcc_v4_int)_mm_add_epi32(t166, t173);
        } else {
            t5 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t6 = (__m128i)(vcc_m4){0};
        }
        __m128i t174 = _mm_set1_epi32(1);
        __m128i t175 = vcc_sse2_blendv_epi8(t174, (__m128i)t5, t6);
        __m128i t176 = _mm_set1_epi32(0);
        __m128i t177 = ({ (void)t176; _mm_andnot_si128(t151, t175); });
        __m128i t178 = _mm_castps_si128(_mm_cmpgt_ps(xs_v_2, ys_v_2));
        __m128i t179 = _mm_set1_epi32(2);
        __m128i t180 = vcc_sse_not(_mm_cmpgt_epi32(t179, is_v_2));
        __m128i t181 = (__m128i)__builtin_convertvector((vcc_m4)t178 & 1, vcc_v4_int);
        __m128i t182 = (__m128i)__builtin_convertvector((vcc_m4)t180 & 1, vcc_v4_int);
        __m128i t183 = vcc_sse_not(_mm_cmpeq_epi32(t181, t182));
        __m128i t184 = _mm_castps_si128(_mm_cmpeq_ps(xs_v_2, ys_v_2));
        __m128i t185 = (__m128i)~(vcc_m4)t184;
        __m128 t186 = _mm_set1_ps(lo);
        __m128i t187 = _mm_castps_si128(_mm_cmpgt_ps(ys_v_2, t186));
        __m128i t188 = (__m128i)__builtin_convertvector((vcc_m4)t187 & 1, vcc_v4_int);
        __m128i t189 = (__m128i)(vcc_m4)((vcc_v4_int)t188 != (vcc_v4_int){0});
        __m128i t190 = (__m128i)~(vcc_m4)t189;
        __m128i t191 = _mm_set1_epi32(1);
        __m128i t192 = _mm_cmpgt_epi32(t191, is_v_2);
        __m128i t193 = (__m128i)__builtin_convertvector((vcc_m4)t192 & 1, vcc_v4_int);
        __m128i t194 = (__m128i)__builtin_convertvector((vcc_m4)t190 & 1, vcc_v4_int);
        __m128i t195 = vcc_sse2_blendv_epi8(t194, t193, t184);
        __m128i t196 = _mm_set1_epi32((int)2654435761U);
        __m128i t197 = (__m128i)((vcc_v4_uint)is_v_2 * (vcc_v4_uint)t196);
        __m128i t198 = _mm_set1_epi32((int)2147483648U);
        __m128i t199 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t198), vcc_sse_flip_epi32(t197));
        __m128i t200 = (__m128i)__builtin_convertvector((vcc_m4)t199 & 1, vcc_v4_int);
        __m128i t201 = (__m128i)(vcc_m4)((vcc_v4_int)t200 != (vcc_v4_int){0});
        __m128i t202 = (__m128i)~(vcc_m4)t201;
        __m128i t203 = (__m128i)((vcc_m4)t185 & (vcc_m4)t190);
        __m128i t204 = (__m128i)((vcc_m4)t184 & (vcc_m4)t192);
        __m128i t205 = (__m128i)((vcc_m4)t203 | (vcc_m4)t204);
        __m128i t206 = (__m128i)((vcc_m4)t202 & (vcc_m4)t205);
        __m128i t207 = _mm_set1_epi32(100);
        __m128i t208 = _mm_add_epi32(t177, t207);
        __m128i t209 = vcc_sse2_blendv_epi8(t177, t208, t206);
        __m128i t210 = _mm_set1_epi32(8);
        __m128i t211 = (__m128i)((vcc_v4_int)t209 * (vcc_v4_int)t210);
        __m128i t212 = (__m128i)__builtin_convertvector((vcc_m4)t183 & 1, vcc_v4_int);
        __m128i t213 = _mm_set1_epi32(2);
        __m128i t214 = (__m128i)((vcc_v4_int)t212 * (vcc_v4_int)t213);
        __m128i t215 = _mm_add_epi32(t211, t214);
        __m128i t216 = _mm_add_epi32(t215, t195);
        _mm_storeu_si128((__m128i *)t80, t216);
        long t148 = k_vec + 12L;
        int *t149 = &out[t148];
        __m128i is_v_3 = _mm_loadu_si128((const __m128i *)&is[t148]);
        __m128 ys_v_3 = _mm_loadu_ps(&ys[t148]);
        __m128 xs_v_3 = _mm_loadu_ps(&xs[t148]);
        __m128 t217 = _mm_set1_ps(lo);
        __m128i t218 = _mm_castps_si128(_mm_cmple_ps(xs_v_3, t217));
        __m128i t219 = (__m128i)~(vcc_m4)t218;
        __m128 t220 = _mm_set1_ps(hi);
        __m128i t221 = _mm_castps_si128(_mm_cmpge_ps(xs_v_3, t220));
        __m128i t222 = (__m128i)~(vcc_m4)t221;
        __m128i t223 = (__m128i)((vcc_m4)t219 & (vcc_m4)t222);
        __m128i t224 = _mm_castps_si128(_mm_cmplt_ps(ys_v_3, xs_v_3));
        __m128i t225 = _mm_set1_epi32(3);
        __m128i t226 = vcc_sse_not(_mm_cmpeq_epi32(is_v_3, t225));
        __m128i t227 = (__m128i)((vcc_m4)t224 & (vcc_m4)t226);
        __m128i t228 = (__m128i)~(vcc_m4)t223;
        __m128i t229 = (__m128i)((vcc_m4)t227 | (vcc_m4)t228);
        __m128i t230 = (__m128i)~(vcc_m4)t229;
        __m128i t8 = (__m128i)((vcc_m4)t219 & (vcc_m4)t230);
        if ((_mm_movemask_epi8(t8) != 0)) {
            __m128 t231 = _mm_set1_ps(4.0f);
            __m128 t232 = _mm_mul_ps(xs_v_3, t231);
            __m128i t233 = _mm_cvttps_epi32(t232);
            __m128i t234 = _mm_set1_epi32(63);
            __m128i t235 = _mm_and_si128(is_v_3, t234);
            vcc_v4_long t236 = __builtin_convertvector((vcc_v4_int)t235, vcc_v4_long);
            vcc_v4_long t237 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t238 = (vcc_v4_long){0} * t237;
            vcc_v4_long t239 = t238 + t236;
            __m128i t240 = (__m128i)vcc_gather_masked(vcc_v4_int, table, t239, (vcc_m4)t8);
            t7 = (vcc_v4_int)_mm_add_epi32(t233, t240);
        } else {
            t7 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t8 = (__m128i)(vcc_m4){0};
        }
        __m128i t241 = _mm_set1_epi32(1);
        __m128i t242 = vcc_sse2_blendv_epi8(t241, (__m128i)t7, t8);
        __m128i t243 = _mm_set1_epi32(0);
        __m128i t244 = ({ (void)t243; _mm_andnot_si128(t218, t242); });
        __m128i t245 = _mm_castps_si128(_mm_cmpgt_ps(xs_v_3, ys_v_3));
        __m128i t246 = _mm_set1_epi32(2);
        __m128i t247 = vcc_sse_not(_mm_cmpgt_epi32(t246, is_v_3));
        __m128i t248 = (__m128i)__builtin_convertvector((vcc_m4)t245 & 1, vcc_v4_int);
        __m128i t249 = (__m128i)__builtin_convertvector((vcc_m4)t247 & 1, vcc_v4_int);
        __m128i t250 = vcc_sse_not(_mm_cmpeq_epi32(t248, t249));
        __m128i t251 = _mm_castps_si128(_mm_cmpeq_ps(xs_v_3, ys_v_3));
        __m128i t252 = (__m128i)~(vcc_m4)t251;
        __m128 t253 = _mm_set1_ps(lo);
        __m128i t254 = _mm_castps_si128(_mm_cmpgt_ps(ys_v_3, t253));
        __m128i t255 = (__m128i)__builtin_convertvector((vcc_m4)t254 & 1, vcc_v4_int);
        __m128i t256 = (__m128i)(vcc_m4)((vcc_v4_int)t255 != (vcc_v4_int){0});
        __m128i t257 = (__m128i)~(vcc_m4)t256;
        __m128i t258 = _mm_set1_epi32(1);
        __m128i t259 = _mm_cmpgt_epi32(t258, is_v_3);
        __m128i t260 = (__m128i)__builtin_convertvector((vcc_m4)t259 & 1, vcc_v4_int);
        __m128i t261 = (__m128i)__builtin_convertvector((vcc_m4)t257 & 1, vcc_v4_int);
        __m128i t262 = vcc_sse2_blendv_epi8(t261, t260, t251);
        __m128i t263 = _mm_set1_epi32((int)2654435761U);
        __m128i t264 = (__m128i)((vcc_v4_uint)is_v_3 * (vcc_v4_uint)t263);
        __m128i t265 = _mm_set1_epi32((int)2147483648U);
        __m128i t266 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t265), vcc_sse_flip_epi32(t264));
        __m128i t267 = (__m128i)__builtin_convertvector((vcc_m4)t266 & 1, vcc_v4_int);
        __m128i t268 = (__m128i)(vcc_m4)((vcc_v4_int)t267 != (vcc_v4_int){0});
        __m128i t269 = (__m128i)~(vcc_m4)t268;
        __m128i t270 = (__m128i)((vcc_m4)t252 & (vcc_m4)t257);
        __m128i t271 = (__m128i)((vcc_m4)t251 & (vcc_m4)t259);
        __m128i t272 = (__m128i)((vcc_m4)t270 | (vcc_m4)t271);
        __m128i t273 = (__m128i)((vcc_m4)t269 & (vcc_m4)t272);
        __m128i t274 = _mm_set1_epi32(100);
        __m128i t275 = _mm_add_epi32(t244, t274);
        __m128i t276 = vcc_sse2_blendv_epi8(t244, t275, t273);
        __m128i t277 = _mm_set1_epi32(8);
        __m128i t278 = (__m128i)((vcc_v4_int)t276 * (vcc_v4_int)t277);
        __m128i t279 = (__m128i)__builtin_convertvector((vcc_m4)t250 & 1, vcc_v4_int);
        __m128i t280 = _mm_set1_epi32(2);
        __m128i t281 = (__m128i)((vcc_v4_int)t279 * (vcc_v4_int)t280);
        __m128i t282 = _mm_add_epi32(t278, t281);
        __m128i t283 = _mm_add_epi32(t282, t262);
        _mm_storeu_si128((__m128i *)t149, t283);
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_shorts(unsigned short lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:75 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        __m128i out_v = _mm_loadu_si128((const __m128i *)t1);
        vcc_v4_ushort ss_v = vcc_load(vcc_v4_ushort, &ss[k_vec]);
        __m128i t5 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)ss_v));
        int t6 = (int)lim;
        __m128i t7 = _mm_set1_epi32((int)t6);
        __m128i t8 = _mm_cmpgt_epi32(t5, t7);
        __m128i t9 = _mm_set1_epi32((int)(t6 - 1));
        __m128i t10 = _mm_cmpeq_epi32(t5, t9);
        __m128i t11 = _mm_set1_epi32(-1);
        __m128i t12 = vcc_sse2_blendv_epi8(t5, t11, t10);
        __m128i t13 = _mm_set1_epi32((int)t6);
        __m128i t14 = _mm_sub_epi32(t5, t13);
        __m128i t15 = vcc_sse2_blendv_epi8(t12, t14, t8);
        __m128i t2 = _mm_add_epi32(out_v, t15);
        _mm_storeu_si128((__m128i *)t1, t2);
        long t3 = k_vec + 4L;
        int *t4 = &out[t3];
        __m128i out_v_1 = _mm_loadu_si128((const __m128i *)t4);
        vcc_v4_ushort ss_v_1 = vcc_load(vcc_v4_ushort, &ss[t3]);
        __m128i t19 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)ss_v_1));
        int t20 = (int)lim;
        __m128i t21 = _mm_set1_epi32((int)t20);
        __m128i t22 = _mm_cmpgt_epi32(t19, t21);
        __m128i t23 = _mm_set1_epi32((int)(t20 - 1));
        __m128i t24 = _mm_cmpeq_epi32(t19, t23);
        __m128i t25 = _mm_set1_epi32(-1);
        __m128i t26 = vcc_sse2_blendv_epi8(t19, t25, t24);
        __m128i t27 = _mm_set1_epi32((int)t20);
        __m128i t28 = _mm_sub_epi32(t19, t27);
        __m128i t29 = vcc_sse2_blendv_epi8(t26, t28, t22);
        __m128i t16 = _mm_add_epi32(out_v_1, t29);
        _mm_storeu_si128((__m128i *)t4, t16);
        long t17 = k_vec + 8L;
        int *t18 = &out[t17];
        __m128i out_v_2 = _mm_loadu_si128((const __m128i *)t18);
        vcc_v4_ushort ss_v_2 = vcc_load(vcc_v4_ushort, &ss[t17]);
        __m128i t33 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)ss_v_2));
        int t34 = (int)lim;
        __m128i t35 = _mm_set1_epi32((int)t34);
        __m128i t36 = _mm_cmpgt_epi32(t33, t35);
        __m128i t37 = _mm_set1_epi32((int)(t34 - 1));
        __m128i t38 = _mm_cmpeq_epi32(t33, t37);
        __m128i t39 = _mm_set1_epi32(-1);
        __m128i t40 = vcc_sse2_blendv_epi8(t33, t39, t38);
        __m128i t41 = _mm_set1_epi32((int)t34);
        __m128i t42 = _mm_sub_epi32(t33, t41);
        __m128i t43 = vcc_sse2_blendv_epi8(t40, t42, t36);
        __m128i t30 = _mm_add_epi32(out_v_2, t43);
        _mm_storeu_si128((__m128i *)t18, t30);
        long t31 = k_vec + 12L;
        int *t32 = &out[t31];
        __m128i out_v_3 = _mm_loadu_si128((const __m128i *)t32);
        vcc_v4_ushort ss_v_3 = vcc_load(vcc_v4_ushort, &ss[t31]);
        __m128i t45 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)ss_v_3));
        int t46 = (int)lim;
        __m128i t47 = _mm_set1_epi32((int)t46);
        __m128i t48 = _mm_cmpgt_epi32(t45, t47);
        __m128i t49 = _mm_set1_epi32((int)(t46 - 1));
        __m128i t50 = _mm_cmpeq_epi32(t45, t49);
        __m128i t51 = _mm_set1_epi32(-1);
        __m128i t52 = vcc_sse2_blendv_epi8(t45, t51, t50);
        __m128i t53 = _mm_set1_epi32((int)t46);
        __m128i t54 = _mm_sub_epi32(t45, t53);
        __m128i t55 = vcc_sse2_blendv_epi8(t52, t54, t48);
        __m128i t44 = _mm_add_epi32(out_v_3, t55);
        _mm_storeu_si128((__m128i *)t32, t44);
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_bytes(unsigned char lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:81 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        __m128i out_v = _mm_loadu_si128((const __m128i *)t1);
        vcc_v4_uchar bs_v = vcc_load(vcc_v4_uchar, &bs[k_vec]);
        __m128i t5 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)bs_v));
        __m128i t6 = _mm_set1_epi32((int)(int)lim);
        __m128i t7 = _mm_cmpgt_epi32(t6, t5);
        __m128i t8 = (__m128i)~(vcc_m4)t7;
        __m128i t9 = _mm_set1_epi32(200);
        __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(t5, t9));
        __m128i t11 = (__m128i)~(vcc_m4)t10;
        __m128i t12 = (__m128i)((vcc_m4)t8 & (vcc_m4)t11);
        __m128i t13 = _mm_sub_epi32(_mm_setzero_si128(), t5);
        __m128i t14 = _mm_set1_epi32(7);
        __m128i t15 = vcc_sse2_blendv_epi8(t13, t14, t12);
        __m128i t16 = _mm_set1_epi32(3);
        __m128i t17 = (__m128i)((vcc_v4_uint)t5 * (vcc_v4_uint)t16);
        __m128i t18 = vcc_sse2_blendv_epi8(t15, t17, t7);
        __m128i t2 = _mm_add_epi32(out_v, t18);
        _mm_storeu_si128((__m128i *)t1, t2);
        long t3 = k_vec + 4L;
        int *t4 = &out[t3];
        __m128i out_v_1 = _mm_loadu_si128((const __m128i *)t4);
        vcc_v4_uchar bs_v_1 = vcc_load(vcc_v4_uchar, &bs[t3]);
        __m128i t22 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)bs_v_1));
        __m128i t23 = _mm_set1_epi32((int)(int)lim);
        __m128i t24 = _mm_cmpgt_epi32(t23, t22);
        __m128i t25 = (__m128i)~(vcc_m4)t24;
        __m128i t26 = _mm_set1_epi32(200);
        __m128i t27 = vcc_sse_not(_mm_cmpeq_epi32(t22, t26));
        __m128i t28 = (__m128i)~(vcc_m4)t27;
        __m128i t29 = (__m128i)((vcc_m4)t25 & (vcc_m4)t28);
        __m128i t30 = _mm_sub_epi32(_mm_setzero_si128(), t22);
        __m128i t31 = _mm_set1_epi32(7);
        __m128i t32 = vcc_sse2_blendv_epi8(t30, t31, t29);
        __m128i t33 = _mm_set1_epi32(3);
        __m128i t34 = (__m128i)((vcc_v4_uint)t22 * (vcc_v4_uint)t33);
        __m128i t35 = vcc_sse2_blendv_epi8(t32, t34, t24);
        __m128i t19 = _mm_add_epi32(out_v_1, t35);
        _mm_storeu_si128((__m128i *)t4, t19);
        long t20 = k_vec + 8L;
        int *t21 = &out[t20];
        __m128i out_v_2 = _mm_loadu_si128((const __m128i *)t21);
        vcc_v4_uchar bs_v_2 = vcc_load(vcc_v4_uchar, &bs[t20]);
        __m128i t39 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)bs_v_2));
        __m128i t40 = _mm_set1_epi32((int)(int)lim);
        __m128i t41 = _mm_cmpgt_epi32(t40, t39);
        __m128i t42 = (__m128i)~(vcc_m4)t41;
        __m128i t43 = _mm_set1_epi32(200);
        __m128i t44 = vcc_sse_not(_mm_cmpeq_epi32(t39, t43));
        __m128i t45 = (__m128i)~(vcc_m4)t44;
        __m128i t46 = (__m128i)((vcc_m4)t42 & (vcc_m4)t45);
        __m128i t47 = _mm_sub_epi32(_mm_setzero_si128(), t39);
        __m128i t48 = _mm_set1_epi32(7);
        __m128i t49 = vcc_sse2_blendv_epi8(t47, t48, t46);
        __m128i t50 = _mm_set1_epi32(3);
        __m128i t51 = (__m128i)((vcc_v4_uint)t39 * (vcc_v4_uint)t50);
        __m128i t52 = vcc_sse2_blendv_epi8(t49, t51, t41);
        __m128i t36 = _mm_add_epi32(out_v_2, t52);
        _mm_storeu_si128((__m128i *)t21, t36);
        long t37 = k_vec + 12L;
        int *t38 = &out[t37];
        __m128i out_v_3 = _mm_loadu_si128((const __m128i *)t38);
        vcc_v4_uchar bs_v_3 = vcc_load(vcc_v4_uchar, &bs[t37]);
        __m128i t54 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)bs_v_3));
        __m128i t55 = _mm_set1_epi32((int)(int)lim);
        __m128i t56 = _mm_cmpgt_epi32(t55, t54);
        __m128i t57 = (__m128i)~(vcc_m4)t56;
        __m128i t58 = _mm_set1_epi32(200);
        __m128i t59 = vcc_sse_not(_mm_cmpeq_epi32(t54, t58));
        __m128i t60 = (__m128i)~(vcc_m4)t59;
        __m128i t61 = (__m128i)((vcc_m4)t57 & (vcc_m4)t60);
        __m128i t62 = _mm_sub_epi32(_mm_setzero_si128(), t54);
        __m128i t63 = _mm_set1_epi32(7);
        __m128i t64 = vcc_sse2_blendv_epi8(t62, t63, t61);
        __m128i t65 = _mm_set1_epi32(3);
        __m128i t66 = (__m128i)((vcc_v4_uint)t54 * (vcc_v4_uint)t65);
        __m128i t67 = vcc_sse2_blendv_epi8(t64, t66, t56);
        __m128i t53 = _mm_add_epi32(out_v_3, t67);
        _mm_storeu_si128((__m128i *)t38, t53);
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_clamp(int n) {
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long k_vec = 0L;
    /* vcc: loop at kmask.c:87 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int *t2 = &out[k_vec];
        __m128i is_v = _mm_loadu_si128((const __m128i *)&is[k_vec]);
        __m128i t3 = (__m128i)((vcc_v4_int)is_v * (vcc_v4_int)_mm_set1_epi32(9));
        __m128i t4 = _mm_sub_epi32(t3, _mm_set1_epi32(20));
        __m128i t5 = _mm_and_si128((__m128i)k_v, _mm_set1_epi32(15));
        __m128i t6 = _mm_add_epi32(t4, t5);
        __m128i t14 = _mm_set1_epi32((int)(n - 1));
        __m128i t15 = vcc_sse2_min_epi32(t6, t14);
        __m128i t16 = _mm_set1_epi32(-4);
        __m128i t17 = vcc_sse2_max_epi32(t15, t16);
        __m128i t18 = _mm_set1_epi32(19);
        __m128i t19 = vcc_sse2_min_epi32(t17, t18);
        _mm_storeu_si128((__m128i *)t2, t19);
        long t7 = k_vec + 4L;
        __m128i t8 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
        int *t9 = &out[t7];
        __m128i is_v_1 = _mm_loadu_si128((const __m128i *)&is[t7]);
        __m128i t10 = (__m128i)((vcc_v4_int)is_v_1 * (vcc_v4_int)_mm_set1_epi32(9));
        __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(20));
        __m128i t12 = _mm_and_si128(t8, _mm_set1_epi32(15));
        __m128i t13 = _mm_add_epi32(t11, t12);
        __m128i t27 = _mm_set1_epi32((int)(n - 1));
        __m128i t28 = vcc_sse2_min_epi32(t13, t27);
        __m128i t29 = _mm_set1_epi32(-4);
        __m128i t30 = vcc_sse2_max_epi32(t28, t29);
        __m128i t31 = _mm_set1_epi32(19);
        __m128i t32 = vcc_sse2_min_epi32(t30, t31);
        _mm_storeu_si128((__m128i *)t9, t32);
        long t20 = k_vec + 8L;
        __m128i t21 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
        int *t22 = &out[t20];
        __m128i is_v_2 = _mm_loadu_si128((const __m128i *)&is[t20]);
        __m128i t23 = (__m128i)((vcc_v4_int)is_v_2 * (vcc_v4_int)_mm_set1_epi32(9));
        __m128i t24 = _mm_sub_epi32(t23, _mm_set1_epi32(20));
        __m128i t25 = _mm_and_si128(t21, _mm_set1_epi32(15));
        __m128i t26 = _mm_add_epi32(t24, t25);
        __m128i t40 = _mm_set1_epi32((int)(n - 1));
        __m128i t41 = vcc_sse2_min_epi32(t26, t40);
        __m128i t42 = _mm_set1_epi32(-4);
        __m128i t43 = vcc_sse2_max_epi32(t41, t42);
        __m128i t44 = _mm_set1_epi32(19);
        __m128i t45 = vcc_sse2_min_epi32(t43, t44);
        _mm_storeu_si128((__m128i *)t22, t45);
        long t33 = k_vec + 12L;
        __m128i t34 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
        int *t35 = &out[t33];
        __m128i is_v_3 = _mm_loadu_si128((const __m128i *)&is[t33]);
        __m128i t36 = (__m128i)((vcc_v4_int)is_v_3 * (vcc_v4_int)_mm_set1_epi32(9));
        __m128i t37 = _mm_sub_epi32(t36, _mm_set1_epi32(20));
        __m128i t38 = _mm_and_si128(t34, _mm_set1_epi32(15));
        __m128i t39 = _mm_add_epi32(t37, t38);
        __m128i t46 = _mm_set1_epi32((int)(n - 1));
        __m128i t47 = vcc_sse2_min_epi32(t39, t46);
        __m128i t48 = _mm_set1_epi32(-4);
        __m128i t49 = vcc_sse2_max_epi32(t47, t48);
        __m128i t50 = _mm_set1_epi32(19);
        __m128i t51 = vcc_sse2_min_epi32(t49, t50);
        _mm_storeu_si128((__m128i *)t35, t51);
        k_vec += 16L;
        k_v = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

/* A masked load and a masked store of consecutive elements, under the group's pattern. */
/* #pragma omp declare simd uniform(p, q) linear(k) notinbranch */
void put(float *p, const float *q, int k, int c) {
    float v = 1.0f;
    if (c & 1)
        v = q[k] * 0.5f;
    if (c & 2)
        p[k] = v;
}

/* vcc: function at kmask.c:93 vector variant _ZGVbN4uulv_put of `put`: VL 4, unmasked, p uniform, q uniform, k linear step 1, c vector */
void _ZGVbN4uulv_put(float *p, const float *q, int k, __m128i c) {
    __m128 t1;
    __m128i t2;
    __m128i t3 = _mm_set1_epi32(1);
    __m128i t4 = _mm_and_si128(c, t3);
    __m128i t5 = (__m128i)(vcc_m4)((vcc_v4_int)t4 != (vcc_v4_int){0});
    if ((_mm_movemask_epi8(t5) != 0)) {
        if (_mm_movemask_epi8(t5) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t6 = _mm_loadu_ps(q + k);
            __m128 t7 = _mm_set1_ps(0.5f);
            t1 = _mm_mul_ps(t6, t7);
        } else {
            __m128 t8 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)q + (unsigned long)(long)k * 4UL), t5));
            __m128 t9 = _mm_set1_ps(0.5f);
            t1 = _mm_mul_ps(t8, t9);
            t2 = t5;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t10 = _mm_set1_ps(1.0f);
    __m128 t11 = vcc_sse2_blendv_ps(t10, t1, _mm_castsi128_ps(t2));
    __m128i t12 = _mm_set1_epi32(2);
    __m128i t13 = _mm_and_si128(c, t12);
    __m128i t14 = (__m128i)(vcc_m4)((vcc_v4_int)t13 != (vcc_v4_int){0});
    if ((_mm_movemask_epi8(t14) != 0)) {
        if (_mm_movemask_epi8(t14) == 0xffff) {
            _mm_storeu_ps(p + k, t11);
        } else {
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)p + (unsigned long)(long)k * 4UL), t11, t14);
        }
    }
}

void run_store(void) {
    __m128 t1;
    __m128i t2;
    __m128 t3;
    __m128i t4;
    __m128 t5;
    __m128i t6;
    __m128 t7;
    __m128i t8;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:103 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int t9 = (int)k_vec;
        __m128i is_v = _mm_loadu_si128((const __m128i *)&is[k_vec]);
        const float *t10 = xs;
        __m128i t14 = _mm_set1_epi32(1);
        __m128i t15 = _mm_and_si128(is_v, t14);
        __m128i t16 = (__m128i)(vcc_m4)((vcc_v4_int)t15 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t16) != 0)) {
            if (_mm_movemask_epi8(t16) == 0xffff) {
                t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                __m128 t17 = _mm_loadu_ps(t10 + t9);
                __m128 t18 = _mm_set1_ps(0.5f);
                t1 = _mm_mul_ps(t17, t18);
            } else {
                __m128 t19 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)t10 + (unsigned long)(long)t9 * 4UL), t16));
                __m128 t20 = _mm_set1_ps(0.5f);
                t1 = _mm_mul_ps(t19, t20);
                t2 = t16;
            }
        } else {
            t1 = (__m128)(vcc_v4_float){0};
            t2 = (__m128i)(vcc_m4){0};
        }
        __m128 t21 = _mm_set1_ps(1.0f);
        __m128 t22 = vcc_sse2_blendv_ps(t21, t1, _mm_castsi128_ps(t2));
        __m128i t23 = _mm_set1_epi32(2);
        __m128i t24 = _mm_and_si128(is_v, t23);
        __m128i t25 = (__m128i)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t25) != 0)) {
            if (_mm_movemask_epi8(t25) == 0xffff) {
                _mm_storeu_ps(ys + t9, t22);
            } else {
                vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)ys + (unsigned long)(long)t9 * 4UL), t22, t25);
            }
        }
        long t11 = k_vec + 4L;
        int t12 = (int)t11;
        __m128i is_v_1 = _mm_loadu_si128((const __m128i *)&is[t11]);
        const float *t13 = xs;
        __m128i t29 = _mm_set1_epi32(1);
        __m128i t30 = _mm_and_si128(is_v_1, t29);
        __m128i t31 = (__m128i)(vcc_m4)((vcc_v4_int)t30 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t31) != 0)) {
            if (_mm_movemask_epi8(t31) == 0xffff) {
                t4 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                __m128 t32 = _mm_loadu_ps(t13 + t12);
                __m128 t33 = _mm_set1_ps(0.5f);
                t3 = _mm_mul_ps(t32, t33);
            } else {
                __m128 t34 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)t13 + (unsigned long)(long)t12 * 4UL), t31));
                __m128 t35 = _mm_set1_ps(0.5f);
                t3 = _mm_mul_ps(t34, t35);
                t4 = t31;
            }
        } else {
            t3 = (__m128)(vcc_v4_float){0};
            t4 = (__m128i)(vcc_m4){0};
        }
        __m128 t36 = _mm_set1_ps(1.0f);
        __m128 t37 = vcc_sse2_blendv_ps(t36, t3, _mm_castsi128_ps(t4));
        __m128i t38 = _mm_set1_epi32(2);
        __m128i t39 = _mm_and_si128(is_v_1, t38);
        __m128i t40 = (__m128i)(vcc_m4)((vcc_v4_int)t39 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t40) != 0)) {
            if (_mm_movemask_epi8(t40) == 0xffff) {
                _mm_storeu_ps(ys + t12, t37);
            } else {
                vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)ys + (unsigned long)(long)t12 * 4UL), t37, t40);
            }
        }
        long t26 = k_vec + 8L;
        int t27 = (int)t26;
        __m128i is_v_2 = _mm_loadu_si128((const __m128i *)&is[t26]);
        const float *t28 = xs;
        __m128i t44 = _mm_set1_epi32(1);
        __m128i t45 = _mm_and_si128(is_v_2, t44);
        __m128i t46 = (__m128i)(vcc_m4)((vcc_v4_int)t45 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t46) != 0)) {
            if (_mm_movemask_epi8(t46) == 0xffff) {
                t6 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                __m128 t47 = _mm_loadu_ps(t28 + t27);
                __m128 t48 = _mm_set1_ps(0.5f);
                t5 = _mm_mul_ps(t47, t48);
            } else {
                __m128 t49 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)t28 + (unsigned long)(long)t27 * 4UL), t46));
                __m128 t50 = _mm_set1_ps(0.5f);
                t5 = _mm_mul_ps(t49, t50);
                t6 = t46;
            }
        } else {
            t5 = (__m128)(vcc_v4_float){0};
            t6 = (__m128i)(vcc_m4){0};
        }
        __m128 t51 = _mm_set1_ps(1.0f);
        __m128 t52 = vcc_sse2_blendv_ps(t51, t5, _mm_castsi128_ps(t6));
        __m128i t53 = _mm_set1_epi32(2);
        __m128i t54 = _mm_and_si128(is_v_2, t53);
        __m128i t55 = (__m128i)(vcc_m4)((vcc_v4_int)t54 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t55) != 0)) {
            if (_mm_movemask_epi8(t55) == 0xffff) {
                _mm_storeu_ps(ys + t27, t52);
            } else {
                vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)ys + (unsigned long)(long)t27 * 4UL), t52, t55);
            }
        }
        long t41 = k_vec + 12L;
        int t42 = (int)t41;
        __m128i is_v_3 = _mm_loadu_si128((const __m128i *)&is[t41]);
        const float *t43 = xs;
        __m128i t56 = _mm_set1_epi32(1);
        __m128i t57 = _mm_and_si128(is_v_3, t56);
        __m128i t58 = (__m128i)(vcc_m4)((vcc_v4_int)t57 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t58) != 0)) {
            if (_mm_movemask_epi8(t58) == 0xffff) {
                t8 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                __m128 t59 = _mm_loadu_ps(t43 + t42);
                __m128 t60 = _mm_set1_ps(0.5f);
                t7 = _mm_mul_ps(t59, t60);
            } else {
                __m128 t61 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)t43 + (unsigned long)(long)t42 * 4UL), t58));
                __m128 t62 = _mm_set1_ps(0.5f);
                t7 = _mm_mul_ps(t61, t62);
                t8 = t58;
            }
        } else {
            t7 = (__m128)(vcc_v4_float){0};
            t8 = (__m128i)(vcc_m4){0};
        }
        __m128 t63 = _mm_set1_ps(1.0f);
        __m128 t64 = vcc_sse2_blendv_ps(t63, t7, _mm_castsi128_ps(t8));
        __m128i t65 = _mm_set1_epi32(2);
        __m128i t66 = _mm_and_si128(is_v_3, t65);
        __m128i t67 = (__m128i)(vcc_m4)((vcc_v4_int)t66 != (vcc_v4_int){0});
        if ((_mm_movemask_epi8(t67) != 0)) {
            if (_mm_movemask_epi8(t67) == 0xffff) {
                _mm_storeu_ps(ys + t42, t64);
            } else {
                vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)ys + (unsigned long)(long)t42 * 4UL), t64, t67);
            }
        }
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

static unsigned long long sum(void) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < N; k++)
        h = (h ^ (unsigned)out[k]) * 1099511628211ull;
    return h;
}

int main(void) {
    __m128i t2 = _mm_set1_epi32(0);
    __m128i t3 = _mm_add_epi32(t2, _mm_setr_epi32(0, 7, 1, 8));
    __m128i t4 = _mm_cmpgt_epi32(t3, _mm_set1_epi32(12));
    __m128i t5 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t4, _mm_set1_epi32(13)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t3, t5);
    long k_vec = 0L;
    /* vcc: loop at kmask.c:115 vectorized: VF 4, UF 4, the remainder at 116:20 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        _mm_storeu_si128((__m128i *)&table[k_vec], (__m128i)t1);
        __m128i t6 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t7 = _mm_cmpgt_epi32(t6, _mm_set1_epi32(12));
        __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, _mm_set1_epi32(13)); });
        __m128i t9 = _mm_sub_epi32(t6, t8);
        _mm_storeu_si128((__m128i *)&table[k_vec + 4L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t11 = _mm_cmpgt_epi32(t10, _mm_set1_epi32(12));
        __m128i t12 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t11, _mm_set1_epi32(13)); });
        __m128i t13 = _mm_sub_epi32(t10, t12);
        _mm_storeu_si128((__m128i *)&table[k_vec + 8L], t13);
        __m128i t14 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
        __m128i t15 = _mm_cmpgt_epi32(t14, _mm_set1_epi32(12));
        __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, _mm_set1_epi32(13)); });
        __m128i t17 = _mm_sub_epi32(t14, t16);
        _mm_storeu_si128((__m128i *)&table[k_vec + 12L], t17);
        k_vec += 16L;
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(12));
        __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(13)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t18, t20);
    } while (k_vec < 64L);
    for (int j = 0; j < 65536; j++) {
        __m128i j_v = _mm_set1_epi32((int)j);
        __m128i t21 = _mm_set1_epi32(0);
        vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t22 = (__m128i)((vcc_v4_uint)j_v * (vcc_v4_uint)_mm_set1_epi32(40503));
        __m128i t23 = (__m128i)((vcc_v4_int)j_v % (vcc_v4_int)_mm_set1_epi32(7));
        __m128 t24 = _mm_cvtepi32_ps(t23);
        long k_vec_1 = 0L;
        /* vcc: loop at kmask.c:118 vectorized: VF 4, UF 4, scalar epilogue */
        for (;;) {
            __m128i t25 = (__m128i)((vcc_v4_int)j_v >> (vcc_v4_int)(__m128i)k_v);
            __m128i bit_v = _mm_and_si128(t25, _mm_set1_epi32(1));
            __m128i t26 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(3));
            __m128i t27 = (__m128i)((vcc_v4_uint)t22 >> __builtin_convertvector((vcc_v4_int)t26, vcc_v4_uint));
            __m128i t28 = _mm_and_si128(t27, _mm_set1_epi32(1));
            long t29 = (long)(j * 16 + (int)k_vec_1);
            float *t30 = &xs[t29];
            __m128i t31 = vcc_sse_not(_mm_cmpeq_epi32(bit_v, _mm_set1_epi32(0)));
            __m128i t32 = (__m128i)~(vcc_m4)t31;
            __m128i t33 = vcc_sse_not(_mm_cmpeq_epi32(t28, _mm_set1_epi32(0)));
            __m128i t34 = (__m128i)~(vcc_m4)t33;
            __m128i t35 = (__m128i)((vcc_m4)t32 & (vcc_m4)t34);
            __m128i t36 = vcc_sse_not(_mm_cmpeq_epi32(t28, _mm_set1_epi32(0)));
            __m128i t37 = (__m128i)((vcc_m4)t32 & (vcc_m4)t36);
            __m128i t38 = (__m128i)((vcc_m4)t37 | (vcc_m4)t35);
            __m128 t39 = vcc_sse2_blendv_ps(_mm_set1_ps(0.5f), _mm_set1_ps(2.0f), _mm_castsi128_ps(t35));
            __m128 t40 = _mm_cvtepi32_ps((__m128i)k_v);
            __m128 t41 = _mm_add_ps(_mm_set1_ps(5.0f), t40);
            __m128 t42 = vcc_sse2_blendv_ps(t41, t39, _mm_castsi128_ps(t38));
            _mm_storeu_ps(t30, t42);
            __m128i t43 = vcc_sse_not(_mm_cmpeq_epi32(t28, _mm_set1_epi32(0)));
            __m128 xs_v = _mm_loadu_ps(t30);
            __m128 t44 = vcc_sse2_blendv_ps(t24, xs_v, _mm_castsi128_ps(t43));
            _mm_storeu_ps(&ys[t29], t44);
            __m128i t45 = (__m128i)((vcc_v4_int)_mm_set1_epi32(2) * (vcc_v4_int)t28);
            __m128i t46 = _mm_add_epi32(bit_v, t45);
            __m128i t47 = _mm_and_si128((__m128i)k_v, _mm_set1_epi32(4));
            __m128i t48 = _mm_add_epi32(t46, t47);
            _mm_storeu_si128((__m128i *)&is[t29], t48);
            __m128i t49 = vcc_sse_not(_mm_cmpeq_epi32(bit_v, _mm_set1_epi32(0)));
            __m128i t50 = (__m128i)~(vcc_m4)t49;
            __m128i t51 = vcc_sse_not(_mm_cmpeq_epi32(t28, _mm_set1_epi32(0)));
            __m128i t52 = (__m128i)((vcc_m4)t50 & (vcc_m4)t51);
            __m128i t53 = vcc_sse_not(_mm_cmpeq_epi32(t28, _mm_set1_epi32(0)));
            __m128i t54 = (__m128i)~(vcc_m4)t53;
            __m128i t55 = (__m128i)((vcc_m4)t50 & (vcc_m4)t54);
            __m128i t56 = (__m128i)((vcc_m4)t55 | (vcc_m4)t52);
            __m128i t57 = vcc_sse2_blendv_epi8((__m128i)k_v, _mm_set1_epi32(99), t52);
            __m128i t58 = _mm_add_epi32(_mm_set1_epi32(300), (__m128i)k_v);
            __m128i t59 = vcc_sse2_blendv_epi8(t58, t57, t56);
            vcc_v4_ushort t60 = __builtin_convertvector((vcc_v4_int)t59, vcc_v4_ushort);
            vcc_store(&ss[t29], t60);
            __m128i t61 = vcc_sse_not(_mm_cmpeq_epi32(bit_v, _mm_set1_epi32(0)));
            __m128i t62 = (__m128i)~(vcc_m4)t61;
            __m128i t63 = vcc_sse_not(_mm_cmpeq_epi32(t28, _mm_set1_epi32(0)));
            __m128i t64 = (__m128i)((vcc_m4)t62 & (vcc_m4)t63);
            __m128i t65 = vcc_sse_not(_mm_cmpeq_epi32(t28, _mm_set1_epi32(0)));
            __m128i t66 = (__m128i)~(vcc_m4)t65;
            __m128i t67 = (__m128i)((vcc_m4)t62 & (vcc_m4)t66);
            __m128i t68 = (__m128i)((vcc_m4)t67 | (vcc_m4)t64);
            __m128i t69 = vcc_sse2_blendv_epi8((__m128i)k_v, _mm_set1_epi32(200), t64);
            __m128i t70 = _mm_add_epi32(_mm_set1_epi32(150), (__m128i)k_v);
            __m128i t71 = vcc_sse2_blendv_epi8(t70, t69, t68);
            vcc_v4_uchar t72 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t71, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t29], t72);
            __m128i t73 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
            __m128i t74 = (__m128i)((vcc_v4_int)j_v >> (vcc_v4_int)t73);
            __m128i bit_v_1 = _mm_and_si128(t74, _mm_set1_epi32(1));
            __m128i t75 = _mm_add_epi32(t73, _mm_set1_epi32(3));
            __m128i t76 = (__m128i)((vcc_v4_uint)t22 >> __builtin_convertvector((vcc_v4_int)t75, vcc_v4_uint));
            __m128i t77 = _mm_and_si128(t76, _mm_set1_epi32(1));
            long t78 = (long)(j * 16 + (int)(k_vec_1 + 4L));
            float *t79 = &xs[t78];
            __m128i t80 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_1, _mm_set1_epi32(0)));
            __m128i t81 = (__m128i)~(vcc_m4)t80;
            __m128i t82 = vcc_sse_not(_mm_cmpeq_epi32(t77, _mm_set1_epi32(0)));
            __m128i t83 = (__m128i)~(vcc_m4)t82;
            __m128i t84 = (__m128i)((vcc_m4)t81 & (vcc_m4)t83);
            __m128i t85 = vcc_sse_not(_mm_cmpeq_epi32(t77, _mm_set1_epi32(0)));
            __m128i t86 = (__m128i)((vcc_m4)t81 & (vcc_m4)t85);
            __m128i t87 = (__m128i)((vcc_m4)t86 | (vcc_m4)t84);
            __m128 t88 = vcc_sse2_blendv_ps(_mm_set1_ps(0.5f), _mm_set1_ps(2.0f), _mm_castsi128_ps(t84));
            __m128 t89 = _mm_cvtepi32_ps(t73);
            __m128 t90 = _mm_add_ps(_mm_set1_ps(5.0f), t89);
            __m128 t91 = vcc_sse2_blendv_ps(t90, t88, _mm_castsi128_ps(t87));
            _mm_storeu_ps(t79, t91);
            __m128i t92 = vcc_sse_not(_mm_cmpeq_epi32(t77, _mm_set1_epi32(0)));
            __m128 xs_v_1 = _mm_loadu_ps(t79);
            __m128 t93 = vcc_sse2_blendv_ps(t24, xs_v_1, _mm_castsi128_ps(t92));
            _mm_storeu_ps(&ys[t78], t93);
            __m128i t94 = (__m128i)((vcc_v4_int)_mm_set1_epi32(2) * (vcc_v4_int)t77);
            __m128i t95 = _mm_add_epi32(bit_v_1, t94);
            __m128i t96 = _mm_and_si128(t73, _mm_set1_epi32(4));
            __m128i t97 = _mm_add_epi32(t95, t96);
            _mm_storeu_si128((__m128i *)&is[t78], t97);
            __m128i t98 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_1, _mm_set1_epi32(0)));
            __m128i t99 = (__m128i)~(vcc_m4)t98;
            __m128i t100 = vcc_sse_not(_mm_cmpeq_epi32(t77, _mm_set1_epi32(0)));
            __m128i t101 = (__m128i)((vcc_m4)t99 & (vcc_m4)t100);
            __m128i t102 = vcc_sse_not(_mm_cmpeq_epi32(t77, _mm_set1_epi32(0)));
            __m128i t103 = (__m128i)~(vcc_m4)t102;
            __m128i t104 = (__m128i)((vcc_m4)t99 & (vcc_m4)t103);
            __m128i t105 = (__m128i)((vcc_m4)t104 | (vcc_m4)t101);
            __m128i t106 = vcc_sse2_blendv_epi8(t73, _mm_set1_epi32(99), t101);
            __m128i t107 = _mm_add_epi32(_mm_set1_epi32(300), t73);
            __m128i t108 = vcc_sse2_blendv_epi8(t107, t106, t105);
            vcc_v4_ushort t109 = __builtin_convertvector((vcc_v4_int)t108, vcc_v4_ushort);
            vcc_store(&ss[t78], t109);
            __m128i t110 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_1, _mm_set1_epi32(0)));
            __m128i t111 = (__m128i)~(vcc_m4)t110;
            __m128i t112 = vcc_sse_not(_mm_cmpeq_epi32(t77, _mm_set1_epi32(0)));
            __m128i t113 = (__m128i)((vcc_m4)t111 & (vcc_m4)t112);
            __m128i t114 = vcc_sse_not(_mm_cmpeq_epi32(t77, _mm_set1_epi32(0)));
            __m128i t115 = (__m128i)~(vcc_m4)t114;
            __m128i t116 = (__m128i)((vcc_m4)t111 & (vcc_m4)t115);
            __m128i t117 = (__m128i)((vcc_m4)t116 | (vcc_m4)t113);
            __m128i t118 = vcc_sse2_blendv_epi8(t73, _mm_set1_epi32(200), t113);
            __m128i t119 = _mm_add_epi32(_mm_set1_epi32(150), t73);
            __m128i t120 = vcc_sse2_blendv_epi8(t119, t118, t117);
            vcc_v4_uchar t121 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t120, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t78], t121);
            __m128i t122 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
            __m128i t123 = (__m128i)((vcc_v4_int)j_v >> (vcc_v4_int)t122);
            __m128i bit_v_2 = _mm_and_si128(t123, _mm_set1_epi32(1));
            __m128i t124 = _mm_add_epi32(t122, _mm_set1_epi32(3));
            __m128i t125 = (__m128i)((vcc_v4_uint)t22 >> __builtin_convertvector((vcc_v4_int)t124, vcc_v4_uint));
            __m128i t126 = _mm_and_si128(t125, _mm_set1_epi32(1));
            long t127 = (long)(j * 16 + (int)(k_vec_1 + 8L));
            float *t128 = &xs[t127];
            __m128i t129 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_2, _mm_set1_epi32(0)));
            __m128i t130 = (__m128i)~(vcc_m4)t129;
            __m128i t131 = vcc_sse_not(_mm_cmpeq_epi32(t126, _mm_set1_epi32(0)));
            __m128i t132 = (__m128i)~(vcc_m4)t131;
            __m128i t133 = (__m128i)((vcc_m4)t130 & (vcc_m4)t132);
            __m128i t134 = vcc_sse_not(_mm_cmpeq_epi32(t126, _mm_set1_epi32(0)));
            __m128i t135 = (__m128i)((vcc_m4)t130 & (vcc_m4)t134);
            __m128i t136 = (__m128i)((vcc_m4)t135 | (vcc_m4)t133);
            __m128 t137 = vcc_sse2_blendv_ps(_mm_set1_ps(0.5f), _mm_set1_ps(2.0f), _mm_castsi128_ps(t133));
            __m128 t138 = _mm_cvtepi32_ps(t122);
            __m128 t139 = _mm_add_ps(_mm_set1_ps(5.0f), t138);
            __m128 t140 = vcc_sse2_blendv_ps(t139, t137, _mm_castsi128_ps(t136));
            _mm_storeu_ps(t128, t140);
            __m128i t141 = vcc_sse_not(_mm_cmpeq_epi32(t126, _mm_set1_epi32(0)));
            __m128 xs_v_2 = _mm_loadu_ps(t128);
            __m128 t142 = vcc_sse2_blendv_ps(t24, xs_v_2, _mm_castsi128_ps(t141));
            _mm_storeu_ps(&ys[t127], t142);
            __m128i t143 = (__m128i)((vcc_v4_int)_mm_set1_epi32(2) * (vcc_v4_int)t126);
            __m128i t144 = _mm_add_epi32(bit_v_2, t143);
            __m128i t145 = _mm_and_si128(t122, _mm_set1_epi32(4));
            __m128i t146 = _mm_add_epi32(t144, t145);
            _mm_storeu_si128((__m128i *)&is[t127], t146);
            __m128i t147 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_2, _mm_set1_epi32(0)));
            __m128i t148 = (__m128i)~(vcc_m4)t147;
            __m128i t149 = vcc_sse_not(_mm_cmpeq_epi32(t126, _mm_set1_epi32(0)));
            __m128i t150 = (__m128i)((vcc_m4)t148 & (vcc_m4)t149);
            __m128i t151 = vcc_sse_not(_mm_cmpeq_epi32(t126, _mm_set1_epi32(0)));
            __m128i t152 = (__m128i)~(vcc_m4)t151;
            __m128i t153 = (__m128i)((vcc_m4)t148 & (vcc_m4)t152);
            __m128i t154 = (__m128i)((vcc_m4)t153 | (vcc_m4)t150);
            __m128i t155 = vcc_sse2_blendv_epi8(t122, _mm_set1_epi32(99), t150);
            __m128i t156 = _mm_add_epi32(_mm_set1_epi32(300), t122);
            __m128i t157 = vcc_sse2_blendv_epi8(t156, t155, t154);
            vcc_v4_ushort t158 = __builtin_convertvector((vcc_v4_int)t157, vcc_v4_ushort);
            vcc_store(&ss[t127], t158);
            __m128i t159 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_2, _mm_set1_epi32(0)));
            __m128i t160 = (__m128i)~(vcc_m4)t159;
            __m128i t161 = vcc_sse_not(_mm_cmpeq_epi32(t126, _mm_set1_epi32(0)));
            __m128i t162 = (__m128i)((vcc_m4)t160 & (vcc_m4)t161);
            __m128i t163 = vcc_sse_not(_mm_cmpeq_epi32(t126, _mm_set1_epi32(0)));
            __m128i t164 = (__m128i)~(vcc_m4)t163;
            __m128i t165 = (__m128i)((vcc_m4)t160 & (vcc_m4)t164);
            __m128i t166 = (__m128i)((vcc_m4)t165 | (vcc_m4)t162);
            __m128i t167 = vcc_sse2_blendv_epi8(t122, _mm_set1_epi32(200), t162);
            __m128i t168 = _mm_add_epi32(_mm_set1_epi32(150), t122);
            __m128i t169 = vcc_sse2_blendv_epi8(t168, t167, t166);
            vcc_v4_uchar t170 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t169, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t127], t170);
            __m128i t171 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
            __m128i t172 = (__m128i)((vcc_v4_int)j_v >> (vcc_v4_int)t171);
            __m128i bit_v_3 = _mm_and_si128(t172, _mm_set1_epi32(1));
            __m128i t173 = _mm_add_epi32(t171, _mm_set1_epi32(3));
            __m128i t174 = (__m128i)((vcc_v4_uint)t22 >> __builtin_convertvector((vcc_v4_int)t173, vcc_v4_uint));
            __m128i t175 = _mm_and_si128(t174, _mm_set1_epi32(1));
            long t176 = (long)(j * 16 + (int)(k_vec_1 + 12L));
            float *t177 = &xs[t176];
            __m128i t178 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_3, _mm_set1_epi32(0)));
            __m128i t179 = (__m128i)~(vcc_m4)t178;
            __m128i t180 = vcc_sse_not(_mm_cmpeq_epi32(t175, _mm_set1_epi32(0)));
            __m128i t181 = (__m128i)~(vcc_m4)t180;
            __m128i t182 = (__m128i)((vcc_m4)t179 & (vcc_m4)t181);
            __m128i t183 = vcc_sse_not(_mm_cmpeq_epi32(t175, _mm_set1_epi32(0)));
            __m128i t184 = (__m128i)((vcc_m4)t179 & (vcc_m4)t183);
            __m128i t185 = (__m128i)((vcc_m4)t184 | (vcc_m4)t182);
            __m128 t186 = vcc_sse2_blendv_ps(_mm_set1_ps(0.5f), _mm_set1_ps(2.0f), _mm_castsi128_ps(t182));
            __m128 t187 = _mm_cvtepi32_ps(t171);
            __m128 t188 = _mm_add_ps(_mm_set1_ps(5.0f), t187);
            __m128 t189 = vcc_sse2_blendv_ps(t188, t186, _mm_castsi128_ps(t185));
            _mm_storeu_ps(t177, t189);
            __m128i t190 = vcc_sse_not(_mm_cmpeq_epi32(t175, _mm_set1_epi32(0)));
            __m128 xs_v_3 = _mm_loadu_ps(t177);
            __m128 t191 = vcc_sse2_blendv_ps(t24, xs_v_3, _mm_castsi128_ps(t190));
            _mm_storeu_ps(&ys[t176], t191);
            __m128i t192 = (__m128i)((vcc_v4_int)_mm_set1_epi32(2) * (vcc_v4_int)t175);
            __m128i t193 = _mm_add_epi32(bit_v_3, t192);
            __m128i t194 = _mm_and_si128(t171, _mm_set1_epi32(4));
            __m128i t195 = _mm_add_epi32(t193, t194);
            _mm_storeu_si128((__m128i *)&is[t176], t195);
            __m128i t196 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_3, _mm_set1_epi32(0)));
            __m128i t197 = (__m128i)~(vcc_m4)t196;
            __m128i t198 = vcc_sse_not(_mm_cmpeq_epi32(t175, _mm_set1_epi32(0)));
            __m128i t199 = (__m128i)((vcc_m4)t197 & (vcc_m4)t198);
            __m128i t200 = vcc_sse_not(_mm_cmpeq_epi32(t175, _mm_set1_epi32(0)));
            __m128i t201 = (__m128i)~(vcc_m4)t200;
            __m128i t202 = (__m128i)((vcc_m4)t197 & (vcc_m4)t201);
            __m128i t203 = (__m128i)((vcc_m4)t202 | (vcc_m4)t199);
            __m128i t204 = vcc_sse2_blendv_epi8(t171, _mm_set1_epi32(99), t199);
            __m128i t205 = _mm_add_epi32(_mm_set1_epi32(300), t171);
            __m128i t206 = vcc_sse2_blendv_epi8(t205, t204, t203);
            vcc_v4_ushort t207 = __builtin_convertvector((vcc_v4_int)t206, vcc_v4_ushort);
            vcc_store(&ss[t176], t207);
            __m128i t208 = vcc_sse_not(_mm_cmpeq_epi32(bit_v_3, _mm_set1_epi32(0)));
            __m128i t209 = (__m128i)~(vcc_m4)t208;
            __m128i t210 = vcc_sse_not(_mm_cmpeq_epi32(t175, _mm_set1_epi32(0)));
            __m128i t211 = (__m128i)((vcc_m4)t209 & (vcc_m4)t210);
            __m128i t212 = vcc_sse_not(_mm_cmpeq_epi32(t175, _mm_set1_epi32(0)));
            __m128i t213 = (__m128i)~(vcc_m4)t212;
            __m128i t214 = (__m128i)((vcc_m4)t209 & (vcc_m4)t213);
            __m128i t215 = (__m128i)((vcc_m4)t214 | (vcc_m4)t211);
            __m128i t216 = vcc_sse2_blendv_epi8(t171, _mm_set1_epi32(200), t211);
            __m128i t217 = _mm_add_epi32(_mm_set1_epi32(150), t171);
            __m128i t218 = vcc_sse2_blendv_epi8(t217, t216, t215);
            vcc_v4_uchar t219 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t218, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t176], t219);
            k_vec_1 += 16L;
            __m128i t220 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
            if (k_vec_1 >= 16L) {
                break;
            }
            k_v = (vcc_v4_uint)t220;
        }
    }
    run_classify(1.0f, 12.0f);
    printf("classify %016llx\n", sum());
    run_shorts((unsigned short)100);
    printf("shorts %016llx\n", sum());
    run_bytes((unsigned char)150);
    printf("bytes %016llx\n", sum());
    run_clamp(30);
    printf("clamp %016llx\n", sum());
    run_clamp(12);
    printf("clamp %016llx\n", sum());
    run_store();
    double t = 0.0;
    for (int k = 0; k < 1048576; k++) {
        t += (double)ys[k] * (double)(k % 13 + 1);
    }
    printf("store %.3f\n", t);
    return 0;
}
