/* vcc: vector types and helpers */
#include <arm_neon.h>

/* Pixel arithmetic on a struct of four floats: a blend of two pixels by a weight (splats of
   `t` and `1 - t`, loads of the members as one vector) and a scale of every pixel of an image
   in a loop the loop vectorizer leaves alone (its body calls a function), whose four member
   stores are one tree. */
/* vcc-test: expect-slp 3 */
/* main's loop calls `blend`, inlined there: its copy is one more tree, reported at the
   helper's line (3 in all). */
#include <stdio.h>

struct rgba {
    float r, g, b, a;
};

void blend(struct rgba *restrict out, const struct rgba *restrict x, const struct rgba *restrict y, float t) {
    float32x4_t t1 = vld1q_f32(&x->r);
    float32x4_t t2 = vdupq_n_f32(t);
    float32x4_t t3 = vmulq_f32(t1, t2);
    float32x4_t t4 = vld1q_f32(&y->r);
    float32x4_t t5 = vdupq_n_f32(1.0f - t);
    float32x4_t t6 = vmulq_f32(t4, t5);
    float32x4_t t7 = vaddq_f32(t3, t6);
    vst1q_f32(&out->r, t7);
}

int count;
__attribute__((noinline)) void tick(void) {
    count++;
}

void scale(struct rgba *restrict img, const struct rgba *restrict src, int n, float k) {
    for (int i = 0; i < n; i++) {
        tick();
        long t1 = (long)i;
        float32x4_t t2 = vld1q_f32(&src[t1].r);
        float32x4_t t3 = vdupq_n_f32(k);
        float32x4_t t4 = vmulq_f32(t2, t3);
        vst1q_f32(&img[t1].r, t4);
    }
}

/* main's pixels are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static struct rgba x = {0.25f, 0.5f, 0.75f, 1.0f}, y = {1.0f, 0.125f, 0.0f, 0.5f}, out;

int main(void) {
    struct rgba img[5];
    struct rgba src[5];
    struct rgba t1;
    for (int i = 0; i <= 4; i++) {
        float t2 = (float)i / 4.0f;
        const struct rgba *t3 = &y;
        const struct rgba *t4 = &x;
        float32x4_t t7 = vld1q_f32(&t4->r);
        float32x4_t t8 = vdupq_n_f32(t2);
        float32x4_t t9 = vmulq_f32(t7, t8);
        float32x4_t t10 = vld1q_f32(&t3->r);
        float32x4_t t11 = vdupq_n_f32(1.0f - t2);
        float32x4_t t12 = vmulq_f32(t10, t11);
        float32x4_t t13 = vaddq_f32(t9, t12);
        vst1q_f32(&out.r, t13);
        printf("%a %a %a %a\n", (double)out.r, (double)out.g, (double)out.b, (double)out.a);
    }
    for (int i_1 = 0; i_1 < 5; i_1++) {
        float t5 = (float)i_1;
        t1.r = t5 * 0.5f;
        t1.g = t5 + 1.0f;
        t1.b = 2.0f - t5;
        t1.a = 0.1f * t5;
        src[i_1] = t1;
    }
    scale(img, src, 5, 3.0f);
    for (int i_2 = 0; i_2 < 5; i_2++) {
        struct rgba *t6 = &img[i_2];
        printf("%a %a %a %a\n", (double)t6->r, (double)t6->g, (double)t6->b, (double)t6->a);
    }
    printf("%d\n", count);
    return 0;
}
