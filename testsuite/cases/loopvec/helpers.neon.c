/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 7 */
/* Calls to small functions of the file, inlined before the loop vectorizer
 * (`transform/inline.rs`), as real code keeps its element-wise work in helpers. */
#include "harness.h"

static inline float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

static float lerp(float a, float b, float t) {
    return a + (b - a) * t;
}

/* A helper calling a helper. */
static float smoothstep(float x) {
    float t = clampf(x, 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

/* Reads through the pointer it is given. */
static int get(const int *p, int i) {
    return p[i] * 3 - 1;
}

/* Writes through the pointer it is given, returns nothing. */
static void put_sum(int *dst, int i, int a, int b) {
    dst[i] = a + b;
}

static unsigned char saturate_u8(int v) {
    return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)v;
}

/* Not inlined: a static counter of its own, which the caller cannot name. */
static int counted(int x) {
    static int calls;
    calls++;
    return x + (calls & 1);
}

/* Not inlined: the user asked for a call. */
__attribute__((noinline)) static int kept(int x) {
    return x * 7;
}

/* Not inlined: recursive. */
static int depth(int x) {
    return x <= 0 ? 0 : 1 + depth(x - 8);
}

void clamp_all(float *restrict y, const float *restrict x, int n) {
    int t39;
    int i;
    (void)clampf;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:56 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            uint32x4_t t4 = vcltq_f32(x_v, vdupq_n_f32(-10.0f));
            uint32x4_t t5 = vmvnq_u32(t4);
            uint32x4_t t6 = vcgtq_f32(x_v, vdupq_n_f32(10.0f));
            uint32x4_t t7 = vandq_u32(t5, t6);
            float32x4_t t8 = vbslq_f32(t7, vdupq_n_f32(10.0f), vdupq_n_f32(-10.0f));
            uint32x4_t t9 = vmvnq_u32(t6);
            uint32x4_t t10 = vandq_u32(t5, t9);
            float32x4_t t11 = vbslq_f32(t10, x_v, t8);
            vst1q_f32(y + i_vec, t11);
            long t12 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t12);
            uint32x4_t t13 = vcltq_f32(x_v_1, vdupq_n_f32(-10.0f));
            uint32x4_t t14 = vmvnq_u32(t13);
            uint32x4_t t15 = vcgtq_f32(x_v_1, vdupq_n_f32(10.0f));
            uint32x4_t t16 = vandq_u32(t14, t15);
            float32x4_t t17 = vbslq_f32(t16, vdupq_n_f32(10.0f), vdupq_n_f32(-10.0f));
            uint32x4_t t18 = vmvnq_u32(t15);
            uint32x4_t t19 = vandq_u32(t14, t18);
            float32x4_t t20 = vbslq_f32(t19, x_v_1, t17);
            vst1q_f32(y + t12, t20);
            long t21 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t21);
            uint32x4_t t22 = vcltq_f32(x_v_2, vdupq_n_f32(-10.0f));
            uint32x4_t t23 = vmvnq_u32(t22);
            uint32x4_t t24 = vcgtq_f32(x_v_2, vdupq_n_f32(10.0f));
            uint32x4_t t25 = vandq_u32(t23, t24);
            float32x4_t t26 = vbslq_f32(t25, vdupq_n_f32(10.0f), vdupq_n_f32(-10.0f));
            uint32x4_t t27 = vmvnq_u32(t24);
            uint32x4_t t28 = vandq_u32(t23, t27);
            float32x4_t t29 = vbslq_f32(t28, x_v_2, t26);
            vst1q_f32(y + t21, t29);
            long t30 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t30);
            uint32x4_t t31 = vcltq_f32(x_v_3, vdupq_n_f32(-10.0f));
            uint32x4_t t32 = vmvnq_u32(t31);
            uint32x4_t t33 = vcgtq_f32(x_v_3, vdupq_n_f32(10.0f));
            uint32x4_t t34 = vandq_u32(t32, t33);
            float32x4_t t35 = vbslq_f32(t34, vdupq_n_f32(10.0f), vdupq_n_f32(-10.0f));
            uint32x4_t t36 = vmvnq_u32(t33);
            uint32x4_t t37 = vandq_u32(t32, t36);
            float32x4_t t38 = vbslq_f32(t37, x_v_3, t35);
            vst1q_f32(y + t30, t38);
            i_vec += 16L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t42);
            uint32x4_t t43 = vcltq_f32(x_v_4, vdupq_n_f32(-10.0f));
            uint32x4_t t44 = vmvnq_u32(t43);
            uint32x4_t t45 = vcgtq_f32(x_v_4, vdupq_n_f32(10.0f));
            uint32x4_t t46 = vandq_u32(t44, t45);
            float32x4_t t47 = vbslq_f32(t46, vdupq_n_f32(10.0f), vdupq_n_f32(-10.0f));
            uint32x4_t t48 = vmvnq_u32(t45);
            uint32x4_t t49 = vandq_u32(t44, t48);
            float32x4_t t50 = vbslq_f32(t49, x_v_4, t47);
            vst1q_f32(y + t42, t50);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        float *t52 = y + t51;
        float t1 = x[t51];
        if (t1 < -10.0f) {
            t1 = -10.0f;
        } else if (t1 > 10.0f) {
            t1 = 10.0f;
        }
        *t52 = t1;
    }
}

