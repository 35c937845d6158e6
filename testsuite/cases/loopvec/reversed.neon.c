/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
void reverse_copy(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t t3 = vld1q_s32(b + (n - 1 - (int)i_vec) + -3);
            int32x4_t b_v = vextq_s32(vrev64q_s32(t3), vrev64q_s32(t3), 2);
            int32x4_t t4 = vaddq_s32(b_v, vdupq_n_s32(1));
            vst1q_s32(a + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t t6 = vld1q_s32(b + (n - 1 - (int)t5) + -3);
            int32x4_t b_v_1 = vextq_s32(vrev64q_s32(t6), vrev64q_s32(t6), 2);
            int32x4_t t7 = vaddq_s32(b_v_1, vdupq_n_s32(1));
            vst1q_s32(a + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t t9 = vld1q_s32(b + (n - 1 - (int)t8) + -3);
            int32x4_t b_v_2 = vextq_s32(vrev64q_s32(t9), vrev64q_s32(t9), 2);
            int32x4_t t10 = vaddq_s32(b_v_2, vdupq_n_s32(1));
            vst1q_s32(a + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t t12 = vld1q_s32(b + (n - 1 - (int)t11) + -3);
            int32x4_t b_v_3 = vextq_s32(vrev64q_s32(t12), vrev64q_s32(t12), 2);
            int32x4_t t13 = vaddq_s32(b_v_3, vdupq_n_s32(1));
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
        /* vcc: loop at reversed.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t t18 = vld1q_s32(b + (n - 1 - (int)t17) + -3);
            int32x4_t b_v_4 = vextq_s32(vrev64q_s32(t18), vrev64q_s32(t18), 2);
            int32x4_t t19 = vaddq_s32(b_v_4, vdupq_n_s32(1));
            vst1q_s32(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

long weighted_down(int n, const short *a) {
    long s;
    int i = n - 1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){i, i, i, i, i, i, i, i};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec = 0L;
        vcc_v8_ulong s_v = (vcc_v8_ulong){0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at reversed.c:13 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_long t5 = __builtin_convertvector(i_v_1, vcc_v8_long);
            int16x8_t t6 = vld1q_s16(a + ((long)i + i_vec * -1L) + -7);
            int16x8_t a_v = vextq_s16(vrev64q_s16(t6), vrev64q_s16(t6), 4);
            vcc_v8_long t7 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w3; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w4; vcc_v2_long vcc_p2 = (vcc_v2_long)vcc_w5; vcc_v2_long vcc_p3 = (vcc_v2_long)vcc_w6; vcc_v8_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_long t8 = t7 * t5;
            vcc_v8_ulong t9 = (vcc_v8_ulong)t8;
            s_v = s_v + t9;
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (i_vec < t2);
        i = (int)((long)i + t2 * -1L);
        s = (long)vcc_reduce(unsigned long, s_v, +);
    } else {
        s = 0L;
    }
    for (; i >= 0; i--) {
        long t10 = (long)i;
        s += (long)a[t10] * t10;
    }
    return s;
}

void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t3 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            float32x4_t t4 = vextq_f32(vrev64q_f32(t3), vrev64q_f32(t3), 2);
            vst1q_f32(a + (n - 1 - (int)i_vec) + -3, t4);
            long t5 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t5);
            float32x4_t t6 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            float32x4_t t7 = vextq_f32(vrev64q_f32(t6), vrev64q_f32(t6), 2);
            vst1q_f32(a + (n - 1 - (int)t5) + -3, t7);
            long t8 = i_vec + 8L;
            float32x4_t b_v_2 = vld1q_f32(b + t8);
            float32x4_t t9 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            float32x4_t t10 = vextq_f32(vrev64q_f32(t9), vrev64q_f32(t9), 2);
            vst1q_f32(a + (n - 1 - (int)t8) + -3, t10);
            long t11 = i_vec + 12L;
            float32x4_t b_v_3 = vld1q_f32(b + t11);
            float32x4_t t12 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            float32x4_t t13 = vextq_f32(vrev64q_f32(t12), vrev64q_f32(t12), 2);
            vst1q_f32(a + (n - 1 - (int)t11) + -3, t13);
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
        /* vcc: loop at reversed.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float32x4_t b_v_4 = vld1q_f32(b + t17);
            float32x4_t t18 = vmulq_f32(b_v_4, vdupq_n_f32(2.0f));
            float32x4_t t19 = vextq_f32(vrev64q_f32(t18), vrev64q_f32(t18), 2);
            vst1q_f32(a + (n - 1 - (int)t17) + -3, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
