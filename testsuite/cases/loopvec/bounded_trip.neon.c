/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized 1 */
/* Loops whose count is known only at run time but cannot exceed a small constant: zlib's bit
 * buffer refill `NEEDBITS(n)` (`while (bits < n) { ...; bits += 8; }` with `bits` unsigned)
 * runs at most (n + 7) / 8 times, and is left scalar; a loop bounded by 1000 is vectorized. */
#include "harness.h"

/* At most 2 iterations: (23 - bits) / 8. */
static unsigned long need16(const unsigned char **pnext, unsigned *phave, unsigned long hold, unsigned *pbits) {
    const unsigned char *next = *pnext;
    unsigned have = *phave, bits = *pbits;
    while (bits < 16u) {
        if (have == 0)
            break;
        have--;
        hold += (unsigned long)(*next++) << bits;
        bits += 8;
    }
    *pnext = next;
    *phave = have;
    *pbits = bits;
    return hold;
}

/* At most 1000 - start iterations: worth vectors. */
static int sum_from(const int *a, unsigned start) {
    int s;
    unsigned int t14;
    int t15;
    unsigned int i;
    long t1 = (long)start * -1L + 1000L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at bounded_trip.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + ((long)start + i_vec));
            int32x4_t t3 = vmulq_s32(a_v, vdupq_n_s32(3));
            uint32x4_t t4 = vreinterpretq_u32_s32(t3);
            s_v = vaddq_u32(s_v, t4);
            int32x4_t a_v_1 = vld1q_s32(a + ((long)start + (i_vec + 4L)));
            int32x4_t t5 = vmulq_s32(a_v_1, vdupq_n_s32(3));
            uint32x4_t t6 = vreinterpretq_u32_s32(t5);
            s_v_1 = vaddq_u32(s_v_1, t6);
            int32x4_t a_v_2 = vld1q_s32(a + ((long)start + (i_vec + 8L)));
            int32x4_t t7 = vmulq_s32(a_v_2, vdupq_n_s32(3));
            uint32x4_t t8 = vreinterpretq_u32_s32(t7);
            s_v_2 = vaddq_u32(s_v_2, t8);
            int32x4_t a_v_3 = vld1q_s32(a + ((long)start + (i_vec + 12L)));
            int32x4_t t9 = vmulq_s32(a_v_3, vdupq_n_s32(3));
            uint32x4_t t10 = vreinterpretq_u32_s32(t9);
            s_v_3 = vaddq_u32(s_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t11 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t12 = vaddq_u32(t11, s_v_2);
        uint32x4_t t13 = vaddq_u32(t12, s_v_3);
        t14 = (unsigned int)((long)start + t2);
        t15 = (int)vaddvq_u32(t13);
    } else {
        t14 = start;
        t15 = 0;
    }
    long t16 = (long)t14 * -1L + 1000L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at bounded_trip.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t14 + i_vec_1));
            int32x4_t t18 = vmulq_s32(a_v_4, vdupq_n_s32(3));
            uint32x4_t t19 = vreinterpretq_u32_s32(t18);
            s_v_4 = vaddq_u32(s_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (unsigned int)((long)t14 + t17);
        s = (int)((unsigned int)t15 + vaddvq_u32(s_v_4));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < 1000U; i++) {
        s += a[i] * 3;
    }
    return s;
}

int main(void) {
    static unsigned char bytes[64];
    static int a[1000];
    FILL(bytes, 64, 0, 256);
    FILL(a, 1000, -100, 200);
    int n;
    FOR_EACH_COUNT(n) {
        const unsigned char *next = bytes;
        unsigned have = (unsigned)n % 5, bits = (unsigned)n % 17;
        unsigned long hold = need16(&next, &have, (unsigned long)n, &bits);
        printf("n=%d %lx %u %u %d %d\n", n, hold, have, bits, (int)(next - bytes), sum_from(a, (unsigned)n % 1000));
    }
    return 0;
}
