/* vcc: vector types and helpers */
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
    unsigned long t1;
    unsigned long t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
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
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    t1 = (unsigned long)v;
    t2 = t1 & 3UL;
    t3 = _mm512_set1_epi32((int)(int)t2);
    t4 = _mm512_set1_epi32((int)3);
    t5 = _mm512_and_si512(i, t4);
    t6 = _mm512_add_epi32(t5, t3);
    t7 = _mm512_set1_epi32((int)2);
    t8 = _mm512_srav_epi32(i, t7);
    t9 = _mm512_set1_epi32((int)2);
    t10 = _mm512_srav_epi32(t6, t9);
    t11 = _mm512_add_epi32(t8, t10);
    t12 = _mm512_i32gather_epi32(t11, (const int *)(t1 - t2), 4);
    t13 = _mm512_set1_epi32((int)3);
    t14 = _mm512_and_si512(t6, t13);
    t15 = _mm512_set1_epi32((int)3);
    t16 = _mm512_sub_epi32(t15, t14);
    t17 = _mm512_sllv_epi32(t16, t13);
    t18 = t12;
    t19 = t17;
    t20 = _mm512_sllv_epi32(t18, t19);
    t21 = _mm512_set1_epi32((int)24);
    t22 = t21;
    t23 = _mm512_srlv_epi32(t20, t22);
    t24 = t23;
    t25 = _mm512_set1_epi32((int)1);
    t26 = _mm512_add_epi32(t24, t25);
    return t26;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i) {
    vcc_no_contract_body
    unsigned long t1;
    unsigned long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    t1 = (unsigned long)v;
    t2 = t1 & 3UL;
    t3 = _mm256_set1_epi32((int)(int)t2);
    t4 = _mm256_set1_epi32((int)3);
    t5 = _mm256_and_si256(i, t4);
    t6 = _mm256_add_epi32(t5, t3);
    t7 = _mm256_set1_epi32((int)2);
    t8 = _mm256_srav_epi32(i, t7);
    t9 = _mm256_set1_epi32((int)2);
    t10 = _mm256_srav_epi32(t6, t9);
    t11 = _mm256_add_epi32(t8, t10);
    t12 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t11, 4);
    t13 = _mm256_set1_epi32((int)3);
    t14 = _mm256_and_si256(t6, t13);
    t15 = _mm256_set1_epi32((int)3);
    t16 = _mm256_sub_epi32(t15, t14);
    t17 = _mm256_sllv_epi32(t16, t13);
    t18 = t12;
    t19 = t17;
    t20 = _mm256_sllv_epi32(t18, t19);
    t21 = _mm256_set1_epi32((int)24);
    t22 = t21;
    t23 = _mm256_srlv_epi32(t20, t22);
    t24 = t23;
    t25 = _mm256_set1_epi32((int)1);
    t26 = _mm256_add_epi32(t24, t25);
    return t26;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_s8(const signed char *v, __m512i i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    unsigned long t2;
    unsigned long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
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
    __m512i t19;
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
    t1 = (__mmask16)mask;
    t2 = (unsigned long)v;
    t3 = t2 & 3UL;
    t4 = _mm512_set1_epi32((int)(int)t3);
    t5 = _mm512_set1_epi32((int)3);
    t6 = _mm512_and_si512(i, t5);
    t7 = _mm512_add_epi32(t6, t4);
    t8 = _mm512_set1_epi32((int)2);
    t9 = _mm512_srav_epi32(i, t8);
    t10 = _mm512_set1_epi32((int)2);
    t11 = _mm512_srav_epi32(t7, t10);
    t12 = _mm512_add_epi32(t9, t11);
    t13 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t1, t12, (const int *)(t2 - t3), 4);
    t14 = _mm512_set1_epi32((int)3);
    t15 = _mm512_and_si512(t7, t14);
    t16 = _mm512_set1_epi32((int)3);
    t17 = _mm512_sub_epi32(t16, t15);
    t18 = _mm512_sllv_epi32(t17, t14);
    t19 = t13;
    t20 = t18;
    t21 = _mm512_sllv_epi32(t19, t20);
    t22 = _mm512_set1_epi32((int)24);
    t23 = t21;
    t24 = _mm512_srav_epi32(t23, t22);
    t25 = _mm512_set1_epi32((int)3);
    t26 = t24;
    t27 = t25;
    t28 = _mm512_mullo_epi32(t26, t27);
    t29 = t28;
    t30 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t29);
    return t30;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    unsigned long t2;
    unsigned long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (unsigned long)v;
    t3 = t2 & 3UL;
    t4 = _mm256_set1_epi32((int)(int)t3);
    t5 = _mm256_set1_epi32((int)3);
    t6 = _mm256_and_si256(i, t5);
    t7 = _mm256_add_epi32(t6, t4);
    t8 = _mm256_set1_epi32((int)2);
    t9 = _mm256_srav_epi32(i, t8);
    t10 = _mm256_set1_epi32((int)2);
    t11 = _mm256_srav_epi32(t7, t10);
    t12 = _mm256_add_epi32(t9, t11);
    t13 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t12, t1, 4);
    t14 = _mm256_set1_epi32((int)3);
    t15 = _mm256_and_si256(t7, t14);
    t16 = _mm256_set1_epi32((int)3);
    t17 = _mm256_sub_epi32(t16, t15);
    t18 = _mm256_sllv_epi32(t17, t14);
    t19 = t13;
    t20 = t18;
    t21 = _mm256_sllv_epi32(t19, t20);
    t22 = _mm256_set1_epi32((int)24);
    t23 = t21;
    t24 = _mm256_srav_epi32(t23, t22);
    t25 = _mm256_set1_epi32((int)3);
    t26 = t24;
    t27 = t25;
    t28 = _mm256_mullo_epi32(t26, t27);
    t29 = t28;
    t30 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t1), (__m256i)(vcc_v8_int){0}, t29);
    return t30;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uv_get_u16(const unsigned short *v, __m512i i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    unsigned long t2;
    unsigned long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
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
    __m512i t19;
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
    __m512i t31;
    __m512i t32;
    __m512i t33;
    t1 = (__mmask16)mask;
    t2 = (unsigned long)v;
    t3 = t2 & 3UL;
    t4 = _mm512_set1_epi32((int)(int)t3);
    t5 = _mm512_set1_epi32((int)1);
    t6 = _mm512_and_si512(i, t5);
    t7 = _mm512_set1_epi32((int)1);
    t8 = _mm512_sllv_epi32(t6, t7);
    t9 = _mm512_add_epi32(t8, t4);
    t10 = _mm512_set1_epi32((int)1);
    t11 = _mm512_srav_epi32(i, t10);
    t12 = _mm512_set1_epi32((int)2);
    t13 = _mm512_srav_epi32(t9, t12);
    t14 = _mm512_add_epi32(t11, t13);
    t15 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t1, t14, (const int *)(t2 - t3), 4);
    t16 = _mm512_set1_epi32((int)3);
    t17 = _mm512_and_si512(t9, t16);
    t18 = _mm512_set1_epi32((int)2);
    t19 = _mm512_sub_epi32(t18, t17);
    t20 = _mm512_sllv_epi32(t19, t16);
    t21 = t15;
    t22 = t20;
    t23 = _mm512_sllv_epi32(t21, t22);
    t24 = _mm512_set1_epi32((int)16);
    t25 = t24;
    t26 = _mm512_srlv_epi32(t23, t25);
    t27 = t26;
    t28 = _mm512_set1_epi32((int)7);
    t29 = t27;
    t30 = t28;
    t31 = _mm512_sub_epi32(t29, t30);
    t32 = t31;
    t33 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t32);
    return t33;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    unsigned long t2;
    unsigned long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (unsigned long)v;
    t3 = t2 & 3UL;
    t4 = _mm256_set1_epi32((int)(int)t3);
    t5 = _mm256_set1_epi32((int)1);
    t6 = _mm256_and_si256(i, t5);
    t7 = _mm256_set1_epi32((int)1);
    t8 = _mm256_sllv_epi32(t6, t7);
    t9 = _mm256_add_epi32(t8, t4);
    t10 = _mm256_set1_epi32((int)1);
    t11 = _mm256_srav_epi32(i, t10);
    t12 = _mm256_set1_epi32((int)2);
    t13 = _mm256_srav_epi32(t9, t12);
    t14 = _mm256_add_epi32(t11, t13);
    t15 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t14, t1, 4);
    t16 = _mm256_set1_epi32((int)3);
    t17 = _mm256_and_si256(t9, t16);
    t18 = _mm256_set1_epi32((int)2);
    t19 = _mm256_sub_epi32(t18, t17);
    t20 = _mm256_sllv_epi32(t19, t16);
    t21 = t15;
    t22 = t20;
    t23 = _mm256_sllv_epi32(t21, t22);
    t24 = _mm256_set1_epi32((int)16);
    t25 = t24;
    t26 = _mm256_srlv_epi32(t23, t25);
    t27 = t26;
    t28 = _mm256_set1_epi32((int)7);
    t29 = t27;
    t30 = t28;
    t31 = _mm256_sub_epi32(t29, t30);
    t32 = t31;
    t33 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t1), (__m256i)(vcc_v8_int){0}, t32);
    return t33;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uv_get_s16f(const short *v, __m512i i) {
    vcc_no_contract_body
    unsigned long t1;
    unsigned long t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
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
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    t1 = (unsigned long)v;
    t2 = t1 & 3UL;
    t3 = _mm512_set1_epi32((int)(int)t2);
    t4 = _mm512_set1_epi32((int)1);
    t5 = _mm512_and_si512(i, t4);
    t6 = _mm512_set1_epi32((int)1);
    t7 = _mm512_sllv_epi32(t5, t6);
    t8 = _mm512_add_epi32(t7, t3);
    t9 = _mm512_set1_epi32((int)1);
    t10 = _mm512_srav_epi32(i, t9);
    t11 = _mm512_set1_epi32((int)2);
    t12 = _mm512_srav_epi32(t8, t11);
    t13 = _mm512_add_epi32(t10, t12);
    t14 = _mm512_i32gather_epi32(t13, (const int *)(t1 - t2), 4);
    t15 = _mm512_set1_epi32((int)3);
    t16 = _mm512_and_si512(t8, t15);
    t17 = _mm512_set1_epi32((int)2);
    t18 = _mm512_sub_epi32(t17, t16);
    t19 = _mm512_sllv_epi32(t18, t15);
    t20 = t14;
    t21 = t19;
    t22 = _mm512_sllv_epi32(t20, t21);
    t23 = _mm512_set1_epi32((int)16);
    t24 = t22;
    t25 = _mm512_srav_epi32(t24, t23);
    t26 = _mm512_cvtepi32_ps(t25);
    t27 = _mm512_set1_ps(0.5f);
    t28 = _mm512_mul_ps(t26, t27);
    return t28;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i) {
    vcc_no_contract_body
    unsigned long t1;
    unsigned long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    t1 = (unsigned long)v;
    t2 = t1 & 3UL;
    t3 = _mm256_set1_epi32((int)(int)t2);
    t4 = _mm256_set1_epi32((int)1);
    t5 = _mm256_and_si256(i, t4);
    t6 = _mm256_set1_epi32((int)1);
    t7 = _mm256_sllv_epi32(t5, t6);
    t8 = _mm256_add_epi32(t7, t3);
    t9 = _mm256_set1_epi32((int)1);
    t10 = _mm256_srav_epi32(i, t9);
    t11 = _mm256_set1_epi32((int)2);
    t12 = _mm256_srav_epi32(t8, t11);
    t13 = _mm256_add_epi32(t10, t12);
    t14 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t13, 4);
    t15 = _mm256_set1_epi32((int)3);
    t16 = _mm256_and_si256(t8, t15);
    t17 = _mm256_set1_epi32((int)2);
    t18 = _mm256_sub_epi32(t17, t16);
    t19 = _mm256_sllv_epi32(t18, t15);
    t20 = t14;
    t21 = t19;
    t22 = _mm256_sllv_epi32(t20, t21);
    t23 = _mm256_set1_epi32((int)16);
    t24 = t22;
    t25 = _mm256_srav_epi32(t24, t23);
    t26 = _mm256_cvtepi32_ps(t25);
    t27 = _mm256_set1_ps(0.5f);
    t28 = _mm256_mul_ps(t26, t27);
    return t28;
}

