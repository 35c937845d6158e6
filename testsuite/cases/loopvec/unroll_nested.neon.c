/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
/* Short constant-count loops that no vectorizer takes, inside another loop: their iterations
 * one after another (`unroll.rs`, NESTED_SCALAR; gcc -O3's complete peeling), so that shift
 * amounts and table rows are constants. zlib's braided CRC ran 1.8x faster so. The others must
 * stay loops: too many iterations, too large, not inside a loop, a symbolic count, an early
 * exit, an asm statement. */
#include "harness.h"

#define N 1001
unsigned tab[17][256];
unsigned long words[3 * N];
unsigned out[N];

/* zlib's braids: three words at a time, each through eight table rows. Unrolled. */
unsigned braids(int n) {
    int b = 0;
    unsigned int c0 = 0U;
    unsigned int c1 = 0U;
    unsigned int c2 = 0U;
    const unsigned long *w = words;
    while (b < n) {
        unsigned long w0 = (unsigned long)c0 ^ w[0];
        unsigned long w1 = (unsigned long)c1 ^ w[1];
        unsigned long w2 = (unsigned long)c2 ^ w[2];
        b++;
        c0 = tab[0][(long)(w0 & 255UL)] ^ tab[1][(long)((w0 >> 8) & 255UL)] ^ tab[2][(long)((w0 >> 16) & 255UL)] ^ tab[3][(long)((w0 >> 24) & 255UL)] ^ tab[4][(long)((w0 >> 32) & 255UL)] ^ tab[5][(long)((w0 >> 40) & 255UL)] ^ tab[6][(long)((w0 >> 48) & 255UL)] ^ tab[7][(long)((w0 >> 56) & 255UL)];
        c1 = tab[0][(long)(w1 & 255UL)] ^ tab[1][(long)((w1 >> 8) & 255UL)] ^ tab[2][(long)((w1 >> 16) & 255UL)] ^ tab[3][(long)((w1 >> 24) & 255UL)] ^ tab[4][(long)((w1 >> 32) & 255UL)] ^ tab[5][(long)((w1 >> 40) & 255UL)] ^ tab[6][(long)((w1 >> 48) & 255UL)] ^ tab[7][(long)((w1 >> 56) & 255UL)];
        c2 = tab[0][(long)(w2 & 255UL)] ^ tab[1][(long)((w2 >> 8) & 255UL)] ^ tab[2][(long)((w2 >> 16) & 255UL)] ^ tab[3][(long)((w2 >> 24) & 255UL)] ^ tab[4][(long)((w2 >> 32) & 255UL)] ^ tab[5][(long)((w2 >> 40) & 255UL)] ^ tab[6][(long)((w2 >> 48) & 255UL)] ^ tab[7][(long)((w2 >> 56) & 255UL)];
        w = w + 3;
    }
    return c0 ^ c1 ^ c2;
}

/* A hash over each word's bytes: a recurrence, four iterations. The outer loop is vectorized;
 * its scalar remainder's copy of the inner loop is unrolled. */
void byte_hash(int n) {
    int i;
    int i_1 = 0;
    /* vcc: loop at unroll_nested.c:36 vectorized as an outer loop: VF 2, inner loops: uniform, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 2U) {
            i = i_1;
            break;
        }
        uint32x2_t t1 = vdup_n_u32(2166136261U);
        int t4 = 0;
        while (t4 < 4) {
            uint64x2_t t5 = vld1q_u64(&words[i_1]);
            int32x2_t t6 = vdup_n_s32(8 * t4);
            uint64x2_t t7 = (uint64x2_t)((vcc_v2_ulong)t5 >> __builtin_convertvector((vcc_v2_int)t6, vcc_v2_ulong));
            uint64x2_t t8 = vdupq_n_u64(255UL);
            uint64x2_t t9 = vandq_u64(t7, t8);
            uint32x2_t t10 = vmovn_u64(t9);
            uint32x2_t t11 = veor_u32(t1, t10);
            uint32x2_t t12 = vdup_n_u32(16777619U);
            t1 = vmul_u32(t11, t12);
            t4++;
        }
        vst1_u32(&out[i_1], t1);
        i_1 += 2;
    }
    while (i < n) {
        long t2 = (long)i;
        unsigned long t3 = words[t2];
        out[t2] = (((((((2166136261U ^ (unsigned int)((t3 >> 0) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 8) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 16) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 24) & 255UL)) * 16777619U;
        i++;
    }
}

/* Seventeen iterations: more than gcc -O3 peels. Stays. */
unsigned seventeen(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 17; k++)
            c = c * 3 + tab[k][(words[i] >> k) & 0xff];
    return c;
}

