/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_mullo_epi32(__m128i a, __m128i b) { __m128i even = _mm_mul_epu32(a, b), odd = _mm_mul_epu32(_mm_srli_epi64(a, 32), _mm_srli_epi64(b, 32)); return _mm_unpacklo_epi32(_mm_shuffle_epi32(even, 0x08), _mm_shuffle_epi32(odd, 0x08)); }
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Shifts left by a count that differs from lane to lane. SSE has no instruction for them
   (AVX2's vpsllvd): vcc multiplies by 2^count, the power of two built as a float from its
   exponent, which must give 1 << 31 for a count of 31. Every count from 0 to 31 is in the
   data, with values whose top bits are set; a count that is one value in every lane keeps
   the plain shift. */

void shl_u32(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint32_t *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t3 = _mm_and_si128(c_v, _mm_set1_epi32(31));
            __m128i t4 = vcc_sse2_mullo_epi32(a_v, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t3, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t5));
            __m128i t6 = _mm_and_si128(c_v_1, _mm_set1_epi32(31));
            __m128i t7 = vcc_sse2_mullo_epi32(a_v_1, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t6, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t5), t7);
            long t8 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t8));
            __m128i t9 = _mm_and_si128(c_v_2, _mm_set1_epi32(31));
            __m128i t10 = vcc_sse2_mullo_epi32(a_v_2, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t9, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t8), t10);
            long t11 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t11));
            __m128i t12 = _mm_and_si128(c_v_3, _mm_set1_epi32(31));
            __m128i t13 = vcc_sse2_mullo_epi32(a_v_3, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t12, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t17));
            __m128i t18 = _mm_and_si128(c_v_4, _mm_set1_epi32(31));
            __m128i t19 = vcc_sse2_mullo_epi32(a_v_4, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t18, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = a[t20] << (c[t20] & 31U);
    }
}

/* Signed, small non-negative values (no overflow), counts below 8. */
void shl_i32(int n, int32_t *restrict d, const int32_t *restrict a, const int32_t *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t3 = _mm_and_si128(c_v, _mm_set1_epi32(7));
            __m128i t4 = vcc_sse2_mullo_epi32(a_v, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t3, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t5));
            __m128i t6 = _mm_and_si128(c_v_1, _mm_set1_epi32(7));
            __m128i t7 = vcc_sse2_mullo_epi32(a_v_1, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t6, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t5), t7);
            long t8 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t8));
            __m128i t9 = _mm_and_si128(c_v_2, _mm_set1_epi32(7));
            __m128i t10 = vcc_sse2_mullo_epi32(a_v_2, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t9, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t8), t10);
            long t11 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t11));
            __m128i t12 = _mm_and_si128(c_v_3, _mm_set1_epi32(7));
            __m128i t13 = vcc_sse2_mullo_epi32(a_v_3, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t12, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t17));
            __m128i t18 = _mm_and_si128(c_v_4, _mm_set1_epi32(7));
            __m128i t19 = vcc_sse2_mullo_epi32(a_v_4, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t18, 23), _mm_set1_epi32(0x3f800000)))));
            _mm_storeu_si128((__m128i *)(d + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = a[t20] << (c[t20] & 7);
    }
}

