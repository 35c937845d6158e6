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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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

__attribute__((target("avx2"))) __m256i _ZGVdN8vvvuu_classify(__m256 x, __m256 y, __m256i i, float lo, float hi) {
    __m256i t1;
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
        __m256i t27 = t19;
        __m256i t28 = t26;
        __m256i t29 = _mm256_add_epi32(t27, t28);
        t1 = t29;
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t30 = _mm256_set1_epi32(1);
    __m256i t31 = _mm256_blendv_epi8(t30, t1, t2);
    __m256i t32 = _mm256_set1_epi32(0);
    __m256i t33 = _mm256_blendv_epi8(t31, t32, t4);
    __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t35 = _mm256_set1_epi32(2);
    __m256i t36 = _mm256_xor_si256(_mm256_cmpgt_epi32(t35, i), _mm256_set1_epi32(-1));
    __m256i t37 = (__m256i)__builtin_convertvector((vcc_m8)t34 & 1, vcc_v8_int);
    __m256i t38 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
    __m256i t39 = _mm256_xor_si256(_mm256_cmpeq_epi32(t37, t38), _mm256_set1_epi32(-1));
    __m256i t40 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_EQ_OQ));
    __m256i t41 = (__m256i)~(vcc_m8)t40;
    __m256 t42 = _mm256_set1_ps(lo);
    __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(y, t42, _CMP_GT_OQ));
    __m256i t44 = (__m256i)__builtin_convertvector((vcc_m8)t43 & 1, vcc_v8_int);
    __m256i t45 = (__m256i)(vcc_m8)((vcc_v8_int)t44 != (vcc_v8_int){0});
    __m256i t46 = (__m256i)~(vcc_m8)t45;
    __m256i t47 = _mm256_set1_epi32(1);
    __m256i t48 = _mm256_cmpgt_epi32(t47, i);
    __m256i t49 = (__m256i)__builtin_convertvector((vcc_m8)t48 & 1, vcc_v8_int);
    __m256i t50 = (__m256i)__builtin_convertvector((vcc_m8)t46 & 1, vcc_v8_int);
    __m256i t51 = _mm256_blendv_epi8(t50, t49, t40);
    __m256i t52 = i;
    __m256i t53 = _mm256_set1_epi32((int)2654435761U);
    __m256i t54 = _mm256_mullo_epi32(t52, t53);
    __m256i t55 = _mm256_set1_epi32((int)2147483648U);
    __m256i t56 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t55), vcc_avx2_flip_epi32(t54));
    __m256i t57 = (__m256i)__builtin_convertvector((vcc_m8)t56 & 1, vcc_v8_int);
    __m256i t58 = (__m256i)(vcc_m8)((vcc_v8_int)t57 != (vcc_v8_int){0});
    __m256i t59 = (__m256i)~(vcc_m8)t58;
    __m256i t60 = _mm256_and_si256(t41, t46);
    __m256i t61 = _mm256_and_si256(t40, t48);
    __m256i t62 = _mm256_or_si256(t60, t61);
    __m256i t63 = _mm256_and_si256(t59, t62);
    __m256i t64 = _mm256_set1_epi32(100);
    __m256i t65 = t33;
    __m256i t66 = t64;
    __m256i t67 = _mm256_add_epi32(t65, t66);
    __m256i t68 = t67;
    __m256i t69 = _mm256_blendv_epi8(t33, t68, t63);
    __m256i t70 = _mm256_set1_epi32(8);
    __m256i t71 = _mm256_mullo_epi32(t69, t70);
    __m256i t72 = (__m256i)__builtin_convertvector((vcc_m8)t39 & 1, vcc_v8_int);
    __m256i t73 = _mm256_set1_epi32(2);
    __m256i t74 = _mm256_mullo_epi32(t72, t73);
    __m256i t75 = _mm256_add_epi32(t71, t74);
    __m256i t76 = _mm256_add_epi32(t75, t51);
    return t76;
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
    __m256i t10 = t1;
    __m256i t11 = t9;
    __m256i t12 = _mm256_sub_epi32(t10, t11);
    __m256i t13 = t12;
    __m256i t14 = _mm256_blendv_epi8(t8, t13, t4);
    return t14;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_bytes(vcc_v8_uchar b, unsigned char lim) {
    __m256i t1 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b));
    __m256i t2 = _mm256_set1_epi32((int)(int)lim);
    __m256i t3 = _mm256_cmpgt_epi32(t2, t1);
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    __m256i t5 = _mm256_set1_epi32(200);
    __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t1, t5), _mm256_set1_epi32(-1));
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    __m256i t8 = _mm256_and_si256(t4, t7);
    __m256i t9 = t1;
    __m256i t10 = _mm256_sub_epi32(_mm256_setzero_si256(), t9);
    __m256i t11 = t10;
    __m256i t12 = _mm256_set1_epi32(7);
    __m256i t13 = _mm256_blendv_epi8(t11, t12, t8);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = t1;
    __m256i t16 = t14;
    __m256i t17 = _mm256_mullo_epi32(t15, t16);
    __m256i t18 = t17;
    __m256i t19 = _mm256_blendv_epi8(t13, t18, t3);
    return t19;
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
    __m256i t1;
    __m256i t3;
    __m256i t5;
    __m256i t8;
    long t7 = 0L;
    for (;;) {
        long t10 = t7 + 8L;
        long t11 = t7 + 16L;
        long t12 = t7 + 24L;
        long t13 = (long)(int)t7;
        int *t14 = &out[t13];
        __m256i t15 = _mm256_loadu_si256((const __m256i *)&is[t13]);
        __m256 t16 = _mm256_loadu_ps(&ys[t13]);
        __m256 t17 = _mm256_loadu_ps(&xs[t13]);
        __m256 t27 = _mm256_set1_ps(lo);
        __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(t17, t27, _CMP_LE_OQ));
        __m256i t29 = (__m256i)~(vcc_m8)t28;
        __m256 t30 = _mm256_set1_ps(hi);
        __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(t17, t30, _CMP_GE_OQ));
        __m256i t32 = (__m256i)~(vcc_m8)t31;
        __m256i t33 = _mm256_and_si256(t29, t32);
        __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(t16, t17, _CMP_LT_OQ));
        __m256i t35 = _mm256_set1_epi32(3);
        __m256i t36 = _mm256_xor_si256(_mm256_cmpeq_epi32(t15, t35), _mm256_set1_epi32(-1));
        __m256i t37 = _mm256_and_si256(t34, t36);
        __m256i t38 = (__m256i)~(vcc_m8)t33;
        __m256i t39 = _mm256_or_si256(t37, t38);
        __m256i t40 = (__m256i)~(vcc_m8)t39;
        __m256i t2 = _mm256_and_si256(t29, t40);
        if ((_mm256_movemask_epi8(t2) != 0)) {
            __m256 t41 = _mm256_set1_ps(4.0f);
            __m256 t42 = _mm256_mul_ps(t17, t41);
            __m256i t43 = _mm256_cvttps_epi32(t42);
            __m256i t44 = _mm256_set1_epi32(63);
            __m256i t45 = _mm256_and_si256(t15, t44);
            vcc_v8_long t46 = __builtin_convertvector((vcc_v8_int)t45, vcc_v8_long);
            vcc_v8_long t47 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t48 = (vcc_v8_long){0} * t47;
            vcc_v8_long t49 = t48 + t46;
            __m256i t50 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t49, (vcc_m8)t2);
            __m256i t51 = t43;
            __m256i t52 = t50;
            __m256i t53 = _mm256_add_epi32(t51, t52);
            t1 = t53;
        } else {
            t1 = (__m256i)(vcc_v8_int){0};
            t2 = (__m256i)(vcc_m8){0};
        }
        __m256i t54 = _mm256_set1_epi32(1);
        __m256i t55 = _mm256_blendv_epi8(t54, t1, t2);
        __m256i t56 = _mm256_set1_epi32(0);
        __m256i t57 = _mm256_blendv_epi8(t55, t56, t28);
        __m256i t58 = _mm256_castps_si256(_mm256_cmp_ps(t17, t16, _CMP_GT_OQ));
        __m256i t59 = _mm256_set1_epi32(2);
        __m256i t60 = _mm256_xor_si256(_mm256_cmpgt_epi32(t59, t15), _mm256_set1_epi32(-1));
        __m256i t61 = (__m256i)__builtin_convertvector((vcc_m8)t58 & 1, vcc_v8_int);
        __m256i t62 = (__m256i)__builtin_convertvector((vcc_m8)t60 & 1, vcc_v8_int);
        __m256i t63 = _mm256_xor_si256(_mm256_cmpeq_epi32(t61, t62), _mm256_set1_epi32(-1));
        __m256i t64 = _mm256_castps_si256(_mm256_cmp_ps(t17, t16, _CMP_EQ_OQ));
        __m256i t65 = (__m256i)~(vcc_m8)t64;
        __m256 t66 = _mm256_set1_ps(lo);
        __m256i t67 = _mm256_castps_si256(_mm256_cmp_ps(t16, t66, _CMP_GT_OQ));
        __m256i t68 = (__m256i)__builtin_convertvector((vcc_m8)t67 & 1, vcc_v8_int);
        __m256i t69 = (__m256i)(vcc_m8)((vcc_v8_int)t68 != (vcc_v8_int){0});
        __m256i t70 = (__m256i)~(vcc_m8)t69;
        __m256i t71 = _mm256_set1_epi32(1);
        __m256i t72 = _mm256_cmpgt_epi32(t71, t15);
        __m256i t73 = (__m256i)__builtin_convertvector((vcc_m8)t72 & 1, vcc_v8_int);
        __m256i t74 = (__m256i)__builtin_convertvector((vcc_m8)t70 & 1, vcc_v8_int);
        __m256i t75 = _mm256_blendv_epi8(t74, t73, t64);
        __m256i t76 = t15;
        __m256i t77 = _mm256_set1_epi32((int)2654435761U);
        __m256i t78 = _mm256_mullo_epi32(t76, t77);
        __m256i t79 = _mm256_set1_epi32((int)2147483648U);
        __m256i t80 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t79), vcc_avx2_flip_epi32(t78));
        __m256i t81 = (__m256i)__builtin_convertvector((vcc_m8)t80 & 1, vcc_v8_int);
        __m256i t82 = (__m256i)(vcc_m8)((vcc_v8_int)t81 != (vcc_v8_int){0});
        __m256i t83 = (__m256i)~(vcc_m8)t82;
        __m256i t84 = _mm256_and_si256(t65, t70);
        __m256i t85 = _mm256_and_si256(t64, t72);
        __m256i t86 = _mm256_or_si256(t84, t85);
        __m256i t87 = _mm256_and_si256(t83, t86);
        __m256i t88 = _mm256_set1_epi32(100);
        __m256i t89 = t57;
        __m256i t90 = t88;
        __m256i t91 = _mm256_add_epi32(t89, t90);
        __m256i t92 = t91;
        __m256i t93 = _mm256_blendv_epi8(t57, t92, t87);
        __m256i t94 = _mm256_set1_epi32(8);
        __m256i t95 = _mm256_mullo_epi32(t93, t94);
        __m256i t96 = (__m256i)__builtin_convertvector((vcc_m8)t63 & 1, vcc_v8_int);
        __m256i t97 = _mm256_set1_epi32(2);
        __m256i t98 = _mm256_mullo_epi32(t96, t97);
        __m256i t99 = _mm256_add_epi32(t95, t98);
        __m256i t100 = _mm256_add_epi32(t99, t75);
        _mm256_storeu_si256((__m256i *)t14, t100);
        long t22 = (long)(int)t10;
        int *t23 = &out[t22];
        __m256i t24 = _mm256_loadu_si256((const __m256i *)&is[t22]);
        __m256 t25 = _mm256_loadu_ps(&ys[t22]);
        __m256 t26 = _mm256_loadu_ps(&xs[t22]);
        __m256 t106 = _mm256_set1_ps(lo);
        __m256i t107 = _mm256_castps_si256(_mm256_cmp_ps(t26, t106, _CMP_LE_OQ));
        __m256i t108 = (__m256i)~(vcc_m8)t107;
        __m256 t109 = _mm256_set1_ps(hi);
        __m256i t110 = _mm256_castps_si256(_mm256_cmp_ps(t26, t109, _CMP_GE_OQ));
        __m256i t111 = (__m256i)~(vcc_m8)t110;
        __m256i t112 = _mm256_and_si256(t108, t111);
        __m256i t113 = _mm256_castps_si256(_mm256_cmp_ps(t25, t26, _CMP_LT_OQ));
        __m256i t114 = _mm256_set1_epi32(3);
        __m256i t115 = _mm256_xor_si256(_mm256_cmpeq_epi32(t24, t114), _mm256_set1_epi32(-1));
        __m256i t116 = _mm256_and_si256(t113, t115);
        __m256i t117 = (__m256i)~(vcc_m8)t112;
        __m256i t118 = _mm256_or_si256(t116, t117);
        __m256i t119 = (__m256i)~(vcc_m8)t118;
        __m256i t4 = _mm256_and_si256(t108, t119);
        if ((_mm256_movemask_epi8(t4) != 0)) {
            __m256 t120 = _mm256_set1_ps(4.0f);
            __m256 t121 = _mm256_mul_ps(t26, t120);
            __m256i t122 = _mm256_cvttps_epi32(t121);
            __m256i t123 = _mm256_set1_epi32(63);
            __m256i t124 = _mm256_and_si256(t24, t123);
            vcc_v8_long t125 = __builtin_convertvector((vcc_v8_int)t124, vcc_v8_long);
            vcc_v8_long t126 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t127 = (vcc_v8_long){0} * t126;
            vcc_v8_long t128 = t127 + t125;
            __m256i t129 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t128, (vcc_m8)t4);
            __m256i t130 = t122;
            __m256i t131 = t129;
            __m256i t132 = _mm256_add_epi32(t130, t131);
            t3 = t132;
        } else {
            t3 = (__m256i)(vcc_v8_int){0};
            t4 = (__m256i)(vcc_m8){0};
        }
        __m256i t133 = _mm256_set1_epi32(1);
        __m256i t134 = _mm256_blendv_epi8(t133, t3, t4);
        __m256i t135 = _mm256_set1_epi32(0);
        __m256i t136 = _mm256_blendv_epi8(t134, t135, t107);
        __m256i t137 = _mm256_castps_si256(_mm256_cmp_ps(t26, t25, _CMP_GT_OQ));
        __m256i t138 = _mm256_set1_epi32(2);
        __m256i t139 = _mm256_xor_si256(_mm256_cmpgt_epi32(t138, t24), _mm256_set1_epi32(-1));
        __m256i t140 = (__m256i)__builtin_convertvector((vcc_m8)t137 & 1, vcc_v8_int);
        __m256i t141 = (__m256i)__builtin_convertvector((vcc_m8)t139 & 1, vcc_v8_int);
        __m256i t142 = _mm256_xor_si256(_mm256_cmpeq_epi32(t140, t141), _mm256_set1_epi32(-1));
        __m256i t143 = _mm256_castps_si256(_mm256_cmp_ps(t26, t25, _CMP_EQ_OQ));
        __m256i t144 = (__m256i)~(vcc_m8)t143;
        __m256 t145 = _mm256_set1_ps(lo);
        __m256i t146 = _mm256_castps_si256(_mm256_cmp_ps(t25, t145, _CMP_GT_OQ));
        __m256i t147 = (__m256i)__builtin_convertvector((vcc_m8)t146 & 1, vcc_v8_int);
        __m256i t148 = (__m256i)(vcc_m8)((vcc_v8_int)t147 != (vcc_v8_int){0});
        __m256i t149 = (__m256i)~(vcc_m8)t148;
        __m256i t150 = _mm256_set1_epi32(1);
        __m256i t151 = _mm256_cmpgt_epi32(t150, t24);
        __m256i t152 = (__m256i)__builtin_convertvector((vcc_m8)t151 & 1, vcc_v8_int);
        __m256i t153 = (__m256i)__builtin_convertvector((vcc_m8)t149 & 1, vcc_v8_int);
        __m256i t154 = _mm256_blendv_epi8(t153, t152, t143);
        __m256i t155 = t24;
        __m256i t156 = _mm256_set1_epi32((int)2654435761U);
        __m256i t157 = _mm256_mullo_epi32(t155, t156);
        __m256i t158 = _mm256_set1_epi32((int)2147483648U);
        __m256i t159 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t158), vcc_avx2_flip_epi32(t157));
        __m256i t160 = (__m256i)__builtin_convertvector((vcc_m8)t159 & 1, vcc_v8_int);
        __m256i t161 = (__m256i)(vcc_m8)((vcc_v8_int)t160 != (vcc_v8_int){0});
        __m256i t162 = (__m256i)~(vcc_m8)t161;
        __m256i t163 = _mm256_and_si256(t144, t149);
        __m256i t164 = _mm256_and_si256(t143, t151);
        __m256i t165 = _mm256_or_si256(t163, t164);
        __m256i t166 = _mm256_and_si256(t162, t165);
        __m256i t167 = _mm256_set1_epi32(100);
        __m256i t168 = t136;
        __m256i t169 = t167;
        __m256i t170 = _mm256_add_epi32(t168, t169);
        __m256i t171 = t170;
        __m256i t172 = _mm256_blendv_epi8(t136, t171, t166);
        __m256i t173 = _mm256_set1_epi32(8);
        __m256i t174 = _mm256_mullo_epi32(t172, t173);
        __m256i t175 = (__m256i)__builtin_convertvector((vcc_m8)t142 & 1, vcc_v8_int);
        __m256i t176 = _mm256_set1_epi32(2);
        __m256i t177 = _mm256_mullo_epi32(t175, t176);
        __m256i t178 = _mm256_add_epi32(t174, t177);
        __m256i t179 = _mm256_add_epi32(t178, t154);
        _mm256_storeu_si256((__m256i *)t23, t179);
        long t101 = (long)(int)t11;
        int *t102 = &out[t101];
        __m256i t103 = _mm256_loadu_si256((const __m256i *)&is[t101]);
        __m256 t104 = _mm256_loadu_ps(&ys[t101]);
        __m256 t105 = _mm256_loadu_ps(&xs[t101]);
        __m256 t185 = _mm256_set1_ps(lo);
        __m256i t186 = _mm256_castps_si256(_mm256_cmp_ps(t105, t185, _CMP_LE_OQ));
        __m256i t187 = (__m256i)~(vcc_m8)t186;
        __m256 t188 = _mm256_set1_ps(hi);
        __m256i t189 = _mm256_castps_si256(_mm256_cmp_ps(t105, t188, _CMP_GE_OQ));
        __m256i t190 = (__m256i)~(vcc_m8)t189;
        __m256i t191 = _mm256_and_si256(t187, t190);
        __m256i t192 = _mm256_castps_si256(_mm256_cmp_ps(t104, t105, _CMP_LT_OQ));
        __m256i t193 = _mm256_set1_epi32(3);
        __m256i t194 = _mm256_xor_si256(_mm256_cmpeq_epi32(t103, t193), _mm256_set1_epi32(-1));
        __m256i t195 = _mm256_and_si256(t192, t194);
        __m256i t196 = (__m256i)~(vcc_m8)t191;
        __m256i t197 = _mm256_or_si256(t195, t196);
        __m256i t198 = (__m256i)~(vcc_m8)t197;
        __m256i t6 = _mm256_and_si256(t187, t198);
        if ((_mm256_movemask_epi8(t6) != 0)) {
            __m256 t199 = _mm256_set1_ps(4.0f);
            __m256 t200 = _mm256_mul_ps(t105, t199);
            __m256i t201 = _mm256_cvttps_epi32(t200);
            __m256i t202 = _mm256_set1_epi32(63);
            __m256i t203 = _mm256_and_si256(t103, t202);
            vcc_v8_long t204 = __builtin_convertvector((vcc_v8_int)t203, vcc_v8_long);
            vcc_v8_long t205 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t206 = (vcc_v8_long){0} * t205;
            vcc_v8_long t207 = t206 + t204;
            __m256i t208 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t207, (vcc_m8)t6);
            __m256i t209 = t201;
            __m256i t210 = t208;
            __m256i t211 = _mm256_add_epi32(t209, t210);
            t5 = t211;
        } else {
            t5 = (__m256i)(vcc_v8_int){0};
            t6 = (__m256i)(vcc_m8){0};
        }
        __m256i t212 = _mm256_set1_epi32(1);
        __m256i t213 = _mm256_blendv_epi8(t212, t5, t6);
        __m256i t214 = _mm256_set1_epi32(0);
        __m256i t215 = _mm256_blendv_epi8(t213, t214, t186);
        __m256i t216 = _mm256_castps_si256(_mm256_cmp_ps(t105, t104, _CMP_GT_OQ));
        __m256i t217 = _mm256_set1_epi32(2);
        __m256i t218 = _mm256_xor_si256(_mm256_cmpgt_epi32(t217, t103), _mm256_set1_epi32(-1));
        __m256i t219 = (__m256i)__builtin_convertvector((vcc_m8)t216 & 1, vcc_v8_int);
        __m256i t220 = (__m256i)__builtin_convertvector((vcc_m8)t218 & 1, vcc_v8_int);
        __m256i t221 = _mm256_xor_si256(_mm256_cmpeq_epi32(t219, t220), _mm256_set1_epi32(-1));
        __m256i t222 = _mm256_castps_si256(_mm256_cmp_ps(t105, t104, _CMP_EQ_OQ));
        __m256i t223 = (__m256i)~(vcc_m8)t222;
        __m256 t224 = _mm256_set1_ps(lo);
        __m256i t225 = _mm256_castps_si256(_mm256_cmp_ps(t104, t224, _CMP_GT_OQ));
        __m256i t226 = (__m256i)__builtin_convertvector((vcc_m8)t225 & 1, vcc_v8_int);
        __m256i t227 = (__m256i)(vcc_m8)((vcc_v8_int)t226 != (vcc_v8_int){0});
        __m256i t228 = (__m256i)~(vcc_m8)t227;
        __m256i t229 = _mm256_set1_epi32(1);
        __m256i t230 = _mm256_cmpgt_epi32(t229, t103);
        __m256i t231 = (__m256i)__builtin_convertvector((vcc_m8)t230 & 1, vcc_v8_int);
        __m256i t232 = (__m256i)__builtin_convertvector((vcc_m8)t228 & 1, vcc_v8_int);
        __m256i t233 = _mm256_blendv_epi8(t232, t231, t222);
        __m256i t234 = t103;
        __m256i t235 = _mm256_set1_epi32((int)2654435761U);
        __m256i t236 = _mm256_mullo_epi32(t234, t235);
        __m256i t237 = _mm256_set1_epi32((int)2147483648U);
        __m256i t238 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t237), vcc_avx2_flip_epi32(t236));
        __m256i t239 = (__m256i)__builtin_convertvector((vcc_m8)t238 & 1, vcc_v8_int);
        __m256i t240 = (__m256i)(vcc_m8)((vcc_v8_int)t239 != (vcc_v8_int){0});
        __m256i t241 = (__m256i)~(vcc_m8)t240;
        __m256i t242 = _mm256_and_si256(t223, t228);
        __m256i t243 = _mm256_and_si256(t222, t230);
        __m256i t244 = _mm256_or_si256(t242, t243);
        __m256i t245 = _mm256_and_si256(t241, t244);
        __m256i t246 = _mm256_set1_epi32(100);
        __m256i t247 = t215;
        __m256i t248 = t246;
        __m256i t249 = _mm256_add_epi32(t247, t248);
        __m256i t250 = t249;
        __m256i t251 = _mm256_blendv_epi8(t215, t250, t245);
        __m256i t252 = _mm256_set1_epi32(8);
        __m256i t253 = _mm256_mullo_epi32(t251, t252);
        __m256i t254 = (__m256i)__builtin_convertvector((vcc_m8)t221 & 1, vcc_v8_int);
        __m256i t255 = _mm256_set1_epi32(2);
        __m256i t256 = _mm256_mullo_epi32(t254, t255);
        __m256i t257 = _mm256_add_epi32(t253, t256);
        __m256i t258 = _mm256_add_epi32(t257, t233);
        _mm256_storeu_si256((__m256i *)t102, t258);
        long t180 = (long)(int)t12;
        int *t181 = &out[t180];
        __m256i t182 = _mm256_loadu_si256((const __m256i *)&is[t180]);
        __m256 t183 = _mm256_loadu_ps(&ys[t180]);
        __m256 t184 = _mm256_loadu_ps(&xs[t180]);
        __m256 t259 = _mm256_set1_ps(lo);
        __m256i t260 = _mm256_castps_si256(_mm256_cmp_ps(t184, t259, _CMP_LE_OQ));
        __m256i t261 = (__m256i)~(vcc_m8)t260;
        __m256 t262 = _mm256_set1_ps(hi);
        __m256i t263 = _mm256_castps_si256(_mm256_cmp_ps(t184, t262, _CMP_GE_OQ));
        __m256i t264 = (__m256i)~(vcc_m8)t263;
        __m256i t265 = _mm256_and_si256(t261, t264);
        __m256i t266 = _mm256_castps_si256(_mm256_cmp_ps(t183, t184, _CMP_LT_OQ));
        __m256i t267 = _mm256_set1_epi32(3);
        __m256i t268 = _mm256_xor_si256(_mm256_cmpeq_epi32(t182, t267), _mm256_set1_epi32(-1));
        __m256i t269 = _mm256_and_si256(t266, t268);
        __m256i t270 = (__m256i)~(vcc_m8)t265;
        __m256i t271 = _mm256_or_si256(t269, t270);
        __m256i t272 = (__m256i)~(vcc_m8)t271;
        __m256i t9 = _mm256_and_si256(t261, t272);
        if ((_mm256_movemask_epi8(t9) != 0)) {
            __m256 t273 = _mm256_set1_ps(4.0f);
            __m256 t274 = _mm256_mul_ps(t184, t273);
            __m256i t275 = _mm256_cvttps_epi32(t274);
            __m256i t276 = _mm256_set1_epi32(63);
            __m256i t277 = _mm256_and_si256(t182, t276);
            vcc_v8_long t278 = __builtin_convertvector((vcc_v8_int)t277, vcc_v8_long);
            vcc_v8_long t279 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t280 = (vcc_v8_long){0} * t279;
            vcc_v8_long t281 = t280 + t278;
            __m256i t282 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t281, (vcc_m8)t9);
            __m256i t283 = t275;
            __m256i t284 = t282;
            __m256i t285 = _mm256_add_epi32(t283, t284);
            t8 = t285;
        } else {
            t8 = (__m256i)(vcc_v8_int){0};
            t9 = (__m256i)(vcc_m8){0};
        }
        __m256i t286 = _mm256_set1_epi32(1);
        __m256i t287 = _mm256_blendv_epi8(t286, t8, t9);
        __m256i t288 = _mm256_set1_epi32(0);
        __m256i t289 = _mm256_blendv_epi8(t287, t288, t260);
        __m256i t290 = _mm256_castps_si256(_mm256_cmp_ps(t184, t183, _CMP_GT_OQ));
        __m256i t291 = _mm256_set1_epi32(2);
        __m256i t292 = _mm256_xor_si256(_mm256_cmpgt_epi32(t291, t182), _mm256_set1_epi32(-1));
        __m256i t293 = (__m256i)__builtin_convertvector((vcc_m8)t290 & 1, vcc_v8_int);
        __m256i t294 = (__m256i)__builtin_convertvector((vcc_m8)t292 & 1, vcc_v8_int);
        __m256i t295 = _mm256_xor_si256(_mm256_cmpeq_epi32(t293, t294), _mm256_set1_epi32(-1));
        __m256i t296 = _mm256_castps_si256(_mm256_cmp_ps(t184, t183, _CMP_EQ_OQ));
        __m256i t297 = (__m256i)~(vcc_m8)t296;
        __m256 t298 = _mm256_set1_ps(lo);
        __m256i t299 = _mm256_castps_si256(_mm256_cmp_ps(t183, t298, _CMP_GT_OQ));
        __m256i t300 = (__m256i)__builtin_convertvector((vcc_m8)t299 & 1, vcc_v8_int);
        __m256i t301 = (__m256i)(vcc_m8)((vcc_v8_int)t300 != (vcc_v8_int){0});
        __m256i t302 = (__m256i)~(vcc_m8)t301;
        __m256i t303 = _mm256_set1_epi32(1);
        __m256i t304 = _mm256_cmpgt_epi32(t303, t182);
        __m256i t305 = (__m256i)__builtin_convertvector((vcc_m8)t304 & 1, vcc_v8_int);
        __m256i t306 = (__m256i)__builtin_convertvector((vcc_m8)t302 & 1, vcc_v8_int);
        __m256i t307 = _mm256_blendv_epi8(t306, t305, t296);
        __m256i t308 = t182;
        __m256i t309 = _mm256_set1_epi32((int)2654435761U);
        __m256i t310 = _mm256_mullo_epi32(t308, t309);
        __m256i t311 = _mm256_set1_epi32((int)2147483648U);
        __m256i t312 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t311), vcc_avx2_flip_epi32(t310));
        __m256i t313 = (__m256i)__builtin_convertvector((vcc_m8)t312 & 1, vcc_v8_int);
        __m256i t314 = (__m256i)(vcc_m8)((vcc_v8_int)t313 != (vcc_v8_int){0});
        __m256i t315 = (__m256i)~(vcc_m8)t314;
        __m256i t316 = _mm256_and_si256(t297, t302);
        __m256i t317 = _mm256_and_si256(t296, t304);
        __m256i t318 = _mm256_or_si256(t316, t317);
        __m256i t319 = _mm256_and_si256(t315, t318);
        __m256i t320 = _mm256_set1_epi32(100);
        __m256i t321 = t289;
        __m256i t322 = t320;
        __m256i t323 = _mm256_add_epi32(t321, t322);
        __m256i t324 = t323;
        __m256i t325 = _mm256_blendv_epi8(t289, t324, t319);
        __m256i t326 = _mm256_set1_epi32(8);
        __m256i t327 = _mm256_mullo_epi32(t325, t326);
        __m256i t328 = (__m256i)__builtin_convertvector((vcc_m8)t295 & 1, vcc_v8_int);
        __m256i t329 = _mm256_set1_epi32(2);
        __m256i t330 = _mm256_mullo_epi32(t328, t329);
        __m256i t331 = _mm256_add_epi32(t327, t330);
        __m256i t332 = _mm256_add_epi32(t331, t307);
        _mm256_storeu_si256((__m256i *)t181, t332);
        t7 += 32L;
        if (t7 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t18 = (long)k;
                int t19 = is[t18];
                float t20 = ys[t18];
                float t21 = xs[t18];
                out[t18] = (_mm256_zeroupper(), classify(t21, t20, t19, lo, hi));
            }
            return;
        }
    }
}

