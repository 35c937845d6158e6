/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    long i_vec = 0L;
    /* vcc: loop at flags_i32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[i_vec]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m256i t1 = _mm256_cmpgt_epi32(a_v, b_v);
        vcc_v8_uchar t2 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[i_vec], t2);
        long t3 = i_vec + 8L;
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t3]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t3]);
        __m256i t4 = _mm256_cmpgt_epi32(a_v_1, b_v_1);
        vcc_v8_uchar t5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t4, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t3], t5);
        long t6 = i_vec + 16L;
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t6]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t6]);
        __m256i t7 = _mm256_cmpgt_epi32(a_v_2, b_v_2);
        vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t6], t8);
        long t9 = i_vec + 24L;
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t9]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t9]);
        __m256i t10 = _mm256_cmpgt_epi32(a_v_3, b_v_3);
        vcc_v8_uchar t11 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t10, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t9], t11);
        i_vec += 32L;
    } while (i_vec < 4096L);
    long i_vec_1 = 0L;
    /* vcc: loop at flags_i32.c:16 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        int *t12 = &c[i_vec_1];
        __m256i c_v = _mm256_loadu_si256((const __m256i *)t12);
        vcc_v8_uchar f_v = vcc_load(vcc_v8_uchar, &f[i_vec_1]);
        __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v));
        __m256i t14 = _mm256_add_epi32(c_v, t13);
        _mm256_storeu_si256((__m256i *)t12, t14);
        long t15 = i_vec_1 + 8L;
        int *t16 = &c[t15];
        __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)t16);
        vcc_v8_uchar f_v_1 = vcc_load(vcc_v8_uchar, &f[t15]);
        __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_1));
        __m256i t18 = _mm256_add_epi32(c_v_1, t17);
        _mm256_storeu_si256((__m256i *)t16, t18);
        long t19 = i_vec_1 + 16L;
        int *t20 = &c[t19];
        __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)t20);
        vcc_v8_uchar f_v_2 = vcc_load(vcc_v8_uchar, &f[t19]);
        __m256i t21 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_2));
        __m256i t22 = _mm256_add_epi32(c_v_2, t21);
        _mm256_storeu_si256((__m256i *)t20, t22);
        long t23 = i_vec_1 + 24L;
        int *t24 = &c[t23];
        __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)t24);
        vcc_v8_uchar f_v_3 = vcc_load(vcc_v8_uchar, &f[t23]);
        __m256i t25 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_3));
        __m256i t26 = _mm256_add_epi32(c_v_3, t25);
        _mm256_storeu_si256((__m256i *)t24, t26);
        i_vec_1 += 32L;
    } while (i_vec_1 < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at flags_i32.c:23 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t3 = _mm256_srli_epi32(t2, 12);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t3);
        __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t5 = _mm256_mullo_epi32(t4, _mm256_set1_epi32(40503));
        __m256i t6 = _mm256_srli_epi32(t5, 4);
        _mm256_storeu_si256((__m256i *)&b[i_vec], t6);
        long t7 = i_vec + 8L;
        __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(-1640531535));
        __m256i t10 = _mm256_srli_epi32(t9, 12);
        _mm256_storeu_si256((__m256i *)&a[t7], t10);
        __m256i t11 = _mm256_add_epi32(t8, _mm256_set1_epi32(7));
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(40503));
        __m256i t13 = _mm256_srli_epi32(t12, 4);
        _mm256_storeu_si256((__m256i *)&b[t7], t13);
        long t14 = i_vec + 16L;
        __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(-1640531535));
        __m256i t17 = _mm256_srli_epi32(t16, 12);
        _mm256_storeu_si256((__m256i *)&a[t14], t17);
        __m256i t18 = _mm256_add_epi32(t15, _mm256_set1_epi32(7));
        __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(40503));
        __m256i t20 = _mm256_srli_epi32(t19, 4);
        _mm256_storeu_si256((__m256i *)&b[t14], t20);
        long t21 = i_vec + 24L;
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(-1640531535));
        __m256i t24 = _mm256_srli_epi32(t23, 12);
        _mm256_storeu_si256((__m256i *)&a[t21], t24);
        __m256i t25 = _mm256_add_epi32(t22, _mm256_set1_epi32(7));
        __m256i t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(40503));
        __m256i t27 = _mm256_srli_epi32(t26, 4);
        _mm256_storeu_si256((__m256i *)&b[t21], t27);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t28 = &a[r % 4096L];
        *t28 = *t28 ^ 21845;
    }
    (_mm256_zeroupper(), bench_print("flags_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