void blend(float *restrict y, const float *restrict a, const float *restrict b, int n) {
    int t70;
    int i;
    (void)lerp;
    (void)smoothstep;
    (void)clampf;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t t3 = vsubq_f32(b_v, a_v);
            float32x4_t t4 = vmulq_f32(t3, vdupq_n_f32(0.25f));
            float32x4_t t5 = vaddq_f32(a_v, t4);
            float32x4_t t6 = vmulq_f32(a_v, vdupq_n_f32(0.001f));
            uint32x4_t t7 = vcltq_f32(t6, vdupq_n_f32(0.0f));
            uint32x4_t t8 = vmvnq_u32(t7);
            uint32x4_t t9 = vcgtq_f32(t6, vdupq_n_f32(1.0f));
            uint32x4_t t10 = vandq_u32(t8, t9);
            float32x4_t t11 = vbslq_f32(t10, vdupq_n_f32(1.0f), vdupq_n_f32(0.0f));
            uint32x4_t t12 = vmvnq_u32(t9);
            uint32x4_t t13 = vandq_u32(t8, t12);
            float32x4_t t_v = vbslq_f32(t13, t6, t11);
            float32x4_t t14 = vmulq_f32(t_v, t_v);
            float32x4_t t15 = vmulq_f32(vdupq_n_f32(2.0f), t_v);
            float32x4_t t16 = vsubq_f32(vdupq_n_f32(3.0f), t15);
            float32x4_t t17 = vmulq_f32(t14, t16);
            float32x4_t t18 = vaddq_f32(t5, t17);
            vst1q_f32(y + i_vec, t18);
            long t19 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t19);
            float32x4_t a_v_1 = vld1q_f32(a + t19);
            float32x4_t t20 = vsubq_f32(b_v_1, a_v_1);
            float32x4_t t21 = vmulq_f32(t20, vdupq_n_f32(0.25f));
            float32x4_t t22 = vaddq_f32(a_v_1, t21);
            float32x4_t t23 = vmulq_f32(a_v_1, vdupq_n_f32(0.001f));
            uint32x4_t t24 = vcltq_f32(t23, vdupq_n_f32(0.0f));
            uint32x4_t t25 = vmvnq_u32(t24);
            uint32x4_t t26 = vcgtq_f32(t23, vdupq_n_f32(1.0f));
            uint32x4_t t27 = vandq_u32(t25, t26);
            float32x4_t t28 = vbslq_f32(t27, vdupq_n_f32(1.0f), vdupq_n_f32(0.0f));
            uint32x4_t t29 = vmvnq_u32(t26);
            uint32x4_t t30 = vandq_u32(t25, t29);
            float32x4_t t_v_1 = vbslq_f32(t30, t23, t28);
            float32x4_t t31 = vmulq_f32(t_v_1, t_v_1);
            float32x4_t t32 = vmulq_f32(vdupq_n_f32(2.0f), t_v_1);
            float32x4_t t33 = vsubq_f32(vdupq_n_f32(3.0f), t32);
            float32x4_t t34 = vmulq_f32(t31, t33);
            float32x4_t t35 = vaddq_f32(t22, t34);
            vst1q_f32(y + t19, t35);
            long t36 = i_vec + 8L;
            float32x4_t b_v_2 = vld1q_f32(b + t36);
            float32x4_t a_v_2 = vld1q_f32(a + t36);
            float32x4_t t37 = vsubq_f32(b_v_2, a_v_2);
            float32x4_t t38 = vmulq_f32(t37, vdupq_n_f32(0.25f));
            float32x4_t t39 = vaddq_f32(a_v_2, t38);
            float32x4_t t40 = vmulq_f32(a_v_2, vdupq_n_f32(0.001f));
            uint32x4_t t41 = vcltq_f32(t40, vdupq_n_f32(0.0f));
            uint32x4_t t42 = vmvnq_u32(t41);
            uint32x4_t t43 = vcgtq_f32(t40, vdupq_n_f32(1.0f));
            uint32x4_t t44 = vandq_u32(t42, t43);
            float32x4_t t45 = vbslq_f32(t44, vdupq_n_f32(1.0f), vdupq_n_f32(0.0f));
            uint32x4_t t46 = vmvnq_u32(t43);
            uint32x4_t t47 = vandq_u32(t42, t46);
            float32x4_t t_v_2 = vbslq_f32(t47, t40, t45);
            float32x4_t t48 = vmulq_f32(t_v_2, t_v_2);
            float32x4_t t49 = vmulq_f32(vdupq_n_f32(2.0f), t_v_2);
            float32x4_t t50 = vsubq_f32(vdupq_n_f32(3.0f), t49);
            float32x4_t t51 = vmulq_f32(t48, t50);
            float32x4_t t52 = vaddq_f32(t39, t51);
            vst1q_f32(y + t36, t52);
            long t53 = i_vec + 12L;
            float32x4_t b_v_3 = vld1q_f32(b + t53);
            float32x4_t a_v_3 = vld1q_f32(a + t53);
            float32x4_t t54 = vsubq_f32(b_v_3, a_v_3);
            float32x4_t t55 = vmulq_f32(t54, vdupq_n_f32(0.25f));
            float32x4_t t56 = vaddq_f32(a_v_3, t55);
            float32x4_t t57 = vmulq_f32(a_v_3, vdupq_n_f32(0.001f));
            uint32x4_t t58 = vcltq_f32(t57, vdupq_n_f32(0.0f));
            uint32x4_t t59 = vmvnq_u32(t58);
            uint32x4_t t60 = vcgtq_f32(t57, vdupq_n_f32(1.0f));
            uint32x4_t t61 = vandq_u32(t59, t60);
            float32x4_t t62 = vbslq_f32(t61, vdupq_n_f32(1.0f), vdupq_n_f32(0.0f));
            uint32x4_t t63 = vmvnq_u32(t60);
            uint32x4_t t64 = vandq_u32(t59, t63);
            float32x4_t t_v_3 = vbslq_f32(t64, t57, t62);
            float32x4_t t65 = vmulq_f32(t_v_3, t_v_3);
            float32x4_t t66 = vmulq_f32(vdupq_n_f32(2.0f), t_v_3);
            float32x4_t t67 = vsubq_f32(vdupq_n_f32(3.0f), t66);
            float32x4_t t68 = vmulq_f32(t65, t67);
            float32x4_t t69 = vaddq_f32(t56, t68);
            vst1q_f32(y + t53, t69);
            i_vec += 16L;
        } while (i_vec < t2);
        t70 = (int)t2;
    } else {
        t70 = 0;
    }
    long t71 = (long)n + (long)t70 * -1L;
    if (t71 >= 4L) {
        long t72 = t71 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t73 = (long)t70 + i_vec_1;
            float32x4_t b_v_4 = vld1q_f32(b + t73);
            float32x4_t a_v_4 = vld1q_f32(a + t73);
            float32x4_t t74 = vsubq_f32(b_v_4, a_v_4);
            float32x4_t t75 = vmulq_f32(t74, vdupq_n_f32(0.25f));
            float32x4_t t76 = vaddq_f32(a_v_4, t75);
            float32x4_t t77 = vmulq_f32(a_v_4, vdupq_n_f32(0.001f));
            uint32x4_t t78 = vcltq_f32(t77, vdupq_n_f32(0.0f));
            uint32x4_t t79 = vmvnq_u32(t78);
            uint32x4_t t80 = vcgtq_f32(t77, vdupq_n_f32(1.0f));
            uint32x4_t t81 = vandq_u32(t79, t80);
            float32x4_t t82 = vbslq_f32(t81, vdupq_n_f32(1.0f), vdupq_n_f32(0.0f));
            uint32x4_t t83 = vmvnq_u32(t80);
            uint32x4_t t84 = vandq_u32(t79, t83);
            float32x4_t t_v_4 = vbslq_f32(t84, t77, t82);
            float32x4_t t85 = vmulq_f32(t_v_4, t_v_4);
            float32x4_t t86 = vmulq_f32(vdupq_n_f32(2.0f), t_v_4);
            float32x4_t t87 = vsubq_f32(vdupq_n_f32(3.0f), t86);
            float32x4_t t88 = vmulq_f32(t85, t87);
            float32x4_t t89 = vaddq_f32(t76, t88);
            vst1q_f32(y + t73, t89);
            i_vec_1 += 4L;
        } while (i_vec_1 < t72);
        i = (int)((long)t70 + t72);
    } else {
        i = t70;
    }
    for (; i < n; i++) {
        long t90 = (long)i;
        float *t91 = y + t90;
        float t92 = b[t90];
        float t93 = a[t90];
        float t94 = t93 + (t92 - t93) * 0.25f;
        float t = t93 * 0.001f;
        if (t < 0.0f) {
            t = 0.0f;
        } else if (t > 1.0f) {
            t = 1.0f;
        }
        float t95 = t * t * (3.0f - 2.0f * t);
        *t91 = t94 + t95;
    }
}

