/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* A helper handed a pointer to its caller's local array, which the caller reads and writes
   only at constant indices (xxHash's XXH32 accumulators), stays scalar: once cc inlines it,
   the array lives in registers, and vector loads and stores would keep it in memory, every
   iteration of the caller's loop a store and a load (XXH32 ran 2.2x slower so). The same
   helpers called with an array the caller indexes at run time (kept in memory anyway), or
   with the caller's own pointer, are vectorized. */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

typedef unsigned int u32;

static inline void init_regs(u32 *acc, u32 seed) {
    acc[0] = seed + 2654435761u;
    acc[1] = seed + 2246822519u;
    acc[2] = seed + 3266489917u;
    acc[3] = seed - 668265263u;
}

static inline u32 merge_regs(const u32 *acc) {
    return ((acc[0] << 1) | (acc[0] >> 31)) + ((acc[1] << 7) | (acc[1] >> 25)) +
           ((acc[2] << 12) | (acc[2] >> 20)) + ((acc[3] << 18) | (acc[3] >> 14));
}

/* Its accumulators at constant indices only: both helpers stay scalar. */
u32 hash_blocks(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_regs(acc, seed);
    for (int i = 0; i + 4 <= n; i += 4) {
        acc[0] = (acc[0] + p[i] * 2246822519u) * 2654435761u;
        acc[1] = (acc[1] + p[i + 1] * 2246822519u) * 2654435761u;
        acc[2] = (acc[2] + p[i + 2] * 2246822519u) * 2654435761u;
        acc[3] = (acc[3] + p[i + 3] * 2246822519u) * 2654435761u;
    }
    return merge_regs(acc);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static inline void init_mem(u32 *acc, u32 seed) {
    vcc_no_contract_body
    vcc_v2_uint t1 = (vcc_v2_uint){seed, seed};
    vcc_v2_uint t2 = t1 + (vcc_v2_uint){2654435761U, 2246822519U};
    vcc_store(acc + 0, t2);
    acc[2] = seed + 3266489917U;
    acc[3] = seed - 668265263U;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static inline u32 merge_mem(const u32 *acc) {
    vcc_no_contract_body
    __m128i t1 = _mm_loadu_si128((const __m128i *)(acc + 0));
    __m128i t2 = _mm_sllv_epi32(t1, _mm_setr_epi32(1, 7, 12, 18));
    __m128i t3 = _mm_srlv_epi32(t1, _mm_setr_epi32(31, 25, 20, 14));
    __m128i t4 = _mm_or_si128(t2, t3);
    return vcc_sse_reduce_epi32(t4, _mm_add_epi32, unsigned int);
}

/* Its accumulator picked at run time: the array stays in memory, the helpers vectorize. */
u32 hash_words(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_mem(acc, seed);
    for (int i = 0; i < n; i++)
        acc[i & 3] ^= p[i] * 2654435761u;
    return merge_mem(acc);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    unsigned int data[64];
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at caller_locals.c:60 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-2048144777));
        __m512i t3 = _mm512_add_epi32(t2, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&data[i_vec], t3);
        __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(-2048144777));
        __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&data[i_vec + 16L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(-2048144777));
        __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&data[i_vec + 32L], t9);
        __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(-2048144777));
        __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&data[i_vec + 48L], t12);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 64L);
    for (int n = 0; n <= 64; n += 13) {
        const unsigned int *t13 = data;
        unsigned int t14 = (_mm256_zeroupper(), hash_words(t13, n, 7U));
        printf("%d: %08x %08x\n", n, (_mm256_zeroupper(), hash_blocks(t13, n, (unsigned int)n)), t14);
    }
    return 0;
}
