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
    float u = 1.0f - t;
    out->r = x->r * t + y->r * u;
    out->g = x->g * t + y->g * u;
    out->b = x->b * t + y->b * u;
    out->a = x->a * t + y->a * u;
}

int count;
__attribute__((noinline)) void tick(void) {
    count++;
}

void scale(struct rgba *restrict img, const struct rgba *restrict src, int n, float k) {
    for (int i = 0; i < n; i++) {
        tick();
        img[i].r = src[i].r * k;
        img[i].g = src[i].g * k;
        img[i].b = src[i].b * k;
        img[i].a = src[i].a * k;
    }
}

/* main's pixels are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static struct rgba x = {0.25f, 0.5f, 0.75f, 1.0f}, y = {1.0f, 0.125f, 0.0f, 0.5f}, out;

int main(void) {
    for (int i = 0; i <= 4; i++) {
        blend(&out, &x, &y, i / 4.0f);
        printf("%a %a %a %a\n", out.r, out.g, out.b, out.a);
    }
    struct rgba img[5], src[5];
    for (int i = 0; i < 5; i++) {
        src[i] = (struct rgba){i * 0.5f, i + 1.0f, 2.0f - i, 0.1f * i};
    }
    scale(img, src, 5, 3.0f);
    for (int i = 0; i < 5; i++) {
        printf("%a %a %a %a\n", img[i].r, img[i].g, img[i].b, img[i].a);
    }
    printf("%d\n", count);
    return 0;
}
