/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
void add3(int n, int *a, const int *b, const int *c) {
    int t20;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)c;
    long t7 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t7 <= 0L) | (t7 >= 64L)))) {
        long t8 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:10 vectorized: VF 4, UF 4, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            int32x4_t t9 = vaddq_s32(b_v, c_v);
            int32x4_t t10 = vaddq_s32(t9, vdupq_n_s32(3));
            vst1q_s32(a + i_vec, t10);
            long t11 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t11);
            int32x4_t c_v_1 = vld1q_s32(c + t11);
            int32x4_t t12 = vaddq_s32(b_v_1, c_v_1);
            int32x4_t t13 = vaddq_s32(t12, vdupq_n_s32(3));
            vst1q_s32(a + t11, t13);
            long t14 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t14);
            int32x4_t c_v_2 = vld1q_s32(c + t14);
            int32x4_t t15 = vaddq_s32(b_v_2, c_v_2);
            int32x4_t t16 = vaddq_s32(t15, vdupq_n_s32(3));
            vst1q_s32(a + t14, t16);
            long t17 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t17);
            int32x4_t c_v_3 = vld1q_s32(c + t17);
            int32x4_t t18 = vaddq_s32(b_v_3, c_v_3);
            int32x4_t t19 = vaddq_s32(t18, vdupq_n_s32(3));
            vst1q_s32(a + t17, t19);
            i_vec += 16L;
        } while (i_vec < t8);
        t20 = (int)t8;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)a;
    unsigned long t23 = (unsigned long)b;
    long t24 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)b + (unsigned long)((long)t20 * 4L)));
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)c;
    long t27 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)c + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 4L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 16L))) & (((t25 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t20 * 4L))) | ((t26 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t20 * 4L))) | ((t27 <= 0L) | (t27 >= 16L)))) {
        long t28 = t21 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:10 vector epilogue: VF 4, UF 1, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t29 = (long)t20 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t29);
            int32x4_t c_v_4 = vld1q_s32(c + t29);
            int32x4_t t30 = vaddq_s32(b_v_4, c_v_4);
            int32x4_t t31 = vaddq_s32(t30, vdupq_n_s32(3));
            vst1q_s32(a + t29, t31);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t20 + t28);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        a[t32] = b[t32] + c[t32] + 3;
    }
}

