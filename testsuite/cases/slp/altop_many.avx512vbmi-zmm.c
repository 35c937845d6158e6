/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Alternating nodes of more than two operations: each operation on the whole vectors, then a
   blend per operation past the first (the quaternion scale `q * s, q * s, q + s, q - s`;
   four bitwise and additive integer operations). Only operations that are harmless on the
   other lanes' operands mix: a float division may (its other lanes' quotients, infinities
   here, are blended away), an integer division or a shift may not (a lane that adds would
   divide by 0 or shift by 40): that lane stays scalar, the others make a tree of their own.
   On sse2, which has no blend instruction, a blend costs two or three shuffles: only the
   quaternion's two products are a tree there. */
/* vcc-test: expect-slp 5 sse2=2 */
#include <stdio.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void quat_scale1(float *restrict o, const float *restrict q, float s) {
    vcc_no_contract_body
    __m128 t1 = _mm_loadu_ps(q + 0);
    __m128 t2 = _mm_set1_ps(s);
    __m128 t3 = _mm_mul_ps(t1, t2);
    __m128 t4 = _mm_add_ps(t1, t2);
    __m128 t5 = (__m128)__builtin_shufflevector((vcc_v4_float)t3, (vcc_v4_float)t4, 0, 1, 6, 3);
    __m128 t6 = _mm_sub_ps(t1, t2);
    __m128 t7 = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 0, 1, 2, 7);
    _mm_storeu_ps(o + 0, t7);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix4(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    __m128i t2 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t3 = _mm_add_epi32(t1, t2);
    __m128i t4 = _mm_xor_si128(t1, t2);
    __m128i t5 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t3, (vcc_v4_uint)t4, 0, 5, 2, 3);
    __m128i t6 = _mm_and_si128(t1, t2);
    __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t5, (vcc_v4_uint)t6, 0, 1, 6, 3);
    __m128i t8 = _mm_or_si128(t1, t2);
    __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t7, (vcc_v4_uint)t8, 0, 1, 2, 7);
    _mm_storeu_si128((__m128i *)(o + 0), t9);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void ratios(float *restrict o, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    __m128 t1 = _mm_loadu_ps(a + 0);
    __m128 t2 = _mm_loadu_ps(b + 0);
    __m128 t3 = _mm_div_ps(t1, t2);
    __m128 t4 = _mm_mul_ps(t1, t2);
    __m128 t5 = (__m128)__builtin_shufflevector((vcc_v4_float)t3, (vcc_v4_float)t4, 0, 5, 2, 3);
    __m128 t6 = _mm_add_ps(t1, t2);
    __m128 t7 = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 0, 1, 6, 3);
    __m128 t8 = _mm_sub_ps(t1, t2);
    __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t7, (vcc_v4_float)t8, 0, 1, 2, 7);
    _mm_storeu_ps(o + 0, t9);
}

/* Must not: `a[1] / b[1]` would divide by 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void idiv_mix(int *restrict o, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    o[0] = a[0] / b[0];
    vcc_v2_int t1 = vcc_load(vcc_v2_int, a + 1);
    vcc_v2_int t2 = vcc_load(vcc_v2_int, b + 1);
    vcc_v2_int t3 = t1 + t2;
    vcc_store(o + 1, t3);
    o[3] = a[3] + b[3];
}

/* Must not: `a[1] << b[1]` would shift by 40. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_mix(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    o[0] = a[0] << b[0];
    vcc_v2_uint t1 = vcc_load(vcc_v2_uint, a + 1);
    vcc_v2_uint t2 = vcc_load(vcc_v2_uint, b + 1);
    vcc_v2_uint t3 = t1 + t2;
    vcc_v2_uint t4 = t1 - t2;
    vcc_v2_uint t5 = __builtin_shufflevector(t3, t4, 0, 3);
    vcc_store(o + 1, t5);
    o[3] = a[3] + b[3];
}

int main(void) {
    float q[4] = {1.5f, -2.25f, 1e30f, 3.0f}, qo[4];
    unsigned ua[4] = {0xfffffff0u, 0x12345678u, 0xf0f0f0f0u, 0x0000ff00u}, ub[4] = {0x20u, 0xffffffffu, 0x3c3c3c3cu, 0x00ff0000u}, uo[4];
    float fa[4] = {1.0f, 2.5f, -3.0f, 0.125f}, fb[4] = {3.0f, 0.0f, 1e-30f, -8.0f}, fo[4];
    int ia[4] = {100, -7, 2147483000, 5}, ib[4] = {7, 0, 600, -5}, io[4];
    unsigned sb[4] = {3, 40, 40, 40}, so[4];
    quat_scale1(qo, q, 1.75f);
    mix4(uo, ua, ub);
    ratios(fo, fa, fb);
    idiv_mix(io, ia, ib);
    shift_mix(so, ua, sb);
    printf("%a %a %a %a\n", qo[0], qo[1], qo[2], qo[3]);
    printf("%x %x %x %x\n", uo[0], uo[1], uo[2], uo[3]);
    printf("%a %a %a %a\n", fo[0], fo[1], fo[2], fo[3]);
    printf("%d %d %d %d\n", io[0], io[1], io[2], io[3]);
    printf("%x %x %x %x\n", so[0], so[1], so[2], so[3]);
    return 0;
}
