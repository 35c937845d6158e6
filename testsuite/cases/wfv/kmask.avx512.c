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
    __m512i t8;
    long t7 = 0L;
    for (;;) {
        long t10 = t7 + 16L;
        long t11 = t7 + 32L;
        long t12 = t7 + 48L;
        long t13 = (long)(int)t7;
        int *t14 = &out[t13];
        __m512i t15 = _mm512_loadu_si512(&is[t13]);
        __m512 t16 = _mm512_loadu_ps(&ys[t13]);
        __m512 t17 = _mm512_loadu_ps(&xs[t13]);
        __m512 t27 = _mm512_set1_ps(lo);
        __mmask16 t28 = _mm512_cmp_ps_mask(t17, t27, _CMP_LE_OQ);
        __mmask16 t29 = _knot_mask16(t28);
        __m512 t30 = _mm512_set1_ps(hi);
        __mmask16 t31 = _mm512_cmp_ps_mask(t17, t30, _CMP_GE_OQ);
        __mmask16 t32 = _knot_mask16(t31);
        __mmask16 t33 = _kand_mask16(t29, t32);
        __mmask16 t34 = _mm512_cmp_ps_mask(t16, t17, _CMP_LT_OQ);
        __m512i t35 = _mm512_set1_epi32(3);
        __mmask16 t36 = _mm512_cmp_epi32_mask(t15, t35, _MM_CMPINT_NE);
        __mmask16 t37 = _kand_mask16(t34, t36);
        __mmask16 t38 = _knot_mask16(t33);
        __mmask16 t39 = _kor_mask16(t37, t38);
        __mmask16 t40 = _knot_mask16(t39);
        __mmask16 t2 = _kand_mask16(t29, t40);
        if ((t2 != 0)) {
            __m512 t41 = _mm512_set1_ps(4.0f);
            __m512 t42 = _mm512_mul_ps(t17, t41);
            __m512i t43 = _mm512_cvttps_epi32(t42);
            __m512i t44 = _mm512_set1_epi32(63);
            __m512i t45 = _mm512_and_si512(t15, t44);
            vcc_v16_long t46 = __builtin_convertvector((vcc_v16_int)t45, vcc_v16_long);
            vcc_v16_long t47 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t48 = (vcc_v16_long){0} * t47;
            vcc_v16_long t49 = t48 + t46;
            __m512i t50 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t49, (vcc_m16)_mm512_movm_epi32(t2));
            __m512i t51 = t43;
            __m512i t52 = t50;
            __m512i t53 = _mm512_add_epi32(t51, t52);
            t1 = t53;
        } else {
            t1 = (__m512i)(vcc_v16_int){0};
            t2 = ((__mmask16)0x0);
        }
        __m512i t54 = _mm512_set1_epi32(1);
        __m512i t55 = _mm512_mask_blend_epi32(t2, t54, t1);
        __m512i t56 = _mm512_set1_epi32(0);
        __m512i t57 = _mm512_mask_blend_epi32(t28, t55, t56);
        __mmask16 t58 = _mm512_cmp_ps_mask(t17, t16, _CMP_GT_OQ);
        __m512i t59 = _mm512_set1_epi32(2);
        __mmask16 t60 = _mm512_cmp_epi32_mask(t15, t59, _MM_CMPINT_NLT);
        __m512i t61 = _mm512_maskz_mov_epi32(t58, _mm512_set1_epi32(1));
        __m512i t62 = _mm512_maskz_mov_epi32(t60, _mm512_set1_epi32(1));
        __mmask16 t63 = _mm512_cmp_epi32_mask(t61, t62, _MM_CMPINT_NE);
        __mmask16 t64 = _mm512_cmp_ps_mask(t17, t16, _CMP_EQ_OQ);
        __mmask16 t65 = _knot_mask16(t64);
        __m512 t66 = _mm512_set1_ps(lo);
        __mmask16 t67 = _mm512_cmp_ps_mask(t16, t66, _CMP_GT_OQ);
        __m512i t68 = _mm512_maskz_mov_epi32(t67, _mm512_set1_epi32(1));
        __mmask16 t69 = _mm512_test_epi32_mask(t68, t68);
        __mmask16 t70 = _knot_mask16(t69);
        __m512i t71 = _mm512_set1_epi32(1);
        __mmask16 t72 = _mm512_cmp_epi32_mask(t15, t71, _MM_CMPINT_LT);
        __m512i t73 = _mm512_maskz_mov_epi32(t72, _mm512_set1_epi32(1));
        __m512i t74 = _mm512_maskz_mov_epi32(t70, _mm512_set1_epi32(1));
        __m512i t75 = _mm512_mask_blend_epi32(t64, t74, t73);
        __m512i t76 = t15;
        __m512i t77 = _mm512_set1_epi32((int)2654435761U);
        __m512i t78 = _mm512_mullo_epi32(t76, t77);
        __m512i t79 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t80 = _mm512_cmp_epu32_mask(t78, t79, _MM_CMPINT_LT);
        __m512i t81 = _mm512_maskz_mov_epi32(t80, _mm512_set1_epi32(1));
        __mmask16 t82 = _mm512_test_epi32_mask(t81, t81);
        __mmask16 t83 = _knot_mask16(t82);
        __mmask16 t84 = _kand_mask16(t65, t70);
        __mmask16 t85 = _kand_mask16(t64, t72);
        __mmask16 t86 = _kor_mask16(t84, t85);
        __mmask16 t87 = _kand_mask16(t83, t86);
        __m512i t88 = _mm512_set1_epi32(100);
        __m512i t89 = t57;
        __m512i t90 = t88;
        __m512i t91 = _mm512_add_epi32(t89, t90);
        __m512i t92 = t91;
        __m512i t93 = _mm512_mask_blend_epi32(t87, t57, t92);
        __m512i t94 = _mm512_set1_epi32(8);
        __m512i t95 = _mm512_mullo_epi32(t93, t94);
        __m512i t96 = _mm512_maskz_mov_epi32(t63, _mm512_set1_epi32(1));
        __m512i t97 = _mm512_set1_epi32(2);
        __m512i t98 = _mm512_mullo_epi32(t96, t97);
        __m512i t99 = _mm512_add_epi32(t95, t98);
        __m512i t100 = _mm512_add_epi32(t99, t75);
        _mm512_storeu_si512(t14, t100);
        long t22 = (long)(int)t10;
        int *t23 = &out[t22];
        __m512i t24 = _mm512_loadu_si512(&is[t22]);
        __m512 t25 = _mm512_loadu_ps(&ys[t22]);
        __m512 t26 = _mm512_loadu_ps(&xs[t22]);
        __m512 t106 = _mm512_set1_ps(lo);
        __mmask16 t107 = _mm512_cmp_ps_mask(t26, t106, _CMP_LE_OQ);
        __mmask16 t108 = _knot_mask16(t107);
        __m512 t109 = _mm512_set1_ps(hi);
        __mmask16 t110 = _mm512_cmp_ps_mask(t26, t109, _CMP_GE_OQ);
        __mmask16 t111 = _knot_mask16(t110);
        __mmask16 t112 = _kand_mask16(t108, t111);
        __mmask16 t113 = _mm512_cmp_ps_mask(t25, t26, _CMP_LT_OQ);
        __m512i t114 = _mm512_set1_epi32(3);
        __mmask16 t115 = _mm512_cmp_epi32_mask(t24, t114, _MM_CMPINT_NE);
        __mmask16 t116 = _kand_mask16(t113, t115);
        __mmask16 t117 = _knot_mask16(t112);
        __mmask16 t118 = _kor_mask16(t116, t117);
        __mmask16 t119 = _knot_mask16(t118);
        __mmask16 t4 = _kand_mask16(t108, t119);
        if ((t4 != 0)) {
            __m512 t120 = _mm512_set1_ps(4.0f);
            __m512 t121 = _mm512_mul_ps(t26, t120);
            __m512i t122 = _mm512_cvttps_epi32(t121);
            __m512i t123 = _mm512_set1_epi32(63);
            __m512i t124 = _mm512_and_si512(t24, t123);
            vcc_v16_long t125 = __builtin_convertvector((vcc_v16_int)t124, vcc_v16_long);
            vcc_v16_long t126 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t127 = (vcc_v16_long){0} * t126;
            vcc_v16_long t128 = t127 + t125;
            __m512i t129 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t128, (vcc_m16)_mm512_movm_epi32(t4));
            __m512i t130 = t122;
            __m512i t131 = t129;
            __m512i t132 = _mm512_add_epi32(t130, t131);
            t3 = t132;
        } else {
            t3 = (__m512i)(vcc_v16_int){0};
            t4 = ((__mmask16)0x0);
        }
        __m512i t133 = _mm512_set1_epi32(1);
        __m512i t134 = _mm512_mask_blend_epi32(t4, t133, t3);
        __m512i t135 = _mm512_set1_epi32(0);
        __m512i t136 = _mm512_mask_blend_epi32(t107, t134, t135);
        __mmask16 t137 = _mm512_cmp_ps_mask(t26, t25, _CMP_GT_OQ);
        __m512i t138 = _mm512_set1_epi32(2);
        __mmask16 t139 = _mm512_cmp_epi32_mask(t24, t138, _MM_CMPINT_NLT);
        __m512i t140 = _mm512_maskz_mov_epi32(t137, _mm512_set1_epi32(1));
        __m512i t141 = _mm512_maskz_mov_epi32(t139, _mm512_set1_epi32(1));
        __mmask16 t142 = _mm512_cmp_epi32_mask(t140, t141, _MM_CMPINT_NE);
        __mmask16 t143 = _mm512_cmp_ps_mask(t26, t25, _CMP_EQ_OQ);
        __mmask16 t144 = _knot_mask16(t143);
        __m512 t145 = _mm512_set1_ps(lo);
        __mmask16 t146 = _mm512_cmp_ps_mask(t25, t145, _CMP_GT_OQ);
        __m512i t147 = _mm512_maskz_mov_epi32(t146, _mm512_set1_epi32(1));
        __mmask16 t148 = _mm512_test_epi32_mask(t147, t147);
        __mmask16 t149 = _knot_mask16(t148);
        __m512i t150 = _mm512_set1_epi32(1);
        __mmask16 t151 = _mm512_cmp_epi32_mask(t24, t150, _MM_CMPINT_LT);
        __m512i t152 = _mm512_maskz_mov_epi32(t151, _mm512_set1_epi32(1));
        __m512i t153 = _mm512_maskz_mov_epi32(t149, _mm512_set1_epi32(1));
        __m512i t154 = _mm512_mask_blend_epi32(t143, t153, t152);
        __m512i t155 = t24;
        __m512i t156 = _mm512_set1_epi32((int)2654435761U);
        __m512i t157 = _mm512_mullo_epi32(t155, t156);
        __m512i t158 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t159 = _mm512_cmp_epu32_mask(t157, t158, _MM_CMPINT_LT);
        __m512i t160 = _mm512_maskz_mov_epi32(t159, _mm512_set1_epi32(1));
        __mmask16 t161 = _mm512_test_epi32_mask(t160, t160);
        __mmask16 t162 = _knot_mask16(t161);
        __mmask16 t163 = _kand_mask16(t144, t149);
        __mmask16 t164 = _kand_mask16(t143, t151);
        __mmask16 t165 = _kor_mask16(t163, t164);
        __mmask16 t166 = _kand_mask16(t162, t165);
        __m512i t167 = _mm512_set1_epi32(100);
        __m512i t168 = t136;
        __m512i t169 = t167;
        __m512i t170 = _mm512_add_epi32(t168, t169);
        __m512i t171 = t170;
        __m512i t172 = _mm512_mask_blend_epi32(t166, t136, t171);
        __m512i t173 = _mm512_set1_epi32(8);
        __m512i t174 = _mm512_mullo_epi32(t172, t173);
        __m512i t175 = _mm512_maskz_mov_epi32(t142, _mm512_set1_epi32(1));
        __m512i t176 = _mm512_set1_epi32(2);
        __m512i t177 = _mm512_mullo_epi32(t175, t176);
        __m512i t178 = _mm512_add_epi32(t174, t177);
        __m512i t179 = _mm512_add_epi32(t178, t154);
        _mm512_storeu_si512(t23, t179);
        long t101 = (long)(int)t11;
        int *t102 = &out[t101];
        __m512i t103 = _mm512_loadu_si512(&is[t101]);
        __m512 t104 = _mm512_loadu_ps(&ys[t101]);
        __m512 t105 = _mm512_loadu_ps(&xs[t101]);
        __m512 t185 = _mm512_set1_ps(lo);
        __mmask16 t186 = _mm512_cmp_ps_mask(t105, t185, _CMP_LE_OQ);
        __mmask16 t187 = _knot_mask16(t186);
        __m512 t188 = _mm512_set1_ps(hi);
        __mmask16 t189 = _mm512_cmp_ps_mask(t105, t188, _CMP_GE_OQ);
        __mmask16 t190 = _knot_mask16(t189);
        __mmask16 t191 = _kand_mask16(t187, t190);
        __mmask16 t192 = _mm512_cmp_ps_mask(t104, t105, _CMP_LT_OQ);
        __m512i t193 = _mm512_set1_epi32(3);
        __mmask16 t194 = _mm512_cmp_epi32_mask(t103, t193, _MM_CMPINT_NE);
        __mmask16 t195 = _kand_mask16(t192, t194);
        __mmask16 t196 = _knot_mask16(t191);
        __mmask16 t197 = _kor_mask16(t195, t196);
        __mmask16 t198 = _knot_mask16(t197);
        __mmask16 t6 = _kand_mask16(t187, t198);
        if ((t6 != 0)) {
            __m512 t199 = _mm512_set1_ps(4.0f);
            __m512 t200 = _mm512_mul_ps(t105, t199);
            __m512i t201 = _mm512_cvttps_epi32(t200);
            __m512i t202 = _mm512_set1_epi32(63);
            __m512i t203 = _mm512_and_si512(t103, t202);
            vcc_v16_long t204 = __builtin_convertvector((vcc_v16_int)t203, vcc_v16_long);
            vcc_v16_long t205 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t206 = (vcc_v16_long){0} * t205;
            vcc_v16_long t207 = t206 + t204;
            __m512i t208 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t207, (vcc_m16)_mm512_movm_epi32(t6));
            __m512i t209 = t201;
            __m512i t210 = t208;
            __m512i t211 = _mm512_add_epi32(t209, t210);
            t5 = t211;
        } else {
            t5 = (__m512i)(vcc_v16_int){0};
            t6 = ((__mmask16)0x0);
        }
        __m512i t212 = _mm512_set1_epi32(1);
        __m512i t213 = _mm512_mask_blend_epi32(t6, t212, t5);
        __m512i t214 = _mm512_set1_epi32(0);
        __m512i t215 = _mm512_mask_blend_epi32(t186, t213, t214);
        __mmask16 t216 = _mm512_cmp_ps_mask(t105, t104, _CMP_GT_OQ);
        __m512i t217 = _mm512_set1_epi32(2);
        __mmask16 t218 = _mm512_cmp_epi32_mask(t103, t217, _MM_CMPINT_NLT);
        __m512i t219 = _mm512_maskz_mov_epi32(t216, _mm512_set1_epi32(1));
        __m512i t220 = _mm512_maskz_mov_epi32(t218, _mm512_set1_epi32(1));
        __mmask16 t221 = _mm512_cmp_epi32_mask(t219, t220, _MM_CMPINT_NE);
        __mmask16 t222 = _mm512_cmp_ps_mask(t105, t104, _CMP_EQ_OQ);
        __mmask16 t223 = _knot_mask16(t222);
        __m512 t224 = _mm512_set1_ps(lo);
        __mmask16 t225 = _mm512_cmp_ps_mask(t104, t224, _CMP_GT_OQ);
        __m512i t226 = _mm512_maskz_mov_epi32(t225, _mm512_set1_epi32(1));
        __mmask16 t227 = _mm512_test_epi32_mask(t226, t226);
        __mmask16 t228 = _knot_mask16(t227);
        __m512i t229 = _mm512_set1_epi32(1);
        __mmask16 t230 = _mm512_cmp_epi32_mask(t103, t229, _MM_CMPINT_LT);
        __m512i t231 = _mm512_maskz_mov_epi32(t230, _mm512_set1_epi32(1));
        __m512i t232 = _mm512_maskz_mov_epi32(t228, _mm512_set1_epi32(1));
        __m512i t233 = _mm512_mask_blend_epi32(t222, t232, t231);
        __m512i t234 = t103;
        __m512i t235 = _mm512_set1_epi32((int)2654435761U);
        __m512i t236 = _mm512_mullo_epi32(t234, t235);
        __m512i t237 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t238 = _mm512_cmp_epu32_mask(t236, t237, _MM_CMPINT_LT);
        __m512i t239 = _mm512_maskz_mov_epi32(t238, _mm512_set1_epi32(1));
        __mmask16 t240 = _mm512_test_epi32_mask(t239, t239);
        __mmask16 t241 = _knot_mask16(t240);
        __mmask16 t242 = _kand_mask16(t223, t228);
        __mmask16 t243 = _kand_mask16(t222, t230);
        __mmask16 t244 = _kor_mask16(t242, t243);
        __mmask16 t245 = _kand_mask16(t241, t244);
        __m512i t246 = _mm512_set1_epi32(100);
        __m512i t247 = t215;
        __m512i t248 = t246;
        __m512i t249 = _mm512_add_epi32(t247, t248);
        __m512i t250 = t249;
        __m512i t251 = _mm512_mask_blend_epi32(t245, t215, t250);
        __m512i t252 = _mm512_set1_epi32(8);
        __m512i t253 = _mm512_mullo_epi32(t251, t252);
        __m512i t254 = _mm512_maskz_mov_epi32(t221, _mm512_set1_epi32(1));
        __m512i t255 = _mm512_set1_epi32(2);
        __m512i t256 = _mm512_mullo_epi32(t254, t255);
        __m512i t257 = _mm512_add_epi32(t253, t256);
        __m512i t258 = _mm512_add_epi32(t257, t233);
        _mm512_storeu_si512(t102, t258);
        long t180 = (long)(int)t12;
        int *t181 = &out[t180];
        __m512i t182 = _mm512_loadu_si512(&is[t180]);
        __m512 t183 = _mm512_loadu_ps(&ys[t180]);
        __m512 t184 = _mm512_loadu_ps(&xs[t180]);
        __m512 t259 = _mm512_set1_ps(lo);
        __mmask16 t260 = _mm512_cmp_ps_mask(t184, t259, _CMP_LE_OQ);
        __mmask16 t261 = _knot_mask16(t260);
        __m512 t262 = _mm512_set1_ps(hi);
        __mmask16 t263 = _mm512_cmp_ps_mask(t184, t262, _CMP_GE_OQ);
        __mmask16 t264 = _knot_mask16(t263);
        __mmask16 t265 = _kand_mask16(t261, t264);
        __mmask16 t266 = _mm512_cmp_ps_mask(t183, t184, _CMP_LT_OQ);
        __m512i t267 = _mm512_set1_epi32(3);
        __mmask16 t268 = _mm512_cmp_epi32_mask(t182, t267, _MM_CMPINT_NE);
        __mmask16 t269 = _kand_mask16(t266, t268);
        __mmask16 t270 = _knot_mask16(t265);
        __mmask16 t271 = _kor_mask16(t269, t270);
        __mmask16 t272 = _knot_mask16(t271);
        __mmask16 t9 = _kand_mask16(t261, t272);
        if ((t9 != 0)) {
            __m512 t273 = _mm512_set1_ps(4.0f);
            __m512 t274 = _mm512_mul_ps(t184, t273);
            __m512i t275 = _mm512_cvttps_epi32(t274);
            __m512i t276 = _mm512_set1_epi32(63);
            __m512i t277 = _mm512_and_si512(t182, t276);
            vcc_v16_long t278 = __builtin_convertvector((vcc_v16_int)t277, vcc_v16_long);
            vcc_v16_long t279 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t280 = (vcc_v16_long){0} * t279;
            vcc_v16_long t281 = t280 + t278;
            __m512i t282 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t281, (vcc_m16)_mm512_movm_epi32(t9));
            __m512i t283 = t275;
            __m512i t284 = t282;
            __m512i t285 = _mm512_add_epi32(t283, t284);
            t8 = t285;
        } else {
            t8 = (__m512i)(vcc_v16_int){0};
            t9 = ((__mmask16)0x0);
        }
        __m512i t286 = _mm512_set1_epi32(1);
        __m512i t287 = _mm512_mask_blend_epi32(t9, t286, t8);
        __m512i t288 = _mm512_set1_epi32(0);
        __m512i t289 = _mm512_mask_blend_epi32(t260, t287, t288);
        __mmask16 t290 = _mm512_cmp_ps_mask(t184, t183, _CMP_GT_OQ);
        __m512i t291 = _mm512_set1_epi32(2);
        __mmask16 t292 = _mm512_cmp_epi32_mask(t182, t291, _MM_CMPINT_NLT);
        __m512i t293 = _mm512_maskz_mov_epi32(t290, _mm512_set1_epi32(1));
        __m512i t294 = _mm512_maskz_mov_epi32(t292, _mm512_set1_epi32(1));
        __mmask16 t295 = _mm512_cmp_epi32_mask(t293, t294, _MM_CMPINT_NE);
        __mmask16 t296 = _mm512_cmp_ps_mask(t184, t183, _CMP_EQ_OQ);
        __mmask16 t297 = _knot_mask16(t296);
        __m512 t298 = _mm512_set1_ps(lo);
        __mmask16 t299 = _mm512_cmp_ps_mask(t183, t298, _CMP_GT_OQ);
        __m512i t300 = _mm512_maskz_mov_epi32(t299, _mm512_set1_epi32(1));
        __mmask16 t301 = _mm512_test_epi32_mask(t300, t300);
        __mmask16 t302 = _knot_mask16(t301);
        __m512i t303 = _mm512_set1_epi32(1);
        __mmask16 t304 = _mm512_cmp_epi32_mask(t182, t303, _MM_CMPINT_LT);
        __m512i t305 = _mm512_maskz_mov_epi32(t304, _mm512_set1_epi32(1));
        __m512i t306 = _mm512_maskz_mov_epi32(t302, _mm512_set1_epi32(1));
        __m512i t307 = _mm512_mask_blend_epi32(t296, t306, t305);
        __m512i t308 = t182;
        __m512i t309 = _mm512_set1_epi32((int)2654435761U);
        __m512i t310 = _mm512_mullo_epi32(t308, t309);
        __m512i t311 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t312 = _mm512_cmp_epu32_mask(t310, t311, _MM_CMPINT_LT);
        __m512i t313 = _mm512_maskz_mov_epi32(t312, _mm512_set1_epi32(1));
        __mmask16 t314 = _mm512_test_epi32_mask(t313, t313);
        __mmask16 t315 = _knot_mask16(t314);
        __mmask16 t316 = _kand_mask16(t297, t302);
        __mmask16 t317 = _kand_mask16(t296, t304);
        __mmask16 t318 = _kor_mask16(t316, t317);
        __mmask16 t319 = _kand_mask16(t315, t318);
        __m512i t320 = _mm512_set1_epi32(100);
        __m512i t321 = t289;
        __m512i t322 = t320;
        __m512i t323 = _mm512_add_epi32(t321, t322);
        __m512i t324 = t323;
        __m512i t325 = _mm512_mask_blend_epi32(t319, t289, t324);
        __m512i t326 = _mm512_set1_epi32(8);
        __m512i t327 = _mm512_mullo_epi32(t325, t326);
        __m512i t328 = _mm512_maskz_mov_epi32(t295, _mm512_set1_epi32(1));
        __m512i t329 = _mm512_set1_epi32(2);
        __m512i t330 = _mm512_mullo_epi32(t328, t329);
        __m512i t331 = _mm512_add_epi32(t327, t330);
        __m512i t332 = _mm512_add_epi32(t331, t307);
        _mm512_storeu_si512(t181, t332);
        t7 += 64L;
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

