/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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
    int t25;
    _Bool t26;
    int t32;
    _Bool t33;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t4 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t10);
            vcc_v8_uchar t12 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 | t12;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t14 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t13);
            vcc_v8_uchar t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t14, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 | t15;
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t17 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t16);
            vcc_v8_uchar t18 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t17, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t4 = t4 | t18;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t20 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t19);
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 | t21;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uchar t22 = t2 | t3;
        vcc_v8_uchar t23 = t22 | t4;
        vcc_v8_uchar t24 = t23 | t5;
        t25 = (int)t9;
        t26 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t24, |));
    } else {
        t25 = 0;
        t26 = (_Bool)0;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        vcc_v8_uchar t7 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t25 + t6)));
            __m256i t30 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t29);
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t30, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t7 = t7 | t31;
            t6 += 8L;
        } while (t6 < t28);
        t32 = (int)((long)t25 + t28);
        t33 = (_Bool)(t26 | vcc_reduce(_Bool, t7, |));
    } else {
        t32 = t25;
        t33 = t26;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + (int)(long)t32);
        __m256i t38 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t37);
        vcc_v8_uchar t39 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t38, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t40 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0} | t39;
        vcc_v8_uchar t41 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t36, vcc_v8_schar), t40, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t32 + t34);
        r = (_Bool)(t33 | vcc_reduce(_Bool, t41, |));
    } else {
        i = t32;
        r = t33;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | (a[i] < 0));
    }
    return r;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool all_positive(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t25;
    _Bool t26;
    int t32;
    _Bool t33;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t4 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(0));
            vcc_v8_uchar t12 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 & t12;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32(0));
            vcc_v8_uchar t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t14, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 & t15;
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32(0));
            vcc_v8_uchar t18 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t17, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t4 = t4 & t18;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_set1_epi32(0));
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 & t21;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uchar t22 = t2 & t3;
        vcc_v8_uchar t23 = t22 & t4;
        vcc_v8_uchar t24 = t23 & t5;
        t25 = (int)t9;
        t26 = (_Bool)((_Bool)1 & vcc_reduce(_Bool, t24, &));
    } else {
        t25 = 0;
        t26 = (_Bool)1;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        vcc_v8_uchar t7 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t25 + t6)));
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_set1_epi32(0));
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t30, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t7 = t7 & t31;
            t6 += 8L;
        } while (t6 < t28);
        t32 = (int)((long)t25 + t28);
        t33 = (_Bool)(t26 & vcc_reduce(_Bool, t7, &));
    } else {
        t32 = t25;
        t33 = t26;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + (int)(long)t32);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_set1_epi32(0));
        vcc_v8_uchar t39 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t38, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t40 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1} & t39;
        vcc_v8_uchar t41 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t36, vcc_v8_schar), t40, ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}));
        i = (int)((long)t32 + t34);
        r = (_Bool)(t33 & vcc_reduce(_Bool, t41, &));
    } else {
        i = t32;
        r = t33;
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
    int t25;
    _Bool t26;
    int t32;
    _Bool t33;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t4 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t10, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t12 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 | t12;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t14, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 | t15;
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t18 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t17, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t4 = t4 | t18;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 | t21;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uchar t22 = t2 | t3;
        vcc_v8_uchar t23 = t22 | t4;
        vcc_v8_uchar t24 = t23 | t5;
        t25 = (int)t9;
        t26 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t24, |));
    } else {
        t25 = 0;
        t26 = (_Bool)0;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        vcc_v8_uchar t7 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t25 + t6)));
            __m256i t30 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t29, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t30, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t7 = t7 | t31;
            t6 += 8L;
        } while (t6 < t28);
        t32 = (int)((long)t25 + t28);
        t33 = (_Bool)(t26 | vcc_reduce(_Bool, t7, |));
    } else {
        t32 = t25;
        t33 = t26;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + (int)(long)t32);
        __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t37, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        vcc_v8_uchar t39 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t38, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t40 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0} | t39;
        vcc_v8_uchar t41 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t36, vcc_v8_schar), t40, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t32 + t34);
        r = (_Bool)(t33 | vcc_reduce(_Bool, t41, |));
    } else {
        i = t32;
        r = t33;
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
    int t25;
    _Bool t26;
    int t32;
    _Bool t33;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t4 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t10);
            vcc_v8_uchar t12 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 ^ t12;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t14 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t13);
            vcc_v8_uchar t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t14, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 ^ t15;
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t17 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t16);
            vcc_v8_uchar t18 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t17, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t4 = t4 ^ t18;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t20 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t19);
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 ^ t21;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uchar t22 = t2 ^ t3;
        vcc_v8_uchar t23 = t22 ^ t4;
        vcc_v8_uchar t24 = t23 ^ t5;
        t25 = (int)t9;
        t26 = (_Bool)((_Bool)0 ^ vcc_reduce(_Bool, t24, ^));
    } else {
        t25 = 0;
        t26 = (_Bool)0;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        vcc_v8_uchar t7 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t25 + t6)));
            __m256i t30 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t29);
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t30, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t7 = t7 ^ t31;
            t6 += 8L;
        } while (t6 < t28);
        t32 = (int)((long)t25 + t28);
        t33 = (_Bool)(t26 ^ vcc_reduce(_Bool, t7, ^));
    } else {
        t32 = t25;
        t33 = t26;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + (int)(long)t32);
        __m256i t38 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t37);
        vcc_v8_uchar t39 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t38, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_v8_uchar t40 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0} ^ t39;
        vcc_v8_uchar t41 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t36, vcc_v8_schar), t40, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t32 + t34);
        r = (_Bool)(t33 ^ vcc_reduce(_Bool, t41, ^));
    } else {
        i = t32;
        r = t33;
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
    int t19;
    _Bool t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v8_uchar t8 = (vcc_v8_uchar){c, c, c, c, c, c, c, c};
        vcc_v8_uchar t9 = t8;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, s + (int)t1);
            vcc_v8_uchar t11 = t10;
            __m256i t12 = (__m256i)__builtin_convertvector(t11 == t9, vcc_m8);
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 | t13;
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, s + (int)(t1 + 8L));
            vcc_v8_uchar t15 = t14;
            __m256i t16 = (__m256i)__builtin_convertvector(t15 == t9, vcc_m8);
            vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t16, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 | t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t18 = t2 | t3;
        t19 = (int)t7;
        t20 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t18, |));
    } else {
        t19 = 0;
        t20 = (_Bool)0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        vcc_v8_uchar t23 = (vcc_v8_uchar){c, c, c, c, c, c, c, c};
        vcc_v8_uchar t24 = t23;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        do {
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, s + (int)((long)t19 + t4));
            vcc_v8_uchar t26 = t25;
            __m256i t27 = (__m256i)__builtin_convertvector(t26 == t24, vcc_m8);
            vcc_v8_uchar t28 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t27, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 | t28;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        r = (_Bool)(t20 | vcc_reduce(_Bool, t5, |));
    } else {
        i = t19;
        r = t20;
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
    int t29;
    _Bool t30;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t4 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v8_uchar t5 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, f + (int)t1);
            __m256i t11 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t10));
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t11, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t12, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 = t2 & t13;
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, f + (int)(t1 + 8L));
            __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t14));
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t16, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t3 = t3 & t17;
            vcc_v8_uchar t18 = vcc_load(vcc_v8_uchar, f + (int)(t1 + 16L));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t18));
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t21 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t20, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t4 = t4 & t21;
            vcc_v8_uchar t22 = vcc_load(vcc_v8_uchar, f + (int)(t1 + 24L));
            __m256i t23 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t22));
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t25 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t24, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t5 = t5 & t25;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uchar t26 = t2 & t3;
        vcc_v8_uchar t27 = t26 & t4;
        vcc_v8_uchar t28 = t27 & t5;
        t29 = (int)t9;
        t30 = (_Bool)(start & vcc_reduce(_Bool, t28, &));
    } else {
        t29 = 0;
        t30 = start;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long t6 = 0L;
        vcc_v8_uchar t7 = (vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        do {
            vcc_v8_uchar t33 = vcc_load(vcc_v8_uchar, f + (int)((long)t29 + t6));
            __m256i t34 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t33));
            __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t34, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t36 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t35, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t7 = t7 & t36;
            t6 += 8L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        r = (_Bool)(t30 & vcc_reduce(_Bool, t7, &));
    } else {
        i = t29;
        r = t30;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (int)f[i]);
    }
    return r;
}

