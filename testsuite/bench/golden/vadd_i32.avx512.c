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

/* vadd_i32: a[i] = b[i] + c[i] on int arrays (TSVC vpv).
   needs: consecutive int32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static int a[N], b[N], c[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    int i;
    long t19;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 8L));
            t5 = (long)(int)((long)0 + (t1 + 16L));
            t6 = (long)(int)((long)0 + (t1 + 24L));
            t7 = _mm256_loadu_si256((const __m256i *)&b[t3]);
            t8 = _mm256_loadu_si256((const __m256i *)&b[t4]);
            t9 = _mm256_loadu_si256((const __m256i *)&b[t5]);
            t10 = _mm256_loadu_si256((const __m256i *)&b[t6]);
            t11 = _mm256_loadu_si256((const __m256i *)&c[t3]);
            t12 = _mm256_loadu_si256((const __m256i *)&c[t4]);
            t13 = _mm256_loadu_si256((const __m256i *)&c[t5]);
            t14 = _mm256_loadu_si256((const __m256i *)&c[t6]);
            t15 = _mm256_add_epi32(t7, t11);
            _mm256_storeu_si256((__m256i *)&a[t3], t15);
            t16 = _mm256_add_epi32(t8, t12);
            _mm256_storeu_si256((__m256i *)&a[t4], t16);
            t17 = _mm256_add_epi32(t9, t13);
            _mm256_storeu_si256((__m256i *)&a[t5], t17);
            t18 = _mm256_add_epi32(t10, t14);
            _mm256_storeu_si256((__m256i *)&a[t6], t18);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t19 = (long)i;
        a[t19] = b[t19] + c[t19];
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
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int i;
    long t33;
    long r;
    int *t34;
    reps = bench_reps(argc, argv, 500000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)7));
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&b[t7], t9);
            t10 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)13));
            t11 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            _mm256_storeu_si256((__m256i *)&c[t7], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = (long)(int)((long)0 + (t2 + 8L));
            t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)7));
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&b[t14], t16);
            t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)13));
            t18 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            _mm256_storeu_si256((__m256i *)&c[t14], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t20 = t19;
            t21 = (long)(int)((long)0 + (t2 + 16L));
            t22 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)7));
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&b[t21], t23);
            t24 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)13));
            t25 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            _mm256_storeu_si256((__m256i *)&c[t21], t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t27 = t26;
            t28 = (long)(int)((long)0 + (t2 + 24L));
            t29 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)7));
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)1000));
            _mm256_storeu_si256((__m256i *)&b[t28], t30);
            t31 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)13));
            t32 = (__m256i)((vcc_v8_int)t31 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            _mm256_storeu_si256((__m256i *)&c[t28], t32);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t33 = (long)i;
        b[t33] = i * 7 - 1000;
        c[t33] = i * 13 % 101;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t34 = &b[r % 4096L];
        *t34 = *t34 + 1;
    }
    bench_print("vadd_i32", bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    return 0;
}
