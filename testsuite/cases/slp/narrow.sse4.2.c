/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Minimum bit widths: C computes on bytes and shorts in `int`; where a tree's result is
   truncated and only its low bits matter, SLP computes it in narrower lanes (8 bytes blended
   in 16-bit lanes, as gcc -O3 does). Vectorized in narrow lanes: an alpha blend of bytes
   (the sum's low 16 bits), a rounding average (9 bits), a wrapping byte expression with
   negative intermediates (8 bits), an arithmetic right shift of a signed byte difference
   (9 bits: the lane's logical shift gives the same low bits), a shift and xor. Vectorized in
   the lanes of their C types: a short product shifted right by 4 (20 bits are needed), sums
   of which two are also returned (used outside the tree), `x << 9` truncated to a byte (the
   amount does not fit an 8-bit lane), and a `long` product truncated to `int` (its operands
   are loaded as `long`: loads are not narrowed). */
/* vcc-test: expect-slp 9 sse4.2=7 neon=7 sse2=7 */
#include <stdio.h>

__attribute__((target("sse4.2"))) void blend8(unsigned char *restrict o, const unsigned char *restrict x, const unsigned char *restrict y, int w) {
    vcc_v8_uchar t1 = vcc_load(vcc_v8_uchar, x + 0);
    __m128i t2 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t1));
    __m128i t3 = _mm_set1_epi16((short)(unsigned short)w);
    __m128i t4 = _mm_mullo_epi16(t2, t3);
    vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, y + 0);
    __m128i t6 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t5));
    __m128i t7 = _mm_set1_epi16((short)(unsigned short)(256 - w));
    __m128i t8 = _mm_mullo_epi16(t6, t7);
    __m128i t9 = _mm_add_epi16(t4, t8);
    __m128i t10 = _mm_srli_epi16(t9, 8);
    vcc_v8_uchar t11 = __builtin_convertvector((vcc_v8_ushort)t10, vcc_v8_uchar);
    vcc_store(o + 0, t11);
}

__attribute__((target("sse4.2"))) void avg8(unsigned char *restrict o, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_v8_uchar t1 = vcc_load(vcc_v8_uchar, a + 0);
    __m128i t2 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t1));
    vcc_v8_uchar t3 = vcc_load(vcc_v8_uchar, b + 0);
    __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t3));
    __m128i t5 = _mm_add_epi16(t2, t4);
    __m128i t6 = _mm_add_epi16(t5, _mm_set1_epi16((short)1));
    __m128i t7 = _mm_srli_epi16(t6, 1);
    vcc_v8_uchar t8 = __builtin_convertvector((vcc_v8_ushort)t7, vcc_v8_uchar);
    vcc_store(o + 0, t8);
}

__attribute__((target("sse4.2"))) void wrap8(unsigned char *restrict o, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_v8_uchar t1 = vcc_load(vcc_v8_uchar, a + 0);
    vcc_v8_uchar t2 = t1 * (vcc_v8_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
    vcc_v8_uchar t3 = vcc_load(vcc_v8_uchar, b + 0);
    vcc_v8_uchar t4 = t3 * (vcc_v8_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
    vcc_v8_uchar t5 = t2 - t4;
    vcc_v8_uchar t6 = t5 - (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
    vcc_store(o + 0, t6);
}

__attribute__((target("sse4.2"))) void halfdiff8(signed char *restrict o, const signed char *restrict a, const signed char *restrict b) {
    vcc_v8_schar t1 = vcc_load(vcc_v8_schar, a + 0);
    __m128i t2 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)t1));
    vcc_v8_schar t3 = vcc_load(vcc_v8_schar, b + 0);
    __m128i t4 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)t3));
    __m128i t5 = _mm_sub_epi16(t2, t4);
    __m128i t6 = _mm_srli_epi16(t5, 1);
    vcc_v8_schar t7 = __builtin_convertvector((vcc_v8_ushort)t6, vcc_v8_schar);
    vcc_store(o + 0, t7);
}

__attribute__((target("sse4.2"))) void mix16(unsigned short *restrict o, const unsigned short *restrict a, const unsigned char *restrict b) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    __m128i t2 = _mm_slli_epi16(t1, 3);
    vcc_v8_uchar t3 = vcc_load(vcc_v8_uchar, b + 0);
    __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t3));
    __m128i t5 = _mm_xor_si128(t2, t4);
    _mm_storeu_si128((__m128i *)(o + 0), t5);
}

void lowprod4(int *restrict o, const long *restrict p, const long *restrict q, long r) {
    o[0] = (int)(p[0] * q[0] + r);
    o[1] = (int)(p[1] * q[1] + r);
    o[2] = (int)(p[2] * q[2] + r);
    o[3] = (int)(p[3] * q[3] + r);
}

