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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __mmask16 t7;
    __m128i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __mmask16 t12;
    __m128i t13;
    long t14;
    __m512i t15;
    __m512i t16;
    __mmask16 t17;
    __m128i t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __mmask16 t22;
    __m128i t23;
    int i;
    long t24;
    long t25;
    long t26;
    int *t27;
    __m512i t28;
    __m128i t29;
    __m512i t30;
    __m512i t31;
    long t32;
    int *t33;
    __m512i t34;
    __m128i t35;
    __m512i t36;
    __m512i t37;
    long t38;
    int *t39;
    __m512i t40;
    __m128i t41;
    __m512i t42;
    __m512i t43;
    long t44;
    int *t45;
    __m512i t46;
    __m128i t47;
    __m512i t48;
    __m512i t49;
    int i_1;
    long t50;
    int *t51;
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(&a[t4]);
            t6 = _mm512_loadu_si512(&b[t4]);
            t7 = _mm512_cmp_epi32_mask(t5, t6, _MM_CMPINT_NLE);
            t8 = _mm_mask_blend_epi8(t7, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)&f[t4], t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_si512(&a[t9]);
            t11 = _mm512_loadu_si512(&b[t9]);
            t12 = _mm512_cmp_epi32_mask(t10, t11, _MM_CMPINT_NLE);
            t13 = _mm_mask_blend_epi8(t12, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)&f[t9], t13);
            t14 = (long)(int)((long)0 + (t1 + 32L));
            t15 = _mm512_loadu_si512(&a[t14]);
            t16 = _mm512_loadu_si512(&b[t14]);
            t17 = _mm512_cmp_epi32_mask(t15, t16, _MM_CMPINT_NLE);
            t18 = _mm_mask_blend_epi8(t17, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)&f[t14], t18);
            t19 = (long)(int)((long)0 + (t1 + 48L));
            t20 = _mm512_loadu_si512(&a[t19]);
            t21 = _mm512_loadu_si512(&b[t19]);
            t22 = _mm512_cmp_epi32_mask(t20, t21, _MM_CMPINT_NLE);
            t23 = _mm_mask_blend_epi8(t22, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)&f[t19], t23);
            t1 += 64L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t24 = (long)i;
        f[t24] = (_Bool)(a[t24] > b[t24]);
    }
    if (4096L >= 64L) {
        t25 = 4096L & -64L;
        t2 = 0L;
        do {
            t26 = (long)(int)((long)0 + t2);
            t27 = &c[t26];
            t28 = _mm512_loadu_si512(t27);
            t29 = _mm_loadu_si128((const __m128i *)&f[t26]);
            t30 = _mm512_cvtepu8_epi32(t29);
            t31 = _mm512_add_epi32(t28, t30);
            _mm512_storeu_si512(t27, t31);
            t32 = (long)(int)((long)0 + (t2 + 16L));
            t33 = &c[t32];
            t34 = _mm512_loadu_si512(t33);
            t35 = _mm_loadu_si128((const __m128i *)&f[t32]);
            t36 = _mm512_cvtepu8_epi32(t35);
            t37 = _mm512_add_epi32(t34, t36);
            _mm512_storeu_si512(t33, t37);
            t38 = (long)(int)((long)0 + (t2 + 32L));
            t39 = &c[t38];
            t40 = _mm512_loadu_si512(t39);
            t41 = _mm_loadu_si128((const __m128i *)&f[t38]);
            t42 = _mm512_cvtepu8_epi32(t41);
            t43 = _mm512_add_epi32(t40, t42);
            _mm512_storeu_si512(t39, t43);
            t44 = (long)(int)((long)0 + (t2 + 48L));
            t45 = &c[t44];
            t46 = _mm512_loadu_si512(t45);
            t47 = _mm_loadu_si128((const __m128i *)&f[t44]);
            t48 = _mm512_cvtepu8_epi32(t47);
            t49 = _mm512_add_epi32(t46, t48);
            _mm512_storeu_si512(t45, t49);
            t2 += 64L;
        } while (t2 < t25);
        i_1 = (int)((long)0 + t25);
    } else {
        i_1 = 0;
    }
    for (; i_1 < 4096; i_1++) {
        t50 = (long)i_1;
        t51 = &c[t50];
        *t51 = *t51 + (int)f[t50];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
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
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    long t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    long t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    int i;
    long t53;
    long r;
    int *t54;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = t6;
            t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32((int)-1640531535));
            t10 = (__m512i)((vcc_v16_uint)t9 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)12), vcc_v16_uint));
            t11 = t10;
            _mm512_storeu_si512(&a[t7], t11);
            t12 = _mm512_add_epi32(t6, _mm512_set1_epi32((int)7));
            t13 = t12;
            t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)40503));
            t15 = (__m512i)((vcc_v16_uint)t14 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)4), vcc_v16_uint));
            t16 = t15;
            _mm512_storeu_si512(&b[t7], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t18 = t17;
            t19 = (long)(int)((long)0 + (t2 + 16L));
            t20 = t18;
            t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32((int)-1640531535));
            t22 = (__m512i)((vcc_v16_uint)t21 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)12), vcc_v16_uint));
            t23 = t22;
            _mm512_storeu_si512(&a[t19], t23);
            t24 = _mm512_add_epi32(t18, _mm512_set1_epi32((int)7));
            t25 = t24;
            t26 = _mm512_mullo_epi32(t25, _mm512_set1_epi32((int)40503));
            t27 = (__m512i)((vcc_v16_uint)t26 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)4), vcc_v16_uint));
            t28 = t27;
            _mm512_storeu_si512(&b[t19], t28);
            t29 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t2 + 32L));
            t32 = t30;
            t33 = _mm512_mullo_epi32(t32, _mm512_set1_epi32((int)-1640531535));
            t34 = (__m512i)((vcc_v16_uint)t33 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)12), vcc_v16_uint));
            t35 = t34;
            _mm512_storeu_si512(&a[t31], t35);
            t36 = _mm512_add_epi32(t30, _mm512_set1_epi32((int)7));
            t37 = t36;
            t38 = _mm512_mullo_epi32(t37, _mm512_set1_epi32((int)40503));
            t39 = (__m512i)((vcc_v16_uint)t38 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)4), vcc_v16_uint));
            t40 = t39;
            _mm512_storeu_si512(&b[t31], t40);
            t41 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t42 = t41;
            t43 = (long)(int)((long)0 + (t2 + 48L));
            t44 = t42;
            t45 = _mm512_mullo_epi32(t44, _mm512_set1_epi32((int)-1640531535));
            t46 = (__m512i)((vcc_v16_uint)t45 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)12), vcc_v16_uint));
            t47 = t46;
            _mm512_storeu_si512(&a[t43], t47);
            t48 = _mm512_add_epi32(t42, _mm512_set1_epi32((int)7));
            t49 = t48;
            t50 = _mm512_mullo_epi32(t49, _mm512_set1_epi32((int)40503));
            t51 = (__m512i)((vcc_v16_uint)t50 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)4), vcc_v16_uint));
            t52 = t51;
            _mm512_storeu_si512(&b[t43], t52);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t53 = (long)i;
        a[t53] = (int)(((unsigned int)i * 2654435761U) >> 12);
        b[t53] = (int)(((unsigned int)(i + 7) * 40503U) >> 4);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t54 = &a[r % 4096L];
        *t54 = *t54 ^ 21845;
    }
    (_mm256_zeroupper(), bench_print("flags_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
