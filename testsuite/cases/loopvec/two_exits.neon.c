/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 12 */
#include "harness.h"

/* Loops with two exits that both compare an induction with a bound from before the loop: the
   vector loop runs the smaller count (computed in the guard), with no test of its own, and the
   scalar loop leaves through whichever test fails first. */

/* A constant bound and a parameter: each is the smaller one for some n. */
void both_bounds(int n, int *a) {
    int t16;
    int i;
    long t1 = (long)n;
    long t2 = 40L < t1 ? 40L : t1;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:10 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int *t4 = a + i_vec;
            int32x4_t a_v = vld1q_s32(t4);
            int32x4_t t5 = vmulq_s32(a_v, vdupq_n_s32(3));
            int32x4_t t6 = vaddq_s32(t5, vdupq_n_s32(1));
            vst1q_s32(t4, t6);
            int *t7 = a + (i_vec + 4L);
            int32x4_t a_v_1 = vld1q_s32(t7);
            int32x4_t t8 = vmulq_s32(a_v_1, vdupq_n_s32(3));
            int32x4_t t9 = vaddq_s32(t8, vdupq_n_s32(1));
            vst1q_s32(t7, t9);
            int *t10 = a + (i_vec + 8L);
            int32x4_t a_v_2 = vld1q_s32(t10);
            int32x4_t t11 = vmulq_s32(a_v_2, vdupq_n_s32(3));
            int32x4_t t12 = vaddq_s32(t11, vdupq_n_s32(1));
            vst1q_s32(t10, t12);
            int *t13 = a + (i_vec + 12L);
            int32x4_t a_v_3 = vld1q_s32(t13);
            int32x4_t t14 = vmulq_s32(a_v_3, vdupq_n_s32(3));
            int32x4_t t15 = vaddq_s32(t14, vdupq_n_s32(1));
            vst1q_s32(t13, t15);
            i_vec += 16L;
        } while (i_vec < t3);
        t16 = (int)t3;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    long t18 = (long)t16 * -1L + 40L;
    long t19 = t18 < t17 ? t18 : t17;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t21 = a + ((long)t16 + i_vec_1);
            int32x4_t a_v_4 = vld1q_s32(t21);
            int32x4_t t22 = vmulq_s32(a_v_4, vdupq_n_s32(3));
            int32x4_t t23 = vaddq_s32(t22, vdupq_n_s32(1));
            vst1q_s32(t21, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t16 + t20);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        if ((i < 40) == 0) {
            break;
        }
        int *t24 = a + i;
        *t24 = *t24 * 3 + 1;
    }
}

/* Two parameters, a sum, and the index after the loop. */
int sum_two(int n, int m, const int *a, int *end) {
    int s;
    int t12;
    int t13;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at two_exits.c:17 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t5 = vreinterpretq_u32_s32(a_v);
            s_v = vaddq_u32(s_v, t5);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_1);
            s_v_1 = vaddq_u32(s_v_1, t6);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t7 = vreinterpretq_u32_s32(a_v_2);
            s_v_2 = vaddq_u32(s_v_2, t7);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t8 = vreinterpretq_u32_s32(a_v_3);
            s_v_3 = vaddq_u32(s_v_3, t8);
            i_vec += 16L;
        } while (i_vec < t4);
        uint32x4_t t9 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t10 = vaddq_u32(t9, s_v_2);
        uint32x4_t t11 = vaddq_u32(t10, s_v_3);
        t12 = (int)t4;
        t13 = (int)vaddvq_u32(t11);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    long t15 = (long)m + (long)t12 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at two_exits.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t12 + i_vec_1));
            uint32x4_t t18 = vreinterpretq_u32_s32(a_v_4);
            s_v_4 = vaddq_u32(s_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t12 + t17);
        s = (int)((unsigned int)t13 + vaddvq_u32(s_v_4));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        s += a[i];
    }
    *end = i;
    return s;
}

