/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16ulu_clip(float *p, int i, float lo);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16ulu_clip(float *p, int i, float lo, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8ulu_clip(float *p, int i, float lo);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8ulu_clip(float *p, int i, float lo, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uvv_put(int *out, __m512i where, __m512i v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v);
/* Stores under masks: only the lanes whose condition holds write (consecutive: a masked vector
   store; through a varying index: a masked scatter); the arrays are exactly as long as the
   scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 3 */

/* #pragma omp declare simd uniform(p, lo) linear(i) */
void clip(float *p, int i, float lo) {
    if (p[i] < lo)
        p[i] = lo;
}

/* vcc: function at stores.c:10 vector variant _ZGVeN16ulu_clip of `clip`: VL 16, unmasked, p uniform, i linear step 1, lo uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16ulu_clip(float *p, int i, float lo) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m512 t2 = _mm512_loadu_ps(p + t1);
    __m512 t3 = _mm512_set1_ps(lo);
    __mmask16 t4 = _mm512_cmp_ps_mask(t2, t3, _CMP_LT_OQ);
    __m512 t5 = _mm512_set1_ps(lo);
    _mm512_mask_storeu_ps((float *)((unsigned long)p + (unsigned long)t1 * 4UL), t4, t5);
}

/* vcc: function at stores.c:10 vector variant _ZGVeM16ulu_clip of `clip`: VL 16, masked, p uniform, i linear step 1, lo uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16ulu_clip(float *p, int i, float lo, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    long t2 = (long)i;
    __m512 t3 = _mm512_maskz_loadu_ps(t1, (float *)((unsigned long)p + (unsigned long)t2 * 4UL));
    __m512 t4 = _mm512_set1_ps(lo);
    __mmask16 t5 = _mm512_cmp_ps_mask(t3, t4, _CMP_LT_OQ);
    __mmask16 t6 = _kand_mask16(t1, t5);
    __m512 t7 = _mm512_set1_ps(lo);
    _mm512_mask_storeu_ps((float *)((unsigned long)p + (unsigned long)t2 * 4UL), t6, t7);
}

/* vcc: function at stores.c:10 vector variant _ZGVdN8ulu_clip of `clip`: VL 8, unmasked, p uniform, i linear step 1, lo uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8ulu_clip(float *p, int i, float lo) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(p + t1);
    __m256 t3 = _mm256_set1_ps(lo);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(t2, t3, _CMP_LT_OQ));
    _mm256_mask_storeu_ps((float *)((unsigned long)p + (unsigned long)t1 * 4UL), _mm256_movepi32_mask(t4), t3);
}

/* vcc: function at stores.c:10 vector variant _ZGVdM8ulu_clip of `clip`: VL 8, masked, p uniform, i linear step 1, lo uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8ulu_clip(float *p, int i, float lo, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256 t3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (float *)((unsigned long)p + (unsigned long)t2 * 4UL));
    __m256 t4 = _mm256_set1_ps(lo);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(t3, t4, _CMP_LT_OQ));
    __m256i t6 = _mm256_and_si256(t1, t5);
    __m256 t7 = _mm256_set1_ps(lo);
    _mm256_mask_storeu_ps((float *)((unsigned long)p + (unsigned long)t2 * 4UL), _mm256_movepi32_mask(t6), t7);
}

/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    if (v > 0) {
        out[where] = v;
        return 1;
    }
    return 0;
}

/* vcc: function at stores.c:16 vector variant _ZGVeN16uvv_put of `put`: VL 16, unmasked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uvv_put(int *out, __m512i where, __m512i v) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    __mmask16 t2 = _mm512_cmp_epi32_mask(v, t1, _MM_CMPINT_NLE);
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_mask_blend_epi32(t2, t3, (__m512i)(vcc_v16_int){0});
    _mm512_mask_i32scatter_epi32(out, t2, where, v, 4);
    __m512i t5 = _mm512_set1_epi32(1);
    __m512i t6 = _mm512_mask_blend_epi32(t2, t4, t5);
    return t6;
}

/* vcc: function at stores.c:16 vector variant _ZGVdN8uvv_put of `put`: VL 8, unmasked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = _mm256_cmpgt_epi32(v, t1);
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = ({ (void)t3; _mm256_and_si256(t2, (__m256i)(vcc_v8_int){0}); });
    _mm256_mask_i32scatter_epi32(out, _mm256_movepi32_mask(t2), where, v, 4);
    __m256i t5 = _mm256_set1_epi32(1);
    __m256i t6 = _mm256_ternarylogic_epi32(t2, t5, t4, 0xCA);
    return t6;
}

void _ZGVdN8ulu_clip(float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8ulu_clip(float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);

int main(void) {
    float *p = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        p[k] = (k * 37 % 11) - 5.0f;
    _ZGVdN8ulu_clip(p, 0, 0.5f);
    int m[8] = {1, 1, 1, 0, 0, 1, 0, 1};
    _ZGVdM8ulu_clip(p, 8, -1.0f, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%g ", p[k]);
    printf("\n");
    int *out = malloc(12 * sizeof(int));
    for (int k = 0; k < 12; k++)
        out[k] = -1;
    int where[8] = {11, 0, 3, 5, 7, 2, 9, 4}, v[8] = {5, -2, 8, 0, 13, 21, -34, 55}, r[8];
    FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where), TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("\n");
    for (int k = 0; k < 12; k++)
        printf("%d ", out[k]);
    printf("\n");
    free(p);
    free(out);
    return 0;
}
