/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
__attribute__((target("avx2"))) _Bool last_positive(int n, const int *restrict a) {
    _Bool b;
    __m128i b_v;
    int t4;
    _Bool t5;
    __m128i b_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + (i_vec + 16L));
            __m256i t3 = ({ vcc_v16_int vcc_a = a_v, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m256i vcc_m0 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m256i vcc_m1 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            b_v = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t3, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            i_vec += 32L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = ((vcc_v16_uchar)b_v)[15];
    } else {
        t4 = 0;
        t5 = (_Bool)0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v_1 = vcc_load(vcc_v16_int, a + ((long)t4 + i_vec_1));
            __m256i t8 = ({ vcc_v16_int vcc_a = a_v_1, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m256i vcc_m0 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m256i vcc_m1 = _mm256_cmpgt_epi32(({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m256i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); _mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_m0, vcc_m1), 0xd8); });
            b_v_1 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t8, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            i_vec_1 += 16L;
        } while (i_vec_1 < t7);
        i = (int)((long)t4 + t7);
        b = ((vcc_v16_uchar)b_v_1)[15];
    } else {
        i = t4;
        b = t5;
    }
    for (; i < n; i++) {
        b = (_Bool)(a[i] > 0);
    }
    return b;
}

/* A `_Bool` set under a condition to another `_Bool`: legal, but the cost model finds the
   scalar loop cheaper (remarks). */
_Bool cond_flag(int n, const int *restrict a, const _Bool *restrict f) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b = f[i];
    return b;
}

/* Vectorized: any-of into a `_Bool`. */
__attribute__((target("avx2"))) _Bool any_negative(int n, const int *restrict a) {
    int t18;
    _Bool t19;
    int i;
    _Bool b;
    _Bool b_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uchar b_v = vcc_splat(vcc_v8_uchar, (_Bool)0);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_uchar b_v_1 = b_v;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at bool_last.c:28 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v);
            b_v = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v);
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t1, t8, t6);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_1);
            b_v_1 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_1);
            __m256i t10 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t2, t10, t9);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t11 = _mm256_cmpgt_epi32((__m256i)t2, (__m256i)t1);
        __m256i t12 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), b_v_1, b_v);
        int t14 = vcc_avx2_reduce_epi32(t12, _mm_max_epi32, int);
        __m256i t15 = _mm256_set1_epi32((int)t14);
        __m256i t16 = _mm256_cmpeq_epi32(t12, t15);
        vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t16, vcc_v8_schar), t13, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t18 = (int)t5;
        t19 = (_Bool)(t14 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t17, |));
    } else {
        t18 = 0;
        t19 = (_Bool)0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_uchar b_v_2 = (vcc_v8_uchar){t19, t19, t19, t19, t19, t19, t19, t19};
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at bool_last.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t18 + i_vec_1)));
            __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), a_v_2);
            b_v_2 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t22, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_2);
            __m256i t23 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t24, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        __m256i t26 = _mm256_set1_epi32((int)t25);
        __m256i t27 = _mm256_cmpeq_epi32((__m256i)t3, t26);
        vcc_v8_uchar t28 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t27, vcc_v8_schar), b_v_2, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t18 + t21);
        b = (_Bool)(t25 < 0 ? t19 : vcc_reduce(_Bool, t28, |));
    } else {
        i = t18;
        b = t19;
    }
    for (; i < n; i++, b = b_1) {
        if (a[i] < 0) {
            b_1 = (_Bool)1;
        } else {
            b_1 = b;
        }
    }
    return b;
}

/* Vectorized: the same as an `int`. */
__attribute__((target("avx2"))) int last_positive_int(int n, const int *restrict a) {
    int b;
    __m256i b_v;
    int t4;
    int t5;
    __m256i b_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            b_v = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = (__m256i)__builtin_convertvector((vcc_m8)b_v & 1, vcc_v8_int);
        t4 = (int)t2;
        t5 = ((vcc_v8_int)t3)[7];
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((long)t4 + i_vec_1)));
            b_v_1 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            i_vec_1 += 8L;
        } while (i_vec_1 < t7);
        __m256i t8 = (__m256i)__builtin_convertvector((vcc_m8)b_v_1 & 1, vcc_v8_int);
        i = (int)((long)t4 + t7);
        b = ((vcc_v8_int)t8)[7];
    } else {
        i = t4;
        b = t5;
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
