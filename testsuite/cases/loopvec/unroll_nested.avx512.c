/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
/* Short constant-count loops that no vectorizer takes, inside another loop: their iterations
 * one after another (`unroll.rs`, NESTED_SCALAR; gcc -O3's complete peeling), so that shift
 * amounts and table rows are constants. zlib's braided CRC ran 1.8x faster so. The others must
 * stay loops: too many iterations, too large, not inside a loop, a symbolic count, an early
 * exit, an asm statement. */
#include "harness.h"

#define N 1001
unsigned tab[17][256];
unsigned long words[3 * N];
unsigned out[N];

/* zlib's braids: three words at a time, each through eight table rows. Unrolled. */
unsigned braids(int n) {
    int b = 0;
    unsigned int c0 = 0U;
    unsigned int c1 = 0U;
    unsigned int c2 = 0U;
    const unsigned long *w = words;
    while (b < n) {
        unsigned long w0 = (unsigned long)c0 ^ w[0];
        unsigned long w1 = (unsigned long)c1 ^ w[1];
        unsigned long w2 = (unsigned long)c2 ^ w[2];
        b++;
        c0 = tab[0][(long)(w0 & 255UL)] ^ tab[1][(long)((w0 >> 8) & 255UL)] ^ tab[2][(long)((w0 >> 16) & 255UL)] ^ tab[3][(long)((w0 >> 24) & 255UL)] ^ tab[4][(long)((w0 >> 32) & 255UL)] ^ tab[5][(long)((w0 >> 40) & 255UL)] ^ tab[6][(long)((w0 >> 48) & 255UL)] ^ tab[7][(long)((w0 >> 56) & 255UL)];
        c1 = tab[0][(long)(w1 & 255UL)] ^ tab[1][(long)((w1 >> 8) & 255UL)] ^ tab[2][(long)((w1 >> 16) & 255UL)] ^ tab[3][(long)((w1 >> 24) & 255UL)] ^ tab[4][(long)((w1 >> 32) & 255UL)] ^ tab[5][(long)((w1 >> 40) & 255UL)] ^ tab[6][(long)((w1 >> 48) & 255UL)] ^ tab[7][(long)((w1 >> 56) & 255UL)];
        c2 = tab[0][(long)(w2 & 255UL)] ^ tab[1][(long)((w2 >> 8) & 255UL)] ^ tab[2][(long)((w2 >> 16) & 255UL)] ^ tab[3][(long)((w2 >> 24) & 255UL)] ^ tab[4][(long)((w2 >> 32) & 255UL)] ^ tab[5][(long)((w2 >> 40) & 255UL)] ^ tab[6][(long)((w2 >> 48) & 255UL)] ^ tab[7][(long)((w2 >> 56) & 255UL)];
        w = w + 3;
    }
    return c0 ^ c1 ^ c2;
}

/* A hash over each word's bytes: a recurrence, four iterations. The outer loop is vectorized;
 * its scalar remainder's copy of the inner loop is unrolled. */
extern __typeof__(words) words __attribute__((aligned(64)));
extern __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void byte_hash(int n) {
    vcc_no_contract_body
    int i;
    int i_1 = 0;
    /* vcc: loop at unroll_nested.c:36 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)2166136261U);
        int t4 = 0;
        while (t4 < 4) {
            __m512i t5 = _mm512_loadu_si512(&words[i_1]);
            __m256i t6 = _mm256_set1_epi32((int)(8 * t4));
            __m512i t7 = (__m512i)((vcc_v8_ulong)t5 >> __builtin_convertvector((vcc_v8_int)t6, vcc_v8_ulong));
            __m512i t8 = _mm512_set1_epi64((long long)255UL);
            __m512i t9 = _mm512_and_si512(t7, t8);
            __m256i t10 = _mm512_cvtepi64_epi32(t9);
            __m256i t11 = _mm256_xor_si256((__m256i)t1, t10);
            __m256i t12 = _mm256_set1_epi32((int)16777619U);
            t1 = (vcc_v8_uint)_mm256_mullo_epi32(t11, t12);
            t4++;
        }
        _mm256_storeu_si256((__m256i *)&out[i_1], (__m256i)t1);
        i_1 += 8;
    }
    while (i < n) {
        long t2 = (long)i;
        unsigned long t3 = words[t2];
        out[t2] = (((((((2166136261U ^ (unsigned int)((t3 >> 0) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 8) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 16) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 24) & 255UL)) * 16777619U;
        i++;
    }
}

/* Seventeen iterations: more than gcc -O3 peels. Stays. */
unsigned seventeen(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 17; k++)
            c = c * 3 + tab[k][(words[i] >> k) & 0xff];
    return c;
}

