/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long long vcc_v2_ullong __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:6 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            int64x2_t b_v = vld1q_s64(b + i_vec);
            int64x2_t t3 = vaddq_s64(a_v, b_v);
            int64x2_t t4 = vsubq_s64(t3, vdupq_n_s64(12345678901LL));
            vst1q_s64(c + i_vec, t4);
            long t5 = i_vec + 2L;
            int64x2_t a_v_1 = vld1q_s64(a + t5);
            int64x2_t b_v_1 = vld1q_s64(b + t5);
            int64x2_t t6 = vaddq_s64(a_v_1, b_v_1);
            int64x2_t t7 = vsubq_s64(t6, vdupq_n_s64(12345678901LL));
            vst1q_s64(c + t5, t7);
            long t8 = i_vec + 4L;
            int64x2_t a_v_2 = vld1q_s64(a + t8);
            int64x2_t b_v_2 = vld1q_s64(b + t8);
            int64x2_t t9 = vaddq_s64(a_v_2, b_v_2);
            int64x2_t t10 = vsubq_s64(t9, vdupq_n_s64(12345678901LL));
            vst1q_s64(c + t8, t10);
            long t11 = i_vec + 6L;
            int64x2_t a_v_3 = vld1q_s64(a + t11);
            int64x2_t b_v_3 = vld1q_s64(b + t11);
            int64x2_t t12 = vaddq_s64(a_v_3, b_v_3);
            int64x2_t t13 = vsubq_s64(t12, vdupq_n_s64(12345678901LL));
            vst1q_s64(c + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:6 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int64x2_t a_v_4 = vld1q_s64(a + t17);
            int64x2_t b_v_4 = vld1q_s64(b + t17);
            int64x2_t t18 = vaddq_s64(a_v_4, b_v_4);
            int64x2_t t19 = vsubq_s64(t18, vdupq_n_s64(12345678901LL));
            vst1q_s64(c + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (long)((long long)(a[t20] + b[t20]) - 12345678901LL);
    }
}

void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:11 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint64x2_t a_v = vld1q_u64(a + i_vec);
            uint64x2_t t3 = (uint64x2_t)((vcc_v2_ullong)a_v * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            uint64x2_t t4 = (uint64x2_t)((vcc_v2_ullong)t3 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(7), vcc_v2_ullong));
            vst1q_u64(c + i_vec, t4);
            long t5 = i_vec + 2L;
            uint64x2_t a_v_1 = vld1q_u64(a + t5);
            uint64x2_t t6 = (uint64x2_t)((vcc_v2_ullong)a_v_1 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            uint64x2_t t7 = (uint64x2_t)((vcc_v2_ullong)t6 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(7), vcc_v2_ullong));
            vst1q_u64(c + t5, t7);
            long t8 = i_vec + 4L;
            uint64x2_t a_v_2 = vld1q_u64(a + t8);
            uint64x2_t t9 = (uint64x2_t)((vcc_v2_ullong)a_v_2 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            uint64x2_t t10 = (uint64x2_t)((vcc_v2_ullong)t9 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(7), vcc_v2_ullong));
            vst1q_u64(c + t8, t10);
            long t11 = i_vec + 6L;
            uint64x2_t a_v_3 = vld1q_u64(a + t11);
            uint64x2_t t12 = (uint64x2_t)((vcc_v2_ullong)a_v_3 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            uint64x2_t t13 = (uint64x2_t)((vcc_v2_ullong)t12 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(7), vcc_v2_ullong));
            vst1q_u64(c + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:11 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            uint64x2_t a_v_4 = vld1q_u64(a + t17);
            uint64x2_t t18 = (uint64x2_t)((vcc_v2_ullong)a_v_4 * (vcc_v2_ullong)vdupq_n_u64(-7046029254386353131LL));
            uint64x2_t t19 = (uint64x2_t)((vcc_v2_ullong)t18 >> __builtin_convertvector((vcc_v2_int)vdup_n_s32(7), vcc_v2_ullong));
            vst1q_u64(c + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (unsigned long)(((unsigned long long)a[t20] * 11400714819323198485ULL) >> 7);
    }
}

