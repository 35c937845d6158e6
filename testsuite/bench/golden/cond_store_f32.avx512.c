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

/* cond_store_f32: if (b[i] > 0) a[i] = b[i] * s; a[i] keeps its value otherwise (TSVC s272-like).
   needs: if-conversion with a conditional (masked) store, f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 80000
#endif
#define N 4096

static float a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float s)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256 t13;
    __m256i t14;
    __m256 t15;
    __m256i t16;
    __m256 t17;
    __m256i t18;
    __m256 t19;
    int i;
    long t20;
    float t21;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_ps(s);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = (long)(int)((long)0 + (t1 + 8L));
            t6 = (long)(int)((long)0 + (t1 + 16L));
            t7 = (long)(int)((long)0 + (t1 + 24L));
            t8 = _mm256_loadu_ps(&b[t4]);
            t9 = _mm256_loadu_ps(&b[t5]);
            t10 = _mm256_loadu_ps(&b[t6]);
            t11 = _mm256_loadu_ps(&b[t7]);
            t12 = _mm256_castps_si256(_mm256_cmp_ps(t8, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t13 = _mm256_mul_ps(t8, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t4 * 4UL), _mm256_movepi32_mask(t12), t13);
            t14 = _mm256_castps_si256(_mm256_cmp_ps(t9, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t15 = _mm256_mul_ps(t9, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t14), t15);
            t16 = _mm256_castps_si256(_mm256_cmp_ps(t10, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t17 = _mm256_mul_ps(t10, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t16), t17);
            t18 = _mm256_castps_si256(_mm256_cmp_ps(t11, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t19 = _mm256_mul_ps(t11, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t7 * 4UL), _mm256_movepi32_mask(t18), t19);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t20 = (long)i;
        t21 = b[t20];
        if (t21 > 0.0f) {
            a[t20] = t21 * s;
        }
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256 t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256 t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256 t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    long t37;
    __m256i t38;
    __m256 t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256 t43;
    __m256 t44;
    int i;
    long t45;
    long r;
    float t46;
    float *t47;
    reps = bench_reps(argc, argv, 80000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t9 = _mm256_cvtepi32_ps(t8);
            _mm256_storeu_ps(&a[t7], t9);
            t10 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)13));
            t11 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)32));
            t13 = _mm256_cvtepi32_ps(t12);
            t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t7], t14);
            t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t16 = t15;
            t17 = (long)(int)((long)0 + (t2 + 8L));
            t18 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t19 = _mm256_cvtepi32_ps(t18);
            _mm256_storeu_ps(&a[t17], t19);
            t20 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)13));
            t21 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)32));
            t23 = _mm256_cvtepi32_ps(t22);
            t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t17], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t26 = t25;
            t27 = (long)(int)((long)0 + (t2 + 16L));
            t28 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t29 = _mm256_cvtepi32_ps(t28);
            _mm256_storeu_ps(&a[t27], t29);
            t30 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)13));
            t31 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)32));
            t33 = _mm256_cvtepi32_ps(t32);
            t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t27], t34);
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t36 = t35;
            t37 = (long)(int)((long)0 + (t2 + 24L));
            t38 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t39 = _mm256_cvtepi32_ps(t38);
            _mm256_storeu_ps(&a[t37], t39);
            t40 = _mm256_mullo_epi32(t36, _mm256_set1_epi32((int)13));
            t41 = (__m256i)((vcc_v8_int)t40 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)32));
            t43 = _mm256_cvtepi32_ps(t42);
            t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t37], t44);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t45 = (long)i;
        a[t45] = (float)(i % 9);
        b[t45] = (float)(i * 13 % 64 - 32) * 0.125f;
    }
    for (r = 0L; r < reps; r++) {
        if (r % 2L) {
            t46 = 0.5f;
        } else {
            t46 = 2.0f;
        }
        (_mm256_zeroupper(), kernel(t46));
        t47 = &b[r % 4096L];
        *t47 = -*t47;
    }
    bench_print("cond_store_f32", bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    return 0;
}
