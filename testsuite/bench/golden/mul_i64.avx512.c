/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* mul_i64: a[i] = b[i] * c[i] + a[i] on unsigned 64-bit integers (wrapping).
   needs: consecutive i64 loads/stores, 64-bit multiply (vpmullq with AVX-512DQ, else emulated) */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 2048

static unsigned long long a[N], b[N], c[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    unsigned long long *t7;
    unsigned long long *t8;
    unsigned long long *t9;
    unsigned long long *t10;
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
    int i;
    long t31;
    unsigned long long *t32;
    if (2048L >= 32L) {
        t2 = 2048L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 8L));
            t5 = (long)(int)((long)0 + (t1 + 16L));
            t6 = (long)(int)((long)0 + (t1 + 24L));
            t7 = &a[t3];
            t8 = &a[t4];
            t9 = &a[t5];
            t10 = &a[t6];
            t11 = _mm512_loadu_si512(&b[t3]);
            t12 = _mm512_loadu_si512(&b[t4]);
            t13 = _mm512_loadu_si512(&b[t5]);
            t14 = _mm512_loadu_si512(&b[t6]);
            t15 = _mm512_loadu_si512(&c[t3]);
            t16 = _mm512_loadu_si512(&c[t4]);
            t17 = _mm512_loadu_si512(&c[t5]);
            t18 = _mm512_loadu_si512(&c[t6]);
            t19 = _mm512_mullo_epi64(t11, t15);
            t20 = _mm512_mullo_epi64(t12, t16);
            t21 = _mm512_mullo_epi64(t13, t17);
            t22 = _mm512_mullo_epi64(t14, t18);
            t23 = _mm512_loadu_si512(t7);
            t24 = _mm512_loadu_si512(t8);
            t25 = _mm512_loadu_si512(t9);
            t26 = _mm512_loadu_si512(t10);
            t27 = _mm512_add_epi64(t19, t23);
            _mm512_storeu_si512(t7, t27);
            t28 = _mm512_add_epi64(t20, t24);
            _mm512_storeu_si512(t8, t28);
            t29 = _mm512_add_epi64(t21, t25);
            _mm512_storeu_si512(t9, t29);
            t30 = _mm512_add_epi64(t22, t26);
            _mm512_storeu_si512(t10, t30);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t31 = (long)i;
        t32 = &a[t31];
        *t32 = b[t31] * c[t31] + *t32;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m256i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m256i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m512i t26;
    __m512i t27;
    __m256i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    __m512i t35;
    __m512i t36;
    __m256i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    int i;
    long t41;
    long r;
    reps = bench_reps(argc, argv, 300000L);
    if (2048L >= 32L) {
        t3 = 2048L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm512_cvtepi32_epi64(t6);
            t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t7], t9);
            t10 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t11 = _mm512_cvtepi32_epi64(t10);
            t12 = _mm512_mullo_epi64(t11, _mm512_set1_epi64((long long)12345LL));
            t13 = _mm512_add_epi64(t12, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t7], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = (long)(int)((long)0 + (t2 + 8L));
            t17 = _mm512_cvtepi32_epi64(t15);
            t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t16], t18);
            t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t20 = _mm512_cvtepi32_epi64(t19);
            t21 = _mm512_mullo_epi64(t20, _mm512_set1_epi64((long long)12345LL));
            t22 = _mm512_add_epi64(t21, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t16], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t24 = t23;
            t25 = (long)(int)((long)0 + (t2 + 16L));
            t26 = _mm512_cvtepi32_epi64(t24);
            t27 = _mm512_mullo_epi64(t26, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t25], t27);
            t28 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t29 = _mm512_cvtepi32_epi64(t28);
            t30 = _mm512_mullo_epi64(t29, _mm512_set1_epi64((long long)12345LL));
            t31 = _mm512_add_epi64(t30, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t25], t31);
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t33 = t32;
            t34 = (long)(int)((long)0 + (t2 + 24L));
            t35 = _mm512_cvtepi32_epi64(t33);
            t36 = _mm512_mullo_epi64(t35, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t34], t36);
            t37 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t38 = _mm512_cvtepi32_epi64(t37);
            t39 = _mm512_mullo_epi64(t38, _mm512_set1_epi64((long long)12345LL));
            t40 = _mm512_add_epi64(t39, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t34], t40);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t41 = (long)i;
        b[t41] = (unsigned long long)i * 11400714819323198485ULL;
        c[t41] = (unsigned long long)(i % 1000) * 12345ULL + 1ULL;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
    }
    bench_print("mul_i64", bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    return 0;
}