/* while, with `<=`, starting at a parameter (bounds may be below the start). */
int while_le(int n, int m, int start, int *a) {
    int t13;
    int i;
    long t1 = (long)n + (long)start * -1L;
    long t2 = (long)m + (long)start * -1L + 1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:26 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int *t5 = a + ((long)start + i_vec);
            int32x4_t a_v = vld1q_s32(t5);
            int32x4_t t6 = vaddq_s32(a_v, vdupq_n_s32(2));
            vst1q_s32(t5, t6);
            int *t7 = a + ((long)start + (i_vec + 4L));
            int32x4_t a_v_1 = vld1q_s32(t7);
            int32x4_t t8 = vaddq_s32(a_v_1, vdupq_n_s32(2));
            vst1q_s32(t7, t8);
            int *t9 = a + ((long)start + (i_vec + 8L));
            int32x4_t a_v_2 = vld1q_s32(t9);
            int32x4_t t10 = vaddq_s32(a_v_2, vdupq_n_s32(2));
            vst1q_s32(t9, t10);
            int *t11 = a + ((long)start + (i_vec + 12L));
            int32x4_t a_v_3 = vld1q_s32(t11);
            int32x4_t t12 = vaddq_s32(a_v_3, vdupq_n_s32(2));
            vst1q_s32(t11, t12);
            i_vec += 16L;
        } while (i_vec < t4);
        t13 = (int)((long)start + t4);
    } else {
        t13 = start;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + 1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            int32x4_t a_v_4 = vld1q_s32(t18);
            int32x4_t t19 = vaddq_s32(a_v_4, vdupq_n_s32(2));
            vst1q_s32(t18, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    while (i < n) {
        if ((i <= m) == 0) {
            break;
        }
        int *t20 = a + i;
        *t20 = *t20 + 2;
        i++;
    }
    return i;
}

/* Unsigned induction and bounds. */
unsigned uns(unsigned n, unsigned m, int *a) {
    unsigned int t13;
    unsigned int i;
    long t1 = (long)n + -3L;
    long t2 = (long)m + -3L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        uint32x4_t t5 = vdupq_n_u32(3U);
        uint32x4_t i_v = vaddq_u32(t5, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:36 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t t6 = vreinterpretq_s32_u32(i_v);
            vst1q_s32(a + (3L + i_vec), t6);
            uint32x4_t t7 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t t8 = vreinterpretq_s32_u32(t7);
            vst1q_s32(a + (3L + (i_vec + 4L)), t8);
            uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t t10 = vreinterpretq_s32_u32(t9);
            vst1q_s32(a + (3L + (i_vec + 8L)), t10);
            uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t t12 = vreinterpretq_s32_u32(t11);
            vst1q_s32(a + (3L + (i_vec + 12L)), t12);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t4);
        t13 = (unsigned int)(3L + t4);
    } else {
        t13 = 3U;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        uint32x4_t t18 = vdupq_n_u32(t13);
        uint32x4_t i_v_1 = vaddq_u32(t18, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t t19 = vreinterpretq_s32_u32(i_v_1);
            vst1q_s32(a + ((long)t13 + i_vec_1), t19);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t17);
        i = (unsigned int)((long)t13 + t17);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        a[i] = (int)i;
    }
    return i;
}

