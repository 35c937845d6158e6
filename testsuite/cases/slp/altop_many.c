/* Alternating nodes of more than two operations: each operation on the whole vectors, then a
   blend per operation past the first (the quaternion scale `q * s, q * s, q + s, q - s`;
   four bitwise and additive integer operations). Only operations that are harmless on the
   other lanes' operands mix: a float division may (its other lanes' quotients, infinities
   here, are blended away), an integer division or a shift may not (a lane that adds would
   divide by 0 or shift by 40): that lane stays scalar, the others make a tree of their own.
   On sse2, which has no blend instruction, a blend costs two or three shuffles: only the
   quaternion's two products are a tree there. */
/* vcc-test: expect-slp 5 sse2=2 */
#include <stdio.h>

void quat_scale1(float *restrict o, const float *restrict q, float s) {
    o[0] = q[0] * s;
    o[1] = q[1] * s;
    o[2] = q[2] + s;
    o[3] = q[3] - s;
}

void mix4(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    o[0] = a[0] + b[0];
    o[1] = a[1] ^ b[1];
    o[2] = a[2] & b[2];
    o[3] = a[3] | b[3];
}

void ratios(float *restrict o, const float *restrict a, const float *restrict b) {
    o[0] = a[0] / b[0];
    o[1] = a[1] * b[1];
    o[2] = a[2] + b[2];
    o[3] = a[3] - b[3];
}

/* Must not: `a[1] / b[1]` would divide by 0. */
void idiv_mix(int *restrict o, const int *restrict a, const int *restrict b) {
    o[0] = a[0] / b[0];
    o[1] = a[1] + b[1];
    o[2] = a[2] + b[2];
    o[3] = a[3] + b[3];
}

/* Must not: `a[1] << b[1]` would shift by 40. */
void shift_mix(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    o[0] = a[0] << b[0];
    o[1] = a[1] + b[1];
    o[2] = a[2] - b[2];
    o[3] = a[3] + b[3];
}

int main(void) {
    float q[4] = {1.5f, -2.25f, 1e30f, 3.0f}, qo[4];
    unsigned ua[4] = {0xfffffff0u, 0x12345678u, 0xf0f0f0f0u, 0x0000ff00u}, ub[4] = {0x20u, 0xffffffffu, 0x3c3c3c3cu, 0x00ff0000u}, uo[4];
    float fa[4] = {1.0f, 2.5f, -3.0f, 0.125f}, fb[4] = {3.0f, 0.0f, 1e-30f, -8.0f}, fo[4];
    int ia[4] = {100, -7, 2147483000, 5}, ib[4] = {7, 0, 600, -5}, io[4];
    unsigned sb[4] = {3, 40, 40, 40}, so[4];
    quat_scale1(qo, q, 1.75f);
    mix4(uo, ua, ub);
    ratios(fo, fa, fb);
    idiv_mix(io, ia, ib);
    shift_mix(so, ua, sb);
    printf("%a %a %a %a\n", qo[0], qo[1], qo[2], qo[3]);
    printf("%x %x %x %x\n", uo[0], uo[1], uo[2], uo[3]);
    printf("%a %a %a %a\n", fo[0], fo[1], fo[2], fo[3]);
    printf("%d %d %d %d\n", io[0], io[1], io[2], io[3]);
    printf("%x %x %x %x\n", so[0], so[1], so[2], so[3]);
    return 0;
}