void gather_sum(int *restrict y, const int *restrict a, const int *restrict b, int n) {
    int t26;
    int i;
    (void)get;
    (void)put_sum;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:66 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t3 = vmulq_s32(b_v, vdupq_n_s32(3));
            int32x4_t t4 = vsubq_s32(t3, vdupq_n_s32(1));
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t5 = vmulq_s32(a_v, vdupq_n_s32(3));
            int32x4_t t6 = vsubq_s32(t5, vdupq_n_s32(1));
            int32x4_t t7 = vaddq_s32(t6, t4);
            vst1q_s32(y + i_vec, t7);
            long t8 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t8);
            int32x4_t t9 = vmulq_s32(b_v_1, vdupq_n_s32(3));
            int32x4_t t10 = vsubq_s32(t9, vdupq_n_s32(1));
            int32x4_t a_v_1 = vld1q_s32(a + t8);
            int32x4_t t11 = vmulq_s32(a_v_1, vdupq_n_s32(3));
            int32x4_t t12 = vsubq_s32(t11, vdupq_n_s32(1));
            int32x4_t t13 = vaddq_s32(t12, t10);
            vst1q_s32(y + t8, t13);
            long t14 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t14);
            int32x4_t t15 = vmulq_s32(b_v_2, vdupq_n_s32(3));
            int32x4_t t16 = vsubq_s32(t15, vdupq_n_s32(1));
            int32x4_t a_v_2 = vld1q_s32(a + t14);
            int32x4_t t17 = vmulq_s32(a_v_2, vdupq_n_s32(3));
            int32x4_t t18 = vsubq_s32(t17, vdupq_n_s32(1));
            int32x4_t t19 = vaddq_s32(t18, t16);
            vst1q_s32(y + t14, t19);
            long t20 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t20);
            int32x4_t t21 = vmulq_s32(b_v_3, vdupq_n_s32(3));
            int32x4_t t22 = vsubq_s32(t21, vdupq_n_s32(1));
            int32x4_t a_v_3 = vld1q_s32(a + t20);
            int32x4_t t23 = vmulq_s32(a_v_3, vdupq_n_s32(3));
            int32x4_t t24 = vsubq_s32(t23, vdupq_n_s32(1));
            int32x4_t t25 = vaddq_s32(t24, t22);
            vst1q_s32(y + t20, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:66 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t29);
            int32x4_t t30 = vmulq_s32(b_v_4, vdupq_n_s32(3));
            int32x4_t t31 = vsubq_s32(t30, vdupq_n_s32(1));
            int32x4_t a_v_4 = vld1q_s32(a + t29);
            int32x4_t t32 = vmulq_s32(a_v_4, vdupq_n_s32(3));
            int32x4_t t33 = vsubq_s32(t32, vdupq_n_s32(1));
            int32x4_t t34 = vaddq_s32(t33, t31);
            vst1q_s32(y + t29, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int t36 = b[t35] * 3 - 1;
        int t37 = a[t35] * 3 - 1;
        y[t35] = t37 + t36;
    }
}

