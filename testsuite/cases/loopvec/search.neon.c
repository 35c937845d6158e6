/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 14 */
#include "harness.h"

/* Loops with early exits whose tests read arrays of known length (globals and a local): the
   vector loop tests VF·UF iterations at once and, when one would leave, lets the scalar loop run
   them again. The arrays hold exactly MAXN elements, so a read past them is an ASan error. */
#define MAXN 1001

static int g[MAXN];
static int h[MAXN];
static short s16[MAXN];
static unsigned char bytes[MAXN];
static double d[MAXN];
static int out[MAXN];
static int tab[256];

/* The first match, or -1: the trip count n is bounded by a guard (n <= MAXN). */
int find_first(int n, int x) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        int32x4_t x_v = vdupq_n_s32(x);
        long i_vec = 0L;
        /* vcc: loop at search.c:19 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        do {
            int32x4_t g_v = vld1q_s32(&g[(int)i_vec]);
            uint32x4_t t3 = vceqq_s32(g_v, x_v);
            int32x4_t g_v_1 = vld1q_s32(&g[(int)(i_vec + 4L)]);
            uint32x4_t t4 = vceqq_s32(g_v_1, x_v);
            int32x4_t g_v_2 = vld1q_s32(&g[(int)(i_vec + 8L)]);
            uint32x4_t t5 = vceqq_s32(g_v_2, x_v);
            int32x4_t g_v_3 = vld1q_s32(&g[(int)(i_vec + 12L)]);
            uint32x4_t t6 = vceqq_s32(g_v_3, x_v);
            uint32x4_t t7 = vorrq_u32(t3, t4);
            uint32x4_t t8 = vorrq_u32(t7, t5);
            uint32x4_t t9 = vorrq_u32(t8, t6);
            if ((vmaxvq_u32(t9) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (g[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A constant trip count inside the array: no guard. */
