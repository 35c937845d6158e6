/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* Horizontal reductions: a value returned or stored that chains one associative operation
   over several operands. An unrolled integer dot product (a vector multiply and one
   reduction), the xor of eight words into a stored hash, and a sum of six bytes widened to
   `int`, four in the vector and two added as scalars. Must NOT vectorize: the float sum
   (reassociating it would change its rounding; only --fast-math allows that) and `shared`,
   whose partial sum is used twice, so the chain has two operands. */
/* vcc-test: expect-slp 3 */
#include <stdio.h>

int dot4(const int *a, const int *b) {
    int32x4_t t1 = vld1q_s32(a + 0);
    int32x4_t t2 = vld1q_s32(b + 0);
    int32x4_t t3 = vmulq_s32(t1, t2);
    uint32x4_t t4 = vreinterpretq_u32_s32(t3);
    return (int)vaddvq_u32(t4);
}

void fold8(unsigned *h, const unsigned *w) {
    uint32x4_t t1 = vld1q_u32(w + 0);
    *h = ({ uint32x4_t vcc_v = t1; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); }) ^ w[4] ^ w[5] ^ w[6] ^ w[7];
}

int sum6(const unsigned char *p) {
    vcc_v4_uchar t1 = vcc_load(vcc_v4_uchar, p + 0);
    int32x4_t t2 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t1, vcc_v4_ushort), vcc_v4_int);
    uint32x4_t t3 = vreinterpretq_u32_s32(t2);
    return (int)(vaddvq_u32(t3) + (unsigned int)(int)p[4] + (unsigned int)(int)p[5]);
}

float fsum4(const float *x) {
    return x[0] + x[1] + x[2] + x[3];
}

int shared(const int *a, int *out) {
    int s = a[0] + a[1];
    *out = s;
    return s + a[2] + a[3];
}

int main(void) {
    int a[4] = {3, -7, 11, 2147483}, b[4] = {5, 9, -13, 1000}, out;
    unsigned w[8] = {1u, 2u, 0xdeadbeefu, 4u, 0x12345678u, 6u, 7u, 0xffffffffu}, h;
    unsigned char p[6] = {255, 1, 128, 7, 200, 99};
    float x[4] = {1e8f, 1.0f, -1e8f, 1.0f};
    fold8(&h, w);
    printf("%d %u %d %a\n", dot4(a, b), h, sum6(p), fsum4(x));
    /* shared() writes out before it is printed (the arguments' order is unspecified). */
    int s = shared(a, &out);
    printf("%d %d\n", s, out);
    return 0;
}