__attribute__((target("avx2"))) void run_shorts(unsigned short lim) {
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 8L;
        long t3 = t1 + 16L;
        long t4 = t1 + 24L;
        long t5 = (long)(int)t1;
        int *t6 = &out[t5];
        __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
        __m128i t8 = _mm_loadu_si128((const __m128i *)&ss[t5]);
        __m256i t18 = _mm256_cvtepu16_epi32(t8);
        int t19 = (int)lim;
        __m256i t20 = _mm256_set1_epi32((int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t18, t20);
        __m256i t22 = _mm256_set1_epi32((int)(t19 - 1));
        __m256i t23 = _mm256_cmpeq_epi32(t18, t22);
        __m256i t24 = _mm256_set1_epi32(-1);
        __m256i t25 = _mm256_blendv_epi8(t18, t24, t23);
        __m256i t26 = _mm256_set1_epi32((int)t19);
        __m256i t27 = t18;
        __m256i t28 = t26;
        __m256i t29 = _mm256_sub_epi32(t27, t28);
        __m256i t30 = t29;
        __m256i t31 = _mm256_blendv_epi8(t25, t30, t21);
        __m256i t13 = _mm256_add_epi32(t7, t31);
        _mm256_storeu_si256((__m256i *)t6, t13);
        long t14 = (long)(int)t2;
        int *t15 = &out[t14];
        __m256i t16 = _mm256_loadu_si256((const __m256i *)t15);
        __m128i t17 = _mm_loadu_si128((const __m128i *)&ss[t14]);
        __m256i t37 = _mm256_cvtepu16_epi32(t17);
        int t38 = (int)lim;
        __m256i t39 = _mm256_set1_epi32((int)t38);
        __m256i t40 = _mm256_cmpgt_epi32(t37, t39);
        __m256i t41 = _mm256_set1_epi32((int)(t38 - 1));
        __m256i t42 = _mm256_cmpeq_epi32(t37, t41);
        __m256i t43 = _mm256_set1_epi32(-1);
        __m256i t44 = _mm256_blendv_epi8(t37, t43, t42);
        __m256i t45 = _mm256_set1_epi32((int)t38);
        __m256i t46 = t37;
        __m256i t47 = t45;
        __m256i t48 = _mm256_sub_epi32(t46, t47);
        __m256i t49 = t48;
        __m256i t50 = _mm256_blendv_epi8(t44, t49, t40);
        __m256i t32 = _mm256_add_epi32(t16, t50);
        _mm256_storeu_si256((__m256i *)t15, t32);
        long t33 = (long)(int)t3;
        int *t34 = &out[t33];
        __m256i t35 = _mm256_loadu_si256((const __m256i *)t34);
        __m128i t36 = _mm_loadu_si128((const __m128i *)&ss[t33]);
        __m256i t56 = _mm256_cvtepu16_epi32(t36);
        int t57 = (int)lim;
        __m256i t58 = _mm256_set1_epi32((int)t57);
        __m256i t59 = _mm256_cmpgt_epi32(t56, t58);
        __m256i t60 = _mm256_set1_epi32((int)(t57 - 1));
        __m256i t61 = _mm256_cmpeq_epi32(t56, t60);
        __m256i t62 = _mm256_set1_epi32(-1);
        __m256i t63 = _mm256_blendv_epi8(t56, t62, t61);
        __m256i t64 = _mm256_set1_epi32((int)t57);
        __m256i t65 = t56;
        __m256i t66 = t64;
        __m256i t67 = _mm256_sub_epi32(t65, t66);
        __m256i t68 = t67;
        __m256i t69 = _mm256_blendv_epi8(t63, t68, t59);
        __m256i t51 = _mm256_add_epi32(t35, t69);
        _mm256_storeu_si256((__m256i *)t34, t51);
        long t52 = (long)(int)t4;
        int *t53 = &out[t52];
        __m256i t54 = _mm256_loadu_si256((const __m256i *)t53);
        __m128i t55 = _mm_loadu_si128((const __m128i *)&ss[t52]);
        __m256i t71 = _mm256_cvtepu16_epi32(t55);
        int t72 = (int)lim;
        __m256i t73 = _mm256_set1_epi32((int)t72);
        __m256i t74 = _mm256_cmpgt_epi32(t71, t73);
        __m256i t75 = _mm256_set1_epi32((int)(t72 - 1));
        __m256i t76 = _mm256_cmpeq_epi32(t71, t75);
        __m256i t77 = _mm256_set1_epi32(-1);
        __m256i t78 = _mm256_blendv_epi8(t71, t77, t76);
        __m256i t79 = _mm256_set1_epi32((int)t72);
        __m256i t80 = t71;
        __m256i t81 = t79;
        __m256i t82 = _mm256_sub_epi32(t80, t81);
        __m256i t83 = t82;
        __m256i t84 = _mm256_blendv_epi8(t78, t83, t74);
        __m256i t70 = _mm256_add_epi32(t54, t84);
        _mm256_storeu_si256((__m256i *)t53, t70);
        t1 += 32L;
        if (t1 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t9 = (long)k;
                int *t10 = &out[t9];
                int t11 = *t10;
                unsigned short t12 = ss[t9];
                *t10 = t11 + (_mm256_zeroupper(), shorts(t12, lim));
            }
            return;
        }
    }
}