__attribute__((target("sse4.2"))) void qmul8(short *restrict o, const short *restrict a, const short *restrict b) {
    vcc_v4_short t1 = vcc_load(vcc_v4_short, a + 0);
    __m128i t2 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t1));
    vcc_v4_short t3 = vcc_load(vcc_v4_short, b + 0);
    __m128i t4 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t3));
    __m128i t5 = ({ (void)t4; _mm_madd_epi16(t2, _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t3))); });
    __m128i t6 = _mm_srai_epi32(t5, 4);
    vcc_v4_short t7 = __builtin_convertvector((vcc_v4_int)t6, vcc_v4_short);
    vcc_store(o + 0, t7);
    vcc_v4_short t8 = vcc_load(vcc_v4_short, a + 4);
    __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t8));
    vcc_v4_short t10 = vcc_load(vcc_v4_short, b + 4);
    __m128i t11 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t10));
    __m128i t12 = ({ (void)t11; _mm_madd_epi16(t9, _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t10))); });
    __m128i t13 = _mm_srai_epi32(t12, 4);
    vcc_v4_short t14 = __builtin_convertvector((vcc_v4_int)t13, vcc_v4_short);
    vcc_store(o + 4, t14);
}

int both8(unsigned char *restrict o, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t0 = a[0] + b[0], t1 = a[1] + b[1], t2 = a[2] + b[2], t3 = a[3] + b[3];
    int t4 = a[4] + b[4], t5 = a[5] + b[5], t6 = a[6] + b[6], t7 = a[7] + b[7];
    o[0] = (unsigned char)(t0 >> 1);
    o[1] = (unsigned char)(t1 >> 1);
    o[2] = (unsigned char)(t2 >> 1);
    o[3] = (unsigned char)(t3 >> 1);
    o[4] = (unsigned char)(t4 >> 1);
    o[5] = (unsigned char)(t5 >> 1);
    o[6] = (unsigned char)(t6 >> 1);
    o[7] = (unsigned char)(t7 >> 1);
    return t5 * 1000 + t2;
}

void far8(unsigned char *restrict o, const unsigned char *restrict x) {
    o[0] = (unsigned char)(x[0] << 9);
    o[1] = (unsigned char)(x[1] << 9);
    o[2] = (unsigned char)(x[2] << 9);
    o[3] = (unsigned char)(x[3] << 9);
    o[4] = (unsigned char)(x[4] << 9);
    o[5] = (unsigned char)(x[5] << 9);
    o[6] = (unsigned char)(x[6] << 9);
    o[7] = (unsigned char)(x[7] << 9);
}

static unsigned seed = 12345;
static unsigned next(void) {
    seed = seed * 1103515245u + 12345u;
    return seed >> 8;
}

