/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_get_u8(const unsigned char *v, __m512i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_s8(const signed char *v, __m512i i, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_get_u16(const unsigned short *v, __m512i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_get_u16(const unsigned short *v, __m256i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_s16(const short *v, __m512i i, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_s16(const short *v, __m256i i, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uv_get_s16f(const short *v, __m512i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuuvv_march(const unsigned char *v, int n, int lo, __m512 x, __m512 dx);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuuvv_march(const unsigned char *v, int n, int lo, __m256 x, __m256 dx);
/* Gathers of bytes and shorts (emit avx2.rs `narrow_gather`: each active lane gathers the
   aligned dword that holds its element, then shifts it out, sign- or zero-extended), and the
   masks of `||` chains in a divergent loop (midend wfv build.rs: `(m & c) | (m & !c)` is `m`,
   an all-true mask is dropped from an `&`). The byte arrays are malloc'd exactly as long as the
   scalar code reads, read through base pointers at every offset 0-3 from an aligned address,
   with negative indices, repeated indices and inactive lanes whose index is far out of range.
   A gather converted to int or float right away (every function here) is a gather of the
   dwords with the element shifted out of each, on AVX2 and AVX-512 (midend wfv
   widen_gathers.rs), not packed to bytes and widened back: `get_s16f` converts signed shorts
   straight to float. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

/* vcc: function at narrow_gather.c:17 vector variant _ZGVeN16uv_get_u8 of `get_u8`: VL 16, unmasked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_get_u8(const unsigned char *v, __m512i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m512i t3 = _mm512_set1_epi32((int)(int)t2);
    __m512i t4 = _mm512_set1_epi32(3);
    __m512i t5 = _mm512_and_si512(i, t4);
    __m512i t6 = _mm512_add_epi32(t5, t3);
    __m512i t7 = _mm512_srai_epi32(i, 2);
    __m512i t8 = _mm512_srai_epi32(t6, 2);
    __m512i t9 = _mm512_add_epi32(t7, t8);
    __mmask16 t10 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    __m512i t11 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t10, t9, (const int *)(t1 - t2), 4);
    __m512i t12 = _mm512_set1_epi32(3);
    __m512i t13 = _mm512_and_si512(t6, t12);
    __m512i t14 = _mm512_set1_epi32(3);
    __m512i t15 = _mm512_sub_epi32(t14, t13);
    __m512i t16 = _mm512_slli_epi32(t15, 3);
    __m512i t17 = _mm512_sllv_epi32(t11, t16);
    __m512i t18 = _mm512_set1_epi32(24);
    __m512i t19 = _mm512_srlv_epi32(t17, t18);
    __m512i t20 = _mm512_set1_epi32(1);
    __m512i t21 = _mm512_add_epi32(t19, t20);
    return t21;
}

/* vcc: function at narrow_gather.c:17 vector variant _ZGVdN8uv_get_u8 of `get_u8`: VL 8, unmasked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_add_epi32(t5, t3);
    __m256i t7 = _mm256_srai_epi32(i, 2);
    __m256i t8 = _mm256_srai_epi32(t6, 2);
    __m256i t9 = _mm256_add_epi32(t7, t8);
    __m256i t10 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t11 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t1 - t2), t9, t10, 4);
    __m256i t12 = _mm256_set1_epi32(3);
    __m256i t13 = _mm256_and_si256(t6, t12);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_sub_epi32(t14, t13);
    __m256i t16 = _mm256_slli_epi32(t15, 3);
    __m256i t17 = _mm256_sllv_epi32(t11, t16);
    __m256i t18 = _mm256_set1_epi32(24);
    __m256i t19 = _mm256_srlv_epi32(t17, t18);
    __m256i t20 = _mm256_set1_epi32(1);
    __m256i t21 = _mm256_add_epi32(t19, t20);
    return t21;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

/* vcc: function at narrow_gather.c:22 vector variant _ZGVeM16uv_get_s8 of `get_s8`: VL 16, masked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_s8(const signed char *v, __m512i i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m512i t4 = _mm512_set1_epi32((int)(int)t3);
    __m512i t5 = _mm512_set1_epi32(3);
    __m512i t6 = _mm512_and_si512(i, t5);
    __m512i t7 = _mm512_add_epi32(t6, t4);
    __m512i t8 = _mm512_srai_epi32(i, 2);
    __m512i t9 = _mm512_srai_epi32(t7, 2);
    __m512i t10 = _mm512_add_epi32(t8, t9);
    __m512i t11 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t1, t10, (const int *)(t2 - t3), 4);
    __m512i t12 = _mm512_set1_epi32(3);
    __m512i t13 = _mm512_and_si512(t7, t12);
    __m512i t14 = _mm512_set1_epi32(3);
    __m512i t15 = _mm512_sub_epi32(t14, t13);
    __m512i t16 = _mm512_slli_epi32(t15, 3);
    __m512i t17 = _mm512_sllv_epi32(t11, t16);
    __m512i t18 = _mm512_srai_epi32(t17, 24);
    __m512i t19 = _mm512_set1_epi32(3);
    __m512i t20 = _mm512_mullo_epi32(t18, t19);
    __m512i t21 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t20);
    return t21;
}

/* vcc: function at narrow_gather.c:22 vector variant _ZGVdM8uv_get_s8 of `get_s8`: VL 8, masked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(3);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_add_epi32(t6, t4);
    __m256i t8 = _mm256_srai_epi32(i, 2);
    __m256i t9 = _mm256_srai_epi32(t7, 2);
    __m256i t10 = _mm256_add_epi32(t8, t9);
    __m256i t11 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t10, t1, 4);
    __m256i t12 = _mm256_set1_epi32(3);
    __m256i t13 = _mm256_and_si256(t7, t12);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_sub_epi32(t14, t13);
    __m256i t16 = _mm256_slli_epi32(t15, 3);
    __m256i t17 = _mm256_sllv_epi32(t11, t16);
    __m256i t18 = _mm256_srai_epi32(t17, 24);
    __m256i t19 = _mm256_set1_epi32(3);
    __m256i t20 = _mm256_mullo_epi32(t18, t19);
    __m256i t21 = _mm256_ternarylogic_epi32(t1, t20, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t21;
}

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

/* vcc: function at narrow_gather.c:27 vector variant _ZGVeN16uv_get_u16 of `get_u16`: VL 16, unmasked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_get_u16(const unsigned short *v, __m512i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m512i t3 = _mm512_set1_epi32((int)(int)t2);
    __m512i t4 = _mm512_set1_epi32(1);
    __m512i t5 = _mm512_and_si512(i, t4);
    __m512i t6 = _mm512_slli_epi32(t5, 1);
    __m512i t7 = _mm512_add_epi32(t6, t3);
    __m512i t8 = _mm512_srai_epi32(i, 1);
    __m512i t9 = _mm512_srai_epi32(t7, 2);
    __m512i t10 = _mm512_add_epi32(t8, t9);
    __mmask16 t11 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    __m512i t12 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t11, t10, (const int *)(t1 - t2), 4);
    __m512i t13 = _mm512_set1_epi32(3);
    __m512i t14 = _mm512_and_si512(t7, t13);
    __m512i t15 = _mm512_set1_epi32(2);
    __m512i t16 = _mm512_sub_epi32(t15, t14);
    __m512i t17 = _mm512_slli_epi32(t16, 3);
    __m512i t18 = _mm512_sllv_epi32(t12, t17);
    __m512i t19 = _mm512_set1_epi32(16);
    __m512i t20 = _mm512_srlv_epi32(t18, t19);
    __m512i t21 = _mm512_set1_epi32(7);
    __m512i t22 = _mm512_sub_epi32(t20, t21);
    return t22;
}

/* vcc: function at narrow_gather.c:27 vector variant _ZGVdN8uv_get_u16 of `get_u16`: VL 8, unmasked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_get_u16(const unsigned short *v, __m256i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_slli_epi32(t5, 1);
    __m256i t7 = _mm256_add_epi32(t6, t3);
    __m256i t8 = _mm256_srai_epi32(i, 1);
    __m256i t9 = _mm256_srai_epi32(t7, 2);
    __m256i t10 = _mm256_add_epi32(t8, t9);
    __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t12 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t1 - t2), t10, t11, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t7, t13);
    __m256i t15 = _mm256_set1_epi32(2);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_slli_epi32(t16, 3);
    __m256i t18 = _mm256_sllv_epi32(t12, t17);
    __m256i t19 = _mm256_set1_epi32(16);
    __m256i t20 = _mm256_srlv_epi32(t18, t19);
    __m256i t21 = _mm256_set1_epi32(7);
    __m256i t22 = _mm256_sub_epi32(t20, t21);
    return t22;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s16(const short *v, int i) {
    return v[i];
}

/* vcc: function at narrow_gather.c:32 vector variant _ZGVeM16uv_get_s16 of `get_s16`: VL 16, masked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_s16(const short *v, __m512i i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m512i t4 = _mm512_set1_epi32((int)(int)t3);
    __m512i t5 = _mm512_set1_epi32(1);
    __m512i t6 = _mm512_and_si512(i, t5);
    __m512i t7 = _mm512_slli_epi32(t6, 1);
    __m512i t8 = _mm512_add_epi32(t7, t4);
    __m512i t9 = _mm512_srai_epi32(i, 1);
    __m512i t10 = _mm512_srai_epi32(t8, 2);
    __m512i t11 = _mm512_add_epi32(t9, t10);
    __m512i t12 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t1, t11, (const int *)(t2 - t3), 4);
    __m512i t13 = _mm512_set1_epi32(3);
    __m512i t14 = _mm512_and_si512(t8, t13);
    __m512i t15 = _mm512_set1_epi32(2);
    __m512i t16 = _mm512_sub_epi32(t15, t14);
    __m512i t17 = _mm512_slli_epi32(t16, 3);
    __m512i t18 = _mm512_sllv_epi32(t12, t17);
    __m512i t19 = _mm512_srai_epi32(t18, 16);
    __m512i t20 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t19);
    return t20;
}

/* vcc: function at narrow_gather.c:32 vector variant _ZGVdM8uv_get_s16 of `get_s16`: VL 8, masked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_s16(const short *v, __m256i i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(1);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_slli_epi32(t6, 1);
    __m256i t8 = _mm256_add_epi32(t7, t4);
    __m256i t9 = _mm256_srai_epi32(i, 1);
    __m256i t10 = _mm256_srai_epi32(t8, 2);
    __m256i t11 = _mm256_add_epi32(t9, t10);
    __m256i t12 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t11, t1, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t8, t13);
    __m256i t15 = _mm256_set1_epi32(2);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_slli_epi32(t16, 3);
    __m256i t18 = _mm256_sllv_epi32(t12, t17);
    __m256i t19 = _mm256_srai_epi32(t18, 16);
    __m256i t20 = _mm256_ternarylogic_epi32(t1, t19, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t20;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

/* vcc: function at narrow_gather.c:37 vector variant _ZGVeN16uv_get_s16f of `get_s16f`: VL 16, unmasked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uv_get_s16f(const short *v, __m512i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m512i t3 = _mm512_set1_epi32((int)(int)t2);
    __m512i t4 = _mm512_set1_epi32(1);
    __m512i t5 = _mm512_and_si512(i, t4);
    __m512i t6 = _mm512_slli_epi32(t5, 1);
    __m512i t7 = _mm512_add_epi32(t6, t3);
    __m512i t8 = _mm512_srai_epi32(i, 1);
    __m512i t9 = _mm512_srai_epi32(t7, 2);
    __m512i t10 = _mm512_add_epi32(t8, t9);
    __mmask16 t11 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    __m512i t12 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t11, t10, (const int *)(t1 - t2), 4);
    __m512i t13 = _mm512_set1_epi32(3);
    __m512i t14 = _mm512_and_si512(t7, t13);
    __m512i t15 = _mm512_set1_epi32(2);
    __m512i t16 = _mm512_sub_epi32(t15, t14);
    __m512i t17 = _mm512_slli_epi32(t16, 3);
    __m512i t18 = _mm512_sllv_epi32(t12, t17);
    __m512i t19 = _mm512_srai_epi32(t18, 16);
    __m512 t20 = _mm512_cvtepi32_ps(t19);
    __m512 t21 = _mm512_set1_ps(0.5f);
    __m512 t22 = _mm512_mul_ps(t20, t21);
    return t22;
}

/* vcc: function at narrow_gather.c:37 vector variant _ZGVdN8uv_get_s16f of `get_s16f`: VL 8, unmasked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_slli_epi32(t5, 1);
    __m256i t7 = _mm256_add_epi32(t6, t3);
    __m256i t8 = _mm256_srai_epi32(i, 1);
    __m256i t9 = _mm256_srai_epi32(t7, 2);
    __m256i t10 = _mm256_add_epi32(t8, t9);
    __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t12 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t1 - t2), t10, t11, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t7, t13);
    __m256i t15 = _mm256_set1_epi32(2);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_slli_epi32(t16, 3);
    __m256i t18 = _mm256_sllv_epi32(t12, t17);
    __m256i t19 = _mm256_srai_epi32(t18, 16);
    __m256 t20 = _mm256_cvtepi32_ps(t19);
    __m256 t21 = _mm256_set1_ps(0.5f);
    __m256 t22 = _mm256_mul_ps(t20, t21);
    return t22;
}

/* A ray through a row of bytes: steps until it is opaque or leaves [0, n) (the uniform and
   varying exit tests of an `||` chain), reading one byte per step. */
/* #pragma omp declare simd uniform(v, n, lo) notinbranch */
float march(const unsigned char *v, int n, int lo, float x, float dx) {
    float alpha = 0.0f;
    int steps = 0;
    while (alpha < 0.9f) {
        if (x < 0.0f || lo < 0 || x >= (float)n || steps > 40)
            break;
        alpha += (1.0f - alpha) * (float)v[(int)x] * (1.0f / 255.0f);
        x += dx;
        steps++;
    }
    return alpha + (float)steps;
}

/* vcc: function at narrow_gather.c:44 vector variant _ZGVeN16uuuvv_march of `march`: VL 16, unmasked, v uniform, n uniform, lo uniform, x vector, dx vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuuvv_march(const unsigned char *v, int n, int lo, __m512 x, __m512 dx) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __mmask16 t5;
    unsigned int t6;
    __m512 t7;
    vcc_v16_int t8;
    __m512 t9;
    int t10;
    __m512 t11;
    vcc_v16_int t12;
    __m512 t13;
    __mmask16 t14;
    __mmask16 t15;
    __m512 t16;
    __mmask16 t17;
    __m512i t18;
    __m512 t19;
    __mmask16 t20;
    __mmask16 t21;
    __mmask16 t22;
    __mmask16 t23;
    __mmask16 t24;
    __mmask16 t25;
    __m512i t26;
    __mmask16 t27;
    __mmask16 t28;
    int t54;
    __m512i t55;
    float t63;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t9 = x;
    t10 = 0;
    t11 = (__m512)(vcc_v16_float){0};
    t12 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    for (;;) {
        t13 = _mm512_set1_ps(0.9f);
        t14 = _mm512_cmp_ps_mask(t2, t13, _CMP_LT_OQ);
        t15 = _kand_mask16(t1, t14);
        t16 = _mm512_set1_ps(0.0f);
        t17 = _mm512_cmp_ps_mask(t9, t16, _CMP_LT_OQ);
        t18 = _mm512_set1_epi32((int)((lo < 0) != 0));
        t19 = _mm512_set1_ps((float)n);
        t20 = _mm512_cmp_ps_mask(t9, t19, _CMP_GE_OQ);
        t21 = _mm512_test_epi32_mask(t18, t18);
        t22 = _kor_mask16(t17, t21);
        t23 = _kor_mask16(t22, t20);
        t24 = _knot_mask16(t23);
        t25 = _kand_mask16(t15, t24);
        t26 = _mm512_set1_epi32((int)((t10 > 40) != 0));
        t27 = _mm512_test_epi32_mask(t26, t26);
        t28 = _knot_mask16(t27);
        t5 = _kand_mask16(t25, t28);
        if ((t5 != 0)) {
            __m512 t29 = _mm512_set1_ps(1.0f);
            __m512 t30 = _mm512_sub_ps(t29, t2);
            __m512i t31 = _mm512_cvttps_epi32(t9);
            unsigned long t32 = (unsigned long)v;
            unsigned long t33 = t32 & 3UL;
            __m512i t34 = _mm512_set1_epi32((int)(int)t33);
            __m512i t35 = _mm512_set1_epi32(3);
            __m512i t36 = _mm512_and_si512(t31, t35);
            __m512i t37 = _mm512_add_epi32(t36, t34);
            __m512i t38 = _mm512_srai_epi32(t31, 2);
            __m512i t39 = _mm512_srai_epi32(t37, 2);
            __m512i t40 = _mm512_add_epi32(t38, t39);
            __m512i t41 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t5, t40, (const int *)(t32 - t33), 4);
            __m512i t42 = _mm512_set1_epi32(3);
            __m512i t43 = _mm512_and_si512(t37, t42);
            __m512i t44 = _mm512_set1_epi32(3);
            __m512i t45 = _mm512_sub_epi32(t44, t43);
            __m512i t46 = _mm512_slli_epi32(t45, 3);
            __m512i t47 = _mm512_sllv_epi32(t41, t46);
            __m512i t48 = _mm512_set1_epi32(24);
            __m512i t49 = _mm512_srlv_epi32(t47, t48);
            __m512 t50 = _mm512_cvtepi32_ps(t49);
            __m512 t51 = _mm512_mul_ps(t30, t50);
            __m512 t52 = _mm512_set1_ps(1.0f / 255.0f);
            __m512 t53 = _mm512_mul_ps(t51, t52);
            t3 = _mm512_add_ps(t2, t53);
            t4 = _mm512_add_ps(t9, dx);
            t54 = t10 + 1;
        } else {
            t3 = (__m512)(vcc_v16_float){0};
            t4 = (__m512)(vcc_v16_float){0};
            t54 = 0;
            t5 = ((__mmask16)0x0);
        }
        t7 = _mm512_mask_blend_ps(t1, t11, t2);
        t55 = _mm512_set1_epi32((int)t10);
        t8 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t12, t55);
        t6 = t5;
        if ((t6 & (t6 - 1U)) == 0U) {
        L73:
            while (t6 != 0U) {
                __mmask16 t58 = (__mmask16)(t6 & (0U - t6));
                __m512 t59 = _mm512_mask_blend_ps(t58, _mm512_set1_ps(-0.0f), t3);
                __m512 t60 = _mm512_mask_blend_ps(t58, _mm512_set1_ps(-0.0f), t4);
                __m512 t61 = _mm512_mask_blend_ps(t58, _mm512_set1_ps(-0.0f), dx);
                float t62 = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t61), _mm512_extractf32x8_ps(t61, 1)));
                float t64 = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t60), _mm512_extractf32x8_ps(t60, 1)));
                int t65 = t54;
                for (t63 = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t59), _mm512_extractf32x8_ps(t59, 1))); t63 < 0.9f; t63 += (1.0f - t63) * (float)v[(int)t64] * (1.0f / 255.0f), t64 += t62, t65++) {
                    int t66 = t64 < 0.0f ? 1 : (lo < 0) != 0;
                    if (t66 ? 1 : (t64 >= (float)n) != 0) {
                        __m512 t69 = _mm512_set1_ps(t63);
                        t7 = _mm512_mask_blend_ps(t58, t7, t69);
                        __m512i t70 = _mm512_set1_epi32((int)t65);
                        t8 = (vcc_v16_int)_mm512_mask_blend_epi32(t58, (__m512i)t8, t70);
                        t6 &= t6 - 1U;
                        goto L73;
                    }
                    if ((t65 > 40) != 0) {
                        __m512 t71 = _mm512_set1_ps(t63);
                        t7 = _mm512_mask_blend_ps(t58, t7, t71);
                        __m512i t72 = _mm512_set1_epi32((int)t65);
                        t8 = (vcc_v16_int)_mm512_mask_blend_epi32(t58, (__m512i)t8, t72);
                        t6 &= t6 - 1U;
                        goto L73;
                    }
                }
                __m512 t67 = _mm512_set1_ps(t63);
                t7 = _mm512_mask_blend_ps(t58, t7, t67);
                __m512i t68 = _mm512_set1_epi32((int)t65);
                t8 = (vcc_v16_int)_mm512_mask_blend_epi32(t58, (__m512i)t8, t68);
                t6 &= t6 - 1U;
            }
            __m512 t56 = _mm512_cvtepi32_ps((__m512i)t8);
            __m512 t57 = _mm512_add_ps(t7, t56);
            return t57;
        }
        t1 = t5;
        t2 = t3;
        t9 = t4;
        t10 = t54;
        t11 = t7;
        t12 = (vcc_v16_int)(__m512i)t8;
    }
}

/* vcc: function at narrow_gather.c:44 vector variant _ZGVdN8uuuvv_march of `march`: VL 8, unmasked, v uniform, n uniform, lo uniform, x vector, dx vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuuvv_march(const unsigned char *v, int n, int lo, __m256 x, __m256 dx) {
    vcc_no_contract_body
    __m256 t3;
    __m256 t4;
    int t51;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    __m256 t8 = x;
    int t9 = 0;
    __m256 t6 = (__m256)(vcc_v8_float){0};
    vcc_v8_int t7 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256 t10 = _mm256_set1_ps(0.9f);
        __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t2, t10, _CMP_LT_OQ));
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256 t13 = _mm256_set1_ps(0.0f);
        __m256i t14 = _mm256_castps_si256(_mm256_cmp_ps(t8, t13, _CMP_LT_OQ));
        __m256i t15 = _mm256_set1_epi32((int)((lo < 0) != 0));
        __m256 t16 = _mm256_set1_ps((float)n);
        __m256i t17 = _mm256_castps_si256(_mm256_cmp_ps(t8, t16, _CMP_GE_OQ));
        __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)t15 != (vcc_v8_int){0});
        __m256i t19 = _mm256_or_si256(t14, t18);
        __m256i t20 = _mm256_or_si256(t19, t17);
        __m256i t21 = (__m256i)~(vcc_m8)t20;
        __m256i t22 = _mm256_and_si256(t12, t21);
        __m256i t23 = _mm256_set1_epi32((int)((t9 > 40) != 0));
        __m256i t24 = (__m256i)(vcc_m8)((vcc_v8_int)t23 != (vcc_v8_int){0});
        __m256i t25 = (__m256i)~(vcc_m8)t24;
        __m256i t5 = _mm256_and_si256(t22, t25);
        if ((_mm256_movemask_epi8(t5) != 0)) {
            __m256 t26 = _mm256_set1_ps(1.0f);
            __m256 t27 = _mm256_sub_ps(t26, t2);
            __m256i t28 = _mm256_cvttps_epi32(t8);
            unsigned long t29 = (unsigned long)v;
            unsigned long t30 = t29 & 3UL;
            __m256i t31 = _mm256_set1_epi32((int)(int)t30);
            __m256i t32 = _mm256_set1_epi32(3);
            __m256i t33 = _mm256_and_si256(t28, t32);
            __m256i t34 = _mm256_add_epi32(t33, t31);
            __m256i t35 = _mm256_srai_epi32(t28, 2);
            __m256i t36 = _mm256_srai_epi32(t34, 2);
            __m256i t37 = _mm256_add_epi32(t35, t36);
            __m256i t38 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t29 - t30), t37, t5, 4);
            __m256i t39 = _mm256_set1_epi32(3);
            __m256i t40 = _mm256_and_si256(t34, t39);
            __m256i t41 = _mm256_set1_epi32(3);
            __m256i t42 = _mm256_sub_epi32(t41, t40);
            __m256i t43 = _mm256_slli_epi32(t42, 3);
            __m256i t44 = _mm256_sllv_epi32(t38, t43);
            __m256i t45 = _mm256_set1_epi32(24);
            __m256i t46 = _mm256_srlv_epi32(t44, t45);
            __m256 t47 = _mm256_cvtepi32_ps(t46);
            __m256 t48 = _mm256_mul_ps(t27, t47);
            __m256 t49 = _mm256_set1_ps(1.0f / 255.0f);
            __m256 t50 = _mm256_mul_ps(t48, t49);
            t3 = _mm256_add_ps(t2, t50);
            t4 = _mm256_add_ps(t8, dx);
            t51 = t9 + 1;
        } else {
            t3 = (__m256)(vcc_v8_float){0};
            t4 = (__m256)(vcc_v8_float){0};
            t51 = 0;
            t5 = (__m256i)(vcc_m8){0};
        }
        t6 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), t6, t2);
        __m256i t52 = _mm256_set1_epi32((int)t9);
        t7 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t52, (__m256i)t7, 0xCA);
        if (!(_mm256_movemask_epi8(t5) != 0)) {
            __m256 t53 = _mm256_cvtepi32_ps((__m256i)t7);
            __m256 t54 = _mm256_add_ps(t6, t53);
            return t54;
        }
        t1 = t5;
        t2 = t3;
        t8 = t4;
        t9 = t51;
    }
}

v8i _ZGVdN8uv_get_u8(const unsigned char *, v8i);
v8i _ZGVdM8uv_get_s8(const signed char *, v8i, v8i);
v8i _ZGVdN8uv_get_u16(const unsigned short *, v8i);
v8i _ZGVdM8uv_get_s16(const short *, v8i, v8i);
v8f _ZGVdN8uv_get_s16f(const short *, v8i);
v8f _ZGVdN8uuuvv_march(const unsigned char *, int, int, v8f, v8f);

/* The lanes of `v` that `mask` (NULL: every lane) says are active: the others are unspecified. */
static void print_ints(v8i v, const int *mask) {
    int out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%d ", out[k]);
    printf("\n");
}

int main(void) {
    /* 23 bytes: the last one is not at the end of a dword of the buffer. */
    unsigned char *bytes = malloc(23);
    for (int k = 0; k < 23; k++)
        bytes[k] = (unsigned char)(k * 37 + 200);
    int all[8] = {0, 22, 5, 5, 21, 3, 1, 22};
    for (int off = 0; off < 4; off++) {
        int idx[8];
        for (int k = 0; k < 8; k++)
            idx[k] = all[k] - off;
        print_ints(_ZGVdN8uv_get_u8(bytes + off, TO_VEC(v8i, idx)), NULL);
        printf("%d %d\n", get_u8(bytes + off, idx[1]), get_u8(bytes + off, idx[2]));
    }
    /* Negative indices from the end; inactive lanes with indices far out of range. */
    int back[8] = {-1, -23, -2, -10, 1000000, -5, -2000000000, -1};
    int some[8] = {1, 1, 1, 1, 0, 1, 0, 1};
    print_ints(_ZGVdM8uv_get_s8((const signed char *)bytes + 23, TO_VEC(v8i, back), TO_VEC(v8i, some)), some);
    printf("%d %d\n", get_s8((const signed char *)bytes + 23, -1), get_s8((const signed char *)bytes + 23, -10));
    int none[8] = {0};
    print_ints(_ZGVdM8uv_get_s8((const signed char *)bytes, TO_VEC(v8i, back), TO_VEC(v8i, none)), none);
    /* 11 shorts, read from an aligned start and from one short in. */
    unsigned short *shorts = malloc(11 * sizeof(unsigned short));
    for (int k = 0; k < 11; k++)
        shorts[k] = (unsigned short)(k * 7919 + 30000);
    int sidx[8] = {10, 0, 9, 9, 1, 2, 3, 4};
    print_ints(_ZGVdN8uv_get_u16(shorts, TO_VEC(v8i, sidx)), NULL);
    int sidx1[8] = {9, 0, 8, 8, 1, 2, 3, 4};
    print_ints(_ZGVdN8uv_get_u16(shorts + 1, TO_VEC(v8i, sidx1)), NULL);
    printf("%d\n", get_u16(shorts + 1, 9));
    int sback[8] = {-1, -11, 500000, -3, -2, -6, -7, -1};
    int sm[8] = {1, 1, 0, 1, 1, 1, 1, 0};
    print_ints(_ZGVdM8uv_get_s16((const short *)shorts + 11, TO_VEC(v8i, sback), TO_VEC(v8i, sm)), sm);
    printf("%d\n", get_s16((const short *)shorts + 11, -6));
    float fs[8];
    int fidx[8] = {-1, -11, -4, -3, -2, -6, -7, -1};
    FROM_VEC(fs, _ZGVdN8uv_get_s16f((const short *)shorts + 11, TO_VEC(v8i, fidx)));
    for (int k = 0; k < 8; k++)
        printf("%g/%g ", fs[k], get_s16f((const short *)shorts + 11, fidx[k]));
    printf("\n");
    /* Rays that leave on the left, on the right, run out of steps, or become opaque. */
    float xs[8] = {0.5f, 22.5f, -1.0f, 10.0f, 3.25f, 21.9f, 11.0f, 0.0f};
    float dxs[8] = {0.5f, -0.75f, 1.0f, 0.0f, 0.25f, 0.5f, -0.125f, 3.0f};
    for (int lo = -1; lo <= 0; lo++) {
        float out[8];
        FROM_VEC(out, _ZGVdN8uuuvv_march(bytes, 23, lo, TO_VEC(v8f, xs), TO_VEC(v8f, dxs)));
        for (int k = 0; k < 8; k++)
            printf("%g/%g ", out[k], march(bytes, 23, lo, xs[k], dxs[k]));
        printf("\n");
    }
    free(bytes);
    free(shorts);
    return 0;
}
