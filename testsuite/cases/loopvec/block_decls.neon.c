/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=2 neon=2 */
#include <stdio.h>

/* Names a function declares inside its body, whose file-scope declarations come later: a
   rewritten body declares them again at its top (`extern ...;`, a prototype), since the
   output's text of the function stands where the original's did. (The gather of `weights`
   does not pay on sse4.2 and neon.) */
int total(const int *a, int n) {
    extern int bias;
    extern _Thread_local int calls;
    extern const short weights[];
    int scale(int);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * weights[i & 7];
    calls++;
    return scale(s) + bias;
}

void fill(float *out, int n) {
    extern float gain;
    float clampf(float, float);
    int t18;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)&gain;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        int32x4_t t5 = vdupq_n_s32(0);
        uint32x4_t t6 = vreinterpretq_u32_s32(t5);
        uint32x4_t i_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at block_decls.c:23 vectorized: VF 4, UF 4, run-time check: `gain` and `out` do not overlap, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            float32x4_t t7 = vcvtq_f32_s32(i_v_2);
            float32x4_t gain_v = vdupq_n_f32(gain);
            float32x4_t t8 = vmulq_f32(t7, gain_v);
            vst1q_f32(out + i_vec, t8);
            uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t9);
            float32x4_t t10 = vcvtq_f32_s32(i_v_3);
            float32x4_t gain_v_1 = vdupq_n_f32(gain);
            float32x4_t t11 = vmulq_f32(t10, gain_v_1);
            vst1q_f32(out + (i_vec + 4L), t11);
            uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t12);
            float32x4_t t13 = vcvtq_f32_s32(i_v_4);
            float32x4_t gain_v_2 = vdupq_n_f32(gain);
            float32x4_t t14 = vmulq_f32(t13, gain_v_2);
            vst1q_f32(out + (i_vec + 8L), t14);
            uint32x4_t t15 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t15);
            float32x4_t t16 = vcvtq_f32_s32(i_v_5);
            float32x4_t gain_v_3 = vdupq_n_f32(gain);
            float32x4_t t17 = vmulq_f32(t16, gain_v_3);
            vst1q_f32(out + (i_vec + 12L), t17);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)&gain;
    unsigned long t21 = (unsigned long)out;
    if ((t19 >= 4L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 0L)) <= (t21 + (unsigned long)((long)t18 * 4L))) | ((t21 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -4L;
        int32x4_t t23 = vdupq_n_s32(t18);
        uint32x4_t t24 = vreinterpretq_u32_s32(t23);
        uint32x4_t i_v_1 = vaddq_u32(t24, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at block_decls.c:23 vector epilogue: VF 4, UF 1, run-time check: `gain` and `out` do not overlap, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            float32x4_t t25 = vcvtq_f32_s32(i_v_6);
            float32x4_t gain_v_4 = vdupq_n_f32(gain);
            float32x4_t t26 = vmulq_f32(t25, gain_v_4);
            vst1q_f32(out + ((long)t18 + i_vec_1), t26);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t22);
        i = (int)((long)t18 + t22);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        out[i] = (float)i * gain;
    }
    float *t27 = out + 0;
    float t28 = *t27;
    *t27 = clampf(t28, 1.0f);
}

