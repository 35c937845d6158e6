/* vcc: vector types and helpers */
#include <arm_neon.h>

/* External uses: the products are stored (plus one) as one tree, and also used outside it.
   `early` uses a product before the vector code, so that product's scalar stays; the return
   uses two after it, so they are extracted from the vector (and costed as extracts). */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

int mixed(int *restrict a, const int *restrict b, const int *restrict c) {
    int t1 = b[1];
    int t2 = c[1];
    int32x4_t t3 = vld1q_s32(b + 0);
    int32x4_t t4 = vld1q_s32(c + 0);
    int32x4_t t5 = vmulq_s32(t3, t4);
    int32x4_t t6 = vaddq_s32(t5, vdupq_n_s32(1));
    vst1q_s32(a + 0, t6);
    return ((t1 * t2) ^ 5) + vgetq_lane_s32(t5, 0) - vgetq_lane_s32(t5, 3);
}

int main(void) {
    int a[4], b[4] = {3, -4, 5, 600}, c[4] = {7, 8, -9, 10};
    int r = mixed(a, b, c);
    printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], r);
    return 0;
}
