/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu16_epi32(__m128i x) { return _mm_unpacklo_epi16(x, _mm_setzero_si128()); }

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mullo_epi16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t3);
            long t4 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_mullo_epi16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t4), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_mullo_epi16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t6), t7);
            long t8 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mullo_epi16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int16_ops.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_mullo_epi16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        c[t15] = (short)((int)a[t15] * (int)b[t15]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_srli_epi16(a_v, 3);
            __m128i t4 = _mm_slli_epi16(a_v, 13);
            __m128i t5 = _mm_or_si128(t3, t4);
            _mm_storeu_si128((__m128i *)(c + i_vec), t5);
            long t6 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = _mm_srli_epi16(a_v_1, 3);
            __m128i t8 = _mm_slli_epi16(a_v_1, 13);
            __m128i t9 = _mm_or_si128(t7, t8);
            _mm_storeu_si128((__m128i *)(c + t6), t9);
            long t10 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i t11 = _mm_srli_epi16(a_v_2, 3);
            __m128i t12 = _mm_slli_epi16(a_v_2, 13);
            __m128i t13 = _mm_or_si128(t11, t12);
            _mm_storeu_si128((__m128i *)(c + t10), t13);
            long t14 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i t15 = _mm_srli_epi16(a_v_3, 3);
            __m128i t16 = _mm_slli_epi16(a_v_3, 13);
            __m128i t17 = _mm_or_si128(t15, t16);
            _mm_storeu_si128((__m128i *)(c + t14), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int16_ops.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128i t22 = _mm_srli_epi16(a_v_4, 3);
            __m128i t23 = _mm_slli_epi16(a_v_4, 13);
            __m128i t24 = _mm_or_si128(t22, t23);
            _mm_storeu_si128((__m128i *)(c + t21), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = (int)a[t25];
        c[t25] = (unsigned short)((t26 >> 3) | (t26 << 13));
    }
}

short sum_short(int n, const short *a) {
    short s;
    int t14;
    short t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ushort s_v = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_1 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_2 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_3 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v4_ushort t4 = __builtin_convertvector((vcc_v4_int)t3, vcc_v4_ushort);
            s_v = s_v + t4;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + (i_vec + 4L));
            __m128i t5 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v4_ushort t6 = __builtin_convertvector((vcc_v4_int)t5, vcc_v4_ushort);
            s_v_1 = s_v_1 + t6;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + (i_vec + 8L));
            __m128i t7 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v4_ushort t8 = __builtin_convertvector((vcc_v4_int)t7, vcc_v4_ushort);
            s_v_2 = s_v_2 + t8;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + (i_vec + 12L));
            __m128i t9 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v4_ushort t10 = __builtin_convertvector((vcc_v4_int)t9, vcc_v4_ushort);
            s_v_3 = s_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ushort t11 = s_v + s_v_1;
        vcc_v4_ushort t12 = t11 + s_v_2;
        vcc_v4_ushort t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t13, +));
    } else {
        t14 = 0;
        t15 = (short)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ushort s_v_4 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + ((long)t14 + i_vec_1));
            __m128i t18 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v4_ushort t19 = __builtin_convertvector((vcc_v4_int)t18, vcc_v4_ushort);
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (short)(unsigned short)((unsigned short)t15 + vcc_reduce(unsigned short, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    int t14;
    unsigned short t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ushort x_v = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort x_v_1 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort x_v_2 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort x_v_3 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort a_v = vcc_load(vcc_v4_ushort, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v4_ushort t4 = __builtin_convertvector((vcc_v4_int)t3, vcc_v4_ushort);
            x_v = x_v ^ t4;
            vcc_v4_ushort a_v_1 = vcc_load(vcc_v4_ushort, a + (i_vec + 4L));
            __m128i t5 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v4_ushort t6 = __builtin_convertvector((vcc_v4_int)t5, vcc_v4_ushort);
            x_v_1 = x_v_1 ^ t6;
            vcc_v4_ushort a_v_2 = vcc_load(vcc_v4_ushort, a + (i_vec + 8L));
            __m128i t7 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v4_ushort t8 = __builtin_convertvector((vcc_v4_int)t7, vcc_v4_ushort);
            x_v_2 = x_v_2 ^ t8;
            vcc_v4_ushort a_v_3 = vcc_load(vcc_v4_ushort, a + (i_vec + 12L));
            __m128i t9 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v4_ushort t10 = __builtin_convertvector((vcc_v4_int)t9, vcc_v4_ushort);
            x_v_3 = x_v_3 ^ t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ushort t11 = x_v ^ x_v_1;
        vcc_v4_ushort t12 = t11 ^ x_v_2;
        vcc_v4_ushort t13 = t12 ^ x_v_3;
        t14 = (int)t2;
        t15 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, t13, ^));
    } else {
        t14 = 0;
        t15 = (unsigned short)23130;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ushort x_v_4 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_ushort a_v_4 = vcc_load(vcc_v4_ushort, a + ((long)t14 + i_vec_1));
            __m128i t18 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v4_ushort t19 = __builtin_convertvector((vcc_v4_int)t18, vcc_v4_ushort);
            x_v_4 = x_v_4 ^ t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        x = (unsigned short)(t15 ^ vcc_reduce(unsigned short, x_v_4, ^));
    } else {
        i = t14;
        x = t15;
    }
    for (; i < n; i++) {
        x = (unsigned short)((int)x ^ (int)a[i]);
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