/* A conditional set: whether x occurs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool contains(const int *a, int n, int x) {
    vcc_no_contract_body
    int t28;
    _Bool t29;
    int i;
    _Bool found;
    _Bool found_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        vcc_v8_uchar t1 = vcc_splat(vcc_v8_uchar, (_Bool)0);
        __m256i t11 = _mm256_set1_epi32((int)x);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        vcc_v8_uchar t4 = t1;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            long t12 = t2 + 8L;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t14 = _mm256_cmpeq_epi32(t13, t11);
            t1 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t14, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t1);
            __m256i t15 = _mm256_set1_epi32((int)(int)t2);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t14, t16, t3, 0xCA);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(a + (int)t12));
            __m256i t18 = _mm256_cmpeq_epi32(t17, t11);
            t4 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t4);
            __m256i t19 = _mm256_set1_epi32((int)(int)t12);
            __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t18, t20, t5, 0xCA);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t21 = _mm256_cmpgt_epi32(t5, t3);
        __m256i t22 = _mm256_max_epi32(t5, t3);
        vcc_v8_uchar t23 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t21, vcc_v8_schar), t4, t1);
        int t24 = vcc_avx2_reduce_epi32(t22, _mm_max_epi32, int);
        __m256i t25 = _mm256_set1_epi32((int)t24);
        __m256i t26 = _mm256_cmpeq_epi32(t22, t25);
        vcc_v8_uchar t27 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t26, vcc_v8_schar), t23, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t28 = (int)t10;
        t29 = (_Bool)(t24 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t27, |));
    } else {
        t28 = 0;
        t29 = (_Bool)0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if ((t30 >= 8L) & (t30 <= 2147483647L)) {
        long t31 = t30 & -8L;
        vcc_v8_uchar t6 = (vcc_v8_uchar){t29, t29, t29, t29, t29, t29, t29, t29};
        __m256i t32 = _mm256_set1_epi32((int)x);
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi32(-1);
        do {
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t28 + t7)));
            __m256i t34 = _mm256_cmpeq_epi32(t33, t32);
            t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t34, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), t6);
            __m256i t35 = _mm256_set1_epi32((int)(int)t7);
            __m256i t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_ternarylogic_epi32(t34, t36, t8, 0xCA);
            t7 += 8L;
        } while (t7 < t31);
        int t37 = vcc_avx2_reduce_epi32(t8, _mm_max_epi32, int);
        __m256i t38 = _mm256_set1_epi32((int)t37);
        __m256i t39 = _mm256_cmpeq_epi32(t8, t38);
        vcc_v8_uchar t40 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t39, vcc_v8_schar), t6, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t28 + t31);
        found = (_Bool)(t37 < 0 ? t29 : vcc_reduce(_Bool, t40, |));
    } else {
        i = t28;
        found = t29;
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
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m128i t1 = _mm_set1_epi8((char)start);
        __m256i t6 = _mm256_set1_epi16((short)x);
        __m256i t7 = t6;
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t9 = t8;
            __mmask16 t10 = _mm256_cmp_epi16_mask(t9, t7, _MM_CMPINT_EQ);
            t1 = _mm_mask_blend_epi8(t10, t1, _mm_set1_epi8((char)0));
            __m512i t11 = _mm512_set1_epi32((int)(int)t2);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t10, t3, t12);
            t2 += 16L;
        } while (t2 < t5);
        int t13 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t14 = _mm512_set1_epi32((int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(t3, t14, _MM_CMPINT_EQ);
        __m128i t16 = _mm_mask_blend_epi8(t15, _mm_set1_epi8((char)0), t1);
        i = (int)t5;
        ok = (_Bool)(t13 < 0 ? start : vcc_reduce(_Bool, (vcc_v16_uchar)t16, |));
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
