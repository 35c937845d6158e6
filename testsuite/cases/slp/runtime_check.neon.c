/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));

/* Trees kept from vectorizing only by pointers that may overlap, vectorized behind a run-time
   check that they do not (versioning.rs): the block runs in two copies, the vector one when
   the accesses it reorders cannot meet (the distance between the objects, versioning.rs) and
   the original when they can. main calls each function on disjoint arrays, on the same array
   (which passes where every lane reads its own element before writing it), and on arrays
   overlapping by one element both ways, so both copies run and must give what the original
   gives. */
/* vcc-test: expect-slp 6 sse2=5 */
#include <stdio.h>

/* Three objects: two pairs to check. */
void add4(float *a, const float *b, const float *c) {
    float *t1 = a + 0;
    const float *t2 = b + 0;
    long t3 = (long)((unsigned long)(b + 1) - (unsigned long)t1);
    long t4 = (long)((unsigned long)(c + 1) - (unsigned long)t1);
    if (((t3 <= -12L) | (t3 >= 4L)) & ((t4 <= -12L) | (t4 >= 4L))) {
        float32x4_t t5 = vld1q_f32(t2);
        float32x4_t t6 = vld1q_f32(c + 0);
        float32x4_t t7 = vaddq_f32(t5, t6);
        vst1q_f32(t1, t7);
    } else {
        *t1 = *t2 + c[0];
        a[1] = b[1] + c[1];
        a[2] = b[2] + c[2];
        a[3] = b[3] + c[3];
    }
}

/* Values the copied code defines (`s0`, `s3`) are used after it, through the join. */
int scale4(int *out, const int *in, int k) {
    int t6;
    const int *t1 = in + 0;
    long t2 = (long)((unsigned long)(in + 1) - (unsigned long)(out + 0));
    if ((t2 <= -12L) | (t2 >= 4L)) {
        int32x4_t t3 = vld1q_s32(t1);
        int32x4_t t4 = vdupq_n_s32(k);
        int32x4_t t5 = vmulq_s32(t3, t4);
        vst1q_s32(out + 0, t5);
        t6 = vgetq_lane_s32(t5, 0) + vgetq_lane_s32(t5, 3);
    } else {
        int s0 = *t1 * k;
        out[0] = s0;
        out[1] = in[1] * k;
        out[2] = in[2] * k;
        int s3 = in[3] * k;
        out[3] = s3;
        t6 = s0 + s3;
    }
    return t6;
}

/* In a loop body: the loop vectorizer versions the loop on `stride` == 1, and SLP takes
   the scalar loop's body. */
