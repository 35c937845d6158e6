/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

__attribute__((target("avx2"))) __m256i _ZGVdN8vvvuu_classify(__m256 x, __m256 y, __m256i i, float lo, float hi);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_shorts(__m128i s, unsigned short lim);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_bytes(vcc_v8_uchar b, unsigned char lim);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_clamp(__m256i x, int n);
__attribute__((target("avx2"))) void _ZGVdN8uulv_put(float *p, const float *q, int k, __m256i c);
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

/* vcc: function at kmask.c:23 vector variant _ZGVdN8vvvuu_classify of `classify`: VL 8, unmasked, x vector, y vector, i vector, lo uniform, hi uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vvvuu_classify(__m256 x, __m256 y, __m256i i, float lo, float hi) {
    vcc_v8_int t1;
    __m256 t3 = _mm256_set1_ps(lo);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_LE_OQ));
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    __m256 t6 = _mm256_set1_ps(hi);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GE_OQ));
    __m256i t8 = (__m256i)~(vcc_m8)t7;
    __m256i t9 = _mm256_and_si256(t5, t8);
    __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(y, x, _CMP_LT_OQ));
    __m256i t11 = _mm256_set1_epi32(3);
    __m256i t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(i, t11), _mm256_set1_epi32(-1));
    __m256i t13 = _mm256_and_si256(t10, t12);
    __m256i t14 = (__m256i)~(vcc_m8)t9;
    __m256i t15 = _mm256_or_si256(t13, t14);
    __m256i t16 = (__m256i)~(vcc_m8)t15;
    __m256i t2 = _mm256_and_si256(t5, t16);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t17 = _mm256_set1_ps(4.0f);
        __m256 t18 = _mm256_mul_ps(x, t17);
        __m256i t19 = _mm256_cvttps_epi32(t18);
        __m256i t20 = _mm256_set1_epi32(63);
        __m256i t21 = _mm256_and_si256(i, t20);
        vcc_v8_long t22 = __builtin_convertvector((vcc_v8_int)t21, vcc_v8_long);
        vcc_v8_long t23 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
        vcc_v8_long t24 = (vcc_v8_long){0} * t23;
        vcc_v8_long t25 = t24 + t22;
        __m256i t26 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t25, (vcc_m8)t2);
        t1 = (vcc_v8_int)_mm256_add_epi32(t19, t26);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t27 = _mm256_set1_epi32(1);
    __m256i t28 = _mm256_blendv_epi8(t27, (__m256i)t1, t2);
    __m256i t29 = _mm256_set1_epi32(0);
    __m256i t30 = ({ (void)t29; _mm256_andnot_si256(t4, t28); });
    __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t32 = _mm256_set1_epi32(2);
    __m256i t33 = _mm256_xor_si256(_mm256_cmpgt_epi32(t32, i), _mm256_set1_epi32(-1));
    __m256i t34 = (__m256i)__builtin_convertvector((vcc_m8)t31 & 1, vcc_v8_int);
    __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)t33 & 1, vcc_v8_int);
    __m256i t36 = _mm256_xor_si256(_mm256_cmpeq_epi32(t34, t35), _mm256_set1_epi32(-1));
    __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_EQ_OQ));
    __m256i t38 = (__m256i)~(vcc_m8)t37;
    __m256 t39 = _mm256_set1_ps(lo);
    __m256i t40 = _mm256_castps_si256(_mm256_cmp_ps(y, t39, _CMP_GT_OQ));
    __m256i t41 = (__m256i)__builtin_convertvector((vcc_m8)t40 & 1, vcc_v8_int);
    __m256i t42 = (__m256i)(vcc_m8)((vcc_v8_int)t41 != (vcc_v8_int){0});
    __m256i t43 = (__m256i)~(vcc_m8)t42;
    __m256i t44 = _mm256_set1_epi32(1);
    __m256i t45 = _mm256_cmpgt_epi32(t44, i);
    __m256i t46 = (__m256i)__builtin_convertvector((vcc_m8)t45 & 1, vcc_v8_int);
    __m256i t47 = (__m256i)__builtin_convertvector((vcc_m8)t43 & 1, vcc_v8_int);
    __m256i t48 = _mm256_blendv_epi8(t47, t46, t37);
    __m256i t49 = _mm256_set1_epi32((int)2654435761U);
    __m256i t50 = _mm256_mullo_epi32(i, t49);
    __m256i t51 = _mm256_set1_epi32((int)2147483648U);
    __m256i t52 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t51), vcc_avx2_flip_epi32(t50));
    __m256i t53 = (__m256i)__builtin_convertvector((vcc_m8)t52 & 1, vcc_v8_int);
    __m256i t54 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
    __m256i t55 = (__m256i)~(vcc_m8)t54;
    __m256i t56 = _mm256_and_si256(t38, t43);
    __m256i t57 = _mm256_and_si256(t37, t45);
    __m256i t58 = _mm256_or_si256(t56, t57);
    __m256i t59 = _mm256_and_si256(t55, t58);
    __m256i t60 = _mm256_set1_epi32(100);
    __m256i t61 = _mm256_add_epi32(t30, t60);
    __m256i t62 = _mm256_blendv_epi8(t30, t61, t59);
    __m256i t63 = _mm256_set1_epi32(8);
    __m256i t64 = _mm256_mullo_epi32(t62, t63);
    __m256i t65 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
    __m256i t66 = _mm256_set1_epi32(2);
    __m256i t67 = _mm256_mullo_epi32(t65, t66);
    __m256i t68 = _mm256_add_epi32(t64, t67);
    __m256i t69 = _mm256_add_epi32(t68, t48);
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

/* vcc: function at kmask.c:40 vector variant _ZGVdN8vu_shorts of `shorts`: VL 8, unmasked, s vector, lim uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_shorts(__m128i s, unsigned short lim) {
    __m256i t1 = _mm256_cvtepu16_epi32(s);
    int t2 = (int)lim;
    __m256i t3 = _mm256_set1_epi32((int)t2);
    __m256i t4 = _mm256_cmpgt_epi32(t1, t3);
    __m256i t5 = _mm256_set1_epi32((int)(t2 - 1));
    __m256i t6 = _mm256_cmpeq_epi32(t1, t5);
    __m256i t7 = _mm256_set1_epi32(-1);
    __m256i t8 = _mm256_blendv_epi8(t1, t7, t6);
    __m256i t9 = _mm256_set1_epi32((int)t2);
    __m256i t10 = _mm256_sub_epi32(t1, t9);
    __m256i t11 = _mm256_blendv_epi8(t8, t10, t4);
    return t11;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

/* vcc: function at kmask.c:50 vector variant _ZGVdN8vu_bytes of `bytes`: VL 8, unmasked, b vector, lim uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_bytes(vcc_v8_uchar b, unsigned char lim) {
    __m256i t1 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b));
    __m256i t2 = _mm256_set1_epi32((int)(int)lim);
    __m256i t3 = _mm256_cmpgt_epi32(t2, t1);
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    __m256i t5 = _mm256_set1_epi32(200);
    __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t1, t5), _mm256_set1_epi32(-1));
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    __m256i t8 = _mm256_and_si256(t4, t7);
    __m256i t9 = _mm256_sub_epi32(_mm256_setzero_si256(), t1);
    __m256i t10 = _mm256_set1_epi32(7);
    __m256i t11 = _mm256_blendv_epi8(t9, t10, t8);
    __m256i t12 = _mm256_set1_epi32(3);
    __m256i t13 = _mm256_mullo_epi32(t1, t12);
    __m256i t14 = _mm256_blendv_epi8(t11, t13, t3);
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

/* vcc: function at kmask.c:56 vector variant _ZGVdN8vu_clamp of `clamp`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_clamp(__m256i x, int n) {
    __m256i t1 = _mm256_set1_epi32((int)(n - 1));
    __m256i t2 = _mm256_min_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(-4);
    __m256i t4 = _mm256_max_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32(19);
    __m256i t6 = _mm256_min_epi32(t4, t5);
    return t6;
}

static __typeof__(xs) xs __attribute__((aligned(32)));
static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(is) is __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void run_classify(float lo, float hi) {
    vcc_v8_int t1;
    vcc_v8_int t3;
    vcc_v8_int t5;
    vcc_v8_int t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:69 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int *t9 = &out[k_vec];
        __m256i is_v = _mm256_loadu_si256((const __m256i *)&is[k_vec]);
        __m256 ys_v = _mm256_loadu_ps(&ys[k_vec]);
        __m256 xs_v = _mm256_loadu_ps(&xs[k_vec]);
        __m256 t12 = _mm256_set1_ps(lo);
        __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, t12, _CMP_LE_OQ));
        __m256i t14 = (__m256i)~(vcc_m8)t13;
        __m256 t15 = _mm256_set1_ps(hi);
        __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, t15, _CMP_GE_OQ));
        __m256i t17 = (__m256i)~(vcc_m8)t16;
        __m256i t18 = _mm256_and_si256(t14, t17);
        __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(ys_v, xs_v, _CMP_LT_OQ));
        __m256i t20 = _mm256_set1_epi32(3);
        __m256i t21 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v, t20), _mm256_set1_epi32(-1));
        __m256i t22 = _mm256_and_si256(t19, t21);
        __m256i t23 = (__m256i)~(vcc_m8)t18;
        __m256i t24 = _mm256_or_si256(t22, t23);
        __m256i t25 = (__m256i)~(vcc_m8)t24;
        __m256i t2 = _mm256_and_si256(t14, t25);
        if ((_mm256_movemask_epi8(t2) != 0)) {
            __m256 t26 = _mm256_set1_ps(4.0f);
            __m256 t27 = _mm256_mul_ps(xs_v, t26);
            __m256i t28 = _mm256_cvttps_epi32(t27);
            __m256i t29 = _mm256_set1_epi32(63);
            __m256i t30 = _mm256_and_si256(is_v, t29);
            vcc_v8_long t31 = __builtin_convertvector((vcc_v8_int)t30, vcc_v8_long);
            vcc_v8_long t32 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t33 = (vcc_v8_long){0} * t32;
            vcc_v8_long t34 = t33 + t31;
            __m256i t35 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t34, (vcc_m8)t2);
            t1 = (vcc_v8_int)_mm256_add_epi32(t28, t35);
        } else {
            t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t2 = (__m256i)(vcc_m8){0};
        }
        __m256i t36 = _mm256_set1_epi32(1);
        __m256i t37 = _mm256_blendv_epi8(t36, (__m256i)t1, t2);
        __m256i t38 = _mm256_set1_epi32(0);
        __m256i t39 = ({ (void)t38; _mm256_andnot_si256(t13, t37); });
        __m256i t40 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, ys_v, _CMP_GT_OQ));
        __m256i t41 = _mm256_set1_epi32(2);
        __m256i t42 = _mm256_xor_si256(_mm256_cmpgt_epi32(t41, is_v), _mm256_set1_epi32(-1));
        __m256i t43 = (__m256i)__builtin_convertvector((vcc_m8)t40 & 1, vcc_v8_int);
        __m256i t44 = (__m256i)__builtin_convertvector((vcc_m8)t42 & 1, vcc_v8_int);
        __m256i t45 = _mm256_xor_si256(_mm256_cmpeq_epi32(t43, t44), _mm256_set1_epi32(-1));
        __m256i t46 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, ys_v, _CMP_EQ_OQ));
        __m256i t47 = (__m256i)~(vcc_m8)t46;
        __m256 t48 = _mm256_set1_ps(lo);
        __m256i t49 = _mm256_castps_si256(_mm256_cmp_ps(ys_v, t48, _CMP_GT_OQ));
        __m256i t50 = (__m256i)__builtin_convertvector((vcc_m8)t49 & 1, vcc_v8_int);
        __m256i t51 = (__m256i)(vcc_m8)((vcc_v8_int)t50 != (vcc_v8_int){0});
        __m256i t52 = (__m256i)~(vcc_m8)t51;
        __m256i t53 = _mm256_set1_epi32(1);
        __m256i t54 = _mm256_cmpgt_epi32(t53, is_v);
        __m256i t55 = (__m256i)__builtin_convertvector((vcc_m8)t54 & 1, vcc_v8_int);
        __m256i t56 = (__m256i)__builtin_convertvector((vcc_m8)t52 & 1, vcc_v8_int);
        __m256i t57 = _mm256_blendv_epi8(t56, t55, t46);
        __m256i t58 = _mm256_set1_epi32((int)2654435761U);
        __m256i t59 = _mm256_mullo_epi32(is_v, t58);
        __m256i t60 = _mm256_set1_epi32((int)2147483648U);
        __m256i t61 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t60), vcc_avx2_flip_epi32(t59));
        __m256i t62 = (__m256i)__builtin_convertvector((vcc_m8)t61 & 1, vcc_v8_int);
        __m256i t63 = (__m256i)(vcc_m8)((vcc_v8_int)t62 != (vcc_v8_int){0});
        __m256i t64 = (__m256i)~(vcc_m8)t63;
        __m256i t65 = _mm256_and_si256(t47, t52);
        __m256i t66 = _mm256_and_si256(t46, t54);
        __m256i t67 = _mm256_or_si256(t65, t66);
        __m256i t68 = _mm256_and_si256(t64, t67);
        __m256i t69 = _mm256_set1_epi32(100);
        __m256i t70 = _mm256_add_epi32(t39, t69);
        __m256i t71 = _mm256_blendv_epi8(t39, t70, t68);
        __m256i t72 = _mm256_set1_epi32(8);
        __m256i t73 = _mm256_mullo_epi32(t71, t72);
        __m256i t74 = (__m256i)__builtin_convertvector((vcc_m8)t45 & 1, vcc_v8_int);
        __m256i t75 = _mm256_set1_epi32(2);
        __m256i t76 = _mm256_mullo_epi32(t74, t75);
        __m256i t77 = _mm256_add_epi32(t73, t76);
        __m256i t78 = _mm256_add_epi32(t77, t57);
        _mm256_storeu_si256((__m256i *)t9, t78);
        long t10 = k_vec + 8L;
        int *t11 = &out[t10];
        __m256i is_v_1 = _mm256_loadu_si256((const __m256i *)&is[t10]);
        __m256 ys_v_1 = _mm256_loadu_ps(&ys[t10]);
        __m256 xs_v_1 = _mm256_loadu_ps(&xs[t10]);
        __m256 t81 = _mm256_set1_ps(lo);
        __m256i t82 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, t81, _CMP_LE_OQ));
        __m256i t83 = (__m256i)~(vcc_m8)t82;
        __m256 t84 = _mm256_set1_ps(hi);
        __m256i t85 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, t84, _CMP_GE_OQ));
        __m256i t86 = (__m256i)~(vcc_m8)t85;
        __m256i t87 = _mm256_and_si256(t83, t86);
        __m256i t88 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_1, xs_v_1, _CMP_LT_OQ));
        __m256i t89 = _mm256_set1_epi32(3);
        __m256i t90 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v_1, t89), _mm256_set1_epi32(-1));
        __m256i t91 = _mm256_and_si256(t88, t90);
        __m256i t92 = (__m256i)~(vcc_m8)t87;
        __m256i t93 = _mm256_or_si256(t91, t92);
        __m256i t94 = (__m256i)~(vcc_m8)t93;
        __m256i t4 = _mm256_and_si256(t83, t94);
        if ((_mm256_movemask_epi8(t4) != 0)) {
            __m256 t95 = _mm256_set1_ps(4.0f);
            __m256 t96 = _mm256_mul_ps(xs_v_1, t95);
            __m256i t97 = _mm256_cvttps_epi32(t96);
            __m256i t98 = _mm256_set1_epi32(63);
            __m256i t99 = _mm256_and_si256(is_v_1, t98);
            vcc_v8_long t100 = __builtin_convertvector((vcc_v8_int)t99, vcc_v8_long);
            vcc_v8_long t101 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t102 = (vcc_v8_long){0} * t101;
            vcc_v8_long t103 = t102 + t100;
            __m256i t104 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t103, (vcc_m8)t4);
            t3 = (vcc_v8_int)_mm256_add_epi32(t97, t104);
        } else {
            t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t4 = (__m256i)(vcc_m8){0};
        }
        __m256i t105 = _mm256_set1_epi32(1);
        __m256i t106 = _mm256_blendv_epi8(t105, (__m256i)t3, t4);
        __m256i t107 = _mm256_set1_epi32(0);
        __m256i t108 = ({ (void)t107; _mm256_andnot_si256(t82, t106); });
        __m256i t109 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, ys_v_1, _CMP_GT_OQ));
        __m256i t110 = _mm256_set1_epi32(2);
        __m256i t111 = _mm256_xor_si256(_mm256_cmpgt_epi32(t110, is_v_1), _mm256_set1_epi32(-1));
        __m256i t112 = (__m256i)__builtin_convertvector((vcc_m8)t109 & 1, vcc_v8_int);
        __m256i t113 = (__m256i)__builtin_convertvector((vcc_m8)t111 & 1, vcc_v8_int);
        __m256i t114 = _mm256_xor_si256(_mm256_cmpeq_epi32(t112, t113), _mm256_set1_epi32(-1));
        __m256i t115 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, ys_v_1, _CMP_EQ_OQ));
        __m256i t116 = (__m256i)~(vcc_m8)t115;
        __m256 t117 = _mm256_set1_ps(lo);
        __m256i t118 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_1, t117, _CMP_GT_OQ));
        __m256i t119 = (__m256i)__builtin_convertvector((vcc_m8)t118 & 1, vcc_v8_int);
        __m256i t120 = (__m256i)(vcc_m8)((vcc_v8_int)t119 != (vcc_v8_int){0});
        __m256i t121 = (__m256i)~(vcc_m8)t120;
        __m256i t122 = _mm256_set1_epi32(1);
        __m256i t123 = _mm256_cmpgt_epi32(t122, is_v_1);
        __m256i t124 = (__m256i)__builtin_convertvector((vcc_m8)t123 & 1, vcc_v8_int);
        __m256i t125 = (__m256i)__builtin_convertvector((vcc_m8)t121 & 1, vcc_v8_int);
        __m256i t126 = _mm256_blendv_epi8(t125, t124, t115);
        __m256i t127 = _mm256_set1_epi32((int)2654435761U);
        __m256i t128 = _mm256_mullo_epi32(is_v_1, t127);
        __m256i t129 = _mm256_set1_epi32((int)2147483648U);
        __m256i t130 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t129), vcc_avx2_flip_epi32(t128));
        __m256i t131 = (__m256i)__builtin_convertvector((vcc_m8)t130 & 1, vcc_v8_int);
        __m256i t132 = (__m256i)(vcc_m8)((vcc_v8_int)t131 != (vcc_v8_int){0});
        __m256i t133 = (__m256i)~(vcc_m8)t132;
        __m256i t134 = _mm256_and_si256(t116, t121);
        __m256i t135 = _mm256_and_si256(t115, t123);
        __m256i t136 = _mm256_or_si256(t134, t135);
        __m256i t137 = _mm256_and_si256(t133, t136);
        __m256i t138 = _mm256_set1_epi32(100);
        __m256i t139 = _mm256_add_epi32(t108, t138);
        __m256i t140 = _mm256_blendv_epi8(t108, t139, t137);
        __m256i t141 = _mm256_set1_epi32(8);
        __m256i t142 = _mm256_mullo_epi32(t140, t141);
        __m256i t143 = (__m256i)__builtin_convertvector((vcc_m8)t114 & 1, vcc_v8_int);
        __m256i t144 = _mm256_set1_epi32(2);
        __m256i t145 = _mm256_mullo_epi32(t143, t144);
        __m256i t146 = _mm256_add_epi32(t142, t145);
        __m256i t147 = _mm256_add_epi32(t146, t126);
        _mm256_storeu_si256((__m256i *)t11, t147);
        long t79 = k_vec + 16L;
        int *t80 = &out[t79];
        __m256i is_v_2 = _mm256_loadu_si256((const __m256i *)&is[t79]);
        __m256 ys_v_2 = _mm256_loadu_ps(&ys[t79]);
        __m256 xs_v_2 = _mm256_loadu_ps(&xs[t79]);
        __m256 t150 = _mm256_set1_ps(lo);
        __m256i t151 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, t150, _CMP_LE_OQ));
        __m256i t152 = (__m256i)~(vcc_m8)t151;
        __m256 t153 = _mm256_set1_ps(hi);
        __m256i t154 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, t153, _CMP_GE_OQ));
        __m256i t155 = (__m256i)~(vcc_m8)t154;
        __m256i t156 = _mm256_and_si256(t152, t155);
        __m256i t157 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_2, xs_v_2, _CMP_LT_OQ));
        __m256i t158 = _mm256_set1_epi32(3);
        __m256i t159 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v_2, t158), _mm256_set1_epi32(-1));
        __m256i t160 = _mm256_and_si256(t157, t159);
        __m256i t161 = (__m256i)~(vcc_m8)t156;
        __m256i t162 = _mm256_or_si256(t160, t161);
        __m256i t163 = (__m256i)~(vcc_m8)t162;
        __m256i t6 = _mm256_and_si256(t152, t163);
        if ((_mm256_movemask_epi8(t6) != 0)) {
            __m256 t164 = _mm256_set1_ps(4.0f);
            __m256 t165 = _mm256_mul_ps(xs_v_2, t164);
            __m256i t166 = _mm256_cvttps_epi32(t165);
            __m256i t167 = _mm256_set1_epi32(63);
            __m256i t168 = _mm256_and_si256(is_v_2, t167);
            vcc_v8_long t169 = __builtin_convertvector((vcc_v8_int)t168, vcc_v8_long);
            vcc_v8_long t170 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t171 = (vcc_v8_long){0} * t170;
            vcc_v8_long t172 = t171 + t169;
            __m256i t173 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t172, (vcc_m8)t6);
            t5 = (vcc_v8_int)_mm256_add_epi32(t166, t173);
        } else {
            t5 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t6 = (__m256i)(vcc_m8){0};
        }
        __m256i t174 = _mm256_set1_epi32(1);
        __m256i t175 = _mm256_blendv_epi8(t174, (__m256i)t5, t6);
        __m256i t176 = _mm256_set1_epi32(0);
        __m256i t177 = ({ (void)t176; _mm256_andnot_si256(t151, t175); });
        __m256i t178 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, ys_v_2, _CMP_GT_OQ));
        __m256i t179 = _mm256_set1_epi32(2);
        __m256i t180 = _mm256_xor_si256(_mm256_cmpgt_epi32(t179, is_v_2), _mm256_set1_epi32(-1));
        __m256i t181 = (__m256i)__builtin_convertvector((vcc_m8)t178 & 1, vcc_v8_int);
        __m256i t182 = (__m256i)__builtin_convertvector((vcc_m8)t180 & 1, vcc_v8_int);
        __m256i t183 = _mm256_xor_si256(_mm256_cmpeq_epi32(t181, t182), _mm256_set1_epi32(-1));
        __m256i t184 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, ys_v_2, _CMP_EQ_OQ));
        __m256i t185 = (__m256i)~(vcc_m8)t184;
        __m256 t186 = _mm256_set1_ps(lo);
        __m256i t187 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_2, t186, _CMP_GT_OQ));
        __m256i t188 = (__m256i)__builtin_convertvector((vcc_m8)t187 & 1, vcc_v8_int);
        __m256i t189 = (__m256i)(vcc_m8)((vcc_v8_int)t188 != (vcc_v8_int){0});
        __m256i t190 = (__m256i)~(vcc_m8)t189;
        __m256i t191 = _mm256_set1_epi32(1);
        __m256i t192 = _mm256_cmpgt_epi32(t191, is_v_2);
        __m256i t193 = (__m256i)__builtin_convertvector((vcc_m8)t192 & 1, vcc_v8_int);
        __m256i t194 = (__m256i)__builtin_convertvector((vcc_m8)t190 & 1, vcc_v8_int);
        __m256i t195 = _mm256_blendv_epi8(t194, t193, t184);
        __m256i t196 = _mm256_set1_epi32((int)2654435761U);
        __m256i t197 = _mm256_mullo_epi32(is_v_2, t196);
        __m256i t198 = _mm256_set1_epi32((int)2147483648U);
        __m256i t199 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t198), vcc_avx2_flip_epi32(t197));
        __m256i t200 = (__m256i)__builtin_convertvector((vcc_m8)t199 & 1, vcc_v8_int);
        __m256i t201 = (__m256i)(vcc_m8)((vcc_v8_int)t200 != (vcc_v8_int){0});
        __m256i t202 = (__m256i)~(vcc_m8)t201;
        __m256i t203 = _mm256_and_si256(t185, t190);
        __m256i t204 = _mm256_and_si256(t184, t192);
        __m256i t205 = _mm256_or_si256(t203, t204);
        __m256i t206 = _mm256_and_si256(t202, t205);
        __m256i t207 = _mm256_set1_epi32(100);
        __m256i t208 = _mm256_add_epi32(t177, t207);
        __m256i t209 = _mm256_blendv_epi8(t177, t208, t206);
        __m256i t210 = _mm256_set1_epi32(8);
        __m256i t211 = _mm256_mullo_epi32(t209, t210);
        __m256i t212 = (__m256i)__builtin_convertvector((vcc_m8)t183 & 1, vcc_v8_int);
        __m256i t213 = _mm256_set1_epi32(2);
        __m256i t214 = _mm256_mullo_epi32(t212, t213);
        __m256i t215 = _mm256_add_epi32(t211, t214);
        __m256i t216 = _mm256_add_epi32(t215, t195);
        _mm256_storeu_si256((__m256i *)t80, t216);
        long t148 = k_vec + 24L;
        int *t149 = &out[t148];
        __m256i is_v_3 = _mm256_loadu_si256((const __m256i *)&is[t148]);
        __m256 ys_v_3 = _mm256_loadu_ps(&ys[t148]);
        __m256 xs_v_3 = _mm256_loadu_ps(&xs[t148]);
        __m256 t217 = _mm256_set1_ps(lo);
        __m256i t218 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, t217, _CMP_LE_OQ));
        __m256i t219 = (__m256i)~(vcc_m8)t218;
        __m256 t220 = _mm256_set1_ps(hi);
        __m256i t221 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, t220, _CMP_GE_OQ));
        __m256i t222 = (__m256i)~(vcc_m8)t221;
        __m256i t223 = _mm256_and_si256(t219, t222);
        __m256i t224 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_3, xs_v_3, _CMP_LT_OQ));
        __m256i t225 = _mm256_set1_epi32(3);
        __m256i t226 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v_3, t225), _mm256_set1_epi32(-1));
        __m256i t227 = _mm256_and_si256(t224, t226);
        __m256i t228 = (__m256i)~(vcc_m8)t223;
        __m256i t229 = _mm256_or_si256(t227, t228);
        __m256i t230 = (__m256i)~(vcc_m8)t229;
        __m256i t8 = _mm256_and_si256(t219, t230);
        if ((_mm256_movemask_epi8(t8) != 0)) {
            __m256 t231 = _mm256_set1_ps(4.0f);
            __m256 t232 = _mm256_mul_ps(xs_v_3, t231);
            __m256i t233 = _mm256_cvttps_epi32(t232);
            __m256i t234 = _mm256_set1_epi32(63);
            __m256i t235 = _mm256_and_si256(is_v_3, t234);
            vcc_v8_long t236 = __builtin_convertvector((vcc_v8_int)t235, vcc_v8_long);
            vcc_v8_long t237 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t238 = (vcc_v8_long){0} * t237;
            vcc_v8_long t239 = t238 + t236;
            __m256i t240 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t239, (vcc_m8)t8);
            t7 = (vcc_v8_int)_mm256_add_epi32(t233, t240);
        } else {
            t7 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t8 = (__m256i)(vcc_m8){0};
        }
        __m256i t241 = _mm256_set1_epi32(1);
        __m256i t242 = _mm256_blendv_epi8(t241, (__m256i)t7, t8);
        __m256i t243 = _mm256_set1_epi32(0);
        __m256i t244 = ({ (void)t243; _mm256_andnot_si256(t218, t242); });
        __m256i t245 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, ys_v_3, _CMP_GT_OQ));
        __m256i t246 = _mm256_set1_epi32(2);
        __m256i t247 = _mm256_xor_si256(_mm256_cmpgt_epi32(t246, is_v_3), _mm256_set1_epi32(-1));
        __m256i t248 = (__m256i)__builtin_convertvector((vcc_m8)t245 & 1, vcc_v8_int);
        __m256i t249 = (__m256i)__builtin_convertvector((vcc_m8)t247 & 1, vcc_v8_int);
        __m256i t250 = _mm256_xor_si256(_mm256_cmpeq_epi32(t248, t249), _mm256_set1_epi32(-1));
        __m256i t251 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, ys_v_3, _CMP_EQ_OQ));
        __m256i t252 = (__m256i)~(vcc_m8)t251;
        __m256 t253 = _mm256_set1_ps(lo);
        __m256i t254 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_3, t253, _CMP_GT_OQ));
        __m256i t255 = (__m256i)__builtin_convertvector((vcc_m8)t254 & 1, vcc_v8_int);
        __m256i t256 = (__m256i)(vcc_m8)((vcc_v8_int)t255 != (vcc_v8_int){0});
        __m256i t257 = (__m256i)~(vcc_m8)t256;
        __m256i t258 = _mm256_set1_epi32(1);
        __m256i t259 = _mm256_cmpgt_epi32(t258, is_v_3);
        __m256i t260 = (__m256i)__builtin_convertvector((vcc_m8)t259 & 1, vcc_v8_int);
        __m256i t261 = (__m256i)__builtin_convertvector((vcc_m8)t257 & 1, vcc_v8_int);
        __m256i t262 = _mm256_blendv_epi8(t261, t260, t251);
        __m256i t263 = _mm256_set1_epi32((int)2654435761U);
        __m256i t264 = _mm256_mullo_epi32(is_v_3, t263);
        __m256i t265 = _mm256_set1_epi32((int)2147483648U);
        __m256i t266 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t265), vcc_avx2_flip_epi32(t264));
        __m256i t267 = (__m256i)__builtin_convertvector((vcc_m8)t266 & 1, vcc_v8_int);
        __m256i t268 = (__m256i)(vcc_m8)((vcc_v8_int)t267 != (vcc_v8_int){0});
        __m256i t269 = (__m256i)~(vcc_m8)t268;
        __m256i t270 = _mm256_and_si256(t252, t257);
        __m256i t271 = _mm256_and_si256(t251, t259);
        __m256i t272 = _mm256_or_si256(t270, t271);
        __m256i t273 = _mm256_and_si256(t269, t272);
        __m256i t274 = _mm256_set1_epi32(100);
        __m256i t275 = _mm256_add_epi32(t244, t274);
        __m256i t276 = _mm256_blendv_epi8(t244, t275, t273);
        __m256i t277 = _mm256_set1_epi32(8);
        __m256i t278 = _mm256_mullo_epi32(t276, t277);
        __m256i t279 = (__m256i)__builtin_convertvector((vcc_m8)t250 & 1, vcc_v8_int);
        __m256i t280 = _mm256_set1_epi32(2);
        __m256i t281 = _mm256_mullo_epi32(t279, t280);
        __m256i t282 = _mm256_add_epi32(t278, t281);
        __m256i t283 = _mm256_add_epi32(t282, t262);
        _mm256_storeu_si256((__m256i *)t149, t283);
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

__attribute__((target("avx2"))) void run_shorts(unsigned short lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:75 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        __m256i out_v = _mm256_loadu_si256((const __m256i *)t1);
        __m128i ss_v = _mm_loadu_si128((const __m128i *)&ss[k_vec]);
        __m256i t5 = _mm256_cvtepu16_epi32(ss_v);
        int t6 = (int)lim;
        __m256i t7 = _mm256_set1_epi32((int)t6);
        __m256i t8 = _mm256_cmpgt_epi32(t5, t7);
        __m256i t9 = _mm256_set1_epi32((int)(t6 - 1));
        __m256i t10 = _mm256_cmpeq_epi32(t5, t9);
        __m256i t11 = _mm256_set1_epi32(-1);
        __m256i t12 = _mm256_blendv_epi8(t5, t11, t10);
        __m256i t13 = _mm256_set1_epi32((int)t6);
        __m256i t14 = _mm256_sub_epi32(t5, t13);
        __m256i t15 = _mm256_blendv_epi8(t12, t14, t8);
        __m256i t2 = _mm256_add_epi32(out_v, t15);
        _mm256_storeu_si256((__m256i *)t1, t2);
        long t3 = k_vec + 8L;
        int *t4 = &out[t3];
        __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t4);
        __m128i ss_v_1 = _mm_loadu_si128((const __m128i *)&ss[t3]);
        __m256i t19 = _mm256_cvtepu16_epi32(ss_v_1);
        int t20 = (int)lim;
        __m256i t21 = _mm256_set1_epi32((int)t20);
        __m256i t22 = _mm256_cmpgt_epi32(t19, t21);
        __m256i t23 = _mm256_set1_epi32((int)(t20 - 1));
        __m256i t24 = _mm256_cmpeq_epi32(t19, t23);
        __m256i t25 = _mm256_set1_epi32(-1);
        __m256i t26 = _mm256_blendv_epi8(t19, t25, t24);
        __m256i t27 = _mm256_set1_epi32((int)t20);
        __m256i t28 = _mm256_sub_epi32(t19, t27);
        __m256i t29 = _mm256_blendv_epi8(t26, t28, t22);
        __m256i t16 = _mm256_add_epi32(out_v_1, t29);
        _mm256_storeu_si256((__m256i *)t4, t16);
        long t17 = k_vec + 16L;
        int *t18 = &out[t17];
        __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t18);
        __m128i ss_v_2 = _mm_loadu_si128((const __m128i *)&ss[t17]);
        __m256i t33 = _mm256_cvtepu16_epi32(ss_v_2);
        int t34 = (int)lim;
        __m256i t35 = _mm256_set1_epi32((int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t33, t35);
        __m256i t37 = _mm256_set1_epi32((int)(t34 - 1));
        __m256i t38 = _mm256_cmpeq_epi32(t33, t37);
        __m256i t39 = _mm256_set1_epi32(-1);
        __m256i t40 = _mm256_blendv_epi8(t33, t39, t38);
        __m256i t41 = _mm256_set1_epi32((int)t34);
        __m256i t42 = _mm256_sub_epi32(t33, t41);
        __m256i t43 = _mm256_blendv_epi8(t40, t42, t36);
        __m256i t30 = _mm256_add_epi32(out_v_2, t43);
        _mm256_storeu_si256((__m256i *)t18, t30);
        long t31 = k_vec + 24L;
        int *t32 = &out[t31];
        __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t32);
        __m128i ss_v_3 = _mm_loadu_si128((const __m128i *)&ss[t31]);
        __m256i t45 = _mm256_cvtepu16_epi32(ss_v_3);
        int t46 = (int)lim;
        __m256i t47 = _mm256_set1_epi32((int)t46);
        __m256i t48 = _mm256_cmpgt_epi32(t45, t47);
        __m256i t49 = _mm256_set1_epi32((int)(t46 - 1));
        __m256i t50 = _mm256_cmpeq_epi32(t45, t49);
        __m256i t51 = _mm256_set1_epi32(-1);
        __m256i t52 = _mm256_blendv_epi8(t45, t51, t50);
        __m256i t53 = _mm256_set1_epi32((int)t46);
        __m256i t54 = _mm256_sub_epi32(t45, t53);
        __m256i t55 = _mm256_blendv_epi8(t52, t54, t48);
        __m256i t44 = _mm256_add_epi32(out_v_3, t55);
        _mm256_storeu_si256((__m256i *)t32, t44);
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

__attribute__((target("avx2"))) void run_bytes(unsigned char lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:81 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        __m256i out_v = _mm256_loadu_si256((const __m256i *)t1);
        vcc_v8_uchar bs_v = vcc_load(vcc_v8_uchar, &bs[k_vec]);
        __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v));
        __m256i t6 = _mm256_set1_epi32((int)(int)lim);
        __m256i t7 = _mm256_cmpgt_epi32(t6, t5);
        __m256i t8 = (__m256i)~(vcc_m8)t7;
        __m256i t9 = _mm256_set1_epi32(200);
        __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, t9), _mm256_set1_epi32(-1));
        __m256i t11 = (__m256i)~(vcc_m8)t10;
        __m256i t12 = _mm256_and_si256(t8, t11);
        __m256i t13 = _mm256_sub_epi32(_mm256_setzero_si256(), t5);
        __m256i t14 = _mm256_set1_epi32(7);
        __m256i t15 = _mm256_blendv_epi8(t13, t14, t12);
        __m256i t16 = _mm256_set1_epi32(3);
        __m256i t17 = _mm256_mullo_epi32(t5, t16);
        __m256i t18 = _mm256_blendv_epi8(t15, t17, t7);
        __m256i t2 = _mm256_add_epi32(out_v, t18);
        _mm256_storeu_si256((__m256i *)t1, t2);
        long t3 = k_vec + 8L;
        int *t4 = &out[t3];
        __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t4);
        vcc_v8_uchar bs_v_1 = vcc_load(vcc_v8_uchar, &bs[t3]);
        __m256i t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v_1));
        __m256i t23 = _mm256_set1_epi32((int)(int)lim);
        __m256i t24 = _mm256_cmpgt_epi32(t23, t22);
        __m256i t25 = (__m256i)~(vcc_m8)t24;
        __m256i t26 = _mm256_set1_epi32(200);
        __m256i t27 = _mm256_xor_si256(_mm256_cmpeq_epi32(t22, t26), _mm256_set1_epi32(-1));
        __m256i t28 = (__m256i)~(vcc_m8)t27;
        __m256i t29 = _mm256_and_si256(t25, t28);
        __m256i t30 = _mm256_sub_epi32(_mm256_setzero_si256(), t22);
        __m256i t31 = _mm256_set1_epi32(7);
        __m256i t32 = _mm256_blendv_epi8(t30, t31, t29);
        __m256i t33 = _mm256_set1_epi32(3);
        __m256i t34 = _mm256_mullo_epi32(t22, t33);
        __m256i t35 = _mm256_blendv_epi8(t32, t34, t24);
        __m256i t19 = _mm256_add_epi32(out_v_1, t35);
        _mm256_storeu_si256((__m256i *)t4, t19);
        long t20 = k_vec + 16L;
        int *t21 = &out[t20];
        __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t21);
        vcc_v8_uchar bs_v_2 = vcc_load(vcc_v8_uchar, &bs[t20]);
        __m256i t39 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v_2));
        __m256i t40 = _mm256_set1_epi32((int)(int)lim);
        __m256i t41 = _mm256_cmpgt_epi32(t40, t39);
        __m256i t42 = (__m256i)~(vcc_m8)t41;
        __m256i t43 = _mm256_set1_epi32(200);
        __m256i t44 = _mm256_xor_si256(_mm256_cmpeq_epi32(t39, t43), _mm256_set1_epi32(-1));
        __m256i t45 = (__m256i)~(vcc_m8)t44;
        __m256i t46 = _mm256_and_si256(t42, t45);
        __m256i t47 = _mm256_sub_epi32(_mm256_setzero_si256(), t39);
        __m256i t48 = _mm256_set1_epi32(7);
        __m256i t49 = _mm256_blendv_epi8(t47, t48, t46);
        __m256i t50 = _mm256_set1_epi32(3);
        __m256i t51 = _mm256_mullo_epi32(t39, t50);
        __m256i t52 = _mm256_blendv_epi8(t49, t51, t41);
        __m256i t36 = _mm256_add_epi32(out_v_2, t52);
        _mm256_storeu_si256((__m256i *)t21, t36);
        long t37 = k_vec + 24L;
        int *t38 = &out[t37];
        __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t38);
        vcc_v8_uchar bs_v_3 = vcc_load(vcc_v8_uchar, &bs[t37]);
        __m256i t54 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v_3));
        __m256i t55 = _mm256_set1_epi32((int)(int)lim);
        __m256i t56 = _mm256_cmpgt_epi32(t55, t54);
        __m256i t57 = (__m256i)~(vcc_m8)t56;
        __m256i t58 = _mm256_set1_epi32(200);
        __m256i t59 = _mm256_xor_si256(_mm256_cmpeq_epi32(t54, t58), _mm256_set1_epi32(-1));
        __m256i t60 = (__m256i)~(vcc_m8)t59;
        __m256i t61 = _mm256_and_si256(t57, t60);
        __m256i t62 = _mm256_sub_epi32(_mm256_setzero_si256(), t54);
        __m256i t63 = _mm256_set1_epi32(7);
        __m256i t64 = _mm256_blendv_epi8(t62, t63, t61);
        __m256i t65 = _mm256_set1_epi32(3);
        __m256i t66 = _mm256_mullo_epi32(t54, t65);
        __m256i t67 = _mm256_blendv_epi8(t64, t66, t56);
        __m256i t53 = _mm256_add_epi32(out_v_3, t67);
        _mm256_storeu_si256((__m256i *)t38, t53);
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

__attribute__((target("avx2"))) void run_clamp(int n) {
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long k_vec = 0L;
    /* vcc: loop at kmask.c:87 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int *t2 = &out[k_vec];
        __m256i is_v = _mm256_loadu_si256((const __m256i *)&is[k_vec]);
        __m256i t3 = _mm256_mullo_epi32(is_v, _mm256_set1_epi32(9));
        __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(20));
        __m256i t5 = _mm256_and_si256((__m256i)k_v, _mm256_set1_epi32(15));
        __m256i t6 = _mm256_add_epi32(t4, t5);
        __m256i t14 = _mm256_set1_epi32((int)(n - 1));
        __m256i t15 = _mm256_min_epi32(t6, t14);
        __m256i t16 = _mm256_set1_epi32(-4);
        __m256i t17 = _mm256_max_epi32(t15, t16);
        __m256i t18 = _mm256_set1_epi32(19);
        __m256i t19 = _mm256_min_epi32(t17, t18);
        _mm256_storeu_si256((__m256i *)t2, t19);
        long t7 = k_vec + 8L;
        __m256i t8 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
        int *t9 = &out[t7];
        __m256i is_v_1 = _mm256_loadu_si256((const __m256i *)&is[t7]);
        __m256i t10 = _mm256_mullo_epi32(is_v_1, _mm256_set1_epi32(9));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(20));
        __m256i t12 = _mm256_and_si256(t8, _mm256_set1_epi32(15));
        __m256i t13 = _mm256_add_epi32(t11, t12);
        __m256i t27 = _mm256_set1_epi32((int)(n - 1));
        __m256i t28 = _mm256_min_epi32(t13, t27);
        __m256i t29 = _mm256_set1_epi32(-4);
        __m256i t30 = _mm256_max_epi32(t28, t29);
        __m256i t31 = _mm256_set1_epi32(19);
        __m256i t32 = _mm256_min_epi32(t30, t31);
        _mm256_storeu_si256((__m256i *)t9, t32);
        long t20 = k_vec + 16L;
        __m256i t21 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
        int *t22 = &out[t20];
        __m256i is_v_2 = _mm256_loadu_si256((const __m256i *)&is[t20]);
        __m256i t23 = _mm256_mullo_epi32(is_v_2, _mm256_set1_epi32(9));
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(20));
        __m256i t25 = _mm256_and_si256(t21, _mm256_set1_epi32(15));
        __m256i t26 = _mm256_add_epi32(t24, t25);
        __m256i t40 = _mm256_set1_epi32((int)(n - 1));
        __m256i t41 = _mm256_min_epi32(t26, t40);
        __m256i t42 = _mm256_set1_epi32(-4);
        __m256i t43 = _mm256_max_epi32(t41, t42);
        __m256i t44 = _mm256_set1_epi32(19);
        __m256i t45 = _mm256_min_epi32(t43, t44);
        _mm256_storeu_si256((__m256i *)t22, t45);
        long t33 = k_vec + 24L;
        __m256i t34 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
        int *t35 = &out[t33];
        __m256i is_v_3 = _mm256_loadu_si256((const __m256i *)&is[t33]);
        __m256i t36 = _mm256_mullo_epi32(is_v_3, _mm256_set1_epi32(9));
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(20));
        __m256i t38 = _mm256_and_si256(t34, _mm256_set1_epi32(15));
        __m256i t39 = _mm256_add_epi32(t37, t38);
        __m256i t46 = _mm256_set1_epi32((int)(n - 1));
        __m256i t47 = _mm256_min_epi32(t39, t46);
        __m256i t48 = _mm256_set1_epi32(-4);
        __m256i t49 = _mm256_max_epi32(t47, t48);
        __m256i t50 = _mm256_set1_epi32(19);
        __m256i t51 = _mm256_min_epi32(t49, t50);
        _mm256_storeu_si256((__m256i *)t35, t51);
        k_vec += 32L;
        k_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
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

/* vcc: function at kmask.c:93 vector variant _ZGVdN8uulv_put of `put`: VL 8, unmasked, p uniform, q uniform, k linear step 1, c vector */
__attribute__((target("avx2"))) void _ZGVdN8uulv_put(float *p, const float *q, int k, __m256i c) {
    __m256i t1 = _mm256_set1_epi32(1);
    __m256i t2 = _mm256_and_si256(c, t1);
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)t2 != (vcc_v8_int){0});
    __m256 t4 = _mm256_maskload_ps((const float *)((unsigned long)q + (unsigned long)(long)k * 4UL), t3);
    __m256 t5 = _mm256_set1_ps(0.5f);
    __m256 t6 = _mm256_mul_ps(t4, t5);
    __m256 t7 = _mm256_set1_ps(1.0f);
    __m256 t8 = _mm256_blendv_ps(t7, t6, _mm256_castsi256_ps(t3));
    __m256i t9 = _mm256_set1_epi32(2);
    __m256i t10 = _mm256_and_si256(c, t9);
    __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
    _mm256_maskstore_ps((float *)((unsigned long)p + (unsigned long)(long)k * 4UL), t11, t8);
}

