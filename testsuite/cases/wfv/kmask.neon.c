/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

int32x4_t _ZGVnN4vvvuu_classify(float32x4_t x, float32x4_t y, int32x4_t i, float lo, float hi);
int32x4_t _ZGVnN4vu_shorts(uint16x4_t s, unsigned short lim);
int32x4_t _ZGVnN4vu_bytes(vcc_v4_uchar b, unsigned char lim);
int32x4_t _ZGVnN4vu_clamp(int32x4_t x, int n);
void _ZGVnN4uulv_put(float *p, const float *q, int k, int32x4_t c);
/* 16-lane masks on AVX-512 are k-masks (`__mmask16`): comparisons of floats, ints and
   unsigned ints give them (shorts and bytes are compared as the ints C promotes them to);
   blends, masked loads and stores, a masked gather, BOSCC tests and mask logic (`&&`, `||`,
   `!`, `!=` between conditions, a condition chosen by a condition, a condition as a number and
   a number as a condition) take them, the loop vectorizer's inlined copies as well as the
   variants. The join of an if/else-if/else chain runs under the entry's mask (all lanes), and
   clamps one off their bound are `min` and `max`. main runs every function over all 65536 patterns of a 16-lane vector: lane k of
   group j holds a value on one side or the other of the comparisons as bit k of j is set. */
#include <stdio.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 5 */

#define GROUPS 65536
#define N (GROUPS * 16)

static float xs[N], ys[N];
static int is[N], out[N];
static unsigned short ss[N];
static unsigned char bs[N];
static int table[64];

/* #pragma omp declare simd uniform(lo, hi) notinbranch */
int classify(float x, float y, int i, float lo, float hi) {
    int r;
    if (x <= lo)
        r = 0;
    else if (x >= hi || (y < x && i != 3))
        r = 1;
    else
        r = (int)(x * 4.0f) + table[i & 63];
    int big = (x > y) != (i >= 2);
    int pick = x == y ? (i < 1) : !(y > lo);
    unsigned u = (unsigned)i * 2654435761u;
    if (!(u < 0x80000000u) && pick)
        r += 100;
    return r * 8 + big * 2 + pick;
}

