/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=4 neon=3 */
#include "harness.h"

/* Loop-invariant vectors computed once in vector.ph: operations on values from before the loop
   and constants (a division of constants, an integer division by a parameter, a narrowed shift
   of a uint8 parameter); under a condition a division stays in the loop, masked. */

void third(int n, double *restrict b, const double *restrict a) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        float64x2_t t3 = vdivq_f64(vdupq_n_f64(1.0), vdupq_n_f64(3.0));
        long i_vec = 0L;
        /* vcc: loop at hoist.c:9 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t4 = vmulq_f64(a_v, t3);
            vst1q_f64(b + i_vec, t4);
            long t5 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t5);
            float64x2_t t6 = vmulq_f64(a_v_1, t3);
            vst1q_f64(b + t5, t6);
            long t7 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t7);
            float64x2_t t8 = vmulq_f64(a_v_2, t3);
            vst1q_f64(b + t7, t8);
            long t9 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t9);
            float64x2_t t10 = vmulq_f64(a_v_3, t3);
            vst1q_f64(b + t9, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        float64x2_t t14 = vdivq_f64(vdupq_n_f64(1.0), vdupq_n_f64(3.0));
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:9 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t15);
            float64x2_t t16 = vmulq_f64(a_v_4, t14);
            vst1q_f64(b + t15, t16);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        b[t17] = a[t17] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        int32x4_t d_v = vdupq_n_s32(d);
        int32x4_t t3 = (int32x4_t)((vcc_v4_int)k_v / (vcc_v4_int)d_v);
        long i_vec = 0L;
        /* vcc: loop at hoist.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t4 = vaddq_s32(a_v, t3);
            vst1q_s32(c + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5);
            int32x4_t t6 = vaddq_s32(a_v_1, t3);
            vst1q_s32(c + t5, t6);
            long t7 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t7);
            int32x4_t t8 = vaddq_s32(a_v_2, t3);
            vst1q_s32(c + t7, t8);
            long t9 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t9);
            int32x4_t t10 = vaddq_s32(a_v_3, t3);
            vst1q_s32(c + t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        int32x4_t d_v_1 = vdupq_n_s32(d);
        int32x4_t t14 = (int32x4_t)((vcc_v4_int)k_v_1 / (vcc_v4_int)d_v_1);
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t15);
            int32x4_t t16 = vaddq_s32(a_v_4, t14);
            vst1q_s32(c + t15, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        c[t17] = a[t17] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    for (int i = 0; i < n; i++)
        if (a[i] > 1000)
            c[i] = k / d;
}

void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        uint8x16_t key_v = vdupq_n_u8(key);
        uint8x16_t t3 = vshlq_u8(key_v, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
        long i_vec = 0L;
        /* vcc: loop at hoist.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t t4 = vaddq_u8(a_v, t3);
            vst1q_u8(c + i_vec, t4);
            long t5 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t5);
            uint8x16_t t6 = vaddq_u8(a_v_1, t3);
            vst1q_u8(c + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        uint8x16_t key_v_1 = vdupq_n_u8(key);
        uint8x16_t t10 = vshlq_u8(key_v_1, vnegq_s8(vreinterpretq_s8_u8(vdupq_n_u8(1))));
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t7 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t11);
            uint8x16_t t12 = vaddq_u8(a_v_2, t10);
            vst1q_u8(c + t11, t12);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        c[t13] = (unsigned char)((int)a[t13] + ((int)key >> 1));
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof(double)), *b = new_array(n, sizeof(double));
        int *ia = new_array(n, sizeof(int)), *ic = new_array(n, sizeof(int));
        uint8_t *ua = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(ia, n, -1000, 2001);
        FILL(ua, n, 0, 256);
        if (n > 0) ua[0] = 255;
        third(n, b, a);
        printf("n=%d third=%llx", n, HASH(b, n));
        add_quot(n, ic, ia, -2147483647 - 1, n ? -7 : 0);
        printf(" quot=%llx", HASH(ic, n));
        cond_quot(n, ic, ia, 12345, 0);
        printf(" cond=%llx", HASH(ic, n));
        add_half_key(n, uc, ua, 255);
        printf(" key=%llx\n", HASH(uc, n));
        free(a), free(b), free(ia), free(ic), free(ua), free(uc);
    }
    return 0;
}