void to_u8(unsigned char *restrict y, const int *restrict x, int n) {
    int t30;
    int i;
    int t43;
    int t44;
    (void)saturate_u8;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t3 = vshlq_s32(x_v, vnegq_s32(vdupq_n_s32(4)));
            uint32x4_t t4 = vcltq_s32(t3, vdupq_n_s32(0));
            uint32x4_t t5 = vcgtq_s32(t3, vdupq_n_s32(255));
            vcc_v4_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t7 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t6);
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t4, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t7);
            vcc_store(y + i_vec, t8);
            long t9 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t9);
            int32x4_t t10 = vshlq_s32(x_v_1, vnegq_s32(vdupq_n_s32(4)));
            uint32x4_t t11 = vcltq_s32(t10, vdupq_n_s32(0));
            uint32x4_t t12 = vcgtq_s32(t10, vdupq_n_s32(255));
            vcc_v4_uchar t13 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t10, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t14 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t12, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t13);
            vcc_v4_uchar t15 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t11, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t14);
            vcc_store(y + t9, t15);
            long t16 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t16);
            int32x4_t t17 = vshlq_s32(x_v_2, vnegq_s32(vdupq_n_s32(4)));
            uint32x4_t t18 = vcltq_s32(t17, vdupq_n_s32(0));
            uint32x4_t t19 = vcgtq_s32(t17, vdupq_n_s32(255));
            vcc_v4_uchar t20 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t17, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t21 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t19, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t20);
            vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t18, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t21);
            vcc_store(y + t16, t22);
            long t23 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t23);
            int32x4_t t24 = vshlq_s32(x_v_3, vnegq_s32(vdupq_n_s32(4)));
            uint32x4_t t25 = vcltq_s32(t24, vdupq_n_s32(0));
            uint32x4_t t26 = vcgtq_s32(t24, vdupq_n_s32(255));
            vcc_v4_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t28 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t26, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t27);
            vcc_v4_uchar t29 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t25, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t28);
            vcc_store(y + t23, t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:71 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            int32x4_t x_v_4 = vld1q_s32(x + t33);
            int32x4_t t34 = vshlq_s32(x_v_4, vnegq_s32(vdupq_n_s32(4)));
            uint32x4_t t35 = vcltq_s32(t34, vdupq_n_s32(0));
            uint32x4_t t36 = vcgtq_s32(t34, vdupq_n_s32(255));
            vcc_v4_uchar t37 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t34, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t38 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t36, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t37);
            vcc_v4_uchar t39 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t35, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t38);
            vcc_store(y + t33, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned char *t41 = y + t40;
        int t42 = x[t40] >> 4;
        if (t42 < 0) {
            t44 = 0;
        } else {
            if (t42 > 255) {
                t43 = 255;
            } else {
                t43 = (int)(unsigned char)t42;
            }
            t44 = t43;
        }
        unsigned char t45 = (unsigned char)t44;
        *t41 = t45;
    }
}

