/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 sse4.2=3 sse2=3 neon=4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
void count_down_store(int n, int *restrict a, const int *restrict b) {
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t3 = vdupq_n_s32(n);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            long t5 = (long)((int)((long)n + i_vec * -1L) - 1);
            int32x4_t t6 = vld1q_s32(b + t5 + -3);
            int32x4_t b_v = vextq_s32(vrev64q_s32(t6), vrev64q_s32(t6), 2);
            int32x4_t t7 = vaddq_s32(b_v, i_v_2);
            int32x4_t t8 = vextq_s32(vrev64q_s32(t7), vrev64q_s32(t7), 2);
            vst1q_s32(a + t5 + -3, t8);
            uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(-4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t9);
            long t10 = (long)((int)((long)n + (i_vec + 4L) * -1L) - 1);
            int32x4_t t11 = vld1q_s32(b + t10 + -3);
            int32x4_t b_v_1 = vextq_s32(vrev64q_s32(t11), vrev64q_s32(t11), 2);
            int32x4_t t12 = vaddq_s32(b_v_1, i_v_3);
            int32x4_t t13 = vextq_s32(vrev64q_s32(t12), vrev64q_s32(t12), 2);
            vst1q_s32(a + t10 + -3, t13);
            uint32x4_t t14 = vaddq_u32(i_v, vdupq_n_u32(-8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t14);
            long t15 = (long)((int)((long)n + (i_vec + 8L) * -1L) - 1);
            int32x4_t t16 = vld1q_s32(b + t15 + -3);
            int32x4_t b_v_2 = vextq_s32(vrev64q_s32(t16), vrev64q_s32(t16), 2);
            int32x4_t t17 = vaddq_s32(b_v_2, i_v_4);
            int32x4_t t18 = vextq_s32(vrev64q_s32(t17), vrev64q_s32(t17), 2);
            vst1q_s32(a + t15 + -3, t18);
            uint32x4_t t19 = vaddq_u32(i_v, vdupq_n_u32(-12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t19);
            long t20 = (long)((int)((long)n + (i_vec + 12L) * -1L) - 1);
            int32x4_t t21 = vld1q_s32(b + t20 + -3);
            int32x4_t b_v_3 = vextq_s32(vrev64q_s32(t21), vrev64q_s32(t21), 2);
            int32x4_t t22 = vaddq_s32(b_v_3, i_v_5);
            int32x4_t t23 = vextq_s32(vrev64q_s32(t22), vrev64q_s32(t22), 2);
            vst1q_s32(a + t20 + -3, t23);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(-16));
        } while (i_vec < t2);
        t24 = (int)((long)n + t2 * -1L);
    } else {
        t24 = n;
    }
    long t25 = (long)t24;
    if (t25 >= 4L) {
        long t26 = t25 & -4L;
        int32x4_t t27 = vdupq_n_s32(t24);
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t i_v_1 = vaddq_u32(t28, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            long t29 = (long)((int)((long)t24 + i_vec_1 * -1L) - 1);
            int32x4_t t30 = vld1q_s32(b + t29 + -3);
            int32x4_t b_v_4 = vextq_s32(vrev64q_s32(t30), vrev64q_s32(t30), 2);
            int32x4_t t31 = vaddq_s32(b_v_4, i_v_6);
            int32x4_t t32 = vextq_s32(vrev64q_s32(t31), vrev64q_s32(t31), 2);
            vst1q_s32(a + t29 + -3, t32);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(-4));
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26 * -1L);
    } else {
        i = t24;
    }
    while (i > 0) {
        int t33 = i - 1;
        long t34 = (long)t33;
        a[t34] = b[t34] + i;
        i = t33;
    }
}

