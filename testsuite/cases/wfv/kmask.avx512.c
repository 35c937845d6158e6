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
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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

/* vcc: function at kmask.c:23 vector variant _ZGVeN16vvvuu_classify of `classify`: VL 16, unmasked, x vector, y vector, i vector, lo uniform, hi uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvvuu_classify(__m512 x, __m512 y, __m512i i, float lo, float hi) {
    vcc_no_contract_body
    vcc_v16_int t1;
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
        t1 = (vcc_v16_int)_mm512_add_epi32(t19, t26);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        t2 = ((__mmask16)0x0);
    }
    __m512i t27 = _mm512_set1_epi32(1);
    __m512i t28 = _mm512_mask_blend_epi32(t2, t27, (__m512i)t1);
    __m512i t29 = _mm512_set1_epi32(0);
    __m512i t30 = _mm512_mask_blend_epi32(t4, t28, t29);
    __mmask16 t31 = _mm512_cmp_ps_mask(x, y, _CMP_GT_OQ);
    __m512i t32 = _mm512_set1_epi32(2);
    __mmask16 t33 = _mm512_cmp_epi32_mask(i, t32, _MM_CMPINT_NLT);
    __m512i t34 = _mm512_maskz_mov_epi32(t31, _mm512_set1_epi32(1));
    __m512i t35 = _mm512_maskz_mov_epi32(t33, _mm512_set1_epi32(1));
    __mmask16 t36 = _mm512_cmp_epi32_mask(t34, t35, _MM_CMPINT_NE);
    __mmask16 t37 = _mm512_cmp_ps_mask(x, y, _CMP_EQ_OQ);
    __mmask16 t38 = _knot_mask16(t37);
    __m512 t39 = _mm512_set1_ps(lo);
    __mmask16 t40 = _mm512_cmp_ps_mask(y, t39, _CMP_GT_OQ);
    __m512i t41 = _mm512_maskz_mov_epi32(t40, _mm512_set1_epi32(1));
    __mmask16 t42 = _mm512_test_epi32_mask(t41, t41);
    __mmask16 t43 = _knot_mask16(t42);
    __m512i t44 = _mm512_set1_epi32(1);
    __mmask16 t45 = _mm512_cmp_epi32_mask(i, t44, _MM_CMPINT_LT);
    __m512i t46 = _mm512_maskz_mov_epi32(t45, _mm512_set1_epi32(1));
    __m512i t47 = _mm512_maskz_mov_epi32(t43, _mm512_set1_epi32(1));
    __m512i t48 = _mm512_mask_blend_epi32(t37, t47, t46);
    __m512i t49 = _mm512_set1_epi32((int)2654435761U);
    __m512i t50 = _mm512_mullo_epi32(i, t49);
    __m512i t51 = _mm512_set1_epi32((int)2147483648U);
    __mmask16 t52 = _mm512_cmp_epu32_mask(t50, t51, _MM_CMPINT_LT);
    __m512i t53 = _mm512_maskz_mov_epi32(t52, _mm512_set1_epi32(1));
    __mmask16 t54 = _mm512_test_epi32_mask(t53, t53);
    __mmask16 t55 = _knot_mask16(t54);
    __mmask16 t56 = _kand_mask16(t38, t43);
    __mmask16 t57 = _kand_mask16(t37, t45);
    __mmask16 t58 = _kor_mask16(t56, t57);
    __mmask16 t59 = _kand_mask16(t55, t58);
    __m512i t60 = _mm512_set1_epi32(100);
    __m512i t61 = _mm512_add_epi32(t30, t60);
    __m512i t62 = _mm512_mask_blend_epi32(t59, t30, t61);
    __m512i t63 = _mm512_set1_epi32(8);
    __m512i t64 = _mm512_mullo_epi32(t62, t63);
    __m512i t65 = _mm512_maskz_mov_epi32(t36, _mm512_set1_epi32(1));
    __m512i t66 = _mm512_set1_epi32(2);
    __m512i t67 = _mm512_mullo_epi32(t65, t66);
    __m512i t68 = _mm512_add_epi32(t64, t67);
    __m512i t69 = _mm512_add_epi32(t68, t48);
    return t69;
}

/* vcc: function at kmask.c:23 vector variant _ZGVdN8vvvuu_classify of `classify`: VL 8, unmasked, x vector, y vector, i vector, lo uniform, hi uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvvuu_classify(__m256 x, __m256 y, __m256i i, float lo, float hi) {
    vcc_no_contract_body
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
        t1 = (vcc_v8_int)_mm256_add_epi32(t19, t26);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t27 = _mm256_set1_epi32(1);
    __m256i t28 = _mm256_ternarylogic_epi32(t2, (__m256i)t1, t27, 0xCA);
    __m256i t29 = _mm256_set1_epi32(0);
    __m256i t30 = ({ (void)t29; _mm256_andnot_si256(t4, t28); });
    __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t32 = _mm256_set1_epi32(2);
    __m256i t33 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i, t32, _MM_CMPINT_NLT));
    __m256i t34 = (__m256i)__builtin_convertvector((vcc_m8)t31 & 1, vcc_v8_int);
    __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)t33 & 1, vcc_v8_int);
    __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t34, t35, _MM_CMPINT_NE));
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
    __m256i t48 = _mm256_ternarylogic_epi32(t37, t46, t47, 0xCA);
    __m256i t49 = _mm256_set1_epi32((int)2654435761U);
    __m256i t50 = _mm256_mullo_epi32(i, t49);
    __m256i t51 = _mm256_set1_epi32((int)2147483648U);
    __m256i t52 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t50, t51, _MM_CMPINT_LT));
    __m256i t53 = (__m256i)__builtin_convertvector((vcc_m8)t52 & 1, vcc_v8_int);
    __m256i t54 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
    __m256i t55 = (__m256i)~(vcc_m8)t54;
    __m256i t56 = _mm256_and_si256(t38, t43);
    __m256i t57 = _mm256_and_si256(t37, t45);
    __m256i t58 = _mm256_or_si256(t56, t57);
    __m256i t59 = _mm256_and_si256(t55, t58);
    __m256i t60 = _mm256_set1_epi32(100);
    __m256i t61 = _mm256_add_epi32(t30, t60);
    __m256i t62 = _mm256_ternarylogic_epi32(t59, t61, t30, 0xCA);
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

/* vcc: function at kmask.c:40 vector variant _ZGVeN16vu_shorts of `shorts`: VL 16, unmasked, s vector, lim uniform */
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
    __m512i t10 = _mm512_sub_epi32(t1, t9);
    __m512i t11 = _mm512_mask_blend_epi32(t4, t8, t10);
    return t11;
}

/* vcc: function at kmask.c:40 vector variant _ZGVdN8vu_shorts of `shorts`: VL 8, unmasked, s vector, lim uniform */
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
    __m256i t10 = _mm256_sub_epi32(t1, t9);
    __m256i t11 = _mm256_ternarylogic_epi32(t4, t10, t8, 0xCA);
    return t11;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