__attribute__((target("avx2"))) void run_bytes(unsigned char lim) {
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 8L;
        long t3 = t1 + 16L;
        long t4 = t1 + 24L;
        long t5 = (long)(int)t1;
        int *t6 = &out[t5];
        __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
        vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, &bs[t5]);
        __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8));
        __m256i t19 = _mm256_set1_epi32((int)(int)lim);
        __m256i t20 = _mm256_cmpgt_epi32(t19, t18);
        __m256i t21 = (__m256i)~(vcc_m8)t20;
        __m256i t22 = _mm256_set1_epi32(200);
        __m256i t23 = _mm256_xor_si256(_mm256_cmpeq_epi32(t18, t22), _mm256_set1_epi32(-1));
        __m256i t24 = (__m256i)~(vcc_m8)t23;
        __m256i t25 = _mm256_and_si256(t21, t24);
        __m256i t26 = t18;
        __m256i t27 = _mm256_sub_epi32(_mm256_setzero_si256(), t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_set1_epi32(7);
        __m256i t30 = _mm256_blendv_epi8(t28, t29, t25);
        __m256i t31 = _mm256_set1_epi32(3);
        __m256i t32 = t18;
        __m256i t33 = t31;
        __m256i t34 = _mm256_mullo_epi32(t32, t33);
        __m256i t35 = t34;
        __m256i t36 = _mm256_blendv_epi8(t30, t35, t20);
        __m256i t13 = _mm256_add_epi32(t7, t36);
        _mm256_storeu_si256((__m256i *)t6, t13);
        long t14 = (long)(int)t2;
        int *t15 = &out[t14];
        __m256i t16 = _mm256_loadu_si256((const __m256i *)t15);
        vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, &bs[t14]);
        __m256i t42 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t17));
        __m256i t43 = _mm256_set1_epi32((int)(int)lim);
        __m256i t44 = _mm256_cmpgt_epi32(t43, t42);
        __m256i t45 = (__m256i)~(vcc_m8)t44;
        __m256i t46 = _mm256_set1_epi32(200);
        __m256i t47 = _mm256_xor_si256(_mm256_cmpeq_epi32(t42, t46), _mm256_set1_epi32(-1));
        __m256i t48 = (__m256i)~(vcc_m8)t47;
        __m256i t49 = _mm256_and_si256(t45, t48);
        __m256i t50 = t42;
        __m256i t51 = _mm256_sub_epi32(_mm256_setzero_si256(), t50);
        __m256i t52 = t51;
        __m256i t53 = _mm256_set1_epi32(7);
        __m256i t54 = _mm256_blendv_epi8(t52, t53, t49);
        __m256i t55 = _mm256_set1_epi32(3);
        __m256i t56 = t42;
        __m256i t57 = t55;
        __m256i t58 = _mm256_mullo_epi32(t56, t57);
        __m256i t59 = t58;
        __m256i t60 = _mm256_blendv_epi8(t54, t59, t44);
        __m256i t37 = _mm256_add_epi32(t16, t60);
        _mm256_storeu_si256((__m256i *)t15, t37);
        long t38 = (long)(int)t3;
        int *t39 = &out[t38];
        __m256i t40 = _mm256_loadu_si256((const __m256i *)t39);
        vcc_v8_uchar t41 = vcc_load(vcc_v8_uchar, &bs[t38]);
        __m256i t66 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t41));
        __m256i t67 = _mm256_set1_epi32((int)(int)lim);
        __m256i t68 = _mm256_cmpgt_epi32(t67, t66);
        __m256i t69 = (__m256i)~(vcc_m8)t68;
        __m256i t70 = _mm256_set1_epi32(200);
        __m256i t71 = _mm256_xor_si256(_mm256_cmpeq_epi32(t66, t70), _mm256_set1_epi32(-1));
        __m256i t72 = (__m256i)~(vcc_m8)t71;
        __m256i t73 = _mm256_and_si256(t69, t72);
        __m256i t74 = t66;
        __m256i t75 = _mm256_sub_epi32(_mm256_setzero_si256(), t74);
        __m256i t76 = t75;
        __m256i t77 = _mm256_set1_epi32(7);
        __m256i t78 = _mm256_blendv_epi8(t76, t77, t73);
        __m256i t79 = _mm256_set1_epi32(3);
        __m256i t80 = t66;
        __m256i t81 = t79;
        __m256i t82 = _mm256_mullo_epi32(t80, t81);
        __m256i t83 = t82;
        __m256i t84 = _mm256_blendv_epi8(t78, t83, t68);
        __m256i t61 = _mm256_add_epi32(t40, t84);
        _mm256_storeu_si256((__m256i *)t39, t61);
        long t62 = (long)(int)t4;
        int *t63 = &out[t62];
        __m256i t64 = _mm256_loadu_si256((const __m256i *)t63);
        vcc_v8_uchar t65 = vcc_load(vcc_v8_uchar, &bs[t62]);
        __m256i t86 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t65));
        __m256i t87 = _mm256_set1_epi32((int)(int)lim);
        __m256i t88 = _mm256_cmpgt_epi32(t87, t86);
        __m256i t89 = (__m256i)~(vcc_m8)t88;
        __m256i t90 = _mm256_set1_epi32(200);
        __m256i t91 = _mm256_xor_si256(_mm256_cmpeq_epi32(t86, t90), _mm256_set1_epi32(-1));
        __m256i t92 = (__m256i)~(vcc_m8)t91;
        __m256i t93 = _mm256_and_si256(t89, t92);
        __m256i t94 = t86;
        __m256i t95 = _mm256_sub_epi32(_mm256_setzero_si256(), t94);
        __m256i t96 = t95;
        __m256i t97 = _mm256_set1_epi32(7);
        __m256i t98 = _mm256_blendv_epi8(t96, t97, t93);
        __m256i t99 = _mm256_set1_epi32(3);
        __m256i t100 = t86;
        __m256i t101 = t99;
        __m256i t102 = _mm256_mullo_epi32(t100, t101);
        __m256i t103 = t102;
        __m256i t104 = _mm256_blendv_epi8(t98, t103, t88);
        __m256i t85 = _mm256_add_epi32(t64, t104);
        _mm256_storeu_si256((__m256i *)t63, t85);
        t1 += 32L;
        if (t1 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t9 = (long)k;
                int *t10 = &out[t9];
                int t11 = *t10;
                unsigned char t12 = bs[t9];
                *t10 = t11 + (_mm256_zeroupper(), bytes(t12, lim));
            }
            return;
        }
    }
}