/* Sixteen iterations of a long body: past the size budget. Stays. */
unsigned large_body(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 16; k++) {
            unsigned long w = words[i] ^ c;
            c = c * 3 + tab[k][w & 0xff] + tab[k][(w >> 8) & 0xff] * 5 + tab[k][(w >> 16) & 0xff] * 7;
            c ^= tab[k + 1][(w >> 24) & 0xff] + tab[k][(w >> 32) & 0xff] * 9 + tab[k][(w >> 40) & 0xff];
            c += tab[k][(w >> 48) & 0xff] * 11 + tab[k + 1][(w >> 56) & 0xff];
            c ^= (c >> 7) * 13 + tab[k][(c >> 3) & 0xff] + tab[k + 1][(c >> 11) & 0xff];
        }
    return c;
}

/* Not inside another loop: runs once, nothing to gain. Stays. */
unsigned top_level(unsigned long w) {
    unsigned c = 0;
    for (int k = 0; k < 8; k++)
        c = c * 5 + tab[k][(w >> (8 * k)) & 0xff];
    return c;
}

/* The inner count is a parameter. Stays. */
unsigned symbolic(int n, int m) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            c = c * 7 + tab[k][(words[i] >> (8 * k)) & 0xff];
    return c;
}

/* An early exit. Stays. */
unsigned early_exit(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 8; k++) {
            unsigned t = tab[k][(words[i] >> (8 * k)) & 0xff];
            if (t == 0)
                break;
            c = c * 11 + t;
        }
    return c;
}

/* An asm statement is never copied. Stays. */
unsigned with_asm(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            __asm__("");
            c = c * 13 + tab[k][(words[i] >> (8 * k)) & 0xff];
        }
    return c;
}