static __typeof__(ss) ss __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_shorts(unsigned short lim) {
    vcc_no_contract_body
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 16L;
        long t3 = t1 + 32L;
        long t4 = t1 + 48L;
        long t5 = (long)(int)t1;
        int *t6 = &out[t5];
        __m512i t7 = _mm512_loadu_si512(t6);
        __m256i t8 = _mm256_loadu_si256((const __m256i *)&ss[t5]);
        __m512i t18 = _mm512_cvtepu16_epi32(t8);
        int t19 = (int)lim;
        __m512i t20 = _mm512_set1_epi32((int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(t18, t20, _MM_CMPINT_NLE);
        __m512i t22 = _mm512_set1_epi32((int)(t19 - 1));
        __mmask16 t23 = _mm512_cmp_epi32_mask(t18, t22, _MM_CMPINT_EQ);
        __m512i t24 = _mm512_set1_epi32(-1);
        __m512i t25 = _mm512_mask_blend_epi32(t23, t18, t24);
        __m512i t26 = _mm512_set1_epi32((int)t19);
        __m512i t27 = t18;
        __m512i t28 = t26;
        __m512i t29 = _mm512_sub_epi32(t27, t28);
        __m512i t30 = t29;
        __m512i t31 = _mm512_mask_blend_epi32(t21, t25, t30);
        __m512i t13 = _mm512_add_epi32(t7, t31);
        _mm512_storeu_si512(t6, t13);
        long t14 = (long)(int)t2;
        int *t15 = &out[t14];
        __m512i t16 = _mm512_loadu_si512(t15);
        __m256i t17 = _mm256_loadu_si256((const __m256i *)&ss[t14]);
        __m512i t37 = _mm512_cvtepu16_epi32(t17);
        int t38 = (int)lim;
        __m512i t39 = _mm512_set1_epi32((int)t38);
        __mmask16 t40 = _mm512_cmp_epi32_mask(t37, t39, _MM_CMPINT_NLE);
        __m512i t41 = _mm512_set1_epi32((int)(t38 - 1));
        __mmask16 t42 = _mm512_cmp_epi32_mask(t37, t41, _MM_CMPINT_EQ);
        __m512i t43 = _mm512_set1_epi32(-1);
        __m512i t44 = _mm512_mask_blend_epi32(t42, t37, t43);
        __m512i t45 = _mm512_set1_epi32((int)t38);
        __m512i t46 = t37;
        __m512i t47 = t45;
        __m512i t48 = _mm512_sub_epi32(t46, t47);
        __m512i t49 = t48;
        __m512i t50 = _mm512_mask_blend_epi32(t40, t44, t49);
        __m512i t32 = _mm512_add_epi32(t16, t50);
        _mm512_storeu_si512(t15, t32);
        long t33 = (long)(int)t3;
        int *t34 = &out[t33];
        __m512i t35 = _mm512_loadu_si512(t34);
        __m256i t36 = _mm256_loadu_si256((const __m256i *)&ss[t33]);
        __m512i t56 = _mm512_cvtepu16_epi32(t36);
        int t57 = (int)lim;
        __m512i t58 = _mm512_set1_epi32((int)t57);
        __mmask16 t59 = _mm512_cmp_epi32_mask(t56, t58, _MM_CMPINT_NLE);
        __m512i t60 = _mm512_set1_epi32((int)(t57 - 1));
        __mmask16 t61 = _mm512_cmp_epi32_mask(t56, t60, _MM_CMPINT_EQ);
        __m512i t62 = _mm512_set1_epi32(-1);
        __m512i t63 = _mm512_mask_blend_epi32(t61, t56, t62);
        __m512i t64 = _mm512_set1_epi32((int)t57);
        __m512i t65 = t56;
        __m512i t66 = t64;
        __m512i t67 = _mm512_sub_epi32(t65, t66);
        __m512i t68 = t67;
        __m512i t69 = _mm512_mask_blend_epi32(t59, t63, t68);
        __m512i t51 = _mm512_add_epi32(t35, t69);
        _mm512_storeu_si512(t34, t51);
        long t52 = (long)(int)t4;
        int *t53 = &out[t52];
        __m512i t54 = _mm512_loadu_si512(t53);
        __m256i t55 = _mm256_loadu_si256((const __m256i *)&ss[t52]);
        __m512i t71 = _mm512_cvtepu16_epi32(t55);
        int t72 = (int)lim;
        __m512i t73 = _mm512_set1_epi32((int)t72);
        __mmask16 t74 = _mm512_cmp_epi32_mask(t71, t73, _MM_CMPINT_NLE);
        __m512i t75 = _mm512_set1_epi32((int)(t72 - 1));
        __mmask16 t76 = _mm512_cmp_epi32_mask(t71, t75, _MM_CMPINT_EQ);
        __m512i t77 = _mm512_set1_epi32(-1);
        __m512i t78 = _mm512_mask_blend_epi32(t76, t71, t77);
        __m512i t79 = _mm512_set1_epi32((int)t72);
        __m512i t80 = t71;
        __m512i t81 = t79;
        __m512i t82 = _mm512_sub_epi32(t80, t81);
        __m512i t83 = t82;
        __m512i t84 = _mm512_mask_blend_epi32(t74, t78, t83);
        __m512i t70 = _mm512_add_epi32(t54, t84);
        _mm512_storeu_si512(t53, t70);
        t1 += 64L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_bytes(unsigned char lim) {
    vcc_no_contract_body
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 16L;
        long t3 = t1 + 32L;
        long t4 = t1 + 48L;
        long t5 = (long)(int)t1;
        int *t6 = &out[t5];
        __m512i t7 = _mm512_loadu_si512(t6);
        __m128i t8 = _mm_loadu_si128((const __m128i *)&bs[t5]);
        __m512i t18 = _mm512_cvtepu8_epi32(t8);
        __m512i t19 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t20 = _mm512_cmp_epi32_mask(t18, t19, _MM_CMPINT_LT);
        __mmask16 t21 = _knot_mask16(t20);
        __m512i t22 = _mm512_set1_epi32(200);
        __mmask16 t23 = _mm512_cmp_epi32_mask(t18, t22, _MM_CMPINT_NE);
        __mmask16 t24 = _knot_mask16(t23);
        __mmask16 t25 = _kand_mask16(t21, t24);
        __m512i t26 = t18;
        __m512i t27 = _mm512_sub_epi32(_mm512_setzero_si512(), t26);
        __m512i t28 = t27;
        __m512i t29 = _mm512_set1_epi32(7);
        __m512i t30 = _mm512_mask_blend_epi32(t25, t28, t29);
        __m512i t31 = _mm512_set1_epi32(3);
        __m512i t32 = t18;
        __m512i t33 = t31;
        __m512i t34 = _mm512_mullo_epi32(t32, t33);
        __m512i t35 = t34;
        __m512i t36 = _mm512_mask_blend_epi32(t20, t30, t35);
        __m512i t13 = _mm512_add_epi32(t7, t36);
        _mm512_storeu_si512(t6, t13);
        long t14 = (long)(int)t2;
        int *t15 = &out[t14];
        __m512i t16 = _mm512_loadu_si512(t15);
        __m128i t17 = _mm_loadu_si128((const __m128i *)&bs[t14]);
        __m512i t42 = _mm512_cvtepu8_epi32(t17);
        __m512i t43 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t44 = _mm512_cmp_epi32_mask(t42, t43, _MM_CMPINT_LT);
        __mmask16 t45 = _knot_mask16(t44);
        __m512i t46 = _mm512_set1_epi32(200);
        __mmask16 t47 = _mm512_cmp_epi32_mask(t42, t46, _MM_CMPINT_NE);
        __mmask16 t48 = _knot_mask16(t47);
        __mmask16 t49 = _kand_mask16(t45, t48);
        __m512i t50 = t42;
        __m512i t51 = _mm512_sub_epi32(_mm512_setzero_si512(), t50);
        __m512i t52 = t51;
        __m512i t53 = _mm512_set1_epi32(7);
        __m512i t54 = _mm512_mask_blend_epi32(t49, t52, t53);
        __m512i t55 = _mm512_set1_epi32(3);
        __m512i t56 = t42;
        __m512i t57 = t55;
        __m512i t58 = _mm512_mullo_epi32(t56, t57);
        __m512i t59 = t58;
        __m512i t60 = _mm512_mask_blend_epi32(t44, t54, t59);
        __m512i t37 = _mm512_add_epi32(t16, t60);
        _mm512_storeu_si512(t15, t37);
        long t38 = (long)(int)t3;
        int *t39 = &out[t38];
        __m512i t40 = _mm512_loadu_si512(t39);
        __m128i t41 = _mm_loadu_si128((const __m128i *)&bs[t38]);
        __m512i t66 = _mm512_cvtepu8_epi32(t41);
        __m512i t67 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t68 = _mm512_cmp_epi32_mask(t66, t67, _MM_CMPINT_LT);
        __mmask16 t69 = _knot_mask16(t68);
        __m512i t70 = _mm512_set1_epi32(200);
        __mmask16 t71 = _mm512_cmp_epi32_mask(t66, t70, _MM_CMPINT_NE);
        __mmask16 t72 = _knot_mask16(t71);
        __mmask16 t73 = _kand_mask16(t69, t72);
        __m512i t74 = t66;
        __m512i t75 = _mm512_sub_epi32(_mm512_setzero_si512(), t74);
        __m512i t76 = t75;
        __m512i t77 = _mm512_set1_epi32(7);
        __m512i t78 = _mm512_mask_blend_epi32(t73, t76, t77);
        __m512i t79 = _mm512_set1_epi32(3);
        __m512i t80 = t66;
        __m512i t81 = t79;
        __m512i t82 = _mm512_mullo_epi32(t80, t81);
        __m512i t83 = t82;
        __m512i t84 = _mm512_mask_blend_epi32(t68, t78, t83);
        __m512i t61 = _mm512_add_epi32(t40, t84);
        _mm512_storeu_si512(t39, t61);
        long t62 = (long)(int)t4;
        int *t63 = &out[t62];
        __m512i t64 = _mm512_loadu_si512(t63);
        __m128i t65 = _mm_loadu_si128((const __m128i *)&bs[t62]);
        __m512i t86 = _mm512_cvtepu8_epi32(t65);
        __m512i t87 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t88 = _mm512_cmp_epi32_mask(t86, t87, _MM_CMPINT_LT);
        __mmask16 t89 = _knot_mask16(t88);
        __m512i t90 = _mm512_set1_epi32(200);
        __mmask16 t91 = _mm512_cmp_epi32_mask(t86, t90, _MM_CMPINT_NE);
        __mmask16 t92 = _knot_mask16(t91);
        __mmask16 t93 = _kand_mask16(t89, t92);
        __m512i t94 = t86;
        __m512i t95 = _mm512_sub_epi32(_mm512_setzero_si512(), t94);
        __m512i t96 = t95;
        __m512i t97 = _mm512_set1_epi32(7);
        __m512i t98 = _mm512_mask_blend_epi32(t93, t96, t97);
        __m512i t99 = _mm512_set1_epi32(3);
        __m512i t100 = t86;
        __m512i t101 = t99;
        __m512i t102 = _mm512_mullo_epi32(t100, t101);
        __m512i t103 = t102;
        __m512i t104 = _mm512_mask_blend_epi32(t88, t98, t103);
        __m512i t85 = _mm512_add_epi32(t64, t104);
        _mm512_storeu_si512(t63, t85);
        t1 += 64L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_clamp(int n) {
    vcc_no_contract_body
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    for (;;) {
        long t5 = t2 + 16L;
        long t6 = t2 + 32L;
        long t7 = t2 + 48L;
        __m512i t8 = t1;
        long t9 = (long)(int)t2;
        int *t10 = &out[t9];
        __m512i t11 = _mm512_loadu_si512(&is[t9]);
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(9));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(20));
        __m512i t14 = _mm512_and_si512(t8, _mm512_set1_epi32(15));
        __m512i t15 = _mm512_add_epi32(t13, t14);
        __m512i t27 = _mm512_set1_epi32((int)(n - 1));
        __m512i t28 = _mm512_min_epi32(t15, t27);
        __m512i t29 = _mm512_set1_epi32(-4);
        __m512i t30 = _mm512_max_epi32(t28, t29);
        __m512i t31 = _mm512_set1_epi32(19);
        __m512i t32 = _mm512_min_epi32(t30, t31);
        _mm512_storeu_si512(t10, t32);
        __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t19 = t18;
        long t20 = (long)(int)t5;
        int *t21 = &out[t20];
        __m512i t22 = _mm512_loadu_si512(&is[t20]);
        __m512i t23 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(9));
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(20));
        __m512i t25 = _mm512_and_si512(t19, _mm512_set1_epi32(15));
        __m512i t26 = _mm512_add_epi32(t24, t25);
        __m512i t42 = _mm512_set1_epi32((int)(n - 1));
        __m512i t43 = _mm512_min_epi32(t26, t42);
        __m512i t44 = _mm512_set1_epi32(-4);
        __m512i t45 = _mm512_max_epi32(t43, t44);
        __m512i t46 = _mm512_set1_epi32(19);
        __m512i t47 = _mm512_min_epi32(t45, t46);
        _mm512_storeu_si512(t21, t47);
        __m512i t33 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t34 = t33;
        long t35 = (long)(int)t6;
        int *t36 = &out[t35];
        __m512i t37 = _mm512_loadu_si512(&is[t35]);
        __m512i t38 = _mm512_mullo_epi32(t37, _mm512_set1_epi32(9));
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(20));
        __m512i t40 = _mm512_and_si512(t34, _mm512_set1_epi32(15));
        __m512i t41 = _mm512_add_epi32(t39, t40);
        __m512i t57 = _mm512_set1_epi32((int)(n - 1));
        __m512i t58 = _mm512_min_epi32(t41, t57);
        __m512i t59 = _mm512_set1_epi32(-4);
        __m512i t60 = _mm512_max_epi32(t58, t59);
        __m512i t61 = _mm512_set1_epi32(19);
        __m512i t62 = _mm512_min_epi32(t60, t61);
        _mm512_storeu_si512(t36, t62);
        __m512i t48 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t49 = t48;
        long t50 = (long)(int)t7;
        int *t51 = &out[t50];
        __m512i t52 = _mm512_loadu_si512(&is[t50]);
        __m512i t53 = _mm512_mullo_epi32(t52, _mm512_set1_epi32(9));
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(20));
        __m512i t55 = _mm512_and_si512(t49, _mm512_set1_epi32(15));
        __m512i t56 = _mm512_add_epi32(t54, t55);
        __m512i t63 = _mm512_set1_epi32((int)(n - 1));
        __m512i t64 = _mm512_min_epi32(t56, t63);
        __m512i t65 = _mm512_set1_epi32(-4);
        __m512i t66 = _mm512_max_epi32(t64, t65);
        __m512i t67 = _mm512_set1_epi32(19);
        __m512i t68 = _mm512_min_epi32(t66, t67);
        _mm512_storeu_si512(t51, t68);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
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
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 16L;
        long t3 = t1 + 32L;
        long t4 = t1 + 48L;
        int t5 = (int)t1;
        __m512i t6 = _mm512_loadu_si512(&is[t5]);
        const float *t7 = xs;
        __m512i t11 = _mm512_set1_epi32(1);
        __m512i t12 = _mm512_and_si512(t6, t11);
        __mmask16 t13 = _mm512_test_epi32_mask(t12, t12);
        __m512 t14 = _mm512_maskz_loadu_ps(t13, (const float *)((unsigned long)t7 + (unsigned long)(long)t5 * 4UL));
        __m512 t15 = _mm512_set1_ps(0.5f);
        __m512 t16 = _mm512_mul_ps(t14, t15);
        __m512 t17 = _mm512_set1_ps(1.0f);
        __m512 t18 = _mm512_mask_blend_ps(t13, t17, t16);
        __m512i t19 = _mm512_set1_epi32(2);
        __m512i t20 = _mm512_and_si512(t6, t19);
        __mmask16 t21 = _mm512_test_epi32_mask(t20, t20);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t5 * 4UL), t21, t18);
        int t8 = (int)t2;
        __m512i t9 = _mm512_loadu_si512(&is[t8]);
        const float *t10 = xs;
        __m512i t25 = _mm512_set1_epi32(1);
        __m512i t26 = _mm512_and_si512(t9, t25);
        __mmask16 t27 = _mm512_test_epi32_mask(t26, t26);
        __m512 t28 = _mm512_maskz_loadu_ps(t27, (const float *)((unsigned long)t10 + (unsigned long)(long)t8 * 4UL));
        __m512 t29 = _mm512_set1_ps(0.5f);
        __m512 t30 = _mm512_mul_ps(t28, t29);
        __m512 t31 = _mm512_set1_ps(1.0f);
        __m512 t32 = _mm512_mask_blend_ps(t27, t31, t30);
        __m512i t33 = _mm512_set1_epi32(2);
        __m512i t34 = _mm512_and_si512(t9, t33);
        __mmask16 t35 = _mm512_test_epi32_mask(t34, t34);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t8 * 4UL), t35, t32);
        int t22 = (int)t3;
        __m512i t23 = _mm512_loadu_si512(&is[t22]);
        const float *t24 = xs;
        __m512i t39 = _mm512_set1_epi32(1);
        __m512i t40 = _mm512_and_si512(t23, t39);
        __mmask16 t41 = _mm512_test_epi32_mask(t40, t40);
        __m512 t42 = _mm512_maskz_loadu_ps(t41, (const float *)((unsigned long)t24 + (unsigned long)(long)t22 * 4UL));
        __m512 t43 = _mm512_set1_ps(0.5f);
        __m512 t44 = _mm512_mul_ps(t42, t43);
        __m512 t45 = _mm512_set1_ps(1.0f);
        __m512 t46 = _mm512_mask_blend_ps(t41, t45, t44);
        __m512i t47 = _mm512_set1_epi32(2);
        __m512i t48 = _mm512_and_si512(t23, t47);
        __mmask16 t49 = _mm512_test_epi32_mask(t48, t48);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t22 * 4UL), t49, t46);
        int t36 = (int)t4;
        __m512i t37 = _mm512_loadu_si512(&is[t36]);
        const float *t38 = xs;
        __m512i t50 = _mm512_set1_epi32(1);
        __m512i t51 = _mm512_and_si512(t37, t50);
        __mmask16 t52 = _mm512_test_epi32_mask(t51, t51);
        __m512 t53 = _mm512_maskz_loadu_ps(t52, (const float *)((unsigned long)t38 + (unsigned long)(long)t36 * 4UL));
        __m512 t54 = _mm512_set1_ps(0.5f);
        __m512 t55 = _mm512_mul_ps(t53, t54);
        __m512 t56 = _mm512_set1_ps(1.0f);
        __m512 t57 = _mm512_mask_blend_ps(t52, t56, t55);
        __m512i t58 = _mm512_set1_epi32(2);
        __m512i t59 = _mm512_and_si512(t37, t58);
        __mmask16 t60 = _mm512_test_epi32_mask(t59, t59);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t36 * 4UL), t60, t57);
        t1 += 64L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
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
            __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t36, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t44 = (__m256i)~(vcc_m8)t43;
            __m256i t45 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t46 = (__m256i)~(vcc_m8)t45;
            __m256i t47 = _mm256_and_si256(t44, t46);
            __m256i t48 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t49 = _mm256_and_si256(t44, t48);
            __m256i t50 = _mm256_or_si256(t49, t47);
            __m256 t51 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t47), _mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f));
            __m256 t52 = _mm256_cvtepi32_ps(t34);
            __m256 t53 = _mm256_add_ps(_mm256_set1_ps(5.0f), t52);
            __m256 t54 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t50), t53, t51);
            _mm256_storeu_ps(t42, t54);
            __m256i t55 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t56 = _mm256_ternarylogic_epi32(t55, _mm256_set1_epi32(1), _mm256_set1_epi32(7), 0xCA);
            __m256i t57 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)t56);
            __m256 t58 = _mm256_cvtepi32_ps(t57);
            __m256 t59 = _mm256_loadu_ps(t42);
            __m256 t60 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t55), t58, t59);
            _mm256_storeu_ps(&ys[t41], t60);
            __m256i t61 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t40);
            __m256i t62 = _mm256_add_epi32(t36, t61);
            __m256i t63 = _mm256_and_si256(t34, _mm256_set1_epi32(4));
            __m256i t64 = _mm256_add_epi32(t62, t63);
            _mm256_storeu_si256((__m256i *)&is[t41], t64);
            __m256i t65 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t36, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t66 = (__m256i)~(vcc_m8)t65;
            __m256i t67 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t68 = _mm256_and_si256(t66, t67);
            __m256i t69 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t70 = (__m256i)~(vcc_m8)t69;
            __m256i t71 = _mm256_and_si256(t66, t70);
            __m256i t72 = _mm256_or_si256(t71, t68);
            __m256i t73 = _mm256_ternarylogic_epi32(t68, _mm256_set1_epi32(99), t34, 0xCA);
            __m256i t74 = _mm256_set1_epi32(300);
            __m256i t75 = t34;
            __m256i t76 = _mm256_add_epi32(t74, t75);
            __m256i t77 = t76;
            __m256i t78 = _mm256_ternarylogic_epi32(t72, t73, t77, 0xCA);
            __m128i t79 = _mm256_cvtepi32_epi16(t78);
            _mm_storeu_si128((__m128i *)&ss[t41], t79);
            __m256i t80 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t36, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t81 = (__m256i)~(vcc_m8)t80;
            __m256i t82 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t83 = _mm256_and_si256(t81, t82);
            __m256i t84 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t85 = (__m256i)~(vcc_m8)t84;
            __m256i t86 = _mm256_and_si256(t81, t85);
            __m256i t87 = _mm256_or_si256(t86, t83);
            __m256i t88 = _mm256_ternarylogic_epi32(t83, _mm256_set1_epi32(200), t34, 0xCA);
            __m256i t89 = _mm256_set1_epi32(150);
            __m256i t90 = t34;
            __m256i t91 = _mm256_add_epi32(t89, t90);
            __m256i t92 = t91;
            __m256i t93 = _mm256_ternarylogic_epi32(t87, t88, t92, 0xCA);
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
            __m256i t105 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t98, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t106 = (__m256i)~(vcc_m8)t105;
            __m256i t107 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t102, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t108 = (__m256i)~(vcc_m8)t107;
            __m256i t109 = _mm256_and_si256(t106, t108);
            __m256i t110 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t102, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t111 = _mm256_and_si256(t106, t110);
            __m256i t112 = _mm256_or_si256(t111, t109);
            __m256 t113 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t109), _mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f));
            __m256 t114 = _mm256_cvtepi32_ps(t96);
            __m256 t115 = _mm256_add_ps(_mm256_set1_ps(5.0f), t114);
            __m256 t116 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t112), t115, t113);
            _mm256_storeu_ps(t104, t116);
            __m256i t117 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t102, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t118 = _mm256_ternarylogic_epi32(t117, _mm256_set1_epi32(1), _mm256_set1_epi32(7), 0xCA);
            __m256i t119 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)t118);
            __m256 t120 = _mm256_cvtepi32_ps(t119);
            __m256 t121 = _mm256_loadu_ps(t104);
            __m256 t122 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t117), t120, t121);
            _mm256_storeu_ps(&ys[t103], t122);
            __m256i t123 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t102);
            __m256i t124 = _mm256_add_epi32(t98, t123);
            __m256i t125 = _mm256_and_si256(t96, _mm256_set1_epi32(4));
            __m256i t126 = _mm256_add_epi32(t124, t125);
            _mm256_storeu_si256((__m256i *)&is[t103], t126);
            __m256i t127 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t98, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t128 = (__m256i)~(vcc_m8)t127;
            __m256i t129 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t102, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t130 = _mm256_and_si256(t128, t129);
            __m256i t131 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t102, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t132 = (__m256i)~(vcc_m8)t131;
            __m256i t133 = _mm256_and_si256(t128, t132);
            __m256i t134 = _mm256_or_si256(t133, t130);
            __m256i t135 = _mm256_ternarylogic_epi32(t130, _mm256_set1_epi32(99), t96, 0xCA);
            __m256i t136 = _mm256_set1_epi32(300);
            __m256i t137 = t96;
            __m256i t138 = _mm256_add_epi32(t136, t137);
            __m256i t139 = t138;
            __m256i t140 = _mm256_ternarylogic_epi32(t134, t135, t139, 0xCA);
            __m128i t141 = _mm256_cvtepi32_epi16(t140);
            _mm_storeu_si128((__m128i *)&ss[t103], t141);
            __m256i t142 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t98, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t143 = (__m256i)~(vcc_m8)t142;
            __m256i t144 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t102, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t145 = _mm256_and_si256(t143, t144);
            __m256i t146 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t102, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t147 = (__m256i)~(vcc_m8)t146;
            __m256i t148 = _mm256_and_si256(t143, t147);
            __m256i t149 = _mm256_or_si256(t148, t145);
            __m256i t150 = _mm256_ternarylogic_epi32(t145, _mm256_set1_epi32(200), t96, 0xCA);
            __m256i t151 = _mm256_set1_epi32(150);
            __m256i t152 = t96;
            __m256i t153 = _mm256_add_epi32(t151, t152);
            __m256i t154 = t153;
            __m256i t155 = _mm256_ternarylogic_epi32(t149, t150, t154, 0xCA);
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
