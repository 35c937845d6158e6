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

/* step2_i32: for (i = 0; i < N; i += 2) a[i] = b[i] + c[i] (an induction with step 2: every
   access is strided; the odd elements of a are untouched).
   needs: step-2 induction, strided loads and a strided store (interleaved group with a gap) */
#include "bench.h"
#ifndef REPS
#define REPS 300000
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
    long t7;
    int *t8;
    int *t9;
    int *t10;
    int *t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int *t24;
    int *t25;
    int *t26;
    int *t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    int i;
    long t45;
    t1 = 2048L - 1L;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3 * 2L);
            t5 = (long)(int)((long)0 + (t3 + 8L) * 2L);
            t6 = (long)(int)((long)0 + (t3 + 16L) * 2L);
            t7 = (long)(int)((long)0 + (t3 + 24L) * 2L);
            t8 = &b[t4];
            t9 = &b[t5];
            t10 = &b[t6];
            t11 = &b[t7];
            t12 = _mm256_loadu_si256((const __m256i *)t8);
            t13 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
            t14 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t12), _mm256_castsi256_ps(t13), 0x88)), 0xd8);
            t15 = _mm256_loadu_si256((const __m256i *)t9);
            t16 = _mm256_loadu_si256((const __m256i *)(t9 + 8));
            t17 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t15), _mm256_castsi256_ps(t16), 0x88)), 0xd8);
            t18 = _mm256_loadu_si256((const __m256i *)t10);
            t19 = _mm256_loadu_si256((const __m256i *)(t10 + 8));
            t20 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t18), _mm256_castsi256_ps(t19), 0x88)), 0xd8);
            t21 = _mm256_loadu_si256((const __m256i *)t11);
            t22 = _mm256_loadu_si256((const __m256i *)(t11 + 8));
            t23 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t21), _mm256_castsi256_ps(t22), 0x88)), 0xd8);
            t24 = &c[t4];
            t25 = &c[t5];
            t26 = &c[t6];
            t27 = &c[t7];
            t28 = _mm256_loadu_si256((const __m256i *)t24);
            t29 = _mm256_loadu_si256((const __m256i *)(t24 + 8));
            t30 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t28), _mm256_castsi256_ps(t29), 0x88)), 0xd8);
            t31 = _mm256_loadu_si256((const __m256i *)t25);
            t32 = _mm256_loadu_si256((const __m256i *)(t25 + 8));
            t33 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t31), _mm256_castsi256_ps(t32), 0x88)), 0xd8);
            t34 = _mm256_loadu_si256((const __m256i *)t26);
            t35 = _mm256_loadu_si256((const __m256i *)(t26 + 8));
            t36 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t34), _mm256_castsi256_ps(t35), 0x88)), 0xd8);
            t37 = _mm256_loadu_si256((const __m256i *)t27);
            t38 = _mm256_loadu_si256((const __m256i *)(t27 + 8));
            t39 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t37), _mm256_castsi256_ps(t38), 0x88)), 0xd8);
            t40 = _mm256_add_epi32(t14, t30);
            t41 = _mm256_add_epi32(t17, t33);
            t42 = _mm256_add_epi32(t20, t36);
            t43 = _mm256_add_epi32(t23, t39);
            _mm256_i32scatter_epi32(&a[t4], _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t40, 4);
            _mm256_i32scatter_epi32(&a[t5], _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t41, 4);
            _mm256_i32scatter_epi32(&a[t6], _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t42, 4);
            _mm256_i32scatter_epi32(&a[t7], _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t43, 4);
            t44 = t3 + 32L;
            if (t44 >= t2) {
                break;
            }
            t3 = t44;
        }
        i = (int)((long)0 + t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < 4096; i += 2) {
        t45 = (long)i;
        a[t45] = b[t45] + c[t45];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long reps;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    long t14;
    long t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int i;
    long t34;
    long r;
    int *t35;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_epi32((int)0);
        t4 = t3;
        t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t5 = 0L;
        for (;;) {
            t6 = t1;
            t7 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t8 = t7;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t12 = t11;
            t13 = (long)(int)((long)0 + t5);
            t14 = (long)(int)((long)0 + (t5 + 8L));
            t15 = (long)(int)((long)0 + (t5 + 16L));
            t16 = (long)(int)((long)0 + (t5 + 24L));
            t17 = _mm256_sub_epi32(_mm256_setzero_si256(), t6);
            t18 = _mm256_sub_epi32(_mm256_setzero_si256(), t8);
            t19 = _mm256_sub_epi32(_mm256_setzero_si256(), t10);
            t20 = _mm256_sub_epi32(_mm256_setzero_si256(), t12);
            _mm256_storeu_si256((__m256i *)&a[t13], t17);
            _mm256_storeu_si256((__m256i *)&a[t14], t18);
            _mm256_storeu_si256((__m256i *)&a[t15], t19);
            _mm256_storeu_si256((__m256i *)&a[t16], t20);
            t21 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)5));
            t22 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)5));
            t23 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)5));
            t24 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&b[t13], t21);
            _mm256_storeu_si256((__m256i *)&b[t14], t22);
            _mm256_storeu_si256((__m256i *)&b[t15], t23);
            _mm256_storeu_si256((__m256i *)&b[t16], t24);
            t25 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t26 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)3));
            t27 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
            t28 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
            t29 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t30 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t31 = (__m256i)((vcc_v8_int)t27 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            t32 = (__m256i)((vcc_v8_int)t28 % (vcc_v8_int)_mm256_set1_epi32((int)17));
            _mm256_storeu_si256((__m256i *)&c[t13], t29);
            _mm256_storeu_si256((__m256i *)&c[t14], t30);
            _mm256_storeu_si256((__m256i *)&c[t15], t31);
            _mm256_storeu_si256((__m256i *)&c[t16], t32);
            t33 = t5 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t33 >= t2) {
                break;
            }
            t5 = t33;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t34 = (long)i;
        a[t34] = -i;
        b[t34] = i * 5;
        c[t34] = i * 3 % 17;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t35 = &b[r % 4096L];
        *t35 = *t35 + 1;
    }
    (_mm256_zeroupper(), bench_print("step2_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