void while_loop(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t3 = vmulq_s32(b_v, vdupq_n_s32(3));
            int32x4_t t4 = vaddq_s32(t3, vdupq_n_s32(1));
            vst1q_s32(a + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t t6 = vmulq_s32(b_v_1, vdupq_n_s32(3));
            int32x4_t t7 = vaddq_s32(t6, vdupq_n_s32(1));
            vst1q_s32(a + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t8);
            int32x4_t t9 = vmulq_s32(b_v_2, vdupq_n_s32(3));
            int32x4_t t10 = vaddq_s32(t9, vdupq_n_s32(1));
            vst1q_s32(a + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t11);
            int32x4_t t12 = vmulq_s32(b_v_3, vdupq_n_s32(3));
            int32x4_t t13 = vaddq_s32(t12, vdupq_n_s32(1));
            vst1q_s32(a + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t17);
            int32x4_t t18 = vmulq_s32(b_v_4, vdupq_n_s32(3));
            int32x4_t t19 = vaddq_s32(t18, vdupq_n_s32(1));
            vst1q_s32(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    while (i < n) {
        long t20 = (long)i;
        a[t20] = b[t20] * 3 + 1;
        i++;
    }
}

void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    unsigned int t14;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint32x4_t t3 = vdupq_n_u32(0U);
        uint32x4_t i_v = vaddq_u32(t3, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t b_v = vld1q_u32(b + i_vec);
            uint32x4_t t4 = vaddq_u32(b_v, i_v);
            vst1q_u32(a + i_vec, t4);
            long t5 = i_vec + 4L;
            uint32x4_t t6 = vaddq_u32(i_v, vdupq_n_u32(4));
            uint32x4_t b_v_1 = vld1q_u32(b + t5);
            uint32x4_t t7 = vaddq_u32(b_v_1, t6);
            vst1q_u32(a + t5, t7);
            long t8 = i_vec + 8L;
            uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(8));
            uint32x4_t b_v_2 = vld1q_u32(b + t8);
            uint32x4_t t10 = vaddq_u32(b_v_2, t9);
            vst1q_u32(a + t8, t10);
            long t11 = i_vec + 12L;
            uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(12));
            uint32x4_t b_v_3 = vld1q_u32(b + t11);
            uint32x4_t t13 = vaddq_u32(b_v_3, t12);
            vst1q_u32(a + t11, t13);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t14 = (unsigned int)t2;
    } else {
        t14 = 0U;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        uint32x4_t t17 = vdupq_n_u32(t14);
        uint32x4_t i_v_1 = vaddq_u32(t17, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t18 = (long)t14 + i_vec_1;
            uint32x4_t b_v_4 = vld1q_u32(b + t18);
            uint32x4_t t19 = vaddq_u32(b_v_4, i_v_1);
            vst1q_u32(a + t18, t19);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t16);
        i = (unsigned int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] + i;
    }
}

void long_from_offset(long lo, long hi, long *restrict a) {
    for (long i = lo; i < hi; i++)
        a[i] = i * i;
}

void step_two(int n, int *restrict a) {
    int t11;
    int i;
    long t1 = ((long)n + 1L) / 2L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = a + i_vec * 2L;
            int *t4 = a + (i_vec + 4L) * 2L;
            int *t5 = a + (i_vec + 8L) * 2L;
            int *t6 = a + (i_vec + 12L) * 2L;
            int32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; const int32_t *vcc_np = (const int32_t *)(t3); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; const int32_t *vcc_np = (const int32_t *)(t4); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; const int32_t *vcc_np = (const int32_t *)(t5); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; const int32_t *vcc_np = (const int32_t *)(t6); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t7 = vnegq_s32(a_v);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)(t3); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t8 = vnegq_s32(a_v_1);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; int32x4_t vcc_nv = t8; int32_t *vcc_np = (int32_t *)(t4); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t9 = vnegq_s32(a_v_2);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; int32x4_t vcc_nv = t9; int32_t *vcc_np = (int32_t *)(t5); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t10 = vnegq_s32(a_v_3);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; int32x4_t vcc_nv = t10; int32_t *vcc_np = (int32_t *)(t6); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)(t2 * 2L);
    } else {
        t11 = 0;
    }
    long t12 = ((long)n + (long)t11 * -1L + 1L) / 2L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t14 = a + ((long)t11 + i_vec_1 * 2L);
            int32x4_t a_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; const int32_t *vcc_np = (const int32_t *)(t14); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t15 = vnegq_s32(a_v_4);
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 2, 4, 6}; int32x4_t vcc_nv = t15; int32_t *vcc_np = (int32_t *)(t14); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13 * 2L);
    } else {
        i = t11;
    }
    for (; i < n; i += 2) {
        int *t16 = a + i;
        *t16 = -*t16;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
