/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_get_u8(const unsigned char *v, __m512i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_s8(const signed char *v, __m512i i, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_u16(const unsigned short *v, __m512i i, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uv_get_s16f(const short *v, __m512i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i);
/* Gathers of bytes and shorts converted to int or float right away, called from loops of 16
   lanes: on AVX-512 the 'e' variants gather the 16 aligned dwords that hold the elements in one
   `vpgatherdd zmm` and shift each element out (midend wfv widen_gathers.rs), masked in the
   `inbranch` ones. The arrays are malloc'd exactly as long as the scalar code reads and read
   through base pointers at offsets 0-3 from an aligned address, with negative and repeated
   indices; lanes a condition turns off have indices far out of range. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

/* vcc: function at narrow_gather16.c:13 vector variant _ZGVeN16uv_get_u8 of `get_u8`: VL 16, unmasked, v uniform, i vector */
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

/* vcc: function at narrow_gather16.c:13 vector variant _ZGVdN8uv_get_u8 of `get_u8`: VL 8, unmasked, v uniform, i vector */
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

/* vcc: function at narrow_gather16.c:18 vector variant _ZGVeM16uv_get_s8 of `get_s8`: VL 16, masked, v uniform, i vector */
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

/* vcc: function at narrow_gather16.c:18 vector variant _ZGVdM8uv_get_s8 of `get_s8`: VL 8, masked, v uniform, i vector */
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

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

/* vcc: function at narrow_gather16.c:23 vector variant _ZGVeM16uv_get_u16 of `get_u16`: VL 16, masked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_u16(const unsigned short *v, __m512i i, unsigned int mask) {
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
    __m512i t19 = _mm512_set1_epi32(16);
    __m512i t20 = _mm512_srlv_epi32(t18, t19);
    __m512i t21 = _mm512_set1_epi32(7);
    __m512i t22 = _mm512_sub_epi32(t20, t21);
    __m512i t23 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t22);
    return t23;
}

/* vcc: function at narrow_gather16.c:23 vector variant _ZGVdM8uv_get_u16 of `get_u16`: VL 8, masked, v uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask) {
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
    __m256i t19 = _mm256_set1_epi32(16);
    __m256i t20 = _mm256_srlv_epi32(t18, t19);
    __m256i t21 = _mm256_set1_epi32(7);
    __m256i t22 = _mm256_sub_epi32(t20, t21);
    __m256i t23 = _mm256_ternarylogic_epi32(t1, t22, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t23;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

/* vcc: function at narrow_gather16.c:28 vector variant _ZGVeN16uv_get_s16f of `get_s16f`: VL 16, unmasked, v uniform, i vector */
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

/* vcc: function at narrow_gather16.c:28 vector variant _ZGVdN8uv_get_s16f of `get_s16f`: VL 8, unmasked, v uniform, i vector */
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

#define M 203
int idx[M], out[M];
float fout[M];

extern __typeof__(idx) idx __attribute__((aligned(64)));
extern __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void all_u8(const unsigned char *v, int n) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int *t3 = &out[i_vec];
            __m512i idx_v = _mm512_loadu_si512(&idx[i_vec]);
            unsigned long t12 = (unsigned long)v;
            unsigned long t13 = t12 & 3UL;
            __m512i t14 = _mm512_set1_epi32((int)(int)t13);
            __m512i t15 = _mm512_set1_epi32(3);
            __m512i t16 = _mm512_and_si512(idx_v, t15);
            __m512i t17 = _mm512_add_epi32(t16, t14);
            __m512i t18 = _mm512_srai_epi32(idx_v, 2);
            __m512i t19 = _mm512_srai_epi32(t17, 2);
            __m512i t20 = _mm512_add_epi32(t18, t19);
            __mmask16 t21 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            __m512i t22 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t21, t20, (const int *)(t12 - t13), 4);
            __m512i t23 = _mm512_set1_epi32(3);
            __m512i t24 = _mm512_and_si512(t17, t23);
            __m512i t25 = _mm512_set1_epi32(3);
            __m512i t26 = _mm512_sub_epi32(t25, t24);
            __m512i t27 = _mm512_slli_epi32(t26, 3);
            __m512i t28 = _mm512_sllv_epi32(t22, t27);
            __m512i t29 = _mm512_set1_epi32(24);
            __m512i t30 = _mm512_srlv_epi32(t28, t29);
            __m512i t31 = _mm512_set1_epi32(1);
            __m512i t32 = _mm512_add_epi32(t30, t31);
            _mm512_storeu_si512(t3, t32);
            i_vec += 16L;
            if (i_vec >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)t4;
        int *t9 = &out[t8];
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t7, &idx[t8]);
        unsigned long t33 = (unsigned long)v;
        unsigned long t34 = t33 & 3UL;
        __m512i t35 = _mm512_set1_epi32((int)(int)t34);
        __m512i t36 = _mm512_set1_epi32(3);
        __m512i t37 = _mm512_and_si512(idx_v_1, t36);
        __m512i t38 = _mm512_add_epi32(t37, t35);
        __m512i t39 = _mm512_srai_epi32(idx_v_1, 2);
        __m512i t40 = _mm512_srai_epi32(t38, 2);
        __m512i t41 = _mm512_add_epi32(t39, t40);
        __m512i t42 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t7, t41, (const int *)(t33 - t34), 4);
        __m512i t43 = _mm512_set1_epi32(3);
        __m512i t44 = _mm512_and_si512(t38, t43);
        __m512i t45 = _mm512_set1_epi32(3);
        __m512i t46 = _mm512_sub_epi32(t45, t44);
        __m512i t47 = _mm512_slli_epi32(t46, 3);
        __m512i t48 = _mm512_sllv_epi32(t42, t47);
        __m512i t49 = _mm512_set1_epi32(24);
        __m512i t50 = _mm512_srlv_epi32(t48, t49);
        __m512i t51 = _mm512_set1_epi32(1);
        __m512i t52 = _mm512_add_epi32(t50, t51);
        __m512i t53 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t52);
        _mm512_mask_storeu_epi32(t9, t7, t53);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = idx[t10];
        out[t10] = (_mm256_zeroupper(), get_u8(v, t11));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_s8(const signed char *v, int n) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:44 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512i idx_v = _mm512_loadu_si512(&idx[i_vec]);
            __mmask16 t3 = _mm512_cmp_epi32_mask(idx_v, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i out_v = _mm512_maskz_loadu_epi32(t3, (int *)((unsigned long)&out + (unsigned long)i_vec * 4UL));
            unsigned long t16 = (unsigned long)v;
            unsigned long t17 = t16 & 3UL;
            __m512i t18 = _mm512_set1_epi32((int)(int)t17);
            __m512i t19 = _mm512_set1_epi32(3);
            __m512i t20 = _mm512_and_si512(idx_v, t19);
            __m512i t21 = _mm512_add_epi32(t20, t18);
            __m512i t22 = _mm512_srai_epi32(idx_v, 2);
            __m512i t23 = _mm512_srai_epi32(t21, 2);
            __m512i t24 = _mm512_add_epi32(t22, t23);
            __m512i t25 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t3, t24, (const int *)(t16 - t17), 4);
            __m512i t26 = _mm512_set1_epi32(3);
            __m512i t27 = _mm512_and_si512(t21, t26);
            __m512i t28 = _mm512_set1_epi32(3);
            __m512i t29 = _mm512_sub_epi32(t28, t27);
            __m512i t30 = _mm512_slli_epi32(t29, 3);
            __m512i t31 = _mm512_sllv_epi32(t25, t30);
            __m512i t32 = _mm512_srai_epi32(t31, 24);
            __m512i t33 = _mm512_set1_epi32(3);
            __m512i t34 = _mm512_mullo_epi32(t32, t33);
            __m512i t35 = _mm512_mask_blend_epi32(t3, (__m512i)(vcc_v16_int){0}, t34);
            __m512i t15 = _mm512_add_epi32(out_v, t35);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t3, t15);
            i_vec += 16L;
            if (i_vec >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)t4;
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t7, &idx[t8]);
        __mmask16 t9 = _mm512_cmp_epi32_mask(idx_v_1, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
        __mmask16 t10 = _kand_mask16(t7, t9);
        __m512i out_v_1 = _mm512_maskz_loadu_epi32(t10, (int *)((unsigned long)&out + (unsigned long)t8 * 4UL));
        unsigned long t37 = (unsigned long)v;
        unsigned long t38 = t37 & 3UL;
        __m512i t39 = _mm512_set1_epi32((int)(int)t38);
        __m512i t40 = _mm512_set1_epi32(3);
        __m512i t41 = _mm512_and_si512(idx_v_1, t40);
        __m512i t42 = _mm512_add_epi32(t41, t39);
        __m512i t43 = _mm512_srai_epi32(idx_v_1, 2);
        __m512i t44 = _mm512_srai_epi32(t42, 2);
        __m512i t45 = _mm512_add_epi32(t43, t44);
        __m512i t46 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t10, t45, (const int *)(t37 - t38), 4);
        __m512i t47 = _mm512_set1_epi32(3);
        __m512i t48 = _mm512_and_si512(t42, t47);
        __m512i t49 = _mm512_set1_epi32(3);
        __m512i t50 = _mm512_sub_epi32(t49, t48);
        __m512i t51 = _mm512_slli_epi32(t50, 3);
        __m512i t52 = _mm512_sllv_epi32(t46, t51);
        __m512i t53 = _mm512_srai_epi32(t52, 24);
        __m512i t54 = _mm512_set1_epi32(3);
        __m512i t55 = _mm512_mullo_epi32(t53, t54);
        __m512i t56 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t55);
        __m512i t36 = _mm512_add_epi32(out_v_1, t56);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t8 * 4UL), t10, t36);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        if (t12 < 1000) {
            int *t13 = &out[t11];
            int t14 = *t13;
            *t13 = t14 + (_mm256_zeroupper(), get_s8(v, t12));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_u16(const unsigned short *v, int n) {
    vcc_no_contract_body
    int t10;
    int i;
    int t25;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512i t4 = (__m512i)((vcc_v16_int)(__m512i)i_v % (vcc_v16_int)_mm512_set1_epi32(4));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(2), _MM_CMPINT_NE);
            __m512i idx_v = _mm512_maskz_loadu_epi32(t5, (int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL));
            __mmask16 t6 = _mm512_cmp_epi32_mask(idx_v, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i t7 = _mm512_maskz_mov_epi32(t6, _mm512_set1_epi32(1));
            __m512i t8 = _mm512_mask_blend_epi32(t5, _mm512_set1_epi32(0), t7);
            __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i out_v = _mm512_maskz_loadu_epi32(t9, (int *)((unsigned long)&out + (unsigned long)i_vec * 4UL));
            __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t9, (int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL));
            unsigned long t31 = (unsigned long)v;
            unsigned long t32 = t31 & 3UL;
            __m512i t33 = _mm512_set1_epi32((int)(int)t32);
            __m512i t34 = _mm512_set1_epi32(1);
            __m512i t35 = _mm512_and_si512(idx_v_1, t34);
            __m512i t36 = _mm512_slli_epi32(t35, 1);
            __m512i t37 = _mm512_add_epi32(t36, t33);
            __m512i t38 = _mm512_srai_epi32(idx_v_1, 1);
            __m512i t39 = _mm512_srai_epi32(t37, 2);
            __m512i t40 = _mm512_add_epi32(t38, t39);
            __m512i t41 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t9, t40, (const int *)(t31 - t32), 4);
            __m512i t42 = _mm512_set1_epi32(3);
            __m512i t43 = _mm512_and_si512(t37, t42);
            __m512i t44 = _mm512_set1_epi32(2);
            __m512i t45 = _mm512_sub_epi32(t44, t43);
            __m512i t46 = _mm512_slli_epi32(t45, 3);
            __m512i t47 = _mm512_sllv_epi32(t41, t46);
            __m512i t48 = _mm512_set1_epi32(16);
            __m512i t49 = _mm512_srlv_epi32(t47, t48);
            __m512i t50 = _mm512_set1_epi32(7);
            __m512i t51 = _mm512_sub_epi32(t49, t50);
            __m512i t52 = _mm512_mask_blend_epi32(t9, (__m512i)(vcc_v16_int){0}, t51);
            __m512i t30 = _mm512_xor_si512(out_v, t52);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t9, t30);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t2) {
                t10 = (int)t2;
                break;
            }
        }
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        __m512i t14 = _mm512_set1_epi32((int)t10);
        __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t16 = (long)t10;
        __m512i t17 = (__m512i)((vcc_v16_int)t15 % (vcc_v16_int)_mm512_set1_epi32(4));
        __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(2), _MM_CMPINT_NE);
        __mmask16 t19 = _kand_mask16(t13, t18);
        __m512i idx_v_2 = _mm512_maskz_loadu_epi32(t19, (int *)((unsigned long)&idx + (unsigned long)t16 * 4UL));
        __mmask16 t20 = _mm512_cmp_epi32_mask(idx_v_2, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
        __m512i t21 = _mm512_maskz_mov_epi32(t20, _mm512_set1_epi32(1));
        __m512i t22 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t24 = _kand_mask16(t13, t23);
        __m512i out_v_1 = _mm512_maskz_loadu_epi32(t24, (int *)((unsigned long)&out + (unsigned long)t16 * 4UL));
        __m512i idx_v_3 = _mm512_maskz_loadu_epi32(t24, (int *)((unsigned long)&idx + (unsigned long)t16 * 4UL));
        unsigned long t54 = (unsigned long)v;
        unsigned long t55 = t54 & 3UL;
        __m512i t56 = _mm512_set1_epi32((int)(int)t55);
        __m512i t57 = _mm512_set1_epi32(1);
        __m512i t58 = _mm512_and_si512(idx_v_3, t57);
        __m512i t59 = _mm512_slli_epi32(t58, 1);
        __m512i t60 = _mm512_add_epi32(t59, t56);
        __m512i t61 = _mm512_srai_epi32(idx_v_3, 1);
        __m512i t62 = _mm512_srai_epi32(t60, 2);
        __m512i t63 = _mm512_add_epi32(t61, t62);
        __m512i t64 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t24, t63, (const int *)(t54 - t55), 4);
        __m512i t65 = _mm512_set1_epi32(3);
        __m512i t66 = _mm512_and_si512(t60, t65);
        __m512i t67 = _mm512_set1_epi32(2);
        __m512i t68 = _mm512_sub_epi32(t67, t66);
        __m512i t69 = _mm512_slli_epi32(t68, 3);
        __m512i t70 = _mm512_sllv_epi32(t64, t69);
        __m512i t71 = _mm512_set1_epi32(16);
        __m512i t72 = _mm512_srlv_epi32(t70, t71);
        __m512i t73 = _mm512_set1_epi32(7);
        __m512i t74 = _mm512_sub_epi32(t72, t73);
        __m512i t75 = _mm512_mask_blend_epi32(t24, (__m512i)(vcc_v16_int){0}, t74);
        __m512i t53 = _mm512_xor_si512(out_v_1, t75);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t24, t53);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t25 = (idx[i] < 1000) != 0;
        } else {
            t25 = 0;
        }
        if (t25) {
            long t26 = (long)i;
            int *t27 = &out[t26];
            int t28 = *t27;
            int t29 = idx[t26];
            *t27 = t28 ^ (_mm256_zeroupper(), get_u16(v, t29));
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void all_s16f(const short *v, int n) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            float *t3 = &fout[i_vec];
            __m512i idx_v = _mm512_loadu_si512(&idx[i_vec]);
            unsigned long t12 = (unsigned long)v;
            unsigned long t13 = t12 & 3UL;
            __m512i t14 = _mm512_set1_epi32((int)(int)t13);
            __m512i t15 = _mm512_set1_epi32(1);
            __m512i t16 = _mm512_and_si512(idx_v, t15);
            __m512i t17 = _mm512_slli_epi32(t16, 1);
            __m512i t18 = _mm512_add_epi32(t17, t14);
            __m512i t19 = _mm512_srai_epi32(idx_v, 1);
            __m512i t20 = _mm512_srai_epi32(t18, 2);
            __m512i t21 = _mm512_add_epi32(t19, t20);
            __mmask16 t22 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            __m512i t23 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t22, t21, (const int *)(t12 - t13), 4);
            __m512i t24 = _mm512_set1_epi32(3);
            __m512i t25 = _mm512_and_si512(t18, t24);
            __m512i t26 = _mm512_set1_epi32(2);
            __m512i t27 = _mm512_sub_epi32(t26, t25);
            __m512i t28 = _mm512_slli_epi32(t27, 3);
            __m512i t29 = _mm512_sllv_epi32(t23, t28);
            __m512i t30 = _mm512_srai_epi32(t29, 16);
            __m512 t31 = _mm512_cvtepi32_ps(t30);
            __m512 t32 = _mm512_set1_ps(0.5f);
            __m512 t33 = _mm512_mul_ps(t31, t32);
            _mm512_storeu_ps(t3, t33);
            i_vec += 16L;
            if (i_vec >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)t4;
        float *t9 = &fout[t8];
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t7, &idx[t8]);
        unsigned long t34 = (unsigned long)v;
        unsigned long t35 = t34 & 3UL;
        __m512i t36 = _mm512_set1_epi32((int)(int)t35);
        __m512i t37 = _mm512_set1_epi32(1);
        __m512i t38 = _mm512_and_si512(idx_v_1, t37);
        __m512i t39 = _mm512_slli_epi32(t38, 1);
        __m512i t40 = _mm512_add_epi32(t39, t36);
        __m512i t41 = _mm512_srai_epi32(idx_v_1, 1);
        __m512i t42 = _mm512_srai_epi32(t40, 2);
        __m512i t43 = _mm512_add_epi32(t41, t42);
        __m512i t44 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t7, t43, (const int *)(t34 - t35), 4);
        __m512i t45 = _mm512_set1_epi32(3);
        __m512i t46 = _mm512_and_si512(t40, t45);
        __m512i t47 = _mm512_set1_epi32(2);
        __m512i t48 = _mm512_sub_epi32(t47, t46);
        __m512i t49 = _mm512_slli_epi32(t48, 3);
        __m512i t50 = _mm512_sllv_epi32(t44, t49);
        __m512i t51 = _mm512_srai_epi32(t50, 16);
        __m512 t52 = _mm512_cvtepi32_ps(t51);
        __m512 t53 = _mm512_set1_ps(0.5f);
        __m512 t54 = _mm512_mul_ps(t52, t53);
        __m512 t55 = _mm512_mask_blend_ps(t7, (__m512)(vcc_v16_float){0}, t54);
        _mm512_mask_storeu_ps(t9, t7, t55);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = idx[t10];
        fout[t10] = (_mm256_zeroupper(), get_s16f(v, t11));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    int t32;
    int k;
    int t118;
    int t147;
    int i;
    for (int off = 0; off < 4; off++) {
        int t9 = off + 98;
        void *t10 = malloc((unsigned long)t9);
        unsigned char *b8 = (unsigned char *)t10;
        void *t11 = malloc((unsigned long)(t9 * 2));
        unsigned short *b16 = (unsigned short *)t11;
        long t12 = (long)off + 98L;
        unsigned long t13 = (unsigned long)t10;
        unsigned long t14 = (unsigned long)t11;
        if ((t12 >= 16L) & (((t13 + (unsigned long)(1L + (t12 - 1L) * 1L)) <= t14) | ((t14 + (unsigned long)(2L + (t12 - 1L) * 2L)) <= t13))) {
            long t15 = t12 & -16L;
            __m256i t16 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec = 0L;
            /* vcc: loop at narrow_gather16.c:67 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 65:29 and the value of the call to `malloc` at 66:31 do not overlap, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i t17 = _mm256_mullo_epi32((__m256i)k_v, _mm256_set1_epi32(37));
                __m256i t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(11));
                vcc_v8_uchar t19 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t18));
                vcc_store(b8 + k_vec, t19);
                __m256i t20 = _mm256_mullo_epi32((__m256i)k_v, _mm256_set1_epi32(40503));
                __m256i t21 = _mm256_add_epi32(t20, _mm256_set1_epi32(7));
                __m128i t22 = _mm256_cvtepi32_epi16(t21);
                _mm_storeu_si128((__m128i *)(b16 + k_vec), t22);
                long t23 = k_vec + 8L;
                __m256i t24 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                __m256i t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(37));
                __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(11));
                vcc_v8_uchar t27 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t26));
                vcc_store(b8 + t23, t27);
                __m256i t28 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(40503));
                __m256i t29 = _mm256_add_epi32(t28, _mm256_set1_epi32(7));
                __m128i t30 = _mm256_cvtepi32_epi16(t29);
                _mm_storeu_si128((__m128i *)(b16 + t23), t30);
                k_vec += 16L;
                __m256i t31 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                if (k_vec >= t15) {
                    break;
                }
                k_v = (vcc_v8_uint)t31;
            }
            t32 = (int)t15;
        } else {
            t32 = 0;
        }
        long t33 = (long)off + (long)t32 * -1L + 98L;
        unsigned long t34 = (unsigned long)t10;
        unsigned long t35 = (unsigned long)t11;
        if ((t33 >= 8L) & (((t34 + (unsigned long)((long)t32 + 1L + (t33 - 1L) * 1L)) <= (t35 + (unsigned long)((long)t32 * 2L))) | ((t35 + (unsigned long)((long)t32 * 2L + 2L + (t33 - 1L) * 2L)) <= (t34 + (unsigned long)(long)t32)))) {
            long t36 = t33 & -8L;
            __m256i t37 = _mm256_set1_epi32((int)t32);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_1 = 0L;
            /* vcc: loop at narrow_gather16.c:67 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 65:29 and the value of the call to `malloc` at 66:31 do not overlap, scalar epilogue */
            for (;;) {
                long t38 = (long)t32 + k_vec_1;
                __m256i t39 = _mm256_mullo_epi32((__m256i)k_v_1, _mm256_set1_epi32(37));
                __m256i t40 = _mm256_add_epi32(t39, _mm256_set1_epi32(11));
                vcc_v8_uchar t41 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t40));
                vcc_store(b8 + t38, t41);
                __m256i t42 = _mm256_mullo_epi32((__m256i)k_v_1, _mm256_set1_epi32(40503));
                __m256i t43 = _mm256_add_epi32(t42, _mm256_set1_epi32(7));
                __m128i t44 = _mm256_cvtepi32_epi16(t43);
                _mm_storeu_si128((__m128i *)(b16 + t38), t44);
                k_vec_1 += 8L;
                __m256i t45 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                if (k_vec_1 >= t36) {
                    break;
                }
                k_v_1 = (vcc_v8_uint)t45;
            }
            k = (int)((long)t32 + t36);
        } else {
            k = t32;
        }
        for (; k < t9; k++) {
            long t46 = (long)k;
            b8[t46] = (unsigned char)(k * 37 + 11);
            b16[t46] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t47 = (long)off;
        const unsigned char *u8 = b8 + t47 + 37;
        const unsigned short *u16 = b16 + t47 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t48 = (int)(unsigned int)s;
            if (1 & (t48 >= 0) & 1 & 1) {
                __m256i t49 = _mm256_set1_epi32(0);
                vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t50 = _mm256_set1_epi32((int)(t48 % 98));
                __m256i t51 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(98));
                vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t51, t52);
                __m256i t53 = _mm256_set1_epi32(0);
                __m256i t54 = _mm256_add_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(7));
                vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
                __m256i t56 = _mm256_set1_epi32(0);
                __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(11));
                vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t57, t58);
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 8, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i t59 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[i_vec], t59);
                    __m256i t60 = _mm256_cmpeq_epi32((__m256i)t2, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t60), _mm256_set1_epi32(60));
                    __m256i t61 = _mm256_cmpeq_epi32((__m256i)t3, _mm256_set1_epi32(5));
                    __m256i t62 = _mm256_add_epi32(_mm256_set1_epi32(1000000), (__m256i)i_v);
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t61), t62);
                    _mm256_storeu_si256((__m256i *)&out[i_vec], (__m256i)i_v);
                    _mm256_storeu_ps(&fout[i_vec], _mm256_set1_ps(0.0f));
                    long t63 = i_vec + 8L;
                    __m256i t64 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                    __m256i t65 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
                    __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(98));
                    __m256i t67 = _mm256_min_epu32(t65, t66);
                    __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t63], t68);
                    __m256i t69 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                    __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(7));
                    __m256i t71 = _mm256_min_epu32(t69, t70);
                    __m256i t72 = _mm256_cmpeq_epi32(t71, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), _mm256_movepi32_mask(t72), _mm256_set1_epi32(60));
                    __m256i t73 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(8));
                    __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(11));
                    __m256i t75 = _mm256_min_epu32(t73, t74);
                    __m256i t76 = _mm256_cmpeq_epi32(t75, _mm256_set1_epi32(5));
                    __m256i t77 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t64);
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), _mm256_movepi32_mask(t76), t77);
                    _mm256_storeu_si256((__m256i *)&out[t63], t64);
                    _mm256_storeu_ps(&fout[t63], _mm256_set1_ps(0.0f));
                    long t78 = i_vec + 16L;
                    __m256i t79 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                    __m256i t80 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(12));
                    __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(98));
                    __m256i t82 = _mm256_min_epu32(t80, t81);
                    __m256i t83 = _mm256_sub_epi32(t82, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t78], t83);
                    __m256i t84 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
                    __m256i t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32(7));
                    __m256i t86 = _mm256_min_epu32(t84, t85);
                    __m256i t87 = _mm256_cmpeq_epi32(t86, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), _mm256_movepi32_mask(t87), _mm256_set1_epi32(60));
                    __m256i t88 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(5));
                    __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(11));
                    __m256i t90 = _mm256_min_epu32(t88, t89);
                    __m256i t91 = _mm256_cmpeq_epi32(t90, _mm256_set1_epi32(5));
                    __m256i t92 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t79);
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), _mm256_movepi32_mask(t91), t92);
                    _mm256_storeu_si256((__m256i *)&out[t78], t79);
                    _mm256_storeu_ps(&fout[t78], _mm256_set1_ps(0.0f));
                    long t93 = i_vec + 24L;
                    __m256i t94 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                    __m256i t95 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(18));
                    __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(98));
                    __m256i t97 = _mm256_min_epu32(t95, t96);
                    __m256i t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t93], t98);
                    __m256i t99 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
                    __m256i t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32(7));
                    __m256i t101 = _mm256_min_epu32(t99, t100);
                    __m256i t102 = _mm256_cmpeq_epi32(t101, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t93 * 4UL), _mm256_movepi32_mask(t102), _mm256_set1_epi32(60));
                    __m256i t103 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(2));
                    __m256i t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32(11));
                    __m256i t105 = _mm256_min_epu32(t103, t104);
                    __m256i t106 = _mm256_cmpeq_epi32(t105, _mm256_set1_epi32(5));
                    __m256i t107 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t94);
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t93 * 4UL), _mm256_movepi32_mask(t106), t107);
                    _mm256_storeu_si256((__m256i *)&out[t93], t94);
                    _mm256_storeu_ps(&fout[t93], _mm256_set1_ps(0.0f));
                    i_vec += 32L;
                    __m256i t108 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                    __m256i t109 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
                    __m256i t110 = _mm256_sub_epi32(t109, _mm256_set1_epi32(98));
                    __m256i t111 = _mm256_min_epu32(t109, t110);
                    __m256i t112 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(4));
                    __m256i t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32(7));
                    __m256i t114 = _mm256_min_epu32(t112, t113);
                    __m256i t115 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(10));
                    __m256i t116 = _mm256_sub_epi32(t115, _mm256_set1_epi32(11));
                    __m256i t117 = _mm256_min_epu32(t115, t116);
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = (vcc_v8_uint)t108;
                    t1 = (vcc_v8_int)t111;
                    t2 = (vcc_v8_int)t114;
                    t3 = (vcc_v8_int)t117;
                }
                t118 = 192;
            } else {
                t118 = 0;
            }
            long t119 = (long)t118 * -1L + 203L;
            int t120 = (int)((unsigned int)(int)((unsigned int)t118 * 13U) + (unsigned int)s);
            if ((t119 >= 8L) & (t120 >= 0) & (t118 >= 0) & (t118 >= 0)) {
                long t121 = t119 & -8L;
                __m256i t122 = _mm256_set1_epi32((int)t118);
                vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t122, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t123 = _mm256_set1_epi32((int)(t120 % 98));
                __m256i t124 = _mm256_add_epi32(t123, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t125 = _mm256_sub_epi32(t124, _mm256_set1_epi32(98));
                vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t124, t125);
                __m256i t126 = _mm256_set1_epi32((int)(t118 % 7));
                __m256i t127 = _mm256_add_epi32(t126, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t128 = _mm256_sub_epi32(t127, _mm256_set1_epi32(7));
                vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t127, t128);
                __m256i t129 = _mm256_set1_epi32((int)(t118 % 11));
                __m256i t130 = _mm256_add_epi32(t129, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t131 = _mm256_sub_epi32(t130, _mm256_set1_epi32(11));
                vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t130, t131);
                long i_vec_1 = 0L;
                /* vcc: loop at narrow_gather16.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    long t132 = (long)t118 + i_vec_1;
                    __m256i t133 = _mm256_sub_epi32((__m256i)t4, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t132], t133);
                    __m256i t134 = _mm256_cmpeq_epi32((__m256i)t5, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t132 * 4UL), _mm256_movepi32_mask(t134), _mm256_set1_epi32(60));
                    __m256i t135 = _mm256_cmpeq_epi32((__m256i)t6, _mm256_set1_epi32(5));
                    __m256i t136 = _mm256_add_epi32(_mm256_set1_epi32(1000000), (__m256i)i_v_1);
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t132 * 4UL), _mm256_movepi32_mask(t135), t136);
                    _mm256_storeu_si256((__m256i *)&out[t132], (__m256i)i_v_1);
                    _mm256_storeu_ps(&fout[t132], _mm256_set1_ps(0.0f));
                    i_vec_1 += 8L;
                    __m256i t137 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                    __m256i t138 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(6));
                    __m256i t139 = _mm256_sub_epi32(t138, _mm256_set1_epi32(98));
                    __m256i t140 = _mm256_min_epu32(t138, t139);
                    __m256i t141 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(1));
                    __m256i t142 = _mm256_sub_epi32(t141, _mm256_set1_epi32(7));
                    __m256i t143 = _mm256_min_epu32(t141, t142);
                    __m256i t144 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(8));
                    __m256i t145 = _mm256_sub_epi32(t144, _mm256_set1_epi32(11));
                    __m256i t146 = _mm256_min_epu32(t144, t145);
                    if (i_vec_1 >= t121) {
                        break;
                    }
                    i_v_1 = (vcc_v8_uint)t137;
                    t4 = (vcc_v8_int)t140;
                    t5 = (vcc_v8_int)t143;
                    t6 = (vcc_v8_int)t146;
                }
                t147 = (int)((long)t118 + t121);
            } else {
                t147 = t118;
            }
            long t148 = (long)t147 * -1L + 203L;
            int t149 = (int)((unsigned int)(int)((unsigned int)t147 * 13U) + (unsigned int)s);
            if ((t148 >= 1L) & (t148 <= 8L) & (t149 >= 0) & (t147 >= 0) & (t147 >= 0)) {
                __m256i t150 = _mm256_set1_epi32((int)(int)t148);
                __m256i t151 = _mm256_cmpgt_epi32(t150, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t152 = _mm256_set1_epi32((int)t147);
                __m256i t153 = _mm256_add_epi32(t152, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t154 = _mm256_set1_epi32((int)(t149 % 98));
                __m256i t155 = _mm256_add_epi32(t154, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t156 = _mm256_sub_epi32(t155, _mm256_set1_epi32(98));
                __m256i t157 = _mm256_min_epu32(t155, t156);
                __m256i t158 = _mm256_set1_epi32((int)(t147 % 7));
                __m256i t159 = _mm256_add_epi32(t158, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t160 = _mm256_sub_epi32(t159, _mm256_set1_epi32(7));
                __m256i t161 = _mm256_min_epu32(t159, t160);
                __m256i t162 = _mm256_set1_epi32((int)(t147 % 11));
                __m256i t163 = _mm256_add_epi32(t162, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t164 = _mm256_sub_epi32(t163, _mm256_set1_epi32(11));
                __m256i t165 = _mm256_min_epu32(t163, t164);
                long t166 = (long)t147;
                __m256i t167 = _mm256_sub_epi32(t157, _mm256_set1_epi32(37));
                _mm256_mask_storeu_epi32(&idx[t166], _mm256_movepi32_mask(t151), t167);
                __m256i t168 = _mm256_cmpeq_epi32(t161, _mm256_set1_epi32(3));
                __m256i t169 = _mm256_and_si256(t151, t168);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t166 * 4UL), _mm256_movepi32_mask(t169), _mm256_set1_epi32(60));
                __m256i t170 = _mm256_cmpeq_epi32(t165, _mm256_set1_epi32(5));
                __m256i t171 = _mm256_and_si256(t151, t170);
                __m256i t172 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t153);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t166 * 4UL), _mm256_movepi32_mask(t171), t172);
                _mm256_mask_storeu_epi32(&out[t166], _mm256_movepi32_mask(t151), t153);
                _mm256_mask_storeu_ps(&fout[t166], _mm256_movepi32_mask(t151), _mm256_set1_ps(0.0f));
                i = (int)((long)t147 + t148);
            } else {
                i = t147;
            }
            for (; i < 203; i++) {
                long t173 = (long)i;
                int *t174 = &idx[t173];
                *t174 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t174 = 60;
                }
                if ((i % 11) == 5) {
                    *t174 = 1000000 + i;
                }
                out[t173] = i;
                fout[t173] = 0.0f;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[i_vec_2]);
                __m256i t175 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)i_vec_2 * 4UL), _mm256_movepi32_mask(t175), _mm256_set1_epi32(-37));
                long t176 = i_vec_2 + 8L;
                __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t176]);
                __m256i t177 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_1, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t176 * 4UL), _mm256_movepi32_mask(t177), _mm256_set1_epi32(-37));
                long t178 = i_vec_2 + 16L;
                __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t178]);
                __m256i t179 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_2, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t178 * 4UL), _mm256_movepi32_mask(t179), _mm256_set1_epi32(-37));
                long t180 = i_vec_2 + 24L;
                __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)&idx[t180]);
                __m256i t181 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_3, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t180 * 4UL), _mm256_movepi32_mask(t181), _mm256_set1_epi32(-37));
                i_vec_2 += 32L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t182 = 192L + i_vec_3;
                __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)&idx[t182]);
                __m256i t183 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_4, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t182 * 4UL), _mm256_movepi32_mask(t183), _mm256_set1_epi32(-37));
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            __m256i t184 = _mm256_set1_epi32(3);
            __m256i t185 = _mm256_cmpgt_epi32(t184, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i idx_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t185), &idx[200]);
            __m256i t186 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_5, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
            __m256i t187 = _mm256_and_si256(t185, t186);
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t187), _mm256_set1_epi32(-37));
            all_u8(u8, n);
            __m256i t188 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_2 = (vcc_v8_uint)_mm256_add_epi32(t188, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t189 = _mm256_set1_epi32(0);
            __m256i t190 = _mm256_add_epi32(t189, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t191 = _mm256_sub_epi32(t190, _mm256_set1_epi32(11));
            vcc_v8_int t7 = (vcc_v8_int)_mm256_min_epu32(t190, t191);
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 8, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t192 = _mm256_cmpeq_epi32((__m256i)t7, _mm256_set1_epi32(5));
                __m256i t193 = _mm256_add_epi32(_mm256_set1_epi32(1000000), (__m256i)i_v_2);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)i_vec_4 * 4UL), _mm256_movepi32_mask(t192), t193);
                __m256i t194 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(8));
                __m256i t195 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(8));
                __m256i t196 = _mm256_sub_epi32(t195, _mm256_set1_epi32(11));
                __m256i t197 = _mm256_min_epu32(t195, t196);
                __m256i t198 = _mm256_cmpeq_epi32(t197, _mm256_set1_epi32(5));
                __m256i t199 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t194);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 8L) * 4UL), _mm256_movepi32_mask(t198), t199);
                __m256i t200 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(16));
                __m256i t201 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(5));
                __m256i t202 = _mm256_sub_epi32(t201, _mm256_set1_epi32(11));
                __m256i t203 = _mm256_min_epu32(t201, t202);
                __m256i t204 = _mm256_cmpeq_epi32(t203, _mm256_set1_epi32(5));
                __m256i t205 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t200);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 16L) * 4UL), _mm256_movepi32_mask(t204), t205);
                __m256i t206 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(24));
                __m256i t207 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(2));
                __m256i t208 = _mm256_sub_epi32(t207, _mm256_set1_epi32(11));
                __m256i t209 = _mm256_min_epu32(t207, t208);
                __m256i t210 = _mm256_cmpeq_epi32(t209, _mm256_set1_epi32(5));
                __m256i t211 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t206);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(i_vec_4 + 24L) * 4UL), _mm256_movepi32_mask(t210), t211);
                i_vec_4 += 32L;
                __m256i t212 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(32));
                __m256i t213 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(10));
                __m256i t214 = _mm256_sub_epi32(t213, _mm256_set1_epi32(11));
                __m256i t215 = _mm256_min_epu32(t213, t214);
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = (vcc_v8_uint)t212;
                t7 = (vcc_v8_int)t215;
            }
            __m256i t216 = _mm256_set1_epi32(192);
            vcc_v8_uint i_v_3 = (vcc_v8_uint)_mm256_add_epi32(t216, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t217 = _mm256_set1_epi32(5);
            __m256i t218 = _mm256_add_epi32(t217, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t219 = _mm256_sub_epi32(t218, _mm256_set1_epi32(11));
            vcc_v8_int t8 = (vcc_v8_int)_mm256_min_epu32(t218, t219);
            long i_vec_5 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t220 = _mm256_cmpeq_epi32((__m256i)t8, _mm256_set1_epi32(5));
                __m256i t221 = _mm256_add_epi32(_mm256_set1_epi32(1000000), (__m256i)i_v_3);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(192L + i_vec_5) * 4UL), _mm256_movepi32_mask(t220), t221);
                i_vec_5 += 8L;
                __m256i t222 = _mm256_add_epi32((__m256i)i_v_3, _mm256_set1_epi32(8));
                __m256i t223 = _mm256_add_epi32((__m256i)t8, _mm256_set1_epi32(8));
                __m256i t224 = _mm256_sub_epi32(t223, _mm256_set1_epi32(11));
                __m256i t225 = _mm256_min_epu32(t223, t224);
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = (vcc_v8_uint)t222;
                t8 = (vcc_v8_int)t225;
            }
            __m256i t226 = _mm256_set1_epi32(3);
            __m256i t227 = _mm256_cmpgt_epi32(t226, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t228 = _mm256_set1_epi32(200);
            __m256i t229 = _mm256_add_epi32(t228, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t230 = _mm256_set1_epi32(2);
            __m256i t231 = _mm256_add_epi32(t230, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t232 = _mm256_sub_epi32(t231, _mm256_set1_epi32(11));
            __m256i t233 = _mm256_min_epu32(t231, t232);
            __m256i t234 = _mm256_cmpeq_epi32(t233, _mm256_set1_epi32(5));
            __m256i t235 = _mm256_and_si256(t227, t234);
            __m256i t236 = _mm256_add_epi32(_mm256_set1_epi32(1000000), t229);
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t235), t236);
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                __m256i idx_v_6 = _mm256_loadu_si256((const __m256i *)&idx[i_vec_6]);
                __m256i t237 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_6, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)i_vec_6 * 4UL), _mm256_movepi32_mask(t237), _mm256_set1_epi32(0));
                long t238 = i_vec_6 + 8L;
                __m256i idx_v_7 = _mm256_loadu_si256((const __m256i *)&idx[t238]);
                __m256i t239 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_7, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t238 * 4UL), _mm256_movepi32_mask(t239), _mm256_set1_epi32(0));
                long t240 = i_vec_6 + 16L;
                __m256i idx_v_8 = _mm256_loadu_si256((const __m256i *)&idx[t240]);
                __m256i t241 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_8, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t240 * 4UL), _mm256_movepi32_mask(t241), _mm256_set1_epi32(0));
                long t242 = i_vec_6 + 24L;
                __m256i idx_v_9 = _mm256_loadu_si256((const __m256i *)&idx[t242]);
                __m256i t243 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_9, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t242 * 4UL), _mm256_movepi32_mask(t243), _mm256_set1_epi32(0));
                i_vec_6 += 32L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t244 = 192L + i_vec_7;
                __m256i idx_v_10 = _mm256_loadu_si256((const __m256i *)&idx[t244]);
                __m256i t245 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_10, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t244 * 4UL), _mm256_movepi32_mask(t245), _mm256_set1_epi32(0));
                i_vec_7 += 8L;
            } while (i_vec_7 < 8L);
            __m256i t246 = _mm256_set1_epi32(3);
            __m256i t247 = _mm256_cmpgt_epi32(t246, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i idx_v_11 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t247), &idx[200]);
            __m256i t248 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_11, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
            __m256i t249 = _mm256_and_si256(t247, t248);
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t249), _mm256_set1_epi32(0));
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_1 = 0; i_1 < 203; i_1++) {
                long t250 = (long)i_1;
                t += (long)out[t250] * (long)(i_1 % 5 + 1);
                f += (double)(fout[t250] * (float)(i_1 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
