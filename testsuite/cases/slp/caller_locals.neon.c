/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* A helper handed a pointer to its caller's local array, which the caller reads and writes
   only at constant indices (xxHash's XXH32 accumulators), stays scalar: once cc inlines it,
   the array lives in registers, and vector loads and stores would keep it in memory, every
   iteration of the caller's loop a store and a load (XXH32 ran 2.2x slower so). The same
   helpers called with an array the caller indexes at run time (kept in memory anyway), or
   with the caller's own pointer, are vectorized. */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

typedef unsigned int u32;

static inline void init_regs(u32 *acc, u32 seed) {
    acc[0] = seed + 2654435761u;
    acc[1] = seed + 2246822519u;
    acc[2] = seed + 3266489917u;
    acc[3] = seed - 668265263u;
}

static inline u32 merge_regs(const u32 *acc) {
    return ((acc[0] << 1) | (acc[0] >> 31)) + ((acc[1] << 7) | (acc[1] >> 25)) +
           ((acc[2] << 12) | (acc[2] >> 20)) + ((acc[3] << 18) | (acc[3] >> 14));
}

/* Its accumulators at constant indices only: both helpers stay scalar. */
u32 hash_blocks(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_regs(acc, seed);
    for (int i = 0; i + 4 <= n; i += 4) {
        acc[0] = (acc[0] + p[i] * 2246822519u) * 2654435761u;
        acc[1] = (acc[1] + p[i + 1] * 2246822519u) * 2654435761u;
        acc[2] = (acc[2] + p[i + 2] * 2246822519u) * 2654435761u;
        acc[3] = (acc[3] + p[i + 3] * 2246822519u) * 2654435761u;
    }
    return merge_regs(acc);
}

static inline void init_mem(u32 *acc, u32 seed) {
    uint32x2_t t1 = vdup_n_u32(seed);
    uint32x2_t t2 = vadd_u32(t1, ((uint32x2_t)(vcc_v2_uint){2654435761U, 2246822519U}));
    vst1_u32(acc + 0, t2);
    acc[2] = seed + 3266489917U;
    acc[3] = seed - 668265263U;
}

static inline u32 merge_mem(const u32 *acc) {
    uint32x4_t t1 = vld1q_u32(acc + 0);
    uint32x4_t t2 = vshlq_u32(t1, vreinterpretq_s32_u32(((uint32x4_t)(vcc_v4_uint){1U, 7U, 12U, 18U})));
    uint32x4_t t3 = vshlq_u32(t1, vnegq_s32(vreinterpretq_s32_u32(((uint32x4_t)(vcc_v4_uint){31U, 25U, 20U, 14U}))));
    uint32x4_t t4 = vorrq_u32(t2, t3);
    return vaddvq_u32(t4);
}

/* Its accumulator picked at run time: the array stays in memory, the helpers vectorize. */
u32 hash_words(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_mem(acc, seed);
    for (int i = 0; i < n; i++)
        acc[i & 3] ^= p[i] * 2654435761u;
    return merge_mem(acc);
}

int main(void) {
    unsigned int data[64];
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at caller_locals.c:60 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
        uint32x4_t t3 = vreinterpretq_u32_s32(i_v_1);
        uint32x4_t t4 = vmulq_u32(t3, vdupq_n_u32(-2048144777));
        uint32x4_t t5 = vaddq_u32(t4, vdupq_n_u32(12345));
        vst1q_u32(&data[i_vec], t5);
        uint32x4_t t6 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_2 = vreinterpretq_s32_u32(t6);
        uint32x4_t t7 = vreinterpretq_u32_s32(i_v_2);
        uint32x4_t t8 = vmulq_u32(t7, vdupq_n_u32(-2048144777));
        uint32x4_t t9 = vaddq_u32(t8, vdupq_n_u32(12345));
        vst1q_u32(&data[i_vec + 4L], t9);
        uint32x4_t t10 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t10);
        uint32x4_t t11 = vreinterpretq_u32_s32(i_v_3);
        uint32x4_t t12 = vmulq_u32(t11, vdupq_n_u32(-2048144777));
        uint32x4_t t13 = vaddq_u32(t12, vdupq_n_u32(12345));
        vst1q_u32(&data[i_vec + 8L], t13);
        uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t14);
        uint32x4_t t15 = vreinterpretq_u32_s32(i_v_4);
        uint32x4_t t16 = vmulq_u32(t15, vdupq_n_u32(-2048144777));
        uint32x4_t t17 = vaddq_u32(t16, vdupq_n_u32(12345));
        vst1q_u32(&data[i_vec + 12L], t17);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 64L);
    for (int n = 0; n <= 64; n += 13) {
        const unsigned int *t18 = data;
        unsigned int t19 = hash_words(t18, n, 7U);
        printf("%d: %08x %08x\n", n, hash_blocks(t18, n, (unsigned int)n), t19);
    }
    return 0;
}