/* vcc: function at kmask.c:50 vector variant _ZGVeN16vu_bytes of `bytes`: VL 16, unmasked, b vector, lim uniform */
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
    __m512i t9 = _mm512_sub_epi32(_mm512_setzero_si512(), t1);
    __m512i t10 = _mm512_set1_epi32(7);
    __m512i t11 = _mm512_mask_blend_epi32(t8, t9, t10);
    __m512i t12 = _mm512_set1_epi32(3);
    __m512i t13 = _mm512_mullo_epi32(t1, t12);
    __m512i t14 = _mm512_mask_blend_epi32(t3, t11, t13);
    return t14;
}

/* vcc: function at kmask.c:50 vector variant _ZGVdN8vu_bytes of `bytes`: VL 8, unmasked, b vector, lim uniform */
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
    __m256i t9 = _mm256_sub_epi32(_mm256_setzero_si256(), t1);
    __m256i t10 = _mm256_set1_epi32(7);
    __m256i t11 = _mm256_ternarylogic_epi32(t8, t10, t9, 0xCA);
    __m256i t12 = _mm256_set1_epi32(3);
    __m256i t13 = _mm256_mullo_epi32(t1, t12);
    __m256i t14 = _mm256_ternarylogic_epi32(t3, t13, t11, 0xCA);
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

/* vcc: function at kmask.c:56 vector variant _ZGVeN16vu_clamp of `clamp`: VL 16, unmasked, x vector, n uniform */
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

