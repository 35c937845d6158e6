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
    __m256i t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:69 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        long t9 = k_vec + 8L;
        long t10 = k_vec + 16L;
        long t11 = k_vec + 24L;
        long t12 = (long)(int)k_vec;
        int *t13 = &out[t12];
        __m256i is_v = _mm256_loadu_si256((const __m256i *)&is[t12]);
        __m256 ys_v = _mm256_loadu_ps(&ys[t12]);
        __m256 xs_v = _mm256_loadu_ps(&xs[t12]);
        __m256 t16 = _mm256_set1_ps(lo);
        __m256i t17 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, t16, _CMP_LE_OQ));
        __m256i t18 = (__m256i)~(vcc_m8)t17;
        __m256 t19 = _mm256_set1_ps(hi);
        __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, t19, _CMP_GE_OQ));
        __m256i t21 = (__m256i)~(vcc_m8)t20;
        __m256i t22 = _mm256_and_si256(t18, t21);
        __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(ys_v, xs_v, _CMP_LT_OQ));
        __m256i t24 = _mm256_set1_epi32(3);
        __m256i t25 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v, t24), _mm256_set1_epi32(-1));
        __m256i t26 = _mm256_and_si256(t23, t25);
        __m256i t27 = (__m256i)~(vcc_m8)t22;
        __m256i t28 = _mm256_or_si256(t26, t27);
        __m256i t29 = (__m256i)~(vcc_m8)t28;
        __m256i t2 = _mm256_and_si256(t18, t29);
        if ((_mm256_movemask_epi8(t2) != 0)) {
            __m256 t30 = _mm256_set1_ps(4.0f);
            __m256 t31 = _mm256_mul_ps(xs_v, t30);
            __m256i t32 = _mm256_cvttps_epi32(t31);
            __m256i t33 = _mm256_set1_epi32(63);
            __m256i t34 = _mm256_and_si256(is_v, t33);
            vcc_v8_long t35 = __builtin_convertvector((vcc_v8_int)t34, vcc_v8_long);
            vcc_v8_long t36 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t37 = (vcc_v8_long){0} * t36;
            vcc_v8_long t38 = t37 + t35;
            __m256i t39 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t38, (vcc_m8)t2);
            __m256i t40 = t32;
            __m256i t41 = t39;
            __m256i t42 = _mm256_add_epi32(t40, t41);
            t1 = t42;
        } else {
            t1 = (__m256i)(vcc_v8_int){0};
            t2 = (__m256i)(vcc_m8){0};
        }
        __m256i t43 = _mm256_set1_epi32(1);
        __m256i t44 = _mm256_blendv_epi8(t43, t1, t2);
        __m256i t45 = _mm256_set1_epi32(0);
        __m256i t46 = _mm256_blendv_epi8(t44, t45, t17);
        __m256i t47 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, ys_v, _CMP_GT_OQ));
        __m256i t48 = _mm256_set1_epi32(2);
        __m256i t49 = _mm256_xor_si256(_mm256_cmpgt_epi32(t48, is_v), _mm256_set1_epi32(-1));
        __m256i t50 = (__m256i)__builtin_convertvector((vcc_m8)t47 & 1, vcc_v8_int);
        __m256i t51 = (__m256i)__builtin_convertvector((vcc_m8)t49 & 1, vcc_v8_int);
        __m256i t52 = _mm256_xor_si256(_mm256_cmpeq_epi32(t50, t51), _mm256_set1_epi32(-1));
        __m256i t53 = _mm256_castps_si256(_mm256_cmp_ps(xs_v, ys_v, _CMP_EQ_OQ));
        __m256i t54 = (__m256i)~(vcc_m8)t53;
        __m256 t55 = _mm256_set1_ps(lo);
        __m256i t56 = _mm256_castps_si256(_mm256_cmp_ps(ys_v, t55, _CMP_GT_OQ));
        __m256i t57 = (__m256i)__builtin_convertvector((vcc_m8)t56 & 1, vcc_v8_int);
        __m256i t58 = (__m256i)(vcc_m8)((vcc_v8_int)t57 != (vcc_v8_int){0});
        __m256i t59 = (__m256i)~(vcc_m8)t58;
        __m256i t60 = _mm256_set1_epi32(1);
        __m256i t61 = _mm256_cmpgt_epi32(t60, is_v);
        __m256i t62 = (__m256i)__builtin_convertvector((vcc_m8)t61 & 1, vcc_v8_int);
        __m256i t63 = (__m256i)__builtin_convertvector((vcc_m8)t59 & 1, vcc_v8_int);
        __m256i t64 = _mm256_blendv_epi8(t63, t62, t53);
        __m256i t65 = is_v;
        __m256i t66 = _mm256_set1_epi32((int)2654435761U);
        __m256i t67 = _mm256_mullo_epi32(t65, t66);
        __m256i t68 = _mm256_set1_epi32((int)2147483648U);
        __m256i t69 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t68), vcc_avx2_flip_epi32(t67));
        __m256i t70 = (__m256i)__builtin_convertvector((vcc_m8)t69 & 1, vcc_v8_int);
        __m256i t71 = (__m256i)(vcc_m8)((vcc_v8_int)t70 != (vcc_v8_int){0});
        __m256i t72 = (__m256i)~(vcc_m8)t71;
        __m256i t73 = _mm256_and_si256(t54, t59);
        __m256i t74 = _mm256_and_si256(t53, t61);
        __m256i t75 = _mm256_or_si256(t73, t74);
        __m256i t76 = _mm256_and_si256(t72, t75);
        __m256i t77 = _mm256_set1_epi32(100);
        __m256i t78 = t46;
        __m256i t79 = t77;
        __m256i t80 = _mm256_add_epi32(t78, t79);
        __m256i t81 = t80;
        __m256i t82 = _mm256_blendv_epi8(t46, t81, t76);
        __m256i t83 = _mm256_set1_epi32(8);
        __m256i t84 = _mm256_mullo_epi32(t82, t83);
        __m256i t85 = (__m256i)__builtin_convertvector((vcc_m8)t52 & 1, vcc_v8_int);
        __m256i t86 = _mm256_set1_epi32(2);
        __m256i t87 = _mm256_mullo_epi32(t85, t86);
        __m256i t88 = _mm256_add_epi32(t84, t87);
        __m256i t89 = _mm256_add_epi32(t88, t64);
        _mm256_storeu_si256((__m256i *)t13, t89);
        long t14 = (long)(int)t9;
        int *t15 = &out[t14];
        __m256i is_v_1 = _mm256_loadu_si256((const __m256i *)&is[t14]);
        __m256 ys_v_1 = _mm256_loadu_ps(&ys[t14]);
        __m256 xs_v_1 = _mm256_loadu_ps(&xs[t14]);
        __m256 t92 = _mm256_set1_ps(lo);
        __m256i t93 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, t92, _CMP_LE_OQ));
        __m256i t94 = (__m256i)~(vcc_m8)t93;
        __m256 t95 = _mm256_set1_ps(hi);
        __m256i t96 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, t95, _CMP_GE_OQ));
        __m256i t97 = (__m256i)~(vcc_m8)t96;
        __m256i t98 = _mm256_and_si256(t94, t97);
        __m256i t99 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_1, xs_v_1, _CMP_LT_OQ));
        __m256i t100 = _mm256_set1_epi32(3);
        __m256i t101 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v_1, t100), _mm256_set1_epi32(-1));
        __m256i t102 = _mm256_and_si256(t99, t101);
        __m256i t103 = (__m256i)~(vcc_m8)t98;
        __m256i t104 = _mm256_or_si256(t102, t103);
        __m256i t105 = (__m256i)~(vcc_m8)t104;
        __m256i t4 = _mm256_and_si256(t94, t105);
        if ((_mm256_movemask_epi8(t4) != 0)) {
            __m256 t106 = _mm256_set1_ps(4.0f);
            __m256 t107 = _mm256_mul_ps(xs_v_1, t106);
            __m256i t108 = _mm256_cvttps_epi32(t107);
            __m256i t109 = _mm256_set1_epi32(63);
            __m256i t110 = _mm256_and_si256(is_v_1, t109);
            vcc_v8_long t111 = __builtin_convertvector((vcc_v8_int)t110, vcc_v8_long);
            vcc_v8_long t112 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t113 = (vcc_v8_long){0} * t112;
            vcc_v8_long t114 = t113 + t111;
            __m256i t115 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t114, (vcc_m8)t4);
            __m256i t116 = t108;
            __m256i t117 = t115;
            __m256i t118 = _mm256_add_epi32(t116, t117);
            t3 = t118;
        } else {
            t3 = (__m256i)(vcc_v8_int){0};
            t4 = (__m256i)(vcc_m8){0};
        }
        __m256i t119 = _mm256_set1_epi32(1);
        __m256i t120 = _mm256_blendv_epi8(t119, t3, t4);
        __m256i t121 = _mm256_set1_epi32(0);
        __m256i t122 = _mm256_blendv_epi8(t120, t121, t93);
        __m256i t123 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, ys_v_1, _CMP_GT_OQ));
        __m256i t124 = _mm256_set1_epi32(2);
        __m256i t125 = _mm256_xor_si256(_mm256_cmpgt_epi32(t124, is_v_1), _mm256_set1_epi32(-1));
        __m256i t126 = (__m256i)__builtin_convertvector((vcc_m8)t123 & 1, vcc_v8_int);
        __m256i t127 = (__m256i)__builtin_convertvector((vcc_m8)t125 & 1, vcc_v8_int);
        __m256i t128 = _mm256_xor_si256(_mm256_cmpeq_epi32(t126, t127), _mm256_set1_epi32(-1));
        __m256i t129 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_1, ys_v_1, _CMP_EQ_OQ));
        __m256i t130 = (__m256i)~(vcc_m8)t129;
        __m256 t131 = _mm256_set1_ps(lo);
        __m256i t132 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_1, t131, _CMP_GT_OQ));
        __m256i t133 = (__m256i)__builtin_convertvector((vcc_m8)t132 & 1, vcc_v8_int);
        __m256i t134 = (__m256i)(vcc_m8)((vcc_v8_int)t133 != (vcc_v8_int){0});
        __m256i t135 = (__m256i)~(vcc_m8)t134;
        __m256i t136 = _mm256_set1_epi32(1);
        __m256i t137 = _mm256_cmpgt_epi32(t136, is_v_1);
        __m256i t138 = (__m256i)__builtin_convertvector((vcc_m8)t137 & 1, vcc_v8_int);
        __m256i t139 = (__m256i)__builtin_convertvector((vcc_m8)t135 & 1, vcc_v8_int);
        __m256i t140 = _mm256_blendv_epi8(t139, t138, t129);
        __m256i t141 = is_v_1;
        __m256i t142 = _mm256_set1_epi32((int)2654435761U);
        __m256i t143 = _mm256_mullo_epi32(t141, t142);
        __m256i t144 = _mm256_set1_epi32((int)2147483648U);
        __m256i t145 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t144), vcc_avx2_flip_epi32(t143));
        __m256i t146 = (__m256i)__builtin_convertvector((vcc_m8)t145 & 1, vcc_v8_int);
        __m256i t147 = (__m256i)(vcc_m8)((vcc_v8_int)t146 != (vcc_v8_int){0});
        __m256i t148 = (__m256i)~(vcc_m8)t147;
        __m256i t149 = _mm256_and_si256(t130, t135);
        __m256i t150 = _mm256_and_si256(t129, t137);
        __m256i t151 = _mm256_or_si256(t149, t150);
        __m256i t152 = _mm256_and_si256(t148, t151);
        __m256i t153 = _mm256_set1_epi32(100);
        __m256i t154 = t122;
        __m256i t155 = t153;
        __m256i t156 = _mm256_add_epi32(t154, t155);
        __m256i t157 = t156;
        __m256i t158 = _mm256_blendv_epi8(t122, t157, t152);
        __m256i t159 = _mm256_set1_epi32(8);
        __m256i t160 = _mm256_mullo_epi32(t158, t159);
        __m256i t161 = (__m256i)__builtin_convertvector((vcc_m8)t128 & 1, vcc_v8_int);
        __m256i t162 = _mm256_set1_epi32(2);
        __m256i t163 = _mm256_mullo_epi32(t161, t162);
        __m256i t164 = _mm256_add_epi32(t160, t163);
        __m256i t165 = _mm256_add_epi32(t164, t140);
        _mm256_storeu_si256((__m256i *)t15, t165);
        long t90 = (long)(int)t10;
        int *t91 = &out[t90];
        __m256i is_v_2 = _mm256_loadu_si256((const __m256i *)&is[t90]);
        __m256 ys_v_2 = _mm256_loadu_ps(&ys[t90]);
        __m256 xs_v_2 = _mm256_loadu_ps(&xs[t90]);
        __m256 t168 = _mm256_set1_ps(lo);
        __m256i t169 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, t168, _CMP_LE_OQ));
        __m256i t170 = (__m256i)~(vcc_m8)t169;
        __m256 t171 = _mm256_set1_ps(hi);
        __m256i t172 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, t171, _CMP_GE_OQ));
        __m256i t173 = (__m256i)~(vcc_m8)t172;
        __m256i t174 = _mm256_and_si256(t170, t173);
        __m256i t175 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_2, xs_v_2, _CMP_LT_OQ));
        __m256i t176 = _mm256_set1_epi32(3);
        __m256i t177 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v_2, t176), _mm256_set1_epi32(-1));
        __m256i t178 = _mm256_and_si256(t175, t177);
        __m256i t179 = (__m256i)~(vcc_m8)t174;
        __m256i t180 = _mm256_or_si256(t178, t179);
        __m256i t181 = (__m256i)~(vcc_m8)t180;
        __m256i t6 = _mm256_and_si256(t170, t181);
        if ((_mm256_movemask_epi8(t6) != 0)) {
            __m256 t182 = _mm256_set1_ps(4.0f);
            __m256 t183 = _mm256_mul_ps(xs_v_2, t182);
            __m256i t184 = _mm256_cvttps_epi32(t183);
            __m256i t185 = _mm256_set1_epi32(63);
            __m256i t186 = _mm256_and_si256(is_v_2, t185);
            vcc_v8_long t187 = __builtin_convertvector((vcc_v8_int)t186, vcc_v8_long);
            vcc_v8_long t188 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t189 = (vcc_v8_long){0} * t188;
            vcc_v8_long t190 = t189 + t187;
            __m256i t191 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t190, (vcc_m8)t6);
            __m256i t192 = t184;
            __m256i t193 = t191;
            __m256i t194 = _mm256_add_epi32(t192, t193);
            t5 = t194;
        } else {
            t5 = (__m256i)(vcc_v8_int){0};
            t6 = (__m256i)(vcc_m8){0};
        }
        __m256i t195 = _mm256_set1_epi32(1);
        __m256i t196 = _mm256_blendv_epi8(t195, t5, t6);
        __m256i t197 = _mm256_set1_epi32(0);
        __m256i t198 = _mm256_blendv_epi8(t196, t197, t169);
        __m256i t199 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, ys_v_2, _CMP_GT_OQ));
        __m256i t200 = _mm256_set1_epi32(2);
        __m256i t201 = _mm256_xor_si256(_mm256_cmpgt_epi32(t200, is_v_2), _mm256_set1_epi32(-1));
        __m256i t202 = (__m256i)__builtin_convertvector((vcc_m8)t199 & 1, vcc_v8_int);
        __m256i t203 = (__m256i)__builtin_convertvector((vcc_m8)t201 & 1, vcc_v8_int);
        __m256i t204 = _mm256_xor_si256(_mm256_cmpeq_epi32(t202, t203), _mm256_set1_epi32(-1));
        __m256i t205 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_2, ys_v_2, _CMP_EQ_OQ));
        __m256i t206 = (__m256i)~(vcc_m8)t205;
        __m256 t207 = _mm256_set1_ps(lo);
        __m256i t208 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_2, t207, _CMP_GT_OQ));
        __m256i t209 = (__m256i)__builtin_convertvector((vcc_m8)t208 & 1, vcc_v8_int);
        __m256i t210 = (__m256i)(vcc_m8)((vcc_v8_int)t209 != (vcc_v8_int){0});
        __m256i t211 = (__m256i)~(vcc_m8)t210;
        __m256i t212 = _mm256_set1_epi32(1);
        __m256i t213 = _mm256_cmpgt_epi32(t212, is_v_2);
        __m256i t214 = (__m256i)__builtin_convertvector((vcc_m8)t213 & 1, vcc_v8_int);
        __m256i t215 = (__m256i)__builtin_convertvector((vcc_m8)t211 & 1, vcc_v8_int);
        __m256i t216 = _mm256_blendv_epi8(t215, t214, t205);
        __m256i t217 = is_v_2;
        __m256i t218 = _mm256_set1_epi32((int)2654435761U);
        __m256i t219 = _mm256_mullo_epi32(t217, t218);
        __m256i t220 = _mm256_set1_epi32((int)2147483648U);
        __m256i t221 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t220), vcc_avx2_flip_epi32(t219));
        __m256i t222 = (__m256i)__builtin_convertvector((vcc_m8)t221 & 1, vcc_v8_int);
        __m256i t223 = (__m256i)(vcc_m8)((vcc_v8_int)t222 != (vcc_v8_int){0});
        __m256i t224 = (__m256i)~(vcc_m8)t223;
        __m256i t225 = _mm256_and_si256(t206, t211);
        __m256i t226 = _mm256_and_si256(t205, t213);
        __m256i t227 = _mm256_or_si256(t225, t226);
        __m256i t228 = _mm256_and_si256(t224, t227);
        __m256i t229 = _mm256_set1_epi32(100);
        __m256i t230 = t198;
        __m256i t231 = t229;
        __m256i t232 = _mm256_add_epi32(t230, t231);
        __m256i t233 = t232;
        __m256i t234 = _mm256_blendv_epi8(t198, t233, t228);
        __m256i t235 = _mm256_set1_epi32(8);
        __m256i t236 = _mm256_mullo_epi32(t234, t235);
        __m256i t237 = (__m256i)__builtin_convertvector((vcc_m8)t204 & 1, vcc_v8_int);
        __m256i t238 = _mm256_set1_epi32(2);
        __m256i t239 = _mm256_mullo_epi32(t237, t238);
        __m256i t240 = _mm256_add_epi32(t236, t239);
        __m256i t241 = _mm256_add_epi32(t240, t216);
        _mm256_storeu_si256((__m256i *)t91, t241);
        long t166 = (long)(int)t11;
        int *t167 = &out[t166];
        __m256i is_v_3 = _mm256_loadu_si256((const __m256i *)&is[t166]);
        __m256 ys_v_3 = _mm256_loadu_ps(&ys[t166]);
        __m256 xs_v_3 = _mm256_loadu_ps(&xs[t166]);
        __m256 t242 = _mm256_set1_ps(lo);
        __m256i t243 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, t242, _CMP_LE_OQ));
        __m256i t244 = (__m256i)~(vcc_m8)t243;
        __m256 t245 = _mm256_set1_ps(hi);
        __m256i t246 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, t245, _CMP_GE_OQ));
        __m256i t247 = (__m256i)~(vcc_m8)t246;
        __m256i t248 = _mm256_and_si256(t244, t247);
        __m256i t249 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_3, xs_v_3, _CMP_LT_OQ));
        __m256i t250 = _mm256_set1_epi32(3);
        __m256i t251 = _mm256_xor_si256(_mm256_cmpeq_epi32(is_v_3, t250), _mm256_set1_epi32(-1));
        __m256i t252 = _mm256_and_si256(t249, t251);
        __m256i t253 = (__m256i)~(vcc_m8)t248;
        __m256i t254 = _mm256_or_si256(t252, t253);
        __m256i t255 = (__m256i)~(vcc_m8)t254;
        __m256i t8 = _mm256_and_si256(t244, t255);
        if ((_mm256_movemask_epi8(t8) != 0)) {
            __m256 t256 = _mm256_set1_ps(4.0f);
            __m256 t257 = _mm256_mul_ps(xs_v_3, t256);
            __m256i t258 = _mm256_cvttps_epi32(t257);
            __m256i t259 = _mm256_set1_epi32(63);
            __m256i t260 = _mm256_and_si256(is_v_3, t259);
            vcc_v8_long t261 = __builtin_convertvector((vcc_v8_int)t260, vcc_v8_long);
            vcc_v8_long t262 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t263 = (vcc_v8_long){0} * t262;
            vcc_v8_long t264 = t263 + t261;
            __m256i t265 = (__m256i)vcc_gather_masked(vcc_v8_int, table, t264, (vcc_m8)t8);
            __m256i t266 = t258;
            __m256i t267 = t265;
            __m256i t268 = _mm256_add_epi32(t266, t267);
            t7 = t268;
        } else {
            t7 = (__m256i)(vcc_v8_int){0};
            t8 = (__m256i)(vcc_m8){0};
        }
        __m256i t269 = _mm256_set1_epi32(1);
        __m256i t270 = _mm256_blendv_epi8(t269, t7, t8);
        __m256i t271 = _mm256_set1_epi32(0);
        __m256i t272 = _mm256_blendv_epi8(t270, t271, t243);
        __m256i t273 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, ys_v_3, _CMP_GT_OQ));
        __m256i t274 = _mm256_set1_epi32(2);
        __m256i t275 = _mm256_xor_si256(_mm256_cmpgt_epi32(t274, is_v_3), _mm256_set1_epi32(-1));
        __m256i t276 = (__m256i)__builtin_convertvector((vcc_m8)t273 & 1, vcc_v8_int);
        __m256i t277 = (__m256i)__builtin_convertvector((vcc_m8)t275 & 1, vcc_v8_int);
        __m256i t278 = _mm256_xor_si256(_mm256_cmpeq_epi32(t276, t277), _mm256_set1_epi32(-1));
        __m256i t279 = _mm256_castps_si256(_mm256_cmp_ps(xs_v_3, ys_v_3, _CMP_EQ_OQ));
        __m256i t280 = (__m256i)~(vcc_m8)t279;
        __m256 t281 = _mm256_set1_ps(lo);
        __m256i t282 = _mm256_castps_si256(_mm256_cmp_ps(ys_v_3, t281, _CMP_GT_OQ));
        __m256i t283 = (__m256i)__builtin_convertvector((vcc_m8)t282 & 1, vcc_v8_int);
        __m256i t284 = (__m256i)(vcc_m8)((vcc_v8_int)t283 != (vcc_v8_int){0});
        __m256i t285 = (__m256i)~(vcc_m8)t284;
        __m256i t286 = _mm256_set1_epi32(1);
        __m256i t287 = _mm256_cmpgt_epi32(t286, is_v_3);
        __m256i t288 = (__m256i)__builtin_convertvector((vcc_m8)t287 & 1, vcc_v8_int);
        __m256i t289 = (__m256i)__builtin_convertvector((vcc_m8)t285 & 1, vcc_v8_int);
        __m256i t290 = _mm256_blendv_epi8(t289, t288, t279);
        __m256i t291 = is_v_3;
        __m256i t292 = _mm256_set1_epi32((int)2654435761U);
        __m256i t293 = _mm256_mullo_epi32(t291, t292);
        __m256i t294 = _mm256_set1_epi32((int)2147483648U);
        __m256i t295 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t294), vcc_avx2_flip_epi32(t293));
        __m256i t296 = (__m256i)__builtin_convertvector((vcc_m8)t295 & 1, vcc_v8_int);
        __m256i t297 = (__m256i)(vcc_m8)((vcc_v8_int)t296 != (vcc_v8_int){0});
        __m256i t298 = (__m256i)~(vcc_m8)t297;
        __m256i t299 = _mm256_and_si256(t280, t285);
        __m256i t300 = _mm256_and_si256(t279, t287);
        __m256i t301 = _mm256_or_si256(t299, t300);
        __m256i t302 = _mm256_and_si256(t298, t301);
        __m256i t303 = _mm256_set1_epi32(100);
        __m256i t304 = t272;
        __m256i t305 = t303;
        __m256i t306 = _mm256_add_epi32(t304, t305);
        __m256i t307 = t306;
        __m256i t308 = _mm256_blendv_epi8(t272, t307, t302);
        __m256i t309 = _mm256_set1_epi32(8);
        __m256i t310 = _mm256_mullo_epi32(t308, t309);
        __m256i t311 = (__m256i)__builtin_convertvector((vcc_m8)t278 & 1, vcc_v8_int);
        __m256i t312 = _mm256_set1_epi32(2);
        __m256i t313 = _mm256_mullo_epi32(t311, t312);
        __m256i t314 = _mm256_add_epi32(t310, t313);
        __m256i t315 = _mm256_add_epi32(t314, t290);
        _mm256_storeu_si256((__m256i *)t167, t315);
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
        long t1 = k_vec + 8L;
        long t2 = k_vec + 16L;
        long t3 = k_vec + 24L;
        long t4 = (long)(int)k_vec;
        int *t5 = &out[t4];
        __m256i out_v = _mm256_loadu_si256((const __m256i *)t5);
        __m128i ss_v = _mm_loadu_si128((const __m128i *)&ss[t4]);
        __m256i t9 = _mm256_cvtepu16_epi32(ss_v);
        int t10 = (int)lim;
        __m256i t11 = _mm256_set1_epi32((int)t10);
        __m256i t12 = _mm256_cmpgt_epi32(t9, t11);
        __m256i t13 = _mm256_set1_epi32((int)(t10 - 1));
        __m256i t14 = _mm256_cmpeq_epi32(t9, t13);
        __m256i t15 = _mm256_set1_epi32(-1);
        __m256i t16 = _mm256_blendv_epi8(t9, t15, t14);
        __m256i t17 = _mm256_set1_epi32((int)t10);
        __m256i t18 = t9;
        __m256i t19 = t17;
        __m256i t20 = _mm256_sub_epi32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_blendv_epi8(t16, t21, t12);
        __m256i t6 = _mm256_add_epi32(out_v, t22);
        _mm256_storeu_si256((__m256i *)t5, t6);
        long t7 = (long)(int)t1;
        int *t8 = &out[t7];
        __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t8);
        __m128i ss_v_1 = _mm_loadu_si128((const __m128i *)&ss[t7]);
        __m256i t26 = _mm256_cvtepu16_epi32(ss_v_1);
        int t27 = (int)lim;
        __m256i t28 = _mm256_set1_epi32((int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t26, t28);
        __m256i t30 = _mm256_set1_epi32((int)(t27 - 1));
        __m256i t31 = _mm256_cmpeq_epi32(t26, t30);
        __m256i t32 = _mm256_set1_epi32(-1);
        __m256i t33 = _mm256_blendv_epi8(t26, t32, t31);
        __m256i t34 = _mm256_set1_epi32((int)t27);
        __m256i t35 = t26;
        __m256i t36 = t34;
        __m256i t37 = _mm256_sub_epi32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = _mm256_blendv_epi8(t33, t38, t29);
        __m256i t23 = _mm256_add_epi32(out_v_1, t39);
        _mm256_storeu_si256((__m256i *)t8, t23);
        long t24 = (long)(int)t2;
        int *t25 = &out[t24];
        __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t25);
        __m128i ss_v_2 = _mm_loadu_si128((const __m128i *)&ss[t24]);
        __m256i t43 = _mm256_cvtepu16_epi32(ss_v_2);
        int t44 = (int)lim;
        __m256i t45 = _mm256_set1_epi32((int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t43, t45);
        __m256i t47 = _mm256_set1_epi32((int)(t44 - 1));
        __m256i t48 = _mm256_cmpeq_epi32(t43, t47);
        __m256i t49 = _mm256_set1_epi32(-1);
        __m256i t50 = _mm256_blendv_epi8(t43, t49, t48);
        __m256i t51 = _mm256_set1_epi32((int)t44);
        __m256i t52 = t43;
        __m256i t53 = t51;
        __m256i t54 = _mm256_sub_epi32(t52, t53);
        __m256i t55 = t54;
        __m256i t56 = _mm256_blendv_epi8(t50, t55, t46);
        __m256i t40 = _mm256_add_epi32(out_v_2, t56);
        _mm256_storeu_si256((__m256i *)t25, t40);
        long t41 = (long)(int)t3;
        int *t42 = &out[t41];
        __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t42);
        __m128i ss_v_3 = _mm_loadu_si128((const __m128i *)&ss[t41]);
        __m256i t58 = _mm256_cvtepu16_epi32(ss_v_3);
        int t59 = (int)lim;
        __m256i t60 = _mm256_set1_epi32((int)t59);
        __m256i t61 = _mm256_cmpgt_epi32(t58, t60);
        __m256i t62 = _mm256_set1_epi32((int)(t59 - 1));
        __m256i t63 = _mm256_cmpeq_epi32(t58, t62);
        __m256i t64 = _mm256_set1_epi32(-1);
        __m256i t65 = _mm256_blendv_epi8(t58, t64, t63);
        __m256i t66 = _mm256_set1_epi32((int)t59);
        __m256i t67 = t58;
        __m256i t68 = t66;
        __m256i t69 = _mm256_sub_epi32(t67, t68);
        __m256i t70 = t69;
        __m256i t71 = _mm256_blendv_epi8(t65, t70, t61);
        __m256i t57 = _mm256_add_epi32(out_v_3, t71);
        _mm256_storeu_si256((__m256i *)t42, t57);
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
        long t1 = k_vec + 8L;
        long t2 = k_vec + 16L;
        long t3 = k_vec + 24L;
        long t4 = (long)(int)k_vec;
        int *t5 = &out[t4];
        __m256i out_v = _mm256_loadu_si256((const __m256i *)t5);
        vcc_v8_uchar bs_v = vcc_load(vcc_v8_uchar, &bs[t4]);
        __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v));
        __m256i t10 = _mm256_set1_epi32((int)(int)lim);
        __m256i t11 = _mm256_cmpgt_epi32(t10, t9);
        __m256i t12 = (__m256i)~(vcc_m8)t11;
        __m256i t13 = _mm256_set1_epi32(200);
        __m256i t14 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, t13), _mm256_set1_epi32(-1));
        __m256i t15 = (__m256i)~(vcc_m8)t14;
        __m256i t16 = _mm256_and_si256(t12, t15);
        __m256i t17 = t9;
        __m256i t18 = _mm256_sub_epi32(_mm256_setzero_si256(), t17);
        __m256i t19 = t18;
        __m256i t20 = _mm256_set1_epi32(7);
        __m256i t21 = _mm256_blendv_epi8(t19, t20, t16);
        __m256i t22 = _mm256_set1_epi32(3);
        __m256i t23 = t9;
        __m256i t24 = t22;
        __m256i t25 = _mm256_mullo_epi32(t23, t24);
        __m256i t26 = t25;
        __m256i t27 = _mm256_blendv_epi8(t21, t26, t11);
        __m256i t6 = _mm256_add_epi32(out_v, t27);
        _mm256_storeu_si256((__m256i *)t5, t6);
        long t7 = (long)(int)t1;
        int *t8 = &out[t7];
        __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t8);
        vcc_v8_uchar bs_v_1 = vcc_load(vcc_v8_uchar, &bs[t7]);
        __m256i t31 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v_1));
        __m256i t32 = _mm256_set1_epi32((int)(int)lim);
        __m256i t33 = _mm256_cmpgt_epi32(t32, t31);
        __m256i t34 = (__m256i)~(vcc_m8)t33;
        __m256i t35 = _mm256_set1_epi32(200);
        __m256i t36 = _mm256_xor_si256(_mm256_cmpeq_epi32(t31, t35), _mm256_set1_epi32(-1));
        __m256i t37 = (__m256i)~(vcc_m8)t36;
        __m256i t38 = _mm256_and_si256(t34, t37);
        __m256i t39 = t31;
        __m256i t40 = _mm256_sub_epi32(_mm256_setzero_si256(), t39);
        __m256i t41 = t40;
        __m256i t42 = _mm256_set1_epi32(7);
        __m256i t43 = _mm256_blendv_epi8(t41, t42, t38);
        __m256i t44 = _mm256_set1_epi32(3);
        __m256i t45 = t31;
        __m256i t46 = t44;
        __m256i t47 = _mm256_mullo_epi32(t45, t46);
        __m256i t48 = t47;
        __m256i t49 = _mm256_blendv_epi8(t43, t48, t33);
        __m256i t28 = _mm256_add_epi32(out_v_1, t49);
        _mm256_storeu_si256((__m256i *)t8, t28);
        long t29 = (long)(int)t2;
        int *t30 = &out[t29];
        __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t30);
        vcc_v8_uchar bs_v_2 = vcc_load(vcc_v8_uchar, &bs[t29]);
        __m256i t53 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v_2));
        __m256i t54 = _mm256_set1_epi32((int)(int)lim);
        __m256i t55 = _mm256_cmpgt_epi32(t54, t53);
        __m256i t56 = (__m256i)~(vcc_m8)t55;
        __m256i t57 = _mm256_set1_epi32(200);
        __m256i t58 = _mm256_xor_si256(_mm256_cmpeq_epi32(t53, t57), _mm256_set1_epi32(-1));
        __m256i t59 = (__m256i)~(vcc_m8)t58;
        __m256i t60 = _mm256_and_si256(t56, t59);
        __m256i t61 = t53;
        __m256i t62 = _mm256_sub_epi32(_mm256_setzero_si256(), t61);
        __m256i t63 = t62;
        __m256i t64 = _mm256_set1_epi32(7);
        __m256i t65 = _mm256_blendv_epi8(t63, t64, t60);
        __m256i t66 = _mm256_set1_epi32(3);
        __m256i t67 = t53;
        __m256i t68 = t66;
        __m256i t69 = _mm256_mullo_epi32(t67, t68);
        __m256i t70 = t69;
        __m256i t71 = _mm256_blendv_epi8(t65, t70, t55);
        __m256i t50 = _mm256_add_epi32(out_v_2, t71);
        _mm256_storeu_si256((__m256i *)t30, t50);
        long t51 = (long)(int)t3;
        int *t52 = &out[t51];
        __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t52);
        vcc_v8_uchar bs_v_3 = vcc_load(vcc_v8_uchar, &bs[t51]);
        __m256i t73 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bs_v_3));
        __m256i t74 = _mm256_set1_epi32((int)(int)lim);
        __m256i t75 = _mm256_cmpgt_epi32(t74, t73);
        __m256i t76 = (__m256i)~(vcc_m8)t75;
        __m256i t77 = _mm256_set1_epi32(200);
        __m256i t78 = _mm256_xor_si256(_mm256_cmpeq_epi32(t73, t77), _mm256_set1_epi32(-1));
        __m256i t79 = (__m256i)~(vcc_m8)t78;
        __m256i t80 = _mm256_and_si256(t76, t79);
        __m256i t81 = t73;
        __m256i t82 = _mm256_sub_epi32(_mm256_setzero_si256(), t81);
        __m256i t83 = t82;
        __m256i t84 = _mm256_set1_epi32(7);
        __m256i t85 = _mm256_blendv_epi8(t83, t84, t80);
        __m256i t86 = _mm256_set1_epi32(3);
        __m256i t87 = t73;
        __m256i t88 = t86;
        __m256i t89 = _mm256_mullo_epi32(t87, t88);
        __m256i t90 = t89;
        __m256i t91 = _mm256_blendv_epi8(t85, t90, t75);
        __m256i t72 = _mm256_add_epi32(out_v_3, t91);
        _mm256_storeu_si256((__m256i *)t52, t72);
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

