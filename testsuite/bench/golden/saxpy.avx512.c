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

/* saxpy: y[i] = a * x[i] + y[i] on float arrays, a alternating +-0.5 (BLAS saxpy).
   needs: consecutive f32 loads/stores, loop-invariant scalar (splat) */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static float x[N], y[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float a)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    long t4;
    long t5;
    long t6;
    long t7;
    float *t8;
    float *t9;
    float *t10;
    float *t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    int i;
    long t28;
    float *t29;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_ps(a);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = (long)(int)((long)0 + (t1 + 8L));
            t6 = (long)(int)((long)0 + (t1 + 16L));
            t7 = (long)(int)((long)0 + (t1 + 24L));
            t8 = &y[t4];
            t9 = &y[t5];
            t10 = &y[t6];
            t11 = &y[t7];
            t12 = _mm256_loadu_ps(&x[t4]);
            t13 = _mm256_loadu_ps(&x[t5]);
            t14 = _mm256_loadu_ps(&x[t6]);
            t15 = _mm256_loadu_ps(&x[t7]);
            t16 = _mm256_mul_ps(t3, t12);
            t17 = _mm256_mul_ps(t3, t13);
            t18 = _mm256_mul_ps(t3, t14);
            t19 = _mm256_mul_ps(t3, t15);
            t20 = _mm256_loadu_ps(t8);
            t21 = _mm256_loadu_ps(t9);
            t22 = _mm256_loadu_ps(t10);
            t23 = _mm256_loadu_ps(t11);
            t24 = _mm256_add_ps(t16, t20);
            _mm256_storeu_ps(t8, t24);
            t25 = _mm256_add_ps(t17, t21);
            _mm256_storeu_ps(t9, t25);
            t26 = _mm256_add_ps(t18, t22);
            _mm256_storeu_ps(t10, t26);
            t27 = _mm256_add_ps(t19, t23);
            _mm256_storeu_ps(t11, t27);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t28 = (long)i;
        t29 = &y[t28];
        *t29 = a * x[t28] + *t29;
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
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256 t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    __m256 t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    __m256 t25;
    __m256 t26;
    __m256i t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256 t33;
    __m256 t34;
    __m256i t35;
    __m256 t36;
    int i;
    long t37;
    long r;
    float t38;
    reps = bench_reps(argc, argv, 1000000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t9 = _mm256_cvtepi32_ps(t8);
            t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t7], t10);
            t11 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t12 = _mm256_cvtepi32_ps(t11);
            _mm256_storeu_ps(&y[t7], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = (long)(int)((long)0 + (t2 + 8L));
            t16 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t17 = _mm256_cvtepi32_ps(t16);
            t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t15], t18);
            t19 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t20 = _mm256_cvtepi32_ps(t19);
            _mm256_storeu_ps(&y[t15], t20);
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 16L));
            t24 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t25 = _mm256_cvtepi32_ps(t24);
            t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t23], t26);
            t27 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t28 = _mm256_cvtepi32_ps(t27);
            _mm256_storeu_ps(&y[t23], t28);
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t2 + 24L));
            t32 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t33 = _mm256_cvtepi32_ps(t32);
            t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t31], t34);
            t35 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t36 = _mm256_cvtepi32_ps(t35);
            _mm256_storeu_ps(&y[t31], t36);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        x[t37] = (float)(i % 17) * 0.125f;
        y[t37] = (float)(i % 5);
    }
    for (r = 0L; r < reps; r++) {
        if (r % 2L) {
            t38 = 0.5f;
        } else {
            t38 = -0.5f;
        }
        (_mm256_zeroupper(), kernel(t38));
    }
    bench_print("saxpy", bench_hash(14695981039346656037ULL, (const void *)y, 16384UL));
    return 0;
}