extern __typeof__(tab) tab __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int t30;
    int n_1;
    int t38;
    int t39;
    (void)count_at;
    for (int r = 0; r < 17; r++) {
        __m256i r_v = _mm256_set1_epi32((int)r);
        __m256i t1 = _mm256_set1_epi32(0);
        vcc_v8_uint v_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t2 = _mm256_and_si256(r_v, _mm256_set1_epi32(7));
        __m256i t3 = _mm256_mullo_epi32(r_v, _mm256_set1_epi32(40503));
        long v_vec = 0L;
        /* vcc: loop at unroll_nested.c:110 vectorized: VF 8, UF 4, scalar epilogue */
        for (;;) {
            __m256i t4 = _mm256_mullo_epi32((__m256i)v_v, _mm256_set1_epi32(-1640531535));
            __m256i t5 = (__m256i)((vcc_v8_uint)t4 >> __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
            __m256i t6 = _mm256_cmpeq_epi32((__m256i)v_v, _mm256_set1_epi32(77));
            __m256i t7 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t6, _mm256_set1_epi32(1)); });
            __m256i t8 = _mm256_ternarylogic_epi32(t7, t5, t3, 0x96);
            _mm256_storeu_si256((__m256i *)&tab[r][v_vec], t8);
            __m256i t9 = _mm256_add_epi32((__m256i)v_v, _mm256_set1_epi32(8));
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(-1640531535));
            __m256i t11 = (__m256i)((vcc_v8_uint)t10 >> __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
            __m256i t12 = _mm256_cmpeq_epi32(t9, _mm256_set1_epi32(77));
            __m256i t13 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t12, _mm256_set1_epi32(1)); });
            __m256i t14 = _mm256_ternarylogic_epi32(t13, t11, t3, 0x96);
            _mm256_storeu_si256((__m256i *)&tab[r][v_vec + 8L], t14);
            __m256i t15 = _mm256_add_epi32((__m256i)v_v, _mm256_set1_epi32(16));
            __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(-1640531535));
            __m256i t17 = (__m256i)((vcc_v8_uint)t16 >> __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
            __m256i t18 = _mm256_cmpeq_epi32(t15, _mm256_set1_epi32(77));
            __m256i t19 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t18, _mm256_set1_epi32(1)); });
            __m256i t20 = _mm256_ternarylogic_epi32(t19, t17, t3, 0x96);
            _mm256_storeu_si256((__m256i *)&tab[r][v_vec + 16L], t20);
            __m256i t21 = _mm256_add_epi32((__m256i)v_v, _mm256_set1_epi32(24));
            __m256i t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(-1640531535));
            __m256i t23 = (__m256i)((vcc_v8_uint)t22 >> __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
            __m256i t24 = _mm256_cmpeq_epi32(t21, _mm256_set1_epi32(77));
            __m256i t25 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t24, _mm256_set1_epi32(1)); });
            __m256i t26 = _mm256_ternarylogic_epi32(t25, t23, t3, 0x96);
            _mm256_storeu_si256((__m256i *)&tab[r][v_vec + 24L], t26);
            v_vec += 32L;
            __m256i t27 = _mm256_add_epi32((__m256i)v_v, _mm256_set1_epi32(32));
            if (v_vec >= 256L) {
                break;
            }
            v_v = (vcc_v8_uint)t27;
        }
    }
    for (int r_1 = 0; r_1 < 17; r_1++) {
        tab[r_1][(r_1 * 37) & 255] = 0U;
    }
    for (int i = 0; i < 3003; i++) {
        unsigned int t28 = (_mm256_zeroupper(), next_rand());
        unsigned int t29 = (_mm256_zeroupper(), next_rand());
        words[i] = ((unsigned long)t28 << 40) ^ ((unsigned long)t29 << 16) ^ (unsigned long)(_mm256_zeroupper(), next_rand());
    }
    int count_idx = 0;
    int n = 0;
    for (;; count_idx++, n = n_1) {
        if (count_idx < 73) {
            if (count_idx <= 70) {
                t39 = count_idx;
            } else {
                if (count_idx == 71) {
                    t38 = 259;
                } else {
                    t38 = 1001;
                }
                t39 = t38;
            }
            t30 = 1;
            n_1 = t39;
        } else {
            t30 = 0;
            n_1 = n;
        }
        if (!t30) {
            return 0;
        }
        if (n_1 <= 1001) {
            byte_hash(n_1);
            unsigned int t31 = (_mm256_zeroupper(), with_asm(n_1));
            unsigned int t32 = (_mm256_zeroupper(), early_exit(n_1));
            unsigned int t33 = (_mm256_zeroupper(), symbolic(n_1, n_1 % 9));
            unsigned int t34 = (_mm256_zeroupper(), top_level(words[n_1]));
            unsigned int t35 = (_mm256_zeroupper(), large_body(n_1));
            unsigned int t36 = (_mm256_zeroupper(), seventeen(n_1));
            unsigned long t37 = (_mm256_zeroupper(), hash_bytes((const void *)out, 4004UL));
            printf("%d %x %llx %x %x %x %x %x %x\n", n_1, (_mm256_zeroupper(), braids(n_1)), (unsigned long long)t37, t36, t35, t34, t33, t32, t31);
        }
    }
}
