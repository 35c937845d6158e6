/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
int count_pos(int n, const int *restrict a, int *restrict flags) {
    int c;
    int t33;
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t c_v = vdupq_n_u32(0);
        uint32x4_t c_v_1 = vdupq_n_u32(0);
        uint32x4_t c_v_2 = vdupq_n_u32(0);
        uint32x4_t c_v_3 = vdupq_n_u32(0);
        /* vcc: loop at count_pos.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            int32x4_t a_v = vld1q_s32(t3);
            uint32x4_t t4 = vcgtq_s32(a_v, vdupq_n_s32(3));
            int32x4_t t5 = (int32x4_t)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            vst1q_s32(flags + i_vec, t5);
            int32x4_t a_v_1 = vld1q_s32(t3);
            uint32x4_t t6 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            int32x4_t t7 = (int32x4_t)__builtin_convertvector((vcc_m4)t6 & 1, vcc_v4_int);
            uint32x4_t t8 = vreinterpretq_u32_s32(t7);
            c_v = vaddq_u32(c_v, t8);
            long t9 = i_vec + 4L;
            const int *t10 = a + t9;
            int32x4_t a_v_2 = vld1q_s32(t10);
            uint32x4_t t11 = vcgtq_s32(a_v_2, vdupq_n_s32(3));
            int32x4_t t12 = (int32x4_t)__builtin_convertvector((vcc_m4)t11 & 1, vcc_v4_int);
            vst1q_s32(flags + t9, t12);
            int32x4_t a_v_3 = vld1q_s32(t10);
            uint32x4_t t13 = vcgtq_s32(a_v_3, vdupq_n_s32(0));
            int32x4_t t14 = (int32x4_t)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
            uint32x4_t t15 = vreinterpretq_u32_s32(t14);
            c_v_1 = vaddq_u32(c_v_1, t15);
            long t16 = i_vec + 8L;
            const int *t17 = a + t16;
            int32x4_t a_v_4 = vld1q_s32(t17);
            uint32x4_t t18 = vcgtq_s32(a_v_4, vdupq_n_s32(3));
            int32x4_t t19 = (int32x4_t)__builtin_convertvector((vcc_m4)t18 & 1, vcc_v4_int);
            vst1q_s32(flags + t16, t19);
            int32x4_t a_v_5 = vld1q_s32(t17);
            uint32x4_t t20 = vcgtq_s32(a_v_5, vdupq_n_s32(0));
            int32x4_t t21 = (int32x4_t)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
            uint32x4_t t22 = vreinterpretq_u32_s32(t21);
            c_v_2 = vaddq_u32(c_v_2, t22);
            long t23 = i_vec + 12L;
            const int *t24 = a + t23;
            int32x4_t a_v_6 = vld1q_s32(t24);
            uint32x4_t t25 = vcgtq_s32(a_v_6, vdupq_n_s32(3));
            int32x4_t t26 = (int32x4_t)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
            vst1q_s32(flags + t23, t26);
            int32x4_t a_v_7 = vld1q_s32(t24);
            uint32x4_t t27 = vcgtq_s32(a_v_7, vdupq_n_s32(0));
            int32x4_t t28 = (int32x4_t)__builtin_convertvector((vcc_m4)t27 & 1, vcc_v4_int);
            uint32x4_t t29 = vreinterpretq_u32_s32(t28);
            c_v_3 = vaddq_u32(c_v_3, t29);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t30 = vaddq_u32(c_v, c_v_1);
        uint32x4_t t31 = vaddq_u32(t30, c_v_2);
        uint32x4_t t32 = vaddq_u32(t31, c_v_3);
        t33 = (int)t2;
        t34 = (int)vaddvq_u32(t32);
    } else {
        t33 = 0;
        t34 = 0;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t c_v_4 = vdupq_n_u32(0);
        /* vcc: loop at count_pos.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t33 + i_vec_1;
            const int *t38 = a + t37;
            int32x4_t a_v_8 = vld1q_s32(t38);
            uint32x4_t t39 = vcgtq_s32(a_v_8, vdupq_n_s32(3));
            int32x4_t t40 = (int32x4_t)__builtin_convertvector((vcc_m4)t39 & 1, vcc_v4_int);
            vst1q_s32(flags + t37, t40);
            int32x4_t a_v_9 = vld1q_s32(t38);
            uint32x4_t t41 = vcgtq_s32(a_v_9, vdupq_n_s32(0));
            int32x4_t t42 = (int32x4_t)__builtin_convertvector((vcc_m4)t41 & 1, vcc_v4_int);
            uint32x4_t t43 = vreinterpretq_u32_s32(t42);
            c_v_4 = vaddq_u32(c_v_4, t43);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        i = (int)((long)t33 + t36);
        c = (int)((unsigned int)t34 + vaddvq_u32(c_v_4));
    } else {
        i = t33;
        c = t34;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        const int *t45 = a + t44;
        flags[t44] = *t45 > 3;
        c += *t45 > 0;
    }
    return c;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, ((int32x4_t)(vcc_v4_int){0, 2, 4, 6}));
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t t6 = vsubq_u32(t5, vdupq_n_u32(11));
    uint32x4_t t7 = vminq_u32(t5, t6);
    int32x4_t t1 = vreinterpretq_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at count_pos.c:17 vectorized: VF 4, UF 4, the remainder at 18:16 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t t8 = vsubq_s32(t1, vdupq_n_s32(5));
        vst1q_s32(&a[i_vec], t8);
        int32x4_t t9 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t10 = vreinterpretq_u32_s32(t9);
        uint32x4_t t11 = vsubq_u32(t10, vdupq_n_u32(11));
        uint32x4_t t12 = vminq_u32(t10, t11);
        int32x4_t t13 = vreinterpretq_s32_u32(t12);
        int32x4_t t14 = vsubq_s32(t13, vdupq_n_s32(5));
        vst1q_s32(&a[i_vec + 4L], t14);
        int32x4_t t15 = vaddq_s32(t1, vdupq_n_s32(5));
        uint32x4_t t16 = vreinterpretq_u32_s32(t15);
        uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(11));
        uint32x4_t t18 = vminq_u32(t16, t17);
        int32x4_t t19 = vreinterpretq_s32_u32(t18);
        int32x4_t t20 = vsubq_s32(t19, vdupq_n_s32(5));
        vst1q_s32(&a[i_vec + 8L], t20);
        int32x4_t t21 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t22 = vreinterpretq_u32_s32(t21);
        uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(11));
        uint32x4_t t24 = vminq_u32(t22, t23);
        int32x4_t t25 = vreinterpretq_s32_u32(t24);
        int32x4_t t26 = vsubq_s32(t25, vdupq_n_s32(5));
        vst1q_s32(&a[i_vec + 12L], t26);
        i_vec += 16L;
        int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(10));
        uint32x4_t t28 = vreinterpretq_u32_s32(t27);
        uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(11));
        uint32x4_t t30 = vminq_u32(t28, t29);
        t1 = vreinterpretq_s32_u32(t30);
    } while (i_vec < 992L);
    int32x4_t t31 = vdupq_n_s32(4);
    int32x4_t t32 = vaddq_s32(t31, ((int32x4_t)(vcc_v4_int){0, 2, 4, 6}));
    uint32x4_t t33 = vreinterpretq_u32_s32(t32);
    uint32x4_t t34 = vsubq_u32(t33, vdupq_n_u32(11));
    uint32x4_t t35 = vminq_u32(t33, t34);
    int32x4_t t2 = vreinterpretq_s32_u32(t35);
    long i_vec_1 = 0L;
    /* vcc: loop at count_pos.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t t36 = vsubq_s32(t2, vdupq_n_s32(5));
        vst1q_s32(&a[992L + i_vec_1], t36);
        i_vec_1 += 4L;
        int32x4_t t37 = vaddq_s32(t2, vdupq_n_s32(8));
        uint32x4_t t38 = vreinterpretq_u32_s32(t37);
        uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(11));
        uint32x4_t t40 = vminq_u32(t38, t39);
        t2 = vreinterpretq_s32_u32(t40);
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        a[i] = i * 13 % 11 - 5;
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_pos.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vst1q_s32(&flags[i_vec_2], vdupq_n_s32(7));
            vst1q_s32(&flags[i_vec_2 + 4L], vdupq_n_s32(7));
            vst1q_s32(&flags[i_vec_2 + 8L], vdupq_n_s32(7));
            vst1q_s32(&flags[i_vec_2 + 12L], vdupq_n_s32(7));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_pos.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_s32(&flags[992L + i_vec_3], vdupq_n_s32(7));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        flags[1000] = 7;
        flags[1001] = 7;
        flags[1002] = 7;
        int r = count_pos(n, a, flags);
        int i_1 = 0;
        long check = 0L;
        while (i_1 < 1003) {
            check = check * 3L % 1000003L + (long)flags[i_1];
            i_1++;
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
        c++;
    }
    return 0;
}
