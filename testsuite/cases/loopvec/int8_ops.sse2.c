/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi32(__m128i x) { __m128i w = _mm_unpacklo_epi8(x, x); return _mm_srai_epi32(_mm_unpacklo_epi16(w, w), 24); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_add_epi8(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t3);
            long t4 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_add_epi8(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t4), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int8_ops.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = _mm_add_epi8(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        c[t11] = (signed char)((int)a[t11] + (int)b[t11]);
    }
}

void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = (__m128i)((vcc_v16_uchar)b_v * (vcc_v16_uchar)_mm_set1_epi8((char)3));
            __m128i t4 = _mm_sub_epi8(a_v, t3);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = (__m128i)((vcc_v16_uchar)b_v_1 * (vcc_v16_uchar)_mm_set1_epi8((char)3));
            __m128i t7 = _mm_sub_epi8(a_v_1, t6);
            _mm_storeu_si128((__m128i *)(c + t5), t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int8_ops.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t12 = (__m128i)((vcc_v16_uchar)b_v_2 * (vcc_v16_uchar)_mm_set1_epi8((char)3));
            __m128i t13 = _mm_sub_epi8(a_v_2, t12);
            _mm_storeu_si128((__m128i *)(c + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        c[t14] = (unsigned char)((int)a[t14] - (int)b[t14] * 3);
    }
}

int8_t sum_i8(int n, const int8_t *a) {
    signed char s;
    int t14;
    signed char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar s_v = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_1 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_2 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_3 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at int8_ops.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v));
            vcc_v4_uchar t4 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            s_v = s_v + t4;
            vcc_v4_schar a_v_1 = vcc_load(vcc_v4_schar, a + (i_vec + 4L));
            __m128i t5 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_1));
            vcc_v4_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t5, vcc_v4_short), vcc_v4_uchar);
            s_v_1 = s_v_1 + t6;
            vcc_v4_schar a_v_2 = vcc_load(vcc_v4_schar, a + (i_vec + 8L));
            __m128i t7 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_2));
            vcc_v4_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_uchar);
            s_v_2 = s_v_2 + t8;
            vcc_v4_schar a_v_3 = vcc_load(vcc_v4_schar, a + (i_vec + 12L));
            __m128i t9 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_3));
            vcc_v4_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_uchar);
            s_v_3 = s_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = s_v + s_v_1;
        vcc_v4_uchar t12 = t11 + s_v_2;
        vcc_v4_uchar t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = (signed char)(unsigned char)((unsigned char)0 + vcc_reduce(unsigned char, t13, +));
    } else {
        t14 = 0;
        t15 = (signed char)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar s_v_4 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at int8_ops.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_schar a_v_4 = vcc_load(vcc_v4_schar, a + ((long)t14 + i_vec_1));
            __m128i t18 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_4));
            vcc_v4_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t18, vcc_v4_short), vcc_v4_uchar);
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (signed char)(unsigned char)((unsigned char)t15 + vcc_reduce(unsigned char, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -128, 256);
        FILL(b, n, -128, 256);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        add_i8(n, c, a, b);
        sub_mul_u8(n, uc, ua, ub);
        printf("n=%d add=%llx submul=%llx sum=%d\n", n, HASH(c, n), HASH(uc, n), sum_i8(n, a));
        free(a), free(b), free(c), free(ua), free(ub), free(uc);
    }
    return 0;
}
