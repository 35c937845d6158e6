/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }

/* vcc-test: expect-vectorized generic=10 avx2=10 sse4.2=8 sse2=2 */
/* vcc-test: also-target avx512vbmi */
#include "harness.h"

/* Loops whose operations pay on full 512-bit registers (target::FULL_WIDTH_PAYS), planned wider
   than avx512's 256-bit loop vectors where the cost model finds that cheaper: 64-bit multiplies
   (vpmullq) on avx512, and the byte shuffles of interleave groups on avx512vbmi (vpermt2b).
   Other targets plan them as before. Trip counts 0..140 cover 0, 1, VF-1, VF, VF+1 and
   VF*UF-1, VF*UF, VF*UF+1 up to 128 (32 lanes of int16 times 4), then odd large ones. */

/* RGB to gray: a load group of 3 uint8 (the bench kernel rgb_gray_u8), 16-bit lanes. */
void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
    for (int i = 0; i < n; i++)
        g[i] = (uint8_t)((77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8);
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    for (int i = 0; i < 64; i++)
        g[i] = (uint8_t)((77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8);
}

void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    for (int i = 0; i < 96; i++)
        g[i] = (uint8_t)((77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8);
}

void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    for (int i = 0; i < 161; i++)
        g[i] = (uint8_t)((77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8);
}

void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    for (int i = 0; i < 1023; i++)
        g[i] = (uint8_t)((77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8);
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    for (int i = 0; i < n; i++) {
        rgb[3 * i] = a[i];
        rgb[3 * i + 1] = (uint8_t)(a[i] >> 1);
        rgb[3 * i + 2] = (uint8_t)~a[i];
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:51 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const unsigned char *t3 = p + 2 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
            __m128i p_v = _mm_packus_epi16(_mm_and_si128(t4, _mm_set1_epi16(0xff)), _mm_and_si128(t5, _mm_set1_epi16(0xff)));
            __m128i p_v_1 = _mm_packus_epi16(_mm_srli_epi16(t4, 8), _mm_srli_epi16(t5, 8));
            __m128i t6 = _mm_avg_epu8(p_v, p_v_1);
            _mm_storeu_si128((__m128i *)(c + i_vec), t6);
            long t7 = i_vec + 16L;
            const unsigned char *t8 = p + 2 * (int)t7;
            __m128i t9 = _mm_loadu_si128((const __m128i *)t8);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(t8 + 16));
            __m128i p_v_2 = _mm_packus_epi16(_mm_and_si128(t9, _mm_set1_epi16(0xff)), _mm_and_si128(t10, _mm_set1_epi16(0xff)));
            __m128i p_v_3 = _mm_packus_epi16(_mm_srli_epi16(t9, 8), _mm_srli_epi16(t10, 8));
            __m128i t11 = _mm_avg_epu8(p_v_2, p_v_3);
            _mm_storeu_si128((__m128i *)(c + t7), t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:51 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const unsigned char *t16 = p + 2 * (int)t15;
            __m128i t17 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(t16 + 16));
            __m128i p_v_4 = _mm_packus_epi16(_mm_and_si128(t17, _mm_set1_epi16(0xff)), _mm_and_si128(t18, _mm_set1_epi16(0xff)));
            __m128i p_v_5 = _mm_packus_epi16(_mm_srli_epi16(t17, 8), _mm_srli_epi16(t18, 8));
            __m128i t19 = _mm_avg_epu8(p_v_4, p_v_5);
            _mm_storeu_si128((__m128i *)(c + t15), t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        int t20 = 2 * i;
        c[i] = (unsigned char)(((int)p[t20] + (int)p[t20 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] * b[i] + k;
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = (__m128i)((vcc_v2_long)t3 * (vcc_v2_long)b_v);
            __m128i t5 = _mm_sub_epi64(t4, t3);
            _mm_storeu_si128((__m128i *)(c + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t6);
            __m128i t7 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t8 = (__m128i)((vcc_v2_long)t7 * (vcc_v2_long)b_v_1);
            __m128i t9 = _mm_sub_epi64(t8, t7);
            _mm_storeu_si128((__m128i *)(c + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t10);
            __m128i t11 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t12 = (__m128i)((vcc_v2_long)t11 * (vcc_v2_long)b_v_2);
            __m128i t13 = _mm_sub_epi64(t12, t11);
            _mm_storeu_si128((__m128i *)(c + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t14);
            __m128i t15 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t16 = (__m128i)((vcc_v2_long)t15 * (vcc_v2_long)b_v_3);
            __m128i t17 = _mm_sub_epi64(t16, t15);
            _mm_storeu_si128((__m128i *)(c + t14), t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:72 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t21);
            __m128i t22 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m128i t23 = (__m128i)((vcc_v2_long)t22 * (vcc_v2_long)b_v_4);
            __m128i t24 = _mm_sub_epi64(t23, t22);
            _mm_storeu_si128((__m128i *)(c + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        long t26 = (long)a[t25];
        c[t25] = t26 * b[t25] - t26;
    }
}

static int count_of(int k) {
    return k <= 140 ? k : k == 141 ? 259 : k == 142 ? 383 : 1001;
}

int main(void) {
    for (int k = 0; k < 144; k++) {
        int n = count_of(k);
        uint8_t *rgb = new_array(3 * n, 1), *g = new_array(n, 1), *a = new_array(n, 1), *out3 = new_array(3 * n, 1);
        uint8_t *pairs = new_array(2 * n, 1), *avg = new_array(n, 1);
        int64_t *x = new_array(n, 8), *y = new_array(n, 8), *z = new_array(n, 8);
        int32_t *w = new_array(n, 4);
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (uint8_t)next_rand();
        for (int i = 0; i < 2 * n; i++)
            pairs[i] = (uint8_t)next_rand();
        for (int i = 0; i < n; i++) {
            a[i] = (uint8_t)next_rand();
            /* |x|, |y| and |w| below 2^31: no product overflows int64. */
            x[i] = ((int64_t)next_rand() << 7) - ((int64_t)1 << 30);
            y[i] = i % 7 == 0 ? INT32_MIN : ((int64_t)next_rand() << 7) - ((int64_t)1 << 30);
            w[i] = (int32_t)(next_rand() << 7) - (1 << 30);
        }
        if (n > 0) {
            rgb[0] = rgb[1] = rgb[2] = 255;
            pairs[2 * n - 1] = 255;
            x[n - 1] = INT32_MAX;
        }
        gray_rgb(n, g, rgb);
        spread_rgb(n, out3, a);
        avg_pairs(n, avg, pairs);
        mul_i64(n, z, x, y, -12345);
        uint64_t s = dot_u64(n, (const uint64_t *)x, (const uint64_t *)y);
        printf("n=%d gray=%016llx spread=%016llx avg=%016llx mul=%016llx dot=%016llx", n, HASH(g, n), HASH(out3, 3 * n),
               HASH(avg, n), HASH(z, n), (unsigned long long)s);
        mul_widen(n, z, w, x);
        printf(" widen=%016llx\n", HASH(z, n));
        free(rgb), free(g), free(a), free(out3), free(pairs), free(avg), free(x), free(y), free(z), free(w);
    }
    uint8_t *rgb = new_array(3 * 1023, 1), *g = new_array(1023 + 321, 1);
    for (int i = 0; i < 3 * 1023; i++)
        rgb[i] = (uint8_t)next_rand();
    rgb[3 * 1022] = rgb[3 * 1022 + 1] = rgb[3 * 1022 + 2] = 255;
    gray_64(g, rgb);
    gray_96(g + 64, rgb);
    gray_161(g + 160, rgb);
    gray_1023(g + 321, rgb);
    printf("fixed=%016llx\n", HASH(g, 1023 + 321));
    free(rgb), free(g);
    return 0;
}
