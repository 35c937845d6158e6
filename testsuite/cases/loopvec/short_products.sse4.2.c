/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=4 avx512vbmi-zmm=4 sse4.2=4 neon=4 sse2=4 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
   Inputs are drawn from the ends of the 16-bit ranges; the counts leave tails of 1-7. */

__attribute__((target("sse4.2"))) void mul_ss(int n, int *restrict d, const short *a, const short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t6);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t6);
            __m128i t7 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t8 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mullo_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t10);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t10);
            __m128i t11 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t12 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mullo_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t14);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t14);
            __m128i t15 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t16 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mullo_epi32(t15, t16);
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t21);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t21);
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t23 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t24 = _mm_mullo_epi32(t22, t23);
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)a[t25] * (int)b[t25];
    }
}

__attribute__((target("sse4.2"))) void mul_uu(int n, unsigned *restrict d, const unsigned short *a, const unsigned short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort a_v = vcc_load(vcc_v4_ushort, a + i_vec);
            __m128i t3 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v4_ushort b_v = vcc_load(vcc_v4_ushort, b + i_vec);
            __m128i t4 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 4L;
            vcc_v4_ushort a_v_1 = vcc_load(vcc_v4_ushort, a + t6);
            __m128i t7 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v4_ushort b_v_1 = vcc_load(vcc_v4_ushort, b + t6);
            __m128i t8 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mullo_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 8L;
            vcc_v4_ushort a_v_2 = vcc_load(vcc_v4_ushort, a + t10);
            __m128i t11 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v4_ushort b_v_2 = vcc_load(vcc_v4_ushort, b + t10);
            __m128i t12 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mullo_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 12L;
            vcc_v4_ushort a_v_3 = vcc_load(vcc_v4_ushort, a + t14);
            __m128i t15 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v4_ushort b_v_3 = vcc_load(vcc_v4_ushort, b + t14);
            __m128i t16 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mullo_epi32(t15, t16);
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_ushort a_v_4 = vcc_load(vcc_v4_ushort, a + t21);
            __m128i t22 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v4_ushort b_v_4 = vcc_load(vcc_v4_ushort, b + t21);
            __m128i t23 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t24 = _mm_mullo_epi32(t22, t23);
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned int)a[t25] * (unsigned int)b[t25];
    }
}

/* Signed times unsigned: no pmulh for the pair. */
__attribute__((target("sse4.2"))) void mul_su(int n, int *restrict d, const short *a, const unsigned short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_ushort b_v = vcc_load(vcc_v4_ushort, b + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t6);
            vcc_v4_ushort b_v_1 = vcc_load(vcc_v4_ushort, b + t6);
            __m128i t7 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t8 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mullo_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t10);
            vcc_v4_ushort b_v_2 = vcc_load(vcc_v4_ushort, b + t10);
            __m128i t11 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t12 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mullo_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t14);
            vcc_v4_ushort b_v_3 = vcc_load(vcc_v4_ushort, b + t14);
            __m128i t15 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t16 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mullo_epi32(t15, t16);
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t21);
            vcc_v4_ushort b_v_4 = vcc_load(vcc_v4_ushort, b + t21);
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t23 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t24 = _mm_mullo_epi32(t22, t23);
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)a[t25] * (int)b[t25];
    }
}

/* The product used again before the store. */
__attribute__((target("sse4.2"))) void mul_add(int n, int *restrict d, const short *a, const short *b, int c) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i c_v = _mm_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at short_products.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            __m128i t6 = _mm_srai_epi32(t5, 3);
            __m128i t7 = _mm_add_epi32(t6, c_v);
            _mm_storeu_si128((__m128i *)(d + i_vec), t7);
            long t8 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t8);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t8);
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t10 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t11 = _mm_mullo_epi32(t9, t10);
            __m128i t12 = _mm_srai_epi32(t11, 3);
            __m128i t13 = _mm_add_epi32(t12, c_v);
            _mm_storeu_si128((__m128i *)(d + t8), t13);
            long t14 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t14);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t14);
            __m128i t15 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t16 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t17 = _mm_mullo_epi32(t15, t16);
            __m128i t18 = _mm_srai_epi32(t17, 3);
            __m128i t19 = _mm_add_epi32(t18, c_v);
            _mm_storeu_si128((__m128i *)(d + t14), t19);
            long t20 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t20);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t20);
            __m128i t21 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t23 = _mm_mullo_epi32(t21, t22);
            __m128i t24 = _mm_srai_epi32(t23, 3);
            __m128i t25 = _mm_add_epi32(t24, c_v);
            _mm_storeu_si128((__m128i *)(d + t20), t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        __m128i c_v_1 = _mm_set1_epi32((int)c);
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t29);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t29);
            __m128i t30 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t31 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t32 = _mm_mullo_epi32(t30, t31);
            __m128i t33 = _mm_srai_epi32(t32, 3);
            __m128i t34 = _mm_add_epi32(t33, c_v_1);
            _mm_storeu_si128((__m128i *)(d + t29), t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        d[t35] = (((int)a[t35] * (int)b[t35]) >> 3) + c;
    }
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ub[i] = (unsigned short)edge16(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_su(n, d, a, ub);
        printf("n=%d mul_su %llx\n", n, HASH(d, n));
        mul_add(n, d, a, b, -12345);
        printf("n=%d mul_add %llx\n", n, HASH(d, n));
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