/* A reduction over a helper's result. */
int sum_get(const int *a, int n) {
    int s;
    int t18;
    int t19;
    int i;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at helpers.c:78 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t3 = vmulq_s32(a_v, vdupq_n_s32(3));
            int32x4_t t4 = vsubq_s32(t3, vdupq_n_s32(1));
            uint32x4_t t5 = vreinterpretq_u32_s32(t4);
            s_v = vaddq_u32(s_v, t5);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            int32x4_t t6 = vmulq_s32(a_v_1, vdupq_n_s32(3));
            int32x4_t t7 = vsubq_s32(t6, vdupq_n_s32(1));
            uint32x4_t t8 = vreinterpretq_u32_s32(t7);
            s_v_1 = vaddq_u32(s_v_1, t8);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            int32x4_t t9 = vmulq_s32(a_v_2, vdupq_n_s32(3));
            int32x4_t t10 = vsubq_s32(t9, vdupq_n_s32(1));
            uint32x4_t t11 = vreinterpretq_u32_s32(t10);
            s_v_2 = vaddq_u32(s_v_2, t11);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            int32x4_t t12 = vmulq_s32(a_v_3, vdupq_n_s32(3));
            int32x4_t t13 = vsubq_s32(t12, vdupq_n_s32(1));
            uint32x4_t t14 = vreinterpretq_u32_s32(t13);
            s_v_3 = vaddq_u32(s_v_3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t15 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t16 = vaddq_u32(t15, s_v_2);
        uint32x4_t t17 = vaddq_u32(t16, s_v_3);
        t18 = (int)t2;
        t19 = (int)vaddvq_u32(t17);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at helpers.c:78 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t18 + i_vec_1));
            int32x4_t t22 = vmulq_s32(a_v_4, vdupq_n_s32(3));
            int32x4_t t23 = vsubq_s32(t22, vdupq_n_s32(1));
            uint32x4_t t24 = vreinterpretq_u32_s32(t23);
            s_v_4 = vaddq_u32(s_v_4, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (int)((unsigned int)t19 + vaddvq_u32(s_v_4));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++) {
        int t25 = a[i] * 3 - 1;
        s += t25;
    }
    return s;
}

