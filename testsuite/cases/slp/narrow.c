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

void blend8(unsigned char *restrict o, const unsigned char *restrict x, const unsigned char *restrict y, int w) {
    int v = 256 - w;
    o[0] = (unsigned char)((x[0] * w + y[0] * v) >> 8);
    o[1] = (unsigned char)((x[1] * w + y[1] * v) >> 8);
    o[2] = (unsigned char)((x[2] * w + y[2] * v) >> 8);
    o[3] = (unsigned char)((x[3] * w + y[3] * v) >> 8);
    o[4] = (unsigned char)((x[4] * w + y[4] * v) >> 8);
    o[5] = (unsigned char)((x[5] * w + y[5] * v) >> 8);
    o[6] = (unsigned char)((x[6] * w + y[6] * v) >> 8);
    o[7] = (unsigned char)((x[7] * w + y[7] * v) >> 8);
}

void avg8(unsigned char *restrict o, const unsigned char *restrict a, const unsigned char *restrict b) {
    o[0] = (a[0] + b[0] + 1) >> 1;
    o[1] = (a[1] + b[1] + 1) >> 1;
    o[2] = (a[2] + b[2] + 1) >> 1;
    o[3] = (a[3] + b[3] + 1) >> 1;
    o[4] = (a[4] + b[4] + 1) >> 1;
    o[5] = (a[5] + b[5] + 1) >> 1;
    o[6] = (a[6] + b[6] + 1) >> 1;
    o[7] = (a[7] + b[7] + 1) >> 1;
}

void wrap8(unsigned char *restrict o, const unsigned char *restrict a, const unsigned char *restrict b) {
    o[0] = (unsigned char)(a[0] * 3 - b[0] * 7 - 100);
    o[1] = (unsigned char)(a[1] * 3 - b[1] * 7 - 100);
    o[2] = (unsigned char)(a[2] * 3 - b[2] * 7 - 100);
    o[3] = (unsigned char)(a[3] * 3 - b[3] * 7 - 100);
    o[4] = (unsigned char)(a[4] * 3 - b[4] * 7 - 100);
    o[5] = (unsigned char)(a[5] * 3 - b[5] * 7 - 100);
    o[6] = (unsigned char)(a[6] * 3 - b[6] * 7 - 100);
    o[7] = (unsigned char)(a[7] * 3 - b[7] * 7 - 100);
}

void halfdiff8(signed char *restrict o, const signed char *restrict a, const signed char *restrict b) {
    o[0] = (signed char)((a[0] - b[0]) >> 1);
    o[1] = (signed char)((a[1] - b[1]) >> 1);
    o[2] = (signed char)((a[2] - b[2]) >> 1);
    o[3] = (signed char)((a[3] - b[3]) >> 1);
    o[4] = (signed char)((a[4] - b[4]) >> 1);
    o[5] = (signed char)((a[5] - b[5]) >> 1);
    o[6] = (signed char)((a[6] - b[6]) >> 1);
    o[7] = (signed char)((a[7] - b[7]) >> 1);
}

void mix16(unsigned short *restrict o, const unsigned short *restrict a, const unsigned char *restrict b) {
    o[0] = (unsigned short)((a[0] << 3) ^ b[0]);
    o[1] = (unsigned short)((a[1] << 3) ^ b[1]);
    o[2] = (unsigned short)((a[2] << 3) ^ b[2]);
    o[3] = (unsigned short)((a[3] << 3) ^ b[3]);
    o[4] = (unsigned short)((a[4] << 3) ^ b[4]);
    o[5] = (unsigned short)((a[5] << 3) ^ b[5]);
    o[6] = (unsigned short)((a[6] << 3) ^ b[6]);
    o[7] = (unsigned short)((a[7] << 3) ^ b[7]);
}

void lowprod4(int *restrict o, const long *restrict p, const long *restrict q, long r) {
    o[0] = (int)(p[0] * q[0] + r);
    o[1] = (int)(p[1] * q[1] + r);
    o[2] = (int)(p[2] * q[2] + r);
    o[3] = (int)(p[3] * q[3] + r);
}

void qmul8(short *restrict o, const short *restrict a, const short *restrict b) {
    o[0] = (short)((a[0] * b[0]) >> 4);
    o[1] = (short)((a[1] * b[1]) >> 4);
    o[2] = (short)((a[2] * b[2]) >> 4);
    o[3] = (short)((a[3] * b[3]) >> 4);
    o[4] = (short)((a[4] * b[4]) >> 4);
    o[5] = (short)((a[5] * b[5]) >> 4);
    o[6] = (short)((a[6] * b[6]) >> 4);
    o[7] = (short)((a[7] * b[7]) >> 4);
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
    unsigned char x[8], y[8], o[8];
    signed char sa[8], sb[8], so[8];
    unsigned short us[8], uo[8];
    short s1[8], s2[8], so16[8];
    long p[4], q[4];
    int io[4];
    unsigned h = 0;
    for (int round = 0; round < 200; round++) {
        for (int k = 0; k < 8; k++) {
            x[k] = (unsigned char)next();
            y[k] = round < 2 ? (unsigned char)(255 * round) : (unsigned char)next();
            sa[k] = (signed char)next();
            sb[k] = round == 1 ? -128 : (signed char)next();
            us[k] = (unsigned short)next();
            s1[k] = round == 1 ? -32768 : (short)next();
            s2[k] = round == 1 ? -32768 : (short)next();
        }
        for (int k = 0; k < 4; k++) {
            p[k] = (long)next() << (k * 2);
            q[k] = -(long)(next() % 100000) * 977;
        }
        blend8(o, x, y, (int)(next() % 257));
        for (int k = 0; k < 8; k++)
            h = h * 31 + o[k];
        avg8(o, x, y);
        for (int k = 0; k < 8; k++)
            h = h * 31 + o[k];
        wrap8(o, x, y);
        for (int k = 0; k < 8; k++)
            h = h * 31 + o[k];
        halfdiff8(so, sa, sb);
        for (int k = 0; k < 8; k++)
            h = h * 31 + (unsigned)so[k];
        mix16(uo, us, x);
        for (int k = 0; k < 8; k++)
            h = h * 31 + uo[k];
        lowprod4(io, p, q, (long)next() << 20);
        for (int k = 0; k < 4; k++)
            h = h * 31 + (unsigned)io[k];
        qmul8(so16, s1, s2);
        for (int k = 0; k < 8; k++)
            h = h * 31 + (unsigned)so16[k];
        h = h * 31 + (unsigned)both8(o, x, y);
        for (int k = 0; k < 8; k++)
            h = h * 31 + o[k];
        far8(o, x);
        for (int k = 0; k < 8; k++)
            h = h * 31 + o[k];
        if (round < 3 || round == 199)
            printf("round %d: %08x %d %d %d %d\n", round, h, o[0], so[7], uo[3], io[2]);
    }
    printf("%08x\n", h);
    return 0;
}
