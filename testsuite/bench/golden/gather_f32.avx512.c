/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* gather_f32: a[i] = b[idx[i]] * 2 + c[i] (indirect load through an index array).
   needs: gathers (AVX2 gather instructions or per-lane loads), i32 index loads */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static float a[N], b[N], c[N];
static int idx[N];

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
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 8L));
            t5 = (long)(int)((long)0 + (t1 + 16L));
            t6 = (long)(int)((long)0 + (t1 + 24L));
            t7 = _mm256_loadu_si256((const __m256i *)&idx[t3]);
            t8 = _mm256_loadu_si256((const __m256i *)&idx[t4]);
            t9 = _mm256_loadu_si256((const __m256i *)&idx[t5]);
            t10 = _mm256_loadu_si256((const __m256i *)&idx[t6]);
            t11 = _mm256_i32gather_ps(b, t7, 4);
            t12 = _mm256_i32gather_ps(b, t8, 4);
            t13 = _mm256_i32gather_ps(b, t9, 4);
            t14 = _mm256_i32gather_ps(b, t10, 4);
            t15 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
            t16 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            t17 = _mm256_mul_ps(t13, _mm256_set1_ps(2.0f));
            t18 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            t19 = _mm256_loadu_ps(&c[t3]);
            t20 = _mm256_loadu_ps(&c[t4]);
            t21 = _mm256_loadu_ps(&c[t5]);
            t22 = _mm256_loadu_ps(&c[t6]);
            t23 = _mm256_add_ps(t15, t19);
            _mm256_storeu_ps(&a[t3], t23);
            t24 = _mm256_add_ps(t16, t20);
            _mm256_storeu_ps(&a[t4], t24);
            t25 = _mm256_add_ps(t17, t21);
            _mm256_storeu_ps(&a[t5], t25);
            t26 = _mm256_add_ps(t18, t22);
            _mm256_storeu_ps(&a[t6], t26);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        a[t27] = b[idx[t27]] * 2.0f + c[t27];
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
    __m256 t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256i t28;
    __m256 t29;
    __m256 t30;
    __m256i t31;
    __m256i t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256 t40;
    __m256i t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256i t54;
    __m256 t55;
    __m256 t56;
    int i;
    long t57;
    long r;
    reps = bench_reps(argc, argv, 200000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = t6;
            t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)-1640531535));
            t10 = (__m256i)((vcc_v8_uint)t9 % (vcc_v8_uint)_mm256_set1_epi32((int)4096));
            t11 = t10;
            _mm256_storeu_si256((__m256i *)&idx[t7], t11);
            t12 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)11));
            t14 = _mm256_cvtepi32_ps(t13);
            _mm256_storeu_ps(&b[t7], t14);
            t15 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t16 = _mm256_cvtepi32_ps(t15);
            t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t7], t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t19 = t18;
            t20 = (long)(int)((long)0 + (t2 + 8L));
            t21 = t19;
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)-1640531535));
            t23 = (__m256i)((vcc_v8_uint)t22 % (vcc_v8_uint)_mm256_set1_epi32((int)4096));
            t24 = t23;
            _mm256_storeu_si256((__m256i *)&idx[t20], t24);
            t25 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)11));
            t27 = _mm256_cvtepi32_ps(t26);
            _mm256_storeu_ps(&b[t20], t27);
            t28 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t29 = _mm256_cvtepi32_ps(t28);
            t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t20], t30);
            t31 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t32 = t31;
            t33 = (long)(int)((long)0 + (t2 + 16L));
            t34 = t32;
            t35 = _mm256_mullo_epi32(t34, _mm256_set1_epi32((int)-1640531535));
            t36 = (__m256i)((vcc_v8_uint)t35 % (vcc_v8_uint)_mm256_set1_epi32((int)4096));
            t37 = t36;
            _mm256_storeu_si256((__m256i *)&idx[t33], t37);
            t38 = (__m256i)((vcc_v8_int)t32 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)11));
            t40 = _mm256_cvtepi32_ps(t39);
            _mm256_storeu_ps(&b[t33], t40);
            t41 = (__m256i)((vcc_v8_int)t32 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t42 = _mm256_cvtepi32_ps(t41);
            t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t33], t43);
            t44 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t45 = t44;
            t46 = (long)(int)((long)0 + (t2 + 24L));
            t47 = t45;
            t48 = _mm256_mullo_epi32(t47, _mm256_set1_epi32((int)-1640531535));
            t49 = (__m256i)((vcc_v8_uint)t48 % (vcc_v8_uint)_mm256_set1_epi32((int)4096));
            t50 = t49;
            _mm256_storeu_si256((__m256i *)&idx[t46], t50);
            t51 = (__m256i)((vcc_v8_int)t45 % (vcc_v8_int)_mm256_set1_epi32((int)23));
            t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)11));
            t53 = _mm256_cvtepi32_ps(t52);
            _mm256_storeu_ps(&b[t46], t53);
            t54 = (__m256i)((vcc_v8_int)t45 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t55 = _mm256_cvtepi32_ps(t54);
            t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t46], t56);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t57 = (long)i;
        idx[t57] = (int)((unsigned int)i * 2654435761U % 4096U);
        b[t57] = (float)(i % 23 - 11);
        c[t57] = (float)(i % 3) * 0.5f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = a[r * 5L % 4096L] * 0.5f;
    }
    bench_print("gather_f32", bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    return 0;
}
