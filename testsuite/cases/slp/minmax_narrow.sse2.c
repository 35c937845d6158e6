/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_min_epu16(__m128i a, __m128i b) { return _mm_sub_epi16(a, _mm_subs_epu16(a, b)); }
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Min and max reductions of shorts and chars in straight-line code. C compares them as ints and
   assigns the result back, so `m = a[1] > m ? a[1] : m` is a select of ints converted to short;
   shorten.rs does the chain in the values' own type (the first link, of two loads, too, since
   its result is the next one's operand; and the comparisons of two values an `if` merges), and
   SLP sees a reduction of 8 or 16 narrow lanes. Vectorized: `?:` chains of signed shorts,
   unsigned chars, signed chars (min; neon only: 8 bytes are narrower than the 16-byte vectors
   x86 reduces in registers), an `if` chain of unsigned shorts stored. Stay scalar: a
   chain of shorts whose partial result is also stored (must not vectorize: the partial is used
   outside), and nested MAX macros of shorts, whose every `?:` is of two ints (not done yet).
   Every type's extremes. */
/* vcc-test: expect-slp 3 neon=4 */
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))

short max8_s16(const short *a) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    return vcc_sse_reduce_epi16(t1, _mm_max_epi16, short);
}

unsigned char max16_u8(const unsigned char *a) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    return vcc_sse_reduce_epi8(t1, _mm_max_epu8, unsigned char);
}

signed char min8_s8(const signed char *a) {
    signed char m = a[0];
    m = a[1] < m ? a[1] : m;
    m = a[2] < m ? a[2] : m;
    m = a[3] < m ? a[3] : m;
    m = a[4] < m ? a[4] : m;
    m = a[5] < m ? a[5] : m;
    m = a[6] < m ? a[6] : m;
    m = a[7] < m ? a[7] : m;
    return m;
}

void min8_u16(unsigned short *out, const unsigned short *a) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    *out = vcc_sse_reduce_epi16(t1, vcc_sse2_min_epu16, unsigned short);
}

short nested_max_s16(const short *a) {
    return MAX(MAX(MAX(a[0], a[1]), MAX(a[2], a[3])), MAX(MAX(a[4], a[5]), MAX(a[6], a[7])));
}

short leaky_s16(const short *a, short *partial) {
    short m = a[0];
    m = a[1] > m ? a[1] : m;
    m = a[2] > m ? a[2] : m;
    *partial = m;
    m = a[3] > m ? a[3] : m;
    return m;
}

int main(void) {
    short s[16];
    unsigned char u[32];
    unsigned char uz[16];
    signed char c[16];
    unsigned short w[16];
    unsigned short out[2];
    short partial;
    s[0] = (short)-5;
    s[1] = (short)32767;
    s[2] = (short)-32768;
    s[3] = (short)0;
    s[4] = (short)17;
    s[5] = (short)-17;
    s[6] = (short)99;
    s[7] = (short)3;
    s[8] = (short)-32768;
    s[9] = (short)-32768;
    s[10] = (short)-1;
    s[11] = (short)-2;
    s[12] = (short)-32767;
    s[13] = (short)-3;
    s[14] = (short)-4;
    s[15] = (short)-32768;
    uz[0] = (unsigned char)0;
    long t1 = 0L;
    /* vcc: loop at minmax_narrow.c:94 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_store(&uz[1L + t1], ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
        t1 += 4L;
    } while (t1 < 12L);
    long t5 = 13L;
    while (t5 < 16L) {
        uz[t5] = (unsigned char)0;
        t5++;
    }
    c[0] = (signed char)5;
    c[1] = (signed char)-128;
    c[2] = (signed char)127;
    c[3] = (signed char)0;
    c[4] = (signed char)-1;
    c[5] = (signed char)1;
    c[6] = (signed char)-127;
    c[7] = (signed char)7;
    c[8] = (signed char)100;
    c[9] = (signed char)99;
    c[10] = (signed char)98;
    c[11] = (signed char)97;
    c[12] = (signed char)127;
    c[13] = (signed char)126;
    c[14] = (signed char)125;
    c[15] = (signed char)124;
    w[0] = (unsigned short)65535;
    w[1] = (unsigned short)1;
    w[2] = (unsigned short)0;
    w[3] = (unsigned short)65534;
    w[4] = (unsigned short)3;
    w[5] = (unsigned short)9;
    w[6] = (unsigned short)2;
    w[7] = (unsigned short)6;
    w[8] = (unsigned short)65535;
    w[9] = (unsigned short)65535;
    w[10] = (unsigned short)65534;
    w[11] = (unsigned short)40000;
    w[12] = (unsigned short)32768;
    w[13] = (unsigned short)32767;
    w[14] = (unsigned short)65533;
    w[15] = (unsigned short)65535;
    vcc_v16_int t6 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v16_uint t7 = (vcc_v16_uint)t6;
    vcc_v16_uint i_v = t7 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
    long i_vec = 0L;
    /* vcc: loop at minmax_narrow.c:97 vectorized: VF 16, UF 1, scalar epilogue */
    do {
        vcc_v16_int i_v_1 = (vcc_v16_int)i_v;
        vcc_v16_int t8 = i_v_1 * (vcc_v16_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
        vcc_v16_int t9 = t8 + (vcc_v16_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
        __m128i t10 = (__m128i)__builtin_convertvector(__builtin_convertvector(t9, vcc_v16_short), vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)&u[i_vec], t10);
        i_vec += 16L;
        i_v = i_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
    } while (i_vec < 32L);
    u[20] = (unsigned char)255;
    for (int k = 0; k < 16; k += 8) {
        long t11 = (long)k;
        const short *t12 = s + t11;
        short m = t12[0];
        short t2 = t12[1];
        if (t2 <= m) {
            t2 = m;
        }
        short t3 = t12[2];
        if (t3 <= t2) {
            t3 = t2;
        }
        partial = t3;
        short t4 = t12[3];
        if (t4 <= t3) {
            t4 = t3;
        }
        short t15 = nested_max_s16(t12);
        signed char t16 = min8_s8(c + t11);
        printf("%d %d %d %d\n", (int)max8_s16(t12), (int)t16, (int)t15, (int)t4);
        printf("%d\n", (int)partial);
    }
    unsigned char t13 = max16_u8(uz);
    unsigned char t14 = max16_u8(u + 16);
    printf("%u %u %u\n", (int)max16_u8(u), (int)t14, (int)t13);
    min8_u16(out, w);
    min8_u16(&out[1], w + 8);
    printf("%u %u\n", (int)out[0], (int)out[1]);
    return 0;
}
