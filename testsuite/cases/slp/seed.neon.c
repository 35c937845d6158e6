/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* The seed's example (slp-vectorizer-in-llvm, "Overview"): four stores to consecutive elements
   of `a`, each of (b + c) * (d - e), become one tree of 4-wide loads, add, sub, mul and a
   store. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

int a[4], b[4], c[4], d[4], e[4];

void foo(void) {
    int32x4_t t1 = vld1q_s32(b);
    int32x4_t t2 = vld1q_s32(c);
    int32x4_t t3 = vaddq_s32(t1, t2);
    int32x4_t t4 = vld1q_s32(d);
    int32x4_t t5 = vld1q_s32(e);
    int32x4_t t6 = vsubq_s32(t4, t5);
    int32x4_t t7 = vmulq_s32(t3, t6);
    vst1q_s32(a, t7);
}

int main(void) {
    int round = 0;
    while (round < 3) {
        int32x4_t round_v = vdupq_n_s32(round);
        int32x4_t t1 = vdupq_n_s32(0);
        uint32x4_t t2 = vreinterpretq_u32_s32(t1);
        uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at seed.c:18 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
            int32x4_t t3 = vaddq_s32(i_v_1, vdupq_n_s32(1));
            int32x4_t t4 = vaddq_s32(t3, round_v);
            vst1q_s32(&b[i_vec], t4);
            int32x4_t t5 = vmulq_s32(vdupq_n_s32(3), i_v_1);
            int32x4_t t6 = vsubq_s32(t5, round_v);
            vst1q_s32(&c[i_vec], t6);
            int32x4_t t7 = vmulq_s32(i_v_1, round_v);
            int32x4_t t8 = vsubq_s32(vdupq_n_s32(7), t7);
            vst1q_s32(&d[i_vec], t8);
            int32x4_t t9 = vmulq_s32(i_v_1, i_v_1);
            vst1q_s32(&e[i_vec], t9);
            i_vec += 4L;
            uint32x4_t t10 = vaddq_u32(i_v, vdupq_n_u32(4));
            if (i_vec >= 4L) {
                break;
            }
            i_v = t10;
        }
        foo();
        printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
        round++;
    }
    return 0;
}
