/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            uint32x4_t b_v = vld1q_u32(b + i_vec);
            uint32x4_t t3 = veorq_u32(a_v, b_v);
            uint32x4_t t4 = vandq_u32(t3, vdupq_n_u32(-16711936));
            uint32x4_t t5 = (uint32x4_t)((vcc_v4_uint)a_v << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(5), vcc_v4_uint));
            uint32x4_t t6 = vorrq_u32(t4, t5);
            uint32x4_t t7 = (uint32x4_t)((vcc_v4_uint)b_v >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(27), vcc_v4_uint));
            uint32x4_t t8 = vorrq_u32(t6, t7);
            vst1q_u32(c + i_vec, t8);
            long t9 = i_vec + 4L;
            uint32x4_t a_v_1 = vld1q_u32(a + t9);
            uint32x4_t b_v_1 = vld1q_u32(b + t9);
            uint32x4_t t10 = veorq_u32(a_v_1, b_v_1);
            uint32x4_t t11 = vandq_u32(t10, vdupq_n_u32(-16711936));
            uint32x4_t t12 = (uint32x4_t)((vcc_v4_uint)a_v_1 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(5), vcc_v4_uint));
            uint32x4_t t13 = vorrq_u32(t11, t12);
            uint32x4_t t14 = (uint32x4_t)((vcc_v4_uint)b_v_1 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(27), vcc_v4_uint));
            uint32x4_t t15 = vorrq_u32(t13, t14);
            vst1q_u32(c + t9, t15);
            long t16 = i_vec + 8L;
            uint32x4_t a_v_2 = vld1q_u32(a + t16);
            uint32x4_t b_v_2 = vld1q_u32(b + t16);
            uint32x4_t t17 = veorq_u32(a_v_2, b_v_2);
            uint32x4_t t18 = vandq_u32(t17, vdupq_n_u32(-16711936));
            uint32x4_t t19 = (uint32x4_t)((vcc_v4_uint)a_v_2 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(5), vcc_v4_uint));
            uint32x4_t t20 = vorrq_u32(t18, t19);
            uint32x4_t t21 = (uint32x4_t)((vcc_v4_uint)b_v_2 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(27), vcc_v4_uint));
            uint32x4_t t22 = vorrq_u32(t20, t21);
            vst1q_u32(c + t16, t22);
            long t23 = i_vec + 12L;
            uint32x4_t a_v_3 = vld1q_u32(a + t23);
            uint32x4_t b_v_3 = vld1q_u32(b + t23);
            uint32x4_t t24 = veorq_u32(a_v_3, b_v_3);
            uint32x4_t t25 = vandq_u32(t24, vdupq_n_u32(-16711936));
            uint32x4_t t26 = (uint32x4_t)((vcc_v4_uint)a_v_3 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(5), vcc_v4_uint));
            uint32x4_t t27 = vorrq_u32(t25, t26);
            uint32x4_t t28 = (uint32x4_t)((vcc_v4_uint)b_v_3 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(27), vcc_v4_uint));
            uint32x4_t t29 = vorrq_u32(t27, t28);
            vst1q_u32(c + t23, t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            uint32x4_t a_v_4 = vld1q_u32(a + t33);
            uint32x4_t b_v_4 = vld1q_u32(b + t33);
            uint32x4_t t34 = veorq_u32(a_v_4, b_v_4);
            uint32x4_t t35 = vandq_u32(t34, vdupq_n_u32(-16711936));
            uint32x4_t t36 = (uint32x4_t)((vcc_v4_uint)a_v_4 << __builtin_convertvector((vcc_v4_int)vdupq_n_s32(5), vcc_v4_uint));
            uint32x4_t t37 = vorrq_u32(t35, t36);
            uint32x4_t t38 = (uint32x4_t)((vcc_v4_uint)b_v_4 >> __builtin_convertvector((vcc_v4_int)vdupq_n_s32(27), vcc_v4_uint));
            uint32x4_t t39 = vorrq_u32(t37, t38);
            vst1q_u32(c + t33, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned int t41 = a[t40];
        unsigned int t42 = b[t40];
        c[t40] = ((t41 ^ t42) & 4278255360U) | (t41 << 5) | (t42 >> 27);
    }
}