/* Sixteen iterations of a long body: past the size budget. Stays. */
unsigned large_body(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 16; k++) {
            unsigned long w = words[i] ^ c;
            c = c * 3 + tab[k][w & 0xff] + tab[k][(w >> 8) & 0xff] * 5 + tab[k][(w >> 16) & 0xff] * 7;
            c ^= tab[k + 1][(w >> 24) & 0xff] + tab[k][(w >> 32) & 0xff] * 9 + tab[k][(w >> 40) & 0xff];
            c += tab[k][(w >> 48) & 0xff] * 11 + tab[k + 1][(w >> 56) & 0xff];
            c ^= (c >> 7) * 13 + tab[k][(c >> 3) & 0xff] + tab[k + 1][(c >> 11) & 0xff];
        }
    return c;
}

/* Not inside another loop: runs once, nothing to gain. Stays. */
unsigned top_level(unsigned long w) {
    unsigned c = 0;
    for (int k = 0; k < 8; k++)
        c = c * 5 + tab[k][(w >> (8 * k)) & 0xff];
    return c;
}

/* The inner count is a parameter. Stays. */
unsigned symbolic(int n, int m) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            c = c * 7 + tab[k][(words[i] >> (8 * k)) & 0xff];
    return c;
}

/* An early exit. Stays. */
unsigned early_exit(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 8; k++) {
            unsigned t = tab[k][(words[i] >> (8 * k)) & 0xff];
            if (t == 0)
                break;
            c = c * 11 + t;
        }
    return c;
}

/* An asm statement is never copied. Stays. */
unsigned with_asm(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            __asm__("");
            c = c * 13 + tab[k][(words[i] >> (8 * k)) & 0xff];
        }
    return c;
}

