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
    long i_vec = 0L;
    /* vcc: loop at flags_i32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512i a_v = _mm512_loadu_si512(&a[t1]);
        __m512i b_v = _mm512_loadu_si512(&b[t1]);
        __mmask16 t2 = _mm512_cmp_epi32_mask(a_v, b_v, _MM_CMPINT_NLE);
        __m128i t3 = _mm_mask_blend_epi8(t2, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t1], t3);
        long t4 = (long)(int)(i_vec + 16L);
        __m512i a_v_1 = _mm512_loadu_si512(&a[t4]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t4]);
        __mmask16 t5 = _mm512_cmp_epi32_mask(a_v_1, b_v_1, _MM_CMPINT_NLE);
        __m128i t6 = _mm_mask_blend_epi8(t5, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t4], t6);
        long t7 = (long)(int)(i_vec + 32L);
        __m512i a_v_2 = _mm512_loadu_si512(&a[t7]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t7]);
        __mmask16 t8 = _mm512_cmp_epi32_mask(a_v_2, b_v_2, _MM_CMPINT_NLE);
        __m128i t9 = _mm_mask_blend_epi8(t8, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t7], t9);
        long t10 = (long)(int)(i_vec + 48L);
        __m512i a_v_3 = _mm512_loadu_si512(&a[t10]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t10]);
        __mmask16 t11 = _mm512_cmp_epi32_mask(a_v_3, b_v_3, _MM_CMPINT_NLE);
        __m128i t12 = _mm_mask_blend_epi8(t11, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t10], t12);
        i_vec += 64L;
    } while (i_vec < 4096L);
    long i_vec_1 = 0L;
    /* vcc: loop at flags_i32.c:16 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t13 = (long)(int)i_vec_1;
        int *t14 = &c[t13];
        __m512i c_v = _mm512_loadu_si512(t14);
        __m128i f_v = _mm_loadu_si128((const __m128i *)&f[t13]);
        __m512i t15 = _mm512_cvtepu8_epi32(f_v);
        __m512i t16 = _mm512_add_epi32(c_v, t15);
        _mm512_storeu_si512(t14, t16);
        long t17 = (long)(int)(i_vec_1 + 16L);
        int *t18 = &c[t17];
        __m512i c_v_1 = _mm512_loadu_si512(t18);
        __m128i f_v_1 = _mm_loadu_si128((const __m128i *)&f[t17]);
        __m512i t19 = _mm512_cvtepu8_epi32(f_v_1);
        __m512i t20 = _mm512_add_epi32(c_v_1, t19);
        _mm512_storeu_si512(t18, t20);
        long t21 = (long)(int)(i_vec_1 + 32L);
        int *t22 = &c[t21];
        __m512i c_v_2 = _mm512_loadu_si512(t22);
        __m128i f_v_2 = _mm_loadu_si128((const __m128i *)&f[t21]);
        __m512i t23 = _mm512_cvtepu8_epi32(f_v_2);
        __m512i t24 = _mm512_add_epi32(c_v_2, t23);
        _mm512_storeu_si512(t22, t24);
        long t25 = (long)(int)(i_vec_1 + 48L);
        int *t26 = &c[t25];
        __m512i c_v_3 = _mm512_loadu_si512(t26);
        __m128i f_v_3 = _mm_loadu_si128((const __m128i *)&f[t25]);
        __m512i t27 = _mm512_cvtepu8_epi32(f_v_3);
        __m512i t28 = _mm512_add_epi32(c_v_3, t27);
        _mm512_storeu_si512(t26, t28);
        i_vec_1 += 64L;
    } while (i_vec_1 < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at flags_i32.c:23 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t3 = (long)(int)i_vec;
        __m512i t4 = i_v_1;
        __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(-1640531535));
        __m512i t6 = (__m512i)((vcc_v16_uint)t5 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t7 = t6;
        _mm512_storeu_si512(&a[t3], t7);
        __m512i t8 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(7));
        __m512i t9 = t8;
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(40503));
        __m512i t11 = (__m512i)((vcc_v16_uint)t10 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t12 = t11;
        _mm512_storeu_si512(&b[t3], t12);
        __m512i t13 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t13;
        long t14 = (long)(int)(i_vec + 16L);
        __m512i t15 = i_v_2;
        __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(-1640531535));
        __m512i t17 = (__m512i)((vcc_v16_uint)t16 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t18 = t17;
        _mm512_storeu_si512(&a[t14], t18);
        __m512i t19 = _mm512_add_epi32(i_v_2, _mm512_set1_epi32(7));
        __m512i t20 = t19;
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(40503));
        __m512i t22 = (__m512i)((vcc_v16_uint)t21 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t23 = t22;
        _mm512_storeu_si512(&b[t14], t23);
        __m512i t24 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t24;
        long t25 = (long)(int)(i_vec + 32L);
        __m512i t26 = i_v_3;
        __m512i t27 = _mm512_mullo_epi32(t26, _mm512_set1_epi32(-1640531535));
        __m512i t28 = (__m512i)((vcc_v16_uint)t27 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t29 = t28;
        _mm512_storeu_si512(&a[t25], t29);
        __m512i t30 = _mm512_add_epi32(i_v_3, _mm512_set1_epi32(7));
        __m512i t31 = t30;
        __m512i t32 = _mm512_mullo_epi32(t31, _mm512_set1_epi32(40503));
        __m512i t33 = (__m512i)((vcc_v16_uint)t32 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t34 = t33;
        _mm512_storeu_si512(&b[t25], t34);
        __m512i t35 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t35;
        long t36 = (long)(int)(i_vec + 48L);
        __m512i t37 = i_v_4;
        __m512i t38 = _mm512_mullo_epi32(t37, _mm512_set1_epi32(-1640531535));
        __m512i t39 = (__m512i)((vcc_v16_uint)t38 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(12), vcc_v16_uint));
        __m512i t40 = t39;
        _mm512_storeu_si512(&a[t36], t40);
        __m512i t41 = _mm512_add_epi32(i_v_4, _mm512_set1_epi32(7));
        __m512i t42 = t41;
        __m512i t43 = _mm512_mullo_epi32(t42, _mm512_set1_epi32(40503));
        __m512i t44 = (__m512i)((vcc_v16_uint)t43 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(4), vcc_v16_uint));
        __m512i t45 = t44;
        _mm512_storeu_si512(&b[t36], t45);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t46 = &a[r % 4096L];
        *t46 = *t46 ^ 21845;
    }
    (_mm256_zeroupper(), bench_print("flags_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
