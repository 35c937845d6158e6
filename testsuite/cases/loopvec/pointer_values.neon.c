/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 2 */
#include <stdint.h>
#include <stdio.h>

/* Pointers in loops whose other values vectorize. No vector lane holds a pointer: a pointer the
   same in every iteration, converted to an integer, is converted once (it was splatted as a
   vector of pointers, which the emitter could not write, so the function stayed as written);
   pointers chosen per iteration keep the loop scalar, with a remark. */
void scale_by_tag(int *a, void *tag, int n) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x2_t t3 = vdup_n_s32(0);
        uint32x2_t t4 = vreinterpret_u32_s32(t3);
        uint32x2_t i_v = vadd_u32(t4, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        int64x2_t t5 = vdupq_n_s64((long)tag);
        int32x2_t t6 = vmovn_s64(t5);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:10 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
            int32x2_t t7 = vmul_s32(i_v_2, t6);
            vst1_s32(a + i_vec, t7);
            uint32x2_t t8 = vadd_u32(i_v, vdup_n_u32(2));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t8);
            int32x2_t t9 = vmul_s32(i_v_3, t6);
            vst1_s32(a + (i_vec + 2L), t9);
            uint32x2_t t10 = vadd_u32(i_v, vdup_n_u32(4));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t10);
            int32x2_t t11 = vmul_s32(i_v_4, t6);
            vst1_s32(a + (i_vec + 4L), t11);
            uint32x2_t t12 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_5 = vreinterpret_s32_u32(t12);
            int32x2_t t13 = vmul_s32(i_v_5, t6);
            vst1_s32(a + (i_vec + 6L), t13);
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(8));
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        int32x2_t t17 = vdup_n_s32(t14);
        uint32x2_t t18 = vreinterpret_u32_s32(t17);
        uint32x2_t i_v_1 = vadd_u32(t18, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        int64x2_t t19 = vdupq_n_s64((long)tag);
        int32x2_t t20 = vmovn_s64(t19);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:10 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
            int32x2_t t21 = vmul_s32(i_v_6, t20);
            vst1_s32(a + ((long)t14 + i_vec_1), t21);
            i_vec_1 += 2L;
            i_v_1 = vadd_u32(i_v_1, vdup_n_u32(2));
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = i * (int)(long)tag;
    }
}

void offsets(long *out, const char *base, const char *p, int n) {
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x2_t t3 = vdup_n_s32(0);
        uint32x2_t t4 = vreinterpret_u32_s32(t3);
        uint32x2_t i_v = vadd_u32(t4, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        uint64x2_t t5 = vdupq_n_u64((unsigned long)p);
        uint64x2_t t6 = vdupq_n_u64((unsigned long)base);
        uint64x2_t t7 = vsubq_u64(t5, t6);
        int64x2_t t8 = vreinterpretq_s64_u64(t7);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:15 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
            int64x2_t t9 = vmovl_s32(i_v_2);
            int64x2_t t10 = vaddq_s64(t8, t9);
            vst1q_s64(out + i_vec, t10);
            uint32x2_t t11 = vadd_u32(i_v, vdup_n_u32(2));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t11);
            int64x2_t t12 = vmovl_s32(i_v_3);
            int64x2_t t13 = vaddq_s64(t8, t12);
            vst1q_s64(out + (i_vec + 2L), t13);
            uint32x2_t t14 = vadd_u32(i_v, vdup_n_u32(4));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t14);
            int64x2_t t15 = vmovl_s32(i_v_4);
            int64x2_t t16 = vaddq_s64(t8, t15);
            vst1q_s64(out + (i_vec + 4L), t16);
            uint32x2_t t17 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_5 = vreinterpret_s32_u32(t17);
            int64x2_t t18 = vmovl_s32(i_v_5);
            int64x2_t t19 = vaddq_s64(t8, t18);
            vst1q_s64(out + (i_vec + 6L), t19);
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(8));
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 2L) {
        long t22 = t21 & -2L;
        int32x2_t t23 = vdup_n_s32(t20);
        uint32x2_t t24 = vreinterpret_u32_s32(t23);
        uint32x2_t i_v_1 = vadd_u32(t24, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        uint64x2_t t25 = vdupq_n_u64((unsigned long)p);
        uint64x2_t t26 = vdupq_n_u64((unsigned long)base);
        uint64x2_t t27 = vsubq_u64(t25, t26);
        int64x2_t t28 = vreinterpretq_s64_u64(t27);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:15 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
            int64x2_t t29 = vmovl_s32(i_v_6);
            int64x2_t t30 = vaddq_s64(t28, t29);
            vst1q_s64(out + ((long)t20 + i_vec_1), t30);
            i_vec_1 += 2L;
            i_v_1 = vadd_u32(i_v_1, vdup_n_u32(2));
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        out[t31] = (long)((unsigned long)p - (unsigned long)base) + t31;
    }
}

void pick_names(const char **out, const int *c, const char *yes, const char *no, int n) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] ? yes : no;
}

