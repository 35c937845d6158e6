/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* flags_i32: f[i] = a[i] > b[i] into a _Bool array, then c[i] += f[i] (bytes of 0 or 1).
   needs: _Bool lanes (bytes), a conversion to _Bool as a mask of the nonzero lanes, bool -> int widening */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N], b[N], c[N];
static _Bool f[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m512i t4 = _mm512_loadu_si512(&a[t3]);
        __m512i t5 = _mm512_loadu_si512(&b[t3]);
        __mmask16 t6 = _mm512_cmp_epi32_mask(t4, t5, _MM_CMPINT_NLE);
        __m128i t7 = _mm_mask_blend_epi8(t6, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t3], t7);
        long t8 = (long)(int)(t1 + 16L);
        __m512i t9 = _mm512_loadu_si512(&a[t8]);
        __m512i t10 = _mm512_loadu_si512(&b[t8]);
        __mmask16 t11 = _mm512_cmp_epi32_mask(t9, t10, _MM_CMPINT_NLE);
        __m128i t12 = _mm_mask_blend_epi8(t11, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t8], t12);
        long t13 = (long)(int)(t1 + 32L);
        __m512i t14 = _mm512_loadu_si512(&a[t13]);
        __m512i t15 = _mm512_loadu_si512(&b[t13]);
        __mmask16 t16 = _mm512_cmp_epi32_mask(t14, t15, _MM_CMPINT_NLE);
        __m128i t17 = _mm_mask_blend_epi8(t16, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t13], t17);
        long t18 = (long)(int)(t1 + 48L);
        __m512i t19 = _mm512_loadu_si512(&a[t18]);
        __m512i t20 = _mm512_loadu_si512(&b[t18]);
        __mmask16 t21 = _mm512_cmp_epi32_mask(t19, t20, _MM_CMPINT_NLE);
        __m128i t22 = _mm_mask_blend_epi8(t21, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t18], t22);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t23 = (long)i;
        f[t23] = (_Bool)(a[t23] > b[t23]);
    }
    long t2 = 0L;
    do {
        long t24 = (long)(int)t2;
        int *t25 = &c[t24];
        __m512i t26 = _mm512_loadu_si512(t25);
        __m128i t27 = _mm_loadu_si128((const __m128i *)&f[t24]);
        __m512i t28 = _mm512_cvtepu8_epi32(t27);
        __m512i t29 = _mm512_add_epi32(t26, t28);
        _mm512_storeu_si512(t25, t29);
        long t30 = (long)(int)(t2 + 16L);
        int *t31 = &c[t30];
        __m512i t32 = _mm512_loadu_si512(t31);
        __m128i t33 = _mm_loadu_si128((const __m128i *)&f[t30]);
        __m512i t34 = _mm512_cvtepu8_epi32(t33);
        __m512i t35 = _mm512_add_epi32(t32, t34);
        _mm512_storeu_si512(t31, t35);
        long t36 = (long)(int)(t2 + 32L);
        int *t37 = &c[t36];
        __m512i t38 = _mm512_loadu_si512(t37);
        __m128i t39 = _mm_loadu_si128((const __m128i *)&f[t36]);
        __m512i t40 = _mm512_cvtepu8_epi32(t39);
        __m512i t41 = _mm512_add_epi32(t38, t40);
        _mm512_storeu_si512(t37, t41);
        long t42 = (long)(int)(t2 + 48L);
        int *t43 = &c[t42];
        __m512i t44 = _mm512_loadu_si512(t43);
        __m128i t45 = _mm_loadu_si128((const __m128i *)&f[t42]);
        __m512i t46 = _mm512_cvtepu8_epi32(t45);
        __m512i t47 = _mm512_add_epi32(t44, t46);
        _mm512_storeu_si512(t43, t47);
        t2 += 64L;
    } while (t2 < 4096L);
    for (int i_1 = 4096; i_1 < 4096; i_1++) {
        long t48 = (long)i_1;
        int *t49 = &c[t48];
        *t49 = *t49 + (int)f[t48];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        long t6 = (long)(int)t2;
        __m512i t7 = t5;
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(-1640531535));
        __m512i t9 = (__m512i)((vcc_v16_uint)t8 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t10 = t9;
        _mm512_storeu_si512(&a[t6], t10);
        __m512i t11 = _mm512_add_epi32(t5, _mm512_set1_epi32(7));
        __m512i t12 = t11;
        __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(40503));
        __m512i t14 = (__m512i)((vcc_v16_uint)t13 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t15 = t14;
        _mm512_storeu_si512(&b[t6], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t17 = t16;
        long t18 = (long)(int)(t2 + 16L);
        __m512i t19 = t17;
        __m512i t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(-1640531535));
        __m512i t21 = (__m512i)((vcc_v16_uint)t20 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t22 = t21;
        _mm512_storeu_si512(&a[t18], t22);
        __m512i t23 = _mm512_add_epi32(t17, _mm512_set1_epi32(7));
        __m512i t24 = t23;
        __m512i t25 = _mm512_mullo_epi32(t24, _mm512_set1_epi32(40503));
        __m512i t26 = (__m512i)((vcc_v16_uint)t25 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t27 = t26;
        _mm512_storeu_si512(&b[t18], t27);
        __m512i t28 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t29 = t28;
        long t30 = (long)(int)(t2 + 32L);
        __m512i t31 = t29;
        __m512i t32 = _mm512_mullo_epi32(t31, _mm512_set1_epi32(-1640531535));
        __m512i t33 = (__m512i)((vcc_v16_uint)t32 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t34 = t33;
        _mm512_storeu_si512(&a[t30], t34);
        __m512i t35 = _mm512_add_epi32(t29, _mm512_set1_epi32(7));
        __m512i t36 = t35;
        __m512i t37 = _mm512_mullo_epi32(t36, _mm512_set1_epi32(40503));
        __m512i t38 = (__m512i)((vcc_v16_uint)t37 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t39 = t38;
        _mm512_storeu_si512(&b[t30], t39);
        __m512i t40 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t41 = t40;
        long t42 = (long)(int)(t2 + 48L);
        __m512i t43 = t41;
        __m512i t44 = _mm512_mullo_epi32(t43, _mm512_set1_epi32(-1640531535));
        __m512i t45 = (__m512i)((vcc_v16_uint)t44 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t46 = t45;
        _mm512_storeu_si512(&a[t42], t46);
        __m512i t47 = _mm512_add_epi32(t41, _mm512_set1_epi32(7));
        __m512i t48 = t47;
        __m512i t49 = _mm512_mullo_epi32(t48, _mm512_set1_epi32(40503));
        __m512i t50 = (__m512i)((vcc_v16_uint)t49 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t51 = t50;
        _mm512_storeu_si512(&b[t42], t51);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t52 = (long)i;
        a[t52] = (int)(((unsigned int)i * 2654435761U) >> 12);
        b[t52] = (int)(((unsigned int)(i + 7) * 40503U) >> 4);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t53 = &a[r % 4096L];
        *t53 = *t53 ^ 21845;
    }
    (_mm256_zeroupper(), bench_print("flags_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
