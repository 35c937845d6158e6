/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
void iota3(long n, long *restrict a) {
    long t15;
    long i;
    if (n >= 8L) {
        long t1 = n & -8L;
        int64x2_t t2 = vdupq_n_s64(0L);
        uint64x2_t t3 = vreinterpretq_u64_s64(t2);
        uint64x2_t i_v = vaddq_u64(t3, ((uint64x2_t)(vcc_v2_ulong){0UL, 1UL}));
        long i_vec = 0L;
        /* vcc: loop at iota.c:6 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t i_v_2 = vreinterpretq_s64_u64(i_v);
            int64x2_t t4 = (int64x2_t)((vcc_v2_long)i_v_2 * (vcc_v2_long)vdupq_n_s64(3LL));
            int64x2_t t5 = vsubq_s64(t4, vdupq_n_s64(7LL));
            vst1q_s64(a + i_vec, t5);
            uint64x2_t t6 = vaddq_u64(i_v, vdupq_n_u64(2LL));
            int64x2_t i_v_3 = vreinterpretq_s64_u64(t6);
            int64x2_t t7 = (int64x2_t)((vcc_v2_long)i_v_3 * (vcc_v2_long)vdupq_n_s64(3LL));
            int64x2_t t8 = vsubq_s64(t7, vdupq_n_s64(7LL));
            vst1q_s64(a + (i_vec + 2L), t8);
            uint64x2_t t9 = vaddq_u64(i_v, vdupq_n_u64(4LL));
            int64x2_t i_v_4 = vreinterpretq_s64_u64(t9);
            int64x2_t t10 = (int64x2_t)((vcc_v2_long)i_v_4 * (vcc_v2_long)vdupq_n_s64(3LL));
            int64x2_t t11 = vsubq_s64(t10, vdupq_n_s64(7LL));
            vst1q_s64(a + (i_vec + 4L), t11);
            uint64x2_t t12 = vaddq_u64(i_v, vdupq_n_u64(6LL));
            int64x2_t i_v_5 = vreinterpretq_s64_u64(t12);
            int64x2_t t13 = (int64x2_t)((vcc_v2_long)i_v_5 * (vcc_v2_long)vdupq_n_s64(3LL));
            int64x2_t t14 = vsubq_s64(t13, vdupq_n_s64(7LL));
            vst1q_s64(a + (i_vec + 6L), t14);
            i_vec += 8L;
            i_v = vaddq_u64(i_v, vdupq_n_u64(8LL));
        } while (i_vec < t1);
        t15 = t1;
    } else {
        t15 = 0L;
    }
    long t16 = n + t15 * -1L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        int64x2_t t18 = vdupq_n_s64(t15);
        uint64x2_t t19 = vreinterpretq_u64_s64(t18);
        uint64x2_t i_v_1 = vaddq_u64(t19, ((uint64x2_t)(vcc_v2_ulong){0UL, 1UL}));
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:6 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t i_v_6 = vreinterpretq_s64_u64(i_v_1);
            int64x2_t t20 = (int64x2_t)((vcc_v2_long)i_v_6 * (vcc_v2_long)vdupq_n_s64(3LL));
            int64x2_t t21 = vsubq_s64(t20, vdupq_n_s64(7LL));
            vst1q_s64(a + (t15 + i_vec_1), t21);
            i_vec_1 += 2L;
            i_v_1 = vaddq_u64(i_v_1, vdupq_n_u64(2LL));
        } while (i_vec_1 < t17);
        i = t15 + t17;
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

int main(void) {
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        long n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at iota.c:15 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vst1q_s64(&a[i_vec], vdupq_n_s64(-1LL));
            vst1q_s64(&a[i_vec + 2L], vdupq_n_s64(-1LL));
            vst1q_s64(&a[i_vec + 4L], vdupq_n_s64(-1LL));
            vst1q_s64(&a[i_vec + 6L], vdupq_n_s64(-1LL));
            i_vec += 8L;
        } while (i_vec < 1000L);
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:15 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vst1q_s64(&a[1000L + i_vec_1], vdupq_n_s64(-1LL));
            i_vec_1 += 2L;
        } while (i_vec_1 < 2L);
        a[1002] = -1L;
        iota3(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 13L % 1000003L + a[i];
            i++;
        }
        printf("n=%ld check=%ld\n", n, check);
        c++;
    }
    return 0;
}
