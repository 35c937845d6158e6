/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uv_get_u8(const unsigned char *v, __m512i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m512i t3 = _mm512_set1_epi32((int)(int)t2);
    __m512i t4 = _mm512_set1_epi32(3);
    __m512i t5 = _mm512_and_si512(i, t4);
    __m512i t6 = _mm512_add_epi32(t5, t3);
    __m512i t7 = _mm512_set1_epi32(2);
    __m512i t8 = _mm512_srav_epi32(i, t7);
    __m512i t9 = _mm512_set1_epi32(2);
    __m512i t10 = _mm512_srav_epi32(t6, t9);
    __m512i t11 = _mm512_add_epi32(t8, t10);
    __m512i t12 = _mm512_i32gather_epi32(t11, (const int *)(t1 - t2), 4);
    __m512i t13 = _mm512_set1_epi32(3);
    __m512i t14 = _mm512_and_si512(t6, t13);
    __m512i t15 = _mm512_set1_epi32(3);
    __m512i t16 = _mm512_sub_epi32(t15, t14);
    __m512i t17 = _mm512_sllv_epi32(t16, t13);
    __m512i t18 = t12;
    __m512i t19 = t17;
    __m512i t20 = _mm512_sllv_epi32(t18, t19);
    __m512i t21 = _mm512_set1_epi32(24);
    __m512i t22 = t21;
    __m512i t23 = _mm512_srlv_epi32(t20, t22);
    __m512i t24 = t23;
    __m512i t25 = _mm512_set1_epi32(1);
    __m512i t26 = _mm512_add_epi32(t24, t25);
    return t26;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_add_epi32(t5, t3);
    __m256i t7 = _mm256_set1_epi32(2);
    __m256i t8 = _mm256_srav_epi32(i, t7);
    __m256i t9 = _mm256_set1_epi32(2);
    __m256i t10 = _mm256_srav_epi32(t6, t9);
    __m256i t11 = _mm256_add_epi32(t8, t10);
    __m256i t12 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t11, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t6, t13);
    __m256i t15 = _mm256_set1_epi32(3);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_sllv_epi32(t16, t13);
    __m256i t18 = t12;
    __m256i t19 = t17;
    __m256i t20 = _mm256_sllv_epi32(t18, t19);
    __m256i t21 = _mm256_set1_epi32(24);
    __m256i t22 = t21;
    __m256i t23 = _mm256_srlv_epi32(t20, t22);
    __m256i t24 = t23;
    __m256i t25 = _mm256_set1_epi32(1);
    __m256i t26 = _mm256_add_epi32(t24, t25);
    return t26;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_s8(const signed char *v, __m512i i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m512i t4 = _mm512_set1_epi32((int)(int)t3);
    __m512i t5 = _mm512_set1_epi32(3);
    __m512i t6 = _mm512_and_si512(i, t5);
    __m512i t7 = _mm512_add_epi32(t6, t4);
    __m512i t8 = _mm512_set1_epi32(2);
    __m512i t9 = _mm512_srav_epi32(i, t8);
    __m512i t10 = _mm512_set1_epi32(2);
    __m512i t11 = _mm512_srav_epi32(t7, t10);
    __m512i t12 = _mm512_add_epi32(t9, t11);
    __m512i t13 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t1, t12, (const int *)(t2 - t3), 4);
    __m512i t14 = _mm512_set1_epi32(3);
    __m512i t15 = _mm512_and_si512(t7, t14);
    __m512i t16 = _mm512_set1_epi32(3);
    __m512i t17 = _mm512_sub_epi32(t16, t15);
    __m512i t18 = _mm512_sllv_epi32(t17, t14);
    __m512i t19 = t13;
    __m512i t20 = t18;
    __m512i t21 = _mm512_sllv_epi32(t19, t20);
    __m512i t22 = _mm512_set1_epi32(24);
    __m512i t23 = t21;
    __m512i t24 = _mm512_srav_epi32(t23, t22);
    __m512i t25 = _mm512_set1_epi32(3);
    __m512i t26 = t24;
    __m512i t27 = t25;
    __m512i t28 = _mm512_mullo_epi32(t26, t27);
    __m512i t29 = t28;
    __m512i t30 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t29);
    return t30;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(3);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_add_epi32(t6, t4);
    __m256i t8 = _mm256_set1_epi32(2);
    __m256i t9 = _mm256_srav_epi32(i, t8);
    __m256i t10 = _mm256_set1_epi32(2);
    __m256i t11 = _mm256_srav_epi32(t7, t10);
    __m256i t12 = _mm256_add_epi32(t9, t11);
    __m256i t13 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t12, t1, 4);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_and_si256(t7, t14);
    __m256i t16 = _mm256_set1_epi32(3);
    __m256i t17 = _mm256_sub_epi32(t16, t15);
    __m256i t18 = _mm256_sllv_epi32(t17, t14);
    __m256i t19 = t13;
    __m256i t20 = t18;
    __m256i t21 = _mm256_sllv_epi32(t19, t20);
    __m256i t22 = _mm256_set1_epi32(24);
    __m256i t23 = t21;
    __m256i t24 = _mm256_srav_epi32(t23, t22);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = t24;
    __m256i t27 = t25;
    __m256i t28 = _mm256_mullo_epi32(t26, t27);
    __m256i t29 = t28;
    __m256i t30 = _mm256_ternarylogic_epi32(t1, t29, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t30;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_u16(const unsigned short *v, __m512i i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m512i t4 = _mm512_set1_epi32((int)(int)t3);
    __m512i t5 = _mm512_set1_epi32(1);
    __m512i t6 = _mm512_and_si512(i, t5);
    __m512i t7 = _mm512_set1_epi32(1);
    __m512i t8 = _mm512_sllv_epi32(t6, t7);
    __m512i t9 = _mm512_add_epi32(t8, t4);
    __m512i t10 = _mm512_set1_epi32(1);
    __m512i t11 = _mm512_srav_epi32(i, t10);
    __m512i t12 = _mm512_set1_epi32(2);
    __m512i t13 = _mm512_srav_epi32(t9, t12);
    __m512i t14 = _mm512_add_epi32(t11, t13);
    __m512i t15 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t1, t14, (const int *)(t2 - t3), 4);
    __m512i t16 = _mm512_set1_epi32(3);
    __m512i t17 = _mm512_and_si512(t9, t16);
    __m512i t18 = _mm512_set1_epi32(2);
    __m512i t19 = _mm512_sub_epi32(t18, t17);
    __m512i t20 = _mm512_sllv_epi32(t19, t16);
    __m512i t21 = t15;
    __m512i t22 = t20;
    __m512i t23 = _mm512_sllv_epi32(t21, t22);
    __m512i t24 = _mm512_set1_epi32(16);
    __m512i t25 = t24;
    __m512i t26 = _mm512_srlv_epi32(t23, t25);
    __m512i t27 = t26;
    __m512i t28 = _mm512_set1_epi32(7);
    __m512i t29 = t27;
    __m512i t30 = t28;
    __m512i t31 = _mm512_sub_epi32(t29, t30);
    __m512i t32 = t31;
    __m512i t33 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t32);
    return t33;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(1);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_set1_epi32(1);
    __m256i t8 = _mm256_sllv_epi32(t6, t7);
    __m256i t9 = _mm256_add_epi32(t8, t4);
    __m256i t10 = _mm256_set1_epi32(1);
    __m256i t11 = _mm256_srav_epi32(i, t10);
    __m256i t12 = _mm256_set1_epi32(2);
    __m256i t13 = _mm256_srav_epi32(t9, t12);
    __m256i t14 = _mm256_add_epi32(t11, t13);
    __m256i t15 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t14, t1, 4);
    __m256i t16 = _mm256_set1_epi32(3);
    __m256i t17 = _mm256_and_si256(t9, t16);
    __m256i t18 = _mm256_set1_epi32(2);
    __m256i t19 = _mm256_sub_epi32(t18, t17);
    __m256i t20 = _mm256_sllv_epi32(t19, t16);
    __m256i t21 = t15;
    __m256i t22 = t20;
    __m256i t23 = _mm256_sllv_epi32(t21, t22);
    __m256i t24 = _mm256_set1_epi32(16);
    __m256i t25 = t24;
    __m256i t26 = _mm256_srlv_epi32(t23, t25);
    __m256i t27 = t26;
    __m256i t28 = _mm256_set1_epi32(7);
    __m256i t29 = t27;
    __m256i t30 = t28;
    __m256i t31 = _mm256_sub_epi32(t29, t30);
    __m256i t32 = t31;
    __m256i t33 = _mm256_ternarylogic_epi32(t1, t32, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t33;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uv_get_s16f(const short *v, __m512i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m512i t3 = _mm512_set1_epi32((int)(int)t2);
    __m512i t4 = _mm512_set1_epi32(1);
    __m512i t5 = _mm512_and_si512(i, t4);
    __m512i t6 = _mm512_set1_epi32(1);
    __m512i t7 = _mm512_sllv_epi32(t5, t6);
    __m512i t8 = _mm512_add_epi32(t7, t3);
    __m512i t9 = _mm512_set1_epi32(1);
    __m512i t10 = _mm512_srav_epi32(i, t9);
    __m512i t11 = _mm512_set1_epi32(2);
    __m512i t12 = _mm512_srav_epi32(t8, t11);
    __m512i t13 = _mm512_add_epi32(t10, t12);
    __m512i t14 = _mm512_i32gather_epi32(t13, (const int *)(t1 - t2), 4);
    __m512i t15 = _mm512_set1_epi32(3);
    __m512i t16 = _mm512_and_si512(t8, t15);
    __m512i t17 = _mm512_set1_epi32(2);
    __m512i t18 = _mm512_sub_epi32(t17, t16);
    __m512i t19 = _mm512_sllv_epi32(t18, t15);
    __m512i t20 = t14;
    __m512i t21 = t19;
    __m512i t22 = _mm512_sllv_epi32(t20, t21);
    __m512i t23 = _mm512_set1_epi32(16);
    __m512i t24 = t22;
    __m512i t25 = _mm512_srav_epi32(t24, t23);
    __m512 t26 = _mm512_cvtepi32_ps(t25);
    __m512 t27 = _mm512_set1_ps(0.5f);
    __m512 t28 = _mm512_mul_ps(t26, t27);
    return t28;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i) {
    vcc_no_contract_body
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_set1_epi32(1);
    __m256i t7 = _mm256_sllv_epi32(t5, t6);
    __m256i t8 = _mm256_add_epi32(t7, t3);
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_srav_epi32(i, t9);
    __m256i t11 = _mm256_set1_epi32(2);
    __m256i t12 = _mm256_srav_epi32(t8, t11);
    __m256i t13 = _mm256_add_epi32(t10, t12);
    __m256i t14 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t13, 4);
    __m256i t15 = _mm256_set1_epi32(3);
    __m256i t16 = _mm256_and_si256(t8, t15);
    __m256i t17 = _mm256_set1_epi32(2);
    __m256i t18 = _mm256_sub_epi32(t17, t16);
    __m256i t19 = _mm256_sllv_epi32(t18, t15);
    __m256i t20 = t14;
    __m256i t21 = t19;
    __m256i t22 = _mm256_sllv_epi32(t20, t21);
    __m256i t23 = _mm256_set1_epi32(16);
    __m256i t24 = t22;
    __m256i t25 = _mm256_srav_epi32(t24, t23);
    __m256 t26 = _mm256_cvtepi32_ps(t25);
    __m256 t27 = _mm256_set1_ps(0.5f);
    __m256 t28 = _mm256_mul_ps(t26, t27);
    return t28;
}

