/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition (a conditional last value, or
 * any-of) stays scalar with that reason. The same search with an `int` flag is vectorized. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) _Bool last_positive(int n, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    _Bool b;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    vcc_v8_uchar t7;
    int t8;
    _Bool t9;
    long t10;
    long t11;
    __m256i t12;
    __m256i t13;
    vcc_v8_uchar t14;
    int t15;
    _Bool t16;
    long t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    vcc_v8_uchar t23;
    __m256i t24;
    __m256i t25;
    vcc_v8_uchar t26;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32((int)0));
            t7 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t1 += 32L;
        } while (t1 < t4);
        t8 = (int)((long)0 + t4);
        t9 = t7[7];
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t2 = 0L;
        do {
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t8 + t2)));
            t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)0));
            t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            t2 += 8L;
        } while (t2 < t11);
        t15 = (int)((long)t8 + t11);
        t16 = t14[7];
    } else {
        t15 = t8;
        t16 = t9;
    }
    t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        t18 = _mm256_set1_epi32((int)(int)t17);
        t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t20 = 0L;
        t21 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + (int)((long)t15 + t20));
        t22 = _mm256_cmpgt_epi32(t21, _mm256_set1_epi32((int)0));
        t23 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t22, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t24 = _mm256_set1_epi32((int)(int)(t17 - 1L));
        t25 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t24);
        t26 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t25, vcc_v8_schar), t23, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t15 + t17);
        b = vcc_reduce(_Bool, t26, |);
    } else {
        i = t15;
        b = t16;
    }
    for (; i < n; i++) {
        b = (_Bool)(a[i] > 0);
    }
    return b;
}

/* Stays scalar: a `_Bool` set under a condition. */
_Bool cond_flag(int n, const int *restrict a, const _Bool *restrict f) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b = f[i];
    return b;
}

/* Stays scalar: any-of into a `_Bool`. */
_Bool any_negative(int n, const int *restrict a) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < 0)
            b = 1;
    return b;
}

/* Vectorized: the same as an `int`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_positive_int(int n, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    int b;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    int t8;
    int t9;
    long t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t6 = _mm256_cmpgt_epi32(t5, _mm256_set1_epi32((int)0));
            t1 += 32L;
        } while (t1 < t4);
        t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
        t8 = (int)((long)0 + t4);
        t9 = ((vcc_v8_int)t7)[7];
    } else {
        t8 = 0;
        t9 = 0;
    }
    t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t2 = 0L;
        do {
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t8 + t2)));
            t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)0));
            t2 += 8L;
        } while (t2 < t11);
        t14 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
        i = (int)((long)t8 + t11);
        b = ((vcc_v8_int)t14)[7];
    } else {
        i = t8;
        b = t9;
    }
    for (; i < n; i++) {
        b = a[i] > 0;
    }
    return b;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        _Bool *f = new_array(n, sizeof(_Bool));
        FILL(a, n, -3, 100);
        FILL(f, n, 0, 2);
        printf("n=%d %d %d %d %d\n", n, last_positive(n, a), cond_flag(n, a, f), any_negative(n, a), last_positive_int(n, a));
        free(a), free(f);
    }
    return 0;
}
