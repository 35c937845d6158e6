/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uul_pairs(const float *in, float *out, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uul_pairs(const float *in, float *out, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uul_pairs_late(const float *in, float *out, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uul_pairs_late(const float *in, float *out, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16ul_pairs_store(int *in, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8ul_pairs_store(int *in, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uul_pairs_masked(const int *in, int *out, int i, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uul_pairs_masked(const int *in, int *out, int i, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uuul_compare_swap(unsigned int *a, int stage, int pass, int id);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uuul_compare_swap(unsigned int *a, int stage, int pass, int id, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uuul_compare_swap(unsigned int *a, int stage, int pass, int id);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uuul_compare_swap(unsigned int *a, int stage, int pass, int id, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uvv_put_half(float *out, __m512i where, __m512 v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uvv_put_half(float *out, __m512i where, __m512 v, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uvv_put_half(float *out, __m256i where, __m256 v);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uvv_put_half(float *out, __m256i where, __m256 v, __m256i mask);
/* Memory accesses of variants (midend wfv/memory.rs). Interleave groups: `in[2i]` and
   `in[2i+1]` read as two vector loads and even/odd shuffles, only where every lane is active
   and the two loads cover every element the vectors read. Dynamically consecutive indices: a
   bitonic network's pair positions, shifts and masks of a linear index by uniform amounts,
   are tested at run time and read/written with one vector access when consecutive, with two
   (the second masked) and a shuffle, or (on AVX-512) shuffles and two masked stores, when they
   come in blocks of d every 2d (d < 8: a bitonic network's short distances), else gathered
   and stored per lane. Every array is malloc'd exactly as long as the scalar code
   needs, and the last group of lanes ends at its last element, so an access past what the
   scalar code touches shows under the sanitizer build. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 8 */

/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs(const float *in, float *out, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = a - b;
}

/* vcc: function at memory.c:17 vector variant _ZGVeN16uul_pairs of `pairs`: VL 16, unmasked, in uniform, out uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uul_pairs(const float *in, float *out, int i) {
    vcc_no_contract_body
    const float *t1 = in + 2 * i;
    __m512 t2 = _mm512_loadu_ps(t1);
    __m512 t3 = _mm512_loadu_ps(t1 + 16);
    __m512 t4 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t3);
    __m512 t5 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t3);
    __m512 t6 = _mm512_sub_ps(t4, t5);
    _mm512_storeu_ps(out + i, t6);
}

/* vcc: function at memory.c:17 vector variant _ZGVdN8uul_pairs of `pairs`: VL 8, unmasked, in uniform, out uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uul_pairs(const float *in, float *out, int i) {
    vcc_no_contract_body
    const float *t1 = in + 2 * i;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
    __m256 t5 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t3);
    __m256 t6 = _mm256_sub_ps(t4, t5);
    _mm256_storeu_ps(out + i, t6);
}

/* The odd member is loaded first, and the group starts one element into `in`. */
/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs_late(const float *in, float *out, int i) {
    float b = in[2 * i + 2], a = in[2 * i + 1];
    out[i] = a * 2.0f + b;
}

/* vcc: function at memory.c:24 vector variant _ZGVeN16uul_pairs_late of `pairs_late`: VL 16, unmasked, in uniform, out uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uul_pairs_late(const float *in, float *out, int i) {
    vcc_no_contract_body
    const float *t1 = in + (2 * i + 2) + -1;
    __m512 t2 = _mm512_loadu_ps(t1);
    __m512 t3 = _mm512_loadu_ps(t1 + 16);
    __m512 t4 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t3);
    __m512 t5 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t3);
    __m512 t6 = _mm512_set1_ps(2.0f);
    __m512 t7 = _mm512_mul_ps(t4, t6);
    __m512 t8 = _mm512_add_ps(t7, t5);
    _mm512_storeu_ps(out + i, t8);
}

/* vcc: function at memory.c:24 vector variant _ZGVdN8uul_pairs_late of `pairs_late`: VL 8, unmasked, in uniform, out uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uul_pairs_late(const float *in, float *out, int i) {
    vcc_no_contract_body
    const float *t1 = in + (2 * i + 2) + -1;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
    __m256 t5 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t3);
    __m256 t6 = _mm256_set1_ps(2.0f);
    __m256 t7 = _mm256_mul_ps(t4, t6);
    __m256 t8 = _mm256_add_ps(t7, t5);
    _mm256_storeu_ps(out + i, t8);
}

/* A store between the two loads: they are not moved together. */
/* #pragma omp declare simd uniform(in) linear(i) notinbranch */
void pairs_store(int *in, int i) {
    int a = in[2 * i];
    in[2 * i + 1] = a + 1;
    int b = in[2 * i + 1];
    in[2 * i] = a * b;
}

/* vcc: function at memory.c:31 vector variant _ZGVeN16ul_pairs_store of `pairs_store`: VL 16, unmasked, in uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16ul_pairs_store(int *in, int i) {
    vcc_no_contract_body
    int t1 = 2 * i;
    int *t2 = in + t1;
    vcc_v16_long t3 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t4 = t3 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512i t5 = (__m512i)vcc_gather(vcc_v16_int, t2, t4);
    int *t6 = in + (t1 + 1);
    __m512i t7 = _mm512_set1_epi32(1);
    __m512i t8 = _mm512_add_epi32(t5, t7);
    vcc_v16_long t9 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t10 = t9 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    vcc_scatter(t6, t10, (vcc_v16_int)t8);
    vcc_v16_long t11 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t12 = t11 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512i t13 = (__m512i)vcc_gather(vcc_v16_int, t6, t12);
    __m512i t14 = _mm512_mullo_epi32(t5, t13);
    vcc_v16_long t15 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t16 = t15 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    vcc_scatter(t2, t16, (vcc_v16_int)t14);
}

/* vcc: function at memory.c:31 vector variant _ZGVdN8ul_pairs_store of `pairs_store`: VL 8, unmasked, in uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8ul_pairs_store(int *in, int i) {
    vcc_no_contract_body
    int t1 = 2 * i;
    int *t2 = in + t1;
    __m512i t3 = _mm512_set1_epi64((long long)0L);
    __m512i t4 = _mm512_add_epi64(t3, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    __m256i t5 = (__m256i)vcc_gather(vcc_v8_int, t2, (vcc_v8_long)t4);
    int *t6 = in + (t1 + 1);
    __m256i t7 = _mm256_set1_epi32(1);
    __m256i t8 = _mm256_add_epi32(t5, t7);
    vcc_scatter(t6, (vcc_v8_long)t4, (vcc_v8_int)t8);
    __m256i t9 = (__m256i)vcc_gather(vcc_v8_int, t6, (vcc_v8_long)t4);
    __m256i t10 = _mm256_mullo_epi32(t5, t9);
    vcc_scatter(t2, (vcc_v8_long)t4, (vcc_v8_int)t10);
}

/* Only the masked variant: inactive lanes' elements must not be read (no group). */
/* #pragma omp declare simd uniform(in, out) linear(i) inbranch */
void pairs_masked(const int *in, int *out, int i) {
    out[i] = in[2 * i] + 3 * in[2 * i + 1];
}

/* vcc: function at memory.c:40 vector variant _ZGVeM16uul_pairs_masked of `pairs_masked`: VL 16, masked, in uniform, out uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uul_pairs_masked(const int *in, int *out, int i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    int t2 = 2 * i;
    vcc_v16_long t3 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t4 = t3 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512i t5 = (__m512i)vcc_gather_masked(vcc_v16_int, in + t2, t4, (vcc_m16)_mm512_movm_epi32(t1));
    vcc_v16_long t6 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t7 = t6 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512i t8 = (__m512i)vcc_gather_masked(vcc_v16_int, in + (t2 + 1), t7, (vcc_m16)_mm512_movm_epi32(t1));
    __m512i t9 = _mm512_set1_epi32(3);
    __m512i t10 = _mm512_mullo_epi32(t9, t8);
    __m512i t11 = _mm512_add_epi32(t5, t10);
    _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t1, t11);
}

/* vcc: function at memory.c:40 vector variant _ZGVdM8uul_pairs_masked of `pairs_masked`: VL 8, masked, in uniform, out uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uul_pairs_masked(const int *in, int *out, int i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    int t2 = 2 * i;
    __m512i t3 = _mm512_set1_epi64((long long)0L);
    __m512i t4 = _mm512_add_epi64(t3, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    __m256i t5 = (__m256i)vcc_gather_masked(vcc_v8_int, in + t2, (vcc_v8_long)t4, (vcc_m8)t1);
    __m512i t6 = _mm512_set1_epi64((long long)0L);
    __m512i t7 = _mm512_add_epi64(t6, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    __m256i t8 = (__m256i)vcc_gather_masked(vcc_v8_int, in + (t2 + 1), (vcc_v8_long)t7, (vcc_m8)t1);
    __m256i t9 = _mm256_set1_epi32(3);
    __m256i t10 = _mm256_mullo_epi32(t9, t8);
    __m256i t11 = _mm256_add_epi32(t5, t10);
    _mm256_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)(long)i * 4UL), _mm256_movepi32_mask(t1), t11);
}

/* One compare-and-swap step of a bitonic network over `a`. */
/* #pragma omp declare simd uniform(a, stage, pass) linear(id) */
void compare_swap(unsigned *a, int stage, int pass, int id) {
    int distance = 1 << (stage - pass);
    int left = (id & (distance - 1)) + ((id >> (stage - pass)) << (stage - pass + 1));
    int right = left + distance;
    unsigned l = a[left], r = a[right];
    int increasing = ((id >> stage) & 1) == 0;
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    if (increasing) {
        a[left] = lesser;
        a[right] = greater;
    } else {
        a[left] = greater;
        a[right] = lesser;
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVeN16uuul_compare_swap of `compare_swap`: VL 16, unmasked, a uniform, stage uniform, pass uniform, id linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uuul_compare_swap(unsigned int *a, int stage, int pass, int id) {
    vcc_no_contract_body
    vcc_v16_uint t1;
    vcc_v16_uint t2;
    vcc_v16_uint t3;
    vcc_v16_uint t4;
    int t5 = stage - pass;
    int t6 = 1 << t5;
    __m512i t7 = _mm512_set1_epi32((int)id);
    __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t9 = _mm512_set1_epi32((int)(t6 - 1));
    __m512i t10 = _mm512_and_si512(t8, t9);
    __m512i t11 = _mm512_set1_epi32((int)id);
    __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t13 = _mm512_set1_epi32((int)t5);
    __m512i t14 = _mm512_srav_epi32(t12, t13);
    __m512i t15 = _mm512_set1_epi32((int)(t5 + 1));
    __m512i t16 = _mm512_sllv_epi32(t14, t15);
    __m512i t17 = _mm512_add_epi32(t10, t16);
    __m512i t18 = _mm512_set1_epi32((int)t6);
    __m512i t19 = _mm512_add_epi32(t17, t18);
    int t20 = ((vcc_v16_int)t17)[0];
    __m512i t21 = _mm512_set1_epi32((int)t20);
    __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __mmask16 t23 = _mm512_cmp_epi32_mask(t17, t22, _MM_CMPINT_EQ);
    int t24 = (t23 == 0xffff);
    if (t24 & (t20 <= 2147483632)) {
        t1 = (vcc_v16_uint)_mm512_loadu_si512(a + t20);
    } else {
        int t25 = ((vcc_v16_int)t17)[0];
        int t26 = t25 <= 2147483616;
        __m512i t27 = _mm512_set1_epi32((int)t25);
        __m512i t28 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23));
        __mmask16 t29 = _mm512_cmp_epi32_mask(t17, t28, _MM_CMPINT_EQ);
        if ((t29 == 0xffff) & t26) {
            unsigned int *t31 = a + t25;
            __m512i t32 = _mm512_loadu_si512(t31);
            __mmask16 t33 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0));
            __m512i t34 = _mm512_maskz_loadu_epi32(t33, t31 + 16);
            t2 = (vcc_v16_uint)(__m512i)__builtin_shufflevector((vcc_v16_uint)t32, (vcc_v16_uint)t34, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
        } else {
            __m512i t35 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27));
            __mmask16 t36 = _mm512_cmp_epi32_mask(t17, t35, _MM_CMPINT_EQ);
            if ((t36 == 0xffff) & t26) {
                unsigned int *t37 = a + t25;
                __m512i t38 = _mm512_loadu_si512(t37);
                __mmask16 t39 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0));
                __m512i t40 = _mm512_maskz_loadu_epi32(t39, t37 + 16);
                t2 = (vcc_v16_uint)(__m512i)__builtin_shufflevector((vcc_v16_uint)t38, (vcc_v16_uint)t40, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
            } else {
                __m512i t41 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29));
                __mmask16 t42 = _mm512_cmp_epi32_mask(t17, t41, _MM_CMPINT_EQ);
                if ((t42 == 0xffff) & t26) {
                    unsigned int *t43 = a + t25;
                    __m512i t44 = _mm512_loadu_si512(t43);
                    __mmask16 t45 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0));
                    __m512i t46 = _mm512_maskz_loadu_epi32(t45, t43 + 16);
                    t2 = (vcc_v16_uint)(__m512i)__builtin_shufflevector((vcc_v16_uint)t44, (vcc_v16_uint)t46, 0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29);
                } else {
                    __m512i t47 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30));
                    __mmask16 t48 = _mm512_cmp_epi32_mask(t17, t47, _MM_CMPINT_EQ);
                    if ((t48 == 0xffff) & t26) {
                        unsigned int *t49 = a + t25;
                        __m512i t50 = _mm512_loadu_si512(t49);
                        __mmask16 t51 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0));
                        __m512i t52 = _mm512_maskz_loadu_epi32(t51, t49 + 16);
                        t2 = (vcc_v16_uint)_mm512_permutex2var_epi32(t50, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t52);
                    } else {
                        t2 = (vcc_v16_uint)_mm512_i32gather_epi32(t17, a, 4);
                    }
                }
            }
        }
        t1 = (vcc_v16_uint)(__m512i)t2;
    }
    int t30 = ((vcc_v16_int)t19)[0];
    if (t24 & (t30 <= 2147483632)) {
        t3 = (vcc_v16_uint)_mm512_loadu_si512(a + t30);
    } else {
        int t53 = ((vcc_v16_int)t19)[0];
        int t54 = t53 <= 2147483616;
        __m512i t55 = _mm512_set1_epi32((int)t53);
        __m512i t56 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23));
        __mmask16 t57 = _mm512_cmp_epi32_mask(t19, t56, _MM_CMPINT_EQ);
        if ((t57 == 0xffff) & t54) {
            unsigned int *t71 = a + t53;
            __m512i t72 = _mm512_loadu_si512(t71);
            __mmask16 t73 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0));
            __m512i t74 = _mm512_maskz_loadu_epi32(t73, t71 + 16);
            t4 = (vcc_v16_uint)(__m512i)__builtin_shufflevector((vcc_v16_uint)t72, (vcc_v16_uint)t74, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
        } else {
            __m512i t75 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27));
            __mmask16 t76 = _mm512_cmp_epi32_mask(t19, t75, _MM_CMPINT_EQ);
            if ((t76 == 0xffff) & t54) {
                unsigned int *t77 = a + t53;
                __m512i t78 = _mm512_loadu_si512(t77);
                __mmask16 t79 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0));
                __m512i t80 = _mm512_maskz_loadu_epi32(t79, t77 + 16);
                t4 = (vcc_v16_uint)(__m512i)__builtin_shufflevector((vcc_v16_uint)t78, (vcc_v16_uint)t80, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
            } else {
                __m512i t81 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29));
                __mmask16 t82 = _mm512_cmp_epi32_mask(t19, t81, _MM_CMPINT_EQ);
                if ((t82 == 0xffff) & t54) {
                    unsigned int *t83 = a + t53;
                    __m512i t84 = _mm512_loadu_si512(t83);
                    __mmask16 t85 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0));
                    __m512i t86 = _mm512_maskz_loadu_epi32(t85, t83 + 16);
                    t4 = (vcc_v16_uint)(__m512i)__builtin_shufflevector((vcc_v16_uint)t84, (vcc_v16_uint)t86, 0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29);
                } else {
                    __m512i t87 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30));
                    __mmask16 t88 = _mm512_cmp_epi32_mask(t19, t87, _MM_CMPINT_EQ);
                    if ((t88 == 0xffff) & t54) {
                        unsigned int *t89 = a + t53;
                        __m512i t90 = _mm512_loadu_si512(t89);
                        __mmask16 t91 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0));
                        __m512i t92 = _mm512_maskz_loadu_epi32(t91, t89 + 16);
                        t4 = (vcc_v16_uint)_mm512_permutex2var_epi32(t90, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t92);
                    } else {
                        t4 = (vcc_v16_uint)_mm512_i32gather_epi32(t19, a, 4);
                    }
                }
            }
        }
        t3 = (vcc_v16_uint)(__m512i)t4;
    }
    __m512i t58 = _mm512_set1_epi32((int)id);
    __m512i t59 = _mm512_add_epi32(t58, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t60 = _mm512_set1_epi32((int)stage);
    __m512i t61 = _mm512_srav_epi32(t59, t60);
    __m512i t62 = _mm512_set1_epi32(1);
    __m512i t63 = _mm512_and_si512(t61, t62);
    __m512i t64 = _mm512_set1_epi32(0);
    __mmask16 t65 = _mm512_cmp_epi32_mask(t63, t64, _MM_CMPINT_EQ);
    __m512i t66 = _mm512_min_epu32((__m512i)t1, (__m512i)t3);
    __m512i t67 = _mm512_max_epu32((__m512i)t3, (__m512i)t1);
    __m512i t68 = _mm512_mask_blend_epi32(t65, t67, t66);
    __m512i t69 = _mm512_mask_blend_epi32(t65, t66, t67);
    int t70 = ((vcc_v16_int)t17)[0];
    if (t24 & (t70 <= 2147483632)) {
        _mm512_storeu_si512(a + t70, t68);
    } else {
        int t93 = ((vcc_v16_int)t17)[0];
        int t94 = t93 <= 2147483616;
        __m512i t95 = _mm512_set1_epi32((int)t93);
        __m512i t96 = _mm512_add_epi32(t95, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23));
        __mmask16 t97 = _mm512_cmp_epi32_mask(t17, t96, _MM_CMPINT_EQ);
        if ((t97 == 0xffff) & t94) {
            unsigned int *t99 = a + t93;
            __m512i t100 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 0, 1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 0, 0, 0);
            __mmask16 t101 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0));
            _mm512_mask_storeu_epi32(t99, t101, t100);
            __m512i t102 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 8, 9, 10, 11, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0);
            __mmask16 t103 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0));
            _mm512_mask_storeu_epi32(t99 + 16, t103, t102);
        } else {
            __m512i t104 = _mm512_add_epi32(t95, _mm512_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27));
            __mmask16 t105 = _mm512_cmp_epi32_mask(t17, t104, _MM_CMPINT_EQ);
            if ((t105 == 0xffff) & t94) {
                unsigned int *t106 = a + t93;
                __m512i t107 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 0, 1, 2, 3, 0, 0, 0, 0, 4, 5, 6, 7, 0, 0, 0, 0);
                __mmask16 t108 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0));
                _mm512_mask_storeu_epi32(t106, t108, t107);
                __m512i t109 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 8, 9, 10, 11, 0, 0, 0, 0, 12, 13, 14, 15, 0, 0, 0, 0);
                __mmask16 t110 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0));
                _mm512_mask_storeu_epi32(t106 + 16, t110, t109);
            } else {
                __m512i t111 = _mm512_add_epi32(t95, _mm512_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29));
                __mmask16 t112 = _mm512_cmp_epi32_mask(t17, t111, _MM_CMPINT_EQ);
                if ((t112 == 0xffff) & t94) {
                    unsigned int *t113 = a + t93;
                    __m512i t114 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 0, 1, 0, 0, 2, 3, 0, 0, 4, 5, 0, 0, 6, 7, 0, 0);
                    __mmask16 t115 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0), _mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0));
                    _mm512_mask_storeu_epi32(t113, t115, t114);
                    __m512i t116 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 8, 9, 0, 0, 10, 11, 0, 0, 12, 13, 0, 0, 14, 15, 0, 0);
                    __mmask16 t117 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0), _mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0));
                    _mm512_mask_storeu_epi32(t113 + 16, t117, t116);
                } else {
                    __m512i t118 = _mm512_add_epi32(t95, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30));
                    __mmask16 t119 = _mm512_cmp_epi32_mask(t17, t118, _MM_CMPINT_EQ);
                    if ((t119 == 0xffff) & t94) {
                        unsigned int *t120 = a + t93;
                        __m512i t121 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0);
                        __mmask16 t122 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0));
                        _mm512_mask_storeu_epi32(t120, t122, t121);
                        __m512i t123 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t68, (vcc_v16_uint)t68, 8, 0, 9, 0, 10, 0, 11, 0, 12, 0, 13, 0, 14, 0, 15, 0);
                        __mmask16 t124 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0));
                        _mm512_mask_storeu_epi32(t120 + 16, t124, t123);
                    } else {
                        _mm512_i32scatter_epi32(a, t17, t68, 4);
                    }
                }
            }
        }
    }
    int t98 = ((vcc_v16_int)t19)[0];
    if (t24 & (t98 <= 2147483632)) {
        _mm512_storeu_si512(a + t98, t69);
    } else {
        int t125 = ((vcc_v16_int)t19)[0];
        int t126 = t125 <= 2147483616;
        __m512i t127 = _mm512_set1_epi32((int)t125);
        __m512i t128 = _mm512_add_epi32(t127, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23));
        __mmask16 t129 = _mm512_cmp_epi32_mask(t19, t128, _MM_CMPINT_EQ);
        if ((t129 == 0xffff) & t126) {
            unsigned int *t130 = a + t125;
            __m512i t131 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 0, 1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 0, 0, 0);
            __mmask16 t132 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0));
            _mm512_mask_storeu_epi32(t130, t132, t131);
            __m512i t133 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 8, 9, 10, 11, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0);
            __mmask16 t134 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0));
            _mm512_mask_storeu_epi32(t130 + 16, t134, t133);
        } else {
            __m512i t135 = _mm512_add_epi32(t127, _mm512_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27));
            __mmask16 t136 = _mm512_cmp_epi32_mask(t19, t135, _MM_CMPINT_EQ);
            if ((t136 == 0xffff) & t126) {
                unsigned int *t137 = a + t125;
                __m512i t138 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 0, 1, 2, 3, 0, 0, 0, 0, 4, 5, 6, 7, 0, 0, 0, 0);
                __mmask16 t139 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0));
                _mm512_mask_storeu_epi32(t137, t139, t138);
                __m512i t140 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 8, 9, 10, 11, 0, 0, 0, 0, 12, 13, 14, 15, 0, 0, 0, 0);
                __mmask16 t141 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0), _mm512_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0));
                _mm512_mask_storeu_epi32(t137 + 16, t141, t140);
            } else {
                __m512i t142 = _mm512_add_epi32(t127, _mm512_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29));
                __mmask16 t143 = _mm512_cmp_epi32_mask(t19, t142, _MM_CMPINT_EQ);
                if ((t143 == 0xffff) & t126) {
                    unsigned int *t144 = a + t125;
                    __m512i t145 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 0, 1, 0, 0, 2, 3, 0, 0, 4, 5, 0, 0, 6, 7, 0, 0);
                    __mmask16 t146 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0), _mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0));
                    _mm512_mask_storeu_epi32(t144, t146, t145);
                    __m512i t147 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 8, 9, 0, 0, 10, 11, 0, 0, 12, 13, 0, 0, 14, 15, 0, 0);
                    __mmask16 t148 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0), _mm512_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0));
                    _mm512_mask_storeu_epi32(t144 + 16, t148, t147);
                } else {
                    __m512i t149 = _mm512_add_epi32(t127, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30));
                    __mmask16 t150 = _mm512_cmp_epi32_mask(t19, t149, _MM_CMPINT_EQ);
                    if ((t150 == 0xffff) & t126) {
                        unsigned int *t151 = a + t125;
                        __m512i t152 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0);
                        __mmask16 t153 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0));
                        _mm512_mask_storeu_epi32(t151, t153, t152);
                        __m512i t154 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t69, (vcc_v16_uint)t69, 8, 0, 9, 0, 10, 0, 11, 0, 12, 0, 13, 0, 14, 0, 15, 0);
                        __mmask16 t155 = _mm512_test_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0));
                        _mm512_mask_storeu_epi32(t151 + 16, t155, t154);
                    } else {
                        _mm512_i32scatter_epi32(a, t19, t69, 4);
                    }
                }
            }
        }
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVeM16uuul_compare_swap of `compare_swap`: VL 16, masked, a uniform, stage uniform, pass uniform, id linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uuul_compare_swap(unsigned int *a, int stage, int pass, int id, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_uint t1;
    vcc_v16_uint t2;
    __mmask16 t3 = (__mmask16)mask;
    int t4 = stage - pass;
    int t5 = 1 << t4;
    __m512i t6 = _mm512_set1_epi32((int)id);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t8 = _mm512_set1_epi32((int)(t5 - 1));
    __m512i t9 = _mm512_and_si512(t7, t8);
    __m512i t10 = _mm512_set1_epi32((int)id);
    __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t12 = _mm512_set1_epi32((int)t4);
    __m512i t13 = _mm512_srav_epi32(t11, t12);
    __m512i t14 = _mm512_set1_epi32((int)(t4 + 1));
    __m512i t15 = _mm512_sllv_epi32(t13, t14);
    __m512i t16 = _mm512_add_epi32(t9, t15);
    __m512i t17 = _mm512_set1_epi32((int)t5);
    __m512i t18 = _mm512_add_epi32(t16, t17);
    int t19 = ((vcc_v16_int)t16)[0];
    __m512i t20 = _mm512_set1_epi32((int)t19);
    __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __mmask16 t22 = _mm512_cmp_epi32_mask(t16, t21, _MM_CMPINT_EQ);
    __mmask16 t23 = _knot_mask16(t3);
    __mmask16 t24 = _kor_mask16(t22, t23);
    int t25 = (t24 == 0xffff);
    if (t25 & (t19 <= 2147483632)) {
        t1 = (vcc_v16_uint)_mm512_maskz_loadu_epi32(t3, (unsigned int *)((unsigned long)a + (unsigned long)(long)t19 * 4UL));
    } else {
        t1 = (vcc_v16_uint)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t3, t16, a, 4);
    }
    int t26 = ((vcc_v16_int)t18)[0];
    __m512i t27 = _mm512_set1_epi32((int)t26);
    __m512i t28 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __mmask16 t29 = _mm512_cmp_epi32_mask(t18, t28, _MM_CMPINT_EQ);
    __mmask16 t30 = _knot_mask16(t3);
    __mmask16 t31 = _kor_mask16(t29, t30);
    int t32 = (t31 == 0xffff);
    if (t32 & (t26 <= 2147483632)) {
        t2 = (vcc_v16_uint)_mm512_maskz_loadu_epi32(t3, (unsigned int *)((unsigned long)a + (unsigned long)(long)t26 * 4UL));
    } else {
        t2 = (vcc_v16_uint)_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t3, t18, a, 4);
    }
    __m512i t33 = _mm512_set1_epi32((int)id);
    __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t35 = _mm512_set1_epi32((int)stage);
    __m512i t36 = _mm512_srav_epi32(t34, t35);
    __m512i t37 = _mm512_set1_epi32(1);
    __m512i t38 = _mm512_and_si512(t36, t37);
    __m512i t39 = _mm512_set1_epi32(0);
    __mmask16 t40 = _mm512_cmp_epi32_mask(t38, t39, _MM_CMPINT_EQ);
    __m512i t41 = _mm512_min_epu32((__m512i)t1, (__m512i)t2);
    __m512i t42 = _mm512_max_epu32((__m512i)t2, (__m512i)t1);
    if ((t3 != 0)) {
        __m512i t43 = _mm512_mask_blend_epi32(t40, t42, t41);
        __m512i t44 = _mm512_mask_blend_epi32(t40, t41, t42);
        int t45 = ((vcc_v16_int)t16)[0];
        if (t25 & (t45 <= 2147483632)) {
            unsigned int *t46 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t45 * 4UL);
            if (t3 == 0xffff) {
                _mm512_storeu_si512(t46, t43);
            } else {
                _mm512_mask_storeu_epi32(t46, t3, t43);
            }
        } else {
            _mm512_mask_i32scatter_epi32(a, t3, t16, t43, 4);
        }
        int t47 = ((vcc_v16_int)t18)[0];
        if (t32 & (t47 <= 2147483632)) {
            unsigned int *t48 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t47 * 4UL);
            if (t3 == 0xffff) {
                _mm512_storeu_si512(t48, t44);
            } else {
                _mm512_mask_storeu_epi32(t48, t3, t44);
            }
        } else {
            _mm512_mask_i32scatter_epi32(a, t3, t18, t44, 4);
        }
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVdN8uuul_compare_swap of `compare_swap`: VL 8, unmasked, a uniform, stage uniform, pass uniform, id linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uuul_compare_swap(unsigned int *a, int stage, int pass, int id) {
    vcc_no_contract_body
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    int t5 = stage - pass;
    int t6 = 1 << t5;
    __m256i t7 = _mm256_set1_epi32((int)id);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t9 = _mm256_set1_epi32((int)(t6 - 1));
    __m256i t10 = _mm256_and_si256(t8, t9);
    __m256i t11 = _mm256_set1_epi32((int)t5);
    __m256i t12 = _mm256_srav_epi32(t8, t11);
    __m256i t13 = _mm256_set1_epi32((int)(t5 + 1));
    __m256i t14 = _mm256_sllv_epi32(t12, t13);
    __m256i t15 = _mm256_add_epi32(t10, t14);
    __m256i t16 = _mm256_set1_epi32((int)t6);
    __m256i t17 = _mm256_add_epi32(t15, t16);
    int t18 = ((vcc_v8_int)t15)[0];
    __m256i t19 = _mm256_set1_epi32((int)t18);
    __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t21 = _mm256_cmpeq_epi32(t15, t20);
    int t22 = (_mm256_movemask_epi8(t21) == -1);
    int t23 = t22 & (t18 <= 2147483640);
    if (t23) {
        t1 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t18));
    } else {
        int t24 = t18 <= 2147483632;
        __m256i t25 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11));
        __m256i t26 = _mm256_cmpeq_epi32(t15, t25);
        if ((_mm256_movemask_epi8(t26) == -1) & t24) {
            unsigned int *t29 = a + t18;
            __m256i t30 = _mm256_loadu_si256((const __m256i *)t29);
            __m256i t31 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0) != (vcc_v8_int){0});
            __m256i t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), t29 + 8);
            t2 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t30, (vcc_v8_uint)t32, 0, 1, 2, 3, 8, 9, 10, 11);
        } else {
            __m256i t33 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13));
            __m256i t34 = _mm256_cmpeq_epi32(t15, t33);
            if ((_mm256_movemask_epi8(t34) == -1) & t24) {
                unsigned int *t35 = a + t18;
                __m256i t36 = _mm256_loadu_si256((const __m256i *)t35);
                __m256i t37 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 0, 0) != (vcc_v8_int){0});
                __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t37), t35 + 8);
                t2 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t36, (vcc_v8_uint)t38, 0, 1, 4, 5, 8, 9, 12, 13);
            } else {
                __m256i t39 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
                __m256i t40 = _mm256_cmpeq_epi32(t15, t39);
                if ((_mm256_movemask_epi8(t40) == -1) & t24) {
                    unsigned int *t41 = a + t18;
                    __m256i t42 = _mm256_loadu_si256((const __m256i *)t41);
                    __m256i t43 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 1, 0) != (vcc_v8_int){0});
                    __m256i t44 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), t41 + 8);
                    t2 = (vcc_v8_uint)_mm256_permutex2var_epi32(t42, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t44);
                } else {
                    t2 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, a, t15);
                }
            }
        }
        t1 = (vcc_v8_uint)(__m256i)t2;
    }
    int t27 = ((vcc_v8_int)t17)[0];
    int t28 = t22 & (t27 <= 2147483640);
    if (t28) {
        t3 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t27));
    } else {
        int t45 = t27 <= 2147483632;
        __m256i t46 = _mm256_set1_epi32((int)t27);
        __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11));
        __m256i t48 = _mm256_cmpeq_epi32(t17, t47);
        if ((_mm256_movemask_epi8(t48) == -1) & t45) {
            unsigned int *t59 = a + t27;
            __m256i t60 = _mm256_loadu_si256((const __m256i *)t59);
            __m256i t61 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0) != (vcc_v8_int){0});
            __m256i t62 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t61), t59 + 8);
            t4 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t60, (vcc_v8_uint)t62, 0, 1, 2, 3, 8, 9, 10, 11);
        } else {
            __m256i t63 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13));
            __m256i t64 = _mm256_cmpeq_epi32(t17, t63);
            if ((_mm256_movemask_epi8(t64) == -1) & t45) {
                unsigned int *t65 = a + t27;
                __m256i t66 = _mm256_loadu_si256((const __m256i *)t65);
                __m256i t67 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 0, 0) != (vcc_v8_int){0});
                __m256i t68 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t67), t65 + 8);
                t4 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t66, (vcc_v8_uint)t68, 0, 1, 4, 5, 8, 9, 12, 13);
            } else {
                __m256i t69 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
                __m256i t70 = _mm256_cmpeq_epi32(t17, t69);
                if ((_mm256_movemask_epi8(t70) == -1) & t45) {
                    unsigned int *t71 = a + t27;
                    __m256i t72 = _mm256_loadu_si256((const __m256i *)t71);
                    __m256i t73 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 1, 0) != (vcc_v8_int){0});
                    __m256i t74 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t73), t71 + 8);
                    t4 = (vcc_v8_uint)_mm256_permutex2var_epi32(t72, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t74);
                } else {
                    t4 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, a, t17);
                }
            }
        }
        t3 = (vcc_v8_uint)(__m256i)t4;
    }
    __m256i t49 = _mm256_set1_epi32((int)stage);
    __m256i t50 = _mm256_srav_epi32(t8, t49);
    __m256i t51 = _mm256_set1_epi32(1);
    __m256i t52 = _mm256_and_si256(t50, t51);
    __m256i t53 = _mm256_set1_epi32(0);
    __m256i t54 = _mm256_cmpeq_epi32(t52, t53);
    __m256i t55 = _mm256_min_epu32((__m256i)t1, (__m256i)t3);
    __m256i t56 = _mm256_max_epu32((__m256i)t3, (__m256i)t1);
    __m256i t57 = _mm256_ternarylogic_epi32(t54, t55, t56, 0xCA);
    __m256i t58 = _mm256_ternarylogic_epi32(t54, t56, t55, 0xCA);
    if (t23) {
        _mm256_storeu_si256((__m256i *)(a + t18), t57);
    } else {
        int t75 = t18 <= 2147483632;
        __m256i t76 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11));
        __m256i t77 = _mm256_cmpeq_epi32(t15, t76);
        if ((_mm256_movemask_epi8(t77) == -1) & t75) {
            unsigned int *t78 = a + t18;
            __m256i t79 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t57, 0, 1, 2, 3, 0, 0, 0, 0);
            __m256i t80 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0) != (vcc_v8_int){0});
            _mm256_mask_storeu_epi32(t78, _mm256_movepi32_mask(t80), t79);
            __m256i t81 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t57, 4, 5, 6, 7, 0, 0, 0, 0);
            _mm256_mask_storeu_epi32(t78 + 8, _mm256_movepi32_mask(t80), t81);
        } else {
            __m256i t82 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13));
            __m256i t83 = _mm256_cmpeq_epi32(t15, t82);
            if ((_mm256_movemask_epi8(t83) == -1) & t75) {
                unsigned int *t84 = a + t18;
                __m256i t85 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t57, 0, 1, 0, 0, 2, 3, 0, 0);
                __m256i t86 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0) != (vcc_v8_int){0});
                _mm256_mask_storeu_epi32(t84, _mm256_movepi32_mask(t86), t85);
                __m256i t87 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t57, 4, 5, 0, 0, 6, 7, 0, 0);
                _mm256_mask_storeu_epi32(t84 + 8, _mm256_movepi32_mask(t86), t87);
            } else {
                __m256i t88 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
                __m256i t89 = _mm256_cmpeq_epi32(t15, t88);
                if ((_mm256_movemask_epi8(t89) == -1) & t75) {
                    unsigned int *t90 = a + t18;
                    __m256i t91 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t57, 0, 0, 1, 0, 2, 0, 3, 0);
                    __m256i t92 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0) != (vcc_v8_int){0});
                    _mm256_mask_storeu_epi32(t90, _mm256_movepi32_mask(t92), t91);
                    __m256i t93 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t57, 4, 0, 5, 0, 6, 0, 7, 0);
                    _mm256_mask_storeu_epi32(t90 + 8, _mm256_movepi32_mask(t92), t93);
                } else {
                    _mm256_i32scatter_epi32(a, t15, t57, 4);
                }
            }
        }
    }
    if (t28) {
        _mm256_storeu_si256((__m256i *)(a + t27), t58);
    } else {
        int t94 = t27 <= 2147483632;
        __m256i t95 = _mm256_set1_epi32((int)t27);
        __m256i t96 = _mm256_add_epi32(t95, _mm256_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11));
        __m256i t97 = _mm256_cmpeq_epi32(t17, t96);
        if ((_mm256_movemask_epi8(t97) == -1) & t94) {
            unsigned int *t98 = a + t27;
            __m256i t99 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t58, 0, 1, 2, 3, 0, 0, 0, 0);
            __m256i t100 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0) != (vcc_v8_int){0});
            _mm256_mask_storeu_epi32(t98, _mm256_movepi32_mask(t100), t99);
            __m256i t101 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t58, 4, 5, 6, 7, 0, 0, 0, 0);
            _mm256_mask_storeu_epi32(t98 + 8, _mm256_movepi32_mask(t100), t101);
        } else {
            __m256i t102 = _mm256_add_epi32(t95, _mm256_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13));
            __m256i t103 = _mm256_cmpeq_epi32(t17, t102);
            if ((_mm256_movemask_epi8(t103) == -1) & t94) {
                unsigned int *t104 = a + t27;
                __m256i t105 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t58, 0, 1, 0, 0, 2, 3, 0, 0);
                __m256i t106 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 0, 0, 1, 1, 0, 0) != (vcc_v8_int){0});
                _mm256_mask_storeu_epi32(t104, _mm256_movepi32_mask(t106), t105);
                __m256i t107 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t58, 4, 5, 0, 0, 6, 7, 0, 0);
                _mm256_mask_storeu_epi32(t104 + 8, _mm256_movepi32_mask(t106), t107);
            } else {
                __m256i t108 = _mm256_add_epi32(t95, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
                __m256i t109 = _mm256_cmpeq_epi32(t17, t108);
                if ((_mm256_movemask_epi8(t109) == -1) & t94) {
                    unsigned int *t110 = a + t27;
                    __m256i t111 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t58, 0, 0, 1, 0, 2, 0, 3, 0);
                    __m256i t112 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0) != (vcc_v8_int){0});
                    _mm256_mask_storeu_epi32(t110, _mm256_movepi32_mask(t112), t111);
                    __m256i t113 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t58, 4, 0, 5, 0, 6, 0, 7, 0);
                    _mm256_mask_storeu_epi32(t110 + 8, _mm256_movepi32_mask(t112), t113);
                } else {
                    _mm256_i32scatter_epi32(a, t17, t58, 4);
                }
            }
        }
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVdM8uuul_compare_swap of `compare_swap`: VL 8, masked, a uniform, stage uniform, pass uniform, id linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uuul_compare_swap(unsigned int *a, int stage, int pass, int id, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    int t4 = stage - pass;
    int t5 = 1 << t4;
    __m256i t6 = _mm256_set1_epi32((int)id);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = _mm256_set1_epi32((int)(t5 - 1));
    __m256i t9 = _mm256_and_si256(t7, t8);
    __m256i t10 = _mm256_set1_epi32((int)id);
    __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t12 = _mm256_set1_epi32((int)t4);
    __m256i t13 = _mm256_srav_epi32(t11, t12);
    __m256i t14 = _mm256_set1_epi32((int)(t4 + 1));
    __m256i t15 = _mm256_sllv_epi32(t13, t14);
    __m256i t16 = _mm256_add_epi32(t9, t15);
    __m256i t17 = _mm256_set1_epi32((int)t5);
    __m256i t18 = _mm256_add_epi32(t16, t17);
    int t19 = ((vcc_v8_int)t16)[0];
    __m256i t20 = _mm256_set1_epi32((int)t19);
    __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t22 = _mm256_cmpeq_epi32(t16, t21);
    __m256i t23 = (__m256i)~(vcc_m8)t3;
    __m256i t24 = _mm256_or_si256(t22, t23);
    int t25 = (_mm256_movemask_epi8(t24) == -1);
    if (t25 & (t19 <= 2147483640)) {
        t1 = (vcc_v8_uint)_mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t3), (unsigned int *)((unsigned long)a + (unsigned long)(long)t19 * 4UL));
    } else {
        t1 = (vcc_v8_uint)vcc_avx2_maskgather8(_mm256_setr_epi32, int, a, t16, t3);
    }
    int t26 = ((vcc_v8_int)t18)[0];
    __m256i t27 = _mm256_set1_epi32((int)t26);
    __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t29 = _mm256_cmpeq_epi32(t18, t28);
    __m256i t30 = (__m256i)~(vcc_m8)t3;
    __m256i t31 = _mm256_or_si256(t29, t30);
    int t32 = (_mm256_movemask_epi8(t31) == -1);
    if (t32 & (t26 <= 2147483640)) {
        t2 = (vcc_v8_uint)_mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t3), (unsigned int *)((unsigned long)a + (unsigned long)(long)t26 * 4UL));
    } else {
        t2 = (vcc_v8_uint)vcc_avx2_maskgather8(_mm256_setr_epi32, int, a, t18, t3);
    }
    __m256i t33 = _mm256_set1_epi32((int)id);
    __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t35 = _mm256_set1_epi32((int)stage);
    __m256i t36 = _mm256_srav_epi32(t34, t35);
    __m256i t37 = _mm256_set1_epi32(1);
    __m256i t38 = _mm256_and_si256(t36, t37);
    __m256i t39 = _mm256_set1_epi32(0);
    __m256i t40 = _mm256_cmpeq_epi32(t38, t39);
    __m256i t41 = _mm256_min_epu32((__m256i)t1, (__m256i)t2);
    __m256i t42 = _mm256_max_epu32((__m256i)t2, (__m256i)t1);
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256i t43 = _mm256_ternarylogic_epi32(t40, t41, t42, 0xCA);
        __m256i t44 = _mm256_ternarylogic_epi32(t40, t42, t41, 0xCA);
        int t45 = ((vcc_v8_int)t16)[0];
        if (t25 & (t45 <= 2147483640)) {
            unsigned int *t46 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t45 * 4UL);
            if (_mm256_movemask_epi8(t3) == -1) {
                _mm256_storeu_si256((__m256i *)t46, t43);
            } else {
                _mm256_mask_storeu_epi32(t46, _mm256_movepi32_mask(t3), t43);
            }
        } else {
            _mm256_mask_i32scatter_epi32(a, _mm256_movepi32_mask(t3), t16, t43, 4);
        }
        int t47 = ((vcc_v8_int)t18)[0];
        if (t32 & (t47 <= 2147483640)) {
            unsigned int *t48 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t47 * 4UL);
            if (_mm256_movemask_epi8(t3) == -1) {
                _mm256_storeu_si256((__m256i *)t48, t44);
            } else {
                _mm256_mask_storeu_epi32(t48, _mm256_movepi32_mask(t3), t44);
            }
        } else {
            _mm256_mask_i32scatter_epi32(a, _mm256_movepi32_mask(t3), t18, t44, 4);
        }
    }
}

