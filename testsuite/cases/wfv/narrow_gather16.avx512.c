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
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            int *t5 = &out[t4];
            __m512i t6 = _mm512_loadu_si512(&idx[t4]);
            unsigned long t16 = (unsigned long)v;
            unsigned long t17 = t16 & 3UL;
            __m512i t18 = _mm512_set1_epi32((int)(int)t17);
            __m512i t19 = _mm512_set1_epi32(3);
            __m512i t20 = _mm512_and_si512(t6, t19);
            __m512i t21 = _mm512_add_epi32(t20, t18);
            __m512i t22 = _mm512_set1_epi32(2);
            __m512i t23 = _mm512_srav_epi32(t6, t22);
            __m512i t24 = _mm512_set1_epi32(2);
            __m512i t25 = _mm512_srav_epi32(t21, t24);
            __m512i t26 = _mm512_add_epi32(t23, t25);
            __m512i t27 = _mm512_i32gather_epi32(t26, (const int *)(t16 - t17), 4);
            __m512i t28 = _mm512_set1_epi32(3);
            __m512i t29 = _mm512_and_si512(t21, t28);
            __m512i t30 = _mm512_set1_epi32(3);
            __m512i t31 = _mm512_sub_epi32(t30, t29);
            __m512i t32 = _mm512_sllv_epi32(t31, t28);
            __m512i t33 = t27;
            __m512i t34 = t32;
            __m512i t35 = _mm512_sllv_epi32(t33, t34);
            __m512i t36 = _mm512_set1_epi32(24);
            __m512i t37 = t36;
            __m512i t38 = _mm512_srlv_epi32(t35, t37);
            __m512i t39 = t38;
            __m512i t40 = _mm512_set1_epi32(1);
            __m512i t41 = _mm512_add_epi32(t39, t40);
            _mm512_storeu_si512(t5, t41);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)t3;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)(int)(long)t7;
        int *t12 = &out[t11];
        __m512i t13 = _mm512_maskz_loadu_epi32(t10, &idx[t11]);
        unsigned long t42 = (unsigned long)v;
        unsigned long t43 = t42 & 3UL;
        __m512i t44 = _mm512_set1_epi32((int)(int)t43);
        __m512i t45 = _mm512_set1_epi32(3);
        __m512i t46 = _mm512_and_si512(t13, t45);
        __m512i t47 = _mm512_add_epi32(t46, t44);
        __m512i t48 = _mm512_set1_epi32(2);
        __m512i t49 = _mm512_srav_epi32(t13, t48);
        __m512i t50 = _mm512_set1_epi32(2);
        __m512i t51 = _mm512_srav_epi32(t47, t50);
        __m512i t52 = _mm512_add_epi32(t49, t51);
        __m512i t53 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t10, t52, (const int *)(t42 - t43), 4);
        __m512i t54 = _mm512_set1_epi32(3);
        __m512i t55 = _mm512_and_si512(t47, t54);
        __m512i t56 = _mm512_set1_epi32(3);
        __m512i t57 = _mm512_sub_epi32(t56, t55);
        __m512i t58 = _mm512_sllv_epi32(t57, t54);
        __m512i t59 = t53;
        __m512i t60 = t58;
        __m512i t61 = _mm512_sllv_epi32(t59, t60);
        __m512i t62 = _mm512_set1_epi32(24);
        __m512i t63 = t62;
        __m512i t64 = _mm512_srlv_epi32(t61, t63);
        __m512i t65 = t64;
        __m512i t66 = _mm512_set1_epi32(1);
        __m512i t67 = t65;
        __m512i t68 = t66;
        __m512i t69 = _mm512_add_epi32(t67, t68);
        __m512i t70 = t69;
        __m512i t71 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t70);
        _mm512_mask_storeu_epi32(t12, t10, t71);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = idx[t14];
        out[t14] = (_mm256_zeroupper(), get_u8(v, t15));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_s8(const signed char *v, int n) {
    vcc_no_contract_body
    int t8;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(&idx[t4]);
            __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i t7 = _mm512_maskz_loadu_epi32(t6, (int *)((unsigned long)&out + (unsigned long)t4 * 4UL));
            unsigned long t25 = (unsigned long)v;
            unsigned long t26 = t25 & 3UL;
            __m512i t27 = _mm512_set1_epi32((int)(int)t26);
            __m512i t28 = _mm512_set1_epi32(3);
            __m512i t29 = _mm512_and_si512(t5, t28);
            __m512i t30 = _mm512_add_epi32(t29, t27);
            __m512i t31 = _mm512_set1_epi32(2);
            __m512i t32 = _mm512_srav_epi32(t5, t31);
            __m512i t33 = _mm512_set1_epi32(2);
            __m512i t34 = _mm512_srav_epi32(t30, t33);
            __m512i t35 = _mm512_add_epi32(t32, t34);
            __m512i t36 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t6, t35, (const int *)(t25 - t26), 4);
            __m512i t37 = _mm512_set1_epi32(3);
            __m512i t38 = _mm512_and_si512(t30, t37);
            __m512i t39 = _mm512_set1_epi32(3);
            __m512i t40 = _mm512_sub_epi32(t39, t38);
            __m512i t41 = _mm512_sllv_epi32(t40, t37);
            __m512i t42 = t36;
            __m512i t43 = t41;
            __m512i t44 = _mm512_sllv_epi32(t42, t43);
            __m512i t45 = _mm512_set1_epi32(24);
            __m512i t46 = t44;
            __m512i t47 = _mm512_srav_epi32(t46, t45);
            __m512i t48 = _mm512_set1_epi32(3);
            __m512i t49 = t47;
            __m512i t50 = t48;
            __m512i t51 = _mm512_mullo_epi32(t49, t50);
            __m512i t52 = t51;
            __m512i t53 = _mm512_mask_blend_epi32(t6, (__m512i)(vcc_v16_int){0}, t52);
            __m512i t21 = t7;
            __m512i t22 = t53;
            __m512i t23 = _mm512_add_epi32(t21, t22);
            __m512i t24 = t23;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t6, t24);
            t1 += 16L;
            if (t1 >= t3) {
                t8 = (int)t3;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)(int)(long)t8;
        __m512i t13 = _mm512_maskz_loadu_epi32(t11, &idx[t12]);
        __mmask16 t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
        __mmask16 t15 = _kand_mask16(t11, t14);
        __m512i t16 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&out + (unsigned long)t12 * 4UL));
        unsigned long t58 = (unsigned long)v;
        unsigned long t59 = t58 & 3UL;
        __m512i t60 = _mm512_set1_epi32((int)(int)t59);
        __m512i t61 = _mm512_set1_epi32(3);
        __m512i t62 = _mm512_and_si512(t13, t61);
        __m512i t63 = _mm512_add_epi32(t62, t60);
        __m512i t64 = _mm512_set1_epi32(2);
        __m512i t65 = _mm512_srav_epi32(t13, t64);
        __m512i t66 = _mm512_set1_epi32(2);
        __m512i t67 = _mm512_srav_epi32(t63, t66);
        __m512i t68 = _mm512_add_epi32(t65, t67);
        __m512i t69 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t15, t68, (const int *)(t58 - t59), 4);
        __m512i t70 = _mm512_set1_epi32(3);
        __m512i t71 = _mm512_and_si512(t63, t70);
        __m512i t72 = _mm512_set1_epi32(3);
        __m512i t73 = _mm512_sub_epi32(t72, t71);
        __m512i t74 = _mm512_sllv_epi32(t73, t70);
        __m512i t75 = t69;
        __m512i t76 = t74;
        __m512i t77 = _mm512_sllv_epi32(t75, t76);
        __m512i t78 = _mm512_set1_epi32(24);
        __m512i t79 = t77;
        __m512i t80 = _mm512_srav_epi32(t79, t78);
        __m512i t81 = _mm512_set1_epi32(3);
        __m512i t82 = t80;
        __m512i t83 = t81;
        __m512i t84 = _mm512_mullo_epi32(t82, t83);
        __m512i t85 = t84;
        __m512i t86 = _mm512_mask_blend_epi32(t15, (__m512i)(vcc_v16_int){0}, t85);
        __m512i t54 = t16;
        __m512i t55 = t86;
        __m512i t56 = _mm512_add_epi32(t54, t55);
        __m512i t57 = t56;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t15, t57);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = idx[t17];
        if (t18 < 1000) {
            int *t19 = &out[t17];
            int t20 = *t19;
            *t19 = t20 + (_mm256_zeroupper(), get_s8(v, t18));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_u16(const unsigned short *v, int n) {
    vcc_no_contract_body
    int t19;
    int i;
    int t41;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = t5;
        __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        for (;;) {
            int t7 = (int)t2;
            __m512i t8 = t1;
            __m512i t9 = (__m512i)((vcc_v16_int)t8 % (vcc_v16_int)_mm512_set1_epi32(4));
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(2), _MM_CMPINT_NE);
            __m512i t11 = _mm512_maskz_loadu_epi32(t10, (int *)((unsigned long)&idx + (unsigned long)(long)t7 * 4UL));
            __mmask16 t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i t13 = _mm512_maskz_mov_epi32(t12, _mm512_set1_epi32(1));
            __m512i t14 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t13);
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            long t16 = (long)t7;
            __m512i t17 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&out + (unsigned long)t16 * 4UL));
            __m512i t18 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&idx + (unsigned long)t16 * 4UL));
            unsigned long t47 = (unsigned long)v;
            unsigned long t48 = t47 & 3UL;
            __m512i t49 = _mm512_set1_epi32((int)(int)t48);
            __m512i t50 = _mm512_set1_epi32(1);
            __m512i t51 = _mm512_and_si512(t18, t50);
            __m512i t52 = _mm512_set1_epi32(1);
            __m512i t53 = _mm512_sllv_epi32(t51, t52);
            __m512i t54 = _mm512_add_epi32(t53, t49);
            __m512i t55 = _mm512_set1_epi32(1);
            __m512i t56 = _mm512_srav_epi32(t18, t55);
            __m512i t57 = _mm512_set1_epi32(2);
            __m512i t58 = _mm512_srav_epi32(t54, t57);
            __m512i t59 = _mm512_add_epi32(t56, t58);
            __m512i t60 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t15, t59, (const int *)(t47 - t48), 4);
            __m512i t61 = _mm512_set1_epi32(3);
            __m512i t62 = _mm512_and_si512(t54, t61);
            __m512i t63 = _mm512_set1_epi32(2);
            __m512i t64 = _mm512_sub_epi32(t63, t62);
            __m512i t65 = _mm512_sllv_epi32(t64, t61);
            __m512i t66 = t60;
            __m512i t67 = t65;
            __m512i t68 = _mm512_sllv_epi32(t66, t67);
            __m512i t69 = _mm512_set1_epi32(16);
            __m512i t70 = t69;
            __m512i t71 = _mm512_srlv_epi32(t68, t70);
            __m512i t72 = t71;
            __m512i t73 = _mm512_set1_epi32(7);
            __m512i t74 = t72;
            __m512i t75 = t73;
            __m512i t76 = _mm512_sub_epi32(t74, t75);
            __m512i t77 = t76;
            __m512i t78 = _mm512_mask_blend_epi32(t15, (__m512i)(vcc_v16_int){0}, t77);
            __m512i t46 = _mm512_xor_si512(t17, t78);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15, t46);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            if (t2 >= t4) {
                t19 = (int)t4;
                break;
            }
        }
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if ((t20 >= 1L) & (t20 <= 16L)) {
        __m512i t21 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        __m512i t23 = _mm512_set1_epi32((int)t19);
        __m512i t24 = t23;
        __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t26 = (int)(long)t19;
        __m512i t27 = t25;
        __m512i t28 = _mm512_mask_blend_epi32(t22, _mm512_set1_epi32(1), _mm512_set1_epi32(4));
        __m512i t29 = (__m512i)((vcc_v16_int)t27 % (vcc_v16_int)t28);
        __mmask16 t30 = _mm512_cmp_epi32_mask(t29, _mm512_set1_epi32(2), _MM_CMPINT_NE);
        __mmask16 t31 = _kand_mask16(t22, t30);
        __m512i t32 = _mm512_maskz_loadu_epi32(t31, (int *)((unsigned long)&idx + (unsigned long)(long)t26 * 4UL));
        __mmask16 t33 = _mm512_cmp_epi32_mask(t32, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
        __m512i t34 = _mm512_maskz_mov_epi32(t33, _mm512_set1_epi32(1));
        __m512i t35 = _mm512_mask_blend_epi32(t31, _mm512_set1_epi32(0), t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(t35, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t37 = _kand_mask16(t22, t36);
        long t38 = (long)t26;
        __m512i t39 = _mm512_maskz_loadu_epi32(t37, (int *)((unsigned long)&out + (unsigned long)t38 * 4UL));
        __m512i t40 = _mm512_maskz_loadu_epi32(t37, (int *)((unsigned long)&idx + (unsigned long)t38 * 4UL));
        unsigned long t80 = (unsigned long)v;
        unsigned long t81 = t80 & 3UL;
        __m512i t82 = _mm512_set1_epi32((int)(int)t81);
        __m512i t83 = _mm512_set1_epi32(1);
        __m512i t84 = _mm512_and_si512(t40, t83);
        __m512i t85 = _mm512_set1_epi32(1);
        __m512i t86 = _mm512_sllv_epi32(t84, t85);
        __m512i t87 = _mm512_add_epi32(t86, t82);
        __m512i t88 = _mm512_set1_epi32(1);
        __m512i t89 = _mm512_srav_epi32(t40, t88);
        __m512i t90 = _mm512_set1_epi32(2);
        __m512i t91 = _mm512_srav_epi32(t87, t90);
        __m512i t92 = _mm512_add_epi32(t89, t91);
        __m512i t93 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t37, t92, (const int *)(t80 - t81), 4);
        __m512i t94 = _mm512_set1_epi32(3);
        __m512i t95 = _mm512_and_si512(t87, t94);
        __m512i t96 = _mm512_set1_epi32(2);
        __m512i t97 = _mm512_sub_epi32(t96, t95);
        __m512i t98 = _mm512_sllv_epi32(t97, t94);
        __m512i t99 = t93;
        __m512i t100 = t98;
        __m512i t101 = _mm512_sllv_epi32(t99, t100);
        __m512i t102 = _mm512_set1_epi32(16);
        __m512i t103 = t102;
        __m512i t104 = _mm512_srlv_epi32(t101, t103);
        __m512i t105 = t104;
        __m512i t106 = _mm512_set1_epi32(7);
        __m512i t107 = t105;
        __m512i t108 = t106;
        __m512i t109 = _mm512_sub_epi32(t107, t108);
        __m512i t110 = t109;
        __m512i t111 = _mm512_mask_blend_epi32(t37, (__m512i)(vcc_v16_int){0}, t110);
        __m512i t79 = _mm512_xor_si512(t39, t111);
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t38 * 4UL), t37, t79);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t41 = (idx[i] < 1000) != 0;
        } else {
            t41 = 0;
        }
        if (t41) {
            long t42 = (long)i;
            int *t43 = &out[t42];
            int t44 = *t43;
            int t45 = idx[t42];
            *t43 = t44 ^ (_mm256_zeroupper(), get_u16(v, t45));
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void all_s16f(const short *v, int n) {
    vcc_no_contract_body
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            float *t5 = &fout[t4];
            __m512i t6 = _mm512_loadu_si512(&idx[t4]);
            unsigned long t16 = (unsigned long)v;
            unsigned long t17 = t16 & 3UL;
            __m512i t18 = _mm512_set1_epi32((int)(int)t17);
            __m512i t19 = _mm512_set1_epi32(1);
            __m512i t20 = _mm512_and_si512(t6, t19);
            __m512i t21 = _mm512_set1_epi32(1);
            __m512i t22 = _mm512_sllv_epi32(t20, t21);
            __m512i t23 = _mm512_add_epi32(t22, t18);
            __m512i t24 = _mm512_set1_epi32(1);
            __m512i t25 = _mm512_srav_epi32(t6, t24);
            __m512i t26 = _mm512_set1_epi32(2);
            __m512i t27 = _mm512_srav_epi32(t23, t26);
            __m512i t28 = _mm512_add_epi32(t25, t27);
            __m512i t29 = _mm512_i32gather_epi32(t28, (const int *)(t16 - t17), 4);
            __m512i t30 = _mm512_set1_epi32(3);
            __m512i t31 = _mm512_and_si512(t23, t30);
            __m512i t32 = _mm512_set1_epi32(2);
            __m512i t33 = _mm512_sub_epi32(t32, t31);
            __m512i t34 = _mm512_sllv_epi32(t33, t30);
            __m512i t35 = t29;
            __m512i t36 = t34;
            __m512i t37 = _mm512_sllv_epi32(t35, t36);
            __m512i t38 = _mm512_set1_epi32(16);
            __m512i t39 = t37;
            __m512i t40 = _mm512_srav_epi32(t39, t38);
            __m512 t41 = _mm512_cvtepi32_ps(t40);
            __m512 t42 = _mm512_set1_ps(0.5f);
            __m512 t43 = _mm512_mul_ps(t41, t42);
            _mm512_storeu_ps(t5, t43);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)t3;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)(int)(long)t7;
        float *t12 = &fout[t11];
        __m512i t13 = _mm512_maskz_loadu_epi32(t10, &idx[t11]);
        unsigned long t44 = (unsigned long)v;
        unsigned long t45 = t44 & 3UL;
        __m512i t46 = _mm512_set1_epi32((int)(int)t45);
        __m512i t47 = _mm512_set1_epi32(1);
        __m512i t48 = _mm512_and_si512(t13, t47);
        __m512i t49 = _mm512_set1_epi32(1);
        __m512i t50 = _mm512_sllv_epi32(t48, t49);
        __m512i t51 = _mm512_add_epi32(t50, t46);
        __m512i t52 = _mm512_set1_epi32(1);
        __m512i t53 = _mm512_srav_epi32(t13, t52);
        __m512i t54 = _mm512_set1_epi32(2);
        __m512i t55 = _mm512_srav_epi32(t51, t54);
        __m512i t56 = _mm512_add_epi32(t53, t55);
        __m512i t57 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t10, t56, (const int *)(t44 - t45), 4);
        __m512i t58 = _mm512_set1_epi32(3);
        __m512i t59 = _mm512_and_si512(t51, t58);
        __m512i t60 = _mm512_set1_epi32(2);
        __m512i t61 = _mm512_sub_epi32(t60, t59);
        __m512i t62 = _mm512_sllv_epi32(t61, t58);
        __m512i t63 = t57;
        __m512i t64 = t62;
        __m512i t65 = _mm512_sllv_epi32(t63, t64);
        __m512i t66 = _mm512_set1_epi32(16);
        __m512i t67 = t65;
        __m512i t68 = _mm512_srav_epi32(t67, t66);
        __m512 t69 = _mm512_cvtepi32_ps(t68);
        __m512 t70 = _mm512_set1_ps(0.5f);
        __m512 t71 = _mm512_mul_ps(t69, t70);
        __m512 t72 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t71);
        _mm512_mask_storeu_ps(t12, t10, t72);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = idx[t14];
        fout[t14] = (_mm256_zeroupper(), get_s16f(v, t15));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    int t142;
    int t188;
    int i;
    for (int off = 0; off < 4; off++) {
        int t21 = off + 98;
        unsigned char *b8 = (unsigned char *)malloc((unsigned long)t21);
        unsigned short *b16 = (unsigned short *)malloc((unsigned long)(t21 * 2));
        for (int k = 0; k < t21; k++) {
            long t22 = (long)k;
            b8[t22] = (unsigned char)(k * 37 + 11);
            b16[t22] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t23 = (long)off;
        const unsigned char *u8 = b8 + t23 + 37;
        const unsigned short *u16 = b16 + t23 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t24 = (int)(unsigned int)s;
            if (1 & (t24 >= 0) & 1 & 1) {
                __m256i t25 = _mm256_set1_epi32(0);
                __m256i t26 = t25;
                __m256i t1 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t27 = _mm256_set1_epi32((int)(t24 % 98));
                __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t29 = t28;
                __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(98));
                __m256i t31 = _mm256_min_epu32(t29, t30);
                __m256i t2 = t31;
                __m256i t32 = _mm256_set1_epi32(0);
                __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t34 = t33;
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(7));
                __m256i t36 = _mm256_min_epu32(t34, t35);
                __m256i t3 = t36;
                __m256i t37 = _mm256_set1_epi32(0);
                __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t39 = t38;
                __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(11));
                __m256i t41 = _mm256_min_epu32(t39, t40);
                __m256i t4 = t41;
                long t5 = 0L;
                for (;;) {
                    __m256i t42 = t1;
                    long t43 = (long)(int)t5;
                    __m256i t44 = _mm256_sub_epi32(t2, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t43], t44);
                    __m256i t45 = _mm256_cmpeq_epi32(t3, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t43 * 4UL), _mm256_movepi32_mask(t45), _mm256_set1_epi32(60));
                    __m256i t46 = _mm256_cmpeq_epi32(t4, _mm256_set1_epi32(5));
                    __m256i t47 = _mm256_set1_epi32(1000000);
                    __m256i t48 = t42;
                    __m256i t49 = _mm256_add_epi32(t47, t48);
                    __m256i t50 = t49;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t43 * 4UL), _mm256_movepi32_mask(t46), t50);
                    _mm256_storeu_si256((__m256i *)&out[t43], t42);
                    _mm256_storeu_ps(&fout[t43], _mm256_set1_ps(0.0f));
                    __m256i t51 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                    __m256i t52 = t51;
                    long t53 = (long)(int)(t5 + 8L);
                    __m256i t54 = _mm256_add_epi32(t2, _mm256_set1_epi32(6));
                    __m256i t55 = t54;
                    __m256i t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32(98));
                    __m256i t57 = _mm256_min_epu32(t55, t56);
                    __m256i t58 = t57;
                    __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t53], t59);
                    __m256i t60 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                    __m256i t61 = t60;
                    __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(7));
                    __m256i t63 = _mm256_min_epu32(t61, t62);
                    __m256i t64 = t63;
                    __m256i t65 = _mm256_cmpeq_epi32(t64, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t53 * 4UL), _mm256_movepi32_mask(t65), _mm256_set1_epi32(60));
                    __m256i t66 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
                    __m256i t67 = t66;
                    __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(11));
                    __m256i t69 = _mm256_min_epu32(t67, t68);
                    __m256i t70 = t69;
                    __m256i t71 = _mm256_cmpeq_epi32(t70, _mm256_set1_epi32(5));
                    __m256i t72 = _mm256_set1_epi32(1000000);
                    __m256i t73 = t52;
                    __m256i t74 = _mm256_add_epi32(t72, t73);
                    __m256i t75 = t74;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t53 * 4UL), _mm256_movepi32_mask(t71), t75);
                    _mm256_storeu_si256((__m256i *)&out[t53], t52);
                    _mm256_storeu_ps(&fout[t53], _mm256_set1_ps(0.0f));
                    __m256i t76 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                    __m256i t77 = t76;
                    long t78 = (long)(int)(t5 + 16L);
                    __m256i t79 = _mm256_add_epi32(t2, _mm256_set1_epi32(12));
                    __m256i t80 = t79;
                    __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(98));
                    __m256i t82 = _mm256_min_epu32(t80, t81);
                    __m256i t83 = t82;
                    __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t78], t84);
                    __m256i t85 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
                    __m256i t86 = t85;
                    __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(7));
                    __m256i t88 = _mm256_min_epu32(t86, t87);
                    __m256i t89 = t88;
                    __m256i t90 = _mm256_cmpeq_epi32(t89, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), _mm256_movepi32_mask(t90), _mm256_set1_epi32(60));
                    __m256i t91 = _mm256_add_epi32(t4, _mm256_set1_epi32(5));
                    __m256i t92 = t91;
                    __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(11));
                    __m256i t94 = _mm256_min_epu32(t92, t93);
                    __m256i t95 = t94;
                    __m256i t96 = _mm256_cmpeq_epi32(t95, _mm256_set1_epi32(5));
                    __m256i t97 = _mm256_set1_epi32(1000000);
                    __m256i t98 = t77;
                    __m256i t99 = _mm256_add_epi32(t97, t98);
                    __m256i t100 = t99;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), _mm256_movepi32_mask(t96), t100);
                    _mm256_storeu_si256((__m256i *)&out[t78], t77);
                    _mm256_storeu_ps(&fout[t78], _mm256_set1_ps(0.0f));
                    __m256i t101 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
                    __m256i t102 = t101;
                    long t103 = (long)(int)(t5 + 24L);
                    __m256i t104 = _mm256_add_epi32(t2, _mm256_set1_epi32(18));
                    __m256i t105 = t104;
                    __m256i t106 = _mm256_sub_epi32(t105, _mm256_set1_epi32(98));
                    __m256i t107 = _mm256_min_epu32(t105, t106);
                    __m256i t108 = t107;
                    __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t103], t109);
                    __m256i t110 = _mm256_add_epi32(t3, _mm256_set1_epi32(3));
                    __m256i t111 = t110;
                    __m256i t112 = _mm256_sub_epi32(t111, _mm256_set1_epi32(7));
                    __m256i t113 = _mm256_min_epu32(t111, t112);
                    __m256i t114 = t113;
                    __m256i t115 = _mm256_cmpeq_epi32(t114, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t103 * 4UL), _mm256_movepi32_mask(t115), _mm256_set1_epi32(60));
                    __m256i t116 = _mm256_add_epi32(t4, _mm256_set1_epi32(2));
                    __m256i t117 = t116;
                    __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(11));
                    __m256i t119 = _mm256_min_epu32(t117, t118);
                    __m256i t120 = t119;
                    __m256i t121 = _mm256_cmpeq_epi32(t120, _mm256_set1_epi32(5));
                    __m256i t122 = _mm256_set1_epi32(1000000);
                    __m256i t123 = t102;
                    __m256i t124 = _mm256_add_epi32(t122, t123);
                    __m256i t125 = t124;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t103 * 4UL), _mm256_movepi32_mask(t121), t125);
                    _mm256_storeu_si256((__m256i *)&out[t103], t102);
                    _mm256_storeu_ps(&fout[t103], _mm256_set1_ps(0.0f));
                    t5 += 32L;
                    __m256i t126 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
                    __m256i t127 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
                    __m256i t128 = t127;
                    __m256i t129 = _mm256_sub_epi32(t128, _mm256_set1_epi32(98));
                    __m256i t130 = _mm256_min_epu32(t128, t129);
                    __m256i t131 = t130;
                    __m256i t132 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
                    __m256i t133 = t132;
                    __m256i t134 = _mm256_sub_epi32(t133, _mm256_set1_epi32(7));
                    __m256i t135 = _mm256_min_epu32(t133, t134);
                    __m256i t136 = t135;
                    __m256i t137 = _mm256_add_epi32(t4, _mm256_set1_epi32(10));
                    __m256i t138 = t137;
                    __m256i t139 = _mm256_sub_epi32(t138, _mm256_set1_epi32(11));
                    __m256i t140 = _mm256_min_epu32(t138, t139);
                    __m256i t141 = t140;
                    if (t5 >= 192L) {
                        break;
                    }
                    t1 = t126;
                    t2 = t131;
                    t3 = t136;
                    t4 = t141;
                }
                t142 = 192;
            } else {
                t142 = 0;
            }
            long t143 = (long)t142 * -1L + 203L;
            int t144 = (int)((unsigned int)(int)((unsigned int)t142 * 13U) + (unsigned int)s);
            if ((t143 >= 8L) & (t144 >= 0) & (t142 >= 0) & (t142 >= 0)) {
                long t145 = t143 & -8L;
                __m256i t146 = _mm256_set1_epi32((int)t142);
                __m256i t147 = t146;
                __m256i t6 = _mm256_add_epi32(t147, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t148 = _mm256_set1_epi32((int)(t144 % 98));
                __m256i t149 = _mm256_add_epi32(t148, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t150 = t149;
                __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(98));
                __m256i t152 = _mm256_min_epu32(t150, t151);
                __m256i t7 = t152;
                __m256i t153 = _mm256_set1_epi32((int)(t142 % 7));
                __m256i t154 = _mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t155 = t154;
                __m256i t156 = _mm256_sub_epi32(t155, _mm256_set1_epi32(7));
                __m256i t157 = _mm256_min_epu32(t155, t156);
                __m256i t8 = t157;
                __m256i t158 = _mm256_set1_epi32((int)(t142 % 11));
                __m256i t159 = _mm256_add_epi32(t158, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t160 = t159;
                __m256i t161 = _mm256_sub_epi32(t160, _mm256_set1_epi32(11));
                __m256i t162 = _mm256_min_epu32(t160, t161);
                __m256i t9 = t162;
                long t10 = 0L;
                for (;;) {
                    __m256i t163 = t6;
                    long t164 = (long)(int)((long)t142 + t10);
                    __m256i t165 = _mm256_sub_epi32(t7, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t164], t165);
                    __m256i t166 = _mm256_cmpeq_epi32(t8, _mm256_set1_epi32(3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t164 * 4UL), _mm256_movepi32_mask(t166), _mm256_set1_epi32(60));
                    __m256i t167 = _mm256_cmpeq_epi32(t9, _mm256_set1_epi32(5));
                    __m256i t168 = _mm256_set1_epi32(1000000);
                    __m256i t169 = t163;
                    __m256i t170 = _mm256_add_epi32(t168, t169);
                    __m256i t171 = t170;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t164 * 4UL), _mm256_movepi32_mask(t167), t171);
                    _mm256_storeu_si256((__m256i *)&out[t164], t163);
                    _mm256_storeu_ps(&fout[t164], _mm256_set1_ps(0.0f));
                    t10 += 8L;
                    __m256i t172 = _mm256_add_epi32(t6, _mm256_set1_epi32(8));
                    __m256i t173 = _mm256_add_epi32(t7, _mm256_set1_epi32(6));
                    __m256i t174 = t173;
                    __m256i t175 = _mm256_sub_epi32(t174, _mm256_set1_epi32(98));
                    __m256i t176 = _mm256_min_epu32(t174, t175);
                    __m256i t177 = t176;
                    __m256i t178 = _mm256_add_epi32(t8, _mm256_set1_epi32(1));
                    __m256i t179 = t178;
                    __m256i t180 = _mm256_sub_epi32(t179, _mm256_set1_epi32(7));
                    __m256i t181 = _mm256_min_epu32(t179, t180);
                    __m256i t182 = t181;
                    __m256i t183 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                    __m256i t184 = t183;
                    __m256i t185 = _mm256_sub_epi32(t184, _mm256_set1_epi32(11));
                    __m256i t186 = _mm256_min_epu32(t184, t185);
                    __m256i t187 = t186;
                    if (t10 >= t145) {
                        break;
                    }
                    t6 = t172;
                    t7 = t177;
                    t8 = t182;
                    t9 = t187;
                }
                t188 = (int)((long)t142 + t145);
            } else {
                t188 = t142;
            }
            long t189 = (long)t188 * -1L + 203L;
            int t190 = (int)((unsigned int)(int)((unsigned int)t188 * 13U) + (unsigned int)s);
            if ((t189 >= 1L) & (t189 <= 8L) & (t190 >= 0) & (t188 >= 0) & (t188 >= 0)) {
                __m256i t191 = _mm256_set1_epi32((int)(int)t189);
                __m256i t192 = _mm256_cmpgt_epi32(t191, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t193 = _mm256_set1_epi32((int)t188);
                __m256i t194 = t193;
                __m256i t195 = _mm256_add_epi32(t194, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t196 = _mm256_set1_epi32((int)(t190 % 98));
                __m256i t197 = _mm256_add_epi32(t196, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t198 = t197;
                __m256i t199 = _mm256_sub_epi32(t198, _mm256_set1_epi32(98));
                __m256i t200 = _mm256_min_epu32(t198, t199);
                __m256i t201 = t200;
                __m256i t202 = _mm256_set1_epi32((int)(t188 % 7));
                __m256i t203 = _mm256_add_epi32(t202, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t204 = t203;
                __m256i t205 = _mm256_sub_epi32(t204, _mm256_set1_epi32(7));
                __m256i t206 = _mm256_min_epu32(t204, t205);
                __m256i t207 = t206;
                __m256i t208 = _mm256_set1_epi32((int)(t188 % 11));
                __m256i t209 = _mm256_add_epi32(t208, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t210 = t209;
                __m256i t211 = _mm256_sub_epi32(t210, _mm256_set1_epi32(11));
                __m256i t212 = _mm256_min_epu32(t210, t211);
                __m256i t213 = t212;
                __m256i t214 = t195;
                long t215 = (long)(int)(long)t188;
                __m256i t216 = t201;
                __m256i t217 = _mm256_set1_epi32(37);
                __m256i t218 = _mm256_sub_epi32(t216, t217);
                __m256i t219 = t218;
                _mm256_mask_storeu_epi32(&idx[t215], _mm256_movepi32_mask(t192), t219);
                __m256i t220 = _mm256_cmpeq_epi32(t207, _mm256_set1_epi32(3));
                __m256i t221 = _mm256_and_si256(t192, t220);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t215 * 4UL), _mm256_movepi32_mask(t221), _mm256_set1_epi32(60));
                __m256i t222 = _mm256_cmpeq_epi32(t213, _mm256_set1_epi32(5));
                __m256i t223 = _mm256_and_si256(t192, t222);
                __m256i t224 = _mm256_set1_epi32(1000000);
                __m256i t225 = t214;
                __m256i t226 = _mm256_add_epi32(t224, t225);
                __m256i t227 = t226;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t215 * 4UL), _mm256_movepi32_mask(t223), t227);
                _mm256_mask_storeu_epi32(&out[t215], _mm256_movepi32_mask(t192), t214);
                _mm256_mask_storeu_ps(&fout[t215], _mm256_movepi32_mask(t192), _mm256_set1_ps(0.0f));
                i = (int)((long)t188 + t189);
            } else {
                i = t188;
            }
            for (; i < 203; i++) {
                long t228 = (long)i;
                int *t229 = &idx[t228];
                *t229 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t229 = 60;
                }
                if ((i % 11) == 5) {
                    *t229 = 1000000 + i;
                }
                out[t228] = i;
                fout[t228] = 0.0f;
            }
            long t11 = 0L;
            do {
                long t230 = (long)(int)t11;
                __m256i t231 = _mm256_loadu_si256((const __m256i *)&idx[t230]);
                __m256i t232 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t231, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t230 * 4UL), _mm256_movepi32_mask(t232), _mm256_set1_epi32(-37));
                long t233 = (long)(int)(t11 + 8L);
                __m256i t234 = _mm256_loadu_si256((const __m256i *)&idx[t233]);
                __m256i t235 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t234, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t233 * 4UL), _mm256_movepi32_mask(t235), _mm256_set1_epi32(-37));
                long t236 = (long)(int)(t11 + 16L);
                __m256i t237 = _mm256_loadu_si256((const __m256i *)&idx[t236]);
                __m256i t238 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t237, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t236 * 4UL), _mm256_movepi32_mask(t238), _mm256_set1_epi32(-37));
                long t239 = (long)(int)(t11 + 24L);
                __m256i t240 = _mm256_loadu_si256((const __m256i *)&idx[t239]);
                __m256i t241 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t240, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t239 * 4UL), _mm256_movepi32_mask(t241), _mm256_set1_epi32(-37));
                t11 += 32L;
            } while (t11 < 192L);
            long t12 = 0L;
            do {
                long t242 = (long)(int)(192L + t12);
                __m256i t243 = _mm256_loadu_si256((const __m256i *)&idx[t242]);
                __m256i t244 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t243, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t242 * 4UL), _mm256_movepi32_mask(t244), _mm256_set1_epi32(-37));
                t12 += 8L;
            } while (t12 < 8L);
            __m256i t245 = _mm256_set1_epi32(3);
            __m256i t246 = _mm256_cmpgt_epi32(t245, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t247 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t246), &idx[200]);
            __m256i t248 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t247, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
            __m256i t249 = _mm256_and_si256(t246, t248);
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t249), _mm256_set1_epi32(-37));
            for (int i_1 = 203; i_1 < 203; i_1++) {
                int *t250 = &idx[i_1];
                if (*t250 >= 1000) {
                    *t250 = -37;
                }
            }
            all_u8(u8, n);
            __m256i t251 = _mm256_set1_epi32(0);
            __m256i t252 = t251;
            __m256i t13 = _mm256_add_epi32(t252, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t253 = _mm256_set1_epi32(0);
            __m256i t254 = _mm256_add_epi32(t253, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t255 = t254;
            __m256i t256 = _mm256_sub_epi32(t255, _mm256_set1_epi32(11));
            __m256i t257 = _mm256_min_epu32(t255, t256);
            __m256i t14 = t257;
            long t15 = 0L;
            for (;;) {
                __m256i t258 = t13;
                __m256i t259 = _mm256_cmpeq_epi32(t14, _mm256_set1_epi32(5));
                __m256i t260 = _mm256_set1_epi32(1000000);
                __m256i t261 = t258;
                __m256i t262 = _mm256_add_epi32(t260, t261);
                __m256i t263 = t262;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)t15 * 4UL), _mm256_movepi32_mask(t259), t263);
                __m256i t264 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                __m256i t265 = t264;
                __m256i t266 = _mm256_add_epi32(t14, _mm256_set1_epi32(8));
                __m256i t267 = t266;
                __m256i t268 = _mm256_sub_epi32(t267, _mm256_set1_epi32(11));
                __m256i t269 = _mm256_min_epu32(t267, t268);
                __m256i t270 = t269;
                __m256i t271 = _mm256_cmpeq_epi32(t270, _mm256_set1_epi32(5));
                __m256i t272 = _mm256_set1_epi32(1000000);
                __m256i t273 = t265;
                __m256i t274 = _mm256_add_epi32(t272, t273);
                __m256i t275 = t274;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 8L) * 4UL), _mm256_movepi32_mask(t271), t275);
                __m256i t276 = _mm256_add_epi32(t13, _mm256_set1_epi32(16));
                __m256i t277 = t276;
                __m256i t278 = _mm256_add_epi32(t14, _mm256_set1_epi32(5));
                __m256i t279 = t278;
                __m256i t280 = _mm256_sub_epi32(t279, _mm256_set1_epi32(11));
                __m256i t281 = _mm256_min_epu32(t279, t280);
                __m256i t282 = t281;
                __m256i t283 = _mm256_cmpeq_epi32(t282, _mm256_set1_epi32(5));
                __m256i t284 = _mm256_set1_epi32(1000000);
                __m256i t285 = t277;
                __m256i t286 = _mm256_add_epi32(t284, t285);
                __m256i t287 = t286;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 16L) * 4UL), _mm256_movepi32_mask(t283), t287);
                __m256i t288 = _mm256_add_epi32(t13, _mm256_set1_epi32(24));
                __m256i t289 = t288;
                __m256i t290 = _mm256_add_epi32(t14, _mm256_set1_epi32(2));
                __m256i t291 = t290;
                __m256i t292 = _mm256_sub_epi32(t291, _mm256_set1_epi32(11));
                __m256i t293 = _mm256_min_epu32(t291, t292);
                __m256i t294 = t293;
                __m256i t295 = _mm256_cmpeq_epi32(t294, _mm256_set1_epi32(5));
                __m256i t296 = _mm256_set1_epi32(1000000);
                __m256i t297 = t289;
                __m256i t298 = _mm256_add_epi32(t296, t297);
                __m256i t299 = t298;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 24L) * 4UL), _mm256_movepi32_mask(t295), t299);
                t15 += 32L;
                __m256i t300 = _mm256_add_epi32(t13, _mm256_set1_epi32(32));
                __m256i t301 = _mm256_add_epi32(t14, _mm256_set1_epi32(10));
                __m256i t302 = t301;
                __m256i t303 = _mm256_sub_epi32(t302, _mm256_set1_epi32(11));
                __m256i t304 = _mm256_min_epu32(t302, t303);
                __m256i t305 = t304;
                if (t15 >= 192L) {
                    break;
                }
                t13 = t300;
                t14 = t305;
            }
            __m256i t306 = _mm256_set1_epi32(192);
            __m256i t307 = t306;
            __m256i t16 = _mm256_add_epi32(t307, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t308 = _mm256_set1_epi32(5);
            __m256i t309 = _mm256_add_epi32(t308, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t310 = t309;
            __m256i t311 = _mm256_sub_epi32(t310, _mm256_set1_epi32(11));
            __m256i t312 = _mm256_min_epu32(t310, t311);
            __m256i t17 = t312;
            long t18 = 0L;
            for (;;) {
                __m256i t313 = t16;
                __m256i t314 = _mm256_cmpeq_epi32(t17, _mm256_set1_epi32(5));
                __m256i t315 = _mm256_set1_epi32(1000000);
                __m256i t316 = t313;
                __m256i t317 = _mm256_add_epi32(t315, t316);
                __m256i t318 = t317;
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)(192L + t18) * 4UL), _mm256_movepi32_mask(t314), t318);
                t18 += 8L;
                __m256i t319 = _mm256_add_epi32(t16, _mm256_set1_epi32(8));
                __m256i t320 = _mm256_add_epi32(t17, _mm256_set1_epi32(8));
                __m256i t321 = t320;
                __m256i t322 = _mm256_sub_epi32(t321, _mm256_set1_epi32(11));
                __m256i t323 = _mm256_min_epu32(t321, t322);
                __m256i t324 = t323;
                if (t18 >= 8L) {
                    break;
                }
                t16 = t319;
                t17 = t324;
            }
            __m256i t325 = _mm256_set1_epi32(3);
            __m256i t326 = _mm256_cmpgt_epi32(t325, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t327 = _mm256_set1_epi32(200);
            __m256i t328 = t327;
            __m256i t329 = _mm256_add_epi32(t328, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t330 = _mm256_set1_epi32(2);
            __m256i t331 = _mm256_add_epi32(t330, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t332 = t331;
            __m256i t333 = _mm256_sub_epi32(t332, _mm256_set1_epi32(11));
            __m256i t334 = _mm256_min_epu32(t332, t333);
            __m256i t335 = t334;
            __m256i t336 = t329;
            __m256i t337 = _mm256_cmpeq_epi32(t335, _mm256_set1_epi32(5));
            __m256i t338 = _mm256_and_si256(t326, t337);
            __m256i t339 = _mm256_set1_epi32(1000000);
            __m256i t340 = t336;
            __m256i t341 = _mm256_add_epi32(t339, t340);
            __m256i t342 = t341;
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t338), t342);
            for (int i_2 = 203; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long t19 = 0L;
            do {
                long t343 = (long)(int)t19;
                __m256i t344 = _mm256_loadu_si256((const __m256i *)&idx[t343]);
                __m256i t345 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t344, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t343 * 4UL), _mm256_movepi32_mask(t345), _mm256_set1_epi32(0));
                long t346 = (long)(int)(t19 + 8L);
                __m256i t347 = _mm256_loadu_si256((const __m256i *)&idx[t346]);
                __m256i t348 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t347, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t346 * 4UL), _mm256_movepi32_mask(t348), _mm256_set1_epi32(0));
                long t349 = (long)(int)(t19 + 16L);
                __m256i t350 = _mm256_loadu_si256((const __m256i *)&idx[t349]);
                __m256i t351 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t350, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t349 * 4UL), _mm256_movepi32_mask(t351), _mm256_set1_epi32(0));
                long t352 = (long)(int)(t19 + 24L);
                __m256i t353 = _mm256_loadu_si256((const __m256i *)&idx[t352]);
                __m256i t354 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t353, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t352 * 4UL), _mm256_movepi32_mask(t354), _mm256_set1_epi32(0));
                t19 += 32L;
            } while (t19 < 192L);
            long t20 = 0L;
            do {
                long t355 = (long)(int)(192L + t20);
                __m256i t356 = _mm256_loadu_si256((const __m256i *)&idx[t355]);
                __m256i t357 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t356, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t355 * 4UL), _mm256_movepi32_mask(t357), _mm256_set1_epi32(0));
                t20 += 8L;
            } while (t20 < 8L);
            __m256i t358 = _mm256_set1_epi32(3);
            __m256i t359 = _mm256_cmpgt_epi32(t358, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t360 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t359), &idx[200]);
            __m256i t361 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t360, _mm256_set1_epi32(1000), _MM_CMPINT_NLT));
            __m256i t362 = _mm256_and_si256(t359, t361);
            _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + 800UL), _mm256_movepi32_mask(t362), _mm256_set1_epi32(0));
            for (int i_3 = 203; i_3 < 203; i_3++) {
                int *t363 = &idx[i_3];
                if (*t363 >= 1000) {
                    *t363 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_4 = 0; i_4 < 203; i_4++) {
                long t364 = (long)i_4;
                t += (long)out[t364] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t364] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