__attribute__((target("avx2"))) void run_clamp(int n) {
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = t1;
    __m256i k_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long k_vec = 0L;
    /* vcc: loop at kmask.c:87 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        long t3 = k_vec + 8L;
        long t4 = k_vec + 16L;
        long t5 = k_vec + 24L;
        __m256i k_v_1 = k_v;
        long t6 = (long)(int)k_vec;
        int *t7 = &out[t6];
        __m256i is_v = _mm256_loadu_si256((const __m256i *)&is[t6]);
        __m256i t8 = _mm256_mullo_epi32(is_v, _mm256_set1_epi32(9));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(20));
        __m256i t10 = _mm256_and_si256(k_v_1, _mm256_set1_epi32(15));
        __m256i t11 = _mm256_add_epi32(t9, t10);
        __m256i t19 = _mm256_set1_epi32((int)(n - 1));
        __m256i t20 = _mm256_min_epi32(t11, t19);
        __m256i t21 = _mm256_set1_epi32(-4);
        __m256i t22 = _mm256_max_epi32(t20, t21);
        __m256i t23 = _mm256_set1_epi32(19);
        __m256i t24 = _mm256_min_epi32(t22, t23);
        _mm256_storeu_si256((__m256i *)t7, t24);
        __m256i t12 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
        __m256i k_v_2 = t12;
        long t13 = (long)(int)t3;
        int *t14 = &out[t13];
        __m256i is_v_1 = _mm256_loadu_si256((const __m256i *)&is[t13]);
        __m256i t15 = _mm256_mullo_epi32(is_v_1, _mm256_set1_epi32(9));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(20));
        __m256i t17 = _mm256_and_si256(k_v_2, _mm256_set1_epi32(15));
        __m256i t18 = _mm256_add_epi32(t16, t17);
        __m256i t32 = _mm256_set1_epi32((int)(n - 1));
        __m256i t33 = _mm256_min_epi32(t18, t32);
        __m256i t34 = _mm256_set1_epi32(-4);
        __m256i t35 = _mm256_max_epi32(t33, t34);
        __m256i t36 = _mm256_set1_epi32(19);
        __m256i t37 = _mm256_min_epi32(t35, t36);
        _mm256_storeu_si256((__m256i *)t14, t37);
        __m256i t25 = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
        __m256i k_v_3 = t25;
        long t26 = (long)(int)t4;
        int *t27 = &out[t26];
        __m256i is_v_2 = _mm256_loadu_si256((const __m256i *)&is[t26]);
        __m256i t28 = _mm256_mullo_epi32(is_v_2, _mm256_set1_epi32(9));
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(20));
        __m256i t30 = _mm256_and_si256(k_v_3, _mm256_set1_epi32(15));
        __m256i t31 = _mm256_add_epi32(t29, t30);
        __m256i t45 = _mm256_set1_epi32((int)(n - 1));
        __m256i t46 = _mm256_min_epi32(t31, t45);
        __m256i t47 = _mm256_set1_epi32(-4);
        __m256i t48 = _mm256_max_epi32(t46, t47);
        __m256i t49 = _mm256_set1_epi32(19);
        __m256i t50 = _mm256_min_epi32(t48, t49);
        _mm256_storeu_si256((__m256i *)t27, t50);
        __m256i t38 = _mm256_add_epi32(k_v, _mm256_set1_epi32(24));
        __m256i k_v_4 = t38;
        long t39 = (long)(int)t5;
        int *t40 = &out[t39];
        __m256i is_v_3 = _mm256_loadu_si256((const __m256i *)&is[t39]);
        __m256i t41 = _mm256_mullo_epi32(is_v_3, _mm256_set1_epi32(9));
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(20));
        __m256i t43 = _mm256_and_si256(k_v_4, _mm256_set1_epi32(15));
        __m256i t44 = _mm256_add_epi32(t42, t43);
        __m256i t51 = _mm256_set1_epi32((int)(n - 1));
        __m256i t52 = _mm256_min_epi32(t44, t51);
        __m256i t53 = _mm256_set1_epi32(-4);
        __m256i t54 = _mm256_max_epi32(t52, t53);
        __m256i t55 = _mm256_set1_epi32(19);
        __m256i t56 = _mm256_min_epi32(t54, t55);
        _mm256_storeu_si256((__m256i *)t40, t56);
        k_vec += 32L;
        k_v = _mm256_add_epi32(k_v, _mm256_set1_epi32(32));
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
        long t1 = k_vec + 8L;
        long t2 = k_vec + 16L;
        long t3 = k_vec + 24L;
        int t4 = (int)k_vec;
        __m256i is_v = _mm256_loadu_si256((const __m256i *)&is[t4]);
        const float *t5 = xs;
        __m256i t8 = _mm256_set1_epi32(1);
        __m256i t9 = _mm256_and_si256(is_v, t8);
        __m256i t10 = (__m256i)(vcc_m8)((vcc_v8_int)t9 != (vcc_v8_int){0});
        __m256 t11 = _mm256_maskload_ps((const float *)((unsigned long)t5 + (unsigned long)(long)t4 * 4UL), t10);
        __m256 t12 = _mm256_set1_ps(0.5f);
        __m256 t13 = _mm256_mul_ps(t11, t12);
        __m256 t14 = _mm256_set1_ps(1.0f);
        __m256 t15 = _mm256_blendv_ps(t14, t13, _mm256_castsi256_ps(t10));
        __m256i t16 = _mm256_set1_epi32(2);
        __m256i t17 = _mm256_and_si256(is_v, t16);
        __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)t17 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t4 * 4UL), t18, t15);
        int t6 = (int)t1;
        __m256i is_v_1 = _mm256_loadu_si256((const __m256i *)&is[t6]);
        const float *t7 = xs;
        __m256i t21 = _mm256_set1_epi32(1);
        __m256i t22 = _mm256_and_si256(is_v_1, t21);
        __m256i t23 = (__m256i)(vcc_m8)((vcc_v8_int)t22 != (vcc_v8_int){0});
        __m256 t24 = _mm256_maskload_ps((const float *)((unsigned long)t7 + (unsigned long)(long)t6 * 4UL), t23);
        __m256 t25 = _mm256_set1_ps(0.5f);
        __m256 t26 = _mm256_mul_ps(t24, t25);
        __m256 t27 = _mm256_set1_ps(1.0f);
        __m256 t28 = _mm256_blendv_ps(t27, t26, _mm256_castsi256_ps(t23));
        __m256i t29 = _mm256_set1_epi32(2);
        __m256i t30 = _mm256_and_si256(is_v_1, t29);
        __m256i t31 = (__m256i)(vcc_m8)((vcc_v8_int)t30 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t6 * 4UL), t31, t28);
        int t19 = (int)t2;
        __m256i is_v_2 = _mm256_loadu_si256((const __m256i *)&is[t19]);
        const float *t20 = xs;
        __m256i t34 = _mm256_set1_epi32(1);
        __m256i t35 = _mm256_and_si256(is_v_2, t34);
        __m256i t36 = (__m256i)(vcc_m8)((vcc_v8_int)t35 != (vcc_v8_int){0});
        __m256 t37 = _mm256_maskload_ps((const float *)((unsigned long)t20 + (unsigned long)(long)t19 * 4UL), t36);
        __m256 t38 = _mm256_set1_ps(0.5f);
        __m256 t39 = _mm256_mul_ps(t37, t38);
        __m256 t40 = _mm256_set1_ps(1.0f);
        __m256 t41 = _mm256_blendv_ps(t40, t39, _mm256_castsi256_ps(t36));
        __m256i t42 = _mm256_set1_epi32(2);
        __m256i t43 = _mm256_and_si256(is_v_2, t42);
        __m256i t44 = (__m256i)(vcc_m8)((vcc_v8_int)t43 != (vcc_v8_int){0});
        _mm256_maskstore_ps((float *)((unsigned long)ys + (unsigned long)(long)t19 * 4UL), t44, t41);
        int t32 = (int)t3;
        __m256i is_v_3 = _mm256_loadu_si256((const __m256i *)&is[t32]);
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
    __m256i t4 = t3;
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(13));
    __m256i t6 = _mm256_min_epu32(t4, t5);
    __m256i t1 = t6;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:115 vectorized: VF 8, UF 4, the remainder at 116:20 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        _mm256_storeu_si256((__m256i *)&table[(int)k_vec], t1);
        __m256i t7 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t8 = t7;
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(13));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t11 = t10;
        _mm256_storeu_si256((__m256i *)&table[(int)(k_vec + 8L)], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(13));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = t15;
        _mm256_storeu_si256((__m256i *)&table[(int)(k_vec + 16L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(12));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(13));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        _mm256_storeu_si256((__m256i *)&table[(int)(k_vec + 24L)], t21);
        k_vec += 32L;
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(13));
        __m256i t25 = _mm256_min_epu32(t23, t24);
        t1 = t25;
    } while (k_vec < 64L);
    for (int j = 0; j < 65536; j++) {
        __m256i j_v = _mm256_set1_epi32((int)j);
        __m256i t26 = _mm256_set1_epi32(0);
        __m256i t27 = t26;
        __m256i k_v = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t28 = j_v;
        __m256i t29 = _mm256_mullo_epi32(t28, _mm256_set1_epi32(40503));
        long k_vec_1 = 0L;
        /* vcc: loop at kmask.c:118 vectorized: VF 8, UF 2, scalar epilogue */
        for (;;) {
            __m256i k_v_1 = k_v;
            __m256i t30 = _mm256_srav_epi32(j_v, k_v_1);
            __m256i bit_v = _mm256_and_si256(t30, _mm256_set1_epi32(1));
            __m256i t31 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(3));
            __m256i t32 = (__m256i)((vcc_v8_uint)t29 >> __builtin_convertvector((vcc_v8_int)t31, vcc_v8_uint));
            __m256i t33 = _mm256_and_si256(t32, _mm256_set1_epi32(1));
            __m256i other_v = t33;
            long t34 = (long)(j * 16 + (int)k_vec_1);
            float *t35 = &xs[t34];
            __m256i t36 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t37 = (__m256i)~(vcc_m8)t36;
            __m256i t38 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t39 = (__m256i)~(vcc_m8)t38;
            __m256i t40 = _mm256_and_si256(t37, t39);
            __m256i t41 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t42 = _mm256_and_si256(t37, t41);
            __m256i t43 = _mm256_or_si256(t42, t40);
            __m256 t44 = _mm256_blendv_ps(_mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f), _mm256_castsi256_ps(t40));
            __m256 t45 = _mm256_cvtepi32_ps(k_v_1);
            __m256 t46 = _mm256_add_ps(_mm256_set1_ps(5.0f), t45);
            __m256 t47 = _mm256_blendv_ps(t46, t44, _mm256_castsi256_ps(t43));
            _mm256_storeu_ps(t35, t47);
            __m256i t48 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t49 = _mm256_blendv_epi8(_mm256_set1_epi32(7), _mm256_set1_epi32(1), t48);
            __m256i t50 = (__m256i)((vcc_v8_int)j_v % (vcc_v8_int)t49);
            __m256 t51 = _mm256_cvtepi32_ps(t50);
            __m256 xs_v = _mm256_loadu_ps(t35);
            __m256 t52 = _mm256_blendv_ps(t51, xs_v, _mm256_castsi256_ps(t48));
            _mm256_storeu_ps(&ys[t34], t52);
            __m256i t53 = _mm256_mullo_epi32(_mm256_set1_epi32(2), other_v);
            __m256i t54 = _mm256_add_epi32(bit_v, t53);
            __m256i t55 = _mm256_and_si256(k_v_1, _mm256_set1_epi32(4));
            __m256i t56 = _mm256_add_epi32(t54, t55);
            _mm256_storeu_si256((__m256i *)&is[t34], t56);
            __m256i t57 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t58 = (__m256i)~(vcc_m8)t57;
            __m256i t59 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t60 = _mm256_and_si256(t58, t59);
            __m256i t61 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t62 = (__m256i)~(vcc_m8)t61;
            __m256i t63 = _mm256_and_si256(t58, t62);
            __m256i t64 = _mm256_or_si256(t63, t60);
            __m256i t65 = _mm256_blendv_epi8(k_v_1, _mm256_set1_epi32(99), t60);
            __m256i t66 = _mm256_set1_epi32(300);
            __m256i t67 = k_v_1;
            __m256i t68 = _mm256_add_epi32(t66, t67);
            __m256i t69 = t68;
            __m256i t70 = _mm256_blendv_epi8(t69, t65, t64);
            __m128i t71 = (__m128i)__builtin_convertvector((vcc_v8_int)t70, vcc_v8_ushort);
            _mm_storeu_si128((__m128i *)&ss[t34], t71);
            __m256i t72 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t73 = (__m256i)~(vcc_m8)t72;
            __m256i t74 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t75 = _mm256_and_si256(t73, t74);
            __m256i t76 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t77 = (__m256i)~(vcc_m8)t76;
            __m256i t78 = _mm256_and_si256(t73, t77);
            __m256i t79 = _mm256_or_si256(t78, t75);
            __m256i t80 = _mm256_blendv_epi8(k_v_1, _mm256_set1_epi32(200), t75);
            __m256i t81 = _mm256_set1_epi32(150);
            __m256i t82 = k_v_1;
            __m256i t83 = _mm256_add_epi32(t81, t82);
            __m256i t84 = t83;
            __m256i t85 = _mm256_blendv_epi8(t84, t80, t79);
            vcc_v8_uchar t86 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t85, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t34], t86);
            __m256i t87 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
            __m256i k_v_2 = t87;
            __m256i t88 = _mm256_srav_epi32(j_v, k_v_2);
            __m256i bit_v_1 = _mm256_and_si256(t88, _mm256_set1_epi32(1));
            __m256i t89 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(3));
            __m256i t90 = (__m256i)((vcc_v8_uint)t29 >> __builtin_convertvector((vcc_v8_int)t89, vcc_v8_uint));
            __m256i t91 = _mm256_and_si256(t90, _mm256_set1_epi32(1));
            __m256i other_v_1 = t91;
            long t92 = (long)(j * 16 + (int)(k_vec_1 + 8L));
            float *t93 = &xs[t92];
            __m256i t94 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t95 = (__m256i)~(vcc_m8)t94;
            __m256i t96 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t97 = (__m256i)~(vcc_m8)t96;
            __m256i t98 = _mm256_and_si256(t95, t97);
            __m256i t99 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t100 = _mm256_and_si256(t95, t99);
            __m256i t101 = _mm256_or_si256(t100, t98);
            __m256 t102 = _mm256_blendv_ps(_mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f), _mm256_castsi256_ps(t98));
            __m256 t103 = _mm256_cvtepi32_ps(k_v_2);
            __m256 t104 = _mm256_add_ps(_mm256_set1_ps(5.0f), t103);
            __m256 t105 = _mm256_blendv_ps(t104, t102, _mm256_castsi256_ps(t101));
            _mm256_storeu_ps(t93, t105);
            __m256i t106 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t107 = _mm256_blendv_epi8(_mm256_set1_epi32(7), _mm256_set1_epi32(1), t106);
            __m256i t108 = (__m256i)((vcc_v8_int)j_v % (vcc_v8_int)t107);
            __m256 t109 = _mm256_cvtepi32_ps(t108);
            __m256 xs_v_1 = _mm256_loadu_ps(t93);
            __m256 t110 = _mm256_blendv_ps(t109, xs_v_1, _mm256_castsi256_ps(t106));
            _mm256_storeu_ps(&ys[t92], t110);
            __m256i t111 = _mm256_mullo_epi32(_mm256_set1_epi32(2), other_v_1);
            __m256i t112 = _mm256_add_epi32(bit_v_1, t111);
            __m256i t113 = _mm256_and_si256(k_v_2, _mm256_set1_epi32(4));
            __m256i t114 = _mm256_add_epi32(t112, t113);
            _mm256_storeu_si256((__m256i *)&is[t92], t114);
            __m256i t115 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t116 = (__m256i)~(vcc_m8)t115;
            __m256i t117 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t118 = _mm256_and_si256(t116, t117);
            __m256i t119 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t120 = (__m256i)~(vcc_m8)t119;
            __m256i t121 = _mm256_and_si256(t116, t120);
            __m256i t122 = _mm256_or_si256(t121, t118);
            __m256i t123 = _mm256_blendv_epi8(k_v_2, _mm256_set1_epi32(99), t118);
            __m256i t124 = _mm256_set1_epi32(300);
            __m256i t125 = k_v_2;
            __m256i t126 = _mm256_add_epi32(t124, t125);
            __m256i t127 = t126;
            __m256i t128 = _mm256_blendv_epi8(t127, t123, t122);
            __m128i t129 = (__m128i)__builtin_convertvector((vcc_v8_int)t128, vcc_v8_ushort);
            _mm_storeu_si128((__m128i *)&ss[t92], t129);
            __m256i t130 = _mm256_xor_si256(_mm256_cmpeq_epi32(bit_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t131 = (__m256i)~(vcc_m8)t130;
            __m256i t132 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t133 = _mm256_and_si256(t131, t132);
            __m256i t134 = _mm256_xor_si256(_mm256_cmpeq_epi32(other_v_1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t135 = (__m256i)~(vcc_m8)t134;
            __m256i t136 = _mm256_and_si256(t131, t135);
            __m256i t137 = _mm256_or_si256(t136, t133);
            __m256i t138 = _mm256_blendv_epi8(k_v_2, _mm256_set1_epi32(200), t133);
            __m256i t139 = _mm256_set1_epi32(150);
            __m256i t140 = k_v_2;
            __m256i t141 = _mm256_add_epi32(t139, t140);
            __m256i t142 = t141;
            __m256i t143 = _mm256_blendv_epi8(t142, t138, t137);
            vcc_v8_uchar t144 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t143, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t92], t144);
            k_vec_1 += 16L;
            __m256i t145 = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
            if (k_vec_1 >= 16L) {
                break;
            }
            k_v = t145;
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
