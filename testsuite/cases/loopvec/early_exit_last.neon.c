/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 5 */
/* Values carried out of a loop with an early exit (`last = x;` on every iteration): the vector
 * loop carries each one's value before the vector iteration (its start, then the last lane of
 * the update); after an early exit the scalar loop resumes with it and runs the exiting
 * iteration again, so the value at the exiting iteration and the last one before it both come
 * out of the scalar loop. Matches at the first, a middle and the last element, and none. */
#include "harness.h"

float g_f[1024];

/* The value of the iteration before the match (set after the exit test); `a` is aligned by a peel. */
__attribute__((no_sanitize_address)) int before_match(int n, const int *a, int key) {
    int t1;
    int prev;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t10;
    int t18;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t1 = -1;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (t7 >= n) {
            i = t7;
            prev = t1;
            goto L20;
        }
        int t9 = a[t7];
        if (t9 == key) {
            i = t7;
            prev = t1;
            goto L20;
        }
        t1 = t9 * 2;
    }
    t10 = (long)n - t5;
    if ((t10 >= 16L) & t6) {
        long t3 = t10 & -16L;
        int32x4_t key_v = vdupq_n_s32(key);
        long i_vec = 0L;
        int t2 = t1;
        /* vcc: loop at early_exit_last.c:14 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            int32x4_t a_v = vld1q_s32(a + (int)((long)t7 + i_vec));
            uint32x4_t t11 = vceqq_s32(a_v, key_v);
            int32x4_t a_v_1 = vld1q_s32(a + (int)((long)t7 + (i_vec + 4L)));
            uint32x4_t t12 = vceqq_s32(a_v_1, key_v);
            int32x4_t a_v_2 = vld1q_s32(a + (int)((long)t7 + (i_vec + 8L)));
            uint32x4_t t13 = vceqq_s32(a_v_2, key_v);
            int32x4_t a_v_3 = vld1q_s32(a + (int)((long)t7 + (i_vec + 12L)));
            uint32x4_t t14 = vceqq_s32(a_v_3, key_v);
            uint32x4_t t15 = vorrq_u32(t11, t12);
            uint32x4_t t16 = vorrq_u32(t15, t13);
            uint32x4_t t17 = vorrq_u32(t16, t14);
            if ((vmaxvq_u32(t17) != 0)) {
                t3 = i_vec;
                t18 = t2;
                break;
            }
            int32x4_t prev_v = vmulq_s32(a_v_3, vdupq_n_s32(2));
            i_vec += 16L;
            t2 = vgetq_lane_s32(prev_v, 3);
            if (i_vec >= t3) {
                t18 = t2;
                break;
            }
        }
        i = (int)((long)t7 + t3);
        prev = t18;
    } else {
        i = t7;
        prev = t1;
    }
L20:
    for (; i < n; i++) {
        int t19 = a[i];
        if (t19 == key) {
            break;
        }
        prev = t19 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
__attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    unsigned int t7;
    long t8;
    unsigned int v_1;
    long t10;
    unsigned int t22;
    int i;
    unsigned int v_2;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 7U;
    t8 = 0L;
    for (t6 = 0; t8 < t4; t6++, t7 = v_1, t8++) {
        if (t6 >= n) {
            i = t6;
            v_2 = t7;
            goto L24;
        }
        unsigned int t9 = a[t6];
        v_1 = t9 ^ (unsigned int)t6;
        if (t9 == key) {
            i = t6;
            v_2 = t7;
            goto L24;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        uint32x4_t key_v = vdupq_n_u32(key);
        int32x4_t t11 = vdupq_n_s32(t6);
        uint32x4_t t12 = vreinterpretq_u32_s32(t11);
        uint32x4_t i_v = vaddq_u32(t12, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        unsigned int t1 = t7;
        /* vcc: loop at early_exit_last.c:25 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            uint32x4_t a_v = vld1q_u32(a + (int)((long)t6 + i_vec));
            uint32x4_t t13 = vceqq_u32(a_v, key_v);
            uint32x4_t a_v_1 = vld1q_u32(a + (int)((long)t6 + (i_vec + 4L)));
            uint32x4_t t14 = vceqq_u32(a_v_1, key_v);
            uint32x4_t a_v_2 = vld1q_u32(a + (int)((long)t6 + (i_vec + 8L)));
            uint32x4_t t15 = vceqq_u32(a_v_2, key_v);
            uint32x4_t t16 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_1 = vreinterpretq_s32_u32(t16);
            uint32x4_t a_v_3 = vld1q_u32(a + (int)((long)t6 + (i_vec + 12L)));
            uint32x4_t t17 = vreinterpretq_u32_s32(i_v_1);
            uint32x4_t v_v = veorq_u32(a_v_3, t17);
            uint32x4_t t18 = vceqq_u32(a_v_3, key_v);
            uint32x4_t t19 = vorrq_u32(t13, t14);
            uint32x4_t t20 = vorrq_u32(t19, t15);
            uint32x4_t t21 = vorrq_u32(t20, t18);
            if ((vmaxvq_u32(t21) != 0)) {
                t2 = i_vec;
                t22 = t1;
                break;
            }
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
            t1 = vgetq_lane_u32(v_v, 3);
            if (i_vec >= t2) {
                t22 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        v_2 = t22;
    } else {
        i = t6;
        v_2 = t7;
    }
L24:
    for (;; i++, v_2 = v) {
        if (i >= n) {
            v = v_2;
            break;
        }
        unsigned int t23 = a[i];
        v = t23 ^ (unsigned int)i;
        if (t23 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
float last_float(int n, float key) {
    float last;
    float t11;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1024L)) {
        long t2 = t3 & -16L;
        float32x4_t key_v = vdupq_n_f32(key);
        long i_vec = 0L;
        float t1 = 0.25f;
        /* vcc: loop at early_exit_last.c:36 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        for (;;) {
            float32x4_t g_f_v = vld1q_f32(&g_f[(int)i_vec]);
            uint32x4_t t4 = vceqq_f32(g_f_v, key_v);
            float32x4_t g_f_v_1 = vld1q_f32(&g_f[(int)(i_vec + 4L)]);
            uint32x4_t t5 = vceqq_f32(g_f_v_1, key_v);
            float32x4_t g_f_v_2 = vld1q_f32(&g_f[(int)(i_vec + 8L)]);
            uint32x4_t t6 = vceqq_f32(g_f_v_2, key_v);
            float32x4_t g_f_v_3 = vld1q_f32(&g_f[(int)(i_vec + 12L)]);
            uint32x4_t t7 = vceqq_f32(g_f_v_3, key_v);
            uint32x4_t t8 = vorrq_u32(t4, t5);
            uint32x4_t t9 = vorrq_u32(t8, t6);
            uint32x4_t t10 = vorrq_u32(t9, t7);
            if ((vmaxvq_u32(t10) != 0)) {
                t2 = i_vec;
                t11 = t1;
                break;
            }
            float32x4_t last_v = vmulq_f32(g_f_v_3, vdupq_n_f32(0.5f));
            i_vec += 16L;
            t1 = vgetq_lane_f32(last_v, 3);
            if (i_vec >= t2) {
                t11 = t1;
                break;
            }
        }
        i = (int)t2;
        last = t11;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        float t12 = g_f[i];
        if (t12 == key) {
            break;
        }
        last = t12 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
__attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
    unsigned long t2;
    long t3;
    int t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long i;
    long last;
    t2 = (unsigned long)s;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t5 = 0L;
    t7 = 0L;
    for (t6 = -1L; t7 < t3; t6 = t5, t5++, t7++) {
        if (t5 >= n) {
            i = t5;
            last = t6;
            goto L12;
        }
        if ((int)s[t5] < 0) {
            i = t5;
            last = t6;
            goto L12;
        }
    }
    t8 = n - t3;
    if ((t8 >= 16L) & t4) {
        long t1 = t8 & -16L;
        long i_vec = 0L;
        /* vcc: loop at early_exit_last.c:47 vectorized: VF 8, UF 2, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            int16x8_t s_v = vld1q_s16(s + (t5 + i_vec));
            uint16x8_t t9 = vcltq_s16(s_v, vdupq_n_s16(0));
            int16x8_t s_v_1 = vld1q_s16(s + (t5 + (i_vec + 8L)));
            uint16x8_t t10 = vcltq_s16(s_v_1, vdupq_n_s16(0));
            uint16x8_t t11 = vorrq_u16(t9, t10);
            if ((vmaxvq_u16(t11) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = t5 + t1;
        last = t6 + t1;
    } else {
        i = t5;
        last = t6;
    }
L12:
    for (; i < n; last = i, i++) {
        if ((int)s[i] < 0) {
            break;
        }
    }
    return last;
}

/* Two last values and a sum. */
__attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
    int t1;
    int t2;
    int sum;
    int y;
    unsigned long t6;
    long t7;
    int t8;
    int t9;
    int t10;
    long t11;
    int t12;
    long t13;
    uint32x4_t sum_v_4;
    uint32x4_t sum_v_5;
    uint32x4_t sum_v_6;
    uint32x4_t sum_v_7;
    int t25;
    int t26;
    int i;
    int x;
    int t30;
    t6 = (unsigned long)a;
    t7 = (long)((0UL - t6) & 63UL) / 4L;
    t8 = (t6 & 3UL) == 0UL;
    t9 = 0;
    t1 = 0;
    t2 = 0;
    t10 = 0;
    t11 = 0L;
    for (; t11 < t7; t9++, t10 = t12, t11++) {
        if (t9 >= n) {
            i = t9;
            sum = t1;
            y = t2;
            x = t10;
            goto L31;
        }
        t12 = a[t9];
        if (t12 > 90) {
            i = t9;
            sum = t1;
            y = t2;
            x = t10;
            goto L31;
        }
        t2 = t12 + 1;
        t1 += t12;
    }
    t13 = (long)n - t7;
    if ((t13 >= 16L) & t8) {
        long t5 = t13 & -16L;
        long i_vec = 0L;
        uint32x4_t sum_v = vdupq_n_u32(0);
        uint32x4_t sum_v_1 = vdupq_n_u32(0);
        uint32x4_t sum_v_2 = vdupq_n_u32(0);
        uint32x4_t sum_v_3 = vdupq_n_u32(0);
        int t3 = t2;
        int t4 = t10;
        /* vcc: loop at early_exit_last.c:58 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            int32x4_t a_v = vld1q_s32(a + (int)((long)t9 + i_vec));
            uint32x4_t t14 = vcgtq_s32(a_v, vdupq_n_s32(90));
            int32x4_t a_v_1 = vld1q_s32(a + (int)((long)t9 + (i_vec + 4L)));
            uint32x4_t t15 = vcgtq_s32(a_v_1, vdupq_n_s32(90));
            int32x4_t a_v_2 = vld1q_s32(a + (int)((long)t9 + (i_vec + 8L)));
            uint32x4_t t16 = vcgtq_s32(a_v_2, vdupq_n_s32(90));
            int32x4_t a_v_3 = vld1q_s32(a + (int)((long)t9 + (i_vec + 12L)));
            uint32x4_t t17 = vcgtq_s32(a_v_3, vdupq_n_s32(90));
            uint32x4_t t18 = vorrq_u32(t14, t15);
            uint32x4_t t19 = vorrq_u32(t18, t16);
            uint32x4_t t20 = vorrq_u32(t19, t17);
            if ((vmaxvq_u32(t20) != 0)) {
                t5 = i_vec;
                sum_v_4 = sum_v;
                sum_v_5 = sum_v_1;
                sum_v_6 = sum_v_2;
                sum_v_7 = sum_v_3;
                t25 = t3;
                t26 = t4;
                break;
            }
            uint32x4_t t21 = vreinterpretq_u32_s32(a_v);
            sum_v = vaddq_u32(sum_v, t21);
            uint32x4_t t22 = vreinterpretq_u32_s32(a_v_1);
            sum_v_1 = vaddq_u32(sum_v_1, t22);
            uint32x4_t t23 = vreinterpretq_u32_s32(a_v_2);
            sum_v_2 = vaddq_u32(sum_v_2, t23);
            int32x4_t y_v = vaddq_s32(a_v_3, vdupq_n_s32(1));
            uint32x4_t t24 = vreinterpretq_u32_s32(a_v_3);
            sum_v_3 = vaddq_u32(sum_v_3, t24);
            i_vec += 16L;
            t3 = vgetq_lane_s32(y_v, 3);
            t4 = vgetq_lane_s32(a_v_3, 3);
            if (i_vec >= t5) {
                sum_v_4 = sum_v;
                sum_v_5 = sum_v_1;
                sum_v_6 = sum_v_2;
                sum_v_7 = sum_v_3;
                t25 = t3;
                t26 = t4;
                break;
            }
        }
        uint32x4_t t27 = vaddq_u32(sum_v_4, sum_v_5);
        uint32x4_t t28 = vaddq_u32(t27, sum_v_6);
        uint32x4_t t29 = vaddq_u32(t28, sum_v_7);
        i = (int)((long)t9 + t5);
        sum = (int)((unsigned int)t1 + vaddvq_u32(t29));
        y = t25;
        x = t26;
    } else {
        i = t9;
        sum = t1;
        y = t2;
        x = t10;
    }
L31:
    for (; i < n; i++, x = t30) {
        t30 = a[i];
        if (t30 > 90) {
            break;
        }
        y = t30 + 1;
        sum += t30;
    }
    *out = y + sum;
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned *u = new_array(n, sizeof(unsigned));
        short *s = new_array(n, sizeof(short));
        FILL(a, n, -50, 100);
        FILL(b, n, 0, 90);
        FILL(u, n, 0, 1000);
        FILL(s, n, 0, 300);
        FILL(g_f, n, -20, 40);
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (pos >= 0)
                a[pos] = -77, u[pos] = 5000, g_f[pos] = 99.0f, s[pos] = -1, b[pos] = 95;
            int out = 0;
            int r1 = before_match(n, a, -77);
            unsigned r2 = at_match(n, u, 5000);
            float r3 = last_float(n, 99.0f);
            long r4 = last_index(n, s);
            int r5 = two_lasts(n, b, &out);
            printf("n=%d pos=%d: %d %u %a %ld %d %d\n", n, pos, r1, r2, r3, r4, r5, out);
            if (pos >= 0)
                a[pos] = 1, u[pos] = 3, g_f[pos] = 2.0f, s[pos] = 4, b[pos] = 5;
        }
        free(a), free(b), free(u), free(s);
    }
    return 0;
}