/* Counting down to two lower bounds. */
int down(int n, int m, int *a) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    long t3 = (long)n + (long)m * -1L + -1L;
    long t4 = t3 < t2 ? t3 : t2;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:44 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int *t6 = a + ((long)t1 + i_vec * -1L);
            int32x4_t t7 = vld1q_s32(t6 + -3);
            int32x4_t t8 = vnegq_s32(t7);
            vst1q_s32(t6 + -3, t8);
            int *t9 = a + ((long)t1 + (i_vec + 4L) * -1L);
            int32x4_t t10 = vld1q_s32(t9 + -3);
            int32x4_t t11 = vnegq_s32(t10);
            vst1q_s32(t9 + -3, t11);
            int *t12 = a + ((long)t1 + (i_vec + 8L) * -1L);
            int32x4_t t13 = vld1q_s32(t12 + -3);
            int32x4_t t14 = vnegq_s32(t13);
            vst1q_s32(t12 + -3, t14);
            int *t15 = a + ((long)t1 + (i_vec + 12L) * -1L);
            int32x4_t t16 = vld1q_s32(t15 + -3);
            int32x4_t t17 = vnegq_s32(t16);
            vst1q_s32(t15 + -3, t17);
            i_vec += 16L;
        } while (i_vec < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t18 = (long)t1 + 1L;
    long t19 = (long)m * -1L + (long)t1;
    long t20 = t19 < t18 ? t19 : t18;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t22 = a + ((long)t1 + i_vec_1 * -1L);
            int32x4_t t23 = vld1q_s32(t22 + -3);
            int32x4_t t24 = vnegq_s32(t23);
            vst1q_s32(t22 + -3, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        int *t25 = a + i;
        *t25 = -*t25;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
long longs(long n, long m, long *a) {
    long t16;
    long i;
    long t1 = n < m ? n : m;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int64x2_t t3 = vdupq_n_s64(0L);
        uint64x2_t t4 = vreinterpretq_u64_s64(t3);
        uint64x2_t i_v = vaddq_u64(t4, ((uint64x2_t)(vcc_v2_ulong){0UL, 1UL}));
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:52 vectorized: VF 2, UF 4, 2 counted exits, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t i_v_2 = vreinterpretq_s64_u64(i_v);
            long *t5 = a + i_vec;
            int64x2_t a_v = vld1q_s64(t5);
            int64x2_t t6 = vaddq_s64(a_v, i_v_2);
            vst1q_s64(t5, t6);
            uint64x2_t t7 = vaddq_u64(i_v, vdupq_n_u64(2LL));
            int64x2_t i_v_3 = vreinterpretq_s64_u64(t7);
            long *t8 = a + (i_vec + 2L);
            int64x2_t a_v_1 = vld1q_s64(t8);
            int64x2_t t9 = vaddq_s64(a_v_1, i_v_3);
            vst1q_s64(t8, t9);
            uint64x2_t t10 = vaddq_u64(i_v, vdupq_n_u64(4LL));
            int64x2_t i_v_4 = vreinterpretq_s64_u64(t10);
            long *t11 = a + (i_vec + 4L);
            int64x2_t a_v_2 = vld1q_s64(t11);
            int64x2_t t12 = vaddq_s64(a_v_2, i_v_4);
            vst1q_s64(t11, t12);
            uint64x2_t t13 = vaddq_u64(i_v, vdupq_n_u64(6LL));
            int64x2_t i_v_5 = vreinterpretq_s64_u64(t13);
            long *t14 = a + (i_vec + 6L);
            int64x2_t a_v_3 = vld1q_s64(t14);
            int64x2_t t15 = vaddq_s64(a_v_3, i_v_5);
            vst1q_s64(t14, t15);
            i_vec += 8L;
            i_v = vaddq_u64(i_v, vdupq_n_u64(8LL));
        } while (i_vec < t2);
        t16 = t2;
    } else {
        t16 = 0L;
    }
    long t17 = m + t16 * -1L;
    long t18 = n + t16 * -1L;
    long t19 = t18 < t17 ? t18 : t17;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        int64x2_t t21 = vdupq_n_s64(t16);
        uint64x2_t t22 = vreinterpretq_u64_s64(t21);
        uint64x2_t i_v_1 = vaddq_u64(t22, ((uint64x2_t)(vcc_v2_ulong){0UL, 1UL}));
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t i_v_6 = vreinterpretq_s64_u64(i_v_1);
            long *t23 = a + (t16 + i_vec_1);
            int64x2_t a_v_4 = vld1q_s64(t23);
            int64x2_t t24 = vaddq_s64(a_v_4, i_v_6);
            vst1q_s64(t23, t24);
            i_vec_1 += 2L;
            i_v_1 = vaddq_u64(i_v_1, vdupq_n_u64(2LL));
        } while (i_vec_1 < t20);
        i = t16 + t20;
    } else {
        i = t16;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        long *t25 = a + i;
        *t25 = *t25 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
int last_of(int n, int m, const int *a, int *cond) {
    int last;
    int32x4_t last_v;
    int t23;
    int t24;
    int t25;
    int32x4_t last_v_1;
    int i;
    int where;
    int where_1;
    long t6 = (long)n;
    long t7 = (long)m;
    long t8 = t7 < t6 ? t7 : t6;
    if ((t8 >= 16L) & (t8 <= 2147483647L)) {
        long t9 = t8 & -16L;
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at two_exits.c:60 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t10 = vcgtq_s32(a_v, vdupq_n_s32(500));
            int32x4_t t11 = vdupq_n_s32((int)i_vec);
            int32x4_t t12 = vaddq_s32(t11, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t10, t12, t1);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t13 = vcgtq_s32(a_v_1, vdupq_n_s32(500));
            int32x4_t t14 = vaddq_s32(t12, vdupq_n_s32(4));
            t2 = vbslq_s32(t13, t14, t2);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t15 = vcgtq_s32(a_v_2, vdupq_n_s32(500));
            int32x4_t t16 = vaddq_s32(t12, vdupq_n_s32(8));
            t3 = vbslq_s32(t15, t16, t3);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            last_v = vmulq_s32(a_v_3, vdupq_n_s32(2));
            uint32x4_t t17 = vcgtq_s32(a_v_3, vdupq_n_s32(500));
            int32x4_t t18 = vaddq_s32(t12, vdupq_n_s32(12));
            t4 = vbslq_s32(t17, t18, t4);
            i_vec += 16L;
        } while (i_vec < t9);
        int32x4_t t19 = vmaxq_s32(t2, t1);
        int32x4_t t20 = vmaxq_s32(t3, t19);
        int32x4_t t21 = vmaxq_s32(t4, t20);
        int t22 = vmaxvq_s32(t21);
        t23 = (int)t9;
        t24 = t22 < 0 ? -1 : (int)(long)t22;
        t25 = vgetq_lane_s32(last_v, 3);
    } else {
        t23 = 0;
        t24 = -1;
        t25 = -1;
    }
    long t26 = (long)n + (long)t23 * -1L;
    long t27 = (long)m + (long)t23 * -1L;
    long t28 = t27 < t26 ? t27 : t26;
    if ((t28 >= 4L) & (t28 <= 2147483647L)) {
        long t29 = t28 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at two_exits.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t23 + i_vec_1));
            last_v_1 = vmulq_s32(a_v_4, vdupq_n_s32(2));
            uint32x4_t t30 = vcgtq_s32(a_v_4, vdupq_n_s32(500));
            int32x4_t t31 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t32 = vaddq_s32(t31, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t30, t32, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t29);
        int t33 = vmaxvq_s32(t5);
        i = (int)((long)t23 + t29);
        where = t33 < 0 ? t24 : (int)((long)t23 + (long)t33);
        last = vgetq_lane_s32(last_v_1, 3);
    } else {
        i = t23;
        where = t24;
        last = t25;
    }
    for (; i < n; i++, where = where_1) {
        if ((i < m) == 0) {
            break;
        }
        int t34 = a[i];
        last = t34 * 2;
        if (t34 > 500) {
            where_1 = i;
        } else {
            where_1 = where;
        }
    }
    *cond = where;
    return last;
}

