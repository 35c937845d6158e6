/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* minmax_i32: the minimum and the maximum of an int array in one loop (two reductions).
   needs: consecutive i32 loads, integer min and max reductions (selects on compares) */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static int a[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) long kernel(void)
{
    vcc_no_contract_body
    int mn;
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
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
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i;
    int mx;
    int mn_1;
    int t32;
    int mn_2;
    int mx_1;
    mn = a[0];
    if (4096L >= 32L) {
        t1 = 4096L & -32L;
        t2 = _mm256_set1_epi32((int)mn);
        t3 = _mm256_set1_epi32((int)mn);
        t4 = 0L;
        t5 = t2;
        t6 = t2;
        t7 = t2;
        t8 = t2;
        t9 = t3;
        t10 = t3;
        t11 = t3;
        t12 = t3;
        for (;;) {
            t13 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + t4)]);
            t14 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t4 + 8L))]);
            t15 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t4 + 16L))]);
            t16 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t4 + 24L))]);
            t17 = _mm256_min_epi32(t13, t9);
            t18 = _mm256_min_epi32(t14, t10);
            t19 = _mm256_min_epi32(t15, t11);
            t20 = _mm256_min_epi32(t16, t12);
            t21 = _mm256_max_epi32(t13, t5);
            t22 = _mm256_max_epi32(t14, t6);
            t23 = _mm256_max_epi32(t15, t7);
            t24 = _mm256_max_epi32(t16, t8);
            t25 = t4 + 32L;
            if (t25 >= t1) {
                break;
            }
            t4 = t25;
            t5 = t21;
            t6 = t22;
            t7 = t23;
            t8 = t24;
            t9 = t17;
            t10 = t18;
            t11 = t19;
            t12 = t20;
        }
        t26 = _mm256_max_epi32(t21, t22);
        t27 = _mm256_max_epi32(t26, t23);
        t28 = _mm256_max_epi32(t27, t24);
        t29 = _mm256_min_epi32(t17, t18);
        t30 = _mm256_min_epi32(t29, t19);
        t31 = _mm256_min_epi32(t30, t20);
        i = (int)((long)0 + t1);
        mx = vcc_reduce_max(int, (vcc_v8_int)t28);
        mn_1 = vcc_reduce_min(int, (vcc_v8_int)t31);
    } else {
        i = 0;
        mx = mn;
        mn_1 = mn;
    }
    for (; i < 4096; i++, mx = mx_1, mn_1 = mn_2) {
        t32 = a[i];
        if (t32 < mn_1) {
            mn_2 = t32;
        } else {
            mn_2 = mn_1;
        }
        if (t32 > mx) {
            mx_1 = t32;
        } else {
            mx_1 = mx;
        }
    }
    return (long)mx - (long)mn_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
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
    long r;
    long t34;
    int *t35;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    total = 0L;
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
            t13 = t6;
            t14 = t8;
            t15 = t10;
            t16 = t12;
            t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)-1640531535));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)-1640531535));
            t19 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)-1640531535));
            t20 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)-1640531535));
            t21 = (__m256i)((vcc_v8_uint)t17 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t22 = (__m256i)((vcc_v8_uint)t18 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t23 = (__m256i)((vcc_v8_uint)t19 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t24 = (__m256i)((vcc_v8_uint)t20 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t25 = t21;
            t26 = t22;
            t27 = t23;
            t28 = t24;
            t29 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)8388608));
            t30 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)8388608));
            t31 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)8388608));
            t32 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)8388608));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t5)], t29);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 8L))], t30);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 16L))], t31);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 24L))], t32);
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
        a[i] = (int)(((unsigned int)i * 2654435761U) >> 8) - 8388608;
    }
    for (r = 0L; r < reps; r++) {
        t34 = total;
        total = t34 + (_mm256_zeroupper(), kernel());
        t35 = &a[r * 7L % 4096L];
        *t35 = *t35 + ((int)(r % 5L) - 2);
    }
    (_mm256_zeroupper(), bench_print("minmax_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
