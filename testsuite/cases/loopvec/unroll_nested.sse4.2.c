/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
__attribute__((target("sse4.2"))) void byte_hash(int n) {
    int i;
    int i_1 = 0;
    /* vcc: loop at unroll_nested.c:36 vectorized as an outer loop: VF 2, inner loops: uniform, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 2U) {
            i = i_1;
            break;
        }
        vcc_v2_uint t1 = (vcc_v2_uint){2166136261U, 2166136261U};
        int t4 = 0;
        while (t4 < 4) {
            __m128i t5 = _mm_loadu_si128((const __m128i *)&words[i_1]);
            vcc_v2_int t6 = vcc_splat(vcc_v2_int, 8 * t4);
            __m128i t7 = (__m128i)((vcc_v2_ulong)t5 >> __builtin_convertvector(t6, vcc_v2_ulong));
            __m128i t8 = _mm_set1_epi64x((long long)255UL);
            __m128i t9 = _mm_and_si128(t7, t8);
            vcc_v2_uint t10 = __builtin_convertvector((vcc_v2_ulong)t9, vcc_v2_uint);
            vcc_v2_uint t11 = t1 ^ t10;
            vcc_v2_uint t12 = (vcc_v2_uint){16777619U, 16777619U};
            t1 = t11 * t12;
            t4++;
        }
        vcc_store(&out[i_1], t1);
        i_1 += 2;
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

__attribute__((target("sse4.2"))) int main(void) {
    int t34;
    int n_1;
    int t42;
    int t43;
    (void)count_at;
    for (int r = 0; r < 17; r++) {
        __m128i r_v = _mm_set1_epi32((int)r);
        __m128i t1 = _mm_set1_epi32(0);
        vcc_v4_uint v_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t2 = _mm_and_si128(r_v, _mm_set1_epi32(7));
        __m128i t3 = _mm_mullo_epi32(r_v, _mm_set1_epi32(40503));
        long v_vec = 0L;
        /* vcc: loop at unroll_nested.c:110 vectorized: VF 4, UF 4, scalar epilogue */
        for (;;) {
            __m128i t4 = _mm_mullo_epi32((__m128i)v_v, _mm_set1_epi32(-1640531535));
            __m128i t5 = (__m128i)((vcc_v4_uint)t4 >> __builtin_convertvector((vcc_v4_int)t2, vcc_v4_uint));
            __m128i t6 = _mm_xor_si128(t5, t3);
            __m128i t7 = _mm_cmpeq_epi32((__m128i)v_v, _mm_set1_epi32(77));
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t7, _mm_set1_epi32(1)); });
            __m128i t9 = _mm_xor_si128(t6, t8);
            _mm_storeu_si128((__m128i *)&tab[r][v_vec], t9);
            __m128i t10 = _mm_add_epi32((__m128i)v_v, _mm_set1_epi32(4));
            __m128i t11 = _mm_mullo_epi32(t10, _mm_set1_epi32(-1640531535));
            __m128i t12 = (__m128i)((vcc_v4_uint)t11 >> __builtin_convertvector((vcc_v4_int)t2, vcc_v4_uint));
            __m128i t13 = _mm_xor_si128(t12, t3);
            __m128i t14 = _mm_cmpeq_epi32(t10, _mm_set1_epi32(77));
            __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t14, _mm_set1_epi32(1)); });
            __m128i t16 = _mm_xor_si128(t13, t15);
            _mm_storeu_si128((__m128i *)&tab[r][v_vec + 4L], t16);
            __m128i t17 = _mm_add_epi32((__m128i)v_v, _mm_set1_epi32(8));
            __m128i t18 = _mm_mullo_epi32(t17, _mm_set1_epi32(-1640531535));
            __m128i t19 = (__m128i)((vcc_v4_uint)t18 >> __builtin_convertvector((vcc_v4_int)t2, vcc_v4_uint));
            __m128i t20 = _mm_xor_si128(t19, t3);
            __m128i t21 = _mm_cmpeq_epi32(t17, _mm_set1_epi32(77));
            __m128i t22 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t21, _mm_set1_epi32(1)); });
            __m128i t23 = _mm_xor_si128(t20, t22);
            _mm_storeu_si128((__m128i *)&tab[r][v_vec + 8L], t23);
            __m128i t24 = _mm_add_epi32((__m128i)v_v, _mm_set1_epi32(12));
            __m128i t25 = _mm_mullo_epi32(t24, _mm_set1_epi32(-1640531535));
            __m128i t26 = (__m128i)((vcc_v4_uint)t25 >> __builtin_convertvector((vcc_v4_int)t2, vcc_v4_uint));
            __m128i t27 = _mm_xor_si128(t26, t3);
            __m128i t28 = _mm_cmpeq_epi32(t24, _mm_set1_epi32(77));
            __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t28, _mm_set1_epi32(1)); });
            __m128i t30 = _mm_xor_si128(t27, t29);
            _mm_storeu_si128((__m128i *)&tab[r][v_vec + 12L], t30);
            v_vec += 16L;
            __m128i t31 = _mm_add_epi32((__m128i)v_v, _mm_set1_epi32(16));
            if (v_vec >= 256L) {
                break;
            }
            v_v = (vcc_v4_uint)t31;
        }
    }
    for (int r_1 = 0; r_1 < 17; r_1++) {
        tab[r_1][(r_1 * 37) & 255] = 0U;
    }
    for (int i = 0; i < 3003; i++) {
        unsigned int t32 = next_rand();
        unsigned int t33 = next_rand();
        words[i] = ((unsigned long)t32 << 40) ^ ((unsigned long)t33 << 16) ^ (unsigned long)next_rand();
    }
    int count_idx = 0;
    int n = 0;
    for (;; count_idx++, n = n_1) {
        if (count_idx < 73) {
            if (count_idx <= 70) {
                t43 = count_idx;
            } else {
                if (count_idx == 71) {
                    t42 = 259;
                } else {
                    t42 = 1001;
                }
                t43 = t42;
            }
            t34 = 1;
            n_1 = t43;
        } else {
            t34 = 0;
            n_1 = n;
        }
        if (!t34) {
            return 0;
        }
        if (n_1 <= 1001) {
            byte_hash(n_1);
            unsigned int t35 = with_asm(n_1);
            unsigned int t36 = early_exit(n_1);
            unsigned int t37 = symbolic(n_1, n_1 % 9);
            unsigned int t38 = top_level(words[n_1]);
            unsigned int t39 = large_body(n_1);
            unsigned int t40 = seventeen(n_1);
            unsigned long t41 = hash_bytes((const void *)out, 4004UL);
            printf("%d %x %llx %x %x %x %x %x %x\n", n_1, braids(n_1), (unsigned long long)t41, t40, t39, t38, t37, t36, t35);
        }
    }
}
