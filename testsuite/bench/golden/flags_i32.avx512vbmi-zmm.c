/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __mmask16 t1 = _mm512_cmp_epi32_mask(a_v, b_v, _MM_CMPINT_NLE);
        __m128i t2 = _mm_mask_blend_epi8(t1, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[i_vec], t2);
        long t3 = i_vec + 16L;
        __m512i a_v_1 = _mm512_loadu_si512(&a[t3]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t3]);
        __mmask16 t4 = _mm512_cmp_epi32_mask(a_v_1, b_v_1, _MM_CMPINT_NLE);
        __m128i t5 = _mm_mask_blend_epi8(t4, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t3], t5);
        long t6 = i_vec + 32L;
        __m512i a_v_2 = _mm512_loadu_si512(&a[t6]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t6]);
        __mmask16 t7 = _mm512_cmp_epi32_mask(a_v_2, b_v_2, _MM_CMPINT_NLE);
        __m128i t8 = _mm_mask_blend_epi8(t7, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t6], t8);
        long t9 = i_vec + 48L;
        __m512i a_v_3 = _mm512_loadu_si512(&a[t9]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t9]);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_3, b_v_3, _MM_CMPINT_NLE);
        __m128i t11 = _mm_mask_blend_epi8(t10, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        _mm_storeu_si128((__m128i *)&f[t9], t11);
        i_vec += 64L;
    } while (i_vec < 4096L);
    long i_vec_1 = 0L;
    /* vcc: loop at flags_i32.c:16 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        int *t12 = &c[i_vec_1];
        __m512i c_v = _mm512_loadu_si512(t12);
        __m128i f_v = _mm_loadu_si128((const __m128i *)&f[i_vec_1]);
        __m512i t13 = _mm512_cvtepu8_epi32(f_v);
        __m512i t14 = _mm512_add_epi32(c_v, t13);
        _mm512_storeu_si512(t12, t14);
        long t15 = i_vec_1 + 16L;
        int *t16 = &c[t15];
        __m512i c_v_1 = _mm512_loadu_si512(t16);
        __m128i f_v_1 = _mm_loadu_si128((const __m128i *)&f[t15]);
        __m512i t17 = _mm512_cvtepu8_epi32(f_v_1);
        __m512i t18 = _mm512_add_epi32(c_v_1, t17);
        _mm512_storeu_si512(t16, t18);
        long t19 = i_vec_1 + 32L;
        int *t20 = &c[t19];
        __m512i c_v_2 = _mm512_loadu_si512(t20);
        __m128i f_v_2 = _mm_loadu_si128((const __m128i *)&f[t19]);
        __m512i t21 = _mm512_cvtepu8_epi32(f_v_2);
        __m512i t22 = _mm512_add_epi32(c_v_2, t21);
        _mm512_storeu_si512(t20, t22);
        long t23 = i_vec_1 + 48L;
        int *t24 = &c[t23];
        __m512i c_v_3 = _mm512_loadu_si512(t24);
        __m128i f_v_3 = _mm_loadu_si128((const __m128i *)&f[t23]);
        __m512i t25 = _mm512_cvtepu8_epi32(f_v_3);
        __m512i t26 = _mm512_add_epi32(c_v_3, t25);
        _mm512_storeu_si512(t24, t26);
        i_vec_1 += 64L;
    } while (i_vec_1 < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at flags_i32.c:23 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = _mm512_srli_epi32(t2, 12);
        _mm512_storeu_si512(&a[i_vec], t3);
        __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(7));
        __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(40503));
        __m512i t6 = _mm512_srli_epi32(t5, 4);
        _mm512_storeu_si512(&b[i_vec], t6);
        long t7 = i_vec + 16L;
        __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(-1640531535));
        __m512i t10 = _mm512_srli_epi32(t9, 12);
        _mm512_storeu_si512(&a[t7], t10);
        __m512i t11 = _mm512_add_epi32(t8, _mm512_set1_epi32(7));
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(40503));
        __m512i t13 = _mm512_srli_epi32(t12, 4);
        _mm512_storeu_si512(&b[t7], t13);
        long t14 = i_vec + 32L;
        __m512i t15 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(-1640531535));
        __m512i t17 = _mm512_srli_epi32(t16, 12);
        _mm512_storeu_si512(&a[t14], t17);
        __m512i t18 = _mm512_add_epi32(t15, _mm512_set1_epi32(7));
        __m512i t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32(40503));
        __m512i t20 = _mm512_srli_epi32(t19, 4);
        _mm512_storeu_si512(&b[t14], t20);
        long t21 = i_vec + 48L;
        __m512i t22 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t23 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(-1640531535));
        __m512i t24 = _mm512_srli_epi32(t23, 12);
        _mm512_storeu_si512(&a[t21], t24);
        __m512i t25 = _mm512_add_epi32(t22, _mm512_set1_epi32(7));
        __m512i t26 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(40503));
        __m512i t27 = _mm512_srli_epi32(t26, 4);
        _mm512_storeu_si512(&b[t21], t27);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t28 = &a[r % 4096L];
        *t28 = *t28 ^ 21845;
    }
    (_mm256_zeroupper(), bench_print("flags_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