__attribute__((target("avx2"))) void run_store(void) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:103 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int t1 = (int)k_vec;
        __m256i is_v = _mm256_loadu_si256((const __m256i *)&is[k_vec]);
        const float *t2 = xs;
        __m256i t6 = _mm256_set1_epi32(1);
        __m256i t7 = _mm256_and_si256(is_v, t6);
        __m256i t8 = (__m256i)(vcc_m8)((vcc_v8_int)t7 != (vcc_v8_int){0});
        __m256 t9 = _mm256_maskload_ps((const float *)((unsigned long)t2 + (unsigned long)(long)t1 * 4UL), t8);
        __m256 t10 = _mm256_set1_ps(0.5f);
        __m256 t11 = _mm256_mul_ps(t9, t10);
        __m256 t12 = _mm256_set1_ps(1.0f);
        __m256 t13 = _mm256_blendv_ps(t12, t11, _mm256_castsi256_ps(t8));
        __m256i t14 = _mm256_set1_epi32(2);
        __m256i t15 = _mm256_and_si256(is_v, t14);
        __m256i t16 = (__m256i)(vcc_m8)((vcc_v8_int)t15 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t1 * 4UL), t16, t13);
        long t3 = k_vec + 8L;
        int t4 = (int)t3;
        __m256i is_v_1 = _mm256_loadu_si256((const __m256i *)&is[t3]);
        const float *t5 = xs;
        __m256i t20 = _mm256_set1_epi32(1);
        __m256i t21 = _mm256_and_si256(is_v_1, t20);
        __m256i t22 = (__m256i)(vcc_m8)((vcc_v8_int)t21 != (vcc_v8_int){0});
        __m256 t23 = _mm256_maskload_ps((const float *)((unsigned long)t5 + (unsigned long)(long)t4 * 4UL), t22);
        __m256 t24 = _mm256_set1_ps(0.5f);
        __m256 t25 = _mm256_mul_ps(t23, t24);
        __m256 t26 = _mm256_set1_ps(1.0f);
        __m256 t27 = _mm256_blendv_ps(t26, t25, _mm256_castsi256_ps(t22));
        __m256i t28 = _mm256_set1_epi32(2);
        __m256i t29 = _mm256_and_si256(is_v_1, t28);
        __m256i t30 = (__m256i)(vcc_m8)((vcc_v8_int)t29 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t4 * 4UL), t30, t27);
        long t17 = k_vec + 16L;
        int t18 = (int)t17;
        __m256i is_v_2 = _mm256_loadu_si256((const __m256i *)&is[t17]);
        const float *t19 = xs;
        __m256i t34 = _mm256_set1_epi32(1);
        __m256i t35 = _mm256_and_si256(is_v_2, t34);
        __m256i t36 = (__m256i)(vcc_m8)((vcc_v8_int)t35 != (vcc_v8_int){0});
        __m256 t37 = _mm256_maskload_ps((const float *)((unsigned long)t19 + (unsigned long)(long)t18 * 4UL), t36);
        __m256 t38 = _mm256_set1_ps(0.5f);
        __m256 t39 = _mm256_mul_ps(t37, t38);
        __m256 t40 = _mm256_set1_ps(1.0f);
        __m256 t41 = _mm256_blendv_ps(t40, t39, _mm256_castsi256_ps(t36));
        __m256i t42 = _mm256_set1_epi32(2);
        __m256i t43 = _mm256_and_si256(is_v_2, t42);
        __m256i t44 = (__m256i)(vcc_m8)((vcc_v8_int)t43 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t18 * 4UL), t44, t41);
        long t31 = k_vec + 24L;
        int t32 = (int)t31;
        __m256i is_v_3 = _mm256_loadu_si256((const __m256i *)&is[t31]);
        const float *t33 = xs;
        __m256i t45 = _mm256_set1_epi32(1);
        __m256i t46 = _mm256_and_si256(is_v_3, t45);
        __m256i t47 = (__m256i)(vcc_m8)((vcc_v8_int)t46 != (vcc_v8_int){0});
        __m256 t48 = _mm256_maskload_ps((const float *)((unsigned long)t33 + (unsigned long)(long)t32 * 4UL), t47);
        __m256 t49 = _mm256_set1_ps(0.5f);
        __m256 t50 = _mm256_mul_ps(t48, t49);
        __m256 t51 = _mm256_set1_ps(1.0f);
        __m256 t52 = _mm256_blendv_ps(t51, t50, _mm256_castsi256_ps(t47));
        __m256i t53 = _mm256_set1_epi32(2);
        __m256i t54 = _mm256_and_si256(is_v_3, t53);
        __m256i t55 = (__m256i)(vcc_m8)((vcc_v8_int)t54 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t32 * 4UL), t55, t52);
        k_vec += 32L;
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