/* The second test at the end of the body: a break after the work of the iteration. */
int break_after(int n, int m, float *a) {
    int t13;
    int i;
    long t1 = (long)n;
    long t2 = (long)m + -1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:72 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            float *t5 = a + i_vec;
            float32x4_t a_v = vld1q_f32(t5);
            float32x4_t t6 = vmulq_f32(a_v, vdupq_n_f32(0.5f));
            vst1q_f32(t5, t6);
            float *t7 = a + (i_vec + 4L);
            float32x4_t a_v_1 = vld1q_f32(t7);
            float32x4_t t8 = vmulq_f32(a_v_1, vdupq_n_f32(0.5f));
            vst1q_f32(t7, t8);
            float *t9 = a + (i_vec + 8L);
            float32x4_t a_v_2 = vld1q_f32(t9);
            float32x4_t t10 = vmulq_f32(a_v_2, vdupq_n_f32(0.5f));
            vst1q_f32(t9, t10);
            float *t11 = a + (i_vec + 12L);
            float32x4_t a_v_3 = vld1q_f32(t11);
            float32x4_t t12 = vmulq_f32(a_v_3, vdupq_n_f32(0.5f));
            vst1q_f32(t11, t12);
            i_vec += 16L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t18 = a + ((long)t13 + i_vec_1);
            float32x4_t a_v_4 = vld1q_f32(t18);
            float32x4_t t19 = vmulq_f32(a_v_4, vdupq_n_f32(0.5f));
            vst1q_f32(t18, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    while (i < n) {
        float *t20 = a + i;
        *t20 = *t20 * 0.5f;
        int t21 = i + 1;
        if (t21 >= m) {
            break;
        }
        i = t21;
    }
    return i;
}

/* Step 2 in both tests. */
int step2(int n, int m, const int *a, int *end) {
    int t;
    int t12;
    int t13;
    int i;
    long t1 = ((long)n + 1L) / 2L;
    long t2 = ((long)m + 1L) / 2L;
    long t3 = (t2 < t1 ? t2 : t1) - 1L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        uint32x4_t t_v = vdupq_n_u32(0);
        uint32x4_t t_v_1 = vdupq_n_u32(0);
        uint32x4_t t_v_2 = vdupq_n_u32(0);
        uint32x4_t t_v_3 = vdupq_n_u32(0);
        /* vcc: loop at two_exits.c:83 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld2q_s32(a + i_vec * 2L).val[0];
            uint32x4_t t5 = vreinterpretq_u32_s32(a_v);
            t_v = vaddq_u32(t_v, t5);
            int32x4_t a_v_1 = vld2q_s32(a + (i_vec + 4L) * 2L).val[0];
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_1);
            t_v_1 = vaddq_u32(t_v_1, t6);
            int32x4_t a_v_2 = vld2q_s32(a + (i_vec + 8L) * 2L).val[0];
            uint32x4_t t7 = vreinterpretq_u32_s32(a_v_2);
            t_v_2 = vaddq_u32(t_v_2, t7);
            int32x4_t a_v_3 = vld2q_s32(a + (i_vec + 12L) * 2L).val[0];
            uint32x4_t t8 = vreinterpretq_u32_s32(a_v_3);
            t_v_3 = vaddq_u32(t_v_3, t8);
            i_vec += 16L;
        } while (i_vec < t4);
        uint32x4_t t9 = vaddq_u32(t_v, t_v_1);
        uint32x4_t t10 = vaddq_u32(t9, t_v_2);
        uint32x4_t t11 = vaddq_u32(t10, t_v_3);
        t12 = (int)(t4 * 2L);
        t13 = (int)vaddvq_u32(t11);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = ((long)n + (long)t12 * -1L + 1L) / 2L;
    long t15 = ((long)m + (long)t12 * -1L + 1L) / 2L;
    long t16 = (t15 < t14 ? t15 : t14) - 1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t t_v_4 = vdupq_n_u32(0);
        /* vcc: loop at two_exits.c:83 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld2q_s32(a + ((long)t12 + i_vec_1 * 2L)).val[0];
            uint32x4_t t18 = vreinterpretq_u32_s32(a_v_4);
            t_v_4 = vaddq_u32(t_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t12 + t17 * 2L);
        t = (int)((unsigned int)t13 + vaddvq_u32(t_v_4));
    } else {
        i = t12;
        t = t13;
    }
    for (; i < n; i += 2) {
        if ((i < m) == 0) {
            break;
        }
        t += a[i];
    }
    *end = i;
    return t;
}

/* A `!=` bound (never met when it is below the start: the other test ends the loop). */
int ne_bound(int n, int m, int *a) {
    int t13;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:92 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            int *t5 = a + i_vec;
            int32x4_t a_v = vld1q_s32(t5);
            int32x4_t t6 = veorq_s32(a_v, vdupq_n_s32(5));
            vst1q_s32(t5, t6);
            int *t7 = a + (i_vec + 4L);
            int32x4_t a_v_1 = vld1q_s32(t7);
            int32x4_t t8 = veorq_s32(a_v_1, vdupq_n_s32(5));
            vst1q_s32(t7, t8);
            int *t9 = a + (i_vec + 8L);
            int32x4_t a_v_2 = vld1q_s32(t9);
            int32x4_t t10 = veorq_s32(a_v_2, vdupq_n_s32(5));
            vst1q_s32(t9, t10);
            int *t11 = a + (i_vec + 12L);
            int32x4_t a_v_3 = vld1q_s32(t11);
            int32x4_t t12 = veorq_s32(a_v_3, vdupq_n_s32(5));
            vst1q_s32(t11, t12);
            i_vec += 16L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:92 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            int32x4_t a_v_4 = vld1q_s32(t18);
            int32x4_t t19 = veorq_s32(a_v_4, vdupq_n_s32(5));
            vst1q_s32(t18, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i != m) == 0) {
            break;
        }
        int *t20 = a + i;
        *t20 = *t20 ^ 5;
    }
    return i;
}