/* The count loaded as it is (every value in 0..31), added to what is there. */
void shl_acc(int n, uint32_t *restrict d, const uint32_t *restrict a, const int32_t *restrict c) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            unsigned int *t3 = d + i_vec;
            __m128i d_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t4 = vcc_sse2_mullo_epi32(a_v, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(c_v, 23), _mm_set1_epi32(0x3f800000)))));
            __m128i t5 = _mm_add_epi32(d_v, t4);
            _mm_storeu_si128((__m128i *)t3, t5);
            long t6 = i_vec + 4L;
            unsigned int *t7 = d + t6;
            __m128i d_v_1 = _mm_loadu_si128((const __m128i *)t7);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t6));
            __m128i t8 = vcc_sse2_mullo_epi32(a_v_1, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(c_v_1, 23), _mm_set1_epi32(0x3f800000)))));
            __m128i t9 = _mm_add_epi32(d_v_1, t8);
            _mm_storeu_si128((__m128i *)t7, t9);
            long t10 = i_vec + 8L;
            unsigned int *t11 = d + t10;
            __m128i d_v_2 = _mm_loadu_si128((const __m128i *)t11);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t10));
            __m128i t12 = vcc_sse2_mullo_epi32(a_v_2, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(c_v_2, 23), _mm_set1_epi32(0x3f800000)))));
            __m128i t13 = _mm_add_epi32(d_v_2, t12);
            _mm_storeu_si128((__m128i *)t11, t13);
            long t14 = i_vec + 12L;
            unsigned int *t15 = d + t14;
            __m128i d_v_3 = _mm_loadu_si128((const __m128i *)t15);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t14));
            __m128i t16 = vcc_sse2_mullo_epi32(a_v_3, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(c_v_3, 23), _mm_set1_epi32(0x3f800000)))));
            __m128i t17 = _mm_add_epi32(d_v_3, t16);
            _mm_storeu_si128((__m128i *)t15, t17);
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
        /* vcc: loop at var_shift.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            unsigned int *t22 = d + t21;
            __m128i d_v_4 = _mm_loadu_si128((const __m128i *)t22);
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t21));
            __m128i t23 = vcc_sse2_mullo_epi32(a_v_4, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(c_v_4, 23), _mm_set1_epi32(0x3f800000)))));
            __m128i t24 = _mm_add_epi32(d_v_4, t23);
            _mm_storeu_si128((__m128i *)t22, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        unsigned int *t26 = d + t25;
        *t26 = *t26 + (a[t25] << c[t25]);
    }
}

/* The count from bytes: converted to the lanes' width first. */
void shl_bytes(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint8_t *restrict c) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:29 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uint a_v = vcc_load(vcc_v16_uint, a + i_vec);
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = c_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = t3 & (vcc_v16_int){15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15};
            vcc_v16_uint t5 = a_v << __builtin_convertvector(t4, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = a[t6] << ((int)c[t6] & 15);
    }
}

/* One count for every lane: the shift by a register. */
void shl_uniform(int n, uint32_t *restrict d, const uint32_t *restrict a, int k) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = (__m128i)((vcc_v4_uint)a_v << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            _mm_storeu_si128((__m128i *)(d + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i t5 = (__m128i)((vcc_v4_uint)a_v_1 << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            _mm_storeu_si128((__m128i *)(d + t4), t5);
            long t6 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = (__m128i)((vcc_v4_uint)a_v_2 << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            _mm_storeu_si128((__m128i *)(d + t6), t7);
            long t8 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = (__m128i)((vcc_v4_uint)a_v_3 << __builtin_convertvector((vcc_v4_int)k_v, vcc_v4_uint));
            _mm_storeu_si128((__m128i *)(d + t8), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t14 = (__m128i)((vcc_v4_uint)a_v_4 << __builtin_convertvector((vcc_v4_int)k_v_1, vcc_v4_uint));
            _mm_storeu_si128((__m128i *)(d + t13), t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        d[t15] = a[t15] << k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint32_t *a = new_array(n, 4), *d = new_array(n, 4), *e = new_array(n, 4);
        int32_t *c = new_array(n, 4), *s = new_array(n, 4), *p = new_array(n, 4);
        uint8_t *b = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = (uint32_t)next_rand() * 2654435761u | (i & 1 ? 0x80000001u : 0);
            c[i] = (int32_t)((i * 7 + 3) % 32);
            s[i] = (int32_t)(next_rand() % (1 << 23));
            p[i] = (int32_t)next_rand();
            b[i] = (uint8_t)next_rand();
            e[i] = (uint32_t)i;
        }
        shl_u32(n, d, a, (const uint32_t *)p);
        printf("n=%d %016llx", n, HASH(d, n));
        shl_i32(n, (int32_t *)d, s, p);
        printf(" %016llx", HASH(d, n));
        shl_acc(n, e, a, c);
        printf(" %016llx", HASH(e, n));
        shl_bytes(n, d, a, b);
        printf(" %016llx", HASH(d, n));
        shl_uniform(n, d, a, n % 32);
        printf(" %016llx\n", HASH(d, n));
        free(a), free(d), free(e), free(c), free(s), free(p), free(b);
    }
    return 0;
}