int find_in_table(int x) {
    long t8;
    int32x4_t x_v = vdupq_n_s32(x);
    long i_vec = 0L;
    /* vcc: loop at search.c:27 vectorized: VF 4, UF 4, early exit, scalar epilogue */
    for (;;) {
        int32x4_t tab_v = vld1q_s32(&tab[(int)i_vec]);
        uint32x4_t t1 = vceqq_s32(tab_v, x_v);
        int32x4_t tab_v_1 = vld1q_s32(&tab[(int)(i_vec + 4L)]);
        uint32x4_t t2 = vceqq_s32(tab_v_1, x_v);
        int32x4_t tab_v_2 = vld1q_s32(&tab[(int)(i_vec + 8L)]);
        uint32x4_t t3 = vceqq_s32(tab_v_2, x_v);
        int32x4_t tab_v_3 = vld1q_s32(&tab[(int)(i_vec + 12L)]);
        uint32x4_t t4 = vceqq_s32(tab_v_3, x_v);
        uint32x4_t t5 = vorrq_u32(t1, t2);
        uint32x4_t t6 = vorrq_u32(t5, t3);
        uint32x4_t t7 = vorrq_u32(t6, t4);
        if ((vmaxvq_u32(t7) != 0)) {
            t8 = i_vec;
            break;
        }
        i_vec += 16L;
        if (i_vec >= 256L) {
            t8 = 256L;
            break;
        }
    }
    for (int i = (int)t8; i < 256; i++) {
        if (tab[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
int until_zero(int n) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at search.c:36 vectorized: VF 8, UF 2, early exit, scalar epilogue */
        do {
            int16x8_t s16_v = vld1q_s16(&s16[(int)i_vec]);
            uint16x8_t t3 = vceqq_s16(s16_v, vdupq_n_s16(0));
            int16x8_t s16_v_1 = vld1q_s16(&s16[(int)(i_vec + 8L)]);
            uint16x8_t t4 = vceqq_s16(s16_v_1, vdupq_n_s16(0));
            uint16x8_t t5 = vorrq_u16(t3, t4);
            if ((vmaxvq_u16(t5) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)s16[i] == 0) {
            break;
        }
    }
    return i;
}

/* The same as a while loop: simplify threads the `&&` into two exits. */
int until_zero_while(int n) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at search.c:45 vectorized: VF 8, UF 2, early exit, scalar epilogue */
        do {
            int16x8_t s16_v = vld1q_s16(&s16[(int)i_vec]);
            uint16x8_t t3 = vmvnq_u16(vceqq_s16(s16_v, vdupq_n_s16(0)));
            int16x8_t s16_v_1 = vld1q_s16(&s16[(int)(i_vec + 8L)]);
            uint16x8_t t4 = vmvnq_u16(vceqq_s16(s16_v_1, vdupq_n_s16(0)));
            uint16x8_t t5 = vmvnq_u16(t3);
            uint16x8_t t6 = vmvnq_u16(t4);
            uint16x8_t t7 = vorrq_u16(t5, t6);
            if ((vmaxvq_u16(t7) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (((int)s16[i] != 0) == 0) {
            break;
        }
    }
    return i;
}

/* Two exits that return different values. */
int two_exits(int n, int x, int y) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        int32x4_t x_v = vdupq_n_s32(x);
        int32x4_t y_v = vdupq_n_s32(y);
        long i_vec = 0L;
        /* vcc: loop at search.c:52 vectorized: VF 4, UF 4, 2 early exits, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            int32x4_t g_v = vld1q_s32(&g[t3]);
            uint32x4_t t4 = vceqq_s32(g_v, x_v);
            int32x4_t h_v = vld1q_s32(&h[t3]);
            uint32x4_t t5 = vcgtq_s32(h_v, y_v);
            long t6 = (long)(int)(i_vec + 4L);
            int32x4_t g_v_1 = vld1q_s32(&g[t6]);
            uint32x4_t t7 = vceqq_s32(g_v_1, x_v);
            int32x4_t h_v_1 = vld1q_s32(&h[t6]);
            uint32x4_t t8 = vcgtq_s32(h_v_1, y_v);
            long t9 = (long)(int)(i_vec + 8L);
            int32x4_t g_v_2 = vld1q_s32(&g[t9]);
            uint32x4_t t10 = vceqq_s32(g_v_2, x_v);
            int32x4_t h_v_2 = vld1q_s32(&h[t9]);
            uint32x4_t t11 = vcgtq_s32(h_v_2, y_v);
            long t12 = (long)(int)(i_vec + 12L);
            int32x4_t g_v_3 = vld1q_s32(&g[t12]);
            uint32x4_t t13 = vceqq_s32(g_v_3, x_v);
            int32x4_t h_v_3 = vld1q_s32(&h[t12]);
            uint32x4_t t14 = vcgtq_s32(h_v_3, y_v);
            uint32x4_t t15 = vorrq_u32(t4, t7);
            uint32x4_t t16 = vorrq_u32(t15, t10);
            uint32x4_t t17 = vorrq_u32(t16, t13);
            uint32x4_t t18 = vorrq_u32(t17, t5);
            uint32x4_t t19 = vorrq_u32(t18, t8);
            uint32x4_t t20 = vorrq_u32(t19, t11);
            uint32x4_t t21 = vorrq_u32(t20, t14);
            if ((vmaxvq_u32(t21) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        if (g[t22] == x) {
            return i;
        }
        if (h[t22] > y) {
            return -i - 2;
        }
    }
    return -1;
}

/* A sum up to the first negative element: the reduction runs after the exit test. */
int sum_until_negative(int n) {
    int sum;
    uint32x4_t sum_v_4;
    uint32x4_t sum_v_5;
    uint32x4_t sum_v_6;
    uint32x4_t sum_v_7;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        long i_vec = 0L;
        uint32x4_t sum_v = vdupq_n_u32(0);
        uint32x4_t sum_v_1 = vdupq_n_u32(0);
        uint32x4_t sum_v_2 = vdupq_n_u32(0);
        uint32x4_t sum_v_3 = vdupq_n_u32(0);
        /* vcc: loop at search.c:64 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        for (;;) {
            int32x4_t g_v = vld1q_s32(&g[(int)i_vec]);
            uint32x4_t t3 = vcltq_s32(g_v, vdupq_n_s32(0));
            int32x4_t g_v_1 = vld1q_s32(&g[(int)(i_vec + 4L)]);
            uint32x4_t t4 = vcltq_s32(g_v_1, vdupq_n_s32(0));
            int32x4_t g_v_2 = vld1q_s32(&g[(int)(i_vec + 8L)]);
            uint32x4_t t5 = vcltq_s32(g_v_2, vdupq_n_s32(0));
            int32x4_t g_v_3 = vld1q_s32(&g[(int)(i_vec + 12L)]);
            uint32x4_t t6 = vcltq_s32(g_v_3, vdupq_n_s32(0));
            uint32x4_t t7 = vorrq_u32(t3, t4);
            uint32x4_t t8 = vorrq_u32(t7, t5);
            uint32x4_t t9 = vorrq_u32(t8, t6);
            if ((vmaxvq_u32(t9) != 0)) {
                t1 = i_vec;
                sum_v_4 = sum_v;
                sum_v_5 = sum_v_1;
                sum_v_6 = sum_v_2;
                sum_v_7 = sum_v_3;
                break;
            }
            uint32x4_t t10 = vreinterpretq_u32_s32(g_v);
            sum_v = vaddq_u32(sum_v, t10);
            uint32x4_t t11 = vreinterpretq_u32_s32(g_v_1);
            sum_v_1 = vaddq_u32(sum_v_1, t11);
            uint32x4_t t12 = vreinterpretq_u32_s32(g_v_2);
            sum_v_2 = vaddq_u32(sum_v_2, t12);
            uint32x4_t t13 = vreinterpretq_u32_s32(g_v_3);
            sum_v_3 = vaddq_u32(sum_v_3, t13);
            i_vec += 16L;
            if (i_vec >= t1) {
                sum_v_4 = sum_v;
                sum_v_5 = sum_v_1;
                sum_v_6 = sum_v_2;
                sum_v_7 = sum_v_3;
                break;
            }
        }
        uint32x4_t t14 = vaddq_u32(sum_v_4, sum_v_5);
        uint32x4_t t15 = vaddq_u32(t14, sum_v_6);
        uint32x4_t t16 = vaddq_u32(t15, sum_v_7);
        i = (int)t1;
        sum = (int)vaddvq_u32(t16);
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        int t17 = g[i];
        if (t17 < 0) {
            break;
        }
        sum += t17;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
unsigned xor_until(int n, int x, int *where) {
    uint32x4_t acc_v;
    uint32x4_t acc_v_1;
    uint32x4_t acc_v_2;
    uint32x4_t acc_v_3;
    unsigned int acc;
    int i;
    unsigned int acc_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        int32x4_t x_v = vdupq_n_s32(x);
        long i_vec = 0L;
        uint32x4_t acc_v_4 = vdupq_n_u32(0);
        uint32x4_t acc_v_5 = vdupq_n_u32(0);
        uint32x4_t acc_v_6 = vdupq_n_u32(0);
        uint32x4_t acc_v_7 = vdupq_n_u32(0);
        /* vcc: loop at search.c:76 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        for (;;) {
            long t3 = (long)(int)i_vec;
            int32x4_t h_v = vld1q_s32(&h[t3]);
            uint32x4_t t4 = vreinterpretq_u32_s32(h_v);
            acc_v = veorq_u32(acc_v_4, t4);
            int32x4_t g_v = vld1q_s32(&g[t3]);
            uint32x4_t t5 = vceqq_s32(g_v, x_v);
            long t6 = (long)(int)(i_vec + 4L);
            int32x4_t h_v_1 = vld1q_s32(&h[t6]);
            uint32x4_t t7 = vreinterpretq_u32_s32(h_v_1);
            acc_v_1 = veorq_u32(acc_v_5, t7);
            int32x4_t g_v_1 = vld1q_s32(&g[t6]);
            uint32x4_t t8 = vceqq_s32(g_v_1, x_v);
            long t9 = (long)(int)(i_vec + 8L);
            int32x4_t h_v_2 = vld1q_s32(&h[t9]);
            uint32x4_t t10 = vreinterpretq_u32_s32(h_v_2);
            acc_v_2 = veorq_u32(acc_v_6, t10);
            int32x4_t g_v_2 = vld1q_s32(&g[t9]);
            uint32x4_t t11 = vceqq_s32(g_v_2, x_v);
            long t12 = (long)(int)(i_vec + 12L);
            int32x4_t h_v_3 = vld1q_s32(&h[t12]);
            uint32x4_t t13 = vreinterpretq_u32_s32(h_v_3);
            acc_v_3 = veorq_u32(acc_v_7, t13);
            int32x4_t g_v_3 = vld1q_s32(&g[t12]);
            uint32x4_t t14 = vceqq_s32(g_v_3, x_v);
            uint32x4_t t15 = vorrq_u32(t5, t8);
            uint32x4_t t16 = vorrq_u32(t15, t11);
            uint32x4_t t17 = vorrq_u32(t16, t14);
            if ((vmaxvq_u32(t17) != 0)) {
                t1 = i_vec;
                acc_v = acc_v_4;
                acc_v_1 = acc_v_5;
                acc_v_2 = acc_v_6;
                acc_v_3 = acc_v_7;
                break;
            }
            i_vec += 16L;
            if (i_vec >= t1) {
                break;
            }
            acc_v_4 = acc_v;
            acc_v_5 = acc_v_1;
            acc_v_6 = acc_v_2;
            acc_v_7 = acc_v_3;
        }
        uint32x4_t t18 = veorq_u32(acc_v, acc_v_1);
        uint32x4_t t19 = veorq_u32(t18, acc_v_2);
        uint32x4_t t20 = veorq_u32(t19, acc_v_3);
        i = (int)t1;
        acc_1 = 7U ^ ({ uint32x4_t vcc_v = t20; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = 0;
        acc_1 = 7U;
    }
    for (;; i++, acc_1 = acc) {
        if (i >= n) {
            acc = acc_1;
            break;
        }
        long t21 = (long)i;
        acc = acc_1 ^ (unsigned int)h[t21];
        if (g[t21] == x) {
            break;
        }
    }
    *where = i;
    return acc;
}

/* A byte search (32 lanes on AVX2). */
int find_byte(int n, unsigned char c) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        uint8x16_t c_v = vdupq_n_u8(c);
        long i_vec = 0L;
        /* vcc: loop at search.c:87 vectorized: VF 16, UF 1, early exit, scalar epilogue */
        do {
            uint8x16_t bytes_v = vld1q_u8(&bytes[(int)i_vec]);
            uint8x16_t t3 = vceqq_u8(bytes_v, c_v);
            if ((vmaxvq_u8(t3) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)bytes[i] == (int)c) {
            return i;
        }
    }
    return n;
}

/* A float compare. */
int first_above(int n, double t) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 8L) & (t2 <= 1001L)) {
        long t1 = t2 & -8L;
        float64x2_t t_v = vdupq_n_f64(t);
        long i_vec = 0L;
        /* vcc: loop at search.c:95 vectorized: VF 2, UF 4, early exit, scalar epilogue */
        do {
            float64x2_t d_v = vld1q_f64(&d[(int)i_vec]);
            uint64x2_t t3 = vcgtq_f64(d_v, t_v);
            float64x2_t d_v_1 = vld1q_f64(&d[(int)(i_vec + 2L)]);
            uint64x2_t t4 = vcgtq_f64(d_v_1, t_v);
            float64x2_t d_v_2 = vld1q_f64(&d[(int)(i_vec + 4L)]);
            uint64x2_t t5 = vcgtq_f64(d_v_2, t_v);
            float64x2_t d_v_3 = vld1q_f64(&d[(int)(i_vec + 6L)]);
            uint64x2_t t6 = vcgtq_f64(d_v_3, t_v);
            uint64x2_t t7 = vorrq_u64(t3, t4);
            uint64x2_t t8 = vorrq_u64(t7, t5);
            uint64x2_t t9 = vorrq_u64(t8, t6);
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t9)) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 8L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (d[i] > t) {
            return i;
        }
    }
    return -1;
}