#define M 203
int idx[M], out[M];
float fout[M];

extern __typeof__(idx) idx __attribute__((aligned(64)));
extern __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void all_u8(const unsigned char *v, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            long t3 = (long)(int)i_vec;
            int *t4 = &out[t3];
            __m512i idx_v = _mm512_loadu_si512(&idx[t3]);
            unsigned long t13 = (unsigned long)v;
            unsigned long t14 = t13 & 3UL;
            __m512i t15 = _mm512_set1_epi32((int)(int)t14);
            __m512i t16 = _mm512_set1_epi32(3);
            __m512i t17 = _mm512_and_si512(idx_v, t16);
            __m512i t18 = _mm512_add_epi32(t17, t15);
            __m512i t19 = _mm512_set1_epi32(2);
            __m512i t20 = _mm512_srav_epi32(idx_v, t19);
            __m512i t21 = _mm512_set1_epi32(2);
            __m512i t22 = _mm512_srav_epi32(t18, t21);
            __m512i t23 = _mm512_add_epi32(t20, t22);
            __m512i t24 = _mm512_i32gather_epi32(t23, (const int *)(t13 - t14), 4);
            __m512i t25 = _mm512_set1_epi32(3);
            __m512i t26 = _mm512_and_si512(t18, t25);
            __m512i t27 = _mm512_set1_epi32(3);
            __m512i t28 = _mm512_sub_epi32(t27, t26);
            __m512i t29 = _mm512_sllv_epi32(t28, t25);
            __m512i t30 = t24;
            __m512i t31 = t29;
            __m512i t32 = _mm512_sllv_epi32(t30, t31);
            __m512i t33 = _mm512_set1_epi32(24);
            __m512i t34 = t33;
            __m512i t35 = _mm512_srlv_epi32(t32, t34);
            __m512i t36 = t35;
            __m512i t37 = _mm512_set1_epi32(1);
            __m512i t38 = _mm512_add_epi32(t36, t37);
            _mm512_storeu_si512(t4, t38);
            i_vec += 16L;
            if (i_vec >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)(int)(long)t5;
        int *t10 = &out[t9];
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t8, &idx[t9]);
        unsigned long t39 = (unsigned long)v;
        unsigned long t40 = t39 & 3UL;
        __m512i t41 = _mm512_set1_epi32((int)(int)t40);
        __m512i t42 = _mm512_set1_epi32(3);
        __m512i t43 = _mm512_and_si512(idx_v_1, t42);
        __m512i t44 = _mm512_add_epi32(t43, t41);
        __m512i t45 = _mm512_set1_epi32(2);
        __m512i t46 = _mm512_srav_epi32(idx_v_1, t45);
        __m512i t47 = _mm512_set1_epi32(2);
        __m512i t48 = _mm512_srav_epi32(t44, t47);
        __m512i t49 = _mm512_add_epi32(t46, t48);
        __m512i t50 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t8, t49, (const int *)(t39 - t40), 4);
        __m512i t51 = _mm512_set1_epi32(3);
        __m512i t52 = _mm512_and_si512(t44, t51);
        __m512i t53 = _mm512_set1_epi32(3);
        __m512i t54 = _mm512_sub_epi32(t53, t52);
        __m512i t55 = _mm512_sllv_epi32(t54, t51);
        __m512i t56 = t50;
        __m512i t57 = t55;
        __m512i t58 = _mm512_sllv_epi32(t56, t57);
        __m512i t59 = _mm512_set1_epi32(24);
        __m512i t60 = t59;
        __m512i t61 = _mm512_srlv_epi32(t58, t60);
        __m512i t62 = t61;
        __m512i t63 = _mm512_set1_epi32(1);
        __m512i t64 = t62;
        __m512i t65 = t63;
        __m512i t66 = _mm512_add_epi32(t64, t65);
        __m512i t67 = t66;
        __m512i t68 = _mm512_mask_blend_epi32(t8, (__m512i)(vcc_v16_int){0}, t67);
        _mm512_mask_storeu_epi32(t10, t8, t68);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        out[t11] = (_mm256_zeroupper(), get_u8(v, t12));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_s8(const signed char *v, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:44 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            long t3 = (long)(int)i_vec;
            __m512i idx_v = _mm512_loadu_si512(&idx[t3]);
            __mmask16 t4 = _mm512_cmp_epi32_mask(idx_v, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i out_v = _mm512_maskz_loadu_epi32(t4, (int *)((unsigned long)&out + (unsigned long)t3 * 4UL));
            unsigned long t20 = (unsigned long)v;
            unsigned long t21 = t20 & 3UL;
            __m512i t22 = _mm512_set1_epi32((int)(int)t21);
            __m512i t23 = _mm512_set1_epi32(3);
            __m512i t24 = _mm512_and_si512(idx_v, t23);
            __m512i t25 = _mm512_add_epi32(t24, t22);
            __m512i t26 = _mm512_set1_epi32(2);
            __m512i t27 = _mm512_srav_epi32(idx_v, t26);
            __m512i t28 = _mm512_set1_epi32(2);
            __m512i t29 = _mm512_srav_epi32(t25, t28);
            __m512i t30 = _mm512_add_epi32(t27, t29);
            __m512i t31 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t4, t30, (const int *)(t20 - t21), 4);
            __m512i t32 = _mm512_set1_epi32(3);
            __m512i t33 = _mm512_and_si512(t25, t32);
            __m512i t34 = _mm512_set1_epi32(3);
            __m512i t35 = _mm512_sub_epi32(t34, t33);
            __m512i t36 = _mm512_sllv_epi32(t35, t32);
            __m512i t37 = t31;
            __m512i t38 = t36;
            __m512i t39 = _mm512_sllv_epi32(t37, t38);
            __m512i t40 = _mm512_set1_epi32(24);
            __m512i t41 = t39;
            __m512i t42 = _mm512_srav_epi32(t41, t40);
            __m512i t43 = _mm512_set1_epi32(3);
            __m512i t44 = t42;
            __m512i t45 = t43;
            __m512i t46 = _mm512_mullo_epi32(t44, t45);
            __m512i t47 = t46;
            __m512i t48 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, t47);
            __m512i t16 = out_v;
            __m512i t17 = t48;
            __m512i t18 = _mm512_add_epi32(t16, t17);
            __m512i t19 = t18;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t3 * 4UL), t4, t19);
            i_vec += 16L;
            if (i_vec >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)(int)(long)t5;
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t8, &idx[t9]);
        __mmask16 t10 = _mm512_cmp_epi32_mask(idx_v_1, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
        __mmask16 t11 = _kand_mask16(t8, t10);
        __m512i out_v_1 = _mm512_maskz_loadu_epi32(t11, (int *)((unsigned long)&out + (unsigned long)t9 * 4UL));
        unsigned long t53 = (unsigned long)v;
        unsigned long t54 = t53 & 3UL;
        __m512i t55 = _mm512_set1_epi32((int)(int)t54);
        __m512i t56 = _mm512_set1_epi32(3);
        __m512i t57 = _mm512_and_si512(idx_v_1, t56);
        __m512i t58 = _mm512_add_epi32(t57, t55);
        __m512i t59 = _mm512_set1_epi32(2);
        __m512i t60 = _mm512_srav_epi32(idx_v_1, t59);
        __m512i t61 = _mm512_set1_epi32(2);
        __m512i t62 = _mm512_srav_epi32(t58, t61);
        __m512i t63 = _mm512_add_epi32(t60, t62);
        __m512i t64 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t11, t63, (const int *)(t53 - t54), 4);
        __m512i t65 = _mm512_set1_epi32(3);
        __m512i t66 = _mm512_and_si512(t58, t65);
        __m512i t67 = _mm512_set1_epi32(3);
        __m512i t68 = _mm512_sub_epi32(t67, t66);
        __m512i t69 = _mm512_sllv_epi32(t68, t65);
        __m512i t70 = t64;
        __m512i t71 = t69;
        __m512i t72 = _mm512_sllv_epi32(t70, t71);
        __m512i t73 = _mm512_set1_epi32(24);
        __m512i t74 = t72;
        __m512i t75 = _mm512_srav_epi32(t74, t73);
        __m512i t76 = _mm512_set1_epi32(3);
        __m512i t77 = t75;
        __m512i t78 = t76;
        __m512i t79 = _mm512_mullo_epi32(t77, t78);
        __m512i t80 = t79;
        __m512i t81 = _mm512_mask_blend_epi32(t11, (__m512i)(vcc_v16_int){0}, t80);
        __m512i t49 = out_v_1;
        __m512i t50 = t81;
        __m512i t51 = _mm512_add_epi32(t49, t50);
        __m512i t52 = t51;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t9 * 4UL), t11, t52);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t13 = idx[t12];
        if (t13 < 1000) {
            int *t14 = &out[t12];
            int t15 = *t14;
            *t14 = t15 + (_mm256_zeroupper(), get_s8(v, t13));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_u16(const unsigned short *v, int n) {
    vcc_no_contract_body
    int t13;
    int i;
    int t31;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t5 = (int)i_vec;
            __m512i i_v_1 = i_v;
            __m512i t6 = (__m512i)((vcc_v16_int)i_v_1 % (vcc_v16_int)_mm512_set1_epi32(4));
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(2), _MM_CMPINT_NE);
            __m512i idx_v = _mm512_maskz_loadu_epi32(t7, (int *)((unsigned long)&idx + (unsigned long)(long)t5 * 4UL));
            __mmask16 t8 = _mm512_cmp_epi32_mask(idx_v, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i t9 = _mm512_maskz_mov_epi32(t8, _mm512_set1_epi32(1));
            __m512i t10 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), t9);
            __mmask16 t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            long t12 = (long)t5;
            __m512i out_v = _mm512_maskz_loadu_epi32(t11, (int *)((unsigned long)&out + (unsigned long)t12 * 4UL));
            __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t11, (int *)((unsigned long)&idx + (unsigned long)t12 * 4UL));
            unsigned long t37 = (unsigned long)v;
            unsigned long t38 = t37 & 3UL;
            __m512i t39 = _mm512_set1_epi32((int)(int)t38);
            __m512i t40 = _mm512_set1_epi32(1);
            __m512i t41 = _mm512_and_si512(idx_v_1, t40);
            __m512i t42 = _mm512_set1_epi32(1);
            __m512i t43 = _mm512_sllv_epi32(t41, t42);
            __m512i t44 = _mm512_add_epi32(t43, t39);
            __m512i t45 = _mm512_set1_epi32(1);
            __m512i t46 = _mm512_srav_epi32(idx_v_1, t45);
            __m512i t47 = _mm512_set1_epi32(2);
            __m512i t48 = _mm512_srav_epi32(t44, t47);
            __m512i t49 = _mm512_add_epi32(t46, t48);
            __m512i t50 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t11, t49, (const int *)(t37 - t38), 4);
            __m512i t51 = _mm512_set1_epi32(3);
            __m512i t52 = _mm512_and_si512(t44, t51);
            __m512i t53 = _mm512_set1_epi32(2);
            __m512i t54 = _mm512_sub_epi32(t53, t52);
            __m512i t55 = _mm512_sllv_epi32(t54, t51);
            __m512i t56 = t50;
            __m512i t57 = t55;
            __m512i t58 = _mm512_sllv_epi32(t56, t57);
            __m512i t59 = _mm512_set1_epi32(16);
            __m512i t60 = t59;
            __m512i t61 = _mm512_srlv_epi32(t58, t60);
            __m512i t62 = t61;
            __m512i t63 = _mm512_set1_epi32(7);
            __m512i t64 = t62;
            __m512i t65 = t63;
            __m512i t66 = _mm512_sub_epi32(t64, t65);
            __m512i t67 = t66;
            __m512i t68 = _mm512_mask_blend_epi32(t11, (__m512i)(vcc_v16_int){0}, t67);
            __m512i t36 = _mm512_xor_si512(out_v, t68);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t11, t36);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            if (i_vec >= t2) {
                t13 = (int)t2;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        __m512i t17 = _mm512_set1_epi32((int)t13);
        __m512i t18 = t17;
        __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t20 = (int)(long)t13;
        __m512i i_v_2 = t19;
        __m512i t21 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(1), _mm512_set1_epi32(4));
        __m512i t22 = (__m512i)((vcc_v16_int)i_v_2 % (vcc_v16_int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(2), _MM_CMPINT_NE);
        __mmask16 t24 = _kand_mask16(t16, t23);
        __m512i idx_v_2 = _mm512_maskz_loadu_epi32(t24, (int *)((unsigned long)&idx + (unsigned long)(long)t20 * 4UL));
        __mmask16 t25 = _mm512_cmp_epi32_mask(idx_v_2, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
        __m512i t26 = _mm512_maskz_mov_epi32(t25, _mm512_set1_epi32(1));
        __m512i t27 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32(0), t26);
        __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t29 = _kand_mask16(t16, t28);
        long t30 = (long)t20;
        __m512i out_v_1 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)&out + (unsigned long)t30 * 4UL));
        __m512i idx_v_3 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)&idx + (unsigned long)t30 * 4UL));
        unsigned long t70 = (unsigned long)v;
        unsigned long t71 = t70 & 3UL;
        __m512i t72 = _mm512_set1_epi32((int)(int)t71);
        __m512i t73 = _mm512_set1_epi32(1);
        __m512i t74 = _mm512_and_si512(idx_v_3, t73);
        __m512i t75 = _mm512_set1_epi32(1);
        __m512i t76 = _mm512_sllv_epi32(t74, t75);
        __m512i t77 = _mm512_add_epi32(t76, t72);
        __m512i t78 = _mm512_set1_epi32(1);
        __m512i t79 = _mm512_srav_epi32(idx_v_3, t78);
        __m512i t80 = _mm512_set1_epi32(2);
        __m512i t81 = _mm512_srav_epi32(t77, t80);
        __m512i t82 = _mm512_add_epi32(t79, t81);
        __m512i t83 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t29, t82, (const int *)(t70 - t71), 4);
        __m512i t84 = _mm512_set1_epi32(3);
        __m512i t85 = _mm512_and_si512(t77, t84);
        __m512i t86 = _mm512_set1_epi32(2);
        __m512i t87 = _mm512_sub_epi32(t86, t85);
        __m512i t88 = _mm512_sllv_epi32(t87, t84);
        __m512i t89 = t83;
        __m512i t90 = t88;
        __m512i t91 = _mm512_sllv_epi32(t89, t90);
        __m512i t92 = _mm512_set1_epi32(16);
        __m512i t93 = t92;
        __m512i t94 = _mm512_srlv_epi32(t91, t93);
        __m512i t95 = t94;
        __m512i t96 = _mm512_set1_epi32(7);
        __m512i t97 = t95;
        __m512i t98 = t96;
        __m512i t99 = _mm512_sub_epi32(t97, t98);
        __m512i t100 = t99;
        __m512i t101 = _mm512_mask_blend_epi32(t29, (__m512i)(vcc_v16_int){0}, t100);
        __m512i t69 = _mm512_xor_si512(out_v_1, t101);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t30 * 4UL), t29, t69);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t31 = (idx[i] < 1000) != 0;
        } else {
            t31 = 0;
        }
        if (t31) {
            long t32 = (long)i;
            int *t33 = &out[t32];
            int t34 = *t33;
            int t35 = idx[t32];
            *t33 = t34 ^ (_mm256_zeroupper(), get_u16(v, t35));
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void all_s16f(const short *v, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            long t3 = (long)(int)i_vec;
            float *t4 = &fout[t3];
            __m512i idx_v = _mm512_loadu_si512(&idx[t3]);
            unsigned long t13 = (unsigned long)v;
            unsigned long t14 = t13 & 3UL;
            __m512i t15 = _mm512_set1_epi32((int)(int)t14);
            __m512i t16 = _mm512_set1_epi32(1);
            __m512i t17 = _mm512_and_si512(idx_v, t16);
            __m512i t18 = _mm512_set1_epi32(1);
            __m512i t19 = _mm512_sllv_epi32(t17, t18);
            __m512i t20 = _mm512_add_epi32(t19, t15);
            __m512i t21 = _mm512_set1_epi32(1);
            __m512i t22 = _mm512_srav_epi32(idx_v, t21);
            __m512i t23 = _mm512_set1_epi32(2);
            __m512i t24 = _mm512_srav_epi32(t20, t23);
            __m512i t25 = _mm512_add_epi32(t22, t24);
            __m512i t26 = _mm512_i32gather_epi32(t25, (const int *)(t13 - t14), 4);
            __m512i t27 = _mm512_set1_epi32(3);
            __m512i t28 = _mm512_and_si512(t20, t27);
            __m512i t29 = _mm512_set1_epi32(2);
            __m512i t30 = _mm512_sub_epi32(t29, t28);
            __m512i t31 = _mm512_sllv_epi32(t30, t27);
            __m512i t32 = t26;
            __m512i t33 = t31;
            __m512i t34 = _mm512_sllv_epi32(t32, t33);
            __m512i t35 = _mm512_set1_epi32(16);
            __m512i t36 = t34;
            __m512i t37 = _mm512_srav_epi32(t36, t35);
            __m512 t38 = _mm512_cvtepi32_ps(t37);
            __m512 t39 = _mm512_set1_ps(0.5f);
            __m512 t40 = _mm512_mul_ps(t38, t39);
            _mm512_storeu_ps(t4, t40);
            i_vec += 16L;
            if (i_vec >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)(int)(long)t5;
        float *t10 = &fout[t9];
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t8, &idx[t9]);
        unsigned long t41 = (unsigned long)v;
        unsigned long t42 = t41 & 3UL;
        __m512i t43 = _mm512_set1_epi32((int)(int)t42);
        __m512i t44 = _mm512_set1_epi32(1);
        __m512i t45 = _mm512_and_si512(idx_v_1, t44);
        __m512i t46 = _mm512_set1_epi32(1);
        __m512i t47 = _mm512_sllv_epi32(t45, t46);
        __m512i t48 = _mm512_add_epi32(t47, t43);
        __m512i t49 = _mm512_set1_epi32(1);
        __m512i t50 = _mm512_srav_epi32(idx_v_1, t49);
        __m512i t51 = _mm512_set1_epi32(2);
        __m512i t52 = _mm512_srav_epi32(t48, t51);
        __m512i t53 = _mm512_add_epi32(t50, t52);
        __m512i t54 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t8, t53, (const int *)(t41 - t42), 4);
        __m512i t55 = _mm512_set1_epi32(3);
        __m512i t56 = _mm512_and_si512(t48, t55);
        __m512i t57 = _mm512_set1_epi32(2);
        __m512i t58 = _mm512_sub_epi32(t57, t56);
        __m512i t59 = _mm512_sllv_epi32(t58, t55);
        __m512i t60 = t54;
        __m512i t61 = t59;
        __m512i t62 = _mm512_sllv_epi32(t60, t61);
        __m512i t63 = _mm512_set1_epi32(16);
        __m512i t64 = t62;
        __m512i t65 = _mm512_srav_epi32(t64, t63);
        __m512 t66 = _mm512_cvtepi32_ps(t65);
        __m512 t67 = _mm512_set1_ps(0.5f);
        __m512 t68 = _mm512_mul_ps(t66, t67);
        __m512 t69 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t68);
        _mm512_mask_storeu_ps(t10, t8, t69);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        fout[t11] = (_mm256_zeroupper(), get_s16f(v, t12));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    int t126;
    int t171;
    int i;
    for (int off = 0; off < 4; off++) {
        int t9 = off + 98;
        unsigned char *b8 = (unsigned char *)malloc((unsigned long)t9);
        unsigned short *b16 = (unsigned short *)malloc((unsigned long)(t9 * 2));
        for (int k = 0; k < t9; k++) {
            long t10 = (long)k;
            b8[t10] = (unsigned char)(k * 37 + 11);
            b16[t10] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t11 = (long)off;
        const unsigned char *u8 = b8 + t11 + 37;
        const unsigned short *u16 = b16 + t11 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t12 = (int)(unsigned int)s;
            if (1 & (t12 >= 0) & 1 & 1) {
                __m256i t13 = _mm256_set1_epi32(0);
                __m256i t14 = t13;
                __m256i i_v = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t15 = _mm256_set1_epi32((int)(t12 % 98));
                __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t17 = t16;
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(98));
                __m256i t19 = _mm256_min_epu32(t17, t18);
                __m256i t1 = t19;
                __m256i t20 = _mm256_set1_epi32(0);
                __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(7));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256i t2 = t24;
                __m256i t25 = _mm256_set1_epi32(0);
                __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t27 = t26;
                __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(11));
                __m256i t29 = _mm256_min_epu32(t27, t28);
                __m256i t3 = t29;
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 8, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i i_v_4 = i_v;
                    long t30 = (long)(int)i_vec;
                    __m256i t31 = _mm256_sub_epi32(t1, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t30], t31);
                    __m256i t32 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t30 * 4UL), _mm256_movepi32_mask(t32), _mm256_set1_epi32(60));
                    __m256i t33 = _mm256_cmpeq_epi32(t3, _mm256_set1_epi32(5));
                    __m256i t34 = _mm256_set1_epi32(1000000);
                    __m256i t35 = i_v_4;
                    __m256i t36 = _mm256_add_epi32(t34, t35);
                    __m256i t37 = t36;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t30 * 4UL), _mm256_movepi32_mask(t33), t37);
                    _mm256_storeu_si256((__m256i *)&out[t30], i_v_4);
                    _mm256_storeu_ps(&fout[t30], _mm256_set1_ps(0.0f));
                    __m256i t38 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                    __m256i i_v_5 = t38;
                    long t39 = (long)(int)(i_vec + 8L);
                    __m256i t40 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
                    __m256i t41 = t40;
                    __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(98));
                    __m256i t43 = _mm256_min_epu32(t41, t42);
                    __m256i t44 = t43;
                    __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t39], t45);
                    __m256i t46 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                    __m256i t47 = t46;
                    __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(7));
                    __m256i t49 = _mm256_min_epu32(t47, t48);
                    __m256i t50 = t49;
                    __m256i t51 = _mm256_cmpeq_epi32(t50, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t39 * 4UL), _mm256_movepi32_mask(t51), _mm256_set1_epi32(60));
                    __m256i t52 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t53 = t52;
                    __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(11));
                    __m256i t55 = _mm256_min_epu32(t53, t54);
                    __m256i t56 = t55;
                    __m256i t57 = _mm256_cmpeq_epi32(t56, _mm256_set1_epi32(5));
                    __m256i t58 = _mm256_set1_epi32(1000000);
                    __m256i t59 = i_v_5;
                    __m256i t60 = _mm256_add_epi32(t58, t59);
                    __m256i t61 = t60;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t39 * 4UL), _mm256_movepi32_mask(t57), t61);
                    _mm256_storeu_si256((__m256i *)&out[t39], i_v_5);
                    _mm256_storeu_ps(&fout[t39], _mm256_set1_ps(0.0f));
                    __m256i t62 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                    __m256i i_v_6 = t62;
                    long t63 = (long)(int)(i_vec + 16L);
                    __m256i t64 = _mm256_add_epi32(t1, _mm256_set1_epi32(12));
                    __m256i t65 = t64;
                    __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(98));
                    __m256i t67 = _mm256_min_epu32(t65, t66);
                    __m256i t68 = t67;
                    __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t63], t69);
                    __m256i t70 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
                    __m256i t71 = t70;
                    __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(7));
                    __m256i t73 = _mm256_min_epu32(t71, t72);
                    __m256i t74 = t73;
                    __m256i t75 = _mm256_cmpeq_epi32(t74, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), _mm256_movepi32_mask(t75), _mm256_set1_epi32(60));
                    __m256i t76 = _mm256_add_epi32(t3, _mm256_set1_epi32(5));
                    __m256i t77 = t76;
                    __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(11));
                    __m256i t79 = _mm256_min_epu32(t77, t78);
                    __m256i t80 = t79;
                    __m256i t81 = _mm256_cmpeq_epi32(t80, _mm256_set1_epi32(5));
                    __m256i t82 = _mm256_set1_epi32(1000000);
                    __m256i t83 = i_v_6;
                    __m256i t84 = _mm256_add_epi32(t82, t83);
                    __m256i t85 = t84;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), _mm256_movepi32_mask(t81), t85);
                    _mm256_storeu_si256((__m256i *)&out[t63], i_v_6);
                    _mm256_storeu_ps(&fout[t63], _mm256_set1_ps(0.0f));
                    __m256i t86 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
                    __m256i i_v_7 = t86;
                    long t87 = (long)(int)(i_vec + 24L);
                    __m256i t88 = _mm256_add_epi32(t1, _mm256_set1_epi32(18));
                    __m256i t89 = t88;
                    __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(98));
                    __m256i t91 = _mm256_min_epu32(t89, t90);
                    __m256i t92 = t91;
                    __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t87], t93);
                    __m256i t94 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                    __m256i t95 = t94;
                    __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(7));
                    __m256i t97 = _mm256_min_epu32(t95, t96);
                    __m256i t98 = t97;
                    __m256i t99 = _mm256_cmpeq_epi32(t98, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), _mm256_movepi32_mask(t99), _mm256_set1_epi32(60));
                    __m256i t100 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
                    __m256i t101 = t100;
                    __m256i t102 = _mm256_sub_epi32(t101, _mm256_set1_epi32(11));
                    __m256i t103 = _mm256_min_epu32(t101, t102);
                    __m256i t104 = t103;
                    __m256i t105 = _mm256_cmpeq_epi32(t104, _mm256_set1_epi32(5));
                    __m256i t106 = _mm256_set1_epi32(1000000);
                    __m256i t107 = i_v_7;
                    __m256i t108 = _mm256_add_epi32(t106, t107);
                    __m256i t109 = t108;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), _mm256_movepi32_mask(t105), t109);
                    _mm256_storeu_si256((__m256i *)&out[t87], i_v_7);
                    _mm256_storeu_ps(&fout[t87], _mm256_set1_ps(0.0f));
                    i_vec += 32L;
                    __m256i t110 = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
                    __m256i t111 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
                    __m256i t112 = t111;
                    __m256i t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32(98));
                    __m256i t114 = _mm256_min_epu32(t112, t113);
                    __m256i t115 = t114;
                    __m256i t116 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
                    __m256i t117 = t116;
                    __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(7));
                    __m256i t119 = _mm256_min_epu32(t117, t118);
                    __m256i t120 = t119;
                    __m256i t121 = _mm256_add_epi32(t3, _mm256_set1_epi32(10));
                    __m256i t122 = t121;
                    __m256i t123 = _mm256_sub_epi32(t122, _mm256_set1_epi32(11));
                    __m256i t124 = _mm256_min_epu32(t122, t123);
                    __m256i t125 = t124;
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = t110;
                    t1 = t115;
                    t2 = t120;
                    t3 = t125;
                }
                t126 = 192;
            } else {
                t126 = 0;
            }
            long t127 = (long)t126 * -1L + 203L;
            int t128 = (int)((unsigned int)(int)((unsigned int)t126 * 13U) + (unsigned int)s);
            if ((t127 >= 8L) & (t128 >= 0) & (t126 >= 0) & (t126 >= 0)) {
                long t129 = t127 & -8L;
                __m256i t130 = _mm256_set1_epi32((int)t126);
                __m256i t131 = t130;
                __m256i i_v_1 = _mm256_add_epi32(t131, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t132 = _mm256_set1_epi32((int)(t128 % 98));
                __m256i t133 = _mm256_add_epi32(t132, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t134 = t133;
                __m256i t135 = _mm256_sub_epi32(t134, _mm256_set1_epi32(98));
                __m256i t136 = _mm256_min_epu32(t134, t135);
                __m256i t4 = t136;
                __m256i t137 = _mm256_set1_epi32((int)(t126 % 7));
                __m256i t138 = _mm256_add_epi32(t137, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t139 = t138;
                __m256i t140 = _mm256_sub_epi32(t139, _mm256_set1_epi32(7));
                __m256i t141 = _mm256_min_epu32(t139, t140);
                __m256i t5 = t141;
                __m256i t142 = _mm256_set1_epi32((int)(t126 % 11));
                __m256i t143 = _mm256_add_epi32(t142, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t144 = t143;
                __m256i t145 = _mm256_sub_epi32(t144, _mm256_set1_epi32(11));
                __m256i t146 = _mm256_min_epu32(t144, t145);
                __m256i t6 = t146;
                long i_vec_1 = 0L;
                for (;;) {
                    __m256i i_v_8 = i_v_1;
                    long t147 = (long)(int)((long)t126 + i_vec_1);
                    __m256i t148 = _mm256_sub_epi32(t4, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t147], t148);
                    __m256i t149 = _mm256_cmpeq_epi32(t5, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t147 * 4UL), _mm256_movepi32_mask(t149), _mm256_set1_epi32(60));
                    __m256i t150 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32(5));
                    __m256i t151 = _mm256_set1_epi32(1000000);
                    __m256i t152 = i_v_8;
                    __m256i t153 = _mm256_add_epi32(t151, t152);
                    __m256i t154 = t153;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t147 * 4UL), _mm256_movepi32_mask(t150), t154);
                    _mm256_storeu_si256((__m256i *)&out[t147], i_v_8);
                    _mm256_storeu_ps(&fout[t147], _mm256_set1_ps(0.0f));
                    i_vec_1 += 8L;
                    __m256i t155 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                    __m256i t156 = _mm256_add_epi32(t4, _mm256_set1_epi32(6));
                    __m256i t157 = t156;
                    __m256i t158 = _mm256_sub_epi32(t157, _mm256_set1_epi32(98));
                    __m256i t159 = _mm256_min_epu32(t157, t158);
                    __m256i t160 = t159;
                    __m256i t161 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
                    __m256i t162 = t161;
                    __m256i t163 = _mm256_sub_epi32(t162, _mm256_set1_epi32(7));
                    __m256i t164 = _mm256_min_epu32(t162, t163);
                    __m256i t165 = t164;
                    __m256i t166 = _mm256_add_epi32(t6, _mm256_set1_epi32(8));
                    __m256i t167 = t166;
                    __m256i t168 = _mm256_sub_epi32(t167, _mm256_set1_epi32(11));
                    __m256i t169 = _mm256_min_epu32(t167, t168);
                    __m256i t170 = t169;
                    if (i_vec_1 >= t129) {
                        break;
                    }
                    i_v_1 = t155;
                    t4 = t160;
                    t5 = t165;
                    t6 = t170;
                }
                t171 = (int)((long)t126 + t129);
            } else {
                t171 = t126;
            }
            long t172 = (long)t171 * -1L + 203L;
            int t173 = (int)((unsigned int)(int)((unsigned int)t171 * 13U) + (unsigned int)s);
            if ((t172 >= 1L) & (t172 <= 8L) & (t173 >= 0) & (t171 >= 0) & (t171 >= 0)) {
                __m256i t174 = _mm256_set1_epi32((int)(int)t172);
                __m256i t175 = _mm256_cmpgt_epi32(t174, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t176 = _mm256_set1_epi32((int)t171);
                __m256i t177 = t176;
                __m256i t178 = _mm256_add_epi32(t177, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t179 = _mm256_set1_epi32((int)(t173 % 98));
                __m256i t180 = _mm256_add_epi32(t179, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t181 = t180;
                __m256i t182 = _mm256_sub_epi32(t181, _mm256_set1_epi32(98));
                __m256i t183 = _mm256_min_epu32(t181, t182);
                __m256i t184 = t183;
                __m256i t185 = _mm256_set1_epi32((int)(t171 % 7));
                __m256i t186 = _mm256_add_epi32(t185, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t187 = t186;
                __m256i t188 = _mm256_sub_epi32(t187, _mm256_set1_epi32(7));
                __m256i t189 = _mm256_min_epu32(t187, t188);
                __m256i t190 = t189;
                __m256i t191 = _mm256_set1_epi32((int)(t171 % 11));
                __m256i t192 = _mm256_add_epi32(t191, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t193 = t192;
                __m256i t194 = _mm256_sub_epi32(t193, _mm256_set1_epi32(11));
                __m256i t195 = _mm256_min_epu32(t193, t194);
                __m256i t196 = t195;
                __m256i i_v_9 = t178;
                long t197 = (long)(int)(long)t171;
                __m256i t198 = t184;
                __m256i t199 = _mm256_set1_epi32(37);
                __m256i t200 = _mm256_sub_epi32(t198, t199);
                __m256i t201 = t200;
                _mm256_mask_storeu_epi32(&idx[t197], _mm256_movepi32_mask(t175), t201);
                __m256i t202 = _mm256_cmpeq_epi32(t190, _mm256_set1_epi32(3));
                __m256i t203 = _mm256_and_si256(t175, t202);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t197 * 4UL), _mm256_movepi32_mask(t203), _mm256_set1_epi32(60));
                __m256i t204 = _mm256_cmpeq_epi32(t196, _mm256_set1_epi32(5));
                __m256i t205 = _mm256_and_si256(t175, t204);
                __m256i t206 = _mm256_set1_epi32(1000000);
                __m256i t207 = i_v_9;
                __m256i t208 = _mm256_add_epi32(t206, t207);
                __m256i t209 = t208;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t197 * 4UL), _mm256_movepi32_mask(t205), t209);
                _mm256_mask_storeu_epi32(&out[t197], _mm256_movepi32_mask(t175), i_v_9);
                _mm256_mask_storeu_ps(&fout[t197], _mm256_movepi32_mask(t175), _mm256_set1_ps(0.0f));
                i = (int)((long)t171 + t172);
            } else {
                i = t171;
            }
            for (; i < 203; i++) {
                long t210 = (long)i;
                int *t211 = &idx[t210];
                *t211 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t211 = 60;
                }
                if ((i % 11) == 5) {
                    *t211 = 1000000 + i;
                }
                out[t210] = i;
                fout[t210] = 0.0f;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long t212 = (long)(int)i_vec_2;
                __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[t212]);
                __m256i t213 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t212 * 4UL), _mm256_movepi32_mask(t213), _mm256_set1_epi32(-37));
                long t214 = (long)(int)(i_vec_2 + 8L);
                __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t214]);
                __m256i t215 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_1, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t214 * 4UL), _mm256_movepi32_mask(t215), _mm256_set1_epi32(-37));
                long t216 = (long)(int)(i_vec_2 + 16L);
                __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t216]);
                __m256i t217 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_2, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t216 * 4UL), _mm256_movepi32_mask(t217), _mm256_set1_epi32(-37));
                long t218 = (long)(int)(i_vec_2 + 24L);
                __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)&idx[t218]);
                __m256i t219 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_3, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t218 * 4UL), _mm256_movepi32_mask(t219), _mm256_set1_epi32(-37));
                i_vec_2 += 32L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            do {
                long t220 = (long)(int)(192L + i_vec_3);
                __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)&idx[t220]);
                __m256i t221 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_4, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t220 * 4UL), _mm256_movepi32_mask(t221), _mm256_set1_epi32(-37));
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            __m256i t222 = _mm256_set1_epi32(3);
            __m256i t223 = _mm256_cmpgt_epi32(t222, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i idx_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t223), &idx[200]);
            __m256i t224 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_5, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
            __m256i t225 = _mm256_and_si256(t223, t224);
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t225), _mm256_set1_epi32(-37));
            all_u8(u8, n);
            __m256i t226 = _mm256_set1_epi32(0);
            __m256i t227 = t226;
            __m256i i_v_2 = _mm256_add_epi32(t227, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t228 = _mm256_set1_epi32(0);
            __m256i t229 = _mm256_add_epi32(t228, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t230 = t229;
            __m256i t231 = _mm256_sub_epi32(t230, _mm256_set1_epi32(11));
            __m256i t232 = _mm256_min_epu32(t230, t231);
            __m256i t7 = t232;
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 8, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_10 = i_v_2;
                __m256i t233 = _mm256_cmpeq_epi32(t7, _mm256_set1_epi32(5));
                __m256i t234 = _mm256_set1_epi32(1000000);
                __m256i t235 = i_v_10;
                __m256i t236 = _mm256_add_epi32(t234, t235);
                __m256i t237 = t236;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)i_vec_4 * 4UL), _mm256_movepi32_mask(t233), t237);
                __m256i t238 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(8));
                __m256i i_v_11 = t238;
                __m256i t239 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
                __m256i t240 = t239;
                __m256i t241 = _mm256_sub_epi32(t240, _mm256_set1_epi32(11));
                __m256i t242 = _mm256_min_epu32(t240, t241);
                __m256i t243 = t242;
                __m256i t244 = _mm256_cmpeq_epi32(t243, _mm256_set1_epi32(5));
                __m256i t245 = _mm256_set1_epi32(1000000);
                __m256i t246 = i_v_11;
                __m256i t247 = _mm256_add_epi32(t245, t246);
                __m256i t248 = t247;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 8L) * 4UL), _mm256_movepi32_mask(t244), t248);
                __m256i t249 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(16));
                __m256i i_v_12 = t249;
                __m256i t250 = _mm256_add_epi32(t7, _mm256_set1_epi32(5));
                __m256i t251 = t250;
                __m256i t252 = _mm256_sub_epi32(t251, _mm256_set1_epi32(11));
                __m256i t253 = _mm256_min_epu32(t251, t252);
                __m256i t254 = t253;
                __m256i t255 = _mm256_cmpeq_epi32(t254, _mm256_set1_epi32(5));
                __m256i t256 = _mm256_set1_epi32(1000000);
                __m256i t257 = i_v_12;
                __m256i t258 = _mm256_add_epi32(t256, t257);
                __m256i t259 = t258;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 16L) * 4UL), _mm256_movepi32_mask(t255), t259);
                __m256i t260 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(24));
                __m256i i_v_13 = t260;
                __m256i t261 = _mm256_add_epi32(t7, _mm256_set1_epi32(2));
                __m256i t262 = t261;
                __m256i t263 = _mm256_sub_epi32(t262, _mm256_set1_epi32(11));
                __m256i t264 = _mm256_min_epu32(t262, t263);
                __m256i t265 = t264;
                __m256i t266 = _mm256_cmpeq_epi32(t265, _mm256_set1_epi32(5));
                __m256i t267 = _mm256_set1_epi32(1000000);
                __m256i t268 = i_v_13;
                __m256i t269 = _mm256_add_epi32(t267, t268);
                __m256i t270 = t269;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 24L) * 4UL), _mm256_movepi32_mask(t266), t270);
                i_vec_4 += 32L;
                __m256i t271 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(32));
                __m256i t272 = _mm256_add_epi32(t7, _mm256_set1_epi32(10));
                __m256i t273 = t272;
                __m256i t274 = _mm256_sub_epi32(t273, _mm256_set1_epi32(11));
                __m256i t275 = _mm256_min_epu32(t273, t274);
                __m256i t276 = t275;
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = t271;
                t7 = t276;
            }
            __m256i t277 = _mm256_set1_epi32(192);
            __m256i t278 = t277;
            __m256i i_v_3 = _mm256_add_epi32(t278, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t279 = _mm256_set1_epi32(5);
            __m256i t280 = _mm256_add_epi32(t279, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t281 = t280;
            __m256i t282 = _mm256_sub_epi32(t281, _mm256_set1_epi32(11));
            __m256i t283 = _mm256_min_epu32(t281, t282);
            __m256i t8 = t283;
            long i_vec_5 = 0L;
            for (;;) {
                __m256i i_v_14 = i_v_3;
                __m256i t284 = _mm256_cmpeq_epi32(t8, _mm256_set1_epi32(5));
                __m256i t285 = _mm256_set1_epi32(1000000);
                __m256i t286 = i_v_14;
                __m256i t287 = _mm256_add_epi32(t285, t286);
                __m256i t288 = t287;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(192L + i_vec_5) * 4UL), _mm256_movepi32_mask(t284), t288);
                i_vec_5 += 8L;
                __m256i t289 = _mm256_add_epi32(i_v_3, _mm256_set1_epi32(8));
                __m256i t290 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
                __m256i t291 = t290;
                __m256i t292 = _mm256_sub_epi32(t291, _mm256_set1_epi32(11));
                __m256i t293 = _mm256_min_epu32(t291, t292);
                __m256i t294 = t293;
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = t289;
                t8 = t294;
            }
            __m256i t295 = _mm256_set1_epi32(3);
            __m256i t296 = _mm256_cmpgt_epi32(t295, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t297 = _mm256_set1_epi32(200);
            __m256i t298 = t297;
            __m256i t299 = _mm256_add_epi32(t298, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t300 = _mm256_set1_epi32(2);
            __m256i t301 = _mm256_add_epi32(t300, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t302 = t301;
            __m256i t303 = _mm256_sub_epi32(t302, _mm256_set1_epi32(11));
            __m256i t304 = _mm256_min_epu32(t302, t303);
            __m256i t305 = t304;
            __m256i i_v_15 = t299;
            __m256i t306 = _mm256_cmpeq_epi32(t305, _mm256_set1_epi32(5));
            __m256i t307 = _mm256_and_si256(t296, t306);
            __m256i t308 = _mm256_set1_epi32(1000000);
            __m256i t309 = i_v_15;
            __m256i t310 = _mm256_add_epi32(t308, t309);
            __m256i t311 = t310;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t307), t311);
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long t312 = (long)(int)i_vec_6;
                __m256i idx_v_6 = _mm256_loadu_si256((const __m256i *)&idx[t312]);
                __m256i t313 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_6, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t312 * 4UL), _mm256_movepi32_mask(t313), _mm256_set1_epi32(0));
                long t314 = (long)(int)(i_vec_6 + 8L);
                __m256i idx_v_7 = _mm256_loadu_si256((const __m256i *)&idx[t314]);
                __m256i t315 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_7, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t314 * 4UL), _mm256_movepi32_mask(t315), _mm256_set1_epi32(0));
                long t316 = (long)(int)(i_vec_6 + 16L);
                __m256i idx_v_8 = _mm256_loadu_si256((const __m256i *)&idx[t316]);
                __m256i t317 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_8, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t316 * 4UL), _mm256_movepi32_mask(t317), _mm256_set1_epi32(0));
                long t318 = (long)(int)(i_vec_6 + 24L);
                __m256i idx_v_9 = _mm256_loadu_si256((const __m256i *)&idx[t318]);
                __m256i t319 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_9, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t318 * 4UL), _mm256_movepi32_mask(t319), _mm256_set1_epi32(0));
                i_vec_6 += 32L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            do {
                long t320 = (long)(int)(192L + i_vec_7);
                __m256i idx_v_10 = _mm256_loadu_si256((const __m256i *)&idx[t320]);
                __m256i t321 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_10, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t320 * 4UL), _mm256_movepi32_mask(t321), _mm256_set1_epi32(0));
                i_vec_7 += 8L;
            } while (i_vec_7 < 8L);
            __m256i t322 = _mm256_set1_epi32(3);
            __m256i t323 = _mm256_cmpgt_epi32(t322, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i idx_v_11 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t323), &idx[200]);
            __m256i t324 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(idx_v_11, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
            __m256i t325 = _mm256_and_si256(t323, t324);
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t325), _mm256_set1_epi32(0));
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_1 = 0; i_1 < 203; i_1++) {
                long t326 = (long)i_1;
                t += (long)out[t326] * (long)(i_1 % 5 + 1);
                f += (double)(fout[t326] * (float)(i_1 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
