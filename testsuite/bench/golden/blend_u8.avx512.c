/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* blend_u8: out[i] = (a[i] * alpha + b[i] * (256 - alpha)) >> 8 on uint8 pixels (alpha blend).
   needs: uint8 loads/stores, widening to int (C promotions) and narrowing back, i16/i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int alpha)
{
    vcc_no_contract_body
    long t1;
    long t2;
    vcc_v32_ushort t3;
    vcc_v32_ushort t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    vcc_v32_ushort t9;
    vcc_v32_ushort t10;
    vcc_v32_ushort t11;
    vcc_v32_ushort t12;
    __m256i t13;
    __m256i t14;
    vcc_v32_ushort t15;
    vcc_v32_ushort t16;
    vcc_v32_ushort t17;
    vcc_v32_ushort t18;
    vcc_v32_ushort t19;
    vcc_v32_ushort t20;
    vcc_v32_ushort t21;
    vcc_v32_ushort t22;
    __m256i t23;
    __m256i t24;
    int i;
    long t25;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t3 = vcc_splat(vcc_v32_ushort, (unsigned short)alpha);
        t4 = (vcc_v32_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256} - t3;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 32L));
            t7 = _mm256_loadu_si256((const __m256i *)&a[t5]);
            t8 = _mm256_loadu_si256((const __m256i *)&a[t6]);
            t9 = __builtin_convertvector((vcc_v32_uchar)t7, vcc_v32_ushort);
            t10 = __builtin_convertvector((vcc_v32_uchar)t8, vcc_v32_ushort);
            t11 = t9 * t3;
            t12 = t10 * t3;
            t13 = _mm256_loadu_si256((const __m256i *)&b[t5]);
            t14 = _mm256_loadu_si256((const __m256i *)&b[t6]);
            t15 = __builtin_convertvector((vcc_v32_uchar)t13, vcc_v32_ushort);
            t16 = __builtin_convertvector((vcc_v32_uchar)t14, vcc_v32_ushort);
            t17 = t15 * t4;
            t18 = t16 * t4;
            t19 = t11 + t17;
            t20 = t12 + t18;
            t21 = t19 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            t22 = t20 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            t23 = (__m256i)__builtin_convertvector(t21, vcc_v32_uchar);
            t24 = (__m256i)__builtin_convertvector(t22, vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&out[t5], t23);
            _mm256_storeu_si256((__m256i *)&out[t6], t24);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t25 = (long)i;
        out[t25] = (unsigned char)(((int)a[t25] * alpha + (int)b[t25] * (256 - alpha)) >> 8);
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
    unsigned char *t14;
    reps = bench_reps(argc, argv, 700000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = vcc_splat(vcc_v32_int, 0);
        t5 = (vcc_v32_uint)t4;
        t1 = t5 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
        t2 = 0L;
        do {
            t6 = (vcc_v32_int)t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = t6 * (vcc_v32_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            t9 = (__m256i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&a[t7], t9);
            t10 = t6 * (vcc_v32_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            t11 = (vcc_v32_int){255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255} - t10;
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
        a[t13] = (unsigned char)(i * 7);
        b[t13] = (unsigned char)(255 - i * 3);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel((int)(r % 257L)));
        t14 = &a[r % 4096L];
        *t14 = (unsigned char)((int)*t14 ^ (int)out[r * 5L % 4096L]);
    }
    bench_print("blend_u8", bench_hash(14695981039346656037ULL, (const void *)out, 4096UL));
    return 0;
}