/* A store after the exit test: it runs only in vector iterations no lane leaves. */
int copy_until(int n, int x) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        int32x4_t x_v = vdupq_n_s32(x);
        long i_vec = 0L;
        /* vcc: loop at search.c:104 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            int32x4_t g_v = vld1q_s32(&g[t3]);
            uint32x4_t t4 = vceqq_s32(g_v, x_v);
            long t5 = (long)(int)(i_vec + 4L);
            int32x4_t g_v_1 = vld1q_s32(&g[t5]);
            uint32x4_t t6 = vceqq_s32(g_v_1, x_v);
            long t7 = (long)(int)(i_vec + 8L);
            int32x4_t g_v_2 = vld1q_s32(&g[t7]);
            uint32x4_t t8 = vceqq_s32(g_v_2, x_v);
            long t9 = (long)(int)(i_vec + 12L);
            int32x4_t g_v_3 = vld1q_s32(&g[t9]);
            uint32x4_t t10 = vceqq_s32(g_v_3, x_v);
            uint32x4_t t11 = vorrq_u32(t4, t6);
            uint32x4_t t12 = vorrq_u32(t11, t8);
            uint32x4_t t13 = vorrq_u32(t12, t10);
            if ((vmaxvq_u32(t13) != 0)) {
                t1 = i_vec;
                break;
            }
            int32x4_t h_v = vld1q_s32(&h[t3]);
            int32x4_t t14 = vaddq_s32(h_v, vdupq_n_s32(1));
            vst1q_s32(&out[t3], t14);
            int32x4_t h_v_1 = vld1q_s32(&h[t5]);
            int32x4_t t15 = vaddq_s32(h_v_1, vdupq_n_s32(1));
            vst1q_s32(&out[t5], t15);
            int32x4_t h_v_2 = vld1q_s32(&h[t7]);
            int32x4_t t16 = vaddq_s32(h_v_2, vdupq_n_s32(1));
            vst1q_s32(&out[t7], t16);
            int32x4_t h_v_3 = vld1q_s32(&h[t9]);
            int32x4_t t17 = vaddq_s32(h_v_3, vdupq_n_s32(1));
            vst1q_s32(&out[t9], t17);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        if (g[t18] == x) {
            break;
        }
        out[t18] = h[t18] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
int local_search(int n, int seed, int x) {
    int loc[64];
    int k;
    int i;
    int t3 = (int)(unsigned int)seed;
    if (1 & (t3 >= 0)) {
        int32x4_t t4 = vdupq_n_s32(t3 % 50);
        int32x4_t t5 = vaddq_s32(t4, ((int32x4_t)(vcc_v4_int){0, 7, 14, 21}));
        uint32x4_t t6 = vreinterpretq_u32_s32(t5);
        uint32x4_t t7 = vsubq_u32(t6, vdupq_n_u32(50));
        uint32x4_t t8 = vminq_u32(t6, t7);
        int32x4_t t1 = vreinterpretq_s32_u32(t8);
        long k_vec = 0L;
        /* vcc: loop at search.c:115 vectorized: VF 4, UF 4, the remainder at 116:18 by 50 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        do {
            vst1q_s32(&loc[k_vec], t1);
            int32x4_t t9 = vaddq_s32(t1, vdupq_n_s32(28));
            uint32x4_t t10 = vreinterpretq_u32_s32(t9);
            uint32x4_t t11 = vsubq_u32(t10, vdupq_n_u32(50));
            uint32x4_t t12 = vminq_u32(t10, t11);
            int32x4_t t13 = vreinterpretq_s32_u32(t12);
            vst1q_s32(&loc[k_vec + 4L], t13);
            int32x4_t t14 = vaddq_s32(t1, vdupq_n_s32(6));
            uint32x4_t t15 = vreinterpretq_u32_s32(t14);
            uint32x4_t t16 = vsubq_u32(t15, vdupq_n_u32(50));
            uint32x4_t t17 = vminq_u32(t15, t16);
            int32x4_t t18 = vreinterpretq_s32_u32(t17);
            vst1q_s32(&loc[k_vec + 8L], t18);
            int32x4_t t19 = vaddq_s32(t1, vdupq_n_s32(34));
            uint32x4_t t20 = vreinterpretq_u32_s32(t19);
            uint32x4_t t21 = vsubq_u32(t20, vdupq_n_u32(50));
            uint32x4_t t22 = vminq_u32(t20, t21);
            int32x4_t t23 = vreinterpretq_s32_u32(t22);
            vst1q_s32(&loc[k_vec + 12L], t23);
            k_vec += 16L;
            int32x4_t t24 = vaddq_s32(t1, vdupq_n_s32(12));
            uint32x4_t t25 = vreinterpretq_u32_s32(t24);
            uint32x4_t t26 = vsubq_u32(t25, vdupq_n_u32(50));
            uint32x4_t t27 = vminq_u32(t25, t26);
            t1 = vreinterpretq_s32_u32(t27);
        } while (k_vec < 64L);
        k = 64;
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    long t28 = (long)n;
    long t29 = t28 < 64L ? t28 : 64L;
    if ((t29 >= 8L) & (t29 <= 64L)) {
        long t2 = t29 & -8L;
        int32x4_t x_v = vdupq_n_s32(x);
        long i_vec = 0L;
        /* vcc: loop at search.c:117 vectorized: VF 4, UF 2, early exit, 2 counted exits, scalar epilogue */
        do {
            int32x4_t loc_v = vld1q_s32(&loc[(int)i_vec]);
            uint32x4_t t30 = vceqq_s32(loc_v, x_v);
            int32x4_t loc_v_1 = vld1q_s32(&loc[(int)(i_vec + 4L)]);
            uint32x4_t t31 = vceqq_s32(loc_v_1, x_v);
            uint32x4_t t32 = vorrq_u32(t30, t31);
            if ((vmaxvq_u32(t32) != 0)) {
                t2 = i_vec;
                break;
            }
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        if (loc[i] == x) {
            return i;
        }
        if (i >= n) {
            break;
        }
    }
    return -1;
}