__attribute__((target("avx2"))) void run_clamp(int n) {
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    for (;;) {
        long t5 = t2 + 8L;
        long t6 = t2 + 16L;
        long t7 = t2 + 24L;
        __m256i t8 = t1;
        long t9 = (long)(int)t2;
        int *t10 = &out[t9];
        __m256i t11 = _mm256_loadu_si256((const __m256i *)&is[t9]);
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(9));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(20));
        __m256i t14 = _mm256_and_si256(t8, _mm256_set1_epi32(15));
        __m256i t15 = _mm256_add_epi32(t13, t14);
        __m256i t27 = _mm256_set1_epi32((int)(n - 1));
        __m256i t28 = _mm256_min_epi32(t15, t27);
        __m256i t29 = _mm256_set1_epi32(-4);
        __m256i t30 = _mm256_max_epi32(t28, t29);
        __m256i t31 = _mm256_set1_epi32(19);
        __m256i t32 = _mm256_min_epi32(t30, t31);
        _mm256_storeu_si256((__m256i *)t10, t32);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t19 = t18;
        long t20 = (long)(int)t5;
        int *t21 = &out[t20];
        __m256i t22 = _mm256_loadu_si256((const __m256i *)&is[t20]);
        __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(9));
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(20));
        __m256i t25 = _mm256_and_si256(t19, _mm256_set1_epi32(15));
        __m256i t26 = _mm256_add_epi32(t24, t25);
        __m256i t42 = _mm256_set1_epi32((int)(n - 1));
        __m256i t43 = _mm256_min_epi32(t26, t42);
        __m256i t44 = _mm256_set1_epi32(-4);
        __m256i t45 = _mm256_max_epi32(t43, t44);
        __m256i t46 = _mm256_set1_epi32(19);
        __m256i t47 = _mm256_min_epi32(t45, t46);
        _mm256_storeu_si256((__m256i *)t21, t47);
        __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t34 = t33;
        long t35 = (long)(int)t6;
        int *t36 = &out[t35];
        __m256i t37 = _mm256_loadu_si256((const __m256i *)&is[t35]);
        __m256i t38 = _mm256_mullo_epi32(t37, _mm256_set1_epi32(9));
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(20));
        __m256i t40 = _mm256_and_si256(t34, _mm256_set1_epi32(15));
        __m256i t41 = _mm256_add_epi32(t39, t40);
        __m256i t57 = _mm256_set1_epi32((int)(n - 1));
        __m256i t58 = _mm256_min_epi32(t41, t57);
        __m256i t59 = _mm256_set1_epi32(-4);
        __m256i t60 = _mm256_max_epi32(t58, t59);
        __m256i t61 = _mm256_set1_epi32(19);
        __m256i t62 = _mm256_min_epi32(t60, t61);
        _mm256_storeu_si256((__m256i *)t36, t62);
        __m256i t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t49 = t48;
        long t50 = (long)(int)t7;
        int *t51 = &out[t50];
        __m256i t52 = _mm256_loadu_si256((const __m256i *)&is[t50]);
        __m256i t53 = _mm256_mullo_epi32(t52, _mm256_set1_epi32(9));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(20));
        __m256i t55 = _mm256_and_si256(t49, _mm256_set1_epi32(15));
        __m256i t56 = _mm256_add_epi32(t54, t55);
        __m256i t63 = _mm256_set1_epi32((int)(n - 1));
        __m256i t64 = _mm256_min_epi32(t56, t63);
        __m256i t65 = _mm256_set1_epi32(-4);
        __m256i t66 = _mm256_max_epi32(t64, t65);
        __m256i t67 = _mm256_set1_epi32(19);
        __m256i t68 = _mm256_min_epi32(t66, t67);
        _mm256_storeu_si256((__m256i *)t51, t68);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        if (t2 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t16 = (long)k;
                int t17 = is[t16];
                out[t16] = (_mm256_zeroupper(), clamp(t17 * 9 - 20 + (k & 15), n));
            }
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
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 8L;
        long t3 = t1 + 16L;
        long t4 = t1 + 24L;
        int t5 = (int)t1;
        __m256i t6 = _mm256_loadu_si256((const __m256i *)&is[t5]);
        const float *t7 = xs;
        __m256i t11 = _mm256_set1_epi32(1);
        __m256i t12 = _mm256_and_si256(t6, t11);
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256 t14 = _mm256_maskload_ps((const float *)((unsigned long)t7 + (unsigned long)(long)t5 * 4UL), t13);
        __m256 t15 = _mm256_set1_ps(0.5f);
        __m256 t16 = _mm256_mul_ps(t14, t15);
        __m256 t17 = _mm256_set1_ps(1.0f);
        __m256 t18 = _mm256_blendv_ps(t17, t16, _mm256_castsi256_ps(t13));
        __m256i t19 = _mm256_set1_epi32(2);
        __m256i t20 = _mm256_and_si256(t6, t19);
        __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_int)t20 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t5 * 4UL), t21, t18);
        int t8 = (int)t2;
        __m256i t9 = _mm256_loadu_si256((const __m256i *)&is[t8]);
        const float *t10 = xs;
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = _mm256_and_si256(t9, t25);
        __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
        __m256 t28 = _mm256_maskload_ps((const float *)((unsigned long)t10 + (unsigned long)(long)t8 * 4UL), t27);
        __m256 t29 = _mm256_set1_ps(0.5f);
        __m256 t30 = _mm256_mul_ps(t28, t29);
        __m256 t31 = _mm256_set1_ps(1.0f);
        __m256 t32 = _mm256_blendv_ps(t31, t30, _mm256_castsi256_ps(t27));
        __m256i t33 = _mm256_set1_epi32(2);
        __m256i t34 = _mm256_and_si256(t9, t33);
        __m256i t35 = (__m256i)(vcc_m8)((vcc_v8_int)t34 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t8 * 4UL), t35, t32);
        int t22 = (int)t3;
        __m256i t23 = _mm256_loadu_si256((const __m256i *)&is[t22]);
        const float *t24 = xs;
        __m256i t39 = _mm256_set1_epi32(1);
        __m256i t40 = _mm256_and_si256(t23, t39);
        __m256i t41 = (__m256i)(vcc_m8)((vcc_v8_int)t40 != (vcc_v8_int){0});
        __m256 t42 = _mm256_maskload_ps((const float *)((unsigned long)t24 + (unsigned long)(long)t22 * 4UL), t41);
        __m256 t43 = _mm256_set1_ps(0.5f);
        __m256 t44 = _mm256_mul_ps(t42, t43);
        __m256 t45 = _mm256_set1_ps(1.0f);
        __m256 t46 = _mm256_blendv_ps(t45, t44, _mm256_castsi256_ps(t41));
        __m256i t47 = _mm256_set1_epi32(2);
        __m256i t48 = _mm256_and_si256(t23, t47);
        __m256i t49 = (__m256i)(vcc_m8)((vcc_v8_int)t48 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t22 * 4UL), t49, t46);
        int t36 = (int)t4;
        __m256i t37 = _mm256_loadu_si256((const __m256i *)&is[t36]);
        const float *t38 = xs;
        __m256i t50 = _mm256_set1_epi32(1);
        __m256i t51 = _mm256_and_si256(t37, t50);
        __m256i t52 = (__m256i)(vcc_m8)((vcc_v8_int)t51 != (vcc_v8_int){0});
        __m256 t53 = _mm256_maskload_ps((const float *)((unsigned long)t38 + (unsigned long)(long)t36 * 4UL), t52);
        __m256 t54 = _mm256_set1_ps(0.5f);
        __m256 t55 = _mm256_mul_ps(t53, t54);
        __m256 t56 = _mm256_set1_ps(1.0f);
        __m256 t57 = _mm256_blendv_ps(t56, t55, _mm256_castsi256_ps(t52));
        __m256i t58 = _mm256_set1_epi32(2);
        __m256i t59 = _mm256_and_si256(t37, t58);
        __m256i t60 = (__m256i)(vcc_m8)((vcc_v8_int)t59 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t36 * 4UL), t60, t57);
        t1 += 32L;
        if (t1 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                (_mm256_zeroupper(), put(ys, xs, k, is[k]));
            }
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
    float t160;
    float t161;
    float t163;
    int t165;
    int t166;
    int t168;
    int t169;
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(13));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long t2 = 0L;
    do {
        _mm256_storeu_si256((__m256i *)&table[(int)t2], t1);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t11 = t10;
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(13));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = t13;
        _mm256_storeu_si256((__m256i *)&table[(int)(t2 + 8L)], t14);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(13));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = t18;
        _mm256_storeu_si256((__m256i *)&table[(int)(t2 + 16L)], t19);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(12));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(13));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        _mm256_storeu_si256((__m256i *)&table[(int)(t2 + 24L)], t24);
        t2 += 32L;
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t26 = t25;
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(13));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        t1 = t28;
    } while (t2 < 64L);
    for (int k = 64; k < 64; k++) {
        table[k] = k * 7 % 13;
    }
    for (int j = 0; j < 65536; j++) {
        __m256i t29 = _mm256_set1_epi32((int)j);
        __m256i t30 = _mm256_set1_epi32(0);
        __m256i t31 = t30;
        __m256i t3 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t32 = t29;
        __m256i t33 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(40503));
        long t4 = 0L;
        for (;;) {
            __m256i t34 = t3;
            __m256i t35 = _mm256_srav_epi32(t29, t34);
            __m256i t36 = _mm256_and_si256(t35, _mm256_set1_epi32(1));
            __m256i t37 = _mm256_add_epi32(t34, _mm256_set1_epi32(3));
            __m256i t38 = (__m256i)((vcc_v8_uint)t33 >> __builtin_convertvector((vcc_v8_int)t37, vcc_v8_uint));
            __m256i t39 = _mm256_and_si256(t38, _mm256_set1_epi32(1));
            __m256i t40 = t39;
            long t41 = (long)(j * 16 + (int)t4);
            float *t42 = &xs[t41];
            __m256i t43 = _mm256_xor_si256(_mm256_cmpeq_epi32(t36, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t44 = (__m256i)~(vcc_m8)t43;
            __m256i t45 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t46 = (__m256i)~(vcc_m8)t45;
            __m256i t47 = _mm256_and_si256(t44, t46);
            __m256i t48 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t49 = _mm256_and_si256(t44, t48);
            __m256i t50 = _mm256_or_si256(t49, t47);
            __m256 t51 = _mm256_blendv_ps(_mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f), _mm256_castsi256_ps(t47));
            __m256 t52 = _mm256_cvtepi32_ps(t34);
            __m256 t53 = _mm256_add_ps(_mm256_set1_ps(5.0f), t52);
            __m256 t54 = _mm256_blendv_ps(t53, t51, _mm256_castsi256_ps(t50));
            _mm256_storeu_ps(t42, t54);
            __m256i t55 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t56 = _mm256_blendv_epi8(_mm256_set1_epi32(7), _mm256_set1_epi32(1), t55);
            __m256i t57 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)t56);
            __m256 t58 = _mm256_cvtepi32_ps(t57);
            __m256 t59 = _mm256_loadu_ps(t42);
            __m256 t60 = _mm256_blendv_ps(t58, t59, _mm256_castsi256_ps(t55));
            _mm256_storeu_ps(&ys[t41], t60);
            __m256i t61 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t40);
            __m256i t62 = _mm256_add_epi32(t36, t61);
            __m256i t63 = _mm256_and_si256(t34, _mm256_set1_epi32(4));
            __m256i t64 = _mm256_add_epi32(t62, t63);
            _mm256_storeu_si256((__m256i *)&is[t41], t64);
            __m256i t65 = _mm256_xor_si256(_mm256_cmpeq_epi32(t36, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t66 = (__m256i)~(vcc_m8)t65;
            __m256i t67 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t68 = _mm256_and_si256(t66, t67);
            __m256i t69 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t70 = (__m256i)~(vcc_m8)t69;
            __m256i t71 = _mm256_and_si256(t66, t70);
            __m256i t72 = _mm256_or_si256(t71, t68);
            __m256i t73 = _mm256_blendv_epi8(t34, _mm256_set1_epi32(99), t68);
            __m256i t74 = _mm256_set1_epi32(300);
            __m256i t75 = t34;
            __m256i t76 = _mm256_add_epi32(t74, t75);
            __m256i t77 = t76;
            __m256i t78 = _mm256_blendv_epi8(t77, t73, t72);
            __m128i t79 = (__m128i)__builtin_convertvector((vcc_v8_int)t78, vcc_v8_ushort);
            _mm_storeu_si128((__m128i *)&ss[t41], t79);
            __m256i t80 = _mm256_xor_si256(_mm256_cmpeq_epi32(t36, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t81 = (__m256i)~(vcc_m8)t80;
            __m256i t82 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t83 = _mm256_and_si256(t81, t82);
            __m256i t84 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t85 = (__m256i)~(vcc_m8)t84;
            __m256i t86 = _mm256_and_si256(t81, t85);
            __m256i t87 = _mm256_or_si256(t86, t83);
            __m256i t88 = _mm256_blendv_epi8(t34, _mm256_set1_epi32(200), t83);
            __m256i t89 = _mm256_set1_epi32(150);
            __m256i t90 = t34;
            __m256i t91 = _mm256_add_epi32(t89, t90);
            __m256i t92 = t91;
            __m256i t93 = _mm256_blendv_epi8(t92, t88, t87);
            vcc_v8_uchar t94 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t93, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t41], t94);
            __m256i t95 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
            __m256i t96 = t95;
            __m256i t97 = _mm256_srav_epi32(t29, t96);
            __m256i t98 = _mm256_and_si256(t97, _mm256_set1_epi32(1));
            __m256i t99 = _mm256_add_epi32(t96, _mm256_set1_epi32(3));
            __m256i t100 = (__m256i)((vcc_v8_uint)t33 >> __builtin_convertvector((vcc_v8_int)t99, vcc_v8_uint));
            __m256i t101 = _mm256_and_si256(t100, _mm256_set1_epi32(1));
            __m256i t102 = t101;
            long t103 = (long)(j * 16 + (int)(t4 + 8L));
            float *t104 = &xs[t103];
            __m256i t105 = _mm256_xor_si256(_mm256_cmpeq_epi32(t98, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t106 = (__m256i)~(vcc_m8)t105;
            __m256i t107 = _mm256_xor_si256(_mm256_cmpeq_epi32(t102, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t108 = (__m256i)~(vcc_m8)t107;
            __m256i t109 = _mm256_and_si256(t106, t108);
            __m256i t110 = _mm256_xor_si256(_mm256_cmpeq_epi32(t102, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t111 = _mm256_and_si256(t106, t110);
            __m256i t112 = _mm256_or_si256(t111, t109);
            __m256 t113 = _mm256_blendv_ps(_mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f), _mm256_castsi256_ps(t109));
            __m256 t114 = _mm256_cvtepi32_ps(t96);
            __m256 t115 = _mm256_add_ps(_mm256_set1_ps(5.0f), t114);
            __m256 t116 = _mm256_blendv_ps(t115, t113, _mm256_castsi256_ps(t112));
            _mm256_storeu_ps(t104, t116);
            __m256i t117 = _mm256_xor_si256(_mm256_cmpeq_epi32(t102, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t118 = _mm256_blendv_epi8(_mm256_set1_epi32(7), _mm256_set1_epi32(1), t117);
            __m256i t119 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)t118);
            __m256 t120 = _mm256_cvtepi32_ps(t119);
            __m256 t121 = _mm256_loadu_ps(t104);
            __m256 t122 = _mm256_blendv_ps(t120, t121, _mm256_castsi256_ps(t117));
            _mm256_storeu_ps(&ys[t103], t122);
            __m256i t123 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t102);
            __m256i t124 = _mm256_add_epi32(t98, t123);
            __m256i t125 = _mm256_and_si256(t96, _mm256_set1_epi32(4));
            __m256i t126 = _mm256_add_epi32(t124, t125);
            _mm256_storeu_si256((__m256i *)&is[t103], t126);
            __m256i t127 = _mm256_xor_si256(_mm256_cmpeq_epi32(t98, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t128 = (__m256i)~(vcc_m8)t127;
            __m256i t129 = _mm256_xor_si256(_mm256_cmpeq_epi32(t102, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t130 = _mm256_and_si256(t128, t129);
            __m256i t131 = _mm256_xor_si256(_mm256_cmpeq_epi32(t102, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t132 = (__m256i)~(vcc_m8)t131;
            __m256i t133 = _mm256_and_si256(t128, t132);
            __m256i t134 = _mm256_or_si256(t133, t130);
            __m256i t135 = _mm256_blendv_epi8(t96, _mm256_set1_epi32(99), t130);
            __m256i t136 = _mm256_set1_epi32(300);
            __m256i t137 = t96;
            __m256i t138 = _mm256_add_epi32(t136, t137);
            __m256i t139 = t138;
            __m256i t140 = _mm256_blendv_epi8(t139, t135, t134);
            __m128i t141 = (__m128i)__builtin_convertvector((vcc_v8_int)t140, vcc_v8_ushort);
            _mm_storeu_si128((__m128i *)&ss[t103], t141);
            __m256i t142 = _mm256_xor_si256(_mm256_cmpeq_epi32(t98, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t143 = (__m256i)~(vcc_m8)t142;
            __m256i t144 = _mm256_xor_si256(_mm256_cmpeq_epi32(t102, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t145 = _mm256_and_si256(t143, t144);
            __m256i t146 = _mm256_xor_si256(_mm256_cmpeq_epi32(t102, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t147 = (__m256i)~(vcc_m8)t146;
            __m256i t148 = _mm256_and_si256(t143, t147);
            __m256i t149 = _mm256_or_si256(t148, t145);
            __m256i t150 = _mm256_blendv_epi8(t96, _mm256_set1_epi32(200), t145);
            __m256i t151 = _mm256_set1_epi32(150);
            __m256i t152 = t96;
            __m256i t153 = _mm256_add_epi32(t151, t152);
            __m256i t154 = t153;
            __m256i t155 = _mm256_blendv_epi8(t154, t150, t149);
            vcc_v8_uchar t156 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t155, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t103], t156);
            t4 += 16L;
            __m256i t157 = _mm256_add_epi32(t3, _mm256_set1_epi32(16));
            if (t4 >= 16L) {
                break;
            }
            t3 = t157;
        }
        for (int k_1 = 16; k_1 < 16; k_1++) {
            int bit = (j >> k_1) & 1;
            int other = (int)((((unsigned int)j * 40503U) >> (k_1 + 3)) & 1U);
            long t158 = (long)(j * 16 + k_1);
            float *t159 = &xs[t158];
            if (bit) {
                t161 = 5.0f + (float)k_1;
            } else {
                if (other) {
                    t160 = 0.5f;
                } else {
                    t160 = 2.0f;
                }
                t161 = t160;
            }
            *t159 = t161;
            float *t162 = &ys[t158];
            if (other) {
                t163 = *t159;
            } else {
                t163 = (float)(j % 7);
            }
            *t162 = t163;
            is[t158] = bit + 2 * other + (k_1 & 4);
            unsigned short *t164 = &ss[t158];
            if (bit) {
                t166 = 300 + k_1;
            } else {
                if (other) {
                    t165 = 99;
                } else {
                    t165 = k_1;
                }
                t166 = t165;
            }
            *t164 = (unsigned short)t166;
            unsigned char *t167 = &bs[t158];
            if (bit) {
                t169 = 150 + k_1;
            } else {
                if (other) {
                    t168 = 200;
                } else {
                    t168 = k_1;
                }
                t169 = t168;
            }
            *t167 = (unsigned char)t169;
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
    for (int k_2 = 0; k_2 < 1048576; k_2++) {
        t += (double)ys[k_2] * (double)(k_2 % 13 + 1);
    }
    printf("store %.3f\n", t);
    return 0;
}