int main(void) {
    int t40;
    int n_1;
    int t48;
    int t49;
    (void)count_at;
    for (int r = 0; r < 17; r++) {
        int32x4_t r_v = vdupq_n_s32(r);
        int32x4_t t1 = vdupq_n_s32(0);
        uint32x4_t t2 = vreinterpretq_u32_s32(t1);
        uint32x4_t v_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        int32x4_t t3 = vandq_s32(r_v, vdupq_n_s32(7));
        uint32x4_t t4 = vreinterpretq_u32_s32(r_v);
        uint32x4_t t5 = vmulq_u32(t4, vdupq_n_u32(40503));
        long v_vec = 0L;
        /* vcc: loop at unroll_nested.c:110 vectorized: VF 4, UF 4, scalar epilogue */
        for (;;) {
            int32x4_t v_v_1 = vreinterpretq_s32_u32(v_v);
            uint32x4_t t6 = vreinterpretq_u32_s32(v_v_1);
            uint32x4_t t7 = vmulq_u32(t6, vdupq_n_u32(-1640531535));
            uint32x4_t t8 = (uint32x4_t)((vcc_v4_uint)t7 >> __builtin_convertvector((vcc_v4_int)t3, vcc_v4_uint));
            uint32x4_t t9 = veorq_u32(t8, t5);
            uint32x4_t t10 = vceqq_s32(v_v_1, vdupq_n_s32(77));
            uint32x4_t t11 = vbslq_u32(t10, vdupq_n_u32(0), vdupq_n_u32(1));
            uint32x4_t t12 = veorq_u32(t9, t11);
            vst1q_u32(&tab[r][v_vec], t12);
            uint32x4_t t13 = vaddq_u32(v_v, vdupq_n_u32(4));
            int32x4_t v_v_2 = vreinterpretq_s32_u32(t13);
            uint32x4_t t14 = vreinterpretq_u32_s32(v_v_2);
            uint32x4_t t15 = vmulq_u32(t14, vdupq_n_u32(-1640531535));
            uint32x4_t t16 = (uint32x4_t)((vcc_v4_uint)t15 >> __builtin_convertvector((vcc_v4_int)t3, vcc_v4_uint));
            uint32x4_t t17 = veorq_u32(t16, t5);
            uint32x4_t t18 = vceqq_s32(v_v_2, vdupq_n_s32(77));
            uint32x4_t t19 = vbslq_u32(t18, vdupq_n_u32(0), vdupq_n_u32(1));
            uint32x4_t t20 = veorq_u32(t17, t19);
            vst1q_u32(&tab[r][v_vec + 4L], t20);
            uint32x4_t t21 = vaddq_u32(v_v, vdupq_n_u32(8));
            int32x4_t v_v_3 = vreinterpretq_s32_u32(t21);
            uint32x4_t t22 = vreinterpretq_u32_s32(v_v_3);
            uint32x4_t t23 = vmulq_u32(t22, vdupq_n_u32(-1640531535));
            uint32x4_t t24 = (uint32x4_t)((vcc_v4_uint)t23 >> __builtin_convertvector((vcc_v4_int)t3, vcc_v4_uint));
            uint32x4_t t25 = veorq_u32(t24, t5);
            uint32x4_t t26 = vceqq_s32(v_v_3, vdupq_n_s32(77));
            uint32x4_t t27 = vbslq_u32(t26, vdupq_n_u32(0), vdupq_n_u32(1));
            uint32x4_t t28 = veorq_u32(t25, t27);
            vst1q_u32(&tab[r][v_vec + 8L], t28);
            uint32x4_t t29 = vaddq_u32(v_v, vdupq_n_u32(12));
            int32x4_t v_v_4 = vreinterpretq_s32_u32(t29);
            uint32x4_t t30 = vreinterpretq_u32_s32(v_v_4);
            uint32x4_t t31 = vmulq_u32(t30, vdupq_n_u32(-1640531535));
            uint32x4_t t32 = (uint32x4_t)((vcc_v4_uint)t31 >> __builtin_convertvector((vcc_v4_int)t3, vcc_v4_uint));
            uint32x4_t t33 = veorq_u32(t32, t5);
            uint32x4_t t34 = vceqq_s32(v_v_4, vdupq_n_s32(77));
            uint32x4_t t35 = vbslq_u32(t34, vdupq_n_u32(0), vdupq_n_u32(1));
            uint32x4_t t36 = veorq_u32(t33, t35);
            vst1q_u32(&tab[r][v_vec + 12L], t36);
            v_vec += 16L;
            uint32x4_t t37 = vaddq_u32(v_v, vdupq_n_u32(16));
            if (v_vec >= 256L) {
                break;
            }
            v_v = t37;
        }
    }
    for (int r_1 = 0; r_1 < 17; r_1++) {
        tab[r_1][(r_1 * 37) & 255] = 0U;
    }
    for (int i = 0; i < 3003; i++) {
        unsigned int t38 = next_rand();
        unsigned int t39 = next_rand();
        words[i] = ((unsigned long)t38 << 40) ^ ((unsigned long)t39 << 16) ^ (unsigned long)next_rand();
    }
    int count_idx = 0;
    int n = 0;
    for (;; count_idx++, n = n_1) {
        if (count_idx < 73) {
            if (count_idx <= 70) {
                t49 = count_idx;
            } else {
                if (count_idx == 71) {
                    t48 = 259;
                } else {
                    t48 = 1001;
                }
                t49 = t48;
            }
            t40 = 1;
            n_1 = t49;
        } else {
            t40 = 0;
            n_1 = n;
        }
        if (!t40) {
            return 0;
        }
        if (n_1 <= 1001) {
            byte_hash(n_1);
            unsigned int t41 = with_asm(n_1);
            unsigned int t42 = early_exit(n_1);
            unsigned int t43 = symbolic(n_1, n_1 % 9);
            unsigned int t44 = top_level(words[n_1]);
            unsigned int t45 = large_body(n_1);
            unsigned int t46 = seventeen(n_1);
            unsigned long t47 = hash_bytes((const void *)out, 4004UL);
            printf("%d %x %llx %x %x %x %x %x %x\n", n_1, braids(n_1), (unsigned long long)t47, t46, t45, t44, t43, t42, t41);
        }
    }
}
