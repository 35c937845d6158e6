/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* A four-accumulator hash round (xxHash's XXH32 round on four lanes): each accumulator takes
   its input word times a prime, rotates left by 13 (shifts by constants, whose `int` counts
   become a vector of the lanes' type) and is multiplied by another prime, in place: the
   loads of `acc` move down to its stores, which touch other elements. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

#define PRIME1 0x9E3779B1u
#define PRIME2 0x85EBCA77u

void round4(unsigned *restrict acc, const unsigned *restrict in) {
    unsigned int *t1 = acc + 0;
    uint32x4_t t2 = vld1q_u32(t1);
    uint32x4_t t3 = vld1q_u32(in + 0);
    uint32x4_t t4 = vmulq_u32(t3, vdupq_n_u32(-2048144777));
    uint32x4_t t5 = vaddq_u32(t2, t4);
    uint32x4_t t6 = vshlq_u32(t5, vreinterpretq_s32_u32(vdupq_n_u32(13)));
    uint32x4_t t7 = vshlq_u32(t5, vnegq_s32(vreinterpretq_s32_u32(vdupq_n_u32(19))));
    uint32x4_t t8 = vorrq_u32(t6, t7);
    uint32x4_t t9 = vmulq_u32(t8, vdupq_n_u32(-1640531535));
    vst1q_u32(t1, t9);
}

/* At file scope: a local `acc`, read at constant indices only and handed to round4 in a
   loop, would be kept in registers by cc once it inlines round4, which then stays scalar
   (`analysis/caller_locals.rs`, case caller_locals.c). */
static unsigned acc[4] = {1, PRIME1, PRIME2, 0xdeadbeefu};

int main(void) {
    unsigned int in[64];
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at hash.c:29 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
        uint32x4_t t3 = vreinterpretq_u32_s32(i_v_1);
        uint32x4_t t4 = vmulq_u32(t3, vdupq_n_u32(-1640531535));
        uint32x4_t t5 = vaddq_u32(t4, vdupq_n_u32(12345));
        vst1q_u32(&in[i_vec], t5);
        uint32x4_t t6 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_2 = vreinterpretq_s32_u32(t6);
        uint32x4_t t7 = vreinterpretq_u32_s32(i_v_2);
        uint32x4_t t8 = vmulq_u32(t7, vdupq_n_u32(-1640531535));
        uint32x4_t t9 = vaddq_u32(t8, vdupq_n_u32(12345));
        vst1q_u32(&in[i_vec + 4L], t9);
        uint32x4_t t10 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t10);
        uint32x4_t t11 = vreinterpretq_u32_s32(i_v_3);
        uint32x4_t t12 = vmulq_u32(t11, vdupq_n_u32(-1640531535));
        uint32x4_t t13 = vaddq_u32(t12, vdupq_n_u32(12345));
        vst1q_u32(&in[i_vec + 8L], t13);
        uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t14);
        uint32x4_t t15 = vreinterpretq_u32_s32(i_v_4);
        uint32x4_t t16 = vmulq_u32(t15, vdupq_n_u32(-1640531535));
        uint32x4_t t17 = vaddq_u32(t16, vdupq_n_u32(12345));
        vst1q_u32(&in[i_vec + 12L], t17);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 64L);
    for (int i = 0; i < 64; i += 4) {
        round4(acc, in + i);
    }
    printf("%08x %08x %08x %08x\n", acc[0], acc[1], acc[2], acc[3]);
    return 0;
}
