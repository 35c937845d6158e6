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
    long i_vec = 0L;
    /* vcc: loop at flags_i32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[t1]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[t1]);
        __m256i t2 = _mm256_cmpgt_epi32(a_v, b_v);
        vcc_v8_uchar t3 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t2, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t1], t3);
        long t4 = (long)(int)(i_vec + 8L);
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t4]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m256i t5 = _mm256_cmpgt_epi32(a_v_1, b_v_1);
        vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t4], t6);
        long t7 = (long)(int)(i_vec + 16L);
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t7]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t7]);
        __m256i t8 = _mm256_cmpgt_epi32(a_v_2, b_v_2);
        vcc_v8_uchar t9 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t8, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t7], t9);
        long t10 = (long)(int)(i_vec + 24L);
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t10]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t10]);
        __m256i t11 = _mm256_cmpgt_epi32(a_v_3, b_v_3);
        vcc_v8_uchar t12 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        vcc_store(&f[t10], t12);
        i_vec += 32L;
    } while (i_vec < 4096L);
    long i_vec_1 = 0L;
    /* vcc: loop at flags_i32.c:16 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t13 = (long)(int)i_vec_1;
        int *t14 = &c[t13];
        __m256i c_v = _mm256_loadu_si256((const __m256i *)t14);
        vcc_v8_uchar f_v = vcc_load(vcc_v8_uchar, &f[t13]);
        __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v));
        __m256i t16 = _mm256_add_epi32(c_v, t15);
        _mm256_storeu_si256((__m256i *)t14, t16);
        long t17 = (long)(int)(i_vec_1 + 8L);
        int *t18 = &c[t17];
        __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)t18);
        vcc_v8_uchar f_v_1 = vcc_load(vcc_v8_uchar, &f[t17]);
        __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_1));
        __m256i t20 = _mm256_add_epi32(c_v_1, t19);
        _mm256_storeu_si256((__m256i *)t18, t20);
        long t21 = (long)(int)(i_vec_1 + 16L);
        int *t22 = &c[t21];
        __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)t22);
        vcc_v8_uchar f_v_2 = vcc_load(vcc_v8_uchar, &f[t21]);
        __m256i t23 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_2));
        __m256i t24 = _mm256_add_epi32(c_v_2, t23);
        _mm256_storeu_si256((__m256i *)t22, t24);
        long t25 = (long)(int)(i_vec_1 + 24L);
        int *t26 = &c[t25];
        __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)t26);
        vcc_v8_uchar f_v_3 = vcc_load(vcc_v8_uchar, &f[t25]);
        __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)f_v_3));
        __m256i t28 = _mm256_add_epi32(c_v_3, t27);
        _mm256_storeu_si256((__m256i *)t26, t28);
        i_vec_1 += 32L;
    } while (i_vec_1 < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = t1;
    __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at flags_i32.c:23 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i i_v_1 = i_v;
        long t3 = (long)(int)i_vec;
        __m256i t4 = i_v_1;
        __m256i t5 = _mm256_mullo_epi32(t4, _mm256_set1_epi32(-1640531535));
        __m256i t6 = (__m256i)((vcc_v8_uint)t5 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t7 = t6;
        _mm256_storeu_si256((__m256i *)&a[t3], t7);
        __m256i t8 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(7));
        __m256i t9 = t8;
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(40503));
        __m256i t11 = (__m256i)((vcc_v8_uint)t10 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t12 = t11;
        _mm256_storeu_si256((__m256i *)&b[t3], t12);
        __m256i t13 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_2 = t13;
        long t14 = (long)(int)(i_vec + 8L);
        __m256i t15 = i_v_2;
        __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(-1640531535));
        __m256i t17 = (__m256i)((vcc_v8_uint)t16 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t18 = t17;
        _mm256_storeu_si256((__m256i *)&a[t14], t18);
        __m256i t19 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(7));
        __m256i t20 = t19;
        __m256i t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32(40503));
        __m256i t22 = (__m256i)((vcc_v8_uint)t21 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t23 = t22;
        _mm256_storeu_si256((__m256i *)&b[t14], t23);
        __m256i t24 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_3 = t24;
        long t25 = (long)(int)(i_vec + 16L);
        __m256i t26 = i_v_3;
        __m256i t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(-1640531535));
        __m256i t28 = (__m256i)((vcc_v8_uint)t27 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t29 = t28;
        _mm256_storeu_si256((__m256i *)&a[t25], t29);
        __m256i t30 = _mm256_add_epi32(i_v_3, _mm256_set1_epi32(7));
        __m256i t31 = t30;
        __m256i t32 = _mm256_mullo_epi32(t31, _mm256_set1_epi32(40503));
        __m256i t33 = (__m256i)((vcc_v8_uint)t32 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t34 = t33;
        _mm256_storeu_si256((__m256i *)&b[t25], t34);
        __m256i t35 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_4 = t35;
        long t36 = (long)(int)(i_vec + 24L);
        __m256i t37 = i_v_4;
        __m256i t38 = _mm256_mullo_epi32(t37, _mm256_set1_epi32(-1640531535));
        __m256i t39 = (__m256i)((vcc_v8_uint)t38 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(12), vcc_v8_uint));
        __m256i t40 = t39;
        _mm256_storeu_si256((__m256i *)&a[t36], t40);
        __m256i t41 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(7));
        __m256i t42 = t41;
        __m256i t43 = _mm256_mullo_epi32(t42, _mm256_set1_epi32(40503));
        __m256i t44 = (__m256i)((vcc_v8_uint)t43 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(4), vcc_v8_uint));
        __m256i t45 = t44;
        _mm256_storeu_si256((__m256i *)&b[t36], t45);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t46 = &a[r % 4096L];
        *t46 = *t46 ^ 21845;
    }
    (_mm256_zeroupper(), bench_print("flags_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
