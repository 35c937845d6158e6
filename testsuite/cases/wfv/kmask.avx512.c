/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvvuu_classify(__m512 x, __m512 y, __m512i i, float lo, float hi);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvvuu_classify(__m256 x, __m256 y, __m256i i, float lo, float hi);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_shorts(__m256i s, unsigned short lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_shorts(__m128i s, unsigned short lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_bytes(__m128i b, unsigned char lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_bytes(vcc_v8_uchar b, unsigned char lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_clamp(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_clamp(__m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uulv_put(float *p, const float *q, int k, __m512i c);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uulv_put(float *p, const float *q, int k, __m256i c);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvvuu_classify(__m512 x, __m512 y, __m512i i, float lo, float hi) {
    vcc_no_contract_body
    __m512i t1;
    __m512 t3 = _mm512_set1_ps(lo);
    __mmask16 t4 = _mm512_cmp_ps_mask(x, t3, _CMP_LE_OQ);
    __mmask16 t5 = _knot_mask16(t4);
    __m512 t6 = _mm512_set1_ps(hi);
    __mmask16 t7 = _mm512_cmp_ps_mask(x, t6, _CMP_GE_OQ);
    __mmask16 t8 = _knot_mask16(t7);
    __mmask16 t9 = _kand_mask16(t5, t8);
    __mmask16 t10 = _mm512_cmp_ps_mask(y, x, _CMP_LT_OQ);
    __m512i t11 = _mm512_set1_epi32(3);
    __mmask16 t12 = _mm512_cmp_epi32_mask(i, t11, _MM_CMPINT_NE);
    __mmask16 t13 = _kand_mask16(t10, t12);
    __mmask16 t14 = _knot_mask16(t9);
    __mmask16 t15 = _kor_mask16(t13, t14);
    __mmask16 t16 = _knot_mask16(t15);
    __mmask16 t2 = _kand_mask16(t5, t16);
    if ((t2 != 0)) {
        __m512 t17 = _mm512_set1_ps(4.0f);
        __m512 t18 = _mm512_mul_ps(x, t17);
        __m512i t19 = _mm512_cvttps_epi32(t18);
        __m512i t20 = _mm512_set1_epi32(63);
        __m512i t21 = _mm512_and_si512(i, t20);
        vcc_v16_long t22 = __builtin_convertvector((vcc_v16_int)t21, vcc_v16_long);
        vcc_v16_long t23 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
        vcc_v16_long t24 = (vcc_v16_long){0} * t23;
        vcc_v16_long t25 = t24 + t22;
        __m512i t26 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t25, (vcc_m16)_mm512_movm_epi32(t2));
        __m512i t27 = t19;
        __m512i t28 = t26;
        __m512i t29 = _mm512_add_epi32(t27, t28);
        t1 = t29;
    } else {
        t1 = (__m512i)(vcc_v16_int){0};
        t2 = ((__mmask16)0x0);
    }
    __m512i t30 = _mm512_set1_epi32(1);
    __m512i t31 = _mm512_mask_blend_epi32(t2, t30, t1);
    __m512i t32 = _mm512_set1_epi32(0);
    __m512i t33 = _mm512_mask_blend_epi32(t4, t31, t32);
    __mmask16 t34 = _mm512_cmp_ps_mask(x, y, _CMP_GT_OQ);
    __m512i t35 = _mm512_set1_epi32(2);
    __mmask16 t36 = _mm512_cmp_epi32_mask(i, t35, _MM_CMPINT_NLT);
    __m512i t37 = _mm512_maskz_mov_epi32(t34, _mm512_set1_epi32(1));
    __m512i t38 = _mm512_maskz_mov_epi32(t36, _mm512_set1_epi32(1));
    __mmask16 t39 = _mm512_cmp_epi32_mask(t37, t38, _MM_CMPINT_NE);
    __mmask16 t40 = _mm512_cmp_ps_mask(x, y, _CMP_EQ_OQ);
    __mmask16 t41 = _knot_mask16(t40);
    __m512 t42 = _mm512_set1_ps(lo);
    __mmask16 t43 = _mm512_cmp_ps_mask(y, t42, _CMP_GT_OQ);
    __m512i t44 = _mm512_maskz_mov_epi32(t43, _mm512_set1_epi32(1));
    __mmask16 t45 = _mm512_test_epi32_mask(t44, t44);
    __mmask16 t46 = _knot_mask16(t45);
    __m512i t47 = _mm512_set1_epi32(1);
    __mmask16 t48 = _mm512_cmp_epi32_mask(i, t47, _MM_CMPINT_LT);
    __m512i t49 = _mm512_maskz_mov_epi32(t48, _mm512_set1_epi32(1));
    __m512i t50 = _mm512_maskz_mov_epi32(t46, _mm512_set1_epi32(1));
    __m512i t51 = _mm512_mask_blend_epi32(t40, t50, t49);
    __m512i t52 = i;
    __m512i t53 = _mm512_set1_epi32((int)2654435761U);
    __m512i t54 = _mm512_mullo_epi32(t52, t53);
    __m512i t55 = _mm512_set1_epi32((int)2147483648U);
    __mmask16 t56 = _mm512_cmp_epu32_mask(t54, t55, _MM_CMPINT_LT);
    __m512i t57 = _mm512_maskz_mov_epi32(t56, _mm512_set1_epi32(1));
    __mmask16 t58 = _mm512_test_epi32_mask(t57, t57);
    __mmask16 t59 = _knot_mask16(t58);
    __mmask16 t60 = _kand_mask16(t41, t46);
    __mmask16 t61 = _kand_mask16(t40, t48);
    __mmask16 t62 = _kor_mask16(t60, t61);
    __mmask16 t63 = _kand_mask16(t59, t62);
    __m512i t64 = _mm512_set1_epi32(100);
    __m512i t65 = t33;
    __m512i t66 = t64;
    __m512i t67 = _mm512_add_epi32(t65, t66);
    __m512i t68 = t67;
    __m512i t69 = _mm512_mask_blend_epi32(t63, t33, t68);
    __m512i t70 = _mm512_set1_epi32(8);
    __m512i t71 = _mm512_mullo_epi32(t69, t70);
    __m512i t72 = _mm512_maskz_mov_epi32(t39, _mm512_set1_epi32(1));
    __m512i t73 = _mm512_set1_epi32(2);
    __m512i t74 = _mm512_mullo_epi32(t72, t73);
    __m512i t75 = _mm512_add_epi32(t71, t74);
    __m512i t76 = _mm512_add_epi32(t75, t51);
    return t76;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvvuu_classify(__m256 x, __m256 y, __m256i i, float lo, float hi) {
    vcc_no_contract_body
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
    __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i, t11, _MM_CMPINT_NE));
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
        __m512i t22 = _mm512_cvtepi32_epi64(t21);
        __m512i t23 = _mm512_set1_epi64((long long)64L);
        __m512i t24 = _mm512_mullo_epi64((__m512i)(vcc_v8_long){0}, t23);
        __m512i t25 = _mm512_add_epi64(t24, t22);
        __m256i t26 = (__m256i)vcc_gather_masked(vcc_v8_int, table, (vcc_v8_long)t25, (vcc_m8)t2);
        __m256i t27 = t19;
        __m256i t28 = t26;
        __m256i t29 = _mm256_add_epi32(t27, t28);
        t1 = t29;
    } else {
        t1 = (__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t30 = _mm256_set1_epi32(1);
    __m256i t31 = _mm256_ternarylogic_epi32(t2, t1, t30, 0xCA);
    __m256i t32 = _mm256_set1_epi32(0);
    __m256i t33 = _mm256_ternarylogic_epi32(t4, t32, t31, 0xCA);
    __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t35 = _mm256_set1_epi32(2);
    __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i, t35, _MM_CMPINT_NLT));
    __m256i t37 = (__m256i)__builtin_convertvector((vcc_m8)t34 & 1, vcc_v8_int);
    __m256i t38 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
    __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t37, t38, _MM_CMPINT_NE));
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
    __m256i t51 = _mm256_ternarylogic_epi32(t40, t49, t50, 0xCA);
    __m256i t52 = i;
    __m256i t53 = _mm256_set1_epi32((int)2654435761U);
    __m256i t54 = _mm256_mullo_epi32(t52, t53);
    __m256i t55 = _mm256_set1_epi32((int)2147483648U);
    __m256i t56 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t54, t55, _MM_CMPINT_LT));
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
    __m256i t69 = _mm256_ternarylogic_epi32(t63, t68, t33, 0xCA);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_shorts(__m256i s, unsigned short lim) {
    vcc_no_contract_body
    __m512i t1 = _mm512_cvtepu16_epi32(s);
    int t2 = (int)lim;
    __m512i t3 = _mm512_set1_epi32((int)t2);
    __mmask16 t4 = _mm512_cmp_epi32_mask(t1, t3, _MM_CMPINT_NLE);
    __m512i t5 = _mm512_set1_epi32((int)(t2 - 1));
    __mmask16 t6 = _mm512_cmp_epi32_mask(t1, t5, _MM_CMPINT_EQ);
    __m512i t7 = _mm512_set1_epi32(-1);
    __m512i t8 = _mm512_mask_blend_epi32(t6, t1, t7);
    __m512i t9 = _mm512_set1_epi32((int)t2);
    __m512i t10 = t1;
    __m512i t11 = t9;
    __m512i t12 = _mm512_sub_epi32(t10, t11);
    __m512i t13 = t12;
    __m512i t14 = _mm512_mask_blend_epi32(t4, t8, t13);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_shorts(__m128i s, unsigned short lim) {
    vcc_no_contract_body
    __m256i t1 = _mm256_cvtepu16_epi32(s);
    int t2 = (int)lim;
    __m256i t3 = _mm256_set1_epi32((int)t2);
    __m256i t4 = _mm256_cmpgt_epi32(t1, t3);
    __m256i t5 = _mm256_set1_epi32((int)(t2 - 1));
    __m256i t6 = _mm256_cmpeq_epi32(t1, t5);
    __m256i t7 = _mm256_set1_epi32(-1);
    __m256i t8 = _mm256_ternarylogic_epi32(t6, t7, t1, 0xCA);
    __m256i t9 = _mm256_set1_epi32((int)t2);
    __m256i t10 = t1;
    __m256i t11 = t9;
    __m256i t12 = _mm256_sub_epi32(t10, t11);
    __m256i t13 = t12;
    __m256i t14 = _mm256_ternarylogic_epi32(t4, t13, t8, 0xCA);
    return t14;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_bytes(__m128i b, unsigned char lim) {
    vcc_no_contract_body
    __m512i t1 = _mm512_cvtepu8_epi32(b);
    __m512i t2 = _mm512_set1_epi32((int)(int)lim);
    __mmask16 t3 = _mm512_cmp_epi32_mask(t1, t2, _MM_CMPINT_LT);
    __mmask16 t4 = _knot_mask16(t3);
    __m512i t5 = _mm512_set1_epi32(200);
    __mmask16 t6 = _mm512_cmp_epi32_mask(t1, t5, _MM_CMPINT_NE);
    __mmask16 t7 = _knot_mask16(t6);
    __mmask16 t8 = _kand_mask16(t4, t7);
    __m512i t9 = t1;
    __m512i t10 = _mm512_sub_epi32(_mm512_setzero_si512(), t9);
    __m512i t11 = t10;
    __m512i t12 = _mm512_set1_epi32(7);
    __m512i t13 = _mm512_mask_blend_epi32(t8, t11, t12);
    __m512i t14 = _mm512_set1_epi32(3);
    __m512i t15 = t1;
    __m512i t16 = t14;
    __m512i t17 = _mm512_mullo_epi32(t15, t16);
    __m512i t18 = t17;
    __m512i t19 = _mm512_mask_blend_epi32(t3, t13, t18);
    return t19;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_bytes(vcc_v8_uchar b, unsigned char lim) {
    vcc_no_contract_body
    __m256i t1 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b));
    __m256i t2 = _mm256_set1_epi32((int)(int)lim);
    __m256i t3 = _mm256_cmpgt_epi32(t2, t1);
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    __m256i t5 = _mm256_set1_epi32(200);
    __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t1, t5, _MM_CMPINT_NE));
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    __m256i t8 = _mm256_and_si256(t4, t7);
    __m256i t9 = t1;
    __m256i t10 = _mm256_sub_epi32(_mm256_setzero_si256(), t9);
    __m256i t11 = t10;
    __m256i t12 = _mm256_set1_epi32(7);
    __m256i t13 = _mm256_ternarylogic_epi32(t8, t12, t11, 0xCA);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = t1;
    __m256i t16 = t14;
    __m256i t17 = _mm256_mullo_epi32(t15, t16);
    __m256i t18 = t17;
    __m256i t19 = _mm256_ternarylogic_epi32(t3, t18, t13, 0xCA);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_clamp(__m512i x, int n) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32((int)(n - 1));
    __m512i t2 = _mm512_min_epi32(x, t1);
    __m512i t3 = _mm512_set1_epi32(-4);
    __m512i t4 = _mm512_max_epi32(t2, t3);
    __m512i t5 = _mm512_set1_epi32(19);
    __m512i t6 = _mm512_min_epi32(t4, t5);
    return t6;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_clamp(__m256i x, int n) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32((int)(n - 1));
    __m256i t2 = _mm256_min_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(-4);
    __m256i t4 = _mm256_max_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32(19);
    __m256i t6 = _mm256_min_epi32(t4, t5);
    return t6;
}