void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t3 = vmulq_s32(a_v, vdupq_n_s32(7));
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t4 = vsubq_s32(t3, b_v);
            vst1q_s32(c + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5);
            int32x4_t t6 = vmulq_s32(a_v_1, vdupq_n_s32(7));
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t t7 = vsubq_s32(t6, b_v_1);
            vst1q_s32(c + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t8);
            int32x4_t t9 = vmulq_s32(a_v_2, vdupq_n_s32(7));
            int32x4_t b_v_2 = vld1q_s32(b + t8);
            int32x4_t t10 = vsubq_s32(t9, b_v_2);
            vst1q_s32(c + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t11);
            int32x4_t t12 = vmulq_s32(a_v_3, vdupq_n_s32(7));
            int32x4_t b_v_3 = vld1q_s32(b + t11);
            int32x4_t t13 = vsubq_s32(t12, b_v_3);
            vst1q_s32(c + t11, t13);
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
        /* vcc: loop at int32_ops.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t17);
            int32x4_t t18 = vmulq_s32(a_v_4, vdupq_n_s32(7));
            int32x4_t b_v_4 = vld1q_s32(b + t17);
            int32x4_t t19 = vsubq_s32(t18, b_v_4);
            vst1q_s32(c + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] * 7 - b[t20];
    }
}

unsigned sum_u32(int n, const unsigned *a) {
    unsigned int s;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at int32_ops.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            s_v = vaddq_u32(s_v, a_v);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            s_v_1 = vaddq_u32(s_v_1, a_v_1);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            s_v_2 = vaddq_u32(s_v_2, a_v_2);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            s_v_3 = vaddq_u32(s_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t3 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t4 = vaddq_u32(t3, s_v_2);
        uint32x4_t t5 = vaddq_u32(t4, s_v_3);
        t6 = (int)t2;
        t7 = 1U + vaddvq_u32(t5);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at int32_ops.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t6 + i_vec_1));
            s_v_4 = vaddq_u32(s_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vaddvq_u32(s_v_4);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        unsigned int *a = (unsigned int *)new_array(n, 4UL);
        unsigned int *b = (unsigned int *)new_array(n, 4UL);
        unsigned int *c = (unsigned int *)new_array(n, 4UL);
        int *sa = (int *)new_array(n, 4UL);
        int *sb = (int *)new_array(n, 4UL);
        int *sc = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        long t2 = (long)n;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at int32_ops.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                unsigned int *t4 = a + i_vec;
                uint32x4_t a_v = vld1q_u32(t4);
                uint32x4_t t5 = vmulq_u32(a_v, vdupq_n_u32(3));
                vst1q_u32(t4, t5);
                unsigned int *t6 = a + (i_vec + 4L);
                uint32x4_t a_v_1 = vld1q_u32(t6);
                uint32x4_t t7 = vmulq_u32(a_v_1, vdupq_n_u32(3));
                vst1q_u32(t6, t7);
                unsigned int *t8 = a + (i_vec + 8L);
                uint32x4_t a_v_2 = vld1q_u32(t8);
                uint32x4_t t9 = vmulq_u32(a_v_2, vdupq_n_u32(3));
                vst1q_u32(t8, t9);
                unsigned int *t10 = a + (i_vec + 12L);
                uint32x4_t a_v_3 = vld1q_u32(t10);
                uint32x4_t t11 = vmulq_u32(a_v_3, vdupq_n_u32(3));
                vst1q_u32(t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at int32_ops.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                unsigned int *t15 = a + ((long)t12 + i_vec_1);
                uint32x4_t a_v_4 = vld1q_u32(t15);
                uint32x4_t t16 = vmulq_u32(a_v_4, vdupq_n_u32(3));
                vst1q_u32(t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            unsigned int *t17 = a + i;
            *t17 = *t17 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        const unsigned int *t18 = a;
        bits_u32(n, c, t18, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t19 = sum_u32(n, t18);
        unsigned long t20 = (unsigned long)n * 4UL;
        unsigned long t21 = hash_bytes((const void *)sc, t20);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)c, t20), (unsigned long long)t21, t19);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
