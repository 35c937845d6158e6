/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reductions into a _Bool: `r |= x`, `r &= c`, `r ^= c` (C converts each update back with
   `!= 0`, so the accumulator's byte lanes hold x != 0 ORed in, or the comparisons' 0 or 1),
   and a _Bool set under a condition (`found = 1`: any-of). The driver makes the answer depend
   on one element at every position of short arrays (and at many of long ones), so a lane
   dropped from the reduction or a wrong identity changes what is printed. */

__attribute__((target("sse4.2"))) _Bool any_negative(const int *a, int n) {
    _Bool r;
    int t14;
    _Bool t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar r_v = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_1 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_2 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_3 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v);
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_1);
            vcc_v4_uchar t6 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_2);
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t8;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_3);
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 | t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = r_v | r_v_1;
        vcc_v4_uchar t12 = t11 | r_v_2;
        vcc_v4_uchar t13 = t12 | r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t13, |));
    } else {
        t14 = 0;
        t15 = (_Bool)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar r_v_4 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_4);
            vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t18, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 | t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        r = (_Bool)(t15 | vcc_reduce(_Bool, r_v_4, |));
    } else {
        i = t14;
        r = t15;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | (a[i] < 0));
    }
    return r;
}

__attribute__((target("sse4.2"))) _Bool all_positive(const int *a, int n) {
    _Bool r;
    int t14;
    _Bool t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar r_v = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v4_uchar r_v_1 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v4_uchar r_v_2 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v4_uchar r_v_3 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(0));
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v & t4;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            vcc_v4_uchar t6 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 & t6;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(0));
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 & t8;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(0));
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 & t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = r_v & r_v_1;
        vcc_v4_uchar t12 = t11 & r_v_2;
        vcc_v4_uchar t13 = t12 & r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)1 & vcc_reduce(_Bool, t13, &));
    } else {
        t14 = 0;
        t15 = (_Bool)1;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar r_v_4 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(0));
            vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t18, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 & t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        r = (_Bool)(t15 & vcc_reduce(_Bool, r_v_4, &));
    } else {
        i = t14;
        r = t15;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (a[i] > 0));
    }
    return r;
}

/* `|=` of a value that is not 0 or 1: true where any element is nonzero. */
__attribute__((target("sse4.2"))) _Bool any_nonzero(const int *a, int n) {
    _Bool r;
    int t14;
    _Bool t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar r_v = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_1 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_2 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_3 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = vcc_sse_not(_mm_cmpeq_epi32(a_v, _mm_set1_epi32(0)));
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = vcc_sse_not(_mm_cmpeq_epi32(a_v_1, _mm_set1_epi32(0)));
            vcc_v4_uchar t6 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi32(a_v_2, _mm_set1_epi32(0)));
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t8;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi32(a_v_3, _mm_set1_epi32(0)));
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 | t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = r_v | r_v_1;
        vcc_v4_uchar t12 = t11 | r_v_2;
        vcc_v4_uchar t13 = t12 | r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t13, |));
    } else {
        t14 = 0;
        t15 = (_Bool)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar r_v_4 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = vcc_sse_not(_mm_cmpeq_epi32(a_v_4, _mm_set1_epi32(0)));
            vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t18, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 | t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        r = (_Bool)(t15 | vcc_reduce(_Bool, r_v_4, |));
    } else {
        i = t14;
        r = t15;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | a[i]);
    }
    return r;
}

/* The parity of the negative elements. */
__attribute__((target("sse4.2"))) _Bool odd_negatives(const int *a, int n) {
    _Bool r;
    int t14;
    _Bool t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar r_v = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_1 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_2 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_3 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v);
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v ^ t4;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_1);
            vcc_v4_uchar t6 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 ^ t6;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_2);
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 ^ t8;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_3);
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 ^ t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = r_v ^ r_v_1;
        vcc_v4_uchar t12 = t11 ^ r_v_2;
        vcc_v4_uchar t13 = t12 ^ r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)0 ^ vcc_reduce(_Bool, t13, ^));
    } else {
        t14 = 0;
        t15 = (_Bool)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar r_v_4 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_cmpgt_epi32(_mm_set1_epi32(0), a_v_4);
            vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t18, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 ^ t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        r = (_Bool)(t15 ^ vcc_reduce(_Bool, r_v_4, ^));
    } else {
        i = t14;
        r = t15;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r ^ (a[i] < 0));
    }
    return r;
}

