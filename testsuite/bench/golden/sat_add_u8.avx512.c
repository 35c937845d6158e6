/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* sat_add_u8: out[i] = min(a[i] + b[i], 255) on uint8 pixels (saturating add written in C).
   needs: uint8 loads/stores, widening add, if-conversion of the clamp (select), narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    int t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    int i;
    long t32;
    unsigned char *t33;
    if (4096L >= 128L) {
        t3 = 4096L & -128L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = (long)(int)((long)0 + (t1 + 32L));
            t6 = (long)(int)((long)0 + (t1 + 64L));
            t7 = (long)(int)((long)0 + (t1 + 96L));
            t8 = _mm256_loadu_si256((const __m256i *)&a[t4]);
            t9 = _mm256_loadu_si256((const __m256i *)&a[t5]);
            t10 = _mm256_loadu_si256((const __m256i *)&a[t6]);
            t11 = _mm256_loadu_si256((const __m256i *)&a[t7]);
            t12 = _mm256_loadu_si256((const __m256i *)&b[t4]);
            t13 = _mm256_loadu_si256((const __m256i *)&b[t5]);
            t14 = _mm256_loadu_si256((const __m256i *)&b[t6]);
            t15 = _mm256_loadu_si256((const __m256i *)&b[t7]);
            t16 = t8;
            t17 = t9;
            t18 = t10;
            t19 = t11;
            t20 = t12;
            t21 = t13;
            t22 = t14;
            t23 = t15;
            t24 = _mm256_adds_epu8(t16, t20);
            t25 = _mm256_adds_epu8(t17, t21);
            t26 = _mm256_adds_epu8(t18, t22);
            t27 = _mm256_adds_epu8(t19, t23);
            t28 = t24;
            t29 = t25;
            t30 = t26;
            t31 = t27;
            _mm256_storeu_si256((__m256i *)&out[t4], t28);
            _mm256_storeu_si256((__m256i *)&out[t5], t29);
            _mm256_storeu_si256((__m256i *)&out[t6], t30);
            _mm256_storeu_si256((__m256i *)&out[t7], t31);
            t1 += 128L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t32 = (long)i;
        t2 = (int)a[t32] + (int)b[t32];
        t33 = &out[t32];
        if (t2 > 255) {
            t2 = 255;
        }
        *t33 = (unsigned char)t2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    vcc_v32_uint t1;
    long t2;
    long reps;
    long t3;
    vcc_v32_int t4;
    vcc_v32_uint t5;
    vcc_v32_int t6;
    long t7;
    vcc_v32_int t8;
    __m256i t9;
    vcc_v32_int t10;
    vcc_v32_int t11;
    __m256i t12;
    int i;
    long t13;
    long r;
    reps = bench_reps(argc, argv, 300000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = vcc_splat(vcc_v32_int, 0);
        t5 = (vcc_v32_uint)t4;
        t1 = t5 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
        t2 = 0L;
        do {
            t6 = (vcc_v32_int)t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = t6 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
            t9 = (__m256i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&a[t7], t9);
            t10 = t6 * (vcc_v32_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            t11 = t10 + (vcc_v32_int){100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100};
            t12 = (__m256i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&b[t7], t12);
            t2 += 32L;
            t1 = t1 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t13 = (long)i;
        a[t13] = (unsigned char)(i * 13);
        b[t13] = (unsigned char)(i * 7 + 100);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    bench_print("sat_add_u8", bench_hash(14695981039346656037ULL, (const void *)out, 4096UL));
    return 0;
}