/* Two counted exits and a search: the search stays an early exit. */
int counted_and_search(int n, int m, int x) {
    static int g[300];
    int i;
    int32x4_t t4 = vdupq_n_s32(0);
    int32x4_t t5 = vaddq_s32(t4, ((int32x4_t)(vcc_v4_int){0, 37, 74, 111}));
    uint32x4_t t6 = vreinterpretq_u32_s32(t5);
    uint32x4_t t7 = vsubq_u32(t6, vdupq_n_u32(301));
    uint32x4_t t8 = vminq_u32(t6, t7);
    int32x4_t t1 = vreinterpretq_s32_u32(t8);
    long i_vec = 0L;
    /* vcc: loop at two_exits.c:100 vectorized: VF 4, UF 4, the remainder at 101:16 by 301 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vst1q_s32(&g[i_vec], t1);
        int32x4_t t9 = vaddq_s32(t1, vdupq_n_s32(148));
        uint32x4_t t10 = vreinterpretq_u32_s32(t9);
        uint32x4_t t11 = vsubq_u32(t10, vdupq_n_u32(301));
        uint32x4_t t12 = vminq_u32(t10, t11);
        int32x4_t t13 = vreinterpretq_s32_u32(t12);
        vst1q_s32(&g[i_vec + 4L], t13);
        int32x4_t t14 = vaddq_s32(t1, vdupq_n_s32(296));
        uint32x4_t t15 = vreinterpretq_u32_s32(t14);
        uint32x4_t t16 = vsubq_u32(t15, vdupq_n_u32(301));
        uint32x4_t t17 = vminq_u32(t15, t16);
        int32x4_t t18 = vreinterpretq_s32_u32(t17);
        vst1q_s32(&g[i_vec + 8L], t18);
        int32x4_t t19 = vaddq_s32(t1, vdupq_n_s32(143));
        uint32x4_t t20 = vreinterpretq_u32_s32(t19);
        uint32x4_t t21 = vsubq_u32(t20, vdupq_n_u32(301));
        uint32x4_t t22 = vminq_u32(t20, t21);
        int32x4_t t23 = vreinterpretq_s32_u32(t22);
        vst1q_s32(&g[i_vec + 12L], t23);
        i_vec += 16L;
        int32x4_t t24 = vaddq_s32(t1, vdupq_n_s32(291));
        uint32x4_t t25 = vreinterpretq_u32_s32(t24);
        uint32x4_t t26 = vsubq_u32(t25, vdupq_n_u32(301));
        uint32x4_t t27 = vminq_u32(t25, t26);
        t1 = vreinterpretq_s32_u32(t27);
    } while (i_vec < 288L);
    int32x4_t t28 = vdupq_n_s32(121);
    int32x4_t t29 = vaddq_s32(t28, ((int32x4_t)(vcc_v4_int){0, 37, 74, 111}));
    uint32x4_t t30 = vreinterpretq_u32_s32(t29);
    uint32x4_t t31 = vsubq_u32(t30, vdupq_n_u32(301));
    uint32x4_t t32 = vminq_u32(t30, t31);
    int32x4_t t2 = vreinterpretq_s32_u32(t32);
    long i_vec_1 = 0L;
    /* vcc: loop at two_exits.c:100 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        vst1q_s32(&g[288L + i_vec_1], t2);
        i_vec_1 += 4L;
        int32x4_t t33 = vaddq_s32(t2, vdupq_n_s32(148));
        uint32x4_t t34 = vreinterpretq_u32_s32(t33);
        uint32x4_t t35 = vsubq_u32(t34, vdupq_n_u32(301));
        uint32x4_t t36 = vminq_u32(t34, t35);
        t2 = vreinterpretq_s32_u32(t36);
    } while (i_vec_1 < 12L);
    long t37 = (long)n;
    long t38 = (long)m;
    long t39 = t38 < t37 ? t38 : t37;
    if ((t39 >= 16L) & (t39 <= 300L)) {
        long t3 = t39 & -16L;
        int32x4_t x_v = vdupq_n_s32(x);
        long i_vec_2 = 0L;
        /* vcc: loop at two_exits.c:103 vectorized: VF 4, UF 4, early exit, 2 counted exits, scalar epilogue */
        do {
            int32x4_t g_v = vld1q_s32(&g[(int)i_vec_2]);
            uint32x4_t t40 = vceqq_s32(g_v, x_v);
            int32x4_t g_v_1 = vld1q_s32(&g[(int)(i_vec_2 + 4L)]);
            uint32x4_t t41 = vceqq_s32(g_v_1, x_v);
            int32x4_t g_v_2 = vld1q_s32(&g[(int)(i_vec_2 + 8L)]);
            uint32x4_t t42 = vceqq_s32(g_v_2, x_v);
            int32x4_t g_v_3 = vld1q_s32(&g[(int)(i_vec_2 + 12L)]);
            uint32x4_t t43 = vceqq_s32(g_v_3, x_v);
            uint32x4_t t44 = vorrq_u32(t40, t41);
            uint32x4_t t45 = vorrq_u32(t44, t42);
            uint32x4_t t46 = vorrq_u32(t45, t43);
            if ((vmaxvq_u32(t46) != 0)) {
                t3 = i_vec_2;
                break;
            }
            i_vec_2 += 16L;
        } while (i_vec_2 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        if (g[i] == x) {
            break;
        }
    }
    return i;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        float *f = new_array(n, 4);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        FILL(f, n, -100, 200);
        FILL(l, n, -1000, 2000);
        /* The second bound below, at and above n, and below the start. */
        int ms[] = {-5, 0, 1, n / 2, n - 1, n, n + 1, 40, 1000000};
        both_bounds(n, a);
        printf("n=%d a=%llx", n, HASH(a, n));
        for (int k = 0; k < 9; k++) {
            int m = ms[k], end = -1, cond = -1;
            int sum = sum_two(n, m, a, &end);
            int w = while_le(n, m, m < 0 ? 0 : m / 3, a);
            unsigned u = uns((unsigned)n, (unsigned)m, a);
            int dn = down(n, m, a);
            long lg = longs(n, m, l);
            int last = last_of(n, m, a, &cond);
            int br = break_after(n, m, f);
            int e2 = -1;
            int s2 = step2(n, m, a, &e2);
            int ne = ne_bound(n, m, a);
            int cs = counted_and_search(n < 300 ? n : 300, m, 77);
            printf(" [%d: %d %d %d %u %d %ld %d %d %d %d %d %d %d]", m, sum, end, w, u, dn, lg, last, cond, br, s2, e2, ne, cs);
        }
        printf(" a=%llx f=%llx l=%llx\n", HASH(a, n), HASH(f, n), HASH(l, n));
        free(a), free(f), free(l);
    }
    return 0;
}
