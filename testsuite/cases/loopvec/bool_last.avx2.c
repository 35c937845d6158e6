/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 2 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition (a conditional last value, or
 * any-of) stays scalar with that reason. The same search with an `int` flag is vectorized. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
__attribute__((target("avx2"))) _Bool last_positive(int n, const int *restrict a) {
    long t1;
    long t2;
    _Bool b;
    long t3;
    long t4;
    vcc_v16_int t5;
    vcc_m16 t6;
    __m128i t7;
    int t8;
    _Bool t9;
    long t10;
    long t11;
    vcc_v16_int t12;
    vcc_m16 t13;
    __m128i t14;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = vcc_load(vcc_v16_int, a + (int)((long)0 + (t1 + 16L)));
            t6 = (vcc_m16)(t5 > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
            t7 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector(t6, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            t1 += 32L;
        } while (t1 < t4);
        t8 = (int)((long)0 + t4);
        t9 = ((vcc_v16_uchar)t7)[15];
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        t2 = 0L;
        do {
            t12 = vcc_load(vcc_v16_int, a + (int)((long)t8 + t2));
            t13 = (vcc_m16)(t12 > (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
            t14 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector(t13, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            t2 += 16L;
        } while (t2 < t11);
        i = (int)((long)t8 + t11);
        b = ((vcc_v16_uchar)t14)[15];
    } else {
        i = t8;
        b = t9;
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
__attribute__((target("avx2"))) int last_positive_int(int n, const int *restrict a) {
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
