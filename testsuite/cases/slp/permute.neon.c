/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* Loads used in another lane order than their addresses': one vector load and a shuffle.
   Reversed (a[k] = b[3 - k] * 2), pairs swapped (the real and imaginary parts of two complex
   numbers exchanged; a and b xored with a's pairs swapped). `halves` multiplies and divides
   the same lanes: eight lanes do two operations that are not an add and a subtract, so it is
   two trees of four. `spread`
   reads b[1], b[0], b[1], b[0]: a vector of four from b[0] would read b[2] and b[3], which the
   function does not (main passes two elements), so it loads the two it reads and widens them
   to four lanes with a shuffle. */
/* vcc-test: expect-slp 6 */
#include <stdio.h>

void reverse4(int *restrict a, const int *restrict b) {
    int32x4_t t1 = vld1q_s32(b + 0);
    int32x4_t t2 = vextq_s32(vrev64q_s32(t1), vrev64q_s32(t1), 2);
    int32x4_t t3 = vmulq_s32(t2, vdupq_n_s32(2));
    vst1q_s32(a + 0, t3);
}

void swap_re_im(float *restrict o, const float *restrict z) {
    float32x4_t t1 = vld1q_f32(z + 0);
    float32x4_t t2 = vrev64q_f32(t1);
    vst1q_f32(o + 0, t2);
}

void halves(float *restrict o, const float *restrict x) {
    const float *t1 = x + 0;
    const float *t2 = x + 4;
    float32x4_t t3 = vld1q_f32(t1);
    float32x4_t t4 = vld1q_f32(t2);
    float32x4_t t5 = vmulq_f32(t3, t4);
    vst1q_f32(o + 0, t5);
    float32x4_t t6 = vld1q_f32(t1);
    float32x4_t t7 = vld1q_f32(t2);
    float32x4_t t8 = vdivq_f32(t6, t7);
    vst1q_f32(o + 4, t8);
}

void swap_pairs(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    uint32x4_t t1 = vld1q_u32(a + 0);
    uint32x4_t t2 = vrev64q_u32(t1);
    uint32x4_t t3 = vld1q_u32(b + 0);
    uint32x4_t t4 = veorq_u32(t2, t3);
    vst1q_u32(o + 0, t4);
}

void spread(int *restrict a, const int *restrict b) {
    int32x2_t t1 = vld1_s32(b + 0);
    int32x4_t t2 = (int32x4_t)__builtin_shufflevector((vcc_v2_int)t1, (vcc_v2_int)t1, 1, 0, 1, 0);
    int32x4_t t3 = vaddq_s32(t2, ((int32x4_t)(vcc_v4_int){1, 2, 3, 4}));
    vst1q_s32(a + 0, t3);
}

int main(void) {
    int a[4], b[4] = {1, -20, 300, -4000}, s[4], two[2] = {5, 6};
    float z[4] = {1.5f, -2.0f, 0.0f, 3.25f}, o[4];
    unsigned u[4], x[4] = {1u, 0xffffffffu, 77u, 12345u}, y[4] = {3u, 5u, 0x80000000u, 9u};
    reverse4(a, b);
    swap_re_im(o, z);
    float x8[8] = {1, 2, 3, 4, 0.5f, -0.25f, 8, 16}, h[8];
    halves(h, x8);
    swap_pairs(u, x, y);
    spread(s, two);
    printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    printf("%a %a %a %a\n", o[0], o[1], o[2], o[3]);
    printf("%u %u %u %u\n", u[0], u[1], u[2], u[3]);
    printf("%d %d %d %d\n", s[0], s[1], s[2], s[3]);
    for (int i = 0; i < 8; i++) {
        printf("%a ", h[i]);
    }
    printf("\n");
    return 0;
}
