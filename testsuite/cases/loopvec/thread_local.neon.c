/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 4 */
#include <pthread.h>
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A function's own `static _Thread_local` variables are written again by vcc
   with the qualifier (each thread keeps its own running totals below). */
static _Thread_local int hist[64];
_Thread_local float acc[256];
_Thread_local const char *last_error;

void count(const unsigned char *p, int n) {
    for (int i = 0; i < n; i++)
        hist[p[i] & 63] += 1;
    if (n == 0)
        last_error = "empty input";
}

void scale(float s, int n) {
    int t28;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t s_v = vdupq_n_f32(s);
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at thread_local.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t5);
            uint32x4_t t6 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t6);
            uint32x4_t t7 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t7);
            float *t8 = &acc[i_vec];
            float *t9 = &acc[i_vec + 4L];
            float *t10 = &acc[i_vec + 8L];
            float *t11 = &acc[i_vec + 12L];
            float32x4_t acc_v = vld1q_f32(t8);
            float32x4_t acc_v_1 = vld1q_f32(t9);
            float32x4_t acc_v_2 = vld1q_f32(t10);
            float32x4_t acc_v_3 = vld1q_f32(t11);
            float32x4_t t12 = vmulq_f32(acc_v, s_v);
            float32x4_t t13 = vmulq_f32(acc_v_1, s_v);
            float32x4_t t14 = vmulq_f32(acc_v_2, s_v);
            float32x4_t t15 = vmulq_f32(acc_v_3, s_v);
            int32x4_t t16 = vandq_s32(i_v_2, vdupq_n_s32(63));
            int32x4_t t17 = vandq_s32(i_v_3, vdupq_n_s32(63));
            int32x4_t t18 = vandq_s32(i_v_4, vdupq_n_s32(63));
            int32x4_t t19 = vandq_s32(i_v_5, vdupq_n_s32(63));
            int32x4_t hist_v = ({ int32x4_t vcc_ni = t16; const int32_t *vcc_np = (const int32_t *)(hist); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t hist_v_1 = ({ int32x4_t vcc_ni = t17; const int32_t *vcc_np = (const int32_t *)(hist); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t hist_v_2 = ({ int32x4_t vcc_ni = t18; const int32_t *vcc_np = (const int32_t *)(hist); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t hist_v_3 = ({ int32x4_t vcc_ni = t19; const int32_t *vcc_np = (const int32_t *)(hist); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t20 = vcvtq_f32_s32(hist_v);
            float32x4_t t21 = vaddq_f32(t12, t20);
            vst1q_f32(t8, t21);
            float32x4_t t22 = vcvtq_f32_s32(hist_v_1);
            float32x4_t t23 = vaddq_f32(t13, t22);
            vst1q_f32(t9, t23);
            float32x4_t t24 = vcvtq_f32_s32(hist_v_2);
            float32x4_t t25 = vaddq_f32(t14, t24);
            vst1q_f32(t10, t25);
            float32x4_t t26 = vcvtq_f32_s32(hist_v_3);
            float32x4_t t27 = vaddq_f32(t15, t26);
            vst1q_f32(t11, t27);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t28 = (int)t2;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 4L) {
        long t30 = t29 & -4L;
        float32x4_t s_v_1 = vdupq_n_f32(s);
        int32x4_t t31 = vdupq_n_s32(t28);
        uint32x4_t t32 = vreinterpretq_u32_s32(t31);
        uint32x4_t i_v_1 = vaddq_u32(t32, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at thread_local.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            float *t33 = &acc[(long)t28 + i_vec_1];
            float32x4_t acc_v_4 = vld1q_f32(t33);
            float32x4_t t34 = vmulq_f32(acc_v_4, s_v_1);
            int32x4_t t35 = vandq_s32(i_v_6, vdupq_n_s32(63));
            int32x4_t hist_v_4 = ({ int32x4_t vcc_ni = t35; const int32_t *vcc_np = (const int32_t *)(hist); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t36 = vcvtq_f32_s32(hist_v_4);
            float32x4_t t37 = vaddq_f32(t34, t36);
            vst1q_f32(t33, t37);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        float *t38 = &acc[i];
        *t38 = *t38 * s + (float)hist[i & 63];
    }
}

int sum_hist(void) {
    long i_vec = 0L;
    uint32x4_t s_v = vdupq_n_u32(0);
    uint32x4_t s_v_1 = vdupq_n_u32(0);
    uint32x4_t s_v_2 = vdupq_n_u32(0);
    uint32x4_t s_v_3 = vdupq_n_u32(0);
    /* vcc: loop at thread_local.c:28 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t hist_v = vld1q_s32(&hist[i_vec]);
        uint32x4_t t1 = vreinterpretq_u32_s32(hist_v);
        s_v = vaddq_u32(s_v, t1);
        int32x4_t hist_v_1 = vld1q_s32(&hist[i_vec + 4L]);
        uint32x4_t t2 = vreinterpretq_u32_s32(hist_v_1);
        s_v_1 = vaddq_u32(s_v_1, t2);
        int32x4_t hist_v_2 = vld1q_s32(&hist[i_vec + 8L]);
        uint32x4_t t3 = vreinterpretq_u32_s32(hist_v_2);
        s_v_2 = vaddq_u32(s_v_2, t3);
        int32x4_t hist_v_3 = vld1q_s32(&hist[i_vec + 12L]);
        uint32x4_t t4 = vreinterpretq_u32_s32(hist_v_3);
        s_v_3 = vaddq_u32(s_v_3, t4);
        i_vec += 16L;
    } while (i_vec < 64L);
    uint32x4_t t5 = vaddq_u32(s_v, s_v_1);
    uint32x4_t t6 = vaddq_u32(t5, s_v_2);
    uint32x4_t t7 = vaddq_u32(t6, s_v_3);
    int t8 = (int)vaddvq_u32(t7);
    return t8;
}

int calls(void) {
    static _Thread_local int n;
    return ++n;
}

/* Running totals per thread, in a function whose loops vectorize. */
long running(const int *a, int n) {
    static _Thread_local long total;
    static _Thread_local int seen[4] = {1, 2};
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at thread_local.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(a_v);
            s_v = vaddq_u32(s_v, t3);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v_1);
            s_v_1 = vaddq_u32(s_v_1, t4);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t5 = vreinterpretq_u32_s32(a_v_2);
            s_v_2 = vaddq_u32(s_v_2, t5);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_3);
            s_v_3 = vaddq_u32(s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t7 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t8 = vaddq_u32(t7, s_v_2);
        uint32x4_t t9 = vaddq_u32(t8, s_v_3);
        t10 = (int)t2;
        t11 = (int)vaddvq_u32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at thread_local.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t10 + i_vec_1));
            uint32x4_t t14 = vreinterpretq_u32_s32(a_v_4);
            s_v_4 = vaddq_u32(s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vaddvq_u32(s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    total = total + (long)s;
    for (int i_1 = 0; i_1 < n; i_1++) {
        int *t15 = &hist[i_1 & 63];
        *t15 = *t15 + (a[i_1] & 1);
    }
    int *t16 = &seen[n & 3];
    *t16 = *t16 + 1;
    return total * 10L + (long)seen[0] + (long)(seen[1] * 3) + (long)(seen[2] * 5);
}

static void *worker(void *arg) {
    int a[200];
    int k = *(const int *)arg;
    int32x4_t k_v = vdupq_n_s32(k);
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
        int32x4_t t3 = vmulq_s32(i_v_2, k_v);
        int32x4_t t4 = vsubq_s32(t3, vdupq_n_s32(7));
        vst1q_s32(&a[i_vec], t4);
        uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_3 = vreinterpretq_s32_u32(t5);
        int32x4_t t6 = vmulq_s32(i_v_3, k_v);
        int32x4_t t7 = vsubq_s32(t6, vdupq_n_s32(7));
        vst1q_s32(&a[i_vec + 4L], t7);
        uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(8));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t8);
        int32x4_t t9 = vmulq_s32(i_v_4, k_v);
        int32x4_t t10 = vsubq_s32(t9, vdupq_n_s32(7));
        vst1q_s32(&a[i_vec + 8L], t10);
        uint32x4_t t11 = vaddq_u32(i_v, vdupq_n_u32(12));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t11);
        int32x4_t t12 = vmulq_s32(i_v_5, k_v);
        int32x4_t t13 = vsubq_s32(t12, vdupq_n_s32(7));
        vst1q_s32(&a[i_vec + 12L], t13);
        i_vec += 16L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(16));
    } while (i_vec < 192L);
    int32x4_t k_v_1 = vdupq_n_s32(k);
    int32x4_t t14 = vdupq_n_s32(192);
    uint32x4_t t15 = vreinterpretq_u32_s32(t14);
    uint32x4_t i_v_1 = vaddq_u32(t15, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
        int32x4_t t16 = vmulq_s32(i_v_6, k_v_1);
        int32x4_t t17 = vsubq_s32(t16, vdupq_n_s32(7));
        vst1q_s32(&a[192L + i_vec_1], t17);
        i_vec_1 += 4L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
    } while (i_vec_1 < 8L);
    long r = 0L;
    for (int round = 0; round < 3; round++) {
        r = r * 7L + running(a, 200 - round * 61);
    }
    *(long *)arg = r + (long)sum_hist();
    return (void *)0;
}

int main(void) {
    unsigned char data[300];
    long results[3];
    unsigned long threads[3];
    const int *t23;
    vcc_v16_int t1 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v16_uint t2 = (vcc_v16_uint)t1;
    vcc_v16_uint i_v = t2 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:68 vectorized: VF 16, UF 1, scalar epilogue */
    do {
        vcc_v16_int i_v_2 = (vcc_v16_int)i_v;
        vcc_v16_int t3 = i_v_2 * (vcc_v16_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
        vcc_v16_int t4 = t3 + (vcc_v16_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
        uint8x16_t t5 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_short), vcc_v16_uchar);
        vst1q_u8(&data[i_vec], t5);
        i_vec += 16L;
        i_v = i_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
    } while (i_vec < 288L);
    for (int i = 288; i < 300; i++) {
        data[i] = (unsigned char)(i * 37 + 11);
    }
    const unsigned char *t6 = data;
    count(t6, 300);
    count(t6, 0);
    int32x4_t t7 = vdupq_n_s32(0);
    uint32x4_t t8 = vreinterpretq_u32_s32(t7);
    uint32x4_t i_v_1 = vaddq_u32(t8, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:72 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
        float32x4_t t9 = vcvtq_f32_s32(i_v_3);
        float32x4_t t10 = vmulq_f32(t9, vdupq_n_f32(0.5f));
        vst1q_f32(&acc[i_vec_1], t10);
        uint32x4_t t11 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        int32x4_t i_v_4 = vreinterpretq_s32_u32(t11);
        float32x4_t t12 = vcvtq_f32_s32(i_v_4);
        float32x4_t t13 = vmulq_f32(t12, vdupq_n_f32(0.5f));
        vst1q_f32(&acc[i_vec_1 + 4L], t13);
        uint32x4_t t14 = vaddq_u32(i_v_1, vdupq_n_u32(8));
        int32x4_t i_v_5 = vreinterpretq_s32_u32(t14);
        float32x4_t t15 = vcvtq_f32_s32(i_v_5);
        float32x4_t t16 = vmulq_f32(t15, vdupq_n_f32(0.5f));
        vst1q_f32(&acc[i_vec_1 + 8L], t16);
        uint32x4_t t17 = vaddq_u32(i_v_1, vdupq_n_u32(12));
        int32x4_t i_v_6 = vreinterpretq_s32_u32(t17);
        float32x4_t t18 = vcvtq_f32_s32(i_v_6);
        float32x4_t t19 = vmulq_f32(t18, vdupq_n_f32(0.5f));
        vst1q_f32(&acc[i_vec_1 + 12L], t19);
        i_vec_1 += 16L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(16));
    } while (i_vec_1 < 256L);
    scale(1.5f, 256);
    scale(0.25f, 100);
    float t = 0.0f;
    for (int i_1 = 0; i_1 < 256; i_1++) {
        t += acc[i_1];
    }
    calls();
    int t20 = calls();
    const char *t21 = last_error;
    printf("%d %g %s %d\n", sum_hist(), (double)t, t21, t20);
    results[0] = 2L;
    results[1] = 3L;
    results[2] = 5L;
    for (int k = 0; k < 3; k++) {
        long t22 = (long)k;
        pthread_create(&threads[t22], (const union pthread_attr_t *)0, worker, (void *)&results[t22]);
    }
    if (data[0]) {
        t23 = (const int *)acc;
    } else {
        t23 = (const int *)0;
    }
    long mine = running(t23, 0);
    for (int k_1 = 0; k_1 < 3; k_1++) {
        long t24 = (long)k_1;
        pthread_join(threads[t24], (void **)0);
        printf("%ld\n", results[t24]);
    }
    printf("%ld %d\n", mine, sum_hist());
    return 0;
}