static __typeof__(xs) xs __attribute__((aligned(64)));
static __typeof__(ys) ys __attribute__((aligned(64)));
static __typeof__(is) is __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_classify(float lo, float hi) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t3;
    __m512i t5;
    __m512i t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:69 vectorized: VF 16, UF 4, scalar epilogue */
    for (;;) {
        long t9 = k_vec + 16L;
        long t10 = k_vec + 32L;
        long t11 = k_vec + 48L;
        long t12 = (long)(int)k_vec;
        int *t13 = &out[t12];
        __m512i is_v = _mm512_loadu_si512(&is[t12]);
        __m512 ys_v = _mm512_loadu_ps(&ys[t12]);
        __m512 xs_v = _mm512_loadu_ps(&xs[t12]);
        __m512 t16 = _mm512_set1_ps(lo);
        __mmask16 t17 = _mm512_cmp_ps_mask(xs_v, t16, _CMP_LE_OQ);
        __mmask16 t18 = _knot_mask16(t17);
        __m512 t19 = _mm512_set1_ps(hi);
        __mmask16 t20 = _mm512_cmp_ps_mask(xs_v, t19, _CMP_GE_OQ);
        __mmask16 t21 = _knot_mask16(t20);
        __mmask16 t22 = _kand_mask16(t18, t21);
        __mmask16 t23 = _mm512_cmp_ps_mask(ys_v, xs_v, _CMP_LT_OQ);
        __m512i t24 = _mm512_set1_epi32(3);
        __mmask16 t25 = _mm512_cmp_epi32_mask(is_v, t24, _MM_CMPINT_NE);
        __mmask16 t26 = _kand_mask16(t23, t25);
        __mmask16 t27 = _knot_mask16(t22);
        __mmask16 t28 = _kor_mask16(t26, t27);
        __mmask16 t29 = _knot_mask16(t28);
        __mmask16 t2 = _kand_mask16(t18, t29);
        if ((t2 != 0)) {
            __m512 t30 = _mm512_set1_ps(4.0f);
            __m512 t31 = _mm512_mul_ps(xs_v, t30);
            __m512i t32 = _mm512_cvttps_epi32(t31);
            __m512i t33 = _mm512_set1_epi32(63);
            __m512i t34 = _mm512_and_si512(is_v, t33);
            vcc_v16_long t35 = __builtin_convertvector((vcc_v16_int)t34, vcc_v16_long);
            vcc_v16_long t36 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t37 = (vcc_v16_long){0} * t36;
            vcc_v16_long t38 = t37 + t35;
            __m512i t39 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t38, (vcc_m16)_mm512_movm_epi32(t2));
            __m512i t40 = t32;
            __m512i t41 = t39;
            __m512i t42 = _mm512_add_epi32(t40, t41);
            t1 = t42;
        } else {
            t1 = (__m512i)(vcc_v16_int){0};
            t2 = ((__mmask16)0x0);
        }
        __m512i t43 = _mm512_set1_epi32(1);
        __m512i t44 = _mm512_mask_blend_epi32(t2, t43, t1);
        __m512i t45 = _mm512_set1_epi32(0);
        __m512i t46 = _mm512_mask_blend_epi32(t17, t44, t45);
        __mmask16 t47 = _mm512_cmp_ps_mask(xs_v, ys_v, _CMP_GT_OQ);
        __m512i t48 = _mm512_set1_epi32(2);
        __mmask16 t49 = _mm512_cmp_epi32_mask(is_v, t48, _MM_CMPINT_NLT);
        __m512i t50 = _mm512_maskz_mov_epi32(t47, _mm512_set1_epi32(1));
        __m512i t51 = _mm512_maskz_mov_epi32(t49, _mm512_set1_epi32(1));
        __mmask16 t52 = _mm512_cmp_epi32_mask(t50, t51, _MM_CMPINT_NE);
        __mmask16 t53 = _mm512_cmp_ps_mask(xs_v, ys_v, _CMP_EQ_OQ);
        __mmask16 t54 = _knot_mask16(t53);
        __m512 t55 = _mm512_set1_ps(lo);
        __mmask16 t56 = _mm512_cmp_ps_mask(ys_v, t55, _CMP_GT_OQ);
        __m512i t57 = _mm512_maskz_mov_epi32(t56, _mm512_set1_epi32(1));
        __mmask16 t58 = _mm512_test_epi32_mask(t57, t57);
        __mmask16 t59 = _knot_mask16(t58);
        __m512i t60 = _mm512_set1_epi32(1);
        __mmask16 t61 = _mm512_cmp_epi32_mask(is_v, t60, _MM_CMPINT_LT);
        __m512i t62 = _mm512_maskz_mov_epi32(t61, _mm512_set1_epi32(1));
        __m512i t63 = _mm512_maskz_mov_epi32(t59, _mm512_set1_epi32(1));
        __m512i t64 = _mm512_mask_blend_epi32(t53, t63, t62);
        __m512i t65 = is_v;
        __m512i t66 = _mm512_set1_epi32((int)2654435761U);
        __m512i t67 = _mm512_mullo_epi32(t65, t66);
        __m512i t68 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t69 = _mm512_cmp_epu32_mask(t67, t68, _MM_CMPINT_LT);
        __m512i t70 = _mm512_maskz_mov_epi32(t69, _mm512_set1_epi32(1));
        __mmask16 t71 = _mm512_test_epi32_mask(t70, t70);
        __mmask16 t72 = _knot_mask16(t71);
        __mmask16 t73 = _kand_mask16(t54, t59);
        __mmask16 t74 = _kand_mask16(t53, t61);
        __mmask16 t75 = _kor_mask16(t73, t74);
        __mmask16 t76 = _kand_mask16(t72, t75);
        __m512i t77 = _mm512_set1_epi32(100);
        __m512i t78 = t46;
        __m512i t79 = t77;
        __m512i t80 = _mm512_add_epi32(t78, t79);
        __m512i t81 = t80;
        __m512i t82 = _mm512_mask_blend_epi32(t76, t46, t81);
        __m512i t83 = _mm512_set1_epi32(8);
        __m512i t84 = _mm512_mullo_epi32(t82, t83);
        __m512i t85 = _mm512_maskz_mov_epi32(t52, _mm512_set1_epi32(1));
        __m512i t86 = _mm512_set1_epi32(2);
        __m512i t87 = _mm512_mullo_epi32(t85, t86);
        __m512i t88 = _mm512_add_epi32(t84, t87);
        __m512i t89 = _mm512_add_epi32(t88, t64);
        _mm512_storeu_si512(t13, t89);
        long t14 = (long)(int)t9;
        int *t15 = &out[t14];
        __m512i is_v_1 = _mm512_loadu_si512(&is[t14]);
        __m512 ys_v_1 = _mm512_loadu_ps(&ys[t14]);
        __m512 xs_v_1 = _mm512_loadu_ps(&xs[t14]);
        __m512 t92 = _mm512_set1_ps(lo);
        __mmask16 t93 = _mm512_cmp_ps_mask(xs_v_1, t92, _CMP_LE_OQ);
        __mmask16 t94 = _knot_mask16(t93);
        __m512 t95 = _mm512_set1_ps(hi);
        __mmask16 t96 = _mm512_cmp_ps_mask(xs_v_1, t95, _CMP_GE_OQ);
        __mmask16 t97 = _knot_mask16(t96);
        __mmask16 t98 = _kand_mask16(t94, t97);
        __mmask16 t99 = _mm512_cmp_ps_mask(ys_v_1, xs_v_1, _CMP_LT_OQ);
        __m512i t100 = _mm512_set1_epi32(3);
        __mmask16 t101 = _mm512_cmp_epi32_mask(is_v_1, t100, _MM_CMPINT_NE);
        __mmask16 t102 = _kand_mask16(t99, t101);
        __mmask16 t103 = _knot_mask16(t98);
        __mmask16 t104 = _kor_mask16(t102, t103);
        __mmask16 t105 = _knot_mask16(t104);
        __mmask16 t4 = _kand_mask16(t94, t105);
        if ((t4 != 0)) {
            __m512 t106 = _mm512_set1_ps(4.0f);
            __m512 t107 = _mm512_mul_ps(xs_v_1, t106);
            __m512i t108 = _mm512_cvttps_epi32(t107);
            __m512i t109 = _mm512_set1_epi32(63);
            __m512i t110 = _mm512_and_si512(is_v_1, t109);
            vcc_v16_long t111 = __builtin_convertvector((vcc_v16_int)t110, vcc_v16_long);
            vcc_v16_long t112 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t113 = (vcc_v16_long){0} * t112;
            vcc_v16_long t114 = t113 + t111;
            __m512i t115 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t114, (vcc_m16)_mm512_movm_epi32(t4));
            __m512i t116 = t108;
            __m512i t117 = t115;
            __m512i t118 = _mm512_add_epi32(t116, t117);
            t3 = t118;
        } else {
            t3 = (__m512i)(vcc_v16_int){0};
            t4 = ((__mmask16)0x0);
        }
        __m512i t119 = _mm512_set1_epi32(1);
        __m512i t120 = _mm512_mask_blend_epi32(t4, t119, t3);
        __m512i t121 = _mm512_set1_epi32(0);
        __m512i t122 = _mm512_mask_blend_epi32(t93, t120, t121);
        __mmask16 t123 = _mm512_cmp_ps_mask(xs_v_1, ys_v_1, _CMP_GT_OQ);
        __m512i t124 = _mm512_set1_epi32(2);
        __mmask16 t125 = _mm512_cmp_epi32_mask(is_v_1, t124, _MM_CMPINT_NLT);
        __m512i t126 = _mm512_maskz_mov_epi32(t123, _mm512_set1_epi32(1));
        __m512i t127 = _mm512_maskz_mov_epi32(t125, _mm512_set1_epi32(1));
        __mmask16 t128 = _mm512_cmp_epi32_mask(t126, t127, _MM_CMPINT_NE);
        __mmask16 t129 = _mm512_cmp_ps_mask(xs_v_1, ys_v_1, _CMP_EQ_OQ);
        __mmask16 t130 = _knot_mask16(t129);
        __m512 t131 = _mm512_set1_ps(lo);
        __mmask16 t132 = _mm512_cmp_ps_mask(ys_v_1, t131, _CMP_GT_OQ);
        __m512i t133 = _mm512_maskz_mov_epi32(t132, _mm512_set1_epi32(1));
        __mmask16 t134 = _mm512_test_epi32_mask(t133, t133);
        __mmask16 t135 = _knot_mask16(t134);
        __m512i t136 = _mm512_set1_epi32(1);
        __mmask16 t137 = _mm512_cmp_epi32_mask(is_v_1, t136, _MM_CMPINT_LT);
        __m512i t138 = _mm512_maskz_mov_epi32(t137, _mm512_set1_epi32(1));
        __m512i t139 = _mm512_maskz_mov_epi32(t135, _mm512_set1_epi32(1));
        __m512i t140 = _mm512_mask_blend_epi32(t129, t139, t138);
        __m512i t141 = is_v_1;
        __m512i t142 = _mm512_set1_epi32((int)2654435761U);
        __m512i t143 = _mm512_mullo_epi32(t141, t142);
        __m512i t144 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t145 = _mm512_cmp_epu32_mask(t143, t144, _MM_CMPINT_LT);
        __m512i t146 = _mm512_maskz_mov_epi32(t145, _mm512_set1_epi32(1));
        __mmask16 t147 = _mm512_test_epi32_mask(t146, t146);
        __mmask16 t148 = _knot_mask16(t147);
        __mmask16 t149 = _kand_mask16(t130, t135);
        __mmask16 t150 = _kand_mask16(t129, t137);
        __mmask16 t151 = _kor_mask16(t149, t150);
        __mmask16 t152 = _kand_mask16(t148, t151);
        __m512i t153 = _mm512_set1_epi32(100);
        __m512i t154 = t122;
        __m512i t155 = t153;
        __m512i t156 = _mm512_add_epi32(t154, t155);
        __m512i t157 = t156;
        __m512i t158 = _mm512_mask_blend_epi32(t152, t122, t157);
        __m512i t159 = _mm512_set1_epi32(8);
        __m512i t160 = _mm512_mullo_epi32(t158, t159);
        __m512i t161 = _mm512_maskz_mov_epi32(t128, _mm512_set1_epi32(1));
        __m512i t162 = _mm512_set1_epi32(2);
        __m512i t163 = _mm512_mullo_epi32(t161, t162);
        __m512i t164 = _mm512_add_epi32(t160, t163);
        __m512i t165 = _mm512_add_epi32(t164, t140);
        _mm512_storeu_si512(t15, t165);
        long t90 = (long)(int)t10;
        int *t91 = &out[t90];
        __m512i is_v_2 = _mm512_loadu_si512(&is[t90]);
        __m512 ys_v_2 = _mm512_loadu_ps(&ys[t90]);
        __m512 xs_v_2 = _mm512_loadu_ps(&xs[t90]);
        __m512 t168 = _mm512_set1_ps(lo);
        __mmask16 t169 = _mm512_cmp_ps_mask(xs_v_2, t168, _CMP_LE_OQ);
        __mmask16 t170 = _knot_mask16(t169);
        __m512 t171 = _mm512_set1_ps(hi);
        __mmask16 t172 = _mm512_cmp_ps_mask(xs_v_2, t171, _CMP_GE_OQ);
        __mmask16 t173 = _knot_mask16(t172);
        __mmask16 t174 = _kand_mask16(t170, t173);
        __mmask16 t175 = _mm512_cmp_ps_mask(ys_v_2, xs_v_2, _CMP_LT_OQ);
        __m512i t176 = _mm512_set1_epi32(3);
        __mmask16 t177 = _mm512_cmp_epi32_mask(is_v_2, t176, _MM_CMPINT_NE);
        __mmask16 t178 = _kand_mask16(t175, t177);
        __mmask16 t179 = _knot_mask16(t174);
        __mmask16 t180 = _kor_mask16(t178, t179);
        __mmask16 t181 = _knot_mask16(t180);
        __mmask16 t6 = _kand_mask16(t170, t181);
        if ((t6 != 0)) {
            __m512 t182 = _mm512_set1_ps(4.0f);
            __m512 t183 = _mm512_mul_ps(xs_v_2, t182);
            __m512i t184 = _mm512_cvttps_epi32(t183);
            __m512i t185 = _mm512_set1_epi32(63);
            __m512i t186 = _mm512_and_si512(is_v_2, t185);
            vcc_v16_long t187 = __builtin_convertvector((vcc_v16_int)t186, vcc_v16_long);
            vcc_v16_long t188 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t189 = (vcc_v16_long){0} * t188;
            vcc_v16_long t190 = t189 + t187;
            __m512i t191 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t190, (vcc_m16)_mm512_movm_epi32(t6));
            __m512i t192 = t184;
            __m512i t193 = t191;
            __m512i t194 = _mm512_add_epi32(t192, t193);
            t5 = t194;
        } else {
            t5 = (__m512i)(vcc_v16_int){0};
            t6 = ((__mmask16)0x0);
        }
        __m512i t195 = _mm512_set1_epi32(1);
        __m512i t196 = _mm512_mask_blend_epi32(t6, t195, t5);
        __m512i t197 = _mm512_set1_epi32(0);
        __m512i t198 = _mm512_mask_blend_epi32(t169, t196, t197);
        __mmask16 t199 = _mm512_cmp_ps_mask(xs_v_2, ys_v_2, _CMP_GT_OQ);
        __m512i t200 = _mm512_set1_epi32(2);
        __mmask16 t201 = _mm512_cmp_epi32_mask(is_v_2, t200, _MM_CMPINT_NLT);
        __m512i t202 = _mm512_maskz_mov_epi32(t199, _mm512_set1_epi32(1));
        __m512i t203 = _mm512_maskz_mov_epi32(t201, _mm512_set1_epi32(1));
        __mmask16 t204 = _mm512_cmp_epi32_mask(t202, t203, _MM_CMPINT_NE);
        __mmask16 t205 = _mm512_cmp_ps_mask(xs_v_2, ys_v_2, _CMP_EQ_OQ);
        __mmask16 t206 = _knot_mask16(t205);
        __m512 t207 = _mm512_set1_ps(lo);
        __mmask16 t208 = _mm512_cmp_ps_mask(ys_v_2, t207, _CMP_GT_OQ);
        __m512i t209 = _mm512_maskz_mov_epi32(t208, _mm512_set1_epi32(1));
        __mmask16 t210 = _mm512_test_epi32_mask(t209, t209);
        __mmask16 t211 = _knot_mask16(t210);
        __m512i t212 = _mm512_set1_epi32(1);
        __mmask16 t213 = _mm512_cmp_epi32_mask(is_v_2, t212, _MM_CMPINT_LT);
        __m512i t214 = _mm512_maskz_mov_epi32(t213, _mm512_set1_epi32(1));
        __m512i t215 = _mm512_maskz_mov_epi32(t211, _mm512_set1_epi32(1));
        __m512i t216 = _mm512_mask_blend_epi32(t205, t215, t214);
        __m512i t217 = is_v_2;
        __m512i t218 = _mm512_set1_epi32((int)2654435761U);
        __m512i t219 = _mm512_mullo_epi32(t217, t218);
        __m512i t220 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t221 = _mm512_cmp_epu32_mask(t219, t220, _MM_CMPINT_LT);
        __m512i t222 = _mm512_maskz_mov_epi32(t221, _mm512_set1_epi32(1));
        __mmask16 t223 = _mm512_test_epi32_mask(t222, t222);
        __mmask16 t224 = _knot_mask16(t223);
        __mmask16 t225 = _kand_mask16(t206, t211);
        __mmask16 t226 = _kand_mask16(t205, t213);
        __mmask16 t227 = _kor_mask16(t225, t226);
        __mmask16 t228 = _kand_mask16(t224, t227);
        __m512i t229 = _mm512_set1_epi32(100);
        __m512i t230 = t198;
        __m512i t231 = t229;
        __m512i t232 = _mm512_add_epi32(t230, t231);
        __m512i t233 = t232;
        __m512i t234 = _mm512_mask_blend_epi32(t228, t198, t233);
        __m512i t235 = _mm512_set1_epi32(8);
        __m512i t236 = _mm512_mullo_epi32(t234, t235);
        __m512i t237 = _mm512_maskz_mov_epi32(t204, _mm512_set1_epi32(1));
        __m512i t238 = _mm512_set1_epi32(2);
        __m512i t239 = _mm512_mullo_epi32(t237, t238);
        __m512i t240 = _mm512_add_epi32(t236, t239);
        __m512i t241 = _mm512_add_epi32(t240, t216);
        _mm512_storeu_si512(t91, t241);
        long t166 = (long)(int)t11;
        int *t167 = &out[t166];
        __m512i is_v_3 = _mm512_loadu_si512(&is[t166]);
        __m512 ys_v_3 = _mm512_loadu_ps(&ys[t166]);
        __m512 xs_v_3 = _mm512_loadu_ps(&xs[t166]);
        __m512 t242 = _mm512_set1_ps(lo);
        __mmask16 t243 = _mm512_cmp_ps_mask(xs_v_3, t242, _CMP_LE_OQ);
        __mmask16 t244 = _knot_mask16(t243);
        __m512 t245 = _mm512_set1_ps(hi);
        __mmask16 t246 = _mm512_cmp_ps_mask(xs_v_3, t245, _CMP_GE_OQ);
        __mmask16 t247 = _knot_mask16(t246);
        __mmask16 t248 = _kand_mask16(t244, t247);
        __mmask16 t249 = _mm512_cmp_ps_mask(ys_v_3, xs_v_3, _CMP_LT_OQ);
        __m512i t250 = _mm512_set1_epi32(3);
        __mmask16 t251 = _mm512_cmp_epi32_mask(is_v_3, t250, _MM_CMPINT_NE);
        __mmask16 t252 = _kand_mask16(t249, t251);
        __mmask16 t253 = _knot_mask16(t248);
        __mmask16 t254 = _kor_mask16(t252, t253);
        __mmask16 t255 = _knot_mask16(t254);
        __mmask16 t8 = _kand_mask16(t244, t255);
        if ((t8 != 0)) {
            __m512 t256 = _mm512_set1_ps(4.0f);
            __m512 t257 = _mm512_mul_ps(xs_v_3, t256);
            __m512i t258 = _mm512_cvttps_epi32(t257);
            __m512i t259 = _mm512_set1_epi32(63);
            __m512i t260 = _mm512_and_si512(is_v_3, t259);
            vcc_v16_long t261 = __builtin_convertvector((vcc_v16_int)t260, vcc_v16_long);
            vcc_v16_long t262 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t263 = (vcc_v16_long){0} * t262;
            vcc_v16_long t264 = t263 + t261;
            __m512i t265 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t264, (vcc_m16)_mm512_movm_epi32(t8));
            __m512i t266 = t258;
            __m512i t267 = t265;
            __m512i t268 = _mm512_add_epi32(t266, t267);
            t7 = t268;
        } else {
            t7 = (__m512i)(vcc_v16_int){0};
            t8 = ((__mmask16)0x0);
        }
        __m512i t269 = _mm512_set1_epi32(1);
        __m512i t270 = _mm512_mask_blend_epi32(t8, t269, t7);
        __m512i t271 = _mm512_set1_epi32(0);
        __m512i t272 = _mm512_mask_blend_epi32(t243, t270, t271);
        __mmask16 t273 = _mm512_cmp_ps_mask(xs_v_3, ys_v_3, _CMP_GT_OQ);
        __m512i t274 = _mm512_set1_epi32(2);
        __mmask16 t275 = _mm512_cmp_epi32_mask(is_v_3, t274, _MM_CMPINT_NLT);
        __m512i t276 = _mm512_maskz_mov_epi32(t273, _mm512_set1_epi32(1));
        __m512i t277 = _mm512_maskz_mov_epi32(t275, _mm512_set1_epi32(1));
        __mmask16 t278 = _mm512_cmp_epi32_mask(t276, t277, _MM_CMPINT_NE);
        __mmask16 t279 = _mm512_cmp_ps_mask(xs_v_3, ys_v_3, _CMP_EQ_OQ);
        __mmask16 t280 = _knot_mask16(t279);
        __m512 t281 = _mm512_set1_ps(lo);
        __mmask16 t282 = _mm512_cmp_ps_mask(ys_v_3, t281, _CMP_GT_OQ);
        __m512i t283 = _mm512_maskz_mov_epi32(t282, _mm512_set1_epi32(1));
        __mmask16 t284 = _mm512_test_epi32_mask(t283, t283);
        __mmask16 t285 = _knot_mask16(t284);
        __m512i t286 = _mm512_set1_epi32(1);
        __mmask16 t287 = _mm512_cmp_epi32_mask(is_v_3, t286, _MM_CMPINT_LT);
        __m512i t288 = _mm512_maskz_mov_epi32(t287, _mm512_set1_epi32(1));
        __m512i t289 = _mm512_maskz_mov_epi32(t285, _mm512_set1_epi32(1));
        __m512i t290 = _mm512_mask_blend_epi32(t279, t289, t288);
        __m512i t291 = is_v_3;
        __m512i t292 = _mm512_set1_epi32((int)2654435761U);
        __m512i t293 = _mm512_mullo_epi32(t291, t292);
        __m512i t294 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t295 = _mm512_cmp_epu32_mask(t293, t294, _MM_CMPINT_LT);
        __m512i t296 = _mm512_maskz_mov_epi32(t295, _mm512_set1_epi32(1));
        __mmask16 t297 = _mm512_test_epi32_mask(t296, t296);
        __mmask16 t298 = _knot_mask16(t297);
        __mmask16 t299 = _kand_mask16(t280, t285);
        __mmask16 t300 = _kand_mask16(t279, t287);
        __mmask16 t301 = _kor_mask16(t299, t300);
        __mmask16 t302 = _kand_mask16(t298, t301);
        __m512i t303 = _mm512_set1_epi32(100);
        __m512i t304 = t272;
        __m512i t305 = t303;
        __m512i t306 = _mm512_add_epi32(t304, t305);
        __m512i t307 = t306;
        __m512i t308 = _mm512_mask_blend_epi32(t302, t272, t307);
        __m512i t309 = _mm512_set1_epi32(8);
        __m512i t310 = _mm512_mullo_epi32(t308, t309);
        __m512i t311 = _mm512_maskz_mov_epi32(t278, _mm512_set1_epi32(1));
        __m512i t312 = _mm512_set1_epi32(2);
        __m512i t313 = _mm512_mullo_epi32(t311, t312);
        __m512i t314 = _mm512_add_epi32(t310, t313);
        __m512i t315 = _mm512_add_epi32(t314, t290);
        _mm512_storeu_si512(t167, t315);
        k_vec += 64L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