/* The array behind a pointer parameter may end right after the match: a peel loop aligns `a`
   first, and the vector loop's aligned loads stay inside the page of their first lane. */
__attribute__((no_sanitize_address)) int find_ptr(int n, const int *a, int x) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L15;
        }
        if (a[t5] == x) {
            i = t5;
            goto L15;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        int32x4_t x_v = vdupq_n_s32(x);
        long i_vec = 0L;
        /* vcc: loop at search.c:129 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + (int)((long)t5 + i_vec));
            uint32x4_t t8 = vceqq_s32(a_v, x_v);
            int32x4_t a_v_1 = vld1q_s32(a + (int)((long)t5 + (i_vec + 4L)));
            uint32x4_t t9 = vceqq_s32(a_v_1, x_v);
            int32x4_t a_v_2 = vld1q_s32(a + (int)((long)t5 + (i_vec + 8L)));
            uint32x4_t t10 = vceqq_s32(a_v_2, x_v);
            int32x4_t a_v_3 = vld1q_s32(a + (int)((long)t5 + (i_vec + 12L)));
            uint32x4_t t11 = vceqq_s32(a_v_3, x_v);
            uint32x4_t t12 = vorrq_u32(t8, t9);
            uint32x4_t t13 = vorrq_u32(t12, t10);
            uint32x4_t t14 = vorrq_u32(t13, t11);
            if ((vmaxvq_u32(t14) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L15:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
        }
    }
    return -1;
}

/* Stays scalar: a store before the exit would also run for the iterations past it. */
int store_before(int n, int x) {
    for (int i = 0; i < n; i++) {
        out[i] = g[i];
        if (h[i] == x)
            return i;
    }
    return -1;
}

/* Stays scalar: the exit runs only under a condition. */
int conditional_exit(int n, int x) {
    for (int i = 0; i < n; i++) {
        if (h[i] > 0) {
            if (g[i] == x)
                return i;
        }
    }
    return -1;
}

/* Stays scalar: 2000 iterations, but g holds 1001 elements. */
int past_the_end(int x) {
    for (int i = 0; i < 2000; i++)
        if (g[i] == x)
            return i;
    return -1;
}

/* Stays scalar: the division before the exit could trap in the iterations past it. */
int divide_before(int n, int x) {
    for (int i = 0; i < n; i++)
        if (100 / (h[i] + 1000) == x)
            return i;
    return -1;
}

static void fill(int n) {
    for (int fill_idx = 0; fill_idx < n; fill_idx++) {
        g[fill_idx] = (int)(next_rand() % 1000U);
    }
    for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
        h[fill_idx_1] = (int)(next_rand() % 1000U);
    }
    for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
        s16[fill_idx_2] = (short)(1 + (int)(next_rand() % 300U));
    }
    for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
        bytes[fill_idx_3] = (unsigned char)(int)(next_rand() % 200U);
    }
    for (int k = 0; k < n; k++) {
        d[k] = (double)(next_rand() % 1000U) / 8.0;
    }
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t k_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long k_vec = 0L;
    /* vcc: loop at search.c:179 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t k_v_1 = vreinterpretq_s32_u32(k_v);
        int32x4_t t3 = vmulq_s32(k_v_1, vdupq_n_s32(3));
        int32x4_t t4 = vaddq_s32(t3, vdupq_n_s32(1));
        vst1q_s32(&tab[k_vec], t4);
        uint32x4_t t5 = vaddq_u32(k_v, vdupq_n_u32(4));
        int32x4_t k_v_2 = vreinterpretq_s32_u32(t5);
        int32x4_t t6 = vmulq_s32(k_v_2, vdupq_n_s32(3));
        int32x4_t t7 = vaddq_s32(t6, vdupq_n_s32(1));
        vst1q_s32(&tab[k_vec + 4L], t7);
        uint32x4_t t8 = vaddq_u32(k_v, vdupq_n_u32(8));
        int32x4_t k_v_3 = vreinterpretq_s32_u32(t8);
        int32x4_t t9 = vmulq_s32(k_v_3, vdupq_n_s32(3));
        int32x4_t t10 = vaddq_s32(t9, vdupq_n_s32(1));
        vst1q_s32(&tab[k_vec + 8L], t10);
        uint32x4_t t11 = vaddq_u32(k_v, vdupq_n_u32(12));
        int32x4_t k_v_4 = vreinterpretq_s32_u32(t11);
        int32x4_t t12 = vmulq_s32(k_v_4, vdupq_n_s32(3));
        int32x4_t t13 = vaddq_s32(t12, vdupq_n_s32(1));
        vst1q_s32(&tab[k_vec + 12L], t13);
        k_vec += 16L;
        k_v = vaddq_u32(k_v, vdupq_n_u32(16));
    } while (k_vec < 256L);
}

int main(void) {
    int n;
    uint64_t total = 0;
    FOR_EACH_COUNT(n) {
        fill(n);
        /* Keys at every position for small n, else at a few; -5 and 1000000 are absent. */
        for (int p = -1; p < n; p++) {
            if (n > 70 && p > 2 && p < n - 3 && p != n / 2)
                continue;
            int x = p < 0 ? -5 : g[p];
            int where = -7;
            unsigned acc = xor_until(n, x, &where);
            int zero_at = p < 0 ? -1 : p;
            short saved = zero_at >= 0 ? s16[zero_at] : 0;
            if (zero_at >= 0)
                s16[zero_at] = 0;
            int neg_saved = p >= 0 ? g[p] : 0;
            int sum;
            if (p >= 0)
                g[p] = -1;
            sum = sum_until_negative(n);
            if (p >= 0)
                g[p] = neg_saved;
            printf("n=%d p=%d find=%d tab=%d until=%d,%d two=%d,%d sum=%d xor=%u@%d byte=%d above=%d copy=%d local=%d ptr=%d store=%d cond=%d div=%d\n",
                   n, p, find_first(n, x), find_in_table(p < 0 ? 2 : 3 * (p % 256) + 1), until_zero(n), until_zero_while(n), two_exits(n, x, 900),
                   two_exits(n, x, 2000), sum, acc, where, find_byte(n, p < 0 ? 250 : bytes[p]),
                   first_above(n, p < 0 ? 1e9 : d[p] - 0.01), copy_until(n, x), local_search(n, p, p % 50),
                   find_ptr(n, g, x), store_before(n, p < 0 ? -3 : h[p]), conditional_exit(n, x), divide_before(n, 0));
            if (zero_at >= 0)
                s16[zero_at] = saved;
            total += HASH(out, n);
        }
    }
    printf("out %llu past %d\n", (unsigned long long)total, past_the_end(g[5]));
    return 0;
}
