/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));

#include <stdio.h>

/* Not vectorized: the call to `tick` may have side effects. */
static int ticks;

void tick(void) {
    ticks++;
}

void zero_and_tick(int n, double *a) {
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        tick();
    }
}

int main(void) {
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    double t16;
    unsigned int c = 0U;
    while ((unsigned long)c < 13UL) {
        int n = counts[c];
        int32x2_t t1 = vdup_n_s32(0);
        uint32x2_t t2 = vreinterpret_u32_s32(t1);
        uint32x2_t i_v = vadd_u32(t2, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec = 0L;
        /* vcc: loop at call_unknown.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
            float64x2_t t3 = vcvtq_f64_s64(vmovl_s32(i_v_2));
            vst1q_f64(&a[i_vec], t3);
            uint32x2_t t4 = vadd_u32(i_v, vdup_n_u32(2));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t4);
            float64x2_t t5 = vcvtq_f64_s64(vmovl_s32(i_v_3));
            vst1q_f64(&a[i_vec + 2L], t5);
            uint32x2_t t6 = vadd_u32(i_v, vdup_n_u32(4));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t6);
            float64x2_t t7 = vcvtq_f64_s64(vmovl_s32(i_v_4));
            vst1q_f64(&a[i_vec + 4L], t7);
            uint32x2_t t8 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_5 = vreinterpret_s32_u32(t8);
            float64x2_t t9 = vcvtq_f64_s64(vmovl_s32(i_v_5));
            vst1q_f64(&a[i_vec + 6L], t9);
            i_vec += 8L;
            uint32x2_t t10 = vadd_u32(i_v, vdup_n_u32(8));
            if (i_vec >= 1000L) {
                break;
            }
            i_v = t10;
        }
        int32x2_t t11 = vdup_n_s32(1000);
        uint32x2_t t12 = vreinterpret_u32_s32(t11);
        uint32x2_t i_v_1 = vadd_u32(t12, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec_1 = 0L;
        /* vcc: loop at call_unknown.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
            float64x2_t t13 = vcvtq_f64_s64(vmovl_s32(i_v_6));
            vst1q_f64(&a[1000L + i_vec_1], t13);
            i_vec_1 += 2L;
            uint32x2_t t14 = vadd_u32(i_v_1, vdup_n_u32(2));
            if (i_vec_1 >= 2L) {
                break;
            }
            i_v_1 = t14;
        }
        a[1002] = 1002.0;
        zero_and_tick(n, a);
        double t15 = a[n];
        if (n) {
            t16 = a[n - 1];
        } else {
            t16 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t16, t15);
        c++;
    }
    return 0;
}