int main(void) {
    static int a[100];
    static long o[100];
    static const char *names[100];
    static int c[100];
    static const char text[7] = "yes\000no";
    int ns[6];
    int t49;
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t t6 = vsubq_u32(t5, vdupq_n_u32(3));
    uint32x4_t t7 = vminq_u32(t5, t6);
    int32x4_t t1 = vreinterpretq_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at pointer_values.c:30 vectorized: VF 4, UF 4, the remainder at 31:16 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        uint32x4_t t8 = vceqq_s32(t1, vdupq_n_s32(0));
        int32x4_t t9 = (int32x4_t)__builtin_convertvector((vcc_m4)t8 & 1, vcc_v4_int);
        vst1q_s32(&c[i_vec], t9);
        int32x4_t t10 = vaddq_s32(t1, vdupq_n_s32(1));
        uint32x4_t t11 = vreinterpretq_u32_s32(t10);
        uint32x4_t t12 = vsubq_u32(t11, vdupq_n_u32(3));
        uint32x4_t t13 = vminq_u32(t11, t12);
        int32x4_t t14 = vreinterpretq_s32_u32(t13);
        uint32x4_t t15 = vceqq_s32(t14, vdupq_n_s32(0));
        int32x4_t t16 = (int32x4_t)__builtin_convertvector((vcc_m4)t15 & 1, vcc_v4_int);
        vst1q_s32(&c[i_vec + 4L], t16);
        int32x4_t t17 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t18 = vreinterpretq_u32_s32(t17);
        uint32x4_t t19 = vsubq_u32(t18, vdupq_n_u32(3));
        uint32x4_t t20 = vminq_u32(t18, t19);
        int32x4_t t21 = vreinterpretq_s32_u32(t20);
        uint32x4_t t22 = vceqq_s32(t21, vdupq_n_s32(0));
        int32x4_t t23 = (int32x4_t)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
        vst1q_s32(&c[i_vec + 8L], t23);
        int32x4_t t24 = vaddq_s32(t1, vdupq_n_s32(0));
        uint32x4_t t25 = vreinterpretq_u32_s32(t24);
        uint32x4_t t26 = vsubq_u32(t25, vdupq_n_u32(3));
        uint32x4_t t27 = vminq_u32(t25, t26);
        int32x4_t t28 = vreinterpretq_s32_u32(t27);
        uint32x4_t t29 = vceqq_s32(t28, vdupq_n_s32(0));
        int32x4_t t30 = (int32x4_t)__builtin_convertvector((vcc_m4)t29 & 1, vcc_v4_int);
        vst1q_s32(&c[i_vec + 12L], t30);
        i_vec += 16L;
        int32x4_t t31 = vaddq_s32(t1, vdupq_n_s32(1));
        uint32x4_t t32 = vreinterpretq_u32_s32(t31);
        uint32x4_t t33 = vsubq_u32(t32, vdupq_n_u32(3));
        uint32x4_t t34 = vminq_u32(t32, t33);
        t1 = vreinterpretq_s32_u32(t34);
    } while (i_vec < 96L);
    int32x4_t t35 = vdupq_n_s32(0);
    int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
    uint32x4_t t37 = vreinterpretq_u32_s32(t36);
    uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(3));
    uint32x4_t t39 = vminq_u32(t37, t38);
    int32x4_t t2 = vreinterpretq_s32_u32(t39);
    long i_vec_1 = 0L;
    /* vcc: loop at pointer_values.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        uint32x4_t t40 = vceqq_s32(t2, vdupq_n_s32(0));
        int32x4_t t41 = (int32x4_t)__builtin_convertvector((vcc_m4)t40 & 1, vcc_v4_int);
        vst1q_s32(&c[96L + i_vec_1], t41);
        i_vec_1 += 4L;
        int32x4_t t42 = vaddq_s32(t2, vdupq_n_s32(1));
        uint32x4_t t43 = vreinterpretq_u32_s32(t42);
        uint32x4_t t44 = vsubq_u32(t43, vdupq_n_u32(3));
        uint32x4_t t45 = vminq_u32(t43, t44);
        t2 = vreinterpretq_s32_u32(t45);
    } while (i_vec_1 < 4L);
    ns[0] = 0;
    ns[1] = 1;
    ns[2] = 7;
    ns[3] = 8;
    ns[4] = 31;
    ns[5] = 100;
    for (int k = 0; k < 6; k++) {
        long t46 = (long)k;
        int n = ns[t46];
        scale_by_tag(a, (void *)(long)(k + 3), n);
        offsets(o, text, text + t46, n);
        pick_names(names, c, text, text + 4, n);
        long s = 0L;
        for (int i = 0; i < n; i++) {
            long t47 = (long)i;
            long t48 = (long)a[t47] + o[t47] * 3L;
            if (names[t47] == text) {
                t49 = 5;
            } else {
                t49 = 11;
            }
            s += t48 + (long)t49;
        }
        printf("%d %ld\n", n, s);
    }
    return 0;
}