/* vcc: function at kmask.c:23 vector variant _ZGVnN4vvvuu_classify of `classify`: VL 4, unmasked, x vector, y vector, i vector, lo uniform, hi uniform */
int32x4_t _ZGVnN4vvvuu_classify(float32x4_t x, float32x4_t y, int32x4_t i, float lo, float hi) {
    int32x4_t t1;
    float32x4_t t3 = vdupq_n_f32(lo);
    uint32x4_t t4 = vcleq_f32(x, t3);
    uint32x4_t t5 = vmvnq_u32(t4);
    float32x4_t t6 = vdupq_n_f32(hi);
    uint32x4_t t7 = vcgeq_f32(x, t6);
    uint32x4_t t8 = vmvnq_u32(t7);
    uint32x4_t t9 = vandq_u32(t5, t8);
    uint32x4_t t10 = vcltq_f32(y, x);
    int32x4_t t11 = vdupq_n_s32(3);
    uint32x4_t t12 = vmvnq_u32(vceqq_s32(i, t11));
    uint32x4_t t13 = vandq_u32(t10, t12);
    uint32x4_t t14 = vmvnq_u32(t9);
    uint32x4_t t15 = vorrq_u32(t13, t14);
    uint32x4_t t16 = vmvnq_u32(t15);
    uint32x4_t t2 = vandq_u32(t5, t16);
    if ((vmaxvq_u32(t2) != 0)) {
        float32x4_t t17 = vdupq_n_f32(4.0f);
        float32x4_t t18 = vmulq_f32(x, t17);
        int32x4_t t19 = vcvtq_s32_f32(t18);
        int32x4_t t20 = vdupq_n_s32(63);
        int32x4_t t21 = vandq_s32(i, t20);
        vcc_v4_long t22 = ({ int32x4_t vcc_w0 = t21; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v4_long t23 = (vcc_v4_long){64L, 64L, 64L, 64L};
        vcc_v4_long t24 = (vcc_v4_long){0} * t23;
        vcc_v4_long t25 = t24 + t22;
        int32x4_t t26 = (int32x4_t)vcc_gather_masked(vcc_v4_int, table, t25, (vcc_m4)t2);
        uint32x4_t t27 = vreinterpretq_u32_s32(t19);
        uint32x4_t t28 = vreinterpretq_u32_s32(t26);
        uint32x4_t t29 = vaddq_u32(t27, t28);
        t1 = vreinterpretq_s32_u32(t29);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t30 = vdupq_n_s32(1);
    int32x4_t t31 = vbslq_s32(t2, t1, t30);
    int32x4_t t32 = vdupq_n_s32(0);
    int32x4_t t33 = vbslq_s32(t4, t32, t31);
    uint32x4_t t34 = vcgtq_f32(x, y);
    int32x4_t t35 = vdupq_n_s32(2);
    uint32x4_t t36 = vcgeq_s32(i, t35);
    int32x4_t t37 = (int32x4_t)__builtin_convertvector((vcc_m4)t34 & 1, vcc_v4_int);
    int32x4_t t38 = (int32x4_t)__builtin_convertvector((vcc_m4)t36 & 1, vcc_v4_int);
    uint32x4_t t39 = vmvnq_u32(vceqq_s32(t37, t38));
    uint32x4_t t40 = vceqq_f32(x, y);
    uint32x4_t t41 = vmvnq_u32(t40);
    float32x4_t t42 = vdupq_n_f32(lo);
    uint32x4_t t43 = vcgtq_f32(y, t42);
    int32x4_t t44 = (int32x4_t)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
    uint32x4_t t45 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t44 != (vcc_v4_int){0});
    uint32x4_t t46 = vmvnq_u32(t45);
    int32x4_t t47 = vdupq_n_s32(1);
    uint32x4_t t48 = vcltq_s32(i, t47);
    int32x4_t t49 = (int32x4_t)__builtin_convertvector((vcc_m4)t48 & 1, vcc_v4_int);
    int32x4_t t50 = (int32x4_t)__builtin_convertvector((vcc_m4)t46 & 1, vcc_v4_int);
    int32x4_t t51 = vbslq_s32(t40, t49, t50);
    uint32x4_t t52 = vreinterpretq_u32_s32(i);
    uint32x4_t t53 = vdupq_n_u32(2654435761U);
    uint32x4_t t54 = vmulq_u32(t52, t53);
    uint32x4_t t55 = vdupq_n_u32(2147483648U);
    uint32x4_t t56 = vcltq_u32(t54, t55);
    int32x4_t t57 = (int32x4_t)__builtin_convertvector((vcc_m4)t56 & 1, vcc_v4_int);
    uint32x4_t t58 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t57 != (vcc_v4_int){0});
    uint32x4_t t59 = vmvnq_u32(t58);
    uint32x4_t t60 = vandq_u32(t41, t46);
    uint32x4_t t61 = vandq_u32(t40, t48);
    uint32x4_t t62 = vorrq_u32(t60, t61);
    uint32x4_t t63 = vandq_u32(t59, t62);
    int32x4_t t64 = vdupq_n_s32(100);
    uint32x4_t t65 = vreinterpretq_u32_s32(t33);
    uint32x4_t t66 = vreinterpretq_u32_s32(t64);
    uint32x4_t t67 = vaddq_u32(t65, t66);
    int32x4_t t68 = vreinterpretq_s32_u32(t67);
    int32x4_t t69 = vbslq_s32(t63, t68, t33);
    int32x4_t t70 = vdupq_n_s32(8);
    int32x4_t t71 = vmulq_s32(t69, t70);
    int32x4_t t72 = (int32x4_t)__builtin_convertvector((vcc_m4)t39 & 1, vcc_v4_int);
    int32x4_t t73 = vdupq_n_s32(2);
    int32x4_t t74 = vmulq_s32(t72, t73);
    int32x4_t t75 = vaddq_s32(t71, t74);
    int32x4_t t76 = vaddq_s32(t75, t51);
    return t76;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int shorts(unsigned short s, unsigned short lim) {
    int r = s;
    if (s > lim)
        r = s - lim;
    else if (s == lim - 1)
        r = -1;
    return r;
}

/* vcc: function at kmask.c:40 vector variant _ZGVnN4vu_shorts of `shorts`: VL 4, unmasked, s vector, lim uniform */
int32x4_t _ZGVnN4vu_shorts(uint16x4_t s, unsigned short lim) {
    int32x4_t t1 = vreinterpretq_s32_u32(vmovl_u16(s));
    int t2 = (int)lim;
    int32x4_t t3 = vdupq_n_s32(t2);
    uint32x4_t t4 = vcgtq_s32(t1, t3);
    int32x4_t t5 = vdupq_n_s32(t2 - 1);
    uint32x4_t t6 = vceqq_s32(t1, t5);
    int32x4_t t7 = vdupq_n_s32(-1);
    int32x4_t t8 = vbslq_s32(t6, t7, t1);
    int32x4_t t9 = vdupq_n_s32(t2);
    uint32x4_t t10 = vreinterpretq_u32_s32(t1);
    uint32x4_t t11 = vreinterpretq_u32_s32(t9);
    uint32x4_t t12 = vsubq_u32(t10, t11);
    int32x4_t t13 = vreinterpretq_s32_u32(t12);
    int32x4_t t14 = vbslq_s32(t4, t13, t8);
    return t14;
}

/* #pragma omp declare simd uniform(lim) notinbranch */
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

/* vcc: function at kmask.c:50 vector variant _ZGVnN4vu_bytes of `bytes`: VL 4, unmasked, b vector, lim uniform */
int32x4_t _ZGVnN4vu_bytes(vcc_v4_uchar b, unsigned char lim) {
    int32x4_t t1 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(b, vcc_v4_ushort), vcc_v4_int);
    int32x4_t t2 = vdupq_n_s32((int)lim);
    uint32x4_t t3 = vcltq_s32(t1, t2);
    uint32x4_t t4 = vmvnq_u32(t3);
    int32x4_t t5 = vdupq_n_s32(200);
    uint32x4_t t6 = vmvnq_u32(vceqq_s32(t1, t5));
    uint32x4_t t7 = vmvnq_u32(t6);
    uint32x4_t t8 = vandq_u32(t4, t7);
    uint32x4_t t9 = vreinterpretq_u32_s32(t1);
    uint32x4_t t10 = vsubq_u32(vdupq_n_u32(0), t9);
    int32x4_t t11 = vreinterpretq_s32_u32(t10);
    int32x4_t t12 = vdupq_n_s32(7);
    int32x4_t t13 = vbslq_s32(t8, t12, t11);
    int32x4_t t14 = vdupq_n_s32(3);
    uint32x4_t t15 = vreinterpretq_u32_s32(t1);
    uint32x4_t t16 = vreinterpretq_u32_s32(t14);
    uint32x4_t t17 = vmulq_u32(t15, t16);
    int32x4_t t18 = vreinterpretq_s32_u32(t17);
    int32x4_t t19 = vbslq_s32(t3, t18, t13);
    return t19;
}

/* Clamps one off the compared bound, as `min` and `max`. */
/* #pragma omp declare simd uniform(n) notinbranch */
int clamp(int x, int n) {
    int b = x;
    if (b >= n)
        b = n - 1;
    if (b <= -5)
        b = -4;
    if (20 <= b)
        b = 19;
    return b;
}

/* vcc: function at kmask.c:56 vector variant _ZGVnN4vu_clamp of `clamp`: VL 4, unmasked, x vector, n uniform */
int32x4_t _ZGVnN4vu_clamp(int32x4_t x, int n) {
    int32x4_t t1 = vdupq_n_s32(n - 1);
    int32x4_t t2 = vminq_s32(x, t1);
    int32x4_t t3 = vdupq_n_s32(-4);
    int32x4_t t4 = vmaxq_s32(t2, t3);
    int32x4_t t5 = vdupq_n_s32(19);
    int32x4_t t6 = vminq_s32(t4, t5);
    return t6;
}

void run_classify(float lo, float hi) {
    int32x4_t t1;
    int32x4_t t3;
    int32x4_t t5;
    int32x4_t t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:69 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int *t9 = &out[k_vec];
        int32x4_t is_v = vld1q_s32(&is[k_vec]);
        float32x4_t ys_v = vld1q_f32(&ys[k_vec]);
        float32x4_t xs_v = vld1q_f32(&xs[k_vec]);
        float32x4_t t12 = vdupq_n_f32(lo);
        uint32x4_t t13 = vcleq_f32(xs_v, t12);
        uint32x4_t t14 = vmvnq_u32(t13);
        float32x4_t t15 = vdupq_n_f32(hi);
        uint32x4_t t16 = vcgeq_f32(xs_v, t15);
        uint32x4_t t17 = vmvnq_u32(t16);
        uint32x4_t t18 = vandq_u32(t14, t17);
        uint32x4_t t19 = vcltq_f32(ys_v, xs_v);
        int32x4_t t20 = vdupq_n_s32(3);
        uint32x4_t t21 = vmvnq_u32(vceqq_s32(is_v, t20));
        uint32x4_t t22 = vandq_u32(t19, t21);
        uint32x4_t t23 = vmvnq_u32(t18);
        uint32x4_t t24 = vorrq_u32(t22, t23);
        uint32x4_t t25 = vmvnq_u32(t24);
        uint32x4_t t2 = vandq_u32(t14, t25);
        if ((vmaxvq_u32(t2) != 0)) {
            float32x4_t t26 = vdupq_n_f32(4.0f);
            float32x4_t t27 = vmulq_f32(xs_v, t26);
            int32x4_t t28 = vcvtq_s32_f32(t27);
            int32x4_t t29 = vdupq_n_s32(63);
            int32x4_t t30 = vandq_s32(is_v, t29);
            vcc_v4_long t31 = ({ int32x4_t vcc_w0 = t30; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v4_long t32 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t33 = (vcc_v4_long){0} * t32;
            vcc_v4_long t34 = t33 + t31;
            int32x4_t t35 = (int32x4_t)vcc_gather_masked(vcc_v4_int, table, t34, (vcc_m4)t2);
            uint32x4_t t36 = vreinterpretq_u32_s32(t28);
            uint32x4_t t37 = vreinterpretq_u32_s32(t35);
            uint32x4_t t38 = vaddq_u32(t36, t37);
            t1 = vreinterpretq_s32_u32(t38);
        } else {
            t1 = (int32x4_t)(vcc_v4_int){0};
            t2 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t39 = vdupq_n_s32(1);
        int32x4_t t40 = vbslq_s32(t2, t1, t39);
        int32x4_t t41 = vdupq_n_s32(0);
        int32x4_t t42 = vbslq_s32(t13, t41, t40);
        uint32x4_t t43 = vcgtq_f32(xs_v, ys_v);
        int32x4_t t44 = vdupq_n_s32(2);
        uint32x4_t t45 = vcgeq_s32(is_v, t44);
        int32x4_t t46 = (int32x4_t)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
        int32x4_t t47 = (int32x4_t)__builtin_convertvector((vcc_m4)t45 & 1, vcc_v4_int);
        uint32x4_t t48 = vmvnq_u32(vceqq_s32(t46, t47));
        uint32x4_t t49 = vceqq_f32(xs_v, ys_v);
        uint32x4_t t50 = vmvnq_u32(t49);
        float32x4_t t51 = vdupq_n_f32(lo);
        uint32x4_t t52 = vcgtq_f32(ys_v, t51);
        int32x4_t t53 = (int32x4_t)__builtin_convertvector((vcc_m4)t52 & 1, vcc_v4_int);
        uint32x4_t t54 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t53 != (vcc_v4_int){0});
        uint32x4_t t55 = vmvnq_u32(t54);
        int32x4_t t56 = vdupq_n_s32(1);
        uint32x4_t t57 = vcltq_s32(is_v, t56);
        int32x4_t t58 = (int32x4_t)__builtin_convertvector((vcc_m4)t57 & 1, vcc_v4_int);
        int32x4_t t59 = (int32x4_t)__builtin_convertvector((vcc_m4)t55 & 1, vcc_v4_int);
        int32x4_t t60 = vbslq_s32(t49, t58, t59);
        uint32x4_t t61 = vreinterpretq_u32_s32(is_v);
        uint32x4_t t62 = vdupq_n_u32(2654435761U);
        uint32x4_t t63 = vmulq_u32(t61, t62);
        uint32x4_t t64 = vdupq_n_u32(2147483648U);
        uint32x4_t t65 = vcltq_u32(t63, t64);
        int32x4_t t66 = (int32x4_t)__builtin_convertvector((vcc_m4)t65 & 1, vcc_v4_int);
        uint32x4_t t67 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t66 != (vcc_v4_int){0});
        uint32x4_t t68 = vmvnq_u32(t67);
        uint32x4_t t69 = vandq_u32(t50, t55);
        uint32x4_t t70 = vandq_u32(t49, t57);
        uint32x4_t t71 = vorrq_u32(t69, t70);
        uint32x4_t t72 = vandq_u32(t68, t71);
        int32x4_t t73 = vdupq_n_s32(100);
        uint32x4_t t74 = vreinterpretq_u32_s32(t42);
        uint32x4_t t75 = vreinterpretq_u32_s32(t73);
        uint32x4_t t76 = vaddq_u32(t74, t75);
        int32x4_t t77 = vreinterpretq_s32_u32(t76);
        int32x4_t t78 = vbslq_s32(t72, t77, t42);
        int32x4_t t79 = vdupq_n_s32(8);
        int32x4_t t80 = vmulq_s32(t78, t79);
        int32x4_t t81 = (int32x4_t)__builtin_convertvector((vcc_m4)t48 & 1, vcc_v4_int);
        int32x4_t t82 = vdupq_n_s32(2);
        int32x4_t t83 = vmulq_s32(t81, t82);
        int32x4_t t84 = vaddq_s32(t80, t83);
        int32x4_t t85 = vaddq_s32(t84, t60);
        vst1q_s32(t9, t85);
        long t10 = k_vec + 4L;
        int *t11 = &out[t10];
        int32x4_t is_v_1 = vld1q_s32(&is[t10]);
        float32x4_t ys_v_1 = vld1q_f32(&ys[t10]);
        float32x4_t xs_v_1 = vld1q_f32(&xs[t10]);
        float32x4_t t88 = vdupq_n_f32(lo);
        uint32x4_t t89 = vcleq_f32(xs_v_1, t88);
        uint32x4_t t90 = vmvnq_u32(t89);
        float32x4_t t91 = vdupq_n_f32(hi);
        uint32x4_t t92 = vcgeq_f32(xs_v_1, t91);
        uint32x4_t t93 = vmvnq_u32(t92);
        uint32x4_t t94 = vandq_u32(t90, t93);
        uint32x4_t t95 = vcltq_f32(ys_v_1, xs_v_1);
        int32x4_t t96 = vdupq_n_s32(3);
        uint32x4_t t97 = vmvnq_u32(vceqq_s32(is_v_1, t96));
        uint32x4_t t98 = vandq_u32(t95, t97);
        uint32x4_t t99 = vmvnq_u32(t94);
        uint32x4_t t100 = vorrq_u32(t98, t99);
        uint32x4_t t101 = vmvnq_u32(t100);
        uint32x4_t t4 = vandq_u32(t90, t101);
        if ((vmaxvq_u32(t4) != 0)) {
            float32x4_t t102 = vdupq_n_f32(4.0f);
            float32x4_t t103 = vmulq_f32(xs_v_1, t102);
            int32x4_t t104 = vcvtq_s32_f32(t103);
            int32x4_t t105 = vdupq_n_s32(63);
            int32x4_t t106 = vandq_s32(is_v_1, t105);
            vcc_v4_long t107 = ({ int32x4_t vcc_w0 = t106; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v4_long t108 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t109 = (vcc_v4_long){0} * t108;
            vcc_v4_long t110 = t109 + t107;
            int32x4_t t111 = (int32x4_t)vcc_gather_masked(vcc_v4_int, table, t110, (vcc_m4)t4);
            uint32x4_t t112 = vreinterpretq_u32_s32(t104);
            uint32x4_t t113 = vreinterpretq_u32_s32(t111);
            uint32x4_t t114 = vaddq_u32(t112, t113);
            t3 = vreinterpretq_s32_u32(t114);
        } else {
            t3 = (int32x4_t)(vcc_v4_int){0};
            t4 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t115 = vdupq_n_s32(1);
        int32x4_t t116 = vbslq_s32(t4, t3, t115);
        int32x4_t t117 = vdupq_n_s32(0);
        int32x4_t t118 = vbslq_s32(t89, t117, t116);
        uint32x4_t t119 = vcgtq_f32(xs_v_1, ys_v_1);
        int32x4_t t120 = vdupq_n_s32(2);
        uint32x4_t t121 = vcgeq_s32(is_v_1, t120);
        int32x4_t t122 = (int32x4_t)__builtin_convertvector((vcc_m4)t119 & 1, vcc_v4_int);
        int32x4_t t123 = (int32x4_t)__builtin_convertvector((vcc_m4)t121 & 1, vcc_v4_int);
        uint32x4_t t124 = vmvnq_u32(vceqq_s32(t122, t123));
        uint32x4_t t125 = vceqq_f32(xs_v_1, ys_v_1);
        uint32x4_t t126 = vmvnq_u32(t125);
        float32x4_t t127 = vdupq_n_f32(lo);
        uint32x4_t t128 = vcgtq_f32(ys_v_1, t127);
        int32x4_t t129 = (int32x4_t)__builtin_convertvector((vcc_m4)t128 & 1, vcc_v4_int);
        uint32x4_t t130 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t129 != (vcc_v4_int){0});
        uint32x4_t t131 = vmvnq_u32(t130);
        int32x4_t t132 = vdupq_n_s32(1);
        uint32x4_t t133 = vcltq_s32(is_v_1, t132);
        int32x4_t t134 = (int32x4_t)__builtin_convertvector((vcc_m4)t133 & 1, vcc_v4_int);
        int32x4_t t135 = (int32x4_t)__builtin_convertvector((vcc_m4)t131 & 1, vcc_v4_int);
        int32x4_t t136 = vbslq_s32(t125, t134, t135);
        uint32x4_t t137 = vreinterpretq_u32_s32(is_v_1);
        uint32x4_t t138 = vdupq_n_u32(2654435761U);
        uint32x4_t t139 = vmulq_u32(t137, t138);
        uint32x4_t t140 = vdupq_n_u32(2147483648U);
        uint32x4_t t141 = vcltq_u32(t139, t140);
        int32x4_t t142 = (int32x4_t)__builtin_convertvector((vcc_m4)t141 & 1, vcc_v4_int);
        uint32x4_t t143 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t142 != (vcc_v4_int){0});
        uint32x4_t t144 = vmvnq_u32(t143);
        uint32x4_t t145 = vandq_u32(t126, t131);
        uint32x4_t t146 = vandq_u32(t125, t133);
        uint32x4_t t147 = vorrq_u32(t145, t146);
        uint32x4_t t148 = vandq_u32(t144, t147);
        int32x4_t t149 = vdupq_n_s32(100);
        uint32x4_t t150 = vreinterpretq_u32_s32(t118);
        uint32x4_t t151 = vreinterpretq_u32_s32(t149);
        uint32x4_t t152 = vaddq_u32(t150, t151);
        int32x4_t t153 = vreinterpretq_s32_u32(t152);
        int32x4_t t154 = vbslq_s32(t148, t153, t118);
        int32x4_t t155 = vdupq_n_s32(8);
        int32x4_t t156 = vmulq_s32(t154, t155);
        int32x4_t t157 = (int32x4_t)__builtin_convertvector((vcc_m4)t124 & 1, vcc_v4_int);
        int32x4_t t158 = vdupq_n_s32(2);
        int32x4_t t159 = vmulq_s32(t157, t158);
        int32x4_t t160 = vaddq_s32(t156, t159);
        int32x4_t t161 = vaddq_s32(t160, t136);
        vst1q_s32(t11, t161);
        long t86 = k_vec + 8L;
        int *t87 = &out[t86];
        int32x4_t is_v_2 = vld1q_s32(&is[t86]);
        float32x4_t ys_v_2 = vld1q_f32(&ys[t86]);
        float32x4_t xs_v_2 = vld1q_f32(&xs[t86]);
        float32x4_t t164 = vdupq_n_f32(lo);
        uint32x4_t t165 = vcleq_f32(xs_v_2, t164);
        uint32x4_t t166 = vmvnq_u32(t165);
        float32x4_t t167 = vdupq_n_f32(hi);
        uint32x4_t t168 = vcgeq_f32(xs_v_2, t167);
        uint32x4_t t169 = vmvnq_u32(t168);
        uint32x4_t t170 = vandq_u32(t166, t169);
        uint32x4_t t171 = vcltq_f32(ys_v_2, xs_v_2);
        int32x4_t t172 = vdupq_n_s32(3);
        uint32x4_t t173 = vmvnq_u32(vceqq_s32(is_v_2, t172));
        uint32x4_t t174 = vandq_u32(t171, t173);
        uint32x4_t t175 = vmvnq_u32(t170);
        uint32x4_t t176 = vorrq_u32(t174, t175);
        uint32x4_t t177 = vmvnq_u32(t176);
        uint32x4_t t6 = vandq_u32(t166, t177);
        if ((vmaxvq_u32(t6) != 0)) {
            float32x4_t t178 = vdupq_n_f32(4.0f);
            float32x4_t t179 = vmulq_f32(xs_v_2, t178);
            int32x4_t t180 = vcvtq_s32_f32(t179);
            int32x4_t t181 = vdupq_n_s32(63);
            int32x4_t t182 = vandq_s32(is_v_2, t181);
            vcc_v4_long t183 = ({ int32x4_t vcc_w0 = t182; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v4_long t184 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t185 = (vcc_v4_long){0} * t184;
            vcc_v4_long t186 = t185 + t183;
            int32x4_t t187 = (int32x4_t)vcc_gather_masked(vcc_v4_int, table, t186, (vcc_m4)t6);
            uint32x4_t t188 = vreinterpretq_u32_s32(t180);
            uint32x4_t t189 = vreinterpretq_u32_s32(t187);
            uint32x4_t t190 = vaddq_u32(t188, t189);
            t5 = vreinterpretq_s32_u32(t190);
        } else {
            t5 = (int32x4_t)(vcc_v4_int){0};
            t6 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t191 = vdupq_n_s32(1);
        int32x4_t t192 = vbslq_s32(t6, t5, t191);
        int32x4_t t193 = vdupq_n_s32(0);
        int32x4_t t194 = vbslq_s32(t165, t193, t192);
        uint32x4_t t195 = vcgtq_f32(xs_v_2, ys_v_2);
        int32x4_t t196 = vdupq_n_s32(2);
        uint32x4_t t197 = vcgeq_s32(is_v_2, t196);
        int32x4_t t198 = (int32x4_t)__builtin_convertvector((vcc_m4)t195 & 1, vcc_v4_int);
        int32x4_t t199 = (int32x4_t)__builtin_convertvector((vcc_m4)t197 & 1, vcc_v4_int);
        uint32x4_t t200 = vmvnq_u32(vceqq_s32(t198, t199));
        uint32x4_t t201 = vceqq_f32(xs_v_2, ys_v_2);
        uint32x4_t t202 = vmvnq_u32(t201);
        float32x4_t t203 = vdupq_n_f32(lo);
        uint32x4_t t204 = vcgtq_f32(ys_v_2, t203);
        int32x4_t t205 = (int32x4_t)__builtin_convertvector((vcc_m4)t204 & 1, vcc_v4_int);
        uint32x4_t t206 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t205 != (vcc_v4_int){0});
        uint32x4_t t207 = vmvnq_u32(t206);
        int32x4_t t208 = vdupq_n_s32(1);
        uint32x4_t t209 = vcltq_s32(is_v_2, t208);
        int32x4_t t210 = (int32x4_t)__builtin_convertvector((vcc_m4)t209 & 1, vcc_v4_int);
        int32x4_t t211 = (int32x4_t)__builtin_convertvector((vcc_m4)t207 & 1, vcc_v4_int);
        int32x4_t t212 = vbslq_s32(t201, t210, t211);
        uint32x4_t t213 = vreinterpretq_u32_s32(is_v_2);
        uint32x4_t t214 = vdupq_n_u32(2654435761U);
        uint32x4_t t215 = vmulq_u32(t213, t214);
        uint32x4_t t216 = vdupq_n_u32(2147483648U);
        uint32x4_t t217 = vcltq_u32(t215, t216);
        int32x4_t t218 = (int32x4_t)__builtin_convertvector((vcc_m4)t217 & 1, vcc_v4_int);
        uint32x4_t t219 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t218 != (vcc_v4_int){0});
        uint32x4_t t220 = vmvnq_u32(t219);
        uint32x4_t t221 = vandq_u32(t202, t207);
        uint32x4_t t222 = vandq_u32(t201, t209);
        uint32x4_t t223 = vorrq_u32(t221, t222);
        uint32x4_t t224 = vandq_u32(t220, t223);
        int32x4_t t225 = vdupq_n_s32(100);
        uint32x4_t t226 = vreinterpretq_u32_s32(t194);
        uint32x4_t t227 = vreinterpretq_u32_s32(t225);
        uint32x4_t t228 = vaddq_u32(t226, t227);
        int32x4_t t229 = vreinterpretq_s32_u32(t228);
        int32x4_t t230 = vbslq_s32(t224, t229, t194);
        int32x4_t t231 = vdupq_n_s32(8);
        int32x4_t t232 = vmulq_s32(t230, t231);
        int32x4_t t233 = (int32x4_t)__builtin_convertvector((vcc_m4)t200 & 1, vcc_v4_int);
        int32x4_t t234 = vdupq_n_s32(2);
        int32x4_t t235 = vmulq_s32(t233, t234);
        int32x4_t t236 = vaddq_s32(t232, t235);
        int32x4_t t237 = vaddq_s32(t236, t212);
        vst1q_s32(t87, t237);
        long t162 = k_vec + 12L;
        int *t163 = &out[t162];
        int32x4_t is_v_3 = vld1q_s32(&is[t162]);
        float32x4_t ys_v_3 = vld1q_f32(&ys[t162]);
        float32x4_t xs_v_3 = vld1q_f32(&xs[t162]);
        float32x4_t t238 = vdupq_n_f32(lo);
        uint32x4_t t239 = vcleq_f32(xs_v_3, t238);
        uint32x4_t t240 = vmvnq_u32(t239);
        float32x4_t t241 = vdupq_n_f32(hi);
        uint32x4_t t242 = vcgeq_f32(xs_v_3, t241);
        uint32x4_t t243 = vmvnq_u32(t242);
        uint32x4_t t244 = vandq_u32(t240, t243);
        uint32x4_t t245 = vcltq_f32(ys_v_3, xs_v_3);
        int32x4_t t246 = vdupq_n_s32(3);
        uint32x4_t t247 = vmvnq_u32(vceqq_s32(is_v_3, t246));
        uint32x4_t t248 = vandq_u32(t245, t247);
        uint32x4_t t249 = vmvnq_u32(t244);
        uint32x4_t t250 = vorrq_u32(t248, t249);
        uint32x4_t t251 = vmvnq_u32(t250);
        uint32x4_t t8 = vandq_u32(t240, t251);
        if ((vmaxvq_u32(t8) != 0)) {
            float32x4_t t252 = vdupq_n_f32(4.0f);
            float32x4_t t253 = vmulq_f32(xs_v_3, t252);
            int32x4_t t254 = vcvtq_s32_f32(t253);
            int32x4_t t255 = vdupq_n_s32(63);
            int32x4_t t256 = vandq_s32(is_v_3, t255);
            vcc_v4_long t257 = ({ int32x4_t vcc_w0 = t256; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v4_long t258 = (vcc_v4_long){64L, 64L, 64L, 64L};
            vcc_v4_long t259 = (vcc_v4_long){0} * t258;
            vcc_v4_long t260 = t259 + t257;
            int32x4_t t261 = (int32x4_t)vcc_gather_masked(vcc_v4_int, table, t260, (vcc_m4)t8);
            uint32x4_t t262 = vreinterpretq_u32_s32(t254);
            uint32x4_t t263 = vreinterpretq_u32_s32(t261);
            uint32x4_t t264 = vaddq_u32(t262, t263);
            t7 = vreinterpretq_s32_u32(t264);
        } else {
            t7 = (int32x4_t)(vcc_v4_int){0};
            t8 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t265 = vdupq_n_s32(1);
        int32x4_t t266 = vbslq_s32(t8, t7, t265);
        int32x4_t t267 = vdupq_n_s32(0);
        int32x4_t t268 = vbslq_s32(t239, t267, t266);
        uint32x4_t t269 = vcgtq_f32(xs_v_3, ys_v_3);
        int32x4_t t270 = vdupq_n_s32(2);
        uint32x4_t t271 = vcgeq_s32(is_v_3, t270);
        int32x4_t t272 = (int32x4_t)__builtin_convertvector((vcc_m4)t269 & 1, vcc_v4_int);
        int32x4_t t273 = (int32x4_t)__builtin_convertvector((vcc_m4)t271 & 1, vcc_v4_int);
        uint32x4_t t274 = vmvnq_u32(vceqq_s32(t272, t273));
        uint32x4_t t275 = vceqq_f32(xs_v_3, ys_v_3);
        uint32x4_t t276 = vmvnq_u32(t275);
        float32x4_t t277 = vdupq_n_f32(lo);
        uint32x4_t t278 = vcgtq_f32(ys_v_3, t277);
        int32x4_t t279 = (int32x4_t)__builtin_convertvector((vcc_m4)t278 & 1, vcc_v4_int);
        uint32x4_t t280 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t279 != (vcc_v4_int){0});
        uint32x4_t t281 = vmvnq_u32(t280);
        int32x4_t t282 = vdupq_n_s32(1);
        uint32x4_t t283 = vcltq_s32(is_v_3, t282);
        int32x4_t t284 = (int32x4_t)__builtin_convertvector((vcc_m4)t283 & 1, vcc_v4_int);
        int32x4_t t285 = (int32x4_t)__builtin_convertvector((vcc_m4)t281 & 1, vcc_v4_int);
        int32x4_t t286 = vbslq_s32(t275, t284, t285);
        uint32x4_t t287 = vreinterpretq_u32_s32(is_v_3);
        uint32x4_t t288 = vdupq_n_u32(2654435761U);
        uint32x4_t t289 = vmulq_u32(t287, t288);
        uint32x4_t t290 = vdupq_n_u32(2147483648U);
        uint32x4_t t291 = vcltq_u32(t289, t290);
        int32x4_t t292 = (int32x4_t)__builtin_convertvector((vcc_m4)t291 & 1, vcc_v4_int);
        uint32x4_t t293 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t292 != (vcc_v4_int){0});
        uint32x4_t t294 = vmvnq_u32(t293);
        uint32x4_t t295 = vandq_u32(t276, t281);
        uint32x4_t t296 = vandq_u32(t275, t283);
        uint32x4_t t297 = vorrq_u32(t295, t296);
        uint32x4_t t298 = vandq_u32(t294, t297);
        int32x4_t t299 = vdupq_n_s32(100);
        uint32x4_t t300 = vreinterpretq_u32_s32(t268);
        uint32x4_t t301 = vreinterpretq_u32_s32(t299);
        uint32x4_t t302 = vaddq_u32(t300, t301);
        int32x4_t t303 = vreinterpretq_s32_u32(t302);
        int32x4_t t304 = vbslq_s32(t298, t303, t268);
        int32x4_t t305 = vdupq_n_s32(8);
        int32x4_t t306 = vmulq_s32(t304, t305);
        int32x4_t t307 = (int32x4_t)__builtin_convertvector((vcc_m4)t274 & 1, vcc_v4_int);
        int32x4_t t308 = vdupq_n_s32(2);
        int32x4_t t309 = vmulq_s32(t307, t308);
        int32x4_t t310 = vaddq_s32(t306, t309);
        int32x4_t t311 = vaddq_s32(t310, t286);
        vst1q_s32(t163, t311);
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_shorts(unsigned short lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:75 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        int32x4_t out_v = vld1q_s32(t1);
        uint16x4_t ss_v = vld1_u16(&ss[k_vec]);
        int32x4_t t5 = vreinterpretq_s32_u32(vmovl_u16(ss_v));
        int t6 = (int)lim;
        int32x4_t t7 = vdupq_n_s32(t6);
        uint32x4_t t8 = vcgtq_s32(t5, t7);
        int32x4_t t9 = vdupq_n_s32(t6 - 1);
        uint32x4_t t10 = vceqq_s32(t5, t9);
        int32x4_t t11 = vdupq_n_s32(-1);
        int32x4_t t12 = vbslq_s32(t10, t11, t5);
        int32x4_t t13 = vdupq_n_s32(t6);
        uint32x4_t t14 = vreinterpretq_u32_s32(t5);
        uint32x4_t t15 = vreinterpretq_u32_s32(t13);
        uint32x4_t t16 = vsubq_u32(t14, t15);
        int32x4_t t17 = vreinterpretq_s32_u32(t16);
        int32x4_t t18 = vbslq_s32(t8, t17, t12);
        int32x4_t t2 = vaddq_s32(out_v, t18);
        vst1q_s32(t1, t2);
        long t3 = k_vec + 4L;
        int *t4 = &out[t3];
        int32x4_t out_v_1 = vld1q_s32(t4);
        uint16x4_t ss_v_1 = vld1_u16(&ss[t3]);
        int32x4_t t22 = vreinterpretq_s32_u32(vmovl_u16(ss_v_1));
        int t23 = (int)lim;
        int32x4_t t24 = vdupq_n_s32(t23);
        uint32x4_t t25 = vcgtq_s32(t22, t24);
        int32x4_t t26 = vdupq_n_s32(t23 - 1);
        uint32x4_t t27 = vceqq_s32(t22, t26);
        int32x4_t t28 = vdupq_n_s32(-1);
        int32x4_t t29 = vbslq_s32(t27, t28, t22);
        int32x4_t t30 = vdupq_n_s32(t23);
        uint32x4_t t31 = vreinterpretq_u32_s32(t22);
        uint32x4_t t32 = vreinterpretq_u32_s32(t30);
        uint32x4_t t33 = vsubq_u32(t31, t32);
        int32x4_t t34 = vreinterpretq_s32_u32(t33);
        int32x4_t t35 = vbslq_s32(t25, t34, t29);
        int32x4_t t19 = vaddq_s32(out_v_1, t35);
        vst1q_s32(t4, t19);
        long t20 = k_vec + 8L;
        int *t21 = &out[t20];
        int32x4_t out_v_2 = vld1q_s32(t21);
        uint16x4_t ss_v_2 = vld1_u16(&ss[t20]);
        int32x4_t t39 = vreinterpretq_s32_u32(vmovl_u16(ss_v_2));
        int t40 = (int)lim;
        int32x4_t t41 = vdupq_n_s32(t40);
        uint32x4_t t42 = vcgtq_s32(t39, t41);
        int32x4_t t43 = vdupq_n_s32(t40 - 1);
        uint32x4_t t44 = vceqq_s32(t39, t43);
        int32x4_t t45 = vdupq_n_s32(-1);
        int32x4_t t46 = vbslq_s32(t44, t45, t39);
        int32x4_t t47 = vdupq_n_s32(t40);
        uint32x4_t t48 = vreinterpretq_u32_s32(t39);
        uint32x4_t t49 = vreinterpretq_u32_s32(t47);
        uint32x4_t t50 = vsubq_u32(t48, t49);
        int32x4_t t51 = vreinterpretq_s32_u32(t50);
        int32x4_t t52 = vbslq_s32(t42, t51, t46);
        int32x4_t t36 = vaddq_s32(out_v_2, t52);
        vst1q_s32(t21, t36);
        long t37 = k_vec + 12L;
        int *t38 = &out[t37];
        int32x4_t out_v_3 = vld1q_s32(t38);
        uint16x4_t ss_v_3 = vld1_u16(&ss[t37]);
        int32x4_t t54 = vreinterpretq_s32_u32(vmovl_u16(ss_v_3));
        int t55 = (int)lim;
        int32x4_t t56 = vdupq_n_s32(t55);
        uint32x4_t t57 = vcgtq_s32(t54, t56);
        int32x4_t t58 = vdupq_n_s32(t55 - 1);
        uint32x4_t t59 = vceqq_s32(t54, t58);
        int32x4_t t60 = vdupq_n_s32(-1);
        int32x4_t t61 = vbslq_s32(t59, t60, t54);
        int32x4_t t62 = vdupq_n_s32(t55);
        uint32x4_t t63 = vreinterpretq_u32_s32(t54);
        uint32x4_t t64 = vreinterpretq_u32_s32(t62);
        uint32x4_t t65 = vsubq_u32(t63, t64);
        int32x4_t t66 = vreinterpretq_s32_u32(t65);
        int32x4_t t67 = vbslq_s32(t57, t66, t61);
        int32x4_t t53 = vaddq_s32(out_v_3, t67);
        vst1q_s32(t38, t53);
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_bytes(unsigned char lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:81 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        int32x4_t out_v = vld1q_s32(t1);
        vcc_v4_uchar bs_v = vcc_load(vcc_v4_uchar, &bs[k_vec]);
        int32x4_t t5 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(bs_v, vcc_v4_ushort), vcc_v4_int);
        int32x4_t t6 = vdupq_n_s32((int)lim);
        uint32x4_t t7 = vcltq_s32(t5, t6);
        uint32x4_t t8 = vmvnq_u32(t7);
        int32x4_t t9 = vdupq_n_s32(200);
        uint32x4_t t10 = vmvnq_u32(vceqq_s32(t5, t9));
        uint32x4_t t11 = vmvnq_u32(t10);
        uint32x4_t t12 = vandq_u32(t8, t11);
        uint32x4_t t13 = vreinterpretq_u32_s32(t5);
        uint32x4_t t14 = vsubq_u32(vdupq_n_u32(0), t13);
        int32x4_t t15 = vreinterpretq_s32_u32(t14);
        int32x4_t t16 = vdupq_n_s32(7);
        int32x4_t t17 = vbslq_s32(t12, t16, t15);
        int32x4_t t18 = vdupq_n_s32(3);
        uint32x4_t t19 = vreinterpretq_u32_s32(t5);
        uint32x4_t t20 = vreinterpretq_u32_s32(t18);
        uint32x4_t t21 = vmulq_u32(t19, t20);
        int32x4_t t22 = vreinterpretq_s32_u32(t21);
        int32x4_t t23 = vbslq_s32(t7, t22, t17);
        int32x4_t t2 = vaddq_s32(out_v, t23);
        vst1q_s32(t1, t2);
        long t3 = k_vec + 4L;
        int *t4 = &out[t3];
        int32x4_t out_v_1 = vld1q_s32(t4);
        vcc_v4_uchar bs_v_1 = vcc_load(vcc_v4_uchar, &bs[t3]);
        int32x4_t t27 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(bs_v_1, vcc_v4_ushort), vcc_v4_int);
        int32x4_t t28 = vdupq_n_s32((int)lim);
        uint32x4_t t29 = vcltq_s32(t27, t28);
        uint32x4_t t30 = vmvnq_u32(t29);
        int32x4_t t31 = vdupq_n_s32(200);
        uint32x4_t t32 = vmvnq_u32(vceqq_s32(t27, t31));
        uint32x4_t t33 = vmvnq_u32(t32);
        uint32x4_t t34 = vandq_u32(t30, t33);
        uint32x4_t t35 = vreinterpretq_u32_s32(t27);
        uint32x4_t t36 = vsubq_u32(vdupq_n_u32(0), t35);
        int32x4_t t37 = vreinterpretq_s32_u32(t36);
        int32x4_t t38 = vdupq_n_s32(7);
        int32x4_t t39 = vbslq_s32(t34, t38, t37);
        int32x4_t t40 = vdupq_n_s32(3);
        uint32x4_t t41 = vreinterpretq_u32_s32(t27);
        uint32x4_t t42 = vreinterpretq_u32_s32(t40);
        uint32x4_t t43 = vmulq_u32(t41, t42);
        int32x4_t t44 = vreinterpretq_s32_u32(t43);
        int32x4_t t45 = vbslq_s32(t29, t44, t39);
        int32x4_t t24 = vaddq_s32(out_v_1, t45);
        vst1q_s32(t4, t24);
        long t25 = k_vec + 8L;
        int *t26 = &out[t25];
        int32x4_t out_v_2 = vld1q_s32(t26);
        vcc_v4_uchar bs_v_2 = vcc_load(vcc_v4_uchar, &bs[t25]);
        int32x4_t t49 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(bs_v_2, vcc_v4_ushort), vcc_v4_int);
        int32x4_t t50 = vdupq_n_s32((int)lim);
        uint32x4_t t51 = vcltq_s32(t49, t50);
        uint32x4_t t52 = vmvnq_u32(t51);
        int32x4_t t53 = vdupq_n_s32(200);
        uint32x4_t t54 = vmvnq_u32(vceqq_s32(t49, t53));
        uint32x4_t t55 = vmvnq_u32(t54);
        uint32x4_t t56 = vandq_u32(t52, t55);
        uint32x4_t t57 = vreinterpretq_u32_s32(t49);
        uint32x4_t t58 = vsubq_u32(vdupq_n_u32(0), t57);
        int32x4_t t59 = vreinterpretq_s32_u32(t58);
        int32x4_t t60 = vdupq_n_s32(7);
        int32x4_t t61 = vbslq_s32(t56, t60, t59);
        int32x4_t t62 = vdupq_n_s32(3);
        uint32x4_t t63 = vreinterpretq_u32_s32(t49);
        uint32x4_t t64 = vreinterpretq_u32_s32(t62);
        uint32x4_t t65 = vmulq_u32(t63, t64);
        int32x4_t t66 = vreinterpretq_s32_u32(t65);
        int32x4_t t67 = vbslq_s32(t51, t66, t61);
        int32x4_t t46 = vaddq_s32(out_v_2, t67);
        vst1q_s32(t26, t46);
        long t47 = k_vec + 12L;
        int *t48 = &out[t47];
        int32x4_t out_v_3 = vld1q_s32(t48);
        vcc_v4_uchar bs_v_3 = vcc_load(vcc_v4_uchar, &bs[t47]);
        int32x4_t t69 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(bs_v_3, vcc_v4_ushort), vcc_v4_int);
        int32x4_t t70 = vdupq_n_s32((int)lim);
        uint32x4_t t71 = vcltq_s32(t69, t70);
        uint32x4_t t72 = vmvnq_u32(t71);
        int32x4_t t73 = vdupq_n_s32(200);
        uint32x4_t t74 = vmvnq_u32(vceqq_s32(t69, t73));
        uint32x4_t t75 = vmvnq_u32(t74);
        uint32x4_t t76 = vandq_u32(t72, t75);
        uint32x4_t t77 = vreinterpretq_u32_s32(t69);
        uint32x4_t t78 = vsubq_u32(vdupq_n_u32(0), t77);
        int32x4_t t79 = vreinterpretq_s32_u32(t78);
        int32x4_t t80 = vdupq_n_s32(7);
        int32x4_t t81 = vbslq_s32(t76, t80, t79);
        int32x4_t t82 = vdupq_n_s32(3);
        uint32x4_t t83 = vreinterpretq_u32_s32(t69);
        uint32x4_t t84 = vreinterpretq_u32_s32(t82);
        uint32x4_t t85 = vmulq_u32(t83, t84);
        int32x4_t t86 = vreinterpretq_s32_u32(t85);
        int32x4_t t87 = vbslq_s32(t71, t86, t81);
        int32x4_t t68 = vaddq_s32(out_v_3, t87);
        vst1q_s32(t48, t68);
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_clamp(int n) {
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t k_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long k_vec = 0L;
    /* vcc: loop at kmask.c:87 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int32x4_t k_v_1 = vreinterpretq_s32_u32(k_v);
        int *t3 = &out[k_vec];
        int32x4_t is_v = vld1q_s32(&is[k_vec]);
        int32x4_t t4 = vmulq_s32(is_v, vdupq_n_s32(9));
        int32x4_t t5 = vsubq_s32(t4, vdupq_n_s32(20));
        int32x4_t t6 = vandq_s32(k_v_1, vdupq_n_s32(15));
        int32x4_t t7 = vaddq_s32(t5, t6);
        int32x4_t t15 = vdupq_n_s32(n - 1);
        int32x4_t t16 = vminq_s32(t7, t15);
        int32x4_t t17 = vdupq_n_s32(-4);
        int32x4_t t18 = vmaxq_s32(t16, t17);
        int32x4_t t19 = vdupq_n_s32(19);
        int32x4_t t20 = vminq_s32(t18, t19);
        vst1q_s32(t3, t20);
        long t8 = k_vec + 4L;
        uint32x4_t t9 = vaddq_u32(k_v, vdupq_n_u32(4));
        int32x4_t k_v_2 = vreinterpretq_s32_u32(t9);
        int *t10 = &out[t8];
        int32x4_t is_v_1 = vld1q_s32(&is[t8]);
        int32x4_t t11 = vmulq_s32(is_v_1, vdupq_n_s32(9));
        int32x4_t t12 = vsubq_s32(t11, vdupq_n_s32(20));
        int32x4_t t13 = vandq_s32(k_v_2, vdupq_n_s32(15));
        int32x4_t t14 = vaddq_s32(t12, t13);
        int32x4_t t28 = vdupq_n_s32(n - 1);
        int32x4_t t29 = vminq_s32(t14, t28);
        int32x4_t t30 = vdupq_n_s32(-4);
        int32x4_t t31 = vmaxq_s32(t29, t30);
        int32x4_t t32 = vdupq_n_s32(19);
        int32x4_t t33 = vminq_s32(t31, t32);
        vst1q_s32(t10, t33);
        long t21 = k_vec + 8L;
        uint32x4_t t22 = vaddq_u32(k_v, vdupq_n_u32(8));
        int32x4_t k_v_3 = vreinterpretq_s32_u32(t22);
        int *t23 = &out[t21];
        int32x4_t is_v_2 = vld1q_s32(&is[t21]);
        int32x4_t t24 = vmulq_s32(is_v_2, vdupq_n_s32(9));
        int32x4_t t25 = vsubq_s32(t24, vdupq_n_s32(20));
        int32x4_t t26 = vandq_s32(k_v_3, vdupq_n_s32(15));
        int32x4_t t27 = vaddq_s32(t25, t26);
        int32x4_t t41 = vdupq_n_s32(n - 1);
        int32x4_t t42 = vminq_s32(t27, t41);
        int32x4_t t43 = vdupq_n_s32(-4);
        int32x4_t t44 = vmaxq_s32(t42, t43);
        int32x4_t t45 = vdupq_n_s32(19);
        int32x4_t t46 = vminq_s32(t44, t45);
        vst1q_s32(t23, t46);
        long t34 = k_vec + 12L;
        uint32x4_t t35 = vaddq_u32(k_v, vdupq_n_u32(12));
        int32x4_t k_v_4 = vreinterpretq_s32_u32(t35);
        int *t36 = &out[t34];
        int32x4_t is_v_3 = vld1q_s32(&is[t34]);
        int32x4_t t37 = vmulq_s32(is_v_3, vdupq_n_s32(9));
        int32x4_t t38 = vsubq_s32(t37, vdupq_n_s32(20));
        int32x4_t t39 = vandq_s32(k_v_4, vdupq_n_s32(15));
        int32x4_t t40 = vaddq_s32(t38, t39);
        int32x4_t t47 = vdupq_n_s32(n - 1);
        int32x4_t t48 = vminq_s32(t40, t47);
        int32x4_t t49 = vdupq_n_s32(-4);
        int32x4_t t50 = vmaxq_s32(t48, t49);
        int32x4_t t51 = vdupq_n_s32(19);
        int32x4_t t52 = vminq_s32(t50, t51);
        vst1q_s32(t36, t52);
        k_vec += 16L;
        k_v = vaddq_u32(k_v, vdupq_n_u32(16));
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

/* A masked load and a masked store of consecutive elements, under the group's pattern. */
/* #pragma omp declare simd uniform(p, q) linear(k) notinbranch */
void put(float *p, const float *q, int k, int c) {
    float v = 1.0f;
    if (c & 1)
        v = q[k] * 0.5f;
    if (c & 2)
        p[k] = v;
}

/* vcc: function at kmask.c:93 vector variant _ZGVnN4uulv_put of `put`: VL 4, unmasked, p uniform, q uniform, k linear step 1, c vector */
void _ZGVnN4uulv_put(float *p, const float *q, int k, int32x4_t c) {
    float32x4_t t1;
    uint32x4_t t2;
    int32x4_t t3 = vdupq_n_s32(1);
    int32x4_t t4 = vandq_s32(c, t3);
    uint32x4_t t5 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t4 != (vcc_v4_int){0});
    if ((vmaxvq_u32(t5) != 0)) {
        if ((vminvq_u32(t5) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t6 = vld1q_f32(q + k);
            float32x4_t t7 = vdupq_n_f32(0.5f);
            t1 = vmulq_f32(t6, t7);
        } else {
            float32x4_t t8 = ({ uint32x4_t vcc_nm = t5; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)q + (unsigned long)(long)k * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t9 = vdupq_n_f32(0.5f);
            t1 = vmulq_f32(t8, t9);
            t2 = t5;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t10 = vdupq_n_f32(1.0f);
    float32x4_t t11 = vbslq_f32(t2, t1, t10);
    int32x4_t t12 = vdupq_n_s32(2);
    int32x4_t t13 = vandq_s32(c, t12);
    uint32x4_t t14 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t13 != (vcc_v4_int){0});
    if ((vmaxvq_u32(t14) != 0)) {
        if ((vminvq_u32(t14) != 0)) {
            vst1q_f32(p + k, t11);
        } else {
            do { uint32x4_t vcc_nm = t14; float32x4_t vcc_nv = t11; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)p + (unsigned long)(long)k * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
        }
    }
}

void run_store(void) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3;
    uint32x4_t t4;
    float32x4_t t5;
    uint32x4_t t6;
    float32x4_t t7;
    uint32x4_t t8;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:103 vectorized: VF 4, UF 4, scalar epilogue */
    for (;;) {
        int t9 = (int)k_vec;
        int32x4_t is_v = vld1q_s32(&is[k_vec]);
        const float *t10 = xs;
        int32x4_t t14 = vdupq_n_s32(1);
        int32x4_t t15 = vandq_s32(is_v, t14);
        uint32x4_t t16 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t15 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t16) != 0)) {
            if ((vminvq_u32(t16) != 0)) {
                t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                float32x4_t t17 = vld1q_f32(t10 + t9);
                float32x4_t t18 = vdupq_n_f32(0.5f);
                t1 = vmulq_f32(t17, t18);
            } else {
                float32x4_t t19 = ({ uint32x4_t vcc_nm = t16; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)t10 + (unsigned long)(long)t9 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                float32x4_t t20 = vdupq_n_f32(0.5f);
                t1 = vmulq_f32(t19, t20);
                t2 = t16;
            }
        } else {
            t1 = (float32x4_t)(vcc_v4_float){0};
            t2 = (uint32x4_t)(vcc_m4){0};
        }
        float32x4_t t21 = vdupq_n_f32(1.0f);
        float32x4_t t22 = vbslq_f32(t2, t1, t21);
        int32x4_t t23 = vdupq_n_s32(2);
        int32x4_t t24 = vandq_s32(is_v, t23);
        uint32x4_t t25 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t25) != 0)) {
            if ((vminvq_u32(t25) != 0)) {
                vst1q_f32(ys + t9, t22);
            } else {
                do { uint32x4_t vcc_nm = t25; float32x4_t vcc_nv = t22; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)ys + (unsigned long)(long)t9 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        }
        long t11 = k_vec + 4L;
        int t12 = (int)t11;
        int32x4_t is_v_1 = vld1q_s32(&is[t11]);
        const float *t13 = xs;
        int32x4_t t29 = vdupq_n_s32(1);
        int32x4_t t30 = vandq_s32(is_v_1, t29);
        uint32x4_t t31 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t30 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t31) != 0)) {
            if ((vminvq_u32(t31) != 0)) {
                t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                float32x4_t t32 = vld1q_f32(t13 + t12);
                float32x4_t t33 = vdupq_n_f32(0.5f);
                t3 = vmulq_f32(t32, t33);
            } else {
                float32x4_t t34 = ({ uint32x4_t vcc_nm = t31; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)t13 + (unsigned long)(long)t12 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                float32x4_t t35 = vdupq_n_f32(0.5f);
                t3 = vmulq_f32(t34, t35);
                t4 = t31;
            }
        } else {
            t3 = (float32x4_t)(vcc_v4_float){0};
            t4 = (uint32x4_t)(vcc_m4){0};
        }
        float32x4_t t36 = vdupq_n_f32(1.0f);
        float32x4_t t37 = vbslq_f32(t4, t3, t36);
        int32x4_t t38 = vdupq_n_s32(2);
        int32x4_t t39 = vandq_s32(is_v_1, t38);
        uint32x4_t t40 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t39 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t40) != 0)) {
            if ((vminvq_u32(t40) != 0)) {
                vst1q_f32(ys + t12, t37);
            } else {
                do { uint32x4_t vcc_nm = t40; float32x4_t vcc_nv = t37; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)ys + (unsigned long)(long)t12 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        }
        long t26 = k_vec + 8L;
        int t27 = (int)t26;
        int32x4_t is_v_2 = vld1q_s32(&is[t26]);
        const float *t28 = xs;
        int32x4_t t44 = vdupq_n_s32(1);
        int32x4_t t45 = vandq_s32(is_v_2, t44);
        uint32x4_t t46 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t45 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t46) != 0)) {
            if ((vminvq_u32(t46) != 0)) {
                t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                float32x4_t t47 = vld1q_f32(t28 + t27);
                float32x4_t t48 = vdupq_n_f32(0.5f);
                t5 = vmulq_f32(t47, t48);
            } else {
                float32x4_t t49 = ({ uint32x4_t vcc_nm = t46; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)t28 + (unsigned long)(long)t27 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                float32x4_t t50 = vdupq_n_f32(0.5f);
                t5 = vmulq_f32(t49, t50);
                t6 = t46;
            }
        } else {
            t5 = (float32x4_t)(vcc_v4_float){0};
            t6 = (uint32x4_t)(vcc_m4){0};
        }
        float32x4_t t51 = vdupq_n_f32(1.0f);
        float32x4_t t52 = vbslq_f32(t6, t5, t51);
        int32x4_t t53 = vdupq_n_s32(2);
        int32x4_t t54 = vandq_s32(is_v_2, t53);
        uint32x4_t t55 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t54 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t55) != 0)) {
            if ((vminvq_u32(t55) != 0)) {
                vst1q_f32(ys + t27, t52);
            } else {
                do { uint32x4_t vcc_nm = t55; float32x4_t vcc_nv = t52; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)ys + (unsigned long)(long)t27 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        }
        long t41 = k_vec + 12L;
        int t42 = (int)t41;
        int32x4_t is_v_3 = vld1q_s32(&is[t41]);
        const float *t43 = xs;
        int32x4_t t56 = vdupq_n_s32(1);
        int32x4_t t57 = vandq_s32(is_v_3, t56);
        uint32x4_t t58 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t57 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t58) != 0)) {
            if ((vminvq_u32(t58) != 0)) {
                t8 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                float32x4_t t59 = vld1q_f32(t43 + t42);
                float32x4_t t60 = vdupq_n_f32(0.5f);
                t7 = vmulq_f32(t59, t60);
            } else {
                float32x4_t t61 = ({ uint32x4_t vcc_nm = t58; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)t43 + (unsigned long)(long)t42 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                float32x4_t t62 = vdupq_n_f32(0.5f);
                t7 = vmulq_f32(t61, t62);
                t8 = t58;
            }
        } else {
            t7 = (float32x4_t)(vcc_v4_float){0};
            t8 = (uint32x4_t)(vcc_m4){0};
        }
        float32x4_t t63 = vdupq_n_f32(1.0f);
        float32x4_t t64 = vbslq_f32(t8, t7, t63);
        int32x4_t t65 = vdupq_n_s32(2);
        int32x4_t t66 = vandq_s32(is_v_3, t65);
        uint32x4_t t67 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t66 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t67) != 0)) {
            if ((vminvq_u32(t67) != 0)) {
                vst1q_f32(ys + t42, t64);
            } else {
                do { uint32x4_t vcc_nm = t67; float32x4_t vcc_nv = t64; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)ys + (unsigned long)(long)t42 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        }
        k_vec += 16L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

static unsigned long long sum(void) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < N; k++)
        h = (h ^ (unsigned)out[k]) * 1099511628211ull;
    return h;
}

