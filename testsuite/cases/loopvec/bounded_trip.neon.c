/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef signed char vcc_m16 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 2 */
/* Loops whose count is known only at run time but cannot exceed a small constant: zlib's bit
 * buffer refill `NEEDBITS(n)` (`while (bits < n) { ...; bits += 8; }` with `bits` unsigned)
 * runs at most (n + 7) / 8 times, and is left scalar; a loop bounded by 1000 is vectorized.
 * SQLite's sorter compares at most 8 bytes, the count read from a const table
 * (`analysis/ranges.rs`): left scalar; the same loop over a table the program may change is
 * vectorized. */
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
        /* vcc: loop at bounded_trip.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at bounded_trip.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
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

/* SQLite's vdbeSorterCompareInt: n is at most 8. */
static int compare_int(const unsigned char *v1, const unsigned char *v2, int s1) {
    static const unsigned char lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
    const unsigned char n = lens[s1];
    int res = 0;
    for (int i = 0; i < n; i++) {
        if ((res = v1[i] - v2[i]) != 0) {
            if (((v1[0] ^ v2[0]) & 0x80) != 0)
                res = v1[0] & 0x80 ? -1 : +1;
            break;
        }
    }
    return res;
}

/* The same over a table that is not const: up to 255 bytes. */
static unsigned char var_lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
__attribute__((no_sanitize_address)) static int compare_var(const unsigned char *v1, const unsigned char *v2, int s1) {
    int res;
    unsigned char n;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    int t7;
    long t8;
    int res_1;
    long t10;
    int t15;
    int i;
    int res_2;
    n = var_lens[s1];
    t3 = (unsigned long)v1;
    t4 = (long)((0UL - t3) & 15UL);
    t5 = 1 & (((t3 ^ (unsigned long)v2) & 15UL) == 0UL);
    t7 = 0;
    t8 = 0L;
    for (t6 = 0; t8 < t4; t6++, t7 = res_1, t8++) {
        if (t6 >= (int)n) {
            i = t6;
            res_2 = t7;
            goto L17;
        }
        long t9 = (long)t6;
        res_1 = (int)v1[t9] - (int)v2[t9];
        if (res_1 != 0) {
            i = t6;
            res_2 = t7;
            goto L17;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        long i_vec = 0L;
        int t1 = t7;
        /* vcc: loop at bounded_trip.c:55 vectorized: VF 16, UF 1, early exit, peeled to align `v1` to 16 bytes (and `v2` where it is misaligned alike), scalar epilogue */
        for (;;) {
            long t11 = (long)(int)((long)t6 + i_vec);
            uint8x16_t v1_v = vld1q_u8(v1 + t11);
            uint8x16_t v2_v = vld1q_u8(v2 + t11);
            vcc_v16_int t12 = ({ uint8x16_t vcc_w0 = v1_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t13 = ({ uint8x16_t vcc_w0 = v2_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int res_v = t12 - t13;
            uint8x16_t t14 = (uint8x16_t)__builtin_convertvector(res_v != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            if ((vmaxvq_u8(t14) != 0)) {
                t2 = i_vec;
                t15 = t1;
                break;
            }
            i_vec += 16L;
            t1 = res_v[15];
            if (i_vec >= t2) {
                t15 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        res_2 = t15;
    } else {
        i = t6;
        res_2 = t7;
    }
L17:
    for (;; i++, res_2 = res) {
        if (i >= (int)n) {
            res = res_2;
            break;
        }
        long t16 = (long)i;
        res = (int)v1[t16] - (int)v2[t16];
        if (res != 0) {
            break;
        }
    }
    return res;
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
        printf("n=%d %lx %u %u %d %d", n, hold, have, bits, (int)(next - bytes), sum_from(a, (unsigned)n % 1000));
        var_lens[9] = (unsigned char)(n % 64);
        for (int s = 0; s < 10; s++) {
            unsigned char x[64], y[64];
            memcpy(x, bytes, 64);
            memcpy(y, bytes, 64);
            y[n % 64] ^= (unsigned char)(1 + n % 3);
            y[0] ^= (unsigned char)(n & 0x80);
            printf(" %d %d", compare_int(x, y, s), compare_var(x, y, s));
        }
        printf("\n");
    }
    return 0;
}
