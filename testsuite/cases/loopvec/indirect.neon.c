/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=2 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            int32x4_t idx_v = vld1q_s32(idx + i_vec);
            int32x4_t idx_v_1 = vld1q_s32(idx + t3);
            int32x4_t idx_v_2 = vld1q_s32(idx + t4);
            int32x4_t idx_v_3 = vld1q_s32(idx + t5);
            float32x4_t b_v = ({ int32x4_t vcc_ni = idx_v; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t b_v_1 = ({ int32x4_t vcc_ni = idx_v_1; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t b_v_2 = ({ int32x4_t vcc_ni = idx_v_2; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t b_v_3 = ({ int32x4_t vcc_ni = idx_v_3; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t6 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            vst1q_f32(a + i_vec, t6);
            float32x4_t t7 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            vst1q_f32(a + t3, t7);
            float32x4_t t8 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            vst1q_f32(a + t4, t8);
            float32x4_t t9 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            vst1q_f32(a + t5, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at indirect.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t idx_v_4 = vld1q_s32(idx + t13);
            float32x4_t b_v_4 = ({ int32x4_t vcc_ni = idx_v_4; const float32_t *vcc_np = (const float32_t *)(b); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t14 = vmulq_f32(b_v_4, vdupq_n_f32(2.0f));
            vst1q_f32(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[idx[t15]] * 2.0f;
    }
}

void scatter(int n, int *restrict a, const int *restrict b, const int *restrict idx) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            int32x4_t idx_v = vld1q_s32(idx + i_vec);
            int32x4_t idx_v_1 = vld1q_s32(idx + t3);
            int32x4_t idx_v_2 = vld1q_s32(idx + t4);
            int32x4_t idx_v_3 = vld1q_s32(idx + t5);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t b_v_1 = vld1q_s32(b + t3);
            int32x4_t b_v_2 = vld1q_s32(b + t4);
            int32x4_t b_v_3 = vld1q_s32(b + t5);
            int32x4_t t6 = vaddq_s32(b_v, vdupq_n_s32(1));
            do { int32x4_t vcc_ni = idx_v; int32x4_t vcc_nv = t6; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t7 = vaddq_s32(b_v_1, vdupq_n_s32(1));
            do { int32x4_t vcc_ni = idx_v_1; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t8 = vaddq_s32(b_v_2, vdupq_n_s32(1));
            do { int32x4_t vcc_ni = idx_v_2; int32x4_t vcc_nv = t8; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t9 = vaddq_s32(b_v_3, vdupq_n_s32(1));
            do { int32x4_t vcc_ni = idx_v_3; int32x4_t vcc_nv = t9; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at indirect.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t idx_v_4 = vld1q_s32(idx + t13);
            int32x4_t b_v_4 = vld1q_s32(b + t13);
            int32x4_t t14 = vaddq_s32(b_v_4, vdupq_n_s32(1));
            do { int32x4_t vcc_ni = idx_v_4; int32x4_t vcc_nv = t14; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[idx[t15]] = b[t15] + 1;
    }
}

void histogram(int n, int *restrict bins, const unsigned char *restrict v) {
    for (int i = 0; i < n; i++)
        bins[v[i] & 15]++;
}

int main(void) {
    int bins[16];
    int n;
    int t2;
    int t11;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *idx = (int *)new_array(n, 4UL);
        bins[0] = 0;
        long t1 = 0L;
        /* vcc: loop at indirect.c:26 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vst1q_s32(&bins[1L + t1], vdupq_n_s32(0));
            t1 += 4L;
        } while (t1 < 12L);
        bins[13] = 0;
        bins[14] = 0;
        bins[15] = 0;
        unsigned char *v = (unsigned char *)new_array(n, 1UL);
        int fill_idx = 0;
        while (fill_idx < n) {
            fb[fill_idx] = (float)(-1000 + (int)(next_rand() % 2000U));
            fill_idx++;
        }
        int fill_idx_1 = 0;
        while (fill_idx_1 < n) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
            fill_idx_1++;
        }
        int fill_idx_2 = 0;
        while (fill_idx_2 < n) {
            v[fill_idx_2] = (unsigned char)(int)(next_rand() % 256U);
            fill_idx_2++;
        }
        long t3 = (long)n;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            int32x4_t t5 = vdupq_n_s32(0);
            uint32x4_t t6 = vreinterpretq_u32_s32(t5);
            uint32x4_t i_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec = 0L;
            /* vcc: loop at indirect.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                vst1q_s32(idx + i_vec, i_v_2);
                uint32x4_t t7 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t7);
                vst1q_s32(idx + (i_vec + 4L), i_v_3);
                uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t i_v_4 = vreinterpretq_s32_u32(t8);
                vst1q_s32(idx + (i_vec + 8L), i_v_4);
                uint32x4_t t9 = vaddq_u32(i_v, vdupq_n_u32(12));
                int32x4_t i_v_5 = vreinterpretq_s32_u32(t9);
                vst1q_s32(idx + (i_vec + 12L), i_v_5);
                i_vec += 16L;
                uint32x4_t t10 = vaddq_u32(i_v, vdupq_n_u32(16));
                if (i_vec >= t4) {
                    break;
                }
                i_v = t10;
            }
            t11 = (int)t4;
        } else {
            t11 = 0;
        }
        long t12 = (long)t11;
        long t13 = t3 + t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            int32x4_t t15 = vdupq_n_s32(t11);
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t i_v_1 = vaddq_u32(t16, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_1 = 0L;
            /* vcc: loop at indirect.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
                vst1q_s32(idx + (t12 + i_vec_1), i_v_6);
                i_vec_1 += 4L;
                uint32x4_t t17 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                if (i_vec_1 >= t14) {
                    break;
                }
                i_v_1 = t17;
            }
            i = (int)(t12 + t14);
        } else {
            i = t11;
        }
        while (i < n) {
            idx[i] = i;
            i++;
        }
        int i_1 = n - 1;
        while (i_1 > 0) {
            unsigned int t18 = next_rand();
            int *t19 = idx + i_1;
            int t = *t19;
            int *t20 = idx + (int)(t18 % (unsigned int)(i_1 + 1));
            *t19 = *t20;
            *t20 = t;
            i_1--;
        }
        const int *t21 = idx;
        gather(n, fa, fb, t21);
        scatter(n, a, b, t21);
        histogram(n, bins, v);
        unsigned long t22 = hash_bytes((const void *)bins, 64UL);
        unsigned long t23 = (unsigned long)n * 4UL;
        unsigned long t24 = hash_bytes((const void *)a, t23);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, t23), (unsigned long long)t24, (unsigned long long)t22);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
        count_idx++;
        n_1 = n;
    }
}
