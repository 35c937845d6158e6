/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* Horizontal reductions: a value returned or stored that chains one associative operation
   over several operands. An unrolled integer dot product (a vector multiply and one
   reduction), the xor of eight words into a stored hash, and a sum of six bytes widened to
   `int`, four in the vector and two added as scalars. Must NOT vectorize: the float sum
   (reassociating it would change its rounding; only --fast-math allows that) and `shared`,
   whose partial sum is used twice, so the chain has two operands. */
/* vcc-test: expect-slp 3 */
#include <stdio.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot4(const int *a, const int *b) {
    vcc_no_contract_body
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    __m128i t2 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t3 = _mm_mullo_epi32(t1, t2);
    return (int)vcc_sse_reduce_epi32(t3, _mm_add_epi32, unsigned int);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void fold8(unsigned *h, const unsigned *w) {
    vcc_no_contract_body
    __m256i t1 = _mm256_loadu_si256((const __m256i *)(w + 0));
    *h = vcc_avx2_reduce_epi32(t1, _mm_xor_si128, unsigned int);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum6(const unsigned char *p) {
    vcc_no_contract_body
    vcc_v4_uchar t1 = vcc_load(vcc_v4_uchar, p + 0);
    __m128i t2 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t1));
    return (int)(vcc_sse_reduce_epi32(t2, _mm_add_epi32, unsigned int) + (unsigned int)(int)p[4] + (unsigned int)(int)p[5]);
}

float fsum4(const float *x) {
    return x[0] + x[1] + x[2] + x[3];
}

int shared(const int *a, int *out) {
    int s = a[0] + a[1];
    *out = s;
    return s + a[2] + a[3];
}

int main(void) {
    int a[4] = {3, -7, 11, 2147483}, b[4] = {5, 9, -13, 1000}, out;
    unsigned w[8] = {1u, 2u, 0xdeadbeefu, 4u, 0x12345678u, 6u, 7u, 0xffffffffu}, h;
    unsigned char p[6] = {255, 1, 128, 7, 200, 99};
    float x[4] = {1e8f, 1.0f, -1e8f, 1.0f};
    fold8(&h, w);
    printf("%d %u %d %a\n", dot4(a, b), h, sum6(p), fsum4(x));
    /* shared() writes out before it is printed (the arguments' order is unspecified). */
    int s = shared(a, &out);
    printf("%d %d\n", s, out);
    return 0;
}