void rows(float *q, const float *p, long stride, int n) {
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)q;
    unsigned long t3 = (unsigned long)p;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(16L + (t1 - 1L) * 16L)) <= t3) | ((t3 + (unsigned long)(16L + (t1 - 1L) * 4L)) <= t2)) & (stride == 1L)) {
        long t4 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at runtime_check.c:35 vectorized: VF 4, UF 2, run-time check: `q` and `p` do not overlap, versioned on `stride` == 1, scalar epilogue */
        do {
            const float *t5 = p + i_vec * stride;
            const float *t6 = t5 + 0;
            float32x4_t r_v = vld1q_f32(t6);
            float32x4_t t7 = vmulq_f32(r_v, vdupq_n_f32(2.0f));
            const float *t8 = t5 + 1;
            float32x4_t r_v_1 = vld1q_f32(t8);
            float32x4_t t9 = vsubq_f32(t7, r_v_1);
            float32x4_t r_v_2 = vld1q_f32(t8);
            float32x4_t t10 = vmulq_f32(r_v_2, vdupq_n_f32(2.0f));
            float32x4_t r_v_3 = vld1q_f32(t6);
            float32x4_t t11 = vaddq_f32(t10, r_v_3);
            const float *t12 = t5 + 2;
            float32x4_t r_v_4 = vld1q_f32(t12);
            float32x4_t t13 = vmulq_f32(r_v_4, vdupq_n_f32(2.0f));
            const float *t14 = t5 + 3;
            float32x4_t r_v_5 = vld1q_f32(t14);
            float32x4_t t15 = vsubq_f32(t13, r_v_5);
            float32x4_t r_v_6 = vld1q_f32(t14);
            float32x4_t t16 = vmulq_f32(r_v_6, vdupq_n_f32(2.0f));
            float32x4_t r_v_7 = vld1q_f32(t12);
            float32x4_t t17 = vaddq_f32(t16, r_v_7);
            vst4q_f32(q + 4 * (int)i_vec + 3 + -3, ((float32x4x4_t){{t9, t11, t15, t17}}));
            long t18 = i_vec + 4L;
            const float *t19 = p + t18 * stride;
            const float *t20 = t19 + 0;
            float32x4_t r_v_8 = vld1q_f32(t20);
            float32x4_t t21 = vmulq_f32(r_v_8, vdupq_n_f32(2.0f));
            const float *t22 = t19 + 1;
            float32x4_t r_v_9 = vld1q_f32(t22);
            float32x4_t t23 = vsubq_f32(t21, r_v_9);
            float32x4_t r_v_10 = vld1q_f32(t22);
            float32x4_t t24 = vmulq_f32(r_v_10, vdupq_n_f32(2.0f));
            float32x4_t r_v_11 = vld1q_f32(t20);
            float32x4_t t25 = vaddq_f32(t24, r_v_11);
            const float *t26 = t19 + 2;
            float32x4_t r_v_12 = vld1q_f32(t26);
            float32x4_t t27 = vmulq_f32(r_v_12, vdupq_n_f32(2.0f));
            const float *t28 = t19 + 3;
            float32x4_t r_v_13 = vld1q_f32(t28);
            float32x4_t t29 = vsubq_f32(t27, r_v_13);
            float32x4_t r_v_14 = vld1q_f32(t28);
            float32x4_t t30 = vmulq_f32(r_v_14, vdupq_n_f32(2.0f));
            float32x4_t r_v_15 = vld1q_f32(t26);
            float32x4_t t31 = vaddq_f32(t30, r_v_15);
            vst4q_f32(q + 4 * (int)t18 + 3 + -3, ((float32x4x4_t){{t23, t25, t29, t31}}));
            i_vec += 8L;
        } while (i_vec < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        const float *r = p + (long)i * stride;
        float *w = q + 4 * i;
        float *t32 = w + 0;
        const float *t33 = r + 0;
        long t34 = (long)((unsigned long)(r + 1) - (unsigned long)t32);
        if ((t34 <= -12L) | (t34 >= 8L)) {
            float32x4_t t35 = vld1q_f32(t33);
            float32x4_t t36 = vmulq_f32(t35, vdupq_n_f32(2.0f));
            float32x4_t t37 = vld1q_f32(t33);
            float32x4_t t38 = vrev64q_f32(t37);
            float32x4_t t39 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t36 - (vcc_v4_float)t38, (vcc_v4_float)t36 + (vcc_v4_float)t38, 0, 5, 2, 7);
            vst1q_f32(t32, t39);
        } else {
            const float *t40 = r + 1;
            *t32 = *t33 * 2.0f - *t40;
            w[1] = *t40 * 2.0f + *t33;
            const float *t41 = r + 2;
            const float *t42 = r + 3;
            w[2] = *t41 * 2.0f - *t42;
            w[3] = *t42 * 2.0f + *t41;
        }
    }
}

typedef struct {
    int *data;
    int len;
} buf;

/* The address is loaded from memory before the tree: the check reads it. */
void fill(buf *dst, const int *src) {
    int *d = dst->data;
    int *t1 = d + 0;
    const int *t2 = src + 0;
    long t3 = (long)((unsigned long)t1 - (unsigned long)(src + 1));
    if ((t3 <= -4L) | (t3 >= 12L)) {
        int32x4_t t4 = vld1q_s32(t2);
        int32x4_t t5 = veorq_s32(t4, vdupq_n_s32(5));
        vst1q_s32(t1, t5);
        dst->len = 4;
    } else {
        *t1 = *t2 ^ 5;
        d[1] = src[1] ^ 5;
        d[2] = src[2] ^ 5;
        d[3] = src[3] ^ 5;
        dst->len = 4;
    }
}