/* Stores through a varying index (scatters, in lane order: of two lanes with one index, the
   later one's value stays), unmasked and masked. */
/* #pragma omp declare simd uniform(out) */
void put_half(float *out, int where, float v) {
    out[where] = v * 0.5f;
}

/* vcc: function at memory.c:65 vector variant _ZGVeN16uvv_put_half of `put_half`: VL 16, unmasked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uvv_put_half(float *out, __m512i where, __m512 v) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(0.5f);
    __m512 t2 = _mm512_mul_ps(v, t1);
    _mm512_i32scatter_ps(out, where, t2, 4);
}

/* vcc: function at memory.c:65 vector variant _ZGVeM16uvv_put_half of `put_half`: VL 16, masked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16uvv_put_half(float *out, __m512i where, __m512 v, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(0.5f);
    __m512 t3 = _mm512_mul_ps(v, t2);
    _mm512_mask_i32scatter_ps(out, t1, where, t3, 4);
}

/* vcc: function at memory.c:65 vector variant _ZGVdN8uvv_put_half of `put_half`: VL 8, unmasked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uvv_put_half(float *out, __m256i where, __m256 v) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(0.5f);
    __m256 t2 = _mm256_mul_ps(v, t1);
    _mm256_i32scatter_ps(out, where, t2, 4);
}

/* vcc: function at memory.c:65 vector variant _ZGVdM8uvv_put_half of `put_half`: VL 8, masked, out uniform, where vector, v vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8uvv_put_half(float *out, __m256i where, __m256 v, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256 t2 = _mm256_set1_ps(0.5f);
    __m256 t3 = _mm256_mul_ps(v, t2);
    _mm256_mask_i32scatter_ps(out, _mm256_movepi32_mask(t1), where, t3, 4);
}

void _ZGVdN8uul_pairs(const float *, float *, int);
void _ZGVdN8uul_pairs_late(const float *, float *, int);
void _ZGVdN8ul_pairs_store(int *, int);
void _ZGVdM8uul_pairs_masked(const int *, int *, int, v8i);
void _ZGVdN8uuul_compare_swap(unsigned *, int, int, int);
void _ZGVdM8uuul_compare_swap(unsigned *, int, int, int, v8i);
void _ZGVdN8uvv_put_half(float *, v8i, v8f);
void _ZGVdM8uvv_put_half(float *, v8i, v8f, v8i);

#define N 32

int main(void) {
    float *in = malloc(2 * 16 * sizeof(float)), *late = malloc((2 * 16 + 1) * sizeof(float));
    float *out = malloc(16 * sizeof(float));
    for (int k = 0; k < 32; k++)
        in[k] = (float)(k * 7 % 13) - 0.5f * k;
    for (int k = 0; k < 33; k++)
        late[k] = (float)(k * 5 % 11);
    _ZGVdN8uul_pairs(in, out, 0);
    _ZGVdN8uul_pairs(in, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    _ZGVdN8uul_pairs_late(late, out, 0);
    _ZGVdN8uul_pairs_late(late, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    int *ints = malloc(2 * 16 * sizeof(int)), *iout = malloc(16 * sizeof(int));
    for (int k = 0; k < 32; k++)
        ints[k] = k * 3 - 20;
    _ZGVdN8ul_pairs_store(ints, 8);
    for (int k = 0; k < 32; k++)
        printf("%d ", ints[k]);
    printf("\n");
    for (int k = 0; k < 16; k++)
        iout[k] = -1;
    /* The last lanes off: the elements they would read are past the end of `ints`. */
    int m[8] = {1, 0, 1, 1, 1, 1, 0, 0};
    int *tail = ints + 4;
    _ZGVdM8uul_pairs_masked(tail, iout, 8, TO_VEC(v8i, m));
    _ZGVdM8uul_pairs_masked(ints, iout, 0, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%d ", iout[k]);
    printf("\n");
    /* A whole bitonic sort of N keys (every distance, consecutive or not), by the unmasked
       variant, then one stage by the masked one with some lanes off. */
    unsigned *keys = malloc(N * sizeof(unsigned));
    unsigned seed = 12345u;
    for (int k = 0; k < N; k++) {
        seed = seed * 1664525u + 1013904223u;
        keys[k] = seed >> 20;
    }
    for (int stage = 0; stage < 5; stage++)
        for (int pass = 0; pass <= stage; pass++)
            for (int id = 0; id < N / 2; id += 8)
                _ZGVdN8uuul_compare_swap(keys, stage, pass, id);
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    for (int k = 0; k < N; k++)
        keys[k] = (unsigned)(k * 29 % 31);
    int half[8] = {1, 1, 1, 1, 0, 0, 1, 1};
    for (int pass = 0; pass <= 4; pass++)
        for (int id = 0; id < N / 2; id += 8)
            _ZGVdM8uuul_compare_swap(keys, 4, pass, id, TO_VEC(v8i, half));
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    /* Pairs at distances 1, 2 and 4 from ids 4..11 (not a multiple of 8) and 8..15 (up to the
       last element of `keys`): the lanes are blocks of `d` every `2d` (two window loads, and
       on AVX-512 masked stores); the scalar function does the same ids on a copy. */
    unsigned *copy = malloc(N * sizeof(unsigned));
    for (int dist = 0; dist < 3; dist++)
        for (int start = 4; start <= 8; start += 4) {
            for (int k = 0; k < N; k++)
                keys[k] = copy[k] = (unsigned)(k * 17 % 23);
            _ZGVdN8uuul_compare_swap(keys, 3, 3 - dist, start);
            for (int id = start; id < start + 8; id++)
                compare_swap(copy, 3, 3 - dist, id);
            for (int k = 0; k < N; k++)
                printf("%u%s", keys[k], keys[k] == copy[k] ? " " : "! ");
            printf("\n");
        }
    free(copy);
    float *put = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        put[k] = -1.0f;
    int where[8] = {15, 0, 7, 3, 3, 9, 12, 1}, where2[8] = {2, 2, 15, 4, 5, 0, 6, 8};
    float vals[8] = {1.5f, 2.0f, -3.0f, 4.25f, 5.0f, 6.0f, 7.5f, 8.0f};
    float vals2[8] = {10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f, 16.0f, 17.0f};
    int some[8] = {1, 0, 1, 0, 1, 1, 0, 1};
    _ZGVdN8uvv_put_half(put, TO_VEC(v8i, where), TO_VEC(v8f, vals));
    _ZGVdM8uvv_put_half(put, TO_VEC(v8i, where2), TO_VEC(v8f, vals2), TO_VEC(v8i, some));
    for (int k = 0; k < 16; k++)
        printf("%g ", put[k]);
    printf("\n");
    free(put);
    free(in);
    free(late);
    free(out);
    free(ints);
    free(iout);
    free(keys);
    return 0;
}
