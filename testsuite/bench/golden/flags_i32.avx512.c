/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* flags_i32: f[i] = a[i] > b[i] into a _Bool array, then c[i] += f[i] (bytes of 0 or 1).
   needs: _Bool lanes (bytes), a conversion to _Bool as a mask of the nonzero lanes, bool -> int widening */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N], b[N], c[N];
static _Bool f[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m256i t4 = _mm256_loadu_si256((const __m256i *)&a[t3]);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&b[t3]);
        __m256i t6 = _mm256_cmpgt_epi32(t4, t5);
        vcc_v8_uchar t7 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t3], t7);
        long t8 = (long)(int)(t1 + 8L);
        __m256i t9 = _mm256_loadu_si256((const __m256i *)&a[t8]);
        __m256i t10 = _mm256_loadu_si256((const __m256i *)&b[t8]);
        __m256i t11 = _mm256_cmpgt_epi32(t9, t10);
        vcc_v8_uchar t12 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t8], t12);
        long t13 = (long)(int)(t1 + 16L);
        __m256i t14 = _mm256_loadu_si256((const __m256i *)&a[t13]);
        __m256i t15 = _mm256_loadu_si256((const __m256i *)&b[t13]);
        __m256i t16 = _mm256_cmpgt_epi32(t14, t15);
        vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t16, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t13], t17);
        long t18 = (long)(int)(t1 + 24L);
        __m256i t19 = _mm256_loadu_si256((const __m256i *)&a[t18]);
        __m256i t20 = _mm256_loadu_si256((const __m256i *)&b[t18]);
        __m256i t21 = _mm256_cmpgt_epi32(t19, t20);
        vcc_v8_uchar t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t21, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t18], t22);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t23 = (long)i;
        f[t23] = (_Bool)(a[t23] > b[t23]);
    }
    long t2 = 0L;
    do {
        long t24 = (long)(int)t2;
        int *t25 = &c[t24];
        __m256i t26 = _mm256_loadu_si256((const __m256i *)t25);
        vcc_v8_uchar t27 = vcc_load(vcc_v8_uchar, &f[t24]);
        __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t27));
        __m256i t29 = _mm256_add_epi32(t26, t28);
        _mm256_storeu_si256((__m256i *)t25, t29);
        long t30 = (long)(int)(t2 + 8L);
        int *t31 = &c[t30];
        __m256i t32 = _mm256_loadu_si256((const __m256i *)t31);
        vcc_v8_uchar t33 = vcc_load(vcc_v8_uchar, &f[t30]);
        __m256i t34 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t33));
        __m256i t35 = _mm256_add_epi32(t32, t34);
        _mm256_storeu_si256((__m256i *)t31, t35);
        long t36 = (long)(int)(t2 + 16L);
        int *t37 = &c[t36];
        __m256i t38 = _mm256_loadu_si256((const __m256i *)t37);
        vcc_v8_uchar t39 = vcc_load(vcc_v8_uchar, &f[t36]);
        __m256i t40 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t39));
        __m256i t41 = _mm256_add_epi32(t38, t40);
        _mm256_storeu_si256((__m256i *)t37, t41);
        long t42 = (long)(int)(t2 + 24L);
        int *t43 = &c[t42];
        __m256i t44 = _mm256_loadu_si256((const __m256i *)t43);
        vcc_v8_uchar t45 = vcc_load(vcc_v8_uchar, &f[t42]);
        __m256i t46 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t45));
        __m256i t47 = _mm256_add_epi32(t44, t46);
        _mm256_storeu_si256((__m256i *)t43, t47);
        t2 += 32L;
    } while (t2 < 4096L);
    for (int i_1 = 4096; i_1 < 4096; i_1++) {
        long t48 = (long)i_1;
        int *t49 = &c[t48];
        *t49 = *t49 + (int)f[t48];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        long t6 = (long)(int)t2;
        __m256i t7 = t5;
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(-1640531535));
        __m256i t9 = (__m256i)((vcc_v8_uint)t8 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t10 = t9;
        _mm256_storeu_si256((__m256i *)&a[t6], t10);
        __m256i t11 = _mm256_add_epi32(t5, _mm256_set1_epi32(7));
        __m256i t12 = t11;
        __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(40503));
        __m256i t14 = (__m256i)((vcc_v8_uint)t13 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t15 = t14;
        _mm256_storeu_si256((__m256i *)&b[t6], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t17 = t16;
        long t18 = (long)(int)(t2 + 8L);
        __m256i t19 = t17;
        __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(-1640531535));
        __m256i t21 = (__m256i)((vcc_v8_uint)t20 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t22 = t21;
        _mm256_storeu_si256((__m256i *)&a[t18], t22);
        __m256i t23 = _mm256_add_epi32(t17, _mm256_set1_epi32(7));
        __m256i t24 = t23;
        __m256i t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(40503));
        __m256i t26 = (__m256i)((vcc_v8_uint)t25 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t27 = t26;
        _mm256_storeu_si256((__m256i *)&b[t18], t27);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t29 = t28;
        long t30 = (long)(int)(t2 + 16L);
        __m256i t31 = t29;
        __m256i t32 = _mm256_mullo_epi32(t31, _mm256_set1_epi32(-1640531535));
        __m256i t33 = (__m256i)((vcc_v8_uint)t32 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t34 = t33;
        _mm256_storeu_si256((__m256i *)&a[t30], t34);
        __m256i t35 = _mm256_add_epi32(t29, _mm256_set1_epi32(7));
        __m256i t36 = t35;
        __m256i t37 = _mm256_mullo_epi32(t36, _mm256_set1_epi32(40503));
        __m256i t38 = (__m256i)((vcc_v8_uint)t37 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t39 = t38;
        _mm256_storeu_si256((__m256i *)&b[t30], t39);
        __m256i t40 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t41 = t40;
        long t42 = (long)(int)(t2 + 24L);
        __m256i t43 = t41;
        __m256i t44 = _mm256_mullo_epi32(t43, _mm256_set1_epi32(-1640531535));
        __m256i t45 = (__m256i)((vcc_v8_uint)t44 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t46 = t45;
        _mm256_storeu_si256((__m256i *)&a[t42], t46);
        __m256i t47 = _mm256_add_epi32(t41, _mm256_set1_epi32(7));
        __m256i t48 = t47;
        __m256i t49 = _mm256_mullo_epi32(t48, _mm256_set1_epi32(40503));
        __m256i t50 = (__m256i)((vcc_v8_uint)t49 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t51 = t50;
        _mm256_storeu_si256((__m256i *)&b[t42], t51);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t52 = (long)i;
        a[t52] = (int)(((unsigned int)i * 2654435761U) >> 12);
        b[t52] = (int)(((unsigned int)(i + 7) * 40503U) >> 4);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t53 = &a[r % 4096L];
        *t53 = *t53 ^ 21845;
    }
    (_mm256_zeroupper(), bench_print("flags_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