/* vcc: function at kmask.c:56 vector variant _ZGVdN8vu_clamp of `clamp`: VL 8, unmasked, x vector, n uniform */
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
    vcc_v16_int t1;
    vcc_v16_int t3;
    vcc_v16_int t5;
    vcc_v16_int t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:69 vectorized: VF 16, UF 4, scalar epilogue */
    for (;;) {
        int *t9 = &out[k_vec];
        __m512i is_v = _mm512_loadu_si512(&is[k_vec]);
        __m512 ys_v = _mm512_loadu_ps(&ys[k_vec]);
        __m512 xs_v = _mm512_loadu_ps(&xs[k_vec]);
        __m512 t12 = _mm512_set1_ps(lo);
        __mmask16 t13 = _mm512_cmp_ps_mask(xs_v, t12, _CMP_LE_OQ);
        __mmask16 t14 = _knot_mask16(t13);
        __m512 t15 = _mm512_set1_ps(hi);
        __mmask16 t16 = _mm512_cmp_ps_mask(xs_v, t15, _CMP_GE_OQ);
        __mmask16 t17 = _knot_mask16(t16);
        __mmask16 t18 = _kand_mask16(t14, t17);
        __mmask16 t19 = _mm512_cmp_ps_mask(ys_v, xs_v, _CMP_LT_OQ);
        __m512i t20 = _mm512_set1_epi32(3);
        __mmask16 t21 = _mm512_cmp_epi32_mask(is_v, t20, _MM_CMPINT_NE);
        __mmask16 t22 = _kand_mask16(t19, t21);
        __mmask16 t23 = _knot_mask16(t18);
        __mmask16 t24 = _kor_mask16(t22, t23);
        __mmask16 t25 = _knot_mask16(t24);
        __mmask16 t2 = _kand_mask16(t14, t25);
        if ((t2 != 0)) {
            __m512 t26 = _mm512_set1_ps(4.0f);
            __m512 t27 = _mm512_mul_ps(xs_v, t26);
            __m512i t28 = _mm512_cvttps_epi32(t27);
            __m512i t29 = _mm512_set1_epi32(63);
            __m512i t30 = _mm512_and_si512(is_v, t29);
            vcc_v16_long t31 = __builtin_convertvector((vcc_v16_int)t30, vcc_v16_long);
            vcc_v16_long t32 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t33 = (vcc_v16_long){0} * t32;
            vcc_v16_long t34 = t33 + t31;
            __m512i t35 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t34, (vcc_m16)_mm512_movm_epi32(t2));
            t1 = (vcc_v16_int)_mm512_add_epi32(t28, t35);
        } else {
            t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t2 = ((__mmask16)0x0);
        }
        __m512i t36 = _mm512_set1_epi32(1);
        __m512i t37 = _mm512_mask_blend_epi32(t2, t36, (__m512i)t1);
        __m512i t38 = _mm512_set1_epi32(0);
        __m512i t39 = _mm512_mask_blend_epi32(t13, t37, t38);
        __mmask16 t40 = _mm512_cmp_ps_mask(xs_v, ys_v, _CMP_GT_OQ);
        __m512i t41 = _mm512_set1_epi32(2);
        __mmask16 t42 = _mm512_cmp_epi32_mask(is_v, t41, _MM_CMPINT_NLT);
        __m512i t43 = _mm512_maskz_mov_epi32(t40, _mm512_set1_epi32(1));
        __m512i t44 = _mm512_maskz_mov_epi32(t42, _mm512_set1_epi32(1));
        __mmask16 t45 = _mm512_cmp_epi32_mask(t43, t44, _MM_CMPINT_NE);
        __mmask16 t46 = _mm512_cmp_ps_mask(xs_v, ys_v, _CMP_EQ_OQ);
        __mmask16 t47 = _knot_mask16(t46);
        __m512 t48 = _mm512_set1_ps(lo);
        __mmask16 t49 = _mm512_cmp_ps_mask(ys_v, t48, _CMP_GT_OQ);
        __m512i t50 = _mm512_maskz_mov_epi32(t49, _mm512_set1_epi32(1));
        __mmask16 t51 = _mm512_test_epi32_mask(t50, t50);
        __mmask16 t52 = _knot_mask16(t51);
        __m512i t53 = _mm512_set1_epi32(1);
        __mmask16 t54 = _mm512_cmp_epi32_mask(is_v, t53, _MM_CMPINT_LT);
        __m512i t55 = _mm512_maskz_mov_epi32(t54, _mm512_set1_epi32(1));
        __m512i t56 = _mm512_maskz_mov_epi32(t52, _mm512_set1_epi32(1));
        __m512i t57 = _mm512_mask_blend_epi32(t46, t56, t55);
        __m512i t58 = _mm512_set1_epi32((int)2654435761U);
        __m512i t59 = _mm512_mullo_epi32(is_v, t58);
        __m512i t60 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t61 = _mm512_cmp_epu32_mask(t59, t60, _MM_CMPINT_LT);
        __m512i t62 = _mm512_maskz_mov_epi32(t61, _mm512_set1_epi32(1));
        __mmask16 t63 = _mm512_test_epi32_mask(t62, t62);
        __mmask16 t64 = _knot_mask16(t63);
        __mmask16 t65 = _kand_mask16(t47, t52);
        __mmask16 t66 = _kand_mask16(t46, t54);
        __mmask16 t67 = _kor_mask16(t65, t66);
        __mmask16 t68 = _kand_mask16(t64, t67);
        __m512i t69 = _mm512_set1_epi32(100);
        __m512i t70 = _mm512_add_epi32(t39, t69);
        __m512i t71 = _mm512_mask_blend_epi32(t68, t39, t70);
        __m512i t72 = _mm512_set1_epi32(8);
        __m512i t73 = _mm512_mullo_epi32(t71, t72);
        __m512i t74 = _mm512_maskz_mov_epi32(t45, _mm512_set1_epi32(1));
        __m512i t75 = _mm512_set1_epi32(2);
        __m512i t76 = _mm512_mullo_epi32(t74, t75);
        __m512i t77 = _mm512_add_epi32(t73, t76);
        __m512i t78 = _mm512_add_epi32(t77, t57);
        _mm512_storeu_si512(t9, t78);
        long t10 = k_vec + 16L;
        int *t11 = &out[t10];
        __m512i is_v_1 = _mm512_loadu_si512(&is[t10]);
        __m512 ys_v_1 = _mm512_loadu_ps(&ys[t10]);
        __m512 xs_v_1 = _mm512_loadu_ps(&xs[t10]);
        __m512 t81 = _mm512_set1_ps(lo);
        __mmask16 t82 = _mm512_cmp_ps_mask(xs_v_1, t81, _CMP_LE_OQ);
        __mmask16 t83 = _knot_mask16(t82);
        __m512 t84 = _mm512_set1_ps(hi);
        __mmask16 t85 = _mm512_cmp_ps_mask(xs_v_1, t84, _CMP_GE_OQ);
        __mmask16 t86 = _knot_mask16(t85);
        __mmask16 t87 = _kand_mask16(t83, t86);
        __mmask16 t88 = _mm512_cmp_ps_mask(ys_v_1, xs_v_1, _CMP_LT_OQ);
        __m512i t89 = _mm512_set1_epi32(3);
        __mmask16 t90 = _mm512_cmp_epi32_mask(is_v_1, t89, _MM_CMPINT_NE);
        __mmask16 t91 = _kand_mask16(t88, t90);
        __mmask16 t92 = _knot_mask16(t87);
        __mmask16 t93 = _kor_mask16(t91, t92);
        __mmask16 t94 = _knot_mask16(t93);
        __mmask16 t4 = _kand_mask16(t83, t94);
        if ((t4 != 0)) {
            __m512 t95 = _mm512_set1_ps(4.0f);
            __m512 t96 = _mm512_mul_ps(xs_v_1, t95);
            __m512i t97 = _mm512_cvttps_epi32(t96);
            __m512i t98 = _mm512_set1_epi32(63);
            __m512i t99 = _mm512_and_si512(is_v_1, t98);
            vcc_v16_long t100 = __builtin_convertvector((vcc_v16_int)t99, vcc_v16_long);
            vcc_v16_long t101 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t102 = (vcc_v16_long){0} * t101;
            vcc_v16_long t103 = t102 + t100;
            __m512i t104 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t103, (vcc_m16)_mm512_movm_epi32(t4));
            t3 = (vcc_v16_int)_mm512_add_epi32(t97, t104);
        } else {
            t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t4 = ((__mmask16)0x0);
        }
        __m512i t105 = _mm512_set1_epi32(1);
        __m512i t106 = _mm512_mask_blend_epi32(t4, t105, (__m512i)t3);
        __m512i t107 = _mm512_set1_epi32(0);
        __m512i t108 = _mm512_mask_blend_epi32(t82, t106, t107);
        __mmask16 t109 = _mm512_cmp_ps_mask(xs_v_1, ys_v_1, _CMP_GT_OQ);
        __m512i t110 = _mm512_set1_epi32(2);
        __mmask16 t111 = _mm512_cmp_epi32_mask(is_v_1, t110, _MM_CMPINT_NLT);
        __m512i t112 = _mm512_maskz_mov_epi32(t109, _mm512_set1_epi32(1));
        __m512i t113 = _mm512_maskz_mov_epi32(t111, _mm512_set1_epi32(1));
        __mmask16 t114 = _mm512_cmp_epi32_mask(t112, t113, _MM_CMPINT_NE);
        __mmask16 t115 = _mm512_cmp_ps_mask(xs_v_1, ys_v_1, _CMP_EQ_OQ);
        __mmask16 t116 = _knot_mask16(t115);
        __m512 t117 = _mm512_set1_ps(lo);
        __mmask16 t118 = _mm512_cmp_ps_mask(ys_v_1, t117, _CMP_GT_OQ);
        __m512i t119 = _mm512_maskz_mov_epi32(t118, _mm512_set1_epi32(1));
        __mmask16 t120 = _mm512_test_epi32_mask(t119, t119);
        __mmask16 t121 = _knot_mask16(t120);
        __m512i t122 = _mm512_set1_epi32(1);
        __mmask16 t123 = _mm512_cmp_epi32_mask(is_v_1, t122, _MM_CMPINT_LT);
        __m512i t124 = _mm512_maskz_mov_epi32(t123, _mm512_set1_epi32(1));
        __m512i t125 = _mm512_maskz_mov_epi32(t121, _mm512_set1_epi32(1));
        __m512i t126 = _mm512_mask_blend_epi32(t115, t125, t124);
        __m512i t127 = _mm512_set1_epi32((int)2654435761U);
        __m512i t128 = _mm512_mullo_epi32(is_v_1, t127);
        __m512i t129 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t130 = _mm512_cmp_epu32_mask(t128, t129, _MM_CMPINT_LT);
        __m512i t131 = _mm512_maskz_mov_epi32(t130, _mm512_set1_epi32(1));
        __mmask16 t132 = _mm512_test_epi32_mask(t131, t131);
        __mmask16 t133 = _knot_mask16(t132);
        __mmask16 t134 = _kand_mask16(t116, t121);
        __mmask16 t135 = _kand_mask16(t115, t123);
        __mmask16 t136 = _kor_mask16(t134, t135);
        __mmask16 t137 = _kand_mask16(t133, t136);
        __m512i t138 = _mm512_set1_epi32(100);
        __m512i t139 = _mm512_add_epi32(t108, t138);
        __m512i t140 = _mm512_mask_blend_epi32(t137, t108, t139);
        __m512i t141 = _mm512_set1_epi32(8);
        __m512i t142 = _mm512_mullo_epi32(t140, t141);
        __m512i t143 = _mm512_maskz_mov_epi32(t114, _mm512_set1_epi32(1));
        __m512i t144 = _mm512_set1_epi32(2);
        __m512i t145 = _mm512_mullo_epi32(t143, t144);
        __m512i t146 = _mm512_add_epi32(t142, t145);
        __m512i t147 = _mm512_add_epi32(t146, t126);
        _mm512_storeu_si512(t11, t147);
        long t79 = k_vec + 32L;
        int *t80 = &out[t79];
        __m512i is_v_2 = _mm512_loadu_si512(&is[t79]);
        __m512 ys_v_2 = _mm512_loadu_ps(&ys[t79]);
        __m512 xs_v_2 = _mm512_loadu_ps(&xs[t79]);
        __m512 t150 = _mm512_set1_ps(lo);
        __mmask16 t151 = _mm512_cmp_ps_mask(xs_v_2, t150, _CMP_LE_OQ);
        __mmask16 t152 = _knot_mask16(t151);
        __m512 t153 = _mm512_set1_ps(hi);
        __mmask16 t154 = _mm512_cmp_ps_mask(xs_v_2, t153, _CMP_GE_OQ);
        __mmask16 t155 = _knot_mask16(t154);
        __mmask16 t156 = _kand_mask16(t152, t155);
        __mmask16 t157 = _mm512_cmp_ps_mask(ys_v_2, xs_v_2, _CMP_LT_OQ);
        __m512i t158 = _mm512_set1_epi32(3);
        __mmask16 t159 = _mm512_cmp_epi32_mask(is_v_2, t158, _MM_CMPINT_NE);
        __mmask16 t160 = _kand_mask16(t157, t159);
        __mmask16 t161 = _knot_mask16(t156);
        __mmask16 t162 = _kor_mask16(t160, t161);
        __mmask16 t163 = _knot_mask16(t162);
        __mmask16 t6 = _kand_mask16(t152, t163);
        if ((t6 != 0)) {
            __m512 t164 = _mm512_set1_ps(4.0f);
            __m512 t165 = _mm512_mul_ps(xs_v_2, t164);
            __m512i t166 = _mm512_cvttps_epi32(t165);
            __m512i t167 = _mm512_set1_epi32(63);
            __m512i t168 = _mm512_and_si512(is_v_2, t167);
            vcc_v16_long t169 = __builtin_convertvector((vcc_v16_int)t168, vcc_v16_long);
            vcc_v16_long t170 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t171 = (vcc_v16_long){0} * t170;
            vcc_v16_long t172 = t171 + t169;
            __m512i t173 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t172, (vcc_m16)_mm512_movm_epi32(t6));
            t5 = (vcc_v16_int)_mm512_add_epi32(t166, t173);
        } else {
            t5 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t6 = ((__mmask16)0x0);
        }
        __m512i t174 = _mm512_set1_epi32(1);
        __m512i t175 = _mm512_mask_blend_epi32(t6, t174, (__m512i)t5);
        __m512i t176 = _mm512_set1_epi32(0);
        __m512i t177 = _mm512_mask_blend_epi32(t151, t175, t176);
        __mmask16 t178 = _mm512_cmp_ps_mask(xs_v_2, ys_v_2, _CMP_GT_OQ);
        __m512i t179 = _mm512_set1_epi32(2);
        __mmask16 t180 = _mm512_cmp_epi32_mask(is_v_2, t179, _MM_CMPINT_NLT);
        __m512i t181 = _mm512_maskz_mov_epi32(t178, _mm512_set1_epi32(1));
        __m512i t182 = _mm512_maskz_mov_epi32(t180, _mm512_set1_epi32(1));
        __mmask16 t183 = _mm512_cmp_epi32_mask(t181, t182, _MM_CMPINT_NE);
        __mmask16 t184 = _mm512_cmp_ps_mask(xs_v_2, ys_v_2, _CMP_EQ_OQ);
        __mmask16 t185 = _knot_mask16(t184);
        __m512 t186 = _mm512_set1_ps(lo);
        __mmask16 t187 = _mm512_cmp_ps_mask(ys_v_2, t186, _CMP_GT_OQ);
        __m512i t188 = _mm512_maskz_mov_epi32(t187, _mm512_set1_epi32(1));
        __mmask16 t189 = _mm512_test_epi32_mask(t188, t188);
        __mmask16 t190 = _knot_mask16(t189);
        __m512i t191 = _mm512_set1_epi32(1);
        __mmask16 t192 = _mm512_cmp_epi32_mask(is_v_2, t191, _MM_CMPINT_LT);
        __m512i t193 = _mm512_maskz_mov_epi32(t192, _mm512_set1_epi32(1));
        __m512i t194 = _mm512_maskz_mov_epi32(t190, _mm512_set1_epi32(1));
        __m512i t195 = _mm512_mask_blend_epi32(t184, t194, t193);
        __m512i t196 = _mm512_set1_epi32((int)2654435761U);
        __m512i t197 = _mm512_mullo_epi32(is_v_2, t196);
        __m512i t198 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t199 = _mm512_cmp_epu32_mask(t197, t198, _MM_CMPINT_LT);
        __m512i t200 = _mm512_maskz_mov_epi32(t199, _mm512_set1_epi32(1));
        __mmask16 t201 = _mm512_test_epi32_mask(t200, t200);
        __mmask16 t202 = _knot_mask16(t201);
        __mmask16 t203 = _kand_mask16(t185, t190);
        __mmask16 t204 = _kand_mask16(t184, t192);
        __mmask16 t205 = _kor_mask16(t203, t204);
        __mmask16 t206 = _kand_mask16(t202, t205);
        __m512i t207 = _mm512_set1_epi32(100);
        __m512i t208 = _mm512_add_epi32(t177, t207);
        __m512i t209 = _mm512_mask_blend_epi32(t206, t177, t208);
        __m512i t210 = _mm512_set1_epi32(8);
        __m512i t211 = _mm512_mullo_epi32(t209, t210);
        __m512i t212 = _mm512_maskz_mov_epi32(t183, _mm512_set1_epi32(1));
        __m512i t213 = _mm512_set1_epi32(2);
        __m512i t214 = _mm512_mullo_epi32(t212, t213);
        __m512i t215 = _mm512_add_epi32(t211, t214);
        __m512i t216 = _mm512_add_epi32(t215, t195);
        _mm512_storeu_si512(t80, t216);
        long t148 = k_vec + 48L;
        int *t149 = &out[t148];
        __m512i is_v_3 = _mm512_loadu_si512(&is[t148]);
        __m512 ys_v_3 = _mm512_loadu_ps(&ys[t148]);
        __m512 xs_v_3 = _mm512_loadu_ps(&xs[t148]);
        __m512 t217 = _mm512_set1_ps(lo);
        __mmask16 t218 = _mm512_cmp_ps_mask(xs_v_3, t217, _CMP_LE_OQ);
        __mmask16 t219 = _knot_mask16(t218);
        __m512 t220 = _mm512_set1_ps(hi);
        __mmask16 t221 = _mm512_cmp_ps_mask(xs_v_3, t220, _CMP_GE_OQ);
        __mmask16 t222 = _knot_mask16(t221);
        __mmask16 t223 = _kand_mask16(t219, t222);
        __mmask16 t224 = _mm512_cmp_ps_mask(ys_v_3, xs_v_3, _CMP_LT_OQ);
        __m512i t225 = _mm512_set1_epi32(3);
        __mmask16 t226 = _mm512_cmp_epi32_mask(is_v_3, t225, _MM_CMPINT_NE);
        __mmask16 t227 = _kand_mask16(t224, t226);
        __mmask16 t228 = _knot_mask16(t223);
        __mmask16 t229 = _kor_mask16(t227, t228);
        __mmask16 t230 = _knot_mask16(t229);
        __mmask16 t8 = _kand_mask16(t219, t230);
        if ((t8 != 0)) {
            __m512 t231 = _mm512_set1_ps(4.0f);
            __m512 t232 = _mm512_mul_ps(xs_v_3, t231);
            __m512i t233 = _mm512_cvttps_epi32(t232);
            __m512i t234 = _mm512_set1_epi32(63);
            __m512i t235 = _mm512_and_si512(is_v_3, t234);
            vcc_v16_long t236 = __builtin_convertvector((vcc_v16_int)t235, vcc_v16_long);
            vcc_v16_long t237 = (vcc_v16_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v16_long t238 = (vcc_v16_long){0} * t237;
            vcc_v16_long t239 = t238 + t236;
            __m512i t240 = (__m512i)vcc_gather_masked(vcc_v16_int, table, t239, (vcc_m16)_mm512_movm_epi32(t8));
            t7 = (vcc_v16_int)_mm512_add_epi32(t233, t240);
        } else {
            t7 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t8 = ((__mmask16)0x0);
        }
        __m512i t241 = _mm512_set1_epi32(1);
        __m512i t242 = _mm512_mask_blend_epi32(t8, t241, (__m512i)t7);
        __m512i t243 = _mm512_set1_epi32(0);
        __m512i t244 = _mm512_mask_blend_epi32(t218, t242, t243);
        __mmask16 t245 = _mm512_cmp_ps_mask(xs_v_3, ys_v_3, _CMP_GT_OQ);
        __m512i t246 = _mm512_set1_epi32(2);
        __mmask16 t247 = _mm512_cmp_epi32_mask(is_v_3, t246, _MM_CMPINT_NLT);
        __m512i t248 = _mm512_maskz_mov_epi32(t245, _mm512_set1_epi32(1));
        __m512i t249 = _mm512_maskz_mov_epi32(t247, _mm512_set1_epi32(1));
        __mmask16 t250 = _mm512_cmp_epi32_mask(t248, t249, _MM_CMPINT_NE);
        __mmask16 t251 = _mm512_cmp_ps_mask(xs_v_3, ys_v_3, _CMP_EQ_OQ);
        __mmask16 t252 = _knot_mask16(t251);
        __m512 t253 = _mm512_set1_ps(lo);
        __mmask16 t254 = _mm512_cmp_ps_mask(ys_v_3, t253, _CMP_GT_OQ);
        __m512i t255 = _mm512_maskz_mov_epi32(t254, _mm512_set1_epi32(1));
        __mmask16 t256 = _mm512_test_epi32_mask(t255, t255);
        __mmask16 t257 = _knot_mask16(t256);
        __m512i t258 = _mm512_set1_epi32(1);
        __mmask16 t259 = _mm512_cmp_epi32_mask(is_v_3, t258, _MM_CMPINT_LT);
        __m512i t260 = _mm512_maskz_mov_epi32(t259, _mm512_set1_epi32(1));
        __m512i t261 = _mm512_maskz_mov_epi32(t257, _mm512_set1_epi32(1));
        __m512i t262 = _mm512_mask_blend_epi32(t251, t261, t260);
        __m512i t263 = _mm512_set1_epi32((int)2654435761U);
        __m512i t264 = _mm512_mullo_epi32(is_v_3, t263);
        __m512i t265 = _mm512_set1_epi32((int)2147483648U);
        __mmask16 t266 = _mm512_cmp_epu32_mask(t264, t265, _MM_CMPINT_LT);
        __m512i t267 = _mm512_maskz_mov_epi32(t266, _mm512_set1_epi32(1));
        __mmask16 t268 = _mm512_test_epi32_mask(t267, t267);
        __mmask16 t269 = _knot_mask16(t268);
        __mmask16 t270 = _kand_mask16(t252, t257);
        __mmask16 t271 = _kand_mask16(t251, t259);
        __mmask16 t272 = _kor_mask16(t270, t271);
        __mmask16 t273 = _kand_mask16(t269, t272);
        __m512i t274 = _mm512_set1_epi32(100);
        __m512i t275 = _mm512_add_epi32(t244, t274);
        __m512i t276 = _mm512_mask_blend_epi32(t273, t244, t275);
        __m512i t277 = _mm512_set1_epi32(8);
        __m512i t278 = _mm512_mullo_epi32(t276, t277);
        __m512i t279 = _mm512_maskz_mov_epi32(t250, _mm512_set1_epi32(1));
        __m512i t280 = _mm512_set1_epi32(2);
        __m512i t281 = _mm512_mullo_epi32(t279, t280);
        __m512i t282 = _mm512_add_epi32(t278, t281);
        __m512i t283 = _mm512_add_epi32(t282, t262);
        _mm512_storeu_si512(t149, t283);
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
        int *t1 = &out[k_vec];
        __m512i out_v = _mm512_loadu_si512(t1);
        __m256i ss_v = _mm256_loadu_si256((const __m256i *)&ss[k_vec]);
        __m512i t5 = _mm512_cvtepu16_epi32(ss_v);
        int t6 = (int)lim;
        __m512i t7 = _mm512_set1_epi32((int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(t5, t7, _MM_CMPINT_NLE);
        __m512i t9 = _mm512_set1_epi32((int)(t6 - 1));
        __mmask16 t10 = _mm512_cmp_epi32_mask(t5, t9, _MM_CMPINT_EQ);
        __m512i t11 = _mm512_set1_epi32(-1);
        __m512i t12 = _mm512_mask_blend_epi32(t10, t5, t11);
        __m512i t13 = _mm512_set1_epi32((int)t6);
        __m512i t14 = _mm512_sub_epi32(t5, t13);
        __m512i t15 = _mm512_mask_blend_epi32(t8, t12, t14);
        __m512i t2 = _mm512_add_epi32(out_v, t15);
        _mm512_storeu_si512(t1, t2);
        long t3 = k_vec + 16L;
        int *t4 = &out[t3];
        __m512i out_v_1 = _mm512_loadu_si512(t4);
        __m256i ss_v_1 = _mm256_loadu_si256((const __m256i *)&ss[t3]);
        __m512i t19 = _mm512_cvtepu16_epi32(ss_v_1);
        int t20 = (int)lim;
        __m512i t21 = _mm512_set1_epi32((int)t20);
        __mmask16 t22 = _mm512_cmp_epi32_mask(t19, t21, _MM_CMPINT_NLE);
        __m512i t23 = _mm512_set1_epi32((int)(t20 - 1));
        __mmask16 t24 = _mm512_cmp_epi32_mask(t19, t23, _MM_CMPINT_EQ);
        __m512i t25 = _mm512_set1_epi32(-1);
        __m512i t26 = _mm512_mask_blend_epi32(t24, t19, t25);
        __m512i t27 = _mm512_set1_epi32((int)t20);
        __m512i t28 = _mm512_sub_epi32(t19, t27);
        __m512i t29 = _mm512_mask_blend_epi32(t22, t26, t28);
        __m512i t16 = _mm512_add_epi32(out_v_1, t29);
        _mm512_storeu_si512(t4, t16);
        long t17 = k_vec + 32L;
        int *t18 = &out[t17];
        __m512i out_v_2 = _mm512_loadu_si512(t18);
        __m256i ss_v_2 = _mm256_loadu_si256((const __m256i *)&ss[t17]);
        __m512i t33 = _mm512_cvtepu16_epi32(ss_v_2);
        int t34 = (int)lim;
        __m512i t35 = _mm512_set1_epi32((int)t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(t33, t35, _MM_CMPINT_NLE);
        __m512i t37 = _mm512_set1_epi32((int)(t34 - 1));
        __mmask16 t38 = _mm512_cmp_epi32_mask(t33, t37, _MM_CMPINT_EQ);
        __m512i t39 = _mm512_set1_epi32(-1);
        __m512i t40 = _mm512_mask_blend_epi32(t38, t33, t39);
        __m512i t41 = _mm512_set1_epi32((int)t34);
        __m512i t42 = _mm512_sub_epi32(t33, t41);
        __m512i t43 = _mm512_mask_blend_epi32(t36, t40, t42);
        __m512i t30 = _mm512_add_epi32(out_v_2, t43);
        _mm512_storeu_si512(t18, t30);
        long t31 = k_vec + 48L;
        int *t32 = &out[t31];
        __m512i out_v_3 = _mm512_loadu_si512(t32);
        __m256i ss_v_3 = _mm256_loadu_si256((const __m256i *)&ss[t31]);
        __m512i t45 = _mm512_cvtepu16_epi32(ss_v_3);
        int t46 = (int)lim;
        __m512i t47 = _mm512_set1_epi32((int)t46);
        __mmask16 t48 = _mm512_cmp_epi32_mask(t45, t47, _MM_CMPINT_NLE);
        __m512i t49 = _mm512_set1_epi32((int)(t46 - 1));
        __mmask16 t50 = _mm512_cmp_epi32_mask(t45, t49, _MM_CMPINT_EQ);
        __m512i t51 = _mm512_set1_epi32(-1);
        __m512i t52 = _mm512_mask_blend_epi32(t50, t45, t51);
        __m512i t53 = _mm512_set1_epi32((int)t46);
        __m512i t54 = _mm512_sub_epi32(t45, t53);
        __m512i t55 = _mm512_mask_blend_epi32(t48, t52, t54);
        __m512i t44 = _mm512_add_epi32(out_v_3, t55);
        _mm512_storeu_si512(t32, t44);
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
        int *t1 = &out[k_vec];
        __m512i out_v = _mm512_loadu_si512(t1);
        __m128i bs_v = _mm_loadu_si128((const __m128i *)&bs[k_vec]);
        __m512i t5 = _mm512_cvtepu8_epi32(bs_v);
        __m512i t6 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t7 = _mm512_cmp_epi32_mask(t5, t6, _MM_CMPINT_LT);
        __mmask16 t8 = _knot_mask16(t7);
        __m512i t9 = _mm512_set1_epi32(200);
        __mmask16 t10 = _mm512_cmp_epi32_mask(t5, t9, _MM_CMPINT_NE);
        __mmask16 t11 = _knot_mask16(t10);
        __mmask16 t12 = _kand_mask16(t8, t11);
        __m512i t13 = _mm512_sub_epi32(_mm512_setzero_si512(), t5);
        __m512i t14 = _mm512_set1_epi32(7);
        __m512i t15 = _mm512_mask_blend_epi32(t12, t13, t14);
        __m512i t16 = _mm512_set1_epi32(3);
        __m512i t17 = _mm512_mullo_epi32(t5, t16);
        __m512i t18 = _mm512_mask_blend_epi32(t7, t15, t17);
        __m512i t2 = _mm512_add_epi32(out_v, t18);
        _mm512_storeu_si512(t1, t2);
        long t3 = k_vec + 16L;
        int *t4 = &out[t3];
        __m512i out_v_1 = _mm512_loadu_si512(t4);
        __m128i bs_v_1 = _mm_loadu_si128((const __m128i *)&bs[t3]);
        __m512i t22 = _mm512_cvtepu8_epi32(bs_v_1);
        __m512i t23 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t24 = _mm512_cmp_epi32_mask(t22, t23, _MM_CMPINT_LT);
        __mmask16 t25 = _knot_mask16(t24);
        __m512i t26 = _mm512_set1_epi32(200);
        __mmask16 t27 = _mm512_cmp_epi32_mask(t22, t26, _MM_CMPINT_NE);
        __mmask16 t28 = _knot_mask16(t27);
        __mmask16 t29 = _kand_mask16(t25, t28);
        __m512i t30 = _mm512_sub_epi32(_mm512_setzero_si512(), t22);
        __m512i t31 = _mm512_set1_epi32(7);
        __m512i t32 = _mm512_mask_blend_epi32(t29, t30, t31);
        __m512i t33 = _mm512_set1_epi32(3);
        __m512i t34 = _mm512_mullo_epi32(t22, t33);
        __m512i t35 = _mm512_mask_blend_epi32(t24, t32, t34);
        __m512i t19 = _mm512_add_epi32(out_v_1, t35);
        _mm512_storeu_si512(t4, t19);
        long t20 = k_vec + 32L;
        int *t21 = &out[t20];
        __m512i out_v_2 = _mm512_loadu_si512(t21);
        __m128i bs_v_2 = _mm_loadu_si128((const __m128i *)&bs[t20]);
        __m512i t39 = _mm512_cvtepu8_epi32(bs_v_2);
        __m512i t40 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t41 = _mm512_cmp_epi32_mask(t39, t40, _MM_CMPINT_LT);
        __mmask16 t42 = _knot_mask16(t41);
        __m512i t43 = _mm512_set1_epi32(200);
        __mmask16 t44 = _mm512_cmp_epi32_mask(t39, t43, _MM_CMPINT_NE);
        __mmask16 t45 = _knot_mask16(t44);
        __mmask16 t46 = _kand_mask16(t42, t45);
        __m512i t47 = _mm512_sub_epi32(_mm512_setzero_si512(), t39);
        __m512i t48 = _mm512_set1_epi32(7);
        __m512i t49 = _mm512_mask_blend_epi32(t46, t47, t48);
        __m512i t50 = _mm512_set1_epi32(3);
        __m512i t51 = _mm512_mullo_epi32(t39, t50);
        __m512i t52 = _mm512_mask_blend_epi32(t41, t49, t51);
        __m512i t36 = _mm512_add_epi32(out_v_2, t52);
        _mm512_storeu_si512(t21, t36);
        long t37 = k_vec + 48L;
        int *t38 = &out[t37];
        __m512i out_v_3 = _mm512_loadu_si512(t38);
        __m128i bs_v_3 = _mm_loadu_si128((const __m128i *)&bs[t37]);
        __m512i t54 = _mm512_cvtepu8_epi32(bs_v_3);
        __m512i t55 = _mm512_set1_epi32((int)(int)lim);
        __mmask16 t56 = _mm512_cmp_epi32_mask(t54, t55, _MM_CMPINT_LT);
        __mmask16 t57 = _knot_mask16(t56);
        __m512i t58 = _mm512_set1_epi32(200);
        __mmask16 t59 = _mm512_cmp_epi32_mask(t54, t58, _MM_CMPINT_NE);
        __mmask16 t60 = _knot_mask16(t59);
        __mmask16 t61 = _kand_mask16(t57, t60);
        __m512i t62 = _mm512_sub_epi32(_mm512_setzero_si512(), t54);
        __m512i t63 = _mm512_set1_epi32(7);
        __m512i t64 = _mm512_mask_blend_epi32(t61, t62, t63);
        __m512i t65 = _mm512_set1_epi32(3);
        __m512i t66 = _mm512_mullo_epi32(t54, t65);
        __m512i t67 = _mm512_mask_blend_epi32(t56, t64, t66);
        __m512i t53 = _mm512_add_epi32(out_v_3, t67);
        _mm512_storeu_si512(t38, t53);
        k_vec += 64L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_clamp(int n) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long k_vec = 0L;
    /* vcc: loop at kmask.c:87 vectorized: VF 16, UF 4, scalar epilogue */
    for (;;) {
        int *t2 = &out[k_vec];
        __m512i is_v = _mm512_loadu_si512(&is[k_vec]);
        __m512i t3 = _mm512_mullo_epi32(is_v, _mm512_set1_epi32(9));
        __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(20));
        __m512i t5 = _mm512_and_si512((__m512i)k_v, _mm512_set1_epi32(15));
        __m512i t6 = _mm512_add_epi32(t4, t5);
        __m512i t14 = _mm512_set1_epi32((int)(n - 1));
        __m512i t15 = _mm512_min_epi32(t6, t14);
        __m512i t16 = _mm512_set1_epi32(-4);
        __m512i t17 = _mm512_max_epi32(t15, t16);
        __m512i t18 = _mm512_set1_epi32(19);
        __m512i t19 = _mm512_min_epi32(t17, t18);
        _mm512_storeu_si512(t2, t19);
        long t7 = k_vec + 16L;
        __m512i t8 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
        int *t9 = &out[t7];
        __m512i is_v_1 = _mm512_loadu_si512(&is[t7]);
        __m512i t10 = _mm512_mullo_epi32(is_v_1, _mm512_set1_epi32(9));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(20));
        __m512i t12 = _mm512_and_si512(t8, _mm512_set1_epi32(15));
        __m512i t13 = _mm512_add_epi32(t11, t12);
        __m512i t27 = _mm512_set1_epi32((int)(n - 1));
        __m512i t28 = _mm512_min_epi32(t13, t27);
        __m512i t29 = _mm512_set1_epi32(-4);
        __m512i t30 = _mm512_max_epi32(t28, t29);
        __m512i t31 = _mm512_set1_epi32(19);
        __m512i t32 = _mm512_min_epi32(t30, t31);
        _mm512_storeu_si512(t9, t32);
        long t20 = k_vec + 32L;
        __m512i t21 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(32));
        int *t22 = &out[t20];
        __m512i is_v_2 = _mm512_loadu_si512(&is[t20]);
        __m512i t23 = _mm512_mullo_epi32(is_v_2, _mm512_set1_epi32(9));
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(20));
        __m512i t25 = _mm512_and_si512(t21, _mm512_set1_epi32(15));
        __m512i t26 = _mm512_add_epi32(t24, t25);
        __m512i t40 = _mm512_set1_epi32((int)(n - 1));
        __m512i t41 = _mm512_min_epi32(t26, t40);
        __m512i t42 = _mm512_set1_epi32(-4);
        __m512i t43 = _mm512_max_epi32(t41, t42);
        __m512i t44 = _mm512_set1_epi32(19);
        __m512i t45 = _mm512_min_epi32(t43, t44);
        _mm512_storeu_si512(t22, t45);
        long t33 = k_vec + 48L;
        __m512i t34 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(48));
        int *t35 = &out[t33];
        __m512i is_v_3 = _mm512_loadu_si512(&is[t33]);
        __m512i t36 = _mm512_mullo_epi32(is_v_3, _mm512_set1_epi32(9));
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(20));
        __m512i t38 = _mm512_and_si512(t34, _mm512_set1_epi32(15));
        __m512i t39 = _mm512_add_epi32(t37, t38);
        __m512i t46 = _mm512_set1_epi32((int)(n - 1));
        __m512i t47 = _mm512_min_epi32(t39, t46);
        __m512i t48 = _mm512_set1_epi32(-4);
        __m512i t49 = _mm512_max_epi32(t47, t48);
        __m512i t50 = _mm512_set1_epi32(19);
        __m512i t51 = _mm512_min_epi32(t49, t50);
        _mm512_storeu_si512(t35, t51);
        k_vec += 64L;
        k_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(64));
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