/* Bytes compared in byte lanes, ORed into byte lanes. */
__attribute__((target("sse4.2"))) _Bool has_byte(const unsigned char *s, int n, unsigned char c) {
    _Bool r;
    int t14;
    _Bool t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_uchar c_v = (vcc_v4_uchar){c, c, c, c};
        long i_vec = 0L;
        vcc_v4_uchar r_v = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_1 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_2 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        vcc_v4_uchar r_v_3 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar s_v = vcc_load(vcc_v4_uchar, s + i_vec);
            __m128i t3 = (__m128i)__builtin_convertvector(s_v == c_v, vcc_m4);
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v | t4;
            vcc_v4_uchar s_v_1 = vcc_load(vcc_v4_uchar, s + (i_vec + 4L));
            __m128i t5 = (__m128i)__builtin_convertvector(s_v_1 == c_v, vcc_m4);
            vcc_v4_uchar t6 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 | t6;
            vcc_v4_uchar s_v_2 = vcc_load(vcc_v4_uchar, s + (i_vec + 8L));
            __m128i t7 = (__m128i)__builtin_convertvector(s_v_2 == c_v, vcc_m4);
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 | t8;
            vcc_v4_uchar s_v_3 = vcc_load(vcc_v4_uchar, s + (i_vec + 12L));
            __m128i t9 = (__m128i)__builtin_convertvector(s_v_3 == c_v, vcc_m4);
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 | t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = r_v | r_v_1;
        vcc_v4_uchar t12 = t11 | r_v_2;
        vcc_v4_uchar t13 = t12 | r_v_3;
        t14 = (int)t2;
        t15 = (_Bool)((_Bool)0 | vcc_reduce(_Bool, t13, |));
    } else {
        t14 = 0;
        t15 = (_Bool)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        vcc_v4_uchar c_v_1 = (vcc_v4_uchar){c, c, c, c};
        long i_vec_1 = 0L;
        vcc_v4_uchar r_v_4 = (vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0};
        /* vcc: loop at bool_reduce.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar s_v_4 = vcc_load(vcc_v4_uchar, s + ((long)t14 + i_vec_1));
            __m128i t18 = (__m128i)__builtin_convertvector(s_v_4 == c_v_1, vcc_m4);
            vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t18, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 | t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        r = (_Bool)(t15 | vcc_reduce(_Bool, r_v_4, |));
    } else {
        i = t14;
        r = t15;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | ((int)s[i] == (int)c));
    }
    return r;
}

/* An array of _Bool flags ANDed (the flags are 0 or 1 already). */
__attribute__((target("sse4.2"))) _Bool all_set(const _Bool *f, int n, _Bool start) {
    _Bool r;
    int t18;
    _Bool t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar r_v = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v4_uchar r_v_1 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v4_uchar r_v_2 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        vcc_v4_uchar r_v_3 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar f_v = vcc_load(vcc_v4_uchar, f + i_vec);
            __m128i t3 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)f_v));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi32(t3, _mm_set1_epi32(0)));
            vcc_v4_uchar t5 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t4, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v = r_v & t5;
            vcc_v4_uchar f_v_1 = vcc_load(vcc_v4_uchar, f + (i_vec + 4L));
            __m128i t6 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)f_v_1));
            __m128i t7 = vcc_sse_not(_mm_cmpeq_epi32(t6, _mm_set1_epi32(0)));
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_1 = r_v_1 & t8;
            vcc_v4_uchar f_v_2 = vcc_load(vcc_v4_uchar, f + (i_vec + 8L));
            __m128i t9 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)f_v_2));
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32(t9, _mm_set1_epi32(0)));
            vcc_v4_uchar t11 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t10, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_2 = r_v_2 & t11;
            vcc_v4_uchar f_v_3 = vcc_load(vcc_v4_uchar, f + (i_vec + 12L));
            __m128i t12 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)f_v_3));
            __m128i t13 = vcc_sse_not(_mm_cmpeq_epi32(t12, _mm_set1_epi32(0)));
            vcc_v4_uchar t14 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_3 = r_v_3 & t14;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t15 = r_v & r_v_1;
        vcc_v4_uchar t16 = t15 & r_v_2;
        vcc_v4_uchar t17 = t16 & r_v_3;
        t18 = (int)t2;
        t19 = (_Bool)(start & vcc_reduce(_Bool, t17, &));
    } else {
        t18 = 0;
        t19 = start;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar r_v_4 = (vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1};
        /* vcc: loop at bool_reduce.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar f_v_4 = vcc_load(vcc_v4_uchar, f + ((long)t18 + i_vec_1));
            __m128i t22 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)f_v_4));
            __m128i t23 = vcc_sse_not(_mm_cmpeq_epi32(t22, _mm_set1_epi32(0)));
            vcc_v4_uchar t24 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t23, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            r_v_4 = r_v_4 & t24;
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        r = (_Bool)(t19 & vcc_reduce(_Bool, r_v_4, &));
    } else {
        i = t18;
        r = t19;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (int)f[i]);
    }
    return r;
}

/* A conditional set: whether x occurs. */
__attribute__((target("sse4.2"))) _Bool contains(const int *a, int n, int x) {
    int t30;
    _Bool t31;
    int i;
    _Bool found;
    _Bool found_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_uchar found_v = vcc_splat(vcc_v4_uchar, (_Bool)0);
        __m128i x_v = _mm_set1_epi32((int)x);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uchar found_v_1 = found_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uchar found_v_2 = found_v;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_uchar found_v_3 = found_v;
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at bool_reduce.c:59 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t8 = _mm_cmpeq_epi32(a_v, x_v);
            found_v = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t8, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v);
            __m128i t9 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t1, t10, t8);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t11 = _mm_cmpeq_epi32(a_v_1, x_v);
            found_v_1 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t11, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_1);
            __m128i t12 = _mm_add_epi32(t10, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t2, t12, t11);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t13 = _mm_cmpeq_epi32(a_v_2, x_v);
            found_v_2 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_2);
            __m128i t14 = _mm_add_epi32(t10, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t14, t13);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t15 = _mm_cmpeq_epi32(a_v_3, x_v);
            found_v_3 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t15, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_3);
            __m128i t16 = _mm_add_epi32(t10, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t4, t16, t15);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t17 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t18 = _mm_max_epi32((__m128i)t2, (__m128i)t1);
        vcc_v4_uchar t19 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t17, vcc_v4_schar), found_v_1, found_v);
        __m128i t20 = _mm_cmpgt_epi32((__m128i)t3, t18);
        __m128i t21 = _mm_max_epi32((__m128i)t3, t18);
        vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t20, vcc_v4_schar), found_v_2, t19);
        __m128i t23 = _mm_cmpgt_epi32((__m128i)t4, t21);
        __m128i t24 = _mm_max_epi32((__m128i)t4, t21);
        vcc_v4_uchar t25 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t23, vcc_v4_schar), found_v_3, t22);
        int t26 = vcc_sse_reduce_epi32(t24, _mm_max_epi32, int);
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
        vcc_v4_uchar found_v_4 = (vcc_v4_uchar){t31, t31, t31, t31};
        __m128i x_v_1 = _mm_set1_epi32((int)x);
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at bool_reduce.c:59 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t30 + i_vec_1)));
            __m128i t34 = _mm_cmpeq_epi32(a_v_4, x_v_1);
            found_v_4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t34, vcc_v4_schar), ((vcc_v4_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), found_v_4);
            __m128i t35 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t5, t36, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vcc_sse_reduce_epi32((__m128i)t5, _mm_max_epi32, int);
        __m128i t38 = _mm_set1_epi32((int)t37);
        __m128i t39 = _mm_cmpeq_epi32((__m128i)t5, t38);
        vcc_v4_uchar t40 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t39, vcc_v4_schar), found_v_4, ((vcc_v4_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t30 + t33);
        found = (_Bool)(t37 < 0 ? t31 : vcc_reduce(_Bool, t40, |));
    } else {
        i = t30;
        found = t31;
    }
    for (; i < n; i++, found = found_1) {
        if (a[i] == x) {
            found_1 = (_Bool)1;
        } else {
            found_1 = found;
        }
    }
    return found;
}