static __typeof__(ss) ss __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_shorts(unsigned short lim) {
    vcc_no_contract_body
    long k_vec = 0L;
    /* vcc: loop at kmask.c:75 vectorized: VF 16, UF 4, scalar epilogue */
    for (;;) {
        long t1 = k_vec + 16L;
        long t2 = k_vec + 32L;
        long t3 = k_vec + 48L;
        long t4 = (long)(int)k_vec;
        int *t5 = &out[t4];
        __m512i out_v = _mm512_loadu_si512(t5);
        __m256i ss_v = _mm256_loadu_si256((const __m256i *)&ss[t4]);
        __m512i t9 = _mm512_cvtepu16_epi32(ss_v);
        int t10 = (int)lim;
        __m512i t11 = _mm512_set1_epi32((int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(t9, t11, _MM_CMPINT_NLE);
        __m512i t13 = _mm512_set1_epi32((int)(t10 - 1));
        __mmask16 t14 = _mm512_cmp_epi32_mask(t9, t13, _MM_CMPINT_EQ);
        __m512i t15 = _mm512_set1_epi32(-1);
        __m512i t16 = _mm512_mask_blend_epi32(t14, t9, t15);
        __m512i t17 = _mm512_set1_epi32((int)t10);
        __m512i t18 = t9;
        __m512i t19 = t17;
        __m512i t20 = _mm512_sub_epi32(t18, t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_mask_blend_epi32(t12, t16, t21);
        __m512i t6 = _mm512_add_epi32(out_v, t22);
        _mm512_storeu_si512(t5, t6);
        long t7 = (long)(int)t1;
        int *t8 = &out[t7];
        __m512i out_v_1 = _mm512_loadu_si512(t8);
        __m256i ss_v_1 = _mm256_loadu_si256((const __m256i *)&ss[t7]);
        __m512i t26 = _mm512_cvtepu16_epi32(ss_v_1);
        int t27 = (int)lim;
        __m512i t28 = _mm512_set1_epi32((int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(t26, t28, _MM_CMPINT_NLE);
        __m512i t30 = _mm512_set1_epi32((int)(t27 - 1));
        __mmask16 t31 = _mm512_cmp_epi32_mask(t26, t30, _MM_CMPINT_EQ);
        __m512i t32 = _mm512_set1_epi32(-1);
        __m512i t33 = _mm512_mask_blend_epi32(t31, t26, t32);
        __m512i t34 = _mm512_set1_epi32((int)t27);
        __m512i t35 = t26;
        __m512i t36 = t34;
        __m512i t37 = _mm512_sub_epi32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = _mm512_mask_blend_epi32(t29, t33, t38);
        __m512i t23 = _mm512_add_epi32(out_v_1, t39);
        _mm512_storeu_si512(t8, t23);
        long t24 = (long)(int)t2;
        int *t25 = &out[t24];
        __m512i out_v_2 = _mm512_loadu_si512(t25);
        __m256i ss_v_2 = _mm256_loadu_si256((const __m256i *)&ss[t24]);
        __m512i t43 = _mm512_cvtepu16_epi32(ss_v_2);
        int t44 = (int)lim;
        __m512i t45 = _mm512_set1_epi32((int)t44);
        __mmask16 t46 = _mm512_cmp_epi32_mask(t43, t45, _MM_CMPINT_NLE);
        __m512i t47 = _mm512_set1_epi32((int)(t44 - 1));
        __mmask16 t48 = _mm512_cmp_epi32_mask(t43, t47, _MM_CMPINT_EQ);
        __m512i t49 = _mm512_set1_epi32(-1);
        __m512i t50 = _mm512_mask_blend_epi32(t48, t43, t49);
        __m512i t51 = _mm512_set1_epi32((int)t44);
        __m512i t52 = t43;
        __m512i t53 = t51;
        __m512i t54 = _mm512_sub_epi32(t52, t53);
        __m512i t55 = t54;
        __m512i t56 = _mm512_mask_blend_epi32(t46, t50, t55);
        __m512i t40 = _mm512_add_epi32(out_v_2, t56);
        _mm512_storeu_si512(t25, t40);
        long t41 = (long)(int)t3;
        int *t42 = &out[t41];
        __m512i out_v_3 = _mm512_loadu_si512(t42);
        __m256i ss_v_3 = _mm256_loadu_si256((const __m256i *)&ss[t41]);
        __m512i t58 = _mm512_cvtepu16_epi32(ss_v_3);
        int t59 = (int)lim;
        __m512i t60 = _mm512_set1_epi32((int)t59);
        __mmask16 t61 = _mm512_cmp_epi32_mask(t58, t60, _MM_CMPINT_NLE);
        __m512i t62 = _mm512_set1_epi32((int)(t59 - 1));
        __mmask16 t63 = _mm512_cmp_epi32_mask(t58, t62, _MM_CMPINT_EQ);
        __m512i t64 = _mm512_set1_epi32(-1);
        __m512i t65 = _mm512_mask_blend_epi32(t63, t58, t64);
        __m512i t66 = _mm512_set1_epi32((int)t59);
        __m512i t67 = t58;
        __m512i t68 = t66;
        __m512i t69 = _mm512_sub_epi32(t67, t68);
        __m512i t70 = t69;
        __m512i t71 = _mm512_mask_blend_epi32(t61, t65, t70);
        __m512i t57 = _mm512_add_epi32(out_v_3, t71);
        _mm512_storeu_si512(t42, t57);
        k_vec += 64L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_bytes(unsigned char lim) {
    vcc_no_contract_body
    long k_vec = 0L;
    /* vcc: loop at kmask.c:81 vectorized: VF 16, UF 4, scalar epilogue */
    for (;;) {
        long t1 = k_vec + 16L;
        long t2 = k_vec + 32L;
        long t3 = k_vec + 48L;
        long t4 = (long)(int)k_vec;
        int *t5 = &out[t4];
        __m512i out_v = _mm512_loadu_si512(t5);
        __m128i bs_v = _mm_loadu_si128((const __m128i *)&bs[t4]);
        __m512i t9 = _mm512_cvtepu8_epi32(bs_v);
        __m512i t10 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t11 = _mm512_cmp_epi32_mask(t9, t10, _MM_CMPINT_LT);
        __mmask16 t12 = _knot_mask16(t11);
        __m512i t13 = _mm512_set1_epi32(200);
        __mmask16 t14 = _mm512_cmp_epi32_mask(t9, t13, _MM_CMPINT_NE);
        __mmask16 t15 = _knot_mask16(t14);
        __mmask16 t16 = _kand_mask16(t12, t15);
        __m512i t17 = t9;
        __m512i t18 = _mm512_sub_epi32(_mm512_setzero_si512(), t17);
        __m512i t19 = t18;
        __m512i t20 = _mm512_set1_epi32(7);
        __m512i t21 = _mm512_mask_blend_epi32(t16, t19, t20);
        __m512i t22 = _mm512_set1_epi32(3);
        __m512i t23 = t9;
        __m512i t24 = t22;
        __m512i t25 = _mm512_mullo_epi32(t23, t24);
        __m512i t26 = t25;
        __m512i t27 = _mm512_mask_blend_epi32(t11, t21, t26);
        __m512i t6 = _mm512_add_epi32(out_v, t27);
        _mm512_storeu_si512(t5, t6);
        long t7 = (long)(int)t1;
        int *t8 = &out[t7];
        __m512i out_v_1 = _mm512_loadu_si512(t8);
        __m128i bs_v_1 = _mm_loadu_si128((const __m128i *)&bs[t7]);
        __m512i t31 = _mm512_cvtepu8_epi32(bs_v_1);
        __m512i t32 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t33 = _mm512_cmp_epi32_mask(t31, t32, _MM_CMPINT_LT);
        __mmask16 t34 = _knot_mask16(t33);
        __m512i t35 = _mm512_set1_epi32(200);
        __mmask16 t36 = _mm512_cmp_epi32_mask(t31, t35, _MM_CMPINT_NE);
        __mmask16 t37 = _knot_mask16(t36);
        __mmask16 t38 = _kand_mask16(t34, t37);
        __m512i t39 = t31;
        __m512i t40 = _mm512_sub_epi32(_mm512_setzero_si512(), t39);
        __m512i t41 = t40;
        __m512i t42 = _mm512_set1_epi32(7);
        __m512i t43 = _mm512_mask_blend_epi32(t38, t41, t42);
        __m512i t44 = _mm512_set1_epi32(3);
        __m512i t45 = t31;
        __m512i t46 = t44;
        __m512i t47 = _mm512_mullo_epi32(t45, t46);
        __m512i t48 = t47;
        __m512i t49 = _mm512_mask_blend_epi32(t33, t43, t48);
        __m512i t28 = _mm512_add_epi32(out_v_1, t49);
        _mm512_storeu_si512(t8, t28);
        long t29 = (long)(int)t2;
        int *t30 = &out[t29];
        __m512i out_v_2 = _mm512_loadu_si512(t30);
        __m128i bs_v_2 = _mm_loadu_si128((const __m128i *)&bs[t29]);
        __m512i t53 = _mm512_cvtepu8_epi32(bs_v_2);
        __m512i t54 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t55 = _mm512_cmp_epi32_mask(t53, t54, _MM_CMPINT_LT);
        __mmask16 t56 = _knot_mask16(t55);
        __m512i t57 = _mm512_set1_epi32(200);
        __mmask16 t58 = _mm512_cmp_epi32_mask(t53, t57, _MM_CMPINT_NE);
        __mmask16 t59 = _knot_mask16(t58);
        __mmask16 t60 = _kand_mask16(t56, t59);
        __m512i t61 = t53;
        __m512i t62 = _mm512_sub_epi32(_mm512_setzero_si512(), t61);
        __m512i t63 = t62;
        __m512i t64 = _mm512_set1_epi32(7);
        __m512i t65 = _mm512_mask_blend_epi32(t60, t63, t64);
        __m512i t66 = _mm512_set1_epi32(3);
        __m512i t67 = t53;
        __m512i t68 = t66;
        __m512i t69 = _mm512_mullo_epi32(t67, t68);
        __m512i t70 = t69;
        __m512i t71 = _mm512_mask_blend_epi32(t55, t65, t70);
        __m512i t50 = _mm512_add_epi32(out_v_2, t71);
        _mm512_storeu_si512(t30, t50);
        long t51 = (long)(int)t3;
        int *t52 = &out[t51];
        __m512i out_v_3 = _mm512_loadu_si512(t52);
        __m128i bs_v_3 = _mm_loadu_si128((const __m128i *)&bs[t51]);
        __m512i t73 = _mm512_cvtepu8_epi32(bs_v_3);
        __m512i t74 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t75 = _mm512_cmp_epi32_mask(t73, t74, _MM_CMPINT_LT);
        __mmask16 t76 = _knot_mask16(t75);
        __m512i t77 = _mm512_set1_epi32(200);
        __mmask16 t78 = _mm512_cmp_epi32_mask(t73, t77, _MM_CMPINT_NE);
        __mmask16 t79 = _knot_mask16(t78);
        __mmask16 t80 = _kand_mask16(t76, t79);
        __m512i t81 = t73;
        __m512i t82 = _mm512_sub_epi32(_mm512_setzero_si512(), t81);
        __m512i t83 = t82;
        __m512i t84 = _mm512_set1_epi32(7);
        __m512i t85 = _mm512_mask_blend_epi32(t80, t83, t84);
        __m512i t86 = _mm512_set1_epi32(3);
        __m512i t87 = t73;
        __m512i t88 = t86;
        __m512i t89 = _mm512_mullo_epi32(t87, t88);
        __m512i t90 = t89;
        __m512i t91 = _mm512_mask_blend_epi32(t75, t85, t90);
        __m512i t72 = _mm512_add_epi32(out_v_3, t91);
        _mm512_storeu_si512(t52, t72);
        k_vec += 64L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_clamp(int n) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i k_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long k_vec = 0L;
    /* vcc: loop at kmask.c:87 vectorized: VF 16, UF 4, scalar epilogue */
    for (;;) {
        long t3 = k_vec + 16L;
        long t4 = k_vec + 32L;
        long t5 = k_vec + 48L;
        __m512i k_v_1 = k_v;
        long t6 = (long)(int)k_vec;
        int *t7 = &out[t6];
        __m512i is_v = _mm512_loadu_si512(&is[t6]);
        __m512i t8 = _mm512_mullo_epi32(is_v, _mm512_set1_epi32(9));
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(20));
        __m512i t10 = _mm512_and_si512(k_v_1, _mm512_set1_epi32(15));
        __m512i t11 = _mm512_add_epi32(t9, t10);
        __m512i t19 = _mm512_set1_epi32((int)(n - 1));
        __m512i t20 = _mm512_min_epi32(t11, t19);
        __m512i t21 = _mm512_set1_epi32(-4);
        __m512i t22 = _mm512_max_epi32(t20, t21);
        __m512i t23 = _mm512_set1_epi32(19);
        __m512i t24 = _mm512_min_epi32(t22, t23);
        _mm512_storeu_si512(t7, t24);
        __m512i t12 = _mm512_add_epi32(k_v, _mm512_set1_epi32(16));
        __m512i k_v_2 = t12;
        long t13 = (long)(int)t3;
        int *t14 = &out[t13];
        __m512i is_v_1 = _mm512_loadu_si512(&is[t13]);
        __m512i t15 = _mm512_mullo_epi32(is_v_1, _mm512_set1_epi32(9));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(20));
        __m512i t17 = _mm512_and_si512(k_v_2, _mm512_set1_epi32(15));
        __m512i t18 = _mm512_add_epi32(t16, t17);
        __m512i t32 = _mm512_set1_epi32((int)(n - 1));
        __m512i t33 = _mm512_min_epi32(t18, t32);
        __m512i t34 = _mm512_set1_epi32(-4);
        __m512i t35 = _mm512_max_epi32(t33, t34);
        __m512i t36 = _mm512_set1_epi32(19);
        __m512i t37 = _mm512_min_epi32(t35, t36);
        _mm512_storeu_si512(t14, t37);
        __m512i t25 = _mm512_add_epi32(k_v, _mm512_set1_epi32(32));
        __m512i k_v_3 = t25;
        long t26 = (long)(int)t4;
        int *t27 = &out[t26];
        __m512i is_v_2 = _mm512_loadu_si512(&is[t26]);
        __m512i t28 = _mm512_mullo_epi32(is_v_2, _mm512_set1_epi32(9));
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(20));
        __m512i t30 = _mm512_and_si512(k_v_3, _mm512_set1_epi32(15));
        __m512i t31 = _mm512_add_epi32(t29, t30);
        __m512i t45 = _mm512_set1_epi32((int)(n - 1));
        __m512i t46 = _mm512_min_epi32(t31, t45);
        __m512i t47 = _mm512_set1_epi32(-4);
        __m512i t48 = _mm512_max_epi32(t46, t47);
        __m512i t49 = _mm512_set1_epi32(19);
        __m512i t50 = _mm512_min_epi32(t48, t49);
        _mm512_storeu_si512(t27, t50);
        __m512i t38 = _mm512_add_epi32(k_v, _mm512_set1_epi32(48));
        __m512i k_v_4 = t38;
        long t39 = (long)(int)t5;
        int *t40 = &out[t39];
        __m512i is_v_3 = _mm512_loadu_si512(&is[t39]);
        __m512i t41 = _mm512_mullo_epi32(is_v_3, _mm512_set1_epi32(9));
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(20));
        __m512i t43 = _mm512_and_si512(k_v_4, _mm512_set1_epi32(15));
        __m512i t44 = _mm512_add_epi32(t42, t43);
        __m512i t51 = _mm512_set1_epi32((int)(n - 1));
        __m512i t52 = _mm512_min_epi32(t44, t51);
        __m512i t53 = _mm512_set1_epi32(-4);
        __m512i t54 = _mm512_max_epi32(t52, t53);
        __m512i t55 = _mm512_set1_epi32(19);
        __m512i t56 = _mm512_min_epi32(t54, t55);
        _mm512_storeu_si512(t40, t56);
        k_vec += 64L;
        k_v = _mm512_add_epi32(k_v, _mm512_set1_epi32(64));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uulv_put(float *p, const float *q, int k, __m512i c) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(1);
    __m512i t2 = _mm512_and_si512(c, t1);
    __mmask16 t3 = _mm512_test_epi32_mask(t2, t2);
    __m512 t4 = _mm512_maskz_loadu_ps(t3, (const float *)((unsigned long)q + (unsigned long)(long)k * 4UL));
    __m512 t5 = _mm512_set1_ps(0.5f);
    __m512 t6 = _mm512_mul_ps(t4, t5);
    __m512 t7 = _mm512_set1_ps(1.0f);
    __m512 t8 = _mm512_mask_blend_ps(t3, t7, t6);
    __m512i t9 = _mm512_set1_epi32(2);
    __m512i t10 = _mm512_and_si512(c, t9);
    __mmask16 t11 = _mm512_test_epi32_mask(t10, t10);
    _mm512_mask_storeu_ps((float *)((unsigned long)p + (unsigned long)(long)k * 4UL), t11, t8);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uulv_put(float *p, const float *q, int k, __m256i c) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(1);
    __m256i t2 = _mm256_and_si256(c, t1);
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)t2 != (vcc_v8_int){0});
    __m256 t4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t3), (const float *)((unsigned long)q + (unsigned long)(long)k * 4UL));
    __m256 t5 = _mm256_set1_ps(0.5f);
    __m256 t6 = _mm256_mul_ps(t4, t5);
    __m256 t7 = _mm256_set1_ps(1.0f);
    __m256 t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), t7, t6);
    __m256i t9 = _mm256_set1_epi32(2);
    __m256i t10 = _mm256_and_si256(c, t9);
    __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
    _mm256_mask_storeu_ps((float *)((unsigned long)p + (unsigned long)(long)k * 4UL), _mm256_movepi32_mask(t11), t8);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_store(void) {
    vcc_no_contract_body
    long k_vec = 0L;
    /* vcc: loop at kmask.c:103 vectorized: VF 16, UF 4, scalar epilogue */
    for (;;) {
        long t1 = k_vec + 16L;
        long t2 = k_vec + 32L;
        long t3 = k_vec + 48L;
        int t4 = (int)k_vec;
        __m512i is_v = _mm512_loadu_si512(&is[t4]);
        const float *t5 = xs;
        __m512i t8 = _mm512_set1_epi32(1);
        __m512i t9 = _mm512_and_si512(is_v, t8);
        __mmask16 t10 = _mm512_test_epi32_mask(t9, t9);
        __m512 t11 = _mm512_maskz_loadu_ps(t10, (const float *)((unsigned long)t5 + (unsigned long)(long)t4 * 4UL));
        __m512 t12 = _mm512_set1_ps(0.5f);
        __m512 t13 = _mm512_mul_ps(t11, t12);
        __m512 t14 = _mm512_set1_ps(1.0f);
        __m512 t15 = _mm512_mask_blend_ps(t10, t14, t13);
        __m512i t16 = _mm512_set1_epi32(2);
        __m512i t17 = _mm512_and_si512(is_v, t16);
        __mmask16 t18 = _mm512_test_epi32_mask(t17, t17);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t4 * 4UL), t18, t15);
        int t6 = (int)t1;
        __m512i is_v_1 = _mm512_loadu_si512(&is[t6]);
        const float *t7 = xs;
        __m512i t21 = _mm512_set1_epi32(1);
        __m512i t22 = _mm512_and_si512(is_v_1, t21);
        __mmask16 t23 = _mm512_test_epi32_mask(t22, t22);
        __m512 t24 = _mm512_maskz_loadu_ps(t23, (const float *)((unsigned long)t7 + (unsigned long)(long)t6 * 4UL));
        __m512 t25 = _mm512_set1_ps(0.5f);
        __m512 t26 = _mm512_mul_ps(t24, t25);
        __m512 t27 = _mm512_set1_ps(1.0f);
        __m512 t28 = _mm512_mask_blend_ps(t23, t27, t26);
        __m512i t29 = _mm512_set1_epi32(2);
        __m512i t30 = _mm512_and_si512(is_v_1, t29);
        __mmask16 t31 = _mm512_test_epi32_mask(t30, t30);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t6 * 4UL), t31, t28);
        int t19 = (int)t2;
        __m512i is_v_2 = _mm512_loadu_si512(&is[t19]);
        const float *t20 = xs;
        __m512i t34 = _mm512_set1_epi32(1);
        __m512i t35 = _mm512_and_si512(is_v_2, t34);
        __mmask16 t36 = _mm512_test_epi32_mask(t35, t35);
        __m512 t37 = _mm512_maskz_loadu_ps(t36, (const float *)((unsigned long)t20 + (unsigned long)(long)t19 * 4UL));
        __m512 t38 = _mm512_set1_ps(0.5f);
        __m512 t39 = _mm512_mul_ps(t37, t38);
        __m512 t40 = _mm512_set1_ps(1.0f);
        __m512 t41 = _mm512_mask_blend_ps(t36, t40, t39);
        __m512i t42 = _mm512_set1_epi32(2);
        __m512i t43 = _mm512_and_si512(is_v_2, t42);
        __mmask16 t44 = _mm512_test_epi32_mask(t43, t43);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t19 * 4UL), t44, t41);
        int t32 = (int)t3;
        __m512i is_v_3 = _mm512_loadu_si512(&is[t32]);
        const float *t33 = xs;
        __m512i t45 = _mm512_set1_epi32(1);
        __m512i t46 = _mm512_and_si512(is_v_3, t45);
        __mmask16 t47 = _mm512_test_epi32_mask(t46, t46);
        __m512 t48 = _mm512_maskz_loadu_ps(t47, (const float *)((unsigned long)t33 + (unsigned long)(long)t32 * 4UL));
        __m512 t49 = _mm512_set1_ps(0.5f);
        __m512 t50 = _mm512_mul_ps(t48, t49);
        __m512 t51 = _mm512_set1_ps(1.0f);
        __m512 t52 = _mm512_mask_blend_ps(t47, t51, t50);
        __m512i t53 = _mm512_set1_epi32(2);
        __m512i t54 = _mm512_and_si512(is_v_3, t53);
        __mmask16 t55 = _mm512_test_epi32_mask(t54, t54);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t32 * 4UL), t55, t52);
        k_vec += 64L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
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
            __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t37 = (__m256i)~(vcc_m8)t36;
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t39 = (__m256i)~(vcc_m8)t38;
            __m256i t40 = _mm256_and_si256(t37, t39);
            __m256i t41 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t42 = _mm256_and_si256(t37, t41);
            __m256i t43 = _mm256_or_si256(t42, t40);
            __m256 t44 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t40), _mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f));
            __m256 t45 = _mm256_cvtepi32_ps(k_v_1);
            __m256 t46 = _mm256_add_ps(_mm256_set1_ps(5.0f), t45);
            __m256 t47 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t43), t46, t44);
            _mm256_storeu_ps(t35, t47);
            __m256i t48 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t49 = _mm256_ternarylogic_epi32(t48, _mm256_set1_epi32(1), _mm256_set1_epi32(7), 0xCA);
            __m256i t50 = (__m256i)((vcc_v8_int)j_v % (vcc_v8_int)t49);
            __m256 t51 = _mm256_cvtepi32_ps(t50);
            __m256 xs_v = _mm256_loadu_ps(t35);
            __m256 t52 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t48), t51, xs_v);
            _mm256_storeu_ps(&ys[t34], t52);
            __m256i t53 = _mm256_mullo_epi32(_mm256_set1_epi32(2), other_v);
            __m256i t54 = _mm256_add_epi32(bit_v, t53);
            __m256i t55 = _mm256_and_si256(k_v_1, _mm256_set1_epi32(4));
            __m256i t56 = _mm256_add_epi32(t54, t55);
            _mm256_storeu_si256((__m256i *)&is[t34], t56);
            __m256i t57 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t58 = (__m256i)~(vcc_m8)t57;
            __m256i t59 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t60 = _mm256_and_si256(t58, t59);
            __m256i t61 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t62 = (__m256i)~(vcc_m8)t61;
            __m256i t63 = _mm256_and_si256(t58, t62);
            __m256i t64 = _mm256_or_si256(t63, t60);
            __m256i t65 = _mm256_ternarylogic_epi32(t60, _mm256_set1_epi32(99), k_v_1, 0xCA);
            __m256i t66 = _mm256_set1_epi32(300);
            __m256i t67 = k_v_1;
            __m256i t68 = _mm256_add_epi32(t66, t67);
            __m256i t69 = t68;
            __m256i t70 = _mm256_ternarylogic_epi32(t64, t65, t69, 0xCA);
            __m128i t71 = _mm256_cvtepi32_epi16(t70);
            _mm_storeu_si128((__m128i *)&ss[t34], t71);
            __m256i t72 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t73 = (__m256i)~(vcc_m8)t72;
            __m256i t74 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t75 = _mm256_and_si256(t73, t74);
            __m256i t76 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t77 = (__m256i)~(vcc_m8)t76;
            __m256i t78 = _mm256_and_si256(t73, t77);
            __m256i t79 = _mm256_or_si256(t78, t75);
            __m256i t80 = _mm256_ternarylogic_epi32(t75, _mm256_set1_epi32(200), k_v_1, 0xCA);
            __m256i t81 = _mm256_set1_epi32(150);
            __m256i t82 = k_v_1;
            __m256i t83 = _mm256_add_epi32(t81, t82);
            __m256i t84 = t83;
            __m256i t85 = _mm256_ternarylogic_epi32(t79, t80, t84, 0xCA);
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
            __m256i t94 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t95 = (__m256i)~(vcc_m8)t94;
            __m256i t96 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t97 = (__m256i)~(vcc_m8)t96;
            __m256i t98 = _mm256_and_si256(t95, t97);
            __m256i t99 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t100 = _mm256_and_si256(t95, t99);
            __m256i t101 = _mm256_or_si256(t100, t98);
            __m256 t102 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t98), _mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f));
            __m256 t103 = _mm256_cvtepi32_ps(k_v_2);
            __m256 t104 = _mm256_add_ps(_mm256_set1_ps(5.0f), t103);
            __m256 t105 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t101), t104, t102);
            _mm256_storeu_ps(t93, t105);
            __m256i t106 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t107 = _mm256_ternarylogic_epi32(t106, _mm256_set1_epi32(1), _mm256_set1_epi32(7), 0xCA);
            __m256i t108 = (__m256i)((vcc_v8_int)j_v % (vcc_v8_int)t107);
            __m256 t109 = _mm256_cvtepi32_ps(t108);
            __m256 xs_v_1 = _mm256_loadu_ps(t93);
            __m256 t110 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t106), t109, xs_v_1);
            _mm256_storeu_ps(&ys[t92], t110);
            __m256i t111 = _mm256_mullo_epi32(_mm256_set1_epi32(2), other_v_1);
            __m256i t112 = _mm256_add_epi32(bit_v_1, t111);
            __m256i t113 = _mm256_and_si256(k_v_2, _mm256_set1_epi32(4));
            __m256i t114 = _mm256_add_epi32(t112, t113);
            _mm256_storeu_si256((__m256i *)&is[t92], t114);
            __m256i t115 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t116 = (__m256i)~(vcc_m8)t115;
            __m256i t117 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t118 = _mm256_and_si256(t116, t117);
            __m256i t119 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t120 = (__m256i)~(vcc_m8)t119;
            __m256i t121 = _mm256_and_si256(t116, t120);
            __m256i t122 = _mm256_or_si256(t121, t118);
            __m256i t123 = _mm256_ternarylogic_epi32(t118, _mm256_set1_epi32(99), k_v_2, 0xCA);
            __m256i t124 = _mm256_set1_epi32(300);
            __m256i t125 = k_v_2;
            __m256i t126 = _mm256_add_epi32(t124, t125);
            __m256i t127 = t126;
            __m256i t128 = _mm256_ternarylogic_epi32(t122, t123, t127, 0xCA);
            __m128i t129 = _mm256_cvtepi32_epi16(t128);
            _mm_storeu_si128((__m128i *)&ss[t92], t129);
            __m256i t130 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t131 = (__m256i)~(vcc_m8)t130;
            __m256i t132 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t133 = _mm256_and_si256(t131, t132);
            __m256i t134 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(other_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t135 = (__m256i)~(vcc_m8)t134;
            __m256i t136 = _mm256_and_si256(t131, t135);
            __m256i t137 = _mm256_or_si256(t136, t133);
            __m256i t138 = _mm256_ternarylogic_epi32(t133, _mm256_set1_epi32(200), k_v_2, 0xCA);
            __m256i t139 = _mm256_set1_epi32(150);
            __m256i t140 = k_v_2;
            __m256i t141 = _mm256_add_epi32(t139, t140);
            __m256i t142 = t141;
            __m256i t143 = _mm256_ternarylogic_epi32(t137, t138, t142, 0xCA);
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