/* vcc: function at kmask.c:93 vector variant _ZGVeN16uulv_put of `put`: VL 16, unmasked, p uniform, q uniform, k linear step 1, c vector */
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

/* vcc: function at kmask.c:93 vector variant _ZGVdN8uulv_put of `put`: VL 8, unmasked, p uniform, q uniform, k linear step 1, c vector */
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
        int t1 = (int)k_vec;
        __m512i is_v = _mm512_loadu_si512(&is[k_vec]);
        const float *t2 = xs;
        __m512i t6 = _mm512_set1_epi32(1);
        __m512i t7 = _mm512_and_si512(is_v, t6);
        __mmask16 t8 = _mm512_test_epi32_mask(t7, t7);
        __m512 t9 = _mm512_maskz_loadu_ps(t8, (const float *)((unsigned long)t2 + (unsigned long)(long)t1 * 4UL));
        __m512 t10 = _mm512_set1_ps(0.5f);
        __m512 t11 = _mm512_mul_ps(t9, t10);
        __m512 t12 = _mm512_set1_ps(1.0f);
        __m512 t13 = _mm512_mask_blend_ps(t8, t12, t11);
        __m512i t14 = _mm512_set1_epi32(2);
        __m512i t15 = _mm512_and_si512(is_v, t14);
        __mmask16 t16 = _mm512_test_epi32_mask(t15, t15);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t1 * 4UL), t16, t13);
        long t3 = k_vec + 16L;
        int t4 = (int)t3;
        __m512i is_v_1 = _mm512_loadu_si512(&is[t3]);
        const float *t5 = xs;
        __m512i t20 = _mm512_set1_epi32(1);
        __m512i t21 = _mm512_and_si512(is_v_1, t20);
        __mmask16 t22 = _mm512_test_epi32_mask(t21, t21);
        __m512 t23 = _mm512_maskz_loadu_ps(t22, (const float *)((unsigned long)t5 + (unsigned long)(long)t4 * 4UL));
        __m512 t24 = _mm512_set1_ps(0.5f);
        __m512 t25 = _mm512_mul_ps(t23, t24);
        __m512 t26 = _mm512_set1_ps(1.0f);
        __m512 t27 = _mm512_mask_blend_ps(t22, t26, t25);
        __m512i t28 = _mm512_set1_epi32(2);
        __m512i t29 = _mm512_and_si512(is_v_1, t28);
        __mmask16 t30 = _mm512_test_epi32_mask(t29, t29);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t4 * 4UL), t30, t27);
        long t17 = k_vec + 32L;
        int t18 = (int)t17;
        __m512i is_v_2 = _mm512_loadu_si512(&is[t17]);
        const float *t19 = xs;
        __m512i t34 = _mm512_set1_epi32(1);
        __m512i t35 = _mm512_and_si512(is_v_2, t34);
        __mmask16 t36 = _mm512_test_epi32_mask(t35, t35);
        __m512 t37 = _mm512_maskz_loadu_ps(t36, (const float *)((unsigned long)t19 + (unsigned long)(long)t18 * 4UL));
        __m512 t38 = _mm512_set1_ps(0.5f);
        __m512 t39 = _mm512_mul_ps(t37, t38);
        __m512 t40 = _mm512_set1_ps(1.0f);
        __m512 t41 = _mm512_mask_blend_ps(t36, t40, t39);
        __m512i t42 = _mm512_set1_epi32(2);
        __m512i t43 = _mm512_and_si512(is_v_2, t42);
        __mmask16 t44 = _mm512_test_epi32_mask(t43, t43);
        _mm512_mask_storeu_ps((float *)((unsigned long)ys + (unsigned long)(long)t18 * 4UL), t44, t41);
        long t31 = k_vec + 48L;
        int t32 = (int)t31;
        __m512i is_v_3 = _mm512_loadu_si512(&is[t31]);
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
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t27 = (__m256i)~(vcc_m8)t26;
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256i t30 = _mm256_and_si256(t27, t29);
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t32 = _mm256_and_si256(t27, t31);
            __m256i t33 = _mm256_or_si256(t32, t30);
            __m256 t34 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t30), _mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f));
            __m256 t35 = _mm256_cvtepi32_ps((__m256i)k_v);
            __m256 t36 = _mm256_add_ps(_mm256_set1_ps(5.0f), t35);
            __m256 t37 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t33), t36, t34);
            _mm256_storeu_ps(t25, t37);
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256 xs_v = _mm256_loadu_ps(t25);
            __m256 t39 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t38), t19, xs_v);
            _mm256_storeu_ps(&ys[t24], t39);
            __m256i t40 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t23);
            __m256i t41 = _mm256_add_epi32(bit_v, t40);
            __m256i t42 = _mm256_and_si256((__m256i)k_v, _mm256_set1_epi32(4));
            __m256i t43 = _mm256_add_epi32(t41, t42);
            _mm256_storeu_si256((__m256i *)&is[t24], t43);
            __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t47 = _mm256_and_si256(t45, t46);
            __m256i t48 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t49 = (__m256i)~(vcc_m8)t48;
            __m256i t50 = _mm256_and_si256(t45, t49);
            __m256i t51 = _mm256_or_si256(t50, t47);
            __m256i t52 = _mm256_ternarylogic_epi32(t47, _mm256_set1_epi32(99), (__m256i)k_v, 0xCA);
            __m256i t53 = _mm256_add_epi32(_mm256_set1_epi32(300), (__m256i)k_v);
            __m256i t54 = _mm256_ternarylogic_epi32(t51, t52, t53, 0xCA);
            __m128i t55 = _mm256_cvtepi32_epi16(t54);
            _mm_storeu_si128((__m128i *)&ss[t24], t55);
            __m256i t56 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t57 = (__m256i)~(vcc_m8)t56;
            __m256i t58 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t59 = _mm256_and_si256(t57, t58);
            __m256i t60 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t61 = (__m256i)~(vcc_m8)t60;
            __m256i t62 = _mm256_and_si256(t57, t61);
            __m256i t63 = _mm256_or_si256(t62, t59);
            __m256i t64 = _mm256_ternarylogic_epi32(t59, _mm256_set1_epi32(200), (__m256i)k_v, 0xCA);
            __m256i t65 = _mm256_add_epi32(_mm256_set1_epi32(150), (__m256i)k_v);
            __m256i t66 = _mm256_ternarylogic_epi32(t63, t64, t65, 0xCA);
            vcc_v8_uchar t67 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t66));
            vcc_store(&bs[t24], t67);
            __m256i t68 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
            __m256i t69 = _mm256_srav_epi32(j_v, t68);
            __m256i bit_v_1 = _mm256_and_si256(t69, _mm256_set1_epi32(1));
            __m256i t70 = _mm256_add_epi32(t68, _mm256_set1_epi32(3));
            __m256i t71 = (__m256i)((vcc_v8_uint)t17 >> __builtin_convertvector((vcc_v8_int)t70, vcc_v8_uint));
            __m256i t72 = _mm256_and_si256(t71, _mm256_set1_epi32(1));
            long t73 = (long)(j * 16 + (int)(k_vec_1 + 8L));
            float *t74 = &xs[t73];
            __m256i t75 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t76 = (__m256i)~(vcc_m8)t75;
            __m256i t77 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t72, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t78 = (__m256i)~(vcc_m8)t77;
            __m256i t79 = _mm256_and_si256(t76, t78);
            __m256i t80 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t72, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t81 = _mm256_and_si256(t76, t80);
            __m256i t82 = _mm256_or_si256(t81, t79);
            __m256 t83 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t79), _mm256_set1_ps(0.5f), _mm256_set1_ps(2.0f));
            __m256 t84 = _mm256_cvtepi32_ps(t68);
            __m256 t85 = _mm256_add_ps(_mm256_set1_ps(5.0f), t84);
            __m256 t86 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t82), t85, t83);
            _mm256_storeu_ps(t74, t86);
            __m256i t87 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t72, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256 xs_v_1 = _mm256_loadu_ps(t74);
            __m256 t88 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t87), t19, xs_v_1);
            _mm256_storeu_ps(&ys[t73], t88);
            __m256i t89 = _mm256_mullo_epi32(_mm256_set1_epi32(2), t72);
            __m256i t90 = _mm256_add_epi32(bit_v_1, t89);
            __m256i t91 = _mm256_and_si256(t68, _mm256_set1_epi32(4));
            __m256i t92 = _mm256_add_epi32(t90, t91);
            _mm256_storeu_si256((__m256i *)&is[t73], t92);
            __m256i t93 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t94 = (__m256i)~(vcc_m8)t93;
            __m256i t95 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t72, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t96 = _mm256_and_si256(t94, t95);
            __m256i t97 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t72, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t98 = (__m256i)~(vcc_m8)t97;
            __m256i t99 = _mm256_and_si256(t94, t98);
            __m256i t100 = _mm256_or_si256(t99, t96);
            __m256i t101 = _mm256_ternarylogic_epi32(t96, _mm256_set1_epi32(99), t68, 0xCA);
            __m256i t102 = _mm256_add_epi32(_mm256_set1_epi32(300), t68);
            __m256i t103 = _mm256_ternarylogic_epi32(t100, t101, t102, 0xCA);
            __m128i t104 = _mm256_cvtepi32_epi16(t103);
            _mm_storeu_si128((__m128i *)&ss[t73], t104);
            __m256i t105 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(bit_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t106 = (__m256i)~(vcc_m8)t105;
            __m256i t107 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t72, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t108 = _mm256_and_si256(t106, t107);
            __m256i t109 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t72, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t110 = (__m256i)~(vcc_m8)t109;
            __m256i t111 = _mm256_and_si256(t106, t110);
            __m256i t112 = _mm256_or_si256(t111, t108);
            __m256i t113 = _mm256_ternarylogic_epi32(t108, _mm256_set1_epi32(200), t68, 0xCA);
            __m256i t114 = _mm256_add_epi32(_mm256_set1_epi32(150), t68);
            __m256i t115 = _mm256_ternarylogic_epi32(t112, t113, t114, 0xCA);
            vcc_v8_uchar t116 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t115));
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
