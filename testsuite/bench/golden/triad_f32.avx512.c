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

/* triad_f32: a[i] = b[i] + c[i] * d[i] (STREAM/TSVC triad; no recurrence). Exact products.
   needs: consecutive f32 loads/stores, f32 multiply and add */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N], c[N], d[N];

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
            t15 = _mm256_loadu_ps(&d[t3]);
            t16 = _mm256_loadu_ps(&d[t4]);
            t17 = _mm256_loadu_ps(&d[t5]);
            t18 = _mm256_loadu_ps(&d[t6]);
            t19 = _mm256_mul_ps(t11, t15);
            t20 = _mm256_add_ps(t7, t19);
            _mm256_storeu_ps(&a[t3], t20);
            t21 = _mm256_mul_ps(t12, t16);
            t22 = _mm256_add_ps(t8, t21);
            _mm256_storeu_ps(&a[t4], t22);
            t23 = _mm256_mul_ps(t13, t17);
            t24 = _mm256_add_ps(t9, t23);
            _mm256_storeu_ps(&a[t5], t24);
            t25 = _mm256_mul_ps(t14, t18);
            t26 = _mm256_add_ps(t10, t25);
            _mm256_storeu_ps(&a[t6], t26);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        a[t27] = b[t27] + c[t27] * d[t27];
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
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    __m256i t20;
    __m256i t21;
    long t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
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
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256 t43;
    __m256 t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256 t48;
    __m256 t49;
    __m256i t50;
    __m256i t51;
    long t52;
    __m256i t53;
    __m256 t54;
    __m256 t55;
    __m256i t56;
    __m256i t57;
    __m256 t58;
    __m256 t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256 t63;
    __m256 t64;
    int i;
    long t65;
    long r;
    reps = bench_reps(argc, argv, 400000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)100));
            t9 = _mm256_cvtepi32_ps(t8);
            t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.01f));
            _mm256_storeu_ps(&b[t7], t10);
            t11 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)16));
            t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)8));
            t13 = _mm256_cvtepi32_ps(t12);
            t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t7], t14);
            t15 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t16 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32((int)16));
            t18 = _mm256_cvtepi32_ps(t17);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&d[t7], t19);
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = (long)(int)((long)0 + (t2 + 8L));
            t23 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)_mm256_set1_epi32((int)100));
            t24 = _mm256_cvtepi32_ps(t23);
            t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.01f));
            _mm256_storeu_ps(&b[t22], t25);
            t26 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)_mm256_set1_epi32((int)16));
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)8));
            t28 = _mm256_cvtepi32_ps(t27);
            t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t22], t29);
            t30 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)3));
            t31 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)16));
            t33 = _mm256_cvtepi32_ps(t32);
            t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&d[t22], t34);
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t36 = t35;
            t37 = (long)(int)((long)0 + (t2 + 16L));
            t38 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)100));
            t39 = _mm256_cvtepi32_ps(t38);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.01f));
            _mm256_storeu_ps(&b[t37], t40);
            t41 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)16));
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)8));
            t43 = _mm256_cvtepi32_ps(t42);
            t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t37], t44);
            t45 = _mm256_mullo_epi32(t36, _mm256_set1_epi32((int)3));
            t46 = (__m256i)((vcc_v8_int)t45 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32((int)16));
            t48 = _mm256_cvtepi32_ps(t47);
            t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&d[t37], t49);
            t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t51 = t50;
            t52 = (long)(int)((long)0 + (t2 + 24L));
            t53 = (__m256i)((vcc_v8_int)t51 % (vcc_v8_int)_mm256_set1_epi32((int)100));
            t54 = _mm256_cvtepi32_ps(t53);
            t55 = _mm256_mul_ps(t54, _mm256_set1_ps(0.01f));
            _mm256_storeu_ps(&b[t52], t55);
            t56 = (__m256i)((vcc_v8_int)t51 % (vcc_v8_int)_mm256_set1_epi32((int)16));
            t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)8));
            t58 = _mm256_cvtepi32_ps(t57);
            t59 = _mm256_mul_ps(t58, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t52], t59);
            t60 = _mm256_mullo_epi32(t51, _mm256_set1_epi32((int)3));
            t61 = (__m256i)((vcc_v8_int)t60 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)16));
            t63 = _mm256_cvtepi32_ps(t62);
            t64 = _mm256_mul_ps(t63, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&d[t52], t64);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t65 = (long)i;
        b[t65] = (float)(i % 100) * 0.01f;
        c[t65] = (float)(i % 16 - 8) * 0.5f;
        d[t65] = (float)(i * 3 % 32 - 16) * 0.25f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    bench_print("triad_f32", bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    return 0;
}
