/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reductions into a _Bool: `r |= x`, `r &= c`, `r ^= c` (C converts each update back with
   `!= 0`, so the accumulator's byte lanes hold x != 0 ORed in, or the comparisons' 0 or 1),
   and a _Bool set under a condition (`found = 1`: any-of). The driver makes the answer depend
   on one element at every position of short arrays (and at many of long ones), so a lane
   dropped from the reduction or a wrong identity changes what is printed. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool any_negative(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t14;
    _Bool t15;
    int t20;
    _Bool t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v);
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_1);
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_2);
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t8;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_3);
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 | t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = r_v | r_v_1;
        vcc_v8_uchar t12 = t11 | r_v_2;
        vcc_v8_uchar t13 = t12 | r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t13, |));
    } else {
        t14 = 0;
        t15 = (_Bool)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_4 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_4);
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 | t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (_Bool)(t15 | vcc_reduce(_Bool, r_v_4, |));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_5);
        vcc_v8_uchar t26 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t25, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t27 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0} | t26;
        vcc_v8_uchar r_v_5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t24, vcc_v8_schar), t27, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t20 + t22);
        r = (_Bool)(t21 | vcc_reduce(_Bool, r_v_5, |));
    } else {
        i = t20;
        r = t21;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | (a[i] < 0));
    }
    return r;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool all_positive(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t14;
    _Bool t15;
    int t20;
    _Bool t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_3 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v & t4;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 & t6;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(0));
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 & t8;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 & t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = r_v & r_v_1;
        vcc_v8_uchar t12 = t11 & r_v_2;
        vcc_v8_uchar t13 = t12 & r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)1 & vcc_reduce(_Bool, t13, &));
    } else {
        t14 = 0;
        t15 = (_Bool)1;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_4 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(0));
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 & t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (_Bool)(t15 & vcc_reduce(_Bool, r_v_4, &));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_cmpgt_epi32(a_v_5, _mm256_set1_epi32(0));
        vcc_v8_uchar t26 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t25, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t27 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1} & t26;
        vcc_v8_uchar r_v_5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t24, vcc_v8_schar), t27, ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}));
        i = (int)((long)t20 + t22);
        r = (_Bool)(t21 & vcc_reduce(_Bool, r_v_5, &));
    } else {
        i = t20;
        r = t21;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (a[i] > 0));
    }
    return r;
}

