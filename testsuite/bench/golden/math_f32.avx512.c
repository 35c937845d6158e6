/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_fmin_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_min_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* math_f32: a[i] = fminf(sqrtf(fabsf(b[i])), c[i]) (calls to sqrt, fabs, fmin; all exact ops).
   needs: math calls vectorized inline (sqrt, fabs, fmin; NaN-correct fmin), consecutive f32 */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 30000
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
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    int i;
    long t27;
    float t28;
    float t29;
    float t30;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 8L));
            t5 = (long)(int)((long)0 + (t1 + 16L));
            t6 = (long)(int)((long)0 + (t1 + 24L));
            t7 = _mm256_loadu_ps(&c[t3]);
            t8 = _mm256_loadu_ps(&c[t4]);
            t9 = _mm256_loadu_ps(&c[t5]);
            t10 = _mm256_loadu_ps(&c[t6]);
            t11 = _mm256_loadu_ps(&b[t3]);
            t12 = _mm256_loadu_ps(&b[t4]);
            t13 = _mm256_loadu_ps(&b[t5]);
            t14 = _mm256_loadu_ps(&b[t6]);
            t15 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t11);
            t16 = _mm256_sqrt_ps(t15);
            t17 = vcc_avx2_fmin_ps(t16, t7);
            _mm256_storeu_ps(&a[t3], t17);
            t18 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t12);
            t19 = _mm256_sqrt_ps(t18);
            t20 = vcc_avx2_fmin_ps(t19, t8);
            _mm256_storeu_ps(&a[t4], t20);
            t21 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t13);
            t22 = _mm256_sqrt_ps(t21);
            t23 = vcc_avx2_fmin_ps(t22, t9);
            _mm256_storeu_ps(&a[t5], t23);
            t24 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t14);
            t25 = _mm256_sqrt_ps(t24);
            t26 = vcc_avx2_fmin_ps(t25, t10);
            _mm256_storeu_ps(&a[t6], t26);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        t28 = c[t27];
        t29 = b[t27];
        t30 = sqrtf(fabsf(t29));
        a[t27] = fminf(t30, t28);
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
    __m256 t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    __m256i t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256i t30;
    __m256 t31;
    __m256i t32;
    __m256i t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256 t37;
    __m256 t38;
    __m256i t39;
    __m256 t40;
    int i;
    long t41;
    long r;
    float *t42;
    reps = bench_reps(argc, argv, 30000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)500));
            t10 = _mm256_cvtepi32_ps(t9);
            t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t7], t11);
            t12 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)40));
            t13 = _mm256_cvtepi32_ps(t12);
            _mm256_storeu_ps(&c[t7], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = (long)(int)((long)0 + (t2 + 8L));
            t17 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)500));
            t19 = _mm256_cvtepi32_ps(t18);
            t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t16], t20);
            t21 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)40));
            t22 = _mm256_cvtepi32_ps(t21);
            _mm256_storeu_ps(&c[t16], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t24 = t23;
            t25 = (long)(int)((long)0 + (t2 + 16L));
            t26 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)500));
            t28 = _mm256_cvtepi32_ps(t27);
            t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t25], t29);
            t30 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)40));
            t31 = _mm256_cvtepi32_ps(t30);
            _mm256_storeu_ps(&c[t25], t31);
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t33 = t32;
            t34 = (long)(int)((long)0 + (t2 + 24L));
            t35 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)1000));
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)500));
            t37 = _mm256_cvtepi32_ps(t36);
            t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t34], t38);
            t39 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)40));
            t40 = _mm256_cvtepi32_ps(t39);
            _mm256_storeu_ps(&c[t34], t40);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t41 = (long)i;
        b[t41] = (float)(i % 1000 - 500) * 0.37f;
        c[t41] = (float)(i % 40);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t42 = &b[r % 4096L];
        *t42 = -*t42;
    }
    bench_print("math_f32", bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    return 0;
}
