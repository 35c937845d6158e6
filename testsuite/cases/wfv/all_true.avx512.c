/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uvv_put(int *out, __m512i where, __m512i v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shrink(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_shrink(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shrink(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_shrink(__m256 x, float k, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_soft(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_soft(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_soft(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_soft(__m256 x, float k, __m256 mask);
/* All-true fast paths (BOA): a block under a varying condition whose work is cheaper unmasked
   (masked vector stores and loads where the target prices them above plain ones, a scatter
   done lane by lane, a call that has an unmasked variant) tests whether every lane takes it:
   then it runs unmasked, else masked when some lane does, else not at all. main drives each
   variant with conditions and masks that are all true, all false and mixed, and a loop over
   odd counts calls them with a masked remainder. Arrays are exactly as long as the scalar code
   needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 */
/* vcc-test: expect-loops 1 */

/* Two consecutive stores and a consecutive load under `x[i] > t`. */
/* #pragma omp declare simd uniform(y, z, w, x, t) linear(i) */
void split(float *y, float *z, const float *w, const float *x, int i, float t) {
    float v = x[i];
    if (v > t) {
        float u = w[i];
        y[i] = u * v - t;
        z[i] = u + v;
    }
}

/* vcc: function at all_true.c:16 vector variant _ZGVeN16uuuulu_split of `split`: VL 16, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m512 t2 = _mm512_loadu_ps(x + t1);
    __m512 t3 = _mm512_set1_ps(t);
    __mmask16 t4 = _mm512_cmp_ps_mask(t2, t3, _CMP_GT_OQ);
    __m512 t5 = _mm512_maskz_loadu_ps(t4, (const float *)((unsigned long)w + (unsigned long)t1 * 4UL));
    __m512 t6 = _mm512_mul_ps(t5, t2);
    __m512 t7 = _mm512_set1_ps(t);
    __m512 t8 = _mm512_sub_ps(t6, t7);
    _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t1 * 4UL), t4, t8);
    __m512 t9 = _mm512_add_ps(t5, t2);
    _mm512_mask_storeu_ps((float *)((unsigned long)z + (unsigned long)t1 * 4UL), t4, t9);
}

/* vcc: function at all_true.c:16 vector variant _ZGVeM16uuuulu_split of `split`: VL 16, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    long t2 = (long)i;
    __m512 t3 = _mm512_maskz_loadu_ps(t1, (const float *)((unsigned long)x + (unsigned long)t2 * 4UL));
    __m512 t4 = _mm512_set1_ps(t);
    __mmask16 t5 = _mm512_cmp_ps_mask(t3, t4, _CMP_GT_OQ);
    __mmask16 t6 = _kand_mask16(t1, t5);
    __m512 t7 = _mm512_maskz_loadu_ps(t6, (const float *)((unsigned long)w + (unsigned long)t2 * 4UL));
    __m512 t8 = _mm512_mul_ps(t7, t3);
    __m512 t9 = _mm512_set1_ps(t);
    __m512 t10 = _mm512_sub_ps(t8, t9);
    _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t2 * 4UL), t6, t10);
    __m512 t11 = _mm512_add_ps(t7, t3);
    _mm512_mask_storeu_ps((float *)((unsigned long)z + (unsigned long)t2 * 4UL), t6, t11);
}

/* vcc: function at all_true.c:16 vector variant _ZGVdN8uuuulu_split of `split`: VL 8, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(x + t1);
    __m256 t3 = _mm256_set1_ps(t);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(t2, t3, _CMP_GT_OQ));
    unsigned long t5 = (unsigned long)t1 * 4UL;
    __m256 t6 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t4), (const float *)((unsigned long)w + t5));
    __m256 t7 = _mm256_mul_ps(t6, t2);
    __m256 t8 = _mm256_sub_ps(t7, t3);
    _mm256_mask_storeu_ps((float *)((unsigned long)y + t5), _mm256_movepi32_mask(t4), t8);
    __m256 t9 = _mm256_add_ps(t6, t2);
    _mm256_mask_storeu_ps((float *)((unsigned long)z + t5), _mm256_movepi32_mask(t4), t9);
}

/* vcc: function at all_true.c:16 vector variant _ZGVdM8uuuulu_split of `split`: VL 8, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256 t3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (const float *)((unsigned long)x + (unsigned long)t2 * 4UL));
    __m256 t4 = _mm256_set1_ps(t);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(t3, t4, _CMP_GT_OQ));
    __m256i t6 = _mm256_and_si256(t1, t5);
    __m256 t7 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t6), (const float *)((unsigned long)w + (unsigned long)t2 * 4UL));
    __m256 t8 = _mm256_mul_ps(t7, t3);
    __m256 t9 = _mm256_set1_ps(t);
    __m256 t10 = _mm256_sub_ps(t8, t9);
    _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t2 * 4UL), _mm256_movepi32_mask(t6), t10);
    __m256 t11 = _mm256_add_ps(t7, t3);
    _mm256_mask_storeu_ps((float *)((unsigned long)z + (unsigned long)t2 * 4UL), _mm256_movepi32_mask(t6), t11);
}

/* A scatter under `v > 0`: per lane, each lane tested, unless all are on. */
/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    int r = 0;
    if (v > 0) {
        out[where] = 2 * v + 1;
        r = v;
    }
    return r;
}

/* vcc: function at all_true.c:27 vector variant _ZGVeN16uvv_put of `put`: VL 16, unmasked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uvv_put(int *out, __m512i where, __m512i v) {
    vcc_no_contract_body
    __m512i t2 = _mm512_set1_epi32(0);
    __mmask16 t1 = _mm512_cmp_epi32_mask(v, t2, _MM_CMPINT_NLE);
    if ((t1 != 0)) {
        __m512i t3 = _mm512_set1_epi32(2);
        __m512i t4 = _mm512_mullo_epi32(t3, v);
        __m512i t5 = _mm512_set1_epi32(1);
        __m512i t6 = _mm512_add_epi32(t4, t5);
        _mm512_mask_i32scatter_epi32(out, t1, where, t6, 4);
    } else {
        t1 = ((__mmask16)0x0);
    }
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_mask_blend_epi32(t1, t7, v);
    return t8;
}

/* vcc: function at all_true.c:27 vector variant _ZGVdN8uvv_put of `put`: VL 8, unmasked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v) {
    vcc_no_contract_body
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t1 = _mm256_cmpgt_epi32(v, t2);
    if ((_mm256_movemask_epi8(t1) != 0)) {
        __m256i t3 = _mm256_set1_epi32(2);
        __m256i t4 = _mm256_mullo_epi32(t3, v);
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_add_epi32(t4, t5);
        _mm256_mask_i32scatter_epi32(out, _mm256_movepi32_mask(t1), where, t6, 4);
    } else {
        t1 = (__m256i)(vcc_m8){0};
    }
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = ({ (void)t7; _mm256_and_si256(t1, v); });
    return t8;
}

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at all_true.c:37 vector variant _ZGVeN16vu_shrink of `shrink`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shrink(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(k);
    __m512 t2 = _mm512_mul_ps(x, t1);
    __m512 t3 = _mm512_set1_ps(10.0f);
    __mmask16 t4 = _mm512_cmp_ps_mask(t2, t3, _CMP_GT_OQ);
    __m512 t5 = _mm512_set1_ps(10.0f);
    __m512 t6 = _mm512_sub_ps(t2, t5);
    __m512 t7 = _mm512_set1_ps(0.25f);
    __m512 t8 = _mm512_mul_ps(t6, t7);
    __m512 t9 = _mm512_set1_ps(10.0f);
    __m512 t10 = _mm512_add_ps(t9, t8);
    __m512 t11 = _mm512_mask_blend_ps(t4, t2, t10);
    return t11;
}

/* vcc: function at all_true.c:37 vector variant _ZGVeM16vu_shrink of `shrink`: VL 16, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_shrink(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(k);
    __m512 t3 = _mm512_mul_ps(x, t2);
    __m512 t4 = _mm512_set1_ps(10.0f);
    __mmask16 t5 = _mm512_cmp_ps_mask(t3, t4, _CMP_GT_OQ);
    __m512 t6 = _mm512_set1_ps(10.0f);
    __m512 t7 = _mm512_sub_ps(t3, t6);
    __m512 t8 = _mm512_set1_ps(0.25f);
    __m512 t9 = _mm512_mul_ps(t7, t8);
    __m512 t10 = _mm512_set1_ps(10.0f);
    __m512 t11 = _mm512_add_ps(t10, t9);
    __m512 t12 = _mm512_mask_blend_ps(t5, t3, t11);
    __m512 t13 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t12);
    return t13;
}

/* vcc: function at all_true.c:37 vector variant _ZGVdN8vu_shrink of `shrink`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shrink(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(k);
    __m256 t2 = _mm256_mul_ps(x, t1);
    __m256 t3 = _mm256_set1_ps(10.0f);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(t2, t3, _CMP_GT_OQ));
    __m256 t5 = _mm256_set1_ps(10.0f);
    __m256 t6 = _mm256_sub_ps(t2, t5);
    __m256 t7 = _mm256_set1_ps(0.25f);
    __m256 t8 = _mm256_mul_ps(t6, t7);
    __m256 t9 = _mm256_set1_ps(10.0f);
    __m256 t10 = _mm256_add_ps(t9, t8);
    __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), t2, t10);
    return t11;
}

/* vcc: function at all_true.c:37 vector variant _ZGVdM8vu_shrink of `shrink`: VL 8, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_shrink(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(x, t2);
    __m256 t4 = _mm256_set1_ps(10.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(t3, t4, _CMP_GT_OQ));
    __m256 t6 = _mm256_set1_ps(10.0f);
    __m256 t7 = _mm256_sub_ps(t3, t6);
    __m256 t8 = _mm256_set1_ps(0.25f);
    __m256 t9 = _mm256_mul_ps(t7, t8);
    __m256 t10 = _mm256_set1_ps(10.0f);
    __m256 t11 = _mm256_add_ps(t10, t9);
    __m256 t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t5), t3, t11);
    __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t12);
    return t13;
}

/* A call under a condition: the masked variant of `shrink`, its unmasked one when every lane
   calls it. */
/* #pragma omp declare simd uniform(k) */
float soft(float x, float k) {
    float r = x;
    if (x > 1.0f)
        r = shrink(x, k) + 1.0f;
    return r;
}

/* vcc: function at all_true.c:47 vector variant _ZGVeN16vu_soft of `soft`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_soft(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3 = _mm512_set1_ps(1.0f);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t3, _CMP_GT_OQ);
    if ((t2 != 0)) {
        __m512 t4 = _ZGVeM16vu_shrink(x, k, t2);
        __m512 t5 = _mm512_set1_ps(1.0f);
        t1 = _mm512_add_ps(t4, t5);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t6 = _mm512_mask_blend_ps(t2, x, t1);
    return t6;
}

/* vcc: function at all_true.c:47 vector variant _ZGVeM16vu_soft of `soft`: VL 16, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_soft(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512 t4 = _mm512_set1_ps(1.0f);
    __mmask16 t5 = _mm512_cmp_ps_mask(x, t4, _CMP_GT_OQ);
    __mmask16 t2 = _kand_mask16(t3, t5);
    if ((t2 != 0)) {
        __m512 t6 = _ZGVeM16vu_shrink(x, k, t2);
        __m512 t7 = _mm512_set1_ps(1.0f);
        t1 = _mm512_add_ps(t6, t7);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t8 = _mm512_mask_blend_ps(t2, x, t1);
    __m512 t9 = _mm512_mask_blend_ps(t3, (__m512)(vcc_v16_float){0}, t8);
    return t9;
}

/* vcc: function at all_true.c:47 vector variant _ZGVdN8vu_soft of `soft`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_soft(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t4 = _mm256_set1_ps(1.0f);
        __m256 t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t4);
        __m256 t6 = _ZGVdM8vu_shrink(x, k, t5);
        __m256 t7 = _mm256_set1_ps(1.0f);
        t1 = _mm256_add_ps(t6, t7);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), x, t1);
    return t8;
}

/* vcc: function at all_true.c:47 vector variant _ZGVdM8vu_soft of `soft`: VL 8, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_soft(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256i t2 = _mm256_and_si256(t3, t5);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t6 = _mm256_set1_ps(1.0f);
        __m256 t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t6);
        __m256 t8 = _ZGVdM8vu_shrink(x, k, t7);
        __m256 t9 = _mm256_set1_ps(1.0f);
        t1 = _mm256_add_ps(t8, t9);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), x, t1);
    __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t10);
    return t11;
}

/* A call-site loop over any count: its remainder calls the masked variants. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void soft_all(float *y, const float *x, int n, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3;
    int t11;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)y;
    unsigned long t7 = (unsigned long)x;
    long t8 = (long)((unsigned long)y - (unsigned long)x);
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L)))) {
        long t9 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at all_true.c:57 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t10 = y + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t22 = _mm512_set1_ps(1.0f);
            __mmask16 t2 = _mm512_cmp_ps_mask(x_v, t22, _CMP_GT_OQ);
            if ((t2 != 0)) {
                __m512 t29 = _mm512_set1_ps(k);
                __m512 t30 = _mm512_mul_ps(x_v, t29);
                __m512 t31 = _mm512_set1_ps(10.0f);
                __mmask16 t32 = _mm512_cmp_ps_mask(t30, t31, _CMP_GT_OQ);
                __m512 t33 = _mm512_set1_ps(10.0f);
                __m512 t34 = _mm512_sub_ps(t30, t33);
                __m512 t35 = _mm512_set1_ps(0.25f);
                __m512 t36 = _mm512_mul_ps(t34, t35);
                __m512 t37 = _mm512_set1_ps(10.0f);
                __m512 t38 = _mm512_add_ps(t37, t36);
                __m512 t39 = _mm512_mask_blend_ps(t32, t30, t38);
                __m512 t40 = _mm512_mask_blend_ps(t2, (__m512)(vcc_v16_float){0}, t39);
                __m512 t28 = _mm512_set1_ps(1.0f);
                t1 = _mm512_add_ps(t40, t28);
            } else {
                t1 = (__m512)(vcc_v16_float){0};
                t2 = ((__mmask16)0x0);
            }
            __m512 t23 = _mm512_mask_blend_ps(t2, x_v, t1);
            _mm512_storeu_ps(t10, t23);
            i_vec += 16L;
            if (i_vec >= t9) {
                t11 = (int)t9;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)y;
    unsigned long t14 = (unsigned long)x;
    long t15 = (long)((unsigned long)y + (unsigned long)((long)t11 * 4L) - ((unsigned long)x + (unsigned long)((long)t11 * 4L)));
    if ((t12 >= 1L) & (t12 <= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))) | ((t15 <= 0L) | (t15 >= 64L)))) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t11;
        float *t19 = y + t18;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t17, x + t18);
        __m512 t24 = _mm512_set1_ps(1.0f);
        __mmask16 t25 = _mm512_cmp_ps_mask(x_v_1, t24, _CMP_GT_OQ);
        __mmask16 t4 = _kand_mask16(t17, t25);
        if ((t4 != 0)) {
            __m512 t42 = _mm512_set1_ps(k);
            __m512 t43 = _mm512_mul_ps(x_v_1, t42);
            __m512 t44 = _mm512_set1_ps(10.0f);
            __mmask16 t45 = _mm512_cmp_ps_mask(t43, t44, _CMP_GT_OQ);
            __m512 t46 = _mm512_set1_ps(10.0f);
            __m512 t47 = _mm512_sub_ps(t43, t46);
            __m512 t48 = _mm512_set1_ps(0.25f);
            __m512 t49 = _mm512_mul_ps(t47, t48);
            __m512 t50 = _mm512_set1_ps(10.0f);
            __m512 t51 = _mm512_add_ps(t50, t49);
            __m512 t52 = _mm512_mask_blend_ps(t45, t43, t51);
            __m512 t53 = _mm512_mask_blend_ps(t4, (__m512)(vcc_v16_float){0}, t52);
            __m512 t41 = _mm512_set1_ps(1.0f);
            t3 = _mm512_add_ps(t53, t41);
        } else {
            t3 = (__m512)(vcc_v16_float){0};
            t4 = ((__mmask16)0x0);
        }
        __m512 t26 = _mm512_mask_blend_ps(t4, x_v_1, t3);
        __m512 t27 = _mm512_mask_blend_ps(t17, (__m512)(vcc_v16_float){0}, t26);
        _mm512_mask_storeu_ps(t19, t17, t27);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = x[t20];
        y[t20] = (_mm256_zeroupper(), soft(t21, k));
    }
}

void _ZGVdN8uuuulu_split(float *, float *, const float *, const float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8uuuulu_split(float *, float *, const float *, const float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);
v8f _ZGVdN8vu_soft(v8f, float);
v8f _ZGVdM8vu_soft(v8f, float, v8f);

static void printf8(const char *what, v8f v) {
    float a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        printf(" %g", a[k]);
    printf("\n");
}

static void printfs(const char *what, const float *a, int n) {
    printf("%s", what);
    for (int k = 0; k < n; k++)
        printf(" %g", a[k]);
    printf("\n");
}

int main(void) {
    /* split: 32 elements, four vectors: lanes all above t, all below, mixed, and a masked call
       with all, none and some lanes on. */
    enum { N = 32 };
    float *x = malloc(N * sizeof(float)), *w = malloc(N * sizeof(float));
    float *y = malloc(N * sizeof(float)), *z = malloc(N * sizeof(float));
    for (int k = 0; k < N; k++) {
        x[k] = k < 8 ? 5.0f + k : k < 16 ? -1.0f - k : (k * 7 % 5) - 1.5f;
        w[k] = 0.5f * k - 3.0f;
        y[k] = -100.0f - k;
        z[k] = 100.0f + k;
    }
    for (int i = 0; i < N; i += 8)
        _ZGVdN8uuuulu_split(y, z, w, x, i, 0.0f);
    printfs("split y", y, N);
    printfs("split z", z, N);
    int iall[8] = {1, 1, 1, 1, 1, 1, 1, 1}, inone[8] = {0}, isome[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    float all[8] = {1, 1, 1, 1, 1, 1, 1, 1}, none[8] = {0}, some[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    for (int k = 0; k < N; k++)
        x[k] = 1.0f + k % 3;
    _ZGVdM8uuuulu_split(y, z, w, x, 0, 0.5f, TO_VEC(v8i, iall));
    _ZGVdM8uuuulu_split(y, z, w, x, 8, 0.5f, TO_VEC(v8i, inone));
    _ZGVdM8uuuulu_split(y, z, w, x, 16, 0.5f, TO_VEC(v8i, isome));
    /* Lanes on, and x above t in only some of them. */
    _ZGVdM8uuuulu_split(y, z, w, x, 24, 1.5f, TO_VEC(v8i, iall));
    printfs("masked split y", y, N);
    printfs("masked split z", z, N);

    /* put: every v positive, none, some; distinct indices (a scatter's lanes). */
    int *out = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        out[k] = -1;
    int where[3][8] = {{0, 2, 4, 6, 8, 10, 12, 14}, {1, 3, 5, 7, 9, 11, 13, 15}, {23, 16, 17, 22, 18, 21, 19, 20}};
    int vals[3][8] = {{1, 2, 3, 4, 5, 6, 7, 8}, {0, -1, -2, -3, -4, -5, -6, -7}, {9, -9, 0, 4, 7, -1, 3, 0}};
    for (int c = 0; c < 3; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where[c]), TO_VEC(v8i, vals[c])));
        printf("put %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        printf("\n");
    }
    printf("out:");
    for (int k = 0; k < 24; k++)
        printf(" %d", out[k]);
    printf("\n");

    /* soft: every lane calls shrink, none does, some do; masked with all, none, some on. */
    float xs[3][8] = {{2, 3, 40, 5, 60, 7, 8, 90}, {0, 1, -2, 0.5f, -4, 1, 0.25f, -8}, {2, 0, 30, 1, 4, -5, 70, 1.5f}};
    for (int c = 0; c < 3; c++) {
        printf("soft %d", c);
        printf8("", _ZGVdN8vu_soft(TO_VEC(v8f, xs[c]), 0.5f));
    }
    printf8("masked soft all", _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, all)));
    printf8("masked soft mixed", _ZGVdM8vu_soft(TO_VEC(v8f, xs[2]), 2.0f, TO_VEC(v8f, all)));
    float none_out[8], a0[8];
    FROM_VEC(none_out, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, none)));
    (void)none_out; /* No lane is on: the result is unspecified. */
    FROM_VEC(a0, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, some)));
    printf("masked soft some:");
    for (int k = 0; k < 8; k++)
        if (some[k] != 0)
            printf(" %g", a0[k]);
    printf("\n");

    /* The loop over odd counts: x above 1 in elements 0-7 (a vector whose lanes all call
       shrink), below in 8-15 (none), above but for 19 in 16-23 (some), above from 24 on. */
    for (int n = 1; n <= 43; n += 7) {
        float *in = malloc(n * sizeof(float)), *res = malloc(n * sizeof(float));
        for (int k = 0; k < n; k++)
            in[k] = (k / 8) % 3 == 1 || k == 19 ? 0.5f - k : 2.0f + 3.0f * k;
        soft_all(res, in, n, 0.75f);
        printf("n=%d", n);
        printfs("", res, n);
        free(in);
        free(res);
    }
    free(x);
    free(w);
    free(y);
    free(z);
    free(out);
    return 0;
}