static __typeof__(table) table __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(13));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long k_vec = 0L;
    /* vcc: loop at kmask.c:115 vectorized: VF 8, UF 4, the remainder at 116:20 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        _mm256_storeu_si256((__m256i *)&table[k_vec], (__m256i)t1);
        __m256i t5 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(13));
        __m256i t7 = _mm256_min_epu32(t5, t6);
        _mm256_storeu_si256((__m256i *)&table[k_vec + 8L], t7);
        __m256i t8 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(13));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        _mm256_storeu_si256((__m256i *)&table[k_vec + 16L], t10);
        __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(12));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(13));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        _mm256_storeu_si256((__m256i *)&table[k_vec + 24L], t13);
        k_vec += 32L;
        __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(13));
        t1 = (vcc_v8_int)_mm256_min_epu32(t14, t15);
    } while (k_vec < 64L);
    for (int j = 0; j < 65536; j++) {
        __m256i j_v = _mm256_set1_epi32((int)j);
        __m256i t16 = _mm256_set1_epi32(0);
        vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t17 = _mm256_mullo_epi32(j_v, _mm256_set1_epi32(40503));
        __m256i t18 = (__m256i)((vcc_v8_int)j_v % (vcc_v8_int)_mm256_set1_epi32(7));
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        long k_vec_1 = 0L;
        /* vcc: loop at kmask.c:118 vectorized: VF 8, UF 2, scalar epilogue */
        for (;;) {
            __m256i t20 = _mm256_srav_epi32(j_v, (__m256i)k_v);
            __m256i bit_v = _mm256_and_si256(t20, _mm256_set1_epi32(1));
            __m256i t21 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(3));
            __m256i t22 = (__m256i)((vcc_v8_uint)t17 >> __builtin_convertvector((vcc_v8_int)t21, vcc_v8_uint));
            __m256i t23 = _mm256_and_si256(t22, _mm256_set1_epi32(1));
            long t24 = (long)(j * 16 + (int)k_vec_1);
            float *t25 = &xs[t24];
            __m256i t26 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t27 = (__m256i)~(vcc_m8)t26;
            __m256i t28 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256i t30 = _mm256_and_si256(t27, t29);
            __m256i t31 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t32 = _mm256_and_si256(t27, t31);
            __m256i t33 = _mm256_or_si256(t32, t30);
            __m256 t34 = _mm256_blendv_ps(_mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f), _mm256_castsi256_ps(t30));
            __m256 t35 = _mm256_cvtepi32_ps((__m256i)k_v);
            __m256 t36 = _mm256_add_ps(_mm256_set1_ps(5.0f), t35);
            __m256 t37 = _mm256_blendv_ps(t36, t34, _mm256_castsi256_ps(t33));
            _mm256_storeu_ps(t25, t37);
            __m256i t38 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256 xs_v = _mm256_loadu_ps(t25);
            __m256 t39 = _mm256_blendv_ps(t19, xs_v, _mm256_castsi256_ps(t38));
            _mm256_storeu_ps(&ys[t24], t39);
            __m256i t40 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t23);
            __m256i t41 = _mm256_add_epi32(bit_v, t40);
            __m256i t42 = _mm256_and_si256((__m256i)k_v, _mm256_set1_epi32(4));
            __m256i t43 = _mm256_add_epi32(t41, t42);
            _mm256_storeu_si256((__m256i *)&is[t24], t43);
            __m256i t44 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256i t46 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t47 = _mm256_and_si256(t45, t46);
            __m256i t48 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t49 = (__m256i)~(vcc_m8)t48;
            __m256i t50 = _mm256_and_si256(t45, t49);
            __m256i t51 = _mm256_or_si256(t50, t47);
            __m256i t52 = _mm256_blendv_epi8((__m256i)k_v, _mm256_set1_epi32(99), t47);
            __m256i t53 = _mm256_add_epi32(_mm256_set1_epi32(300), (__m256i)k_v);
            __m256i t54 = _mm256_blendv_epi8(t53, t52, t51);
            __m128i t55 = (__m128i)__builtin_convertvector((vcc_v8_int)t54, vcc_v8_ushort);
            _mm_storeu_si128((__m128i *)&ss[t24], t55);
            __m256i t56 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t57 = (__m256i)~(vcc_m8)t56;
            __m256i t58 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t59 = _mm256_and_si256(t57, t58);
            __m256i t60 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t61 = (__m256i)~(vcc_m8)t60;
            __m256i t62 = _mm256_and_si256(t57, t61);
            __m256i t63 = _mm256_or_si256(t62, t59);
            __m256i t64 = _mm256_blendv_epi8((__m256i)k_v, _mm256_set1_epi32(200), t59);
            __m256i t65 = _mm256_add_epi32(_mm256_set1_epi32(150), (__m256i)k_v);
            __m256i t66 = _mm256_blendv_epi8(t65, t64, t63);
            vcc_v8_uchar t67 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t66, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t24], t67);
            __m256i t68 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
            __m256i t69 = _mm256_srav_epi32(j_v, t68);
            __m256i bit_v_1 = _mm256_and_si256(t69, _mm256_set1_epi32(1));
            __m256i t70 = _mm256_add_epi32(t68, _mm256_set1_epi32(3));
            __m256i t71 = (__m256i)((vcc_v8_uint)t17 >> __builtin_convertvector((vcc_v8_int)t70, vcc_v8_uint));
            __m256i t72 = _mm256_and_si256(t71, _mm256_set1_epi32(1));
            long t73 = (long)(j * 16 + (int)(k_vec_1 + 8L));
            float *t74 = &xs[t73];
            __m256i t75 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t76 = (__m256i)~(vcc_m8)t75;
            __m256i t77 = _mm256_xor_si256(_mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t78 = (__m256i)~(vcc_m8)t77;
            __m256i t79 = _mm256_and_si256(t76, t78);
            __m256i t80 = _mm256_xor_si256(_mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t81 = _mm256_and_si256(t76, t80);
            __m256i t82 = _mm256_or_si256(t81, t79);
            __m256 t83 = _mm256_blendv_ps(_mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f), _mm256_castsi256_ps(t79));
            __m256 t84 = _mm256_cvtepi32_ps(t68);
            __m256 t85 = _mm256_add_ps(_mm256_set1_ps(5.0f), t84);
            __m256 t86 = _mm256_blendv_ps(t85, t83, _mm256_castsi256_ps(t82));
            _mm256_storeu_ps(t74, t86);
            __m256i t87 = _mm256_xor_si256(_mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256 xs_v_1 = _mm256_loadu_ps(t74);
            __m256 t88 = _mm256_blendv_ps(t19, xs_v_1, _mm256_castsi256_ps(t87));
            _mm256_storeu_ps(&ys[t73], t88);
            __m256i t89 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t72);
            __m256i t90 = _mm256_add_epi32(bit_v_1, t89);
            __m256i t91 = _mm256_and_si256(t68, _mm256_set1_epi32(4));
            __m256i t92 = _mm256_add_epi32(t90, t91);
            _mm256_storeu_si256((__m256i *)&is[t73], t92);
            __m256i t93 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t94 = (__m256i)~(vcc_m8)t93;
            __m256i t95 = _mm256_xor_si256(_mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t96 = _mm256_and_si256(t94, t95);
            __m256i t97 = _mm256_xor_si256(_mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t98 = (__m256i)~(vcc_m8)t97;
            __m256i t99 = _mm256_and_si256(t94, t98);
            __m256i t100 = _mm256_or_si256(t99, t96);
            __m256i t101 = _mm256_blendv_epi8(t68, _mm256_set1_epi32(99), t96);
            __m256i t102 = _mm256_add_epi32(_mm256_set1_epi32(300), t68);
            __m256i t103 = _mm256_blendv_epi8(t102, t101, t100);
            __m128i t104 = (__m128i)__builtin_convertvector((vcc_v8_int)t103, vcc_v8_ushort);
            _mm_storeu_si128((__m128i *)&ss[t73], t104);
            __m256i t105 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t106 = (__m256i)~(vcc_m8)t105;
            __m256i t107 = _mm256_xor_si256(_mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t108 = _mm256_and_si256(t106, t107);
            __m256i t109 = _mm256_xor_si256(_mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t110 = (__m256i)~(vcc_m8)t109;
            __m256i t111 = _mm256_and_si256(t106, t110);
            __m256i t112 = _mm256_or_si256(t111, t108);
            __m256i t113 = _mm256_blendv_epi8(t68, _mm256_set1_epi32(200), t108);
            __m256i t114 = _mm256_add_epi32(_mm256_set1_epi32(150), t68);
            __m256i t115 = _mm256_blendv_epi8(t114, t113, t112);
            vcc_v8_uchar t116 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t115, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t73], t116);
            k_vec_1 += 16L;
            __m256i t117 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
            if (k_vec_1 >= 16L) {
                break;
            }
            k_v = (vcc_v8_uint)t117;
        }
    }
    run_classify(1.0f, 12.0f);
    printf("classify %016llx\n", (_mm256_zeroupper(), sum()));
    run_shorts((unsigned short)100);
    printf("shorts %016llx\n", (_mm256_zeroupper(), sum()));
    run_bytes((unsigned char)150);
    printf("bytes %016llx\n", (_mm256_zeroupper(), sum()));
    run_clamp(30);
    printf("clamp %016llx\n", (_mm256_zeroupper(), sum()));
    run_clamp(12);
    printf("clamp %016llx\n", (_mm256_zeroupper(), sum()));
    run_store();
    double t = 0.0;
    for (int k = 0; k < 1048576; k++) {
        t += (double)ys[k] * (double)(k % 13 + 1);
    }
    printf("store %.3f\n", t);
    return 0;
}