/* Two trees in one block, each behind its own check. */
void two(short *a, short *b, const short *c) {
    short *t1 = a + 0;
    const short *t2 = c + 0;
    long t3 = (long)((unsigned long)(c + 1) - (unsigned long)t1);
    long t4 = (long)((unsigned long)(c + 1) - (unsigned long)(b + 0));
    if (((t3 <= -14L) | (t3 >= 2L)) & ((t4 <= -14L) | (t4 >= 2L))) {
        int16x8_t t5 = vld1q_s16(t2);
        uint16x8_t t6 = vreinterpretq_u16_s16(t5);
        uint16x8_t t7 = vaddq_u16(t6, ((uint16x8_t)(vcc_v8_ushort){(unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7, (unsigned short)8}));
        int16x8_t t8 = vreinterpretq_s16_u16(t7);
        vst1q_s16(t1, t8);
        int16x8_t t9 = vld1q_s16(t2);
        uint16x8_t t10 = vreinterpretq_u16_s16(t9);
        uint16x8_t t11 = vsubq_u16(t10, ((uint16x8_t)(vcc_v8_ushort){(unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7, (unsigned short)8}));
        int16x8_t t12 = vreinterpretq_s16_u16(t11);
        vst1q_s16(b + 0, t12);
    } else {
        *t1 = (short)((int)*t2 + 1);
        const short *t13 = c + 1;
        a[1] = (short)((int)*t13 + 2);
        const short *t14 = c + 2;
        a[2] = (short)((int)*t14 + 3);
        const short *t15 = c + 3;
        a[3] = (short)((int)*t15 + 4);
        const short *t16 = c + 4;
        a[4] = (short)((int)*t16 + 5);
        const short *t17 = c + 5;
        a[5] = (short)((int)*t17 + 6);
        const short *t18 = c + 6;
        a[6] = (short)((int)*t18 + 7);
        const short *t19 = c + 7;
        a[7] = (short)((int)*t19 + 8);
        b[0] = (short)((int)*t2 - 1);
        b[1] = (short)((int)*t13 - 2);
        b[2] = (short)((int)*t14 - 3);
        b[3] = (short)((int)*t15 - 4);
        b[4] = (short)((int)*t16 - 5);
        b[5] = (short)((int)*t17 - 6);
        b[6] = (short)((int)*t18 - 7);
        b[7] = (short)((int)*t19 - 8);
    }
}

static void show_f(const char *what, const float *x, int n) {
    printf("%s", what);
    for (int i = 0; i < n; i++)
        printf(" %g", x[i]);
    printf("\n");
}

static void show_i(const char *what, const int *x, int n) {
    printf("%s", what);
    for (int i = 0; i < n; i++)
        printf(" %d", x[i]);
    printf("\n");
}

int main(void) {
    float f[12];
    int x[10];
    float d[64];
    int store[8];
    buf b;
    short s[24];
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at runtime_check.c:96 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v);
        int32x4_t t3 = vmulq_s32(i_v_4, vdupq_n_s32(3));
        int32x4_t t4 = vaddq_s32(t3, vdupq_n_s32(1));
        float32x4_t t5 = vcvtq_f32_s32(t4);
        vst1q_f32(&f[i_vec], t5);
        i_vec += 4L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(4));
    } while (i_vec < 12L);
    const float *t6 = f + 8;
    add4(f, f + 4, t6);
    const float *t7 = f;
    show_f("add4 apart", t7, 12);
    add4(f, t7, t6);
    show_f("add4 same", t7, 12);
    add4(f + 1, t7, t6);
    show_f("add4 ahead", t7, 12);
    add4(f, f + 1, f + 2);
    show_f("add4 behind", t7, 12);
    int32x4_t t8 = vdupq_n_s32(0);
    uint32x4_t t9 = vreinterpretq_u32_s32(t8);
    uint32x4_t i_v_1 = vaddq_u32(t9, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_1 = 0L;
    /* vcc: loop at runtime_check.c:108 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        int32x4_t i_v_5 = vreinterpretq_s32_u32(i_v_1);
        int32x4_t t10 = vmulq_s32(i_v_5, vdupq_n_s32(7));
        int32x4_t t11 = vsubq_s32(t10, vdupq_n_s32(20));
        vst1q_s32(&x[i_vec_1], t11);
        uint32x4_t t12 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        int32x4_t i_v_6 = vreinterpretq_s32_u32(t12);
        int32x4_t t13 = vmulq_s32(i_v_6, vdupq_n_s32(7));
        int32x4_t t14 = vsubq_s32(t13, vdupq_n_s32(20));
        vst1q_s32(&x[i_vec_1 + 4L], t14);
        i_vec_1 += 8L;
        i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(8));
    } while (i_vec_1 < 8L);
    for (int i = 8; i < 10; i++) {
        x[i] = i * 7 - 20;
    }
    const int *t15 = x;
    int r = scale4(x + 6, t15, 3);
    show_i("scale4 apart", t15, 10);
    int t16 = scale4(x + 1, t15, -2);
    show_i("scale4 ahead", t15, 10);
    int t17 = scale4(x, x + 1, 5);
    show_i("scale4 behind", t15, 10);
    printf("scale4 sums %d\n", r + t16 + t17);
    int32x4_t t18 = vdupq_n_s32(0);
    uint32x4_t t19 = vreinterpretq_u32_s32(t18);
    uint32x4_t i_v_2 = vaddq_u32(t19, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec_2 = 0L;
    /* vcc: loop at runtime_check.c:119 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t i_v_7 = vreinterpretq_s32_u32(i_v_2);
        float32x4_t t20 = vcvtq_f32_s32(i_v_7);
        float32x4_t t21 = vmulq_f32(t20, vdupq_n_f32(0.5f));
        float32x4_t t22 = vsubq_f32(t21, vdupq_n_f32(3.0f));
        vst1q_f32(&d[i_vec_2], t22);
        uint32x4_t t23 = vaddq_u32(i_v_2, vdupq_n_u32(4));
        int32x4_t i_v_8 = vreinterpretq_s32_u32(t23);
        float32x4_t t24 = vcvtq_f32_s32(i_v_8);
        float32x4_t t25 = vmulq_f32(t24, vdupq_n_f32(0.5f));
        float32x4_t t26 = vsubq_f32(t25, vdupq_n_f32(3.0f));
        vst1q_f32(&d[i_vec_2 + 4L], t26);
        uint32x4_t t27 = vaddq_u32(i_v_2, vdupq_n_u32(8));
        int32x4_t i_v_9 = vreinterpretq_s32_u32(t27);
        float32x4_t t28 = vcvtq_f32_s32(i_v_9);
        float32x4_t t29 = vmulq_f32(t28, vdupq_n_f32(0.5f));
        float32x4_t t30 = vsubq_f32(t29, vdupq_n_f32(3.0f));
        vst1q_f32(&d[i_vec_2 + 8L], t30);
        uint32x4_t t31 = vaddq_u32(i_v_2, vdupq_n_u32(12));
        int32x4_t i_v_10 = vreinterpretq_s32_u32(t31);
        float32x4_t t32 = vcvtq_f32_s32(i_v_10);
        float32x4_t t33 = vmulq_f32(t32, vdupq_n_f32(0.5f));
        float32x4_t t34 = vsubq_f32(t33, vdupq_n_f32(3.0f));
        vst1q_f32(&d[i_vec_2 + 12L], t34);
        i_vec_2 += 16L;
        i_v_2 = vaddq_u32(i_v_2, vdupq_n_u32(16));
    } while (i_vec_2 < 64L);
    const float *t35 = d;
    rows(d + 40, t35, 6L, 6);
    rows(d + 1, t35, 5L, 8);
    rows(d, d + 1, 5L, 8);
    rows(d + 2, t35, 1L, 8);
    for (int i_1 = 0; i_1 < 64; i_1++) {
        printf(" %g", (double)d[i_1]);
    }
    printf("\n");
    store[0] = 9;
    store[1] = 8;
    store[2] = 7;
    store[3] = 6;
    store[4] = 5;
    store[5] = 4;
    store[6] = 3;
    store[7] = 2;
    b.data = store;
    b.len = 0;
    fill(&b, store + 4);
    const int *t36 = store;
    show_i("fill apart", t36, 8);
    fill(&b, store + 1);
    show_i("fill behind", t36, 8);
    b.data = store + 2;
    fill(&b, t36);
    show_i("fill ahead", t36, 8);
    printf("len %d\n", b.len);
    vcc_v8_int t37 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t38 = (vcc_v8_uint)t37;
    vcc_v8_uint i_v_3 = t38 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_3 = 0L;
    /* vcc: loop at runtime_check.c:141 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int i_v_11 = (vcc_v8_int)i_v_3;
        vcc_v8_int t39 = i_v_11 * (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
        vcc_v8_int t40 = t39 - (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        int16x8_t t41 = (int16x8_t)__builtin_convertvector(t40, vcc_v8_short);
        vst1q_s16(&s[i_vec_3], t41);
        i_vec_3 += 8L;
        i_v_3 = i_v_3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_3 < 24L);
    two(s, s + 8, s + 16);
    two(s + 9, s, s + 1);
    two(s + 3, s + 4, s + 2);
    for (int i_2 = 0; i_2 < 24; i_2++) {
        printf(" %d", (int)s[i_2]);
    }
    printf("\n");
    return 0;
}
