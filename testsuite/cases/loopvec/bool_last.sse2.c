/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
_Bool last_positive(int n, const int *restrict a) {
    _Bool b;
    __m128i b_v;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:10 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            __m128i t3 = ({ vcc_v16_int vcc_a = a_v, vcc_b = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); __m128i vcc_m2 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 32, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 32, sizeof vcc_r); vcc_r; })); __m128i vcc_m3 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 48, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 48, sizeof vcc_r); vcc_r; })); _mm_packs_epi16(_mm_packs_epi32(vcc_m0, vcc_m1), _mm_packs_epi32(vcc_m2, vcc_m3)); });
            b_v = ({ (void)_mm_set1_epi8((char)0); _mm_and_si128(t3, _mm_set1_epi8((char)1)); });
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        b = ((vcc_v16_uchar)b_v)[15];
    } else {
        i = 0;
        b = (_Bool)0;
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
_Bool any_negative(int n, const int *restrict a) {
    int t30;
    _Bool t31;
    int i;
    _Bool b;
    _Bool b_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_uchar b_v = vcc_splat(vcc_v4_uchar, (_Bool)0);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uchar b_v_1 = b_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uchar b_v_2 = b_v;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uchar b_v_3 = b_v;
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at bool_last.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t8 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v);
            b_v = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t8, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v);
            __m128i t9 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t10, t8);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t11 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_1);
            b_v_1 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t11, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_1);
            __m128i t12 = _mm_add_epi32(t10, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t12, t11);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t13 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_2);
            b_v_2 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_2);
            __m128i t14 = _mm_add_epi32(t10, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t14, t13);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t15 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_3);
            b_v_3 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t15, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_3);
            __m128i t16 = _mm_add_epi32(t10, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t16, t15);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t17 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t18 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t17, vcc_v4_schar), b_v_1, b_v);
        __m128i t20 = _mm_cmpgt_epi32((__m128i)t3, t18);
        __m128i t21 = vcc_sse2_max_epi32((__m128i)t3, t18);
        vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t20, vcc_v4_schar), b_v_2, t19);
        __m128i t23 = _mm_cmpgt_epi32((__m128i)t4, t21);
        __m128i t24 = vcc_sse2_max_epi32((__m128i)t4, t21);
        vcc_v4_uchar t25 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t23, vcc_v4_schar), b_v_3, t22);
        int t26 = vcc_sse_reduce_epi32(t24, vcc_sse2_max_epi32, int);
        __m128i t27 = _mm_set1_epi32((int)t26);
        __m128i t28 = _mm_cmpeq_epi32(t24, t27);
        vcc_v4_uchar t29 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t28, vcc_v4_schar), t25, ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t30 = (int)t7;
        t31 = (_Bool)(t26 < 0 ? (_Bool)0 : vcc_reduce(_Bool, t29, |));
    } else {
        t30 = 0;
        t31 = (_Bool)0;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if ((t32 >= 4L) & (t32 <= 2147483647L)) {
        long t33 = t32 & -4L;
        vcc_v4_uchar b_v_4 = (vcc_v4_uchar){t31, t31, t31, t31};
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at bool_last.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t30 + i_vec_1)));
            __m128i t34 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_4);
            b_v_4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t34, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), b_v_4);
            __m128i t35 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t36, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        __m128i t38 = _mm_set1_epi32((int)t37);
        __m128i t39 = _mm_cmpeq_epi32((__m128i)t5, t38);
        vcc_v4_uchar t40 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t39, vcc_v4_schar), b_v_4, ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t30 + t33);
        b = (_Bool)(t37 < 0 ? t31 : vcc_reduce(_Bool, t40, |));
    } else {
        i = t30;
        b = t31;
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
int last_positive_int(int n, const int *restrict a) {
    int b;
    __m128i b_v;
    int t4;
    int t5;
    __m128i b_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            b_v = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(0));
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = (__m128i)__builtin_convertvector((vcc_m4)b_v & 1, vcc_v4_int);
        t4 = (int)t2;
        t5 = ((vcc_v4_int)t3)[3];
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((long)t4 + i_vec_1)));
            b_v_1 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            i_vec_1 += 4L;
        } while (i_vec_1 < t7);
        __m128i t8 = (__m128i)__builtin_convertvector((vcc_m4)b_v_1 & 1, vcc_v4_int);
        i = (int)((long)t4 + t7);
        b = ((vcc_v4_int)t8)[3];
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