/* A helper called on one path of the loop body. */
void maybe_lerp(float *restrict y, const float *restrict a, int n) {
    int t27;
    int i;
    (void)lerp;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:85 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            uint32x4_t t4 = vcgtq_f32(a_v, vdupq_n_f32(0.0f));
            float32x4_t t5 = vsubq_f32(vdupq_n_f32(1.0f), a_v);
            float32x4_t t6 = vmulq_f32(t5, vdupq_n_f32(0.5f));
            float32x4_t t7 = vaddq_f32(a_v, t6);
            float32x4_t t8 = vbslq_f32(t4, t7, a_v);
            vst1q_f32(y + i_vec, t8);
            long t9 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t9);
            uint32x4_t t10 = vcgtq_f32(a_v_1, vdupq_n_f32(0.0f));
            float32x4_t t11 = vsubq_f32(vdupq_n_f32(1.0f), a_v_1);
            float32x4_t t12 = vmulq_f32(t11, vdupq_n_f32(0.5f));
            float32x4_t t13 = vaddq_f32(a_v_1, t12);
            float32x4_t t14 = vbslq_f32(t10, t13, a_v_1);
            vst1q_f32(y + t9, t14);
            long t15 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + t15);
            uint32x4_t t16 = vcgtq_f32(a_v_2, vdupq_n_f32(0.0f));
            float32x4_t t17 = vsubq_f32(vdupq_n_f32(1.0f), a_v_2);
            float32x4_t t18 = vmulq_f32(t17, vdupq_n_f32(0.5f));
            float32x4_t t19 = vaddq_f32(a_v_2, t18);
            float32x4_t t20 = vbslq_f32(t16, t19, a_v_2);
            vst1q_f32(y + t15, t20);
            long t21 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + t21);
            uint32x4_t t22 = vcgtq_f32(a_v_3, vdupq_n_f32(0.0f));
            float32x4_t t23 = vsubq_f32(vdupq_n_f32(1.0f), a_v_3);
            float32x4_t t24 = vmulq_f32(t23, vdupq_n_f32(0.5f));
            float32x4_t t25 = vaddq_f32(a_v_3, t24);
            float32x4_t t26 = vbslq_f32(t22, t25, a_v_3);
            vst1q_f32(y + t21, t26);
            i_vec += 16L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:85 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + t30);
            uint32x4_t t31 = vcgtq_f32(a_v_4, vdupq_n_f32(0.0f));
            float32x4_t t32 = vsubq_f32(vdupq_n_f32(1.0f), a_v_4);
            float32x4_t t33 = vmulq_f32(t32, vdupq_n_f32(0.5f));
            float32x4_t t34 = vaddq_f32(a_v_4, t33);
            float32x4_t t35 = vbslq_f32(t31, t34, a_v_4);
            vst1q_f32(y + t30, t35);
            i_vec_1 += 4L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        float *t37 = y + t36;
        float t1 = a[t36];
        if (t1 > 0.0f) {
            t1 += (1.0f - t1) * 0.5f;
        }
        *t37 = t1;
    }
}

