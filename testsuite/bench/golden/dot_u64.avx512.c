/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* dot_u64: s += a[i] * b[i] over unsigned 64-bit arrays of 100 elements (wrapping), called often:
   short rows, where the final horizontal sum is a good part of each call.
   needs: consecutive i64 loads, 64-bit multiply (vpmullq with AVX-512DQ), add reduction of 64-bit lanes */
#include "bench.h"
#ifndef REPS
#define REPS 20000000
#endif
#define N 100

static unsigned long long a[N], b[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned long long kernel(void)
{
    vcc_no_contract_body
    long t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    unsigned long long s;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    unsigned long long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m512i t32;
    long t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    int i;
    long t39;
    if (100L >= 32L) {
        t6 = 100L & -32L;
        t1 = 0L;
        t2 = _mm512_set1_epi64((long long)0LL);
        t3 = _mm512_set1_epi64((long long)0LL);
        t4 = _mm512_set1_epi64((long long)0LL);
        t5 = _mm512_set1_epi64((long long)0LL);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm512_loadu_si512(&a[t7]);
            t9 = _mm512_loadu_si512(&b[t7]);
            t10 = _mm512_mullo_epi64(t8, t9);
            t2 = _mm512_add_epi64(t2, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm512_loadu_si512(&a[t11]);
            t13 = _mm512_loadu_si512(&b[t11]);
            t14 = _mm512_mullo_epi64(t12, t13);
            t3 = _mm512_add_epi64(t3, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm512_loadu_si512(&a[t15]);
            t17 = _mm512_loadu_si512(&b[t15]);
            t18 = _mm512_mullo_epi64(t16, t17);
            t4 = _mm512_add_epi64(t4, t18);
            t19 = (long)(int)((long)0 + (t1 + 24L));
            t20 = _mm512_loadu_si512(&a[t19]);
            t21 = _mm512_loadu_si512(&b[t19]);
            t22 = _mm512_mullo_epi64(t20, t21);
            t5 = _mm512_add_epi64(t5, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = _mm512_add_epi64(t2, t3);
        t24 = _mm512_add_epi64(t23, t4);
        t25 = _mm512_add_epi64(t24, t5);
        t26 = (int)((long)0 + t6);
        t27 = 0ULL + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t25), _mm512_extracti64x4_epi64(t25, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t26 = 0;
        t27 = 0ULL;
    }
    t28 = (long)t26 * -1L + 100L;
    if ((t28 >= 1L) & (t28 <= 8L)) {
        t29 = _mm256_set1_epi32((int)(int)t28);
        t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t31 = 0L;
        t32 = _mm512_set1_epi64((long long)0LL);
        t33 = (long)(int)((long)t26 + t31);
        t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t30), &a[t33]);
        t35 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t30), &b[t33]);
        t36 = _mm512_mullo_epi64(t34, t35);
        t37 = _mm512_add_epi64(t32, t36);
        t38 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t30), t32, t37);
        i = (int)((long)t26 + t28);
        s = t27 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t38), _mm512_extracti64x4_epi64(t38, 1)), _mm_add_epi64, unsigned long long);
    } else {
        i = t26;
        s = t27;
    }
    for (; i < 100; i++) {
        t39 = (long)i;
        s += a[t39] * b[t39];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long total;
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long reps;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m512i t24;
    __m512i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m256i t34;
    __m256i t35;
    long t36;
    __m512i t37;
    __m512i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m256i t47;
    __m256i t48;
    long t49;
    __m512i t50;
    __m512i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    int t64;
    long t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    long t75;
    __m256i t76;
    long t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    int i;
    long t83;
    long r;
    unsigned long long t84;
    unsigned long long *t85;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 20000000L));
    total = 0ULL;
    if ((100L >= 32L) & (0 >= 0)) {
        t6 = 100L & -32L;
        t7 = _mm256_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t9 = _mm256_set1_epi32((int)(0 % 1000));
        t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t11 = t10;
        t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)1000));
        t13 = _mm256_min_epu32(t11, t12);
        t2 = t13;
        t3 = 0L;
        do {
            t14 = t1;
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm512_cvtepi32_epi64(t14);
            t17 = _mm512_mullo_epi64(t16, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t15], t17);
            t18 = _mm512_cvtepi32_epi64(t2);
            t19 = _mm512_mullo_epi64(t18, _mm512_set1_epi64((long long)12345LL));
            t20 = _mm512_add_epi64(t19, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t15], t20);
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t3 + 8L));
            t24 = _mm512_cvtepi32_epi64(t22);
            t25 = _mm512_mullo_epi64(t24, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t23], t25);
            t26 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)1000));
            t29 = _mm256_min_epu32(t27, t28);
            t30 = t29;
            t31 = _mm512_cvtepi32_epi64(t30);
            t32 = _mm512_mullo_epi64(t31, _mm512_set1_epi64((long long)12345LL));
            t33 = _mm512_add_epi64(t32, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t23], t33);
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t35 = t34;
            t36 = (long)(int)((long)0 + (t3 + 16L));
            t37 = _mm512_cvtepi32_epi64(t35);
            t38 = _mm512_mullo_epi64(t37, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t36], t38);
            t39 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t40 = t39;
            t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)1000));
            t42 = _mm256_min_epu32(t40, t41);
            t43 = t42;
            t44 = _mm512_cvtepi32_epi64(t43);
            t45 = _mm512_mullo_epi64(t44, _mm512_set1_epi64((long long)12345LL));
            t46 = _mm512_add_epi64(t45, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t36], t46);
            t47 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t48 = t47;
            t49 = (long)(int)((long)0 + (t3 + 24L));
            t50 = _mm512_cvtepi32_epi64(t48);
            t51 = _mm512_mullo_epi64(t50, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&a[t49], t51);
            t52 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t53 = t52;
            t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)1000));
            t55 = _mm256_min_epu32(t53, t54);
            t56 = t55;
            t57 = _mm512_cvtepi32_epi64(t56);
            t58 = _mm512_mullo_epi64(t57, _mm512_set1_epi64((long long)12345LL));
            t59 = _mm512_add_epi64(t58, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&b[t49], t59);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t60 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)32));
            t61 = t60;
            t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)1000));
            t63 = _mm256_min_epu32(t61, t62);
            t2 = t63;
        } while (t3 < t6);
        t64 = (int)((long)0 + t6);
    } else {
        t64 = 0;
    }
    t65 = (long)t64 * -1L + 100L;
    if ((t65 >= 1L) & (t65 <= 8L) & (t64 >= 0)) {
        t66 = _mm256_set1_epi32((int)(int)t65);
        t67 = _mm256_cmpgt_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t68 = _mm256_set1_epi32((int)t64);
        t69 = t68;
        t4 = _mm256_add_epi32(t69, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t70 = _mm256_set1_epi32((int)(t64 % 1000));
        t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t72 = t71;
        t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32((int)1000));
        t74 = _mm256_min_epu32(t72, t73);
        t5 = t74;
        t75 = 0L;
        t76 = t4;
        t77 = (long)(int)((long)t64 + t75);
        t78 = _mm512_cvtepi32_epi64(t76);
        t79 = _mm512_mullo_epi64(t78, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_mask_storeu_epi64(&a[t77], _mm256_movepi32_mask(t67), t79);
        t80 = _mm512_cvtepi32_epi64(t5);
        t81 = _mm512_mullo_epi64(t80, _mm512_set1_epi64((long long)12345LL));
        t82 = _mm512_add_epi64(t81, _mm512_set1_epi64((long long)1LL));
        _mm512_mask_storeu_epi64(&b[t77], _mm256_movepi32_mask(t67), t82);
        i = (int)((long)t64 + t65);
    } else {
        i = t64;
    }
    for (; i < 100; i++) {
        t83 = (long)i;
        a[t83] = (unsigned long long)i * 11400714819323198485ULL;
        b[t83] = (unsigned long long)(i % 1000) * 12345ULL + 1ULL;
    }
    for (r = 0L; r < reps; r++) {
        t84 = total;
        total = t84 * 31ULL + (_mm256_zeroupper(), kernel());
        t85 = &a[r % 100L];
        *t85 = *t85 + 1ULL;
    }
    (_mm256_zeroupper(), bench_print("dot_u64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