/* `|=` of a value that is not 0 or 1: true where any element is nonzero. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool any_nonzero(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t14;
    _Bool t15;
    int t20;
    _Bool t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(a_v, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(a_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(a_v_2, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t8;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(a_v_3, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 | t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = r_v | r_v_1;
        vcc_v8_uchar t12 = t11 | r_v_2;
        vcc_v8_uchar t13 = t12 | r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t13, |));
    } else {
        t14 = 0;
        t15 = (_Bool)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_4 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(a_v_4, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 | t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (_Bool)(t15 | vcc_reduce(_Bool, r_v_4, |));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(a_v_5, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        vcc_v8_uchar t26 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t25, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t27 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0} | t26;
        vcc_v8_uchar r_v_5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t24, vcc_v8_schar), t27, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t20 + t22);
        r = (_Bool)(t21 | vcc_reduce(_Bool, r_v_5, |));
    } else {
        i = t20;
        r = t21;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | a[i]);
    }
    return r;
}

/* The parity of the negative elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool odd_negatives(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t14;
    _Bool t15;
    int t20;
    _Bool t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar r_v_3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v);
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t3, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v ^ t4;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_1);
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 ^ t6;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_2);
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 ^ t8;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_3);
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 ^ t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = r_v ^ r_v_1;
        vcc_v8_uchar t12 = t11 ^ r_v_2;
        vcc_v8_uchar t13 = t12 ^ r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)0 ^ vcc_reduce(_Bool, t13, ^));
    } else {
        t14 = 0;
        t15 = (_Bool)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_4 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_4);
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 ^ t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (_Bool)(t15 ^ vcc_reduce(_Bool, r_v_4, ^));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_5);
        vcc_v8_uchar t26 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t25, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t27 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0} ^ t26;
        vcc_v8_uchar r_v_5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t24, vcc_v8_schar), t27, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t20 + t22);
        r = (_Bool)(t21 ^ vcc_reduce(_Bool, r_v_5, ^));
    } else {
        i = t20;
        r = t21;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r ^ (a[i] < 0));
    }
    return r;
}

/* Bytes compared in byte lanes, ORed into byte lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool has_byte(const unsigned char *s, int n, unsigned char c) {
    vcc_no_contract_body
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i c_v = _mm_set1_epi8((char)c);
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at bool_reduce.c:43 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(s_v, c_v, _MM_CMPINT_EQ);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            r_v = (vcc_v16_uchar)_mm_or_si128((__m128i)r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)((_Bool)0 | vcc_sse_reduce_epi8((__m128i)r_v, _mm_or_si128, _Bool));
    } else {
        i = 0;
        r = (_Bool)0;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | ((int)s[i] == (int)c));
    }
    return r;
}

/* An array of _Bool flags ANDed (the flags are 0 or 1 already). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool all_set(const _Bool *f, int n, _Bool start) {
    vcc_no_contract_body
    _Bool r;
    int t18;
    _Bool t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar r_v_3 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:51 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar f_v = vcc_load(vcc_v8_uchar, f + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v));
            __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t3, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t4, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v & t5;
            vcc_v8_uchar f_v_1 = vcc_load(vcc_v8_uchar, f + (i_vec + 8L));
            __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_1));
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 & t8;
            vcc_v8_uchar f_v_2 = vcc_load(vcc_v8_uchar, f + (i_vec + 16L));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_2));
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t11 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t10, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 & t11;
            vcc_v8_uchar f_v_3 = vcc_load(vcc_v8_uchar, f + (i_vec + 24L));
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_3));
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t12, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 & t14;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uchar t15 = r_v & r_v_1;
        vcc_v8_uchar t16 = t15 & r_v_2;
        vcc_v8_uchar t17 = t16 & r_v_3;
        t18 = (int)t2;
        t19 = (_Bool)(start & vcc_reduce(_Bool, t17, &));
    } else {
        t18 = 0;
        t19 = start;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_4 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar f_v_4 = vcc_load(vcc_v8_uchar, f + ((long)t18 + i_vec_1));
            __m256i t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_4));
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t22, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t24 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t23, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 & t24;
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        r = (_Bool)(t19 & vcc_reduce(_Bool, r_v_4, &));
    } else {
        i = t18;
        r = t19;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (int)f[i]);
    }
    return r;
}

/* A conditional set: whether x occurs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool contains(const int *a, int n, int x) {
    vcc_no_contract_body
    int t18;
    _Bool t19;
    int i;
    _Bool found;
    _Bool found_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uchar found_v = vcc_splat(vcc_v8_uchar, (_Bool)0);
        __m256i x_v = _mm256_set1_epi32((int)x);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_uchar found_v_1 = found_v;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at bool_reduce.c:59 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_cmpeq_epi32(a_v, x_v);
            found_v = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v);
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t8, (__m256i)t1, 0xCA);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t9 = _mm256_cmpeq_epi32(a_v_1, x_v);
            found_v_1 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_1);
            __m256i t10 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t9, t10, (__m256i)t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t11 = _mm256_cmpgt_epi32((__m256i)t2, (__m256i)t1);
        __m256i t12 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), found_v_1, found_v);
        int t14 = vcc_avx2_reduce_epi32(t12, _mm_max_epi32, int);
        __m256i t15 = _mm256_set1_epi32((int)t14);
        __m256i t16 = _mm256_cmpeq_epi32(t12, t15);
        vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t16, vcc_v8_schar), t13, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t18 = (int)t5;
        t19 = (_Bool)(t14 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t17, |));
    } else {
        t18 = 0;
        t19 = (_Bool)0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_uchar found_v_2 = (vcc_v8_uchar){t19, t19, t19, t19, t19, t19, t19, t19};
        __m256i x_v_1 = _mm256_set1_epi32((int)x);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at bool_reduce.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t18 + i_vec_1)));
            __m256i t22 = _mm256_cmpeq_epi32(a_v_2, x_v_1);
            found_v_2 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t22, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_2);
            __m256i t23 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t22, t24, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        __m256i t26 = _mm256_set1_epi32((int)t25);
        __m256i t27 = _mm256_cmpeq_epi32((__m256i)t3, t26);
        vcc_v8_uchar t28 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t27, vcc_v8_schar), found_v_2, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t18 + t21);
        found = (_Bool)(t25 < 0 ? t19 : vcc_reduce(_Bool, t28, |));
    } else {
        i = t18;
        found = t19;
    }
    for (; i < n; i++, found = found_1) {
        if (a[i] == x) {
            found_1 = (_Bool)1;
        } else {
            found_1 = found;
        }
    }
    return found;
}

/* A conditional clear, from a start the caller passes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool none_equal(const short *a, int n, short x, _Bool start) {
    vcc_no_contract_body
    int i;
    _Bool ok;
    _Bool ok_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uchar ok_v = (vcc_v16_uchar)_mm_set1_epi8((char)start);
        __m256i x_v = _mm256_set1_epi16((short)x);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at bool_reduce.c:68 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __mmask16 t4 = _mm256_cmp_epi16_mask(a_v, x_v, _MM_CMPINT_EQ);
            ok_v = (vcc_v16_uchar)_mm_mask_blend_epi8(t4, (__m128i)ok_v, _mm_set1_epi8((char)0));
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), (__m128i)ok_v);
        i = (int)t3;
        ok = (_Bool)(t7 < 0 ? start : vcc_sse_reduce_epi8(t10, _mm_or_si128, _Bool));
    } else {
        i = 0;
        ok = start;
    }
    for (; i < n; i++, ok = ok_1) {
        if ((int)a[i] == (int)x) {
            ok_1 = (_Bool)0;
        } else {
            ok_1 = ok;
        }
    }
    return ok;
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        unsigned char *s = new_array(n, 1);
        _Bool *f = new_array(n, sizeof(_Bool));
        short *h = new_array(n, sizeof(short));
        for (int p = -1; p < n; p++) {
            if (n > 100 && p > 70 && p < n - 70 && p % 31 != 0)
                continue;
            /* All "neutral" but position p (and, for the parity, every seventh beyond it). */
            for (int k = 0; k < n; k++) {
                a[k] = 1 + (int)(next_rand() % 1000);
                s[k] = (unsigned char)(1 + next_rand() % 200);
                f[k] = 1;
                h[k] = (short)(next_rand() % 1000);
            }
            if (p >= 0) {
                a[p] = -(int)(1 + next_rand() % 5);
                s[p] = 250;
                f[p] = 0;
                h[p] = -3;
            }
            mix(any_negative(a, n));
            mix(all_positive(a, n));
            mix(contains(a, n, n > 0 ? a[p >= 0 ? p : 0] : 5));
            mix(contains(a, n, -9));
            mix(has_byte(s, n, 250));
            mix(all_set(f, n, 1));
            mix(all_set(f, n, 0));
            mix(none_equal(h, n, -3, 1));
            mix(none_equal(h, n, -3, 0));
            for (int k = p + 1; k < n; k += 7)
                a[k] = -a[k];
            mix(odd_negatives(a, n));
            for (int k = 0; k < n; k++)
                a[k] = (k == p) ? (int)(next_rand() % 3) + 1 : 0;
            mix(any_nonzero(a, n));
        }
        free(a);
        free(s);
        free(f);
        free(h);
    }
    printf("%llu\n", total);
    return 0;
}