/* A while (n--) loop over pointers, calling a helper. */
void walk(int *restrict y, const int *restrict a, int n) {
    int t14;
    int *t15;
    const int *t16;
    int n_1;
    int *y_1;
    const int *a_1;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long n_vec = 0L;
        /* vcc: loop at helpers.c:91 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + n_vec + 0);
            int32x4_t t3 = vmulq_s32(a_v, vdupq_n_s32(3));
            int32x4_t t4 = vsubq_s32(t3, vdupq_n_s32(1));
            vst1q_s32(y + n_vec, t4);
            long t5 = n_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5 + 0);
            int32x4_t t6 = vmulq_s32(a_v_1, vdupq_n_s32(3));
            int32x4_t t7 = vsubq_s32(t6, vdupq_n_s32(1));
            vst1q_s32(y + t5, t7);
            long t8 = n_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t8 + 0);
            int32x4_t t9 = vmulq_s32(a_v_2, vdupq_n_s32(3));
            int32x4_t t10 = vsubq_s32(t9, vdupq_n_s32(1));
            vst1q_s32(y + t8, t10);
            long t11 = n_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t11 + 0);
            int32x4_t t12 = vmulq_s32(a_v_3, vdupq_n_s32(3));
            int32x4_t t13 = vsubq_s32(t12, vdupq_n_s32(1));
            vst1q_s32(y + t11, t13);
            n_vec += 16L;
        } while (n_vec < t2);
        t14 = (int)((long)n + t2 * -1L);
        t15 = y + t2;
        t16 = a + t2;
    } else {
        t14 = n;
        t15 = y;
        t16 = a;
    }
    long t17 = (long)t14;
    unsigned long t18 = (unsigned long)t15;
    unsigned long t19 = (unsigned long)t16;
    long t20 = (long)((unsigned long)t16 - (unsigned long)t15);
    if ((t17 >= 4L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 16L)))) {
        long t21 = t17 & -4L;
        long n_vec_1 = 0L;
        /* vcc: loop at helpers.c:91 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 91:12 and a value merged from several paths at 91:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(t16 + n_vec_1 + 0);
            int32x4_t t22 = vmulq_s32(a_v_4, vdupq_n_s32(3));
            int32x4_t t23 = vsubq_s32(t22, vdupq_n_s32(1));
            vst1q_s32(t15 + n_vec_1, t23);
            n_vec_1 += 4L;
        } while (n_vec_1 < t21);
        n_1 = (int)((long)t14 + t21 * -1L);
        y_1 = t15 + t21;
        a_1 = t16 + t21;
    } else {
        n_1 = t14;
        y_1 = t15;
        a_1 = t16;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        int *y_2 = y_1 + 1;
        const int *a_2 = a_1 + 1;
        int t24 = a_1[0] * 3 - 1;
        *y_1 = t24;
        n_1 = n_2;
        y_1 = y_2;
        a_1 = a_2;
    }
}

void not_inlined(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = counted(a[i]) + kept(a[i]) + depth(a[i] & 63);
}

/* Defined after its caller below: not inlined (the caller is written before what it uses). */
static int later(int x);

void calls_later(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = later(a[i]);
}

static int later(int x) {
    return x ^ 5;
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *xf = (float *)new_array(n, 4UL);
        float *yf = (float *)new_array(n, 4UL);
        float *bf = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *y = (int *)new_array(n, 4UL);
        unsigned char *u = (unsigned char *)new_array(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-3000 + (int)(next_rand() % 6000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            bf[fill_idx_1] = (float)(-3000 + (int)(next_rand() % 6000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a[fill_idx_2] = -5000 + (int)(next_rand() % 10000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            b[fill_idx_3] = -5000 + (int)(next_rand() % 10000U);
        }
        long t2 = (long)n;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at helpers.c:123 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t4 = xf + i_vec;
                float32x4_t xf_v = vld1q_f32(t4);
                float32x4_t t5 = vmulq_f32(xf_v, vdupq_n_f32(0.01f));
                vst1q_f32(t4, t5);
                float *t6 = xf + (i_vec + 4L);
                float32x4_t xf_v_1 = vld1q_f32(t6);
                float32x4_t t7 = vmulq_f32(xf_v_1, vdupq_n_f32(0.01f));
                vst1q_f32(t6, t7);
                float *t8 = xf + (i_vec + 8L);
                float32x4_t xf_v_2 = vld1q_f32(t8);
                float32x4_t t9 = vmulq_f32(xf_v_2, vdupq_n_f32(0.01f));
                vst1q_f32(t8, t9);
                float *t10 = xf + (i_vec + 12L);
                float32x4_t xf_v_3 = vld1q_f32(t10);
                float32x4_t t11 = vmulq_f32(xf_v_3, vdupq_n_f32(0.01f));
                vst1q_f32(t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at helpers.c:123 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t15 = xf + ((long)t12 + i_vec_1);
                float32x4_t xf_v_4 = vld1q_f32(t15);
                float32x4_t t16 = vmulq_f32(xf_v_4, vdupq_n_f32(0.01f));
                vst1q_f32(t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            float *t17 = xf + i;
            *t17 = *t17 * 0.01f;
        }
        const float *t18 = xf;
        clamp_all(yf, t18, n);
        unsigned long t19 = (unsigned long)n;
        unsigned long t20 = t19 * 4UL;
        const void *t21 = (const void *)yf;
        unsigned long t22 = hash_bytes(t21, t20);
        blend(yf, t18, bf, n);
        unsigned long t23 = hash_bytes(t21, t20);
        const int *t24 = b;
        const int *t25 = a;
        gather_sum(y, t25, t24, n);
        const void *t26 = (const void *)y;
        unsigned long t27 = hash_bytes(t26, t20);
        to_u8(u, t25, n);
        int s = sum_get(t25, n);
        maybe_lerp(yf, t18, n);
        unsigned long t28 = hash_bytes(t21, t20);
        walk(y, t24, n);
        unsigned long t29 = hash_bytes(t26, t20);
        not_inlined(y, t25, n);
        unsigned long t30 = hash_bytes(t26, t20);
        calls_later(y, t24, n);
        unsigned long t31 = hash_bytes(t26, t20);
        printf("n=%d %llx %llx %llx %llx %d %llx %llx %llx %llx\n", n, (unsigned long long)t22, (unsigned long long)t23, (unsigned long long)t27, (unsigned long long)hash_bytes((const void *)u, t19 * 1UL), s, (unsigned long long)t28, (unsigned long long)t29, (unsigned long long)t30, (unsigned long long)t31);
        free((void *)xf);
        free((void *)yf);
        free((void *)bf);
        free((void *)a);
        free((void *)b);
        free((void *)y);
        free((void *)u);
    }
}
