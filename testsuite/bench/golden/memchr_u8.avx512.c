/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* memchr_u8: the index of the first byte equal to c, or n (a byte search with an early exit).
   needs: early exit, comparison in byte lanes (narrowing `(int)s[i] == (int)c`), byte masks
   (one movemask or k-mask test per 32 bytes), peel to align the pointer */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const unsigned char *s, int n, unsigned char c)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    int i;
    int t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __mmask32 t12;
    int i_1;
    t3 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 31UL);
    t4 = 0;
    t5 = 0L;
    for (;; t4 = i + 1, t5++) {
        if (t5 >= t3) {
            t6 = t4;
            break;
        }
        i = t4;
        if (i >= n) {
            i_1 = i;
            goto L14;
        }
        if ((int)s[i] == (int)c) {
            i_1 = i;
            goto L14;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & 1) {
        t2 = t7 & -32L;
        t8 = _mm256_set1_epi8((char)c);
        t9 = t8;
        t1 = 0L;
        for (;;) {
            t10 = _mm256_load_si256((const __m256i *)(s + (int)((long)t6 + t1)));
            t11 = t10;
            t12 = _mm256_cmp_epi8_mask(t11, t9, _MM_CMPINT_EQ);
            if ((t12 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L13;
            }
        }
        t2 = t1;
    L13:
        i_1 = (int)((long)t6 + t2);
    } else {
        i_1 = t6;
    }
L14:
    for (; i_1 < n; i_1++) {
        if ((int)s[i_1] == (int)c) {
            return i_1;
        }
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m256i t1;
    long t2;
    long reps;
    unsigned char *buf;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    vcc_v8_uchar t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    vcc_v8_uchar t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    vcc_v8_uchar t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    vcc_v8_uchar t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int i;
    long r;
    int start;
    unsigned char *t36;
    long t37;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    buf = (unsigned char *)malloc(4160UL);
    if ((4160L >= 32L) & (0 >= 0)) {
        t3 = 4160L & -32L;
        t4 = _mm256_set1_epi32((int)(0 % 26));
        t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = t5;
        t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32((int)26));
        t8 = _mm256_min_epu32(t6, t7);
        t1 = t8;
        t2 = 0L;
        do {
            t9 = _mm256_add_epi32(_mm256_set1_epi32((int)97), t1);
            t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t9, vcc_v8_short), vcc_v8_uchar);
            vcc_store(buf + (int)((long)0 + t2), t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)26));
            t14 = _mm256_min_epu32(t12, t13);
            t15 = t14;
            t16 = _mm256_add_epi32(_mm256_set1_epi32((int)97), t15);
            t17 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short), vcc_v8_uchar);
            vcc_store(buf + (int)((long)0 + (t2 + 8L)), t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t19 = t18;
            t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)26));
            t21 = _mm256_min_epu32(t19, t20);
            t22 = t21;
            t23 = _mm256_add_epi32(_mm256_set1_epi32((int)97), t22);
            t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
            vcc_store(buf + (int)((long)0 + (t2 + 16L)), t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)26));
            t28 = _mm256_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm256_add_epi32(_mm256_set1_epi32((int)97), t29);
            t31 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t30, vcc_v8_short), vcc_v8_uchar);
            vcc_store(buf + (int)((long)0 + (t2 + 24L)), t31);
            t2 += 32L;
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)6));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)26));
            t35 = _mm256_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4160; i++) {
        buf[i] = (unsigned char)(97 + i % 26);
    }
    total = 0L;
    for (r = 0L; r < reps; r++) {
        start = (int)(r % 61L);
        t36 = buf + (start + (3500 + (int)(r % 512L)));
        *t36 = (unsigned char)0;
        t37 = total;
        total = t37 + (long)(_mm256_zeroupper(), kernel(buf + start, 4096, (unsigned char)0));
        *t36 = (unsigned char)120;
    }
    (_mm256_zeroupper(), bench_print("memchr_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