/* A conditional clear, from a start the caller passes. */
__attribute__((target("sse4.2"))) _Bool none_equal(const short *a, int n, short x, _Bool start) {
    int t18;
    _Bool t19;
    int i;
    _Bool ok;
    _Bool ok_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uchar ok_v = (vcc_v8_uchar){start, start, start, start, start, start, start, start};
        __m128i x_v = _mm_set1_epi16((short)x);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_uchar ok_v_1 = ok_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_reduce.c:68 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t6 = _mm_cmpeq_epi16(a_v, x_v);
            ok_v = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t6, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}), ok_v);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t6, vcc_v8_int), t8, t1);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t9 = _mm_cmpeq_epi16(a_v_1, x_v);
            ok_v_1 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}), ok_v_1);
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t9, vcc_v8_int), t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        __m128i t11 = ({ vcc_v8_int vcc_a = t2, vcc_b = t1; __m128i vcc_m0 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpgt_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        vcc_v8_int t12 = vcc_max(vcc_v8_int, t2, t1);
        vcc_v8_uchar t13 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ok_v_1, ok_v);
        int t14 = vcc_reduce_max(int, t12);
        vcc_v8_int t15 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        __m128i t16 = ({ vcc_v8_int vcc_a = t12, vcc_b = t15; __m128i vcc_m0 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        vcc_v8_uchar t17 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t16, vcc_v8_schar), t13, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        t18 = (int)t5;
        t19 = (_Bool)(t14 < 0 ? start : vcc_reduce(_Bool, t17, |));
    } else {
        t18 = 0;
        t19 = start;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_uchar ok_v_2 = (vcc_v8_uchar){t19, t19, t19, t19, t19, t19, t19, t19};
        __m128i x_v_1 = _mm_set1_epi16((short)x);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at bool_reduce.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)t18 + i_vec_1)));
            __m128i t22 = _mm_cmpeq_epi16(a_v_2, x_v_1);
            ok_v_2 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t22, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}), ok_v_2);
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t22, vcc_v8_int), t24, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_reduce_max(int, t3);
        vcc_v8_int t26 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        __m128i t27 = ({ vcc_v8_int vcc_a = t3, vcc_b = t26; __m128i vcc_m0 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 0, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 0, sizeof vcc_r); vcc_r; })); __m128i vcc_m1 = _mm_cmpeq_epi32(({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_a + 16, sizeof vcc_r); vcc_r; }), ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_b + 16, sizeof vcc_r); vcc_r; })); _mm_packs_epi32(vcc_m0, vcc_m1); });
        vcc_v8_uchar t28 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t27, vcc_v8_schar), ok_v_2, ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
        i = (int)((long)t18 + t21);
        ok = (_Bool)(t25 < 0 ? t19 : vcc_reduce(_Bool, t28, |));
    } else {
        i = t18;
        ok = t19;
    }
    for (; i < n; i++, ok = ok_1) {
        if ((int)a[i] == (int)x) {
            ok_1 = (_Bool)0;
        } else {
            ok_1 = ok;
        }
    }
    return ok;
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        unsigned char *s = new_array(n, 1);
        _Bool *f = new_array(n, sizeof(_Bool));
        short *h = new_array(n, sizeof(short));
        for (int p = -1; p < n; p++) {
            if (n > 100 && p > 70 && p < n - 70 && p % 31 != 0)
                continue;
            /* All "neutral" but position p (and, for the parity, every seventh beyond it). */
            for (int k = 0; k < n; k++) {
                a[k] = 1 + (int)(next_rand() % 1000);
                s[k] = (unsigned char)(1 + next_rand() % 200);
                f[k] = 1;
                h[k] = (short)(next_rand() % 1000);
            }
            if (p >= 0) {
                a[p] = -(int)(1 + next_rand() % 5);
                s[p] = 250;
                f[p] = 0;
                h[p] = -3;
            }
            mix(any_negative(a, n));
            mix(all_positive(a, n));
            mix(contains(a, n, n > 0 ? a[p >= 0 ? p : 0] : 5));
            mix(contains(a, n, -9));
            mix(has_byte(s, n, 250));
            mix(all_set(f, n, 1));
            mix(all_set(f, n, 0));
            mix(none_equal(h, n, -3, 1));
            mix(none_equal(h, n, -3, 0));
            for (int k = p + 1; k < n; k += 7)
                a[k] = -a[k];
            mix(odd_negatives(a, n));
            for (int k = 0; k < n; k++)
                a[k] = (k == p) ? (int)(next_rand() % 3) + 1 : 0;
            mix(any_nonzero(a, n));
        }
        free(a);
        free(s);
        free(f);
        free(h);
    }
    printf("%llu\n", total);
    return 0;
}