int main(void) {
    unsigned char x[8];
    unsigned char y[8];
    unsigned char o[8];
    signed char sa[8];
    signed char sb[8];
    signed char so[8];
    unsigned short us[8];
    unsigned short uo[8];
    short s1[8];
    short s2[8];
    short so16[8];
    long p[4];
    long q[4];
    int io[4];
    int t4;
    int t8;
    int t11;
    int t14;
    int t81;
    unsigned int h = 0U;
    for (int round = 0; round < 200; round++) {
        int k = 0;
        while (k < 8) {
            long t1 = (long)k;
            x[t1] = (unsigned char)next();
            unsigned char *t2 = &y[t1];
            if (round < 2) {
                t4 = (int)(unsigned char)(255 * round);
            } else {
                unsigned int t3 = next();
                t4 = (int)(unsigned char)t3;
            }
            *t2 = (unsigned char)t4;
            sa[t1] = (signed char)next();
            signed char *t5 = &sb[t1];
            int t6 = round == 1;
            if (t6) {
                t8 = -128;
            } else {
                unsigned int t7 = next();
                t8 = (int)(signed char)t7;
            }
            *t5 = (signed char)t8;
            us[t1] = (unsigned short)next();
            short *t9 = &s1[t1];
            if (t6) {
                t11 = -32768;
            } else {
                unsigned int t10 = next();
                t11 = (int)(short)t10;
            }
            *t9 = (short)t11;
            short *t12 = &s2[t1];
            if (t6) {
                t14 = -32768;
            } else {
                unsigned int t13 = next();
                t14 = (int)(short)t13;
            }
            *t12 = (short)t14;
            k++;
        }
        int k_1 = 0;
        while (k_1 < 4) {
            long t15 = (long)k_1;
            p[t15] = (long)next() << (k_1 * 2);
            q[t15] = -(long)(next() % 100000U) * 977L;
            k_1++;
        }
        unsigned int t16 = next();
        const unsigned char *t17 = y;
        const unsigned char *t18 = x;
        blend8(o, t18, t17, (int)(t16 % 257U));
        unsigned char t19 = o[0];
        unsigned char t20 = o[1];
        unsigned char t21 = o[2];
        unsigned char t22 = o[3];
        unsigned char t23 = o[4];
        unsigned char t24 = o[5];
        unsigned char t25 = o[6];
        unsigned char t26 = o[7];
        avg8(o, t18, t17);
        unsigned char t27 = o[0];
        unsigned char t28 = o[1];
        unsigned char t29 = o[2];
        unsigned char t30 = o[3];
        unsigned char t31 = o[4];
        unsigned char t32 = o[5];
        unsigned char t33 = o[6];
        unsigned char t34 = o[7];
        wrap8(o, t18, t17);
        unsigned char t35 = o[0];
        unsigned char t36 = o[1];
        unsigned char t37 = o[2];
        unsigned char t38 = o[3];
        unsigned char t39 = o[4];
        unsigned char t40 = o[5];
        unsigned char t41 = o[6];
        unsigned char t42 = o[7];
        halfdiff8(so, sa, sb);
        signed char t43 = so[0];
        signed char t44 = so[1];
        signed char t45 = so[2];
        signed char t46 = so[3];
        signed char t47 = so[4];
        signed char t48 = so[5];
        signed char t49 = so[6];
        signed char t50 = so[7];
        mix16(uo, us, t18);
        unsigned short t51 = uo[0];
        unsigned short t52 = uo[1];
        unsigned short t53 = uo[2];
        unsigned short t54 = uo[3];
        unsigned short t55 = uo[4];
        unsigned short t56 = uo[5];
        unsigned short t57 = uo[6];
        unsigned short t58 = uo[7];
        lowprod4(io, p, q, (long)next() << 20);
        int t59 = io[0];
        int t60 = io[1];
        int t61 = io[2];
        int t62 = io[3];
        qmul8(so16, s1, s2);
        short t63 = so16[0];
        short t64 = so16[1];
        short t65 = so16[2];
        short t66 = so16[3];
        short t67 = so16[4];
        short t68 = so16[5];
        short t69 = so16[6];
        short t70 = so16[7];
        int t71 = both8(o, t18, t17);
        unsigned char t72 = o[0];
        unsigned char t73 = o[1];
        unsigned char t74 = o[2];
        unsigned char t75 = o[3];
        unsigned char t76 = o[4];
        unsigned char t77 = o[5];
        unsigned char t78 = o[6];
        unsigned char t79 = o[7];
        far8(o, t18);
        unsigned char t80 = o[0];
        h = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((h * 31U + (unsigned int)t19) * 31U + (unsigned int)t20) * 31U + (unsigned int)t21) * 31U + (unsigned int)t22) * 31U + (unsigned int)t23) * 31U + (unsigned int)t24) * 31U + (unsigned int)t25) * 31U + (unsigned int)t26) * 31U + (unsigned int)t27) * 31U + (unsigned int)t28) * 31U + (unsigned int)t29) * 31U + (unsigned int)t30) * 31U + (unsigned int)t31) * 31U + (unsigned int)t32) * 31U + (unsigned int)t33) * 31U + (unsigned int)t34) * 31U + (unsigned int)t35) * 31U + (unsigned int)t36) * 31U + (unsigned int)t37) * 31U + (unsigned int)t38) * 31U + (unsigned int)t39) * 31U + (unsigned int)t40) * 31U + (unsigned int)t41) * 31U + (unsigned int)t42) * 31U + (unsigned int)t43) * 31U + (unsigned int)t44) * 31U + (unsigned int)t45) * 31U + (unsigned int)t46) * 31U + (unsigned int)t47) * 31U + (unsigned int)t48) * 31U + (unsigned int)t49) * 31U + (unsigned int)t50) * 31U + (unsigned int)t51) * 31U + (unsigned int)t52) * 31U + (unsigned int)t53) * 31U + (unsigned int)t54) * 31U + (unsigned int)t55) * 31U + (unsigned int)t56) * 31U + (unsigned int)t57) * 31U + (unsigned int)t58) * 31U + (unsigned int)t59) * 31U + (unsigned int)t60) * 31U + (unsigned int)t61) * 31U + (unsigned int)t62) * 31U + (unsigned int)t63) * 31U + (unsigned int)t64) * 31U + (unsigned int)t65) * 31U + (unsigned int)t66) * 31U + (unsigned int)t67) * 31U + (unsigned int)t68) * 31U + (unsigned int)t69) * 31U + (unsigned int)t70) * 31U + (unsigned int)t71) * 31U + (unsigned int)t72) * 31U + (unsigned int)t73) * 31U + (unsigned int)t74) * 31U + (unsigned int)t75) * 31U + (unsigned int)t76) * 31U + (unsigned int)t77) * 31U + (unsigned int)t78) * 31U + (unsigned int)t79) * 31U + (unsigned int)t80) * 31U + (unsigned int)o[1]) * 31U + (unsigned int)o[2]) * 31U + (unsigned int)o[3]) * 31U + (unsigned int)o[4]) * 31U + (unsigned int)o[5]) * 31U + (unsigned int)o[6]) * 31U + (unsigned int)o[7];
        if (round < 3) {
            t81 = 1;
        } else {
            t81 = (round == 199) != 0;
        }
        if (t81) {
            printf("round %d: %08x %d %d %d %d\n", round, h, (int)t80, (int)so[7], (int)uo[3], io[2]);
        }
    }
    printf("%08x\n", h);
    return 0;
}
