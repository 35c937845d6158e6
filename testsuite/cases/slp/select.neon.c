/* vcc: vector types and helpers */
#include <arm_neon.h>

/* Compares and selects: `x < 0 ? 0 : x` on four struct fields is a branch to two empty arms
   per field; SLP tries the function with those branches as selects in one block, and keeps
   it because the four selects, their compares and the loads and stores are then one tree
   (a vector compare, a mask and a blend). Floats clamped to per-lane limits, the same. Must
   NOT vectorize: `pick`, whose arms call a function (a select would call both), and
   `one_branch`, one lane only (nothing to vectorize, so its branch stays). */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

struct v4 {
    int x, y, z, w;
};

void relu(struct v4 *restrict o, const struct v4 *restrict a) {
    int32x4_t t1 = vld1q_s32(&a->x);
    uint32x4_t t2 = vcltq_s32(t1, vdupq_n_s32(0));
    int32x4_t t3 = vbslq_s32(t2, vdupq_n_s32(0), t1);
    vst1q_s32(&o->x, t3);
}

void clamp_to(float *restrict o, const float *restrict a, const float *restrict lim) {
    float32x4_t t1 = vld1q_f32(a + 0);
    float32x4_t t2 = vld1q_f32(lim + 0);
    uint32x4_t t3 = vcgtq_f32(t1, t2);
    float32x4_t t4 = vbslq_f32(t3, t2, t1);
    vst1q_f32(o + 0, t4);
}

int calls;
__attribute__((noinline)) int side(int v) {
    calls++;
    return v * 2;
}

void pick(int *restrict o, const int *restrict a) {
    o[0] = a[0] < 0 ? side(a[0]) : a[0];
    o[1] = a[1] < 0 ? side(a[1]) : a[1];
}

int one_branch(int *restrict o, const int *restrict a) {
    int s = 0;
    if (a[0] > 5) {
        s = 1;
    }
    o[0] = s;
    return s;
}

int main(void) {
    struct v4 a = {-3, 4, 0, -2147483647 - 1}, o;
    float f[4] = {1.5f, -2.0f, 3.0f, 0.0f}, l[4] = {1.0f, 1.0f, 4.0f, -0.0f}, fo[4];
    int p[2], q[2] = {-5, 6}, r[1], x[1] = {7};
    relu(&o, &a);
    clamp_to(fo, f, l);
    pick(p, q);
    printf("%d %d %d %d | %a %a %a %a\n", o.x, o.y, o.z, o.w, fo[0], fo[1], fo[2], fo[3]);
    printf("%d %d %d | %d\n", p[0], p[1], calls, one_branch(r, x));
    return 0;
}
