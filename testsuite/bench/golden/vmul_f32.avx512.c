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

/* vmul_f32: a[i] = b[i] * c[i] on float arrays (TSVC vtv). Products are exact (few mantissa bits).
   needs: consecutive f32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float a[N], b[N], c[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
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
            t7 = _mm256_loadu_ps(&b[t3]);
            t8 = _mm256_loadu_ps(&b[t4]);
            t9 = _mm256_loadu_ps(&b[t5]);
            t10 = _mm256_loadu_ps(&b[t6]);
            t11 = _mm256_loadu_ps(&c[t3]);
            t12 = _mm256_loadu_ps(&c[t4]);
            t13 = _mm256_loadu_ps(&c[t5]);
            t14 = _mm256_loadu_ps(&c[t6]);
            t15 = _mm256_mul_ps(t7, t11);
            _mm256_storeu_ps(&a[t3], t15);
            t16 = _mm256_mul_ps(t8, t12);
            _mm256_storeu_ps(&a[t4], t16);
            t17 = _mm256_mul_ps(t9, t13);
            _mm256_storeu_ps(&a[t5], t17);
            t18 = _mm256_mul_ps(t10, t14);
            _mm256_storeu_ps(&a[t6], t18);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t19 = (long)i;
        a[t19] = b[t19] * c[t19];
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
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256 t34;
    __m256 t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256 t46;
    __m256 t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256 t51;
    __m256 t52;
    int i;
    long t53;
    long r;
    float *t54;
    reps = bench_reps(argc, argv, 800000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)32));
            t10 = _mm256_cvtepi32_ps(t9);
            t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t7], t11);
            t12 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)7));
            t13 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32((int)11));
            t15 = _mm256_cvtepi32_ps(t14);
            t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t7], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t18 = t17;
            t19 = (long)(int)((long)0 + (t2 + 8L));
            t20 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)32));
            t22 = _mm256_cvtepi32_ps(t21);
            t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t19], t23);
            t24 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)7));
            t25 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)11));
            t27 = _mm256_cvtepi32_ps(t26);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t19], t28);
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t2 + 16L));
            t32 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)32));
            t34 = _mm256_cvtepi32_ps(t33);
            t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t31], t35);
            t36 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)7));
            t37 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)11));
            t39 = _mm256_cvtepi32_ps(t38);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t31], t40);
            t41 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t42 = t41;
            t43 = (long)(int)((long)0 + (t2 + 24L));
            t44 = (__m256i)((vcc_v8_int)t42 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)32));
            t46 = _mm256_cvtepi32_ps(t45);
            t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t43], t47);
            t48 = _mm256_mullo_epi32(t42, _mm256_set1_epi32((int)7));
            t49 = (__m256i)((vcc_v8_int)t48 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)11));
            t51 = _mm256_cvtepi32_ps(t50);
            t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t43], t52);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t53 = (long)i;
        b[t53] = (float)(i % 64 - 32) * 0.125f;
        c[t53] = (float)(i * 7 % 23 - 11) * 0.5f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t54 = &b[r % 4096L];
        *t54 = *t54 + 1.0f;
    }
    bench_print("vmul_f32", bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    return 0;
}