void add3_out(int n, int *restrict a, const int *b, const int *c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            int32x4_t t3 = vaddq_s32(b_v, c_v);
            int32x4_t t4 = vaddq_s32(t3, vdupq_n_s32(3));
            vst1q_s32(a + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t c_v_1 = vld1q_s32(c + t5);
            int32x4_t t6 = vaddq_s32(b_v_1, c_v_1);
            int32x4_t t7 = vaddq_s32(t6, vdupq_n_s32(3));
            vst1q_s32(a + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t8);
            int32x4_t c_v_2 = vld1q_s32(c + t8);
            int32x4_t t9 = vaddq_s32(b_v_2, c_v_2);
            int32x4_t t10 = vaddq_s32(t9, vdupq_n_s32(3));
            vst1q_s32(a + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t11);
            int32x4_t c_v_3 = vld1q_s32(c + t11);
            int32x4_t t12 = vaddq_s32(b_v_3, c_v_3);
            int32x4_t t13 = vaddq_s32(t12, vdupq_n_s32(3));
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
        /* vcc: loop at alias.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t17);
            int32x4_t c_v_4 = vld1q_s32(c + t17);
            int32x4_t t18 = vaddq_s32(b_v_4, c_v_4);
            int32x4_t t19 = vaddq_s32(t18, vdupq_n_s32(3));
            vst1q_s32(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] + c[t20] + 3;
    }
}

void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:20 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t b_v = vld1q_f64(b + i_vec);
            float64x2_t t3 = vmulq_f64(b_v, vdupq_n_f64(2.0));
            float64x2_t c_v = vld1q_f64(c + i_vec);
            float64x2_t t4 = vsubq_f64(t3, c_v);
            vst1q_f64(a + i_vec, t4);
            long t5 = i_vec + 2L;
            float64x2_t b_v_1 = vld1q_f64(b + t5);
            float64x2_t t6 = vmulq_f64(b_v_1, vdupq_n_f64(2.0));
            float64x2_t c_v_1 = vld1q_f64(c + t5);
            float64x2_t t7 = vsubq_f64(t6, c_v_1);
            vst1q_f64(a + t5, t7);
            long t8 = i_vec + 4L;
            float64x2_t b_v_2 = vld1q_f64(b + t8);
            float64x2_t t9 = vmulq_f64(b_v_2, vdupq_n_f64(2.0));
            float64x2_t c_v_2 = vld1q_f64(c + t8);
            float64x2_t t10 = vsubq_f64(t9, c_v_2);
            vst1q_f64(a + t8, t10);
            long t11 = i_vec + 6L;
            float64x2_t b_v_3 = vld1q_f64(b + t11);
            float64x2_t t12 = vmulq_f64(b_v_3, vdupq_n_f64(2.0));
            float64x2_t c_v_3 = vld1q_f64(c + t11);
            float64x2_t t13 = vsubq_f64(t12, c_v_3);
            vst1q_f64(a + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:20 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float64x2_t b_v_4 = vld1q_f64(b + t17);
            float64x2_t t18 = vmulq_f64(b_v_4, vdupq_n_f64(2.0));
            float64x2_t c_v_4 = vld1q_f64(c + t17);
            float64x2_t t19 = vsubq_f64(t18, c_v_4);
            vst1q_f64(a + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * 2.0 - c[t20];
    }
}

int main(void) {
    unsigned long long h[4];
    int n;
    int t3;
    int t32;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int t4 = 2 * n + 2;
        int *buf = (int *)new_array(t4, 4UL);
        int *c = (int *)new_array(n, 4UL);
        double *da = (double *)new_array(n, 8UL);
        double *db = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            db[fill_idx_1] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int variant = 0; variant < 4; variant++) {
            long t5 = (long)n * 2L + 2L;
            if ((t5 >= 16L) & 1) {
                long t6 = t5 & -16L;
                int32x4_t t7 = vdupq_n_s32(0);
                int32x4_t t8 = vaddq_s32(t7, ((int32x4_t)(vcc_v4_int){0, 7, 14, 21}));
                uint32x4_t t9 = vreinterpretq_u32_s32(t8);
                uint32x4_t t10 = vsubq_u32(t9, vdupq_n_u32(101));
                uint32x4_t t11 = vminq_u32(t9, t10);
                int32x4_t t1 = vreinterpretq_s32_u32(t11);
                long i_vec = 0L;
                /* vcc: loop at alias.c:33 vectorized: VF 4, UF 4, the remainder at 34:26 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    vst1q_s32(buf + i_vec, t1);
                    int32x4_t t12 = vaddq_s32(t1, vdupq_n_s32(28));
                    uint32x4_t t13 = vreinterpretq_u32_s32(t12);
                    uint32x4_t t14 = vsubq_u32(t13, vdupq_n_u32(101));
                    uint32x4_t t15 = vminq_u32(t13, t14);
                    int32x4_t t16 = vreinterpretq_s32_u32(t15);
                    vst1q_s32(buf + (i_vec + 4L), t16);
                    int32x4_t t17 = vaddq_s32(t1, vdupq_n_s32(56));
                    uint32x4_t t18 = vreinterpretq_u32_s32(t17);
                    uint32x4_t t19 = vsubq_u32(t18, vdupq_n_u32(101));
                    uint32x4_t t20 = vminq_u32(t18, t19);
                    int32x4_t t21 = vreinterpretq_s32_u32(t20);
                    vst1q_s32(buf + (i_vec + 8L), t21);
                    int32x4_t t22 = vaddq_s32(t1, vdupq_n_s32(84));
                    uint32x4_t t23 = vreinterpretq_u32_s32(t22);
                    uint32x4_t t24 = vsubq_u32(t23, vdupq_n_u32(101));
                    uint32x4_t t25 = vminq_u32(t23, t24);
                    int32x4_t t26 = vreinterpretq_s32_u32(t25);
                    vst1q_s32(buf + (i_vec + 12L), t26);
                    i_vec += 16L;
                    int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(11));
                    uint32x4_t t28 = vreinterpretq_u32_s32(t27);
                    uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(101));
                    uint32x4_t t30 = vminq_u32(t28, t29);
                    int32x4_t t31 = vreinterpretq_s32_u32(t30);
                    if (i_vec >= t6) {
                        break;
                    }
                    t1 = t31;
                }
                t32 = (int)t6;
            } else {
                t32 = 0;
            }
            long t33 = (long)n * 2L + (long)t32 * -1L + 2L;
            int t34 = (int)((unsigned int)t32 * 7U);
            if ((t33 >= 4L) & (t34 >= 0)) {
                long t35 = t33 & -4L;
                int32x4_t t36 = vdupq_n_s32(t34 % 101);
                int32x4_t t37 = vaddq_s32(t36, ((int32x4_t)(vcc_v4_int){0, 7, 14, 21}));
                uint32x4_t t38 = vreinterpretq_u32_s32(t37);
                uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(101));
                uint32x4_t t40 = vminq_u32(t38, t39);
                int32x4_t t2 = vreinterpretq_s32_u32(t40);
                long i_vec_1 = 0L;
                /* vcc: loop at alias.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    vst1q_s32(buf + ((long)t32 + i_vec_1), t2);
                    i_vec_1 += 4L;
                    int32x4_t t41 = vaddq_s32(t2, vdupq_n_s32(28));
                    uint32x4_t t42 = vreinterpretq_u32_s32(t41);
                    uint32x4_t t43 = vsubq_u32(t42, vdupq_n_u32(101));
                    uint32x4_t t44 = vminq_u32(t42, t43);
                    int32x4_t t45 = vreinterpretq_s32_u32(t44);
                    if (i_vec_1 >= t35) {
                        break;
                    }
                    t2 = t45;
                }
                i = (int)((long)t32 + t35);
            } else {
                i = t32;
            }
            for (; i < t4; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t46 = buf + 1;
                add3(n, t46, t46, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t4 * 4UL);
        }
        const int *t47 = buf + n + 1;
        add3_out(n, buf, t47, t47);
        unsigned long long t48 = h[0];
        h[0] = t48 ^ (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t4 * 4UL);
        const double *t49 = db;
        mix(n, da, t49, t49);
        unsigned long t50 = hash_bytes((const void *)da, (unsigned long)n * 8UL);
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t50);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