#define M 203
int idx[M], out[M];
float fout[M];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void all_u8(const unsigned char *v, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int *t5;
    __m512i t6;
    int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    int *t12;
    __m512i t13;
    int i;
    long t14;
    int t15;
    unsigned long t16;
    unsigned long t17;
    __m512i t18;
    __m512i t19;
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
    __m512i t31;
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
    unsigned long t42;
    unsigned long t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = &out[t4];
            t6 = _mm512_loadu_si512(&idx[t4]);
            t16 = (unsigned long)v;
            t17 = t16 & 3UL;
            t18 = _mm512_set1_epi32((int)(int)t17);
            t19 = _mm512_set1_epi32((int)3);
            t20 = _mm512_and_si512(t6, t19);
            t21 = _mm512_add_epi32(t20, t18);
            t22 = _mm512_set1_epi32((int)2);
            t23 = _mm512_srav_epi32(t6, t22);
            t24 = _mm512_set1_epi32((int)2);
            t25 = _mm512_srav_epi32(t21, t24);
            t26 = _mm512_add_epi32(t23, t25);
            t27 = _mm512_i32gather_epi32(t26, (const int *)(t16 - t17), 4);
            t28 = _mm512_set1_epi32((int)3);
            t29 = _mm512_and_si512(t21, t28);
            t30 = _mm512_set1_epi32((int)3);
            t31 = _mm512_sub_epi32(t30, t29);
            t32 = _mm512_sllv_epi32(t31, t28);
            t33 = t27;
            t34 = t32;
            t35 = _mm512_sllv_epi32(t33, t34);
            t36 = _mm512_set1_epi32((int)24);
            t37 = t36;
            t38 = _mm512_srlv_epi32(t35, t37);
            t39 = t38;
            t40 = _mm512_set1_epi32((int)1);
            t41 = _mm512_add_epi32(t39, t40);
            _mm512_storeu_si512(t5, t41);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = (long)(int)((long)t7 + 0L);
        t12 = &out[t11];
        t13 = _mm512_maskz_loadu_epi32(t10, &idx[t11]);
        t42 = (unsigned long)v;
        t43 = t42 & 3UL;
        t44 = _mm512_set1_epi32((int)(int)t43);
        t45 = _mm512_set1_epi32((int)3);
        t46 = _mm512_and_si512(t13, t45);
        t47 = _mm512_add_epi32(t46, t44);
        t48 = _mm512_set1_epi32((int)2);
        t49 = _mm512_srav_epi32(t13, t48);
        t50 = _mm512_set1_epi32((int)2);
        t51 = _mm512_srav_epi32(t47, t50);
        t52 = _mm512_add_epi32(t49, t51);
        t53 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t10, t52, (const int *)(t42 - t43), 4);
        t54 = _mm512_set1_epi32((int)3);
        t55 = _mm512_and_si512(t47, t54);
        t56 = _mm512_set1_epi32((int)3);
        t57 = _mm512_sub_epi32(t56, t55);
        t58 = _mm512_sllv_epi32(t57, t54);
        t59 = t53;
        t60 = t58;
        t61 = _mm512_sllv_epi32(t59, t60);
        t62 = _mm512_set1_epi32((int)24);
        t63 = t62;
        t64 = _mm512_srlv_epi32(t61, t63);
        t65 = t64;
        t66 = _mm512_set1_epi32((int)1);
        t67 = t65;
        t68 = t66;
        t69 = _mm512_add_epi32(t67, t68);
        t70 = t69;
        t71 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t70);
        _mm512_mask_storeu_epi32(t12, t10, t71);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        t14 = (long)i;
        t15 = idx[t14];
        out[t14] = (_mm256_zeroupper(), get_u8(v, t15));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_s8(const signed char *v, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __mmask16 t6;
    __m512i t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    __mmask16 t15;
    __m512i t16;
    int i;
    long t17;
    int t18;
    int *t19;
    int t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    unsigned long t25;
    unsigned long t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
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
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    unsigned long t58;
    unsigned long t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512i t85;
    __m512i t86;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = _mm512_loadu_si512(&idx[t4]);
            t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
            t7 = _mm512_maskz_loadu_epi32(t6, (int *)((unsigned long)&out + (unsigned long)t4 * 4UL));
            t25 = (unsigned long)v;
            t26 = t25 & 3UL;
            t27 = _mm512_set1_epi32((int)(int)t26);
            t28 = _mm512_set1_epi32((int)3);
            t29 = _mm512_and_si512(t5, t28);
            t30 = _mm512_add_epi32(t29, t27);
            t31 = _mm512_set1_epi32((int)2);
            t32 = _mm512_srav_epi32(t5, t31);
            t33 = _mm512_set1_epi32((int)2);
            t34 = _mm512_srav_epi32(t30, t33);
            t35 = _mm512_add_epi32(t32, t34);
            t36 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t6, t35, (const int *)(t25 - t26), 4);
            t37 = _mm512_set1_epi32((int)3);
            t38 = _mm512_and_si512(t30, t37);
            t39 = _mm512_set1_epi32((int)3);
            t40 = _mm512_sub_epi32(t39, t38);
            t41 = _mm512_sllv_epi32(t40, t37);
            t42 = t36;
            t43 = t41;
            t44 = _mm512_sllv_epi32(t42, t43);
            t45 = _mm512_set1_epi32((int)24);
            t46 = t44;
            t47 = _mm512_srav_epi32(t46, t45);
            t48 = _mm512_set1_epi32((int)3);
            t49 = t47;
            t50 = t48;
            t51 = _mm512_mullo_epi32(t49, t50);
            t52 = t51;
            t53 = _mm512_mask_blend_epi32(t6, (__m512i)(vcc_v16_int){0}, t52);
            t21 = t7;
            t22 = t53;
            t23 = _mm512_add_epi32(t21, t22);
            t24 = t23;
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t6, t24);
            t1 += 16L;
            if (t1 >= t3) {
                t8 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t8 = 0;
    }
    t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t12 = (long)(int)((long)t8 + 0L);
        t13 = _mm512_maskz_loadu_epi32(t11, &idx[t12]);
        t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
        t15 = _kand_mask16(t11, t14);
        t16 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&out + (unsigned long)t12 * 4UL));
        t58 = (unsigned long)v;
        t59 = t58 & 3UL;
        t60 = _mm512_set1_epi32((int)(int)t59);
        t61 = _mm512_set1_epi32((int)3);
        t62 = _mm512_and_si512(t13, t61);
        t63 = _mm512_add_epi32(t62, t60);
        t64 = _mm512_set1_epi32((int)2);
        t65 = _mm512_srav_epi32(t13, t64);
        t66 = _mm512_set1_epi32((int)2);
        t67 = _mm512_srav_epi32(t63, t66);
        t68 = _mm512_add_epi32(t65, t67);
        t69 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t15, t68, (const int *)(t58 - t59), 4);
        t70 = _mm512_set1_epi32((int)3);
        t71 = _mm512_and_si512(t63, t70);
        t72 = _mm512_set1_epi32((int)3);
        t73 = _mm512_sub_epi32(t72, t71);
        t74 = _mm512_sllv_epi32(t73, t70);
        t75 = t69;
        t76 = t74;
        t77 = _mm512_sllv_epi32(t75, t76);
        t78 = _mm512_set1_epi32((int)24);
        t79 = t77;
        t80 = _mm512_srav_epi32(t79, t78);
        t81 = _mm512_set1_epi32((int)3);
        t82 = t80;
        t83 = t81;
        t84 = _mm512_mullo_epi32(t82, t83);
        t85 = t84;
        t86 = _mm512_mask_blend_epi32(t15, (__m512i)(vcc_v16_int){0}, t85);
        t54 = t16;
        t55 = t86;
        t56 = _mm512_add_epi32(t54, t55);
        t57 = t56;
        _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t15, t57);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = idx[t17];
        if (t18 < 1000) {
            t19 = &out[t17];
            t20 = *t19;
            *t19 = t20 + (_mm256_zeroupper(), get_s8(v, t18));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void some_u16(const unsigned short *v, int n) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    int t7;
    __m512i t8;
    __m512i t9;
    __mmask16 t10;
    __m512i t11;
    __mmask16 t12;
    __m512i t13;
    __m512i t14;
    __mmask16 t15;
    long t16;
    __m512i t17;
    __m512i t18;
    int t19;
    long t20;
    __m512i t21;
    __mmask16 t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __mmask16 t30;
    __mmask16 t31;
    __m512i t32;
    __mmask16 t33;
    __m512i t34;
    __m512i t35;
    __mmask16 t36;
    __mmask16 t37;
    long t38;
    __m512i t39;
    __m512i t40;
    int i;
    int t41;
    long t42;
    int *t43;
    int t44;
    int t45;
    __m512i t46;
    unsigned long t47;
    unsigned long t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    unsigned long t80;
    unsigned long t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512i t85;
    __m512i t86;
    __m512i t87;
    __m512i t88;
    __m512i t89;
    __m512i t90;
    __m512i t91;
    __m512i t92;
    __m512i t93;
    __m512i t94;
    __m512i t95;
    __m512i t96;
    __m512i t97;
    __m512i t98;
    __m512i t99;
    __m512i t100;
    __m512i t101;
    __m512i t102;
    __m512i t103;
    __m512i t104;
    __m512i t105;
    __m512i t106;
    __m512i t107;
    __m512i t108;
    __m512i t109;
    __m512i t110;
    __m512i t111;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t7 = (int)(0L + t2);
            t8 = t1;
            t9 = (__m512i)((vcc_v16_int)t8 % (vcc_v16_int)_mm512_set1_epi32((int)4));
            t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)2), _MM_CMPINT_NE);
            t11 = _mm512_maskz_loadu_epi32(t10, (int *)((unsigned long)&idx + (unsigned long)(long)t7 * 4UL));
            t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
            t13 = _mm512_maskz_mov_epi32(t12, _mm512_set1_epi32(1));
            t14 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32((int)0), t13);
            t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t16 = (long)t7;
            t17 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&out + (unsigned long)t16 * 4UL));
            t18 = _mm512_maskz_loadu_epi32(t15, (int *)((unsigned long)&idx + (unsigned long)t16 * 4UL));
            t47 = (unsigned long)v;
            t48 = t47 & 3UL;
            t49 = _mm512_set1_epi32((int)(int)t48);
            t50 = _mm512_set1_epi32((int)1);
            t51 = _mm512_and_si512(t18, t50);
            t52 = _mm512_set1_epi32((int)1);
            t53 = _mm512_sllv_epi32(t51, t52);
            t54 = _mm512_add_epi32(t53, t49);
            t55 = _mm512_set1_epi32((int)1);
            t56 = _mm512_srav_epi32(t18, t55);
            t57 = _mm512_set1_epi32((int)2);
            t58 = _mm512_srav_epi32(t54, t57);
            t59 = _mm512_add_epi32(t56, t58);
            t60 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t15, t59, (const int *)(t47 - t48), 4);
            t61 = _mm512_set1_epi32((int)3);
            t62 = _mm512_and_si512(t54, t61);
            t63 = _mm512_set1_epi32((int)2);
            t64 = _mm512_sub_epi32(t63, t62);
            t65 = _mm512_sllv_epi32(t64, t61);
            t66 = t60;
            t67 = t65;
            t68 = _mm512_sllv_epi32(t66, t67);
            t69 = _mm512_set1_epi32((int)16);
            t70 = t69;
            t71 = _mm512_srlv_epi32(t68, t70);
            t72 = t71;
            t73 = _mm512_set1_epi32((int)7);
            t74 = t72;
            t75 = t73;
            t76 = _mm512_sub_epi32(t74, t75);
            t77 = t76;
            t78 = _mm512_mask_blend_epi32(t15, (__m512i)(vcc_v16_int){0}, t77);
            t46 = _mm512_xor_si512(t17, t78);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15, t46);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t4) {
                t19 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if ((t20 >= 1L) & (t20 <= 16L)) {
        t21 = _mm512_set1_epi32((int)(int)t20);
        t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        t23 = _mm512_set1_epi32((int)t19);
        t24 = t23;
        t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t26 = (int)((long)t19 + 0L);
        t27 = t25;
        t28 = _mm512_mask_blend_epi32(t22, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)4));
        t29 = (__m512i)((vcc_v16_int)t27 % (vcc_v16_int)t28);
        t30 = _mm512_cmp_epi32_mask(t29, _mm512_set1_epi32((int)2), _MM_CMPINT_NE);
        t31 = _kand_mask16(t22, t30);
        t32 = _mm512_maskz_loadu_epi32(t31, (int *)((unsigned long)&idx + (unsigned long)(long)t26 * 4UL));
        t33 = _mm512_cmp_epi32_mask(t32, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
        t34 = _mm512_maskz_mov_epi32(t33, _mm512_set1_epi32(1));
        t35 = _mm512_mask_blend_epi32(t31, _mm512_set1_epi32((int)0), t34);
        t36 = _mm512_cmp_epi32_mask(t35, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t37 = _kand_mask16(t22, t36);
        t38 = (long)t26;
        t39 = _mm512_maskz_loadu_epi32(t37, (int *)((unsigned long)&out + (unsigned long)t38 * 4UL));
        t40 = _mm512_maskz_loadu_epi32(t37, (int *)((unsigned long)&idx + (unsigned long)t38 * 4UL));
        t80 = (unsigned long)v;
        t81 = t80 & 3UL;
        t82 = _mm512_set1_epi32((int)(int)t81);
        t83 = _mm512_set1_epi32((int)1);
        t84 = _mm512_and_si512(t40, t83);
        t85 = _mm512_set1_epi32((int)1);
        t86 = _mm512_sllv_epi32(t84, t85);
        t87 = _mm512_add_epi32(t86, t82);
        t88 = _mm512_set1_epi32((int)1);
        t89 = _mm512_srav_epi32(t40, t88);
        t90 = _mm512_set1_epi32((int)2);
        t91 = _mm512_srav_epi32(t87, t90);
        t92 = _mm512_add_epi32(t89, t91);
        t93 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t37, t92, (const int *)(t80 - t81), 4);
        t94 = _mm512_set1_epi32((int)3);
        t95 = _mm512_and_si512(t87, t94);
        t96 = _mm512_set1_epi32((int)2);
        t97 = _mm512_sub_epi32(t96, t95);
        t98 = _mm512_sllv_epi32(t97, t94);
        t99 = t93;
        t100 = t98;
        t101 = _mm512_sllv_epi32(t99, t100);
        t102 = _mm512_set1_epi32((int)16);
        t103 = t102;
        t104 = _mm512_srlv_epi32(t101, t103);
        t105 = t104;
        t106 = _mm512_set1_epi32((int)7);
        t107 = t105;
        t108 = t106;
        t109 = _mm512_sub_epi32(t107, t108);
        t110 = t109;
        t111 = _mm512_mask_blend_epi32(t37, (__m512i)(vcc_v16_int){0}, t110);
        t79 = _mm512_xor_si512(t39, t111);
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
            t42 = (long)i;
            t43 = &out[t42];
            t44 = *t43;
            t45 = idx[t42];
            *t43 = t44 ^ (_mm256_zeroupper(), get_u16(v, t45));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void all_s16f(const short *v, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    float *t5;
    __m512i t6;
    int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    float *t12;
    __m512i t13;
    int i;
    long t14;
    int t15;
    unsigned long t16;
    unsigned long t17;
    __m512i t18;
    __m512i t19;
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
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    unsigned long t44;
    unsigned long t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512 t69;
    __m512 t70;
    __m512 t71;
    __m512 t72;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = &fout[t4];
            t6 = _mm512_loadu_si512(&idx[t4]);
            t16 = (unsigned long)v;
            t17 = t16 & 3UL;
            t18 = _mm512_set1_epi32((int)(int)t17);
            t19 = _mm512_set1_epi32((int)1);
            t20 = _mm512_and_si512(t6, t19);
            t21 = _mm512_set1_epi32((int)1);
            t22 = _mm512_sllv_epi32(t20, t21);
            t23 = _mm512_add_epi32(t22, t18);
            t24 = _mm512_set1_epi32((int)1);
            t25 = _mm512_srav_epi32(t6, t24);
            t26 = _mm512_set1_epi32((int)2);
            t27 = _mm512_srav_epi32(t23, t26);
            t28 = _mm512_add_epi32(t25, t27);
            t29 = _mm512_i32gather_epi32(t28, (const int *)(t16 - t17), 4);
            t30 = _mm512_set1_epi32((int)3);
            t31 = _mm512_and_si512(t23, t30);
            t32 = _mm512_set1_epi32((int)2);
            t33 = _mm512_sub_epi32(t32, t31);
            t34 = _mm512_sllv_epi32(t33, t30);
            t35 = t29;
            t36 = t34;
            t37 = _mm512_sllv_epi32(t35, t36);
            t38 = _mm512_set1_epi32((int)16);
            t39 = t37;
            t40 = _mm512_srav_epi32(t39, t38);
            t41 = _mm512_cvtepi32_ps(t40);
            t42 = _mm512_set1_ps(0.5f);
            t43 = _mm512_mul_ps(t41, t42);
            _mm512_storeu_ps(t5, t43);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = (long)(int)((long)t7 + 0L);
        t12 = &fout[t11];
        t13 = _mm512_maskz_loadu_epi32(t10, &idx[t11]);
        t44 = (unsigned long)v;
        t45 = t44 & 3UL;
        t46 = _mm512_set1_epi32((int)(int)t45);
        t47 = _mm512_set1_epi32((int)1);
        t48 = _mm512_and_si512(t13, t47);
        t49 = _mm512_set1_epi32((int)1);
        t50 = _mm512_sllv_epi32(t48, t49);
        t51 = _mm512_add_epi32(t50, t46);
        t52 = _mm512_set1_epi32((int)1);
        t53 = _mm512_srav_epi32(t13, t52);
        t54 = _mm512_set1_epi32((int)2);
        t55 = _mm512_srav_epi32(t51, t54);
        t56 = _mm512_add_epi32(t53, t55);
        t57 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t10, t56, (const int *)(t44 - t45), 4);
        t58 = _mm512_set1_epi32((int)3);
        t59 = _mm512_and_si512(t51, t58);
        t60 = _mm512_set1_epi32((int)2);
        t61 = _mm512_sub_epi32(t60, t59);
        t62 = _mm512_sllv_epi32(t61, t58);
        t63 = t57;
        t64 = t62;
        t65 = _mm512_sllv_epi32(t63, t64);
        t66 = _mm512_set1_epi32((int)16);
        t67 = t65;
        t68 = _mm512_srav_epi32(t67, t66);
        t69 = _mm512_cvtepi32_ps(t68);
        t70 = _mm512_set1_ps(0.5f);
        t71 = _mm512_mul_ps(t69, t70);
        t72 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t71);
        _mm512_mask_storeu_ps(t12, t10, t72);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        t14 = (long)i;
        t15 = idx[t14];
        fout[t14] = (_mm256_zeroupper(), get_s16f(v, t15));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    long t8;
    __m256i t9;
    long t10;
    long t11;
    long t12;
    double f;
    long t;
    int off;
    int t13;
    unsigned char *b8;
    unsigned short *b16;
    int k;
    long t14;
    long t15;
    const unsigned char *u8;
    const unsigned short *u16;
    int s;
    int n;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    long t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    int t80;
    long t81;
    long t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    long t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    int i;
    long t101;
    int *t102;
    long t103;
    long t104;
    long t105;
    long t106;
    long t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    int t116;
    long t117;
    long t118;
    long t119;
    __m256i t120;
    __m256i t121;
    int t122;
    long t123;
    __m256i t124;
    __m256i t125;
    long t126;
    long t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    int i_1;
    int *t131;
    long t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    int t167;
    long t168;
    long t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    int i_2;
    long t180;
    long t181;
    long t182;
    long t183;
    long t184;
    __m256i t185;
    __m256i t186;
    __m256i t187;
    __m256i t188;
    __m256i t189;
    __m256i t190;
    __m256i t191;
    __m256i t192;
    int t193;
    long t194;
    long t195;
    long t196;
    __m256i t197;
    __m256i t198;
    int t199;
    long t200;
    __m256i t201;
    __m256i t202;
    long t203;
    long t204;
    __m256i t205;
    __m256i t206;
    __m256i t207;
    int i_3;
    int *t208;
    int i_4;
    long t209;
    for (off = 0; off < 4; off++) {
        t13 = off + 98;
        b8 = (unsigned char *)malloc((unsigned long)t13);
        b16 = (unsigned short *)malloc((unsigned long)(t13 * 2));
        for (k = 0; k < t13; k++) {
            t14 = (long)k;
            b8[t14] = (unsigned char)(k * 37 + 11);
            b16[t14] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        t15 = (long)off;
        u8 = b8 + t15 + 37;
        u16 = b16 + t15 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (s = 0; s < 6; s++) {
            n = sizes[s];
            if (203L >= 32L) {
                t16 = 203L & -32L;
                t17 = _mm256_set1_epi32((int)s);
                t18 = _mm256_set1_epi32((int)0);
                t19 = t18;
                t1 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t2 = 0L;
                for (;;) {
                    t20 = t1;
                    t21 = (long)(int)((long)0 + t2);
                    t22 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)13));
                    t23 = _mm256_add_epi32(t22, t17);
                    t24 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t21], t25);
                    t26 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t27 = _mm256_cmpeq_epi32(t26, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t21 * 4UL), _mm256_movepi32_mask(t27), _mm256_set1_epi32((int)60));
                    t28 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t29 = _mm256_cmpeq_epi32(t28, _mm256_set1_epi32((int)5));
                    t30 = _mm256_set1_epi32((int)1000000);
                    t31 = t20;
                    t32 = _mm256_add_epi32(t30, t31);
                    t33 = t32;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t21 * 4UL), _mm256_movepi32_mask(t29), t33);
                    _mm256_storeu_si256((__m256i *)&out[t21], t20);
                    _mm256_storeu_ps(&fout[t21], _mm256_set1_ps(0.0f));
                    t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                    t35 = t34;
                    t36 = (long)(int)((long)0 + (t2 + 8L));
                    t37 = _mm256_mullo_epi32(t35, _mm256_set1_epi32((int)13));
                    t38 = _mm256_add_epi32(t37, t17);
                    t39 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t36], t40);
                    t41 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t42 = _mm256_cmpeq_epi32(t41, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t36 * 4UL), _mm256_movepi32_mask(t42), _mm256_set1_epi32((int)60));
                    t43 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t44 = _mm256_cmpeq_epi32(t43, _mm256_set1_epi32((int)5));
                    t45 = _mm256_set1_epi32((int)1000000);
                    t46 = t35;
                    t47 = _mm256_add_epi32(t45, t46);
                    t48 = t47;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t36 * 4UL), _mm256_movepi32_mask(t44), t48);
                    _mm256_storeu_si256((__m256i *)&out[t36], t35);
                    _mm256_storeu_ps(&fout[t36], _mm256_set1_ps(0.0f));
                    t49 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    t50 = t49;
                    t51 = (long)(int)((long)0 + (t2 + 16L));
                    t52 = _mm256_mullo_epi32(t50, _mm256_set1_epi32((int)13));
                    t53 = _mm256_add_epi32(t52, t17);
                    t54 = (__m256i)((vcc_v8_int)t53 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t51], t55);
                    t56 = (__m256i)((vcc_v8_int)t50 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t57 = _mm256_cmpeq_epi32(t56, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t51 * 4UL), _mm256_movepi32_mask(t57), _mm256_set1_epi32((int)60));
                    t58 = (__m256i)((vcc_v8_int)t50 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t59 = _mm256_cmpeq_epi32(t58, _mm256_set1_epi32((int)5));
                    t60 = _mm256_set1_epi32((int)1000000);
                    t61 = t50;
                    t62 = _mm256_add_epi32(t60, t61);
                    t63 = t62;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t51 * 4UL), _mm256_movepi32_mask(t59), t63);
                    _mm256_storeu_si256((__m256i *)&out[t51], t50);
                    _mm256_storeu_ps(&fout[t51], _mm256_set1_ps(0.0f));
                    t64 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                    t65 = t64;
                    t66 = (long)(int)((long)0 + (t2 + 24L));
                    t67 = _mm256_mullo_epi32(t65, _mm256_set1_epi32((int)13));
                    t68 = _mm256_add_epi32(t67, t17);
                    t69 = (__m256i)((vcc_v8_int)t68 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t66], t70);
                    t71 = (__m256i)((vcc_v8_int)t65 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t72 = _mm256_cmpeq_epi32(t71, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t66 * 4UL), _mm256_movepi32_mask(t72), _mm256_set1_epi32((int)60));
                    t73 = (__m256i)((vcc_v8_int)t65 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t74 = _mm256_cmpeq_epi32(t73, _mm256_set1_epi32((int)5));
                    t75 = _mm256_set1_epi32((int)1000000);
                    t76 = t65;
                    t77 = _mm256_add_epi32(t75, t76);
                    t78 = t77;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t66 * 4UL), _mm256_movepi32_mask(t74), t78);
                    _mm256_storeu_si256((__m256i *)&out[t66], t65);
                    _mm256_storeu_ps(&fout[t66], _mm256_set1_ps(0.0f));
                    t2 += 32L;
                    t79 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                    if (t2 >= t16) {
                        break;
                    }
                    t1 = t79;
                }
                t80 = (int)((long)0 + t16);
            } else {
                t80 = 0;
            }
            t81 = (long)t80 * -1L + 203L;
            if (t81 >= 8L) {
                t82 = t81 & -8L;
                t83 = _mm256_set1_epi32((int)s);
                t84 = _mm256_set1_epi32((int)t80);
                t85 = t84;
                t3 = _mm256_add_epi32(t85, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t4 = 0L;
                for (;;) {
                    t86 = t3;
                    t87 = (long)(int)((long)t80 + t4);
                    t88 = _mm256_mullo_epi32(t86, _mm256_set1_epi32((int)13));
                    t89 = _mm256_add_epi32(t88, t83);
                    t90 = (__m256i)((vcc_v8_int)t89 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t91 = _mm256_sub_epi32(t90, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t87], t91);
                    t92 = (__m256i)((vcc_v8_int)t86 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t93 = _mm256_cmpeq_epi32(t92, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), _mm256_movepi32_mask(t93), _mm256_set1_epi32((int)60));
                    t94 = (__m256i)((vcc_v8_int)t86 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t95 = _mm256_cmpeq_epi32(t94, _mm256_set1_epi32((int)5));
                    t96 = _mm256_set1_epi32((int)1000000);
                    t97 = t86;
                    t98 = _mm256_add_epi32(t96, t97);
                    t99 = t98;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), _mm256_movepi32_mask(t95), t99);
                    _mm256_storeu_si256((__m256i *)&out[t87], t86);
                    _mm256_storeu_ps(&fout[t87], _mm256_set1_ps(0.0f));
                    t4 += 8L;
                    t100 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    if (t4 >= t82) {
                        break;
                    }
                    t3 = t100;
                }
                i = (int)((long)t80 + t82);
            } else {
                i = t80;
            }
            for (; i < 203; i++) {
                t101 = (long)i;
                t102 = &idx[t101];
                *t102 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t102 = 60;
                }
                if ((i % 11) == 5) {
                    *t102 = 1000000 + i;
                }
                out[t101] = i;
                fout[t101] = 0.0f;
            }
            if (203L >= 32L) {
                t103 = 203L & -32L;
                t5 = 0L;
                do {
                    t104 = (long)(int)((long)0 + t5);
                    t105 = (long)(int)((long)0 + (t5 + 8L));
                    t106 = (long)(int)((long)0 + (t5 + 16L));
                    t107 = (long)(int)((long)0 + (t5 + 24L));
                    t108 = _mm256_loadu_si256((const __m256i *)&idx[t104]);
                    t109 = _mm256_loadu_si256((const __m256i *)&idx[t105]);
                    t110 = _mm256_loadu_si256((const __m256i *)&idx[t106]);
                    t111 = _mm256_loadu_si256((const __m256i *)&idx[t107]);
                    t112 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t108, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t104 * 4UL), _mm256_movepi32_mask(t112), _mm256_set1_epi32((int)-37));
                    t113 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t109, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t105 * 4UL), _mm256_movepi32_mask(t113), _mm256_set1_epi32((int)-37));
                    t114 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t110, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t106 * 4UL), _mm256_movepi32_mask(t114), _mm256_set1_epi32((int)-37));
                    t115 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t111, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t107 * 4UL), _mm256_movepi32_mask(t115), _mm256_set1_epi32((int)-37));
                    t5 += 32L;
                } while (t5 < t103);
                t116 = (int)((long)0 + t103);
            } else {
                t116 = 0;
            }
            t117 = (long)t116 * -1L + 203L;
            if (t117 >= 8L) {
                t118 = t117 & -8L;
                t6 = 0L;
                do {
                    t119 = (long)(int)((long)t116 + t6);
                    t120 = _mm256_loadu_si256((const __m256i *)&idx[t119]);
                    t121 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t120, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t119 * 4UL), _mm256_movepi32_mask(t121), _mm256_set1_epi32((int)-37));
                    t6 += 8L;
                } while (t6 < t118);
                t122 = (int)((long)t116 + t118);
            } else {
                t122 = t116;
            }
            t123 = (long)t122 * -1L + 203L;
            if ((t123 >= 1L) & (t123 <= 8L)) {
                t124 = _mm256_set1_epi32((int)(int)t123);
                t125 = _mm256_cmpgt_epi32(t124, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t126 = 0L;
                t127 = (long)(int)((long)t122 + t126);
                t128 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t125), &idx[t127]);
                t129 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t128, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                t130 = _mm256_and_si256(t125, t129);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t127 * 4UL), _mm256_movepi32_mask(t130), _mm256_set1_epi32((int)-37));
                i_1 = (int)((long)t122 + t123);
            } else {
                i_1 = t122;
            }
            for (; i_1 < 203; i_1++) {
                t131 = &idx[i_1];
                if (*t131 >= 1000) {
                    *t131 = -37;
                }
            }
            (_mm256_zeroupper(), all_u8(u8, n));
            if (203L >= 32L) {
                t132 = 203L & -32L;
                t133 = _mm256_set1_epi32((int)0);
                t134 = t133;
                t7 = _mm256_add_epi32(t134, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t8 = 0L;
                for (;;) {
                    t135 = t7;
                    t136 = (__m256i)((vcc_v8_int)t135 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t137 = _mm256_cmpeq_epi32(t136, _mm256_set1_epi32((int)5));
                    t138 = _mm256_set1_epi32((int)1000000);
                    t139 = t135;
                    t140 = _mm256_add_epi32(t138, t139);
                    t141 = t140;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + t8) * 4UL), _mm256_movepi32_mask(t137), t141);
                    t142 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
                    t143 = t142;
                    t144 = (__m256i)((vcc_v8_int)t143 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t145 = _mm256_cmpeq_epi32(t144, _mm256_set1_epi32((int)5));
                    t146 = _mm256_set1_epi32((int)1000000);
                    t147 = t143;
                    t148 = _mm256_add_epi32(t146, t147);
                    t149 = t148;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 8L)) * 4UL), _mm256_movepi32_mask(t145), t149);
                    t150 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)16));
                    t151 = t150;
                    t152 = (__m256i)((vcc_v8_int)t151 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t153 = _mm256_cmpeq_epi32(t152, _mm256_set1_epi32((int)5));
                    t154 = _mm256_set1_epi32((int)1000000);
                    t155 = t151;
                    t156 = _mm256_add_epi32(t154, t155);
                    t157 = t156;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 16L)) * 4UL), _mm256_movepi32_mask(t153), t157);
                    t158 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)24));
                    t159 = t158;
                    t160 = (__m256i)((vcc_v8_int)t159 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t161 = _mm256_cmpeq_epi32(t160, _mm256_set1_epi32((int)5));
                    t162 = _mm256_set1_epi32((int)1000000);
                    t163 = t159;
                    t164 = _mm256_add_epi32(t162, t163);
                    t165 = t164;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 24L)) * 4UL), _mm256_movepi32_mask(t161), t165);
                    t8 += 32L;
                    t166 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)32));
                    if (t8 >= t132) {
                        break;
                    }
                    t7 = t166;
                }
                t167 = (int)((long)0 + t132);
            } else {
                t167 = 0;
            }
            t168 = (long)t167 * -1L + 203L;
            if (t168 >= 8L) {
                t169 = t168 & -8L;
                t170 = _mm256_set1_epi32((int)t167);
                t171 = t170;
                t9 = _mm256_add_epi32(t171, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t10 = 0L;
                for (;;) {
                    t172 = t9;
                    t173 = (__m256i)((vcc_v8_int)t172 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t174 = _mm256_cmpeq_epi32(t173, _mm256_set1_epi32((int)5));
                    t175 = _mm256_set1_epi32((int)1000000);
                    t176 = t172;
                    t177 = _mm256_add_epi32(t175, t176);
                    t178 = t177;
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)t167 + t10) * 4UL), _mm256_movepi32_mask(t174), t178);
                    t10 += 8L;
                    t179 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                    if (t10 >= t169) {
                        break;
                    }
                    t9 = t179;
                }
                i_2 = (int)((long)t167 + t169);
            } else {
                i_2 = t167;
            }
            for (; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            (_mm256_zeroupper(), some_s8((const signed char *)u8, n));
            (_mm256_zeroupper(), some_u16(u16, n));
            if (203L >= 32L) {
                t180 = 203L & -32L;
                t11 = 0L;
                do {
                    t181 = (long)(int)((long)0 + t11);
                    t182 = (long)(int)((long)0 + (t11 + 8L));
                    t183 = (long)(int)((long)0 + (t11 + 16L));
                    t184 = (long)(int)((long)0 + (t11 + 24L));
                    t185 = _mm256_loadu_si256((const __m256i *)&idx[t181]);
                    t186 = _mm256_loadu_si256((const __m256i *)&idx[t182]);
                    t187 = _mm256_loadu_si256((const __m256i *)&idx[t183]);
                    t188 = _mm256_loadu_si256((const __m256i *)&idx[t184]);
                    t189 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t185, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t181 * 4UL), _mm256_movepi32_mask(t189), _mm256_set1_epi32((int)0));
                    t190 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t186, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t182 * 4UL), _mm256_movepi32_mask(t190), _mm256_set1_epi32((int)0));
                    t191 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t187, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t183 * 4UL), _mm256_movepi32_mask(t191), _mm256_set1_epi32((int)0));
                    t192 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t188, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t184 * 4UL), _mm256_movepi32_mask(t192), _mm256_set1_epi32((int)0));
                    t11 += 32L;
                } while (t11 < t180);
                t193 = (int)((long)0 + t180);
            } else {
                t193 = 0;
            }
            t194 = (long)t193 * -1L + 203L;
            if (t194 >= 8L) {
                t195 = t194 & -8L;
                t12 = 0L;
                do {
                    t196 = (long)(int)((long)t193 + t12);
                    t197 = _mm256_loadu_si256((const __m256i *)&idx[t196]);
                    t198 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t197, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t196 * 4UL), _mm256_movepi32_mask(t198), _mm256_set1_epi32((int)0));
                    t12 += 8L;
                } while (t12 < t195);
                t199 = (int)((long)t193 + t195);
            } else {
                t199 = t193;
            }
            t200 = (long)t199 * -1L + 203L;
            if ((t200 >= 1L) & (t200 <= 8L)) {
                t201 = _mm256_set1_epi32((int)(int)t200);
                t202 = _mm256_cmpgt_epi32(t201, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t203 = 0L;
                t204 = (long)(int)((long)t199 + t203);
                t205 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t202), &idx[t204]);
                t206 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t205, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                t207 = _mm256_and_si256(t202, t206);
                _mm256_mask_storeu_epi32((int *)((unsigned long)&idx + (unsigned long)t204 * 4UL), _mm256_movepi32_mask(t207), _mm256_set1_epi32((int)0));
                i_3 = (int)((long)t199 + t200);
            } else {
                i_3 = t199;
            }
            for (; i_3 < 203; i_3++) {
                t208 = &idx[i_3];
                if (*t208 >= 1000) {
                    *t208 = 0;
                }
            }
            (_mm256_zeroupper(), all_s16f((const short *)u16, n));
            f = 0.0;
            t = 0L;
            for (i_4 = 0; i_4 < 203; i_4++) {
                t209 = (long)i_4;
                t += (long)out[t209] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t209] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