/* Declared in an inner block only. */
long count_odd(const long *a, int n) {
    extern long odd_seen;
    long c;
    int t14;
    long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t c_v = vdupq_n_u64(0LL);
        uint64x2_t c_v_1 = vdupq_n_u64(0LL);
        uint64x2_t c_v_2 = vdupq_n_u64(0LL);
        uint64x2_t c_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at block_decls.c:33 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            int64x2_t t3 = vandq_s64(a_v, vdupq_n_s64(1LL));
            uint64x2_t t4 = vreinterpretq_u64_s64(t3);
            c_v = vaddq_u64(c_v, t4);
            int64x2_t a_v_1 = vld1q_s64(a + (i_vec + 2L));
            int64x2_t t5 = vandq_s64(a_v_1, vdupq_n_s64(1LL));
            uint64x2_t t6 = vreinterpretq_u64_s64(t5);
            c_v_1 = vaddq_u64(c_v_1, t6);
            int64x2_t a_v_2 = vld1q_s64(a + (i_vec + 4L));
            int64x2_t t7 = vandq_s64(a_v_2, vdupq_n_s64(1LL));
            uint64x2_t t8 = vreinterpretq_u64_s64(t7);
            c_v_2 = vaddq_u64(c_v_2, t8);
            int64x2_t a_v_3 = vld1q_s64(a + (i_vec + 6L));
            int64x2_t t9 = vandq_s64(a_v_3, vdupq_n_s64(1LL));
            uint64x2_t t10 = vreinterpretq_u64_s64(t9);
            c_v_3 = vaddq_u64(c_v_3, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t11 = vaddq_u64(c_v, c_v_1);
        uint64x2_t t12 = vaddq_u64(t11, c_v_2);
        uint64x2_t t13 = vaddq_u64(t12, c_v_3);
        t14 = (int)t2;
        t15 = (long)vaddvq_u64(t13);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t c_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at block_decls.c:33 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t a_v_4 = vld1q_s64(a + ((long)t14 + i_vec_1));
            int64x2_t t18 = vandq_s64(a_v_4, vdupq_n_s64(1LL));
            uint64x2_t t19 = vreinterpretq_u64_s64(t18);
            c_v_4 = vaddq_u64(c_v_4, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        c = (long)((unsigned long)t15 + vaddvq_u64(c_v_4));
    } else {
        i = t14;
        c = t15;
    }
    for (; i < n; i++) {
        c += a[i] & 1L;
    }
    odd_seen = odd_seen + c;
    return c;
}

int bias = 11;
_Thread_local int calls;
const short weights[8] = {1, -2, 3, -4, 5, -6, 7, -8};
float gain = 0.75f;
long odd_seen;

int scale(int x) {
    return x * 3 - 1;
}

float clampf(float x, float hi) {
    return x > hi ? hi : x;
}

int main(void) {
    int a[333];
    long l[100];
    float f[77];
    int n[6];
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at block_decls.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v);
        int32x4_t t3 = vmulq_s32(i_v_4, vdupq_n_s32(7));
        int32x4_t t4 = vsubq_s32(t3, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec], t4);
        uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t5);
        int32x4_t t6 = vmulq_s32(i_v_5, vdupq_n_s32(7));
        int32x4_t t7 = vsubq_s32(t6, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec + 4L], t7);
        uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_6 = vreinterpretq_s32_u32(t8);
        int32x4_t t9 = vmulq_s32(i_v_6, vdupq_n_s32(7));
        int32x4_t t10 = vsubq_s32(t9, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec + 8L], t10);
        uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_7 = vreinterpretq_s32_u32(t11);
        int32x4_t t12 = vmulq_s32(i_v_7, vdupq_n_s32(7));
        int32x4_t t13 = vsubq_s32(t12, vdupq_n_s32(1000));
        vst1q_s32(&a[i_vec + 12L], t13);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 320L);
    int32x4_t t14 = vdupq_n_s32(320);
    uint32x4_t t15 = vreinterpretq_u32_s32(t14);
    uint32x4_t i_v_1 = vaddq_u32(t15, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at block_decls.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t i_v_8 = vreinterpretq_s32_u32(i_v_1);
        int32x4_t t16 = vmulq_s32(i_v_8, vdupq_n_s32(7));
        int32x4_t t17 = vsubq_s32(t16, vdupq_n_s32(1000));
        vst1q_s32(&a[320L + i_vec_1], t17);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
    } while (i_vec_1 < 12L);
    for (int i = 332; i < 333; i++) {
        a[i] = i * 7 - 1000;
    }
    int32x2_t t18 = vdup_n_s32(0);
    uint32x2_t t19 = vreinterpret_u32_s32(t18);
    uint32x2_t i_v_2 = vadd_u32(t19, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    long i_vec_2 = 0L;
    /* vcc: loop at block_decls.c:60 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
    do {
        int32x2_t i_v_9 = vreinterpret_s32_u32(i_v_2);
        int32x2_t t20 = vmul_s32(i_v_9, vdup_n_s32(5));
        int32x2_t t21 = vadd_s32(t20, vdup_n_s32(3));
        int64x2_t t22 = vmovl_s32(t21);
        vst1q_s64(&l[i_vec_2], t22);
        uint32x2_t t23 = vadd_u32(i_v_2, vdup_n_u32(2));
        int32x2_t i_v_10 = vreinterpret_s32_u32(t23);
        int32x2_t t24 = vmul_s32(i_v_10, vdup_n_s32(5));
        int32x2_t t25 = vadd_s32(t24, vdup_n_s32(3));
        int64x2_t t26 = vmovl_s32(t25);
        vst1q_s64(&l[i_vec_2 + 2L], t26);
        uint32x2_t t27 = vadd_u32(i_v_2, vdup_n_u32(4));
        int32x2_t i_v_11 = vreinterpret_s32_u32(t27);
        int32x2_t t28 = vmul_s32(i_v_11, vdup_n_s32(5));
        int32x2_t t29 = vadd_s32(t28, vdup_n_s32(3));
        int64x2_t t30 = vmovl_s32(t29);
        vst1q_s64(&l[i_vec_2 + 4L], t30);
        uint32x2_t t31 = vadd_u32(i_v_2, vdup_n_u32(6));
        int32x2_t i_v_12 = vreinterpret_s32_u32(t31);
        int32x2_t t32 = vmul_s32(i_v_12, vdup_n_s32(5));
        int32x2_t t33 = vadd_s32(t32, vdup_n_s32(3));
        int64x2_t t34 = vmovl_s32(t33);
        vst1q_s64(&l[i_vec_2 + 6L], t34);
        i_vec_2 += 8L;
        i_v_2 = vadd_u32(i_v_2, vdup_n_u32(8));
    } while (i_vec_2 < 96L);
    int32x2_t t35 = vdup_n_s32(96);
    uint32x2_t t36 = vreinterpret_u32_s32(t35);
    uint32x2_t i_v_3 = vadd_u32(t36, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    long i_vec_3 = 0L;
    /* vcc: loop at block_decls.c:60 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        int32x2_t i_v_13 = vreinterpret_s32_u32(i_v_3);
        int32x2_t t37 = vmul_s32(i_v_13, vdup_n_s32(5));
        int32x2_t t38 = vadd_s32(t37, vdup_n_s32(3));
        int64x2_t t39 = vmovl_s32(t38);
        vst1q_s64(&l[96L + i_vec_3], t39);
        i_vec_3 += 2L;
        i_v_3 = vadd_u32(i_v_3, vdup_n_u32(2));
    } while (i_vec_3 < 4L);
    n[0] = 0;
    n[1] = 1;
    n[2] = 7;
    n[3] = 8;
    n[4] = 33;
    n[5] = 333;
    for (int k = 0; k < 6; k++) {
        int t40 = n[k];
        printf("%d ", total(a, t40));
    }
    fill(f, 77);
    long c = count_odd(l, 100);
    printf("\n%g %g %ld %ld %d\n", (double)f[0], (double)f[76], c, odd_seen, calls);
    return 0;
}
