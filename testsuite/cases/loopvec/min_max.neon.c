/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
int min_of(int n, const int *a, int m) {
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32(m);
        long i_vec = 0L;
        int32x4_t m_v_1 = m_v;
        int32x4_t m_v_2 = m_v;
        int32x4_t m_v_3 = m_v;
        /* vcc: loop at min_max.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            m_v = vminq_s32(a_v, m_v);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            m_v_1 = vminq_s32(a_v_1, m_v_1);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            m_v_2 = vminq_s32(a_v_2, m_v_2);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            m_v_3 = vminq_s32(a_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t3 = vminq_s32(m_v, m_v_1);
        int32x4_t t4 = vminq_s32(t3, m_v_2);
        int32x4_t t5 = vminq_s32(t4, m_v_3);
        t6 = (int)t2;
        t7 = vminvq_s32(t5);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        int32x4_t m_v_4 = vdupq_n_s32(t7);
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t6 + i_vec_1));
            m_v_4 = vminq_s32(a_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vminvq_s32(m_v_4);
    } else {
        i = t6;
        m_2 = t7;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 >= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

int max_of(int n, const int *a, int m) {
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32(m);
        long i_vec = 0L;
        int32x4_t m_v_1 = m_v;
        int32x4_t m_v_2 = m_v;
        int32x4_t m_v_3 = m_v;
        /* vcc: loop at min_max.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            m_v = vmaxq_s32(a_v, m_v);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            m_v_1 = vmaxq_s32(a_v_1, m_v_1);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            m_v_2 = vmaxq_s32(a_v_2, m_v_2);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            m_v_3 = vmaxq_s32(a_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t3 = vmaxq_s32(m_v, m_v_1);
        int32x4_t t4 = vmaxq_s32(t3, m_v_2);
        int32x4_t t5 = vmaxq_s32(t4, m_v_3);
        t6 = (int)t2;
        t7 = vmaxvq_s32(t5);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        int32x4_t m_v_4 = vdupq_n_s32(t7);
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t6 + i_vec_1));
            m_v_4 = vmaxq_s32(a_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vmaxvq_s32(m_v_4);
    } else {
        i = t6;
        m_2 = t7;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 <= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, ((int32x4_t)(vcc_v4_int){0, 1910, 1817, 1724}));
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t t6 = vsubq_u32(t5, vdupq_n_u32(2003));
    uint32x4_t t7 = vminq_u32(t5, t6);
    int32x4_t t1 = vreinterpretq_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at min_max.c:21 vectorized: VF 4, UF 4, the remainder at 22:16 by 2003 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t t8 = vsubq_s32(t1, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec], t8);
        int32x4_t t9 = vaddq_s32(t1, vdupq_n_s32(1631));
        uint32x4_t t10 = vreinterpretq_u32_s32(t9);
        uint32x4_t t11 = vsubq_u32(t10, vdupq_n_u32(2003));
        uint32x4_t t12 = vminq_u32(t10, t11);
        int32x4_t t13 = vreinterpretq_s32_u32(t12);
        int32x4_t t14 = vsubq_s32(t13, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec + 4L], t14);
        int32x4_t t15 = vaddq_s32(t1, vdupq_n_s32(1259));
        uint32x4_t t16 = vreinterpretq_u32_s32(t15);
        uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(2003));
        uint32x4_t t18 = vminq_u32(t16, t17);
        int32x4_t t19 = vreinterpretq_s32_u32(t18);
        int32x4_t t20 = vsubq_s32(t19, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec + 8L], t20);
        int32x4_t t21 = vaddq_s32(t1, vdupq_n_s32(887));
        uint32x4_t t22 = vreinterpretq_u32_s32(t21);
        uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(2003));
        uint32x4_t t24 = vminq_u32(t22, t23);
        int32x4_t t25 = vreinterpretq_s32_u32(t24);
        int32x4_t t26 = vsubq_s32(t25, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec + 12L], t26);
        i_vec += 16L;
        int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(515));
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(2003));
        uint32x4_t t30 = vminq_u32(t28, t29);
        t1 = vreinterpretq_s32_u32(t30);
    } while (i_vec < 992L);
    int32x4_t t31 = vdupq_n_s32(1885);
    int32x4_t t32 = vaddq_s32(t31, ((int32x4_t)(vcc_v4_int){0, 1910, 1817, 1724}));
    uint32x4_t t33 = vreinterpretq_u32_s32(t32);
    uint32x4_t t34 = vsubq_u32(t33, vdupq_n_u32(2003));
    uint32x4_t t35 = vminq_u32(t33, t34);
    int32x4_t t2 = vreinterpretq_s32_u32(t35);
    long i_vec_1 = 0L;
    /* vcc: loop at min_max.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t t36 = vsubq_s32(t2, vdupq_n_s32(1000));
        vst1q_s32(&a[992L + i_vec_1], t36);
        i_vec_1 += 4L;
        int32x4_t t37 = vaddq_s32(t2, vdupq_n_s32(1631));
        uint32x4_t t38 = vreinterpretq_u32_s32(t37);
        uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(2003));
        uint32x4_t t40 = vminq_u32(t38, t39);
        t2 = vreinterpretq_s32_u32(t40);
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const int *t41 = a;
        int t42 = max_of(n, t41, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t41, 5), t42);
    }
    return 0;
}