int64_t sum_i64(int n, const int64_t *a) {
    long s;
    int t10;
    long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at int64_ops.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            uint64x2_t t3 = vreinterpretq_u64_s64(a_v);
            s_v = vaddq_u64(s_v, t3);
            int64x2_t a_v_1 = vld1q_s64(a + (i_vec + 2L));
            uint64x2_t t4 = vreinterpretq_u64_s64(a_v_1);
            s_v_1 = vaddq_u64(s_v_1, t4);
            int64x2_t a_v_2 = vld1q_s64(a + (i_vec + 4L));
            uint64x2_t t5 = vreinterpretq_u64_s64(a_v_2);
            s_v_2 = vaddq_u64(s_v_2, t5);
            int64x2_t a_v_3 = vld1q_s64(a + (i_vec + 6L));
            uint64x2_t t6 = vreinterpretq_u64_s64(a_v_3);
            s_v_3 = vaddq_u64(s_v_3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t7 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t8 = vaddq_u64(t7, s_v_2);
        uint64x2_t t9 = vaddq_u64(t8, s_v_3);
        t10 = (int)t2;
        t11 = (long)vaddvq_u64(t9);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at int64_ops.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t a_v_4 = vld1q_s64(a + ((long)t10 + i_vec_1));
            uint64x2_t t14 = vreinterpretq_u64_s64(a_v_4);
            s_v_4 = vaddq_u64(s_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (long)((unsigned long)t11 + vaddvq_u64(s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

uint64_t xor_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t6;
    unsigned long t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t x_v = vdupq_n_u64(0LL);
        uint64x2_t x_v_1 = vdupq_n_u64(0LL);
        uint64x2_t x_v_2 = vdupq_n_u64(0LL);
        uint64x2_t x_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at int64_ops.c:24 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint64x2_t a_v = vld1q_u64(a + i_vec);
            x_v = veorq_u64(x_v, a_v);
            uint64x2_t a_v_1 = vld1q_u64(a + (i_vec + 2L));
            x_v_1 = veorq_u64(x_v_1, a_v_1);
            uint64x2_t a_v_2 = vld1q_u64(a + (i_vec + 4L));
            x_v_2 = veorq_u64(x_v_2, a_v_2);
            uint64x2_t a_v_3 = vld1q_u64(a + (i_vec + 6L));
            x_v_3 = veorq_u64(x_v_3, a_v_3);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t3 = veorq_u64(x_v, x_v_1);
        uint64x2_t t4 = veorq_u64(t3, x_v_2);
        uint64x2_t t5 = veorq_u64(t4, x_v_3);
        t6 = (int)t2;
        t7 = 0UL ^ ({ uint64x2_t vcc_v = t5; vcc_v = veorq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
    } else {
        t6 = 0;
        t7 = 0UL;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t x_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at int64_ops.c:24 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            uint64x2_t a_v_4 = vld1q_u64(a + ((long)t6 + i_vec_1));
            x_v_4 = veorq_u64(x_v_4, a_v_4);
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ ({ uint64x2_t vcc_v = x_v_4; vcc_v = veorq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int64_t *a = new_array(n, 8), *b = new_array(n, 8), *c = new_array(n, 8);
        uint64_t *ua = new_array(n, 8), *uc = new_array(n, 8);
        FILL(a, n, -1000000, 2000000);
        FILL(b, n, -1000000, 2000000);
        for (int i = 0; i < n; i++) {
            a[i] *= 4099;
            ua[i] = ((uint64_t)next_rand() << 40) ^ next_rand();
        }
        add_i64(n, c, a, b);
        mulshift_u64(n, uc, ua);
        printf("n=%d add=%llx mulshift=%llx sum=%lld xor=%llx\n", n, HASH(c, n), HASH(uc, n),
               (long long)sum_i64(n, a), (unsigned long long)xor_u64(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
