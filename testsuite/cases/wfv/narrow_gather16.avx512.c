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
    int *t7;
    __m512i t8;
    int t9;
    long t10;
    __m512i t11;
    __mmask16 t12;
    long t13;
    __m512i t14;
    __mmask16 t15;
    __mmask16 t16;
    int *t17;
    __m512i t18;
    int i;
    long t19;
    int t20;
    int *t21;
    int t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    unsigned long t27;
    unsigned long t28;
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
    __m512i t58;
    __m512i t59;
    unsigned long t60;
    unsigned long t61;
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
    __m512i t87;
    __m512i t88;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = _mm512_loadu_si512(&idx[t4]);
            t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
            t7 = &out[t4];
            t8 = _mm512_maskz_loadu_epi32(t6, t7);
            t27 = (unsigned long)v;
            t28 = t27 & 3UL;
            t29 = _mm512_set1_epi32((int)(int)t28);
            t30 = _mm512_set1_epi32((int)3);
            t31 = _mm512_and_si512(t5, t30);
            t32 = _mm512_add_epi32(t31, t29);
            t33 = _mm512_set1_epi32((int)2);
            t34 = _mm512_srav_epi32(t5, t33);
            t35 = _mm512_set1_epi32((int)2);
            t36 = _mm512_srav_epi32(t32, t35);
            t37 = _mm512_add_epi32(t34, t36);
            t38 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t6, t37, (const int *)(t27 - t28), 4);
            t39 = _mm512_set1_epi32((int)3);
            t40 = _mm512_and_si512(t32, t39);
            t41 = _mm512_set1_epi32((int)3);
            t42 = _mm512_sub_epi32(t41, t40);
            t43 = _mm512_sllv_epi32(t42, t39);
            t44 = t38;
            t45 = t43;
            t46 = _mm512_sllv_epi32(t44, t45);
            t47 = _mm512_set1_epi32((int)24);
            t48 = t46;
            t49 = _mm512_srav_epi32(t48, t47);
            t50 = _mm512_set1_epi32((int)3);
            t51 = t49;
            t52 = t50;
            t53 = _mm512_mullo_epi32(t51, t52);
            t54 = t53;
            t55 = _mm512_mask_blend_epi32(t6, (__m512i)(vcc_v16_int){0}, t54);
            t23 = t8;
            t24 = t55;
            t25 = _mm512_add_epi32(t23, t24);
            t26 = t25;
            _mm512_mask_storeu_epi32(t7, t6, t26);
            t1 += 16L;
            if (t1 >= t3) {
                t9 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        t11 = _mm512_set1_epi32((int)(int)t10);
        t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        t13 = (long)(int)((long)t9 + 0L);
        t14 = _mm512_maskz_loadu_epi32(t12, &idx[t13]);
        t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
        t16 = _kand_mask16(t12, t15);
        t17 = &out[t13];
        t18 = _mm512_maskz_loadu_epi32(t16, t17);
        t60 = (unsigned long)v;
        t61 = t60 & 3UL;
        t62 = _mm512_set1_epi32((int)(int)t61);
        t63 = _mm512_set1_epi32((int)3);
        t64 = _mm512_and_si512(t14, t63);
        t65 = _mm512_add_epi32(t64, t62);
        t66 = _mm512_set1_epi32((int)2);
        t67 = _mm512_srav_epi32(t14, t66);
        t68 = _mm512_set1_epi32((int)2);
        t69 = _mm512_srav_epi32(t65, t68);
        t70 = _mm512_add_epi32(t67, t69);
        t71 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t16, t70, (const int *)(t60 - t61), 4);
        t72 = _mm512_set1_epi32((int)3);
        t73 = _mm512_and_si512(t65, t72);
        t74 = _mm512_set1_epi32((int)3);
        t75 = _mm512_sub_epi32(t74, t73);
        t76 = _mm512_sllv_epi32(t75, t72);
        t77 = t71;
        t78 = t76;
        t79 = _mm512_sllv_epi32(t77, t78);
        t80 = _mm512_set1_epi32((int)24);
        t81 = t79;
        t82 = _mm512_srav_epi32(t81, t80);
        t83 = _mm512_set1_epi32((int)3);
        t84 = t82;
        t85 = t83;
        t86 = _mm512_mullo_epi32(t84, t85);
        t87 = t86;
        t88 = _mm512_mask_blend_epi32(t16, (__m512i)(vcc_v16_int){0}, t87);
        t56 = t18;
        t57 = t88;
        t58 = _mm512_add_epi32(t56, t57);
        t59 = t58;
        _mm512_mask_storeu_epi32(t17, t16, t59);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        t19 = (long)i;
        t20 = idx[t19];
        if (t20 < 1000) {
            t21 = &out[t19];
            t22 = *t21;
            *t21 = t22 + (_mm256_zeroupper(), get_s8(v, t20));
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
    int *t17;
    __m512i t18;
    __m512i t19;
    int t20;
    long t21;
    __m512i t22;
    __mmask16 t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    int t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __mmask16 t31;
    __mmask16 t32;
    __m512i t33;
    __mmask16 t34;
    __m512i t35;
    __m512i t36;
    __mmask16 t37;
    __mmask16 t38;
    long t39;
    int *t40;
    __m512i t41;
    __m512i t42;
    int i;
    int t43;
    long t44;
    int *t45;
    int t46;
    int t47;
    __m512i t48;
    unsigned long t49;
    unsigned long t50;
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
    __m512i t80;
    __m512i t81;
    unsigned long t82;
    unsigned long t83;
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
    __m512i t112;
    __m512i t113;
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
            t11 = _mm512_maskz_loadu_epi32(t10, &idx[t7]);
            t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
            t13 = _mm512_maskz_mov_epi32(t12, _mm512_set1_epi32(1));
            t14 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32((int)0), t13);
            t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t16 = (long)t7;
            t17 = &out[t16];
            t18 = _mm512_maskz_loadu_epi32(t15, t17);
            t19 = _mm512_maskz_loadu_epi32(t15, &idx[t16]);
            t49 = (unsigned long)v;
            t50 = t49 & 3UL;
            t51 = _mm512_set1_epi32((int)(int)t50);
            t52 = _mm512_set1_epi32((int)1);
            t53 = _mm512_and_si512(t19, t52);
            t54 = _mm512_set1_epi32((int)1);
            t55 = _mm512_sllv_epi32(t53, t54);
            t56 = _mm512_add_epi32(t55, t51);
            t57 = _mm512_set1_epi32((int)1);
            t58 = _mm512_srav_epi32(t19, t57);
            t59 = _mm512_set1_epi32((int)2);
            t60 = _mm512_srav_epi32(t56, t59);
            t61 = _mm512_add_epi32(t58, t60);
            t62 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t15, t61, (const int *)(t49 - t50), 4);
            t63 = _mm512_set1_epi32((int)3);
            t64 = _mm512_and_si512(t56, t63);
            t65 = _mm512_set1_epi32((int)2);
            t66 = _mm512_sub_epi32(t65, t64);
            t67 = _mm512_sllv_epi32(t66, t63);
            t68 = t62;
            t69 = t67;
            t70 = _mm512_sllv_epi32(t68, t69);
            t71 = _mm512_set1_epi32((int)16);
            t72 = t71;
            t73 = _mm512_srlv_epi32(t70, t72);
            t74 = t73;
            t75 = _mm512_set1_epi32((int)7);
            t76 = t74;
            t77 = t75;
            t78 = _mm512_sub_epi32(t76, t77);
            t79 = t78;
            t80 = _mm512_mask_blend_epi32(t15, (__m512i)(vcc_v16_int){0}, t79);
            t48 = _mm512_xor_si512(t18, t80);
            _mm512_mask_storeu_epi32(t17, t15, t48);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t4) {
                t20 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t20 = 0;
    }
    t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        t22 = _mm512_set1_epi32((int)(int)t21);
        t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        t24 = _mm512_set1_epi32((int)t20);
        t25 = t24;
        t26 = _mm512_add_epi32(t25, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t27 = (int)((long)t20 + 0L);
        t28 = t26;
        t29 = _mm512_mask_blend_epi32(t23, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)4));
        t30 = (__m512i)((vcc_v16_int)t28 % (vcc_v16_int)t29);
        t31 = _mm512_cmp_epi32_mask(t30, _mm512_set1_epi32((int)2), _MM_CMPINT_NE);
        t32 = _kand_mask16(t23, t31);
        t33 = _mm512_maskz_loadu_epi32(t32, &idx[t27]);
        t34 = _mm512_cmp_epi32_mask(t33, _mm512_set1_epi32((int)1000), _MM_CMPINT_LT);
        t35 = _mm512_maskz_mov_epi32(t34, _mm512_set1_epi32(1));
        t36 = _mm512_mask_blend_epi32(t32, _mm512_set1_epi32((int)0), t35);
        t37 = _mm512_cmp_epi32_mask(t36, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t38 = _kand_mask16(t23, t37);
        t39 = (long)t27;
        t40 = &out[t39];
        t41 = _mm512_maskz_loadu_epi32(t38, t40);
        t42 = _mm512_maskz_loadu_epi32(t38, &idx[t39]);
        t82 = (unsigned long)v;
        t83 = t82 & 3UL;
        t84 = _mm512_set1_epi32((int)(int)t83);
        t85 = _mm512_set1_epi32((int)1);
        t86 = _mm512_and_si512(t42, t85);
        t87 = _mm512_set1_epi32((int)1);
        t88 = _mm512_sllv_epi32(t86, t87);
        t89 = _mm512_add_epi32(t88, t84);
        t90 = _mm512_set1_epi32((int)1);
        t91 = _mm512_srav_epi32(t42, t90);
        t92 = _mm512_set1_epi32((int)2);
        t93 = _mm512_srav_epi32(t89, t92);
        t94 = _mm512_add_epi32(t91, t93);
        t95 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t38, t94, (const int *)(t82 - t83), 4);
        t96 = _mm512_set1_epi32((int)3);
        t97 = _mm512_and_si512(t89, t96);
        t98 = _mm512_set1_epi32((int)2);
        t99 = _mm512_sub_epi32(t98, t97);
        t100 = _mm512_sllv_epi32(t99, t96);
        t101 = t95;
        t102 = t100;
        t103 = _mm512_sllv_epi32(t101, t102);
        t104 = _mm512_set1_epi32((int)16);
        t105 = t104;
        t106 = _mm512_srlv_epi32(t103, t105);
        t107 = t106;
        t108 = _mm512_set1_epi32((int)7);
        t109 = t107;
        t110 = t108;
        t111 = _mm512_sub_epi32(t109, t110);
        t112 = t111;
        t113 = _mm512_mask_blend_epi32(t38, (__m512i)(vcc_v16_int){0}, t112);
        t81 = _mm512_xor_si512(t41, t113);
        _mm512_mask_storeu_epi32(t40, t38, t81);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t43 = (idx[i] < 1000) != 0;
        } else {
            t43 = 0;
        }
        if (t43) {
            t44 = (long)i;
            t45 = &out[t44];
            t46 = *t45;
            t47 = idx[t44];
            *t45 = t46 ^ (_mm256_zeroupper(), get_u16(v, t47));
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
    int *t22;
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
    __m256i t36;
    long t37;
    int *t38;
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
    __m256i t51;
    __m256i t52;
    long t53;
    int *t54;
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
    __m256i t66;
    __m256i t67;
    __m256i t68;
    long t69;
    int *t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    int t84;
    long t85;
    long t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    long t91;
    int *t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    int i;
    long t106;
    int *t107;
    long t108;
    int *t109;
    int *t110;
    int *t111;
    int *t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    int t121;
    long t122;
    long t123;
    int *t124;
    __m256i t125;
    __m256i t126;
    int t127;
    long t128;
    __m256i t129;
    __m256i t130;
    long t131;
    int *t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    int i_1;
    int *t136;
    long t137;
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
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    int t172;
    long t173;
    long t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    __m256i t183;
    __m256i t184;
    int i_2;
    long t185;
    int *t186;
    int *t187;
    int *t188;
    int *t189;
    __m256i t190;
    __m256i t191;
    __m256i t192;
    __m256i t193;
    __m256i t194;
    __m256i t195;
    __m256i t196;
    __m256i t197;
    int t198;
    long t199;
    long t200;
    int *t201;
    __m256i t202;
    __m256i t203;
    int t204;
    long t205;
    __m256i t206;
    __m256i t207;
    long t208;
    int *t209;
    __m256i t210;
    __m256i t211;
    __m256i t212;
    int i_3;
    int *t213;
    int i_4;
    long t214;
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
                    t22 = &idx[t21];
                    t23 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)13));
                    t24 = _mm256_add_epi32(t23, t17);
                    t25 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)t22, t26);
                    t27 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t28 = _mm256_cmpeq_epi32(t27, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32(t22, _mm256_movepi32_mask(t28), _mm256_set1_epi32((int)60));
                    t29 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t30 = _mm256_cmpeq_epi32(t29, _mm256_set1_epi32((int)5));
                    t31 = _mm256_set1_epi32((int)1000000);
                    t32 = t20;
                    t33 = _mm256_add_epi32(t31, t32);
                    t34 = t33;
                    _mm256_mask_storeu_epi32(t22, _mm256_movepi32_mask(t30), t34);
                    _mm256_storeu_si256((__m256i *)&out[t21], t20);
                    _mm256_storeu_ps(&fout[t21], _mm256_set1_ps(0.0f));
                    t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                    t36 = t35;
                    t37 = (long)(int)((long)0 + (t2 + 8L));
                    t38 = &idx[t37];
                    t39 = _mm256_mullo_epi32(t36, _mm256_set1_epi32((int)13));
                    t40 = _mm256_add_epi32(t39, t17);
                    t41 = (__m256i)((vcc_v8_int)t40 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)t38, t42);
                    t43 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t44 = _mm256_cmpeq_epi32(t43, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32(t38, _mm256_movepi32_mask(t44), _mm256_set1_epi32((int)60));
                    t45 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t46 = _mm256_cmpeq_epi32(t45, _mm256_set1_epi32((int)5));
                    t47 = _mm256_set1_epi32((int)1000000);
                    t48 = t36;
                    t49 = _mm256_add_epi32(t47, t48);
                    t50 = t49;
                    _mm256_mask_storeu_epi32(t38, _mm256_movepi32_mask(t46), t50);
                    _mm256_storeu_si256((__m256i *)&out[t37], t36);
                    _mm256_storeu_ps(&fout[t37], _mm256_set1_ps(0.0f));
                    t51 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    t52 = t51;
                    t53 = (long)(int)((long)0 + (t2 + 16L));
                    t54 = &idx[t53];
                    t55 = _mm256_mullo_epi32(t52, _mm256_set1_epi32((int)13));
                    t56 = _mm256_add_epi32(t55, t17);
                    t57 = (__m256i)((vcc_v8_int)t56 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)t54, t58);
                    t59 = (__m256i)((vcc_v8_int)t52 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t60 = _mm256_cmpeq_epi32(t59, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32(t54, _mm256_movepi32_mask(t60), _mm256_set1_epi32((int)60));
                    t61 = (__m256i)((vcc_v8_int)t52 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t62 = _mm256_cmpeq_epi32(t61, _mm256_set1_epi32((int)5));
                    t63 = _mm256_set1_epi32((int)1000000);
                    t64 = t52;
                    t65 = _mm256_add_epi32(t63, t64);
                    t66 = t65;
                    _mm256_mask_storeu_epi32(t54, _mm256_movepi32_mask(t62), t66);
                    _mm256_storeu_si256((__m256i *)&out[t53], t52);
                    _mm256_storeu_ps(&fout[t53], _mm256_set1_ps(0.0f));
                    t67 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                    t68 = t67;
                    t69 = (long)(int)((long)0 + (t2 + 24L));
                    t70 = &idx[t69];
                    t71 = _mm256_mullo_epi32(t68, _mm256_set1_epi32((int)13));
                    t72 = _mm256_add_epi32(t71, t17);
                    t73 = (__m256i)((vcc_v8_int)t72 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)t70, t74);
                    t75 = (__m256i)((vcc_v8_int)t68 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t76 = _mm256_cmpeq_epi32(t75, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32(t70, _mm256_movepi32_mask(t76), _mm256_set1_epi32((int)60));
                    t77 = (__m256i)((vcc_v8_int)t68 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t78 = _mm256_cmpeq_epi32(t77, _mm256_set1_epi32((int)5));
                    t79 = _mm256_set1_epi32((int)1000000);
                    t80 = t68;
                    t81 = _mm256_add_epi32(t79, t80);
                    t82 = t81;
                    _mm256_mask_storeu_epi32(t70, _mm256_movepi32_mask(t78), t82);
                    _mm256_storeu_si256((__m256i *)&out[t69], t68);
                    _mm256_storeu_ps(&fout[t69], _mm256_set1_ps(0.0f));
                    t2 += 32L;
                    t83 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                    if (t2 >= t16) {
                        break;
                    }
                    t1 = t83;
                }
                t84 = (int)((long)0 + t16);
            } else {
                t84 = 0;
            }
            t85 = (long)t84 * -1L + 203L;
            if (t85 >= 8L) {
                t86 = t85 & -8L;
                t87 = _mm256_set1_epi32((int)s);
                t88 = _mm256_set1_epi32((int)t84);
                t89 = t88;
                t3 = _mm256_add_epi32(t89, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t4 = 0L;
                for (;;) {
                    t90 = t3;
                    t91 = (long)(int)((long)t84 + t4);
                    t92 = &idx[t91];
                    t93 = _mm256_mullo_epi32(t90, _mm256_set1_epi32((int)13));
                    t94 = _mm256_add_epi32(t93, t87);
                    t95 = (__m256i)((vcc_v8_int)t94 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)t92, t96);
                    t97 = (__m256i)((vcc_v8_int)t90 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t98 = _mm256_cmpeq_epi32(t97, _mm256_set1_epi32((int)3));
                    _mm256_mask_storeu_epi32(t92, _mm256_movepi32_mask(t98), _mm256_set1_epi32((int)60));
                    t99 = (__m256i)((vcc_v8_int)t90 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t100 = _mm256_cmpeq_epi32(t99, _mm256_set1_epi32((int)5));
                    t101 = _mm256_set1_epi32((int)1000000);
                    t102 = t90;
                    t103 = _mm256_add_epi32(t101, t102);
                    t104 = t103;
                    _mm256_mask_storeu_epi32(t92, _mm256_movepi32_mask(t100), t104);
                    _mm256_storeu_si256((__m256i *)&out[t91], t90);
                    _mm256_storeu_ps(&fout[t91], _mm256_set1_ps(0.0f));
                    t4 += 8L;
                    t105 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    if (t4 >= t86) {
                        break;
                    }
                    t3 = t105;
                }
                i = (int)((long)t84 + t86);
            } else {
                i = t84;
            }
            for (; i < 203; i++) {
                t106 = (long)i;
                t107 = &idx[t106];
                *t107 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t107 = 60;
                }
                if ((i % 11) == 5) {
                    *t107 = 1000000 + i;
                }
                out[t106] = i;
                fout[t106] = 0.0f;
            }
            if (203L >= 32L) {
                t108 = 203L & -32L;
                t5 = 0L;
                do {
                    t109 = &idx[(int)((long)0 + t5)];
                    t110 = &idx[(int)((long)0 + (t5 + 8L))];
                    t111 = &idx[(int)((long)0 + (t5 + 16L))];
                    t112 = &idx[(int)((long)0 + (t5 + 24L))];
                    t113 = _mm256_loadu_si256((const __m256i *)t109);
                    t114 = _mm256_loadu_si256((const __m256i *)t110);
                    t115 = _mm256_loadu_si256((const __m256i *)t111);
                    t116 = _mm256_loadu_si256((const __m256i *)t112);
                    t117 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t113, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t109, _mm256_movepi32_mask(t117), _mm256_set1_epi32((int)-37));
                    t118 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t114, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t110, _mm256_movepi32_mask(t118), _mm256_set1_epi32((int)-37));
                    t119 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t115, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t111, _mm256_movepi32_mask(t119), _mm256_set1_epi32((int)-37));
                    t120 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t116, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t112, _mm256_movepi32_mask(t120), _mm256_set1_epi32((int)-37));
                    t5 += 32L;
                } while (t5 < t108);
                t121 = (int)((long)0 + t108);
            } else {
                t121 = 0;
            }
            t122 = (long)t121 * -1L + 203L;
            if (t122 >= 8L) {
                t123 = t122 & -8L;
                t6 = 0L;
                do {
                    t124 = &idx[(int)((long)t121 + t6)];
                    t125 = _mm256_loadu_si256((const __m256i *)t124);
                    t126 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t125, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t124, _mm256_movepi32_mask(t126), _mm256_set1_epi32((int)-37));
                    t6 += 8L;
                } while (t6 < t123);
                t127 = (int)((long)t121 + t123);
            } else {
                t127 = t121;
            }
            t128 = (long)t127 * -1L + 203L;
            if ((t128 >= 1L) & (t128 <= 8L)) {
                t129 = _mm256_set1_epi32((int)(int)t128);
                t130 = _mm256_cmpgt_epi32(t129, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t131 = 0L;
                t132 = &idx[(int)((long)t127 + t131)];
                t133 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t130), t132);
                t134 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t133, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                t135 = _mm256_and_si256(t130, t134);
                _mm256_mask_storeu_epi32(t132, _mm256_movepi32_mask(t135), _mm256_set1_epi32((int)-37));
                i_1 = (int)((long)t127 + t128);
            } else {
                i_1 = t127;
            }
            for (; i_1 < 203; i_1++) {
                t136 = &idx[i_1];
                if (*t136 >= 1000) {
                    *t136 = -37;
                }
            }
            (_mm256_zeroupper(), all_u8(u8, n));
            if (203L >= 32L) {
                t137 = 203L & -32L;
                t138 = _mm256_set1_epi32((int)0);
                t139 = t138;
                t7 = _mm256_add_epi32(t139, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t8 = 0L;
                for (;;) {
                    t140 = t7;
                    t141 = (__m256i)((vcc_v8_int)t140 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t142 = _mm256_cmpeq_epi32(t141, _mm256_set1_epi32((int)5));
                    t143 = _mm256_set1_epi32((int)1000000);
                    t144 = t140;
                    t145 = _mm256_add_epi32(t143, t144);
                    t146 = t145;
                    _mm256_mask_storeu_epi32(&idx[(int)((long)0 + t8)], _mm256_movepi32_mask(t142), t146);
                    t147 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
                    t148 = t147;
                    t149 = (__m256i)((vcc_v8_int)t148 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t150 = _mm256_cmpeq_epi32(t149, _mm256_set1_epi32((int)5));
                    t151 = _mm256_set1_epi32((int)1000000);
                    t152 = t148;
                    t153 = _mm256_add_epi32(t151, t152);
                    t154 = t153;
                    _mm256_mask_storeu_epi32(&idx[(int)((long)0 + (t8 + 8L))], _mm256_movepi32_mask(t150), t154);
                    t155 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)16));
                    t156 = t155;
                    t157 = (__m256i)((vcc_v8_int)t156 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t158 = _mm256_cmpeq_epi32(t157, _mm256_set1_epi32((int)5));
                    t159 = _mm256_set1_epi32((int)1000000);
                    t160 = t156;
                    t161 = _mm256_add_epi32(t159, t160);
                    t162 = t161;
                    _mm256_mask_storeu_epi32(&idx[(int)((long)0 + (t8 + 16L))], _mm256_movepi32_mask(t158), t162);
                    t163 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)24));
                    t164 = t163;
                    t165 = (__m256i)((vcc_v8_int)t164 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t166 = _mm256_cmpeq_epi32(t165, _mm256_set1_epi32((int)5));
                    t167 = _mm256_set1_epi32((int)1000000);
                    t168 = t164;
                    t169 = _mm256_add_epi32(t167, t168);
                    t170 = t169;
                    _mm256_mask_storeu_epi32(&idx[(int)((long)0 + (t8 + 24L))], _mm256_movepi32_mask(t166), t170);
                    t8 += 32L;
                    t171 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)32));
                    if (t8 >= t137) {
                        break;
                    }
                    t7 = t171;
                }
                t172 = (int)((long)0 + t137);
            } else {
                t172 = 0;
            }
            t173 = (long)t172 * -1L + 203L;
            if (t173 >= 8L) {
                t174 = t173 & -8L;
                t175 = _mm256_set1_epi32((int)t172);
                t176 = t175;
                t9 = _mm256_add_epi32(t176, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t10 = 0L;
                for (;;) {
                    t177 = t9;
                    t178 = (__m256i)((vcc_v8_int)t177 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t179 = _mm256_cmpeq_epi32(t178, _mm256_set1_epi32((int)5));
                    t180 = _mm256_set1_epi32((int)1000000);
                    t181 = t177;
                    t182 = _mm256_add_epi32(t180, t181);
                    t183 = t182;
                    _mm256_mask_storeu_epi32(&idx[(int)((long)t172 + t10)], _mm256_movepi32_mask(t179), t183);
                    t10 += 8L;
                    t184 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                    if (t10 >= t174) {
                        break;
                    }
                    t9 = t184;
                }
                i_2 = (int)((long)t172 + t174);
            } else {
                i_2 = t172;
            }
            for (; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            (_mm256_zeroupper(), some_s8((const signed char *)u8, n));
            (_mm256_zeroupper(), some_u16(u16, n));
            if (203L >= 32L) {
                t185 = 203L & -32L;
                t11 = 0L;
                do {
                    t186 = &idx[(int)((long)0 + t11)];
                    t187 = &idx[(int)((long)0 + (t11 + 8L))];
                    t188 = &idx[(int)((long)0 + (t11 + 16L))];
                    t189 = &idx[(int)((long)0 + (t11 + 24L))];
                    t190 = _mm256_loadu_si256((const __m256i *)t186);
                    t191 = _mm256_loadu_si256((const __m256i *)t187);
                    t192 = _mm256_loadu_si256((const __m256i *)t188);
                    t193 = _mm256_loadu_si256((const __m256i *)t189);
                    t194 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t190, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t186, _mm256_movepi32_mask(t194), _mm256_set1_epi32((int)0));
                    t195 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t191, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t187, _mm256_movepi32_mask(t195), _mm256_set1_epi32((int)0));
                    t196 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t192, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t188, _mm256_movepi32_mask(t196), _mm256_set1_epi32((int)0));
                    t197 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t193, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t189, _mm256_movepi32_mask(t197), _mm256_set1_epi32((int)0));
                    t11 += 32L;
                } while (t11 < t185);
                t198 = (int)((long)0 + t185);
            } else {
                t198 = 0;
            }
            t199 = (long)t198 * -1L + 203L;
            if (t199 >= 8L) {
                t200 = t199 & -8L;
                t12 = 0L;
                do {
                    t201 = &idx[(int)((long)t198 + t12)];
                    t202 = _mm256_loadu_si256((const __m256i *)t201);
                    t203 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t202, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                    _mm256_mask_storeu_epi32(t201, _mm256_movepi32_mask(t203), _mm256_set1_epi32((int)0));
                    t12 += 8L;
                } while (t12 < t200);
                t204 = (int)((long)t198 + t200);
            } else {
                t204 = t198;
            }
            t205 = (long)t204 * -1L + 203L;
            if ((t205 >= 1L) & (t205 <= 8L)) {
                t206 = _mm256_set1_epi32((int)(int)t205);
                t207 = _mm256_cmpgt_epi32(t206, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t208 = 0L;
                t209 = &idx[(int)((long)t204 + t208)];
                t210 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t207), t209);
                t211 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t210, _mm256_set1_epi32((int)1000), _MM_CMPINT_NLT));
                t212 = _mm256_and_si256(t207, t211);
                _mm256_mask_storeu_epi32(t209, _mm256_movepi32_mask(t212), _mm256_set1_epi32((int)0));
                i_3 = (int)((long)t204 + t205);
            } else {
                i_3 = t204;
            }
            for (; i_3 < 203; i_3++) {
                t213 = &idx[i_3];
                if (*t213 >= 1000) {
                    *t213 = 0;
                }
            }
            (_mm256_zeroupper(), all_s16f((const short *)u16, n));
            f = 0.0;
            t = 0L;
            for (i_4 = 0; i_4 < 203; i_4++) {
                t214 = (long)i_4;
                t += (long)out[t214] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t214] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