int main(void) {
    int32x4_t t2 = vdupq_n_s32(0);
    int32x4_t t3 = vaddq_s32(t2, ((int32x4_t)(vcc_v4_int){0, 7, 1, 8}));
    uint32x4_t t4 = vreinterpretq_u32_s32(t3);
    uint32x4_t t5 = vsubq_u32(t4, vdupq_n_u32(13));
    uint32x4_t t6 = vminq_u32(t4, t5);
    int32x4_t t1 = vreinterpretq_s32_u32(t6);
    long k_vec = 0L;
    /* vcc: loop at kmask.c:115 vectorized: VF 4, UF 4, the remainder at 116:20 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vst1q_s32(&table[k_vec], t1);
        int32x4_t t7 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t8 = vreinterpretq_u32_s32(t7);
        uint32x4_t t9 = vsubq_u32(t8, vdupq_n_u32(13));
        uint32x4_t t10 = vminq_u32(t8, t9);
        int32x4_t t11 = vreinterpretq_s32_u32(t10);
        vst1q_s32(&table[k_vec + 4L], t11);
        int32x4_t t12 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t13 = vreinterpretq_u32_s32(t12);
        uint32x4_t t14 = vsubq_u32(t13, vdupq_n_u32(13));
        uint32x4_t t15 = vminq_u32(t13, t14);
        int32x4_t t16 = vreinterpretq_s32_u32(t15);
        vst1q_s32(&table[k_vec + 8L], t16);
        int32x4_t t17 = vaddq_s32(t1, vdupq_n_s32(6));
        uint32x4_t t18 = vreinterpretq_u32_s32(t17);
        uint32x4_t t19 = vsubq_u32(t18, vdupq_n_u32(13));
        uint32x4_t t20 = vminq_u32(t18, t19);
        int32x4_t t21 = vreinterpretq_s32_u32(t20);
        vst1q_s32(&table[k_vec + 12L], t21);
        k_vec += 16L;
        int32x4_t t22 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t23 = vreinterpretq_u32_s32(t22);
        uint32x4_t t24 = vsubq_u32(t23, vdupq_n_u32(13));
        uint32x4_t t25 = vminq_u32(t23, t24);
        t1 = vreinterpretq_s32_u32(t25);
    } while (k_vec < 64L);
    for (int j = 0; j < 65536; j++) {
        int32x4_t j_v = vdupq_n_s32(j);
        int32x4_t t26 = vdupq_n_s32(0);
        uint32x4_t t27 = vreinterpretq_u32_s32(t26);
        uint32x4_t k_v = vaddq_u32(t27, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        uint32x4_t t28 = vreinterpretq_u32_s32(j_v);
        uint32x4_t t29 = vmulq_u32(t28, vdupq_n_u32(40503));
        int32x4_t t30 = (int32x4_t)((vcc_v4_int)j_v % (vcc_v4_int)vdupq_n_s32(7));
        float32x4_t t31 = vcvtq_f32_s32(t30);
        long k_vec_1 = 0L;
        /* vcc: loop at kmask.c:118 vectorized: VF 4, UF 4, scalar epilogue */
        for (;;) {
            int32x4_t k_v_1 = vreinterpretq_s32_u32(k_v);
            int32x4_t t32 = vshlq_s32(j_v, vnegq_s32(k_v_1));
            int32x4_t bit_v = vandq_s32(t32, vdupq_n_s32(1));
            int32x4_t t33 = vaddq_s32(k_v_1, vdupq_n_s32(3));
            uint32x4_t t34 = (uint32x4_t)((vcc_v4_uint)t29 >> __builtin_convertvector((vcc_v4_int)t33, vcc_v4_uint));
            uint32x4_t t35 = vandq_u32(t34, vdupq_n_u32(1));
            int32x4_t other_v = vreinterpretq_s32_u32(t35);
            long t36 = (long)(j * 16 + (int)k_vec_1);
            float *t37 = &xs[t36];
            uint32x4_t t38 = vmvnq_u32(vceqq_s32(bit_v, vdupq_n_s32(0)));
            uint32x4_t t39 = vmvnq_u32(t38);
            uint32x4_t t40 = vmvnq_u32(vceqq_s32(other_v, vdupq_n_s32(0)));
            uint32x4_t t41 = vmvnq_u32(t40);
            uint32x4_t t42 = vandq_u32(t39, t41);
            uint32x4_t t43 = vmvnq_u32(vceqq_s32(other_v, vdupq_n_s32(0)));
            uint32x4_t t44 = vandq_u32(t39, t43);
            uint32x4_t t45 = vorrq_u32(t44, t42);
            float32x4_t t46 = vbslq_f32(t42, vdupq_n_f32(2.0f), vdupq_n_f32(0.5f));
            float32x4_t t47 = vcvtq_f32_s32(k_v_1);
            float32x4_t t48 = vaddq_f32(vdupq_n_f32(5.0f), t47);
            float32x4_t t49 = vbslq_f32(t45, t46, t48);
            vst1q_f32(t37, t49);
            uint32x4_t t50 = vmvnq_u32(vceqq_s32(other_v, vdupq_n_s32(0)));
            float32x4_t xs_v = vld1q_f32(t37);
            float32x4_t t51 = vbslq_f32(t50, xs_v, t31);
            vst1q_f32(&ys[t36], t51);
            int32x4_t t52 = vmulq_s32(vdupq_n_s32(2), other_v);
            int32x4_t t53 = vaddq_s32(bit_v, t52);
            int32x4_t t54 = vandq_s32(k_v_1, vdupq_n_s32(4));
            int32x4_t t55 = vaddq_s32(t53, t54);
            vst1q_s32(&is[t36], t55);
            uint32x4_t t56 = vmvnq_u32(vceqq_s32(bit_v, vdupq_n_s32(0)));
            uint32x4_t t57 = vmvnq_u32(t56);
            uint32x4_t t58 = vmvnq_u32(vceqq_s32(other_v, vdupq_n_s32(0)));
            uint32x4_t t59 = vandq_u32(t57, t58);
            uint32x4_t t60 = vmvnq_u32(vceqq_s32(other_v, vdupq_n_s32(0)));
            uint32x4_t t61 = vmvnq_u32(t60);
            uint32x4_t t62 = vandq_u32(t57, t61);
            uint32x4_t t63 = vorrq_u32(t62, t59);
            int32x4_t t64 = vbslq_s32(t59, vdupq_n_s32(99), k_v_1);
            uint32x4_t t65 = vreinterpretq_u32_s32(vdupq_n_s32(300));
            uint32x4_t t66 = vreinterpretq_u32_s32(k_v_1);
            uint32x4_t t67 = vaddq_u32(t65, t66);
            int32x4_t t68 = vreinterpretq_s32_u32(t67);
            int32x4_t t69 = vbslq_s32(t63, t64, t68);
            uint16x4_t t70 = vreinterpret_u16_s16(vmovn_s32(t69));
            vst1_u16(&ss[t36], t70);
            uint32x4_t t71 = vmvnq_u32(vceqq_s32(bit_v, vdupq_n_s32(0)));
            uint32x4_t t72 = vmvnq_u32(t71);
            uint32x4_t t73 = vmvnq_u32(vceqq_s32(other_v, vdupq_n_s32(0)));
            uint32x4_t t74 = vandq_u32(t72, t73);
            uint32x4_t t75 = vmvnq_u32(vceqq_s32(other_v, vdupq_n_s32(0)));
            uint32x4_t t76 = vmvnq_u32(t75);
            uint32x4_t t77 = vandq_u32(t72, t76);
            uint32x4_t t78 = vorrq_u32(t77, t74);
            int32x4_t t79 = vbslq_s32(t74, vdupq_n_s32(200), k_v_1);
            uint32x4_t t80 = vreinterpretq_u32_s32(vdupq_n_s32(150));
            uint32x4_t t81 = vreinterpretq_u32_s32(k_v_1);
            uint32x4_t t82 = vaddq_u32(t80, t81);
            int32x4_t t83 = vreinterpretq_s32_u32(t82);
            int32x4_t t84 = vbslq_s32(t78, t79, t83);
            vcc_v4_uchar t85 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t84, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t36], t85);
            uint32x4_t t86 = vaddq_u32(k_v, vdupq_n_u32(4));
            int32x4_t k_v_2 = vreinterpretq_s32_u32(t86);
            int32x4_t t87 = vshlq_s32(j_v, vnegq_s32(k_v_2));
            int32x4_t bit_v_1 = vandq_s32(t87, vdupq_n_s32(1));
            int32x4_t t88 = vaddq_s32(k_v_2, vdupq_n_s32(3));
            uint32x4_t t89 = (uint32x4_t)((vcc_v4_uint)t29 >> __builtin_convertvector((vcc_v4_int)t88, vcc_v4_uint));
            uint32x4_t t90 = vandq_u32(t89, vdupq_n_u32(1));
            int32x4_t other_v_1 = vreinterpretq_s32_u32(t90);
            long t91 = (long)(j * 16 + (int)(k_vec_1 + 4L));
            float *t92 = &xs[t91];
            uint32x4_t t93 = vmvnq_u32(vceqq_s32(bit_v_1, vdupq_n_s32(0)));
            uint32x4_t t94 = vmvnq_u32(t93);
            uint32x4_t t95 = vmvnq_u32(vceqq_s32(other_v_1, vdupq_n_s32(0)));
            uint32x4_t t96 = vmvnq_u32(t95);
            uint32x4_t t97 = vandq_u32(t94, t96);
            uint32x4_t t98 = vmvnq_u32(vceqq_s32(other_v_1, vdupq_n_s32(0)));
            uint32x4_t t99 = vandq_u32(t94, t98);
            uint32x4_t t100 = vorrq_u32(t99, t97);
            float32x4_t t101 = vbslq_f32(t97, vdupq_n_f32(2.0f), vdupq_n_f32(0.5f));
            float32x4_t t102 = vcvtq_f32_s32(k_v_2);
            float32x4_t t103 = vaddq_f32(vdupq_n_f32(5.0f), t102);
            float32x4_t t104 = vbslq_f32(t100, t101, t103);
            vst1q_f32(t92, t104);
            uint32x4_t t105 = vmvnq_u32(vceqq_s32(other_v_1, vdupq_n_s32(0)));
            float32x4_t xs_v_1 = vld1q_f32(t92);
            float32x4_t t106 = vbslq_f32(t105, xs_v_1, t31);
            vst1q_f32(&ys[t91], t106);
            int32x4_t t107 = vmulq_s32(vdupq_n_s32(2), other_v_1);
            int32x4_t t108 = vaddq_s32(bit_v_1, t107);
            int32x4_t t109 = vandq_s32(k_v_2, vdupq_n_s32(4));
            int32x4_t t110 = vaddq_s32(t108, t109);
            vst1q_s32(&is[t91], t110);
            uint32x4_t t111 = vmvnq_u32(vceqq_s32(bit_v_1, vdupq_n_s32(0)));
            uint32x4_t t112 = vmvnq_u32(t111);
            uint32x4_t t113 = vmvnq_u32(vceqq_s32(other_v_1, vdupq_n_s32(0)));
            uint32x4_t t114 = vandq_u32(t112, t113);
            uint32x4_t t115 = vmvnq_u32(vceqq_s32(other_v_1, vdupq_n_s32(0)));
            uint32x4_t t116 = vmvnq_u32(t115);
            uint32x4_t t117 = vandq_u32(t112, t116);
            uint32x4_t t118 = vorrq_u32(t117, t114);
            int32x4_t t119 = vbslq_s32(t114, vdupq_n_s32(99), k_v_2);
            uint32x4_t t120 = vreinterpretq_u32_s32(vdupq_n_s32(300));
            uint32x4_t t121 = vreinterpretq_u32_s32(k_v_2);
            uint32x4_t t122 = vaddq_u32(t120, t121);
            int32x4_t t123 = vreinterpretq_s32_u32(t122);
            int32x4_t t124 = vbslq_s32(t118, t119, t123);
            uint16x4_t t125 = vreinterpret_u16_s16(vmovn_s32(t124));
            vst1_u16(&ss[t91], t125);
            uint32x4_t t126 = vmvnq_u32(vceqq_s32(bit_v_1, vdupq_n_s32(0)));
            uint32x4_t t127 = vmvnq_u32(t126);
            uint32x4_t t128 = vmvnq_u32(vceqq_s32(other_v_1, vdupq_n_s32(0)));
            uint32x4_t t129 = vandq_u32(t127, t128);
            uint32x4_t t130 = vmvnq_u32(vceqq_s32(other_v_1, vdupq_n_s32(0)));
            uint32x4_t t131 = vmvnq_u32(t130);
            uint32x4_t t132 = vandq_u32(t127, t131);
            uint32x4_t t133 = vorrq_u32(t132, t129);
            int32x4_t t134 = vbslq_s32(t129, vdupq_n_s32(200), k_v_2);
            uint32x4_t t135 = vreinterpretq_u32_s32(vdupq_n_s32(150));
            uint32x4_t t136 = vreinterpretq_u32_s32(k_v_2);
            uint32x4_t t137 = vaddq_u32(t135, t136);
            int32x4_t t138 = vreinterpretq_s32_u32(t137);
            int32x4_t t139 = vbslq_s32(t133, t134, t138);
            vcc_v4_uchar t140 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t139, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t91], t140);
            uint32x4_t t141 = vaddq_u32(k_v, vdupq_n_u32(8));
            int32x4_t k_v_3 = vreinterpretq_s32_u32(t141);
            int32x4_t t142 = vshlq_s32(j_v, vnegq_s32(k_v_3));
            int32x4_t bit_v_2 = vandq_s32(t142, vdupq_n_s32(1));
            int32x4_t t143 = vaddq_s32(k_v_3, vdupq_n_s32(3));
            uint32x4_t t144 = (uint32x4_t)((vcc_v4_uint)t29 >> __builtin_convertvector((vcc_v4_int)t143, vcc_v4_uint));
            uint32x4_t t145 = vandq_u32(t144, vdupq_n_u32(1));
            int32x4_t other_v_2 = vreinterpretq_s32_u32(t145);
            long t146 = (long)(j * 16 + (int)(k_vec_1 + 8L));
            float *t147 = &xs[t146];
            uint32x4_t t148 = vmvnq_u32(vceqq_s32(bit_v_2, vdupq_n_s32(0)));
            uint32x4_t t149 = vmvnq_u32(t148);
            uint32x4_t t150 = vmvnq_u32(vceqq_s32(other_v_2, vdupq_n_s32(0)));
            uint32x4_t t151 = vmvnq_u32(t150);
            uint32x4_t t152 = vandq_u32(t149, t151);
            uint32x4_t t153 = vmvnq_u32(vceqq_s32(other_v_2, vdupq_n_s32(0)));
            uint32x4_t t154 = vandq_u32(t149, t153);
            uint32x4_t t155 = vorrq_u32(t154, t152);
            float32x4_t t156 = vbslq_f32(t152, vdupq_n_f32(2.0f), vdupq_n_f32(0.5f));
            float32x4_t t157 = vcvtq_f32_s32(k_v_3);
            float32x4_t t158 = vaddq_f32(vdupq_n_f32(5.0f), t157);
            float32x4_t t159 = vbslq_f32(t155, t156, t158);
            vst1q_f32(t147, t159);
            uint32x4_t t160 = vmvnq_u32(vceqq_s32(other_v_2, vdupq_n_s32(0)));
            float32x4_t xs_v_2 = vld1q_f32(t147);
            float32x4_t t161 = vbslq_f32(t160, xs_v_2, t31);
            vst1q_f32(&ys[t146], t161);
            int32x4_t t162 = vmulq_s32(vdupq_n_s32(2), other_v_2);
            int32x4_t t163 = vaddq_s32(bit_v_2, t162);
            int32x4_t t164 = vandq_s32(k_v_3, vdupq_n_s32(4));
            int32x4_t t165 = vaddq_s32(t163, t164);
            vst1q_s32(&is[t146], t165);
            uint32x4_t t166 = vmvnq_u32(vceqq_s32(bit_v_2, vdupq_n_s32(0)));
            uint32x4_t t167 = vmvnq_u32(t166);
            uint32x4_t t168 = vmvnq_u32(vceqq_s32(other_v_2, vdupq_n_s32(0)));
            uint32x4_t t169 = vandq_u32(t167, t168);
            uint32x4_t t170 = vmvnq_u32(vceqq_s32(other_v_2, vdupq_n_s32(0)));
            uint32x4_t t171 = vmvnq_u32(t170);
            uint32x4_t t172 = vandq_u32(t167, t171);
            uint32x4_t t173 = vorrq_u32(t172, t169);
            int32x4_t t174 = vbslq_s32(t169, vdupq_n_s32(99), k_v_3);
            uint32x4_t t175 = vreinterpretq_u32_s32(vdupq_n_s32(300));
            uint32x4_t t176 = vreinterpretq_u32_s32(k_v_3);
            uint32x4_t t177 = vaddq_u32(t175, t176);
            int32x4_t t178 = vreinterpretq_s32_u32(t177);
            int32x4_t t179 = vbslq_s32(t173, t174, t178);
            uint16x4_t t180 = vreinterpret_u16_s16(vmovn_s32(t179));
            vst1_u16(&ss[t146], t180);
            uint32x4_t t181 = vmvnq_u32(vceqq_s32(bit_v_2, vdupq_n_s32(0)));
            uint32x4_t t182 = vmvnq_u32(t181);
            uint32x4_t t183 = vmvnq_u32(vceqq_s32(other_v_2, vdupq_n_s32(0)));
            uint32x4_t t184 = vandq_u32(t182, t183);
            uint32x4_t t185 = vmvnq_u32(vceqq_s32(other_v_2, vdupq_n_s32(0)));
            uint32x4_t t186 = vmvnq_u32(t185);
            uint32x4_t t187 = vandq_u32(t182, t186);
            uint32x4_t t188 = vorrq_u32(t187, t184);
            int32x4_t t189 = vbslq_s32(t184, vdupq_n_s32(200), k_v_3);
            uint32x4_t t190 = vreinterpretq_u32_s32(vdupq_n_s32(150));
            uint32x4_t t191 = vreinterpretq_u32_s32(k_v_3);
            uint32x4_t t192 = vaddq_u32(t190, t191);
            int32x4_t t193 = vreinterpretq_s32_u32(t192);
            int32x4_t t194 = vbslq_s32(t188, t189, t193);
            vcc_v4_uchar t195 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t194, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t146], t195);
            uint32x4_t t196 = vaddq_u32(k_v, vdupq_n_u32(12));
            int32x4_t k_v_4 = vreinterpretq_s32_u32(t196);
            int32x4_t t197 = vshlq_s32(j_v, vnegq_s32(k_v_4));
            int32x4_t bit_v_3 = vandq_s32(t197, vdupq_n_s32(1));
            int32x4_t t198 = vaddq_s32(k_v_4, vdupq_n_s32(3));
            uint32x4_t t199 = (uint32x4_t)((vcc_v4_uint)t29 >> __builtin_convertvector((vcc_v4_int)t198, vcc_v4_uint));
            uint32x4_t t200 = vandq_u32(t199, vdupq_n_u32(1));
            int32x4_t other_v_3 = vreinterpretq_s32_u32(t200);
            long t201 = (long)(j * 16 + (int)(k_vec_1 + 12L));
            float *t202 = &xs[t201];
            uint32x4_t t203 = vmvnq_u32(vceqq_s32(bit_v_3, vdupq_n_s32(0)));
            uint32x4_t t204 = vmvnq_u32(t203);
            uint32x4_t t205 = vmvnq_u32(vceqq_s32(other_v_3, vdupq_n_s32(0)));
            uint32x4_t t206 = vmvnq_u32(t205);
            uint32x4_t t207 = vandq_u32(t204, t206);
            uint32x4_t t208 = vmvnq_u32(vceqq_s32(other_v_3, vdupq_n_s32(0)));
            uint32x4_t t209 = vandq_u32(t204, t208);
            uint32x4_t t210 = vorrq_u32(t209, t207);
            float32x4_t t211 = vbslq_f32(t207, vdupq_n_f32(2.0f), vdupq_n_f32(0.5f));
            float32x4_t t212 = vcvtq_f32_s32(k_v_4);
            float32x4_t t213 = vaddq_f32(vdupq_n_f32(5.0f), t212);
            float32x4_t t214 = vbslq_f32(t210, t211, t213);
            vst1q_f32(t202, t214);
            uint32x4_t t215 = vmvnq_u32(vceqq_s32(other_v_3, vdupq_n_s32(0)));
            float32x4_t xs_v_3 = vld1q_f32(t202);
            float32x4_t t216 = vbslq_f32(t215, xs_v_3, t31);
            vst1q_f32(&ys[t201], t216);
            int32x4_t t217 = vmulq_s32(vdupq_n_s32(2), other_v_3);
            int32x4_t t218 = vaddq_s32(bit_v_3, t217);
            int32x4_t t219 = vandq_s32(k_v_4, vdupq_n_s32(4));
            int32x4_t t220 = vaddq_s32(t218, t219);
            vst1q_s32(&is[t201], t220);
            uint32x4_t t221 = vmvnq_u32(vceqq_s32(bit_v_3, vdupq_n_s32(0)));
            uint32x4_t t222 = vmvnq_u32(t221);
            uint32x4_t t223 = vmvnq_u32(vceqq_s32(other_v_3, vdupq_n_s32(0)));
            uint32x4_t t224 = vandq_u32(t222, t223);
            uint32x4_t t225 = vmvnq_u32(vceqq_s32(other_v_3, vdupq_n_s32(0)));
            uint32x4_t t226 = vmvnq_u32(t225);
            uint32x4_t t227 = vandq_u32(t222, t226);
            uint32x4_t t228 = vorrq_u32(t227, t224);
            int32x4_t t229 = vbslq_s32(t224, vdupq_n_s32(99), k_v_4);
            uint32x4_t t230 = vreinterpretq_u32_s32(vdupq_n_s32(300));
            uint32x4_t t231 = vreinterpretq_u32_s32(k_v_4);
            uint32x4_t t232 = vaddq_u32(t230, t231);
            int32x4_t t233 = vreinterpretq_s32_u32(t232);
            int32x4_t t234 = vbslq_s32(t228, t229, t233);
            uint16x4_t t235 = vreinterpret_u16_s16(vmovn_s32(t234));
            vst1_u16(&ss[t201], t235);
            uint32x4_t t236 = vmvnq_u32(vceqq_s32(bit_v_3, vdupq_n_s32(0)));
            uint32x4_t t237 = vmvnq_u32(t236);
            uint32x4_t t238 = vmvnq_u32(vceqq_s32(other_v_3, vdupq_n_s32(0)));
            uint32x4_t t239 = vandq_u32(t237, t238);
            uint32x4_t t240 = vmvnq_u32(vceqq_s32(other_v_3, vdupq_n_s32(0)));
            uint32x4_t t241 = vmvnq_u32(t240);
            uint32x4_t t242 = vandq_u32(t237, t241);
            uint32x4_t t243 = vorrq_u32(t242, t239);
            int32x4_t t244 = vbslq_s32(t239, vdupq_n_s32(200), k_v_4);
            uint32x4_t t245 = vreinterpretq_u32_s32(vdupq_n_s32(150));
            uint32x4_t t246 = vreinterpretq_u32_s32(k_v_4);
            uint32x4_t t247 = vaddq_u32(t245, t246);
            int32x4_t t248 = vreinterpretq_s32_u32(t247);
            int32x4_t t249 = vbslq_s32(t243, t244, t248);
            vcc_v4_uchar t250 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t249, vcc_v4_short), vcc_v4_uchar);
            vcc_store(&bs[t201], t250);
            k_vec_1 += 16L;
            uint32x4_t t251 = vaddq_u32(k_v, vdupq_n_u32(16));
            if (k_vec_1 >= 16L) {
                break;
            }
            k_v = t251;
        }
    }
    run_classify(1.0f, 12.0f);
    printf("classify %016llx\n", sum());
    run_shorts((unsigned short)100);
    printf("shorts %016llx\n", sum());
    run_bytes((unsigned char)150);
    printf("bytes %016llx\n", sum());
    run_clamp(30);
    printf("clamp %016llx\n", sum());
    run_clamp(12);
    printf("clamp %016llx\n", sum());
    run_store();
    double t = 0.0;
    for (int k = 0; k < 1048576; k++) {
        t += (double)ys[k] * (double)(k % 13 + 1);
    }
    printf("store %.3f\n", t);
    return 0;
}
